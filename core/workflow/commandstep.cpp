#include "workflow/commandstep.h"
#include "handoff/exportchecks.h"

#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include <QLocale>
#include "command/approval.h"
#include "command/manifestbuilder.h"
#include "command/commandline.h"
#include "plan/helpparser.h"
#include "plan/quarkcliprobe.h"
#include "target/modelcopy.h"
#include "target/targetrecord.h"

#include <QDir>
#include <QFileInfo>
#include <tuple>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

/// The plan as the estimate and the environment's rules read it (a plan that is not a mapping
/// reads as one that says nothing).
PlanDocument planOf(const Json &plan)
{
    Result<PlanDocument> typed = PlanDocument::fromJson(plan);
    return typed ? std::move(*typed) : PlanDocument();
}

ManifestInputs prepareRemote(const CommandRequest &r, ManifestInputs in)
{
    const TargetProfile &profile = *r.target;
    const TargetReport *report = r.targetReport ? &*r.targetReport : nullptr;
    // The target's environment: its quark-cli and GPUs; nothing of this machine's.
    EnvironmentFacts env;
    env.quarkCli = profile.quarkCli;
    if (report) {
        static_cast<HostFacts &>(env) = report->host();
        for (GpuInfo &gpu : env.gpus)
            gpu.memorySource = report->gpuTool; // the estimate says where the memory figure came from
    }
    in.environment = env;
    const PlanDocument plan = planOf(r.plan);
    const AnalysisFacts facts = AnalysisFacts::fromJson(r.analysis);
    const QString &modelPath = facts.modelPath;
    for (const TargetRecord::Finding &f : TargetRecord::findings(profile, report, r.outputDir, modelPath))
        in.findings.append({f.id, f.blocking, f.message, CommandStep::tr("Target %1 (%2).").arg(profile.name, profile.destination()), f.fix});
    in.estimate = ResourceEstimator::estimate(facts, plan, env.gpus);
    if (env.gpus.isEmpty()) {
        // Not "no GPU was detected here": the target's GPUs are known there, or only on the job's node.
        in.estimate.fitText = profile.kind == TargetKind::Slurm
            ? CommandStep::tr("unknown until Slurm gives the job a node (it asks for %1 on partition %2); the VRAM "
                              "panel shows the node's GPUs while it runs")
                  .arg(profile.slurm.gpus > 0 ? CommandStep::tr("%n GPU(s)", nullptr, profile.slurm.gpus) : CommandStep::tr("the partition's default GPUs"),
                       profile.slurm.partition.isEmpty() ? CommandStep::tr("(the default)") : profile.slurm.partition)
            : report && report->failure != SshFailure::None
                ? CommandStep::tr("unknown — %1 could not be reached to list its GPUs").arg(profile.host)
            : report ? CommandStep::tr("unknown — %1 lists no GPU (no nvidia-smi, amd-smi or rocm-smi answered there)").arg(profile.host)
                     : CommandStep::tr("unknown until the target is checked");
    }
    // A model folder the target does not see is copied there first: the command reads the copy.
    const ModelCopy copy = report && report->modelPath == modelPath ? report->modelCopy : ModelCopy();
    const QString remoteModel = copy.isSet() ? copy.to : modelPath;
    in.outputDir.path = r.outputDir.trimmed();
    in.outputDir.blocking = TargetRecord::outputDirProblems(profile, in.outputDir.path, remoteModel);
    in.outputDir.freeBytes = report ? report->freeBytes : -1;
    CliCapabilities cli = r.cli;
    if (report && !report->helpText.isEmpty()) {
        if (const Result<QuarkHelp> help = QuarkHelpParser::parse(report->helpText); help)
            cli = QuarkHelpParser::capabilities(*help, profile.quarkCli);
    }
    in.command = CommandBuilder::build(plan, facts, cli, profile.quarkCli, in.outputDir.path, r.devices,
                                       copy.isSet() ? copy.to : QString());
    in.target = TargetRecord::make(profile, r.runId.isEmpty() ? RemoteRunner::makeRunId() : r.runId, in.command.argv,
                                   in.command.env, in.outputDir.path, copy);
    return in;
}

} // namespace

