#include "review/structuraldiff.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "review/runhistory.h"
#include "units.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <unordered_map>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

constexpr int kMaxDepth = 128;     // deeper values are compared whole
constexpr int kMaxEditScript = 4000; // beyond this many insertions + deletions, lists pair by position
constexpr qsizetype kMaxShown = 160; // characters of a whole added or removed value in an entry

/// Integers (signed or not) are one class: 1 and 1u are the same number; 1.0 is not.
enum class TypeClass { Null, Bool, Integer, Float, String, Array, Object, Other };

TypeClass typeClass(const Json &v)
{
    switch (v.type()) {
    case Json::value_t::null: return TypeClass::Null;
    case Json::value_t::boolean: return TypeClass::Bool;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return TypeClass::Integer;
    case Json::value_t::number_float: return TypeClass::Float;
    case Json::value_t::string: return TypeClass::String;
    case Json::value_t::array: return TypeClass::Array;
    case Json::value_t::object: return TypeClass::Object;
    default: return TypeClass::Other;
    }
}

QString typeName(TypeClass t)
{
    switch (t) {
    case TypeClass::Null: return u"null"_s;
    case TypeClass::Bool: return u"boolean"_s;
    case TypeClass::Integer: return u"integer"_s;
    case TypeClass::Float: return u"float"_s;
    case TypeClass::String: return u"string"_s;
    case TypeClass::Array: return u"list"_s;
    case TypeClass::Object: return u"mapping"_s;
    default: return u"value"_s;
    }
}

/// Equal values of equal type classes (nlohmann's == says 1 == 1.0).
bool strictEqual(const Json &a, const Json &b)
{
    const TypeClass t = typeClass(a);
    if (t != typeClass(b))
        return false;
    switch (t) {
    case TypeClass::Array:
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!strictEqual(a[i], b[i]))
                return false;
        }
        return true;
    case TypeClass::Object: {
        if (a.size() != b.size())
            return false;
        // Usually the keys come in the same order: compare pairwise while they do.
        auto ia = a.begin();
        auto ib = b.begin();
        for (; ia != a.end() && ia.key() == ib.key(); ++ia, ++ib) {
            if (!strictEqual(ia.value(), ib.value()))
                return false;
        }
        if (ia == a.end())
            return true;
        // ordered_json finds keys linearly: index the other side once.
        std::unordered_map<std::string_view, const Json *> other;
        other.reserve(b.size());
        for (auto it = b.begin(); it != b.end(); ++it)
            other.emplace(it.key(), &it.value());
        for (auto it = a.begin(); it != a.end(); ++it) {
            const auto found = other.find(it.key());
            if (found == other.end() || !strictEqual(it.value(), *found->second))
                return false;
        }
        return true;
    }
    default:
        return a == b;
    }
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v)
{
    return (h ^ v) * 0x100000001b3ull + (h >> 29);
}

/// A hash consistent with strictEqual (object key order does not matter).
std::uint64_t fingerprint(const Json &v)
{
    const TypeClass t = typeClass(v);
    std::uint64_t h = 0xcbf29ce484222325ull + std::uint64_t(t);
    switch (t) {
    case TypeClass::Null: return h;
    case TypeClass::Bool: return mix(h, v.get<bool>() ? 1 : 2);
    case TypeClass::Integer: return mix(h, v.is_number_unsigned() ? v.get<std::uint64_t>() : std::uint64_t(v.get<std::int64_t>()));
    case TypeClass::Float: return mix(h, std::hash<double>()(v.get<double>()));
    case TypeClass::String: return mix(h, std::hash<std::string>()(v.get_ref<const std::string &>()));
    case TypeClass::Array:
        for (const Json &e : v)
            h = mix(h, fingerprint(e));
        return h;
    case TypeClass::Object: {
        std::uint64_t sum = 0; // order-independent
        for (auto it = v.begin(); it != v.end(); ++it)
            sum += mix(std::hash<std::string>()(it.key()), fingerprint(it.value()));
        return mix(h, sum);
    }
    default: return h;
    }
}

bool isPlainWord(const std::string &s)
{
    if (s.empty() || s == "null" || s == "true" || s == "false" || s == "~")
        return false;
    for (const char c : s) {
        if (c == '\n' || c == '"')
            return false;
    }
    // A string that reads as a number is quoted, so "1" and 1 look different.
    double number = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), number);
    return !(ec == std::errc() && end == s.data() + s.size());
}

/// The text shown for a scalar: strings bare unless they could be read as another type.
QString displayText(const Json &v)
{
    switch (typeClass(v)) {
    case TypeClass::String: {
        const std::string &s = v.get_ref<const std::string &>();
        return isPlainWord(s) ? QString::fromStdString(s) : QString::fromStdString(Json(s).dump());
    }
    case TypeClass::Array: return v.empty() ? u"[]"_s : u"[…]"_s;
    case TypeClass::Object: return v.empty() ? u"{}"_s : u"{…}"_s;
    default: return QString::fromStdString(v.dump());
    }
}

QString compactText(const Json &v)
{
    QString text = typeClass(v) == TypeClass::Array || typeClass(v) == TypeClass::Object
        ? QString::fromStdString(v.dump(-1, ' ', false, Json::error_handler_t::replace))
        : displayText(v);
    if (text.size() > kMaxShown)
        text = text.left(kMaxShown - 1) + u'…';
    return text;
}

/// One element of a list being aligned: the value, the identity it is matched by, its label.
struct Item
{
    Json value;
    std::string identity; // empty: none
    QString label;
    std::uint64_t hash = 0;
};

/// A command line as flag units: "--seq_len 512" is one unit with the identity "--seq_len";
/// leading words (quark-cli, torch-llm-ptq) are units "#0", "#1".
std::vector<Item> commandUnits(const QStringList &tokens)
{
    std::vector<Item> units;
    auto isFlag = [](const QString &t) {
        return t.startsWith(u"--"_s) || (t.size() >= 2 && t[0] == u'-' && t[1].isLetter());
    };
    std::unordered_map<std::string, int> seen;
    for (qsizetype i = 0; i < tokens.size();) {
        QString text = tokens[i];
        std::string identity;
        if (isFlag(tokens[i])) {
            identity = tokens[i].section(u'=', 0, 0).toStdString();
            ++i;
            // A repeatable option with a key (--layer_quant_scheme PATTERN SCHEME) is identified by it.
            if (identity == "--layer_quant_scheme" && i < tokens.size() && !isFlag(tokens[i])) {
                identity += ' ';
                identity += tokens[i].toStdString();
            }
            while (i < tokens.size() && !isFlag(tokens[i]))
                text += u' ' + tokens[i++];
        } else {
            identity = std::string(1, '#').append(std::to_string(units.size()));
            ++i;
        }
        const int n = ++seen[identity];
        if (n > 1)
            identity.append(1, '#').append(std::to_string(n));
        Item item;
        item.value = text.toStdString();
        item.identity = identity;
        item.label = QString::fromStdString(identity);
        item.hash = fingerprint(item.value);
        units.push_back(std::move(item));
    }
    return units;
}

/// Pairs of indices (left, right) of a longest common subsequence of equal hashes (Myers'
/// O(ND) algorithm on the part between the common prefix and suffix); empty optional when the
/// edit script would exceed kMaxEditScript.
std::optional<std::vector<std::pair<int, int>>> commonSubsequence(const std::vector<Item> &a, const std::vector<Item> &b)
{
    auto eq = [&](int i, int j) { return a[i].hash == b[j].hash && strictEqual(a[i].value, b[j].value); };
    std::vector<std::pair<int, int>> pairs;
    int prefix = 0;
    const int n0 = int(a.size());
    const int m0 = int(b.size());
    while (prefix < n0 && prefix < m0 && eq(prefix, prefix)) {
        pairs.emplace_back(prefix, prefix);
        ++prefix;
    }
    int suffix = 0;
    while (suffix < n0 - prefix && suffix < m0 - prefix && eq(n0 - 1 - suffix, m0 - 1 - suffix))
        ++suffix;
    const int n = n0 - prefix - suffix;
    const int m = m0 - prefix - suffix;
    if (n > 0 && m > 0) {
        const int max = std::min(n + m, kMaxEditScript);
        const int offset = max + 1;
        std::vector<int> v(std::size_t(2 * max + 3), 0);
        std::vector<std::vector<int>> trace;
        bool done = false;
        for (int d = 0; d <= max && !done; ++d) {
            trace.emplace_back(v.begin() + (offset - d - 1), v.begin() + (offset + d + 2));
            for (int k = -d; k <= d; k += 2) {
                int x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1;
                int y = x - k;
                while (x < n && y < m && eq(prefix + x, prefix + y))
                    ++x, ++y;
                v[offset + k] = x;
                if (x >= n && y >= m) {
                    done = true;
                    break;
                }
            }
        }
        if (!done)
            return std::nullopt;
        // Walk back through the trace for the diagonal (equal) runs.
        std::vector<std::pair<int, int>> middle;
        int x = n;
        int y = m;
        for (int d = int(trace.size()) - 1; d >= 0 && (x > 0 || y > 0); --d) {
            const std::vector<int> &vd = trace[std::size_t(d)]; // covers k in [-d-1, d+1]
            auto at = [&](int k) { return vd[std::size_t(k + d + 1)]; };
            const int k = x - y;
            int prevK;
            if (d == 0)
                prevK = 0;
            else
                prevK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1;
            const int prevX = d == 0 ? 0 : at(prevK);
            const int prevY = prevX - prevK;
            while (x > prevX && y > prevY) {
                middle.emplace_back(prefix + x - 1, prefix + y - 1);
                --x, --y;
            }
            x = prevX;
            y = prevY;
        }
        std::reverse(middle.begin(), middle.end());
        pairs.insert(pairs.end(), middle.begin(), middle.end());
    }
    for (int s = suffix; s > 0; --s)
        pairs.emplace_back(n0 - s, m0 - s);
    return pairs;
}

