#include "steplist.h"
#include "statuscolours.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

constexpr Checkpoint kSteps[] = {Checkpoint::ModelAnalysis, Checkpoint::QuantPlan, Checkpoint::ExecutionApproval,
                                 Checkpoint::ResultAcceptance};

} // namespace

StepList::StepList(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"stepList"_s);
    setAccessibleName(tr("Steps"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 16, 12, 12);
    layout->setSpacing(14);
    for (int i = 0; i < 4; ++i) {
        auto *row = new QLabel(this);
        row->setObjectName(u"step%1Label"_s.arg(i + 1));
        row->setTextFormat(Qt::RichText);
        row->setWordWrap(true);
        layout->addWidget(row);
        m_rows.append(row);
        m_states.append(StepState::Waiting);
        m_confirmed.append(false);
    }
    layout->addStretch(1);
    setMinimumWidth(150);
    setMaximumWidth(190);
    retranslate();
}

void StepList::update(int current, const WorkspaceState &state, bool running)
{
    m_current = current;
    for (int i = 0; i < 4; ++i) {
        const bool confirmed = !state.root.isEmpty() && state.isConfirmed(kSteps[i]);
        m_states[i] = i == 3 && running ? StepState::Running
                      : i == current    ? StepState::Current
                      : confirmed       ? StepState::Confirmed
                      : i == 3 && state.lastRun ? StepState::Ended
                                        : StepState::Waiting;
        m_confirmed[i] = confirmed; // the current step says whether it is confirmed too
    }
    m_lastRun = state.root.isEmpty() ? std::nullopt : state.lastRun;
    m_declined = !state.root.isEmpty() && state.resultDeclined;
    retranslate();
}

QString StepList::stepText(int step) const
{
    return m_rows.value(step) ? m_rows[step]->text() : QString();
}

void StepList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StepList::retranslate()
{
    const QString titles[] = {tr("Model"), tr("Plan"), tr("Command"), tr("Run")};
    for (int i = 0; i < m_rows.size(); ++i) {
        QString state;
        QString mark;
        switch (m_states[i]) {
        case StepState::Confirmed:
            mark = u"✓"_s;
            state = i == 3 ? tr("accepted") : tr("confirmed");
            break;
        case StepState::Current:
            mark = u"▶"_s;
            state = !m_confirmed[i] ? (i == 3 && m_declined ? tr("you are here · declined") : tr("you are here"))
                    : i == 3        ? tr("you are here · accepted")
                                    : tr("you are here · confirmed");
            break;
        case StepState::Running:
            mark = u"▶"_s;
            state = tr("running");
            break;
        case StepState::Ended:
            // A run of this command ended and nobody accepted it: say how it ended, not "not yet".
            mark = m_lastRun == RunStatus::Succeeded ? u"●"_s : u"✗"_s;
            state = m_lastRun == RunStatus::Succeeded && m_declined ? tr("ran · declined")
                    : m_lastRun == RunStatus::Succeeded   ? tr("ran · not accepted yet")
                    : m_lastRun == RunStatus::Cancelled ? tr("last run cancelled")
                    : m_lastRun == RunStatus::Partial   ? tr("last run incomplete")
                    : m_lastRun == RunStatus::Interrupted ? tr("last run interrupted")
                                                          : tr("last run failed");
            break;
        case StepState::Waiting:
            mark = u"○"_s;
            state = tr("not yet");
            break;
        }
        const bool current = m_states[i] == StepState::Current || m_states[i] == StepState::Running;
        const QString title = tr("%1 %2").arg(i + 1).arg(titles[i]);
        m_rows[i]->setText(current ? u"<b>%1 %2</b><br/><small>%3</small>"_s.arg(mark, title.toHtmlEscaped(), state.toHtmlEscaped())
                                   : u"%1 %2<br/><small>%3</small>"_s.arg(mark, title.toHtmlEscaped(), state.toHtmlEscaped()));
        m_rows[i]->setAccessibleName(tr("Step %1, %2: %3").arg(i + 1).arg(titles[i], state));
        // A step still to come is muted, not disabled: a disabled label's grey is about 1.6:1 on
        // Fusion's window, too faint to read.
        const bool failedRun = m_states[i] == StepState::Ended && m_lastRun != RunStatus::Succeeded;
        setTextColour(m_rows[i], m_states[i] == StepState::Waiting ? statusColour(Tone::Muted, this)
                                 : failedRun                       ? statusColour(Tone::Failed, this)
                                                                   : QColor());
    }
}

} // namespace ptq::ui
