#include "artifacts/blockyaml.h"

#include "artifacts/artifactio.h"
#include "artifacts/jsonscanner.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace ptq {

namespace {

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
    if (s.empty())
        return false;
    for (char c : s) {
        if (!pred(c))
            return false;
    }
    return true;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isOctal(char c) { return c >= '0' && c <= '7'; }
bool isHex(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// Returns a JSON number when @p s is an integer or float in the core schema.
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

} // namespace

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


namespace {

/// Characters a plain scalar or key may not start with (YAML's indicators); '-' is handled
/// apart ("-1" is a scalar, "- 1" a sequence entry).
bool isIndicator(char c)
{
    return std::strchr("?:,[]{}#&*!|>'\"%@`", c) != nullptr && c != '\0';
}

/// Whether a plain scalar or key may start at b: not on an indicator, except "?" and ":"
/// followed by a character that is not a space ("?0", ":x").
bool plainMayStart(const char *b, const char *e)
{
    if ((*b == '?' || *b == ':') && b + 1 < e && b[1] != ' ')
        return true;
    return !isIndicator(*b);
}

bool isSeqEntry(const char *b, const char *e)
{
    return b < e && *b == '-' && (b + 1 == e || b[1] == ' ');
}

} // namespace

class BlockYaml::Parser
{
public:
    Parser(BlockYaml &doc, std::string_view text) : m_doc(doc), m_text(text) {}

    bool run()
    {
        if (!splitLines() || m_lines.empty())
            return false;
        m_doc.m_nodes.reserve(m_lines.size() + 1);
        const std::uint32_t root = block(0);
        return root == 0 && m_i == m_lines.size();
    }

private:
    enum class KeyKind { Key, Scalar, Invalid };
    /// Well inside ArtifactIo::kMaxDepth: near that limit the general reader decides (it
    /// counts levels its own way), so both never disagree about a document that deep.
    static constexpr int kMaxBlockDepth = ArtifactIo::kMaxDepth / 2;
    /// YAML limits an implicit key to 1024 characters (yaml-cpp and PyYAML refuse longer ones,
    /// counting a little differently): a key anywhere near that is left to the general reader.
    static constexpr std::ptrdiff_t kMaxImplicitKey = 1000;

    BlockYaml &m_doc;
    std::string_view m_text;
    std::vector<Line> m_lines;
    std::size_t m_i = 0;   ///< the line being read
    bool m_sawStart = false; ///< a leading "---" was skipped

    bool splitLines()
    {
        const char *p = m_text.data();
        const char *const end = p + m_text.size();
        // Tabs (indentation must be spaces), CR and NUL are left to the general parser.
        for (const char c : {'\t', '\r', '\0'}) {
            if (std::memchr(p, c, m_text.size()))
                return false;
        }
        // A byte order mark past the start, the characters YAML 1.1 readers count as line
        // breaks (NEL, LS, PS), C1 controls and the non-characters U+FFFE and U+FFFF: left to
        // yaml-cpp, whose reading of them is its own.
        for (const char *lead = p; (lead = findLead(lead, end)) != end; ++lead) {
            const std::string_view at(lead, std::size_t(end - lead));
            // C1 controls U+0080-U+009F (NEL among them): not printable YAML.
            if (at.size() >= 2 && at[0] == '\xC2' && static_cast<unsigned char>(at[1]) <= 0x9F)
                return false;
            for (const std::string_view special : {"\xEF\xBB\xBF", "\xE2\x80\xA8", "\xE2\x80\xA9", "\xEF\xBF\xBE", "\xEF\xBF\xBF"}) {
                if (at.starts_with(special))
                    return false;
            }
        }
        while (p < end) {
            const char *const start = p;
            const char *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
            if (!nl)
                nl = end;
            p = nl + 1;
            // The general reader refuses lines that open with more than 512 of " -?:" (deep
            // nesting); so does this one, so both say the same about such text.
            const char *b = start;
            while (b < nl && *b == ' ')
                ++b;
            const char *run = b;
            while (run < nl && (*run == ' ' || *run == '-' || *run == '?' || *run == ':'))
                ++run;
            if (run - start > 512)
                return false;
            const char *e = nl;
            while (e > b && e[-1] == ' ')
                --e;
            if (b == e || *b == '#')
                continue; // blank or comment line
            if (b == start && (*b == '%' || (e - b >= 3 && (std::memcmp(b, "---", 3) == 0 || std::memcmp(b, "...", 3) == 0)))) {
                // One leading "---" is a document start; directives, document ends and
                // further documents are not artifacts of this shape.
                if (m_lines.empty() && e - b == 3 && *b == '-' && !m_sawStart) {
                    m_sawStart = true;
                    continue;
                }
                return false;
            }
            m_lines.push_back({b, e, int(b - start)});
        }
        return true;
    }
    /// Plain text in [b, e) read up to its first ':' followed by a space or the line's end
    /// (colon, or e when there is none). Refused when the text before it holds what this
    /// subset leaves to the general reader: a comment (" #"), an opening bracket ('[', '{':
    /// the general reader's nesting pre-scan counts them), or a quote after a space ("don 't":
    /// the pre-scan takes it for an opening quote). One pass, a table lookup per byte.
    struct PlainScan
    {
        const char *colon;
        bool refused;
    };
    static PlainScan scanPlain(const char *b, const char *e)
    {
        static constexpr auto kSpecial = [] {
            std::array<bool, 256> t{};
            for (const unsigned char c : {':', '#', '[', '{', '\'', '"'})
                t[c] = true;
            return t;
        }();
        for (const char *p = b; p < e; ++p) {
            const unsigned char c = static_cast<unsigned char>(*p);
            if (!kSpecial[c])
                continue;
            if (c == ':') {
                if (p + 1 == e || p[1] == ' ')
                    return {p, false};
            } else if (c == '[' || c == '{') {
                return {p, true};
            } else if (p > b && p[-1] == ' ') {
                return {p, true}; // " #", " '", ' "'
            }
        }
        return {e, false};
    }