ManifestInputs CommandStep::prepare(const CommandRequest &r)
{
    ManifestInputs in;
    in.analysis = r.analysis;
    in.analysisSha = r.analysisSha256;
    in.plan = r.plan;
    in.planSha = r.planSha256;
    in.workspace = r.workspace;
    if (r.target && r.target->isRemote())
        return prepareRemote(r, std::move(in));
    in.environment = r.environment;
    const PlanDocument plan = planOf(r.plan);
    const AnalysisFacts facts = AnalysisFacts::fromJson(r.analysis);
    in.findings = EnvironmentRules::assess(r.environment, plan);
    in.estimate = ResourceEstimator::estimate(facts, plan, r.environment.gpus);
    // The load check loads the export and then the original, one at a time: it fits where the run
    // does. Off by default only when the estimate says the run itself does not fit.
    in.loadCheck = r.loadCheck.value_or(in.estimate.verdict != Fit::DoesNotFit);
    in.baseline = r.baseline.value_or(true);
    if (r.readiness)
        in.findings += readinessFindings(*r.readiness, r.environment.python);
    // A risk of the analysis that makes the run fail for certain blocks it here, even when the
    // analysis was confirmed with the risk in view: the GPU time would be spent for nothing.
    const auto hasRisk = [&facts](const QString &code) {
        return std::any_of(facts.risks.cbegin(), facts.risks.cend(), [&code](const AnalysisFacts::Risk &r) { return r.code == code; });
    };
    if (hasRisk(u"byte-order-mark"_s)) {
        in.findings.append({u"byte-order-mark"_s, true,
                            tr("A configuration file of the model starts with a UTF-8 byte-order mark, which "
                               "transformers refuses: quark-cli would fail when it loads the model."),
                            tr("The analysis of %1 lists it as a high risk (byte-order-mark).").arg(facts.modelPath),
                            tr("Remove the mark (the file's first three bytes), analyse the model again and confirm.")});
    }
    if (hasRisk(u"shard-size-mismatch"_s)) {
        in.findings.append({u"shard-size-mismatch"_s, true,
                            tr("A weight file of the model is damaged (its size disagrees with its safetensors "
                               "header): quark-cli would fail when it loads the model."),
                            tr("The analysis of %1 lists it as a high risk (shard-size-mismatch), naming the file.")
                                .arg(facts.modelPath),
                            tr("Re-download the file page 1 names, analyse the model again and confirm.")});
    }
    // A mistyped environment is not "no environment was chosen": say what is wrong with the folder.
    if (r.environment.quarkCli.isEmpty()) {
        if (const QString problem = prefixProblem(r.pythonPrefix); !problem.isEmpty()) {
            for (Finding &f : in.findings) {
                if (f.id != u"quark-cli-missing"_s)
                    continue;
                f.message = problem;
                f.evidence = tr("Looked for %1.").arg(QDir(r.pythonPrefix.trimmed()).filePath(u"bin/quark-cli"_s));
                f.fix = tr("Choose the environment with Browse…, or clear the field to use quark-cli from PATH.");
            }
        }
    }
    in.outputDir = OutputDirRules::check(r.outputDir, facts.modelPath, r.workspace,
                                         qint64(in.estimate.outputGiB * 1024 * 1024 * 1024));
    in.command = CommandBuilder::build(plan, facts, r.cli,
                                       r.environment.quarkCli.isEmpty() ? u"quark-cli"_s : r.environment.quarkCli,
                                       in.outputDir.path, r.devices);
    // The export checks run with the Python of quark-cli's environment (ExportChecks::pythonFor).
    if (const QString cli = in.command.argv.value(0); QDir::isAbsolutePath(cli)) {
        const QString python = ExportChecks::pythonFor(cli);
        if (!QFileInfo(python).isExecutable())
            in.checksUnavailable = tr("There is no Python interpreter beside %1 (%2 is missing), so the export checks "
                                      "(the original's perplexity, the load check), which run in the run's Python "
                                      "environment, cannot run here; the export is still verified.")
                                       .arg(cli, python);
    }
    return in;
}

QString CommandStep::readinessSummary(const ReadinessReport &report)
{
    QStringList lines;
    for (const ReadinessItem &item : report.items) {
        using State = ReadinessItem::State;
        QString state;
        switch (item.state) {
        case State::InCache: state = tr("cached"); break;
        case State::HubReachable: state = tr("downloads from the Hub"); break;
        case State::Unchecked: state = tr("not cached; the Hub was not asked yet"); break;
        case State::Unsupported: state = tr("quark-cli cannot load it"); break;
        case State::Missing: state = item.certain ? tr("not cached, and the Hub is switched off") : tr("not cached, and the Hub did not answer"); break;
        }
        lines.append(tr("%1: %2").arg(item.what, state));
    }
    return lines.join(u'\n');
}

