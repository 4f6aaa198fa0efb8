#include "servereadiness.h"

#include "artifacts/runmanifest.h"
#include "plan/patternpreview.h"
#include "plan/quarkcatalog.h"

#include <QMap>
#include <QRegularExpression>

#include <fnmatch.h>

#include <algorithm>
#include <optional>

using namespace Qt::Literals::StringLiterals;

// Every vLLM fact below was read in vllm-project/vllm (main, December 2026); the file is named at
// the check that depends on it, so a reader can see whether a newer vLLM still behaves so.

namespace ptq {

namespace {

constexpr const char *kContext = "ServeReadiness";

LocalText text(const char *source)
{
    return LocalText::translatable(kContext, source);
}

std::optional<qint64> positive(const Json &object, const char *key)
{
    const Json &v = jsonField(object, key);
    if (v.is_number_integer() && v.get<qint64>() > 0)
        return v.get<qint64>();
    return std::nullopt;
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// The sizes that decide how vLLM shards a model, from the analysis (AnalysisFacts) or from the
/// export's config.json (its text_config for wrappers such as gemma3 / llama4), a foreign format
/// read here by key.
struct Geometry
{
    std::optional<qint64> heads, kvHeads, hidden, intermediate, headDim, vHeadDim, moeIntermediate,
        sharedExpertIntermediate, layers;

    static Geometry of(const Json &model)
    {
        Geometry g;
        g.heads = positive(model, "num_attention_heads");
        g.kvHeads = positive(model, "num_key_value_heads");
        g.hidden = positive(model, "hidden_size");
        g.intermediate = positive(model, "intermediate_size");
        g.headDim = positive(model, "head_dim");
        g.vHeadDim = positive(model, "v_head_dim");
        g.moeIntermediate = positive(model, "moe_intermediate_size");
        g.sharedExpertIntermediate = positive(model, "shared_expert_intermediate_size");
        g.layers = positive(model, "num_hidden_layers");
        return g;
    }
    /// The same sizes as the analysis read them (model_analysis.json's `model`).
    static Geometry of(const AnalysisFacts &model)
    {
        const auto size = [](std::optional<qint64> v) { return v && *v > 0 ? v : std::nullopt; };
        Geometry g;
        g.heads = size(model.numAttentionHeads);
        g.kvHeads = size(model.numKeyValueHeads);
        g.hidden = size(model.hiddenSize);
        g.intermediate = size(model.intermediateSize);
        g.headDim = size(model.headDim);
        g.vHeadDim = size(model.vHeadDim);
        g.moeIntermediate = size(model.moeIntermediateSize);
        g.sharedExpertIntermediate = size(model.sharedExpertIntermediateSize);
        g.layers = size(model.numHiddenLayers);
        return g;
    }
    /// o_proj's input width: heads × (v_head_dim | head_dim | hidden / heads).
    std::optional<qint64> attentionOutputWidth() const
    {
        if (!heads)
            return hidden;
        if (vHeadDim)
            return *heads * *vHeadDim;
        if (headDim)
            return *heads * *headDim;
        return hidden;
    }
};

// --- the Quark schemes vLLM's loader knows --------------------------------------------------

enum class Support { Served, RecentVllm, Refused };

struct SchemeSupport
{
    Support support = Support::Served;
    LocalText why; ///< for Refused / RecentVllm: what vLLM does
};

bool isDict(const Json &j)
{
    return j.is_object();
}

QString dtypeOf(const Json &spec)
{
    return jsonString(spec, "dtype");
}

QString qschemeOf(const Json &spec)
{
    return jsonString(spec, "qscheme");
}

bool dynamicOf(const Json &spec)
{
    const Json &v = jsonField(spec, "is_dynamic");
    return v.is_boolean() && v.get<bool>();
}

std::optional<qint64> groupOf(const Json &spec)
{
    return positive(spec, "group_size");
}

LocalText int4WeightOnlyWhy()
{
    return text(QT_TRANSLATE_NOOP("ServeReadiness", "INT4/UINT4 weight-only exports load only in a vLLM with "
                                                 "schemes/quark_w4a16_int4.py (PR #48606, merged 2026-09-18); an older "
                                                 "one raises \"No quark compatible scheme was found\""));
}

LocalText mxfp4WeightOnlyWhy()
{
    return text(QT_TRANSLATE_NOOP("ServeReadiness", "MXFP4 weight-only exports load only in a vLLM that has "
                                                 "schemes/quark_w4a16_mxfp4_a16.py; an older one fails building the MX "
                                                 "scheme without an input spec"));
}

/// What vLLM's Quark loader does with one layer's quantization config (config.json's
/// global_quant_config or a layer_quant_config value): QuarkConfig._get_scheme_from_config in
/// vllm/model_executor/layers/quantization/quark/quark.py, plus schemes/quark_w4a16_int4.py and
/// schemes/quark_w4a16_mxfp4_a16.py, which only recent vLLM has.
SchemeSupport classify(const Json &config)
{
    if (!isDict(config))
        return {};
    if (!jsonField(config, "output_tensors").is_null() || !jsonField(config, "bias").is_null())
        return {Support::Refused, text(QT_TRANSLATE_NOOP("ServeReadiness", "output tensors or the bias are quantized: vLLM's Quark loader raises "
                                                         "\"Quark models with output_tensors and bias quantized are not "
                                                         "supported\""))};
    const Json &w = jsonField(config, "weight");
    const Json &in = jsonField(config, "input_tensors");
    if (w.is_null())
        return {};
    if (w.is_array()) {
        // QuarkNVFP4: fp4 per-group 16 (static weights, dynamic inputs) over an fp8_e4m3 per-tensor scale.
        if (w.size() == 2 && in.is_array() && in.size() == 2 && dtypeOf(w[0]) == u"fp4"_s
            && qschemeOf(w[0]) == u"per_group"_s && groupOf(w[0]) == 16 && !dynamicOf(w[0])
            && dtypeOf(in[0]) == u"fp4"_s && qschemeOf(in[0]) == u"per_group"_s && groupOf(in[0]) == 16
            && dynamicOf(in[0]) && dtypeOf(w[1]) == u"fp8_e4m3"_s && qschemeOf(w[1]) == u"per_tensor"_s
            && !dynamicOf(w[1]) && dtypeOf(in[1]) == u"fp8_e4m3"_s && qschemeOf(in[1]) == u"per_tensor"_s
            && !dynamicOf(in[1]))
            return {};
        return {Support::Refused,
                text(QT_TRANSLATE_NOOP("ServeReadiness", "its two-level weight (%1 then %2) matches no scheme of vLLM's Quark "
                                                        "loader for Linear layers (\"No quark compatible scheme was "
                                                        "found\")"))
                    .arg(dtypeOf(w[0]), w.size() > 1 ? dtypeOf(w[1]) : QString())};
    }
    const QString wd = dtypeOf(w);
    const QString wq = qschemeOf(w);
    const bool perTensorOrChannel = wq == u"per_tensor"_s || wq == u"per_channel"_s;
    const Json &sym = jsonField(w, "symmetric");
    const bool weightSymmetric = sym.is_boolean() && sym.get<bool>();
    if (isDict(in)) {
        const QString id = dtypeOf(in);
        const QString iq = qschemeOf(in);
        // QuarkW8A8Fp8
        if (wd == u"fp8_e4m3"_s && id == u"fp8_e4m3"_s && !dynamicOf(w) && perTensorOrChannel
            && (dynamicOf(in) || iq == u"per_tensor"_s))
            return {};
        // QuarkW8A8Int8, static per-tensor inputs or dynamic per-token inputs; symmetric weights only.
        if (wd == u"int8"_s && id == u"int8"_s && perTensorOrChannel && weightSymmetric
            && ((iq == u"per_tensor"_s && !dynamicOf(w) && !dynamicOf(in)) || (iq == u"per_channel"_s && dynamicOf(in))))
            return {};
        // QuarkW4A8_MXFP4_FP8
        if (wd == u"fp4"_s && wq == u"per_group"_s && groupOf(w) == 32 && jsonString(w, "scale_format") == u"e8m0"_s
            && !dynamicOf(w) && id == u"fp8_e4m3"_s && iq == u"per_tensor"_s && !dynamicOf(in))
            return {};
    }
    // QuarkOCP_MX (schemes/quark_ocp_mx.py): per-group 32 with e8m0 scales, fp4 / fp6 weights.
    if (wq == u"per_group"_s && groupOf(w) == 32 && jsonString(w, "scale_format") == u"e8m0"_s
        && (wd == u"fp4"_s || wd == u"fp6_e3m2"_s || wd == u"fp6_e2m3"_s)) {
        if (in.is_null())
            return wd == u"fp4"_s ? SchemeSupport{Support::RecentVllm, mxfp4WeightOnlyWhy()}
                                  : SchemeSupport{Support::Refused,
                                                  text(QT_TRANSLATE_NOOP("ServeReadiness", "%1 weight-only matches no scheme of "
                                                                                "vLLM's Quark loader")).arg(wd)};
        if (!dynamicOf(in))
            return {Support::Refused, text(QT_TRANSLATE_NOOP("ServeReadiness", "vLLM's QuarkOCP_MX raises \"QuarkOCP_MX with static "
                                                                     "input scales is currently not implemented\""))};
        return {};
    }
    // QuarkW4A16Int4 (schemes/quark_w4a16_int4.py, vLLM PR #48606, merged 2026-09-18).
    if ((wd == u"int4"_s || wd == u"uint4"_s) && (wq == u"per_group"_s || wq == u"per_channel"_s) && in.is_null())
        return {Support::RecentVllm, int4WeightOnlyWhy()};
    return {Support::Refused, text(QT_TRANSLATE_NOOP("ServeReadiness", "weights %1 %2 with %3 inputs match no scheme of vLLM's Quark "
                                                            "loader (\"No quark compatible scheme was found\")"))
                                  .arg(wd, wq, isDict(in) ? dtypeOf(in) : u"unquantized"_s)};
}

/// The same answer by --quant_scheme name, for a plan (no config.json yet). Checked against
/// classify() of every real export in tests/fixtures/exports (tst_handoff).
SchemeSupport supportOfScheme(const QString &name)
{
    const QString scheme = QuarkCatalog::currentNameOf(name).value_or(name);
    static const QStringList served{u"fp8"_s,        u"ptpc_fp8"_s,   u"int8"_s,
                                    u"mxfp4"_s,      u"mxfp6_e3m2"_s, u"mxfp6_e2m3"_s,
                                    u"mxfp4_mxfp6_e2m3"_s, u"mxfp4_fp8"_s, u"nvfp4"_s,
                                    u"fp4_block16_scale_e4m3"_s};
    if (served.contains(scheme) || scheme.isEmpty())
        return {};
    if (scheme.startsWith(u"int4_wo_"_s) || scheme.startsWith(u"uint4_wo_"_s))
        return {Support::RecentVllm, int4WeightOnlyWhy()};
    if (scheme == u"mxfp4_weight_only"_s)
        return {Support::RecentVllm, mxfp4WeightOnlyWhy()};
    static const QStringList refused{u"int4_wa_64"_s,      u"amdfp4"_s,   u"amdfp4_g32"_s, u"amdfp4_global16"_s,
                                     u"amdfp4_global32"_s, u"int4_fp8"_s, u"mx6"_s,        u"mx9"_s,
                                     u"bfp16"_s};
    if (refused.contains(scheme))
        return {Support::Refused, text(QT_TRANSLATE_NOOP("ServeReadiness", "vLLM's Quark loader has no scheme for %1 exports (\"No "
                                                                "quark compatible scheme was found\")")).arg(scheme)};
    return {Support::RecentVllm,
            text(QT_TRANSLATE_NOOP("ServeReadiness", "vLLM support for %1 exports is not known to PTQ Studio")).arg(scheme)};
}

/// The group that must divide a quantized layer's input width, by scheme name.
std::optional<int> groupOfScheme(const QString &name)
{
    return QuarkCatalog::groupSize(QuarkCatalog::currentNameOf(name).value_or(name));
}

// --- layers -----------------------------------------------------------------------------

QString leafOf(const std::string &module)
{
    const std::size_t dot = module.rfind('.');
    return qs(dot == std::string::npos ? module : module.substr(dot + 1));
}

QString parentOf(const std::string &module)
{
    const std::size_t dot = module.rfind('.');
    return dot == std::string::npos ? QString() : qs(module.substr(0, dot));
}

bool isTower(const std::string &module)
{
    for (std::string_view tower : {"vision", "visual", "multi_modal_projector", "audio"}) {
        if (module.find(tower) != std::string::npos)
            return true;
    }
    return false;
}

/// A row-parallel layer's input width (sharded by TP) and what it is, or nothing for
/// column-parallel and replicated layers (vllm/model_executor/layers/linear.py RowParallelLinear:
/// input_size_per_partition = divide(input_size, tp_size)).
struct RowWidth
{
    qint64 width = 0;
    QString kind;   ///< o_proj, down_proj, experts
    QString source; ///< "intermediate_size", …
};

std::optional<RowWidth> rowParallelWidth(const std::string &module, const Geometry &g)
{
    if (isTower(module))
        return std::nullopt;
    const QString leaf = leafOf(module);
    if (leaf == u"o_proj"_s) {
        if (const auto w = g.attentionOutputWidth())
            return RowWidth{*w, u"o_proj"_s, g.vHeadDim ? u"num_attention_heads × v_head_dim"_s
                                             : g.headDim ? u"num_attention_heads × head_dim"_s
                                                         : u"hidden_size"_s};
        return std::nullopt;
    }
    if (leaf == u"down_proj"_s || leaf == u"w2"_s) {
        if (module.find(".experts.") != std::string::npos) {
            if (g.moeIntermediate)
                return RowWidth{*g.moeIntermediate, u"experts"_s, u"moe_intermediate_size"_s};
            if (g.intermediate)
                return RowWidth{*g.intermediate, u"experts"_s, u"intermediate_size"_s};
            return std::nullopt;
        }
        if (module.find("shared_expert") != std::string::npos && g.sharedExpertIntermediate)
            return RowWidth{*g.sharedExpertIntermediate, u"down_proj"_s, u"shared_expert_intermediate_size"_s};
        if (g.intermediate)
            return RowWidth{*g.intermediate, u"down_proj"_s, u"intermediate_size"_s};
    }
    return std::nullopt;
}

/// Column-parallel layers whose input (hidden_size) is not sharded.
bool readsHidden(const std::string &module)
{
    static const QStringList leaves{u"q_proj"_s, u"k_proj"_s, u"v_proj"_s, u"qkv_proj"_s, u"gate_proj"_s,
                                    u"up_proj"_s, u"gate_up_proj"_s, u"w1"_s, u"w3"_s};
    return !isTower(module) && leaves.contains(leafOf(module));
}

/// The fused group a module belongs to in vLLM (packed_modules_mapping: qkv_proj, gate_up_proj).
QString fusedGroupOf(const QString &leaf)
{
    if (leaf == u"q_proj"_s || leaf == u"k_proj"_s || leaf == u"v_proj"_s)
        return u"qkv_proj"_s;
    if (leaf == u"gate_proj"_s || leaf == u"up_proj"_s)
        return u"gate_up_proj"_s;
    return {};
}

bool fnmatches(const QString &pattern, const std::string &name)
{
    return ::fnmatch(pattern.toStdString().c_str(), name.c_str(), 0) == 0;
}

bool hasGlob(const QString &pattern)
{
    return pattern.contains(u'*') || pattern.contains(u'?') || pattern.contains(u'[');
}

// --- the checks shared by plan and export ---------------------------------------------------

class Collector
{
public:
    QList<ServeFinding> findings;

    void add(const QString &id, ServeFinding::Severity severity, const LocalText &what, const LocalText &fix)
    {
        for (const ServeFinding &f : std::as_const(findings)) {
            if (f.id == id && f.text == what)
                return;
        }
        findings.append({id, severity, what, fix});
    }
};

LocalText tpFix(int tp, qint64 value, const QString &what)
{
    // The TP sizes ≤ 8 that would work, so the fix names a choice.
    QStringList fits;
    for (int t = 1; t <= 8; t *= 2) {
        if (value % t == 0)
            fits.append(QString::number(t));
    }
    Q_UNUSED(tp)
    return text(QT_TRANSLATE_NOOP("ServeReadiness", "Choose a tensor-parallel size that divides %1 (%2): %3."))
        .arg(what, QString::number(value), fits.join(u", "_s));
}

void checkGeometry(Collector &c, const Geometry &g, int tp)
{
    using S = ServeFinding::Severity;
    // vllm/config/model.py ModelConfig.verify_with_parallel_config: "Total number of attention
    // heads (H) must be divisible by tensor parallel size (TP)".
    if (g.heads && *g.heads % tp != 0)
        c.add(u"tp-attention-heads"_s, S::Blocking,
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "%1 attention heads do not divide by tensor-parallel size %2: vLLM refuses to "
                                     "start (\"Total number of attention heads must be divisible by tensor parallel "
                                     "size\")."))
                  .arg(*g.heads)
                  .arg(tp),
              tpFix(tp, *g.heads, u"num_attention_heads"_s));
    // vllm/model_executor/layers/linear.py QKVParallelLinear: KV heads are split when TP < KV heads
    // (divide() asserts), replicated when TP ≥ KV heads (divide(tp_size, kv_heads) asserts).
    if (g.kvHeads) {
        const qint64 kv = *g.kvHeads;
        if ((tp < kv && kv % tp != 0) || (tp >= kv && tp % kv != 0))
            c.add(u"tp-kv-heads"_s, S::Blocking,
                  text(QT_TRANSLATE_NOOP("ServeReadiness",
                                         "%1 key/value heads and tensor-parallel size %2: vLLM splits KV heads evenly "
                                         "or copies each to a whole number of shards, and neither is possible here."))
                      .arg(kv)
                      .arg(tp),
                  tpFix(tp, kv, u"num_key_value_heads"_s));
        else if (tp > kv)
            c.add(u"tp-kv-replicated"_s, S::Info,
                  text(QT_TRANSLATE_NOOP("ServeReadiness",
                                         "%1 key/value heads on %2 shards: vLLM keeps %3 copies of each KV head, so the "
                                         "KV cache takes more memory per token than the shard count suggests."))
                      .arg(kv)
                      .arg(tp)
                      .arg(tp / kv),
                  text(QT_TRANSLATE_NOOP("ServeReadiness", "Nothing to change; a smaller tensor-parallel size avoids the copies.")));
    }
    // MergedColumnParallelLinear (gate/up) and RowParallelLinear (down) divide intermediate_size.
    if (g.intermediate && *g.intermediate % tp != 0)
        c.add(u"tp-intermediate"_s, S::Blocking,
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "intermediate_size %1 does not divide by tensor-parallel size %2: vLLM cannot "
                                     "split gate_proj, up_proj and down_proj."))
                  .arg(*g.intermediate)
                  .arg(tp),
              tpFix(tp, *g.intermediate, u"intermediate_size"_s));
    if (g.moeIntermediate && *g.moeIntermediate % tp != 0)
        c.add(u"tp-moe-intermediate"_s, S::Blocking,
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "moe_intermediate_size %1 does not divide by tensor-parallel size %2: vLLM cannot "
                                     "split the experts."))
                  .arg(*g.moeIntermediate)
                  .arg(tp),
              tpFix(tp, *g.moeIntermediate, u"moe_intermediate_size"_s));
}

