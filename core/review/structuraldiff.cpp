#include "review/structuraldiff.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "units.h"

#include <QHash>

#include <algorithm>
#include <charconv>
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

QStringList StructuralDiff::pathSegments(const QString &path)
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

QList<StructuralDiff::CommandUnit> StructuralDiff::commandUnits(const QStringList &tokens)
{
    QList<CommandUnit> units;
    for (const Item &item : ptq::commandUnits(tokens))
        units.append({QString::fromStdString(item.value.get<std::string>()), item.label});
    return units;
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

} // namespace ptq
