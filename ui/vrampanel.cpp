#include "vrampanel.h"

#include "run/runrecorder.h"

#include <QFutureWatcher>
#include <QPainter>
#include <QPainterPath>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

// ---- VramSeries, VramTrace ---------------------------------------------------------------------

namespace {

// The higher reading of two (a reported one over a gap).
VramSeries::Point higher(const VramSeries::Point &a, const VramSeries::Point &b)
{
    return b.usedMiB > a.usedMiB ? b : a;
}

double gib(qint64 mib)
{
    return double(mib) / 1024.0;
}

} // namespace

void VramSeries::add(qint64 elapsedMs, const GpuSample &s)
{
    m_latest = {elapsedMs, s.usedMiB};
    m_peak.index = s.index;
    if (!s.name.isEmpty())
        m_peak.name = s.name;
    if (s.totalMiB >= 0)
        m_peak.totalMiB = s.totalMiB;
    if (s.usedMiB > m_peak.peakUsedMiB) {
        m_peak.peakUsedMiB = s.usedMiB;
        m_peak.peakAtMs = elapsedMs;
    }
    m_utilization = s.utilization;
    if (m_stride == 1) {
        m_points.append(m_latest);
    } else {
        m_bucket = m_bucketCount == 0 ? m_latest : higher(m_bucket, m_latest);
        if (++m_bucketCount == m_stride) {
            m_points.append(m_bucket);
            m_bucketCount = 0;
        }
    }
    // A point is appended only when its bucket is complete, so the bucket is empty here and the
    // count even: pairs merge into buckets twice as wide.
    if (m_points.size() >= kMaxPoints) {
        QList<Point> merged;
        merged.reserve(m_points.size() / 2 + 1);
        for (qsizetype i = 0; i + 1 < m_points.size(); i += 2)
            merged.append(higher(m_points[i], m_points[i + 1]));
        m_points = std::move(merged);
        m_stride *= 2;
    }
}

QList<VramSeries::Point> VramSeries::drawnPoints() const
{
    QList<Point> drawn = m_points;
    if (m_bucketCount > 0 && (drawn.isEmpty() || drawn.constLast() != m_bucket))
        drawn.append(m_bucket);
    if (!drawn.isEmpty() && drawn.constLast().ms < m_latest.ms)
        drawn.append(m_latest); // the line always ends at the latest reading
    return drawn;
}

void VramTrace::add(const TimedGpuSample &t)
{
    gpus[t.sample.index].add(t.elapsedMs, t.sample);
    durationMs = std::max(durationMs, t.elapsedMs);
}

// ---- layout ------------------------------------------------------------------------------------

struct VramPanel::Layout
{
    QRectF plot;
    QRectF title;
    QRectF legend;
    QRectF note;
    int legendColumns = 1;
    qreal legendRow = 0;
    int entryRows = 0;     ///< legend rows per column, each entry one or two
    bool twoLines = false; ///< an entry's name above its numbers (narrow, names differ)
    QString sharedName;    ///< the one name every GPU has, said once above the entries
    double yMaxGiB = 1;
    double yStepGiB = 1;
    qint64 xMaxMs = 1000;
    qint64 xStepMs = 1000;
    QList<std::pair<int, QRectF>> peakLabels;     ///< GPU, where its label goes
    QList<std::pair<qint64, QRectF>> totalLabels; ///< total MiB, where its label goes

    QPointF at(qint64 ms, qint64 usedMiB) const
    {
        const double x = plot.left() + plot.width() * double(ms) / double(xMaxMs);
        const double y = plot.bottom() - plot.height() * std::clamp(gib(usedMiB) / yMaxGiB, 0.0, 1.0);
        return {x, y};
    }
};

