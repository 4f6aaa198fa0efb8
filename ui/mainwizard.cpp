#include "mainwizard.h"

#include "pages/commandpage.h"
#include "pages/modelpage.h"
#include "pages/planpage.h"
#include "pages/runpage.h"
#include "wizardsession.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

MainWizard::MainWizard(WizardSession *session, QWidget *parent) : QWizard(parent), m_session(session)
{
    setObjectName(u"mainWizard"_s);
    setWizardStyle(QWizard::ModernStyle);
    setOptions(QWizard::NoCancelButton | QWizard::NoDefaultButton);
    setPage(ModelPageId, new ModelPage(session, this));
    setPage(PlanPageId, new PlanPage(session, this));
    setPage(CommandPageId, new CommandPage(session, this));
    setPage(RunPageId, new RunPage(session, this));
    setStartId(ModelPageId);

    connect(session, &WizardSession::workspaceChanged, this, [this] { m_resumePending = true; });
    connect(session, &WizardSession::stateChanged, this, [this](const WorkspaceState &state) {
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

void MainWizard::resumeAt(Checkpoint checkpoint)
{
    const int target = pageIdFor(checkpoint);
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
