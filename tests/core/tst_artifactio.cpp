// Reading, parsing and atomically writing artifacts, including every bad input we know of.
#include "artifacts/artifactio.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <ctime>
#include <optional>
#include <sys/stat.h>

using namespace Qt::Literals::StringLiterals;
using ptq::ArtifactIo;
using ptq::Error;
using ptq::Json;

Q_DECLARE_METATYPE(ptq::Error::Code)

namespace {

// A device that accepts @p capacity bytes and then fails like a full disk.
class FailDevice final : public QIODevice
{
public:
    explicit FailDevice(qint64 capacity) : m_capacity(capacity) {}

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 len) override
    {
        if (m_written >= m_capacity) {
            setErrorString(u"No space left on device"_s);
            return -1;
        }
        const qint64 n = qMin(len, m_capacity - m_written);
        m_written += n;
        return n;
    }

private:
    qint64 m_capacity;
    qint64 m_written = 0;
};

QByteArray nested(int depth, char open, char close)
{
    return QByteArray(depth, open) + QByteArray(depth, close);
}

// Two complete documents the writer child alternates between; both are large enough that a
// write takes a while, so a kill lands in the middle of one.
Json bigDocument(int generation)
{
    Json doc = {{"generation", generation}, {"rows", Json::array()}};
    for (int i = 0; i < 20000; ++i)
        doc["rows"].push_back({{"i", i}, {"text", std::string(40, char('a' + generation % 26))}});
    return doc;
}

int writerLoop(const QString &path)
{
    for (int generation = 0;; ++generation) {
        if (!ArtifactIo::save(path, bigDocument(generation)))
            return 3;
    }
}

// PyYAML's reading of @p yaml as JSON text; an empty value when it refuses the text
// (then @p refusal holds its message).
std::optional<Json> readWithPyYaml(const QString &python, const QByteArray &yaml, QString *refusal = nullptr)
{
    QProcess py;
    py.start(python, {u"-c"_s, u"import sys,yaml,json; print(json.dumps(yaml.safe_load(sys.stdin.buffer)))"_s});
    if (!py.waitForStarted())
        qFatal("cannot start %s", qPrintable(python));
    py.write(yaml);
    py.closeWriteChannel();
    if (!py.waitForFinished(30000))
        qFatal("%s did not finish", qPrintable(python));
    if (py.exitStatus() != QProcess::NormalExit || py.exitCode() != 0) {
        if (refusal)
            *refusal = QString::fromUtf8(py.readAllStandardError()).trimmed().section(u'\n', -3);
        return std::nullopt;
    }
    return Json::parse(py.readAllStandardOutput().toStdString());
}

QString python()
{
    static const QString found = ptq::test::pythonWithYaml();
    return found;
}

QString utf8(char32_t cp)
{
    return QString::fromUcs4(&cp, 1);
}

} // namespace

class TestArtifactIo : public QObject
{
    Q_OBJECT

private slots:
    void save_followsTheUsersUmask_data()
    {
        QTest::addColumn<int>("mask");
        QTest::addColumn<int>("mode");
        QTest::newRow("022") << 022 << 0644;
        QTest::newRow("027") << 027 << 0640;
        QTest::newRow("077") << 077 << 0600;
    }

