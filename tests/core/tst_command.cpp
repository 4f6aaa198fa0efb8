// Step 3: the exact argv, its shell quoting, the environment check, the output folder rules,
// the estimate and the manifest with its approval.
#include "workflow/workspacestate.h"
#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include "artifacts/schemavalidator.h"
#include "command/resourceestimate.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "command/manifestbuilder.h"
#include "host/gpuparsers.h"
#include "host/pythonidentity.h"
#include "plan/planner.h"
#include "source/localreader.h"
#include "testsupport.h"
#include "workflow/commandstep.h"
#include "workflow/readinessprobe.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using ptq::Json;
using ptq::PlanIntent;

Q_DECLARE_METATYPE(ptq::PlanIntent)
Q_DECLARE_METATYPE(ptq::EnvironmentFacts)
Q_DECLARE_METATYPE(QList<ptq::GpuInfo>)
using Variables = QMap<QString, QString>;

namespace {

Json analysisFor(const QString &fixture, bool trust = false)
{
    ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/"_s + fixture),
                                                                       ptq::SourceInfo());
    ptq::AnalysisCorrections c;
    c.trustRemoteCode = trust;
    return *ptq::AnalysisConfirmation::confirm(ptq::ModelAnalyzer::analyze(*files)->toJson(ptq::test::nowIso()), c);
}

Json planFor(const Json &analysis, const PlanIntent &intent, const QString &generation = u"0.12"_s)
{
    const ptq::PlanOutcome outcome = ptq::Planner::plan(ptq::AnalysisFacts::fromJson(analysis), QByteArray(64, 'a'), intent,
                                                        ptq::QuarkCatalog::capabilities(generation));
    if (!outcome.ok())
        qFatal("plan refused: %s", qPrintable(outcome.violations.constFirst().message));
    return ptq::Planner::confirm(outcome.plan);
}

ptq::EnvironmentFacts probeWith(const QString &root, const QStringList &tools, const Variables &vars)
{
    const QString bin = ptq::test::fakeBin(root, tools);
    QProcessEnvironment e;
    e.insert(u"PATH"_s, bin);
    for (auto it = vars.cbegin(); it != vars.cend(); ++it)
        e.insert(it.key(), it.value());
    ptq::EnvironmentProbe probe;
    probe.setEnvironment(e);
    probe.setCacheDir(QString());
    QSignalSpy done(&probe, &ptq::EnvironmentProbe::finished);
    probe.probe();
    if (!done.wait(20000))
        return {};
    return done.at(0).at(0).value<ptq::EnvironmentFacts>();
}

ptq::GpuInfo gpu(int index, const QString &vendor, const QString &name, qint64 totalMiB, const QString &source,
                 const QString &note = QString())
{
    ptq::GpuInfo g;
    g.index = index;
    g.vendor = vendor;
    g.name = name;
    g.totalMiB = totalMiB;
    g.memorySource = source;
    g.memoryNote = note;
    return g;
}

Json fp8Plan(const Json &analysis, const QString &strategy = u"single"_s)
{
    PlanIntent p;
    p.scheme = u"fp8"_s;
    p.deviceStrategy = strategy;
    return planFor(analysis, p);
}

constexpr double kGiB = 1024.0 * 1024 * 1024;

/// The facts of a quark-cli 0.13 environment in /env with torch @p torch (each environment test
/// then changes what it is about).
ptq::EnvironmentFacts quark013Facts(const QString &torch)
{
    ptq::EnvironmentFacts facts;
    facts.quarkCli = u"/env/bin/quark-cli"_s;
    facts.python = u"/env/bin/python"_s;
    facts.quarkVersion = u"0.13"_s;
    facts.torchVersion = torch;
    facts.transformersVersion = u"5.16.1"_s;
    facts.datasetsVersion = u"4.4.1"_s;
    return facts;
}

/// The inputs a manifest is built from: @p analysis and @p plan (with their digests) for the
/// workspace @p workspace; the rest is each test's own.
ptq::ManifestInputs inputsFor(const ptq::Json &analysis, const ptq::Json &plan, const QString &workspace,
                              const QByteArray &analysisSha = QByteArray(64, 'a'), const QByteArray &planSha = QByteArray(64, 'b'))
{
    ptq::ManifestInputs in;
    in.analysis = analysis;
    in.analysisSha = analysisSha;
    in.plan = plan;
    in.planSha = planSha;
    in.workspace = workspace;
    return in;
}

/// The estimate and the environment's rules take the typed documents; the tests hold JSON.
ptq::ResourceEstimate estimateOf(const ptq::Json &analysis, const ptq::Json &plan, const QList<ptq::GpuInfo> &gpus)
{
    return ptq::ResourceEstimator::estimate(ptq::AnalysisFacts::fromJson(analysis), ptq::test::typedPlan(plan), gpus);
}

QList<ptq::Finding> assessOf(const ptq::EnvironmentFacts &facts, const ptq::Json &plan)
{
    return ptq::EnvironmentRules::assess(facts, ptq::test::typedPlan(plan));
}

} // namespace

class TestCommand : public QObject
{
    Q_OBJECT

private slots:
    /// Offline readiness becomes findings: blocking only where the run fails for certain.
    void readiness_blocksOnlyACertainFailure()
    {
        QTemporaryDir hf;
        QVERIFY(hf.isValid());
        const QList<ptq::DatasetNeed> needs = ptq::DatasetNeeds::forPlan(u"pileval"_s, true, u"wikitext"_s);
        QProcessEnvironment env;
        env.insert(u"HF_HOME"_s, hf.path());
        auto findings = [&](const QProcessEnvironment &e, ptq::HubReachability hub) {
            return ptq::CommandStep::readinessFindings(ptq::OfflineReadiness::check(needs, u"org/model"_s, e, hub));
        };
        // The Hub answers: the run downloads; nothing to settle.
        QVERIFY(findings(env, ptq::HubReachability::Reachable).isEmpty());
        // The Hub did not answer: warnings (the probe may be wrong), one per item, with the fix.
        const QList<ptq::Finding> unreachable = findings(env, ptq::HubReachability::Unreachable);
        QCOMPARE(unreachable.size(), 3);
        for (const ptq::Finding &f : unreachable) {
            QVERIFY2(!f.blocking, qPrintable(f.id));
            QVERIFY2(f.message.contains(u"the Hub did not answer"_s), qPrintable(f.message));
            QVERIFY(!f.fix.isEmpty());
        }
        QCOMPARE(unreachable.at(0).id, u"offline-model"_s);
        QCOMPARE(unreachable.at(1).id, u"offline-calibration-data"_s);
        QCOMPARE(unreachable.at(2).id, u"offline-evaluation-data"_s);
        QVERIFY(unreachable.at(2).fix.split(u'\n').contains(u"Skip the evaluation (Evaluation: none, which passes --skip_evaluation)."_s));
        QVERIFY(unreachable.at(2).fix.endsWith(u"Then check again: Check again on page 3, or ptq-studio manifest once more."_s));
        // The fix names the environment's own interpreter, ready to paste.
        const QList<ptq::Finding> withPython = ptq::CommandStep::readinessFindings(
            ptq::OfflineReadiness::check(needs, QString(), env, ptq::HubReachability::Unreachable), u"/opt/my env/bin/python"_s);
        QVERIFY2(withPython.at(0).fix.contains(u"'/opt/my env/bin/python' -c \"from datasets import load_dataset"_s),
                 qPrintable(withPython.at(0).fix));
        QCOMPARE(ptq::CommandStep::readinessSummary(ptq::OfflineReadiness::check(needs, QString(), env, ptq::HubReachability::Reachable)),
                 u"mit-han-lab/pile-val-backup (split validation): downloads from the Hub\n"
                 "Salesforce/wikitext (wikitext-2-raw-v1, split test): downloads from the Hub"_s);
        // Not asked yet: a warning that says so.
        QVERIFY(findings(env, ptq::HubReachability::Unknown).at(1).message.contains(u"not known"_s));
        // HF_HUB_OFFLINE=1: the run fails for certain: blocking.
        QProcessEnvironment offline = env;
        offline.insert(u"HF_HUB_OFFLINE"_s, u"1"_s);
        for (const ptq::Finding &f : findings(offline, ptq::HubReachability::Reachable))
            QVERIFY2(f.blocking && f.message.contains(u"switched off"_s), qPrintable(f.message));
        // Cached: nothing, even offline.
        ptq::test::cacheCalibrationData(hf.path());
        const QList<ptq::Finding> cached = ptq::CommandStep::readinessFindings(
            ptq::OfflineReadiness::check(ptq::DatasetNeeds::forPlan(u"pileval"_s, false), QString(), offline, ptq::HubReachability::Unknown));
        QVERIFY2(cached.isEmpty(), qPrintable(cached.value(0).message));
        // A dataset quark-cli cannot load blocks whatever the network.
        const QList<ptq::Finding> unsupported = ptq::CommandStep::readinessFindings(
            ptq::OfflineReadiness::check(ptq::DatasetNeeds::forPlan(u"ScienceQA"_s, false), QString(), env, ptq::HubReachability::Reachable));
        QCOMPARE(unsupported.size(), 1);
        QVERIFY(unsupported.first().blocking);
        QCOMPARE(unsupported.first().id, u"dataset-unsupported"_s);
    }

    /// The plan's datasets as the command passes them, and the model only when it comes from the Hub.
    void readiness_needsFollowTheCommand()
    {
        QList<ptq::DatasetNeed> needs = ptq::ReadinessProbe::needsOf(*ptq::PlanDocument::fromJson(ptq::Json{{"evaluation_intent", "none"}}));
        QCOMPARE(needs.size(), 1);
        QCOMPARE(needs.first().repoId, u"mit-han-lab/pile-val-backup"_s); // --dataset unset: pileval
        needs = ptq::ReadinessProbe::needsOf(*ptq::PlanDocument::fromJson(ptq::Json{{"evaluation_intent", "smoke"}, {"calibration", {{"dataset", "wikitext"}}}}));
        QCOMPARE(needs.size(), 2);
        QCOMPARE(needs.at(0).split, u"train"_s);
        QCOMPARE(needs.at(1).split, u"test"_s);
        QString revision;
        QCOMPARE(ptq::ReadinessProbe::modelOf(ptq::AnalysisFacts::fromJson(ptq::Json{{"model", {{"model_path", "org/m"}}}, {"source", {{"kind", "hub"}, {"revision", "v2"}}}}), &revision),
                 u"org/m"_s);
        QCOMPARE(revision, u"v2"_s);
        QCOMPARE(ptq::ReadinessProbe::modelOf(ptq::AnalysisFacts::fromJson(ptq::Json{{"model", {{"model_path", "/m"}}}, {"source", {{"kind", "local"}, {"path", "/models/m"}}}}), nullptr),
                 u"/models/m"_s);
        // The probe asks the Hub only when something is not cached: HF_HUB_OFFLINE=1 and a closed
        // endpoint answer at once, and the report says the Hub is off.
        ptq::ReadinessProbe probe;
        QProcessEnvironment env;
        env.insert(u"HF_HOME"_s, QDir::tempPath() + u"/ptq-no-such-hf-home"_s);
        env.insert(u"HF_ENDPOINT"_s, u"http://127.0.0.1:9"_s);
        probe.setEnvironment(env);
        QSignalSpy done(&probe, &ptq::ReadinessProbe::finished);
        probe.check(ptq::AnalysisFacts::fromJson(ptq::Json{{"model", {{"model_path", "org/m"}}}, {"source", {{"kind", "hub"}}}}),
                    *ptq::PlanDocument::fromJson(ptq::Json{{"evaluation_intent", "none"}}));
        QVERIFY(probe.isRunning());
        QVERIFY(done.wait(15000));
        const auto report = done.first().first().value<ptq::ReadinessReport>();
        QCOMPARE(ptq::verdictName(report.verdict), u"blocked"_s); // the closed port: unreachable
        for (const ptq::ReadinessItem &item : report.items)
            QVERIFY2(item.detail.contains(u"not reachable"_s) && !item.certain, qPrintable(item.detail));
    }

