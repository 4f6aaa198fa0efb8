#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThreadPool>

#include <functional>
#include <memory>

class QFile;

namespace ptq {

/// A run's own writes, off the thread that drives it (the UI thread on page 4): the log as its
/// lines arrive, the manifest while it runs and at its end, the diagnostics and the history entry.
/// One worker thread takes them in the order they were asked for, so the records on disk always
/// follow each other as the run did; what failed comes back to the asking thread (logFailed(),
/// and the errors whenWritten() hands over). A manifest save still waiting behind others is
/// replaced by a newer one (a remote job's record every second need not queue up on a slow disk).
/// Destroying the writer waits for what was asked: nothing a run recorded is dropped.
class JobWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobWriter)

public:
    explicit JobWriter(QObject *parent = nullptr);
    ~JobWriter() override;

    /// The run's log, opened by the caller (exclusively, so its name is the run's); its writes go
    /// through here from now on. Any earlier log is closed first (in turn).
    void setLog(std::unique_ptr<QFile> log, const QString &path);
    /// Appends @p bytes to the log, unbuffered: a full disk shows at this write, not at close.
    /// @p atMs (into the run) is said in the message of the first write that fails; after one
    /// failure the log takes nothing more (a log with a hole would read as whole).
    void appendLog(const QByteArray &bytes, qint64 atMs);
    void closeLog();
    /// The run's GPU memory trace (GpuTrace::setWriter): created as GpuTrace::createFile creates
    /// it, then rows appended unbuffered, then closed.
    /// After a failure nothing more is written to it, and traceFailed() says so once.
    void openTrace(const QString &path);
    void appendTrace(const QByteArray &rows);
    void closeTrace();
    /// Workspace::saveArtifact of the manifest in @p workspace.
    void saveManifest(const QString &workspace, const Json &manifest);
    /// ArtifactIo::save of @p document to @p path, its folder made first.
    void save(const QString &path, const Json &document);
    /// @p done on this object's thread once everything asked before has been written, with the
    /// messages of the writes that failed since the last whenWritten() (the log's: logFailed()).
    void whenWritten(std::function<void(const QStringList &errors)> done);
    /// Blocks until everything asked has been written (for the end of a headless run and tests).
    void waitForWritten();

signals:
    /// The first failed log write of this log: "…. The log is incomplete from N s into the run."
    void logFailed(const QString &message);
    /// The trace could not be created (@p created false: no file of this run is there) or a
    /// write to it failed: "Could not create the GPU memory trace …" or "…. The GPU memory trace
    /// is incomplete."
    void traceFailed(const QString &message, bool created);

private:
    void post(std::function<Status()> write);
    void failed(const QString &message);

    QThreadPool m_pool; ///< one thread: the writes keep their order
    struct Shared;
    std::shared_ptr<Shared> m_shared;
    QStringList m_errors;
};

} // namespace ptq
