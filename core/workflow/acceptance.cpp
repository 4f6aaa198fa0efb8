#include "workflow/acceptance.h"

#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "artifacts/runmanifest.h"
#include "command/approval.h"
#include "handoff/exportchecks.h"

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

Result<Json> setAcceptance(const Json &document, CheckpointStatus status, const QString &note, const QDateTime &now)
{
    Result<RunManifest> m = RunManifest::fromJson(document);
    if (!m)
        return m.error();
    CheckpointRecord *cp = m->checkpoint(checkpointId(Checkpoint::ResultAcceptance));
    if (!cp)
        return Error{Error::Code::Invalid, Acceptance::tr("The manifest has no result-acceptance checkpoint.")};
    cp->status = status;
    cp->at = now.toUTC();
    cp->note = note;
    m->updatedAt = now.toUTC();
    return m->toJson();
}

} // namespace

Status Acceptance::canAccept(const Json &document)
{
    Result<RunManifest> m = RunManifest::fromJson(document);
    if (!m)
        return m.error();
    const RunStatus status = m->run.status;
    if (status != RunStatus::Succeeded && status != RunStatus::Partial) {
        return Error{Error::Code::Invalid, hasEnded(status)
                                               ? tr("There is no result to accept: the run ended %1.").arg(statusName(status))
                                               : tr("There is no result to accept: the command has not run yet.")};
    }
    const std::optional<Verdict> verdict = m->verdict();
    if (!verdict || *verdict == Verdict::Failed)
        return Error{Error::Code::Invalid, tr("There is no verified output to accept (verification: %1).")
                                               .arg(verdict ? verdictName(*verdict) : tr("none"))};
    if (!approvalHolds(*m))
        return Error{Error::Code::Invalid, tr("The command recorded with this result no longer matches its approval; the "
                                              "result cannot be accepted.")};
    // The export checks approved with the command (core/handoff): an export that does not load the
    // way users load it is not a complete result, and one whose checks have not run is not judged yet.
    if (const std::optional<LoadCheck> load = LoadCheck::fromManifest(document)) {
        if (load->blocksCompleteAcceptance())
            return Error{Error::Code::Invalid,
                         tr("The export does not load with transformers (%1), so it cannot be accepted as a complete "
                            "result. Decline it with the reason, or change the scheme at Checkpoint 2.")
                             .arg(load->reason.isEmpty() ? tr("no reason recorded") : load->reason)};
        if (load->status == LoadCheckStatus::NotRun)
            return Error{Error::Code::Invalid, tr("The export checks approved with the command have not run yet "
                                                  "(ptq-studio eval runs them).")};
    }
    // A check step still pending has not judged the export (it may be running now): no record of
    // it yet does not mean it passed.
    if (!m->pendingChecks().isEmpty())
        return Error{Error::Code::Invalid, tr("The export checks approved with the command have not run yet "
                                              "(ptq-studio eval runs them).")};
    return {};
}

bool Acceptance::awaitsDecision(const RunManifest &manifest)
{
    if (manifest.run.status != RunStatus::Succeeded && manifest.run.status != RunStatus::Partial)
        return false;
    const CheckpointRecord *decision = manifest.checkpoint(checkpointId(Checkpoint::ResultAcceptance));
    return !decision || (decision->status != CheckpointStatus::Accepted && decision->status != CheckpointStatus::Declined);
}

Result<Json> Acceptance::accept(Json manifest, const QDateTime &now)
{
    if (Status ok = canAccept(manifest); !ok)
        return ok.error();
    // Accepted after it was declined: the reason given then stays in the record (round 58's walk
    // found it erased, although the decline had said it was kept).
    QString note;
    if (const Result<RunManifest> m = RunManifest::fromJson(manifest)) {
        const CheckpointRecord *cp = m->checkpoint(checkpointId(Checkpoint::ResultAcceptance));
        if (cp && cp->status == CheckpointStatus::Declined && !cp->note.isEmpty())
            note = u"Declined before: "_s + cp->note;
    }
    return setAcceptance(manifest, CheckpointStatus::Accepted, note, now);
}

Result<Json> Acceptance::reject(Json manifest, const QString &reason, const QDateTime &now)
{
    Result<RunManifest> m = RunManifest::fromJson(manifest);
    if (!m)
        return m.error();
    if (!hasEnded(m->run.status))
        return Error{Error::Code::Invalid, tr("There is no result to decline: the command has not finished.")};
    if (reason.trimmed().isEmpty())
        return Error{Error::Code::Usage, tr("Say why the result is declined (the reason is kept in the manifest).")};
    return setAcceptance(manifest, CheckpointStatus::Declined, reason.trimmed(), now);
}

namespace {

Result<Json> decideIn(const QString &workspace, const std::function<Result<Json>(const Json &)> &decide)
{
    const QString path = workspace + u'/' + artifactFileName(ArtifactKind::Manifest);
    Result<LoadedDocument> manifest = ArtifactIo::load(path);
    if (!manifest)
        return manifest.error();
    Result<Json> decided = decide(manifest->json);
    if (!decided)
        return Error{decided.error().code, u"%1: %2"_s.arg(path, decided.error().message)};
    if (Status saved = Workspace::saveArtifact(workspace, ArtifactKind::Manifest, *decided); !saved)
        return saved.error();
    return decided;
}

} // namespace

Result<Json> Acceptance::acceptIn(const QString &workspace)
{
    return decideIn(workspace, [](const Json &m) { return accept(m); });
}

Result<Json> Acceptance::rejectIn(const QString &workspace, const QString &reason)
{
    return decideIn(workspace, [&reason](const Json &m) { return reject(m, reason); });
}

} // namespace ptq
