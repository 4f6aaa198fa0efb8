#include "plan/quarkcatalog.h"

#include <QCoreApplication>
#include <QHash>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

const QStringList kDatasets{u"pileval"_s, u"wikitext"_s, u"cnn_dailymail"_s, u"pileval_for_awq_benchmark"_s,
                            u"wikitext_for_gptq_benchmark"_s, u"HuggingFaceH4/ultrachat_200k"_s, u"ScienceQA"_s};
const QStringList kKvDtypes{u"fp8"_s, u"fp8_dynamic"_s, u"int8_per_tensor_static"_s, u"int8_per_tensor_dynamic"_s,
                            u"int8_per_token"_s, u"mxfp8"_s, u"fp6e2m3_per_group"_s, u"mxfp6_e2m3"_s,
                            u"fp6e3m2_per_group"_s, u"mxfp6_e3m2"_s, u"fp4_per_group"_s, u"mxfp4"_s, u"None"_s};
const QStringList kOptions011{u"model_dir"_s, u"device"_s, u"multi_device"_s, u"dataset"_s, u"seq_len"_s,
                              u"batch_size"_s, u"num_calib_data"_s, u"quant_scheme"_s, u"layer_quant_scheme"_s,
                              u"kv_cache_dtype"_s, u"kv_cache_quant_scheme"_s, u"quant_algo"_s, u"exclude_layers"_s,
                              u"output_dir"_s, u"skip_evaluation"_s, u"no_trust_remote_code"_s};
const QStringList kSchemes011{u"int4_wo_32"_s, u"int4_wo_64"_s, u"int4_wo_128"_s, u"int4_wo_per_channel"_s,
                              u"uint4_wo_32"_s, u"uint4_wo_64"_s, u"uint4_wo_128"_s, u"uint4_wo_per_channel"_s,
                              u"int8"_s, u"fp8"_s, u"ptpc_fp8"_s, u"mxfp4"_s, u"mxfp6_e3m2"_s, u"mxfp6_e2m3"_s,
                              u"mxfp4_mxfp6_e2m3"_s, u"mxfp4_fp8"_s, u"mx6"_s, u"bfp16"_s};
const QStringList kSchemes012Added{u"int4_wa_64"_s, u"mxfp4_weight_only"_s, u"amdfp4"_s, u"amdfp4_g32"_s,
                                   u"amdfp4_global16"_s, u"amdfp4_global32"_s, u"nvfp4"_s,
                                   u"fp4_block16_scale_e4m3"_s, u"int4_fp8"_s};
const QStringList kLegacySchemes{u"w_int4_per_group_sym"_s, u"w_uint4_per_group_asym"_s,
                                 u"w_int8_a_int8_per_tensor_sym"_s, u"w_fp8_a_fp8"_s, u"w_mxfp4_a_mxfp4"_s,
                                 u"w_mxfp4_a_fp8"_s, u"w_mxfp6_e3m2_a_mxfp6_e3m2"_s, u"w_mxfp6_e2m3_a_mxfp6_e2m3"_s,
                                 u"w_bfp16_a_bfp16"_s, u"w_mx6_a_mx6"_s};

} // namespace

QStringList QuarkCatalog::generations()
{
    return {u"0.10"_s, u"0.11"_s, u"0.12"_s, u"post-0.12"_s, u"0.13"_s};
}

bool CliCapabilities::algorithmSupports(const QString &algorithm, const QString &modelType) const
{
    if (!algorithmsByModelType.isEmpty())
        return algorithmsByModelType.value(modelType).contains(algorithm);
    return QuarkCatalog::algorithmModelTypes(algorithm).contains(modelType);
}

