// A workspace decides where the wizard resumes, and only one app instance drives it.
#include "workflow/workspacestate.h"
#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>

using namespace Qt::Literals::StringLiterals;
using ptq::ArtifactKind;
using ptq::ArtifactState;
using ptq::Checkpoint;
using ptq::Json;
using ptq::Workspace;
using ptq::WorkspaceInspector;

Q_DECLARE_METATYPE(ptq::Checkpoint)
Q_DECLARE_METATYPE(ptq::ArtifactState)

namespace {

// Builds a workspace up to a given stage; later stages reference the exact bytes of earlier ones.
struct Stage
{
    bool analysis = false, analysisConfirmed = false;
    bool plan = false, planConfirmed = false, planStale = false;
    bool manifest = false, approved = false, editedAfterApproval = false, manifestStale = false;
};

} // namespace
Q_DECLARE_METATYPE(Stage)
namespace {

void build(const QString &dir, const Stage &s)
{
    QByteArray analysisSha;
    QByteArray planSha;
    if (s.analysis)
        analysisSha = ptq::test::writeArtifact(dir, ArtifactKind::Analysis, ptq::test::makeAnalysis(s.analysisConfirmed));
    if (s.plan) {
        planSha = ptq::test::writeArtifact(dir, ArtifactKind::Plan,
                                           ptq::test::makePlan(s.planStale ? QByteArray(64, 'f') : analysisSha,
                                                               s.planConfirmed));
    }
    if (s.manifest) {
        Json manifest = ptq::test::makeManifest(analysisSha, s.manifestStale ? QByteArray(64, 'e') : planSha, s.approved);
        if (s.editedAfterApproval)
            manifest["steps"][3]["argv"][9] = "128"; // --num_calib_data changed by hand
        ptq::test::writeArtifact(dir, ArtifactKind::Manifest, manifest);
    }
}

} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void movedWhileOpen_nothingIsLostAndTheOldPathIsNamed()
    {
        QTemporaryDir root;
        const QString before = root.filePath(u"ws"_s);
        const QString after = root.filePath(u"moved ws"_s);
        ptq::test::approvedWorkspace(before, root.filePath(u"out"_s));
        ptq::Result<ptq::Workspace> ws = ptq::Workspace::open(before);
        QVERIFY(ws);
        QVERIFY(ws->lock());
        const QByteArray manifest = ptq::ArtifactIo::load(before + u"/run_manifest.yaml"_s)->sha256;
        QVERIFY(QDir().rename(before, after)); // the user moves the folder in a file manager
        // Writing now fails with the path it was opened with; nothing appears at the old place.
        const ptq::Json analysis = ptq::ArtifactIo::load(after + u"/model_analysis.json"_s)->json;
        const ptq::Status saved = ws->saveArtifact(ptq::ArtifactKind::Analysis, analysis);
        QVERIFY(!saved);
        QVERIFY2(saved.error().message.contains(before), qPrintable(saved.error().message));
        QVERIFY(!QFileInfo::exists(before));
        // The moved folder keeps every artifact, unchanged, and opens again at its new place.
        QCOMPARE(ptq::ArtifactIo::load(after + u"/run_manifest.yaml"_s)->sha256, manifest);
        // Still held by the first session: the same folder under its new name is not free.
        QVERIFY(!ptq::Workspace::open(after)->lock());
        ws->unlock();
        const ptq::WorkspaceState state = ptq::WorkspaceInspector::inspect(after);
        QVERIFY(state.analysis.ready() && state.plan.ready());
        // Released, its lock file (our PID, moved along) is recognised as stale.
        ptq::Result<ptq::Workspace> reopened = ptq::Workspace::open(after);
        QVERIFY(reopened);
        QVERIFY(reopened->lock());
    }

    void open_refusesMissingAndFileTargets()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(u"nope"_s);
        ptq::Result<Workspace> ws = Workspace::open(missing);
        QVERIFY(!ws.ok());
        QCOMPARE(ws.error().code, ptq::Error::Code::NotFound);
        QVERIFY(ws.error().message.contains(missing));
        QVERIFY(!QFileInfo::exists(missing));

        QFile file(dir.filePath(u"afile"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        ws = Workspace::open(file.fileName(), Workspace::OpenMode::CreateIfMissing);
        QVERIFY(!ws.ok());
        QVERIFY(ws.error().message.contains(u"is a file"_s));
    }

    void open_createsAndResolvesToAnAbsolutePath()
    {
        QTemporaryDir dir;
        QVERIFY(QDir::setCurrent(dir.path()));
        ptq::Result<Workspace> ws = Workspace::open(u"jobs/./qwen"_s, Workspace::OpenMode::CreateIfMissing);
        QVERIFY(ws.ok());
        QCOMPARE(ws->root(), QDir(dir.path()).canonicalPath() + u"/jobs/qwen"_s);
        QVERIFY(ws->ensureLayout().ok());
        QVERIFY(QFileInfo(ws->logsDir()).isDir());
        QVERIFY(QFileInfo(ws->historyDir()).isDir());
        QCOMPARE(ws->artifactPath(ArtifactKind::Manifest), ws->root() + u"/run_manifest.yaml"_s);
    }

    void lock_secondInstanceIsToldWhoHoldsIt()
    {
        QTemporaryDir dir;
        ptq::Result<Workspace> first = Workspace::open(dir.path());
        QVERIFY(first->lock().ok());
        ptq::Result<Workspace> second = Workspace::open(dir.path());
        const ptq::Status status = second->lock();
        QVERIFY(!status.ok());
        QCOMPARE(status.error().code, ptq::Error::Code::Locked);
        QVERIFY2(status.error().message.contains(dir.path()), qPrintable(status.error().message));
        QVERIFY2(status.error().message.contains(QString::number(QCoreApplication::applicationPid())),
                 qPrintable(status.error().message));
        first->unlock();
        QVERIFY(second->lock().ok());
    }

    void lock_leftByADeadProcessIsTakenOver()
    {
        QTemporaryDir dir;
        QProcess child; // a process that takes the lock and is then killed
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PTQ_TEST_LOCK"_s, dir.path());
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForReadyRead(10000));
        QCOMPARE(child.readAll().trimmed(), QByteArray("locked"));
        ptq::Result<Workspace> ws = Workspace::open(dir.path());
        const ptq::Status held = ws->lock();
        QVERIFY(!held.ok());
        QVERIFY(held.error().message.contains(QString::number(child.processId())));
        child.kill();
        QVERIFY(child.waitForFinished());
        QVERIFY(ws->lock().ok());
    }

    void lock_onAReadOnlyWorkspaceSaysSo()
    {
        QTemporaryDir dir;
        ptq::test::ScopedTmpfs disk(dir.filePath(u"ro"_s), u"size=64k"_s);
        if (!disk.mounted())
            QSKIP("cannot mount a tmpfs here (needs root)");
        QVERIFY(disk.remountReadOnly());
        ptq::Result<Workspace> ws = Workspace::open(dir.filePath(u"ro"_s));
        QVERIFY(ws.ok());
        const ptq::Status status = ws->lock();
        QVERIFY(!status.ok());
        QVERIFY2(status.error().message.contains(u"read-only"_s), qPrintable(status.error().message));
        QVERIFY(status.error().message.contains(dir.filePath(u"ro"_s)));
    }

    void saveArtifact_refusesAnInvalidDocumentAndWritesNothing()
    {
        QTemporaryDir dir;
        ptq::Result<Workspace> ws = Workspace::open(dir.path());
        Json analysis = ptq::test::makeAnalysis(true);
        analysis["quantization_targets"]["linear_layer_count"] = -4;
        const ptq::Status status = ws->saveArtifact(ArtifactKind::Analysis, analysis);
        QVERIFY(!status.ok());
        QVERIFY(status.error().message.contains(u"/quantization_targets/linear_layer_count"_s));
        QVERIFY(!QFileInfo::exists(ws->artifactPath(ArtifactKind::Analysis)));
        QVERIFY(ws->saveArtifact(ArtifactKind::Analysis, ptq::test::makeAnalysis(true)).ok());
        QVERIFY(QFileInfo::exists(ws->artifactPath(ArtifactKind::Analysis)));
    }

    void inspect_resumesAtTheEarliestOpenCheckpoint_data()
    {
        QTest::addColumn<Stage>("stage");
        QTest::addColumn<Checkpoint>("resumeAt");
        QTest::addColumn<ArtifactState>("blocking"); // state of the artifact at the resume point
        Stage s;
        QTest::newRow("empty workspace") << s << Checkpoint::ModelAnalysis << ArtifactState::Missing;
        s.analysis = true;
        QTest::newRow("analysis unconfirmed") << s << Checkpoint::ModelAnalysis << ArtifactState::Unconfirmed;
        s.analysisConfirmed = true;
        QTest::newRow("analysis confirmed, no plan") << s << Checkpoint::QuantPlan << ArtifactState::Missing;
        s.plan = true;
        QTest::newRow("plan unconfirmed") << s << Checkpoint::QuantPlan << ArtifactState::Unconfirmed;
        s.planConfirmed = true;
        s.planStale = true;
        QTest::newRow("plan from another analysis") << s << Checkpoint::QuantPlan << ArtifactState::Stale;
        s.planStale = false;
        QTest::newRow("plan confirmed, no manifest") << s << Checkpoint::ExecutionApproval << ArtifactState::Missing;
        s.manifest = true;
        QTest::newRow("command not approved") << s << Checkpoint::ExecutionApproval << ArtifactState::Unconfirmed;
        s.approved = true;
        s.manifestStale = true;
        QTest::newRow("manifest from another plan") << s << Checkpoint::ExecutionApproval << ArtifactState::Stale;
        s.manifestStale = false;
        s.editedAfterApproval = true;
        QTest::newRow("argv edited after approval") << s << Checkpoint::ExecutionApproval << ArtifactState::Stale;
        s.editedAfterApproval = false;
        QTest::newRow("approved") << s << Checkpoint::ResultAcceptance << ArtifactState::Ready;
    }

    void inspect_resumesAtTheEarliestOpenCheckpoint()
    {
        QFETCH(Stage, stage);
        QFETCH(Checkpoint, resumeAt);
        QFETCH(ArtifactState, blocking);
        QTemporaryDir dir;
        build(dir.path(), stage);
        const ptq::WorkspaceState state = WorkspaceInspector::inspect(dir.path());
        QCOMPARE(state.resumeAt, resumeAt);
        const ArtifactKind kind = resumeAt == Checkpoint::ModelAnalysis ? ArtifactKind::Analysis
                                  : resumeAt == Checkpoint::QuantPlan   ? ArtifactKind::Plan
                                                                        : ArtifactKind::Manifest;
        QCOMPARE(state.status(kind).state, blocking);
        if (blocking != ArtifactState::Ready)
            QVERIFY(!state.status(kind).detail.isEmpty());
    }

    void inspect_reportsBrokenArtifacts_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<ArtifactState>("state");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("junk") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << ArtifactState::Unreadable << u"not UTF-8"_s;
        QTest::newRow("malformed") << QByteArray("{\"analysis_status\": ") << ArtifactState::Unreadable
                                   << u"not valid JSON"_s;
        QTest::newRow("contract broken") << QByteArray("{\"analysis_status\": \"done\"}") << ArtifactState::Invalid
                                         << u"breaks its schema"_s;
        QFile upstream(ptq::test::fixturePath(u"artifacts/upstream/model_analysis.json"_s));
        upstream.open(QIODevice::ReadOnly);
        QTest::newRow("written by the agent workflow") << upstream.readAll() << ArtifactState::Unconfirmed
                                                       << u"PTQ Studio still needs"_s;
        // Re-serialised by PyYAML, which writes a timestamp with a space: nothing is missing, the
        // field is read more strictly — named, not "still needs: " and an empty list (issue #36).
        Json spaced = ptq::test::makeAnalysis(false);
        spaced["created_at"] = "2026-12-05 04:34:56+00:00";
        QTest::newRow("a field read more strictly") << QByteArray::fromStdString(spaced.dump()) << ArtifactState::Unconfirmed
                                                     << u"cannot use it as it is: /created_at"_s;
    }

    void inspect_reportsBrokenArtifacts()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(ArtifactState, state);
        QFETCH(QString, phrase);
        QTemporaryDir dir;
        QFile file(dir.filePath(u"model_analysis.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        const ptq::WorkspaceState ws = WorkspaceInspector::inspect(dir.path());
        QCOMPARE(ws.analysis.state, state);
        QCOMPARE(ws.resumeAt, Checkpoint::ModelAnalysis);
        QVERIFY2(ws.analysis.detail.contains(phrase), qPrintable(ws.analysis.detail));
        QVERIFY2(ws.analysis.detail.contains(file.fileName()), qPrintable(ws.analysis.detail));
    }

    void inspect_andSave_refuseAnArtifactThatIsASymlink()
    {
        // A workspace whose manifest links to another workspace's must neither read nor
        // rewrite the other one.
        QTemporaryDir dir;
        const QString mine = dir.filePath(u"mine"_s);
        const QString other = dir.filePath(u"other"_s);
        QVERIFY(QDir().mkpath(mine) && QDir().mkpath(other));
        const Json manifest = ptq::test::makeManifest(QByteArray(64, 'a'), QByteArray(64, 'b'), false);
        ptq::test::writeArtifact(other, ArtifactKind::Manifest, manifest);
        const QString target = other + u"/run_manifest.yaml"_s;
        QFile original(target);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray before = original.readAll();
        original.close();
        const QString link = mine + u"/run_manifest.yaml"_s;
        QVERIFY(QFile::link(target, link));

        const ptq::WorkspaceState ws = WorkspaceInspector::inspect(mine);
        QCOMPARE(ws.manifest.state, ArtifactState::Unreadable);
        QVERIFY2(ws.manifest.detail.contains(link) && ws.manifest.detail.contains(u"symbolic link"_s),
                 qPrintable(ws.manifest.detail));

        Json changed = manifest;
        changed["updated_at"] = "2030-01-01T00:00:00Z";
        const ptq::Status saved = Workspace::saveArtifact(mine, ArtifactKind::Manifest, changed);
        QVERIFY(!saved.ok());
        QVERIFY2(saved.error().message.contains(link) && saved.error().message.contains(u"symbolic link"_s),
                 qPrintable(saved.error().message));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(original.readAll(), before);
        QVERIFY(QFileInfo(link).isSymLink());
    }

    void inspect_refusesAFifoWithoutBlocking()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"model_analysis.json"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        QElapsedTimer timer;
        timer.start();
        const ptq::WorkspaceState ws = WorkspaceInspector::inspect(dir.path());
        QVERIFY2(timer.elapsed() < 2000, "a FIFO must be refused, not waited on");
        QCOMPARE(ws.analysis.state, ArtifactState::Unreadable);
        QVERIFY2(ws.analysis.detail.contains(path) && ws.analysis.detail.contains(u"not a regular file"_s),
                 qPrintable(ws.analysis.detail));
    }

    void inspect_readsResultAcceptance()
    {
        QTemporaryDir dir;
        Stage s;
        s.analysis = s.analysisConfirmed = s.plan = s.planConfirmed = s.manifest = s.approved = true;
        build(dir.path(), s);
        QVERIFY(!WorkspaceInspector::inspect(dir.path()).isConfirmed(Checkpoint::ResultAcceptance));
        ptq::Result<ptq::LoadedDocument> manifest = ptq::ArtifactIo::load(dir.filePath(u"run_manifest.yaml"_s));
        manifest->json["checkpoints"][3]["status"] = "accepted";
        ptq::test::writeArtifact(dir.path(), ArtifactKind::Manifest, manifest->json);
        const ptq::WorkspaceState state = WorkspaceInspector::inspect(dir.path());
        QVERIFY(state.resultAccepted);
        QVERIFY(state.isConfirmed(Checkpoint::ResultAcceptance));
    }

    void approvalDigest_changesWithAnythingItBinds()
    {
        ptq::ApprovalBinding b;
        b.argv = {u"/opt/q/bin/quark-cli"_s, u"torch-llm-ptq"_s, u"--seq_len"_s, u"512"_s};
        b.env = {{u"HIP_VISIBLE_DEVICES"_s, u"0"_s}};
        b.outputDir = u"/out/a"_s;
        b.workspace = u"/ws"_s;
        b.analysisSha256 = QByteArray(64, 'a');
        b.planSha256 = QByteArray(64, 'b');
        const QByteArray base = b.digest();
        QCOMPARE(base.size(), 64);
        QCOMPARE(ptq::ApprovalBinding(b).digest(), base);
        auto changed = [&](auto edit) {
            ptq::ApprovalBinding c = b;
            edit(c);
            return c.digest() != base;
        };
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.argv[3] = u"256"_s; }));
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.argv[0] = u"/other/quark-cli"_s; }));
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.env[u"HIP_VISIBLE_DEVICES"_s] = u"1"_s; }));
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.env.clear(); }));
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.outputDir = u"/out/b"_s; }));
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.workspace = u"/ws2"_s; }));
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.analysisSha256 = QByteArray(64, 'c'); }));
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.planSha256 = QByteArray(64, 'c'); }));
        // Splitting or joining arguments is a different command.
        QVERIFY(changed([](ptq::ApprovalBinding &c) { c.argv = {u"/opt/q/bin/quark-cli"_s, u"torch-llm-ptq"_s, u"--seq_len 512"_s}; }));
    }

    void approvalBinding_refusesDisagreeingOutputFolders()
    {
        const QByteArray sha(64, 'a');
        Json manifest = ptq::test::makeManifest(sha, sha, true);
        QVERIFY(ptq::ApprovalBinding::fromManifest(manifest).has_value());
        manifest["outputs"]["output_dir"] = "/decoy";
        QVERIFY(!ptq::ApprovalBinding::fromManifest(manifest).has_value());
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("PTQ_TEST_LOCK")) {
        ptq::Result<Workspace> ws = Workspace::open(qEnvironmentVariable("PTQ_TEST_LOCK"));
        if (!ws || !ws->lock())
            return 3;
        QTextStream(stdout) << "locked" << Qt::endl;
        for (;;)
            QThread::sleep(1);
    }
    TestWorkspace test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_workspace.moc"
