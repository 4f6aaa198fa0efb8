#include "artifacts/artifactio.h"

#include "artifacts/blockyaml.h"
#include "artifacts/jsonscanner.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <unordered_set>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString humanSize(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// Deepest [ / { nesting outside strings. nlohmann's parser is iterative, but everything that
// walks the result recurses, so depth is bounded before parsing (a parse callback would do the
// same but makes parsing several times slower).
int jsonNestingDepth(const QByteArray &bytes)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    const char *p = bytes.constData();
    const char *end = p + bytes.size();
    for (; p < end; ++p) {
        const char c = *p;
        if (inString) {
            if (c == '\\')
                ++p;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

// ---- YAML -> JSON ---------------------------------------------------------------------

class YamlConverter
{
    Q_DECLARE_TR_FUNCTIONS(ArtifactIo)

public:
    explicit YamlConverter(QString origin) : m_origin(std::move(origin)) {}

    Result<Json> convert(const YAML::Node &node, int depth)
    {
        if (++m_nodes > ArtifactIo::kMaxYamlNodes) {
            return Error{Error::Code::TooLarge,
                         tr("%1 expands to more than %2 values (YAML aliases?); refusing to read it.")
                             .arg(m_origin)
                             .arg(ArtifactIo::kMaxYamlNodes)};
        }
        if (depth > ArtifactIo::kMaxDepth) {
            return Error{Error::Code::TooDeep, tr("%1 is nested more than %2 levels deep.")
                                                   .arg(m_origin)
                                                   .arg(ArtifactIo::kMaxDepth)};
        }
        switch (node.Type()) {
        case YAML::NodeType::Undefined:
        case YAML::NodeType::Null:
            return Json(nullptr);
        case YAML::NodeType::Scalar: {
            const std::string &tag = node.Tag();
            if (tag == "!" || tag == "tag:yaml.org,2002:str")
                return Json(node.Scalar());
            return resolvePlainScalar(node.Scalar());
        }
        case YAML::NodeType::Sequence: {
            Json array = Json::array();
            for (const YAML::Node &item : node) {
                Result<Json> value = convert(item, depth + 1);
                if (!value)
                    return value.error();
                array.push_back(std::move(*value));
            }
            return array;
        }
        case YAML::NodeType::Map: {
            Json object = Json::object();
            // ordered_json looks keys up linearly: a set of the keys seen keeps a mapping of
            // thousands of keys (checksums of every exported file) linear to read.
            auto &members = object.get_ref<Json::object_t &>();
            std::unordered_set<std::string> seen;
            for (const auto &entry : node) {
                const YAML::Node &key = entry.first;
                if (!key.IsScalar()) {
                    return Error{Error::Code::Malformed,
                                 tr("%1, line %2: a mapping key must be plain text.")
                                     .arg(m_origin)
                                     .arg(key.Mark().line + 1)};
                }
                const std::string &name = key.Scalar();
                if (!seen.insert(name).second) {
                    return Error{Error::Code::Malformed,
                                 tr("%1, line %2: the key \"%3\" appears twice.")
                                     .arg(m_origin)
                                     .arg(key.Mark().line + 1)
                                     .arg(fromStd(name))};
                }
                Result<Json> value = convert(entry.second, depth + 1);
                if (!value)
                    return value.error();
                members.Container::emplace_back(name, std::move(*value));
            }
            return object;
        }
        }
        return Json(nullptr);
    }

private:
    QString m_origin;
    qint64 m_nodes = 0;
};

// yaml-cpp parses recursively; refuse input whose nesting could exhaust the stack before
// handing it over. Block nesting needs indentation (or "- " markers), flow nesting brackets.
Status prescanYamlNesting(const QByteArray &bytes, const QString &origin)
{
    constexpr int kMaxColumn = 512;
    int flowDepth = 0;
    int line = 1;
    bool atLineStart = true;
    int column = 0;
    char quote = 0;
    bool comment = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == '\n') {
            ++line;
            atLineStart = true;
            column = 0;
            comment = false;
            continue;
        }
        if (comment)
            continue;
        if (atLineStart && !quote) {
            if (c == ' ' || c == '-' || c == '?' || c == ':' || c == '\t') {
                if (++column > kMaxColumn) {
                    return Error{Error::Code::TooDeep,
                                 ArtifactIo::tr("%1, line %2: nested deeper than this reader accepts.")
                                     .arg(origin)
                                     .arg(line)};
                }
                continue;
            }
            atLineStart = false;
        }
        if (quote) {
            if (c == '\\' && quote == '"')
                ++i;
            else if (c == quote)
                quote = 0;
            continue;
        }
        // A quote opens a quoted scalar only where a token starts ("it's" is plain text); a '#'
        // starts a comment at the start of a line or after a space.
        const char before = i == 0 ? '\n' : bytes[i - 1];
        const bool tokenStart = before == ' ' || before == '\t' || before == '\n' || before == '[' || before == '{' || before == ',';
        if ((c == '"' || c == '\'') && tokenStart) {
            quote = c;
        } else if (c == '#' && (before == ' ' || before == '\t' || before == '\n')) {
            comment = true;
        } else if (c == '[' || c == '{') {
            if (++flowDepth > ArtifactIo::kMaxDepth) {
                return Error{Error::Code::TooDeep,
                             ArtifactIo::tr("%1, line %2: nested more than %3 levels deep.")
                                 .arg(origin)
                                 .arg(line)
                                 .arg(ArtifactIo::kMaxDepth)};
            }
        } else if ((c == ']' || c == '}') && flowDepth > 0) {
            --flowDepth;
        }
    }
    return {};
}

