#include "pages/modelpage.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

ModelPage::ModelPage(WizardSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::ModelAnalysis, parent)
{
    setObjectName(u"modelpage"_s);
    setTitle(tr("1 · Model"));
    setSubTitle(tr("Read the model's configuration files and analyse them. No weights are downloaded."));
    setIntroText(tr("PTQ Studio reads config.json and the other small files of a Hugging Face model (from the Hub, a local folder or the Hugging Face cache) and writes what it learned to model_analysis.json."));
}

QString ModelPage::checkpointQuestion() const
{
    return tr("Is this model analysis correct?");
}

} // namespace ptq::ui
