// ptq-studio confirm analysis --workspace DIR [--model-type T] [--trust-remote-code|--no-trust-remote-code] [--note TEXT]
#include "clicommand.h"
#include "headless.h"

#include "workflow/intakeservice.h"
#include "workflow/plansession.h"

#include "artifacts/schemavalidator.h"
#include "artifacts/workspace.h"


using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {


namespace {

int confirmPlan(CliCommand &command, QTextStream &out)
{
    // Locked before the plan is read: the plan confirmed is the plan written back.
    const std::optional<Workspace> ws = command.workspace(CliCommand::Lock::Write);
    if (!ws)
        return Failed;
    // Step 2's session reads the plan, confirms it by page 2's rule (PlanStep) and writes it back.
    const PlanConfirmWrite done = PlanSession::confirmInWorkspace(*ws);
    switch (done.stage) {
    case PlanConfirmWrite::Stage::Refused:
        return command.usage(tr("ptq-studio confirm: %1 Run 'ptq-studio plan' again if the plan is out of date.").arg(done.message),
                             Failed);
    case PlanConfirmWrite::Stage::WriteFailed:
        return command.fail(done.message);
    case PlanConfirmWrite::Stage::Confirmed:
        break;
    }
    out << tr("Checkpoint 2 confirmed: %1").arg(done.path) << Qt::endl;
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
    CliCommand parser(confirmSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString workspaceOption = u"workspace"_s;
    const QString modelTypeOption = u"model-type"_s;
    const QString trustOption = u"trust-remote-code"_s;
    const QString noTrustOption = u"no-trust-remote-code"_s;
    const QString noteOption = u"note"_s;
    const QStringList positional = parser.args().positionalArguments();
    if (positional.size() != 1 || !parser.isSet(workspaceOption))
        return parser.usage(tr("ptq-studio confirm: give a CHECKPOINT and --workspace DIR (see --help)."));
    if (positional.constFirst() != u"analysis"_s && positional.constFirst() != u"plan"_s)
        return parser.usage(tr("ptq-studio confirm: unknown checkpoint \"%1\"; this version confirms: analysis, plan.")
                                .arg(positional.constFirst()));
    if (positional.constFirst() == u"plan"_s)
        return confirmPlan(parser, out);
    if (parser.isSet(trustOption) && parser.isSet(noTrustOption))
        return parser.usage(tr("ptq-studio confirm: choose --trust-remote-code or --no-trust-remote-code, not both."));
    // Locked before the analysis is read: the analysis confirmed is the one written back.
    const std::optional<Workspace> ws = parser.workspace(CliCommand::Lock::Write);
    if (!ws)
        return Failed;
    const QString path = ws->artifactPath(ArtifactKind::Analysis);
    Result<LoadedDocument> loaded = ArtifactIo::load(path);
    if (!loaded)
        return parser.fail(loaded.error().message);
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
    Result<Json> confirmed = IntakeService::confirmAnalysis(loaded->json, corrections);
    if (!confirmed)
        return parser.fail(confirmed.error().message);
    if (Status layout = ws->ensureLayout(); !layout)
        return parser.fail(layout.error().message);
    if (Status saved = ws->saveArtifact(ArtifactKind::Analysis, *confirmed); !saved)
        return parser.fail(saved.error().message);
    out << tr("Checkpoint 1 confirmed: %1").arg(path) << Qt::endl;
    return Ok;
}

} // namespace ptq::cli
