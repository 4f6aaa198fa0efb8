// Page 4's GPU memory chart: a GiB axis with round ticks up to the total, a time axis that grows
// with the run, a line and legend entry per GPU, the peak labelled; and a finished run's trace
// read back from its CSV. PTQ_SCREENSHOT_DIR=dir saves what it draws (light and dark).
#include "run/gputrace.h"
#include "run/runrecorder.h"
#include "uitestsupport.h"
#include "vrampanel.h"

#include <QApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using ptq::GpuSample;
using ptq::ui::VramPanel;

namespace {

const QString kH100 = u"NVIDIA H100 80GB HBM3"_s;
constexpr qint64 kH100MiB = 81559; // 79.6 GiB

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe8, 0xe8, 0xe8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8a, 0x8a));
    p.setColor(QPalette::Mid, window.darker(120));
    return p;
}

// A quantization's memory over @p seconds: loading climbs, calibration plateaus with a spike,
// export falls; GPU g a little below GPU 0.
qint64 usedAt(int second, int seconds, int gpu, qint64 totalMiB)
{
    const double t = double(second) / std::max(seconds, 1);
    double fraction = t < 0.2 ? t / 0.2 * 0.7 : (t < 0.85 ? 0.7 + 0.08 * std::sin(t * 40) : 0.7 * (1 - (t - 0.85) / 0.15));
    if (second == seconds * 6 / 10)
        fraction = 0.93; // the spike
    return qint64(std::max(0.0, fraction - 0.04 * gpu) * double(totalMiB));
}

void feedRun(VramPanel &panel, int seconds, int gpus, const QString &name = kH100, qint64 totalMiB = kH100MiB)
{
    for (int s = 0; s <= seconds; ++s) {
        QList<GpuSample> sample;
        for (int g = 0; g < gpus; ++g)
            sample.append(GpuSample{g, name, usedAt(s, seconds, g, totalMiB), totalMiB, 50});
        panel.addSamplesAt(qint64(s) * 1000, sample);
    }
}

bool isNiceStep(double step)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
    const double m = step / magnitude;
    return std::abs(m - 1) < 1e-9 || std::abs(m - 2) < 1e-9 || std::abs(m - 5) < 1e-9;
}

} // namespace

class TestVramPanel : public QObject
{
    Q_OBJECT

private slots:
    void yAxis_roundTicksUpToTheTotal_data()
    {
        QTest::addColumn<qint64>("totalMiB");
        QTest::addColumn<qint64>("usedMiB");
        QTest::addColumn<double>("lastTick");
        QTest::newRow("H100, 79.6 GiB") << kH100MiB << qint64(73011) << 80.0;
        QTest::newRow("MI300X, 191.7 GiB") << qint64(196288) << qint64(150011) << 200.0;
        QTest::newRow("a 24 GiB card") << qint64(24576) << qint64(20000) << -1.0;
        QTest::newRow("a 4 GiB card") << qint64(4096) << qint64(1000) << -1.0;
        QTest::newRow("total unknown: the most seen") << qint64(-1) << qint64(10000) << -1.0;
    }

    void yAxis_roundTicksUpToTheTotal()
    {
        QFETCH(qint64, totalMiB);
        QFETCH(qint64, usedMiB);
        QFETCH(double, lastTick);
        VramPanel panel;
        panel.resize(400, 320);
        panel.addSamplesAt(0, {GpuSample{0, kH100, usedMiB / 2, totalMiB, 10}});
        panel.addSamplesAt(5000, {GpuSample{0, kH100, usedMiB, totalMiB, 10}});
        const QList<double> ticks = panel.yTicksGiB();
        QVERIFY2(ticks.size() >= 3, qPrintable(QString::number(ticks.size())));
        QCOMPARE(ticks.first(), 0.0);
        const double step = ticks[1] - ticks[0];
        QVERIFY2(isNiceStep(step), qPrintable(QString::number(step)));
        for (qsizetype i = 1; i < ticks.size(); ++i)
            QVERIFY(std::abs(ticks[i] - ticks[i - 1] - step) < 1e-9);
        const double reach = totalMiB > 0 ? double(totalMiB) / 1024 : double(usedMiB) / 1024;
        QVERIFY2(ticks.last() >= reach && ticks.last() - step < reach, qPrintable(u"%1 for %2"_s.arg(ticks.last()).arg(reach)));
        if (lastTick > 0)
            QCOMPARE(ticks.last(), lastTick);
        // The total is at the top of the axis: the readings are drawn to scale against it.
        const QRectF plot = panel.plotArea();
        const QPointF top = panel.pointAt(0, qint64(ticks.last() * 1024));
        QVERIFY(std::abs(top.y() - plot.top()) < 0.5);
        const QPointF half = panel.pointAt(0, qint64(ticks.last() * 512));
        QVERIFY(std::abs(half.y() - plot.center().y()) < 0.5);
    }

