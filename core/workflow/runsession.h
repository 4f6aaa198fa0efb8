#pragma once

#include "artifacts/json.h"
#include "artifacts/runmanifest.h"
#include "result.h"
#include "handoff/exportchecks.h"
#include "run/outputhasher.h"
#include "run/ptqjob.h"
#include "run/troubleshooter.h"
#include "workflow/rungate.h"
#include "workflow/runstep.h"

#include <QObject>

#include <functional>
#include <optional>

namespace ptq {

class WorkspaceWriter;
struct PublishResult;
struct UploadProposal;

/// How a visit to step 4 begins, decided from the manifest and what this process follows.
enum class RunVisit {
    Start,       ///< page 3's approval was just given for this command: start it
    Offer,       ///< an approved command that has not run: offered, never started on its own
    Following,   ///< this process runs (or follows) the job: show it as it goes
    Reattach,    ///< a remote job an earlier window started still runs there: follow it again
    Interrupted, ///< recorded as running, but nothing follows it (the app stopped while it ran)
    Stored,      ///< an ended run (or none yet): show what the manifest and the log say
};

/// What a visit reads, on the writer's thread (after every write already asked for).
struct RunVisitView
{
    RunVisit kind = RunVisit::Stored;
    Json manifest;        ///< the manifest as read
    RunManifest typed;    ///< the same, typed
    QByteArray token;     ///< the approval's binding
    std::optional<JobRecord> detachedJob; ///< for Reattach: the job record (steps[run].job) to follow again
};

/// Step 4's session, widget-free: how a visit begins, starting and cancelling the approved
/// command, following a remote job again, accepting or declining the result. Page 4 and
/// `ptq-studio run` / `accept` / `reject` / `verify --sha256` drive this one object; every file it
/// reads or writes is read or written on the workspace writer's thread, never the caller's.
class RunSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunSession)

