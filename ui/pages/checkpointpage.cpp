#include "pages/checkpointpage.h"

#include "wizardsession.h"

#include <QGroupBox>
#include <QLabel>
#include <QHBoxLayout>
#include <QVBoxLayout>

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

CheckpointPage::CheckpointPage(WizardSession *session, Checkpoint checkpoint, QWidget *parent)
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

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_introLabel);
    layout->addLayout(m_contentLayout, 1);
    layout->addWidget(m_statusBox);
    layout->addLayout(m_questionRow);

    connect(m_session, &WizardSession::stateChanged, this, [this](const WorkspaceState &state) {
        showState(state);
        onStateChanged(state);
        emit completeChanged();
    });
}

bool CheckpointPage::isComplete() const
{
    return m_session->hasWorkspace() && m_session->state().isConfirmed(m_checkpoint);
}

void CheckpointPage::initializePage()
{
    m_questionLabel->setText(checkpointQuestion());
    showState(m_session->state());
}

void CheckpointPage::onStateChanged(const WorkspaceState &) {}

void CheckpointPage::setIntroText(const QString &text)
{
    m_introLabel->setText(text);
}

void CheckpointPage::showState(const WorkspaceState &state)
{
    const ArtifactStatus &status = state.status(artifactKind());
    m_questionLabel->setText(checkpointQuestion());
    m_artifactLabel->setText(tr("<b>%1</b> — %2").arg(artifactFileName(artifactKind()), stateText(status.state)));
    m_detailLabel->setText(status.ready() ? tr("Confirmed. Next continues with the following step.")
                                          : status.detail);
    m_detailLabel->setVisible(status.state != ArtifactState::Missing);
}

} // namespace ptq::ui
