#pragma once

#include "run/gpumonitor.h"

#include <QList>
#include <QMap>
#include <QWidget>

namespace ptq::ui {

/// Per GPU: memory in use over time against the total, with the peak marked, the current
/// numbers and the utilization. Custom painted (no Qt Charts). Says so when no tool reports.
class VramPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VramPanel)

public:
    static constexpr int kHistory = 300; ///< samples kept per GPU (5 minutes at 1 Hz)

    explicit VramPanel(QWidget *parent = nullptr);

    void setTool(const QString &tool);
    void addSamples(const QList<ptq::GpuSample> &samples);
    void setMessage(const QString &message);
    qint64 peakMiB(int gpu) const { return m_peak.value(gpu, -1); }
    QSize sizeHint() const override { return {300, 200}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_tool;
    QString m_message;
    QMap<int, QList<GpuSample>> m_history;
    QMap<int, qint64> m_peak;
};

} // namespace ptq::ui