public:
    explicit RunSession(WorkspaceWriter *writer, QObject *parent = nullptr);

    /// The workspace the next visit, start and decision are for; forgets a run request. A job
    /// already going keeps going (its own workspace's record).
    void setRoot(const QString &root);
    QString root() const { return m_root; }

    /// Which visit a manifest in @p status (its command approved or not) means, given whether
    /// this process follows a job, has one (ended), was asked to start this approval and
    /// found a detached remote job for it. The rules of page 4's first moment, in one place.
    struct Facts
    {
        RunStatus status = RunStatus::Pending;
        bool approved = false;
        bool following = false;
        bool hasJob = false;
        bool requested = false;
        bool detached = false;
    };
    static RunVisit decide(const Facts &facts);

    /// Reads the manifest (and, for a run recorded as going, whether a remote job waits to be
    /// followed) off this thread and decides the visit (a start being checked counts as
    /// following). @p done runs on @p context's thread. The request stays until start() takes it,
    /// so a visit whose answer is dropped (a newer visit was asked for) loses nothing.
    void visit(QObject *context, std::function<void(Result<RunVisitView>)> done);

    /// Starts the approved command. The gate (refused unless @p token matches the approval)
    /// reads the workspace on the writer's thread, after the writes already asked for (page 3's
    /// approval among them); then started(), or refused() with the gate's reason and rule. Refused at
    /// once (the Status) only without a workspace or while a run is going or starting. Takes
    /// the run request for @p token: an approval is started from a request once.
    Status start(const QByteArray &token);
    /// A start was asked for and the gate is being checked.
    bool isStarting() const { return m_starting; }
    /// Follows again the remote job a Reattach visit found: the manifest read again, the log
    /// opened and "followed by this process" recorded on the writer's thread, then started() as
    /// for a new run, or refused() with the reason. Refused at once only while a run is going or
    /// starting, or for a visit of another kind.
    Status reattach(const RunVisitView &view);
    /// Cancels the run: SIGTERM to quark-cli's process group, SIGKILL after the grace period;
    /// recorded as cancelled, with @p reason ("the time limit of 60 s passed", "SIGINT received")
    /// as its note when given. Nothing without a run.
    void cancel(const QString &reason = QString());
    /// SIGKILL to the run's process group now (a second signal to `ptq-studio run`).
    void kill();
    bool isRunning() const { return m_job && m_job->isRunning(); }
    PtqJob *job() const { return m_job; }

    /// Whether @p manifest holds an approval of its command that still holds (the rule visit()
    /// decides an Offer by): page 4 words a command not run yet as approved or not.
    static bool approvalHolds(const RunManifest &manifest);

    /// Reads the log of a stored run back (RunStep::readStoredLog) off this thread; @p done
    /// receives it on @p context's thread.
    void loadStoredLog(const QString &path, QObject *context, std::function<void(const StoredLog &)> done);

    /// The way on after @p run, from its diagnosis (Troubleshooter::remedy): a plan change, where
    /// it runs, or nothing the app changes. Plan for a run without a diagnosis.
    static Troubleshooter::Remedy remedy(const RunStepRecord &run);
    /// The revision of the plan proposed for @p run's diagnosis (Troubleshooter::revisePlan on
    /// the workspace's plan, read on the writer's thread): @p done receives it on @p context's
    /// thread, or nothing when no plan change helps (or the plan cannot be read, or the workspace
    /// changed meanwhile).
    void proposedRevision(const RunStepRecord &run, QObject *context,
                          std::function<void(std::optional<Troubleshooter::PlanRevision>)> done);
    /// The revision Troubleshooter::revisePlan proposes for a failure of @p failureClass (@p cause,
    /// the calibration datasets @p cached when it ended) on the plan of @p root as it is on disk;
    /// nothing when no plan change helps or the plan cannot be read. Reads the plan: off the UI
    /// thread (proposedRevision; `ptq-studio run` holds the workspace lock).
    static std::optional<Troubleshooter::PlanRevision> revisionIn(const QString &root, FailureClass failureClass,
                                                                 const QString &cause, const QStringList &cached);

    /// Computes the sha256 of @p files in @p directory (the export) off this thread, progress in
    /// checksumProgress(), then records them (recordChecksums). @p done, on @p context's thread:
    /// the sums as computed and the manifest as written; an error, nothing recorded, for sums
    /// that are not ok (stopped: OutputChecksums::cancelled; a file unreadable). Nothing while
    /// they are being computed.
    void computeChecksums(const QString &directory, const QStringList &files, QObject *context,
                          std::function<void(const OutputChecksums &, Result<Json>)> done);
    /// Stops the checksums being computed (their @p done says so: cancelled).
    void cancelChecksums();
    bool isComputingChecksums() const;

    /// Page 3's approval: the user said yes to running this exact command; the next visit starts it.
    void request(const QByteArray &token) { m_request = token; }
    /// True once for the token page 3 asked to run (then forgotten); false for any other.
    bool takeRequest(const QByteArray &token);
    bool hasRequest(const QByteArray &token) const { return !token.isEmpty() && token == m_request; }

    /// Checkpoint 4: reads, decides and writes the manifest as one step on the writer's thread
    /// (nothing written between the read and the write), the same rules as `ptq-studio accept`;
    /// @p done receives the manifest as written, or why not (nothing written).
    void accept(QObject *context, std::function<void(Result<Json>)> done);
    void reject(const QString &reason, QObject *context, std::function<void(Result<Json>)> done);

    /// Records the output's sha256 @p sums in the manifest the same way, one read-modify-write on
    /// the writer's thread (a decision asked for after it reads what it wrote). Refused with
    /// Error::Code::Usage, nothing written, when @p sums are not of the manifest's output folder
    /// (or there is no manifest), or that export lies on a target: a folder of the same path here
    /// is not it. Page 4 and `ptq-studio verify --sha256 --workspace` record through this.
    void recordChecksums(const OutputChecksums &sums, QObject *context, std::function<void(Result<Json>)> done);

    /// Starts the export checks approved with the command (ExportChecksJob) on @p manifest of this
    /// workspace, off this thread: each step in checkStepStarted() and checkLine(), the outcome in
    /// checksFinished() (recordChecks writes it). @p only of them (`eval --load-check-only`), a
    /// cached baseline standing in unless @p useCache is false. Nothing while they run, or
    /// without a workspace.
    void startChecks(const Json &manifest, ExportChecksJob::Only only = ExportChecksJob::Only::Both, bool useCache = true);
    /// Stops the export checks (SIGTERM to their process group, SIGKILL after the grace period);
    /// checksFinished() follows, cancelled.
    void cancelChecks();
    bool isChecking() const;
    /// Why the export checks of @p manifest cannot run (ExportChecks::notRunnableReason); empty
    /// when they can.
    static QString whyChecksCannotRun(const Json &manifest);

    /// After the export checks: their steps and records written into the manifest as it is now
    /// (HandoffStep::recordChecksIn), one read-change-write on the writer's thread.
    void recordChecks(const ExportChecksOutcome &outcome, QObject *context, std::function<void(Result<Json>)> done);
    /// Records a publish attempt into the manifest as it is now (HandoffStep::recordPublishIn).
    void recordPublish(const UploadProposal &proposal, const PublishResult &result, QObject *context,
                       std::function<void(Result<Json>)> done);
    /// The hand-off (HandoffStep::completeIn: the serve record, the model card written into the
    /// export) on the manifest as it is now, on the writer's thread.
    void handOff(QObject *context, std::function<void(Result<Json>)> done);

    /// Reads the model card the hand-off wrote (@p path, at most its first MiB) off this thread;
    /// @p done, on @p context's thread, gets its bytes, or why not (Error::Code::Unreadable, the
    /// file's own reason as the message).
    void loadCard(const QString &path, QObject *context, std::function<void(Result<QByteArray>)> done);

    /// Page 4's "Back to the plan with …": the revised plan (written unconfirmed) and what changed.
    void proposePlanRevision(const ptq::PlanDocument &plan, const QString &change);

