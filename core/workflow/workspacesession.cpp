#include "workflow/workspacestate.h"
#include "workflow/workspacesession.h"

#include "plan/knownrelease.h"
#include "plan/quarkapi.h"

#include "workflow/background.h"

#include "workflow/rungate.h"
#include "workflow/runstep.h"

#include "artifacts/artifactio.h"
#include "artifacts/documents.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "env/envdiscovery.h"

#include <QFileInfo>

#include <memory>
#include <utility>

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

WorkspaceSession::WorkspaceSession(QObject *parent)
    : QObject(parent),
      m_intake(new IntakeService(this)),
      m_probe(new QuarkCliProbe(this)),
      m_environmentProbe(new EnvironmentProbe(this)),
      m_watcher(new QFutureWatcher<WorkspaceState>(this)),
      m_writer(new WorkspaceWriter(this)),
      m_run(new RunSession(m_writer, this)),
      m_command(new CommandSession(m_writer, m_run, this)),
      m_plan(new PlanSession(m_writer, this)),
      m_files(new WorkspaceWatcher(this))
{
    connect(m_run, &RunSession::workspaceTouched, this, &WorkspaceSession::refresh);
    // Changed by anyone (an editor, `ptq-studio accept` in a terminal): the pages see it as the
    // state read again, as after this process's own writes.
    connect(m_files, &WorkspaceWatcher::changed, this, &WorkspaceSession::refresh);
    connect(m_command, &CommandSession::workspaceTouched, this, &WorkspaceSession::refresh);
    // Every write refreshes the state, whether or not its requester still exists.
    connect(m_writer, &WorkspaceWriter::written, this, &WorkspaceSession::refresh);
    connect(m_writer, &WorkspaceWriter::writeFailed, this, &WorkspaceSession::refresh);
    m_cliNote = tr("No quark-cli asked yet: using the catalog of quark-cli %1.").arg(m_cli.generation);
    // A known amd-quark release answers from the app's knowledge at once; quark-cli's own answer
    // follows and confirms it, or replaces it (and the difference is said).
    connect(m_probe, &QuarkCliProbe::answeredFromKnowledge, this, [this](const CliCapabilities &known) {
        m_known = known;
        m_cli = known;
        m_cliDisagreement.clear();
        m_cliNote = tr("amd-quark %1 at %2 is a release PTQ Studio knows: its choices are shown at once while "
                       "quark-cli confirms them in the background…")
                        .arg(known.quarkVersion, known.cliPath);
        emit cliCapabilitiesChanged();
    });
    connect(m_probe, &QuarkCliProbe::finished, this, [this](const Result<CliCapabilities> &result) {
        if (!result && result.error().code == Error::Code::Cancelled)
            return; // asked again: the newer question answers
        const std::optional<CliCapabilities> known = std::exchange(m_known, std::nullopt);
        if (known && (!result || !result->fromApi())) {
            // quark-cli could not say it all (it failed, or its API did not answer): what is known of
            // its release stands, marked unconfirmed; page 3's environment check says what is broken.
            const QString why = result ? QuarkApi::summary(result->apiError) : QuarkApi::summary(result.error().message);
            m_cliNote = tr("amd-quark %1 at %2 is a release PTQ Studio knows; quark-cli could not confirm it: %3")
                            .arg(known->quarkVersion, known->cliPath, why);
            emit cliCapabilitiesChanged();
            return;
        }
        if (result) {
            m_cli = *result;
            m_cliNote = m_cli.fromApi()
                ? tr("Checked against %1 (amd-quark %2, from its --help and its Python API).").arg(m_cli.cliPath, m_cli.quarkVersion)
                : tr("Checked against %1 (quark-cli %2, from its --help; its Python API could not be asked: %3).")
                      .arg(m_cli.cliPath, m_cli.generation, QuarkApi::summary(m_cli.apiError));
            if (known) {
                const QStringList differences = KnownReleases::differences(*known, m_cli);
                if (differences.isEmpty())
                    m_cliNote = tr("Checked against %1 (amd-quark %2, a release PTQ Studio knows; confirmed by its --help "
                                   "and its Python API).")
                                    .arg(m_cli.cliPath, m_cli.quarkVersion);
                else
                    m_cliDisagreement = tr("quark-cli answered differently from what PTQ Studio knows of amd-quark %1 — %2. "
                                           "Its own answer is used.")
                                            .arg(known->quarkVersion, differences.join(u"; "_s));
            }
        } else {
            m_cli = QuarkCatalog::newest();
            m_cliNote = tr("%1 Using the catalog of quark-cli %2 instead.").arg(result.error().message, m_cli.generation);
            m_cli.catalogWhy = tr("quark-cli could not be asked: %1 Checked against the built-in catalog of quark-cli %2 instead.")
                                   .arg(result.error().message, m_cli.generation);
        }
        emit cliCapabilitiesChanged();
    });
    connect(m_watcher, &QFutureWatcher<WorkspaceState>::finished, this, &WorkspaceSession::onInspected);
}

