// Known amd-quark releases: the shipped knowledge loads and agrees with the checked-in help of the
// real 0.13; an environment is recognised from its dist-info (METADATA, RECORD, the files on disk)
// without Python, and is not when a file was edited, the version is another or nothing is there;
// the probe answers from the knowledge first and still finishes with quark-cli's own answer.
#include "plan/helpparser.h"
#include "plan/knownrelease.h"
#include "plan/quarkapi.h"
#include "plan/quarkcliprobe.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Qt::Literals::StringLiterals;
using ptq::CliCapabilities;
using ptq::KnownReleases;

Q_DECLARE_METATYPE(ptq::Result<ptq::CliCapabilities>)

namespace {

void write(const QString &path, const QByteArray &bytes, bool executable = false)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    f.write(bytes);
    f.close();
    if (executable)
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeUser);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A Python environment as pip leaves it, with an amd-quark of @p version whose two "source"
/// files are made up here, and knowledge of that release (the shipped 0.13's help and API
/// answers, these files' hashes) in <root>/knowledge.
struct FakeEnv
{
    QTemporaryDir root;
    QString prefix, site, info, cli, knowledge;
    const QStringList files{u"quark/experimental/cli/torch_llm_ptq.py"_s, u"quark/torch/quantization/config/template.py"_s};

    explicit FakeEnv(const QString &version = u"0.13"_s, const QString &knownVersion = u"0.13"_s)
    {
        prefix = root.filePath(u"env"_s);
        site = prefix + u"/lib/python3.12/site-packages"_s;
        info = site + u"/amd_quark-"_s + version + u".dist-info"_s;
        cli = prefix + u"/bin/quark-cli"_s;
        knowledge = root.filePath(u"knowledge"_s);
        write(prefix + u"/bin/python"_s, "#!/bin/sh\nexit 3\n", true);
        write(cli, "#!" + prefix.toUtf8() + "/bin/python\nfrom quark.experimental.cli.main import main\n", true);
        write(info + u"/METADATA"_s, "Metadata-Version: 2.4\nName: amd-quark\nVersion: " + version.toUtf8()
                                        + "\nSummary: x\n\nVersion: 9.9 (in the description, not a header)\n");
        QByteArray record;
        nlohmann::json hashes = nlohmann::json::object();
        for (const QString &file : files) {
            const QByteArray contents = "# made up for the test: " + file.toUtf8() + '\n';
            write(site + u'/' + file, contents);
            const QString hash = KnownReleases::recordHash(contents);
            record += file.toUtf8() + ',' + hash.toUtf8() + ',' + QByteArray::number(contents.size()) + '\n';
            hashes[file.toStdString()] = hash.toStdString();
        }
        record += "quark/__pycache__/x.pyc,,\n\"odd,name.py\",sha256=abc,3\n";
        write(info + u"/RECORD"_s, record);
        nlohmann::json shipped = nlohmann::json::parse(readAll(u":/quark/amd-quark-0.13.json"_s).toStdString());
        shipped["version"] = knownVersion.toStdString();
        shipped["api"]["quark_version"] = knownVersion.toStdString();
        shipped["files"] = hashes;
        write(knowledge + u"/amd-quark-"_s + knownVersion + u".json"_s, QByteArray::fromStdString(shipped.dump(1)));
    }
};

CliCapabilities shippedCapabilities(const QString &cli)
{
    const ptq::Result<ptq::KnownRelease> release = KnownReleases::load(u"0.13"_s);
    if (!release)
        qFatal("%s", qPrintable(release.error().message));
    return *release->capabilities(cli);
}

} // namespace

/// The niceness of process @p pid (field 19 of /proc/PID/stat), or kNoProcess.
constexpr int kNoProcess = 1000;
int niceOf(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return kNoProcess;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 16 ? fields.at(16).toInt() : kNoProcess;
}

/// The niceness of the probe's running process (the first that has started).
int niceOfProbe(const ptq::QuarkCliProbe &probe)
{
    // Starting counts: the child exists from fork on (its niceness carries over its exec), and
    // whether Qt has reported it running yet is a race with the knowledge's answer.
    for (const QProcess *process : probe.findChildren<QProcess *>())
        if (process->state() != QProcess::NotRunning && process->processId() > 0)
            return niceOf(process->processId());
    return kNoProcess;
}

