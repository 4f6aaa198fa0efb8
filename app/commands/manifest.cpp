// ptq-studio manifest --workspace DIR --output-dir OUT [--quark-cli PATH | --python-env PREFIX | --target NAME] [--devices LIST] [--no-load-check] [--no-baseline] [--json]
#include "workflow/workspacestate.h"
#include "clicommand.h"
#include "headless.h"

#include "workflow/commandsession.h"
#include "workflow/commandstep.h"
#include "workflow/workspacewriter.h"
#include "workflow/readinessprobe.h"

#include "artifacts/workspace.h"
#include "artifacts/documents.h"

#include <QEventLoop>
#include <QFileInfo>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CliCapabilities discoverCli(const QString &explicitPath, QTextStream &err, bool fromKnowledge);

namespace {
int printManifest(bool asJson, const CommandView &view, const std::optional<TargetProfile> &target, const QString &manifestPath,
                  const std::optional<QString> &lastRunOutOfMemory, QTextStream &out, QTextStream &err);
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
        {{u"replace-undecided"_s}, {},
         tr("Build the next command although the last run's result is neither accepted nor declined yet: that "
            "run stays in history/, but its result can then no longer be accepted.")},
        {{u"json"_s}, {}, tr("Print run_manifest.yaml as JSON.")},
    };
    return spec;
}

namespace {

/// The target's check is this command's environment check: read-only, its steps printed.
Status checkTarget(CommandSession &step, const QString &name, QTextStream &err)
{
    // The profiles as page 3 reads them (CommandSession::loadTargets).
    {
        QEventLoop loop;
        QObject::connect(&step, &CommandSession::targetsLoaded, &loop, &QEventLoop::quit);
        step.loadTargets();
        loop.exec();
    }
    if (!step.targetsError().isEmpty())
        return Error{Error::Code::Invalid, step.targetsError()};
    const std::optional<TargetProfile> profile = step.targetNamed(name);
    if (!profile)
        return Error{Error::Code::Usage,
                     tr("%1 has no target named %2 (see: ptq-studio targets list).").arg(CommandSession::targetsPath(), name)};
    step.setTarget(profile);
    QObject::connect(&step, &CommandSession::targetProgress, &step, [&err](const QString &s) { err << s << Qt::endl; });
    QEventLoop loop;
    QObject::connect(&step, &CommandSession::targetChecked, &loop, &QEventLoop::quit);
    step.checkTarget();
    if (!step.targetReport())
        loop.exec();
    return {};
}

/// This machine's environment and the datasets' readiness, as page 3 asks them.
void checkHere(CommandSession &step, const QString &pythonEnv, const QString &quarkCli, QTextStream &err)
{
    QString cliPath = quarkCli;
    if (!pythonEnv.isEmpty()) {
        cliPath = CommandStep::quarkCliOf(pythonEnv);
        if (cliPath.isEmpty())
            err << tr("%1 has no bin/quark-cli.").arg(pythonEnv) << Qt::endl;
    }
    QEventLoop loop;
    QObject::connect(&step, &CommandSession::environmentChecked, &loop, &QEventLoop::quit);
    err << tr("Checking the environment…") << Qt::endl;
    step.checkEnvironmentHere(pythonEnv, cliPath);
    if (!step.hasEnvironment())
        loop.exec();
    const EnvironmentFacts &facts = *step.environment();
    step.setCli(discoverCli(facts.quarkCli, err, false));
}

} // namespace

