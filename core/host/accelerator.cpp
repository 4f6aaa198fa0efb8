#include "host/accelerator.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

std::optional<QVersionNumber> versionFrom(const QRegularExpressionMatch &m)
{
    if (!m.hasMatch())
        return std::nullopt;
    QList<int> parts;
    for (int i = 1; i <= m.lastCapturedIndex(); ++i) {
        if (!m.captured(i).isEmpty())
            parts.append(m.captured(i).toInt());
    }
    return parts.size() >= 2 ? std::optional(QVersionNumber(parts)) : std::nullopt;
}

/// Minimum Linux x86_64 driver per CUDA toolkit (GA releases), newest first. Source: NVIDIA's CUDA
/// Toolkit Release Notes, table "CUDA Toolkit and Corresponding Driver Versions"; cross-checked
/// with nvidia-smi headers seen in public logs (driver 550.54.14 / 550.127.05 → "CUDA Version:
/// 12.4", 470.63.01 → 11.4) and a CUDA 13.0 build manifest ("min_nvidia_driver_linux": "580.65.06").
/// Newer toolkits than the first row are not listed: a newer driver maps to that row's CUDA, which
/// may pick an older build than the header would, never one the driver cannot run.
struct DriverFloor
{
    int major, minor;
    QVersionNumber driver;
};
const QList<DriverFloor> &driverFloors()
{
    static const QList<DriverFloor> floors = {
        {13, 0, QVersionNumber(580, 65, 6)}, {12, 9, QVersionNumber(575, 51, 3)},
        {12, 8, QVersionNumber(570, 26)},    {12, 6, QVersionNumber(560, 28, 3)},
        {12, 5, QVersionNumber(555, 42, 2)}, {12, 4, QVersionNumber(550, 54, 14)},
        {12, 3, QVersionNumber(545, 23, 6)}, {12, 2, QVersionNumber(535, 54, 3)},
        {12, 1, QVersionNumber(530, 30, 2)}, {12, 0, QVersionNumber(525, 60, 13)},
        {11, 8, QVersionNumber(520, 61, 5)}, {11, 7, QVersionNumber(515, 43, 4)},
        {11, 6, QVersionNumber(510, 39, 1)}, {11, 5, QVersionNumber(495, 29, 5)},
        {11, 4, QVersionNumber(470, 42, 1)}, {11, 3, QVersionNumber(465, 19, 1)},
        {11, 2, QVersionNumber(460, 27, 3)}, {11, 1, QVersionNumber(455, 23)},
        {11, 0, QVersionNumber(450, 51, 6)},
    };
    return floors;
}

} // namespace

QString toString(Accelerator::Kind kind)
{
    switch (kind) {
    case Accelerator::Kind::Cuda: return u"cuda"_s;
    case Accelerator::Kind::Rocm: return u"rocm"_s;
    case Accelerator::Kind::Cpu: break;
    }
    return u"cpu"_s;
}

// ---- detection -------------------------------------------------------------------------------

std::optional<QVersionNumber> AcceleratorDetection::cudaFromNvidiaSmi(const QByteArray &output)
{
    // The table header "| NVIDIA-SMI 550.54.14   Driver Version: 550.54.14   CUDA Version: 12.4 |"
    // and `nvidia-smi -q`'s "CUDA Version                              : 12.7".
    static const QRegularExpression re(uR"(CUDA(?: Driver)? Version\s*:\s*(\d+)\.(\d+))"_s);
    return versionFrom(re.match(QString::fromUtf8(output)));
}

QStringList AcceleratorDetection::driverVersions(const QByteArray &csv)
{
    static const QRegularExpression re(uR"(^\d+\.\d+(\.\d+)?$)"_s);
    QStringList versions;
    for (const QString &line : QString::fromUtf8(csv).split(u'\n')) {
        const QString v = line.trimmed();
        if (re.match(v).hasMatch())
            versions.append(v);
    }
    return versions;
}

std::optional<QVersionNumber> AcceleratorDetection::cudaForDriver(const QString &driverVersion)
{
    const QVersionNumber driver = QVersionNumber::fromString(driverVersion.trimmed());
    if (driver.segmentCount() < 2)
        return std::nullopt;
    for (const DriverFloor &f : driverFloors()) {
        if (QVersionNumber::compare(driver, f.driver) >= 0)
            return QVersionNumber(f.major, f.minor);
    }
    return std::nullopt;
}