WorkspaceSession::~WorkspaceSession()
{
    m_writer->waitForDone(); // an artifact asked to be written is written, even at exit
    m_watcher->waitForFinished(); // a short file read; the worker must not outlive the session
}

void WorkspaceSession::setSuggestedModel(const QString &source)
{
    m_suggestedModel = source;
    emit suggestedModelChanged(source);
}

void WorkspaceSession::setWorkspace(Workspace workspace)
{
    m_workspace.emplace(std::move(workspace));
    m_run->setRoot(m_workspace->root());
    m_command->setRoot(m_workspace->root());
    m_plan->setRoot(m_workspace->root());
    m_state = WorkspaceState();
    m_state.root = m_workspace->root();
    m_files->watch(m_workspace->root());
    emit workspaceChanged(m_workspace->root());
    refresh();
    // The Python probes take seconds to minutes with a real torch: they start now, for the
    // environment this workspace uses, and are done by the time the user reaches pages 2 and 3.
    const QString root = m_workspace->root();
    runInBackground(this, [root] { return workspacePythonPrefix(root); }, [this, root](const QString &prefix) {
        if (m_workspace && m_workspace->root() == root)
            prewarmProbes(prefix);
    });
}

QString WorkspaceSession::pythonPrefixOfCli(const QString &cli)
{
    if (cli.isEmpty())
        return {};
    const QFileInfo bin(QFileInfo(cli).absolutePath());
    if (bin.fileName() == u"bin"_s && QFileInfo::exists(bin.filePath() + u"/python"_s))
        return QFileInfo(bin.absolutePath()).absoluteFilePath();
    return {};
}

QString WorkspaceSession::workspacePythonPrefix(const QString &root)
{
    if (const Result<LoadedDocument> manifest = ArtifactIo::load(root + u'/' + artifactFileName(ArtifactKind::Manifest)); manifest) {
        if (const Result<RunManifest> typed = RunManifest::fromJson(manifest->json); typed && !typed->quarkCli().isEmpty())
            return pythonPrefixOfCli(typed->quarkCli());
    }
    if (const Result<LoadedDocument> plan = ArtifactIo::load(root + u'/' + artifactFileName(ArtifactKind::Plan)); plan) {
        if (const Result<PlanDocument> typed = PlanDocument::fromJson(plan->json); typed && !typed->cliPath.isEmpty())
            return pythonPrefixOfCli(typed->cliPath);
    }
    return EnvChoice::chosen(); // chosen outside a workspace (the chooser, File → Quark Environment…)
}

void WorkspaceSession::prewarmProbes(const QString &pythonPrefix)
{
    if (m_run->isRunning())
        return; // a run's environment was checked before it started; nothing to warm
    if (!m_environmentProbe->isRunning() || m_environmentProbe->prefix() != pythonPrefix)
        m_environmentProbe->probe(pythonPrefix);
    // The environment's quark-cli is looked for off this thread (a prefix on a hung mount).
    runInBackground(this, [pythonPrefix] { return QuarkCliProbe::findQuarkCli(pythonPrefix); }, [this](const QString &cli) {
        if (!m_probe->isRunning() && (m_cli.source == CliCapabilities::Source::Catalog || (!cli.isEmpty() && cli != m_cli.cliPath)))
            detectQuarkCli(cli);
    });
}

