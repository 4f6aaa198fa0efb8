#include "env/offlinereadiness.h"

#include "source/localreader.h"
#include "source/modelsource.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

const QString kPileRepo = u"mit-han-lab/pile-val-backup"_s;
const QString kWikiRepo = u"Salesforce/wikitext"_s;
const QString kWikiConfig = u"wikitext-2-raw-v1"_s;
const QString kCnnRepo = u"abisee/cnn_dailymail"_s;

QString expandHome(QString path)
{
    if (path.startsWith(u'~'))
        path = QDir::homePath() + path.mid(1);
    return QDir::cleanPath(path);
}

// huggingface_hub's _is_true: 1, ON, YES, TRUE in any case.
bool truthy(const QString &value) { return HfCache::isTruthy(value); }

Result<QJsonObject> readJsonObject(const QString &path, qint64 cap)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Code::Unreadable, OfflineReadiness::tr("%1 cannot be read: %2").arg(path, file.errorString())};
    if (file.size() > cap)
        return Error{Error::Code::TooLarge, OfflineReadiness::tr("%1 is larger than %2 bytes.").arg(path).arg(cap)};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error{Error::Code::Malformed, OfflineReadiness::tr("%1 is not a JSON object.").arg(path)};
    return doc.object();
}

QString pythonLiteral(const QString &text)
{
    return u'\'' + QString(text).replace(u'\\', u"\\\\"_s).replace(u'\'', u"\\'"_s) + u'\'';
}

} // namespace

// ---- DatasetNeed ----------------------------------------------------------------------------

QString DatasetNeed::display() const
{
    if (!localPath.isEmpty())
        return localPath;
    if (repoId.isEmpty())
        return name;
    QStringList parts;
    if (!config.isEmpty())
        parts.append(config);
    parts.append(DatasetNeeds::tr("split %1").arg(split));
    return u"%1 (%2)"_s.arg(repoId, parts.join(u", "_s));
}

QDebug operator<<(QDebug debug, const DatasetNeed &need)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "DatasetNeed(" << need.name << ", "
                    << (need.purpose == DatasetNeed::Purpose::Calibration ? "calibration" : "evaluation") << ", "
                    << need.display();
    if (!need.unsupported.isEmpty())
        debug << ", unsupported";
    debug << ')';
    return debug;
}

QStringList DatasetNeeds::knownCalibrationNames()
{
    return {u"pileval"_s, u"wikitext"_s, u"cnn_dailymail"_s, u"pileval_for_awq_benchmark"_s,
            u"wikitext_for_gptq_benchmark"_s, u"HuggingFaceH4/ultrachat_200k"_s};
}

DatasetNeed DatasetNeeds::calibration(const QString &rawName)
{
    DatasetNeed need;
    need.name = rawName.trimmed().isEmpty() ? u"pileval"_s : rawName.trimmed();
    need.purpose = DatasetNeed::Purpose::Calibration;
    const QString &n = need.name;
    if (n == u"pileval"_s || n == u"pileval_for_awq_benchmark"_s) {
        need.repoId = kPileRepo;
        need.split = u"validation"_s;
    } else if (n == u"wikitext"_s || n == u"Salesforce/wikitext"_s || n == u"wikitext_for_gptq_benchmark"_s) {
        need.repoId = kWikiRepo;
        need.config = kWikiConfig;
        need.split = u"train"_s;
    } else if (n == u"cnn_dailymail"_s || n == kCnnRepo) {
        need.repoId = kCnnRepo;
        need.config = u"3.0.0"_s;
        need.split = u"train"_s;
    } else if (n.startsWith(u'/') || n.startsWith(u"./"_s) || n.startsWith(u"../"_s) || n.startsWith(u'~')
               || QFileInfo(expandHome(n)).isDir()) {
        need.localPath = QDir::cleanPath(QFileInfo(expandHome(n)).absoluteFilePath());
    } else if (n.contains(u"ultrachat"_s)) {
        // get_ultrachat(): load_dataset(dataset_name, split="train_sft").
        need.repoId = n;
        need.split = u"train_sft"_s;
    } else {
        need.unsupported = tr("quark-cli 0.13 has no loader for the calibration dataset \"%1\" (it loads only %2).")
                               .arg(n, knownCalibrationNames().join(u", "_s));
    }
    return need;
}

