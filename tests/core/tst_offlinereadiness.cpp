#include "env/offlinereadiness.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;

namespace {

const QString kSha = u"b08601e04326c79dfdd32d625aee71d232d685c3"_s;
const QString kSha2 = u"0123456789abcdef0123456789abcdef01234567"_s;

void writeFile(const QString &path, const QByteArray &bytes = QByteArray("x"))
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// A datasets-cache entry as datasets 5.2 writes it:
/// <cache>/<ns>___<name>/<config>/0.0.0/<hash>/{dataset_info.json, <name>-<split>[-i-of-n].arrow}.
/// @p shards: split -> number of arrow shards (0: listed in dataset_info.json, no file).
QString cacheDataset(const QString &cache, const QString &folder, const QString &config, const QString &fileName,
                     const QList<std::pair<QString, int>> &splits, const QString &hash = kSha,
                     const QString &infoConfig = QString())
{
    const QString dir = cache + u'/' + folder + u'/' + config + u"/0.0.0/"_s + hash;
    QJsonObject splitInfos;
    for (const auto &[split, shards] : splits) {
        QJsonObject info{{u"name"_s, split}, {u"num_examples"_s, 3}, {u"dataset_name"_s, fileName}};
        if (shards > 1) {
            QJsonArray lengths;
            for (int i = 0; i < shards; ++i)
                lengths.append(1);
            info.insert(u"shard_lengths"_s, lengths);
            for (int i = 0; i < shards; ++i)
                writeFile(u"%1/%2-%3-%4-of-%5.arrow"_s.arg(dir, fileName, split)
                              .arg(i, 5, 10, QLatin1Char('0'))
                              .arg(shards, 5, 10, QLatin1Char('0')));
        } else if (shards == 1) {
            writeFile(u"%1/%2-%3.arrow"_s.arg(dir, fileName, split));
        }
        splitInfos.insert(split, info);
    }
    const QJsonObject info{{u"config_name"_s, infoConfig.isEmpty() ? config : infoConfig},
                           {u"dataset_name"_s, fileName},
                           {u"splits"_s, splitInfos}};
    writeFile(dir + u"/dataset_info.json"_s, QJsonDocument(info).toJson());
    return dir;
}

QString cacheWikitext(const QString &cache, const QList<std::pair<QString, int>> &splits = {{u"train"_s, 1}, {u"test"_s, 1}})
{
    return cacheDataset(cache, u"Salesforce___wikitext"_s, u"wikitext-2-raw-v1"_s, u"wikitext"_s, splits);
}

QString cachePileval(const QString &cache)
{
    return cacheDataset(cache, u"mit-han-lab___pile-val-backup"_s, u"default"_s, u"pile-val-backup"_s,
                        {{u"validation"_s, 1}});
}

/// A hub-cache snapshot of a dataset repository (README + parquet), as `hf download --repo-type dataset` leaves it.
void hubDatasetSnapshot(const QString &hub, const QString &repoId)
{
    const QString repo = hub + u"/datasets--"_s + QString(repoId).replace(u'/', u"--"_s);
    writeFile(repo + u"/refs/main"_s, kSha.toLatin1());
    writeFile(repo + u"/snapshots/"_s + kSha + u"/README.md"_s, "---\nconfigs: []\n---\n");
    writeFile(repo + u"/snapshots/"_s + kSha + u"/wikitext-2-raw-v1/train-00000-of-00001.parquet"_s);
    writeFile(repo + u"/snapshots/"_s + kSha + u"/wikitext-2-raw-v1/test-00000-of-00001.parquet"_s);
}

/// models--org--name/refs/main -> snapshots/<sha>/{config.json, files...}
QString hubModel(const QString &hub, const QString &repoId, const QStringList &files, const QString &sha = kSha)
{
    const QString repo = hub + u"/models--"_s + QString(repoId).replace(u'/', u"--"_s);
    writeFile(repo + u"/refs/main"_s, sha.toLatin1());
    const QString snapshot = repo + u"/snapshots/"_s + sha;
    writeFile(snapshot + u"/config.json"_s, R"({"model_type": "llama"})");
    for (const QString &file : files)
        writeFile(snapshot + u'/' + file);
    return snapshot;
}

QByteArray shardIndex(const QStringList &shards)
{
    QJsonObject map;
    for (qsizetype i = 0; i < shards.size(); ++i)
        map.insert(u"layer.%1.weight"_s.arg(i), shards.at(i));
    return QJsonDocument(QJsonObject{{u"weight_map"_s, map}}).toJson();
}

QProcessEnvironment envWith(std::initializer_list<std::pair<QString, QString>> vars)
{
    QProcessEnvironment env;
    for (const auto &[k, v] : vars)
        env.insert(k, v);
    return env;
}

const ReadinessItem &datasetItem(const ReadinessReport &report, DatasetNeed::Purpose purpose)
{
    for (const ReadinessItem &item : report.items) {
        if (item.kind == ReadinessItem::Kind::Dataset && item.dataset.purpose == purpose)
            return item;
    }
    qFatal("no dataset item");
}

const ReadinessItem &modelItem(const ReadinessReport &report)
{
    for (const ReadinessItem &item : report.items) {
        if (item.kind == ReadinessItem::Kind::Model)
            return item;
    }
    qFatal("no model item");
}

QString allText(const ReadinessReport &report)
{
    QStringList parts{report.summary};
    parts += report.notes;
    for (const ReadinessItem &item : report.items) {
        parts << item.what << item.path << item.detail;
        parts += item.fixes;
    }
    return parts.join(u'\n');
}

} // namespace

