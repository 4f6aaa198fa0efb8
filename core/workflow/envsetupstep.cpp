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

Accelerator probeAccelerator(const QProcessEnvironment &env)
{
    AcceleratorProber prober;
    prober.setEnvironment(env);
    QEventLoop loop;
    Accelerator found;
    bool done = false;
    QObject::connect(&prober, &AcceleratorProber::finished, &loop, [&](const Accelerator &a, const AcceleratorProbe &) {
        found = a;
        done = true;
        loop.quit();
    });
    waitFor(loop, done, [&] { prober.probe(); });
    return found;
}

/// The pip of @p python (EnvManager::probePip) and its settings into @p facts.
void probePip(const QString &python, bool existing, const QProcessEnvironment &env, EnvMachineFacts &facts)
{
    EnvRegistry unused; // the probes read no registry; a manager needs one
    EnvManager manager(&unused);
    manager.setBaseEnvironment(env);
    QEventLoop loop;
    bool done = false;
    QObject::connect(&manager, &EnvManager::pipSettingsProbed, &loop,
                     [&](const QString &, const std::optional<PipSettings> &s, const QString &problem) {
                         facts.pipSettings = s;
                         facts.pipSettingsProblem = problem;
                     });
    QObject::connect(&manager, &EnvManager::pipProbed, &loop, [&](const QString &, const QVersionNumber &v, const QString &m) {
        facts.pip = v;
        facts.pipMessage = m;
        done = true;
        loop.quit();
    });
    waitFor(loop, done, [&] { manager.probePip(python, existing); });
}

} // namespace

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
    // As the session: the accelerator first, then the pip and its settings.
    EnvMachineFacts facts;
    if (accelerator)
        facts.accelerator = probeAccelerator(env);
    probePip(python, existing, env, facts);
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
    input.installer.preferPip = request.preferPip;
    input.installer.uvLockText = EnvDefaults::shippedUvLock();
    input.installer.uvCacheDir = request.uvCacheDir;
    input.installer.pipSettings = request.pipSettings;
    input.installer.pipSettingsProblem = request.pipSettingsProblem;
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
