#pragma once

#include <QList>
#include <QString>

namespace ptq {

// The facts about one machine, this one or a target, in one vocabulary: page 3, `ptq-studio
// manifest` and `targets check` read the same types whether the command runs here or there.

/// One GPU's memory and load at a moment, as nvidia-smi, amd-smi or rocm-smi report it
/// (GpuParsers): what the VRAM panel, the run's trace and the target check read.
struct GpuSample
{
    int index = 0;
    QString name;
    qint64 usedMiB = -1;  ///< -1: unknown ([N/A], missing key)
    qint64 totalMiB = -1;
    int utilization = -1; ///< percent, -1: unknown

    friend bool operator==(const GpuSample &, const GpuSample &) = default;
};

/// One GPU of a machine, what it is and how much memory it has: from nvidia-smi or rocminfo
/// (the memory from amd-smi or rocm-smi), or PyTorch's device when no tool lists it.
struct GpuInfo
{
    int index = 0;
    QString vendor; ///< "nvidia" or "amd"
    QString name;
    QString arch;   ///< gfx942, or the compute capability such as 9.0
    qint64 totalMiB = 0;
    qint64 usedMiB = -1; ///< -1 when unknown
    /// Where totalMiB comes from: "nvidia-smi", "amd-smi", "rocm-smi" or "PyTorch" (torch's
    /// total_memory); empty while no source gave it.
    QString memorySource;
    /// While totalMiB is 0: the sources that were asked and why none gave a total, for people.
    QString memoryNote;

    friend bool operator==(const GpuInfo &, const GpuInfo &) = default;
};

/// What a machine has, as its tools answer: its GPUs with their memory, the tool that listed them
/// and the driver, its kernel and container. This machine's EnvironmentProbe fills it (as the base
/// of EnvironmentFacts, with the Python environment's facts); a target's check fills it from the
/// GPU query it runs there (TargetReport::host()). Read-only facts: nothing is changed.
struct HostFacts
{
    /// The tool that listed the GPUs: "nvidia-smi", "rocminfo" (here; amd-smi or rocm-smi then give
    /// the memory), "amd-smi" or "rocm-smi" (a target); empty when none did.
    QString gpuTool;
    QList<GpuInfo> gpus;
    QString driver;    ///< the NVIDIA driver's version, when nvidia-smi was asked for it
    QString kernel;    ///< "linux 6.8.0-45-generic"; empty when not asked (a target)
    QString container; ///< "docker", "podman", "" for none or not asked

    /// The facts of a GPU tool's samples (@p tool: "nvidia-smi", "amd-smi" or "rocm-smi", as
    /// RemoteScripts::parseGpuQuery names it): each sample a GPU of the tool's vendor, an unknown
    /// total (-1) read as 0, with no memorySource.
    static HostFacts fromSamples(const QString &tool, const QList<GpuSample> &samples);
    /// "nvidia" for nvidia-smi, "amd" for amd-smi, rocm-smi and rocminfo, empty for anything else.
    static QString vendorOfTool(const QString &tool);

    friend bool operator==(const HostFacts &, const HostFacts &) = default;
};

} // namespace ptq
