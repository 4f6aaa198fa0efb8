#pragma once

#include "artifacts/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// model_analysis.json as a reader shows it (page 1's summary and risks): a read-only view of the
/// facts, each as optional as the schema allows (what is absent reads as unknown). The texts the
/// analyzer stores translatable (a risk's message, the notes on the counts) are in the
/// application's language, as LocalText::show gives them.
struct AnalysisFacts
{
    struct Risk
    {
        QString severity; ///< low, medium, high
        QString code;
        QString message;
        QString recoveryHint;
    };

    /// A correction made at Checkpoint 1 (confirmation.corrections[]): the field and what it read
    /// before (empty where that was not a string).
    struct Correction
    {
        QString field; ///< e.g. "model.model_type"
        QString from;
    };

    bool complete = false; ///< analysis_status is "complete"
    bool confirmed = false; ///< confirmation.confirmed: Checkpoint 1 given

    QString modelPath;
    QString modelType;
    QStringList architectures;
    QString loadingHint;
    std::optional<qint64> numHiddenLayers, hiddenSize, intermediateSize, numAttentionHeads, numKeyValueHeads, vocabSize,
        maxPositionEmbeddings;
    /// The widths that decide a Linear layer's input (the planner's group-size rule, vLLM's
    /// sharding): model.head_dim, v_head_dim, q_lora_rank, kv_lora_rank, moe_intermediate_size,
    /// shared_expert_intermediate_size, as config.json gives them.
    std::optional<qint64> headDim, vHeadDim, qLoraRank, kvLoraRank, moeIntermediateSize, sharedExpertIntermediateSize;
    std::optional<double> parameters;
    std::optional<double> weightBytes; ///< the checkpoint's tensor bytes (model.weight_bytes)
    QString parametersNote;
    QString dtype;
    QString transformersVersion;
    bool trustRemoteCode = false;

    QString sourceKind; ///< hub, local, hf-cache
    QString sourcePath; ///< source.path: the folder a local model was read from
    QString repoId;
    QString revision;
    QString commit;
    QString sourceNote;
    QStringList filesRead;

    std::optional<qint64> linearLayerCount;
    QString countMethod;
    QString countNote;
    QStringList excludeDefaults;
    bool templateKnown = false; ///< quark_template.known
    /// quantization_targets.has_non_linear_experts: the routed experts are fused parameters, not
    /// Linear modules (nothing for Quark to quantize there).
    bool nonLinearExperts = false;

    bool moe = false;
    std::optional<qint64> numExperts, expertsPerToken;
    std::optional<qint64> sharedExperts;    ///< signals.moe.shared_experts
    std::optional<qint64> firstDenseLayers; ///< signals.moe.first_dense_layers: the leading layers without experts
    bool fusedExperts = false;
    bool multimodal = false;
    QStringList towers;
    bool preQuantized = false;
    QString quantMethod;
    bool remoteCodeRequired = false;

    QList<Risk> risks;
    QString confirmationNotes;
    QList<Correction> corrections; ///< confirmation.corrections, in the document's order

    /// The facts of @p analysis; a field that is missing or of another type is left unknown.
    static AnalysisFacts fromJson(const Json &analysis);
    /// The high risks, in the document's order.
    QList<Risk> highRisks() const;
    /// The model types the analysis named before Checkpoint 1 corrected model.model_type (the
    /// corrections' "from"), in order; empty where it was not corrected.
    QStringList modelTypesBeforeCorrection() const;
};

} // namespace ptq
