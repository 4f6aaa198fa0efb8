#include "run/outputverifier.h"

#include "artifacts/artifactio.h"
#include "plan/patternpreview.h"
#include "source/safetensors.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

bool isQuantizedDtype(std::string_view dtype)
{
    return dtype.starts_with("F8") || dtype == "I8" || dtype == "U8" || dtype == "I32" || dtype == "F4"
        || dtype.starts_with("F6") || dtype == "FP4";
}

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

QString expectedWeightDtype(const QString &scheme)
{
    if (scheme == u"fp8"_s || scheme == u"ptpc_fp8"_s)
        return u"fp8_e4m3"_s;
    if (scheme.startsWith(u"uint4"_s))
        return u"uint4"_s;
    if (scheme.startsWith(u"int4"_s))
        return u"int4"_s;
    if (scheme == u"int8"_s)
        return u"int8"_s;
    if (scheme.startsWith(u"mxfp4"_s) || scheme.contains(u"fp4"_s))
        return u"fp4"_s;
    if (scheme.startsWith(u"mxfp6_e2m3"_s))
        return u"fp6_e2m3"_s;
    if (scheme.startsWith(u"mxfp6_e3m2"_s))
        return u"fp6_e3m2"_s;
    return {};
}

} // namespace

const VerificationCheck *VerificationReport::check(const QString &name) const
{
    for (const VerificationCheck &c : checks) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

Json VerificationReport::toJson() const
{
    Json checkList = Json::array();
    for (const VerificationCheck &c : checks)
        checkList.push_back({{"check", c.name.toStdString()}, {"status", c.status.toStdString()}, {"detail", c.detail.toStdString()}});
    Json dtypes = Json::object();
    for (auto it = tensorsByDtype.cbegin(); it != tensorsByDtype.cend(); ++it)
        dtypes[it.key().toStdString()] = it.value();
    Json fileList = Json::array();
    for (const QString &f : files)
        fileList.push_back(f.toStdString());
    return Json{{"verdict", verdict.toStdString()},
                {"directory", directory.toStdString()},
                {"checks", checkList},
                {"files", fileList},
                {"total_bytes", totalBytes},
                {"shards", shards},
                {"tensors", tensors},
                {"tensors_by_dtype", dtypes},
                {"quantized_weights", quantizedWeights},
                {"weight_scales", weightScales},
                {"input_scales", inputScales},
                {"output_scales", outputScales},
                {"size_ratio", sizeRatio},
                {"quantization_config", quantizationConfig}};
}

SafetensorsFileCheck OutputVerifier::checkSafetensorsFile(const QString &path)
{
    SafetensorsFileCheck r;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        r.error = tr("cannot be read: %1").arg(file.errorString());
        return r;
    }
    r.fileSize = file.size();
    Result<qint64> n = Safetensors::headerLength(file.read(8), path);
    if (!n) {
        r.error = n.error().message;
        return r;
    }
    if (8 + *n > r.fileSize) {
        r.error = tr("the header claims %1 bytes but the file has %2").arg(*n).arg(r.fileSize);
        return r;
    }
    r.header = file.read(*n); // only the header: tensor data is never read
    if (r.header.size() != *n || !r.header.startsWith('{')) {
        r.error = tr("the header is not a JSON object");
        return r;
    }
    struct Span
    {
        qint64 begin;
        qint64 end;
        std::size_t tensor;
    };
    std::vector<Span> spans;
    const std::string_view json(r.header.constData(), std::size_t(r.header.size()));
    auto owned = [&](std::string_view v) -> std::string_view {
        if (v.data() >= json.data() && v.data() + v.size() <= json.data() + json.size())
            return v;
        if (!r.decoded)
            r.decoded = std::make_shared<std::deque<std::string>>();
        return r.decoded->emplace_back(v);
    };
    auto name = [](std::string_view v) { return QString::fromUtf8(v.data(), qsizetype(v.size())); };
    const Status scanned = Safetensors::scanHeaderJson(json, QString(), [&](const SafetensorsTensorView &t) -> std::optional<Error> {
        auto invalid = [](const QString &message) { return Error{Error::Code::Invalid, message}; };
        const int bits = Safetensors::dtypeBits(t.dtype);
        if (bits == 0)
            return invalid(tr("tensor %1 has the unknown dtype %2").arg(name(t.name), name(t.dtype)));
        if (t.end < t.begin)
            return invalid(tr("tensor %1 has invalid data_offsets").arg(name(t.name)));
        __int128 elements = 1;
        for (qint64 d : t.shape) {
            elements *= d;
            if (elements > (__int128(1) << 62))
                return invalid(tr("tensor %1 has a shape too large to exist").arg(name(t.name)));
        }
        if ((elements * bits) % 8 != 0 || (elements * bits) / 8 != t.end - t.begin) {
            return invalid(tr("tensor %1: %2 bytes of data for its shape and dtype, but its offsets span %3")
                               .arg(name(t.name))
                               .arg(qint64(elements * bits / 8))
                               .arg(t.end - t.begin));
        }
        spans.push_back({t.begin, t.end, r.tensors.size()});
        r.tensors.push_back({owned(t.name), owned(t.dtype)});
        return std::nullopt;
    });
    if (!scanned) {
        r.error = scanned.error().message;
        r.tensors.clear();
        return r;
    }
    // Contiguous, without gaps or overlaps, and exactly filling the data buffer.
    const qint64 buffer = r.fileSize - 8 - *n;
    std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) { return a.begin < b.begin; });
    qint64 expected = 0;
    for (const Span &s : spans) {
        if (s.begin != expected) {
            r.error = s.begin > expected ? tr("a gap before tensor %1").arg(name(r.tensors[s.tensor].name))
                                         : tr("tensor %1 overlaps the previous one").arg(name(r.tensors[s.tensor].name));
            r.tensors.clear();
            return r;
        }
        expected = s.end;
    }
    if (expected != buffer) {
        r.error = tr("the tensors end at byte %1 of a %2-byte data buffer (truncated or padded file)").arg(expected).arg(buffer);
        r.tensors.clear();
        return r;
    }
    return r;
}

