#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

QT_FORWARD_DECLARE_CLASS(QDateTime)

namespace ptq {

/// model_analysis.json as a typed document: the fields the workflow decides on. fromJson() keeps
/// the whole document; toJson() writes these fields back into it (other fields unchanged).
class AnalysisDocument
{
public:
    static Result<AnalysisDocument> fromJson(const Json &document);
    Json toJson() const;

    QString modelPath;
    QString modelType;
    bool trustRemoteCode = false; ///< model.trust_remote_code: the repository ships its own code
    std::optional<qint64> weightBytes;
    bool confirmed = false;       ///< confirmation.confirmed (Checkpoint 1)
    QStringList riskCodes;        ///< risks[].code, read only (toJson leaves the risks as they are)
    QStringList excludeDefaults;  ///< quantization_targets.exclude_defaults: the template's, read only
    std::optional<qint64> maxPositionEmbeddings; ///< model.max_position_embeddings, read only
    QStringList architectures;    ///< model.architectures, read only
    /// Where the model's files came from (source), read only.
    struct Source
    {
        QString kind;     ///< local, cache, hub
        QString path;     ///< the folder (local, cache)
        QString repoId;   ///< the Hub repository ("org/name")
        QString commit;   ///< the resolved commit
        QString revision; ///< the revision asked for (a branch, a tag)
    } source;

    const Json &document() const { return m_document; }

private:
    Json m_document;
};

/// quant_plan.json as a typed document (see AnalysisDocument). toJson() writes back only the
/// writable fields changed since the document was read, so a plan read and written unchanged is
/// the same document key for key; fields marked read-only are never written.
class PlanDocument
{
public:
    static Result<PlanDocument> fromJson(const Json &document);
    Json toJson() const;

    QByteArray analysisSha256; ///< model.analysis_sha256: the analysis the plan was made from
    QString globalScheme;
    QString algorithm;        ///< algorithm: quark-cli's --quant_algo, empty for none (read-only)
    QString evaluationIntent; ///< none, smoke, full
    QString deviceStrategy;   ///< single, multi, cpu
    bool trustRemoteCode = false;
    bool requiresConfirmation = true; ///< false once Checkpoint 2 is confirmed
    int numCalibData = 0;
    int seqLen = 0;
    int batchSize = 0;
    QString cliPath; ///< quark.cli_path: the quark-cli the plan was checked against (read-only)
    QStringList excludeLayers; ///< exclude_layers: the patterns quark-cli leaves unquantized (read-only)
    /// exclude_layers_source: "user" (the patterns go to --exclude_layers) or "template-default" (read-only)
    QString excludeLayersSource;
    /// layer_quant_config: a layer pattern and the scheme it gets instead of the global one, in
    /// the document's order (read-only).
    QList<QPair<QString, QString>> layerOverrides;
    QString kvCacheScheme; ///< kv_cache_scheme: "fp8", or empty where the KV cache is not quantized (read-only)
    QString modelPath;     ///< model.model_path (read-only)
    QString calibrationDataset; ///< calibration.dataset; written back when not empty
    bool hasCalibration = false; ///< the plan has a calibration section
    /// intent.tensor_parallel_size as written (any integer; the hand-off decides what it accepts).
    std::optional<qint64> tensorParallelSize;
    /// intent.max_perplexity_ratio and intent.max_perplexity_ratio_source, as written (read-only).
    std::optional<double> maxPerplexityRatio;
    QString maxPerplexityRatioSource;
    QString priority; ///< intent.priority (read-only)
    bool hasIntent = false; ///< the plan records the choices it was made from (intent)
    /// intent.overrides: the layer patterns and schemes chosen at Checkpoint 2, in order (read-only)
    QList<QPair<QString, QString>> intentOverrides;
    QString evaluationDataset; ///< intent.evaluation_dataset: the perplexity's dataset, empty for the default (read-only)
    QString target;            ///< intent.target: the serving hardware chosen at Checkpoint 2 (read-only)
    bool quantizeEverything = false; ///< intent.quantize_everything (read-only)
    QStringList intentAlgorithms;    ///< intent.algorithms as chosen (read-only)
    /// confirmation.confirmed_at as written (ISO 8601, UTC); empty while the plan is unconfirmed.
    QString confirmedAt;
    /// decisions[]: each decision's name and its value as the planner wrote it (any JSON value),
    /// in the document's order; a decision without a name is left out (read-only).
    QList<QPair<QString, Json>> decisions;

    /// Checkpoint 2 given: requires_confirmation false, confirmed at @p now.
    void confirm(const QDateTime &now);
    /// Back to Checkpoint 2 (a rebuilt or revised plan): requires_confirmation true, no
    /// confirmation time, as the planner writes an unconfirmed plan.
    void unconfirm();

    /// The KV cache is quantized to FP8 (kv_cache_scheme "fp8").
    bool kvCacheFp8() const { return kvCacheScheme == QLatin1String("fp8"); }

    /// Whether this plan and @p other make the same decisions: the documents are equal but for
    /// what changes on every write (created_at, generator, the confirmation) and the decisions
    /// table, which follows from the other fields and is worded in the application's language.
    bool sameDecisionsAs(const PlanDocument &other) const;

    /// The plan asks for an evaluation (evaluation_intent other than none).
    bool evaluates() const { return !evaluationIntent.isEmpty() && evaluationIntent != u"none"; }

    const Json &document() const { return m_document; }

private:
    Json m_document;
};

} // namespace ptq
