#include "mainwindow.h"

#include "appinfo.h"
#include "comparewindow.h"
#include "dialogs.h"
#include "envsetupdialog.h"
#include "envsetupflow.h"
#include "finishscreen.h"
#include "help/helpwindow.h"
#include "help/reportproblemdialog.h"
#include "mainwizard.h"
#include "settingsdialog.h"
#include "workflow/workspacesession.h"

#include "env/envdiscovery.h"

#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUrl>
#include <QWhatsThis>
#include <QWizardPage>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

MainWindow::MainWindow(WorkspaceSession *session, QWidget *parent)
    : QMainWindow(parent),
      m_session(session),
      m_wizard(new MainWizard(session, this)),
      m_recentMenu(nullptr),
      m_historyAction(nullptr),
      m_workspaceLabel(new QLabel(this))
{
    setObjectName(u"mainWindow"_s);
    setWindowTitle(appName());
    m_wizard->setWindowFlags(Qt::Widget);
    m_stack = new QStackedWidget(this);
    m_finish = new FinishScreen(m_stack);
    m_stack->addWidget(m_wizard);
    m_stack->addWidget(m_finish);
    setCentralWidget(m_stack);
    connect(m_wizard, &MainWizard::finishRequested, this, &MainWindow::showFinish);
    connect(m_finish, &FinishScreen::backToRunRequested, this, [this] { m_stack->setCurrentWidget(m_wizard); });
    connect(m_finish, &FinishScreen::anotherSchemeRequested, this, [this] {
        m_stack->setCurrentWidget(m_wizard);
        m_wizard->goToPlan();
    });
    connect(m_finish, &FinishScreen::newJobRequested, this, &MainWindow::chooseWorkspaceRequested);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open Workspace…"), this, &MainWindow::chooseWorkspaceRequested);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    QAction *quark = file->addAction(tr("Quark &Environment…"), this, &MainWindow::setUpQuark);
    quark->setObjectName(u"quarkEnvironmentAction"_s);
    quark->setStatusTip(tr("Finds the Python environments with AMD Quark on this machine, or sets up a new one."));
    QAction *compare = file->addAction(tr("&Compare Artifacts…"), this, [this] {
        auto *window = new CompareWindow;
        window->show();
    });
    compare->setObjectName(u"compareArtifactsAction"_s);
    m_historyAction = file->addAction(tr("Run &History…"), this, &MainWindow::showRunHistory);
    m_historyAction->setObjectName(u"runHistoryAction"_s);
    m_historyAction->setEnabled(false);
    file->addSeparator();
    QAction *settingsAction = file->addAction(tr("&Settings…"), this, [this] {
        auto *dialog = new SettingsDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    settingsAction->setObjectName(u"settingsAction"_s);
    settingsAction->setShortcut(QKeySequence::Preferences);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    buildHelpMenu();

    m_workspaceLabel->setObjectName(u"workspacePathLabel"_s);
    statusBar()->addWidget(m_workspaceLabel, 1);
    // A write that failed is said here too, whatever page asked for it; the previous file is kept.
    connect(session->writer(), &WorkspaceWriter::writeFailed, this, [this](const QString &, const QString &message) {
        statusBar()->showMessage(tr("Not saved: %1 The previous version of the file is kept.").arg(message), 30'000);
    });
    connect(session, &WorkspaceSession::workspaceChanged, this, [this](const QString &root) {
        m_stack->setCurrentWidget(m_wizard);
        // Qt adds " — PTQ Studio" (the application's display name) itself.
        setWindowTitle(QDir(root).dirName());
        m_workspaceLabel->setText(tr("Workspace: %1").arg(QDir::toNativeSeparators(root)));
        m_historyAction->setEnabled(true);
    });

    QSettings settings;
    if (!restoreGeometry(settings.value(u"mainWindow/geometry"_s).toByteArray()))
        resize(defaultSize());
    else
        fitIntoScreen();
}

void MainWindow::fitIntoScreen()
{
    // A geometry saved on a larger screen (or another monitor) is brought within the screen the
    // window opens on: Qt 6.4 gives back the saved size and place, and Back and Next were off the
    // bottom right of a 1366×768 screen (a walk found it). Qt 6.8 does this itself.
    const QScreen *screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect room = screen->availableGeometry();
    const QSize size = this->size().boundedTo(room.size()).expandedTo(minimumSizeHint().boundedTo(room.size()));
    QRect placed(geometry().topLeft(), size);
    if (placed.right() > room.right())
        placed.moveRight(room.right());
    if (placed.bottom() > room.bottom())
        placed.moveBottom(room.bottom());
    if (placed.left() < room.left())
        placed.moveLeft(room.left());
    if (placed.top() < room.top())
        placed.moveTop(room.top());
    if (placed != geometry())
        setGeometry(placed);
}

void MainWindow::buildHelpMenu()
{
    HelpWindow::installHelpKey(); // F1 in the dialogs and the other windows too
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(u"helpMenu"_s);
    QAction *here = help->addAction(tr("&Help on This Step"), this, [this] { HelpWindow::showFor(m_stack->currentWidget()); });
    here->setObjectName(u"helpHereAction"_s);
    here->setShortcut(QKeySequence::HelpContents);
    here->setStatusTip(tr("Opens the manual at the page you are on; F1 does it in every window."));
    QAction *contents = help->addAction(tr("&Contents"), this, [] { HelpWindow::showTopic(HelpTopics::Topic::Contents); });
    contents->setObjectName(u"helpContentsMenuAction"_s);
    help->addSeparator();
    for (const HelpTopics::Topic topic : HelpTopics::all()) {
        if (topic == HelpTopics::Topic::Contents)
            continue;
        QAction *action = help->addAction(HelpTopics::title(topic), this, [topic] { HelpWindow::showTopic(topic); });
        action->setObjectName(u"helpTopicAction_"_s + HelpTopics::fileName(topic).chopped(3));
        if (topic == HelpTopics::Topic::Run || topic == HelpTopics::Topic::Troubleshooting
            || topic == HelpTopics::Topic::Workspaces || topic == HelpTopics::Topic::KeyboardShortcuts)
            help->addSeparator();
    }
    QAction *whatsThis = QWhatsThis::createAction(this);
    whatsThis->setObjectName(u"whatsThisAction"_s);
    whatsThis->setStatusTip(tr("Then click a control to read what it does and what cannot be undone."));
    help->addAction(whatsThis);
    help->addSeparator();
    QAction *report = help->addAction(tr("&Report a Problem…"), this, &MainWindow::showProblemReport);
    report->setObjectName(u"reportProblemAction"_s);
    help->addAction(tr("&About PTQ Studio"), this, &MainWindow::showAbout)->setObjectName(u"aboutAction"_s);
}

ReportProblemDialog *MainWindow::showProblemReport()
{
    QString step;
    if (m_stack->currentWidget() == m_finish)
        step = tr("the closing screen (after Finish)");
    else if (const QWizardPage *page = m_wizard->currentPage())
        step = page->title();
    auto *dialog = new ReportProblemDialog(ReportProblemDialog::report(m_session, step), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

QSize MainWindow::defaultSize()
{
    // Fits every page on a 1366×768 screen with its panel; a larger screen gives the log, the
    // command and the plan's tables more room (a walk at 1600×1000 found the window opening at
    // 1280×700 with the hand-off panel scrolling), up to 1600×1000.
    QSize size(1280, 700);
    if (const QScreen *screen = QGuiApplication::primaryScreen()) {
        const QSize room = screen->availableSize() * 0.92;
        size = room.boundedTo(QSize(1600, 1000)).expandedTo(size).boundedTo(room).expandedTo(QSize(900, 600));
    }
    return size;
}

void MainWindow::showFinish()
{
    m_session->loadArtifact(ArtifactKind::Manifest, this, [this](const Result<LoadedDocument> &m) {
        if (!m) {
            statusBar()->showMessage(m.error().message, 30'000);
            return;
        }
        m_finish->setManifest(m->json, m_session->workspace().root());
        m_stack->setCurrentWidget(m_finish);
    });
}

void MainWindow::setUpQuark()
{
    if (!m_setupFlow) {
        m_setupFlow = new EnvSetupFlow(this, this);
        connect(m_setupFlow, &EnvSetupFlow::environmentReady, this, [this](const QString &path) {
            // The session's from now on: page 3 shows it and checks it, page 2 asks its quark-cli.
            EnvChoice::instance()->choose(path);
            // Page 3 asks first when a result nobody decided on would be replaced: the choice
            // holds only once answered there (and page 3 checks it then), so nothing is warmed for
            // it and the status bar does not announce it meanwhile (round 59's walk).
            if (m_wizard->asksBeforeChange() || QDir::cleanPath(EnvChoice::chosen()) != QDir::cleanPath(path))
                return;
            if (m_session->hasWorkspace())
                m_session->prewarmProbes(path);
            statusBar()->showMessage(tr("Quark environment: %1").arg(QDir::toNativeSeparators(path)), 15'000);
        });
    }
    if (!m_setupFlow->dialog() || !m_setupFlow->dialog()->isVisible()) {
        // A .venv beside the open workspace counts too.
        m_setupFlow->setProjectDirs(m_session->hasWorkspace()
                                        ? QStringList{QFileInfo(m_session->workspace().root()).absolutePath()}
                                        : QStringList());
    }
    m_setupFlow->startWithSettings(); // Settings → New Quark environments
}

void MainWindow::setRecentWorkspaces(const QStringList &recent)
{
    m_recentMenu->clear();
    for (const QString &path : recent) {
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this,
                                [this, path] { emit openWorkspaceRequested(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::showRunHistory()
{
    if (!m_session->hasWorkspace())
        return;
    auto *dialog = new RunHistoryDialog(m_session->workspace().root(), this);
    connect(dialog, &RunHistoryDialog::compareRequested, this, [](const QString &left, const QString &right) {
        auto *window = new CompareWindow;
        window->openFiles(left, right);
        window->show();
    });
    dialog->open();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_session->run()->isRunning() && m_session->run()->job()->isRemote() && !m_leavingRemoteJob) {
        // A job on a target goes on without this app: that is what closing offers first. Reopening
        // the workspace follows it again; stopping it is Cancel on page 4.
        event->ignore();
        Dialogs::question(this, tr("A job is running on a target"),
                          tr("quark-cli runs on another machine and goes on without PTQ Studio. Quit and leave it "
                             "running there? Opening this workspace again follows it and records its result. To stop "
                             "it instead, answer No and press Cancel the run on page 4."),
                          [this](bool yes) {
                              if (!yes)
                                  return;
                              m_leavingRemoteJob = true;
                              close();
                          });
        return;
    }
    if (m_session->run()->isRunning() && !m_session->run()->job()->isRemote()) {
        // Never leave a run behind silently: ask, then cancel cleanly and close when it has stopped.
        event->ignore();
        Dialogs::question(this, tr("A quantization is running"),
                          tr("quark-cli is still running. Cancel it and quit? Its log and manifest are kept."),
                          [this](bool yes) {
                              if (!yes)
                                  return;
                              connect(m_session->run(), &RunSession::finished, this, &QWidget::close, Qt::QueuedConnection);
                              m_session->run()->cancel();
                          });
        return;
    }
    QSettings().setValue(u"mainWindow/geometry"_s, saveGeometry());
    event->accept();
}

QString MainWindow::aboutText() const
{
    const CliCapabilities &cli = m_session->cliCapabilities();
    QString quark;
    if (cli.source == CliCapabilities::Source::Help && cli.fromApi())
        quark = tr("amd-quark %1, quark-cli at %2 (from its --help and its Python API)")
                    .arg(cli.quarkVersion.toHtmlEscaped(), QDir::toNativeSeparators(cli.cliPath).toHtmlEscaped());
    else if (cli.source == CliCapabilities::Source::Help)
        quark = tr("quark-cli %1 at %2 (detected from its --help)")
                    .arg(cli.generation.toHtmlEscaped(), QDir::toNativeSeparators(cli.cliPath).toHtmlEscaped());
    else if (m_session->isDetectingQuarkCli())
        quark = tr("quark-cli: looking for it…");
    else
        quark = tr("quark-cli: not found — plans are checked against the catalog of quark-cli %1.")
                    .arg(cli.generation.toHtmlEscaped());
    return tr("<h3>%1 %2</h3><p>Point-and-click post-training quantization of Hugging Face "
              "LLMs with AMD Quark.</p><p>Built with Qt %3, running on Qt %4.</p><p>%5</p>"
              "<p>Free software under the MIT licence. The AppImage bundles Qt and other libraries under "
              "their own licences: see Third-party notices.</p>")
        .arg(appName(), appVersion(), QString::fromLatin1(QT_VERSION_STR), QString::fromLatin1(qVersion()), quark);
}

void MainWindow::showAbout()
{
    auto *box = new QMessageBox(QMessageBox::Information, tr("About PTQ Studio"), QString(), QMessageBox::Ok, this);
    box->setObjectName(u"aboutMessageBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // Ask quark-cli in the background when nobody has yet; the box follows the answer.
    connect(m_session, &WorkspaceSession::cliCapabilitiesChanged, box, [this, box] { box->setText(aboutText()); });
    if (m_session->cliCapabilities().source != CliCapabilities::Source::Help && !m_session->isDetectingQuarkCli())
        m_session->detectQuarkCli();
    box->setText(aboutText());
    // The licences of what the AppImage bundles, in the Help window (compiled in when the file exists).
    const QString notices = u":/legal/third-party-notices.md"_s;
    if (QFile::exists(notices)) {
        QPushButton *button = box->addButton(tr("&Third-party notices"), QMessageBox::ActionRole);
        button->setObjectName(u"thirdPartyNoticesPushButton"_s);
        connect(button, &QPushButton::clicked, this, [notices] { HelpWindow::showUrl(QUrl(u"qrc"_s + notices)); });
    }
    box->open();
}

} // namespace ptq::ui
