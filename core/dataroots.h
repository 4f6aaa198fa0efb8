#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <chrono>

namespace ptq {

/// The application's identity (organization, name, version) that QStandardPaths and QSettings
/// derive every data folder from, then DataRoots::migrate() with its summary on stderr. Called
/// once by main() before anything reads a setting or a path, for the wizard and the headless
/// commands alike. After it, AppConfigLocation is ~/.config/ptq-studio, AppDataLocation
/// ~/.local/share/ptq-studio, CacheLocation ~/.cache/ptq-studio and QSettings() writes
/// ~/.config/ptq-studio/ptq-studio.conf (XDG_*_HOME honoured).
void describeApplication();

/// What one DataRoots::migrate() did. Paths are absolute.
struct DataRootMigration
{
    QStringList moved;     ///< new paths of files moved from an old root
    QStringList conflicts; ///< suffixed new paths of old files whose name the new root already had
    QStringList kept;      ///< old paths left in place on purpose (Quark environments, their logs)
    QStringList failed;    ///< "old path: reason" for each file that stayed because it could not move
    QString log;           ///< the log this run appended to; empty when there was nothing to do
    bool busy = false;     ///< another process held the migration lock for the whole wait

    /// Nothing moved, kept twice or failed (what stays on purpose does not count).
    bool nothingToDo() const { return moved.isEmpty() && conflicts.isEmpty() && failed.isEmpty() && !busy; }
};

/// One data root per XDG kind, without spaces, and the move from the layout before issue #37
/// (~/.config/PTQ Studio/ptq-studio{,.conf}, ~/.local/share/PTQ Studio/ptq-studio,
/// ~/.cache/PTQ Studio/ptq-studio) into them.
class DataRoots
{
    Q_DECLARE_TR_FUNCTIONS(DataRoots)

public:
    static QString configRoot(); ///< $XDG_CONFIG_HOME/ptq-studio
    static QString dataRoot();   ///< $XDG_DATA_HOME/ptq-studio
    static QString cacheRoot();  ///< $XDG_CACHE_HOME/ptq-studio

    /// Moves every file of the old roots into the new ones, merging folders. A name the new root
    /// already has keeps the new file; the old one goes beside it as NAME.old-root.EXT (an
    /// identical copy is simply dropped). A file that cannot move stays where it was. Python
    /// environments (a folder with pyvenv.cfg) and the logs environments.json names stay where
    /// they are: a virtual environment does not survive a move, and their recorded absolute
    /// paths keep working. Settings that name a moved file are rewritten to its new path.
    /// Emptied old folders are removed, so a second call finds nothing and does nothing. Runs
    /// under a lock file in configRoot(); another process holding it longer than @p wait leaves
    /// everything to the next start (busy).
    static DataRootMigration migrate(std::chrono::milliseconds wait = std::chrono::seconds(30));

    /// At most two lines for stderr (conflicts kept, files that stayed); empty when all went well.
    static QString summary(const DataRootMigration &migration);

    /// The lock file migrate() takes.
    static QString lockPath();

    /// Removes @p lockFile when it is a QLockFile left empty by an instance killed while it took
    /// the lock (QLockFile creates the file, locks it with flock(), then writes its owner). Qt
    /// cannot tell whose such a lock is and waits 30 s for it to go stale: QSettings waits in
    /// whichever call syncs first, on the UI thread at start-up. Empty and not flock()ed by
    /// anyone, twice 20 ms apart, means no living owner. A lock with an owner written is left to
    /// QLockFile, which frees it at once when that process is gone. True when removed.
    static bool releaseAbandonedLock(const QString &lockFile);
    /// QSettings()'s lock file (its file name and ".lock").
    static QString settingsLockPath();
};

} // namespace ptq
