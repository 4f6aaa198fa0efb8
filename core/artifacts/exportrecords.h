#pragma once

// The hand-off's records in run_manifest.yaml as types: the export checks' (outputs.accuracy,
// outputs.load_check) and the serve check's (outputs.serve). core/handoff writes them; the pages,
// the model card and the CLI read them.

#include "artifacts/json.h"
#include "localtext.h"

#include <QDateTime>
#include <QDebug>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// @p object's member @p key as a finite number; nothing for anything else.
std::optional<double> jsonNumber(const Json &object, const char *key);
/// @p object's member @p key as an integer; nothing for anything else.
std::optional<int> jsonInt(const Json &object, const char *key);
/// @p object's member @p key as an ISO 8601 time (in UTC); nothing when absent or not a time.
std::optional<QDateTime> jsonTime(const Json &object, const char *key);

/// The accuracy verdict's answer. Stored names: "within", "exceeds", "not-measured".
enum class PerplexityJudgement { Within, Exceeds, NotMeasured };
/// Stored names: "passed", "failed", "skipped" (not asked, or not possible here: the reason
/// says which), "not-run" (asked, not run yet).
enum class LoadCheckStatus { Passed, Failed, Skipped, NotRun };
/// Where the baseline perplexity came from. Stored names: "measured", "cache".
enum class BaselineSource { Measured, Cache };

QString judgementName(PerplexityJudgement j);
QString loadCheckStatusName(LoadCheckStatus s);
QString baselineSourceName(BaselineSource s);
std::optional<PerplexityJudgement> parsePerplexityJudgement(const QString &name);
std::optional<LoadCheckStatus> parseLoadCheckStatus(const QString &name);
std::optional<BaselineSource> parseBaselineSource(const QString &name);

/// outputs.accuracy: the original's perplexity against the quantized one, on the same data.
/// JSON (every key always present; null where unknown):
///   {baseline: number|null, quantized: number|null, ratio: number|null, threshold: number,
///    threshold_source: "plan"|"priority", verdict: "within"|"exceeds"|"not-measured",
///    dataset: string, seq_len: int|null, samples: int|null,
///    baseline_source: "measured"|"cache"|null, measured_at: ISO time|null, detail: string}
struct PerplexityVerdict
{
    std::optional<double> baseline;  ///< the original model's perplexity
    std::optional<double> quantized; ///< quark-cli's perplexity of the quantized model (outputs.observed.perplexity)
    std::optional<double> ratio;     ///< quantized / baseline
    double threshold = 1.05;         ///< the largest ratio that is "within"
    bool thresholdFromPlan = false;  ///< intent.max_perplexity_ratio (else the priority's default)
    PerplexityJudgement verdict = PerplexityJudgement::NotMeasured;
    QString dataset;                 ///< wikitext, wikitext_gpt_oss_20b, wikitext_gpt_oss_120b
    std::optional<int> seqLen;       ///< the evaluation's sequence length (quark's ppl_eval: 2048)
    std::optional<int> samples;      ///< the number of sequences evaluated
    std::optional<BaselineSource> baselineSource;
    std::optional<QDateTime> measuredAt; ///< when the baseline was measured (a cached one: then)
    QString detail;                  ///< in words: why not measured, what failed, the comparison

    Json toJson() const;
    static std::optional<PerplexityVerdict> fromJson(const Json &accuracy);
    /// From a manifest's outputs.accuracy; nothing when absent or malformed.
    static std::optional<PerplexityVerdict> fromManifest(const Json &manifest);
    friend bool operator==(const PerplexityVerdict &, const PerplexityVerdict &) = default;
};
QDebug operator<<(QDebug debug, const PerplexityVerdict &v);

