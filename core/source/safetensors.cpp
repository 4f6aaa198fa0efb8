#include "source/safetensors.h"

#include "artifacts/utf8.h"
#include "source/nametable.h"

#include <simdjson.h>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <deque>
#include <limits>
#include <map>

#include <QtEndian>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

namespace od = simdjson::ondemand;
namespace dom = simdjson::dom;
using simdjson::error_code;

static_assert(std::size_t(Safetensors::kJsonPadding) >= simdjson::SIMDJSON_PADDING);

/// How deep a document may nest, the root object counting as 1.
constexpr int kMaxDepth = 64;
/// Each thread keeps its parser (and its buffers) for documents up to this size; a larger one
/// gets a parser of its own, freed after it, so no thread holds a 100 MB buffer for ever.
constexpr std::size_t kKeptParserBytes = std::size_t(16) << 20;

/// The parser for @p bytes of text: one kept per thread and parser type (its buffers reused from
/// call to call), or for a text larger than @p keepUpTo one of its own in @p own, so that one huge
/// document does not hold its memory for the thread's life.
template <class Parser>
Parser *parserFor(std::size_t bytes, std::size_t keepUpTo, std::unique_ptr<Parser> &own)
{
    if (bytes > keepUpTo) {
        own = std::make_unique<Parser>();
        return own.get();
    }
    thread_local Parser kept;
    return &kept;
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

/// The bytes readable from @p bytes' data on: its size and the free capacity after it.
std::size_t allocatedFor(const QByteArray &bytes)
{
    // Qt 6.4 has no const data_ptr(); nothing is written through it.
    return std::size_t(bytes.size() + const_cast<QByteArray &>(bytes).data_ptr().freeSpaceAtEnd());
}

/// Where the first error simdjson's first pass reports lies: invalid UTF-8, a control character
/// in a string, or the opening quote of a string that never ends. Only called after a failure.
std::size_t firstStageOneError(std::string_view text)
{
    const auto *data = reinterpret_cast<const unsigned char *>(text.data());
    bool inString = false;
    std::size_t opened = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = data[i];
        if (c >= 0x80) {
            const std::size_t n = utf8SequenceLength(data + i, text.size() - i);
            if (n == 0)
                return i;
            i += n - 1;
        } else if (inString && c < 0x20) {
            return i;
        } else if (c == '"') {
            inString = !inString;
            opened = i;
        } else if (inString && c == '\\') {
            ++i;
        }
    }
    return inString ? opened : text.size();
}

/// Where the bracket that closes the object opening at @p open is ('}', or a stray ']'), or npos.
/// Only for text whose strings simdjson's first pass found well formed.
std::size_t closingBracket(std::string_view text, std::size_t open)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = open; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return i;
        }
    }
    return std::string_view::npos;
}

/// One strict pass over a JSON document with simdjson's On-Demand parser. simdjson checks the
/// structure, UTF-8 and control characters up front but numbers, literals and escapes only where
/// a value is read, and it keeps duplicate keys: so every value is read (what a caller does not
/// need goes through skip()) and callers check their keys. The first error is kept as a reason
/// and a byte offset.
class StrictJson
{
public:
    /// @p allocated: the bytes readable from json.data() on; with less than kJsonPadding past
    /// the text, it is copied into a padded buffer first.
    StrictJson(std::string_view json, std::size_t allocated)
        : m_json(json)
    {
        if (allocated >= json.size() + simdjson::SIMDJSON_PADDING) {
            m_text = simdjson::padded_string_view(json.data(), json.size(), allocated);
        } else {
            m_copy = simdjson::padded_string(json);
            m_text = simdjson::padded_string_view(m_copy.data(), m_copy.size(), m_copy.size() + simdjson::SIMDJSON_PADDING);
        }
        m_parser = parserFor(json.size(), kKeptParserBytes, m_ownParser);
    }

    /// Starts the document; false unless its root is an object.
    bool start(od::object &root)
    {
        if (const error_code e = m_parser->iterate(m_text).get(m_doc)) {
            if (e == simdjson::EMPTY)
                return fail("expected '{' but the text ended", m_json.size());
            return fail(e, firstStageOneError(m_json));
        }
        const std::size_t first = m_json.find_first_not_of(" \t\n\r");
        if (first == std::string_view::npos || m_json[first] != '{')
            return fail("expected '{'", std::min(first, m_json.size()));
        error_code e = m_doc.get_object().get(root);
        if (e == simdjson::INCOMPLETE_ARRAY_OR_OBJECT || e == simdjson::TAPE_ERROR) {
            // simdjson refuses a root object unless the text ends with its '}'. When something
            // follows it, read the object alone, so that errors come in text order, and report
            // what follows in finish().
            const std::size_t end = closingBracket(m_json, first);
            if (end == std::string_view::npos)
                return fail("the text ended inside an object or array", m_json.size());
            if (m_json[end] != '}')
                return fail("a ']' that closes no array", end);
            m_trailingAt = m_json.find_first_not_of(" \t\n\r", end + 1);
            m_json = m_json.substr(0, end + 1);
            const simdjson::padded_string_view prefix(m_text.data(), m_json.size(), m_text.capacity());
            if ((e = m_parser->iterate(prefix).get(m_doc)) == simdjson::SUCCESS)
                e = m_doc.get_object().get(root);
        }
        if (e)
            return fail(e, first);
        return true;
    }