CliCapabilities QuarkCatalog::capabilities(const QString &generation)
{
    CliCapabilities c;
    c.generation = generation;
    c.source = CliCapabilities::Source::Catalog;
    c.datasets = kDatasets;
    c.workingKvCacheDtypes = {u"fp8"_s};
    if (generation == u"0.10"_s) {
        c.options = {u"model_dir"_s, u"device"_s, u"multi_gpu"_s, u"multi_device"_s, u"dataset"_s, u"data_type"_s,
                     u"seq_len"_s, u"batch_size"_s, u"num_calib_data"_s, u"skip_quantization"_s, u"group_size"_s,
                     u"group_size_per_layer"_s, u"quant_scheme"_s, u"kv_cache_dtype"_s, u"min_kv_scale"_s,
                     u"quant_algo"_s, u"exclude_layers"_s, u"model_export"_s, u"output_dir"_s, u"skip_evaluation"_s,
                     u"trust_remote_code"_s, u"no_trust_remote_code"_s};
        c.schemes = kLegacySchemes;
        c.kvCacheDtypes = {u"fp8"_s, u"None"_s};
        c.algorithms = {u"awq"_s, u"gptq"_s, u"smoothquant"_s, u"autosmoothquant"_s, u"rotation"_s};
        return c;
    }
    c.options = kOptions011;
    c.schemes = kSchemes011;
    c.kvCacheDtypes = kKvDtypes;
    c.algorithms = {u"awq"_s, u"gptq"_s, u"smoothquant"_s, u"autosmoothquant"_s, u"rotation"_s};
    if (generation == u"0.11"_s)
        return c;
    c.options.append(u"evaluation_dataset"_s);
    c.evaluationDatasets = {u"wikitext"_s, u"wikitext_gpt_oss_120b"_s};
    c.schemes += kSchemes012Added;
    c.algorithms = {u"awq"_s, u"gptq"_s, u"gptaq"_s, u"qronos"_s, u"smoothquant"_s, u"autosmoothquant"_s, u"rotation"_s};
    if (generation == u"0.12"_s)
        return c;
    c.options.append(u"template_file"_s);
    c.schemes.append(u"mx9"_s);
    if (generation == u"post-0.12"_s)
        return c;
    // 0.13 (read from the installed 0.13 and its help): the same options and schemes, two more
    // algorithms; the help still lists quarot, which is refused.
    c.algorithms << u"autoround"_s << u"twobitscalar"_s;
    return c;
}

std::optional<QString> QuarkCatalog::currentNameOf(const QString &legacy, int groupSize)
{
    static const QHash<QString, QString> map{
        {u"w_int8_a_int8_per_tensor_sym"_s, u"int8"_s}, {u"w_fp8_a_fp8"_s, u"fp8"_s},
        {u"w_mxfp4_a_mxfp4"_s, u"mxfp4"_s},             {u"w_mxfp4_a_fp8"_s, u"mxfp4_fp8"_s},
        {u"w_mxfp6_e3m2_a_mxfp6_e3m2"_s, u"mxfp6_e3m2"_s}, {u"w_mxfp6_e2m3_a_mxfp6_e2m3"_s, u"mxfp6_e2m3"_s},
        {u"w_bfp16_a_bfp16"_s, u"bfp16"_s},             {u"w_mx6_a_mx6"_s, u"mx6"_s}};
    if (legacy == u"w_int4_per_group_sym"_s)
        return u"int4_wo_%1"_s.arg(groupSize);
    if (legacy == u"w_uint4_per_group_asym"_s)
        return u"uint4_wo_%1"_s.arg(groupSize);
    auto it = map.constFind(legacy);
    return it == map.cend() ? std::nullopt : std::optional<QString>(*it);
}

std::optional<QString> QuarkCatalog::legacyNameOf(const QString &scheme)
{
    if (scheme.startsWith(u"int4_wo_"_s) && scheme != u"int4_wo_per_channel"_s)
        return u"w_int4_per_group_sym"_s;
    if (scheme.startsWith(u"uint4_wo_"_s) && scheme != u"uint4_wo_per_channel"_s)
        return u"w_uint4_per_group_asym"_s;
    for (const QString &legacy : kLegacySchemes) {
        if (currentNameOf(legacy) == scheme)
            return legacy;
    }
    return std::nullopt;
}

