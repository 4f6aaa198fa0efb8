#pragma once

#include "artifacts/json.h"

#include <QObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace ptq {

/// sha256 of every file of an export, for the record (optional: it reads every byte, which for
/// a 70B model is minutes of disk time).
struct OutputChecksums
{
    QString directory;
    QList<std::pair<QString, QString>> sha256; ///< relative file name, lowercase hex, in the order asked; empty unless ok()
    qint64 bytes = 0;
    QString error; ///< names the file that could not be read; empty when every file was hashed
    bool cancelled = false;

    bool ok() const { return error.isEmpty() && !cancelled; }
    Json toJson() const;
};

/// Hashes files off the UI thread, with progress and cancel.
class OutputHasher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OutputHasher)

public:
    explicit OutputHasher(QObject *parent = nullptr);
    ~OutputHasher() override;

    /// Hashes `files` (relative to `directory`) in a worker thread; finished() follows.
    void start(const QString &directory, const QStringList &files);
    void cancel();
    bool isRunning() const { return m_running; }

    /// The synchronous core: hashes the files in parallel (one worker per core, OpenSSL's SHA-256,
    /// 1 MiB sequential reads of regular files only). `progress(done, total)` is called on the
    /// calling thread, at most every 64 MiB and at the end. Returns early when `stop` becomes true
    /// or a file cannot be read (the error names it; the other workers stop).
    static OutputChecksums hash(const QString &directory, const QStringList &files, const std::atomic_bool &stop,
                                const std::function<void(qint64, qint64)> &progress = {});
    /// The manifest with the checksums recorded under outputs.observed (the run step, and so the
    /// approved command, untouched).
    static Json record(Json manifest, const OutputChecksums &sums, const QString &at);

signals:
    void progress(qint64 done, qint64 total);
    void finished(const ptq::OutputChecksums &sums);

private:
    std::shared_ptr<std::atomic_bool> m_stop;
    bool m_running = false;
};

} // namespace ptq

Q_DECLARE_METATYPE(ptq::OutputChecksums)
