#include "artifacts/jsonscanner.h"

#include <charconv>
#include <algorithm>
#include <cstring>

namespace ptq {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}


} // namespace

/// Whether a valid JSON number is beyond a double's range (underflow to zero is fine).
/// std::from_chars, unlike strtod, does not depend on the C locale.
bool overflowsDouble(std::string_view lexeme)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(lexeme.data(), lexeme.data() + lexeme.size(), value);
    if (ec != std::errc::result_out_of_range)
        return false;
    // Out of range either way: decide by the decimal magnitude.
    std::size_t i = lexeme.front() == '-' ? 1 : 0;
    long long magnitude = 0;
    bool seenDigit = false;
    long long leadingFractionZeros = 0;
    for (; i < lexeme.size() && isDigit(lexeme[i]); ++i) {
        if (lexeme[i] != '0' || seenDigit) {
            seenDigit = true;
            ++magnitude;
        }
    }
    if (i < lexeme.size() && lexeme[i] == '.') {
        for (++i; i < lexeme.size() && isDigit(lexeme[i]); ++i) {
            if (!seenDigit && lexeme[i] == '0')
                ++leadingFractionZeros;
            else
                seenDigit = true;
        }
    }
    if (magnitude == 0)
        magnitude = -leadingFractionZeros;
    if (i < lexeme.size()) { // exponent
        ++i;
        const bool negative = lexeme[i] == '-';
        if (lexeme[i] == '+' || lexeme[i] == '-')
            ++i;
        long long exponent = 0;
        for (; i < lexeme.size(); ++i)
            exponent = std::min(exponent * 10 + (lexeme[i] - '0'), 1'000'000'000LL);
        magnitude += negative ? -exponent : exponent;
    }
    return magnitude > 0;
}


bool JsonScanner::fail(std::string reason)
{
    if (m_error.empty()) {
        m_error = std::move(reason);
        m_errorAt = m_pos;
    }
    return false;
}

void JsonScanner::skipSpace()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
            return;
        ++m_pos;
    }
}

bool JsonScanner::consume(char c)
{
    if (failed())
        return false;
    skipSpace();
    if (m_pos < m_text.size() && m_text[m_pos] == c) {
        ++m_pos;
        return true;
    }
    return false;
}

bool JsonScanner::expect(char c)
{
    if (consume(c))
        return true;
    if (m_pos >= m_text.size())
        return fail(std::string("expected '") + c + "' but the text ended");
    return fail(std::string("expected '") + c + "'");
}

char JsonScanner::peek()
{
    if (failed())
        return '\0';
    skipSpace();
    return m_pos < m_text.size() ? m_text[m_pos] : '\0';
}

bool JsonScanner::atEnd()
{
    if (failed())
        return false;
    skipSpace();
    return m_pos == m_text.size();
}

std::size_t JsonScanner::plainCharLength(std::size_t i)
{
    const auto *data = reinterpret_cast<const unsigned char *>(m_text.data());
    const unsigned char c = data[i];
    if (c < 0x20) {
        m_pos = i;
        fail("a control character inside a string");
        return 0;
    }
    if (c < 0x80)
        return 1;
    const std::size_t n = utf8SequenceLength(data + i, m_text.size() - i);
    if (n == 0) {
        m_pos = i;
        fail("invalid UTF-8 inside a string");
    }
    return n;
}

bool JsonScanner::readString(std::string_view &out)
{
    if (!expect('"'))
        return false;
    const auto *data = reinterpret_cast<const unsigned char *>(m_text.data());
    const std::size_t size = m_text.size();
    const std::size_t start = m_pos;
    std::size_t i = start;
    // Fast path: no escapes, the result is a view of the input. Eight bytes at a time while
    // none of them is a quote, a backslash, a control character or non-ASCII.
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    constexpr std::uint64_t kHigh = 0x8080808080808080ull;
    while (i + 8 <= size) {
        std::uint64_t w;
        std::memcpy(&w, data + i, 8);
        const std::uint64_t quote = w ^ (kOnes * '"');
        const std::uint64_t backslash = w ^ (kOnes * '\\');
        const std::uint64_t special = ((quote - kOnes) & ~quote) | ((backslash - kOnes) & ~backslash) | (w - kOnes * 0x20) | w;
        if (special & kHigh)
            break;
        i += 8;
    }
    while (i < size) {
        const unsigned char c = data[i];
        if (c == '"') {
            out = m_text.substr(start, i - start);
            m_pos = i + 1;
            return true;
        }
        if (c == '\\')
            break;
        const std::size_t n = plainCharLength(i);
        if (n == 0)
            return false;
        i += n;
    }
    if (i >= size) {
        m_pos = i;
        return fail("a string is not terminated");
    }
    // Slow path: decode into the scratch buffer.
    m_scratch.assign(m_text.substr(start, i - start));
    while (i < size) {
        const unsigned char c = data[i];
        if (c == '"') {
            out = m_scratch;
            m_pos = i + 1;
            return true;
        }
        if (c != '\\') {
            const std::size_t n = plainCharLength(i);
            if (n == 0)
                return false;
            m_scratch.append(m_text.substr(i, n));
            i += n;
            continue;
        }
        if (i + 1 >= size)
            break;
        const char e = char(data[i + 1]);
        i += 2;
        switch (e) {
        case '"': m_scratch += '"'; break;
        case '\\': m_scratch += '\\'; break;
        case '/': m_scratch += '/'; break;
        case 'b': m_scratch += '\b'; break;
        case 'f': m_scratch += '\f'; break;
        case 'n': m_scratch += '\n'; break;
        case 'r': m_scratch += '\r'; break;
        case 't': m_scratch += '\t'; break;
        case 'u': {
            auto hex4 = [&](std::size_t at, std::uint32_t &v) {
                if (at + 4 > size)
                    return false;
                v = 0;
                for (std::size_t k = 0; k < 4; ++k) {
                    const int h = hexValue(char(data[at + k]));
                    if (h < 0)
                        return false;
                    v = v * 16 + std::uint32_t(h);
                }
                return true;
            };
            std::uint32_t cp = 0;
            if (!hex4(i, cp)) {
                m_pos = i;
                return fail("an invalid \\u escape");
            }
            i += 4;
            if (cp >= 0xDC00 && cp <= 0xDFFF) {
                m_pos = i;
                return fail("a lone low surrogate in a \\u escape");
            }
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                std::uint32_t low = 0;
                if (i + 2 > size || data[i] != '\\' || data[i + 1] != 'u' || !hex4(i + 2, low) || low < 0xDC00 || low > 0xDFFF) {
                    m_pos = i;
                    return fail("a high surrogate without its low half");
                }
                i += 6;
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            }
            appendUtf8(m_scratch, cp);
            break;
        }
        default:
            m_pos = i - 1;
            return fail("an invalid escape");
        }
    }
    m_pos = i;
    return fail("a string is not terminated");
}

