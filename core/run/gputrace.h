#pragma once

#include "artifacts/runmanifest.h"
#include "host/hostfacts.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <QString>

#include <functional>

namespace ptq {

class JobWriter;

/// One GPU's reading at a moment of a run (milliseconds since the run started).
struct TimedGpuSample
{
    qint64 elapsedMs = 0;
    GpuSample sample;

    friend bool operator==(const TimedGpuSample &, const TimedGpuSample &) = default;
};

QDebug operator<<(QDebug debug, const GpuPeak &peak);

/// A run's GPU memory trace: every reading appended to a CSV file (logs/run-<time>.gpu.csv,
/// beside the run's log) and the peak per GPU. The app polls the GPUs itself, so the trace
/// outlives a quark-cli killed by an out-of-memory error. Rows are batched: at most one write
/// every kFlushIntervalMs (plain writes, no fsync), so a reading costs the UI thread no disk
/// wait; flush() and close() write what is buffered.
///
/// Columns (a header row first): elapsed_ms, gpu, used_bytes, total_bytes,
/// utilization_percent, name. An unknown value is an empty field; the name is quoted.
class GpuTrace
{
    Q_DECLARE_TR_FUNCTIONS(GpuTrace)

public:
    static constexpr int kFlushIntervalMs = 2000;
    static constexpr qint64 kMiB = GpuMemoryRecord::kMiB;
    static QByteArray header();
    static QByteArray csvRow(qint64 elapsedMs, const GpuSample &sample);
    /// Creates a trace's file at @p path in @p file: exclusively (a file, or a link planted there,
    /// is not written through), unbuffered, its header written. The error says which failed; after
    /// a failed header write the file is still open (it was created). Any thread.
    static Status createFile(QFile &file, const QString &path);
    /// "<@p error>. The GPU memory trace is incomplete.": a write to a trace that failed.
    static QString incomplete(const QString &error);

    GpuTrace() = default;
    ~GpuTrace();
    Q_DISABLE_COPY_MOVE(GpuTrace)

    /// The file's writes go to @p writer from now on, in its order and off this thread (a run's
    /// trace on page 4): open(), flush() and close() then only ask, and what failed comes back
    /// through writerFailed(). Null: written here, at once (the default).
    void setWriter(JobWriter *writer) { m_writer = writer; }
    /// What the writer said of the file: it could not be created (@p created false) or a write
    /// failed. Nothing more is written; error() says @p message.
    void writerFailed(const QString &message, bool created);
    /// Starts a new trace in a file that must not exist yet, header written; the peaks are reset.
    Status open(const QString &path);
    /// Closes the file (what is buffered written) and forgets everything: a new run, no file yet.
    void reset();
    /// Records the readings of one sample: peaks at once, the rows on disk within kFlushIntervalMs.
    void add(qint64 elapsedMs, const QList<GpuSample> &samples);
    /// Writes the buffered rows now. After a failed write nothing more is written (error() says why).
    Status flush();
    /// Flushes and closes the file; peaks() and path() stay.
    Status close();

    bool isOpen() const { return m_writer ? m_writerOpen : m_file.isOpen(); }
    /// open() created the file (it may be closed since).
    bool created() const { return m_created; }
    QString path() const { return m_path; }
    /// The peak per GPU, by index.
    QList<GpuPeak> peaks() const { return m_peaks; }
    qint64 sampleCount() const { return m_samples; }
    /// The first write that failed, empty when every write worked.
    QString error() const { return m_error; }

    /// Reads a trace that GpuTrace wrote, one call of @p onSample per row, streaming (a day's
    /// trace is not held in memory). Columns are found by their header names; a row that does
    /// not parse is skipped.
    static Status read(const QString &path, const std::function<void(const TimedGpuSample &)> &onSample);
    /// The whole trace in memory (small traces, tests).
    static Result<QList<TimedGpuSample>> readAll(const QString &path);
    /// Folds one reading into @p peaks (kept ordered by GPU index).
    static void updatePeaks(QList<GpuPeak> &peaks, qint64 elapsedMs, const GpuSample &sample);

private:
    QFile m_file;
    JobWriter *m_writer = nullptr;
    bool m_writerOpen = false; ///< open() asked of the writer, close() not yet
    QString m_path;
    QByteArray m_pending;
    QElapsedTimer m_sinceWrite;
    QList<GpuPeak> m_peaks;
    qint64 m_samples = 0;
    QString m_error;
    bool m_created = false;
};

} // namespace ptq
