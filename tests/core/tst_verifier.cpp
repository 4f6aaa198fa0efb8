// The header-only output verifier: what an index may name, the format's layout rules, the
// tensor dtypes each scheme writes (as the real amd-quark 0.13 exports them), and files that
// are not files.
#include "plan/exportfacts.h"
#include "plan/helpparser.h"
#include "plan/quarkcatalog.h"
#include "logcategories.h"
#include "artifacts/runmanifest.h"
#include "run/outputverifier.h"
#include "run/runrecorder.h"
#include "source/safetensors.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>
#include <QtEndian>

#include <algorithm>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using ptq::Json;
using ptq::jsonField;

namespace {

QByteArray safetensors(const QByteArray &headerJson, qint64 dataBytes)
{
    QByteArray file(8, '\0');
    qToLittleEndian<quint64>(quint64(headerJson.size()), file.data());
    return file + headerJson + QByteArray(dataBytes, '\0');
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray tensor(const char *name, const char *dtype = "BF16")
{
    return "{\"" + QByteArray(name) + "\":{\"dtype\":\"" + dtype + "\",\"shape\":[1],\"data_offsets\":[0,2]}}";
}

/// Two shards (a.safetensors holds "a", b.safetensors holds "b") and a quark config.
void writeTwoShards(const QString &out)
{
    write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark"}})");
    write(out + u"/a.safetensors"_s, safetensors(tensor("a"), 2));
    write(out + u"/b.safetensors"_s, safetensors(tensor("b"), 2));
}

QString detail(const ptq::VerificationReport &r, const QString &check)
{
    const ptq::VerificationCheck *c = r.check(check);
    return c ? ptq::checkStatusName(c->status) + u": "_s + c->detail.english() : u"(no %1 check)"_s.arg(check);
}

/// Runs the verifier off this thread and gives up after @p ms; a FIFO left blocking is then opened
/// for writing once, so the stuck reader sees end-of-file and the test can end (and fail).
std::optional<ptq::VerificationReport> verifyWithin(const QString &out, int ms, const QStringList &fifos = {})
{
    QFuture<ptq::VerificationReport> future = QtConcurrent::run([out] { return ptq::OutputVerifier::verify(out, ptq::PlanDocument(), 0); });
    const bool finished = QTest::qWaitFor([&] { return future.isFinished(); }, ms);
    if (!finished) {
        for (const QString &fifo : fifos) {
            const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0)
                ::close(fd);
        }
        future.waitForFinished();
        return std::nullopt;
    }
    return future.result();
}

} // namespace

class TestVerifier : public QObject
{
    Q_OBJECT

private slots:
    void index_everyShardNamedIsAShardOfTheFolder_data()
    {
        QTest::addColumn<QString>("bShard");  // what the index names for tensor "b"
        QTest::addColumn<QString>("status");  // of the index check
        QTest::addColumn<QString>("phrase");  // in its detail
        QTest::newRow("the right shard") << u"b.safetensors"_s << u"pass"_s << QString();
        QTest::newRow("the same file spelt ./") << u"./b.safetensors"_s << u"pass"_s << QString();
        QTest::newRow("out and back in") << u"../out/b.safetensors"_s << u"pass"_s << QString();
        QTest::newRow("../../etc/passwd") << u"../../etc/passwd"_s << u"fail"_s << u"../../etc/passwd leads outside the output folder"_s;
        QTest::newRow("/etc/hostname") << u"/etc/hostname"_s << u"fail"_s << u"/etc/hostname is an absolute path"_s;
        QTest::newRow("the shard's own absolute path") << u"@OUT@/b.safetensors"_s << u"fail"_s << u"is an absolute path"_s;
        QTest::newRow("a symlink out of the folder") << u"escape.safetensors"_s << u"fail"_s << u"escape.safetensors is a symlink that leads outside"_s;
        QTest::newRow("a FIFO") << u"pipe.safetensors"_s << u"fail"_s << u"pipe.safetensors is not a regular file"_s;
        QTest::newRow("a file that is not a shard") << u"config.json"_s << u"fail"_s << u"config.json is not a *.safetensors file"_s;
        QTest::newRow("the other shard") << u"a.safetensors"_s << u"fail"_s << u"b is in b.safetensors, the index says a.safetensors"_s;
        QTest::newRow("missing") << u"c.safetensors"_s << u"fail"_s << u"c.safetensors is named but missing"_s;
    }

    void index_everyShardNamedIsAShardOfTheFolder()
    {
        QFETCH(QString, bShard);
        QFETCH(QString, status);
        QFETCH(QString, phrase);
        QTemporaryDir root;
        const QString out = QDir(root.path()).canonicalPath() + u"/out"_s;
        QVERIFY(QDir().mkpath(out));
        writeTwoShards(out);
        bShard.replace(u"@OUT@"_s, out);
        if (bShard == u"escape.safetensors"_s) {
            // The shard named is a symlink to a valid shard outside the folder, holding "b" too.
            write(root.filePath(u"elsewhere.safetensors"_s), safetensors(tensor("b"), 2));
            QFile::remove(out + u"/b.safetensors"_s);
            QVERIFY(QFile::link(root.filePath(u"elsewhere.safetensors"_s), out + u"/escape.safetensors"_s));
        }
        if (bShard == u"pipe.safetensors"_s)
            QCOMPARE(::mkfifo(QFile::encodeName(out + u"/pipe.safetensors"_s).constData(), 0600), 0);
        const Json index = {{"weight_map", {{"a", "a.safetensors"}, {"b", bShard.toStdString()}}}};
        write(out + u"/model.safetensors.index.json"_s, QByteArray::fromStdString(index.dump()));
        const std::optional<ptq::VerificationReport> r = verifyWithin(out, 20000, {out + u"/pipe.safetensors"_s});
        QVERIFY2(r, "the verifier did not return within 20 s");
        const QString d = detail(*r, u"index"_s);
        QVERIFY2(d.startsWith(status), qPrintable(d));
        if (!phrase.isEmpty())
            QVERIFY2(d.contains(phrase), qPrintable(d));
        if (status == u"fail"_s) {
            QVERIFY2(d.contains(out + u"/model.safetensors.index.json"_s), qPrintable(d)); // names the index
            QCOMPARE(r->verdict, ptq::Verdict::Failed);
        }
    }

