// The floor of bench_startup: the smallest Qt Widgets program that shows a window.
#include "startupprobe.h"

#include <QApplication>
#include <QLabel>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    ptq::StartupProbe::installIfRequested([](QObject *o) { return o->inherits("QLabel"); });
    QLabel label(QStringLiteral("Hello"));
    label.resize(640, 480);
    label.show();
    return app.exec();
}
