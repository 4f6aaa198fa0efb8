// `ptq-studio env …` run as a user on a server runs it: the real binary, no display, a private
// HOME and XDG_DATA_HOME (so AppDataLocation is the test's), and a PATH that holds only the fake
// interpreter (tests/fakes/fake_pip.cpp, as python3.11: what it prints for `pip install` is real
// pip output, replayed) and, where a test wants a GPU, the fake nvidia-smi. The recipe is the
// real one, from the lock files the binary ships.
#include "env/envdefaults.h"
#include "env/envmanager.h"
#include "env/envrecipe.h"
#include "env/pipprogress.h"
#include "workflow/envsetupsession.h"
#include "workflow/envsetupstep.h"

#include "artifacts/artifactio.h"
#include "artifacts/json.h"
#include "command/commandline.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;

namespace {

QByteArray sourceFile(const QString &relative)
{
    QFile f(PTQ_SOURCE_DIR + u'/' + relative);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

struct Ran
{
    int code = -1;
    QString out;
    QString err;
};

/// One user's machine: a private home, the fake python3.11 on PATH, nothing else.
struct Machine
{
    QTemporaryDir root;
    QProcessEnvironment env;

    Machine()
    {
        const QString bin = root.filePath(u"bin"_s);
        QDir().mkpath(bin);
        QFile::link(PTQ_FAKE_PIP, bin + u"/python3.11"_s);
        env = QProcessEnvironment::systemEnvironment();
        env.remove(u"PIP_INDEX_URL"_s);
        env.remove(u"PIP_EXTRA_INDEX_URL"_s);
        env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        env.insert(u"LANG"_s, u"C.UTF-8"_s);
        env.remove(u"LANGUAGE"_s);
        env.insert(u"PATH"_s, bin);
        env.insert(u"HOME"_s, root.filePath(u"home"_s));
        env.insert(u"XDG_DATA_HOME"_s, root.filePath(u"data"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, root.filePath(u"config"_s));
        env.insert(u"ROCM_PATH"_s, root.filePath(u"no-rocm"_s)); // this machine's ROCm is not the test's
        env.insert(u"FAKE_PIP_FIXTURES"_s, PTQ_FIXTURES_DIR + u"/pip"_s);
        env.insert(u"FAKE_PIP_ARGV_LOG"_s, argvLog());
        env.insert(u"FAKE_PIP_TORCH"_s, u"pip23_cached"_s);
        env.insert(u"FAKE_PIP_LOCK"_s, u"pip23_nodeps_req"_s);
        QDir().mkpath(root.filePath(u"home"_s));
    }
    QString python() const { return root.filePath(u"bin/python3.11"_s); }
    QString argvLog() const { return root.filePath(u"argv.log"_s); }
    QString dataDir() const { return root.filePath(u"data"_s); }
    /// Where the app keeps environments.json: AppDataLocation under this XDG_DATA_HOME.
    QString appData() const { return dataDir() + u"/ptq-studio"_s; }
    QString registryPath() const { return appData() + u"/environments.json"_s; }
    /// New environments go where no space is in the path (amd-quark's kernel build splits on it).
    QString environmentsDir() const { return dataDir() + u"/ptq-studio/environments"_s; }

    Ran run(const QStringList &args) const
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(PTQ_STUDIO_BINARY, QStringList{u"env"_s} + args);
        Ran r;
        if (!p.waitForFinished(60000))
            p.kill();
        p.waitForFinished();
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }
    /// Every file and folder under the data and home folders, with sizes: what "nothing was
    /// created" compares.
    QStringList tree() const
    {
        QStringList all;
        for (const QString &top : {dataDir(), root.filePath(u"home"_s)}) {
            QDirIterator it(top, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                it.next();
                all.append(it.filePath() + u' ' + QString::number(it.fileInfo().size()));
            }
        }
        all.sort();
        return all;
    }
    int invocations() const
    {
        QFile f(argvLog());
        return f.open(QIODevice::ReadOnly) ? int(f.readAll().count('\n')) : 0;
    }
    /// The recipe the setup dialog would make for this machine (CPU, pip 23.2.1) in @p folder.
    EnvRecipe expectedRecipe(const QString &folder, const QMap<QString, QString> &environment = {}) const
    {
        RecipeInput in;
        in.python = python();
        in.targetDir = folder;
        in.accelerator = Accelerator::cpu();
        in.lockText = sourceFile(u"packaging/quark-env.lock"_s);
        in.managedText = sourceFile(u"packaging/quark-env-managed.lock"_s);
        in.environment = environment;
        return EnvRecipeBuilder::withProgressBar(EnvRecipeBuilder::build(in), QVersionNumber(23, 2, 1));
    }
};

/// Whether @p pid names a running process (a zombie has ended).
bool runs(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (pid <= 0 || !stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && text.mid(close + 2, 1) != "Z";
}

QString digestIn(const QString &out)
{
    static const QRegularExpression re(u"--approve ([0-9a-f]{64})\\b"_s);
    return re.match(out).captured(1);
}

QString lineValue(const QString &out, const QString &label)
{
    const QRegularExpression re(u"^"_s + QRegularExpression::escape(label) + u" (.*)$"_s, QRegularExpression::MultilineOption);
    return re.match(out).captured(1);
}

Json parseJson(const QString &text)
{
    return Json::parse(text.toStdString(), nullptr, false);
}

} // namespace

class TestCliEnv : public QObject
{
    Q_OBJECT

private slots:
    void create_withoutApproval_printsTheCommands_andChangesNothing()
    {
        Machine m;
        const QStringList before = m.tree();
        const Ran r = m.run({u"create"_s});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QString digest = digestIn(r.out);
        QCOMPARE(digest.size(), 64);
        QCOMPARE(lineValue(r.out, u"Digest:"_s), digest);

        // The same folder and the same commands (so the same digest) as the setup dialog's.
        const QString folder = EnvDefaults::proposedFolder(m.environmentsDir(), sourceFile(u"packaging/quark-env.lock"_s),
                                                           u"cpu"_s);
        QCOMPARE(lineValue(r.out, u"Folder:"_s), folder);
        QVERIFY(folder.endsWith(u"/quark-0.13-cpu"_s));
        QVERIFY2(!folder.contains(u' '), qPrintable(folder));
        const EnvRecipe expected = m.expectedRecipe(folder);
        QCOMPARE(digest, QString::fromLatin1(expected.digest()));
        for (const EnvStep &step : expected.steps)
            QVERIFY2(r.out.contains(step.display()), qPrintable(step.display()));
        QVERIFY(r.out.contains(u"Accelerator: no GPU found"_s));
        QVERIFY(r.out.contains(u"Download in total: about "_s));
        const QString line = shellJoin({u"ptq-studio"_s, u"env"_s, u"create"_s, u"--folder"_s, folder, u"--python"_s,
                                        m.python(), u"--approve"_s, digest});
        QVERIFY2(r.out.contains(u"  "_s + line + u'\n'), qPrintable(line));

        // Only the read-only probes ran (ensurepip.version(), pip config list); nothing was made.
        QCOMPARE(m.invocations(), 2);
        QCOMPARE(m.tree(), before);
        QVERIFY(!QFileInfo::exists(m.registryPath()));
        QVERIFY(!QFileInfo::exists(folder));

        // --json: the same proposal, as a document.
        const Ran j = m.run({u"create"_s, u"--json"_s});
        QCOMPARE(j.code, 0);
        const Json doc = parseJson(j.out);
        QVERIFY2(doc.is_object(), qPrintable(j.out));
        QCOMPARE(jsonString(doc, "digest"), digest);
        QCOMPARE(jsonString(doc, "folder"), folder);
        QCOMPARE(qsizetype(doc["steps"].size()), expected.steps.size());
        QCOMPARE(m.tree(), before);

        // The setup dialog's own workflow (EnvSetupSession, driven here without the dialog) on
        // this machine proposes that folder and that digest: one proposal, two front ends.
        EnvSetupSession session;
        session.setProcessEnvironment(m.env);
        session.setRegistryPath(m.registryPath());
        session.setEnvironmentsDir(m.environmentsDir());
        session.setPython(m.python());
        QSignalSpy proposed(&session, &EnvSetupSession::proposalChanged);
        QVERIFY(session.start());
        QVERIFY(proposed.wait(15000));
        QCOMPARE(session.folder(), folder);
        QCOMPARE(QString::fromLatin1(session.recipe().digest()), digest);
        QCOMPARE(m.tree(), before);
    }

    /// A folder that holds files is refused before anything runs, in the dialog's words.
    void create_intoAFolderThatHoldsFiles_isRefusedAtTheGate()
    {
        Machine m;
        const QString folder = m.root.filePath(u"home/taken"_s);
        QVERIFY(QDir().mkpath(folder));
        QFile(folder + u"/notes.txt"_s).open(QIODevice::WriteOnly);
        const Ran r = m.run({u"create"_s, u"--folder"_s, folder});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(u"%1 already holds files: choose a new or an empty folder."_s.arg(folder)), qPrintable(r.err));
        QCOMPARE(m.invocations(), 2); // the read-only pip probes (version, settings), nothing else
        QVERIFY(!QFileInfo::exists(m.registryPath()));
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{u"notes.txt"_s});
    }

