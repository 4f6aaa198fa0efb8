#include "plan/planner.h"
#include "plan/quarkapi.h"

#include "appinfo.h"
#include "artifacts/documents.h"
#include "plan/exportfacts.h"
#include "plan/patternpreview.h"
#include "plan/schemeguide.h"

#include <QHash>

#include <climits>
#include <cmath>

#include <algorithm>
#include <iterator>
#include <string_view>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

Json overridesValue(const QList<QPair<QString, QString>> &overrides)
{
    Json value = Json::object();
    for (const auto &[pattern, scheme] : overrides)
        value[pattern.toStdString()] = scheme.toStdString();
    return value;
}

bool nativeOn(const QString &target, const QString &scheme)
{
    return SchemeGuide::runsNatively(target, scheme);
}

/// The first of @p candidates this quark-cli accepts, under its current or its ≤0.10 name.
QString acceptedName(const QString &candidate, const CliCapabilities &cli)
{
    if (cli.schemes.contains(candidate))
        return candidate;
    if (const auto legacy = QuarkCatalog::legacyNameOf(candidate); legacy && cli.schemes.contains(*legacy))
        return *legacy;
    return {};
}

/// @p value where it is known and positive (a size of 0 or less says nothing about a width).
std::optional<qint64> positive(std::optional<qint64> value)
{
    return value && *value > 0 ? value : std::nullopt;
}

/// A Linear module's input width and the configuration fact it comes from.
struct InputWidth
{
    qint64 width = 0; ///< 0: unknown (not checked)
    QString source;   ///< e.g. "hidden_size", "num_attention_heads × head_dim"
};

/// The input width (in_features) of one of PatternPreviewer::generateModules()'s module names,
/// from the analysis's sizes: q/k/v/gate/up take hidden_size, o_proj the attention heads'
/// concatenated width, down_proj the MLP's (or the expert's) intermediate size.
InputWidth inputWidthOf(const std::string &module, const AnalysisFacts &model, const std::string &type,
                        std::optional<qint64> sharedExperts)
{
    // Towers have their own sizes, which the analysis does not carry; the templates exclude them.
    for (std::string_view tower : {"vision", "visual", "multi_modal_projector", "audio"}) {
        if (module.find(tower) != std::string::npos)
            return {};
    }
    const std::size_t dot = module.rfind('.');
    const std::string leaf = dot == std::string::npos ? module : module.substr(dot + 1);
    const std::optional<qint64> hidden = positive(model.hiddenSize);
    auto of = [](std::optional<qint64> v, const QString &source) { return v ? InputWidth{*v, source} : InputWidth{}; };
    static constexpr std::string_view kFromHidden[] = {"q_proj", "k_proj", "v_proj", "qkv_proj", "gate_proj", "up_proj",
                                                       "gate_up_proj", "w1", "w3", "q_a_proj", "kv_a_proj_with_mqa",
                                                       "gate", "router", "shared_expert_gate", "lm_head"};
    if (std::find(std::begin(kFromHidden), std::end(kFromHidden), leaf) != std::end(kFromHidden))
        return of(hidden, u"hidden_size"_s);
    if (leaf == "q_b_proj")
        return of(positive(model.qLoraRank), u"q_lora_rank"_s);
    if (leaf == "kv_b_proj")
        return of(positive(model.kvLoraRank), u"kv_lora_rank"_s);
    if (leaf == "o_proj") {
        const std::optional<qint64> heads = positive(model.numAttentionHeads);
        if (!heads)
            return of(hidden, u"hidden_size"_s);
        if (const auto v = positive(model.vHeadDim))
            return {*heads * *v, u"num_attention_heads × v_head_dim"_s};
        if (const auto d = positive(model.headDim))
            return {*heads * *d, u"num_attention_heads × head_dim"_s};
        return of(hidden, u"hidden_size"_s); // head_dim defaults to hidden_size / num_attention_heads
    }
    if (leaf == "down_proj" || leaf == "w2") {
        const std::optional<qint64> moeInter = positive(model.moeIntermediateSize);
        if (module.find(".experts.") != std::string::npos && type != "mixtral")
            return moeInter ? InputWidth{*moeInter, u"moe_intermediate_size"_s}
                            : of(positive(model.intermediateSize), u"intermediate_size"_s);
        if (module.find("shared_expert") != std::string::npos) {
            if (const auto shared = positive(model.sharedExpertIntermediateSize))
                return {*shared, u"shared_expert_intermediate_size"_s};
            if (type.starts_with("deepseek_v") && moeInter && sharedExperts)
                return {*moeInter * *sharedExperts, u"moe_intermediate_size × n_shared_experts"_s};
            if (type.starts_with("deepseek_v"))
                return {};
        }
        return of(positive(model.intermediateSize), u"intermediate_size"_s);
    }
    return {};
}

/// The group an INT4/UINT4 scheme quantizes input channels in, or none: only those groups must
/// divide a layer's width (PerGroupMinMaxObserver raises); MX and FP4 blocks pad a partial last
/// block, and a real mxfp4 export of a model with hidden size 48 (not a multiple of 32) completes.
std::optional<int> dividingGroup(const QString &scheme)
{
    const QString current = QuarkCatalog::currentNameOf(scheme).value_or(scheme);
    if (!current.startsWith(u"int4_w"_s) && !current.startsWith(u"uint4_w"_s))
        return std::nullopt;
    return QuarkCatalog::groupSize(current);
}

/// The distinct input widths of @p analysis's Linear layers (the output head aside, which every
/// template excludes); empty without an analysis. Made once per question: a large MoE has tens of
/// thousands of modules.
std::vector<qint64> modelInputWidths(const AnalysisFacts &analysis)
{
    std::vector<qint64> widths;
    const std::string type = analysis.modelType.toStdString();
    const std::optional<qint64> shared = positive(analysis.sharedExperts);
    for (const std::string &module : PatternPreviewer::generateModules(analysis)) {
        if (module == "lm_head" || module.ends_with(".lm_head"))
            continue;
        const InputWidth w = inputWidthOf(module, analysis, type, shared);
        if (w.width > 0 && std::find(widths.begin(), widths.end(), w.width) == widths.end())
            widths.push_back(w.width);
    }
    return widths;
}

/// Whether @p scheme's group (if it has one that must divide) divides every width of @p widths.
bool groupFits(const QString &scheme, const std::vector<qint64> &widths)
{
    const std::optional<int> group = dividingGroup(scheme);
    return !group || std::all_of(widths.cbegin(), widths.cend(), [&](qint64 w) { return w % *group == 0; });
}

