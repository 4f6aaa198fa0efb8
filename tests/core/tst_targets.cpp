// Remote targets without a network: profiles and their file, ssh's argv and its failures (real
// messages of OpenSSH 9.2), Slurm's outputs (captured from a real Slurm 22.05 in
// tests/fixtures/slurm/), and the run and batch scripts executed by a real /bin/sh.
#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "command/approval.h"
#include "run/outputverifier.h"
#include "run/ptqjob.h"
#include "run/troubleshooter.h"
#include "target/modelcopy.h"
#include "target/remotescripts.h"
#include "target/targetpreflight.h"
#include "target/targetrecord.h"
#include "target/ssh.h"
#include "target/targetprofile.h"
#include "target/targetstorewatcher.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(f.write(bytes), bytes.size());
}

TargetProfile sshProfile()
{
    TargetProfile p;
    p.name = u"gpu-box"_s;
    p.kind = TargetKind::Ssh;
    p.host = u"gpu1.example.org"_s;
    p.user = u"alice"_s;
    p.port = 2222;
    p.identityFile = u"/home/alice/.ssh/id_ed25519"_s;
    p.remoteWorkspace = u"/scratch/alice/ptq"_s;
    p.quarkCli = u"/opt/quark/bin/quark-cli"_s;
    return p;
}

TargetProfile slurmProfile()
{
    TargetProfile p = sshProfile();
    p.name = u"cluster"_s;
    p.kind = TargetKind::Slurm;
    p.slurm.partition = u"gpu"_s;
    p.slurm.account = u"proj42"_s;
    p.slurm.timeLimitMinutes = 90;
    p.slurm.gpus = 8;
    p.slurm.cpus = 32;
    p.slurm.memory = u"512G"_s;
    p.slurm.extraDirectives = {u"--exclusive"_s};
    p.slurm.srunFlags = {u"--container-image=rocm/pytorch:latest"_s};
    return p;
}

/// The stdout (or stderr) section of a capture in tests/fixtures/slurm/.
QByteArray capture(const QString &name, const char *section = "stdout")
{
    QFile f(test::fixturePath(u"slurm/"_s + name));
    if (!f.open(QIODevice::ReadOnly))
        return "<missing capture " + name.toUtf8() + '>';
    const QByteArray all = f.readAll();
    const QByteArray start = QByteArray("--- ") + section + " ---\n";
    const qsizetype at = all.indexOf(start);
    if (at < 0)
        return {};
    const qsizetype from = at + start.size();
    const qsizetype end = all.indexOf("\n--- ", from - 1);
    return all.mid(from, end < 0 ? -1 : end - from + 1);
}

struct ShellRun
{
    int exitCode = -1;
    QByteArray out;
};

ShellRun runSh(const QString &script, const QStringList &args = {}, const QProcessEnvironment &env = {})
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(u"/bin/sh"_s, QStringList{script} + args);
    p.waitForFinished(30'000);
    return {p.exitCode(), p.readAll()};
}

} // namespace

class TestTargets : public QObject
{
    Q_OBJECT

private slots:
    void approval_bindsTheTargetAndItsScript()
    {
        TargetProfile p;
        p.name = u"gpu-box"_s;
        p.host = u"gpu.example"_s;
        p.remoteWorkspace = u"/scratch/ptq"_s;
        p.quarkCli = u"/opt/quark/bin/quark-cli"_s;
        const QStringList argv{p.quarkCli, u"torch-llm-ptq"_s, u"--output_dir"_s, u"/scratch/out"_s};
        ApprovalBinding local{argv, {}, u"/scratch/out"_s, u"/ws"_s, "a", "b", Json(), {}};
        // A local run's digest is what it always was (no target key at all).
        const QByteArray localDigest = local.digest();
        ApprovalBinding remote = local;
        remote.target = TargetRecord::make(p, u"run-1"_s, argv, {}, u"/scratch/out"_s);
        QVERIFY(remote.digest() != localDigest);
        QVERIFY(QByteArray::fromStdString(remote.target["script"].get<std::string>()).contains("/scratch/out"));
        // Every part of the record is bound: the script, the profile, the run folder.
        for (const char *key : {"script", "run_dir", "run_id"}) {
            ApprovalBinding changed = remote;
            changed.target[key] = changed.target[key].get<std::string>() + "x";
            QVERIFY2(changed.digest() != remote.digest(), key);
        }
        ApprovalBinding otherHost = remote;
        otherHost.target["profile"]["host"] = "other.example";
        QVERIFY(otherHost.digest() != remote.digest());
        // Key order does not matter (canonical JSON), values do.
        ApprovalBinding reordered = remote;
        Json flipped = Json::object();
        for (auto it = remote.target.rbegin(); it != remote.target.rend(); ++it)
            flipped[it.key()] = it.value();
        reordered.target = flipped;
        QCOMPARE(reordered.digest(), remote.digest());
    }