/// @p bytes already passed ArtifactIo::yamlText.
Result<Json> parseWithYamlCpp(const QByteArray &bytes, const QString &origin)
{
    if (Status nesting = prescanYamlNesting(bytes, origin); !nesting)
        return nesting.error();
    try {
        const YAML::Node root = YAML::Load(bytes.toStdString());
        return YamlConverter(origin).convert(root, 0);
    } catch (const YAML::Exception &e) {
        return Error{Error::Code::Malformed, ArtifactIo::tr("%1 is not valid YAML: line %2, column %3: %4")
                                                 .arg(origin)
                                                 .arg(e.mark.line + 1)
                                                 .arg(e.mark.column + 1)
                                                 .arg(fromStd(e.msg))};
    } catch (const std::exception &e) {
        return Error{Error::Code::Malformed,
                     ArtifactIo::tr("%1 is not valid YAML: %2").arg(origin, QString::fromUtf8(e.what()))};
    }
}

// ---- JSON -> YAML ---------------------------------------------------------------------

bool plainScalarWouldChange(const std::string &s)
{
    if (s.empty())
        return true;
    const Json resolved = resolvePlainScalar(s);
    if (!resolved.is_string())
        return true;
    // Forms the core schema leaves as strings but other YAML readers (1.1) treat specially.
    static const char *const kYaml11Words[] = {"yes", "no", "on", "off", "y", "n", ".inf", "-.inf",
                                               ".nan", "<<", "="};
    std::string lower = s;
    for (char &c : lower)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    for (const char *word : kYaml11Words) {
        if (lower == word)
            return true;
    }
    const char first = s.front();
    const char last = s.back();
    return first == ' ' || last == ' ' || first == '\t' || last == '\t';
}

bool needsDoubleQuotes(const std::string &s)
{
    for (unsigned char c : s) {
        if (c < 0x20 || c == 0x7f)
            return true;
    }
    return plainScalarWouldChange(s);
}

void emitValue(YAML::Emitter &out, const Json &value)
{
    switch (value.type()) {
    case Json::value_t::object:
        if (value.empty()) {
            out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
            break;
        }
        out << YAML::BeginMap;
        for (const auto &[key, item] : value.items()) {
            out << YAML::Key;
            if (needsDoubleQuotes(key))
                out << YAML::DoubleQuoted;
            out << key << YAML::Value;
            emitValue(out, item);
        }
        out << YAML::EndMap;
        break;
    case Json::value_t::array:
        if (value.empty()) {
            out << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
            break;
        }
        out << YAML::BeginSeq;
        for (const Json &item : value)
            emitValue(out, item);
        out << YAML::EndSeq;
        break;
    case Json::value_t::string: {
        const std::string &s = value.get_ref<const std::string &>();
        if (needsDoubleQuotes(s))
            out << YAML::DoubleQuoted;
        out << s;
        break;
    }
    case Json::value_t::boolean:
        out << (value.get<bool>() ? "true" : "false");
        break;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
        out << value.dump();
        break;
    case Json::value_t::null:
    case Json::value_t::discarded:
    case Json::value_t::binary:
        out << YAML::Null;
        break;
    }
}

} // namespace