    void save_followsTheUsersUmask()
    {
        // Artifacts are shared the way the user shares files: not more, not less.
        QFETCH(int, mask);
        QFETCH(int, mode);
        QTemporaryDir dir;
        const mode_t previous = ::umask(mode_t(mask));
        const ptq::Status saved = ptq::ArtifactIo::save(dir.filePath(u"quant_plan.json"_s), ptq::Json{{"a", 1}});
        ::umask(previous);
        QVERIFY(saved);
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(dir.filePath(u"quant_plan.json"_s)).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), mode);
    }

    void readFile_refusesBadPaths_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<Error::Code>("code");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing") << u"nope.json"_s << Error::Code::NotFound << u"does not exist"_s;
        QTest::newRow("directory") << u"folder.json"_s << Error::Code::NotAFile << u"is a folder"_s;
        QTest::newRow("empty") << u"empty.json"_s << Error::Code::Empty << u"is empty"_s;
        QTest::newRow("2 GB") << u"huge.json"_s << Error::Code::TooLarge << u"at most"_s;
        QTest::newRow("FIFO") << u"fifo.json"_s << Error::Code::NotAFile << u"not a regular file"_s;
        QTest::newRow("dangling link") << u"dangling.json"_s << Error::Code::NotFound << u"does not exist"_s;
    }

    void readFile_refusesBadPaths()
    {
        QFETCH(QString, name);
        QFETCH(Error::Code, code);
        QFETCH(QString, phrase);
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(u"folder.json"_s);
        QFile(dir.filePath(u"empty.json"_s)).open(QIODevice::WriteOnly);
        {
            QFile huge(dir.filePath(u"huge.json"_s));
            QVERIFY(huge.open(QIODevice::WriteOnly));
            QVERIFY(huge.resize(2ll * 1024 * 1024 * 1024)); // sparse: costs no disk
        }
        // Nobody writes to the FIFO: a reader that opens it blocking never returns.
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(u"fifo.json"_s)).constData(), 0600), 0);
        QVERIFY(QFile::link(dir.filePath(u"gone.json"_s), dir.filePath(u"dangling.json"_s)));
        const QString path = dir.filePath(name);
        QElapsedTimer timer;
        timer.start();
        const ptq::Result<QByteArray> result = ArtifactIo::readFile(path);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, code);
        QVERIFY2(result.error().message.contains(path), qPrintable(result.error().message));
        QVERIFY2(result.error().message.contains(phrase), qPrintable(result.error().message));
        QVERIFY2(timer.elapsed() < 2000, "a refused file must not be read");
    }

    void parseJson_refusesBadInput_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Error::Code>("code");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("malformed") << QByteArray("{\"a\": }") << Error::Code::Malformed << u"line 1, column 7"_s;
        QTest::newRow("truncated") << QByteArray("{\"a\": [1, 2") << Error::Code::Malformed << u"not valid JSON"_s;
        QTest::newRow("whitespace only") << QByteArray(" \n\t ") << Error::Code::Empty << u"is empty"_s;
        QTest::newRow("latin-1") << QByteArray("{\"a\": \"caf\xe9\"}") << Error::Code::NotUtf8 << u"offset 10"_s;
        QTest::newRow("overlong utf-8") << QByteArray("{\"a\": \"\xc0\xaf\"}") << Error::Code::NotUtf8 << u"0xc0"_s;
        QTest::newRow("surrogate") << QByteArray("{\"a\": \"\xed\xa0\x80\"}") << Error::Code::NotUtf8 << u"not UTF-8"_s;
        QTest::newRow("nul byte") << QByteArray("{\"a\": 1}\0", 9) << Error::Code::NotUtf8 << u"binary data"_s;
        QTest::newRow("binary junk") << QByteArray("\x7f" "ELF\x02\x01\x01\0\0\0", 10) << Error::Code::NotUtf8
                                     << u"binary data"_s;
        QTest::newRow("200 levels") << nested(200, '[', ']') << Error::Code::TooDeep << u"128 levels"_s;
        QTest::newRow("trailing garbage") << QByteArray("{} x") << Error::Code::Malformed << u"not valid JSON"_s;
    }

    void parseJson_refusesBadInput()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(Error::Code, code);
        QFETCH(QString, phrase);
        const ptq::Result<Json> result = ArtifactIo::parseJson(bytes, u"/ws/model_analysis.json"_s);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, code);
        QVERIFY2(result.error().message.startsWith(u"/ws/model_analysis.json"_s), qPrintable(result.error().message));
        QVERIFY2(result.error().message.contains(phrase), qPrintable(result.error().message));
    }

    void parseJson_acceptsBomAndDeepButBoundedNesting()
    {
        QVERIFY(ArtifactIo::parseJson("\xEF\xBB\xBF{\"a\": 1}", u"x"_s).ok());
        QVERIFY(ArtifactIo::parseJson(nested(100, '[', ']'), u"x"_s).ok());
    }

    void parseYaml_refusesBadInput_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Error::Code>("code");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("unclosed flow") << QByteArray("a: [1, 2\nb: 3\n") << Error::Code::Malformed << u"not valid YAML"_s;
        QTest::newRow("bad indentation") << QByteArray("a:\n  b: 1\n c: 2\n") << Error::Code::Malformed << u"line"_s;
        QTest::newRow("duplicate key") << QByteArray("steps: []\nsteps: []\n") << Error::Code::Malformed
                                       << u"appears twice"_s;
        QTest::newRow("complex key") << QByteArray("? [a, b]\n: c\n") << Error::Code::Malformed << u"plain text"_s;
        QByteArray bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
        for (char c = 'b'; c <= 'i'; ++c)
            bomb += QByteArray(1, c) + ": &" + c + " [" + QByteArray("*") + char(c - 1) + ", *" + char(c - 1) + ", *"
                  + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1)
                  + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + "]\n";
        QTest::newRow("alias bomb") << bomb << Error::Code::TooLarge << u"YAML aliases"_s;
        QTest::newRow("deep flow") << nested(300, '[', ']') << Error::Code::TooDeep << u"levels deep"_s;
        QByteArray dashes;
        for (int i = 0; i < 5000; ++i)
            dashes += "- ";
        QTest::newRow("deep block sequence") << dashes + "x\n" << Error::Code::TooDeep << u"line 1"_s;
        QTest::newRow("latin-1") << QByteArray("a: caf\xe9\n") << Error::Code::NotUtf8 << u"not UTF-8"_s;
        QTest::newRow("nul byte") << QByteArray("a: 1\n\0b: 2\n", 11) << Error::Code::NotUtf8 << u"binary data"_s;
        QTest::newRow("empty") << QByteArray("\n\n") << Error::Code::Empty << u"is empty"_s;
    }

    void parseYaml_refusesBadInput()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(Error::Code, code);
        QFETCH(QString, phrase);
        const std::clock_t cpuStart = std::clock();
        const ptq::Result<Json> result = ArtifactIo::parseYaml(bytes, u"/ws/run_manifest.yaml"_s);
        const double cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, code);
        QVERIFY2(result.error().message.startsWith(u"/ws/run_manifest.yaml"_s), qPrintable(result.error().message));
        QVERIFY2(result.error().message.contains(phrase), qPrintable(result.error().message));
        // A hang guard, not a speed goal: an alias bomb must be cut off by its node count, not
        // expanded (which would take hours). Counted in processor time, not on the clock: under
        // ASan on a machine loaded 8 times over, the 0.3 s refusal took more than 60 s of wall time.
        QVERIFY2(cpuSeconds < 60, "bad YAML must be refused, not expanded");
    }

    void parseYaml_typesScalarsByTheCoreSchema_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("int") << QByteArray("v: 512") << QByteArray("512");
        QTest::newRow("negative") << QByteArray("v: -3") << QByteArray("-3");
        QTest::newRow("quoted int") << QByteArray("v: '512'") << QByteArray("\"512\"");
        QTest::newRow("double-quoted") << QByteArray("v: \"true\"") << QByteArray("\"true\"");
        QTest::newRow("float") << QByteArray("v: 0.25") << QByteArray("0.25");
        QTest::newRow("exponent") << QByteArray("v: 1e3") << QByteArray("1000.0");
        QTest::newRow("leading dot") << QByteArray("v: .5") << QByteArray("0.5");
        QTest::newRow("hex") << QByteArray("v: 0x1F") << QByteArray("31");
        QTest::newRow("octal") << QByteArray("v: 0o17") << QByteArray("15");
        QTest::newRow("bool") << QByteArray("v: True") << QByteArray("true");
        QTest::newRow("tilde") << QByteArray("v: ~") << QByteArray("null");
        QTest::newRow("empty value") << QByteArray("v:") << QByteArray("null");
        QTest::newRow("yes stays text") << QByteArray("v: yes") << QByteArray("\"yes\"");
        QTest::newRow("version stays text") << QByteArray("v: 0.12.post1") << QByteArray("\"0.12.post1\"");
        QTest::newRow("explicit str tag") << QByteArray("v: !!str 7") << QByteArray("\"7\"");
        QTest::newRow("flag") << QByteArray("v: --seq_len") << QByteArray("\"--seq_len\"");
    }

    void parseYaml_typesScalarsByTheCoreSchema()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QByteArray, json);
        const ptq::Result<Json> result = ArtifactIo::parseYaml(yaml, u"x.yaml"_s);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
        QCOMPARE(QByteArray::fromStdString(result->at("v").dump()), json);
    }

    void yaml_roundTripsEveryValue_data()
    {
        QTest::addColumn<QString>("text");
        const char *strings[] = {"",        "true",         "False",      "1",          "0x10",     "null",
                                 "~",       " lead",        "trail ",     "a: b",       "#c",       "- x",
                                 "multi\nline\n", "tab\there", "\x01" "ctrl", "unicodé ✓ 中文", "--flag",
                                 "'single'", "\"double\"", "[x]",        "{y}",        "*alias",   "&anchor",
                                 "!tag",    "%pct",         "@at",        "`bt",        "yes",      "No",
                                 "on",      "1.0",          "-5",         "1e5",        ".inf",     "? q",
                                 "a #b",    "x:",           "\\back",     "--model_dir=/a b/c"};
        for (const char *s : strings)
            QTest::newRow(QByteArray(s).toPercentEncoding().constData()) << QString::fromUtf8(s);
    }

    void yaml_roundTripsEveryValue()
    {
        QFETCH(QString, text);
        const Json doc = {{"value", text.toStdString()},
                          {text.toStdString().empty() ? "k" : text.toStdString(), "as key"},
                          {"list", {text.toStdString(), 0, -1, 9223372036854775807LL, 18446744073709551615ULL, 0.1,
                                    1e-10, -0.5, 100.0, true, false, nullptr}},
                          {"empty_object", Json::object()},
                          {"empty_list", Json::array()},
                          {"nested", {{"a", {{"b", {1, {{"c", text.toStdString()}}}}}}}}};
        const QByteArray yaml = ArtifactIo::toYamlBytes(doc);
        const ptq::Result<Json> back = ArtifactIo::parseYaml(yaml, u"roundtrip.yaml"_s);
        QVERIFY2(back.ok(), qPrintable((back.ok() ? QString() : back.error().message) + u"\n"_s + QString::fromUtf8(yaml)));
        QVERIFY2(*back == doc, qPrintable(QString::fromStdString(back->dump()) + u"\n"_s + QString::fromUtf8(yaml)));
    }

    void toYamlBytes_isReadAlikeByPyYamlAndUs()
    {
        // Every class of code point in values and keys: what we write, PyYAML's safe_load and
        // our reader read back as the same document.
        const QString python = ::python();
        if (python.isEmpty())
            QSKIP("no python3 with PyYAML found (system python3 or the Quark venv); cannot compare with PyYAML");
        QList<char32_t> points;
        for (char32_t c = 0; c < 0x20; ++c)
            points.append(c);
        for (char32_t c = 0x7F; c <= 0xA0; ++c)
            points.append(c);
        points += {0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0xFFFD, 0xE000, 0xD7FF, 0x10000, 0x10FFFF, 0x4E2D,
                   // Non-characters: yaml-cpp's double-quoted writer turns them into U+FFFD
                   // (found by fuzz_yaml, in a key that needed quotes for its "\r").
                   0xFDD0, 0xFDDF, 0xFDEF, 0x1FFFE, 0x10FFFF - 1};
        Json doc = {{"values", Json::array()}, {"keys", Json::object()}};
        for (const char32_t cp : points) {
            const std::string c = utf8(cp).toStdString();
            for (const std::string &text : {c, "a" + c + "b", c + " x", "x " + c, "\r" + c + "\t"})
                doc["values"].push_back(text);
            doc["keys"]["k" + c] = int(cp);
        }
        doc["keys"][std::string(1500, 'k')] = "a key longer than 1024 characters";
        doc["keys"][std::string(1500, 'q') + "\x7f"] = "a long key that needs escapes";
        // Found by fuzz_yaml: short enough as text, longer than 1024 once escaped.
        doc["keys"][std::string(600, '\\') + std::string(300, '"')] = "a key whose escapes make it long";
        doc["keys"][std::string(251, 'k')] = "just past the bound for an explicit key";
        doc["keys"][std::string(250, 'k')] = "at the bound";
        const QByteArray yaml = ArtifactIo::toYamlBytes(doc);
        QString refusal;
        const std::optional<Json> py = readWithPyYaml(python, yaml, &refusal);
        QVERIFY2(py.has_value(), qPrintable(u"PyYAML refuses what we wrote: "_s + refusal));
        for (std::size_t i = 0; i < doc["values"].size(); ++i)
            QVERIFY2(py->at("values").at(i) == doc["values"][i],
                     qPrintable(u"value %1: %2 != %3"_s.arg(i).arg(QString::fromStdString(py->at("values").at(i).dump()),
                                                               QString::fromStdString(doc["values"][i].dump()))));
        QVERIFY(*py == doc);
        const ptq::Result<Json> ours = ArtifactIo::parseYaml(yaml, u"written.yaml"_s);
        QVERIFY2(ours.ok(), qPrintable(ours.ok() ? QString() : ours.error().message));
        QVERIFY(*ours == doc);
    }

    void parseYaml_refusesWhatPyYamlRefuses_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<bool>("agree"); // false: we refuse although PyYAML (YAML 1.1) reads it
        const struct
        {
            const char *name;
            char32_t cp;
            bool agree;
        } points[] = {{"DEL", 0x7F, true},       {"C1 U+0080", 0x80, true}, {"C1 U+009F", 0x9F, true},
                      {"U+FFFE", 0xFFFE, true},  {"U+FFFF", 0xFFFF, true},  {"NBSP", 0xA0, true},
                      {"private use", 0xE000, true}, {"BOM inside", 0xFEFF, true},
                      // Line breaks to YAML 1.1 readers (PyYAML), text to YAML 1.2 (yaml-cpp):
                      // the two would read different values, so we read neither.
                      {"NEL", 0x85, false},      {"LS", 0x2028, false},     {"PS", 0x2029, false}};
        for (const auto &p : points) {
            const QByteArray c = utf8(p.cp).toUtf8();
            QTest::addRow("%s plain", p.name) << QByteArray("v: a" + c + "b\n") << p.agree;
            QTest::addRow("%s double-quoted", p.name) << QByteArray("v: \"a" + c + "b\"\n") << p.agree;
            QTest::addRow("%s single-quoted", p.name) << QByteArray("v: 'a" + c + "b'\n") << p.agree;
            QTest::addRow("%s key", p.name) << QByteArray("k" + c + ": 1\n") << p.agree;
            QTest::addRow("%s comment", p.name) << QByteArray("# c" + c + "\nv: 1\n") << p.agree;
        }
    }

    void parseYaml_refusesWhatPyYamlRefuses()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(bool, agree);
        const QString python = ::python();
        if (python.isEmpty())
            QSKIP("no python3 with PyYAML found (system python3 or the Quark venv); cannot compare with PyYAML");
        QString refusal;
        const std::optional<Json> py = readWithPyYaml(python, yaml, &refusal);
        const ptq::Result<Json> ours = ArtifactIo::parseYaml(yaml, u"/ws/run_manifest.yaml"_s);
        if (!py || !agree) {
            QVERIFY2(!ours.ok(), qPrintable(u"PyYAML: "_s + (py ? QString::fromStdString(py->dump()) : refusal)
                                            + u"; we read "_s + (ours.ok() ? QString::fromStdString(ours->dump()) : QString())));
            QVERIFY2(ours.error().message.startsWith(u"/ws/run_manifest.yaml"_s), qPrintable(ours.error().message));
            return;
        }
        QVERIFY2(ours.ok(), qPrintable(ours.ok() ? QString() : ours.error().message));
        QVERIFY2(*ours == *py, qPrintable(QString::fromStdString(ours->dump() + " != " + py->dump())));
    }

    void parseYaml_tagsAndDocuments_likeSafeLoad_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("refusedAtLine"); // 0: read, as PyYAML's safe_load reads it
        QTest::newRow("python object") << QByteArray("a: 1\nv: !!python/object:os.system x\n") << 2;
        QTest::newRow("python apply") << QByteArray("v: !!python/object/apply:os.system [\"id\"]\n") << 1;
        QTest::newRow("python name key") << QByteArray("!!python/name:os.system k: v\n") << 1;
        QTest::newRow("binary") << QByteArray("v: !!binary aGVsbG8=\n") << 1;
        QTest::newRow("set") << QByteArray("a: 1\nb: !!set {x}\n") << 2;
        QTest::newRow("timestamp") << QByteArray("v: !!timestamp 2024-01-01\n") << 1;
        QTest::newRow("custom tag") << QByteArray("run:\n  status: !custom done\n") << 2;
        QTest::newRow("verbatim tag") << QByteArray("v: !<tag:example.com,2000:x> y\n") << 1;
        QTest::newRow("tagged mapping") << QByteArray("v: !thing\n  a: 1\n") << 1;
        QTest::newRow("int tag on text") << QByteArray("v: !!int abc\n") << 1;
        QTest::newRow("seq tag on a mapping") << QByteArray("v: !!seq {a: 1}\n") << 1;
        QTest::newRow("second document") << QByteArray("a: 1\n---\nb: 2\n") << 2;
        QTest::newRow("second document after a start") << QByteArray("---\na: 1\n---\nb: 2\n") << 3;
        QTest::newRow("empty second document") << QByteArray("a: 1\n---\n") << 2;
        QTest::newRow("str tag") << QByteArray("v: !!str 7\n") << 0;
        QTest::newRow("int tag") << QByteArray("v: !!int 7\n") << 0;
        QTest::newRow("int tag, quoted") << QByteArray("v: !!int \"7\"\n") << 0;
        QTest::newRow("float tag on an integer") << QByteArray("v: !!float 1\n") << 0;
        QTest::newRow("bool tag") << QByteArray("v: !!bool true\n") << 0;
        QTest::newRow("null tag") << QByteArray("v: !!null ~\n") << 0;
        QTest::newRow("map and seq tags") << QByteArray("v: !!map {a: !!seq [1]}\n") << 0;
        // "! 7": text to YAML 1.2 readers, a number to PyYAML; refused.
        QTest::newRow("non-specific tag") << QByteArray("v: ! 7\n") << 1;
        QTest::newRow("quoted key and value") << QByteArray("'k': \"7\"\n") << 0;
        QTest::newRow("document end, then another") << QByteArray("a: 1\n...\nb: 2\n") << 3;
        QTest::newRow("document end") << QByteArray("a: 1\n...\n") << 0;
    }

    void parseYaml_tagsAndDocuments_likeSafeLoad()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, refusedAtLine);
        const QString origin = u"/ws/run_manifest.yaml"_s;
        const ptq::Result<Json> ours = ArtifactIo::parseYaml(yaml, origin);
        if (refusedAtLine > 0) {
            QVERIFY2(!ours.ok(), qPrintable(QString::fromStdString(ours.ok() ? ours->dump() : std::string())));
            QVERIFY2(ours.error().message.startsWith(u"%1, line %2:"_s.arg(origin).arg(refusedAtLine)),
                     qPrintable(ours.error().message));
            return;
        }
        QVERIFY2(ours.ok(), qPrintable(ours.ok() ? QString() : ours.error().message));
        if (::python().isEmpty())
            QSKIP("no python3 with PyYAML found (system python3 or the Quark venv); cannot compare with PyYAML");
        QString refusal;
        const std::optional<Json> py = readWithPyYaml(::python(), yaml, &refusal);
        QVERIFY2(py.has_value(), qPrintable(refusal));
        QVERIFY2(*py == *ours, qPrintable(QString::fromStdString(py->dump() + " != " + ours->dump())));
    }

    void parseYaml_escapesReadLikePyYaml_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("value"); // what "v" holds
        // yaml-cpp 0.7 decodes \N and \_ to the single bytes 0x85 and 0xA0, not UTF-8.
        QTest::newRow("NEL escape") << QByteArray("v: \"a\\Nb\"\n") << u"a\u0085b"_s;
        QTest::newRow("NBSP escape") << QByteArray("v: \"a\\_b\"\n") << u"a\u00A0b"_s;
        QTest::newRow("both, beside UTF-8") << QByteArray("v: \"\xC3\xA9\\N\\_\xE4\xB8\xAD\"\n") << u"é\u0085\u00A0中"_s;
        QTest::newRow("in a key") << QByteArray("\"k\\N\": 1\nv: \"\\_\"\n") << u"\u00A0"_s;
        QTest::newRow("line and paragraph separators") << QByteArray("v: \"\\L\\P\"\n") << u"\u2028\u2029"_s;
        QTest::newRow("byte escape") << QByteArray("v: \"\\xB6\\x41\"\n") << u"¶A"_s;
        QTest::newRow("code point escapes") << QByteArray("v: \"\\u00B6\\U0001F600\"\n") << u"¶😀"_s;
        QTest::newRow("controls") << QByteArray("v: \"\\0\\a\\e\\t\"\n") << QString::fromUtf8("\0\a\x1b\t", 4);
    }

    void parseYaml_escapesReadLikePyYaml()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, value);
        const ptq::Result<Json> ours = ArtifactIo::parseYaml(yaml, u"/ws/run_manifest.yaml"_s);
        QVERIFY2(ours.ok(), qPrintable(ours.ok() ? QString() : ours.error().message));
        // Valid UTF-8 throughout: a strict dump throws on anything else.
        QCOMPARE(QString::fromStdString(ours->at("v").get<std::string>()), value);
        QVERIFY(!ours->dump(-1, ' ', false, Json::error_handler_t::strict).empty());
        if (::python().isEmpty())
            QSKIP("no python3 with PyYAML found (system python3 or the Quark venv); cannot compare with PyYAML");
        QString refusal;
        const std::optional<Json> py = readWithPyYaml(::python(), yaml, &refusal);
        QVERIFY2(py.has_value(), qPrintable(refusal));
        QVERIFY2(*py == *ours, qPrintable(QString::fromStdString(py->dump() + " != " + ours->dump())));
    }

    void parseYaml_aStrayFlowTokenIsRefused_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::newRow("comma first") << QByteArray(", a]\n");
        QTest::newRow("the fuzzer's input") << QByteArray(", --seq_len, \"951\"]\n    command: \"quark-cli\"\nn:1.0 \n");
        QTest::newRow("after a document end") << QByteArray("a: 1\n...\n, x\n");
    }

    // yaml-cpp 0.7's LoadAll never returns on these (found by fuzz_diff); PyYAML refuses them.
    // A hang here is a ctest timeout, so the test fails rather than passes on a regression.
    void parseYaml_aStrayFlowTokenIsRefused()
    {
        QFETCH(QByteArray, yaml);
        const std::clock_t cpuStart = std::clock(); // processor time: a loaded machine does not fail it
        const ptq::Result<Json> ours = ArtifactIo::parseYaml(yaml, u"/ws/run_manifest.yaml"_s);
        QVERIFY(double(std::clock() - cpuStart) / CLOCKS_PER_SEC < 5);
        QVERIFY(!ours.ok());
        QVERIFY2(ours.error().message.contains(u"/ws/run_manifest.yaml"_s), qPrintable(ours.error().message));
        if (::python().isEmpty())
            QSKIP("no python3 with PyYAML found (system python3 or the Quark venv); cannot compare with PyYAML");
        QString refusal;
        QVERIFY2(!readWithPyYaml(::python(), yaml, &refusal).has_value(), "PyYAML read it");
    }

    void writeAll_namesThePathWhenTheDeviceFails()
    {
        FailDevice device(10);
        QVERIFY(device.open(QIODevice::WriteOnly));
        const ptq::Status status = ArtifactIo::writeAll(device, QByteArray(100, 'x'), u"/ws/quant_plan.json"_s);
        QVERIFY(!status.ok());
        QCOMPARE(status.error().code, Error::Code::WriteFailed);
        QCOMPARE(status.error().message, u"Could not write /ws/quant_plan.json: No space left on device"_s);
    }

    void writeAtomically_replacesTheFileWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"quant_plan.json"_s);
        QVERIFY(ArtifactIo::writeAtomically(path, "first").ok());
        QVERIFY(ArtifactIo::writeAtomically(path, "second").ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("second"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"quant_plan.json"_s});
    }

    void writeAtomically_refusesBadTargets()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(u"model_analysis.json"_s);
        ptq::Status status = ArtifactIo::writeAtomically(dir.filePath(u"model_analysis.json"_s), "x");
        QVERIFY(!status.ok());
        QVERIFY(status.error().message.contains(u"is a folder"_s));
        status = ArtifactIo::writeAtomically(dir.filePath(u"gone/quant_plan.json"_s), "x");
        QVERIFY(!status.ok());
        QVERIFY(status.error().message.contains(dir.filePath(u"gone"_s)));
        QVERIFY(!QFileInfo::exists(dir.filePath(u"gone"_s)));
    }

    void writeAtomically_refusesLinksAndSpecialFiles()
    {
        // A link in an artifact's place would have the write land wherever it points.
        QTemporaryDir dir;
        const QString elsewhere = dir.filePath(u"elsewhere.yaml"_s);
        QVERIFY(ArtifactIo::writeAtomically(elsewhere, "other: workspace\n").ok());
        const QString link = dir.filePath(u"run_manifest.yaml"_s);
        QVERIFY(QFile::link(elsewhere, link));
        ptq::Status status = ArtifactIo::writeAtomically(link, "mine: true\n");
        QVERIFY(!status.ok());
        QCOMPARE(status.error().code, Error::Code::NotAFile);
        QVERIFY2(status.error().message.contains(link) && status.error().message.contains(u"symbolic link"_s),
                 qPrintable(status.error().message));
        QFile other(elsewhere);
        QVERIFY(other.open(QIODevice::ReadOnly));
        QCOMPARE(other.readAll(), QByteArray("other: workspace\n"));
        QVERIFY(QFileInfo(link).isSymLink());

        const QString outside = dir.filePath(u"outside.json"_s);
        const QString dangling = dir.filePath(u"config.json"_s);
        QVERIFY(QFile::link(outside, dangling));
        status = ArtifactIo::writeAtomically(dangling, "{}");
        QVERIFY(!status.ok());
        QVERIFY2(status.error().message.contains(dangling), qPrintable(status.error().message));
        QVERIFY2(!QFileInfo::exists(outside), "nothing is created where a dangling link points");

        const QString fifo = dir.filePath(u"model_analysis.json"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        status = ArtifactIo::writeAtomically(fifo, "{}");
        QVERIFY(!status.ok());
        QVERIFY2(status.error().message.contains(fifo) && status.error().message.contains(u"not a regular file"_s),
                 qPrintable(status.error().message));
    }

    void writeAtomically_keepsTheModeOfTheFileItReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"quant_plan.json"_s);
        QVERIFY(ArtifactIo::writeAtomically(path, "{}").ok());
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QVERIFY(ArtifactIo::writeAtomically(path, "{\"a\": 1}").ok());
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
    }

    void writeAtomically_onAFullDisk_keepsThePreviousVersion()
    {
        QTemporaryDir dir;
        ptq::test::ScopedTmpfs disk(dir.filePath(u"disk"_s), u"size=64k"_s);
        if (!disk.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root); the FailDevice test covers the write path");
        const QString path = dir.filePath(u"disk/run_manifest.yaml"_s);
        QVERIFY(ArtifactIo::writeAtomically(path, "workflow: quark-torch-ptq\n").ok());
        const ptq::Status status = ArtifactIo::writeAtomically(path, QByteArray(256 * 1024, 'x'));
        QVERIFY(!status.ok());
        QVERIFY2(status.error().message.contains(path), qPrintable(status.error().message));
        QVERIFY2(status.error().message.contains(u"previous version is unchanged"_s) ||
                     status.error().message.contains(u"Could not write"_s),
                 qPrintable(status.error().message));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("workflow: quark-torch-ptq\n"));
        QCOMPARE(QDir(dir.filePath(u"disk"_s)).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"run_manifest.yaml"_s});
    }

    void writeAtomically_withLessFreeThanTheWriteBuffer_failsAndKeepsThePreviousVersion()
    {
        // A document smaller than Qt's 16 KiB write buffer but larger than the disk's free
        // space: the failing write must be seen, never an empty file renamed over the old one.
        QTemporaryDir dir;
        ptq::test::ScopedTmpfs disk(dir.filePath(u"disk"_s), u"size=256k"_s);
        if (!disk.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root); the FailDevice test covers the write path");
        const QString path = dir.filePath(u"disk/model_analysis.json"_s);
        const Json old = {{"schema_version", "1"}, {"model", {{"id", "tiny"}}}};
        QVERIFY(ArtifactIo::save(path, old).ok());
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray oldBytes = before.readAll();
        before.close();
        QVERIFY2(disk.fillLeaving(4096), qPrintable(u"free: %1"_s.arg(disk.freeBytes())));
        Json bigger = old;
        bigger["notes"] = std::string(10 * 1024, 'n');
        const ptq::Status status = ArtifactIo::save(path, bigger);
        QVERIFY2(!status.ok(), "a save that did not fit on the disk reported success");
        QCOMPARE(status.error().code, Error::Code::WriteFailed);
        QVERIFY2(status.error().message.contains(path), qPrintable(status.error().message));
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), oldBytes);
        QCOMPARE(QDir(dir.filePath(u"disk"_s)).entryList(QDir::Files | QDir::Hidden),
                 (QStringList{u"filler"_s, u"model_analysis.json"_s}));
    }

    void writeAtomically_onAReadOnlyDisk_changesNothing()
    {
        QTemporaryDir dir;
        ptq::test::ScopedTmpfs disk(dir.filePath(u"ro"_s), u"size=64k"_s);
        if (!disk.mounted())
            QSKIP("cannot mount a tmpfs here (needs root)");
        const QString path = dir.filePath(u"ro/quant_plan.json"_s);
        QVERIFY(ArtifactIo::writeAtomically(path, "{}").ok());
        QVERIFY(disk.remountReadOnly());
        const ptq::Status status = ArtifactIo::writeAtomically(path, "{\"changed\": true}");
        QVERIFY(!status.ok());
        QVERIFY2(status.error().message.contains(dir.filePath(u"ro"_s)), qPrintable(status.error().message));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("{}"));
    }

    void killedWhileWriting_leavesACompleteFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"quant_plan.json"_s);
        QVERIFY(ArtifactIo::save(path, bigDocument(0)).ok());
        for (int round = 0; round < 5; ++round) {
            QProcess writer;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"PTQ_TEST_WRITER"_s, path);
            writer.setProcessEnvironment(env);
            writer.start(QCoreApplication::applicationFilePath(), {});
            QVERIFY(writer.waitForStarted());
            QTest::qWait(150 + 70 * round);
            ::kill(pid_t(writer.processId()), SIGKILL);
            QVERIFY(writer.waitForFinished());
            QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
            const ptq::Result<ptq::LoadedDocument> loaded = ArtifactIo::load(path);
            QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
            QCOMPARE(loaded->json.at("rows").size(), std::size_t(20000));
        }
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("PTQ_TEST_WRITER"))
        return writerLoop(qEnvironmentVariable("PTQ_TEST_WRITER"));
    TestArtifactIo test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_artifactio.moc"