class TestOfflineReadiness : public QObject
{
    Q_OBJECT

private slots:
    void calibrationNames_data();
    void calibrationNames();
    void evaluationNames_data();
    void evaluationNames();
    void evaluationSkippedHasNoEvaluationNeed();
    void snakeCase_data();
    void snakeCase();

    void datasetInDatasetsCache();
    void shardedDatasetInCache();
    void onlyInHubCacheIsMissingOffline();
    void partialDatasetsCache_data();
    void partialDatasetsCache();
    void twoConfigsWithoutNameAreAmbiguous();
    void newestCacheFolderWins();
    void datasetsCachePrecedence_data();
    void datasetsCachePrecedence();
    void hubCachePrecedence_data();
    void hubCachePrecedence();

    void offlineSwitches_data();
    void offlineSwitches();
    void hubOfflineNotCachedGivesFix();
    void datasetsOfflineLeavesModelOnline();
    void reachabilityDecidesUncachedItems_data();
    void reachabilityDecidesUncachedItems();
    void calibrationFixSuggestsCachedDataset();
    void unsupportedDatasets();
    void localDatasetFolder();

    void modelInHubCache_data();
    void modelInHubCache();
    void modelRevision();
    void modelNotCachedFix();
    void localModelFolder();
    void allCachedIsReady();
    void tokenNeverInMessages();
};

void TestOfflineReadiness::calibrationNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("repo");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("split");
    QTest::newRow("default") << QString() << u"mit-han-lab/pile-val-backup"_s << QString() << u"validation"_s;
    QTest::newRow("pileval") << u"pileval"_s << u"mit-han-lab/pile-val-backup"_s << QString() << u"validation"_s;
    QTest::newRow("pileval awq") << u"pileval_for_awq_benchmark"_s << u"mit-han-lab/pile-val-backup"_s << QString()
                                 << u"validation"_s;
    QTest::newRow("wikitext") << u"wikitext"_s << u"Salesforce/wikitext"_s << u"wikitext-2-raw-v1"_s << u"train"_s;
    QTest::newRow("wikitext gptq") << u"wikitext_for_gptq_benchmark"_s << u"Salesforce/wikitext"_s
                                   << u"wikitext-2-raw-v1"_s << u"train"_s;
    QTest::newRow("cnn") << u"cnn_dailymail"_s << u"abisee/cnn_dailymail"_s << u"3.0.0"_s << u"train"_s;
    QTest::newRow("ultrachat") << u"HuggingFaceH4/ultrachat_200k"_s << u"HuggingFaceH4/ultrachat_200k"_s << QString()
                               << u"train_sft"_s;
}

void TestOfflineReadiness::calibrationNames()
{
    QFETCH(QString, name);
    QFETCH(QString, repo);
    QFETCH(QString, config);
    QFETCH(QString, split);
    const DatasetNeed need = DatasetNeeds::calibration(name);
    QCOMPARE(need.purpose, DatasetNeed::Purpose::Calibration);
    QCOMPARE(need.repoId, repo);
    QCOMPARE(need.config, config);
    QCOMPARE(need.split, split);
    QVERIFY(need.unsupported.isEmpty());
}

void TestOfflineReadiness::evaluationNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("repo");
    QTest::addColumn<QString>("config");
    QTest::newRow("default") << QString() << u"Salesforce/wikitext"_s << u"wikitext-2-raw-v1"_s;
    QTest::newRow("wikitext") << u"wikitext"_s << u"Salesforce/wikitext"_s << u"wikitext-2-raw-v1"_s;
    QTest::newRow("gpt oss 120b") << u"wikitext_gpt_oss_120b"_s << u"amd/wikitext_gpt_oss_120b"_s << QString();
}

void TestOfflineReadiness::evaluationNames()
{
    QFETCH(QString, name);
    QFETCH(QString, repo);
    QFETCH(QString, config);
    const DatasetNeed need = DatasetNeeds::evaluation(name);
    QCOMPARE(need.purpose, DatasetNeed::Purpose::Evaluation);
    QCOMPARE(need.repoId, repo);
    QCOMPARE(need.config, config);
    QCOMPARE(need.split, u"test"_s);
}

