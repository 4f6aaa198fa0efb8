#include "workflow/workspacestate.h"
#include "workflow/runstep.h"

#include "artifacts/artifactio.h"
#include "artifacts/documents.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "command/manifestbuilder.h"
#include "target/remoterunner.h"
#include "target/targetrecord.h"

#include <QFile>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

Status RunStep::approveWithToken(const QString &workspace, const QByteArray &token)
{
    const QString path = workspace + u'/' + artifactFileName(ArtifactKind::Manifest);
    Result<LoadedDocument> manifest = ArtifactIo::load(path);
    if (!manifest)
        return manifest.error();
    if (const Result<RunManifest> typed = RunManifest::fromJson(manifest->json);
        typed && typed->approval.status == ApprovalStatus::Approved)
        return {};
    const WorkspaceState state = WorkspaceInspector::inspect(workspace);
    if (state.manifest.state != ArtifactState::Unconfirmed || ManifestBuilder::token(manifest->json) != token.trimmed().toLower()) {
        return Error{Error::Code::Invalid,
                     tr("Not running: the token does not match the command in %1, or the manifest is stale (%2). "
                        "Nothing was started or created.")
                         .arg(path, state.manifest.detail)};
    }
    Result<Json> approved = ManifestBuilder::approve(manifest->json);
    if (!approved)
        return approved.error();
    return Workspace::saveArtifact(workspace, ArtifactKind::Manifest, *approved);
}

GateDecision RunStep::start(PtqJob &job, const QString &workspace, const QByteArray &token)
{
    return launch(job, RunGate::check(workspace, token));
}

GateDecision RunStep::launch(PtqJob &job, GateDecision decision)
{
    return launch(job, std::move(decision), std::nullopt);
}

GateDecision RunStep::prepare(GateDecision decision, const QDateTime &now, std::optional<PreparedRun> &prepared)
{
    prepared.reset();
    if (!decision.allowed())
        return decision;
    const auto refuse = [&decision](const QString &message) {
        decision.refusal = GateRefusal::StartFailed;
        decision.message = message;
        decision.ticket.reset();
        return decision;
    };
    const bool remote = decision.ticket->target.has_value();
    QString problem;
    if (remote) {
        // The runner launch() will make, made here first (and dropped): what could refuse it
        // refuses before anything is written.
        Result<std::unique_ptr<RemoteRunner>> runner = TargetRecord::runner(*decision.ticket->target, decision.ticket->outputDir);
        if (!runner)
            return refuse(tr("Not running: %1").arg(runner.error().message));
        problem = (*runner)->outputDirProblem(decision.ticket->outputDir);
    }
    Result<PreparedRun> made = PtqJob::prepare(*decision.ticket, remote, problem, now);
    if (!made)
        return refuse(made.error().message);
    prepared = std::move(*made);
    return decision;
}

GateDecision RunStep::launch(PtqJob &job, GateDecision decision, std::optional<PreparedRun> prepared)
{
    if (!decision.allowed())
        return decision;
    if (decision.ticket->target) {
        Result<std::unique_ptr<RemoteRunner>> runner = TargetRecord::runner(*decision.ticket->target, decision.ticket->outputDir);
        if (!runner) {
            decision.refusal = GateRefusal::StartFailed;
            decision.message = tr("Not running: %1").arg(runner.error().message);
            decision.ticket.reset();
            return decision;
        }
        job.setRunner(runner->release());
    }
    const Status started = prepared ? job.start(*decision.ticket, std::move(*prepared)) : job.start(*decision.ticket);
    if (!started) {
        decision.refusal = GateRefusal::StartFailed;
        decision.message = started.error().message;
        decision.ticket.reset();
    }
    return decision;
}

std::optional<JobRecord> RunStep::detachedJob(const QString &workspace)
{
    const Result<LoadedDocument> loaded = ArtifactIo::load(workspace + u'/' + artifactFileName(ArtifactKind::Manifest));
    return loaded ? detachedJob(loaded->json) : std::nullopt;
}

