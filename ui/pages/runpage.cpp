#include "pages/runpage.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

RunPage::RunPage(WizardSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::ResultAcceptance, parent)
{
    setObjectName(u"runpage"_s);
    setTitle(tr("4 · Run"));
    setSubTitle(tr("Run the approved command, watch it, and verify what it wrote."));
    setIntroText(tr("The run's full log is kept in the workspace's logs folder; the output folder is inspected before the result is reported."));
}

QString RunPage::checkpointQuestion() const
{
    return tr("Does this verified output meet your request?");
}

} // namespace ptq::ui
