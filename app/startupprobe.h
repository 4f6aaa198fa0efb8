#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <functional>

namespace ptq {

/// With PTQ_STARTUP_PROBE=1 in the environment, prints "first-paint" on stdout when the first
/// widget that @p counts accepts has painted, then quits: tests/bench/bench_startup measures
/// start-up to the first wizard page on screen this way, and a minimal Qt window the same way.
class StartupProbe final : public QObject
{
public:
    using Predicate = std::function<bool(QObject *)>;

    static void installIfRequested(Predicate counts)
    {
        if (qEnvironmentVariableIntValue("PTQ_STARTUP_PROBE") != 1)
            return;
        auto *probe = new StartupProbe(std::move(counts));
        QCoreApplication::instance()->installEventFilter(probe);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_done && event->type() == QEvent::Paint && m_counts(watched)) {
            m_done = true;
            // After this paint has finished: the frame is complete.
            QTimer::singleShot(0, QCoreApplication::instance(), [] {
                std::fputs("first-paint\n", stdout);
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    explicit StartupProbe(Predicate counts) : QObject(QCoreApplication::instance()), m_counts(std::move(counts)) {}

    Predicate m_counts;
    bool m_done = false;
};

} // namespace ptq