void TestOfflineReadiness::evaluationSkippedHasNoEvaluationNeed()
{
    const QList<DatasetNeed> skipped = DatasetNeeds::forPlan(u"wikitext"_s, false);
    QCOMPARE(skipped.size(), 1);
    QCOMPARE(skipped.first().purpose, DatasetNeed::Purpose::Calibration);

    const QList<DatasetNeed> evaluated = DatasetNeeds::forPlan(u"wikitext"_s, true);
    QCOMPARE(evaluated.size(), 2);
    QCOMPARE(evaluated.at(1).purpose, DatasetNeed::Purpose::Evaluation);
    QCOMPARE(evaluated.at(1).split, u"test"_s);

    // Skipped evaluation: nothing about the evaluation dataset is checked or reported.
    QTemporaryDir tmp;
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    cacheWikitext(tmp.path() + u"/datasets"_s, {{u"train"_s, 1}});
    const ReadinessReport report = OfflineReadiness::check(skipped, QString(), env, HubReachability::Unreachable);
    QCOMPARE(report.items.size(), 1);
    QCOMPARE(report.verdict, ReadinessReport::Verdict::Ready);
    const ReadinessReport withEval = OfflineReadiness::check(evaluated, QString(), env, HubReachability::Unreachable);
    QCOMPARE(withEval.verdict, ReadinessReport::Verdict::Blocked);
    QVERIFY(datasetItem(withEval, DatasetNeed::Purpose::Evaluation).fixes.join(u'\n').contains(u"--skip_evaluation"_s));
}

void TestOfflineReadiness::snakeCase_data()
{
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    QTest::newRow("plain") << u"wikitext"_s << u"wikitext"_s;
    QTest::newRow("dashes") << u"pile-val-backup"_s << u"pile-val-backup"_s;
    QTest::newRow("acronym") << u"ScienceQA"_s << u"science_qa"_s;
    QTest::newRow("camel") << u"MyData"_s << u"my_data"_s;
    QTest::newRow("digits") << u"ultrachat_200k"_s << u"ultrachat_200k"_s;
}

void TestOfflineReadiness::snakeCase()
{
    QFETCH(QString, in);
    QFETCH(QString, out);
    QCOMPARE(OfflineReadiness::snakeCase(in), out);
}

void TestOfflineReadiness::datasetInDatasetsCache()
{
    QTemporaryDir tmp;
    const QString dir = cacheWikitext(tmp.path() + u"/datasets"_s);
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const ReadinessReport report =
        OfflineReadiness::check(DatasetNeeds::forPlan(u"wikitext"_s, true), QString(), env, HubReachability::Unreachable);
    QCOMPARE(report.items.size(), 2);
    for (const ReadinessItem &item : report.items) {
        QCOMPARE(item.state, ReadinessItem::State::InCache);
        QCOMPARE(item.path, dir);
    }
    QCOMPARE(report.verdict, ReadinessReport::Verdict::Ready);
}

void TestOfflineReadiness::shardedDatasetInCache()
{
    QTemporaryDir tmp;
    const QString cache = tmp.path() + u"/datasets"_s;
    const QString dir = cacheDataset(cache, u"abisee___cnn_dailymail"_s, u"3.0.0"_s, u"cnn_dailymail"_s, {{u"train"_s, 3}});
    const DatasetNeed need = DatasetNeeds::calibration(u"cnn_dailymail"_s);
    QCOMPARE(OfflineReadiness::findInDatasetsCache(cache, need).value(), dir);

    QVERIFY(QFile::remove(dir + u"/cnn_dailymail-train-00001-of-00003.arrow"_s));
    const Result<QString> partial = OfflineReadiness::findInDatasetsCache(cache, need);
    QVERIFY(!partial);
    QVERIFY2(partial.error().message.contains(u"cnn_dailymail-train-00001-of-00003.arrow"_s),
             qPrintable(partial.error().message));
}

void TestOfflineReadiness::onlyInHubCacheIsMissingOffline()
{
    // Proved with datasets 5.2: offline, load_dataset does not read the hub cache.
    QTemporaryDir tmp;
    hubDatasetSnapshot(tmp.path() + u"/hub"_s, u"Salesforce/wikitext"_s);
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const ReadinessReport report =
        OfflineReadiness::check(DatasetNeeds::forPlan(u"wikitext"_s, false), QString(), env, HubReachability::Unknown);
    const ReadinessItem &item = datasetItem(report, DatasetNeed::Purpose::Calibration);
    QCOMPARE(item.state, ReadinessItem::State::Missing);
    QVERIFY2(item.detail.contains(u"hub cache"_s) && item.detail.contains(u"datasets--Salesforce--wikitext"_s),
             qPrintable(item.detail));
    QCOMPARE(report.verdict, ReadinessReport::Verdict::Blocked);
}

void TestOfflineReadiness::partialDatasetsCache_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("arrow file missing") << u"arrow"_s << u"wikitext-test.arrow"_s;
    QTest::newRow("split not cached") << u"split"_s << u"no split \"test\""_s;
    QTest::newRow("no dataset_info.json") << u"info"_s << u"dataset_info.json"_s;
    QTest::newRow("other configuration only") << u"config"_s << u"wikitext-103-raw-v1"_s;
    QTest::newRow("config_name differs") << u"config_name"_s << u"no copy"_s;
    QTest::newRow("no folder") << u"none"_s << u"Salesforce___wikitext"_s;
}

