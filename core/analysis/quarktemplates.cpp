#include "analysis/quarktemplates.h"

#include <QHash>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

// Templates and default exclusions of quark-cli 0.12 (LLMTemplate), plus the types added by
// post-0.12 development builds. "0.12" also covers 0.11's list, which is a subset.
const QHash<QString, QuarkTemplate> &catalog()
{
    static const QHash<QString, QuarkTemplate> templates = [] {
        QHash<QString, QuarkTemplate> t;
        const QStringList current{u"0.12"_s, u"post-0.12"_s};
        const QStringList kv{u"*k_proj"_s, u"*v_proj"_s};
        auto add = [&](const QString &type, const QStringList &exclusions, const QStringList &kvLayers,
                       const QStringList &versions) { t.insert(type, QuarkTemplate{type, exclusions, versions, kvLayers}); };
        for (const QString &type : {u"cohere"_s, u"gemma2"_s, u"gptj"_s, u"instella"_s, u"llama"_s, u"mistral"_s,
                                    u"olmo"_s, u"opt"_s, u"phi"_s, u"phi3"_s, u"qwen"_s, u"qwen2"_s, u"qwen3"_s})
            add(type, {u"lm_head"_s}, type == u"phi3"_s ? QStringList{u"*qkv_proj"_s} : kv, current);
        add(u"gemma3_text"_s, {u"*lm_head"_s}, kv, current);
        add(u"chatglm"_s, {u"transformer.output_layer"_s}, {u"*query_key_value"_s}, current);
        add(u"dbrx"_s, {u"lm_head"_s, u"*router.layer"_s}, {u"*Wqkv"_s}, current);
        add(u"deepseek"_s, {u"lm_head"_s, u"*.gate"_s, u"*.gate.linear"_s}, kv, current);
        const QStringList mla{u"*kv_b_proj"_s};
        add(u"deepseek_v2"_s, {u"lm_head"_s, u"*self_attn*"_s, u"*mlp.gate"_s, u"*mlp.gate.linear"_s}, mla, current);
        add(u"deepseek_v3"_s, {u"lm_head"_s, u"*self_attn*"_s, u"*mlp.gate"_s, u"*mlp.gate.linear"_s}, mla, current);
        add(u"deepseek_v32"_s,
            {u"lm_head"_s, u"*self_attn*"_s, u"*mlp.gate"_s, u"*mlp.gate.linear"_s, u"model.layers.61.*"_s}, mla, current);
        add(u"deepseek_vl_v2"_s, {u"lm_head"_s, u"model.sam_model*"_s, u"model.vision_model*"_s, u"model.projector*"_s},
            kv, current);
        add(u"gemma3"_s, {u"*vision_tower*"_s, u"*multi_modal_projector*"_s, u"*lm_head"_s}, kv, current);
        add(u"glm4_moe"_s,
            {u"lm_head"_s, u"*mlp.gate"_s, u"*mlp.gate.linear"_s, u"*self_attn*"_s, u"*shared_experts.*"_s,
             u"*mlp.down_proj"_s, u"*mlp.gate_proj"_s, u"*mlp.up_proj"_s},
            kv, current);
        add(u"glm4_moe_lite"_s, {u"lm_head"_s, u"*self_attn*"_s, u"*mlp.gate"_s}, kv, current);
        add(u"glm_moe_dsa"_s,
            {u"*self_attn*"_s, u"*mlp.gate"_s, u"*lm_head"_s, u"*mlp.gate_proj"_s, u"*mlp.up_proj"_s, u"*mlp.down_proj"_s},
            kv, current);
        add(u"gpt_oss"_s, {u"lm_head"_s, u"*router*"_s}, kv, current);
        add(u"granitemoehybrid"_s, {u"lm_head"_s, u"*router*"_s}, kv, current);
        add(u"grok-1"_s, {u"lm_head"_s, u"*.gate"_s, u"*.gate.linear"_s}, kv, current);
        add(u"kimi_k2"_s,
            {u"*self_attn*"_s, u"*mlp.gate"_s, u"*lm_head"_s, u"*mlp.gate_proj"_s, u"*mlp.up_proj"_s, u"*mlp.down_proj"_s,
             u"*shared_experts*"_s},
            mla, current);
        add(u"kimi_k25"_s,
            {u"*self_attn*"_s, u"*mlp.gate"_s, u"*lm_head"_s, u"*mlp.gate_proj"_s, u"*mlp.up_proj"_s, u"*mlp.down_proj"_s,
             u"*shared_experts*"_s, u"*mlp.gate.linear"_s, u"*mm_projector*"_s, u"*vision_tower*"_s},
            mla, current);
        add(u"llama4"_s, {u"multi_modal_projector*"_s, u"*feed_forward.router"_s, u"vision_model*"_s, u"*lm_head"_s}, kv,
            current);
        add(u"minimax_m2"_s, {u"lm_head"_s, u"*block_sparse_moe.gate*"_s, u"*self_attn*"_s}, kv, current);
        add(u"mixtral"_s, {u"lm_head"_s, u"*.gate"_s, u"*.gate.linear"_s}, kv, current);
        add(u"qwen3_moe"_s, {u"lm_head"_s, u"*.gate"_s, u"*.gate.linear"_s}, kv, current);
        add(u"mllama"_s, {u"*lm_head"_s, u"*patch_embedding"_s, u"multi_modal_projector"_s}, kv, current);
        add(u"qwen2_moe"_s, {u"lm_head"_s, u"*.gate"_s, u"*.gate.linear"_s, u"*.shared_expert_gate"_s}, kv, current);
        add(u"qwen3_next"_s,
            {u"lm_head"_s, u"mtp.fc"_s, u"*linear_attn.in_proj_ba"_s, u"*linear_attn.in_proj_qkvz"_s, u"*mlp.gate"_s,
             u"*mlp.gate.linear"_s, u"*mlp.shared_expert_gate"_s, u"*self_attn.k_proj"_s, u"*self_attn.q_proj"_s,
             u"*self_attn.v_proj"_s},
            kv, current);
        add(u"qwen3_vl_moe"_s, {u"lm_head"_s, u"*mlp.gate"_s, u"*mlp.gate.linear"_s, u"*.visual.*"_s}, kv, current);
        add(u"qwen3_5_moe"_s,
            {u"lm_head"_s, u"model.visual.*"_s, u"mtp.*"_s, u"*mlp.gate"_s, u"*mlp.gate.linear"_s, u"*shared_expert_gate*"_s,
             u"*.linear_attn.*"_s, u"*.self_attn.*"_s, u"*.shared_expert.*"_s},
            kv, current);
        // Only in post-0.12 development builds; their exclusions were not all seen, so lm_head is assumed.
        const QStringList dev{u"post-0.12"_s};
        add(u"deepseek_v4"_s, {u"*attn*"_s, u"embed"_s, u"head"_s, u"*ffn.gate*"_s, u"hc_*"_s, u"mtp.*"_s}, kv, dev);
        for (const QString &type : {u"gemma4"_s, u"gemma4_unified"_s, u"glm5_next"_s, u"hunyuan_v1_dense"_s, u"kimi_k3"_s,
                                    u"lfm2"_s, u"minimax_m3_vl"_s, u"muse_glimmer"_s, u"qwen3_5"_s, u"qwen4_exp"_s,
                                    u"qwen4_exp_text"_s})
            add(type, {u"lm_head"_s}, kv, dev);
        return t;
    }();
    return templates;
}

} // namespace

std::optional<QuarkTemplate> QuarkTemplates::find(const QString &modelType)
{
    const auto &templates = catalog();
    auto it = templates.constFind(modelType);
    if (it == templates.cend())
        return std::nullopt;
    return *it;
}

QString QuarkTemplates::newestRelease()
{
    return u"0.13"_s;
}

QuarkTransformers QuarkTemplates::transformersFor(const QString &generation)
{
    // From each release's amd-quark[cli] requirement (0.13: transformers>5,<5.17); 0.10 and 0.11
    // were tested with transformers 4.57.
    if (generation == u"0.10"_s || generation == u"0.11"_s)
        return {generation, u"4.57"_s, QVersionNumber(5)};
    if (generation == u"0.12"_s)
        return {generation, u">5,<5.3"_s, QVersionNumber(5, 3)};
    if (generation == u"post-0.12"_s)
        return {generation, u">5,<5.17"_s, QVersionNumber(5, 17)};
    return {newestRelease(), u">5,<5.17"_s, QVersionNumber(5, 17)};
}

QStringList QuarkTemplates::knownModelTypes()
{
    QStringList types = catalog().keys();
    types.sort();
    return types;
}

} // namespace ptq
