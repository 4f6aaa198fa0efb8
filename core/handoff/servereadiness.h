#pragma once

// core/handoff: from a verified export to a model people use (issue #35).

#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include "artifacts/exportrecords.h"
#include "artifacts/json.h"
#include "localtext.h"

#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace ptq {


/// Whether vLLM serves a Quark export at a tensor-parallel (TP) size, decided from the artifacts
/// (pure functions: no file I/O, callable from any thread), and the commands that serve and
/// evaluate it. Facts are vLLM's (vllm-project/vllm, main, read 2026-12): the Quark loader in
/// vllm/model_executor/layers/quantization/quark/ (quark.py, utils.py, schemes/) and the
/// tensor-parallel layers in vllm/model_executor/layers/linear.py; each check cites its file in
/// servereadiness.cpp.
///
/// Checks:
///  - num_attention_heads % TP == 0 (vllm/config/model.py verify_with_parallel_config) — blocking;
///  - num_key_value_heads % TP == 0, or TP % num_key_value_heads == 0 when TP is larger (KV heads
///    replicated; QKVParallelLinear) — blocking, plus an info finding when replicated;
///  - intermediate_size % TP == 0 (MergedColumnParallelLinear gate/up, RowParallelLinear down) — blocking;
///    moe_intermediate_size likewise for MoE models;
///  - group-quantized schemes (int4/uint4 wo_N, int4_wa_64, mx*, amdfp4*, nvfp4 …; the group from
///    QuarkCatalog::groupSize): the per-shard input width of each row-parallel layer
///    (o_proj: heads × head_dim / TP, down_proj: intermediate / TP, experts' down_proj:
///    moe_intermediate / TP) divisible by the group (quark_w4a16_int4.py raises; quark_ocp_mx.py
///    sizes its scales by floor division and the load fails) — blocking;
///  - fused projection groups (q/k/v → qkv_proj, gate/up → gate_up_proj) quantized alike: an
///    exclusion or an override that takes some members of a group but not all (utils.py
///    should_ignore_layer, quark.py _find_matched_config: "vLLM requires all to use the same
///    scheme") — blocking;
///  - KV cache: vLLM's Quark KV-cache method accepts only fp8_e4m3 per tensor
///    (quark.py QuarkKVCacheMethod) — anything else blocking;
///  - the scheme: vLLM's Quark loader (_get_scheme_from_config) serves fp8, ptpc_fp8, int8, mxfp4,
///    mxfp6_*, mxfp4_mxfp6_e2m3, mxfp4_fp8, nvfp4 / fp4_block16_scale_e4m3; int4/uint4_wo_* and
///    mxfp4_weight_only only in a recent vLLM (warning); int4_wa_64, amdfp4*, int4_fp8, mx6, mx9,
///    bfp16 not at all (blocking). forPlan decides by scheme name, forExport by each layer config in
///    config.json (the two agree on every real export in tests/fixtures/exports: tst_handoff);
///  - exclusions written as wildcards (warning: vLLM matches them exactly or as "re:" regexes).
/// Findings are deduplicated: a pattern that splits q/k/v in every layer is reported once.
class ServeReadiness
{
    Q_DECLARE_TR_FUNCTIONS(ServeReadiness)

public:
    static constexpr int kDefaultTensorParallelSize = 1;

    /// The plan's intent.tensor_parallel_size when it is ≥ 1, else 1.
    static int tensorParallelSizeOf(const PlanDocument &plan);

    /// Before the run: the findings for @p plan (quant_plan.json) on the model @p analysis
    /// (model_analysis.json) describes, served at @p tensorParallelSize. Empty: nothing found.
    /// @p modules: the model's Linear module names when the caller has them (page 2 reads them
    /// from the model's safetensors index for its pattern preview); empty: generated from the
    /// architecture (PatternPreviewer::generateModules).
    static QList<ServeFinding> forPlan(const AnalysisFacts &analysis, const PlanDocument &plan, int tensorParallelSize,
                                       const std::vector<std::string> &modules = {});

    /// After the run: the same checks on what was exported — @p exportConfig is the export's whole
    /// config.json (sizes at the top level or in text_config, and its quantization_config).
    static QList<ServeFinding> forExport(const Json &exportConfig, int tensorParallelSize);

    /// What vLLM's Quark loader does with one layer config of an export's config.json
    /// (global_quant_config or a layer_quant_config value): "served", "recent-vllm" (only a vLLM
    /// with a newer scheme file loads it: int4/uint4 and mxfp4 weight-only) or "refused".
    static QString vllmSupportOfLayerConfig(const Json &layerConfig);
    /// The same by --quant_scheme name (legacy names mapped), for plans: kept in step with the
    /// real exports in tests/fixtures/exports by tst_handoff.
    static QString vllmSupportOfScheme(const QString &scheme);

    static bool hasBlocking(const QList<ServeFinding> &findings);

    /// The export folder of a run manifest: outputs.output_dir, else the run step's output_dir.
    /// Before a manifest exists (Checkpoint 2), the commands below take
    /// `Json{{"outputs", {{"output_dir", dir}}}}` as their manifest.
    static QString exportDirOf(const Json &manifest);

    /// `vllm serve <export dir> --tensor-parallel-size N [--kv-cache-dtype fp8]
    /// [--trust-remote-code]`: the KV-cache flag only when the plan quantized the KV cache
    /// (kv_cache_scheme fp8), the trust flag only when the plan trusted remote code. No
    /// `--quantization`: vLLM reads quant_method "quark" from the export's config.json, and a
    /// disagreeing flag is refused (vllm/config/model.py _verify_quantization).
    static QStringList vllmServeArgv(const PlanDocument &plan, const Json &manifest, int tensorParallelSize);

    /// `lm_eval --model vllm --model_args pretrained=<dir>,tensor_parallel_size=N[,kv_cache_dtype=fp8]
    /// [,trust_remote_code=True] --tasks <tasks> --batch_size auto`. @p tasks empty: lmEvalTasksOf(plan).
    static QStringList lmEvalArgv(const PlanDocument &plan, const Json &manifest, int tensorParallelSize,
                                  const QString &tasks = {});
    /// The lm_eval task for the plan's evaluation dataset: "wikitext" (also the default).
    static QString lmEvalTasksOf(const PlanDocument &plan);

    /// @p argv as one POSIX shell line for people to copy: each word single-quoted when it holds
    /// anything but [A-Za-z0-9_@%+=:,./-] (a ' becomes '\''); the app itself never runs a shell.
    static QString displayCommand(const QStringList &argv);

    /// outputs.serve: {tensor_parallel_size, checked ("plan"|"export"), vllm_argv, vllm_command,
    /// lm_eval_argv, lm_eval_command, findings: [ServeFinding::toJson()], blocking (bool)}.
    static Json serveRecord(const PlanDocument &plan, const Json &manifest, int tensorParallelSize,
                            const QList<ServeFinding> &findings, const QString &checked = QStringLiteral("plan"));
};

} // namespace ptq