    void shards_aSymlinkOutOfTheFolderIsRefused()
    {
        // One shard without an index, a symlink to a valid file elsewhere: the export is not
        // self-contained (copied or uploaded, it loses its weights).
        QTemporaryDir root;
        const QString out = root.filePath(u"out"_s);
        QVERIFY(QDir().mkpath(out));
        write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark"}})");
        write(root.filePath(u"real.safetensors"_s), safetensors(tensor("a"), 2));
        QVERIFY(QFile::link(root.filePath(u"real.safetensors"_s), out + u"/model.safetensors"_s));
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out, ptq::PlanDocument(), 0);
        QVERIFY2(detail(r, u"shards"_s).startsWith(u"fail"_s), qPrintable(detail(r, u"shards"_s)));
        QVERIFY2(detail(r, u"shards"_s).contains(u"model.safetensors is a symlink that leads outside"_s), qPrintable(detail(r, u"shards"_s)));
        // A symlink that stays inside the folder is fine.
        QFile::remove(out + u"/model.safetensors"_s);
        QVERIFY(QFile::rename(root.filePath(u"real.safetensors"_s), out + u"/data.bin"_s));
        QVERIFY(QFile::link(out + u"/data.bin"_s, out + u"/model.safetensors"_s));
        QVERIFY2(detail(ptq::OutputVerifier::verify(out, ptq::PlanDocument(), 0), u"shards"_s).startsWith(u"pass"_s),
                 qPrintable(detail(ptq::OutputVerifier::verify(out, ptq::PlanDocument(), 0), u"shards"_s)));
    }

    // The verifier guesses where each tensor is in the index from the last ones it found: the
    // report must not depend on whether the guesses hold (shards in the index's order, grouped
    // by dtype as the safetensors library writes them, the index sorted or reversed).
    void index_orderOfShardsAndIndex_changesNothing_data()
    {
        QTest::addColumn<bool>("grouped");   // each shard lists its scales, then its weights
        QTest::addColumn<QString>("order");  // of the index: "shards", "sorted", "reversed"
        QTest::addColumn<bool>("misplaced"); // the index names the wrong shard for one tensor
        for (const bool grouped : {false, true})
            for (const QString &order : {u"shards"_s, u"sorted"_s, u"reversed"_s})
                for (const bool misplaced : {false, true})
                    QTest::addRow("%s, index %s%s", grouped ? "grouped by dtype" : "writer's order", qPrintable(order),
                                  misplaced ? ", one misplaced" : "")
                        << grouped << order << misplaced;
    }

    void index_orderOfShardsAndIndex_changesNothing()
    {
        QFETCH(bool, grouped);
        QFETCH(QString, order);
        QFETCH(bool, misplaced);
        QTemporaryDir root;
        const QString out = root.path();
        write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark", "exclude": ["lm_head"]}})");
        std::vector<std::pair<std::string, std::string>> indexed; // tensor, shard: as the shards list them
        for (const char *shard : {"a", "b"}) {
            std::vector<std::pair<std::string, bool>> tensors; // name, is a scale
            for (int m = 0; m < 12; ++m) {
                const std::string module = "model.layers." + std::to_string(shard[0] == 'a' ? m : 12 + m) + ".mlp.down_proj";
                tensors.emplace_back(module + ".weight", false);
                tensors.emplace_back(module + ".weight_scale", true);
            }
            if (grouped)
                std::stable_partition(tensors.begin(), tensors.end(), [](const auto &t) { return t.second; });
            std::string header = "{";
            qint64 offset = 0;
            for (const auto &[name, scale] : tensors) {
                const int bytes = scale ? 4 : 1;
                header += (header.size() > 1 ? "," : "") + ("\"" + name + "\":{\"dtype\":\"") + (scale ? "F32\",\"shape\":[]" : "F8_E4M3\",\"shape\":[1]")
                    + ",\"data_offsets\":[" + std::to_string(offset) + "," + std::to_string(offset + bytes) + "]}";
                offset += bytes;
                indexed.emplace_back(name, std::string(shard) + ".safetensors");
            }
            write(out + u"/"_s + QLatin1StringView(shard) + u".safetensors"_s, safetensors(QByteArray::fromStdString(header + "}"), offset));
        }
        if (order == u"sorted"_s)
            std::sort(indexed.begin(), indexed.end());
        else if (order == u"reversed"_s)
            std::reverse(indexed.begin(), indexed.end());
        if (misplaced)
            indexed[7].second = indexed[7].second == "a.safetensors" ? "b.safetensors" : "a.safetensors";
        std::string map;
        for (const auto &[name, shard] : indexed)
            map += (map.empty() ? "\"" : ",\"") + name + "\":\"" + shard + "\"";
        write(out + u"/model.safetensors.index.json"_s, QByteArray::fromStdString("{\"weight_map\":{" + map + "}}"));
        Json plan = ptq::test::makePlan("0", true);
        plan["global_scheme"] = "fp8";
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out, ptq::test::typedPlan(plan), 0);
        QCOMPARE(detail(r, u"shards"_s), u"pass: 2 shard(s), 48 tensors, every header valid."_s);
        QCOMPARE(detail(r, u"tensor-dtypes"_s), u"pass: 24 quantized module(s), each weight stored as its scheme implies."_s);
        QCOMPARE(r.quantizedWeights, 24);
        QCOMPARE(r.weightScales, 24);
        if (misplaced)
            QVERIFY2(detail(r, u"index"_s).contains(u"fail: "_s) && detail(r, u"index"_s).contains(u"1 tensor(s) are not in the shard the index names"_s),
                     qPrintable(detail(r, u"index"_s)));
        else
            QCOMPARE(detail(r, u"index"_s), u"pass: The index names every tensor of the 2 shard(s)."_s);
    }

    void header_zeroSizeTensors_acceptedAsTheFormatDoes_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("error"); // empty: valid
        // Written by safetensors 0.8.0's save_file (the Quark environment's) from
        // {"a": zeros(0, 4, bf16), "b": ones(2, bf16), "c": zeros(0, f32)}: byte for byte its header.
        const QByteArray saved = R"({"c":{"dtype":"F32","shape":[0],"data_offsets":[0,0]},"a":{"dtype":"BF16","shape":[0,4],"data_offsets":[0,0]},"b":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]}})"
                                 "    ";
        QTest::newRow("save_file's own bytes") << safetensors(saved, 4) << QString();
        // These orders the real safe_open loads as well (checked with safetensors 0.8.0).
        QTest::newRow("zero-size after the tensor at its start")
            << safetensors(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"z":{"dtype":"F32","shape":[0],"data_offsets":[0,0]}})", 4)
            << QString();
        QTest::newRow("zero-size between two")
            << safetensors(R"({"b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]},"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"z":{"dtype":"F32","shape":[0],"data_offsets":[4,4]}})", 8)
            << QString();
        QTest::newRow("zero-size at the end")
            << safetensors(R"({"z":{"dtype":"U8","shape":[0,3],"data_offsets":[4,4]},"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}})", 4)
            << QString();
        // Still refused: a zero-size tensor inside another's span (safe_open: InvalidOffset).
        QTest::newRow("zero-size inside a span")
            << safetensors(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"z":{"dtype":"F32","shape":[0],"data_offsets":[4,4]}})", 8)
            << u"overlaps"_s;
    }

    void header_zeroSizeTensors_acceptedAsTheFormatDoes()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, error);
        QTemporaryDir dir;
        write(dir.filePath(u"m.safetensors"_s), file);
        const ptq::SafetensorsFileCheck check = ptq::OutputVerifier::checkSafetensorsFile(dir.filePath(u"m.safetensors"_s));
        if (error.isEmpty()) {
            QVERIFY2(check.error.isEmpty(), qPrintable(check.error.english()));
            QVERIFY(!check.tensors.empty());
        } else {
            QVERIFY2(check.error.english().contains(error), qPrintable(check.error.english()));
        }
    }

    void dtypes_perScheme_asTheRealExportsWriteThem_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<QByteArray>("qDtype");      // q_proj.weight (quantized: it has a weight_scale)
        QTest::addColumn<QByteArray>("lmHeadDtype"); // lm_head.weight, excluded (no weight_scale)
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("expected"); // status, then a phrase of the detail
        // The pairs below are what amd-quark 0.13 wrote for tiny-llama (tests/real and quark-cli runs).
        QTest::newRow("fp8") << u"fp8"_s << QByteArray("F8_E4M3") << QByteArray("BF16") << u"tensor-dtypes"_s << u"pass"_s;
        QTest::newRow("fp8 rewritten as U8") << u"fp8"_s << QByteArray("U8") << QByteArray("BF16") << u"tensor-dtypes"_s
                                             << u"fail: 1 quantized weight(s) are not stored as their scheme implies (model.layers.0.self_attn.q_proj.weight is U8, fp8 stores F8_E4M3)"_s;
        QTest::newRow("w_fp8_a_fp8, the legacy name") << u"w_fp8_a_fp8"_s << QByteArray("I8") << QByteArray("BF16") << u"tensor-dtypes"_s
                                                      << u"fail"_s;
        QTest::newRow("ptpc_fp8") << u"ptpc_fp8"_s << QByteArray("F8_E4M3") << QByteArray("BF16") << u"tensor-dtypes"_s << u"pass"_s;
        QTest::newRow("int8") << u"int8"_s << QByteArray("I8") << QByteArray("BF16") << u"tensor-dtypes"_s << u"pass"_s;
        QTest::newRow("int8 as U8") << u"int8"_s << QByteArray("U8") << QByteArray("BF16") << u"tensor-dtypes"_s << u"fail"_s;
        QTest::newRow("uint4_wo_128") << u"uint4_wo_128"_s << QByteArray("I32") << QByteArray("BF16") << u"tensor-dtypes"_s << u"pass"_s;
        QTest::newRow("int4_wo_128 as I8") << u"int4_wo_128"_s << QByteArray("I8") << QByteArray("BF16") << u"tensor-dtypes"_s << u"fail"_s;
        QTest::newRow("int4_fp8 without its weight_scale_2") << u"int4_fp8"_s << QByteArray("I32") << QByteArray("BF16") << u"tensor-dtypes"_s
                                                            << u"fail: 1 quantized weight(s) are not stored as their scheme implies (model.layers.0.self_attn.q_proj has no weight_scale_2"_s;
        QTest::newRow("mxfp4 with BF16 scales") << u"mxfp4"_s << QByteArray("U8") << QByteArray("BF16") << u"tensor-dtypes"_s
                                                << u"fail: 1 quantized weight(s) are not stored as their scheme implies (model.layers.0.self_attn.q_proj.weight_scale is BF16, mxfp4 stores U8)"_s;
        QTest::newRow("mxfp4 as F8") << u"mxfp4"_s << QByteArray("F8_E4M3") << QByteArray("BF16") << u"tensor-dtypes"_s << u"fail"_s;
        QTest::newRow("bfp16: no real export") << u"bfp16"_s << QByteArray("U8") << QByteArray("BF16") << u"tensor-dtypes"_s
                                               << u"info: dtype not checked for this scheme: bfp16"_s;
        QTest::newRow("lm_head kept in BF16") << u"fp8"_s << QByteArray("F8_E4M3") << QByteArray("BF16") << u"excluded-modules"_s << u"pass"_s;
        QTest::newRow("lm_head kept in F32") << u"fp8"_s << QByteArray("F8_E4M3") << QByteArray("F32") << u"excluded-modules"_s << u"pass"_s;
        QTest::newRow("lm_head rewritten as U8") << u"fp8"_s << QByteArray("F8_E4M3") << QByteArray("U8") << u"excluded-modules"_s
                                                 << u"fail: 1 excluded module(s) are not in a floating-point dtype (e.g. lm_head.weight is U8)"_s;
        QTest::newRow("lm_head rewritten as F8") << u"int4_wo_128"_s << QByteArray("I32") << QByteArray("F8_E4M3") << u"excluded-modules"_s
                                                 << u"fail"_s;
    }

    void dtypes_perScheme_asTheRealExportsWriteThem()
    {
        QFETCH(QString, scheme);
        QFETCH(QByteArray, qDtype);
        QFETCH(QByteArray, lmHeadDtype);
        QFETCH(QString, check);
        QFETCH(QString, expected);
        QTemporaryDir root;
        const QString out = root.path();
        write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark", "exclude": ["lm_head"]}})");
        const int bits = qDtype == "I32" ? 32 : 8;
        const int lmBytes = lmHeadDtype == "F32" ? 4 : lmHeadDtype == "BF16" ? 2 : 1;
        Json header = {{"model.layers.0.self_attn.q_proj.weight", {{"dtype", qDtype.toStdString()}, {"shape", {1}}, {"data_offsets", {0, bits / 8}}}},
                       {"model.layers.0.self_attn.q_proj.weight_scale", {{"dtype", "BF16"}, {"shape", Json::array()}, {"data_offsets", {bits / 8, bits / 8 + 2}}}},
                       {"lm_head.weight", {{"dtype", lmHeadDtype.toStdString()}, {"shape", {1}}, {"data_offsets", {bits / 8 + 2, bits / 8 + 2 + lmBytes}}}}};
        write(out + u"/model.safetensors"_s, safetensors(QByteArray::fromStdString(header.dump()), bits / 8 + 2 + lmBytes));
        Json plan = ptq::test::makePlan("0", true);
        plan["global_scheme"] = scheme.toStdString();
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out, ptq::test::typedPlan(plan), 0);
        QVERIFY2(r.check(u"shards"_s) && r.check(u"shards"_s)->status == ptq::CheckStatus::Pass, qPrintable(detail(r, u"shards"_s)));
        QVERIFY2(detail(r, check).startsWith(expected), qPrintable(detail(r, check)));
        if (expected.startsWith(u"fail"_s))
            QCOMPARE(r.verdict, ptq::Verdict::Failed);
    }

    // Every real export the real quark-cli 0.13 made (tests/fixtures/exports, one per scheme it
    // offers): judged by the facts table, and the verdict says what is known about loading it.
    void realExports_everyScheme_judgedByItsFacts_data()
    {
        QTest::addColumn<QString>("fixture");
        const QDir exports(ptq::test::fixturePath(u"exports"_s));
        for (const QString &name : exports.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (!name.startsWith(u'_'))
                QTest::newRow(qPrintable(name)) << name;
        }
    }

    void realExports_everyScheme_judgedByItsFacts()
    {
        QFETCH(QString, fixture);
        const QDir dir(ptq::test::fixturePath(u"exports/"_s + fixture));
        const Json meta = ptq::test::readJson(dir.filePath(u"fixture.json"_s));
        QVERIFY(jsonField(meta, "scheme").is_string());
        const QString scheme = QString::fromStdString(meta["scheme"].get<std::string>());
        const ptq::ExportFacts *facts = ptq::ExportFacts::of(scheme);
        if (jsonField(meta, "outcome") != "exported") {
            QFile log(dir.filePath(u"quark-cli.log"_s));
            QVERIFY(log.open(QIODevice::ReadOnly));
            const QByteArray said = log.readAll();
            if (const Json &kv = jsonField(meta, "kv_cache_dtype"); kv.is_string()) {
                // A KV-cache scheme quark-cli lists but refuses: page 2 offers fp8 only.
                const QString name = QString::fromStdString(kv.get<std::string>());
                QVERIFY(!ptq::QuarkCatalog::capabilities(u"0.13"_s).workingKvCacheDtypes.contains(name));
                QVERIFY2(said.contains("Unsupported KV cache scheme"), said.right(300).constData());
                return;
            }
            // What quark-cli offers but cannot export: refused at Checkpoint 2, and no facts row.
            QVERIFY2(ptq::QuarkCatalog::exportUnsupported(scheme), qPrintable(scheme));
            QVERIFY2(said.contains("quark/torch/export/nn/modules/realquantizer.py"), said.right(300).constData());
            QVERIFY(!facts);
            return;
        }
        QVERIFY2(facts, qPrintable(u"no ExportFacts row for "_s + scheme));
        // The export as quark-cli left it: its own files and the tokenizer it copied.
        QTemporaryDir out;
        for (const QFileInfo &f : dir.entryInfoList(QDir::Files))
            if (f.fileName() != u"fixture.json"_s && f.fileName() != u"quark-cli.log"_s)
                QVERIFY(QFile::copy(f.filePath(), out.filePath(f.fileName())));
        const QDir tokenizer(ptq::test::fixturePath(u"exports/_tokenizer"_s));
        for (const QFileInfo &f : tokenizer.entryInfoList(QDir::Files))
            if (f.fileName() != u"README.md"_s)
                QVERIFY(QFile::copy(f.filePath(), out.filePath(f.fileName())));
        Json plan = ptq::test::makePlan("0", true);
        plan["global_scheme"] = scheme.toStdString();
        plan["kv_cache_scheme"] = jsonField(meta, "kv_cache_dtype").is_string() ? meta["kv_cache_dtype"] : Json(nullptr);
        plan["exclude_layers"] = Json::array();
        const Json &sourceBytes = jsonField(jsonField(meta, "facts"), "source_tensor_bytes");
        const qint64 source = sourceBytes.is_number_integer() ? sourceBytes.get<qint64>() : 0;
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out.path(), ptq::test::typedPlan(plan), source);
        for (const char *check : {"config", "shards", "scheme", "quantized-tensors", "tensor-dtypes", "tokenizer"})
            QVERIFY2(r.check(QString::fromLatin1(check)) && r.check(QString::fromLatin1(check))->status == ptq::CheckStatus::Pass,
                     qPrintable(QString::fromLatin1(check) + u": "_s + detail(r, QString::fromLatin1(check))));
        QCOMPARE(r.quantizationConfig.value("weight_dtype", std::string()), facts->elementDtype.toStdString());
        // The size is a note: the weights against the source's weights, tokenizer left out.
        QVERIFY(detail(r, u"size"_s).startsWith(u"info: The weight files are 0."_s));
        const Json load = meta.value("load", Json::object());
        const bool loads = jsonField(load, "ok").is_boolean() && load["ok"].get<bool>() && jsonField(load, "nan_logits").is_boolean()
            && !load["nan_logits"].get<bool>();
        QCOMPARE(facts->loads == ptq::Loadability::Loads, loads);
        if (loads) {
            QCOMPARE(r.verdict, ptq::Verdict::Complete);
            QVERIFY(detail(r, u"loadability"_s).startsWith(u"pass"_s));
        } else {
            // Written whole by quark-cli, but not loadable where it was tried: never "complete".
            QCOMPARE(r.verdict, ptq::Verdict::Partial);
            QVERIFY2(detail(r, u"loadability"_s).startsWith(u"warn: transformers cannot load"_s), qPrintable(detail(r, u"loadability"_s)));
        }

        // The same export with an index that names its shard: the module checks then find the
        // tensors through the index's table, not the table of names an index lacks. Every check
        // but the folder's file count answers the same, and the index passes.
        {
            QFile shard(out.filePath(u"model.safetensors"_s));
            QVERIFY(shard.open(QIODevice::ReadOnly));
            const ptq::Result<qint64> n = ptq::Safetensors::headerLength(shard.read(8), shard.fileName());
            QVERIFY(n.ok());
            const Json header = Json::parse(shard.read(*n).toStdString());
            Json weightMap = Json::object();
            for (const auto &[name, entry] : header.items())
                if (name != "__metadata__")
                    weightMap[name] = "model.safetensors";
            write(out.filePath(u"model.safetensors.index.json"_s), QByteArray::fromStdString(Json{{"metadata", Json::object()}, {"weight_map", weightMap}}.dump()));
            const ptq::VerificationReport indexed = ptq::OutputVerifier::verify(out.path(), ptq::test::typedPlan(plan), source);
            QVERIFY2(detail(indexed, u"index"_s).startsWith(u"pass"_s), qPrintable(detail(indexed, u"index"_s)));
            for (const ptq::VerificationCheck &c : r.checks)
                if (c.name != u"output-folder"_s) // which counts the index as a file
                    QCOMPARE(detail(indexed, c.name), detail(r, c.name));
            QCOMPARE(indexed.verdict, r.verdict);
            QVERIFY(QFile::remove(out.filePath(u"model.safetensors.index.json"_s)));
        }

        // The facts decide, not the order: the weight specs listed the other way round fail.
        Json config = ptq::test::readJson(out.filePath(u"config.json"_s));
        Json &weight = config["quantization_config"]["global_quant_config"]["weight"];
        if (weight.is_array() && weight.size() == 2) {
            std::swap(weight[0], weight[1]);
            write(out.filePath(u"config.json"_s), QByteArray::fromStdString(config.dump()));
            const ptq::VerificationReport swapped = ptq::OutputVerifier::verify(out.path(), ptq::test::typedPlan(plan), source);
            QVERIFY2(detail(swapped, u"scheme"_s).startsWith(u"fail"_s), qPrintable(detail(swapped, u"scheme"_s)));
        }
    }

    // Logging: the verifier's debug line is off until asked for, then names the folder and the
    // verdict under its category (docs/how-it-works.md, "Logging").
    void logging_debugLinesOnlyWhenAsked()
    {
        static QList<std::pair<QString, QString>> seen; // category, message
        seen.clear();
        const QtMessageHandler previous = qInstallMessageHandler([](QtMsgType, const QMessageLogContext &context, const QString &message) {
            seen.append({QString::fromLatin1(context.category ? context.category : ""), message});
        });
        const auto restore = qScopeGuard([previous] {
            qInstallMessageHandler(previous);
            QLoggingCategory::setFilterRules(QString());
        });
        const QDir fixture(ptq::test::fixturePath(u"exports/fp8"_s));
        QTemporaryDir out;
        for (const QFileInfo &f : fixture.entryInfoList(QDir::Files))
            QVERIFY(QFile::copy(f.filePath(), out.filePath(f.fileName())));
        QVERIFY(lcVerify().isWarningEnabled());
        QVERIFY(!lcVerify().isDebugEnabled());
        ptq::OutputVerifier::verify(out.path(), ptq::PlanDocument(), 0);
        QVERIFY2(seen.isEmpty(), qPrintable(seen.value(0).second));

        QLoggingCategory::setFilterRules(u"ptq.*.debug=true"_s);
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out.path(), ptq::PlanDocument(), 0);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen[0].first, u"ptq.run.verify"_s);
        QVERIFY2(seen[0].second.contains(out.path()) && seen[0].second.contains(r.verdictWord()), qPrintable(seen[0].second));
        QVERIFY(ptq::logCategoryNames().contains(u"ptq.run.verify"_s));
    }

    // The verdict and the checks' statuses are types; the words the report writes (toJson: into
    // run_manifest.yaml's outputs.verification and `ptq-studio verify --json`) are the ones it
    // wrote when they were strings. A word another tool stored reads back as the manifest reader
    // reads an unknown failure class: kept as stored, parsed to nothing.
    void storedWords_unchanged_andAnUnknownWordReadsBackAsNothing()
    {
        const QList<std::pair<ptq::Verdict, QString>> verdicts{
            {ptq::Verdict::Complete, u"complete"_s}, {ptq::Verdict::Partial, u"partial"_s}, {ptq::Verdict::Failed, u"failed"_s}};
        for (const auto &[verdict, word] : verdicts) {
            QCOMPARE(ptq::verdictName(verdict), word);
            QCOMPARE(ptq::parseVerdict(word), std::optional<ptq::Verdict>(verdict));
        }
        const QList<std::pair<ptq::CheckStatus, QString>> statuses{{ptq::CheckStatus::Pass, u"pass"_s},
                                                                    {ptq::CheckStatus::Warn, u"warn"_s},
                                                                    {ptq::CheckStatus::Fail, u"fail"_s},
                                                                    {ptq::CheckStatus::Info, u"info"_s}};
        ptq::JobResult result;
        ptq::VerificationReport &r = result.verification;
        r.directory = u"/out"_s;
        r.verdict = ptq::Verdict::Partial;
        for (const auto &[status, word] : statuses) {
            QCOMPARE(ptq::checkStatusName(status), word);
            QCOMPARE(ptq::parseCheckStatus(word), std::optional<ptq::CheckStatus>(status));
            r.checks.append({u"check-"_s + word, status, ptq::LocalText(u"detail"_s)});
        }
        const Json written = r.toJson();
        QVERIFY(written["verdict"] == "partial");
        QVERIFY(written["checks"].size() == size_t(statuses.size()));
        for (qsizetype i = 0; i < statuses.size(); ++i)
            QVERIFY2(written["checks"][i]["status"] == statuses[i].second.toStdString(), written["checks"][i].dump().c_str());
        // Nothing verified (a remote run that never started there): the verdict is the empty word.
        QVERIFY(ptq::VerificationReport().toJson()["verdict"] == "");
        QCOMPARE(ptq::VerificationReport().verdictWord(), QString());

        // Recorded into a manifest and read back: the same words, the same types.
        const Json manifest = {{"steps", Json::array({{{"name", "quantize"}, {"kind", "run"}, {"status", "running"}}})}};
        Json recorded = ptq::RunRecorder::recordResult(manifest, result);
        QVERIFY(recorded["outputs"]["verification"] == written);
        ptq::Result<ptq::RunManifest> read = ptq::RunManifest::fromJson(recorded);
        QVERIFY(read.ok());
        QCOMPARE(read->verdict(), std::optional<ptq::Verdict>(ptq::Verdict::Partial));
        const QList<ptq::RunManifest::RecordedCheck> checks = read->verificationChecks();
        QCOMPARE(checks.size(), statuses.size());
        for (qsizetype i = 0; i < statuses.size(); ++i) {
            QCOMPARE(checks[i].status, statuses[i].second);
            QCOMPARE(ptq::parseCheckStatus(checks[i].status), std::optional<ptq::CheckStatus>(statuses[i].first));
        }

        // Words no enum names (another tool's, a newer version's): kept as stored, parsed to
        // nothing, and written back unchanged.
        recorded["outputs"]["verification"]["verdict"] = "splendid";
        recorded["outputs"]["verification"]["checks"][0]["status"] = "gremlins";
        read = ptq::RunManifest::fromJson(recorded);
        QVERIFY(read.ok());
        QVERIFY(!read->verdict());
        QVERIFY(!ptq::parseVerdict(u"splendid"_s) && !ptq::parseVerdict(QString()));
        QCOMPARE(read->verificationChecks().constFirst().status, u"gremlins"_s);
        QVERIFY(!ptq::parseCheckStatus(u"gremlins"_s) && !ptq::parseCheckStatus(u"PASS"_s));
        QVERIFY(read->toJson()["outputs"]["verification"] == recorded["outputs"]["verification"]);
    }

    // What a disk that filled during the export leaves (the fake quark-cli's diskfull mode writes
    // the same): every file there, none with a byte. Nothing is "present", nothing passes.
    void diskFullExport_everyEmptyFileFails()
    {
        QTemporaryDir out;
        const QStringList names{u"config.json"_s, u"generation_config.json"_s, u"model.safetensors.index.json"_s,
                                u"model-00001-of-00002.safetensors"_s, u"model-00002-of-00002.safetensors"_s,
                                u"tokenizer.json"_s, u"tokenizer_config.json"_s, u"special_tokens_map.json"_s};
        for (const QString &name : names)
            write(out.filePath(name), {});
        Json plan = ptq::test::makePlan("0", true);
        plan["global_scheme"] = "int4_wo_128";
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out.path(), ptq::test::typedPlan(plan), 557824);
        QCOMPARE(r.verdict, ptq::Verdict::Failed);
        QVERIFY2(detail(r, u"output-folder"_s).startsWith(u"fail: 8 file(s), every one empty (0 bytes): config.json"_s),
                 qPrintable(detail(r, u"output-folder"_s)));
        QCOMPARE(detail(r, u"tokenizer"_s),
                 u"fail: Tokenizer files are empty (0 bytes): tokenizer.json, tokenizer_config.json, special_tokens_map.json."_s);
        QCOMPARE(detail(r, u"generation-config"_s), u"fail: generation_config.json is empty (0 bytes)."_s);
        QVERIFY2(detail(r, u"size"_s).startsWith(u"fail: The weight files are 0.00 of the source's (0 bytes): far below the 0.27"_s),
                 qPrintable(detail(r, u"size"_s)));
        QVERIFY(detail(r, u"config"_s).startsWith(u"fail"_s));
        QVERIFY(detail(r, u"shards"_s).startsWith(u"fail"_s));
    }

    // One empty file in an otherwise real export (tokenizer_config.json cut to nothing): named.
    void realExport_oneEmptyTokenizerFile_fails()
    {
        const QDir dir(ptq::test::fixturePath(u"exports/int4_wo_128"_s));
        QTemporaryDir out;
        for (const QFileInfo &f : dir.entryInfoList(QDir::Files))
            if (f.fileName() != u"fixture.json"_s && f.fileName() != u"quark-cli.log"_s)
                QVERIFY(QFile::copy(f.filePath(), out.filePath(f.fileName())));
        const QDir tokenizer(ptq::test::fixturePath(u"exports/_tokenizer"_s));
        for (const QFileInfo &f : tokenizer.entryInfoList(QDir::Files))
            if (f.fileName() != u"README.md"_s)
                QVERIFY(QFile::copy(f.filePath(), out.filePath(f.fileName())));
        Json plan = ptq::test::makePlan("0", true);
        plan["global_scheme"] = "int4_wo_128";
        plan["kv_cache_scheme"] = nullptr;
        plan["exclude_layers"] = Json::array();
        QCOMPARE(ptq::OutputVerifier::verify(out.path(), ptq::test::typedPlan(plan), 557824).verdict, ptq::Verdict::Complete);
        QFile cut(out.filePath(u"tokenizer_config.json"_s));
        QVERIFY(cut.open(QIODevice::ReadWrite) && cut.resize(0));
        cut.close();
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out.path(), ptq::test::typedPlan(plan), 557824);
        QCOMPARE(r.verdict, ptq::Verdict::Failed);
        QCOMPARE(detail(r, u"tokenizer"_s), u"fail: Tokenizer files are empty (0 bytes): tokenizer_config.json."_s);
        QVERIFY2(detail(r, u"output-folder"_s).contains(u"1 file(s) of "_s) && detail(r, u"output-folder"_s).contains(u"tokenizer_config.json"_s),
                 qPrintable(detail(r, u"output-folder"_s)));
    }

    // The size fails only far below what the scheme can make: under a quarter of the source's
    // bytes × its fewest bits / 16. Every real export stays a note (realExports_… checks each).
    void size_failsOnlyFarBelowTheLeastTheSchemeKeeps_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<double>("ratio"); // of the weight files to the source given to the verifier
        QTest::addColumn<bool>("fails");
        // fp8 keeps at least 8/16 of a 16-bit source: a quarter of that is 0.125.
        QTest::newRow("fp8 at 0.13") << u"fp8"_s << 0.13 << false;
        QTest::newRow("fp8 at 0.12") << u"fp8"_s << 0.12 << true;
        // int4 keeps at least 4.25/16: a quarter of that is about 0.066.
        QTest::newRow("int4 at 0.07") << u"int4_wo_128"_s << 0.07 << false;
        QTest::newRow("int4 at 0.06") << u"int4_wo_128"_s << 0.06 << true;
    }

    void size_failsOnlyFarBelowTheLeastTheSchemeKeeps()
    {
        QFETCH(QString, fixture);
        QFETCH(double, ratio);
        QFETCH(bool, fails);
        const QDir dir(ptq::test::fixturePath(u"exports/"_s + fixture));
        QTemporaryDir out;
        qint64 weights = 0;
        for (const QFileInfo &f : dir.entryInfoList(QDir::Files)) {
            if (f.fileName() == u"fixture.json"_s || f.fileName() == u"quark-cli.log"_s)
                continue;
            QVERIFY(QFile::copy(f.filePath(), out.filePath(f.fileName())));
            if (f.fileName().endsWith(u".safetensors"_s))
                weights += f.size();
        }
        Json plan = ptq::test::makePlan("0", true);
        plan["global_scheme"] = fixture.toStdString();
        plan["kv_cache_scheme"] = nullptr;
        plan["exclude_layers"] = Json::array();
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out.path(), ptq::test::typedPlan(plan), qint64(double(weights) / ratio));
        QVERIFY2(detail(r, u"size"_s).startsWith(fails ? u"fail: "_s : u"info: "_s), qPrintable(detail(r, u"size"_s)));
        if (fails) {
            QVERIFY2(detail(r, u"size"_s).contains(u"far below"_s) && detail(r, u"size"_s).contains(fixture), qPrintable(detail(r, u"size"_s)));
            QCOMPARE(r.verdict, ptq::Verdict::Failed);
        }
    }

    // Each scheme quark-cli 0.13's --help offers has a real-export fixture (tests/real checks the
    // installed quark-cli the same way): the next Quark release cannot slip a scheme past.
    void realExports_coverEverySchemeTheRealHelpOffers()
    {
        QFile help(ptq::test::fixturePath(u"real-0.13/help.txt"_s));
        QVERIFY(help.open(QIODevice::ReadOnly));
        const auto parsed = ptq::QuarkHelpParser::parse(help.readAll());
        QVERIFY(parsed.ok());
        const ptq::CliCapabilities caps = ptq::QuarkHelpParser::capabilities(*parsed, u"/quark-cli"_s);
        QVERIFY(caps.schemes.size() >= 25);
        for (const QString &scheme : caps.schemes)
            QVERIFY2(QFileInfo(ptq::test::fixturePath(u"exports/"_s + scheme + u"/fixture.json"_s)).isFile(),
                     qPrintable(u"no real-export fixture for "_s + scheme + u" (tests/real/make_export_fixtures.py)"_s));
    }

    void exclusions_theUsersPatternsHoldWhateverTheExportRecords()
    {
        // The user excluded *down_proj; the export quantized it and left it out of its own
        // exclude list: the plan's patterns still decide.
        QTemporaryDir root;
        const QString out = root.path();
        write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark", "exclude": ["lm_head"]}})");
        write(out + u"/model.safetensors"_s,
              safetensors(R"({"m.down_proj.weight":{"dtype":"F8_E4M3","shape":[1],"data_offsets":[0,1]},"m.down_proj.weight_scale":{"dtype":"BF16","shape":[],"data_offsets":[1,3]},"lm_head.weight":{"dtype":"BF16","shape":[1],"data_offsets":[3,5]}})",
                          5));
        Json plan = ptq::test::makePlan("0", true);
        plan["global_scheme"] = "fp8";
        plan["exclude_layers"] = Json::array({"lm_head", "*down_proj"});
        plan["exclude_layers_source"] = "user";
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out, ptq::test::typedPlan(plan), 0);
        QVERIFY2(detail(r, u"excluded-modules"_s).startsWith(u"fail"_s), qPrintable(detail(r, u"excluded-modules"_s)));
        QVERIFY2(detail(r, u"excluded-modules"_s).contains(u"m.down_proj"_s), qPrintable(detail(r, u"excluded-modules"_s)));
        // The template's exclusions (not the user's) are taken from the export alone.
        plan["exclude_layers_source"] = "template";
        QVERIFY2(!ptq::OutputVerifier::verify(out, ptq::test::typedPlan(plan), 0).check(u"excluded-modules"_s)
                     || ptq::OutputVerifier::verify(out, ptq::test::typedPlan(plan), 0).check(u"excluded-modules"_s)->status == ptq::CheckStatus::Pass,
                 "template exclusions come from the export");
    }

    void specialFiles_refusedAtOnce_namingTheFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("kind"); // fifo, devzero, huge
        QTest::addColumn<QString>("check");
        QTest::newRow("index is a FIFO") << u"model.safetensors.index.json"_s << u"fifo"_s << u"index"_s;
        QTest::newRow("index is a symlink to /dev/zero") << u"model.safetensors.index.json"_s << u"devzero"_s << u"index"_s;
        QTest::newRow("index is huge") << u"model.safetensors.index.json"_s << u"huge"_s << u"index"_s;
        QTest::newRow("config.json is a FIFO") << u"config.json"_s << u"fifo"_s << u"config"_s;
        QTest::newRow("config.json is a symlink to /dev/zero") << u"config.json"_s << u"devzero"_s << u"config"_s;
        QTest::newRow("a shard is a FIFO") << u"model-00002-of-00002.safetensors"_s << u"fifo"_s << u"shards"_s;
        QTest::newRow("a shard is a symlink to /dev/zero") << u"model-00002-of-00002.safetensors"_s << u"devzero"_s << u"shards"_s;
    }

    void specialFiles_refusedAtOnce_namingTheFile()
    {
        QFETCH(QString, name);
        QFETCH(QString, kind);
        QFETCH(QString, check);
        QTemporaryDir root;
        const QString out = root.path();
        write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark"}})");
        write(out + u"/model-00001-of-00002.safetensors"_s, safetensors(tensor("a"), 2));
        write(out + u"/model-00002-of-00002.safetensors"_s, safetensors(tensor("b"), 2));
        write(out + u"/model.safetensors.index.json"_s,
              R"({"weight_map": {"a": "model-00001-of-00002.safetensors", "b": "model-00002-of-00002.safetensors"}})");
        const QString path = out + u'/' + name;
        QFile::remove(path);
        if (kind == u"fifo"_s) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == u"devzero"_s) {
            QVERIFY(QFile::link(u"/dev/zero"_s, path));
        } else {
            QFile huge(path); // sparse: no disk used, but larger than an index may be
            QVERIFY(huge.open(QIODevice::WriteOnly));
            QVERIFY(huge.resize(ptq::OutputVerifier::kMaxIndexBytes + 1));
        }
        QElapsedTimer clock;
        clock.start();
        const std::optional<ptq::VerificationReport> r = verifyWithin(out, 20000, {path});
        QVERIFY2(r, "the verifier blocked on the file");
        qInfo("refused in %lld ms", clock.elapsed());
        QVERIFY2(clock.elapsed() < 5000, "refused at once");
        QCOMPARE(r->verdict, ptq::Verdict::Failed);
        const QString d = detail(*r, check);
        QVERIFY2(d.startsWith(u"fail"_s), qPrintable(d));
        QVERIFY2(d.contains(name), qPrintable(d));
        // Refused for what it is, before a byte of it is read.
        QVERIFY2(d.contains(kind == u"huge"_s ? u"so it was not read"_s : u"not a regular file"_s), qPrintable(d));
        // Never handed on as an export file (the checksum pass would block on it).
        QVERIFY(kind == u"huge"_s || !r->files.contains(name));
    }

    void readRegularFile_capsWhatItReads()
    {
        QTemporaryDir root;
        write(root.filePath(u"f"_s), QByteArray(100, 'x'));
        QCOMPARE(ptq::OutputVerifier::readRegularFile(root.filePath(u"f"_s), 100).value(), QByteArray(100, 'x'));
        const ptq::Result<QByteArray> big = ptq::OutputVerifier::readRegularFile(root.filePath(u"f"_s), 99);
        QVERIFY(!big);
        QVERIFY2(big.error().message.contains(root.filePath(u"f"_s)), qPrintable(big.error().message));
        const ptq::Result<QByteArray> none = ptq::OutputVerifier::readRegularFile(root.filePath(u"nothing"_s), 99);
        QVERIFY(!none);
        QCOMPARE(none.error().code, ptq::Error::Code::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestVerifier)
#include "tst_verifier.moc"
