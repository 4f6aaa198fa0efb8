#include "plan/schemeguide.h"

#include "plan/planner.h"
#include "plan/quarkcatalog.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QDebug operator<<(QDebug debug, const SchemeInfo &info)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "SchemeInfo(" << info.scheme << ", family " << int(info.family) << ", calibration "
                    << info.needsCalibration << ", native " << info.nativeTargets << ')';
    return debug;
}

QList<SchemeInfo::Family> SchemeGuide::families()
{
    return {SchemeInfo::Family::WeightOnly, SchemeInfo::Family::WeightsAndActivations,
            SchemeInfo::Family::EmulationOnly, SchemeInfo::Family::Legacy};
}

QString SchemeGuide::familyName(SchemeInfo::Family family)
{
    switch (family) {
    case SchemeInfo::Family::WeightOnly: return tr("Weights only");
    case SchemeInfo::Family::WeightsAndActivations: return tr("Weights + activations");
    case SchemeInfo::Family::EmulationOnly: return tr("Research formats (emulation only)");
    case SchemeInfo::Family::Legacy: return tr("Older quark-cli names");
    }
    return {};
}

QString SchemeGuide::familyDescription(SchemeInfo::Family family)
{
    switch (family) {
    case SchemeInfo::Family::WeightOnly:
        return tr("Only the weights are stored in low precision; activations stay 16-bit. Smallest model, "
                  "little accuracy loss, no calibration needed unless AWQ/GPTQ is added.");
    case SchemeInfo::Family::WeightsAndActivations:
        return tr("Weights and the layers' inputs are quantized: faster matrix multiplies where the hardware "
                  "has the format.");
    case SchemeInfo::Family::EmulationOnly:
        return tr("Block formats Quark can simulate but not export for serving.");
    case SchemeInfo::Family::Legacy:
        return tr("Scheme names of quark-cli 0.10 and older.");
    }
    return {};
}

SchemeInfo SchemeGuide::info(const QString &scheme)
{
    SchemeInfo info;
    info.scheme = scheme;
    info.summary = QuarkCatalog::describeScheme(scheme);
    if (scheme.startsWith(u"w_"_s))
        info.family = SchemeInfo::Family::Legacy;
    else if (scheme == u"mx6"_s || scheme == u"mx9"_s || scheme == u"bfp16"_s)
        info.family = SchemeInfo::Family::EmulationOnly;
    else if (QuarkCatalog::isWeightOnly(scheme))
        info.family = SchemeInfo::Family::WeightOnly;
    else
        info.family = SchemeInfo::Family::WeightsAndActivations;
    // Static activation scales (quark-cli.md §3a): fp8, int8, mxfp4_fp8 and their legacy names.
    static const QStringList staticActivations{u"fp8"_s, u"int8"_s, u"mxfp4_fp8"_s, u"w_fp8_a_fp8"_s,
                                               u"w_int8_a_int8_per_tensor_sym"_s, u"w_mxfp4_a_fp8"_s};
    info.needsCalibration = staticActivations.contains(scheme);
    if (info.family != SchemeInfo::Family::EmulationOnly) {
        const QString current = scheme.startsWith(u"w_"_s) ? QuarkCatalog::currentNameOf(scheme).value_or(scheme) : scheme;
        for (const QString &target : Planner::targets()) {
            if (runsNatively(target, current))
                info.nativeTargets.append(shortTarget(target));
        }
    }
    return info;
}

QString SchemeGuide::calibrationText(const SchemeInfo &info)
{
    if (info.needsCalibration)
        return tr("Needs calibration data: the activation scales are static, measured once on the samples.");
    if (info.family == SchemeInfo::Family::WeightOnly)
        return tr("No calibration for plain rounding; AWQ or GPTQ use the calibration samples.");
    return tr("No calibration for the scales: activations are scaled dynamically at run time.");
}

QString SchemeGuide::nativeText(const SchemeInfo &info)
{
    if (info.family == SchemeInfo::Family::EmulationOnly)
        return tr("Emulation only: the export cannot be served.");
    if (info.nativeTargets.isEmpty())
        return tr("Runs natively nowhere listed: serving is emulated (slower).");
    return tr("Runs natively on: %1.").arg(info.nativeTargets.join(u", "_s));
}

QString SchemeGuide::explain(const QString &scheme)
{
    const SchemeInfo i = info(scheme);
    return i.summary + u'\n' + calibrationText(i) + u'\n' + nativeText(i);
}

