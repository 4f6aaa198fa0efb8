#pragma once

#include "env/envdefaults.h"
#include "env/envdiscovery.h"
#include "env/envmanager.h"
#include "env/envrecipe.h"

#include <QCoreApplication>
#include <QMap>
#include <QObject>
#include <QProcessEnvironment>
#include <QVersionNumber>

#include <memory>
#include <optional>

namespace ptq {

class EnvMachineProbe;

/// What a new managed Quark environment is proposed from. The setup dialog's flow and
/// `ptq-studio env create` fill it from what they learned (the probes, the user's choices) and get
/// the same commands, so the same digest, from EnvSetupSession::propose().
struct EnvSetupRequest
{
    QString python;              ///< the interpreter that makes the venv; empty: none was found
    Accelerator accelerator;     ///< what the machine has (AcceleratorProber)
    QVersionNumber pip;          ///< the pip a new venv of that Python gets; null: not known
    /// pip's settings (`pip config list` of that Python), which uv is handed; none: not known
    /// (pip installs then), pipSettingsProblem says why.
    std::optional<PipSettings> pipSettings;
    QString pipSettingsProblem;
    QString uvCacheDir = EnvDefaults::uvCacheDir(); ///< where uv keeps its downloads
    IndexOverrides overrides;    ///< per-accelerator PyTorch index (Settings or --index-url)
    /// pip's own configuration from the environment (PIP_INDEX_URL, PIP_EXTRA_INDEX_URL), as set.
    QMap<QString, QString> environment;
    QString environmentsDir;     ///< where a proposed folder goes
    QString folder;              ///< the folder chosen; empty: one is proposed under environmentsDir
    QString name;                ///< the name it is registered under; empty: the folder's name
    /// The registered environments, when known: a folder or name one of them holds (or one being
    /// set up by another process) is a problem at the gate, said as the registry says it.
    const EnvRegistry *registry = nullptr;
    /// The failed attempt in @ref folder that the approved commands replace (deleted first): its
    /// folder and log, for the note that says so. Empty: nothing is replaced.
    QString replacingPath;
    QString replacingLog;
};

/// The commands for a new environment and the folder they make, problems included.
struct EnvSetupProposal
{
    EnvRecipe recipe;
    QString folder;
};

/// How one setup ended, for the person who asked for it (the dialog shows it, the CLI prints it).
struct EnvSetupOutcome
{
    enum class Outcome { Succeeded, Failed, Cancelled };
    Outcome outcome = Outcome::Failed;
    /// Failed: what went wrong when it was not a classified pip error (the venv could not be
    /// made, the import check failed …); shown under pip's message otherwise. Succeeded and
    /// Cancelled: an optional extra sentence.
    QString message;
    PipProgress::Error error;        ///< Failed in a pip step: the classified error (its message has the fix)
    int failedStep = -1;             ///< the recipe step that failed; -1: none named (the dialog marks the one it showed running)
    QMap<QString, QString> versions; ///< Succeeded: "amd-quark" → "0.13", "PyTorch" → "2.14.1+cu130" …
    QString logPath;                 ///< the full log of the setup
    QString envPath;                 ///< the environment's folder (what the dialog's useEnvironment() hands on)

    static EnvSetupOutcome fromResult(const EnvResult &result);
    /// "succeeded", "failed", "cancelled": stable, for JSON (as EnvResult's). A member, not a
    /// free toString(): QTest would take that one for QCOMPARE's printer of the enum.
    static QString key(Outcome outcome);
    friend bool operator==(const EnvSetupOutcome &, const EnvSetupOutcome &) = default;
};

/// The environment-setup step of the workflow, widget-free: from "no Quark here" to a ready
/// environment. It looks for the environments already on the machine (EnvFinder), asks which
/// PyTorch build fits (AcceleratorProber) and which pip a new venv gets, proposes the commands
/// (propose()), and after the user approves their digest runs exactly those (EnvManager) —
/// deleting first the half-made environment of a failed attempt in the same folder, and
/// starting nothing when Cancel came during that deletion. A retry or *Try with pip's own
/// index* proposes again. The setup dialog's flow (ui/envsetupflow) only shows what this says
/// and forwards what the user does; `ptq-studio env create` proposes through the same
/// propose(), with the same probes and the same Settings (EnvSetupStep, which also runs the
/// approved commands of the headless commands).
class EnvSetupSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvSetupSession)