/// The effect of a difference at these keys (list elements as "[identity]"): the first known
/// key from the leaf up decides; of list elements, only command flags are known words.
DiffEffect effectOfSegments(const QStringList &segments)
{
    static const QHash<QString, DiffEffect> kWords = [] {
        QHash<QString, DiffEffect> w;
        for (const char *k : {"global_scheme", "quant_scheme", "--quant_scheme", "kv_cache_scheme", "kv_cache_dtype",
                              "--kv_cache_dtype", "algorithm", "quant_algo", "--quant_algo", "exclude_layers", "--exclude_layers",
                              "exclude", "exclude_layers_source", "layer_quant_config", "overrides", "--layer_quant_scheme",
                              "dataset", "--dataset", "group_size", "--group_size", "scheme", "model", "model_path", "--model_dir",
                              "revision", "commit", "model_type", "architectures", "quark_template", "template",
                              "default_exclusions", "trust_remote_code", "--trust_remote_code", "--no_trust_remote_code",
                              "linear_layer_count", "moe", "pre_quantized", "quantization_config", "intent", "precision",
                              "--pre_quantization_optimization", "--template_file", "--kv_cache_quant_scheme", "custom_mode"})
            w.insert(QString::fromLatin1(k), DiffEffect::Accuracy);
        for (const char *k : {"num_calib_data", "--num_calib_data", "seq_len", "--seq_len", "batch_size", "--batch_size",
                              "multi_device", "--multi_device", "device_strategy", "device", "--device", "devices", "resources",
                              "HIP_VISIBLE_DEVICES", "CUDA_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES", "evaluation_intent",
                              "--skip_evaluation", "--evaluation_dataset", "accelerator_gib", "ram_gib", "disk_gib", "estimate", "target", "priority"})
            w.insert(QString::fromLatin1(k), DiffEffect::Resources);
        for (const char *k : {"environment", "quark", "python", "torch", "transformers", "amd_quark", "driver", "gpu", "gpus",
                              "rocm", "cuda", "cli_path", "versions", "env", "HF_HUB_OFFLINE", "HF_ENDPOINT", "PATH"})
            w.insert(QString::fromLatin1(k), DiffEffect::Environment);
        for (const char *k : {"status", "exit_code", "signal", "verification", "verdict", "observed", "total_bytes", "size_ratio",
                              "failure_class", "evidence", "approval", "sha256_at", "diagnosis", "cancel_reason", "perplexity"})
            w.insert(QString::fromLatin1(k), DiffEffect::Outcome);
        for (const char *k : {"created_at", "updated_at", "started_at", "finished_at", "confirmed_at", "at", "workspace",
                              "log_path", "diagnostics_path", "output_dir", "--output_dir", "generator", "schema_version",
                              "analysis_ref", "analysis_sha256", "plan_ref"})
            w.insert(QString::fromLatin1(k), DiffEffect::Cosmetic);
        return w;
    }();
    // What the run produced and what the verifier saw there: an outcome, whatever the key
    // (outputs.observed.quantization_config is what the export says, not a setting).
    if (segments.value(0) == u"outputs"_s
        && (segments.value(1) == u"observed"_s || segments.value(1) == u"verification"_s || segments.value(1) == u"accuracy"_s
            || segments.value(1) == u"load_check"_s || segments.value(1) == u"serve"_s || segments.value(1) == u"model_card"_s
            || segments.value(1) == u"publish"_s))
        return DiffEffect::Outcome;
    if (segments.value(0) == u"inputs"_s
        && (segments.contains(u"sha256"_s) || segments.contains(u"path"_s) || segments.value(1) == u"analysis"_s
            || segments.value(1) == u"plan"_s))
        return DiffEffect::Cosmetic;
    for (qsizetype i = segments.size() - 1; i >= 0; --i) {
        QString w = segments[i];
        if (w.startsWith(u'[')) {
            // A command unit "--seq_len", "--seq_len#2" or "--layer_quant_scheme PATTERN".
            w = w.mid(1).section(u'#', 0, 0).section(u' ', 0, 0);
            if (!w.startsWith(u'-'))
                continue;
        }
        const auto it = kWords.constFind(w);
        if (it != kWords.cend())
            return *it;
        if (w.endsWith(u"_at"_s))
            return DiffEffect::Cosmetic;
    }
    return DiffEffect::Other;
}

class Walker
{
public:
    QList<DiffRow> rows;
    QList<DiffEntry> entries;
    QStringList segments; ///< keys from the root; list elements as "[identity]"
    bool buildRows = true; ///< false: entries only, equal values skipped unvisited

    bool walk(const Json *l, const Json *r, const QString &path, const QString &label, int depth)
    {
        if (l && r)
            return walkBoth(*l, *r, path, label, depth);
        oneSide(l ? *l : *r, l != nullptr, path, label, depth, true);
        return true;
    }

private:
    void setChange(qsizetype row, DiffChange change)
    {
        if (row >= 0)
            rows[row].change = change;
    }

    static QString child(const QString &path, const std::string &key)
    {
        const QString k = QString::fromStdString(key);
        return path.isEmpty() ? k : path + u'.' + k;
    }
    static QString element(const QString &path, const QString &identity) { return path + u'[' + identity + u']'; }

    qsizetype openRow(int depth, const QString &label, const QString &path, bool hasLeft, bool hasRight)
    {
        if (!buildRows)
            return -1;
        DiffRow row;
        row.depth = depth;
        row.label = label;
        row.path = path;
        row.hasLeft = hasLeft;
        row.hasRight = hasRight;
        row.container = true;
        row.effect = effectOfSegments(segments);
        rows.append(row);
        return rows.size() - 1;
    }

    void scalarRow(int depth, const QString &label, const QString &path, const Json *l, const Json *r, DiffChange change)
    {
        if (!buildRows)
            return;
        DiffRow row;
        row.depth = depth;
        row.label = label;
        row.path = path;
        row.hasLeft = l != nullptr;
        row.hasRight = r != nullptr;
        row.left = l ? displayText(*l) : QString();
        row.right = r ? displayText(*r) : QString();
        row.change = change;
        row.effect = effectOfSegments(segments);
        rows.append(row);
    }

    void addEntry(const QString &path, DiffChange change, const Json *l, const Json *r, const QString &note = {})
    {
        DiffEntry e;
        e.path = path;
        e.change = change;
        e.left = l ? compactText(*l) : QString();
        e.right = r ? compactText(*r) : QString();
        e.effect = effectOfSegments(segments);
        e.note = note;
        if (l && (l->is_object() || l->is_array()))
            e.leftCount = int(l->size());
        if (r && (r->is_object() || r->is_array()))
            e.rightCount = int(r->size());
        entries.append(e);
    }

    /// A value on one side only: one entry, and rows for all of it.
    /// Keeps `segments` in step with the walk: a key, or "[identity]" for a list element
    /// (whose path ends with "]").
    struct Segment
    {
        Segment(QStringList &s, const QString &path, const QString &label, int depth) : segments(s), pushed(depth >= 0)
        {
            if (pushed)
                segments.append(path.endsWith(u']') ? u'[' + label : label);
        }
        ~Segment()
        {
            if (pushed)
                segments.removeLast();
        }
        QStringList &segments;
        bool pushed;
    };

    // "<field>_i18n" holds the template and arguments of the English "<field>" beside it (LocalText):
    // the English text is what a reader compares, so the twin gets no row of its own.
    static bool localizedTwin(std::string_view key) { return key.ends_with("_i18n"); }

    void oneSide(const Json &v, bool isLeft, const QString &path, const QString &label, int depth, bool entry)
    {
        const Segment segment(segments, path, label, depth);
        const DiffChange change = isLeft ? DiffChange::Removed : DiffChange::Added;
        if (entry)
            addEntry(path, change, isLeft ? &v : nullptr, isLeft ? nullptr : &v);
        if (!buildRows)
            return; // the entry says it all
        if ((v.is_object() || v.is_array()) && !v.empty() && depth < kMaxDepth) {
            setChange(openRow(depth, label, path, isLeft, !isLeft), change);
            if (v.is_object()) {
                for (auto it = v.begin(); it != v.end(); ++it)
                    if (!localizedTwin(it.key()))
                        oneSide(it.value(), isLeft, child(path, it.key()), QString::fromStdString(it.key()), depth + 1, false);
            } else {
                const std::vector<Item> items = listItems(v, path, nullptr);
                for (const Item &item : items)
                    oneSide(item.value, isLeft, element(path, item.label), item.label, depth + 1, false);
            }
            return;
        }
        scalarRow(depth, label, path, isLeft ? &v : nullptr, isLeft ? nullptr : &v, change);
    }

    static bool isCommandKey(const QString &path, const char *key)
    {
        return path == QLatin1StringView(key) || path.endsWith(u'.' + QLatin1StringView(key));
    }

    static bool allStrings(const Json &a)
    {
        return std::all_of(a.begin(), a.end(), [](const Json &e) { return e.is_string(); });
    }

    /// The elements of a list with their identities: flag units for an argv, else the first
    /// identity field all elements of both lists carry, else none (positions).
    static std::vector<Item> listItems(const Json &list, const QString &path, const Json *other)
    {
        if (isCommandKey(path, "argv") && allStrings(list))
            return commandUnits(toStringList(list));
        std::vector<Item> items;
        items.reserve(list.size());
        const std::string field = identityField(list, other);
        for (std::size_t i = 0; i < list.size(); ++i) {
            Item item;
            item.value = list[i];
            if (!field.empty()) {
                const Json &id = list[i][field];
                item.identity = id.is_string() ? id.get<std::string>() : id.dump();
                item.label = QString::fromStdString(item.identity);
            } else {
                item.label = u"%1"_s.arg(i);
            }
            item.hash = fingerprint(item.value);
            items.push_back(std::move(item));
        }
        return items;
    }