/// One layer kind whose input width a scheme's group does not divide.
struct GroupMisfit
{
    QString leaf;
    qint64 width = 0;
    QString source;
    friend bool operator==(const GroupMisfit &, const GroupMisfit &) = default;
};

} // namespace

QDebug operator<<(QDebug debug, const PlanViolation &violation)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "PlanViolation(" << violation.rule << ", " << violation.message << ')';
    return debug;
}

QDebug operator<<(QDebug debug, const SchemeRecommendation &recommendation)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "SchemeRecommendation(" << recommendation.scheme << ", " << recommendation.reason << ", "
                    << recommendation.alternatives << ')';
    return debug;
}

SchemeRecommendation Planner::recommend(const QString &target, const QString &priority, const CliCapabilities &cli,
                                        const AnalysisFacts &analysis)
{
    // Candidates per kind of hardware, best first: fast = fewest bits the target runs natively,
    // accurate = the most precise format it runs natively, balanced = 8 bits where it has them.
    enum class Kind { Unknown, Mi300, Mi350, Fp8Gpu, Fp4Gpu, NoFp8 };
    const Kind kind = target.contains(u"gfx950"_s)                              ? Kind::Mi350
        : target.contains(u"gfx942"_s)                                          ? Kind::Mi300
        : target.contains(u"Blackwell"_s)                                       ? Kind::Fp4Gpu
        : target.contains(u"Hopper"_s) || target.contains(u"RDNA4"_s)           ? Kind::Fp8Gpu
        : target.contains(u"RDNA3"_s) || target.contains(u"CPU"_s)              ? Kind::NoFp8
                                                                                : Kind::Unknown;
    QStringList candidates;
    const QString p = priorities().contains(priority) ? priority : u"balanced"_s;
    if (p == u"fast"_s) {
        switch (kind) {
        case Kind::Mi350: candidates = {u"mxfp4"_s, u"mxfp4_fp8"_s, u"fp8"_s}; break;
        case Kind::Fp4Gpu: candidates = {u"nvfp4"_s, u"mxfp4"_s, u"fp8"_s}; break;
        case Kind::NoFp8: candidates = {u"int4_wo_128"_s, u"uint4_wo_128"_s, u"int8"_s}; break;
        default: candidates = {u"int4_wo_128"_s, u"uint4_wo_128"_s, u"fp8"_s}; break;
        }
    } else if (p == u"accurate"_s) {
        candidates = kind == Kind::NoFp8 ? QStringList{u"int8"_s, u"uint4_wo_128"_s}
                                         : QStringList{u"ptpc_fp8"_s, u"fp8"_s};
    } else {
        candidates = kind == Kind::NoFp8 ? QStringList{u"uint4_wo_128"_s, u"int4_wo_128"_s, u"int8"_s}
                                         : QStringList{u"fp8"_s, u"ptpc_fp8"_s, u"int4_wo_128"_s};
    }
    // Other schemes the target runs natively, as alternatives.
    QStringList pool = candidates;
    for (const QString &s : {u"fp8"_s, u"ptpc_fp8"_s, u"int8"_s, u"int4_wo_128"_s, u"uint4_wo_128"_s, u"mxfp4"_s, u"nvfp4"_s}) {
        if (!pool.contains(s) && (target.isEmpty() || nativeOn(target, s)))
            pool.append(s);
    }
    // An INT4/UINT4 group that does not divide the model's widths is replaced by the same
    // family's next group that does (else per channel): the plan would refuse it.
    const std::vector<qint64> widths = modelInputWidths(analysis);
    for (QString &candidate : pool) {
        if (groupFits(candidate, widths))
            continue;
        const QString family = candidate.section(u'_', 0, 1) + u'_'; // int4_wo_ or uint4_wo_
        for (const QString &smaller : {family + u"64"_s, family + u"32"_s, family + u"per_channel"_s}) {
            if (groupFits(smaller, widths) && !acceptedName(smaller, cli).isEmpty()) {
                if (candidates.contains(candidate))
                    candidates.replace(candidates.indexOf(candidate), smaller);
                candidate = smaller;
                break;
            }
        }
    }
    SchemeRecommendation r;
    for (const QString &candidate : std::as_const(pool)) {
        const QString name = acceptedName(candidate, cli);
        if (name.isEmpty() || !groupFits(candidate, widths))
            continue;
        if (r.scheme.isEmpty() && candidates.contains(candidate))
            r.scheme = name;
        else if (!r.alternatives.contains(name) && name != r.scheme)
            r.alternatives.append(name);
    }
    if (r.scheme.isEmpty())
        return r;

    const QString current = r.scheme.startsWith(u"w_"_s) ? QuarkCatalog::currentNameOf(r.scheme).value_or(r.scheme) : r.scheme;
    QString why;
    if (current == u"fp8"_s)
        why = tr("FP8 halves the weights and the matrix multiplies run natively, with little accuracy loss.");
    else if (current == u"ptpc_fp8"_s)
        why = tr("per-channel weights and per-token activations keep the most accuracy of the 8-bit formats, and "
                 "need no calibration of activation scales.");
    else if (current == u"int8"_s)
        why = p == u"accurate"_s ? tr("8-bit integers stay closest to the original model without FP8 hardware.")
                                 : tr("8-bit integers run natively without FP8 hardware.");
    else if (current.startsWith(u"uint4_wo_"_s))
        why = tr("4-bit weights with zero points quarter the weight memory and lose less than symmetric INT4; add "
                 "AWQ to recover accuracy.");
    else if (current.startsWith(u"int4_wo_"_s))
        why = tr("4-bit weights quarter the weight memory, which speeds up memory-bound decoding; add AWQ or GPTQ to "
                 "recover accuracy.");
    else if (current == u"mxfp4"_s)
        why = tr("MXFP4 is native on MI350/MI355: a quarter of the memory and the fastest matrix multiplies.");
    else if (current == u"nvfp4"_s)
        why = tr("NVFP4 is Blackwell's native 4-bit format: a quarter of the memory.");
    else
        why = QuarkCatalog::describeScheme(current) + u'.';
    const QString priorityName = p == u"fast"_s ? tr("Fast") : p == u"accurate"_s ? tr("Most accurate") : tr("Balanced");
    r.reason = target.isEmpty() ? tr("%1, no serving target chosen: %2").arg(priorityName, why)
                                : tr("%1 on %2: %3").arg(priorityName, SchemeGuide::shortTarget(target), why);
    return r;
}

