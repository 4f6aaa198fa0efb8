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

    bool complete = false; ///< analysis_status is "complete"

    QString modelPath;
    QString modelType;
    QStringList architectures;
    QString loadingHint;
    std::optional<qint64> numHiddenLayers, hiddenSize, intermediateSize, numAttentionHeads, numKeyValueHeads, vocabSize,
        maxPositionEmbeddings;
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

    bool moe = false;
    std::optional<qint64> numExperts, expertsPerToken;
    bool fusedExperts = false;
    bool multimodal = false;
    QStringList towers;
    bool preQuantized = false;
    QString quantMethod;
    bool remoteCodeRequired = false;

    QList<Risk> risks;
    QString confirmationNotes;

    /// The facts of @p analysis; a field that is missing or of another type is left unknown.
    static AnalysisFacts fromJson(const Json &analysis);
    /// The high risks, in the document's order.
    QList<Risk> highRisks() const;
};

} // namespace ptq