    /// The identity field of a list of mappings: the first of these that every element of both
    /// lists has as a scalar, unique within each list.
    static std::string identityField(const Json &a, const Json *b)
    {
        static const char *const kCandidates[] = {"id", "name", "check", "decision", "code", "message", "file", "path", "pattern"};
        auto carries = [](const Json &list, const char *field) {
            if (!list.is_array() || list.empty())
                return list.is_array();
            std::unordered_map<std::string, int> seen;
            for (const Json &e : list) {
                if (!e.is_object())
                    return false;
                const auto it = e.find(field);
                if (it == e.end() || it->is_object() || it->is_array())
                    return false;
                if (++seen[it->is_string() ? it->get<std::string>() : it->dump()] > 1)
                    return false;
            }
            return true;
        };
        if (a.empty() && (!b || b->empty()))
            return {};
        for (const char *field : kCandidates) {
            if (carries(a, field) && (!b || carries(*b, field)))
                return field;
        }
        return {};
    }

    bool walkBoth(const Json &l, const Json &r, const QString &path, const QString &label, int depth)
    {
        const Segment segment(segments, path, label, depth);
        const TypeClass lt = typeClass(l);
        const TypeClass rt = typeClass(r);
        if (depth >= kMaxDepth) {
            const bool same = strictEqual(l, r);
            scalarRow(depth, label, path, &l, &r, same ? DiffChange::Same : DiffChange::Changed);
            if (!same)
                addEntry(path, DiffChange::Changed, &l, &r, StructuralDiff::tr("nested too deeply to compare inside; compared whole"));
            return !same;
        }
        if (!buildRows && strictEqual(l, r))
            return false;
        if (lt == TypeClass::Object && rt == TypeClass::Object)
            return walkObject(l, r, path, label, depth);
        if (lt == TypeClass::Array && rt == TypeClass::Array)
            return walkList(listItems(l, path, &r), listItems(r, path, &l), path, label, depth);
        if (lt == TypeClass::String && rt == TypeClass::String && isCommandKey(path, "command") && l != r) {
            // The shell-quoted command: compared as flags with their values, like an argv.
            return walkList(commandUnits(StructuralDiff::splitCommand(QString::fromStdString(l.get<std::string>()))),
                            commandUnits(StructuralDiff::splitCommand(QString::fromStdString(r.get<std::string>()))), path,
                            label, depth);
        }
        if (strictEqual(l, r)) {
            scalarRow(depth, label, path, &l, &r, DiffChange::Same);
            return false;
        }
        QString note;
        if (lt != rt) {
            note = StructuralDiff::tr("%1 %2 vs %3 %4").arg(typeName(lt), compactText(l), typeName(rt), compactText(r));
        }
        scalarRow(depth, label, path, &l, &r, DiffChange::Changed);
        addEntry(path, DiffChange::Changed, &l, &r, note);
        return true;
    }

    bool walkObject(const Json &l, const Json &r, const QString &path, const QString &label, int depth)
    {
        const qsizetype at = depth < 0 ? -1 : openRow(depth, label, path, true, true); // the root has no row
        const int childDepth = depth + 1;
        bool changed = false;
        // Both sides indexed once (ordered_json finds keys linearly). Walk the left keys;
        // right-only keys go after the common key that precedes them on the right.
        std::unordered_map<std::string_view, const Json *> leftKeys;
        std::unordered_map<std::string_view, const Json *> rightKeys;
        leftKeys.reserve(l.size());
        rightKeys.reserve(r.size());
        for (auto it = l.begin(); it != l.end(); ++it)
            if (!localizedTwin(it.key()))
                leftKeys.emplace(it.key(), &it.value());
        for (auto it = r.begin(); it != r.end(); ++it)
            if (!localizedTwin(it.key()))
                rightKeys.emplace(it.key(), &it.value());
        std::unordered_map<std::string_view, std::vector<std::string>> after; // common key -> right-only keys after it
        std::vector<std::string> leading;
        std::optional<std::string_view> lastCommon;
        for (auto it = r.begin(); it != r.end(); ++it) {
            if (localizedTwin(it.key()))
                continue;
            if (leftKeys.count(it.key()))
                lastCommon = it.key();
            else if (!lastCommon)
                leading.push_back(it.key());
            else
                after[*lastCommon].push_back(it.key());
        }
        auto flushRightOnly = [&](std::vector<std::string> &keys) {
            for (const std::string &k : keys) {
                oneSide(*rightKeys.at(k), false, child(path, k), QString::fromStdString(k), childDepth, true);
                changed = true;
            }
            keys.clear();
        };
        flushRightOnly(leading);
        for (auto it = l.begin(); it != l.end(); ++it) {
            if (localizedTwin(it.key()))
                continue;
            const QString p = child(path, it.key());
            const auto other = rightKeys.find(it.key());
            if (other == rightKeys.end()) {
                oneSide(it.value(), true, p, QString::fromStdString(it.key()), childDepth, true);
                changed = true;
                continue;
            }
            changed = walkBoth(it.value(), *other->second, p, QString::fromStdString(it.key()), childDepth) || changed;
            const auto trailing = after.find(it.key());
            if (trailing != after.end())
                flushRightOnly(trailing->second);
        }
        if (at >= 0)
            setChange(at, changed ? DiffChange::Changed : DiffChange::Same);
        return changed;
    }

    bool walkList(const std::vector<Item> &a, const std::vector<Item> &b, const QString &path, const QString &label, int depth)
    {
        const qsizetype at = openRow(depth, label, path, true, true);
        bool changed = false;
        // Pair the elements: by identity when both lists have one, else by a common subsequence
        // with the gaps between matches paired by position.
        std::vector<int> match(a.size(), -1);
        std::vector<bool> taken(b.size(), false);
        const bool identities = !a.empty() && !b.empty() && !a.front().identity.empty() && !b.front().identity.empty();
        if (identities) {
            std::unordered_map<std::string, int> right;
            for (std::size_t j = 0; j < b.size(); ++j)
                right.emplace(b[j].identity, int(j));
            for (std::size_t i = 0; i < a.size(); ++i) {
                const auto it = right.find(a[i].identity);
                if (it != right.end() && !taken[std::size_t(it->second)]) {
                    match[i] = it->second;
                    taken[std::size_t(it->second)] = true;
                }
            }
            // Steps renamed but of the same kind (an upstream "run" and our "quantize").
            std::unordered_map<std::string, std::vector<int>> kinds;
            for (std::size_t j = 0; j < b.size(); ++j) {
                if (!taken[j] && b[j].value.is_object() && b[j].value.contains("kind") && b[j].value["kind"].is_string())
                    kinds[b[j].value["kind"].get<std::string>()].push_back(int(j));
            }
            for (std::size_t i = 0; i < a.size(); ++i) {
                if (match[i] >= 0 || !a[i].value.is_object() || !a[i].value.contains("kind") || !a[i].value["kind"].is_string())
                    continue;
                auto it = kinds.find(a[i].value["kind"].get<std::string>());
                if (it != kinds.end() && it->second.size() == 1 && !taken[std::size_t(it->second.front())]) {
                    match[i] = it->second.front();
                    taken[std::size_t(match[i])] = true;
                }
            }
        } else {
            const auto pairs = commonSubsequence(a, b);
            std::vector<std::pair<int, int>> anchors = pairs ? *pairs : std::vector<std::pair<int, int>>();
            anchors.emplace_back(int(a.size()), int(b.size()));
            int i = 0;
            int j = 0;
            for (const auto &[ai, bj] : anchors) {
                while (i < ai && j < bj) { // a gap on both sides: element by element
                    match[std::size_t(i)] = j;
                    taken[std::size_t(j)] = true;
                    ++i, ++j;
                }
                if (ai < int(a.size())) {
                    match[std::size_t(ai)] = bj;
                    taken[std::size_t(bj)] = true;
                }
                i = ai + 1;
                j = bj + 1;
            }
        }
        // Emit in left order; right-only elements before the right element they precede.
        std::size_t nextRight = 0;
        auto emitRightOnlyUpTo = [&](std::size_t end) {
            for (; nextRight < end; ++nextRight) {
                if (!taken[nextRight]) {
                    oneSide(b[nextRight].value, false, element(path, b[nextRight].label), b[nextRight].label, depth + 1, true);
                    changed = true;
                }
            }
        };
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (match[i] < 0) {
                oneSide(a[i].value, true, element(path, a[i].label), a[i].label, depth + 1, true);
                changed = true;
                continue;
            }
            const Item &other = b[std::size_t(match[i])];
            emitRightOnlyUpTo(std::size_t(match[i]));
            const QString label2 = a[i].identity.empty() && a[i].label != other.label ? a[i].label + u'/' + other.label : a[i].label;
            changed = walkBoth(a[i].value, other.value, element(path, label2), label2, depth + 1) || changed;
        }
        emitRightOnlyUpTo(b.size());
        setChange(at, changed ? DiffChange::Changed : DiffChange::Same);
        return changed;
    }
};

} // namespace

QString diffEffectName(DiffEffect effect)
{
    switch (effect) {
    case DiffEffect::Accuracy: return u"accuracy"_s;
    case DiffEffect::Resources: return u"resources"_s;
    case DiffEffect::Environment: return u"environment"_s;
    case DiffEffect::Outcome: return u"outcome"_s;
    case DiffEffect::Cosmetic: return u"cosmetic"_s;
    case DiffEffect::Other: break;
    }
    return u"other"_s;
}

QString diffEffectTitle(DiffEffect effect)
{
    switch (effect) {
    case DiffEffect::Accuracy: return StructuralDiff::tr("Accuracy");
    case DiffEffect::Resources: return StructuralDiff::tr("Resources");
    case DiffEffect::Environment: return StructuralDiff::tr("Environment");
    case DiffEffect::Outcome: return StructuralDiff::tr("Outcome");
    case DiffEffect::Cosmetic: return StructuralDiff::tr("Cosmetic");
    case DiffEffect::Other: break;
    }
    return StructuralDiff::tr("Other");
}

QString diffChangeName(DiffChange change)
{
    switch (change) {
    case DiffChange::Same: return u"same"_s;
    case DiffChange::Changed: return u"changed"_s;
    case DiffChange::Added: return u"added"_s;
    case DiffChange::Removed: break;
    }
    return u"removed"_s;
}