QStringList Planner::targets()
{
    return {u"AMD Instinct MI300X / MI325X (gfx942)"_s, u"AMD Instinct MI350X / MI355X (gfx950)"_s,
            u"AMD Radeon RDNA4 (gfx120x)"_s,            u"AMD Radeon RDNA3 (gfx110x)"_s,
            u"NVIDIA Hopper (sm_90)"_s,                 u"NVIDIA Blackwell (sm_100 / sm_120)"_s,
            u"CPU"_s};
}

namespace {

/// One plan in the making: the rules of Checkpoint 2 in the order they are applied, each a member
/// of a screen or less, and the decisions and refusals they add up to.
class Planning
{
    Q_DECLARE_TR_FUNCTIONS(Planner)

public:
    Planning(const AnalysisFacts &analysis, const QByteArray &analysisSha, const PlanIntent &intent, const CliCapabilities &cli,
             const QDateTime &now)
        : analysis(analysis)
        , analysisSha(analysisSha)
        , intent(intent)
        , cli(cli)
        , now(now)
        , modelType(analysis.modelType)
        , cliName(cli.source == CliCapabilities::Source::Help
                      ? (cli.fromApi() ? tr("the installed quark-cli (amd-quark %1)").arg(cli.quarkVersion)
                                       : tr("the installed quark-cli (%1)").arg(cli.generation))
                      : tr("quark-cli %1 (catalog; no quark-cli was asked)").arg(cli.generation))
    {
    }

    PlanOutcome run()
    {
        ruleConfirmed();
        recommended = Planner::recommend(intent.target, intent.priority, cli, analysis);
        ruleScheme();
        ruleServingTarget();
        ruleKvCache();
        ruleAlgorithms();
        ruleDeviceStrategy();
        ruleCalibration();
        ruleExclusions();
        ruleOverrides();
        ruleGroupSizes();
        ruleQwenPadId();
        ruleEvaluation();
        ruleRemoteCode();
        markRefusedDecisions();
        writePlan();
        return out;
    }

private:
    void refuse(const char *rule, const QString &message) { out.violations.append({QString::fromLatin1(rule), message}); }
    /// A refusal of a rule that may mark different decisions (the global scheme or the overrides).
    void refuseDecision(const char *rule, const QString &message, const QString &decision)
    {
        markedDecision.insert(out.violations.size(), decision);
        refuse(rule, message);
    }
    void decide(const QString &decision, const Json &value, const QString &reason, const QStringList &alternatives = {})
    {
        out.decisions.append({decision, value, reason, alternatives});
    }

    /// Why the installed Quark cannot export @p scheme (@p where: which decision names it), and the way out.
    QString exportRefusal(const QString &scheme, const QString &where) const
    {
        const QString alternative = QuarkCatalog::exportableAlternative(scheme);
        const QString wayOut = cli.schemes.contains(alternative)
            ? tr("Choose %1 instead, or mxfp4 for the smallest MX model.").arg(alternative)
            : tr("Choose a scheme that exports, such as fp8 or mxfp4.");
        // The evidence (a real run of each): quark/torch/export/nn/modules/realquantizer.py stops
        // mx6 and mx9 with a bare AssertionError, bfp16 with "The qmin and qmax of Dtype.bfp16
        // are not defined" (tests/fixtures/exports/{mx6,mx9,bfp16}).
        return tr("%1 lists the scheme \"%2\"%3, but Quark cannot export it: a real run calibrates the model and "
                  "then stops in Quark's exporter, with nothing written. %4")
            .arg(cliName, scheme, where, wayOut);
    }

    /// A plan starts from a confirmed analysis.
    void ruleConfirmed()
    {
        // Rule: a plan starts from a confirmed analysis.
        if (!analysis.confirmed)
            refuse("confirmed-analysis", tr("The model analysis is not confirmed: confirm Checkpoint 1 first."));
    }

    /// The global scheme: one the CLI accepts and Quark can export; what is known about loading it; the priority behind the recommendation.
    void ruleScheme()
    {
        // Rule: the scheme is one the CLI accepts.
        if (intent.scheme.isEmpty()) {
            refuse("scheme-known", tr("Choose a quantization scheme."));
        } else if (!cli.schemes.contains(intent.scheme)) {
            QString hint;
            if (const auto current = QuarkCatalog::currentNameOf(intent.scheme); current && cli.schemes.contains(*current))
                hint = tr(" It is a ≤0.10 name; %1 calls it \"%2\".").arg(cliName, *current);
            else if (const auto legacy = QuarkCatalog::legacyNameOf(intent.scheme); legacy && cli.schemes.contains(*legacy))
                hint = tr(" This quark-cli uses the older name \"%1\".").arg(*legacy);
            refuse("scheme-known", tr("%1 does not accept the scheme \"%2\".%3").arg(cliName, intent.scheme, hint));
        } else {
            QStringList alternatives;
            if (!recommended.scheme.isEmpty() && recommended.scheme != intent.scheme)
                alternatives.append(recommended.scheme);
            for (const QString &s : recommended.alternatives + QStringList{u"fp8"_s, u"ptpc_fp8"_s, u"int4_wo_128"_s,
                                                                          u"uint4_wo_128"_s, u"mxfp4"_s}) {
                if (s != intent.scheme && cli.schemes.contains(s) && !alternatives.contains(s))
                    alternatives.append(s);
            }
            QString reason = QuarkCatalog::describeScheme(intent.scheme) + u'.';
            // The why of the recommendation is the Priority decision's reason; here only whether it is followed.
            if (recommended.scheme == intent.scheme)
                reason += u' ' + tr("Recommended for this target and priority.");
            else if (!recommended.scheme.isEmpty())
                reason += u' ' + tr("The recommendation for this target and priority is %1.").arg(recommended.scheme);
            decide(tr("Global scheme"), intent.scheme.toStdString(), reason, alternatives);
        }
        // What is known about loading the export (real exports: plan/exportfacts.cpp).
        if (const ExportFacts *facts = ExportFacts::of(intent.scheme); facts && !facts->loadWarning().isEmpty())
            out.warnings.append(facts->loadWarning());
        // Rule: the installed Quark can export the global scheme (mx6, mx9, bfp16 are emulation only).
        if (cli.schemes.contains(intent.scheme) && QuarkCatalog::exportUnsupported(intent.scheme))
            refuseDecision("scheme-export-unsupported", exportRefusal(intent.scheme, QString()), tr("Global scheme"));
        if (!recommended.scheme.isEmpty()) {
            QStringList others = Planner::priorities();
            others.removeAll(intent.priority);
            decide(tr("Priority"), intent.priority.toStdString(),
                   tr("Recommends %1: %2").arg(recommended.scheme, recommended.reason), others);
        }
    }

