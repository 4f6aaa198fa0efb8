// Step 3: the exact argv, its shell quoting, the environment check, the output folder rules,
// the estimate and the manifest with its approval.
#include "workflow/workspacestate.h"
#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "artifacts/schemavalidator.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "command/manifestbuilder.h"
#include "command/pythonidentity.h"
#include "plan/planner.h"
#include "source/localreader.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using ptq::Json;
using ptq::PlanIntent;

Q_DECLARE_METATYPE(ptq::PlanIntent)
Q_DECLARE_METATYPE(ptq::EnvironmentFacts)
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
    const ptq::PlanOutcome outcome = ptq::Planner::plan(analysis, QByteArray(64, 'a'), intent,
                                                        ptq::QuarkCatalog::capabilities(generation));
    if (!outcome.ok())
        qFatal("plan refused: %s", qPrintable(outcome.violations.constFirst().message));
    return ptq::Planner::confirm(outcome.plan);
}

} // namespace

class TestCommand : public QObject
{
    Q_OBJECT

private slots:
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
        const ptq::CommandSpec c = ptq::CommandBuilder::build(plan, analysis, ptq::QuarkCatalog::capabilities(u"0.12"_s),
                                                              u"/venv/bin/quark-cli"_s, u"/out/model q"_s);
        QVERIFY2(c.problems.isEmpty(), qPrintable(c.problems.join(u'\n')));
        const QString model = ptq::test::fixturePath(u"models/"_s + fixture);
        QCOMPARE(c.argv.mid(0, 6), (QStringList{u"/venv/bin/quark-cli"_s, u"torch-llm-ptq"_s, u"--model_dir"_s, model,
                                                u"--output_dir"_s, u"/out/model q"_s}));
        QCOMPARE(c.argv.mid(6), tail);
        QCOMPARE(c.env.value(u"PYTHONUNBUFFERED"_s), u"1"_s);
    }

    void argv_neverUsesAFlagTheCliLacks()
    {
        PlanIntent i;
        i.scheme = u"fp8"_s;
        i.evaluation = u"full"_s;
        i.evaluationDataset = u"wikitext"_s;
        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        const Json plan = planFor(analysis, i);
        const ptq::CommandSpec c = ptq::CommandBuilder::build(plan, analysis, ptq::QuarkCatalog::capabilities(u"0.11"_s),
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
        const QList<ptq::Finding> findings = ptq::EnvironmentRules::assess(facts, planFor(analysisFor(u"llama-3.1-8b"_s), intent));
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
            for (const ptq::Finding &f : ptq::EnvironmentRules::assess(nvidiaOnly, planFor(analysisFor(u"llama-3.1-8b"_s), intent)))
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
        QCOMPARE(QDir(cache).entryList({u"*.env.txt"_s}, QDir::Files).size(), 1);

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
    }

    void smiParsers_toleratePlaceholders()
    {
        QString driver;
        const QList<ptq::GpuInfo> gpus = ptq::EnvironmentRules::parseNvidiaSmiCsv(
            "0, NVIDIA GB10, [N/A], [N/A], 12.1, 580.00\n1, NVIDIA H100 80GB HBM3, 81559, 71234, 9.0, 550.54.15\r\n", &driver);
        QCOMPARE(gpus.size(), 2);
        QCOMPARE(gpus[0].totalMiB, 0);
        QCOMPARE(gpus[0].usedMiB, -1);
        QCOMPARE(gpus[1].usedMiB, 71234);
        QCOMPARE(driver, u"550.54.15"_s);
        QVERIFY(ptq::EnvironmentRules::parseNvidiaSmiCsv("No devices were found\n").isEmpty());
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
        ptq::GpuInfo h100{0, u"nvidia"_s, u"H100"_s, u"9.0"_s, 81559, 0};
        const ptq::ResourceEstimate e = ptq::ResourceEstimator::estimate(analysis, plan, {h100});
        QVERIFY(e.weightsGiB > 14 && e.weightsGiB < 16);
        QVERIFY(e.cachedInputsGiB > 30);
        QVERIFY(e.algorithmGiB > 0);
        QCOMPARE(e.verdict, u"does-not-fit"_s); // 15 GiB of weights + 64 GiB of cached inputs on 80 GiB
        QVERIFY2(e.knob.contains(u"num_calib_data"_s), qPrintable(e.knob));
        QVERIFY(e.inputs.size() >= 5);
        const ptq::ResourceEstimate none = ptq::ResourceEstimator::estimate(analysis, plan, {});
        QCOMPARE(none.verdict, u"unknown"_s);
        const ptq::ResourceEstimate two = ptq::ResourceEstimator::estimate(analysis, planFor(analysis, [] {
                                                                               PlanIntent p;
                                                                               p.scheme = u"fp8"_s;
                                                                               return p;
                                                                           }()),
                                                                           {h100, h100});
        QCOMPARE(two.verdict, u"fits"_s);
    }

    void manifest_isValidAndApprovalBindsTheCommand()
    {
        QTemporaryDir dir;
        const Json analysis = analysisFor(u"llama-3.1-8b"_s);
        const QByteArray analysisSha = ptq::test::writeArtifact(dir.path(), ptq::ArtifactKind::Analysis, analysis);
        PlanIntent i;
        i.scheme = u"fp8"_s;
        Json plan = ptq::Planner::confirm(ptq::Planner::plan(analysis, analysisSha, i, ptq::QuarkCatalog::newest()).plan);
        const QByteArray planSha = ptq::test::writeArtifact(dir.path(), ptq::ArtifactKind::Plan, plan);
        ptq::ManifestInputs in;
        in.analysis = analysis;
        in.analysisSha = analysisSha;
        in.plan = plan;
        in.planSha = planSha;
        in.workspace = dir.path();
        QTemporaryDir elsewhere; // the export beside the workspace, never inside it
        in.outputDir = ptq::OutputDirRules::check(elsewhere.filePath(u"out"_s), u"/m"_s, dir.path(), 0);
        in.command = ptq::CommandBuilder::build(plan, analysis, ptq::QuarkCatalog::newest(), u"/opt/q/bin/quark-cli"_s,
                                                in.outputDir.path);
        in.estimate = ptq::ResourceEstimator::estimate(analysis, plan, {});
        Json manifest = ptq::ManifestBuilder::build(in);
        const ptq::ArtifactCheck check = ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, manifest);
        QVERIFY2(check.studioValid(), qPrintable(check.studio.value(0).toString()));
        QVERIFY(manifest["approval"]["status"] == "pending");
        QCOMPARE(manifest["checkpoints"].size(), std::size_t(4));
        // The token binds the command, its environment, the output folder, the workspace and the inputs.
        ptq::ApprovalBinding expected{in.command.argv, in.command.env, in.outputDir.path, in.workspace, in.analysisSha, in.planSha};
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
