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

} // namespace

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

    const QString call = DatasetCache::loadCall(need);
    item.fixes.append(OfflineReadiness::tr("Load it once %1, in the Quark environment: python -c \"%2\" (this fills %3; "
                                           "\"hf download --repo-type dataset\" alone is not enough).")
                          .arg(onlineOnce(h.datasetsBlockers), call, h.datasetsCache));
    if (evaluation) {
        item.fixes.append(skip);
    } else {
        const QStringList cachedNames = DatasetCache::cachedCalibrationNames(h.datasetsCache, need);
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
