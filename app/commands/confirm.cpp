// ptq-studio confirm analysis --workspace DIR [--model-type T] [--trust-remote-code|--no-trust-remote-code] [--note TEXT]
#include "workflow/workspacestate.h"
#include "headless.h"

#include "workflow/planstep.h"

#include "analysis/analysisconfirmation.h"
#include "artifacts/schemavalidator.h"
#include "artifacts/workspace.h"
#include "plan/planner.h"


using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

Result<Workspace> openWorkspaceForWriting(const QString &dir);

namespace {

int confirmPlan(const QString &dir, QTextStream &out, QTextStream &err)
{
    Result<Workspace> existing = Workspace::open(dir);
    if (!existing) {
        err << u"ptq-studio confirm: "_s << existing.error().message << Qt::endl;
        return Failed;
    }
    const WorkspaceState state = WorkspaceInspector::inspect(existing->root());
    Result<LoadedDocument> plan = ArtifactIo::load(state.plan.path);
    const Result<Json> confirmed = plan ? PlanStep::confirm(state, plan->json) : Result<Json>(plan.error());
    if (!confirmed) {
        err << tr("ptq-studio confirm: %1 Run 'ptq-studio plan' again if the plan is out of date.").arg(confirmed.error().message)
            << Qt::endl;
        return Failed;
    }
    Result<Workspace> ws = openWorkspaceForWriting(existing->root());
    if (!ws) {
        err << u"ptq-studio confirm: "_s << ws.error().message << Qt::endl;
        return Failed;
    }
    if (Status saved = ws->saveArtifact(ArtifactKind::Plan, *confirmed); !saved) {
        err << u"ptq-studio confirm: "_s << saved.error().message << Qt::endl;
        return Failed;
    }
    out << tr("Checkpoint 2 confirmed: %1").arg(state.plan.path) << Qt::endl;
    return Ok;
}

} // namespace

CommandSpec confirmSpec()
{
    CommandSpec spec;
    spec.name = u"confirm"_s;
    spec.summary = tr("Record a checkpoint (analysis, plan) in a workspace");
    spec.description = tr("Records a checkpoint in the workspace: 'analysis' confirms model_analysis.json (Checkpoint 1),\n"
                          "optionally with corrections; 'plan' confirms quant_plan.json (Checkpoint 2).\n"
                          "Exit status: 0 recorded, 1 nothing to confirm or invalid, 2 usage error.");
    spec.arguments = {{u"CHECKPOINT"_s, tr("analysis or plan"), {}, Completion::Words, {u"analysis"_s, u"plan"_s}}};
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"model-type"_s}, u"TYPE"_s, tr("Correct the model type used for Quark's template.")},
        {{u"trust-remote-code"_s}, {}, tr("Accept running Python code from the model repository.")},
        {{u"no-trust-remote-code"_s}, {}, tr("Refuse running repository code (default).")},
        {{u"note"_s}, u"TEXT"_s, tr("A note recorded with the confirmation.")},
    };
    return spec;
}

int runConfirm(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(confirmSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString workspaceOption = u"workspace"_s;
    const QString modelTypeOption = u"model-type"_s;
    const QString trustOption = u"trust-remote-code"_s;
    const QString noTrustOption = u"no-trust-remote-code"_s;
    const QString noteOption = u"note"_s;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || !parser.isSet(workspaceOption)) {
        err << tr("ptq-studio confirm: give a CHECKPOINT and --workspace DIR (see --help).") << Qt::endl;
        return Usage;
    }
    if (positional.constFirst() != u"analysis"_s && positional.constFirst() != u"plan"_s) {
        err << tr("ptq-studio confirm: unknown checkpoint \"%1\"; this version confirms: analysis, plan.")
                   .arg(positional.constFirst())
            << Qt::endl;
        return Usage;
    }
    if (positional.constFirst() == u"plan"_s)
        return confirmPlan(parser.value(workspaceOption), out, err);
    if (parser.isSet(trustOption) && parser.isSet(noTrustOption)) {
        err << tr("ptq-studio confirm: choose --trust-remote-code or --no-trust-remote-code, not both.") << Qt::endl;
        return Usage;
    }
    Result<Workspace> existing = Workspace::open(parser.value(workspaceOption));
    if (!existing) {
        err << u"ptq-studio confirm: "_s << existing.error().message << Qt::endl;
        return Failed;
    }
    const QString path = existing->artifactPath(ArtifactKind::Analysis);
    Result<LoadedDocument> loaded = ArtifactIo::load(path);
    if (!loaded) {
        err << u"ptq-studio confirm: "_s << loaded.error().message << Qt::endl;
        return Failed;
    }
    const ArtifactCheck check = SchemaValidator::check(ArtifactKind::Analysis, loaded->json);
    if (!check.studioValid()) {
        err << tr("ptq-studio confirm: %1 cannot be confirmed: %2").arg(path, check.studio.value(0).toString())
            << Qt::endl;
        if (check.upstreamOnly())
            err << tr("It was written by another tool; run 'ptq-studio analyze' to let PTQ Studio analyse the model.")
                << Qt::endl;
        return Failed;
    }
    AnalysisCorrections corrections;
    if (parser.isSet(modelTypeOption))
        corrections.modelType = parser.value(modelTypeOption);
    if (parser.isSet(trustOption))
        corrections.trustRemoteCode = true;
    if (parser.isSet(noTrustOption))
        corrections.trustRemoteCode = false;
    corrections.notes = parser.value(noteOption);
    Result<Json> confirmed = AnalysisConfirmation::confirm(loaded->json, corrections);
    if (!confirmed) {
        err << u"ptq-studio confirm: "_s << confirmed.error().message << Qt::endl;
        return Failed;
    }
    Result<Workspace> ws = openWorkspaceForWriting(existing->root());
    if (!ws) {
        err << u"ptq-studio confirm: "_s << ws.error().message << Qt::endl;
        return Failed;
    }
    if (Status saved = ws->saveArtifact(ArtifactKind::Analysis, *confirmed); !saved) {
        err << u"ptq-studio confirm: "_s << saved.error().message << Qt::endl;
        return Failed;
    }
    out << tr("Checkpoint 1 confirmed: %1").arg(path) << Qt::endl;
    return Ok;
}

} // namespace ptq::cli