    /// The serving target runs the format natively, or the user is told it is emulated.
    void ruleServingTarget()
    {
        // Rule: the serving target runs the format natively, or the user is told it is emulated.
        if (!intent.target.isEmpty() && !intent.scheme.isEmpty()) {
            if (nativeOn(intent.target, intent.scheme)) {
                decide(tr("Serving target"), intent.target.toStdString(), tr("%1 runs %2 natively.").arg(intent.target, intent.scheme));
            } else {
                const QString warning = tr("%1 has no native support for %2: Quark quantizes it, but serving there is "
                                           "emulated (slower).")
                                            .arg(intent.target, intent.scheme);
                out.warnings.append(warning);
                decide(tr("Serving target"), intent.target.toStdString(), warning);
            }
        }
    }

    /// KV cache only fp8, only for templates with KV layers.
    void ruleKvCache()
    {
        // Rule: KV cache only fp8, only for templates with KV layers.
        const bool templateKnown = analysis.templateKnown;
        if (intent.kvCacheFp8) {
            if (!cli.hasOption(u"kv_cache_dtype"_s))
                refuse("kv-cache", tr("%1 has no --kv_cache_dtype option.").arg(cliName));
            else if (!templateKnown)
                refuse("kv-cache", tr("KV-cache quantization needs the KV layers of a Quark template; \"%1\" has none.")
                                       .arg(modelType));
            else
                decide(tr("KV cache"), "fp8", tr("FP8 is the only KV-cache scheme Quark implements; it calibrates the "
                                                 "k/v projection outputs."),
                       {tr("none")});
        } else {
            decide(tr("KV cache"), nullptr, tr("Not requested: the KV cache stays in the model's dtype."), {u"fp8"_s});
        }
    }

    /// Algorithms only where Quark has a built-in config, and only where they make sense.
    void ruleAlgorithms()
    {
        // Rule: algorithms only where Quark has a built-in config, and only where they make sense.
        const bool weightOnlyInt4 = QuarkCatalog::isWeightOnly(intent.scheme)
            && (intent.scheme.contains(u"int4"_s) || intent.scheme.startsWith(u"w_"_s));
        for (const QString &algo : intent.algorithms) {
            const QString a = algo.trimmed().toLower();
            if (a == u"quarot"_s) {
                refuse("algorithm", tr("\"quarot\" is listed by --help but rejected since 0.11; use \"rotation\"."));
                continue;
            }
            if (!cli.algorithms.contains(a)) {
                refuse("algorithm", tr("%1 has no algorithm \"%2\".").arg(cliName, a));
                continue;
            }
            if (!cli.algorithmSupports(a, modelType)) {
                refuse("algorithm", tr("Quark has no built-in %1 configuration for \"%2\"; it would fail after loading "
                                       "the model.")
                                        .arg(a, modelType));
                continue;
            }
            if ((a == u"awq"_s || a == u"gptq"_s || a == u"gptaq"_s || a == u"qronos"_s) && !weightOnlyInt4) {
                refuse("algorithm", tr("%1 is for INT4/UINT4 weight-only schemes, not \"%2\".").arg(a, intent.scheme));
                continue;
            }
        }
        if (intent.algorithms.isEmpty()) {
            decide(tr("Algorithm"), nullptr,
                   intent.priority == u"accurate"_s && weightOnlyInt4
                       ? tr("None chosen. For the most accurate INT4, AWQ or GPTQ would help where Quark has a config.")
                       : tr("Plain quantization: no pre-quantization algorithm."),
                   {u"awq"_s, u"gptq"_s, u"smoothquant"_s});
        } else {
            decide(tr("Algorithm"), intent.algorithms.join(u',').toStdString(),
                   tr("Applied in this order; Quark has a built-in configuration for %1.").arg(modelType));
        }
    }

    /// The device strategy, and --multi_device without algorithms.
    void ruleDeviceStrategy()
    {
        // Rule: --multi_device is not combined with algorithms.
        if (intent.deviceStrategy == u"multi"_s && !intent.algorithms.isEmpty())
            refuse("multi-device", tr("--multi_device supports plain quantization only; drop the algorithm or use more GPUs."));
        const QString deviceReason = Planner::deviceStrategyReason(intent.deviceStrategy);
        if (intent.deviceStrategy != u"single"_s && intent.deviceStrategy != u"multi"_s && intent.deviceStrategy != u"cpu"_s)
            refuse("device-strategy", tr("The device strategy is single, multi or cpu, not \"%1\".").arg(intent.deviceStrategy));
        else
            decide(tr("Device strategy"), intent.deviceStrategy.toStdString(), deviceReason, {u"single"_s, u"multi"_s, u"cpu"_s});
    }

    /// Calibration: values the CLI accepts, within the model's limits.
    void ruleCalibration()
    {
        // Rules for calibration: values the CLI accepts, within the model's limits.
        if (!cli.datasets.contains(intent.dataset))
            refuse("dataset", tr("%1 does not accept the calibration dataset \"%2\".").arg(cliName, intent.dataset));
        else if (const QString unusable = Planner::unusableDataset(intent.dataset); !unusable.isEmpty())
            refuse("dataset", unusable);
        else
            decide(tr("Calibration dataset"), intent.dataset.toStdString(),
                   intent.dataset == u"pileval"_s ? tr("The CLI default (mit-han-lab/pile-val-backup).")
                                                  : tr("Changed from the CLI default pileval."),
                   {u"pileval"_s, u"wikitext"_s, u"HuggingFaceH4/ultrachat_200k"_s});
        if (intent.numCalibData < 1 || intent.seqLen < 1 || intent.batchSize < 1)
            refuse("calibration", tr("Samples, sequence length and batch size must be at least 1."));
        if (intent.batchSize > intent.numCalibData)
            refuse("calibration", tr("A batch of %1 with %2 samples gives zero calibration batches.")
                                      .arg(intent.batchSize)
                                      .arg(intent.numCalibData));
        const qint64 maxPositions = analysis.maxPositionEmbeddings.value_or(0);
        if (maxPositions > 0 && intent.seqLen > maxPositions)
            refuse("seq-len", tr("A sequence length of %1 is above the model's maximum of %2.").arg(intent.seqLen).arg(maxPositions));
        auto defaultReason = [&](int value, int cliDefault) {
            return value == cliDefault ? tr("The CLI default.") : tr("Changed from the CLI default %1.").arg(cliDefault);
        };
        decide(tr("Calibration samples"), intent.numCalibData, defaultReason(intent.numCalibData, Planner::kDefaultNumCalibData),
               {u"128"_s, u"512"_s});
        decide(tr("Sequence length"), intent.seqLen, defaultReason(intent.seqLen, Planner::kDefaultSeqLen), {u"512"_s, u"2048"_s});
        decide(tr("Batch size"), intent.batchSize, defaultReason(intent.batchSize, Planner::kDefaultBatchSize));
    }