namespace {

constexpr int kMargin = 6;

// 1, 2 or 5 times a power of ten, at least @p rough.
double niceStep(double rough)
{
    if (!(rough > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * magnitude >= rough * (1 - 1e-9))
            return m * magnitude;
    }
    return 10 * magnitude;
}

qint64 timeStep(qint64 span, int maxTicks)
{
    static constexpr qint64 s = 1000, m = 60 * s, h = 60 * m;
    static constexpr qint64 steps[] = {s, 2 * s, 5 * s, 10 * s, 15 * s, 20 * s, 30 * s, m, 2 * m, 5 * m, 10 * m,
                                       15 * m, 20 * m, 30 * m, h, 2 * h, 3 * h, 4 * h, 6 * h, 12 * h, 24 * h};
    for (qint64 step : steps) {
        if (span / step <= maxTicks)
            return step;
    }
    const qint64 days = span / (24 * h) / std::max(maxTicks, 1) + 1;
    return days * 24 * h;
}

QString clock(qint64 ms, bool hours)
{
    const qint64 seconds = ms / 1000;
    if (hours)
        return u"%1:%2:%3"_s.arg(seconds / 3600).arg(seconds / 60 % 60, 2, 10, QChar(u'0')).arg(seconds % 60, 2, 10, QChar(u'0'));
    return u"%1:%2"_s.arg(seconds / 60, 2, 10, QChar(u'0')).arg(seconds % 60, 2, 10, QChar(u'0'));
}

QString gibText(qint64 mib)
{
    return QString::number(gib(mib), 'f', 1);
}

// The top tick carries the unit: "80 GiB", then "60", "40"…
QString yTickLabel(double value, double step, bool top)
{
    const QString number = QString::number(value, 'f', step >= 1 ? 0 : (step >= 0.1 ? 1 : 2));
    return top ? VramPanel::tr("%1 GiB").arg(number) : number;
}

} // namespace