void checkGroup(Collector &c, const std::string &module, const Geometry &g, int tp, const QString &scheme,
                std::optional<int> group)
{
    using S = ServeFinding::Severity;
    if (!group || *group <= 0)
        return;
    if (const std::optional<RowWidth> row = rowParallelWidth(module, g)) {
        if (row->width % tp != 0)
            return; // reported by checkGeometry (the split itself fails)
        const qint64 perShard = row->width / tp;
        if (perShard % *group == 0)
            return;
        // schemes/quark_w4a16_int4.py raises "The input size is not aligned with the quantized weight
        // shape. This can be caused by too large tensor parallel size."; schemes/quark_ocp_mx.py sizes
        // each shard's scales as input_size_per_partition // 32, so the checkpoint's scales do not fit.
        if (tp == 1) {
            c.add(u"tp-group-"_s + row->kind, S::Blocking,
                  text(QT_TRANSLATE_NOOP("ServeReadiness",
                                         "%1 has %2 inputs (%3), not a multiple of %4's group of %5, so vLLM cannot load "
                                         "its %4 weights."))
                      .arg(row->kind)
                      .arg(row->width)
                      .arg(row->source, scheme)
                      .arg(*group),
                  text(QT_TRANSLATE_NOOP("ServeReadiness",
                                         "Choose a scheme with a smaller group, or exclude %1 (an override to a "
                                         "per-channel scheme works too).")).arg(row->kind));
            return;
        }
        c.add(u"tp-group-"_s + row->kind, S::Blocking,
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "%1 is split by input across %2 shards: %3 (%4) / %2 = %5 inputs per shard, not a "
                                     "multiple of %6's group of %7, so vLLM cannot load its %6 weights."))
                  .arg(row->kind)
                  .arg(tp)
                  .arg(row->width)
                  .arg(row->source)
                  .arg(perShard)
                  .arg(scheme)
                  .arg(*group),
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "Choose a smaller tensor-parallel size, a scheme with a smaller group, or exclude "
                                     "%1 (an override to a per-channel scheme works too).")).arg(row->kind));
        return;
    }
    if (readsHidden(module) && g.hidden && *g.hidden % *group != 0)
        c.add(u"group-hidden"_s, S::Blocking,
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "hidden_size %1 is not a multiple of %2's group of %3: vLLM sizes each layer's "
                                     "scales by whole groups and cannot load the projections that read the hidden "
                                     "state."))
                  .arg(*g.hidden)
                  .arg(scheme)
                  .arg(*group),
              text(QT_TRANSLATE_NOOP("ServeReadiness", "Choose a scheme whose group divides %1.")).arg(*g.hidden));
}

