#include "envsetupsession.h"
#include "envsetupstep.h"

#include "env/envdefaults.h"

#include <QDir>
#include <QFileInfo>

#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

EnvSetupOutcome EnvSetupOutcome::fromResult(const EnvResult &result)
{
    EnvSetupOutcome o;
    o.outcome = result.outcome == EnvResult::Outcome::Succeeded ? Outcome::Succeeded
        : result.outcome == EnvResult::Outcome::Cancelled       ? Outcome::Cancelled
                                                                : Outcome::Failed;
    o.error = result.error;
    o.failedStep = result.failedStep;
    o.logPath = result.logPath;
    o.envPath = result.path;
    if (result.entry) {
        o.versions.insert(u"amd-quark"_s, result.entry->quark);
        o.versions.insert(u"PyTorch"_s, result.entry->torch);
        o.versions.insert(u"Python"_s, result.entry->python);
    }
    return o;
}

QString EnvSetupOutcome::key(Outcome outcome)
{
    switch (outcome) {
    case EnvSetupOutcome::Outcome::Succeeded: return toString(EnvResult::Outcome::Succeeded);
    case EnvSetupOutcome::Outcome::Cancelled: return toString(EnvResult::Outcome::Cancelled);
    case EnvSetupOutcome::Outcome::Failed: break;
    }
    return toString(EnvResult::Outcome::Failed);
}

EnvSetupSession::EnvSetupSession(QObject *parent)
    : QObject(parent),
      m_registryPath(EnvRegistry::defaultPath()),
      m_environmentsDir(EnvDefaults::defaultEnvironmentsDir()),
      m_env(QProcessEnvironment::systemEnvironment()),
      m_probe(new EnvMachineProbe(this)),
      m_finder(new EnvFinder(this))
{
    // The accelerator, then the pip a new venv gets and its settings, then a proposal.
    connect(m_probe, &EnvMachineProbe::probed, this, [this](const EnvMachineFacts &facts) {
        m_accelerator = facts.accelerator;
        m_pip = facts.pip;
        m_pipSettings = facts.pipSettings;
        m_pipSettingsProblem = facts.pipSettingsProblem;
        repropose();
    });
}

EnvSetupSession::~EnvSetupSession()
{
    if (m_manager && m_manager->isRunning())
        m_manager->cancel(); // whoever asked is gone: pip does not go on unseen
}

void EnvSetupSession::setProcessEnvironment(const QProcessEnvironment &env)
{
    m_env = env;
    m_probe->setEnvironment(env);
}

QString EnvSetupSession::registryProblem(const EnvRegistry &registry, const QString &folder, const QString &name,
                                         bool replacing)
{
    EnvEntry entry;
    entry.path = folder;
    entry.name = name.isEmpty() ? QFileInfo(folder).fileName() : name;
    const std::optional<EnvEntry> byPath = registry.findByPath(folder);
    const std::optional<EnvEntry> byName = registry.find(entry.name);
    if (!byPath && !byName)
        return {};
    // A setup by another process is never replaced; the failed attempt being replaced is
    // registered there, and goes first.
    if (const Status claim = registry.claimProblem(entry, true); !claim && claim.error().code == Error::Code::Locked)
        return claim.error().message;
    if (replacing)
        return {};
    if (byPath)
        return tr("%1 is already the registered environment %2: choose a new folder.").arg(folder, byPath->name);
    if (name.isEmpty())
        return tr("An environment named %1 is already registered (%2), and a new environment is named after its "
                  "folder: choose a folder with another name.")
            .arg(entry.name, byName->path);
    return tr("An environment named %1 is already registered (%2): choose another name.").arg(entry.name, byName->path);
}

InstallerInput EnvSetupSession::shippedInstaller(bool preferPip, const QString &uvCacheDir,
                                                const std::optional<PipSettings> &pipSettings, const QString &pipSettingsProblem)
{
    InstallerInput installer;
    installer.preferPip = preferPip;
    installer.uvLockText = EnvDefaults::shippedUvLock();
    installer.uvCacheDir = uvCacheDir;
    installer.pipSettings = pipSettings;
    installer.pipSettingsProblem = pipSettingsProblem;
    return installer;
}