DocumentFormat ArtifactIo::formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return (suffix == u"yaml"_s || suffix == u"yml"_s) ? DocumentFormat::Yaml : DocumentFormat::Json;
}

Result<QByteArray> ArtifactIo::readFile(const QString &path, qint64 maxBytes)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{Error::Code::NotFound, tr("%1 does not exist.").arg(path)};
    if (info.isDir())
        return Error{Error::Code::NotAFile, tr("%1 is a folder, not a file.").arg(path)};
    if (info.size() > maxBytes) {
        return Error{Error::Code::TooLarge, tr("%1 is %2; an artifact is at most %3, so it was not read.")
                                                .arg(path, humanSize(info.size()), humanSize(maxBytes))};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Code::Unreadable, tr("%1 cannot be read: %2").arg(path, file.errorString())};
    QByteArray bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return Error{Error::Code::Unreadable, tr("%1 cannot be read: %2").arg(path, file.errorString())};
    if (bytes.size() > maxBytes) {
        return Error{Error::Code::TooLarge,
                     tr("%1 is larger than %2; an artifact is never that large, so it was not read.")
                         .arg(path, humanSize(maxBytes))};
    }
    if (bytes.isEmpty())
        return Error{Error::Code::Empty, tr("%1 is empty.").arg(path)};
    return bytes;
}

qsizetype ArtifactIo::firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // Eight ASCII bytes at a time (artifacts are mostly ASCII).
        std::uint64_t word;
        while (n - i >= 8 && (std::memcpy(&word, p + i, 8), (word & 0x8080808080808080ull) == 0))
            i += 8;
        if (i >= n)
            break;
        if (p[i] < 0x80) {
            ++i;
            continue;
        }
        const std::size_t length = utf8SequenceLength(p + i, std::size_t(n - i));
        if (length == 0)
            return i;
        i += qsizetype(length);
    }
    return -1;
}

Status ArtifactIo::checkText(const QByteArray &bytes, const QString &origin)
{
    const qsizetype bad = firstInvalidUtf8(bytes);
    if (bad >= 0) {
        return Error{Error::Code::NotUtf8, tr("%1 is not UTF-8 text (byte 0x%2 at offset %3).")
                                               .arg(origin)
                                               .arg(uint(uchar(bytes[bad])), 2, 16, QLatin1Char('0'))
                                               .arg(bad)};
    }
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    auto control = [&](qsizetype i) -> std::optional<Error> {
        const uchar c = p[i];
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') {
            return Error{Error::Code::NotUtf8, tr("%1 contains binary data (byte 0x%2 at offset %3), not text.")
                                                   .arg(origin)
                                                   .arg(uint(c), 2, 16, QLatin1Char('0'))
                                                   .arg(i)};
        }
        return std::nullopt;
    };
    // Eight bytes at a time: only a word with a byte below 0x20 (a newline, usually) is looked
    // at byte by byte; the test is exact for ASCII and never misses a control byte.
    qsizetype i = 0;
    for (; n - i >= 8; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, p + i, 8);
        if (((word - 0x2020202020202020ull) & ~word & 0x8080808080808080ull) == 0)
            continue;
        for (qsizetype k = i; k < i + 8; ++k) {
            if (std::optional<Error> error = control(k))
                return *error;
        }
    }
    for (; i < n; ++i) {
        if (std::optional<Error> error = control(i))
            return *error;
    }
    return {};
}

Result<Json> ArtifactIo::parseJson(const QByteArray &input, const QString &origin)
{
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (Status text = checkText(bytes, origin); !text)
        return text.error();
    if (bytes.trimmed().isEmpty())
        return Error{Error::Code::Empty, tr("%1 is empty.").arg(origin)};
    if (jsonNestingDepth(bytes) > kMaxDepth) {
        return Error{Error::Code::TooDeep,
                     tr("%1 is nested more than %2 levels deep.").arg(origin).arg(kMaxDepth)};
    }
    try {
        return Json::parse(bytes.cbegin(), bytes.cend());
    } catch (const Json::parse_error &e) {
        QString what = QString::fromUtf8(e.what());
        what.remove(0, what.indexOf(u']') + 1);
        return Error{Error::Code::Malformed, tr("%1 is not valid JSON:%2").arg(origin, what)};
    } catch (const std::exception &e) {
        return Error{Error::Code::Malformed,
                     tr("%1 is not valid JSON: %2").arg(origin, QString::fromUtf8(e.what()))};
    }
}