signals:
    /// The job that start() or reattach() is about to start or follow again, before it does: what
    /// it says from its first moment on (a Slurm job re-attached says "queued" at once) reaches
    /// whoever connects to it here. started() or refused() follows.
    void launching(ptq::PtqJob *job);
    void started(ptq::PtqJob *job);
    /// start() (or reattach()) did not start the command: the gate's (or the start's) reason,
    /// nothing run; @p rule is the gate's rule (GateRefusal::StartFailed for a refusal of no rule).
    void refused(const QString &message, ptq::GateRefusal rule);
    void finished(const ptq::JobResult &result);
    /// The checksums being computed (computeChecksums): @p done of @p total bytes read.
    void checksumProgress(qint64 done, qint64 total);
    /// The export checks (startChecks): a step begins (kBaselineStep or kLoadCheckStep, and a
    /// sentence for the log), a line of their output,
    /// their outcome.
    void checkStepStarted(const QString &step, const QString &description);
    void checkLine(const QString &text);
    void checksFinished(const ptq::ExportChecksOutcome &outcome);
    /// A plan change proposed after a failed run; page 2 shows it, marked as proposed.
    void planRevisionProposed(const ptq::PlanDocument &plan, const QString &change);
    /// Something this session did may have changed the workspace's files.
    void workspaceTouched();

private:
    Status begin(const std::function<Status(PtqJob &)> &launch);
    /// recordChecksums' read-check-write of @p root's manifest, on the writer's thread.
    static Result<Json> recordChecksumsIn(const QString &root, const OutputChecksums &sums, const QString &at);
    /// Runs @p change (read, change, write the manifest of a root) on the writer's thread.
    void changeManifest(std::function<Result<Json>(const QString &)> change, QObject *context,
                        std::function<void(Result<Json>)> done);

    WorkspaceWriter *m_writer;
    OutputHasher *m_hasher = nullptr; ///< made with the first checksums asked for
    ExportChecksJob *m_checks = nullptr; ///< made with the first checks asked for
    QString m_root;
    PtqJob *m_job = nullptr;
    QByteArray m_request;
    bool m_starting = false;
};

} // namespace ptq
