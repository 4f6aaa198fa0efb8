// quark-cli output: the terminal sanitizer and the \r/\n splitter fed in pieces, line parsing,
// stages, tqdm, tracebacks. Whatever comes in, no line that comes out carries a control.
#include "fuzzsupport.h"

#include "run/logparser.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    ptq::TerminalSanitizer sanitizer;
    ptq::LineSplitter splitter;
    ptq::LogAnalyzer analyzer;
    // Chunks of varying size, as a pipe delivers them.
    qsizetype at = 0;
    qint64 ms = 0;
    while (at < bytes.size()) {
        const qsizetype chunk = 1 + (uchar(bytes[at]) % 97);
        for (const ptq::LogLine &line : analyzer.feedRaw(splitter.push(sanitizer.push(bytes.mid(at, chunk))), ms += 10)) {
            for (const QChar c : line.text) {
                const char16_t u = c.unicode();
                if ((u < 0x20 && u != u'\t') || (u >= 0x7f && u <= 0x9f))
                    std::abort(); // a terminal control reached the view
            }
        }
        at += chunk;
    }
    analyzer.finish(ms + 10);
    (void)ptq::LogAnalyzer::parseLine(bytes);
    return 0;
}
