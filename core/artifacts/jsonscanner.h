#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "artifacts/utf8.h"

namespace ptq {

/// A strict, allocation-free pull scanner for RFC 8259 JSON, for the two documents whose size
/// grows with the model: safetensors headers and index files (hundreds of thousands of keys).
/// A general parser copies every string byte by byte and builds what these callers then throw
/// away; the scanner hands out views into the input instead and decodes only strings that
/// contain escapes. Everything it accepts is valid JSON, including the UTF-8 of every string.
///
/// Every method skips leading whitespace, returns false on the first error and leaves the
/// reason in error() and its byte offset in position(); after an error every method fails.
class JsonScanner
{
public:
    explicit JsonScanner(std::string_view text) : m_text(text) {}

    /// Consumes @p c if it is the next character.
    bool consume(char c);
    /// Consumes @p c or fails with "expected <c>".
    bool expect(char c);
    /// The next non-space character without consuming it; '\0' at the end.
    char peek();
    /// A string; @p out views the input, or an internal buffer when the string had escapes
    /// (valid until the next call).
    bool readString(std::string_view &out);
    /// A JSON number that is a non-negative integer fitting in 63 bits.
    bool readUnsigned(long long &out);
    /// Any JSON number; @p lexeme views its text.
    bool readNumber(std::string_view &lexeme);
    /// Any value, checked and skipped; nesting deeper than @p maxDepth fails with tooDeep().
    bool skipValue(int maxDepth = 64);
    /// True when only whitespace is left.
    bool atEnd();

    bool failed() const { return !m_error.empty(); }
    bool tooDeep() const { return m_tooDeep; }
    const std::string &error() const { return m_error; }
    std::size_t position() const { return m_errorAt; }
    /// Fails with @p reason at the current position (for callers' own rules).
    bool fail(std::string reason);

private:
    /// Length of the unescaped character at @p i (1, or a whole UTF-8 sequence); 0 after failing
    /// for a control character or invalid UTF-8.
    std::size_t plainCharLength(std::size_t i);
    void skipSpace();
    bool literal(std::string_view word);
    bool skipValueAt(int depth, int maxDepth);

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::string m_scratch;
    std::string m_error;
    std::size_t m_errorAt = 0;
    bool m_tooDeep = false;
    bool m_lastIntegral = true; ///< the last number read had neither a fraction nor an exponent
};

} // namespace ptq