    /// The next byte from p that is 0xC2, 0xE2 or 0xEF (where those characters start), or end.
    static const char *findLead(const char *p, const char *end)
    {
        for (; p < end; ++p) {
            std::uint64_t word;
            while (end - p >= 8 && (std::memcpy(&word, p, 8), (word & 0x8080808080808080ull) == 0))
                p += 8; // ASCII
            if (p == end)
                break;
            const unsigned char c = static_cast<unsigned char>(*p);
            if (c == 0xC2 || c == 0xE2 || c == 0xEF)
                return p;
        }
        return end;
    }

    std::uint32_t add(Type type, const char *begin, int column)
    {
        if (m_doc.m_nodes.size() >= std::size_t(ArtifactIo::kMaxYamlNodes))
            return kNone;
        Node node;
        node.type = type;
        node.column = column;
        node.text = std::string_view(begin, 0);
        m_doc.m_nodes.push_back(node);
        return std::uint32_t(m_doc.m_nodes.size() - 1);
    }

    void finish(std::uint32_t index, const char *begin)
    {
        m_doc.m_nodes[index].text = std::string_view(begin, std::size_t(m_lines[m_i - 1].end - begin));
    }

    std::uint32_t block(int depth)
    {
        if (depth > kMaxBlockDepth)
            return kNone;
        const Line &line = m_lines[m_i];
        return isSeqEntry(line.begin, line.end) ? sequence(depth) : mapping(depth);
    }

    /// A value that ends on its own line: "key:" or "-" with nothing after it. The next lines
    /// hold it when they are indented deeper (or, for a mapping's key, are "- " entries at
    /// the key's own indentation); otherwise it is null.
    std::uint32_t nestedValue(int indent, bool sequenceAtSameIndent, int depth, const char *at)
    {
        if (m_i < m_lines.size()) {
            const Line &next = m_lines[m_i];
            if (next.indent > indent)
                return block(depth);
            if (sequenceAtSameIndent && next.indent == indent && isSeqEntry(next.begin, next.end))
                return depth > kMaxBlockDepth ? kNone : sequence(depth);
        }
        return add(Type::Null, at, 0);
    }

    /// A mapping or sequence node starting at the current line.
    struct Opened
    {
        int indent;
        const char *begin;
        std::uint32_t self;
    };
    Opened open(Type type)
    {
        const Line &line = m_lines[m_i];
        return {line.indent, line.begin, add(type, line.begin, line.indent)};
    }

