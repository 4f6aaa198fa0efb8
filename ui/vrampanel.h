#pragma once

#include "artifacts/json.h"
#include "run/gputrace.h"

#include <QElapsedTimer>
#include <QList>
#include <QMap>
#include <QWidget>

class QPainter;

namespace ptq::ui {

/// One GPU's memory over a whole run, in bounded memory: past kMaxPoints the points are merged
/// in pairs and later readings gathered in buckets of the same width. A merge keeps the higher
/// reading, so a short spike (the one that ran out of memory) is never flattened away; the peak
/// and the latest reading are kept exactly.
class VramSeries
{
public:
    static constexpr int kMaxPoints = 2048;
    struct Point
    {
        qint64 ms = 0;
        qint64 usedMiB = -1; ///< -1: not reported (a gap in the line)
        friend bool operator==(const Point &, const Point &) = default;
    };

    void add(qint64 elapsedMs, const GpuSample &sample);
    /// The merged points, then the bucket being gathered and the latest reading: what is drawn.
    QList<Point> drawnPoints() const;
    qsizetype pointCount() const { return m_points.size() + (m_bucketCount > 0 ? 1 : 0); }
    Point latest() const { return m_latest; }
    const GpuPeak &peak() const { return m_peak; }
    int utilization() const { return m_utilization; }
    int stride() const { return m_stride; }

private:
    QList<Point> m_points;
    Point m_bucket;
    int m_bucketCount = 0;
    int m_stride = 1;
    Point m_latest;
    GpuPeak m_peak;
    int m_utilization = -1;
};

/// A run's GPU memory: a series per GPU and the time of the latest reading.
struct VramTrace
{
    QMap<int, VramSeries> gpus;
    qint64 durationMs = 0;
    void add(const TimedGpuSample &t);
};

/// GPU memory over the whole run: a y axis in GiB with round ticks up to the GPUs' total memory,
/// an x axis of the elapsed time (mm:ss) from 0 to the latest reading, so the whole run always
/// fits the width, one line per GPU with a legend, the peak of each GPU marked and labelled.
/// Custom painted (no Qt Charts), in the palette's colours (light and dark). Says so when no tool
/// reports.
class VramPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VramPanel)

public:
    explicit VramPanel(QWidget *parent = nullptr);

    /// A run starts: the trace so far is dropped and its clock starts; an empty @p tool says that
    /// no GPU monitor exists.
    void setTool(const QString &tool);
    /// The tool's name once it is known (a remote target's, with its first reading); the trace stays.
    void setToolName(const QString &tool);
    /// Readings of one sample, stamped with the time since setTool().
    void addSamples(const QList<ptq::GpuSample> &samples);
    /// Readings of one sample at @p elapsedMs into the run.
    void addSamplesAt(qint64 elapsedMs, const QList<ptq::GpuSample> &samples);
    /// With no reading yet: the message shown instead of the chart. With readings: a note under it
    /// (a monitor that stopped and is started again), cleared by the next reading.
    void setMessage(const QString &message);
    /// Shows a finished run's trace from its manifest (outputs.gpu_memory): the CSV is read off
    /// the UI thread; traceLoaded() follows. Returns false, changing nothing, when the manifest
    /// records no GPU memory (no run yet, or a run recorded before the trace existed).
    bool loadRun(const ptq::Json &manifest);
    /// Shows the trace in the CSV at @p csvPath, read off the UI thread; traceLoaded() follows.
    void loadTrace(const QString &csvPath);
    /// Back to the empty panel.
    void clear();

    qint64 peakMiB(int gpu) const;
    QSize sizeHint() const override { return {340, 300}; }

    // What is drawn at the current size, for tests and the accessible description.
    QList<double> yTicksGiB() const;
    QList<qint64> xTicksMs() const;
    QStringList xTickLabels() const;
    QRectF plotArea() const;
    /// Where the latest reading of @p gpu is drawn (null when the GPU has none).
    QPointF latestPoint(int gpu) const;
    /// Where (@p elapsedMs, @p usedMiB) is drawn.
    QPointF pointAt(qint64 elapsedMs, qint64 usedMiB) const;
    /// One entry per GPU, by index: "GPU 0 · NVIDIA H100 80GB HBM3 — now 71.3 · peak 75.2 GiB".
    QStringList legendEntries() const;
    /// "peak 71.3 GiB" ("GPU 3 peak 71.3 GiB" with several GPUs); empty when never reported.
    QString peakLabel(int gpu) const;
    /// The peak labels that fit on the chart without overlapping (all are in the legend).
    QStringList drawnPeakLabels() const;
    qint64 durationMs() const { return m_trace.durationMs; }
    QString message() const { return m_message; }
    const VramTrace &trace() const { return m_trace; }

signals:
    /// A loadTrace() finished; @p error is empty when the trace is shown.
    void traceLoaded(const QString &error);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Layout;
    Layout layout() const;
    /// The legend: a name all GPUs share said once, then per GPU a swatch, the GPU and its numbers.
    void paintLegend(QPainter &p, const Layout &l, const QColor &text, const QColor &faint) const;
    QColor colorFor(int gpu) const;
    QString gpuLabel(int gpu, bool withName) const;
    QString sharedName() const;
    QString numbersFor(int gpu) const;
    void traceChanged();

    QString m_tool;
    QString m_message;
    QString m_note;
    VramTrace m_trace;
    QElapsedTimer m_clock;
    bool m_live = true;
    int m_loadGeneration = 0;
};

} // namespace ptq::ui
