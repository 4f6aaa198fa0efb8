// The block YAML reader against yaml-cpp: wherever BlockYaml reads a text, the general parser
// must read the same values (types included); where it declines, parseYaml must give exactly
// what the general parser gives, errors included.

#include "artifacts/artifactio.h"
#include "artifacts/blockyaml.h"
#include "testsupport.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <random>

using namespace Qt::Literals::StringLiterals;
using ptq::BlockYaml;
using ptq::Json;

namespace {

std::optional<BlockYaml> block(const QByteArray &text)
{
    return BlockYaml::parse(std::string_view(text.constData(), std::size_t(text.size())));
}

/// dump() tells 1 from 1.0 from "1" and keeps key order: a strict comparison.
std::string strict(const Json &v)
{
    return v.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// What the general parser reads, or its error.
QString general(const QByteArray &text)
{
    const ptq::Result<Json> doc = ptq::ArtifactIo::parseYamlGeneral(text, u"doc.yaml"_s);
    return doc ? QString::fromStdString(strict(*doc)) : u"error: "_s + doc.error().message;
}

/// Fails the test when BlockYaml reads @p text differently from the general parser, or when
/// parseYaml (fast path and fallback) differs from it. Returns whether BlockYaml read it.
bool agrees(const QByteArray &text)
{
    const QString expected = general(text);
    const ptq::Result<Json> viaParseYaml = ptq::ArtifactIo::parseYaml(text, u"doc.yaml"_s);
    const QString actual = viaParseYaml ? QString::fromStdString(strict(*viaParseYaml)) : u"error: "_s + viaParseYaml.error().message;
    if (actual != expected) {
        qsizetype at = 0;
        while (at < expected.size() && at < actual.size() && expected[at] == actual[at])
            ++at;
        const qsizetype from = std::max<qsizetype>(0, at - 60);
        // The text around the line yaml-cpp names, or its start.
        const QList<QByteArray> lines = text.split('\n');
        const QRegularExpressionMatch line = QRegularExpression(u"line (\\d+)"_s).match(expected);
        const qsizetype named = line.hasMatch() ? line.captured(1).toInt() - 1 : 0;
        const QByteArray excerpt = lines.mid(std::max<qsizetype>(0, named - 2), 5).join('\n');
        qWarning().noquote() << "parseYaml differs from yaml-cpp on:\n" << excerpt << "\nyaml-cpp:  …" << expected.mid(from, 120)
                             << "\nparseYaml: …" << actual.mid(from, 120);
        return false;
    }
    const std::optional<BlockYaml> fast = block(text);
    if (fast && expected.startsWith(u"error: "_s)) {
        qWarning().noquote() << "BlockYaml read what yaml-cpp refuses:\n" << text << '\n' << expected;
        return false;
    }
    return true;
}

/// Strings that mean something to YAML when unquoted.
const char *const kTricky[] = {"", " ", "a b", "1", "-1", "+1", "1.0", "1e3", ".5", "0x1F", "0o17", "007", "null", "Null", "~",
                               "true", "False", "yes", "no", "on", "-", "- x", "--seq_len", ": ", "a: b", "a:b", "a:", "#x",
                               "a #b", "a#b", "x,y", "[x]", "{x}", "x]", "x}", "[]", "{}", "'q'", "\"dq\"", "it's", "say \"hi\"",
                               "tab\there", "line\nbreak", "two\n\nlines", "ünïcödé", "中文", "\x01ctl", "back\\slash", "  lead",
                               "trail  ", "?", "? x", "!tag", "&a", "*a", "|", ">", "%YAML", "@at", "`tick", "<<", "---", "...",
                               "layers.*.mlp", "model-00001-of-00002.safetensors", "\xE2\x80\xA8sep", "nbsp\xC2\xA0", "e\x1b"};

Json randomValue(std::mt19937 &rng, int depth)
{
    std::uniform_int_distribution<int> kind(0, depth > 4 ? 6 : 9);
    std::uniform_int_distribution<std::size_t> tricky(0, std::size(kTricky) - 1);
    std::uniform_int_distribution<int> small(0, 4);
    switch (kind(rng)) {
    case 0: return Json(nullptr);
    case 1: return Json(rng() % 2 == 0);
    case 2: return Json(std::int64_t(rng() % 2000) - 1000);
    case 3: return Json(std::uint64_t(rng()) << 32 | rng());
    case 4: return Json(double(std::int64_t(rng() % 100000) - 50000) / 64.0);
    case 5:
    case 6: return Json(std::string(kTricky[tricky(rng)]));
    case 7:
    case 8: {
        Json object = Json::object();
        const int n = small(rng);
        for (int i = 0; i < n; ++i)
            object[std::string(kTricky[tricky(rng)]) + (rng() % 3 == 0 ? std::to_string(i) : std::string())] = randomValue(rng, depth + 1);
        return object;
    }
    default: {
        Json array = Json::array();
        const int n = small(rng);
        for (int i = 0; i < n; ++i)
            array.push_back(randomValue(rng, depth + 1));
        return array;
    }
    }
}

} // namespace

class TestBlockYaml : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_readAlikeAndFast()
    {
        // Every YAML fixture (ours and the upstream agent's) is in the subset, and reads alike.
        QDirIterator it(QStringLiteral(PTQ_FIXTURES_DIR), {u"*.yaml"_s, u"*.yml"_s}, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            QVERIFY2(agrees(text), qPrintable(path));
            QVERIFY2(block(text).has_value(), qPrintable(path + u" is not read by BlockYaml"_s));
            ++files;
        }
        QVERIFY(files >= 2);
    }

