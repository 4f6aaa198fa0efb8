// ptq-studio manifest --workspace DIR --output-dir OUT [--quark-cli PATH | --python-env PREFIX | --target NAME] [--devices LIST] [--no-load-check] [--no-baseline] [--json]
#include "workflow/workspacestate.h"
#include "headless.h"

#include "workflow/commandstep.h"
#include "workflow/readinessprobe.h"

#include "artifacts/workspace.h"
#include "command/manifestbuilder.h"
#include "plan/quarkcliprobe.h"
#include "artifacts/documents.h"
#include "target/modelcopy.h"
#include "target/targetpreflight.h"

#include <QEventLoop>
#include <QFileInfo>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

Result<Workspace> openWorkspaceForWriting(const QString &dir);
CliCapabilities discoverCli(const QString &explicitPath, QTextStream &err, bool fromKnowledge);

namespace {
int writeManifest(bool asJson, const CommandRequest &request, const QString &root, QTextStream &out, QTextStream &err);
} // namespace

CommandSpec manifestSpec()
{
    CommandSpec spec;
    spec.name = u"manifest"_s;
    spec.summary = tr("Check the environment and write the exact command to run_manifest.yaml");
    spec.description = tr(
        "Checks the environment, builds the exact quark-cli command from the confirmed plan, estimates what it\n"
        "needs and writes DIR/run_manifest.yaml (Step 3). It never creates OUT and never runs anything but\n"
        "read-only probes. Exit status: 0 written and approvable (the approval token is printed), 1 refused or\n"
        "written but blocked (each blocker printed), 2 usage.");
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"output-dir"_s}, u"OUT"_s, tr("Where quark-cli writes the quantized model."), Completion::Directory},
        {{u"quark-cli"_s}, u"PATH"_s, tr("The quark-cli to run (default: PATH)."), Completion::File},
        {{u"python-env"_s}, u"PREFIX"_s, tr("A venv or conda prefix providing quark-cli and python."),
         Completion::Directory},
        {{u"target"_s}, u"NAME"_s,
         tr("Run on this target of targets.json (an SSH host or a Slurm cluster): it is "
            "checked now (read-only), OUT is a path there, and the approval binds its "
            "profile and the exact script.")},
        {{u"devices"_s}, u"LIST"_s, tr("Pin accelerators, e.g. 0 or 0,1 (HIP/CUDA_VISIBLE_DEVICES).")},
        {{u"no-load-check"_s}, {}, tr("Do not load the export with transformers after the run (the load check).")},
        {{u"no-baseline"_s}, {},
         tr("Do not measure the original model's perplexity after the "
            "run (no accuracy verdict).")},
        {{u"json"_s}, {}, tr("Print run_manifest.yaml as JSON.")},
    };
    return spec;
}

