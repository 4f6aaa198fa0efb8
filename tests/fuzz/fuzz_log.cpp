// quark-cli output: the \r/\n splitter fed in pieces, line parsing, stages, tqdm, tracebacks.
#include "fuzzsupport.h"

#include "run/logparser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    ptq::LineSplitter splitter;
    ptq::LogAnalyzer analyzer;
    // Chunks of varying size, as a pipe delivers them.
    qsizetype at = 0;
    qint64 ms = 0;
    while (at < bytes.size()) {
        const qsizetype chunk = 1 + (uchar(bytes[at]) % 97);
        analyzer.feedRaw(splitter.push(bytes.mid(at, chunk)), ms += 10);
        at += chunk;
    }
    analyzer.finish(ms + 10);
    (void)ptq::LogAnalyzer::parseLine(bytes);
    return 0;
}
