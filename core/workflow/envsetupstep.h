#pragma once

#include "result.h"
#include "workflow/envsetupsession.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

#include <functional>
#include <memory>

namespace ptq {

class AcceleratorProber;

/// What the machine says that a proposal is made from: the probes the setup dialog's session runs
/// (EnvSetupSession::start), asked here in one go for `ptq-studio env create` and `env repair`.
struct EnvMachineFacts
{
    /// What the machine has (AcceleratorProber); the CPU when it was not asked (a repair keeps its build).
    Accelerator accelerator;
    QVersionNumber pip;          ///< the pip a new venv gets, or the environment's own; null: not known
    QString pipMessage;          ///< why the pip is not known, for people
    /// pip's settings (`pip config list`), which uv is handed; none: not known (pipSettingsProblem says why).
    std::optional<PipSettings> pipSettings;
    QString pipSettingsProblem;
};

/// The machine probe for a proposal: the accelerator (AcceleratorProber), then the pip a new
/// venv of the Python gets (or an environment's own) and pip's settings (EnvManager::probePip),
/// all read-only. The setup dialog's session runs it and proposes when probed() comes;
/// EnvSetupStep::probeMachine waits for it (the headless commands): one probe, two front ends.
class EnvMachineProbe final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvMachineProbe)

public:
    explicit EnvMachineProbe(QObject *parent = nullptr);
    ~EnvMachineProbe() override;

    /// The environment the tools run with (their PATH, ROCM_PATH, pip's variables); default this process's.
    void setEnvironment(const QProcessEnvironment &env);
    /// Probes for a proposal with @p python (with @p existing: the environment whose interpreter
    /// it is); without @p accelerator the accelerator is not asked (a repair keeps its build).
    /// probed() answers, once per call.
    void probe(const QString &python, bool existing = false, bool accelerator = true);

signals:
    void probed(const ptq::EnvMachineFacts &facts);

private:
    void probePip();

    QString m_python;
    bool m_existing = false;
    EnvMachineFacts m_facts;
    std::unique_ptr<EnvRegistry> m_noRegistry; ///< the pip probes read no registry; the manager needs one
    std::unique_ptr<EnvManager> m_manager;
    AcceleratorProber *m_prober;
};

/// What a repair of a registered environment is proposed from.
struct EnvRepairRequest
{
    QString folder;                      ///< the registered environment's folder (absolute)
    QMap<QString, QString> installed;    ///< what it has: normalised name → version (EnvSetupStep::listPackages)
    QVersionNumber pip;                  ///< its pip; null: not known (pip's default progress output)
    std::optional<PipSettings> pipSettings; ///< its pip's settings, as EnvSetupRequest's
    QString pipSettingsProblem;
    bool preferPip = false;              ///< pip installs even where uv could (Settings, `--installer pip`)
    QMap<QString, QString> environment;  ///< PIP_INDEX_URL and PIP_EXTRA_INDEX_URL, as set (pipEnvironment)
    QString uvCacheDir = EnvDefaults::uvCacheDir(); ///< where uv keeps its downloads
};

/// How approved commands run headless ended: what the dialog is told (EnvSetupOutcome), and what
/// the commands print besides (the registered entry with its state, for `--json`).
struct EnvRunOutcome
{
    EnvSetupOutcome outcome;
    QString name;                        ///< the name it is (or was to be) registered under
    /// The registered environment after the end; none when it is not registered (a cancelled
    /// create is unregistered and its folder deleted).
    std::optional<EnvEntry> environment;
    qint64 elapsedMs = 0;                ///< how long the approved commands ran
};

/// What a headless run of approved commands says as it goes (each may be empty).
struct EnvRunHooks
{
    /// Step @p index started; @p logPath is the full log of the run (named before the first step).
    std::function<void(int index, const QString &logPath)> stepStarted;
    std::function<void(const PipProgress::State &state)> progress;
    /// A downloading step has been quiet for @p quietMs (repeats while it stays quiet).
    std::function<void(qint64 quietMs)> stalled;
    /// Called once, before anything starts, with what cancels the run cleanly (the running
    /// step's process group stopped, a half-made folder deleted): a signal handler keeps it,
    /// until run() returns (it cancels nothing after that).
    std::function<void(const std::function<void()> &cancel)> cancelWith;
};