void TestOfflineReadiness::partialDatasetsCache()
{
    QFETCH(QString, damage);
    QFETCH(QString, mentions);
    QTemporaryDir tmp;
    const QString cache = tmp.path() + u"/datasets"_s;
    if (damage == u"arrow"_s) {
        cacheWikitext(cache, {{u"train"_s, 1}, {u"test"_s, 0}});
    } else if (damage == u"split"_s) {
        cacheWikitext(cache, {{u"train"_s, 1}});
    } else if (damage == u"info"_s) {
        const QString dir = cacheWikitext(cache);
        QVERIFY(QFile::remove(dir + u"/dataset_info.json"_s));
    } else if (damage == u"config"_s) {
        cacheDataset(cache, u"Salesforce___wikitext"_s, u"wikitext-103-raw-v1"_s, u"wikitext"_s, {{u"test"_s, 1}});
    } else if (damage == u"config_name"_s) {
        cacheDataset(cache, u"Salesforce___wikitext"_s, u"wikitext-2-raw-v1"_s, u"wikitext"_s, {{u"test"_s, 1}}, kSha,
                     u"wikitext-2-raw-v1-abcdef"_s);
    }
    const auto env = envWith({{u"HF_DATASETS_CACHE"_s, cache}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const ReadinessReport report =
        OfflineReadiness::check({DatasetNeeds::evaluation(u"wikitext"_s)}, QString(), env, HubReachability::Unreachable);
    const ReadinessItem &item = datasetItem(report, DatasetNeed::Purpose::Evaluation);
    QCOMPARE(item.state, ReadinessItem::State::Missing);
    QVERIFY2(item.detail.contains(mentions), qPrintable(item.detail));
}

void TestOfflineReadiness::twoConfigsWithoutNameAreAmbiguous()
{
    QTemporaryDir tmp;
    const QString cache = tmp.path();
    const DatasetNeed need = DatasetNeeds::calibration(u"pileval"_s);
    cachePileval(cache);
    QVERIFY(OfflineReadiness::findInDatasetsCache(cache, need));
    cacheDataset(cache, u"mit-han-lab___pile-val-backup"_s, u"other"_s, u"pile-val-backup"_s, {{u"validation"_s, 1}});
    const Result<QString> found = OfflineReadiness::findInDatasetsCache(cache, need);
    QVERIFY(!found);
    QVERIFY2(found.error().message.contains(u"default, other"_s), qPrintable(found.error().message));
}

void TestOfflineReadiness::newestCacheFolderWins()
{
    // datasets loads the most recently modified <version>/<hash>: an incomplete newer copy fails.
    QTemporaryDir tmp;
    const QString cache = tmp.path();
    const QString old = cacheWikitext(cache);
    const QString newer = cacheDataset(cache, u"Salesforce___wikitext"_s, u"wikitext-2-raw-v1"_s, u"wikitext"_s,
                                       {{u"train"_s, 1}}, kSha2);
    QFile(old).setFileTime(QDateTime::currentDateTime().addDays(-2), QFileDevice::FileModificationTime);
    QFile(newer).setFileTime(QDateTime::currentDateTime(), QFileDevice::FileModificationTime);
    const DatasetNeed train = DatasetNeeds::calibration(u"wikitext"_s);
    QCOMPARE(OfflineReadiness::findInDatasetsCache(cache, train).value(), newer);
    QVERIFY(!OfflineReadiness::findInDatasetsCache(cache, DatasetNeeds::evaluation(u"wikitext"_s)));
}

void TestOfflineReadiness::datasetsCachePrecedence_data()
{
    QTest::addColumn<QStringList>("vars"); // which of HF_DATASETS_CACHE, HF_HOME, XDG_CACHE_HOME are set
    QTest::addColumn<QString>("winner");
    QTest::newRow("HF_DATASETS_CACHE over HF_HOME") << QStringList{u"HF_DATASETS_CACHE"_s, u"HF_HOME"_s, u"XDG_CACHE_HOME"_s}
                                                    << u"HF_DATASETS_CACHE"_s;
    QTest::newRow("HF_HOME over XDG") << QStringList{u"HF_HOME"_s, u"XDG_CACHE_HOME"_s} << u"HF_HOME"_s;
    QTest::newRow("XDG") << QStringList{u"XDG_CACHE_HOME"_s} << u"XDG_CACHE_HOME"_s;
    // HF_HUB_CACHE moves the hub cache only, never the datasets cache.
    QTest::newRow("HF_HUB_CACHE does not count") << QStringList{u"HF_HUB_CACHE"_s, u"XDG_CACHE_HOME"_s}
                                                 << u"XDG_CACHE_HOME"_s;
}

void TestOfflineReadiness::datasetsCachePrecedence()
{
    QFETCH(QStringList, vars);
    QFETCH(QString, winner);
    QTemporaryDir tmp;
    auto folderFor = [&](const QString &var) {
        if (var == u"HF_DATASETS_CACHE"_s)
            return tmp.path() + u"/dc"_s;
        if (var == u"HF_HOME"_s)
            return tmp.path() + u"/home/datasets"_s;
        if (var == u"XDG_CACHE_HOME"_s)
            return tmp.path() + u"/xdg/huggingface/datasets"_s;
        return tmp.path() + u"/hubcache"_s;
    };
    const QMap<QString, QString> values{{u"HF_DATASETS_CACHE"_s, tmp.path() + u"/dc"_s},
                                        {u"HF_HOME"_s, tmp.path() + u"/home"_s},
                                        {u"XDG_CACHE_HOME"_s, tmp.path() + u"/xdg"_s},
                                        {u"HF_HUB_CACHE"_s, tmp.path() + u"/hubcache"_s}};
    QProcessEnvironment env;
    env.insert(u"HF_HUB_OFFLINE"_s, u"1"_s);
    for (const QString &var : vars) {
        env.insert(var, values.value(var));
        cachePileval(folderFor(var)); // every candidate folder has a copy...
    }
    QCOMPARE(HfEnvironment::from(env).datasetsCache, folderFor(winner));
    // ...but only the winner's counts.
    for (const QString &var : vars) {
        if (var != winner)
            QVERIFY(QDir(folderFor(var)).removeRecursively());
    }
    const auto needs = DatasetNeeds::forPlan(u"pileval"_s, false);
    QCOMPARE(OfflineReadiness::check(needs, QString(), env, HubReachability::Unreachable).items.first().state,
             ReadinessItem::State::InCache);
    QVERIFY(QDir(folderFor(winner)).removeRecursively());
    QCOMPARE(OfflineReadiness::check(needs, QString(), env, HubReachability::Unreachable).items.first().state,
             ReadinessItem::State::Missing);
}

void TestOfflineReadiness::hubCachePrecedence_data()
{
    QTest::addColumn<QStringList>("vars");
    QTest::addColumn<QString>("winner");
    QTest::newRow("HF_HUB_CACHE first") << QStringList{u"HF_HUB_CACHE"_s, u"HUGGINGFACE_HUB_CACHE"_s, u"HF_HOME"_s,
                                                       u"XDG_CACHE_HOME"_s}
                                        << u"HF_HUB_CACHE"_s;
    QTest::newRow("legacy HUGGINGFACE_HUB_CACHE") << QStringList{u"HUGGINGFACE_HUB_CACHE"_s, u"HF_HOME"_s}
                                                  << u"HUGGINGFACE_HUB_CACHE"_s;
    QTest::newRow("HF_HOME/hub") << QStringList{u"HF_HOME"_s, u"XDG_CACHE_HOME"_s} << u"HF_HOME"_s;
    QTest::newRow("XDG") << QStringList{u"XDG_CACHE_HOME"_s} << u"XDG_CACHE_HOME"_s;
    QTest::newRow("HF_DATASETS_CACHE does not count") << QStringList{u"HF_DATASETS_CACHE"_s, u"HF_HOME"_s}
                                                      << u"HF_HOME"_s;
}

void TestOfflineReadiness::hubCachePrecedence()
{
    QFETCH(QStringList, vars);
    QFETCH(QString, winner);
    QTemporaryDir tmp;
    const QMap<QString, QString> values{{u"HF_HUB_CACHE"_s, tmp.path() + u"/a"_s},
                                        {u"HUGGINGFACE_HUB_CACHE"_s, tmp.path() + u"/b"_s},
                                        {u"HF_HOME"_s, tmp.path() + u"/c"_s},
                                        {u"XDG_CACHE_HOME"_s, tmp.path() + u"/d"_s},
                                        {u"HF_DATASETS_CACHE"_s, tmp.path() + u"/e"_s}};
    auto hubFor = [&](const QString &var) {
        if (var == u"HF_HOME"_s)
            return values.value(var) + u"/hub"_s;
        if (var == u"XDG_CACHE_HOME"_s)
            return values.value(var) + u"/huggingface/hub"_s;
        return values.value(var);
    };
    QProcessEnvironment env;
    env.insert(u"HF_HUB_OFFLINE"_s, u"1"_s);
    for (const QString &var : vars)
        env.insert(var, values.value(var));
    const QString expected = hubFor(winner);
    hubModel(expected, u"org/tiny"_s, {u"model.safetensors"_s});
    const ReadinessReport report = OfflineReadiness::check({}, u"org/tiny"_s, env, HubReachability::Unreachable);
    QCOMPARE(modelItem(report).state, ReadinessItem::State::InCache);
    QVERIFY(modelItem(report).path.startsWith(expected + u"/models--org--tiny/snapshots/"_s));
    // The same model under a losing folder does not count.
    QVERIFY(QDir(expected).removeRecursively());
    for (const QString &var : vars) {
        if (var != winner)
            hubModel(hubFor(var), u"org/tiny"_s, {u"model.safetensors"_s});
    }
    QCOMPARE(modelItem(OfflineReadiness::check({}, u"org/tiny"_s, env, HubReachability::Unreachable)).state,
             ReadinessItem::State::Missing);
}

void TestOfflineReadiness::offlineSwitches_data()
{
    QTest::addColumn<QStringList>("settings"); // NAME=value
    QTest::addColumn<bool>("hubOffline");
    QTest::addColumn<bool>("datasetsOffline");
    QTest::addColumn<bool>("datasetsBlocked");
    QTest::newRow("none") << QStringList() << false << false << false;
    QTest::newRow("HF_HUB_OFFLINE=1") << QStringList{u"HF_HUB_OFFLINE=1"_s} << true << true << true;
    QTest::newRow("HF_HUB_OFFLINE=yes") << QStringList{u"HF_HUB_OFFLINE=yes"_s} << true << true << true;
    QTest::newRow("HF_HUB_OFFLINE=0") << QStringList{u"HF_HUB_OFFLINE=0"_s} << false << false << false;
    QTest::newRow("TRANSFORMERS_OFFLINE=1") << QStringList{u"TRANSFORMERS_OFFLINE=1"_s} << true << true << true;
    QTest::newRow("HF_HUB_OFFLINE=0 hides TRANSFORMERS_OFFLINE")
        << QStringList{u"HF_HUB_OFFLINE=0"_s, u"TRANSFORMERS_OFFLINE=1"_s} << false << false << false;
    QTest::newRow("HF_DATASETS_OFFLINE=1") << QStringList{u"HF_DATASETS_OFFLINE=1"_s} << false << true << true;
    QTest::newRow("HF_DATASETS_OFFLINE=0 does not undo HF_HUB_OFFLINE=1")
        << QStringList{u"HF_HUB_OFFLINE=1"_s, u"HF_DATASETS_OFFLINE=0"_s} << true << false << true;
}

void TestOfflineReadiness::offlineSwitches()
{
    QFETCH(QStringList, settings);
    QFETCH(bool, hubOffline);
    QFETCH(bool, datasetsOffline);
    QFETCH(bool, datasetsBlocked);
    QProcessEnvironment env;
    for (const QString &s : settings)
        env.insert(s.section(u'=', 0, 0), s.section(u'=', 1));
    const HfEnvironment h = HfEnvironment::from(env);
    QCOMPARE(h.hubOffline, hubOffline);
    QCOMPARE(h.datasetsOffline, datasetsOffline);
    QCOMPARE(h.datasetsHubBlocked(), datasetsBlocked);
}

void TestOfflineReadiness::hubOfflineNotCachedGivesFix()
{
    QTemporaryDir tmp;
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const ReadinessReport report = OfflineReadiness::check(DatasetNeeds::forPlan(u"wikitext"_s, true), u"org/tiny"_s,
                                                           env, HubReachability::Reachable);
    QCOMPARE(report.verdict, ReadinessReport::Verdict::Blocked);
    QVERIFY2(report.notes.join(u' ').contains(u"HF_HUB_OFFLINE=1 is set: the Hub is not used even though it is reachable"_s),
             qPrintable(report.notes.join(u' ')));

    const ReadinessItem &calibration = datasetItem(report, DatasetNeed::Purpose::Calibration);
    QCOMPARE(calibration.state, ReadinessItem::State::Missing);
    QVERIFY(calibration.detail.contains(u"HF_HUB_OFFLINE=1"_s));
    const QString calibrationFixes = calibration.fixes.join(u'\n');
    QVERIFY2(calibrationFixes.contains(u"load_dataset('Salesforce/wikitext', 'wikitext-2-raw-v1', split='train')"_s),
             qPrintable(calibrationFixes));
    QVERIFY(calibrationFixes.contains(u"with HF_HUB_OFFLINE unset"_s));
    QVERIFY(calibrationFixes.contains(tmp.path() + u"/datasets"_s));

    const ReadinessItem &evaluation = datasetItem(report, DatasetNeed::Purpose::Evaluation);
    QCOMPARE(evaluation.state, ReadinessItem::State::Missing);
    QVERIFY(evaluation.fixes.join(u'\n').contains(u"split='test'"_s));
    QVERIFY(evaluation.fixes.join(u'\n').contains(u"--skip_evaluation"_s));

    const ReadinessItem &model = modelItem(report);
    QCOMPARE(model.state, ReadinessItem::State::Missing);
    QVERIFY(model.fixes.join(u'\n').contains(u"hf download org/tiny"_s));
    QVERIFY(!model.fixes.join(u'\n').contains(u"huggingface-cli"_s));
}

void TestOfflineReadiness::datasetsOfflineLeavesModelOnline()
{
    QTemporaryDir tmp;
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_DATASETS_OFFLINE"_s, u"1"_s}});
    const ReadinessReport report = OfflineReadiness::check(DatasetNeeds::forPlan(u"pileval"_s, false), u"org/tiny"_s,
                                                           env, HubReachability::Reachable);
    QCOMPARE(modelItem(report).state, ReadinessItem::State::HubReachable);
    const ReadinessItem &data = datasetItem(report, DatasetNeed::Purpose::Calibration);
    QCOMPARE(data.state, ReadinessItem::State::Missing);
    QVERIFY(data.detail.contains(u"HF_DATASETS_OFFLINE=1"_s));
    QVERIFY(data.fixes.join(u'\n').contains(u"with HF_DATASETS_OFFLINE unset"_s));

    // Both switches on: the fix names both.
    const auto both = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_DATASETS_OFFLINE"_s, u"1"_s}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const ReadinessItem bothItem = OfflineReadiness::check(DatasetNeeds::forPlan(u"pileval"_s, false), QString(), both,
                                                           HubReachability::Reachable)
                                       .items.first();
    QVERIFY2(bothItem.fixes.join(u'\n').contains(u"with HF_HUB_OFFLINE and HF_DATASETS_OFFLINE unset"_s),
             qPrintable(bothItem.fixes.join(u'\n')));
}

void TestOfflineReadiness::reachabilityDecidesUncachedItems_data()
{
    QTest::addColumn<HubReachability>("hub");
    QTest::addColumn<ReadinessItem::State>("state");
    QTest::addColumn<ReadinessReport::Verdict>("verdict");
    QTest::newRow("reachable") << HubReachability::Reachable << ReadinessItem::State::HubReachable
                               << ReadinessReport::Verdict::WillDownload;
    QTest::newRow("unknown") << HubReachability::Unknown << ReadinessItem::State::Unchecked
                             << ReadinessReport::Verdict::Unknown;
    QTest::newRow("unreachable") << HubReachability::Unreachable << ReadinessItem::State::Missing
                                 << ReadinessReport::Verdict::Blocked;
}

void TestOfflineReadiness::reachabilityDecidesUncachedItems()
{
    QFETCH(HubReachability, hub);
    QFETCH(ReadinessItem::State, state);
    QFETCH(ReadinessReport::Verdict, verdict);
    QTemporaryDir tmp;
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}});
    const ReadinessReport report = OfflineReadiness::check(DatasetNeeds::forPlan(u"pileval"_s, true), u"org/tiny"_s, env, hub);
    QCOMPARE(report.items.size(), 3);
    for (const ReadinessItem &item : report.items)
        QCOMPARE(item.state, state);
    QCOMPARE(report.verdict, verdict);
    QVERIFY(report.notes.isEmpty());
}

