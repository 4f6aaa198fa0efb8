#include "workflow/commandsession.h"

#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "command/environment.h"
#include "command/manifestbuilder.h"
#include "env/envdiscovery.h"
#include "review/runhistory.h"
#include "target/remoterunner.h"
#include "target/targetpreflight.h"
#include "target/targetrecord.h"
#include "target/targetstorewatcher.h"
#include "workflow/acceptance.h"
#include "workflow/background.h"
#include "workflow/readinessprobe.h"
#include "workflow/runsession.h"
#include "workflow/workspacesession.h"
#include "workflow/workspacewriter.h"

#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

/// What load() reads at once on the writer's thread.
struct ReadInputs
{
    QString error; ///< names the file that could not be read or is not the document it should be
    std::optional<AnalysisDocument> analysis;
    QByteArray analysisSha;
    std::optional<PlanDocument> plan;
    QByteArray planSha;
    Json saved; ///< the manifest, when there is one with an output folder
    QString proposal;
    bool ranBefore = false; ///< the workspace keeps an earlier run's manifest (history/)
    std::optional<QString> lastRunOutOfMemory; ///< CommandSession::lastRunOutOfMemory()
    CommandStart start;
};

QString proposalFor(const AnalysisDocument &analysis, const PlanDocument &plan)
{
    return OutputDirRules::proposal(QDir::homePath() + u"/quantized"_s, QFileInfo(analysis.modelPath).fileName(),
                                    plan.globalScheme);
}

/// Which output folder a visit starts from: the saved manifest's, unless it was proposed for
/// another scheme or a run has written into it (a folder a run used is never proposed again,
/// #33); the user's own folder stays.
void chooseOutput(ReadInputs &read, const std::optional<RunManifest> &saved, const QString &shownOutput, bool outputEdited,
                  bool outputProposed)
{
    if (saved && !saved->outputDir.isEmpty()) {
        read.start.savedTarget = saved->target ? saved->target->name : QString();
        if (outputEdited)
            return;
        const qsizetype at = saved->run.argv.indexOf(u"--quant_scheme"_s);
        const QString savedScheme = at >= 0 && at + 1 < saved->run.argv.size() ? saved->run.argv.at(at + 1) : QString();
        const QString model = QFileInfo(read.analysis->modelPath).fileName();
        if ((savedScheme != read.plan->globalScheme || hasEnded(saved->run.status))
            && OutputDirRules::isProposal(saved->outputDir, QDir::homePath() + u"/quantized"_s, model, savedScheme)) {
            read.start.outputDir = read.proposal;
            read.start.outputProposed = true;
        } else {
            read.start.outputDir = saved->outputDir;
        }
    } else if (shownOutput.isEmpty() || (outputProposed && !outputEdited)) {
        read.start.outputDir = read.proposal;
        read.start.outputProposed = true;
    }
}

/// Whether the newest run of @p root (its snapshot in history/, as it ended) ran out of GPU
/// memory, and in which stage: the estimate's "fits" stands beside it on page 3 (round 59's walk
/// lost it once the next command was written, and after a restart).
std::optional<QString> lastRunOutOfMemory(const QString &root, bool ranBefore)
{
    if (!ranBefore)
        return std::nullopt;
    const QString newest = RunHistory::newestSnapshot(root); // only that one is read
    if (newest.isEmpty())
        return std::nullopt;
    const Result<LoadedDocument> last = ArtifactIo::load(newest);
    const Result<RunManifest> typed = last ? RunManifest::fromJson(last->json) : Result<RunManifest>(last.error());
    if (!typed || !typed->run.diagnosis || parseFailureClass(typed->run.diagnosis->failureClass) != FailureClass::Memory)
        return std::nullopt;
    return typed->run.diagnosis->failedStage;
}

