// The structural diff of two artifacts and the run history.

#include "artifacts/artifactio.h"
#include "command/commandline.h"
#include "review/runhistory.h"
#include "review/diffreviewer.h"
#include "testsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QSet>
#include <QTimeZone>
#include <QTranslator>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace Qt::Literals::StringLiterals;
using ptq::DiffChange;
using ptq::DiffEffect;
using ptq::Json;

namespace {

ptq::DiffResult diff(const Json &a, const Json &b, ptq::ArtifactKind kind = ptq::ArtifactKind::Manifest)
{
    return ptq::StructuralDiff::compare(a, b, kind);
}

const ptq::DiffEntry *entryAt(const ptq::DiffResult &r, const QString &path)
{
    for (const ptq::DiffEntry &e : r.entries) {
        if (e.path == path)
            return &e;
    }
    return nullptr;
}

QString paths(const ptq::DiffResult &r)
{
    QStringList list;
    for (const ptq::DiffEntry &e : r.entries)
        list.append(e.describe());
    return list.join(u" | "_s);
}

Json manifest(const QStringList &argv)
{
    Json m = Json::parse(R"({"workflow": "quark-torch-ptq", "inputs": {"model": "m"}, "outputs": {"output_dir": "/o"},
        "checkpoints": [{"id": "model-analysis", "status": "confirmed"}, {"id": "quant-plan", "status": "confirmed"}],
        "steps": [{"name": "analyze", "kind": "analyze"}, {"name": "quantize", "kind": "run", "status": "pending"}]})");
    m["steps"][1]["argv"] = ptq::toJsonArray(argv);
    m["steps"][1]["command"] = ptq::shellJoin(argv).toStdString();
    return m;
}

QStringList baseArgv()
{
    return {u"quark-cli"_s, u"torch-llm-ptq"_s, u"--model_dir"_s, u"/models/llama 3"_s, u"--output_dir"_s, u"/out"_s,
            u"--quant_scheme"_s, u"fp8"_s, u"--num_calib_data"_s, u"512"_s, u"--seq_len"_s, u"512"_s,
            u"--exclude_layers"_s, u"lm_head"_s, u"*gate*"_s, u"--skip_evaluation"_s};
}

int lcsLength(const std::vector<int> &a, const std::vector<int> &b)
{
    std::vector<std::vector<int>> t(a.size() + 1, std::vector<int>(b.size() + 1, 0));
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j)
            t[i][j] = a[i - 1] == b[j - 1] ? t[i - 1][j - 1] + 1 : std::max(t[i - 1][j], t[i][j - 1]);
    return t[a.size()][b.size()];
}


/// Everything a difference says, one line per entry (to compare two ways of diffing).
QStringList entryLines(const ptq::DiffResult &r)
{
    QStringList lines;
    for (const ptq::DiffEntry &e : r.entries) {
        lines.append(e.path + u" | "_s + ptq::diffChangeName(e.change) + u" | "_s + e.left + u" | "_s + e.right + u" | "_s
                     + ptq::diffEffectName(e.effect) + u" | "_s + e.note);
    }
    return lines;
}

QStringList rowLines(const ptq::DiffResult &r)
{
    QStringList lines;
    for (const ptq::DiffRow &row : r.rows) {
        lines.append(u"%1 %2 | %3 | %4 | %5 | %6%7%8 | %9 | %10"_s.arg(row.depth)
                         .arg(row.label, row.path, row.left, row.right)
                         .arg(int(row.hasLeft))
                         .arg(int(row.hasRight))
                         .arg(int(row.container))
                         .arg(ptq::diffChangeName(row.change), ptq::diffEffectName(row.effect)));
    }
    return lines;
}

/// One random edit somewhere in @p doc: a changed, retyped, removed or added value, or a
/// mapping's keys reordered.
void mutate(Json &doc, std::mt19937 &rng)
{
    Json *node = &doc;
    for (int depth = 0; depth < 6 && (node->is_object() || node->is_array()) && !node->empty() && rng() % 4 != 0; ++depth) {
        const std::size_t i = rng() % node->size();
        node = node->is_object() ? &std::next(node->begin(), std::ptrdiff_t(i)).value() : &(*node)[i];
    }
    switch (rng() % 6) {
    case 0: *node = Json(int(rng() % 1000)); break;
    case 1: *node = node->is_number_integer() ? Json(node->get<double>()) : Json(std::string("x").append(std::to_string(rng() % 100))); break;
    case 2:
        if (node->is_object() && !node->empty())
            node->erase(std::next(node->begin(), std::ptrdiff_t(rng() % node->size())).key());
        else if (node->is_array() && !node->empty())
            node->erase(node->begin() + std::ptrdiff_t(rng() % node->size()));
        break;
    case 3:
        if (node->is_object())
            (*node)[std::string("added_").append(std::to_string(rng() % 100))] = Json::array({1, "two"});
        else if (node->is_array())
            node->insert(node->begin() + std::ptrdiff_t(rng() % (node->size() + 1)), Json::object({{"k", "v"}}));
        break;
    case 4:
        if (node->is_object() && node->size() > 1) {
            Json reordered = Json::object();
            for (auto it = node->rbegin(); it != node->rend(); ++it)
                reordered[it.key()] = it.value();
            *node = reordered;
        }
        break;
    default: *node = Json(nullptr); break;
    }
}

/// A finished run's manifest (the studio fixture, run and verified): @p failureClass empty for
/// a run that succeeded.
Json finishedRun(const QString &scheme, const QString &algorithm, int samples, const char *failureClass = nullptr)
{
    Json m = ptq::ArtifactIo::load(PTQ_FIXTURES_DIR + u"/artifacts/studio/run_manifest.yaml"_s)->json;
    QStringList argv = {u"quark-cli"_s, u"torch-llm-ptq"_s, u"--model_dir"_s, u"Qwen/Qwen2.5-7B-Instruct"_s,
                        u"--output_dir"_s, u"/out"_s, u"--quant_scheme"_s, scheme, u"--num_calib_data"_s,
                        QString::number(samples), u"--seq_len"_s, u"512"_s, u"--device"_s, u"cuda"_s};
    if (!algorithm.isEmpty())
        argv << u"--quant_algo"_s << algorithm;
    Json &step = m["steps"][3];
    step["argv"] = ptq::toJsonArray(argv);
    step["command"] = ptq::shellJoin(argv).toStdString();
    step["started_at"] = "2026-12-01T14:02:00Z";
    step["finished_at"] = "2026-12-01T14:06:05Z";
    if (failureClass) {
        step["status"] = "failed";
        step["exit_code"] = 1;
        step["diagnosis"] = {{"class", failureClass}, {"cause", "out-of-memory"}, {"failed_stage", "calibration"},
                             {"evidence", {"torch.OutOfMemoryError: CUDA out of memory"}}, {"suggestions", Json::array()}};
        m["outputs"]["observed"] = {{"files", Json::array()}, {"total_bytes", 0}, {"quantization_config", nullptr},
                                    {"perplexity", nullptr}};
        m["outputs"]["verification"] = {{"verdict", "failed"}, {"total_bytes", 0}, {"size_ratio", 0}};
    } else {
        step["status"] = "succeeded";
        step["exit_code"] = 0;
        m["outputs"]["observed"] = {{"files", {"model.safetensors"}}, {"total_bytes", 4400000000LL},
                                    {"quantization_config", {{"quant_method", "quark"}}}, {"perplexity", 7.8123456}};
        m["outputs"]["verification"] = {{"verdict", "complete"}, {"total_bytes", 4400000000LL}, {"size_ratio", 0.28912345}};
    }
    return m;
}

