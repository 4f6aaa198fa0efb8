#include "envsetupflow.h"

#include "envsetupdialog.h"

#include "env/acceleratorprobe.h"
#include "env/envdefaults.h"

#include <QDir>
#include <QFileInfo>
#include <QWidget>

#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

EnvSetupFlow::EnvSetupFlow(QWidget *window, QObject *parent)
    : QObject(parent),
      m_window(window),
      m_registryPath(EnvRegistry::defaultPath()),
      m_environmentsDir(EnvDefaults::defaultEnvironmentsDir()),
      m_env(QProcessEnvironment::systemEnvironment()),
      m_prober(new AcceleratorProber(this)),
      m_finder(new EnvFinder(this))
{
    connect(m_prober, &AcceleratorProber::finished, this, [this](const Accelerator &accelerator, const AcceleratorProbe &) {
        m_accelerator = accelerator;
        m_manager->probePip(m_python);
    });
}

EnvSetupFlow::~EnvSetupFlow()
{
    if (m_manager && m_manager->isRunning())
        m_manager->cancel(); // the dialog's parent window closes: pip does not go on unseen
}

EnvSetupDialog *EnvSetupFlow::dialog() const
{
    return m_dialog;
}

void EnvSetupFlow::setRegistryPath(const QString &path)
{
    m_registryPath = path;
}

void EnvSetupFlow::setProcessEnvironment(const QProcessEnvironment &env)
{
    m_env = env;
    m_prober->setEnvironment(env);
}