QStringList QuarkCatalog::algorithmModelTypes(const QString &algorithm)
{
    static const QHash<QString, QStringList> support{
        {u"awq"_s,
         {u"llama"_s, u"qwen"_s, u"opt"_s, u"phi"_s, u"mistral"_s, u"instella"_s, u"qwen2_moe"_s, u"qwen2"_s, u"phi3"_s,
          u"olmo"_s, u"mixtral"_s, u"grok-1"_s, u"gptj"_s, u"chatglm"_s, u"gemma2"_s, u"deepseek_v2"_s, u"deepseek_v3"_s,
          u"gemma3"_s, u"gemma3_text"_s, u"llama4"_s, u"gpt_oss"_s, u"granitemoehybrid"_s}},
        {u"gptq"_s,
         {u"llama"_s, u"qwen"_s, u"opt"_s, u"phi"_s, u"mistral"_s, u"deepseek"_s, u"qwen2"_s, u"phi3"_s, u"mixtral"_s,
          u"gptj"_s, u"chatglm"_s, u"llama4"_s, u"deepseek_v2"_s, u"deepseek_v3"_s, u"grok-1"_s, u"gemma2"_s,
          u"granitemoehybrid"_s, u"gemma3_text"_s, u"gemma3"_s, u"gpt_oss"_s, u"olmo"_s}},
        {u"gptaq"_s,
         {u"llama"_s, u"qwen"_s, u"opt"_s, u"phi"_s, u"mistral"_s, u"deepseek"_s, u"qwen2"_s, u"phi3"_s, u"mixtral"_s,
          u"gptj"_s, u"chatglm"_s, u"llama4"_s, u"deepseek_v2"_s, u"deepseek_v3"_s, u"granitemoehybrid"_s}},
        {u"smoothquant"_s,
         {u"llama"_s, u"qwen"_s, u"opt"_s, u"phi"_s, u"mistral"_s, u"qwen2"_s, u"phi3"_s, u"gptj"_s, u"cohere"_s,
          u"chatglm"_s, u"deepseek_v2"_s, u"deepseek_v3"_s, u"llama4"_s, u"mixtral"_s, u"granitemoehybrid"_s,
          u"gpt_oss"_s, u"gemma2"_s, u"gemma3"_s, u"gemma3_text"_s, u"olmo"_s, u"grok-1"_s}},
        {u"autosmoothquant"_s,
         {u"llama"_s, u"llama4"_s, u"qwen3_moe"_s, u"mixtral"_s, u"deepseek_v2"_s, u"deepseek_v3"_s,
          u"granitemoehybrid"_s}},
        {u"rotation"_s, {u"llama"_s}},
    };
    if (algorithm == u"qronos"_s)
        return support.value(u"gptaq"_s);
    return support.value(algorithm);
}

bool QuarkCatalog::isWeightOnly(const QString &scheme)
{
    return scheme.contains(u"_wo_"_s) || scheme.endsWith(u"_weight_only"_s) || scheme.startsWith(u"w_int4"_s)
        || scheme.startsWith(u"w_uint4"_s);
}

bool QuarkCatalog::isMx(const QString &scheme)
{
    return scheme.startsWith(u"mx"_s) || scheme.startsWith(u"w_mx"_s);
}

bool QuarkCatalog::isFp8(const QString &scheme)
{
    return scheme == u"fp8"_s || scheme == u"ptpc_fp8"_s || scheme == u"w_fp8_a_fp8"_s;
}

double QuarkCatalog::weightBits(const QString &scheme)
{
    if (scheme.contains(u"int4"_s) || scheme.contains(u"fp4"_s) || scheme == u"nvfp4"_s)
        return 4.25; // plus scales
    if (scheme.contains(u"mxfp6"_s) || scheme == u"mx6"_s)
        return 6.25;
    if (scheme == u"bfp16"_s)
        return 8.5;
    if (scheme == u"mx9"_s)
        return 9.25;
    return 8;
}

std::optional<int> QuarkCatalog::groupSize(const QString &scheme)
{
    // Read from amd-quark 0.13, quark/torch/quantization/config/template.py
    // (QuantizationSchemeCollection._collect_supported_schemes) and the specs it builds in
    // quark/torch/quantization/config/config.py: Int4/Uint4PerGroupSpec(group_size=N) for
    // int4_wo_N, uint4_wo_N and int4_wa_64 (weights and activations); OCP_MXSpec's
    // OCP_MX_SPEC_KWARGS group_size 32 for every mxfp4/mxfp6 scheme; AmdFP4Spec /
    // FP4PerGroupSpec group 16 or 32 for amdfp4*, nvfp4 and its alias fp4_block16_scale_e4m3;
    // MX6Spec / MX9Spec block_size MX6.k1 = MX9.k1 = 16 (quark/common/data_type.py); BFP16Spec
    // group_size 8. All group along ch_axis=-1, a Linear layer's input features. int8, fp8,
    // ptpc_fp8, *_per_channel and int4_fp8 (progressive FP8 -> INT4 per channel) have no group.
    static const QHash<QString, int> groups{
        {u"int4_wo_32"_s, 32},       {u"int4_wo_64"_s, 64},         {u"int4_wo_128"_s, 128},
        {u"uint4_wo_32"_s, 32},      {u"uint4_wo_64"_s, 64},        {u"uint4_wo_128"_s, 128},
        {u"int4_wa_64"_s, 64},       {u"mxfp4"_s, 32},              {u"mxfp4_weight_only"_s, 32},
        {u"mxfp6_e3m2"_s, 32},       {u"mxfp6_e2m3"_s, 32},         {u"mxfp4_mxfp6_e2m3"_s, 32},
        {u"mxfp4_fp8"_s, 32},        {u"amdfp4"_s, 16},             {u"amdfp4_g32"_s, 32},
        {u"amdfp4_global16"_s, 16},  {u"amdfp4_global32"_s, 32},    {u"nvfp4"_s, 16},
        {u"fp4_block16_scale_e4m3"_s, 16}, {u"mx6"_s, 16},          {u"mx9"_s, 16},
        {u"bfp16"_s, 8},
    };
    const auto it = groups.constFind(scheme);
    return it == groups.cend() ? std::nullopt : std::optional<int>(*it);
}

