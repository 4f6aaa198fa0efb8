#include "workflow/planstep.h"

#include "artifacts/documents.h"
#include "plan/planner.h"

#include <algorithm>

namespace ptq {

Result<Json> PlanStep::confirm(const WorkspaceState &state, const Json &plan)
{
    if (!state.analysis.ready())
        return Error{Error::Code::Invalid, tr("Confirm the analysis first: %1").arg(state.analysis.detail)};
    const Result<PlanDocument> typed = PlanDocument::fromJson(plan);
    if (!typed || typed->analysisSha256 != state.analysis.sha256)
        return Error{Error::Code::Invalid, tr("The plan was made from a different model analysis; review it again.")};
    return Planner::confirm(*typed);
}

std::optional<Json> PlanStep::voidedBy(const Json &saved, const Json &edited)
{
    const Result<PlanDocument> before = PlanDocument::fromJson(saved);
    if (!before || before->requiresConfirmation || sameDecisions(saved, edited))
        return std::nullopt;
    return edited; // as the planner wrote it: requires_confirmation true
}

std::optional<Json> PlanStep::voidedByRefusal(const Json &saved, const PlanIntent &intent)
{
    const Result<PlanDocument> before = PlanDocument::fromJson(saved);
    if (!before || before->requiresConfirmation || Planner::intentOf(*before) == intent)
        return std::nullopt;
    PlanDocument unconfirmed = *before;
    unconfirmed.unconfirm(); // as the planner writes an unconfirmed plan
    return unconfirmed.toJson();
}

bool PlanStep::sameDecisions(const Json &a, const Json &b)
{
    const Result<PlanDocument> first = PlanDocument::fromJson(a);
    const Result<PlanDocument> second = PlanDocument::fromJson(b);
    if (!first || !second)
        return a == b; // not plans (no plan saved yet): the same only when both are the same nothing
    return first->sameDecisionsAs(*second);
}

QStringList PlanStep::changedDecisions(const Json &saved, const Json &edited)
{
    const Result<PlanDocument> was = PlanDocument::fromJson(saved);
    const Result<PlanDocument> now = PlanDocument::fromJson(edited);
    const auto valuesOf = [](const Result<PlanDocument> &plan) { return plan ? plan->decisions : QList<QPair<QString, Json>>(); };
    const auto text = [](const Json &value) {
        return value.is_string() ? QString::fromStdString(value.get<std::string>())
            : value.is_null()    ? tr("none")
                                 : QString::fromStdString(value.dump());
    };
    const QList<QPair<QString, Json>> before = valuesOf(was);
    QStringList changed;
    for (const QPair<QString, Json> &decision : valuesOf(now)) {
        const QString &name = decision.first;
        const auto was = std::find_if(before.cbegin(), before.cend(), [&name](const auto &d) { return d.first == name; });
        const Json old = was != before.cend() ? was->second : Json();
        if (old != decision.second)
            changed.append(tr("%1: %2 → %3").arg(name, text(old), text(decision.second)));
    }
    // The same decisions from another analysis (the model analyzed again): that is the change.
    if (was && now && was->analysisSha256 != now->analysisSha256)
        changed.prepend(tr("model_analysis.json was written again since, by a new analysis or a new confirmation"));
    return changed;
}

PlanStep::FormChoice PlanStep::formChoiceOf(const QString &decision)
{
    // The planner names its decisions in its own (translated) words; this is the one place that reads them.
    return decision == Planner::tr("Priority")          ? FormChoice::Priority
           : decision == Planner::tr("Device strategy") ? FormChoice::DeviceStrategy
           : decision == Planner::tr("Evaluation")      ? FormChoice::Evaluation
                                                        : FormChoice::None;
}

} // namespace ptq