VramPanel::Layout VramPanel::layout() const
{
    Layout l;
    const QFontMetricsF fm(font());
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const int gpus = int(m_trace.gpus.size());
    l.title = QRectF(area.left(), area.top(), area.width(), fm.height());
    l.legendRow = fm.height() + 3;
    l.legendColumns = std::clamp(int(area.width() / 300), 1, std::max(gpus, 1));
    l.sharedName = sharedName();
    bool named = false;
    for (auto it = m_trace.gpus.cbegin(); it != m_trace.gpus.cend(); ++it)
        named = named || gpuLabel(it.key(), true) != gpuLabel(it.key(), false);
    l.twoLines = l.sharedName.isEmpty() && named && area.width() / l.legendColumns < 460;
    l.entryRows = (gpus + l.legendColumns - 1) / l.legendColumns;
    const int rows = l.entryRows * (l.twoLines ? 2 : 1) + (l.sharedName.isEmpty() ? 0 : 1);
    const qreal noteHeight = m_note.isEmpty() ? 0 : fm.height() + 2;
    l.note = QRectF(area.left(), area.bottom() - noteHeight, area.width(), noteHeight);
    l.legend = QRectF(area.left(), l.note.top() - rows * l.legendRow, area.width(), rows * l.legendRow);

    // The y axis: round ticks up to the largest total (the most seen when no tool says it).
    qint64 totalMiB = -1, seenMiB = -1;
    for (const VramSeries &s : m_trace.gpus) {
        totalMiB = std::max(totalMiB, s.peak().totalMiB);
        seenMiB = std::max(seenMiB, s.peak().peakUsedMiB);
    }
    double top = totalMiB > 0 ? std::max(gib(totalMiB), gib(seenMiB)) : gib(seenMiB);
    if (!(top > 0))
        top = 1;
    const qreal plotTop = l.title.bottom() + fm.height() * 0.6;
    const qreal plotBottom = l.legend.top() - fm.height() - 8; // the time labels below it
    const qreal plotHeight = std::max<qreal>(plotBottom - plotTop, 10);
    const int maxYTicks = std::max(1, int(plotHeight / (fm.height() * 1.8)));
    l.yStepGiB = niceStep(top / maxYTicks);
    l.yMaxGiB = std::ceil(top / l.yStepGiB - 1e-9) * l.yStepGiB;
    qreal labelWidth = 0;
    const int yTicks = int(std::lround(l.yMaxGiB / l.yStepGiB));
    for (int i = 0; i <= yTicks; ++i)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(yTickLabel(i * l.yStepGiB, l.yStepGiB, i == yTicks)));

    // The x axis: from 0 to the latest reading, whatever the run's length.
    l.xMaxMs = m_trace.durationMs > 0 ? m_trace.durationMs : 1000; // the latest reading at the right edge, from the first
    const bool hours = l.xMaxMs >= 3600 * 1000;
    const qreal timeWidth = fm.horizontalAdvance(clock(l.xMaxMs, hours));
    const qreal left = area.left() + labelWidth + 6;
    const qreal right = area.right() - timeWidth / 2; // the last time label fits
    l.plot = QRectF(QPointF(left, plotTop), QPointF(std::max(right, left + 10), plotTop + plotHeight));
    const int maxXTicks = std::max(1, int(l.plot.width() / (timeWidth + 14)));
    l.xStepMs = timeStep(l.xMaxMs, maxXTicks);

    // Peak labels, highest first, each where it overlaps nothing placed before; then the totals.
    QList<QRectF> taken;
    QList<int> byPeak = m_trace.gpus.keys();
    std::stable_sort(byPeak.begin(), byPeak.end(), [this](int a, int b) {
        return m_trace.gpus[a].peak().peakUsedMiB > m_trace.gpus[b].peak().peakUsedMiB;
    });
    for (int gpu : std::as_const(byPeak)) { // no label covers any GPU's peak marker
        const GpuPeak p = m_trace.gpus.value(gpu).peak();
        if (p.peakUsedMiB >= 0)
            taken.append(QRectF(l.at(p.peakAtMs, p.peakUsedMiB) - QPointF(4, 4), QSizeF(8, 8)));
    }
    // With more than two GPUs only the highest peak is labelled on the chart: a stack of labels
    // would hide the lines (the legend says every GPU's peak).
    const qsizetype labelled = byPeak.size() > 2 ? 1 : byPeak.size();
    for (int gpu : byPeak.first(labelled)) {
        const GpuPeak p = m_trace.gpus.value(gpu).peak();
        if (p.peakUsedMiB < 0)
            continue;
        const QPointF marker = l.at(p.peakAtMs, p.peakUsedMiB);
        const QSizeF size(fm.horizontalAdvance(peakLabel(gpu)) + 4, fm.height());
        const QList<QPointF> corners{marker + QPointF(-size.width() - 2, -size.height() - 2), marker + QPointF(4, -size.height() - 2),
                                     marker + QPointF(7, -size.height() / 2), marker + QPointF(-size.width() - 7, -size.height() / 2),
                                     marker + QPointF(-size.width() - 2, 4), marker + QPointF(4, 4)};
        const QRectF room = l.plot.adjusted(0, -fm.height() * 0.6, 0, 0); // up to the title
        for (const QPointF &corner : corners) {
            const QRectF box(corner, size);
            if (!room.contains(box) || std::any_of(taken.cbegin(), taken.cend(), [&box](const QRectF &r) { return r.intersects(box); }))
                continue;
            l.peakLabels.append({gpu, box});
            taken.append(box);
            break;
        }
    }
    QList<qint64> totals;
    for (const VramSeries &s : m_trace.gpus) {
        if (s.peak().totalMiB > 0 && !totals.contains(s.peak().totalMiB))
            totals.append(s.peak().totalMiB);
    }
    for (qint64 total : std::as_const(totals)) {
        const QString text = tr("total %1 GiB").arg(gibText(total));
        const qreal y = l.at(0, total).y();
        const QSizeF size(fm.horizontalAdvance(text) + 4, fm.height());
        for (const QRectF &box : {QRectF(QPointF(l.plot.left() + 4, y + 1), size),
                                  QRectF(QPointF(l.plot.left() + 4, y - size.height() - 1), size)}) {
            if (!l.plot.contains(box)
                || std::any_of(taken.cbegin(), taken.cend(), [&box](const QRectF &r) { return r.intersects(box); }))
                continue;
            l.totalLabels.append({total, box});
            taken.append(box);
            break;
        }
    }
    return l;
}

// ---- the panel ---------------------------------------------------------------------------------

VramPanel::VramPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"vramPanel"_s);
    setAccessibleName(tr("GPU memory"));
    setMinimumWidth(220);
    setMinimumHeight(160);
    m_message = tr("GPU memory appears here while the run is going.");
}

