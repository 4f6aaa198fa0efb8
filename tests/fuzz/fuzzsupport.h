#pragma once

// libFuzzer targets for every parser. Each file defines LLVMFuzzerTestOneInput; with clang and
// PTQ_FUZZ=ON it links libFuzzer, otherwise replaymain.cpp replays a corpus (ctest does that
// on every run, so every input ever found stays a regression test).

#include <QByteArray>

#include <cstddef>
#include <cstdint>

inline QByteArray fuzzBytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// Splits the input at the first "\n---\n" (two documents for the diff target).
inline std::pair<QByteArray, QByteArray> fuzzSplit(const QByteArray &bytes)
{
    const qsizetype at = bytes.indexOf("\n---\n");
    if (at < 0)
        return {bytes.left(bytes.size() / 2), bytes.mid(bytes.size() / 2)};
    return {bytes.left(at + 1), bytes.mid(at + 5)};
}
