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
    /// post-0.12", in @p edited's order (a decision only one of them has is listed with "none"); first,
    /// when the two were made from different analyses, that.
    static QStringList changedDecisions(const Json &saved, const Json &edited);

    // Step 2's vocabulary, as the planner says it (words and defaults; no state, no I/O).
    static QStringList targets() { return Planner::targets(); }
    static QStringList priorities() { return Planner::priorities(); }
    static double defaultPerplexityRatio(const QString &priority) { return Planner::defaultPerplexityRatio(priority); }
    static QString deviceStrategyReason(const QString &strategy) { return Planner::deviceStrategyReason(strategy); }
    static QString unusableDataset(const QString &dataset) { return Planner::unusableDataset(dataset); }
    static SchemeRecommendation recommend(const QString &target, const QString &priority, const CliCapabilities &cli,
                                          const AnalysisFacts &analysis)
    {
        return Planner::recommend(target, priority, cli, analysis);
    }
    /// The intent a plan was made from.
    static PlanIntent intentOf(const PlanDocument &plan) { return Planner::intentOf(plan); }
    /// What PTQ Studio knows the newest quark-cli accepts.
    static CliCapabilities newestCli() { return QuarkCatalog::newest(); }
    static constexpr int kMaxTensorParallelSize = Planner::kMaxTensorParallelSize;
    static constexpr int kDefaultNumCalibData = Planner::kDefaultNumCalibData;
    static constexpr int kDefaultSeqLen = Planner::kDefaultSeqLen;
    static constexpr int kDefaultBatchSize = Planner::kDefaultBatchSize;

    /// The decisions whose value is one of the form's choices (the page words them as its fields do).
    enum class FormChoice { None, Priority, DeviceStrategy, Evaluation };
    /// Which form choice the decision named @p decision (a Decision::decision) is.
    static FormChoice formChoiceOf(const QString &decision);
};

} // namespace ptq