QString DiffEntry::describe() const
{
    switch (change) {
    case DiffChange::Added: return StructuralDiff::tr("%1: added %2").arg(path, right);
    case DiffChange::Removed: return StructuralDiff::tr("%1: removed %2").arg(path, left);
    default: break;
    }
    // A command unit names its flag in the path: "…argv[--seq_len]: 512 → 1024".
    QString l = left;
    QString r = right;
    if (path.endsWith(u']')) {
        const QString flag = path.mid(path.lastIndexOf(u'[') + 1).chopped(1) + u' ';
        if (l.startsWith(flag) && r.startsWith(flag)) {
            l = l.mid(flag.size());
            r = r.mid(flag.size());
        }
    }
    QString text = StructuralDiff::tr("%1: %2 → %3").arg(path, l, r);
    if (!note.isEmpty())
        text += u" ("_s + note + u')';
    return text;
}

qsizetype DiffResult::count(DiffEffect effect) const
{
    return std::count_if(entries.cbegin(), entries.cend(), [effect](const DiffEntry &e) { return e.effect == effect; });
}

QString DiffResult::summary() const
{
    if (identical())
        return StructuralDiff::tr("The two %1 files are identical.").arg(artifactSchemaTitle(kind));
    QStringList parts;
    for (DiffEffect effect : kAllDiffEffects) {
        const qsizetype n = count(effect);
        if (n)
            parts.append(StructuralDiff::tr("%1 %2").arg(n).arg(diffEffectTitle(effect).toLower()));
    }
    QString text = StructuralDiff::tr("%n difference(s): %1.", nullptr, int(entries.size())).arg(parts.join(u", "_s));
    // The changes that matter most, named.
    for (DiffEffect effect : {DiffEffect::Accuracy, DiffEffect::Resources}) {
        QStringList named;
        for (const DiffEntry &e : entries) {
            if (e.effect == effect && named.size() < 4)
                named.append(e.describe());
        }
        const qsizetype rest = count(effect) - named.size();
        if (named.isEmpty())
            continue;
        text += u'\n' + diffEffectTitle(effect) + u": "_s + named.join(u"; "_s);
        if (rest > 0)
            text += StructuralDiff::tr("; and %n more", nullptr, int(rest));
    }
    if (count(DiffEffect::Accuracy) == 0 && count(DiffEffect::Resources) == 0)
        text += u'\n' + StructuralDiff::tr("Nothing that changes accuracy or resources.");
    return text;
}

QString DiffResult::toMarkdown() const
{
    auto cell = [](QString s) { return s.replace(u'|', u"\\|"_s).replace(u'\n', u' '); };
    QString md = u"# "_s + StructuralDiff::tr("Comparison of %1").arg(artifactSchemaTitle(kind)) + u"\n\n"_s;
    md += u"- "_s + StructuralDiff::tr("Left: `%1`").arg(leftName) + u'\n';
    md += u"- "_s + StructuralDiff::tr("Right: `%1`").arg(rightName) + u"\n\n"_s;
    md += summary().replace(u'\n', u"\n\n"_s) + u"\n"_s;
    for (DiffEffect effect : kAllDiffEffects) {
        if (!count(effect))
            continue;
        md += u"\n## "_s + diffEffectTitle(effect) + u"\n\n| "_s + StructuralDiff::tr("Path") + u" | "_s + StructuralDiff::tr("Change")
            + u" | "_s + StructuralDiff::tr("Left") + u" | "_s + StructuralDiff::tr("Right") + u" |\n|---|---|---|---|\n"_s;
        for (const DiffEntry &e : entries) {
            if (e.effect != effect)
                continue;
            QString change = diffChangeName(e.change);
            if (!e.note.isEmpty())
                change += u": "_s + e.note;
            md += u"| `"_s + cell(e.path) + u"` | "_s + cell(change) + u" | "_s + cell(e.left) + u" | "_s + cell(e.right) + u" |\n"_s;
        }
    }
    return md;
}

Json DiffResult::toJson() const
{
    Json counts = Json::object();
    for (DiffEffect effect : kAllDiffEffects)
        counts[diffEffectName(effect).toStdString()] = count(effect);
    Json list = Json::array();
    for (const DiffEntry &e : entries) {
        Json item = {{"path", e.path.toStdString()},
                     {"change", diffChangeName(e.change).toStdString()},
                     {"effect", diffEffectName(e.effect).toStdString()},
                     {"left", e.left.toStdString()},
                     {"right", e.right.toStdString()}};
        if (!e.note.isEmpty())
            item["note"] = e.note.toStdString();
        list.push_back(item);
    }
    return Json{{"kind", artifactCliName(kind).toStdString()},
                {"left", leftName.toStdString()},
                {"right", rightName.toStdString()},
                {"identical", identical()},
                {"counts", counts},
                {"differences", list}};
}

namespace {
/// "a.b[c].d" as segments, list elements as "[c]" (defined below).
QStringList pathSegments(const QString &path);
} // namespace

DiffEffect StructuralDiff::effectOf(const QString &path)
{
    // "a.b[c].d" as segments, a list element as "[c" (effectOfSegments reads command units by
    // that "["; a key that contains a dot cannot be told apart here, the diff itself classifies by
    // the keys it walks).
    QStringList segments = pathSegments(path);
    for (QString &segment : segments) {
        if (segment.startsWith(u'[') && segment.endsWith(u']'))
            segment.chop(1);
    }
    return effectOfSegments(segments);
}

QStringList StructuralDiff::splitCommand(const QString &command)
{
    QStringList words;
    QString current;
    bool inWord = false;
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command[i];
        if (c == u'\'') {
            const qsizetype end = command.indexOf(u'\'', i + 1);
            const qsizetype stop = end < 0 ? command.size() : end;
            current += command.mid(i + 1, stop - i - 1);
            i = stop;
            inWord = true;
        } else if (c == u'"') {
            ++i;
            for (; i < command.size() && command[i] != u'"'; ++i) {
                if (command[i] == u'\\' && i + 1 < command.size()
                    && QStringView(u"$`\"\\\n").contains(command[i + 1]))
                    ++i;
                current += command[i];
            }
            inWord = true;
        } else if (c == u'\\' && i + 1 < command.size()) {
            if (command[i + 1] != u'\n')
                current += command[i + 1];
            ++i;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words.append(current);
            current.clear();
            inWord = false;
        } else {
            current += c;
            inWord = true;
        }
    }
    if (inWord)
        words.append(current);
    return words;
}

DiffResult StructuralDiff::compare(const Json &left, const Json &right, ArtifactKind kind, DiffDetail detail)
{
    Walker walker;
    walker.buildRows = detail == DiffDetail::Rows;
    walker.walk(&left, &right, QString(), QString(), -1);
    DiffResult result;
    result.kind = kind;
    result.rows = std::move(walker.rows);
    result.entries = std::move(walker.entries);
    return result;
}

namespace {

/// One side of compareFiles: the document parsed (YAML or JSON, by the path) and its kind.
struct Side
{
    Json json;
    ArtifactKind kind = ArtifactKind::Manifest;
};

Result<Side> readSide(const QByteArray &bytes, const QString &path)
{
    Result<Json> json = ArtifactIo::parse(bytes, ArtifactIo::formatForPath(path), path);
    if (!json)
        return json.error();
    if (!json->is_object())
        return Error{Error::Code::WrongKind, StructuralDiff::tr("%1 is not a PTQ artifact (not a mapping at the top level).").arg(path)};
    std::optional<ArtifactKind> kind = artifactKindFromContent(*json);
    if (!kind)
        kind = artifactKindFromFileName(path);
    if (!kind) {
        return Error{Error::Code::WrongKind,
                     StructuralDiff::tr("%1 is not a model analysis, quantization plan or run manifest (neither its fields nor its "
                                        "name say which).")
                         .arg(path)};
    }
    return Side{std::move(*json), *kind};
}

} // namespace

Result<DiffResult> StructuralDiff::compareFiles(const QString &leftPath, const QString &rightPath, DiffDetail detail)
{
    const Result<QByteArray> left = ArtifactIo::readFile(leftPath);
    if (!left)
        return left.error();
    const Result<QByteArray> right = ArtifactIo::readFile(rightPath);
    if (!right)
        return right.error();
    return compareTexts(*left, leftPath, *right, rightPath, detail);
}

Result<DiffResult> StructuralDiff::compareTexts(const QByteArray &leftText, const QString &leftPath, const QByteArray &rightText,
                                                const QString &rightPath, DiffDetail detail)
{
    Result<Side> left = readSide(leftText, leftPath);
    if (!left)
        return left.error();
    Result<Side> right = readSide(rightText, rightPath);
    if (!right)
        return right.error();
    if (left->kind != right->kind) {
        return Error{Error::Code::WrongKind, tr("%1 is a %2 but %3 is a %4: only artifacts of one kind can be compared.")
                                                 .arg(leftPath, artifactSchemaTitle(left->kind), rightPath,
                                                      artifactSchemaTitle(right->kind))};
    }
    DiffResult result = compare(left->json, right->json, left->kind, detail);
    result.leftName = leftPath;
    result.rightName = rightPath;
    return result;
}

Result<LoadedComparison> StructuralDiff::loadAndCompare(const QString &leftPath, const QString &rightPath, DiffDetail detail)
{
    const Result<QByteArray> leftText = ArtifactIo::readFile(leftPath);
    if (!leftText)
        return leftText.error();
    const Result<QByteArray> rightText = ArtifactIo::readFile(rightPath);
    if (!rightText)
        return rightText.error();
    Result<Side> left = readSide(*leftText, leftPath);
    if (!left)
        return left.error();
    Result<Side> right = readSide(*rightText, rightPath);
    if (!right)
        return right.error();
    if (left->kind != right->kind) {
        return Error{Error::Code::WrongKind, tr("%1 is a %2 but %3 is a %4: only artifacts of one kind can be compared.")
                                                 .arg(leftPath, artifactSchemaTitle(left->kind), rightPath,
                                                      artifactSchemaTitle(right->kind))};
    }
    LoadedComparison loaded;
    loaded.diff = compare(left->json, right->json, left->kind, detail);
    loaded.diff.leftName = leftPath;
    loaded.diff.rightName = rightPath;
    loaded.left = std::move(left->json);
    loaded.right = std::move(right->json);
    return loaded;
}