void VramPanel::setTool(const QString &tool)
{
    ++m_loadGeneration; // a trace still being read is not shown over the new run
    m_tool = tool;
    m_trace = VramTrace();
    m_note.clear();
    m_live = true;
    m_clock.start();
    m_message = tool.isEmpty() ? tr("No GPU monitor: none of nvidia-smi, amd-smi or rocm-smi is on PATH, so GPU memory "
                                    "cannot be shown.")
                               : tr("Waiting for the first reading from %1…").arg(tool);
    traceChanged();
}

void VramPanel::setToolName(const QString &tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    update();
}

void VramPanel::setMessage(const QString &message)
{
    if (m_trace.gpus.isEmpty())
        m_message = message;
    else
        m_note = message;
    update();
}

void VramPanel::addSamples(const QList<GpuSample> &samples)
{
    if (!m_clock.isValid())
        m_clock.start();
    addSamplesAt(m_clock.elapsed(), samples);
}

void VramPanel::addSamplesAt(qint64 elapsedMs, const QList<GpuSample> &samples)
{
    if (samples.isEmpty())
        return;
    if (!m_live) { // the first reading of a run that started without setTool(): a new trace
        m_trace = VramTrace();
        m_live = true;
    }
    ++m_loadGeneration;
    for (const GpuSample &s : samples)
        m_trace.add({elapsedMs, s});
    m_message.clear();
    m_note.clear();
    traceChanged();
}

void VramPanel::clear()
{
    ++m_loadGeneration;
    m_trace = VramTrace();
    m_note.clear();
    m_tool.clear();
    m_clock.invalidate();
    m_live = true;
    m_message = tr("GPU memory appears here while the run is going.");
    traceChanged();
}

bool VramPanel::loadRun(const Json &manifest)
{
    const std::optional<GpuMemoryRecord> record = GpuMemoryRecord::fromManifest(manifest);
    if (!record)
        return false;
    m_tool = record->tool;
    if (record->samplesPath.isEmpty() || record->samples == 0) {
        ++m_loadGeneration;
        m_trace = VramTrace();
        m_note.clear();
        m_live = false;
        m_message = record->samples > 0
            ? tr("The GPU memory trace of this run could not be written; its peak per GPU is in run_manifest.yaml.")
            : record->tool.isEmpty()
            ? tr("No GPU memory was recorded for this run: none of nvidia-smi, amd-smi or rocm-smi was found.")
            : tr("No GPU memory reading arrived from %1 during this run.").arg(record->tool);
        traceChanged();
        return true;
    }
    loadTrace(record->samplesPath);
    return true;
}

void VramPanel::loadTrace(const QString &csvPath)
{
    const int generation = ++m_loadGeneration;
    m_trace = VramTrace();
    m_note.clear();
    m_live = false;
    m_message = tr("Reading the GPU memory trace %1…").arg(csvPath);
    traceChanged();
    auto *watcher = new QFutureWatcher<Result<VramTrace>>(this);
    connect(watcher, &QFutureWatcher<Result<VramTrace>>::finished, this, [this, watcher, generation, csvPath] {
        watcher->deleteLater();
        if (generation != m_loadGeneration)
            return; // a run started, or another trace was asked for, meanwhile
        const Result<VramTrace> loaded = watcher->result();
        QString error;
        if (!loaded) {
            error = loaded.error().message;
            m_message = error;
        } else {
            m_trace = *loaded;
            if (m_trace.gpus.isEmpty())
                error = m_message = tr("The GPU memory trace %1 holds no readings.").arg(csvPath);
            else
                m_message.clear();
        }
        traceChanged();
        emit traceLoaded(error);
    });
    watcher->setFuture(QtConcurrent::run([csvPath]() -> Result<VramTrace> {
        VramTrace trace; // built here: a day's trace is never held whole in memory
        if (Status read = GpuTrace::read(csvPath, [&trace](const TimedGpuSample &t) { trace.add(t); }); !read)
            return read.error();
        return trace;
    }));
}

void VramPanel::traceChanged()
{
    QStringList summary;
    for (auto it = m_trace.gpus.cbegin(); it != m_trace.gpus.cend(); ++it)
        summary.append(gpuLabel(it.key(), true) + u": "_s + numbersFor(it.key()));
    const QString description = summary.isEmpty() ? m_message : summary.join(u"; "_s);
    if (description != accessibleDescription())
        setAccessibleDescription(description);
    update();
}

