#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ptq {

/// The parts of `model.safetensors.index.json` intake needs. Parsed in one pass with simdjson's
/// On-Demand API: a 600B-parameter MoE index has hundreds of thousands of names and no DOM is built.
struct SafetensorsIndex
{
    static constexpr std::uint32_t kNoShard = 0xffffffff;
    static constexpr std::uint32_t kNoTensor = 0xffffffff;

    /// weight_map keys, in file order, each once: views into the index's own bytes (or, for a
    /// name written with escapes, its decoded copy), which every copy of this index shares.
    std::vector<std::string_view> tensorNames;
    /// For each of tensorNames, the position in shardNames of the shard it is mapped to;
    /// kNoShard when the value is not a string.
    std::vector<std::uint32_t> tensorShards;
    std::vector<std::string> shardNames; ///< weight_map values, each once, in file order
    std::set<std::string> shardFiles;     ///< weight_map values, sorted
    std::optional<qint64> totalSize;      ///< metadata.total_size (bytes of tensor data)
    std::optional<qint64> totalParameters; ///< metadata.total_parameters, when present

    /// The position of @p name in tensorNames, or kNoTensor (a hash lookup).
    std::uint32_t positionOf(std::string_view name) const;
    /// The same, trying @p guess first: a valid index names each tensor once, so a name found
    /// there is at its position. Shards mostly list their tensors in the index's order (or
    /// every other one of it), so a caller that guesses from the last positions skips most
    /// lookups, each a cache miss or two in a table of 100,000 names.
    std::uint32_t positionOf(std::string_view name, std::int64_t guess) const
    {
        if (guess >= 0 && std::uint64_t(guess) < tensorNames.size() && tensorNames[std::size_t(guess)] == name)
            return std::uint32_t(guess);
        return positionOf(name);
    }

    /// What tensorNames views and the table positionOf() reads, shared by copies.
    struct Storage;
    std::shared_ptr<const Storage> storage;
};

struct SafetensorsTensor
{
    std::string name;
    std::string dtype;
    std::vector<qint64> shape;
    qint64 begin = 0;
    qint64 end = 0;
};

/// One tensor entry as the header scanner sees it: the views point into the scanned text (or,
/// for a string written with escapes, a buffer that lives until the sink returns).
struct SafetensorsTensorView
{
    std::string_view name;
    std::string_view dtype;
    std::span<const qint64> shape;
    qint64 begin = 0;
    qint64 end = 0;
};

/// The JSON header of one safetensors file.
struct SafetensorsHeader
{
    std::vector<SafetensorsTensor> tensors;
    qint64 headerLength = 0; ///< N, the JSON length from the first 8 bytes (0 when only JSON was given)
};

class Safetensors
{
    Q_DECLARE_TR_FUNCTIONS(Safetensors)

public:
    /// Header length limit of the safetensors reference implementation.
    static constexpr qint64 kMaxHeaderBytes = 100'000'000;
    /// Bytes to leave allocated (any content) after a JSON text so it is parsed where it lies
    /// rather than copied first (simdjson reads that far ahead).
    static constexpr qsizetype kJsonPadding = 64;

    static Result<SafetensorsIndex> parseIndex(const QByteArray &bytes, const QString &origin);
    /// @p bytes is the header JSON alone (without the 8-byte length prefix).
    static Result<SafetensorsHeader> parseHeaderJson(const QByteArray &bytes, const QString &origin);
    /// The header's grammar checked in one pass without building anything: a JSON object of
    /// tensor entries {"dtype": string, "shape": [uint...], "data_offsets": [uint, uint]}, no
    /// other or repeated fields, no repeated tensor names, and "__metadata__" a string-to-string
    /// object. Messages name @p origin (when empty, they say "the header"). @p sink sees every
    /// entry in file order and may stop the scan by returning an Error (returned as is). Layout
    /// rules (offsets, sizes) are the caller's. @p allocated is how many bytes are readable from
    /// json.data() on: with at least kJsonPadding past the text it is not copied.
    using TensorSink = std::function<std::optional<Error>(const SafetensorsTensorView &)>;
    static Status scanHeaderJson(std::string_view json, const QString &origin, const TensorSink &sink, std::size_t allocated = 0);
    /// The two passes scanHeaderJson() is made of, apart for the tests that compare them. The
    /// DOM pass (the fast one) decides only a valid header with plain non-negative integers and
    /// unique names, and returns nullopt, having called @p sink for nothing, for anything else;
    /// the On-Demand pass decides any text, and its messages are the ones scanHeaderJson() gives.
    static std::optional<Status> scanHeaderJsonDom(std::string_view json, const TensorSink &sink, std::size_t allocated = 0);
    static Status scanHeaderJsonOnDemand(std::string_view json, const QString &origin, const TensorSink &sink, std::size_t allocated = 0);
    /// The header length N from a file's first 8 bytes (little-endian u64), checked against the limit.
    static Result<qint64> headerLength(const QByteArray &firstBytes, const QString &origin);
    /// Bits per element of a safetensors dtype, 0 when unknown.
    static int dtypeBits(std::string_view dtype);
};

} // namespace ptq
