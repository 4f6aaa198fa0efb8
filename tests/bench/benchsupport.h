#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <vector>

namespace ptq::bench {

/// Median wall time of @p runs calls of @p work, in milliseconds.
inline double medianMs(int runs, const std::function<void()> &work)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

/// Who waits on a row's figure, and where: "page 2, first visit". kNotFelt: nobody waits on it
/// (it is below notice, or it is not a wait: memory, processor share).
inline const QString kNotFelt = QStringLiteral("-");

/// Prints one row as `BENCH|path|ours|floor|ratio|goal|result|felt by` (packaging/dev.sh bench
/// lists the rows someone waits on first).
inline void row(const QString &path, const QString &ours, const QString &floor, const QString &ratio,
                const QString &goal, const QString &result, const QString &feltBy)
{
    QTextStream(stdout) << "BENCH|" << path << '|' << ours << '|' << floor << '|' << ratio << '|' << goal << '|'
                        << result << '|' << (feltBy.isEmpty() ? kNotFelt : feltBy) << Qt::endl;
}

inline QString figure(double value, const QString &unit)
{
    return QString::number(value, 'f', 2) + u' ' + unit;
}

/// One row of the benchmark table: our figure against its floor measured in the same run, with
/// its goal (a ratio no larger than @p maxRatio). Returns whether the goal is met.
inline bool report(const QString &path, double ours, double floor, const QString &unit, double maxRatio,
                   const QString &feltBy)
{
    const double ratio = floor > 0 ? ours / floor : 0;
    const bool pass = ratio <= maxRatio;
    row(path, figure(ours, unit), figure(floor, unit), QString::number(ratio, 'f', 2) + u'x',
        QStringLiteral("<= ") + QString::number(maxRatio) + u'x', pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"), feltBy);
    return pass;
}

/// A row without a goal: the figure and its ratio, reported (its cause is in BENCHMARKS.md).
inline void reportOnly(const QString &path, double ours, const QString &floorText, double floor, const QString &unit,
                       const QString &feltBy)
{
    row(path, figure(ours, unit), floorText.isEmpty() ? figure(floor, unit) : floorText + u' ' + figure(floor, unit),
        QString::number(floor > 0 ? ours / floor : 0, 'f', 2) + u'x', QStringLiteral("none"), QStringLiteral("REPORTED"), feltBy);
}

/// A row that could not be measured here, and why.
inline void notMeasured(const QString &path, const QString &why, const QString &feltBy)
{
    row(path, QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("NOT MEASURED (") + why + u')', feltBy);
}

} // namespace ptq::bench
