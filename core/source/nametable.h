#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace ptq {

/// Names → a 32-bit value, for the hundreds of thousands of tensor names of one export: open
/// addressing over a slot array that keeps each name's hash tag, so a lookup compares the text
/// of a name only when 32 bits of its hash agree, and no name costs an allocation of its own.
/// The names are views the caller keeps alive. The hash is seeded once per process from the
/// system's random source, so names made to collide cannot make it quadratic.
class NameTable
{
public:
    static constexpr std::uint32_t kAbsent = 0xffffffff;

    explicit NameTable(std::size_t expected = 0);

    /// Adds @p name → @p value unless it is there: whether it was added, and the position (in
    /// the order of adding) of the name now in the table.
    std::pair<bool, std::uint32_t> insert(std::string_view name, std::uint32_t value);
    /// insert() of each of @p names in order, @p names[i] → i: the position in @p names of the
    /// first one that was there already, or kAbsent. Faster than one by one for a table larger
    /// than the caches: the slots of the next names are fetched while one is added.
    std::uint32_t insertAll(std::span<const std::string_view> names);
    /// The value of @p name, or kAbsent.
    std::uint32_t value(std::string_view name) const;
    /// The position of @p name in names() (the order of adding), or kAbsent.
    std::uint32_t position(std::string_view name) const;
    std::size_t size() const { return m_names.size(); }
    /// The names and values in the order they were added.
    const std::vector<std::string_view> &names() const { return m_names; }
    const std::vector<std::uint32_t> &values() const { return m_values; }

    /// The hash this table uses (seeded), for tests of its spread.
    static std::uint64_t hash(std::string_view name);

private:
    struct Slot
    {
        std::uint32_t tag = 0;  ///< the hash's high half
        std::uint32_t name = 0; ///< position in m_names + 1; 0 = empty
    };
    void rehash(std::size_t capacity);
    /// insert() with the name's hash given.
    std::pair<bool, std::uint32_t> insertHashed(std::string_view name, std::uint64_t h, std::uint32_t value);

    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
    std::vector<std::string_view> m_names;
    std::vector<std::uint32_t> m_values;
};

} // namespace ptq