    /// After the root object was read to its end: false unless only whitespace follows.
    bool finish()
    {
        if (m_trailingAt != std::string_view::npos)
            return fail("text after the JSON object", m_trailingAt);
        const char *at = nullptr;
        if (m_doc.current_location().get(at) == simdjson::OUT_OF_BOUNDS)
            return true;
        return fail("text after the JSON object", at ? offsetOf(at) : m_json.size());
    }

    /// The next field of an object being iterated (@p item), with its key checked: @p key is the
    /// decoded key, valid for the whole document; @p raw views the caller's text when the key had
    /// no escapes (then it equals @p key), and is a null view otherwise.
    bool readField(simdjson::simdjson_result<od::field> item, od::field &field, std::string_view &key, std::string_view *raw = nullptr)
    {
        if (const error_code e = std::move(item).get(field))
            return fail(e, location());
        const char *quoted = field.key().raw();
        if (raw && (*raw = unescaped(quoted)).data()) {
            key = *raw;
            return true;
        }
        if (const error_code e = field.unescaped_key().get(key))
            return fail(e, offsetOf(quoted) - 1);
        if (raw)
            *raw = original(quoted, key);
        return true;
    }

    /// Like readField(), for an object whose keys are few and known: @p which is the position of
    /// the key in @p known, or -1 and @p key the decoded key when it is none of them.
    template <std::size_t N>
    bool readKnownField(simdjson::simdjson_result<od::field> item, od::field &field, int &which, std::string_view &key,
                        const std::string_view (&known)[N])
    {
        if (const error_code e = std::move(item).get(field))
            return fail(e, location());
        // Compared as written first (the padding makes reading past a short key safe).
        const char *quoted = field.key().raw();
        for (std::size_t i = 0; i < N; ++i) {
            if (std::memcmp(quoted, known[i].data(), known[i].size()) == 0 && quoted[known[i].size()] == '"') {
                which = int(i);
                return true;
            }
        }
        if (const error_code e = field.unescaped_key().get(key))
            return fail(e, offsetOf(quoted) - 1);
        which = int(std::find(std::begin(known), std::end(known), key) - std::begin(known));
        if (which == int(N))
            which = -1;
        return true;
    }

    /// The next element of an array being iterated.
    bool readElement(simdjson::simdjson_result<od::value> item, od::value &value)
    {
        if (const error_code e = std::move(item).get(value))
            return fail(e, location());
        return true;
    }

    bool readString(od::value &value, std::string_view &out, std::string_view *raw = nullptr)
    {
        const char *at = value.raw_json_token().data();
        if (raw && (*raw = unescaped(at + 1)).data()) {
            out = *raw;
            return true;
        }
        if (const error_code e = value.get_string().get(out))
            return fail(e, offsetOf(at));
        if (raw)
            *raw = original(at + 1, out);
        return true;
    }

    /// Any number, checked as a double (no overflow to infinity); @p lexeme views its text.
    bool readNumber(od::value &value, std::string_view &lexeme)
    {
        lexeme = token(value);
        double ignored = 0;
        if (const error_code e = value.get_double().get(ignored))
            return fail(e, offsetOf(lexeme.data()));
        return true;
    }

    /// A JSON number that is a non-negative integer fitting in 63 bits.
    bool readUnsigned(od::value &value, qint64 &out)
    {
        // The common case read here, from the token's digits: a value left unread is skipped by
        // simdjson, which needs nothing checked past what stage 1 found.
        const std::string_view lexeme = token(value);
        if (!lexeme.empty() && lexeme.size() <= 18 && (lexeme[0] != '0' || lexeme.size() == 1)) {
            qint64 n = 0;
            std::size_t i = 0;
            for (; i < lexeme.size() && lexeme[i] >= '0' && lexeme[i] <= '9'; ++i)
                n = n * 10 + (lexeme[i] - '0');
            if (i == lexeme.size()) {
                out = n;
                return true;
            }
        }
        // Anything else goes through simdjson, to find which rule it breaks (or that it is fine).
        std::uint64_t u = 0;
        if (value.get_uint64().get(u) == simdjson::SUCCESS && u <= std::uint64_t(std::numeric_limits<qint64>::max())) {
            out = qint64(u);
            return true;
        }
        const std::size_t at = offsetOf(lexeme.data());
        od::json_type type;
        if (value.type().get(type) != simdjson::SUCCESS || type != od::json_type::number)
            return fail("expected a number", at);
        double real = 0;
        if (const error_code e = value.get_double().get(real))
            return fail(e, at);
        if (lexeme.front() == '-')
            return fail("a negative number where a size or offset belongs", at);
        if (lexeme.find_first_of(".eE") != std::string_view::npos)
            return fail("a non-integer number where a size or offset belongs", at);
        return fail("an integer too large for 63 bits", at);
    }

