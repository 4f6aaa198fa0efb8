// Serve readiness (what makes vLLM refuse a Quark export at a tensor-parallel size, the vllm and
// lm_eval commands) and the model card (README.md in the Hugging Face format) — issue #35.
#include "artifacts/artifactio.h"
#include "artifacts/schemavalidator.h"
#include "handoff/modelcard.h"
#include "handoff/servereadiness.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using ptq::Json;
using ptq::jsonField;
using ptq::ModelCard;
using ptq::ServeRecord;
using ptq::test::typedPlan;
using ptq::ServeFinding;
using ptq::ServeReadiness;

namespace {

Json studio(const char *name)
{
    const QString path = ptq::test::fixturePath(u"artifacts/studio/"_s + QString::fromLatin1(name));
    const ptq::Result<ptq::LoadedDocument> doc = ptq::ArtifactIo::load(path);
    if (!doc)
        qFatal("cannot read %s", qPrintable(path));
    return doc->json;
}

/// An analysis with these sizes (a dense llama-like decoder of 2 layers).
Json analysisWith(qint64 heads, qint64 kvHeads, qint64 hidden, qint64 intermediate)
{
    Json a = studio("model_analysis.json");
    Json &m = a["model"];
    m["model_type"] = "llama";
    m["num_hidden_layers"] = 2;
    m["num_attention_heads"] = heads;
    m["num_key_value_heads"] = kvHeads;
    m["hidden_size"] = hidden;
    m["intermediate_size"] = intermediate;
    m.erase("head_dim");
    return a;
}

Json planWith(const QString &scheme, const QStringList &exclude = {u"lm_head"_s}, const Json &overrides = Json::object())
{
    Json p = studio("quant_plan.json");
    p["global_scheme"] = scheme.toStdString();
    p["exclude_layers"] = ptq::toJsonArray(exclude);
    p["layer_quant_config"] = overrides;
    p["kv_cache_scheme"] = nullptr;
    return p;
}

QStringList ids(const QList<ServeFinding> &findings)
{
    QStringList list;
    for (const ServeFinding &f : findings)
        list.append(f.id);
    return list;
}

QStringList blockingIds(const QList<ServeFinding> &findings)
{
    QStringList list;
    for (const ServeFinding &f : findings) {
        if (f.severity == ServeFinding::Severity::Blocking)
            list.append(f.id);
    }
    return list;
}

Json exportConfig(const QString &fixture)
{
    return ptq::test::readJson(ptq::test::fixturePath(u"exports/"_s + fixture + u"/config.json"_s));
}

Json manifestAt(const QString &outputDir)
{
    Json m = studio("run_manifest.yaml");
    m["outputs"]["output_dir"] = outputDir.toStdString();
    return m;
}

} // namespace

class TestHandoff : public QObject
{
    Q_OBJECT

private slots:

    // --- serve readiness: the plan, before the run ---

    void tensorParallelSize_isThePlansIntent_orOne()
    {
        Json plan = studio("quant_plan.json");
        QCOMPARE(ServeReadiness::tensorParallelSizeOf(typedPlan(plan)), 1);
        plan["intent"]["tensor_parallel_size"] = 4;
        QCOMPARE(ServeReadiness::tensorParallelSizeOf(typedPlan(plan)), 4);
        plan["intent"]["tensor_parallel_size"] = 0;
        QCOMPARE(ServeReadiness::tensorParallelSizeOf(typedPlan(plan)), 1);
        plan["intent"]["tensor_parallel_size"] = "8";
        QCOMPARE(ServeReadiness::tensorParallelSizeOf(typedPlan(plan)), 1);
    }