void addSupport(Collector &c, const SchemeSupport &support, const QString &scheme, const LocalText &where)
{
    using S = ServeFinding::Severity;
    if (support.support == Support::Served)
        return;
    if (support.support == Support::Refused)
        c.add(u"scheme-unsupported"_s, S::Blocking,
              text(QT_TRANSLATE_NOOP("ServeReadiness", "%1 (%2): %3.")).arg(scheme, where, support.why),
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "Choose a scheme vLLM serves: fp8, ptpc_fp8, int8, mxfp4, mxfp4_fp8, nvfp4.")));
    else
        c.add(u"scheme-recent-vllm"_s, S::Warning,
              text(QT_TRANSLATE_NOOP("ServeReadiness", "%1 (%2): %3.")).arg(scheme, where, support.why),
              text(QT_TRANSLATE_NOOP("ServeReadiness", "Serve it with a vLLM that has that scheme file (in "
                                                       "vllm/model_executor/layers/quantization/quark/schemes/), or "
                                                       "choose fp8, ptpc_fp8, int8, mxfp4 or nvfp4.")));
}

void fusedFinding(Collector &c, const QString &group, const QString &parent, const QList<LocalText> &members)
{
    c.add(group == u"qkv_proj"_s ? u"fused-qkv"_s : u"fused-gate-up"_s, ServeFinding::Severity::Blocking,
          text(QT_TRANSLATE_NOOP("ServeReadiness",
                                 "vLLM runs %1 as one fused %2, and every part must be quantized alike; in %3 they are "
                                 "not (%4). vLLM refuses: \"requires all to use the same scheme\"."))
              .arg(group == u"qkv_proj"_s ? u"q_proj, k_proj and v_proj"_s : u"gate_proj and up_proj"_s, group, parent)
              .arg(LocalText::joined(members, u"; "_s)),
          text(QT_TRANSLATE_NOOP("ServeReadiness",
                                 "Exclude or override all of %1 together (a pattern such as \"*.self_attn.*_proj\" or "
                                 "\"*.mlp.*_proj\"), or none of them.")).arg(group));
}