ReadInputs readInputs(const QString &root, const QString &shownOutput, bool outputEdited, bool outputProposed)
{
    ReadInputs read;
    const Result<LoadedDocument> analysis = ArtifactIo::load(root + u'/' + artifactFileName(ArtifactKind::Analysis));
    Result<AnalysisDocument> typedAnalysis = analysis ? AnalysisDocument::fromJson(analysis->json) : Result<AnalysisDocument>(analysis.error());
    if (!typedAnalysis) {
        read.error = typedAnalysis.error().message;
        return read;
    }
    const Result<LoadedDocument> plan = ArtifactIo::load(root + u'/' + artifactFileName(ArtifactKind::Plan));
    Result<PlanDocument> typedPlan = plan ? PlanDocument::fromJson(plan->json) : Result<PlanDocument>(plan.error());
    if (!typedPlan) {
        read.error = typedPlan.error().message;
        return read;
    }
    read.analysis = std::move(*typedAnalysis);
    read.analysisSha = analysis->sha256;
    read.plan = std::move(*typedPlan);
    read.planSha = plan->sha256;
    read.proposal = proposalFor(*read.analysis, *read.plan);

    std::optional<RunManifest> saved;
    if (const Result<LoadedDocument> manifest = ArtifactIo::load(root + u'/' + artifactFileName(ArtifactKind::Manifest)); manifest) {
        if (Result<RunManifest> typed = RunManifest::fromJson(manifest->json); typed) {
            saved = std::move(*typed);
            read.saved = manifest->json;
        }
    }
    chooseOutput(read, saved, shownOutput, outputEdited, outputProposed);
    // A run of this workspace ended before (its manifest moved to history/ when the next command
    // was built): the gate must not say that nothing was ever run (round 57's walk, after a restart).
    read.ranBefore = !QDir(root + u"/history"_s).isEmpty(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    read.lastRunOutOfMemory = lastRunOutOfMemory(root, read.ranBefore);
    if (!saved || saved->outputDir.isEmpty())
        read.saved = Json();
    // The Python environment the command was built with (or the plan checked against) stays
    // chosen: reopening the workspace must not fall back to quark-cli on PATH.
    const QString cli = saved && !saved->quarkCli().isEmpty() ? saved->quarkCli() : read.plan->cliPath;
    read.start.pythonPrefix = cli.isEmpty() ? EnvChoice::chosen() : WorkspaceSession::pythonPrefixOfCli(cli);
    // A run that ended with this approval is shown as it was, unless the plan (or the analysis)
    // changed since: then the new plan's command is built.
    read.start.showUsed = saved && hasEnded(saved->run.status) && saved->approval.status == ApprovalStatus::Approved
        && saved->planSha256 == read.planSha && saved->analysisSha256 == read.analysisSha;
    return read;
}

/// The build's second half, on the writer's thread: the manifest on disk as it is now, what the
/// rebuilt command does to its approval, and the write.
CommandView compareAndWrite(const QString &root, ManifestInputs inputs, bool write, const QByteArray &replaceUndecided)
{
    CommandView view;
    Json saved;
    const QString path = root + u'/' + artifactFileName(ArtifactKind::Manifest);
    if (QFileInfo::exists(path)) {
        if (Result<LoadedDocument> loaded = ArtifactIo::load(path); loaded)
            saved = std::move(loaded->json);
    }
    const Json rebuilt = CommandStep::manifest(inputs);
    view.outcome = CommandStep::afterRebuild(saved, rebuilt);
    // The file stays as it is when its approval holds, or when it is an unapproved command equal to
    // the one built now (only its times differ): then the command shown is the file's, byte for
    // byte, so that approving it approves what is on disk (a reopened workspace's pending command
    // was refused as "changed on disk" at every try: its times were not the rebuilt ones).
    const bool fileStays = view.outcome.approval == RebuildOutcome::Approval::Kept
        || (view.outcome.approval == RebuildOutcome::Approval::None && !view.outcome.write && !saved.is_null());
    view.manifest = fileStays ? saved : rebuilt;
    // A run recorded as going (started between the build's two halves) keeps its record: a
    // rebuilt command never lands over it.
    const Result<RunManifest> typed = RunManifest::fromJson(saved);
    if (typed && typed->run.status == RunStatus::Running) {
        view.manifest = saved;
        view.outcome.write = false;
        view.runGoing = true;
    } else if (typed && view.outcome.approval == RebuildOutcome::Approval::UsedByRun && Acceptance::awaitsDecision(*typed)
               && ManifestBuilder::token(saved) != replaceUndecided) {
        // A result that waits for the user's decision is the only way to accept it: the next
        // command never replaces it unless the user said so (page 3's question, --replace-undecided).
        view.manifest = saved;
        view.outcome.write = false;
        view.undecidedKept = true;
    }
    // No folder chosen: nothing to write (the gate says to choose one; run_manifest.yaml's schema
    // would refuse an empty output folder in words no user should read).
    if (inputs.outputDir.path.trimmed().isEmpty())
        view.outcome.write = false;
    if (write && view.outcome.write) {
        if (Status written = Workspace::saveArtifact(root, ArtifactKind::Manifest, rebuilt); !written)
            view.writeError = written.error().message;
        else
            view.written = true;
    }
    view.onDisk = view.written ? rebuilt : saved;
    view.blockers = ManifestBuilder::blockers(inputs);
    view.inputs = std::move(inputs);
    return view;
}

} // namespace

