#pragma once

#include "artifacts/json.h"
#include "localtext.h"
#include "source/configfiles.h"

#include <QDebug>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

struct Risk
{
    QString severity; ///< low, medium, high
    QString code;     ///< stable id, e.g. `remote-code`
    LocalText message;      ///< stored in English, shown in the reader's language
    LocalText recoveryHint;

    friend bool operator==(const Risk &, const Risk &) = default;
};

struct MoeSignals
{
    bool isMoe = false;
    std::optional<qint64> numExperts;
    std::optional<qint64> expertsPerToken;
    std::optional<qint64> sharedExperts;
    std::optional<qint64> firstDenseLayers;
    bool fusedExperts = false;

    friend bool operator==(const MoeSignals &, const MoeSignals &) = default;
};

/// The result of analysing a model's configuration; toJson() gives model_analysis.json.
struct ModelAnalysis
{
    bool complete = true; ///< analysis_status complete / partial
    QString modelPath;
    QString modelType;     ///< the key Quark looks its template up by
    QString textModelType; ///< of text_config, for wrappers (gemma3, mllama, llama4, ...)
    bool trustRemoteCode = false;
    QString transformersVersion;
    QStringList architectures;
    QString loadingHint;
    std::optional<qint64> numHiddenLayers, hiddenSize, intermediateSize, numAttentionHeads, numKeyValueHeads,
        vocabSize, maxPositionEmbeddings;
    /// Sizes that set Linear input widths besides hidden_size and intermediate_size (the planner
    /// checks each scheme's group against them); written only when config.json has them.
    std::optional<qint64> headDim, vHeadDim, moeIntermediateSize, sharedExpertIntermediateSize, qLoraRank, kvLoraRank;
    std::optional<bool> tieWordEmbeddings;
    QString dtype;
    std::optional<qint64> parameters;
    std::optional<qint64> weightBytes;
    LocalText parametersNote;

    qint64 linearLayerCount = 0;
    QString countMethod; ///< safetensors-index, safetensors-header (a single model.safetensors) or config-estimate
    std::optional<qint64> configEstimate;
    LocalText countNote;
    QStringList excludeDefaults;
    bool hasNonLinearExperts = false;

    MoeSignals moe;
    bool multimodal = false;
    QStringList towers;
    bool preQuantized = false;
    QString quantMethod;
    QString quantFormat;
    bool remoteCodeRequired = false;
    Json autoMap;
    bool templateKnown = false;
    QStringList templateVersions;

    QList<Risk> risks;
    SourceInfo source;
    QStringList filesRead;

    bool hasRisk(const QString &code) const;
    Json toJson(const QString &createdAt) const;

    friend bool operator==(const ModelAnalysis &, const ModelAnalysis &) = default;
};

QDebug operator<<(QDebug debug, const ModelAnalysis &analysis);

} // namespace ptq
