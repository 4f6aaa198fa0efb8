#include "plan/exportfacts.h"

#include "plan/quarkcatalog.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

// Read from the real exports in tests/fixtures/exports (amd-quark 0.13, torch 2.14.1,
// transformers 5.16.1, a BF16 llama): config.json's global_quant_config.weight, the safetensors
// dtypes of model.layers.0.self_attn.q_proj's tensors, and AutoModelForCausalLM.from_pretrained
// with a forward pass. tst_verifier checks every row against its fixture, and fails for a scheme
// the installed quark-cli offers that has neither a row nor a fixture.
const QString kKeys = u"from_pretrained reports missing and unexpected keys for every quantized Linear layer, so their "
                      "weights are re-initialised and the logits are NaN."_s;

QList<ExportFacts> rows()
{
    auto row = [](const char *scheme, QStringList specs, const char *element, const char *storage, const char *scale,
                  const char *second = "", Loadability loads = Loadability::Loads, const QString &evidence = QString()) {
        ExportFacts f;
        f.scheme = QString::fromLatin1(scheme);
        f.weightSpecDtypes = std::move(specs);
        f.elementDtype = QString::fromLatin1(element);
        f.weightStorage = QString::fromLatin1(storage);
        f.scaleStorage = QString::fromLatin1(scale);
        f.secondLevelScale = QString::fromLatin1(second);
        f.loads = loads;
        f.loadEvidence = evidence;
        return f;
    };
    QList<ExportFacts> r;
    // 8-bit: one value per byte.
    r << row("fp8", {u"fp8_e4m3"_s}, "fp8_e4m3", "F8_E4M3", "float");
    r << row("ptpc_fp8", {u"fp8_e4m3"_s}, "fp8_e4m3", "F8_E4M3", "float");
    r << row("int8", {u"int8"_s}, "int8", "I8", "float");
    // int4 / uint4: eight values packed into an I32, zero points packed the same way.
    for (const char *s : {"int4_wo_32", "int4_wo_64", "int4_wo_128", "int4_wo_per_channel", "int4_wa_64"})
        r << row(s, {u"int4"_s}, "int4", "I32", "float");
    for (const char *s : {"uint4_wo_32", "uint4_wo_64", "uint4_wo_128", "uint4_wo_per_channel"})
        r << row(s, {u"uint4"_s}, "uint4", "I32", "float");
    // int4_fp8: two stages (an fp8 per-tensor scale, then int4 per channel).
    r << row("int4_fp8", {u"fp8_e4m3"_s, u"int4"_s}, "int4", "I32", "float", "weight_scale_2", Loadability::KeysMismatch, kKeys);
    // MX and AMD FP4: elements packed into bytes (two fp4, or four fp6 in three bytes), their
    // scales one byte each (MX: E8M0 exponents; amdfp4: E5M3).
    for (const char *s : {"mxfp4", "mxfp4_weight_only", "mxfp4_fp8", "mxfp4_mxfp6_e2m3", "amdfp4", "amdfp4_g32"})
        r << row(s, {u"fp4"_s}, "fp4", "U8", "U8");
    r << row("mxfp6_e2m3", {u"fp6_e2m3"_s}, "fp6_e2m3", "U8", "U8");
    r << row("mxfp6_e3m2", {u"fp6_e3m2"_s}, "fp6_e3m2", "U8", "U8");
    // Two-level FP4: fp4 in groups of 16, their scales in fp8 (the second spec, is_scale_quant),
    // and one F32 weight_scale_2 per tensor.
    for (const char *s : {"nvfp4", "fp4_block16_scale_e4m3"})
        r << row(s, {u"fp4"_s, u"fp8_e4m3"_s}, "fp4", "U8", "F8_E4M3", "weight_scale_2", Loadability::KeysMismatch, kKeys);
    // AMD's two-level FP4: fp4 in groups of 16 or 32, their scales in fp8_e5m3 stored as bytes.
    for (const char *s : {"amdfp4_global16", "amdfp4_global32"})
        r << row(s, {u"fp4"_s, u"fp8_e5m3"_s}, "fp4", "U8", "U8", "weight_scale_2", Loadability::Raises,
                 u"from_pretrained reports missing and unexpected keys, then the forward pass raises \"ValueError: "
                 "dequantize_float8_e5m3_v2 expected uint8 input, got inputs.dtype=torch.float32\"."_s);
    return r;
}

} // namespace

const QList<ExportFacts> &ExportFacts::all()
{
    static const QList<ExportFacts> table = rows();
    return table;
}

const ExportFacts *ExportFacts::of(const QString &scheme)
{
    const QString current = QuarkCatalog::currentNameOf(scheme).value_or(scheme);
    for (const ExportFacts &f : all())
        if (f.scheme == current)
            return &f;
    return nullptr;
}

QString ExportFacts::madeWith()
{
    return u"amd-quark 0.13, transformers 5.16.1, torch 2.14.1"_s;
}

QString ExportFacts::describe() const
{
    if (weightSpecDtypes.size() == 2 && weightSpecDtypes.first() == elementDtype)
        return tr("%1 with %2 block scales").arg(elementDtype, weightSpecDtypes.last());
    if (weightSpecDtypes.size() == 2)
        return tr("%1 after a %2 stage").arg(elementDtype, weightSpecDtypes.first());
    return elementDtype;
}

QString ExportFacts::loadWarning() const
{
    switch (loads) {
    case Loadability::Unknown:
    case Loadability::Loads:
        return {};
    case Loadability::KeysMismatch:
    case Loadability::Raises:
        break;
    }
    return tr("transformers cannot load a %1 export as Quark writes it (tried with %2): %3 Serve it with a runtime that "
              "reads this format, or choose a scheme that loads (fp8, ptpc_fp8, int8, the int4/uint4 schemes, mxfp4, "
              "mxfp6 or amdfp4).")
        .arg(scheme, madeWith(), loadEvidence);
}

} // namespace ptq
