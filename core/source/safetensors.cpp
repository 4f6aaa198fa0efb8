#include "source/safetensors.h"

#include <nlohmann/json.hpp>

#include <QtEndian>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

class IndexSax final : public nlohmann::json_sax<nlohmann::json>
{
public:
    explicit IndexSax(SafetensorsIndex &index) : m_index(index) {}

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t value) override { return number(qint64(value)); }
    bool number_unsigned(number_unsigned_t value) override { return number(qint64(value)); }
    bool number_float(number_float_t value, const string_t &) override { return number(qint64(value)); }
    bool string(string_t &value) override
    {
        if (m_depth == 2 && m_section == Section::WeightMap)
            m_index.shardFiles.insert(value);
        else if (m_depth == 2 && m_section == Section::Metadata && m_key == "total_parameters")
            m_index.totalParameters = std::strtoll(value.c_str(), nullptr, 10);
        return true;
    }
    bool binary(binary_t &) override { return true; }
    bool start_object(std::size_t) override { return ++m_depth < 64; }
    bool end_object() override
    {
        if (--m_depth == 1)
            m_section = Section::Other;
        return true;
    }
    bool start_array(std::size_t) override { return ++m_depth < 64; }
    bool end_array() override
    {
        --m_depth;
        return true;
    }
    bool key(string_t &key) override
    {
        if (m_depth == 1) {
            m_section = key == "weight_map" ? Section::WeightMap : key == "metadata" ? Section::Metadata : Section::Other;
            if (m_section == Section::WeightMap)
                m_sawWeightMap = true;
        } else if (m_depth == 2 && m_section == Section::WeightMap) {
            m_index.tensorNames.push_back(std::move(key));
        } else if (m_depth == 2) {
            m_key = key;
        }
        return true;
    }
    bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &e) override
    {
        m_error = e.what();
        m_position = position;
        return false;
    }

    bool sawWeightMap() const { return m_sawWeightMap; }
    const std::string &error() const { return m_error; }
    std::size_t position() const { return m_position; }

private:
    enum class Section { Other, WeightMap, Metadata };

    bool number(qint64 value)
    {
        if (m_depth == 2 && m_section == Section::Metadata) {
            if (m_key == "total_size")
                m_index.totalSize = value;
            else if (m_key == "total_parameters")
                m_index.totalParameters = value;
        }
        return true;
    }

    SafetensorsIndex &m_index;
    int m_depth = 0;
    Section m_section = Section::Other;
    std::string m_key;
    bool m_sawWeightMap = false;
    std::string m_error;
    std::size_t m_position = 0;
};

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
    IndexSax sax(index);
    const bool ok = nlohmann::json::sax_parse(bytes.cbegin(), bytes.cend(), &sax);
    if (!ok) {
        if (!sax.error().empty()) {
            return Error{Error::Code::Malformed,
                         tr("%1 is not valid JSON (at byte %2).").arg(origin).arg(qulonglong(sax.position()))};
        }
        return Error{Error::Code::TooDeep, tr("%1 is nested too deeply.").arg(origin)};
    }
    if (!sax.sawWeightMap())
        return Error{Error::Code::Invalid, tr("%1 has no \"weight_map\", so it is not a safetensors index.").arg(origin)};
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

Result<SafetensorsHeader> Safetensors::parseHeaderJson(const QByteArray &bytes, const QString &origin)
{
    nlohmann::json header;
    try {
        header = nlohmann::json::parse(bytes.cbegin(), bytes.cend());
    } catch (const std::exception &e) {
        return Error{Error::Code::Malformed,
                     tr("%1: the safetensors header is not valid JSON: %2").arg(origin, QString::fromUtf8(e.what()))};
    }
    if (!header.is_object())
        return Error{Error::Code::Malformed, tr("%1: the safetensors header is not a JSON object.").arg(origin)};
    SafetensorsHeader result;
    result.tensors.reserve(header.size());
    for (auto it = header.begin(); it != header.end(); ++it) {
        if (it.key() == "__metadata__")
            continue;
        const nlohmann::json &info = it.value();
        if (!info.is_object() || !info.contains("dtype") || !info["dtype"].is_string() || !info.contains("shape")
            || !info["shape"].is_array() || !info.contains("data_offsets") || !info["data_offsets"].is_array()
            || info["data_offsets"].size() != 2) {
            return Error{Error::Code::Malformed,
                         tr("%1: tensor \"%2\" lacks dtype, shape or data_offsets.").arg(origin, QString::fromStdString(it.key()))};
        }
        SafetensorsTensor tensor;
        tensor.name = it.key();
        tensor.dtype = info["dtype"].get<std::string>();
        for (const nlohmann::json &dim : info["shape"]) {
            if (!dim.is_number_unsigned() && !(dim.is_number_integer() && dim.get<qint64>() >= 0)) {
                return Error{Error::Code::Malformed,
                             tr("%1: tensor \"%2\" has a shape that is not a list of non-negative integers.")
                                 .arg(origin, QString::fromStdString(it.key()))};
            }
            tensor.shape.push_back(dim.get<qint64>());
        }
        const nlohmann::json &offsets = info["data_offsets"];
        if (!offsets[0].is_number_unsigned() || !offsets[1].is_number_unsigned()) {
            return Error{Error::Code::Malformed, tr("%1: tensor \"%2\" has data_offsets that are not non-negative integers.")
                                                     .arg(origin, QString::fromStdString(it.key()))};
        }
        tensor.begin = offsets[0].get<qint64>();
        tensor.end = offsets[1].get<qint64>();
        result.tensors.push_back(std::move(tensor));
    }
    return result;
}

} // namespace ptq