QList<Finding> CommandStep::readinessFindings(const ReadinessReport &report, const QString &python)
{
    QList<Finding> findings;
    for (const ReadinessItem &item : report.items) {
        using State = ReadinessItem::State;
        if (item.state == State::InCache || item.state == State::HubReachable)
            continue;
        const bool model = item.kind == ReadinessItem::Kind::Model;
        const bool evaluation = !model && item.dataset.purpose == DatasetNeed::Purpose::Evaluation;
        Finding f;
        f.id = item.state == State::Unsupported ? u"dataset-unsupported"_s
            : model                             ? u"offline-model"_s
            : evaluation                        ? u"offline-evaluation-data"_s
                                                : u"offline-calibration-data"_s;
        f.blocking = item.state == State::Unsupported || (item.state == State::Missing && item.certain);
        const QString what = model ? tr("The model %1").arg(item.what)
            : evaluation           ? tr("The evaluation dataset %1").arg(item.what)
                                   : tr("The calibration dataset %1").arg(item.what);
        switch (item.state) {
        case State::Unsupported: f.message = tr("%1 cannot be loaded by quark-cli.").arg(what); break;
        case State::Unchecked:
            f.message = tr("%1 is not cached; whether the Hub can be reached to download it is not known.").arg(what);
            break;
        default:
            f.message = item.certain ? tr("%1 is not cached and the Hub is switched off: the run would fail after "
                                          "loading the model.")
                                           .arg(what)
                : tr("%1 is not cached and the Hub did not answer: the run would fail when it loads it, unless the "
                     "network is back by then.")
                      .arg(what);
        }
        f.evidence = item.detail;
        QStringList fixes = item.fixes;
        if (!python.isEmpty()) // the environment's own interpreter, so the line can be pasted
            fixes.replaceInStrings(u"python -c \""_s, shellQuote(python) + u" -c \""_s);
        if (item.state != State::Unsupported)
            // Read on page 3 and in `ptq-studio manifest`'s output alike (round 59's walk).
            fixes.append(tr("Then check again: Check again on page 3, or ptq-studio manifest once more."));
        f.fix = fixes.join(u'\n'); // one fix per line
        findings.append(f);
    }
    return findings;
}

AfterExport CommandStep::afterExport(const ManifestInputs &inputs, const std::optional<PlanDocument> &plan, bool remote)
{
    AfterExport after;
    const bool evaluates = plan && plan->evaluates();
    const bool checksPossible = !remote && inputs.checksUnavailable.isEmpty();
    const bool baseline = evaluates && inputs.baseline && checksPossible;
    const bool loadCheck = inputs.loadCheck && checksPossible;
    if ((baseline || loadCheck) && !remote) {
        constexpr double kGiB = 1024.0 * 1024 * 1024;
        const bool onGpu = !plan || plan->deviceStrategy != u"cpu"_s;
        const ChecksEstimate checks =
            ExportChecks::estimate(qint64(inputs.estimate.weightsGiB * kGiB), 0, baseline, loadCheck, onGpu);
        after.where = AfterExport::Where::Here;
        after.baseline = baseline;
        after.loadCheck = loadCheck;
        after.extraSeconds = checks.extraSeconds;
        after.peakBytes = checks.peakBytes;
    } else if (remote && ((evaluates && inputs.baseline) || inputs.loadCheck)) {
        after.where = AfterExport::Where::OnTarget;
    }
    return after;
}

QString CommandStep::commandText(const QStringList &argv, const QMap<QString, QString> &env)
{
    CommandSpec spec;
    spec.argv = argv;
    spec.env = env;
    return spec.displayLines();
}

QByteArray CommandStep::token(const Json &manifest)
{
    return ManifestBuilder::token(manifest);
}

QString CommandStep::quarkCliOf(const QString &pythonPrefix)
{
    return QuarkCliProbe::findQuarkCli(pythonPrefix);
}

QString CommandStep::modelCopyText(const ManifestTarget &target, const QString &host)
{
    const std::optional<ModelCopy> copy = ModelCopy::fromJson(target.modelCopy);
    return copy ? ModelCopyPlan::describe(*copy, host) : QString();
}

QString CommandStep::prefixProblem(const QString &pythonPrefix)
{
    const QString prefix = pythonPrefix.trimmed();
    if (prefix.isEmpty())
        return {};
    if (!QFileInfo::exists(prefix))
        return tr("%1 does not exist.").arg(prefix);
    if (!QFileInfo(QDir(prefix).filePath(u"bin/quark-cli"_s)).isExecutable())
        return tr("%1 has no bin/quark-cli: pick the venv or conda prefix where amd-quark is installed.").arg(prefix);
    return {};
}

Json CommandStep::manifest(const ManifestInputs &inputs)
{
    return ManifestBuilder::build(inputs);
}

namespace {

// The manifest without what changes on every build: equal means "the same command and inputs".
// A target's record is part of it: its script names the run folder, kept across rebuilds.
Json comparable(Json manifest)
{
    for (const char *key : {"created_at", "updated_at", "approval", "checkpoints", "environment", "resources"})
        manifest.erase(key);
    return manifest;
}

} // namespace