std::optional<JobRecord> RunStep::detachedJob(const Json &manifest)
{
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    if (!typed || typed->run.status != RunStatus::Running || !typed->target)
        return std::nullopt;
    std::optional<JobRecord> job = typed->job();
    if (job && typed->run.runner && RunGate::isAlive(typed->run.runner->host, typed->run.runner->pid)
        && typed->run.runner->pid != QCoreApplication::applicationPid())
        return std::nullopt; // another process of the app follows it
    return job;
}

Status RunStep::reattach(PtqJob &job, const QString &workspace)
{
    Result<PreparedReattach> prepared = prepareReattach(workspace, QDateTime::currentDateTimeUtc());
    if (!prepared)
        return prepared.error();
    return reattach(job, workspace, std::move(*prepared));
}

Result<PreparedReattach> RunStep::prepareReattach(const QString &workspace, const QDateTime &now)
{
    // Read again here, where it is written: another window may have taken the job meanwhile.
    const Result<LoadedDocument> loaded = ArtifactIo::load(workspace + u'/' + artifactFileName(ArtifactKind::Manifest));
    if (!loaded)
        return loaded.error();
    const std::optional<JobRecord> record = detachedJob(loaded->json);
    if (!record)
        return Error{Error::Code::Usage, tr("No remote job of %1 waits to be followed.").arg(workspace)};
    return PtqJob::prepareReattach(workspace, loaded->json, *record, now);
}

Status RunStep::reattach(PtqJob &job, const QString &workspace, PreparedReattach prepared)
{
    const Result<RunManifest> typed = RunManifest::fromJson(prepared.followingManifest);
    Result<std::unique_ptr<RemoteRunner>> runner = typed ? TargetRecord::runner(typed->target.value_or(ManifestTarget()), typed->run.outputDir)
                                                         : Result<std::unique_ptr<RemoteRunner>>(typed.error());
    if (!runner) {
        job.discardReattach(workspace, std::move(prepared)); // nothing follows it: the manifest as it was
        return runner.error();
    }
    job.setRunner(runner->release());
    return job.reattach(workspace, std::move(prepared));
}

StoredLog RunStep::readStoredLog(const QString &path)
{
    StoredLog out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = file.errorString();
        return out;
    }
    constexpr qint64 kTail = 2 << 20;
    if (file.size() > kTail) {
        out.truncated = true;
        file.seek(file.size() - kTail);
        file.readLine(); // from the first whole line
    }
    const QByteArray bytes = file.readAll();
    LineSplitter splitter;
    QList<QByteArray> raw = splitter.push(bytes);
    if (const QByteArray rest = splitter.flush(); !rest.isEmpty())
        raw.append(rest);
    LogAnalyzer analyzer;
    out.lines = analyzer.feedRaw(raw, 0);
    for (const StageSpan &span : analyzer.timeline())
        out.stages.append(span.stage);
    return out;
}

Result<VerificationReport> RunStep::verifyOutput(const QString &directory, const QString &workspace)
{
    PlanDocument plan; // none: verified without a plan
    qint64 sourceBytes = 0;
    if (!workspace.isEmpty()) {
        Result<LoadedDocument> p = ArtifactIo::load(workspace + u'/' + artifactFileName(ArtifactKind::Plan));
        if (!p)
            return p.error();
        Result<PlanDocument> typed = PlanDocument::fromJson(p->json);
        if (typed) // not a mapping: verified without a plan, as before
            plan = std::move(*typed);
        if (Result<LoadedDocument> a = ArtifactIo::load(workspace + u'/' + artifactFileName(ArtifactKind::Analysis)); a) {
            if (const Result<AnalysisDocument> analysis = AnalysisDocument::fromJson(a->json); analysis)
                sourceBytes = analysis->weightBytes.value_or(0);
        }
    }
    return OutputVerifier::verify(directory, plan, sourceBytes);
}

OutputChecksums RunStep::checksums(const VerificationReport &report, const std::function<void(qint64, qint64)> &progress)
{
    const std::atomic_bool never{false};
    return OutputHasher::hash(report.directory, report.files, never, progress);
}

} // namespace ptq
