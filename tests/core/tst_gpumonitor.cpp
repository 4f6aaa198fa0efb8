// GPU memory polling: tolerant parsers for nvidia-smi, amd-smi and rocm-smi, and the monitor
// against fake tools whose numbers change between calls.
#include "host/gpumonitor.h"
#include "run/gputrace.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <signal.h>

using namespace Qt::Literals::StringLiterals;
using ptq::GpuParsers;
using ptq::GpuSample;

Q_DECLARE_METATYPE(QList<ptq::GpuSample>)

namespace {

/// A folder holding the fake as @p tool, and a monitor whose PATH is only that folder.
struct FakeTool
{
    explicit FakeTool(const QString &tool, int gpus = 2, const QList<std::pair<QString, QString>> &extra = {})
    {
        QFile::link(PTQ_FAKE_TOOL, dir.filePath(tool));
        QProcessEnvironment env;
        env.insert(u"PATH"_s, dir.path());
        env.insert(u"FAKE_GPUS"_s, QString::number(gpus));
        for (const auto &[k, v] : extra)
            env.insert(k, v);
        monitor = std::make_unique<ptq::GpuMonitor>();
        monitor->setEnvironment(env);
    }
    QTemporaryDir dir;
    std::unique_ptr<ptq::GpuMonitor> monitor;
};

bool processGone(qint64 pid)
{
    return ::kill(pid_t(pid), 0) != 0; // reaped: Qt waits for its children as their end is seen
}

} // namespace

class TestGpuMonitor : public QObject
{
    Q_OBJECT

private slots:
    void nvidiaSmi_toleratesPlaceholders()
    {
        const QList<GpuSample> s = GpuParsers::parseNvidiaSmi(
            "0, NVIDIA H100 80GB HBM3, 71234, 81559, 97\n"
            "1, NVIDIA GB10, [N/A], [N/A], [Not Supported]\r\n"
            "garbage line\n"
            "Unable to determine the device handle for GPU0000:01:00.0: GPU has fallen off the bus.\n");
        QCOMPARE(s.size(), 2);
        QCOMPARE(s[0].usedMiB, 71234ll);
        QCOMPARE(s[0].totalMiB, 81559ll);
        QCOMPARE(s[0].utilization, 97);
        QCOMPARE(s[1].usedMiB, -1ll);
        QCOMPARE(s[1].utilization, -1);
        QVERIFY(GpuParsers::parseNvidiaSmi("No devices were found\n").isEmpty());
        QVERIFY(GpuParsers::parseNvidiaSmi(QByteArray()).isEmpty());
    }

