// ptq-studio: with no command, the wizard; with a command (validate, ...), headless; with FILE... the
// artifacts in a window (startup.h decides which).
#include "afterfirstpaint.h"
#include "appcontroller.h"
#include "comparewindow.h"
#include "dialogs.h"
#include "appinfo.h"
#include "dataroots.h"
#include "focusring.h"
#include "headless.h"
#include "i18n.h"
#include "startup.h"
#include "startupprobe.h"

#include <QApplication>
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
    // Decide before any application object exists: what needs no window runs with a
    // QCoreApplication only, so it needs no display (an unknown option, --help, a command, a file
    // that cannot be opened without one). Arguments that are not text are refused there too.
    QString ignored;
    QTextStream sink(&ignored);
    const QStringList raw = rawArguments(argc, argv);
    const bool text = ptq::cli::argumentsAreText(argc, argv, sink);
    const ptq::cli::StartPlan plan = text ? ptq::cli::planStart(raw) : ptq::cli::StartPlan{ptq::cli::StartPlan::Kind::Headless};
    const bool window = plan.needsWindow() && ptq::cli::canMakeWindows();
    const bool messageBox = plan.kind == ptq::cli::StartPlan::Kind::Refused && ptq::cli::canShowWindows();
    if (!window && !messageBox) {
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
    ptq::StartupProbe::installIfRequested([](QObject *o) { return o->inherits("QWizardPage"); });

    using Kind = ptq::cli::StartPlan::Kind;
    switch (plan.kind) {
    case Kind::Refused: {
        // A file from the desktop that cannot be opened: said where the user looks, in their language.
        const QString message = ptq::cli::planStart(raw).message;
        QTextStream(stderr) << message << Qt::endl;
        ptq::ui::Dialogs::warning(nullptr, ptq::appName(), message);
        app.exec();
        return ptq::cli::Usage;
    }
    case Kind::Compare:
    case Kind::Review: {
        // Two artifacts side by side; one alone is reviewed read-only.
        auto *window = new ptq::ui::CompareWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        if (plan.kind == Kind::Review)
            window->openReview(plan.files.constFirst());
        else
            window->openFiles(plan.files.constFirst(), plan.files.constLast());
        window->show();
        return app.exec();
    }
    case Kind::Wizard:
    case Kind::Workspace:
    case Kind::Headless:
        break;
    }
    ptq::ui::AppController controller;
    QObject::connect(&controller, &ptq::ui::AppController::quitRequested, &app, &QCoreApplication::quit,
                     Qt::QueuedConnection);
    controller.start(plan.workspace, plan.create);
    return app.exec();
}
