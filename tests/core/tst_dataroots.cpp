// One data root per XDG kind without spaces, and the layout before issue #37 moved into them.
#include "artifacts/artifactio.h"
#include "dataroots.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/file.h>

using namespace Qt::Literals::StringLiterals;
using namespace std::chrono_literals;
using ptq::DataRootMigration;
using ptq::DataRoots;

namespace {

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

bool write(const QString &path, const QByteArray &bytes)
{
    return QDir().mkpath(QFileInfo(path).absolutePath()) && ptq::ArtifactIo::writeAtomically(path, bytes).ok();
}

/// A private HOME with the XDG homes inside it, and the layout PTQ Studio used before issue #37.
struct Home
{
    QTemporaryDir dir;
    QString config, data, cache;

    Home()
    {
        config = dir.filePath(u".config"_s);
        data = dir.filePath(u".local/share"_s);
        cache = dir.filePath(u".cache"_s);
        qputenv("HOME", QFile::encodeName(dir.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(config));
        qputenv("XDG_DATA_HOME", QFile::encodeName(data));
        qputenv("XDG_CACHE_HOME", QFile::encodeName(cache));
    }

    QString oldConfig() const { return config + u"/PTQ Studio/ptq-studio"_s; }
    QString oldSettings() const { return config + u"/PTQ Studio/ptq-studio.conf"_s; }
    QString oldData() const { return data + u"/PTQ Studio/ptq-studio"_s; }
    QString oldCache() const { return cache + u"/PTQ Studio/ptq-studio"_s; }
    QString oldEnvironment() const { return oldData() + u"/environments/quark-0.13-cpu"_s; }
    QString oldEnvironmentLog() const { return oldData() + u"/environments/quark-0.13-cpu-setup-20261201T100000.log"_s; }
    QString oldExample() const { return oldData() + u"/example/workspace"_s; }

    /// Settings (recent workspaces, the chosen environment), targets, the environment registry
    /// with an environment made before 182503a (under the old data root), the example's
    /// workspace, the two caches.
    bool makeOldLayout() const
    {
        {
            QSettings settings(oldSettings(), QSettings::IniFormat);
            settings.setValue(u"recentWorkspaces"_s, QStringList{oldExample(), u"/srv/ws/llama"_s});
            settings.setValue(u"environments/chosen"_s, oldEnvironment());
            settings.setValue(u"language"_s, u"de"_s);
            settings.sync();
            if (settings.status() != QSettings::NoError)
                return false;
        }
        const QByteArray registry = R"({"environments": [{"name": "quark-0.13-cpu", "path": ")" + oldEnvironment().toUtf8()
            + R"(", "state": "ready", "log": ")" + oldEnvironmentLog().toUtf8() + R"("}]})";
        return write(oldConfig() + u"/targets.json"_s, R"({"targets": [{"name": "gpu-box"}]})")
            && write(oldData() + u"/environments.json"_s, registry)
            && write(oldEnvironment() + u"/pyvenv.cfg"_s, "home = /usr/bin\n")
            && write(oldEnvironment() + u"/bin/quark-cli"_s, "#!" + oldEnvironment().toUtf8() + "/bin/python\n")
            && write(oldEnvironmentLog(), "pip install …\n")
            && write(oldExample() + u"/model_analysis.json"_s, "{\"workflow\": \"quark-torch-ptq\"}\n")
            && write(oldCache() + u"/quark-help/0.13.txt"_s, "usage: quark-cli\n")
            && write(oldCache() + u"/python-probe/abc.json"_s, "{}\n");
    }
};

} // namespace

