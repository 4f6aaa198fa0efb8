#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace ptq {

/// One GPU's memory and load as nvidia-smi, amd-smi or rocm-smi report it. Below core/run: the
/// environment check (Checkpoint 3) reads the same tools' totals before anything runs.
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

    /// Removes the complete lines (ended by `\n` or `\r`) from the front of @p buffer and returns
    /// them; a partial last line stays for the next read.
    static QList<QByteArray> takeLines(QByteArray &buffer);
    /// Removes the complete top-level JSON values (`[...]`, `{...}`) from the front of @p buffer
    /// and returns them (a loop-mode amd-smi prints one per sample); text between values is
    /// dropped and a partial value stays for the next read.
    static QList<QByteArray> takeJsonValues(QByteArray &buffer);
};

} // namespace ptq
