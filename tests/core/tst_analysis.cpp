// Model analysis from configuration files alone, for the architectures Quark users bring.
#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "analysis/quarktemplates.h"
#include "artifacts/schemavalidator.h"
#include "source/localreader.h"
#include "source/modelsource.h"
#include "testsupport.h"

#include <QDir>

#include <algorithm>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Qt::Literals::StringLiterals;
using ptq::ModelAnalyzer;
using ptq::ModelAnalysis;

namespace {

ModelAnalysis analyzeFixture(const QString &name)
{
    const QString folder = ptq::test::fixturePath(u"models/"_s + name);
    ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(folder, ptq::SourceInfo());
    if (!files)
        qFatal("%s", qPrintable(files.error().message));
    ptq::Result<ModelAnalysis> analysis = ModelAnalyzer::analyze(*files);
    if (!analysis)
        qFatal("%s", qPrintable(analysis.error().message));
    return *analysis;
}

// Tensor names as transformers writes them for a DeepSeek-V3 checkpoint (FP8, with the MTP layer 61).
std::vector<std::string> deepseekV3Names()
{
    std::vector<std::string> names{"model.embed_tokens.weight", "model.norm.weight", "lm_head.weight"};
    for (int l = 0; l <= 61; ++l) {
        const std::string p = "model.layers." + std::to_string(l) + ".";
        for (const char *n : {"input_layernorm.weight", "post_attention_layernorm.weight", "self_attn.q_a_proj.weight",
                              "self_attn.q_a_layernorm.weight", "self_attn.q_b_proj.weight",
                              "self_attn.kv_a_proj_with_mqa.weight", "self_attn.kv_a_layernorm.weight",
                              "self_attn.kv_b_proj.weight", "self_attn.o_proj.weight"})
            names.push_back(p + n);
        if (l < 3) {
            for (const char *n : {"mlp.gate_proj.weight", "mlp.up_proj.weight", "mlp.down_proj.weight"}) {
                names.push_back(p + n);
                names.push_back(p + n + std::string("_scale_inv"));
            }
            continue;
        }
        names.push_back(p + "mlp.gate.weight");
        names.push_back(p + "mlp.gate.e_score_correction_bias");
        for (int e = 0; e < 256; ++e) {
            for (const char *n : {"gate_proj", "up_proj", "down_proj"}) {
                names.push_back(p + "mlp.experts." + std::to_string(e) + "." + n + ".weight");
                names.push_back(p + "mlp.experts." + std::to_string(e) + "." + n + ".weight_scale_inv");
            }
        }
        for (const char *n : {"gate_proj", "up_proj", "down_proj"})
            names.push_back(p + "mlp.shared_experts." + n + ".weight");
        if (l == 61) {
            for (const char *n : {"eh_proj.weight", "enorm.weight", "hnorm.weight", "shared_head.head.weight"})
                names.push_back(p + n);
        }
    }
    return names;
}

QByteArray indexFor(const std::vector<std::string> &names)
{
    nlohmann::json index;
    index["metadata"]["total_size"] = 1342177280;
    for (std::size_t i = 0; i < names.size(); ++i)
        index["weight_map"][names[i]] = "model-0000" + std::to_string(1 + i % 3) + "-of-00003.safetensors";
    const std::string text = index.dump();
    return QByteArray(text.data(), qsizetype(text.size()));
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void fixture_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("modelType");
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<qint64>("linear");
        QTest::addColumn<bool>("moe");
        QTest::addColumn<bool>("multimodal");
        QTest::addColumn<bool>("preQuantized");
        QTest::addColumn<bool>("nonLinearExperts");
        QTest::addColumn<bool>("complete");
        QTest::addColumn<QStringList>("risks");
        QTest::addColumn<QString>("firstExclusion");
        const QStringList localOnlyConfig{u"missing-tokenizer"_s, u"missing-weights"_s};
        auto with = [&](QStringList extra) { return localOnlyConfig + extra; };
        QTest::newRow("llama dense") << u"llama-3.1-8b"_s << u"llama"_s << 32ll << 224ll << false << false << false
                                     << false << true << with({}) << u"lm_head"_s;
        QTest::newRow("qwen2 dense") << u"qwen2.5-7b"_s << u"qwen2"_s << 28ll << 196ll << false << false << false << false
                                     << true << with({}) << u"lm_head"_s;
        QTest::newRow("phi3 fused projections") << u"phi-3-mini"_s << u"phi3"_s << 32ll << 128ll << false << false
                                                << false << false << true << with({}) << u"lm_head"_s;
        QTest::newRow("mixtral moe") << u"mixtral-8x7b"_s << u"mixtral"_s << 32ll << 896ll << true << false << false
                                     << false << true << with({}) << u"lm_head"_s;
        QTest::newRow("deepseek-v3 MLA moe") << u"deepseek-v3"_s << u"deepseek_v3"_s << 61ll << 45032ll << true << false
                                             << true << false << true
                                             << with({u"remote-code"_s, u"pre-quantized"_s, u"multi-gpu"_s})
                                             << u"lm_head"_s;
        QTest::newRow("qwen3 moe") << u"qwen3-30b-a3b"_s << u"qwen3_moe"_s << 48ll << 18624ll << true << false << false
                                   << false << true << with({}) << u"lm_head"_s;
        QTest::newRow("qwen2 moe shared expert") << u"qwen1.5-moe-a2.7b"_s << u"qwen2_moe"_s << 24ll << 4488ll << true
                                                 << false << false << false << true << with({}) << u"lm_head"_s;
        QTest::newRow("gpt-oss fused experts") << u"gpt-oss-20b"_s << u"gpt_oss"_s << 24ll << 96ll << true << false
                                               << true << true << true << with({u"fused-experts"_s, u"pre-quantized"_s})
                                               << u"lm_head"_s;
        QTest::newRow("gemma3 multimodal") << u"gemma-3-4b"_s << u"gemma3"_s << 34ll << 238ll << false << true << false
                                           << false << true << with({u"multimodal"_s}) << u"*vision_tower*"_s;
        QTest::newRow("mllama multimodal") << u"llama-3.2-11b-vision"_s << u"mllama"_s << 40ll << 280ll << false << true
                                           << false << false << true << with({u"multimodal"_s}) << u"*lm_head"_s;
        QTest::newRow("qwen2.5-vl without template") << u"qwen2.5-vl-7b"_s << u"qwen2_5_vl"_s << 28ll << 196ll << false
                                                     << true << false << false << false
                                                     << with({u"no-quark-template"_s, u"multimodal"_s}) << u"lm_head"_s;
        QTest::newRow("llama4 moe multimodal") << u"llama-4-scout"_s << u"llama4"_s << 48ll << 336ll << true << true
                                               << false << true << true << with({u"fused-experts"_s, u"multimodal"_s})
                                               << u"multi_modal_projector*"_s;
        QTest::newRow("pre-quantized awq") << u"llama-2-7b-awq"_s << u"llama"_s << 32ll << 224ll << false << false
                                           << true << false << true << with({u"pre-quantized"_s}) << u"lm_head"_s;
        QTest::newRow("unknown remote-code model") << u"custom-remote"_s << u"starlight"_s << 24ll << 168ll << false
                                                   << false << false << false << false
                                                   << with({u"remote-code"_s, u"no-quark-template"_s,
                                                            u"unknown-architecture"_s, u"transformers-version"_s})
                                                   << u"lm_head"_s;
    }