CommandSession::CommandSession(WorkspaceWriter *writer, RunSession *run, QObject *parent)
    : QObject(parent),
      m_writer(writer),
      m_run(run),
      m_readinessProbe(new ReadinessProbe(this)),
      m_generation(std::make_shared<std::atomic<quint64>>(0))
{
    connect(m_readinessProbe, &ReadinessProbe::finished, this, [this](const ReadinessReport &report) {
        m_readiness = report;
        emit readinessChanged();
    });
}

CommandSession::~CommandSession()
{
    ++*m_generation; // a build still on its way writes nothing
}

void CommandSession::setRoot(const QString &root)
{
    if (root == m_root)
        return;
    m_root = root;
    ++*m_generation;
    m_loaded = false;
    m_analysis.reset();
    m_plan.reset();
    m_analysisSha.clear();
    m_planSha.clear();
    m_saved = Json();
    m_replaceUndecided.clear();
    m_proposal.clear();
    m_outputDir.clear();
    m_readiness.reset();
    m_targetReport.reset();
    m_runId.clear();
    m_building = m_slow = m_showingUsed = m_hadRun = false;
    m_voided.reset();
    m_lastRunOutOfMemory.reset();
    m_view.reset();
}

void CommandSession::load(const QString &shownOutput, bool outputEdited, bool outputProposed)
{
    m_loaded = false;
    m_leftUsedWhileLoading = false;
    if (m_root.isEmpty()) {
        emit loadFailed(tr("No workspace is open."));
        return;
    }
    const QString root = m_root;
    m_writer->afterWith(
        this, [root, shownOutput, outputEdited, outputProposed] { return readInputs(root, shownOutput, outputEdited, outputProposed); },
        [this, root](ReadInputs read) {
            if (root != m_root)
                return; // another workspace meanwhile
            if (!read.error.isEmpty()) {
                emit loadFailed(read.error);
                return;
            }
            m_analysis = std::move(read.analysis);
            m_analysisSha = read.analysisSha;
            m_plan = std::move(read.plan);
            m_planSha = read.planSha;
            m_saved = read.saved;
            m_proposal = read.proposal;
            if (!read.start.outputDir.isEmpty() && m_outputDir.isEmpty())
                m_outputDir = read.start.outputDir; // the caller's folder, once given, is the one built
            // A change the user made while the inputs were read (a check ticked on a slow start)
            // already asked for the next command: the used approval is not shown again over it.
            m_showingUsed = read.start.showUsed && !running() && !m_leftUsedWhileLoading;
            m_leftUsedWhileLoading = false;
            if (read.start.showUsed || read.ranBefore)
                m_hadRun = true;
            m_lastRunOutOfMemory = read.lastRunOutOfMemory;
            m_loaded = true;
            emit started(read.start);
        });
}

void CommandSession::proposeNextOutput(const QString &usedFolder)
{
    if (!m_analysis || !m_plan) {
        emit nextOutputProposed(usedFolder, QString());
        return;
    }
    const QString parent = QDir::homePath() + u"/quantized"_s;
    const QString model = QFileInfo(m_analysis->modelPath).fileName();
    const QString scheme = m_plan->globalScheme;
    if (!OutputDirRules::isProposal(usedFolder, parent, model, scheme)) {
        emit nextOutputProposed(usedFolder, QString());
        return;
    }
    runInBackground(this, [parent, model, scheme] { return OutputDirRules::proposal(parent, model, scheme); },
                    [this, usedFolder](const QString &next) {
                        m_proposal = next;
                        emit nextOutputProposed(usedFolder, next);
                    });
}

void CommandSession::setEnvironment(const EnvironmentFacts &facts, const QString &pythonPrefix)
{
    m_facts = facts;
    m_pythonPrefix = pythonPrefix;
}

