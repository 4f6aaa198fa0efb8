#include "workflow/runsession.h"

#include "command/approval.h"
#include "handoff/exportchecks.h"
#include "handoff/publisher.h"

#include "workflow/acceptance.h"
#include "workflow/background.h"
#include "workflow/handoffstep.h"
#include "workflow/rungate.h"
#include "workflow/runstep.h"
#include "workflow/workspacewriter.h"

#include "artifacts/artifactio.h"
#include "artifacts/documents.h"
#include "artifacts/workspace.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

#include <memory>
#include <optional>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

RunSession::RunSession(WorkspaceWriter *writer, QObject *parent)
    : QObject(parent),
      m_writer(writer)
{
}

void RunSession::setRoot(const QString &root)
{
    m_root = root;
    m_request.clear();
}

RunVisit RunSession::decide(const Facts &facts)
{
    // Each approval runs its command once, and only when the user said so: the approval just
    // given on page 3 ("Shall I run this exact command?" — yes) starts it; an approval found in a
    // workspace that was opened is offered, never started on its own.
    if (facts.status == RunStatus::Pending && facts.approved && !facts.following)
        return facts.requested ? RunVisit::Start : RunVisit::Offer;
    if (facts.following)
        return RunVisit::Following;
    if (facts.status == RunStatus::Running && !facts.hasJob)
        return facts.detached ? RunVisit::Reattach : RunVisit::Interrupted;
    return RunVisit::Stored;
}

void RunSession::visit(QObject *context, std::function<void(Result<RunVisitView>)> done)
{
    if (m_root.isEmpty()) {
        done(Error{Error::Code::Usage, tr("No workspace is open.")});
        return;
    }
    const QString root = m_root;
    m_writer->afterWith(
        context,
        [root]() -> Result<RunVisitView> {
            const QString path = root + u'/' + artifactFileName(ArtifactKind::Manifest);
            Result<LoadedDocument> loaded = ArtifactIo::load(path);
            if (!loaded)
                return loaded.error();
            Result<RunManifest> typed = RunManifest::fromJson(loaded->json);
            if (!typed)
                return Error{typed.error().code, u"%1: %2"_s.arg(path, typed.error().message)};
            RunVisitView view;
            view.manifest = std::move(loaded->json);
            view.typed = std::move(*typed);
            view.token = view.typed.approval.sha256;
            if (view.typed.run.status == RunStatus::Running)
                view.detachedJob = RunStep::detachedJob(view.manifest); // may ask the host whether a pid lives
            return view;
        },
        [this, root, done = std::move(done)](Result<RunVisitView> result) {
            if (root != m_root) {
                done(Error{Error::Code::Cancelled, tr("The workspace %1 was closed.").arg(root)});
                return;
            }
            if (result) {
                Facts facts;
                facts.status = result->typed.run.status;
                facts.approved = approvalHolds(result->typed); // an approval edited away offers nothing to run
                facts.following = isRunning() || m_starting;
                facts.hasJob = m_job != nullptr;
                facts.requested = hasRequest(result->token);
                facts.detached = result->detachedJob.has_value();
                result->kind = decide(facts); // the request is taken by start(), not by a visit nobody acts on
            }
            done(std::move(result));
        });
}

