// The model copy against a real OpenSSH server on a loopback port (tests/remote/ssh-fixture.sh):
// the folder listed again before the copy, the lock on the target, the copy swapped into place
// with its marker, the processes that die with the app, and rsync's resume. The "remote" folder
// is on this machine, so the test looks at it directly.
#include "command/commandline.h"
#include "target/modelcopy.h"
#include "target/ssh.h"
#include "target/targetprofile.h"
#include "testsupport.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;

namespace {

const QString kFixtures = (PTQ_SOURCE_DIR + QStringLiteral("/tests/remote"));

QByteArray runFixture(const QStringList &args, int *exitCode)
{
    QProcess p;
    p.start(kFixtures + u"/ssh-fixture.sh"_s, args);
    if (!p.waitForFinished(180'000))
        p.kill();
    p.waitForFinished(2000);
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    if (*exitCode != 0)
        qWarning("ssh-fixture.sh %s: %s", qPrintable(args.join(u' ')), p.readAllStandardError().constData());
    return p.readAllStandardOutput();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(f.write(bytes), bytes.size());
}

QByteArray randomBytes(qsizetype size)
{
    QByteArray b(size, Qt::Uninitialized);
    QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(b.data()), size / 4);
    return b;
}

QByteArray sha(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

ModelCopy copyOf(const TargetProfile &profile, const QString &model)
{
    const ModelCopyPlan::Listing l = ModelCopyPlan::scanLocal(model);
    ModelCopy c;
    c.from = model;
    c.to = ModelCopyPlan::remoteDir(profile, model);
    c.files = int(l.files.size());
    c.bytes = l.bytes;
    return c;
}

struct Outcome
{
    bool done = false;
    QString error;
};

/// Runs one copy to its end; the message, or empty.
Outcome runCopy(ModelCopier &copier, int timeoutMs = 60'000)
{
    QSignalSpy finished(&copier, &ModelCopier::finished);
    copier.start();
    if (!finished.wait(timeoutMs))
        return {};
    return {true, finished.first().first().toString()};
}

/// pids whose parent is @p parent.
QList<qint64> childrenOf(qint64 parent)
{
    QList<qint64> out;
    for (const QString &entry : QDir(u"/proc"_s).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok)
            continue;
        QFile stat(u"/proc/%1/stat"_s.arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray s = stat.readAll();
        const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields[1].toLongLong() == parent)
            out.append(pid);
    }
    return out;
}

/// Alive and not a zombie.
bool alive(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray s = stat.readAll();
    return s.mid(s.lastIndexOf(')') + 2, 1) != "Z";
}

/// The child mode (the test binary started again): one copy of ARGV[3] with the profile in the
/// targets file ARGV[2], by tar; it prints READY when it starts and never returns on its own.
int copyChild(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const Result<QList<TargetProfile>> profiles = TargetStore::load(args.value(2));
    if (!profiles || profiles->isEmpty())
        return 3;
    ModelCopier copier(profiles->first(), copyOf(profiles->first(), args.value(3)));
    copier.setTransport(ModelCopier::Transport::Tar);
    QObject::connect(&copier, &ModelCopier::finished, &app, [](const QString &error) {
        qWarning("child copy ended: %s", qPrintable(error));
    });
    copier.start();
    return app.exec();
}

} // namespace

class TestModelCopy : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_sshDir;
    TargetProfile m_ssh;
    bool m_up = false;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_sshDir = m_dir.filePath(u"sshd"_s);
        int code = -1;
        const QByteArray out = runFixture({u"start"_s, m_sshDir}, &code);
        QVERIFY2(code == 0, "ssh-fixture.sh start failed");
        QMap<QString, QString> f;
        for (const QByteArray &line : out.split('\n')) {
            const qsizetype eq = line.indexOf('=');
            if (eq > 0) {
                QString value = QString::fromUtf8(line.mid(eq + 1)).trimmed();
                if (value.size() >= 2 && (value.startsWith(u'\'') || value.startsWith(u'"')))
                    value = value.mid(1, value.size() - 2);
                f.insert(QString::fromUtf8(line.left(eq)).trimmed(), value);
            }
        }
        m_ssh.name = u"loopback"_s;
        m_ssh.kind = TargetKind::Ssh;
        m_ssh.host = u"127.0.0.1"_s;
        m_ssh.user = f.value(u"SSH_FIXTURE_USER"_s);
        m_ssh.port = f.value(u"SSH_FIXTURE_PORT"_s).toInt();
        m_ssh.identityFile = f.value(u"SSH_FIXTURE_KEY"_s);
        m_ssh.knownHostsFile = f.value(u"SSH_FIXTURE_KNOWN_HOSTS"_s);
        m_ssh.remoteWorkspace = m_dir.filePath(u"remote"_s);
        m_ssh.quarkCli = u"/bin/true"_s;
        m_up = true;
    }

