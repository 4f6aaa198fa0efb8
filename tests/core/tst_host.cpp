// core/host: the facts about a machine in one vocabulary. This machine's environment probe and a
// target's check fill the same HostFacts from the same GPU tool.
#include "command/environment.h"
#include "host/gpuparsers.h"
#include "host/hostfacts.h"
#include "target/remotescripts.h"
#include "target/targetpreflight.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using ptq::GpuInfo;
using ptq::GpuSample;
using ptq::HostFacts;

namespace {

using Variables = QList<std::pair<QString, QString>>;

QProcessEnvironment environment(const QString &path, const Variables &vars)
{
    QProcessEnvironment e;
    e.insert(u"PATH"_s, path);
    for (const auto &[name, value] : vars)
        e.insert(name, value);
    return e;
}

/// This machine's facts, as page 3's probe finds them with @p path as PATH.
HostFacts probedHere(const QString &path, const Variables &vars)
{
    ptq::EnvironmentProbe probe;
    probe.setEnvironment(environment(path, vars));
    probe.setCacheDir(QString());
    QSignalSpy done(&probe, &ptq::EnvironmentProbe::finished);
    probe.probe();
    if (!done.wait(20'000))
        return {};
    return done.at(0).at(0).value<ptq::EnvironmentFacts>();
}

/// The same machine as a target sees it: the check's GPU query, run by a shell whose PATH is
/// @p path, read as TargetPreflight reads it.
HostFacts queriedAsATarget(const QString &path, const Variables &vars)
{
    QProcess sh;
    sh.setProcessEnvironment(environment(path, vars));
    sh.start(u"/bin/sh"_s, {u"-c"_s, ptq::RemoteScripts::gpuQueryCommand()});
    if (!sh.waitForFinished(20'000))
        return {};
    ptq::TargetReport report;
    report.gpus = ptq::RemoteScripts::parseGpuQuery(sh.readAllStandardOutput(), &report.gpuTool);
    return report.host();
}

} // namespace

class TestHost : public QObject
{
    Q_OBJECT

private slots:
    void fromSamples_namesTheVendorAndTheMemorysSource()
    {
        const QList<GpuSample> samples = {{0, u"NVIDIA H200"_s, 1024, 143771, 3}, {1, u"NVIDIA GB10"_s, -1, -1, -1}};
        const HostFacts nvidia = HostFacts::fromSamples(u"nvidia-smi"_s, samples);
        QCOMPARE(nvidia.gpuTool, u"nvidia-smi"_s);
        QCOMPARE(nvidia.gpus.size(), 2);
        QCOMPARE(nvidia.gpus[0], (GpuInfo{0, u"nvidia"_s, u"NVIDIA H200"_s, QString(), 143771, 1024, u"nvidia-smi"_s, QString()}));
        // No total ([N/A]): 0, as GpuInfo says an unknown total, and no source.
        QCOMPARE(nvidia.gpus[1], (GpuInfo{1, u"nvidia"_s, u"NVIDIA GB10"_s, QString(), 0, -1, QString(), QString()}));
        QCOMPARE(HostFacts::fromSamples(u"rocm-smi"_s, samples).gpus[0].vendor, u"amd"_s);
        QCOMPARE(HostFacts::fromSamples(u"amd-smi"_s, samples).gpus[0].memorySource, u"amd-smi"_s);
        QVERIFY(HostFacts::fromSamples(QString(), {}) == HostFacts());
        QCOMPARE(HostFacts::vendorOfTool(u"rocminfo"_s), u"amd"_s);
        QCOMPARE(HostFacts::vendorOfTool(u"lspci"_s), QString());
    }

    /// A target is asked what this machine's GPU monitor asks, tool by tool in the same order, and
    /// its answer is read by the same parser.
    void targetQuery_asksWhatTheMonitorAsks()
    {
        const QString command = ptq::RemoteScripts::gpuQueryCommand();
        qsizetype at = 0;
        for (const ptq::GpuParsers::SampleTool &tool : ptq::GpuParsers::sampleTools()) {
            const QString asked = tool.name + u' ' + tool.arguments.join(u' ') + u';';
            const qsizetype found = command.indexOf(asked, at);
            QVERIFY2(found > at, qPrintable(u"%1 not asked after %2 in: %3"_s.arg(asked).arg(at).arg(command)));
            at = found;
        }
        QCOMPARE(ptq::GpuParsers::sampleTools().size(), 3);
        QString tool;
        const QByteArray nvidia = "0, NVIDIA H200, 1024, 143771, 3\n";
        QCOMPARE(ptq::RemoteScripts::parseGpuQuery("TOOL nvidia-smi\n" + nvidia, &tool),
                 ptq::GpuParsers::parseSamples(u"nvidia-smi"_s, nvidia));
        QCOMPARE(ptq::GpuParsers::parseSamples(u"nvidia-smi"_s, nvidia).size(), 1);
        QVERIFY(ptq::GpuParsers::parseSamples(u"lspci"_s, nvidia).isEmpty());
    }

    void targetAndThisMachine_fillTheSameFacts_data()
    {
        QTest::addColumn<QStringList>("tools");
        QTest::addColumn<Variables>("vars");
        QTest::addColumn<QString>("localTool");
        QTest::addColumn<QString>("remoteTool");
        QTest::addColumn<bool>("sameNames"); ///< rocminfo's marketing names are not amd-smi's
        QTest::newRow("nvidia-smi, two kinds of GPU")
            << QStringList{u"nvidia-smi"_s} << Variables{{u"FAKE_GPUS"_s, u"2"_s}, {u"FAKE_NVIDIA_SMI_MIXED"_s, u"1"_s}}
            << u"nvidia-smi"_s << u"nvidia-smi"_s << true;
        QTest::newRow("nvidia-smi, unified memory ([N/A])")
            << QStringList{u"nvidia-smi"_s} << Variables{{u"FAKE_NVIDIA_SMI_MEMORY"_s, u"na"_s}}
            << u"nvidia-smi"_s << u"nvidia-smi"_s << true;
        QTest::newRow("rocminfo and amd-smi")
            << QStringList{u"rocminfo"_s, u"amd-smi"_s} << Variables{{u"FAKE_GPUS"_s, u"2"_s}}
            << u"rocminfo"_s << u"amd-smi"_s << false;
        QTest::newRow("no GPU tool") << QStringList{} << Variables{} << QString() << QString() << true;
    }

    /// The same GPU tools answer page 3's probe here and a target's check there: both give a
    /// HostFacts with the same GPUs, vendors and memory (the memory in use changes between calls).
    void targetAndThisMachine_fillTheSameFacts()
    {
        QFETCH(QStringList, tools);
        QFETCH(Variables, vars);
        QFETCH(QString, localTool);
        QFETCH(QString, remoteTool);
        QFETCH(bool, sameNames);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString bin = ptq::test::fakeBin(dir.path(), tools);
        // The query is `sh -c …`; a folder with sh alone, so that no real GPU tool is found.
        QVERIFY(QDir().mkpath(dir.filePath(u"shell"_s)));
        QVERIFY(QFile::link(u"/bin/sh"_s, dir.filePath(u"shell/sh"_s)));
        const QString path = bin + u':' + dir.filePath(u"shell"_s);

        const HostFacts here = probedHere(path, vars);
        const HostFacts there = queriedAsATarget(path, vars);
        QCOMPARE(here.gpuTool, localTool);
        QCOMPARE(there.gpuTool, remoteTool);
        QCOMPARE(there.gpus.size(), here.gpus.size());
        QCOMPARE(here.gpus.isEmpty(), localTool.isEmpty());
        for (qsizetype i = 0; i < here.gpus.size(); ++i) {
            const GpuInfo &h = here.gpus.at(i);
            const GpuInfo &t = there.gpus.at(i);
            QCOMPARE(t.index, h.index);
            QCOMPARE(t.vendor, h.vendor);
            QCOMPARE(t.totalMiB, h.totalMiB);
            QCOMPARE(t.memorySource, h.memorySource);
            if (sameNames)
                QCOMPARE(t.name, h.name);
        }
    }
};

QTEST_GUILESS_MAIN(TestHost)
#include "tst_host.moc"