bool QuarkCatalog::exportUnsupported(const QString &scheme)
{
    // amd-quark 0.13 lists these in LLMTemplate.get_supported_schemes() and quantizes with them,
    // but its exporter cannot write them: get_real_quantizer() in
    // quark/torch/export/nn/modules/realquantizer.py routes Dtype.mx6/mx9/bfp16 to
    // StaticNonScaledRealQuantizer, whose to_real_quantize_params() starts with
    // `assert self.qspec.mx_element_dtype is not None`, and MX6Spec, MX9Spec and BFP16Spec never
    // set an element dtype: a bare AssertionError from QParamsLinearBuilder._real_quantize
    // (qparamslinear_builder.py) after calibration. quark/torch/quantization/config/type.py
    // lists the same three in UNSUPPORTED_TYPES ("Serialization of ... is not yet supported").
    return scheme == u"mx6"_s || scheme == u"mx9"_s || scheme == u"bfp16"_s;
}

QString QuarkCatalog::exportableAlternative(const QString &scheme)
{
    // Nearest in bits per value: MX6 (6) -> OCP MXFP6; MX9 (9) and BFP16 (8 + a shared exponent) -> FP8.
    if (scheme == u"mx6"_s)
        return u"mxfp6_e2m3"_s;
    if (scheme == u"mx9"_s || scheme == u"bfp16"_s)
        return u"ptpc_fp8"_s;
    return {};
}

QString QuarkCatalog::describeScheme(const QString &scheme)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("ptq::QuarkCatalog", text); };
    if (scheme == u"fp8"_s)
        return tr("FP8 E4M3 weights and activations, per tensor, static (calibrated)");
    if (scheme == u"ptpc_fp8"_s)
        return tr("FP8 weights per channel, activations per token (dynamic)");
    if (scheme == u"int8"_s)
        return tr("INT8 weights and activations, per tensor, static");
    if (scheme.startsWith(u"int4_wo_"_s))
        return tr("INT4 symmetric weight-only, %1").arg(scheme.endsWith(u"per_channel"_s) ? tr("per channel")
                                                                                          : tr("group %1").arg(scheme.section(u'_', 2)));
    if (scheme.startsWith(u"uint4_wo_"_s))
        return tr("UINT4 asymmetric weight-only (AWQ-style), %1")
            .arg(scheme.endsWith(u"per_channel"_s) ? tr("per channel") : tr("group %1").arg(scheme.section(u'_', 2)));
    if (scheme == u"int4_wa_64"_s)
        return tr("INT4 weights and activations, group 64");
    if (scheme == u"mxfp4"_s)
        return tr("OCP MXFP4 weights and activations (native on MI350/MI355, emulated elsewhere)");
    if (scheme == u"mxfp4_weight_only"_s)
        return tr("OCP MXFP4 weight-only");
    if (scheme.startsWith(u"mxfp6_"_s))
        return tr("OCP MXFP6 (%1) weights and activations").arg(scheme.section(u'_', 1).toUpper());
    if (scheme == u"mxfp4_mxfp6_e2m3"_s)
        return tr("MXFP4 weights, MXFP6 E2M3 activations");
    if (scheme == u"mxfp4_fp8"_s)
        return tr("MXFP4 weights, FP8 activations");
    if (scheme.startsWith(u"amdfp4"_s))
        return tr("AMD FP4 with E5M3 scales%1").arg(scheme.contains(u"global"_s) ? tr(", two-stage") : QString());
    if (scheme == u"nvfp4"_s || scheme == u"fp4_block16_scale_e4m3"_s)
        return tr("NVFP4: FP4 group 16 with FP8 E4M3 scales");
    if (scheme == u"int4_fp8"_s)
        return tr("W4A8: INT4 weights via FP8, FP8 activations");
    if (scheme == u"mx6"_s || scheme == u"mx9"_s || scheme == u"bfp16"_s)
        return tr("%1 block format (emulation; export not supported)").arg(scheme.toUpper());
    if (scheme.startsWith(u"w_"_s))
        return tr("legacy (≤0.10) scheme name");
    return tr("scheme known to the installed quark-cli");
}

} // namespace ptq
