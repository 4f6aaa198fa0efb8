#include "pages/checkpointpage.h"

#include "workflow/workspacesession.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFrame>
#include <QKeyEvent>
#include <QLineEdit>
#include <QGroupBox>
#include <QPushButton>
#include <QLabel>
#include <QPointer>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QWizard>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

QString stateText(ArtifactState state)
{
    switch (state) {
    case ArtifactState::Missing: return CheckpointPage::tr("not written yet");
    case ArtifactState::Unreadable: return CheckpointPage::tr("cannot be read");
    case ArtifactState::Invalid: return CheckpointPage::tr("invalid");
    case ArtifactState::Unconfirmed: return CheckpointPage::tr("waiting for your confirmation");
    case ArtifactState::Stale: return CheckpointPage::tr("out of date");
    case ArtifactState::Ready: return CheckpointPage::tr("confirmed");
    }
    return {};
}

} // namespace

CheckpointPage::CheckpointPage(WorkspaceSession *session, Checkpoint checkpoint, QWidget *parent)
    : QWizardPage(parent),
      m_session(session),
      m_checkpoint(checkpoint),
      m_introLabel(new QLabel(this)),
      m_artifactLabel(new QLabel(this)),
      m_detailLabel(new QLabel(this)),
      m_questionLabel(new QLabel(this))
{
    m_introLabel->setWordWrap(true);
    m_detailLabel->setWordWrap(true);
    m_detailLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_artifactLabel->setObjectName(u"artifactStateLabel"_s);
    m_detailLabel->setObjectName(u"artifactDetailLabel"_s);
    m_questionLabel->setObjectName(u"checkpointQuestionLabel"_s);
    m_questionLabel->setWordWrap(true); // a question with its verdict is read whole, not cut at the buttons
    QFont questionFont = m_questionLabel->font();
    questionFont.setBold(true);
    m_questionLabel->setFont(questionFont);

    m_statusBox = new QGroupBox(tr("In this workspace"), this);
    auto *statusLayout = new QVBoxLayout(m_statusBox);
    statusLayout->setContentsMargins(6, 2, 6, 2);
    statusLayout->addWidget(m_artifactLabel);
    statusLayout->addWidget(m_detailLabel);

    m_contentLayout = new QVBoxLayout;
    m_questionRow = new QHBoxLayout;
    m_questionRow->addWidget(m_questionLabel, 1);

    // While a run is going, the steps before it are read-only (the run relies on their files) and a
    // banner leads back to the run.
    m_runBanner = new QFrame(this);
    m_runBanner->setObjectName(u"runningBanner"_s);
    m_runBanner->setFrameShape(QFrame::StyledPanel);
    auto *bannerLayout = new QHBoxLayout(m_runBanner);
    auto *bannerText = new QLabel(tr("A run is going: this step is read-only until it ends."), m_runBanner);
    bannerText->setWordWrap(true);
    auto *backToRun = new QPushButton(tr("Back to the run"), m_runBanner);
    backToRun->setObjectName(u"backToRunPushButton"_s);
    backToRun->setAutoDefault(false);
    bannerLayout->addWidget(bannerText, 1);
    bannerLayout->addWidget(backToRun);
    m_runBanner->hide();
    connect(backToRun, &QPushButton::clicked, this, &CheckpointPage::backToRunRequested);

    m_body = new QWidget(this);
    auto *bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addLayout(m_contentLayout, 1);
    bodyLayout->addWidget(m_statusBox);
    bodyLayout->addLayout(m_questionRow);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_introLabel);
    layout->addWidget(m_runBanner);
    layout->addWidget(m_body, 1);

    if (m_checkpoint != Checkpoint::ResultAcceptance) {
        connect(m_session->run(), &RunSession::started, this, &CheckpointPage::updateRunLock);
        connect(m_session->run(), &RunSession::finished, this, &CheckpointPage::updateRunLock);
    }

    connect(m_session, &WorkspaceSession::stateChanged, this, [this](const WorkspaceState &state) {
        showState(state);
        onStateChanged(state);
        emit completeChanged();
    });
}

bool CheckpointPage::isComplete() const
{
    return m_session->hasWorkspace() && m_session->state().isConfirmed(m_checkpoint);
}

void CheckpointPage::refreshQuestion()
{
    const QString question = checkpointQuestion();
    m_questionLabel->setText(question);
    m_questionLabel->setVisible(!question.isEmpty());
}

void CheckpointPage::showEvent(QShowEvent *event)
{
    QWizardPage::showEvent(event);
    // Installed again on each show (the same filter is not installed twice): fields made since count too.
    for (QLineEdit *field : findChildren<QLineEdit *>())
        field->installEventFilter(this);
}

bool CheckpointPage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        // A mnemonic whose button is enabled never gets here (shortcuts are handled first); one
        // whose button is disabled would otherwise type its letter.
        if ((key->modifiers() & ~Qt::KeypadModifier) == Qt::AltModifier && key->key() >= Qt::Key_A && key->key() <= Qt::Key_Z)
            return true;
    }
    return QWizardPage::eventFilter(watched, event);
}

void CheckpointPage::initializePage()
{
    refreshQuestion();
    showState(m_session->state());
    updateRunLock();
}

bool CheckpointPage::isRunLocked() const
{
    return m_checkpoint != Checkpoint::ResultAcceptance && m_session->run()->isRunning();
}

void CheckpointPage::updateRunLock()
{
    const bool locked = isRunLocked();
    m_body->setEnabled(!locked);
    m_runBanner->setVisible(locked);
    emit completeChanged();
}

void CheckpointPage::onStateChanged(const WorkspaceState &) {}

void CheckpointPage::setIntroText(const QString &text)
{
    m_introLabel->setText(text);
}

QString CheckpointPage::confirmedDetail() const
{
    return tr("Confirmed. Next continues with the following step.");
}

void CheckpointPage::refreshState()
{
    showState(m_session->state());
}

void CheckpointPage::showState(const WorkspaceState &state)
{
    const ArtifactStatus &status = state.status(artifactKind());
    refreshQuestion();
    m_artifactLabel->setText(tr("<b>%1</b> — %2").arg(artifactFileName(artifactKind()), stateText(status.state)));
    m_detailLabel->setText(status.ready() ? confirmedDetail() : status.detail);
    m_detailLabel->setVisible(status.state != ArtifactState::Missing);
}

void CheckpointPage::handFocusToNext()
{
    QWizard *w = wizard();
    QWidget *focused = QApplication::focusWidget();
    if (!w || (focused && !w->isAncestorOf(focused)))
        return; // the focus is in another window: where the user put it
    // A field of this page (or the button about to be disabled) gives the focus to the page
    // itself: no focus policy is needed for that, and no key edits anything there.
    QPointer<QWidget> parked = !focused || isAncestorOf(focused) ? static_cast<QWidget *>(this) : focused;
    if (parked == this)
        setFocus(Qt::OtherFocusReason);
    disconnect(m_focusNext);
    const auto moveOn = [this, parked] {
        QWizard *w = wizard();
        if (!isComplete() || !w || w->currentPage() != this)
            return;
        disconnect(m_focusNext);
        QAbstractButton *next = w->button(QWizard::NextButton);
        if (next && next->isEnabled() && parked && QApplication::focusWidget() == parked)
            next->setFocus(Qt::OtherFocusReason);
    };
    m_focusNext = connect(this, &QWizardPage::completeChanged, this, moveOn, Qt::QueuedConnection);
    if (isComplete())
        QMetaObject::invokeMethod(this, moveOn, Qt::QueuedConnection);
}

} // namespace ptq::ui