RebuildOutcome CommandStep::afterRebuild(const Json &saved, const Json &rebuilt)
{
    RebuildOutcome outcome;
    const Result<RunManifest> typed = RunManifest::fromJson(saved);
    const bool wasApproved = typed && typed->approval.status == ApprovalStatus::Approved;
    const bool same = !saved.is_null() && comparable(rebuilt) == comparable(saved);
    // Kept only when the approval holds: a file edited after its approval (by hand, by a script)
    // may hold exactly the command built now, under an approval of another one.
    if (same && wasApproved && approvalHolds(*typed) && ManifestBuilder::token(saved) == ManifestBuilder::token(rebuilt)) {
        outcome.approval = RebuildOutcome::Approval::Kept;
        outcome.write = false;
        return outcome;
    }
    if (wasApproved && hasEnded(typed->run.status)) {
        outcome.approval = RebuildOutcome::Approval::UsedByRun;
        outcome.runStatus = typed->run.status;
        outcome.runStartedAt = typed->run.startedAt;
    } else if (wasApproved) {
        outcome.approval = RebuildOutcome::Approval::Changed;
        outcome.voidReason = voidedBecause(*typed, rebuilt);
    }
    // An unapproved manifest that equals the rebuilt one is not written again.
    outcome.write = !same || wasApproved;
    return outcome;
}

QString CommandStep::voidedBecause(const RunManifest &approved, const Json &rebuilt)
{
    // Say what changed, exactly: never "the command changed" for a byte-identical command.
    const Result<RunManifest> now = RunManifest::fromJson(rebuilt);
    QStringList what;
    if (now) {
        if (now->run.argv != approved.run.argv) {
            // The first flag whose value differs, as the user would read it.
            QString detail;
            const QStringList &a = approved.run.argv;
            const QStringList &b = now->run.argv;
            for (qsizetype i = 0; i < qMax(a.size(), b.size()) && detail.isEmpty(); ++i) {
                if (a.value(i) != b.value(i)) {
                    const qsizetype flagAt = i > 0 && !a.value(i).startsWith(u"--"_s) && a.value(i - 1).startsWith(u"--"_s) ? i - 1 : i;
                    detail = a.value(flagAt).startsWith(u"--"_s) && a.value(flagAt) == b.value(flagAt)
                        ? tr("%1 %2 → %3").arg(a.value(flagAt), a.value(flagAt + 1), b.value(flagAt + 1))
                        : tr("%1 → %2").arg(a.value(i).isEmpty() ? tr("nothing") : a.value(i), b.value(i).isEmpty() ? tr("nothing") : b.value(i));
                }
            }
            what << tr("the command (%1)").arg(detail);
        }
        if (now->run.env != approved.run.env)
            what << tr("the environment variables it runs with");
        if (now->outputDir != approved.outputDir && now->run.argv == approved.run.argv)
            what << tr("the output folder");
        if (now->analysisSha256 != approved.analysisSha256)
            what << tr("model_analysis.json");
        if (now->planSha256 != approved.planSha256)
            what << tr("quant_plan.json");
        if (now->workspace != approved.workspace)
            what << tr("the workspace folder");
        // The checks read the export where the command writes it: a new output folder changes
        // their arguments too, which is the folder's change, not one of their own.
        auto checksOf = [](const RunManifest &manifest) {
            QList<std::tuple<QString, QStringList, QByteArray>> checks;
            for (const QString &name : manifest.stepNames()) {
                const std::optional<CheckStepRecord> check = manifest.checkStep(name);
                if (!check)
                    continue; // the run itself
                QStringList argv = check->argv;
                if (!manifest.outputDir.isEmpty())
                    argv.replaceInStrings(manifest.outputDir, u"<output>"_s);
                checks.append({check->name, argv, check->scriptSha256});
            }
            return checks;
        };
        if (checksOf(approved) != checksOf(*now))
            what << tr("the export checks after it");
        const ManifestTarget none;
        const ManifestTarget &before = approved.target ? *approved.target : none;
        const ManifestTarget &after = now->target ? *now->target : none;
        if (before.profile != after.profile)
            what << tr("where it runs (the target)");
        else if (before.record != after.record)
            what << tr("the script the target runs");
    }
    // An approval that does not match the file it is in, and a command there that differs from the
    // one built now: the file was changed after the approval (by hand, a script). Listing what
    // differs would only list that edit.
    if (!what.isEmpty() && !approvalHolds(approved))
        return tr("The approval recorded in run_manifest.yaml does not match the command written there: the file was "
                  "changed after it was approved, so that approval is void. Read the command built now, then approve it.");
    if (what.isEmpty())
        return tr("The earlier approval no longer matches what it binds (it was made by another version of PTQ Studio "
                  "or edited by hand); the command itself is unchanged. Approve it again to run it.");
    return tr("The earlier approval was voided because %1 changed. Approve the new command to run it.")
        .arg(QLocale().createSeparatedList(what));
}

} // namespace ptq
