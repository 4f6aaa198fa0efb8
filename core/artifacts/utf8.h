#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace ptq {

/// Length of the valid UTF-8 sequence starting at @p p (a byte >= 0x80) within @p available
/// bytes; 0 when it is not valid (overlong, a surrogate, beyond U+10FFFF, truncated).
std::size_t utf8SequenceLength(const unsigned char *p, std::size_t available);
/// Appends the UTF-8 encoding of the code point @p cp (at most U+10FFFF, not a surrogate).
void appendUtf8(std::string &out, std::uint32_t cp);

} // namespace ptq