    /// Any value at @p depth (of the value itself; the root object is 1), checked and skipped.
    bool skip(od::value value, int depth)
    {
        const std::size_t at = offsetOf(value.raw_json_token().data());
        od::json_type type;
        if (const error_code e = value.type().get(type))
            return fail(e, at);
        switch (type) {
        case od::json_type::object: {
            if (depth > kMaxDepth)
                return tooDeep(at);
            od::object object;
            if (const error_code e = value.get_object().get(object))
                return fail(e, at);
            for (auto item : object) {
                od::field field;
                std::string_view key;
                if (!readField(std::move(item), field, key) || !skip(field.value(), depth + 1))
                    return false;
            }
            return !failed();
        }
        case od::json_type::array: {
            if (depth > kMaxDepth)
                return tooDeep(at);
            od::array array;
            if (const error_code e = value.get_array().get(array))
                return fail(e, at);
            for (auto item : array) {
                od::value element;
                if (!readElement(std::move(item), element) || !skip(element, depth + 1))
                    return false;
            }
            return !failed();
        }
        case od::json_type::string: {
            std::string_view ignored;
            return readString(value, ignored);
        }
        case od::json_type::number: {
            std::string_view ignored;
            return readNumber(value, ignored);
        }
        case od::json_type::boolean: {
            bool ignored = false;
            if (const error_code e = value.get_bool().get(ignored))
                return fail(e, at);
            return true;
        }
        case od::json_type::null: {
            bool null = false;
            if (const error_code e = value.is_null().get(null))
                return fail(e, at);
            return null || fail("expected a value", at);
        }
        default: // simdjson 4 reports a bad token as json_type::unknown
            return fail("expected a value", at);
        }
    }

    bool fail(std::string reason, std::size_t at)
    {
        if (m_error.empty()) {
            m_error = std::move(reason);
            m_errorAt = at;
        }
        return false;
    }

    bool fail(error_code error, std::size_t at)
    {
        switch (error) {
        case simdjson::UTF8_ERROR:
            return fail("invalid UTF-8", at);
        case simdjson::UNESCAPED_CHARS:
            return fail("a control character inside a string", at);
        case simdjson::UNCLOSED_STRING:
            return fail("a string is not terminated", at);
        case simdjson::STRING_ERROR:
            return fail("an invalid escape or \\u sequence in a string", at);
        case simdjson::NUMBER_ERROR:
        case simdjson::NUMBER_OUT_OF_RANGE:
            return fail("an invalid number, or one too large for a double", at);
        case simdjson::DEPTH_ERROR:
            return tooDeep(at);
        case simdjson::MEMALLOC:
        case simdjson::CAPACITY:
            return fail("too large to parse", at);
        case simdjson::INCORRECT_TYPE:
        case simdjson::T_ATOM_ERROR:
        case simdjson::F_ATOM_ERROR:
        case simdjson::N_ATOM_ERROR:
            return fail(at >= m_json.size() ? "expected a value but the text ended" : "expected a value", at);
        default: // TAPE_ERROR, INCOMPLETE_ARRAY_OR_OBJECT, ...
            return fail(at >= m_json.size() ? "the text ended inside an object or array"
                                            : "expected a value, or a ',', ':', '}' or ']' where one belongs",
                        at);
        }
    }

    bool tooDeep(std::size_t at)
    {
        m_tooDeep = m_error.empty();
        return fail("nested too deeply", at);
    }

    /// The byte offset of @p value in the text.
    std::size_t offsetOf(od::value &value) const { return offsetOf(value.raw_json_token().data()); }

    bool failed() const { return !m_error.empty(); }
    bool isTooDeep() const { return m_tooDeep; }
    const std::string &error() const { return m_error; }
    std::size_t position() const { return m_errorAt; }

private:
    /// The token of @p value without the whitespace simdjson counts in it.
    static std::string_view token(od::value &value)
    {
        std::string_view t = value.raw_json_token();
        while (!t.empty() && (t.back() == ' ' || t.back() == '\n' || t.back() == '\r' || t.back() == '\t'))
            t.remove_suffix(1);
        return t;
    }

