// Reading YAML artifacts (ArtifactIo::parseYaml, yaml-cpp): the inputs the block-YAML reader
// was checked on, each with the value read or the error (naming the file and the line), what
// the app writes read back alike, and random edits of the fixtures read or refused by name. The
// diff compares the parsed documents: equal values written differently do not differ.

#include "artifacts/artifactio.h"
#include "review/structuraldiff.h"
#include "testsupport.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <random>

using namespace Qt::Literals::StringLiterals;
using ptq::ArtifactIo;
using ptq::Json;

namespace {

/// dump() tells 1 from 1.0 from "1" and keeps key order: a strict comparison.
std::string strict(const Json &v)
{
    return v.dump(-1, ' ', false, Json::error_handler_t::strict);
}

/// What parseYaml reads, as strict JSON, or "error: " and its message.
QString read(const QByteArray &text, const QString &origin = u"doc.yaml"_s)
{
    const ptq::Result<Json> doc = ArtifactIo::parseYaml(text, origin);
    return doc ? QString::fromStdString(strict(*doc)) : u"error: "_s + doc.error().message;
}

/// Whether @p message names doc.yaml and where in it: the line (and column), the byte offset of
/// what is not text, or nothing more for what concerns the whole document (too deep, too big,
/// empty).
bool namesItsLine(const QString &message)
{
    static const QRegularExpression where(u"^doc\\.yaml(, line \\d+: | is not valid YAML: line \\d+, column \\d+: "
                                          u"| is not UTF-8 text \\(byte 0x[0-9a-f]{2} at offset \\d+\\)"
                                          u"| contains binary data \\(byte 0x[0-9a-f]{2} at offset \\d+\\)"
                                          u"| is nested more than | expands to more than | is empty)"_s);
    return where.match(message).hasMatch();
}

/// Fails the test unless @p text is read to a value that the app writes and reads back
/// unchanged, or refused by a message that names the file and where in it.
bool readOrNamed(const QByteArray &text)
{
    const ptq::Result<Json> doc = ArtifactIo::parseYaml(text, u"doc.yaml"_s);
    if (!doc) {
        if (namesItsLine(doc.error().message))
            return true;
        qWarning().noquote() << "refused without naming the file and line:\n" << text << '\n' << doc.error().message;
        return false;
    }
    const QByteArray written = ArtifactIo::toYamlBytes(*doc);
    const ptq::Result<Json> back = ArtifactIo::parseYaml(written, u"written.yaml"_s);
    if (!back || strict(*back) != strict(*doc)) {
        qWarning().noquote() << "read, but not read back alike once written:\n" << text << "\nwritten:\n" << written
                             << "\nread back: " << (back ? QString::fromStdString(strict(*back)) : back.error().message);
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

/// The strict JSON of the value read.
QString v(const std::string &json)
{
    return QString::fromStdString(json);
}

/// How the error message starts (the file, the line).
QString err(const char *start)
{
    return u"error: "_s + QString::fromUtf8(start);
}

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

QByteArray deepCompactSequence()
{
    QByteArray t = "- ";
    for (int i = 0; i < 140; ++i)
        t += "- ";
    return t + "x\n";
}

QByteArray nested40()
{
    QByteArray t;
    for (int i = 0; i < 40; ++i)
        t += QByteArray(2 * i, ' ') + "k:\n";
    return t + QByteArray(80, ' ') + "v: 1\n";
}

std::string nested40Json()
{
    std::string t;
    for (int i = 0; i < 40; ++i)
        t += "{\"k\":";
    return t + "{\"v\":1}" + std::string(40, '}');
}

QByteArray bigMappingWithADuplicate()
{
    QByteArray t;
    for (int i = 0; i < 40; ++i)
        t += "k" + QByteArray::number(i) + ": 1\n";
    return t + "k7: 2\n";
}

} // namespace

class TestYamlReading : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_readAndWrittenBackAlike()
    {
        // Every YAML fixture (ours and the upstream agent's) reads, and reads back alike once
        // the app has written it.
        QDirIterator it(PTQ_FIXTURES_DIR, {u"*.yaml"_s, u"*.yml"_s}, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            const ptq::Result<Json> doc = ArtifactIo::parseYaml(text, path);
            QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().message));
            QVERIFY2(doc->is_object() && !doc->empty(), qPrintable(path));
            QVERIFY2(readOrNamed(text), qPrintable(path));
            ++files;
        }
        QVERIFY(files >= 2);
    }

    void ourWriter_readsBackWhatItWrote()
    {
        // What the app writes (yaml-cpp's emitter, block style; escapes of its own for what
        // not every reader takes raw) reads back as the same values, types and key order.
        std::mt19937 rng(20261130);
        for (int i = 0; i < 1500; ++i) {
            Json doc = Json::object();
            doc["value"] = randomValue(rng, 0);
            doc["list"] = Json::array({randomValue(rng, 1), randomValue(rng, 1)});
            const QByteArray text = ArtifactIo::toYamlBytes(doc);
            const QString back = read(text);
            QVERIFY2(back == QString::fromStdString(strict(doc)), qPrintable(QString::fromUtf8(text) + u"\nread: "_s + back));
        }
    }

    void ourWriter_quotesBrackets_soDeepLookingTextReadsBack()
    {
        // A key and a value of 150 brackets are text, not nesting: written plain, the reader's
        // nesting prescan refused the app's own file as 128 levels deep (fuzz_yaml's finding).
        const std::string brackets = "a" + std::string(150, '[') + "{" + std::string(150, ']');
        Json doc = Json::object();
        doc[brackets] = brackets;
        doc["list"] = Json::array({brackets, "x[y]"});
        const QByteArray text = ArtifactIo::toYamlBytes(doc);
        const ptq::Result<Json> back = ArtifactIo::parseYaml(text, u"brackets.yaml"_s);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        QCOMPARE(strict(*back), strict(doc));
        // Hand-written deep flow nesting is still refused before yaml-cpp recurses.
        const QByteArray deep = "k: " + QByteArray(200, '[') + QByteArray(200, ']') + "\n";
        QVERIFY(!ArtifactIo::parseYaml(deep, u"deep.yaml"_s).ok());
    }

    void handWritten_data()
    {
        // expected: the value read (strict JSON), or "error: " and how the message starts (it
        // names the file and the line).
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("mapping") << QByteArray("a: 1\nb: x\n") << v("{\"a\":1,\"b\":\"x\"}");
        QTest::newRow("document start") << QByteArray("---\na: 1\n") << v("{\"a\":1}");
        QTest::newRow("comments and blanks") << QByteArray("# top\n\na: 1\n  # inside\nb: 2\n") << v("{\"a\":1,\"b\":2}");
        QTest::newRow("sequence at the key's indent") << QByteArray("a:\n- 1\n- 2\nb: 3\n") << v("{\"a\":[1,2],\"b\":3}");
        QTest::newRow("indented sequence") << QByteArray("a:\n  - 1\n  - x: 2\n    y: 3\n  - - 4\n    - 5\n") << v("{\"a\":[1,{\"x\":2,\"y\":3},[4,5]]}");
        QTest::newRow("entry on the next line") << QByteArray("-\n  a: 1\n-\n- x\n") << v("[{\"a\":1},null,\"x\"]");
        QTest::newRow("nulls") << QByteArray("a:\nb: ~\nc: null\nd: \"\"\n") << v("{\"a\":null,\"b\":null,\"c\":null,\"d\":\"\"}");
        QTest::newRow("quoted keys") << QByteArray("\"a b\": 1\n'c''d': 2\n\"e\\u00e9\": 3\n") << v("{\"a b\":1,\"c'd\":2,\"eé\":3}");
        QTest::newRow("escapes") << QByteArray("a: \"t\\tn\\n\\\"q\\\" \\\\ \\x41 \\u4e2d \\U0001F600 \\e\\/\"\n") << v("{\"a\":\"t\\tn\\n\\\"q\\\" \\\\ A 中 😀 \\u001b/\"}");
        // yaml-cpp decodes \N and \_ to single bytes; read as the code points PyYAML reads.
        QTest::newRow("line separator escapes") << QByteArray("a: \"\\N\\_\\L\\P\"\n") << v("{\"a\":\"\u0085\u00A0\u2028\u2029\"}");
        QTest::newRow("line separator escapes in a key") << QByteArray("\"k\\N\": \"x\\_y\"\n") << v("{\"k\u0085\":\"x\u00A0y\"}");
        QTest::newRow("flow sequence of scalars") << QByteArray("a: [x, 'y z', \"w\", 1, 2.5, null]\nb: [ ]\n") << v("{\"a\":[\"x\",\"y z\",\"w\",1,2.5,null],\"b\":[]}");
        QTest::newRow("question mark and colon starts") << QByteArray("?0: :x\n") << v("{\"?0\":\":x\"}");
        QTest::newRow("numbers") << QByteArray("a: 1\nb: -2\nc: 1.5\nd: 1e3\ne: .5\nf: 0x1F\ng: 0o17\nh: +3\ni: 18446744073709551615\n") << v("{\"a\":1,\"b\":-2,\"c\":1.5,\"d\":1000.0,\"e\":0.5,\"f\":31,\"g\":15,\"h\":3,\"i\":18446744073709551615}");
        QTest::newRow("plain with colons and hashes") << QByteArray("a: x:y\nb: a#b\nc: http://h/p#f\n") << v("{\"a\":\"x:y\",\"b\":\"a#b\",\"c\":\"http://h/p#f\"}");
        QTest::newRow("plain with flow characters") << QByteArray("a: x,y\nb: x]\nc: x}\n") << v("{\"a\":\"x,y\",\"b\":\"x]\",\"c\":\"x}\"}");
        QTest::newRow("plain with an opening bracket") << QByteArray("d: a[0]\n") << v("{\"d\":\"a[0]\"}");
        QTest::newRow("brackets deeper than the reader allows") << QByteArray("k: a" + QByteArray(200, '[') + "\n") << err("doc.yaml, line 1: nested more than 128 levels deep.");
        QTest::newRow("comment line full of brackets") << QByteArray("k:\n#" + QByteArray(200, '[') + "\nj: 1\n") << v("{\"k\":null,\"j\":1}");
        QTest::newRow("apostrophe in plain text, brackets in quotes") << QByteArray("a: it's\nb: '" + QByteArray(200, '[') + "'\n") << v("{\"a\":\"it's\",\"b\":\"" + std::string(200, '[') + "\"}");
        QTest::newRow("quote after a space in plain text") << QByteArray("a: don 't\n") << v("{\"a\":\"don 't\"}");
        QTest::newRow("deep compact sequences") << deepCompactSequence() << err("doc.yaml is nested more than 128 levels deep.");
        QTest::newRow("nested 40 deep") << nested40() << v(nested40Json());
        QTest::newRow("indented past 512 columns") << QByteArray("a:\n" + QByteArray(600, ' ') + "b: 1\n") << err("doc.yaml, line 2: nested deeper than this reader accepts.");
        QTest::newRow("empty collections") << QByteArray("a: {}\nb: []\nc:\n  - []\n  - {}\n") << v("{\"a\":{},\"b\":[],\"c\":[[],{}]}");
        QTest::newRow("key with spaces before the colon") << QByteArray("a   : 1\n") << v("{\"a\":1}");
        QTest::newRow("top-level sequence") << QByteArray("- 1\n- a: 2\n") << v("[1,{\"a\":2}]");
        QTest::newRow("indented top level") << QByteArray("  a: 1\n  b: 2\n") << v("{\"a\":1,\"b\":2}");
        QTest::newRow("flow mapping") << QByteArray("a: {b: 1}\n") << v("{\"a\":{\"b\":1}}");
        QTest::newRow("nested flow sequence") << QByteArray("a: [1, [2]]\n") << v("{\"a\":[1,[2]]}");
        QTest::newRow("flow sequence with a trailing comma") << QByteArray("a: [1, 2,]\n") << v("{\"a\":[1,2]}");
        QTest::newRow("flow sequence over two lines") << QByteArray("a: [1,\n  2]\n") << v("{\"a\":[1,2]}");
        QTest::newRow("anchor and alias") << QByteArray("a: &x 1\nb: *x\n") << v("{\"a\":1,\"b\":1}");
        QTest::newRow("tag") << QByteArray("a: !!str 1\n") << v("{\"a\":\"1\"}");
        QTest::newRow("literal block") << QByteArray("a: |\n  x\n  y\n") << err("doc.yaml, line 1: the tag ! is not allowed here");
        QTest::newRow("folded block") << QByteArray("a: >\n  x\n") << err("doc.yaml, line 1: the tag ! is not allowed here");
        QTest::newRow("multi-line plain") << QByteArray("a: x\n  y\n") << v("{\"a\":\"x y\"}");
        QTest::newRow("multi-line quoted") << QByteArray("a: \"x\n  y\"\n") << v("{\"a\":\"x y\"}");
        QTest::newRow("trailing comment") << QByteArray("a: 1 # one\n") << v("{\"a\":1}");
        QTest::newRow("complex key") << QByteArray("? a\n: 1\n") << v("{\"a\":1}");
        QTest::newRow("tabs") << QByteArray("a:\n\t- 1\n") << err("doc.yaml is not valid YAML: line 2, column 2: ");
        QTest::newRow("CRLF") << QByteArray("a: 1\r\nb: 2\r\n") << v("{\"a\":1,\"b\":2}");
        QTest::newRow("two documents") << QByteArray("a: 1\n---\nb: 2\n") << err("doc.yaml, line 2: a second YAML document starts here");
        QTest::newRow("document end") << QByteArray("a: 1\n...\n") << v("{\"a\":1}");
        QTest::newRow("directive") << QByteArray("%YAML 1.2\n---\na: 1\n") << v("{\"a\":1}");
        QTest::newRow("merge key") << QByteArray("<<: 1\n") << v("{\"<<\":1}");
        QTest::newRow("null keys") << QByteArray("~: 1\n") << err("doc.yaml, line 1: a mapping key must be plain text.");
        QTest::newRow("C1 control") << QByteArray("\xC2\x84k: 1\n") << err("doc.yaml, line 1: the character U+0084 is not accepted raw by every YAML reader");
        QTest::newRow("second BOM") << QByteArray("\xEF\xBB\xBFk: \xEF\xBB\xBF]*- b:\n") << err("doc.yaml is not valid YAML: line 1, column 12: ");
        QTest::newRow("NEL") << QByteArray("k: a\xC2\x85" "b\n") << err("doc.yaml, line 1: the character U+0085 is not accepted raw by every YAML reader");
        QTest::newRow("byte escape past ASCII") << QByteArray("k: \"\\xB6\"\n") << v("{\"k\":\"¶\"}");
        QTest::newRow("code point escape past ASCII") << QByteArray("k: \"\\u00B6\"\n") << v("{\"k\":\"¶\"}");
        QTest::newRow("non-character") << QByteArray("k: a\xEF\xBF\xBF\n") << err("doc.yaml, line 1: the character U+FFFF is not accepted raw by every YAML reader");
        QTest::newRow("Latin-1 letters") << QByteArray("k: caf\xC3\xA9 \xC2\xA9\n") << v("{\"k\":\"café ©\"}");
        QTest::newRow("null word keys") << QByteArray("a: 1\nnull: 2\n") << err("doc.yaml, line 2: a mapping key must be plain text.");
        QTest::newRow("duplicate key") << QByteArray("a: 1\na: 2\n") << err("doc.yaml, line 2: the key \"a\" appears twice.");
        QTest::newRow("duplicate key in a big mapping") << bigMappingWithADuplicate() << err("doc.yaml, line 41: the key \"k7\" appears twice.");
        QTest::newRow("duplicate key, quoted and plain") << QByteArray("a: 1\n\"a\": 2\n") << err("doc.yaml, line 2: the key \"a\" appears twice.");
        QTest::newRow("bad indentation") << QByteArray("a:\n    b: 1\n  c: 2\n") << err("doc.yaml is not valid YAML: line 3, column 3: ");
        QTest::newRow("a scalar document") << QByteArray("just text\n") << v("\"just text\"");
        QTest::newRow("map value after sequence entry") << QByteArray("- a: 1\n   b: 2\n") << err("doc.yaml is not valid YAML: line 2, column 5: ");
        QTest::newRow("colon space in a value") << QByteArray("a: b: c\n") << err("doc.yaml is not valid YAML: line 1, column 5: ");
        QTest::newRow("unknown escape") << QByteArray("a: \"\\q\"\n") << err("doc.yaml is not valid YAML: line 1, column 7: ");
        QTest::newRow("NUL escape") << QByteArray("a: \"\\0\"\n") << v("{\"a\":\"\\u0000\"}");
        QTest::newRow("surrogate escape") << QByteArray("a: \"\\ud800\"\n") << err("doc.yaml is not valid YAML: line 1, column 11: ");
        QTest::newRow("raw NUL") << QByteArray("a: 1\nb: \0\n", 10) << err("doc.yaml contains binary data (byte 0x00 at offset 8), not text.");
        QTest::newRow("not UTF-8") << QByteArray("a: 1\nb: caf\xE9\n") << err("doc.yaml is not UTF-8 text (byte 0xe9 at offset 11).");
        QTest::newRow("only a comment") << QByteArray("# nothing\n") << v("null");
        // Found by fuzz_yaml: written unquoted, these read back as a document marker and the rest.
        QTest::newRow("document marker in a top-level scalar") << QByteArray(" --- --") << v("\"--- --\"");
        QTest::newRow("document marker in a top-level key") << QByteArray("\"--- x\": 1\n'... y': 2\n") << v("{\"--- x\":1,\"... y\":2}");
        // Issue #18: implicit keys are at most 1024 characters to yaml-cpp and PyYAML.
        QTest::newRow("key of 1000") << QByteArray(1000, 'k') + ": 1\n" << v("{\"" + std::string(1000, 'k') + "\":1}");
        QTest::newRow("key of 1025") << QByteArray(1025, 'k') + ": 1\n" << err("doc.yaml is not valid YAML: line 1, column 1026: ");
        QTest::newRow("key of 3000 in a sequence") << "- " + QByteArray(3000, 'k') + ": 1\n" << err("doc.yaml is not valid YAML: line 1, column 3003: ");
        QTest::newRow("quoted key of 1100") << "\"" + QByteArray(1100, 'k') + "\": 1\n" << err("doc.yaml is not valid YAML: line 1, column 1103: ");
        QTest::newRow("nested key of 1030") << "a:\n  " + QByteArray(1030, 'k') + ":\n    - 1\n" << err("doc.yaml is not valid YAML: line 2, column 1033: ");
        QTest::newRow("explicit key of 1100") << "? " + QByteArray(1100, 'k') + "\n: 1\n" << v("{\"" + std::string(1100, 'k') + "\":1}");
    }

    void handWritten()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const QString actual = read(text);
        if (expected.startsWith(u"error: "_s))
            QVERIFY2(actual.startsWith(expected), qPrintable(actual));
        else
            QCOMPARE(actual, expected);
        QVERIFY(readOrNamed(text));
    }

    void longImplicitKey_isRefusedLikePyYaml()
    {
        // Found by fuzz_yaml: the block reader read a 1025-character key that yaml-cpp and
        // PyYAML refuse.
        const QByteArray text = "model:\n  " + QByteArray(1025, 'k') + ": 1\n";
        const ptq::Result<Json> ours = ArtifactIo::parseYaml(text, u"doc.yaml"_s);
        QVERIFY2(!ours.ok(), qPrintable(QString::fromStdString(ours.ok() ? ours->dump().substr(0, 80) : std::string())));
        QVERIFY2(ours.error().message.startsWith(u"doc.yaml is not valid YAML: line 2"_s), qPrintable(ours.error().message));
    }

    void mutations_readAlikeOrRefusedByLine_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::newRow("studio") << u"artifacts/studio/run_manifest.yaml"_s;
        QTest::newRow("upstream") << u"artifacts/upstream/run_manifest.yaml"_s;
    }

    void mutations_readAlikeOrRefusedByLine()
    {
        // Fixtures with random edits in YAML's own characters: each is read to values the app
        // writes and reads back alike, or refused by a message naming the file and the line;
        // a document read differs from itself in nothing.
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
            QVERIFY(readOrNamed(text));
            const ptq::Result<ptq::DiffResult> self =
                ptq::StructuralDiff::compareTexts(text, u"a-run_manifest.yaml"_s, text, u"b-run_manifest.yaml"_s);
            if (self) {
                QVERIFY(self->identical());
                ++stillRead;
            }
        }
        qInfo("%d of %d mutants read and compared", stillRead, mutants);
        QVERIFY2(stillRead > mutants / 10, qPrintable(u"only %1 mutants read: the check says little"_s.arg(stillRead)));
    }

    void diff_equalValuesWrittenDifferentlyAreSame()
    {
        // Trailing spaces, "q" against 'q', a list indented otherwise: the same values, so no
        // difference; a changed value beside them is the one difference.
        const QByteArray left("workflow: w\nsteps: []\na:\n  x: 1\n  y: [] \nb: \"q\"\nc:\n  - 1\n");
        const QByteArray right("workflow: w\nsteps: []\na:\n  x: 1\n  y: []\nb: 'q'\nc:\n- 1\n");
        const ptq::Result<ptq::DiffResult> same = ptq::StructuralDiff::compareTexts(left, u"l.yaml"_s, right, u"r.yaml"_s);
        QVERIFY2(same.ok(), qPrintable(same.ok() ? QString() : same.error().message));
        QVERIFY(same->identical());
        const QByteArray changed("workflow: w\nsteps: []\na:\n  x: 1.0\n  y: []\nb: 'q'\nc:\n- 1\n");
        const ptq::Result<ptq::DiffResult> one = ptq::StructuralDiff::compareTexts(left, u"l.yaml"_s, changed, u"r.yaml"_s);
        QVERIFY(one.ok());
        QCOMPARE(one->entries.size(), 1);
        QCOMPARE(one->entries[0].describe(), u"a.x: 1 → 1.0 (integer 1 vs float 1.0)"_s);
    }

    void diff_refusesWhatTheReaderRefuses()
    {
        // The diff reads through parseYaml: its errors, file and line, are the diff's.
        const QByteArray good("workflow: w\nsteps: []\n");
        const QByteArray duplicate("workflow: w\nsteps: []\nworkflow: v\n");
        const ptq::Result<ptq::DiffResult> r = ptq::StructuralDiff::compareTexts(good, u"l.yaml"_s, duplicate, u"r.yaml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message, u"r.yaml, line 3: the key \"workflow\" appears twice."_s);
        const QByteArray tagged("workflow: !!python/object:os.system w\nsteps: []\n");
        const ptq::Result<ptq::DiffResult> t = ptq::StructuralDiff::compareTexts(tagged, u"l.yaml"_s, good, u"r.yaml"_s);
        QVERIFY(!t.ok());
        QVERIFY2(t.error().message.startsWith(u"l.yaml, line 1: the tag !!python/object:os.system is not allowed"_s),
                 qPrintable(t.error().message));
    }
};

QTEST_GUILESS_MAIN(TestYamlReading)
#include "tst_yamlreading.moc"
