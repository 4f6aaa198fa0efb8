#pragma once

#include "artifacts/json.h"
#include "artifacts/runmanifest.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace ptq {

/// A remote job's record (steps[run].job) as `ptq-studio status` shows it: what a target said,
/// stripped of terminal controls, as when it was said.
struct RecordedJob
{
    QString target;
    QString host;
    QString runDir;
    QString jobId;
    QString node;
    QString phase;
    QString detail;
    QString updatedAt;
};

/// What the target of a detached job answered when it was asked once, read-only.
struct TargetAnswer
{
    enum class Outcome {
        Answered,  ///< it said something (below)
        NoProfile, ///< the manifest's target could not be made a profile (message)
        NotAJobId, ///< the record names no Slurm job id (recordedJobId): the target was not asked
        TooLarge,  ///< more than limitBytes to one request: refused
        Failed,    ///< ssh failed (message names the host and the remedy)
    };
    Outcome outcome = Outcome::Answered;
    QString message;
    QString host;
    QString runDir;
    QString recordedJobId;
    qint64 recordedPid = 0;
    qint64 limitBytes = 0;
    /// An SSH target's run folder names another process than the record (0: none).
    std::optional<qint64> otherPid;
    /// A Slurm job's state as squeue or scontrol said it (parsed), with its reason and nodes.
    bool slurmParsed = false;
    QString slurmState;
    QString slurmReason;
    QString slurmNodes;
    /// Otherwise what it said, trimmed: Slurm's unparsed line, or the SSH answer's first 4 KiB.
    QString text;
};

/// A run that the manifest records as running and that no process of this app follows: whether
/// the process that ran it here lives, and what the target of a remote job says now. The rules of
/// `ptq-studio status`, off the command's own file.
class DetachedJob
{
public:
    /// @p job (steps[run].job) with what targets said stripped of terminal controls.
    static RecordedJob recorded(const JobRecord &job);
    /// Whether the process that a manifest records as running its command (@p host, @p pid) is
    /// still that process: alive, and started no later than the run (@p startedAt) — a number the
    /// system gave to a later process since is not it.
    static bool runnerAlive(const QString &host, qint64 pid, const std::optional<QDateTime> &startedAt);
    /// Whether a process group @p group of this machine still has a process (signal 0).
    static bool processGroupAlive(qint64 group);
    /// Asks the target of @p manifest once, read-only, how the @p detached job (its record) stands:
    /// Slurm's state, or whether the SSH run folder's process still runs. @p done, on @p context's
    /// thread, gets the answer streamed in and kept up to a limit, stripped of terminal controls.
    static void ask(const RunManifest &manifest, const JobRecord &detached, QObject *context,
                    std::function<void(TargetAnswer)> done);
    /// When process @p pid of this machine started (/proc); nullopt where /proc does not say.
    static std::optional<QDateTime> processStartTime(qint64 pid);
};

} // namespace ptq
