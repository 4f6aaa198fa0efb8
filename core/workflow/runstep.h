#pragma once

#include "result.h"
#include "run/outputhasher.h"
#include "run/ptqjob.h"
#include "workflow/rungate.h"

#include <QCoreApplication>

#include <functional>

namespace ptq {

/// The end of a stored run's log as read back (RunStep::readStoredLog): at most its last 2 MiB.
struct StoredLog
{
    QList<LogLine> lines;
    QList<RunStage> stages; ///< the stages the log went through, in order
    bool truncated = false; ///< its start was left out (longer than 2 MiB)
    QString error;          ///< why it could not be read; empty when it was
};

/// Step 4's rules for starting: the token approves a pending command (headless), the gate is
/// checked whole, and only then does the job start. Page 4 and `ptq-studio run` both use it.
class RunStep
{
    Q_DECLARE_TR_FUNCTIONS(RunStep)

public:
    /// Headless, the token is the approval: a manifest whose command is pending approval, current,
    /// unblocked and whose binding hashes to @p token is approved now (recorded with the time).
    /// Anything already approved is left alone (the gate then decides). Hold the workspace lock.
    static Status approveWithToken(const QString &workspace, const QByteArray &token);

    /// Checks the gate and starts @p job with the ticket; the decision says why not.
    /// For a command approved for a remote target, the job gets that target's runner, made from
    /// what the approval bound (the manifest's target, not today's profile).
    static GateDecision start(PtqJob &job, const QString &workspace, const QByteArray &token);
    /// start() in two halves, for the app: the gate (RunGate::check, which reads the workspace:
    /// run it off the UI thread) and then this, on @p job's thread, which starts @p job with the
    /// ticket of a @p decision that allowed it (else returns it as it is).
    static GateDecision launch(PtqJob &job, GateDecision decision);
    /// The app's start in three parts, so that page 4's thread touches no file: the gate, then
    /// this on the same (background) thread, which makes what an allowed @p decision's run needs
    /// on disk (PtqJob::prepare: the output folder, the log, the "running" manifest) into
    /// @p prepared — for a remote target only after its runner could be made and takes the output
    /// folder, so a refusal leaves nothing behind — then launch() with it on @p job's thread.
    static GateDecision prepare(GateDecision decision, const QDateTime &now, std::optional<PreparedRun> &prepared);
    static GateDecision launch(PtqJob &job, GateDecision decision, std::optional<PreparedRun> prepared);

    /// The record (steps[run].job) of a remote job that the manifest of @p workspace says is
    /// running and that no live process of this app follows; nothing when there is none.
    static std::optional<JobRecord> detachedJob(const QString &workspace);
    /// The same for a manifest already read (no file touched).
    static std::optional<JobRecord> detachedJob(const Json &manifest);
    /// Follows that job again with @p job (its runner made from the manifest's target).
    static Status reattach(PtqJob &job, const QString &workspace);
    /// reattach() in two halves, so that the app's thread touches no file: this one, on the
    /// workspace writer's thread, reads the manifest, finds the detached job, opens the log to go
    /// on and records that this process follows it (PtqJob::prepareReattach) ...
    static Result<PreparedReattach> prepareReattach(const QString &workspace, const QDateTime &now);
    /// ... and this one, on @p job's thread, makes the job's runner from the manifest's target and
    /// follows the job with what was prepared.
    static Status reattach(PtqJob &job, const QString &workspace, PreparedReattach prepared);

    /// The log of a run that ended (or that no process follows) read back from @p path: its lines
    /// as a live run shows them and the stages they went through; at most its last 2 MiB, from the
    /// first whole line. Reads the file: not on the UI thread (RunSession::loadStoredLog).
    static StoredLog readStoredLog(const QString &path);

    /// `ptq-studio verify`: the verifier's report on the export in @p directory (headers and small
    /// files, no tensor data), against the plan of @p workspace when one is given (and its
    /// analysis' weight bytes, when it says them); why not when that plan cannot be read.
    static Result<VerificationReport> verifyOutput(const QString &directory, const QString &workspace);
    /// The sha256 of every file of @p report, read here and now (every byte), @p progress (bytes
    /// done, of all) as it goes; `verify --sha256` records them with RunSession::recordChecksums.
    static OutputChecksums checksums(const VerificationReport &report, const std::function<void(qint64, qint64)> &progress);
};

} // namespace ptq