/// outputs.load_check: the export loaded with transformers' AutoModelForCausalLM as users do.
/// JSON (every key always present):
///   {status: "passed"|"failed"|"skipped"|"not-run", reason: string, missing_keys: [string],
///    unexpected_keys: [string], cosine: number|null (last position's logits),
///    cosine_all: number|null (mean over all positions), top1_agreement: number|null (share of
///    positions whose most likely next token agrees), prompt: string, checked_at: ISO time|null}
struct LoadCheck
{
    LoadCheckStatus status = LoadCheckStatus::NotRun;
    QString reason; ///< why it failed or was skipped (a load exception's last line), or empty
    QStringList missingKeys;
    QStringList unexpectedKeys;
    std::optional<double> cosine;
    std::optional<double> cosineAll;
    std::optional<double> top1Agreement;
    QString prompt;
    std::optional<QDateTime> checkedAt;

    /// A failed load check makes the result not acceptable as complete (the reason says why).
    bool blocksCompleteAcceptance() const { return status == LoadCheckStatus::Failed; }

    Json toJson() const;
    static std::optional<LoadCheck> fromJson(const Json &loadCheck);
    /// From a manifest's outputs.load_check; nothing when absent or malformed.
    static std::optional<LoadCheck> fromManifest(const Json &manifest);
    friend bool operator==(const LoadCheck &, const LoadCheck &) = default;
};
QDebug operator<<(QDebug debug, const LoadCheck &c);

/// One reason vLLM would refuse (or mis-serve) a Quark export at a tensor-parallel size.
struct ServeFinding
{
    enum class Severity {
        Blocking, ///< vLLM raises while building or loading the model: `vllm serve` will not start
        Warning,  ///< it may start but not as planned (a scheme this vLLM may lack, an emulated kernel)
        Info,     ///< worth knowing (KV heads replicated across shards, …)
    };

    /// Stable id. Blocking: tp-invalid, tp-attention-heads, tp-kv-heads, tp-intermediate,
    /// tp-moe-intermediate, tp-group-o_proj / tp-group-down_proj / tp-group-experts (a row-parallel
    /// layer's per-shard input width is not a multiple of the scheme's group), group-hidden (the
    /// hidden size is not, at any TP), fused-qkv, fused-gate-up, kv-cache-dtype, scheme-unsupported
    /// (no scheme of vLLM's Quark loader; also quantized output tensors or bias). Warning:
    /// scheme-recent-vllm (only a recent vLLM loads it: int4/uint4 and mxfp4 weight-only),
    /// exclude-glob (a wildcard exclusion vLLM may not honour), not-quark (forExport: no Quark
    /// quantization_config), lm-eval-path (serveRecord: a comma or = in the export folder).
    /// Info: tp-kv-replicated (TP > KV heads: each KV head copied).
    QString id;
    Severity severity = Severity::Warning;
    LocalText text; ///< what vLLM does, with the numbers ("28 attention heads do not divide by 8")
    LocalText fix;  ///< what to change (another TP size, an exclusion, a scheme)

    /// {id, severity ("blocking"|"warning"|"info"), text, text_i18n?, fix, fix_i18n?} (LocalText::store).
    Json toJson() const;
    static std::optional<ServeFinding> fromJson(const Json &json);

    friend bool operator==(const ServeFinding &, const ServeFinding &) = default;
};

QString severityName(ServeFinding::Severity severity);

/// A manifest's outputs.serve (ServeReadiness::serveRecord wrote it), as a type: what the
/// hand-off panel and the model card show.
struct ServeRecord
{
    int tensorParallelSize = 1;
    bool tensorParallelSizeRecorded = false; ///< the record names its TP size (else 1 is assumed)
    QString checked;       ///< against which vLLM's rules
    QString vllmCommand;   ///< `vllm serve …`, for a terminal
    QString lmEvalCommand; ///< `lm_eval …`, for a terminal
    QList<ServeFinding> findings;
    bool blocking = false; ///< a finding says vLLM would refuse it

    /// outputs.serve of @p manifest; nothing when none is recorded. A finding that does not read
    /// as one (an unknown severity) is left out.
    static std::optional<ServeRecord> fromManifest(const Json &manifest);
};
QDebug operator<<(QDebug debug, const ServeFinding &finding);

} // namespace ptq
