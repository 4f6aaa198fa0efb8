// core/workflow: the run gate refuses each rule with its own id, before anything is created;
// acceptance and rejection follow their rules.
#include "workflow/workspacestate.h"
#include "testsupport.h"
#include "fakes/uithreadio.h"

#include "artifacts/artifactio.h"
#include "artifacts/documents.h"
#include "artifacts/runmanifest.h"
#include "artifacts/schemavalidator.h"
#include "command/approval.h"
#include "command/environment.h"
#include "run/ptqjob.h"
#include "workflow/acceptance.h"
#include "workflow/commandstep.h"
#include "workflow/planstep.h"
#include "workflow/plansession.h"
#include "workflow/workspacesession.h"
#include "workflow/rungate.h"
#include "workflow/runstep.h"
#include "workflow/handoffstep.h"
#include "artifacts/workspace.h"
#include "handoff/exportchecks.h"
#include "run/outputhasher.h"
#include "workflow/runsession.h"
#include "workflow/commandsession.h"
#include "env/envmanager.h"
#include "target/targetprofile.h"
#include "handoff/publisher.h"
#include "artifacts/analysisfacts.h"
#include "analysis/modelanalyzer.h"
#include "source/localreader.h"
#include "command/manifestbuilder.h"
#include "plan/planner.h"
#include "plan/quarkcatalog.h"
#include "workflow/workspacewriter.h"
#include "workflow/workspacewatcher.h"
#include "workflow/detachedjob.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QSysInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

#include <algorithm>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using ptq::GateRefusal;
using ptq::Json;

namespace {

Json readManifest(const QString &ws)
{
    return ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
}

void writeManifest(const QString &ws, const Json &manifest)
{
    ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, manifest);
}

/// Re-approves whatever the manifest now says, as a forger who recomputes the digest would.
QByteArray forge(Json &manifest)
{
    const QByteArray digest = ptq::approvalDigestOfManifest(manifest).value();
    manifest["approval"]["sha256"] = digest.toStdString();
    return digest;
}

Json &runStep(Json &manifest)
{
    return *ptq::findRunStep(manifest);
}

void setArgv(Json &manifest, const QString &flag, const QString &value)
{
    Json &argv = runStep(manifest)["argv"];
    for (std::size_t i = 0; i + 1 < argv.size(); ++i) {
        if (argv[i] == flag.toStdString())
            argv[i + 1] = value.toStdString();
    }
}

qint64 deadPid()
{
    QProcess p;
    p.start(u"/bin/true"_s, {});
    p.waitForFinished();
    return p.processId() > 0 ? p.processId() : 999999;
}

/// One visit of @p session, waited for (the read happens on the writer's thread).
std::optional<ptq::Result<ptq::RunVisitView>> visitOf(ptq::RunSession &session)
{
    std::optional<ptq::Result<ptq::RunVisitView>> view;
    session.visit(&session, [&view](ptq::Result<ptq::RunVisitView> v) { view.emplace(std::move(v)); });
    (void)QTest::qWaitFor([&view] { return view.has_value(); }, 10000); // the caller checks the answer
    return view;
}

/// One manifest change of @p session (accept, reject, checksums), waited for.
template <typename Ask>
std::optional<ptq::Result<Json>> changeOf(Ask ask)
{
    std::optional<ptq::Result<Json>> answer;
    ask([&answer](ptq::Result<Json> r) { answer.emplace(std::move(r)); });
    (void)QTest::qWaitFor([&answer] { return answer.has_value(); }, 10000); // the caller checks the answer
    return answer;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A workspace in @p root with a confirmed plan and no command yet, the fake quark-cli, python
/// and nvidia-smi first on PATH; its folder (empty when it could not be made).
QString commandWorkspace(const QTemporaryDir &root)
{
    const QString ws = root.filePath(u"ws"_s);
    ptq::test::approvedWorkspace(ws, root.filePath(u"old"_s));
    if (!QFile::remove(ws + u"/run_manifest.yaml"_s))
        return {};
    qputenv("PATH", ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}).toUtf8());
    return ws;
}

/// One build of @p step, waited for; the view it emitted (none: it emitted nothing in 20 s).
std::optional<ptq::CommandView> buildOf(ptq::CommandSession &step)
{
    QSignalSpy built(&step, &ptq::CommandSession::built);
    step.build();
    if (!built.wait(20000))
        return std::nullopt;
    return built.last().first().value<ptq::CommandView>();
}

/// A command session for @p ws with this machine's (fake) environment checked and the
/// datasets' readiness asked, as page 3 has them before it builds.
bool prepareStep(ptq::CommandSession &step, const QString &ws, const QString &out)
{
    step.setRoot(ws);
    QSignalSpy started(&step, &ptq::CommandSession::started);
    step.load();
    if (!started.wait(10000))
        return false;
    step.setOutputDir(out);
    ptq::EnvironmentProbe probe;
    QSignalSpy probed(&probe, &ptq::EnvironmentProbe::finished);
    probe.probe();
    if (!probed.wait(60000))
        return false;
    step.setEnvironment(probed.first().first().value<ptq::EnvironmentFacts>(), QString());
    step.setCli(ptq::QuarkCatalog::newest());
    QSignalSpy ready(&step, &ptq::CommandSession::readinessChanged);
    step.checkReadiness();
    return ready.wait(30000) && step.canBuild();
}

/// prepareStep(), then the command built and approved, as page 3's gate does.
bool approvedStep(ptq::CommandSession &step, const QString &ws, const QString &out)
{
    if (!prepareStep(step, ws, out) || !buildOf(step))
        return false;
    const std::optional<ptq::Result<Json>> approved = changeOf([&](auto done) { step.approve(&step, done); });
    return approved && *approved;
}

} // namespace

class TestWorkflow : public QObject
{
    Q_OBJECT

private slots:
    // Confirming an analysis with a byte-order-mark risk does not get the run past page 3: the
    // command step turns that risk into a blocking finding (the run would fail for certain).
    void commandStep_aByteOrderMarkRiskBlocksTheCommand()
    {
        const Json analysis = ptq::test::readJson(ptq::test::fixturePath(u"artifacts/studio/model_analysis.json"_s));
        const Json plan = ptq::test::readJson(ptq::test::fixturePath(u"artifacts/studio/quant_plan.json"_s));
        ptq::CommandRequest request;
        request.analysis = analysis;
        request.plan = plan;
        request.workspace = u"/ws"_s;
        request.outputDir = u"/elsewhere/out"_s;
        auto blocks = [](const ptq::ManifestInputs &in) {
            return std::any_of(in.findings.cbegin(), in.findings.cend(),
                               [](const ptq::Finding &f) { return f.id == u"byte-order-mark"_s && f.blocking; });
        };
        QVERIFY(!blocks(ptq::CommandStep::prepare(request)));

        request.analysis["risks"].push_back({{"severity", "high"}, {"code", "byte-order-mark"},
                                             {"message", "config.json starts with a UTF-8 byte-order mark."}});
        const ptq::ManifestInputs in = ptq::CommandStep::prepare(request);
        QVERIFY(blocks(in));
        QVERIFY(ptq::ManifestBuilder::blockers(in).join(u'\n').contains(u"byte-order-mark: "_s));
    }

    // A damaged weight file named at Checkpoint 1 and confirmed anyway still blocks at page 3.
    // An approval edited away (the file changed after it was given, here its digest): a rebuild
    // of the same command does not keep it, and page 4 does not offer it (the walk reopened such a
    // workspace: page 3 said "Approved", page 4 "Approved, not run yet", and nothing could go on).
    void commandStep_anApprovalThatNoLongerHoldsIsNotKept()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const Json saved = readManifest(ws);
        Json rebuilt = saved;
        rebuilt["approval"] = {{"status", "pending"}};
        QVERIFY(ptq::CommandStep::afterRebuild(saved, rebuilt).approval == ptq::RebuildOutcome::Approval::Kept); // the control
        Json edited = saved;
        edited["approval"]["sha256"] = std::string(64, '0');
        const ptq::RebuildOutcome outcome = ptq::CommandStep::afterRebuild(edited, rebuilt);
        QVERIFY(outcome.approval == ptq::RebuildOutcome::Approval::Changed && outcome.write);
        QVERIFY2(outcome.voidReason.contains(u"edited by hand"_s), qPrintable(outcome.voidReason));
        QVERIFY(!ptq::approvalHolds(*ptq::RunManifest::fromJson(edited)));
        QVERIFY(ptq::approvalHolds(*ptq::RunManifest::fromJson(saved)));

