#include "source/datasetcache.h"

#include "source/localreader.h"

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

// The texts keep the context they were translated in (OfflineReadiness, where this came from).
Result<QJsonObject> readJsonObject(const QString &path, qint64 cap)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{Error::Code::Unreadable,
                     QCoreApplication::translate("OfflineReadiness", "%1 cannot be read: %2").arg(path, file.errorString())};
    }
    if (file.size() > cap) {
        return Error{Error::Code::TooLarge,
                     QCoreApplication::translate("OfflineReadiness", "%1 is larger than %2 bytes.").arg(path).arg(cap)};
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error{Error::Code::Malformed, QCoreApplication::translate("OfflineReadiness", "%1 is not a JSON object.").arg(path)};
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
    if (!split.isEmpty())
        parts.append(DatasetNeeds::tr("split %1").arg(split));
    return parts.isEmpty() ? repoId : u"%1 (%2)"_s.arg(repoId, parts.join(u", "_s));
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

QString DatasetCache::snakeCase(const QString &name)
{
    static const QRegularExpression upperUpper(u"([A-Z]+)([A-Z][a-z])"_s);
    static const QRegularExpression lowerUpper(u"([a-z\\d])([A-Z])"_s);
    QString s = name;
    s.replace(upperUpper, u"\\1_\\2"_s);
    s.replace(lowerUpper, u"\\1_\\2"_s);
    return s.toLower();
}

Result<QString> DatasetCache::find(const QString &datasetsCache, const DatasetNeed &need)
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

QString DatasetCache::loadCall(const DatasetNeed &need)
{
    QString call = u"from datasets import load_dataset; load_dataset(%1"_s.arg(pythonLiteral(need.repoId));
    if (!need.config.isEmpty())
        call += u", "_s + pythonLiteral(need.config);
    if (!need.split.isEmpty())
        call += u", split=%1"_s.arg(pythonLiteral(need.split));
    return call + u')';
}

QStringList DatasetCache::cachedCalibrationNames(const QString &datasetsCache, const DatasetNeed &except)
{
    QStringList names;
    const QString skipped = except.repoId.isEmpty() ? QString() : except.repoId + u'/' + except.config + u'/' + except.split;
    for (const QString &name : DatasetNeeds::knownCalibrationNames()) {
        const DatasetNeed other = DatasetNeeds::calibration(name);
        const QString key = other.repoId + u'/' + other.config + u'/' + other.split;
        if (key == skipped)
            continue;
        if (find(datasetsCache, other))
            names.append(name);
    }
    return names;
}

} // namespace ptq