Status RunSession::start(const QByteArray &token)
{
    if (m_root.isEmpty())
        return Error{Error::Code::Usage, tr("No workspace is open.")};
    if (isRunning() || m_starting)
        return Error{Error::Code::Usage, tr("A run is already in progress.")};
    m_starting = true;
    takeRequest(token); // each approval starts once from a request
    // The gate reads the three artifacts (and may record an interrupted run) on the writer's
    // thread, after the writes asked for before — page 3's approval — and never on this one.
    // What the run needs on disk before it starts (the output folder, the log, the "running"
    // manifest) is made there too, right after the check.
    const QString root = m_root;
    struct Start
    {
        GateDecision decision;
        std::optional<PreparedRun> prepared;
    };
    auto start = std::make_shared<Start>();
    m_writer->after(
        this,
        [start, root, token] {
            start->decision = RunStep::prepare(RunGate::check(root, token), QDateTime::currentDateTimeUtc(), start->prepared);
        },
        [this, start, root] {
            m_starting = false;
            if (m_root != root) {
                // What was made for the run is taken back: the manifest as approved (still to run),
                // no empty log under a run's name.
                if (start->prepared && start->decision.ticket) {
                    const QString log = start->prepared->logPath;
                    start->prepared->log->close();
                    m_writer->after(this, [root, log, manifest = start->decision.ticket->manifest] {
                        Workspace::saveArtifact(root, ArtifactKind::Manifest, manifest).ok(); // as it was before
                        QFile::remove(log);
                    }, {});
                }
                emit refused(tr("Not running: the workspace %1 was closed before its run started.").arg(root),
                             GateRefusal::StartFailed);
                return;
            }
            GateRefusal rule = GateRefusal::StartFailed;
            const Status begun = begin([start, &rule](PtqJob &job) -> Status {
                const GateDecision launched = RunStep::launch(job, std::move(start->decision), std::move(start->prepared));
                if (!launched.allowed()) {
                    rule = launched.refusal;
                    return Error{Error::Code::Invalid, launched.message};
                }
                return {};
            });
            if (!begun)
                emit refused(begun.error().message, rule);
        });
    return {};
}

Status RunSession::reattach(const RunVisitView &view)
{
    if (view.kind != RunVisit::Reattach)
        return Error{Error::Code::Usage, tr("No remote job of %1 waits to be followed.").arg(m_root)};
    if (isRunning() || m_starting)
        return Error{Error::Code::Usage, tr("A run is already in progress.")};
    m_starting = true;
    // As for a start: what the re-attach reads and writes (the manifest read again, the log
    // opened to go on, "followed by this process" recorded) happens on the writer's thread.
    const QString root = m_root;
    auto prepared = std::make_shared<std::optional<Result<PreparedReattach>>>();
    m_writer->after(
        this, [root, prepared] { prepared->emplace(RunStep::prepareReattach(root, QDateTime::currentDateTimeUtc())); },
        [this, root, prepared] {
            m_starting = false;
            Result<PreparedReattach> &made = **prepared;
            if (m_root != root) {
                if (made) { // nothing follows it: the manifest as it was
                    made->log->close();
                    m_writer->after(this, [root, before = made->manifestBefore] {
                        Workspace::saveArtifact(root, ArtifactKind::Manifest, before).ok();
                    }, {});
                }
                emit refused(tr("Not following: the workspace %1 was closed before the job was followed again.").arg(root),
                             GateRefusal::StartFailed);
                return;
            }
            if (!made) {
                emit workspaceTouched();
                emit refused(made.error().message, GateRefusal::StartFailed);
                return;
            }
            const Status begun = begin([&made, root](PtqJob &job) { return RunStep::reattach(job, root, std::move(*made)); });
            if (!begun)
                emit refused(begun.error().message, GateRefusal::StartFailed);
        });
    return {};
}

Status RunSession::begin(const std::function<Status(PtqJob &)> &launch)
{
    if (m_root.isEmpty())
        return Error{Error::Code::Usage, tr("No workspace is open.")};
    if (isRunning())
        return Error{Error::Code::Usage, tr("A run is already in progress.")};
    delete m_job;
    m_job = new PtqJob(m_root, nullptr, this);
    connect(m_job, &PtqJob::finished, this, [this](const JobResult &result) {
        emit workspaceTouched();
        emit finished(result);
    });
    emit launching(m_job);
    if (Status begun = launch(*m_job); !begun) {
        emit workspaceTouched(); // the gate may have recorded an interrupted run
        return begun;
    }
    emit workspaceTouched();
    emit started(m_job);
    return {};
}

void RunSession::cancel(const QString &reason)
{
    if (m_job)
        m_job->cancel(reason);
}

void RunSession::kill()
{
    if (m_job)
        m_job->kill();
}

bool RunSession::takeRequest(const QByteArray &token)
{
    if (token.isEmpty() || token != m_request)
        return false;
    m_request.clear();
    return true;
}

void RunSession::accept(QObject *context, std::function<void(Result<Json>)> done)
{
    if (isRunning() || m_starting) {
        done(Error{Error::Code::Usage, tr("A run is in progress: its result is decided once it has ended.")});
        return;
    }
    changeManifest([](const QString &root) { return Acceptance::acceptIn(root); }, context, std::move(done));
}

