// ToolProcess, the one class that starts a process: its group, its timeout, its environment, its
// lines, its result and its messages. The children here are /bin/sh scripts (the product itself
// never starts a shell; a test may).
#include "process/toolprocess.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <memory>
#include <sys/resource.h>
#include <sys/types.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using ptq::ProcessResult;
using ptq::ToolProcess;

namespace {

const QString kShell = u"/bin/sh"_s;

// Alive and not a zombie waiting for its (new) parent to reap it.
bool alive(pid_t pid)
{
    if (pid <= 0 || ::kill(pid, 0) != 0)
        return false;
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close < 0 || text.mid(close + 2, 1) != "Z";
}

bool diesWithin(pid_t pid, int ms)
{
    QDeadlineTimer deadline(ms);
    while (alive(pid) && !deadline.hasExpired())
        QThread::msleep(20);
    return !alive(pid);
}

// The PID a script wrote to @p path, waiting for it to appear.
pid_t pidFrom(const QString &path, int ms = 5000)
{
    QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray text = file.readAll().trimmed();
            if (!text.isEmpty() && text.endsWith('.'))
                return pid_t(text.chopped(1).toInt());
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(10);
    }
    return 0;
}

// Runs @p process to its end and hands back its result.
ProcessResult run(ToolProcess &process, int ms = 10'000)
{
    QSignalSpy spy(&process, &ToolProcess::finished);
    process.start();
    if (spy.isEmpty() && !spy.wait(ms))
        return {};
    return spy.constFirst().constFirst().value<ProcessResult>();
}

} // namespace

class TestProcess : public QObject
{
    Q_OBJECT

private slots:
    void exitCode_andOutput()
    {
        ToolProcess process;
        process.setProgram(kShell, {u"-c"_s, u"echo out; echo err >&2; exit 3"_s});
        const ProcessResult result = run(process);
        QCOMPARE(result.ending, ProcessResult::Ending::Exited);
        QCOMPARE(result.exitCode, 3);
        QCOMPARE(result.standardOutput, QByteArray("out\n"));
        QCOMPARE(result.standardError, QByteArray("err\n"));
        QVERIFY(!result.succeeded());
        QVERIFY2(result.message.contains(u"/bin/sh"_s) && result.message.contains(u'3') && result.message.contains(u"err"_s),
                 qPrintable(result.message));
    }

    void mergedChannels_andCaptureLimit()
    {
        ToolProcess process;
        process.setChannels(ToolProcess::Channels::Merged);
        process.setCaptureLimit(4);
        process.setProgram(kShell, {u"-c"_s, u"echo ab; echo cd >&2"_s});
        const ProcessResult result = run(process);
        QVERIFY(result.succeeded());
        QVERIFY(result.message.isEmpty());
        QCOMPARE(result.standardOutput, QByteArray("ab\nc"));
        QVERIFY(result.standardError.isEmpty());
        QVERIFY(result.truncated);
    }

    void crash_namesTheSignal()
    {
        ToolProcess process;
        process.setProgram(kShell, {u"-c"_s, u"kill -9 $$"_s});
        const ProcessResult result = run(process);
        QCOMPARE(result.ending, ProcessResult::Ending::Crashed);
        QCOMPARE(result.signal, SIGKILL);
        QCOMPARE(result.exitCode, -1);
        QVERIFY2(result.message.contains(u"9"_s), qPrintable(result.message));
    }

    void environment_hasCLocale()
    {
        ToolProcess process;
        QProcessEnvironment base = QProcessEnvironment::systemEnvironment();
        base.insert(u"LC_ALL"_s, u"de_DE.UTF-8"_s);
        base.insert(u"PTQ_GONE"_s, u"here"_s);
        process.setEnvironment(base);
        process.insertEnvironment(u"PTQ_ADDED"_s, u"added"_s);
        process.removeEnvironment(u"PTQ_GONE"_s);
        process.setProgram(kShell, {u"-c"_s, u"echo \"$LC_ALL|$PTQ_ADDED|${PTQ_GONE-unset}\""_s});
        QCOMPARE(run(process).standardOutput, QByteArray("C|added|unset\n"));

        process.setLocale(ToolProcess::Locale::Inherited);
        QCOMPARE(run(process).standardOutput, QByteArray("de_DE.UTF-8|added|unset\n"));
    }