void TestOfflineReadiness::calibrationFixSuggestsCachedDataset()
{
    QTemporaryDir tmp;
    cacheWikitext(tmp.path() + u"/datasets"_s);
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const ReadinessItem item = OfflineReadiness::check(DatasetNeeds::forPlan(u"pileval"_s, false), QString(), env,
                                                       HubReachability::Unreachable)
                                   .items.first();
    QCOMPARE(item.state, ReadinessItem::State::Missing);
    const QString fixes = item.fixes.join(u'\n');
    QVERIFY2(fixes.contains(u"cached: wikitext, wikitext_for_gptq_benchmark"_s), qPrintable(fixes));
}

void TestOfflineReadiness::unsupportedDatasets()
{
    QTemporaryDir tmp;
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}});
    const DatasetNeed science = DatasetNeeds::calibration(u"ScienceQA"_s);
    QVERIFY(!science.unsupported.isEmpty());
    const ReadinessReport report = OfflineReadiness::check({science, DatasetNeeds::evaluation(u"lambada"_s)}, QString(),
                                                           env, HubReachability::Reachable);
    QCOMPARE(report.items.at(0).state, ReadinessItem::State::Unsupported);
    QCOMPARE(report.items.at(1).state, ReadinessItem::State::Unsupported);
    QCOMPARE(report.verdict, ReadinessReport::Verdict::Blocked);
    QVERIFY(report.items.at(1).fixes.join(u'\n').contains(u"--skip_evaluation"_s));
}