void checkKvDtype(Collector &c, const QString &dtype, const QString &qscheme)
{
    // quark.py QuarkKVCacheMethod.validate_kv_cache_config: dtype fp8_e4m3, per_tensor only.
    if (dtype.isEmpty() || (dtype == u"fp8_e4m3"_s && (qscheme.isEmpty() || qscheme == u"per_tensor"_s)))
        return;
    c.add(u"kv-cache-dtype"_s, ServeFinding::Severity::Blocking,
          text(QT_TRANSLATE_NOOP("ServeReadiness",
                                 "The KV cache is quantized as %1: vLLM's Quark loader accepts only an FP8 (fp8_e4m3) "
                                 "per-tensor KV cache and raises for anything else."))
              .arg(qscheme.isEmpty() ? dtype : dtype + u" "_s + qscheme),
          text(QT_TRANSLATE_NOOP("ServeReadiness", "Quantize the KV cache as fp8, or not at all.")));
}

void checkTp(Collector &c, int tp)
{
    c.add(u"tp-invalid"_s, ServeFinding::Severity::Blocking,
          text(QT_TRANSLATE_NOOP("ServeReadiness", "Tensor-parallel size %1 is not a positive number.")).arg(tp),
          text(QT_TRANSLATE_NOOP("ServeReadiness", "Give a tensor-parallel size of 1 or more.")));
}