void RunSession::reject(const QString &reason, QObject *context, std::function<void(Result<Json>)> done)
{
    if (isRunning() || m_starting) {
        done(Error{Error::Code::Usage, tr("A run is in progress: its result is decided once it has ended.")});
        return;
    }
    changeManifest([reason](const QString &root) { return Acceptance::rejectIn(root, reason); }, context, std::move(done));
}

void RunSession::recordChecksums(const OutputChecksums &sums, QObject *context, std::function<void(Result<Json>)> done)
{
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    changeManifest([sums, at](const QString &root) { return recordChecksumsIn(root, sums, at); }, context, std::move(done));
}

Result<Json> RunSession::recordChecksumsIn(const QString &root, const OutputChecksums &sums, const QString &at)
{
    const QString path = root + u'/' + artifactFileName(ArtifactKind::Manifest);
    Result<LoadedDocument> loaded = ArtifactIo::load(path);
    const Result<RunManifest> typed = loaded ? RunManifest::fromJson(loaded->json) : Result<RunManifest>(loaded.error());
    const QString directory = QDir(sums.directory).absolutePath();
    // Only the export this manifest records: another folder's sums would pass for its own.
    if (!typed || QDir(typed->outputDir).absolutePath() != directory)
        return Error{Error::Code::Usage, tr("Checksums not recorded: %1 is not the output folder of %2.").arg(directory, path)};
    if (typed->target)
        return Error{Error::Code::Usage, tr("Checksums not recorded: the export of %1 is on %2, not on this machine; compute "
                                            "its checksums there (sha256sum).")
                                             .arg(path, typed->target->host)};
    const Json recorded = OutputHasher::record(std::move(loaded->json), sums, at);
    if (Status saved = Workspace::saveArtifact(root, ArtifactKind::Manifest, recorded); !saved)
        return saved.error();
    return recorded;
}

void RunSession::recordChecks(const ExportChecksOutcome &outcome, QObject *context, std::function<void(Result<Json>)> done)
{
    changeManifest([outcome](const QString &root) { return HandoffStep::recordChecksIn(root, outcome); }, context,
                   std::move(done));
}

void RunSession::handOff(QObject *context, std::function<void(Result<Json>)> done)
{
    changeManifest([](const QString &root) { return HandoffStep::completeIn(root); }, context, std::move(done));
}

void RunSession::recordPublish(const UploadProposal &proposal, const PublishResult &result, QObject *context,
                               std::function<void(Result<Json>)> done)
{
    changeManifest([proposal, result](const QString &root) { return HandoffStep::recordPublishIn(root, proposal, result); },
                   context, std::move(done));
}

void RunSession::changeManifest(std::function<Result<Json>(const QString &)> change, QObject *context,
                                std::function<void(Result<Json>)> done)
{
    if (m_root.isEmpty()) {
        done(Error{Error::Code::Usage, tr("No workspace is open.")});
        return;
    }
    // Read, change and write as one job on the writer's thread: no write asked for meanwhile
    // (a checksum record, a card, a decision) lands between the read and the write and is lost.
    const QString root = m_root;
    m_writer->afterWith(
        context, [root, change = std::move(change)] { return change(root); },
        [this, done = std::move(done)](Result<Json> changed) {
            emit workspaceTouched();
            done(std::move(changed));
        });
}

void RunSession::proposePlanRevision(const PlanDocument &plan, const QString &change)
{
    emit planRevisionProposed(plan, change);
}

bool RunSession::approvalHolds(const RunManifest &manifest)
{
    return ptq::approvalHolds(manifest);
}

void RunSession::loadStoredLog(const QString &path, QObject *context, std::function<void(const StoredLog &)> done)
{
    runInBackground(context, [path] { return RunStep::readStoredLog(path); }, std::move(done));
}

Troubleshooter::Remedy RunSession::remedy(const RunStepRecord &run)
{
    if (!run.diagnosis)
        return Troubleshooter::Remedy::Plan;
    return Troubleshooter::remedy(parseFailureClass(run.diagnosis->failureClass), run.diagnosis->cause,
                                  run.diagnosis->cachedCalibrationDatasets, run.argv);
}

