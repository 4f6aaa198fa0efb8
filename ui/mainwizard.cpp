#include "mainwizard.h"

#include "help/helpwindow.h"
#include "pages/checkpointpage.h"
#include "pages/commandpage.h"
#include "pages/modelpage.h"
#include "pages/planpage.h"
#include "pages/runpage.h"
#include "steplist.h"
#include "workflow/workspacesession.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLineEdit>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

// A field Enter finishes: a line edit, a spin box, an editable combo box.
bool isSingleLineField(const QWidget *w)
{
    if (const auto *combo = qobject_cast<const QComboBox *>(w))
        return combo->isEditable();
    if (const auto *edit = qobject_cast<const QLineEdit *>(w))
        return !edit->isReadOnly();
    return qobject_cast<const QAbstractSpinBox *>(w) != nullptr;
}

// Alt+N while Next is disabled (a page not confirmed yet) matches no shortcut, and the key went on
// to the focused field, which typed an "n". The wizard's mnemonics never reach a field.
class MnemonicGuard final : public QObject
{
public:
    explicit MnemonicGuard(QWizard *wizard) : QObject(wizard), m_wizard(wizard) { qApp->installEventFilter(this); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress)
            return false;
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() != Qt::AltModifier || !watched->isWidgetType()
            || !m_wizard->isAncestorOf(static_cast<QWidget *>(watched)))
            return false;
        const QKeySequence pressed(key->keyCombination());
        for (QWizard::WizardButton which : {QWizard::NextButton, QWizard::BackButton}) {
            if (QKeySequence::mnemonic(m_wizard->buttonText(which)) == pressed)
                return true; // its button is enabled: the shortcut took the key before this
        }
        return false;
    }

private:
    QWizard *m_wizard;
};

QString fieldText(const QWidget *w)
{
    if (const auto *combo = qobject_cast<const QComboBox *>(w))
        return combo->currentText();
    if (const auto *edit = qobject_cast<const QLineEdit *>(w))
        return edit->text();
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(w))
        return spin->text();
    return {};
}

} // namespace

MainWizard::MainWizard(WorkspaceSession *session, QWidget *parent) : QWizard(parent), m_session(session)
{
    setObjectName(u"mainWizard"_s);
    setWizardStyle(QWizard::ModernStyle);
    setOptions(QWizard::NoCancelButton | QWizard::NoDefaultButton | QWizard::HaveHelpButton);
    // Help: the manual at this page's topic (F1 does the same, from wherever the focus is). No
    // mnemonic: Alt+H is the menu bar's Help.
    setButtonText(QWizard::HelpButton, tr("Help"));
    button(QWizard::HelpButton)->setToolTip(tr("The manual at this step (F1)"));
    // Qt's "&Finish" shares Alt+F with the menu bar's File: pressed, it only moved the focus between them.
    setButtonText(QWizard::FinishButton, tr("Fini&sh"));
    connect(this, &QWizard::helpRequested, this, [this] {
        HelpWindow::showTopic(HelpTopics::topicFor(currentPage() ? static_cast<QWidget *>(currentPage()) : this));
    });
    // The map of the steps, beside every page.
    m_steps = new StepList(this);
    setSideWidget(m_steps);
    connect(this, &QWizard::currentIdChanged, this, &MainWizard::updateSteps);
    connect(session, &WorkspaceSession::stateChanged, this, &MainWizard::updateSteps);
    connect(session->run(), &RunSession::started, this, &MainWizard::updateSteps);
    connect(session->run(), &RunSession::finished, this, &MainWizard::updateSteps);
    auto *first = new ModelPage(session, this);
    setPage(ModelPageId, first);
    connect(first, &CheckpointPage::backToRunRequested, this, &MainWizard::goToRun);
    setStartId(ModelPageId);
    // Pages 2-4 (two thirds of the widgets) are built once page 1 has painted, or when the
    // wizard needs them to resume, whichever comes first: the window shows up sooner.
    first->installEventFilter(this);

    new MnemonicGuard(this);
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (now && isAncestorOf(now) && isSingleLineField(now)) {
            m_enterField = now;
            m_enterFieldText = fieldText(now);
        }
    });

    connect(session, &WorkspaceSession::workspaceChanged, this, [this] { m_resumePending = true; });
    connect(session, &WorkspaceSession::stateChanged, this, [this](const WorkspaceState &state) {
        if (!m_resumePending)
            return;
        m_resumePending = false;
        resumeAt(state.resumeAt);
    });
}