    std::size_t offsetOf(const char *p) const
    {
        const char *base = m_text.data();
        return p >= base && p <= base + m_json.size() ? std::size_t(p - base) : m_json.size();
    }

    /// Where iteration stopped, for an error met while moving to the next field or element.
    std::size_t location()
    {
        const char *at = nullptr;
        if (m_doc.current_location().get(at) != simdjson::SUCCESS)
            return m_json.size();
        return offsetOf(at);
    }

    /// The caller's bytes for the string that starts at @p raw (after its quote) when it has no
    /// escapes, else a null view. Such a string needs no decoding (simdjson's first pass checked
    /// its UTF-8 and control characters), so it is not copied into the parser's buffer: megabytes
    /// of fresh memory for a weight_map of 100,000 names.
    std::string_view unescaped(const char *raw) const
    {
        const std::string_view rest = m_json.substr(std::min(offsetOf(raw), m_json.size()));
        const std::size_t end = rest.find('"');
        if (end == std::string_view::npos || std::memchr(rest.data(), '\\', end) != nullptr)
            return {};
        return rest.substr(0, end);
    }

    /// The caller's bytes for a string that starts at @p raw (after its quote) and decoded to
    /// @p decoded, when it had no escapes (the two are then equal); a null view otherwise.
    std::string_view original(const char *raw, std::string_view decoded) const
    {
        // Escapes only shrink a string: without a backslash in the first decoded.size() raw
        // bytes, the string ends right after them and was written as is.
        if (std::memchr(raw, '\\', decoded.size()) != nullptr)
            return {};
        return m_json.substr(offsetOf(raw), decoded.size());
    }

    std::string_view m_json;
    std::size_t m_trailingAt = std::string_view::npos; ///< what follows the root object, when anything does
    simdjson::padded_string m_copy;
    simdjson::padded_string_view m_text;
    std::unique_ptr<od::parser> m_ownParser;
    od::parser *m_parser = nullptr;
    od::document m_doc;
    std::string m_error;
    std::size_t m_errorAt = 0;
    bool m_tooDeep = false;
};

/// A metadata number given as a JSON number or a decimal string; nullopt (and true) for any
/// other value or text.
bool metadataInteger(StrictJson &json, od::value value, int depth, std::optional<qint64> &out)
{
    out.reset();
    od::json_type type;
    if (value.type().get(type) != simdjson::SUCCESS)
        return json.skip(value, depth); // which reports the error
    std::string_view text;
    if (type == od::json_type::string) {
        if (!json.readString(value, text))
            return false;
    } else if (type == od::json_type::number) {
        if (!json.readNumber(value, text))
            return false;
    } else {
        return json.skip(value, depth);
    }
    qint64 n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec == std::errc() && end == text.data() + text.size()) {
        out = n;
        return true;
    }
    double real = 0;
    const auto [dend, dec] = std::from_chars(text.data(), text.data() + text.size(), real);
    if (dec == std::errc() && dend == text.data() + text.size() && real >= -9.2e18 && real <= 9.2e18)
        out = qint64(real);
    return true;
}


/// Each thread keeps its DOM parser for documents up to this size: a DOM parser holds about 14
/// bytes for each byte of the largest document it read (its tape, strings and structural indexes).
constexpr std::size_t kKeptDomParserBytes = std::size_t(1) << 20;

/// The header scan's fast path: simdjson's DOM parser, whose second pass (libsimdjson's, built for
/// this CPU) takes half the time of the On-Demand walk built here. It decides only a valid header
/// whose numbers are plain non-negative integers and whose tensor names are unique, and gives up on
/// anything else, so that the On-Demand scan decides it and every message stays that scan's.
/// The DOM keeps no positions in the text, so the text is walked along with it on the structural
/// characters of simdjson's first pass, each checked to be the one expected there: that gives
/// each name and dtype as a view of the caller's text (as the On-Demand scan gives them), and
/// each number's sign, which the DOM drops from -0.
class DomHeaderScan
{
public:
    explicit DomHeaderScan(std::string_view text)
        : m_text(text)
    {
    }