    std::uint32_t mapping(int depth)
    {
        const auto [indent, begin, self] = open(Type::Map);
        if (self == kNone)
            return kNone;
        std::uint32_t last = kNone;
        std::vector<std::string_view> keys;
        while (m_i < m_lines.size() && m_lines[m_i].indent == indent && !isSeqEntry(m_lines[m_i].begin, m_lines[m_i].end)) {
            const Line line = m_lines[m_i];
            std::string_view key;
            const char *rest = nullptr;
            if (keyOf(line.begin, line.end, key, rest) != KeyKind::Key)
                return kNone;
            std::uint32_t child;
            ++m_i;
            if (rest == line.end) {
                child = nestedValue(indent, true, depth + 1, rest);
            } else {
                child = scalar(rest, line.end);
                if (m_i < m_lines.size() && m_lines[m_i].indent > indent)
                    return kNone; // a continuation line: a multi-line scalar
            }
            if (child == kNone)
                return kNone;
            m_doc.m_nodes[child].key = key;
            link(self, last, child);
            keys.push_back(key);
        }
        if (m_i < m_lines.size() && m_lines[m_i].indent > indent)
            return kNone;
        if (hasDuplicates(keys))
            return kNone; // the general parser names the key and its line
        finish(self, begin);
        return self;
    }

    std::uint32_t sequence(int depth)
    {
        const auto [indent, begin, self] = open(Type::Seq);
        if (self == kNone)
            return kNone;
        std::uint32_t last = kNone;
        while (m_i < m_lines.size() && m_lines[m_i].indent == indent && isSeqEntry(m_lines[m_i].begin, m_lines[m_i].end)) {
            Line &line = m_lines[m_i];
            const char *rest = line.begin + 1;
            while (rest < line.end && *rest == ' ')
                ++rest;
            std::uint32_t child;
            std::string_view unusedKey;
            const char *unusedRest = nullptr;
            if (rest == line.end) {
                ++m_i;
                child = nestedValue(indent, false, depth + 1, rest);
            } else if (isSeqEntry(rest, line.end) || keyOf(rest, line.end, unusedKey, unusedRest) == KeyKind::Key) {
                // "- - x" or "- key: value": the entry's value starts on this line, at this column.
                line.indent += int(rest - line.begin);
                line.begin = rest;
                child = block(depth + 1);
            } else {
                ++m_i;
                child = scalar(rest, line.end);
            }
            if (child == kNone)
                return kNone;
            if (m_i < m_lines.size() && m_lines[m_i].indent > indent)
                return kNone;
            link(self, last, child);
        }
        finish(self, begin);
        return self;
    }

    void link(std::uint32_t parent, std::uint32_t &last, std::uint32_t child)
    {
        Node &p = m_doc.m_nodes[parent];
        if (last == kNone)
            p.first = child;
        else
            m_doc.m_nodes[last].next = child;
        ++p.size;
        last = child;
    }

    static bool hasDuplicates(const std::vector<std::string_view> &keys)
    {
        if (keys.size() <= 16) {
            for (std::size_t i = 0; i < keys.size(); ++i) {
                for (std::size_t j = i + 1; j < keys.size(); ++j) {
                    if (keys[i] == keys[j])
                        return true;
                }
            }
            return false;
        }
        // Open addressing over the keys' indices: no allocation per key.
        std::size_t capacity = 64;
        while (capacity < keys.size() * 2)
            capacity *= 2;
        std::vector<std::uint32_t> table(capacity, kNone);
        for (std::uint32_t i = 0; i < keys.size(); ++i) {
            std::uint64_t h = 0xcbf29ce484222325ull;
            for (const char c : keys[i])
                h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
            for (std::size_t slot = h & (capacity - 1);; slot = (slot + 1) & (capacity - 1)) {
                if (table[slot] == kNone) {
                    table[slot] = i;
                    break;
                }
                if (keys[table[slot]] == keys[i])
                    return true;
            }
        }
        return false;
    }

