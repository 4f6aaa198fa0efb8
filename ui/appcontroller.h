#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

#include "workspacechooser.h"

namespace ptq {
class WorkspaceSession;
}

namespace ptq::ui {

class EnvSetupFlow;
class MainWindow;

/// Starts the GUI: the workspace chooser first (unless a workspace was given), then the
/// main window. Keeps the list of recent workspaces in QSettings.
class AppController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AppController)

public:
    static constexpr int kMaxRecent = 10;

    explicit AppController(QObject *parent = nullptr);
    ~AppController() override;

    /// With a folder, opens it (creating it when @p create); otherwise shows the chooser.
    void start(const QString &workspace = QString(), bool create = false);
    /// Opens (and locks) a workspace; on failure the message names the folder and nothing changes.
    bool openWorkspace(const QString &path, bool create);

    /// "Try with the bundled example": writes the example model and its workspace under the
    /// app's data folder (off the UI thread), opens the workspace and offers the model on page 1.
    void openExample();
    /// Where openExample() puts them (tests point QStandardPaths at a temporary folder).
    static QString exampleRoot();

    QStringList recentWorkspaces() const;
    WorkspaceSession *session() const { return m_session; }
    MainWindow *mainWindow() const { return m_mainWindow; }
    WorkspaceChooser *chooser() const { return m_chooser; }
    /// The chooser's "Quark environment…" (created on first use).
    EnvSetupFlow *chooserSetupFlow() const;

signals:
    /// The user closed the chooser without a workspace to go back to.
    void quitRequested();

private:
    void showChooser();
    void rememberRecent(const QString &path);
    void reportError(const QString &message);
    /// The chooser's "Quark environment…": the ones on this machine first, else a new one.
    void setUpQuarkFromChooser();

    WorkspaceSession *m_session;
    MainWindow *m_mainWindow = nullptr;
    QPointer<WorkspaceChooser> m_chooser;
    QPointer<EnvSetupFlow> m_chooserFlow;
    QString m_lastError;
};

} // namespace ptq::ui