    void lines_splitCrLfAndKeepTheLastPartialLine()
    {
        ToolProcess process;
        QList<QByteArray> out;
        QList<QByteArray> err;
        process.setStandardOutputLineHandler([&out](const QByteArray &line) { out.append(line); });
        process.setStandardErrorLineHandler([&err](const QByteArray &line) { err.append(line); });
        // The second half of a line arrives later, in another read.
        process.setProgram(kShell, {u"-c"_s, u"printf 'one\\r\\ntwo\\nthr'; sleep 0.2; printf 'ee\\r\\nlast'; printf 'e1\\ne2' >&2"_s});
        const ProcessResult result = run(process);
        QVERIFY(result.succeeded());
        QCOMPARE(out, (QList<QByteArray>{"one", "two", "three", "last"}));
        QCOMPARE(err, (QList<QByteArray>{"e1", "e2"}));
    }

    void standardInput_isWrittenThenClosed()
    {
        ToolProcess process;
        process.setStandardInput("from us\n");
        process.setProgram(kShell, {u"-c"_s, u"cat; echo end"_s});
        QCOMPARE(run(process).standardOutput, QByteArray("from us\nend\n"));
        ToolProcess none; // no input: end of file at once, no hang
        none.setProgram(kShell, {u"-c"_s, u"cat; echo end"_s});
        QCOMPARE(run(none, 5000).standardOutput, QByteArray("end\n"));
    }

    void pipe_andAnInputKeptOpen()
    {
        // `printf | wc -l` without a shell between them.
        ToolProcess from;
        ToolProcess to;
        from.setProgram(kShell, {u"-c"_s, u"printf 'a\\nb\\n'"_s});
        to.setProgram(kShell, {u"-c"_s, u"wc -l"_s});
        ToolProcess::pipe(from, to);
        QSignalSpy fromDone(&from, &ToolProcess::finished);
        QSignalSpy toDone(&to, &ToolProcess::finished);
        to.start();
        from.start();
        QVERIFY(toDone.wait(5000));
        QTRY_COMPARE(fromDone.size(), 1);
        QCOMPARE(toDone.constFirst().constFirst().value<ProcessResult>().standardOutput.trimmed(), QByteArray("2"));

        // A holder reads until its stdin is closed.
        ToolProcess held;
        held.setKeepStandardInputOpen(true);
        held.setStandardInput("first\n");
        held.setProgram(kShell, {u"-c"_s, u"cat; echo closed"_s});
        QSignalSpy started(&held, &ToolProcess::started);
        QSignalSpy done(&held, &ToolProcess::finished);
        held.start();
        QVERIFY(started.wait(5000));
        QVERIFY(!done.wait(300)); // still reading
        held.closeStandardInput();
        QVERIFY(done.wait(5000));
        QCOMPARE(done.constFirst().constFirst().value<ProcessResult>().standardOutput, QByteArray("first\nclosed\n"));
    }

    void failedToStart_namesTheProgram_later()
    {
        ToolProcess process;
        process.setProgram(u"/nonexistent/ptq-no-such-tool"_s, {u"--version"_s});
        QSignalSpy spy(&process, &ToolProcess::finished);
        process.start();
        QCOMPARE(spy.size(), 0); // never from inside start()
        QVERIFY(spy.wait(5000));
        const auto result = spy.constFirst().constFirst().value<ProcessResult>();
        QCOMPARE(result.ending, ProcessResult::Ending::FailedToStart);
        QVERIFY(!result.ran());
        QVERIFY2(result.message.contains(u"/nonexistent/ptq-no-such-tool"_s), qPrintable(result.message));
        QVERIFY(!result.errorString.isEmpty());
        QCOMPARE(spy.size(), 1);
    }