int runManifest(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(manifestSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString outputDir = u"output-dir"_s;
    const QString quarkCli = u"quark-cli"_s;
    const QString pythonEnv = u"python-env"_s;
    const QString target = u"target"_s;
    if (!parser.isSet(workspace) || !parser.isSet(outputDir)
        || int(parser.isSet(quarkCli)) + int(parser.isSet(pythonEnv)) + int(parser.isSet(target)) > 1)
        return parser.usage(tr("ptq-studio manifest: give --workspace DIR and --output-dir OUT, and at most one of --quark-cli, "
                               "--python-env and --target (see --help)."));
    // Locked before anything is checked: a workspace open in a window is said at once, not after the probes.
    std::optional<Workspace> ws = parser.workspace(CliCommand::Lock::Write);
    if (!ws)
        return Failed;
    const WorkspaceState state = WorkspaceInspector::inspect(ws->root());
    if (!state.analysis.ready() || !state.plan.ready())
        return parser.usage(tr("ptq-studio manifest: the plan must be confirmed first: %1")
                                .arg(!state.analysis.ready() ? state.analysis.detail : state.plan.detail),
                            Failed);
    if (Status layout = ws->ensureLayout(); !layout)
        return parser.fail(layout.error().message);

    // Page 3's session, driven from here: the same inputs, the same build, the same rule for the
    // approval on disk (CommandSession, CommandStep::afterRebuild).
    WorkspaceWriter writer;
    CommandSession step(&writer);
    step.setRoot(ws->root());
    step.setOutputDir(parser.value(outputDir));
    step.setDevices(parser.value(u"devices"_s));
    step.setChecks(parser.isSet(u"no-load-check"_s) ? std::optional<bool>(false) : std::nullopt,
                   parser.isSet(u"no-baseline"_s) ? std::optional<bool>(false) : std::nullopt);
    QString loadError;
    QObject::connect(&step, &CommandSession::loadFailed, &step, [&loadError](const QString &m) { loadError = m; });
    {
        QEventLoop loop;
        QObject::connect(&step, &CommandSession::started, &loop, &QEventLoop::quit);
        QObject::connect(&step, &CommandSession::loadFailed, &loop, &QEventLoop::quit);
        step.load(parser.value(outputDir), true);
        loop.exec();
    }
    if (!loadError.isEmpty())
        return parser.fail(loadError);
    if (parser.isSet(u"replace-undecided"_s)) // the manifest read now, and no other
        step.replaceUndecided(CommandStep::token(step.savedManifest()));
    if (parser.isSet(target)) {
        if (Status checked = checkTarget(step, parser.value(target), err); !checked)
            return parser.fail(checked.error().message, checked.error().code == Error::Code::Usage ? Usage : Failed);
    } else {
        checkHere(step, parser.value(pythonEnv), parser.value(quarkCli), err);
    }
    {
        QEventLoop loop;
        QObject::connect(&step, &CommandSession::built, &loop, &QEventLoop::quit);
        step.build();
        if (step.isBuilding())
            loop.exec();
    }
    if (!step.view())
        return parser.fail(tr("the command could not be built."));
    return printManifest(parser.isSet(u"json"_s), *step.view(), step.target(), ws->artifactPath(ArtifactKind::Manifest),
                         step.lastRunOutOfMemory(), out, err);
}

namespace {

int printManifest(bool asJson, const CommandView &view, const std::optional<TargetProfile> &target, const QString &manifestPath,
                  const std::optional<QString> &lastRunOutOfMemory, QTextStream &out, QTextStream &err)
{
    const ManifestInputs &in = view.inputs;
    const RebuildOutcome &outcome = view.outcome;
    const bool kept = outcome.approval == RebuildOutcome::Approval::Kept;
    const Json &manifest = view.manifest;
    if (!view.writeError.isEmpty()) {
        err << u"ptq-studio manifest: "_s << view.writeError << Qt::endl;
        return Failed;
    }
    if (view.undecidedKept) {
        const Result<RunManifest> saved = RunManifest::fromJson(manifest);
        err << tr("ptq-studio manifest: %1 records a run that ended %2 whose result is neither accepted nor declined "
                  "yet: nothing was written. Accept or decline it first (ptq-studio accept, ptq-studio reject), or "
                  "pass --replace-undecided to build the next command anyway (that run stays in history/).")
                   .arg(manifestPath, saved ? statusName(saved->run.status) : QString())
            << Qt::endl;
        return Failed;
    }
    if (view.runGoing) {
        err << tr("ptq-studio manifest: %1 records a run that is going: nothing was written. Wait for it to end.").arg(manifestPath)
            << Qt::endl;
        return Failed;
    }
    if (outcome.approval == RebuildOutcome::Approval::UsedByRun) {
        err << tr("The earlier approval was used by its run (%1, status %2). Each approval runs its command once: "
                  "the command built now runs only with an approval of its own.")
                   .arg(outcome.runStartedAt ? outcome.runStartedAt->toString(Qt::ISODate) : QString(),
                        statusName(outcome.runStatus))
            << Qt::endl;
    } else if (outcome.approval == RebuildOutcome::Approval::Changed)
        err << outcome.voidReason << Qt::endl;
    // As page 3 says beside its estimate: the last run's evidence over the estimate's "fits".
    if (const std::optional<QString> &stage = lastRunOutOfMemory)
        err << tr("The last run ran out of GPU memory%1. The estimate of this command (Needs: …) cannot see everything "
                  "a run holds: where it says the command fits, keep room to spare.")
                   .arg(stage->isEmpty() ? QString() : tr(" during %1").arg(*stage))
            << Qt::endl;
    if (asJson) {
        out << QString::fromUtf8(ArtifactIo::toJsonBytes(manifest));
    } else {
        out << tr("Command:") << Qt::endl << u"  "_s << in.command.display() << Qt::endl;
        if (const std::optional<ManifestTarget> record = ManifestTarget::fromRecord(in.target); record && target) {
            out << tr("Runs on: %1 (%2), in %3").arg(record->name, target->destination(), record->runDir) << Qt::endl;
            if (const QString copy = CommandStep::modelCopyText(*record, target->host); !copy.isEmpty())
                out << copy << Qt::endl;
            out << tr("The %1 it is handed (part of the approval):").arg(record->scriptName) << Qt::endl << record->script;
        }
        out << tr("Destination: %1").arg(in.outputDir.path) << Qt::endl;
        out << tr("Needs: about %1 GiB of accelerator memory (%2), %3 GiB of host RAM, %4 GiB to download, %5 GiB of "
                  "output; %6.")
                   .arg(in.estimate.acceleratorGiB, 0, 'f', 1)
                   .arg(fitName(in.estimate.verdict))
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
    const QStringList &blockers = view.blockers;
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
        out << tr("Approval token (sha256 of argv and environment): %1").arg(QString::fromLatin1(CommandStep::token(manifest)))
            << Qt::endl;
    } else if (!asJson) {
        out << tr("Wrote %1. Nothing has been created or run.").arg(manifestPath) << Qt::endl;
        out << tr("Approval token (sha256 of argv and environment): %1").arg(QString::fromLatin1(CommandStep::token(manifest)))
            << Qt::endl;
    }
    return Ok;
}

} // namespace

} // namespace ptq::cli