    void fixture()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, modelType);
        QFETCH(qint64, layers);
        QFETCH(qint64, linear);
        QFETCH(bool, moe);
        QFETCH(bool, multimodal);
        QFETCH(bool, preQuantized);
        QFETCH(bool, nonLinearExperts);
        QFETCH(bool, complete);
        QFETCH(QStringList, risks);
        QFETCH(QString, firstExclusion);

        const ModelAnalysis a = analyzeFixture(fixture);
        QCOMPARE(a.modelType, modelType);
        QCOMPARE(a.numHiddenLayers.value_or(-1), layers);
        QCOMPARE(a.linearLayerCount, linear);
        QCOMPARE(a.countMethod, u"config-estimate"_s);
        QVERIFY2(!a.countNote.isEmpty(), "the count says how it was obtained");
        QCOMPARE(a.moe.isMoe, moe);
        QCOMPARE(a.multimodal, multimodal);
        QCOMPARE(a.preQuantized, preQuantized);
        QCOMPARE(a.hasNonLinearExperts, nonLinearExperts);
        QCOMPARE(a.complete, complete);
        QCOMPARE(a.excludeDefaults.value(0), firstExclusion);
        QStringList codes;
        for (const ptq::Risk &r : a.risks)
            codes.append(r.code);
        for (const QString &risk : risks)
            QVERIFY2(codes.contains(risk), qPrintable(u"missing risk %1 in %2"_s.arg(risk, codes.join(u", "_s))));

        const ptq::Json json = a.toJson(ptq::test::nowIso());
        const ptq::ArtifactCheck check = ptq::SchemaValidator::check(ptq::ArtifactKind::Analysis, json);
        QVERIFY2(check.studioValid(), qPrintable(check.studio.value(0).toString()));
        QCOMPARE(json["model"]["model_path"].get<std::string>(), ptq::test::fixturePath(u"models/"_s + fixture).toStdString());
        QCOMPARE(json["source"]["kind"].get<std::string>(), std::string("local"));
    }

    void index_countsExactly_andIgnoresTheMtpLayer()
    {
        const std::vector<std::string> names = deepseekV3Names();
        std::vector<std::string_view> views(names.begin(), names.end());
        const ptq::LinearCount all = ModelAnalyzer::countLinearModules(views, true);
        QCOMPARE(all.linear, 45032ll + 5 + 256 * 3 + 3 + 2); // layer 61 (MTP: eh_proj, shared_head.head) when unfiltered
        QVERIFY(!all.fusedExperts);

        QTemporaryDir dir;
        QFile::copy(ptq::test::fixturePath(u"models/deepseek-v3/config.json"_s), dir.filePath(u"config.json"_s));
        writeFile(dir.filePath(u"model.safetensors.index.json"_s), indexFor(names));
        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(dir.path(), ptq::SourceInfo());
        QVERIFY(files.ok());
        const ModelAnalysis a = *ModelAnalyzer::analyze(*files);
        QCOMPARE(a.countMethod, u"safetensors-index"_s);
        QCOMPARE(a.linearLayerCount, 45032ll);
        QCOMPARE(a.configEstimate.value_or(-1), 45032ll);
        QCOMPARE(a.weightBytes.value_or(-1), 1342177280ll);
        QVERIFY(a.countNote.english().contains(u"Counted exactly"_s));
    }

    void index_detectsFusedExperts()
    {
        std::vector<std::string> names;
        for (int l = 0; l < 2; ++l) {
            const std::string p = "model.layers." + std::to_string(l) + ".";
            for (const char *n : {"self_attn.q_proj.weight", "self_attn.k_proj.weight", "self_attn.v_proj.weight",
                                  "self_attn.o_proj.weight", "self_attn.sinks", "mlp.router.weight", "mlp.router.bias",
                                  "mlp.experts.gate_up_proj_blocks", "mlp.experts.gate_up_proj_scales",
                                  "mlp.experts.down_proj_blocks", "input_layernorm.weight"})
                names.push_back(p + n);
        }
        std::vector<std::string_view> views(names.begin(), names.end());
        const ptq::LinearCount count = ModelAnalyzer::countLinearModules(views, true);
        QCOMPARE(count.linear, 8ll);
        QVERIFY(count.fusedExperts);
    }

    void header_countsAndSumsParameters()
    {
        // A single model.safetensors: only its header is read.
        nlohmann::json header;
        header["__metadata__"] = {{"format", "pt"}};
        qint64 offset = 0;
        auto add = [&](const std::string &name, std::vector<qint64> shape) {
            qint64 n = 2;
            for (qint64 d : shape)
                n *= d;
            header[name] = {{"dtype", "BF16"}, {"shape", shape}, {"data_offsets", {offset, offset + n}}};
            offset += n;
        };
        add("model.embed_tokens.weight", {32, 8});
        for (int l = 0; l < 2; ++l) {
            const std::string p = "model.layers." + std::to_string(l) + ".";
            for (const char *n : {"self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj", "self_attn.o_proj",
                                  "mlp.gate_proj", "mlp.up_proj", "mlp.down_proj"})
                add(p + n + ".weight", {8, 8});
            add(p + "input_layernorm.weight", {8});
        }
        add("lm_head.weight", {32, 8});
        std::string json = header.dump();
        while ((json.size() + 8) % 8)
            json.push_back(' ');
        QByteArray file(8, '\0');
        qToLittleEndian<quint64>(json.size(), file.data());
        file.append(json.data(), qsizetype(json.size()));
        file.append(QByteArray(offset, '\0'));

        QTemporaryDir dir;
        writeFile(dir.filePath(u"config.json"_s), R"({"model_type":"llama","num_hidden_layers":2,"hidden_size":8})");
        writeFile(dir.filePath(u"model.safetensors"_s), file);
        writeFile(dir.filePath(u"tokenizer.json"_s), "{}");
        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(dir.path(), ptq::SourceInfo());
        QVERIFY(files.ok());
        QVERIFY(files->safetensorsHeader.has_value());
        const ModelAnalysis a = *ModelAnalyzer::analyze(*files);
        QCOMPARE(a.linearLayerCount, 14ll);
        QCOMPARE(a.parameters.value_or(-1), 32ll * 8 * 2 + 2 * (7 * 64 + 8));
        QVERIFY(!a.hasRisk(u"missing-tokenizer"_s));
        QVERIFY(!a.hasRisk(u"missing-weights"_s));
        // Named for what was read: a single file's header, not an index (issue #33).
        QCOMPARE(a.countMethod, u"safetensors-header"_s);
        QVERIFY2(a.countNote.english().contains(u"the model.safetensors header"_s), qPrintable(a.countNote.english()));
        const ptq::Json doc = a.toJson(ptq::test::nowIso());
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Analysis, doc).studioValid());
        const QStringList summary = ptq::describeAnalysis(doc);
        QVERIFY2(summary.join(u'\n').contains(u"14 quantizable Linear modules, counted from the model.safetensors header"_s),
                 qPrintable(summary.join(u'\n')));
    }

    void describeAnalysis_readsTheSignals()
    {
        // The headless summary read "sig" instead of "signals": every model was "MoE no".
        const ModelAnalysis a = analyzeFixture(u"mixtral-8x7b"_s);
        const QString summary = ptq::describeAnalysis(a.toJson(ptq::test::nowIso())).join(u'\n');
        QVERIFY2(summary.contains(u"MoE yes"_s), qPrintable(summary));
        QVERIFY2(summary.contains(u"estimated from config.json"_s), qPrintable(summary));
    }

    void transformersRisk_followsTheQuarkRelease_data()
    {
        QTest::addColumn<QString>("configVersion");
        QTest::addColumn<QString>("generation");
        QTest::addColumn<QString>("phrase"); // in the risk's message; empty: no risk
        QTest::newRow("4.57 config, quark-cli 0.13") << u"4.57.1"_s << u"0.13"_s << QString();
        QTest::newRow("5.16 config, quark-cli 0.13") << u"5.16.1"_s << u"0.13"_s << QString();
        QTest::newRow("5.17 dev config, quark-cli 0.13") << u"5.17.0.dev0"_s << u"0.13"_s
                                                         << u"newer than quark-cli 0.13 runs on (transformers >5,<5.17)"_s;
        QTest::newRow("5.5 config, quark-cli 0.12") << u"5.5.0"_s << u"0.12"_s << u"quark-cli 0.12 runs on (transformers >5,<5.3)"_s;
        QTest::newRow("5.0 config, quark-cli 0.11") << u"5.0.0"_s << u"0.11"_s << u"quark-cli 0.11 runs on (transformers 4.57)"_s;
        QTest::newRow("4.57 config, quark-cli 0.11") << u"4.57.1"_s << u"0.11"_s << QString();
        QTest::newRow("no version") << QString() << u"0.13"_s << QString();
    }

    void transformersRisk_followsTheQuarkRelease()
    {
        QFETCH(QString, configVersion);
        QFETCH(QString, generation);
        QFETCH(QString, phrase);
        const std::optional<ptq::Risk> risk = ModelAnalyzer::transformersRisk(configVersion, generation);
        QCOMPARE(risk.has_value(), !phrase.isEmpty());
        if (risk)
            QVERIFY2(risk->message.english().contains(phrase), qPrintable(risk->message.english()));
    }

    void bundledExample_namesNoOtherQuarkRelease()
    {
        // Issue #33: the example (config.json from transformers 4.57.1) was flagged for
        // quark-cli 0.12 while 0.13 is the release PTQ Studio knows and installs.
        const QString folder = PTQ_SOURCE_DIR + u"/resources/example/tiny-llama"_s;
        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(folder, ptq::SourceInfo());
        QVERIFY(files.ok());
        const ModelAnalysis a = *ModelAnalyzer::analyze(*files);
        QVERIFY(!a.hasRisk(u"transformers-version"_s));
        for (const ptq::Risk &r : a.risks)
            QVERIFY2(!r.message.english().contains(u"0.12"_s), qPrintable(r.message.english()));
        QCOMPARE(a.countMethod, u"safetensors-index"_s);
    }

    void damagedShard_isNamedAtCheckpoint1_data()
    {
        QTest::addColumn<int>("damage"); // bytes added to (or, negative, cut from) the second shard
        QTest::addColumn<bool>("lfsPointer"); // the second shard is a Git LFS pointer instead
        QTest::addColumn<QString>("phrase");  // in the finding; empty: no finding
        QTest::newRow("intact") << 0 << false << QString();
        QTest::newRow("truncated download") << -100 << false << u"cut short"_s;
        QTest::newRow("cut inside the header") << -18000 << false << u"header alone needs"_s;
        QTest::newRow("longer than its header says") << 16 << false << u"does not describe"_s;
        QTest::newRow("a Git LFS pointer") << 0 << true << u"not a readable safetensors file"_s;
    }

    // A truncated shard fails only when quark-cli loads the weights, where it reads as a
    // transformers problem (issue #32): intake compares each shard with its header's size.
    void damagedShard_isNamedAtCheckpoint1()
    {
        QFETCH(int, damage);
        QFETCH(bool, lfsPointer);
        QFETCH(QString, phrase);
        auto shard = [](const std::string &tensor, qint64 rows) {
            nlohmann::json header;
            header[tensor] = {{"dtype", "BF16"}, {"shape", {rows, 64}}, {"data_offsets", {0, rows * 64 * 2}}};
            std::string json = header.dump();
            json.append(4096, ' '); // a header of a few KiB, as real shards have
            QByteArray file(8, '\0');
            qToLittleEndian<quint64>(json.size(), file.data());
            file.append(json.data(), qsizetype(json.size()));
            file.append(QByteArray(rows * 64 * 2, '\x11'));
            return file;
        };
        QTemporaryDir dir;
        writeFile(dir.filePath(u"config.json"_s), R"({"model_type":"llama","num_hidden_layers":1,"hidden_size":64})");
        writeFile(dir.filePath(u"tokenizer.json"_s), "{}");
        writeFile(dir.filePath(u"model.safetensors.index.json"_s),
                  R"({"weight_map":{"model.layers.0.self_attn.q_proj.weight":"model-00001-of-00002.safetensors",
                     "model.layers.0.mlp.down_proj.weight":"model-00002-of-00002.safetensors"}})");
        writeFile(dir.filePath(u"model-00001-of-00002.safetensors"_s), shard("model.layers.0.self_attn.q_proj.weight", 64));
        const QByteArray intact = shard("model.layers.0.mlp.down_proj.weight", 128);
        QByteArray second = damage < 0 ? intact.left(intact.size() + damage) : intact + QByteArray(damage, '\0');
        if (lfsPointer)
            second = "version https://git-lfs.github.com/spec/v1\noid sha256:0123\nsize 16392\n";
        writeFile(dir.filePath(u"model-00002-of-00002.safetensors"_s), second);

        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(dir.path(), ptq::SourceInfo());
        QVERIFY2(files.ok(), qPrintable(files.ok() ? QString() : files.error().message));
        const ModelAnalysis a = *ModelAnalyzer::analyze(*files);
        QList<ptq::Risk> found;
        std::copy_if(a.risks.cbegin(), a.risks.cend(), std::back_inserter(found),
                     [](const ptq::Risk &r) { return r.code == u"shard-size-mismatch"_s; });
        if (phrase.isEmpty()) {
            QVERIFY2(found.isEmpty(), qPrintable(found.value(0).message.english()));
            return;
        }
        QCOMPARE(found.size(), 1); // the intact first shard is not named
        const QString message = found.constFirst().message.english();
        QCOMPARE(found.constFirst().severity, u"high"_s);
        QVERIFY2(message.contains(dir.filePath(u"model-00002-of-00002.safetensors"_s)), qPrintable(message));
        QVERIFY2(message.contains(phrase), qPrintable(message));
        QVERIFY2(message.contains(QString::number(second.size())), qPrintable(message));
        // The size an intact file has, from its header (cut inside the header: the header's own end).
        const qint64 implied = damage <= -18000 ? 8 + qFromLittleEndian<quint64>(intact.constData()) : intact.size();
        if (!lfsPointer)
            QVERIFY2(message.contains(QString::number(implied)), qPrintable(message));
        QVERIFY2(found.constFirst().recoveryHint.english().contains(u"Re-download this file"_s),
                 qPrintable(found.constFirst().recoveryHint.english()));
        // It reaches model_analysis.json as a finding with its code, like every risk.
        const ptq::Json doc = a.toJson(ptq::test::nowIso());
        QVERIFY(std::any_of(doc["risks"].begin(), doc["risks"].end(),
                            [](const ptq::Json &r) { return r.value("code", std::string()) == "shard-size-mismatch"; }));
    }

    void badConfig_isRefusedNamingTheFile_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("malformed") << QByteArray("{\"model_type\": ") << u"not valid JSON"_s;
        QTest::newRow("a list") << QByteArray("[1, 2]") << u"not a JSON object"_s;
        QTest::newRow("binary") << QByteArray("\x00\x01\x02", 3) << u"binary data"_s;
    }

    void badConfig_isRefusedNamingTheFile()
    {
        QFETCH(QByteArray, config);
        QFETCH(QString, phrase);
        QTemporaryDir dir;
        writeFile(dir.filePath(u"config.json"_s), config);
        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(dir.path(), ptq::SourceInfo());
        QVERIFY(files.ok());
        const ptq::Result<ModelAnalysis> a = ModelAnalyzer::analyze(*files);
        QVERIFY(!a.ok());
        QVERIFY2(a.error().message.contains(dir.filePath(u"config.json"_s)), qPrintable(a.error().message));
        QVERIFY2(a.error().message.contains(phrase), qPrintable(a.error().message));
    }

    void byteOrderMark_isAHighRiskNamingTheFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("config.json") << u"config.json"_s;
        QTest::newRow("generation_config.json") << u"generation_config.json"_s;
        QTest::newRow("tokenizer_config.json") << u"tokenizer_config.json"_s;
    }

    // transformers' json.loads refuses a BOM ("Unexpected UTF-8 BOM"; tst_real checks the real
    // AutoConfig): intake says so, naming the file, instead of the run failing on the GPU.
    void byteOrderMark_isAHighRiskNamingTheFile()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QByteArray config = "{\"model_type\": \"llama\", \"num_hidden_layers\": 2, \"hidden_size\": 64}";
        writeFile(dir.filePath(u"config.json"_s), name == u"config.json"_s ? "\xEF\xBB\xBF" + config : config);
        if (name != u"config.json"_s)
            writeFile(dir.filePath(name), "\xEF\xBB\xBF{}");
        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(dir.path(), ptq::SourceInfo());
        QVERIFY(files.ok());
        const ptq::Result<ModelAnalysis> a = ModelAnalyzer::analyze(*files);
        QVERIFY2(a.ok(), qPrintable(a.ok() ? QString() : a.error().message));
        QVERIFY(a->hasRisk(u"byte-order-mark"_s));
        const auto risk = std::find_if(a->risks.cbegin(), a->risks.cend(),
                                       [](const ptq::Risk &r) { return r.code == u"byte-order-mark"_s; });
        QCOMPARE(risk->severity, u"high"_s);
        QVERIFY2(risk->message.english().contains(dir.filePath(name)), qPrintable(risk->message.english()));
        QCOMPARE(std::count_if(a->risks.cbegin(), a->risks.cend(),
                               [](const ptq::Risk &r) { return r.code == u"byte-order-mark"_s; }), 1);

        // Without the mark there is no such risk.
        writeFile(dir.filePath(u"config.json"_s), config);
        if (name != u"config.json"_s)
            writeFile(dir.filePath(name), "{}");
        const ModelAnalysis clean = *ModelAnalyzer::analyze(*ptq::LocalModelReader::read(dir.path(), ptq::SourceInfo()));
        QVERIFY(!clean.hasRisk(u"byte-order-mark"_s));
    }

    void emptyConfig_isPartialWithAHighRisk()
    {
        ptq::ConfigFiles files;
        files.source.path = u"/m"_s;
        files.config = "{}";
        const ModelAnalysis a = *ModelAnalyzer::analyze(files);
        QVERIFY(!a.complete);
        QVERIFY(a.hasRisk(u"unknown-model-type"_s));
        QVERIFY(a.hasRisk(u"unknown-layers"_s));
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Analysis, a.toJson(ptq::test::nowIso())).studioValid());
    }

    void source_parsesRepoIdsAndFolders_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("org/name") << u"Qwen/Qwen2.5-7B-Instruct"_s << true << QString();
        QTest::newRow("name") << u"gpt2"_s << true << QString();
        QTest::newRow("dots and underscores") << u"Foo-BAR_foo.bar123"_s << true << QString();
        QTest::newRow("double dash") << u"foo--bar"_s << false << u"\"--\""_s;
        QTest::newRow("double dot") << u"foo..bar"_s << false << u"\"..\""_s;
        QTest::newRow(".git") << u"org/foo.git"_s << false << u".git"_s;
        QTest::newRow("two slashes") << u"datasets/foo/bar"_s << false << u"namespace/name"_s;
        QTest::newRow("leading dot") << u".repo"_s << false << u"starting and ending"_s;
        QTest::newRow("97 characters") << QString(97, u'a') << false << u"96"_s;
        QTest::newRow("space") << u"org/my model"_s << false << u"letters, digits"_s;
        QTest::newRow("missing folder") << u"/nonexistent/model"_s << false << u"does not exist"_s;
        QTest::newRow("onnx file") << u"/models/model.onnx"_s << false << u"ONNX"_s;
    }

    void source_parsesRepoIdsAndFolders()
    {
        QFETCH(QString, input);
        QFETCH(bool, ok);
        QFETCH(QString, phrase);
        const ptq::Result<ptq::ModelSource> source = ptq::ModelSourceParser::parse(input);
        QCOMPARE(source.ok(), ok);
        if (!ok)
            QVERIFY2(source.error().message.contains(phrase), qPrintable(source.error().message));
    }

    void source_folderIsResolvedToAnAbsolutePath()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(u"m/config.json"_s), "{}");
        QVERIFY(QDir::setCurrent(dir.path()));
        const ptq::Result<ptq::ModelSource> source = ptq::ModelSourceParser::parse(u"./m/"_s);
        QVERIFY(source.ok());
        QCOMPARE(source->kind, ptq::ModelSource::Kind::Local);
        QCOMPARE(source->path, QDir(dir.path()).canonicalPath() + u"/m"_s);
    }

    void source_onnxAndGgufFoldersAreRefused()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(u"onnx/model.onnx"_s), "x");
        writeFile(dir.filePath(u"gguf/model-Q4_K_M.gguf"_s), "x");
        ptq::Result<ptq::ModelSource> s = ptq::ModelSourceParser::parse(dir.filePath(u"onnx"_s));
        QVERIFY(!s.ok());
        QVERIFY(s.error().message.contains(u"ONNX PTQ is not supported"_s));
        s = ptq::ModelSourceParser::parse(dir.filePath(u"gguf"_s));
        QVERIFY(!s.ok());
        QVERIFY(s.error().message.contains(u"GGUF"_s));
        s = ptq::ModelSourceParser::parse(dir.filePath(u"onnx/model.onnx"_s));
        QVERIFY(!s.ok());
        QVERIFY(s.error().message.contains(u"ONNX model"_s));
    }

    void cache_resolvesBranchesAndCommits()
    {
        QTemporaryDir dir;
        const QString commit = u"0123456789abcdef0123456789abcdef01234567"_s;
        const QString repo = dir.filePath(u"models--meta-llama--Llama-3.1-8B"_s);
        writeFile(repo + u"/refs/main"_s, commit.toLatin1()); // no trailing newline, as huggingface_hub writes it
        writeFile(repo + u"/snapshots/"_s + commit + u"/config.json"_s, "{}");
        auto r = ptq::HfCache::resolveSnapshot(dir.path(), u"meta-llama/Llama-3.1-8B"_s, QString());
        QVERIFY(r.ok());
        QCOMPARE(r->second, commit);
        QCOMPARE(r->first, repo + u"/snapshots/"_s + commit);
        r = ptq::HfCache::resolveSnapshot(dir.path(), u"meta-llama/Llama-3.1-8B"_s, commit);
        QVERIFY(r.ok());
        r = ptq::HfCache::resolveSnapshot(dir.path(), u"meta-llama/Llama-3.1-8B"_s, u"v2"_s);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(u"\"v2\""_s));
        r = ptq::HfCache::resolveSnapshot(dir.path(), u"org/other"_s, QString());
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(u"models--org--other"_s));
    }

    void cache_dirFollowsTheEnvironment()
    {
        QProcessEnvironment env;
        env.insert(u"HOME"_s, u"/home/u"_s);
        QCOMPARE(ptq::HfCache::hubCacheDir(env), QDir::homePath() + u"/.cache/huggingface/hub"_s);
        env.insert(u"XDG_CACHE_HOME"_s, u"/x"_s);
        QCOMPARE(ptq::HfCache::hubCacheDir(env), u"/x/huggingface/hub"_s);
        env.insert(u"HF_HOME"_s, u"/hf"_s);
        QCOMPARE(ptq::HfCache::hubCacheDir(env), u"/hf/hub"_s);
        env.insert(u"HF_HUB_CACHE"_s, u"/cache/"_s);
        QCOMPARE(ptq::HfCache::hubCacheDir(env), u"/cache"_s);
        env.insert(u"HF_HUB_OFFLINE"_s, u"yes"_s);
        QVERIFY(ptq::HfCache::offlineMode(env));
    }

    void templates_coverTheDocumentedTypes()
    {
        QVERIFY(ptq::QuarkTemplates::find(u"llama"_s).has_value());
        QCOMPARE(ptq::QuarkTemplates::find(u"deepseek_v3"_s)->defaultExclusions.value(1), u"*self_attn*"_s);
        QVERIFY(!ptq::QuarkTemplates::find(u"qwen2_5_vl"_s).has_value());
        QVERIFY(ptq::QuarkTemplates::knownModelTypes().size() >= 40);
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