    /// The scan's result, with @p sink called for every entry in order once the whole header is
    /// known valid; nullopt when it is left to the On-Demand scan.
    std::optional<Status> run(std::size_t allocated, const Safetensors::TensorSink &sink)
    {
        simdjson::padded_string copy;
        const char *data = m_text.data();
        if (allocated < m_text.size() + simdjson::SIMDJSON_PADDING) {
            copy = simdjson::padded_string(m_text);
            data = copy.data();
        }
        std::unique_ptr<dom::parser> own;
        dom::parser *parser = parserFor(m_text.size(), kKeptDomParserBytes, own);
        dom::element root;
        if (parser->parse(data, m_text.size(), false).get(root) != simdjson::SUCCESS)
            return std::nullopt;
        // The first pass's output, which dom::parser leaves public "for benchmarking access".
        m_index = parser->implementation->structural_indexes.get();
        m_count = parser->implementation->n_structural_indexes;
        // Sized for entries of the usual length (an entry of a real header takes 100 to 200 bytes).
        m_names = NameTable(m_text.size() / 64);
        m_entries.reserve(m_text.size() / 96 + 1);
        m_dims.reserve(m_text.size() / 48 + 1);
        if (!walk(root))
            return std::nullopt;
        for (const Entry &e : m_entries) {
            const SafetensorsTensorView t{e.name, e.dtype, std::span<const qint64>(m_dims).subspan(e.shapeAt, e.shapeSize), e.begin, e.end};
            if (std::optional<Error> refused = sink(t))
                return Status(*refused);
        }
        return Status();
    }

private:
    struct Entry
    {
        std::string_view name;
        std::string_view dtype;
        std::size_t shapeAt; ///< in m_dims
        std::size_t shapeSize;
        qint64 begin;
        qint64 end;
    };

    bool walk(dom::element root)
    {
        dom::object fields;
        if (root.get_object().get(fields) != simdjson::SUCCESS)
            return false;
        // Nothing but whitespace before the root, as the On-Demand scan requires.
        if (m_count == 0 || m_index[0] != m_text.find_first_not_of(" \t\n\r") || !expect('{'))
            return false;
        bool first = true;
        for (const dom::key_value_pair field : fields) {
            std::string_view name;
            if ((!first && !expect(',')) || !string(field.key, name) || !expect(':'))
                return false;
            first = false;
            if (field.key == "__metadata__") {
                if (!metadata(field.value))
                    return false;
            } else if (!m_names.insert(name, 0).first || !tensor(name, field.value)) {
                return false; // a repeated name is reported by the On-Demand scan
            }
        }
        return expect('}') && m_at == m_count;
    }

    /// A string-to-string object.
    bool metadata(dom::element value)
    {
        dom::object fields;
        if (value.get_object().get(fields) != simdjson::SUCCESS || !expect('{'))
            return false;
        bool first = true;
        for (const dom::key_value_pair field : fields) {
            if ((!first && !expect(',')) || !expect('"') || !expect(':') || !field.value.is_string() || !expect('"'))
                return false;
            first = false;
        }
        return expect('}');
    }

    bool tensor(std::string_view name, dom::element value)
    {
        dom::object fields;
        if (value.get_object().get(fields) != simdjson::SUCCESS || !expect('{'))
            return false;
        Entry e{name, {}, m_dims.size(), 0, 0, 0};
        enum Seen { Dtype = 1, Shape = 2, Offsets = 4 };
        int seen = 0;
        bool first = true;
        for (const dom::key_value_pair field : fields) {
            if ((!first && !expect(',')) || !expect('"') || !expect(':'))
                return false;
            first = false;
            if (field.key == "dtype" && !(seen & Dtype)) {
                seen |= Dtype;
                std::string_view dtype;
                if (field.value.get_string().get(dtype) != simdjson::SUCCESS || !string(dtype, e.dtype))
                    return false;
            } else if (field.key == "shape" && !(seen & Shape)) {
                seen |= Shape;
                if (!numbers(field.value, [&](qint64 n) { m_dims.push_back(n); }))
                    return false;
            } else if (field.key == "data_offsets" && !(seen & Offsets)) {
                seen |= Offsets;
                int count = 0;
                if (!numbers(field.value, [&](qint64 n) { (count++ == 0 ? e.begin : e.end) = n; }) || count != 2)
                    return false;
            } else {
                return false;
            }
        }
        if (seen != (Dtype | Shape | Offsets) || !expect('}'))
            return false;
        e.shapeSize = m_dims.size() - e.shapeAt;
        m_entries.push_back(e);
        return true;
    }

    /// An array of non-negative integers that fit in 63 bits, each given to @p take.
    template <typename Take>
    bool numbers(dom::element value, Take take)
    {
        dom::array items;
        if (value.get_array().get(items) != simdjson::SUCCESS || !expect('['))
            return false;
        bool first = true;
        for (const dom::element item : items) {
            if ((!first && !expect(',')) || m_at >= m_count)
                return false;
            first = false;
            // Read from the text: the DOM reads -0 as 0, which the format refuses. Without a sign,
            // an integer the DOM has as int64 is a non-negative one.
            const char c = m_text[m_index[m_at++]];
            std::int64_t n = 0;
            if (c < '0' || c > '9' || item.type() != dom::element_type::INT64 || item.get_int64().get(n) != simdjson::SUCCESS)
                return false;
            take(qint64(n));
        }
        return expect(']');
    }

