// The YAML codec of the artifacts: YAML 1.2 (core schema) to JSON through yaml-cpp's parser,
// strict (one document, unique plain keys, bounded nesting and size), and JSON to block YAML
// that PyYAML, ruamel and yaml-cpp all read back as written. ArtifactIo does the file side.
#include "artifacts/yamlcodec.h"

#include "artifacts/artifactio.h"
#include "artifacts/utf8.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <sstream>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// ---- YAML scalar resolution (the YAML 1.2 core schema) -------------------------------

bool isNullScalar(std::string_view s)
{
    return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL";
}

std::optional<bool> boolScalar(std::string_view s)
{
    if (s == "true" || s == "True" || s == "TRUE")
        return true;
    if (s == "false" || s == "False" || s == "FALSE")
        return false;
    return std::nullopt;
}

bool allOf(std::string_view s, bool (*pred)(char))
{
    return !s.empty() && std::all_of(s.begin(), s.end(), pred);
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isOctal(char c) { return c >= '0' && c <= '7'; }
bool isHex(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

/// A JSON number when @p s is an integer or a float in the core schema.
std::optional<Json> numberScalar(std::string_view s)
{
    if (s.empty())
        return std::nullopt;
    std::string_view body = s;
    bool negative = false;
    if (body.front() == '-' || body.front() == '+') {
        negative = body.front() == '-';
        body.remove_prefix(1);
    }
    auto integer = [&](std::string_view digits, int base) -> std::optional<Json> {
        unsigned long long magnitude = 0;
        auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), magnitude, base);
        if (ec == std::errc() && end == digits.data() + digits.size()) {
            if (!negative)
                return Json(std::uint64_t(magnitude));
            if (magnitude <= std::uint64_t(std::numeric_limits<std::int64_t>::max()) + 1)
                return Json(std::int64_t(0 - magnitude));
        }
        return std::nullopt;
    };
    if (allOf(body, isDigit)) {
        if (auto value = integer(body, 10))
            return value;
    } else if (body.size() > 2 && body.substr(0, 2) == "0o" && allOf(body.substr(2), isOctal)) {
        return integer(body.substr(2), 8);
    } else if (body.size() > 2 && body.substr(0, 2) == "0x" && allOf(body.substr(2), isHex)) {
        return integer(body.substr(2), 16);
    }
    // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
    std::size_t i = 0;
    std::size_t intDigits = 0;
    while (i < body.size() && isDigit(body[i]))
        ++i, ++intDigits;
    std::size_t fracDigits = 0;
    if (i < body.size() && body[i] == '.') {
        ++i;
        while (i < body.size() && isDigit(body[i]))
            ++i, ++fracDigits;
    }
    if (intDigits == 0 && fracDigits == 0)
        return std::nullopt;
    if (i < body.size() && (body[i] == 'e' || body[i] == 'E')) {
        ++i;
        if (i < body.size() && (body[i] == '+' || body[i] == '-'))
            ++i;
        std::size_t expDigits = 0;
        while (i < body.size() && isDigit(body[i]))
            ++i, ++expDigits;
        if (expDigits == 0)
            return std::nullopt;
    }
    if (i != body.size())
        return std::nullopt;
    // from_chars wants a digit before the point: ".5" -> "0.5", "-.5" -> "-0.5".
    const std::string_view digits = s.front() == '+' ? s.substr(1) : s;
    std::string text;
    if (digits.starts_with('.'))
        text.append(1, '0').append(digits);
    else if (digits.starts_with("-."))
        text.append("-0").append(digits.substr(1));
    else
        text.assign(digits);
    double value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return Json(value);
}

/// The YAML 1.2 core schema's reading of a plain (unquoted) scalar: null, boolean, integer,
/// float or string.
Json resolvePlainScalar(std::string_view s)
{
    if (isNullScalar(s))
        return Json(nullptr);
    if (auto b = boolScalar(s))
        return Json(*b);
    if (auto n = numberScalar(s))
        return *n;
    return Json(std::string(s));
}

