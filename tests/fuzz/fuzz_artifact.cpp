// Artifact loading: JSON and YAML parsing with every limit, then schema validation of each kind.
#include "fuzzsupport.h"

#include "artifacts/artifactio.h"
#include "artifacts/schemavalidator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    for (const ptq::DocumentFormat format : {ptq::DocumentFormat::Json, ptq::DocumentFormat::Yaml}) {
        const ptq::Result<ptq::Json> doc = ptq::ArtifactIo::parse(bytes, format, QStringLiteral("fuzz"));
        if (!doc)
            continue;
        for (const ptq::ArtifactKind kind : ptq::kAllArtifactKinds)
            (void)ptq::SchemaValidator::check(kind, *doc);
        (void)ptq::ArtifactIo::toYamlBytes(*doc);
    }
    return 0;
}
