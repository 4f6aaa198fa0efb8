#include "vrampanel.h"

#include <QPainter>
#include <QPainterPath>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

VramPanel::VramPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"vramPanel"_s);
    setAccessibleName(tr("GPU memory"));
    setMinimumWidth(220);
    m_message = tr("GPU memory appears here while the run is going.");
}

void VramPanel::setTool(const QString &tool)
{
    m_tool = tool;
    m_message = tool.isEmpty() ? tr("No GPU monitor: none of nvidia-smi, amd-smi or rocm-smi is on PATH, so GPU memory "
                                    "cannot be shown.")
                               : QString();
    update();
}

void VramPanel::setMessage(const QString &message)
{
    m_message = message;
    update();
}

void VramPanel::addSamples(const QList<GpuSample> &samples)
{
    for (const GpuSample &s : samples) {
        QList<GpuSample> &h = m_history[s.index];
        h.append(s);
        if (h.size() > kHistory)
            h.removeFirst();
        if (s.usedMiB > m_peak.value(s.index, -1))
            m_peak[s.index] = s.usedMiB;
    }
    m_message.clear();
    update();
}

void VramPanel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QRect area = rect().adjusted(6, 6, -6, -6);
    if (m_history.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    const int rows = int(m_history.size());
    const int rowHeight = area.height() / rows;
    int row = 0;
    const QColor line = pal.color(QPalette::Highlight);
    const QColor peakColor(0xb3, 0x26, 0x1e);
    for (auto it = m_history.cbegin(); it != m_history.cend(); ++it, ++row) {
        const QList<GpuSample> &h = it.value();
        const GpuSample &last = h.constLast();
        const QRect box(area.left(), area.top() + row * rowHeight, area.width(), rowHeight - 4);
        const QFontMetrics fm(font());
        const double total = last.totalMiB > 0 ? double(last.totalMiB) : 1.0;
        QString title = tr("GPU %1  %2").arg(it.key()).arg(last.name);
        QString numbers = last.usedMiB >= 0 && last.totalMiB > 0
            ? tr("%1 / %2 GiB").arg(double(last.usedMiB) / 1024, 0, 'f', 1).arg(double(last.totalMiB) / 1024, 0, 'f', 1)
            : tr("memory not reported");
        if (m_peak.value(it.key(), -1) >= 0)
            numbers += tr(" · peak %1 GiB").arg(double(m_peak.value(it.key())) / 1024, 0, 'f', 1);
        if (last.utilization >= 0)
            numbers += tr(" · %1% busy").arg(last.utilization);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(box.left(), box.top() + fm.ascent(), fm.elidedText(title, Qt::ElideRight, box.width()));
        p.drawText(box.left(), box.top() + fm.height() + fm.ascent(), fm.elidedText(numbers, Qt::ElideRight, box.width()));
        const QRect chart(box.left(), box.top() + 2 * fm.height() + 2, box.width(), box.height() - 2 * fm.height() - 2);
        if (chart.height() < 8)
            continue;
        p.setPen(pal.color(QPalette::Mid));
        p.drawRect(chart);
        if (last.totalMiB <= 0)
            continue;
        QPainterPath path;
        const double step = double(chart.width()) / double(kHistory - 1);
        const int offset = kHistory - int(h.size());
        for (qsizetype i = 0; i < h.size(); ++i) {
            const double fraction = h[i].usedMiB >= 0 ? std::clamp(double(h[i].usedMiB) / total, 0.0, 1.0) : 0.0;
            const QPointF pt(chart.left() + (offset + i) * step, chart.bottom() - fraction * chart.height());
            if (i == 0)
                path.moveTo(pt);
            else
                path.lineTo(pt);
        }
        p.setPen(QPen(line, 1.5));
        p.drawPath(path);
        p.setBrush(line);
        p.drawEllipse(path.currentPosition(), 2.5, 2.5); // the latest reading, visible from the first sample
        p.setBrush(Qt::NoBrush);
        const qint64 peak = m_peak.value(it.key(), -1);
        if (peak >= 0) {
            const double y = chart.bottom() - std::clamp(double(peak) / total, 0.0, 1.0) * chart.height();
            p.setPen(QPen(peakColor, 1, Qt::DashLine));
            p.drawLine(QPointF(chart.left(), y), QPointF(chart.right(), y));
        }
    }
}

} // namespace ptq::ui
