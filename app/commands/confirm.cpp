// ptq-studio confirm analysis --workspace DIR [--model-type T] [--trust-remote-code|--no-trust-remote-code] [--note TEXT]
#include "workflow/workspacestate.h"
#include "headless.h"

#include "workflow/planstep.h"

#include "analysis/analysisconfirmation.h"
#include "artifacts/schemavalidator.h"
#include "artifacts/workspace.h"
#include "plan/planner.h"

#include <QCommandLineParser>

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

int runConfirm(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Records a checkpoint in the workspace: 'analysis' confirms model_analysis.json (Checkpoint 1),\n"
           "optionally with corrections; 'plan' confirms quant_plan.json (Checkpoint 2).\n"
           "Exit status: 0 recorded, 1 nothing to confirm or invalid, 2 usage error."));
    parser.addPositionalArgument(u"CHECKPOINT"_s, tr("analysis or plan"));
    const QCommandLineOption workspaceOption(u"workspace"_s, tr("The workspace folder."), u"DIR"_s);
    const QCommandLineOption modelTypeOption(u"model-type"_s, tr("Correct the model type used for Quark's template."),
                                             u"TYPE"_s);
    const QCommandLineOption trustOption(u"trust-remote-code"_s,
                                         tr("Accept running Python code from the model repository."));
    const QCommandLineOption noTrustOption(u"no-trust-remote-code"_s, tr("Refuse running repository code (default)."));
    const QCommandLineOption noteOption(u"note"_s, tr("A note recorded with the confirmation."), u"TEXT"_s);
    const QCommandLineOption helpOption({u"h"_s, u"help"_s}, tr("Show this help."));
    parser.addOptions({workspaceOption, modelTypeOption, trustOption, noTrustOption, noteOption, helpOption});
    if (!parser.parse(arguments)) {
        err << u"ptq-studio confirm: "_s << parser.errorText() << Qt::endl;
        return Usage;
    }
    if (parser.isSet(helpOption)) {
        out << parser.helpText();
        return Ok;
    }
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
