// Start-up to the first wizard page painted, against a minimal Qt window: both programs are
// started the same way (offscreen platform, PTQ_STARTUP_PROBE=1) and timed from start() until
// they print "first-paint" (median of 7 each, interleaved).
// With PTQ_BENCH_APPIMAGE (an AppImage that `packaging/dev.sh appimage` made, its AppDir beside
// it): the AppImage (FUSE mount, squashfs reads) against its unpacked AppDir's AppRun, and the
// extract-and-run fallback (APPIMAGE_EXTRACT_AND_RUN=1) reported beside.
#include "benchsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

using namespace Qt::Literals::StringLiterals;

namespace {

double timeToFirstPaint(const QString &program, const QStringList &arguments, bool extractAndRun = false)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"PTQ_STARTUP_PROBE"_s, u"1"_s);
    if (extractAndRun)
        env.insert(u"APPIMAGE_EXTRACT_AND_RUN"_s, u"1"_s);
    process.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    QByteArray out;
    while (!out.contains("first-paint")) {
        if (!process.waitForReadyRead(30000))
            qFatal("%s never painted: %s", qPrintable(program), process.readAllStandardError().constData());
        out += process.readAllStandardOutput();
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    process.waitForFinished(10000);
    return ms;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8()); // no remembered geometry or recents from the user
    qputenv("XDG_CONFIG_HOME", home.filePath(u".config"_s).toUtf8());
    std::vector<double> ours;
    std::vector<double> floor;
    for (int i = 0; i < 7; ++i) {
        QTemporaryDir ws;
        ours.push_back(timeToFirstPaint(QStringLiteral(PTQ_STUDIO_BINARY), {u"--workspace"_s, ws.path()}));
        floor.push_back(timeToFirstPaint(QStringLiteral(PTQ_MINIMAL_WINDOW), {}));
    }
    std::sort(ours.begin(), ours.end());
    std::sort(floor.begin(), floor.end());
    // Reported, not chased (issue #38): tens of milliseconds nobody waits on; the cause is in BENCHMARKS.md.
    ptq::bench::reportOnly(u"start-up to the first wizard page painted vs a minimal Qt window"_s, ours[3], QString(),
                           floor[3], u"ms"_s, ptq::bench::kNotFelt);
    bool ok = true;

    const QString appImage = qEnvironmentVariable("PTQ_BENCH_APPIMAGE");
    const QString appRun = QFileInfo(appImage).absolutePath() + u"/AppDir/AppRun"_s;
    const QString row = u"AppImage start to the first painted page vs its unpacked AppDir"_s;
    const QString extractRow = u"AppImage start, extract-and-run fallback, vs its unpacked AppDir"_s;
    if (appImage.isEmpty() || !QFileInfo(appImage).isExecutable() || !QFileInfo(appRun).isExecutable()) {
        const QString why = appImage.isEmpty() ? u"no AppImage: run packaging/dev.sh appimage first"_s
                                               : u"%1 or %2 is missing"_s.arg(appImage, appRun);
        for (const QString &r : {row, extractRow})
            ptq::bench::notMeasured(r, why, ptq::bench::kNotFelt);
        return ok ? 0 : 1;
    }
    std::vector<double> mounted, unpacked, extracted;
    for (int i = 0; i < 7; ++i) {
        QTemporaryDir ws;
        unpacked.push_back(timeToFirstPaint(appRun, {u"--workspace"_s, ws.path()}));
        mounted.push_back(timeToFirstPaint(appImage, {u"--workspace"_s, ws.path()}));
        if (i < 3)
            extracted.push_back(timeToFirstPaint(appImage, {u"--workspace"_s, ws.path()}, true));
    }
    std::sort(mounted.begin(), mounted.end());
    std::sort(unpacked.begin(), unpacked.end());
    std::sort(extracted.begin(), extracted.end());
    // A quarter of a second at most, once per start: not felt; the goal is issue #38's.
    ok = ptq::bench::report(row, mounted[3], unpacked[3], u"ms"_s, 2.0, ptq::bench::kNotFelt) && ok;
    ptq::bench::reportOnly(extractRow, extracted[1], QString(), unpacked[3], u"ms"_s, ptq::bench::kNotFelt);
    return ok ? 0 : 1;
}
