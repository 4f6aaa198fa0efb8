// Names that are not UTF-8: Qt decodes them with U+FFFD and encodes them back to other bytes, so
// using the decoded QString would read, create or approve another path than the one named.
// The app refuses them, naming the bytes; nothing is created anywhere.
#include "artifacts/pathtext.h"
#include "artifacts/workspace.h"
#include "command/commandline.h"
#include "source/modelsource.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace {

/// Every entry under @p root, as raw bytes (readdir's own names, not Qt's decoding).
QList<QByteArray> rawTree(const QString &root)
{
    QProcess find;
    find.start(u"find"_s, {root, u"-print0"_s});
    find.waitForFinished(30000);
    QList<QByteArray> entries = find.readAllStandardOutput().split('\0');
    entries.removeAll(QByteArray());
    std::sort(entries.begin(), entries.end());
    return entries;
}

/// @p bytes for printf's format: bytes above 0x7f as octal escapes, so that the script itself
/// stays ASCII (QProcess encodes it as UTF-8).
QString printfFormat(const QByteArray &bytes)
{
    QString out;
    for (char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        // printf takes a leading '-' for an option: that one is written as an escape too.
        const bool escape = b >= 0x80 || (out.isEmpty() && c == '-');
        out += escape ? u"\\%1"_s.arg(b, 3, 8, QChar(u'0')) : QString(QLatin1Char(c));
    }
    return out;
}

struct Run
{
    int exitCode = -1;
    QString err;
};