bool JsonScanner::readNumber(std::string_view &lexeme)
{
    if (failed())
        return false;
    skipSpace();
    const std::size_t start = m_pos;
    const std::size_t size = m_text.size();
    std::size_t i = start;
    if (i < size && m_text[i] == '-')
        ++i;
    if (i >= size || !isDigit(m_text[i])) {
        m_pos = i;
        return fail("expected a number");
    }
    if (m_text[i] == '0') {
        ++i;
    } else {
        while (i < size && isDigit(m_text[i]))
            ++i;
    }
    bool integral = true;
    if (i < size && m_text[i] == '.') {
        integral = false;
        ++i;
        if (i >= size || !isDigit(m_text[i])) {
            m_pos = i;
            return fail("a number has no digits after its decimal point");
        }
        while (i < size && isDigit(m_text[i]))
            ++i;
    }
    if (i < size && (m_text[i] == 'e' || m_text[i] == 'E')) {
        integral = false;
        ++i;
        if (i < size && (m_text[i] == '+' || m_text[i] == '-'))
            ++i;
        if (i >= size || !isDigit(m_text[i])) {
            m_pos = i;
            return fail("a number has no digits in its exponent");
        }
        while (i < size && isDigit(m_text[i]))
            ++i;
    }
    lexeme = m_text.substr(start, i - start);
    // Integers up to 19 digits always fit; anything else must be a finite double, as for the
    // parser the artifacts are read with (which rejects, e.g., 1e400 as an overflow).
    m_lastIntegral = integral;
    if ((lexeme.size() > 19 || !integral) && overflowsDouble(lexeme)) {
        m_pos = start;
        return fail("a number too large for a double");
    }
    m_pos = i;
    return true;
}

bool JsonScanner::readUnsigned(long long &out)
{
    std::string_view lexeme;
    const std::size_t start = (skipSpace(), m_pos);
    if (!readNumber(lexeme))
        return false;
    if (lexeme.front() == '-') {
        m_pos = start;
        return fail("a negative number where a size or offset belongs");
    }
    if (!m_lastIntegral) {
        m_pos = start;
        return fail("a non-integer number where a size or offset belongs");
    }
    const auto [end, ec] = std::from_chars(lexeme.data(), lexeme.data() + lexeme.size(), out);
    if (ec != std::errc() || end != lexeme.data() + lexeme.size()) {
        m_pos = start;
        return fail("an integer too large for 63 bits");
    }
    return true;
}

bool JsonScanner::literal(std::string_view word)
{
    if (m_text.substr(m_pos, word.size()) != word)
        return fail("expected a value");
    m_pos += word.size();
    return true;
}

bool JsonScanner::skipValue(int maxDepth)
{
    if (failed())
        return false;
    return skipValueAt(0, maxDepth);
}

bool JsonScanner::skipValueAt(int depth, int maxDepth)
{
    std::string_view ignored;
    switch (peek()) {
    case '"':
        return readString(ignored);
    case '{':
        if (depth >= maxDepth) {
            m_tooDeep = true;
            return fail("nested too deeply");
        }
        ++m_pos;
        if (consume('}'))
            return true;
        do {
            if (!readString(ignored) || !expect(':') || !skipValueAt(depth + 1, maxDepth))
                return false;
        } while (consume(','));
        return expect('}');
    case '[':
        if (depth >= maxDepth) {
            m_tooDeep = true;
            return fail("nested too deeply");
        }
        ++m_pos;
        if (consume(']'))
            return true;
        do {
            if (!skipValueAt(depth + 1, maxDepth))
                return false;
        } while (consume(','));
        return expect(']');
    case 't':
        return literal("true");
    case 'f':
        return literal("false");
    case 'n':
        return literal("null");
    case '\0':
        if (m_pos >= m_text.size())
            return fail("expected a value but the text ended");
        return fail("expected a value");
    default:
        return readNumber(ignored);
    }
}

} // namespace ptq
