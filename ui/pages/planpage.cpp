#include "pages/planpage.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

PlanPage::PlanPage(WizardSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::QuantPlan, parent)
{
    setObjectName(u"planpage"_s);
    setTitle(tr("2 · Plan"));
    setSubTitle(tr("Turn the confirmed analysis and your intent into quantization decisions."));
    setIntroText(tr("The plan records the scheme, KV-cache, exclusions, overrides, algorithms and calibration data, each with its reason, in quant_plan.json."));
}

QString PlanPage::checkpointQuestion() const
{
    return tr("Confirm this plan or change it.");
}

} // namespace ptq::ui