    /// The string at the next structural character, decoded to @p decoded, as a view of the
    /// caller's text when it was written without escapes (as the On-Demand scan gives it), or of
    /// a copy kept for the scan.
    bool string(std::string_view decoded, std::string_view &out)
    {
        if (m_at >= m_count || m_text[m_index[m_at]] != '"')
            return false;
        const std::string_view raw = m_text.substr(m_index[m_at++] + 1);
        // Escapes only shrink a string: without a backslash in the first decoded.size() bytes, it
        // was written as is. The bytes are compared too, should the walk ever be out of step.
        if (raw.size() > decoded.size() && std::memchr(raw.data(), '\\', decoded.size()) == nullptr) {
            if (raw[decoded.size()] != '"' || raw.compare(0, decoded.size(), decoded) != 0)
                return false;
            out = raw.substr(0, decoded.size());
        } else {
            out = m_decoded.emplace_back(decoded);
        }
        return true;
    }

    /// Whether the next structural character is @p c (then it is passed).
    bool expect(char c)
    {
        if (m_at >= m_count || m_text[m_index[m_at]] != c)
            return false;
        ++m_at;
        return true;
    }

    std::string_view m_text;
    const std::uint32_t *m_index = nullptr; ///< the structural characters' offsets
    std::uint32_t m_count = 0;
    std::uint32_t m_at = 0; ///< the next structural character
    NameTable m_names;
    std::vector<Entry> m_entries;
    std::vector<qint64> m_dims; ///< the shapes, one after another
    std::deque<std::string> m_decoded; ///< names and dtypes written with escapes
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

struct SafetensorsIndex::Storage
{
    QByteArray text;                ///< the index's bytes, parsed where they lie
    std::deque<std::string> decoded; ///< names that were written with escapes
    NameTable positions;            ///< name → position in tensorNames
};

std::uint32_t SafetensorsIndex::positionOf(std::string_view name) const
{
    return storage ? storage->positions.value(name) : kNoTensor;
}

Result<SafetensorsIndex> Safetensors::parseIndex(const QByteArray &bytes, const QString &origin)
{
    SafetensorsIndex index;
    auto storage = std::make_shared<SafetensorsIndex::Storage>();
    // The names are kept as views into the bytes: parsed where they lie, so padded first when
    // the caller's buffer has no room after the text.
    storage->text = bytes;
    if (allocatedFor(bytes) < std::size_t(bytes.size()) + simdjson::SIMDJSON_PADDING) {
        storage->text = QByteArray();
        storage->text.reserve(bytes.size() + Safetensors::kJsonPadding);
        storage->text.append(bytes);
    }
    const QByteArray &text = storage->text;
    StrictJson json(view(text), allocatedFor(text));
    // Sized for names of about the usual length (a weight_map entry of 64 bytes).
    index.tensorNames.reserve(std::size_t(text.size()) / 64);
    index.tensorShards.reserve(std::size_t(text.size()) / 64);
    bool sawWeightMap = false;
    bool weightMapIsObject = true;
    std::map<std::string, std::uint32_t, std::less<>> shardPosition;
    std::string_view lastShard; // a key of shardPosition
    std::uint32_t lastPosition = 0;
    // Sections are at depth 2 (the root object is 1), their entries at 3.
    auto weightMap = [&](od::value value) -> bool {
        od::json_type type;
        if (value.type().get(type) != simdjson::SUCCESS || type != od::json_type::object) {
            weightMapIsObject = false;
            return json.skip(value, 2);
        }
        od::object map;
        if (const error_code e = value.get_object().get(map))
            return json.fail(e, json.offsetOf(value));
        for (auto item : map) {
            od::field field;
            std::string_view name;
            std::string_view raw;
            if (!json.readField(std::move(item), field, name, &raw))
                return false;
            // Kept as a view into the text (the decoded key lies in the parser's buffer, which the
            // next document overwrites), or as a copy when it was written with escapes.
            name = raw.data() ? raw : std::string_view(storage->decoded.emplace_back(name));
            index.tensorNames.push_back(name); // into the table once all are known (faster)
            od::value shardValue = field.value();
            if (shardValue.type().get(type) != simdjson::SUCCESS || type != od::json_type::string) {
                index.tensorShards.push_back(SafetensorsIndex::kNoShard);
                if (!json.skip(shardValue, 3))
                    return false;
                continue;
            }
            std::string_view shard;
            std::string_view rawShard; // asked for, so that a name without escapes is read in place
            if (!json.readString(shardValue, shard, &rawShard))
                return false;
            // Consecutive names usually share a shard: skip the lookup for a repeat.
            if (shard != lastShard || index.shardNames.empty()) {
                const auto [at, added] = shardPosition.try_emplace(std::string(shard), std::uint32_t(index.shardNames.size()));
                if (added)
                    index.shardNames.push_back(at->first);
                lastShard = at->first;
                lastPosition = at->second;
            }
            index.tensorShards.push_back(lastPosition);
        }
        return !json.failed();
    };
    auto metadata = [&](od::value value) -> bool {
        od::json_type type;
        if (value.type().get(type) != simdjson::SUCCESS || type != od::json_type::object)
            return json.skip(value, 2);
        od::object fields;
        if (const error_code e = value.get_object().get(fields))
            return json.fail(e, json.offsetOf(value));
        for (auto item : fields) {
            od::field field;
            std::string_view name;
            if (!json.readField(std::move(item), field, name))
                return false;
            bool ok = true;
            if (name == "total_size")
                ok = metadataInteger(json, field.value(), 3, index.totalSize);
            else if (name == "total_parameters")
                ok = metadataInteger(json, field.value(), 3, index.totalParameters);
            else
                ok = json.skip(field.value(), 3);
            if (!ok)
                return false;
        }
        return !json.failed();
    };
    od::object root;
    bool ok = json.start(root);
    if (ok) {
        for (auto item : root) {
            od::field field;
            std::string_view key;
            if (!json.readField(std::move(item), field, key)) {
                ok = false;
                break;
            }
            if (key == "weight_map") {
                sawWeightMap = true;
                ok = weightMap(field.value());
            } else if (key == "metadata") {
                ok = metadata(field.value());
            } else {
                ok = json.skip(field.value(), 2);
            }
            if (!ok)
                break;
        }
        ok = ok && !json.failed() && json.finish();
    }
    if (!ok) {
        if (json.isTooDeep())
            return Error{Error::Code::TooDeep, tr("%1 is nested too deeply.").arg(origin)};
        return Error{Error::Code::Malformed, tr("%1 is not valid JSON (at byte %2: %3).")
                                                 .arg(origin)
                                                 .arg(qulonglong(json.position()))
                                                 .arg(QString::fromStdString(json.error()))};
    }
    if (!sawWeightMap)
        return Error{Error::Code::Invalid, tr("%1 has no \"weight_map\", so it is not a safetensors index.").arg(origin)};
    storage->positions = NameTable(index.tensorNames.size());
    const std::uint32_t repeated = storage->positions.insertAll(index.tensorNames);
    const std::string_view twice = repeated == NameTable::kAbsent ? std::string_view() : index.tensorNames[repeated];
    // A tensor named twice would be counted twice against the shards, hiding one that is missing.
    if (twice.data())
        return Error{Error::Code::Malformed,
                     origin + u": "_s + tr("tensor \"%1\" appears twice").arg(QString::fromUtf8(twice.data(), qsizetype(twice.size())))};
    for (const std::string &shard : index.shardNames)
        index.shardFiles.insert(shard);
    if (!weightMapIsObject)
        return Error{Error::Code::Invalid, tr("%1: \"weight_map\" is not an object of tensor names.").arg(origin)};
    index.storage = std::move(storage);
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

Status Safetensors::scanHeaderJson(std::string_view json, const QString &origin, const TensorSink &sink, std::size_t allocated)
{
    if (std::optional<Status> decided = scanHeaderJsonDom(json, sink, allocated))
        return *decided;
    return scanHeaderJsonOnDemand(json, origin, sink, allocated);
}

std::optional<Status> Safetensors::scanHeaderJsonDom(std::string_view json, const TensorSink &sink, std::size_t allocated)
{
    return DomHeaderScan(json).run(allocated, sink);
}

Status Safetensors::scanHeaderJsonOnDemand(std::string_view text, const QString &origin, const TensorSink &sink, std::size_t allocated)
{
    StrictJson json(text, allocated);
    std::vector<qint64> shape;
    // Tensor names for the duplicate check: views into @p text, or into `decoded` for the rare
    // name written with escapes. A repeat is reported once the whole text is known valid.
    NameTable names(text.size() / 64);
    std::string_view twice;
    std::deque<std::string> decoded;
    std::optional<Error> sinkError;
    auto malformed = [&](const QString &detail) {
        return Error{Error::Code::Malformed, origin.isEmpty() ? tr("the header is not valid: %1").arg(detail)
                                                              : tr("%1: the safetensors header is not valid: %2").arg(origin, detail)};
    };
    auto kept = [&](std::string_view raw, std::string_view value) -> std::string_view {
        return raw.data() ? raw : std::string_view(decoded.emplace_back(value));
    };

    auto metadata = [&](od::value value) -> bool {
        od::object fields;
        if (value.get_object().get(fields) != simdjson::SUCCESS)
            return json.fail("expected '{'", json.offsetOf(value));
        for (auto item : fields) {
            od::field field;
            std::string_view ignored;
            if (!json.readField(std::move(item), field, ignored))
                return false;
            od::value v = field.value();
            od::json_type type;
            if (v.type().get(type) != simdjson::SUCCESS || type != od::json_type::string)
                return json.fail("a __metadata__ value that is not a string", json.offsetOf(v));
            if (!json.readString(v, ignored))
                return false;
        }
        return !json.failed();
    };

    auto tensor = [&](std::string_view name, od::value value) -> bool {
        if (!names.insert(name, 0).first && twice.data() == nullptr)
            twice = name;
        SafetensorsTensorView t;
        t.name = name;
        enum Seen { Dtype = 1, Shape = 2, Offsets = 4 };
        int seen = 0;
        od::object fields;
        if (value.get_object().get(fields) != simdjson::SUCCESS)
            return json.fail("expected '{'", json.offsetOf(value));
        static constexpr std::string_view kFields[] = {"dtype", "shape", "data_offsets"};
        for (auto item : fields) {
            od::field field;
            int which = -1;
            std::string_view key;
            if (!json.readKnownField(std::move(item), field, which, key, kFields))
                return false;
            od::value v = field.value();
            const std::size_t at = json.offsetOf(v);
            if (which == 0) {
                if (seen & Dtype)
                    return json.fail("a repeated \"dtype\"", at);
                seen |= Dtype;
                od::json_type type;
                if (v.type().get(type) != simdjson::SUCCESS || type != od::json_type::string)
                    return json.fail("a dtype that is not a string", at);
                std::string_view raw;
                if (!json.readString(v, t.dtype, &raw))
                    return false;
                t.dtype = kept(raw, t.dtype);
            } else if (which == 1) {
                if (seen & Shape)
                    return json.fail("a repeated \"shape\"", at);
                seen |= Shape;
                shape.clear();
                od::array dims;
                if (v.get_array().get(dims) != simdjson::SUCCESS)
                    return json.fail("expected '['", at);
                for (auto item : dims) {
                    od::value dim;
                    qint64 d = 0;
                    if (!json.readElement(std::move(item), dim) || !json.readUnsigned(dim, d))
                        return false;
                    shape.push_back(d);
                }
                if (json.failed())
                    return false;
            } else if (which == 2) {
                if (seen & Offsets)
                    return json.fail("a repeated \"data_offsets\"", at);
                seen |= Offsets;
                od::array offsets;
                if (v.get_array().get(offsets) != simdjson::SUCCESS)
                    return json.fail("expected '['", at);
                int count = 0;
                for (auto item : offsets) {
                    od::value offset;
                    if (!json.readElement(std::move(item), offset))
                        return false;
                    if (count == 2)
                        return json.fail("data_offsets with more than two numbers", json.offsetOf(offset));
                    if (!json.readUnsigned(offset, count == 0 ? t.begin : t.end))
                        return false;
                    ++count;
                }
                if (json.failed())
                    return false;
                if (count != 2)
                    return json.fail("data_offsets with fewer than two numbers", at);
            } else {
                return json.fail("an unknown field \"" + std::string(key) + "\"", at);
            }
        }
        if (json.failed())
            return false;
        if (seen != (Dtype | Shape | Offsets)) {
            return json.fail(std::string("tensor \"") + std::string(name) + "\" lacks "
                                 + ((seen & Dtype) == 0 ? "dtype" : (seen & Shape) == 0 ? "shape" : "data_offsets"),
                             json.offsetOf(value));
        }
        t.shape = shape;
        sinkError = sink(t);
        return !sinkError;
    };

    od::object root;
    bool ok = json.start(root);
    if (ok) {
        for (auto item : root) {
            od::field field;
            std::string_view name;
            std::string_view raw;
            ok = json.readField(std::move(item), field, name, &raw);
            if (ok)
                ok = name.size() == 12 && name == "__metadata__" ? metadata(field.value()) : tensor(kept(raw, name), field.value());
            if (!ok)
                break;
        }
    }
    if (sinkError)
        return *sinkError;
    ok = ok && !json.failed() && json.finish(); // padding is spaces, which are whitespace
    if (!ok)
        return malformed(tr("%1 (at byte %2)").arg(QString::fromStdString(json.error())).arg(qulonglong(json.position())));
    if (twice.data())
        return malformed(tr("tensor \"%1\" appears twice").arg(QString::fromUtf8(twice.data(), qsizetype(twice.size()))));
    return {};
}

Result<SafetensorsHeader> Safetensors::parseHeaderJson(const QByteArray &bytes, const QString &origin)
{
    SafetensorsHeader result;
    const Status status = scanHeaderJson(
        view(bytes), origin,
        [&](const SafetensorsTensorView &t) -> std::optional<Error> {
            result.tensors.push_back({std::string(t.name), std::string(t.dtype), {t.shape.begin(), t.shape.end()}, t.begin, t.end});
            return std::nullopt;
        },
        allocatedFor(bytes));
    if (!status)
        return status.error();
    return result;
}

} // namespace ptq