    void ourWriter_readAlikeAndMostlyInTheSubset()
    {
        // What the app writes (yaml-cpp's emitter, block style) reads back alike, and through
        // BlockYaml unless a string holds what the subset leaves out (see below).
        std::mt19937 rng(20261130);
        int read = 0;
        for (int i = 0; i < 1500; ++i) {
            Json doc = Json::object();
            doc["value"] = randomValue(rng, 0);
            doc["list"] = Json::array({randomValue(rng, 1), randomValue(rng, 1)});
            const QByteArray text = ptq::ArtifactIo::toYamlBytes(doc);
            QVERIFY(agrees(text));
            const std::optional<BlockYaml> fast = block(text);
            if (fast) {
                QCOMPARE(QString::fromStdString(strict(fast->toJson(fast->root()))), QString::fromStdString(strict(doc)));
                ++read;
            } else {
                // Declined only for what the subset leaves out on purpose: block scalars,
                // tabs, the characters yaml-cpp reads as line breaks, and plain text with a
                // quote after a space (say "hi"), which the general reader's pre-scan misreads.
                static const QRegularExpression plainWithQuote(u"^ *(- )*[^\"' ][^\\n]* [\"']"_s,
                                                               QRegularExpression::MultilineOption);
                QVERIFY2(text.contains("|") || text.contains('\t') || text.contains(">") || text.contains("\xE2\x80\xA8")
                             || text.contains("\xC2\x85") || text.contains("\xE2\x80\xA9")
                             || plainWithQuote.match(QString::fromUtf8(text)).hasMatch(),
                         text.constData());
            }
        }
        qInfo("%d of 1500 written documents read by BlockYaml", read);
        QVERIFY2(read > 1200, qPrintable(u"only %1 of 1500 written documents read by BlockYaml"_s.arg(read)));
    }

