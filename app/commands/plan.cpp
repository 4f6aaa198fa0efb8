// ptq-studio plan --workspace DIR --scheme NAME [options]   (Step 2)
#include "clicommand.h"
#include "headless.h"

#include "artifacts/schemavalidator.h"
#include "artifacts/workspace.h"
#include "artifacts/documents.h"
#include "workflow/plansession.h"
#include "workflow/planstep.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {


/// The capabilities of the quark-cli at @p explicitPath, or on PATH, or the newest catalog. With
/// @p fromKnowledge, an amd-quark release the app knows answers from that knowledge at once
/// (`plan` only: the command step still asks quark-cli itself before anything is approved).
CliCapabilities discoverCli(const QString &explicitPath, QTextStream &err, bool fromKnowledge)
{
    const CliDiscovery found = PlanSession::discoverCli(explicitPath, fromKnowledge, [&err](const QString &path) {
        err << tr("Asking %1 what it accepts (torch-llm-ptq --help)…").arg(path) << Qt::endl;
    });
    switch (found.answer) {
    case CliDiscovery::Answer::NoCli:
        err << tr("No quark-cli on PATH: the plan is checked against the catalog of quark-cli %1.").arg(found.cli.generation)
            << Qt::endl;
        break;
    case CliDiscovery::Answer::Known:
        err << tr("amd-quark %1 at %2 is a release PTQ Studio knows: the plan is checked against what it accepts, "
                  "without starting it (--ask-cli asks it). `ptq-studio manifest` asks quark-cli itself.")
                   .arg(found.cli.quarkVersion, found.path)
            << Qt::endl;
        break;
    case CliDiscovery::Answer::Failed: {
        err << found.error << Qt::endl
            << tr("Falling back to the catalog of quark-cli %1.").arg(found.cli.generation) << Qt::endl;
        CliCapabilities catalog = found.cli;
        catalog.catalogWhy = tr("quark-cli could not be asked: %1 Checked against the built-in catalog of quark-cli %2 instead.")
                                 .arg(found.error, catalog.generation);
        return catalog;
    }
    case CliDiscovery::Answer::Asked:
        break;
    }
    return found.cli;
}

CommandSpec planSpec()
{
    const CliCapabilities newest = PlanStep::newestCli();
    CommandSpec spec;
    spec.name = u"plan"_s;
    spec.summary = tr("Turn the confirmed analysis and an intent into quant_plan.json");
    spec.description = tr(
        "Turns the confirmed model analysis of a workspace into DIR/quant_plan.json (Step 2).\n"
        "Exit status: 0 written, 1 refused (no confirmed analysis, or a rule broken: the rule is named), 2 usage.");
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"scheme"_s}, u"NAME"_s, tr("The --quant_scheme, e.g. fp8, int4_wo_128, mxfp4."), Completion::Scheme},
        {{u"kv-cache"_s}, u"fp8"_s, tr("KV-cache scheme (only fp8)."), Completion::Words, {u"fp8"_s}},
        {{u"algorithm"_s}, u"a,b"_s, tr("Algorithms, comma-separated, e.g. awq or gptq."), Completion::Words,
         newest.algorithms},
        {{u"exclude"_s}, u"PATTERN"_s, tr("An exclusion pattern; repeat it. Replaces the template defaults.")},
        {{u"quantize-everything"_s}, {}, tr("Exclude nothing, lm_head included.")},
        {{u"override"_s}, u"P=S"_s, tr("A per-pattern scheme, PATTERN=SCHEME; repeat it.")},
        {{u"dataset"_s}, u"D"_s, tr("Calibration dataset (default pileval)."), Completion::Words, newest.datasets},
        {{u"num-calib"_s}, u"N"_s, tr("Calibration samples (default 512).")},
        {{u"seq-len"_s}, u"N"_s, tr("Calibration sequence length (default 512).")},
        {{u"batch-size"_s}, u"N"_s, tr("Calibration batch size (default 1).")},
        {{u"evaluation"_s}, u"E"_s, tr("none, smoke or full (default none)."), Completion::Words,
         {u"none"_s, u"smoke"_s, u"full"_s}},
        {{u"evaluation-dataset"_s}, u"D"_s, tr("Evaluation dataset (default: the CLI's)."), Completion::Words,
         newest.evaluationDatasets},
        {{u"device-strategy"_s}, u"S"_s, tr("single, multi or cpu (default single)."), Completion::Words,
         {u"single"_s, u"multi"_s, u"cpu"_s}},
        {{u"target"_s}, u"T"_s, tr("Serving hardware, e.g. \"MI300X\", \"gfx950\", \"Hopper\".")},
        {{u"priority"_s}, u"P"_s, tr("fast, balanced or accurate."), Completion::Words, PlanStep::priorities()},
        {{u"trust-remote-code"_s}, {}, tr("Run the model repository's code (accepted at Checkpoint 1).")},
        {{u"quark-cli"_s}, u"PATH"_s, tr("The quark-cli to check against (default: PATH)."), Completion::File},
        {{u"ask-cli"_s}, {}, tr("Ask quark-cli even when its amd-quark is a release PTQ Studio knows (it loads PyTorch: "
                               "a minute on a cold machine).")},
        {{u"tensor-parallel-size"_s}, u"N"_s,
         tr("The vLLM tensor-parallel size to serve at; its widths are checked (default 1).")},
        {{u"max-perplexity-ratio"_s}, u"R"_s,
         tr("The accuracy threshold: the largest quantized/original perplexity ratio "
            "(default by priority: accurate 1.02, balanced 1.05, fast 1.10).")},
        {{u"json"_s}, {}, tr("Print quant_plan.json instead of the decision table.")},
    };
    return spec;
}