/// The layer names vLLM would look up for a config.json: a dense decoder's projections per layer.
std::vector<std::string> exportModules(const Json &config, const Geometry &g)
{
    std::vector<std::string> modules;
    const QString type = jsonString(config, "model_type");
    const bool wrapped = type == u"gemma3"_s || type == u"mllama"_s || type == u"llama4"_s;
    const std::string prefix = wrapped ? "language_model.model.layers." : "model.layers.";
    const qint64 layers = std::min<qint64>(g.layers.value_or(1), 1024);
    for (qint64 i = 0; i < layers; ++i) {
        const std::string p = prefix + std::to_string(i) + ".";
        for (const char *n : {"self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj", "self_attn.o_proj",
                              "mlp.gate_proj", "mlp.up_proj", "mlp.down_proj"})
            modules.push_back(p + n);
    }
    return modules;
}

/// vLLM's exclude matching (quark/utils.py check_equal_or_regex_match): equal, or `re:` + a regex
/// matched at the start.
bool vllmIgnores(const std::string &module, const QStringList &exclude)
{
    const QString name = qs(module);
    for (const QString &e : exclude) {
        if (e.startsWith(u"re:"_s)) {
            const QRegularExpression re(e.mid(3));
            if (re.isValid() && re.match(name, 0, QRegularExpression::NormalMatch,
                                         QRegularExpression::AnchorAtOffsetMatchOption)
                                    .hasMatch())
                return true;
        } else if (e == name) {
            return true;
        }
    }
    return false;
}