class TestKnownRelease : public QObject
{
    Q_OBJECT

private slots:
    /// The shipped 0.13 says what the checked-in capture of the real 0.13's --help says, and its API part.
    void shipped_loadsAndEqualsTheCheckedInHelpCapture()
    {
        const ptq::Result<ptq::KnownRelease> release = KnownReleases::load(u"0.13"_s);
        QVERIFY2(release.ok(), qPrintable(release.ok() ? QString() : release.error().message));
        QCOMPARE(release->version, u"0.13"_s);
        QVERIFY(release->files.contains(u"quark/experimental/cli/torch_llm_ptq.py"_s));
        const ptq::Result<CliCapabilities> caps = release->capabilities(u"/opt/q/bin/quark-cli"_s);
        QVERIFY2(caps.ok(), qPrintable(caps.ok() ? QString() : caps.error().message));

        const ptq::Result<ptq::QuarkHelp> capture =
            ptq::QuarkHelpParser::parse(readAll(ptq::test::fixturePath(u"real-0.13/help.txt"_s)));
        QVERIFY(capture.ok());
        const CliCapabilities fromCapture = ptq::QuarkHelpParser::capabilities(*capture, u"/opt/q/bin/quark-cli"_s);
        QCOMPARE(caps->options, fromCapture.options);
        QCOMPARE(caps->kvCacheDtypes, fromCapture.kvCacheDtypes);
        QCOMPARE(caps->datasets, fromCapture.datasets);
        QCOMPARE(caps->evaluationDatasets, fromCapture.evaluationDatasets);
        QCOMPARE(caps->source, CliCapabilities::Source::Help);
        QCOMPARE(caps->cliPath, u"/opt/q/bin/quark-cli"_s);
        QVERIFY(caps->fromApi());
        QCOMPARE(caps->quarkVersion, u"0.13"_s);
        QCOMPARE(caps->generation, u"0.13"_s);
        QCOMPARE(caps->workingKvCacheDtypes, QStringList{u"fp8"_s});
        QVERIFY(caps->algorithmSupports(u"rotation"_s, u"llama"_s));
        QVERIFY(!caps->algorithmSupports(u"rotation"_s, u"qwen2"_s));
        // The catalog's 0.13 and the knowledge agree on the scheme and algorithm names.
        const CliCapabilities catalog = ptq::QuarkCatalog::capabilities(u"0.13"_s);
        QCOMPARE(QSet<QString>(caps->schemes.cbegin(), caps->schemes.cend()), QSet<QString>(catalog.schemes.cbegin(), catalog.schemes.cend()));
        QCOMPARE(QSet<QString>(caps->algorithms.cbegin(), caps->algorithms.cend()),
                 QSet<QString>(catalog.algorithms.cbegin(), catalog.algorithms.cend()));
        QVERIFY(KnownReleases::load(u"0.12"_s).error().code == ptq::Error::Code::NotFound);
        QVERIFY(KnownReleases::load(u"../0.13"_s).error().code == ptq::Error::Code::NotFound);
    }

    void recordHash_isPipsForm()
    {
        // RECORD's form for an empty file (PEP 376/427: urlsafe base64, no padding).
        QCOMPARE(KnownReleases::recordHash(QByteArray()), u"sha256=47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU"_s);
    }

    void recognize_knownRelease()
    {
        FakeEnv env;
        const ptq::Result<ptq::KnownReleaseMatch> match = KnownReleases::recognize(env.cli, env.knowledge);
        QVERIFY2(match.ok(), qPrintable(match.ok() ? QString() : match.error().message));
        QCOMPARE(match->version, u"0.13"_s);
        QCOMPARE(match->distInfo, env.info);
        QVERIFY(match->capabilities == shippedCapabilities(env.cli));
    }

    void recognize_editedFile_isNotKnown()
    {
        FakeEnv env;
        const QString edited = env.site + u'/' + env.files.constLast();
        write(edited, "# edited by hand\n");
        const ptq::Result<ptq::KnownReleaseMatch> match = KnownReleases::recognize(env.cli, env.knowledge);
        QVERIFY(!match.ok());
        QVERIFY2(match.error().message.contains(edited) && match.error().message.contains(u"edited"_s),
                 qPrintable(match.error().message));
    }

    void recognize_recordOfAnotherBuild_isNotKnown()
    {
        // RECORD and file agree with each other, but not with the release: another build of "0.13".
        FakeEnv env;
        const QString file = env.files.constFirst();
        const QByteArray other = "# another build\n";
        write(env.site + u'/' + file, other);
        QByteArray record = readAll(env.info + u"/RECORD"_s);
        const QString oldHash = KnownReleases::recordHash("# made up for the test: " + file.toUtf8() + '\n');
        record.replace(oldHash.toUtf8(), KnownReleases::recordHash(other).toUtf8());
        write(env.info + u"/RECORD"_s, record);
        const ptq::Result<ptq::KnownReleaseMatch> match = KnownReleases::recognize(env.cli, env.knowledge);
        QVERIFY(!match.ok());
        QVERIFY2(match.error().message.contains(file), qPrintable(match.error().message));
    }

