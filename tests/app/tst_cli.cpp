// The headless command line, run as a user runs it: the real binary, no display at all.
#include "artifacts/artifactio.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run ptqStudio(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Headless subcommands must not need a display or a platform plugin.
    env.remove(u"DISPLAY"_s);
    env.remove(u"WAYLAND_DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(PTQ_STUDIO_BINARY), arguments);
    if (!process.waitForFinished(60000))
        qFatal("ptq-studio did not finish");
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString fixture(const QString &relative)
{
    return ptq::test::fixturePath(relative);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void version_printsNameAndVersion()
    {
        const Run run = ptqStudio({u"--version"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(u"ptq-studio " PTQ_VERSION ""_s), qPrintable(run.out));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    }

    void help_listsValidate()
    {
        const Run run = ptqStudio({u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"validate"_s));
    }

    void validate_validStudioArtifacts_exitZero()
    {
        const Run run = ptqStudio({u"validate"_s, fixture(u"artifacts/studio/model_analysis.json"_s),
                                   fixture(u"artifacts/studio/quant_plan.json"_s),
                                   fixture(u"artifacts/studio/run_manifest.yaml"_s)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count(u": valid (model_analysis"_s) + run.out.count(u": valid (quant_plan"_s)
                     + run.out.count(u": valid (run_manifest"_s),
                 3);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    }

    void validate_upstreamOnly_isValidUnlessStrict()
    {
        const QString file = fixture(u"artifacts/upstream/run_manifest.yaml"_s);
        Run run = ptqStudio({u"validate"_s, file});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"valid against the upstream run_manifest contract"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"/: Missing required property 'approval'."_s));
        run = ptqStudio({u"validate"_s, u"--strict"_s, file});
        QCOMPARE(run.exitCode, 1);
    }

    void validate_invalid_namesPointerAndRule()
    {
        QTemporaryDir dir;
        ptq::Json doc = ptq::test::readJson(fixture(u"artifacts/studio/quant_plan.json"_s));
        doc["evaluation_intent"] = "thorough";
        const QString path = dir.filePath(u"quant_plan.json"_s);
        QVERIFY(ptq::ArtifactIo::save(path, doc).ok());
        const Run run = ptqStudio({u"validate"_s, path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(path + u": invalid (quant_plan)"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"/evaluation_intent: "_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"[upstream contract]"_s), qPrintable(run.out));
    }

    void validate_kindFromContent_andFromFlag()
    {
        QTemporaryDir dir;
        const QString renamed = dir.filePath(u"analysis-of-qwen.json"_s);
        QVERIFY(QFile::copy(fixture(u"artifacts/studio/model_analysis.json"_s), renamed));
        Run run = ptqStudio({u"validate"_s, renamed});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"valid (model_analysis"_s));
        run = ptqStudio({u"validate"_s, u"--kind"_s, u"plan"_s, renamed});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.contains(u"invalid (quant_plan)"_s));
    }

    void validate_unreadableInput_exitTwoNamingThePath_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing") << u"missing/model_analysis.json"_s << QByteArray() << u"does not exist"_s;
        QTest::newRow("directory") << u"dir"_s << QByteArray() << u"is a folder"_s;
        QTest::newRow("empty") << u"quant_plan.json"_s << QByteArray("") << u"is empty"_s;
        QTest::newRow("malformed yaml") << u"run_manifest.yaml"_s << QByteArray("steps: [\n") << u"not valid YAML"_s;
        QTest::newRow("not utf-8") << u"model_analysis.json"_s << QByteArray("{\"a\":\"\xff\"}") << u"not UTF-8"_s;
        QTest::newRow("unknown kind") << u"notes.json"_s << QByteArray("{\"hello\": 1}") << u"--kind"_s;
    }

    void validate_unreadableInput_exitTwoNamingThePath()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, phrase);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        if (name == u"dir"_s) {
            QVERIFY(QDir().mkdir(path));
        } else if (!name.startsWith(u"missing"_s)) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        const Run run = ptqStudio({u"validate"_s, path, fixture(u"artifacts/studio/quant_plan.json"_s)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.contains(path + u": error: "_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(phrase), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"quant_plan.json: valid"_s), "the other file is still checked");
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
    }

    void validate_usageErrors_exitTwo()
    {
        Run run = ptqStudio({u"validate"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"name at least one FILE"_s));
        run = ptqStudio({u"validate"_s, u"--kind"_s, u"recipe"_s, u"x.json"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"recipe"_s));
        run = ptqStudio({u"validate"_s, u"--frobnicate"_s, u"x.json"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"frobnicate"_s));
    }

    void validate_json_isMachineReadable()
    {
        const Run run = ptqStudio({u"validate"_s, u"--json"_s, fixture(u"artifacts/studio/model_analysis.json"_s),
                                   fixture(u"artifacts/upstream/quant_plan.json"_s)});
        QCOMPARE(run.exitCode, 0);
        const ptq::Json report = ptq::Json::parse(run.out.toStdString());
        QCOMPARE(report.size(), std::size_t(2));
        QVERIFY(report[0]["status"] == "valid");
        QVERIFY(report[0]["kind"] == "model_analysis");
        QVERIFY(report[1]["status"] == "upstream-only");
        QVERIFY(!report[1]["missing_for_studio"].empty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