    /// Exclusions: template defaults are not emitted; a user list replaces them.
    void ruleExclusions()
    {
        // Exclusions: template defaults are not emitted; a user list replaces them.
        const QStringList &defaults = analysis.excludeDefaults;
        exclusions = defaults;
        exclusionSource = u"template-default"_s;
        if (intent.quantizeEverything) {
            exclusions.clear();
            exclusionSource = u"user"_s;
            out.warnings.append(tr("Quantize everything: lm_head and every router are quantized too (an empty "
                                   "--exclude_layers)."));
            decide(tr("Exclusions"), Json::array(), tr("Explicitly chosen: nothing is excluded, lm_head included."),
                   {tr("template defaults")});
        } else if (intent.exclusions) {
            if (intent.exclusions->isEmpty()) {
                refuse("exclusions", tr("An empty exclusion list disables every exclusion; choose \"quantize everything\" "
                                        "explicitly if that is meant."));
            }
            exclusions = *intent.exclusions;
            exclusionSource = u"user"_s;
            QStringList dropped;
            for (const QString &d : defaults) {
                if (!exclusions.contains(d))
                    dropped.append(d);
            }
            decide(tr("Exclusions"), toJsonArray(exclusions),
                   dropped.isEmpty() ? tr("Your list replaces the template defaults (all kept).")
                                     : tr("Your list replaces the template defaults; dropped: %1.").arg(dropped.join(u", "_s)),
                   {tr("template defaults: %1").arg(defaults.join(u", "_s))});
            if (!dropped.isEmpty())
                out.warnings.append(tr("Template exclusions dropped by your list: %1.").arg(dropped.join(u", "_s)));
        } else {
            decide(tr("Exclusions"), toJsonArray(defaults),
                   tr("Quark's template defaults for %1; --exclude_layers is not passed, so they apply.").arg(modelType));
        }
    }

    /// Overrides: one --layer_quant_scheme each, with a scheme the CLI accepts and Quark exports.
    void ruleOverrides()
    {
        // Overrides.
        layerConfig = Json::object();
        for (const auto &[pattern, scheme] : intent.overrides) {
            if (pattern.trimmed().isEmpty())
                refuse("override", tr("An override needs a pattern."));
            else if (!cli.schemes.contains(scheme))
                refuse("override", tr("%1 does not accept the override scheme \"%2\" (for \"%3\").").arg(cliName, scheme, pattern));
            else if (layerConfig.contains(pattern.toStdString()))
                refuse("override", tr("The pattern \"%1\" is overridden twice.").arg(pattern));
            else if (QuarkCatalog::exportUnsupported(scheme))
                refuseDecision("scheme-export-unsupported",
                               exportRefusal(scheme, tr(" (override for \"%1\")").arg(pattern)), tr("Overrides"));
            else
                layerConfig[pattern.toStdString()] = scheme.toStdString();
        }
        if (!intent.overrides.isEmpty())
            decide(tr("Overrides"), layerConfig, tr("One --layer_quant_scheme each; the first matching pattern wins, "
                                                    "exclusions still win."));
    }

    /// Each scheme's group divides the input width of every layer it quantizes.
    void ruleGroupSizes()
    {
        // Rule: each scheme's group divides the input width of every layer it quantizes. Quark checks it
        // only when the layer is quantized (PerGroupMinMaxObserver in quark/torch/quantization/observer/
        // observer.py raises "not divisible by group_size"), after loading the model and calibrating.
        QStringList groupedSchemes{intent.scheme};
        for (const auto &[pattern, scheme] : intent.overrides)
            groupedSchemes.append(scheme);
        if (std::any_of(groupedSchemes.cbegin(), groupedSchemes.cend(),
                        [](const QString &s) { return dividingGroup(s).has_value(); })) {
            const std::vector<std::string> modules = PatternPreviewer::generateModules(analysis);
            const std::string type = modelType.toStdString();
            const std::optional<qint64> sharedExperts = positive(analysis.sharedExperts);
            QMap<QString, QList<qint64>> widthsByScheme;      // every quantized width, to pick a scheme that fits
            QMap<QString, QList<GroupMisfit>> misfitsByScheme; // in first-seen order of layer kinds
            QStringList schemeOrder;
            for (const std::string &module : modules) {
                if (std::any_of(exclusions.cbegin(), exclusions.cend(),
                                [&](const QString &p) { return PatternPreviewer::matches(p, module); }))
                    continue;
                QString scheme = intent.scheme;
                for (const auto &[pattern, overrideScheme] : intent.overrides) {
                    if (!pattern.trimmed().isEmpty() && PatternPreviewer::matches(pattern, module)) {
                        scheme = overrideScheme;
                        break;
                    }
                }
                if (!cli.schemes.contains(scheme) || QuarkCatalog::exportUnsupported(scheme))
                    continue; // refused above already
                const InputWidth w = inputWidthOf(module, analysis, type, sharedExperts);
                if (w.width <= 0)
                    continue;
                widthsByScheme[scheme].append(w.width);
                const std::optional<int> group = dividingGroup(scheme);
                if (!group || w.width % *group == 0)
                    continue;
                const std::size_t dot = module.rfind('.');
                const GroupMisfit misfit{QString::fromStdString(dot == std::string::npos ? module : module.substr(dot + 1)),
                                         w.width, w.source};
                if (!schemeOrder.contains(scheme))
                    schemeOrder.append(scheme);
                if (!misfitsByScheme[scheme].contains(misfit))
                    misfitsByScheme[scheme].append(misfit);
            }
            for (const QString &scheme : std::as_const(schemeOrder)) {
                const int group = *dividingGroup(scheme);
                // One clause per width: "q_proj, k_proj, v_proj: 576 inputs (hidden_size), not a multiple of 128".
                QList<std::pair<GroupMisfit, QStringList>> byWidth;
                for (const GroupMisfit &m : std::as_const(misfitsByScheme[scheme])) {
                    auto same = std::find_if(byWidth.begin(), byWidth.end(), [&m](const auto &entry) {
                        return entry.first.width == m.width && entry.first.source == m.source;
                    });
                    if (same == byWidth.end())
                        byWidth.append({m, {m.leaf}});
                    else if (!same->second.contains(m.leaf))
                        same->second.append(m.leaf);
                }
                QStringList parts;
                for (const auto &[m, leaves] : std::as_const(byWidth))
                    parts.append(tr("%1: %2 inputs (%3), not a multiple of %4")
                                     .arg(leaves.join(u", "_s))
                                     .arg(m.width)
                                     .arg(m.source)
                                     .arg(group));
                // A scheme of the same kind with a group that fits every width it would quantize, else per channel.
                QStringList candidates;
                if (scheme.startsWith(u"uint4_"_s))
                    candidates = {u"uint4_wo_128"_s, u"uint4_wo_64"_s, u"uint4_wo_32"_s, u"uint4_wo_per_channel"_s};
                else if (scheme.startsWith(u"int4_"_s))
                    candidates = {u"int4_wo_128"_s, u"int4_wo_64"_s, u"int4_wo_32"_s, u"int4_wo_per_channel"_s};
                candidates += {u"ptpc_fp8"_s, u"int4_wo_per_channel"_s, u"fp8"_s};
                QString fits;
                for (const QString &c : std::as_const(candidates)) {
                    if (c == scheme || !cli.schemes.contains(c) || QuarkCatalog::exportUnsupported(c))
                        continue;
                    const std::optional<int> g = QuarkCatalog::groupSize(c);
                    const QList<qint64> &widths = widthsByScheme[scheme];
                    if (!g || std::all_of(widths.cbegin(), widths.cend(), [&](qint64 w) { return w % *g == 0; })) {
                        fits = c;
                        break;
                    }
                }
                const bool global = scheme == intent.scheme;
                QString overridden;
                for (const auto &[pattern, overrideScheme] : intent.overrides) {
                    if (overrideScheme == scheme)
                        overridden = pattern;
                }
                const QString where = global ? QString() : tr(" (override for \"%1\")").arg(overridden);
                const QString wayOut = fits.isEmpty()
                    ? tr("Choose a per-channel scheme, or exclude these layers.")
                    : QuarkCatalog::groupSize(fits)
                    ? tr("Choose %1 (group %2 divides every width), or exclude these layers.").arg(fits).arg(*QuarkCatalog::groupSize(fits))
                    : tr("Choose %1 (per channel: no group), or exclude these layers.").arg(fits);
                // INT4/UINT4 groups go through PerGroupMinMaxObserver, which raises.
                const QString failure = tr("Quark would stop with \"not divisible by group_size\" after loading the model.");
                refuseDecision("group-size-divides",
                               tr("%1%2 quantizes input channels in groups of %3, which must divide each quantized layer's "
                                  "input width, but %4. %5 %6")
                                   .arg(scheme, where)
                                   .arg(group)
                                   .arg(parts.join(u"; "_s), failure, wayOut),
                               global ? tr("Global scheme") : tr("Overrides"));
            }
        }
    }