namespace {

/// The plan intent the options give; an exit code (and the reason, to @p err) when one is wrong.
std::optional<int> intentOf(const CommandLine &parser, PlanIntent &intent, QTextStream &err)
{
    const QString scheme = u"scheme"_s;
    const QString kvCache = u"kv-cache"_s;
    const QString algorithm = u"algorithm"_s;
    const QString exclude = u"exclude"_s;
    const QString everything = u"quantize-everything"_s;
    const QString override_ = u"override"_s;
    const QString dataset = u"dataset"_s;
    const QString numCalib = u"num-calib"_s;
    const QString seqLen = u"seq-len"_s;
    const QString batchSize = u"batch-size"_s;
    const QString evaluation = u"evaluation"_s;
    const QString evaluationDataset = u"evaluation-dataset"_s;
    const QString device = u"device-strategy"_s;
    const QString target = u"target"_s;
    const QString priority = u"priority"_s;
    const QString trust = u"trust-remote-code"_s;
    const QString tensorParallel = u"tensor-parallel-size"_s;
    const QString maxRatio = u"max-perplexity-ratio"_s;
    intent.scheme = parser.value(scheme);
    if (parser.isSet(kvCache)) {
        if (parser.value(kvCache) != u"fp8"_s) {
            err << tr("ptq-studio plan: rule kv-cache: Quark implements only the fp8 KV-cache scheme, not \"%1\".")
                       .arg(parser.value(kvCache))
                << Qt::endl;
            return Failed;
        }
        intent.kvCacheFp8 = true;
    }
    if (parser.isSet(algorithm))
        intent.algorithms = parser.value(algorithm).split(u',', Qt::SkipEmptyParts);
    if (parser.isSet(exclude))
        intent.exclusions = parser.values(exclude);
    intent.quantizeEverything = parser.isSet(everything);
    for (const QString &o : parser.values(override_)) {
        const qsizetype eq = o.lastIndexOf(u'=');
        if (eq <= 0 || eq == o.size() - 1) {
            err << tr("ptq-studio plan: --override takes PATTERN=SCHEME, not \"%1\".").arg(o) << Qt::endl;
            return Usage;
        }
        intent.overrides.append({o.left(eq), o.mid(eq + 1)});
    }
    auto number = [&](const QString &option, int &target) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        target = parser.value(option).toInt(&ok);
        if (!ok)
            err << tr("ptq-studio plan: --%1 takes a whole number, not \"%2\".").arg(option, parser.value(option))
                << Qt::endl;
        return ok;
    };
    if (!number(numCalib, intent.numCalibData) || !number(seqLen, intent.seqLen) || !number(batchSize, intent.batchSize)
        || !number(tensorParallel, intent.tensorParallelSize))
        return Usage;
    if (parser.isSet(maxRatio)) {
        bool ok = false;
        const double ratio = parser.value(maxRatio).toDouble(&ok);
        if (!ok) {
            err << tr("ptq-studio plan: --max-perplexity-ratio takes a number such as 1.05, not \"%1\".")
                       .arg(parser.value(maxRatio))
                << Qt::endl;
            return Usage;
        }
        intent.maxPerplexityRatio = ratio;
    }
    if (parser.isSet(dataset))
        intent.dataset = parser.value(dataset);
    if (parser.isSet(evaluation))
        intent.evaluation = parser.value(evaluation);
    intent.evaluationDataset = parser.value(evaluationDataset);
    if (parser.isSet(device))
        intent.deviceStrategy = parser.value(device);
    if (parser.isSet(priority))
        intent.priority = parser.value(priority);
    if (parser.isSet(target)) {
        for (const QString &t : PlanStep::targets()) {
            if (t.contains(parser.value(target), Qt::CaseInsensitive))
                intent.target = t;
        }
        if (intent.target.isEmpty()) {
            err << tr("ptq-studio plan: unknown --target \"%1\"; one of: %2").arg(parser.value(target), PlanStep::targets().join(u"; "_s))
                << Qt::endl;
            return Usage;
        }
    }
    intent.trustRemoteCode = parser.isSet(trust);
    return std::nullopt;
}