    void secretArgument_neverInTheMessage()
    {
        const QString secret = u"s3cret-index-password"_s;
        const QString token = u"hf_"_s + QString(34, u'x');
        ToolProcess process;
        // The script says both back on stderr: the message quotes what the tool said last.
        process.setProgram(kShell, {u"-c"_s, u"echo \"bad $1 $2\" >&2; exit 2"_s, u"sh"_s, secret, token});
        process.setSecretArguments({3});
        ptq::SecretRedactor redactor;
        redactor.addSecret(secret.toUtf8());
        process.setRedactor(redactor);
        const ProcessResult result = run(process);
        QCOMPARE(result.exitCode, 2);
        for (const QString &text : {result.message, result.command, process.command()}) {
            QVERIFY2(!text.contains(secret), qPrintable(text));
            QVERIFY2(!text.contains(token), qPrintable(text)); // shaped like a Hub token: always taken out
            QVERIFY2(text.contains(u"[redacted]"_s), qPrintable(text));
        }
        QVERIFY2(result.message.contains(u"/bin/sh"_s), qPrintable(result.message));
        // Marked secret, it is taken out even when no redactor knows it.
        QVERIFY(!ToolProcess::displayCommand(u"tool"_s, {u"--password"_s, secret}, {1}).contains(secret));
        QCOMPARE(ToolProcess::displayCommand(u"tool"_s, {u"a b"_s, u"it's"_s}), u"tool 'a b' 'it'\\''s'"_s);
        // A long word is shortened only after it was redacted: no half of a secret is left to show.
        const QString script = QString(140, u'x') + u" "_s + token + u" "_s + QString(100, u'y'); // the cut at 160 falls in the token
        const QString shown = ToolProcess::displayCommand(u"python"_s, {u"-c"_s, script});
        QVERIFY2(!shown.contains(u"hf_"_s) && shown.contains(u"[redacted]"_s) && shown.size() < 200, qPrintable(shown));
    }

