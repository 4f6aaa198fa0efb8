// Remote targets against real servers started here: OpenSSH's sshd on a loopback port with a key
// made for the test (tests/remote/ssh-fixture.sh; a second one whose host key changes), and a
// one-node Slurm cluster (tests/remote/slurm-fixture.sh: slurmctld, slurmd, munge in a temporary
// folder) reached through that sshd as its login node. The "remote" quark-cli is the fake.
#include "artifacts/artifactio.h"
#include "command/approval.h"
#include "command/commandline.h"
#include "run/ptqjob.h"
#include "run/runticket.h"
#include "target/modelcopy.h"
#include "target/remoterunner.h"
#include "target/targetpreflight.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include "appcontroller.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "fakes/uithreadio.h"
#include "workflow/workspacesession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QWizard>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QDirIterator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

#include <csignal>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;


namespace {

const QString kFixtures = (PTQ_SOURCE_DIR + QStringLiteral("/tests/remote"));

struct Script
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Script runScript(const QString &script, const QStringList &args, int timeoutMs = 180'000)
{
    QProcess p;
    p.start(kFixtures + u'/' + script, args);
    if (!p.waitForFinished(timeoutMs))
        p.kill();
    p.waitForFinished(2000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// KEY=VALUE lines (ssh-fixture.sh) or `export KEY=VALUE` lines (slurm-fixture.sh).
QMap<QString, QString> facts(const QByteArray &out)
{
    QMap<QString, QString> m;
    for (QByteArray line : out.split('\n')) {
        line = line.trimmed();
        if (line.startsWith("export "))
            line = line.mid(7);
        const qsizetype eq = line.indexOf('=');
        if (eq > 0) {
            QString value = QString::fromUtf8(line.mid(eq + 1));
            if (value.size() >= 2 && (value.startsWith(u'\'') || value.startsWith(u'"')))
                value = value.mid(1, value.size() - 2);
            m.insert(QString::fromUtf8(line.left(eq)), value);
        }
    }
    return m;
}

/// The run's argv for the fake quark-cli on the "remote" host.
QStringList fakeArgv(const QString &out)
{
    return {(PTQ_FAKE_BIN_DIR + QStringLiteral("/quark-cli")), u"torch-llm-ptq"_s, u"--model_dir"_s,
            test::fixturePath(u"models/llama-3.1-8b"_s), u"--output_dir"_s, out, u"--quant_scheme"_s, u"fp8"_s,
            u"--skip_evaluation"_s, u"--no_trust_remote_code"_s};
}

/// What a runner emitted, collected.
struct Watch
{
    explicit Watch(RemoteRunner *runner)
    {
        QObject::connect(runner, &JobRunner::output, runner, [this](const QByteArray &b) { output += b; });
        QObject::connect(runner, &JobRunner::started, runner, [this] { started = true; });
        QObject::connect(runner, &JobRunner::failedToStart, runner, [this](const QString &m) { failure = m; });
        QObject::connect(runner, &JobRunner::exited, runner, [this](int code, int sig) {
            exitCode = code;
            signal = sig;
            exited = true;
        });
        QObject::connect(runner, &RemoteRunner::stateChanged, runner, [this](const JobState &s, const QString &d) {
            states.append(s.phase);
            details.append(d);
        });
    }
    QByteArray output;
    bool started = false;
    bool exited = false;
    int exitCode = -2;
    int signal = -2;
    QString failure;
    QList<JobPhase> states;
    QStringList details;
};

} // namespace

class TestRemote : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_sshDir;
    QString m_rekeyDir;
    QString m_slurmDir;
    TargetProfile m_ssh;
    TargetProfile m_rekeyed;
    TargetProfile m_slurm;
    QString m_slurmError;

    TargetProfile profileFor(const QMap<QString, QString> &f, const QString &name)
    {
        TargetProfile p;
        p.name = name;
        p.kind = TargetKind::Ssh;
        p.host = u"127.0.0.1"_s;
        p.user = f.value(u"SSH_FIXTURE_USER"_s);
        p.port = f.value(u"SSH_FIXTURE_PORT"_s).toInt();
        p.identityFile = f.value(u"SSH_FIXTURE_KEY"_s);
        p.knownHostsFile = f.value(u"SSH_FIXTURE_KNOWN_HOSTS"_s);
        p.remoteWorkspace = m_dir.filePath(u"remote/"_s + name);
        p.quarkCli = (PTQ_FAKE_BIN_DIR + QStringLiteral("/quark-cli"));
        return p;
    }

    TargetReport check(const TargetProfile &profile, int estimatedMinutes = 0)
    {
        TargetPreflight preflight(profile);
        preflight.setEstimatedMinutes(estimatedMinutes);
        QSignalSpy done(&preflight, &TargetPreflight::finished);
        preflight.start();
        if (!done.wait(120'000))
            return {};
        return done.first().first().value<TargetReport>();
    }

    static const TargetCheck *find(const TargetReport &r, const QString &id)
    {
        for (const TargetCheck &c : r.checks) {
            if (c.id == id)
                return &c;
        }
        return nullptr;
    }

    /// Ends the target's ControlMaster connection before the next call (which then connects anew).
    static void closeMaster(const TargetProfile &p)
    {
        const QStringList argv = SshCommand::closeMasterArgv(p);
        QProcess::execute(argv.first(), argv.mid(1));
    }

    static QString describe(const TargetReport &r)
    {
        return QString::fromStdString(r.toJson().dump(1));
    }

    struct Cli
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Cli ptqStudio(const QStringList &args, const QString &targetsFile, int timeoutMs = 300'000)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PTQ_TARGETS_FILE"_s, targetsFile);
        env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        // Its own temporary folder: what it leaves there is its own (the output mirror must not be).
        QDir().mkpath(m_dir.filePath(u"tmp"_s));
        env.insert(u"TMPDIR"_s, m_dir.filePath(u"tmp"_s));
        p.setProcessEnvironment(env);
        p.start(PTQ_STUDIO_BINARY, args);
        if (!p.waitForFinished(timeoutMs))
            p.kill();
        p.waitForFinished(2000);
        Cli r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
        if (r.exitCode != 0)
            qWarning("ptq-studio %s -> %d\n%s\n%s", qPrintable(args.join(u' ')), r.exitCode, r.out.constData(), r.err.constData());
        return r;
    }

    /// A confirmed analysis and plan of the fixture model (whose folder the loopback "target" sees
    /// at the same path, as a shared file system), then `manifest --target`. The token, or empty.
    /// What the loopback sshd puts into its sessions' environment (DIR/setenv).
    QByteArray sshdSetenv() const
    {
        const Result<QByteArray> content = ArtifactIo::readFile(m_sshDir + u"/setenv"_s);
        return content ? *content : QByteArray();
    }

    /// Restarts the loopback sshd with @p setenv as its sessions' environment (the master
    /// connection is closed, so the next call logs in anew); false when it does not come back.
    bool restartSshd(const QByteArray &setenv)
    {
        QFile file(m_sshDir + u"/setenv"_s);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(setenv) != setenv.size())
            return false;
        file.close();
        SshCommand::closeMaster(m_ssh);
        const Script r = runScript(u"ssh-fixture.sh"_s, {u"restart"_s, m_sshDir});
        if (r.exitCode != 0)
            qWarning("ssh-fixture.sh restart: %s", r.err.constData());
        return r.exitCode == 0;
    }

    /// Hides @p folder from the loopback sshd's sessions (DIR/hide; the caller removes the file
    /// and restarts the sshd); false when this machine has no mount namespaces for it.
    bool hideFromTarget(const QString &folder)
    {
        QProcess probe;
        probe.start(u"unshare"_s, {u"--mount"_s, u"--propagation"_s, u"private"_s, u"/bin/sh"_s, u"-c"_s,
                                   u"mount -t tmpfs ptq-probe /mnt"_s});
        if (!probe.waitForFinished(10'000) || probe.exitStatus() != QProcess::NormalExit || probe.exitCode() != 0)
            return false;
        QDir().mkpath(folder);
        QFile hide(m_sshDir + u"/hide"_s);
        if (!hide.open(QIODevice::WriteOnly))
            return false;
        hide.write(folder.toUtf8() + '\n');
        return true;
    }

    bool confirmedPlan(const QString &ws, const QString &targets, QString model = QString())
    {
        if (model.isEmpty())
            model = test::fixturePath(u"models/llama-3.1-8b"_s);
        return ptqStudio({u"analyze"_s, model, u"--workspace"_s, ws}, targets).exitCode == 0
            && ptqStudio({u"confirm"_s, u"analysis"_s, u"--workspace"_s, ws}, targets).exitCode == 0
            && ptqStudio({u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, u"fp8"_s, u"--num-calib"_s, u"16"_s}, targets).exitCode == 0
            && ptqStudio({u"confirm"_s, u"plan"_s, u"--workspace"_s, ws}, targets).exitCode == 0;
    }

    QByteArray manifestOnTarget(const QString &ws, const QString &target, const QString &out, const QString &targets,
                                Cli *manifest = nullptr, const QString &model = QString())
    {
        if (!confirmedPlan(ws, targets, model))
            return {};
        const Cli m = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--target"_s, target, u"--output-dir"_s, out}, targets);
        if (manifest)
            *manifest = m;
        const Result<LoadedDocument> doc = ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        return doc ? approvalDigestOfManifest(doc->json).value_or(QByteArray()) : QByteArray();
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<SshOutcome>();
        qRegisterMetaType<TargetReport>();
        QVERIFY(m_dir.isValid());
        // The Slurm cluster first: its SLURM_CONF goes into the sshd's SetEnv, as a login node's
        // profile would set it for a login shell.
        m_slurmDir = m_dir.filePath(u"slurm"_s);
        const Script slurm = runScript(u"slurm-fixture.sh"_s, {u"start"_s, m_slurmDir});
        const QMap<QString, QString> slurmEnv = facts(slurm.out);
        if (slurm.exitCode != 0 || !slurmEnv.contains(u"SLURM_CONF"_s))
            m_slurmError = u"slurm-fixture.sh start failed (exit %1): %2"_s.arg(slurm.exitCode).arg(QString::fromUtf8(slurm.err.right(2000)));
        m_sshDir = m_dir.filePath(u"sshd"_s);
        QDir().mkpath(m_sshDir);
        if (slurmEnv.contains(u"SLURM_CONF"_s)) {
            QFile setenv(m_sshDir + u"/setenv"_s);
            QVERIFY(setenv.open(QIODevice::WriteOnly));
            setenv.write("SLURM_CONF=" + slurmEnv.value(u"SLURM_CONF"_s).toUtf8() + '\n');
        }
        const Script ssh = runScript(u"ssh-fixture.sh"_s, {u"start"_s, m_sshDir});
        QVERIFY2(ssh.exitCode == 0, ssh.err.constData());
        m_ssh = profileFor(facts(ssh.out), u"loopback"_s);
        m_rekeyDir = m_dir.filePath(u"sshd-rekeyed"_s);
        const Script second = runScript(u"ssh-fixture.sh"_s, {u"start"_s, m_rekeyDir});
        QVERIFY2(second.exitCode == 0, second.err.constData());
        m_rekeyed = profileFor(facts(second.out), u"rekeyed"_s);
        m_slurm = m_ssh;
        m_slurm.name = u"cluster"_s;
        m_slurm.kind = TargetKind::Slurm;
        m_slurm.remoteWorkspace = m_dir.filePath(u"remote/cluster"_s);
        m_slurm.slurm.partition = u"gpu"_s;
        m_slurm.slurm.timeLimitMinutes = 5;
    }

    void cleanupTestCase()
    {
        for (const TargetProfile &p : {m_ssh, m_rekeyed})
            SshCommand::closeMaster(p);
        runScript(u"ssh-fixture.sh"_s, {u"stop"_s, m_sshDir});
        runScript(u"ssh-fixture.sh"_s, {u"stop"_s, m_rekeyDir});
        runScript(u"slurm-fixture.sh"_s, {u"stop"_s, m_slurmDir});
    }

    // ---- the check before the gate ------------------------------------------------------------

    void check_saysWhatTheHostHas_andCreatesNothing()
    {
        const TargetReport r = check(m_ssh);
        QVERIFY2(!r.blocked(), qPrintable(describe(r)));
        QCOMPARE(find(r, u"reachable"_s)->level, TargetCheck::Level::Ok);
        QCOMPARE(find(r, u"quark-cli"_s)->level, TargetCheck::Level::Ok);
        QVERIFY(find(r, u"workspace"_s)->message.contains(u"will be created"_s));
        QVERIFY(r.freeBytes > 0);
        // No GPU tool on this machine: said, not blocking.
        QVERIFY(find(r, u"gpus"_s));
        QVERIFY(!QFileInfo::exists(m_ssh.remoteWorkspace));
    }

    void check_failures_areNamed_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("failure");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown host key") << u"known-hosts"_s << u"reachable"_s << u"host-key-unknown"_s << u"not a known host"_s;
        QTest::newRow("key not accepted") << u"key"_s << u"reachable"_s << u"auth-refused"_s << u"refused the login"_s;
        QTest::newRow("nothing listens") << u"port"_s << u"reachable"_s << u"refused"_s << u"refused the connection"_s;
        QTest::newRow("no quark-cli there") << u"quark"_s << u"quark-cli"_s << u"none"_s << u"not an executable file"_s;
        QTest::newRow("quark-cli fails") << u"quark-fails"_s << u"quark-cli"_s << u"none"_s << u"failed on 127.0.0.1"_s;
        QTest::newRow("workspace under a file") << u"workspace"_s << u"workspace"_s << u"none"_s << u"not a writable folder"_s;
    }

    void check_failures_areNamed()
    {
        QFETCH(QString, change);
        QFETCH(QString, id);
        QFETCH(QString, failure);
        QFETCH(QString, says);
        TargetProfile p = m_ssh;
        QTemporaryDir local;
        if (change == u"known-hosts"_s) {
            p.knownHostsFile = local.filePath(u"empty_known_hosts"_s);
            QFile f(p.knownHostsFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            closeMaster(m_ssh); // an open master was verified already
        } else if (change == u"key"_s) {
            p.identityFile = local.filePath(u"other"_s);
            QCOMPARE(QProcess::execute(u"ssh-keygen"_s, {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, p.identityFile}), 0);
            p.name = u"other-key"_s; // its own ControlMaster (%C hashes host, port and user: same)
            p.port = m_ssh.port;
            closeMaster(m_ssh); // else the open master would let it in
        } else if (change == u"port"_s) {
            p.port = 1; // nothing listens on port 1 here
        } else if (change == u"quark"_s) {
            p.quarkCli = u"/nonexistent/bin/quark-cli"_s;
        } else if (change == u"quark-fails"_s) {
            p.quarkCli = u"/bin/false"_s;
        } else if (change == u"workspace"_s) {
            QFile f(local.filePath(u"afile"_s));
            QVERIFY(f.open(QIODevice::WriteOnly));
            p.remoteWorkspace = local.filePath(u"afile/ws"_s);
        }
        const TargetReport r = check(p);
        QVERIFY2(r.blocked(), qPrintable(describe(r)));
        const TargetCheck *c = find(r, id);
        QVERIFY2(c, qPrintable(describe(r)));
        QCOMPARE(c->level, TargetCheck::Level::Blocking);
        QCOMPARE(sshFailureId(r.failure), failure);
        QVERIFY2(c->message.contains(says), qPrintable(c->message));
    }

    void check_aChangedHostKeyIsNeverAccepted()
    {
        QVERIFY(!check(m_rekeyed).blocked());
        closeMaster(m_rekeyed);
        const Script rekey = runScript(u"ssh-fixture.sh"_s, {u"rekey"_s, m_rekeyDir});
        QVERIFY2(rekey.exitCode == 0, rekey.err.constData());
        const TargetReport r = check(m_rekeyed);
        QVERIFY(r.blocked());
        QCOMPARE(r.failure, SshFailure::HostKeyChanged);
        QVERIFY2(find(r, u"reachable"_s)->message.contains(u"CHANGED"_s), qPrintable(describe(r)));
        // And a run is not started there either.
        SshRunner runner(m_rekeyed);
        Watch w(&runner);
        runner.setOutputDir(m_dir.filePath(u"rekeyed-out"_s));
        runner.start(fakeArgv(m_dir.filePath(u"rekeyed-out"_s)), {});
        QTRY_VERIFY_WITH_TIMEOUT(!w.failure.isEmpty(), 60'000);
        QVERIFY(w.failure.contains(u"CHANGED"_s));
        QVERIFY(!w.started);
        QVERIFY(!QFileInfo::exists(m_rekeyed.remoteWorkspace));
    }

    void headless_targetsListAndCheck()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"targets.json"_s);
        TargetProfile missing = m_ssh;
        missing.name = u"no-quark"_s;
        missing.quarkCli = u"/nonexistent/quark-cli"_s;
        QVERIFY(TargetStore::save({m_ssh, m_slurm, missing}, file).ok());
        const auto cli = [&file](const QStringList &args) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"PTQ_TARGETS_FILE"_s, file);
            p.setProcessEnvironment(env);
            p.start(PTQ_STUDIO_BINARY, args);
            p.waitForFinished(120'000);
            return std::make_tuple(p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError());
        };
        const auto [listCode, listOut, listErr] = cli({u"targets"_s, u"list"_s});
        QCOMPARE(listCode, 0);
        QVERIFY(listOut.contains("loopback  ssh  root@127.0.0.1"));
        QVERIFY(listOut.contains("cluster  slurm"));
        const auto [okCode, okOut, okErr] = cli({u"targets"_s, u"check"_s, u"loopback"_s, u"--json"_s});
        QCOMPARE(okCode, 0);
        const Result<Json> report = ArtifactIo::parseJson(okOut, u"stdout"_s);
        QVERIFY(report.ok());
        QCOMPARE((*report)["blocked"].get<bool>(), false);
        QVERIFY(okErr.contains("Connecting to root@127.0.0.1"));
        const auto [badCode, badOut, badErr] = cli({u"targets"_s, u"check"_s, u"no-quark"_s});
        QCOMPARE(badCode, 1);
        QVERIFY2(badOut.contains("blocking  quark-cli  /nonexistent/quark-cli is not an executable file"), badOut.constData());
        QVERIFY(badOut.contains("no-quark cannot run the command now."));
        const auto [unknownCode, unknownOut, unknownErr] = cli({u"targets"_s, u"check"_s, u"nope"_s});
        QCOMPARE(unknownCode, 2);
        QVERIFY(unknownErr.contains("No target named nope in " + file.toUtf8()));
    }

    // ---- runs over SSH ------------------------------------------------------------------------

    void ssh_run_streamsAndEnds()
    {
        const QString out = m_dir.filePath(u"out-ok"_s);
        SshRunner runner(m_ssh);
        runner.setOutputDir(out);
        Watch w(&runner);
        runner.start(fakeArgv(out), {{u"FAKE_QUARK_STEP_MS"_s, u"20"_s}});
        QTRY_VERIFY_WITH_TIMEOUT(w.exited || !w.failure.isEmpty(), 120'000);
        QVERIFY2(w.failure.isEmpty(), qPrintable(w.failure));
        QVERIFY(w.started);
        QCOMPARE(w.exitCode, 0);
        QCOMPARE(w.signal, 0);
        QVERIFY(w.output.contains("Successfully exported model"));
        // Byte for byte what the run wrote on the host, and the status recorded there.
        QCOMPARE(w.output, *ArtifactIo::readFile(runner.runDir() + u"/output.log"_s));
        QCOMPARE(ArtifactIo::readFile(runner.runDir() + u"/exit"_s)->trimmed(), QByteArray("0"));
        QVERIFY(w.states.contains(JobPhase::Running));
        QCOMPARE(w.states.last(), JobPhase::Finished);
        // The run folder is private; the output folder has the login's umask (sshd's 022).
        QVERIFY(!(QFile::permissions(runner.runDir()) & QFileDevice::ReadOther));
        QVERIFY(QFile::permissions(out) & QFileDevice::ReadOther);
        const Json a = runner.attachment();
        QCOMPARE(jsonString(a, "run_dir"), runner.runDir());
        QCOMPARE(a["log_offset"].get<qint64>(), qint64(w.output.size()));
    }

    void ssh_run_outOfMemory_isTheCommandsFailure()
    {
        const QString out = m_dir.filePath(u"out-oom"_s);
        SshRunner runner(m_ssh);
        runner.setOutputDir(out);
        Watch w(&runner);
        runner.start(fakeArgv(out), {{u"FAKE_QUARK_FAIL"_s, u"oom"_s}});
        QTRY_VERIFY_WITH_TIMEOUT(w.exited, 120'000);
        QCOMPARE(w.exitCode, 1);
        QVERIFY(w.output.contains("OutOfMemoryError"));
    }

    void ssh_cancel_termsTheGroup_thenKills_data()
    {
        QTest::addColumn<bool>("ignoreTerm");
        QTest::addColumn<int>("signal");
        QTest::newRow("stops on SIGTERM") << false << 15;
        QTest::newRow("ignores SIGTERM: SIGKILL after the grace") << true << 9;
    }

    void ssh_cancel_termsTheGroup_thenKills()
    {
        QFETCH(bool, ignoreTerm);
        QFETCH(int, signal);
        const QString out = m_dir.filePath(u"out-cancel-%1"_s.arg(signal));
        SshRunner runner(m_ssh);
        runner.setOutputDir(out);
        Watch w(&runner);
        QMap<QString, QString> env{{u"FAKE_QUARK_FAIL"_s, u"hang"_s}};
        if (ignoreTerm)
            env.insert(u"FAKE_QUARK_IGNORE_TERM"_s, u"1"_s);
        runner.start(fakeArgv(out), env);
        QTRY_VERIFY_WITH_TIMEOUT(w.output.contains("Calibrat"), 60'000);
        QTest::qWait(500);
        // A grace long enough that SIGKILL never overtakes a SIGTERM that worked (a loaded machine).
        runner.cancel(ignoreTerm ? 2000 : 15'000);
        QTRY_VERIFY_WITH_TIMEOUT(w.exited, 60'000);
        QCOMPARE(w.exitCode, -1);
        QCOMPARE(w.signal, signal);
        // Nothing of the run is left on the host.
        QCOMPARE(::kill(-pid_t(runner.processId()), 0), -1);
    }

    void ssh_connectionDropped_resumesWhereItStopped()
    {
        const QString out = m_dir.filePath(u"out-drop"_s);
        SshRunner runner(m_ssh);
        runner.setOutputDir(out);
        Watch w(&runner);
        // About 20 s of output: long enough to outlive the outage on a loaded machine.
        runner.start(fakeArgv(out), {{u"FAKE_QUARK_STEP_MS"_s, u"400"_s}});
        QTRY_VERIFY_WITH_TIMEOUT(w.output.size() > 200, 60'000);
        // The server goes away with every session; the run, detached, goes on.
        const Script stop = runScript(u"ssh-fixture.sh"_s, {u"stop"_s, m_sshDir});
        QCOMPARE(stop.exitCode, 0);
        QTRY_VERIFY_WITH_TIMEOUT(w.states.contains(JobPhase::Reconnecting), 60'000);
        QVERIFY(!w.exited);
        QVERIFY(::kill(-pid_t(runner.processId()), 0) == 0);
        QTest::qWait(1500);
        const Script restart = runScript(u"ssh-fixture.sh"_s, {u"restart"_s, m_sshDir});
        QVERIFY2(restart.exitCode == 0, restart.err.constData());
        QTRY_VERIFY_WITH_TIMEOUT(w.exited, 120'000);
        QCOMPARE(w.exitCode, 0);
        // Nothing lost, nothing twice.
        QCOMPARE(w.output, *ArtifactIo::readFile(runner.runDir() + u"/output.log"_s));
    }

    void ssh_appRestarted_reattachesFromTheRecord()
    {
        const QString out = m_dir.filePath(u"out-reattach"_s);
        Json record;
        QByteArray before;
        {
            SshRunner first(m_ssh);
            first.setOutputDir(out);
            Watch w(&first);
            first.start(fakeArgv(out), {{u"FAKE_QUARK_STEP_MS"_s, u"100"_s}});
            QTRY_VERIFY_WITH_TIMEOUT(w.output.size() > 200, 60'000);
            record = first.attachment();
            before = w.output;
        } // the app closes: the runner goes, the run stays
        QTest::qWait(800);
        SshRunner second(m_ssh);
        Watch w(&second);
        second.reattach(*JobRecord::fromJson(record));
        QTRY_VERIFY_WITH_TIMEOUT(w.exited, 120'000);
        QVERIFY(w.started);
        QCOMPARE(w.exitCode, 0);
        QCOMPARE(before + w.output, *ArtifactIo::readFile(jsonString(record, "run_dir") + u"/output.log"_s));
    }

    void ssh_reattach_refusesARecordItsRunFolderDoesNotName()
    {
        // Issue #36 item 13: an edited PID in the record is neither followed nor signalled.
        const QString out = m_dir.filePath(u"out-tampered"_s);
        Json record;
        {
            SshRunner first(m_ssh);
            first.setOutputDir(out);
            Watch w(&first);
            first.start(fakeArgv(out), {{u"FAKE_QUARK_FAIL"_s, u"hang"_s}});
            QTRY_VERIFY_WITH_TIMEOUT(w.started, 60'000);
            record = first.attachment();
        }
        const qint64 runGroup = record["pid"].get<qint64>();
        auto endRun = qScopeGuard([runGroup] { ::kill(-pid_t(runGroup), SIGKILL); });
        // Another process group on the same host, which the edited record names.
        QProcess other;
        other.start(u"setsid"_s, {u"sleep"_s, u"30"_s});
        QVERIFY(other.waitForStarted());
        QTRY_VERIFY(::getpgid(pid_t(other.processId())) == pid_t(other.processId()));
        record["pid"] = qint64(other.processId());
        SshRunner second(m_ssh);
        Watch w(&second);
        second.reattach(*JobRecord::fromJson(record));
        second.cancel(0); // at once, while the record is being checked: nothing may be signalled
        QTRY_VERIFY_WITH_TIMEOUT(!w.failure.isEmpty(), 60'000);
        QVERIFY2(w.failure.contains(u"names process %1"_s.arg(other.processId()))
                     && w.failure.contains(u"names %1"_s.arg(runGroup)) && w.failure.contains(u"nothing was signalled"_s),
                 qPrintable(w.failure));
        QVERIFY(!w.started);
        second.cancel(0);
        QTest::qWait(300);
        QCOMPARE(::kill(-pid_t(other.processId()), 0), 0); // untouched
        QCOMPARE(::kill(-pid_t(runGroup), 0), 0);          // and the run goes on
        // The run folder's own number, as recorded: followed (and cancelled) as before.
        record["pid"] = runGroup;
        SshRunner third(m_ssh);
        Watch w3(&third);
        third.reattach(*JobRecord::fromJson(record));
        QTRY_VERIFY_WITH_TIMEOUT(w3.started, 60'000);
        third.cancel(15'000);
        QTRY_VERIFY_WITH_TIMEOUT(w3.exited, 60'000);
        QCOMPARE(w3.signal, 15);

        // A Slurm job id is digits only: anything else in a record is refused when read.
        Json job = Json::object();
        job["kind"] = "slurm";
        job["run_dir"] = RemoteScripts::runDir(m_slurm, u"run-tampered"_s).toStdString();
        job["job_id"] = "1;$(id)";
        SlurmRunner slurm(m_slurm);
        Watch ws(&slurm);
        slurm.reattach(*JobRecord::fromJson(job));
        QTRY_VERIFY_WITH_TIMEOUT(!ws.failure.isEmpty(), 10'000);
        QVERIFY2(ws.failure.contains(u"no Slurm job id (digits only)"_s), qPrintable(ws.failure));
        QVERIFY(!ws.started);
        QVERIFY(slurm.jobId().isEmpty());
    }

    void ssh_outputFolderInTheRunsFolder_isRefusedBeforeAnythingThere()
    {
        // Issue #36 item 9: the remote twin of the local rule; nothing is made on the target.
        const QString runs = m_ssh.remoteWorkspace + u"/runs"_s;
        QVERIFY(RemoteScripts::outputDirClash(m_ssh, m_ssh.remoteWorkspace + u"/outputs/m"_s).isEmpty());
        QVERIFY(RemoteScripts::outputDirClash(m_ssh, runs + u"x/m"_s).isEmpty());
        for (const QString &out : {runs, runs + u"/m"_s, runs + u"/../runs/m/"_s, m_ssh.remoteWorkspace,
                                   QFileInfo(m_ssh.remoteWorkspace).path()}) {
            SshRunner runner(m_ssh);
            runner.setRunId(u"run-into-runs"_s);
            runner.setOutputDir(out);
            Watch w(&runner);
            runner.start(fakeArgv(out), {});
            QTRY_VERIFY_WITH_TIMEOUT(!w.failure.isEmpty() || w.exited, 60'000);
            QVERIFY2(w.failure.contains(runs), qPrintable(out + u": "_s + w.failure));
            QVERIFY(!w.started);
            QVERIFY(!QFileInfo::exists(runner.runDir()));
        }
        // The job refuses it before it writes anything (log, manifest).
        QTemporaryDir ws;
        const QString out = runs + u"/export"_s;
        PtqJob job(ws.path(), new SshRunner(m_ssh));
        RunTicket ticket{ws.path(), Json::object(), fakeArgv(out), {}, out, QByteArray("x"), ManifestTarget()};
        const Status started = job.start(ticket);
        QVERIFY(!started.ok());
        QVERIFY2(started.error().message.startsWith(u"Not running: "_s) && started.error().message.contains(runs),
                 qPrintable(started.error().message));
        QVERIFY(!job.isRunning());
        QVERIFY(!QFileInfo::exists(ws.filePath(u"logs"_s)));
        QVERIFY(!QFileInfo::exists(out));
    }

    void ssh_answersPastTheirLimits_areRefusedNotKept()
    {
        // Issue #36 item 10: a listing with more entries than an export has, and an answer larger
        // than the limit, are refused (named), not mirrored or kept.
        const QString many = m_dir.filePath(u"remote-out/many"_s);
        QVERIFY(QDir().mkpath(many));
        for (int i = 0; i < 30; ++i) {
            QFile f(many + u"/extra-%1"_s.arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString big = m_dir.filePath(u"remote-out/big-answer"_s);
        QVERIFY(QDir().mkpath(big));
        QFile config(big + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::WriteOnly));
        QVERIFY(config.write(QByteArray(3 << 20, 'x')) == 3 << 20);
        config.close();
        SshRunner runner(m_ssh);
        runner.setAnswerLimits(RemoteScripts::kMaxAnswerBytes, 1 << 20, 20);
        const auto fetch = [&runner](const QString &dir, QString *local) {
            QString error;
            bool done = false;
            runner.fetchForVerification(dir, [&](const QString &l, const QString &e) {
                *local = l;
                error = e;
                done = true;
            });
            if (!QTest::qWaitFor([&] { return done; }, 60'000))
                return u"no answer"_s;
            return error;
        };
        QString local;
        QString error = fetch(many, &local);
        QVERIFY2(error.contains(u"more than 20 entries"_s) && error.contains(many), qPrintable(error));
        QVERIFY(local.isEmpty());
        error = fetch(big, &local);
        QVERIFY2(error.contains(u"answered more than 1"_s) && error.contains(big), qPrintable(error));
        QVERIFY(local.isEmpty());
        runner.setAnswerLimits(RemoteScripts::kMaxAnswerBytes, RemoteScripts::kMaxDumpBytes, 40);
        error = fetch(many, &local);
        QVERIFY2(error.isEmpty(), qPrintable(error)); // within the limits: mirrored as before
        QCOMPARE(QDir(local).entryList(QDir::Files).size(), 30);
        runner.releaseVerificationSource();
    }

    void ssh_malformedJumpHost_isSshsOwnRefusal()
    {
        // Issue #36 item 18: ssh on this machine refuses the jump host before it connects anywhere.
        TargetProfile p = m_ssh;
        p.name = u"bad-jump"_s;
        p.proxyJump = u"user@:x"_s;
        SshRunner runner(p);
        runner.setOutputDir(m_dir.filePath(u"remote-out/never-jump"_s));
        Watch w(&runner);
        runner.start(fakeArgv(m_dir.filePath(u"remote-out/never-jump"_s)), {});
        QTRY_VERIFY_WITH_TIMEOUT(!w.failure.isEmpty(), 60'000);
        QVERIFY2(w.failure.contains(u"ssh on this machine refused the settings of bad-jump before connecting"_s)
                     && w.failure.contains(u"Invalid -J argument"_s),
                 qPrintable(w.failure));
        QVERIFY(!w.started);
    }

    // ---- the workflow on a target, headless: manifest --target, run, status ---------------------

    void workflow_onTarget_manifestRunVerifyStatus_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("ssh") << u"loopback"_s;
        QTest::newRow("slurm") << u"cluster"_s;
    }

    void workflow_onTarget_manifestRunVerifyStatus()
    {
        QFETCH(QString, target);
        if (target == u"cluster"_s && !m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        QTemporaryDir dir;
        const QString targets = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({m_ssh, m_slurm}, targets).ok());
        const QString ws = dir.filePath(u"ws"_s);
        const QString out = m_dir.filePath(u"remote-out/"_s + target);
        Cli manifest;
        const QByteArray token = manifestOnTarget(ws, target, out, targets, &manifest);
        QVERIFY2(!token.isEmpty(), manifest.err.constData());
        QCOMPARE(manifest.exitCode, 0);
        // The gate showed where it runs and the exact script, and nothing was created there.
        QVERIFY2(manifest.out.contains("Runs on: " + target.toUtf8()), manifest.out.constData());
        QVERIFY2(manifest.out.contains(target == u"cluster"_s ? "#SBATCH --partition=gpu" : "echo $$ > pid.tmp"), manifest.out.constData());
        QVERIFY(!QFileInfo::exists(out));
        const Json doc = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE(doc["target"]["name"].get<std::string>(), target.toStdString());
        QVERIFY(doc["target"]["script"].get<std::string>().find(out.toStdString()) != std::string::npos);
        QVERIFY(!QFileInfo::exists(jsonString(doc["target"], "run_dir")));
        // Changing the profile after approval changes nothing that runs: the manifest's record does.
        TargetProfile changed = target == u"cluster"_s ? m_slurm : m_ssh;
        changed.quarkCli = u"/nonexistent/quark-cli"_s;
        QVERIFY(TargetStore::save({changed.name == m_ssh.name ? changed : m_ssh, changed.name == m_slurm.name ? changed : m_slurm}, targets).ok());

        const Cli run = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, targets);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("job: "), run.out.constData());
        QVERIFY2(run.out.contains("Verification of " + out.toUtf8() + ": complete"), run.out.constData());
        QVERIFY(QFileInfo::exists(out + u"/config.json"_s));
        const Json after = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const Json &step = *findRunStep(after);
        QCOMPARE(step["status"].get<std::string>(), std::string("succeeded"));
        QCOMPARE(step["job"]["kind"].get<std::string>(), target == u"cluster"_s ? std::string("slurm") : std::string("ssh"));
        QCOMPARE(step["job"]["phase"].get<std::string>(), std::string("finished"));
        if (target == u"cluster"_s) {
            QVERIFY(!step["job"]["job_id"].get<std::string>().empty());
            QVERIFY(!step["job"]["node"].get<std::string>().empty());
        }
        QCOMPARE(after["outputs"]["verification"]["verdict"].get<std::string>(), std::string("complete"));
        QCOMPARE(after["outputs"]["verification"]["directory"].get<std::string>(), out.toStdString());
        // The local log has the job's output; the mirror of the export is gone.
        QVERIFY(ArtifactIo::readFile(QString::fromStdString(step["log_path"].get<std::string>()))->contains("Successfully exported model"));
        QVERIFY(QDir(m_dir.filePath(u"tmp"_s)).entryList({u"ptq-remote-output-*"_s}, QDir::AllEntries | QDir::Hidden).isEmpty());
        const Cli status = ptqStudio({u"status"_s, u"--workspace"_s, ws}, targets);
        QCOMPARE(status.exitCode, 0);
        QVERIFY(status.out.contains("Run: succeeded"));
        QVERIFY(status.out.contains("Target: " + target.toUtf8()));
        // One approval, one run.
        const Cli again = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, targets);
        QCOMPARE(again.exitCode, 3);
        QVERIFY(again.err.contains("already-run"));
    }

    void workflow_onTarget_blockedWhereTheTargetCannot()
    {
        QTemporaryDir dir;
        const QString targets = dir.filePath(u"targets.json"_s);
        TargetProfile noQuark = m_ssh;
        noQuark.name = u"no-quark"_s;
        noQuark.quarkCli = u"/nonexistent/quark-cli"_s;
        QVERIFY(TargetStore::save({m_ssh, noQuark}, targets).ok());
        // A non-empty output folder there, and a target without quark-cli: both named, nothing approvable.
        const QString full = m_dir.filePath(u"remote-full"_s);
        QVERIFY(QDir().mkpath(full));
        QFile keep(full + u"/keep"_s);
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.close();
        Cli m1;
        manifestOnTarget(dir.filePath(u"ws1"_s), u"loopback"_s, full, targets, &m1);
        QCOMPARE(m1.exitCode, 1);
        QVERIFY2(m1.err.contains("already exists on 127.0.0.1 and is not empty"), m1.err.constData());
        Cli m2;
        manifestOnTarget(dir.filePath(u"ws2"_s), u"no-quark"_s, m_dir.filePath(u"remote-out/x"_s), targets, &m2);
        QCOMPARE(m2.exitCode, 1);
        QVERIFY2(m2.err.contains("/nonexistent/quark-cli is not an executable file on 127.0.0.1"), m2.err.constData());
        // A name targets.json does not have, and a damaged targets.json: named, nothing written.
        const QStringList manifestArgs{u"manifest"_s, u"--workspace"_s, dir.filePath(u"ws1"_s), u"--output-dir"_s,
                                       m_dir.filePath(u"remote-out/y"_s), u"--target"_s};
        const Json before = ArtifactIo::load(dir.filePath(u"ws1/run_manifest.yaml"_s))->json;
        const Cli unknown = ptqStudio(manifestArgs + QStringList{u"nope"_s}, targets);
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("has no target named nope"), unknown.err.constData());
        const QString damagedFile = dir.filePath(u"damaged.json"_s);
        QFile damaged(damagedFile);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"targets\": [");
        damaged.close();
        const Cli broken = ptqStudio(manifestArgs + QStringList{u"loopback"_s}, damagedFile);
        QCOMPARE(broken.exitCode, 1);
        QVERIFY2(broken.err.contains(damagedFile.toUtf8()), broken.err.constData());
        QCOMPARE(*ArtifactIo::readFile(damagedFile), QByteArray("{\"targets\": ["));
        QVERIFY(ArtifactIo::load(dir.filePath(u"ws1/run_manifest.yaml"_s))->json == before); // the last manifest kept
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"remote-out/x"_s)));
    }

    void workflow_onTarget_localModelCopiedAfterApproval_thenUsedInPlace()
    {
        // A target that does not share this machine's files: the loopback sshd's sessions get an
        // empty tmpfs over the local model's folder (a mount namespace each; that needs root).
        const QString hidden = m_dir.filePath(u"local-only"_s);
        if (!hideFromTarget(hidden))
            QSKIP("no mount namespaces here (not root?): a target without this machine's files cannot be made");
        const QString model = hidden + u"/llama-3.1-8b"_s;
        QVERIFY(QDir().mkpath(model));
        const QDir fixture(test::fixturePath(u"models/llama-3.1-8b"_s));
        for (const QString &name : fixture.entryList(QDir::Files))
            QVERIFY(QFile::copy(fixture.filePath(name), model + u'/' + name));
        const QByteArray env = sshdSetenv();
        auto restore = qScopeGuard([&] {
            QFile::remove(m_sshDir + u"/hide"_s);
            restartSshd(env);
        });
        // The fake reads --model_dir as the real one does there: without the copy the run fails.
        QVERIFY(restartSshd(env + "FAKE_QUARK_LOAD_MODEL=1\n"));
        {
            // The target really does not see it (else this test proves nothing).
            SshCall seen(m_ssh, u"test -e "_s + shellQuote(model + u"/config.json"_s));
            QSignalSpy done(&seen, &SshCall::finished);
            seen.start();
            QVERIFY(done.wait(30'000));
            QCOMPARE(done.first().first().value<SshOutcome>().exitCode, 1);
        }

        QTemporaryDir dir;
        const QString targets = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({m_ssh}, targets).ok());
        const QString ws = dir.filePath(u"ws"_s);
        const QString out = m_dir.filePath(u"remote-out/copied"_s);
        Cli manifest;
        const QByteArray token = manifestOnTarget(ws, u"loopback"_s, out, targets, &manifest, model);
        QVERIFY2(!token.isEmpty() && manifest.exitCode == 0, manifest.err.constData());
        QVERIFY2(manifest.out.contains("is not on 127.0.0.1 (no shared file system)"), manifest.out.constData());
        const Json doc = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const std::optional<ModelCopy> copy = ModelCopy::fromJson(doc["target"]["model_copy"]);
        QVERIFY(copy.has_value());
        QCOMPARE(copy->from, model);
        QCOMPARE(copy->to, ModelCopyPlan::remoteDir(m_ssh, model));
        QCOMPARE(copy->files, int(fixture.entryList(QDir::Files).size()));
        QVERIFY(!copy->present);
        // The command reads the copy, and nothing was copied before approval.
        const Json &argv = (*findRunStep(doc))["argv"];
        QVERIFY2(argv.dump().find("\"--model_dir\",\"" + copy->to.toStdString() + "\"") != std::string::npos, argv.dump().c_str());
        QVERIFY(!QFileInfo::exists(copy->to));

        const Cli run = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, targets);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("job: copying (copying the model folder " + model.toUtf8()), run.out.constData());
        QVERIFY2(run.out.contains("Verification of " + out.toUtf8() + ": complete"), run.out.constData());
        // The copy holds the model's files and, written last, the marker of a complete copy.
        auto landed = ModelCopyPlan::scanLocal(copy->to).files;
        QVERIFY(landed.remove(u".ptq-copy-complete"_s) == 1);
        QCOMPARE(landed, ModelCopyPlan::scanLocal(model).files);
        {
            // The log says where the model came from and when it was there.
            const Json ran = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
            const QByteArray log = *ArtifactIo::readFile(QString::fromStdString((*findRunStep(ran))["log_path"].get<std::string>()));
            QVERIFY2(log.contains("ptq-studio: copying the model folder " + model.toUtf8()), log.left(2000).constData());
            QVERIFY2(log.contains("ptq-studio: the model is on 127.0.0.1 at " + copy->to.toUtf8() + " (copied in "), log.left(2000).constData());
        }
        QVERIFY(!QFileInfo::exists(copy->to + u".partial"_s));
        const Json after = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE((*findRunStep(after))["status"].get<std::string>(), std::string("succeeded"));

        // The next run finds the same files there: the check says so and nothing is copied again.
        const QDateTime copiedAt = QFileInfo(copy->to + u"/config.json"_s).lastModified();
        const QString ws2 = dir.filePath(u"ws2"_s);
        Cli manifest2;
        const QByteArray token2 = manifestOnTarget(ws2, u"loopback"_s, out + u"-again"_s, targets, &manifest2, model);
        QVERIFY2(!token2.isEmpty(), manifest2.err.constData());
        QVERIFY2(manifest2.out.contains("made earlier (the same 1 file(s) and sizes): nothing is copied."), manifest2.out.constData());
        QVERIFY(ModelCopy::fromJson(ArtifactIo::load(ws2 + u"/run_manifest.yaml"_s)->json["target"]["model_copy"])->present);
        const Cli run2 = ptqStudio({u"run"_s, u"--workspace"_s, ws2, u"--approve"_s, QString::fromLatin1(token2)}, targets);
        QCOMPARE(run2.exitCode, 0);
        QVERIFY2(!run2.out.contains("job: copying"), run2.out.constData());
        QCOMPARE(QFileInfo(copy->to + u"/config.json"_s).lastModified(), copiedAt);
    }

    void workflow_onTarget_copyCancelled_recordsNothingVerified()
    {
        // Headless: Ctrl-C while the model is on its way. Cancelled, never verified (nothing ran
        // there), no copy under the model's name; `status` says so, and the log what is left.
        const QString hidden = m_dir.filePath(u"local-only-cancel"_s);
        if (!hideFromTarget(hidden))
            QSKIP("no mount namespaces here (not root?): a target without this machine's files cannot be made");
        const QByteArray env = sshdSetenv();
        // The target's workspace on a roomy tmpfs for this test, so that its copy of the 16 GiB
        // model passes the target's free-space check whatever this machine's disk has free; the
        // copy is stopped at its first file. Mounted before the sessions' namespaces copy it,
        // taken away before the next sshd starts.
        std::optional<test::ScopedTmpfs> roomy;
        roomy.emplace(m_ssh.remoteWorkspace, u"size=64g,mode=0700"_s);
        auto restore = qScopeGuard([&] {
            roomy.reset();
            QFile::remove(m_sshDir + u"/hide"_s);
            restartSshd(env);
        });
        QVERIFY(restartSshd(env + "FAKE_QUARK_LOAD_MODEL=1\n"));
        const QString model = hidden + u"/big"_s;
        QVERIFY(QDir().mkpath(model));
        QVERIFY(QFile::copy(test::fixturePath(u"models/llama-3.1-8b/config.json"_s), model + u"/config.json"_s));
        QFile weights(model + u"/consolidated.00.pth"_s);
        QVERIFY(weights.open(QIODevice::WriteOnly) && weights.resize(qint64(16) << 30)); // sparse here
        weights.close();
        QTemporaryDir dir;
        const QString targets = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({m_ssh}, targets).ok());
        const QString ws = dir.filePath(u"ws"_s);
        const QString out = m_dir.filePath(u"remote-out/copy-cancelled"_s);
        const QByteArray token = manifestOnTarget(ws, u"loopback"_s, out, targets, nullptr, model);
        QVERIFY(!token.isEmpty());
        const QString copyTo = ModelCopyPlan::remoteDir(m_ssh, model);
        QProcess app;
        QProcessEnvironment penv = QProcessEnvironment::systemEnvironment();
        penv.insert(u"PTQ_TARGETS_FILE"_s, targets);
        app.setProcessEnvironment(penv);
        app.start(PTQ_STUDIO_BINARY, {u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)});
        QVERIFY(app.waitForStarted());
        // Stopped once the weights are under way (a file of them in the partial folder), so that
        // which copy ran decides what is left, not when the signal came.
        const auto arriving = [&] {
            QDirIterator it(copyTo + u".partial"_s, {u"*consolidated*"_s}, QDir::Files | QDir::Hidden,
                            QDirIterator::Subdirectories);
            return it.hasNext();
        };
        QTRY_VERIFY_WITH_TIMEOUT(arriving(), 30'000);
        ::kill(pid_t(app.processId()), SIGINT);
        QVERIFY(app.waitForFinished(60'000));
        const QByteArray printed = app.readAllStandardOutput() + app.readAllStandardError();
        QVERIFY2(printed.contains("job: copy-stopped"), printed.constData());
        // Nothing ran, so nothing was verified: said so, not "Verification of : " (issue #36 item 18).
        QVERIFY2(!printed.contains("Verification of : "), printed.constData());
        QVERIFY2(printed.contains("Verification: none (the command never started"), printed.constData());
        // What arrived of a tar copy is removed. rsync keeps its partial folder for the next copy
        // of the same files to resume (issue #36): then it is this copy's, marked with the
        // listing it is a copy of, and nothing else.
        QStringList left;
        QDirIterator it(copyTo + u".partial"_s, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext())
            left << QFileInfo(it.next()).fileName();
        const bool rsync = !QStandardPaths::findExecutable(u"rsync"_s).isEmpty();
        if (rsync)
            QVERIFY2(left.contains(u".ptq-copy-listing"_s), qPrintable(left.join(u", "_s)));
        else
            QVERIFY2(left.isEmpty(), qPrintable(left.join(u", "_s)));
        QVERIFY(!QFileInfo::exists(copyTo));
        QVERIFY(!QFileInfo::exists(out));
        const Json after = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE((*findRunStep(after))["status"].get<std::string>(), std::string("cancelled"));
        QVERIFY2(!jsonField(jsonField(after, "outputs"), "verification").is_object(), after["outputs"].dump().c_str());
        const Cli status = ptqStudio({u"status"_s, u"--workspace"_s, ws}, targets);
        QVERIFY2(status.out.contains("Verification: none (the command never started"), status.out.constData());
        const QByteArray log = *ArtifactIo::readFile(QString::fromStdString((*findRunStep(after))["log_path"].get<std::string>()));
        // What tar brought is removed; what rsync brought is kept, and the log says where.
        if (!rsync)
            QVERIFY2(log.contains("and what had arrived on 127.0.0.1 was removed"), log.constData());
        else
            QVERIFY2(log.contains("what had arrived is kept on 127.0.0.1 at " + (copyTo + u".partial/"_s).toUtf8()),
                     log.constData());
    }

    void modelCopy_cancelledOrFailing_startsNothingThere()
    {
        // The runner with a copy to make: cancelled at once, then a source that cannot be read.
        QTemporaryDir local;
        const QString model = local.filePath(u"m"_s);
        QVERIFY(QDir().mkpath(model));
        QFile big(model + u"/model.safetensors"_s);
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(qint64(2) << 30)); // 2 GiB, sparse here: plenty to be under way when cancelled
        big.close();
        ModelCopy copy;
        copy.from = model;
        copy.to = ModelCopyPlan::remoteDir(m_ssh, model);
        copy.files = 1;
        copy.bytes = qint64(2) << 30;
        SshRunner runner(m_ssh);
        runner.setRunId(u"run-copy-cancelled"_s);
        runner.setOutputDir(m_dir.filePath(u"remote-out/never"_s));
        runner.setModelCopy(copy);
        Watch w(&runner);
        runner.start(fakeArgv(m_dir.filePath(u"remote-out/never"_s)), {});
        QTRY_VERIFY_WITH_TIMEOUT(w.states.contains(JobPhase::Copying), 10'000);
        runner.cancel(1000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.failure.isEmpty(), 30'000);
        QVERIFY2(w.failure.contains(u"was cancelled; nothing was started there"_s), qPrintable(w.failure));
        QVERIFY(!w.started);
        QVERIFY(!QFileInfo::exists(runner.runDir()));
        QVERIFY(!QFileInfo::exists(copy.to)); // never a half copy under the name,
        QVERIFY(!QFileInfo::exists(copy.to + u".partial"_s)); // and what had arrived is removed
        QCOMPARE(w.states.last(), JobPhase::CopyStopped);
        QVERIFY2(w.details.last().contains(u"was removed; nothing was started there"_s), qPrintable(w.details.last()));

        // An unreadable file: tar's own words, naming the folder; nothing started.
        QFile::remove(model + u"/model.safetensors"_s);
        QVERIFY(QFile::link(local.filePath(u"gone"_s), model + u"/model.safetensors"_s));
        SshRunner second(m_ssh);
        second.setRunId(u"run-copy-broken"_s);
        second.setModelCopy(copy);
        Watch w2(&second);
        second.start(fakeArgv(m_dir.filePath(u"remote-out/never"_s)), {});
        QTRY_VERIFY_WITH_TIMEOUT(!w2.failure.isEmpty(), 30'000);
        QVERIFY2(w2.failure.contains(u"Reading the model folder "_s + model), qPrintable(w2.failure));
        QVERIFY(!w2.started);
        QVERIFY(!QFileInfo::exists(copy.to + u".partial"_s));
        QVERIFY(!QFileInfo::exists(second.runDir()));
    }

private:
    /// A workspace (@p dir/ws, its targets in @p dir/targets.json) whose command runs on the
    /// loopback target into remote-out/@p outName: `ptq-studio run` starts it and is killed
    /// (SIGKILL) once the job runs there with its log's position on record, so the job goes on
    /// without a follower. Returns the approval's token.
    QByteArray runOnTargetThenKillTheApp(const QTemporaryDir &dir, const QString &outName)
    {
        QByteArray token;
        runOnTargetThenKill(dir, outName, token);
        return token;
    }
    void runOnTargetThenKill(const QTemporaryDir &dir, const QString &outName, QByteArray &token)
    {
        const QString targets = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({m_ssh}, targets).ok());
        const QString ws = dir.filePath(u"ws"_s);
        token = manifestOnTarget(ws, u"loopback"_s, m_dir.filePath(u"remote-out/"_s + outName), targets);
        QVERIFY(!token.isEmpty());
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PTQ_TARGETS_FILE"_s, targets);
        app.setProcessEnvironment(env);
        app.start(PTQ_STUDIO_BINARY, {u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)});
        QVERIFY(app.waitForStarted());
        // Running on the target, and its log's position on record past the line counted below: the
        // app records it at most once a second, and on a loaded machine the output can start well
        // after the job does. So: that line in the local log, then a newer position on record
        // (saved after the line arrived). Then the app dies without a word (SIGKILL).
        const auto recordedOffset = [&]() -> qint64 {
            const Result<LoadedDocument> m = ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
            const Json *run = m ? findRunStep(m->json) : nullptr;
            if (!run || !run->contains("job") || (*run)["job"].value("phase", std::string()) != "running")
                return -1;
            const Json offset = (*run)["job"].value("log_offset", Json());
            return offset.is_number_integer() ? offset.get<qint64>() : -1;
        };
        const auto localLogHas = [&](const char *text) {
            const Result<LoadedDocument> m = ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
            const Json *run = m ? findRunStep(m->json) : nullptr;
            if (!run || !run->contains("log_path"))
                return false;
            const Result<QByteArray> log = ArtifactIo::readFile(QString::fromStdString((*run)["log_path"].get<std::string>()));
            return log && log->contains(text);
        };
        QTRY_VERIFY_WITH_TIMEOUT(recordedOffset() >= 0 && localLogHas("Initializing tokenizer"), 60'000);
        const qint64 seen = recordedOffset();
        QTRY_VERIFY_WITH_TIMEOUT(recordedOffset() > seen, 60'000);
        ::kill(pid_t(app.processId()), SIGKILL);
        QVERIFY(app.waitForFinished(10'000));
    }

private slots:
    void workflow_onTarget_appKilled_statusReattachesAndRecords()
    {
        // A slower fake for this one: the sshd's sessions get FAKE_QUARK_STEP_MS (restarted with it,
        // and afterwards without it again).
        const QByteArray original = sshdSetenv();
        auto restore = qScopeGuard([&] { restartSshd(original); }); // also after a failed restart
        QVERIFY(restartSshd(original + "FAKE_QUARK_STEP_MS=150\n"));

        QTemporaryDir dir;
        const QString targets = dir.filePath(u"targets.json"_s);
        const QString ws = dir.filePath(u"ws"_s);
        const QByteArray token = runOnTargetThenKillTheApp(dir, u"reattached"_s);
        if (QTest::currentTestFailed())
            return;
        // The gate never starts it twice; status asks the target and says it still runs.
        const Cli refused = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, targets);
        QCOMPARE(refused.exitCode, 3);
        QVERIFY2(refused.err.contains("may still be running there"), refused.err.constData());
        const Cli status = ptqStudio({u"status"_s, u"--workspace"_s, ws}, targets);
        QCOMPARE(status.exitCode, 0);
        QVERIFY2(status.out.contains("Now on 127.0.0.1: alive"), status.out.constData());
        // A record whose PID was edited (issue #36 item 13): named, not followed, and left as it was.
        {
            const QString path = ws + u"/run_manifest.yaml"_s;
            const QByteArray original = *ArtifactIo::readFile(path);
            Json edited = ArtifactIo::load(path)->json;
            QProcess other;
            other.start(u"setsid"_s, {u"sleep"_s, u"20"_s});
            QVERIFY(other.waitForStarted());
            (*findRunStep(edited))["job"]["pid"] = qint64(other.processId());
            QVERIFY(ArtifactIo::save(path, edited).ok());
            const Cli asked = ptqStudio({u"status"_s, u"--workspace"_s, ws}, targets);
            QVERIFY2(asked.out.contains("names process") && asked.out.contains("will not attach"), asked.out.constData());
            const Cli refusedFollow = ptqStudio({u"status"_s, u"--workspace"_s, ws, u"--follow"_s}, targets);
            QCOMPARE(refusedFollow.exitCode, 1);
            QVERIFY2(refusedFollow.err.contains("not re-attached") && refusedFollow.err.contains("nothing was signalled"),
                     refusedFollow.err.constData());
            QCOMPARE(::kill(-pid_t(other.processId()), 0), 0);
            const Json kept = ArtifactIo::load(path)->json;
            QCOMPARE((*findRunStep(kept))["status"].get<std::string>(), std::string("running"));
            QCOMPARE((*findRunStep(kept))["job"]["pid"].get<qint64>(), qint64(other.processId()));
            QFile restore(path);
            QVERIFY(restore.open(QIODevice::WriteOnly | QIODevice::Truncate) && restore.write(original) == original.size());
        }
        // --follow re-attaches: the log goes on, the end is verified and recorded.
        const Cli follow = ptqStudio({u"status"_s, u"--workspace"_s, ws, u"--follow"_s}, targets);
        QCOMPARE(follow.exitCode, 0);
        QVERIFY(follow.out.contains("Re-attached"));
        QVERIFY(follow.out.contains("Run status: succeeded"));
        const Json after = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE((*findRunStep(after))["status"].get<std::string>(), std::string("succeeded"));
        const QByteArray log = *ArtifactIo::readFile(QString::fromStdString((*findRunStep(after))["log_path"].get<std::string>()));
        QVERIFY(log.contains("ptq-studio: re-attached at"));
        QVERIFY(log.contains("Successfully exported model"));
        // It resumed where the record said, not from the start: the first line is there once.
        QCOMPARE(log.count("Initializing tokenizer"), 1);
    }

    /// Page 4 opened on a workspace whose job an earlier window started on a target (that window
    /// died): it follows the job again by itself — the manifest read again, the log opened to go
    /// on and "followed by this process" recorded off the UI thread — and records its end.
    void workflow_onTarget_appKilled_page4FollowsTheJobAgain()
    {
        const QByteArray original = sshdSetenv();
        auto restore = qScopeGuard([&] { restartSshd(original); }); // also after a failed restart
        QVERIFY(restartSshd(original + "FAKE_QUARK_STEP_MS=150\n"));
        QTemporaryDir dir;
        const QString targets = dir.filePath(u"targets.json"_s);
        const QString ws = dir.filePath(u"ws"_s);
        runOnTargetThenKillTheApp(dir, u"gui-reattached"_s);
        if (QTest::currentTestFailed())
            return;
        qputenv("PTQ_TARGETS_FILE", targets.toUtf8());
        auto unset = qScopeGuard([] { qunsetenv("PTQ_TARGETS_FILE"); });

        ptq::ui::AppController controller;
        QSignalSpy started(controller.session()->run(), &ptq::RunSession::started);
        QSignalSpy finished(controller.session()->run(), &ptq::RunSession::finished);
        controller.start(ws);
        ptq::ui::MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &ptq::ui::MainWizard::resumed);
        QVERIFY(resumed.wait(20000));
        // From page 4's first moment to the job followed, the UI thread touches no file of the
        // workspace (its log opened, the manifest read and written: all on the writer's thread).
        // Armed once the wizard is built (page 3's targets.json watch stats it as the page is made).
        if (test::uiThreadIoAvailable())
            test::armUiThreadIo(dir.path());
        auto disarm = qScopeGuard([] { test::disarmUiThreadIo(); });
        QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(ptq::ui::MainWizard::RunPageId), 20000);
        QWidget *runPage = wizard->currentPage();
        QVERIFY(started.wait(30000));
        const QStringList seen = test::disarmUiThreadIo();
        QVERIFY2(seen.isEmpty(), qPrintable(u"on the UI thread:\n"_s + seen.join(u'\n')));
        auto *status = test::child<QLabel>(runPage, u"runStatusLabel"_s);
        QTRY_VERIFY2(status->text().contains(u"Re-attached to the job started earlier"_s), qPrintable(status->text()));
        const Json following = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE((*findRunStep(following))["runner"]["pid"].get<qint64>(), qint64(QCoreApplication::applicationPid()));
        QVERIFY(finished.wait(180000));
        QCOMPARE(started.count(), 1);
        const Json after = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE((*findRunStep(after))["status"].get<std::string>(), std::string("succeeded"));
        const QByteArray log = *ArtifactIo::readFile(QString::fromStdString((*findRunStep(after))["log_path"].get<std::string>()));
        QVERIFY(log.contains("ptq-studio: re-attached at"));
        QCOMPARE(log.count("Initializing tokenizer"), 1); // it went on from the recorded byte
        QTRY_VERIFY_WITH_TIMEOUT(test::child<QPushButton>(runPage, u"acceptResultPushButton"_s)->isEnabled(), 20000);
        test::saveShot(controller.mainWindow(), u"remote-loopback-page4-reattached"_s);
    }

    void real_quarkCliOverSsh_checkedAndCommandBuiltFromItsHelp()
    {
        // The real quark-cli of the real environment (packaging/quark-env.sh; dev.sh test and CI
        // set PTQ_QUARK_ENV) as the target's: its --help, read over SSH, builds the command.
        const QString env = qEnvironmentVariable("PTQ_QUARK_ENV");
        if (env.isEmpty())
            QSKIP("PTQ_QUARK_ENV is not set (packaging/dev.sh test sets it)");
        const QByteArray original = sshdSetenv();
        // Its kernels were compiled once into the environment (a login on a GPU host has them too).
        auto restore = qScopeGuard([&] { restartSshd(original); }); // also after a failed restart
        QVERIFY(restartSshd(original + "TORCH_EXTENSIONS_DIR=" + env.toUtf8() + "/torch-extensions\n"));
        TargetProfile real = m_ssh;
        real.name = u"real"_s;
        real.quarkCli = env + u"/bin/quark-cli"_s;
        QTemporaryDir dir;
        const QString targets = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({real}, targets).ok());
        const QString ws = dir.filePath(u"ws"_s);
        const QString out = m_dir.filePath(u"remote-out/real"_s);
        Cli manifest;
        const QByteArray token = manifestOnTarget(ws, u"real"_s, out, targets, &manifest);
        QVERIFY2(manifest.exitCode == 0, manifest.err.constData());
        QVERIFY(!token.isEmpty());
        QVERIFY2(manifest.err.contains("Asking quark-cli on 127.0.0.1"), manifest.err.constData());
        const Json doc = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const QStringList argv = toStringList((*findRunStep(doc))["argv"]);
        QCOMPARE(argv.first(), real.quarkCli);
        QVERIFY2(argv.contains(u"--quant_scheme"_s) && argv.contains(u"--no_trust_remote_code"_s), qPrintable(argv.join(u' ')));
        QCOMPARE(argv.at(argv.indexOf(u"--output_dir"_s) + 1), out);
        QVERIFY(!QFileInfo::exists(out));
    }

    // ---- the wizard: page 3 on a target, page 4 follows the job -------------------------------

    void gui_pageThreeOnATarget_pageFourFollowsTheJob_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("copy"); // the model in a folder the target does not see
        QTest::newRow("slurm") << u"cluster"_s << false;
        QTest::newRow("ssh") << u"loopback"_s << false;
        QTest::newRow("ssh, the model copied there") << u"loopback"_s << true;
    }

    void gui_pageThreeOnATarget_pageFourFollowsTheJob()
    {
        QFETCH(QString, target);
        QFETCH(bool, copy);
        if (target == u"cluster"_s && !m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        QTemporaryDir dir;
        const QString targets = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({m_ssh, m_slurm}, targets).ok());
        const QString ws = dir.filePath(u"ws"_s);
        QByteArray sessionEnv;
        QString model;
        const QString hidden = m_dir.filePath(u"gui-local-only"_s);
        if (copy) {
            if (!hideFromTarget(hidden))
                QSKIP("no mount namespaces here (not root?): a target without this machine's files cannot be made");
            // The fixture's config and 1 GiB of original weights (sparse here): long enough to be seen copying.
            model = hidden + u"/llama-3.1-8b"_s;
            QVERIFY(QDir().mkpath(model));
            QVERIFY(QFile::copy(test::fixturePath(u"models/llama-3.1-8b/config.json"_s), model + u"/config.json"_s));
            QFile weights(model + u"/consolidated.00.pth"_s);
            QVERIFY(weights.open(QIODevice::WriteOnly) && weights.resize(qint64(1) << 30));
            weights.close();
            sessionEnv = "FAKE_QUARK_LOAD_MODEL=1\n";
        }
        QVERIFY(confirmedPlan(ws, targets, model));
        qputenv("PTQ_TARGETS_FILE", targets.toUtf8());
        auto unset = qScopeGuard([] { qunsetenv("PTQ_TARGETS_FILE"); });
        const QString out = m_dir.filePath(u"gui-out/"_s + target + (copy ? u"-copy"_s : QString()));
        // The "remote" host has a GPU tool (the fake nvidia-smi first on its PATH), and a run long
        // enough to be sampled: page 4's VRAM panel shows the target's GPU (for Slurm, the node's).
        const QByteArray original = sshdSetenv();
        const QString tools = test::fakeBin(dir.path(), {u"nvidia-smi"_s});
        auto restore = qScopeGuard([&] { // also after a failed restart; the folders seen again
            QFile::remove(m_sshDir + u"/hide"_s);
            restartSshd(original);
        });
        QVERIFY(restartSshd(original + sessionEnv + "FAKE_QUARK_STEP_MS=250\nPATH=" + tools.toUtf8() + ":/usr/local/bin:/usr/bin:/bin\n"));

        ptq::ui::AppController controller;
        controller.start(ws);
        ptq::ui::MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &ptq::ui::MainWizard::resumed);
        QVERIFY(resumed.wait(20000));
        QCOMPARE(wizard->currentId(), int(ptq::ui::MainWizard::CommandPageId));
        controller.mainWindow()->resize(1280, 900);
        QWidget *page = wizard->currentPage();
        auto *combo = test::child<QComboBox>(page, u"targetComboBox"_s);
        QTRY_VERIFY2_WITH_TIMEOUT(combo->count() == 3, qPrintable(QString::number(combo->count())), 10000); // this machine and the two targets
        combo->setCurrentIndex(combo->findData(target));
        QVERIFY(combo->currentIndex() > 0);
        // The target's folder is proposed; a folder of our own is typed, and checked there.
        auto *output = test::child<QLineEdit>(page, u"outputDirLineEdit"_s);
        QVERIFY2(output->text().startsWith(jsonString(target == u"cluster"_s ? m_slurm.effectiveValues() : m_ssh.effectiveValues(),
                                                      "remote_workspace") + u"/outputs/"_s), qPrintable(output->text()));
        output->setText(out);
        auto *env = test::child<QTextBrowser>(page, u"environmentTextBrowser"_s);
        // A check made for another folder blocks until the target is checked again.
        auto *check = test::child<QPushButton>(page, u"checkTargetPushButton"_s);
        QTRY_VERIFY2_WITH_TIMEOUT(check->isEnabled(), qPrintable(env->toPlainText()), 120000);
        QTRY_VERIFY2_WITH_TIMEOUT(env->toPlainText().contains(u"was checked for the output folder"_s), qPrintable(env->toPlainText()), 20000);
        check->click();
        QTRY_VERIFY2_WITH_TIMEOUT(env->toPlainText().contains(u"The target is ready for this plan"_s), qPrintable(env->toPlainText()), 120000);
        // The test cluster's 5 minutes are less than the rule of thumb for 16 samples: said, not blocking.
        if (target == u"cluster"_s)
            QVERIFY(env->toPlainText().contains(u"Slurm would stop it (TIMEOUT)"_s));
        auto *script = test::child<QPlainTextEdit>(page, u"targetScriptPlainTextEdit"_s);
        QVERIFY(script->isVisibleTo(page));
        QTRY_VERIFY(script->toPlainText().contains(out));
        if (target == u"cluster"_s)
            QVERIFY(script->toPlainText().contains(u"#SBATCH --partition=gpu"_s));
        auto *command = test::child<QPlainTextEdit>(page, u"commandPlainTextEdit"_s);
        QVERIFY(command->toPlainText().contains(m_ssh.quarkCli));
        const QString copyTo = ModelCopyPlan::remoteDir(m_ssh, model);
        if (copy) {
            // Said at the check and above the script: the copy is part of what is approved.
            QVERIFY2(env->toPlainText().contains(u"(no shared file system)"_s), qPrintable(env->toPlainText()));
            auto *scriptLabel = test::child<QLabel>(page, u"targetScriptLabel"_s);
            QVERIFY2(scriptLabel->text().contains(u"Before the script runs, the model folder "_s), qPrintable(scriptLabel->text()));
            QVERIFY(command->toPlainText().contains(copyTo));
        }
        test::saveShot(controller.mainWindow(), u"remote-%1%2-page3"_s.arg(target, copy ? u"-copy"_s : QString()));
        QVERIFY(!QFileInfo::exists(out)); // nothing is created there before the approval
        auto *reviewed = test::child<QCheckBox>(page, u"reviewedCheckBox"_s);
        QTRY_VERIFY_WITH_TIMEOUT(reviewed->isEnabled(), 20000);
        reviewed->setChecked(true);
        test::child<QPushButton>(page, u"approveRunPushButton"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(wizard->button(QWizard::NextButton)->isEnabled(), 20000);
        const Json approved = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE(approved["target"]["name"].get<std::string>(), target.toStdString());
        QCOMPARE(approved["target"]["script"].get<std::string>(), script->toPlainText().toStdString());
        QSignalSpy finished(controller.session()->run(), &ptq::RunSession::finished);
        wizard->next();
        QCOMPARE(wizard->currentId(), int(ptq::ui::MainWizard::RunPageId));
        QWidget *runPage = wizard->currentPage();
        auto *jobState = test::child<QLabel>(runPage, u"jobStateLabel"_s);
        QTRY_VERIFY_WITH_TIMEOUT(jobState->isVisibleTo(runPage), 60000);
        if (copy) {
            QTRY_VERIFY2_WITH_TIMEOUT(jobState->text().startsWith(u"Before the job: copying the model"_s), qPrintable(jobState->text()), 30000);
            test::saveShot(controller.mainWindow(), u"remote-%1-copy-page4-copying"_s.arg(target));
        }
        QVERIFY(finished.wait(180000));
        QVERIFY2(jobState->text().startsWith(target == u"cluster"_s ? u"Slurm job "_s : u"The run on 127.0.0.1 ended with exit status 0"_s)
                     && jobState->text().contains(target == u"cluster"_s ? u"ended: COMPLETED"_s : u"exit status 0"_s),
                 qPrintable(jobState->text()));
        QTRY_VERIFY_WITH_TIMEOUT(test::child<QPushButton>(runPage, u"acceptResultPushButton"_s)->isEnabled(), 20000);
        test::saveShot(controller.mainWindow(), u"remote-%1%2-page4"_s.arg(target, copy ? u"-copy"_s : QString()));
        const Json after = ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE((*findRunStep(after))["status"].get<std::string>(), std::string("succeeded"));
        if (copy) {
            QCOMPARE(QFileInfo(copyTo + u"/consolidated.00.pth"_s).size(), qint64(1) << 30);
            QCOMPARE(QString::fromStdString(after["target"]["model_copy"]["to"].get<std::string>()), copyTo);
        }
        QCOMPARE(after["outputs"]["verification"]["verdict"].get<std::string>(), std::string("complete"));
        // The target's GPU was sampled while it ran, and the peak is on record.
        const Json &gpu = after["outputs"]["gpu_memory"];
        QVERIFY2(gpu["tool"] == "nvidia-smi" && gpu["samples"].get<int>() > 0, gpu.dump().c_str());
        QVERIFY(!gpu["gpus"].empty());
    }

    // ---- Slurm through the login node ---------------------------------------------------------

    void slurm_check_readsThePartition()
    {
        if (!m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        const TargetReport ok = check(m_slurm, 3);
        QVERIFY2(!ok.blocked(), qPrintable(describe(ok)));
        QCOMPARE(find(ok, u"partition"_s)->level, TargetCheck::Level::Ok);
        QCOMPARE(find(ok, u"time-limit"_s)->level, TargetCheck::Level::Ok);

        const TargetReport longRun = check(m_slurm, 60);
        QCOMPARE(find(longRun, u"time-limit"_s)->level, TargetCheck::Level::Warning);
        QVERIFY(find(longRun, u"time-limit"_s)->message.contains(u"TIMEOUT"_s));

        TargetProfile over = m_slurm;
        over.slurm.timeLimitMinutes = 30; // gpu allows 10
        const TargetReport refused = check(over);
        QCOMPARE(find(refused, u"time-limit"_s)->level, TargetCheck::Level::Blocking);

        TargetProfile missing = m_slurm;
        missing.slurm.partition = u"mi300"_s;
        const TargetReport none = check(missing);
        QVERIFY(none.blocked());
        QVERIFY2(find(none, u"partition"_s)->message.contains(u"gpu, short"_s), qPrintable(describe(none)));
    }

    void slurm_run_queuesRunsAndEnds()
    {
        if (!m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        const QString out = m_dir.filePath(u"out-slurm"_s);
        SlurmRunner runner(m_slurm);
        runner.setOutputDir(out);
        runner.setPollIntervalMs(500);
        Watch w(&runner);
        runner.start(fakeArgv(out), {{u"FAKE_QUARK_STEP_MS"_s, u"20"_s}});
        QTRY_VERIFY_WITH_TIMEOUT(w.exited || !w.failure.isEmpty(), 120'000);
        QVERIFY2(w.failure.isEmpty(), qPrintable(w.failure));
        QCOMPARE(w.exitCode, 0);
        QVERIFY(!runner.jobId().isEmpty());
        QCOMPARE(runner.jobState().state, u"COMPLETED"_s);
        QVERIFY(w.output.contains("Successfully exported model"));
        QCOMPARE(w.output, *ArtifactIo::readFile(runner.runDir() + u"/output.log"_s));
        QCOMPARE(w.states.first(), JobPhase::Queued);
        QVERIFY2(w.states.contains(JobPhase::Running), qPrintable(w.details.join(u" | "_s)));
        QVERIFY(w.details.join(u' ').contains(u" on node "_s));
        // The batch script in the run folder is the one script() shows for approval.
        QCOMPARE(*ArtifactIo::readFile(runner.runDir() + u"/job.sbatch"_s),
                 runner.script(fakeArgv(out), {{u"FAKE_QUARK_STEP_MS"_s, u"20"_s}}));
        QVERIFY(QFileInfo(out).isDir());
        QVERIFY(!(QFile::permissions(runner.runDir()) & QFileDevice::ReadOther));
        QVERIFY(QFile::permissions(out) & QFileDevice::ReadOther);
    }

    void slurm_run_failureCarriesTheExitStatus()
    {
        if (!m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        const QString out = m_dir.filePath(u"out-slurm-oom"_s);
        SlurmRunner runner(m_slurm);
        runner.setOutputDir(out);
        runner.setPollIntervalMs(500);
        Watch w(&runner);
        runner.start(fakeArgv(out), {{u"FAKE_QUARK_FAIL"_s, u"oom"_s}});
        QTRY_VERIFY_WITH_TIMEOUT(w.exited, 120'000);
        QCOMPARE(runner.jobState().state, u"FAILED"_s);
        QCOMPARE(w.exitCode, 1);
        QVERIFY(w.output.contains("OutOfMemoryError"));
    }

    void slurm_sbatchRefusal_isNamed()
    {
        if (!m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        TargetProfile p = m_slurm;
        p.slurm.partition = u"nosuch"_s;
        SlurmRunner runner(p);
        Watch w(&runner);
        runner.start(fakeArgv(m_dir.filePath(u"never"_s)), {});
        QTRY_VERIFY_WITH_TIMEOUT(!w.failure.isEmpty(), 60'000);
        QVERIFY2(w.failure.contains(u"Invalid partition name specified"_s), qPrintable(w.failure));
        QVERIFY(w.failure.contains(u"127.0.0.1"_s));
        QVERIFY(!w.started);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"never"_s)));
    }

    void slurm_cancel_whilePending_andWhileRunning_data()
    {
        QTest::addColumn<bool>("pending");
        QTest::newRow("pending") << true;
        QTest::newRow("running") << false;
    }

    void slurm_cancel_whilePending_andWhileRunning()
    {
        if (!m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        QFETCH(bool, pending);
        TargetProfile p = m_slurm;
        if (pending)
            p.slurm.extraDirectives = {u"--begin=now+600"_s};
        const QString out = m_dir.filePath(pending ? u"out-cancel-pending"_s : u"out-cancel-running"_s);
        SlurmRunner runner(p);
        runner.setOutputDir(out);
        runner.setPollIntervalMs(500);
        Watch w(&runner);
        runner.start(fakeArgv(out), {{u"FAKE_QUARK_FAIL"_s, u"hang"_s}});
        if (pending) {
            QTRY_VERIFY_WITH_TIMEOUT(w.details.join(u' ').contains(u"BeginTime"_s), 60'000);
            QVERIFY(!w.states.contains(JobPhase::Running));
        } else {
            QTRY_VERIFY_WITH_TIMEOUT(w.output.contains("Calibrat"), 60'000);
        }
        runner.cancel(0);
        QTRY_VERIFY_WITH_TIMEOUT(w.exited, 60'000);
        QCOMPARE(runner.jobState().state, u"CANCELLED"_s);
        QCOMPARE(w.exitCode, -1);
        QVERIFY(w.signal > 0);
        QCOMPARE(QFileInfo::exists(out), !pending); // a job that never ran made nothing
    }

    void slurm_timeLimit_endsTheJobAsTimeout()
    {
        if (!m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        TargetProfile p = m_slurm;
        p.slurm.partition = u"short"_s;
        p.slurm.timeLimitMinutes = 1;
        const QString out = m_dir.filePath(u"out-timeout"_s);
        SlurmRunner runner(p);
        runner.setOutputDir(out);
        runner.setPollIntervalMs(1000);
        Watch w(&runner);
        runner.start(fakeArgv(out), {{u"FAKE_QUARK_FAIL"_s, u"hang"_s}});
        QTRY_VERIFY_WITH_TIMEOUT(w.exited, 180'000);
        QCOMPARE(runner.jobState().state, u"TIMEOUT"_s);
        QVERIFY(w.details.last().contains(u"TIMEOUT"_s));
        QVERIFY(w.output.contains("DUE TO TIME LIMIT"));
    }

    void slurm_appRestarted_reattachesToTheJob()
    {
        if (!m_slurmError.isEmpty())
            QFAIL(qPrintable(m_slurmError));
        const QString out = m_dir.filePath(u"out-slurm-reattach"_s);
        Json record;
        QByteArray before;
        {
            SlurmRunner first(m_slurm);
            first.setOutputDir(out);
            first.setPollIntervalMs(500);
            Watch w(&first);
            first.start(fakeArgv(out), {{u"FAKE_QUARK_STEP_MS"_s, u"100"_s}});
            QTRY_VERIFY_WITH_TIMEOUT(w.output.size() > 200, 60'000);
            record = first.attachment();
            before = w.output;
        }
        QCOMPARE(jsonString(record, "kind"), u"slurm"_s);
        QVERIFY(!jsonString(record, "job_id").isEmpty());
        SlurmRunner second(m_slurm);
        second.setPollIntervalMs(500);
        Watch w(&second);
        second.reattach(*JobRecord::fromJson(record));
        QTRY_VERIFY_WITH_TIMEOUT(w.exited, 120'000);
        QCOMPARE(w.exitCode, 0);
        QCOMPARE(before + w.output, *ArtifactIo::readFile(jsonString(record, "run_dir") + u"/output.log"_s));
    }
};

QTEST_MAIN(TestRemote)
#include "tst_remote.moc"