int runManifest(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(manifestSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString outputDir = u"output-dir"_s;
    const QString quarkCli = u"quark-cli"_s;
    const QString pythonEnv = u"python-env"_s;
    const QString devices = u"devices"_s;
    const QString target = u"target"_s;
    const QString noLoadCheck = u"no-load-check"_s;
    const QString noBaseline = u"no-baseline"_s;
    const QString json = u"json"_s;
    if (!parser.isSet(workspace) || !parser.isSet(outputDir)
        || int(parser.isSet(quarkCli)) + int(parser.isSet(pythonEnv)) + int(parser.isSet(target)) > 1) {
        err << tr("ptq-studio manifest: give --workspace DIR and --output-dir OUT, and at most one of --quark-cli, "
                  "--python-env and --target (see --help).")
            << Qt::endl;
        return Usage;
    }
    Result<Workspace> ws = Workspace::open(parser.value(workspace));
    if (!ws) {
        err << u"ptq-studio manifest: "_s << ws.error().message << Qt::endl;
        return Failed;
    }
    const WorkspaceState state = WorkspaceInspector::inspect(ws->root());
    if (!state.analysis.ready() || !state.plan.ready()) {
        err << tr("ptq-studio manifest: the plan must be confirmed first: %1")
                   .arg(!state.analysis.ready() ? state.analysis.detail : state.plan.detail)
            << Qt::endl;
        return Failed;
    }
    Result<LoadedDocument> analysis = ArtifactIo::load(state.analysis.path);
    Result<LoadedDocument> plan = ArtifactIo::load(state.plan.path);
    if (!analysis || !plan) {
        err << u"ptq-studio manifest: "_s << (!analysis ? analysis.error().message : plan.error().message) << Qt::endl;
        return Failed;
    }

    CommandRequest request;
    request.analysis = analysis->json;
    request.analysisSha256 = analysis->sha256;
    request.plan = plan->json;
    request.planSha256 = plan->sha256;
    request.workspace = ws->root();
    request.outputDir = parser.value(outputDir);
    request.devices = parser.value(devices);
    if (parser.isSet(noLoadCheck))
        request.loadCheck = false;
    if (parser.isSet(noBaseline))
        request.baseline = false;
    if (parser.isSet(target)) {
        // The target's environment, not this machine's: its check is the environment check.
        const Result<QList<TargetProfile>> profiles = TargetStore::load();
        if (!profiles) {
            err << u"ptq-studio manifest: "_s << profiles.error().message << Qt::endl;
            return Failed;
        }
        const std::optional<TargetProfile> profile = TargetStore::find(*profiles, parser.value(target));
        if (!profile) {
            err << tr("ptq-studio manifest: %1 has no target named %2 (see: ptq-studio targets list).")
                       .arg(TargetStore::defaultPath(), parser.value(target))
                << Qt::endl;
            return Usage;
        }
        request.target = profile;
        const ResourceEstimate rough = ResourceEstimator::estimate(analysis->json, plan->json, {});
        TargetPreflight preflight(*profile);
        preflight.setEstimatedMinutes(int(std::ceil(rough.timeHighMinutes)));
        const Result<AnalysisDocument> doc = AnalysisDocument::fromJson(analysis->json);
        preflight.setPaths(doc ? doc->modelPath : QString(), request.outputDir);
        QEventLoop loop;
        QObject::connect(&preflight, &TargetPreflight::progress, &loop, [&err](const QString &step) { err << step << Qt::endl; });
        QObject::connect(&preflight, &TargetPreflight::finished, &loop, [&](const TargetReport &r) {
            request.targetReport = r;
            loop.quit();
        });
        preflight.start();
        if (!request.targetReport)
            loop.exec();
        return writeManifest(parser.isSet(json), request, ws->root(), out, err);
    }

    QString cliPath = parser.value(quarkCli);
    if (parser.isSet(pythonEnv)) {
        cliPath = QuarkCliProbe::findQuarkCli(parser.value(pythonEnv));
        if (cliPath.isEmpty())
            err << tr("%1 has no bin/quark-cli.").arg(parser.value(pythonEnv)) << Qt::endl;
    }
    EnvironmentProbe probe;
    QEventLoop loop;
    EnvironmentFacts facts;
    QObject::connect(&probe, &EnvironmentProbe::finished, &loop, [&](const EnvironmentFacts &f) {
        facts = f;
        loop.quit();
    });
    err << tr("Checking the environment…") << Qt::endl;
    probe.probe(parser.isSet(pythonEnv) ? parser.value(pythonEnv) : QString(), cliPath);
    loop.exec();

    // Whether the datasets (and a Hub model) are cached or the Hub answers, as page 3 asks.
    ReadinessProbe readiness;
    std::optional<ReadinessReport> report;
    QObject::connect(&readiness, &ReadinessProbe::finished, &loop, [&](const ReadinessReport &r) {
        report = r;
        loop.quit();
    });
    readiness.check(analysis->json, plan->json);
    if (!report)
        loop.exec();

    request.environment = facts;
    request.cli = discoverCli(facts.quarkCli, err, false);
    request.readiness = report;
    return writeManifest(parser.isSet(json), request, ws->root(), out, err);
}

namespace {

int writeManifest(bool asJson, const CommandRequest &request, const QString &root, QTextStream &out, QTextStream &err)
{
    const ManifestInputs in = CommandStep::prepare(request);
    const Json rebuilt = CommandStep::manifest(in);

    Result<Workspace> writable = openWorkspaceForWriting(root);
    if (!writable) {
        err << u"ptq-studio manifest: "_s << writable.error().message << Qt::endl;
        return Failed;
    }
    // Page 3's rule (CommandStep::afterRebuild): the same approved command keeps its approval and
    // nothing is written; a voided approval is said, with what changed.
    const QString manifestPath = writable->artifactPath(ArtifactKind::Manifest);
    Json saved;
    if (QFileInfo::exists(manifestPath)) {
        if (const Result<LoadedDocument> loaded = ArtifactIo::load(manifestPath); loaded)
            saved = loaded->json;
    }
    const RebuildOutcome outcome = CommandStep::afterRebuild(saved, rebuilt);
    const bool kept = outcome.approval == RebuildOutcome::Approval::Kept;
    const Json &manifest = kept ? saved : rebuilt;
    if (outcome.write) {
        if (Status written = writable->saveArtifact(ArtifactKind::Manifest, manifest); !written) {
            err << u"ptq-studio manifest: "_s << written.error().message << Qt::endl;
            return Failed;
        }
    }
    if (outcome.approval == RebuildOutcome::Approval::UsedByRun)
        err << tr("The earlier approval was used by its run (%1, status %2). Each approval runs its command once: "
                  "to run again, approve it again.")
                   .arg(outcome.runStartedAt ? outcome.runStartedAt->toString(Qt::ISODate) : QString(),
                        statusName(outcome.runStatus))
            << Qt::endl;
    else if (outcome.approval == RebuildOutcome::Approval::Changed)
        err << outcome.voidReason << Qt::endl;
    if (asJson) {
        out << QString::fromUtf8(ArtifactIo::toJsonBytes(manifest));
    } else {
        out << tr("Command:") << Qt::endl << u"  "_s << in.command.display() << Qt::endl;
        if (in.target.is_object()) {
            out << tr("Runs on: %1 (%2), in %3")
                       .arg(jsonString(in.target, "name"), request.target->destination(),
                            jsonString(in.target, "run_dir"))
                << Qt::endl;
            if (const std::optional<ModelCopy> copy = ModelCopy::fromJson(jsonField(in.target, "model_copy")))
                out << ModelCopyPlan::describe(*copy, request.target->host) << Qt::endl;
            out << tr("The %1 it is handed (part of the approval):").arg(jsonString(in.target, "script_name"))
                << Qt::endl
                << jsonString(in.target, "script");
        }
        out << tr("Destination: %1").arg(in.outputDir.path) << Qt::endl;
        out << tr("Needs: about %1 GiB of accelerator memory (%2), %3 GiB of host RAM, %4 GiB to download, %5 GiB of "
                  "output; %6.")
                   .arg(in.estimate.acceleratorGiB, 0, 'f', 1)
                   .arg(in.estimate.verdict)
                   .arg(in.estimate.hostRamGiB, 0, 'f', 1)
                   .arg(in.estimate.downloadGiB, 0, 'f', 1)
                   .arg(in.estimate.outputGiB, 0, 'f', 1)
                   .arg(in.estimate.timeClass)
            << Qt::endl;
        out << tr("  %1").arg(in.estimate.knob) << Qt::endl;
        for (const Finding &f : in.findings)
            out << (f.blocking ? tr("Blocking: ") : tr("Warning: ")) << f.message << u"  → "_s << f.fix << Qt::endl;
        for (const QString &w : in.outputDir.warnings)
            out << tr("Warning: ") << w << Qt::endl;
    }
    const QStringList blockers = ManifestBuilder::blockers(in);
    if (!blockers.isEmpty()) {
        err << (kept ? tr("%1 holds this command, approved and unchanged, but it cannot run now:").arg(manifestPath)
                     : tr("Wrote %1, but the command cannot be approved yet:").arg(manifestPath))
            << Qt::endl;
        for (const QString &b : blockers)
            err << u"  "_s << b << Qt::endl;
        return Failed;
    }
    if (!asJson && kept) {
        out << tr("%1 already holds this command, approved: it is unchanged, so its approval stands and nothing was "
                  "written.")
                   .arg(manifestPath)
            << Qt::endl;
        out << tr("Approval token (sha256 of argv and environment): %1").arg(QString::fromLatin1(ManifestBuilder::token(manifest)))
            << Qt::endl;
    } else if (!asJson) {
        out << tr("Wrote %1. Nothing has been created or run.").arg(manifestPath) << Qt::endl;
        out << tr("Approval token (sha256 of argv and environment): %1").arg(QString::fromLatin1(ManifestBuilder::token(manifest)))
            << Qt::endl;
    }
    return Ok;
}

} // namespace

} // namespace ptq::cli