/// The decision table, the pattern preview and the warnings of a plan.
void printPlan(const PlanBuild &build, const QString &moduleSource, QTextStream &out)
{
    const PlanOutcome &outcome = build.outcome;
    for (const Decision &d : outcome.decisions) {
        const QString value = d.value.is_string() ? QString::fromStdString(d.value.get<std::string>())
                                                  : QString::fromStdString(d.value.dump());
        out << d.decision.leftJustified(22) << u' ' << value.leftJustified(18) << u' ' << d.reason << Qt::endl;
    }
    const PatternPreview &preview = build.preview;
    out << Qt::endl << tr("Pattern preview (%1, %2 modules):").arg(moduleSource).arg(preview.total) << Qt::endl;
    for (const PatternMatch &m : preview.patterns) {
        out << u"  %1 %2 → %3 modules%4"_s.arg(m.role.leftJustified(8), m.pattern)
                   .arg(m.matches)
                   .arg(m.overlapsWith.isEmpty() ? QString() : tr(" (overlaps %1)").arg(m.overlapsWith.join(u", "_s)))
            << Qt::endl;
    }
    for (auto it = preview.perScheme.cbegin(); it != preview.perScheme.cend(); ++it)
        out << tr("  %1 modules quantized as %2").arg(it.value()).arg(it.key()) << Qt::endl;
    out << tr("  %1 modules stay unquantized").arg(preview.unquantized) << Qt::endl;
    for (const QString &w : outcome.warnings + preview.warnings)
        out << tr("Warning: %1").arg(w) << Qt::endl;
}
} // namespace

int runPlan(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(planSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString scheme = u"scheme"_s;
    const QString quarkCli = u"quark-cli"_s;
    const QString askCli = u"ask-cli"_s;
    const QString json = u"json"_s;
    if (!parser.isSet(workspace) || !parser.isSet(scheme) || !parser.args().positionalArguments().isEmpty())
        return parser.usage(tr("ptq-studio plan: give --workspace DIR and --scheme NAME (see --help)."));
    PlanIntent intent;
    if (const std::optional<int> refused = intentOf(parser.args(), intent, err))
        return *refused;

    // Locked before the analysis is read: what the plan is made from is what it is written beside.
    const std::optional<Workspace> ws = parser.workspace(CliCommand::Lock::Write);
    if (!ws)
        return Failed;
    if (Status layout = ws->ensureLayout(); !layout)
        return parser.fail(layout.error().message);
    Result<LoadedDocument> analysis = ArtifactIo::load(ws->artifactPath(ArtifactKind::Analysis));
    if (!analysis) {
        err << tr("ptq-studio plan: there is no analysis to plan from: %1").arg(analysis.error().message) << Qt::endl;
        return Failed;
    }
    const ArtifactCheck check = SchemaValidator::check(ArtifactKind::Analysis, analysis->json);
    if (!check.studioValid()) {
        err << tr("ptq-studio plan: %1 is not a PTQ Studio analysis: %2").arg(analysis->path, check.studio.value(0).toString())
            << Qt::endl;
        return Failed;
    }

    const CliCapabilities cli = discoverCli(parser.value(quarkCli), err, !parser.isSet(askCli));
    // Step 2's session builds it as page 2 does: the decisions, the pattern preview.
    const AnalysisFacts facts = AnalysisFacts::fromJson(analysis->json);
    const PlanModules modules = PlanSession::modulesOf(facts);
    const PlanBuild build = PlanSession::buildNow(facts, analysis->sha256, intent, cli, modules.names);
    const PlanOutcome &outcome = build.outcome;
    if (!outcome.ok()) {
        for (const PlanViolation &v : outcome.violations)
            err << tr("ptq-studio plan: rule %1: %2").arg(v.rule, v.message) << Qt::endl;
        err << tr("Nothing was written.") << Qt::endl;
        return Failed;
    }
    // Page 2's rule (PlanStep): a plan built again with the same decisions as the confirmed one
    // leaves it confirmed, untouched; only a changed decision writes a plan to confirm again.
    const Result<PlanWrite> written = PlanSession::writeBuilt(*ws, outcome.plan);
    if (!written)
        return parser.fail(written.error().message);
    if (parser.isSet(json)) {
        out << QString::fromUtf8(ArtifactIo::toJsonBytes(written->plan));
        return Ok;
    }
    printPlan(build, modules.source, out);
    if (written->keptConfirmed)
        out << tr("%1 already holds this plan, confirmed: it makes the same decisions, so it stays confirmed and "
                  "nothing was written.")
                   .arg(written->path)
            << Qt::endl;
    else
        out << tr("Wrote %1. Confirm it with: ptq-studio confirm plan --workspace %2").arg(written->path, ws->root())
            << Qt::endl;
    return Ok;
}

} // namespace ptq::cli