    void timeAxis_growsWithTheRun_wholeRunFitsTheWidth()
    {
        VramPanel panel;
        panel.resize(420, 320);
        for (int s = 0; s <= 80; ++s) {
            panel.addSamplesAt(qint64(s) * 1000, {GpuSample{0, kH100, 1000 + 500 * s, kH100MiB, 90}});
            if (s == 0)
                continue; // a single reading at 0 s: no time has passed yet
            // The latest reading sits at the right edge however long the run is.
            const QRectF plot = panel.plotArea();
            QVERIFY2(std::abs(panel.latestPoint(0).x() - plot.right()) < 0.5, qPrintable(QString::number(s)));
        }
        // 80 s fill the width (no fixed window of minutes leaving a stub): the reading at 40 s is in the middle.
        const QRectF plot = panel.plotArea();
        QVERIFY(std::abs(panel.pointAt(40'000, 0).x() - plot.center().x()) < 0.5);
        QVERIFY(std::abs(panel.pointAt(0, 0).x() - plot.left()) < 0.5);
        QCOMPARE(panel.durationMs(), 80'000);
        const QList<qint64> ticks = panel.xTicksMs();
        QVERIFY2(ticks.size() >= 3, qPrintable(QString::number(ticks.size())));
        QCOMPARE(ticks.first(), 0);
        QVERIFY(ticks.last() <= 80'000 && ticks.last() + (ticks[1] - ticks[0]) > 80'000);
        const QStringList labels = panel.xTickLabels();
        QCOMPARE(labels.first(), u"00:00"_s);
        for (const QString &label : labels)
            QVERIFY2(QRegularExpression(u"^\\d\\d:\\d\\d$"_s).match(label).hasMatch(), qPrintable(label));
        QVERIFY2(labels.contains(u"01:00"_s) || labels.contains(u"00:40"_s), qPrintable(labels.join(u' ')));
    }

    void longRun_boundedMemory_peakAndEndKept()
    {
        VramPanel panel;
        panel.resize(420, 320);
        feedRun(panel, 3600 * 3, 1); // three hours at 1 Hz
        const ptq::ui::VramSeries series = panel.trace().gpus.value(0);
        QVERIFY2(series.pointCount() <= ptq::ui::VramSeries::kMaxPoints, qPrintable(QString::number(series.pointCount())));
        QVERIFY(series.stride() > 1);
        // The spike (one reading) survives the merging, and the peak is exact.
        const qint64 spike = usedAt(3600 * 3 * 6 / 10, 3600 * 3, 0, kH100MiB);
        QCOMPARE(panel.peakMiB(0), spike);
        const QList<ptq::ui::VramSeries::Point> drawn = series.drawnPoints();
        QVERIFY(std::any_of(drawn.cbegin(), drawn.cend(), [spike](const auto &p) { return p.usedMiB == spike; }));
        QCOMPARE(drawn.constLast().ms, 3600 * 3 * 1000);
        for (qsizetype i = 1; i < drawn.size(); ++i)
            QVERIFY(drawn[i].ms > drawn[i - 1].ms);
        QVERIFY(std::abs(panel.latestPoint(0).x() - panel.plotArea().right()) < 0.5);
        // Past an hour the time reads h:mm:ss.
        for (const QString &label : panel.xTickLabels())
            QVERIFY2(QRegularExpression(u"^\\d+:\\d\\d:\\d\\d$"_s).match(label).hasMatch(), qPrintable(label));
        QVERIFY(panel.xTickLabels().contains(u"1:00:00"_s));
    }

    void legend_anEntryPerGpu_nameWhenKnown()
    {
        VramPanel panel;
        panel.resize(640, 360);
        feedRun(panel, 80, 8);
        const QStringList entries = panel.legendEntries();
        QCOMPARE(entries.size(), 8);
        for (int g = 0; g < 8; ++g) {
            QVERIFY2(entries[g].startsWith(u"GPU %1 · NVIDIA H100 80GB HBM3 — "_s.arg(g)), qPrintable(entries[g]));
            QVERIFY2(entries[g].contains(u"peak %1 GiB"_s.arg(double(panel.peakMiB(g)) / 1024, 0, 'f', 1)), qPrintable(entries[g]));
        }
        // amd-smi names a GPU "GPU n": said once, not "GPU 1 · GPU 1".
        VramPanel amd;
        amd.addSamplesAt(0, {GpuSample{0, u"GPU 0"_s, 100, 196288, 1}, GpuSample{1, u"GPU 1"_s, -1, -1, -1}});
        QCOMPARE(amd.legendEntries().value(0).section(u" — "_s, 0, 0), u"GPU 0"_s);
        QVERIFY2(amd.legendEntries().value(1).endsWith(u"memory not reported"_s), qPrintable(amd.legendEntries().value(1)));
    }

    void peak_labelledInGiB()
    {
        VramPanel panel;
        panel.resize(420, 320);
        panel.addSamplesAt(0, {GpuSample{0, kH100, 2000, kH100MiB, 10}});
        panel.addSamplesAt(30'000, {GpuSample{0, kH100, 73011, kH100MiB, 99}}); // 71.3 GiB
        panel.addSamplesAt(60'000, {GpuSample{0, kH100, 40000, kH100MiB, 60}});
        QCOMPARE(panel.peakMiB(0), 73011);
        QCOMPARE(panel.peakLabel(0), u"peak 71.3 GiB"_s);
        QCOMPARE(panel.drawnPeakLabels(), QStringList{u"peak 71.3 GiB"_s});
        // With several GPUs each label says which; the highest is drawn, none overlap (the rest are in the legend).
        VramPanel eight;
        eight.resize(420, 320);
        feedRun(eight, 80, 8);
        QCOMPARE(eight.peakLabel(0), u"GPU 0 peak %1 GiB"_s.arg(double(eight.peakMiB(0)) / 1024, 0, 'f', 1));
        QVERIFY(!eight.drawnPeakLabels().isEmpty());
        QCOMPARE(eight.drawnPeakLabels().first(), eight.peakLabel(0));
    }

    void message_withoutReadings_noteWithThem()
    {
        VramPanel panel;
        panel.setTool(QString());
        QVERIFY2(panel.message().contains(u"No GPU monitor"_s), qPrintable(panel.message()));
        panel.setTool(u"nvidia-smi"_s);
        QVERIFY2(panel.message().contains(u"nvidia-smi"_s), qPrintable(panel.message()));
        panel.addSamples({GpuSample{0, kH100, 100, kH100MiB, 1}});
        QVERIFY(panel.message().isEmpty());
        panel.setMessage(u"nvidia-smi stopped (exit 9); it is started again."_s);
        QVERIFY(panel.message().isEmpty()); // a note under the chart, which stays
        QCOMPARE(panel.peakMiB(0), 100);
        // A new run starts from an empty trace.
        panel.setTool(u"nvidia-smi"_s);
        QCOMPARE(panel.peakMiB(0), -1);
        QCOMPARE(panel.durationMs(), 0);
    }

    void loadRun_showsAFinishedRunsTrace()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(u"run-20250101-120000.gpu.csv"_s);
        ptq::GpuTrace trace;
        QVERIFY(trace.open(csv));
        for (int s = 0; s <= 80; ++s)
            trace.add(qint64(s) * 1000, {GpuSample{0, kH100, usedAt(s, 80, 0, kH100MiB), kH100MiB, 50},
                                         GpuSample{1, kH100, usedAt(s, 80, 1, kH100MiB), kH100MiB, 50}});
        QVERIFY(trace.close());
        ptq::GpuMemoryRecord record{csv, u"nvidia-smi"_s, trace.sampleCount(), trace.peaks()};
        const ptq::Json manifest = ptq::RunRecorder::withGpuMemory(ptq::Json{{"outputs", ptq::Json::object()}}, record);

        VramPanel panel;
        panel.resize(420, 320);
        QSignalSpy loaded(&panel, &VramPanel::traceLoaded);
        QVERIFY(panel.loadRun(manifest));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.at(0).at(0).toString(), QString());
        QCOMPARE(panel.durationMs(), 80'000);
        QCOMPARE(panel.peakMiB(0), trace.peaks()[0].peakUsedMiB);
        QCOMPARE(panel.peakMiB(1), trace.peaks()[1].peakUsedMiB);
        QCOMPARE(panel.legendEntries().size(), 2);
        // A finished run: the peak against the total, no "now".
        QVERIFY2(panel.legendEntries()[0].endsWith(u"peak %1 of 79.6 GiB"_s.arg(double(panel.peakMiB(0)) / 1024, 0, 'f', 1)),
                 qPrintable(panel.legendEntries()[0]));
        ptq::test::saveShot(&panel, u"vram-loaded-2gpu"_s);

        // The trace deleted since: said, naming the file.
        QFile::remove(csv);
        QVERIFY(panel.loadRun(manifest));
        QVERIFY(loaded.wait(10000));
        QVERIFY2(loaded.at(1).at(0).toString().contains(csv), qPrintable(loaded.at(1).at(0).toString()));
        QVERIFY(panel.message().contains(csv));
        QCOMPARE(panel.peakMiB(0), -1);
        // A manifest from before the trace existed changes nothing.
        QVERIFY(!panel.loadRun(ptq::Json{{"outputs", ptq::Json::object()}}));
        // A run with no monitor says so.
        QVERIFY(panel.loadRun(ptq::RunRecorder::withGpuMemory(ptq::Json{{"outputs", ptq::Json::object()}}, ptq::GpuMemoryRecord())));
        QVERIFY2(panel.message().contains(u"nvidia-smi, amd-smi or rocm-smi"_s), qPrintable(panel.message()));
    }

    void loadRun_liveReadingsWin()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(u"t.gpu.csv"_s);
        ptq::GpuTrace trace;
        QVERIFY(trace.open(csv));
        trace.add(0, {GpuSample{0, kH100, 9000, kH100MiB, 50}});
        QVERIFY(trace.close());
        VramPanel panel;
        QSignalSpy loaded(&panel, &VramPanel::traceLoaded);
        panel.loadTrace(csv);
        panel.setTool(u"nvidia-smi"_s); // a run starts before the read ends
        panel.addSamples({GpuSample{0, kH100, 100, kH100MiB, 1}});
        QTest::qWait(300);
        QCOMPARE(loaded.size(), 0);
        QCOMPARE(panel.peakMiB(0), 100);
    }

    void renders_lightAndDark_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("seconds");
        QTest::addColumn<QSize>("size");
        for (bool dark : {false, true}) {
            const QString theme = dark ? u"dark"_s : u"light"_s;
            for (int gpus : {1, 8}) {
                for (int seconds : {80, 3600}) {
                    QTest::addRow("%s-%dgpu-%ds", qPrintable(theme), gpus, seconds) << dark << gpus << seconds << QSize(340, 420);
                }
            }
            QTest::addRow("%s-8gpu-3600s-wide", qPrintable(theme)) << dark << 8 << 3600 << QSize(760, 380);
            QTest::addRow("%s-message", qPrintable(theme)) << dark << 0 << 0 << QSize(340, 420);
            QTest::addRow("%s-2gpu-mixed-note", qPrintable(theme)) << dark << 2 << 80 << QSize(340, 420);
        }
    }

    void renders_lightAndDark()
    {
        QFETCH(bool, dark);
        QFETCH(int, gpus);
        QFETCH(int, seconds);
        QFETCH(QSize, size);
        VramPanel panel;
        if (dark)
            panel.setPalette(darkPalette());
        panel.resize(size);
        if (gpus == 0)
            panel.setTool(QString());
        else if (gpus == 2) { // two different cards: each named in the legend; a monitor that restarted
            panel.setTool(u"nvidia-smi"_s);
            for (int s = 0; s <= seconds; ++s)
                panel.addSamplesAt(qint64(s) * 1000, {GpuSample{0, kH100, usedAt(s, seconds, 0, kH100MiB), kH100MiB, 80},
                                                      GpuSample{1, u"NVIDIA A100-SXM4-40GB"_s, usedAt(s, seconds, 0, 40960), 40960, 70}});
            panel.setMessage(u"nvidia-smi stopped (exit 9); it is started again."_s);
            QCOMPARE(panel.drawnPeakLabels().size(), 2);
        } else {
            panel.setTool(u"nvidia-smi"_s);
            feedRun(panel, seconds, gpus);
        }
        const QImage image = panel.grab().toImage();
        QVERIFY(!image.isNull());
        // The background is the palette's base; something other than it is drawn (text, lines).
        const QColor base = panel.palette().color(QPalette::Base);
        QCOMPARE(image.pixelColor(1, 1), base);
        qsizetype other = 0;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2)
                other += image.pixelColor(x, y) != base;
        }
        QVERIFY(other > 50);
        if (gpus > 0) {
            // The line of GPU 0 reaches the right edge of the plot.
            const QPointF end = panel.latestPoint(0);
            bool coloured = false;
            for (int dy = -2; dy <= 2 && !coloured; ++dy)
                coloured = image.pixelColor(int(end.x()), int(end.y()) + dy) != base;
            QVERIFY(coloured);
        }
        ptq::test::saveShot(&panel, u"vram-"_s + QString::fromLatin1(QTest::currentDataTag()));
    }
};

QTEST_MAIN(TestVramPanel)
#include "tst_vrampanel.moc"
