#include "workflow/workspacestate.h"
#include "workflow/runstep.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "command/manifestbuilder.h"

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
    GateDecision decision = RunGate::check(workspace, token);
    if (!decision.allowed())
        return decision;
    if (Status started = job.start(*decision.ticket); !started) {
        decision.refusal = GateRefusal::StartFailed;
        decision.message = started.error().message;
        decision.ticket.reset();
    }
    return decision;
}

} // namespace ptq