// ---------------------------------------------------------------------------------------------
// The review: a comparison for people.

QString reviewSectionTitle(ReviewSection section)
{
    switch (section) {
    case ReviewSection::Outcome: return DiffReviewer::tr("Outcome");
    case ReviewSection::Plan: return DiffReviewer::tr("Plan");
    case ReviewSection::Command: return DiffReviewer::tr("Command");
    case ReviewSection::Environment: return DiffReviewer::tr("Environment");
    case ReviewSection::Cosmetic: return DiffReviewer::tr("Timestamps and paths");
    case ReviewSection::Other: break;
    }
    return DiffReviewer::tr("Other");
}

QString ReviewItem::text() const
{
    if (left.isEmpty())
        return DiffReviewer::tr("%1: added %2").arg(label, right);
    if (right.isEmpty())
        return DiffReviewer::tr("%1: removed %2").arg(label, left);
    return DiffReviewer::tr("%1: %2 → %3").arg(label, left, right);
}

qsizetype DiffReview::count(ReviewSection section) const
{
    return std::count_if(items.cbegin(), items.cend(), [section](const ReviewItem &i) { return i.section == section; });
}

QString DiffReview::title() const
{
    return DiffReviewer::tr("Compare: %1 ↔ %2").arg(leftName, rightName);
}

namespace {

QString stripZeros(QString text)
{
    const QString point = QLocale().decimalPoint();
    if (!text.contains(point))
        return text;
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(point))
        text.chop(point.size());
    return text;
}

/// @p digits significant digits (at most; trailing zeros dropped); from 10^digits on, whole numbers.
QString significant(double value, int digits)
{
    if (!std::isfinite(value))
        return QString::number(value);
    const double magnitude = std::fabs(value);
    if (magnitude == 0)
        return QLocale().toString(0);
    const int exponent = int(std::floor(std::log10(magnitude)));
    if (exponent < -10)
        return QLocale().toString(value, 'g', digits);
    const int decimals = std::max(0, digits - 1 - exponent);
    return stripZeros(QLocale().toString(value, 'f', decimals));
}

/// A word of one side that the review compares by meaning, with the JSON paths it stands for.
struct Fact
{
    QString key;
    ReviewSection section = ReviewSection::Plan;
    QString label;
    QString value;     ///< formatted; for a set, its elements joined
    QStringList set;   ///< the elements of a set-valued fact (algorithms, exclusions)
    bool isSet = false;
    bool present = false;
    QString absent;    ///< what an absent value reads as ("none", "default")
    QStringList paths; ///< the differences this fact accounts for (and takes from the rest)

    QString shown() const { return present ? value : absent; }
    bool sameAs(const Fact &o) const
    {
        if (present != o.present)
            return false;
        if (isSet)
            return QSet<QString>(set.cbegin(), set.cend()) == QSet<QString>(o.set.cbegin(), o.set.cend());
        return value == o.value;
    }
};

using Facts = QList<Fact>;

Fact fact(const char *key, ReviewSection section, const QString &label, const QString &absent, const QStringList &paths)
{
    Fact f;
    f.key = QString::fromLatin1(key);
    f.section = section;
    f.label = label;
    f.absent = absent;
    f.paths = paths;
    return f;
}

void setValue(Fact &f, const QString &value)
{
    f.present = true;
    f.value = value;
}

void setSet(Fact &f, const QStringList &elements, bool present = true)
{
    f.isSet = true;
    f.present = present;
    f.set = elements;
    f.value = elements.isEmpty() ? DiffReviewer::tr("none") : elements.join(u", "_s);
}

QString algorithmTitle(const QString &name)
{
    static const QHash<QString, QString> kTitles = {{u"awq"_s, u"AWQ"_s},
                                                    {u"gptq"_s, u"GPTQ"_s},
                                                    {u"smoothquant"_s, u"SmoothQuant"_s},
                                                    {u"autosmoothquant"_s, u"AutoSmoothQuant"_s},
                                                    {u"quarot"_s, u"QuaRot"_s},
                                                    {u"qronos"_s, u"Qronos"_s}};
    return kTitles.value(name.toLower(), name);
}

QStringList algorithmList(const QStringList &words)
{
    static const QRegularExpression kSeparators(u"[,\\s]+"_s);
    QStringList list;
    for (const QString &w : words) {
        for (const QString &part : w.split(kSeparators, Qt::SkipEmptyParts))
            list.append(algorithmTitle(part));
    }
    return list;
}

/// The run step's command as tokens: its argv, else its shell-quoted command.
QStringList commandTokens(const RunStepRecord &run)
{
    return !run.argv.isEmpty() ? run.argv : StructuralDiff::splitCommand(run.command);
}

/// The path of the run step in the diff ("steps[quantize]").
QString runStepPath(const RunStepRecord &run)
{
    return u"steps["_s + run.name + u']';
}

struct ManifestSide
{
    std::optional<RunManifest> manifest;
    std::vector<Item> units;          ///< the command as flag units
    QHash<QString, QString> unitText; ///< identity → the unit's values (without the flag)
    QString commandPath;              ///< "steps[quantize].argv", or ….command when there is no argv

    QString unitPath(const QString &identity) const { return commandPath + u'[' + identity + u']'; }
};

ManifestSide manifestSide(const Json &doc)
{
    ManifestSide side;
    Result<RunManifest> m = RunManifest::fromJson(doc);
    if (!m)
        return side;
    side.units = commandUnits(commandTokens(m->run));
    for (const Item &u : side.units) {
        const QString text = QString::fromStdString(u.value.get<std::string>());
        if (u.label.startsWith(u'#')) {
            side.unitText.insert(u.label, text);
            continue;
        }
        // "--layer_quant_scheme *down_proj* int8" keeps its pattern in the identity.
        const QString flag = u.label.section(u'#', 0, 0).section(u' ', 0, 0);
        side.unitText.insert(u.label, text.startsWith(flag + u' ') ? text.mid(flag.size() + 1) : text == flag ? QString() : text);
    }
    side.commandPath = runStepPath(m->run) + (m->run.argv.isEmpty() ? u".command"_s : u".argv"_s);
    side.manifest = std::move(*m);
    return side;
}

/// The command flags the plan facts stand for (the rest are Command items).
bool isPlanFlag(const QString &identity)
{
    static const QSet<QString> kFlags = {u"--quant_scheme"_s,   u"--quant_algo"_s, u"--kv_cache_dtype"_s, u"--exclude_layers"_s,
                                         u"--num_calib_data"_s, u"--seq_len"_s,    u"--batch_size"_s,     u"--dataset"_s,
                                         u"--multi_device"_s,   u"--model_dir"_s};
    return kFlags.contains(identity) || identity.startsWith(u"--layer_quant_scheme "_s);
}

