// config.json analysis (with the same bytes also as an index and a header).
#include "fuzzsupport.h"

#include "analysis/modelanalyzer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ptq::ConfigFiles files;
    files.source.kind = ptq::SourceInfo::Kind::Local;
    files.source.path = QStringLiteral("/fuzz/model");
    files.config = fuzzBytes(data, size);
    files.files = {QStringLiteral("config.json")};
    (void)ptq::ModelAnalyzer::analyze(files);
    if (size % 3 == 0) {
        files.safetensorsIndex = files.config;
        (void)ptq::ModelAnalyzer::analyze(files);
    } else if (size % 3 == 1) {
        files.safetensorsHeader = files.config;
        (void)ptq::ModelAnalyzer::analyze(files);
    }
    return 0;
}