    void argv_followsThePlan_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<PlanIntent>("intent");
        QTest::addColumn<QStringList>("tail"); // argv after quark-cli torch-llm-ptq --model_dir M --output_dir O
        PlanIntent i;
        i.scheme = u"fp8"_s;
        const QStringList base{u"--quant_scheme"_s, u"fp8"_s, u"--num_calib_data"_s, u"512"_s, u"--seq_len"_s, u"512"_s,
                               u"--device"_s, u"cuda"_s};
        const QStringList end{u"--skip_evaluation"_s, u"--no_trust_remote_code"_s};
        QTest::newRow("defaults") << u"llama-3.1-8b"_s << i << base + end;
        PlanIntent d = i;
        d.dataset = u"wikitext"_s;
        d.batchSize = 4;
        QTest::newRow("changed dataset and batch") << u"llama-3.1-8b"_s << d
                                                   << base + QStringList{u"--dataset"_s, u"wikitext"_s, u"--batch_size"_s, u"4"_s} + end;
        PlanIntent k = i;
        k.kvCacheFp8 = true;
        k.overrides = {{u"*down_proj"_s, u"int8"_s}, {u"*self_attn*"_s, u"ptpc_fp8"_s}};
        QTest::newRow("kv cache and ordered overrides")
            << u"llama-3.1-8b"_s << k
            << base + QStringList{u"--kv_cache_dtype"_s, u"fp8"_s, u"--layer_quant_scheme"_s, u"*down_proj"_s, u"int8"_s,
                                  u"--layer_quant_scheme"_s, u"*self_attn*"_s, u"ptpc_fp8"_s} + end;
        PlanIntent a;
        a.scheme = u"uint4_wo_128"_s;
        a.algorithms = {u"awq"_s};
        QTest::newRow("algorithm") << u"llama-3.1-8b"_s << a
                                   << QStringList{u"--quant_scheme"_s, u"uint4_wo_128"_s, u"--num_calib_data"_s, u"512"_s,
                                                  u"--seq_len"_s, u"512"_s, u"--device"_s, u"cuda"_s, u"--quant_algo"_s,
                                                  u"awq"_s} + end;
        PlanIntent x = i;
        x.exclusions = QStringList{u"lm_head"_s, u"*mlp.gate"_s};
        QTest::newRow("user exclusions") << u"mixtral-8x7b"_s << x
                                         << base + QStringList{u"--exclude_layers"_s, u"lm_head"_s, u"*mlp.gate"_s} + end;
        PlanIntent e = i;
        e.quantizeEverything = true;
        QTest::newRow("quantize everything: an explicit empty --exclude_layers")
            << u"llama-3.1-8b"_s << e << base + QStringList{u"--exclude_layers"_s} + end;
        PlanIntent m = i;
        m.deviceStrategy = u"multi"_s;
        m.evaluation = u"full"_s;
        m.evaluationDataset = u"wikitext"_s;
        QTest::newRow("multi-device and evaluation")
            << u"llama-3.1-8b"_s << m
            << base + QStringList{u"--multi_device"_s, u"--evaluation_dataset"_s, u"wikitext"_s, u"--no_trust_remote_code"_s};
        PlanIntent c = i;
        c.deviceStrategy = u"cpu"_s;
        QTest::newRow("cpu") << u"llama-3.1-8b"_s << c
                             << QStringList{u"--quant_scheme"_s, u"fp8"_s, u"--num_calib_data"_s, u"512"_s, u"--seq_len"_s,
                                            u"512"_s, u"--device"_s, u"cpu"_s} + end;
        PlanIntent t = i;
        t.trustRemoteCode = true;
        QTest::newRow("remote code accepted") << u"custom-remote"_s << t << base + QStringList{u"--skip_evaluation"_s};
    }

    void argv_followsThePlan()
    {
        QFETCH(QString, fixture);
        QFETCH(PlanIntent, intent);
        QFETCH(QStringList, tail);
        const Json analysis = analysisFor(fixture, intent.trustRemoteCode);
        const Json plan = planFor(analysis, intent);
        const ptq::CommandSpec c = ptq::CommandBuilder::build(ptq::test::typedPlan(plan), ptq::AnalysisFacts::fromJson(analysis), ptq::QuarkCatalog::capabilities(u"0.12"_s),
                                                              u"/venv/bin/quark-cli"_s, u"/out/model q"_s);
        QVERIFY2(c.problems.isEmpty(), qPrintable(c.problems.join(u'\n')));
        const QString model = ptq::test::fixturePath(u"models/"_s + fixture);
        QCOMPARE(c.argv.mid(0, 6), (QStringList{u"/venv/bin/quark-cli"_s, u"torch-llm-ptq"_s, u"--model_dir"_s, model,
                                                u"--output_dir"_s, u"/out/model q"_s}));
        QCOMPARE(c.argv.mid(6), tail);
        QCOMPARE(c.env.value(u"PYTHONUNBUFFERED"_s), u"1"_s);
        // A copy of the model elsewhere (on a remote target) is read instead; nothing else changes.
        const ptq::CommandSpec copied = ptq::CommandBuilder::build(ptq::test::typedPlan(plan), ptq::AnalysisFacts::fromJson(analysis), ptq::QuarkCatalog::capabilities(u"0.12"_s),
                                                                   u"/venv/bin/quark-cli"_s, u"/out/model q"_s, QString(),
                                                                   u"/scratch/ws/models/m-0123abcd"_s);
        QStringList expected = c.argv;
        expected[3] = u"/scratch/ws/models/m-0123abcd"_s;
        QCOMPARE(copied.argv, expected);
    }

    void argv_neverUsesAFlagTheCliLacks()
    {
        PlanIntent i;
        i.scheme = u"fp8"_s;
        i.evaluation = u"full"_s;
        i.evaluationDataset = u"wikitext"_s;
        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        const Json plan = planFor(analysis, i);
        const ptq::CommandSpec c = ptq::CommandBuilder::build(ptq::test::typedPlan(plan), ptq::AnalysisFacts::fromJson(analysis), ptq::QuarkCatalog::capabilities(u"0.11"_s),
                                                              u"quark-cli"_s, u"/out"_s, u"0,1"_s);
        QVERIFY(!c.argv.contains(u"--evaluation_dataset"_s));
        QCOMPARE(c.problems.size(), 1);
        QVERIFY(c.problems.constFirst().contains(u"--evaluation_dataset"_s));
        QCOMPARE(c.env.value(u"HIP_VISIBLE_DEVICES"_s), u"0,1"_s);
        QCOMPARE(c.env.value(u"CUDA_VISIBLE_DEVICES"_s), u"0,1"_s);
    }

    void shellQuoting_roundTripsThroughBash()
    {
        const QStringList argv{u"quark-cli"_s,
                               u"--model_dir"_s,
                               u"/models/my model (v2)"_s,
                               u"it's \"quoted\""_s,
                               u"$HOME and `id` and $(whoami)"_s,
                               u"line one\nline two"_s,
                               u"模型/ünïcödé ✓"_s,
                               u"--leading-dash"_s,
                               u"-"_s,
                               u"*.gate"_s,
                               u"[abc]?"_s,
                               QString(),
                               u"back\\slash;semi|pipe&amp>redir<in"_s,
                               u"tab\there"_s,
                               u"~user"_s,
                               u"a=b"_s};
        const QString command = u"printf '%s\\0' "_s + ptq::shellJoin(argv.mid(1));
        QProcess bash;
        bash.start(u"bash"_s, {u"-c"_s, command});
        QVERIFY(bash.waitForFinished(10000));
        QCOMPARE(bash.exitCode(), 0);
        QByteArray out = bash.readAllStandardOutput();
        QVERIFY(out.endsWith('\0'));
        out.chop(1);
        QStringList back;
        for (const QByteArray &part : out.split('\0'))
            back.append(QString::fromUtf8(part));
        QCOMPARE(back, argv.mid(1));
        QCOMPARE(ptq::shellQuote(u"--seq_len"_s), u"--seq_len"_s);
        QCOMPARE(ptq::shellQuote(u"*self_attn*"_s), u"'*self_attn*'"_s);
    }

    /// Page 3 shows one flag per line with bash continuations; pasted into bash it is the same
    /// argv (and the same words) as the one-line form the manifest stores.
    void shellQuoting_multiLineDisplayRoundTripsThroughBash()
    {
        ptq::CommandSpec spec;
        spec.argv = QStringList{u"/opt/my env/bin/quark-cli"_s, u"torch-llm-ptq"_s,
                                u"--model_dir"_s, u"/models/my model (v2)"_s,
                                u"--output_dir"_s, u"it's \"quoted\" $HOME `id` $(whoami)"_s,
                                u"--layer_quant_scheme"_s, u"*self_attn*"_s, u"fp8"_s,
                                u"--exclude_layers"_s, u"line one\nline two"_s, u"back\\slash \\"_s, QString(),
                                u"--skip_evaluation"_s,
                                u"--no_trust_remote_code"_s};
        spec.env = {{u"PYTHONUNBUFFERED"_s, u"1"_s}, {u"HIP_VISIBLE_DEVICES"_s, u"0, 1"_s}};
        const QString lines = spec.displayLines();
        // The layout: environment and program first, then a line per flag with its values.
        const QStringList split = lines.split(u" \\\n"_s);
        QCOMPARE(split.size(), 7);
        QCOMPARE(split.at(0), u"HIP_VISIBLE_DEVICES='0, 1' PYTHONUNBUFFERED=1 '/opt/my env/bin/quark-cli' torch-llm-ptq"_s);
        QCOMPARE(split.at(1), u"  --model_dir '/models/my model (v2)'"_s);
        QCOMPARE(split.at(3), u"  --layer_quant_scheme '*self_attn*' fp8"_s);
        QCOMPARE(split.at(6), u"  --no_trust_remote_code"_s);
        // The stored one-line form is as before.
        QCOMPARE(spec.display(), u"HIP_VISIBLE_DEVICES='0, 1' PYTHONUNBUFFERED=1 "_s + ptq::shellJoin(spec.argv));
        auto words = [](const QString &command) {
            QProcess bash;
            bash.start(u"bash"_s, {u"-c"_s, u"printf '%s\\0' "_s + command});
            if (!bash.waitForFinished(10000) || bash.exitCode() != 0)
                return QStringList{u"bash failed"_s};
            QByteArray out = bash.readAllStandardOutput();
            out.chop(1);
            QStringList back;
            for (const QByteArray &part : out.split('\0'))
                back.append(QString::fromUtf8(part));
            return back;
        };
        const QStringList expected = QStringList{u"HIP_VISIBLE_DEVICES=0, 1"_s, u"PYTHONUNBUFFERED=1"_s} + spec.argv;
        QCOMPARE(words(lines), expected);
        QCOMPARE(words(spec.display()), expected);
        // And bash accepts it as a whole: env additions, program, continuations.
        QProcess check;
        check.start(u"bash"_s, {u"-n"_s, u"-c"_s, lines});
        QVERIFY(check.waitForFinished(10000));
        QCOMPARE(check.exitCode(), 0);
    }

    /// A mistyped Python environment is named, with what is wrong with it, not reported as "no
    /// Python environment was chosen".
    void commandStep_namesAMistypedPythonEnvironment()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(u"x/venv"_s);
        const QString empty = dir.filePath(u"empty-venv"_s);
        QVERIFY(QDir().mkpath(empty + u"/bin"_s));
        PlanIntent intent;
        intent.scheme = u"fp8"_s;
        ptq::CommandRequest request;
        request.analysis = analysisFor(u"llama-3.1-8b"_s);
        request.plan = planFor(request.analysis, intent);
        request.workspace = dir.filePath(u"ws"_s);
        request.outputDir = dir.filePath(u"out"_s);
        auto finding = [&](const QString &prefix) {
            request.pythonPrefix = prefix;
            for (const ptq::Finding &f : ptq::CommandStep::prepare(request).findings) {
                if (f.id == u"quark-cli-missing"_s)
                    return f;
            }
            return ptq::Finding();
        };
        const ptq::Finding none = finding(missing);
        QCOMPARE(none.message, missing + u" does not exist."_s);
        QVERIFY(none.blocking);
        QVERIFY(none.evidence.contains(missing + u"/bin/quark-cli"_s));
        const ptq::Finding noCli = finding(empty);
        QCOMPARE(noCli.message, empty + u" has no bin/quark-cli: pick the venv or conda prefix where amd-quark is installed."_s);
        QVERIFY(!noCli.evidence.contains(u"no Python environment was chosen"_s));
        // Nothing chosen: PATH was searched, as before.
        const ptq::Finding path = finding(QString());
        QCOMPARE(path.message, u"quark-cli was not found."_s);
        QCOMPARE(path.evidence, u"Not on PATH, and no Python environment was chosen."_s);
        QCOMPARE(ptq::CommandStep::prefixProblem(u"  "_s), QString());
        const QString bin = ptq::test::fakeBin(dir.filePath(u"good"_s), {u"quark-cli"_s});
        QCOMPARE(ptq::CommandStep::prefixProblem(QFileInfo(bin).absolutePath()), QString());
    }

    /// The default output folder is named after the model and the scheme, and is never one that
    /// exists already (two workspaces of the same model and scheme).
    void outputDir_proposalIsUniqueAndFollowsTheScheme()
    {
        QTemporaryDir dir;
        const QString parent = dir.filePath(u"quantized"_s);
        QCOMPARE(ptq::OutputDirRules::proposal(parent, u"tiny-llama"_s, u"fp8"_s), parent + u"/tiny-llama-fp8"_s);
        QVERIFY(QDir().mkpath(parent + u"/tiny-llama-fp8"_s));
        QCOMPARE(ptq::OutputDirRules::proposal(parent, u"tiny-llama"_s, u"fp8"_s), parent + u"/tiny-llama-fp8-2"_s);
        QVERIFY(QDir().mkpath(parent + u"/tiny-llama-fp8-2"_s));
        QCOMPARE(ptq::OutputDirRules::proposal(parent, u"tiny-llama"_s, u"fp8"_s), parent + u"/tiny-llama-fp8-3"_s);
        QCOMPARE(ptq::OutputDirRules::proposal(parent, u"tiny-llama"_s, u"uint4_wo_128"_s), parent + u"/tiny-llama-uint4_wo_128"_s);
        for (const QString &p : {u"/tiny-llama-fp8"_s, u"/tiny-llama-fp8-2"_s, u"/tiny-llama-fp8-17"_s})
            QVERIFY2(ptq::OutputDirRules::isProposal(parent + p, parent, u"tiny-llama"_s, u"fp8"_s), qPrintable(p));
        for (const QString &p : {u"/tiny-llama-fp8-1"_s, u"/tiny-llama-fp8-mine"_s, u"/tiny-llama-fp8-02"_s, u"/tiny-llama-int8"_s})
            QVERIFY2(!ptq::OutputDirRules::isProposal(parent + p, parent, u"tiny-llama"_s, u"fp8"_s), qPrintable(p));
        QVERIFY(!ptq::OutputDirRules::isProposal(dir.filePath(u"elsewhere/tiny-llama-fp8"_s), parent, u"tiny-llama"_s, u"fp8"_s));
    }

    void environment_findings_data()
    {
        QTest::addColumn<QStringList>("tools");
        QTest::addColumn<Variables>("env");
        QTest::addColumn<QStringList>("blocking");
        QTest::newRow("all present (CUDA)") << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
                                            << Variables{} << QStringList{};
        QTest::newRow("all present (ROCm)") << QStringList{u"quark-cli"_s, u"python"_s, u"rocminfo"_s}
                                            << Variables{{u"FAKE_TORCH"_s, u"rocm"_s}} << QStringList{};
        QTest::newRow("no quark-cli") << QStringList{u"python"_s, u"nvidia-smi"_s} << Variables{}
                                      << QStringList{u"quark-cli-missing"_s};
        QTest::newRow("amd-quark missing") << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
                                           << Variables{{u"FAKE_QUARK"_s, u"none"_s}}
                                           << QStringList{u"quark-missing"_s};
        QTest::newRow("CPU-only torch") << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
                                        << Variables{{u"FAKE_TORCH"_s, u"cpu"_s}}
                                        << QStringList{u"torch-cpu-only"_s};
        QTest::newRow("ROCm torch without rocminfo") << QStringList{u"quark-cli"_s, u"python"_s}
                                                     << Variables{{u"FAKE_TORCH"_s, u"rocm"_s}}
                                                     << QStringList{u"rocminfo-missing"_s};
        QTest::newRow("ROCm torch on an NVIDIA box") << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s, u"rocminfo"_s}
                                                     << Variables{{u"FAKE_TORCH"_s, u"rocm"_s}}
                                                     << QStringList{};
        QTest::newRow("no GPU") << QStringList{u"quark-cli"_s, u"python"_s}
                                << Variables{{u"FAKE_GPUS"_s, u"0"_s}} << QStringList{u"no-accelerator"_s};
        QTest::newRow("transformers 4 with Quark 0.12") << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
                                                       << Variables{{u"FAKE_TRANSFORMERS"_s, u"4.57.1"_s}}
                                                       << QStringList{u"transformers-range"_s};
        QTest::newRow("python broken") << QStringList{u"quark-cli"_s, u"python"_s}
                                       << Variables{{u"FAKE_PYTHON_FAIL"_s, u"1"_s}}
                                       << QStringList{u"python-failed"_s};
        // quark-cli inherits HF_ENDPOINT and the token: plain http elsewhere would carry it in clear.
        const QString token = u"hf_EnvironmentCheckToken0123456789abcd"_s;
        QTest::newRow("token to a plain-http endpoint")
            << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
            << Variables{{u"HF_ENDPOINT"_s, u"http://mirror:s3cret@hub.example.org:8080/?api_key=k3y"_s}, {u"HF_TOKEN"_s, token}}
            << QStringList{u"insecure-endpoint"_s};
        QTest::newRow("plain http, opted in")
            << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
            << Variables{{u"HF_ENDPOINT"_s, u"http://hub.example.org"_s}, {u"HF_TOKEN"_s, token},
                         {u"PTQ_ALLOW_INSECURE_ENDPOINT"_s, u"1"_s}}
            << QStringList{};
        QTest::newRow("plain http to this machine")
            << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
            << Variables{{u"HF_ENDPOINT"_s, u"http://127.0.0.1:8080"_s}, {u"HF_TOKEN"_s, token}} << QStringList{};
        QTest::newRow("plain http, no token")
            << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
            << Variables{{u"HF_ENDPOINT"_s, u"http://hub.example.org"_s}} << QStringList{};
        QTest::newRow("https with a token")
            << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
            << Variables{{u"HF_ENDPOINT"_s, u"https://hub.example.org"_s}, {u"HF_TOKEN"_s, token}} << QStringList{};
    }

    // amd-quark[cli] lists extras that torch-llm-ptq never imports (a real run's sys.modules):
    // missing ones do not block the run; what it imports still does.
    void environment_cliExtrasOnlyOtherSubcommandsUse_doNotBlock()
    {
        ptq::EnvironmentFacts facts = quark013Facts(u"2.14.1"_s);
        facts.torchCuda = u"13.0"_s;
        facts.unmetRequirements = {u"pulp<4,>=3.3 (missing)"_s, u"py7zr (missing)"_s, u"opencv-python (missing)"_s};
        PlanIntent intent;
        intent.scheme = u"fp8"_s;
        const Json plan = planFor(analysisFor(u"llama-3.1-8b"_s), intent);
        auto find = [](const QList<ptq::Finding> &findings, const QString &id) -> const ptq::Finding * {
            for (const ptq::Finding &f : findings)
                if (f.id == id)
                    return &f;
            return nullptr;
        };
        QList<ptq::Finding> findings = assessOf(facts, plan);
        QVERIFY(!find(findings, u"cli-requirements"_s));
        const ptq::Finding *unused = find(findings, u"cli-requirements-unused"_s);
        QVERIFY(unused && !unused->blocking);
        QVERIFY(unused->evidence.contains(u"pulp"_s) && unused->evidence.contains(u"opencv-python"_s));

        facts.unmetRequirements.append(u"onnxruntime<=1.28.0,>=1.22.2 (installed 1.30.0)"_s);
        facts.unmetRequirements.append(u"rouge_score (missing)"_s);
        findings = assessOf(facts, plan);
        const ptq::Finding *needed = find(findings, u"cli-requirements"_s);
        QVERIFY(needed && needed->blocking);
        QCOMPARE(needed->evidence, u"onnxruntime<=1.28.0,>=1.22.2 (installed 1.30.0)"_s);
        // An evaluation may need the lm-eval style extras.
        Json evaluating = plan;
        evaluating["evaluation_intent"] = "smoke";
        needed = find(findings = assessOf(facts, evaluating), u"cli-requirements"_s);
        QVERIFY(needed && needed->evidence.contains(u"rouge_score"_s));
    }

    /// A CPU-only PyTorch on a machine with a GPU: install the GPU build. On a machine without any
    /// GPU that advice leads nowhere: the fix names a target with a GPU instead.
    void environment_cpuOnlyTorch_fixDependsOnWhetherTheMachineHasAGpu()
    {
        ptq::EnvironmentFacts facts = quark013Facts(u"2.14.1+cpu"_s);
        facts.torchImported = true;
        PlanIntent intent;
        intent.scheme = u"fp8"_s;
        const Json plan = planFor(analysisFor(u"llama-3.1-8b"_s), intent);
        auto cpuOnly = [&] {
            for (const ptq::Finding &f : assessOf(facts, plan))
                if (f.id == u"torch-cpu-only"_s)
                    return std::optional<ptq::Finding>(f);
            return std::optional<ptq::Finding>();
        };
        std::optional<ptq::Finding> none = cpuOnly();
        QVERIFY(none && none->blocking);
        QVERIFY2(none->fix.contains(u"Runs on"_s) && !none->fix.contains(u"Install"_s), qPrintable(none->fix));

        ptq::GpuInfo gpu;
        gpu.vendor = u"nvidia"_s;
        gpu.name = u"NVIDIA H100 80GB HBM3"_s;
        facts.gpus = {gpu};
        std::optional<ptq::Finding> nvidia = cpuOnly();
        QVERIFY(nvidia && nvidia->blocking);
        QVERIFY2(nvidia->fix.contains(u"CUDA build"_s), qPrintable(nvidia->fix));
        facts.gpus.first().vendor = u"amd"_s;
        QVERIFY2(cpuOnly()->fix.contains(u"ROCm build"_s), qPrintable(cpuOnly()->fix));
    }

    // #33: quark-cli 0.13 without a GPU cannot quantize even a CPU plan (the model lands on "disk"):
    // the check knows the run will fail, so it blocks and points at a remote target — unless the
    // environment declares that it makes --device cpu work (PTQ_STUDIO_CPU_PLACEMENT in sitecustomize).
    void environment_cpuPlanWithoutGpu_blocksUnlessPlacementIsDeclared()
    {
        ptq::EnvironmentFacts facts;
        facts.quarkCli = u"/env/bin/quark-cli"_s;
        facts.python = u"/env/bin/python"_s;
        facts.quarkVersion = u"0.13.0"_s;
        facts.torchVersion = u"2.9.1+cpu"_s;
        facts.transformersVersion = u"5.2.0"_s;
        facts.datasetsVersion = u"4.4.1"_s;
        facts.torchImported = true;
        PlanIntent intent;
        intent.scheme = u"fp8"_s;
        intent.deviceStrategy = u"cpu"_s;
        const Json plan = planFor(analysisFor(u"llama-3.1-8b"_s), intent);
        auto find = [](const QList<ptq::Finding> &findings) -> std::optional<ptq::Finding> {
            for (const ptq::Finding &f : findings)
                if (f.id == u"cpu-without-gpu"_s)
                    return f;
            return std::nullopt;
        };
        std::optional<ptq::Finding> finding = find(assessOf(facts, plan));
        QVERIFY(finding && finding->blocking);
        QVERIFY2(finding->fix.contains(u"Runs on"_s), qPrintable(finding->fix));

        QVERIFY(ptq::EnvironmentRules::parseProbeOutput(
            R"(PTQ_ENV {"torch": "2.9.1+cpu", "amd_quark": "0.13.0", "cuda_available": false, "cpu_placement": true})", facts));
        QVERIFY(facts.cpuPlacementDeclared);
        QVERIFY(!find(assessOf(facts, plan)));
        QVERIFY(ptq::EnvironmentRules::parseProbeOutput(R"(PTQ_ENV {"torch": "2.9.1+cpu", "amd_quark": "0.13.0"})", facts));
        QVERIFY(!facts.cpuPlacementDeclared);

        facts.quarkVersion = u"0.12"_s; // an older quark-cli honours --device cpu
        QVERIFY(!find(assessOf(facts, plan)));
        facts.quarkVersion = u"0.13.0"_s;
        facts.acceleratorAvailable = true;
        QVERIFY(!find(assessOf(facts, plan)));
    }

    void environment_findings()
    {
        QFETCH(QStringList, tools);
        QFETCH(Variables, env);
        QFETCH(QStringList, blocking);
        QTemporaryDir dir;
        const QString bin = ptq::test::fakeBin(dir.path(), tools);
        QProcessEnvironment e;
        e.insert(u"PATH"_s, bin);
        for (auto it = env.cbegin(); it != env.cend(); ++it)
            e.insert(it.key(), it.value());
        ptq::EnvironmentProbe probe;
        probe.setEnvironment(e);
        QSignalSpy done(&probe, &ptq::EnvironmentProbe::finished);
        probe.probe();
        QVERIFY(done.wait(20000));
        const ptq::EnvironmentFacts facts = done.at(0).at(0).value<ptq::EnvironmentFacts>();
        PlanIntent intent;
        intent.scheme = u"fp8"_s;
        const QList<ptq::Finding> findings = assessOf(facts, planFor(analysisFor(u"llama-3.1-8b"_s), intent));
        QStringList ids;
        for (const ptq::Finding &f : findings) {
            if (f.blocking)
                ids.append(f.id);
            QVERIFY2(!f.fix.isEmpty() && !f.evidence.isEmpty(), qPrintable(f.id));
        }
        if (QTest::currentDataTag() == QByteArray("ROCm torch on an NVIDIA box")) {
            // rocminfo lists AMD GPUs too here, so it is not a mismatch; without rocminfo it is:
            QVERIFY(ids.isEmpty());
            ptq::EnvironmentFacts nvidiaOnly = facts;
            nvidiaOnly.gpus.removeIf([](const ptq::GpuInfo &g) { return g.vendor == u"amd"_s; });
            bool mismatch = false;
            for (const ptq::Finding &f : assessOf(nvidiaOnly, planFor(analysisFor(u"llama-3.1-8b"_s), intent)))
                mismatch = mismatch || f.id == u"torch-mismatch"_s;
            QVERIFY(mismatch);
            return;
        }
        QCOMPARE(ids, blocking);
        // The endpoint's credentials are in no finding and in nothing the manifest records.
        const std::string recorded = facts.toJson().dump();
        for (const ptq::Finding &f : findings) {
            for (const QString &secret : {u"s3cret"_s, u"k3y"_s, u"hf_EnvironmentCheckToken"_s})
                QVERIFY2(!(f.message + f.evidence + f.fix).contains(secret), qPrintable(f.id));
        }
        QVERIFY(recorded.find("s3cret") == std::string::npos && recorded.find("hf_Environment") == std::string::npos);
        if (tools.contains(u"quark-cli"_s))
            QCOMPARE(facts.python, bin + u"/python"_s);
        if (tools.contains(u"nvidia-smi"_s) && env.value(u"FAKE_GPUS"_s) != u"0"_s)
            QVERIFY(!facts.gpus.isEmpty());
    }

    /// The Python part of the environment check (it imports torch: seconds to minutes) is answered
    /// from the cache until the interpreter or the packages change; the GPU tools are always asked.
    void environmentProbe_cachesPythonUntilThePackagesChange()
    {
        QTemporaryDir dir;
        const QString bin = ptq::test::fakeBin(dir.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s});
        const QString site = dir.filePath(u"lib/python3.11/site-packages"_s);
        QVERIFY(QDir().mkpath(site + u"/torch-2.13.0.dist-info"_s));
        QVERIFY(QDir().mkpath(site + u"/amd_quark-0.13.dist-info"_s));
        QCOMPARE(ptq::PythonIdentity::packageFolders(bin + u"/python"_s).value(0), site);
        const QString cache = dir.filePath(u"cache"_s);

        auto probeOnce = [&](const QMap<QString, QString> &vars, ptq::EnvironmentProbe::Freshness freshness,
                             bool *fromCache) -> ptq::EnvironmentFacts {
            QProcessEnvironment e;
            e.insert(u"PATH"_s, bin);
            for (auto it = vars.cbegin(); it != vars.cend(); ++it)
                e.insert(it.key(), it.value());
            ptq::EnvironmentProbe probe;
            probe.setEnvironment(e);
            probe.setCacheDir(cache);
            QSignalSpy done(&probe, &ptq::EnvironmentProbe::finished);
            probe.probe(dir.path(), QString(), freshness);
            if (!done.wait(20000))
                return {};
            *fromCache = probe.answeredFromCache();
            return done.at(0).at(0).value<ptq::EnvironmentFacts>();
        };
        using F = ptq::EnvironmentProbe::Freshness;
        bool fromCache = true;
        // First: Python is asked, and its answer kept.
        ptq::EnvironmentFacts first = probeOnce({}, F::Cached, &fromCache);
        QVERIFY(!fromCache);
        QVERIFY2(first.pythonError.isEmpty(), qPrintable(first.pythonError));
        QVERIFY(first.torchImported);
        QTRY_COMPARE(QDir(cache).entryList({u"*.env.txt"_s}, QDir::Files).size(), 1);

        // Nothing changed: a python that would now fail is not started; the GPUs are asked again.
        ptq::EnvironmentFacts second = probeOnce({{u"FAKE_PYTHON_FAIL"_s, u"1"_s}, {u"FAKE_GPUS"_s, u"2"_s}}, F::Cached, &fromCache);
        QVERIFY(fromCache);
        QVERIFY2(second.pythonError.isEmpty(), qPrintable(second.pythonError));
        QCOMPARE(second.torchVersion, first.torchVersion);
        QCOMPARE(second.gpus.size(), 2);

        // Re-check (Fresh) always asks Python.
        ptq::EnvironmentFacts fresh = probeOnce({{u"FAKE_PYTHON_FAIL"_s, u"1"_s}}, F::Fresh, &fromCache);
        QVERIFY(!fromCache);
        QVERIFY(!fresh.pythonError.isEmpty());

        // A package upgraded (its dist-info renamed, as pip does): asked again.
        QVERIFY(QDir(site).rename(u"torch-2.13.0.dist-info"_s, u"torch-2.14.1.dist-info"_s));
        ptq::EnvironmentFacts upgraded = probeOnce({{u"FAKE_PYTHON_FAIL"_s, u"1"_s}}, F::Cached, &fromCache);
        QVERIFY(!fromCache);
        QVERIFY(!upgraded.pythonError.isEmpty());
        // A failed answer is not kept: the next check asks again, and keeps the good answer.
        (void)probeOnce({}, F::Cached, &fromCache);
        QVERIFY(!fromCache);
        (void)probeOnce({}, F::Cached, &fromCache);
        QVERIFY(fromCache);

        // A variable PyTorch reads at import (which GPUs it sees) is part of the key.
        (void)probeOnce({{u"CUDA_VISIBLE_DEVICES"_s, u"1"_s}}, F::Cached, &fromCache);
        QVERIFY(!fromCache);
        // A package added to the user's site-packages or a .pth file added changes the key too.
        QFile pth(site + u"/extra.pth"_s);
        QVERIFY(pth.open(QIODevice::WriteOnly));
        pth.close();
        (void)probeOnce({}, F::Cached, &fromCache);
        QVERIFY(!fromCache);

        // A kept answer that saw no accelerator, while the GPU tools now list one (a driver loaded
        // since): asked again, not shown beside the tools' answer it contradicts (a walk saw
        // "PyTorch sees no accelerator" under "fits … from nvidia-smi" until Check again).
        (void)probeOnce({{u"FAKE_GPUS"_s, u"0"_s}}, F::Fresh, &fromCache);
        const ptq::EnvironmentFacts none = probeOnce({{u"FAKE_GPUS"_s, u"0"_s}}, F::Cached, &fromCache);
        QVERIFY(fromCache && !none.acceleratorAvailable && none.gpus.isEmpty());
        const ptq::EnvironmentFacts seen = probeOnce({{u"FAKE_GPUS"_s, u"1"_s}}, F::Cached, &fromCache);
        QVERIFY(!fromCache);
        QVERIFY(seen.acceleratorAvailable);
        QCOMPARE(seen.gpus.size(), 1);
        (void)probeOnce({{u"FAKE_GPUS"_s, u"1"_s}}, F::Cached, &fromCache);
        QVERIFY(fromCache); // the new answer is kept
        // And the other way: nvidia-smi, found and asked, lists none while the kept answer saw one
        // (the GPU went away; the walk saw "fits … from PyTorch" with no GPU here).
        const ptq::EnvironmentFacts gone = probeOnce({{u"FAKE_GPUS"_s, u"0"_s}}, F::Cached, &fromCache);
        QVERIFY(!fromCache);
        QVERIFY(!gone.acceleratorAvailable && gone.gpus.isEmpty());
    }

    void smiParsers_toleratePlaceholders()
    {
        QString driver;
        const QList<ptq::GpuInfo> gpus = ptq::GpuParsers::parseNvidiaSmiInventory(
            "0, NVIDIA GB10, [N/A], [N/A], 12.1, 580.00\n1, NVIDIA H100 80GB HBM3, 81559, 71234, 9.0, 550.54.15\r\n", &driver);
        QCOMPARE(gpus.size(), 2);
        QCOMPARE(gpus[0].totalMiB, 0);
        QCOMPARE(gpus[0].usedMiB, -1);
        QCOMPARE(gpus[1].usedMiB, 71234);
        QCOMPARE(driver, u"550.54.15"_s);
        QVERIFY(ptq::GpuParsers::parseNvidiaSmiInventory("No devices were found\n").isEmpty());
    }

    void outputDir_rules()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(u"model"_s);
        QDir().mkpath(model);
        QDir().mkpath(dir.filePath(u"full"_s));
        QFile(dir.filePath(u"full/x"_s)).open(QIODevice::WriteOnly);
        QFile(dir.filePath(u"afile"_s)).open(QIODevice::WriteOnly);
        const QString ws = dir.filePath(u"ws"_s);
        auto blocked = [&](const QString &out, qint64 need = 0) {
            return ptq::OutputDirRules::check(out, model, ws, need).blocking.join(u'\n');
        };
        QVERIFY(blocked(dir.filePath(u"new/out"_s)).isEmpty());
        QVERIFY(!QFileInfo::exists(dir.filePath(u"new"_s)));
        QVERIFY(blocked(model + u"/quantized"_s).contains(u"inside the model folder"_s));
        QVERIFY(blocked(dir.filePath(u"full"_s)).contains(u"not empty"_s));
        QVERIFY(blocked(dir.filePath(u"afile"_s)).contains(u"is a file"_s));
        QVERIFY(blocked(ws).contains(u"workspace"_s));
        QVERIFY(blocked(dir.filePath(u"new"_s), 1ll << 60).contains(u"free"_s));
        QVERIFY(QDir::setCurrent(dir.path()));
        const ptq::OutputDirCheck relative = ptq::OutputDirRules::check(u"rel/out"_s, model, ws, 0);
        QCOMPARE(relative.path, QDir(dir.path()).canonicalPath() + u"/rel/out"_s);
        QVERIFY(relative.warnings.join(u' ').contains(u"relative"_s));

        ptq::test::ScopedTmpfs ro(dir.filePath(u"ro"_s), u"size=64k"_s);
        if (ro.mounted() && ro.remountReadOnly())
            QVERIFY(blocked(dir.filePath(u"ro/out"_s)).contains(u"read-only"_s) ||
                    blocked(dir.filePath(u"ro/out"_s)).contains(u"not writable"_s));
    }

    void outputDir_neitherInsideNorAroundTheModelOrTheWorkspace_data()
    {
        QTest::addColumn<QString>("out");   // relative to the test folder
        QTest::addColumn<QString>("model"); // relative to the test folder
        QTest::addColumn<QString>("blocked"); // a phrase of the reason; empty: allowed
        // The folder holds data/model (a model), ws/{logs,history} (a workspace, logs/ still empty),
        // link-to-model -> data/model, link-to-ws -> ws, shelf/ (empty) and shelf-link -> shelf.
        QTest::newRow("beside both") << u"new/out"_s << u"data/model"_s << QString();
        QTest::newRow("the workspace's empty logs/") << u"ws/logs"_s << u"data/model"_s << u"inside the workspace"_s;
        QTest::newRow("a new folder in history/") << u"ws/history/run-2"_s << u"data/model"_s << u"inside the workspace"_s;
        QTest::newRow("inside the workspace through a symlink") << u"link-to-ws/out"_s << u"data/model"_s << u"inside the workspace"_s;
        QTest::newRow("inside the workspace through ..") << u"new/../ws/out"_s << u"data/model"_s << u"inside the workspace"_s;
        QTest::newRow("the workspace inside the output") << u"."_s << u"data/model"_s << u"The workspace"_s;
        QTest::newRow("inside the model through a symlink") << u"link-to-model/q"_s << u"data/model"_s << u"inside the model folder"_s;
        QTest::newRow("the model inside the output") << u"data"_s << u"data/model"_s << u"The model folder"_s;
        QTest::newRow("the model, through a symlink, inside the output") << u"shelf"_s << u"shelf-link/m"_s << u"The model folder"_s;
        QTest::newRow("the model given through a symlink, output inside it") << u"data/model/q"_s << u"link-to-model"_s
                                                                             << u"inside the model folder"_s;
    }

    void outputDir_neitherInsideNorAroundTheModelOrTheWorkspace()
    {
        QFETCH(QString, out);
        QFETCH(QString, model);
        QFETCH(QString, blocked);
        QTemporaryDir dir;
        const QString root = QDir(dir.path()).canonicalPath();
        for (const QString &d : {u"data/model"_s, u"ws/logs"_s, u"ws/history"_s, u"shelf"_s})
            QVERIFY(QDir().mkpath(root + u'/' + d));
        QVERIFY(QFile::link(root + u"/data/model"_s, root + u"/link-to-model"_s));
        QVERIFY(QFile::link(root + u"/ws"_s, root + u"/link-to-ws"_s));
        QVERIFY(QFile::link(root + u"/shelf"_s, root + u"/shelf-link"_s));
        if (model.startsWith(u"shelf-link/"_s)) // a model folder reached through the link; the output itself stays empty
            QVERIFY(QDir().mkpath(root + u"/shelf/m"_s));
        const ptq::OutputDirCheck c = ptq::OutputDirRules::check(root + u'/' + out, root + u'/' + model, root + u"/ws"_s, 0);
        const QString reasons = c.blocking.join(u'\n');
        if (blocked.isEmpty()) {
            QVERIFY2(reasons.isEmpty(), qPrintable(reasons));
        } else {
            QVERIFY2(reasons.contains(blocked), qPrintable(reasons));
            QVERIFY2(reasons.contains(root), qPrintable(reasons)); // names the folders involved
        }
    }

    void estimate_comparesWithTheGpus()
    {
        PlanIntent i;
        i.scheme = u"uint4_wo_128"_s;
        i.algorithms = {u"gptq"_s};
        i.numCalibData = 2048;
        i.seqLen = 2048;
        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        const Json plan = planFor(analysis, i);
        ptq::GpuInfo h100{0, u"nvidia"_s, u"H100"_s, u"9.0"_s, 81559, 0, u"nvidia-smi"_s, QString()};
        const ptq::ResourceEstimate e = estimateOf(analysis, plan, {h100});
        QVERIFY(e.weightsGiB > 14 && e.weightsGiB < 16);
        QVERIFY(e.cachedInputsGiB > 30);
        QVERIFY(e.algorithmGiB > 0);
        QCOMPARE(e.verdict, ptq::Fit::DoesNotFit); // 15 GiB of weights + 64 GiB of cached inputs on 80 GiB
        QVERIFY2(e.knob.contains(u"num_calib_data"_s), qPrintable(e.knob));
        QVERIFY(e.inputs.size() >= 5);
        const ptq::ResourceEstimate none = estimateOf(analysis, plan, {});
        QCOMPARE(none.verdict, ptq::Fit::Unknown);
        const ptq::ResourceEstimate two = estimateOf(analysis, planFor(analysis, [] {
                                                                               PlanIntent p;
                                                                               p.scheme = u"fp8"_s;
                                                                               return p;
                                                                           }()),
                                                                           {h100, h100});
        QCOMPARE(two.verdict, ptq::Fit::Fits);
    }

    /// Page 3's memory fit on AMD (issue #19): rocminfo lists no memory, so the VRAM total comes
    /// from amd-smi, else rocm-smi, else PyTorch's total_memory; NVIDIA from nvidia-smi, else
    /// PyTorch. The source is recorded; with none, each GPU says what was asked.
    void environmentProbe_gpuMemoryFromTheBestSource_data()
    {
        QTest::addColumn<QStringList>("tools");
        QTest::addColumn<Variables>("env");
        QTest::addColumn<QList<qint64>>("totals"); // MiB per GPU, 0: unknown
        QTest::addColumn<QString>("source");       // of GPU 0
        QTest::addColumn<QString>("fit");          // how the estimate's fit line starts
        const QStringList rocm{u"quark-cli"_s, u"python"_s, u"rocminfo"_s};
        const Variables rocmTorch{{u"FAKE_TORCH"_s, u"rocm"_s}};
        // 205822885888 B (the MI300X's VRAM, rocm-smi and PyTorch) = 196288 MiB (amd-smi) = 192 GiB.
        QTest::newRow("AMD: rocminfo + rocm-smi") << rocm + QStringList{u"rocm-smi"_s} << rocmTorch << QList<qint64>{196288}
                                                  << u"rocm-smi"_s << u"fits: needs "_s;
        QTest::newRow("AMD: rocminfo + amd-smi") << rocm + QStringList{u"amd-smi"_s} << rocmTorch << QList<qint64>{196288}
                                                 << u"amd-smi"_s << u"fits: needs "_s;
        QTest::newRow("AMD: amd-smi without driver, rocm-smi answers")
            << rocm + QStringList{u"amd-smi"_s, u"rocm-smi"_s} << Variables{{u"FAKE_TORCH"_s, u"rocm"_s}, {u"FAKE_AMD_SMI_FAIL"_s, u"1"_s}}
            << QList<qint64>{196288} << u"rocm-smi"_s << u"fits: needs "_s;
        QTest::newRow("AMD: only PyTorch's total_memory") << rocm << rocmTorch << QList<qint64>{196288} << u"PyTorch"_s
                                                          << u"fits: needs "_s;
        QTest::newRow("AMD: rocm-smi without driver, PyTorch answers")
            << rocm + QStringList{u"rocm-smi"_s} << Variables{{u"FAKE_TORCH"_s, u"rocm"_s}, {u"FAKE_ROCM_SMI_FAIL"_s, u"1"_s}}
            << QList<qint64>{196288} << u"PyTorch"_s << u"fits: needs "_s;
        QTest::newRow("AMD: 2 GPUs from rocm-smi") << rocm + QStringList{u"rocm-smi"_s}
                                                   << Variables{{u"FAKE_TORCH"_s, u"rocm"_s}, {u"FAKE_GPUS"_s, u"2"_s}}
                                                   << QList<qint64>{196288, 196288} << u"rocm-smi"_s << u"fits: needs "_s;
        QTest::newRow("AMD: no source gives memory")
            << rocm + QStringList{u"rocm-smi"_s} << Variables{{u"FAKE_TORCH"_s, u"cpu"_s}, {u"FAKE_ROCM_SMI_FAIL"_s, u"1"_s}}
            << QList<qint64>{0} << QString() << u"unknown — no memory total for GPU 0 (AMD Instinct MI300X): "_s;
        QTest::newRow("AMD: no smi tool, CPU-only PyTorch") << rocm << Variables{{u"FAKE_TORCH"_s, u"cpu"_s}}
                                                            << QList<qint64>{0} << QString() << u"unknown — "_s;
        QTest::newRow("ROCm PyTorch, no GPU tool") << QStringList{u"quark-cli"_s, u"python"_s} << rocmTorch
                                                   << QList<qint64>{196288} << u"PyTorch"_s << u"fits: needs "_s;
        QTest::newRow("NVIDIA: nvidia-smi") << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s} << Variables{}
                                            << QList<qint64>{81559} << u"nvidia-smi"_s << u"fits: needs "_s;
        QTest::newRow("NVIDIA: [N/A] memory, PyTorch answers")
            << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s} << Variables{{u"FAKE_NVIDIA_SMI_MEMORY"_s, u"na"_s}}
            << QList<qint64>{81559} << u"PyTorch"_s << u"fits: needs "_s;
        QTest::newRow("NVIDIA: mixed GPUs") << QStringList{u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}
                                            << Variables{{u"FAKE_GPUS"_s, u"2"_s}, {u"FAKE_NVIDIA_SMI_MIXED"_s, u"1"_s}}
                                            << QList<qint64>{81559, 24564} << u"nvidia-smi"_s << u"fits: needs "_s;
        QTest::newRow("no GPU anywhere") << QStringList{u"quark-cli"_s, u"python"_s} << Variables{{u"FAKE_GPUS"_s, u"0"_s}}
                                         << QList<qint64>{} << QString() << u"unknown — no GPU was detected"_s;
    }

    void environmentProbe_gpuMemoryFromTheBestSource()
    {
        QFETCH(QStringList, tools);
        QFETCH(Variables, env);
        QFETCH(QList<qint64>, totals);
        QFETCH(QString, source);
        QFETCH(QString, fit);
        QTemporaryDir dir;
        const ptq::EnvironmentFacts facts = probeWith(dir.path(), tools, env);
        QVERIFY2(facts.pythonError.isEmpty(), qPrintable(facts.pythonError));
        QList<qint64> got;
        for (const ptq::GpuInfo &g : facts.gpus)
            got.append(g.totalMiB);
        QCOMPARE(got, totals);
        if (!totals.isEmpty())
            QCOMPARE(facts.gpus[0].memorySource, source);
        for (const ptq::GpuInfo &g : facts.gpus) {
            // A GPU without a total says which sources were asked; one with a total has no note.
            QCOMPARE(g.memoryNote.isEmpty(), g.totalMiB > 0);
            if (g.totalMiB > 0)
                continue;
            QVERIFY2(g.memoryNote.contains(u"PyTorch"_s), qPrintable(g.memoryNote));
            QVERIFY2(g.memoryNote.contains(u"rocminfo lists no memory"_s), qPrintable(g.memoryNote));
            if (tools.contains(u"rocm-smi"_s))
                QVERIFY2(g.memoryNote.contains(u"rocm-smi gave no VRAM total (exit 0: ERROR:root:Driver not initialized"_s),
                         qPrintable(g.memoryNote));
            else
                QVERIFY2(g.memoryNote.contains(u"neither amd-smi nor rocm-smi is on PATH"_s), qPrintable(g.memoryNote));
            QVERIFY2(g.memoryNote.contains(u"CPU-only build"_s), qPrintable(g.memoryNote));
        }
        // The environment recorded in the manifest names the source.
        const Json recorded = facts.toJson();
        for (std::size_t i = 0; i < recorded["gpus"].size(); ++i)
            QCOMPARE(recorded["gpus"][i]["memory_source"].is_null(), facts.gpus[int(i)].memorySource.isEmpty());

        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        const ptq::ResourceEstimate e = estimateOf(analysis, fp8Plan(analysis), facts.gpus);
        QVERIFY2(e.fitText.startsWith(fit), qPrintable(e.fitText));
        QVERIFY2(!e.fitText.contains(u"No GPU was detected"_s) || facts.gpus.isEmpty(), qPrintable(e.fitText));
        if (totals.size() == 1 && totals[0] > 0) {
            const QString have = ptq::ResourceEstimator::gibText(double(totals[0]) / 1024);
            QCOMPARE(e.fitText, u"fits: needs %1 of %2 GiB (memory from %3)"_s.arg(ptq::ResourceEstimator::gibText(e.acceleratorGiB), have, source));
            if (totals[0] == 196288)
                QCOMPARE(have, u"192"_s);
        }
        if (QTest::currentDataTag() == QByteArray("no GPU anywhere")) {
            QVERIFY2(e.fitText.contains(u"nvidia-smi, rocminfo and PyTorch"_s), qPrintable(e.fitText));
            const QString why = ptq::EnvironmentRules::noGpuReason(facts);
            QCOMPARE(why, u"nvidia-smi is not on PATH; rocminfo is not on PATH; PyTorch sees none"_s);
        }
        if (QTest::currentDataTag() == QByteArray("AMD: no source gives memory"))
            QVERIFY2(e.fitText.contains(facts.gpus[0].memoryNote), qPrintable(e.fitText));
        if (totals.size() == 2) {
            QCOMPARE(e.gpuLines.size(), 2);
            QVERIFY2(e.gpuLines[1].startsWith(u"GPU 1 · %1: fits: needs "_s.arg(facts.gpus[1].name)), qPrintable(e.gpuLines[1]));
        }
    }

    /// The fit per GPU: device_map="auto" spreads the weights over the GPUs by memory and the
    /// calibration works on the first.
    void estimate_perGpuFit_data()
    {
        QTest::addColumn<QList<ptq::GpuInfo>>("gpus");
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<bool>("gptq"); // a plan whose calibration needs about 80 GiB
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("fit"); // a regular expression for the whole fit line
        QTest::addColumn<QStringList>("lines"); // regular expressions for the per-GPU lines
        const ptq::GpuInfo mi300x = gpu(0, u"amd"_s, u"AMD Instinct MI300X"_s, 196288, u"rocm-smi"_s);
        const ptq::GpuInfo h100 = gpu(0, u"nvidia"_s, u"NVIDIA H100 80GB HBM3"_s, 81559, u"nvidia-smi"_s);
        const QString n = u"\\d+\\.\\d"_s; // a need below 100 GiB
        QTest::newRow("one MI300X") << QList<ptq::GpuInfo>{mi300x} << u"single"_s << false << u"fits"_s
                                    << u"fits: needs %1 of 192 GiB \\(memory from rocm-smi\\)"_s.arg(n) << QStringList{};
        QTest::newRow("one H100, GPTQ with 2048 × 2048")
            << QList<ptq::GpuInfo>{h100} << u"single"_s << true << u"does-not-fit"_s
            << u"does not fit: needs %1 GiB, 79\\.6 GiB available \\(memory from nvidia-smi\\)"_s.arg(n) << QStringList{};
        ptq::GpuInfo h100b = h100;
        h100b.index = 1;
        QTest::newRow("two H100") << QList<ptq::GpuInfo>{h100, h100b} << u"single"_s << false << u"fits"_s
                                  << u"fits: needs %1 of 79\\.6 GiB on each of 2 GPUs \\(at most: GPU 0 also carries the calibration\\)"_s.arg(n)
                                  << QStringList{u"GPU 0 · NVIDIA H100 80GB HBM3: fits: needs %1 of 79\\.6 GiB \\(memory from nvidia-smi\\)"_s.arg(n),
                                                 u"GPU 1 · NVIDIA H100 80GB HBM3: fits: needs %1 of 79\\.6 GiB \\(memory from nvidia-smi\\)"_s.arg(n)};
        const ptq::GpuInfo rtx = gpu(1, u"nvidia"_s, u"NVIDIA GeForce RTX 4090"_s, 24564, u"PyTorch"_s);
        QTest::newRow("mixed H100 + RTX 4090") << QList<ptq::GpuInfo>{h100, rtx} << u"single"_s << false << u"fits"_s
                                               << u"fits: needs %1 of 104 GiB on 2 GPUs together"_s.arg(n)
                                               << QStringList{u"GPU 0 · NVIDIA H100 80GB HBM3: fits: needs %1 of 79\\.6 GiB \\(memory from nvidia-smi\\)"_s.arg(n),
                                                              u"GPU 1 · NVIDIA GeForce RTX 4090: fits: needs %1 of 24\\.0 GiB \\(memory from PyTorch\\)"_s.arg(n)};
        QList<ptq::GpuInfo> eight;
        for (int i = 0; i < 8; ++i) {
            eight.append(mi300x);
            eight.last().index = i;
        }
        QTest::newRow("8 × MI300X") << eight << u"single"_s << true << u"fits"_s
                                    << u"fits: needs %1 of 192 GiB on each of 8 GPUs .*"_s.arg(n)
                                    << QStringList{u"GPU 0 · AMD Instinct MI300X: fits: needs %1 of 192 GiB \\(memory from rocm-smi\\)"_s.arg(n),
                                                   u"GPUs 1–7 · AMD Instinct MI300X: fits: needs %1 of 192 GiB each \\(memory from rocm-smi\\)"_s.arg(n)};
        QTest::newRow("RTX 3060, --multi_device")
            << QList<ptq::GpuInfo>{gpu(0, u"nvidia"_s, u"NVIDIA GeForce RTX 3060"_s, 12288, u"nvidia-smi"_s)} << u"multi"_s << false
            << u"tight"_s
            << u"does not fit: needs %1 GiB, 12\\.0 GiB available \\(memory from nvidia-smi\\) — --multi_device puts the rest in host RAM, which is slow"_s.arg(n)
                                                    << QStringList{};
        const QString note = u"rocminfo lists no memory, and neither amd-smi nor rocm-smi is on PATH; PyTorch sees no GPU"_s;
        QTest::newRow("unknown, explained") << QList<ptq::GpuInfo>{gpu(0, u"amd"_s, u"AMD Instinct MI300X"_s, 0, QString(), note)}
                                            << u"single"_s << false << u"unknown"_s
                                            << u"unknown — no memory total for GPU 0 \\(AMD Instinct MI300X\\): "_s + QRegularExpression::escape(note)
                                            << QStringList{};
        QTest::newRow("one of two unknown") << QList<ptq::GpuInfo>{h100, gpu(1, u"nvidia"_s, u"NVIDIA GB10"_s, 0, QString(), u"nvidia-smi reports no memory total"_s)}
                                            << u"single"_s << false << u"unknown"_s
                                            << u"unknown — no memory total for GPU 1 \\(NVIDIA GB10\\): nvidia-smi reports no memory total"_s
                                            << QStringList{u"GPU 0 · NVIDIA H100 80GB HBM3: 79\\.6 GiB \\(memory from nvidia-smi\\)"_s,
                                                           u"GPU 1 · NVIDIA GB10: unknown — nvidia-smi reports no memory total"_s};
        QTest::newRow("no GPU") << QList<ptq::GpuInfo>{} << u"single"_s << false << u"unknown"_s
                                << u"unknown — no GPU was detected \\(nvidia-smi, rocminfo and PyTorch were asked\\), so the fit cannot be judged"_s
                                << QStringList{};
        QTest::newRow("CPU run") << QList<ptq::GpuInfo>{h100} << u"cpu"_s << false << u"fits"_s
                                 << u"not needed: a CPU run uses host RAM \\(about \\d+\\.\\d GiB\\)"_s << QStringList{};
    }

    void estimate_perGpuFit()
    {
        QFETCH(QList<ptq::GpuInfo>, gpus);
        QFETCH(QString, strategy);
        QFETCH(bool, gptq);
        QFETCH(QString, verdict);
        QFETCH(QString, fit);
        QFETCH(QStringList, lines);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        Json plan;
        if (gptq) {
            PlanIntent i;
            i.scheme = u"uint4_wo_128"_s;
            i.algorithms = {u"gptq"_s};
            i.numCalibData = 2048;
            i.seqLen = 2048;
            i.deviceStrategy = strategy;
            plan = planFor(analysis, i);
        } else {
            plan = fp8Plan(analysis, strategy);
        }
        const ptq::ResourceEstimate e = estimateOf(analysis, plan, gpus);
        QCOMPARE(ptq::fitName(e.verdict), verdict);
        QVERIFY2(QRegularExpression(u"^(?:"_s + fit + u")$"_s).match(e.fitText).hasMatch(), qPrintable(e.fitText));
        QCOMPARE(e.gpuLines.size(), lines.size());
        for (qsizetype i = 0; i < lines.size(); ++i)
            QVERIFY2(QRegularExpression(u"^(?:"_s + lines[i] + u")$"_s).match(e.gpuLines[i]).hasMatch(), qPrintable(e.gpuLines[i]));
        if (verdict != u"unknown"_s && strategy != u"cpu"_s) {
            // The shares add up to the whole need, with one runtime per further GPU.
            double sum = 0;
            for (const ptq::GpuFit &f : e.gpuFits)
                sum += f.needGiB;
            QVERIFY(qAbs(sum - (e.acceleratorGiB + double(gpus.size() - 1))) < 1e-6);
            // The first GPU carries the calibration: with GPUs alike its share is the largest.
            for (const ptq::GpuFit &f : e.gpuFits)
                QVERIFY(f.needGiB <= e.gpuFits[0].needGiB || f.totalGiB != e.gpuFits[0].totalGiB);
        }
        const Json json = e.toJson();
        QCOMPARE(QString::fromStdString(json["fit"].get<std::string>()), e.fitText);
        QCOMPARE(json["gpus"].size(), std::size_t(e.gpuFits.size()));
    }

    /// Sizes and counts read as people write them, in the UI's locale (issue #19: "download
    /// 0.0 GiB", "1.565e+05 parameters"); the run time is a range with its basis, or "unknown"
    /// with why.
    void estimate_humanSizesCountsAndRunTime()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        Json tiny = analysisFor(u"llama-3.1-8b"_s);
        tiny["model"]["parameters"] = 156500;
        tiny["model"]["weight_bytes"] = 313000;
        tiny["model"]["hidden_size"] = 64;
        tiny["model"]["intermediate_size"] = 256;
        tiny["model"]["num_hidden_layers"] = 2;
        tiny["model"]["vocab_size"] = 1000;
        tiny["source"]["kind"] = "hub";
        const ptq::GpuInfo h100 = gpu(0, u"nvidia"_s, u"NVIDIA H100 80GB HBM3"_s, 81559, u"nvidia-smi"_s);
        const ptq::ResourceEstimate e = estimateOf(tiny, fp8Plan(tiny), {h100});
        QCOMPARE(ptq::ResourceEstimator::sizeText(e.downloadGiB * kGiB), u"305.7 KiB"_s); // 313000 B
        QVERIFY2(ptq::ResourceEstimator::sizeText(e.outputGiB * kGiB).endsWith(u" KiB"_s),
                 qPrintable(ptq::ResourceEstimator::sizeText(e.outputGiB * kGiB)));
        const QString all = e.inputs.join(u'\n') + e.timeText + e.fitText;
        QVERIFY2(all.contains(u"156,500 parameters"_s), qPrintable(all));
        QVERIFY2(!all.contains(u"e+"_s), qPrintable(all));
        QCOMPARE(ptq::ResourceEstimator::sizeText(3.5 * 1024 * 1024), u"3.5 MiB"_s);
        QCOMPARE(ptq::ResourceEstimator::sizeText(16.1 * kGiB), u"16.1 GiB"_s);
        QCOMPARE(ptq::ResourceEstimator::sizeText(0), u"0 bytes"_s);
        QCOMPARE(ptq::ResourceEstimator::countText(156500), u"156,500"_s);
        QCOMPARE(ptq::ResourceEstimator::countText(8030261248.0), u"8,030,261,248 (8.03 billion)"_s);
        QCOMPARE(ptq::ResourceEstimator::gibText(191.69), u"192"_s);
        QCOMPARE(ptq::ResourceEstimator::gibText(79.65), u"79.7"_s);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(ptq::ResourceEstimator::countText(156500), u"156.500"_s);
        QCOMPARE(ptq::ResourceEstimator::sizeText(313000), u"305,7 KiB"_s);
        QCOMPARE(ptq::ResourceEstimator::gibText(38.24), u"38,2"_s);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));

        // The run time: a range (low below high) with what it rests on; more work, more time.
        QVERIFY2(QRegularExpression(u"^about \\d+–\\d+ minutes \\(a rule of thumb from 156,500 parameters, 512 samples × "
                                    u"512 tokens, no algorithm; not measured on this machine; the download comes on top\\)$"_s)
                     .match(e.timeText).hasMatch(),
                 qPrintable(e.timeText));
        QVERIFY(e.timeLowMinutes > 0 && e.timeLowMinutes < e.timeHighMinutes);
        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        const ptq::ResourceEstimate fp8 = estimateOf(analysis, fp8Plan(analysis), {h100});
        PlanIntent i;
        i.scheme = u"uint4_wo_128"_s;
        i.algorithms = {u"gptq"_s};
        i.numCalibData = 2048;
        i.seqLen = 2048;
        const ptq::ResourceEstimate gptq = estimateOf(analysis, planFor(analysis, i), {h100});
        QVERIFY(fp8.timeHighMinutes > e.timeHighMinutes);
        QVERIFY(gptq.timeLowMinutes > fp8.timeLowMinutes && gptq.timeHighMinutes > fp8.timeHighMinutes);
        QVERIFY2(gptq.timeText.contains(u"hours"_s) && gptq.timeText.contains(u"gptq"_s), qPrintable(gptq.timeText));
        QVERIFY2(!fp8.timeText.contains(u"download"_s), qPrintable(fp8.timeText)); // a local model
        Json unknownSize = analysis;
        unknownSize["model"]["parameters"] = nullptr;
        QCOMPARE(estimateOf(unknownSize, fp8Plan(analysis), {h100}).timeText,
                 u"unknown — the analysis has no parameter count"_s);
        QVERIFY(estimateOf(analysis, fp8Plan(analysis, u"cpu"_s), {}).timeText.startsWith(u"unknown — "_s));
        QVERIFY(estimateOf(unknownSize, fp8Plan(analysis), {h100}).toJson()["time_minutes"].is_null());
    }

    /// The estimate's new fields keep the manifest valid against both schemas.
    void manifest_recordsThePerGpuFit()
    {
        QTemporaryDir dir;
        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        const Json plan = fp8Plan(analysis);
        ptq::ManifestInputs in = inputsFor(analysis, plan, dir.path());
        QTemporaryDir elsewhere;
        in.outputDir = ptq::OutputDirRules::check(elsewhere.filePath(u"out"_s), u"/m"_s, dir.path(), 0);
        in.command = ptq::CommandBuilder::build(ptq::test::typedPlan(plan), ptq::AnalysisFacts::fromJson(analysis), ptq::QuarkCatalog::newest(), u"/opt/q/bin/quark-cli"_s,
                                                in.outputDir.path);
        in.environment.gpus = {gpu(0, u"amd"_s, u"AMD Instinct MI300X"_s, 196288, u"PyTorch"_s),
                               gpu(1, u"amd"_s, u"AMD Instinct MI300X"_s, 0, QString(), u"no source"_s)};
        in.estimate = estimateOf(analysis, plan, in.environment.gpus);
        const Json manifest = ptq::ManifestBuilder::build(in);
        const ptq::ArtifactCheck check = ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, manifest);
        QVERIFY2(check.studioValid(), qPrintable(check.studio.value(0).toString()));
        QVERIFY2(check.contractValid(), qPrintable(check.contract.value(0).toString()));
        QCOMPARE(manifest["resources"]["gpus"].size(), std::size_t(2));
        QVERIFY(manifest["resources"]["gpus"][1]["total_gib"].is_null());
        QVERIFY(manifest["resources"]["gpus"][1]["why"] == "no source");
        QVERIFY(manifest["environment"]["gpus"][0]["memory_source"] == "PyTorch");
    }

    /// The manifest's inputs (the model, its revision and commit) and its accuracy threshold come
    /// from the typed analysis and plan: a model from the Hub names its revision and commit, a
    /// local one neither (null); a plan's own ratio is the threshold, from the plan.
    void manifest_inputsComeFromTheTypedDocuments()
    {
        QTemporaryDir dir;
        Json analysis = analysisFor(u"llama-3.1-8b"_s);
        Json plan = fp8Plan(analysis);
        plan["evaluation_intent"] = "smoke";
        plan["intent"]["max_perplexity_ratio"] = 1.2;
        plan["intent"]["max_perplexity_ratio_source"] = "user";
        ptq::ManifestInputs in = inputsFor(analysis, plan, dir.path());
        in.checksUnavailable = u"no python"_s;
        const std::string commit(40, 'c');
        in.analysis["source"] = {{"kind", "hub"}, {"repo_id", "org/m"}, {"revision", "v2"}, {"commit", commit}, {"files", Json::array()}};
        Json manifest = ptq::ManifestBuilder::build(in);
        QVERIFY(manifest["inputs"]["model"] == analysis["model"]["model_path"]);
        QVERIFY(manifest["inputs"]["revision"] == "v2");
        QVERIFY(manifest["inputs"]["commit"] == commit);
        QVERIFY(manifest["outputs"]["accuracy"]["threshold"] == 1.2);
        QVERIFY(manifest["outputs"]["accuracy"]["threshold_source"] == "plan");
        QVERIFY(manifest["blocked_by"].empty() || manifest["blocked_by"].dump().find("not confirmed") == std::string::npos);

        in.analysis["source"] = {{"kind", "local"}, {"path", "/m"}, {"files", Json::array()}};
        in.plan["intent"].erase("max_perplexity_ratio");
        in.plan["intent"]["max_perplexity_ratio_source"] = "priority";
        in.plan["requires_confirmation"] = true;
        manifest = ptq::ManifestBuilder::build(in);
        QVERIFY(manifest["inputs"]["revision"].is_null());
        QVERIFY(manifest["inputs"]["commit"].is_null());
        QVERIFY(manifest["outputs"]["accuracy"]["threshold_source"] == "priority");
        QVERIFY(manifest["blocked_by"].dump().find("not confirmed") != std::string::npos);

        in.plan["evaluation_intent"] = "none";
        QVERIFY(!ptq::ManifestBuilder::build(in)["outputs"].contains("accuracy"));
    }

    // The approval digest is read through RunManifest (its target record, the environment's data
    // variables, the check steps); the digest is the one the document always gave. The expected
    // values are sha256 of the canonical binding computed outside the app (sorted keys, compact).
    void approvalDigest_readThroughTheTypeIsTheDocumentsDigest()
    {
        const QByteArray a(64, 'a');
        const QByteArray p(64, 'b');
        Json manifest = ptq::test::makeManifest(a, p, false);
        QCOMPARE(ptq::approvalDigestOfManifest(manifest).value_or(QByteArray()),
                 QByteArray("c9aab84e87c68db2bd357112164ec3e40564b0cc6e997be1b5181670de5c9f50"));
        manifest["environment"]["variables"] = {{"HF_DATASETS_CACHE", "/data/hf/datasets"}, {"HF_HUB_OFFLINE", "1"}, {"PATH", "/usr/bin"}};
        manifest["target"] = {{"kind", "ssh"},
                              {"name", "mi300-box"},
                              {"profile", {{"host", "gpu.example"}, {"user", "me"}, {"slurm", nullptr}}},
                              {"run_id", "run-1"},
                              {"run_dir", "/scratch/ptq/run-1"},
                              {"script_name", "run.sh"},
                              {"script", "#!/bin/sh\nexec quark-cli\n"}};
        const std::string sha(64, 'c');
        manifest["steps"].push_back({{"name", "baseline-perplexity"},
                                     {"kind", "validate"},
                                     {"argv", {"/env/bin/python", "ptq_checks.py", "baseline", "--dataset", "wikitext"}},
                                     {"env", {{"PYTHONUNBUFFERED", "1"}, {"HF_HUB_OFFLINE", "1"}}},
                                     {"script_sha256", sha},
                                     {"status", "pending"}});
        manifest["steps"].push_back({{"name", "load-check"},
                                     {"kind", "validate"},
                                     {"argv", {"/env/bin/python", "ptq_checks.py", "load"}},
                                     {"env", Json::object()},
                                     {"script_sha256", sha},
                                     {"status", "succeeded"}});
        manifest["steps"].push_back({{"name", "older-check"}, {"kind", "validate"}}); // no argv: not bound
        const QByteArray expected("9bc4eda1aa3634410db0014177809c816c8c292339f7019d8e93031c6c2549e6");
        QCOMPARE(ptq::approvalDigestOfManifest(manifest).value_or(QByteArray()), expected);
        const ptq::Result<ptq::RunManifest> typed = ptq::RunManifest::fromJson(manifest);
        QVERIFY(typed.ok());
        QCOMPARE(ptq::approvalDigestOfManifest(*typed).value_or(QByteArray()), expected);
        QCOMPARE(typed->checkSteps().size(), 3);
        QVERIFY(!typed->checkSteps().at(2).hasArgv);
        // A variable that is not a data cache is not bound; a target of kind "local" binds nothing.
        Json otherPath = manifest;
        otherPath["environment"]["variables"]["PATH"] = "/elsewhere";
        QCOMPARE(ptq::approvalDigestOfManifest(otherPath).value_or(QByteArray()), expected);
        Json local = manifest;
        local["target"]["kind"] = "local";
        Json none = manifest;
        none.erase("target");
        QCOMPARE(ptq::approvalDigestOfManifest(local).value_or(QByteArray()), ptq::approvalDigestOfManifest(none).value_or(QByteArray()));
        QVERIFY(ptq::approvalDigestOfManifest(none) != std::optional(expected));
    }

    void manifest_isValidAndApprovalBindsTheCommand()
    {
        QTemporaryDir dir;
        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        const QByteArray analysisSha = ptq::test::writeArtifact(dir.path(), ptq::ArtifactKind::Analysis, analysis);
        PlanIntent i;
        i.scheme = u"fp8"_s;
        Json plan = ptq::Planner::confirm(ptq::Planner::plan(ptq::AnalysisFacts::fromJson(analysis), analysisSha, i, ptq::QuarkCatalog::newest()).plan);
        const QByteArray planSha = ptq::test::writeArtifact(dir.path(), ptq::ArtifactKind::Plan, plan);
        ptq::ManifestInputs in = inputsFor(analysis, plan, dir.path(), analysisSha, planSha);
        QTemporaryDir elsewhere; // the export beside the workspace, never inside it
        in.outputDir = ptq::OutputDirRules::check(elsewhere.filePath(u"out"_s), u"/m"_s, dir.path(), 0);
        in.command = ptq::CommandBuilder::build(ptq::test::typedPlan(plan), ptq::AnalysisFacts::fromJson(analysis), ptq::QuarkCatalog::newest(), u"/opt/q/bin/quark-cli"_s,
                                                in.outputDir.path);
        in.estimate = estimateOf(analysis, plan, {});
        Json manifest = ptq::ManifestBuilder::build(in);
        const ptq::ArtifactCheck check = ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, manifest);
        QVERIFY2(check.studioValid(), qPrintable(check.studio.value(0).toString()));
        QVERIFY(manifest["approval"]["status"] == "pending");
        QCOMPARE(manifest["checkpoints"].size(), std::size_t(4));
        // The token binds the command, its environment, the output folder, the workspace and the inputs.
        ptq::ApprovalBinding expected{in.command.argv, in.command.env, in.outputDir.path, in.workspace, in.analysisSha, in.planSha, ptq::Json(), {}};
        // ... and the export checks that run after it (the load check is on by default).
        expected.checks = Json::array();
        for (const Json &step : ptq::ManifestBuilder::checkSteps(in))
            expected.checks.push_back(
                {{"name", step["name"]}, {"argv", step["argv"]}, {"env", step["env"]}, {"script_sha256", step["script_sha256"]}});
        QCOMPARE(expected.checks.size(), std::size_t(1));
        QCOMPARE(ptq::ManifestBuilder::token(manifest), expected.digest());

        ptq::Result<Json> approved = ptq::ManifestBuilder::approve(manifest);
        QVERIFY(approved.ok());
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, *approved).studioValid());
        ptq::test::writeArtifact(dir.path(), ptq::ArtifactKind::Manifest, *approved);
        QCOMPARE(ptq::WorkspaceInspector::inspect(dir.path()).resumeAt, ptq::Checkpoint::ResultAcceptance);

        // Blocked manifests cannot be approved.
        in.findings.append({u"torch-cpu-only"_s, true, u"CPU-only torch"_s, u"evidence"_s, u"fix"_s});
        ptq::Result<Json> refused = ptq::ManifestBuilder::approve(ptq::ManifestBuilder::build(in));
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(u"CPU-only torch"_s));
    }
};

QTEST_GUILESS_MAIN(TestCommand)
#include "tst_command.moc"
