#pragma once

#include "env/envdiscovery.h"
#include "env/envmanager.h"
#include "env/envrecipe.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QWidget;

namespace ptq {
class AcceleratorProber;
}

namespace ptq::ui {

class EnvSetupDialog;

/// "Set up Quark for me": the way from "quark-cli was not found" to a working environment (page
/// 3, the first-start chooser and File → Quark environments…). Looks first for the Quark
/// environments already on the machine (EnvFinder) and offers them; and, for a new one, asks the machine which PyTorch build fits (AcceleratorProber) and which pip a new venv gets,
/// builds the recipe from the lock files shipped with the app, shows it in EnvSetupDialog (the
/// gate: nothing runs before the user approves these exact commands), runs it with EnvManager,
/// and hands the environment's folder back (environmentReady) for page 3 to check it again and
/// build the command with its quark-cli.
class EnvSetupFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvSetupFlow)

public:
    explicit EnvSetupFlow(QWidget *window, QObject *parent = nullptr);
    ~EnvSetupFlow() override;

    /// The registry file (tests); default EnvRegistry::defaultPath().
    void setRegistryPath(const QString &path);
    /// The folder new environments go under; default AppDataLocation + "/environments".
    void setEnvironmentsDir(const QString &dir) { m_environmentsDir = dir; }
    void setProcessEnvironment(const QProcessEnvironment &env);
    /// The interpreter that creates the venv; default the first of python3.11, 3.12, 3.13, python3 on PATH.
    void setPython(const QString &python) { m_python = python; }
    /// Per-accelerator index overrides (Settings); unset: the public PyTorch index.
    void setIndexOverrides(const IndexOverrides &overrides) { m_overrides = overrides; }
    /// Where to look for environments already there; default DiscoveryPlaces::fromEnvironment of
    /// the process environment, with this flow's registry.
    void setDiscoveryPlaces(const DiscoveryPlaces &places) { m_places = places; }
    /// Folders whose .venv / venv are looked at too (the open workspace's parent).
    void setProjectDirs(const QStringList &dirs) { m_projectDirs = dirs; }

    void start();
    EnvSetupDialog *dialog() const;
    EnvManager *manager() const { return m_manager.get(); }

signals:
    void environmentReady(const QString &path);

private:
    void rebuild();
    void retry();
    /// The registered name of the last attempt when it failed in @p folder (to be replaced), else empty.
    QString failedAttemptIn(const QString &folder) const;
    void startApproved(const QByteArray &digest);
    void startFailed(const QString &message);
    void showResult(const EnvResult &result);

    QPointer<QWidget> m_window;
    QString m_registryPath;
    QString m_environmentsDir;
    QString m_python;
    QString m_target;
    bool m_targetChosen = false;
    IndexOverrides m_overrides;
    QProcessEnvironment m_env;
    Accelerator m_accelerator;
    QVersionNumber m_pip;
    EnvRecipe m_recipe;
    std::optional<EnvResult> m_last;
    QString m_replace;          ///< the failed attempt's environment the next approved one replaces
    QByteArray m_pendingDigest; ///< approved, waiting for that removal
    bool m_cancelWhileRemoving = false; ///< Cancel was answered during that removal
    std::unique_ptr<EnvRegistry> m_registry;
    std::unique_ptr<EnvManager> m_manager;
    AcceleratorProber *m_prober;
    EnvFinder *m_finder;
    std::optional<DiscoveryPlaces> m_places;
    QStringList m_projectDirs;
    bool m_searched = false;   ///< the search for environments already there answered
    bool m_haveRecipe = false; ///< the dialog has the commands for a new one
    QPointer<EnvSetupDialog> m_dialog;
};

} // namespace ptq::ui