/// Every path of every item, to find one said twice.
QStringList reviewPaths(const ptq::DiffReview &r)
{
    QStringList all;
    for (const ptq::ReviewItem &i : r.items)
        all.append(i.paths);
    return all;
}

const ptq::ReviewItem *itemLabelled(const ptq::DiffReview &r, const QString &label)
{
    for (const ptq::ReviewItem &i : r.items) {
        if (i.label == label)
            return &i;
    }
    return nullptr;
}

ptq::DiffReview review(const Json &a, const Json &b, ptq::ArtifactKind kind = ptq::ArtifactKind::Manifest)
{
    return ptq::DiffReviewer::review(a, b, ptq::StructuralDiff::compare(a, b, kind), {}, {},
                                     QDateTime(QDate(2026, 12, 2), QTime(9, 0), QTimeZone::utc()));
}

} // namespace

class TestReview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Numbers and dates as an English interface shows them.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }

    void identical_documentsHaveNoEntries()
    {
        const Json m = manifest(baseArgv());
        const ptq::DiffResult r = diff(m, m);
        QVERIFY(r.identical());
        QVERIFY(!r.rows.isEmpty());
        for (const ptq::DiffRow &row : r.rows)
            QCOMPARE(row.change, DiffChange::Same);
        QVERIFY(r.summary().contains(u"identical"_s));
    }

    void localizedTwins_areNotComparedBesideTheirEnglish()
    {
        auto check = [](const char *detail, bool withTemplate) {
            Json c = {{"check", "size"}, {"status", "pass"}, {"detail", detail}};
            if (withTemplate)
                c["detail_i18n"] = {{"context", "OutputVerifier"}, {"source", "%1 of the source's size."}, {"args", {std::string(detail).substr(0, 4)}}};
            return Json{{"outputs", {{"verification", {{"checks", Json::array({c})}}}}}};
        };
        // A manifest written before details kept their template reads the same as one written after.
        QVERIFY2(diff(check("0.31 of the source's size.", false), check("0.31 of the source's size.", true)).identical(),
                 qPrintable(paths(diff(check("0.31 of the source's size.", false), check("0.31 of the source's size.", true)))));
        // A changed detail is one change, named by its English text, not twice.
        const ptq::DiffResult r = diff(check("0.31 of the source's size.", true), check("0.27 of the source's size.", true));
        QCOMPARE(r.entries.size(), 1);
        QVERIFY2(r.entries.first().path.endsWith(u".detail"_s), qPrintable(paths(r)));
        for (const ptq::DiffRow &row : r.rows)
            QVERIFY2(!row.path.contains(u"_i18n"_s), qPrintable(row.path));
    }

    void values_areComparedWithTheirTypes()
    {
        const Json a = Json::parse(R"({"n": 1, "f": 1, "s": 1, "same": 1.5})");
        const Json b = Json::parse(R"({"n": 1, "f": 1.0, "s": "1", "same": 1.5})");
        const ptq::DiffResult r = diff(a, b, ptq::ArtifactKind::Plan);
        QCOMPARE(r.entries.size(), 2);
        QVERIFY(entryAt(r, u"f"_s) && entryAt(r, u"f"_s)->note.contains(u"integer 1 vs float 1.0"_s));
        QVERIFY(entryAt(r, u"s"_s) && entryAt(r, u"s"_s)->note.contains(u"string"_s));
        QCOMPARE(entryAt(r, u"s"_s)->right, u"\"1\""_s); // a string that reads as a number is quoted
        // Unsigned and signed integers of one value are the same number.
        QVERIFY(diff(Json{{"n", 5u}}, Json{{"n", 5}}).identical());
    }

    void argv_aChangedValueIsOneChange()
    {
        QStringList changed = baseArgv();
        changed[9] = u"128"_s;
        const ptq::DiffResult r = diff(manifest(baseArgv()), manifest(changed));
        const ptq::DiffEntry *e = entryAt(r, u"steps[quantize].argv[--num_calib_data]"_s);
        QVERIFY2(e, qPrintable(paths(r)));
        QCOMPARE(e->left, u"--num_calib_data 512"_s);
        QCOMPARE(e->right, u"--num_calib_data 128"_s);
        QCOMPARE(e->effect, DiffEffect::Resources);
        QCOMPARE(e->describe(), u"steps[quantize].argv[--num_calib_data]: 512 → 128"_s);
        // The shell-quoted command says the same, also compared token by token.
        QVERIFY(entryAt(r, u"steps[quantize].command[--num_calib_data]"_s));
        QCOMPARE(r.entries.size(), 2);
    }

    void argv_addedRemovedAndMovedFlags()
    {
        QStringList b = baseArgv();
        b.removeAll(u"--skip_evaluation"_s);
        b << u"--multi_device"_s << u"--kv_cache_dtype"_s << u"fp8"_s;
        // Moving a flag to another position is not a difference.
        b.move(b.indexOf(u"--quant_scheme"_s), 2);
        b.move(b.indexOf(u"fp8"_s), 3);
        const ptq::DiffResult r = diff(Json{{"argv", ptq::toJsonArray(baseArgv())}}, Json{{"argv", ptq::toJsonArray(b)}});
        QCOMPARE(r.entries.size(), 3);
        QCOMPARE(entryAt(r, u"argv[--skip_evaluation]"_s)->change, DiffChange::Removed);
        QCOMPARE(entryAt(r, u"argv[--multi_device]"_s)->effect, DiffEffect::Resources);
        QCOMPARE(entryAt(r, u"argv[--kv_cache_dtype]"_s)->effect, DiffEffect::Accuracy);
        // Multi-value options stay one unit.
        QStringList c = baseArgv();
        c[14] = u"*router*"_s;
        const ptq::DiffResult r2 = diff(Json{{"argv", ptq::toJsonArray(baseArgv())}}, Json{{"argv", ptq::toJsonArray(c)}});
        QCOMPARE(r2.entries.size(), 1);
        QCOMPARE(r2.entries[0].right, u"--exclude_layers lm_head *router*"_s);
        QCOMPARE(r2.entries[0].effect, DiffEffect::Accuracy);
    }

    void commandString_upstreamAgainstStudio()
    {
        // The upstream workflow writes only the command; its tokens are still compared.
        Json upstream = manifest(baseArgv());
        upstream["steps"][1].erase("argv");
        upstream["steps"][1]["name"] = "run";
        QStringList changed = baseArgv();
        changed[7] = u"int4_wo_128"_s;
        upstream["steps"][1]["command"] = ptq::shellJoin(changed).toStdString();
        const ptq::DiffResult r = diff(manifest(baseArgv()), upstream);
        // Steps pair by kind when names differ.
        QVERIFY2(entryAt(r, u"steps[quantize].name"_s), qPrintable(paths(r)));
        const ptq::DiffEntry *scheme = entryAt(r, u"steps[quantize].command[--quant_scheme]"_s);
        QVERIFY2(scheme, qPrintable(paths(r)));
        QCOMPARE(scheme->effect, DiffEffect::Accuracy);
        QCOMPARE(entryAt(r, u"steps[quantize].argv"_s)->change, DiffChange::Removed);
        // The quoted model path with a space is one token.
        QVERIFY(!entryAt(r, u"steps[quantize].command[--model_dir]"_s));
    }

    void splitCommand_undoesShellQuoting_data()
    {
        QTest::addColumn<QStringList>("argv");
        QTest::newRow("plain") << QStringList{u"quark-cli"_s, u"--seq_len"_s, u"512"_s};
        QTest::newRow("spaces and quotes") << QStringList{u"a b"_s, u"it's"_s, u"\"q\""_s, u""_s};
        QTest::newRow("shell characters") << QStringList{u"$HOME"_s, u"`x`"_s, u"a;b|c&d"_s, u"*gate*"_s, u"-dash"_s};
        QTest::newRow("newline and unicode") << QStringList{u"line\nbreak"_s, u"模型/ü"_s};
    }

    void splitCommand_undoesShellQuoting()
    {
        QFETCH(QStringList, argv);
        QCOMPARE(ptq::StructuralDiff::splitCommand(ptq::shellJoin(argv)), argv);
        QCOMPARE(ptq::StructuralDiff::splitCommand(u"a \"b \\\" c\" d\\ e 'f'g"_s),
                 (QStringList{u"a"_s, u"b \" c"_s, u"d e"_s, u"fg"_s}));
    }

    void lists_pairByIdentity()
    {
        Json a = manifest(baseArgv());
        Json b = a;
        // Reordered checkpoints are not a difference; a changed status is one, found by id.
        std::swap(b["checkpoints"][0], b["checkpoints"][1]);
        b["checkpoints"][0]["status"] = "pending";
        const ptq::DiffResult r = diff(a, b);
        QCOMPARE(r.entries.size(), 1);
        QCOMPARE(r.entries[0].path, u"checkpoints[quant-plan].status"_s);
        QCOMPARE(r.entries[0].effect, DiffEffect::Outcome);
        // Decisions pair by their name.
        const Json p1 = Json::parse(R"({"decisions": [{"decision": "Global scheme", "value": "fp8"}, {"decision": "KV cache", "value": "fp8"}]})");
        const Json p2 = Json::parse(R"({"decisions": [{"decision": "KV cache", "value": "none"}, {"decision": "Global scheme", "value": "fp8"}]})");
        const ptq::DiffResult r2 = diff(p1, p2, ptq::ArtifactKind::Plan);
        QCOMPARE(r2.entries.size(), 1);
        QCOMPARE(r2.entries[0].path, u"decisions[KV cache].value"_s);
    }

    void lists_withoutIdentity_useACommonSubsequence()
    {
        const Json a = Json::parse(R"({"exclude_layers": ["lm_head", "*gate*", "*router*", "*mlp.experts.0*"]})");
        const Json b = Json::parse(R"({"exclude_layers": ["lm_head", "*router*", "*mlp.experts.0*", "*shared*"]})");
        const ptq::DiffResult r = diff(a, b, ptq::ArtifactKind::Plan);
        QCOMPARE(r.entries.size(), 2);
        QCOMPARE(r.entries[0].change, DiffChange::Removed);
        QCOMPARE(r.entries[0].left, u"*gate*"_s);
        QCOMPARE(r.entries[1].change, DiffChange::Added);
        QCOMPARE(r.entries[1].right, u"*shared*"_s);
        QCOMPARE(r.entries[0].effect, DiffEffect::Accuracy);
        // A replaced element in place is one change.
        const ptq::DiffResult r2 = diff(Json{{"l", {1, 2, 3}}}, Json{{"l", {1, 9, 3}}});
        QCOMPARE(r2.entries.size(), 1);
        QCOMPARE(r2.entries[0].change, DiffChange::Changed);
    }

    void lists_matchAsMuchAsALongestCommonSubsequence()
    {
        std::mt19937 rng(7);
        for (int round = 0; round < 300; ++round) {
            std::vector<int> a(rng() % 30);
            std::vector<int> b(rng() % 30);
            for (int &v : a)
                v = int(rng() % 6);
            for (int &v : b)
                v = int(rng() % 6);
            Json ja = Json::array();
            Json jb = Json::array();
            for (int v : a)
                ja.push_back(v);
            for (int v : b)
                jb.push_back(v);
            const ptq::DiffResult r = diff(Json{{"l", ja}}, Json{{"l", jb}});
            int same = 0;
            int changed = 0;
            int added = 0;
            int removed = 0;
            for (const ptq::DiffRow &row : r.rows) {
                if (row.depth != 1)
                    continue;
                same += row.change == DiffChange::Same;
                changed += row.change == DiffChange::Changed;
                added += row.change == DiffChange::Added;
                removed += row.change == DiffChange::Removed;
            }
            QCOMPARE(same, lcsLength(a, b));
            QCOMPARE(same + changed + removed, int(a.size()));
            QCOMPARE(same + changed + added, int(b.size()));
            QCOMPARE(int(r.entries.size()), changed + added + removed);
        }
    }

    void bigLists_exactlyTheScatteredChanges()
    {
        Json a = Json::array();
        for (int i = 0; i < 10000; ++i)
            a.push_back("model.layers." + std::to_string(i) + ".mlp");
        Json b = a;
        for (int i = 0; i < 100; ++i)
            b[std::size_t(i * 97 + 13)] = "changed." + std::to_string(i);
        const ptq::DiffResult r = diff(Json{{"exclude_layers", a}}, Json{{"exclude_layers", b}}, ptq::ArtifactKind::Plan);
        QCOMPARE(r.entries.size(), 100);
        for (const ptq::DiffEntry &e : r.entries)
            QCOMPARE(e.change, DiffChange::Changed);
        QCOMPARE(r.rows.size(), 10001);
    }

    void rows_alignBothSides()
    {
        const Json a = Json::parse(R"({"a": 1, "b": {"x": true}, "c": [1, 2]})");
        const Json b = Json::parse(R"({"a": 1, "new": "n", "c": [1, 2, 3]})");
        const ptq::DiffResult r = diff(a, b, ptq::ArtifactKind::Plan);
        QStringList shape;
        for (const ptq::DiffRow &row : r.rows)
            shape.append(u"%1%2:%3%4:%5"_s.arg(QString(row.depth * 2, u' '), row.label, row.hasLeft ? u"L"_s : u""_s,
                                                row.hasRight ? u"R"_s : u""_s, ptq::diffChangeName(row.change)));
        const QStringList expected = {u"a:LR:same"_s,      u"new:R:added"_s, u"b:L:removed"_s, u"  x:L:removed"_s,
                                      u"c:LR:changed"_s,   u"  0:LR:same"_s, u"  1:LR:same"_s, u"  2:R:added"_s};
        QCOMPARE(shape, expected);
    }

    void effects_areClassifiedByPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("effect");
        QTest::newRow("scheme") << u"global_scheme"_s << int(DiffEffect::Accuracy);
        QTest::newRow("kv") << u"kv_cache_scheme"_s << int(DiffEffect::Accuracy);
        QTest::newRow("dataset") << u"calibration.dataset"_s << int(DiffEffect::Accuracy);
        QTest::newRow("override") << u"steps[quantize].argv[--layer_quant_scheme *down_proj*]"_s << int(DiffEffect::Accuracy);
        QTest::newRow("samples") << u"calibration.num_calib_data"_s << int(DiffEffect::Resources);
        QTest::newRow("devices") << u"steps[quantize].env.HIP_VISIBLE_DEVICES"_s << int(DiffEffect::Resources);
        QTest::newRow("repeated flag") << u"steps[quantize].argv[--seq_len#2]"_s << int(DiffEffect::Resources);
        QTest::newRow("torch") << u"environment.torch"_s << int(DiffEffect::Environment);
        QTest::newRow("quark") << u"quark.version"_s << int(DiffEffect::Environment);
        QTest::newRow("verdict") << u"outputs.verification.verdict"_s << int(DiffEffect::Outcome);
        QTest::newRow("checksum") << u"outputs.observed.sha256"_s << int(DiffEffect::Outcome);
        QTest::newRow("status") << u"steps[quantize].status"_s << int(DiffEffect::Outcome);
        QTest::newRow("timestamp") << u"updated_at"_s << int(DiffEffect::Cosmetic);
        QTest::newRow("input hash") << u"inputs.plan.sha256"_s << int(DiffEffect::Cosmetic);
        QTest::newRow("workspace") << u"inputs.workspace"_s << int(DiffEffect::Cosmetic);
        QTest::newRow("reason") << u"checkpoints[quant-plan].reason"_s << int(DiffEffect::Other);
    }

    void effects_areClassifiedByPath()
    {
        QFETCH(QString, path);
        QFETCH(int, effect);
        QCOMPARE(int(ptq::StructuralDiff::effectOf(path)), effect);
    }

    void effects_keysWithDotsAreOneKey()
    {
        // "model.safetensors" is a file name, not the key "model" (which would mean accuracy).
        const Json a = Json::parse(R"({"outputs": {"observed": {"sha256": {"model.safetensors": "aa"}}}})");
        const Json b = Json::parse(R"({"outputs": {"observed": {"sha256": {"model.safetensors": "bb"}}}})");
        const ptq::DiffResult r = diff(a, b);
        QCOMPARE(r.entries.size(), 1);
        QCOMPARE(r.entries[0].effect, DiffEffect::Outcome);
        // A list element named like a known key is not that key.
        const Json c = Json::parse(R"({"risks": [{"code": "model", "message": "x"}]})");
        const Json d = Json::parse(R"({"risks": [{"code": "model", "message": "y"}]})");
        QCOMPARE(diff(c, d, ptq::ArtifactKind::Analysis).entries[0].effect, DiffEffect::Other);
    }

    void summary_leadsWithAccuracyAndResources()
    {
        Json a = manifest(baseArgv());
        Json b = a;
        b["updated_at"] = "later";
        b["environment"] = {{"torch", "2.9"}};
        a["environment"] = {{"torch", "2.8"}};
        QStringList argv = baseArgv();
        argv[7] = u"int4_wo_128"_s;
        argv[11] = u"1024"_s;
        b["steps"][1]["argv"] = ptq::toJsonArray(argv);
        const QString s = diff(a, b).summary();
        const QStringList lines = s.split(u'\n');
        QVERIFY2(lines.size() >= 3, qPrintable(s));
        QVERIFY2(lines[0].contains(u"1 accuracy, 1 resources, 1 environment"_s), qPrintable(s));
        QVERIFY2(lines[1].startsWith(u"Accuracy: "_s) && lines[1].contains(u"int4_wo_128"_s), qPrintable(s));
        QVERIFY2(lines[2].startsWith(u"Resources: "_s) && lines[2].contains(u"argv[--seq_len]: 512 → 1024"_s), qPrintable(s));
    }

    void markdown_andJson()
    {
        const Json a = Json::parse(R"({"global_scheme": "fp8", "note": "a|b"})");
        const Json b = Json::parse(R"({"global_scheme": "mxfp4", "note": "c"})");
        ptq::DiffResult r = diff(a, b, ptq::ArtifactKind::Plan);
        r.leftName = u"left.json"_s;
        r.rightName = u"right.json"_s;
        const QString md = r.toMarkdown();
        QVERIFY(md.startsWith(u"# "_s));
        QVERIFY(md.contains(u"## Accuracy"_s));
        QVERIFY(md.contains(u"| `global_scheme` | changed | fp8 | mxfp4 |"_s));
        QVERIFY2(md.contains(u"a\\|b"_s), qPrintable(md)); // a pipe in a value does not break the table
        const Json j = r.toJson();
        QCOMPARE(j["counts"]["accuracy"].get<int>(), 1);
        QCOMPARE(j["differences"].size(), 2u);
        QVERIFY(j["identical"] == false);
    }

    void deepNesting_isCompareWhole()
    {
        Json a = 1;
        Json b = 2;
        for (int i = 0; i < 400; ++i) {
            a = Json{{"k", a}};
            b = Json{{"k", b}};
        }
        const ptq::DiffResult r = diff(a, b);
        QCOMPARE(r.entries.size(), 1);
        QVERIFY(r.entries[0].note.contains(u"nested too deeply"_s));
    }

    void files_badInputIsNamed_data()
    {
        QTest::addColumn<QByteArray>("left");
        QTest::addColumn<QByteArray>("right");
        QTest::addColumn<QString>("message");
        const QByteArray plan = R"({"schema_version": 1, "global_scheme": "fp8", "calibration": {}, "model": {}})";
        QTest::newRow("invalid yaml") << QByteArray("workflow: [unclosed\n") << plan << u"left"_s;
        QTest::newRow("binary junk") << plan << QByteArray("\x7f" "ELF\x02\x01\x01\0\0\0", 10) << u"right"_s;
        QTest::newRow("a list, not a mapping") << plan << QByteArray("[1, 2]") << u"not a PTQ artifact"_s;
        QTest::newRow("not an artifact") << plan << QByteArray(R"({"hello": "world"})") << u"neither its fields nor its name"_s;
    }

    void files_badInputIsNamed()
    {
        QFETCH(QByteArray, left);
        QFETCH(QByteArray, right);
        QFETCH(QString, message);
        QTemporaryDir dir;
        // Neutral names: the kind must come from the content.
        const QString l = dir.filePath(u"left.yaml"_s);
        const QString r = dir.filePath(u"right.yaml"_s);
        QFile fl(l);
        QVERIFY(fl.open(QIODevice::WriteOnly) && fl.write(left) == left.size());
        fl.close();
        QFile fr(r);
        QVERIFY(fr.open(QIODevice::WriteOnly) && fr.write(right) == right.size());
        fr.close();
        const ptq::Result<ptq::DiffResult> result = ptq::StructuralDiff::compareFiles(l, r);
        QVERIFY(!result);
        QVERIFY2(result.error().message.contains(message), qPrintable(result.error().message));
        QVERIFY2(result.error().message.contains(u"left.yaml"_s) || result.error().message.contains(u"right.yaml"_s),
                 qPrintable(result.error().message));
    }

    void files_studioAgainstUpstream()
    {
        const QString dir = PTQ_FIXTURES_DIR + u"/artifacts/"_s;
        for (const char *name : {"model_analysis.json", "quant_plan.json", "run_manifest.yaml"}) {
            const ptq::Result<ptq::DiffResult> r =
                ptq::StructuralDiff::compareFiles(dir + u"studio/"_s + QLatin1StringView(name), dir + u"upstream/"_s + QLatin1StringView(name));
            QVERIFY2(r, name);
            QVERIFY(!r->identical());
        }
        const ptq::Result<ptq::DiffResult> mixed =
            ptq::StructuralDiff::compareFiles(dir + u"studio/quant_plan.json"_s, dir + u"upstream/run_manifest.yaml"_s);
        QVERIFY(!mixed);
        QVERIFY(mixed.error().message.contains(u"only artifacts of one kind"_s));
    }

    void files_sayWhatComparingTheLoadedDocumentsSays()
    {
        // compareFiles (both files read by path: YAML or JSON) must say exactly what comparing
        // the documents ArtifactIo::load reads says, rows included, for random edits of the
        // manifest fixtures and one side written as JSON.
        QTemporaryDir dir;
        std::mt19937 rng(42);
        const QString fixtures = PTQ_FIXTURES_DIR + u"/artifacts/"_s;
        const Json bases[] = {ptq::ArtifactIo::load(fixtures + u"studio/run_manifest.yaml"_s)->json,
                              ptq::ArtifactIo::load(fixtures + u"upstream/run_manifest.yaml"_s)->json};
        int differing = 0;
        for (int i = 0; i < 300; ++i) {
            Json left = bases[i % 2];
            Json right = rng() % 5 == 0 ? bases[(i + 1) % 2] : left;
            const int edits = int(rng() % 4);
            for (int e = 0; e < edits; ++e)
                mutate(rng() % 2 ? right : left, rng);
            for (Json *side : {&left, &right}) {
                if (!side->is_object())
                    *side = bases[i % 2];
            }
            left["workflow"] = "quark-torch-ptq"; // stays a manifest
            right["workflow"] = "quark-torch-ptq";
            left["steps"] = left.value("steps", Json::array());
            right["steps"] = right.value("steps", Json::array());
            const QString l = dir.filePath(u"left.yaml"_s);
            const QString r = dir.filePath(u"right.yaml"_s);
            QVERIFY(ptq::ArtifactIo::save(l, left));
            QVERIFY(ptq::ArtifactIo::save(r, right));
            const Json readLeft = ptq::ArtifactIo::load(l)->json;
            const Json readRight = ptq::ArtifactIo::load(r)->json;
            const ptq::DiffResult expected = ptq::StructuralDiff::compare(readLeft, readRight, ptq::ArtifactKind::Manifest);
            const ptq::Result<ptq::DiffResult> rows = ptq::StructuralDiff::compareFiles(l, r);
            const ptq::Result<ptq::DiffResult> entries = ptq::StructuralDiff::compareFiles(l, r, ptq::DiffDetail::Entries);
            const ptq::DiffResult jsonEntries =
                ptq::StructuralDiff::compare(readLeft, readRight, ptq::ArtifactKind::Manifest, ptq::DiffDetail::Entries);
            QVERIFY(rows && entries);
            QCOMPARE(entryLines(*rows), entryLines(expected));
            QCOMPARE(rowLines(*rows), rowLines(expected));
            QCOMPARE(entryLines(*entries), entryLines(expected));
            QCOMPARE(entryLines(jsonEntries), entryLines(expected));
            QVERIFY(entries->rows.isEmpty());
            // One side JSON: the same documents, the same differences.
            const QString lj = dir.filePath(u"left.json"_s);
            QVERIFY(ptq::ArtifactIo::save(lj, readLeft));
            const ptq::Result<ptq::DiffResult> mixed = ptq::StructuralDiff::compareFiles(lj, r, ptq::DiffDetail::Entries);
            QVERIFY(mixed);
            QCOMPARE(entryLines(*mixed), entryLines(expected));
            differing += !expected.identical();
        }
        QVERIFY2(differing > 150, qPrintable(u"only %1 of 300 pairs differ"_s.arg(differing)));
    }

    void history_listsRunsNewestFirst()
    {
        QTemporaryDir ws;
        QDir(ws.path()).mkpath(u"history"_s);
        auto snapshot = [&](const QString &stamp, const QString &scheme, const char *status, const char *verdict) {
            Json m = manifest({u"quark-cli"_s, u"torch-llm-ptq"_s, u"--quant_scheme"_s, scheme});
            m["steps"][1]["status"] = status;
            m["steps"][1]["started_at"] = QDateTime::fromString(stamp, u"yyyyMMdd-HHmmss"_s).toString(Qt::ISODate).toStdString();
            if (verdict)
                m["outputs"]["verification"] = {{"verdict", verdict}};
            QVERIFY(ptq::ArtifactIo::save(ws.filePath(u"history/run-%1-run_manifest.yaml"_s.arg(stamp)), m));
        };
        snapshot(u"20261130-101500"_s, u"fp8"_s, "failed", nullptr);
        snapshot(u"20261130-120000"_s, u"int4_wo_128"_s, "succeeded", "complete");
        QFile junk(ws.filePath(u"history/run-20261130-090000-run_manifest.yaml"_s));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("steps: [unclosed\n");
        junk.close();
        const QList<ptq::RunHistoryEntry> runs = ptq::RunHistory::list(ws.path());
        QCOMPARE(runs.size(), 3);
        QCOMPARE(runs[0].scheme, u"int4_wo_128"_s);
        QCOMPARE(runs[0].status, ptq::RunStatus::Succeeded);
        QCOMPARE(runs[0].verdict, std::optional<ptq::Verdict>(ptq::Verdict::Complete));
        QCOMPARE(runs[1].scheme, u"fp8"_s);
        QCOMPARE(runs[1].status, ptq::RunStatus::Failed);
        QVERIFY(!runs[1].verdict);
        QVERIFY(!runs[2].problem.isEmpty()); // listed, with the reason, not dropped
        QVERIFY(runs[2].problem.contains(u"run-20261130-090000"_s));
        QVERIFY(ptq::RunHistory::list(ws.filePath(u"missing"_s)).isEmpty());
        // Numbered in the order the runs started (the unreadable one was the first).
        QCOMPARE(runs[0].number, 3);
        QCOMPARE(runs[1].number, 2);
        QCOMPARE(runs[2].number, 1);
        QCOMPARE(ptq::RunHistory::runNumber(runs[0].path), 3);
    }

    void review_headlineSaysWhatChangedInWords()
    {
        const Json a = finishedRun(u"int4_wo_128"_s, u"awq"_s, 128);
        const Json b = finishedRun(u"fp8"_s, QString(), 256, "memory");
        const ptq::DiffReview r = review(a, b);
        QVERIFY2(r.headline.startsWith(u"Scheme int4_wo_128 → fp8 · AWQ removed · samples 128 → 256 · "
                                       u"succeeded → failed (out of memory)"_s),
                 qPrintable(r.headline));
        QVERIFY2(r.headline.contains(u"verification complete → failed"_s), qPrintable(r.headline));
        QVERIFY2(!r.headline.contains(u"outputs."_s) && !r.headline.contains(u"{…}"_s), qPrintable(r.headline));
        // The other way round: an algorithm added, the failure gone.
        const ptq::DiffReview back = review(b, a);
        QVERIFY2(back.headline.startsWith(u"Scheme fp8 → int4_wo_128 · AWQ added · samples 256 → 128 · "
                                          u"failed (out of memory) → succeeded"_s),
                 qPrintable(back.headline));
    }

    void review_outcomeFirstAndClassedAsOutcome()
    {
        const ptq::DiffReview r = review(finishedRun(u"fp8"_s, QString(), 128), finishedRun(u"fp8"_s, QString(), 128, "memory"));
        QVERIFY(!r.items.isEmpty());
        QCOMPARE(r.items.first().section, ptq::ReviewSection::Outcome);
        // What the export says is an outcome, not a setting (it led the old summary as "accuracy").
        QCOMPARE(ptq::StructuralDiff::effectOf(u"outputs.observed.quantization_config"_s), DiffEffect::Outcome);
        for (const ptq::ReviewItem &i : r.items) {
            if (i.paths.value(0).startsWith(u"outputs."_s) || i.paths.value(0).contains(u".diagnosis"_s))
                QVERIFY2(i.section == ptq::ReviewSection::Outcome, qPrintable(i.text()));
        }
        const ptq::ReviewItem *status = itemLabelled(r, u"Status"_s);
        QVERIFY(status);
        QCOMPARE(status->left, u"succeeded"_s);
        QCOMPARE(status->right, u"failed (out of memory)"_s);
        const ptq::ReviewItem *diagnosis = itemLabelled(r, u"Diagnosis"_s);
        QVERIFY(diagnosis);
        QCOMPARE(diagnosis->right, u"out of memory, during calibration"_s);
        QVERIFY(itemLabelled(r, u"Exit"_s) && itemLabelled(r, u"Exit"_s)->right == u"exit code 1"_s);
        // Raw paths stay out of the labels.
        for (const ptq::ReviewItem &i : r.items)
            QVERIFY2(!i.label.contains(u"outputs."_s) && !i.label.contains(u"steps["_s), qPrintable(i.label));
        QCOMPARE(r.headline, u"succeeded → failed (out of memory) · verification complete → failed"_s);
    }

    void review_commandOnce()
    {
        Json a = finishedRun(u"fp8"_s, QString(), 128);
        Json b = a;
        QStringList argv = ptq::toStringList(a["steps"][3]["argv"]);
        argv[argv.indexOf(u"cuda"_s)] = u"cpu"_s;
        argv << u"--skip_evaluation"_s;
        b["steps"][3]["argv"] = ptq::toJsonArray(argv);
        b["steps"][3]["command"] = ptq::shellJoin(argv).toStdString();
        const ptq::DiffResult d = ptq::StructuralDiff::compare(a, b, ptq::ArtifactKind::Manifest);
        // The diff itself sees both the argv and the command string change...
        QVERIFY(entryAt(d, u"steps[quantize].argv[--device]"_s) && entryAt(d, u"steps[quantize].command[--device]"_s));
        const ptq::DiffReview r = ptq::DiffReviewer::review(a, b, d);
        // ...the review says each change once.
        QCOMPARE(r.count(ptq::ReviewSection::Command), 2);
        const ptq::ReviewItem *device = itemLabelled(r, u"--device"_s);
        QVERIFY(device);
        QCOMPARE(device->text(), u"--device: cuda → cpu"_s);
        QCOMPARE(device->section, ptq::ReviewSection::Command);
        QVERIFY(itemLabelled(r, u"--skip_evaluation"_s) && itemLabelled(r, u"--skip_evaluation"_s)->change == DiffChange::Added);
        const QStringList all = reviewPaths(r);
        QCOMPARE(QSet<QString>(all.cbegin(), all.cend()).size(), all.size());
        for (const QString &p : all)
            QVERIFY2(!p.contains(u".command["_s), qPrintable(p)); // the argv says it
        QCOMPARE(r.headline, u"--device: cuda → cpu · --skip_evaluation: added set"_s);
    }

    void review_everyDifferenceOnce()
    {
        // Across a scheme, algorithm, outcome and environment change: each difference of the
        // diff is in exactly one item (the command's two forms count as one).
        Json a = finishedRun(u"int4_wo_128"_s, u"awq"_s, 128);
        Json b = finishedRun(u"fp8"_s, QString(), 256, "memory");
        b["environment"]["torch"] = "2.10.0";
        const ptq::DiffResult d = ptq::StructuralDiff::compare(a, b, ptq::ArtifactKind::Manifest);
        const ptq::DiffReview r = ptq::DiffReviewer::review(a, b, d);
        const QStringList all = reviewPaths(r);
        QCOMPARE(QSet<QString>(all.cbegin(), all.cend()).size(), all.size());
        for (const ptq::DiffEntry &e : d.entries) {
            const bool inItem = std::any_of(all.cbegin(), all.cend(), [&](const QString &p) {
                return e.path == p || e.path.startsWith(p + u'.') || e.path.startsWith(p + u'[')
                    || (e.path.contains(u".command"_s) && !p.isEmpty()); // the command: by the argv's flags
            });
            QVERIFY2(inItem, qPrintable(e.describe()));
        }
        const ptq::ReviewItem *torch = itemLabelled(r, u"torch"_s);
        QVERIFY(torch);
        QCOMPARE(torch->section, ptq::ReviewSection::Environment);
        QVERIFY2(r.headline.endsWith(u" · torch: 2.9.0+rocm6.4 → 2.10.0"_s), qPrintable(r.headline));
        // Sections in order.
        for (qsizetype i = 1; i < r.items.size(); ++i)
            QVERIFY(int(r.items[i - 1].section) <= int(r.items[i].section));
    }

    void review_noDifferences()
    {
        const Json a = finishedRun(u"fp8"_s, QString(), 128);
        const ptq::DiffReview r = review(a, a);
        QCOMPARE(r.headline, u"No differences in plan, command or outcome"_s);
        QVERIFY(r.items.isEmpty());
        // Only a timestamp: still none of those, and the timestamp reads as a time.
        Json b = a;
        b["updated_at"] = "2026-12-01T15:10:00Z";
        const ptq::DiffReview later = review(a, b);
        QCOMPARE(later.headline, u"No differences in plan, command or outcome"_s);
        QCOMPARE(later.items.size(), 1);
        QCOMPARE(later.items[0].section, ptq::ReviewSection::Cosmetic);
        const QDateTime t = QDateTime::fromString(u"2026-12-01T15:10:00Z"_s, Qt::ISODate);
        QCOMPARE(later.items[0].right, QLocale().toString(t.toLocalTime(), u"d MMM HH:mm"_s));
        QCOMPARE(later.items[0].label, u"Updated at"_s);
    }

    void review_roundsNumbers()
    {
        QCOMPARE(ptq::DiffReviewer::formatNumber(7.8123456), u"7.812"_s);
        QCOMPARE(ptq::DiffReviewer::formatNumber(12.3456), u"12.35"_s);
        QCOMPARE(ptq::DiffReviewer::formatNumber(123.456), u"123.5"_s);
        QCOMPARE(ptq::DiffReviewer::formatNumber(1234.56), u"1,235"_s);
        QCOMPARE(ptq::DiffReviewer::formatNumber(0.012345), u"0.01235"_s);
        QCOMPARE(ptq::DiffReviewer::formatNumber(8.5), u"8.5"_s);
        QCOMPARE(ptq::DiffReviewer::formatBytes(4400000000.0), u"4.1 GiB"_s);
        QCOMPARE(ptq::DiffReviewer::formatBytes(15231233024.0), u"14.2 GiB"_s);
        QCOMPARE(ptq::DiffReviewer::formatBytes(350.0 * 1024 * 1024), u"350.0 MiB"_s);
        QCOMPARE(ptq::DiffReviewer::formatBytes(900), u"900 bytes"_s);
        QCOMPARE(ptq::DiffReviewer::formatBytes(0), u"0 bytes"_s);
        QCOMPARE(ptq::DiffReviewer::formatDuration(245), u"04:05"_s);
        QCOMPARE(ptq::DiffReviewer::formatDuration(3725), u"1:02:05"_s);
        const QDateTime now(QDate(2026, 12, 2), QTime(9, 0), QTimeZone::utc());
        const QDateTime t(QDate(2026, 12, 1), QTime(14, 2), QTimeZone::utc());
        QCOMPARE(ptq::DiffReviewer::formatTime(t, now), QLocale().toString(t.toLocalTime(), u"d MMM HH:mm"_s));
        QCOMPARE(ptq::DiffReviewer::formatTime(t, now.addYears(1)), QLocale().toString(t.toLocalTime(), u"d MMM yyyy HH:mm"_s));

        // In the review: perplexity, size, duration and a float elsewhere, rounded.
        Json a = finishedRun(u"fp8"_s, QString(), 128);
        Json b = a;
        b["outputs"]["observed"]["perplexity"] = 8.1049999;
        b["outputs"]["observed"]["total_bytes"] = 8800000000LL;
        b["outputs"]["verification"]["total_bytes"] = 8800000000LL;
        b["steps"][3]["finished_at"] = "2026-12-01T15:10:00Z";
        b["resources"]["accelerator_gib"] = 23.456789;
        const ptq::DiffReview r = review(a, b);
        QCOMPARE(itemLabelled(r, u"Perplexity"_s)->text(), u"Perplexity: 7.812 → 8.105"_s);
        QCOMPARE(itemLabelled(r, u"Export size"_s)->text(), u"Export size: 4.1 GiB → 8.2 GiB"_s);
        QCOMPARE(itemLabelled(r, u"Export size"_s)->paths.size(), 2); // observed and verified: one item
        QCOMPARE(itemLabelled(r, u"Duration"_s)->text(), u"Duration: 04:05 → 1:08:00"_s);
        const ptq::ReviewItem *gib = itemLabelled(r, u"Resources › accelerator gib"_s);
        QVERIFY(gib);
        QCOMPARE(gib->text(), u"Resources › accelerator gib: 21.4 GiB → 23.5 GiB"_s);
        QCOMPARE(gib->section, ptq::ReviewSection::Plan);
    }

    /// The accuracy verdict and the load check (issue #35) line up across runs, as outcomes.
    void review_accuracyAndLoadCheckLinedUp()
    {
        Json a = finishedRun(u"fp8"_s, QString(), 128);
        Json b = a;
        a["outputs"]["accuracy"] = {{"baseline", 6.7}, {"quantized", 6.83}, {"ratio", 1.0194}, {"threshold", 1.05},
                                    {"verdict", "within"}};
        a["outputs"]["load_check"] = {{"status", "passed"}};
        b["outputs"]["accuracy"] = {{"baseline", 6.7}, {"quantized", 7.5}, {"ratio", 1.1194}, {"threshold", 1.05},
                                    {"verdict", "exceeds"}};
        b["outputs"]["load_check"] = {{"status", "failed"}, {"reason", "missing weights"}};
        const ptq::DiffReview r = review(a, b);
        const ptq::ReviewItem *accuracy = itemLabelled(r, u"Accuracy"_s);
        QVERIFY(accuracy);
        QCOMPARE(accuracy->text(), u"Accuracy: 1.019× the original's, within 1.05× → 1.119× the original's, above 1.05×"_s);
        QCOMPARE(accuracy->section, ptq::ReviewSection::Outcome);
        QVERIFY(itemLabelled(r, u"Load check"_s));
        QCOMPARE(itemLabelled(r, u"Load check"_s)->text(),
                 u"Load check: loads with transformers → does not load with transformers"_s);
        QVERIFY(!itemLabelled(r, u"Original's perplexity"_s)); // the same in both: no difference
    }

    void review_exclusionsAndPlans()
    {
        // A manifest: exclusions added and removed.
        Json a = manifest(baseArgv());
        QStringList argv = baseArgv();
        argv[argv.indexOf(u"*gate*"_s)] = u"*router*"_s;
        Json b = manifest(argv);
        QVERIFY2(review(a, b).headline.startsWith(u"exclusions +*router* −*gate*"_s), qPrintable(review(a, b).headline));
        // A plan: the same words from its fields.
        const Json p = Json::parse(R"({"global_scheme": "int4_wo_128", "algorithm": "awq", "exclude_layers": ["lm_head"],
            "calibration": {"num_calib_data": 128, "seq_len": 512}, "created_at": "2026-12-01T14:00:00Z"})");
        Json q = p;
        q["global_scheme"] = "fp8";
        q["algorithm"] = nullptr;
        q["calibration"]["seq_len"] = 1024;
        const ptq::DiffReview r = review(p, q, ptq::ArtifactKind::Plan);
        QCOMPARE(r.headline, u"Scheme int4_wo_128 → fp8 · AWQ removed · seq len 512 → 1024"_s);
        QCOMPARE(r.count(ptq::ReviewSection::Plan), 3);
        QCOMPARE(itemLabelled(r, u"Algorithms"_s)->text(), u"Algorithms: AWQ → none"_s);
    }

    void review_statusesInTheWordsGiven()
    {
        // The stored words stay English in the artifact; the review shows the interface's
        // (the window passes ui's DisplayNames), and the stored ones when given none.
        ptq::ReviewWords german;
        german.status = [](ptq::RunStatus s) { return s == ptq::RunStatus::Failed ? u"fehlgeschlagen"_s : u"erfolgreich"_s; };
        german.verdict = [](ptq::Verdict v) { return v == ptq::Verdict::Complete ? u"vollständig"_s : u"gescheitert"_s; };
        const Json a = finishedRun(u"fp8"_s, QString(), 128);
        const Json b = finishedRun(u"fp8"_s, QString(), 128, "memory");
        const ptq::DiffReview r = ptq::DiffReviewer::review(a, b, ptq::StructuralDiff::compare(a, b, ptq::ArtifactKind::Manifest),
                                                            {}, {}, QDateTime::currentDateTime(), german);
        QVERIFY2(r.headline.startsWith(u"erfolgreich → fehlgeschlagen (out of memory) · verification vollständig → gescheitert"_s),
                 qPrintable(r.headline));
        QVERIFY2(r.leftName.contains(u"erfolgreich"_s), qPrintable(r.leftName));
        QCOMPARE(itemLabelled(r, u"Verification"_s)->left, u"vollständig"_s);
        QCOMPARE(ptq::ReviewWords().ofStatus(u"succeeded"_s), u"succeeded"_s);
        QCOMPARE(german.ofStatus(u"someone-elses-word"_s), u"someone-elses-word"_s);
        // The failure class is the review's own words, translated.
        class Translator : public QTranslator
        {
        public:
            QString translate(const char *context, const char *source, const char *, int) const override
            {
                return qstrcmp(context, "DiffReviewer") == 0 && qstrcmp(source, "out of memory") == 0 ? u"Speicher voll"_s : QString();
            }
            bool isEmpty() const override { return false; }
        } translator;
        QCoreApplication::installTranslator(&translator);
        const QString translated = ptq::DiffReviewer::failureClassTitle(u"memory"_s);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(translated, u"Speicher voll"_s);
        QCOMPARE(ptq::DiffReviewer::failureClassTitle(u"memory"_s), u"out of memory"_s);
    }

    void review_titleNamesTheRuns()
    {
        QTemporaryDir ws;
        QDir(ws.path()).mkpath(u"history"_s);
        Json first = finishedRun(u"int4_wo_128"_s, u"awq"_s, 128);
        first["steps"][3]["started_at"] = "2026-12-01T11:00:00Z";
        Json second = finishedRun(u"int4_wo_128"_s, u"awq"_s, 128);
        Json third = finishedRun(u"fp8"_s, QString(), 256, "memory");
        third["steps"][3]["started_at"] = "2026-12-01T15:10:00Z";
        const QString h = ws.filePath(u"history/"_s);
        QVERIFY(ptq::ArtifactIo::save(h + u"run-20261201-110000-run_manifest.yaml"_s, first));
        QVERIFY(ptq::ArtifactIo::save(h + u"run-20261201-140200-run_manifest.yaml"_s, second));
        QVERIFY(ptq::ArtifactIo::save(h + u"run-20261201-140200-2-run_manifest.yaml"_s, third)); // same second, later
        QCOMPARE(ptq::RunHistory::runNumber(h + u"run-20261201-140200-2-run_manifest.yaml"_s), 3);
        QCOMPARE(ptq::RunHistory::runNumber(ws.filePath(u"run_manifest.yaml"_s)), 0);
        // The newest run is the last started (the -2 of the same second), found without reading any.
        QCOMPARE(ptq::RunHistory::newestSnapshot(ws.path()), h + u"run-20261201-140200-2-run_manifest.yaml"_s);
        QVERIFY(ptq::RunHistory::newestSnapshot(ws.filePath(u"missing"_s)).isEmpty());
        const QDateTime now(QDate(2026, 12, 2), QTime(9, 0), QTimeZone::utc());
        const ptq::Result<ptq::LoadedComparison> loaded = ptq::StructuralDiff::loadAndCompare(
            h + u"run-20261201-140200-run_manifest.yaml"_s, h + u"run-20261201-140200-2-run_manifest.yaml"_s);
        QVERIFY(loaded);
        const ptq::DiffReview r = ptq::DiffReviewer::review(loaded->left, loaded->right, loaded->diff, loaded->diff.leftName,
                                                            loaded->diff.rightName, now);
        auto at = [](const char *iso) {
            return QLocale().toString(QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toLocalTime(), u"d MMM HH:mm"_s);
        };
        QCOMPARE(r.title(), u"Compare: run 2 (int4_wo_128, succeeded, %1) ↔ run 3 (fp8, failed, %2)"_s.arg(
                                at("2026-12-01T14:02:00Z"), at("2026-12-01T15:10:00Z")));
        QCOMPARE(r.leftShortName, u"run 2"_s);
        // Files outside a history with the same name are told apart by their folders.
        QDir(ws.path()).mkpath(u"a"_s);
        QDir(ws.path()).mkpath(u"b"_s);
        QVERIFY(ptq::ArtifactIo::save(ws.filePath(u"a/run_manifest.yaml"_s), first));
        QVERIFY(ptq::ArtifactIo::save(ws.filePath(u"b/run_manifest.yaml"_s), third));
        const ptq::Result<ptq::LoadedComparison> files =
            ptq::StructuralDiff::loadAndCompare(ws.filePath(u"a/run_manifest.yaml"_s), ws.filePath(u"b/run_manifest.yaml"_s));
        QVERIFY(files);
        const ptq::DiffReview named = ptq::DiffReviewer::review(files->left, files->right, files->diff, files->diff.leftName,
                                                                files->diff.rightName, now);
        QCOMPARE(named.leftShortName, u"a/run_manifest.yaml"_s);
        QCOMPARE(named.rightShortName, u"b/run_manifest.yaml"_s);
        QVERIFY(!named.title().contains(u"run_manifest.yaml ↔ run_manifest.yaml"_s));
        // The Markdown export says the same, paths in the details column only.
        const QString md = r.toMarkdown();
        QVERIFY2(md.startsWith(u"# Compare: run 2"_s), qPrintable(md));
        QVERIFY(md.contains(u"## Outcome"_s) && md.contains(u"## Plan"_s));
        QVERIFY2(md.contains(u"| Scheme | int4_wo_128 | fp8 | `"_s), qPrintable(md));
    }

    void review_studioAgainstUpstreamCommandString()
    {
        // The upstream manifest carries only the command string: compared flag by flag with
        // the studio's argv, each difference once.
        const QString dir = PTQ_FIXTURES_DIR + u"/artifacts/"_s;
        const ptq::Result<ptq::LoadedComparison> c =
            ptq::StructuralDiff::loadAndCompare(dir + u"studio/run_manifest.yaml"_s, dir + u"upstream/run_manifest.yaml"_s);
        QVERIFY(c);
        const ptq::DiffReview r = ptq::DiffReviewer::review(c->left, c->right, c->diff, c->diff.leftName, c->diff.rightName);
        QVERIFY2(r.headline.contains(u"samples 128 → 512"_s) && r.headline.contains(u"devices one → several"_s),
                 qPrintable(r.headline));
        QVERIFY2(r.headline.contains(u"KV cache fp8 → none"_s), qPrintable(r.headline));
        const QStringList all = reviewPaths(r);
        QCOMPARE(QSet<QString>(all.cbegin(), all.cend()).size(), all.size());
        QCOMPARE(r.leftShortName, u"studio/run_manifest.yaml"_s);
    }
};

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