void RunSession::proposedRevision(const RunStepRecord &run, QObject *context,
                                  std::function<void(std::optional<Troubleshooter::PlanRevision>)> done)
{
    const std::optional<FailureClass> failureClass = run.diagnosis ? parseFailureClass(run.diagnosis->failureClass) : std::nullopt;
    if (m_root.isEmpty() || !failureClass || remedy(run) != Troubleshooter::Remedy::Plan) {
        done(std::nullopt);
        return;
    }
    const QString root = m_root;
    const QString cause = run.diagnosis->cause;
    // The cached datasets were looked up off the UI thread after the run (they are in the diagnosis).
    const QStringList cached = run.diagnosis->cachedCalibrationDatasets.value_or(QStringList());
    const FailureClass failure = *failureClass;
    m_writer->afterWith(
        context,
        [root, failure, cause, cached] { return revisionIn(root, failure, cause, cached); },
        [this, root, done = std::move(done)](const std::optional<Troubleshooter::PlanRevision> &revision) {
            done(root == m_root ? revision : std::nullopt);
        });
}

std::optional<Troubleshooter::PlanRevision> RunSession::revisionIn(const QString &root, FailureClass failureClass,
                                                                   const QString &cause, const QStringList &cached)
{
    const Result<LoadedDocument> plan = ArtifactIo::load(root + u'/' + artifactFileName(ArtifactKind::Plan));
    const Result<PlanDocument> typed = plan ? PlanDocument::fromJson(plan->json) : Result<PlanDocument>(plan.error());
    if (!typed)
        return std::nullopt;
    return Troubleshooter::revisePlan(failureClass, *typed, cause, cached);
}

void RunSession::computeChecksums(const QString &directory, const QStringList &files, QObject *context,
                                  std::function<void(const OutputChecksums &, Result<Json>)> done)
{
    if (isComputingChecksums())
        return;
    if (!m_hasher) {
        m_hasher = new OutputHasher(this);
        connect(m_hasher, &OutputHasher::progress, this, &RunSession::checksumProgress);
    }
    // Once, for this computation: the sums recorded into the manifest as it is when they end.
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(m_hasher, &OutputHasher::finished, context, [this, once, context, done = std::move(done)](const OutputChecksums &sums) {
        disconnect(*once);
        if (!sums.ok()) {
            done(sums, Error{sums.cancelled ? Error::Code::Cancelled : Error::Code::Unreadable, sums.error});
            return;
        }
        recordChecksums(sums, context, [sums, done](Result<Json> recorded) { done(sums, std::move(recorded)); });
    });
    m_hasher->start(directory, files);
}

void RunSession::cancelChecksums()
{
    if (m_hasher)
        m_hasher->cancel();
}

bool RunSession::isComputingChecksums() const
{
    return m_hasher && m_hasher->isRunning();
}

void RunSession::loadCard(const QString &path, QObject *context, std::function<void(Result<QByteArray>)> done)
{
    runInBackground(
        context,
        [path]() -> Result<QByteArray> {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return Error{Error::Code::Unreadable, file.errorString()};
            return file.read(1024 * 1024);
        },
        std::move(done));
}

void RunSession::startChecks(const Json &manifest, ExportChecksJob::Only only, bool useCache)
{
    if (isChecking() || m_root.isEmpty())
        return;
    if (!m_checks) {
        m_checks = new ExportChecksJob(this);
        connect(m_checks, &ExportChecksJob::stepStarted, this, &RunSession::checkStepStarted);
        connect(m_checks, &ExportChecksJob::line, this, &RunSession::checkLine);
        connect(m_checks, &ExportChecksJob::finished, this, &RunSession::checksFinished);
    }
    m_checks->setOnly(only);
    m_checks->setUseCache(useCache);
    m_checks->start(m_root, manifest);
}

void RunSession::cancelChecks()
{
    if (m_checks)
        m_checks->cancel();
}

QString RunSession::whyChecksCannotRun(const Json &manifest)
{
    return ExportChecks::notRunnableReason(manifest);
}

bool RunSession::isChecking() const
{
    return m_checks && m_checks->isRunning();
}

} // namespace ptq