DatasetNeed DatasetNeeds::evaluation(const QString &rawName)
{
    DatasetNeed need;
    need.name = rawName.trimmed().isEmpty() ? u"wikitext"_s : rawName.trimmed();
    need.purpose = DatasetNeed::Purpose::Evaluation;
    if (need.name == u"wikitext"_s) {
        need.repoId = kWikiRepo;
        need.config = kWikiConfig;
        need.split = u"test"_s;
    } else if (need.name == u"wikitext_gpt_oss_120b"_s || need.name == u"wikitext_gpt_oss_20b"_s) {
        need.repoId = u"amd/"_s + need.name;
        need.split = u"test"_s;
    } else {
        need.unsupported = tr("quark-cli 0.13 has no evaluation dataset \"%1\" (it knows wikitext and "
                              "wikitext_gpt_oss_120b).")
                               .arg(need.name);
    }
    return need;
}

QList<DatasetNeed> DatasetNeeds::forPlan(const QString &calibrationDataset, bool evaluationRuns,
                                         const QString &evaluationDataset)
{
    QList<DatasetNeed> needs{calibration(calibrationDataset)};
    if (evaluationRuns)
        needs.append(evaluation(evaluationDataset));
    return needs;
}

// ---- HfEnvironment --------------------------------------------------------------------------

HfEnvironment HfEnvironment::from(const QProcessEnvironment &env)
{
    HfEnvironment h;
    h.hubCache = HfCache::hubCacheDir(env);
    if (!env.value(u"HF_DATASETS_CACHE"_s).isEmpty())
        h.datasetsCache = expandHome(env.value(u"HF_DATASETS_CACHE"_s));
    else if (!env.value(u"HF_HOME"_s).isEmpty())
        h.datasetsCache = expandHome(env.value(u"HF_HOME"_s)) + u"/datasets"_s;
    else if (!env.value(u"XDG_CACHE_HOME"_s).isEmpty())
        h.datasetsCache = expandHome(env.value(u"XDG_CACHE_HOME"_s)) + u"/huggingface/datasets"_s;
    else
        h.datasetsCache = QDir::homePath() + u"/.cache/huggingface/datasets"_s;

    // huggingface_hub: HF_HUB_OFFLINE, or TRANSFORMERS_OFFLINE when HF_HUB_OFFLINE is empty.
    const QString hubVar = !env.value(u"HF_HUB_OFFLINE"_s).isEmpty() ? u"HF_HUB_OFFLINE"_s : u"TRANSFORMERS_OFFLINE"_s;
    h.hubOffline = truthy(env.value(hubVar));
    // datasets: HF_DATASETS_OFFLINE when it is set at all, else the hub's value.
    h.datasetsOffline = env.contains(u"HF_DATASETS_OFFLINE"_s) ? truthy(env.value(u"HF_DATASETS_OFFLINE"_s))
                                                                : h.hubOffline;
    if (h.hubOffline)
        h.offlineVariable = hubVar;
    else if (h.datasetsOffline)
        h.offlineVariable = u"HF_DATASETS_OFFLINE"_s;
    if (h.hubOffline)
        h.datasetsBlockers.append(hubVar);
    if (env.contains(u"HF_DATASETS_OFFLINE"_s) && h.datasetsOffline)
        h.datasetsBlockers.append(u"HF_DATASETS_OFFLINE"_s);
    if (!h.offlineVariable.isEmpty())
        h.offlineSetting = h.offlineVariable + u'=' + env.value(h.offlineVariable).trimmed();
    return h;
}

// ---- names ----------------------------------------------------------------------------------

QString stateName(ReadinessItem::State state)
{
    switch (state) {
    case ReadinessItem::State::InCache: return u"in-cache"_s;
    case ReadinessItem::State::HubReachable: return u"hub-reachable"_s;
    case ReadinessItem::State::Unchecked: return u"unchecked"_s;
    case ReadinessItem::State::Missing: return u"missing"_s;
    case ReadinessItem::State::Unsupported: return u"unsupported"_s;
    }
    return QString();
}

QString verdictName(ReadinessReport::Verdict verdict)
{
    switch (verdict) {
    case ReadinessReport::Verdict::Ready: return u"ready"_s;
    case ReadinessReport::Verdict::WillDownload: return u"will-download"_s;
    case ReadinessReport::Verdict::Unknown: return u"unknown"_s;
    case ReadinessReport::Verdict::Blocked: return u"blocked"_s;
    }
    return QString();
}