qint64 VramPanel::peakMiB(int gpu) const
{
    const auto it = m_trace.gpus.constFind(gpu);
    return it == m_trace.gpus.cend() ? -1 : it->peak().peakUsedMiB;
}

QColor VramPanel::colorFor(int gpu) const
{
    // Distinct hues that read on white and on a dark base; lighter ones on dark.
    static const char *light[] = {"#1f6fb4", "#c8374b", "#23915a", "#8a55b8", "#c77800", "#148c9e", "#9c4f27", "#5f7300"};
    static const char *dark[] = {"#6cb4ff", "#ff7b8a", "#5fd38d", "#c29bff", "#ffb84d", "#5ad8e6", "#e09a6a", "#b8cc4a"};
    const bool isDark = palette().color(QPalette::Base).lightness() < 128;
    return QColor(QLatin1StringView((isDark ? dark : light)[std::abs(gpu) % 8]));
}

QString VramPanel::gpuLabel(int gpu, bool withName) const
{
    const QString name = m_trace.gpus.value(gpu).peak().name;
    if (!withName || name.isEmpty() || name == u"GPU %1"_s.arg(gpu))
        return tr("GPU %1").arg(gpu);
    return tr("GPU %1 · %2").arg(gpu).arg(name);
}

QString VramPanel::sharedName() const
{
    QString shared;
    for (auto it = m_trace.gpus.cbegin(); it != m_trace.gpus.cend(); ++it) {
        const QString name = it->peak().name;
        if (name.isEmpty() || name == u"GPU %1"_s.arg(it.key()) || (!shared.isEmpty() && name != shared))
            return {};
        shared = name;
    }
    return shared;
}

QString VramPanel::numbersFor(int gpu) const
{
    const VramSeries s = m_trace.gpus.value(gpu);
    const GpuPeak &p = s.peak();
    if (p.peakUsedMiB < 0)
        return tr("memory not reported");
    if (m_live) {
        const QString now = s.latest().usedMiB >= 0 ? gibText(s.latest().usedMiB) : tr("?");
        QString text = tr("now %1 · peak %2 GiB").arg(now, gibText(p.peakUsedMiB));
        if (s.utilization() >= 0)
            text += tr(" · %1% busy").arg(s.utilization());
        return text;
    }
    return p.totalMiB > 0 ? tr("peak %1 of %2 GiB").arg(gibText(p.peakUsedMiB), gibText(p.totalMiB))
                          : tr("peak %1 GiB").arg(gibText(p.peakUsedMiB));
}

QString VramPanel::peakLabel(int gpu) const
{
    const qint64 peak = peakMiB(gpu);
    if (peak < 0)
        return {};
    return m_trace.gpus.size() > 1 ? tr("GPU %1 peak %2 GiB").arg(gpu).arg(gibText(peak)) : tr("peak %1 GiB").arg(gibText(peak));
}

QStringList VramPanel::legendEntries() const
{
    QStringList entries;
    for (auto it = m_trace.gpus.cbegin(); it != m_trace.gpus.cend(); ++it)
        entries.append(gpuLabel(it.key(), true) + u" — "_s + numbersFor(it.key()));
    return entries;
}

QStringList VramPanel::drawnPeakLabels() const
{
    QStringList labels;
    for (const auto &[gpu, box] : layout().peakLabels)
        labels.append(peakLabel(gpu));
    return labels;
}

QList<double> VramPanel::yTicksGiB() const
{
    const Layout l = layout();
    QList<double> ticks;
    for (int i = 0; i <= int(std::lround(l.yMaxGiB / l.yStepGiB)); ++i)
        ticks.append(i * l.yStepGiB);
    return ticks;
}

QList<qint64> VramPanel::xTicksMs() const
{
    const Layout l = layout();
    QList<qint64> ticks;
    for (qint64 t = 0; t <= l.xMaxMs; t += l.xStepMs)
        ticks.append(t);
    return ticks;
}

QStringList VramPanel::xTickLabels() const
{
    const bool hours = layout().xMaxMs >= 3600 * 1000;
    QStringList labels;
    for (qint64 t : xTicksMs())
        labels.append(clock(t, hours));
    return labels;
}

