#pragma once

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;

namespace ptq::ui {

/// The first screen: start a new workspace, open a folder, or reopen a recent one.
class WorkspaceChooser final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceChooser)

public:
    explicit WorkspaceChooser(const QStringList &recent, QWidget *parent = nullptr);

    void setRecent(const QStringList &recent);
    /// Shows why the chosen workspace could not be opened, and stays open.
    void showError(const QString &message);
    /// The Quark environment chosen for new workspaces (EnvChoice); empty: the quark-cli on PATH.
    void setQuarkEnvironment(const QString &prefix);

signals:
    void workspaceChosen(const QString &path, bool create);
    /// "Try with the bundled example": a workspace for the example model, made by the controller.
    void exampleRequested();
    /// "Quark environment…": find the ones on this machine or set one up (EnvSetupFlow).
    void quarkSetupRequested();

private:
    void openSelectedRecent();
    void updateOpenButton();
    /// Reads each recent workspace's model, last run and date off the UI thread, then shows them.
    void describeRecent(const QStringList &paths);

    QListWidget *m_recentList;
    QPushButton *m_openRecentButton;
    QLabel *m_errorLabel;
    QLabel *m_quarkLabel;
    int m_describe = 0;

public:
    /// One line about a workspace: its model, last run's scheme and status (with the runs in its
    /// history when the command in it has not run yet), and when (blocking file reads: call it
    /// off the UI thread). Empty when nothing is in it yet.
    static QString describe(const QString &workspace);
};

} // namespace ptq::ui