class Tst_dataroots : public QObject
{
    Q_OBJECT

private slots:
    void identity_putsQtsFoldersAndSettingsInOneRootPerKind()
    {
        Home home;
        ptq::describeApplication();
        QCOMPARE(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation), home.config + u"/ptq-studio"_s);
        QCOMPARE(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), home.data + u"/ptq-studio"_s);
        QCOMPARE(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation), home.data + u"/ptq-studio"_s);
        QCOMPARE(QStandardPaths::writableLocation(QStandardPaths::CacheLocation), home.cache + u"/ptq-studio"_s);
        QCOMPARE(DataRoots::configRoot(), home.config + u"/ptq-studio"_s);
        QCOMPARE(DataRoots::dataRoot(), home.data + u"/ptq-studio"_s);
        QCOMPARE(DataRoots::cacheRoot(), home.cache + u"/ptq-studio"_s);
        QSettings settings;
        settings.setValue(u"probe"_s, 1);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
        QCOMPARE(settings.fileName(), home.config + u"/ptq-studio/ptq-studio.conf"_s);
        QVERIFY(QFileInfo::exists(settings.fileName()));
    }

    // An instance killed while QSettings took its lock leaves the lock file empty: Qt cannot
    // tell whose it is and waits 30 s for it to go stale, on the UI thread, at the next start.
    void settingsLock_leftEmptyByAKilledInstance_isReleasedAtStart()
    {
        Home home;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, home.config); // Qt reads it once per process
        ptq::describeApplication();
        const QString lock = DataRoots::settingsLockPath();
        QCOMPARE(lock, home.config + u"/ptq-studio/ptq-studio.conf.lock"_s);
        QVERIFY(QDir().mkpath(DataRoots::configRoot()));
        QFile empty(lock);
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close(); // as the killed instance left it: made, never locked or written (or its flock gone with it)

        ptq::describeApplication(); // what every start does first
        QVERIFY(!QFileInfo::exists(lock));
        QElapsedTimer timer;
        timer.start();
        QSettings settings;
        settings.setValue(u"recentWorkspaces"_s, QStringList{u"/srv/ws"_s});
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
        QVERIFY2(timer.elapsed() < 5000, qPrintable(u"the settings were written after %1 ms"_s.arg(timer.elapsed())));
    }

    void settingsLock_ofALivingOwner_isLeftAlone()
    {
        Home home;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, home.config); // Qt reads it once per process
        ptq::describeApplication();
        const QString lock = DataRoots::settingsLockPath();
        QVERIFY(QDir().mkpath(DataRoots::configRoot()));
        // Empty but flock()ed: an instance between locking it and writing its owner.
        {
            QFile empty(lock);
            QVERIFY(empty.open(QIODevice::WriteOnly));
            QVERIFY(::flock(empty.handle(), LOCK_EX | LOCK_NB) == 0);
            QVERIFY(!DataRoots::releaseAbandonedLock(lock));
            QVERIFY(QFileInfo::exists(lock));
        }
        QVERIFY(QFile::remove(lock));
        // Held, with its owner written: QLockFile's own check decides.
        QLockFile held(lock);
        QVERIFY(held.tryLock(0));
        QVERIFY(!DataRoots::releaseAbandonedLock(lock));
        QVERIFY(QFileInfo::exists(lock));
        // Nothing there: nothing to do.
        held.unlock();
        QVERIFY(!DataRoots::releaseAbandonedLock(lock));
    }

    void oldLayout_movesIntoTheNewRoots_nothingLost()
    {
        Home home;
        QVERIFY(home.makeOldLayout());
        const QByteArray targets = read(home.oldConfig() + u"/targets.json"_s);
        const QByteArray registry = read(home.oldData() + u"/environments.json"_s);

        const DataRootMigration m = DataRoots::migrate();
        QVERIFY2(m.failed.isEmpty(), qPrintable(m.failed.join(u'\n')));
        QVERIFY(m.conflicts.isEmpty());
        QVERIFY(!m.busy);
        QCOMPARE(m.moved.size(), 6);
        QVERIFY(DataRoots::summary(m).isEmpty()); // all went well: nothing on stderr

        QCOMPARE(read(home.config + u"/ptq-studio/targets.json"_s), targets);
        QCOMPARE(read(home.data + u"/ptq-studio/environments.json"_s), registry);
        QCOMPARE(read(home.data + u"/ptq-studio/example/workspace/model_analysis.json"_s),
                 QByteArray("{\"workflow\": \"quark-torch-ptq\"}\n"));
        QCOMPARE(read(home.cache + u"/ptq-studio/quark-help/0.13.txt"_s), QByteArray("usage: quark-cli\n"));
        QCOMPARE(read(home.cache + u"/ptq-studio/python-probe/abc.json"_s), QByteArray("{}\n"));
        QVERIFY(!QFileInfo::exists(home.oldSettings()));
        QVERIFY(!QFileInfo::exists(home.config + u"/PTQ Studio"_s)); // emptied and removed
        QVERIFY(!QFileInfo::exists(home.cache + u"/PTQ Studio"_s));
        QVERIFY(!QFileInfo::exists(home.oldData() + u"/example"_s));

        // The environment stays where environments.json (and its scripts) say it is, and so does
        // its log: the recorded absolute paths keep working.
        QVERIFY(QFileInfo::exists(home.oldEnvironment() + u"/bin/quark-cli"_s));
        QVERIFY(QFileInfo::exists(home.oldEnvironmentLog()));
        QVERIFY(m.kept.contains(home.oldEnvironment()));
        QVERIFY(m.kept.contains(home.oldEnvironmentLog()));

        // The settings moved, and the recent example workspace names its new place; the chosen
        // environment (not moved) still names the old one.
        // (QSettings() keeps the first test's XDG_CONFIG_HOME for the process: the file by name.)
        QSettings settings(home.config + u"/ptq-studio/ptq-studio.conf"_s, QSettings::IniFormat);
        QCOMPARE(settings.value(u"language"_s).toString(), u"de"_s);
        QCOMPARE(settings.value(u"recentWorkspaces"_s).toStringList(),
                 (QStringList{home.data + u"/ptq-studio/example/workspace"_s, u"/srv/ws/llama"_s}));
        QCOMPARE(settings.value(u"environments/chosen"_s).toString(), home.oldEnvironment());

        // Logged, each move named.
        QCOMPARE(m.log, home.data + u"/ptq-studio/migration.log"_s);
        const QString log = QString::fromUtf8(read(m.log));
        QVERIFY2(log.contains(u"moved: %1/targets.json -> %2/ptq-studio/targets.json"_s.arg(home.oldConfig(), home.config)),
                 qPrintable(log));
        QVERIFY(log.contains(u"kept in place: "_s + home.oldEnvironment()));
    }

    void conflict_keepsBothFiles_theOldOneSuffixed()
    {
        Home home;
        QVERIFY(home.makeOldLayout());
        QVERIFY(write(home.config + u"/ptq-studio/targets.json"_s, R"({"targets": []})"));
        QVERIFY(write(home.cache + u"/ptq-studio/python-probe/abc.json"_s, "{}\n")); // identical
        QVERIFY(write(home.data + u"/ptq-studio/example/workspace/model_analysis.old-root.json"_s, "taken\n"));
        QVERIFY(write(home.data + u"/ptq-studio/example/workspace/model_analysis.json"_s, "newer\n"));

        const DataRootMigration m = DataRoots::migrate();
        QVERIFY2(m.failed.isEmpty(), qPrintable(m.failed.join(u'\n')));
        QCOMPARE(m.conflicts,
                 (QStringList{home.config + u"/ptq-studio/targets.old-root.json"_s,
                              home.data + u"/ptq-studio/example/workspace/model_analysis.old-root-2.json"_s}));
        QCOMPARE(read(home.config + u"/ptq-studio/targets.json"_s), QByteArray(R"({"targets": []})"));
        QCOMPARE(read(home.config + u"/ptq-studio/targets.old-root.json"_s), QByteArray(R"({"targets": [{"name": "gpu-box"}]})"));
        QCOMPARE(read(home.data + u"/ptq-studio/example/workspace/model_analysis.json"_s), QByteArray("newer\n"));
        QCOMPARE(read(home.data + u"/ptq-studio/example/workspace/model_analysis.old-root.json"_s), QByteArray("taken\n"));
        QCOMPARE(read(home.data + u"/ptq-studio/example/workspace/model_analysis.old-root-2.json"_s),
                 QByteArray("{\"workflow\": \"quark-torch-ptq\"}\n"));
        // An identical copy is not kept twice.
        QVERIFY(!QFileInfo::exists(home.cache + u"/ptq-studio/python-probe/abc.old-root.json"_s));
        QVERIFY(!QFileInfo::exists(home.oldCache()));

        const QString said = DataRoots::summary(m);
        QVERIFY2(said.contains(u"2 file(s) existed in both"_s) && said.contains(m.log), qPrintable(said));
        QVERIFY(said.count(u'\n') == 1);
        QVERIFY(QString::fromUtf8(read(m.log)).contains(u"kept as: %1/targets.json -> "_s.arg(home.oldConfig())));
    }

    void secondStart_doesNothing()
    {
        Home home;
        QVERIFY(home.makeOldLayout());
        const DataRootMigration first = DataRoots::migrate();
        QVERIFY(!first.nothingToDo());
        const QByteArray log = read(first.log);
        const QByteArray settings = read(home.config + u"/ptq-studio/ptq-studio.conf"_s);

        const DataRootMigration second = DataRoots::migrate();
        QVERIFY(second.nothingToDo());
        QVERIFY(second.log.isEmpty());
        QVERIFY(DataRoots::summary(second).isEmpty());
        QCOMPARE(read(first.log), log);
        QCOMPARE(read(home.config + u"/ptq-studio/ptq-studio.conf"_s), settings);
        QVERIFY(QFileInfo::exists(home.oldEnvironment() + u"/pyvenv.cfg"_s));
    }

    void unwritableNewRoot_keepsTheOldData()
    {
        Home home;
        QVERIFY(home.makeOldLayout());
        QVERIFY(write(home.data + u"/ptq-studio"_s, "a file where the data root should be")); // no folder can go there
        const QByteArray registry = read(home.oldData() + u"/environments.json"_s);

        const DataRootMigration m = DataRoots::migrate();
        QVERIFY(!m.failed.isEmpty());
        QCOMPARE(read(home.oldData() + u"/environments.json"_s), registry);
        QVERIFY(QFileInfo::exists(home.oldExample() + u"/model_analysis.json"_s));
        QCOMPARE(read(home.data + u"/ptq-studio"_s), QByteArray("a file where the data root should be"));
        for (const QString &failed : m.failed)
            QVERIFY2(failed.startsWith(home.oldData()), qPrintable(failed));
        // The other kinds moved; the log went to the config root; one line on stderr says it.
        QVERIFY(QFileInfo::exists(home.config + u"/ptq-studio/targets.json"_s));
        QCOMPARE(m.log, home.config + u"/ptq-studio/migration.log"_s);
        const QString said = DataRoots::summary(m);
        QVERIFY2(said.contains(u"could not be moved"_s) && said.contains(home.oldData()), qPrintable(said));
        QCOMPARE(said.count(u'\n'), 1);

        // Once the root is usable again, the next start finishes the move.
        QVERIFY(QFile::remove(home.data + u"/ptq-studio"_s));
        const DataRootMigration again = DataRoots::migrate();
        QVERIFY2(again.failed.isEmpty(), qPrintable(again.failed.join(u'\n')));
        QCOMPARE(read(home.data + u"/ptq-studio/environments.json"_s), registry);
    }

    void anotherProcessMigrating_leavesEverythingAlone()
    {
        Home home;
        QVERIFY(home.makeOldLayout());
        QVERIFY(QDir().mkpath(DataRoots::configRoot()));
        QLockFile held(DataRoots::lockPath());
        QVERIFY(held.tryLock(0));

        const DataRootMigration m = DataRoots::migrate(200ms);
        QVERIFY(m.busy);
        QVERIFY(m.moved.isEmpty());
        QVERIFY(QFileInfo::exists(home.oldConfig() + u"/targets.json"_s));
        QVERIFY(DataRoots::summary(m).contains(DataRoots::lockPath()));

        held.unlock();
        QVERIFY(!DataRoots::migrate(200ms).busy);
        QVERIFY(QFileInfo::exists(home.config + u"/ptq-studio/targets.json"_s));
    }
};

QTEST_GUILESS_MAIN(Tst_dataroots)
#include "tst_dataroots.moc"