    void troubleshooter_namesWhatTheSchedulerDid_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<FailureClass>("failureClass");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QString>("advice");
        QTest::newRow("timeout") << u"TIMEOUT"_s << FailureClass::Environment << u"job-time-limit"_s << u"time limit of 30 min"_s;
        QTest::newRow("preempted") << u"PREEMPTED"_s << FailureClass::Environment << u"job-preempted"_s << u"preempted job 42"_s;
        QTest::newRow("node failure") << u"NODE_FAIL"_s << FailureClass::Environment << u"node-failure"_s << u"Node gpu-7 failed"_s;
        QTest::newRow("host memory") << u"OUT_OF_MEMORY"_s << FailureClass::Memory << u"host-memory-limit"_s << u"than the 64G it asked for"_s;
    }

    void troubleshooter_namesWhatTheSchedulerDid()
    {
        QFETCH(QString, state);
        QFETCH(FailureClass, failureClass);
        QFETCH(QString, cause);
        QFETCH(QString, advice);
        QTemporaryDir dir;
        test::approvedWorkspace(dir.filePath(u"ws"_s), dir.filePath(u"out"_s));
        Json manifest = ArtifactIo::load(dir.filePath(u"ws/run_manifest.yaml"_s))->json;
        manifest["target"] = {{"kind", "slurm"}, {"profile", {{"slurm", {{"time_limit_minutes", 30}, {"memory", "64G"}}}}}};
        (*findRunStep(manifest))["job"] = {{"kind", "slurm"}, {"job_id", "42"}, {"node", "gpu-7"}, {"state", state.toStdString()}};
        JobResult r;
        r.status = RunStatus::Failed;
        r.signal = 15;
        LogAnalyzer log;
        Troubleshooter::diagnose(r, log, Troubleshooter::Context::fromManifest(*ptq::RunManifest::fromJson(manifest)));
        QCOMPARE(r.failureClass, failureClass);
        QCOMPARE(r.failureCause, cause);
        QVERIFY2(r.suggestions.join(u' ').contains(advice), qPrintable(r.suggestions.join(u' ')));
        // The scheduler's limits are the target's settings, not the plan's: no plan change for host memory.
        if (cause == u"host-memory-limit"_s)
            QVERIFY(!Troubleshooter::revisePlan(r.failureClass.value(), test::typedPlan(test::readJson(dir.filePath(u"ws/quant_plan.json"_s))), r.failureCause));
    }

    // A remote job's phase goes on record (steps[run].job.phase) and to `ptq-studio run` as the
    // word it always was; a Slurm state that no phase names, in lower case.
    void jobState_isRecordedAsItsWord()
    {
        QCOMPARE(JobState().name(), u"started"_s);
        QCOMPARE(JobState(JobPhase::CopyStopped).name(), u"copy-stopped"_s);
        QCOMPARE(JobState(JobPhase::Reconnecting).name(), u"reconnecting"_s);
        QCOMPARE(JobState(JobPhase::Scheduler, u"SUSPENDED"_s).name(), u"suspended"_s);
        const Json record = PtqJob::jobRecord(Json{{"kind", "slurm"}, {"job_id", "7"}},
                                              JobState(JobPhase::Scheduler, u"COMPLETING"_s), u"job 7: COMPLETING"_s)
                                .toJson();
        QVERIFY(record["phase"] == "completing");
        QVERIFY(record["job_id"] == "7");
        QVERIFY(JobState(JobPhase::Copied).isModelCopy() && !JobState(JobPhase::Queued).isModelCopy());
    }

    void targetRecord_runnerUsesTheApprovedRecord()
    {
        TargetProfile p;
        p.name = u"cluster"_s;
        p.kind = TargetKind::Slurm;
        p.host = u"login.example"_s;
        p.remoteWorkspace = u"/scratch/ptq"_s;
        p.quarkCli = u"/opt/quark/bin/quark-cli"_s;
        p.slurm.partition = u"gpu"_s;
        const QStringList argv{p.quarkCli, u"torch-llm-ptq"_s};
        const Json record = TargetRecord::make(p, u"run-7"_s, argv, {}, u"/scratch/out"_s);
        QCOMPARE(record["script_name"].get<std::string>(), std::string("job.sbatch"));
        QVERIFY(record["script"].get<std::string>().find("#SBATCH --partition=gpu") != std::string::npos);
        QVERIFY(record["script"].get<std::string>().find("#SBATCH --job-name=ptq-run-7") != std::string::npos);
        Result<std::unique_ptr<RemoteRunner>> runner = TargetRecord::runner(*ManifestTarget::fromRecord(record), u"/scratch/out"_s);
        QVERIFY(runner.ok());
        QCOMPARE((*runner)->runDir(), u"/scratch/ptq/runs/run-7"_s);
        QCOMPARE((*runner)->profile(), p);
        Json moved = record;
        moved["run_dir"] = "/elsewhere/runs/run-7";
        QVERIFY(!TargetRecord::runner(*ManifestTarget::fromRecord(moved), u"/scratch/out"_s).ok());
        Json local = record;
        local["profile"]["kind"] = "local";
        QVERIFY(!TargetRecord::runner(*ManifestTarget::fromRecord(local), u"/scratch/out"_s).ok());
    }

    /// The typed view the pages read (ManifestTarget) holds what TargetRecord::make wrote, in a
    /// manifest and in the record CommandStep hands page 3; a manifest without one has none.
    void manifestTarget_readsWhatTheRecordHolds()
    {
        const TargetProfile p = sshProfile();
        const Json record = TargetRecord::make(p, u"run-9"_s, {p.quarkCli, u"torch-llm-ptq"_s}, {}, u"/scratch/out"_s);
        const std::optional<ManifestTarget> t = ManifestTarget::fromRecord(record);
        QVERIFY(t);
        QCOMPARE(t->kind, u"ssh"_s);
        QCOMPARE(t->name, p.name);
        QCOMPARE(t->host, p.host);
        QCOMPARE(t->runId, u"run-9"_s);
        QCOMPARE(t->runDir, RemoteScripts::runDir(p, u"run-9"_s));
        QCOMPARE(t->scriptName, QString::fromStdString(record["script_name"].get<std::string>()));
        QVERIFY(t->script.contains(u"torch-llm-ptq"_s));
        QVERIFY(t->modelCopy.is_null());
        QCOMPARE(t->remoteWorkspace, p.remoteWorkspace);
        QVERIFY(t->profile == p.effectiveValues()); // the profile as approved
        const Result<TargetProfile> approved = TargetRecord::profile(*t);
        QVERIFY2(approved, qPrintable(approved ? QString() : approved.error().message));
        QCOMPARE(*approved, p);
        QVERIFY2(!TargetRecord::profile(ManifestTarget()), "a record without a profile runs nowhere");
        QVERIFY(!ManifestTarget::fromRecord(Json()));

        QTemporaryDir root;
        ptq::test::approvedWorkspace(root.filePath(u"ws"_s), root.filePath(u"out"_s));
        Json manifest = ArtifactIo::load(root.filePath(u"ws/run_manifest.yaml"_s))->json;
        QVERIFY(!RunManifest::fromJson(manifest)->target); // this machine's
        manifest["target"] = record;
        const Result<RunManifest> typed = RunManifest::fromJson(manifest);
        QVERIFY(typed && typed->target);
        QCOMPARE(typed->target->runId, u"run-9"_s);
        QVERIFY(typed->toJson()["target"] == record); // read-only: written back as it was
    }

    void targetRecord_outputDirRules_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("problem");
        QTest::newRow("fine") << u"/scratch/out/llama-fp8"_s << QString();
        QTest::newRow("relative") << u"out"_s << u"not an absolute path"_s;
        QTest::newRow("root") << u"/"_s << u"the root or the remote workspace"_s;
        QTest::newRow("workspace") << u"/scratch/ptq"_s << u"the root or the remote workspace"_s;
        QTest::newRow("unclean") << u"/scratch/../out"_s << u"not a clean path"_s;
        QTest::newRow("inside the model") << u"/models/llama/out"_s << u"overlap"_s;
        QTest::newRow("in runs/") << u"/scratch/ptq/runs/out"_s << u"where each run keeps its script"_s;
        QTest::newRow("holds runs/") << u"/scratch"_s << u"where each run keeps its script"_s;
        QTest::newRow("empty") << QString() << u"No output folder"_s;
    }

    void targetRecord_outputDirRules()
    {
        QFETCH(QString, dir);
        QFETCH(QString, problem);
        TargetProfile p;
        p.name = u"box"_s;
        p.host = u"box"_s;
        p.remoteWorkspace = u"/scratch/ptq"_s;
        const QStringList problems = TargetRecord::outputDirProblems(p, dir, u"/models/llama"_s);
        if (problem.isEmpty())
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'|')));
        else
            QVERIFY2(problems.join(u'|').contains(problem), qPrintable(problems.join(u'|')));
    }

    void outputMirror_sendsHeadersOnly_andVerifiesAlike()
    {
        // An export with a 16 MiB shard: the dump carries its header, not its data; the mirror
        // is sparse and the verifier says the same of it as of the real folder.
        QTemporaryDir dir;
        const QString out = dir.filePath(u"out dir $(x)"_s);
        QVERIFY(QDir().mkpath(out));
        const qint64 n = 4LL * 1024 * 1024;
        const QByteArray header = QByteArray(R"({"model.layers.0.w":{"dtype":"F32","shape":[)") + QByteArray::number(n)
            + R"(],"data_offsets":[0,)" + QByteArray::number(n * 4) + "]}}";
        QFile shard(out + u"/model.safetensors"_s);
        QVERIFY(shard.open(QIODevice::WriteOnly));
        const quint64 len = quint64(header.size());
        QByteArray prefix(8, '\0');
        for (int i = 0; i < 8; ++i)
            prefix[i] = char((len >> (8 * i)) & 0xff);
        shard.write(prefix + header);
        shard.write(QByteArray(n * 4, '\1'));
        shard.close();
        QFile config(out + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(R"({"model_type":"llama","architectures":["LlamaForCausalLM"]})");
        config.close();
        QVERIFY(QFile::link(out + u"/config.json"_s, out + u"/link.json"_s));
        QVERIFY(QFile::link(u"/etc/hostname"_s, out + u"/outside.json"_s));
        QProcess sh;
        sh.start(u"/bin/sh"_s, {u"-c"_s, RemoteScripts::outputDumpCommand(out)});
        QVERIFY(sh.waitForFinished(30'000));
        const QByteArray dump = sh.readAllStandardOutput();
        QVERIFY2(dump.size() < 64 * 1024, QByteArray::number(dump.size()).constData()); // not the 16 MiB
        QVERIFY(dump.endsWith("END\n"));
        const QString mirror = dir.filePath(u"mirror"_s);
        QVERIFY(QDir().mkpath(mirror));
        const Status written = RemoteScripts::writeOutputMirror(dump, mirror, out);
        QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().message));
        QCOMPARE(QFileInfo(mirror + u"/model.safetensors"_s).size(), QFileInfo(out + u"/model.safetensors"_s).size());
        QCOMPARE(*ArtifactIo::readFile(mirror + u"/config.json"_s), *ArtifactIo::readFile(out + u"/config.json"_s));
        QVERIFY(QFileInfo(mirror + u"/link.json"_s).isSymLink());
        const VerificationReport real = OutputVerifier::verify(out, ptq::PlanDocument(), 0);
        const VerificationReport mirrored = OutputVerifier::verify(mirror, ptq::PlanDocument(), 0);
        QCOMPARE(mirrored.verdict, real.verdict);
        QCOMPARE(mirrored.tensors, real.tensors);
        QCOMPARE(mirrored.totalBytes, real.totalBytes);
        QCOMPARE(mirrored.files, real.files);
        auto names = [](const VerificationReport &r) {
            QStringList out;
            for (const VerificationCheck &c : r.checks)
                out.append(c.name + u'=' + checkStatusName(c.status) + u':' + c.detail.english());
            return out.join(u"\n"_s);
        };
        QVERIFY2(mirrored.checks.size() == real.checks.size(), qPrintable(names(real) + u"\n--\n"_s + names(mirrored)));
        for (qsizetype i = 0; i < real.checks.size(); ++i)
            QCOMPARE(mirrored.checks[i].status, real.checks[i].status);
        // A folder that is not there is said as such.
        sh.start(u"/bin/sh"_s, {u"-c"_s, RemoteScripts::outputDumpCommand(dir.filePath(u"missing"_s))});
        QVERIFY(sh.waitForFinished(30'000));
        const QString empty = dir.filePath(u"mirror2"_s);
        QDir().mkpath(empty);
        QCOMPARE(RemoteScripts::writeOutputMirror(sh.readAllStandardOutput(), empty, out).error().code, Error::Code::NotFound);
        // A dump cut short (the connection lost) is never taken for a complete listing.
        QVERIFY(!RemoteScripts::writeOutputMirror(dump.left(dump.size() / 2), dir.filePath(u"mirror3"_s), out).ok());
    }

    void profile_roundTripsThroughItsFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"conf/targets.json"_s);
        const QList<TargetProfile> profiles{sshProfile(), slurmProfile()};
        QVERIFY(TargetStore::save(profiles, path).ok());
        const Result<QList<TargetProfile>> back = TargetStore::load(path);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        QCOMPARE(*back, profiles);
        QCOMPARE(TargetStore::find(*back, u"cluster"_s)->slurm.gpus, 8);
        QVERIFY(!TargetStore::find(*back, u"nope"_s));
        // No file is no targets, not an error.
        const Result<QList<TargetProfile>> none = TargetStore::load(dir.filePath(u"missing.json"_s));
        QVERIFY(none.ok());
        QVERIFY(none->isEmpty());
    }

    void profile_problemsNameTheField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("host as an ssh option") << u"host"_s << u"-oProxyCommand=touch /tmp/x"_s << u"is not a host name"_s;
        QTest::newRow("empty host") << u"host"_s << QString() << u"no host is given"_s;
        QTest::newRow("user with a space") << u"user"_s << u"al ice"_s << u"is not a user name"_s;
        QTest::newRow("relative identity") << u"identity"_s << u"id_ed25519"_s << u"not an absolute path"_s;
        QTest::newRow("relative workspace") << u"workspace"_s << u"ptq"_s << u"remote workspace"_s;
        QTest::newRow("workspace with a space") << u"workspace"_s << u"/scratch/my runs"_s << u"remote workspace"_s;
        QTest::newRow("relative quark-cli") << u"quark"_s << u"quark-cli"_s << u"must be an absolute path"_s;
        QTest::newRow("bad name") << u"name"_s << u"a/b"_s << u"is not usable"_s;
        QTest::newRow("bad memory") << u"memory"_s << u"lots"_s << u"Slurm's notation"_s;
        QTest::newRow("sbatch line not an option") << u"extra"_s << u"echo hi"_s << u"must be one option"_s;
    }

    void profile_problemsNameTheField()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        TargetProfile p = slurmProfile();
        if (field == u"host"_s)
            p.host = value;
        else if (field == u"user"_s)
            p.user = value;
        else if (field == u"identity"_s)
            p.identityFile = value;
        else if (field == u"workspace"_s)
            p.remoteWorkspace = value;
        else if (field == u"quark"_s)
            p.quarkCli = value;
        else if (field == u"name"_s)
            p.name = value;
        else if (field == u"memory"_s)
            p.slurm.memory = value;
        else if (field == u"extra"_s)
            p.slurm.extraDirectives = {value};
        const QStringList problems = p.problems();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(expected), qPrintable(problems.first()));
        // Refused as a whole, the previous file kept.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({sshProfile()}, path).ok());
        const QByteArray before = *ArtifactIo::readFile(path);
        const Status saved = TargetStore::save({sshProfile(), p}, path);
        QVERIFY(!saved.ok());
        QVERIFY(saved.error().message.contains(path));
        QCOMPARE(*ArtifactIo::readFile(path), before);
    }

    void store_refusesADamagedFileByName_andKeepsIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        for (const QByteArray &bytes : {QByteArray("{\"targets\": [ {\"name\": \"x\", \"kind\": \"ssh\""),
                                        QByteArray("{\"targets\": {}}"),
                                        QByteArray("{\"targets\": [{\"name\": \"x\", \"kind\": \"mainframe\"}]}"),
                                        QByteArray("{\"targets\": [{\"name\": \"x\", \"kind\": \"ssh\", \"port\": \"22\"}]}")}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
            f.close();
            const Result<QList<TargetProfile>> r = TargetStore::load(path);
            QVERIFY(!r.ok());
            QVERIFY2(r.error().message.contains(path), qPrintable(r.error().message));
            QCOMPARE(*ArtifactIo::readFile(path), bytes);
        }
        // Two of one name.
        QVERIFY(TargetStore::save({sshProfile()}, path).ok());
        QVERIFY(!TargetStore::save({sshProfile(), sshProfile()}, path).ok());
    }

    /// Item 11 of issue 33: a target saved in one place reaches every open list. A save in this
    /// process is heard at once (and once, though the file system reports it too); an edit by
    /// another process through the file system; another file of the folder and another store not.
    void storeWatcher_hearsEverySaveOfItsFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"config/targets.json"_s); // no folder yet: Save makes it
        TargetStoreWatcher watcher(path);
        TargetStoreWatcher other(dir.filePath(u"elsewhere/targets.json"_s));
        QSignalSpy changed(&watcher, &TargetStoreWatcher::changed);
        QSignalSpy otherChanged(&other, &TargetStoreWatcher::changed);

        QVERIFY(TargetStore::save({sshProfile()}, path).ok());
        QCOMPARE(changed.count(), 1); // before save() returned
        QTest::qWait(500);            // the file system's events of that save
        QCOMPARE(changed.count(), 1);

        // Another process replaces the file atomically, as TargetStore does.
        TargetProfile renamed = sshProfile();
        renamed.name = u"gpu-box-2"_s;
        Json doc = Json::object();
        doc["targets"] = Json::array({renamed.toJson()});
        QVERIFY(ArtifactIo::writeAtomically(path, QByteArray::fromStdString(doc.dump(2))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 2, 5000);
        // ... and again, after the replace took the first file out of the watch.
        QVERIFY(ArtifactIo::writeAtomically(path, QByteArray::fromStdString(doc.dump(4))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 3, 5000);

        writeFile(dir.filePath(u"config/ptq-studio.conf"_s), "[General]\n"); // a neighbour
        QTest::qWait(500);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(otherChanged.count(), 0);
    }

    void effectiveValues_changeWithEveryFieldARunReliesOn()
    {
        const TargetProfile base = slurmProfile();
        QList<TargetProfile> variants;
        for (int i = 0; i < 8; ++i)
            variants.append(base);
        variants[0].host = u"gpu2.example.org"_s;
        variants[1].port = 22;
        variants[2].remoteWorkspace = u"/scratch/bob"_s;
        variants[3].quarkCli = u"/opt/quark2/bin/quark-cli"_s;
        variants[4].slurm.partition = u"mi300"_s;
        variants[5].slurm.gpus = 4;
        variants[6].slurm.srunFlags.clear();
        variants[7].hfHome = u"/scratch/hf"_s;
        for (const TargetProfile &v : variants)
            QVERIFY(v.effectiveValues() != base.effectiveValues());
    }

    void sshArgv_neverPromptsNorAcceptsAHostKey()
    {
        const QStringList argv = SshCommand::argv(sshProfile(), u"true"_s);
        const QString joined = argv.join(u' ');
        QVERIFY(joined.contains(u"BatchMode=yes"_s));
        QVERIFY(joined.contains(u"StrictHostKeyChecking=yes"_s));
        QVERIFY(!joined.contains(u"accept-new"_s));
        QVERIFY(joined.contains(u"ControlMaster=auto"_s));
        QVERIFY(joined.contains(u"IdentitiesOnly=yes -i /home/alice/.ssh/id_ed25519"_s));
        QVERIFY(joined.contains(u"-p 2222"_s));
        // The destination comes after "--", the command last, as one argument.
        QCOMPARE(argv.at(argv.size() - 3), u"--"_s);
        QCOMPARE(argv.at(argv.size() - 2), u"alice@gpu1.example.org"_s);
        QCOMPARE(argv.last(), u"true"_s);
    }

    void controlPath_fitsAUnixSocket()
    {
        // ssh binds "<dir>/<%C: 40>.<17 random>" for a new master: 107 bytes at most.
        QTemporaryDir deep(QDir::tempPath() + u"/a-runtime-folder-deeper-than-a-socket-allows-XXXXXX"_s);
        const QByteArray saved = qgetenv("XDG_RUNTIME_DIR");
        for (const QString &runtime : {deep.path(), QDir::tempPath(), QString()}) {
            qputenv("XDG_RUNTIME_DIR", runtime.toLocal8Bit());
            const QString dir = SshCommand::controlDir();
            QVERIFY2(dir.toLocal8Bit().size() + 1 + 40 + 17 <= 107, qPrintable(dir));
            QVERIFY(QFileInfo(dir).isDir());
            QCOMPARE(QFile::permissions(dir) & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::Permissions());
        }
        qputenv("XDG_RUNTIME_DIR", saved);
    }

    void controlDir_ofAnotherUser_sharesNoConnection()
    {
        // Another user (or a link) got there first: no master socket is made or used there.
        QTemporaryDir runtime(u"/tmp/ptqr-XXXXXX"_s);
        const QByteArray saved = qgetenv("XDG_RUNTIME_DIR");
        const auto restore = qScopeGuard([&saved] { qputenv("XDG_RUNTIME_DIR", saved); });
        qputenv("XDG_RUNTIME_DIR", runtime.path().toLocal8Bit());
        QVERIFY(QDir().mkpath(runtime.filePath(u"elsewhere"_s)));
        QVERIFY(QFile::link(runtime.filePath(u"elsewhere"_s), runtime.filePath(u"ptq-ssh"_s)));
        QCOMPARE(SshCommand::controlDir(), QString());
        TargetProfile p;
        p.name = u"box"_s;
        p.host = u"box.example"_s;
        const QString joined = SshCommand::argv(p, u"true"_s).join(u' ');
        QVERIFY2(joined.contains(u"ControlMaster=no -o ControlPath=none"_s), qPrintable(joined));
        QVERIFY(!joined.contains(u"ControlPersist"_s));
        QFile::remove(runtime.filePath(u"ptq-ssh"_s));
        QVERIFY(QDir().mkpath(runtime.filePath(u"ptq-ssh"_s)));
        if (::getuid() == 0) { // as root, a folder of another user can be made: nobody's
            QVERIFY(::chown(QFile::encodeName(runtime.filePath(u"ptq-ssh"_s)).constData(), 65534, 65534) == 0);
            QCOMPARE(SshCommand::controlDir(), QString());
            QVERIFY(::chown(QFile::encodeName(runtime.filePath(u"ptq-ssh"_s)).constData(), 0, 0) == 0);
        }
        QCOMPARE(SshCommand::controlDir(), runtime.filePath(u"ptq-ssh"_s)); // its own: used
    }

    // Real stderr of OpenSSH 9.2p1 (Debian 12) against a loopback sshd (tst_remote re-checks them live).
    void sshFailures_areToldApart_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("stdErr");
        QTest::addColumn<QString>("failure");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown host key")
            << 255 << QByteArray("No ED25519 host key is known for [127.0.0.1]:42222 and you have requested strict checking.\n"
                                 "Host key verification failed.\n")
            << u"host-key-unknown"_s << u"not a known host"_s;
        QTest::newRow("changed host key")
            << 255 << QByteArray("@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
                                 "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
                                 "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
                                 "IT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!\n"
                                 "Host key for [127.0.0.1]:42222 has changed and you have requested strict checking.\n"
                                 "Host key verification failed.\n")
            << u"host-key-changed"_s << u"CHANGED"_s;
        QTest::newRow("changed, LogLevel=ERROR")
            << 255 << QByteArray("Host key for [127.0.0.1]:51641 has changed and you have requested strict checking.\n"
                                 "Host key verification failed.\n")
            << u"host-key-changed"_s << u"CHANGED"_s;
        QTest::newRow("refused") << 255 << QByteArray("ssh: connect to host 127.0.0.1 port 42223: Connection refused\n")
                                 << u"refused"_s << u"refused the connection"_s;
        QTest::newRow("key refused") << 255 << QByteArray("root@127.0.0.1: Permission denied (publickey).\n")
                                     << u"auth-refused"_s << u"refused the login"_s;
        QTest::newRow("name") << 255 << QByteArray("ssh: Could not resolve hostname nosuchhost.invalid: Name or service not known\n")
                              << u"name-unknown"_s << u"does not resolve"_s;
        QTest::newRow("banner timeout") << 255 << QByteArray("Connection timed out during banner exchange\n"
                                                             "Connection to 127.0.0.1 port 42224 timed out\n")
                                        << u"timeout"_s << u"did not answer"_s;
        QTest::newRow("dropped") << 255 << QByteArray("Connection to 127.0.0.1 closed by remote host.\n")
                                 << u"connection-lost"_s << u"was lost"_s;
        QTest::newRow("remote command's own 255") << 255 << QByteArray("python: fatal\n") << u"none"_s << QString();
        QTest::newRow("remote command's exit 3") << 3 << QByteArray("ssh: looks like ssh but is the command's\n")
                                                 << u"none"_s << QString();
    }

    void sshFailures_areToldApart()
    {
        QFETCH(int, exitCode);
        QFETCH(QByteArray, stdErr);
        QFETCH(QString, failure);
        QFETCH(QString, says);
        const SshOutcome o = SshCommand::classify(sshProfile(), exitCode, stdErr);
        QCOMPARE(sshFailureId(o.failure), failure);
        QVERIFY2(o.message.contains(says), qPrintable(o.message));
        if (o.failure != SshFailure::None && o.failure != SshFailure::NameUnknown)
            QVERIFY2(o.message.contains(u"gpu1.example.org"_s), qPrintable(o.message));
    }

    void slurm_parsesTheRealOutputs()
    {
        QCOMPARE(SlurmParsers::parseSbatchJobId(capture(u"sbatch-parsable.txt"_s)), u"1"_s);
        QCOMPARE(SlurmParsers::parseSbatchJobId("4242;cluster1\n"), u"4242"_s);
        QCOMPARE(SlurmParsers::parseSbatchJobId(capture(u"sbatch-bad-partition.txt"_s)), QString());

        const auto running = SlurmParsers::parseSqueueLine(capture(u"squeue-running.txt"_s).trimmed());
        QVERIFY(running);
        QCOMPARE(running->state, u"RUNNING"_s);
        QCOMPARE(running->nodes, u"vm"_s);
        QCOMPARE(running->reason, QString());
        QVERIFY(!running->isFinal());
        const QList<QByteArray> pending = capture(u"squeue-pending-resources.txt"_s).split('\n');
        const auto waiting = SlurmParsers::parseSqueueLine(pending.first());
        QVERIFY(waiting && waiting->isPending());
        QCOMPARE(waiting->reason, u"Resources"_s);
        QVERIFY(!SlurmParsers::parseSqueueLine(capture(u"squeue-unknown.txt"_s, "stderr")));

        struct Row { const char *file; const char *state; int code; int signal; };
        for (const Row &r : {Row{"scontrol-show-job-oneline-completed.txt", "COMPLETED", 0, 0},
                             Row{"scontrol-show-job-oneline-failed.txt", "FAILED", 3, 0},
                             Row{"scontrol-show-job-oneline-timeout.txt", "TIMEOUT", 0, 15},
                             Row{"scontrol-show-job-oneline-running.txt", "RUNNING", 0, 0}}) {
            const auto s = SlurmParsers::parseScontrolJob(capture(QString::fromLatin1(r.file)));
            QVERIFY2(s, r.file);
            QCOMPARE(s->state, QString::fromLatin1(r.state));
            QCOMPARE(s->exitCode, r.code);
            QCOMPARE(s->exitSignal, r.signal);
        }
        QVERIFY(!SlurmParsers::parseScontrolJob(capture(u"scontrol-show-job-unknown.txt"_s, "stderr")));

        const QList<SlurmParsers::Partition> parts = SlurmParsers::parseSinfo(capture(u"sinfo-format.txt"_s));
        QCOMPARE(parts.size(), 2);
        QCOMPARE(parts[0].name, u"gpu"_s);
        QVERIFY(parts[0].isDefault && parts[0].up);
        QCOMPARE(parts[0].timeLimitMinutes, 10);
        QCOMPARE(parts[0].gres, u"gpu:1"_s);
        QCOMPARE(parts[1].timeLimitMinutes, 1);
    }

    void slurm_timeNotation()
    {
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"10:00"_s), 10);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"1:00:00"_s), 60);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"2-00:00:00"_s), 2880);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"1-12"_s), 2160);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"90"_s), 90);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"0:30"_s), 1);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"UNLIMITED"_s), -1);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"infinite"_s), -1);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"soon"_s), -1);
        // Found by fuzz_remote: a huge field is not a time limit (and must not overflow).
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"1211111111111111112"_s), -1);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"999999999-23:59:59"_s), -1);
        QCOMPARE(SlurmParsers::parseSlurmMinutes(u"999999999"_s), 999999999);
    }

    // The run script, run by a real /bin/sh: the argv arrives byte for byte (quotes, $, spaces,
    // a newline, a glob), the environment additions are set, the output folder is made, the
    // status recorded; a SIGTERM to the group is recorded as 143.
    void sshRunScript_runsTheExactArgv()
    {
        QTemporaryDir dir;
        TargetProfile p = sshProfile();
        p.hfHome = u"/srv/hf cache"_s;
        const QString run = dir.filePath(u"run"_s);
        QDir().mkpath(run);
        const QString printer = dir.filePath(u"printargs"_s);
        {
            QFile f(printer);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#!/bin/sh\nfor a in \"$@\"; do printf '<%s>\\n' \"$a\"; done\n"
                    "printf 'ENV <%s> <%s> <%s>\\n' \"$PTQ_TEST\" \"$HF_HOME\" \"$PYTHONUNBUFFERED\"\nexit 7\n");
            f.close();
            f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        const QStringList argv{printer, u"it's"_s, u"$HOME"_s, u"a b"_s, u"line1\nline2"_s, u"*"_s, u"`id`"_s};
        const QString out = dir.filePath(u"out dir/model"_s);
        const QByteArray script = RemoteScripts::sshRunScript(p, run, argv, {{u"PTQ_TEST"_s, u"x'y z"_s}}, out);
        QFile f(run + u"/run.sh"_s);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(script);
        f.close();
        const ShellRun r = runSh(run + u"/run.sh"_s);
        QCOMPARE(r.exitCode, 7);
        QCOMPARE(r.out, QByteArray("<it's>\n<$HOME>\n<a b>\n<line1\nline2>\n<*>\n<`id`>\n"
                                   "ENV <x'y z> </srv/hf cache> <1>\n"));
        QVERIFY(QFileInfo(out).isDir());
        QCOMPARE(*ArtifactIo::readFile(run + u"/exit"_s), QByteArray("7\n"));
        QVERIFY(ArtifactIo::readFile(run + u"/pid"_s)->trimmed().toLongLong() > 1);
    }

    void sshRunScript_recordsATermAs143()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(u"run"_s);
        QDir().mkpath(run);
        const QByteArray script = RemoteScripts::sshRunScript(sshProfile(), run, {u"/bin/sleep"_s, u"30"_s}, {},
                                                              dir.filePath(u"out"_s));
        QFile f(run + u"/run.sh"_s);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(script);
        f.close();
        // As the launcher starts it: its own session and group (setsid), then SIGTERM to the group.
        QProcess p;
        p.start(u"setsid"_s, {u"/bin/sh"_s, run + u"/run.sh"_s});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(run + u"/pid"_s).size() > 0, 10'000);
        QTest::qWait(200);
        const qint64 pid = ArtifactIo::readFile(run + u"/pid"_s)->trimmed().toLongLong();
        const auto remote = [](const QString &command) { // what the login shell on the target runs
            QProcess sh;
            sh.start(u"/bin/sh"_s, {u"-c"_s, command});
            sh.waitForFinished(10'000);
            return sh.readAllStandardOutput().trimmed();
        };
        QCOMPARE(remote(RemoteScripts::sshStatusCommand(run, pid)), QByteArray("alive"));
        remote(RemoteScripts::sshSignalCommand(pid, false));
        QVERIFY(p.waitForFinished(10'000));
        QCOMPARE(ArtifactIo::readFile(run + u"/exit"_s)->trimmed(), QByteArray("143"));
        QCOMPARE(remote(RemoteScripts::sshStatusCommand(run, pid)), QByteArray("exit 143"));
    }

    void slurmBatchScript_isTheProfileAndTheExactArgv()
    {
        QTemporaryDir dir;
        const TargetProfile p = slurmProfile();
        const QStringList argv{u"/opt/quark/bin/quark-cli"_s, u"torch-llm-ptq"_s, u"--model_dir"_s, u"/m/it's here"_s};
        const QByteArray script = RemoteScripts::slurmBatchScript(p, dir.path(), u"ptq-run 1"_s, argv,
                                                                  {{u"HIP_VISIBLE_DEVICES"_s, u"0,1"_s}},
                                                                  dir.filePath(u"out"_s));
        const QString text = QString::fromUtf8(script);
        for (const QString &line : {u"#SBATCH --job-name=ptq-run_1"_s, u"#SBATCH --output="_s + dir.path() + u"/output.log"_s,
                                    u"#SBATCH --partition=gpu"_s, u"#SBATCH --account=proj42"_s, u"#SBATCH --time=90"_s,
                                    u"#SBATCH --gres=gpu:8"_s, u"#SBATCH --cpus-per-task=32"_s, u"#SBATCH --mem=512G"_s,
                                    u"#SBATCH --exclusive"_s}) {
            QVERIFY2(text.contains(line + u'\n'), qPrintable(line));
        }
        // Every #SBATCH line comes before the first command (sbatch stops reading them there).
        const qsizetype lastDirective = text.lastIndexOf(u"#SBATCH"_s);
        QVERIFY(lastDirective < text.indexOf(u"export "_s));
        // Run with a fake srun that prints its argv: the exact command, after srun's own flags.
        const QString bin = dir.filePath(u"bin"_s);
        QDir().mkpath(bin);
        QFile srun(bin + u"/srun"_s);
        QVERIFY(srun.open(QIODevice::WriteOnly));
        srun.write("#!/bin/sh\nfor a in \"$@\"; do printf '<%s>\\n' \"$a\"; done\necho \"HIP=$HIP_VISIBLE_DEVICES\"\n");
        srun.close();
        srun.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QFile f(dir.filePath(u"job.sbatch"_s));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(script);
        f.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PATH"_s, bin + u':' + env.value(u"PATH"_s));
        const ShellRun r = runSh(f.fileName(), {}, env);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("<--container-image=rocm/pytorch:latest>\n</opt/quark/bin/quark-cli>\n<torch-llm-ptq>\n"
                                   "<--model_dir>\n</m/it's here>\nHIP=0,1\n"));
    }

    // ---- a model folder the target does not see, copied after approval ------------------------

    void modelCopy_remoteDir_namesTheModelAndKeepsFoldersApart()
    {
        const TargetProfile p = sshProfile();
        const QString a = ModelCopyPlan::remoteDir(p, u"/home/alice/models/Llama-3.1-8B"_s);
        QVERIFY2(a.startsWith(u"/scratch/alice/ptq/models/Llama-3.1-8B-"_s), qPrintable(a));
        QCOMPARE(a.size(), QString(u"/scratch/alice/ptq/models/Llama-3.1-8B-"_s).size() + 8);
        // The same name elsewhere is another folder there; the same folder written another way is not.
        QVERIFY(ModelCopyPlan::remoteDir(p, u"/data/Llama-3.1-8B"_s) != a);
        QCOMPARE(ModelCopyPlan::remoteDir(p, u"/home/alice/models/Llama-3.1-8B/"_s), a);
        // A Hugging Face cache snapshot is named by its repository, not its commit.
        const QString snap = ModelCopyPlan::remoteDir(
            p, u"/home/alice/.cache/huggingface/hub/models--meta-llama--Llama-3.1-8B/snapshots/0e9e39f249a16976918f6564b8830bc894c89659"_s);
        QVERIFY2(snap.startsWith(u"/scratch/alice/ptq/models/meta-llama--Llama-3.1-8B-"_s), qPrintable(snap));
        // What a shell or a log could misread becomes "_"; a leading dot or dash goes.
        const QString odd = ModelCopyPlan::remoteDir(p, u"/m/-my model $(x);'q'"_s);
        QVERIFY2(odd.startsWith(u"/scratch/alice/ptq/models/my_model___x___q_-"_s), qPrintable(odd));
    }

    void modelCopy_scanFollowsLinks_andNamesWhatCannotBeCopied()
    {
        // A Hugging Face cache snapshot: its files are links into the repository's blobs/.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString repo = dir.filePath(u"hub/models--org--m"_s);
        const QString model = repo + u"/snapshots/0123abcd"_s;
        QVERIFY(QDir().mkpath(model + u"/sub"_s));
        QVERIFY(QDir().mkpath(repo + u"/blobs"_s));
        writeFile(model + u"/config.json"_s, "{\"model_type\":\"llama\"}");
        writeFile(model + u"/sub/tokenizer.json"_s, "{}");
        writeFile(repo + u"/blobs/abc"_s, QByteArray(1000, 'w'));
        QVERIFY(QFile::link(u"../../blobs/abc"_s, model + u"/model.safetensors"_s));
        const ModelCopyPlan::Listing l = ModelCopyPlan::scanLocal(model);
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QCOMPARE(l.files.size(), 3);
        QCOMPARE(l.files.value(u"model.safetensors"_s), 1000); // the link's target, as it is sent
        QCOMPARE(l.files.value(u"sub/tokenizer.json"_s), 2);
        QCOMPARE(l.bytes, 1000 + 2 + 22);
        // The remote listing of a finished copy of the same files reads back equal (the check's
        // "already there"); without its marker, or with another listing's, it is not the same.
        const QByteArray files = "COPYFILE 22 config.json\nCOPYFILE 1000 model.safetensors\nCOPYFILE 2 sub/tokenizer.json\n";
        const QByteArray marker = "COPYDIGEST " + ModelCopyPlan::listingDigest(l.files).toLatin1() + '\n';
        QCOMPARE(ModelCopyPlan::parseRemoteListing("MODEL no\n" + marker + files + "OUTPUT absent\n"), l.files);
        QVERIFY(ModelCopyPlan::parseRemoteListing("MODEL no\n" + files).isEmpty());
        QVERIFY(ModelCopyPlan::parseRemoteListing(marker + "COPYFILE 999 model.safetensors\n") != l.files);
        QVERIFY(ModelCopyPlan::parseRemoteListing("COPYFILE x y\nCOPYFILE 12\n").isEmpty());
        // A broken link is named before anything is approved.
        QVERIFY(QFile::link(dir.filePath(u"blobs/gone"_s), model + u"/extra.bin"_s));
        const ModelCopyPlan::Listing broken = ModelCopyPlan::scanLocal(model);
        QVERIFY2(broken.error.contains(u"extra.bin"_s) && broken.error.contains(model), qPrintable(broken.error));
        QVERIFY(ModelCopyPlan::scanLocal(dir.filePath(u"nothing-here"_s)).error.contains(u"not a folder"_s));
    }

    void modelCopy_sendAndReceive_byTheRealTarAndShell()
    {
        // The commands ModelCopier runs, with a local sh in place of ssh: prepared under its own
        // name, the approved names sent by tar, compared, swapped in place of an older copy with
        // its marker written last; the listing then counts it as present, and so does the next
        // prepare.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString model = dir.filePath(u"local/model"_s);
        QVERIFY(QDir().mkpath(model + u"/sub"_s));
        writeFile(model + u"/config.json"_s, "{}");
        writeFile(model + u"/sub/w.bin"_s, QByteArray(5000, 'x'));
        QVERIFY(QFile::link(model + u"/sub/w.bin"_s, model + u"/linked.bin"_s));
        const QString to = dir.filePath(u"remote/models/model-1234abcd"_s);
        QVERIFY(QDir().mkpath(to));
        writeFile(to + u"/stale.txt"_s, "old");
        const ModelCopyPlan::Listing listing = ModelCopyPlan::scanLocal(model);
        QVERIFY2(listing.error.isEmpty(), qPrintable(listing.error));
        const QString digest = ModelCopyPlan::listingDigest(listing.files);
        const auto sh = [](const QString &command) {
            QProcess p;
            p.start(u"/bin/sh"_s, {u"-c"_s, command});
            p.waitForFinished(30'000);
            if (p.exitCode() != 0)
                qWarning("%s: %s", qPrintable(command), p.readAllStandardError().constData());
            return p.exitCode() == 0 ? p.readAllStandardOutput() : QByteArray("FAILED");
        };
        QVERIFY(!sh(ModelCopyPlan::prepareCommand(to, u"run1"_s, digest)).contains("PRESENT"));
        const QString partial = ModelCopyPlan::partialDir(to, u"run1"_s);
        QVERIFY(QFileInfo(partial).isDir());
        QProcess tar, receive;
        tar.setStandardOutputProcess(&receive);
        const QStringList tarArgv = ModelCopyPlan::tarArgv(model);
        receive.start(u"/bin/sh"_s, {u"-c"_s, ModelCopyPlan::receiveCommand(partial)});
        tar.start(tarArgv.first(), tarArgv.mid(1));
        tar.write(ModelCopyPlan::fileList(listing.files));
        tar.closeWriteChannel();
        QVERIFY(tar.waitForFinished(30'000));
        QVERIFY(receive.waitForFinished(30'000));
        QVERIFY2(tar.exitCode() == 0, tar.readAllStandardError().constData());
        QVERIFY2(receive.exitCode() == 0, receive.readAllStandardError().constData());
        QVERIFY(!QFileInfo(partial + u"/linked.bin"_s).isSymLink()); // a file there, not a link back here
        QProcess partialList;
        partialList.start(u"/bin/sh"_s, {u"-c"_s, ModelCopyPlan::partialListingCommand(to, u"run1"_s)});
        QVERIFY(partialList.waitForFinished(10'000));
        QVERIFY(partialList.readAllStandardOutput().contains("COPYFILE 5000 linked.bin\n"));
        // Before the swap the older copy there is not "the same files".
        QVERIFY(ModelCopyPlan::parseRemoteListing(sh(ModelCopyPlan::remoteListingCommand(to))).isEmpty());
        QVERIFY(sh(ModelCopyPlan::swapCommand(to, u"run1"_s)) != "FAILED");
        QVERIFY(!QFileInfo::exists(to + u"/stale.txt"_s));
        QVERIFY(!QFileInfo::exists(to + u".partial"_s));
        QCOMPARE(ModelCopyPlan::parseRemoteListing(sh(ModelCopyPlan::remoteListingCommand(to))), listing.files);
        QVERIFY(sh(ModelCopyPlan::prepareCommand(to, u"run2"_s, digest)).contains("PRESENT"));
        // The progress command reads the bytes of a copy under way (none now: nothing printed).
        QCOMPARE(sh(ModelCopyPlan::progressCommand(partial)).trimmed(), QByteArray());
        // A copy of another listing removes a stopped partial folder that is not its own.
        QVERIFY(QDir().mkpath(ModelCopyPlan::partialDir(to, u"stopped"_s)));
        QVERIFY(!sh(ModelCopyPlan::prepareCommand(to, u"run3"_s, u"other"_s)).contains("PRESENT"));
        QVERIFY(!QFileInfo::exists(ModelCopyPlan::partialDir(to, u"stopped"_s)));
        QVERIFY(sh(ModelCopyPlan::removePartialCommand(to, u"run3"_s)) != "FAILED");
        QVERIFY(!QFileInfo::exists(to + u".partial"_s));
    }

    void modelCopy_recordBindsIt_andTheRunnerGetsIt()
    {
        const TargetProfile p = sshProfile();
        ModelCopy copy;
        copy.from = u"/home/alice/models/m"_s;
        copy.to = ModelCopyPlan::remoteDir(p, copy.from);
        copy.files = 3;
        copy.bytes = 12345;
        const QStringList argv{p.quarkCli, u"torch-llm-ptq"_s, u"--model_dir"_s, copy.to};
        const Json record = TargetRecord::make(p, u"run-1"_s, argv, {}, u"/scratch/out"_s, copy);
        QCOMPARE(ModelCopy::fromJson(record["model_copy"]), std::optional<ModelCopy>(copy));
        Result<std::unique_ptr<RemoteRunner>> runner = TargetRecord::runner(*ManifestTarget::fromRecord(record), u"/scratch/out"_s);
        QVERIFY(runner.ok());
        QCOMPARE((*runner)->modelCopy(), copy);
        // The approval covers it: another source, destination or "already there" is another digest.
        ApprovalBinding binding;
        binding.argv = argv;
        binding.target = record;
        const QByteArray digest = binding.digest();
        for (const char *key : {"from", "to", "present"}) {
            Json changed = record;
            if (std::string(key) == "present")
                changed["model_copy"]["present"] = true;
            else
                changed["model_copy"][key] = "/elsewhere";
            ApprovalBinding other = binding;
            other.target = changed;
            QVERIFY2(other.digest() != digest, key);
        }
        // A damaged copy record runs nothing.
        Json damaged = record;
        damaged["model_copy"]["to"] = "relative/path";
        QVERIFY(!TargetRecord::runner(*ManifestTarget::fromRecord(damaged), u"/scratch/out"_s).ok());
        QVERIFY(!ModelCopy::fromJson(Json::object()).has_value());
    }

    void gpuQuery_readsEachTool()
    {
        QString tool;
        const QList<GpuSample> nv = RemoteScripts::parseGpuQuery(
            "TOOL nvidia-smi\n0, NVIDIA H200, 1024, 143771, 3\n1, NVIDIA H200, 0, 143771, 0\n", &tool);
        QCOMPARE(tool, u"nvidia-smi"_s);
        QCOMPARE(nv.size(), 2);
        QCOMPARE(nv[0].totalMiB, 143771);
        RemoteScripts::parseGpuQuery("TOOL none\n", &tool);
        QCOMPARE(tool, QString());
        // The query itself, run here by a real shell (with no GPU tool on PATH): "TOOL none".
        QProcessEnvironment env;
        env.insert(u"PATH"_s, u"/usr/bin:/bin"_s);
        QProcess sh;
        sh.setProcessEnvironment(env);
        sh.start(u"/bin/sh"_s, {u"-c"_s, RemoteScripts::gpuQueryCommand()});
        QVERIFY(sh.waitForFinished(10'000));
        if (QStandardPaths::findExecutable(u"nvidia-smi"_s, {u"/usr/bin"_s, u"/bin"_s}).isEmpty())
            QCOMPARE(sh.readAllStandardOutput(), QByteArray("TOOL none\n"));
    }

    // ---- issue 36: remote text, profile fields, control sockets ----

    /// Item 6: what a target writes reaches a window or a terminal as text only.
    void remoteText_stripsWhatATerminalWouldActOn_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QString>("shown");
        QTest::newRow("OSC 52 clipboard write, BEL") << QByteArray("a\x1b]52;c;Y3VybCBldmlsIHwgc2g=\x07z") << u"az"_s;
        QTest::newRow("OSC 52 clipboard write, ST") << QByteArray("a\x1b]52;c;Zm9v\x1b\\z") << u"az"_s;
        QTest::newRow("title set") << QByteArray("\x1b]0;you are root\x07ok") << u"ok"_s;
        QTest::newRow("screen clear, cursor home") << QByteArray("\x1b[2J\x1b[Hok\x1b" "c") << u"ok"_s;
        QTest::newRow("colours") << QByteArray("\x1b[1;31mred\x1b[0m") << u"red"_s;
        QTest::newRow("DCS") << QByteArray("a\x1bPq#0;2;0;0;0\x1b\\z") << u"az"_s;
        QTest::newRow("C1 CSI, OSC, ST as UTF-8") << QByteArray("a\xc2\x9b" "2Jb\xc2\x9d" "0;t\xc2\x9c" "c") << u"abc"_s;
        QTest::newRow("a carriage return prints over") << QByteArray("Permission denied\rAll fine         ")
                                                       << u"Permission denied\nAll fine         "_s;
        QTest::newRow("CRLF") << QByteArray("one\r\ntwo\n") << u"one\ntwo\n"_s;
        QTest::newRow("NUL, BEL, backspace, DEL") << QByteArray("a\0b\x07" "c\x08" "d\x7f" "e", 9) << u"abcde"_s;
        QTest::newRow("tab and line feed stay") << QByteArray("k\tv\nw") << u"k\tv\nw"_s;
        QTest::newRow("invalid UTF-8") << QByteArray("a\xff" "b") << u"a\uFFFDb"_s;
        QTest::newRow("UTF-8 kept") << QByteArray("Grüße 你好") << u"Grüße 你好"_s;
    }

    void remoteText_stripsWhatATerminalWouldActOn()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QString, shown);
        QCOMPARE(remoteText(raw), shown);
    }

    /// Item 6 through the check page 3 and `targets check` run: ssh's stderr, the target's
    /// answers (a GPU's name, quark-cli's output) reach the report stripped, their text kept.
    void targetCheck_showsWhatTheTargetSaidStripped()
    {
        QTemporaryDir dir;
        const QString ssh = dir.filePath(u"ssh"_s);
        // A fake ssh: the last argument is the remote command. LOGIN_EXIT decides the login.
        writeFile(ssh, "#!/bin/sh\n"
                       "for last; do :; done\n"
                       "case \"$last\" in\n"
                       "true) printf 'ssh: motd %s\\n' \"$HOSTILE\" >&2; exit \"$LOGIN_EXIT\";;\n"
                       "*torch-llm-ptq*) printf 'Traceback %s\\n' \"$HOSTILE\"; exit 1;;\n"
                       "*) printf 'EXISTS /scratch/alice/ptq\\nWRITABLE yes\\nFREE 99999999\\nQUARK yes\\n--gpu--\\n"
                       "TOOL nvidia-smi\\n0, H200 %s, 1, 143771, 0\\n' \"$HOSTILE\";;\n"
                       "esac\n");
        QVERIFY(QFile::setPermissions(ssh, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QByteArray hostile = "\x1b]52;c;cm0gLXJmIH4=\x07\x1b]0;owned\x07\x1b[2J\x1b[H\rFAKE all checks passed";
        const QList<QByteArray> names{"PTQ_SSH", "HOSTILE", "LOGIN_EXIT"};
        QList<QByteArray> saved;
        for (const QByteArray &n : names)
            saved.append(qgetenv(n.constData()));
        const auto restore = qScopeGuard([&] {
            for (qsizetype i = 0; i < names.size(); ++i)
                qputenv(names[i].constData(), saved[i]);
        });
        qputenv("PTQ_SSH", QFile::encodeName(ssh));
        qputenv("HOSTILE", hostile);
        const auto clean = [](const QString &text) {
            for (const QChar c : text) {
                if ((c.unicode() < 0x20 && c != u'\n' && c != u'\t') || (c.unicode() >= 0x7f && c.unicode() <= 0x9f))
                    return false;
            }
            return !text.contains(u"52;c"_s) && !text.contains(u"owned"_s);
        };
        // ssh failed (255, its message), the login shell failed (1), and a host that answers (0).
        for (const QByteArray &login : {QByteArray("255"), QByteArray("1"), QByteArray("0")}) {
            qputenv("LOGIN_EXIT", login);
            TargetPreflight preflight(sshProfile());
            QSignalSpy done(&preflight, &TargetPreflight::finished);
            preflight.start();
            QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 10000);
            const TargetReport report = done.at(0).at(0).value<TargetReport>();
            QString all;
            for (const TargetCheck &c : report.checks)
                all += c.message + u'\n';
            for (const GpuSample &g : report.gpus)
                all += g.name + u'\n';
            QVERIFY2(clean(all), qPrintable(QString::fromLatin1(all.toUtf8().toPercentEncoding(" \n/:(),.'\"-"))));
            QVERIFY2(all.contains(u"FAKE all checks passed"_s), qPrintable(all)); // the text itself stays
            if (login == "0") {
                QCOMPARE(report.gpus.size(), 1);
                QVERIFY2(all.contains(u"Traceback"_s), qPrintable(all));
            }
        }
    }

    /// Item 7: a \r in an #SBATCH line made sbatch read a second option there; no field of a
    /// profile may hold a control character, and the refusal names the field.
    void profile_refusesControlCharactersInEveryField()
    {
        const QStringList keys{u"name"_s, u"host"_s, u"user"_s, u"identity_file"_s, u"proxy_jump"_s,
                               u"known_hosts_file"_s, u"remote_workspace"_s, u"quark_cli"_s, u"hf_home"_s,
                               u"partition"_s, u"account"_s, u"memory"_s, u"extra_directives"_s, u"srun_flags"_s};
        const QList<std::pair<QChar, QString>> controls{{u'\r', u"U+000D"_s}, {u'\n', u"U+000A"_s}, {QChar(0), u"U+0000"_s},
                                                        {u'\t', u"U+0009"_s}, {QChar(0x1b), u"U+001B"_s},
                                                        {QChar(0x85), u"U+0085"_s}, {QChar(0x7f), u"U+007F"_s}};
        QTemporaryDir dir;
        for (const QString &key : keys) {
            for (const auto &[c, code] : controls) {
                TargetProfile p = slurmProfile();
                p.hfHome = u"/scratch/hf"_s;
                p.proxyJump = u"bastion.example.org"_s;
                p.knownHostsFile = u"/home/alice/.ssh/known_hosts"_s;
                const auto ch = c; // clang 14 (the sanitized build) cannot capture a structured binding
                const auto with = [ch](const QString &v) { return v.left(2) + ch + v.mid(2); };
                if (key == u"name"_s) p.name = with(p.name);
                else if (key == u"host"_s) p.host = with(p.host);
                else if (key == u"user"_s) p.user = with(p.user);
                else if (key == u"identity_file"_s) p.identityFile = with(p.identityFile);
                else if (key == u"proxy_jump"_s) p.proxyJump = with(p.proxyJump);
                else if (key == u"known_hosts_file"_s) p.knownHostsFile = with(p.knownHostsFile);
                else if (key == u"remote_workspace"_s) p.remoteWorkspace = with(p.remoteWorkspace);
                else if (key == u"quark_cli"_s) p.quarkCli = with(p.quarkCli);
                else if (key == u"hf_home"_s) p.hfHome = with(p.hfHome);
                else if (key == u"partition"_s) p.slurm.partition = with(p.slurm.partition);
                else if (key == u"account"_s) p.slurm.account = with(p.slurm.account);
                else if (key == u"memory"_s) p.slurm.memory = with(p.slurm.memory);
                else if (key == u"extra_directives"_s) p.slurm.extraDirectives = {u"--exclusive"_s + c + u"--output=/tmp/x"_s};
                else p.slurm.srunFlags = {u"--container-image=x"_s + c + u"--export=ALL"_s};
                const QString problems = p.problems().join(u' ');
                const QString row = key + u' ' + code;
                QVERIFY2(problems.contains(u'"' + key + u'"') && problems.contains(code), qPrintable(row + u": "_s + problems));
                // Refused when read from the file, too, by the same words.
                Json doc = Json::object();
                doc["targets"] = Json::array({p.toJson()});
                const QString path = dir.filePath(u"targets.json"_s);
                QVERIFY(ArtifactIo::writeAtomically(path, QByteArray::fromStdString(doc.dump())).ok());
                const Result<QList<TargetProfile>> loaded = TargetStore::load(path);
                QVERIFY2(!loaded.ok(), qPrintable(row));
                QVERIFY2(loaded.error().message.contains(code), qPrintable(row + u": "_s + loaded.error().message));
            }
        }
        QVERIFY(slurmProfile().problems().isEmpty());
    }

    /// Item 11: two profiles for one host, port and user never share a master connection (the
    /// second one's known_hosts and key would never be read); a profile always finds its own.
    void controlPath_isOneProfilesAlone()
    {
        QTemporaryDir runtime(u"/tmp/ptqr-XXXXXX"_s);
        const QByteArray saved = qgetenv("XDG_RUNTIME_DIR");
        const auto restore = qScopeGuard([&saved] { qputenv("XDG_RUNTIME_DIR", saved); });
        qputenv("XDG_RUNTIME_DIR", runtime.path().toLocal8Bit());
        const auto controlPathOf = [](const QStringList &argv) {
            for (const QString &a : argv) {
                if (a.startsWith(u"ControlPath="_s))
                    return a.mid(12);
            }
            return QString();
        };
        const TargetProfile base = sshProfile();
        QList<TargetProfile> others;
        for (int i = 0; i < 6; ++i)
            others.append(base);
        others[0].name = u"gpu-box-2"_s;
        others[1].knownHostsFile = u"/home/alice/.ssh/known_hosts_lab"_s;
        others[2].identityFile = u"/home/alice/.ssh/id_lab"_s;
        others[3].proxyJump = u"bastion.example.org"_s;
        others[4].host = u"gpu2.example.org"_s;
        others[5].user = QString();
        const QString mine = controlPathOf(SshCommand::argv(base, u"true"_s));
        QVERIFY2(mine.startsWith(runtime.path() + u"/ptq-ssh/"_s), qPrintable(mine));
        QVERIFY2(mine.toLocal8Bit().size() + 17 <= 107, qPrintable(mine)); // ssh's temporary socket name
        QVERIFY(!mine.contains(u'%')); // nothing for ssh to expand
        QCOMPARE(controlPathOf(SshCommand::argv(base, u"uname"_s)), mine);
        QCOMPARE(controlPathOf(SshCommand::closeMasterArgv(base)), mine); // -O exit closes its own
        QSet<QString> seen{mine};
        for (const TargetProfile &other : std::as_const(others)) {
            const QString path = controlPathOf(SshCommand::argv(other, u"true"_s));
            QVERIFY2(!seen.contains(path), qPrintable(path));
            seen.insert(path);
        }
    }

    /// Item 12: the control folder is made without following links, and a link planted in its
    /// place never turns the folder it points to private.
    void controlDir_neverFollowsAPlantedLink()
    {
        QTemporaryDir runtime(u"/tmp/ptqr-XXXXXX"_s);
        const QByteArray saved = qgetenv("XDG_RUNTIME_DIR");
        const auto restore = qScopeGuard([&saved] { qputenv("XDG_RUNTIME_DIR", saved); });
        qputenv("XDG_RUNTIME_DIR", runtime.path().toLocal8Bit());
        const auto mode = [](const QString &path) {
            struct stat st {};
            return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
        };
        const auto setMode = [](const QString &path, int m) {
            return ::chmod(QFile::encodeName(path).constData(), mode_t(m)) == 0;
        };
        const QString victim = runtime.filePath(u"victims-folder"_s);
        QVERIFY(QDir().mkpath(victim));
        QVERIFY(setMode(victim, 0755));
        QVERIFY(QFile::link(victim, runtime.filePath(u"ptq-ssh"_s)));
        QCOMPARE(SshCommand::controlDir(), QString());
        QCOMPARE(mode(victim), 0755); // not chmod'ed through the link

        // The /tmp/ptq-UID rule, on folders of this test.
        QVERIFY(QFile::link(victim, runtime.filePath(u"link"_s)));
        QVERIFY(!SshCommand::makePrivateFolder(runtime.filePath(u"link"_s)));
        QCOMPARE(mode(victim), 0755);
        QVERIFY(QFileInfo(runtime.filePath(u"link"_s)).isSymLink());
        const QString open = runtime.filePath(u"writable-by-all"_s);
        QVERIFY(QDir().mkpath(open));
        QVERIFY(setMode(open, 0777));
        QVERIFY(!SshCommand::makePrivateFolder(open)); // others may have put a socket in it
        QCOMPARE(mode(open), 0777);
        writeFile(runtime.filePath(u"a-file"_s), "x");
        QVERIFY(!SshCommand::makePrivateFolder(runtime.filePath(u"a-file"_s)));
        const QString fresh = runtime.filePath(u"fresh"_s);
        QVERIFY(SshCommand::makePrivateFolder(fresh));
        QCOMPARE(mode(fresh), 0700);
        const QString readable = runtime.filePath(u"readable"_s);
        QVERIFY(QDir().mkpath(readable));
        QVERIFY(setMode(readable, 0755));
        QVERIFY(SshCommand::makePrivateFolder(readable)); // ours, nobody else could write: made private
        QCOMPARE(mode(readable), 0700);
    }

    /// Item 15: ssh splits "-o UserKnownHostsFile=" at whitespace and expands % and ${} in it and
    /// in the key's path: such a path is refused at the profile, with the reason.
    void profile_refusesPathsSshWouldRewrite_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("path");
        QTest::newRow("known_hosts with a space") << u"known_hosts"_s << u"/home/alice/lab hosts/known_hosts"_s;
        QTest::newRow("known_hosts with a quote") << u"known_hosts"_s << u"/home/alice/al'hosts"_s;
        QTest::newRow("known_hosts with %") << u"known_hosts"_s << u"/home/alice/%h_hosts"_s;
        QTest::newRow("known_hosts with ${}") << u"known_hosts"_s << u"/home/alice/${LAB}/known_hosts"_s;
        QTest::newRow("key with a space") << u"key"_s << u"/home/alice/my keys/id_ed25519"_s;
        QTest::newRow("key with a backslash") << u"key"_s << u"/home/alice/id\\lab"_s;
    }

    void profile_refusesPathsSshWouldRewrite()
    {
        QFETCH(QString, field);
        QFETCH(QString, path);
        TargetProfile p = sshProfile();
        if (field == u"key"_s)
            p.identityFile = path;
        else
            p.knownHostsFile = path;
        const QStringList problems = p.problems();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(path) && problems.first().contains(u"ssh reads as its own syntax"_s),
                 qPrintable(problems.first()));
        QVERIFY(!problems.first().contains(u"host key"_s)); // the path is blamed, not the host
        p.knownHostsFile = u"/home/alice/.ssh/known_hosts-lab_2.old"_s;
        p.identityFile = u"/home/alice/.ssh/id_ed25519+lab@x"_s;
        QVERIFY(p.problems().isEmpty());
    }

    void modelCopy_linkOutOfTheFolder_isRefusedAndNamed()
    {
        // A hostile clone: links to a key and to a folder holding a token are refused at the
        // listing (so at the check), each named with where it points; links that stay inside the
        // folder, or inside a Hugging Face repository's blobs/, are followed.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString secrets = dir.filePath(u"home/.ssh"_s);
        QVERIFY(QDir().mkpath(secrets));
        writeFile(secrets + u"/id_ed25519"_s, "PRIVATE KEY");
        const QString model = dir.filePath(u"clone"_s);
        QVERIFY(QDir().mkpath(model + u"/weights"_s));
        writeFile(model + u"/config.json"_s, "{}");
        writeFile(model + u"/weights/a.bin"_s, "aaaa");
        QVERIFY(QFile::link(u"weights/a.bin"_s, model + u"/inside.bin"_s));
        QVERIFY(QFile::link(u"weights"_s, model + u"/more"_s));
        QVERIFY2(ModelCopyPlan::scanLocal(model).error.isEmpty(), qPrintable(ModelCopyPlan::scanLocal(model).error));
        QCOMPARE(ModelCopyPlan::scanLocal(model).files.value(u"more/a.bin"_s), 4);

        QVERIFY(QFile::link(secrets + u"/id_ed25519"_s, model + u"/extra_weights.bin"_s));
        ModelCopyPlan::Listing l = ModelCopyPlan::scanLocal(model);
        QVERIFY2(l.error.contains(u"extra_weights.bin"_s) && l.error.contains(secrets + u"/id_ed25519"_s)
                     && l.error.contains(u"outside the model folder"_s),
                 qPrintable(l.error));
        QVERIFY(l.files.isEmpty() || !l.files.contains(u"extra_weights.bin"_s));
        QFile::remove(model + u"/extra_weights.bin"_s);

        QVERIFY(QFile::link(secrets, model + u"/tokenizer_extras"_s));
        l = ModelCopyPlan::scanLocal(model);
        QVERIFY2(l.error.contains(u"tokenizer_extras"_s) && l.error.contains(secrets), qPrintable(l.error));
        QFile::remove(model + u"/tokenizer_extras"_s);

        // A snapshot's link into its own repository's blobs/ is followed; into another's is not.
        const QString repo = dir.filePath(u"hub/models--org--m"_s);
        const QString snap = repo + u"/snapshots/abc"_s;
        QVERIFY(QDir().mkpath(snap));
        QVERIFY(QDir().mkpath(repo + u"/blobs"_s));
        QVERIFY(QDir().mkpath(dir.filePath(u"hub/models--org--other/blobs"_s)));
        writeFile(repo + u"/blobs/c1"_s, "{}");
        writeFile(dir.filePath(u"hub/models--org--other/blobs/x"_s), "xx");
        QVERIFY(QFile::link(u"../../blobs/c1"_s, snap + u"/config.json"_s));
        QVERIFY(ModelCopyPlan::scanLocal(snap).error.isEmpty());
        QVERIFY(QFile::link(u"../../../models--org--other/blobs/x"_s, snap + u"/x.bin"_s));
        l = ModelCopyPlan::scanLocal(snap);
        QVERIFY2(l.error.contains(u"x.bin"_s) && l.error.contains(u"outside the model folder"_s), qPrintable(l.error));
    }

    /// Item 18: ssh's own refusal of a malformed jump host (the real ssh: "Invalid -J argument",
    /// exit 255, nothing sent) is said as such by the target check, not as a failed login shell.
    void targetCheck_malformedJumpHost_isSshsOwnRefusal()
    {
        if (QStandardPaths::findExecutable(u"ssh"_s).isEmpty())
            QSKIP("no ssh on this machine");
        const QByteArray saved = qgetenv("PTQ_SSH");
        qunsetenv("PTQ_SSH");
        const auto restore = qScopeGuard([&] {
            if (!saved.isNull())
                qputenv("PTQ_SSH", saved);
        });
        TargetProfile profile = sshProfile();
        profile.host = u"127.0.0.1"_s;
        profile.identityFile.clear();
        profile.proxyJump = u"jump:99999"_s;
        TargetPreflight preflight(profile);
        QSignalSpy done(&preflight, &TargetPreflight::finished);
        preflight.start();
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        const TargetReport report = done.at(0).at(0).value<TargetReport>();
        QString all;
        for (const TargetCheck &c : report.checks)
            all += c.message + u'\n';
        QVERIFY2(all.contains(u"refused the settings of gpu-box before connecting"_s), qPrintable(all));
        QVERIFY2(all.contains(u"Invalid -J argument"_s), qPrintable(all));
        QVERIFY2(!all.contains(u"login shell failed"_s), qPrintable(all));
    }

    /// Item 10: an answer past the cap is refused and not kept (a 1 GB answer to the target check
    /// took 1.07 GB of memory). A fake ssh answers 3 MiB against a 1 MiB cap.
    void sshCall_answerPastItsCap_isRefusedNotKept()
    {
        QTemporaryDir dir;
        const QString ssh = dir.filePath(u"ssh"_s);
        writeFile(ssh, "#!/bin/sh\nhead -c 3145728 /dev/zero\nexit 0\n");
        QVERIFY(QFile::setPermissions(ssh, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QByteArray saved = qgetenv("PTQ_SSH");
        qputenv("PTQ_SSH", QFile::encodeName(ssh));
        const auto restore = qScopeGuard([&] { qputenv("PTQ_SSH", saved); });
        for (const qsizetype cap : {qsizetype(1024 * 1024), qsizetype(4 * 1024 * 1024)}) {
            SshCall call(sshProfile(), u"cat /big"_s);
            call.setMaxOutputBytes(cap);
            QSignalSpy finished(&call, &SshCall::finished);
            call.start();
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
            const SshOutcome outcome = finished.at(0).at(0).value<SshOutcome>();
            if (cap < 3145728) {
                QCOMPARE(outcome.failure, SshFailure::Other);
                QVERIFY(outcome.stdOut.isEmpty());
                QVERIFY2(outcome.message.contains(u"answered more than 1 MiB"_s), qPrintable(outcome.message));
            } else { // under the cap: the whole answer
                QCOMPARE(outcome.failure, SshFailure::None);
                QCOMPARE(outcome.stdOut.size(), qsizetype(3145728));
            }
        }
    }

};

QTEST_GUILESS_MAIN(TestTargets)
#include "tst_targets.moc"
