#pragma once

#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "plan/quarkcatalog.h"
#include "result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDebug>
#include <QList>
#include <QPair>
#include <QStringList>

#include <optional>

namespace ptq {

/// What the user wants from the quantization (page 2 controls, or `ptq-studio plan` flags).
struct PlanIntent
{
    QString scheme;                 ///< --quant_scheme
    QString target;                 ///< serving hardware, one of Planner::targets()
    QString priority = QStringLiteral("balanced"); ///< fast, balanced, accurate
    bool kvCacheFp8 = false;
    QString evaluation = QStringLiteral("none");   ///< none, smoke, full
    QString evaluationDataset;      ///< empty: the CLI default
    QString dataset = QStringLiteral("pileval");
    int numCalibData = 512;
    int seqLen = 512;
    int batchSize = 1;
    QString deviceStrategy = QStringLiteral("single"); ///< single, multi, cpu
    bool trustRemoteCode = false;
    std::optional<QStringList> exclusions; ///< a list replacing the template defaults
    bool quantizeEverything = false;       ///< the only way to an empty exclusion list
    QList<QPair<QString, QString>> overrides; ///< pattern -> scheme, first match wins
    QStringList algorithms;
    /// The vLLM tensor-parallel size the export is meant to be served at (Checkpoint 2 checks
    /// that its widths divide; the serve command uses it).
    int tensorParallelSize = 1;
    /// The largest quantized/original perplexity ratio that counts as "accuracy kept"; unset:
    /// Planner::defaultPerplexityRatio of the priority.
    std::optional<double> maxPerplexityRatio;

    friend bool operator==(const PlanIntent &, const PlanIntent &) = default;
};

struct Decision
{
    QString decision;
    Json value;
    QString reason;
    QStringList alternatives;
    /// A rule refused this value: the reason is the refusal (not written: a refused plan is never saved).
    bool refused = false;

    friend bool operator==(const Decision &, const Decision &) = default;
};

/// A rule that refused the intent: its id (for tests and scripts) and the sentence for people.
struct PlanViolation
{
    QString rule;
    QString message;

    friend bool operator==(const PlanViolation &, const PlanViolation &) = default;
};
QDebug operator<<(QDebug debug, const PlanViolation &violation);

/// The scheme that fits a serving target and a priority, and why.
struct SchemeRecommendation
{
    QString scheme;           ///< empty: this quark-cli accepts none of the candidates
    QString reason;
    QStringList alternatives; ///< other accepted schemes for the target, best first

    friend bool operator==(const SchemeRecommendation &, const SchemeRecommendation &) = default;
};
QDebug operator<<(QDebug debug, const SchemeRecommendation &recommendation);

struct PlanOutcome
{
    /// quant_plan.json, requires_confirmation: true (to be written only when ok()); a default
    /// PlanOutcome's is empty (document() null). plan.document() is what is written, key for key.
    PlanDocument plan;
    QList<Decision> decisions;
    QList<PlanViolation> violations; ///< empty when the plan may be written
    QStringList warnings;          ///< accepted, but worth reading (emulated formats, remote code, ...)

    bool ok() const { return violations.isEmpty(); }
};

/// Turns a confirmed analysis and an intent into quant_plan.json, every decision with its
/// reason, refusing what the installed quark-cli cannot do. Pure: no files, no processes.
class Planner
{
    Q_DECLARE_TR_FUNCTIONS(Planner)

public:
    static QStringList targets();
    static QStringList priorities() { return {QStringLiteral("fast"), QStringLiteral("balanced"), QStringLiteral("accurate")}; }
    /// The default largest quantized/original perplexity ratio for a priority: accurate 1.02,
    /// balanced 1.05, fast 1.10.
    static double defaultPerplexityRatio(const QString &priority);
    /// The ratio a plan judges its accuracy against (its intent's, else the priority's default).
    static double perplexityRatioOf(const PlanDocument &plan);
    /// The largest tensor-parallel size a plan may name (vLLM's own limit is the GPUs of a node).
    static constexpr int kMaxTensorParallelSize = 64;

    /// The scheme for @p target (one of targets(), or empty) and @p priority (one of priorities())
    /// among the schemes @p cli accepts, with the reason.
    /// With @p analysis, an INT4/UINT4 group that does not divide the model's layer widths is
    /// neither recommended nor offered (the same family's smaller group or per channel instead).
    static SchemeRecommendation recommend(const QString &target, const QString &priority, const CliCapabilities &cli,
                                          const AnalysisFacts &analysis = {});
    /// The CLI's defaults, which are left out of the command unless changed.
    /// Why quark-cli cannot calibrate with @p dataset although its --help lists it (ScienceQA:
    /// no loader, NotImplementedError), or empty. The plan refuses such a name; page 2 shows it
    /// disabled with this as the reason.
    static QString unusableDataset(const QString &dataset);
    /// What a device strategy (single, multi, cpu) means, in a sentence: the decision's reason
    /// and page 2's explanation under its Devices field.
    static QString deviceStrategyReason(const QString &strategy);

    static constexpr int kDefaultNumCalibData = 512;
    static constexpr int kDefaultSeqLen = 512;
    static constexpr int kDefaultBatchSize = 1;

    /// The plan for the model @p analysis describes (model_analysis.json, whose SHA-256 is
    /// @p analysisSha256) and @p intent, checked against @p cli.
    static PlanOutcome plan(const AnalysisFacts &analysis, const QByteArray &analysisSha256, const PlanIntent &intent,
                            const CliCapabilities &cli, const QDateTime &now = QDateTime::currentDateTimeUtc());

    /// Marks a plan confirmed (Checkpoint 2): its document, confirmed at @p now.
    static Json confirm(PlanDocument plan, const QDateTime &now = QDateTime::currentDateTimeUtc());
    /// Reads the intent back from a plan written by plan() (to edit it on page 2).
    static PlanIntent intentOf(const PlanDocument &plan);
};

} // namespace ptq