    /// The pad token quark-cli forces on qwen and qwen2 models exists.
    void ruleQwenPadId()
    {
        // Rule: quark-cli forces the pad and end-of-text token of qwen / qwen2 models to id 151643
        // (quark/torch/utils/llm/model_preparation.py, get_tokenizer(): "qwen2 use token id 151643 as
        // pad and eos tokens"); it looks the model type up in the loaded config.json, so a corrected
        // type at Checkpoint 1 does not change it. A smaller vocabulary has no such token.
        {
            constexpr qint64 kQwenPadId = 151643;
            const QStringList types = QStringList{modelType} + analysis.modelTypesBeforeCorrection();
            const std::optional<qint64> vocab = positive(analysis.vocabSize);
            const auto qwen = std::find_if(types.cbegin(), types.cend(),
                                           [](const QString &t) { return t == u"qwen"_s || t == u"qwen2"_s; });
            if (qwen != types.cend() && vocab && *vocab <= kQwenPadId) {
                refuse("qwen-pad-id",
                       tr("quark-cli sets the tokenizer's pad and end-of-text token to id %1 for model type \"%2\" "
                          "(get_tokenizer in quark/torch/utils/llm/model_preparation.py), but config.json gives vocab_size "
                          "%3, so that token does not exist and the run would fail in its Tokenizer stage after loading "
                          "the model. No quark-cli option changes this: choose a checkpoint whose vocabulary reaches id "
                          "%1 (Qwen2 and Qwen2.5 have 151,936 or more), or a model whose config.json has another model_type.")
                           .arg(kQwenPadId)
                           .arg(*qwen)
                           .arg(*vocab));
            }
        }
    }

    /// Evaluation, its accuracy threshold, and the tensor-parallel size the export serves with.
    void ruleEvaluation()
    {
        // Evaluation.
        if (intent.evaluation != u"none"_s && intent.evaluation != u"smoke"_s && intent.evaluation != u"full"_s)
            refuse("evaluation", tr("Evaluation is none, smoke or full, not \"%1\".").arg(intent.evaluation));
        if (!intent.evaluationDataset.isEmpty() && !cli.evaluationDatasets.contains(intent.evaluationDataset))
            refuse("evaluation", tr("%1 does not accept the evaluation dataset \"%2\".").arg(cliName, intent.evaluationDataset));
        QStringList otherEvaluations{u"none"_s, u"smoke"_s, u"full"_s};
        otherEvaluations.removeAll(intent.evaluation);
        decide(tr("Evaluation"), intent.evaluation.toStdString(),
               intent.evaluation == u"none"_s ? tr("--skip_evaluation: the run ends at the exported model, with no accuracy "
                                                   "verdict.")
                                              : tr("Wikitext perplexity after export (2048-token windows), compared with the "
                                                   "original's for the accuracy verdict; a failure there does not undo a "
                                                   "complete export."),
               otherEvaluations);

        // Accuracy: the threshold the run's verdict uses (quantized perplexity / the original's).
        const double ratio = intent.maxPerplexityRatio.value_or(Planner::defaultPerplexityRatio(intent.priority));
        if (intent.maxPerplexityRatio && (!std::isfinite(*intent.maxPerplexityRatio) || *intent.maxPerplexityRatio < 1.0
                                          || *intent.maxPerplexityRatio > 10.0))
            refuse("accuracy-threshold", tr("The accuracy threshold is a perplexity ratio from 1.0 to 10.0 (1.05: the "
                                            "quantized model may be 5% worse than the original), not %1.")
                                             .arg(*intent.maxPerplexityRatio));
        if (intent.evaluation != u"none"_s) {
            decide(tr("Accuracy threshold"), ratio,
                   intent.maxPerplexityRatio
                       ? tr("Set here: the quantized model's perplexity may be at most %1× the original's, measured on "
                            "the same data after the export.")
                             .arg(ratio)
                       : tr("The default for the priority %1: the quantized model's perplexity may be at most %2× the "
                            "original's, measured on the same data after the export.")
                             .arg(intent.priority == u"fast"_s       ? tr("Fast")
                                  : intent.priority == u"accurate"_s ? tr("Most accurate")
                                                                     : tr("Balanced"))
                             .arg(ratio));
        }
        // Serving: the tensor-parallel size the export must divide by (findings on page 2).
        if (intent.tensorParallelSize < 1 || intent.tensorParallelSize > Planner::kMaxTensorParallelSize)
            refuse("tensor-parallel", tr("The tensor-parallel size is from 1 to %1, not %2.")
                                          .arg(Planner::kMaxTensorParallelSize)
                                          .arg(intent.tensorParallelSize));
        decide(tr("Tensor-parallel size"), intent.tensorParallelSize,
               intent.tensorParallelSize == 1
                   ? tr("Served on one GPU (vllm serve --tensor-parallel-size 1).")
                   : tr("Served over %1 GPUs (vllm serve --tensor-parallel-size %1): each shard holds 1/%1 of every "
                        "split layer, so its widths must divide.")
                         .arg(intent.tensorParallelSize));
    }

