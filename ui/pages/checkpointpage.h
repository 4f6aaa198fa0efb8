#pragma once

#include "artifacts/workspace.h"

#include <QWizardPage>

class QFrame;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QVBoxLayout;

namespace ptq {
class WorkspaceSession;
}

namespace ptq::ui {

/// A wizard page that ends at one checkpoint. It shows the state of the artifact the
/// checkpoint confirms, and Next stays disabled until the checkpoint is confirmed.
class CheckpointPage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckpointPage)

public:
    CheckpointPage(WorkspaceSession *session, Checkpoint checkpoint, QWidget *parent = nullptr);

    Checkpoint checkpoint() const { return m_checkpoint; }
    bool isComplete() const override;
    void initializePage() override;
    /// True while a run is going and this page is one of the steps before it (read-only then).
    bool isRunLocked() const;

signals:
    /// The banner's "Back to the run" was clicked.
    void backToRunRequested();

protected:
    WorkspaceSession *session() const { return m_session; }
    /// The question the user answers at this checkpoint.
    virtual QString checkpointQuestion() const = 0;
    virtual ArtifactKind artifactKind() const = 0;
    /// Called whenever the session's state changes while the page exists.
    virtual void onStateChanged(const WorkspaceState &state);

    /// What the workspace status says of a confirmed artifact; a page that holds Next for a
    /// change not recorded yet says that instead (refreshState() after it changed).
    virtual QString confirmedDetail() const;
    /// Shows the workspace status again, as the session has it.
    void refreshState();

    void setIntroText(const QString &text);
    /// Shows checkpointQuestion() again (hidden while it is empty: nothing to answer yet).
    void refreshQuestion();
    /// Where a page puts its own controls, between the introduction and the workspace status.
    QVBoxLayout *contentLayout() const { return m_contentLayout; }
    /// The row of the checkpoint question; a page adds its confirm button here.
    QHBoxLayout *questionRow() const { return m_questionRow; }
    QGroupBox *statusBox() const { return m_statusBox; }

    void showEvent(QShowEvent *event) override;
    /// The page's confirm (or approve) button, focused, is about to be disabled by its own click:
    /// focus waits on the page itself, so no field catches a stray key (a typed digit must not edit
    /// the plan just confirmed), and moves to Next once the checkpoint is complete — unless the user
    /// moved it meanwhile.
    void handFocusToNext();
    /// Alt+letter in a text field is a mnemonic, never text: when its button is disabled (Alt+Y
    /// before the checkbox is ticked) the key must not type a letter into the output folder.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showState(const WorkspaceState &state);
    void updateRunLock();

    WorkspaceSession *m_session;
    Checkpoint m_checkpoint;
    QLabel *m_introLabel;
    QLabel *m_artifactLabel;
    QLabel *m_detailLabel;
    QLabel *m_questionLabel;
    QGroupBox *m_statusBox = nullptr;
    QFrame *m_runBanner = nullptr;
    QWidget *m_body = nullptr;
    QVBoxLayout *m_contentLayout = nullptr;
    QHBoxLayout *m_questionRow = nullptr;
    QMetaObject::Connection m_focusNext;
};

} // namespace ptq::ui
