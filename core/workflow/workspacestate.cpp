#include "workflow/workspacestate.h"

#include "artifacts/documents.h"
#include "artifacts/runmanifest.h"
#include "command/approval.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

WorkspaceState WorkspaceInspector::inspect(const QString &root)
{
    WorkspaceState state;
    state.root = root;
    state.analysis.path = root + u'/' + artifactFileName(ArtifactKind::Analysis);
    state.plan.path = root + u'/' + artifactFileName(ArtifactKind::Plan);
    state.manifest.path = root + u'/' + artifactFileName(ArtifactKind::Manifest);

    // Checkpoint 1: the analysis, confirmed.
    if (const std::optional<LoadedDocument> loaded = Workspace::readForStatus(state.analysis);
        loaded && !state.analysis.upstreamOnly) {
        const Result<AnalysisDocument> analysis = AnalysisDocument::fromJson(loaded->json);
        if (analysis && analysis->confirmed) {
            state.analysis.state = ArtifactState::Ready;
        } else {
            state.analysis.state = ArtifactState::Unconfirmed;
            state.analysis.detail = tr("The model analysis has not been confirmed yet.");
        }
    }

    // Checkpoint 2: the plan, made from this analysis, confirmed.
    if (const std::optional<LoadedDocument> loaded = Workspace::readForStatus(state.plan); loaded && !state.plan.upstreamOnly) {
        const Result<PlanDocument> plan = PlanDocument::fromJson(loaded->json);
        if (!plan || plan->analysisSha256 != state.analysis.sha256) {
            state.plan.state = ArtifactState::Stale;
            state.plan.detail = tr("The plan was made from a different model analysis; review it again.");
        } else if (plan->requiresConfirmation) {
            state.plan.state = ArtifactState::Unconfirmed;
            state.plan.detail = tr("The quantization plan has not been confirmed yet.");
        } else {
            state.plan.state = ArtifactState::Ready;
        }
    }

    // Checkpoint 3: the command, built from these two, approved, and the approval intact.
    if (const std::optional<LoadedDocument> loaded = Workspace::readForStatus(state.manifest);
        loaded && !state.manifest.upstreamOnly) {
        const Result<RunManifest> manifest = RunManifest::fromJson(loaded->json);
        if (!manifest || manifest->analysisSha256 != state.analysis.sha256 || manifest->planSha256 != state.plan.sha256) {
            state.manifest.state = ArtifactState::Stale;
            state.manifest.detail = tr("The command was built from an earlier analysis or plan; build it again.");
        } else if (manifest->approval.status != ApprovalStatus::Approved) {
            state.manifest.state = ArtifactState::Unconfirmed;
            state.manifest.detail = tr("The command has not been approved yet.");
        } else if (!approvalHolds(*manifest)) {
            state.manifest.state = ArtifactState::Stale;
            state.manifest.detail = tr("The command or its environment changed after approval; the approval "
                                       "is void.");
        } else {
            state.manifest.state = ArtifactState::Ready;
        }
        // Checkpoint 4: the result, accepted.
        if (manifest) {
            const CheckpointRecord *acceptance = manifest->checkpoint(checkpointId(Checkpoint::ResultAcceptance));
            state.resultAccepted = acceptance && acceptance->status == CheckpointStatus::Accepted;
            state.resultDeclined = acceptance && acceptance->status == CheckpointStatus::Declined;
            if (hasEnded(manifest->run.status))
                state.lastRun = manifest->run.status;
        }
    }

    if (!state.analysis.ready())
        state.resumeAt = Checkpoint::ModelAnalysis;
    else if (!state.plan.ready())
        state.resumeAt = Checkpoint::QuantPlan;
    else if (!state.manifest.ready())
        state.resumeAt = Checkpoint::ExecutionApproval;
    else
        state.resumeAt = Checkpoint::ResultAcceptance;
    return state;
}

} // namespace ptq
