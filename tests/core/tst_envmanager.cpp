// EnvRegistry and EnvManager with a fake interpreter (tests/fakes/fake_pip.cpp): the recipe is the
// real one (EnvRecipeBuilder from packaging/quark-env.lock), the processes are real processes, and
// what the fake prints for `pip install` is real pip output (a capture from tests/fixtures/pip/,
// replayed line by line in two writes each, exiting as pip did). Only the interpreter is fake.
#include "env/envdiscovery.h"
#include "env/envmanager.h"

#include "artifacts/artifactio.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;

namespace {

QByteArray sourceFile(const QString &relative)
{
    const Result<QByteArray> bytes = ArtifactIo::readFile(PTQ_SOURCE_DIR + u'/' + relative);
    if (!bytes)
        qFatal("%s", qPrintable(bytes.error().message));
    return *bytes;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// Every path under @p dir, sorted.
QStringList tree(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(it.next());
    out.sort();
    return out;
}

EnvRecipe recipeFor(const QString &dir, const QMap<QString, QString> &environment = {})
{
    RecipeInput in;
    in.python = PTQ_FAKE_PIP;
    in.targetDir = dir;
    in.accelerator = Accelerator::cpu();
    in.overrides.cpu = QString(); // pip's own configuration
    in.lockText = sourceFile(u"packaging/quark-env.lock"_s);
    in.managedText = sourceFile(u"packaging/quark-env-managed.lock"_s);
    in.environment = environment;
    return EnvRecipeBuilder::build(in);
}

/// recipeFor() with uv installing (pip's settings known: @p pipConfig, as `pip config list` prints).
EnvRecipe uvRecipeFor(const QString &dir, const QString &cacheDir, const QByteArray &pipConfig = {})
{
    RecipeInput in;
    in.python = PTQ_FAKE_PIP;
    in.targetDir = dir;
    in.accelerator = Accelerator::cpu();
    in.overrides.cpu = QString();
    in.lockText = sourceFile(u"packaging/quark-env.lock"_s);
    in.managedText = sourceFile(u"packaging/quark-env-managed.lock"_s);
    in.installer.uvLockText = sourceFile(u"packaging/uv-tool.lock"_s);
    in.installer.uvCacheDir = cacheDir;
    in.installer.pipSettings = PipSettings::parse(pipConfig);
    in.installer.architecture = u"x86_64"_s;
    return EnvRecipeBuilder::build(in);
}

/// A venv-like folder as pip leaves it: pyvenv.cfg, bin/python, bin/quark-cli (each only when
/// asked), and dist-info folders with their METADATA under lib/python3.11/site-packages.
void fakeEnvironment(const QString &prefix, const QMap<QString, QString> &dists, bool cli = true, bool python = true,
                     const QByteArray &torchVersionPy = {})
{
    const QString site = prefix + u"/lib/python3.11/site-packages"_s;
    QDir().mkpath(site);
    QDir().mkpath(prefix + u"/bin"_s);
    writeFile(prefix + u"/pyvenv.cfg"_s, "home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.7\n");
    const auto executable = [](const QString &path) {
        writeFile(path, "#!/bin/sh\nexit 0\n");
        QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeUser);
    };
    if (python)
        executable(prefix + u"/bin/python"_s);
    if (cli)
        executable(prefix + u"/bin/quark-cli"_s);
    for (auto it = dists.cbegin(); it != dists.cend(); ++it) {
        const QString info = site + u'/' + it.key() + u'-' + it.value() + u".dist-info"_s;
        QDir().mkpath(info);
        const QString name = it.key() == u"amd_quark"_s ? u"amd-quark"_s : it.key();
        writeFile(info + u"/METADATA"_s, "Metadata-Version: 2.4\nName: " + name.toUtf8() + "\nVersion: " + it.value().toUtf8()
                                             + "\nSummary: x\n\nVersion: 9.9 (in the description, not a header)\n");
    }
    if (!torchVersionPy.isEmpty()) {
        QDir().mkpath(site + u"/torch"_s);
        writeFile(site + u"/torch/version.py"_s, torchVersionPy);
    }
}

DiscoveryPlaces placesIn(const QString &home)
{
    DiscoveryPlaces places;
    places.home = home;
    places.cacheHome = home + u"/.cache"_s;
    places.registryPath = home + u"/appdata/environments.json"_s;
    return places;
}

/// One manager over one registry in a temporary folder, with the fake's environment.
struct Bench
{
    QTemporaryDir root;
    EnvRegistry registry{root.filePath(u"appdata/environments.json"_s)};
    EnvManager manager{&registry};
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    std::optional<EnvResult> result;
    QList<int> steps;
    QList<PipProgress::State> states;
    QList<qint64> stalls;
    QString log;

