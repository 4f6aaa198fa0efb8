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

/// One row of the benchmark table: our figure against its floor measured in the same run.
/// Prints `BENCH|path|ours|floor|ratio|goal|PASS` and returns whether the goal is met.
inline bool report(const QString &path, double ours, double floor, const QString &unit, double maxRatio)
{
    const double ratio = floor > 0 ? ours / floor : 0;
    const bool pass = ratio <= maxRatio;
    QTextStream(stdout) << "BENCH|" << path << '|' << QString::number(ours, 'f', 2) << ' ' << unit << '|'
                        << QString::number(floor, 'f', 2) << ' ' << unit << '|' << QString::number(ratio, 'f', 2)
                        << "x|<= " << maxRatio << "x|" << (pass ? "PASS" : "FAIL") << Qt::endl;
    return pass;
}

} // namespace ptq::bench