    void forPlan_widthsThatDoAndDoNotDivide_data()
    {
        QTest::addColumn<qint64>("heads");
        QTest::addColumn<qint64>("kvHeads");
        QTest::addColumn<qint64>("hidden");
        QTest::addColumn<qint64>("intermediate");
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<int>("tp");
        QTest::addColumn<QStringList>("blocking");
        QTest::addColumn<QStringList>("others");
        const QStringList none;
        // Qwen2.5-7B: 28 heads, 4 KV heads, intermediate 18944.
        for (int tp : {1, 2, 4})
            QTest::addRow("qwen2.5-7b fp8 tp%d", tp) << 28ll << 4ll << 3584ll << 18944ll << u"fp8"_s << tp << none << none;
        QTest::newRow("qwen2.5-7b fp8 tp8: 28 heads") << 28ll << 4ll << 3584ll << 18944ll << u"fp8"_s << 8
                                                       << QStringList{u"tp-attention-heads"_s}
                                                       << QStringList{u"tp-kv-replicated"_s};
        // Llama-2-7B: intermediate 11008 = 86 × 128; per shard 5504 (43 × 128) at TP 2, 2752 at TP 4.
        QTest::newRow("llama2-7b int4_wo_128 tp1") << 32ll << 32ll << 4096ll << 11008ll << u"int4_wo_128"_s << 1 << none
                                                   << QStringList{u"scheme-recent-vllm"_s};
        QTest::newRow("llama2-7b int4_wo_128 tp2") << 32ll << 32ll << 4096ll << 11008ll << u"int4_wo_128"_s << 2 << none
                                                   << QStringList{u"scheme-recent-vllm"_s};
        for (int tp : {4, 8})
            QTest::addRow("llama2-7b int4_wo_128 tp%d: down_proj per shard", tp)
                << 32ll << 32ll << 4096ll << 11008ll << u"int4_wo_128"_s << tp << QStringList{u"tp-group-down_proj"_s}
                << QStringList{u"scheme-recent-vllm"_s};
        // MX groups of 32 divide 11008 / 8 = 1376.
        QTest::newRow("llama2-7b mxfp4 tp8") << 32ll << 32ll << 4096ll << 11008ll << u"mxfp4"_s << 8 << none << none;
        // o_proj: 32 heads × 128 = 4096 / 8 = 512 per shard is fine for 128; 20 × 64 = 1280 / 4 = 320 is not
        // (down_proj: 5120 / 4 = 1280 is).
        QTest::newRow("20 heads of 64 int4_wo_128 tp4: o_proj per shard")
            << 20ll << 4ll << 1280ll << 5120ll << u"int4_wo_128"_s << 4 << QStringList{u"tp-group-o_proj"_s}
            << QStringList{u"scheme-recent-vllm"_s};
        QTest::newRow("20 heads of 64 int4_wo_128 tp2") << 20ll << 4ll << 1280ll << 5120ll << u"int4_wo_128"_s << 2 << none
                                                        << QStringList{u"scheme-recent-vllm"_s};
        QTest::newRow("intermediate 11010 tp8") << 32ll << 8ll << 4096ll << 11010ll << u"fp8"_s << 8
                                                << QStringList{u"tp-intermediate"_s} << none;
        QTest::newRow("intermediate 11010 tp2") << 32ll << 8ll << 4096ll << 11010ll << u"fp8"_s << 2 << none << none;
        QTest::newRow("6 KV heads tp4") << 24ll << 6ll << 3072ll << 8192ll << u"fp8"_s << 4
                                        << QStringList{u"tp-kv-heads"_s} << none;
        QTest::newRow("tp 0") << 32ll << 8ll << 4096ll << 11008ll << u"fp8"_s << 0 << QStringList{u"tp-invalid"_s} << none;
        // hidden 2880 (= 64 heads × 45) is not a multiple of 128: every layer fails, at any TP.
        QTest::newRow("hidden 2880 int4_wo_128") << 64ll << 8ll << 2880ll << 2880ll << u"int4_wo_128"_s << 1
                                                 << QStringList{u"group-hidden"_s, u"tp-group-o_proj"_s, u"tp-group-down_proj"_s}
                                                 << QStringList{u"scheme-recent-vllm"_s};
    }

