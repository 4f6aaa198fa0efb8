#pragma once

#include "target/targetprofile.h"

#include <QDateTime>
#include <QObject>
#include <QString>

class QFileSystemWatcher;
class QTimer;

namespace ptq {

namespace detail {

/// The process's one announcer of targets-file saves (TargetStore::save), heard by every
/// TargetStoreWatcher. Not for direct use.
class TargetStoreNotifier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetStoreNotifier)

public:
    static TargetStoreNotifier *instance();

signals:
    void saved(const QString &path);

private:
    TargetStoreNotifier() = default;
};

} // namespace detail

/// Tells a view that the target profiles it shows changed, so that a target saved in one place
/// (File → Settings → Remote targets, page 3's Targets…, a headless command) reaches every open
/// list: a save through TargetStore::save in this process is heard at once, an edit by another
/// process through the file system (QFileSystemWatcher on the file and its folder). changed()
/// comes once per change of the file, on the watcher's thread; the view then reloads it.
class TargetStoreWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetStoreWatcher)

public:
    explicit TargetStoreWatcher(const QString &path = TargetStore::defaultPath(), QObject *parent = nullptr);
    ~TargetStoreWatcher() override;

    QString path() const { return m_path; }
    /// Tells every watcher of @p path that it was written (TargetStore::save calls it; any thread).
    static void announceSaved(const QString &path);

signals:
    void changed();

private:
    struct Stamp
    {
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        friend bool operator==(const Stamp &, const Stamp &) = default;
    };
    Stamp stamp() const;
    void watch();
    void onSaved(const QString &path);
    void onDiskChanged();

    QString m_path;
    Stamp m_seen;
    QFileSystemWatcher *m_watcher;
    QTimer *m_settle; ///< an atomic replace is several events: one look after they settle
};

} // namespace ptq