    void timeout_killsTheGroup()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"grandchild"_s);
        ToolProcess process;
        process.setTimeoutMs(500);
        process.setGraceMs(300);
        // A grandchild in the background that would outlive its parent, then the child waits.
        process.setProgram(kShell, {u"-c"_s, u"sleep 60 & echo \"$!.\" > \"$1\"; sleep 60; echo never"_s, u"sh"_s, file});
        QElapsedTimer clock;
        clock.start();
        const ProcessResult result = run(process);
        QCOMPARE(result.ending, ProcessResult::Ending::TimedOut);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(result.signal, SIGTERM);
        QVERIFY(result.message.contains(u"/bin/sh"_s));
        QVERIFY(!result.standardOutput.contains("never"));
        const pid_t grandchild = pidFrom(file);
        QVERIFY(grandchild > 0);
        QVERIFY2(diesWithin(grandchild, 3000), "the grandchild outlived the timeout");
    }

    void cancel_termThenKill_whenTermIsTrapped()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"child"_s);
        ToolProcess process;
        process.setGraceMs(700);
        bool ready = false;
        process.setStandardOutputLineHandler([&ready](const QByteArray &line) { ready = ready || line == "ready"; });
        process.setProgram(kShell, {u"-c"_s, u"trap '' TERM; echo \"$$.\" > \"$1\"; echo ready; while :; do sleep 0.05; done"_s,
                                    u"sh"_s, file});
        QSignalSpy spy(&process, &ToolProcess::finished);
        process.start();
        QTRY_VERIFY_WITH_TIMEOUT(ready, 5000);
        const pid_t child = pidFrom(file);
        QCOMPARE(qint64(child), process.processId());
        QElapsedTimer clock;
        clock.start();
        process.cancel();
        QVERIFY(spy.wait(5000));
        QVERIFY2(clock.elapsed() >= 600, qPrintable(QString::number(clock.elapsed()))); // TERM was ignored: the grace ran out
        const auto result = spy.constFirst().constFirst().value<ProcessResult>();
        QCOMPARE(result.ending, ProcessResult::Ending::Cancelled);
        QCOMPARE(result.signal, SIGKILL);
        QVERIFY(!alive(child));
    }

    void cancel_termIsEnoughForAPoliteChild()
    {
        ToolProcess process;
        process.setGraceMs(10'000);
        process.setProgram(kShell, {u"-c"_s, u"exec sleep 60"_s});
        QSignalSpy started(&process, &ToolProcess::started);
        QSignalSpy spy(&process, &ToolProcess::finished);
        process.start();
        QVERIFY(started.wait(5000));
        QElapsedTimer clock;
        clock.start();
        process.cancel();
        QVERIFY(spy.wait(5000));
        QVERIFY(clock.elapsed() < 5000);
        const auto result = spy.constFirst().constFirst().value<ProcessResult>();
        QCOMPARE(result.ending, ProcessResult::Ending::Cancelled);
        QCOMPARE(result.signal, SIGTERM);
        QVERIFY2(result.message.contains(u"sleep 60"_s), qPrintable(result.message));
    }

    void leftoverWorkers_goWithTheLeader()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"worker"_s);
        ToolProcess process;
        process.setGraceMs(300);
        process.setProgram(kShell, {u"-c"_s, u"sleep 60 >/dev/null 2>&1 & echo \"$!.\" > \"$1\"; exit 0"_s, u"sh"_s, file});
        QVERIFY(run(process).succeeded());
        const pid_t worker = pidFrom(file);
        QVERIFY(worker > 0);
        QVERIFY2(diesWithin(worker, 3000), "a worker outlived its leader");
    }

    void destructor_killsTheGroup()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"grandchild"_s);
        auto process = std::make_unique<ToolProcess>();
        process->setProgram(kShell, {u"-c"_s, u"sleep 60 & echo \"$!.\" > \"$1\"; sleep 60"_s, u"sh"_s, file});
        process->start();
        const pid_t grandchild = pidFrom(file);
        QVERIFY(grandchild > 0);
        const pid_t child = pid_t(process->processId());
        process.reset();
        QVERIFY(!alive(child));
        QVERIFY(diesWithin(grandchild, 3000));
    }

    void niceness_isLowered()
    {
        ToolProcess process;
        process.setNiceIncrement(5);
        process.setProgram(kShell, {u"-c"_s, u"cut -d' ' -f19 /proc/self/stat"_s});
        errno = 0;
        const int now = ::getpriority(PRIO_PROCESS, 0);
        QCOMPARE(errno, 0);
        const int got = run(process).standardOutput.trimmed().toInt();
        QCOMPARE(got, std::min(now + 5, 19));
    }

    void parentDeath_killsTheChild()
    {
        // A helper (this test in another mode) starts `sleep` through the class; killing the helper
        // with SIGKILL, which it cannot handle, must take the child with it.
        QTemporaryDir dir;
        const QString file = dir.filePath(u"child"_s);
        ToolProcess helper;
        helper.setProgram(QCoreApplication::applicationFilePath(), {u"--parent-death-helper"_s, file});
        QSignalSpy spy(&helper, &ToolProcess::finished);
        helper.start();
        const pid_t child = pidFrom(file);
        QVERIFY(child > 0);
        QVERIFY(alive(child));
        ::kill(pid_t(helper.processId()), SIGKILL);
        QVERIFY(spy.wait(5000));
        QVERIFY2(diesWithin(child, 3000), "the child outlived its parent");
    }
};

// The parent-death helper: starts a child that writes its PID, then waits to be killed.
static int parentDeathHelper(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString file = QString::fromLocal8Bit(argv[2]);
    ToolProcess process;
    process.setProgram(kShell, {u"-c"_s, u"echo \"$$.\" > \"$1\"; exec sleep 60"_s, u"sh"_s, file});
    QObject::connect(&process, &ToolProcess::finished, &app, [] { QCoreApplication::exit(1); });
    process.start();
    return app.exec();
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--parent-death-helper") == 0)
        return parentDeathHelper(argc, argv);
    QCoreApplication app(argc, argv);
    TestProcess test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_process.moc"
