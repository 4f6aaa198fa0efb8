#include "pages/commandpage.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

CommandPage::CommandPage(WizardSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::ExecutionApproval, parent)
{
    setObjectName(u"commandpage"_s);
    setTitle(tr("3 · Command"));
    setSubTitle(tr("Check the environment, build the exact quark-cli command and estimate what it needs."));
    setIntroText(tr("Nothing is downloaded, no output folder is created and nothing runs until you approve the exact command recorded in run_manifest.yaml."));
}

QString CommandPage::checkpointQuestion() const
{
    return tr("Shall I run this exact command?");
}

} // namespace ptq::ui