void CommandSession::checkEnvironmentHere(const QString &pythonPrefix, const QString &quarkCli)
{
    auto *probe = new EnvironmentProbe(this);
    connect(probe, &EnvironmentProbe::finished, this, [this, probe, pythonPrefix](const EnvironmentFacts &facts) {
        probe->deleteLater();
        const auto checked = [this, facts, pythonPrefix] {
            setEnvironment(facts, pythonPrefix);
            emit environmentChecked();
        };
        // The datasets and the model next, as page 3 asks them (nothing to ask before load()).
        if (!m_analysis || !m_plan) {
            checked();
            return;
        }
        connect(this, &CommandSession::readinessChanged, this, checked, Qt::SingleShotConnection);
        checkReadiness();
    });
    probe->probe(pythonPrefix, quarkCli);
}

void CommandSession::setChecks(std::optional<bool> loadCheck, std::optional<bool> baseline)
{
    m_loadCheck = loadCheck;
    m_baseline = baseline;
}

void CommandSession::checkReadiness()
{
    if (!m_analysis || !m_plan)
        return;
    m_readiness.reset();
    m_readinessProbe->check(AnalysisFacts::fromJson(m_analysis->document()), *m_plan);
}

bool CommandSession::setTarget(const std::optional<TargetProfile> &target)
{
    if (target == m_target)
        return false;
    m_target = target;
    m_targetReport.reset();
    if (m_preflight)
        m_preflight->deleteLater();
    m_preflight.clear();
    return true;
}

QString CommandSession::targetsPath()
{
    return TargetStore::defaultPath();
}

void CommandSession::loadTargets()
{
    runInBackground(this, [path = targetsPath()] { return TargetStore::load(path); },
                    [this](const Result<QList<TargetProfile>> &loaded) {
                        m_targetsError = loaded ? QString() : loaded.error().message;
                        m_targets = loaded ? *loaded : QList<TargetProfile>();
                        emit targetsLoaded();
                    });
}

void CommandSession::watchTargets()
{
    if (m_watchingTargets)
        return;
    m_watchingTargets = true;
    // A target saved anywhere else (File → Settings, another process) reaches Runs on too.
    connect(new TargetStoreWatcher(targetsPath(), this), &TargetStoreWatcher::changed, this, [this] {
        if (!running())
            loadTargets();
    });
}

std::optional<TargetProfile> CommandSession::targetNamed(const QString &name) const
{
    return name.isEmpty() ? std::nullopt : TargetStore::find(m_targets, name);
}

OutputChoice CommandSession::outputDirForTarget(const std::optional<TargetProfile> &target, const QString &localOutput) const
{
    const Result<RunManifest> saved = RunManifest::fromJson(m_saved);
    const QString savedOn = saved && saved->target ? saved->target->name : QString();
    if (target && saved && savedOn == target->name)
        return {saved->outputDir};
    if (target) {
        const QString model = QFileInfo(m_analysis ? m_analysis->modelPath : QString()).fileName();
        const QString scheme = m_plan ? m_plan->globalScheme : QString();
        return {TargetRecord::defaultOutputDir(*target, QStringList{model, scheme}.join(u'-').remove(u' '))};
    }
    if (!localOutput.isEmpty() && !(saved && localOutput == saved->outputDir && !savedOn.isEmpty()))
        return {localOutput};
    return {QString(), true};
}

void CommandSession::listManagedEnvironments()
{
    runInBackground(this, [path = EnvRegistry::defaultPath()] {
        EnvRegistry registry(path);
        ManagedEnvironments listed;
        if (const Status loaded = registry.load(); !loaded)
            listed.error = loaded.error().message;
        else
            listed.entries = registry.entries();
        return listed;
    }, [this](const ManagedEnvironments &listed) { emit managedEnvironments(listed); });
}