    void handWritten_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("inSubset");
        QTest::newRow("mapping") << QByteArray("a: 1\nb: x\n") << true;
        QTest::newRow("document start") << QByteArray("---\na: 1\n") << true;
        QTest::newRow("comments and blanks") << QByteArray("# top\n\na: 1\n  # inside\nb: 2\n") << true;
        QTest::newRow("sequence at the key's indent") << QByteArray("a:\n- 1\n- 2\nb: 3\n") << true;
        QTest::newRow("indented sequence") << QByteArray("a:\n  - 1\n  - x: 2\n    y: 3\n  - - 4\n    - 5\n") << true;
        QTest::newRow("entry on the next line") << QByteArray("-\n  a: 1\n-\n- x\n") << true;
        QTest::newRow("nulls") << QByteArray("a:\nb: ~\nc: null\nd: \"\"\n") << true;
        QTest::newRow("quoted keys") << QByteArray("\"a b\": 1\n'c''d': 2\n\"e\\u00e9\": 3\n") << true;
        QTest::newRow("escapes") << QByteArray("a: \"t\\tn\\n\\\"q\\\" \\\\ \\x41 \\u4e2d \\U0001F600 \\e\\/\"\n") << true;
        QTest::newRow("line separator escapes") << QByteArray("a: \"\\N\\_\\L\\P\"\n") << false;
        QTest::newRow("flow sequence of scalars") << QByteArray("a: [x, 'y z', \"w\", 1, 2.5, null]\nb: [ ]\n") << true;
        QTest::newRow("question mark and colon starts") << QByteArray("?0: :x\n") << true;
        QTest::newRow("numbers") << QByteArray("a: 1\nb: -2\nc: 1.5\nd: 1e3\ne: .5\nf: 0x1F\ng: 0o17\nh: +3\ni: 18446744073709551615\n") << true;
        QTest::newRow("plain with colons and hashes") << QByteArray("a: x:y\nb: a#b\nc: http://h/p#f\n") << true;
        QTest::newRow("plain with flow characters") << QByteArray("a: x,y\nb: x]\nc: x}\n") << true;
        QTest::newRow("plain with an opening bracket") << QByteArray("d: a[0]\n") << false;
        QTest::newRow("brackets deeper than the general reader allows") << QByteArray("k: a" + QByteArray(200, '[') + "\n") << false;
        QTest::newRow("comment line full of brackets") << QByteArray("k:\n#" + QByteArray(200, '[') + "\nj: 1\n") << true;
        QTest::newRow("apostrophe in plain text, brackets in quotes")
            << QByteArray("a: it's\nb: '" + QByteArray(200, '[') + "'\n") << true;
        QTest::newRow("quote after a space in plain text") << QByteArray("a: don 't\n") << false;
        QTest::newRow("deep compact sequences") << [] {
            QByteArray t = "- ";
            for (int i = 0; i < 140; ++i)
                t += "- ";
            return t + "x\n";
        }() << false;
        QTest::newRow("nested 40 deep") << [] {
            QByteArray t;
            for (int i = 0; i < 40; ++i)
                t += QByteArray(2 * i, ' ') + "k:\n";
            return t + QByteArray(80, ' ') + "v: 1\n";
        }() << true;
        QTest::newRow("indented past 512 columns") << QByteArray("a:\n" + QByteArray(600, ' ') + "b: 1\n") << false;
        QTest::newRow("empty collections") << QByteArray("a: {}\nb: []\nc:\n  - []\n  - {}\n") << true;
        QTest::newRow("key with spaces before the colon") << QByteArray("a   : 1\n") << true;
        QTest::newRow("top-level sequence") << QByteArray("- 1\n- a: 2\n") << true;
        QTest::newRow("indented top level") << QByteArray("  a: 1\n  b: 2\n") << true;
        // Outside the subset: the general parser reads or refuses these.
        QTest::newRow("flow mapping") << QByteArray("a: {b: 1}\n") << false;
        QTest::newRow("nested flow sequence") << QByteArray("a: [1, [2]]\n") << false;
        QTest::newRow("flow sequence with a trailing comma") << QByteArray("a: [1, 2,]\n") << false;
        QTest::newRow("flow sequence over two lines") << QByteArray("a: [1,\n  2]\n") << false;
        QTest::newRow("anchor and alias") << QByteArray("a: &x 1\nb: *x\n") << false;
        QTest::newRow("tag") << QByteArray("a: !!str 1\n") << false;
        QTest::newRow("literal block") << QByteArray("a: |\n  x\n  y\n") << false;
        QTest::newRow("folded block") << QByteArray("a: >\n  x\n") << false;
        QTest::newRow("multi-line plain") << QByteArray("a: x\n  y\n") << false;
        QTest::newRow("multi-line quoted") << QByteArray("a: \"x\n  y\"\n") << false;
        QTest::newRow("trailing comment") << QByteArray("a: 1 # one\n") << false;
        QTest::newRow("complex key") << QByteArray("? a\n: 1\n") << false;
        QTest::newRow("tabs") << QByteArray("a:\n\t- 1\n") << false;
        QTest::newRow("CRLF") << QByteArray("a: 1\r\nb: 2\r\n") << false;
        QTest::newRow("two documents") << QByteArray("a: 1\n---\nb: 2\n") << false;
        QTest::newRow("document end") << QByteArray("a: 1\n...\n") << false;
        QTest::newRow("directive") << QByteArray("%YAML 1.2\n---\na: 1\n") << false;
        QTest::newRow("merge key") << QByteArray("<<: 1\n") << false;
        QTest::newRow("null keys") << QByteArray("~: 1\n") << false;
        QTest::newRow("C1 control") << QByteArray("\xC2\x84k: 1\n") << false;
        QTest::newRow("byte escape past ASCII") << QByteArray("k: \"\\xB6\"\n") << false;
        QTest::newRow("code point escape past ASCII") << QByteArray("k: \"\\u00B6\"\n") << true;
        QTest::newRow("non-character") << QByteArray("k: a\xEF\xBF\xBF\n") << false;
        QTest::newRow("Latin-1 letters") << QByteArray("k: caf\xC3\xA9 \xC2\xA9\n") << true;
        QTest::newRow("null word keys") << QByteArray("a: 1\nnull: 2\n") << false;
        QTest::newRow("duplicate key") << QByteArray("a: 1\na: 2\n") << false;
        QTest::newRow("duplicate key in a big mapping") << [] {
            QByteArray t;
            for (int i = 0; i < 40; ++i)
                t += "k" + QByteArray::number(i) + ": 1\n";
            return t + "k7: 2\n";
        }() << false;
        QTest::newRow("bad indentation") << QByteArray("a:\n    b: 1\n  c: 2\n") << false;
        QTest::newRow("a scalar document") << QByteArray("just text\n") << false;
        QTest::newRow("map value after sequence entry") << QByteArray("- a: 1\n   b: 2\n") << false;
        QTest::newRow("colon space in a value") << QByteArray("a: b: c\n") << false;
        QTest::newRow("unknown escape") << QByteArray("a: \"\\q\"\n") << false;
        QTest::newRow("NUL escape") << QByteArray("a: \"\\0\"\n") << true;
        QTest::newRow("surrogate escape") << QByteArray("a: \"\\ud800\"\n") << false;
        // Issue #18: implicit keys are at most 1024 characters to yaml-cpp and PyYAML.
        QTest::newRow("key of 1000") << QByteArray(1000, 'k') + ": 1\n" << true;
        QTest::newRow("key of 1025") << QByteArray(1025, 'k') + ": 1\n" << false;
        QTest::newRow("key of 3000 in a sequence") << "- " + QByteArray(3000, 'k') + ": 1\n" << false;
        QTest::newRow("quoted key of 1100") << "\"" + QByteArray(1100, 'k') + "\": 1\n" << false;
        QTest::newRow("nested key of 1030") << "a:\n  " + QByteArray(1030, 'k') + ":\n    - 1\n" << false;
    }

    void handWritten()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, inSubset);
        QVERIFY(agrees(text));
        QCOMPARE(block(text).has_value(), inSubset);
    }

    void longImplicitKey_isRefusedLikeYamlCpp()
    {
        // Found by fuzz_yaml: BlockYaml read a 1025-character key that yaml-cpp refuses.
        const QByteArray text = "model:\n  " + QByteArray(1025, 'k') + ": 1\n";
        const ptq::Result<Json> general = ptq::ArtifactIo::parseYamlGeneral(text, u"doc.yaml"_s);
        QVERIFY2(!general.ok(), "yaml-cpp reads a key longer than 1024 characters");
        const ptq::Result<Json> ours = ptq::ArtifactIo::parseYaml(text, u"doc.yaml"_s);
        QVERIFY2(!ours.ok(), qPrintable(QString::fromStdString(ours.ok() ? ours->dump().substr(0, 80) : std::string())));
        QVERIFY(!block(text).has_value());
    }

    void mutations_neverReadDifferently_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::newRow("studio") << u"artifacts/studio/run_manifest.yaml"_s;
        QTest::newRow("upstream") << u"artifacts/upstream/run_manifest.yaml"_s;
    }

    void mutations_neverReadDifferently()
    {
        // Fixtures with random edits in YAML's own characters: wherever BlockYaml still reads
        // the text, yaml-cpp reads the same (or the edit made it invalid for both).
        // PTQ_YAML_MUTANTS=N runs more (and PTQ_YAML_SEED another sequence).
        QFETCH(QString, fixture);
        QFile file(ptq::test::fixturePath(fixture));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray original = file.readAll();
        const QByteArray alphabet(" :-#'\"\n{}[]&*!|>?,\\x0~%@`");
        std::mt19937 rng(qEnvironmentVariableIntValue("PTQ_YAML_SEED") + 7);
        const int mutants = qEnvironmentVariableIsSet("PTQ_YAML_MUTANTS") ? qEnvironmentVariableIntValue("PTQ_YAML_MUTANTS") : 1500;
        int stillRead = 0;
        for (int i = 0; i < mutants; ++i) {
            QByteArray text = original;
            const int edits = 1 + int(rng() % 3);
            for (int e = 0; e < edits; ++e) {
                const qsizetype at = qsizetype(rng() % std::uint32_t(text.size()));
                const char c = alphabet[qsizetype(rng() % std::uint32_t(alphabet.size()))];
                switch (rng() % 3) {
                case 0: text.insert(at, c); break;
                case 1: text.remove(at, 1); break;
                default: text[at] = c; break;
                }
            }
            QVERIFY(agrees(text));
            stillRead += block(text).has_value();
        }
        qInfo("%d of %d mutants read by BlockYaml", stillRead, mutants);
        QVERIFY2(stillRead > mutants / 10, qPrintable(u"only %1 mutants in the subset: the check says little"_s.arg(stillRead)));
    }

    void sameText_meansSameValue()
    {
        const QByteArray left("a:\n  x: 1\n  y: [] \nb: \"q\"\nc:\n  - 1\n");
        const QByteArray right("a:\n  x: 1\n  y: []\nb: 'q'\nc:\n- 1\n");
        const std::optional<BlockYaml> l = block(left);
        const std::optional<BlockYaml> r = block(right);
        QVERIFY(l && r);
        auto child = [](const BlockYaml &d, int n) {
            std::uint32_t c = d.node(d.root()).first;
            while (n-- > 0)
                c = d.node(c).next;
            return c;
        };
        QVERIFY(l->sameText(child(*l, 0), *r, child(*r, 0)));  // trailing spaces do not count
        QVERIFY(!l->sameText(child(*l, 1), *r, child(*r, 1))); // "q" and 'q': equal values, other text
        QVERIFY(!l->sameText(child(*l, 2), *r, child(*r, 2))); // another indentation
        QCOMPARE(strict(l->toJson(child(*l, 1))), strict(r->toJson(child(*r, 1))));
    }
};

QTEST_GUILESS_MAIN(TestBlockYaml)
#include "tst_blockyaml.moc"
