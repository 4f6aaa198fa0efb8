// The structural diff of two documents (the input split at "\n---\n"), summary and Markdown;
// the texts compared by compareTexts (each read by its path, as `ptq-studio diff` reads files)
// must say exactly what comparing the parsed documents says.
#include "fuzzsupport.h"

#include "artifacts/artifactio.h"
#include "review/structuraldiff.h"

namespace {

QStringList lines(const ptq::DiffResult &r)
{
    QStringList out;
    for (const ptq::DiffEntry &e : r.entries)
        out.append(e.path + u'|' + ptq::diffChangeName(e.change) + u'|' + e.left + u'|' + e.right + u'|' + e.note);
    return out;
}

} // namespace

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
    // From the texts, the same differences (and, with rows, the same rows count).
    const ptq::Result<ptq::DiffResult> asRead = ptq::StructuralDiff::compareTexts(
        left, QStringLiteral("a-run_manifest.yaml"), right, QStringLiteral("b-run_manifest.yaml"), ptq::DiffDetail::Entries);
    if (asRead && lines(*asRead) != lines(r))
        __builtin_trap();
    const ptq::Result<ptq::DiffResult> withRows = ptq::StructuralDiff::compareTexts(
        left, QStringLiteral("a-run_manifest.yaml"), right, QStringLiteral("b-run_manifest.yaml"));
    if (withRows && withRows->rows.size() != r.rows.size())
        __builtin_trap();
    for (const QString &word : ptq::StructuralDiff::splitCommand(QString::fromUtf8(left)))
        (void)word;
    return 0;
}