/// The environment-setup step's rules and probes for the headless commands, the same as the setup
/// dialog's (EnvSetupSession, which keeps the sequencing of the dialog): the machine probed, the
/// defaults and the index of Settings, the commands of a create (EnvSetupSession::propose) or a
/// repair proposed, the packages of an environment listed, approved commands run to their end, and
/// an environment removed. `ptq-studio env create | repair | remove` parse, print and choose their
/// exit status; what they do with the machine, the registry and pip is done here.
///
/// The functions that wait (probeMachine, listPackages, run, remove) turn an event loop until
/// their answer comes: for the headless commands only, never on the UI thread.
class EnvSetupStep
{
    Q_DECLARE_TR_FUNCTIONS(EnvSetupStep)

public:
    /// Where new environments go unless a folder is chosen (AppDataLocation + "/environments").
    static QString defaultEnvironmentsDir() { return EnvDefaults::defaultEnvironmentsDir(); }
    /// The first of python3.11, python3.12, python3.13, python3 on @p path; empty: none.
    static QString findPython(const QString &path) { return EnvDefaults::findPython(path); }
    /// Settings → New Quark environments (IndexSettings): the PyTorch index per accelerator and
    /// whether pip installs instead of uv. Reads QSettings; the dialog's flow and `env create`
    /// both take them from here.
    static IndexOverrides indexOverrides();
    /// @p overrides with @p url as the PyTorch index for the build a proposal from @p request
    /// chooses and for @p request's accelerator (a GPU no build fits falls back to the CPU
    /// build, which then takes the URL): what `env create --index-url URL` asks for.
    static IndexOverrides withIndexUrl(IndexOverrides overrides, const EnvSetupRequest &request, const QString &url);
    /// PIP_INDEX_URL and PIP_EXTRA_INDEX_URL of @p env, where set: the only parts of pip's
    /// environment a proposal reads (honoured, shown, bound by the digest).
    static QMap<QString, QString> pipEnvironment(const QProcessEnvironment &env);

    /// The machine's facts for a proposal, waited for: the accelerator (unless not @p accelerator)
    /// and the pip a new venv of @p python gets — or, with @p existing, the pip of the environment
    /// whose interpreter @p python is — with its settings. Read-only (nvidia-smi, amd-smi, ROCm's
    /// version file; `python -c`, `pip config list`), with @p env as their environment.
    static EnvMachineFacts probeMachine(const QString &python, bool existing, bool accelerator,
                                        const QProcessEnvironment &env);
    /// The packages installed in the environment @p dir (`pip list`), waited for; why not when
    /// they cannot be read.
    static Result<QMap<QString, QString>> listPackages(const QString &dir, const QProcessEnvironment &env);
    /// The commands that install, exactly as pinned, what the environment of @p request lacks or
    /// has in another version, then check it again (EnvRecipeBuilder::repair); its PyTorch build
    /// is kept. The folder is the environment's.
    static EnvSetupProposal proposeRepair(const EnvRepairRequest &request);

    /// Runs @p recipe, approved by @p digest, to its end with @p registry (EnvManager::start: a
    /// new environment is named @p name, default its folder's; a repair keeps its registered
    /// name), saying its progress through @p hooks. How it ended (the dialog's EnvSetupOutcome and
    /// the registered entry), or why nothing started (another digest, a setup under way, the folder
    /// or the name taken, an unwritable registry or log).
    static Result<EnvRunOutcome> run(EnvRegistry &registry, const EnvRecipe &recipe, const QByteArray &digest,
                                       const QString &name, const QProcessEnvironment &env, const EnvRunHooks &hooks);
    /// Unregisters the environment @p name of @p registry and deletes its folder (only a Python
    /// environment's), waited for; refused while it is being set up.
    static Status remove(EnvRegistry &registry, const QString &name);

    /// @p argv as one line a shell runs as it is (quoted where needed): what a command prints
    /// for the user to paste.
    static QString commandLine(const QStringList &argv);
};

} // namespace ptq