/// Runs ptq-studio with @p rawArgs passed as bytes: QProcess would UTF-8-encode a QString, so the
/// bytes go through /bin/sh's printf (the test's own plumbing; the app never uses a shell).
Run ptqStudioRaw(const QList<QByteArray> &rawArgs, const QByteArray &rawEnvAssignment = {})
{
    QStringList script{u"exec"_s};
    if (!rawEnvAssignment.isEmpty())
        script = {u"export \"$(printf '%1')\" && exec"_s.arg(printfFormat(rawEnvAssignment))};
    script << u"\"$0\""_s;
    for (const QByteArray &arg : rawArgs)
        script << u"\"$(printf '%1')\""_s.arg(printfFormat(arg));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.remove(u"LANGUAGE"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    process.setProcessEnvironment(env);
    process.start(u"/bin/sh"_s, {u"-c"_s, script.join(u' '), PTQ_STUDIO_BINARY});
    if (!process.waitForFinished(60000))
        qFatal("ptq-studio did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestPathBytes : public QObject
{
    Q_OBJECT

private slots:
    void escaped_showsBadBytesAsHex()
    {
        QCOMPARE(ptq::PathText::escaped("/m/na\xffme-\xc3\xa9"), u"/m/na\\xffme-\u00e9"_s);
        QVERIFY(ptq::PathText::checkBytes("/m/caf\xc3\xa9", u"x"_s).ok());
        const ptq::Status bad = ptq::PathText::checkBytes("/m/caf\xe9", u"Argument 2"_s);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message.contains(u"Argument 2 (\"/m/caf\\xe9\")"_s), qPrintable(bad.error().message));
    }

    // A folder with a Latin-1 name: the QString a file dialog or a listing gives names another path.
    void decoded_aLossyFolderIsRefused()
    {
        QTemporaryDir root;
        const QByteArray raw = QFile::encodeName(root.path()) + "/mod\xe8le";
        QCOMPARE(::mkdir(raw.constData(), 0755), 0);
        QVERIFY(QFile::exists(root.path()));
        const QString decoded = QString::fromUtf8(raw); // "/…/mod\uFFFDle"
        QVERIFY(QFile::encodeName(decoded) != raw);

        const ptq::Status status = ptq::PathText::checkDecoded(decoded + u"/config.json"_s);
        QVERIFY(!status.ok());
        QVERIFY2(status.error().message.contains(u"mod\\xe8le"_s), qPrintable(status.error().message));
        const ptq::Status folder = ptq::ModelSourceParser::checkModelFolder(decoded);
        QVERIFY(!folder.ok());
        QVERIFY2(folder.error().message.contains(u"not valid UTF-8"_s), qPrintable(folder.error().message));

        // A workspace or an output folder chosen there (e.g. in a file dialog) is refused too,
        // and nothing named with U+FFFD is created beside the real folder.
        const ptq::Result<ptq::Workspace> ws = ptq::Workspace::open(decoded + u"/ws"_s, ptq::Workspace::OpenMode::CreateIfMissing);
        QVERIFY(!ws.ok());
        QVERIFY2(ws.error().message.contains(u"mod\\xe8le"_s), qPrintable(ws.error().message));
        const ptq::OutputDirCheck out = ptq::OutputDirRules::check(decoded + u"/out"_s, root.filePath(u"model"_s),
                                                                   root.filePath(u"ws"_s), 0);
        QVERIFY(!out.blocking.isEmpty());
        QVERIFY2(out.blocking.join(u' ').contains(u"not valid UTF-8"_s), qPrintable(out.blocking.join(u' ')));
        QVERIFY(!QFileInfo::exists(decoded));

        // A real folder whose (valid UTF-8) name holds U+FFFD itself is fine, and so is one still
        // to be created.
        QVERIFY(QDir().mkpath(root.filePath(u"real-\uFFFD"_s)));
        QVERIFY(ptq::PathText::checkDecoded(root.filePath(u"real-\uFFFD/new/deeper"_s)).ok());
        QVERIFY(ptq::PathText::checkDecoded(root.filePath(u"plain/new"_s)).ok());
        QCOMPARE(::rmdir(raw.constData()), 0); // QTemporaryDir cannot name it either
    }

    void cli_anArgumentThatIsNotUtf8IsRefusedAndNothingIsCreated_data()
    {
        QTest::addColumn<QList<QByteArray>>("arguments");
        QTest::addColumn<QString>("named");
        // printf octal escapes: \350 is Latin-1 è, \377 a byte no UTF-8 has.
        QTest::newRow("example") << QList<QByteArray>{"example", "ROOT/mod\\350le"} << u"mod\\xe8le"_s;
        QTest::newRow("analyze --workspace")
            << QList<QByteArray>{"analyze", "ROOT/model", "--workspace", "ROOT/ws\\377"} << u"ws\\xff"_s;
        QTest::newRow("manifest --output-dir")
            << QList<QByteArray>{"manifest", "--workspace", "ROOT/ws", "--output-dir", "ROOT/out\\377"} << u"out\\xff"_s;
    }

    void cli_anArgumentThatIsNotUtf8IsRefusedAndNothingIsCreated()
    {
        QFETCH(QList<QByteArray>, arguments);
        QFETCH(QString, named);
        QTemporaryDir root;
        QVERIFY(QDir().mkpath(root.filePath(u"ws"_s)));
        QVERIFY(QDir().mkpath(root.filePath(u"model"_s)));
        const QList<QByteArray> before = rawTree(root.path());
        for (QByteArray &a : arguments)
            a.replace("ROOT", QFile::encodeName(root.path()));
        const Run run = ptqStudioRaw(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"is not valid UTF-8"_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(named), qPrintable(run.err));
        QCOMPARE(rawTree(root.path()), before);
    }

    void cli_aPathVariableThatIsNotUtf8IsRefused()
    {
        QTemporaryDir root;
        const QByteArray home = QFile::encodeName(root.path()) + "/hf\\377";
        const Run run = ptqStudioRaw({"example", QFile::encodeName(root.filePath(u"m"_s))}, "HF_HOME=" + home);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"HF_HOME"_s) && run.err.contains(u"hf\\xff"_s), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(root.filePath(u"m"_s)));

        // The same command with UTF-8 names works (the refusal is about the bytes, not the command).
        const Run ok = ptqStudioRaw({"example", QFile::encodeName(root.filePath(u"m\u00e9"_s))});
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
        QVERIFY(QFileInfo::exists(root.filePath(u"m\u00e9/config.json"_s)));
    }
};

QTEST_GUILESS_MAIN(TestPathBytes)
#include "tst_pathbytes.moc"
