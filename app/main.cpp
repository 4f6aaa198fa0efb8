// ptq-studio: with no command, the wizard; with a command (validate, ...), headless.
#include "afterfirstpaint.h"
#include "appcontroller.h"
#include "comparewindow.h"
#include "appinfo.h"
#include "dataroots.h"
#include "focusring.h"
#include "headless.h"
#include "i18n.h"
#include "startupprobe.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIcon>
#include <QTextStream>

#include <cstdio>

using namespace Qt::Literals::StringLiterals;

namespace {

QStringList rawArguments(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}

} // namespace

int main(int argc, char **argv)
{
    // Decide before any application object exists: headless commands must run without a
    // display, so they never construct a QApplication.
    if (ptq::cli::isHeadlessInvocation(rawArguments(argc, argv))) {
        QCoreApplication app(argc, argv);
        ptq::describeApplication();
        // Headless output follows the environment's locale (LANG, LC_ALL, LANGUAGE) only.
        ptq::Translations::install(ptq::Translations::resolve(QString()));
        QTextStream out(stdout);
        QTextStream err(stderr);
        if (!ptq::cli::argumentsAreText(argc, argv, err))
            return ptq::cli::Usage;
        return ptq::cli::runHeadless(QCoreApplication::arguments(), out, err);
    }

    QApplication app(argc, argv);
    ptq::describeApplication();
    QApplication::setApplicationDisplayName(ptq::appName());
    ptq::ui::FocusRing::install(); // keyboard focus clearly visible in every window
    ptq::AfterFirstPaint::schedule([] { QApplication::setWindowIcon(QIcon(u":/icons/ptq-studio.png"_s)); });
    QGuiApplication::setDesktopFileName(u"ptq-studio"_s);
    // The Settings dialog's choice, else the system's languages; a change applies at the next start.
    ptq::Translations::install(ptq::Translations::resolve(ptq::Translations::configuredLanguage()));
    if (QTextStream err(stderr); !ptq::cli::argumentsAreText(argc, argv, err))
        return ptq::cli::Usage;
    ptq::StartupProbe::installIfRequested([](QObject *o) { return o->inherits("QWizardPage"); });

    // ptq-studio compare A B: the compare window alone.
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.value(1) == u"compare"_s) {
        if (arguments.size() != 4) {
            QTextStream(stderr) << QCoreApplication::translate("main", "Usage: ptq-studio compare A B") << Qt::endl;
            return ptq::cli::Usage;
        }
        auto *window = new ptq::ui::CompareWindow;
        window->openFiles(arguments[2], arguments[3]);
        window->show();
        return app.exec();
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "PTQ Studio: quantize Hugging Face LLMs with AMD Quark."));
    const QCommandLineOption workspaceOption(u"workspace"_s,
                                             QCoreApplication::translate("main", "Open (or create) this workspace folder."),
                                             u"DIR"_s);
    parser.addOption(workspaceOption);
    if (!parser.parse(QCoreApplication::arguments())) {
        QTextStream(stderr) << parser.errorText() << u"\nRun 'ptq-studio --help' for usage.\n"_s;
        return ptq::cli::Usage;
    }

    ptq::ui::AppController controller;
    QObject::connect(&controller, &ptq::ui::AppController::quitRequested, &app, &QCoreApplication::quit,
                     Qt::QueuedConnection);
    controller.start(parser.value(workspaceOption), parser.isSet(workspaceOption));
    return app.exec();
}
