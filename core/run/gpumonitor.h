#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QProcess;
class QTimer;

namespace ptq {

struct GpuSample
{
    int index = 0;
    QString name;
    qint64 usedMiB = -1;  ///< -1: unknown ([N/A], missing key)
    qint64 totalMiB = -1;
    int utilization = -1; ///< percent, -1: unknown

    friend bool operator==(const GpuSample &, const GpuSample &) = default;
};

/// Pure parsers for the three tools' output, tolerant of `[N/A]`, `[Not Supported]`, missing
/// keys and the key changes between ROCm versions.
class GpuParsers
{
public:
    /// `nvidia-smi --query-gpu=index,name,memory.used,memory.total,utilization.gpu --format=csv,noheader,nounits`
    static QList<GpuSample> parseNvidiaSmi(const QByteArray &output);
    /// `amd-smi metric --mem-usage --usage --json` (a list of {"gpu": n, "mem_usage": {...}, "usage": {...}})
    static QList<GpuSample> parseAmdSmi(const QByteArray &output);
    /// `rocm-smi --showmeminfo vram --showuse --json` ({"card0": {"VRAM Total Memory (B)": "...", ...}})
    static QList<GpuSample> parseRocmSmi(const QByteArray &output);
};

/// Polls whichever of nvidia-smi, amd-smi and rocm-smi exists, every @p intervalMs, with LC_ALL=C
/// and a timeout; a poll still running when the next is due is skipped, never stacked.
class GpuMonitor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuMonitor)

public:
    explicit GpuMonitor(QObject *parent = nullptr);
    ~GpuMonitor() override;

    void setEnvironment(const QProcessEnvironment &env) { m_env = env; }
    /// Starts polling; returns the tool used, or an empty string when none is installed.
    QString start(int intervalMs = 1000);
    void stop();
    QString tool() const { return m_tool; }

signals:
    void samplesReceived(const QList<ptq::GpuSample> &samples);
    void pollFailed(const QString &message);

private:
    void poll();

    QProcessEnvironment m_env;
    QTimer *m_timer;
    QProcess *m_process = nullptr;
    QString m_tool;
    QString m_program;
    QStringList m_arguments;
};

} // namespace ptq