    void forPlan_widthsThatDoAndDoNotDivide()
    {
        QFETCH(qint64, heads);
        QFETCH(qint64, kvHeads);
        QFETCH(qint64, hidden);
        QFETCH(qint64, intermediate);
        QFETCH(QString, scheme);
        QFETCH(int, tp);
        QFETCH(QStringList, blocking);
        QFETCH(QStringList, others);
        const QList<ServeFinding> findings =
            ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysisWith(heads, kvHeads, hidden, intermediate)), typedPlan(planWith(scheme)), tp);
        QCOMPARE(blockingIds(findings), blocking);
        QStringList rest = ids(findings);
        for (const QString &b : blocking)
            rest.removeOne(b);
        QCOMPARE(rest, others);
        QCOMPARE(ServeReadiness::hasBlocking(findings), !blocking.isEmpty());
        for (const ServeFinding &f : findings) {
            QVERIFY(!f.text.english().isEmpty());
            QVERIFY(!f.fix.english().isEmpty());
        }
    }

    void forPlan_perShardFinding_namesTheNumbers()
    {
        const QList<ServeFinding> findings =
            ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysisWith(32, 32, 4096, 11008)), typedPlan(planWith(u"int4_wo_128"_s)), 8);
        const auto it = std::find_if(findings.cbegin(), findings.cend(),
                                     [](const ServeFinding &f) { return f.id == u"tp-group-down_proj"_s; });
        QVERIFY(it != findings.cend());
        const QString said = it->text.english();
        QVERIFY2(said.contains(u"11008"_s) && said.contains(u"1376"_s) && said.contains(u"128"_s), qPrintable(said));
    }

    void forPlan_fusedGroups_quantizedAlike_data()
    {
        QTest::addColumn<QStringList>("exclude");
        QTest::addColumn<QString>("overridePattern");
        QTest::addColumn<QString>("overrideScheme");
        QTest::addColumn<QStringList>("blocking");
        QTest::newRow("defaults") << QStringList{u"lm_head"_s} << QString() << QString() << QStringList();
        QTest::newRow("q_proj excluded alone") << QStringList{u"lm_head"_s, u"*.q_proj"_s} << QString() << QString()
                                               << QStringList{u"fused-qkv"_s};
        QTest::newRow("one layer's v_proj excluded")
            << QStringList{u"lm_head"_s, u"model.layers.1.self_attn.v_proj"_s} << QString() << QString()
            << QStringList{u"fused-qkv"_s};
        QTest::newRow("all of q/k/v excluded") << QStringList{u"lm_head"_s, u"*.self_attn.*_proj"_s} << QString()
                                               << QString() << QStringList();
        QTest::newRow("k_proj overridden alone") << QStringList{u"lm_head"_s} << u"*k_proj"_s << u"int8"_s
                                                 << QStringList{u"fused-qkv"_s};
        QTest::newRow("up_proj overridden alone") << QStringList{u"lm_head"_s} << u"*up_proj"_s << u"ptpc_fp8"_s
                                                  << QStringList{u"fused-gate-up"_s};
        QTest::newRow("all of gate/up overridden") << QStringList{u"lm_head"_s} << u"*.mlp.[gu]*_proj"_s << u"ptpc_fp8"_s
                                                   << QStringList();
    }

    void forPlan_fusedGroups_quantizedAlike()
    {
        QFETCH(QStringList, exclude);
        QFETCH(QString, overridePattern);
        QFETCH(QString, overrideScheme);
        QFETCH(QStringList, blocking);
        Json overrides = Json::object();
        if (!overridePattern.isEmpty())
            overrides[overridePattern.toStdString()] = overrideScheme.toStdString();
        const QList<ServeFinding> findings =
            ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysisWith(32, 8, 4096, 14336)), typedPlan(planWith(u"fp8"_s, exclude, overrides)), 1);
        QCOMPARE(blockingIds(findings), blocking);
        if (!blocking.isEmpty()) {
            // It names the layer and what each part gets.
            const QString said = findings.constFirst().text.english();
            QVERIFY2(said.contains(u"model.layers."_s)
                         && (said.contains(u"_proj: not quantized"_s) || said.contains(u"_proj: "_s + overrideScheme))
                         && said.contains(u"_proj: fp8"_s),
                     qPrintable(said));
        }
    }

    /// The module names page 2 already read (the model's safetensors index) are the ones checked:
    /// a layer the architecture alone would not name is found.
    void forPlan_usesTheModulesItIsGiven()
    {
        const Json analysis = analysisWith(32, 8, 4096, 14336);
        const Json plan = planWith(u"fp8"_s, {u"lm_head"_s, u"model.layers.99.self_attn.q_proj"_s});
        QCOMPARE(blockingIds(ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysis), typedPlan(plan), 1)), QStringList()); // no layer 99 generated
        const std::vector<std::string> modules{"model.layers.99.self_attn.q_proj", "model.layers.99.self_attn.k_proj",
                                               "model.layers.99.self_attn.v_proj", "lm_head"};
        QCOMPARE(blockingIds(ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysis), typedPlan(plan), 1, modules)), QStringList{u"fused-qkv"_s});
    }

    void forPlan_kvCacheDtype()
    {
        const Json analysis = analysisWith(32, 8, 4096, 14336);
        Json plan = planWith(u"fp8"_s);
        plan["kv_cache_scheme"] = "fp8";
        QCOMPARE(ids(ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysis), typedPlan(plan), 2)), QStringList());
        plan["kv_cache_scheme"] = "int8_per_tensor_static";
        QCOMPARE(blockingIds(ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysis), typedPlan(plan), 2)), QStringList{u"kv-cache-dtype"_s});
        plan["kv_cache_scheme"] = nullptr;
        QCOMPARE(ids(ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysis), typedPlan(plan), 2)), QStringList());
    }

    void forPlan_schemesVllmHasNoLoaderFor()
    {
        const Json analysis = analysisWith(32, 8, 4096, 14336);
        QCOMPARE(blockingIds(ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysis), typedPlan(planWith(u"int4_wa_64"_s)), 1)),
                 QStringList{u"scheme-unsupported"_s});
        QCOMPARE(blockingIds(ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysis), typedPlan(planWith(u"amdfp4"_s)), 1)),
                 QStringList{u"scheme-unsupported"_s});
        // An override's scheme counts too.
        Json overrides = Json::object();
        overrides["*down_proj"] = "int4_fp8";
        QCOMPARE(blockingIds(ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysis), typedPlan(planWith(u"fp8"_s, {u"lm_head"_s}, overrides)), 1)),
                 QStringList{u"scheme-unsupported"_s});
    }

    // The scheme-name table used for plans says what classifying the real export's config.json says.
    void schemeTable_agreesWithRealExports_data()
    {
        QTest::addColumn<QString>("fixture");
        const QDir exports(ptq::test::fixturePath(u"exports"_s));
        for (const QString &name : exports.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (!name.startsWith(u'_') && QFile::exists(exports.filePath(name + u"/config.json"_s)))
                QTest::newRow(qPrintable(name)) << name;
        }
    }

    void schemeTable_agreesWithRealExports()
    {
        QFETCH(QString, fixture);
        const Json meta = ptq::test::readJson(ptq::test::fixturePath(u"exports/"_s + fixture + u"/fixture.json"_s));
        const QString scheme = QString::fromStdString(meta.value("scheme", std::string()));
        const Json config = exportConfig(fixture);
        const Json &global = jsonField(jsonField(config, "quantization_config"), "global_quant_config");
        QVERIFY(global.is_object());
        QCOMPARE(ServeReadiness::vllmSupportOfLayerConfig(global), ServeReadiness::vllmSupportOfScheme(scheme));
    }

    // --- serve readiness: the export, after the run (real quark-cli 0.13 exports) ---

    void forExport_realExport_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("tp");
        QTest::addColumn<QStringList>("blocking");
        QTest::addColumn<QStringList>("all");
        // The tiny llama: 4 heads, 2 KV heads, hidden 128, intermediate 256, head_dim 32.
        QTest::newRow("fp8 tp1") << u"fp8"_s << 1 << QStringList() << QStringList();
        QTest::newRow("fp8 tp2") << u"fp8"_s << 2 << QStringList() << QStringList();
        QTest::newRow("fp8 tp4") << u"fp8"_s << 4 << QStringList() << QStringList{u"tp-kv-replicated"_s};
        QTest::newRow("fp8 tp8") << u"fp8"_s << 8 << QStringList{u"tp-attention-heads"_s}
                                 << QStringList{u"tp-attention-heads"_s, u"tp-kv-replicated"_s};
        QTest::newRow("fp8 kv fp8 tp2") << u"fp8-kv_fp8"_s << 2 << QStringList() << QStringList();
        QTest::newRow("int4_wo_128 tp1") << u"int4_wo_128"_s << 1 << QStringList()
                                         << QStringList{u"scheme-recent-vllm"_s};
        // o_proj: 4 × 32 = 128 inputs, 64 per shard at TP 2; down_proj: 256, 128 per shard.
        QTest::newRow("int4_wo_128 tp2") << u"int4_wo_128"_s << 2 << QStringList{u"tp-group-o_proj"_s}
                                         << QStringList{u"scheme-recent-vllm"_s, u"tp-group-o_proj"_s};
        QTest::newRow("int4_wo_64 tp2") << u"int4_wo_64"_s << 2 << QStringList()
                                        << QStringList{u"scheme-recent-vllm"_s};
        QTest::newRow("mxfp4 tp4") << u"mxfp4"_s << 4 << QStringList() << QStringList{u"tp-kv-replicated"_s};
        QTest::newRow("nvfp4 tp2") << u"nvfp4"_s << 2 << QStringList() << QStringList();
        QTest::newRow("int4_fp8 tp1") << u"int4_fp8"_s << 1 << QStringList{u"scheme-unsupported"_s}
                                      << QStringList{u"scheme-unsupported"_s};
        QTest::newRow("amdfp4 tp1") << u"amdfp4"_s << 1 << QStringList{u"scheme-unsupported"_s}
                                    << QStringList{u"scheme-unsupported"_s};
    }

    void forExport_realExport()
    {
        QFETCH(QString, fixture);
        QFETCH(int, tp);
        QFETCH(QStringList, blocking);
        QFETCH(QStringList, all);
        const QList<ServeFinding> findings = ServeReadiness::forExport(exportConfig(fixture), tp);
        QCOMPARE(blockingIds(findings), blocking);
        QCOMPARE(ids(findings), all);
    }

    void forExport_kvCacheAndFusedGroups()
    {
        // The real fp8 + fp8 KV export, its KV cache made int8.
        Json config = exportConfig(u"fp8-kv_fp8"_s);
        for (const char *p : {"*k_proj", "*v_proj"})
            config["quantization_config"]["layer_quant_config"][p]["output_tensors"]["dtype"] = "int8";
        QCOMPARE(blockingIds(ServeReadiness::forExport(config, 1)), QStringList{u"kv-cache-dtype"_s});

        // The real fp8 export with q_proj alone quantized differently.
        config = exportConfig(u"fp8"_s);
        Json qOnly = config["quantization_config"]["global_quant_config"];
        qOnly["weight"]["qscheme"] = "per_channel";
        qOnly["weight"]["ch_axis"] = 0;
        config["quantization_config"]["layer_quant_config"]["*q_proj"] = qOnly;
        QCOMPARE(blockingIds(ServeReadiness::forExport(config, 1)), QStringList{u"fused-qkv"_s});

        // ... or one layer's v_proj excluded by name.
        config = exportConfig(u"fp8"_s);
        config["quantization_config"]["exclude"].push_back("model.layers.0.self_attn.v_proj");
        QCOMPARE(blockingIds(ServeReadiness::forExport(config, 1)), QStringList{u"fused-qkv"_s});

        // A wildcard exclusion: vLLM's loader matches exactly or by re:, so it warns.
        config = exportConfig(u"fp8"_s);
        config["quantization_config"]["exclude"].push_back("*.mlp.down_proj");
        QCOMPARE(ids(ServeReadiness::forExport(config, 1)), QStringList{u"exclude-glob"_s});

        // Not a Quark export at all.
        QCOMPARE(ids(ServeReadiness::forExport(ptq::test::readJson(
                                                   ptq::test::fixturePath(u"exports/_source_model/config.json"_s)),
                                               1)),
                 QStringList{u"not-quark"_s});
    }

    // --- the commands ---

    void vllmArgv_flagsOnlyWhenThePlanSaysSo()
    {
        const Json manifest = manifestAt(u"/models/out"_s);
        Json plan = planWith(u"fp8"_s);
        QCOMPARE(ServeReadiness::vllmServeArgv(typedPlan(plan), manifest, 1),
                 (QStringList{u"vllm"_s, u"serve"_s, u"/models/out"_s, u"--tensor-parallel-size"_s, u"1"_s}));
        plan["kv_cache_scheme"] = "fp8";
        plan["trust_remote_code"] = true;
        QCOMPARE(ServeReadiness::vllmServeArgv(typedPlan(plan), manifest, 4),
                 (QStringList{u"vllm"_s, u"serve"_s, u"/models/out"_s, u"--tensor-parallel-size"_s, u"4"_s,
                              u"--kv-cache-dtype"_s, u"fp8"_s, u"--trust-remote-code"_s}));
        plan["trust_remote_code"] = false;
        QVERIFY(!ServeReadiness::vllmServeArgv(typedPlan(plan), manifest, 4).contains(u"--trust-remote-code"_s));
        // vLLM reads quant_method from config.json; a --quantization flag is never added.
        QVERIFY(!ServeReadiness::vllmServeArgv(typedPlan(plan), manifest, 4).contains(u"--quantization"_s));
    }

    void lmEvalArgv_sameModelAndFlags()
    {
        const Json manifest = manifestAt(u"/models/out"_s);
        Json plan = planWith(u"fp8"_s);
        QCOMPARE(ServeReadiness::lmEvalArgv(typedPlan(plan), manifest, 2),
                 (QStringList{u"lm_eval"_s, u"--model"_s, u"vllm"_s, u"--model_args"_s,
                              u"pretrained=/models/out,tensor_parallel_size=2,dtype=auto"_s, u"--tasks"_s,
                              u"wikitext"_s, u"--batch_size"_s, u"auto"_s}));
        plan["kv_cache_scheme"] = "fp8";
        plan["trust_remote_code"] = true;
        QCOMPARE(ServeReadiness::lmEvalArgv(typedPlan(plan), manifest, 2, u"hellaswag"_s).mid(4, 3),
                 (QStringList{u"pretrained=/models/out,tensor_parallel_size=2,dtype=auto,kv_cache_dtype=fp8,"
                              "trust_remote_code=True"_s,
                              u"--tasks"_s, u"hellaswag"_s}));
    }

    void displayCommand_quotesForAShell()
    {
        QCOMPARE(ServeReadiness::displayCommand({u"vllm"_s, u"serve"_s, u"/a/b-c_1.2"_s}), u"vllm serve /a/b-c_1.2"_s);
        QCOMPARE(ServeReadiness::displayCommand({u"vllm"_s, u"serve"_s, u"/my models/it's"_s, u""_s}),
                 u"vllm serve '/my models/it'\\''s' ''"_s);
        QCOMPARE(ServeReadiness::displayCommand({u"a$(rm -rf ~)"_s}), u"'a$(rm -rf ~)'"_s);
    }

    void serveRecord_shapeValidates()
    {
        Json manifest = manifestAt(u"/models/out,v=2"_s);
        Json plan = planWith(u"fp8"_s);
        const QList<ServeFinding> findings = ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysisWith(28, 4, 3584, 18944)), typedPlan(plan), 8);
        const Json record = ServeReadiness::serveRecord(typedPlan(plan), manifest, 8, findings);
        QCOMPARE(record["tensor_parallel_size"].get<int>(), 8);
        QCOMPARE(record["checked"].get<std::string>(), std::string("plan"));
        QVERIFY(record["blocking"].get<bool>());
        QCOMPARE(record["vllm_command"].get<std::string>(),
                 std::string("vllm serve /models/out,v=2 --tensor-parallel-size 8"));
        // A comma in the folder breaks lm_eval's --model_args: said.
        QCOMPARE(record["findings"].back()["id"].get<std::string>(), std::string("lm-eval-path"));
        // Findings round-trip.
        const std::optional<ServeFinding> back = ServeFinding::fromJson(record["findings"][0]);
        QVERIFY(back);
        QCOMPARE(*back, findings.first());
        manifest["outputs"]["serve"] = record;
        const QList<ptq::SchemaViolation> violations =
            ptq::SchemaValidator::validate(ptq::ArtifactKind::Manifest, ptq::SchemaLevel::Studio, manifest);
        QVERIFY2(violations.isEmpty(), qPrintable(violations.value(0).toString()));
        // Read back as the type the hand-off panel shows.
        const std::optional<ServeRecord> typed = ServeRecord::fromManifest(manifest);
        QVERIFY(typed);
        QCOMPARE(typed->tensorParallelSize, 8);
        QCOMPARE(typed->checked, u"plan"_s);
        QVERIFY(typed->blocking);
        QCOMPARE(typed->vllmCommand, QString::fromStdString(record["vllm_command"].get<std::string>()));
        QCOMPARE(typed->lmEvalCommand, QString::fromStdString(record["lm_eval_command"].get<std::string>()));
        QCOMPARE(typed->findings.size(), qsizetype(record["findings"].size()));
        QCOMPARE(typed->findings.first(), findings.first());
        QCOMPARE(typed->findings.last().id, u"lm-eval-path"_s);
        QVERIFY(!ServeRecord::fromManifest(manifestAt(u"/models/out"_s)));
        manifest["outputs"]["serve"]["checked"] = "somewhere";
        QVERIFY(!ptq::SchemaValidator::validate(ptq::ArtifactKind::Manifest, ptq::SchemaLevel::Studio, manifest).isEmpty());
    }

    // --- the model card ---

    void card_frontMatter_isYamlWithTheFields()
    {
        const Json analysis = studio("model_analysis.json");
        Json plan = studio("quant_plan.json");
        plan["layer_quant_config"] = Json{{"*down_proj", "ptpc_fp8"}};
        const Json manifest = studio("run_manifest.yaml");
        ModelCard::Inputs extra;
        extra.sourceLicense = u"apache-2.0"_s;
        const QByteArray card = ModelCard::render(ptq::AnalysisFacts::fromJson(analysis), typedPlan(plan), manifest, extra);
        const ptq::Result<Json> front = ModelCard::frontMatterOf(card);
        QVERIFY2(front, qPrintable(front ? QString() : front.error().message));
        QCOMPARE(ptq::jsonString(*front, "base_model"), u"Qwen/Qwen2.5-7B-Instruct"_s);
        QCOMPARE(ptq::jsonString(*front, "base_model_relation"), u"quantized"_s);
        QCOMPARE(ptq::jsonString(*front, "library_name"), u"transformers"_s);
        QCOMPARE(ptq::jsonString(*front, "license"), u"apache-2.0"_s);
        QCOMPARE(ptq::jsonString(*front, "pipeline_tag"), u"text-generation"_s);
        const QStringList tags = ptq::toStringList(jsonField(*front, "tags"));
        QVERIFY2(tags.startsWith(u"quark"_s) && tags.contains(u"fp8"_s) && tags.contains(u"ptpc_fp8"_s)
                     && tags.contains(u"fp8-kv-cache"_s),
                 qPrintable(tags.join(u',')));
        QVERIFY(ModelCard::isOurs(card));

        // The body: scheme, exclusions, overrides, calibration, the command, versions, serving.
        const QString body = QString::fromUtf8(card);
        for (const QString &needle :
             {u"## Quantization"_s, u"`fp8`"_s, u"`lm_head`"_s, u"`*down_proj` → `ptpc_fp8`"_s, u"`pileval`, 128 samples of 512 tokens"_s,
              u"quark-cli torch-llm-ptq --model_dir Qwen/Qwen2.5-7B-Instruct"_s, u"| amd-quark | 0.12 |"_s,
              u"| torch | 2.9.0+rocm6.4 |"_s, u"vllm serve ./qwen2.5-7b-fp8 --tensor-parallel-size 1 --kv-cache-dtype fp8"_s,
              u"lm_eval --model vllm"_s, u"not measured"_s, u"not run"_s}) {
            QVERIFY2(body.contains(needle), qPrintable(needle));
        }
        // A card is published: no path of the machine that made it (found in the walk: a home folder).
        QVERIFY2(!body.contains(u"/home/ml"_s), qPrintable(body));
        // No license known: none invented.
        const ptq::Result<Json> bare = ModelCard::frontMatterOf(ModelCard::render(ptq::AnalysisFacts::fromJson(analysis), typedPlan(plan), manifest));
        QVERIFY(bare);
        QVERIFY(!bare->contains("license"));
    }

    void card_accuracyAndLoadCheck_whenMeasured()
    {
        Json manifest = studio("run_manifest.yaml");
        manifest["outputs"]["accuracy"] = Json{{"baseline", 8.12},  {"quantized", 8.31},   {"ratio", 1.0234},
                                               {"threshold", 1.05}, {"verdict", "within"}, {"dataset", "wikitext"},
                                               {"seq_len", 2048},   {"samples", 140},      {"detail", ""}};
        manifest["outputs"]["load_check"] = Json{{"status", "failed"},
                                                 {"reason", "12 weights were re-initialised"},
                                                 {"missing_keys", {"a", "b"}},
                                                 {"unexpected_keys", Json::array()},
                                                 {"cosine", 0.12},
                                                 {"top1_agreement", 0.25}};
        const QString body = QString::fromUtf8(
            ModelCard::render(ptq::AnalysisFacts::fromJson(studio("model_analysis.json")), typedPlan(studio("quant_plan.json")), manifest));
        QVERIFY2(body.contains(u"| 8.1200 | 8.3100 | 1.0234 | 1.05 | within the threshold |"_s), qPrintable(body));
        QVERIFY(body.contains(u"140 sequences of 2048 tokens"_s));
        QVERIFY(body.contains(u"**The export does not load correctly"_s));
        QVERIFY(body.contains(u"2 missing and 0 unexpected keys"_s));
        QVERIFY(body.contains(u"top-1 agreement 25.0%"_s));
        QVERIFY(!body.contains(u"not measured"_s));
    }

    void card_servesAtTheRecordedTpSize_withItsFindings()
    {
        Json manifest = studio("run_manifest.yaml");
        const Json plan = studio("quant_plan.json");
        const QList<ServeFinding> findings = ServeReadiness::forPlan(ptq::AnalysisFacts::fromJson(analysisWith(28, 4, 3584, 18944)), typedPlan(plan), 8);
        manifest["outputs"]["serve"] = ServeReadiness::serveRecord(typedPlan(plan), manifest, 8, findings);
        QString body = QString::fromUtf8(ModelCard::render(ptq::AnalysisFacts::fromJson(studio("model_analysis.json")), typedPlan(plan), manifest));
        QVERIFY2(body.contains(u"--tensor-parallel-size 8"_s), qPrintable(body));
        QVERIFY(body.contains(u"Checked for tensor-parallel size 8:"_s));
        QVERIFY(body.contains(u"- **blocking**: 28 attention heads do not divide by tensor-parallel size 8"_s));
        QVERIFY(!body.contains(u"vLLM keeps 2 copies"_s)); // info findings stay out of the card
        // Another size asked for: those findings are not about it.
        ModelCard::Inputs extra;
        extra.tensorParallelSize = 4;
        body = QString::fromUtf8(ModelCard::render(ptq::AnalysisFacts::fromJson(studio("model_analysis.json")), typedPlan(plan), manifest, extra));
        QVERIFY(body.contains(u"--tensor-parallel-size 4"_s));
        QVERIFY(!body.contains(u"attention heads do not divide"_s));
        // Published: served and evaluated by the Hub id.
        extra.repoId = u"me/qwen-fp8"_s;
        body = QString::fromUtf8(ModelCard::render(ptq::AnalysisFacts::fromJson(studio("model_analysis.json")), typedPlan(plan), manifest, extra));
        QVERIFY(body.contains(u"vllm serve me/qwen-fp8 --tensor-parallel-size 4"_s));
        QVERIFY(body.contains(u"pretrained=me/qwen-fp8,"_s));
        QVERIFY(body.startsWith(u"---\n"_s) && body.contains(u"\n# me/qwen-fp8\n"_s));
    }

    void card_hostileValues_stayData()
    {
        Json analysis = studio("model_analysis.json");
        const std::string evil = "evil\": x\n---\nlicense: mit\n# [click](http://x) | `tick` <b>";
        analysis["source"].erase("repo_id");
        analysis["model"]["model_path"] = evil;
        Json plan = studio("quant_plan.json");
        plan["global_scheme"] = "fp8\"\n- injected: yes";
        plan["model"]["model_path"] = evil;
        Json manifest = manifestAt(u"/models/out ``` rm -rf /"_s);
        manifest["inputs"]["model"] = evil;
        ModelCard::Inputs extra;
        extra.sourceLicense = u"other: \"see\"\nLICENSE: x"_s;
        extra.sourcePipelineTag = u"text-generation\n---"_s;
        const QByteArray card = ModelCard::render(ptq::AnalysisFacts::fromJson(analysis), typedPlan(plan), manifest, extra);
        const ptq::Result<Json> front = ModelCard::frontMatterOf(card);
        QVERIFY2(front, qPrintable(front ? QString() : front.error().message));
        // Not a Hub id: no base_model rather than a wrong one.
        QVERIFY(!front->contains("base_model"));
        QCOMPARE(ptq::jsonString(*front, "license"), extra.sourceLicense);
        QCOMPARE(ptq::jsonString(*front, "pipeline_tag"), extra.sourcePipelineTag);
        QCOMPARE(ptq::toStringList(jsonField(*front, "tags")).value(1), u"fp8\"\n- injected: yes"_s);
        QCOMPARE(front->size(), std::size_t(4)); // library_name, license, pipeline_tag, tags: nothing injected
        // The body: no heading, link, HTML or fence comes from a value.
        const QString body = QString::fromUtf8(card);
        // Outside code spans and fences, no heading, link or HTML comes from a value.
        QString prose = body;
        prose.remove(QRegularExpression(u"(?s)(`{3,})bash\\n.*?\\n\\1\\n"_s));
        prose.remove(QRegularExpression(u"(`+)(?:(?!\\1).)+?\\1"_s));
        QVERIFY2(!prose.contains(u"[click]("_s), qPrintable(prose));
        QVERIFY2(!prose.contains(u"<b>"_s), qPrintable(prose));
        QVERIFY2(!prose.contains(u"\n# [click"_s) && !prose.contains(u"\n---\nlicense"_s), qPrintable(prose));
        QVERIFY2(prose.contains(u"\\[click\\]"_s), qPrintable(prose));
        // The folder with ``` is inside a longer fence: the block is not closed early.
        QVERIFY2(body.contains(u"````bash\nvllm serve './out ``` rm -rf '"_s), qPrintable(body.mid(body.indexOf(u"## Serve"_s), 300)));
    }

    void licenseFromCard_readsTheSourcesFrontMatter_data()
    {
        QTest::addColumn<QByteArray>("readme");
        QTest::addColumn<QString>("license");
        QTest::addColumn<QString>("pipeline");
        QTest::newRow("plain") << QByteArray("---\nlicense: apache-2.0\npipeline_tag: text-generation\n---\n# Model\n")
                               << u"apache-2.0"_s << u"text-generation"_s;
        QTest::newRow("bom crlf") << QByteArray("\xEF\xBB\xBF---\r\nlanguage:\r\n- en\r\nlicense: llama3.1\r\n---\r\nhi")
                                  << u"llama3.1"_s << QString();
        QTest::newRow("quoted") << QByteArray("---\nlicense: \"other\"\nlicense_name: x\n---\n") << u"other"_s << QString();
        QTest::newRow("no front matter") << QByteArray("# Model\nlicense: mit\n") << QString() << QString();
        QTest::newRow("unclosed") << QByteArray("---\nlicense: mit\n") << QString() << QString();
        QTest::newRow("not yaml") << QByteArray("---\nlicense: [mit\n---\n") << QString() << QString();
        QTest::newRow("a list") << QByteArray("---\nlicense: [mit, apache-2.0]\n---\n") << QString() << QString();
    }

    void licenseFromCard_readsTheSourcesFrontMatter()
    {
        QFETCH(QByteArray, readme);
        QFETCH(QString, license);
        QFETCH(QString, pipeline);
        QCOMPARE(ModelCard::licenseFromCard(readme), license);
        QCOMPARE(ModelCard::pipelineTagFromCard(readme), pipeline);
    }

    void readSourceCard_fromALocalModelOrTheHubCache()
    {
        QTemporaryDir dir;
        Json analysis = studio("model_analysis.json");
        analysis["source"] = Json{{"kind", "local"}, {"path", dir.path().toStdString()}};
        QCOMPARE(ModelCard::readSourceCard(ptq::AnalysisFacts::fromJson(analysis)), QByteArray());
        QFile readme(dir.filePath(u"README.md"_s));
        QVERIFY(readme.open(QIODevice::WriteOnly));
        readme.write("---\nlicense: mit\n---\n");
        readme.close();
        QCOMPARE(ModelCard::licenseFromCard(ModelCard::readSourceCard(ptq::AnalysisFacts::fromJson(analysis))), u"mit"_s);

        // A Hub model: the cache's snapshot at the analysed commit.
        QTemporaryDir cache;
        const QString commit = u"a09a35458c702b33eeacc393d103063234e8bc28"_s;
        const QString snapshot = cache.filePath(u"hub/models--Qwen--Qwen2.5-7B-Instruct/snapshots/"_s + commit);
        QVERIFY(QDir().mkpath(snapshot));
        QFile card(snapshot + u"/README.md"_s);
        QVERIFY(card.open(QIODevice::WriteOnly));
        card.write("---\nlicense: apache-2.0\n---\n");
        card.close();
        QFile config(snapshot + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("{}");
        config.close();
        QProcessEnvironment env;
        env.insert(u"HF_HOME"_s, cache.path());
        QCOMPARE(ModelCard::licenseFromCard(ModelCard::readSourceCard(ptq::AnalysisFacts::fromJson(studio("model_analysis.json")), env)),
                 u"apache-2.0"_s);
    }

    void writeInto_keepsAReadmeThatIsNotOurs()
    {
        QTemporaryDir dir;
        const QString readme = dir.filePath(u"README.md"_s);
        const QString kept = dir.filePath(u"README.source.md"_s);
        auto put = [](const QString &path, const QByteArray &bytes) {
            QFile f(path);
            return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
        };
        auto read = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
        };
        QVERIFY(put(readme, "the source's card\n"));
        const QByteArray card = ModelCard::render(ptq::AnalysisFacts::fromJson(studio("model_analysis.json")), typedPlan(studio("quant_plan.json")),
                                                  manifestAt(dir.path()));
        ptq::Result<ModelCard::Written> written = ModelCard::writeInto(dir.path(), card);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QCOMPARE(written->path, readme);
        QCOMPARE(written->keptSource, kept);
        QCOMPARE(written->sha256, ptq::ArtifactIo::sha256Hex(card));
        QCOMPARE(read(readme), card);
        QCOMPARE(read(kept), QByteArray("the source's card\n"));

        // Ours again: replaced, the kept one untouched.
        const QByteArray card2 = card + "\n";
        written = ModelCard::writeInto(dir.path(), card2);
        QVERIFY(written);
        QVERIFY(written->keptSource.isEmpty());
        QCOMPARE(read(readme), card2);
        QCOMPARE(read(kept), QByteArray("the source's card\n"));

        // A foreign README.md while README.source.md exists: refused, nothing lost.
        QVERIFY(put(readme, "hand-written\n"));
        written = ModelCard::writeInto(dir.path(), card);
        QVERIFY(!written);
        QVERIFY(written.error().message.contains(readme) && written.error().message.contains(kept));
        QCOMPARE(read(readme), QByteArray("hand-written\n"));
        QCOMPARE(read(kept), QByteArray("the source's card\n"));

        QVERIFY(!ModelCard::writeInto(dir.filePath(u"missing"_s), card));
    }

    void cardRecord_shapeValidates()
    {
        Json manifest = studio("run_manifest.yaml");
        ModelCard::Written w{u"/home/ml/models/qwen2.5-7b-fp8/README.md"_s, ptq::ArtifactIo::sha256Hex("x"), QString()};
        manifest["outputs"]["model_card"] = ModelCard::cardRecord(w, u"apache-2.0"_s);
        QVERIFY(manifest["outputs"]["model_card"]["source_readme"].is_null());
        const QList<ptq::SchemaViolation> violations =
            ptq::SchemaValidator::validate(ptq::ArtifactKind::Manifest, ptq::SchemaLevel::Studio, manifest);
        QVERIFY2(violations.isEmpty(), qPrintable(violations.value(0).toString()));
        manifest["outputs"]["model_card"]["sha256"] = "not-a-hash";
        QVERIFY(!ptq::SchemaValidator::validate(ptq::ArtifactKind::Manifest, ptq::SchemaLevel::Studio, manifest).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHandoff)
#include "tst_handoff.moc"
