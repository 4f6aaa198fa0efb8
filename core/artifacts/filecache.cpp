#include "artifacts/filecache.h"

#include "artifacts/artifactio.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QThreadPool>
#include <QtConcurrentRun>

namespace ptq {

namespace {

QMutex &cacheMutex()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, QByteArray> &memoryCache()
{
    static QHash<QString, QByteArray> cache;
    return cache;
}

void remember(const QString &path, const QByteArray &bytes)
{
    QMutexLocker lock(&cacheMutex());
    memoryCache().insert(path, bytes);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    if (QDir().mkpath(QFileInfo(path).absolutePath()))
        (void)ArtifactIo::writeAtomically(path, bytes); // a cache: best effort
}

} // namespace

QThreadPool *FileCache::queue()
{
    static QThreadPool pool;
    pool.setMaxThreadCount(1);
    return &pool;
}

QByteArray FileCache::read(const QString &path, qint64 maxBytes)
{
    {
        QMutexLocker lock(&cacheMutex());
        if (const QByteArray cached = memoryCache().value(path); !cached.isEmpty())
            return cached;
    }
    const Result<QByteArray> bytes = ArtifactIo::readFile(path, maxBytes);
    return bytes ? *bytes : QByteArray();
}

void FileCache::write(const QString &path, const QByteArray &bytes)
{
    remember(path, bytes);
    writeFile(path, bytes);
}

void FileCache::writeInBackground(const QString &path, const QByteArray &bytes)
{
    remember(path, bytes);
    (void)QtConcurrent::run(queue(), [path, bytes] { writeFile(path, bytes); });
}

} // namespace ptq