void checkExcludeGlobs(Collector &c, const QStringList &exclude, const std::vector<std::string> &modules)
{
    // Quark (fnmatch) excludes what a glob matches and writes the glob into config.json; vLLM's
    // Quark loader (quark/utils.py should_ignore_layer) matches exclude entries exactly or as
    // "re:" regexes, so it may build those layers quantized while the export holds them unquantized.
    for (const QString &pattern : exclude) {
        if (!hasGlob(pattern))
            continue;
        const auto hit = std::find_if(modules.cbegin(), modules.cend(), [&](const std::string &m) {
            return leafOf(m) != u"lm_head"_s && fnmatches(pattern, m);
        });
        if (hit == modules.cend())
            continue;
        c.add(u"exclude-glob"_s, ServeFinding::Severity::Warning,
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "The exclusion \"%1\" is a wildcard (it matches %2): vLLM's Quark loader matches "
                                     "exclusions exactly or as \"re:\" regular expressions, so it may build those layers "
                                     "quantized while the export holds them unquantized."))
                  .arg(pattern, qs(*hit)),
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "Serve once with this vLLM before you rely on it, or list the layers by full name.")));
    }
}

Json layerConfigFor(const std::string &module, const Json &layerQuant, const Json &global, const QStringList &kvGroup)
{
    // quark.py _find_matched_config: fnmatch when the pattern has "*", else "name in pattern".
    if (layerQuant.is_object()) {
        for (auto it = layerQuant.begin(); it != layerQuant.end(); ++it) {
            const QString pattern = qs(it.key());
            const bool hit = pattern.contains(u'*') ? fnmatches(pattern, module)
                                                    : pattern.contains(qs(module));
            if (!hit)
                continue;
            Json config = it.value();
            // QuarkConfig.from_config drops the KV-cache layers' output_tensors (their scales
            // become k_scale / v_scale), and q_proj's.
            if (config.is_object()
                && (std::any_of(kvGroup.cbegin(), kvGroup.cend(),
                                [&](const QString &p) { return fnmatches(p, it.key()) || p == pattern; })
                    || pattern == u"*q_proj"_s))
                config["output_tensors"] = nullptr;
            return config;
        }
    }
    return global;
}

} // namespace

// --- ServeReadiness -----------------------------------------------------------------------

int ServeReadiness::tensorParallelSizeOf(const PlanDocument &plan)
{
    if (const std::optional<qint64> tp = plan.tensorParallelSize; tp && *tp >= 1 && *tp <= 1024)
        return int(*tp);
    return kDefaultTensorParallelSize;
}

QList<ServeFinding> ServeReadiness::forPlan(const AnalysisFacts &analysis, const PlanDocument &plan, int tp,
                                            const std::vector<std::string> &knownModules)
{
    Collector c;
    if (tp < 1) {
        checkTp(c, tp);
        return c.findings;
    }
    const Geometry g = Geometry::of(analysis);
    checkGeometry(c, g, tp);

    const QString &global = plan.globalScheme;
    const QList<QPair<QString, QString>> &overrides = plan.layerOverrides;
    const QStringList &exclusions = plan.excludeLayers;

    addSupport(c, supportOfScheme(global), global, text(QT_TRANSLATE_NOOP("ServeReadiness", "the global scheme")));
    for (const auto &[pattern, scheme] : std::as_const(overrides))
        addSupport(c, supportOfScheme(scheme), scheme,
                   text(QT_TRANSLATE_NOOP("ServeReadiness", "override for \"%1\"")).arg(pattern));

    // Each module's scheme as Quark assigns it: exclusions first, then the first matching override.
    const std::vector<std::string> generated =
        knownModules.empty() ? PatternPreviewer::generateModules(analysis) : std::vector<std::string>();
    const std::vector<std::string> &modules = knownModules.empty() ? generated : knownModules;
    QMap<QString, QList<QPair<QString, QString>>> groups; // "<parent>|<fused>" -> (leaf, scheme or "")
    QStringList groupOrder;
    for (const std::string &module : modules) {
        const bool excluded = std::any_of(exclusions.cbegin(), exclusions.cend(),
                                          [&](const QString &p) { return PatternPreviewer::matches(p, module); });
        QString scheme = excluded ? QString() : global;
        if (!excluded) {
            for (const auto &[pattern, overrideScheme] : std::as_const(overrides)) {
                if (!pattern.trimmed().isEmpty() && PatternPreviewer::matches(pattern, module)) {
                    scheme = overrideScheme;
                    break;
                }
            }
            checkGroup(c, module, g, tp, scheme, groupOfScheme(scheme));
        }
        const QString leaf = leafOf(module);
        if (const QString fused = fusedGroupOf(leaf); !fused.isEmpty()) {
            const QString key = parentOf(module) + u'|' + fused;
            if (!groups.contains(key))
                groupOrder.append(key);
            groups[key].append({leaf, scheme});
        }
    }
    // vllm/model_executor/layers/quantization/quark/utils.py should_ignore_layer and quark.py
    // _find_matched_config: the parts of a fused layer must be excluded together and share one config.
    for (const QString &key : std::as_const(groupOrder)) {
        const QList<QPair<QString, QString>> &members = groups[key];
        const bool alike = std::all_of(members.cbegin(), members.cend(),
                                       [&](const auto &m) { return m.second == members.constFirst().second; });
        if (alike)
            continue;
        QList<LocalText> described;
        for (const auto &[leaf, scheme] : members)
            described.append(text(QT_TRANSLATE_NOOP("ServeReadiness", "%1: %2"))
                                 .arg(leaf)
                                 .arg(scheme.isEmpty() ? text(QT_TRANSLATE_NOOP("ServeReadiness", "not quantized"))
                                                       : LocalText(scheme)));
        fusedFinding(c, key.section(u'|', 1), key.section(u'|', 0, 0), described);
        break; // one layer shows it; the same patterns repeat it in every layer
    }
    checkExcludeGlobs(c, exclusions, modules);

    // The plan stores "fp8" (or null); anything else is a scheme vLLM's Quark loader refuses.
    if (!plan.kvCacheScheme.isEmpty() && !plan.kvCacheFp8())
        checkKvDtype(c, plan.kvCacheScheme, QString());
    return c.findings;
}

