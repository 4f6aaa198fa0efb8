#include "run/jobwriter.h"

#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "run/gputrace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <mutex>
#include <optional>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

struct JobWriter::Shared
{
    std::mutex mutex;
    std::shared_ptr<QFile> log;
    QString logPath;
    bool logFailed = false;
    std::unique_ptr<QFile> trace;
    bool traceFailed = false;
    std::optional<Json> manifest; ///< the newest manifest not written yet
    QString workspace;
};

JobWriter::JobWriter(QObject *parent) : QObject(parent), m_shared(std::make_shared<Shared>())
{
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1); // one thread for the run's life, not one per burst of output
}

JobWriter::~JobWriter()
{
    m_pool.waitForDone(); // what the run recorded reaches the disk
}

void JobWriter::post(std::function<Status()> write)
{
    (void)QtConcurrent::run(&m_pool, [this, write = std::move(write)] {
        if (const Status written = write(); !written)
            QMetaObject::invokeMethod(
                this, [this, message = written.error().message] { failed(message); }, Qt::QueuedConnection);
    });
}

void JobWriter::failed(const QString &message)
{
    m_errors.append(message);
}

void JobWriter::setLog(std::unique_ptr<QFile> log, const QString &path)
{
    std::shared_ptr<QFile> file(std::move(log));
    post([shared = m_shared, file, path]() -> Status {
        const std::lock_guard lock(shared->mutex);
        if (shared->log)
            shared->log->close();
        shared->log = file;
        shared->logPath = path;
        shared->logFailed = false;
        return {};
    });
}

void JobWriter::appendLog(const QByteArray &bytes, qint64 atMs)
{
    if (bytes.isEmpty())
        return;
    post([this, shared = m_shared, bytes, atMs]() -> Status {
        const std::lock_guard lock(shared->mutex);
        if (!shared->log || shared->logFailed)
            return {};
        const Status written = ArtifactIo::writeAll(*shared->log, bytes, shared->logPath);
        if (written)
            return {};
        shared->logFailed = true;
        const QString message = tr("%1. The log is incomplete from %2 s into the run.")
                                    .arg(written.error().message)
                                    .arg(atMs / 1000);
        QMetaObject::invokeMethod(this, [this, message] { emit logFailed(message); }, Qt::QueuedConnection);
        return {}; // said by logFailed(), once
    });
}

void JobWriter::closeLog()
{
    post([shared = m_shared]() -> Status {
        const std::lock_guard lock(shared->mutex);
        if (shared->log)
            shared->log->close();
        shared->log.reset();
        return {};
    });
}

void JobWriter::openTrace(const QString &path)
{
    post([this, shared = m_shared, path]() -> Status {
        const std::lock_guard lock(shared->mutex);
        if (shared->trace)
            shared->trace->close();
        shared->trace = std::make_unique<QFile>();
        shared->traceFailed = false;
        const Status made = GpuTrace::createFile(*shared->trace, path);
        const bool created = shared->trace->isOpen();
        const QString message = made ? QString() : created ? GpuTrace::incomplete(made.error().message) : made.error().message;
        if (!message.isEmpty()) {
            shared->traceFailed = true;
            shared->trace.reset();
            QMetaObject::invokeMethod(
                this, [this, message, created] { emit traceFailed(message, created); }, Qt::QueuedConnection);
        }
        return {}; // said by traceFailed(), once
    });
}

void JobWriter::appendTrace(const QByteArray &rows)
{
    if (rows.isEmpty())
        return;
    post([this, shared = m_shared, rows]() -> Status {
        const std::lock_guard lock(shared->mutex);
        if (!shared->trace || shared->traceFailed)
            return {};
        if (Status written = ArtifactIo::writeAll(*shared->trace, rows, shared->trace->fileName()); !written) {
            shared->traceFailed = true;
            shared->trace.reset();
            const QString message = GpuTrace::incomplete(written.error().message);
            QMetaObject::invokeMethod(
                this, [this, message] { emit traceFailed(message, true); }, Qt::QueuedConnection);
        }
        return {};
    });
}

void JobWriter::closeTrace()
{
    post([shared = m_shared]() -> Status {
        const std::lock_guard lock(shared->mutex);
        shared->trace.reset();
        return {};
    });
}

void JobWriter::saveManifest(const QString &workspace, const Json &manifest)
{
    {
        const std::lock_guard lock(m_shared->mutex);
        const bool queued = m_shared->manifest.has_value();
        m_shared->manifest = manifest;
        m_shared->workspace = workspace;
        if (queued)
            return; // the save already waiting writes this one
    }
    post([shared = m_shared]() -> Status {
        Json manifest;
        QString workspace;
        {
            const std::lock_guard lock(shared->mutex);
            manifest = std::move(*shared->manifest);
            shared->manifest.reset();
            workspace = shared->workspace;
        }
        return Workspace::saveArtifact(workspace, ArtifactKind::Manifest, manifest);
    });
}

void JobWriter::save(const QString &path, const Json &document)
{
    post([path, document]() -> Status {
        QDir().mkpath(QFileInfo(path).absolutePath());
        return ArtifactIo::save(path, document);
    });
}

void JobWriter::whenWritten(std::function<void(const QStringList &)> done)
{
    (void)QtConcurrent::run(&m_pool, [this, done = std::move(done)] {
        // Queued after every failure the writes before this one reported.
        QMetaObject::invokeMethod(
            this, [this, done] { done(std::exchange(m_errors, {})); }, Qt::QueuedConnection);
    });
}

void JobWriter::waitForWritten()
{
    m_pool.waitForDone();
}

} // namespace ptq
