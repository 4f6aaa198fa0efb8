#include "source/nametable.h"

#include <QRandomGenerator>

#include <cstring>

namespace ptq {

namespace {

std::uint64_t seed()
{
    static const std::uint64_t value = QRandomGenerator::system()->generate64() | 1;
    return value;
}

} // namespace

std::uint64_t NameTable::hash(std::string_view s)
{
    // Eight bytes at a time, each mixed in with a multiply and a shift (names of one model share
    // long prefixes, so every byte must move the result).
    std::uint64_t h = seed() ^ (s.size() * 0x9E3779B97F4A7C15ull);
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, s.data() + i, 8);
        h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
        h ^= h >> 31;
    }
    if (i < s.size()) {
        std::uint64_t w = 0;
        std::memcpy(&w, s.data() + i, s.size() - i);
        h = (h ^ w) * 0x94D049BB133111EBull;
        h ^= h >> 31;
    }
    h *= 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 29);
}

NameTable::NameTable(std::size_t expected)
{
    std::size_t capacity = 16;
    while (capacity < 2 * expected)
        capacity *= 2;
    m_slots.resize(capacity);
    m_mask = capacity - 1;
    m_names.reserve(expected);
    m_values.reserve(expected);
}

void NameTable::rehash(std::size_t capacity)
{
    std::vector<Slot> table(capacity);
    const std::size_t mask = capacity - 1;
    for (std::size_t at = 0; at < m_names.size(); ++at) {
        const std::uint64_t h = hash(m_names[at]);
        std::size_t j = std::size_t(h) & mask;
        while (table[j].name)
            j = (j + 1) & mask;
        table[j] = {std::uint32_t(h >> 32), std::uint32_t(at + 1)};
    }
    m_slots = std::move(table);
    m_mask = mask;
}

std::pair<bool, std::uint32_t> NameTable::insert(std::string_view name, std::uint32_t value)
{
    if (2 * (m_names.size() + 1) > m_slots.size())
        rehash(2 * m_slots.size());
    return insertHashed(name, hash(name), value);
}

std::uint32_t NameTable::insertAll(std::span<const std::string_view> names)
{
    std::size_t capacity = m_slots.size();
    while (capacity < 2 * (m_names.size() + names.size()))
        capacity *= 2;
    if (capacity != m_slots.size())
        rehash(capacity);
    m_names.reserve(m_names.size() + names.size());
    m_values.reserve(m_values.size() + names.size());
    // The hashes of the next kAhead names, their slots prefetched: in a table of 100,000 names
    // nearly every slot is a cache miss, and this keeps a few of them in flight at once.
    constexpr std::size_t kAhead = 16;
    std::uint64_t ahead[kAhead];
    for (std::size_t i = 0; i < std::min(kAhead, names.size()); ++i) {
        ahead[i] = hash(names[i]);
        __builtin_prefetch(&m_slots[std::size_t(ahead[i]) & m_mask], 1);
    }
    std::uint32_t first = kAbsent;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::uint64_t h = ahead[i % kAhead];
        if (i + kAhead < names.size()) {
            const std::uint64_t next = hash(names[i + kAhead]);
            ahead[i % kAhead] = next;
            __builtin_prefetch(&m_slots[std::size_t(next) & m_mask], 1);
        }
        if (!insertHashed(names[i], h, std::uint32_t(i)).first && first == kAbsent)
            first = std::uint32_t(i);
    }
    return first;
}

std::pair<bool, std::uint32_t> NameTable::insertHashed(std::string_view name, std::uint64_t h, std::uint32_t value)
{
    const auto tag = std::uint32_t(h >> 32);
    for (std::size_t j = std::size_t(h) & m_mask;; j = (j + 1) & m_mask) {
        Slot &slot = m_slots[j];
        if (!slot.name) {
            m_names.push_back(name);
            m_values.push_back(value);
            slot = {tag, std::uint32_t(m_names.size())};
            return {true, std::uint32_t(m_names.size() - 1)};
        }
        if (slot.tag == tag && m_names[slot.name - 1] == name)
            return {false, slot.name - 1};
    }
}

std::uint32_t NameTable::position(std::string_view name) const
{
    const std::uint64_t h = hash(name);
    const auto tag = std::uint32_t(h >> 32);
    for (std::size_t j = std::size_t(h) & m_mask;; j = (j + 1) & m_mask) {
        const Slot &slot = m_slots[j];
        if (!slot.name)
            return kAbsent;
        if (slot.tag == tag && m_names[slot.name - 1] == name)
            return slot.name - 1;
    }
}

std::uint32_t NameTable::value(std::string_view name) const
{
    const std::uint32_t at = position(name);
    return at == kAbsent ? kAbsent : m_values[at];
}

} // namespace ptq
