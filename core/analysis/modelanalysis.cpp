#include "analysis/modelanalysis.h"

#include "appinfo.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

Json optionalInt(const std::optional<qint64> &value)
{
    return value ? Json(*value) : Json(nullptr);
}

Json stringOrNull(const QString &value)
{
    return value.isEmpty() ? Json(nullptr) : Json(value.toStdString());
}

} // namespace

bool ModelAnalysis::hasRisk(const QString &code) const
{
    for (const Risk &risk : risks) {
        if (risk.code == code)
            return true;
    }
    return false;
}

Json ModelAnalysis::toJson(const QString &createdAt) const
{
    Json model = {
        {"model_path", modelPath.toStdString()},
        {"model_type", modelType.toStdString()},
        {"trust_remote_code", trustRemoteCode},
    };
    if (!transformersVersion.isEmpty())
        model["transformers_version"] = transformersVersion.toStdString();
    model["architectures"] = toJsonArray(architectures);
    model["loading_hint"] = stringOrNull(loadingHint);
    if (!textModelType.isEmpty())
        model["text_model_type"] = textModelType.toStdString();
    model["num_hidden_layers"] = optionalInt(numHiddenLayers);
    model["hidden_size"] = optionalInt(hiddenSize);
    model["intermediate_size"] = optionalInt(intermediateSize);
    model["num_attention_heads"] = optionalInt(numAttentionHeads);
    model["num_key_value_heads"] = optionalInt(numKeyValueHeads);
    for (const auto &[key, value] : {std::pair{"head_dim", &headDim}, std::pair{"v_head_dim", &vHeadDim},
                                     std::pair{"moe_intermediate_size", &moeIntermediateSize},
                                     std::pair{"shared_expert_intermediate_size", &sharedExpertIntermediateSize},
                                     std::pair{"q_lora_rank", &qLoraRank}, std::pair{"kv_lora_rank", &kvLoraRank}}) {
        if (*value)
            model[key] = **value;
    }
    model["vocab_size"] = optionalInt(vocabSize);
    model["max_position_embeddings"] = optionalInt(maxPositionEmbeddings);
    model["tie_word_embeddings"] = tieWordEmbeddings ? Json(*tieWordEmbeddings) : Json(nullptr);
    model["dtype"] = stringOrNull(dtype);
    model["parameters"] = optionalInt(parameters);
    model["weight_bytes"] = optionalInt(weightBytes);
    if (!parametersNote.isEmpty())
        LocalText::store(model, "parameters_note", parametersNote);

    Json targets = {
        {"linear_layer_count", linearLayerCount},
        {"exclude_defaults", toJsonArray(excludeDefaults)},
        {"has_non_linear_experts", hasNonLinearExperts},
        {"count_method", countMethod.toStdString()},
        {"config_estimate", optionalInt(configEstimate)},
    };
    LocalText::store(targets, "count_note", countNote);

    Json riskList = Json::array();
    for (const Risk &risk : risks) {
        Json r = {{"severity", risk.severity.toStdString()}};
        LocalText::store(r, "message", risk.message);
        if (!risk.recoveryHint.isEmpty())
            LocalText::store(r, "recovery_hint", risk.recoveryHint);
        if (!risk.code.isEmpty())
            r["code"] = risk.code.toStdString();
        riskList.push_back(r);
    }

    Json sourceJson = {{"kind", SourceInfo::kindName(source.kind).toStdString()}};
    if (!source.repoId.isEmpty())
        sourceJson["repo_id"] = source.repoId.toStdString();
    if (source.kind != SourceInfo::Kind::Local)
        sourceJson["revision"] = stringOrNull(source.revision.isEmpty() ? u"main"_s : source.revision);
    if (!source.commit.isEmpty())
        sourceJson["commit"] = source.commit.toStdString();
    if (!source.path.isEmpty())
        sourceJson["path"] = source.path.toStdString();
    if (!source.endpoint.isEmpty())
        sourceJson["endpoint"] = source.endpoint.toStdString();
    sourceJson["files"] = toJsonArray(filesRead);
    if (!source.note.isEmpty())
        sourceJson["note"] = source.note.toStdString();

    Json moeJson = {{"is_moe", moe.isMoe}, {"num_experts", optionalInt(moe.numExperts)}};
    if (moe.isMoe) {
        moeJson["experts_per_token"] = optionalInt(moe.expertsPerToken);
        moeJson["shared_experts"] = optionalInt(moe.sharedExperts);
        moeJson["first_dense_layers"] = optionalInt(moe.firstDenseLayers);
        moeJson["fused_experts"] = moe.fusedExperts;
    }
    Json remote = {{"required", remoteCodeRequired}};
    if (remoteCodeRequired && autoMap.is_object())
        remote["auto_map"] = autoMap;

    Json doc = {
        {"schema_version", 1},
        {"generator", {{"name", kGeneratorName}, {"version", appVersion().toStdString()}}},
        {"created_at", createdAt.toStdString()},
        {"analysis_status", complete ? "complete" : "partial"},
        {"model", model},
        {"quantization_targets", targets},
        {"risks", riskList},
        {"source", sourceJson},
        {"signals",
         {{"moe", moeJson},
          {"multimodal", {{"is_multimodal", multimodal}, {"towers", toJsonArray(towers)}}},
          {"pre_quantized",
           {{"is_quantized", preQuantized}, {"quant_method", stringOrNull(quantMethod)}, {"format", stringOrNull(quantFormat)}}},
          {"remote_code", remote}}},
        {"quark_template",
         {{"model_type", modelType.toStdString()},
          {"known", templateKnown},
          {"versions", toJsonArray(templateVersions)},
          {"default_exclusions", toJsonArray(excludeDefaults)}}},
        {"confirmation", {{"confirmed", false}, {"at", nullptr}, {"corrections", Json::array()}}},
    };
    return doc;
}

QDebug operator<<(QDebug debug, const ModelAnalysis &analysis)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "ModelAnalysis(" << analysis.modelType << ", layers=" << analysis.numHiddenLayers.value_or(-1)
                    << ", linear=" << analysis.linearLayerCount << " (" << analysis.countMethod << "), risks="
                    << analysis.risks.size() << ')';
    return debug;
}

} // namespace ptq