VerificationReport OutputVerifier::verify(const QString &directory, const Json &plan, qint64 sourceBytes)
{
    VerificationReport report;
    report.directory = directory;
    auto add = [&](const QString &name, const char *status, const QString &detail) {
        report.checks.append({name, QString::fromLatin1(status), detail});
    };
    const QDir dir(directory);
    if (!dir.exists()) {
        add(u"output-folder"_s, "fail", tr("%1 does not exist.").arg(directory));
        report.verdict = u"failed"_s;
        return report;
    }
    const QFileInfoList entries = dir.entryInfoList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &f : entries) {
        report.files.append(f.fileName());
        report.totalBytes += f.size();
    }
    if (entries.isEmpty()) {
        add(u"output-folder"_s, "fail", tr("%1 is empty.").arg(directory));
        report.verdict = u"failed"_s;
        return report;
    }
    add(u"output-folder"_s, "pass", tr("%n file(s), %1 MiB.", nullptr, int(entries.size())).arg(double(report.totalBytes) / (1 << 20), 0, 'f', 1));

    // config.json and its quantization_config.
    Json quantConfig;
    Result<LoadedDocument> config = ArtifactIo::load(dir.filePath(u"config.json"_s));
    if (!config) {
        add(u"config"_s, "fail", config.error().message);
    } else if (!config->json.contains("quantization_config") || !config->json["quantization_config"].is_object()) {
        add(u"config"_s, "fail", tr("config.json has no quantization_config."));
    } else {
        quantConfig = config->json["quantization_config"];
        const std::string method = quantConfig.value("quant_method", std::string());
        if (method != "quark")
            add(u"config"_s, "fail", tr("quantization_config.quant_method is \"%1\", not \"quark\".").arg(QString::fromStdString(method)));
        else
            add(u"config"_s, "pass", tr("config.json has a quark quantization_config."));
    }
    const QString scheme = plan.is_object() ? QString::fromStdString(plan.value("global_scheme", std::string())) : QString();
    QString weightDtype;
    if (quantConfig.is_object()) {
        const Json global = quantConfig.value("global_quant_config", Json::object());
        Json weight = global.value("weight", Json());
        if (weight.is_array() && !weight.empty())
            weight = weight.back(); // two-stage schemes list two specs
        if (weight.is_object())
            weightDtype = QString::fromStdString(weight.value("dtype", std::string()));
        report.quantizationConfig = {{"quant_method", quantConfig.value("quant_method", std::string())},
                                     {"weight_dtype", weightDtype.toStdString()},
                                     {"exclude", quantConfig.value("exclude", Json::array())},
                                     {"kv_cache_group", quantConfig.value("export", Json::object()).value("kv_cache_group", Json::array())},
                                     {"version", quantConfig.value("version", Json())}};
        const QString expected = expectedWeightDtype(scheme);
        if (!expected.isEmpty()) {
            if (weightDtype == expected)
                add(u"scheme"_s, "pass", tr("Weights are %1, as %2 implies.").arg(weightDtype, scheme));
            else
                add(u"scheme"_s, "fail", tr("Weights are \"%1\", but %2 implies %3.").arg(weightDtype, scheme, expected));
        }
        if (plan.is_object()) {
            const bool planExcludes = !plan.value("exclude_layers", Json::array()).empty();
            const bool exported = !quantConfig.value("exclude", Json::array()).empty();
            if (planExcludes && !exported)
                add(u"exclusions"_s, "warn", tr("The plan excludes modules but the export's exclude list is empty."));
            else
                add(u"exclusions"_s, "pass", tr("exclude: %1").arg(QString::fromStdString(quantConfig.value("exclude", Json::array()).dump())));
            if (plan.value("kv_cache_scheme", Json()).is_string()) {
                if (quantConfig.value("kv_cache_quant_config", Json::object()).empty())
                    add(u"kv-cache"_s, "fail", tr("KV-cache quantization was planned but kv_cache_quant_config is empty."));
                else
                    add(u"kv-cache"_s, "pass", tr("kv_cache_quant_config is present."));
            }
        }
    }

    // Shards: every header by the format's rules; counts by dtype and role.
    // tensor -> shard number; the names are views into the shard checks below, which outlive it.
    std::unordered_map<std::string_view, int> tensorShard;
    // The index is read first so the table is sized once (rehashing 100,000 names per shard was
    // the verifier's largest cost).
    const QString indexPath = dir.filePath(u"model.safetensors.index.json"_s);
    std::optional<Result<SafetensorsIndex>> index;
    if (QFileInfo::exists(indexPath)) {
        QFile file(indexPath);
        index = file.open(QIODevice::ReadOnly) ? Safetensors::parseIndex(file.readAll(), indexPath)
                                               : Result<SafetensorsIndex>(Error{Error::Code::Unreadable, file.errorString()});
        if (*index)
            tensorShard.reserve((*index)->tensorNames.size());
    }
    std::map<std::string_view, qint64> byDtype;
    qint64 inTwoShards = 0;
    QStringList shardErrors;
    // Shards are independent: their headers are checked in parallel on a private pool (this
    // function itself usually runs on a worker of the global one).
    QStringList shardPaths;
    QStringList shardNames;
    for (const QFileInfo &f : entries) {
        if (f.fileName().endsWith(u".safetensors"_s)) {
            shardPaths.append(f.filePath());
            shardNames.append(f.fileName());
        }
    }
    QThreadPool pool;
    pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    std::vector<SafetensorsFileCheck> checks =
        QtConcurrent::blockingMapped<std::vector<SafetensorsFileCheck>>(&pool, shardPaths, &OutputVerifier::checkSafetensorsFile);
    for (std::size_t i = 0; i < checks.size(); ++i) {
        ++report.shards;
        SafetensorsFileCheck &c = checks[i];
        const QString fileName = shardNames[qsizetype(i)];
        if (!c.error.isEmpty()) {
            shardErrors.append(fileName + u": "_s + c.error);
            continue;
        }
        for (const auto &[name, dtype] : c.tensors) {
            ++report.tensors;
            ++byDtype[dtype];
            if (endsWith(name, ".weight_scale"))
                ++report.weightScales;
            else if (endsWith(name, ".input_scale"))
                ++report.inputScales;
            else if (endsWith(name, ".output_scale"))
                ++report.outputScales;
            else if (endsWith(name, ".weight") && isQuantizedDtype(dtype))
                ++report.quantizedWeights;
            if (!tensorShard.emplace(name, report.shards).second)
                ++inTwoShards;
        }
    }
    for (const auto &[dtype, count] : byDtype)
        report.tensorsByDtype.insert(QString::fromUtf8(dtype.data(), qsizetype(dtype.size())), count);
    if (inTwoShards)
        shardErrors.append(tr("%n tensor(s) are stored in more than one shard", nullptr, int(qMin<qint64>(inTwoShards, INT_MAX))));
    if (report.shards == 0)
        add(u"shards"_s, "fail", tr("No *.safetensors file."));
    else if (!shardErrors.isEmpty())
        add(u"shards"_s, "fail", shardErrors.join(u"; "_s));
    else
        add(u"shards"_s, "pass", tr("%1 shard(s), %2 tensors, every header valid.").arg(report.shards).arg(report.tensors));

    // The index must name exactly the tensors the shards hold.
    if (index) {
        if (!*index) {
            add(u"index"_s, "fail", index->error().message);
        } else {
            QStringList problems;
            for (const std::string &shard : (*index)->shardFiles) {
                if (!QFileInfo::exists(dir.filePath(QString::fromStdString(shard))))
                    problems.append(tr("%1 is named but missing").arg(QString::fromStdString(shard)));
            }
            // Index keys are unique (a JSON object), so found + missing covers it without a second set.
            // Each tensor must be in the very shard the index maps it to: a loader opens only that one.
            qint64 found = 0;
            qint64 misplaced = 0;
            QString firstMisplaced;
            std::vector<std::string> holders; // shard number - 1 → its file name, converted once
            holders.reserve(std::size_t(shardNames.size()));
            for (const QString &name : std::as_const(shardNames))
                holders.push_back(name.toStdString());
            static const std::string none;
            for (std::size_t i = 0; i < (*index)->tensorNames.size(); ++i) {
                const std::string &t = (*index)->tensorNames[i];
                const auto at = tensorShard.find(t);
                if (at == tensorShard.end())
                    continue;
                ++found;
                const std::string &named = i < (*index)->tensorShards.size() ? (*index)->tensorShards[i] : none;
                const std::string &holder = holders[std::size_t(at->second - 1)];
                if (holder != named && misplaced++ == 0)
                    firstMisplaced = tr("%1 is in %2, the index says %3")
                                         .arg(QString::fromStdString(t), QString::fromStdString(holder), QString::fromStdString(named));
            }
            if (misplaced)
                problems.append(tr("%n tensor(s) are not in the shard the index names (%1)", nullptr, int(qMin<qint64>(misplaced, INT_MAX)))
                                    .arg(firstMisplaced));
            const qint64 notInShards = qint64((*index)->tensorNames.size()) - found;
            const qint64 notInIndex = qint64(tensorShard.size()) - found;
            if (notInShards && shardErrors.isEmpty())
                problems.append(tr("%1 tensor(s) of the index are in no shard").arg(notInShards));
            if (notInIndex)
                problems.append(tr("%1 tensor(s) are missing from the index").arg(notInIndex));
            if (problems.isEmpty())
                add(u"index"_s, "pass", tr("The index names every tensor of the %1 shard(s).").arg(report.shards));
            else
                add(u"index"_s, "fail", problems.join(u"; "_s));
        }
    } else if (report.shards > 1) {
        add(u"index"_s, "fail", tr("%1 shards but no model.safetensors.index.json.").arg(report.shards));
    }

    // What the plan implies about the tensors.
    if (!scheme.isEmpty() && report.tensors > 0) {
        if (report.quantizedWeights == 0)
            add(u"quantized-tensors"_s, "fail", tr("No weight is stored in a quantized dtype."));
        else if (report.weightScales == 0)
            add(u"quantized-tensors"_s, "fail", tr("%1 quantized weights but no weight_scale.").arg(report.quantizedWeights));
        else
            add(u"quantized-tensors"_s, "pass", tr("%1 quantized weights, %2 weight_scale, %3 input_scale, %4 output_scale.")
                                                    .arg(report.quantizedWeights)
                                                    .arg(report.weightScales)
                                                    .arg(report.inputScales)
                                                    .arg(report.outputScales));
        if (plan.is_object() && plan.value("kv_cache_scheme", Json()).is_string() && report.outputScales == 0)
            add(u"kv-scales"_s, "fail", tr("KV-cache quantization was planned but no k/v output_scale tensor exists."));
    }

    // What the plan implies for each module: quantized weights in the scheme's storage dtype,
    // excluded modules left as they were, overrides in effect. Modules are named by their
    // weight_scale tensors (what Quark writes for every quantized Linear).
    if (plan.is_object() && !scheme.isEmpty() && report.tensors > 0 && shardErrors.isEmpty()) {
        std::unordered_map<std::string_view, std::string_view> dtypeOf;
        dtypeOf.reserve(std::size_t(report.tensors));
        for (const SafetensorsFileCheck &c : checks)
            for (const auto &[name, dtype] : c.tensors)
                dtypeOf.emplace(name, dtype);
        std::vector<std::string> quantizedModules;
        std::vector<std::string> plainModules; // a .weight with no .weight_scale
        for (const auto &[name, dtype] : dtypeOf) {
            if (endsWith(name, ".weight_scale")) {
                quantizedModules.emplace_back(name.substr(0, name.size() - 13));
            } else if (endsWith(name, ".weight")) {
                const std::string module(name.substr(0, name.size() - 7));
                if (!dtypeOf.count(module + ".weight_scale"))
                    plainModules.push_back(module);
            }
        }
        QStringList exclusions;
        for (const Json &e : quantConfig.value("exclude", Json::array()))
            if (e.is_string())
                exclusions.append(QString::fromStdString(e.get<std::string>()));
        std::vector<std::pair<QString, QString>> overrides; // in the order given (first match wins)
        const Json intentOverrides = plan.value("intent", Json::object()).value("overrides", Json::array());
        for (const Json &o : intentOverrides)
            if (o.is_array() && o.size() == 2 && o[0].is_string() && o[1].is_string())
                overrides.emplace_back(QString::fromStdString(o[0].get<std::string>()), QString::fromStdString(o[1].get<std::string>()));
        auto excluded = [&](const std::string &module) {
            return std::any_of(exclusions.cbegin(), exclusions.cend(),
                               [&](const QString &p) { return PatternPreviewer::matches(p, module); });
        };
        auto schemeOf = [&](const std::string &module) {
            for (const auto &[pattern, s] : overrides)
                if (PatternPreviewer::matches(pattern, module))
                    return s;
            return scheme;
        };
        // The storage dtype of a quantized weight, as the real 0.13 export writes it (fp8: F8_E4M3;
        // INT4/UINT4 packed eight to an I32, with an I32 zero point; INT8: I8). Others: any quantized dtype.
        auto storage = [](const QString &s) -> QString {
            if (s == u"fp8"_s || s == u"ptpc_fp8"_s || s == u"w_fp8_a_fp8"_s)
                return u"F8_E4M3"_s;
            if (s.startsWith(u"int4_w"_s) || s.startsWith(u"uint4_w"_s) || s.startsWith(u"w_int4"_s) || s.startsWith(u"w_uint4"_s))
                return u"I32"_s;
            if (s == u"int8"_s)
                return u"I8"_s;
            return {};
        };
        qint64 wrongDtype = 0;
        QString firstWrong;
        qint64 excludedButQuantized = 0;
        QString firstExcluded;
        QMap<QString, qint64> overridden;
        for (const std::string &module : quantizedModules) {
            const auto w = dtypeOf.find(module + ".weight");
            if (w == dtypeOf.end())
                continue;
            if (excluded(module)) {
                if (excludedButQuantized++ == 0)
                    firstExcluded = QString::fromStdString(module);
                continue;
            }
            const QString s = schemeOf(module);
            if (s != scheme)
                ++overridden[s];
            const QString want = storage(s);
            const bool ok = want.isEmpty() ? isQuantizedDtype(w->second) : w->second == want.toStdString();
            if (!ok && wrongDtype++ == 0)
                firstWrong = tr("%1.weight is %2, %3 stores %4")
                                 .arg(QString::fromStdString(module), QString::fromUtf8(w->second.data(), qsizetype(w->second.size())), s,
                                      want.isEmpty() ? tr("a quantized dtype") : want);
        }
        qint64 excludedKept = 0;
        for (const std::string &module : plainModules)
            excludedKept += excluded(module) ? 1 : 0;
        if (wrongDtype)
            add(u"tensor-dtypes"_s, "fail", tr("%n quantized weight(s) are not stored as their scheme implies (%1).", nullptr,
                                               int(qMin<qint64>(wrongDtype, INT_MAX)))
                                                .arg(firstWrong));
        else if (!quantizedModules.empty())
            add(u"tensor-dtypes"_s, "pass", tr("%1 quantized module(s), each weight stored as its scheme implies.")
                                                .arg(qint64(quantizedModules.size()) - excludedButQuantized));
        if (excludedButQuantized)
            add(u"excluded-modules"_s, "fail", tr("%n excluded module(s) were quantized anyway (e.g. %1).", nullptr,
                                                  int(qMin<qint64>(excludedButQuantized, INT_MAX)))
                                                   .arg(firstExcluded));
        else if (!exclusions.isEmpty())
            add(u"excluded-modules"_s, "pass", tr("%1 module(s) matching the exclusions kept their original dtype.").arg(excludedKept));
        const Json exportedLayers = quantConfig.value("layer_quant_config", Json::object());
        for (const auto &[pattern, s] : overrides) {
            const bool recorded = exportedLayers.is_object() && exportedLayers.contains(pattern.toStdString());
            if (!recorded)
                add(u"overrides"_s, "fail", tr("The override %1 → %2 is not in the export's layer_quant_config.").arg(pattern, s));
            else if (overridden.value(s) == 0 && s != scheme)
                add(u"overrides"_s, "warn", tr("The override %1 → %2 is recorded, but no module is stored as %2 (all "
                                               "matches excluded, or none matched).")
                                                .arg(pattern, s));
            else
                add(u"overrides"_s, "pass", tr("%1 → %2: %3 module(s).").arg(pattern, s).arg(overridden.value(s)));
        }
    }

    // Tokenizer and generation config.
    const bool tokenizer = report.files.contains(u"tokenizer.json"_s) || report.files.contains(u"tokenizer.model"_s)
        || report.files.contains(u"preprocessor_config.json"_s);
    if (!tokenizer || !report.files.contains(u"tokenizer_config.json"_s))
        add(u"tokenizer"_s, "warn", tr("Tokenizer files are missing (tokenizer.json or tokenizer.model, and tokenizer_config.json)."));
    else
        add(u"tokenizer"_s, "pass", tr("Tokenizer files are present."));
    if (!report.files.contains(u"generation_config.json"_s))
        add(u"generation-config"_s, "info", tr("No generation_config.json (fine if the source had none)."));

    if (sourceBytes > 0) {
        report.sizeRatio = double(report.totalBytes) / double(sourceBytes);
        add(u"size"_s, report.sizeRatio < 1.0 ? "pass" : "warn",
            tr("%1 of the source's size.").arg(report.sizeRatio, 0, 'f', 2));
    }

    bool failed = false;
    bool warned = false;
    for (const VerificationCheck &c : report.checks) {
        failed = failed || c.status == u"fail"_s;
        warned = warned || c.status == u"warn"_s;
    }
    report.verdict = failed ? u"failed"_s : warned ? u"partial"_s : u"complete"_s;
    return report;
}

} // namespace ptq
