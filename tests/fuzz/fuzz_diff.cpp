// The structural diff of two documents (the input split at "\n---\n"), summary and Markdown.
#include "fuzzsupport.h"

#include "artifacts/artifactio.h"
#include "review/structuraldiff.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto [left, right] = fuzzSplit(fuzzBytes(data, size));
    const ptq::Result<ptq::Json> a = ptq::ArtifactIo::parse(left, ptq::DocumentFormat::Yaml, QStringLiteral("a"));
    const ptq::Result<ptq::Json> b = ptq::ArtifactIo::parse(right, ptq::DocumentFormat::Yaml, QStringLiteral("b"));
    if (!a || !b)
        return 0;
    const ptq::DiffResult r = ptq::StructuralDiff::compare(*a, *b, ptq::ArtifactKind::Manifest);
    (void)r.summary();
    (void)r.toMarkdown();
    (void)r.toJson().dump();
    // A document against itself never differs.
    if (!ptq::StructuralDiff::compare(*a, *a, ptq::ArtifactKind::Manifest).identical())
        __builtin_trap();
    for (const QString &word : ptq::StructuralDiff::splitCommand(QString::fromUtf8(left)))
        (void)word;
    return 0;
}