    /// Remote code, and which quark-cli the plan was checked against.
    void ruleRemoteCode()
    {
        // Remote code.
        const bool remoteRequired = analysis.remoteCodeRequired;
        const bool trustAccepted = analysis.trustRemoteCode;
        if (intent.trustRemoteCode && !trustAccepted)
            refuse("remote-code", tr("Running repository code was not accepted at Checkpoint 1; accept it there first."));
        decide(tr("Remote code"), intent.trustRemoteCode,
               intent.trustRemoteCode ? tr("Accepted at Checkpoint 1: --no_trust_remote_code is not passed.")
                                      : tr("--no_trust_remote_code is passed (quark-cli trusts remote code otherwise)."));
        if (remoteRequired && !intent.trustRemoteCode)
            out.warnings.append(tr("The model asks for remote code; without it loading may fail."));
        decide(tr("quark-cli"), cli.generation.toStdString(),
               cli.source != CliCapabilities::Source::Help
                   ? (cli.catalogWhy.isEmpty() ? tr("No quark-cli found: checked against the built-in catalog of the newest known version.")
                                               : cli.catalogWhy)
               : cli.fromApi()
                   ? tr("Checked against %1 --help and the installed Quark API (amd-quark %2: schemes, algorithms per "
                        "model type).")
                         .arg(cli.cliPath, cli.quarkVersion)
                   : tr("Checked against %1 --help; the installed Quark API could not be asked (%2), so scheme names and "
                        "algorithm support come from the built-in catalog.")
                         .arg(cli.cliPath, cli.apiError.isEmpty() ? tr("not tried") : QuarkApi::summary(cli.apiError)));
    }

    /// Each refusal marks the decision it refuses, so the table never shows a refused value as applied.
    void markRefusedDecisions()
    {
        // Each refusal marks the decision it refuses, so the table never shows a refused value as applied.
        auto decisionOf = [&](const QString &rule) -> std::pair<QString, Json> {
            if (rule == u"scheme-known"_s)
                return {tr("Global scheme"), intent.scheme.toStdString()};
            if (rule == u"kv-cache"_s)
                return {tr("KV cache"), "fp8"};
            if (rule == u"algorithm"_s)
                return {tr("Algorithm"), intent.algorithms.join(u',').toStdString()};
            if (rule == u"multi-device"_s || rule == u"device-strategy"_s)
                return {tr("Device strategy"), intent.deviceStrategy.toStdString()};
            if (rule == u"dataset"_s)
                return {tr("Calibration dataset"), intent.dataset.toStdString()};
            if (rule == u"calibration"_s)
                return {tr("Batch size"), intent.batchSize};
            if (rule == u"seq-len"_s)
                return {tr("Sequence length"), intent.seqLen};
            if (rule == u"exclusions"_s)
                return {tr("Exclusions"), Json::array()};
            if (rule == u"override"_s)
                return {tr("Overrides"), overridesValue(intent.overrides)};
            if (rule == u"evaluation"_s)
                return {tr("Evaluation"), intent.evaluation.toStdString()};
            if (rule == u"remote-code"_s)
                return {tr("Remote code"), intent.trustRemoteCode};
            if (rule == u"accuracy-threshold"_s)
                return {tr("Accuracy threshold"), intent.maxPerplexityRatio.value_or(0.0)};
            if (rule == u"tensor-parallel"_s)
                return {tr("Tensor-parallel size"), intent.tensorParallelSize};
            return {};
        };
        for (qsizetype i = 0; i < out.violations.size(); ++i) {
            const PlanViolation &v = out.violations.at(i);
            auto [name, value] = decisionOf(v.rule);
            if (const auto marked = markedDecision.constFind(i); marked != markedDecision.cend()) {
                name = *marked;
                value = *marked == tr("Overrides") ? overridesValue(intent.overrides) : Json(intent.scheme.toStdString());
            }
            if (name.isEmpty())
                continue;
            // A named copy: clang before 16 cannot capture a structured binding (Debian 12's clang 14).
            const QString decisionName = name;
            auto it = std::find_if(out.decisions.begin(), out.decisions.end(),
                                   [&decisionName](const Decision &d) { return d.decision == decisionName; });
            if (it == out.decisions.end()) {
                out.decisions.append({name, value, v.message, {}, true});
            } else if (!it->refused) {
                it->refused = true;
                it->reason = v.message;
            } else {
                it->reason += u' ' + v.message;
            }
        }
    }