QList<ServeFinding> ServeReadiness::forExport(const Json &exportConfig, int tp)
{
    Collector c;
    if (tp < 1) {
        checkTp(c, tp);
        return c.findings;
    }
    const Json &textConfig = jsonField(exportConfig, "text_config");
    const Json &sizes = textConfig.is_object() && positive(textConfig, "num_attention_heads") ? textConfig : exportConfig;
    const Geometry g = Geometry::of(sizes);
    checkGeometry(c, g, tp);

    const Json &qc = jsonField(exportConfig, "quantization_config");
    if (!qc.is_object() || jsonString(qc, "quant_method") != u"quark"_s) {
        c.add(u"not-quark"_s, ServeFinding::Severity::Warning,
              text(QT_TRANSLATE_NOOP("ServeReadiness",
                                     "config.json has no Quark quantization_config (quant_method \"quark\"): vLLM "
                                     "would serve it as an unquantized model.")),
              text(QT_TRANSLATE_NOOP("ServeReadiness", "Check that this is the folder quark-cli exported.")));
        return c.findings;
    }
    // quark.py QuarkConfig.from_config: "The export key should be included".
    if (!jsonField(qc, "export").is_object())
        c.add(u"scheme-unsupported"_s, ServeFinding::Severity::Blocking,
              text(QT_TRANSLATE_NOOP("ServeReadiness", "quantization_config has no \"export\" section: vLLM's Quark "
                                                       "loader raises before it builds the model.")),
              text(QT_TRANSLATE_NOOP("ServeReadiness", "Export again with quark-cli.")));
    const Json &global = jsonField(qc, "global_quant_config");
    const Json &layerQuant = jsonField(qc, "layer_quant_config");
    const QStringList exclude = toStringList(jsonField(qc, "exclude"));
    const QStringList kvGroup = toStringList(jsonField(jsonField(qc, "export"), "kv_cache_group"));

    // KV cache: the output_tensors of the layers kv_cache_group names (quark.py from_config).
    if (!kvGroup.isEmpty() && layerQuant.is_object()) {
        for (auto it = layerQuant.begin(); it != layerQuant.end(); ++it) {
            const QString name = qs(it.key());
            const bool inGroup = std::any_of(kvGroup.cbegin(), kvGroup.cend(),
                                             [&](const QString &p) { return p == name || fnmatches(p, it.key()); });
            if (!inGroup)
                continue;
            const Json &out = jsonField(it.value(), "output_tensors");
            if (out.is_object())
                checkKvDtype(c, dtypeOf(out), qschemeOf(out));
            break;
        }
    }

    const std::vector<std::string> modules = exportModules(exportConfig, g);
    QMap<QString, QList<QPair<QString, Json>>> groups;
    QStringList groupOrder;
    QList<Json> seenConfigs;
    for (const std::string &module : modules) {
        const bool ignored = vllmIgnores(module, exclude);
        const Json config = ignored ? Json(nullptr) : layerConfigFor(module, layerQuant, global, kvGroup);
        if (!ignored && std::find(seenConfigs.cbegin(), seenConfigs.cend(), config) == seenConfigs.cend()) {
            seenConfigs.append(config);
            const SchemeSupport support = classify(config);
            const Json &w = jsonField(config, "weight");
            const QString scheme = w.is_array() && !w.empty() ? dtypeOf(w[0]) + u"+"_s + dtypeOf(w.back())
                                                              : dtypeOf(w) + u" "_s + qschemeOf(w);
            addSupport(c, support, scheme.trimmed(), LocalText(qs(module)));
        }
        if (!ignored) {
            const Json &w = jsonField(config, "weight");
            const Json &first = w.is_array() && !w.empty() ? w[0] : w;
            if (qschemeOf(first) == u"per_group"_s) {
                const std::optional<qint64> group = groupOf(first);
                checkGroup(c, module, g, tp, dtypeOf(first), group ? std::optional<int>(int(*group)) : std::nullopt);
            }
        }
        const QString leaf = leafOf(module);
        if (const QString fused = fusedGroupOf(leaf); !fused.isEmpty()) {
            const QString key = parentOf(module) + u'|' + fused;
            if (!groups.contains(key))
                groupOrder.append(key);
            groups[key].append({leaf, config});
        }
    }
    for (const QString &key : std::as_const(groupOrder)) {
        const QList<QPair<QString, Json>> &members = groups[key];
        const bool alike = std::all_of(members.cbegin(), members.cend(),
                                       [&](const auto &m) { return m.second == members.constFirst().second; });
        if (alike)
            continue;
        QList<LocalText> described;
        for (const auto &[leaf, config] : members) {
            const Json &w = jsonField(config, "weight");
            described.append(text(QT_TRANSLATE_NOOP("ServeReadiness", "%1: %2"))
                                 .arg(leaf)
                                 .arg(config.is_null() ? text(QT_TRANSLATE_NOOP("ServeReadiness", "not quantized"))
                                      : w.is_array()   ? text(QT_TRANSLATE_NOOP("ServeReadiness", "two-level weights"))
                                                       : LocalText(dtypeOf(w) + u" "_s + qschemeOf(w))));
        }
        fusedFinding(c, key.section(u'|', 1), key.section(u'|', 0, 0), described);
        break;
    }
    checkExcludeGlobs(c, exclude, modules);
    return c.findings;
}