EnvSetupProposal EnvSetupSession::propose(const EnvSetupRequest &request)
{
    RecipeInput input;
    input.python = request.python;
    input.accelerator = request.accelerator;
    input.overrides = request.overrides;
    input.lockText = EnvDefaults::shippedLock();
    input.managedText = EnvDefaults::shippedManagedLock();
    input.environment = request.environment;
    input.installer = shippedInstaller(request.overrides.preferPip, request.uvCacheDir, request.pipSettings,
                                       request.pipSettingsProblem);
    EnvSetupProposal p;
    p.folder = request.folder;
    if (p.folder.isEmpty()) { // named after the build the recipe chooses
        input.targetDir = request.environmentsDir + u"/quark"_s;
        p.folder = EnvDefaults::proposedFolder(request.environmentsDir, input.lockText,
                                               EnvRecipeBuilder::build(input).choice.variant.tag);
    }
    input.targetDir = p.folder;
    p.recipe = request.pip.isNull() ? EnvRecipeBuilder::build(input)
                                    : EnvRecipeBuilder::withProgressBar(EnvRecipeBuilder::build(input), request.pip);
    const bool replacing = !request.replacingPath.isEmpty();
    // What the registry says of the folder and the name (the failed attempt being replaced is
    // registered there, and goes first; a setup by another process never does).
    if (p.recipe.folderProblem.isEmpty() && request.registry) {
        if (const QString problem = registryProblem(*request.registry, p.folder, request.name, replacing); !problem.isEmpty()) {
            p.recipe.folderProblem = problem;
            p.recipe.problems.append(problem);
        }
    }
    // What the disk says of the folder (taken, not writable), at the gate rather than at start.
    if (p.recipe.folderProblem.isEmpty()) {
        if (QString problem = EnvDefaults::folderProblem(p.folder, replacing); !problem.isEmpty()) {
            p.recipe.folderProblem = problem;
            p.recipe.problems.append(problem);
        }
    }
    if (replacing)
        p.recipe.notes.prepend(tr("The half-made environment of the failed attempt in %1 is deleted first, once you "
                                  "approve; its log %2 is kept.")
                                   .arg(request.replacingPath, request.replacingLog));
    if (request.python.isEmpty())
        p.recipe.problems.prepend(tr("No Python 3.11 to 3.13 was found on PATH (python3.11, python3.12, python3.13, "
                                     "python3): install one, then try again."));
    return p;
}

bool EnvSetupSession::start()
{
    m_registry = std::make_unique<EnvRegistry>(m_registryPath);
    if (const Status loaded = m_registry->load(); !loaded) {
        // A damaged registry is named and kept; no environment is registered over it.
        m_manager.reset();
        emit startFailed(loaded.error().message);
        return false;
    }
    m_manager = std::make_unique<EnvManager>(m_registry.get());
    m_manager->setBaseEnvironment(m_env);
    if (m_python.isEmpty())
        m_python = EnvDefaults::findPython(m_env.value(u"PATH"_s));
    EnvManager *manager = m_manager.get();
    connect(manager, &EnvManager::stepStarted, this, &EnvSetupSession::stepStarted);
    connect(manager, &EnvManager::progress, this, &EnvSetupSession::progress);
    connect(manager, &EnvManager::logText, this, &EnvSetupSession::logText);
    connect(manager, &EnvManager::stalled, this, &EnvSetupSession::stalled);
    connect(manager, &EnvManager::finished, this, &EnvSetupSession::onFinished);
    connect(manager, &EnvManager::removed, this, [this](const QString &, const Status &status) { onRemoved(status); });

    // The environments already here are offered first; a new one is the fallback.
    DiscoveryPlaces places = m_places.value_or(DiscoveryPlaces::fromEnvironment(m_env));
    if (!m_places)
        places.registryPath = m_registryPath;
    places.projectDirs += m_projectDirs;
    connect(m_finder, &EnvFinder::found, this, [this, places](const QList<FoundEnvironment> &found) {
        emit environmentsFound(found, EnvDiscovery::placesText(places));
    }, Qt::SingleShotConnection);
    m_finder->find(places);
    m_probe->probe(m_python);
    return true;
}

bool EnvSetupSession::isBusy() const
{
    return (m_manager && m_manager->isRunning()) || !m_pendingDigest.isEmpty();
}

void EnvSetupSession::setFolder(const QString &folder)
{
    m_target = folder;
    m_targetChosen = true;
    // Only a failed attempt in the chosen folder is replaced: one elsewhere stays (broken, with
    // its log), and the review does not announce deleting it.
    m_replace = failedAttemptIn(folder);
    repropose();
}

