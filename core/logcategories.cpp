#include "logcategories.h"

#include <QStringList>

using namespace Qt::Literals::StringLiterals;

Q_LOGGING_CATEGORY(lcProbe, "ptq.plan.probe", QtWarningMsg)
Q_LOGGING_CATEGORY(lcJob, "ptq.run.job", QtWarningMsg)
Q_LOGGING_CATEGORY(lcGpu, "ptq.run.gpu", QtWarningMsg)
Q_LOGGING_CATEGORY(lcVerify, "ptq.run.verify", QtWarningMsg)
Q_LOGGING_CATEGORY(lcEnvSetup, "ptq.env.setup", QtWarningMsg)
Q_LOGGING_CATEGORY(lcWrites, "ptq.workflow.writes", QtWarningMsg)

namespace ptq {

const QStringList &logCategoryNames()
{
    static const QStringList names{
        u"ptq.command.environment"_s, u"ptq.core.dataroots"_s, u"ptq.core.hub"_s,        u"ptq.core.workspace"_s,
        u"ptq.env.discovery"_s,       u"ptq.env.setup"_s,      u"ptq.handoff.checks"_s,  u"ptq.handoff.publish"_s,
        u"ptq.plan.probe"_s,          u"ptq.run.gpu"_s,        u"ptq.run.job"_s,         u"ptq.run.verify"_s,
        u"ptq.target.ssh"_s,          u"ptq.workflow.writes"_s,
    };
    return names;
}

} // namespace ptq
