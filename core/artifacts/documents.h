#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

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

    const Json &document() const { return m_document; }

private:
    Json m_document;
};

/// quant_plan.json as a typed document (see AnalysisDocument).
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

    /// The plan asks for an evaluation (evaluation_intent other than none).
    bool evaluates() const { return !evaluationIntent.isEmpty() && evaluationIntent != u"none"; }

    const Json &document() const { return m_document; }

private:
    Json m_document;
};

} // namespace ptq