bool SchemeGuide::runsNatively(const QString &target, const QString &scheme)
{
    const bool fp8 = QuarkCatalog::isFp8(scheme) || scheme == u"mxfp4_fp8"_s || scheme == u"int4_fp8"_s;
    const bool mx = QuarkCatalog::isMx(scheme);
    if (scheme == u"mx6"_s || scheme == u"mx9"_s || scheme == u"bfp16"_s)
        return false; // emulation formats: no export, nothing serves them
    if (target.contains(u"gfx950"_s))
        return true;
    if (target.contains(u"gfx942"_s))
        return !mx && !scheme.startsWith(u"amdfp4"_s) && scheme != u"nvfp4"_s;
    if (target.contains(u"Blackwell"_s))
        return !scheme.startsWith(u"amdfp4"_s) && !scheme.startsWith(u"mxfp6"_s);
    if (target.contains(u"Hopper"_s))
        return !mx && !scheme.contains(u"fp4"_s);
    if (target.contains(u"RDNA4"_s))
        return !mx && !scheme.contains(u"fp4"_s);
    if (target.contains(u"RDNA3"_s) || target.contains(u"CPU"_s))
        return !fp8 && !mx && !scheme.contains(u"fp4"_s);
    return true;
}

QString SchemeGuide::shortTarget(const QString &target)
{
    QString s = target.section(u" ("_s, 0, 0);
    for (const QString &prefix : {u"AMD Instinct "_s, u"AMD Radeon "_s, u"NVIDIA "_s}) {
        if (s.startsWith(prefix))
            s = s.mid(prefix.size());
    }
    return s;
}

QStringList SchemeGuide::terms()
{
    return {u"kv-cache"_s, u"awq"_s,     u"gptq"_s,       u"gptaq"_s,       u"qronos"_s,
            u"smoothquant"_s, u"autosmoothquant"_s, u"rotation"_s, u"autoround"_s, u"twobitscalar"_s,
            u"static"_s,   u"dynamic"_s, u"exclusions"_s, u"group-size"_s,  u"calibration"_s,
            u"weight-only"_s, u"overrides"_s};
}

QString SchemeGuide::term(const QString &key)
{
    if (key == u"kv-cache"_s)
        return tr("KV cache: the keys and values the model keeps for every token already read, so it need not "
                  "recompute them. Long prompts and many users make it large; FP8 halves it. Only models whose "
                  "Quark template names the key/value layers can quantize it.");
    if (key == u"awq"_s)
        return tr("AWQ (activation-aware weight quantization): uses the calibration samples to find the weight "
                  "channels that matter most and protects them before rounding to 4 bits. For INT4/UINT4 "
                  "weight-only schemes.");
    if (key == u"gptq"_s)
        return tr("GPTQ: rounds the weights a column at a time and corrects the remaining ones for the error, "
                  "using the calibration samples. More accurate INT4, slower to quantize. For INT4/UINT4 "
                  "weight-only schemes.");
    if (key == u"gptaq"_s)
        return tr("GPTAQ: a GPTQ variant that also accounts for the error of earlier quantized layers. For "
                  "INT4/UINT4 weight-only schemes.");
    if (key == u"qronos"_s)
        return tr("Qronos: a GPTQ-family method correcting weights for both weight and activation error. For "
                  "INT4/UINT4 weight-only schemes.");
    if (key == u"smoothquant"_s)
        return tr("SmoothQuant: moves activation outliers into the weights by per-channel scaling, so "
                  "quantized activations lose less. For schemes that quantize activations (INT8, FP8).");
    if (key == u"autosmoothquant"_s)
        return tr("AutoSmoothQuant: SmoothQuant with the smoothing strength searched per layer on the "
                  "calibration samples.");
    if (key == u"rotation"_s)
        return tr("Rotation (QuaRot-style): rotates weights and activations to spread outliers before "
                  "quantizing. Llama only.");
    if (key == u"autoround"_s)
        return tr("AutoRound: tunes the rounding of each weight on the calibration samples (slow, accurate).");
    if (key == u"twobitscalar"_s)
        return tr("Two-bit scalar: an experimental very-low-bit weight method.");
    if (key == u"static"_s)
        return tr("Static: a scale is fixed once, from the calibration samples. Fastest to serve; needs "
                  "calibration.");
    if (key == u"dynamic"_s)
        return tr("Dynamic: the scale is computed for every input while serving. No calibration; a small cost "
                  "at run time.");
    if (key == u"exclusions"_s)
        return tr("Exclusions: layers left unquantized (e.g. lm_head, MoE routers) because quantizing them "
                  "costs accuracy for little gain. Quark's template has defaults; a list of yours replaces them.");
    if (key == u"group-size"_s)
        return tr("Group size: how many weights share one scale (128 in int4_wo_128). Smaller groups are more "
                  "accurate and slightly larger; \"per channel\" is one scale per output row.");
    if (key == u"calibration"_s)
        return tr("Calibration: a few hundred text samples run through the model to measure value ranges. "
                  "Static schemes and AWQ/GPTQ/SmoothQuant use them; more samples and longer sequences need "
                  "more memory and time.");
    if (key == u"weight-only"_s)
        return tr("Weight-only: only the weights are stored in low precision; activations stay 16-bit.");
    if (key == u"overrides"_s)
        return tr("Overrides: a different scheme for layers whose names match a pattern (e.g. *down_proj); the "
                  "first matching pattern wins, exclusions still win.");
    return {};
}

} // namespace ptq
