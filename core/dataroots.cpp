#include "dataroots.h"

#include "appinfo.h"
#include "artifacts/artifactio.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QLoggingCategory>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTextStream>
#include <QThread>
#include <QTimeZone>

#include <algorithm>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

// Each move is in the log file; QT_LOGGING_RULES="ptq.core.dataroots.info=true" shows them on stderr too.
Q_LOGGING_CATEGORY(lcDataRoots, "ptq.core.dataroots", QtWarningMsg)

namespace ptq {

namespace {

const QString kName = u"ptq-studio"_s;
const QString kOldOrganization = u"PTQ Studio"_s; // the organization name before issue #37
const QString kConflictTag = u"old-root"_s;

QString generic(QStandardPaths::StandardLocation kind)
{
    return QStandardPaths::writableLocation(kind);
}

/// One old place and where its content goes; a folder's files are merged into the new folder.
struct Move
{
    QString from;
    QString to;
};

QList<Move> oldLayout()
{
    const QString config = generic(QStandardPaths::GenericConfigLocation);
    const QString data = generic(QStandardPaths::GenericDataLocation);
    const QString cache = generic(QStandardPaths::GenericCacheLocation);
    const QString old = u'/' + kOldOrganization + u'/' + kName;
    return {
        {config + old + u".conf"_s, DataRoots::configRoot() + u'/' + kName + u".conf"_s}, // QSettings()
        {config + old, DataRoots::configRoot()},                                          // AppConfigLocation
        {data + old, DataRoots::dataRoot()},                                              // AppDataLocation
        {cache + old, DataRoots::cacheRoot()},                                            // CacheLocation
    };
}

QStringList oldOrganizationFolders()
{
    return {generic(QStandardPaths::GenericConfigLocation) + u'/' + kOldOrganization,
            generic(QStandardPaths::GenericDataLocation) + u'/' + kOldOrganization,
            generic(QStandardPaths::GenericCacheLocation) + u'/' + kOldOrganization};
}

bool present(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

bool isUnder(const QString &path, const QString &folder)
{
    return path == folder || path.startsWith(folder + u'/');
}

bool sameContent(const QString &a, const QString &b)
{
    QFile fa(a), fb(b);
    if (fa.size() != fb.size() || !fa.open(QIODevice::ReadOnly) || !fb.open(QIODevice::ReadOnly))
        return false;
    while (!fa.atEnd()) {
        const QByteArray chunk = fa.read(1 << 20);
        if (chunk.isEmpty() || chunk != fb.read(chunk.size()))
            return false;
    }
    return fb.atEnd();
}

/// targets.json -> targets.old-root.json, then targets.old-root-2.json, …
QString freeConflictName(const QString &taken)
{
    const QFileInfo info(taken);
    const QString base = info.completeBaseName();
    const QString suffix = info.suffix();
    for (int n = 1;; ++n) {
        const QString tag = n == 1 ? kConflictTag : kConflictTag + u'-' + QString::number(n);
        const QString name = base.isEmpty() || suffix.isEmpty() ? info.fileName() + u'.' + tag
                                                                 : base + u'.' + tag + u'.' + suffix;
        const QString candidate = info.dir().filePath(name);
        if (!present(candidate))
            return candidate;
    }
}

/// The logs environments.json names under an old root: the registry keeps their absolute paths.
QSet<QString> registeredLogs(const QString &registry, const QList<Move> &layout)
{
    QSet<QString> logs;
    const Result<QByteArray> bytes = ArtifactIo::readFile(registry, 8 * 1024 * 1024);
    if (!bytes)
        return logs;
    const Result<Json> json = ArtifactIo::parseJson(*bytes, registry);
    if (!json || !json->is_object() || !json->contains("environments") || !(*json)["environments"].is_array())
        return logs;
    for (const Json &entry : (*json)["environments"]) {
        if (!entry.is_object() || !entry.contains("log") || !entry["log"].is_string())
            continue;
        const QString log = QDir::cleanPath(QString::fromStdString(entry["log"].get<std::string>()));
        for (const Move &move : layout) {
            if (isUnder(log, move.from))
                logs.insert(log);
        }
    }
    return logs;
}

class Migrator
{
public:
    explicit Migrator(QSet<QString> keep) : m_keep(std::move(keep)) {}

    void merge(const QString &from, const QString &to)
    {
        const QFileInfo info(from);
        if (!info.exists() && !info.isSymLink())
            return;
        if (m_keep.contains(QDir::cleanPath(from))) {
            keep(from, DataRoots::tr("named by environments.json"));
            return;
        }
        if (info.isDir() && !info.isSymLink()) {
            if (QFileInfo::exists(from + u"/pyvenv.cfg"_s)) {
                keep(from, DataRoots::tr("a Python environment, which does not survive a move"));
                return;
            }
            const QStringList names =
                QDir(from).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
            for (const QString &name : names)
                merge(from + u'/' + name, to + u'/' + name);
            QDir().rmdir(from); // only when emptied
            return;
        }
        moveFile(from, to);
    }

    DataRootMigration result;
    QStringList logLines;

private:
    void keep(const QString &from, const QString &why)
    {
        result.kept << from;
        logLines << u"kept in place: %1 (%2)"_s.arg(from, why);
    }

    void fail(const QString &from, const QString &why)
    {
        result.failed << u"%1: %2"_s.arg(from, why);
        logLines << u"could not move, left where it was: %1: %2"_s.arg(from, why);
    }

    void moveFile(const QString &from, QString to)
    {
        const QFileInfo target(to);
        const bool conflict = target.exists() || target.isSymLink();
        if (conflict) {
            const QFileInfo source(from);
            if (!source.isSymLink() && !target.isSymLink() && target.isFile() && sameContent(from, to)) {
                if (QFile::remove(from))
                    logLines << u"identical in both, old copy removed: %1"_s.arg(from);
                else
                    fail(from, DataRoots::tr("an identical copy is already at %1, but this one cannot be removed").arg(to));
                return;
            }
            to = freeConflictName(to);
        }
        const QString folder = QFileInfo(to).absolutePath();
        if (!QDir().mkpath(folder) || !QFileInfo(folder).isDir()) {
            fail(from, DataRoots::tr("the folder %1 cannot be created").arg(folder));
            return;
        }
        QFile file(from);
        if (!file.rename(to)) {
            fail(from, file.errorString());
            return;
        }
        if (conflict) {
            result.conflicts << to;
            logLines << u"name taken in the new root, kept as: %1 -> %2"_s.arg(from, to);
        } else {
            result.moved << to;
            logLines << u"moved: %1 -> %2"_s.arg(from, to);
        }
    }

    QSet<QString> m_keep;
};

/// Settings that name a file the migration moved (the recent workspaces: the example's lives in
/// the data root) are pointed at its new place.
void rewriteSettings(const QString &settingsFile, const QList<Move> &layout, QStringList *logLines)
{
    if (!QFileInfo::exists(settingsFile))
        return;
    auto moved = [&layout](const QString &value) {
        for (const Move &move : layout) {
            if (!isUnder(value, move.from))
                continue;
            const QString candidate = move.to + value.mid(move.from.size());
            if (!present(value) && present(candidate))
                return candidate;
        }
        return value;
    };
    QSettings settings(settingsFile, QSettings::IniFormat);
    bool changed = false;
    const QStringList keys = settings.allKeys();
    for (const QString &key : keys) {
        const QVariant value = settings.value(key);
        QVariant now = value;
        if (value.typeId() == QMetaType::QString) {
            now = moved(value.toString());
        } else if (value.typeId() == QMetaType::QStringList) {
            QStringList list = value.toStringList();
            for (QString &item : list)
                item = moved(item);
            now = list;
        }
        if (now != value) {
            settings.setValue(key, now);
            changed = true;
            *logLines << u"setting %1 now names the new place"_s.arg(key);
        }
    }
    if (changed)
        settings.sync();
}

void appendLog(const QString &path, const QStringList &lines)
{
    QByteArray text;
    if (QFileInfo::exists(path)) {
        if (const Result<QByteArray> before = ArtifactIo::readFile(path))
            text = *before;
    }
    const QString stamp = QDateTime::currentDateTime().toTimeZone(QTimeZone::utc()).toString(Qt::ISODate);
    for (const QString &line : lines)
        text += (stamp + u' ' + line + u'\n').toUtf8();
    if (Status written = ArtifactIo::writeAtomically(path, text); !written)
        qCWarning(lcDataRoots).noquote() << written.error().message;
}

} // namespace

void describeApplication()
{
    // No organization: QStandardPaths then appends only the application name (~/.config/ptq-studio,
    // ~/.local/share/ptq-studio, ~/.cache/ptq-studio). QSettings() falls back to the organization
    // *domain* when the name is empty (on Linux), so its file is ~/.config/ptq-studio/ptq-studio.conf;
    // with neither it would report AccessError and write under "Unknown Organization".
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setOrganizationDomain(kName);
    QCoreApplication::setApplicationName(kName);
    QCoreApplication::setApplicationVersion(ptq::appVersion());

    if (DataRoots::releaseAbandonedLock(DataRoots::settingsLockPath()))
        qCInfo(lcDataRoots).noquote() << "removed an empty settings lock left by an instance that was killed:" << DataRoots::settingsLockPath();
    const DataRootMigration migration = DataRoots::migrate();
    if (const QString said = DataRoots::summary(migration); !said.isEmpty()) {
        QTextStream err(stderr);
        err << said;
    }
}

QString DataRoots::settingsLockPath()
{
    return QSettings().fileName() + u".lock"_s;
}

bool DataRoots::releaseAbandonedLock(const QString &lockFile)
{
    const QByteArray path = QFile::encodeName(lockFile);
    // Looked at twice: a living owner is empty and not yet flock()ed only for the microseconds
    // between creating the file and locking it.
    for (int look = 0; look < 2; ++look) {
        if (look)
            QThread::msleep(20);
        const int fd = ::open(path.constData(), O_RDWR | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0)
            return false;
        struct stat held = {};
        const bool abandoned = ::fstat(fd, &held) == 0 && S_ISREG(held.st_mode) && held.st_size == 0
            && ::flock(fd, LOCK_EX | LOCK_NB) == 0;
        bool removed = false;
        if (abandoned && look == 1) {
            // Removed only while locked here, and only if the name still leads to this file (as
            // QLockFile itself removes a stale lock).
            struct stat named = {};
            removed = ::stat(path.constData(), &named) == 0 && named.st_ino == held.st_ino && named.st_dev == held.st_dev
                && ::unlink(path.constData()) == 0;
        }
        ::close(fd);
        if (!abandoned || look == 1)
            return removed;
    }
    return false;
}

QString DataRoots::configRoot()
{
    return generic(QStandardPaths::GenericConfigLocation) + u'/' + kName;
}

QString DataRoots::dataRoot()
{
    return generic(QStandardPaths::GenericDataLocation) + u'/' + kName;
}

QString DataRoots::cacheRoot()
{
    return generic(QStandardPaths::GenericCacheLocation) + u'/' + kName;
}

QString DataRoots::lockPath()
{
    return configRoot() + u"/migration.lock"_s;
}

DataRootMigration DataRoots::migrate(std::chrono::milliseconds wait)
{
    DataRootMigration none;
    const QList<Move> layout = oldLayout();
    auto anythingOld = [&layout] {
        return std::any_of(layout.cbegin(), layout.cend(), [](const Move &m) { return present(m.from); });
    };
    if (!anythingOld())
        return none; // every start after the first: a few stat calls

    // Two processes starting at once: one moves, the other waits and then finds nothing left.
    if (!QDir().mkpath(configRoot())) {
        none.failed << tr("%1: the folder cannot be created, so nothing was moved").arg(configRoot());
        return none;
    }
    QLockFile lock(lockPath());
    lock.setStaleLockTime(0); // a long move is not stale; a dead holder is (its PID is checked)
    if (!lock.tryLock(int(wait.count()))) {
        if (lock.error() == QLockFile::LockFailedError) {
            none.busy = true;
        } else {
            none.failed << tr("%1: the lock file cannot be created, so nothing was moved").arg(lockPath());
        }
        return none;
    }
    if (!anythingOld())
        return none;

    // The registry names the logs; it may have moved already while an environment stayed.
    Migrator migrator(registeredLogs(layout.at(2).from + u"/environments.json"_s, layout)
                      | registeredLogs(layout.at(2).to + u"/environments.json"_s, layout));
    for (const Move &move : layout)
        migrator.merge(move.from, move.to);
    for (const QString &folder : oldOrganizationFolders())
        QDir().rmdir(folder); // only when emptied

    DataRootMigration result = migrator.result;
    if (result.moved.isEmpty() && result.conflicts.isEmpty() && result.failed.isEmpty())
        return result; // only what stays on purpose (a Python environment): said the first time

    QStringList lines = migrator.logLines;
    if (!result.moved.isEmpty() || !result.conflicts.isEmpty())
        rewriteSettings(layout.at(0).to, layout, &lines);
    for (const QString &root : {dataRoot(), configRoot()}) {
        if (QDir().mkpath(root) && QFileInfo(root).isDir()) {
            result.log = root + u"/migration.log"_s;
            appendLog(result.log, lines);
            break;
        }
    }
    for (const QString &line : std::as_const(lines))
        qCInfo(lcDataRoots).noquote() << line;
    return result;
}

QString DataRoots::summary(const DataRootMigration &migration)
{
    QString text;
    const QString log = migration.log.isEmpty() ? QString() : tr(" See %1.").arg(migration.log);
    if (migration.busy)
        text += tr("ptq-studio: another PTQ Studio is moving the data folders (%1); this one uses them as they are.")
                    .arg(lockPath())
            + u'\n';
    if (!migration.conflicts.isEmpty())
        text += tr("ptq-studio: %n file(s) existed in both the old and the new data folder; the old copies are kept "
                   "beside them under names with .%1 (first: %2).",
                   nullptr, int(migration.conflicts.size()))
                    .arg(kConflictTag, migration.conflicts.constFirst())
            + log + u'\n';
    if (!migration.failed.isEmpty())
        text += tr("ptq-studio: %n file(s) could not be moved to the new data folders and stay where they were "
                   "(first: %1).",
                   nullptr, int(migration.failed.size()))
                    .arg(migration.failed.constFirst())
            + log + u'\n';
    return text;
}

} // namespace ptq