Facts manifestFacts(const ManifestSide &side, const ReviewWords &words)
{
    const QString none = DiffReviewer::tr("none");
    const QString byDefault = DiffReviewer::tr("default");
    Facts facts;
    auto flag = [&](const char *key, const QString &label, const QString &absent, const QString &option) {
        Fact f = fact(key, ReviewSection::Plan, label, absent, {});
        if (side.unitText.contains(option)) {
            setValue(f, side.unitText.value(option));
            f.paths = {side.unitPath(option)};
        }
        return f;
    };
    facts.append(flag("scheme", DiffReviewer::tr("Scheme"), none, u"--quant_scheme"_s));
    Fact algorithms = fact("algorithms", ReviewSection::Plan, DiffReviewer::tr("Algorithms"), none, {});
    if (side.unitText.contains(u"--quant_algo"_s)) {
        setSet(algorithms, algorithmList({side.unitText.value(u"--quant_algo"_s)}));
        algorithms.paths = {side.unitPath(u"--quant_algo"_s)};
    } else {
        setSet(algorithms, {});
    }
    facts.append(algorithms);
    facts.append(flag("kv_cache", DiffReviewer::tr("KV cache"), none, u"--kv_cache_dtype"_s));
    facts.append(flag("samples", DiffReviewer::tr("Calibration samples"), byDefault, u"--num_calib_data"_s));
    facts.append(flag("seq_len", DiffReviewer::tr("Sequence length"), byDefault, u"--seq_len"_s));
    facts.append(flag("batch_size", DiffReviewer::tr("Batch size"), byDefault, u"--batch_size"_s));
    facts.append(flag("dataset", DiffReviewer::tr("Calibration dataset"), byDefault, u"--dataset"_s));
    Fact exclusions =
        fact("exclusions", ReviewSection::Plan, DiffReviewer::tr("Excluded layers"), DiffReviewer::tr("template defaults"), {});
    exclusions.isSet = true;
    if (side.unitText.contains(u"--exclude_layers"_s)) {
        setSet(exclusions, side.unitText.value(u"--exclude_layers"_s).split(u' ', Qt::SkipEmptyParts));
        exclusions.paths = {side.unitPath(u"--exclude_layers"_s)};
    }
    facts.append(exclusions);
    Fact overrides = fact("overrides", ReviewSection::Plan, DiffReviewer::tr("Layer overrides"), none, {});
    QStringList layerSchemes;
    for (const Item &u : side.units) {
        if (u.label.startsWith(u"--layer_quant_scheme "_s)) {
            layerSchemes.append(side.unitText.value(u.label).replace(u' ', u": "_s));
            overrides.paths.append(side.unitPath(u.label));
        }
    }
    setSet(overrides, layerSchemes, !layerSchemes.isEmpty());
    facts.append(overrides);
    Fact devices = fact("devices", ReviewSection::Plan, DiffReviewer::tr("Devices"), DiffReviewer::tr("one"), {});
    if (side.unitText.contains(u"--multi_device"_s)) {
        setValue(devices, DiffReviewer::tr("several"));
        devices.paths = {side.unitPath(u"--multi_device"_s)};
    }
    facts.append(devices);
    facts.append(flag("model", DiffReviewer::tr("Model"), none, u"--model_dir"_s));
    if (!side.manifest)
        return facts;

    const RunManifest &m = *side.manifest;
    const QString step = runStepPath(m.run);
    Fact status = fact("status", ReviewSection::Outcome, DiffReviewer::tr("Status"), none,
                       {step + u".status"_s, step + u".diagnosis.class"_s});
    QString statusText = words.ofStatus(statusName(m.run.status));
    if (m.run.diagnosis && !m.run.diagnosis->failureClass.isEmpty() && m.run.status != RunStatus::Succeeded)
        statusText = DiffReviewer::tr("%1 (%2)").arg(statusText, DiffReviewer::failureClassTitle(m.run.diagnosis->failureClass));
    setValue(status, statusText);
    facts.append(status);
    Fact diagnosis = fact("diagnosis", ReviewSection::Outcome, DiffReviewer::tr("Diagnosis"), none, {step + u".diagnosis"_s});
    if (m.run.diagnosis) {
        QStringList words;
        if (!m.run.diagnosis->cause.isEmpty())
            words.append(QString(m.run.diagnosis->cause).replace(u'-', u' '));
        if (!m.run.diagnosis->failedStage.isEmpty())
            words.append(DiffReviewer::tr("during %1").arg(m.run.diagnosis->failedStage));
        setValue(diagnosis, words.isEmpty() ? DiffReviewer::failureClassTitle(m.run.diagnosis->failureClass) : words.join(u", "_s));
    }
    facts.append(diagnosis);
    Fact exit = fact("exit", ReviewSection::Outcome, DiffReviewer::tr("Exit"), none, {step + u".exit_code"_s, step + u".signal"_s});
    if (m.run.signal)
        setValue(exit, DiffReviewer::tr("signal %1").arg(*m.run.signal));
    else if (m.run.exitCode)
        setValue(exit, DiffReviewer::tr("exit code %1").arg(*m.run.exitCode));
    facts.append(exit);
    Fact verdict = fact("verdict", ReviewSection::Outcome, DiffReviewer::tr("Verification"), DiffReviewer::tr("not verified"),
                        {u"outputs.verification.verdict"_s});
    if (const QString v = jsonString(m.verification, "verdict"); !v.isEmpty())
        setValue(verdict, words.ofVerdict(v));
    facts.append(verdict);
    Fact perplexity = fact("perplexity", ReviewSection::Outcome, DiffReviewer::tr("Perplexity"), DiffReviewer::tr("not measured"),
                           {u"outputs.observed.perplexity"_s});
    if (const Json &p = jsonField(m.observed, "perplexity"); p.is_number())
        setValue(perplexity, DiffReviewer::formatNumber(p.get<double>()));
    facts.append(perplexity);
    // The accuracy verdict and the load check (core/handoff/exportchecks.h's records): lined up
    // across runs, the original's perplexity beside the ratio and the verdict.
    const Json &accuracy = jsonField(jsonField(m.document(), "outputs"), "accuracy");
    Fact baseline = fact("baseline_perplexity", ReviewSection::Outcome, DiffReviewer::tr("Original's perplexity"),
                         DiffReviewer::tr("not measured"), {u"outputs.accuracy.baseline"_s});
    if (const Json &b = jsonField(accuracy, "baseline"); b.is_number())
        setValue(baseline, DiffReviewer::formatNumber(b.get<double>()));
    facts.append(baseline);
    Fact verdictOfAccuracy = fact("accuracy", ReviewSection::Outcome, DiffReviewer::tr("Accuracy"),
                                  DiffReviewer::tr("not measured"),
                                  {u"outputs.accuracy.ratio"_s, u"outputs.accuracy.verdict"_s, u"outputs.accuracy.threshold"_s});
    if (const Json &r = jsonField(accuracy, "ratio"); r.is_number()) {
        const QString v = jsonString(accuracy, "verdict");
        const Json &t = jsonField(accuracy, "threshold");
        const QString threshold = t.is_number() ? DiffReviewer::formatNumber(t.get<double>()) : QStringLiteral("?");
        setValue(verdictOfAccuracy, v == QStringLiteral("within")
                                        ? DiffReviewer::tr("%1× the original's, within %2×").arg(DiffReviewer::formatNumber(r.get<double>()), threshold)
                                        : DiffReviewer::tr("%1× the original's, above %2×").arg(DiffReviewer::formatNumber(r.get<double>()), threshold));
    }
    facts.append(verdictOfAccuracy);
    Fact load = fact("load_check", ReviewSection::Outcome, DiffReviewer::tr("Load check"), DiffReviewer::tr("not run"),
                     {u"outputs.load_check.status"_s, u"outputs.load_check.reason"_s});
    if (const QString st = jsonString(jsonField(jsonField(m.document(), "outputs"), "load_check"), "status");
        st == QStringLiteral("passed"))
        setValue(load, DiffReviewer::tr("loads with transformers"));
    else if (st == QStringLiteral("failed"))
        setValue(load, DiffReviewer::tr("does not load with transformers"));
    else if (st == QStringLiteral("skipped"))
        setValue(load, DiffReviewer::tr("skipped"));
    facts.append(load);
    Fact size = fact("size", ReviewSection::Outcome, DiffReviewer::tr("Export size"), none,
                     {u"outputs.observed.total_bytes"_s, u"outputs.verification.total_bytes"_s});
    const Json &observedBytes = jsonField(m.observed, "total_bytes");
    const Json &bytes = observedBytes.is_number() ? observedBytes : jsonField(m.verification, "total_bytes");
    if (bytes.is_number())
        setValue(size, DiffReviewer::formatBytes(bytes.get<double>()));
    facts.append(size);
    Fact ratio = fact("size_ratio", ReviewSection::Outcome, DiffReviewer::tr("Size against the original"), none,
                      {u"outputs.verification.size_ratio"_s});
    if (const Json &r = jsonField(m.verification, "size_ratio"); r.is_number())
        setValue(ratio, DiffReviewer::tr("%1 % of the original's size").arg(significant(r.get<double>() * 100, 2)));
    facts.append(ratio);
    // Derived: it takes no difference from the rest (started_at and finished_at stay listed).
    Fact duration = fact("duration", ReviewSection::Outcome, DiffReviewer::tr("Duration"), none, {});
    if (m.run.startedAt && m.run.finishedAt)
        setValue(duration, DiffReviewer::formatDuration(m.run.startedAt->secsTo(*m.run.finishedAt)));
    facts.append(duration);
    return facts;
}

Facts planFacts(const Json &plan)
{
    const QString none = DiffReviewer::tr("none");
    const QString byDefault = DiffReviewer::tr("default");
    Facts facts;
    auto field = [&](const char *key, const QString &label, const QString &absent, const Json &v, const QString &path) {
        Fact f = fact(key, ReviewSection::Plan, label, absent, {path});
        if (v.is_string())
            setValue(f, QString::fromStdString(v.get<std::string>()));
        else if (v.is_number())
            setValue(f, QString::fromStdString(v.dump()));
        return f;
    };
    const Json &calibration = jsonField(plan, "calibration");
    facts.append(field("scheme", DiffReviewer::tr("Scheme"), none, jsonField(plan, "global_scheme"), u"global_scheme"_s));
    Fact algorithms = fact("algorithms", ReviewSection::Plan, DiffReviewer::tr("Algorithms"), none, {u"algorithm"_s});
    const Json &algorithm = jsonField(plan, "algorithm");
    setSet(algorithms, algorithm.is_string() ? algorithmList({QString::fromStdString(algorithm.get<std::string>())})
                                             : algorithmList(toStringList(algorithm)));
    facts.append(algorithms);
    facts.append(field("kv_cache", DiffReviewer::tr("KV cache"), none, jsonField(plan, "kv_cache_scheme"), u"kv_cache_scheme"_s));
    facts.append(field("samples", DiffReviewer::tr("Calibration samples"), byDefault, jsonField(calibration, "num_calib_data"),
                       u"calibration.num_calib_data"_s));
    facts.append(field("seq_len", DiffReviewer::tr("Sequence length"), byDefault, jsonField(calibration, "seq_len"),
                       u"calibration.seq_len"_s));
    facts.append(field("batch_size", DiffReviewer::tr("Batch size"), byDefault, jsonField(calibration, "batch_size"),
                       u"calibration.batch_size"_s));
    facts.append(field("dataset", DiffReviewer::tr("Calibration dataset"), byDefault, jsonField(calibration, "dataset"),
                       u"calibration.dataset"_s));
    Fact exclusions = fact("exclusions", ReviewSection::Plan, DiffReviewer::tr("Excluded layers"), none, {u"exclude_layers"_s});
    setSet(exclusions, toStringList(jsonField(plan, "exclude_layers")), jsonField(plan, "exclude_layers").is_array());
    facts.append(exclusions);
    Fact overrides = fact("overrides", ReviewSection::Plan, DiffReviewer::tr("Layer overrides"), none, {u"layer_quant_config"_s});
    QStringList layerSchemes;
    if (const Json &o = jsonField(plan, "layer_quant_config"); o.is_object()) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            layerSchemes.append(QString::fromStdString(it.key()) + u": "_s
                                + QString::fromStdString(it.value().is_string() ? it.value().get<std::string>() : it.value().dump()));
        }
    }
    setSet(overrides, layerSchemes, !layerSchemes.isEmpty());
    facts.append(overrides);
    facts.append(field("devices", DiffReviewer::tr("Devices"), byDefault, jsonField(plan, "device_strategy"), u"device_strategy"_s));
    facts.append(field("model", DiffReviewer::tr("Model"), none, jsonField(jsonField(plan, "model"), "model_path"), u"model.model_path"_s));
    return facts;
}

