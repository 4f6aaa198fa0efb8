#include "workflow/workspacewatcher.h"

#include "artifacts/workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

namespace ptq {

namespace {

/// Lives on the watcher's thread: every QFileSystemWatcher call (a stat, an inotify watch) is made there.
class WatchWorker final : public QObject
{
    Q_OBJECT

public:
    WatchWorker() : m_watcher(new QFileSystemWatcher(this)), m_settle(new QTimer(this))
    {
        m_settle->setSingleShot(true);
        m_settle->setInterval(250);
        connect(m_settle, &QTimer::timeout, this, [this] {
            watchFiles(); // a file renamed over (an atomic save) is a new file: watched again
            emit settled();
        });
        connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_settle, qOverload<>(&QTimer::start));
        connect(m_watcher, &QFileSystemWatcher::fileChanged, m_settle, qOverload<>(&QTimer::start));
    }

    void setRoot(const QString &root)
    {
        m_settle->stop();
        if (const QStringList watched = m_watcher->files() + m_watcher->directories(); !watched.isEmpty())
            m_watcher->removePaths(watched);
        m_root = root;
        if (m_root.isEmpty() || !QFileInfo(m_root).isDir())
            return;
        m_watcher->addPath(m_root);
        watchFiles();
    }

signals:
    void settled();

private:
    void watchFiles()
    {
        if (m_root.isEmpty())
            return;
        const QStringList watched = m_watcher->files();
        for (ArtifactKind kind : {ArtifactKind::Analysis, ArtifactKind::Plan, ArtifactKind::Manifest}) {
            const QString path = QDir(m_root).filePath(artifactFileName(kind));
            if (!watched.contains(path) && QFileInfo::exists(path))
                m_watcher->addPath(path);
        }
    }

    QFileSystemWatcher *m_watcher;
    QTimer *m_settle;
    QString m_root;
};

} // namespace

WorkspaceWatcher::WorkspaceWatcher(QObject *parent) : QObject(parent), m_worker(new WatchWorker)
{
    m_thread.setObjectName(QStringLiteral("ptq-workspace-watch"));
    auto *worker = static_cast<WatchWorker *>(m_worker);
    worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &WatchWorker::settled, this, &WorkspaceWatcher::changed);
    m_thread.start();
}

WorkspaceWatcher::~WorkspaceWatcher()
{
    m_thread.quit();
    m_thread.wait();
}

void WorkspaceWatcher::watch(const QString &root)
{
    auto *worker = static_cast<WatchWorker *>(m_worker);
    QMetaObject::invokeMethod(worker, [worker, root] { worker->setRoot(root); }, Qt::QueuedConnection);
}

} // namespace ptq

#include "workspacewatcher.moc"
