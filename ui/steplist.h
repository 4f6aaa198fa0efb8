#pragma once

#include "artifacts/workspace.h"

#include <QWidget>

class QLabel;

namespace ptq::ui {

/// The map of the wizard's four steps beside the page: where the user is, and which steps are
/// confirmed (as Qt Creator's wizards show theirs).
class StepList final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepList)

public:
    /// Ended: step 4's run of the current command has ended and is not accepted (yet).
    enum class StepState { Waiting, Current, Confirmed, Running, Ended };

    explicit StepList(QWidget *parent = nullptr);

    /// @p current is the wizard's page id (0-3); @p running: a run is going.
    void update(int current, const WorkspaceState &state, bool running);
    StepState stepState(int step) const { return m_states.value(step, StepState::Waiting); }
    /// The text shown for @p step (for tests and accessibility).
    QString stepText(int step) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QList<QLabel *> m_rows;
    QList<StepState> m_states;
    QList<bool> m_confirmed;
    std::optional<RunStatus> m_lastRun;
    bool m_declined = false; ///< the last run's result was declined
    int m_current = 0;
};

} // namespace ptq::ui
