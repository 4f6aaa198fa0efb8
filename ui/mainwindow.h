#pragma once

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;

namespace ptq {
class WorkspaceSession;
}

namespace ptq::ui {

class EnvSetupFlow;
class FinishScreen;
class MainWizard;
class ReportProblemDialog;

/// Hosts the wizard with a menu bar (workspaces, the compare window, run history) and a status
/// line naming the open workspace. Remembers its geometry.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(WorkspaceSession *session, QWidget *parent = nullptr);

    MainWizard *wizard() const { return m_wizard; }
    FinishScreen *finishScreen() const { return m_finish; }
    /// The size the window opens with when none is remembered: what fits a 1366×768 screen.
    static QSize defaultSize();
    void setRecentWorkspaces(const QStringList &recent);
    /// File → Quark Environment…: the Quark environments on this machine, or a new one; the one
    /// chosen becomes the session's (EnvChoice), page 3 takes it.
    void setUpQuark();
    EnvSetupFlow *setupFlow() const { return m_setupFlow; }

signals:
    void chooseWorkspaceRequested();
    void openWorkspaceRequested(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

public slots:
    void showAbout();
    /// Help → Report a problem…: the report of this session and the step shown.
    ReportProblemDialog *showProblemReport();

private:
    /// A restored geometry brought within the available geometry of the screen the window opens on.
    void fitIntoScreen();
    QString aboutText() const;
    void buildHelpMenu();
    void showRunHistory();

    WorkspaceSession *m_session;
    MainWizard *m_wizard;
    QStackedWidget *m_stack = nullptr;
    FinishScreen *m_finish = nullptr;
    void showFinish();
    QMenu *m_recentMenu;
    QAction *m_historyAction;
    QLabel *m_workspaceLabel;
    EnvSetupFlow *m_setupFlow = nullptr;
    bool m_leavingRemoteJob = false; ///< the user chose to quit and leave a remote job running
};

} // namespace ptq::ui
