#include "signalcancel.h"

#include <QSocketNotifier>

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

int g_signalPipe[2] = {-1, -1};

extern "C" void forwardSignal(int signal)
{
    const char byte = char(signal);
    [[maybe_unused]] const ssize_t n = ::write(g_signalPipe[1], &byte, 1); // async-signal-safe
}

} // namespace

SignalCancel::SignalCancel()
{
    if (::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    m_notifier = new QSocketNotifier(g_signalPipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, [this] {
        char byte = 0;
        while (::read(g_signalPipe[0], &byte, 1) == 1)
            emit received(int(byte), ++m_count);
    });
    struct sigaction action {};
    action.sa_handler = forwardSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < 3; ++i)
        ::sigaction(kSignals[i], &action, &m_previous[i]);
}

SignalCancel::~SignalCancel()
{
    if (!m_notifier)
        return;
    for (int i = 0; i < 3; ++i)
        ::sigaction(kSignals[i], &m_previous[i], nullptr);
    delete m_notifier;
    ::close(g_signalPipe[0]);
    ::close(g_signalPipe[1]);
    g_signalPipe[0] = g_signalPipe[1] = -1;
}

QString SignalCancel::name(int signal)
{
    switch (signal) {
    case SIGINT: return u"SIGINT"_s;
    case SIGTERM: return u"SIGTERM"_s;
    case SIGHUP: return u"SIGHUP"_s;
    }
    return u"signal %1"_s.arg(signal);
}

} // namespace ptq::cli
