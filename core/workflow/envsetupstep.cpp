#include "envsetupstep.h"

#include "command/commandline.h"
#include "env/indexsettings.h"
#include "host/acceleratorprobe.h"

#include <QEventLoop>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

/// Runs @p begin, then the event loop until @p done is set (begin may set it at once: a probe
/// that cannot start answers before it returns).
void waitFor(QEventLoop &loop, const bool &done, const std::function<void()> &begin)
{
    begin();
    if (!done)
        loop.exec();
}

} // namespace

EnvMachineProbe::EnvMachineProbe(QObject *parent)
    : QObject(parent),
      m_noRegistry(std::make_unique<EnvRegistry>()),
      m_manager(std::make_unique<EnvManager>(m_noRegistry.get())),
      m_prober(new AcceleratorProber(this))
{
    // The accelerator first, then the pip (pipSettingsProbed comes just before pipProbed).
    connect(m_prober, &AcceleratorProber::finished, this, [this](const Accelerator &accelerator, const AcceleratorProbe &) {
        m_facts.accelerator = accelerator;
        probePip();
    });
    connect(m_manager.get(), &EnvManager::pipSettingsProbed, this,
            [this](const QString &, const std::optional<PipSettings> &settings, const QString &problem) {
                m_facts.pipSettings = settings;
                m_facts.pipSettingsProblem = problem;
            });
    connect(m_manager.get(), &EnvManager::pipProbed, this,
            [this](const QString &, const QVersionNumber &version, const QString &message) {
                m_facts.pip = version; // unknown: the recipe keeps pip's default progress bar
                m_facts.pipMessage = message;
                emit probed(m_facts);
            });
}

EnvMachineProbe::~EnvMachineProbe() = default;

void EnvMachineProbe::setEnvironment(const QProcessEnvironment &env)
{
    m_prober->setEnvironment(env);
    m_manager->setBaseEnvironment(env);
}

void EnvMachineProbe::probe(const QString &python, bool existing, bool accelerator)
{
    m_python = python;
    m_existing = existing;
    m_facts = {};
    if (accelerator)
        m_prober->probe();
    else
        probePip();
}

void EnvMachineProbe::probePip()
{
    m_manager->probePip(m_python, m_existing);
}

IndexOverrides EnvSetupStep::indexOverrides()
{
    return IndexSettings::load();
}

IndexOverrides EnvSetupStep::withIndexUrl(IndexOverrides overrides, const EnvSetupRequest &request, const QString &url)
{
    // The build the recipe chooses for this machine (the lock's, not the index's): a GPU no
    // build fits gets the CPU build, and the URL goes to that one too.
    RecipeInput input;
    input.python = request.python;
    input.accelerator = request.accelerator;
    input.lockText = EnvDefaults::shippedLock();
    input.managedText = EnvDefaults::shippedManagedLock();
    input.environment = request.environment;
    input.targetDir = EnvDefaults::defaultEnvironmentsDir() + u"/quark"_s;
    const Accelerator::Kind chosen = EnvRecipeBuilder::build(input).choice.variant.kind;
    for (const Accelerator::Kind kind : {request.accelerator.kind, chosen}) {
        switch (kind) {
        case Accelerator::Kind::Cpu: overrides.cpu = url; break;
        case Accelerator::Kind::Cuda: overrides.cuda = url; break;
        case Accelerator::Kind::Rocm: overrides.rocm = url; break;
        }
    }
    return overrides;
}

QMap<QString, QString> EnvSetupStep::pipEnvironment(const QProcessEnvironment &env)
{
    QMap<QString, QString> out;
    for (const QString &key : {u"PIP_INDEX_URL"_s, u"PIP_EXTRA_INDEX_URL"_s})
        if (env.contains(key))
            out.insert(key, env.value(key));
    return out;
}