        writeManifest(ws, edited);
        ptq::WorkspaceWriter writer;
        ptq::RunSession session(&writer);
        session.setRoot(ws);
        auto visit = visitOf(session);
        QVERIFY(visit && *visit);
        QVERIFY2((*visit)->kind == ptq::RunVisit::Stored, "an approval that does not hold is not offered to run");
        writeManifest(ws, saved);
        visit = visitOf(session);
        QVERIFY(visit && *visit && (*visit)->kind == ptq::RunVisit::Offer);
    }

    void commandStep_aDamagedShardBlocksTheCommand()
    {
        ptq::CommandRequest request;
        request.analysis = ptq::test::readJson(ptq::test::fixturePath(u"artifacts/studio/model_analysis.json"_s));
        request.plan = ptq::test::readJson(ptq::test::fixturePath(u"artifacts/studio/quant_plan.json"_s));
        request.workspace = u"/ws"_s;
        request.outputDir = u"/elsewhere/out"_s;
        auto blocks = [](const ptq::ManifestInputs &in) {
            return std::any_of(in.findings.cbegin(), in.findings.cend(),
                               [](const ptq::Finding &f) { return f.id == u"shard-size-mismatch"_s && f.blocking; });
        };
        QVERIFY(!blocks(ptq::CommandStep::prepare(request)));
        request.analysis["risks"].push_back({{"severity", "high"}, {"code", "shard-size-mismatch"},
                                             {"message", "/m/model-00002-of-00002.safetensors has 10 bytes, but its header implies 20."}});
        const ptq::ManifestInputs in = ptq::CommandStep::prepare(request);
        QVERIFY(blocks(in));
        QVERIFY(ptq::ManifestBuilder::blockers(in).join(u'\n').contains(u"shard-size-mismatch: "_s));
    }

    void gate_allowsTheApprovedCommand()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const ptq::GateDecision d = ptq::RunGate::check(ws, token);
        QVERIFY2(d.allowed(), qPrintable(d.message));
        QVERIFY(QDir::isAbsolutePath(d.ticket->argv.constFirst()));
        QCOMPARE(d.ticket->outputDir, root.filePath(u"out"_s));
        QVERIFY2(!QFileInfo::exists(root.filePath(u"out"_s)), "checking creates nothing");
    }

    // The caches the environment check looked into are the ones the run reads: HF_HOME or an
    // offline switch changed after approval voids it, and the value recorded is the one checked.
    void gate_bindsTheDataCaches_andTheirOfflineSwitches()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray home = QFile::encodeName(root.filePath(u"hf-approved"_s));
        qputenv("HF_HOME", home);
        qunsetenv("HF_DATASETS_OFFLINE");
        const auto restore = qScopeGuard([] {
            qunsetenv("HF_HOME");
            qunsetenv("HF_DATASETS_OFFLINE");
        });
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const ptq::Json manifest = readManifest(ws);
        QVERIFY(ptq::jsonField(ptq::jsonField(manifest, "environment"), "variables").value("HF_HOME", std::string()) == home.toStdString());
        QVERIFY2(ptq::RunGate::check(ws, token).allowed(), qPrintable(ptq::RunGate::check(ws, token).message));

        qputenv("HF_HOME", QFile::encodeName(root.filePath(u"hf-elsewhere"_s)));
        ptq::GateDecision d = ptq::RunGate::check(ws, token);
        QCOMPARE(ptq::gateRefusalId(d.refusal), u"data-cache-changed"_s);
        QVERIFY2(d.message.contains(u"HF_HOME"_s) && d.message.contains(root.filePath(u"hf-elsewhere"_s))
                     && d.message.contains(QString::fromUtf8(home)),
                 qPrintable(d.message));

        qputenv("HF_HOME", home); // set back: the approval holds again
        QVERIFY(ptq::RunGate::check(ws, token).allowed());
        qputenv("HF_DATASETS_OFFLINE", "1"); // an offline switch turned on after approval
        d = ptq::RunGate::check(ws, token);
        QCOMPARE(ptq::gateRefusalId(d.refusal), u"data-cache-changed"_s);
        QVERIFY2(d.message.contains(u"HF_DATASETS_OFFLINE is 1 now, but was not set"_s), qPrintable(d.message));

        // Recorded in the manifest, the value is part of what was approved: an edit voids it.
        qunsetenv("HF_DATASETS_OFFLINE");
        ptq::Json edited = manifest;
        edited["environment"]["variables"]["HF_HOME"] = "/somewhere/else";
        ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, edited);
        QCOMPARE(ptq::gateRefusalId(ptq::RunGate::check(ws, token).refusal), u"approval-void"_s);
    }

    void gate_refusesEachRuleWithItsOwnId_data()
    {
        QTest::addColumn<QString>("tamper");
        QTest::addColumn<QString>("id");
        QTest::newRow("wrong token") << u"token"_s << u"token-mismatch"_s;
        QTest::newRow("never approved") << u"unapproved"_s << u"not-approved"_s;
        QTest::newRow("run step output_dir edited") << u"step-output"_s << u"approval-void"_s;
        QTest::newRow("output_dir moved to a decoy, re-approved") << u"decoy"_s << u"output-dir"_s;
        QTest::newRow("an argument edited") << u"argv"_s << u"approval-void"_s;
        QTest::newRow("blocked_by deleted, findings kept") << u"blocked"_s << u"blocked"_s;
        QTest::newRow("analysis unconfirmed, re-approved") << u"analysis"_s << u"analysis-unconfirmed"_s;
        QTest::newRow("plan edited") << u"plan"_s << u"inputs-changed"_s;
        QTest::newRow("bare quark-cli, re-approved") << u"bare"_s << u"quark-cli-not-absolute"_s;
        QTest::newRow("quark-cli gone") << u"gone"_s << u"quark-cli-missing"_s;
        QTest::newRow("remote code turned on") << u"remote"_s << u"remote-code"_s;
        QTest::newRow("output folder now a symlink into the model") << u"symlink"_s << u"output-dir"_s;
        QTest::newRow("output folder no longer empty") << u"nonempty"_s << u"output-dir"_s;
        QTest::newRow("workspace copied elsewhere") << u"moved"_s << u"workspace-moved"_s;
        QTest::newRow("running in a live process") << u"live"_s << u"still-running"_s;
        QTest::newRow("running in a dead process") << u"dead"_s << u"interrupted"_s;
        QTest::newRow("approval used by an ended run") << u"ended"_s << u"already-run"_s;
    }

    void gate_refusesEachRuleWithItsOwnId()
    {
        QFETCH(QString, tamper);
        QFETCH(QString, id);
        QTemporaryDir root;
        QString ws = root.filePath(u"ws"_s);
        QString out = root.filePath(u"out"_s);
        QByteArray token = ptq::test::approvedWorkspace(ws, out);
        Json m = readManifest(ws);
        if (tamper == u"token"_s) {
            token = QByteArray(64, '0');
        } else if (tamper == u"unapproved"_s) {
            m["approval"] = {{"status", "pending"}, {"sha256", nullptr}, {"at", nullptr}};
        } else if (tamper == u"step-output"_s) {
            runStep(m)["output_dir"] = root.filePath(u"elsewhere"_s).toStdString();
        } else if (tamper == u"decoy"_s) {
            // The folder the rules are checked on is moved to an empty decoy; quark-cli would still
            // be told the real one, which holds a user's file.
            const QString decoy = root.filePath(u"decoy"_s);
            QDir().mkpath(out);
            QFile file(out + u"/precious.txt"_s);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.close();
            runStep(m)["output_dir"] = decoy.toStdString();
            m["outputs"]["output_dir"] = decoy.toStdString();
            token = forge(m);
        } else if (tamper == u"argv"_s) {
            setArgv(m, u"--num_calib_data"_s, u"8"_s);
        } else if (tamper == u"blocked"_s) {
            m["environment"]["findings"] = Json::array({{{"id", "quark-cli-missing"}, {"blocking", true},
                                                          {"message", "quark-cli was not found."}, {"evidence", ""}, {"fix", ""}}});
            m["blocked_by"] = Json::array();
            token = forge(m);
        } else if (tamper == u"analysis"_s) {
            Json analysis = ptq::test::readJson(ws + u"/model_analysis.json"_s);
            analysis["confirmation"]["confirmed"] = false;
            const QByteArray sha = ptq::test::writeArtifact(ws, ptq::ArtifactKind::Analysis, analysis);
            Json plan = ptq::test::readJson(ws + u"/quant_plan.json"_s);
            plan["model"]["analysis_sha256"] = sha.toStdString();
            const QByteArray planSha = ptq::test::writeArtifact(ws, ptq::ArtifactKind::Plan, plan);
            m["inputs"]["analysis"]["sha256"] = sha.toStdString();
            m["inputs"]["plan"]["sha256"] = planSha.toStdString();
            token = forge(m);
        } else if (tamper == u"plan"_s) {
            Json plan = ptq::test::readJson(ws + u"/quant_plan.json"_s);
            plan["calibration"]["num_calib_data"] = 8;
            ptq::test::writeArtifact(ws, ptq::ArtifactKind::Plan, plan);
        } else if (tamper == u"bare"_s) {
            runStep(m)["argv"][0] = "quark-cli";
            token = forge(m);
        } else if (tamper == u"gone"_s) {
            runStep(m)["argv"][0] = root.filePath(u"bin/quark-cli"_s).toStdString();
            token = forge(m);
        } else if (tamper == u"remote"_s) {
            Json argv = Json::array();
            for (const Json &a : runStep(m)["argv"])
                if (a != "--no_trust_remote_code")
                    argv.push_back(a);
            runStep(m)["argv"] = argv;
            token = forge(m);
        } else if (tamper == u"symlink"_s) {
            // The approved path is a symlink made later into the model folder.
            const QString model = QString::fromStdString(ptq::test::readJson(ws + u"/model_analysis.json"_s)["model"]["model_path"]);
            const QString link = root.filePath(u"link"_s);
            QVERIFY(QFile::link(model, link));
            const QString target = link + u"/export"_s;
            runStep(m)["output_dir"] = target.toStdString();
            m["outputs"]["output_dir"] = target.toStdString();
            setArgv(m, u"--output_dir"_s, target);
            token = forge(m);
        } else if (tamper == u"nonempty"_s) {
            QDir().mkpath(out);
            QFile file(out + u"/x"_s);
            QVERIFY(file.open(QIODevice::WriteOnly));
        } else if (tamper == u"moved"_s) {
            const QString copy = root.filePath(u"copy"_s);
            QDir().mkpath(copy);
            for (const QString &f : QDir(ws).entryList(QDir::Files))
                QVERIFY(QFile::copy(ws + u'/' + f, copy + u'/' + f));
            ws = copy;
        } else if (tamper == u"live"_s || tamper == u"dead"_s) {
            runStep(m)["status"] = "running";
            runStep(m)["runner"] = {{"host", QSysInfo::machineHostName().toStdString()},
                                    {"pid", tamper == u"live"_s ? QCoreApplication::applicationPid() : deadPid()},
                                    {"process_group", nullptr}};
        } else if (tamper == u"ended"_s) {
            runStep(m)["status"] = "failed";
        }
        if (tamper != u"plan"_s && tamper != u"token"_s && tamper != u"nonempty"_s && tamper != u"moved"_s)
            writeManifest(ws, m);
        const QStringList before = QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);

        const ptq::GateDecision d = ptq::RunGate::check(ws, token);
        QVERIFY2(!d.allowed(), qPrintable(tamper));
        QCOMPARE(ptq::gateRefusalId(d.refusal), id);
        QVERIFY2(d.message.startsWith(u"Not running"_s), qPrintable(d.message));
        // Nothing was created: no folder beside the workspace, no log in it.
        QCOMPARE(QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
        QVERIFY(!QFileInfo::exists(ws + u"/logs"_s) || QDir(ws + u"/logs"_s).isEmpty());
        if (tamper == u"decoy"_s)
            QVERIFY(!QFileInfo::exists(root.filePath(u"decoy"_s)));
        if (tamper == u"dead"_s) {
            // Recorded as interrupted, and then refused as used: never run twice.
            Json after = readManifest(ws);
            QVERIFY(runStep(after)["status"] == "interrupted");
            QCOMPARE(ptq::gateRefusalId(ptq::RunGate::check(ws, token).refusal), u"already-run"_s);
            QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, readManifest(ws)).studioValid());
        }
    }

    // Typed documents: read, change nothing, write — the same document; every stored name parses back.
    void typedDocuments_roundTripUnchanged_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *dir : {"studio", "upstream"}) {
            for (const char *file : {"run_manifest.yaml", "quant_plan.json", "model_analysis.json"})
                QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(QLatin1StringView(dir), QLatin1StringView(file))))
                    << ptq::test::fixturePath(QStringLiteral("artifacts/%1/%2").arg(QLatin1StringView(dir), QLatin1StringView(file)));
        }
    }

    void typedDocuments_roundTripUnchanged()
    {
        QFETCH(QString, path);
        const Json doc = ptq::ArtifactIo::load(path)->json;
        if (path.endsWith(u"run_manifest.yaml"_s)) {
            const ptq::Result<ptq::RunManifest> m = ptq::RunManifest::fromJson(doc);
            QVERIFY2(m.ok(), qPrintable(m ? QString() : m.error().message));
            const Json back = m->toJson();
            for (const auto &[key, value] : doc.items())
                QVERIFY2(back.contains(key) && back[key] == value, (key + ": " + value.dump() + " became " + back.value(key, Json()).dump()).c_str());
            QCOMPARE(back.size(), doc.size());
        } else if (path.endsWith(u"quant_plan.json"_s)) {
            const ptq::Result<ptq::PlanDocument> p = ptq::PlanDocument::fromJson(doc);
            QVERIFY(p.ok());
            if (doc.contains("model") && doc["model"].contains("analysis_sha256") && doc.contains("calibration"))
                QCOMPARE(QString::fromStdString(p->toJson().dump(1)), QString::fromStdString(doc.dump(1)));
        } else {
            const ptq::Result<ptq::AnalysisDocument> a = ptq::AnalysisDocument::fromJson(doc);
            QVERIFY(a.ok());
            if (doc.contains("confirmation") && doc["model"].contains("trust_remote_code"))
                QCOMPARE(QString::fromStdString(a->toJson().dump(1)), QString::fromStdString(doc.dump(1)));
        }
    }

    /// What page 3 reads of the plan by type: the quark-cli it was checked against, whether it
    /// evaluates.
    void typedPlan_cliPathAndEvaluation()
    {
        Json plan = ptq::ArtifactIo::load(ptq::test::fixturePath(u"artifacts/studio/quant_plan.json"_s))->json;
        plan["quark"]["cli_path"] = "/opt/quark/bin/quark-cli";
        plan["evaluation_intent"] = "none";
        plan["exclude_layers"] = {"lm_head", "*.mlp.gate"};
        ptq::Result<ptq::PlanDocument> p = ptq::PlanDocument::fromJson(plan);
        QVERIFY(p.ok());
        QCOMPARE(p->cliPath, u"/opt/quark/bin/quark-cli"_s);
        QCOMPARE(p->excludeLayers, (QStringList{u"lm_head"_s, u"*.mlp.gate"_s}));
        QVERIFY(p->toJson() == plan); // read-only: written back as it was
        QVERIFY(!p->evaluates());
        plan["evaluation_intent"] = "smoke";
        QVERIFY(ptq::PlanDocument::fromJson(plan)->evaluates());
        plan.erase("evaluation_intent");
        plan["quark"].erase("cli_path");
        p = ptq::PlanDocument::fromJson(plan);
        QVERIFY(!p->evaluates());
        QVERIFY(p->cliPath.isEmpty());
    }

    /// What the estimate, the environment's rules, the serve check and the model card read of the
    /// plan by type: overrides in the document's order, the KV cache, the intent's figures, the
    /// calibration; what is absent or of another type reads as absent.
    void typedPlan_handoffAndEstimateFields()
    {
        Json plan = ptq::ArtifactIo::load(ptq::test::fixturePath(u"artifacts/studio/quant_plan.json"_s))->json;
        plan["layer_quant_config"] = Json::object();
        plan["layer_quant_config"]["*.mlp.down_proj"] = "fp8";
        plan["layer_quant_config"]["*.self_attn.o_proj"] = "int8";
        plan["layer_quant_config"]["*.broken"] = 3; // not a scheme name: not an override
        plan["kv_cache_scheme"] = "fp8";
        plan["algorithm"] = "awq";
        plan["model"]["model_path"] = "/models/llama";
        plan["intent"]["tensor_parallel_size"] = 4;
        plan["intent"]["max_perplexity_ratio"] = 1.07;
        plan["intent"]["max_perplexity_ratio_source"] = "user";
        plan["intent"]["priority"] = "accurate";
        plan["intent"]["overrides"] = Json::array({Json::array({"*.mlp.down_proj", "fp8"}), Json::array({"only one"})});
        plan["exclude_layers_source"] = "user";
        ptq::Result<ptq::PlanDocument> p = ptq::PlanDocument::fromJson(plan);
        QVERIFY(p.ok());
        QCOMPARE(p->layerOverrides.size(), 2);
        QCOMPARE(p->layerOverrides.at(0), (QPair<QString, QString>{u"*.mlp.down_proj"_s, u"fp8"_s}));
        QCOMPARE(p->layerOverrides.at(1), (QPair<QString, QString>{u"*.self_attn.o_proj"_s, u"int8"_s}));
        QVERIFY(p->kvCacheFp8());
        QCOMPARE(p->algorithm, u"awq"_s);
        QCOMPARE(p->modelPath, u"/models/llama"_s);
        QCOMPARE(p->tensorParallelSize, std::optional<qint64>(4));
        QCOMPARE(p->maxPerplexityRatio, std::optional<double>(1.07));
        QCOMPARE(p->maxPerplexityRatioSource, u"user"_s);
        QCOMPARE(p->priority, u"accurate"_s);
        QCOMPARE(p->intentOverrides, (QList<QPair<QString, QString>>{{u"*.mlp.down_proj"_s, u"fp8"_s}})); // a pair or nothing
        QCOMPARE(p->excludeLayersSource, u"user"_s);
        QVERIFY(p->hasCalibration && p->hasIntent);
        QCOMPARE(p->calibrationDataset, QString::fromStdString(plan["calibration"]["dataset"].get<std::string>()));
        QVERIFY(p->toJson() == plan); // read-only: written back as they were

        plan["kv_cache_scheme"] = nullptr;
        plan["algorithm"] = nullptr;
        plan["intent"]["tensor_parallel_size"] = "4"; // not an integer
        plan["intent"].erase("max_perplexity_ratio");
        plan.erase("layer_quant_config");
        plan.erase("calibration");
        p = ptq::PlanDocument::fromJson(plan);
        QVERIFY(p->kvCacheScheme.isEmpty() && !p->kvCacheFp8());
        QVERIFY(p->algorithm.isEmpty());
        QVERIFY(!p->tensorParallelSize);
        QVERIFY(!p->maxPerplexityRatio);
        QVERIFY(p->layerOverrides.isEmpty());
        QVERIFY(!p->hasCalibration);
        plan.erase("intent");
        QVERIFY(!ptq::PlanDocument::fromJson(plan)->hasIntent);
    }

    /// A typed plan is edited, not rewritten: read and written back unchanged it is the same
    /// document even where it lacks fields the type reads (nothing is added); a change writes that
    /// field only; (un)confirming writes the flag and the time together, as the planner does.
    void typedPlan_writesBackOnlyWhatChanged()
    {
        Json plan = ptq::test::makePlan("0", true);
        plan.erase("trust_remote_code");
        plan.erase("evaluation_intent");
        plan["calibration"].erase("dataset");
        ptq::PlanDocument p = ptq::test::typedPlan(plan);
        QVERIFY2(p.toJson() == plan, p.toJson().dump().c_str());

        p.seqLen = 256;
        Json expected = plan;
        expected["calibration"]["seq_len"] = 256;
        QVERIFY2(p.toJson() == expected, p.toJson().dump().c_str());
        p.calibrationDataset = u"wikitext"_s;
        expected["calibration"]["dataset"] = "wikitext";
        QVERIFY(p.toJson() == expected);

        // Confirmed and unconfirmed, through the typed document.
        Json studioPlan = ptq::ArtifactIo::load(ptq::test::fixturePath(u"artifacts/studio/quant_plan.json"_s))->json;
        studioPlan = ptq::Planner::confirm(ptq::test::typedPlan(studioPlan));
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Plan, studioPlan).studioValid());
        ptq::PlanDocument unconfirmed = ptq::test::typedPlan(studioPlan);
        QVERIFY(!unconfirmed.requiresConfirmation);
        QVERIFY(!unconfirmed.confirmedAt.isEmpty());
        unconfirmed.unconfirm();
        const Json u = unconfirmed.toJson();
        QVERIFY(u["requires_confirmation"] == true);
        QVERIFY(u["confirmation"]["confirmed_at"].is_null());
        QCOMPARE(ptq::test::typedPlan(u).confirmedAt, QString());
        ptq::PlanDocument again = ptq::test::typedPlan(u);
        again.confirm(QDateTime::fromString(u"2026-12-06T20:30:00Z"_s, Qt::ISODate));
        const Json c = again.toJson();
        QVERIFY(c["requires_confirmation"] == false);
        QVERIFY(c["confirmation"]["confirmed_at"] == "2026-12-06T20:30:00Z");
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Plan, c).studioValid());
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Plan, u).studioValid());
    }

    /// What page 2 reads of the analysis by type: the template's exclusions, the context length.
    void typedAnalysis_templateDefaultsAndContextLength()
    {
        Json analysis = ptq::ArtifactIo::load(ptq::test::fixturePath(u"artifacts/studio/model_analysis.json"_s))->json;
        analysis["quantization_targets"]["exclude_defaults"] = {"lm_head", "*mlp.gate"};
        analysis["model"]["max_position_embeddings"] = 131072;
        ptq::Result<ptq::AnalysisDocument> a = ptq::AnalysisDocument::fromJson(analysis);
        QVERIFY(a.ok());
        QCOMPARE(a->excludeDefaults, (QStringList{u"lm_head"_s, u"*mlp.gate"_s}));
        QCOMPARE(a->maxPositionEmbeddings, std::optional<qint64>(131072));
        QVERIFY(a->toJson() == analysis); // read-only fields: written back as they were
        analysis["quantization_targets"].erase("exclude_defaults");
        analysis["model"].erase("max_position_embeddings");
        a = ptq::AnalysisDocument::fromJson(analysis);
        QVERIFY(a->excludeDefaults.isEmpty());
        QVERIFY(!a->maxPositionEmbeddings);
    }

    /// What page 4 reads of a finished run by type: the verifier's observations, the checksums,
    /// the estimate's minutes, the model card; absent fields read as absent.
    // Page 1 shows the analysis through AnalysisFacts: each fact as the analyzer wrote it, for
    // models with each signal (a key misspelt on either side would read as unknown).
    void analysisFacts_readWhatTheAnalyzerWrote_data()
    {
        QTest::addColumn<QString>("model");
        for (const char *m : {"llama-3.1-8b", "mixtral-8x7b", "llama-3.2-11b-vision", "llama-2-7b-awq", "custom-remote"})
            QTest::newRow(m) << QString::fromLatin1(m);
    }
    void analysisFacts_readWhatTheAnalyzerWrote()
    {
        QFETCH(QString, model);
        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/"_s + model), ptq::SourceInfo());
        QVERIFY(files);
        const ptq::Result<ptq::ModelAnalysis> a = ptq::ModelAnalyzer::analyze(*files);
        QVERIFY(a);
        const ptq::AnalysisFacts f = ptq::AnalysisFacts::fromJson(a->toJson(ptq::test::nowIso()));
        // Each row's own signal is there to be read (else equal unknowns would pass).
        QVERIFY(model != u"mixtral-8x7b"_s || (f.moe && f.numExperts && f.expertsPerToken));
        QVERIFY(model != u"llama-3.2-11b-vision"_s || (f.multimodal && !f.towers.isEmpty()));
        QVERIFY(model != u"llama-2-7b-awq"_s || (f.preQuantized && !f.quantMethod.isEmpty()));
        QVERIFY(model != u"custom-remote"_s || (f.remoteCodeRequired && !f.risks.isEmpty()));
        QVERIFY(f.numHiddenLayers && f.linearLayerCount && !f.modelType.isEmpty());
        QCOMPARE(f.complete, a->complete);
        QCOMPARE(f.modelPath, a->modelPath);
        QCOMPARE(f.modelType, a->modelType);
        QCOMPARE(f.architectures, a->architectures);
        QCOMPARE(f.loadingHint, a->loadingHint);
        QCOMPARE(f.numHiddenLayers, a->numHiddenLayers);
        QCOMPARE(f.hiddenSize, a->hiddenSize);
        QCOMPARE(f.intermediateSize, a->intermediateSize);
        QCOMPARE(f.numAttentionHeads, a->numAttentionHeads);
        QCOMPARE(f.numKeyValueHeads, a->numKeyValueHeads);
        QCOMPARE(f.vocabSize, a->vocabSize);
        QCOMPARE(f.maxPositionEmbeddings, a->maxPositionEmbeddings);
        QCOMPARE(f.parameters.has_value(), a->parameters.has_value());
        if (a->parameters)
            QCOMPARE(qint64(*f.parameters), *a->parameters);
        QCOMPARE(f.parametersNote, a->parametersNote.translated());
        QCOMPARE(f.dtype, a->dtype);
        QCOMPARE(f.transformersVersion, a->transformersVersion);
        QCOMPARE(f.trustRemoteCode, a->trustRemoteCode);
        QCOMPARE(f.sourceKind, ptq::SourceInfo::kindName(a->source.kind));
        QCOMPARE(f.filesRead, a->filesRead);
        QCOMPARE(f.linearLayerCount, std::optional<qint64>(a->linearLayerCount));
        QCOMPARE(f.countMethod, a->countMethod);
        QCOMPARE(f.countNote, a->countNote.translated());
        QCOMPARE(f.excludeDefaults, a->excludeDefaults);
        QCOMPARE(f.templateKnown, a->templateKnown);
        QCOMPARE(f.moe, a->moe.isMoe);
        QCOMPARE(f.numExperts, a->moe.numExperts);
        QCOMPARE(f.expertsPerToken, a->moe.expertsPerToken);
        QCOMPARE(f.fusedExperts, a->moe.fusedExperts);
        QCOMPARE(f.multimodal, a->multimodal);
        QCOMPARE(f.towers, a->towers);
        QCOMPARE(f.preQuantized, a->preQuantized);
        QCOMPARE(f.quantMethod, a->quantMethod);
        QCOMPARE(f.remoteCodeRequired, a->remoteCodeRequired);
        QCOMPARE(f.risks.size(), a->risks.size());
        for (qsizetype i = 0; i < f.risks.size(); ++i) {
            QCOMPARE(f.risks[i].code, a->risks[i].code);
            QCOMPARE(f.risks[i].severity, a->risks[i].severity);
            QCOMPARE(f.risks[i].message, a->risks[i].message.translated());
            QCOMPARE(f.risks[i].recoveryHint, a->risks[i].recoveryHint.translated());
        }
    }

    // The planner and the serve check decide on AnalysisFacts: the widths, the MoE layout and the
    // corrections of Checkpoint 1 as the analyzer wrote them; a fact of another type reads as unknown.
    void analysisFacts_readWhatThePlannerDecidesOn_data()
    {
        QTest::addColumn<QString>("model");
        for (const char *m : {"deepseek-v3", "qwen1.5-moe-a2.7b", "gpt-oss-20b", "llama-3.1-8b"})
            QTest::newRow(m) << QString::fromLatin1(m);
    }
    void analysisFacts_readWhatThePlannerDecidesOn()
    {
        QFETCH(QString, model);
        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/"_s + model), ptq::SourceInfo());
        QVERIFY(files);
        const ptq::Result<ptq::ModelAnalysis> a = ptq::ModelAnalyzer::analyze(*files);
        QVERIFY(a);
        Json document = a->toJson(ptq::test::nowIso());
        const ptq::AnalysisFacts f = ptq::AnalysisFacts::fromJson(document);
        // Each row's own facts are there to be read (else equal unknowns would pass).
        QVERIFY(model != u"deepseek-v3"_s || (f.qLoraRank && f.kvLoraRank && f.vHeadDim && f.moeIntermediateSize && f.firstDenseLayers));
        QVERIFY(model != u"qwen1.5-moe-a2.7b"_s || (f.sharedExpertIntermediateSize && f.sharedExperts));
        QVERIFY(model != u"gpt-oss-20b"_s || (f.nonLinearExperts && f.headDim));
        QCOMPARE(f.headDim, a->headDim);
        QCOMPARE(f.vHeadDim, a->vHeadDim);
        QCOMPARE(f.qLoraRank, a->qLoraRank);
        QCOMPARE(f.kvLoraRank, a->kvLoraRank);
        QCOMPARE(f.moeIntermediateSize, a->moeIntermediateSize);
        QCOMPARE(f.sharedExpertIntermediateSize, a->sharedExpertIntermediateSize);
        QCOMPARE(f.sharedExperts, a->moe.sharedExperts);
        QCOMPARE(f.firstDenseLayers, a->moe.firstDenseLayers);
        QCOMPARE(f.nonLinearExperts, a->hasNonLinearExperts);
        QVERIFY(!f.confirmed);
        QVERIFY(f.modelTypesBeforeCorrection().isEmpty());

        // Confirmed with a corrected model type: the type it had before is named; a "from" that is
        // not a string, or another field's correction, names none.
        document["confirmation"]["confirmed"] = true;
        document["confirmation"]["corrections"] = Json::array(
            {Json{{"field", "model.model_type"}, {"from", "qwen2"}, {"to", "llama"}},
             Json{{"field", "model.model_type"}, {"from", 7}, {"to", "llama"}},
             Json{{"field", "model.architectures"}, {"from", "X"}, {"to", "Y"}}});
        document["model"]["head_dim"] = "128"; // another type: unknown, not 0
        const ptq::AnalysisFacts corrected = ptq::AnalysisFacts::fromJson(document);
        QVERIFY(corrected.confirmed);
        QCOMPARE(corrected.corrections.size(), 3);
        QCOMPARE(corrected.modelTypesBeforeCorrection(), QStringList{u"qwen2"_s});
        QVERIFY(!corrected.headDim);
    }

    void typedManifest_outputsAndEstimate()
    {
        QTemporaryDir root;
        ptq::test::approvedWorkspace(root.filePath(u"ws"_s), root.filePath(u"out"_s));
        Json doc = readManifest(root.filePath(u"ws"_s));
        ptq::Result<ptq::RunManifest> bare = ptq::RunManifest::fromJson(doc);
        QVERIFY(bare.ok());
        QVERIFY(bare->observedOutputs().files.isEmpty());
        QVERIFY(!bare->observedOutputs().perplexity);
        QVERIFY(!bare->verifiedBytes());
        QVERIFY(!bare->modelCardPath());
        doc["outputs"]["observed"] = {{"files", {"config.json", "model.safetensors"}}, {"total_bytes", 4096}, {"shards", 1},
                                      {"perplexity", 9.25}, {"sha256", {{"config.json", "ab12"}}}, {"sha256_at", "2026-12-06T07:00:00Z"}};
        doc["outputs"]["verification"] = {{"total_bytes", 4096}};
        doc["outputs"]["model_card"] = {{"path", "/out/README.md"}};
        doc["resources"]["time_minutes"] = {{"low", 1.5}, {"high", 4}};
        const ptq::Result<ptq::RunManifest> m = ptq::RunManifest::fromJson(doc);
        QVERIFY(m.ok());
        const ptq::ObservedOutputs o = m->observedOutputs();
        QCOMPARE(o.files, (QStringList{u"config.json"_s, u"model.safetensors"_s}));
        QCOMPARE(o.totalBytes, std::optional<qint64>(4096));
        QCOMPARE(o.shards, 1);
        QCOMPARE(o.perplexity, std::optional<double>(9.25));
        QCOMPARE(o.sha256.value(u"config.json"_s), u"ab12"_s);
        QCOMPARE(o.sha256At, u"2026-12-06T07:00:00Z"_s);
        QCOMPARE(m->verifiedBytes(), std::optional<qint64>(4096));
        QCOMPARE(m->modelCardPath(), std::optional<QString>(u"/out/README.md"_s));
        QCOMPARE(m->estimatedMinutes(), (std::pair<double, double>(1.5, 4.0)));
    }

    /// The steps' names: page 3 shows which checks a used approval bound from them.
    void typedManifest_stepNames_runThenTheApprovedChecks()
    {
        QTemporaryDir root;
        ptq::test::approvedWorkspace(root.filePath(u"a"_s), root.filePath(u"out-a"_s));
        const QStringList steps{u"analyze"_s, u"plan"_s, u"generate"_s, u"quantize"_s};
        QCOMPARE(ptq::RunManifest::fromJson(readManifest(root.filePath(u"a"_s)))->stepNames(), steps);
        ptq::test::approvedWorkspace(root.filePath(u"b"_s), root.filePath(u"out-b"_s), u"fp8"_s, true, true, u"smoke"_s);
        QCOMPARE(ptq::RunManifest::fromJson(readManifest(root.filePath(u"b"_s)))->stepNames(),
                 (steps + QStringList{u"baseline-perplexity"_s, u"load-check"_s}));
    }

    /// #34: what the hand-off reads of a manifest comes typed from core/artifacts: the approved
    /// checks' steps, the environment's versions, the model's revision, the checks' and the serve
    /// check's records.
    void typedManifest_checkStepsVersionsAndHandoffRecords()
    {
        QTemporaryDir root;
        ptq::test::approvedWorkspace(root.filePath(u"a"_s), root.filePath(u"out-a"_s));
        QVERIFY(!ptq::RunManifest::fromJson(readManifest(root.filePath(u"a"_s)))->checkStep(u"baseline-perplexity"_s));
        ptq::test::approvedWorkspace(root.filePath(u"b"_s), root.filePath(u"out-b"_s), u"fp8"_s, true, true, u"smoke"_s);
        Json doc = readManifest(root.filePath(u"b"_s));
        const ptq::Result<ptq::RunManifest> m = ptq::RunManifest::fromJson(doc);
        QVERIFY(m.ok());
        const std::optional<ptq::CheckStepRecord> baseline = m->checkStep(u"baseline-perplexity"_s);
        QVERIFY(baseline);
        QVERIFY2(baseline->argv.contains(u"--dataset"_s), qPrintable(baseline->argv.join(u' ')));
        QCOMPARE(baseline->status, std::optional<ptq::RunStatus>(ptq::RunStatus::Pending));
        QCOMPARE(baseline->scriptSha256, ptq::jsonString(doc["steps"][4], "script_sha256").toLatin1());
        QVERIFY(!baseline->scriptSha256.isEmpty());
        QVERIFY(m->checkStep(u"load-check"_s));
        QVERIFY(!m->checkStep(u"quantize"_s)); // the run step is not a check
        QVERIFY(!m->accuracy());
        QVERIFY(!m->loadCheck());

        doc["steps"][4]["status"] = "succeeded";
        doc["steps"][4]["env"]["HF_HUB_OFFLINE"] = "1";
        doc["environment"]["versions"] = {{"amd_quark", "0.13"}, {"torch", "2.14.1"}};
        doc["environment"]["python"] = "3.11.9"; // an older manifest's place for it
        doc["inputs"]["revision"] = "main";
        ptq::PerplexityVerdict accuracy;
        accuracy.baseline = 9.0;
        accuracy.quantized = 9.3;
        accuracy.verdict = ptq::PerplexityJudgement::Within;
        accuracy.dataset = u"wikitext"_s;
        ptq::LoadCheck load;
        load.status = ptq::LoadCheckStatus::Failed;
        load.reason = u"size mismatch"_s;
        doc["outputs"]["accuracy"] = accuracy.toJson();
        doc["outputs"]["load_check"] = load.toJson();
        doc["outputs"]["serve"] = {{"findings", Json::array()}};
        const ptq::Result<ptq::RunManifest> after = ptq::RunManifest::fromJson(doc);
        QVERIFY(after.ok());
        QCOMPARE(after->checkStep(u"baseline-perplexity"_s)->status, std::optional<ptq::RunStatus>(ptq::RunStatus::Succeeded));
        QCOMPARE(after->checkStep(u"baseline-perplexity"_s)->env.value(u"HF_HUB_OFFLINE"_s), u"1"_s);
        QCOMPARE(after->quarkVersion(), u"0.13"_s);
        QCOMPARE(after->version("torch"), u"2.14.1"_s);
        QCOMPARE(after->version("python"), u"3.11.9"_s);
        QVERIFY(after->version("transformers").isEmpty());
        QVERIFY(after->modelCommit().isEmpty());
        QCOMPARE(after->modelRevision(), u"main"_s);
        doc["inputs"]["commit"] = "0123abcd";
        QCOMPARE(ptq::RunManifest::fromJson(doc)->modelRevision(), u"0123abcd"_s);
        QCOMPARE(after->accuracy(), std::optional<ptq::PerplexityVerdict>(accuracy));
        QCOMPARE(after->loadCheck()->reason, u"size mismatch"_s);
        QVERIFY(after->loadCheck()->blocksCompleteAcceptance());
        // A serve record that names no TP size is not a check at TP 1.
        const std::optional<ptq::ServeRecord> serve = ptq::ServeRecord::fromManifest(doc);
        QVERIFY(serve);
        QVERIFY(!serve->tensorParallelSizeRecorded);
        doc["outputs"]["serve"]["tensor_parallel_size"] = 2;
        QVERIFY(ptq::ServeRecord::fromManifest(doc)->tensorParallelSizeRecorded);
        QCOMPARE(ptq::ServeRecord::fromManifest(doc)->tensorParallelSize, 2);
    }

    void typedManifest_keepsUnknownFields_andRefusesUnknownStatuses()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        Json doc = readManifest(ws);
        doc["x-other-tool"] = {{"kept", true}};
        runStep(doc)["x-note"] = "kept too";
        ptq::Result<ptq::RunManifest> m = ptq::RunManifest::fromJson(doc);
        QVERIFY(m.ok());
        QCOMPARE(QString::fromStdString(m->toJson().dump()), QString::fromStdString(doc.dump()));
        QCOMPARE(m->approval.status, ptq::ApprovalStatus::Approved);
        QCOMPARE(m->run.status, ptq::RunStatus::Pending);
        QVERIFY(QDir::isAbsolutePath(m->run.argv.constFirst()));
        m->run.status = ptq::RunStatus::Interrupted;
        const Json written = m->toJson();
        QVERIFY(written["x-other-tool"]["kept"] == true);
        QVERIFY((*ptq::findRunStep(written))["x-note"] == "kept too");
        QVERIFY((*ptq::findRunStep(written))["status"] == "interrupted");
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, written).studioValid());
        runStep(doc)["status"] = "exploded";
        QVERIFY(!ptq::RunManifest::fromJson(doc).ok());
        for (ptq::RunStatus s : {ptq::RunStatus::Pending, ptq::RunStatus::Running, ptq::RunStatus::Succeeded, ptq::RunStatus::Failed,
                                 ptq::RunStatus::Cancelled, ptq::RunStatus::Partial, ptq::RunStatus::Interrupted})
            QCOMPARE(ptq::parseRunStatus(ptq::statusName(s)), std::optional<ptq::RunStatus>(s));
        for (ptq::FailureClass c : {ptq::FailureClass::Environment, ptq::FailureClass::Memory, ptq::FailureClass::Evaluation})
            QCOMPARE(ptq::parseFailureClass(ptq::failureClassName(c)), std::optional<ptq::FailureClass>(c));
        QCOMPARE(ptq::parseVerdict(u"complete"_s), std::optional<ptq::Verdict>(ptq::Verdict::Complete));
        QVERIFY(!ptq::parseVerdict(u"fine"_s));
    }

    void planStep_confirmsOnlyAPlanOfTheConfirmedAnalysis_andAnEditVoidsIt()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const ptq::WorkspaceState state = ptq::WorkspaceInspector::inspect(ws);
        Json plan = ptq::test::readJson(ws + u"/quant_plan.json"_s);
        plan["requires_confirmation"] = true;
        const ptq::Result<Json> confirmed = ptq::PlanStep::confirm(state, plan);
        QVERIFY(confirmed.ok());
        QVERIFY((*confirmed)["requires_confirmation"] == false);
        Json other = plan;
        other["model"]["analysis_sha256"] = std::string(64, 'f');
        QVERIFY(!ptq::PlanStep::confirm(state, other).ok());
        ptq::WorkspaceState unconfirmed = state;
        unconfirmed.analysis.state = ptq::ArtifactState::Unconfirmed;
        QVERIFY(!ptq::PlanStep::confirm(unconfirmed, plan).ok());

        // A change of a decision voids a confirmed plan; a new timestamp or decision text does not.
        Json edited = *confirmed;
        edited["calibration"]["seq_len"] = 256;
        edited["requires_confirmation"] = true;
        const std::optional<Json> voided = ptq::PlanStep::voidedBy(*confirmed, edited);
        QVERIFY(voided.has_value());
        QVERIFY((*voided)["requires_confirmation"] == true);
        Json rewritten = *confirmed;
        rewritten["created_at"] = "2030-01-01T00:00:00Z";
        QVERIFY(!ptq::PlanStep::voidedBy(*confirmed, rewritten));
        QVERIFY2(!ptq::PlanStep::voidedBy(plan, edited), "an unconfirmed plan has no confirmation to void");
        // The model analyzed again, the same decisions: voided, and that is what is said (the walk of
        // round 56 found "the plan built now differs" naming no difference).
        Json reanalyzed = *confirmed;
        reanalyzed["model"]["analysis_sha256"] = std::string(64, 'e');
        reanalyzed["requires_confirmation"] = true;
        QVERIFY(ptq::PlanStep::voidedBy(*confirmed, reanalyzed).has_value());
        const QStringList why = ptq::PlanStep::changedDecisions(*confirmed, reanalyzed);
        QCOMPARE(why.size(), 1);
        QVERIFY2(why.first().contains(u"model_analysis.json"_s), qPrintable(why.first()));
        QVERIFY(ptq::PlanStep::changedDecisions(*confirmed, edited).join(u' ').indexOf(u"model_analysis"_s) < 0);

        // A refused edit (no plan can be written for it) voids the confirmation too: Next must not
        // carry the confirmed plan while the form shows another, refused one (#33: int4 + AWQ
        // confirmed, then fp8 chosen: AWQ refused, and page 3 built the old command).
        ptq::PlanIntent refusedIntent = ptq::Planner::intentOf(ptq::test::typedPlan(*confirmed));
        refusedIntent.scheme = refusedIntent.scheme == u"fp8"_s ? u"int4_wo_128"_s : u"fp8"_s;
        const std::optional<Json> voidedByRefusal = ptq::PlanStep::voidedByRefusal(*confirmed, refusedIntent);
        QVERIFY(voidedByRefusal.has_value());
        QVERIFY((*voidedByRefusal)["requires_confirmation"] == true);
        QVERIFY((*voidedByRefusal)["confirmation"]["confirmed_at"].is_null());
        const auto valid = ptq::SchemaValidator::check(ptq::ArtifactKind::Plan, *voidedByRefusal);
        QVERIFY2(valid.studioValid() && valid.contractValid(), "written as it is, it must pass both schemas");
        QVERIFY((*voidedByRefusal)["global_scheme"] == (*confirmed)["global_scheme"]); // still the saved decisions
        QVERIFY2(!ptq::PlanStep::voidedByRefusal(*confirmed, ptq::Planner::intentOf(ptq::test::typedPlan(*confirmed))),
                 "a refusal of the saved plan as the form shows it is no edit");
        QVERIFY2(!ptq::PlanStep::voidedByRefusal(plan, refusedIntent), "an unconfirmed plan has no confirmation to void");
    }

    void runSession_decidesEachVisit()
    {
        // Page 4's first moment, as a table: what the manifest says and what this process follows.
        const auto visit = [](ptq::RunStatus status, bool approved, bool following, bool hasJob, bool requested,
                              bool detached) {
            ptq::RunSession::Facts f;
            f.status = status;
            f.approved = approved;
            f.following = following;
            f.hasJob = hasJob;
            f.requested = requested;
            f.detached = detached;
            return ptq::RunSession::decide(f);
        };
        using ptq::RunStatus;
        using ptq::RunVisit;
        QVERIFY(visit(RunStatus::Pending, true, false, false, true, false) == RunVisit::Start);
        QVERIFY2(visit(RunStatus::Pending, true, false, false, false, false) == RunVisit::Offer,
                 "an approval found in an opened workspace is offered, never started on its own");
        QVERIFY2(visit(RunStatus::Pending, false, false, false, true, false) == RunVisit::Stored, "nothing approved runs");
        QVERIFY(visit(RunStatus::Running, true, true, true, false, false) == RunVisit::Following);
        QVERIFY2(visit(RunStatus::Pending, true, true, true, true, false) == RunVisit::Following,
                 "a second approval does not start beside a running job");
        QVERIFY(visit(RunStatus::Running, true, false, false, false, true) == RunVisit::Reattach);
        QVERIFY(visit(RunStatus::Running, true, false, false, false, false) == RunVisit::Interrupted);
        QVERIFY2(visit(RunStatus::Running, true, false, true, false, true) == RunVisit::Stored,
                 "this process's own job ended (its record did not): shown, not followed again");
        QVERIFY(visit(RunStatus::Succeeded, true, false, false, true, false) == RunVisit::Stored);
        QVERIFY(visit(RunStatus::Failed, true, false, false, false, false) == RunVisit::Stored);
    }

    void runSession_startsAnApprovalOnce_thenAcceptsInOneWrite()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        qputenv("FAKE_QUARK_STEP_MS", "1");
        ptq::WorkspaceWriter writer;
        ptq::RunSession session(&writer);
        session.setRoot(ws);

        // Opened, an approval is offered; asked for on page 3, it starts once.
        auto first = visitOf(session);
        QVERIFY(first && *first);
        QVERIFY((*first)->kind == ptq::RunVisit::Offer);
        QCOMPARE((*first)->token, token);
        session.request(token);
        auto asked = visitOf(session);
        QVERIFY(asked && *asked && (*asked)->kind == ptq::RunVisit::Start);
        auto again = visitOf(session);
        QVERIFY2(again && *again && (*again)->kind == ptq::RunVisit::Start,
                 "a visit whose answer nobody acted on leaves the request for the next one");

        // Nothing to accept before the run: refused, nothing written.
        const QByteArray before = [&] {
            QFile f(ws + u"/run_manifest.yaml"_s);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        auto early = changeOf([&](auto done) { session.accept(&session, done); });
        QVERIFY(early && !*early);
        QFile unchanged(ws + u"/run_manifest.yaml"_s);
        QVERIFY(unchanged.open(QIODevice::ReadOnly));
        QCOMPARE(unchanged.readAll(), before);

        QSignalSpy started(&session, &ptq::RunSession::started);
        QSignalSpy finished(&session, &ptq::RunSession::finished);
        QSignalSpy refused(&session, &ptq::RunSession::refused);
        QVERIFY(session.start(token).ok());
        QVERIFY2(!session.hasRequest(token), "the start takes the request: an approval starts once from it");
        QVERIFY(!session.start(token).ok()); // while the gate is checked, a second start is refused at once
        auto starting = visitOf(session);
        QVERIFY2(starting && *starting && (*starting)->kind == ptq::RunVisit::Following,
                 "a visit while the start is checked follows it, never starts a second");
        QVERIFY(finished.wait(30000));
        QCOMPARE(started.count(), 1);
        QVERIFY(finished.first().first().value<ptq::JobResult>().recordErrors.isEmpty());
        auto ended = visitOf(session);
        QVERIFY(ended && *ended && (*ended)->kind == ptq::RunVisit::Stored);
        QVERIFY((*ended)->typed.run.status == ptq::RunStatus::Succeeded);
        QVERIFY(session.start(token).ok());
        QVERIFY(refused.wait(10000));
        QVERIFY2(refused.first().first().toString().contains(u"approval was used"_s), qPrintable(refused.first().first().toString()));

        // The checksums and the acceptance asked for back to back: the second reads what the first
        // wrote (page 4 once loaded, accepted and queued the save: a write between was lost).
        ptq::OutputChecksums sums;
        sums.directory = root.filePath(u"out"_s);
        sums.sha256 = {{u"model.safetensors"_s, QString(64, u'a')}};
        std::optional<ptq::Result<Json>> recorded;
        session.recordChecksums(sums, &session, [&recorded](ptq::Result<Json> r) { recorded.emplace(std::move(r)); });
        auto accepted = changeOf([&](auto done) { session.accept(&session, done); });
        QVERIFY(recorded && *recorded);
        QVERIFY2(accepted && *accepted, accepted && !*accepted ? qPrintable(accepted->error().message) : "no answer");
        const Json written = readManifest(ws);
        QCOMPARE(QByteArray::fromStdString(written.dump()), QByteArray::fromStdString((**accepted).dump()));
        QVERIFY(ptq::WorkspaceInspector::inspect(ws).resultAccepted);
        const ptq::Result<ptq::RunManifest> typed = ptq::RunManifest::fromJson(written);
        QVERIFY(typed && typed->observed.contains("sha256"));
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, written).studioValid());

        // Declined with a reason, through the same object the CLI's reject drives.
        auto noReason = changeOf([&](auto done) { session.reject(u" "_s, &session, done); });
        QVERIFY(noReason && !*noReason && (*noReason).error().code == ptq::Error::Code::Usage);
        auto declined = changeOf([&](auto done) { session.reject(u"perplexity too high"_s, &session, done); });
        QVERIFY(declined && *declined);
        QVERIFY(!ptq::WorkspaceInspector::inspect(ws).resultAccepted);
    }

    /// The workspace watched: an artifact replaced by another program (an atomic save, as the
    /// writer and most editors do), edited in place, or removed, reaches the state without anything
    /// asking for it; nothing is said for a folder beside the artifacts (a run's logs).
    void workspaceWatcher_seesChangesMadeElsewhere()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        ptq::WorkspaceWatcher watcher;
        QSignalSpy changed(&watcher, &ptq::WorkspaceWatcher::changed);
        watcher.watch(ws);
        QTest::qWait(300); // the watch is set on its own thread
        QVERIFY(QDir(ws).mkdir(u"run-logs"_s));
        QVERIFY(changed.wait(2000)); // a folder made in the workspace: a change of the folder
        changed.clear();
        QFile log(ws + u"/run-logs/run.log"_s);
        QVERIFY(log.open(QIODevice::WriteOnly) && log.write("line\n") > 0);
        log.close();
        QVERIFY2(!changed.wait(800), "a file inside logs/ is not an artifact");

        Json manifest = readManifest(ws);
        manifest["outputs"]["output_dir"] = root.filePath(u"elsewhere"_s).toStdString();
        writeManifest(ws, manifest); // an atomic save (a rename into the folder)
        QVERIFY(changed.wait(2000));
        QTest::qWait(400);
        changed.clear();
        QFile plan(ws + u"/quant_plan.json"_s);
        QVERIFY(plan.open(QIODevice::ReadWrite | QIODevice::Append)); // edited in place
        plan.write(" ");
        plan.close();
        QVERIFY(changed.wait(2000));
        QTest::qWait(400);
        QCOMPARE(changed.count(), 1); // a burst is said once
        changed.clear();
        // Written again after a rename replaced it: the new file is watched too.
        writeManifest(ws, manifest);
        QVERIFY(changed.wait(2000));
        QTest::qWait(400);
        changed.clear();
        QFile again(ws + u"/run_manifest.yaml"_s);
        QVERIFY(again.open(QIODevice::ReadWrite | QIODevice::Append));
        again.write("\n");
        again.close();
        QVERIFY(changed.wait(2000));
        changed.clear();
        QVERIFY(QFile::remove(ws + u"/quant_plan.json"_s));
        QVERIFY(changed.wait(2000));
        changed.clear();
        watcher.watch(QString());
        QTest::qWait(300);
        writeManifest(ws, manifest);
        QVERIFY2(!changed.wait(800), "nothing is watched any more");
    }

    /// A walk reopened a workspace whose pending command was the one built again: nothing was
    /// written (the same command), but the command shown carried the new build's times, so every
    /// "Yes, run this exact command" was refused as "changed on disk". The command shown is the
    /// file's when the file stays, and approving it works.
    void commandSession_aReopenedPendingCommandCanBeApproved()
    {
        QTemporaryDir root;
        const ptq::test::ScopedTmpfs roomy = ptq::test::roomyDisk(root.path());
        const QString ws = commandWorkspace(root);
        QVERIFY(!ws.isEmpty());
        {
            ptq::WorkspaceWriter writer;
            ptq::CommandSession step(&writer);
            QVERIFY(prepareStep(step, ws, root.filePath(u"out1"_s)));
            const std::optional<ptq::CommandView> first = buildOf(step);
            QVERIFY(first && first->written);
        }
        QTest::qWait(1100); // a second later: a command built now has other times than the file's
        const QByteArray before = fileBytes(ws + u"/run_manifest.yaml"_s);
        ptq::WorkspaceWriter writer;
        ptq::CommandSession reopened(&writer);
        QVERIFY(prepareStep(reopened, ws, root.filePath(u"out1"_s)));
        const std::optional<ptq::CommandView> again = buildOf(reopened);
        QVERIFY(again && !again->written);
        QCOMPARE(fileBytes(ws + u"/run_manifest.yaml"_s), before);
        QVERIFY(again->manifest == readManifest(ws));
        auto approved = changeOf([&](auto done) { reopened.approve(&reopened, done); });
        QVERIFY2(approved && *approved, approved && !*approved ? qPrintable(approved->error().message) : "no answer");
        QVERIFY(ptq::RunManifest::fromJson(readManifest(ws))->approval.status == ptq::ApprovalStatus::Approved);
    }

    /// Round 58: a run's result that waits for a decision is the only way to accept it, and the
    /// next command's manifest replaces it. Every build keeps it (whatever page 3 control or CLI
    /// option asked for the build) until the user agrees to replace exactly that manifest; a
    /// declined result is decided and is replaced as before.
    void commandSession_anUndecidedResultIsReplacedOnlyWhenSaid()
    {
        QTemporaryDir root;
        const ptq::test::ScopedTmpfs roomy = ptq::test::roomyDisk(root.path());
        const QString ws = commandWorkspace(root);
        QVERIFY(!ws.isEmpty());
        {
            ptq::WorkspaceWriter writer;
            ptq::CommandSession step(&writer);
            QVERIFY(approvedStep(step, ws, root.filePath(u"out1"_s)));
        }
        Json ran = readManifest(ws);
        (*ptq::findRunStep(ran))["status"] = "succeeded"; // its run ended well; nobody decided yet
        ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, ran);
        const QByteArray before = fileBytes(ws + u"/run_manifest.yaml"_s);
        QVERIFY(ptq::Acceptance::awaitsDecision(*ptq::RunManifest::fromJson(readManifest(ws))));

        ptq::WorkspaceWriter writer;
        ptq::CommandSession next(&writer);
        QVERIFY(prepareStep(next, ws, root.filePath(u"out2"_s)));
        std::optional<ptq::CommandView> view = buildOf(next);
        QVERIFY(view && view->undecidedKept && !view->written);
        QCOMPARE(fileBytes(ws + u"/run_manifest.yaml"_s), before);
        QVERIFY(view->manifest == readManifest(ws)); // the command shown is that run's
        // Agreed for another manifest (one the user did not see): still kept.
        next.replaceUndecided(QByteArray(64, 'f'));
        view = buildOf(next);
        QVERIFY(view && view->undecidedKept);
        QCOMPARE(fileBytes(ws + u"/run_manifest.yaml"_s), before);
        // Agreed for this one: the next command replaces it, and says the approval was used.
        next.replaceUndecided(ptq::CommandStep::token(readManifest(ws)));
        view = buildOf(next);
        QVERIFY(view && view->written && !view->undecidedKept);
        QVERIFY(view->outcome.approval == ptq::RebuildOutcome::Approval::UsedByRun);
        QCOMPARE(ptq::RunManifest::fromJson(readManifest(ws))->outputDir, root.filePath(u"out2"_s));

        // A declined result is decided: the next command replaces it without being told.
        auto declined = ptq::Acceptance::reject(ran, u"perplexity too high"_s);
        QVERIFY(declined);
        ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, *declined);
        QVERIFY(!ptq::Acceptance::awaitsDecision(*ptq::RunManifest::fromJson(*declined)));
        ptq::WorkspaceWriter writer2;
        ptq::CommandSession third(&writer2);
        QVERIFY(prepareStep(third, ws, root.filePath(u"out3"_s)));
        view = buildOf(third);
        QVERIFY(view && view->written && !view->undecidedKept);
    }

    /// #34: the environment check's answer is kept for the next start with no file I/O on the UI
    /// thread: the cache file is written in the background, and this process reads it from memory.
    void environmentProbe_keepsItsAnswerOffTheUiThread()
    {
        if (!ptq::test::uiThreadIoAvailable())
            QSKIP("the UI-thread watch is not built in here (the sanitized build)");
        QTemporaryDir dir;
        const QString bin = ptq::test::fakeBin(dir.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s});
        const QString cache = dir.filePath(u"cache"_s);
        QProcessEnvironment env;
        env.insert(u"PATH"_s, bin);
        ptq::EnvironmentProbe probe;
        probe.setEnvironment(env);
        probe.setCacheDir(cache);
        QSignalSpy done(&probe, &ptq::EnvironmentProbe::finished);
        ptq::test::armUiThreadIo(cache);
        auto disarm = qScopeGuard([] { ptq::test::disarmUiThreadIo(); });
        probe.probe(dir.path(), QString(), ptq::EnvironmentProbe::Freshness::Fresh);
        QVERIFY(done.wait(20000));
        QTest::qWait(200); // the write is queued by now, whichever thread makes it
        const QStringList seen = ptq::test::disarmUiThreadIo();
        QVERIFY2(seen.isEmpty(), qPrintable(u"on the UI thread:\n"_s + seen.join(u'\n')));
        QVERIFY(done.first().first().value<ptq::EnvironmentFacts>().pythonError.isEmpty());
        QTRY_COMPARE(QDir(cache).entryList({u"*.env.txt"_s}, QDir::Files).size(), 1); // kept for the next start
    }

    /// A build superseded while it ran has written already: the void it found is kept. The
    /// approved file edited by hand, then two builds asked one after the other while the disk is
    /// slow (the first reads and writes while the second is asked): the session still says the
    /// approval is void because the file changed after it was approved (CI lost this reason under
    /// load: the second build compared with the pending file the first had written).
    void commandSession_aSupersededBuildThatWroteKeepsTheVoid()
    {
        if (!ptq::test::uiThreadIoAvailable())
            QSKIP("the slow-disk shim is not built in here (the sanitized build)");
        QTemporaryDir root;
        const ptq::test::ScopedTmpfs roomy = ptq::test::roomyDisk(root.path());
        const QString ws = commandWorkspace(root);
        QVERIFY(!ws.isEmpty());
        ptq::WorkspaceWriter writer;
        ptq::CommandSession step(&writer);
        QVERIFY(approvedStep(step, ws, root.filePath(u"out1"_s)));
        QVERIFY(!step.voided());
        // Edited by hand: another folder in the command, the approval left as it was.
        const std::string edited = QString::fromStdString(readManifest(ws).dump()).replace(root.filePath(u"out1"_s), root.filePath(u"out9"_s)).toStdString();
        writeManifest(ws, Json::parse(edited));

        QSignalSpy built(&step, &ptq::CommandSession::built);
        ptq::test::slowFileCalls(ws, 400);
        auto fast = qScopeGuard([&] { ptq::test::slowFileCalls(ws, 0); });
        step.build();
        QTest::qWait(700); // the first build is reading the file now
        step.build();
        QVERIFY(built.wait(30000));
        ptq::test::slowFileCalls(ws, 0);
        QVERIFY2(step.voided(), "the void the first build found was lost");
        QVERIFY2(step.voided()->voidReason.contains(u"changed after it was approved"_s), qPrintable(step.voided()->voidReason));
    }

    // Page 3's session (and `ptq-studio manifest`'s): a build writes the command; a rebuild
    // compares with the manifest on disk as it is then, not with what the session read earlier
    // (page 3 held its own copy, and wrote a pending command over an approval written outside
    // it); an approval is of the file the user read; an older build is dropped before it writes;
    // a run recorded as going is never written over.
    void commandSession_buildsFromTheDiskAsItIsNow()
    {
        QTemporaryDir root;
        const ptq::test::ScopedTmpfs roomy = ptq::test::roomyDisk(root.path());
        const QString ws = root.filePath(u"ws"_s);
        const QString manifestPath = ws + u"/run_manifest.yaml"_s;
        ptq::test::approvedWorkspace(ws, root.filePath(u"old"_s));
        QVERIFY(QFile::remove(manifestPath));
        qputenv("PATH", ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}).toUtf8());
        ptq::WorkspaceWriter writer;
        ptq::CommandSession step(&writer);
        QVERIFY(prepareStep(step, ws, root.filePath(u"out1"_s)));
        QVERIFY2(step.proposedOutputDir().contains(u"/quantized/"_s), qPrintable(step.proposedOutputDir()));

        // The first build writes the pending command.
        std::optional<ptq::CommandView> first = buildOf(step);
        QVERIFY(first && first->written && first->writeError.isEmpty());
        QVERIFY(first->outcome.approval == ptq::RebuildOutcome::Approval::None);
        QVERIFY2(ptq::ManifestBuilder::blockers(first->inputs).isEmpty(),
                 qPrintable(ptq::ManifestBuilder::blockers(first->inputs).join(u"; "_s)));
        QVERIFY(readManifest(ws) == first->manifest);

        // Approved outside this session meanwhile (another tool wrote the approval): the same command
        // built again keeps that approval, and nothing is written.
        writeManifest(ws, *ptq::ManifestBuilder::approve(readManifest(ws)));
        const QByteArray approvedBytes = fileBytes(manifestPath);
        std::optional<ptq::CommandView> again = buildOf(step);
        QVERIFY(again && !again->written);
        QVERIFY(again->outcome.approval == ptq::RebuildOutcome::Approval::Kept);
        QCOMPARE(fileBytes(manifestPath), approvedBytes);

        // Something else wrote another command (here another session): approving the one shown here is refused, the
        // file is left as it is, and the command is built again from what is on disk now.
        step.setOutputDir(root.filePath(u"out2"_s));
        QVERIFY(buildOf(step));
        ptq::WorkspaceWriter otherWriter;
        ptq::CommandSession other(&otherWriter);
        QVERIFY(prepareStep(other, ws, root.filePath(u"elsewhere"_s)));
        QVERIFY(buildOf(other));
        const QByteArray othersBytes = fileBytes(manifestPath);
        QSignalSpy rebuilt(&step, &ptq::CommandSession::built);
        auto refused = changeOf([&](auto done) { step.approve(&step, done); });
        QVERIFY(refused && !*refused);
        QVERIFY2(refused->error().message.contains(manifestPath) && refused->error().message.contains(u"nothing was approved"_s),
                 qPrintable(refused->error().message));
        QCOMPARE(fileBytes(manifestPath), othersBytes);
        QVERIFY(rebuilt.wait(20000));
        QVERIFY(readManifest(ws).dump().find("out2") != std::string::npos);
        auto approved = changeOf([&](auto done) { step.approve(&step, done); });
        QVERIFY2(approved && *approved, approved && !*approved ? qPrintable(approved->error().message) : "no answer");
        QVERIFY(readManifest(ws) == **approved);
        QVERIFY(ptq::RunManifest::fromJson(**approved)->approval.status == ptq::ApprovalStatus::Approved);

        // Two builds asked back to back: only the newer answers and writes.
        QSignalSpy built(&step, &ptq::CommandSession::built);
        step.setOutputDir(root.filePath(u"out3"_s));
        step.build();
        step.setOutputDir(root.filePath(u"out4"_s));
        step.build();
        QVERIFY(built.wait(20000));
        QTest::qWait(300);
        QCOMPARE(built.count(), 1);
        const std::string written = readManifest(ws).dump();
        QVERIFY(written.find("out4") != std::string::npos && written.find("out3") == std::string::npos);
        QVERIFY(step.voided() && step.voided()->approval == ptq::RebuildOutcome::Approval::Changed);

        // A run recorded as going keeps its record.
        Json going = readManifest(ws);
        runStep(going)["status"] = "running";
        writeManifest(ws, going);
        const QByteArray goingBytes = fileBytes(manifestPath);
        step.setOutputDir(root.filePath(u"out5"_s));
        std::optional<ptq::CommandView> during = buildOf(step);
        QVERIFY(during && during->runGoing && !during->written);
        QCOMPARE(fileBytes(manifestPath), goingBytes);
    }

    void handoff_checksAreRecordedIntoTheManifestAsItIsNow()
    {
        // The export checks take minutes; the checksums can be recorded meanwhile. The checks'
        // records go into the manifest as it is when they end: the checksums stay (page 4 once
        // wrote the manifest the checks started from, and the checksums were lost).
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s), u"fp8"_s, true, true);
        const Json checkedFrom = readManifest(ws);
        ptq::ExportChecksOutcome outcome;
        outcome.manifest = checkedFrom;
        outcome.cancelled = true;
        int validate = 0;
        for (Json &step : outcome.manifest["steps"]) {
            if (step.value("kind", std::string()) == "validate") {
                step["status"] = "cancelled";
                ++validate;
            }
        }
        QVERIFY2(validate > 0, "the workspace has check steps");
        QCOMPARE(ptq::RunManifest::fromJson(checkedFrom)->pendingChecks().size(), validate);
        QVERIFY(ptq::RunManifest::fromJson(outcome.manifest)->pendingChecks().isEmpty());
        ptq::OutputChecksums sums;
        sums.directory = root.filePath(u"out"_s);
        sums.sha256 = {{u"model.safetensors"_s, QString(64, u'b')}};
        QVERIFY(ptq::Workspace::saveArtifact(ws, ptq::ArtifactKind::Manifest,
                                             ptq::OutputHasher::record(checkedFrom, sums, u"2026-12-06T10:00:00Z"_s))
                    .ok());

        const ptq::Result<Json> written = ptq::HandoffStep::recordChecksIn(ws, outcome);
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
        const Json now = readManifest(ws);
        QCOMPARE(QByteArray::fromStdString(now.dump()), QByteArray::fromStdString(written->dump()));
        const ptq::Result<ptq::RunManifest> typed = ptq::RunManifest::fromJson(now);
        QVERIFY2(typed && typed->observed.contains("sha256"), "the checksums recorded while the checks ran stay");
        int cancelled = 0;
        for (const Json &step : now["steps"])
            cancelled += step.value("kind", std::string()) == "validate" && step.value("status", std::string()) == "cancelled";
        QCOMPARE(cancelled, validate);

        // Another run holds the workspace now: the checks' records are refused, nothing written.
        Json other = now;
        runStep(other)["log_path"] = root.filePath(u"elsewhere/run-2.log"_s).toStdString();
        QVERIFY(ptq::Workspace::saveArtifact(ws, ptq::ArtifactKind::Manifest, other).ok());
        const ptq::Result<Json> refused = ptq::HandoffStep::recordChecksIn(ws, outcome);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(u"another run"_s), qPrintable(refused.error().message));
        QCOMPARE(QByteArray::fromStdString(readManifest(ws).dump()), QByteArray::fromStdString(other.dump()));
    }

    // An upload takes minutes; what was written into the manifest meanwhile (the checksums) stays
    // when its outcome is recorded. Page 4 recorded it on the manifest the dialog was opened with,
    // and the checksums written during the upload were lost.
    void handoff_publishIsRecordedIntoTheManifestAsItIsNow()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const Json opened = readManifest(ws); // what the publish dialog was given
        ptq::OutputChecksums sums;
        sums.directory = root.filePath(u"out"_s);
        sums.sha256 = {{u"model.safetensors"_s, QString(64, u'b')}};
        writeManifest(ws, ptq::OutputHasher::record(readManifest(ws), sums, u"2026-12-06T12:00:00Z"_s));

        ptq::UploadProposal proposal;
        proposal.workspace = ws;
        proposal.folder = root.filePath(u"out"_s);
        proposal.repoId = u"me/llama-fp8"_s;
        proposal.digest = QByteArray(64, 'c');
        ptq::PublishResult result;
        result.status = ptq::PublishResult::Status::Failed;
        result.message = u"the Hub answered 503"_s;
        QVERIFY2(!ptq::RunManifest::fromJson(ptq::Publisher::recordPublish(opened, proposal, result))->observed.contains("sha256"),
                 "recording on the manifest as opened loses the checksums: the test would prove nothing");

        const ptq::Result<Json> recorded = ptq::HandoffStep::recordPublishIn(ws, proposal, result);
        QVERIFY2(recorded, recorded ? "" : qPrintable(recorded.error().message));
        const Json onDisk = readManifest(ws);
        QVERIFY(onDisk == *recorded);
        QVERIFY(ptq::RunManifest::fromJson(onDisk)->observed.contains("sha256"));
        QCOMPARE(QString::fromStdString(onDisk["outputs"]["publish"]["status"].get<std::string>()), u"failed"_s);
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, onDisk).studioValid());
    }

    void runStep_startsOnlyThroughTheGate()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        qputenv("FAKE_QUARK_STEP_MS", "1");
        ptq::PtqJob job(ws);
        QSignalSpy done(&job, &ptq::PtqJob::finished);
        const ptq::GateDecision d = ptq::RunStep::start(job, ws, token);
        QVERIFY2(d.allowed(), qPrintable(d.message));
        QVERIFY(done.wait(30000));
        Json after = readManifest(ws);
        QVERIFY(runStep(after)["status"] == "succeeded");
        // The same approval does not run twice.
        ptq::PtqJob again(ws);
        QCOMPARE(ptq::gateRefusalId(ptq::RunStep::start(again, ws, token).refusal), u"already-run"_s);
        QVERIFY(!again.isRunning());

        // Checkpoint 4: accept needs a verified result; decline needs a reason.
        const Json succeeded = readManifest(ws);
        QVERIFY(ptq::Acceptance::accept(succeeded).ok());
        const ptq::Result<Json> noReason = ptq::Acceptance::reject(succeeded, u"  "_s);
        QVERIFY(!noReason.ok());
        QCOMPARE(noReason.error().code, ptq::Error::Code::Usage);
        QVERIFY(ptq::Acceptance::rejectIn(ws, u"perplexity too high"_s).ok());
        const Json declined = readManifest(ws);
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, declined).studioValid());
        bool found = false;
        for (const Json &cp : declined["checkpoints"]) {
            if (cp["id"] == "result-acceptance") {
                QVERIFY(cp["status"] == "declined");
                QVERIFY(cp["note"] == "perplexity too high");
                found = true;
            }
        }
        QVERIFY(found);
        QVERIFY(ptq::Acceptance::acceptIn(ws).ok());
        QVERIFY(ptq::WorkspaceInspector::inspect(ws).resultAccepted);
    }

    void acceptance_refusesWithoutAVerifiedResult()
    {
        const QByteArray sha(64, 'a');
        Json m = ptq::test::makeManifest(sha, sha, true);
        QVERIFY(!ptq::Acceptance::accept(m).ok()); // pending: nothing ran
        QVERIFY(!ptq::Acceptance::reject(m, u"no"_s).ok());
        runStep(m)["status"] = "failed";
        QVERIFY(!ptq::Acceptance::accept(m).ok());
        QVERIFY(ptq::Acceptance::reject(m, u"it failed"_s).ok());
        runStep(m)["status"] = "succeeded";
        QVERIFY2(!ptq::Acceptance::accept(m).ok(), "no verification recorded");
        m["outputs"]["verification"] = {{"verdict", "complete"}};
        QVERIFY(ptq::Acceptance::accept(m).ok());
        // An export check approved with the command and still pending (running, perhaps) has not
        // judged the export: no acceptance before it ends.
        Json checking = m;
        checking["steps"].push_back({{"name", "load-check"}, {"kind", "validate"}, {"status", "pending"}});
        QVERIFY(!ptq::Acceptance::accept(checking).ok());
        checking["steps"].back()["status"] = "cancelled";
        QVERIFY2(ptq::Acceptance::accept(checking).ok(), "a check the user stopped is no longer pending");
        runStep(m)["argv"].push_back("--extra"); // the command no longer matches the approval it ran under
        QVERIFY(!ptq::Acceptance::accept(m).ok());
    }
    // ---- r56 (page 3 over CommandSession): the targets, the managed environments, the output
    // folder on a target and the export checks' estimate, as the session gives them to page 3
    // and `ptq-studio manifest`.

    /// The profiles of targets.json are read off the caller's thread and kept; a damaged file is
    /// named; watched, a save reads them again.
    void commandSession_loadsAndWatchesTheTargets()
    {
        QTemporaryDir root;
        const QString path = root.filePath(u"targets.json"_s);
        qputenv("PTQ_TARGETS_FILE", path.toUtf8());
        const auto unset = qScopeGuard([] { qunsetenv("PTQ_TARGETS_FILE"); });
        QCOMPARE(ptq::CommandSession::targetsPath(), path);
        ptq::TargetProfile gpu;
        gpu.name = u"gpu1"_s;
        gpu.kind = ptq::TargetKind::Ssh;
        gpu.host = u"gpu1.example"_s;
        gpu.remoteWorkspace = u"/scratch/ptq/"_s;
        gpu.quarkCli = u"/opt/venv/bin/quark-cli"_s;
        QVERIFY(ptq::TargetStore::save({gpu}, path).ok());

        ptq::WorkspaceWriter writer;
        ptq::CommandSession step(&writer);
        QSignalSpy loaded(&step, &ptq::CommandSession::targetsLoaded);
        step.loadTargets();
        QVERIFY(step.targets().isEmpty()); // not read on this thread
        QVERIFY(loaded.wait(10000));
        QCOMPARE(step.targets().size(), 1);
        QVERIFY(step.targetsError().isEmpty());
        QVERIFY(step.targetNamed(u"gpu1"_s) == gpu);
        QVERIFY(!step.targetNamed(u"gpu2"_s));
        QVERIFY(!step.targetNamed(QString()));

        step.watchTargets();
        loaded.clear();
        ptq::TargetProfile second = gpu;
        second.name = u"gpu2"_s;
        QVERIFY(ptq::TargetStore::save({gpu, second}, path).ok());
        QVERIFY(loaded.wait(10000));
        QCOMPARE(step.targets().size(), 2);
        QVERIFY(step.targetNamed(u"gpu2"_s));

        QFile damaged(path);
        QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
        damaged.write("{\"targets\": 3}");
        damaged.close();
        loaded.clear();
        step.loadTargets();
        QVERIFY(loaded.wait(10000));
        QVERIFY(step.targets().isEmpty());
        QVERIFY2(step.targetsError().contains(path), qPrintable(step.targetsError()));
    }

    /// The managed environments are listed off the caller's thread, or the damaged file named.
    void commandSession_listsTheManagedEnvironments()
    {
        ptq::EnvRegistry registry;
        const auto removeRegistry = qScopeGuard([path = registry.path()] { QFile::remove(path); });
        ptq::WorkspaceWriter writer;
        ptq::CommandSession step(&writer);
        QSignalSpy listed(&step, &ptq::CommandSession::managedEnvironments);
        step.listManagedEnvironments();
        QCOMPARE(listed.count(), 0);
        QVERIFY(listed.wait(10000));
        ptq::ManagedEnvironments none = listed.last().first().value<ptq::ManagedEnvironments>();
        QVERIFY(none.entries.isEmpty() && none.error.isEmpty());

        ptq::EnvEntry broken;
        broken.name = u"quark-0.13-cpu"_s;
        broken.path = QDir::temp().filePath(u"no-such-env-r56"_s);
        broken.state = ptq::EnvEntry::State::Broken;
        QVERIFY(registry.upsert(broken).ok());
        step.listManagedEnvironments();
        QVERIFY(listed.wait(10000));
        const ptq::ManagedEnvironments one = listed.last().first().value<ptq::ManagedEnvironments>();
        QCOMPARE(one.entries.size(), 1);
        QCOMPARE(one.entries.first().name, broken.name);
        QVERIFY(one.entries.first().state != ptq::EnvEntry::State::Ready); // no ready marker there

        QFile damaged(registry.path());
        QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
        damaged.write("not json");
        damaged.close();
        step.listManagedEnvironments();
        QVERIFY(listed.wait(10000));
        const ptq::ManagedEnvironments bad = listed.last().first().value<ptq::ManagedEnvironments>();
        QVERIFY(bad.entries.isEmpty());
        QVERIFY2(bad.error.contains(registry.path()), qPrintable(bad.error));
    }

    /// Runs on changed: the output folder is the saved manifest's there, else one in the target's
    /// remote workspace named after the model and the scheme; back on this machine the folder
    /// shown before, unless it was the saved one of a target: then the proposal.
    void commandSession_proposesTheOutputFolderForATarget()
    {
        QTemporaryDir root;
        const QString ws = commandWorkspace(root);
        QVERIFY(!ws.isEmpty());
        ptq::TargetProfile gpu;
        gpu.name = u"gpu1"_s;
        gpu.kind = ptq::TargetKind::Ssh;
        gpu.host = u"gpu1.example"_s;
        gpu.remoteWorkspace = u"/scratch/ptq/"_s;
        ptq::WorkspaceWriter writer;
        {
            ptq::CommandSession step(&writer);
            step.setRoot(ws);
            QSignalSpy started(&step, &ptq::CommandSession::started);
            step.load();
            QVERIFY(started.wait(10000));
            const QString model = QFileInfo(step.analysis()->modelPath).fileName();
            const ptq::OutputChoice there = step.outputDirForTarget(gpu, u"/home/me/out"_s);
            QVERIFY(!there.proposed);
            QCOMPARE(there.dir, u"/scratch/ptq/outputs/"_s + model + u'-' + QString(step.plan()->globalScheme).remove(u' '));
            const ptq::OutputChoice back = step.outputDirForTarget(std::nullopt, u"/home/me/out"_s);
            QVERIFY(!back.proposed);
            QCOMPARE(back.dir, u"/home/me/out"_s);
            QVERIFY(step.outputDirForTarget(std::nullopt, QString()).proposed);
        }
        // A saved manifest that runs on gpu1, in /scratch/ptq/outputs/mine.
        ptq::test::approvedWorkspace(ws, u"/scratch/ptq/outputs/mine"_s);
        Json saved = readManifest(ws);
        saved["target"] = Json::object({{"kind", "ssh"}, {"name", "gpu1"}, {"host", "gpu1.example"}});
        writeManifest(ws, saved);
        ptq::CommandSession step(&writer);
        step.setRoot(ws);
        QSignalSpy started(&step, &ptq::CommandSession::started);
        step.load();
        QVERIFY(started.wait(10000));
        QVERIFY2(!step.savedManifest().is_null(), "the saved manifest was not read");
        QCOMPARE(step.outputDirForTarget(gpu, u"/home/me/out"_s).dir, u"/scratch/ptq/outputs/mine"_s);
        ptq::TargetProfile other = gpu;
        other.name = u"gpu2"_s;
        QVERIFY(step.outputDirForTarget(other, QString()).dir.startsWith(u"/scratch/ptq/outputs/"_s));
        QVERIFY(step.outputDirForTarget(other, QString()).dir != u"/scratch/ptq/outputs/mine"_s);
        // Back here, the folder shown was the target's saved one: not this machine's.
        QVERIFY(step.outputDirForTarget(std::nullopt, u"/scratch/ptq/outputs/mine"_s).proposed);
        QCOMPARE(step.outputDirForTarget(std::nullopt, u"/home/me/out"_s).dir, u"/home/me/out"_s);
    }

    /// What the export checks add after the export: on this machine the checks bound and their
    /// estimate; on a target none run (said); nothing where none is chosen or they cannot run.
    void commandStep_afterExportSaysWhatTheChecksAdd()
    {
        ptq::ManifestInputs inputs;
        inputs.estimate.weightsGiB = 14.0;
        inputs.baseline = true;
        inputs.loadCheck = true;
        Json planJson = Json::object({{"evaluation_intent", "perplexity"}, {"device_strategy", "gpu"}});
        std::optional<ptq::PlanDocument> plan = ptq::PlanDocument();
        if (ptq::Result<ptq::PlanDocument> typed = ptq::PlanDocument::fromJson(planJson); typed)
            plan = *typed;
        QVERIFY(plan->evaluates());

        const ptq::AfterExport here = ptq::CommandStep::afterExport(inputs, plan, false);
        QVERIFY(here.where == ptq::AfterExport::Where::Here);
        QVERIFY(here.baseline && here.loadCheck);
        QVERIFY(here.extraSeconds > 0);
        QVERIFY(here.peakBytes > 0);
        const ptq::AfterExport loadOnly = ptq::CommandStep::afterExport(inputs, std::optional<ptq::PlanDocument>(), false);
        QVERIFY(loadOnly.where == ptq::AfterExport::Where::Here);
        QVERIFY(!loadOnly.baseline && loadOnly.loadCheck);
        QVERIFY(loadOnly.extraSeconds < here.extraSeconds);

        QVERIFY(ptq::CommandStep::afterExport(inputs, plan, true).where == ptq::AfterExport::Where::OnTarget);
        ptq::ManifestInputs unavailable = inputs;
        unavailable.checksUnavailable = u"no python"_s;
        QVERIFY(ptq::CommandStep::afterExport(unavailable, plan, false).where == ptq::AfterExport::Where::None);
        ptq::ManifestInputs none = inputs;
        none.baseline = none.loadCheck = false;
        QVERIFY(ptq::CommandStep::afterExport(none, plan, false).where == ptq::AfterExport::Where::None);
        QVERIFY(ptq::CommandStep::afterExport(none, plan, true).where == ptq::AfterExport::Where::None);
    }

    /// A build says what keeps its command from being approved; the command as page 3 shows it
    /// is one flag per line.
    void commandSession_aBuildNamesItsBlockers()
    {
        QTemporaryDir root;
        const ptq::test::ScopedTmpfs roomy = ptq::test::roomyDisk(root.path());
        const QString ws = commandWorkspace(root);
        QVERIFY(!ws.isEmpty());
        ptq::WorkspaceWriter writer;
        ptq::CommandSession step(&writer);
        QVERIFY(prepareStep(step, ws, root.filePath(u"out1"_s)));
        const std::optional<ptq::CommandView> fine = buildOf(step);
        QVERIFY(fine);
        QVERIFY2(fine->blockers.isEmpty(), qPrintable(fine->blockers.join(u"; "_s)));
        step.setOutputDir(root.path()); // not empty: the workspace and the tools are in it
        const std::optional<ptq::CommandView> blocked = buildOf(step);
        QVERIFY(blocked);
        QVERIFY(!blocked->blockers.isEmpty());
        QCOMPARE(blocked->blockers, ptq::ManifestBuilder::blockers(blocked->inputs));
        const QString text = ptq::CommandStep::commandText({u"/bin/quark-cli"_s, u"--model_dir"_s, u"/m"_s}, {});
        QVERIFY2(text.count(u'\n') >= 1 && text.contains(u"--model_dir"_s), qPrintable(text));
    }
    /// `ptq-studio manifest`'s check of this machine: the environment, then the readiness, then
    /// environmentChecked() with the facts the command's; before load() no readiness is asked.
    void commandSession_checksThisMachineForTheCli()
    {
        QTemporaryDir root;
        const QString ws = commandWorkspace(root);
        QVERIFY(!ws.isEmpty());
        ptq::WorkspaceWriter writer;
        {
            ptq::CommandSession unloaded(&writer);
            QSignalSpy checked(&unloaded, &ptq::CommandSession::environmentChecked);
            unloaded.checkEnvironmentHere(QString(), QString());
            QVERIFY(checked.count() == 1 || checked.wait(60000));
            QVERIFY(unloaded.hasEnvironment());
            QVERIFY(!unloaded.readiness());
        }
        ptq::CommandSession step(&writer);
        step.setRoot(ws);
        QSignalSpy started(&step, &ptq::CommandSession::started);
        step.load();
        QVERIFY(started.wait(10000));
        step.setOutputDir(root.filePath(u"out1"_s));
        QSignalSpy checked(&step, &ptq::CommandSession::environmentChecked);
        step.checkEnvironmentHere(QString(), QString());
        QVERIFY(!step.hasEnvironment()); // asked in the background
        QVERIFY(checked.wait(60000));
        QCOMPARE(checked.count(), 1);
        QVERIFY(step.hasEnvironment());
        QVERIFY2(step.environment()->quarkCli.endsWith(u"/quark-cli"_s), qPrintable(step.environment()->quarkCli));
        QVERIFY(step.readiness());
        QVERIFY(step.canBuild());
    }

    // Step 2's session (PlanSession): page 2 and `ptq-studio plan` / `confirm plan` drive it.

    void planSession_theNewestBuildWins_andAChangedDecisionWithdrawsTheConfirmation()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const ptq::Result<ptq::LoadedDocument> analysis = ptq::ArtifactIo::load(ws + u"/model_analysis.json"_s);
        QVERIFY(analysis.ok());
        ptq::WorkspaceWriter writer;
        ptq::PlanSession session(&writer);
        session.setRoot(ws);
        QSignalSpy listed(&session, &ptq::PlanSession::modulesListed);
        session.setAnalysis(ptq::AnalysisFacts::fromJson(analysis->json), analysis->sha256);
        QVERIFY(listed.wait(10000));
        QVERIFY(!session.modules().source.isEmpty());

        const ptq::PlanIntent intent = ptq::PlanStep::intentOf(ptq::test::typedPlan(ptq::test::readJson(ws + u"/quant_plan.json"_s)));
        ptq::PlanIntent changed = intent;
        changed.seqLen = intent.seqLen == 256 ? 128 : 256;
        QSignalSpy built(&session, &ptq::PlanSession::built);
        const quint64 older = session.build(changed, ptq::PlanStep::newestCli());
        const quint64 newest = session.build(intent, ptq::PlanStep::newestCli());
        QVERIFY(newest > older);
        QVERIFY(built.wait(10000));
        QTest::qWait(200); // the older build, done too, must not be announced after it
        QCOMPARE(built.size(), 1);
        const ptq::PlanBuild shown = built.takeFirst().first().value<ptq::PlanBuild>();
        QCOMPARE(shown.generation, newest);
        QVERIFY(shown.intent == intent);
        QVERIFY(shown.outcome.ok());
        QCOMPARE(shown.preview.total, ptq::PatternPreviewer::preview(session.modules().names, {}, {}, intent.scheme).total);

        // Confirmed through the session: refused before the analysis is confirmed, then written.
        ptq::WorkspaceState state = ptq::WorkspaceInspector::inspect(ws);
        ptq::WorkspaceState unconfirmed = state;
        unconfirmed.analysis.state = ptq::ArtifactState::Unconfirmed;
        QVERIFY(!session.confirm(unconfirmed, shown.outcome.plan).ok());
        QVERIFY(session.confirm(state, shown.outcome.plan).ok());
        writer.waitForDone();
        QVERIFY(ptq::test::readJson(ws + u"/quant_plan.json"_s)["requires_confirmation"] == false);
        QVERIFY(session.savedPlan()["requires_confirmation"] == false);

        // The same decisions built again withdraw nothing; a changed one writes the plan unconfirmed
        // and names what changed.
        QVERIFY(!session.withdrawConfirmation(shown));
        session.build(changed, ptq::PlanStep::newestCli());
        QVERIFY(built.wait(10000));
        const ptq::PlanBuild edited = built.takeFirst().first().value<ptq::PlanBuild>();
        const std::optional<QStringList> withdrawn = session.withdrawConfirmation(edited);
        QVERIFY(withdrawn.has_value());
        QVERIFY2(!withdrawn->isEmpty(), "the changed sequence length is named");
        writer.waitForDone();
        QVERIFY(ptq::test::readJson(ws + u"/quant_plan.json"_s)["requires_confirmation"] == true);
        QVERIFY2(!session.withdrawConfirmation(edited), "an unconfirmed plan has no confirmation to withdraw");

        // The page words a decision by which of its choices it is, not by comparing translated names.
        QCOMPARE(ptq::PlanStep::formChoiceOf(ptq::Planner::tr("Priority")), ptq::PlanStep::FormChoice::Priority);
        QCOMPARE(ptq::PlanStep::formChoiceOf(ptq::Planner::tr("Evaluation")), ptq::PlanStep::FormChoice::Evaluation);
        QCOMPARE(ptq::PlanStep::formChoiceOf(u"Scheme"_s), ptq::PlanStep::FormChoice::None);
    }

    void planSession_theCliKeepsAConfirmedPlanWithTheSameDecisions_andConfirmsOnDisk()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const ptq::Result<ptq::Workspace> workspace = ptq::Workspace::open(ws);
        QVERIFY(workspace.ok());
        const ptq::Result<ptq::LoadedDocument> analysis = ptq::ArtifactIo::load(ws + u"/model_analysis.json"_s);
        QVERIFY(analysis.ok());
        const ptq::PlanIntent intent = ptq::PlanStep::intentOf(ptq::test::typedPlan(ptq::test::readJson(ws + u"/quant_plan.json"_s)));
        const ptq::PlanModules modules = ptq::PlanSession::modulesOf(ptq::AnalysisFacts::fromJson(analysis->json));
        const ptq::PlanBuild build =
            ptq::PlanSession::buildNow(ptq::AnalysisFacts::fromJson(analysis->json), analysis->sha256, intent, ptq::PlanStep::newestCli(), modules.names);
        QVERIFY(build.outcome.ok());

        // The workspace's confirmed plan makes the same decisions: it stays, untouched.
        const QString path = workspace->artifactPath(ptq::ArtifactKind::Plan);
        const QByteArray bytes = fileBytes(path);
        QVERIFY(ptq::test::readJson(path)["requires_confirmation"] == false);
        const ptq::Result<ptq::PlanWrite> again = ptq::PlanSession::writeBuilt(*workspace, build.outcome.plan);
        QVERIFY(again.ok());
        QVERIFY(again->keptConfirmed);
        QCOMPARE(again->path, path);
        QCOMPARE(fileBytes(path), bytes);

        // A changed decision is written, to confirm again; then confirmed on disk as `confirm plan` does.
        ptq::PlanIntent changed = intent;
        changed.seqLen = intent.seqLen == 256 ? 128 : 256;
        const ptq::PlanBuild edited =
            ptq::PlanSession::buildNow(ptq::AnalysisFacts::fromJson(analysis->json), analysis->sha256, changed, ptq::PlanStep::newestCli(), modules.names);
        const ptq::Result<ptq::PlanWrite> rewritten = ptq::PlanSession::writeBuilt(*workspace, edited.outcome.plan);
        QVERIFY(rewritten.ok());
        QVERIFY(!rewritten->keptConfirmed);
        QVERIFY(ptq::test::readJson(path)["requires_confirmation"] == true);
        const ptq::PlanConfirmWrite confirmed = ptq::PlanSession::confirmInWorkspace(*workspace);
        QCOMPARE(int(confirmed.stage), int(ptq::PlanConfirmWrite::Stage::Confirmed));
        QCOMPARE(confirmed.path, path);
        QVERIFY(ptq::test::readJson(path)["requires_confirmation"] == false);

        // No plan: refused, with the reason.
        QVERIFY(QFile::remove(path));
        const ptq::PlanConfirmWrite refused = ptq::PlanSession::confirmInWorkspace(*workspace);
        QCOMPARE(int(refused.stage), int(ptq::PlanConfirmWrite::Stage::Refused));
        QVERIFY(!refused.message.isEmpty());
    }

    void workspaceSession_aQuarkApiFailureHasDetailsOnlyBeyondItsSummary()
    {
        QVERIFY(!ptq::WorkspaceSession::apiErrorHasDetails(QString()));
        QVERIFY(!ptq::WorkspaceSession::apiErrorHasDetails(u"No module named 'quark'"_s));
        QVERIFY(ptq::WorkspaceSession::apiErrorHasDetails(u"Traceback (most recent call last):\n  File \"x.py\"\nImportError: torch"_s));
        QVERIFY(ptq::WorkspaceSession::apiErrorHasDetails(QString(200, u'x')));
    }

    // ---- step 4's session gives page 4 values: the stored log, the way on, the checksums ------

    /// The model card read back by the session off the caller's thread: its bytes, or why not.
    void runSession_readsTheModelCardBack()
    {
        QTemporaryDir root;
        const QString card = root.filePath(u"README.md"_s);
        QFile file(card);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# model card\n");
        file.close();
        ptq::WorkspaceWriter writer;
        ptq::RunSession session(&writer);
        std::optional<ptq::Result<QByteArray>> read;
        session.loadCard(card, &session, [&read](ptq::Result<QByteArray> bytes) { read.emplace(std::move(bytes)); });
        QTRY_VERIFY(read.has_value());
        QVERIFY(*read);
        QCOMPARE(**read, QByteArray("# model card\n"));
        read.reset();
        session.loadCard(root.filePath(u"none.md"_s), &session, [&read](ptq::Result<QByteArray> bytes) { read.emplace(std::move(bytes)); });
        QTRY_VERIFY(read.has_value());
        QVERIFY(!*read);
        QCOMPARE(read->error().code, ptq::Error::Code::Unreadable);
        QVERIFY(!read->error().message.isEmpty());
    }

    /// A stored run's log read back by the session (off the caller's thread): its lines, the
    /// stages they went through; a log that cannot be read says why.
    void runSession_readsAStoredLogBack()
    {
        QTemporaryDir root;
        const QString log = root.filePath(u"quark.log"_s);
        QFile file(log);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[QUARK-INFO]: Loading model ...\n[QUARK-INFO]: Initializing tokenizer ...\nplain text\n"
                   "[QUARK-INFO]: Loading dataset ...");
        file.close();
        ptq::WorkspaceWriter writer;
        ptq::RunSession session(&writer);
        std::optional<ptq::StoredLog> stored;
        session.loadStoredLog(log, &session, [&stored](const ptq::StoredLog &s) { stored = s; });
        QTRY_VERIFY(stored.has_value());
        QVERIFY2(stored->error.isEmpty(), qPrintable(stored->error));
        QVERIFY(!stored->truncated);
        QCOMPARE(stored->lines.size(), 4); // the last line without its newline too
        QVERIFY(stored->stages.contains(ptq::RunStage::LoadingModel));
        QCOMPARE(stored->stages.constLast(), ptq::RunStage::Dataset);
        const ptq::StoredLog missing = ptq::RunStep::readStoredLog(root.filePath(u"none.log"_s));
        QVERIFY(!missing.error.isEmpty());
        QVERIFY(missing.lines.isEmpty());
    }

    /// After a failed run the session says where the fix is made and proposes the plan's
    /// revision (the plan read on the writer's thread); none where no plan change helps.
    void runSession_givesTheRemedyAndTheProposedRevision()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        ptq::WorkspaceWriter writer;
        ptq::RunSession session(&writer);
        session.setRoot(ws);
        ptq::RunStepRecord run;
        QCOMPARE(ptq::RunSession::remedy(run), ptq::Troubleshooter::Remedy::Plan); // no diagnosis
        ptq::DiagnosisRecord memory;
        memory.failureClass = ptq::failureClassName(ptq::FailureClass::Memory);
        memory.cause = u"out-of-memory"_s;
        run.diagnosis = memory;
        QCOMPARE(ptq::RunSession::remedy(run), ptq::Troubleshooter::Remedy::Plan);
        const auto expected = ptq::Troubleshooter::revisePlan(
            ptq::FailureClass::Memory, *ptq::PlanDocument::fromJson(ptq::ArtifactIo::load(ws + u'/' + ptq::artifactFileName(ptq::ArtifactKind::Plan))->json),
            memory.cause);
        QVERIFY(expected);
        std::optional<std::optional<ptq::Troubleshooter::PlanRevision>> proposed;
        session.proposedRevision(run, &session, [&proposed](auto revision) { proposed.emplace(revision); });
        QTRY_VERIFY(proposed.has_value());
        QVERIFY(proposed->has_value());
        QCOMPARE((*proposed)->change, expected->change);
        QVERIFY((*proposed)->plan.toJson() == expected->plan.toJson());

        // No GPU here: another machine runs it; no plan change is proposed.
        ptq::DiagnosisRecord noGpu;
        noGpu.failureClass = ptq::failureClassName(ptq::FailureClass::Environment);
        noGpu.cause = u"no-gpu"_s;
        run.diagnosis = noGpu;
        QCOMPARE(ptq::RunSession::remedy(run), ptq::Troubleshooter::Remedy::RunTarget);
        proposed.reset();
        session.proposedRevision(run, &session, [&proposed](auto revision) { proposed.emplace(revision); });
        QTRY_VERIFY(proposed.has_value());
        QVERIFY(!proposed->has_value());
    }

    /// The checksums page 4 asks for are computed and recorded by the session; a file that
    /// cannot be read records nothing.
    void runSession_computesTheChecksums_thenRecordsThem()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out"_s);
        ptq::test::approvedWorkspace(ws, out);
        QVERIFY(QDir().mkpath(out));
        QFile model(out + u"/model.safetensors"_s);
        QVERIFY(model.open(QIODevice::WriteOnly));
        model.write("abc");
        model.close();
        ptq::WorkspaceWriter writer;
        ptq::RunSession session(&writer);
        session.setRoot(ws);
        const QByteArray before = *ptq::ArtifactIo::readFile(ws + u"/run_manifest.yaml"_s);

        std::optional<std::pair<ptq::OutputChecksums, ptq::Result<Json>>> ended;
        const auto keep = [&ended](const ptq::OutputChecksums &sums, ptq::Result<Json> recorded) {
            ended.emplace(sums, std::move(recorded));
        };
        session.computeChecksums(out, {u"model.safetensors"_s, u"missing.safetensors"_s}, &session, keep);
        QTRY_VERIFY_WITH_TIMEOUT(ended.has_value(), 10000);
        QVERIFY(!ended->first.ok());
        QVERIFY(!ended->second);
        QCOMPARE(*ptq::ArtifactIo::readFile(ws + u"/run_manifest.yaml"_s), before);
        QVERIFY(!session.isComputingChecksums());

        ended.reset();
        QSignalSpy progress(&session, &ptq::RunSession::checksumProgress);
        session.computeChecksums(out, {u"model.safetensors"_s}, &session, keep);
        QTRY_VERIFY_WITH_TIMEOUT(ended.has_value(), 10000);
        QVERIFY2(ended->first.ok(), qPrintable(ended->first.error));
        QVERIFY2(ended->second, ended->second ? "" : qPrintable(ended->second.error().message));
        const QString abc = u"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"_s;
        QCOMPARE(ended->first.sha256.value(0).second, abc);
        const ptq::Result<ptq::RunManifest> typed = ptq::RunManifest::fromJson(readManifest(ws));
        QVERIFY(typed && typed->observed.contains("sha256"));
        QVERIFY(QByteArray::fromStdString(readManifest(ws).dump()).contains(abc.toLatin1()));
    }

    /// `ptq-studio verify` through step 4: against a workspace's plan when one is given, refused
    /// (nothing verified) when that plan cannot be read; its checksums read every file.
    void runStep_verifiesAnOutput_againstAWorkspacesPlan()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out"_s);
        ptq::test::approvedWorkspace(ws, out);
        QVERIFY(QDir().mkpath(out));
        QFile config(out + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("{}");
        config.close();
        const ptq::Result<ptq::VerificationReport> alone = ptq::RunStep::verifyOutput(out, QString());
        QVERIFY(alone);
        QCOMPARE(alone->directory, out);
        const ptq::Result<ptq::VerificationReport> planned = ptq::RunStep::verifyOutput(out, ws);
        QVERIFY2(planned, planned ? "" : qPrintable(planned.error().message));
        QVERIFY(!ptq::RunStep::verifyOutput(out, root.filePath(u"nowhere"_s)));
        const ptq::OutputChecksums sums = ptq::RunStep::checksums(*alone, {});
        QVERIFY2(sums.ok(), qPrintable(sums.error));
        QCOMPARE(sums.sha256.size(), alone->files.size());
    }

    /// `ptq-studio status` through core/workflow: the recorded runner is alive only as the process
    /// that started no later than the run; a record's words are shown stripped; a manifest
    /// without a target asks nobody.
    void detachedJob_theRunnerTheRecordAndTheQuestion()
    {
        const qint64 self = QCoreApplication::applicationPid();
        const QString here = QSysInfo::machineHostName();
        QVERIFY(ptq::DetachedJob::runnerAlive(here, self, QDateTime::currentDateTimeUtc()));
        QVERIFY(ptq::DetachedJob::runnerAlive(here, self, std::nullopt));
        QVERIFY2(!ptq::DetachedJob::runnerAlive(here, self, QDateTime::currentDateTimeUtc().addDays(-400)),
                 "a process that started after the run is not its runner");
        QVERIFY(!ptq::DetachedJob::runnerAlive(u"another-host.invalid"_s, self, std::nullopt));
        // A process group of its own (a child that leads one), not this test's: in a PID namespace
        // whose group leader is outside (packaging/debian13.sh's root), getpgrp() says 0.
        const pid_t child = ::fork();
        if (child == 0) {
            ::setpgid(0, 0);
            ::pause(); // only async-signal-safe calls in the child of a threaded process
            ::_exit(0);
        }
        QVERIFY(child > 0);
        ::setpgid(child, child); // from both sides: whichever runs first makes the group
        QVERIFY(ptq::DetachedJob::processGroupAlive(child));
        ::kill(child, SIGKILL);
        ::waitpid(child, nullptr, 0);
        QVERIFY(!ptq::DetachedJob::processGroupAlive(child));
        QVERIFY(!ptq::DetachedJob::processGroupAlive(0));

        const Json job = {{"target", "gpu\x1b[31mbox"}, {"host", "h"}, {"job_id", "7"}, {"phase", "queued"}};
        const ptq::RecordedJob r = ptq::DetachedJob::recorded(*ptq::JobRecord::fromJson(job));
        QVERIFY2(!r.target.contains(QChar(0x1b)), qPrintable(r.target));
        QCOMPARE(r.jobId, u"7"_s);
        QCOMPARE(r.phase, u"queued"_s);
        QVERIFY(r.node.isEmpty());

        const QByteArray sha(64, 'a');
        Json manifest = ptq::test::makeManifest(sha, sha, true);
        QVERIFY(!ptq::JobRecord::ofManifest(manifest)); // run on this machine
        runStep(manifest)["job"] = job;
        QVERIFY(ptq::JobRecord::ofManifest(manifest)->document() == job);

        QObject context;
        std::optional<ptq::TargetAnswer> answer;
        ptq::DetachedJob::ask(ptq::RunManifest(), *ptq::JobRecord::fromJson(job), &context, [&answer](ptq::TargetAnswer a) { answer = std::move(a); });
        QTRY_VERIFY(answer.has_value());
        QCOMPARE(answer->outcome, ptq::TargetAnswer::Outcome::NoProfile);
        QVERIFY(!answer->message.isEmpty());
    }

    /// The approved export checks wait to run only after the run succeeded, and only while one
    /// of them is pending.
    void handoff_checksPendingOnlyAfterTheRunAndUntilTheyRan()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s), u"fp8"_s, true, true);
        Json m = readManifest(ws);
        QVERIFY2(!ptq::HandoffStep::checksPending(m), "nothing ran: there is no export to check");
        runStep(m)["status"] = "succeeded";
        QVERIFY2(ptq::HandoffStep::checksPending(m), qPrintable(ptq::ExportChecks::notRunnableReason(m)));
        for (Json &step : m["steps"])
            if (step.value("kind", std::string()) == "validate")
                step["status"] = "succeeded";
        QVERIFY(!ptq::HandoffStep::checksPending(m));
    }
};

QTEST_GUILESS_MAIN(TestWorkflow)
#include "tst_workflow.moc"
