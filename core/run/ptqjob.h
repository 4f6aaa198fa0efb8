#pragma once

#include "artifacts/json.h"
#include "process/secretredactor.h"
#include "result.h"
#include "run/jobrunner.h"
#include "run/jobwriter.h"
#include "run/logparser.h"
#include "run/outputverifier.h"
#include "run/runrecorder.h"
#include "run/runticket.h"
#include "run/troubleshooter.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QProcess;
class QTimer;

namespace ptq {

/// What a run needs on disk before quark-cli starts, made by PtqJob::prepare on any thread (the
/// app makes it on the workspace writer's thread, right after the gate's check, so that page 4's
/// thread touches no file): a local run's output folder, the log, created exclusively under a
/// name no run of the workspace has had, and the manifest saying "running" (this process's host
/// and PID, the log's path), written.
struct PreparedRun
{
    QString runName; ///< run-<time>[-n]: the log, diagnostics, history entry and GPU trace share it
    QString logPath;
    std::unique_ptr<QFile> log; ///< open, exclusive, unbuffered
    QDateTime startedAt;
    Json runningManifest; ///< as written
};

/// What re-attaching to a remote job needs on disk, made on any thread (PtqJob::prepareReattach):
/// the log opened to go on, and the manifest recording that this process follows the job.
struct PreparedReattach
{
    Json manifestBefore;    ///< as it was read: put back when the target refuses the record
    Json followingManifest; ///< as written: running, followed by this process, the job's record
    JobRecord job;          ///< steps[run].job
    QString logPath;
    std::unique_ptr<QFile> log; ///< open for append, unbuffered
    QDateTime startedAt;        ///< the job's start (the clock counts from it)
};

/// Step 4: runs the approved command of a workspace's manifest and records what happened.
/// Refuses to start unless the approval's sha256 matches the current argv+env; only then
/// creates the output folder. Writes the log to logs/run-<time>[-n].log as it arrives,
/// verifies the output whatever the exit code, updates run_manifest.yaml (the command stays
/// byte-identical) and keeps a copy in history/.
///
/// One pipeline for everything shown or stored: quark-cli's bytes go through TerminalSanitizer
/// (no escape sequence or control character survives), then LineSplitter (a forced cut of a
/// long line never splits a secret), then SecretRedactor, line by line; the log file, the log
/// view, stdout/stderr of `ptq-studio run`, the manifest, history and diagnostics all read what
/// comes out. The log file keeps no raw bytes either: it is named to the user to read with
/// cat or less, so it must be as safe to print as the terminal output (colours are lost; line
/// ends, `\r` of progress bars included, are kept).
class PtqJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PtqJob)

public:
    /// Takes ownership of @p runner (a LocalProcessRunner when null).
    explicit PtqJob(const QString &workspace, JobRunner *runner = nullptr, QObject *parent = nullptr);
    ~PtqJob() override;

    /// Replaces the runner (a remote one for a workspace whose command runs on a target); only
    /// while nothing runs. Takes ownership.
    void setRunner(JobRunner *runner);
    /// The writes before a re-attach, on any thread: the log opened to go on, the manifest
    /// recording that this process follows @p job (the record in @p manifest).
    static Result<PreparedReattach> prepareReattach(const QString &workspace, const Json &manifest, const JobRecord &job,
                                                    const QDateTime &now);
    /// Follows a remote job that an earlier process of the app started (its manifest says
    /// "running" with the job's record): the log continues from the recorded offset, and the end
    /// is recorded as for a run started here. The runner must be the job's (setRunner).
    /// Re-attaches with what prepareReattach() made: no file is touched on this thread (a refusal
    /// here puts the manifest back through the job's writer).
    Status reattach(const QString &workspace, PreparedReattach prepared);
    /// Gives up what prepareReattach() made: the log closed, the manifest put back as it was
    /// (through the job's writer, off this thread).
    void discardReattach(const QString &workspace, PreparedReattach prepared);
    void setGraceMs(int ms) { m_graceMs = ms; }
    /// The clock that names runs and stamps their start (tests step or fix it).
    void setClock(std::function<QDateTime()> now) { m_now = std::move(now); }
    /// Starts the command of a ticket that core/workflow's RunGate issued (every rule of the gate
    /// checked just before). Creates the output folder and the log, records "running" with this
    /// process's host and PID, then starts; a failed write starts nothing. (prepare() and then
    /// start() with what it made, where the writes must not happen on this thread.)
    Status start(const RunTicket &ticket);
    /// Starts with what prepare() made for @p ticket: no file is touched on this thread.
    Status start(const RunTicket &ticket, PreparedRun prepared);
    /// The writes before a start, on any thread: the output folder (unless @p remote: a target's
    /// run script makes it there), the log under a new name, the "running" manifest. Refused when
    /// @p outputDirProblem says the target does not take that folder, before anything exists.
    static Result<PreparedRun> prepare(const RunTicket &ticket, bool remote, const QString &outputDirProblem,
                                       const QDateTime &now);
    /// The clock's time now (setClock's, else the system's), in UTC.
    QDateTime now() const;
    /// SIGTERM to the whole process group, SIGKILL after the grace period; recorded as cancelled.
    /// @p timeoutNote says why when a time limit ended the run.
    void cancel(const QString &timeoutNote = QString());
    /// SIGKILL to the process group now (a second Ctrl-C).
    void kill();
    bool isRunning() const { return m_running; }
    /// Whether the command runs on another machine (it goes on there when this app quits).
    bool isRemote() const { return m_runner->isRemote(); }
    QString remoteHost() const { return m_runner->remoteHost(); }

    const LogAnalyzer &log() const { return m_log; }
    /// The last run's outcome, once finished() was emitted (status pending before).
    const JobResult &result() const { return m_result; }
    /// Since the run started: for a re-attached job, since its recorded start (not the re-attach).
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() + m_clockOffsetMs : 0; }
    QString logPath() const { return m_logPath; }
    /// Blocks until the log and the records asked for so far are on disk (they are written off
    /// this thread, in order; finished() comes only after the last). For tests and tools.
    void waitForRecords() { m_writer->waitForWritten(); }
    /// The runner's tool for accelerator memory (see JobRunner::resourceTool).
    QString resourceTool() const;
    /// The run's GPU memory trace: logs/run-<time>.gpu.csv beside the log, and the peaks. Its
    /// record goes into outputs.gpu_memory of the manifest when the run starts and when it ends.
    const GpuTrace &gpuTrace() const { return m_gpuTrace; }
    /// steps[run].job of the manifest: the runner's attachment with the job's phase and detail, now.
    static JobRecord jobRecord(const Json &attachment, const JobState &state, const QString &detail);