void WorkspaceSession::detectQuarkCliOf(const QString &pythonPrefix)
{
    runInBackground(this, [pythonPrefix] { return QuarkCliProbe::findQuarkCli(pythonPrefix); }, [this](const QString &cli) {
        if (!cli.isEmpty() && cli != m_cli.cliPath)
            detectQuarkCli(cli);
    });
}

bool WorkspaceSession::apiErrorHasDetails(const QString &apiError)
{
    return !apiError.isEmpty() && QuarkApi::summary(apiError) != apiError.trimmed();
}

QString WorkspaceSession::cpuPlanCannotRun() const
{
    const std::optional<EnvironmentFacts> &facts = m_environmentProbe->lastFacts();
    return facts ? EnvironmentRules::cpuPlanCannotRun(*facts) : QString();
}

bool WorkspaceSession::isRefreshing() const
{
    return m_watcher->isRunning();
}

void WorkspaceSession::refresh()
{
    if (!m_workspace)
        return;
    if (m_watcher->isRunning()) {
        m_refreshAgain = true; // the files may have changed after the running inspection read them
        return;
    }
    const QString root = m_workspace->root();
    m_watcher->setFuture(QtConcurrent::run([root] { return WorkspaceInspector::inspect(root); }));
}

void WorkspaceSession::saveArtifact(ArtifactKind kind, const Json &document, QObject *context,
                                 std::function<void(Status)> done)
{
    if (!m_workspace) {
        done(Error{Error::Code::Usage, tr("No workspace is open.")});
        return;
    }
    m_writer->save(m_workspace->root(), kind, document, context, std::move(done));
}

void WorkspaceSession::loadArtifact(ArtifactKind kind, QObject *context, std::function<void(Result<LoadedDocument>)> done)
{
    if (!m_workspace) {
        done(Error{Error::Code::Usage, tr("No workspace is open.")});
        return;
    }
    const QString path = m_workspace->artifactPath(kind);
    runInBackground(context, [path] { return ArtifactIo::load(path); }, std::move(done));
}

void WorkspaceSession::detectQuarkCli(const QString &executable)
{
    const QString path = executable.isEmpty() ? QuarkCliProbe::findQuarkCli() : executable;
    m_known.reset(); // an answer still to come is for the new question
    m_cliDisagreement.clear();
    if (path.isEmpty()) {
        m_cli = QuarkCatalog::newest();
        m_cliNote = tr("No quark-cli on PATH: the plan is checked against the catalog of quark-cli %1. The next page "
                       "names the Python environment to use, or sets one up (Set up Quark for me…).")
                        .arg(m_cli.generation);
        emit cliCapabilitiesChanged();
        return;
    }
    m_cliNote = tr("Asking %1 what it accepts…").arg(path);
    // Until it answers, the plan on screen is the catalog's, and its row says so (not "none found").
    if (m_cli.source != CliCapabilities::Source::Help || m_cli.cliPath != path) {
        m_cli = QuarkCatalog::newest();
        m_cli.catalogWhy = tr("Still asking %1; until it answers, checked against the built-in catalog of quark-cli %2.")
                               .arg(path, m_cli.generation);
    }
    emit cliCapabilitiesChanged();
    m_probe->probe(path);
}

void WorkspaceSession::onInspected()
{
    if (m_refreshAgain) {
        m_refreshAgain = false;
        refresh();
        return;
    }
    WorkspaceState state = m_watcher->result();
    if (!m_workspace || state.root != m_workspace->root())
        return;
    m_state = std::move(state);
    emit stateChanged(m_state);
}

} // namespace ptq
