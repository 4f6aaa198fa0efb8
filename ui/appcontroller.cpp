#include "appcontroller.h"

#include "workflow/background.h"
#include "dialogs.h"
#include "envsetupdialog.h"
#include "envsetupflow.h"
#include "help/helpwindow.h"
#include "mainwindow.h"
#include "workflow/workspacesession.h"
#include "workspacechooser.h"

#include "artifacts/workspace.h"
#include "env/envdiscovery.h"
#include "source/examplemodel.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {
const QString kRecentKey = u"recentWorkspaces"_s;
}

AppController::AppController(QObject *parent) : QObject(parent), m_session(new WorkspaceSession(this)) {}

AppController::~AppController()
{
    delete m_chooser;
    delete m_mainWindow;
}

void AppController::start(const QString &workspace, bool create)
{
    HelpWindow::installHelpKey(); // F1 already in the workspace chooser, before a main window exists
    if (!workspace.isEmpty() && openWorkspace(workspace, create))
        return;
    showChooser();
    m_chooser->showError(m_lastError);
}

bool AppController::openWorkspace(const QString &path, bool create)
{
    Result<Workspace> opened =
        Workspace::open(path, create ? Workspace::OpenMode::CreateIfMissing : Workspace::OpenMode::Existing);
    if (!opened) {
        reportError(opened.error().message);
        return false;
    }
    if (Status locked = opened->lock(); !locked) {
        reportError(locked.error().message);
        return false;
    }
    if (Status layout = opened->ensureLayout(); !layout) {
        reportError(layout.error().message);
        return false;
    }
    const QString root = opened->root();
    if (!m_mainWindow) {
        m_mainWindow = new MainWindow(m_session);
        connect(m_mainWindow, &MainWindow::chooseWorkspaceRequested, this, &AppController::showChooser);
        connect(m_mainWindow, &MainWindow::openWorkspaceRequested, this,
                [this](const QString &recent) { openWorkspace(recent, false); });
    }
    m_lastError.clear();
    m_session->setWorkspace(std::move(*opened));
    rememberRecent(root);
    if (m_chooser)
        m_chooser->hide();
    m_mainWindow->show();
    return true;
}

QString AppController::exampleRoot()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(u"example"_s);
}

void AppController::openExample()
{
    const QString root = exampleRoot();
    runInBackground(
        this, [root] { return ExampleModel::extractTo(QDir(root).filePath(ExampleModel::name())); },
        [this, root](const Result<QString> &model) {
            if (!model) {
                reportError(model.error().message);
                return;
            }
            if (openWorkspace(QDir(root).filePath(u"workspace"_s), true))
                m_session->setSuggestedModel(*model);
        });
}

QStringList AppController::recentWorkspaces() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void AppController::showChooser()
{
    if (!m_chooser) {
        m_chooser = new WorkspaceChooser(recentWorkspaces(), m_mainWindow);
        connect(m_chooser, &WorkspaceChooser::workspaceChosen, this,
                [this](const QString &path, bool create) { openWorkspace(path, create); });
        connect(m_chooser, &WorkspaceChooser::exampleRequested, this, &AppController::openExample);
        connect(m_chooser, &WorkspaceChooser::quarkSetupRequested, this, &AppController::setUpQuarkFromChooser);
        connect(m_chooser, &QDialog::rejected, this, [this] {
            if (!m_mainWindow || !m_mainWindow->isVisible())
                emit quitRequested();
        });
    }
    m_chooser->setRecent(recentWorkspaces());
    m_chooser->setQuarkEnvironment(EnvChoice::chosen());
    m_chooser->showError(QString());
    m_chooser->open();
}

EnvSetupFlow *AppController::chooserSetupFlow() const
{
    return m_chooserFlow;
}

void AppController::setUpQuarkFromChooser()
{
    if (!m_chooser)
        return;
    if (!m_chooserFlow) {
        m_chooserFlow = new EnvSetupFlow(m_chooser, m_chooser);
        connect(m_chooserFlow, &EnvSetupFlow::environmentReady, this, [this](const QString &path) {
            // Chosen for the workspaces that have not recorded one: the session and page 3 take it.
            EnvChoice::instance()->choose(path);
            if (m_chooser)
                m_chooser->setQuarkEnvironment(path);
        });
    }
    m_chooserFlow->startWithSettings(); // Settings → New Quark environments
}

void AppController::rememberRecent(const QString &path)
{
    QStringList recent = recentWorkspaces();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(kRecentKey, recent);
    if (m_mainWindow)
        m_mainWindow->setRecentWorkspaces(recent);
}

void AppController::reportError(const QString &message)
{
    m_lastError = message;
    if (m_chooser && m_chooser->isVisible())
        m_chooser->showError(message);
    else
        Dialogs::warning(m_mainWindow, tr("Cannot open the workspace"), message);
}

} // namespace ptq::ui