signals:
    void linesReceived(const QList<ptq::LogLine> &lines);
    void stageChanged(ptq::RunStage stage);
    /// Accelerator memory while it runs, from the runner.
    void resourcesSampled(const QList<ptq::GpuSample> &samples);
    void resourcesUnavailable(const QString &message);
    void finished(const ptq::JobResult &result);
    /// A remote job's state: queued, running, reconnecting, finished, …, with its detail
    /// (the pending reason, the node, the connection's failure).
    void jobStateChanged(const ptq::JobState &state, const QString &detail);
    /// The model on its way to a remote target before the job starts: @p done of @p total bytes.
    void modelCopyProgress(qint64 done, qint64 total);

private:
    void connectRunner();
    /// The log's pipeline and the outcome made new for a run that starts (or is followed again).
    void resetForRun(const QDateTime &startedAt);
    void verify(const QString &localDir, const QString &fetchError);
    void onOutput(const QByteArray &bytes);
    void onExited(int exitCode, int signal);
    void complete(JobResult result);
    /// complete()'s second half, once the writes asked before it are done: the outcome, the records.
    void record(JobResult result);
    /// finished(@p result) once the writer has written everything asked before, with the writes
    /// that failed; @p diagnostics is named in it only when it was written.
    void finishWhenWritten(JobResult result, const QString &diagnostics = {});
    /// A re-attach the runner refused before it followed anything: the manifest as it was.
    void refuseReattach(const QString &message);
    void openGpuTrace();
    GpuMemoryRecord gpuMemoryRecord(bool withTool) const;
    /// Sanitized and split lines: redacted, written to the log, parsed.
    void take(QList<QByteArray> lines, const QList<QByteArray> &ends);
    /// Creates the log under a name no run of @p workspace has had (logs, diagnostics, history).
    static Status reserveRunName(const QString &workspace, const QDateTime &now, PreparedRun &into);

    QString m_workspace;
    std::unique_ptr<JobRunner> m_runner;
    Json m_manifest;
    QString m_outputDir;
    QString m_logPath;
    QString m_runName; ///< run-<time>[-n]: the log, diagnostics and history entry share it
    std::function<QDateTime()> m_now;
    JobWriter *m_writer; ///< the log and the records, off this thread, in order
    bool m_logWriteFailed = false;
    QString m_logFailure; ///< what JobWriter::logFailed said, this run
    QString m_traceFailure; ///< what JobWriter::traceFailed said first, this run
    GpuTrace m_gpuTrace;
    TerminalSanitizer m_sanitizer;
    SecretRedactor m_redactor;
    LineSplitter m_splitter;
    LogAnalyzer m_log;
    QElapsedTimer m_clock;
    qint64 m_clockOffsetMs = 0; ///< a re-attached job's time before this process followed it
    std::optional<JobPhase> m_lastCopyPhase; ///< the model copy's last phase written to the log
    JobResult m_result;
    bool m_running = false;
    bool m_cancelled = false;
    int m_graceMs = 10'000;
    std::optional<JobRecord> m_job; ///< the remote job's record (steps[run].job); nothing for a local run
    bool m_reattaching = false;    ///< reattach() asked, the runner has not confirmed the record yet
    Json m_manifestBeforeReattach; ///< put back when the runner refuses the record
    qint64 m_remoteReceived = 0; ///< bytes of the target's log received (from its start)
    qint64 m_remoteLineEnd = 0;  ///< where the last whole line of them ended: a re-attach resumes there
    QElapsedTimer m_jobSaved;    ///< when the record's offset was last written
};

} // namespace ptq