QRectF VramPanel::plotArea() const
{
    return layout().plot;
}

QPointF VramPanel::pointAt(qint64 elapsedMs, qint64 usedMiB) const
{
    return layout().at(elapsedMs, usedMiB);
}

QPointF VramPanel::latestPoint(int gpu) const
{
    const auto it = m_trace.gpus.constFind(gpu);
    if (it == m_trace.gpus.cend() || it->latest().usedMiB < 0)
        return {};
    return layout().at(it->latest().ms, it->latest().usedMiB);
}

void VramPanel::paintLegend(QPainter &p, const Layout &l, const QColor &text, const QColor &faint) const
{
    const QFontMetricsF fm(font());
    // The legend: a name all GPUs share said once, then per GPU a swatch, the GPU (and its name
    // when they differ, on a line of its own where the panel is narrow), its numbers.
    const QList<int> gpus = m_trace.gpus.keys();
    QRectF entries = l.legend;
    if (!l.sharedName.isEmpty()) {
        const QString header = gpus.size() > 1 ? tr("%1 × %2").arg(gpus.size()).arg(l.sharedName) : l.sharedName;
        p.setPen(faint);
        p.drawText(QRectF(entries.topLeft(), QSizeF(entries.width(), l.legendRow)), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(header, Qt::ElideMiddle, entries.width()));
        entries.setTop(entries.top() + l.legendRow);
    }
    const qreal columnWidth = entries.width() / l.legendColumns;
    const qreal entryHeight = l.legendRow * (l.twoLines ? 2 : 1);
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        const int gpu = gpus[i];
        const int column = int(i) / l.entryRows;
        const QRectF cell(entries.left() + column * columnWidth, entries.top() + (i % l.entryRows) * entryHeight,
                          columnWidth - (column + 1 < l.legendColumns ? 12 : 0), entryHeight);
        const qreal mid = cell.top() + fm.height() / 2 + 1;
        p.setPen(QPen(colorFor(gpu), 3, gpu >= 8 ? Qt::DashLine : Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(cell.left(), mid), QPointF(cell.left() + 14, mid));
        const QRectF textBox = cell.adjusted(20, 0, 0, 0);
        const QString label = gpuLabel(gpu, l.sharedName.isEmpty());
        const QString numbers = numbersFor(gpu);
        p.setPen(text);
        if (l.twoLines) {
            p.drawText(QRectF(textBox.topLeft(), QSizeF(textBox.width(), fm.height())), Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(label, Qt::ElideMiddle, textBox.width()));
            p.drawText(QRectF(textBox.left(), textBox.top() + l.legendRow, textBox.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(numbers, Qt::ElideRight, textBox.width()));
            continue;
        }
        const qreal labelWidth = std::min(fm.horizontalAdvance(label), textBox.width() * 0.45);
        p.drawText(QRectF(textBox.left(), textBox.top(), labelWidth, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(label, Qt::ElideMiddle, labelWidth));
        const QRectF numbersBox(textBox.left() + labelWidth + 10, textBox.top(), textBox.width() - labelWidth - 10, fm.height());
        p.drawText(numbersBox, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(numbers, Qt::ElideRight, numbersBox.width()));
    }
}

void VramPanel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor faint = pal.color(QPalette::PlaceholderText);
    QColor grid = text;
    grid.setAlphaF(0.12f);
    QColor axis = text;
    axis.setAlphaF(0.55f);
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QRect area = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const QFontMetricsF fm(font());
    if (m_trace.gpus.isEmpty()) {
        p.setPen(faint);
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    const Layout l = layout();

    // Title: what it is, and which tool measured it.
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(text);
    const QString title = tr("GPU memory");
    p.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter, title);
    const qreal titleWidth = QFontMetricsF(bold).horizontalAdvance(title) + 12;
    p.setFont(font());
    if (!m_tool.isEmpty()) {
        p.setPen(faint);
        p.drawText(l.title.adjusted(titleWidth, 0, 0, 0), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(tr("measured by %1").arg(m_tool), Qt::ElideRight, l.title.width() - titleWidth));
    }

    // The y axis: grid lines at round GiB, the unit on top.
    const bool hours = l.xMaxMs >= 3600 * 1000;
    const int yTicks = int(std::lround(l.yMaxGiB / l.yStepGiB));
    for (int i = 0; i <= yTicks; ++i) {
        const double v = i * l.yStepGiB;
        const qreal y = l.plot.bottom() - l.plot.height() * v / l.yMaxGiB;
        p.setPen(QPen(i == 0 ? axis : grid, 1));
        p.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        p.setPen(text);
        p.drawText(QRectF(area.left(), y - fm.height() / 2, l.plot.left() - 6 - area.left(), fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, yTickLabel(v, l.yStepGiB, i == yTicks));
    }
    p.setPen(QPen(axis, 1));
    p.drawLine(l.plot.bottomLeft(), l.plot.topLeft());

    // The x axis: elapsed time, from the start to the latest reading.
    for (qint64 t = 0; t <= l.xMaxMs; t += l.xStepMs) {
        const qreal x = l.plot.left() + l.plot.width() * double(t) / double(l.xMaxMs);
        p.setPen(QPen(axis, 1));
        p.drawLine(QPointF(x, l.plot.bottom()), QPointF(x, l.plot.bottom() + 3));
        const QString label = clock(t, hours);
        const qreal w = fm.horizontalAdvance(label);
        const qreal left = std::clamp(x - w / 2, qreal(area.left()), qreal(area.right()) - w);
        p.setPen(text);
        p.drawText(QPointF(left, l.plot.bottom() + 4 + fm.ascent()), label);
    }

    // Each distinct total memory: a dashed line, labelled where there is room.
    QList<qint64> totals;
    for (const VramSeries &s : m_trace.gpus) {
        if (s.peak().totalMiB > 0 && !totals.contains(s.peak().totalMiB))
            totals.append(s.peak().totalMiB);
    }
    for (qint64 total : std::as_const(totals)) {
        const qreal y = l.at(0, total).y();
        p.setPen(QPen(axis, 1, Qt::DashLine));
        p.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
    }
    p.setPen(faint);
    for (const auto &[total, box] : l.totalLabels)
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, tr("total %1 GiB").arg(gibText(total)));

    // One line per GPU (a gap where the tool reported nothing), the latest reading as a dot.
    p.save();
    p.setClipRect(l.plot.adjusted(-4, -4, 4, 4));
    for (auto it = m_trace.gpus.cbegin(); it != m_trace.gpus.cend(); ++it) {
        const QColor color = colorFor(it.key());
        QPainterPath path;
        bool drawing = false;
        for (const VramSeries::Point &pt : it->drawnPoints()) {
            if (pt.usedMiB < 0) {
                drawing = false;
                continue;
            }
            const QPointF at = l.at(pt.ms, pt.usedMiB);
            if (drawing)
                path.lineTo(at);
            else
                path.moveTo(at);
            drawing = true;
        }
        p.setPen(QPen(color, 1.8, it.key() >= 8 ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        if (it->latest().usedMiB >= 0) {
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            p.drawEllipse(l.at(it->latest().ms, it->latest().usedMiB), 2.8, 2.8);
        }
    }
    // The peaks: a ring on the line, labelled where the label overlaps nothing.
    for (auto it = m_trace.gpus.cbegin(); it != m_trace.gpus.cend(); ++it) {
        const GpuPeak &peak = it->peak();
        if (peak.peakUsedMiB < 0)
            continue;
        p.setPen(QPen(colorFor(it.key()), 1.6));
        p.setBrush(pal.color(QPalette::Base));
        p.drawEllipse(l.at(peak.peakAtMs, peak.peakUsedMiB), 3.8, 3.8);
    }
    p.restore();
    p.setBrush(Qt::NoBrush);
    for (const auto &[gpu, box] : l.peakLabels) {
        QColor back = pal.color(QPalette::Base);
        back.setAlphaF(0.8f);
        p.fillRect(box, back);
        p.setPen(text);
        p.drawText(box, Qt::AlignCenter, peakLabel(gpu));
    }

    paintLegend(p, l, text, faint);
    if (!m_note.isEmpty()) {
        p.setPen(faint);
        p.drawText(l.note, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(m_note, Qt::ElideRight, l.note.width()));
    }
}

} // namespace ptq::ui
