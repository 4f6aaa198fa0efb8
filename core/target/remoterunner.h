#pragma once

#include "artifacts/json.h"
#include "run/jobrunner.h"
#include "target/modelcopy.h"
#include "target/remotescripts.h"
#include "target/ssh.h"
#include "target/targetprofile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QString>
#include <QTemporaryDir>

#include <memory>

class QTimer;

namespace ptq {

/// A JobRunner whose command runs on another machine. Besides JobRunner's signals it says where
/// the job stands (queued, running on which node, the connection lost and back) and what must be
/// recorded to find the job again after a restart of the app (attachment()), and it re-attaches
/// to a job from that record. Nothing is created on the target before start().
class RemoteRunner : public JobRunner
{
    Q_OBJECT

public:
    RemoteRunner(const TargetProfile &profile, QObject *parent = nullptr);
    const TargetProfile &profile() const { return m_profile; }
    /// The run's id on the target (its folder's name); set before start(), or made then.
    void setRunId(const QString &id) { m_runId = id; }
    QString runId() const { return m_runId; }
    QString runDir() const;
    /// The output folder, created on the target by the run script (after approval).
    void setOutputDir(const QString &dir) { m_outputDir = dir; }
    void setPollIntervalMs(int ms) { m_pollMs = ms; }
    /// The script the approval bound, byte for byte: start() hands the target this one instead of
    /// making it again from the argv.
    void setApprovedScript(const QByteArray &script) { m_approvedScript = script; }
    void setSampleIntervalMs(int ms) { m_sampleMs = ms; }
    /// A local model folder to copy to the target first (the approved record's model_copy):
    /// start() copies it (state "copying", with the bytes arrived), then starts the job. A copy
    /// that fails or is cancelled is failedToStart(): nothing was started there.
    void setModelCopy(const ModelCopy &copy) { m_copy = copy; }
    const ModelCopy &modelCopy() const { return m_copy; }
    void setCopyProgressIntervalMs(int ms) { m_copyProgressMs = ms; }
    /// What is kept of the target's answers (RemoteScripts::kMaxAnswerBytes, kMaxDumpBytes,
    /// kMaxListedEntries unless set): past them an answer is refused, not kept.
    void setAnswerLimits(qint64 answerBytes, qint64 dumpBytes, int listedEntries)
    {
        m_maxAnswer = answerBytes;
        m_maxDump = dumpBytes;
        m_maxEntries = listedEntries;
    }
    void start(const QStringList &argv, const QMap<QString, QString> &envAdditions) final;
    void cancel(int graceMs) final;
    bool isRemote() const override { return true; }
    /// RemoteScripts::outputDirClash for this target: start() refuses such a folder too.
    QString outputDirProblem(const QString &outputDir) const override;
    QString remoteHost() const override { return m_profile.host; }
    /// What to record to find the job again: target, run folder, PID or job id, the log offset.
    Json attachment() const override = 0;
    /// Follows a job started earlier (by this app before a restart) from its record; the log
    /// continues from the recorded offset. started() is emitted when the job is found.
    void reattach(const JobRecord &record) override = 0;
    /// The script that start() will hand the target for @p argv (what the approval shows).
    virtual QByteArray script(const QStringList &argv, const QMap<QString, QString> &env) const = 0;
    qint64 bytesReceived() const { return m_offset; }
    /// A run id from the time, unique enough per target: run-YYYYMMDD-HHMMSS-xxxx.
    static QString makeRunId();

    /// The export's listing, small files and safetensors headers, read over SSH into a sparse
    /// mirror in a temporary folder (RemoteScripts::outputDumpCommand / writeOutputMirror).
    void fetchForVerification(const QString &outputDir, const VerificationSource &done) override;
    void releaseVerificationSource() override { m_mirror.reset(); }

protected:
    /// Starts the job itself (after the model copy, if any).
    virtual void launch(const QStringList &argv, const QMap<QString, QString> &envAdditions) = 0;
    virtual void cancelJob(int graceMs) = 0;
    void startSampling(const QString &jobId = QString());
    void stopSampling();
    void takeOutput(const QByteArray &bytes);
    /// After a lost connection: the next try in 1, 2, 4, … 30 s; @p retry runs it.
    void scheduleRetry(const SshOutcome &outcome, const std::function<void()> &retry);
    void resetRetry() { m_retryDelayMs = 0; }
    /// One ssh call whose answer is kept up to @p cap bytes: it streams in, so a larger one never
    /// sits in memory; past the cap (0: the answer limit) the call is stopped and @p done hears
    /// @p tooLarge with a message (outcome.message) that names the host. The call is this runner's.
    using AnswerHandler = std::function<void(const SshOutcome &outcome, bool tooLarge)>;
    SshCall *ask(const QString &command, int timeoutMs, const AnswerHandler &done, qint64 cap = 0,
                 const QByteArray &input = QByteArray());
    /// What ssh on this machine said when it refused the target's settings before connecting
    /// (a malformed jump host, a bad option: exit 255, its own usage or parse error), or empty.
    QString localSshRefusal(const SshOutcome &outcome) const;

