#pragma once

#include "artifacts/json.h"
#include "artifacts/runmanifest.h"
#include "host/gpumonitor.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace ptq {

class ToolProcess;

/// Where a remote job stands, as its runner says it (a local run has none).
enum class JobPhase {
    Started,      ///< launched; its runner said nothing more yet
    Copying,      ///< the model on its way to the target: no job there yet
    CopyStopped,  ///< the copy stopped: the job does not start
    Copied,       ///< the model is there; the job starts next
    Queued,       ///< waiting in the cluster's queue
    Running,      ///< on its host or node
    Reconnecting, ///< the connection failed; the job goes on there
    Finished,     ///< it ended there; its exit follows
    Scheduler,    ///< another state of the scheduler's (Slurm's SUSPENDED, COMPLETING, …)
};

/// A remote job's phase, with the scheduler's own word where no JobPhase names it.
struct JobState
{
    /// A phase alone is a state: only JobPhase::Scheduler has a word of its own.
    JobState(JobPhase p = JobPhase::Started, const QString &scheduler = {}) : phase(p), schedulerState(scheduler) {}

    JobPhase phase;
    QString schedulerState; ///< JobPhase::Scheduler: the state as Slurm says it (SUSPENDED)

    /// The word steps[run].job.phase records and `ptq-studio run` prints: "copying",
    /// "copy-stopped", "queued", …, or the scheduler's state in lower case.
    QString name() const;
    /// The model on its way to the target (copying, copied, stopped): no job to find again yet.
    bool isModelCopy() const;
    /// Before quark-cli runs there, or while the connection is down: silence is expected.
    bool isWaiting() const;

    friend bool operator==(const JobState &, const JobState &) = default;
};

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
    /// The tool that samples accelerator memory where the command runs (nvidia-smi, amd-smi,
    /// rocm-smi), known once start() was called; empty when there is none.
    virtual QString resourceTool() const { return {}; }
    /// Whether the command runs on another machine: the output folder is then made (by the run
    /// itself, after approval) and verified there, not here.
    virtual bool isRemote() const { return false; }
    /// The host the command runs on when it is not this machine (an SSH host, a cluster's login node).
    virtual QString remoteHost() const { return {}; }
    /// Why @p outputDir may not be this runner's output folder (a remote target's rules that the
    /// gate cannot tell from the path alone), or empty. Asked before anything is created.
    virtual QString outputDirProblem(const QString &outputDir) const
    {
        Q_UNUSED(outputDir)
        return {};
    }
    /// What must be recorded to find the job again after a restart of the app (a remote job's
    /// target, run folder, process group or Slurm job id, log offset); null for a local process.
    virtual Json attachment() const { return Json(); }
    /// Follows a job started earlier from its record (steps[run].job: its attachment() and the
    /// log offset reached; remote runners); a local process cannot be followed again, so this says
    /// so through failedToStart().
    virtual void reattach(const JobRecord &record);
    /// Hands @p done a local folder the verifier can read for @p outputDir: the folder itself
    /// here; for a remote run a mirror of the export's small files and safetensors headers (no
    /// tensor data is copied), valid until the runner is destroyed or asked again. @p error
    /// says why the output could not be read (the local folder is then empty).
    using VerificationSource = std::function<void(const QString &localDir, const QString &error)>;
    virtual void fetchForVerification(const QString &outputDir, const VerificationSource &done) { done(outputDir, {}); }
    /// The verifier is done with what fetchForVerification() handed it (a mirror is deleted).
    virtual void releaseVerificationSource() {}

signals:
    /// Where a remote job stands: queued, running, reconnecting, finished, …; @p detail in
    /// words (Slurm's pending reason, the node, the connection's failure). A local run has none.
    void stateChanged(const ptq::JobState &state, const QString &detail);
    void started();
    void output(const QByteArray &bytes);
    void failedToStart(const QString &message);
    /// @p signal is non-zero when the process was killed by a signal.
    void exited(int exitCode, int signal);
    /// Accelerator memory where the command runs, sampled while it runs (once a second locally;
    /// a remote runner samples its own host), so the trace survives an OOM of quark-cli.
    void resourcesSampled(const QList<ptq::GpuSample> &samples);
    void resourcesUnavailable(const QString &message);
    /// A transfer before the command starts (a remote runner copying the model to its target):
    /// @p done of @p total bytes.
    void transferProgress(qint64 done, qint64 total);
};

/// Runs the argv with ToolProcess (no shell) in its own process group; cancel sends SIGTERM to
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
    QString resourceTool() const override { return m_resourceTool; }
    /// How often accelerator memory is sampled while the command runs; 0 samples nothing.
    void setSampleIntervalMs(int ms) { m_sampleIntervalMs = ms; }

    /// How long workers left in the group after the leader exited get before SIGKILL.
    static constexpr int kLeftoverGraceMs = 2000;

private:
    ToolProcess *m_process;
    GpuMonitor *m_monitor;
    QString m_resourceTool;
    int m_sampleIntervalMs = 1000;
};

} // namespace ptq