void CommandSession::checkTarget()
{
    if (!m_target)
        return;
    if (m_preflight)
        m_preflight->deleteLater();
    m_targetReport.reset();
    auto *preflight = new TargetPreflight(*m_target, this);
    m_preflight = preflight;
    preflight->setPaths(m_analysis ? m_analysis->modelPath : QString(), m_outputDir.trimmed());
    // The estimate of the last build, else a rough one from the documents (the time limit asked of Slurm).
    const ResourceEstimate estimate = m_view ? m_view->inputs.estimate
                                             : ResourceEstimator::estimate(AnalysisFacts::fromJson(m_analysis ? m_analysis->document() : Json()),
                                                                           m_plan ? *m_plan : PlanDocument(), {});
    preflight->setEstimatedMinutes(int(std::ceil(estimate.timeHighMinutes)));
    connect(preflight, &TargetPreflight::progress, this, [this, preflight](const QString &step) {
        if (preflight == m_preflight)
            emit targetProgress(step);
    });
    connect(preflight, &TargetPreflight::finished, this, [this, preflight](const TargetReport &report) {
        preflight->deleteLater();
        if (preflight != m_preflight)
            return; // another target was chosen meanwhile
        m_preflight.clear();
        m_targetReport = report;
        emit targetChecked(report);
    });
    preflight->start();
}

bool CommandSession::running() const
{
    return m_run && m_run->isRunning();
}

bool CommandSession::canBuild() const
{
    if (!m_loaded || !m_analysis || !m_plan || m_root.isEmpty())
        return false;
    // This machine's command waits for its environment check and the readiness; a target's has its own check.
    return m_target || (m_facts && m_readiness);
}

CommandRequest CommandSession::request()
{
    CommandRequest request;
    request.analysis = m_analysis ? m_analysis->document() : Json();
    request.analysisSha256 = m_analysisSha;
    request.plan = m_plan ? m_plan->document() : Json();
    request.planSha256 = m_planSha;
    request.workspace = m_root;
    request.environment = m_facts.value_or(EnvironmentFacts());
    request.cli = m_cli;
    request.outputDir = m_outputDir;
    request.devices = m_devices;
    request.pythonPrefix = m_pythonPrefix; // the one the facts are of
    request.readiness = m_readiness;
    request.loadCheck = m_loadCheck;
    request.baseline = m_baseline;
    if (m_target) {
        request.target = m_target;
        request.targetReport = m_targetReport;
        // One run folder per approval: kept while the command is rebuilt, new once its run ended.
        const Result<RunManifest> saved = RunManifest::fromJson(m_saved);
        const QString savedRunId = saved && saved->target ? saved->target->runId : QString();
        if (m_runId.isEmpty() && !savedRunId.isEmpty() && !hasEnded(saved->run.status) && saved->run.status != RunStatus::Running)
            m_runId = savedRunId;
        if (m_runId.isEmpty() || (saved && hasEnded(saved->run.status) && savedRunId == m_runId))
            m_runId = RemoteRunner::makeRunId();
        request.runId = m_runId;
    }
    return request;
}

void CommandSession::build()
{
    m_showingUsed = false; // the next command is built: what the user changed, or a first visit
    if (running() || !canBuild()) {
        m_building = false;
        return;
    }
    startPrepare(true);
}

void CommandSession::refresh()
{
    if (m_showingUsed && !running()) {
        // The used approval stays on screen; its findings follow the answers, nothing is written.
        if (canBuild() && !m_target)
            startPrepare(false);
        return;
    }
    build();
}

void CommandSession::showUsed(bool on)
{
    if (!on && !m_loaded)
        m_leftUsedWhileLoading = true;
    if (on && !m_showingUsed) {
        ++*m_generation;
        m_building = m_slow = false;
    }
    m_showingUsed = on;
}

void CommandSession::startPrepare(bool write)
{
    const quint64 generation = ++*m_generation;
    m_building = write;
    m_slow = false;
    if (write) {
        emit building();
        // Said only when it takes a while (a folder on a slow network mount): not a flash per keystroke.
        QTimer::singleShot(400, this, [this, generation] {
            if (generation == *m_generation && m_building) {
                m_slow = true;
                emit slow();
            }
        });
    }
    // The output folder's checks (its ancestors, the free space) and the environment's files are
    // looked at on a pool thread: a folder on a hung mount never holds the writer or the caller.
    runInBackground(this, [request = request()] { return CommandStep::prepare(request); },
                    [this, generation, write](ManifestInputs inputs) {
                        if (generation != *m_generation)
                            return; // a newer build was asked meanwhile: its answer is the one shown
                        if (!write) {
                            if (m_showingUsed)
                                emit usedFindings(inputs);
                            return;
                        }
                        finishBuild(generation, std::move(inputs));
                    });
}

