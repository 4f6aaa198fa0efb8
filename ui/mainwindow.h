#pragma once

#include <QMainWindow>

class QLabel;
class QMenu;

namespace ptq::ui {

class MainWizard;
class WizardSession;

/// Hosts the wizard with a menu bar (workspaces, later the compare window) and a status
/// line naming the open workspace. Remembers its geometry.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(WizardSession *session, QWidget *parent = nullptr);

    MainWizard *wizard() const { return m_wizard; }
    void setRecentWorkspaces(const QStringList &recent);

signals:
    void chooseWorkspaceRequested();
    void openWorkspaceRequested(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void showAbout();

    WizardSession *m_session;
    MainWizard *m_wizard;
    QMenu *m_recentMenu;
    QLabel *m_workspaceLabel;
};

} // namespace ptq::ui