    void amdSmi_readsValuesAndNA()
    {
        const QList<GpuSample> s = GpuParsers::parseAmdSmi(
            R"J([{"gpu": 0, "mem_usage": {"total_vram": {"value": 196288, "unit": "MB"}, "used_vram": {"value": 182984, "unit": "MB"}},
                 "usage": {"gfx_activity": {"value": 88, "unit": "%"}}},
                {"gpu": 1, "mem_usage": {"total_vram": "N/A", "used_vram": "N/A"}, "usage": "N/A"}])J");
        QCOMPARE(s.size(), 2);
        QCOMPARE(s[0].usedMiB, 182984ll);
        QCOMPARE(s[0].utilization, 88);
        QCOMPARE(s[1].totalMiB, -1ll);
        QVERIFY(GpuParsers::parseAmdSmi("not json").isEmpty());
        QVERIFY(GpuParsers::parseRocmSmi("not json").isEmpty());
        QVERIFY(GpuParsers::parseRocmSmi("{\"card0\": {\"VRAM Total Memory (B)\": ").isEmpty()); // cut off mid-write
        QCOMPARE(GpuParsers::parseAmdSmi(R"J({"gpu": 3, "mem_usage": {"total_vram": 10, "used_vram": 5}})J").value(0).index, 3);
    }

    void amdSmi_newerReleasesWrapTheListInGpuData()
    {
        // amd-smi 25+ (ROCm 6.4+): `amd-smi metric --json` prints {"gpu_data": [...]}; older
        // releases print the bare list. Both must show every GPU.
        const QByteArray wrapped = R"J({"gpu_data": [
            {"gpu": 0, "usage": {"gfx_activity": {"value": 97, "unit": "%"}},
             "mem_usage": {"total_vram": {"value": 196592, "unit": "MB"}, "used_vram": {"value": 150011, "unit": "MB"},
                           "free_vram": {"value": 46581, "unit": "MB"}}},
            {"gpu": 1, "usage": {"gfx_activity": {"value": 0, "unit": "%"}},
             "mem_usage": {"total_vram": {"value": 196592, "unit": "MB"}, "used_vram": {"value": 283, "unit": "MB"},
                           "free_vram": {"value": 196309, "unit": "MB"}}}]})J";
        const QList<GpuSample> s = GpuParsers::parseAmdSmi(wrapped);
        QCOMPARE(s.size(), 2);
        QCOMPARE(s[0].index, 0);
        QCOMPARE(s[0].usedMiB, 150011ll);
        QCOMPARE(s[0].totalMiB, 196592ll);
        QCOMPARE(s[0].utilization, 97);
        QCOMPARE(s[1].index, 1);
        QCOMPARE(s[1].usedMiB, 283ll);
        // The same GPUs as a bare list read the same.
        const QByteArray bare = QByteArray(wrapped).replace(R"J({"gpu_data": )J", "").chopped(1);
        QCOMPARE(GpuParsers::parseAmdSmi(bare), s);
        // A wrapper holding one GPU object rather than a list still shows it.
        QCOMPARE(GpuParsers::parseAmdSmi(R"J({"gpu_data": {"gpu": 2, "mem_usage": {"total_vram": 10, "used_vram": 5}}})J").value(0).index, 2);
    }

    void rocmSmi_acrossVersions_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("usedMiB");
        QTest::addColumn<QString>("name");
        QTest::newRow("ROCm 6 keys") << QByteArray(R"J({"card0": {"Card Series": "AMD Instinct MI300X", "GPU use (%)": "100",
            "VRAM Total Memory (B)": "205822885888", "VRAM Total Used Memory (B)": "191873449984"}})J")
                                     << 182984ll << u"AMD Instinct MI300X"_s;
        QTest::newRow("ROCm 5 keys") << QByteArray(R"J({"card1": {"Card series": "Instinct MI210", "GPU use (%)": "3",
            "VRAM Total Memory (B)": "68702699520", "VRAM Total Used Memory (B)": "10485760"}})J")
                                     << 10ll << u"Instinct MI210"_s;
        QTest::newRow("system wrapper") << QByteArray(R"J({"system": {"card0": {"VRAM Total Memory (B)": "1048576",
            "VRAM Total Used Memory (B)": "1048576"}}})J") << 1ll << QString();
        QTest::newRow("missing keys") << QByteArray(R"J({"card0": {"Card Series": "X"}})J") << -1ll << u"X"_s;
    }

    void rocmSmi_acrossVersions()
    {
        QFETCH(QByteArray, json);
        QFETCH(qint64, usedMiB);
        QFETCH(QString, name);
        const QList<GpuSample> s = GpuParsers::parseRocmSmi(json);
        QCOMPARE(s.size(), 1);
        QCOMPARE(s[0].usedMiB, usedMiB);
        QCOMPARE(s[0].name, name);
        QVERIFY(GpuParsers::parseRocmSmi("WARNING: No JSON data to report").isEmpty());
    }

    void monitor_pollsWhicheverToolExists_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<bool>("wrapped");
        QTest::newRow("nvidia-smi") << u"nvidia-smi"_s << false;
        QTest::newRow("amd-smi") << u"amd-smi"_s << false;
        QTest::newRow("amd-smi gpu_data") << u"amd-smi"_s << true;
        QTest::newRow("rocm-smi") << u"rocm-smi"_s << false;
        QTest::newRow("none") << QString() << false;
    }

    void monitor_pollsWhicheverToolExists()
    {
        QFETCH(QString, tool);
        QFETCH(bool, wrapped);
        QTemporaryDir dir;
        if (!tool.isEmpty())
            QVERIFY(QFile::link(PTQ_FAKE_TOOL, dir.filePath(tool)));
        ptq::GpuMonitor monitor;
        QProcessEnvironment env;
        env.insert(u"PATH"_s, dir.path());
        env.insert(u"FAKE_GPUS"_s, u"2"_s);
        if (wrapped)
            env.insert(u"FAKE_AMD_SMI_WRAPPED"_s, u"1"_s);
        monitor.setEnvironment(env);
        QSignalSpy samples(&monitor, &ptq::GpuMonitor::samplesReceived);
        QCOMPARE(monitor.start(100), tool);
        if (tool.isEmpty()) {
            QTest::qWait(300);
            QCOMPARE(samples.size(), 0);
            return;
        }
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 3, 10000);
        monitor.stop();
        const QList<GpuSample> first = samples.at(0).at(0).value<QList<GpuSample>>();
        QCOMPARE(first.size(), 2);
        QVERIFY(first[0].totalMiB > 0 && first[0].usedMiB >= 0);
        bool changed = false;
        for (qsizetype i = 1; i < samples.size(); ++i)
            changed = changed || samples.at(i).at(0).value<QList<GpuSample>>()[0].usedMiB != first[0].usedMiB;
        QVERIFY2(changed, "the fake's numbers change between polls, and the monitor sees it");
    }

    void streamSplitters_keepPartialInput()
    {
        QByteArray lines = "0, a\n1, b\r\n2, c";
        QCOMPARE(GpuParsers::takeLines(lines), (QList<QByteArray>{"0, a", "1, b"}));
        QCOMPARE(lines, QByteArray("2, c"));
        lines += "\n";
        QCOMPARE(GpuParsers::takeLines(lines), QList<QByteArray>{"2, c"});
        QVERIFY(lines.isEmpty());

        QByteArray json = "WARNING: x\n[{\"gpu\": 0, \"s\": \"]}[\\\"\"}]\n[\n  {\"gpu\": 1}]{\"gpu\": [2";
        const QList<QByteArray> values = GpuParsers::takeJsonValues(json);
        QCOMPARE(values.size(), 2);
        QCOMPARE(values[0], QByteArray("[{\"gpu\": 0, \"s\": \"]}[\\\"\"}]"));
        QCOMPARE(GpuParsers::parseAmdSmi(values[1]).value(0).index, 1);
        QCOMPARE(json, QByteArray("{\"gpu\": [2")); // the partial value waits for the rest
        json += "]}";
        QCOMPARE(GpuParsers::takeJsonValues(json).size(), 1);
        QVERIFY(json.isEmpty());
    }

    void loopTools_useOneLongLivedProcess_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<int>("intervalMs");
        QTest::newRow("nvidia-smi -lms") << u"nvidia-smi"_s << 100;
        QTest::newRow("amd-smi --watch") << u"amd-smi"_s << 1000;
    }

    void loopTools_useOneLongLivedProcess()
    {
        QFETCH(QString, tool);
        QFETCH(int, intervalMs);
        FakeTool fake(tool, 3);
        QSignalSpy samples(fake.monitor.get(), &ptq::GpuMonitor::samplesReceived);
        QSignalSpy failed(fake.monitor.get(), &ptq::GpuMonitor::pollFailed);
        QCOMPARE(fake.monitor->start(intervalMs), tool);
        QVERIFY(fake.monitor->isLooping());
        const qint64 pid = fake.monitor->loopProcessId();
        QVERIFY(pid > 0);
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 3, 10000);
        QCOMPARE(fake.monitor->loopProcessId(), pid); // the same process printed every sample
        for (const QList<QVariant> &s : samples) {
            const QList<GpuSample> gpus = s.at(0).value<QList<GpuSample>>();
            QCOMPARE(gpus.size(), 3); // one reading per GPU, grouped by index
            QCOMPARE(gpus[0].index, 0);
            QCOMPARE(gpus[2].index, 2);
        }
        QCOMPARE(failed.size(), 0);
    }

    void rocmSmi_hasNoLoopMode_runsOncePerSample()
    {
        FakeTool fake(u"rocm-smi"_s);
        QSignalSpy samples(fake.monitor.get(), &ptq::GpuMonitor::samplesReceived);
        QCOMPARE(fake.monitor->start(100), u"rocm-smi"_s);
        QVERIFY(!fake.monitor->isLooping());
        QCOMPARE(fake.monitor->loopProcessId(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 2, 10000);
    }

    void loopProcess_restartedWhenItDies()
    {
        FakeTool fake(u"nvidia-smi"_s);
        QSignalSpy samples(fake.monitor.get(), &ptq::GpuMonitor::samplesReceived);
        QSignalSpy failed(fake.monitor.get(), &ptq::GpuMonitor::pollFailed);
        fake.monitor->start(100);
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 1, 10000);
        const qint64 first = fake.monitor->loopProcessId();
        QVERIFY(::kill(pid_t(first), SIGKILL) == 0);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5000); // said, not hidden
        QTRY_VERIFY_WITH_TIMEOUT(fake.monitor->loopProcessId() > 0 && fake.monitor->loopProcessId() != first, 5000);
        const qsizetype before = samples.size();
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= before + 2, 10000);
        QVERIFY(fake.monitor->isLooping());
    }

    void amdSmi_silentWatch_fallsBackToOneRunPerSample()
    {
        FakeTool fake(u"amd-smi"_s, 2, {{u"FAKE_AMD_SMI_WATCH_SILENT"_s, u"1"_s}});
        QSignalSpy samples(fake.monitor.get(), &ptq::GpuMonitor::samplesReceived);
        fake.monitor->start(200);
        QVERIFY(fake.monitor->isLooping());
        const qint64 pid = fake.monitor->loopProcessId();
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 2, 15000);
        QVERIFY(!fake.monitor->isLooping());
        QTRY_VERIFY_WITH_TIMEOUT(processGone(pid), 5000);
    }

    /// Issue 36: a build of the tool that refuses the loop arguments exits at once. Its answers are
    /// those of the real tools to an argument they do not know: nvidia-smi prints "Invalid
    /// combination of input arguments…" and exits 2 (its man page: "A supplied argument or flag is
    /// invalid"); amd-smi is argparse, which prints its usage and "error: unrecognized arguments"
    /// to stderr and exits 2. The panel then gets its samples from one run per interval.
    void loopRefused_fallsBackToOneRunPerSample_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QByteArray>("refusal");
        QTest::newRow("nvidia-smi without -lms")
            << u"nvidia-smi"_s << QByteArray("echo \"Invalid combination of input arguments. Please run 'nvidia-smi -h' for help.\"");
        QTest::newRow("amd-smi without --watch")
            << u"amd-smi"_s
            << QByteArray("echo 'usage: amd-smi metric [-h] [--json | --csv] [-g GPU] [-m] [-u]' >&2; "
                          "echo \"amd-smi metric: error: unrecognized arguments: $*\" >&2");
    }

    void loopRefused_fallsBackToOneRunPerSample()
    {
        QFETCH(QString, tool);
        QFETCH(QByteArray, refusal);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"real"_s));
        QVERIFY(QFile::link(PTQ_FAKE_TOOL, dir.filePath(u"real/"_s + tool)));
        const QString wrapper = dir.filePath(tool);
        QFile script(wrapper);
        QVERIFY(script.open(QIODevice::WriteOnly));
        const QByteArray log = QFile::encodeName(dir.filePath(u"starts.log"_s));
        script.write("#!/bin/sh\necho \"$*\" >> '" + log + "'\n"
                     "for a in \"$@\"; do case \"$a\" in -l|-lms|--loop*|--watch|-w) " + refusal + "; exit 2;; esac; done\n"
                     "exec \"${0%/*}/real/" + tool.toUtf8() + "\" \"$@\"\n");
        script.close();
        QVERIFY(script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        ptq::GpuMonitor monitor;
        QProcessEnvironment env;
        env.insert(u"PATH"_s, dir.path()); // the shell needs no other program
        env.insert(u"FAKE_GPUS"_s, u"2"_s);
        monitor.setEnvironment(env);
        QSignalSpy samples(&monitor, &ptq::GpuMonitor::samplesReceived);
        QSignalSpy failed(&monitor, &ptq::GpuMonitor::pollFailed);
        QCOMPARE(monitor.start(200), tool);
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 3, 4000);
        QVERIFY(!monitor.isLooping());
        QCOMPARE(samples.at(0).at(0).value<QList<GpuSample>>().size(), 2);
        // The loop was tried once, said once, and not started again.
        QFile starts(QString::fromLocal8Bit(log));
        QVERIFY(starts.open(QIODevice::ReadOnly));
        const QByteArray all = starts.readAll();
        QCOMPARE(all.count(tool == u"nvidia-smi"_s ? "-lms" : "--watch"), 1);
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.at(0).at(0).toString().contains(u"once per sample"_s), qPrintable(failed.at(0).at(0).toString()));
        monitor.stop();
    }

    // ---- the run's trace: CSV beside the log, peaks per GPU ----

    void trace_csvRoundTrip_peaksPerGpu()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"run-1.gpu.csv"_s);
        ptq::GpuTrace trace;
        QVERIFY(trace.open(path));
        QVERIFY(trace.created());
        const GpuSample a0{0, u"NVIDIA H100 80GB HBM3"_s, 1200, 81559, 10};
        const GpuSample a1{1, u"Odd \"name\", with comma"_s, -1, -1, -1}; // [N/A] everywhere
        const GpuSample b0{0, u"NVIDIA H100 80GB HBM3"_s, 73011, 81559, 97};
        const GpuSample b1{1, u"Odd \"name\", with comma"_s, 5000, 81559, 3};
        const GpuSample c0{0, u"NVIDIA H100 80GB HBM3"_s, 73011, 81559, 99}; // the peak again, later
        trace.add(0, {a0, a1});
        trace.add(1000, {b0, b1});
        trace.add(2500, {c0});
        QCOMPARE(trace.sampleCount(), 3);
        QVERIFY(trace.close());

        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.value(0), QByteArray("elapsed_ms,gpu,used_bytes,total_bytes,utilization_percent,name"));
        QCOMPARE(lines.value(1), QByteArray("0,0,1258291200,85520809984,10,\"NVIDIA H100 80GB HBM3\""));
        QCOMPARE(lines.value(2), QByteArray("0,1,,,,\"Odd \"\"name\"\", with comma\""));

        const ptq::Result<QList<ptq::TimedGpuSample>> read = ptq::GpuTrace::readAll(path);
        QVERIFY(read);
        const QList<ptq::TimedGpuSample> expected{{0, a0}, {0, a1}, {1000, b0}, {1000, b1}, {2500, c0}};
        QCOMPARE(*read, expected);

        const QList<ptq::GpuPeak> peaks = trace.peaks();
        QCOMPARE(peaks.size(), 2);
        QCOMPARE(peaks[0], (ptq::GpuPeak{0, a0.name, 73011, 81559, 1000})); // first reached at 1 s
        QCOMPARE(peaks[1], (ptq::GpuPeak{1, a1.name, 5000, 81559, 1000}));
    }

    void trace_rowsBatched_notWrittenPerSample()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"t.gpu.csv"_s);
        ptq::GpuTrace trace;
        QVERIFY(trace.open(path));
        trace.add(0, {GpuSample{0, u"G"_s, 100, 1000, 1}});
        const qint64 afterFirst = QFileInfo(path).size();
        QVERIFY2(afterFirst > ptq::GpuTrace::header().size(), "the first sample is on disk at once");
        trace.add(10, {GpuSample{0, u"G"_s, 200, 1000, 1}});
        trace.add(20, {GpuSample{0, u"G"_s, 300, 1000, 1}});
        QCOMPARE(QFileInfo(path).size(), afterFirst); // buffered, within kFlushIntervalMs
        QVERIFY(trace.flush());
        QVERIFY(QFileInfo(path).size() > afterFirst);
        QCOMPARE(ptq::GpuTrace::readAll(path)->size(), 3);
        QVERIFY(trace.close());
        QCOMPARE(trace.peaks().value(0).peakUsedMiB, 300);
    }

    void trace_existingFile_isNotWrittenThrough()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"t.gpu.csv"_s);
        QFile planted(path);
        QVERIFY(planted.open(QIODevice::WriteOnly));
        planted.write("not ours\n");
        planted.close();
        ptq::GpuTrace trace;
        const ptq::Status opened = trace.open(path);
        QVERIFY(!opened);
        QVERIFY2(opened.error().message.contains(path), qPrintable(opened.error().message));
        QVERIFY(!trace.created());
        trace.add(0, {GpuSample{0, u"G"_s, 100, 1000, 1}}); // peaks still kept
        QCOMPARE(trace.peaks().value(0).peakUsedMiB, 100);
        QVERIFY(!trace.close());
        QFile back(path);
        QVERIFY(back.open(QIODevice::ReadOnly));
        QCOMPARE(back.readAll(), QByteArray("not ours\n"));
    }

    void trace_read_skipsTornRows_refusesOtherFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"t.gpu.csv"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // Columns in another order, one unknown column, a junk row and a row cut mid-write.
        f.write("gpu,elapsed_ms,extra,used_bytes\n3,500,x,2097152\njunk,row\n3,-5,x,1\n3,900,x,10485");
        f.close();
        const ptq::Result<QList<ptq::TimedGpuSample>> read = ptq::GpuTrace::readAll(path);
        QVERIFY(read);
        QCOMPARE(read->size(), 2);
        QCOMPARE(read->at(0).elapsedMs, 500);
        QCOMPARE(read->at(0).sample.index, 3);
        QCOMPARE(read->at(0).sample.usedMiB, 2);
        QCOMPARE(read->at(0).sample.totalMiB, -1);
        QCOMPARE(read->at(1).elapsedMs, 900);

        const QString other = dir.filePath(u"other.csv"_s);
        QFile o(other);
        QVERIFY(o.open(QIODevice::WriteOnly));
        o.write("a,b,c\n1,2,3\n");
        o.close();
        const ptq::Result<QList<ptq::TimedGpuSample>> refused = ptq::GpuTrace::readAll(other);
        QVERIFY(!refused);
        QVERIFY(refused.error().message.contains(other));
        QVERIFY(!ptq::GpuTrace::readAll(dir.filePath(u"missing.csv"_s)));
    }

    void stopAndDestruction_endTheLoopProcessCleanly()
    {
        QTest::failOnWarning(QRegularExpression(u"QProcess.*(Destroyed|still running)"_s));
        FakeTool fake(u"nvidia-smi"_s);
        QSignalSpy samples(fake.monitor.get(), &ptq::GpuMonitor::samplesReceived);
        fake.monitor->start(100);
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 1, 10000);
        qint64 pid = fake.monitor->loopProcessId();
        fake.monitor->stop();
        QCOMPARE(fake.monitor->loopProcessId(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(processGone(pid), 5000);
        const qsizetype stopped = samples.size();
        QTest::qWait(300);
        QCOMPARE(samples.size(), stopped); // nothing after stop()

        // Started again, then destroyed while the loop runs: no warning, and the process ends.
        fake.monitor->start(100);
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() > stopped, 10000);
        pid = fake.monitor->loopProcessId();
        fake.monitor.reset();
        QTRY_VERIFY_WITH_TIMEOUT(processGone(pid), 5000);
    }
};

QTEST_GUILESS_MAIN(TestGpuMonitor)
#include "tst_gpumonitor.moc"
