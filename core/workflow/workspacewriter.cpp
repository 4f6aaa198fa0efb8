#include "workflow/workspacewriter.h"

#include "artifacts/workspace.h"
#include "logcategories.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace ptq {

WorkspaceWriter::WorkspaceWriter(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

WorkspaceWriter::~WorkspaceWriter()
{
    m_pool.waitForDone();
}

void WorkspaceWriter::save(const QString &root, ArtifactKind kind, const Json &document, QObject *context,
                           std::function<void(Status)> done)
{
    const QString path = root + u'/' + artifactFileName(kind);
    auto *watcher = new QFutureWatcher<Status>(this);
    QPointer<QObject> requester(context);
    connect(watcher, &QFutureWatcher<Status>::finished, this, [this, watcher, path, requester, done = std::move(done)] {
        const Status status = watcher->result();
        watcher->deleteLater();
        if (status) {
            qCDebug(lcWrites).noquote() << "wrote" << path;
            emit written(path);
        } else {
            qCWarning(lcWrites).noquote() << "could not write" << path << ":" << status.error().message;
            emit writeFailed(path, status.error().message);
        }
        if (requester && done)
            done(status);
    });
    watcher->setFuture(QtConcurrent::run(&m_pool, [root, kind, document] { return Workspace::saveArtifact(root, kind, document); }));
}

void WorkspaceWriter::after(QObject *context, std::function<void()> work, std::function<void()> done)
{
    auto *watcher = new QFutureWatcher<void>(this);
    QPointer<QObject> requester(context);
    connect(watcher, &QFutureWatcher<void>::finished, this, [watcher, requester, done = std::move(done)] {
        watcher->deleteLater();
        if (requester && done)
            done();
    });
    watcher->setFuture(QtConcurrent::run(&m_pool, std::move(work)));
}

void WorkspaceWriter::waitForDone()
{
    m_pool.waitForDone();
}

} // namespace ptq
