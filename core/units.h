#pragma once

#include <QLocale>
#include <QString>

#include <algorithm>
#include <cmath>

namespace ptq {

/// A byte count for people: the one formatter every size shown goes through, so that one export
/// reads the same on every page. Qt's own QLocale::formattedDataSize in the application's locale
/// (QLocale's default), IEC units that drop to what fits: "900 bytes", "119.4 KiB", "6.6 GiB".
/// An argument of a LocalText that an artifact stores passes QLocale::c(): the same in every language.
inline QString formatBytes(qint64 bytes, const QLocale &locale = QLocale())
{
    const qint64 magnitude = bytes < 0 ? -bytes : bytes;
    return locale.formattedDataSize(bytes, magnitude < 1024 ? 0 : 1, QLocale::DataSizeIecFormat);
}

/// An amount computed in GiB (an estimate, a free-space figure), shown like any other size:
/// 0.000977 GiB reads "1.0 MiB", not "0.0 GiB".
inline QString formatGiB(double gib)
{
    if (!std::isfinite(gib))
        return formatBytes(0);
    constexpr double kMaxGiB = 8.0e9; // below 2^63 bytes
    gib = std::clamp(gib, -kMaxGiB, kMaxGiB);
    return formatBytes(qint64(std::llround(gib * 1024.0 * 1024.0 * 1024.0)));
}

} // namespace ptq
