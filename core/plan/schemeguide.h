#pragma once

#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QString>
#include <QStringList>

namespace ptq {

/// What a --quant_scheme means to someone choosing one: its family, one line, whether it needs
/// calibration data, and where it runs natively. Widget-free: page 2 groups and explains with it.
struct SchemeInfo
{
    enum class Family { WeightOnly, WeightsAndActivations, EmulationOnly, Legacy };

    QString scheme;
    Family family = Family::WeightsAndActivations;
    QString summary;               ///< one line (QuarkCatalog::describeScheme)
    bool needsCalibration = false; ///< static activation scales, set from the calibration data
    QStringList nativeTargets;     ///< short names of Planner::targets() that run it natively

    friend bool operator==(const SchemeInfo &, const SchemeInfo &) = default;
};
QDebug operator<<(QDebug debug, const SchemeInfo &info);

class SchemeGuide
{
    Q_DECLARE_TR_FUNCTIONS(SchemeGuide)

public:
    /// The families in the order page 2 shows them.
    static QList<SchemeInfo::Family> families();
    static QString familyName(SchemeInfo::Family family);
    static QString familyDescription(SchemeInfo::Family family);

    static SchemeInfo info(const QString &scheme);
    /// "Needs calibration data (static activation scales)." or why it does not.
    static QString calibrationText(const SchemeInfo &info);
    /// "Runs natively on: …" or that it is emulated everywhere.
    static QString nativeText(const SchemeInfo &info);
    /// Summary, calibration and native hardware, one per line (a tooltip, the description label).
    static QString explain(const QString &scheme);

    /// Whether @p target (one of Planner::targets()) serves @p scheme natively.
    static bool runsNatively(const QString &target, const QString &scheme);
    /// "MI300X / MI325X" for "AMD Instinct MI300X / MI325X (gfx942)".
    static QString shortTarget(const QString &target);

    /// The jargon page 2 explains ("kv-cache", "awq", "gptq", "smoothquant", "static", "dynamic",
    /// "exclusions", "group-size", "calibration", "weight-only", ...): one or two sentences.
    static QString term(const QString &key);
    static QStringList terms();
};

} // namespace ptq