void EnvSetupFlow::start()
{
    if ((m_manager && m_manager->isRunning()) || (m_dialog && m_dialog->isVisible())) {
        if (m_dialog) {
            m_dialog->show();
            m_dialog->raise();
        }
        return;
    }
    m_registry = std::make_unique<EnvRegistry>(m_registryPath);
    if (const Status loaded = m_registry->load(); !loaded) {
        // A damaged registry is named and kept; the new environment is not registered over it.
        m_dialog = new EnvSetupDialog(m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        EnvSetupResult r;
        r.outcome = EnvSetupResult::Outcome::Failed;
        r.message = loaded.error().message;
        m_dialog->setFinished(r);
        m_dialog->open();
        return;
    }
    m_manager = std::make_unique<EnvManager>(m_registry.get());
    m_searched = false;
    m_haveRecipe = false;
    m_manager->setBaseEnvironment(m_env);
    if (m_python.isEmpty())
        m_python = EnvDefaults::findPython(m_env.value(u"PATH"_s));
    connect(m_manager.get(), &EnvManager::pipProbed, this, [this](const QString &, const QVersionNumber &version, const QString &) {
        m_pip = version; // unknown: the recipe keeps pip's default progress bar
        rebuild();
    });
    auto *dialog = new EnvSetupDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    connect(dialog, &EnvSetupDialog::folderChanged, this, [this](const QString &path) {
        m_target = path;
        m_targetChosen = true;
        // Only a failed attempt in the chosen folder is replaced: one elsewhere stays (broken,
        // with its log), and the review does not announce deleting it.
        m_replace = failedAttemptIn(path);
        rebuild();
    });
    connect(dialog, &EnvSetupDialog::approved, this, [this](const QByteArray &digest) {
        if (!m_replace.isEmpty()) {
            // The approved commands go into the failed attempt's folder: that half-made
            // environment (as the review said) is removed first; its log stays.
            const QString name = m_replace;
            m_replace.clear();
            m_pendingDigest = digest;
            m_cancelWhileRemoving = false;
            if (const Status removing = m_manager->remove(name); !removing) {
                m_pendingDigest.clear();
                startFailed(removing.error().message);
                return;
            }
            // A whole environment takes a minute or more to delete: say so, not "Starting…".
            m_dialog->setRemovingFailedAttempt(m_last ? m_last->path : m_target);
            return;
        }
        startApproved(digest);
    });
    connect(m_manager.get(), &EnvManager::removed, this, [this](const QString &, const Status &status) {
        const QByteArray digest = std::exchange(m_pendingDigest, {});
        if (digest.isEmpty())
            return;
        if (!status) {
            startFailed(status.error().message);
            return;
        }
        if (std::exchange(m_cancelWhileRemoving, false)) {
            // Cancelled while the failed attempt was deleted: the deletion ran to its end, the
            // approved commands do not start.
            if (m_dialog) {
                EnvSetupResult r;
                r.outcome = EnvSetupResult::Outcome::Cancelled;
                r.message = EnvSetupDialog::tr("The failed attempt in %1 was deleted before you stopped; nothing new "
                                               "was installed.")
                                .arg(m_last ? m_last->path : m_target);
                m_dialog->setFinished(r);
            }
            return;
        }
        startApproved(digest);
    });
    connect(dialog, &EnvSetupDialog::cancelRequested, this, [this] {
        if (!m_pendingDigest.isEmpty()) // the deletion cannot stop halfway: nothing starts after it
            m_cancelWhileRemoving = true;
        else
            m_manager->cancel();
    });
    connect(dialog, &EnvSetupDialog::retryRequested, this, &EnvSetupFlow::retry);
    connect(dialog, &EnvSetupDialog::fallbackIndexRequested, this, [this] {
        // The PyTorch index could not be reached: pip's own configuration for this build.
        switch (m_recipe.choice.variant.kind) {
        case Accelerator::Kind::Cpu: m_overrides.cpu = QString(); break;
        case Accelerator::Kind::Cuda: m_overrides.cuda = QString(); break;
        case Accelerator::Kind::Rocm: m_overrides.rocm = QString(); break;
        }
        retry();
    });
    connect(dialog, &EnvSetupDialog::useEnvironment, this, &EnvSetupFlow::environmentReady);
    connect(m_manager.get(), &EnvManager::stepStarted, dialog, [this](int index) {
        for (int i = 0; i < index; ++i)
            m_dialog->setStepState(i, EnvSetupDialog::StepState::Done);
        m_dialog->setStepState(index, EnvSetupDialog::StepState::Running);
        m_dialog->clearStalled();
    });
    connect(m_manager.get(), &EnvManager::progress, dialog, [this](const PipProgress::State &state) {
        m_dialog->setPipState(state);
        m_dialog->clearStalled();
    });
    connect(m_manager.get(), &EnvManager::logText, dialog, &EnvSetupDialog::appendLog);
    connect(m_manager.get(), &EnvManager::stalled, dialog, &EnvSetupDialog::setStalled);
    connect(m_manager.get(), &EnvManager::finished, this, &EnvSetupFlow::showResult);
    // The environments already here are offered first; a new one is the fallback. The dialog
    // opens with what there is to show: the ones found, or (none found) the commands for a new one.
    dialog->setSearching();
    DiscoveryPlaces places = m_places.value_or(DiscoveryPlaces::fromEnvironment(m_env));
    if (!m_places)
        places.registryPath = m_registryPath;
    places.projectDirs += m_projectDirs;
    connect(m_finder, &EnvFinder::found, dialog, [this, places](const QList<FoundEnvironment> &found) {
        m_searched = true;
        m_dialog->setFoundEnvironments(found, EnvDiscovery::placesText(places));
        if (!m_dialog->isVisible() && (!found.isEmpty() || m_haveRecipe))
            m_dialog->open();
    }, Qt::SingleShotConnection);
    m_finder->find(places);
    m_prober->probe(); // then the pip a new venv gets, then the recipe, then the dialog
}

void EnvSetupFlow::startApproved(const QByteArray &digest)
{
    if (const Status started = m_manager->start(m_recipe, digest); !started)
        startFailed(started.error().message);
}

void EnvSetupFlow::startFailed(const QString &message)
{
    if (!m_dialog)
        return;
    EnvSetupResult r;
    r.outcome = EnvSetupResult::Outcome::Failed;
    r.message = message;
    m_dialog->setFinished(r);
}

void EnvSetupFlow::retry()
{
    // After a failed create, the next attempt goes into the same folder, in place of the
    // half-made environment (removed once the new commands are approved): broken copies do not
    // pile up as quark-0.13-cpu-2, -3 … A folder the user chose is kept unless it was that one.
    m_replace = failedAttemptIn(m_target);
    if (m_replace.isEmpty() && (!m_targetChosen || (m_last && QFileInfo::exists(m_target))))
        m_target.clear();
    rebuild();
}

QString EnvSetupFlow::failedAttemptIn(const QString &folder) const
{
    if (m_last && m_last->outcome == EnvResult::Outcome::Failed && m_last->entry
        && m_last->entry->state == EnvEntry::State::Broken && !folder.isEmpty()
        && QDir::cleanPath(m_last->path) == QDir::cleanPath(folder) && m_registry->find(m_last->entry->name)) {
        return m_last->entry->name;
    }
    return {};
}

void EnvSetupFlow::rebuild()
{
    RecipeInput input;
    input.python = m_python;
    input.accelerator = m_accelerator;
    input.overrides = m_overrides;
    input.lockText = EnvDefaults::shippedLock();
    input.managedText = EnvDefaults::shippedManagedLock();
    for (const QString &key : {u"PIP_INDEX_URL"_s, u"PIP_EXTRA_INDEX_URL"_s})
        if (m_env.contains(key))
            input.environment.insert(key, m_env.value(key));
    if (m_target.isEmpty()) { // named after the build the recipe chooses
        input.targetDir = m_environmentsDir + u"/quark"_s;
        m_target = EnvDefaults::proposedFolder(m_environmentsDir, input.lockText, EnvRecipeBuilder::build(input).choice.variant.tag);
    }
    input.targetDir = m_target;
    m_recipe = m_pip.isNull() ? EnvRecipeBuilder::build(input) : EnvRecipeBuilder::withProgressBar(EnvRecipeBuilder::build(input), m_pip);
    // What the disk says of the folder (taken, not writable), at the gate rather than at start.
    if (m_recipe.folderProblem.isEmpty()) {
        if (QString problem = EnvDefaults::folderProblem(m_target, !m_replace.isEmpty()); !problem.isEmpty()) {
            m_recipe.folderProblem = problem;
            m_recipe.problems.append(problem);
        }
    }
    if (!m_replace.isEmpty())
        m_recipe.notes.prepend(EnvSetupDialog::tr("The half-made environment of the failed attempt in %1 is deleted "
                                                  "first, once you approve; its log %2 is kept.")
                                   .arg(m_last ? m_last->path : m_target, m_last ? m_last->logPath : QString()));
    if (m_python.isEmpty())
        m_recipe.problems.prepend(EnvSetupDialog::tr("No Python 3.11 to 3.13 was found on PATH (python3.11, python3.12, "
                                                     "python3.13, python3): install one, then try again."));
    if (!m_dialog)
        return;
    m_dialog->setRecipe(m_recipe, m_target);
    m_haveRecipe = true;
    if (!m_dialog->isVisible() && m_searched)
        m_dialog->open();
}

void EnvSetupFlow::showResult(const EnvResult &result)
{
    m_last = result;
    if (!m_dialog)
        return;
    EnvSetupResult r;
    r.outcome = result.outcome == EnvResult::Outcome::Succeeded ? EnvSetupResult::Outcome::Succeeded
        : result.outcome == EnvResult::Outcome::Cancelled       ? EnvSetupResult::Outcome::Cancelled
                                                                : EnvSetupResult::Outcome::Failed;
    r.error = result.error;
    r.failedStep = result.failedStep;
    r.logPath = result.logPath;
    r.envPath = result.path;
    if (result.entry) {
        r.versions.insert(u"amd-quark"_s, result.entry->quark);
        r.versions.insert(u"PyTorch"_s, result.entry->torch);
        r.versions.insert(u"Python"_s, result.entry->python);
    }
    if (r.outcome == EnvSetupResult::Outcome::Failed && result.failedStep >= 0)
        m_dialog->setStepState(result.failedStep, EnvSetupDialog::StepState::Failed);
    if (r.outcome == EnvSetupResult::Outcome::Succeeded)
        for (int i = 0; i < m_recipe.steps.size(); ++i)
            m_dialog->setStepState(i, EnvSetupDialog::StepState::Done);
    m_dialog->setFinished(r);
}

} // namespace ptq::ui
