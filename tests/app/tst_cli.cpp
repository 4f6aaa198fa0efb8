// The headless command line, run as a user runs it: the real binary, no display at all.
#include "workflow/workspacestate.h"
#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "fakes/fakehub.h"
#include "handoff/exportchecks.h"
#include "handoff/modelcard.h"
#include "review/structuraldiff.h"
#include "run/outputhasher.h"
#include "run/outputverifier.h"
#include "testsupport.h"
#include "workflow/runsession.h"
#include "workflow/runstep.h"
#include "workflow/workspacewriter.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QDir>
#include <QEventLoop>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <csignal>
#include <functional>
#include <optional>

#include <sys/stat.h>

using namespace Qt::Literals::StringLiterals;

using ptq::Json;

namespace {

/// The live (non-zombie) processes of process group @p pgid, from /proc.
QList<qint64> groupMembers(qint64 pgid)
{
    QList<qint64> members;
    for (const QString &entry : QDir(u"/proc"_s).entryList(QDir::Dirs)) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric)
            continue;
        QFile stat(u"/proc/%1/stat"_s.arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        // after "pid (comm) ": state ppid pgrp ...
        if (fields.size() > 2 && fields.at(0) != "Z" && fields.at(2).toLongLong() == pgid)
            members.append(pid);
    }
    return members;
}

bool alive(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    return !text.mid(text.lastIndexOf(')') + 2).startsWith('Z');
}

bool waitUntil(const std::function<bool()> &condition, int ms)
{
    QElapsedTimer t;
    t.start();
    while (!condition()) {
        if (t.elapsed() > ms)
            return false;
        QTest::qWait(50);
    }
    return true;
}

/// `ptq-studio run` of an approved workspace with a hanging quark-cli that forked a worker.
struct HangingRun
{
    QTemporaryDir root;
    QString ws = root.filePath(u"ws"_s);
    QString out = root.filePath(u"out"_s);
    QString pidFile = root.filePath(u"worker.pid"_s);
    QByteArray token;
    QProcess process;
    qint64 group = 0;
    qint64 worker = 0;