std::optional<QVersionNumber> AcceleratorDetection::rocmFromInfoVersion(const QByteArray &text)
{
    // "6.4.1-120": the version, a dash and the build number.
    static const QRegularExpression re(uR"(^\s*(\d+)\.(\d+)(?:\.(\d+))?(?:[-.+~]\S*)?\s*$)"_s);
    return versionFrom(re.match(QString::fromUtf8(text).trimmed()));
}

std::optional<QVersionNumber> AcceleratorDetection::rocmFromAmdSmiVersion(const QByteArray &output)
{
    // "AMDSMI Tool: 26.2.2+e1a6bc5663 | AMDSMI Library version: 26.2.2 | ROCm version: 7.2.1"
    static const QRegularExpression re(uR"(ROCm version:\s*(\d+)\.(\d+)(?:\.(\d+))?)"_s);
    return versionFrom(re.match(QString::fromUtf8(output)));
}

QString AcceleratorDetection::amdgpuDriverFromRocmSmi(const QByteArray &output)
{
    // Text: "Driver version: 6.8.5"; --json: {"system": {"Driver version": "6.8.5"}}.
    static const QRegularExpression re(uR"(Driver version"?\s*:\s*"?(\d[0-9A-Za-z.+\-]*))"_s,
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(QString::fromUtf8(output)).captured(1);
}

Accelerator AcceleratorDetection::detect(const AcceleratorProbe &probe)
{
    Accelerator a;
    std::optional<QVersionNumber> cuda = cudaFromNvidiaSmi(probe.nvidiaSmi);
    QString cudaSource = u"nvidia-smi"_s;
    const QStringList drivers = driverVersions(probe.nvidiaSmiDriverCsv);
    if (!cuda && !drivers.isEmpty()) {
        // The oldest driver decides when GPUs disagree (they share one driver; a mismatch is odd).
        QStringList sorted = drivers;
        std::sort(sorted.begin(), sorted.end(), [](const QString &x, const QString &y) {
            return QVersionNumber::fromString(x) < QVersionNumber::fromString(y);
        });
        cuda = cudaForDriver(sorted.first());
        cudaSource = tr("nvidia-smi driver %1 (NVIDIA's minimum driver per CUDA version)").arg(sorted.first());
        if (!cuda)
            a.notes.append(tr("The NVIDIA driver %1 is older than any CUDA 11 or newer.").arg(sorted.first()));
    }
    if (!cuda && !probe.nvidiaSmi.trimmed().isEmpty() && drivers.isEmpty())
        a.notes.append(tr("nvidia-smi answered but named no CUDA version."));

    std::optional<QVersionNumber> rocm = rocmFromInfoVersion(probe.rocmInfoVersion);
    QString rocmSource = u"/opt/rocm/.info/version"_s;
    if (!rocm) {
        if (!probe.rocmInfoVersion.trimmed().isEmpty())
            a.notes.append(tr("/opt/rocm/.info/version does not hold a version."));
        rocm = rocmFromAmdSmiVersion(probe.amdSmiVersion);
        rocmSource = u"amd-smi version"_s;
        if (!rocm && !probe.amdSmiVersion.trimmed().isEmpty())
            a.notes.append(tr("amd-smi version named no ROCm version."));
    }
    const QString amdgpu = amdgpuDriverFromRocmSmi(probe.rocmSmiDriver);
    if (!amdgpu.isEmpty())
        a.notes.append(tr("The amdgpu kernel driver is %1 (rocm-smi); that is not the ROCm version.").arg(amdgpu));

    if (cuda) {
        a.kind = Accelerator::Kind::Cuda;
        a.version = *cuda;
        a.source = cudaSource;
        if (rocm)
            a.notes.append(tr("ROCm %1 is installed too; the NVIDIA GPU decides the build.").arg(rocm->toString()));
    } else if (rocm) {
        a.kind = Accelerator::Kind::Rocm;
        a.version = *rocm;
        a.source = rocmSource;
    }
    return a;
}

} // namespace ptq
