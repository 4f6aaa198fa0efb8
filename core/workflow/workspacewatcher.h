#pragma once

#include <QObject>
#include <QString>
#include <QThread>

namespace ptq {

/// Says when a workspace's artifacts change on disk, by whoever changed them: this process's
/// writer, `ptq-studio accept` in a terminal, an editor. Watches the folder (an atomic save renames
/// into it) and the three artifact files (an edit in place); the file system calls run on a thread
/// of its own, never the caller's (adding a watch stats the path). changed() comes once a burst of
/// changes has settled (250 ms), on the thread that owns this object.
class WorkspaceWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceWatcher)

public:
    explicit WorkspaceWatcher(QObject *parent = nullptr);
    ~WorkspaceWatcher() override;

    /// Watches @p root from now on (empty: nothing).
    void watch(const QString &root);

signals:
    void changed();

private:
    QThread m_thread;
    QObject *m_worker; ///< lives on m_thread
};

} // namespace ptq
