#pragma once

#include "host/gpuparsers.h"
#include "target/targetprofile.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// The scripts a remote target runs, as pure functions of the approved command and the profile:
/// the same inputs always give the same bytes, so what the approval binds is what runs. Every
/// value is shellQuote()d; nothing the user typed is read by a shell as code.
class RemoteScripts
{
public:
    /// The run folder of one run on the target: <remote workspace>/runs/<run id>.
    static QString runDir(const TargetProfile &profile, const QString &runId);

    /// SSH: the script that runs the approved argv detached from the SSH session (started under
    /// setsid, so it is its own process group): records its PID, creates the output folder,
    /// runs the command with the environment additions, records the exit status in `exit`.
    /// A SIGTERM to the group reaches the command and is recorded as its status (143); a SIGKILL
    /// leaves no `exit` file.
    static QByteArray sshRunScript(const TargetProfile &profile, const QString &runDir, const QStringList &argv,
                                   const QMap<QString, QString> &env, const QString &outputDir);
    /// SSH: the remote command that writes the script from stdin into @p runDir, starts it
    /// detached (setsid nohup, output to runDir/output.log) and prints its PID.
    static QString sshLaunchCommand(const QString &runDir);
    /// SSH: streams runDir/output.log from byte @p offset (0-based) until the process @p pid
    /// ended, then prints nothing more and exits.
    static QString sshFollowCommand(const QString &runDir, qint64 pid, qint64 offset);
    /// SSH: prints "other <pid>" when the run folder's pid file names another process than
    /// @p pid (a record that was edited, or is another run's), else "exit <status>" when the run
    /// recorded one, "alive" while the process group lives, else "gone".
    static QString sshStatusCommand(const QString &runDir, qint64 pid);
    /// The process sshStatusCommand's "other" answer names (0 when none or not a number);
    /// nullopt for any other answer.
    static std::optional<qint64> parseSshStatusOther(const QByteArray &answer);
    /// SSH: SIGTERM (or SIGKILL with @p kill) to the run's process group; with @p runDir only when
    /// that run folder's pid file names @p pid (exit 3 and nothing sent otherwise).
    static QString sshSignalCommand(qint64 pid, bool kill, const QString &runDir = QString());

    /// Slurm: the batch script — #SBATCH lines from the profile (job name, output file in the run
    /// folder, partition, account, time, GPUs, CPUs, memory, extra lines), the environment
    /// additions exported, the output folder created, then `srun` of the exact argv.
    static QByteArray slurmBatchScript(const TargetProfile &profile, const QString &runDir, const QString &jobName,
                                       const QStringList &argv, const QMap<QString, QString> &env,
                                       const QString &outputDir);
    /// Slurm: writes the script from stdin into runDir/job.sbatch and submits it with
    /// `sbatch --parsable`; prints the job id.
    static QString slurmSubmitCommand(const QString &runDir);
    /// Slurm: one poll — the job's state (squeue, every state; with @p detailed scontrol's record,
    /// which has the exit status), a marker line, then the output file from byte @p offset.
    static QString slurmPollCommand(const QString &runDir, const QString &jobId, qint64 offset, bool detailed = false);
    static QByteArray pollMarker();

    /// The GPU tool query of the target (nvidia-smi, amd-smi, rocm-smi, the first there), one
    /// reading: "TOOL <name>" on the first line, then its output. With @p jobId, run on the job's
    /// node through `srun --jobid … --overlap`.
    static QString gpuQueryCommand(const QString &jobId = QString());
    /// Reads gpuQueryCommand's output: the tool's name and its samples (empty when none).
    static QList<GpuSample> parseGpuQuery(const QByteArray &output, QString *tool = nullptr);