QDebug operator<<(QDebug debug, const ReadinessItem &item)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "ReadinessItem(" << (item.kind == ReadinessItem::Kind::Model ? "model, " : "dataset, ")
                    << item.what << ", " << stateName(item.state) << ", " << item.path << ')';
    return debug;
}

// ---- cache look-ups -------------------------------------------------------------------------

QString OfflineReadiness::snakeCase(const QString &name)
{
    static const QRegularExpression upperUpper(u"([A-Z]+)([A-Z][a-z])"_s);
    static const QRegularExpression lowerUpper(u"([a-z\\d])([A-Z])"_s);
    QString s = name;
    s.replace(upperUpper, u"\\1_\\2"_s);
    s.replace(lowerUpper, u"\\1_\\2"_s);
    return s.toLower();
}

Result<QString> OfflineReadiness::findInDatasetsCache(const QString &datasetsCache, const DatasetNeed &need)
{
    QStringList parts = need.repoId.split(u'/');
    const QString fileName = snakeCase(parts.last());
    parts.last() = fileName;
    const QString root = datasetsCache + u'/' + parts.join(u"___"_s);
    if (!QFileInfo(root).isDir()) {
        return Error{Error::Code::NotFound,
                     tr("%1 is not in the datasets cache (%2 does not exist).").arg(need.repoId, root)};
    }

    // _find_hash_in_cache: <root>/<config or *>/<version>/<hash>, each with a dataset_info.json
    // whose config_name is the config folder's name.
    struct Candidate { QString dir, config, versionHash; QDateTime modified; };
    QList<Candidate> candidates;
    const QStringList configs = need.config.isEmpty()
        ? QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)
        : QStringList{need.config};
    for (const QString &config : configs) {
        const QString configDir = root + u'/' + config;
        for (const QString &version : QDir(configDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString versionDir = configDir + u'/' + version;
            for (const QString &hash : QDir(versionDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
                const QString dir = versionDir + u'/' + hash;
                Result<QJsonObject> info = readJsonObject(dir + u"/dataset_info.json"_s, kMaxInfoBytes);
                if (!info) {
                    return Error{info.error().code,
                                 tr("datasets would stop at %1: %2").arg(dir, info.error().message)};
                }
                if (info->value(u"config_name"_s).toString() == config)
                    candidates.append({dir, config, version + u'/' + hash, QFileInfo(dir).lastModified()});
            }
        }
    }
    if (candidates.isEmpty()) {
        const QStringList available = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QString message = need.config.isEmpty()
            ? tr("The datasets cache has no complete copy of %1 (%2).").arg(need.repoId, root)
            : tr("The datasets cache has no copy of %1 with the configuration %2 (%3).").arg(need.repoId, need.config, root);
        if (!available.isEmpty())
            message += u' ' + tr("Cached configurations: %1.").arg(available.join(u", "_s));
        return Error{Error::Code::NotFound, message};
    }
    // The most recently modified folder wins, as in datasets.
    const Candidate chosen = *std::max_element(candidates.cbegin(), candidates.cend(),
                                               [](const Candidate &a, const Candidate &b) { return a.modified < b.modified; });
    if (need.config.isEmpty()) {
        QSet<QString> sameHash;
        for (const Candidate &c : std::as_const(candidates)) {
            if (c.versionHash == chosen.versionHash)
                sameHash.insert(c.config);
        }
        if (sameHash.size() > 1) {
            QStringList names(sameHash.cbegin(), sameHash.cend());
            names.sort();
            return Error{Error::Code::Invalid, tr("The datasets cache holds several configurations of %1 (%2) and the run "
                                                  "names none, so datasets refuses to choose (%3).")
                                                   .arg(need.repoId, names.join(u", "_s), root)};
        }
    }

    Result<QJsonObject> info = readJsonObject(chosen.dir + u"/dataset_info.json"_s, kMaxInfoBytes);
    if (!info)
        return info.error();
    const QJsonObject splits = info->value(u"splits"_s).toObject();
    if (!splits.contains(need.split)) {
        QStringList have = splits.keys();
        return Error{Error::Code::NotFound, tr("The cached copy of %1 at %2 has no split \"%3\" (it has: %4).")
                                                .arg(need.repoId, chosen.dir, need.split,
                                                     have.isEmpty() ? tr("none") : have.join(u", "_s))};
    }
    const QJsonArray shards = splits.value(need.split).toObject().value(u"shard_lengths"_s).toArray();
    QStringList files;
    const QString prefix = chosen.dir + u'/' + fileName + u'-' + need.split;
    if (shards.size() > 1) {
        for (qsizetype i = 0; i < shards.size(); ++i)
            files.append(u"%1-%2-of-%3.arrow"_s.arg(prefix).arg(i, 5, 10, QLatin1Char('0')).arg(shards.size(), 5, 10, QLatin1Char('0')));
    } else {
        files.append(prefix + u".arrow"_s);
    }
    for (const QString &file : std::as_const(files)) {
        if (!QFileInfo(file).isFile()) {
            return Error{Error::Code::NotFound,
                         tr("The cached copy of %1 is incomplete: %2 is missing.").arg(need.repoId, file)};
        }
    }
    return chosen.dir;
}

QString OfflineReadiness::hubCacheSnapshot(const QString &hubCache, const QString &repoId)
{
    const QString repo = hubCache + u"/datasets--"_s + QString(repoId).replace(u'/', u"--"_s);
    QFile ref(repo + u"/refs/main"_s);
    if (!ref.open(QIODevice::ReadOnly))
        return QString();
    const QString commit = QString::fromLatin1(ref.read(128)).trimmed();
    const QString snapshot = repo + u"/snapshots/"_s + commit;
    return ModelSourceParser::isCommitHash(commit) && QFileInfo(snapshot).isDir() ? snapshot : QString();
}

Status OfflineReadiness::checkModelFolder(const QString &folder)
{
    if (Status ok = ModelSourceParser::checkModelFolder(folder); !ok)
        return ok;
    for (const QString &indexName : {u"model.safetensors.index.json"_s, u"pytorch_model.bin.index.json"_s}) {
        const QString indexPath = folder + u'/' + indexName;
        if (!QFileInfo::exists(indexPath))
            continue;
        Result<QJsonObject> index = readJsonObject(indexPath, LocalModelReader::kMaxIndexBytes);
        if (!index)
            return index.error();
        const QJsonObject map = index->value(u"weight_map"_s).toObject();
        QSet<QString> shards;
        for (auto it = map.constBegin(); it != map.constEnd(); ++it)
            shards.insert(it.value().toString());
        if (shards.isEmpty())
            return Error{Error::Code::Malformed, tr("%1 names no weight files.").arg(indexPath)};
        QStringList missing;
        for (const QString &shard : std::as_const(shards)) {
            // A cache snapshot links to blobs/: an unfinished download leaves no target.
            if (!QFileInfo(folder + u'/' + shard).isFile())
                missing.append(shard);
        }
        if (!missing.isEmpty()) {
            missing.sort();
            return Error{Error::Code::NotFound, tr("%1 lacks %n of the weight files its index names (%2).", nullptr,
                                                   int(missing.size()))
                                                    .arg(folder, missing.join(u", "_s))};
        }
        return {};
    }
    for (const QString &weights : {u"model.safetensors"_s, u"pytorch_model.bin"_s}) {
        if (QFileInfo(folder + u'/' + weights).isFile())
            return {};
    }
    return Error{Error::Code::NotFound,
                 tr("%1 has config.json but no weights (model.safetensors, a safetensors index with its shards, or "
                    "pytorch_model.bin).")
                     .arg(folder)};
}

Result<QString> OfflineReadiness::findModelSnapshot(const QString &hubCache, const QString &repoId, const QString &revision)
{
    Result<std::pair<QString, QString>> snapshot = HfCache::resolveSnapshot(hubCache, repoId, revision);
    if (!snapshot)
        return snapshot.error();
    if (Status weights = checkModelFolder(snapshot->first); !weights)
        return weights.error();
    return snapshot->first;
}

// ---- check ----------------------------------------------------------------------------------

namespace {

// Not cached: what the Hub's state makes of it.
void decideWithoutCache(ReadinessItem &item, bool hubOff, const QString &offlineSetting, HubReachability hub)
{
    if (hubOff) {
        item.state = ReadinessItem::State::Missing;
        item.certain = true;
        item.detail += u' ' + (hub == HubReachability::Reachable
                                   ? OfflineReadiness::tr("%1 is set, so the Hub is not used even though it is reachable.")
                                         .arg(offlineSetting)
                                   : OfflineReadiness::tr("%1 is set, so the Hub is not used.").arg(offlineSetting));
    } else if (hub == HubReachability::Reachable) {
        item.state = ReadinessItem::State::HubReachable;
        item.detail += u' ' + OfflineReadiness::tr("The Hub is reachable: the run downloads it (size not known in advance).");
    } else if (hub == HubReachability::Unreachable) {
        item.state = ReadinessItem::State::Missing;
        item.detail += u' ' + OfflineReadiness::tr("The Hub is not reachable from this machine.");
    } else {
        item.state = ReadinessItem::State::Unchecked;
        item.detail += u' ' + OfflineReadiness::tr("The run needs the Hub for it; whether the Hub is reachable is not known yet.");
    }
}

QString onlineOnce(const QStringList &blockers)
{
    return !blockers.isEmpty() ? OfflineReadiness::tr("with %1 unset for that command").arg(blockers.join(OfflineReadiness::tr(" and ")))
                  : OfflineReadiness::tr("while connected to the network");
}

ReadinessItem checkDataset(const DatasetNeed &need, const HfEnvironment &h, HubReachability hub)
{
    ReadinessItem item;
    item.kind = ReadinessItem::Kind::Dataset;
    item.dataset = need;
    item.what = need.display();
    const bool evaluation = need.purpose == DatasetNeed::Purpose::Evaluation;
    const QString skip = OfflineReadiness::tr("Skip the evaluation (Evaluation: none, which passes %1).")
                             .arg(DatasetNeeds::kSkipEvaluationFlag);

    if (!need.unsupported.isEmpty()) {
        item.state = ReadinessItem::State::Unsupported;
        item.detail = need.unsupported;
        item.fixes.append(evaluation ? skip : OfflineReadiness::tr("Choose pileval, wikitext or cnn_dailymail as the calibration dataset."));
        return item;
    }
    if (!need.localPath.isEmpty()) {
        item.path = need.localPath;
        if (QFileInfo(need.localPath).isDir()) {
            item.state = ReadinessItem::State::InCache;
            item.detail = OfflineReadiness::tr("A local folder: no download needed.");
        } else {
            item.state = ReadinessItem::State::Missing;
            item.detail = OfflineReadiness::tr("The folder %1 does not exist.").arg(need.localPath);
            item.fixes.append(OfflineReadiness::tr("Choose an existing folder or one of quark-cli's datasets."));
        }
        return item;
    }

    Result<QString> cached = OfflineReadiness::findInDatasetsCache(h.datasetsCache, need);
    if (cached) {
        item.state = ReadinessItem::State::InCache;
        item.path = *cached;
        item.detail = OfflineReadiness::tr("Cached by datasets at %1: the run loads it without the Hub.").arg(*cached);
        return item;
    }
    item.path = h.datasetsCache;
    item.detail = cached.error().message;
    if (const QString snapshot = OfflineReadiness::hubCacheSnapshot(h.hubCache, need.repoId); !snapshot.isEmpty()) {
        item.detail += u' ' + OfflineReadiness::tr("A copy in the hub cache (%1) does not count: offline, datasets reads "
                                                   "only its own cache.")
                                  .arg(snapshot);
    }
    decideWithoutCache(item, h.datasetsHubBlocked(), h.offlineSetting, hub);
    if (item.state == ReadinessItem::State::HubReachable)
        return item;

    QString call = u"from datasets import load_dataset; load_dataset(%1"_s.arg(pythonLiteral(need.repoId));
    if (!need.config.isEmpty())
        call += u", "_s + pythonLiteral(need.config);
    call += u", split=%1)"_s.arg(pythonLiteral(need.split));
    item.fixes.append(OfflineReadiness::tr("Load it once %1, in the Quark environment: python -c \"%2\" (this fills %3; "
                                           "\"hf download --repo-type dataset\" alone is not enough).")
                          .arg(onlineOnce(h.datasetsBlockers), call, h.datasetsCache));
    if (evaluation) {
        item.fixes.append(skip);
    } else {
        QStringList cachedNames;
        QSet<QString> seen{need.repoId + u'/' + need.config + u'/' + need.split};
        for (const QString &name : DatasetNeeds::knownCalibrationNames()) {
            const DatasetNeed other = DatasetNeeds::calibration(name);
            if (seen.contains(other.repoId + u'/' + other.config + u'/' + other.split))
                continue;
            if (OfflineReadiness::findInDatasetsCache(h.datasetsCache, other))
                cachedNames.append(name);
        }
        if (!cachedNames.isEmpty())
            item.fixes.append(OfflineReadiness::tr("Or calibrate with a dataset that is cached: %1.").arg(cachedNames.join(u", "_s)));
    }
    return item;
}

ReadinessItem checkModel(const QString &model, const QString &revision, const HfEnvironment &h, HubReachability hub)
{
    ReadinessItem item;
    item.kind = ReadinessItem::Kind::Model;
    item.what = model.trimmed();
    Result<ModelSource> source = ModelSourceParser::parse(model, revision);
    const bool looksLocal = !source ? (model.trimmed().startsWith(u'/') || model.trimmed().startsWith(u'.')
                                       || model.trimmed().startsWith(u'~'))
                                    : source->kind == ModelSource::Kind::Local;
    if (!source) {
        item.state = ReadinessItem::State::Missing;
        item.detail = source.error().message;
        item.fixes.append(looksLocal ? OfflineReadiness::tr("Choose the model's folder (the one with config.json and the weights).")
                                     : OfflineReadiness::tr("Enter a Hub repository id such as org/name, or a folder."));
        return item;
    }
    if (looksLocal) {
        item.path = source->path;
        if (Status ok = OfflineReadiness::checkModelFolder(source->path); !ok) {
            item.state = ReadinessItem::State::Missing;
            item.detail = ok.error().message;
            item.fixes.append(OfflineReadiness::tr("Complete the folder, or choose one with config.json and all weight files."));
        } else {
            item.state = ReadinessItem::State::InCache;
            item.detail = OfflineReadiness::tr("A local folder with config.json and its weights: no download needed.");
        }
        return item;
    }

    Result<QString> snapshot = OfflineReadiness::findModelSnapshot(h.hubCache, source->repoId, source->revision);
    if (snapshot) {
        item.state = ReadinessItem::State::InCache;
        item.path = *snapshot;
        item.detail = OfflineReadiness::tr("In the Hugging Face cache at %1 with its weights.").arg(*snapshot);
        return item;
    }
    item.path = h.hubCache;
    item.detail = snapshot.error().message;
    decideWithoutCache(item, h.hubOffline, h.offlineSetting, hub);
    if (item.state == ReadinessItem::State::HubReachable)
        return item;
    QString command = u"hf download "_s + source->repoId;
    if (!source->revision.isEmpty())
        command += u" --revision "_s + source->revision;
    item.fixes.append(OfflineReadiness::tr("Download it once %1: %2 (a gated model needs a token: HF_TOKEN or "
                                           "\"hf auth login\").")
                          .arg(onlineOnce(h.hubOffline ? QStringList{h.offlineVariable} : QStringList()), command));
    item.fixes.append(OfflineReadiness::tr("Or choose a local folder that holds the model."));
    return item;
}

} // namespace

ReadinessReport OfflineReadiness::check(const QList<DatasetNeed> &needs, const QString &model,
                                        const QProcessEnvironment &env, HubReachability hub, const QString &revision)
{
    const HfEnvironment h = HfEnvironment::from(env);
    ReadinessReport report;
    if (!model.trimmed().isEmpty())
        report.items.append(checkModel(model, revision, h, hub));
    for (const DatasetNeed &need : needs)
        report.items.append(checkDataset(need, h, hub));

    auto any = [&](ReadinessItem::State state) {
        return std::any_of(report.items.cbegin(), report.items.cend(),
                           [state](const ReadinessItem &item) { return item.state == state; });
    };
    if (any(ReadinessItem::State::Missing) || any(ReadinessItem::State::Unsupported)) {
        report.verdict = ReadinessReport::Verdict::Blocked;
        report.summary = tr("The run would fail: something it needs is neither cached nor downloadable.");
    } else if (any(ReadinessItem::State::Unchecked)) {
        report.verdict = ReadinessReport::Verdict::Unknown;
        report.summary = tr("Some of what the run needs is not cached, and whether the Hub is reachable is not known yet.");
    } else if (any(ReadinessItem::State::HubReachable)) {
        report.verdict = ReadinessReport::Verdict::WillDownload;
        report.summary = tr("The run downloads what is not cached from the Hub.");
    } else {
        report.verdict = ReadinessReport::Verdict::Ready;
        report.summary = tr("Everything the run needs is cached: it works offline.");
    }
    if ((h.hubOffline || h.datasetsOffline) && hub == HubReachability::Reachable)
        report.notes.append(tr("%1 is set: the Hub is not used even though it is reachable.").arg(h.offlineSetting));
    else if (h.hubOffline || h.datasetsOffline)
        report.notes.append(tr("%1 is set: the run uses the caches only.").arg(h.offlineSetting));
    return report;
}

} // namespace ptq
