#include "source/safetensors.h"

#include "artifacts/jsonscanner.h"

#include <algorithm>
#include <charconv>
#include <deque>

#include <QtEndian>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

/// A metadata number given as a JSON number or a decimal string.
std::optional<qint64> metadataInteger(JsonScanner &scanner)
{
    std::string_view text;
    if (scanner.peek() == '"') {
        if (!scanner.readString(text))
            return std::nullopt;
    } else if (scanner.peek() == '-' || (scanner.peek() >= '0' && scanner.peek() <= '9')) {
        if (!scanner.readNumber(text))
            return std::nullopt;
    } else {
        scanner.skipValue(62);
        return std::nullopt;
    }
    qint64 value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc() && end == text.data() + text.size())
        return value;
    double real = 0;
    const auto [dend, dec] = std::from_chars(text.data(), text.data() + text.size(), real);
    if (dec == std::errc() && dend == text.data() + text.size() && real >= -9.2e18 && real <= 9.2e18)
        return qint64(real);
    return std::nullopt;
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

} // namespace

int Safetensors::dtypeBits(std::string_view dtype)
{
    struct Entry
    {
        std::string_view name;
        int bits;
    };
    static constexpr Entry kBits[] = {
        {"BOOL", 8},     {"F4", 4},          {"F6_E2M3", 6},     {"F6_E3M2", 6}, {"U8", 8},   {"I8", 8},
        {"F8_E5M2", 8},  {"F8_E4M3", 8},     {"F8_E8M0", 8},     {"F8_E4M3FNUZ", 8},           {"F8_E5M2FNUZ", 8},
        {"I16", 16},     {"U16", 16},        {"F16", 16},        {"BF16", 16},   {"I32", 32}, {"U32", 32},
        {"F32", 32},     {"C64", 64},        {"F64", 64},        {"I64", 64},    {"U64", 64}, {"E8M0", 8},
        {"FP4", 4},      {"UE8", 8},
    };
    for (const Entry &e : kBits) {
        if (e.name == dtype)
            return e.bits;
    }
    return 0;
}

Result<SafetensorsIndex> Safetensors::parseIndex(const QByteArray &bytes, const QString &origin)
{
    SafetensorsIndex index;
    JsonScanner scanner(view(bytes));
    bool sawWeightMap = false;
    bool weightMapIsObject = true;
    std::string_view key;
    std::string_view lastShard;
    auto section = [&]() -> bool {
        if (key == "weight_map") {
            sawWeightMap = true;
            if (scanner.peek() != '{') {
                weightMapIsObject = false;
                return scanner.skipValue(63);
            }
            scanner.expect('{');
            if (scanner.consume('}'))
                return true;
            do {
                std::string_view name;
                if (!scanner.readString(name) || !scanner.expect(':'))
                    return false;
                index.tensorNames.emplace_back(name);
                if (scanner.peek() != '"') {
                    index.tensorShards.emplace_back();
                    if (!scanner.skipValue(62))
                        return false;
                    continue;
                }
                std::string_view shard;
                if (!scanner.readString(shard))
                    return false;
                index.tensorShards.emplace_back(shard);
                // Consecutive names usually share a shard: skip the set lookup for a repeat.
                if (shard != lastShard || index.shardFiles.empty()) {
                    lastShard = *index.shardFiles.emplace(shard).first;
                }
            } while (scanner.consume(','));
            return scanner.expect('}');
        }
        if (key == "metadata" && scanner.peek() == '{') {
            scanner.expect('{');
            if (scanner.consume('}'))
                return true;
            do {
                std::string_view field;
                if (!scanner.readString(field) || !scanner.expect(':'))
                    return false;
                if (field == "total_size")
                    index.totalSize = metadataInteger(scanner);
                else if (field == "total_parameters")
                    index.totalParameters = metadataInteger(scanner);
                else
                    scanner.skipValue(62);
            } while (!scanner.failed() && scanner.consume(','));
            return scanner.expect('}');
        }
        return scanner.skipValue(63);
    };
    bool ok = scanner.expect('{');
    if (ok && !scanner.consume('}')) {
        do {
            ok = scanner.readString(key) && scanner.expect(':');
            if (ok) {
                const std::string current(key); // the scanner's buffer may be reused below
                key = current;
                ok = section();
            }
        } while (ok && scanner.consume(','));
        ok = ok && scanner.expect('}');
    }
    if (ok && !scanner.atEnd())
        ok = scanner.fail("text after the JSON object");
    if (!ok) {
        if (scanner.tooDeep())
            return Error{Error::Code::TooDeep, tr("%1 is nested too deeply.").arg(origin)};
        return Error{Error::Code::Malformed, tr("%1 is not valid JSON (at byte %2: %3).")
                                                 .arg(origin)
                                                 .arg(qulonglong(scanner.position()))
                                                 .arg(QString::fromStdString(scanner.error()))};
    }
    if (!sawWeightMap)
        return Error{Error::Code::Invalid, tr("%1 has no \"weight_map\", so it is not a safetensors index.").arg(origin)};
    if (!weightMapIsObject)
        return Error{Error::Code::Invalid, tr("%1: \"weight_map\" is not an object of tensor names.").arg(origin)};
    return index;
}

Result<qint64> Safetensors::headerLength(const QByteArray &firstBytes, const QString &origin)
{
    if (firstBytes.size() < 8)
        return Error{Error::Code::Malformed, tr("%1 is shorter than a safetensors header (8 bytes).").arg(origin)};
    const quint64 n = qFromLittleEndian<quint64>(firstBytes.constData());
    if (n == 0 || n > quint64(kMaxHeaderBytes)) {
        return Error{Error::Code::Malformed,
                     tr("%1 declares a header of %2 bytes; a safetensors header is 1 to %3 bytes.")
                         .arg(origin)
                         .arg(n)
                         .arg(kMaxHeaderBytes)};
    }
    return qint64(n);
}

