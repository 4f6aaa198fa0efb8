// Artifact loading: JSON and YAML parsing with every limit, then schema validation of each kind.
#include "fuzzsupport.h"

#include "artifacts/artifactio.h"
#include "artifacts/schemavalidator.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    for (const ptq::DocumentFormat format : {ptq::DocumentFormat::Json, ptq::DocumentFormat::Yaml}) {
        const ptq::Result<ptq::Json> doc = ptq::ArtifactIo::parse(bytes, format, QStringLiteral("fuzz"));
        if (!doc)
            continue;
        for (const ptq::ArtifactKind kind : ptq::kAllArtifactKinds)
            (void)ptq::SchemaValidator::check(kind, *doc);
        // What we write is read back as written (every character class escaped as needed).
        const QByteArray yaml = ptq::ArtifactIo::toYamlBytes(*doc);
        const ptq::Result<ptq::Json> back = ptq::ArtifactIo::parseYaml(yaml, QStringLiteral("fuzz-written"));
        if (!back || *back != *doc) {
            std::fprintf(stderr, "toYamlBytes wrote what parseYaml reads differently:\n%s\n%s\n", yaml.constData(),
                         back ? "" : qPrintable(back.error().message));
            std::abort();
        }
    }
    return 0;
}