void CommandSession::finishBuild(quint64 generation, ManifestInputs inputs)
{
    if (running()) { // a run started meanwhile: its manifest is not rebuilt
        m_building = false;
        return;
    }
    const QString root = m_root;
    const std::shared_ptr<std::atomic<quint64>> newest = m_generation;
    m_writer->afterWith(
        this,
        [root, newest, generation, replace = m_replaceUndecided, inputs = std::move(inputs)]() mutable -> std::optional<CommandView> {
            if (generation != *newest)
                return std::nullopt; // superseded before its turn: nothing is read or written
            return compareAndWrite(root, std::move(inputs), true, replace);
        },
        [this, generation](std::optional<CommandView> view) {
            if (!view)
                return;
            // A build superseded while it ran has still written: what it found of the approval it
            // replaced is true, and is the only record of it (the next build compares with the
            // pending file this one wrote). So the void and its reason are kept either way; the
            // CI flake of the approved file edited on disk was this reason lost under load.
            const RebuildOutcome &outcome = view->outcome;
            if (outcome.approval != RebuildOutcome::Approval::Kept && !view->undecidedKept) {
                if (outcome.approval != RebuildOutcome::Approval::None)
                    m_voided = outcome;
                const Result<RunManifest> before = RunManifest::fromJson(m_saved);
                m_hadRun = m_hadRun || (before && before->run.status != RunStatus::Pending)
                    || outcome.approval == RebuildOutcome::Approval::UsedByRun;
            }
            if (generation != *m_generation) {
                if (view->written) {
                    m_saved = view->onDisk;
                    emit workspaceTouched();
                }
                return;
            }
            m_building = false;
            m_slow = false;
            m_saved = view->onDisk;
            m_view = std::move(*view);
            if (m_view->written)
                emit workspaceTouched();
            emit built(*m_view);
        });
}

void CommandSession::approve(QObject *context, std::function<void(Result<Json>)> done)
{
    if (!m_view || m_building || m_root.isEmpty()) {
        done(Error{Error::Code::Usage, tr("The command is still being built: it is approved once it is shown.")});
        return;
    }
    if (running()) {
        done(Error{Error::Code::Usage, tr("A run is in progress: a new command is approved once it has ended.")});
        return;
    }
    const QString root = m_root;
    const Json shown = m_view->manifest;
    struct Approval
    {
        Result<Json> manifest;
        bool changedOnDisk = false; ///< the file is not the command shown: nothing was approved
    };
    m_writer->afterWith(
        context,
        [root, shown]() -> Approval {
            // Read, check and write as one job: the file approved is the command the user read.
            const QString path = root + u'/' + artifactFileName(ArtifactKind::Manifest);
            Result<LoadedDocument> loaded = ArtifactIo::load(path);
            if (!loaded)
                return {loaded.error()};
            if (loaded->json != shown)
                return {Error{Error::Code::Invalid,
                              tr("%1 changed on disk since this command was shown: nothing was approved. The command "
                                 "is built again; read it, then approve it.")
                                  .arg(QDir::toNativeSeparators(path))},
                        true};
            Result<Json> approved = ManifestBuilder::approve(loaded->json);
            if (!approved)
                return {approved.error()};
            if (Status saved = Workspace::saveArtifact(root, ArtifactKind::Manifest, *approved); !saved)
                return {saved.error()};
            return {std::move(approved)};
        },
        [this, done = std::move(done)](Approval approval) {
            if (approval.manifest) {
                m_saved = *approval.manifest;
                if (m_view)
                    m_view->manifest = *approval.manifest;
                m_voided.reset();
                emit workspaceTouched();
            } else if (approval.changedOnDisk) {
                build(); // what is on disk now decides the command shown next
            }
            done(std::move(approval.manifest));
        });
}

void CommandSession::recheckDisk()
{
    const auto quiet = [this] { return m_view && !m_building && !m_showingUsed && !running() && !m_root.isEmpty(); };
    if (!quiet())
        return;
    const QString path = m_root + u'/' + artifactFileName(ArtifactKind::Manifest);
    m_writer->afterWith(
        this, [path] { return ArtifactIo::load(path); },
        [this, quiet, root = m_root](const Result<LoadedDocument> &onDisk) {
            // Read after this session's own writes, and answered after their answers: the shown
            // command is the one written, unless someone else wrote since.
            if (!quiet() || root != m_root || (onDisk && onDisk->json == m_view->manifest))
                return;
            build();
        });
}

} // namespace ptq
