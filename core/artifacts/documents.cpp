#include "artifacts/documents.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

bool flag(const Json &object, const char *key, bool fallback)
{
    const Json &v = jsonField(object, key);
    return v.is_boolean() ? v.get<bool>() : fallback;
}

int integer(const Json &object, const char *key)
{
    const Json &v = jsonField(object, key);
    return v.is_number_integer() ? v.get<int>() : 0;
}

Error notAMapping(const char *file)
{
    return Error{Error::Code::Invalid,
                 QCoreApplication::translate("RunManifest", "The manifest is not well formed: %1.").arg(QString::fromLatin1(file))};
}

} // namespace

Result<AnalysisDocument> AnalysisDocument::fromJson(const Json &document)
{
    if (!document.is_object())
        return notAMapping("model_analysis.json is not a mapping");
    AnalysisDocument a;
    a.m_document = document;
    const Json &model = jsonField(document, "model");
    a.modelPath = jsonString(model, "model_path");
    a.modelType = jsonString(model, "model_type");
    a.trustRemoteCode = flag(model, "trust_remote_code", false);
    if (jsonField(model, "weight_bytes").is_number_integer())
        a.weightBytes = jsonField(model, "weight_bytes").get<qint64>();
    a.confirmed = flag(jsonField(document, "confirmation"), "confirmed", false);
    if (const Json &excluded = jsonField(jsonField(document, "quantization_targets"), "exclude_defaults"); excluded.is_array()) {
        for (const Json &e : excluded)
            if (e.is_string())
                a.excludeDefaults.append(QString::fromStdString(e.get<std::string>()));
    }
    if (jsonField(model, "max_position_embeddings").is_number_integer())
        a.maxPositionEmbeddings = jsonField(model, "max_position_embeddings").get<qint64>();
    a.architectures = toStringList(jsonField(model, "architectures"));
    const Json &source = jsonField(document, "source");
    a.source = {jsonString(source, "kind"), jsonString(source, "path"), jsonString(source, "repo_id"),
                jsonString(source, "commit"), jsonString(source, "revision")};
    if (const Json &risks = jsonField(document, "risks"); risks.is_array()) {
        for (const Json &risk : risks) {
            if (const QString code = jsonString(risk, "code"); !code.isEmpty())
                a.riskCodes.append(code);
        }
    }
    return a;
}

Json AnalysisDocument::toJson() const
{
    Json doc = m_document;
    doc["model"]["model_path"] = modelPath.toStdString();
    doc["model"]["model_type"] = modelType.toStdString();
    doc["model"]["trust_remote_code"] = trustRemoteCode;
    if (weightBytes)
        doc["model"]["weight_bytes"] = *weightBytes;
    doc["confirmation"]["confirmed"] = confirmed;
    return doc;
}

Result<PlanDocument> PlanDocument::fromJson(const Json &document)
{
    if (!document.is_object())
        return notAMapping("quant_plan.json is not a mapping");
    PlanDocument p;
    p.m_document = document;
    p.analysisSha256 = jsonString(jsonField(document, "model"), "analysis_sha256").toLatin1();
    p.globalScheme = jsonString(document, "global_scheme");
    p.algorithm = jsonString(document, "algorithm");
    p.evaluationIntent = jsonString(document, "evaluation_intent");
    p.deviceStrategy = jsonString(document, "device_strategy");
    p.trustRemoteCode = flag(document, "trust_remote_code", false);
    p.requiresConfirmation = flag(document, "requires_confirmation", true);
    const Json &calibration = jsonField(document, "calibration");
    p.numCalibData = integer(calibration, "num_calib_data");
    p.seqLen = integer(calibration, "seq_len");
    p.batchSize = integer(calibration, "batch_size");
    p.cliPath = jsonString(jsonField(document, "quark"), "cli_path");
    p.excludeLayers = toStringList(jsonField(document, "exclude_layers"));
    p.excludeLayersSource = jsonString(document, "exclude_layers_source");
    if (const Json &lqc = jsonField(document, "layer_quant_config"); lqc.is_object()) {
        for (auto it = lqc.begin(); it != lqc.end(); ++it) {
            if (it.value().is_string())
                p.layerOverrides.append({QString::fromStdString(it.key()), QString::fromStdString(it.value().get<std::string>())});
        }
    }
    p.kvCacheScheme = jsonString(document, "kv_cache_scheme");
    p.modelPath = jsonString(jsonField(document, "model"), "model_path");
    p.hasCalibration = calibration.is_object();
    p.calibrationDataset = jsonString(calibration, "dataset");
    const Json &intent = jsonField(document, "intent");
    p.hasIntent = intent.is_object();
    if (const Json &tp = jsonField(intent, "tensor_parallel_size"); tp.is_number_integer())
        p.tensorParallelSize = tp.get<qint64>();
    if (const Json &ratio = jsonField(intent, "max_perplexity_ratio"); ratio.is_number() && std::isfinite(ratio.get<double>()))
        p.maxPerplexityRatio = ratio.get<double>();
    p.maxPerplexityRatioSource = jsonString(intent, "max_perplexity_ratio_source");
    p.priority = jsonString(intent, "priority");
    p.evaluationDataset = jsonString(intent, "evaluation_dataset");
    p.target = jsonString(intent, "target");
    p.quantizeEverything = flag(intent, "quantize_everything", false);
    p.intentAlgorithms = toStringList(jsonField(intent, "algorithms"));
    p.confirmedAt = jsonString(jsonField(document, "confirmation"), "confirmed_at");
    if (const Json &decisions = jsonField(document, "decisions"); decisions.is_array()) {
        for (const Json &d : decisions) {
            if (const QString name = jsonString(d, "decision"); !name.isEmpty())
                p.decisions.append({name, jsonField(d, "value")});
        }
    }
    if (const Json &overrides = jsonField(intent, "overrides"); overrides.is_array()) {
        for (const Json &o : overrides) {
            if (o.is_array() && o.size() == 2 && o[0].is_string() && o[1].is_string())
                p.intentOverrides.append({QString::fromStdString(o[0].get<std::string>()), QString::fromStdString(o[1].get<std::string>())});
        }
    }
    return p;
}

