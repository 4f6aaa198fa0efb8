#pragma once

#include <QByteArray>
#include <QString>

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
    /// file is written on a background thread that writes one file at a time, in order.
    static void writeInBackground(const QString &path, const QByteArray &bytes);
};

} // namespace ptq