    /// Reads "key: rest" from [b, e): rest is where the value starts (== e when it is on the
    /// following lines). Scalar when the text is a value, not a key; Invalid when it is
    /// neither in this subset.
    KeyKind keyOf(const char *b, const char *e, std::string_view &key, const char *&rest)
    {
        const char *p = b;
        if (*b == '"' || *b == '\'') {
            if (!quoted(p, e, key))
                return KeyKind::Invalid;
            while (p < e && *p == ' ')
                ++p;
            if (p == e)
                return KeyKind::Scalar;
            if (*p != ':' || (p + 1 < e && p[1] != ' '))
                return KeyKind::Invalid;
            if (p - b > kMaxImplicitKey)
                return KeyKind::Invalid;
        } else {
            if ((e - b == 2 && (std::memcmp(b, "[]", 2) == 0 || std::memcmp(b, "{}", 2) == 0)))
                return KeyKind::Scalar;
            if (!plainMayStart(b, e))
                return KeyKind::Invalid;
            const PlainScan scan = scanPlain(b, e);
            p = scan.colon;
            if (scan.refused)
                return KeyKind::Invalid;
            if (p == e)
                return KeyKind::Scalar;
            const char *k = p;
            while (k > b && k[-1] == ' ')
                --k;
            key = std::string_view(b, std::size_t(k - b));
            if (p - b > kMaxImplicitKey)
                return KeyKind::Invalid;
            // A merge key, and keys yaml-cpp reads as null nodes rather than text.
            if (key == "<<" || key == "~" || key == "null" || key == "Null" || key == "NULL")
                return KeyKind::Invalid;
        }
        rest = p + 1;
        while (rest < e && *rest == ' ')
            ++rest;
        return KeyKind::Key;
    }

    /// A one-line scalar, `{}` or `[]` in [b, e).
    std::uint32_t scalar(const char *b, const char *e)
    {
        const std::string_view text(b, std::size_t(e - b));
        if (text == "{}" || text == "[]") {
            const std::uint32_t n = add(text == "{}" ? Type::Map : Type::Seq, b, 0);
            if (n != kNone)
                m_doc.m_nodes[n].text = text;
            return n;
        }
        std::string_view value;
        Style style = Style::Plain;
        if (*b == '"' || *b == '\'') {
            const char *p = b;
            if (!quoted(p, e, value) || p != e)
                return kNone;
            style = Style::Quoted;
        } else if (*b == '[' && e[-1] == ']') {
            return flowSequence(b, e);
        } else {
            if (!plainMayStart(b, e) || isSeqEntry(b, e))
                return kNone;
            const PlainScan scan = scanPlain(b, e);
            if (scan.refused || scan.colon != e)
                return kNone;
            value = text;
        }
        const std::uint32_t n = add(Type::Scalar, b, 0);
        if (n != kNone) {
            Node &node = m_doc.m_nodes[n];
            node.style = style;
            node.scalar = value;
            node.text = text;
        }
        return n;
    }

    /// "[a, 'b', c]" on one line: scalars only (nothing nested, no empty entries).
    std::uint32_t flowSequence(const char *b, const char *e)
    {
        const std::uint32_t self = add(Type::Seq, b, 0);
        if (self == kNone)
            return kNone;
        std::uint32_t last = kNone;
        const char *p = b + 1;
        const char *const close = e - 1;
        auto skipSpaces = [&] {
            while (p < close && *p == ' ')
                ++p;
        };
        skipSpaces();
        while (p < close) {
            const char *const start = p;
            std::string_view value;
            Style style = Style::Plain;
            if (*p == '"' || *p == '\'') {
                if (!quoted(p, close, value))
                    return kNone;
                style = Style::Quoted;
            } else {
                if (isIndicator(*p) || isSeqEntry(p, close))
                    return kNone;
                // Flow context is stricter than block context (yaml-cpp refuses "a?b" there):
                // words of letters, digits, UTF-8 and -_./+~= only; anything else, yaml-cpp reads.
                while (p < close && *p != ',') {
                    const unsigned char c = static_cast<unsigned char>(*p);
                    if (!(c >= 0x80 || std::isalnum(c) || std::strchr("-_./+~= ", *p)))
                        return kNone;
                    ++p;
                }
                const char *end = p;
                while (end > start && end[-1] == ' ')
                    --end;
                value = std::string_view(start, std::size_t(end - start));
            }
            const char *const end = p;
            skipSpaces();
            if (p < close) {
                if (*p != ',')
                    return kNone;
                ++p;
                skipSpaces();
                if (p == close)
                    return kNone; // a trailing comma
            }
            const std::uint32_t item = add(Type::Scalar, start, 0);
            if (item == kNone)
                return kNone;
            Node &node = m_doc.m_nodes[item];
            node.style = style;
            node.scalar = value;
            node.text = std::string_view(start, std::size_t(end - start));
            link(self, last, item);
        }
        m_doc.m_nodes[self].text = std::string_view(b, std::size_t(e - b));
        return self;
    }

