#pragma once

#include "host/gpuparsers.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QTimer;

namespace ptq {

class ToolProcess;

QDebug operator<<(QDebug debug, const GpuSample &sample);

/// Polls whichever of nvidia-smi, amd-smi and rocm-smi exists, every @p intervalMs, with LC_ALL=C.
/// Where the tool has a loop mode (nvidia-smi `-lms`, amd-smi `--watch`) one long-lived process
/// prints a sample per interval and is restarted if it dies; rocm-smi has none, so it runs once
/// per sample with a timeout, a poll still running when the next is due skipped, never stacked.
/// A loop that ends before its first sample (a build of the tool that refuses the loop arguments)
/// and an amd-smi whose watch mode stays silent (seen in ROCm 7.1.1) fall back to one run per sample.
class GpuMonitor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuMonitor)

public:
    explicit GpuMonitor(QObject *parent = nullptr);
    ~GpuMonitor() override;

    void setEnvironment(const QProcessEnvironment &env) { m_env = env; }
    /// Starts polling; returns the tool used, or an empty string when none is installed.
    QString start(int intervalMs = 1000);
    void stop();
    QString tool() const { return m_tool; }
    /// True while samples come from one long-lived process rather than a process per sample.
    bool isLooping() const { return m_looping; }
    /// The process id of the long-lived process, 0 when there is none (tests kill it).
    qint64 loopProcessId() const;

signals:
    void samplesReceived(const QList<ptq::GpuSample> &samples);
    void pollFailed(const QString &message);

private:
    void poll();
    void startLoop();
    void onLoopOutput(const QByteArray &bytes);
    void onLoopSilent();
    /// One process per sample from now on (the loop mode gave nothing); @p why, if any, is said.
    void fallBackToPolling(const QString &why);
    void collect(const QList<GpuSample> &readings);
    void flushGroup();
    QProcessEnvironment toolEnvironment() const;
    static void retire(ToolProcess *process, bool graceful);

    QProcessEnvironment m_env;
    QTimer *m_timer;    ///< per-sample mode: one tick per poll
    QTimer *m_restart;  ///< loop mode: restarts a loop process that died
    QTimer *m_watchdog; ///< loop mode: a loop process that stopped printing
    QTimer *m_settle;   ///< loop mode: emits a sample whose GPU count is not known yet
    ToolProcess *m_process = nullptr;
    ToolProcess *m_loop = nullptr;
    QString m_tool;
    QString m_program;
    QStringList m_arguments;
    QStringList m_loopArguments; ///< empty: the tool has no loop mode
    QByteArray m_pending;        ///< loop output not yet a whole line or JSON value
    QList<GpuSample> m_group;    ///< the sample being gathered, one reading per GPU
    qsizetype m_groupSize = 0;   ///< GPUs in the last sample
    int m_intervalMs = 1000;
    int m_loopSamples = 0;       ///< samples from the current loop process
    bool m_active = false;
    bool m_looping = false;
};

} // namespace ptq