    void cleanupTestCase()
    {
        if (!m_up)
            return;
        const QStringList close = SshCommand::closeMasterArgv(m_ssh);
        QProcess::execute(close.first(), close.mid(1));
        int code = -1;
        runFixture({u"stop"_s, m_sshDir}, &code);
    }

    void changedAfterApproval_isRefused_andNothingIsCopied()
    {
        // Approved with 2 files; then a file and a link to a token are added, or a file is
        // replaced by a link out of the same size: nothing is sent, the approval is void.
        const QString model = m_dir.filePath(u"local/changed"_s);
        writeFile(model + u"/config.json"_s, "{\"model_type\":\"llama\"}");
        writeFile(model + u"/model.safetensors"_s, QByteArray(4096, 'w'));
        const ModelCopy approved = copyOf(m_ssh, model);
        QCOMPARE(approved.files, 2);
        writeFile(model + u"/extra.bin"_s, QByteArray(1 << 20, 'x'));
        {
            ModelCopier copier(m_ssh, approved);
            const Outcome o = runCopy(copier);
            QVERIFY(o.done);
            QVERIFY2(o.error.contains(u"changed after the command was approved"_s) && o.error.contains(model)
                         && o.error.contains(u"the approval is void"_s),
                     qPrintable(o.error));
            QVERIFY(copier.partialRemoved());
            QVERIFY(!QFileInfo::exists(approved.to));
            QVERIFY(!QFileInfo::exists(approved.to + u".partial"_s));
        }
        QFile::remove(model + u"/extra.bin"_s);
        const QString token = m_dir.filePath(u"local/secret-token"_s);
        writeFile(token, QByteArray(4096, 't'));
        QFile::remove(model + u"/model.safetensors"_s);
        QVERIFY(QFile::link(token, model + u"/model.safetensors"_s));
        {
            ModelCopier copier(m_ssh, approved);
            const Outcome o = runCopy(copier);
            QVERIFY(o.done);
            QVERIFY2(o.error.contains(u"model.safetensors"_s) && o.error.contains(u"outside the model folder"_s),
                     qPrintable(o.error));
            QVERIFY(!QFileInfo::exists(approved.to));
        }
    }

