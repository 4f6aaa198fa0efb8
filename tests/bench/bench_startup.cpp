// Start-up to the first wizard page painted, against a minimal Qt window: both programs are
// started the same way (offscreen platform, PTQ_STARTUP_PROBE=1) and timed from start() until
// they print "first-paint" (median of 7 each, interleaved).
#include "benchsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

using namespace Qt::Literals::StringLiterals;

namespace {

double timeToFirstPaint(const QString &program, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"PTQ_STARTUP_PROBE"_s, u"1"_s);
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
    return ptq::bench::report(u"start-up to the first wizard page painted vs a minimal Qt window"_s, ours[3], floor[3], u"ms"_s, 1.5)
        ? 0
        : 1;
}
