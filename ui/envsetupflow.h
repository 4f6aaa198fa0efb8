#pragma once

#include "workflow/envsetupsession.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace ptq::ui {

class EnvSetupDialog;

/// "Set up Quark for me": the way from "quark-cli was not found" to a working environment (page
/// 3, the first-start chooser and File → Quark environments…), as a dialog. The workflow is
/// core's EnvSetupSession (the environments already here, the probes, the proposal, the
/// approval, the run, a retry); this shows what it says in EnvSetupDialog (the gate: nothing
/// runs before the user approves these exact commands), forwards what the user does, and hands
/// the environment's folder back (environmentReady) for page 3 to check it again and build the
/// command with its quark-cli.
class EnvSetupFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvSetupFlow)

public:
    explicit EnvSetupFlow(QWidget *window, QObject *parent = nullptr);
    ~EnvSetupFlow() override;

    /// The registry file (tests); default EnvRegistry::defaultPath().
    void setRegistryPath(const QString &path) { m_session.setRegistryPath(path); }
    /// The folder new environments go under; default AppDataLocation + "/environments".
    void setEnvironmentsDir(const QString &dir) { m_session.setEnvironmentsDir(dir); }
    void setProcessEnvironment(const QProcessEnvironment &env) { m_session.setProcessEnvironment(env); }
    /// The interpreter that creates the venv; default the first of python3.11, 3.12, 3.13, python3 on PATH.
    void setPython(const QString &python) { m_session.setPython(python); }
    /// Per-accelerator index overrides (Settings); unset: the public PyTorch index.
    void setIndexOverrides(const IndexOverrides &overrides) { m_session.setIndexOverrides(overrides); }
    /// Where to look for environments already there (EnvSetupSession::setDiscoveryPlaces).
    void setDiscoveryPlaces(const DiscoveryPlaces &places) { m_session.setDiscoveryPlaces(places); }
    /// Folders whose .venv / venv are looked at too (the open workspace's parent).
    void setProjectDirs(const QStringList &dirs) { m_session.setProjectDirs(dirs); }

    void start();
    /// start(), with the index overrides of Settings → New Quark environments
    /// (EnvSetupStep::indexOverrides, as `ptq-studio env create` reads them) read anew unless the
    /// dialog is open (a setup on its way keeps the ones it started with).
    void startWithSettings();
    EnvSetupDialog *dialog() const;
    EnvManager *manager() const { return m_session.manager(); }
    EnvSetupSession *session() { return &m_session; }

signals:
    void environmentReady(const QString &path);

private:
    void showFailure(const QString &message);
    void showResult(const EnvSetupOutcome &outcome);

    QPointer<QWidget> m_window;
    EnvSetupSession m_session;
    bool m_searched = false;   ///< the search for environments already there answered
    bool m_haveRecipe = false; ///< the dialog has the commands for a new one
    QPointer<EnvSetupDialog> m_dialog;
};

} // namespace ptq::ui