public:
    explicit EnvSetupSession(QObject *parent = nullptr);
    ~EnvSetupSession() override;

    /// The commands for @p request: the recipe from the lock files shipped with the app, with
    /// pip's raw progress where the new venv's pip has it, the folder (proposed when none was
    /// chosen), what the registry and the disk say of that folder (registered, being set up by
    /// another process, taken, not writable: reads the disk), the replacement note and a missing
    /// Python as problems.
    static EnvSetupProposal propose(const EnvSetupRequest &request);
    /// How the shipped locks are installed (uv with its lock unless pip is preferred or pip's
    /// settings are not known), as a create and a repair both propose it.
    static InstallerInput shippedInstaller(bool preferPip, const QString &uvCacheDir,
                                           const std::optional<PipSettings> &pipSettings, const QString &pipSettingsProblem);

    void setRegistryPath(const QString &path) { m_registryPath = path; }
    void setEnvironmentsDir(const QString &dir) { m_environmentsDir = dir; }
    void setProcessEnvironment(const QProcessEnvironment &env);
    /// The interpreter that creates the venv; default the first of python3.11, 3.12, 3.13, python3 on PATH.
    void setPython(const QString &python) { m_python = python; }
    void setIndexOverrides(const IndexOverrides &overrides) { m_overrides = overrides; }
    /// Where to look for environments already there; default DiscoveryPlaces::fromEnvironment of
    /// the process environment, with this session's registry.
    void setDiscoveryPlaces(const DiscoveryPlaces &places) { m_places = places; }
    /// Folders whose .venv / venv are looked at too (the open workspace's parent).
    void setProjectDirs(const QStringList &dirs) { m_projectDirs = dirs; }

    /// Loads the registry (a damaged one: startFailed(), nothing else happens), then searches
    /// for the environments already there and probes for a proposal; both answer by signal.
    bool start();
    /// A setup (or the deletion before one) is under way.
    bool isBusy() const;
    /// The folder the user chose: a new proposal.
    void setFolder(const QString &folder);
    /// Runs the proposal whose digest is @p digest (the manager refuses any other).
    void approve(const QByteArray &digest);
    void cancel();
    /// After a failure: a new proposal, into the failed attempt's folder when that is the one chosen.
    void retry();
    /// The PyTorch index could not be reached: propose pip's own configuration for this build.
    void useFallbackIndex();

    const EnvRecipe &recipe() const { return m_proposal.recipe; }
    QString folder() const { return m_target; }
    EnvManager *manager() const { return m_manager.get(); }

signals:
    void environmentsFound(const QList<ptq::FoundEnvironment> &environments, const QStringList &places);
    void proposalChanged(const ptq::EnvRecipe &recipe, const QString &folder);
    /// The failed attempt in @p path is being deleted before the approved commands run.
    void removingFailedAttempt(const QString &path);
    void stepStarted(int index);
    void progress(const ptq::PipProgress::State &state);
    void logText(const QString &text);
    void stalled(qint64 quietMs);
    void finished(const ptq::EnvSetupOutcome &outcome);
    /// Nothing could start: the registry is damaged, the manager refused, a deletion failed.
    void startFailed(const QString &message);

private:
    /// What the registry says of a new environment in @p folder named @p name (empty: the
    /// folder's name): a setup of it by another process, the folder or the name taken; empty: none.
    static QString registryProblem(const EnvRegistry &registry, const QString &folder, const QString &name, bool replacing);
    void repropose();
    void startApproved(const QByteArray &digest);
    void onFinished(const EnvResult &result);
    void onRemoved(const Status &status);
    /// The registered name of the last attempt when it failed in @p folder (to be replaced), else empty.
    QString failedAttemptIn(const QString &folder) const;

    QString m_registryPath;
    QString m_environmentsDir;
    QString m_python;
    QString m_target;
    bool m_targetChosen = false;
    IndexOverrides m_overrides;
    QProcessEnvironment m_env;
    Accelerator m_accelerator;
    QVersionNumber m_pip;
    std::optional<PipSettings> m_pipSettings;
    QString m_pipSettingsProblem;
    EnvSetupProposal m_proposal;
    std::optional<EnvResult> m_last;
    QString m_replace;          ///< the failed attempt's environment the next approved one replaces
    QByteArray m_pendingDigest; ///< approved, waiting for that removal
    bool m_cancelWhileRemoving = false; ///< Cancel was answered during that removal
    std::unique_ptr<EnvRegistry> m_registry;
    std::unique_ptr<EnvManager> m_manager;
    EnvMachineProbe *m_probe; ///< the machine probe env create runs too (EnvSetupStep::probeMachine)
    EnvFinder *m_finder;
    std::optional<DiscoveryPlaces> m_places;
    QStringList m_projectDirs;
};

} // namespace ptq