void EnvSetupSession::approve(const QByteArray &digest)
{
    if (!m_manager)
        return;
    if (m_replace.isEmpty()) {
        startApproved(digest);
        return;
    }
    // The approved commands go into the failed attempt's folder: that half-made environment (as
    // the review said) is removed first; its log stays.
    const QString name = std::exchange(m_replace, QString());
    m_pendingDigest = digest;
    m_cancelWhileRemoving = false;
    if (const Status removing = m_manager->remove(name); !removing) {
        m_pendingDigest.clear();
        emit startFailed(removing.error().message);
        return;
    }
    emit removingFailedAttempt(m_last ? m_last->path : m_target);
}

void EnvSetupSession::cancel()
{
    if (!m_pendingDigest.isEmpty()) // the deletion cannot stop halfway: nothing starts after it
        m_cancelWhileRemoving = true;
    else if (m_manager)
        m_manager->cancel();
}

void EnvSetupSession::retry()
{
    // After a failed create, the next attempt goes into the same folder, in place of the
    // half-made environment (removed once the new commands are approved): broken copies do not
    // pile up as quark-0.13-cpu-2, -3 … A folder the user chose is kept unless it was that one.
    m_replace = failedAttemptIn(m_target);
    if (m_replace.isEmpty() && (!m_targetChosen || (m_last && QFileInfo::exists(m_target))))
        m_target.clear();
    repropose();
}

void EnvSetupSession::useFallbackIndex()
{
    switch (m_proposal.recipe.choice.variant.kind) {
    case Accelerator::Kind::Cpu: m_overrides.cpu = QString(); break;
    case Accelerator::Kind::Cuda: m_overrides.cuda = QString(); break;
    case Accelerator::Kind::Rocm: m_overrides.rocm = QString(); break;
    }
    retry();
}

void EnvSetupSession::repropose()
{
    EnvSetupRequest request;
    request.python = m_python;
    request.accelerator = m_accelerator;
    request.pip = m_pip;
    request.pipSettings = m_pipSettings;
    request.pipSettingsProblem = m_pipSettingsProblem;
    request.overrides = m_overrides;
    request.environment = EnvSetupStep::pipEnvironment(m_env);
    request.environmentsDir = m_environmentsDir;
    request.folder = m_target;
    request.registry = m_registry.get();
    if (!m_replace.isEmpty()) {
        request.replacingPath = m_last ? m_last->path : m_target;
        request.replacingLog = m_last ? m_last->logPath : QString();
    }
    m_proposal = propose(request);
    m_target = m_proposal.folder;
    emit proposalChanged(m_proposal.recipe, m_target);
}

void EnvSetupSession::startApproved(const QByteArray &digest)
{
    if (const Status started = m_manager->start(m_proposal.recipe, digest); !started)
        emit startFailed(started.error().message);
}

void EnvSetupSession::onRemoved(const Status &status)
{
    const QByteArray digest = std::exchange(m_pendingDigest, {});
    if (digest.isEmpty())
        return;
    if (!status) {
        emit startFailed(status.error().message);
        return;
    }
    if (std::exchange(m_cancelWhileRemoving, false)) {
        // Cancelled while the failed attempt was deleted: the deletion ran to its end, the
        // approved commands do not start.
        EnvSetupOutcome o;
        o.outcome = EnvSetupOutcome::Outcome::Cancelled;
        o.message = tr("The failed attempt in %1 was deleted before you stopped; nothing new was installed.")
                        .arg(m_last ? m_last->path : m_target);
        emit finished(o);
        return;
    }
    startApproved(digest);
}

void EnvSetupSession::onFinished(const EnvResult &result)
{
    m_last = result;
    emit finished(EnvSetupOutcome::fromResult(result));
}

QString EnvSetupSession::failedAttemptIn(const QString &folder) const
{
    if (m_last && m_last->outcome == EnvResult::Outcome::Failed && m_last->entry
        && m_last->entry->state == EnvEntry::State::Broken && !folder.isEmpty()
        && QDir::cleanPath(m_last->path) == QDir::cleanPath(folder) && m_registry && m_registry->find(m_last->entry->name)) {
        return m_last->entry->name;
    }
    return {};
}

} // namespace ptq