    bool start(const QStringList &extra = {}, const QString &fail = u"hang"_s)
    {
        token = ptq::test::approvedWorkspace(ws, out);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        env.insert(u"FAKE_QUARK_STEP_MS"_s, u"1"_s);
        if (!fail.isEmpty())
            env.insert(u"FAKE_QUARK_FAIL"_s, fail);
        env.insert(u"FAKE_QUARK_WORKER"_s, u"1"_s);
        env.insert(u"FAKE_QUARK_WORKER_PIDFILE"_s, pidFile);
        process.setProcessEnvironment(env);
        process.start(PTQ_STUDIO_BINARY,
                      QStringList{u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)} + extra);
        if (!process.waitForStarted())
            return false;
        // Running once the manifest names quark-cli's process group and the worker has written its PID.
        return waitUntil(
            [this] {
                const ptq::Result<ptq::LoadedDocument> m = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
                const Json *run = m ? ptq::findRunStep(m->json) : nullptr;
                if (run && run->contains("runner") && (*run)["runner"]["process_group"].is_number_integer())
                    group = (*run)["runner"]["process_group"].get<qint64>();
                QFile f(pidFile);
                if (f.open(QIODevice::ReadOnly))
                    worker = f.readAll().trimmed().toLongLong();
                return group > 0 && worker > 0;
            },
            20000);
    }
    Json runStep() const
    {
        const Json m = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        return *ptq::findRunStep(m);
    }
};

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run ptqStudio(const QStringList &arguments, const QMap<QString, QString> &extraEnv = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Headless subcommands must not need a display or a platform plugin.
    env.remove(u"DISPLAY"_s);
    env.remove(u"WAYLAND_DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    // The messages asserted are the English ones, whatever the developer's locale.
    env.remove(u"LANGUAGE"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    for (auto it = extraEnv.cbegin(); it != extraEnv.cend(); ++it)
        env.insert(it.key(), it.value());
    process.setProcessEnvironment(env);
    process.start(PTQ_STUDIO_BINARY, arguments);
    // Wait with the event loop running: a FakeHub in this process must keep answering.
    QSignalSpy finished(&process, &QProcess::finished);
    if (!finished.wait(60000))
        qFatal("ptq-studio did not finish");
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The bundled example made in @p model, analysed into @p ws and planned with @p scheme, both
/// checkpoints confirmed, with @p env's tools: a new user's first steps. What the first step that
/// failed printed, or empty.
QString planTheExample(const QString &model, const QString &ws, const QString &scheme, const QMap<QString, QString> &env)
{
    const QList<QStringList> steps{{u"example"_s, model},
                                   {u"analyze"_s, model, u"--workspace"_s, ws},
                                   {u"confirm"_s, u"analysis"_s, u"--workspace"_s, ws, u"--no-trust-remote-code"_s},
                                   {u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, scheme},
                                   {u"confirm"_s, u"plan"_s, u"--workspace"_s, ws}};
    for (const QStringList &step : steps) {
        const Run run = ptqStudio(step, env);
        if (run.exitCode != 0)
            return step.join(u' ') + u": "_s + run.out + run.err;
    }
    return {};
}

QString fixture(const QString &relative)
{
    return ptq::test::fixturePath(relative);
}

/// What page 4's "Compute sha256 checksums" records: the export's sums through step 4's session
/// (RunSession::recordChecksums, on the writer's thread); the manifest as written, or why not.
ptq::Result<Json> recordAsPage4(const QString &ws, const QString &out)
{
    const std::atomic_bool never{false};
    // The files in the verifier's order, as `verify` hashes them.
    const ptq::OutputChecksums sums = ptq::OutputHasher::hash(out, ptq::OutputVerifier::verify(out, ptq::PlanDocument(), 0).files, never);
    ptq::WorkspaceWriter writer;
    ptq::RunSession session(&writer);
    session.setRoot(ws);
    QEventLoop loop;
    std::optional<ptq::Result<Json>> recorded;
    session.recordChecksums(sums, &loop, [&](ptq::Result<Json> written) {
        recorded.emplace(std::move(written));
        loop.quit();
    });
    if (!recorded)
        loop.exec();
    return *recorded;
}

/// @p manifest with the times of a record set to @p like's: two records of the same sums compare equal.
Json withTimesOf(Json manifest, const Json &like)
{
    manifest["outputs"]["observed"]["sha256_at"] = like["outputs"]["observed"]["sha256_at"];
    manifest["updated_at"] = like["updated_at"];
    return manifest;
}

/// A manifest's change of one session call (RunSession::recordChecks, handOff), waited for.
ptq::Result<Json> changedBySession(const std::function<void(QObject *, std::function<void(ptq::Result<Json>)>)> &change)
{
    QEventLoop loop;
    std::optional<ptq::Result<Json>> changed;
    change(&loop, [&](ptq::Result<Json> written) {
        changed.emplace(std::move(written));
        loop.quit();
    });
    if (!changed)
        loop.exec();
    return *changed;
}

/// What page 4 records after a run: the approved export checks run (ExportChecksJob), then their
/// records and the hand-off through step 4's session (RunSession::recordChecks, handOff, on the
/// writer's thread); the manifest as the hand-off wrote it, or why not.
ptq::Result<Json> checkAndHandOffAsPage4(const QString &ws)
{
    ptq::ExportChecksJob job;
    std::optional<ptq::ExportChecksOutcome> outcome;
    QEventLoop loop;
    QObject::connect(&job, &ptq::ExportChecksJob::finished, &loop, [&](const ptq::ExportChecksOutcome &o) {
        outcome = o;
        loop.quit();
    });
    job.start(ws, ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json);
    if (!outcome)
        loop.exec();
    ptq::WorkspaceWriter writer;
    ptq::RunSession session(&writer);
    session.setRoot(ws);
    const ptq::Result<Json> checked = changedBySession(
        [&](QObject *context, std::function<void(ptq::Result<Json>)> done) { session.recordChecks(*outcome, context, std::move(done)); });
    if (!checked)
        return checked;
    return changedBySession([&](QObject *context, std::function<void(ptq::Result<Json>)> done) { session.handOff(context, std::move(done)); });
}

/// @p json without its times (every key that ends in "_at", and the start time a check's log is
/// named after), at every depth.
Json withoutTimes(Json json)
{
    if (json.is_object()) {
        Json kept = Json::object();
        for (auto it = json.begin(); it != json.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            if (key == u"log_path"_s && it.value().is_string()) {
                static const QRegularExpression started(u"-\\d{8}-\\d{6}\\.log$"_s); // checks/NAME-yyyyMMdd-HHmmss.log
                kept[it.key()] = QString::fromStdString(it.value().get<std::string>()).replace(started, u".log"_s).toStdString();
            } else if (!key.endsWith(u"_at"_s)) {
                kept[it.key()] = withoutTimes(it.value());
            }
        }
        return kept;
    }
    if (json.is_array()) {
        Json kept = Json::array();
        for (const Json &item : json)
            kept.push_back(withoutTimes(item));
        return kept;
    }
    return json;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void version_printsNameAndVersion()
    {
        const Run run = ptqStudio({u"--version"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(u"ptq-studio " PTQ_VERSION ""_s), qPrintable(run.out));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    }

    void help_listsValidate()
    {
        const Run run = ptqStudio({u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"validate"_s));
    }

    void validate_validStudioArtifacts_exitZero()
    {
        const Run run = ptqStudio({u"validate"_s, fixture(u"artifacts/studio/model_analysis.json"_s),
                                   fixture(u"artifacts/studio/quant_plan.json"_s),
                                   fixture(u"artifacts/studio/run_manifest.yaml"_s)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count(u": valid (model_analysis"_s) + run.out.count(u": valid (quant_plan"_s)
                     + run.out.count(u": valid (run_manifest"_s),
                 3);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    }

    void validate_upstreamOnly_isValidUnlessStrict()
    {
        const QString file = fixture(u"artifacts/upstream/run_manifest.yaml"_s);
        Run run = ptqStudio({u"validate"_s, file});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"valid against the upstream run_manifest contract"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"/: Missing required property 'approval'."_s));
        run = ptqStudio({u"validate"_s, u"--strict"_s, file});
        QCOMPARE(run.exitCode, 1);
    }

    void validate_invalid_namesPointerAndRule()
    {
        QTemporaryDir dir;
        ptq::Json doc = ptq::test::readJson(fixture(u"artifacts/studio/quant_plan.json"_s));
        doc["evaluation_intent"] = "thorough";
        const QString path = dir.filePath(u"quant_plan.json"_s);
        QVERIFY(ptq::ArtifactIo::save(path, doc).ok());
        const Run run = ptqStudio({u"validate"_s, path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(path + u": invalid (quant_plan)"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"/evaluation_intent: "_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"[upstream contract]"_s), qPrintable(run.out));
    }

    void validate_kindFromContent_andFromFlag()
    {
        QTemporaryDir dir;
        const QString renamed = dir.filePath(u"analysis-of-qwen.json"_s);
        QVERIFY(QFile::copy(fixture(u"artifacts/studio/model_analysis.json"_s), renamed));
        Run run = ptqStudio({u"validate"_s, renamed});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"valid (model_analysis"_s));
        run = ptqStudio({u"validate"_s, u"--kind"_s, u"plan"_s, renamed});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.contains(u"invalid (quant_plan)"_s));
    }

    void validate_unreadableInput_exitTwoNamingThePath_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing") << u"missing/model_analysis.json"_s << QByteArray() << u"does not exist"_s;
        QTest::newRow("directory") << u"dir"_s << QByteArray() << u"is a folder"_s;
        QTest::newRow("empty") << u"quant_plan.json"_s << QByteArray("") << u"is empty"_s;
        QTest::newRow("malformed yaml") << u"run_manifest.yaml"_s << QByteArray("steps: [\n") << u"not valid YAML"_s;
        QTest::newRow("not utf-8") << u"model_analysis.json"_s << QByteArray("{\"a\":\"\xff\"}") << u"not UTF-8"_s;
        QTest::newRow("unknown kind") << u"notes.json"_s << QByteArray("{\"hello\": 1}") << u"--kind"_s;
    }

    void validate_unreadableInput_exitTwoNamingThePath()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, phrase);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        if (name == u"dir"_s) {
            QVERIFY(QDir().mkdir(path));
        } else if (!name.startsWith(u"missing"_s)) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        const Run run = ptqStudio({u"validate"_s, path, fixture(u"artifacts/studio/quant_plan.json"_s)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.contains(path + u": error: "_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(phrase), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"quant_plan.json: valid"_s), "the other file is still checked");
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
    }

    void validate_usageErrors_exitTwo()
    {
        Run run = ptqStudio({u"validate"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"name at least one FILE"_s));
        run = ptqStudio({u"validate"_s, u"--kind"_s, u"recipe"_s, u"x.json"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"recipe"_s));
        run = ptqStudio({u"validate"_s, u"--frobnicate"_s, u"x.json"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"frobnicate"_s));
    }

    void analyze_localFolder_writesAValidAnalysis()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath(u"jobs/mixtral"_s);
        const Run run = ptqStudio({u"analyze"_s, fixture(u"models/mixtral-8x7b"_s), u"--workspace"_s, ws});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"896 quantizable Linear modules"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"confirm analysis"_s));
        const ptq::WorkspaceState state = ptq::WorkspaceInspector::inspect(ws);
        QCOMPARE(state.analysis.state, ptq::ArtifactState::Unconfirmed);
        QVERIFY2(!QFileInfo::exists(ws + u"/.ptq-studio.lock"_s), "the lock goes away with the process");

        Run confirm = ptqStudio({u"confirm"_s, u"analysis"_s, u"--workspace"_s, ws, u"--note"_s, u"checked"_s});
        QCOMPARE(confirm.exitCode, 0);
        QCOMPARE(ptq::WorkspaceInspector::inspect(ws).resumeAt, ptq::Checkpoint::QuantPlan);
        const ptq::Json doc = ptq::test::readJson(ws + u"/model_analysis.json"_s);
        QVERIFY(doc["confirmation"]["confirmed"] == true);
        QVERIFY(doc["confirmation"]["notes"] == "checked");
    }

    // The bundled example: written into a folder, analysed offline, the folder never clobbered.
    void example_writesAModelThatAnalyzes()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(u"tiny llama"_s);
        Run run = ptqStudio({u"example"_s, model});
        QCOMPARE(run.exitCode, 0);
        const QStringList shards = QDir(model).entryList({u"*.safetensors"_s}, QDir::Files);
        QCOMPARE(shards.size(), 2);
        qint64 bytes = 0;
        for (const QFileInfo &file : QDir(model).entryInfoList(QDir::Files))
            bytes += file.size();
        QVERIFY2(bytes < 500 * 1024, "a few hundred KB at most");

        run = ptqStudio({u"example"_s, model}); // again: the same files, left as they are
        QCOMPARE(run.exitCode, 0);

        const QString ws = dir.filePath(u"ws"_s);
        run = ptqStudio({u"analyze"_s, model, u"--workspace"_s, ws});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"LlamaForCausalLM"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"14 quantizable Linear modules"_s), qPrintable(run.out));
        const ptq::Json analysis = ptq::test::readJson(ws + u"/model_analysis.json"_s);
        QCOMPARE(QString::fromStdString(analysis["analysis_status"].get<std::string>()), u"complete"_s);
        QVERIFY2(!run.out.contains(u"[high]"_s) && !run.out.contains(u"[medium]"_s), qPrintable(run.out));

        QFile config(model + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::Append));
        config.write("\n");
        config.close();
        run = ptqStudio({u"example"_s, model});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(model + u"/config.json"_s), qPrintable(run.err));
        QCOMPARE(ptqStudio({u"example"_s}).exitCode, 2);

        const QString file = dir.filePath(u"a file"_s); // DIR is a file: refused, the file kept
        QFile plain(file);
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.write("mine");
        plain.close();
        run = ptqStudio({u"example"_s, file});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(file) && run.err.contains(u"not a folder"_s), qPrintable(run.err));
        QVERIFY(plain.open(QIODevice::ReadOnly));
        QCOMPARE(plain.readAll(), QByteArray("mine"));
    }

    void analyze_json_printsTheArtifact()
    {
        QTemporaryDir dir;
        const Run run = ptqStudio({u"analyze"_s, u"--json"_s, fixture(u"models/phi-3-mini"_s), u"--workspace"_s, dir.path()});
        QCOMPARE(run.exitCode, 0);
        const ptq::Json doc = ptq::Json::parse(run.out.toStdString());
        QVERIFY(doc["quantization_targets"]["linear_layer_count"] == 128);
        QVERIFY(ptq::test::readJson(dir.filePath(u"model_analysis.json"_s)) == doc);
    }

    void analyze_hub_recordsTheCommit()
    {
        ptq::test::FakeHub hub;
        ptq::test::FakeHub::Repo repo;
        repo.id = u"Qwen/Qwen2.5-7B-Instruct"_s;
        QFile config(fixture(u"models/qwen2.5-7b/config.json"_s));
        QVERIFY(config.open(QIODevice::ReadOnly));
        repo.files.insert(u"config.json"_s, config.readAll());
        hub.addRepo(repo);
        QTemporaryDir dir;
        const Run run = ptqStudio({u"analyze"_s, repo.id, u"--workspace"_s, dir.path()},
                                  {{u"HF_ENDPOINT"_s, hub.endpoint()}, {u"HF_HUB_CACHE"_s, dir.filePath(u"cache"_s)}});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const ptq::Json doc = ptq::test::readJson(dir.filePath(u"model_analysis.json"_s));
        QVERIFY(doc["source"]["kind"] == "hub");
        QCOMPARE(QString::fromStdString(doc["source"]["commit"].get<std::string>()), repo.commit);
        QVERIFY(doc["model"]["model_path"] == "Qwen/Qwen2.5-7B-Instruct");
    }

    void analyze_badInput_writesNothing_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing folder") << u"/nonexistent/model"_s << u"/nonexistent/model does not exist"_s;
        QTest::newRow("bad repo id") << u"org/bad--name"_s << u"\"--\""_s;
        QTest::newRow("gated repo") << u"org/gated"_s << u"gated"_s;
        QTest::newRow("missing repo") << u"org/missing"_s << u"was not found"_s;
    }

    void analyze_badInput_writesNothing()
    {
        QFETCH(QString, source);
        QFETCH(QString, phrase);
        ptq::test::FakeHub hub;
        ptq::test::FakeHub::Repo gated;
        gated.id = u"org/gated"_s;
        gated.gated = u"auto"_s;
        gated.files.insert(u"config.json"_s, "{}");
        hub.addRepo(gated);
        QTemporaryDir dir;
        const QString ws = dir.filePath(u"ws"_s);
        const Run run = ptqStudio({u"analyze"_s, source, u"--workspace"_s, ws},
                                  {{u"HF_ENDPOINT"_s, hub.endpoint()}, {u"HF_HUB_CACHE"_s, dir.filePath(u"cache"_s)},
                                   {u"HF_TOKEN"_s, QString()}, {u"HF_HOME"_s, dir.filePath(u"hfhome"_s)}});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(phrase), qPrintable(run.err));
        QVERIFY2(!QFileInfo::exists(ws), "no workspace folder is created for bad input");
    }

    void confirm_recordsCorrections()
    {
        QTemporaryDir dir;
        QVERIFY(ptqStudio({u"analyze"_s, fixture(u"models/qwen2.5-vl-7b"_s), u"--workspace"_s, dir.path()}).exitCode == 0);
        ptq::Json doc = ptq::test::readJson(dir.filePath(u"model_analysis.json"_s));
        QVERIFY(doc["analysis_status"] == "partial");
        const Run run = ptqStudio({u"confirm"_s, u"analysis"_s, u"--workspace"_s, dir.path(), u"--model-type"_s,
                                   u"qwen2"_s, u"--trust-remote-code"_s});
        QCOMPARE(run.exitCode, 0);
        doc = ptq::test::readJson(dir.filePath(u"model_analysis.json"_s));
        QVERIFY(doc["model"]["model_type"] == "qwen2");
        QVERIFY(doc["model"]["trust_remote_code"] == true);
        QVERIFY(doc["quark_template"]["known"] == true);
        QCOMPARE(doc["confirmation"]["corrections"].size(), std::size_t(2));
        QVERIFY(doc["confirmation"]["corrections"][0]["from"] == "qwen2_5_vl");
        QCOMPARE(ptqStudio({u"validate"_s, u"--strict"_s, dir.filePath(u"model_analysis.json"_s)}).exitCode, 0);
    }

    void confirm_refusesWhatItCannotConfirm()
    {
        QTemporaryDir dir;
        Run run = ptqStudio({u"confirm"_s, u"analysis"_s, u"--workspace"_s, dir.path()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(dir.filePath(u"model_analysis.json"_s)));
        QVERIFY(QFile::copy(fixture(u"artifacts/upstream/model_analysis.json"_s), dir.filePath(u"model_analysis.json"_s)));
        run = ptqStudio({u"confirm"_s, u"analysis"_s, u"--workspace"_s, dir.path()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"another tool"_s), qPrintable(run.err));
        QCOMPARE(ptqStudio({u"confirm"_s, u"everything"_s, u"--workspace"_s, dir.path()}).exitCode, 2);
        QCOMPARE(ptqStudio({u"confirm"_s, u"analysis"_s}).exitCode, 2);
    }

    void planAndManifest_endToEnd_createNothingOutsideTheWorkspace()
    {
        QTemporaryDir root;
        const ptq::test::ScopedTmpfs roomy = ptq::test::roomyDisk(root.path()); // the export check sees room
        const QString ws = root.filePath(u"ws"_s);
        const QString bin = ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s});
        const QMap<QString, QString> env{{u"PATH"_s, bin + u":/usr/bin:/bin"_s}, {u"XDG_CACHE_HOME"_s, ws + u"/cache"_s}};

        QCOMPARE(ptqStudio({u"analyze"_s, fixture(u"models/qwen2.5-7b"_s), u"--workspace"_s, ws}, env).exitCode, 0);
        Run run = ptqStudio({u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, u"fp8"_s}, env);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"rule confirmed-analysis"_s), qPrintable(run.err));
        QCOMPARE(ptqStudio({u"confirm"_s, u"analysis"_s, u"--workspace"_s, ws}, env).exitCode, 0);
        run = ptqStudio({u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, u"fp8"_s, u"--algorithm"_s, u"rotation"_s}, env);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"rule algorithm"_s), qPrintable(run.err));
        run = ptqStudio({u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, u"fp8"_s, u"--kv-cache"_s, u"fp8"_s,
                         u"--num-calib"_s, u"128"_s},
                        env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(u"Pattern preview"_s));
        QVERIFY(run.err.contains(bin + u"/quark-cli"_s));
        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out/qwen fp8"_s)}, env);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"plan must be confirmed"_s), qPrintable(run.err));
        QCOMPARE(ptqStudio({u"confirm"_s, u"plan"_s, u"--workspace"_s, ws}, env).exitCode, 0);
        // The same plan built again stays confirmed, untouched (page 2's rule); a changed decision
        // writes a plan to confirm again (issue #34).
        const QByteArray confirmedBytes = readBytes(ws + u"/quant_plan.json"_s);
        run = ptqStudio({u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, u"fp8"_s, u"--kv-cache"_s, u"fp8"_s,
                         u"--num-calib"_s, u"128"_s},
                        env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(u"stays confirmed and nothing was written"_s), qPrintable(run.out));
        QCOMPARE(readBytes(ws + u"/quant_plan.json"_s), confirmedBytes);
        run = ptqStudio({u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, u"fp8"_s, u"--kv-cache"_s, u"fp8"_s,
                         u"--num-calib"_s, u"64"_s},
                        env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(u"Confirm it with"_s), qPrintable(run.out));
        QVERIFY(ptq::ArtifactIo::load(ws + u"/quant_plan.json"_s)->json["requires_confirmation"] == true);
        QCOMPARE(ptqStudio({u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, u"fp8"_s, u"--kv-cache"_s, u"fp8"_s,
                            u"--num-calib"_s, u"128"_s},
                           env)
                     .exitCode,
                 0);
        QCOMPARE(ptqStudio({u"confirm"_s, u"plan"_s, u"--workspace"_s, ws}, env).exitCode, 0);

        QStringList before = QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out/qwen fp8"_s)}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY(run.out.contains(u"--output_dir '"_s + root.filePath(u"out/qwen fp8"_s) + u"'"_s));
        QVERIFY(run.out.contains(u"--kv_cache_dtype fp8"_s));
        const ptq::Result<ptq::LoadedDocument> manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY(manifest.ok());
        const QString token = QString::fromLatin1(ptq::approvalDigestOfManifest(manifest->json).value_or(QByteArray()));
        QVERIFY2(run.out.contains(u"Approval token (sha256 of argv and environment): "_s + token), qPrintable(run.out));
        QCOMPARE(QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
        QVERIFY(!QFileInfo::exists(root.filePath(u"out"_s)));
        QCOMPARE(ptqStudio({u"validate"_s, u"--strict"_s, ws + u"/run_manifest.yaml"_s}).exitCode, 0);

        // Approved (as page 3 would), then built again unchanged: the approval stands and nothing is
        // written; another output folder voids it, and says so (page 3's rule, issue #34).
        QVERIFY(ptq::RunStep::approveWithToken(ws, token.toLatin1()).ok());
        const QByteArray approvedBytes = readBytes(ws + u"/run_manifest.yaml"_s);
        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out/qwen fp8"_s)}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(u"its approval stands and nothing was written"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"Approval token (sha256 of argv and environment): "_s + token), qPrintable(run.out));
        QCOMPARE(readBytes(ws + u"/run_manifest.yaml"_s), approvedBytes);
        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out/qwen fp8 b"_s)}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.err.contains(u"The earlier approval was voided because the command (--output_dir"_s), qPrintable(run.err));
        QVERIFY(ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json["approval"]["status"] == "pending");

        // A non-empty destination blocks approval; the manifest says why.
        QDir().mkpath(root.filePath(u"full"_s));
        QFile(root.filePath(u"full/x"_s)).open(QIODevice::WriteOnly);
        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"full"_s)}, env);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"not empty"_s), qPrintable(run.err));
    }

    void paths_withShellCharacters_endToEnd_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("spaces") << u"my models/llama 3"_s;
        QTest::newRow("quotes") << u"it's \"quoted\""_s;
        QTest::newRow("dollar and backticks") << u"$HOME `id` $(id)"_s;
        QTest::newRow("newline") << u"two\nlines"_s;
        QTest::newRow("unicode") << u"模型 ünïcode ✓"_s;
        QTest::newRow("leading dash") << u"-rf --model_dir"_s;
        QTest::newRow("glob and semicolon") << u"*; rm -rf x"_s;
    }

    void paths_withShellCharacters_endToEnd()
    {
        // The model folder, the workspace and the output folder all carry the name: analyze,
        // confirm, plan, confirm, manifest, run, verify — headless, through the fake quark-cli.
        QFETCH(QString, name);
        QTemporaryDir root;
        const ptq::test::ScopedTmpfs roomy = ptq::test::roomyDisk(root.path()); // the export check sees room
        const QString model = root.filePath(u"model "_s + name);
        const QString ws = root.filePath(u"ws "_s + name);
        const QString out = root.filePath(u"out "_s + name);
        QVERIFY(QDir().mkpath(model));
        for (const QString &f : QDir(fixture(u"models/llama-3.1-8b"_s)).entryList(QDir::Files))
            QVERIFY(QFile::copy(fixture(u"models/llama-3.1-8b/"_s) + f, model + u'/' + f));
        const QString bin = ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s});
        const QMap<QString, QString> env{{u"PATH"_s, bin + u":/usr/bin:/bin"_s},
                                         {u"XDG_CACHE_HOME"_s, root.filePath(u"cache"_s)},
                                         {u"FAKE_QUARK_STEP_MS"_s, u"1"_s}};
        auto step = [&](const QStringList &args) {
            const Run run = ptqStudio(args, env);
            if (run.exitCode != 0)
                qWarning("%s -> %d\n%s%s", qPrintable(args.join(u' ')), run.exitCode, qPrintable(run.out), qPrintable(run.err));
            return run;
        };
        QCOMPARE(step({u"analyze"_s, model, u"--workspace"_s, ws}).exitCode, 0);
        QCOMPARE(step({u"confirm"_s, u"analysis"_s, u"--workspace"_s, ws}).exitCode, 0);
        QCOMPARE(step({u"plan"_s, u"--workspace"_s, ws, u"--scheme"_s, u"fp8"_s, u"--num-calib"_s, u"16"_s}).exitCode, 0);
        QCOMPARE(step({u"confirm"_s, u"plan"_s, u"--workspace"_s, ws}).exitCode, 0);
        QCOMPARE(step({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, out}).exitCode, 0);
        const ptq::Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const ptq::Json &argv = (*ptq::findRunStep(manifest))["argv"];
        // The paths are single argv elements, exactly as given.
        QVERIFY(std::find(argv.begin(), argv.end(), ptq::Json(model.toStdString())) != argv.end());
        QVERIFY(std::find(argv.begin(), argv.end(), ptq::Json(out.toStdString())) != argv.end());
        // The shell form, pasted into bash, gives the same argv back.
        const QStringList words =
            ptq::StructuralDiff::splitCommand(QString::fromStdString((*ptq::findRunStep(manifest))["command"].get<std::string>()));
        const QStringList argvList = ptq::toStringList(argv);
        QCOMPARE(words.mid(words.size() - argvList.size()), argvList); // after the environment assignments
        const QString token = QString::fromLatin1(ptq::approvalDigestOfManifest(manifest).value_or(QByteArray()));
        const Run run = step({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, token});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QFileInfo::exists(out + u"/config.json"_s));
        QCOMPARE(step({u"verify"_s, out, u"--workspace"_s, ws}).exitCode, 0);
        // Nothing was written anywhere but the workspace, the output folder and the cache.
        const QDir top(root.path());
        QStringList expected = {u"bin"_s};
        for (const QString &path : {model, ws, out})
            expected.append(top.relativeFilePath(path).section(u'/', 0, 0));
        QStringList actual = QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        actual.removeAll(u"cache"_s);
        expected.sort();
        actual.sort();
        QCOMPARE(actual, expected);
    }

    /// A workspace another process holds (a window, a run): analyze, which writes into it, is
    /// refused with the holder named and writes nothing; validate and diff only read and go on.
    void heldWorkspace_analyzeIsRefused_readersGoOn()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath(u"ws"_s);
        QCOMPARE(ptqStudio({u"analyze"_s, fixture(u"models/phi-3-mini"_s), u"--workspace"_s, ws}).exitCode, 0);
        const QString analysis = ws + u"/model_analysis.json"_s;
        const QByteArray before = readBytes(analysis);
        ptq::Result<ptq::Workspace> held = ptq::Workspace::open(ws);
        QVERIFY(held);
        QVERIFY(held->lock().ok());

        Run run = ptqStudio({u"analyze"_s, fixture(u"models/mixtral-8x7b"_s), u"--workspace"_s, ws});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"ptq-studio analyze: The workspace "_s) && run.err.contains(u" is in use by "_s)
                     && run.err.contains(u"process %1 "_s.arg(QCoreApplication::applicationPid())),
                 qPrintable(run.err));
        QCOMPARE(readBytes(analysis), before);

        run = ptqStudio({u"validate"_s, analysis});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = ptqStudio({u"diff"_s, analysis, analysis});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        held->unlock();
        run = ptqStudio({u"analyze"_s, fixture(u"models/mixtral-8x7b"_s), u"--workspace"_s, ws});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(readBytes(analysis) != before);
    }

    void unknownCommand_isAUsageErrorNotAWindow()
    {
        const Run run = ptqStudio({u"anaylze"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"unknown command \"anaylze\""_s));
    }

    void validate_json_isMachineReadable()
    {
        const Run run = ptqStudio({u"validate"_s, u"--json"_s, fixture(u"artifacts/studio/model_analysis.json"_s),
                                   fixture(u"artifacts/upstream/quant_plan.json"_s)});
        QCOMPARE(run.exitCode, 0);
        const ptq::Json report = ptq::Json::parse(run.out.toStdString());
        QCOMPARE(report.size(), std::size_t(2));
        QVERIFY(report[0]["status"] == "valid");
        QVERIFY(report[0]["kind"] == "model_analysis");
        QVERIFY(report[1]["status"] == "upstream-only");
        QVERIFY(!report[1]["missing_for_studio"].empty());
    }

    void secrets_aTokenReachesNoFileAndNoOutput()
    {
        // A recognisable token through every step: a gated Hub repo that needs it, a run whose
        // quark-cli prints it (in a line, split across two writes, in a header), verification,
        // a comparison. Then every file written and everything printed is searched for it.
        const QByteArray secret = "hf_PtqStudioLeakCanary0123456789abcdefXYZ";
        QTemporaryDir root;
        ptq::test::FakeHub hub;
        ptq::test::FakeHub::Repo gated;
        gated.id = u"org/gated-llama"_s;
        gated.gated = u"auto"_s;
        gated.acceptedTokens.insert(secret);
        QFile config(fixture(u"models/llama-3.1-8b/config.json"_s));
        QVERIFY(config.open(QIODevice::ReadOnly));
        gated.files.insert(u"config.json"_s, config.readAll());
        hub.addRepo(gated);
        const QMap<QString, QString> env{{u"HF_TOKEN"_s, QString::fromLatin1(secret)},
                                         {u"HF_ENDPOINT"_s, hub.endpoint()},
                                         {u"HF_HUB_CACHE"_s, root.filePath(u"cache"_s)},
                                         {u"FAKE_QUARK_STEP_MS"_s, u"1"_s},
                                         {u"FAKE_QUARK_ECHO_TOKEN"_s, u"1"_s}};
        QList<Run> runs;
        const QString hubWs = root.filePath(u"hub-ws"_s);
        runs.append(ptqStudio({u"analyze"_s, gated.id, u"--workspace"_s, hubWs}, env));
        QVERIFY2(runs.last().exitCode == 0, qPrintable(runs.last().err)); // the token was used
        runs.append(ptqStudio({u"analyze"_s, gated.id, u"--workspace"_s, hubWs, u"--json"_s}, env));

        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out"_s);
        // Approved with the caches `run` will use (the approval binds them, as the page-3 check
        // records them).
        qputenv("HF_HUB_CACHE", QFile::encodeName(root.filePath(u"cache"_s)));
        const QByteArray approval = ptq::test::approvedWorkspace(ws, out);
        const QString ws2 = root.filePath(u"ws2"_s);
        const QByteArray approval2 = ptq::test::approvedWorkspace(ws2, root.filePath(u"out2"_s));
        qunsetenv("HF_HUB_CACHE");
        runs.append(ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(approval)}, env));
        QVERIFY2(runs.last().exitCode == 0, qPrintable(runs.last().out + runs.last().err));
        runs.append(ptqStudio({u"verify"_s, out, u"--workspace"_s, ws, u"--sha256"_s, u"--json"_s}, env));
        const QStringList history = QDir(ws + u"/history"_s).entryList(QDir::Files);
        QCOMPARE(history.size(), 1);
        runs.append(ptqStudio({u"diff"_s, ws + u"/history/"_s + history.first(), ws + u"/run_manifest.yaml"_s}, env));
        // A failing run too: its diagnostics bundle keeps the traceback.
        QMap<QString, QString> failing = env;
        failing.insert(u"FAKE_QUARK_FAIL"_s, u"oom"_s);
        runs.append(ptqStudio({u"run"_s, u"--workspace"_s, ws2, u"--approve"_s, QString::fromLatin1(approval2)}, failing));
        QCOMPARE(runs.last().exitCode, 1);
        QVERIFY(QDir(ws2 + u"/diagnostics"_s).entryList(QDir::Files).size() == 1);

        // The log still says what happened, with the token replaced.
        const QStringList logs = QDir(ws + u"/logs"_s).entryList(QDir::Files);
        QCOMPARE(logs.size(), 1);
        QFile log(ws + u"/logs/"_s + logs.first());
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray logText = log.readAll();
        QVERIFY2(logText.contains("Using HF token [redacted] from the environment"), logText.left(2000).constData());
        QVERIFY(logText.contains("retry with [redacted]"));
        QVERIFY(logText.contains("'authorization': 'Bearer [redacted]'"));

        int files = 0;
        QDirIterator it(root.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains(secret), qPrintable(u"the token is in "_s + f.fileName()));
            ++files;
        }
        QVERIFY2(files > 15, qPrintable(QString::number(files))); // artifacts, logs, history, diagnostics, exports
        for (const Run &run : runs) {
            QVERIFY2(!run.out.toUtf8().contains(secret), qPrintable(run.out));
            QVERIFY2(!run.err.toUtf8().contains(secret), qPrintable(run.err));
        }
        // The app's own settings too (the test's private HOME).
        QDirIterator settings(QDir::homePath(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (settings.hasNext()) {
            QFile f(settings.next());
            if (f.open(QIODevice::ReadOnly))
                QVERIFY2(!f.readAll().contains(secret), qPrintable(f.fileName()));
        }
    }

    void diff_exitCodesAndGroups()
    {
        const QString studio = fixture(u"artifacts/studio/run_manifest.yaml"_s);
        const QString upstream = fixture(u"artifacts/upstream/run_manifest.yaml"_s);
        Run run = ptqStudio({u"diff"_s, studio, studio});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"identical"_s), qPrintable(run.out));
        run = ptqStudio({u"diff"_s, studio, upstream});
        QCOMPARE(run.exitCode, 1);
        // Grouped by effect, accuracy first; the command compared flag by flag.
        const qsizetype accuracy = run.out.indexOf(u"\nAccuracy ("_s);
        const qsizetype resources = run.out.indexOf(u"\nResources ("_s);
        const qsizetype cosmetic = run.out.indexOf(u"\nCosmetic ("_s);
        QVERIFY2(accuracy > 0 && accuracy < resources && resources < cosmetic, qPrintable(run.out));
        QVERIFY2(run.out.contains(u"~ steps[quantize].command[--num_calib_data]: 128 → 512"_s),
                 qPrintable(run.out));
        QVERIFY(run.err.isEmpty());
        run = ptqStudio({u"diff"_s, u"--json"_s, studio, upstream});
        QCOMPARE(run.exitCode, 1);
        const ptq::Json report = ptq::Json::parse(run.out.toStdString());
        QVERIFY(report["kind"] == "manifest");
        QVERIFY(report["identical"] == false);
        QVERIFY(report["counts"]["accuracy"].get<int>() > 0);
        QCOMPARE(report["differences"].size(), std::size_t(report["counts"]["accuracy"].get<int>() + report["counts"]["resources"].get<int>()
                                                               + report["counts"]["environment"].get<int>() + report["counts"]["outcome"].get<int>()
                                                               + report["counts"]["other"].get<int>() + report["counts"]["cosmetic"].get<int>()));
    }

    void diff_badInput_exitTwoWithTheReason()
    {
        QTemporaryDir dir;
        const QString plan = fixture(u"artifacts/studio/quant_plan.json"_s);
        const QString manifest = fixture(u"artifacts/studio/run_manifest.yaml"_s);
        Run run = ptqStudio({u"diff"_s, plan, manifest});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"only artifacts of one kind"_s), qPrintable(run.err));
        run = ptqStudio({u"diff"_s, plan, dir.filePath(u"missing.json"_s)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(dir.filePath(u"missing.json"_s)), qPrintable(run.err));
        run = ptqStudio({u"diff"_s, plan});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"exactly two"_s));
        QVERIFY(run.out.isEmpty());
    }

    void run_signalCancelsTheWholeProcessGroup_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGHUP") << int(SIGHUP);
    }

    void run_signalCancelsTheWholeProcessGroup()
    {
        QFETCH(int, signal);
        HangingRun run;
        QVERIFY(run.start());
        QVERIFY(!groupMembers(run.group).isEmpty());
        ::kill(pid_t(run.process.processId()), signal);
        QVERIFY(run.process.waitForFinished(30000));
        QCOMPARE(run.process.exitCode(), 1);
        const QString err = QString::fromUtf8(run.process.readAllStandardError());
        QVERIFY2(err.contains(u"received: cancelling"_s), qPrintable(err));
        // Nothing of the run survives it: neither quark-cli nor the worker it forked.
        QVERIFY2(waitUntil([&] { return groupMembers(run.group).isEmpty(); }, 5000), "the process group outlived the run");
        QVERIFY(!alive(run.worker));
        const Json step = run.runStep();
        QVERIFY(step["status"] == "cancelled");
        QVERIFY2(QString::fromStdString(step.value("cancel_reason", std::string())).contains(u"received"_s),
                 step.dump().c_str());
        QVERIFY(QFileInfo(QString::fromStdString(step["log_path"].get<std::string>())).size() > 0);
        // Its approval is used: the same command is not started a second time.
        const Run again = ptqStudio({u"run"_s, u"--workspace"_s, run.ws, u"--approve"_s, QString::fromLatin1(run.token)});
        QCOMPARE(again.exitCode, 3);
        QVERIFY2(again.err.contains(u"refused (already-run)"_s), qPrintable(again.err));
    }

    void run_sigkillTakesQuarkCliAlong_andIsNeverRunTwice()
    {
        HangingRun run;
        QVERIFY(run.start());
        ::kill(pid_t(run.process.processId()), SIGKILL);
        QVERIFY(run.process.waitForFinished(10000));
        // quark-cli dies with its parent (parent-death signal).
        QVERIFY2(waitUntil([&] { return !alive(run.group); }, 5000), "quark-cli outlived a killed ptq-studio");
        QVERIFY(run.runStep()["status"] == "running"); // nobody could record the end
        // The worker it forked is still in the group: the next run says so and starts nothing.
        QVERIFY(alive(run.worker));
        Run again = ptqStudio({u"run"_s, u"--workspace"_s, run.ws, u"--approve"_s, QString::fromLatin1(run.token)});
        QCOMPARE(again.exitCode, 3);
        QVERIFY2(again.err.contains(u"refused (still-running)"_s) && again.err.contains(QString::number(run.group)),
                 qPrintable(again.err));
        ::kill(-pid_t(run.group), SIGKILL);
        QVERIFY(waitUntil([&] { return groupMembers(run.group).isEmpty(); }, 5000));
        again = ptqStudio({u"run"_s, u"--workspace"_s, run.ws, u"--approve"_s, QString::fromLatin1(run.token)});
        QCOMPARE(again.exitCode, 3);
        QVERIFY2(again.err.contains(u"refused (interrupted)"_s), qPrintable(again.err));
        QVERIFY(run.runStep()["status"] == "interrupted");
        again = ptqStudio({u"run"_s, u"--workspace"_s, run.ws, u"--approve"_s, QString::fromLatin1(run.token)});
        QVERIFY2(again.err.contains(u"refused (already-run)"_s), qPrintable(again.err));
    }

    void run_timeoutCancels()
    {
        HangingRun run;
        QVERIFY(run.start({u"--timeout"_s, u"2"_s}));
        QVERIFY(run.process.waitForFinished(30000));
        QCOMPARE(run.process.exitCode(), 1);
        QVERIFY(run.runStep()["status"] == "cancelled");
        QVERIFY2(QString::fromStdString(run.runStep().value("cancel_reason", std::string())).contains(u"time limit of 2 s"_s),
                 run.runStep().dump().c_str());
        QVERIFY(waitUntil([&] { return groupMembers(run.group).isEmpty(); }, 5000));
        QCOMPARE(ptqStudio({u"run"_s, u"--workspace"_s, run.ws, u"--approve"_s, QString::fromLatin1(run.token), u"--timeout"_s,
                            u"soon"_s})
                     .exitCode,
                 2);
    }

    void run_endsLeftoverWorkersOfAFinishedRun_andAcceptRecordsCheckpoint4()
    {
        HangingRun run;
        QVERIFY(run.start({}, QString())); // a run that succeeds, leaving a worker behind
        QVERIFY(run.process.waitForFinished(30000));
        QCOMPARE(run.process.exitCode(), 0);
        QVERIFY2(waitUntil([&] { return !alive(run.worker); }, 5000), "a worker outlived the run that started it");
        QVERIFY(groupMembers(run.group).isEmpty());

        Run r = ptqStudio({u"reject"_s, u"--workspace"_s, run.ws});
        QCOMPARE(r.exitCode, 2); // a reason is required
        r = ptqStudio({u"reject"_s, u"--workspace"_s, run.ws, u"--reason"_s, u"accuracy too low"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = ptqStudio({u"status"_s, u"--workspace"_s, run.ws});
        QVERIFY2(r.out.contains(u"Result: declined (accuracy too low)"_s), qPrintable(r.out + r.err));
        r = ptqStudio({u"accept"_s, u"--workspace"_s, run.ws});
        QVERIFY2(r.exitCode == 0 && r.out.contains(u"Result accepted"_s), qPrintable(r.out + r.err));
        r = ptqStudio({u"status"_s, u"--workspace"_s, run.ws});
        QVERIFY2(r.out.contains(u"Result: accepted"_s), qPrintable(r.out + r.err));
        QVERIFY(ptq::WorkspaceInspector::inspect(run.ws).resultAccepted);
        r = ptqStudio({u"validate"_s, run.ws + u"/run_manifest.yaml"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    }

    void accept_refusedBeforeARun()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const Run r = ptqStudio({u"accept"_s, u"--workspace"_s, ws});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"has not run yet"_s), qPrintable(r.err));
    }

    // issue #35: the model card of the succeeded run, refused before it.
    void card_refusedBeforeARun_thenWritesTheCardAndTheServeCommands()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, out);
        Run r = ptqStudio({u"card"_s, u"--workspace"_s, ws});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"has not succeeded (its status is pending)"_s), qPrintable(r.err));
        QCOMPARE(ptqStudio({u"card"_s, u"--workspace"_s, ws, u"--tp"_s, u"0"_s}).exitCode, 2);

        const QMap<QString, QString> fast{{u"FAKE_QUARK_STEP_MS"_s, u"1"_s}};
        r = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, fast);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        // `run` hands the verified export off at once (as page 4 does): the card and the serve commands.
        QVERIFY2(r.out.contains(u"Model card: "_s + out + u"/README.md"_s) && r.out.contains(u"Serve it: vllm serve "_s),
                 qPrintable(r.out));
        QVERIFY(QFile::remove(out + u"/README.md"_s));
        r = ptqStudio({u"card"_s, u"--workspace"_s, ws, u"--print"_s});
        QVERIFY2(r.exitCode == 0 && r.out.startsWith(u"---\n"_s) && r.err.contains(u"vllm serve "_s + out),
                 qPrintable(r.out + r.err));
        QVERIFY(!QFileInfo::exists(out + u"/README.md"_s)); // --print writes nothing
        r = ptqStudio({u"card"_s, u"--workspace"_s, ws, u"--tp"_s, u"2"_s});
        QVERIFY2(r.exitCode == 0 && r.out.contains(u"--tensor-parallel-size 2"_s), qPrintable(r.out + r.err));
        QFile card(out + u"/README.md"_s);
        QVERIFY(card.open(QIODevice::ReadOnly));
        QVERIFY(ptq::ModelCard::isOurs(card.readAll()));
        const ptq::Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE(manifest["outputs"]["serve"]["tensor_parallel_size"].get<int>(), 2);
        QCOMPARE(QString::fromStdString(manifest["outputs"]["model_card"]["path"].get<std::string>()), out + u"/README.md"_s);
        QCOMPARE(ptqStudio({u"validate"_s, u"--strict"_s, ws + u"/run_manifest.yaml"_s}).exitCode, 0);
    }

    // issue #35: the export checks, refused before a run; after it, a load check that cannot even
    // start (no python beside the fake quark-cli) is recorded as failed with the reason.
    void eval_refusedBeforeARun_thenRecordsAFailedLoadCheckWithItsReason()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s), u"fp8"_s, true, true);
        Run r = ptqStudio({u"eval"_s, u"--workspace"_s, ws});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"has not succeeded (its status is pending)"_s), qPrintable(r.err));
        QCOMPARE(ptqStudio({u"eval"_s, u"--workspace"_s, ws, u"--load-check-only"_s, u"--perplexity-only"_s}).exitCode, 2);
        // `run` runs the approved checks after the verified export: a load check that fails makes it exit 1.
        r = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, {{u"FAKE_QUARK_STEP_MS"_s, u"1"_s}});
        QVERIFY2(r.exitCode == 1 && r.out.contains(u"Run status: succeeded"_s) && r.out.contains(u"Load check: failed"_s),
                 qPrintable(r.out + r.err));
        r = ptqStudio({u"eval"_s, u"--workspace"_s, ws, u"--perplexity-only"_s});
        QVERIFY2(r.exitCode == 1 && r.err.contains(u"no evaluation"_s), qPrintable(r.out + r.err));
        r = ptqStudio({u"eval"_s, u"--workspace"_s, ws});
        QVERIFY2(r.exitCode == 1 && r.out.contains(u"Load check: failed"_s), qPrintable(r.out + r.err));
        const ptq::Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE(manifest["outputs"]["load_check"]["status"].get<std::string>(), std::string("failed"));
        QVERIFY2(QString::fromStdString(manifest["outputs"]["load_check"]["reason"].get<std::string>()).contains(u"/python"_s),
                 manifest["outputs"]["load_check"].dump().c_str());
        QCOMPARE(ptqStudio({u"validate"_s, u"--strict"_s, ws + u"/run_manifest.yaml"_s}).exitCode, 0);
    }

    // issue #34: after a run, `eval` (and `run`, through the same checkAndHandOff) records the
    // export checks and the hand-off through step 4's session, as page 4 does: for the same
    // manifest, the manifest it writes is the one RunSession::recordChecks and handOff write, but
    // for the times.
    void eval_recordsTheChecksAndTheHandOffAsPage4()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, out, u"fp8"_s, true, true);
        Run r = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, {{u"FAKE_QUARK_STEP_MS"_s, u"1"_s}});
        QVERIFY2(r.exitCode == 1 && r.out.contains(u"Load check: failed"_s) && r.out.contains(u"Model card: "_s),
                 qPrintable(r.out + r.err));
        const QString path = ws + u"/run_manifest.yaml"_s;
        const QByteArray afterRun = readBytes(path);
        r = ptqStudio({u"eval"_s, u"--workspace"_s, ws});
        QVERIFY2(r.exitCode == 1 && r.out.contains(u"Load check: failed"_s) && r.out.contains(u"Model card: "_s),
                 qPrintable(r.out + r.err));
        const Json byCli = ptq::ArtifactIo::load(path)->json;
        // The same manifest again, checked and handed off as page 4 does.
        QFile manifest(path);
        QVERIFY(manifest.open(QIODevice::WriteOnly | QIODevice::Truncate) && manifest.write(afterRun) == afterRun.size());
        manifest.close();
        // A second later at least, as under load: the checks' logs are named after the second they
        // started in, which is not what is compared.
        QTest::qWait(1100);
        const ptq::Result<Json> byPage = checkAndHandOffAsPage4(ws);
        QVERIFY2(byPage, qPrintable(byPage ? QString() : byPage.error().message));
        QVERIFY(*byPage == ptq::ArtifactIo::load(path)->json);
        QCOMPARE(byCli["outputs"]["load_check"]["status"].get<std::string>(), std::string("failed"));
        QVERIFY(byCli["outputs"].contains("serve") && byCli["outputs"].contains("model_card"));
        QVERIFY2(withoutTimes(byCli) == withoutTimes(*byPage), (withoutTimes(byCli).dump(1) + "\n---\n" + withoutTimes(*byPage).dump(1)).c_str());
    }

    void runAndVerify_headless_withChecksums()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, out);
        const QMap<QString, QString> fast{{u"FAKE_QUARK_STEP_MS"_s, u"1"_s}};

        // A wrong token starts nothing and creates nothing.
        Run run = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString(64, u'0')}, fast);
        QCOMPARE(run.exitCode, 3); // refused by the gate
        QVERIFY2(run.err.contains(u"refused (token-mismatch)"_s), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(out));

        run = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, fast);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY(run.out.contains(u"Run status: succeeded"_s));

        run = ptqStudio({u"verify"_s, out, u"--workspace"_s, ws, u"--sha256"_s}, fast);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QFile config(out + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::ReadOnly));
        const QString expected = QString::fromLatin1(QCryptographicHash::hash(config.readAll(), QCryptographicHash::Sha256).toHex());
        QVERIFY2(run.out.contains(expected + u"  config.json"_s), qPrintable(run.out));
        QVERIFY(run.err.contains(u"Checksums recorded"_s));
        const ptq::Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QCOMPARE(QString::fromStdString(manifest["outputs"]["observed"]["sha256"]["config.json"].get<std::string>()), expected);
        QCOMPARE(manifest["outputs"]["observed"]["sha256"].size(), std::size_t(QDir(out).entryList(QDir::Files).size()));
        // The manifest with its checksums is still a valid, approved artifact.
        QCOMPARE(ptqStudio({u"validate"_s, u"--strict"_s, ws + u"/run_manifest.yaml"_s}).exitCode, 0);
        QVERIFY(ptq::WorkspaceInspector::inspect(ws).manifest.ready());

        // Not that workspace's output folder: printed, not recorded.
        const QString copy = root.filePath(u"copy"_s);
        QVERIFY(QDir().mkpath(copy));
        for (const QString &f : QDir(out).entryList(QDir::Files))
            QVERIFY(QFile::copy(out + u'/' + f, copy + u'/' + f));
        run = ptqStudio({u"verify"_s, copy, u"--workspace"_s, ws, u"--sha256"_s, u"--json"_s}, fast);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.contains(u"not recorded"_s));
        QVERIFY(ptq::Json::parse(run.out.toStdString())["sha256"]["config.json"] == expected.toStdString());
    }

    // Issue #34: `run` drives step 4's session (RunSession), and `verify --sha256 --workspace`
    // records its checksums through it, as page 4's button does: the same manifest, byte for
    // byte but the time; and both refuse alike where page 4 never recorded (an export that lies
    // on a target: the CLI wrote a same-path folder's sums of this machine into its record).
    void verifySha256_recordsTheChecksumsAsPage4_andRefusesWhatPage4Refuses()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out"_s);
        const QString manifestPath = ws + u"/run_manifest.yaml"_s;
        const QByteArray token = ptq::test::approvedWorkspace(ws, out);
        const QMap<QString, QString> fast{{u"FAKE_QUARK_STEP_MS"_s, u"1"_s}};
        Run run = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, QString::fromLatin1(token)}, fast);
        QVERIFY2(run.exitCode == 0 && run.out.contains(u"Running the approved command; the full log is "_s + ws + u"/logs/run-"_s),
                 qPrintable(run.out + run.err));
        const QByteArray ran = readBytes(manifestPath);

        run = ptqStudio({u"verify"_s, out, u"--workspace"_s, ws, u"--sha256"_s});
        QVERIFY2(run.exitCode == 0 && run.err.contains(u"Checksums recorded in "_s + manifestPath), qPrintable(run.err));
        const Json byCli = ptq::ArtifactIo::load(manifestPath)->json;
        QFile restore(manifestPath);
        QVERIFY(restore.open(QIODevice::WriteOnly | QIODevice::Truncate) && restore.write(ran) == ran.size());
        restore.close();
        const ptq::Result<Json> byPage = recordAsPage4(ws, out);
        QVERIFY2(byPage, byPage ? "" : qPrintable(byPage.error().message));
        QVERIFY(ptq::ArtifactIo::load(manifestPath)->json == *byPage);
        QVERIFY(!byCli["outputs"]["observed"]["sha256"].empty());
        QVERIFY2(withTimesOf(*byPage, byCli) == byCli, byPage->dump().c_str());

        // The export on a target: neither records a folder of the same path here, and both say the same.
        Json remote = *byPage;
        remote["target"] = {{"kind", "ssh"}, {"name", "gpu-box"}, {"profile", {{"host", "gpu-box.example"}}}};
        QVERIFY(ptq::ArtifactIo::save(manifestPath, remote).ok());
        const QByteArray before = readBytes(manifestPath);
        run = ptqStudio({u"verify"_s, out, u"--workspace"_s, ws, u"--sha256"_s});
        QCOMPARE(run.exitCode, 0); // the verification is complete; only the record is refused
        const QString refusal = u"Checksums not recorded: the export of %1 is on gpu-box.example"_s.arg(manifestPath);
        QVERIFY2(run.err.contains(refusal) && !run.err.contains(u"Checksums recorded"_s), qPrintable(run.err));
        const ptq::Result<Json> refused = recordAsPage4(ws, out);
        QVERIFY(!refused && refused.error().code == ptq::Error::Code::Usage);
        QVERIFY2(run.err.contains(refused.error().message + u'\n'), qPrintable(refused.error().message));
        QCOMPARE(readBytes(manifestPath), before);

        // Another folder than the recorded export: page 4 refuses it with the CLI's words.
        const QString copy = root.filePath(u"copy"_s);
        QVERIFY(QDir().mkpath(copy) && QFile::copy(out + u"/config.json"_s, copy + u"/config.json"_s));
        QVERIFY(ptq::ArtifactIo::save(manifestPath, *byPage).ok());
        const ptq::Result<Json> elsewhere = recordAsPage4(ws, copy);
        QVERIFY(!elsewhere);
        QCOMPARE(elsewhere.error().message,
                 u"Checksums not recorded: %1 is not the output folder of %2."_s.arg(copy, manifestPath));
    }

    // The walk with the bundled example ended at "truncated": the fake's export had fixed 16-wide
    // shapes, 3% of the example's weights. Its export now has the model's own shapes, so a GUI walk
    // or a new user's first try with the fake sees what the real one gives: complete.
    void example_fakeRun_isVerifiedComplete_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::newRow("fp8") << u"fp8"_s;
        QTest::newRow("int4") << u"int4_wo_per_channel"_s; // the example is too narrow for groups of 128
        QTest::newRow("mxfp4") << u"mxfp4"_s;
    }
    void example_fakeRun_isVerifiedComplete()
    {
        QFETCH(QString, scheme);
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString model = root.filePath(u"tiny-llama"_s);
        const QString out = root.filePath(u"out"_s);
        const QString bin = ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s});
        const QMap<QString, QString> env{{u"PATH"_s, bin + u":/usr/bin:/bin"_s},
                                         {u"XDG_CACHE_HOME"_s, ws + u"/cache"_s},
                                         {u"FAKE_QUARK_STEP_MS"_s, u"1"_s}};
        const QString failed = planTheExample(model, ws, scheme, env);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        Run run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, out}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const ptq::Result<ptq::LoadedDocument> manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY(manifest.ok());
        const QString token = QString::fromLatin1(ptq::approvalDigestOfManifest(manifest->json).value_or(QByteArray()));
        run = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, token}, env);
        QVERIFY2(run.out.contains(u"Run status: succeeded"_s), qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(u"Verification of "_s + out + u": complete"_s), qPrintable(run.out + run.err));
        run = ptqStudio({u"verify"_s, out, u"--workspace"_s, ws, u"--json"_s}, env);
        const ptq::Json report = ptq::Json::parse(run.out.toStdString());
        double ratio = -1;
        for (const ptq::Json &c : report["checks"])
            if (c["check"] == "size")
                ratio = QString::fromStdString(c["detail"].get<std::string>()).section(u' ', 4, 4).toDouble();
        // What a real export of the example weighs against its BF16 source: FP8 about 0.6-0.8,
        // the 4-bit schemes 0.4-0.7 (the embeddings and lm_head stay BF16 in a model this small).
        QVERIFY2(ratio > 0.35 && ratio < 0.9, qPrintable(run.out));
    }

    // Round 58: `ptq-studio manifest` after a good run whose result nobody accepted or declined
    // keeps that record (page 3 asks first; the CLI says what to do), and replaces it when told.
    void manifest_afterAGoodRun_keepsTheUndecidedResultUnlessTold()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString model = root.filePath(u"tiny-llama"_s);
        const QString bin = ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s});
        const QMap<QString, QString> env{{u"PATH"_s, bin + u":/usr/bin:/bin"_s},
                                         {u"XDG_CACHE_HOME"_s, ws + u"/cache"_s},
                                         {u"FAKE_QUARK_STEP_MS"_s, u"1"_s}};
        const QString failed = planTheExample(model, ws, u"fp8"_s, env);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QCOMPARE(ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out"_s)}, env).exitCode, 0);
        const QString path = ws + u"/run_manifest.yaml"_s;
        const QString token = QString::fromLatin1(
            ptq::approvalDigestOfManifest(ptq::ArtifactIo::load(path)->json).value_or(QByteArray()));
        Run run = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, token}, env);
        QVERIFY2(run.out.contains(u"Run status: succeeded"_s), qPrintable(run.out + run.err));
        const QByteArray ran = readBytes(path);
        QVERIFY(!ran.isEmpty());
        // `status` says the result waits for an answer, and where to give it (round 59's walk: only
        // --json said so).
        run = ptqStudio({u"status"_s, u"--workspace"_s, ws}, env);
        QVERIFY2(run.out.contains(u"Result: not accepted yet"_s) && run.out.contains(u"ptq-studio accept --workspace "_s + ws),
                 qPrintable(run.out + run.err));

        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out2"_s)}, env);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"neither accepted nor declined"_s) && run.err.contains(u"--replace-undecided"_s)
                     && run.err.contains(path),
                 qPrintable(run.err));
        QCOMPARE(readBytes(path), ran);

        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out2"_s), u"--replace-undecided"_s},
                        env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.err.contains(u"used by its run"_s), qPrintable(run.err));
        QCOMPARE(ptq::RunManifest::fromJson(ptq::ArtifactIo::load(path)->json)->outputDir, root.filePath(u"out2"_s));
    }

    /// After a run that ran out of GPU memory, `manifest` says so beside its estimate, as page 3
    /// does (round 59's walk: "fits" stood under the failure with nothing said).
    void manifest_afterAnOutOfMemoryRun_saysSoBesideTheEstimate()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString model = root.filePath(u"tiny-llama"_s);
        const QString bin = ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s});
        QMap<QString, QString> env{{u"PATH"_s, bin + u":/usr/bin:/bin"_s},
                                   {u"XDG_CACHE_HOME"_s, ws + u"/cache"_s},
                                   {u"FAKE_QUARK_STEP_MS"_s, u"1"_s}};
        const QString failed = planTheExample(model, ws, u"fp8"_s, env);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QCOMPARE(ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out"_s)}, env).exitCode, 0);
        const QString token = QString::fromLatin1(
            ptq::approvalDigestOfManifest(ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json).value_or(QByteArray()));
        env.insert(u"FAKE_QUARK_FAIL"_s, u"oom"_s);
        Run run = ptqStudio({u"run"_s, u"--workspace"_s, ws, u"--approve"_s, token}, env);
        QVERIFY2(run.exitCode != 0 && (run.out + run.err).contains(u"memory"_s), qPrintable(run.out + run.err));
        env.remove(u"FAKE_QUARK_FAIL"_s);
        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out2"_s)}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.err.contains(u"The last run ran out of GPU memory during "_s)
                     && run.err.contains(u"the command built now runs only with an approval of its own"_s),
                 qPrintable(run.err));
        // Still said once the next command is written (round 59's walk lost it there, and on page 3
        // after a restart): it is read from the newest run in history/, not from the used approval.
        run = ptqStudio({u"manifest"_s, u"--workspace"_s, ws, u"--output-dir"_s, root.filePath(u"out3"_s)}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.err.contains(u"The last run ran out of GPU memory during "_s), qPrintable(run.err));
        QVERIFY2(!run.err.contains(u"used by its run"_s), qPrintable(run.err));
    }

    // Issue #18: a nearly full disk made `confirm analysis` print success over an empty file.
    void confirmAnalysis_onANearlyFullDisk_failsAndKeepsTheAnalysis()
    {
        QTemporaryDir dir;
        ptq::test::ScopedTmpfs disk(dir.filePath(u"disk"_s), u"size=512k"_s);
        if (!disk.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QString ws = dir.filePath(u"disk/ws"_s);
        QCOMPARE(ptqStudio({u"analyze"_s, fixture(u"models/llama-3.1-8b"_s), u"--workspace"_s, ws}).exitCode, 0);
        const QString path = ws + u"/model_analysis.json"_s;
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray oldBytes = before.readAll();
        before.close();
        // Room for the lock file and a page more; the confirmed analysis (with a long note)
        // needs more than that but less than Qt's 16 KiB write buffer.
        QVERIFY2(disk.fillLeaving(8192), qPrintable(u"free: %1"_s.arg(disk.freeBytes())));
        const Run run = ptqStudio({u"confirm"_s, u"analysis"_s, u"--workspace"_s, ws, u"--note"_s, QString(10000, u'n')});
        QVERIFY2(run.exitCode != 0, qPrintable(run.out + run.err));
        QVERIFY2(!run.out.contains(u"confirmed"_s), qPrintable(run.out));
        QVERIFY2(run.err.contains(path), qPrintable(run.err));
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), oldBytes);
    }

    // Issue #18: `example DIR` with DIR/config.json a dangling link created a file outside DIR.
    void example_refusesALinkInTheFolder_andWritesNothingOutside()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(u"model"_s);
        const QString outside = dir.filePath(u"outside/config.json"_s);
        QVERIFY(QDir().mkpath(model) && QDir().mkpath(dir.filePath(u"outside"_s)));
        QVERIFY(QFile::link(outside, model + u"/config.json"_s));
        const Run run = ptqStudio({u"example"_s, model});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(model + u"/config.json"_s) && run.err.contains(u"symbolic link"_s), qPrintable(run.err));
        QVERIFY2(!QFileInfo::exists(outside), "nothing may be written where the link points");
        QCOMPARE(QDir(model).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList());
    }

    // Issue #18: a FIFO in an artifact's place hung validate and the workflow commands.
    void fifoArtifacts_areRefusedAtOnce()
    {
        QTemporaryDir dir;
        const QString manifest = dir.filePath(u"run_manifest.yaml"_s);
        const QString analysis = dir.filePath(u"model_analysis.json"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(manifest).constData(), 0600), 0);
        QCOMPARE(::mkfifo(QFile::encodeName(analysis).constData(), 0600), 0);
        QElapsedTimer timer;
        timer.start();
        Run run = ptqStudio({u"validate"_s, manifest, analysis});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.contains(manifest + u": error: "_s) && run.out.contains(u"not a regular file"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(analysis + u": error: "_s), qPrintable(run.out));
        run = ptqStudio({u"confirm"_s, u"analysis"_s, u"--workspace"_s, dir.path()});
        QVERIFY2(run.exitCode != 0, qPrintable(run.out));
        QVERIFY2(run.err.contains(analysis), qPrintable(run.err));
        QVERIFY2(timer.elapsed() < 20000, "refused at once, not after waiting for a writer");
    }

    void status_saysInterrupted_whenTheRecordedProcessIsGoneOrAnother()
    {
        // Issue #36 item 8: `status` of a run whose ptq-studio was killed does not say "It runs on
        // this machine" for the dead process, nor for another one that got its number since.
        HangingRun run;
        QVERIFY(run.start());
        const qint64 app = run.process.processId();
        ::kill(pid_t(app), SIGKILL);
        QVERIFY(run.process.waitForFinished(10000));
        QVERIFY(waitUntil([&] { return !alive(run.group); }, 5000));
        QVERIFY(alive(run.worker)); // the worker quark-cli forked is left in its group
        Run status = ptqStudio({u"status"_s, u"--workspace"_s, run.ws});
        QCOMPARE(status.exitCode, 1);
        QVERIFY2(!status.out.contains(u"It runs on this machine"_s), qPrintable(status.out));
        QVERIFY2(status.out.contains(u"Run: interrupted"_s) && status.out.contains(QString::number(app)), qPrintable(status.out));
        QVERIFY2(status.out.contains(u"kill -TERM -- -%1"_s.arg(run.group)), qPrintable(status.out));
        QVERIFY2(status.out.contains(u"approve the command again"_s), qPrintable(status.out));
        ::kill(-pid_t(run.group), SIGKILL);
        QVERIFY(waitUntil([&] { return groupMembers(run.group).isEmpty(); }, 5000));

        // The record names a live process that started after the run did (its number reused).
        const QString path = run.ws + u"/run_manifest.yaml"_s;
        Json manifest = ptq::ArtifactIo::load(path)->json;
        QProcess later;
        later.start(u"sleep"_s, {u"30"_s});
        QVERIFY(later.waitForStarted()); // QProcess ends it when the test does
        (*ptq::findRunStep(manifest))["runner"]["pid"] = later.processId();
        (*ptq::findRunStep(manifest))["started_at"] = QDateTime::currentDateTimeUtc().addSecs(-3600).toString(Qt::ISODate).toStdString();
        QVERIFY(ptq::ArtifactIo::save(path, manifest).ok());
        status = ptqStudio({u"status"_s, u"--workspace"_s, run.ws, u"--json"_s});
        QCOMPARE(status.exitCode, 1);
        const Json doc = Json::parse(status.out.toStdString());
        QVERIFY2(doc["now"]["state"] == "interrupted", status.out.toUtf8().constData());
        QVERIFY(doc["run"]["status"] == "running"); // said, not written: the record is the gate's to change

        // A live process that started before the run: it runs.
        (*ptq::findRunStep(manifest))["runner"]["pid"] = QCoreApplication::applicationPid();
        (*ptq::findRunStep(manifest))["started_at"] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
        QVERIFY(ptq::ArtifactIo::save(path, manifest).ok());
        status = ptqStudio({u"status"_s, u"--workspace"_s, run.ws});
        QCOMPARE(status.exitCode, 0);
        QVERIFY2(status.out.contains(u"It runs on this machine (process %1 "_s.arg(QCoreApplication::applicationPid())),
                 qPrintable(status.out));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