/// yaml-cpp 0.7 decodes the escapes \N and \_ to the single bytes 0x85 and 0xA0, not to UTF-8;
/// everything else it reads is UTF-8 (the text was checked), so each byte that breaks UTF-8 is
/// one of those two and is re-encoded as the code point PyYAML reads (U+0085, U+00A0).
std::string utf8Scalar(const std::string &s)
{
    const auto *p = reinterpret_cast<const unsigned char *>(s.data());
    const std::size_t n = s.size();
    std::size_t i = 0;
    auto valid = [&]() {
        for (; i < n; ++i) {
            if (p[i] < 0x80)
                continue;
            const std::size_t length = utf8SequenceLength(p + i, n - i);
            if (length == 0)
                return false;
            i += length - 1;
        }
        return true;
    };
    if (valid())
        return s;
    std::string out(s, 0, i);
    while (i < n) {
        const std::size_t length = p[i] < 0x80 ? 1 : utf8SequenceLength(p + i, n - i);
        if (length == 0) {
            appendUtf8(out, p[i]);
            ++i;
        } else {
            out.append(s, i, length);
            i += length;
        }
    }
    return out;
}

// ---- YAML -> JSON ---------------------------------------------------------------------

class YamlConverter
{
    Q_DECLARE_TR_FUNCTIONS(ArtifactIo)

public:
    YamlConverter(QString origin, std::string_view text) : m_origin(std::move(origin)), m_text(text) {}

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
            if (tag == "!") {
                // yaml-cpp tags a quoted scalar "!"; an explicit "! 7" is read as text by YAML 1.2
                // readers and as a number by PyYAML, so it is refused.
                if (!quoted(node))
                    return badTag(node);
                return Json(utf8Scalar(node.Scalar()));
            }
            if (tag == kStr)
                return Json(utf8Scalar(node.Scalar()));
            Json value = resolvePlainScalar(node.Scalar());
            if (tag.empty() || tag == "?")
                return value;
            // A core-schema tag is honoured where it agrees with the text (as PyYAML's
            // safe_load reads it); any other tag, or one the text contradicts, is refused.
            if ((tag == kInt && value.is_number_integer()) || (tag == kBool && value.is_boolean())
                || (tag == kNull && value.is_null()))
                return value;
            if (tag == kFloat && value.is_number())
                return Json(value.get<double>());
            return badTag(node);
        }
        case YAML::NodeType::Sequence: {
            if (!untagged(node.Tag()) && node.Tag() != kSeq)
                return badTag(node);
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
            if (!untagged(node.Tag()) && node.Tag() != kMap)
                return badTag(node);
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
                if (!untagged(key.Tag()) && key.Tag() != kStr && !(key.Tag() == "!" && quoted(key)))
                    return badTag(key);
                const std::string name = utf8Scalar(key.Scalar());
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
    static constexpr const char *kStr = "tag:yaml.org,2002:str";
    static constexpr const char *kInt = "tag:yaml.org,2002:int";
    static constexpr const char *kFloat = "tag:yaml.org,2002:float";
    static constexpr const char *kBool = "tag:yaml.org,2002:bool";
    static constexpr const char *kNull = "tag:yaml.org,2002:null";
    static constexpr const char *kMap = "tag:yaml.org,2002:map";
    static constexpr const char *kSeq = "tag:yaml.org,2002:seq";

    QString m_origin;
    std::string_view m_text;
    qint64 m_nodes = 0;

    static bool untagged(const std::string &tag) { return tag.empty() || tag == "?"; }
    /// Whether @p node's text starts with a quote (its mark is where its properties, if any, start).
    bool quoted(const YAML::Node &node) const
    {
        const int pos = node.Mark().pos;
        return pos >= 0 && std::size_t(pos) < m_text.size() && (m_text[std::size_t(pos)] == '"' || m_text[std::size_t(pos)] == '\'');
    }

    // Tags make readers build objects (!!python/object), bytes (!!binary) or whatever a custom
    // tag means to them: an artifact holds plain values only.
    Error badTag(const YAML::Node &node) const
    {
        std::string tag = node.Tag();
        if (tag.rfind("tag:yaml.org,2002:", 0) == 0)
            tag = "!!" + tag.substr(18);
        return Error{Error::Code::Malformed,
                     tr("%1, line %2: the tag %3 is not allowed here; an artifact holds plain text, numbers, "
                        "booleans, lists and mappings only. Remove the tag.")
                         .arg(m_origin)
                         .arg(node.Mark().line + 1)
                         .arg(fromStd(tag))};
    }
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
            // Every bracket counts, even inside a plain scalar ("a[b"): an anchor, alias or tag
            // ends at one ("&a[[[" opens flow sequences), so only counting all of them is safe.
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

/// The 0-based line of the "---" (or the line after the "...") that ends the first document,
/// searched back from @p contentLine, where yaml-cpp says the second document's content is.
int secondDocumentLine(const QByteArray &bytes, int contentLine)
{
    if (contentLine < 0)
        return -1;
    const QList<QByteArray> lines = bytes.split('\n');
    for (int i = std::min(contentLine, int(lines.size()) - 1); i >= 0; --i) {
        const QByteArray &line = lines[i];
        const bool marker = line.size() == 3 || (line.size() > 3 && (line[3] == ' ' || line[3] == '\t' || line[3] == '\r'));
        if (marker && line.startsWith("---"))
            return i;
        if (marker && line.startsWith("..."))
            return i + 1;
    }
    return contentLine;
}

/// Where each document of a stream starts, from yaml-cpp's parser events (nothing is built).
class DocumentStarts final : public YAML::EventHandler
{
public:
    std::vector<YAML::Mark> starts;

    void OnDocumentStart(const YAML::Mark &mark) override { starts.push_back(mark); }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark &, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t, const std::string &) override {}
    void OnSequenceStart(const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override {}
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override {}
    void OnMapEnd() override {}
};

/// @p bytes already passed ArtifactIo::yamlText.
Result<Json> parseWithYamlCpp(const QByteArray &bytes, const QString &origin)
{
    if (Status nesting = prescanYamlNesting(bytes, origin); !nesting)
        return nesting.error();
    try {
        // Every document is read: a second one would be dropped silently by YAML::Load (and
        // PyYAML's safe_load refuses a stream of several).
        // Not YAML::LoadAll: yaml-cpp 0.7 loops forever on a stream that starts with a stray
        // flow token (", a]", found by fuzzing) — the parser is asked for two documents at most.
        const std::string text = bytes.toStdString();
        const YAML::Node root = YAML::Load(text);
        std::istringstream stream(text);
        YAML::Parser parser(stream);
        DocumentStarts documents;
        if (parser.HandleNextDocument(documents) && parser.HandleNextDocument(documents) && documents.starts.size() > 1) {
            const YAML::Mark second = documents.starts[1];
            if (second.pos <= documents.starts[0].pos) { // the parser did not move: a token no document can hold
                return Error{Error::Code::Malformed, ArtifactIo::tr("%1 is not valid YAML: line %2, column %3: %4")
                                                         .arg(origin)
                                                         .arg(second.line + 1)
                                                         .arg(second.column + 1)
                                                         .arg(u"a flow indicator outside a flow collection"_s)};
            }
            const int line = secondDocumentLine(bytes, second.line);
            return Error{Error::Code::Malformed,
                         line >= 0 ? ArtifactIo::tr("%1, line %2: a second YAML document starts here; an artifact is one "
                                                    "document. Remove the \"---\" and what follows it, or split the file.")
                                         .arg(origin)
                                         .arg(line + 1)
                                   : ArtifactIo::tr("%1 holds more than one YAML document; an artifact is one document. "
                                                    "Remove the second \"---\" and what follows it, or split the file.")
                                         .arg(origin)};
        }
        return YamlConverter(origin, text).convert(root, 0);
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

// ---- What every YAML reader takes as written ------------------------------------------

/// Offset of the first character in @p bytes (valid UTF-8) that YAML readers do not all take
/// raw: DEL and the C1 controls, which PyYAML refuses (NEL among them, a line break to YAML 1.1
/// readers and text to YAML 1.2 ones), the line and paragraph separators (the same split) and
/// the non-characters U+FFFE and U+FFFF. -1 when there is none. @p length gets its size.
qsizetype firstUnportableYamlChar(const char *data, qsizetype n, int *length = nullptr)
{
    const auto *p = reinterpret_cast<const unsigned char *>(data);
    qsizetype i = 0;
    while (i < n) {
        // Eight bytes at a time past ASCII without DEL (artifacts are mostly ASCII).
        std::uint64_t word;
        while (n - i >= 8 && (std::memcpy(&word, p + i, 8), (word & 0x8080808080808080ull) == 0)
               && (((word ^ 0x7f7f7f7f7f7f7f7full) - 0x0101010101010101ull) & ~(word ^ 0x7f7f7f7f7f7f7f7full)
                   & 0x8080808080808080ull) == 0)
            i += 8;
        if (i >= n)
            break;
        const unsigned char c = p[i];
        int size = 0;
        if (c == 0x7f)
            size = 1;
        else if (c == 0xC2 && i + 1 < n && p[i + 1] <= 0x9F)
            size = 2;
        else if (c == 0xE2 && i + 2 < n && p[i + 1] == 0x80 && (p[i + 2] == 0xA8 || p[i + 2] == 0xA9))
            size = 3;
        else if (c == 0xEF && i + 2 < n && p[i + 1] == 0xBF && (p[i + 2] == 0xBE || p[i + 2] == 0xBF))
            size = 3;
        if (size) {
            if (length)
                *length = size;
            return i;
        }
        ++i;
    }
    return -1;
}

bool yamlPortable(const std::string &s)
{
    return firstUnportableYamlChar(s.data(), qsizetype(s.size())) < 0;
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
    if (first == ' ' || last == ' ' || first == '\t' || last == '\t')
        return true;
    // "--- x" or "... x" at the start of a line (a top-level scalar or key) marks a document
    // (found by fuzz_yaml).
    return (s.starts_with("---") || s.starts_with("...")) && (s.size() == 3 || s[3] == ' ' || s[3] == '\t');
}

bool needsDoubleQuotes(const std::string &s)
{
    for (unsigned char c : s) {
        if (c < 0x20 || c == 0x7f)
            return true;
    }
    // A scalar that starts like block structure ("- - -", "? ", ": ") is quoted, so that the
    // reader's nesting prescan, which counts a line's leading spaces and markers, stops at the
    // quote (a deep sequence ending in "- -  - … b" read as 534 columns of nesting; fuzz_yaml).
    if (!s.empty() && (s.front() == '-' || s.front() == '?' || s.front() == ':'))
        return true;
    // Brackets and braces are quoted too: the prescan counts them as flow nesting wherever they
    // could open a collection, and a plain key of 150 '[' written back was refused as 128 levels
    // deep (fuzz_yaml).
    if (s.find_first_of("[]{}") != std::string::npos)
        return true;
    // And a quote after a space or a tab: plain text to YAML ("0pp \"y-"), but the prescan takes it
    // for the start of a quoted scalar that runs to the next quote, lines later, and then counts
    // the brackets inside the real quoted scalars as nesting (fuzz_yaml, 2026-12-06).
    for (std::size_t i = 1; i < s.size(); ++i) {
        if ((s[i] == '"' || s[i] == '\'') && (s[i - 1] == ' ' || s[i - 1] == '\t'))
            return true;
    }
    return !yamlPortable(s) || plainScalarWouldChange(s);
}

/// @p s as a double-quoted YAML scalar that every reader takes: escapes for the controls, DEL,
/// C1, the separators, a BOM and the non-characters; every other character as it is.
std::string portableDoubleQuoted(const std::string &s)
{
    std::string out = "\"";
    const auto *p = reinterpret_cast<const unsigned char *>(s.data());
    const std::size_t n = s.size();
    char hex[16];
    for (std::size_t i = 0; i < n;) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            case '\r': out += "\\r"; break;
            case '\0': out += "\\0"; break;
            default:
                if (c < 0x20 || c == 0x7f) {
                    std::snprintf(hex, sizeof hex, "\\x%02X", unsigned(c));
                    out += hex;
                } else {
                    out += char(c);
                }
            }
            ++i;
            continue;
        }
        std::size_t length = utf8SequenceLength(p + i, n - i);
        if (length == 0) {
            out += "\\uFFFD"; // not UTF-8: what every writer here does with it
            ++i;
            continue;
        }
        std::uint32_t cp = c & (0xFF >> (length + 1));
        for (std::size_t k = 1; k < length; ++k)
            cp = (cp << 6) | (p[i + k] & 0x3F);
        if ((cp >= 0x80 && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || cp == 0xFEFF || cp == 0xFFFE || cp == 0xFFFF) {
            std::snprintf(hex, sizeof hex, "\\u%04X", unsigned(cp));
            out += hex;
        } else {
            out.append(s, i, length);
        }
        i += length;
    }
    out += '"';
    return out;
}

/// JSON -> block YAML through yaml-cpp's emitter. Strings yaml-cpp cannot write so that every
/// reader takes them (it writes DEL raw, U+FFFE and U+FDD0 as U+FFFD, the separators raw) and
/// every string that needs double quotes go out as a unique placeholder that is replaced by our
/// own double-quoted form afterwards.
class YamlWriter
{
public:
    YamlWriter()
    {
        m_out.SetIndent(2);
        m_out.SetMapFormat(YAML::Block);
        m_out.SetSeqFormat(YAML::Block);
        const quint64 a = QRandomGenerator::global()->generate64();
        const quint64 b = QRandomGenerator::global()->generate64();
        m_nonce = "ptqesc" + QByteArray::number(a, 36).toStdString() + QByteArray::number(b, 36).toStdString() + "n";
    }

    QByteArray finish(const Json &document)
    {
        emitValue(document);
        QByteArray bytes(m_out.c_str(), qsizetype(m_out.size()));
        for (const auto &[token, text] : m_escaped)
            bytes.replace(QByteArray::fromStdString(token), QByteArray::fromStdString(text));
        bytes.append('\n');
        return bytes;
    }

private:
    YAML::Emitter m_out;
    std::string m_nonce;
    std::vector<std::pair<std::string, std::string>> m_escaped;

    void emitString(const std::string &s, bool key)
    {
        // An implicit key is at most 1024 characters to every reader, counted as written:
        // quotes and escapes included. A key that may be longer goes out as an explicit
        // "? key". An escape is at most four characters per byte of UTF-8 (\xNN for one
        // byte, \uNNNN for two or three, \UNNNNNNNN for four), so 250 bytes stay under the
        // limit whoever escapes them (a key of backslashes was found by fuzz_yaml).
        if (key && s.size() > kImplicitKeyBytes)
            m_out << YAML::LongKey;
        // Every double-quoted string is written by us: yaml-cpp's double-quoted writer turns
        // the non-characters U+FDD0..U+FDEF and U+nFFFE/U+nFFFF into U+FFFD (found by
        // fuzz_yaml); its plain scalars keep them.
        if (!yamlPortable(s) || needsDoubleQuotes(s)) {
            std::string token = m_nonce + std::to_string(m_escaped.size()) + "z";
            m_escaped.emplace_back(token, portableDoubleQuoted(s));
            m_out << token;
            return;
        }
        m_out << s;
    }

    static constexpr std::size_t kImplicitKeyBytes = 250;

    void emitValue(const Json &value)
    {
        YAML::Emitter &out = m_out;
        switch (value.type()) {
        case Json::value_t::object:
            if (value.empty()) {
                out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
                break;
            }
            out << YAML::BeginMap;
            for (const auto &[key, item] : value.items()) {
                out << YAML::Key;
                emitString(key, true);
                out << YAML::Value;
                emitValue(item);
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
                emitValue(item);
            out << YAML::EndSeq;
            break;
        case Json::value_t::string:
            emitString(value.get_ref<const std::string &>(), false);
            break;
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
};

} // namespace

namespace yaml {

qsizetype firstUnportableChar(const char *data, qsizetype n, int *length)
{
    return firstUnportableYamlChar(data, n, length);
}

Result<Json> read(const QByteArray &bytes, const QString &origin)
{
    return parseWithYamlCpp(bytes, origin);
}

QByteArray write(const Json &document)
{
    return YamlWriter().finish(document);
}

} // namespace yaml

} // namespace ptq