int MainWizard::pageIdFor(Checkpoint checkpoint)
{
    switch (checkpoint) {
    case Checkpoint::ModelAnalysis: return ModelPageId;
    case Checkpoint::QuantPlan: return PlanPageId;
    case Checkpoint::ExecutionApproval: return CommandPageId;
    case Checkpoint::ResultAcceptance: return RunPageId;
    }
    return ModelPageId;
}

bool MainWizard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_laterPagesBuilt) {
        watched->removeEventFilter(this);
        QTimer::singleShot(0, this, &MainWizard::buildLaterPages); // after this frame is complete
    }
    return QWizard::eventFilter(watched, event);
}

void MainWizard::keyPressEvent(QKeyEvent *event)
{
    const bool enter = (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (!enter) {
        QWizard::keyPressEvent(event);
        return;
    }
    // Embedded in the main window, QDialog's own handling would click an auto-default button
    // that once had the focus (issue #33: Enter in the Model field opened Browse).
    event->accept();
    QWidget *field = QApplication::focusWidget();
    if (!field || !isAncestorOf(field) || !isSingleLineField(field))
        return;
    const QString text = fieldText(field);
    if (field != m_enterField || text != m_enterFieldText) {
        // The field has just applied its edit (returnPressed, editingFinished): the page reacts
        // to it first; the next Enter goes on.
        m_enterField = field;
        m_enterFieldText = text;
        return;
    }
    QAbstractButton *nextButton = button(QWizard::NextButton);
    if (currentPage() && currentPage()->isComplete() && nextButton->isVisible() && nextButton->isEnabled())
        next();
}

void MainWizard::buildLaterPages()
{
    if (m_laterPagesBuilt)
        return;
    m_laterPagesBuilt = true;
    auto *plan = new PlanPage(m_session, this);
    auto *command = new CommandPage(m_session, this);
    setPage(PlanPageId, plan);
    setPage(CommandPageId, command);
    auto *run = new RunPage(m_session, this);
    setPage(RunPageId, run);
    // Page 4's "Choose where it runs…" (no GPU here): page 3 opens Runs on, or the targets dialog.
    connect(run, &RunPage::runTargetRequested, command, &CommandPage::chooseRemoteTarget, Qt::QueuedConnection);
    connect(run, &RunPage::planRequested, this, &MainWizard::goToPlan);
    connect(run, &RunPage::commandRequested, this, &MainWizard::goToCommand);
    connect(plan, &CheckpointPage::backToRunRequested, this, &MainWizard::goToRun);
    connect(command, &CheckpointPage::backToRunRequested, this, &MainWizard::goToRun);
}

void MainWizard::updateSteps()
{
    m_steps->update(qMax(0, currentId()), m_session->state(), m_session->run()->isRunning());
}

void MainWizard::done(int result)
{
    if (result == QDialog::Accepted && validateCurrentPage())
        emit finishRequested();
}

void MainWizard::goToPlan()
{
    backTo(PlanPageId);
}

bool MainWizard::asksBeforeChange() const
{
    const auto *command = qobject_cast<const CommandPage *>(page(CommandPageId));
    return command && command->isAskingBeforeChange();
}

void MainWizard::goToCommand()
{
    backTo(CommandPageId);
}

void MainWizard::backTo(PageId page)
{
    while (currentId() > page && !m_session->run()->isRunning()) {
        const int before = currentId();
        back();
        if (currentId() == before)
            break;
    }
}

void MainWizard::goToRun()
{
    while (currentId() < RunPageId && currentPage() && currentPage()->isComplete()) {
        const int before = currentId();
        next();
        if (currentId() == before)
            break;
    }
}

int MainWizard::nextId() const
{
    // The sequence is fixed, and known before pages 2-4 exist (page 1 shows Next, not Finish).
    const int id = currentId();
    return id >= ModelPageId && id < RunPageId ? id + 1 : -1;
}

void MainWizard::resumeAt(Checkpoint checkpoint)
{
    const int target = pageIdFor(checkpoint);
    if (target > ModelPageId)
        buildLaterPages();
    restart();
    while (currentId() < target && currentPage() && currentPage()->isComplete()) {
        const int before = currentId();
        next();
        if (currentId() == before)
            break;
    }
    emit resumed(currentId());
}

} // namespace ptq::ui
