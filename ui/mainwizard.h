#pragma once

#include "artifacts/workspace.h"

#include <QPointer>
#include <QWizard>

namespace ptq {
class WorkspaceSession;
}

namespace ptq::ui {

/// The four pages, one per checkpoint. Next is enabled only once the page's checkpoint is
/// confirmed; Back never deletes anything. On opening a workspace the wizard walks forward
/// to the earliest checkpoint that is not confirmed, so Back still leads to earlier pages.
class MainWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWizard)

public:
    enum PageId { ModelPageId = 0, PlanPageId, CommandPageId, RunPageId };

    explicit MainWizard(WorkspaceSession *session, QWidget *parent = nullptr);

    static int pageIdFor(Checkpoint checkpoint);
    /// Shows the page of @p checkpoint, passing through every earlier page that is complete.
    void resumeAt(Checkpoint checkpoint);
    /// Builds pages 2-4 now if they are not yet (normally right after page 1 first paints).
    void buildLaterPages();
    /// From a read-only page during a run, forward to page 4.
    void goToRun();
    int nextId() const override;
    /// Finish (once the result is accepted) asks for the closing screen; the wizard itself is
    /// never hidden, and Escape does not empty the window.
    void done(int result) override;
    /// Back to page 2 (from the closing screen: another scheme for the same model; page 4's
    /// "Back to the plan"). Not while a run is in progress.
    void goToPlan();
    /// Back to page 3 (page 4's "Back to the command"). Not while a run is in progress.
    void goToCommand();
    class StepList *stepList() const { return m_steps; }
    /// Page 3 has asked before a change (another Quark environment, say) replaces a run's result
    /// nobody decided on yet; the change holds only once the user answers there.
    bool asksBeforeChange() const;

signals:
    /// The wizard has moved to the page where the workspace resumes.
    void resumed(int pageId);
    /// Finish was pressed on an accepted result.
    void finishRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Enter in a single-line field presses Next where the page is complete (a field with an
    /// Enter action of its own, like page 1's Model field, keeps the key); it never clicks
    /// whichever button QDialog would take for the default one.
    void keyPressEvent(QKeyEvent *event) override;

private:
    void backTo(PageId page);
    WorkspaceSession *m_session;
    bool m_resumePending = false;
    bool m_laterPagesBuilt = false;
    class StepList *m_steps = nullptr;
    /// The single-line field with the focus and its text when it got the focus: the first Enter
    /// after an edit only finishes the edit, so Next never carries a change not yet applied.
    QPointer<QWidget> m_enterField;
    QString m_enterFieldText;
    void updateSteps();
};

} // namespace ptq::ui
