// The managed environment for real (label `real`): EnvManager runs the recipe EnvRecipeBuilder
// makes from packaging/quark-env.lock with this machine's Python and pip's own configuration
// (the CPU index override set to "": download.pytorch.org need not be reachable), installed as the
// app installs by default (uv, pip's settings handed over; pip for the cancel test) from the uv
// cache and with the user's pip.conf that packaging/dev.sh test names (PTQ_TEST_UV_CACHE_DIR,
// PTQ_TEST_PIP_USER_CONFIG: the cache quark-env.sh filled, so the files are hard links), then the real
// `quark-cli torch-llm-ptq --help` from it (the recipe's last step, which compiles the kernels).
// Nothing is faked. The work folder lies in the build tree (PTQ_REALENV_WORK); a CPU environment
// takes about 6.5 GB, or about 0.5 GB of its own with that cache. Wall times go to stdout as "REALENV <what> <seconds> s" and into
// <work>/times.txt. Each function is its own ctest entry (realenv_*), run one at a time.
#include "testsupport.h"
#include "artifacts/artifactio.h"
#include "env/envdefaults.h"
#include "env/envmanager.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;

namespace {

const QString kWork = PTQ_REALENV_WORK;

QByteArray sourceFile(const QString &relative)
{
    const Result<QByteArray> bytes = ArtifactIo::readFile(PTQ_SOURCE_DIR + u'/' + relative);
    if (!bytes)
        qFatal("%s", qPrintable(bytes.error().message));
    return *bytes;
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
};

Run execute(const QString &program, const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
            int timeoutMs = 1'800'000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.waitForFinished(timeoutMs); // the test's helper; the service never waits
    Run r;
    r.out = p.readAll();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

/// The real interpreter behind python3 (a pyenv shim is a script): 3.11 to 3.13.
QString python()
{
    const QString wanted = qEnvironmentVariable("PTQ_QUARK_PYTHON", u"python3"_s);
    const Run r = execute(wanted, {u"-c"_s, u"import sys; print(sys.executable)"_s}, QProcessEnvironment::systemEnvironment(), 30000);
    return r.exitCode == 0 ? QString::fromUtf8(r.out).trimmed() : QString();
}

void recordTime(const QString &what, qint64 ms)
{
    const QString line = u"REALENV %1 %2 s"_s.arg(what).arg(double(ms) / 1000, 0, 'f', 1);
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
    QFile f(kWork + u"/times.txt"_s);
    if (f.open(QIODevice::Append))
        f.write(line.toUtf8() + '\n');
}

struct Session
{
    EnvRegistry registry{kWork + u"/environments.json"_s};
    EnvManager manager{&registry};
    std::optional<EnvResult> result;
    QList<PipProgress::State> states;
    QList<int> steps;

    Session()
    {
        QDir().mkpath(kWork + u"/envs"_s);
        if (Status s = registry.load(); !s)
            qFatal("%s", qPrintable(s.error().message));
        QObject::connect(&manager, &EnvManager::finished, &manager, [this](const EnvResult &r) { result = r; });
        QObject::connect(&manager, &EnvManager::progress, &manager, [this](const PipProgress::State &s) { states.append(s); });
        QObject::connect(&manager, &EnvManager::stepStarted, &manager, [this](int i) {
            steps.append(i);
            std::printf("step %d started\n", i + 1);
            std::fflush(stdout);
        });
    }
    bool wait(qint64 ms)
    {
        QElapsedTimer t;
        t.start();
        while (!result && t.elapsed() < ms)
            QTest::qWait(200);
        return result.has_value();
    }
    /// The approved recipe for @p dir, with the progress bar this Python's new venvs' pip has,
    /// installed as the app installs by default (uv, with pip's settings read as the app reads
    /// them, and the machine's uv cache, warm where packaging/quark-env.sh made the test tier's
    /// environment), or with @p pip by pip.
    EnvRecipe recipe(const QString &dir, bool pip = false)
    {
        RecipeInput in;
        in.python = python();
        in.targetDir = dir;
        in.accelerator = Accelerator::cpu();
        in.overrides.cpu = QString(); // pip's own configuration: download.pytorch.org is not reachable here
        in.lockText = sourceFile(u"packaging/quark-env.lock"_s);
        in.managedText = sourceFile(u"packaging/quark-env-managed.lock"_s);
        const QProcessEnvironment sys = QProcessEnvironment::systemEnvironment();
        for (const QString &k : sys.keys())
            in.environment.insert(k, sys.value(k));
        in.installer.preferPip = pip;
        in.installer.uvLockText = sourceFile(u"packaging/uv-tool.lock"_s);
        // packaging/dev.sh test names the cache quark-env.sh filled (this test's HOME is its own).
        in.installer.uvCacheDir = qEnvironmentVariable("PTQ_TEST_UV_CACHE_DIR", EnvDefaults::uvCacheDir());
        QSignalSpy settings(&manager, &EnvManager::pipSettingsProbed);
        QSignalSpy probed(&manager, &EnvManager::pipProbed);
        manager.probePip(in.python);
        QVersionNumber pipVersion;
        if (probed.wait(60000)) {
            pipVersion = probed.first().at(1).value<QVersionNumber>();
            std::printf("new venvs get pip %s\n", qPrintable(pipVersion.toString()));
        }
        if (!settings.isEmpty()) {
            in.installer.pipSettings = settings.first().at(1).value<std::optional<PipSettings>>();
            in.installer.pipSettingsProblem = settings.first().at(2).toString();
        }
        EnvRecipe r = EnvRecipeBuilder::build(in);
        if (!pipVersion.isNull())
            r = EnvRecipeBuilder::withProgressBar(r, pipVersion);
        return r;
    }
};

/// The ready CPU environment (made by create_…, or here when that did not run first).
QString readyEnvironment(Session &s, bool *made = nullptr)
{
    const QString dir = kWork + u"/envs/quark-cpu"_s;
    const EnvRecipe recipe = s.recipe(dir);
    if (!recipe.isValid())
        return {};
    // Reused only when this lock made it (the digest of the recipe that created it, kept beside
    // it: a repair changes the registry's): an environment a build tree kept from an older lock
    // (before a pin was added, say) is made again, not tested as if it were this lock's.
    QFile madeBy(dir + u".made-by"_s);
    const QByteArray digest = recipe.digest();
    if (const auto e = s.registry.find(u"quark-cpu"_s); e && e->state == EnvEntry::State::Ready) {
        if (madeBy.open(QIODevice::ReadOnly) && madeBy.readAll().trimmed() == digest)
            return dir;
        std::printf("the ready environment %s was made by another recipe (another lock): made again\n", qPrintable(dir));
        madeBy.close();
    }
    if (s.registry.find(u"quark-cpu"_s)) {
        QSignalSpy removed(&s.manager, &EnvManager::removed);
        if (s.manager.remove(u"quark-cpu"_s).ok())
            removed.wait(600000);
    }
    if (QFileInfo::exists(dir) && QFileInfo::exists(dir + u"/pyvenv.cfg"_s))
        QDir(dir).removeRecursively();
    std::printf("%s\n", qPrintable(recipe.display().left(4000)));
    QElapsedTimer t;
    t.start();
    if (!s.manager.start(recipe, recipe.digest(), u"quark-cpu"_s).ok() || !s.wait(3'600'000))
        return {};
    if (s.result->outcome != EnvResult::Outcome::Succeeded) {
        std::printf("setup failed at step %d: %s (log %s)\n", s.result->failedStep + 1,
                    qPrintable(s.result->error.message), qPrintable(s.result->logPath));
        return {};
    }
    recordTime(u"create"_s, t.elapsed());
    if (!madeBy.open(QIODevice::WriteOnly | QIODevice::Truncate) || madeBy.write(digest + '\n') != digest.size() + 1)
        qWarning("cannot write %s", qPrintable(madeBy.fileName()));
    if (made)
        *made = true;
    return dir;
}

} // namespace

class TestRealEnv : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(!python().isEmpty(), "no python3 (set PTQ_QUARK_PYTHON to a Python 3.11 to 3.13)");
        // pip's settings as the user has them: this test's XDG_CONFIG_HOME is its own, which hides
        // the user's pip.conf (packaging/dev.sh test names it). With it the app's uv asks the
        // indexes quark-env.sh asked, and finds their files in the cache it filled.
        const QByteArray userPipConf = qgetenv("PTQ_TEST_PIP_USER_CONFIG");
        if (!userPipConf.isEmpty() && !qEnvironmentVariableIsSet("PIP_CONFIG_FILE"))
            qputenv("PIP_CONFIG_FILE", userPipConf);
    }

    void create_fromTheLock_runsTheRealQuarkCli()
    {
        Session s;
        bool made = false;
        const QString dir = readyEnvironment(s, &made);
        QVERIFY2(!dir.isEmpty(), s.result ? qPrintable(s.result->error.message + u" — log "_s + s.result->logPath) : "no result");
        if (made) {
            // uv installed (the app's default here: pip's settings could be read and carried).
            QCOMPARE(s.steps, (QList<int>{0, 1, 2, 3, 4, 5}));
            QVERIFY(!s.states.isEmpty());
            QVERIFY(QFileInfo(dir + u"/bin/uv"_s).isExecutable());
        }
        const std::optional<EnvEntry> e = s.registry.find(u"quark-cpu"_s);
        QVERIFY(e);
        QCOMPARE(toString(e->state), u"ready"_s);
        QCOMPARE(e->quark, u"0.13"_s);
        QVERIFY2(e->torch.startsWith(u"2.14.1"_s), qPrintable(e->torch));
        QVERIFY2(e->python.startsWith(u"3.1"_s), qPrintable(e->python));
        std::printf("registered: torch %s, amd-quark %s, Python %s, log %s\n", qPrintable(e->torch), qPrintable(e->quark),
                    qPrintable(e->python), qPrintable(e->log));
        // Its quark-cli answers, with the kernels the setup compiled (seconds, not minutes).
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"TORCH_EXTENSIONS_DIR"_s, dir + u"/torch-extensions"_s);
        QElapsedTimer t;
        t.start();
        const Run help = execute(dir + u"/bin/quark-cli"_s, {u"torch-llm-ptq"_s, u"--help"_s}, env);
        recordTime(u"quark-cli-help-after-setup"_s, t.elapsed());
        QVERIFY2(help.exitCode == 0, help.out.right(2000).constData());
        QVERIFY(help.out.contains("--model_dir"));
    }

    void cancel_duringTheTorchInstall_leavesNothingRegistered()
    {
        Session s;
        const QString dir = kWork + u"/envs/quark-cancel"_s;
        if (s.registry.find(u"quark-cancel"_s))
            QVERIFY(s.registry.remove(u"quark-cancel"_s).ok());
        if (QFileInfo::exists(dir + u"/pyvenv.cfg"_s))
            QDir(dir).removeRecursively();
        const EnvRecipe recipe = s.recipe(dir, true); // pip: its PyTorch step is long enough to cancel midway
        QVERIFY(recipe.isValid());
        QVERIFY(s.manager.start(recipe, recipe.digest(), u"quark-cancel"_s).ok());
        // Midway: pip is at work on torch (step 2) and has said what it does.
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 600000 && !s.result && !(s.manager.currentStep() == 1 && s.states.size() >= 2))
            QTest::qWait(50);
        QVERIFY2(!s.result, "the setup ended before it could be cancelled");
        QCOMPARE(s.manager.currentStep(), 1);
        std::printf("cancelling during: %s %s\n", qPrintable(PipProgress::phaseName(s.states.last().phase)),
                    qPrintable(s.states.last().package));
        QElapsedTimer c;
        c.start();
        s.manager.cancel();
        QVERIFY(s.wait(120000));
        recordTime(u"cancel-to-clean"_s, c.elapsed());
        QCOMPARE(toString(s.result->outcome), u"cancelled"_s);
        QVERIFY(!s.result->entry);
        QVERIFY(!s.registry.find(u"quark-cancel"_s));
        QVERIFY(!QFileInfo::exists(dir));
        QVERIFY(QFileInfo::exists(s.result->logPath));
        EnvRegistry again(s.registry.path());
        QVERIFY(again.load().ok());
        for (const EnvEntry &e : again.entries())
            QVERIFY2(e.name != u"quark-cancel"_s, "a cancelled setup is on record");
        // No pip left running in that folder.
        const Run ps = execute(u"pgrep"_s, {u"-f"_s, dir});
        QVERIFY2(ps.exitCode == 1, ps.out.constData());
    }

    void repair_afterDatasetsWasRemoved()
    {
        Session s;
        const QString dir = readyEnvironment(s);
        QVERIFY(!dir.isEmpty());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"TORCH_EXTENSIONS_DIR"_s, dir + u"/torch-extensions"_s);
        QCOMPARE(execute(dir + u"/bin/python"_s, {u"-m"_s, u"pip"_s, u"uninstall"_s, u"-y"_s, u"datasets"_s}).exitCode, 0);
        const Run broken = execute(dir + u"/bin/quark-cli"_s, {u"torch-llm-ptq"_s, u"--help"_s}, env);
        QVERIFY2(broken.exitCode != 0, broken.out.right(1000).constData());
        QVERIFY2(broken.out.contains("No module named 'datasets'"), broken.out.right(1000).constData());

        QElapsedTimer t;
        t.start();
        QSignalSpy listed(&s.manager, &EnvManager::packagesListed);
        s.manager.listPackages(dir);
        QVERIFY(listed.wait(120000));
        const auto installed = listed.first().at(1).value<Result<QMap<QString, QString>>>();
        QVERIFY(installed.ok());
        QVERIFY(!installed->contains(u"datasets"_s));
        RepairInput in;
        in.targetDir = dir;
        in.lockText = sourceFile(u"packaging/quark-env.lock"_s);
        in.managedText = sourceFile(u"packaging/quark-env-managed.lock"_s);
        in.installed = *installed;
        const EnvRecipe repair = EnvRecipeBuilder::repair(in);
        QVERIFY2(repair.isValid(), qPrintable(repair.problems.join(u'\n')));
        std::printf("repair recipe:\n%s\n", qPrintable(repair.display()));
        // datasets alone, with the hashes of the lock, in pip's hash-checking mode (real pip checks them).
        QVERIFY(repair.steps.first().arguments.contains(u"--require-hashes"_s));
        QVERIFY(repair.steps.first().input.startsWith(u"datasets==5.2.0 \\\n    --hash=sha256:"_s));
        QCOMPARE(repair.steps.first().input.count(u"=="_s), 1);
        QVERIFY(s.manager.start(repair, repair.digest()).ok());
        QVERIFY(s.wait(1'800'000));
        QVERIFY2(s.result->outcome == EnvResult::Outcome::Succeeded,
                 qPrintable(s.result->error.message + u" — log "_s + s.result->logPath));
        recordTime(u"repair"_s, t.elapsed());
        QCOMPARE(toString(s.registry.find(u"quark-cpu"_s)->state), u"ready"_s);
        const Run help = execute(dir + u"/bin/quark-cli"_s, {u"torch-llm-ptq"_s, u"--help"_s}, env);
        QVERIFY2(help.exitCode == 0, help.out.right(2000).constData());
    }
};

QTEST_GUILESS_MAIN(TestRealEnv)
#include "tst_realenv.moc"