    void recognize_otherVersion_isNotKnown()
    {
        FakeEnv env(u"0.14"_s, u"0.13"_s);
        const ptq::Result<ptq::KnownReleaseMatch> match = KnownReleases::recognize(env.cli, env.knowledge);
        QVERIFY(!match.ok());
        QCOMPARE(match.error().code, ptq::Error::Code::NotFound);
        QVERIFY2(match.error().message.contains(u"0.14"_s), qPrintable(match.error().message));
    }

    void recognize_noDistInfo_isNotKnown()
    {
        FakeEnv env;
        QVERIFY(QDir(env.info).removeRecursively());
        const ptq::Result<ptq::KnownReleaseMatch> match = KnownReleases::recognize(env.cli, env.knowledge);
        QVERIFY(!match.ok());
        QVERIFY2(match.error().message.contains(env.cli), qPrintable(match.error().message));
        // And the compiled-in knowledge does not take made-up files for the real 0.13.
        FakeEnv again;
        QVERIFY(!KnownReleases::recognize(again.cli).ok());
    }

    void differences_nameWhatDiffers()
    {
        const CliCapabilities known = shippedCapabilities(u"/q/bin/quark-cli"_s);
        QVERIFY(KnownReleases::differences(known, known).isEmpty());
        CliCapabilities probed = known;
        probed.schemes.removeAll(u"bfp16"_s);
        probed.schemes.append(u"fp4_new"_s);
        probed.algorithmsByModelType[u"llama"_s].removeAll(u"rotation"_s);
        const QStringList differences = KnownReleases::differences(known, probed);
        QCOMPARE(differences.size(), 2);
        QCOMPARE(differences.at(0), u"schemes (+fp4_new, −bfp16)"_s);
        QCOMPARE(differences.at(1), u"algorithms per model type (llama)"_s);
    }

    /// The probe: the knowledge's answer first, then quark-cli's own (here the fake's, which has
    /// no API to ask); an unknown environment gets only the probe's.
    void probe_answersFromKnowledgeFirst_thenFinishes()
    {
        FakeEnv env;
        // The fake quark-cli binary in the environment's bin (a copy, so that it is not a script).
        QFile::remove(env.cli);
        QVERIFY(QFile::copy(PTQ_FAKE_BIN_DIR + u"/quark-cli"_s, env.cli));
        QTemporaryDir cache;
        ptq::QuarkCliProbe probe;
        probe.setCacheDir(cache.path());
        probe.setKnowledgeDir(env.knowledge);
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(u"FAKE_QUARK_VERSION"_s, u"post-0.12"_s);
        e.insert(u"FAKE_QUARK_HELP_DELAY_MS"_s, u"1500"_s); // the knowledge answers well before it
        probe.setEnvironment(e);
        QSignalSpy known(&probe, &ptq::QuarkCliProbe::answeredFromKnowledge);
        QSignalSpy finished(&probe, &ptq::QuarkCliProbe::finished);
        probe.probe(env.cli);
        QVERIFY(known.wait(10000));
        QVERIFY(finished.isEmpty());
        QVERIFY(known.at(0).at(0).value<CliCapabilities>() == shippedCapabilities(env.cli));
        // What follows only confirms the answer page 2 shows: it runs at a lower priority, so
        // that page 3's check (which the user waits for) has the CPU first.
        const int ours = niceOf(QCoreApplication::applicationPid());
        QCOMPARE(niceOfProbe(probe), qMin(ours + 10, 19));
        QVERIFY(finished.wait(30000));
        QCOMPARE(known.size(), 1);

        // Not known (nothing in this knowledge folder): no early answer, the probe as before, at
        // the app's own priority (the user waits for it).
        QTemporaryDir empty, emptyCache;
        probe.setKnowledgeDir(empty.path());
        probe.setCacheDir(emptyCache.path()); // the first probe's answer is not asked again
        known.clear();
        finished.clear();
        probe.probe(env.cli);
        QTRY_VERIFY(niceOfProbe(probe) != kNoProcess);
        QCOMPARE(niceOfProbe(probe), ours);
        QVERIFY(finished.wait(30000));
        QVERIFY(known.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestKnownRelease)
#include "tst_knownrelease.moc"
