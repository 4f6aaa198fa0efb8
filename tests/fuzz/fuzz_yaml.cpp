// Reading YAML artifacts (ArtifactIo::parseYaml: the text checks, yaml-cpp, the document count,
// the conversion to JSON): every refusal names the file; every value read is UTF-8 throughout
// and, written by the app, reads back the same, types and key order included. An input where
// one of these fails aborts.
#include "fuzzsupport.h"

#include "artifacts/artifactio.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void fail(const char *what, const std::string &detail)
{
    std::fprintf(stderr, "%s: %s\n", what, detail.c_str());
    std::abort();
}

/// A dump that tells 1 from 1.0 and keeps key order; aborts on a string that is not UTF-8.
std::string strict(const ptq::Json &value)
{
    try {
        return value.dump(-1, ' ', false, ptq::Json::error_handler_t::strict);
    } catch (const ptq::Json::exception &e) {
        fail("parseYaml read a string that is not UTF-8", e.what());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    const ptq::Result<ptq::Json> doc = ptq::ArtifactIo::parseYaml(bytes, QStringLiteral("fuzz.yaml"));
    if (!doc) {
        if (!doc.error().message.startsWith(QStringLiteral("fuzz.yaml")))
            fail("a refusal that does not name the file", doc.error().message.toStdString());
        return 0;
    }
    const std::string read = strict(*doc);
    const QByteArray written = ptq::ArtifactIo::toYamlBytes(*doc);
    const ptq::Result<ptq::Json> back = ptq::ArtifactIo::parseYaml(written, QStringLiteral("fuzz-written.yaml"));
    if (!back)
        fail("what the app wrote is refused", back.error().message.toStdString() + "\n" + written.toStdString());
    if (strict(*back) != read)
        fail("what the app wrote reads back differently", read + "\n" + written.toStdString());
    return 0;
}
