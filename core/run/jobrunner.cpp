#include "run/jobrunner.h"

#include <QProcess>
#include <QTimer>

#include <csignal>
#include <sys/prctl.h>
#include <sys/types.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

LocalProcessRunner::LocalProcessRunner(QObject *parent)
    : JobRunner(parent), m_process(new QProcess(this)), m_killTimer(new QTimer(this)), m_monitor(new GpuMonitor(this))
{
    connect(m_monitor, &GpuMonitor::samplesReceived, this, &JobRunner::resourcesSampled);
    connect(m_monitor, &GpuMonitor::pollFailed, this, &JobRunner::resourcesUnavailable);
    m_killTimer->setSingleShot(true);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    // Its own process group, so cancel reaches the workers quark-cli and torch start too; and it
    // dies with us (parent-death signal), so a killed ptq-studio leaves no quark-cli behind.
    m_process->setChildProcessModifier([parent = ::getpid()] {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) // the parent died before prctl took effect
            ::_exit(127);
    });
    connect(m_process, &QProcess::started, this, [this] { m_group = int(m_process->processId()); });
    connect(m_process, &QProcess::started, this, &JobRunner::started);
    connect(m_process, &QProcess::readyRead, this, [this] { emit output(m_process->readAll()); });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            m_monitor->stop();
            emit failedToStart(m_process->errorString());
        }
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        m_killTimer->stop();
        m_monitor->stop();
        // The leader is gone; workers it forked (data loaders, compile jobs) go with it: SIGTERM to
        // the group now, SIGKILL to what is left a moment later.
        if (m_group > 0 && ::kill(-pid_t(m_group), SIGTERM) == 0) {
            QTimer::singleShot(kLeftoverGraceMs, this, [this, group = m_group] {
                if (group == m_group) {
                    ::kill(-pid_t(group), SIGKILL);
                    m_group = 0;
                }
            });
        } else {
            m_group = 0; // nobody left in it
        }
        const QByteArray rest = m_process->readAll();
        if (!rest.isEmpty())
            emit output(rest);
        // On Unix Qt reports the terminating signal as the exit code of a crash exit.
        emit exited(status == QProcess::NormalExit ? code : -1, status == QProcess::CrashExit ? code : 0);
    });
    connect(m_killTimer, &QTimer::timeout, this, [this] {
        if (m_process->processId() > 0)
            ::kill(-pid_t(m_process->processId()), SIGKILL);
    });
}

LocalProcessRunner::~LocalProcessRunner()
{
    if (m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        ::kill(-pid_t(m_process->processId()), SIGKILL);
        m_process->waitForFinished(2000); // after SIGKILL: reaping, not waiting on work
    }
    if (m_group > 0)
        ::kill(-pid_t(m_group), SIGKILL); // leftovers of a finished leader whose grace had not passed
}

void LocalProcessRunner::start(const QStringList &argv, const QMap<QString, QString> &envAdditions)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = envAdditions.cbegin(); it != envAdditions.cend(); ++it)
        env.insert(it.key(), it.value());
    m_process->setProcessEnvironment(env);
    m_resourceTool = m_sampleIntervalMs > 0 ? m_monitor->start(m_sampleIntervalMs) : QString();
    m_process->start(argv.value(0), argv.mid(1));
}

void LocalProcessRunner::cancel(int graceMs)
{
    if (m_process->state() == QProcess::NotRunning)
        return;
    ::kill(-pid_t(m_process->processId()), SIGTERM);
    m_killTimer->start(graceMs);
}

qint64 LocalProcessRunner::processId() const
{
    return m_process->processId();
}

void JobRunner::reattach(const Json &)
{
    emit failedToStart(tr("A process of this machine cannot be followed again once the app that started it is gone."));
}

} // namespace ptq