    void tar_landsWhole_withItsMarker_andCountsAsPresent()
    {
        const QString model = m_dir.filePath(u"local/tar-model"_s);
        writeFile(model + u"/config.json"_s, "{}");
        writeFile(model + u"/sub/w.bin"_s, randomBytes(300'000));
        QVERIFY(QFile::link(u"sub/w.bin"_s, model + u"/linked.bin"_s));
        const ModelCopy copy = copyOf(m_ssh, model);
        // An older copy there without a marker is not "the same files": it is replaced.
        writeFile(copy.to + u"/stale.txt"_s, "old");
        ModelCopier copier(m_ssh, copy);
        copier.setTransport(ModelCopier::Transport::Tar);
        const Outcome o = runCopy(copier);
        QVERIFY2(o.done && o.error.isEmpty(), qPrintable(o.error));
        QCOMPARE(copier.transport(), ModelCopier::Transport::Tar);
        QVERIFY(!QFileInfo::exists(copy.to + u"/stale.txt"_s));
        QCOMPARE(sha(copy.to + u"/linked.bin"_s), sha(model + u"/sub/w.bin"_s));
        QVERIFY(!QFileInfo(copy.to + u"/linked.bin"_s).isSymLink());
        QVERIFY(!QFileInfo::exists(copy.to + u".partial"_s));
        // The check's listing over ssh counts it as present; a second copy finds it and sends nothing.
        SshCall list(m_ssh, ModelCopyPlan::remoteListingCommand(copy.to));
        QSignalSpy listed(&list, &SshCall::finished);
        list.start();
        QVERIFY(listed.wait(30'000));
        QCOMPARE(ModelCopyPlan::parseRemoteListing(listed.first().first().value<SshOutcome>().stdOut),
                 ModelCopyPlan::scanLocal(model).files);
        const QDateTime at = QFileInfo(copy.to + u"/config.json"_s).lastModified();
        QTest::qWait(1100);
        ModelCopier again(m_ssh, copy);
        again.setTransport(ModelCopier::Transport::Tar);
        const Outcome o2 = runCopy(again);
        QVERIFY2(o2.done && o2.error.isEmpty(), qPrintable(o2.error));
        QCOMPARE(again.transport(), ModelCopier::Transport::Auto); // nothing was sent
        QCOMPARE(QFileInfo(copy.to + u"/config.json"_s).lastModified(), at);
    }

    void twoRunsOfOneModel_takeTurns_underTheTargetsLock()
    {
        // Another run holds the model's lock on the target (here: this test, with flock on the
        // same file): this copy waits and touches nothing, neither a partial folder nor the copy;
        // once the lock is free it copies. A stopped copy of another listing is removed, not used.
        const QString model = m_dir.filePath(u"local/locked"_s);
        writeFile(model + u"/config.json"_s, "{}");
        writeFile(model + u"/w.bin"_s, randomBytes(100'000));
        const ModelCopy copy = copyOf(m_ssh, model);
        QVERIFY(QDir().mkpath(QFileInfo(copy.to).path()));
        writeFile(ModelCopyPlan::partialDir(copy.to, u"stoppedother"_s) + u"/w.bin"_s, "half");
        const int fd = ::open(QFile::encodeName(copy.to + u".lock"_s).constData(), O_CREAT | O_WRONLY | O_APPEND, 0600);
        QVERIFY(fd >= 0);
        QCOMPARE(::flock(fd, LOCK_EX), 0);
        ModelCopier copier(m_ssh, copy);
        copier.setTransport(ModelCopier::Transport::Tar);
        QSignalSpy finished(&copier, &ModelCopier::finished);
        copier.start();
        QVERIFY(!finished.wait(2500)); // waiting for the lock
        QVERIFY(!QFileInfo::exists(copy.to));
        QVERIFY(QFileInfo::exists(ModelCopyPlan::partialDir(copy.to, u"stoppedother"_s))); // untouched
        QVERIFY(!QFileInfo::exists(copier.partialDir()));
        ::flock(fd, LOCK_UN);
        ::close(fd);
        QVERIFY(finished.wait(60'000));
        QVERIFY2(finished.first().first().toString().isEmpty(), qPrintable(finished.first().first().toString()));
        QCOMPARE(sha(copy.to + u"/w.bin"_s), sha(model + u"/w.bin"_s));
        QVERIFY(!QFileInfo::exists(copy.to + u".partial"_s)); // the other listing's stopped copy went too
    }

    void appKilled_leavesNoCopyProcessRunning()
    {
        // A ptq-studio killed with SIGKILL mid-copy: its tar and ssh die with it (here a child of
        // this test makes the copy, with a tar that takes its time).
        const QString model = m_dir.filePath(u"local/killed"_s);
        writeFile(model + u"/config.json"_s, "{}");
        const QString bin = m_dir.filePath(u"slowbin"_s);
        const QString tar = QStandardPaths::findExecutable(u"tar"_s);
        writeFile(bin + u"/tar"_s, "#!/bin/sh\nsleep 60\nexec " + tar.toUtf8() + " \"$@\"\n");
        QFile::setPermissions(bin + u"/tar"_s, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        const QString targets = m_dir.filePath(u"child-targets.json"_s);
        QVERIFY(TargetStore::save({m_ssh}, targets).ok());
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PATH"_s, bin + u':' + env.value(u"PATH"_s));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {u"--copy-child"_s, targets, model});
        QVERIFY(child.waitForStarted());
        const qint64 pid = child.processId();
        QList<qint64> kids;
        // Its lock session, tar and tar's receiver.
        QTRY_VERIFY_WITH_TIMEOUT((kids = childrenOf(pid)).size() >= 3, 30'000);
        QTest::qWait(300);
        kids = childrenOf(pid);
        ::kill(pid_t(pid), SIGKILL);
        QVERIFY(child.waitForFinished(5000));
        for (const qint64 kid : std::as_const(kids))
            QTRY_VERIFY2_WITH_TIMEOUT(!alive(kid), qPrintable(u"process %1 outlived the app"_s.arg(kid)), 5000);
    }

    void rsync_stoppedCopy_resumes_sendingLess()
    {
        if (QStandardPaths::findExecutable(u"rsync"_s).isEmpty())
            QSKIP("no rsync on this machine (apt install rsync): the tar copy is tested above");
        // A Hugging Face snapshot: its links into blobs/ arrive as files.
        const QString repo = m_dir.filePath(u"local/hub/models--org--resume"_s);
        const QString model = repo + u"/snapshots/abc"_s;
        writeFile(repo + u"/blobs/cfg"_s, "{}");
        writeFile(repo + u"/blobs/w"_s, randomBytes(6 << 20));
        QVERIFY(QDir().mkpath(model));
        QVERIFY(QFile::link(u"../../blobs/cfg"_s, model + u"/config.json"_s));
        QVERIFY(QFile::link(u"../../blobs/w"_s, model + u"/model.safetensors"_s));
        const ModelCopy copy = copyOf(m_ssh, model);
        QCOMPARE(copy.files, 2);
        qint64 seen = 0;
        {
            // Slowed down, stopped once a third has arrived: what arrived is kept.
            ModelCopier first(m_ssh, copy);
            first.setBandwidthLimitKiB(2048);
            QObject::connect(&first, &ModelCopier::progress, &first, [&](qint64 done, qint64) {
                seen = std::max(seen, done);
                if (done > copy.bytes / 3)
                    first.cancel();
            });
            const Outcome o = runCopy(first);
            QVERIFY(o.done);
            QCOMPARE(first.transport(), ModelCopier::Transport::Rsync);
            QVERIFY2(o.error.contains(u"was cancelled"_s) && o.error.contains(u"resumes from it"_s), qPrintable(o.error));
            QVERIFY(!first.partialRemoved());
            QVERIFY(QFileInfo(first.partialDir()).isDir());
            QVERIFY(!QFileInfo::exists(copy.to));
        }
        QVERIFY2(seen > copy.bytes / 3 && seen < copy.bytes, qPrintable(QString::number(seen)));
        ModelCopier second(m_ssh, copy);
        const Outcome o = runCopy(second);
        QVERIFY2(o.done && o.error.isEmpty(), qPrintable(o.error));
        QCOMPARE(second.transport(), ModelCopier::Transport::Rsync);
        QVERIFY2(second.bytesSent() > 0 && second.bytesSent() < copy.bytes * 3 / 4,
                 qPrintable(u"%1 of %2 bytes sent again"_s.arg(second.bytesSent()).arg(copy.bytes)));
        QCOMPARE(sha(copy.to + u"/model.safetensors"_s), sha(repo + u"/blobs/w"_s));
        QVERIFY(!QFileInfo(copy.to + u"/model.safetensors"_s).isSymLink());
        QVERIFY(!QFileInfo::exists(copy.to + u".partial"_s));
    }
};

int main(int argc, char **argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--copy-child") == 0)
        return copyChild(argc, argv);
    QCoreApplication app(argc, argv);
    TestModelCopy test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_modelcopy.moc"
