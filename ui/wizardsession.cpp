#include "wizardsession.h"

#include "background.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace ptq::ui {

WizardSession::WizardSession(QObject *parent)
    : QObject(parent), m_intake(new IntakeService(this)), m_watcher(new QFutureWatcher<WorkspaceState>(this))
{
    connect(m_watcher, &QFutureWatcher<WorkspaceState>::finished, this, &WizardSession::onInspected);
}

WizardSession::~WizardSession()
{
    m_watcher->waitForFinished(); // a short file read; the worker must not outlive the session
}

void WizardSession::setWorkspace(Workspace workspace)
{
    m_workspace.emplace(std::move(workspace));
    m_state = WorkspaceState();
    m_state.root = m_workspace->root();
    emit workspaceChanged(m_workspace->root());
    refresh();
}

bool WizardSession::isRefreshing() const
{
    return m_watcher->isRunning();
}

void WizardSession::refresh()
{
    if (!m_workspace)
        return;
    if (m_watcher->isRunning()) {
        m_refreshAgain = true; // the files may have changed after the running inspection read them
        return;
    }
    const QString root = m_workspace->root();
    m_watcher->setFuture(QtConcurrent::run([root] { return Workspace::inspect(root); }));
}

void WizardSession::saveArtifact(ArtifactKind kind, const Json &document, QObject *context,
                                 std::function<void(Status)> done)
{
    if (!m_workspace) {
        done(Error{Error::Code::Usage, tr("No workspace is open.")});
        return;
    }
    const QString root = m_workspace->root();
    runInBackground(
        context, [root, kind, document] { return Workspace::saveArtifact(root, kind, document); },
        [this, done](const Status &status) {
            refresh();
            done(status);
        });
}

void WizardSession::loadArtifact(ArtifactKind kind, QObject *context, std::function<void(Result<LoadedDocument>)> done)
{
    if (!m_workspace) {
        done(Error{Error::Code::Usage, tr("No workspace is open.")});
        return;
    }
    const QString path = m_workspace->artifactPath(kind);
    runInBackground(context, [path] { return ArtifactIo::load(path); }, std::move(done));
}

void WizardSession::onInspected()
{
    if (m_refreshAgain) {
        m_refreshAgain = false;
        refresh();
        return;
    }
    WorkspaceState state = m_watcher->result();
    if (!m_workspace || state.root != m_workspace->root())
        return;
    m_state = std::move(state);
    emit stateChanged(m_state);
}

} // namespace ptq::ui
