#pragma once

#include "artifacts/json.h"
#include "result.h"
#include "run/logparser.h"
#include "run/runticket.h"
#include "run/secretredactor.h"
#include "run/outputverifier.h"
#include "run/troubleshooter.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class QProcess;
class QTimer;

namespace ptq {

/// Where the approved command runs. The local QProcess runner is the first implementation;
/// a remote (SSH, Slurm) runner only has to provide these signals and slots.
class JobRunner : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    virtual void start(const QStringList &argv, const QMap<QString, QString> &envAdditions) = 0;
    virtual void cancel(int graceMs) = 0;
    virtual qint64 processId() const = 0;

signals:
    void started();
    void output(const QByteArray &bytes);
    void failedToStart(const QString &message);
    /// @p signal is non-zero when the process was killed by a signal.
    void exited(int exitCode, int signal);
};

/// Runs the argv with QProcess (no shell) in its own process group; cancel sends SIGTERM to
/// the group, then SIGKILL after the grace period.
class LocalProcessRunner final : public JobRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalProcessRunner)

public:
    explicit LocalProcessRunner(QObject *parent = nullptr);
    ~LocalProcessRunner() override;
    void start(const QStringList &argv, const QMap<QString, QString> &envAdditions) override;
    void cancel(int graceMs) override;
    qint64 processId() const override;

    /// How long workers left in the group after the leader exited get before SIGKILL.
    static constexpr int kLeftoverGraceMs = 2000;

private:
    QProcess *m_process;
    QTimer *m_killTimer;
    int m_group = 0; ///< the process group of the last start (the leader's PID)
};

/// Step 4: runs the approved command of a workspace's manifest and records what happened.
/// Refuses to start unless the approval's sha256 matches the current argv+env; only then
/// creates the output folder. Writes the raw log to logs/run-<time>.log as it arrives,
/// verifies the output whatever the exit code, updates run_manifest.yaml (the command stays
/// byte-identical) and keeps a copy in history/.
class PtqJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PtqJob)

public:
    /// Takes ownership of @p runner (a LocalProcessRunner when null).
    explicit PtqJob(const QString &workspace, JobRunner *runner = nullptr, QObject *parent = nullptr);
    ~PtqJob() override;

    void setGraceMs(int ms) { m_graceMs = ms; }
    /// Starts the command of a ticket that core/workflow's RunGate issued (every rule of the gate
    /// checked just before). Creates the output folder and the log, records "running" with this
    /// process's host and PID, then starts; a failed write starts nothing.
    Status start(const RunTicket &ticket);
    /// SIGTERM to the whole process group, SIGKILL after the grace period; recorded as cancelled.
    /// @p timeoutNote says why when a time limit ended the run.
    void cancel(const QString &timeoutNote = QString());
    /// SIGKILL to the process group now (a second Ctrl-C).
    void kill();
    bool isRunning() const { return m_running; }

    const LogAnalyzer &log() const { return m_log; }
    /// The last run's outcome, once finished() was emitted (status empty before).
    const JobResult &result() const { return m_result; }
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }
    QString logPath() const { return m_logPath; }

    /// The manifest with the run's outcome recorded; the run step's command and argv untouched.
    static Json recordResult(Json manifest, const JobResult &result);
    /// What the seed asks to collect after a failure: the command, exit status or signal, the
    /// traceback, versions, GPU, RAM and disk state, the diagnosis.
    static Json diagnostics(const Json &manifest, const JobResult &result, const LogAnalyzer &log, const QString &workspace);

signals:
    void linesReceived(const QList<ptq::LogLine> &lines);
    void stageChanged(ptq::RunStage stage);
    void finished(const ptq::JobResult &result);

private:
    void onOutput(const QByteArray &bytes);
    void onExited(int exitCode, int signal);
    void complete(JobResult result);

    QString m_workspace;
    std::unique_ptr<JobRunner> m_runner;
    Json m_manifest;
    QString m_outputDir;
    QString m_logPath;
    QString m_runName; ///< run-<time>[-n]: the log, diagnostics and history entry share it
    QFile m_logFile;
    QByteArray m_pendingLog; ///< an unfinished line, held back until its end is redacted whole
    SecretRedactor m_redactor;
    LineSplitter m_splitter;
    LogAnalyzer m_log;
    QElapsedTimer m_clock;
    JobResult m_result;
    bool m_running = false;
    bool m_cancelled = false;
    int m_graceMs = 10'000;
};

} // namespace ptq