    /// What verification needs of an export on the target, and nothing more: for each entry of
    /// @p outputDir its kind and size; for a regular file its first bytes (a safetensors file's
    /// 8-byte length and header, at most kMaxHeaderBytes; any other file whole up to
    /// kMaxSmallFileBytes), base64. Prints "NOOUT" when the folder cannot be entered.
    /// Past @p maxEntries entries it prints "TOOMANY <maxEntries>" and stops.
    static QString outputDumpCommand(const QString &outputDir, int maxEntries = kMaxListedEntries);
    static constexpr qint64 kMaxHeaderBytes = 100'000'000;
    static constexpr qint64 kMaxSmallFileBytes = 128LL * 1024 * 1024;
    /// An export has a few dozen files; a listing of more is refused, not mirrored.
    static constexpr int kMaxListedEntries = 10'000;
    /// The most of outputDumpCommand's answer kept in memory; a larger one is refused.
    static constexpr qint64 kMaxDumpBytes = 256LL * 1024 * 1024;
    /// The most of any other answer of a target kept in memory (a poll, a status, a GPU reading).
    static constexpr qint64 kMaxAnswerBytes = 16LL * 1024 * 1024;
    /// The most of a Slurm job's output one poll brings (the next poll goes on from there).
    static constexpr qint64 kMaxPollOutputBytes = 8LL * 1024 * 1024;
    /// Writes outputDumpCommand's @p dump into the empty folder @p mirror: each file at its size
    /// (sparse: what was not sent reads as zeros and takes no disk), with its first bytes; links
    /// to a file of @p outputDir as links to it, other links as links that lead outside; other
    /// entries as empty files. Reads files only.
    static Status writeOutputMirror(const QByteArray &dump, const QString &mirror, const QString &outputDir);

    /// Why @p outputDir may not be a run's output folder on the target of @p profile: it is the
    /// remote workspace's runs/ folder, inside it, or holds it (a run folder's run.sh, log and pid
    /// would be verified as the export, or written into it). Empty when it may.
    static QString outputDirClash(const TargetProfile &profile, const QString &outputDir);
};

/// A Slurm job's state as squeue or scontrol tell it.
struct SlurmJobState
{
    QString jobId;
    QString state;    ///< PENDING, RUNNING, COMPLETED, FAILED, CANCELLED, TIMEOUT, OUT_OF_MEMORY, NODE_FAIL, …
    QString reason;   ///< the pending reason (Resources, Priority, …); "None" is left empty
    QString nodes;
    int exitCode = -1; ///< from scontrol's ExitCode=code:signal; -1 unknown
    int exitSignal = 0;

    bool isFinal() const;
    bool isPending() const { return state == u"PENDING" || state == u"CONFIGURING"; }
    friend bool operator==(const SlurmJobState &, const SlurmJobState &) = default;
};

class SlurmParsers
{
public:
    /// `sbatch --parsable` output: "1234" or "1234;cluster". Empty when it is no job id.
    static QString parseSbatchJobId(const QByteArray &output);
    /// Whether @p id is a Slurm job id as this app submits them: digits only (no array or
    /// het-job suffix, no cluster, nothing a record could smuggle in).
    static bool isJobId(const QString &id);
    /// A line of `squeue -h -t all -j ID -o '%i|%T|%r|%N'`.
    static std::optional<SlurmJobState> parseSqueueLine(const QByteArray &line);
    /// `scontrol show job -o ID`: JobState, Reason, NodeList, ExitCode.
    static std::optional<SlurmJobState> parseScontrolJob(const QByteArray &output);

    struct Partition
    {
        QString name;
        bool isDefault = false;
        bool up = false;
        int timeLimitMinutes = -1; ///< -1: infinite or unknown
        int nodes = 0;
        QString gres;
        QString state;
        friend bool operator==(const Partition &, const Partition &) = default;
    };
    /// `sinfo --noheader -o '%P|%a|%l|%D|%t|%G'` (one line per partition and node state).
    static QList<Partition> parseSinfo(const QByteArray &output);
    /// Slurm's time notation (minutes, MM:SS, HH:MM:SS, D-HH, D-HH:MM, D-HH:MM:SS, UNLIMITED) in
    /// minutes, rounded up; -1 for UNLIMITED or what does not parse.
    static int parseSlurmMinutes(const QString &text);
};

} // namespace ptq
