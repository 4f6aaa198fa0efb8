#pragma once

#include "artifacts/json.h"
#include "artifacts/workspace.h"
#include "plan/planner.h"
#include "result.h"

#include <QCoreApplication>

#include <optional>

namespace ptq {

/// Step 2's rules, the same for page 2 and `ptq-studio confirm plan`: when a plan may be confirmed
/// (Checkpoint 2), and that a change to a confirmed plan voids its confirmation.
class PlanStep
{
    Q_DECLARE_TR_FUNCTIONS(PlanStep)

public:
    /// @p plan confirmed — refused (saying why) unless the analysis is confirmed (@p state, read just
    /// before) and @p plan was made from that analysis.
    static Result<Json> confirm(const WorkspaceState &state, const Json &plan);
    /// After @p edited was computed from a form whose last saved plan is @p saved: the plan to write
    /// when the edit voids a confirmation (it changes a decision of a confirmed plan), else nothing.
    static std::optional<Json> voidedBy(const Json &saved, const Json &edited);
    /// After the planner refused the form's @p intent (no plan can be written): @p saved unconfirmed
    /// when it was confirmed and the form no longer shows it — Next must never carry a plan the form
    /// does not show — else nothing (a refusal of the saved plan as it is voids nothing by itself).
    static std::optional<Json> voidedByRefusal(const Json &saved, const PlanIntent &intent);
    /// Whether two plans make the same decisions (what changes on every write left out).
    static bool sameDecisions(const Json &a, const Json &b);
    /// The decisions whose value differs between two plans, for people: "quark-cli: 0.13 →
    /// post-0.12", in @p edited's order (a decision only one of them has is listed with "none").
    static QStringList changedDecisions(const Json &saved, const Json &edited);
};

} // namespace ptq
