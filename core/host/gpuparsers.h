#pragma once

#include "host/hostfacts.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace ptq {

/// Pure parsers of the GPU tools' output, tolerant of `[N/A]`, `[Not Supported]`, missing keys
/// and the key changes between ROCm versions: the samples a run's monitor and a target's query
/// read, and the inventory (GpuInfo) this machine's environment check reads.
class GpuParsers
{
public:
    /// A tool that reports the GPUs' memory and load, and the arguments that ask it for one sample.
    struct SampleTool
    {
        QString name;          ///< "nvidia-smi", "amd-smi", "rocm-smi"
        QStringList arguments; ///< one sample, in the format parseSamples() reads
    };
    /// The tools asked for samples, in the order they are tried (the first one installed is
    /// used): the same questions here (GpuMonitor) and on a target (RemoteScripts::gpuQueryCommand).
    static const QList<SampleTool> &sampleTools();
    /// @p output of the sample tool named @p tool, read by its parser; none for another name.
    static QList<GpuSample> parseSamples(const QString &tool, const QByteArray &output);

    /// `nvidia-smi --query-gpu=index,name,memory.used,memory.total,utilization.gpu --format=csv,noheader,nounits`
    static QList<GpuSample> parseNvidiaSmi(const QByteArray &output);
    /// `amd-smi metric --mem-usage --usage --json` (a list of {"gpu": n, "mem_usage": {...}, "usage": {...}})
    static QList<GpuSample> parseAmdSmi(const QByteArray &output);
    /// `rocm-smi --showmeminfo vram --showuse --json` ({"card0": {"VRAM Total Memory (B)": "...", ...}})
    static QList<GpuSample> parseRocmSmi(const QByteArray &output);

    /// `nvidia-smi --query-gpu=index,name,memory.total,memory.used,compute_cap,driver_version --format=csv,noheader,nounits`
    static QList<GpuInfo> parseNvidiaSmiInventory(const QByteArray &output, QString *driver = nullptr);
    /// `rocminfo`: GPU agents' `Name: gfxNNN` and `Marketing Name:` lines (no memory totals).
    static QList<GpuInfo> parseRocminfo(const QByteArray &output);
    /// Fills the AMD GPUs' memory (by position) from `amd-smi metric --mem-usage --json` or
    /// `rocm-smi --showmeminfo vram --json` (@p tool says which); returns how many got a total.
    static int applyAmdMemory(QList<GpuInfo> &gpus, const QByteArray &output, const QString &tool);

    /// Removes the complete lines (ended by `\n` or `\r`) from the front of @p buffer and returns
    /// them; a partial last line stays for the next read.
    static QList<QByteArray> takeLines(QByteArray &buffer);
    /// Removes the complete top-level JSON values (`[...]`, `{...}`) from the front of @p buffer
    /// and returns them (a loop-mode amd-smi prints one per sample); text between values is
    /// dropped and a partial value stays for the next read.
    static QList<QByteArray> takeJsonValues(QByteArray &buffer);
};

} // namespace ptq
