#include "artifacts/analysisfacts.h"

#include "localtext.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

const Json &object(const Json &parent, const char *key)
{
    static const Json empty = Json::object();
    const Json &v = jsonField(parent, key);
    return v.is_object() ? v : empty;
}

std::optional<qint64> integer(const Json &node, const char *key)
{
    const Json &v = jsonField(node, key);
    if (v.is_number_integer() || v.is_number_unsigned())
        return v.get<qint64>();
    return std::nullopt;
}

bool flag(const Json &node, const char *key)
{
    const Json &v = jsonField(node, key);
    return v.is_boolean() && v.get<bool>();
}

QStringList strings(const Json &node, const char *key)
{
    QStringList out;
    const Json &v = jsonField(node, key);
    if (v.is_array()) {
        for (const Json &item : v)
            if (item.is_string())
                out.append(QString::fromStdString(item.get<std::string>()));
    }
    return out;
}

} // namespace

AnalysisFacts AnalysisFacts::fromJson(const Json &a)
{
    AnalysisFacts f;
    f.complete = jsonString(a, "analysis_status") == u"complete"_s;
    f.confirmed = flag(object(a, "confirmation"), "confirmed");
    const Json &model = object(a, "model");
    f.modelPath = jsonString(model, "model_path");
    f.modelType = jsonString(model, "model_type");
    f.architectures = strings(model, "architectures");
    f.loadingHint = jsonString(model, "loading_hint");
    f.numHiddenLayers = integer(model, "num_hidden_layers");
    f.hiddenSize = integer(model, "hidden_size");
    f.intermediateSize = integer(model, "intermediate_size");
    f.numAttentionHeads = integer(model, "num_attention_heads");
    f.numKeyValueHeads = integer(model, "num_key_value_heads");
    f.vocabSize = integer(model, "vocab_size");
    f.maxPositionEmbeddings = integer(model, "max_position_embeddings");
    f.headDim = integer(model, "head_dim");
    f.vHeadDim = integer(model, "v_head_dim");
    f.qLoraRank = integer(model, "q_lora_rank");
    f.kvLoraRank = integer(model, "kv_lora_rank");
    f.moeIntermediateSize = integer(model, "moe_intermediate_size");
    f.sharedExpertIntermediateSize = integer(model, "shared_expert_intermediate_size");
    if (const Json &p = jsonField(model, "parameters"); p.is_number())
        f.parameters = p.get<double>();
    if (const Json &w = jsonField(model, "weight_bytes"); w.is_number())
        f.weightBytes = w.get<double>();
    f.parametersNote = LocalText::show(model, "parameters_note");
    f.dtype = jsonString(model, "dtype");
    f.transformersVersion = jsonString(model, "transformers_version");
    f.trustRemoteCode = flag(model, "trust_remote_code");

    const Json &source = object(a, "source");
    f.sourceKind = jsonString(source, "kind");
    f.sourcePath = jsonString(source, "path");
    f.repoId = jsonString(source, "repo_id");
    f.revision = jsonString(source, "revision");
    f.commit = jsonString(source, "commit");
    f.sourceNote = jsonString(source, "note");
    f.filesRead = strings(source, "files");

    const Json &targets = object(a, "quantization_targets");
    f.linearLayerCount = integer(targets, "linear_layer_count");
    f.countMethod = jsonString(targets, "count_method");
    f.countNote = LocalText::show(targets, "count_note");
    f.excludeDefaults = strings(targets, "exclude_defaults");
    f.nonLinearExperts = flag(targets, "has_non_linear_experts");
    f.templateKnown = flag(object(a, "quark_template"), "known");

    const Json &signalsNode = object(a, "signals");
    const Json &moe = object(signalsNode, "moe");
    f.moe = flag(moe, "is_moe");
    f.numExperts = integer(moe, "num_experts");
    f.expertsPerToken = integer(moe, "experts_per_token");
    f.fusedExperts = flag(moe, "fused_experts");
    f.sharedExperts = integer(moe, "shared_experts");
    f.firstDenseLayers = integer(moe, "first_dense_layers");
    const Json &mm = object(signalsNode, "multimodal");
    f.multimodal = flag(mm, "is_multimodal");
    f.towers = strings(mm, "towers");
    const Json &pq = object(signalsNode, "pre_quantized");
    f.preQuantized = flag(pq, "is_quantized");
    f.quantMethod = jsonString(pq, "quant_method");
    f.remoteCodeRequired = flag(object(signalsNode, "remote_code"), "required");

    if (const Json &risks = jsonField(a, "risks"); risks.is_array()) {
        for (const Json &r : risks) {
            if (!r.is_object())
                continue;
            f.risks.append({jsonString(r, "severity"), jsonString(r, "code"), LocalText::show(r, "message"),
                            LocalText::show(r, "recovery_hint")});
        }
    }
    const Json &confirmation = object(a, "confirmation");
    f.confirmationNotes = jsonString(confirmation, "notes");
    if (const Json &corrections = jsonField(confirmation, "corrections"); corrections.is_array()) {
        for (const Json &c : corrections) {
            if (c.is_object())
                f.corrections.append({jsonString(c, "field"), jsonString(c, "from")});
        }
    }
    return f;
}

QStringList AnalysisFacts::modelTypesBeforeCorrection() const
{
    QStringList types;
    for (const Correction &c : corrections) {
        if (c.field == u"model.model_type"_s && !c.from.isEmpty())
            types.append(c.from);
    }
    return types;
}

QList<AnalysisFacts::Risk> AnalysisFacts::highRisks() const
{
    QList<Risk> high;
    for (const Risk &r : risks)
        if (r.severity == u"high"_s)
            high.append(r);
    return high;
}

} // namespace ptq
