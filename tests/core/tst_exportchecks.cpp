// The export checks (issue #35): the accuracy verdict against the original and the load check —
// their rules, records, manifest steps, approval binding, baseline cache and the job that runs
// them (against tests/fakes/fake_checks_python.sh, a fake python that writes what
// resources/python/ptq_checks.py writes).
#include "testsupport.h"

#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "artifacts/artifactio.h"
#include "artifacts/schemavalidator.h"
#include "command/approval.h"
#include "command/commandline.h"
#include "command/manifestbuilder.h"
#include "handoff/exportchecks.h"
#include "plan/planner.h"
#include "plan/quarkcatalog.h"
#include "source/localreader.h"

#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using ptq::ArtifactKind;
using ptq::ExportChecks;
using ptq::ExportChecksJob;
using ptq::ExportChecksOutcome;
using ptq::Json;
using ptq::LoadCheck;
using ptq::LoadCheckStatus;
using ptq::PerplexityJudgement;
using ptq::PerplexityVerdict;
using ptq::test::typedPlan;


namespace {

QString describe(const QList<ptq::SchemaViolation> &violations)
{
    QStringList lines;
    for (const ptq::SchemaViolation &v : violations)
        lines.append(v.toString());
    return lines.join(u'\n');
}

bool upstreamAccepts(const Json &manifest, QString *why)
{
    const QString path = ptq::test::upstreamContractPath(ArtifactKind::Manifest);
    if (path.isEmpty())
        return true; // tst_schemas says where the contracts are missing
    const ptq::Result<QList<ptq::SchemaViolation>> r = ptq::SchemaValidator::validate(ptq::test::readJson(path), manifest);
    if (!r) {
        *why = r.error().message;
        return false;
    }
    *why = describe(*r);
    return r->isEmpty();
}

/// A manifest that passes both schemas, or a failure naming why.
void verifyBothSchemas(const Json &manifest)
{
    const ptq::ArtifactCheck check = ptq::SchemaValidator::check(ArtifactKind::Manifest, manifest);
    QVERIFY2(check.studioValid(), qPrintable(describe(check.studio)));
    QString why;
    QVERIFY2(upstreamAccepts(manifest, &why), qPrintable(why));
}

/// The inputs of a manifest for the llama fixture whose run is @p quarkCli; @p evaluation as
/// the plan's evaluation_intent.
ptq::ManifestInputs inputsFor(const QString &ws, const QString &out, const QString &quarkCli, const QString &evaluation,
                              const QString &priority = u"balanced"_s, std::optional<double> ratio = std::nullopt,
                              bool trustRemoteCode = false)
{
    QDir().mkpath(ws);
    ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/llama-3.1-8b"_s), ptq::SourceInfo());
    const Json analysis = *ptq::AnalysisConfirmation::confirm(ptq::ModelAnalyzer::analyze(*files)->toJson(ptq::test::nowIso()), {});
    const QByteArray analysisSha = ptq::test::writeArtifact(ws, ArtifactKind::Analysis, analysis);
    ptq::PlanIntent intent;
    intent.scheme = u"fp8"_s;
    intent.evaluation = evaluation;
    intent.priority = priority;
    intent.maxPerplexityRatio = ratio;
    intent.trustRemoteCode = trustRemoteCode;
    const Json plan = ptq::Planner::confirm(ptq::Planner::plan(ptq::AnalysisFacts::fromJson(analysis), analysisSha, intent, ptq::QuarkCatalog::newest()).plan);
    const QByteArray planSha = ptq::test::writeArtifact(ws, ArtifactKind::Plan, plan);
    ptq::ManifestInputs in;
    in.analysis = analysis;
    in.analysisSha = analysisSha;
    in.plan = plan;
    in.planSha = planSha;
    in.workspace = ws;
    in.outputDir = ptq::OutputDirRules::check(out, u"/m"_s, ws, 0);
    in.command = ptq::CommandBuilder::build(ptq::test::typedPlan(plan), ptq::AnalysisFacts::fromJson(analysis), ptq::QuarkCatalog::newest(), quarkCli, in.outputDir.path);
    return in;
}

/// A folder with a quark-cli (never run here) and the fake python beside it.
QString fakeEnvironment(const QString &root)
{
    const QString bin = root + u"/env/bin"_s;
    QDir().mkpath(bin);
    QFile::copy(PTQ_SOURCE_DIR + u"/tests/fakes/fake_checks_python.sh"_s, bin + u"/python"_s);
    QFile(bin + u"/python"_s).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QFile quark(bin + u"/quark-cli"_s);
    if (quark.open(QIODevice::WriteOnly))
        quark.write("#!/bin/sh\nexit 0\n");
    quark.setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    return bin + u"/quark-cli"_s;
}

/// An approved manifest for @p in whose run succeeded with quark-cli's perplexity @p quantized
/// (null: none printed), written into the workspace; returns it.
Json succeededManifest(const ptq::ManifestInputs &in, std::optional<double> quantized)
{
    Json manifest = *ptq::ManifestBuilder::approve(ptq::ManifestBuilder::build(in));
    (*ptq::findRunStep(manifest))["status"] = "succeeded";
    manifest["outputs"]["observed"] = {{"perplexity", quantized ? Json(*quantized) : Json(nullptr)}};
    ptq::test::writeArtifact(in.workspace, ArtifactKind::Manifest, manifest);
    return manifest;
}

const Json *stepNamed(const Json &manifest, const char *name)
{
    for (const Json &step : manifest["steps"])
        if (step.value("name", std::string()) == name)
            return &step;
    return nullptr;
}

Json *stepNamed(Json &manifest, const char *name)
{
    return const_cast<Json *>(stepNamed(std::as_const(manifest), name));
}

QStringList argvOf(const Json *step)
{
    return step ? ptq::toStringList((*step)["argv"]) : QStringList();
}

/// Runs the job to its end (the fake takes well under a second per step).
ExportChecksOutcome runJob(ExportChecksJob &job, const QString &ws, const Json &manifest, QStringList *lines = nullptr)
{
    ExportChecksOutcome outcome;
    bool done = false;
    QObject::connect(&job, &ExportChecksJob::finished, &job, [&](const ExportChecksOutcome &o) {
        outcome = o;
        done = true;
    });
    if (lines)
        QObject::connect(&job, &ExportChecksJob::line, &job, [lines](const QString &l) { lines->append(l); });
    job.start(ws, manifest);
    if (!QTest::qWaitFor([&] { return done; }, 30000))
        qWarning("the checks did not finish within 30 s");
    return outcome;
}

/// The argv calls the fake recorded (each: script, subcommand, options).
QList<QStringList> recordedCalls(const QString &log)
{
    QFile file(log);
    QList<QStringList> calls;
    if (!file.open(QIODevice::ReadOnly))
        return calls;
    QStringList current;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line == "--") {
            calls.append(current);
            current.clear();
        } else if (!line.isEmpty()) {
            current.append(QString::fromUtf8(line));
        }
    }
    return calls;
}

