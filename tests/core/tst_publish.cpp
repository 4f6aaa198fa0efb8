// Publishing an accepted export to the Hub (core/handoff/publisher.h), against a loopback Hub
// (tests/fakes/fake_hub_server.py) with the real Quark environment's huggingface_hub: never the
// real Hub. The pure rules run everywhere; the uploads need PTQ_QUARK_ENV (CI has it).
#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "handoff/publisher.h"
#include "testsupport.h"
#include "workflow/publishsession.h"
#include "workflow/runsession.h"
#include "workflow/workspacewriter.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using ptq::Json;
using ptq::Publisher;
using ptq::PublishJob;
using ptq::PublishResult;
using ptq::UploadProposal;

namespace {

/// @p manifest read as the type Publisher takes (an empty manifest for one that cannot be read).
ptq::RunManifest typed(const Json &manifest)
{
    const ptq::Result<ptq::RunManifest> m = ptq::RunManifest::fromJson(manifest);
    return m ? *m : ptq::RunManifest();
}

// Shaped like a real Hub token, so the redactor's pattern would also catch it; the assertions
// below look for this exact value everywhere.
const QByteArray kToken = "hf_PtqStudioPublishTestToken0123456789abcdef";
const QByteArray kWrongToken = "hf_WrongTokenForThePublishTest9876543210zyxw";

QString quarkEnv()
{
    return qEnvironmentVariable("PTQ_QUARK_ENV");
}

QString quarkPython()
{
    return quarkEnv() + u"/bin/python"_s;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(bytes);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray randomBytes(qsizetype n)
{
    QByteArray bytes(n, Qt::Uninitialized);
    QRandomGenerator gen(42);
    for (qsizetype i = 0; i < n; ++i)
        bytes[i] = char(gen.bounded(256));
    return bytes;
}

/// A manifest whose run succeeded, was verified complete and accepted, exporting into @p out;
/// its run step's quark-cli sits in @p envDir/bin (the python beside it runs the upload).
Json acceptedManifest(const QString &out, const QString &envDir)
{
    const QByteArray sha(64, 'a');
    Json m = ptq::test::makeManifest(sha, sha, true);
    m["outputs"]["output_dir"] = out.toStdString();
    m["outputs"]["verification"] = {{"verdict", "complete"}};
    Json *run = ptq::findRunStep(m);
    (*run)["status"] = "succeeded";
    (*run)["output_dir"] = out.toStdString();
    (*run)["argv"][0] = (envDir + u"/bin/quark-cli"_s).toStdString();
    for (Json &c : m["checkpoints"]) {
        if (c["id"] == "result-acceptance")
            c["status"] = "accepted";
    }
    return m;
}

/// The loopback Hub: a child process on 127.0.0.1:<port> storing what arrives under @p store.
struct FakeHub
{
    QProcess process;
    QString store;
    int port = 0;

    bool start(const QString &storeDir, const QString &existing = {})
    {
        store = storeDir;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"FAKE_HUB_TOKEN"_s, QString::fromLatin1(kToken)); // the environment, not argv
        env.insert(u"FAKE_HUB_EXISTING"_s, existing);
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::SeparateChannels);
        process.start(quarkPython(), {(PTQ_SOURCE_DIR + QStringLiteral("/tests/fakes/fake_hub_server.py")), u"--store"_s, store});
        if (!process.waitForStarted(10'000))
            return false;
        QByteArray line;
        while (!line.contains('\n') && process.waitForReadyRead(20'000))
            line += process.readAllStandardOutput();
        if (!line.startsWith("PORT "))
            return false;
        port = line.mid(5).trimmed().toInt();
        return port > 0;
    }
    QString endpoint() const { return u"http://127.0.0.1:%1"_s.arg(port); }
    QList<Json> records(const QString &name) const
    {
        QList<Json> out;
        for (const QByteArray &line : readAll(store + u'/' + name).split('\n')) {
            if (!line.trimmed().isEmpty())
                out.append(Json::parse(line.toStdString()));
        }
        return out;
    }
    ~FakeHub()
    {
        process.kill();
        process.waitForFinished(5000);
    }
};

// A stand-in for the run environment's Python running ptq_publish.py: it speaks the script's
// protocol (progress lines, then the result JSON to --out) without a network, so the session's and
// the command's flow is checked everywhere; the uploads above go to the loopback Hub for real. It
// appends its arguments to $FAKE_PUBLISH_LOG: what was sent, or that nothing was.
const char *kStandInPython = R"(#!/bin/sh
[ -n "$FAKE_PUBLISH_LOG" ] && echo "$*" >>"$FAKE_PUBLISH_LOG"
out=""
while [ $# -gt 0 ]; do case "$1" in --out) out="$2"; shift;; esac; shift; done
cat >/dev/null
echo 'PTQ-PUBLISH {"event": "stage", "stage": "repository"}'
echo 'PTQ-PUBLISH {"event": "stage", "stage": "upload"}'
echo 'PTQ-PUBLISH {"event": "file", "path": "model.safetensors", "index": 0, "total": 3, "size": 4096}'
echo 'PTQ-PUBLISH {"event": "bytes", "done": 2048, "total": 4138}'
echo 'PTQ-PUBLISH {"event": "stage", "stage": "commit"}'
echo 'PTQ-PUBLISH {"event": "done", "url": "u", "commit": "c", "commit_url": "cu"}'
printf '{"status": "published", "url": "%s/me/tiny", "commit": "0123456789abcdef0123", "commit_url": "%s/me/tiny/commit/0123456789abcdef0123", "error": null}' "$HF_ENDPOINT" "$HF_ENDPOINT" >"$out"
)";

/// Writes the stand-in Python into @p envDir/bin (beside the quark-cli a manifest names).
void writeStandInPython(const QString &envDir)
{
    const QString python = envDir + u"/bin/python"_s;
    writeFile(python, kStandInPython);
    QFile::setPermissions(python, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

/// Runs the event loop until @p done says so; false after @p ms.
template <typename Done>
bool waitUntil(Done done, int ms = 30'000)
{
    QDeadlineTimer deadline(ms);
    while (!done() && !deadline.hasExpired())
        QTest::qWait(10);
    return done();
}

/// Every file under @p dir whose bytes hold @p needle.
QStringList filesHolding(const QString &dir, const QByteArray &needle)
{
    QStringList found;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (readAll(path).contains(needle))
            found.append(path);
    }
    return found;
}

} // namespace

class TestPublish : public QObject
{
    Q_OBJECT

    QProcessEnvironment hubEnv(const QString &home, const QString &endpoint, const QByteArray &token) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString &k : {u"HF_TOKEN"_s, u"HUGGING_FACE_HUB_TOKEN"_s, u"HF_TOKEN_PATH"_s, u"HF_ENDPOINT"_s,
                                 u"PTQ_PUBLISH_TRANSFER"_s})
            env.remove(k);
        env.insert(u"HF_HOME"_s, home + u"/hf"_s);
        if (!endpoint.isEmpty())
            env.insert(u"HF_ENDPOINT"_s, endpoint);
        if (!token.isEmpty())
            env.insert(u"HF_TOKEN"_s, QString::fromLatin1(token));
        return env;
    }

    /// An export folder as quark-cli leaves it, plus a model card: one LFS file, small regular files,
    /// a file in a subfolder and a hidden one that stays home.
    void makeExport(const QString &out)
    {
        writeFile(out + u"/model.safetensors"_s, randomBytes(2 * 1024 * 1024 + 123));
        writeFile(out + u"/config.json"_s, R"({"architectures": ["LlamaForCausalLM"], "quantization_config": {}})");
        writeFile(out + u"/README.md"_s, "---\nbase_model: tiny-llama\nbase_model_relation: quantized\n---\n# tiny\n");
        writeFile(out + u"/tokenizer/tokenizer.json"_s, R"({"version": "1.0"})");
        writeFile(out + u"/.cache/huggingface/leftover"_s, "not uploaded");
    }

    /// A workspace holding an accepted manifest that exports into @p dir/export, the stand-in
    /// Python beside its quark-cli, and an environment whose uploads log to @p dir/sent.log.
    QProcessEnvironment standInWorkspace(const QString &dir, const QString &ws)
    {
        QDir().mkpath(ws);
        const QString out = dir + u"/export"_s;
        if (!QFileInfo::exists(out))
            makeExport(out);
        writeStandInPython(dir + u"/env"_s);
        ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, acceptedManifest(out, dir + u"/env"_s));
        QProcessEnvironment env = hubEnv(dir, u"http://127.0.0.1:9"_s, kToken); // never contacted: the stand-in answers
        env.insert(u"FAKE_PUBLISH_LOG"_s, dir + u"/sent.log"_s);
        return env;
    }

    /// Proposes @p repoId through @p session and waits for the answer.
    static ptq::Result<UploadProposal> proposed(ptq::PublishSession &session, const QString &repoId, bool isPrivate)
    {
        std::optional<ptq::Result<UploadProposal>> answer;
        QObject context;
        connect(&session, &ptq::PublishSession::proposalReady, &context,
                [&](const ptq::Result<UploadProposal> &p) { answer.emplace(p); });
        session.propose(repoId, isPrivate);
        if (!waitUntil([&] { return answer.has_value(); }))
            return ptq::Error{ptq::Error::Code::NotFound, u"no answer"_s};
        return *answer;
    }

    /// What page 4 (through the dialog) does: the session recording through the run session.
    /// Returns the manifest as written, empty when the upload did not end published and recorded.
    Json publishThroughTheSession(const QString &ws, const QProcessEnvironment &env, const QString &repoId)
    {
        ptq::WorkspaceWriter writer;
        ptq::RunSession run(&writer);
        run.setRoot(ws);
        ptq::PublishSession session(&run);
        session.setEnvironment(env);
        std::optional<ptq::Result<Json>> loaded;
        connect(&session, &ptq::PublishSession::manifestLoaded, this, [&](const ptq::Result<Json> &m) { loaded.emplace(m); });
        session.open(ws);
        if (!waitUntil([&] { return loaded.has_value(); }) || !loaded->ok() || !session.publishable().ok())
            return {};
        const ptq::Result<UploadProposal> proposal = proposed(session, repoId, true);
        if (!proposal.ok())
            return {};
        std::optional<PublishResult> finished;
        std::optional<ptq::Result<Json>> recorded;
        connect(&session, &ptq::PublishSession::recorded, this, [&](const ptq::Result<Json> &m) { recorded.emplace(m); });
        connect(&session, &ptq::PublishSession::finished, this, [&](const PublishResult &r) { finished.emplace(r); });
        if (!session.approve(QString::fromLatin1(proposal->digest)).ok())
            return {};
        if (!waitUntil([&] { return finished.has_value(); }) || !finished->ok() || !recorded || !recorded->ok())
            return {};
        return recorded->value();
    }

private slots:
    // ---- the rules, everywhere ----------------------------------------------------------------

    void validateRepoId_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("says");
        QTest::newRow("plain") << u"me/tiny-llama-fp8"_s << true << QString();
        QTest::newRow("dots and underscores") << u"Org_1/model.v2_fp8"_s << true << QString();
        QTest::newRow("empty") << u""_s << false << u"namespace/name"_s;
        QTest::newRow("no namespace") << u"tiny"_s << false << u"namespace/name"_s;
        QTest::newRow("two slashes") << u"a/b/c"_s << false << u"namespace/name"_s;
        QTest::newRow("space") << u"me/tiny llama"_s << false << u"only letters, digits"_s;
        QTest::newRow("double dash") << u"me/tiny--llama"_s << false << u"\"--\""_s;
        QTest::newRow("double dot") << u"me/tiny..llama"_s << false << u"\"..\""_s;
        QTest::newRow("leading dash") << u"-me/tiny"_s << false << u"start or end"_s;
        QTest::newRow("trailing dot") << u"me/tiny."_s << false << u"start or end"_s;
        QTest::newRow(".git") << u"me/tiny.git"_s << false << u".git"_s;
        QTest::newRow("too long") << (u"me/"_s + QString(97, u'a')) << false << u"96"_s;
    }
    void validateRepoId()
    {
        QFETCH(QString, id);
        QFETCH(bool, valid);
        QFETCH(QString, says);
        const ptq::Status s = Publisher::validateRepoId(id);
        QCOMPARE(s.ok(), valid);
        if (!valid)
            QVERIFY2(s.error().message.contains(says), qPrintable(s.error().message));
    }

    void propose_refusedUntilTheResultIsAccepted()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + u"/export"_s;
        makeExport(out);
        const QProcessEnvironment env = hubEnv(dir.path(), {}, kToken);
        Json m = acceptedManifest(out, dir.path() + u"/env"_s);
        QVERIFY(Publisher::propose(dir.path(), typed(m), u"me/tiny"_s, true, env).ok());

        Json notAccepted = m;
        for (Json &c : notAccepted["checkpoints"])
            c["status"] = c["id"] == "result-acceptance" ? "pending" : c["status"];
        const auto refused = Publisher::propose(dir.path(), typed(notAccepted), u"me/tiny"_s, true, env);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(u"accept the result first"_s), qPrintable(refused.error().message));

