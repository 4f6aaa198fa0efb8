#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVersionNumber>

#include <optional>

namespace ptq {

/// What PyTorch can use on this machine, and the version that picks its build: for CUDA the
/// newest CUDA the driver supports (nvidia-smi's "CUDA Version"), for ROCm the installed ROCm.
struct Accelerator
{
    enum class Kind { Cpu, Cuda, Rocm };
    Kind kind = Kind::Cpu;
    QVersionNumber version; ///< empty for Cpu
    QString source;         ///< where the version came from, for people ("nvidia-smi", "/opt/rocm/.info/version")
    QStringList notes;      ///< what else the detection saw (an unparsable answer, a second vendor)

    static Accelerator cpu() { return {}; }
    static Accelerator cuda(int major, int minor) { return {Kind::Cuda, QVersionNumber(major, minor), {}, {}}; }
    static Accelerator rocm(int major, int minor) { return {Kind::Rocm, QVersionNumber(major, minor), {}, {}}; }
    friend bool operator==(const Accelerator &, const Accelerator &) = default;
};

QString toString(Accelerator::Kind kind); ///< "cpu", "cuda", "rocm"

/// What the tools answered (empty: not found or not asked). Each is the tool's stdout as is.
struct AcceleratorProbe
{
    QByteArray nvidiaSmi;          ///< `nvidia-smi` (the table; its header names the CUDA version)
    QByteArray nvidiaSmiDriverCsv; ///< `nvidia-smi --query-gpu=driver_version --format=csv,noheader`
    QByteArray rocmInfoVersion;    ///< the file /opt/rocm/.info/version ("6.4.1-120")
    QByteArray amdSmiVersion;      ///< `amd-smi version` ("AMDSMI Tool: … | ROCm version: 6.4.1")
    QByteArray rocmSmiDriver;      ///< `rocm-smi --showdriverversion` (the amdgpu kernel driver only)
};

/// Pure parsers of the tools' answers; each tolerates empty, partial and odd output.
class AcceleratorDetection
{
    Q_DECLARE_TR_FUNCTIONS(AcceleratorDetection)

public:
    /// "CUDA Version: 12.8" in nvidia-smi's table header, or "CUDA Version : 12.8" in `nvidia-smi -q`.
    static std::optional<QVersionNumber> cudaFromNvidiaSmi(const QByteArray &output);
    /// The driver versions (one line per GPU) of `--query-gpu=driver_version --format=csv,noheader`.
    static QStringList driverVersions(const QByteArray &csv);
    /// The newest CUDA a Linux driver of this version supports, by NVIDIA's table of minimum
    /// drivers per toolkit (GA releases); nothing below CUDA 11 or for an unreadable version.
    static std::optional<QVersionNumber> cudaForDriver(const QString &driverVersion);
    /// /opt/rocm/.info/version: "6.4.1-120" → 6.4.1.
    static std::optional<QVersionNumber> rocmFromInfoVersion(const QByteArray &text);
    /// `amd-smi version`: the "ROCm version: 6.4.1" field ("N/A" gives nothing).
    static std::optional<QVersionNumber> rocmFromAmdSmiVersion(const QByteArray &output);
    /// `rocm-smi --showdriverversion` (text or --json): the amdgpu kernel driver's version. Not the
    /// ROCm version (an inbox kernel driver says 6.8.5 on any ROCm): shown, never used to choose.
    static QString amdgpuDriverFromRocmSmi(const QByteArray &output);

    /// CUDA when nvidia-smi names a CUDA version (or its driver maps to one), else ROCm when the
    /// ROCm version file or amd-smi names one, else CPU; notes say what was odd or also found.
    static Accelerator detect(const AcceleratorProbe &probe);
};

} // namespace ptq
