// The output verifier over one export folder: the input split at "\n---\n" into an index
// (model.safetensors.index.json) and a safetensors header (the second shard's), checked against
// an fp8 plan with an exclusion and an override. Covers index parsing, shard-name resolution,
// the layout rules and the per-module dtype checks together.
#include "fuzzsupport.h"

#include "run/outputverifier.h"
#include "source/safetensors.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>

namespace {

void put(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(bytes);
}

QByteArray shard(const QByteArray &header, qint64 dataBytes)
{
    QByteArray file(8, '\0');
    const quint64 n = quint64(header.size());
    for (int i = 0; i < 8; ++i)
        file[i] = char((n >> (8 * i)) & 0xff);
    return file + header + QByteArray(qsizetype(dataBytes), '\0');
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir root;
    static const QString out = root.path() + QStringLiteral("/out");
    static const ptq::PlanDocument plan = [] {
        ptq::Json p = {{"global_scheme", "fp8"},
                       {"exclude_layers", {"lm_head", "*down_proj"}},
                       {"exclude_layers_source", "user"},
                       {"intent", {{"overrides", {{"*o_proj", "int4_wo_128"}}}}}};
        return *ptq::PlanDocument::fromJson(p);
    }();
    static const bool ready = [] {
        QDir().mkpath(out);
        put(out + QStringLiteral("/config.json"),
            R"({"quantization_config": {"quant_method": "quark", "exclude": ["lm_head"], "global_quant_config": {"weight": {"dtype": "fp8_e4m3"}}, "layer_quant_config": {"*o_proj": {}}}})");
        put(out + QStringLiteral("/model-00001-of-00002.safetensors"),
            shard(R"({"m.q_proj.weight":{"dtype":"F8_E4M3","shape":[2],"data_offsets":[0,2]},"m.q_proj.weight_scale":{"dtype":"BF16","shape":[],"data_offsets":[2,4]}})", 4));
        // A shard and a link that lead outside the folder, for index names to reach.
        put(root.path() + QStringLiteral("/outside.safetensors"), shard(R"({"x":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}})", 1));
        QFile::link(root.path() + QStringLiteral("/outside.safetensors"), out + QStringLiteral("/escape.safetensors"));
        return true;
    }();
    if (!ready)
        return 0;
    const auto [index, header] = fuzzSplit(fuzzBytes(data, size));
    (void)ptq::Safetensors::parseIndex(index, QStringLiteral("fuzz"));
    put(out + QStringLiteral("/model.safetensors.index.json"), index);
    // The second shard's data buffer as long as the header's largest end offset asks (capped).
    qint64 dataBytes = 0;
    if (ptq::Result<ptq::SafetensorsHeader> h = ptq::Safetensors::parseHeaderJson(header, QStringLiteral("fuzz")); h)
        for (const ptq::SafetensorsTensor &t : h->tensors)
            dataBytes = std::max(dataBytes, std::min<qint64>(t.end, 1 << 16));
    put(out + QStringLiteral("/model-00002-of-00002.safetensors"), shard(header, dataBytes));
    const ptq::VerificationReport r = ptq::OutputVerifier::verify(out, plan, 0);
    (void)r.toJson();
    return 0;
}
