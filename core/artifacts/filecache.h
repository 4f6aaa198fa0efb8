#pragma once

#include <QByteArray>
#include <QString>

QT_FORWARD_DECLARE_CLASS(QThreadPool)

namespace ptq {

/// Answers kept for later (the probes' help texts and facts): in memory for this process and
/// on disk for the next one. Best effort both ways: a cache that cannot be read or written is
/// simply asked again.
class FileCache
{
public:
    /// The cached bytes at @p path (memory first, then the file); empty when none.
    static QByteArray read(const QString &path, qint64 maxBytes = 4 << 20);
    /// Keeps @p bytes at @p path (its folder is made), atomically.
    static void write(const QString &path, const QByteArray &bytes);
    /// As write(), from the UI thread: this process reads @p bytes from memory at once, and the
    /// file is written on queue().
    static void writeInBackground(const QString &path, const QByteArray &bytes);
    /// The one thread the caches' background work runs on, a task at a time and in order: a read
    /// (or an empty task to wait on) queued after writeInBackground() runs after that write.
    static QThreadPool *queue();
};

} // namespace ptq