Json PlanDocument::toJson() const
{
    // Only what was changed since the document was read is written: a plan read and written
    // back unchanged is the same document, key for key (a field this type reads but the document
    // lacks is not added).
    const bool fresh = !m_document.is_object();
    Json doc = fresh ? Json::object() : m_document;
    const PlanDocument read = fresh ? PlanDocument() : *fromJson(m_document);
    const auto changed = [fresh](const auto &now, const auto &before) { return fresh || now != before; };
    if (changed(analysisSha256, read.analysisSha256))
        doc["model"]["analysis_sha256"] = analysisSha256.toStdString();
    if (changed(globalScheme, read.globalScheme))
        doc["global_scheme"] = globalScheme.toStdString();
    if (changed(evaluationIntent, read.evaluationIntent))
        doc["evaluation_intent"] = evaluationIntent.toStdString();
    if (!deviceStrategy.isEmpty() && changed(deviceStrategy, read.deviceStrategy))
        doc["device_strategy"] = deviceStrategy.toStdString();
    if (changed(trustRemoteCode, read.trustRemoteCode))
        doc["trust_remote_code"] = trustRemoteCode;
    if (numCalibData > 0 && changed(numCalibData, read.numCalibData))
        doc["calibration"]["num_calib_data"] = numCalibData;
    if (seqLen > 0 && changed(seqLen, read.seqLen))
        doc["calibration"]["seq_len"] = seqLen;
    if (batchSize > 0 && changed(batchSize, read.batchSize))
        doc["calibration"]["batch_size"] = batchSize;
    if (!calibrationDataset.isEmpty() && changed(calibrationDataset, read.calibrationDataset))
        doc["calibration"]["dataset"] = calibrationDataset.toStdString();
    if (changed(requiresConfirmation, read.requiresConfirmation))
        doc["requires_confirmation"] = requiresConfirmation;
    // The confirmation time goes with the flag: an unconfirmed plan has none (null).
    if (changed(requiresConfirmation, read.requiresConfirmation) || changed(confirmedAt, read.confirmedAt))
        doc["confirmation"]["confirmed_at"] = confirmedAt.isEmpty() ? Json(nullptr) : Json(confirmedAt.toStdString());
    return doc;
}

bool PlanDocument::sameDecisionsAs(const PlanDocument &other) const
{
    const auto comparable = [](Json plan) {
        if (plan.is_object()) {
            for (const char *key : {"created_at", "confirmation", "requires_confirmation", "decisions", "generator"})
                plan.erase(key);
        }
        return plan;
    };
    return comparable(m_document) == comparable(other.m_document);
}

void PlanDocument::confirm(const QDateTime &now)
{
    requiresConfirmation = false;
    confirmedAt = now.toUTC().toString(Qt::ISODate);
}

void PlanDocument::unconfirm()
{
    requiresConfirmation = true;
    confirmedAt.clear();
}

} // namespace ptq
