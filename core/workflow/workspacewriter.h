#pragma once

#include "artifacts/artifactkind.h"
#include "artifacts/json.h"
#include "workflow/background.h"
#include "result.h"

#include <QObject>
#include <QThreadPool>

#include <functional>

namespace ptq {

/// The one writer of a workspace's artifacts for the interactive app: every write is validated
/// against the schema and written atomically on a worker thread (never the UI thread), in the
/// order asked; each result reaches its requester, and every failure is also announced through
/// writeFailed() so it is shown even where a requester does not look.
class WorkspaceWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceWriter)

public:
    explicit WorkspaceWriter(QObject *parent = nullptr);
    /// Waits for the writes already asked for: an artifact asked to be written is written.
    ~WorkspaceWriter() override;

    /// Queues @p document for @p root's artifact @p kind; @p done receives the result on
    /// @p context's thread (not called when @p context is gone).
    void save(const QString &root, ArtifactKind kind, const Json &document, QObject *context, std::function<void(Status)> done);
    /// Runs @p work on the writer's thread after every write already asked for (so it reads what
    /// they wrote, and nothing is written under it), never on the caller's; @p done runs on
    /// @p context's thread afterwards (not when @p context is gone). For the reads and writes a
    /// step does at once, like the run gate's.
    void after(QObject *context, std::function<void()> work, std::function<void()> done);
    /// after() for work with a (copyable) result: @p work runs in the same order on the writer's
    /// thread, its result reaches @p done on @p context's thread (not when @p context is gone).
    template <typename Work, typename Done>
    void afterWith(QObject *context, Work work, Done done)
    {
        runInBackground(context, std::move(work), std::move(done), &m_pool);
    }
    /// Blocks until every queued write is done (for exit and for tests).
    void waitForDone();

signals:
    void written(const QString &path);
    void writeFailed(const QString &path, const QString &message);

private:
    QThreadPool m_pool; ///< one thread: writes land in the order asked
};

} // namespace ptq