/// The headline words of a changed fact: "Scheme int4_wo_128 → fp8", "AWQ removed".
QStringList headlineParts(const Fact &l, const Fact &r)
{
    const QString key = l.key;
    if (key == u"algorithms"_s) {
        QStringList parts;
        QStringList removed;
        QStringList added;
        for (const QString &a : l.set) {
            if (!r.set.contains(a))
                removed.append(a);
        }
        for (const QString &a : r.set) {
            if (!l.set.contains(a))
                added.append(a);
        }
        if (!removed.isEmpty())
            parts.append(DiffReviewer::tr("%1 removed").arg(removed.join(u", "_s)));
        if (!added.isEmpty())
            parts.append(DiffReviewer::tr("%1 added").arg(added.join(u", "_s)));
        return parts;
    }
    if (key == u"exclusions"_s && l.present && r.present) {
        QStringList changes;
        for (const QString &a : r.set) {
            if (!l.set.contains(a))
                changes.append(u'+' + a);
        }
        for (const QString &a : l.set) {
            if (!r.set.contains(a))
                changes.append(u'−' + a);
        }
        return {DiffReviewer::tr("exclusions %1").arg(changes.join(u' '))};
    }
    const QString a = l.shown();
    const QString b = r.shown();
    if (key == u"scheme"_s)
        return {DiffReviewer::tr("Scheme %1 → %2").arg(a, b)};
    if (key == u"kv_cache"_s)
        return {DiffReviewer::tr("KV cache %1 → %2").arg(a, b)};
    if (key == u"samples"_s)
        return {DiffReviewer::tr("samples %1 → %2").arg(a, b)};
    if (key == u"seq_len"_s)
        return {DiffReviewer::tr("seq len %1 → %2").arg(a, b)};
    if (key == u"batch_size"_s)
        return {DiffReviewer::tr("batch size %1 → %2").arg(a, b)};
    if (key == u"dataset"_s)
        return {DiffReviewer::tr("dataset %1 → %2").arg(a, b)};
    if (key == u"exclusions"_s)
        return {DiffReviewer::tr("exclusions %1 → %2").arg(a, b)};
    if (key == u"overrides"_s)
        return {DiffReviewer::tr("layer overrides changed")};
    if (key == u"devices"_s)
        return {DiffReviewer::tr("devices %1 → %2").arg(a, b)};
    if (key == u"model"_s)
        return {DiffReviewer::tr("model %1 → %2").arg(a, b)};
    if (key == u"status"_s)
        return {DiffReviewer::tr("%1 → %2").arg(a, b)};
    if (key == u"verdict"_s)
        return {DiffReviewer::tr("verification %1 → %2").arg(a, b)};
    return {};
}

bool covers(const QString &prefix, const QString &path)
{
    return path == prefix
        || (path.size() > prefix.size() && path.startsWith(prefix)
            && (path[prefix.size()] == u'.' || path[prefix.size()] == u'['));
}

/// "a.b[c].d" as segments, list elements as "[c]".
QStringList pathSegments(const QString &path)
{
    QStringList segments;
    QString word;
    bool inBrackets = false;
    for (const QChar c : path) {
        if (inBrackets) {
            word += c;
            if (c == u']') {
                segments.append(word);
                word.clear();
                inBrackets = false;
            }
        } else if (c == u'.' || c == u'[') {
            if (!word.isEmpty())
                segments.append(word);
            word = c == u'[' ? u"["_s : QString();
            inBrackets = c == u'[';
        } else {
            word += c;
        }
    }
    if (!word.isEmpty())
        segments.append(word);
    return segments;
}

/// A difference's name for people: the path without what its section already says (outputs,
/// the run step, environment), keys with spaces: "Verification › checks › config › status".
QString humanLabel(const QString &path, ReviewSection section)
{
    QStringList segments = pathSegments(path);
    if (segments.value(0) == u"outputs"_s && segments.size() > 1)
        segments.removeFirst();
    if (segments.value(0) == u"steps"_s && segments.size() > 2 && segments[1].startsWith(u'['))
        segments = segments.mid(2);
    if (section == ReviewSection::Command && segments.value(0) == u"env"_s && segments.size() > 1)
        segments.removeFirst();
    if (section == ReviewSection::Environment) {
        if (segments == QStringList{u"environment"_s})
            return reviewSectionTitle(ReviewSection::Environment);
        if (segments.value(0) == u"environment"_s && segments.size() > 1)
            segments.removeFirst();
        if (segments.value(0) == u"versions"_s && segments.size() > 1)
            segments.removeFirst();
    }
    QStringList words;
    if (segments.value(0) == u"observed"_s && segments.size() > 1) {
        segments.removeFirst();
        words.append(DiffReviewer::tr("Export"));
    }
    // Variables, flags and package names as written; the approval (listed with the command) in words.
    const bool asWritten = (section == ReviewSection::Command || section == ReviewSection::Environment)
                           && segments.value(0) != u"approval"_s;
    for (const QString &s : std::as_const(segments)) {
        if (s.startsWith(u'['))
            words.append(s.mid(1).chopped(1));
        else if (asWritten || s.toUpper() == s)
            words.append(s);
        else
            words.append(QString(s).replace(u'_', u' '));
    }
    if (!words.isEmpty() && !words[0].isEmpty() && !asWritten)
        words[0][0] = words[0][0].toUpper();
    return words.join(u" › "_s);
}

ReviewSection sectionOf(const DiffEntry &e)
{
    const QStringList segments = pathSegments(e.path);
    if (segments.value(0) == u"steps"_s
        && (segments.value(2) == u"env"_s || segments.value(2) == u"argv"_s || segments.value(2) == u"command"_s))
        return ReviewSection::Command;
    // The approval binds the command (its sha256 is the approved command's): not an outcome of the run.
    if (segments.value(0) == u"approval"_s)
        return ReviewSection::Command;
    switch (e.effect) {
    case DiffEffect::Outcome: return ReviewSection::Outcome;
    case DiffEffect::Accuracy:
    case DiffEffect::Resources: return ReviewSection::Plan;
    case DiffEffect::Environment: return ReviewSection::Environment;
    case DiffEffect::Cosmetic: return ReviewSection::Cosmetic;
    case DiffEffect::Other: break;
    }
    return ReviewSection::Other;
}

/// A value of a difference for people: numbers rounded, times local, sizes in GiB, short lists
/// listed, a whole mapping by its keys, null as "none". @p typed keeps the text (a type change);
/// @p whole: the value is on one side only.
QString humanValue(const QString &text, int count, const QString &path, bool typed, bool whole, const QDateTime &now)
{
    if (text.isEmpty())
        return {};
    const QStringList segments = pathSegments(path);
    const QString key = segments.isEmpty() ? QString() : segments.last();
    if (count >= 0) {
        if (count == 0)
            return DiffReviewer::tr("empty");
        const Json parsed = Json::parse(text.toStdString(), nullptr, false);
        if (parsed.is_array() && parsed.size() <= 4 && text.size() <= 80
            && std::all_of(parsed.begin(), parsed.end(), [](const Json &v) { return v.is_string() || v.is_number(); })) {
            QStringList list;
            for (const Json &v : parsed)
                list.append(v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString::fromStdString(v.dump()));
            return list.join(u", "_s);
        }
        if (parsed.is_object() && whole) {
            // A whole mapping on one side: its keys say what it holds.
            QStringList keys;
            for (auto it = parsed.begin(); it != parsed.end() && keys.size() < 4; ++it)
                keys.append(QString::fromStdString(it.key()));
            if (parsed.size() > 4)
                keys.append(u"…"_s);
            return keys.join(u", "_s);
        }
        return text.startsWith(u'[') ? DiffReviewer::tr("a list of %1").arg(count) : DiffReviewer::tr("recorded");
    }
    if (text == u"null"_s)
        return DiffReviewer::tr("none");
    if (text == u"{…}"_s || text == u"[…]"_s)
        return DiffReviewer::tr("recorded");
    if (typed)
        return text; // 1 and "1" differ: show them as written
    if (text == u"true"_s)
        return DiffReviewer::tr("yes");
    if (text == u"false"_s)
        return DiffReviewer::tr("no");
    QString value = text;
    if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"')) {
        const Json s = Json::parse(value.toStdString(), nullptr, false);
        if (s.is_string())
            value = QString::fromStdString(s.get<std::string>());
    }
    static const QRegularExpression kIsoTime(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d"_s);
    if (kIsoTime.match(value).hasMatch()) {
        const QDateTime t = QDateTime::fromString(value, Qt::ISODate);
        if (t.isValid())
            return DiffReviewer::formatTime(t, now);
    }
    bool isNumber = false;
    const double number = value.toDouble(&isNumber);
    if (isNumber) {
        if (key.endsWith(u"bytes"_s))
            return DiffReviewer::formatBytes(number);
        if (key.endsWith(u"_gib"_s))
            return formatGiB(number);
        if (value.contains(u'.') || value.contains(u'e') || value.contains(u'E'))
            return DiffReviewer::formatNumber(number);
    }
    return value;
}

ReviewItem factItem(const Fact &l, const Fact &r)
{
    ReviewItem item;
    item.section = l.section;
    item.label = l.label;
    item.left = l.shown();
    item.right = r.shown();
    item.change = !l.present ? DiffChange::Added : !r.present ? DiffChange::Removed : DiffChange::Changed;
    for (const QString &p : l.paths + r.paths) {
        if (!item.paths.contains(p))
            item.paths.append(p);
    }
    return item;
}

QString sideNameOf(const Json &document, const QString &base, const QDateTime &now, const ReviewWords &words)
{
    QStringList details;
    QDateTime when;
    const std::optional<ArtifactKind> kind = artifactKindFromContent(document);
    if (kind == ArtifactKind::Manifest) {
        const ManifestSide side = manifestSide(document);
        if (side.unitText.contains(u"--quant_scheme"_s))
            details.append(side.unitText.value(u"--quant_scheme"_s));
        if (side.manifest) {
            details.append(words.ofStatus(statusName(side.manifest->run.status)));
            if (side.manifest->run.startedAt)
                when = *side.manifest->run.startedAt;
        }
    } else if (kind == ArtifactKind::Plan) {
        if (const QString scheme = jsonString(document, "global_scheme"); !scheme.isEmpty())
            details.append(scheme);
    } else if (const QString model = jsonString(jsonField(document, "model"), "model_path"); !model.isEmpty()) {
        details.append(model);
    }
    if (!when.isValid())
        when = QDateTime::fromString(jsonString(document, "created_at"), Qt::ISODate);
    if (when.isValid())
        details.append(DiffReviewer::formatTime(when, now));
    return details.isEmpty() ? base : DiffReviewer::tr("%1 (%2)").arg(base, details.join(u", "_s));
}

