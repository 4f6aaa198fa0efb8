// The block YAML reader against yaml-cpp: wherever BlockYaml reads an input, yaml-cpp must
// read the same values, types and key order included; an input where they differ aborts.
#include "fuzzsupport.h"

#include "artifacts/artifactio.h"
#include "artifacts/blockyaml.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    const ptq::Result<QByteArray> text = ptq::ArtifactIo::yamlText(bytes, QStringLiteral("fuzz"));
    if (!text)
        return 0;
    const std::optional<ptq::BlockYaml> block = ptq::BlockYaml::parse(std::string_view(text->constData(), std::size_t(text->size())));
    if (!block)
        return 0;
    const ptq::Result<ptq::Json> general = ptq::ArtifactIo::parseYamlGeneral(bytes, QStringLiteral("fuzz"));
    const std::string ours = block->toJson(block->root()).dump(-1, ' ', false, ptq::Json::error_handler_t::replace);
    if (!general || general->dump(-1, ' ', false, ptq::Json::error_handler_t::replace) != ours) {
        std::fprintf(stderr, "BlockYaml read differently from yaml-cpp: %s\n", ours.c_str());
        std::abort();
    }
    return 0;
}