class EnvGuard
{
public:
    explicit EnvGuard(const QMap<QString, QString> &vars)
    {
        for (auto it = vars.cbegin(); it != vars.cend(); ++it) {
            m_names.append(it.key());
            qputenv(it.key().toLatin1().constData(), it.value().toUtf8());
        }
    }
    ~EnvGuard()
    {
        for (const QString &n : m_names)
            qunsetenv(n.toLatin1().constData());
    }

private:
    QStringList m_names;
};

} // namespace

class TestExportChecks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The baseline cache of a job without setCacheDir() goes to ~/.qttest, never the user's cache.
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + u"/ptq-studio/baselines"_s).removeRecursively();
    }

    // ---- rules ------------------------------------------------------------------------------

    void threshold_followsThePriority_andThePlansRatioWins_data()
    {
        QTest::addColumn<QString>("priority");
        QTest::addColumn<double>("ratio"); // 0: not set
        QTest::addColumn<double>("expected");
        QTest::addColumn<bool>("fromPlan");
        QTest::newRow("accurate") << u"accurate"_s << 0.0 << 1.02 << false;
        QTest::newRow("balanced") << u"balanced"_s << 0.0 << 1.05 << false;
        QTest::newRow("fast") << u"fast"_s << 0.0 << 1.10 << false;
        QTest::newRow("the plan's own") << u"fast"_s << 1.2 << 1.2 << true;
    }
    void threshold_followsThePriority_andThePlansRatioWins()
    {
        QFETCH(QString, priority);
        QFETCH(double, ratio);
        QFETCH(double, expected);
        QFETCH(bool, fromPlan);
        QTemporaryDir root;
        const ptq::ManifestInputs in = inputsFor(root.filePath(u"ws"_s), root.filePath(u"out"_s), u"/env/bin/quark-cli"_s,
                                                 u"smoke"_s, priority, ratio > 0 ? std::optional<double>(ratio) : std::nullopt);
        bool planSaid = !fromPlan;
        QCOMPARE(ExportChecks::perplexityThreshold(typedPlan(in.plan), &planSaid), expected);
        QCOMPARE(planSaid, fromPlan);
        // A plan written by another tool: the intent's ratio alone, with no source, is the plan's.
        QCOMPARE(ExportChecks::perplexityThreshold(typedPlan(Json{{"intent", {{"max_perplexity_ratio", 1.3}}}}), &planSaid), 1.3);
        QVERIFY(planSaid);
        QCOMPARE(ExportChecks::perplexityThreshold(typedPlan(Json::object())), 1.05);
        QCOMPARE(ExportChecks::defaultPerplexityRatio(priority), ratio > 0 ? 1.10 : expected);
    }

    void judge_withinExceedsOrNotMeasured_data()
    {
        QTest::addColumn<double>("baseline"); // NaN: missing
        QTest::addColumn<double>("quantized");
        QTest::addColumn<double>("threshold");
        QTest::addColumn<PerplexityJudgement>("expected");
        QTest::newRow("better than the original") << 10.0 << 9.9 << 1.05 << PerplexityJudgement::Within;
        QTest::newRow("exactly at the threshold") << 10.0 << 10.5 << 1.05 << PerplexityJudgement::Within;
        QTest::newRow("just over") << 10.0 << 10.51 << 1.05 << PerplexityJudgement::Exceeds;
        QTest::newRow("accurate is strict") << 10.0 << 10.3 << 1.02 << PerplexityJudgement::Exceeds;
        QTest::newRow("no baseline") << double(NAN) << 10.0 << 1.05 << PerplexityJudgement::NotMeasured;
        QTest::newRow("no quantized") << 10.0 << double(NAN) << 1.05 << PerplexityJudgement::NotMeasured;
        QTest::newRow("infinite quantized") << 10.0 << double(INFINITY) << 1.05 << PerplexityJudgement::NotMeasured;
        QTest::newRow("zero baseline") << 0.0 << 10.0 << 1.05 << PerplexityJudgement::NotMeasured;
    }
    void judge_withinExceedsOrNotMeasured()
    {
        QFETCH(double, baseline);
        QFETCH(double, quantized);
        QFETCH(double, threshold);
        QFETCH(PerplexityJudgement, expected);
        auto opt = [](double v) { return std::isnan(v) ? std::nullopt : std::optional<double>(v); };
        QCOMPARE(ExportChecks::judge(opt(baseline), opt(quantized), threshold), expected);
        const PerplexityVerdict v = ExportChecks::verdictOf(opt(baseline), opt(quantized), threshold);
        QCOMPARE(v.verdict, expected);
        QCOMPARE(v.ratio.has_value(), expected != PerplexityJudgement::NotMeasured);
        QVERIFY(!v.detail.isEmpty());
    }

    void estimate_oneModelAtATime_andMoreForTheBaseline()
    {
        const qint64 bytes = 16ll * 1000 * 1000 * 1000; // an 8B model in bf16
        const ptq::ChecksEstimate none = ExportChecks::estimate(bytes, 0, false, false, true);
        QCOMPARE(none.extraSeconds, 0);
        QCOMPARE(none.peakBytes, 0);
        const ptq::ChecksEstimate load = ExportChecks::estimate(bytes, 0, false, true, true);
        const ptq::ChecksEstimate both = ExportChecks::estimate(bytes, 0, true, true, true);
        QVERIFY(load.loadCheckSeconds > 0 && load.baselineSeconds == 0);
        QVERIFY(both.baselineSeconds > 0);
        QCOMPARE(both.extraSeconds, both.baselineSeconds + both.loadCheckSeconds);
        QCOMPARE(both.peakBytes, load.peakBytes); // sequential: the peak is one model's
        QVERIFY(both.peakBytes >= bytes && both.peakBytes < 2 * bytes);
        QVERIFY(ExportChecks::estimate(bytes, 0, true, false, false).baselineSeconds > both.baselineSeconds); // the CPU is slower
    }

    // ---- records ----------------------------------------------------------------------------

    void records_roundTripThroughBothSchemas()
    {
        QTemporaryDir root;
        const ptq::ManifestInputs in = inputsFor(root.filePath(u"ws"_s), root.filePath(u"out"_s), u"/env/bin/quark-cli"_s, u"smoke"_s);
        Json manifest = *ptq::ManifestBuilder::approve(ptq::ManifestBuilder::build(in));
        verifyBothSchemas(manifest); // with its check steps
        if (QTest::currentTestFailed())
            return;

        PerplexityVerdict v = ExportChecks::verdictOf(10.0, 10.3, 1.05);
        v.thresholdFromPlan = true;
        v.dataset = u"wikitext"_s;
        v.seqLen = 2048;
        v.samples = 140;
        v.baselineSource = ptq::BaselineSource::Cache;
        v.measuredAt = QDateTime(QDate(2026, 12, 1), QTime(10, 0), QTimeZone::utc());
        LoadCheck c;
        c.status = LoadCheckStatus::Failed;
        c.reason = u"KeyError: 'weight_scale'"_s;
        c.missingKeys = {u"model.layers.0.mlp.down_proj.weight"_s};
        c.unexpectedKeys = {u"model.layers.0.mlp.down_proj.weight_scale"_s};
        c.cosine = 0.5;
        c.cosineAll = 0.4;
        c.top1Agreement = 0.25;
        c.prompt = ExportChecks::loadCheckPrompt();
        c.checkedAt = QDateTime(QDate(2026, 12, 1), QTime(10, 5), QTimeZone::utc());
        manifest = ExportChecks::withRecords(manifest, v, c);
        verifyBothSchemas(manifest);
        // Stored as YAML like every manifest, and read back.
        const Json back = *ptq::ArtifactIo::parseYaml(ptq::ArtifactIo::toYamlBytes(manifest), u"run_manifest.yaml"_s);
        QCOMPARE(PerplexityVerdict::fromManifest(back), std::optional<PerplexityVerdict>(v));
        QCOMPARE(LoadCheck::fromManifest(back), std::optional<LoadCheck>(c));
        QVERIFY(c.blocksCompleteAcceptance());

        // Not measured: every number null, still valid.
        const PerplexityVerdict none = ExportChecks::verdictOf(std::nullopt, 10.3, 1.05);
        LoadCheck skipped;
        skipped.status = LoadCheckStatus::Skipped;
        skipped.reason = u"turned off"_s;
        manifest = ExportChecks::withRecords(manifest, none, skipped);
        verifyBothSchemas(manifest);
        QCOMPARE(PerplexityVerdict::fromManifest(manifest), std::optional<PerplexityVerdict>(none));
        QVERIFY(!skipped.blocksCompleteAcceptance());

        // A verdict the schema does not know is refused by it and not read.
        manifest["outputs"]["accuracy"]["verdict"] = "fine";
        QVERIFY(!ptq::SchemaValidator::check(ArtifactKind::Manifest, manifest).studioValid());
        QVERIFY(!PerplexityVerdict::fromManifest(manifest));
    }

    // ---- steps and approval -----------------------------------------------------------------

    /// Quark's ppl_eval computes each window's loss in bfloat16: the step it can show is said, so
    /// that a ratio of exactly 1 is not read as "identical" (found on a real tiny export, issue #35).
    void perplexityResolution_followsBfloat16AndTheWindows()
    {
        // 457.14 = exp(6.125): losses in [4, 8) move in steps of 1/32; two windows halve it.
        QVERIFY(std::abs(ExportChecks::perplexityResolution(457.14471435546875, 2) - std::expm1(1.0 / 64)) < 1e-12);
        QVERIFY(std::abs(ExportChecks::perplexityResolution(457.14471435546875, 1) - std::expm1(1.0 / 32)) < 1e-12);
        // A trained model (perplexity 7, loss 1.95 in [1, 2)): steps of 1/128 over 140 windows.
        QVERIFY(std::abs(ExportChecks::perplexityResolution(7.0, 140) - std::expm1(1.0 / 128 / 140)) < 1e-12);
        QCOMPARE(ExportChecks::perplexityResolution(0.5, 2), 0.0);
        QCOMPARE(ExportChecks::perplexityResolution(7.0, 0), 0.0);
    }

    void steps_baselineOnlyWhenEvaluationIsAsked_loadCheckByDefault()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), u"/opt/quark env/bin/quark-cli"_s, u"smoke"_s);
        Json manifest = ptq::ManifestBuilder::build(in);
        const Json *baseline = stepNamed(manifest, ExportChecks::kBaselineStep);
        const Json *load = stepNamed(manifest, ExportChecks::kLoadCheckStep);
        QVERIFY(baseline && load);
        const QString script = ws + u"/checks/ptq_checks.py"_s;
        const QStringList runArgv = ptq::toStringList((*ptq::findRunStep(manifest))["argv"]);
        const QString model = runArgv.at(runArgv.indexOf(u"--model_dir"_s) + 1);
        QCOMPARE(argvOf(baseline), (QStringList{u"/opt/quark env/bin/python"_s, script, u"perplexity"_s, u"--model_dir"_s, model,
                                                u"--dataset"_s, u"wikitext"_s, u"--seq_len"_s, u"512"_s, u"--device"_s, u"cuda"_s,
                                                u"--out"_s, ws + u"/checks/baseline.json"_s}));
        QCOMPARE(argvOf(load), (QStringList{u"/opt/quark env/bin/python"_s, script, u"loadcheck"_s, u"--export_dir"_s,
                                            in.outputDir.path, u"--model_dir"_s, model, u"--device"_s, u"cuda"_s, u"--out"_s,
                                            ws + u"/checks/load_check.json"_s}));
        QCOMPARE((*baseline)["kind"], "validate");
        QCOMPARE(QByteArray::fromStdString((*load)["script_sha256"].get<std::string>()), ExportChecks::scriptSha256());
        QVERIFY(ExportChecks::scriptBytes().contains("def ppl_eval") == false); // Quark's routine is called, not copied
        QVERIFY(ExportChecks::scriptBytes().contains("from quark.contrib.llm_eval import ppl_eval"));
        QCOMPARE((*load)["env"], (*ptq::findRunStep(manifest))["env"]);
        QCOMPARE(ExportChecks::pythonFor(u"/opt/quark env/bin/quark-cli"_s), u"/opt/quark env/bin/python"_s);

        // No evaluation: no baseline; the load check turned off: none.
        in = inputsFor(ws, root.filePath(u"out"_s), u"/env/bin/quark-cli"_s, u"none"_s);
        manifest = ptq::ManifestBuilder::build(in);
        QVERIFY(!stepNamed(manifest, ExportChecks::kBaselineStep));
        QVERIFY(stepNamed(manifest, ExportChecks::kLoadCheckStep));
        in.loadCheck = false;
        manifest = ptq::ManifestBuilder::build(in);
        QVERIFY(!stepNamed(manifest, ExportChecks::kLoadCheckStep));
        QVERIFY(!manifest["outputs"].contains("load_check"));

        // The plan trusts remote code: so do the checks (quark-cli does without --no_trust_remote_code).
        in = inputsFor(ws, root.filePath(u"out"_s), u"/env/bin/quark-cli"_s, u"full"_s, u"balanced"_s, std::nullopt, true);
        manifest = ptq::ManifestBuilder::build(in);
        QCOMPARE(argvOf(stepNamed(manifest, ExportChecks::kBaselineStep)).last(), u"--trust_remote_code"_s);
        QCOMPARE(argvOf(stepNamed(manifest, ExportChecks::kLoadCheckStep)).last(), u"--trust_remote_code"_s);
    }

    void steps_noneForARemoteTarget_andTheReasonIsRecorded()
    {
        QTemporaryDir root;
        ptq::ManifestInputs in = inputsFor(root.filePath(u"ws"_s), root.filePath(u"out"_s), u"/env/bin/quark-cli"_s, u"smoke"_s);
        in.target = Json{{"kind", "ssh"}, {"name", "mi300-box"}};
        QString reason;
        QVERIFY(ptq::ManifestBuilder::checkSteps(in, &reason).empty());
        QVERIFY2(reason.contains(u"mi300-box"_s), qPrintable(reason));
        const Json manifest = ptq::ManifestBuilder::build(in);
        QVERIFY(!stepNamed(manifest, ExportChecks::kLoadCheckStep));
        const std::optional<LoadCheck> load = LoadCheck::fromManifest(manifest);
        QVERIFY(load);
        QCOMPARE(load->status, LoadCheckStatus::Skipped);
        QCOMPARE(load->reason, reason);
        const std::optional<PerplexityVerdict> accuracy = PerplexityVerdict::fromManifest(manifest);
        QVERIFY(accuracy);
        QCOMPARE(accuracy->verdict, PerplexityJudgement::NotMeasured);
        QCOMPARE(accuracy->detail, reason);
        QVERIFY(ExportChecks::notRunnableReason(manifest).contains(u"mi300-box"_s));
    }

    void approval_voidedByAnEditedCheckArgvOrScript()
    {
        QTemporaryDir root;
        const ptq::ManifestInputs in = inputsFor(root.filePath(u"ws"_s), root.filePath(u"out"_s), u"/env/bin/quark-cli"_s, u"smoke"_s);
        const Json manifest = *ptq::ManifestBuilder::approve(ptq::ManifestBuilder::build(in));
        const QByteArray approved = QByteArray::fromStdString(manifest["approval"]["sha256"].get<std::string>());
        QCOMPARE(*ptq::approvalDigestOfManifest(manifest), approved);

        Json edited = manifest;
        (*stepNamed(edited, ExportChecks::kLoadCheckStep))["argv"][3] = "/tmp/another-export";
        QVERIFY(*ptq::approvalDigestOfManifest(edited) != approved);
        QVERIFY(ExportChecks::notRunnableReason(edited).contains(u"approval is void"_s));

        edited = manifest;
        (*stepNamed(edited, ExportChecks::kBaselineStep))["script_sha256"] = std::string(64, 'a');
        QVERIFY(*ptq::approvalDigestOfManifest(edited) != approved);

        edited = manifest;
        (*stepNamed(edited, ExportChecks::kBaselineStep))["env"]["LD_PRELOAD"] = "/tmp/x.so";
        QVERIFY(*ptq::approvalDigestOfManifest(edited) != approved);

        // Removing a check is an edit too.
        edited = manifest;
        edited["steps"].erase(edited["steps"].end() - 1);
        QVERIFY(*ptq::approvalDigestOfManifest(edited) != approved);

        // What the checks record after they ran does not void it.
        edited = manifest;
        (*stepNamed(edited, ExportChecks::kLoadCheckStep))["status"] = "succeeded";
        (*stepNamed(edited, ExportChecks::kLoadCheckStep))["log_path"] = "/x.log";
        edited = ExportChecks::withRecords(edited, ExportChecks::verdictOf(1.0, 1.0, 1.05), LoadCheck());
        QCOMPARE(*ptq::approvalDigestOfManifest(edited), approved);
    }

    void approval_aManifestWithoutChecksKeepsItsDigest()
    {
        QTemporaryDir root;
        ptq::ManifestInputs in = inputsFor(root.filePath(u"ws"_s), root.filePath(u"out"_s), u"/env/bin/quark-cli"_s, u"none"_s);
        in.loadCheck = false;
        const Json manifest = ptq::ManifestBuilder::build(in);
        const std::optional<ptq::ApprovalBinding> binding = ptq::ApprovalBinding::fromManifest(manifest);
        QVERIFY(binding);
        QVERIFY(binding->checks.is_null());
        // The digest as it was before checks existed: the same binding built without the field.
        const ptq::ApprovalBinding old{binding->argv,        binding->env,       binding->outputDir, binding->workspace,
                                       binding->analysisSha256, binding->planSha256, binding->target, binding->dataEnv};
        QCOMPARE(binding->digest(), old.digest());
        ptq::ApprovalBinding withChecks = *binding;
        withChecks.checks = Json::array({{{"name", "load-check"}}});
        QVERIFY(withChecks.digest() != old.digest());
    }

    // ---- the baseline cache -----------------------------------------------------------------

    void cacheKey_changesWithEachInput()
    {
        ptq::BaselineKeyInputs base{u"Qwen/Qwen2.5-7B"_s, u"a09a3545"_s, {}, u"wikitext"_s, 512, u"cuda"_s, u"auto"_s, u"0.13"_s};
        const QByteArray key = ExportChecks::baselineCacheKey(base);
        QCOMPARE(key.size(), 64);
        QCOMPARE(ExportChecks::baselineCacheKey(base), key); // stable
        QList<ptq::BaselineKeyInputs> variants;
        for (int i = 0; i < 8; ++i)
            variants.append(base);
        variants[0].model = u"Qwen/Qwen2.5-7B-Instruct"_s;
        variants[1].revision = u"b1b2b3"_s;
        variants[2].localHash = "ff";
        variants[3].dataset = u"wikitext_gpt_oss_20b"_s;
        variants[4].seqLen = 2048;
        variants[5].device = u"cpu"_s;
        variants[6].dtype = u"float16"_s;
        variants[7].quarkVersion = u"0.12"_s;
        QSet<QByteArray> keys{key};
        for (const ptq::BaselineKeyInputs &v : variants)
            keys.insert(ExportChecks::baselineCacheKey(v));
        QCOMPARE(keys.size(), 9);
        QVERIFY(ExportChecks::baselineCachePath(base).endsWith(u"/ptq-studio/baselines/"_s + QString::fromLatin1(key) + u".json"_s));
    }

    void cacheKey_ofALocalFolder_changesWithItsConfigAndWeights()
    {
        QTemporaryDir root;
        const QString model = root.filePath(u"model"_s);
        QDir().mkpath(model);
        auto write = [&](const QString &name, const QByteArray &bytes) {
            QFile f(model + u'/' + name);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        };
        write(u"config.json"_s, R"({"model_type": "llama"})");
        // A safetensors file: 8-byte little-endian header length, the header, the data.
        const QByteArray header = R"({"w":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]}})";
        QByteArray shard(8, '\0');
        shard[0] = char(header.size());
        write(u"model.safetensors"_s, shard + header + "abcd");
        // A manifest has its run step (RunManifest reads none without one).
        Json manifest = Json{{"steps", Json::array({{{"name", "quantize"}, {"kind", "run"}, {"argv", {"quark-cli"}}},
                                                    {{"name", "baseline-perplexity"},
                                                     {"kind", "validate"},
                                                     {"argv", {"python", "s.py", "perplexity", "--model_dir", model.toStdString(),
                                                               "--dataset", "wikitext", "--seq_len", "512", "--device", "cpu"}}}})},
                             {"environment", {{"versions", {{"amd_quark", "0.13"}}}}}};
        const ptq::BaselineKeyInputs first = ExportChecks::baselineKeyInputs(*ptq::RunManifest::fromJson(manifest));
        QCOMPARE(first.model, model);
        QCOMPARE(first.seqLen, 512);
        QCOMPARE(first.device, u"cpu"_s);
        QCOMPARE(first.quarkVersion, u"0.13"_s);
        QVERIFY(!first.localHash.isEmpty());
        write(u"config.json"_s, R"({"model_type": "llama", "rope_theta": 1})");
        const ptq::BaselineKeyInputs second = ExportChecks::baselineKeyInputs(*ptq::RunManifest::fromJson(manifest));
        QVERIFY(second.localHash != first.localHash);
        const QByteArray other = R"({"w":{"dtype":"F16","shape":[2],"data_offsets":[0,4]}})";
        shard[0] = char(other.size());
        write(u"model.safetensors"_s, shard + other + "abcd");
        QVERIFY(ExportChecks::baselineKeyInputs(*ptq::RunManifest::fromJson(manifest)).localHash != second.localHash);
    }

    void cache_corruptFileIsIgnoredWithAMessage()
    {
        QTemporaryDir root;
        const QString path = root.filePath(u"baselines/k.json"_s);
        QCOMPARE(ExportChecks::readCachedBaseline(path).error().code, ptq::Error::Code::NotFound);
        QVERIFY(ExportChecks::writeCachedBaseline(path, Json{{"perplexity", 12.5}, {"dataset", "wikitext"}}).ok());
        QCOMPARE(ExportChecks::readCachedBaseline(path)->value("perplexity", 0.0), 12.5);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"perplexity\": 12");
        f.close();
        const ptq::Result<Json> corrupt = ExportChecks::readCachedBaseline(path);
        QCOMPARE(corrupt.error().code, ptq::Error::Code::Malformed);
        QVERIFY(corrupt.error().message.contains(path));
    }

    // ---- the job ----------------------------------------------------------------------------

    void job_runsBothChecks_andRecordsTheVerdictAndTheLoadCheck()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString argvLog = root.filePath(u"argv.log"_s);
        EnvGuard env({{u"FAKE_CHECKS_PPL"_s, u"10.0"_s}, {u"FAKE_CHECKS_ARGV_LOG"_s, argvLog}});
        const ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), fakeEnvironment(root.path()), u"smoke"_s);
        const Json manifest = succeededManifest(in, 10.3);
        ExportChecksJob job;
        job.setCacheDir(root.filePath(u"cache"_s));
        QSignalSpy started(&job, &ExportChecksJob::stepStarted);
        QStringList lines;
        const ExportChecksOutcome outcome = runJob(job, ws, manifest, &lines);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(started.size(), 2);
        QCOMPARE(started.at(0).at(0).toString(), QString::fromLatin1(ExportChecks::kBaselineStep));
        // The approved argv, exactly, and the script written from the resource.
        const QList<QStringList> calls = recordedCalls(argvLog);
        QCOMPARE(calls.size(), 2);
        QCOMPARE(calls.at(0), argvOf(stepNamed(manifest, ExportChecks::kBaselineStep)).mid(1));
        QCOMPARE(calls.at(1), argvOf(stepNamed(manifest, ExportChecks::kLoadCheckStep)).mid(1));
        QCOMPARE(*ptq::ArtifactIo::readFile(ws + u"/checks/ptq_checks.py"_s), ExportChecks::scriptBytes());
        QVERIFY2(lines.contains(u"[ptq-checks] Perplexity of the original: 10.0"_s), qPrintable(lines.join(u'\n')));

        QVERIFY(outcome.accuracy && outcome.loadCheck);
        QCOMPARE(outcome.accuracy->verdict, PerplexityJudgement::Within);
        QCOMPARE(*outcome.accuracy->baseline, 10.0);
        QCOMPARE(*outcome.accuracy->quantized, 10.3);
        QVERIFY(std::abs(*outcome.accuracy->ratio - 1.03) < 1e-9);
        QCOMPARE(outcome.accuracy->threshold, 1.05);
        QCOMPARE(outcome.accuracy->baselineSource, ptq::BaselineSource::Measured);
        QCOMPARE(outcome.accuracy->dataset, u"wikitext"_s);
        QCOMPARE(outcome.accuracy->seqLen, 2048);
        QCOMPARE(outcome.accuracy->samples, 4);
        QCOMPARE(outcome.loadCheck->status, LoadCheckStatus::Passed);
        QCOMPARE(*outcome.loadCheck->top1Agreement, 0.91);
        // The manifest: both records, the steps' outcome, still approved, valid everywhere.
        QCOMPARE(PerplexityVerdict::fromManifest(outcome.manifest), outcome.accuracy);
        QCOMPARE(LoadCheck::fromManifest(outcome.manifest), outcome.loadCheck);
        QCOMPARE((*stepNamed(outcome.manifest, ExportChecks::kBaselineStep))["status"], "succeeded");
        QVERIFY(QFileInfo::exists(QString::fromStdString((*stepNamed(outcome.manifest, ExportChecks::kLoadCheckStep))["log_path"])));
        QVERIFY(ExportChecks::notRunnableReason(outcome.manifest).isEmpty());
        verifyBothSchemas(outcome.manifest);
        // The baseline went into the cache.
        QCOMPARE(QDir(root.filePath(u"cache"_s)).entryList(QDir::Files).size(), 1);
    }

    void job_secondRun_takesTheBaselineFromTheCache()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString argvLog = root.filePath(u"argv.log"_s);
        EnvGuard env({{u"FAKE_CHECKS_PPL"_s, u"10.0"_s}, {u"FAKE_CHECKS_ARGV_LOG"_s, argvLog}});
        const ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), fakeEnvironment(root.path()), u"smoke"_s);
        const Json manifest = succeededManifest(in, 11.0);
        {
            ExportChecksJob job;
            job.setCacheDir(root.filePath(u"cache"_s));
            QCOMPARE(runJob(job, ws, manifest).accuracy->baselineSource, ptq::BaselineSource::Measured);
        }
        QFile::remove(argvLog);
        ExportChecksJob job;
        job.setCacheDir(root.filePath(u"cache"_s));
        const ExportChecksOutcome outcome = runJob(job, ws, manifest);
        QCOMPARE(outcome.accuracy->baselineSource, ptq::BaselineSource::Cache);
        QCOMPARE(*outcome.accuracy->baseline, 10.0);
        QCOMPARE(outcome.accuracy->verdict, PerplexityJudgement::Exceeds); // 1.1 > 1.05
        QVERIFY(outcome.accuracy->measuredAt);
        const QList<QStringList> calls = recordedCalls(argvLog);
        QCOMPARE(calls.size(), 1); // the load check only
        QCOMPARE(calls.at(0).at(1), u"loadcheck"_s);
        QVERIFY((*stepNamed(outcome.manifest, ExportChecks::kBaselineStep)).contains("baseline_cache"));
        verifyBothSchemas(outcome.manifest);

        // A corrupt cache file is told and measured again.
        const QString cached = QDir(root.filePath(u"cache"_s)).entryInfoList(QDir::Files).value(0).filePath();
        QFile f(cached);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("not json");
        f.close();
        ExportChecksJob again;
        again.setCacheDir(root.filePath(u"cache"_s));
        QStringList lines;
        const ExportChecksOutcome measured = runJob(again, ws, manifest, &lines);
        QCOMPARE(measured.accuracy->baselineSource, ptq::BaselineSource::Measured);
        QVERIFY2(lines.join(u'\n').contains(cached), qPrintable(lines.join(u'\n')));
    }

    void job_failures_areRecordedWithTheirReason_data()
    {
        QTest::addColumn<QString>("fail");
        QTest::addColumn<PerplexityJudgement>("verdict");
        QTest::addColumn<LoadCheckStatus>("load");
        QTest::addColumn<QString>("reason");
        QTest::newRow("baseline error") << u"baseline"_s << PerplexityJudgement::NotMeasured << LoadCheckStatus::Passed
                                        << u"OSError: fake-model is not a local folder"_s;
        QTest::newRow("export does not load") << u"load"_s << PerplexityJudgement::Within << LoadCheckStatus::Failed
                                              << u"missing from the export"_s;
        QTest::newRow("crash without a result") << u"crash"_s << PerplexityJudgement::NotMeasured << LoadCheckStatus::Failed
                                                << u"exited with code 3"_s;
    }
    void job_failures_areRecordedWithTheirReason()
    {
        QFETCH(QString, fail);
        QFETCH(PerplexityJudgement, verdict);
        QFETCH(LoadCheckStatus, load);
        QFETCH(QString, reason);
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        EnvGuard env({{u"FAKE_CHECKS_FAIL"_s, fail}});
        const ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), fakeEnvironment(root.path()), u"smoke"_s);
        ExportChecksJob job;
        job.setCacheDir(root.filePath(u"cache"_s));
        const ExportChecksOutcome outcome = runJob(job, ws, succeededManifest(in, 10.1));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.accuracy->verdict, verdict);
        QCOMPARE(outcome.loadCheck->status, load);
        const QString said = verdict == PerplexityJudgement::NotMeasured ? outcome.accuracy->detail : outcome.loadCheck->reason;
        QVERIFY2(said.contains(reason), qPrintable(said));
        if (load == LoadCheckStatus::Failed) {
            QVERIFY2(outcome.loadCheck->reason.contains(reason), qPrintable(outcome.loadCheck->reason));
            QVERIFY(outcome.loadCheck->blocksCompleteAcceptance());
        }
        verifyBothSchemas(outcome.manifest);
    }

    void job_onlyOne_runsOnlyThatCheck()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), fakeEnvironment(root.path()), u"smoke"_s);
        const Json manifest = succeededManifest(in, 10.1);
        ExportChecksJob job;
        job.setOnly(ExportChecksJob::Only::LoadCheck);
        ExportChecksOutcome outcome = runJob(job, ws, manifest);
        QVERIFY(!outcome.accuracy && outcome.loadCheck);
        QVERIFY(!outcome.manifest["outputs"].contains("accuracy"));
        ExportChecksJob perplexity;
        perplexity.setOnly(ExportChecksJob::Only::Perplexity);
        perplexity.setUseCache(false);
        outcome = runJob(perplexity, ws, manifest);
        QVERIFY(outcome.accuracy && !outcome.loadCheck);
    }

    void job_cancel_stopsTheRunningCheck()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        EnvGuard env({{u"FAKE_CHECKS_SLEEP"_s, u"30"_s}});
        const ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), fakeEnvironment(root.path()), u"smoke"_s);
        const Json manifest = succeededManifest(in, 10.1);
        ExportChecksJob job;
        job.setGraceMs(500);
        job.setUseCache(false);
        QObject::connect(&job, &ExportChecksJob::stepStarted, &job, [&job] { QTimer::singleShot(300, &job, [&job] { job.cancel(); }); });
        QElapsedTimer clock;
        clock.start();
        const ExportChecksOutcome outcome = runJob(job, ws, manifest);
        QVERIFY(outcome.cancelled);
        QVERIFY2(clock.elapsed() < 10000, "the fake sleeps 30 s: cancel stopped it");
        QVERIFY(!outcome.accuracy && !outcome.loadCheck);
        QCOMPARE((*stepNamed(outcome.manifest, ExportChecks::kBaselineStep))["status"], "cancelled");
        QCOMPARE((*stepNamed(outcome.manifest, ExportChecks::kLoadCheckStep))["status"], "pending");
        QVERIFY(!job.isRunning());
    }

    void job_redactsSecretsInItsOutput()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString token = u"hf_abcdefghijklmnopqrstuvwxyz0123456789"_s;
        EnvGuard env({{u"FAKE_CHECKS_PRINT"_s, u"using token "_s + token}, {u"HF_TOKEN"_s, token}});
        const ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), fakeEnvironment(root.path()), u"none"_s);
        QStringList lines;
        const ExportChecksOutcome outcome = runJob(*std::make_unique<ExportChecksJob>(), ws, succeededManifest(in, std::nullopt), &lines);
        QVERIFY(outcome.loadCheck);
        const QString all = lines.join(u'\n');
        QVERIFY2(all.contains(u"using token [redacted]"_s), qPrintable(all));
        QVERIFY(!all.contains(token));
        ptq::Result<QByteArray> log = ptq::ArtifactIo::readFile(
            QString::fromStdString((*stepNamed(outcome.manifest, ExportChecks::kLoadCheckStep))["log_path"]));
        QVERIFY(log && !log->contains(token.toUtf8()) && log->contains("[redacted]"));
    }

    void job_refuses_whenTheRunDidNotSucceedOrTheApprovalIsVoid()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), fakeEnvironment(root.path()), u"smoke"_s);
        const Json good = succeededManifest(in, 10.1);
        Json partial = good; // a complete export, something else not: checked all the same
        (*ptq::findRunStep(partial))["status"] = "partial";
        QVERIFY(ExportChecks::notRunnableReason(partial).isEmpty());
        Json notRun = good;
        (*ptq::findRunStep(notRun))["status"] = "failed";
        Json voided = good;
        (*stepNamed(voided, ExportChecks::kLoadCheckStep))["argv"][0] = "/bin/sh";
        Json pending = *ptq::ManifestBuilder::approve(ptq::ManifestBuilder::build(in));
        pending["approval"]["status"] = "pending";
        for (const auto &[manifest, words] : {std::pair{notRun, u"has not succeeded"_s}, std::pair{voided, u"approval is void"_s},
                                              std::pair{pending, u"not approved"_s}}) {
            ExportChecksJob job;
            QSignalSpy started(&job, &ExportChecksJob::stepStarted);
            const ExportChecksOutcome outcome = runJob(job, ws, manifest);
            QVERIFY2(outcome.error.contains(words), qPrintable(outcome.error));
            QCOMPARE(started.size(), 0);
            QVERIFY(!QFileInfo::exists(ws + u"/checks/ptq_checks.py"_s));
        }
    }

    void job_refuses_aScriptOtherThanTheApprovedOne()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const ptq::ManifestInputs in = inputsFor(ws, root.filePath(u"out"_s), fakeEnvironment(root.path()), u"none"_s);
        Json manifest = ptq::ManifestBuilder::build(in);
        (*stepNamed(manifest, ExportChecks::kLoadCheckStep))["script_sha256"] = std::string(64, 'b');
        manifest = *ptq::ManifestBuilder::approve(manifest); // approved as edited: only the shipped script runs
        (*ptq::findRunStep(manifest))["status"] = "succeeded";
        ExportChecksJob job;
        QSignalSpy started(&job, &ExportChecksJob::stepStarted);
        const ExportChecksOutcome outcome = runJob(job, ws, manifest);
        QVERIFY2(outcome.error.contains(u"bbbbbbbb"_s), qPrintable(outcome.error));
        QCOMPARE(started.size(), 0);

        // A script edited on disk is replaced by the approved one before it runs.
        const Json good = succeededManifest(in, std::nullopt);
        QDir().mkpath(ws + u"/checks"_s);
        QFile edited(ws + u"/checks/ptq_checks.py"_s);
        QVERIFY(edited.open(QIODevice::WriteOnly | QIODevice::Truncate));
        edited.write("import os; os.system('rm -rf ~')\n");
        edited.close();
        QVERIFY(runJob(*std::make_unique<ExportChecksJob>(), ws, good).loadCheck);
        QCOMPARE(*ptq::ArtifactIo::readFile(ws + u"/checks/ptq_checks.py"_s), ExportChecks::scriptBytes());
    }
};

QTEST_GUILESS_MAIN(TestExportChecks)
#include "tst_exportchecks.moc"