    /// A quoted scalar starting at p (on its quote); p ends after the closing quote.
    bool quoted(const char *&p, const char *e, std::string_view &out)
    {
        const char quote = *p++;
        const char *const start = p;
        // Fast path: nothing to unescape.
        const char *q = static_cast<const char *>(std::memchr(start, quote, std::size_t(e - start)));
        if (!q)
            return false; // continues on the next line
        if (quote == '"') {
            if (const void *escape = std::memchr(start, '\\', std::size_t(q - start)))
                q = static_cast<const char *>(escape);
        }
        if (*q == quote && !(quote == '\'' && q + 1 < e && q[1] == '\'')) {
            out = std::string_view(start, std::size_t(q - start));
            p = q + 1;
            return true;
        }
        std::string decoded(start, std::size_t(q - start));
        p = q;
        while (true) {
            if (p == e)
                return false;
            const char c = *p;
            if (c == quote) {
                if (quote == '\'' && p + 1 < e && p[1] == '\'') {
                    decoded += '\'';
                    p += 2;
                    continue;
                }
                ++p;
                break;
            }
            if (quote == '"' && c == '\\') {
                if (++p == e)
                    return false;
                if (!unescape(p, e, decoded))
                    return false;
                continue;
            }
            decoded += c;
            ++p;
        }
        out = m_doc.m_decoded.emplace_back(std::move(decoded));
        return true;
    }

    /// One escape after a backslash; p is on the escape's letter.
    static bool unescape(const char *&p, const char *e, std::string &out)
    {
        const char c = *p++;
        switch (c) {
        case '0': out += '\0'; return true;
        case 'a': out += '\a'; return true;
        case 'b': out += '\b'; return true;
        case 't': out += '\t'; return true;
        case 'n': out += '\n'; return true;
        case 'v': out += '\v'; return true;
        case 'f': out += '\f'; return true;
        case 'r': out += '\r'; return true;
        case 'e': out += '\x1b'; return true;
        case ' ': out += ' '; return true;
        case '"': out += '"'; return true;
        case '/': out += '/'; return true;
        case '\\': out += '\\'; return true;
        // \N, \_, \L and \P: yaml-cpp writes them as single bytes, not UTF-8; it decides.
        case 'x':
        case 'u':
        case 'U': {
            const int digits = c == 'x' ? 2 : c == 'u' ? 4 : 8;
            if (e - p < digits)
                return false;
            std::uint32_t cp = 0;
            const auto [end, ec] = std::from_chars(p, p + digits, cp, 16);
            if (ec != std::errc() || end != p + digits)
                return false;
            p += digits;
            // Surrogates, out-of-range and NUL code points, and \x80-\xFF (yaml-cpp does not
            // write those as UTF-8): the general parser decides.
            if (cp == 0 || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF || (c == 'x' && cp >= 0x80))
                return false;
            appendUtf8(out, cp);
            return true;
        }
        default:
            return false;
        }
    }
};

std::optional<BlockYaml> BlockYaml::parse(std::string_view text)
{
    BlockYaml doc;
    if (text.empty() || !Parser(doc, text).run())
        return std::nullopt;
    return doc;
}

bool BlockYaml::sameText(std::uint32_t index, const BlockYaml &other, std::uint32_t otherIndex) const
{
    const Node &a = m_nodes[index];
    const Node &b = other.m_nodes[otherIndex];
    return a.type == b.type && a.style == b.style && a.column == b.column && a.text == b.text;
}

Json BlockYaml::toJson(std::uint32_t index) const
{
    const Node &n = m_nodes[index];
    switch (n.type) {
    case Type::Null: return Json(nullptr);
    case Type::Scalar: return n.style == Style::Plain ? resolvePlainScalar(n.scalar) : Json(std::string(n.scalar));
    case Type::Map: {
        Json object = Json::object();
        auto &members = object.get_ref<Json::object_t &>();
        members.reserve(n.size);
        for (std::uint32_t c = n.first; c != kNone; c = m_nodes[c].next)
            members.Container::emplace_back(std::string(m_nodes[c].key), toJson(c));
        return object;
    }
    case Type::Seq: {
        Json array = Json::array();
        auto &items = array.get_ref<Json::array_t &>();
        items.reserve(n.size);
        for (std::uint32_t c = n.first; c != kNone; c = m_nodes[c].next)
            items.push_back(toJson(c));
        return array;
    }
    }
    return Json(nullptr);
}

} // namespace ptq