    void create_withANewPip_asksForRawProgress()
    {
        Machine m;
        m.env.insert(u"FAKE_ENSUREPIP"_s, u"24.2"_s);
        const Ran r = m.run({u"create"_s});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(u"pip install --progress-bar raw"_s));
        const QString folder = lineValue(r.out, u"Folder:"_s);
        const EnvRecipe raw = EnvRecipeBuilder::withProgressBar(m.expectedRecipe(folder), QVersionNumber(24, 2));
        QCOMPARE(digestIn(r.out), QString::fromLatin1(raw.digest()));
    }

    /// Where pip's settings can be read (FAKE_PIP_CONFIG), uv installs: pip puts it into the venv,
    /// then the venv's uv installs PyTorch and the lock, with pip's find-links handed over.
    /// --installer pip is another set of commands (another digest); anything else is a usage error.
    void create_withUv_runsToReady_andPipOnRequest()
    {
        Machine m;
        m.env.insert(u"FAKE_PIP_CONFIG"_s, u"global.find-links='/opt/wheels'\n"_s);
        const Ran proposal = m.run({u"create"_s, u"--name"_s, u"u1"_s});
        QCOMPARE(proposal.code, 0);
        QVERIFY2(proposal.out.contains(u"Install uv 0.13.9 into the environment with pip"_s), qPrintable(proposal.out));
        QVERIFY(proposal.out.contains(u"/bin/uv pip install --python "_s));
        QVERIFY(proposal.out.contains(u"UV_FIND_LINKS=/opt/wheels"_s));
        QVERIFY(proposal.out.contains(u"find-links ([global]) as UV_FIND_LINKS"_s));
        const QString digest = digestIn(proposal.out);
        const Ran r = m.run({u"create"_s, u"--name"_s, u"u1"_s, u"--approve"_s, digest});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(u"==> [6/6] "_s));
        QVERIFY(r.out.contains(u"Ready: u1 in "_s));

        const Ran pip = m.run({u"create"_s, u"--name"_s, u"p1"_s, u"--installer"_s, u"pip"_s});
        QCOMPARE(pip.code, 0);
        QVERIFY(!pip.out.contains(u"/bin/uv"_s));
        QVERIFY2(pip.out.contains(u"--installer pip --approve "_s), qPrintable(pip.out));
        QVERIFY(digestIn(pip.out) != digestIn(m.run({u"create"_s, u"--name"_s, u"p1"_s}).out));
        const Ran bad = m.run({u"create"_s, u"--installer"_s, u"conda"_s});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(u"--installer is uv or pip, not \"conda\""_s), qPrintable(bad.err));
    }

    void create_approved_runsToReady_andListShowsIt()
    {
        Machine m;
        const Ran proposal = m.run({u"create"_s, u"--name"_s, u"q1"_s});
        QCOMPARE(proposal.code, 0);
        const QString digest = digestIn(proposal.out);
        const QString folder = lineValue(proposal.out, u"Folder:"_s);
        QVERIFY(!digest.isEmpty());

        const Ran r = m.run({u"create"_s, u"--name"_s, u"q1"_s, u"--approve"_s, digest});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(u"==> [1/5] "_s));
        QVERIFY(r.out.contains(u"==> [5/5] "_s));
        QVERIFY(r.out.contains(PipProgress::phaseName(PipProgress::Phase::Done)));
        QVERIFY(r.out.contains(u"Ready: q1 in "_s + folder));
        // The full log, named at the start and at the end.
        static const QRegularExpression logStart(u"the full log is (.+\\.log)$"_s, QRegularExpression::MultilineOption);
        const QString log = logStart.match(r.out).captured(1);
        QVERIFY2(QFileInfo(log).isFile(), qPrintable(r.out));
        QVERIFY(r.out.contains(u"The full log: "_s + log));
        QVERIFY(QFileInfo(folder + u"/.ptq-ready"_s).isFile());
        // pip's progress in lines, not its raw output.
        QVERIFY(!r.out.contains(u"Successfully installed"_s));

        const Ran list = m.run({u"list"_s});
        QCOMPARE(list.code, 0);
        QVERIFY2(list.out.contains(u"q1  ready"_s), qPrintable(list.out));
        QVERIFY(list.out.contains(u"amd-quark 0.13, torch 2.14.1+cpu, Python 3.11.7, accelerator cpu"_s));

        const Ran json = m.run({u"list"_s, u"--json"_s});
        QCOMPARE(json.code, 0);
        const Json doc = parseJson(json.out);
        QVERIFY2(doc.is_array() && doc.size() == 1, qPrintable(json.out));
        QCOMPARE(jsonString(doc[0], "name"), u"q1"_s);
        QCOMPARE(jsonString(doc[0], "state"), u"ready"_s);
        QCOMPARE(jsonString(doc[0], "path"), folder);
        QCOMPARE(jsonString(doc[0], "quark"), u"0.13"_s);
        QCOMPARE(jsonString(doc[0], "torch"), u"2.14.1+cpu"_s);
        QCOMPARE(jsonString(doc[0], "python"), u"3.11.7"_s);
        QCOMPARE(jsonString(doc[0], "accelerator"), u"cpu"_s);
        QCOMPARE(jsonString(doc[0], "log"), log);

        // Made: the next proposal goes to a new folder, whose digest is another.
        const Ran next = m.run({u"create"_s});
        QCOMPARE(lineValue(next.out, u"Folder:"_s), folder + u"-2"_s);
        QVERIFY(digestIn(next.out) != digest);
    }

    void create_wrongDigest_isRefused_andCreatesNothing()
    {
        Machine m;
        const Ran proposal = m.run({u"create"_s});
        const QString digest = digestIn(proposal.out);
        const QStringList before = m.tree();
        const Ran wrong = m.run({u"create"_s, u"--approve"_s, QString(64, u'0')});
        QCOMPARE(wrong.code, 3);
        QVERIFY2(wrong.err.contains(u"refused"_s), qPrintable(wrong.err));
        QVERIFY(wrong.err.contains(u"without --approve"_s));
        // The index changed since the digest was printed: refused too.
        m.env.insert(u"PIP_INDEX_URL"_s, u"https://mirror.example/simple"_s);
        const Ran moved = m.run({u"create"_s, u"--approve"_s, digest});
        QCOMPARE(moved.code, 3);
        QCOMPARE(m.invocations(), 6); // the three pip probes (version and settings each), nothing else
        QCOMPARE(m.tree(), before);
        QVERIFY(!QFileInfo::exists(m.registryPath()));
        // …and that index is honoured and shown.
        const Ran mirror = m.run({u"create"_s});
        QVERIFY(mirror.out.contains(u"PIP_INDEX_URL=https://mirror.example/simple"_s));
        QVERIFY(!mirror.out.contains(u"download.pytorch.org"_s));
        QCOMPARE(digestIn(mirror.out),
                 QString::fromLatin1(m.expectedRecipe(lineValue(mirror.out, u"Folder:"_s),
                                                      {{u"PIP_INDEX_URL"_s, u"https://mirror.example/simple"_s}})
                                         .digest()));
    }

    void create_pipFails_exitsOne_withTheClassifiedError_andTheLog()
    {
        Machine m;
        m.env.insert(u"FAKE_PIP_TORCH"_s, u"pip23_nodns"_s);
        const QString digest = digestIn(m.run({u"create"_s}).out);
        const Ran r = m.run({u"create"_s, u"--approve"_s, digest});
        QCOMPARE(r.code, 1);
        // The message PipProgress makes of this very output.
        PipProgress pip;
        pip.feed(sourceFile(u"tests/fixtures/pip/pip23_nodns.txt"_s));
        pip.finish(1);
        QCOMPARE(pip.state().error.kind, PipProgress::ErrorKind::NoNetwork);
        QVERIFY2(r.err.contains(pip.state().error.message), qPrintable(r.err));
        QVERIFY(r.err.contains(u"step 2 of 5 failed"_s));
        static const QRegularExpression logEnd(u"^The full log: (.+\\.log)$"_s, QRegularExpression::MultilineOption);
        const QString log = logEnd.match(r.err).captured(1);
        QVERIFY2(QFileInfo(log).isFile(), qPrintable(r.err));
        QVERIFY(r.out.contains(u"the full log is "_s + log)); // named at the start too
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("ERROR: No matching distribution found for six==1.15.0"));

        const Json list = parseJson(m.run({u"list"_s, u"--json"_s}).out);
        QCOMPARE(list.size(), size_t(1));
        QCOMPARE(jsonString(list[0], "state"), u"broken"_s);
        QVERIFY(m.run({u"list"_s}).out.contains(u"  broken"_s));
    }

    void remove_withoutYes_deletesNothing_withYes_deletesTheFolder_keepsTheLog()
    {
        Machine m;
        // --json: the proposal and the outcome as documents on stdout, the progress on stderr.
        const Json proposal = parseJson(m.run({u"create"_s, u"--json"_s}).out);
        const QString digest = jsonString(proposal, "digest");
        QVERIFY(jsonString(proposal, "approve").endsWith(u" --json --approve "_s + digest));
        const Ran made = m.run({u"create"_s, u"--json"_s, u"--approve"_s, digest});
        QCOMPARE(made.code, 0);
        const Json outcome = parseJson(made.out);
        QVERIFY2(outcome.is_object(), qPrintable(made.out));
        QCOMPARE(jsonString(outcome, "outcome"), u"succeeded"_s);
        QCOMPARE(jsonString(outcome["environment"], "state"), u"ready"_s);
        QVERIFY(made.err.contains(u"==> [5/5] "_s));
        const Json list = parseJson(m.run({u"list"_s, u"--json"_s}).out);
        const QString name = jsonString(list[0], "name"), folder = jsonString(list[0], "path"),
                      log = jsonString(list[0], "log");
        QCOMPARE(name, u"quark-0.13-cpu"_s);

        const QStringList before = m.tree();
        const Ran dry = m.run({u"remove"_s, name});
        QCOMPARE(dry.code, 0);
        QVERIFY(dry.out.contains(folder));
        QVERIFY(dry.out.contains(u"ptq-studio env remove "_s + name + u" --yes"_s));
        QCOMPARE(m.tree(), before);

        const Ran removed = m.run({u"remove"_s, name, u"--yes"_s});
        QVERIFY2(removed.code == 0, qPrintable(removed.err));
        QVERIFY(!QFileInfo::exists(folder));
        QVERIFY(QFileInfo(log).isFile());
        QCOMPARE(parseJson(m.run({u"list"_s, u"--json"_s}).out).size(), size_t(0));
        QCOMPARE(m.run({u"remove"_s, name, u"--yes"_s}).code, 1); // not registered any more
    }

    void sigterm_duringPip_cancels_andRemovesTheHalfMadeFolder()
    {
        Machine m;
        m.env.insert(u"FAKE_PIP_PAUSE_STEP"_s, u"torch"_s);
        m.env.insert(u"FAKE_PIP_PAUSE_MS"_s, u"60000"_s);
        const Ran proposal = m.run({u"create"_s});
        const QString digest = digestIn(proposal.out), folder = lineValue(proposal.out, u"Folder:"_s);
        QProcess p;
        p.setProcessEnvironment(m.env);
        p.start(PTQ_STUDIO_BINARY, {u"env"_s, u"create"_s, u"--approve"_s, digest});
        QVERIFY(p.waitForStarted());
        // pip (the torch step) has said something, then is silent: the fake's pause.
        QString out;
        QElapsedTimer t;
        t.start();
        static const QRegularExpression talking(u"==> \\[2/5\\][^\n]*\n    \\$[^\n]*\n    \\S"_s);
        while (t.elapsed() < 20000 && !talking.match(out).hasMatch()) {
            p.waitForReadyRead(100);
            out += QString::fromUtf8(p.readAllStandardOutput());
        }
        QVERIFY2(talking.match(out).hasMatch(), qPrintable(out));
        QVERIFY(QFileInfo::exists(folder + u"/bin/python"_s));
        ::kill(pid_t(p.processId()), SIGTERM);
        t.restart();
        QVERIFY(p.waitForFinished(15000));
        QVERIFY2(t.elapsed() < 8000, "pip ended at SIGTERM; no wait for the 10 s grace");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit); // handled, not killed by it
        QVERIFY(p.exitCode() != 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(u"SIGTERM received: cancelling"_s), qPrintable(err));
        QVERIFY(err.contains(u"cancelled; "_s + folder + u" was removed"_s));
        QVERIFY(!QFileInfo::exists(folder));
        QVERIFY(!QFileInfo::exists(folder + u"/bin/python"_s));
        QCOMPARE(parseJson(m.run({u"list"_s, u"--json"_s}).out).size(), size_t(0));
    }

    void repair_reinstallsWhatIsMissing()
    {
        Machine m;
        const QString made = digestIn(m.run({u"create"_s, u"--name"_s, u"r"_s}).out);
        QCOMPARE(m.run({u"create"_s, u"--name"_s, u"r"_s, u"--approve"_s, made}).code, 0);
        const QString folder = jsonString(parseJson(m.run({u"list"_s, u"--json"_s}).out)[0], "path");
        QProcess uninstall;
        uninstall.setProcessEnvironment(m.env);
        uninstall.start(folder + u"/bin/python"_s, {u"-m"_s, u"pip"_s, u"uninstall"_s, u"-y"_s, u"datasets"_s});
        QVERIFY(uninstall.waitForFinished(10000));
        QCOMPARE(uninstall.exitCode(), 0);

        const Ran proposal = m.run({u"repair"_s, u"r"_s});
        QVERIFY2(proposal.code == 0, qPrintable(proposal.out + proposal.err));
        QVERIFY(proposal.out.contains(u"datasets==5.2.0"_s));
        const QString digest = digestIn(proposal.out);
        QVERIFY(proposal.out.contains(u"ptq-studio env repair r --approve "_s + digest));
        QCOMPARE(m.run({u"repair"_s, u"r"_s, u"--approve"_s, QString(64, u'1')}).code, 3);
        const Ran r = m.run({u"repair"_s, u"r"_s, u"--approve"_s, digest});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(u"==> [1/3] "_s));
        QCOMPARE(jsonString(parseJson(m.run({u"list"_s, u"--json"_s}).out)[0], "state"), u"ready"_s);
        QCOMPARE(m.run({u"repair"_s, u"nobody"_s}).code, 1);
    }

    void gpuWithoutAFittingBuild_isNamed_andIndexUrlIsUsed()
    {
        Machine m;
        // The fake nvidia-smi: driver 550.54.15 (CUDA 12.4), older than every CUDA build of the lock.
        QVERIFY(QFile::link(PTQ_FAKE_TOOL, m.root.filePath(u"bin/nvidia-smi"_s)));
        const Ran r = m.run({u"create"_s, u"--index-url"_s, u"https://mirror.example/whl/cpu"_s});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(u"Accelerator: NVIDIA GPU, CUDA 12.4"_s), qPrintable(r.out));
        QVERIFY(r.out.contains(u"PyTorch build: cpu"_s));
        QVERIFY(r.out.contains(u"--index-url https://mirror.example/whl/cpu torch==2.14.1+cpu"_s));
        QVERIFY(r.out.contains(u"--index-url https://mirror.example/whl/cpu --approve "_s));
        // An empty URL: pip's own configuration, no --index-url at all.
        const Ran own = m.run({u"create"_s, u"--index-url="_s});
        QCOMPARE(own.code, 0);
        QVERIFY(!own.out.contains(u"pip install --no-input --index-url"_s));
    }

    /// Issue #36 item 4: an index URL with credentials is never in an argv: ptq-studio refuses it
    /// there and takes it from a variable the user names; pip gets it through its environment.
    void indexUrlWithCredentials_neverInAnArgv()
    {
        Machine m;
        m.env.insert(u"FAKE_PIP_INDEX_LOG"_s, m.root.filePath(u"index.log"_s));
        const QString url = u"https://alice:s3cretTok3nValue@mirror.example/whl/cpu"_s;
        const Ran given = m.run({u"create"_s, u"--index-url"_s, url});
        QCOMPARE(given.code, 2);
        QVERIFY2(given.err.contains(u"--index-url-from-env"_s), qPrintable(given.err));
        QVERIFY(!given.err.contains(u"s3cretTok3nValue"_s));
        QVERIFY(m.run({u"create"_s, u"--index-url-from-env"_s, u"NOT_SET_HERE"_s}).code == 2);

        m.env.insert(u"MY_INDEX"_s, url);
        const QString folder = m.environmentsDir() + u"/q"_s;
        const QStringList args = {u"create"_s, u"--folder"_s, folder, u"--index-url-from-env"_s, u"MY_INDEX"_s};
        const Ran proposal = m.run(args);
        QVERIFY2(proposal.code == 0, qPrintable(proposal.out + proposal.err));
        QVERIFY(!proposal.out.contains(u"s3cretTok3nValue"_s));
        QVERIFY2(proposal.out.contains(u"[redacted]@mirror.example/whl/cpu"_s), qPrintable(proposal.out));
        QVERIFY2(proposal.out.contains(u" --index-url-from-env MY_INDEX --approve "_s), qPrintable(proposal.out));
        const Ran ran = m.run(args + QStringList{u"--approve"_s, digestIn(proposal.out)});
        QVERIFY2(ran.code == 0, qPrintable(ran.out + ran.err));
        QFile argv(m.argvLog());
        QVERIFY(argv.open(QIODevice::ReadOnly));
        const QByteArray argvs = argv.readAll();
        QVERIFY(argvs.contains("torch==2.14.1+cpu"));
        QVERIFY2(!argvs.contains("s3cretTok3nValue") && !argvs.contains("alice"), argvs.constData());
        QFile index(m.root.filePath(u"index.log"_s));
        QVERIFY(index.open(QIODevice::ReadOnly));
        QVERIFY(index.readAll().split('\n').contains(url.toUtf8())); // pip had it, in its environment
        QFile registry(m.registryPath());
        QVERIFY(registry.open(QIODevice::ReadOnly));
        QVERIFY(!registry.readAll().contains("s3cretTok3nValue"));
    }

    /// Issue #36 items 5 and 16: a setup running in another process is listed as being set up,
    /// cannot be removed, and its folder cannot be set up twice; killed (SIGKILL), it leaves what
    /// pip started running, until the next start stops that and records the setup as broken.
    void setupInAnotherProcess_isBusy_andWhatAKilledOneLeftIsStopped()
    {
        Machine m;
        const QString helperFile = m.root.filePath(u"helper.pid"_s);
        m.env.insert(u"FAKE_PIP_PAUSE_STEP"_s, u"torch"_s);
        m.env.insert(u"FAKE_PIP_PAUSE_MS"_s, u"60000"_s);
        m.env.insert(u"FAKE_PIP_HELPER_PID_FILE"_s, helperFile);
        const QString folder = m.environmentsDir() + u"/busy"_s;
        const Ran proposal = m.run({u"create"_s, u"--folder"_s, folder});
        const QString digest = digestIn(proposal.out);
        QVERIFY2(!digest.isEmpty(), qPrintable(proposal.out + proposal.err));
        QProcess p;
        p.setProcessEnvironment(m.env);
        p.start(PTQ_STUDIO_BINARY, {u"env"_s, u"create"_s, u"--folder"_s, folder, u"--approve"_s, digest});
        QVERIFY(p.waitForStarted());
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 20000 && !QFileInfo::exists(helperFile))
            p.waitForReadyRead(50);
        QFile pidFile(helperFile);
        QVERIFY2(pidFile.open(QIODevice::ReadOnly), "pip's helper did not start");
        const qint64 helper = pidFile.readAll().trimmed().toLongLong();
        QVERIFY(runs(helper));

        const Json listed = parseJson(m.run({u"list"_s, u"--json"_s}).out);
        QCOMPARE(jsonString(listed[0], "state"), u"creating"_s);
        QCOMPARE(listed[0].value("setup_pid", qint64(0)), p.processId());
        const Ran removed = m.run({u"remove"_s, u"busy"_s, u"--yes"_s});
        QCOMPARE(removed.code, 1);
        QVERIFY2(removed.err.contains(u"is being set up by process %1"_s.arg(p.processId())), qPrintable(removed.err));
        QVERIFY(QFileInfo::exists(folder + u"/bin/python"_s));
        const auto venvs = [&m] {
            QFile log(m.argvLog());
            return log.open(QIODevice::ReadOnly) ? log.readAll().count("\x1fvenv\x1f") : qsizetype(-1);
        };
        QCOMPARE(venvs(), 1);
        const Ran twice = m.run({u"create"_s, u"--folder"_s, folder, u"--approve"_s, digest});
        QCOMPARE(twice.code, 3);
        QVERIFY2(twice.err.contains(u"is being set up by process"_s), qPrintable(twice.err));
        QCOMPARE(venvs(), 1); // nothing of a second setup ran (only its read-only pip probe)

        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(10000));
        QTest::qWait(200);
        QVERIFY(runs(helper)); // what pip started outlives it (no parent-death signal of its own)
        const Json after = parseJson(m.run({u"list"_s, u"--json"_s}).out);
        QCOMPARE(jsonString(after[0], "state"), u"broken"_s);
        QVERIFY(!after[0].contains("setup_pid"));
        QTRY_VERIFY_WITH_TIMEOUT(!runs(helper), 5000);
        const Ran gone = m.run({u"remove"_s, u"busy"_s, u"--yes"_s});
        QVERIFY2(gone.code == 0, qPrintable(gone.err));
    }

    /// #34: `env create` and the setup dialog's session are two front ends of one step. On a
    /// ROCm machine whose pip has settings (so uv installs, handed them) and with pip's extra
    /// index set, both propose the same folder and the same commands (the same digest).
    void create_onARocmMachine_proposesWhatTheDialogsSessionProposes()
    {
        Machine m;
        QVERIFY(QDir().mkpath(m.root.filePath(u"rocm/.info"_s)));
        QFile version(m.root.filePath(u"rocm/.info/version"_s));
        QVERIFY(version.open(QIODevice::WriteOnly) && version.write("7.2.1-55\n") > 0);
        version.close();
        m.env.insert(u"ROCM_PATH"_s, m.root.filePath(u"rocm"_s));
        m.env.insert(u"FAKE_PIP_CONFIG"_s, u"global.find-links='/opt/wheels'\n"_s);
        m.env.insert(u"PIP_EXTRA_INDEX_URL"_s, u"https://extra.example/simple"_s);
        // uv's cache is named in the commands: the same one here as in the binary's environment.
        const QString cache = m.root.filePath(u"cache"_s);
        m.env.insert(u"XDG_CACHE_HOME"_s, cache);
        const QByteArray oldCache = qgetenv("XDG_CACHE_HOME");
        const bool hadCache = qEnvironmentVariableIsSet("XDG_CACHE_HOME");
        qputenv("XDG_CACHE_HOME", QFile::encodeName(cache));
        const auto restore = qScopeGuard([&] {
            if (hadCache)
                qputenv("XDG_CACHE_HOME", oldCache);
            else
                qunsetenv("XDG_CACHE_HOME");
        });

        const QStringList before = m.tree();
        const Ran r = m.run({u"create"_s});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(u"Accelerator: AMD GPU, ROCm 7.2.1"_s), qPrintable(r.out));
        QVERIFY(r.out.contains(u"PyTorch build: rocm7.2 "_s));
        QVERIFY(r.out.contains(u"/bin/uv pip install --python "_s));
        QVERIFY(r.out.contains(u"UV_FIND_LINKS=/opt/wheels"_s));
        QVERIFY(r.out.contains(u"https://extra.example/simple"_s));
        const QString digest = digestIn(r.out);
        QCOMPARE(digest.size(), 64);

        EnvSetupSession session;
        session.setProcessEnvironment(m.env);
        session.setRegistryPath(m.registryPath());
        session.setEnvironmentsDir(m.environmentsDir());
        session.setPython(m.python());
        QSignalSpy proposed(&session, &EnvSetupSession::proposalChanged);
        QVERIFY(session.start());
        QVERIFY(proposed.wait(15000));
        QCOMPARE(session.folder(), lineValue(r.out, u"Folder:"_s));
        QVERIFY(session.folder().endsWith(u"/quark-0.13-rocm7.2"_s));
        QCOMPARE(QString::fromLatin1(session.recipe().digest()), digest);
        QCOMPARE(m.tree(), before);
    }

    /// `env repair` proposes what the environment-setup step proposes for that environment (its
    /// packages, its pip): the step's repair is the one the command prints and runs.
    void repair_proposesWhatTheSetupStepProposes()
    {
        Machine m;
        const QString made = digestIn(m.run({u"create"_s, u"--name"_s, u"r2"_s}).out);
        QCOMPARE(m.run({u"create"_s, u"--name"_s, u"r2"_s, u"--approve"_s, made}).code, 0);
        const QString folder = jsonString(parseJson(m.run({u"list"_s, u"--json"_s}).out)[0], "path");
        QProcess uninstall;
        uninstall.setProcessEnvironment(m.env);
        uninstall.start(folder + u"/bin/python"_s, {u"-m"_s, u"pip"_s, u"uninstall"_s, u"-y"_s, u"datasets"_s});
        QVERIFY(uninstall.waitForFinished(10000));
        QCOMPARE(uninstall.exitCode(), 0);
        const Ran r = m.run({u"repair"_s, u"r2"_s});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));

        const Result<QMap<QString, QString>> installed = EnvSetupStep::listPackages(folder, m.env);
        QVERIFY2(installed.ok(), installed.ok() ? "" : qPrintable(installed.error().message));
        QVERIFY(!installed->contains(u"datasets"_s));
        const EnvMachineFacts facts = EnvSetupStep::probeMachine(folder + u"/bin/python"_s, true, false, m.env);
        QCOMPARE(facts.pip, QVersionNumber(23, 2, 1));
        EnvRepairRequest request;
        request.folder = folder;
        request.installed = *installed;
        request.pip = facts.pip;
        request.pipSettings = facts.pipSettings;
        request.pipSettingsProblem = facts.pipSettingsProblem;
        request.environment = EnvSetupStep::pipEnvironment(m.env);
        const EnvSetupProposal proposal = EnvSetupStep::proposeRepair(request);
        QCOMPARE(proposal.folder, folder);
        QVERIFY(proposal.recipe.isValid());
        QCOMPARE(digestIn(r.out), QString::fromLatin1(proposal.recipe.digest()));
        for (const EnvStep &step : proposal.recipe.steps)
            QVERIFY2(r.out.contains(step.display()), qPrintable(step.display()));
    }

    void damagedRegistry_isNamed_exitOne()
    {
        Machine m;
        QVERIFY(QDir().mkpath(m.appData()));
        QVERIFY(ArtifactIo::writeAtomically(m.registryPath(), "{\"environments\": [").ok());
        for (const QStringList &args : {QStringList{u"list"_s}, QStringList{u"list"_s, u"--json"_s}, QStringList{u"create"_s}}) {
            const Ran r = m.run(args);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains(m.registryPath()), qPrintable(r.err));
        }
        QCOMPARE(m.run({u"bogus"_s}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliEnv)
#include "tst_cli_env.moc"