    TargetProfile m_profile;
    QString m_runId;
    QString m_outputDir;
    qint64 m_offset = 0;
    int m_pollMs = 2000;
    int m_sampleMs = 2000;
    QString m_tool;
    QByteArray m_approvedScript;
    qint64 m_maxAnswer = RemoteScripts::kMaxAnswerBytes;
    qint64 m_maxDump = RemoteScripts::kMaxDumpBytes;
    int m_maxEntries = RemoteScripts::kMaxListedEntries;

private:
    QTimer *m_sampler;
    QPointer<SshCall> m_sample;
    ModelCopy m_copy;
    QPointer<ModelCopier> m_copier;
    int m_copyProgressMs = 3000;
    qint64 m_copyArrived = 0;
    QElapsedTimer m_copyClock;
    QString m_sampleJob;
    int m_retryDelayMs = 0;
    std::unique_ptr<QTemporaryDir> m_mirror;
};

/// The command on an SSH host: the run script started under setsid with its output to a log in
/// the run folder (closing the laptop does not stop it), the log streamed with `tail --pid -F`
/// from the last byte received (a dropped connection resumes where it stopped), the GPU tool of
/// that host polled, cancel as SIGTERM then SIGKILL to the remote process group.
class SshRunner final : public RemoteRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshRunner)

public:
    explicit SshRunner(const TargetProfile &profile, QObject *parent = nullptr);
    ~SshRunner() override;
    qint64 processId() const override { return m_pid; }
    QString resourceTool() const override { return m_tool; }
    Json attachment() const override;
    void reattach(const JobRecord &record) override;
    QByteArray script(const QStringList &argv, const QMap<QString, QString> &env) const override;

protected:
    void launch(const QStringList &argv, const QMap<QString, QString> &envAdditions) override;
    void cancelJob(int graceMs) override;

private:
    void follow();
    void askStatus();
    /// Before a re-attach follows or signals anything: the run folder's pid file must name the
    /// recorded process (RemoteScripts::sshStatusCommand's "other" answer refuses it).
    void checkRecord(qint64 recordedPid);

    qint64 m_pid = 0;
    QPointer<SshCall> m_call;
    QTimer *m_killTimer;
    bool m_done = false;
};

/// The command as a Slurm job through a login node: the batch script written into the run folder
/// and submitted with `sbatch --parsable`, its state and output polled over one SSH call a
/// period (squeue, then the output file from the last byte), the GPUs polled on the job's node
/// with `srun --overlap`, cancel with scancel. The exit status is scontrol's ExitCode.
class SlurmRunner final : public RemoteRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SlurmRunner)

public:
    explicit SlurmRunner(const TargetProfile &profile, QObject *parent = nullptr);
    ~SlurmRunner() override;
    qint64 processId() const override { return m_jobId.toLongLong(); }
    QString resourceTool() const override { return m_tool; }
    Json attachment() const override;
    void reattach(const JobRecord &record) override;
    QByteArray script(const QStringList &argv, const QMap<QString, QString> &env) const override;
    QString jobId() const { return m_jobId; }
    const SlurmJobState &jobState() const { return m_state; }
    /// The job name: ptq-<run id>.
    QString jobName() const;

protected:
    void launch(const QStringList &argv, const QMap<QString, QString> &envAdditions) override;
    void cancelJob(int graceMs) override;

private:
    void poll();
    void onPoll(const SshOutcome &outcome);
    void finish();

    QString m_jobId;
    SlurmJobState m_state;
    QPointer<SshCall> m_call;
    QTimer *m_timer;
    bool m_cancelled = false;
    bool m_finishing = false;
    bool m_done = false;
    int m_missing = 0; ///< polls in a row that found no state
};

} // namespace ptq
