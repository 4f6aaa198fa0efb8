#pragma once

#include "artifacts/json.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ptq {

/// The YAML 1.2 core schema's reading of a plain (unquoted) scalar: null, boolean, integer,
/// float or string.
Json resolvePlainScalar(std::string_view text);

/// A reader for block-style YAML as artifacts are written (by this app, by the upstream agent
/// and by hand): block mappings and sequences, one-line plain, single- and double-quoted
/// scalars, `{}` and `[]`, comment lines. It is many times faster than a general YAML parser
/// and keeps, for every value, the source text it was read from, so two documents can be
/// compared subtree by subtree without converting what is equal.
///
/// Anything outside that subset (flow collections, anchors and aliases, tags, block or
/// multi-line scalars, complex keys, directives, several documents, tabs, CR, duplicate keys,
/// trailing comments, deeper than half of ArtifactIo::kMaxDepth) makes parse() return nothing; the
/// caller then hands the text to the general parser, which reads it or says what is wrong.
/// Where parse() succeeds, the result equals the general parser's (tests/core/tst_blockyaml
/// and the fuzz_yaml target check that).
class BlockYaml
{
public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

    enum class Type : std::uint8_t { Null, Scalar, Map, Seq };
    enum class Style : std::uint8_t { Plain, Quoted };

    struct Node
    {
        Type type = Type::Null;
        Style style = Style::Plain;
        int column = 0;               ///< where the value's text starts on its first line
        std::uint32_t first = kNone;  ///< first child (Map, Seq)
        std::uint32_t next = kNone;   ///< next sibling
        std::uint32_t size = 0;       ///< children (Map, Seq)
        std::string_view key;         ///< decoded key of a mapping entry
        std::string_view scalar;      ///< decoded text of a scalar
        std::string_view text;        ///< the source text of the whole value
    };

    /// Parses @p text (UTF-8 without a BOM; it must outlive the result). Empty when the text
    /// is outside the subset or not a mapping or sequence at the top.
    static std::optional<BlockYaml> parse(std::string_view text);

    const Node &node(std::uint32_t index) const { return m_nodes[index]; }
    std::uint32_t root() const { return 0; }
    /// Two values are certainly equal when their source texts are (and start in the same column).
    bool sameText(std::uint32_t index, const BlockYaml &other, std::uint32_t otherIndex) const;
    Json toJson(std::uint32_t index) const;

private:
    struct Line
    {
        const char *begin; ///< first character after the indentation (or after "- ")
        const char *end;   ///< trailing spaces removed
        int indent;
    };
    class Parser;

    std::vector<Node> m_nodes;
    std::deque<std::string> m_decoded; ///< keys and scalars that needed unescaping
};

} // namespace ptq