EnvMachineFacts EnvSetupStep::probeMachine(const QString &python, bool existing, bool accelerator,
                                           const QProcessEnvironment &env)
{
    EnvMachineProbe probe;
    probe.setEnvironment(env);
    QEventLoop loop;
    EnvMachineFacts facts;
    bool done = false;
    QObject::connect(&probe, &EnvMachineProbe::probed, &loop, [&](const EnvMachineFacts &probed) {
        facts = probed;
        done = true;
        loop.quit();
    });
    waitFor(loop, done, [&] { probe.probe(python, existing, accelerator); });
    return facts;
}

Result<QMap<QString, QString>> EnvSetupStep::listPackages(const QString &dir, const QProcessEnvironment &env)
{
    EnvRegistry unused; // listing reads no registry; a manager needs one
    EnvManager manager(&unused);
    manager.setBaseEnvironment(env);
    QEventLoop loop;
    Result<QMap<QString, QString>> packages;
    bool done = false;
    QObject::connect(&manager, &EnvManager::packagesListed, &loop,
                     [&](const QString &, const Result<QMap<QString, QString>> &p) {
                         packages = p;
                         done = true;
                         loop.quit();
                     });
    waitFor(loop, done, [&] { manager.listPackages(dir); });
    return packages;
}

EnvSetupProposal EnvSetupStep::proposeRepair(const EnvRepairRequest &request)
{
    RepairInput input;
    input.targetDir = request.folder;
    input.lockText = EnvDefaults::shippedLock();
    input.managedText = EnvDefaults::shippedManagedLock();
    input.installed = request.installed;
    input.environment = request.environment;
    input.installer = EnvSetupSession::shippedInstaller(request.preferPip, request.uvCacheDir, request.pipSettings,
                                                        request.pipSettingsProblem);
    EnvSetupProposal p;
    p.folder = request.folder;
    p.recipe = request.pip.isNull() ? EnvRecipeBuilder::repair(input)
                                    : EnvRecipeBuilder::withProgressBar(EnvRecipeBuilder::repair(input), request.pip);
    return p;
}

Result<EnvRunOutcome> EnvSetupStep::run(EnvRegistry &registry, const EnvRecipe &recipe, const QByteArray &digest,
                                        const QString &name, const QProcessEnvironment &env, const EnvRunHooks &hooks)
{
    EnvManager manager(&registry);
    manager.setBaseEnvironment(env);
    QEventLoop loop;
    std::optional<EnvRunOutcome> outcome;
    QObject::connect(&manager, &EnvManager::stepStarted, &loop, [&manager, &hooks](int index) {
        if (hooks.stepStarted)
            hooks.stepStarted(index, manager.logPath());
    });
    QObject::connect(&manager, &EnvManager::progress, &loop, [&hooks](const PipProgress::State &state) {
        if (hooks.progress)
            hooks.progress(state);
    });
    QObject::connect(&manager, &EnvManager::stalled, &loop, [&hooks](qint64 quietMs) {
        if (hooks.stalled)
            hooks.stalled(quietMs);
    });
    QObject::connect(&manager, &EnvManager::finished, &loop, [&](const EnvResult &result) {
        outcome = EnvRunOutcome{EnvSetupOutcome::fromResult(result), result.name, result.entry, result.elapsedMs};
        loop.quit();
    });
    if (hooks.cancelWith)
        hooks.cancelWith([&manager] { manager.cancel(); });
    // start() runs the first step before it returns; a refusal starts nothing.
    if (const Status started = manager.start(recipe, digest, name); !started)
        return started.error();
    if (!outcome)
        loop.exec();
    return *outcome;
}

Status EnvSetupStep::remove(EnvRegistry &registry, const QString &name)
{
    EnvManager manager(&registry);
    QEventLoop loop;
    std::optional<Status> removed;
    QObject::connect(&manager, &EnvManager::removed, &loop, [&](const QString &, const Status &s) {
        removed = s;
        loop.quit();
    });
    if (const Status started = manager.remove(name); !started)
        return started;
    if (!removed)
        loop.exec();
    return *removed;
}

QString EnvSetupStep::commandLine(const QStringList &argv)
{
    return shellJoin(argv);
}

} // namespace ptq