    Bench()
    {
        env.insert(u"FAKE_PIP_FIXTURES"_s, PTQ_FIXTURES_DIR + u"/pip"_s);
        env.insert(u"FAKE_PIP_ARGV_LOG"_s, argvLog());
        env.insert(u"FAKE_PIP_INPUT_LOG"_s, inputLog());
        env.insert(u"FAKE_PIP_TORCH"_s, u"pip23_cached"_s);
        env.insert(u"FAKE_PIP_LOCK"_s, u"pip23_nodeps_req"_s);
        manager.setBaseEnvironment(env);
        manager.setGraceMs(3000);
        QObject::connect(&manager, &EnvManager::finished, &manager, [this](const EnvResult &r) { result = r; });
        QObject::connect(&manager, &EnvManager::stepStarted, &manager, [this](int i) { steps.append(i); });
        QObject::connect(&manager, &EnvManager::progress, &manager, [this](const PipProgress::State &s) { states.append(s); });
        QObject::connect(&manager, &EnvManager::stalled, &manager, [this](qint64 ms) { stalls.append(ms); });
        QObject::connect(&manager, &EnvManager::logText, &manager, [this](const QString &t) { log += t; });
    }
    QString dir() const { return root.filePath(u"envs/quark-a"_s); }
    QString argvLog() const { return root.filePath(u"argv.log"_s); }
    /// What the fake pip read from its `-r` files (the lock step's standard input), in order.
    QString inputLog() const { return root.filePath(u"input.log"_s); }
    void set(const QString &key, const QString &value)
    {
        env.insert(key, value);
        manager.setBaseEnvironment(env);
    }
    /// Every fake invocation's argv, in order.
    QList<QStringList> invocations() const { return ptq::test::fakeInvocations(argvLog()); }
    bool waitFinished(int ms = 30000)
    {
        QElapsedTimer t;
        t.start();
        while (!result && t.elapsed() < ms)
            QTest::qWait(20);
        return result.has_value();
    }
};

int run(const QString &program, const QStringList &args, QByteArray *out = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.waitForFinished(20000); // the test's own helper, not the service
    if (out)
        *out = p.readAll();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

class TestEnvManager : public QObject
{
    Q_OBJECT

private slots:
    void start_refusesAnotherDigest()
    {
        Bench b;
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(recipe.isValid());
        // An approval of other commands (another index) does not start these.
        const EnvRecipe other = recipeFor(b.dir(), {{u"PIP_INDEX_URL"_s, u"https://mirror.example/simple"_s}});
        QVERIFY(other.digest() != recipe.digest());
        for (const QByteArray &approval : {QByteArray(), other.digest(), recipe.digest().left(63)}) {
            const Status s = b.manager.start(recipe, approval);
            QVERIFY(!s.ok());
            QCOMPARE(s.error().code, Error::Code::Usage);
            QVERIFY2(s.error().message.contains(u"not approved"_s), qPrintable(s.error().message));
        }
        QVERIFY(!b.manager.isRunning());
        QVERIFY(b.invocations().isEmpty());
        QVERIFY(!QFileInfo::exists(b.dir()));
        QVERIFY(!QFileInfo::exists(b.registry.path()));
    }

    void create_runsTheStepsInOrder_andRegistersReady()
    {
        Bench b;
        b.set(u"FAKE_PIP_TORCH_VERSION"_s, u"2.14.1+cpu"_s);
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.manager.isRunning());
        // Registered at once as creating, not ready.
        QCOMPARE(toString(b.registry.find(u"quark-a"_s)->state), toString(EnvEntry::State::Creating));
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        QCOMPARE(b.steps, (QList<int>{0, 1, 2, 3, 4}));

        // Exactly the approved argv, in order (and nothing else but the read-only pip list).
        const QList<QStringList> calls = b.invocations();
        QCOMPARE(calls.size(), recipe.steps.size() + 1);
        for (qsizetype i = 0; i < recipe.steps.size(); ++i)
            QCOMPARE(calls.at(i), recipe.steps.at(i).argv());
        QCOMPARE(calls.last().mid(1, 4), (QStringList{u"-m"_s, u"pip"_s, u"list"_s, u"--format=json"_s}));
        // pip read the approved requirements, hashes and all, on its standard input.
        const EnvStep &lock = recipe.steps.at(2);
        QVERIFY(lock.arguments.contains(u"--require-hashes"_s));
        QVERIFY(lock.input.contains(u"--hash=sha256:"_s));
        QCOMPARE(QString::fromUtf8(readAll(b.inputLog())), lock.input);

        const std::optional<EnvEntry> e = b.registry.find(u"quark-a"_s);
        QVERIFY(e);
        QCOMPARE(toString(e->state), toString(EnvEntry::State::Ready));
        QCOMPARE(e->path, b.dir());
        QCOMPARE(e->quark, u"0.13"_s);
        QCOMPARE(e->torch, u"2.14.1+cpu"_s); // what the import check printed
        QCOMPARE(e->accelerator, u"cpu"_s);
        QCOMPARE(e->python, u"3.11.7"_s);
        QCOMPARE(e->recipeDigest, QString::fromLatin1(recipe.digest()));
        QCOMPARE(readAll(b.dir() + u"/.ptq-ready"_s).trimmed(), recipe.digest());
        QCOMPARE(b.result->entry, e);

        // The full log, in the target's parent, with pip's own words.
        QCOMPARE(QFileInfo(b.result->logPath).absolutePath(), b.root.filePath(u"envs"_s));
        const QByteArray log = readAll(b.result->logPath);
        QVERIFY(log.contains("Successfully installed certifi-2024.2.2 idna-3.7"));
        QVERIFY(log.contains("usage: quark-cli torch-llm-ptq"));
        QVERIFY(b.log.contains(u"Successfully installed"_s));
        QVERIFY(!b.states.isEmpty());
        QCOMPARE(b.states.last().phase, PipProgress::Phase::Done);
        QVERIFY(b.stalls.isEmpty());

        // On disk too, and ready only while the marker says so.
        EnvRegistry again(b.registry.path());
        QVERIFY(again.load().ok());
        QCOMPARE(toString(again.find(u"quark-a"_s)->state), toString(EnvEntry::State::Ready));
        QVERIFY(QFile::remove(b.dir() + u"/.ptq-ready"_s));
        QCOMPARE(toString(again.find(u"quark-a"_s)->state), toString(EnvEntry::State::Broken));

        // Several coexist; a second one with the same name or folder is refused.
        QVERIFY(!b.manager.start(recipe, recipe.digest()).ok());
        const EnvRecipe second = recipeFor(b.root.filePath(u"envs/quark-b"_s));
        b.result.reset();
        QVERIFY(b.manager.start(second, second.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        QCOMPARE(b.registry.entries().size(), 2);
    }

    void pipFailure_isClassified_logKept_notReady_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("kind");
        QTest::newRow("no network (lock)") << u"FAKE_PIP_LOCK"_s << u"pip23_nodns"_s << int(PipProgress::ErrorKind::NoNetwork);
        QTest::newRow("conflict (lock)") << u"FAKE_PIP_LOCK"_s << u"pip26_conflict"_s << int(PipProgress::ErrorKind::ResolverConflict);
        QTest::newRow("no match (torch)") << u"FAKE_PIP_TORCH"_s << u"pip23_nomatch"_s
                                          << int(PipProgress::ErrorKind::NoMatchingDistribution);
    }

    void pipFailure_isClassified_logKept_notReady()
    {
        QFETCH(QString, step);
        QFETCH(QString, fixture);
        QFETCH(int, kind);
        Bench b;
        b.set(step, fixture);
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        const int failed = step == u"FAKE_PIP_TORCH"_s ? 1 : 2;
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Failed));
        QCOMPARE(b.result->failedStep, failed);
        QCOMPARE(int(b.result->error.kind), kind);
        QVERIFY(!b.result->error.message.isEmpty());
        QCOMPARE(b.invocations().size(), failed + 1); // nothing ran after the failing step
        QVERIFY(readAll(b.result->logPath).contains("ERROR: "));
        QVERIFY(b.result->entry);
        QCOMPARE(toString(b.result->entry->state), toString(EnvEntry::State::Broken));
        QCOMPARE(b.result->entry->python, u"3.11.7"_s); // the venv was made
        QVERIFY(!QFileInfo::exists(b.dir() + u"/.ptq-ready"_s));
        EnvRegistry again(b.registry.path());
        QVERIFY(again.load().ok());
        QCOMPARE(toString(again.find(u"quark-a"_s)->state), toString(EnvEntry::State::Broken));
    }