QString baseName(const QString &path, const QString &fallback)
{
    if (path.isEmpty())
        return fallback;
    if (const int n = RunHistory::runNumber(path); n > 0)
        return DiffReviewer::tr("run %1").arg(n);
    return QFileInfo(path).fileName();
}

} // namespace

QString DiffReviewer::formatNumber(double value)
{
    return significant(value, 4);
}

QString DiffReviewer::formatBytes(double bytes)
{
    return formatGiB(bytes / (1024.0 * 1024.0 * 1024.0)); // the application's one size formatter
}

QString DiffReviewer::formatDuration(qint64 seconds)
{
    const QString sign = seconds < 0 ? u"−"_s : QString();
    seconds = std::abs(seconds);
    const qint64 h = seconds / 3600;
    const qint64 m = seconds / 60 % 60;
    const qint64 s = seconds % 60;
    if (h > 0)
        return sign + u"%1:%2:%3"_s.arg(h).arg(m, 2, 10, QChar(u'0')).arg(s, 2, 10, QChar(u'0'));
    return sign + u"%1:%2"_s.arg(m, 2, 10, QChar(u'0')).arg(s, 2, 10, QChar(u'0'));
}

QString DiffReviewer::formatTime(const QDateTime &time, const QDateTime &now)
{
    const QDateTime local = time.toLocalTime();
    //: QDateTime formats: day, month and time; the same with the year (for a year other than this one)
    const QString format = local.date().year() == now.toLocalTime().date().year() ? tr("d MMM HH:mm") : tr("d MMM yyyy HH:mm");
    return QLocale().toString(local, format);
}

QString ReviewWords::ofStatus(const QString &stored) const
{
    const std::optional<RunStatus> parsed = parseRunStatus(stored);
    return parsed && status ? status(*parsed) : stored;
}

QString ReviewWords::ofVerdict(const QString &stored) const
{
    const std::optional<Verdict> parsed = parseVerdict(stored);
    return parsed && verdict ? verdict(*parsed) : stored;
}

QString DiffReviewer::failureClassTitle(const QString &stored)
{
    const std::optional<FailureClass> failure = parseFailureClass(stored);
    if (!failure)
        return stored;
    switch (*failure) {
    case FailureClass::Environment: return tr("environment problem");
    case FailureClass::Data: return tr("calibration data problem");
    case FailureClass::Load: return tr("model did not load");
    case FailureClass::Compatibility: return tr("incompatible versions");
    case FailureClass::Memory: return tr("out of memory");
    case FailureClass::Configuration: return tr("configuration problem");
    case FailureClass::Quantization: return tr("quantization error");
    case FailureClass::Export: return tr("export error");
    case FailureClass::Evaluation: return tr("evaluation error");
    }
    return stored;
}

DiffReview DiffReviewer::review(const Json &left, const Json &right, const DiffResult &diff, const QString &leftPath,
                                const QString &rightPath, const QDateTime &now, const ReviewWords &words)
{
    DiffReview review;
    // Names: the run number of a history snapshot, else the file name (with its folder when
    // both files have the same name).
    QString bases[2] = {baseName(leftPath, tr("left")), baseName(rightPath, tr("right"))};
    if (bases[0] == bases[1] && !leftPath.isEmpty() && RunHistory::runNumber(leftPath) == 0) {
        bases[0] = QFileInfo(leftPath).absoluteDir().dirName() + u'/' + bases[0];
        bases[1] = QFileInfo(rightPath).absoluteDir().dirName() + u'/' + bases[1];
    }
    review.leftShortName = bases[0];
    review.rightShortName = bases[1];
    review.leftName = sideNameOf(left, bases[0], now, words);
    review.rightName = sideNameOf(right, bases[1], now, words);

    // The facts of both sides, compared.
    Facts lf;
    Facts rf;
    QStringList covered;
    QList<ReviewItem> commandItems;
    if (diff.kind == ArtifactKind::Manifest) {
        const ManifestSide ls = manifestSide(left);
        const ManifestSide rs = manifestSide(right);
        lf = manifestFacts(ls, words);
        rf = manifestFacts(rs, words);
        // The command once: flag by flag from whichever form each side has (argv, else the
        // command string), and neither the argv's nor the command string's differences again.
        for (const ManifestSide *s : {&ls, &rs}) {
            if (s->manifest) {
                covered.append(runStepPath(s->manifest->run) + u".argv"_s);
                covered.append(runStepPath(s->manifest->run) + u".command"_s);
            }
        }
        {
            auto commandLabel = [](const QString &identity) {
                if (identity == u"#0"_s)
                    return tr("Program");
                if (identity == u"#1"_s)
                    return tr("Subcommand");
                if (identity.startsWith(u'#'))
                    return tr("Word %1").arg(identity.mid(1).toInt() + 1);
                return identity.section(u'#', 0, 0);
            };
            QStringList order;
            for (const std::vector<Item> *units : {&ls.units, &rs.units}) {
                for (const Item &u : *units) {
                    if (!order.contains(u.label))
                        order.append(u.label);
                }
            }
            for (const QString &identity : std::as_const(order)) {
                if (isPlanFlag(identity.section(u'#', 0, 0)))
                    continue; // the plan facts say these
                const bool inLeft = ls.unitText.contains(identity);
                const bool inRight = rs.unitText.contains(identity);
                const QString a = ls.unitText.value(identity);
                const QString b = rs.unitText.value(identity);
                if (inLeft && inRight && a == b)
                    continue;
                ReviewItem item;
                item.section = ReviewSection::Command;
                item.label = commandLabel(identity);
                // A flag without a value, on one side only, is "set" there.
                item.left = inLeft ? (a.isEmpty() ? tr("set") : a) : QString();
                item.right = inRight ? (b.isEmpty() ? tr("set") : b) : QString();
                item.change = !inLeft ? DiffChange::Added : !inRight ? DiffChange::Removed : DiffChange::Changed;
                item.paths = {(inLeft ? ls : rs).unitPath(identity)};
                commandItems.append(item);
            }
        }
    } else if (diff.kind == ArtifactKind::Plan) {
        lf = planFacts(left);
        rf = planFacts(right);
    }

    QStringList headline;
    QList<ReviewItem> items;
    for (qsizetype i = 0; i < lf.size() && i < rf.size(); ++i) {
        covered.append(lf[i].paths);
        covered.append(rf[i].paths);
        if (lf[i].sameAs(rf[i]))
            continue;
        items.append(factItem(lf[i], rf[i]));
        headline.append(headlineParts(lf[i], rf[i]));
    }
    items.append(commandItems);

    // Every other difference, once, in its section.
    for (const DiffEntry &e : diff.entries) {
        if (std::any_of(covered.cbegin(), covered.cend(), [&](const QString &p) { return covers(p, e.path); }))
            continue;
        ReviewItem item;
        item.section = sectionOf(e);
        item.label = humanLabel(e.path, item.section);
        if (item.label.isEmpty())
            item.label = e.path;
        const bool typed = !e.note.isEmpty();
        const bool whole = e.change != DiffChange::Changed;
        item.left = humanValue(e.left, e.leftCount, e.path, typed, whole, now);
        item.right = humanValue(e.right, e.rightCount, e.path, typed, whole, now);
        if (e.change == DiffChange::Changed && item.left == item.right) {
            // Rounded to the same words: the exact values tell them apart.
            item.left = e.left;
            item.right = e.right;
        }
        item.change = e.change;
        item.paths = {e.path};
        items.append(item);
    }
    for (ReviewSection section : kAllReviewSections) {
        for (const ReviewItem &item : std::as_const(items)) {
            if (item.section == section)
                review.items.append(item);
        }
    }

    // The headline: the plan and outcome facts that changed; else the first differences in the
    // plan, command or outcome; else that there are none. Then the environment.
    if (headline.isEmpty()) {
        qsizetype more = 0;
        for (const ReviewItem &item : std::as_const(review.items)) {
            if (item.section != ReviewSection::Outcome && item.section != ReviewSection::Plan
                && item.section != ReviewSection::Command)
                continue;
            if (headline.size() < 3)
                headline.append(item.text());
            else
                ++more;
        }
        if (headline.isEmpty())
            headline.append(tr("No differences in plan, command or outcome"));
        else if (more > 0)
            headline.append(tr("%n more", nullptr, int(more)));
    }
    const qsizetype environment = review.count(ReviewSection::Environment);
    if (environment > 0 && environment <= 2) {
        for (const ReviewItem &item : std::as_const(review.items)) {
            if (item.section == ReviewSection::Environment)
                headline.append(item.text());
        }
    } else if (environment > 2) {
        headline.append(tr("%n environment difference(s)", nullptr, int(environment)));
    }
    review.headline = headline.join(u" · "_s);
    return review;
}

QString DiffReview::toMarkdown() const
{
    auto cell = [](QString s) { return s.replace(u'|', u"\\|"_s).replace(u'\n', u' '); };
    QString md = u"# "_s + title() + u"\n\n"_s + headline + u"\n"_s;
    for (ReviewSection section : kAllReviewSections) {
        if (!count(section))
            continue;
        md += u"\n## "_s + reviewSectionTitle(section) + u"\n\n| "_s + DiffReviewer::tr("Difference") + u" | "_s
            + cell(leftShortName) + u" | "_s + cell(rightShortName) + u" | "_s + DiffReviewer::tr("Details")
            + u" |\n|---|---|---|---|\n"_s;
        for (const ReviewItem &item : items) {
            if (item.section != section)
                continue;
            QStringList paths;
            for (const QString &p : item.paths)
                paths.append(u'`' + cell(p) + u'`');
            md += u"| "_s + cell(item.label) + u" | "_s + cell(item.left) + u" | "_s + cell(item.right) + u" | "_s
                + paths.join(u", "_s) + u" |\n"_s;
        }
    }
    return md;
}

} // namespace ptq
