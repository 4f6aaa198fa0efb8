#include "envsetupflow.h"

#include "envsetupdialog.h"

#include "workflow/envsetupstep.h"

#include <QWidget>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

EnvSetupFlow::EnvSetupFlow(QWidget *window, QObject *parent) : QObject(parent), m_window(window)
{
    // Once: the session outlives each dialog; what goes to a dialog checks that there is one.
    connect(&m_session, &EnvSetupSession::startFailed, this, &EnvSetupFlow::showFailure);
    connect(&m_session, &EnvSetupSession::finished, this, &EnvSetupFlow::showResult);
    connect(&m_session, &EnvSetupSession::environmentsFound, this,
            [this](const QList<FoundEnvironment> &found, const QStringList &placesText) {
                m_searched = true;
                if (!m_dialog)
                    return;
                m_dialog->setFoundEnvironments(found, placesText);
                if (!m_dialog->isVisible() && (!found.isEmpty() || m_haveRecipe))
                    m_dialog->open();
            });
    connect(&m_session, &EnvSetupSession::proposalChanged, this, [this](const EnvRecipe &recipe, const QString &folder) {
        if (!m_dialog)
            return;
        m_dialog->setRecipe(recipe, folder);
        m_haveRecipe = true;
        if (!m_dialog->isVisible() && m_searched)
            m_dialog->open();
    });
    connect(&m_session, &EnvSetupSession::removingFailedAttempt, this, [this](const QString &path) {
        if (m_dialog) // a whole environment takes a minute or more to delete: say so, not "Starting…"
            m_dialog->setRemovingFailedAttempt(path);
    });
    connect(&m_session, &EnvSetupSession::stepStarted, this, [this](int index) {
        if (!m_dialog)
            return;
        for (int i = 0; i < index; ++i)
            m_dialog->setStepState(i, EnvSetupDialog::StepState::Done);
        m_dialog->setStepState(index, EnvSetupDialog::StepState::Running);
        m_dialog->clearStalled();
    });
    connect(&m_session, &EnvSetupSession::progress, this, [this](const PipProgress::State &state) {
        if (!m_dialog)
            return;
        m_dialog->setPipState(state);
        m_dialog->clearStalled();
    });
    connect(&m_session, &EnvSetupSession::logText, this, [this](const QString &text) {
        if (m_dialog)
            m_dialog->appendLog(text);
    });
    connect(&m_session, &EnvSetupSession::stalled, this, [this](qint64 quietMs) {
        if (m_dialog)
            m_dialog->setStalled(quietMs);
    });
}

EnvSetupFlow::~EnvSetupFlow() = default; // the session cancels a setup still running

EnvSetupDialog *EnvSetupFlow::dialog() const
{
    return m_dialog;
}

void EnvSetupFlow::startWithSettings()
{
    if (!m_dialog || !m_dialog->isVisible())
        setIndexOverrides(EnvSetupStep::indexOverrides());
    start();
}

void EnvSetupFlow::start()
{
    if (m_session.isBusy() || (m_dialog && m_dialog->isVisible())) {
        if (m_dialog) {
            m_dialog->show();
            m_dialog->raise();
        }
        return;
    }
    auto *dialog = new EnvSetupDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    m_searched = false;
    m_haveRecipe = false;
    if (!m_session.start())
        return; // showFailure() opened the dialog with the message
    connect(dialog, &EnvSetupDialog::folderChanged, &m_session, &EnvSetupSession::setFolder);
    connect(dialog, &EnvSetupDialog::approved, &m_session, &EnvSetupSession::approve);
    connect(dialog, &EnvSetupDialog::cancelRequested, &m_session, &EnvSetupSession::cancel);
    connect(dialog, &EnvSetupDialog::retryRequested, &m_session, &EnvSetupSession::retry);
    connect(dialog, &EnvSetupDialog::fallbackIndexRequested, &m_session, &EnvSetupSession::useFallbackIndex);
    connect(dialog, &EnvSetupDialog::useEnvironment, this, &EnvSetupFlow::environmentReady);
    // The dialog opens with what there is to show: the environments found, or (none found)
    // the commands for a new one.
    dialog->setSearching();
}

void EnvSetupFlow::showFailure(const QString &message)
{
    if (!m_dialog)
        return;
    EnvSetupResult r;
    r.outcome = EnvSetupResult::Outcome::Failed;
    r.message = message;
    m_dialog->setFinished(r);
    if (!m_dialog->isVisible())
        m_dialog->open(); // a damaged registry: named before anything else is shown
}

void EnvSetupFlow::showResult(const EnvSetupOutcome &outcome)
{
    if (!m_dialog)
        return;
    if (outcome.outcome == EnvSetupResult::Outcome::Failed && outcome.failedStep >= 0)
        m_dialog->setStepState(outcome.failedStep, EnvSetupDialog::StepState::Failed);
    if (outcome.outcome == EnvSetupResult::Outcome::Succeeded)
        for (int i = 0; i < m_session.recipe().steps.size(); ++i)
            m_dialog->setStepState(i, EnvSetupDialog::StepState::Done);
    m_dialog->setFinished(outcome);
}

} // namespace ptq::ui