    /// The plan document: the decisions and every choice, for quant_plan.json.
    void writePlan()
    {
        Json decisions = Json::array();
        for (const Decision &d : out.decisions) {
            Json entry = {{"decision", d.decision.toStdString()}, {"value", d.value}, {"reason", d.reason.toStdString()}};
            if (!d.alternatives.isEmpty())
                entry["alternatives"] = toJsonArray(d.alternatives);
            decisions.push_back(entry);
        }
        Json overridesJson = Json::array();
        for (const auto &[pattern, scheme] : intent.overrides)
            overridesJson.push_back({pattern.toStdString(), scheme.toStdString()});

        const Json document{
            {"schema_version", 1},
            {"generator", {{"name", kGeneratorName}, {"version", appVersion().toStdString()}}},
            {"created_at", now.toUTC().toString(Qt::ISODate).toStdString()},
            {"model",
             {{"model_type", modelType.toStdString()},
              {"analysis_ref", "model_analysis.json"},
              {"analysis_sha256", analysisSha.toStdString()},
              {"model_path", analysis.modelPath.toStdString()}}},
            {"global_scheme", intent.scheme.toStdString()},
            {"kv_cache_scheme", intent.kvCacheFp8 ? Json("fp8") : Json(nullptr)},
            {"exclude_layers", toJsonArray(exclusions)},
            {"exclude_layers_source", exclusionSource.toStdString()},
            {"layer_quant_config", layerConfig},
            {"algorithm", intent.algorithms.isEmpty() ? Json(nullptr) : Json(intent.algorithms.join(u',').toLower().toStdString())},
            {"evaluation_intent", intent.evaluation.toStdString()},
            {"calibration",
             {{"dataset", intent.dataset.toStdString()},
              {"num_calib_data", intent.numCalibData},
              {"seq_len", intent.seqLen},
              {"batch_size", intent.batchSize}}},
            {"device_strategy", intent.deviceStrategy.toStdString()},
            {"trust_remote_code", intent.trustRemoteCode},
            {"quark",
             {{"version", cli.generation.toStdString()},
              {"source", cli.source != CliCapabilities::Source::Help ? "catalog" : cli.fromApi() ? "help+api" : "help"},
              {"amd_quark", cli.quarkVersion.isEmpty() ? Json(nullptr) : Json(cli.quarkVersion.toStdString())},
              {"cli_path", cli.cliPath.isEmpty() ? Json(nullptr) : Json(cli.cliPath.toStdString())}}},
            {"intent",
             {{"target", intent.target.toStdString()},
              {"priority", intent.priority.toStdString()},
              {"evaluation_dataset", intent.evaluationDataset.toStdString()},
              {"quantize_everything", intent.quantizeEverything},
              {"tensor_parallel_size", intent.tensorParallelSize},
              {"max_perplexity_ratio", intent.maxPerplexityRatio.value_or(Planner::defaultPerplexityRatio(intent.priority))},
              {"max_perplexity_ratio_source", intent.maxPerplexityRatio ? "user" : "priority"},
              {"overrides", overridesJson},
              {"algorithms", toJsonArray(intent.algorithms)}}},
            {"decisions", decisions},
            {"requires_confirmation", true},
            {"confirmation", {{"confirmed_at", nullptr}}},
        };
        // An object always: the typed plan keeps it as it is (document()), read through its fields.
        out.plan = *PlanDocument::fromJson(document);
    }

    const AnalysisFacts &analysis;
    const QByteArray &analysisSha;
    const PlanIntent &intent;
    const CliCapabilities &cli;
    const QDateTime &now;
    const QString modelType;
    const QString cliName; ///< the quark-cli the plan is checked against, for people
    SchemeRecommendation recommended;
    PlanOutcome out;
    QHash<qsizetype, QString> markedDecision; ///< violation → the decision it marks, where the rule's own is not it
    QStringList exclusions;
    QString exclusionSource;
    Json layerConfig = Json::object();
};

} // namespace

PlanOutcome Planner::plan(const AnalysisFacts &analysis, const QByteArray &analysisSha, const PlanIntent &intent,
                          const CliCapabilities &cli, const QDateTime &now)
{
    return Planning(analysis, analysisSha, intent, cli, now).run();
}

Json Planner::confirm(PlanDocument plan, const QDateTime &now)
{
    plan.confirm(now);
    return plan.toJson();
}

QString Planner::deviceStrategyReason(const QString &strategy)
{
    return strategy == u"multi"_s ? tr("--multi_device: layers may spill to CPU memory; slow, no algorithms.")
        : strategy == u"cpu"_s    ? tr("CPU only: very slow for large models.")
                                  : tr("One accelerator (the model is spread over all visible GPUs by "
                                       "device_map=auto; pin with HIP_VISIBLE_DEVICES / CUDA_VISIBLE_DEVICES).");
}

QString Planner::unusableDataset(const QString &dataset)
{
    if (dataset == u"ScienceQA"_s)
        return tr("ScienceQA is accepted by --help but not implemented by quark-cli (NotImplementedError).");
    return {};
}

PlanIntent Planner::intentOf(const PlanDocument &plan)
{
    PlanIntent intent;
    intent.scheme = plan.globalScheme;
    intent.target = plan.target;
    intent.priority = plan.priority.isEmpty() ? u"balanced"_s : plan.priority;
    intent.kvCacheFp8 = !plan.kvCacheScheme.isEmpty();
    intent.evaluation = plan.evaluationIntent.isEmpty() ? u"none"_s : plan.evaluationIntent;
    intent.evaluationDataset = plan.evaluationDataset;
    intent.dataset = plan.calibrationDataset.isEmpty() ? u"pileval"_s : plan.calibrationDataset;
    intent.numCalibData = plan.numCalibData > 0 ? plan.numCalibData : kDefaultNumCalibData;
    intent.seqLen = plan.seqLen > 0 ? plan.seqLen : kDefaultSeqLen;
    intent.batchSize = plan.batchSize > 0 ? plan.batchSize : kDefaultBatchSize;
    intent.deviceStrategy = plan.deviceStrategy.isEmpty() ? u"single"_s : plan.deviceStrategy;
    intent.trustRemoteCode = plan.trustRemoteCode;
    intent.quantizeEverything = plan.quantizeEverything;
    if (plan.excludeLayersSource == u"user"_s && !intent.quantizeEverything)
        intent.exclusions = plan.excludeLayers;
    intent.overrides = plan.intentOverrides;
    intent.algorithms = plan.intentAlgorithms;
    if (plan.tensorParallelSize && *plan.tensorParallelSize >= INT_MIN && *plan.tensorParallelSize <= INT_MAX)
        intent.tensorParallelSize = int(*plan.tensorParallelSize);
    if (plan.maxPerplexityRatio && plan.maxPerplexityRatioSource == u"user"_s)
        intent.maxPerplexityRatio = plan.maxPerplexityRatio;
    return intent;
}

double Planner::defaultPerplexityRatio(const QString &priority)
{
    return priority == u"accurate"_s ? 1.02 : priority == u"fast"_s ? 1.10 : 1.05;
}

double Planner::perplexityRatioOf(const PlanDocument &plan)
{
    const PlanIntent intent = intentOf(plan);
    return intent.maxPerplexityRatio.value_or(defaultPerplexityRatio(intent.priority));
}

} // namespace ptq