        Json failed = m;
        (*ptq::findRunStep(failed))["status"] = "failed";
        const auto failedRun = Publisher::propose(dir.path(), typed(failed), u"me/tiny"_s, true, env);
        QVERIFY(!failedRun.ok());
        QVERIFY2(failedRun.error().message.contains(u"failed"_s), qPrintable(failedRun.error().message));
    }

    void propose_listsTheExactUpload()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + u"/export"_s;
        makeExport(out);
        const QProcessEnvironment env = hubEnv(dir.path(), {}, kToken);
        const auto p = Publisher::propose(dir.path(), typed(acceptedManifest(out, dir.path())), u" me/tiny "_s, true, env);
        QVERIFY2(p.ok(), p.ok() ? "" : qPrintable(p.error().message));
        QCOMPARE(p->repoId, u"me/tiny"_s);
        QCOMPARE(p->endpoint, u"https://huggingface.co"_s);
        QCOMPARE(p->shortRepoUrl(), u"huggingface.co/me/tiny"_s);
        QCOMPARE(p->tokenSource, u"HF_TOKEN"_s);
        QStringList paths;
        for (const auto &f : p->files)
            paths.append(f.path);
        QCOMPARE(paths, (QStringList{u"README.md"_s, u"config.json"_s, u"model.safetensors"_s, u"tokenizer/tokenizer.json"_s}));
        QCOMPARE(p->files[2].size, qint64(2 * 1024 * 1024 + 123));
        qint64 total = 0;
        for (const auto &f : p->files)
            total += f.size;
        QCOMPARE(p->totalBytes, total);
        QCOMPARE(p->digest.size(), 64);
        QCOMPARE(Publisher::digestOf(*p), p->digest);
        // The approval binds the visibility, the repository and the endpoint.
        UploadProposal pub = *p;
        pub.isPrivate = false;
        QVERIFY(Publisher::digestOf(pub) != p->digest);
        UploadProposal other = *p;
        other.repoId = u"me/other"_s;
        QVERIFY(Publisher::digestOf(other) != p->digest);
        QVERIFY(!QString::fromLatin1(p->digest).contains(QString::fromLatin1(kToken)));
    }

    void propose_withoutToken_saysWhereItLooked()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + u"/export"_s;
        makeExport(out);
        const QProcessEnvironment env = hubEnv(dir.path(), {}, {});
        const auto p = Publisher::propose(dir.path(), typed(acceptedManifest(out, dir.path())), u"me/tiny"_s, true, env);
        QVERIFY(!p.ok());
        QVERIFY2(p.error().message.contains(u"HF_TOKEN"_s) && p.error().message.contains(dir.path() + u"/hf/token"_s),
                 qPrintable(p.error().message));
        QCOMPARE(Publisher::tokenLocations(env).last(), dir.path() + u"/hf/token"_s);
        // A token file is found, and named (never its value).
        writeFile(dir.path() + u"/hf/token"_s, kToken + '\n');
        const auto withFile = Publisher::propose(dir.path(), typed(acceptedManifest(out, dir.path())), u"me/tiny"_s, true, env);
        QVERIFY(withFile.ok());
        QCOMPARE(withFile->tokenSource, dir.path() + u"/hf/token"_s);
    }

    void propose_refusesToSendTheTokenOverPlainHttpElsewhere()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + u"/export"_s;
        makeExport(out);
        const auto p = Publisher::propose(dir.path(), typed(acceptedManifest(out, dir.path())), u"me/tiny"_s, true,
                                          hubEnv(dir.path(), u"http://hub.example.com"_s, kToken));
        QVERIFY(!p.ok());
        QVERIFY2(p.error().message.contains(u"plain http"_s), qPrintable(p.error().message));
    }

    void recheck_voidsTheApproval_whenAFileChanges()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + u"/export"_s;
        makeExport(out);
        const QProcessEnvironment env = hubEnv(dir.path(), {}, kToken);
        const auto p = Publisher::propose(dir.path(), typed(acceptedManifest(out, dir.path())), u"me/tiny"_s, true, env);
        QVERIFY(p.ok());
        QVERIFY(Publisher::recheck(*p, env).ok());
        writeFile(out + u"/config.json"_s, R"({"changed": true})");
        const ptq::Status changed = Publisher::recheck(*p, env);
        QVERIFY(!changed.ok());
        QVERIFY2(changed.error().message.contains(u"config.json"_s) && changed.error().message.contains(u"void"_s),
                 qPrintable(changed.error().message));
        // Added files void it too.
        const auto again = Publisher::propose(dir.path(), typed(acceptedManifest(out, dir.path())), u"me/tiny"_s, true, env);
        QVERIFY(again.ok());
        writeFile(out + u"/extra.bin"_s, "x");
        QVERIFY(!Publisher::recheck(*again, env).ok());
    }

    void recordPublish_validatesAgainstTheSchema()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + u"/export"_s;
        makeExport(out);
        const QProcessEnvironment env = hubEnv(dir.path(), {}, kToken);
        const Json m = acceptedManifest(out, dir.path());
        const auto p = Publisher::propose(dir.path(), typed(m), u"me/tiny"_s, true, env);
        QVERIFY(p.ok());
        PublishResult r;
        r.status = PublishResult::Status::Failed;
        r.message = u"The upload failed."_s;
        r.at = QDateTime::currentDateTimeUtc();
        const Json recorded = Publisher::recordPublish(m, *p, r);
        const Json &pub = recorded["outputs"]["publish"];
        QCOMPARE(pub["status"], Json("failed"));
        QVERIFY(pub["url"].is_null());
        QCOMPARE(pub["files"].size(), size_t(4));
        QCOMPARE(pub["bytes"].get<qint64>(), p->totalBytes);
        QCOMPARE(QString::fromStdString(pub["approval_sha256"].get<std::string>()).toLatin1(), p->digest);
        const ptq::Status saved = ptq::Workspace::saveArtifact(dir.path(), ptq::ArtifactKind::Manifest, recorded);
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error().message));
    }

    // ---- uploads to the loopback Hub with the real huggingface_hub ------------------------------

    // ---- the session (core/workflow/publishsession.h), with the stand-in upload, everywhere ----

    void progressThrottle_showsNewFilesTheEndAndNoLineTwice()
    {
        ptq::PublishProgressThrottle throttle(60'000);
        ptq::PublishProgress p{0, 2, 0, 100, u"a.bin"_s, u"upload"_s};
        QVERIFY(throttle.admit(p, u"a 0"_s));
        p.bytesDone = 10;
        QVERIFY2(!throttle.admit(p, u"a 10"_s), "the same file within the interval waits");
        p.currentFile = u"b.bin"_s;
        QVERIFY(throttle.admit(p, u"b 10"_s));
        p.bytesDone = 100;
        QVERIFY2(throttle.admit(p, u"b 100"_s), "the end is shown at once");
        QVERIFY2(!throttle.admit(p, u"b 100"_s), "never the same line twice");
        ptq::PublishProgressThrottle eager(0);
        QVERIFY(eager.admit(p, u"x"_s));
        p.bytesDone = 50;
        QVERIFY(eager.admit(p, u"y"_s));
    }

    void session_proposeApproveUpload_recordsTheAttemptInTheManifest()
    {
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QProcessEnvironment env = standInWorkspace(dir.path(), ws);
        ptq::WorkspaceWriter writer;
        ptq::RunSession run(&writer);
        run.setRoot(ws);
        ptq::PublishSession session(&run);
        session.setEnvironment(env);
        QVERIFY(!session.publishable().ok()); // nothing read yet
        QVERIFY(session.openNow(ws).ok());
        QVERIFY(session.publishable().ok());
        const ptq::Result<UploadProposal> proposal = proposed(session, u"me/tiny"_s, true);
        QVERIFY2(proposal.ok(), proposal.ok() ? "" : qPrintable(proposal.error().message));
        QVERIFY(session.proposal() == *proposal);
        QCOMPARE(proposal->files.size(), qsizetype(4)); // the hidden .cache stays home

        QList<ptq::PublishProgress> progress;
        std::optional<PublishResult> ended;
        std::optional<PublishResult> finished;
        std::optional<ptq::Result<Json>> recorded;
        connect(&session, &ptq::PublishSession::progressChanged, this, [&](const ptq::PublishProgress &p) { progress.append(p); });
        connect(&session, &ptq::PublishSession::uploadEnded, this, [&](const UploadProposal &p, const PublishResult &r) {
            QVERIFY(p == *proposal);
            QVERIFY2(!recorded, "the attempt ends before it is recorded");
            ended.emplace(r);
        });
        connect(&session, &ptq::PublishSession::recorded, this, [&](const ptq::Result<Json> &m) { recorded.emplace(m); });
        connect(&session, &ptq::PublishSession::finished, this, [&](const PublishResult &r) { finished.emplace(r); });
        // The token as printed, whatever its case and surrounding blanks.
        QVERIFY(session.approve(u"  "_s + QString::fromLatin1(proposal->digest).toUpper() + u'\n').ok());
        QVERIFY(session.isPublishing());
        QVERIFY2(!session.approve(QString::fromLatin1(proposal->digest)).ok(), "one upload at a time");
        QTRY_VERIFY_WITH_TIMEOUT(finished.has_value(), 30'000);
        QVERIFY2(finished->ok(), qPrintable(finished->message));
        QVERIFY(ended.has_value() && ended->ok());
        QVERIFY2(recorded && recorded->ok(), recorded && !recorded->ok() ? qPrintable(recorded->error().message) : "");
        QVERIFY(!session.isPublishing());
        QVERIFY(readAll(dir.path() + u"/sent.log"_s).contains("--repo me/tiny"));
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().bytesDone, proposal->totalBytes);

        // In the workspace, as the run session's writer wrote it: the attempt and its approval.
        const auto onDisk = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY(onDisk.ok());
        QVERIFY(onDisk->json.at("outputs").contains("publish"));
        const Json record = onDisk->json.at("outputs").at("publish");
        QVERIFY2(record["status"] == Json("published"), record.dump().c_str());
        QVERIFY(record["repo_id"] == Json("me/tiny"));
        QVERIFY(record["private"] == Json(true));
        QVERIFY(record["approval_sha256"] == Json(proposal->digest.toStdString()));
        QVERIFY(record["commit"] == Json("0123456789abcdef0123"));
        QCOMPARE(record["files"].size(), size_t(4));
        QVERIFY(recorded->value()["outputs"]["publish"] == record);
        QVERIFY(session.manifest()["outputs"]["publish"] == record);
        QCOMPARE(filesHolding(ws, kToken), QStringList());
    }

    void session_staleApproval_refusedAndNothingSent()
    {
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QProcessEnvironment env = standInWorkspace(dir.path(), ws);
        ptq::WorkspaceWriter writer;
        ptq::RunSession run(&writer);
        run.setRoot(ws);
        ptq::PublishSession session(&run);
        session.setEnvironment(env);
        session.setWorkspace(ws, acceptedManifest(dir.path() + u"/export"_s, dir.path() + u"/env"_s)); // as page 4 holds it
        QVERIFY2(!session.approve(u"00"_s).ok(), "nothing proposed: nothing to approve");
        const ptq::Result<UploadProposal> asPrivate = proposed(session, u"me/tiny"_s, true);
        QVERIFY(asPrivate.ok());
        const QString printed = QString::fromLatin1(asPrivate->digest);
        QVERIFY(session.checkApproval(printed).ok());
        // Made public since: another upload, another digest; the one printed approves nothing now.
        session.propose(u"me/tiny"_s, false);
        QVERIFY2(!session.approve(printed).ok(), "the new upload is not proposed yet: nothing to approve");
        const ptq::Result<UploadProposal> asPublic = proposed(session, u"me/tiny"_s, false);
        QVERIFY(asPublic.ok());
        QVERIFY(asPublic->digest != asPrivate->digest);
        int ended = 0;
        connect(&session, &ptq::PublishSession::uploadEnded, this, [&] { ++ended; });
        const ptq::Status refused = session.approve(printed);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.startsWith(printed + u" is not the approval of this upload (now "_s
                                                    + QString::fromLatin1(asPublic->digest) + u')'),
                 qPrintable(refused.error().message));
        QVERIFY(!session.isPublishing());
        QTest::qWait(200);
        QCOMPARE(ended, 0);
        QVERIFY2(!QFileInfo::exists(dir.path() + u"/sent.log"_s), "nothing was sent");
        const auto onDisk = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY(onDisk.ok());
        QVERIFY2(!onDisk->json.at("outputs").contains("publish"), "nothing was recorded");
    }

    void session_filesChangedAfterTheProposal_refusedNothingSentOrRecorded()
    {
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QProcessEnvironment env = standInWorkspace(dir.path(), ws);
        ptq::WorkspaceWriter writer;
        ptq::RunSession run(&writer);
        run.setRoot(ws);
        ptq::PublishSession session(&run);
        session.setEnvironment(env);
        QVERIFY(session.openNow(ws).ok());
        const ptq::Result<UploadProposal> proposal = proposed(session, u"me/tiny"_s, true);
        QVERIFY(proposal.ok());
        writeFile(dir.path() + u"/export/config.json"_s, R"({"re-exported": true})");
        std::optional<PublishResult> finished;
        int recorded = 0;
        connect(&session, &ptq::PublishSession::recorded, this, [&] { ++recorded; });
        connect(&session, &ptq::PublishSession::finished, this, [&](const PublishResult &r) { finished.emplace(r); });
        QVERIFY(session.approve(QString::fromLatin1(proposal->digest)).ok());
        QTRY_VERIFY_WITH_TIMEOUT(finished.has_value(), 30'000);
        QCOMPARE(finished->status, PublishResult::Status::Refused);
        QVERIFY2(finished->message.contains(u"config.json"_s), qPrintable(finished->message));
        QVERIFY2(!session.proposal(), "the approval is void: the upload is proposed anew");
        QCOMPARE(recorded, 0);
        QVERIFY(!QFileInfo::exists(dir.path() + u"/sent.log"_s));
        const auto onDisk = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY(onDisk.ok());
        QVERIFY(!onDisk->json.at("outputs").contains("publish"));
    }

    void session_newestQuestionsAnswerWins()
    {
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QProcessEnvironment env = standInWorkspace(dir.path(), ws);
        ptq::PublishSession session;
        session.setEnvironment(env);
        QVERIFY(session.openNow(ws).ok());
        QList<ptq::Result<UploadProposal>> answers;
        connect(&session, &ptq::PublishSession::proposalReady, this, [&](const ptq::Result<UploadProposal> &p) { answers.append(p); });
        session.propose(u"me/first"_s, true);
        session.propose(u"me/second"_s, true);
        QTRY_VERIFY(!answers.isEmpty());
        QTest::qWait(300);
        QCOMPARE(answers.size(), 1);
        QVERIFY(answers.first().ok());
        QCOMPARE(answers.first()->repoId, u"me/second"_s);
        QCOMPARE(session.proposal()->repoId, u"me/second"_s);
        // An id the Hub refuses is answered at once, naming the rule.
        session.propose(u"tiny"_s, true);
        QCOMPARE(answers.size(), 2);
        QVERIFY(!answers.last().ok());
        QVERIFY2(answers.last().error().message.contains(u"namespace/name"_s), qPrintable(answers.last().error().message));
        QVERIFY(!session.proposal());
    }

    /// #34: the dialog (page 4's session) and `ptq-studio publish` cannot drift: the same upload
    /// of the same export, one through each, records the same outcome in run_manifest.yaml.
    void session_andCommand_recordTheSameOutcome()
    {
        QTemporaryDir dir;
        const QString pageWs = dir.path() + u"/page"_s;
        const QString cliWs = dir.path() + u"/cli"_s;
        const QProcessEnvironment env = standInWorkspace(dir.path(), pageWs);
        standInWorkspace(dir.path(), cliWs);
        const Json page = publishThroughTheSession(pageWs, env, u"me/tiny"_s);
        QVERIFY2(!page.is_null(), "published and recorded through the session");

        const auto cli = [&](const QStringList &args, QByteArray *output) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(PTQ_STUDIO_BINARY, QStringList{u"publish"_s, u"--workspace"_s, cliWs, u"--repo"_s, u"me/tiny"_s} + args);
            if (!p.waitForFinished(60'000))
                return -1;
            *output = p.readAllStandardOutput() + p.readAllStandardError();
            return p.exitCode();
        };
        QByteArray text;
        QCOMPARE(cli({}, &text), 0);
        const QRegularExpressionMatch m = QRegularExpression(u"Approval token: ([0-9a-f]{64})"_s).match(QString::fromUtf8(text));
        QVERIFY2(m.hasMatch(), text.constData());
        const QString token = m.captured(1);
        // The session's refusal, as the command has always said it.
        QCOMPARE(cli({u"--public"_s, u"--approve"_s, token}, &text), 3);
        QVERIFY2(text.contains("ptq-studio publish: refused: " + token.toLatin1() + " is not the approval of this upload (now "),
                 text.constData());
        QCOMPARE(readAll(dir.path() + u"/sent.log"_s).count('\n'), 1); // the session's upload only
        QCOMPARE(cli({u"--approve"_s, token}, &text), 0);
        QVERIFY2(text.contains("Recorded in " + (cliWs + u"/run_manifest.yaml"_s).toUtf8()), text.constData());
        QCOMPARE(readAll(dir.path() + u"/sent.log"_s).count('\n'), 2);
        const auto written = ptq::ArtifactIo::load(cliWs + u"/run_manifest.yaml"_s);
        QVERIFY(written.ok());
        QVERIFY(written->json.at("outputs").contains("publish"));

        const Json &a = page.at("outputs").at("publish");
        const Json &b = written->json.at("outputs").at("publish");
        QVERIFY(a.is_object() && b.is_object());
        QCOMPARE(a.size(), b.size());
        for (auto it = a.begin(); it != a.end(); ++it) {
            if (it.key() == "at" || it.key() == "log") // when, and each workspace's own log
                continue;
            QVERIFY2(b.contains(it.key()) && b.at(it.key()) == it.value(),
                     qPrintable(QString::fromStdString(it.key() + ": " + it.value().dump() + " vs " + b.value(it.key(), Json()).dump())));
        }
        QVERIFY(QString::fromStdString(a["log"].get<std::string>()).startsWith(pageWs + u"/logs/"_s));
        QVERIFY(QString::fromStdString(b["log"].get<std::string>()).startsWith(cliWs + u"/logs/"_s));
    }

    void publish_uploadsTheApprovedFiles_tokenInNoArgvLogOrArtifact()
    {
        if (quarkEnv().isEmpty() || !QFileInfo(quarkPython()).isExecutable())
            QSKIP("PTQ_QUARK_ENV is not set or has no bin/python: the upload runs the Quark environment's own "
                  "huggingface_hub (packaging/dev.sh test sets it; CI has it).");
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QString out = dir.path() + u"/export"_s;
        QDir().mkpath(ws);
        makeExport(out);
        FakeHub hub;
        QVERIFY(hub.start(dir.path() + u"/hub"_s));
        QProcessEnvironment env = hubEnv(dir.path(), hub.endpoint(), kToken);
        // The run's data checks set the Hub offline; an approved upload is not (found in the walk).
        env.insert(u"HF_HUB_OFFLINE"_s, u"1"_s);
        const Json manifest = acceptedManifest(out, quarkEnv());
        const auto proposal = Publisher::propose(ws, typed(manifest), u"me/tiny-llama-fp8"_s, true, env);
        QVERIFY2(proposal.ok(), proposal.ok() ? "" : qPrintable(proposal.error().message));
        QCOMPARE(proposal->endpoint, hub.endpoint());

        PublishJob job;
        job.setEnvironment(env);
        QByteArray cmdline;
        QByteArray environ;
        connect(&job, &PublishJob::started, this, [&] {
            // The child as the system sees it while it runs.
            const QString proc = u"/proc/%1/"_s.arg(job.processId());
            cmdline = readAll(proc + u"cmdline"_s);
            environ = readAll(proc + u"environ"_s);
        });
        QList<ptq::PublishProgress> progress;
        connect(&job, &PublishJob::progressChanged, this, [&](const ptq::PublishProgress &p) { progress.append(p); });
        QSignalSpy finished(&job, &PublishJob::finished);
        job.start(*proposal, manifest);
        QVERIFY(finished.wait(180'000));
        const auto result = finished.first().first().value<PublishResult>();
        QVERIFY2(result.ok(), qPrintable(result.message + u"\n"_s + QString::fromUtf8(readAll(result.logPath))));
        QCOMPARE(result.url, hub.endpoint() + u"/me/tiny-llama-fp8"_s);
        QVERIFY(!result.commitOid.isEmpty());

        // What arrived: every approved file, byte for byte, nothing else; the hidden one stayed home.
        const QList<Json> commits = hub.records(u"commits.jsonl"_s);
        QCOMPARE(commits.size(), 1);
        QCOMPARE(commits[0]["files"].size(), size_t(proposal->files.size()));
        for (const ptq::PublishFile &f : proposal->files) {
            const QString arrived = hub.store + u"/repos/me/tiny-llama-fp8/"_s + f.path;
            QCOMPARE(QFileInfo(arrived).size(), f.size);
            QCOMPARE(readAll(arrived), readAll(out + u'/' + f.path));
        }
        QVERIFY(!QFileInfo::exists(hub.store + u"/repos/me/tiny-llama-fp8/.cache"_s));
        bool viaLfs = false;
        for (const Json &f : commits[0]["files"])
            viaLfs = viaLfs || (f["path"] == "model.safetensors" && f["via"] == "lfsFile");
        QVERIFY2(viaLfs, "the weights go through the LFS batch API and a PUT, not inline");
        const Json repos = Json::parse(readAll(hub.store + u"/repos.json"_s).toStdString());
        QCOMPARE(repos["me/tiny-llama-fp8"]["private"], Json(true));
        // Only endpoints the fake implements were called, each API call with the right token.
        QVERIFY2(!QFileInfo::exists(hub.store + u"/unknown.jsonl"_s), readAll(hub.store + u"/unknown.jsonl"_s).constData());
        for (const Json &call : hub.records(u"calls.jsonl"_s)) {
            if (call["method"] != "PUT") // the LFS PUT goes to a pre-signed URL, like the Hub's S3
                QVERIFY2(call["auth"] == true, call.dump().c_str());
        }
        // Progress: files and bytes, ending complete.
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().bytesDone, proposal->totalBytes);
        QCOMPARE(progress.last().filesDone, int(proposal->files.size()));

        // The token: in the child's environment, in no argv, log or artifact.
        QVERIFY2(!cmdline.isEmpty(), "the child's /proc/<pid>/cmdline was read while it ran");
        QVERIFY(!cmdline.contains(kToken));
        QVERIFY(environ.contains("HF_TOKEN=" + kToken));
        QVERIFY(!job.argv().join(u' ').toUtf8().contains(kToken));
        QVERIFY(QFileInfo::exists(job.logPath()));
        QVERIFY(!readAll(job.logPath()).isEmpty());
        const Json recorded = result.manifest;
        QVERIFY(!QByteArray::fromStdString(recorded.dump()).contains(kToken));
        QCOMPARE(recorded["outputs"]["publish"]["status"], Json("published"));
        QCOMPARE(recorded["outputs"]["publish"]["commit"], Json(result.commitOid.toStdString()));
        QCOMPARE(recorded["outputs"]["publish"]["private"], Json(true));
        const ptq::Status saved = ptq::Workspace::saveArtifact(ws, ptq::ArtifactKind::Manifest, recorded);
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error().message));
        QCOMPARE(filesHolding(ws, kToken), QStringList());
        QCOMPARE(filesHolding(out, kToken), QStringList());
    }

    void publish_wrongToken_failsNamingTheToken()
    {
        if (quarkEnv().isEmpty() || !QFileInfo(quarkPython()).isExecutable())
            QSKIP("PTQ_QUARK_ENV is not set or has no bin/python (packaging/dev.sh test sets it; CI has it).");
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QString out = dir.path() + u"/export"_s;
        QDir().mkpath(ws);
        makeExport(out);
        FakeHub hub;
        QVERIFY(hub.start(dir.path() + u"/hub"_s));
        const QProcessEnvironment env = hubEnv(dir.path(), hub.endpoint(), kWrongToken);
        const Json manifest = acceptedManifest(out, quarkEnv());
        const auto proposal = Publisher::propose(ws, typed(manifest), u"me/tiny"_s, true, env);
        QVERIFY(proposal.ok());
        PublishJob job;
        job.setEnvironment(env);
        QSignalSpy finished(&job, &PublishJob::finished);
        job.start(*proposal, manifest);
        QVERIFY(finished.wait(120'000));
        const auto result = finished.first().first().value<PublishResult>();
        QCOMPARE(result.status, PublishResult::Status::Failed);
        QVERIFY2(result.message.contains(u"401"_s) && result.message.contains(u"refused the token from HF_TOKEN"_s)
                     && result.message.contains(hub.endpoint()),
                 qPrintable(result.message));
        QCOMPARE(result.manifest["outputs"]["publish"]["status"], Json("failed"));
        QVERIFY(result.manifest["outputs"]["publish"]["error"].is_string());
        QVERIFY(!QFileInfo::exists(hub.store + u"/commits.jsonl"_s));
        QVERIFY(!result.message.toUtf8().contains(kWrongToken));
        QCOMPARE(filesHolding(ws, kWrongToken), QStringList());
    }

    void publish_filesChangedAfterApproval_refusedAndNothingSent()
    {
        if (quarkEnv().isEmpty() || !QFileInfo(quarkPython()).isExecutable())
            QSKIP("PTQ_QUARK_ENV is not set or has no bin/python (packaging/dev.sh test sets it; CI has it).");
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QString out = dir.path() + u"/export"_s;
        QDir().mkpath(ws);
        makeExport(out);
        FakeHub hub;
        QVERIFY(hub.start(dir.path() + u"/hub"_s));
        const QProcessEnvironment env = hubEnv(dir.path(), hub.endpoint(), kToken);
        const Json manifest = acceptedManifest(out, quarkEnv());
        const auto proposal = Publisher::propose(ws, typed(manifest), u"me/tiny"_s, true, env);
        QVERIFY(proposal.ok());
        writeFile(out + u"/model.safetensors"_s, randomBytes(1000)); // re-exported after the approval
        PublishJob job;
        job.setEnvironment(env);
        QSignalSpy started(&job, &PublishJob::started);
        QSignalSpy finished(&job, &PublishJob::finished);
        job.start(*proposal, manifest);
        QVERIFY(finished.wait(30'000));
        const auto result = finished.first().first().value<PublishResult>();
        QCOMPARE(result.status, PublishResult::Status::Refused);
        QVERIFY2(result.message.contains(u"model.safetensors"_s), qPrintable(result.message));
        QVERIFY(result.manifest.is_null());
        QCOMPARE(started.size(), 0);
        QVERIFY(job.argv().isEmpty());
        QVERIFY(!QFileInfo::exists(hub.store + u"/calls.jsonl"_s));
    }

    void publish_cli_printsTheUpload_thenUploadsExactlyThatWhenApproved()
    {
        if (quarkEnv().isEmpty() || !QFileInfo(quarkPython()).isExecutable())
            QSKIP("PTQ_QUARK_ENV is not set or has no bin/python (packaging/dev.sh test sets it; CI has it).");
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QString out = dir.path() + u"/export"_s;
        QDir().mkpath(ws);
        makeExport(out);
        ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, acceptedManifest(out, quarkEnv()));
        FakeHub hub;
        QVERIFY(hub.start(dir.path() + u"/hub"_s));
        const QProcessEnvironment env = hubEnv(dir.path(), hub.endpoint(), kToken);
        const auto cli = [&](const QStringList &args, QByteArray *stdOut = nullptr) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(PTQ_STUDIO_BINARY, QStringList{u"publish"_s, u"--workspace"_s, ws} + args);
            if (!p.waitForFinished(180'000))
                return -1;
            const QByteArray o = p.readAllStandardOutput();
            const QByteArray e = p.readAllStandardError();
            if (stdOut)
                *stdOut = o + e;
            return p.exitCode();
        };
        QByteArray text;
        QCOMPARE(cli({u"--repo"_s, u"me/cli"_s}, &text), 0);
        QVERIFY2(text.contains("model.safetensors") && text.contains("tokenizer/tokenizer.json")
                     && text.contains("(private)") && text.contains("found in HF_TOKEN"),
                 text.constData());
        const QRegularExpressionMatch m = QRegularExpression(u"Approval token: ([0-9a-f]{64})"_s).match(QString::fromUtf8(text));
        QVERIFY2(m.hasMatch(), text.constData());
        const QString token = m.captured(1);
        QVERIFY(!text.contains(kToken));
        // A token for another upload (here: public instead of private) starts nothing.
        QCOMPARE(cli({u"--repo"_s, u"me/cli"_s, u"--public"_s, u"--approve"_s, token}, &text), 3);
        QVERIFY2(text.contains("refused"), text.constData());
        QVERIFY(!QFileInfo::exists(hub.store + u"/calls.jsonl"_s));
        // The approved one uploads, prints the URL and records it.
        QCOMPARE(cli({u"--repo"_s, u"me/cli"_s, u"--approve"_s, token}, &text), 0);
        QVERIFY2(text.contains((hub.endpoint() + u"/me/cli"_s).toUtf8()), text.constData());
        QVERIFY(!text.contains(kToken));
        QCOMPARE(hub.records(u"commits.jsonl"_s).size(), 1);
        const auto loaded = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY(loaded.ok());
        const Json recorded = loaded->json;
        QCOMPARE(recorded["outputs"]["publish"]["status"], Json("published"));
        QCOMPARE(recorded["outputs"]["publish"]["approval_sha256"], Json(token.toStdString()));
        QCOMPARE(filesHolding(ws, kToken), QStringList());
    }

    void publish_privateUploadIntoAPublicRepository_refused()
    {
        if (quarkEnv().isEmpty() || !QFileInfo(quarkPython()).isExecutable())
            QSKIP("PTQ_QUARK_ENV is not set or has no bin/python (packaging/dev.sh test sets it; CI has it).");
        QTemporaryDir dir;
        const QString ws = dir.path() + u"/ws"_s;
        const QString out = dir.path() + u"/export"_s;
        QDir().mkpath(ws);
        makeExport(out);
        FakeHub hub;
        QVERIFY(hub.start(dir.path() + u"/hub"_s, u"me/open:public"_s));
        const QProcessEnvironment env = hubEnv(dir.path(), hub.endpoint(), kToken);
        const Json manifest = acceptedManifest(out, quarkEnv());
        const auto proposal = Publisher::propose(ws, typed(manifest), u"me/open"_s, true, env);
        QVERIFY(proposal.ok());
        PublishJob job;
        job.setEnvironment(env);
        QSignalSpy finished(&job, &PublishJob::finished);
        job.start(*proposal, manifest);
        QVERIFY(finished.wait(120'000));
        const auto result = finished.first().first().value<PublishResult>();
        QCOMPARE(result.status, PublishResult::Status::Failed);
        QVERIFY2(result.message.contains(u"already exists and is public"_s), qPrintable(result.message));
        QVERIFY(!QFileInfo::exists(hub.store + u"/commits.jsonl"_s));
    }
};

QTEST_GUILESS_MAIN(TestPublish)
#include "tst_publish.moc"