Status Safetensors::scanHeaderJson(std::string_view json, const QString &origin, const TensorSink &sink)
{
    JsonScanner scanner(json);
    std::vector<qint64> shape;
    // Tensor names for the duplicate check: views into @p json, or into `decoded` for the
    // rare name written with escapes.
    std::vector<std::string_view> names;
    std::deque<std::string> decoded;
    std::optional<Error> sinkError;
    std::string tensorName;
    auto malformed = [&](const QString &detail) {
        return Error{Error::Code::Malformed, origin.isEmpty() ? tr("the header is not valid: %1").arg(detail)
                                                              : tr("%1: the safetensors header is not valid: %2").arg(origin, detail)};
    };
    auto inJson = [&](std::string_view v) { return v.data() >= json.data() && v.data() + v.size() <= json.data() + json.size(); };

    auto entry = [&](std::string_view name) -> bool {
        if (name == "__metadata__") {
            if (!scanner.expect('{'))
                return false;
            if (scanner.consume('}'))
                return true;
            do {
                std::string_view ignored;
                if (!scanner.readString(ignored) || !scanner.expect(':'))
                    return false;
                if (scanner.peek() != '"')
                    return scanner.fail("a __metadata__ value that is not a string");
                if (!scanner.readString(ignored))
                    return false;
            } while (scanner.consume(','));
            return scanner.expect('}');
        }
        if (!inJson(name)) {
            decoded.emplace_back(name);
            name = decoded.back();
        }
        names.push_back(name);
        SafetensorsTensorView t;
        t.name = name;
        std::string dtype;
        enum Seen { Dtype = 1, Shape = 2, Offsets = 4 };
        int seen = 0;
        if (!scanner.expect('{'))
            return false;
        if (!scanner.consume('}')) {
            do {
                std::string_view field;
                if (!scanner.readString(field) || !scanner.expect(':'))
                    return false;
                if (field == "dtype") {
                    if (seen & Dtype)
                        return scanner.fail("a repeated \"dtype\"");
                    seen |= Dtype;
                    if (scanner.peek() != '"')
                        return scanner.fail("a dtype that is not a string");
                    if (!scanner.readString(t.dtype))
                        return false;
                    if (!inJson(t.dtype)) {
                        dtype.assign(t.dtype);
                        t.dtype = dtype;
                    }
                } else if (field == "shape") {
                    if (seen & Shape)
                        return scanner.fail("a repeated \"shape\"");
                    seen |= Shape;
                    shape.clear();
                    if (!scanner.expect('['))
                        return false;
                    if (!scanner.consume(']')) {
                        do {
                            qint64 d = 0;
                            if (!scanner.readUnsigned(d))
                                return false;
                            shape.push_back(d);
                        } while (scanner.consume(','));
                        if (!scanner.expect(']'))
                            return false;
                    }
                } else if (field == "data_offsets") {
                    if (seen & Offsets)
                        return scanner.fail("a repeated \"data_offsets\"");
                    seen |= Offsets;
                    if (!scanner.expect('[') || !scanner.readUnsigned(t.begin) || !scanner.expect(',')
                        || !scanner.readUnsigned(t.end))
                        return false;
                    if (!scanner.consume(']'))
                        return scanner.fail("data_offsets with more than two numbers");
                } else {
                    return scanner.fail("an unknown field \"" + std::string(field) + "\"");
                }
            } while (scanner.consume(','));
            if (!scanner.expect('}'))
                return false;
        }
        if (seen != (Dtype | Shape | Offsets)) {
            return scanner.fail(std::string("tensor \"") + std::string(name) + "\" lacks "
                                + ((seen & Dtype) == 0 ? "dtype" : (seen & Shape) == 0 ? "shape" : "data_offsets"));
        }
        t.shape = shape;
        sinkError = sink(t);
        return !sinkError;
    };

    bool ok = scanner.expect('{');
    if (ok && !scanner.consume('}')) {
        do {
            std::string_view name;
            ok = scanner.readString(name) && scanner.expect(':') && entry(name);
        } while (ok && scanner.consume(','));
        ok = ok && scanner.expect('}');
    }
    if (sinkError)
        return *sinkError;
    if (ok && !scanner.atEnd()) // padding is spaces, which atEnd() skips
        ok = scanner.fail("text after the JSON object");
    if (!ok) {
        return malformed(tr("%1 (at byte %2)").arg(QString::fromStdString(scanner.error())).arg(qulonglong(scanner.position())));
    }
    std::sort(names.begin(), names.end());
    const auto twice = std::adjacent_find(names.begin(), names.end());
    if (twice != names.end())
        return malformed(tr("tensor \"%1\" appears twice").arg(QString::fromUtf8(twice->data(), qsizetype(twice->size()))));
    return {};
}

Result<SafetensorsHeader> Safetensors::parseHeaderJson(const QByteArray &bytes, const QString &origin)
{
    SafetensorsHeader result;
    const Status status = scanHeaderJson(view(bytes), origin, [&](const SafetensorsTensorView &t) -> std::optional<Error> {
        result.tensors.push_back({std::string(t.name), std::string(t.dtype), {t.shape.begin(), t.shape.end()}, t.begin, t.end});
        return std::nullopt;
    });
    if (!status)
        return status.error();
    return result;
}

} // namespace ptq
