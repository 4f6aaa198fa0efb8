#pragma once

#include <QObject>
#include <QString>

#include <csignal>

class QSocketNotifier;

namespace ptq::cli {

/// SIGINT, SIGTERM and SIGHUP, turned into a Qt signal on the event loop through a self-pipe
/// while it lives (the handler only writes a byte: async-signal-safe); the previous handlers
/// come back when it goes. One at a time: `run` and `env` each hold one while their job runs.
class SignalCancel final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SignalCancel)

public:
    SignalCancel();
    ~SignalCancel() override;

    /// "SIGINT", "SIGTERM", "SIGHUP" (else "signal N").
    static QString name(int signal);

signals:
    /// @p count: how many have arrived so far (the second one says "already cancelling").
    void received(int signal, int count);

private:
    static constexpr int kSignals[3] = {SIGINT, SIGTERM, SIGHUP};
    QSocketNotifier *m_notifier = nullptr;
    struct sigaction m_previous[3] {};
    int m_count = 0;
};

} // namespace ptq::cli