void TestOfflineReadiness::localDatasetFolder()
{
    QTemporaryDir tmp;
    const auto env = envWith({{u"HF_HOME"_s, tmp.path() + u"/hf"_s}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const DatasetNeed folder = DatasetNeeds::calibration(tmp.path());
    QCOMPARE(folder.localPath, tmp.path());
    ReadinessItem item = OfflineReadiness::check({folder}, QString(), env, HubReachability::Unreachable).items.first();
    QCOMPARE(item.state, ReadinessItem::State::InCache);
    QCOMPARE(item.path, tmp.path());

    const DatasetNeed gone = DatasetNeeds::calibration(tmp.path() + u"/nope"_s);
    item = OfflineReadiness::check({gone}, QString(), env, HubReachability::Reachable).items.first();
    QCOMPARE(item.state, ReadinessItem::State::Missing);
}

void TestOfflineReadiness::modelInHubCache_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("indexShards"); // comma list written as model.safetensors.index.json
    QTest::addColumn<bool>("brokenRef");
    QTest::addColumn<bool>("ready");
    QTest::newRow("single safetensors") << QStringList{u"model.safetensors"_s} << QString() << false << true;
    QTest::newRow("pytorch bin") << QStringList{u"pytorch_model.bin"_s} << QString() << false << true;
    QTest::newRow("sharded, complete") << QStringList{u"model-00001-of-00002.safetensors"_s, u"model-00002-of-00002.safetensors"_s}
                                       << u"model-00001-of-00002.safetensors,model-00002-of-00002.safetensors"_s << false
                                       << true;
    QTest::newRow("sharded, one missing") << QStringList{u"model-00001-of-00002.safetensors"_s}
                                          << u"model-00001-of-00002.safetensors,model-00002-of-00002.safetensors"_s
                                          << false << false;
    QTest::newRow("config only") << QStringList() << QString() << false << false;
    QTest::newRow("refs/main to a missing snapshot") << QStringList{u"model.safetensors"_s} << QString() << true << false;
}

void TestOfflineReadiness::modelInHubCache()
{
    QFETCH(QStringList, files);
    QFETCH(QString, indexShards);
    QFETCH(bool, brokenRef);
    QFETCH(bool, ready);
    QTemporaryDir tmp;
    const QString hub = tmp.path() + u"/hub"_s;
    const QString snapshot = hubModel(hub, u"org/tiny"_s, files);
    if (!indexShards.isEmpty())
        writeFile(snapshot + u"/model.safetensors.index.json"_s, shardIndex(indexShards.split(u',')));
    if (brokenRef)
        writeFile(hub + u"/models--org--tiny/refs/main"_s, kSha2.toLatin1());
    const auto env = envWith({{u"HF_HUB_CACHE"_s, hub}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const ReadinessItem item = modelItem(OfflineReadiness::check({}, u"org/tiny"_s, env, HubReachability::Unknown));
    QCOMPARE(item.state, ready ? ReadinessItem::State::InCache : ReadinessItem::State::Missing);
    if (ready)
        QCOMPARE(item.path, snapshot);
    else
        QVERIFY(item.fixes.join(u'\n').contains(u"hf download org/tiny"_s));
}

void TestOfflineReadiness::modelRevision()
{
    QTemporaryDir tmp;
    const QString hub = tmp.path();
    hubModel(hub, u"org/tiny"_s, {u"model.safetensors"_s});
    const auto env = envWith({{u"HF_HUB_CACHE"_s, hub}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    QCOMPARE(modelItem(OfflineReadiness::check({}, u"org/tiny"_s, env, HubReachability::Unknown, kSha)).state,
             ReadinessItem::State::InCache);
    const ReadinessItem other = modelItem(OfflineReadiness::check({}, u"org/tiny"_s, env, HubReachability::Unknown, u"v2"_s));
    QCOMPARE(other.state, ReadinessItem::State::Missing);
    QVERIFY(other.fixes.join(u'\n').contains(u"hf download org/tiny --revision v2"_s));
}

void TestOfflineReadiness::modelNotCachedFix()
{
    QTemporaryDir tmp;
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}});
    const ReadinessItem item = modelItem(OfflineReadiness::check({}, u"org/tiny"_s, env, HubReachability::Unreachable));
    QCOMPARE(item.state, ReadinessItem::State::Missing);
    const QString fixes = item.fixes.join(u'\n');
    QVERIFY2(fixes.contains(u"while connected to the network: hf download org/tiny"_s), qPrintable(fixes));
}

void TestOfflineReadiness::localModelFolder()
{
    QTemporaryDir tmp;
    const QString folder = tmp.path() + u"/model"_s;
    writeFile(folder + u"/config.json"_s, "{}");
    const auto env = envWith({{u"HF_HOME"_s, tmp.path() + u"/hf"_s}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    ReadinessItem item = modelItem(OfflineReadiness::check({}, folder, env, HubReachability::Unreachable));
    QCOMPARE(item.state, ReadinessItem::State::Missing); // no weights
    QVERIFY2(item.detail.contains(u"no weights"_s), qPrintable(item.detail));

    writeFile(folder + u"/model.safetensors"_s);
    item = modelItem(OfflineReadiness::check({}, folder, env, HubReachability::Unreachable));
    QCOMPARE(item.state, ReadinessItem::State::InCache);
    QCOMPARE(item.path, folder);

    item = modelItem(OfflineReadiness::check({}, tmp.path() + u"/missing"_s, env, HubReachability::Reachable));
    QCOMPARE(item.state, ReadinessItem::State::Missing);
}

void TestOfflineReadiness::allCachedIsReady()
{
    QTemporaryDir tmp;
    cachePileval(tmp.path() + u"/datasets"_s);
    cacheWikitext(tmp.path() + u"/datasets"_s);
    hubModel(tmp.path() + u"/hub"_s, u"org/tiny"_s, {u"model.safetensors"_s});
    const auto env = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_HUB_OFFLINE"_s, u"1"_s}});
    const ReadinessReport report = OfflineReadiness::check(DatasetNeeds::forPlan(u"pileval"_s, true), u"org/tiny"_s, env,
                                                           HubReachability::Unreachable);
    QCOMPARE(report.items.size(), 3);
    QCOMPARE(report.verdict, ReadinessReport::Verdict::Ready);
    QVERIFY(report.notes.join(u' ').contains(u"caches only"_s));
    for (const ReadinessItem &item : report.items)
        QVERIFY(item.fixes.isEmpty());
}

void TestOfflineReadiness::tokenNeverInMessages()
{
    QTemporaryDir tmp;
    const QString token = u"hf_SecretTokenValue123"_s;
    for (const HubReachability hub : {HubReachability::Unknown, HubReachability::Reachable, HubReachability::Unreachable}) {
        for (const QString &offline : {u"0"_s, u"1"_s}) {
            const auto env = envWith({{u"HF_HOME"_s, tmp.path()}, {u"HF_TOKEN"_s, token},
                                      {u"HUGGING_FACE_HUB_TOKEN"_s, token}, {u"HF_HUB_OFFLINE"_s, offline}});
            const ReadinessReport report =
                OfflineReadiness::check(DatasetNeeds::forPlan(u"wikitext"_s, true), u"meta-llama/Llama-3.2-1B"_s, env, hub);
            QVERIFY(!report.items.isEmpty());
            QVERIFY(!allText(report).contains(token));
        }
    }
}

QTEST_GUILESS_MAIN(TestOfflineReadiness)
#include "tst_offlinereadiness.moc"