    /// A download that is not the file the lock pins (a tampered wheel, a mirror serving other
    /// bytes): pip's hash-checking mode refuses it (the fake replays real pip 23.2.1 output for
    /// six==1.17.0 from a mirror that served a changed wheel), the step fails with a message that
    /// names the package, where it came from and what to check, and nothing after it runs. Without
    /// the hashes, pip (and the fake) would install it.
    void tamperedDownload_failsTheLockStep_clearly()
    {
        Bench b;
        b.set(u"FAKE_PIP_TAMPERED"_s, u"six"_s);
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(recipe.steps.at(2).input.contains(u"six==1.17.0 \\\n"_s)); // six is a pin of the lock step
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Failed));
        QCOMPARE(b.result->failedStep, 2);
        QCOMPARE(b.result->error.kind, PipProgress::ErrorKind::HashMismatch);
        QCOMPARE(b.result->error.package, u"six==1.17.0"_s);
        QCOMPARE(b.result->error.url, u"http://127.0.0.1:38471/files/six-1.17.0-py2.py3-none-any.whl"_s);
        const QString message = b.result->error.message;
        QVERIFY2(message.contains(u"The download of six==1.17.0 from http://127.0.0.1:38471/files/"_s), qPrintable(message));
        QVERIFY2(message.contains(u"does not match the hash it must have, so it was not installed"_s), qPrintable(message));
        QVERIFY2(message.contains(u"Check the pinned hashes or the mirror"_s), qPrintable(message));
        QCOMPARE(b.invocations().size(), 3); // venv, PyTorch, the lock: nothing after it
        const QByteArray log = readAll(b.result->logPath);
        QVERIFY(log.contains("ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE."));
        QVERIFY(log.contains(message.toUtf8()));
        QVERIFY(!readAll(b.dir() + u"/fake-installed.txt"_s).contains("six=="));
        QVERIFY(!QFileInfo::exists(b.dir() + u"/.ptq-ready"_s));
        QCOMPARE(toString(b.result->entry->state), toString(EnvEntry::State::Broken));
    }

    void credentials_neverReachTheLog()
    {
        Bench b;
        b.set(u"FAKE_PIP_TORCH"_s, u"pip23_nonet_creds"_s);
        const EnvRecipe recipe =
            recipeFor(b.dir(), {{u"PIP_INDEX_URL"_s, u"https://alice:s3cretTok3nValue@127.0.0.1:9/simple"_s}});
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(b.result->error.kind, PipProgress::ErrorKind::NoNetwork);
        const QByteArray log = readAll(b.result->logPath);
        QVERIFY(log.contains("127.0.0.1:9"));
        for (const QByteArray &secret : {QByteArray("alice"), QByteArray("s3cretTok3nValue")}) {
            QVERIFY2(!log.contains(secret), log.constData());
            QVERIFY(!b.log.contains(QString::fromLatin1(secret)));
            QVERIFY(!b.result->error.message.contains(QString::fromLatin1(secret)));
        }
    }

    /// Issue #36 item 4: an index URL with credentials reaches pip through its environment
    /// (PIP_INDEX_URL), never its argv, which ps shows every local user for the whole download.
    void indexCredentials_reachPipByItsEnvironment_neverItsArgv()
    {
        Bench b;
        b.env.remove(u"PIP_INDEX_URL"_s);
        b.env.remove(u"PIP_EXTRA_INDEX_URL"_s);
        b.set(u"FAKE_PIP_INDEX_LOG"_s, b.root.filePath(u"index.log"_s));
        const QString index = u"https://alice:s3cretTok3nValue@127.0.0.1:9/whl/cpu"_s;
        RecipeInput in;
        in.python = PTQ_FAKE_PIP;
        in.targetDir = b.dir();
        in.accelerator = Accelerator::cpu();
        in.overrides.cpu = index; // the wizard's Settings, or `env create --index-url-from-env`
        in.lockText = sourceFile(u"packaging/quark-env.lock"_s);
        in.managedText = sourceFile(u"packaging/quark-env-managed.lock"_s);
        const EnvRecipe recipe = EnvRecipeBuilder::build(in);
        QVERIFY2(recipe.isValid(), qPrintable(recipe.problems.join(u'\n')));
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        const QList<QStringList> calls = b.invocations();
        QCOMPARE(calls.size(), recipe.steps.size() + 1);
        for (const QStringList &argv : calls) {
            const QString line = argv.join(u' ');
            QVERIFY2(!line.contains(u"s3cretTok3nValue"_s) && !line.contains(u"alice"_s), qPrintable(line));
        }
        // pip had it all the same, for the PyTorch step (the second command) only.
        const QList<QByteArray> seen = readAll(b.root.filePath(u"index.log"_s)).split('\n');
        QCOMPARE(seen.value(0), QByteArray("-"));
        QCOMPARE(seen.value(1), index.toUtf8());
        QCOMPARE(seen.value(2), QByteArray("-"));
        // Nor is it in the log or the registry.
        for (const QString &file : {b.result->logPath, b.registry.path()})
            QVERIFY2(!readAll(file).contains("s3cretTok3nValue"), qPrintable(file));
        QVERIFY(readAll(b.result->logPath).contains("[redacted]@127.0.0.1:9/whl/cpu"));
    }

    /// Issue #36 item 17: pip's raw progress, hundreds of thousands of lines per download, is
    /// all read (the progress shows the last), but the log gets at most one a second, and the last.
    void rawProgressFlood_keepsTheLogBounded()
    {
        Bench b;
        b.set(u"FAKE_PIP_PROGRESS_LINES"_s, u"300000"_s);
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished(60000));
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        const QByteArray log = readAll(b.result->logPath);
        const qsizetype logged = log.count("\nProgress ");
        QVERIFY2(logged >= 2 && logged < 100, qPrintable(QString::number(logged)));
        QCOMPARE(log.count("\nProgress 300000000 of 300000000\n"), 2); // the last of each pip step
        QCOMPARE(b.log.count(u"\nProgress "_s), logged);
        const auto downloading = std::find_if(b.states.cbegin(), b.states.cend(), [](const PipProgress::State &s) {
            return s.bytesTotal == 300000000 && s.bytesDone > 0;
        });
        QVERIFY(downloading != b.states.cend()); // the progress read them
    }

    /// Issue #36 item 5: two setups of two folders, by two managers over one registry file (as
    /// two processes), each having read the file before the other wrote: both are recorded.
    void twoRegistries_overlappingSetups_bothRecorded()
    {
        Bench b;
        EnvRegistry other(b.registry.path());
        QVERIFY(b.registry.load().ok());
        QVERIFY(other.load().ok());
        EnvManager second(&other);
        second.setBaseEnvironment(b.env);
        std::optional<EnvResult> secondResult;
        QObject::connect(&second, &EnvManager::finished, &second, [&](const EnvResult &r) { secondResult = r; });
        const EnvRecipe first = recipeFor(b.dir());
        const EnvRecipe next = recipeFor(b.root.filePath(u"envs/quark-b"_s));
        QVERIFY(b.manager.start(first, first.digest()).ok());
        QVERIFY(second.start(next, next.digest()).ok());
        QVERIFY(b.waitFinished());
        QTRY_VERIFY_WITH_TIMEOUT(secondResult.has_value(), 30000);
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        QCOMPARE(toString(secondResult->outcome), toString(EnvResult::Outcome::Succeeded));
        EnvRegistry fresh(b.registry.path());
        QVERIFY(fresh.load().ok());
        QCOMPARE(fresh.entries().size(), 2);
        for (const QString &name : {u"quark-a"_s, u"quark-b"_s}) {
            QVERIFY2(fresh.find(name), qPrintable(name));
            QCOMPARE(toString(fresh.find(name)->state), toString(EnvEntry::State::Ready));
        }
    }

    /// Issue #36 item 5: two setups of one folder: the second is refused before it runs anything;
    /// it sees the first as being set up (not broken), and cannot remove it.
    void twoRegistries_sameFolder_onlyOneSetupRuns()
    {
        Bench b;
        b.set(u"FAKE_PIP_PAUSE_STEP"_s, u"torch"_s);
        b.set(u"FAKE_PIP_PAUSE_MS"_s, u"60000"_s);
        b.set(u"FAKE_PIP_VENV_MS"_s, u"500"_s); // the folder is not there yet when the second one looks
        EnvRegistry other(b.registry.path());
        QVERIFY(other.load().ok()); // read before the first setup is recorded
        EnvManager second(&other);
        second.setBaseEnvironment(b.env);
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        const Status refused = second.start(recipe, recipe.digest(), u"quark-again"_s);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(u"is being set up"_s), qPrintable(refused.error().message));
        QVERIFY(!second.isRunning());
        QVERIFY(!QFileInfo::exists(b.dir())); // both saw an absent folder: the claim decided
        QTRY_VERIFY_WITH_TIMEOUT(!b.states.isEmpty(), 10000);
        QCOMPARE(b.invocations().size(), 2); // the first setup's venv and pip, nothing of the second
        QVERIFY(other.load().ok());
        QCOMPARE(toString(other.find(u"quark-a"_s)->state), toString(EnvEntry::State::Creating));
        QVERIFY(!other.find(u"quark-again"_s));
        const Status removed = second.remove(u"quark-a"_s);
        QVERIFY(!removed.ok());
        QCOMPARE(removed.error().code, Error::Code::Locked);
        QVERIFY(QFileInfo::exists(b.dir() + u"/bin/python"_s));
        QVERIFY(other.find(u"quark-a"_s));
        b.manager.cancel();
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Cancelled));
    }

    void cancel_midway_leavesNothingRegistered_andNoFolder()
    {
        Bench b;
        b.set(u"FAKE_PIP_PAUSE_STEP"_s, u"torch"_s);
        b.set(u"FAKE_PIP_PAUSE_MS"_s, u"60000"_s);
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!b.states.isEmpty(), 10000); // pip (the torch step) is talking
        QCOMPARE(b.manager.currentStep(), 1);
        QVERIFY(QFileInfo::exists(b.dir() + u"/bin/python"_s));
        QElapsedTimer t;
        t.start();
        b.manager.cancel();
        QVERIFY(b.waitFinished());
        QVERIFY2(t.elapsed() < 2500, "SIGTERM ended pip; no wait for the grace"); // grace is 3 s
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Cancelled));
        QVERIFY(!b.result->entry);
        QVERIFY(!b.registry.find(u"quark-a"_s));
        QVERIFY(!QFileInfo::exists(b.dir()));
        QVERIFY(QFileInfo::exists(b.result->logPath));
        QVERIFY(readAll(b.result->logPath).contains("Cancelled"));
        EnvRegistry again(b.registry.path());
        QVERIFY(again.load().ok());
        QVERIFY(again.entries().isEmpty());
        QCOMPARE(b.invocations().size(), 2);
    }

    /// "Cancel setup" answered after the setup had already failed: nothing is stopped or deleted;
    /// the failed attempt, its log and everything beside it stay as they were.
    void lateCancel_afterAFailure_deletesNothing()
    {
        Bench b;
        b.set(u"FAKE_PIP_TORCH"_s, u"pip23_torchindex_nodns_constraint"_s);
        const QString earlier = b.root.filePath(u"envs/quark-earlier"_s);
        QVERIFY(QDir().mkpath(earlier + u"/bin"_s));
        QVERIFY(writeFile(earlier + u"/pyvenv.cfg"_s, "version = 3.11.7\n"));
        QVERIFY(writeFile(b.root.filePath(u"envs/quark-earlier-setup-1.log"_s), "an earlier attempt\n"));
        const QStringList before = tree(b.root.filePath(u"envs"_s));
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Failed));
        QCOMPARE(b.result->error.kind, PipProgress::ErrorKind::NoNetwork); // the unreachable index, not "the pins"
        QCOMPARE(b.result->error.url, u"https://download.pytorch.invalid/whl/cpu"_s);
        const QStringList afterFailure = tree(b.root.filePath(u"envs"_s));
        b.result.reset();
        b.manager.cancel();
        QTest::qWait(300);
        QVERIFY(!b.result); // no second ending
        QCOMPARE(tree(b.root.filePath(u"envs"_s)), afterFailure);
        for (const QString &kept : before)
            QVERIFY2(afterFailure.contains(kept), qPrintable(kept));
        QVERIFY(QFileInfo::exists(b.dir() + u"/pyvenv.cfg"_s));
        QCOMPARE(toString(b.registry.find(u"quark-a"_s)->state), toString(EnvEntry::State::Broken));
    }

    /// A cancelled create deletes the folder it made, never one that holds what it did not make.
    void cancel_keepsAFolderItDidNotMake()
    {
        Bench b;
        b.set(u"FAKE_PIP_PAUSE_STEP"_s, u"torch"_s);
        b.set(u"FAKE_PIP_PAUSE_MS"_s, u"60000"_s);
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!b.states.isEmpty(), 10000);
        // Someone else's work lands in the folder while pip runs, and the venv's own marker goes.
        QVERIFY(QFile::remove(b.dir() + u"/pyvenv.cfg"_s));
        QVERIFY(writeFile(b.dir() + u"/thesis.tex"_s, "not the setup's\n"));
        b.manager.cancel();
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Cancelled));
        QVERIFY(QFileInfo::exists(b.dir() + u"/thesis.tex"_s));
        QVERIFY(b.result->entry); // kept on record, as broken, never ready
        QCOMPARE(toString(b.result->entry->state), toString(EnvEntry::State::Broken));
        QVERIFY(readAll(b.result->logPath).contains("could not be deleted"));
    }

    void stall_isSignalled_whileAStepIsQuiet()
    {
        Bench b;
        b.manager.setStallThresholdMs(300);
        b.set(u"FAKE_PIP_PAUSE_STEP"_s, u"lock"_s);
        b.set(u"FAKE_PIP_PAUSE_MS"_s, u"1500"_s);
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        QVERIFY(!b.stalls.isEmpty());
        for (qint64 ms : std::as_const(b.stalls))
            QVERIFY2(ms >= 300 && ms < 3000, qPrintable(QString::number(ms)));
        // Without the silence, the same threshold sees no stall.
        Bench quiet;
        quiet.manager.setStallThresholdMs(300);
        const EnvRecipe r2 = recipeFor(quiet.dir());
        QVERIFY(quiet.manager.start(r2, r2.digest()).ok());
        QVERIFY(quiet.waitFinished());
        QVERIFY(quiet.stalls.isEmpty());
    }

    void repair_reinstallsWhatIsMissing_andIsReadyAgain()
    {
        Bench b;
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        QByteArray out;
        QCOMPARE(run(b.dir() + u"/bin/python"_s, {u"-m"_s, u"pip"_s, u"uninstall"_s, u"-y"_s, u"datasets"_s}), 0);
        QCOMPARE(run(b.dir() + u"/bin/quark-cli"_s, {u"torch-llm-ptq"_s, u"--help"_s}, &out), 1);
        QVERIFY(out.contains("No module named 'datasets'"));

        QSignalSpy listed(&b.manager, &EnvManager::packagesListed);
        b.manager.listPackages(b.dir());
        QVERIFY(listed.wait(10000));
        const auto installed = listed.first().at(1).value<Result<QMap<QString, QString>>>();
        QVERIFY(installed.ok());
        QVERIFY(!installed->contains(u"datasets"_s));
        QCOMPARE(installed->value(u"amd-quark"_s), u"0.13"_s);

        RepairInput in;
        in.targetDir = b.dir();
        in.lockText = sourceFile(u"packaging/quark-env.lock"_s);
        in.managedText = sourceFile(u"packaging/quark-env-managed.lock"_s);
        in.installed = *installed;
        const EnvRecipe repair = EnvRecipeBuilder::repair(in);
        QVERIFY2(repair.isValid(), qPrintable(repair.problems.join(u'\n')));
        QCOMPARE(repair.steps.size(), 3);
        QVERIFY(repair.steps.at(0).input.startsWith(u"datasets==5.2.0 \\\n    --hash=sha256:"_s));
        QCOMPARE(repair.steps.at(0).input.count(u"=="_s), 1);
        QVERIFY(repair.steps.at(0).arguments.contains(u"--no-deps"_s));
        QVERIFY(repair.steps.at(0).arguments.contains(u"--require-hashes"_s));
        QCOMPARE(repair.steps.at(0).downloadBytes, 608276);
        QCOMPARE(repair.steps.at(1).kind, EnvStep::Kind::ImportCheck);
        QCOMPARE(repair.steps.at(2).kind, EnvStep::Kind::CompileKernels);

        QVERIFY(!b.manager.start(repair, recipe.digest()).ok()); // the old approval is not this one's
        b.result.reset();
        QVERIFY(b.manager.start(repair, repair.digest()).ok());
        QVERIFY(!QFileInfo::exists(b.dir() + u"/.ptq-ready"_s)); // not ready while it is repaired
        QCOMPARE(toString(b.registry.find(u"quark-a"_s)->state), toString(EnvEntry::State::Creating));
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        QCOMPARE(toString(b.registry.find(u"quark-a"_s)->state), toString(EnvEntry::State::Ready));
        QCOMPARE(b.registry.find(u"quark-a"_s)->recipeDigest, QString::fromLatin1(repair.digest()));
        QCOMPARE(QFileInfo(b.result->logPath).absolutePath(), b.dir());
        QCOMPARE(run(b.dir() + u"/bin/quark-cli"_s, {u"torch-llm-ptq"_s, u"--help"_s}), 0);
        QVERIFY(QString::fromUtf8(readAll(b.inputLog())).endsWith(repair.steps.at(0).input));

        // Nothing differs now: the repair only checks.
        in.installed[u"datasets"_s] = u"5.2.0"_s;
        const EnvRecipe nothing = EnvRecipeBuilder::repair(in);
        QCOMPARE(nothing.steps.size(), 2);
        // A different torch is not a repair's to change.
        in.installed[u"torch"_s] = u"2.13.0+cpu"_s;
        QVERIFY(!EnvRecipeBuilder::repair(in).isValid());
        in.installed[u"torch"_s] = u"2.14.1+cpu"_s; // the build tag matches the pin
        QVERIFY(EnvRecipeBuilder::repair(in).isValid());
    }

    void cancelledRepair_isBroken_neverReady()
    {
        Bench b;
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        RepairInput in;
        in.targetDir = b.dir();
        in.lockText = sourceFile(u"packaging/quark-env.lock"_s);
        in.installed = {{u"torch"_s, u"2.14.1"_s}, {u"torchvision"_s, u"0.29.1"_s}};
        const EnvRecipe repair = EnvRecipeBuilder::repair(in);
        QVERIFY(repair.isValid());
        b.set(u"FAKE_PIP_PAUSE_STEP"_s, u"lock"_s);
        b.set(u"FAKE_PIP_PAUSE_MS"_s, u"60000"_s);
        b.result.reset();
        QVERIFY(b.manager.start(repair, repair.digest()).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!b.states.isEmpty() && b.manager.currentStep() == 0, 10000);
        b.manager.cancel();
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Cancelled));
        QCOMPARE(toString(b.registry.find(u"quark-a"_s)->state), toString(EnvEntry::State::Broken));
        QVERIFY(QFileInfo::exists(b.dir() + u"/bin/python"_s)); // a repaired env is kept
    }

    void remove_unregistersAndDeletes_offTheThread()
    {
        Bench b;
        const EnvRecipe recipe = recipeFor(b.dir());
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QSignalSpy removed(&b.manager, &EnvManager::removed);
        QVERIFY(b.manager.remove(u"quark-a"_s).ok());
        QVERIFY(!b.registry.find(u"quark-a"_s));
        QVERIFY(removed.wait(10000));
        QVERIFY(removed.first().at(1).value<Status>().ok());
        QVERIFY(!QFileInfo::exists(b.dir()));

        // A record naming a folder that is no venv unregisters it, and deletes nothing.
        const QString precious = b.root.filePath(u"precious"_s);
        QVERIFY(QDir().mkpath(precious));
        QVERIFY(ArtifactIo::writeAtomically(precious + u"/thesis.tex"_s, "x").ok());
        EnvEntry odd;
        odd.name = u"odd"_s;
        odd.path = precious;
        odd.state = EnvEntry::State::Ready;
        QVERIFY(b.registry.upsert(odd).ok());
        removed.clear();
        QVERIFY(b.manager.remove(u"odd"_s).ok());
        QVERIFY(removed.wait(10000));
        QVERIFY(!removed.first().at(1).value<Status>().ok());
        QVERIFY(QFileInfo::exists(precious + u"/thesis.tex"_s));
        QVERIFY(!b.manager.remove(u"nobody"_s).ok());
    }

    void registry_damagedFile_isNamedAndKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"environments.json"_s);
        QVERIFY(ArtifactIo::writeAtomically(path, "{\"environments\": [{\"name\": ").ok());
        EnvRegistry registry(path);
        const Status loaded = registry.load();
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error().message.contains(path), qPrintable(loaded.error().message));
        EnvEntry e;
        e.name = u"x"_s;
        e.path = dir.filePath(u"x"_s);
        const Status written = registry.upsert(e);
        QVERIFY(!written.ok());
        QVERIFY(written.error().message.contains(path));
        QCOMPARE(readAll(path), QByteArray("{\"environments\": [{\"name\": "));
        EnvManager manager(&registry);
        const EnvRecipe recipe = recipeFor(dir.filePath(u"env"_s));
        QVERIFY(!manager.start(recipe, recipe.digest()).ok());
        QVERIFY(!QFileInfo::exists(dir.filePath(u"env"_s)));
    }

    void registry_writeFailure_keepsThePreviousFile()
    {
        QTemporaryDir dir;
        test::ScopedTmpfs disk(dir.filePath(u"disk"_s), u"size=256k"_s);
        if (!disk.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QString path = dir.filePath(u"disk/environments.json"_s);
        EnvRegistry registry(path);
        EnvEntry e;
        e.name = u"first"_s;
        e.path = dir.filePath(u"first"_s);
        e.state = EnvEntry::State::Broken;
        QVERIFY(registry.upsert(e).ok());
        const QByteArray before = readAll(path);
        QVERIFY(disk.remountReadOnly());
        e.name = u"second"_s;
        const Status s = registry.upsert(e);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message.contains(path), qPrintable(s.error().message));
        QCOMPARE(readAll(path), before);
        QCOMPARE(registry.entries().size(), 1);
        // The manager starts nothing it cannot record.
        EnvManager manager(&registry);
        const EnvRecipe recipe = recipeFor(dir.filePath(u"env"_s));
        const Status started = manager.start(recipe, recipe.digest());
        QVERIFY(!started.ok());
        QVERIFY(started.error().message.contains(path));
        QVERIFY(!manager.isRunning());
        QCOMPARE(readAll(path), before);
    }

    /// uv installs: pip puts the pinned uv into the venv (hash-checked), then the venv's uv
    /// installs PyTorch and the lock; its output (real uv 0.13.9, replayed) is read as progress,
    /// and uv gets what the recipe says of pip's settings, in its environment.
    void uv_create_installsWithTheVenvsUv_andRegistersReady()
    {
        Bench b;
        b.set(u"FAKE_PIP_TORCH_VERSION"_s, u"2.14.1"_s);
        b.set(u"FAKE_UV_ENV_LOG"_s, b.root.filePath(u"uv-env.log"_s));
        const QString cache = b.root.filePath(u"cache/uv-cache"_s);
        const EnvRecipe recipe = uvRecipeFor(b.dir(), cache, "global.find-links='/opt/wheels'\n");
        QVERIFY2(recipe.isValid(), qPrintable(recipe.problems.join(u'\n')));
        QCOMPARE(recipe.steps.at(1).kind, EnvStep::Kind::InstallUv);
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Succeeded));
        QCOMPARE(b.steps, (QList<int>{0, 1, 2, 3, 4, 5}));
        const QList<QStringList> calls = b.invocations();
        for (qsizetype i = 0; i < recipe.steps.size(); ++i)
            QCOMPARE(calls.at(i), recipe.steps.at(i).argv());
        QCOMPARE(calls.at(2).first(), b.dir() + u"/bin/uv"_s);
        QVERIFY(QFileInfo(b.dir() + u"/bin/uv"_s).isExecutable());
        // What uv was handed, in its environment (both uv steps).
        const QList<QByteArray> uvEnv = readAll(b.root.filePath(u"uv-env.log"_s)).trimmed().split('\n');
        QCOMPARE(uvEnv.size(), 2);
        for (const QByteArray &line : uvEnv) {
            const QList<QByteArray> vars = line.split('\x1f');
            QVERIFY(vars.contains("UV_CACHE_DIR=" + cache.toUtf8()));
            QVERIFY(vars.contains("UV_NO_CONFIG=1"));
            QVERIFY(vars.contains("UV_FIND_LINKS=/opt/wheels"));
        }
        // uv's progress, as pip's: the download's size from "Downloading numpy (16.1MiB)" (the
        // states shown are one per read of the output, so the phase may have moved on by then).
        const auto downloading = std::find_if(b.states.cbegin(), b.states.cend(), [](const PipProgress::State &s) {
            return s.package == u"numpy"_s && s.bytesTotal == 16'882'074;
        });
        QVERIFY(downloading != b.states.cend());
        QCOMPARE(b.states.last().phase, PipProgress::Phase::Done);
        QVERIFY(readAll(b.result->logPath).contains(" + numpy==2.4.6"));
        QCOMPARE(toString(b.registry.find(u"quark-a"_s)->state), toString(EnvEntry::State::Ready));
    }

    /// The same tampered six as with pip, through uv's hash-checking mode: uv's real words
    /// ("Hash mismatch for `six==1.17.0`"), the step named, nothing after it.
    void uv_tamperedDownload_failsTheLockStep_clearly()
    {
        Bench b;
        b.set(u"FAKE_PIP_TAMPERED"_s, u"six"_s);
        const EnvRecipe recipe = uvRecipeFor(b.dir(), b.root.filePath(u"uv-cache"_s));
        QVERIFY(b.manager.start(recipe, recipe.digest()).ok());
        QVERIFY(b.waitFinished());
        QCOMPARE(toString(b.result->outcome), toString(EnvResult::Outcome::Failed));
        QCOMPARE(b.result->failedStep, 3);
        QCOMPARE(b.result->error.kind, PipProgress::ErrorKind::HashMismatch);
        QCOMPARE(b.result->error.package, u"six==1.17.0"_s);
        QVERIFY2(b.result->error.message.contains(u"does not match the hash it must have"_s),
                 qPrintable(b.result->error.message));
        QVERIFY(b.result->error.detail.contains(u"Computed:"_s)); // the causes under uv's first line
        QCOMPARE(b.invocations().size(), 4);
        QVERIFY(!QFileInfo::exists(b.dir() + u"/.ptq-ready"_s));
    }

    /// pip's settings come with the probe of the pip a venv gets: `pip config list`'s lines, or
    /// nothing (and why) when that Python has no pip to ask.
    void probePip_readsPipsSettings()
    {
        EnvRegistry registry(QTemporaryDir().filePath(u"r.json"_s));
        EnvManager manager(&registry);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"FAKE_PIP_CONFIG"_s, u"global.index-url='https://mirror.example/simple'\n"_s);
        manager.setBaseEnvironment(env);
        QSignalSpy settings(&manager, &EnvManager::pipSettingsProbed);
        QSignalSpy probed(&manager, &EnvManager::pipProbed);
        manager.probePip(PTQ_FAKE_PIP);
        QVERIFY(probed.wait(10000));
        QCOMPARE(settings.size(), 1); // before pipProbed
        const auto read = settings.first().at(1).value<std::optional<PipSettings>>();
        QVERIFY(read);
        QCOMPARE(read->values.value(u"index-url"_s).value, u"https://mirror.example/simple"_s);

        env.remove(u"FAKE_PIP_CONFIG"_s);
        manager.setBaseEnvironment(env);
        settings.clear();
        probed.clear();
        manager.probePip(PTQ_FAKE_PIP);
        QVERIFY(probed.wait(10000));
        QCOMPARE(settings.size(), 1);
        QVERIFY(!settings.first().at(1).value<std::optional<PipSettings>>());
        QVERIFY2(settings.first().at(2).toString().contains(u"pip config list"_s), qPrintable(settings.first().at(2).toString()));
    }

    void progressBar_followsThePipVersion()
    {
        const EnvRecipe recipe = recipeFor(u"/opt/envs/q"_s);
        const EnvRecipe old = EnvRecipeBuilder::withProgressBar(recipe, QVersionNumber(23, 2, 1));
        QCOMPARE(old.digest(), recipe.digest());
        QCOMPARE(EnvRecipeBuilder::withProgressBar(recipe, QVersionNumber(24, 0)).digest(), recipe.digest());
        const EnvRecipe raw = EnvRecipeBuilder::withProgressBar(recipe, QVersionNumber(24, 1));
        QVERIFY(raw.digest() != recipe.digest());
        for (qsizetype i = 0; i < raw.steps.size(); ++i) {
            const QStringList &a = raw.steps.at(i).arguments;
            const bool pip = a.mid(0, 3) == QStringList{u"-m"_s, u"pip"_s, u"install"_s};
            QCOMPARE(a.mid(3, 2) == (QStringList{u"--progress-bar"_s, u"raw"_s}), pip);
            if (!pip)
                QCOMPARE(a, recipe.steps.at(i).arguments);
        }

        EnvRegistry registry(QTemporaryDir().filePath(u"r.json"_s));
        EnvManager manager(&registry);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"FAKE_ENSUREPIP"_s, u"24.2"_s);
        manager.setBaseEnvironment(env);
        QSignalSpy probed(&manager, &EnvManager::pipProbed);
        manager.probePip(PTQ_FAKE_PIP);
        QVERIFY(probed.wait(10000));
        QCOMPARE(probed.first().at(1).value<QVersionNumber>(), QVersionNumber(24, 2));
    }

    /// issue #33 item 3: the Quark environments already on the machine are found in the usual
    /// places — the project's cache, conda, .venv folders, the app's registry and what PATH's
    /// quark-cli belongs to — with versions read from their dist-info (no Python started) and
    /// what each lacks; Python environments without Quark are not offered.
    void discovery_findsTheUsualPlaces_withVersionsAndReadiness()
    {
        QTemporaryDir home;
        const QString h = home.path();
        const QString cache = h + u"/.cache/ptq-studio/quark-env-0123456789abcdef"_s;
        fakeEnvironment(cache, {{u"amd_quark"_s, u"0.13"_s}, {u"torch"_s, u"2.14.1"_s}, {u"torchvision"_s, u"0.29.1"_s}},
                        true, true, "__version__ = '2.14.1+cpu'\ncuda: Optional[str] = None\nhip: Optional[str] = None\n");
        QVERIFY(writeFile(cache + u"/.ptq-ready"_s, "0123456789abcdef\n"));
        QVERIFY(writeFile(h + u"/.cache/ptq-studio/quark-env-0123456789abcdef.lock"_s, "")); // not a folder
        // a cached one whose setup stopped halfway: no marker, no quark-cli yet
        fakeEnvironment(h + u"/.cache/ptq-studio/quark-env-halfway"_s, {{u"amd_quark"_s, u"0.13"_s}}, false);
        const QString conda = h + u"/miniconda3/envs/quark"_s;
        fakeEnvironment(conda, {{u"amd_quark"_s, u"0.12"_s}, {u"torch"_s, u"2.5.0"_s}},
                        true, true, "__version__ = '2.5.0+rocm6.2'\ncuda = None\nhip = '6.2.41133'\nrocm = '6.2.4'\n");
        QDir().mkpath(conda + u"/conda-meta"_s);
        fakeEnvironment(h + u"/miniconda3/envs/plain"_s, {{u"numpy"_s, u"2.0"_s}}, false); // no Quark: not offered
        const QString venv = h + u"/.venv"_s;
        fakeEnvironment(venv, {{u"amd_quark"_s, u"0.13"_s}}, true); // no PyTorch
        const QString project = h + u"/jobs"_s;
        const QString projectVenv = project + u"/venv"_s;
        fakeEnvironment(projectVenv, {{u"amd_quark"_s, u"0.11"_s}, {u"torch"_s, u"2.4.0"_s}});
        // PATH's quark-cli is a link into the project's venv
        const QString pathDir = h + u"/.local/bin"_s;
        QDir().mkpath(pathDir);
        QVERIFY(QFile::link(projectVenv + u"/bin/quark-cli"_s, pathDir + u"/quark-cli"_s));

        DiscoveryPlaces places = placesIn(h);
        places.pathVariable = u"/nonexistent:"_s + pathDir;
        places.projectDirs = {project};
        const QList<FoundEnvironment> found = EnvDiscovery::scan(places);
        QStringList paths;
        for (const FoundEnvironment &f : found)
            paths.append(f.path);
        // Usable ones first (PATH's, then the cache, then conda), then the rest.
        QCOMPARE(paths, (QStringList{projectVenv, cache, conda, h + u"/.cache/ptq-studio/quark-env-halfway"_s, venv}));

        const FoundEnvironment &onPath = found.at(0);
        QCOMPARE(onPath.origin, FoundEnvironment::Origin::Path);
        QVERIFY(onPath.onPath);
        QCOMPARE(onPath.quark, u"0.11"_s);
        QCOMPARE(onPath.torch, u"2.4.0"_s); // no version.py: the dist-info's
        QVERIFY(onPath.isUsable());

        const FoundEnvironment &cached = found.at(1);
        QCOMPARE(cached.origin, FoundEnvironment::Origin::ProjectCache);
        QCOMPARE(cached.quark, u"0.13"_s); // the header, not the "Version:" in the description
        QCOMPARE(cached.torch, u"2.14.1+cpu"_s);
        QCOMPARE(cached.torchBuild, u"CPU"_s);
        QCOMPARE(cached.python, u"3.11.7"_s);
        QCOMPARE(cached.quarkCli, cache + u"/bin/quark-cli"_s);
        QVERIFY(cached.isUsable());

        const FoundEnvironment &rocm = found.at(2);
        QCOMPARE(rocm.origin, FoundEnvironment::Origin::Conda);
        QCOMPARE(rocm.torch, u"2.5.0+rocm6.2"_s);
        QCOMPARE(rocm.torchBuild, u"ROCm 6.2.4"_s);

        const FoundEnvironment &halfway = found.at(3);
        QVERIFY(!halfway.isUsable());
        QCOMPARE(halfway.missing, (QStringList{u"quark-cli"_s, u"PyTorch"_s}));
        QVERIFY2(halfway.problem.contains(u".ptq-ready"_s), qPrintable(halfway.problem));

        const FoundEnvironment &noTorch = found.at(4);
        QCOMPARE(noTorch.origin, FoundEnvironment::Origin::Venv);
        QCOMPARE(noTorch.missing, QStringList{u"PyTorch"_s});

        // Nothing there: nothing found (and nothing made).
        QTemporaryDir empty;
        const QStringList before = tree(empty.path());
        QVERIFY(EnvDiscovery::scan(placesIn(empty.path())).isEmpty());
        QCOMPARE(tree(empty.path()), before);
    }

    /// A managed environment is listed under its registered name, with the registry's state: a
    /// ready one is usable, a broken one says how to repair it.
    void discovery_listsManagedEnvironments_withTheirState()
    {
        QTemporaryDir home;
        const QString h = home.path();
        const QString ready = h + u"/envs/quark-0.13-cpu"_s;
        const QString broken = h + u"/envs/quark-0.13-cpu-2"_s;
        fakeEnvironment(ready, {{u"amd_quark"_s, u"0.13"_s}, {u"torch"_s, u"2.14.1"_s}});
        fakeEnvironment(broken, {{u"amd_quark"_s, u"0.13"_s}});
        QVERIFY(writeFile(ready + u"/.ptq-ready"_s, "d1\n"));
        EnvRegistry registry(placesIn(h).registryPath);
        EnvEntry a;
        a.name = u"main"_s;
        a.path = ready;
        a.state = EnvEntry::State::Ready;
        a.recipeDigest = u"d1"_s;
        QVERIFY(registry.upsert(a).ok());
        EnvEntry b = a;
        b.name = u"second"_s;
        b.path = broken;
        b.recipeDigest = u"d2"_s; // no marker with it: broken
        QVERIFY(registry.upsert(b).ok());

        const QList<FoundEnvironment> found = EnvDiscovery::scan(placesIn(h));
        QCOMPARE(found.size(), 2);
        QCOMPARE(found.at(0).name, u"main"_s);
        QCOMPARE(found.at(0).origin, FoundEnvironment::Origin::Managed);
        QVERIFY(found.at(0).isUsable());
        QCOMPARE(found.at(1).name, u"second"_s);
        QVERIFY(!found.at(1).isUsable());
        QVERIFY2(found.at(1).problem.contains(u"ptq-studio env repair second"_s), qPrintable(found.at(1).problem));
    }

    void discovery_parsesMetadataAndTorchVersion()
    {
        QCOMPARE(EnvDiscovery::metadataVersion("Metadata-Version: 2.1\r\nName: torch\r\nVersion: 2.14.1\r\n\r\nbody"), u"2.14.1"_s);
        QCOMPARE(EnvDiscovery::metadataVersion("Name: x\n\nVersion: 1.0\n"), QString());
        const auto [version, build] = EnvDiscovery::torchVersionFile(
            "from typing import Optional\n__version__ = '2.14.1+cu130'\ndebug = False\ncuda: Optional[str] = '13.0'\nhip: Optional[str] = None\n");
        QCOMPARE(version, u"2.14.1+cu130"_s);
        QCOMPARE(build, u"CUDA 13.0"_s);
        QCOMPARE(EnvDiscovery::torchVersionFile({}).first, QString());
    }

    /// A venv made with --system-site-packages on top of a container's Python (PyTorch there,
    /// amd-quark in the venv) imports both: it is found usable, with the base's PyTorch; the same
    /// venv without the setting lacks PyTorch (round 59's walk: an environment page 3 ran with was
    /// listed "Not usable").
    void discovery_aSystemSitePackagesVenvSeesItsBasesPyTorch()
    {
        QTemporaryDir root;
        const QString base = root.filePath(u"opt/conda"_s);
        QVERIFY(QDir().mkpath(base + u"/bin"_s));
        QVERIFY(writeFile(base + u"/bin/python3"_s, "#!/bin/sh\nexit 0\n"));
        const QString torch = base + u"/lib/python3.11/site-packages/torch-2.9.0.dist-info"_s;
        QVERIFY(QDir().mkpath(torch));
        QVERIFY(writeFile(torch + u"/METADATA"_s, "Metadata-Version: 2.1\nName: torch\nVersion: 2.9.0\n\n"));
        const QString venv = root.filePath(u"venv"_s);
        fakeEnvironment(venv, {{u"amd_quark"_s, u"0.13"_s}});
        FoundEnvironment found = EnvDiscovery::inspect(venv);
        QCOMPARE(found.missing, QStringList{u"PyTorch"_s}); // its own packages only
        QVERIFY(writeFile(venv + u"/pyvenv.cfg"_s,
                          "home = " + base.toUtf8() + "/bin\ninclude-system-site-packages = true\nversion = 3.11.7\n"));
        found = EnvDiscovery::inspect(venv);
        QVERIFY2(found.isUsable(), qPrintable(found.missing.join(u", "_s)));
        QCOMPARE(found.torch, u"2.9.0"_s);
        QCOMPARE(found.quark, u"0.13"_s);
        // Its own PyTorch wins over the base's, as on import.
        fakeEnvironment(venv, {{u"amd_quark"_s, u"0.13"_s}, {u"torch"_s, u"2.8.0"_s}});
        QVERIFY(writeFile(venv + u"/pyvenv.cfg"_s,
                          "home = " + base.toUtf8() + "/bin\ninclude-system-site-packages = true\nversion = 3.11.7\n"));
        QCOMPARE(EnvDiscovery::inspect(venv).torch, u"2.8.0"_s);
    }

    /// The environment packaging/quark-env.sh made on this machine ($PTQ_QUARK_ENV, which
    /// `packaging/dev.sh test` sets; skipped where there is none): found in its cache folder and
    /// read without starting Python. (It named one folder by its hash until round 59, so it was
    /// skipped everywhere once the environment's recipe changed.)
    void discovery_findsTheRealQuarkEnvironment()
    {
        const QString given = qEnvironmentVariable("PTQ_QUARK_ENV");
        if (given.isEmpty() || !QFileInfo::exists(given + u"/bin/quark-cli"_s))
            QSKIP("no real Quark environment here ($PTQ_QUARK_ENV: packaging/dev.sh test sets it)");
        const QString real = QFileInfo(given).canonicalFilePath();
        DiscoveryPlaces places;
        places.cacheHome = QFileInfo(QFileInfo(real).absolutePath()).absolutePath(); // <cache>/ptq-studio/quark-env-…
        QElapsedTimer clock;
        clock.start();
        const QList<FoundEnvironment> found = EnvDiscovery::scan(places);
        const auto it = std::find_if(found.cbegin(), found.cend(), [&](const FoundEnvironment &f) { return f.path == real; });
        QVERIFY(it != found.cend());
        QCOMPARE(it->origin, FoundEnvironment::Origin::ProjectCache);
        QCOMPARE(it->quark, u"0.13"_s);
        QVERIFY2(it->torch.startsWith(u"2.14.1"_s), qPrintable(it->torch));
        QVERIFY2(!it->python.isEmpty(), qPrintable(it->python));
        QCOMPARE(it->quarkCli, real + u"/bin/quark-cli"_s);
        QVERIFY2(it->isUsable(), qPrintable(it->missing.join(u", "_s) + it->problem));
        QVERIFY2(clock.elapsed() < 5000, "read from the disk, not by starting Python");
    }

    /// EnvFinder answers on the caller's thread; the choice is stored and announced.
    void finder_answersAsync_andTheChoiceIsStored()
    {
        QTemporaryDir home;
        fakeEnvironment(home.filePath(u".venv"_s), {{u"amd_quark"_s, u"0.13"_s}, {u"torch"_s, u"2.14.1"_s}});
        EnvFinder finder;
        QSignalSpy found(&finder, &EnvFinder::found);
        finder.find(placesIn(home.path()));
        QVERIFY(finder.isRunning());
        QVERIFY(found.wait(10000));
        QCOMPARE(found.first().first().value<QList<FoundEnvironment>>().size(), 1);
        QVERIFY(!finder.isRunning());

        QSignalSpy chosen(EnvChoice::instance(), &EnvChoice::chosenChanged);
        EnvChoice::instance()->choose(home.filePath(u".venv"_s));
        QCOMPARE(EnvChoice::chosen(), home.filePath(u".venv"_s));
        QCOMPARE(chosen.size(), 1);
        EnvChoice::instance()->choose(QString());
        QCOMPARE(EnvChoice::chosen(), QString());
    }
};

QTEST_GUILESS_MAIN(TestEnvManager)
#include "tst_envmanager.moc"