Result<QByteArray> ArtifactIo::yamlText(const QByteArray &input, const QString &origin)
{
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (Status text = checkText(bytes, origin); !text)
        return text.error();
    if (std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); }))
        return Error{Error::Code::Empty, tr("%1 is empty.").arg(origin)};
    return bytes;
}

Result<Json> ArtifactIo::parseYaml(const QByteArray &input, const QString &origin)
{
    const Result<QByteArray> bytes = yamlText(input, origin);
    if (!bytes)
        return bytes.error();
    // Artifacts are block YAML: read that directly, and give everything else (and every
    // error, which it names precisely) to yaml-cpp.
    if (const std::optional<BlockYaml> block = BlockYaml::parse(std::string_view(bytes->constData(), std::size_t(bytes->size()))))
        return block->toJson(block->root());
    return parseWithYamlCpp(*bytes, origin);
}

Result<Json> ArtifactIo::parseYamlGeneral(const QByteArray &input, const QString &origin)
{
    const Result<QByteArray> bytes = yamlText(input, origin);
    if (!bytes)
        return bytes.error();
    return parseWithYamlCpp(*bytes, origin);
}

Result<Json> ArtifactIo::parse(const QByteArray &bytes, DocumentFormat format, const QString &origin)
{
    return format == DocumentFormat::Yaml ? parseYaml(bytes, origin) : parseJson(bytes, origin);
}

Result<LoadedDocument> ArtifactIo::load(const QString &path)
{
    Result<QByteArray> bytes = readFile(path);
    if (!bytes)
        return bytes.error();
    const DocumentFormat format = formatForPath(path);
    Result<Json> json = parse(*bytes, format, path);
    if (!json)
        return json.error();
    return LoadedDocument{path, format, std::move(*json), sha256Hex(*bytes)};
}

QByteArray ArtifactIo::toJsonBytes(const Json &document)
{
    const std::string text = document.dump(2, ' ', false, Json::error_handler_t::replace);
    QByteArray bytes(text.data(), qsizetype(text.size()));
    bytes.append('\n');
    return bytes;
}

QByteArray ArtifactIo::toYamlBytes(const Json &document)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetMapFormat(YAML::Block);
    out.SetSeqFormat(YAML::Block);
    emitValue(out, document);
    QByteArray bytes(out.c_str(), qsizetype(out.size()));
    bytes.append('\n');
    return bytes;
}

QByteArray ArtifactIo::serialize(const Json &document, DocumentFormat format)
{
    return format == DocumentFormat::Yaml ? toYamlBytes(document) : toJsonBytes(document);
}

Status ArtifactIo::writeAll(QIODevice &device, const QByteArray &bytes, const QString &path)
{
    qsizetype written = 0;
    while (written < bytes.size()) {
        const qint64 n = device.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            return Error{Error::Code::WriteFailed,
                         tr("Could not write %1: %2").arg(path, device.errorString())};
        }
        written += n;
    }
    return {};
}

Status ArtifactIo::writeAtomically(const QString &path, const QByteArray &bytes)
{
    const QFileInfo info(path);
    if (info.isDir())
        return Error{Error::Code::NotAFile, tr("%1 is a folder, not a file.").arg(path)};
    const QDir dir = info.absoluteDir();
    if (!dir.exists())
        return Error{Error::Code::NotFound, tr("The folder %1 does not exist.").arg(dir.path())};
    QSaveFile file(path);
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly)) {
        return Error{Error::Code::WriteFailed,
                     tr("Could not create a file in %1: %2").arg(dir.path(), file.errorString())};
    }
    if (Status status = writeAll(file, bytes, path); !status) {
        file.cancelWriting();
        return status;
    }
    if (!file.commit()) {
        return Error{Error::Code::WriteFailed, tr("Could not save %1: %2 (the previous version is unchanged)")
                                                   .arg(path, file.errorString())};
    }
    return {};
}

Status ArtifactIo::save(const QString &path, const Json &document)
{
    return writeAtomically(path, serialize(document, formatForPath(path)));
}

QByteArray ArtifactIo::sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace ptq