namespace {

QString supportName(Support s)
{
    return s == Support::Served ? u"served"_s : s == Support::RecentVllm ? u"recent-vllm"_s : u"refused"_s;
}

} // namespace

QString ServeReadiness::vllmSupportOfLayerConfig(const Json &layerConfig)
{
    return supportName(classify(layerConfig).support);
}

QString ServeReadiness::vllmSupportOfScheme(const QString &scheme)
{
    return supportName(supportOfScheme(scheme).support);
}

bool ServeReadiness::hasBlocking(const QList<ServeFinding> &findings)
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [](const ServeFinding &f) { return f.severity == ServeFinding::Severity::Blocking; });
}

QString ServeReadiness::exportDirOf(const Json &manifest)
{
    const Result<RunManifest> m = RunManifest::fromJson(manifest);
    if (!m)
        return {};
    return m->outputDir.isEmpty() ? m->run.outputDir : m->outputDir;
}


QStringList ServeReadiness::vllmServeArgv(const PlanDocument &plan, const Json &manifest, int tp)
{
    QStringList argv{u"vllm"_s, u"serve"_s, exportDirOf(manifest), u"--tensor-parallel-size"_s,
                     QString::number(std::max(tp, 1))};
    if (plan.kvCacheFp8())
        argv << u"--kv-cache-dtype"_s << u"fp8"_s;
    if (plan.trustRemoteCode)
        argv << u"--trust-remote-code"_s;
    return argv;
}

QString ServeReadiness::lmEvalTasksOf(const PlanDocument &plan)
{
    // quark-cli evaluates wikitext-2 perplexity; lm_eval's "wikitext" task is the same corpus
    // (wikitext-2-raw-v1), so the numbers are comparable in kind. Other datasets have no
    // lm_eval task of the same name: wikitext stays the small default.
    Q_UNUSED(plan)
    return u"wikitext"_s;
}

QStringList ServeReadiness::lmEvalArgv(const PlanDocument &plan, const Json &manifest, int tp, const QString &tasks)
{
    QString modelArgs = u"pretrained=%1,tensor_parallel_size=%2,dtype=auto"_s.arg(exportDirOf(manifest))
                            .arg(std::max(tp, 1));
    if (plan.kvCacheFp8())
        modelArgs += u",kv_cache_dtype=fp8"_s;
    if (plan.trustRemoteCode)
        modelArgs += u",trust_remote_code=True"_s;
    return {u"lm_eval"_s,     u"--model"_s, u"vllm"_s,         u"--model_args"_s, modelArgs,
            u"--tasks"_s,     tasks.isEmpty() ? lmEvalTasksOf(plan) : tasks, u"--batch_size"_s, u"auto"_s};
}

QString ServeReadiness::displayCommand(const QStringList &argv)
{
    static const QRegularExpression safe(u"^[A-Za-z0-9_@%+=:,./-]+$"_s);
    QStringList words;
    for (const QString &a : argv) {
        if (!a.isEmpty() && safe.match(a).hasMatch())
            words.append(a);
        else
            words.append(u'\'' + QString(a).replace(u"'"_s, u"'\\''"_s) + u'\'');
    }
    return words.join(u' ');
}

Json ServeReadiness::serveRecord(const PlanDocument &plan, const Json &manifest, int tp, const QList<ServeFinding> &findings,
                                 const QString &checked)
{
    QList<ServeFinding> all = findings;
    const QString dir = exportDirOf(manifest);
    // lm_eval splits --model_args at commas and equals signs (simple_parse_args_string).
    if (dir.contains(u',') || dir.contains(u'='))
        all.append({u"lm-eval-path"_s, ServeFinding::Severity::Warning,
                    text(QT_TRANSLATE_NOOP("ServeReadiness",
                                           "The export folder %1 holds a comma or an equals sign: lm_eval splits "
                                           "--model_args there and would not find the model."))
                        .arg(dir),
                    text(QT_TRANSLATE_NOOP("ServeReadiness", "Link or copy the export to a folder without them for lm_eval."))});
    Json list = Json::array();
    for (const ServeFinding &f : std::as_const(all))
        list.push_back(f.toJson());
    const QStringList vllm = vllmServeArgv(plan, manifest, tp);
    const QStringList lmEval = lmEvalArgv(plan, manifest, tp);
    return Json{{"tensor_parallel_size", std::max(tp, 1)},
                {"checked", checked.toStdString()},
                {"vllm_argv", toJsonArray(vllm)},
                {"vllm_command", displayCommand(vllm).toStdString()},
                {"lm_eval_argv", toJsonArray(lmEval)},
                {"lm_eval_command", displayCommand(lmEval).toStdString()},
                {"findings", list},
                {"blocking", hasBlocking(all)}};
}

} // namespace ptq
