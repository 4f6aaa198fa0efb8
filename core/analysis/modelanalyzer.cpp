#include "analysis/modelanalyzer.h"

#include "analysis/quarktemplates.h"
#include "artifacts/artifactio.h"
#include "source/safetensors.h"

#include <QLocale>
#include <QVersionNumber>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

// Risk messages and notes are stored in English with their arguments and shown in the reader's
// language: the templates are ModelAnalyzer's translation sources (QT_TR_NOOP at each call).
LocalText lt(const char *source)
{
    return LocalText::translatable("ModelAnalyzer", source);
}

std::optional<qint64> intAt(const Json &object, const char *key)
{
    if (!object.is_object())
        return std::nullopt;
    auto it = object.find(key);
    if (it == object.end())
        return std::nullopt;
    if (it->is_number_integer() || it->is_number_unsigned())
        return it->get<qint64>();
    if (it->is_number_float()) {
        // Only a finite, whole value inside qint64's range may be cast.
        const double d = it->get<double>();
        if (std::isfinite(d) && d > -9.2e18 && d < 9.2e18 && d == std::floor(d))
            return qint64(d);
    }
    return std::nullopt;
}

std::optional<qint64> firstIntAt(const Json &object, std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        if (auto value = intAt(object, key))
            return value;
    }
    return std::nullopt;
}

QString strAt(const Json &object, const char *key)
{
    if (!object.is_object())
        return {};
    auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

bool has(const Json &object, const char *key)
{
    return object.is_object() && object.contains(key) && !object.at(key).is_null();
}

bool startsWithDigit(std::string_view s)
{
    return !s.empty() && s.front() >= '0' && s.front() <= '9';
}

// The decoder layer index of a module path (".layers.N.", ".h.N.", ".blocks.N."), or -1.
qint64 layerIndex(std::string_view module)
{
    for (std::string_view marker : {std::string_view("layers."), std::string_view("h."), std::string_view("blocks.")}) {
        std::size_t pos = 0;
        while ((pos = module.find(marker, pos)) != std::string_view::npos) {
            const bool boundary = pos == 0 || module[pos - 1] == '.';
            std::string_view rest = module.substr(pos + marker.size());
            if (boundary && startsWithDigit(rest)) {
                qint64 index = 0;
                for (char c : rest) {
                    if (c < '0' || c > '9')
                        break;
                    index = index * 10 + (c - '0');
                }
                return index;
            }
            pos += marker.size();
        }
    }
    return -1;
}

bool contains(std::string_view haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string_view::npos;
}

QString human(qint64 n)
{
    return QLocale::c().toString(n);
}

int bytesPerParameter(const QString &dtype)
{
    if (dtype == u"float32"_s || dtype == u"fp32"_s)
        return 4;
    if (dtype == u"float8_e4m3fn"_s || dtype == u"int8"_s)
        return 1;
    return 2; // bfloat16 / float16, by far the most common
}

// A rough parameter count from the configuration's sizes, for when no weights metadata was read.
std::optional<qint64> estimateParameters(const Json &d, const Json &config, const ModelAnalysis &a)
{
    if (!a.numHiddenLayers || !a.hiddenSize)
        return std::nullopt;
    // In 128 bits: a configuration's sizes are anybody's numbers (fuzzing found products that
    // overflow 64 bits); an estimate beyond 2^53 parameters is no estimate.
    using Big = __int128;
    const Big h = *a.hiddenSize;
    const Big layers = *a.numHiddenLayers;
    const Big heads = a.numAttentionHeads.value_or(1);
    const Big headDim = intAt(d, "head_dim").value_or(heads > 0 ? qint64(h / heads) : qint64(h));
    const Big kv = a.numKeyValueHeads.value_or(qint64(heads));
    const Big inter = a.intermediateSize.value_or(qint64(4 * h > Big(1) << 62 ? 0 : 4 * h));
    for (const Big v : {h, layers, heads, headDim, kv, inter}) {
        if (v < 0 || v > (Big(1) << 40))
            return std::nullopt;
    }
    const Big attention = 2 * h * heads * headDim + 2 * h * kv * headDim;
    Big mlp = 3 * h * inter;
    if (a.moe.isMoe) {
        const Big expertInter = intAt(d, "moe_intermediate_size").value_or(qint64(inter));
        const Big experts = a.moe.numExperts.value_or(1);
        const Big shared = a.moe.sharedExperts.value_or(0);
        if (expertInter < 0 || expertInter > (Big(1) << 40) || experts < 0 || experts > (Big(1) << 20) || shared < 0
            || shared > (Big(1) << 20))
            return std::nullopt;
        mlp = experts * 3 * h * expertInter + shared * 3 * h * expertInter;
    }
    const Big vocab = a.vocabSize.value_or(intAt(config, "vocab_size").value_or(0));
    if (vocab < 0 || vocab > (Big(1) << 40))
        return std::nullopt;
    const Big embeddings = vocab * h * (a.tieWordEmbeddings.value_or(false) ? 1 : 2);
    const Big total = layers * (attention + mlp) + embeddings;
    if (total < 0 || total > (Big(1) << 53))
        return std::nullopt;
    return qint64(total);
}

QString loadingHintFor(const QString &modelType, const QStringList &architectures)
{
    static const QStringList quarkLoaders{u"mllama"_s, u"llama4"_s, u"gpt_oss"_s, u"qwen3_vl_moe"_s, u"qwen3_5_moe"_s,
                                          u"deepseek_vl_v2"_s};
    if (quarkLoaders.contains(modelType))
        return u"quark-cli model-specific loader (%1)"_s.arg(modelType);
    const QString arch = architectures.value(0);
    if (arch.endsWith(u"ForCausalLM"_s))
        return u"AutoModelForCausalLM"_s;
    if (arch.endsWith(u"ForConditionalGeneration"_s))
        return u"AutoModelForCausalLM, falling back to the model class (%1)"_s.arg(arch);
    return arch.isEmpty() ? QString() : u"AutoModelForCausalLM (architecture %1)"_s.arg(arch);
}

} // namespace

LinearCount ModelAnalyzer::countLinearModules(const std::vector<std::string_view> &names, bool moe)
{
    static constexpr std::string_view kTowerMarkers[] = {"vision", "visual", "multi_modal_projector", "mm_projector",
                                                         "audio", "sam_model", "image_newline", "patch_embed",
                                                         "projector", "speech"};
    LinearCount count;
    for (std::string_view name : names) {
        ++count.tensors;
        if (std::size_t e = name.find(".experts."); e != std::string_view::npos) {
            if (!startsWithDigit(name.substr(e + 9))) {
                count.fusedExperts = true; // e.g. mlp.experts.gate_up_proj: one parameter for all experts
                continue;
            }
        }
        std::string_view module;
        for (std::string_view suffix : {std::string_view(".weight"), std::string_view(".qweight"),
                                        std::string_view(".weight_packed")}) {
            if (name.size() > suffix.size() && name.substr(name.size() - suffix.size()) == suffix) {
                module = name.substr(0, name.size() - suffix.size());
                break;
            }
        }
        if (module.empty())
            continue;
        bool tower = false;
        for (std::string_view marker : kTowerMarkers)
            tower = tower || contains(module, marker);
        if (tower || layerIndex(module) < 0)
            continue;
        const std::size_t dot = module.rfind('.');
        const std::string_view leaf = dot == std::string_view::npos ? module : module.substr(dot + 1);
        if (contains(leaf, "norm") || leaf.starts_with("ln") || contains(leaf, "embed") || contains(leaf, "conv"))
            continue;
        if (leaf == "router" || contains(leaf, "shared_expert_gate") || (moe && leaf == "gate"))
            continue;
        ++count.linear;
    }
    return count;
}

ConfigEstimate ModelAnalyzer::estimateLinearModules(const Json &c, const QString &modelType, bool moe)
{
    ConfigEstimate estimate;
    const std::optional<qint64> layers = firstIntAt(c, {"num_hidden_layers", "n_layer", "num_layers"});
    if (!layers) {
        estimate.note = lt(QT_TR_NOOP("The configuration has no num_hidden_layers, so the linear layers cannot be estimated."));
        return estimate;
    }
    const qint64 L = *layers;
    const qint64 experts = firstIntAt(c, {"num_local_experts", "num_experts", "n_routed_experts"}).value_or(0);
    // Real models have at most a few hundred layers and experts; a configuration claiming
    // billions (fuzzing found one) is not estimated, and not looped over.
    constexpr qint64 kMaxLayers = 10'000;
    constexpr qint64 kMaxExperts = 65'536;
    if (L < 0 || L > kMaxLayers || experts < 0 || experts > kMaxExperts) {
        estimate.note = lt(QT_TR_NOOP("The configuration claims %1 layers and %2 experts, which no model has, so the linear layers "
                           "cannot be estimated."))
                            .arg(L)
                            .arg(experts);
        return estimate;
    }
    estimate.knownArchitecture = true;

    static const QStringList sevenPerLayer{u"llama"_s,  u"mistral"_s,   u"qwen2"_s,      u"qwen3"_s,     u"olmo"_s,
                                           u"olmo2"_s,  u"cohere"_s,    u"gemma"_s,      u"gemma2"_s,    u"gemma3"_s,
                                           u"gemma3_text"_s, u"granite"_s, u"instella"_s, u"mllama"_s, u"qwen2_vl"_s,
                                           u"qwen2_5_vl"_s, u"qwen"_s,  u"internlm2"_s,  u"exaone"_s,    u"stablelm"_s};
    if (modelType == u"phi3"_s) {
        estimate.count = 4 * L;
        estimate.note = lt(QT_TR_NOOP("%1 layers × 4 (fused qkv_proj, o_proj, fused gate_up_proj, down_proj).")).arg(L);
    } else if (modelType == u"phi"_s || modelType == u"opt"_s || modelType == u"gptj"_s) {
        estimate.count = 6 * L;
        estimate.note = lt(QT_TR_NOOP("%1 layers × 6 (q, k, v, output projection, two MLP projections).")).arg(L);
    } else if (modelType == u"mixtral"_s || modelType == u"qwen3_moe"_s || modelType == u"qwen2_moe"_s) {
        const qint64 shared = modelType == u"qwen2_moe"_s && intAt(c, "shared_expert_intermediate_size").value_or(0) > 0 ? 3 : 0;
        QList<qint64> denseLayers;
        if (auto it = c.find("mlp_only_layers"); it != c.end() && it->is_array()) {
            for (const Json &v : *it) {
                if (v.is_number_integer())
                    denseLayers.append(v.get<qint64>());
            }
        }
        const qint64 step = qMax<qint64>(1, intAt(c, "decoder_sparse_step").value_or(1));
        qint64 total = 0;
        qint64 moeLayers = 0;
        for (qint64 i = 0; i < L; ++i) {
            const bool sparse = experts > 0 && !denseLayers.contains(i) && (i + 1) % step == 0;
            total += 4 + (sparse ? experts * 3 + shared : 3);
            moeLayers += sparse ? 1 : 0;
        }
        estimate.count = total;
        estimate.note = lt(QT_TR_NOOP("%1 layers × 4 attention projections + %2 MoE layers × (%3 experts × 3%4) + %5 dense MLP "
                           "layers × 3; routers excluded."))
                            .arg(L)
                            .arg(moeLayers)
                            .arg(experts)
                            .arg(shared ? lt(QT_TR_NOOP(" + 3 shared-expert projections")) : QString())
                            .arg(L - moeLayers);
    } else if (modelType == u"deepseek_v2"_s || modelType == u"deepseek_v3"_s || modelType == u"deepseek_v32"_s
               || modelType == u"kimi_k2"_s || modelType == u"glm4_moe"_s) {
        const bool mla = modelType != u"glm4_moe"_s;
        const qint64 attention = mla ? (has(c, "q_lora_rank") ? 2 : 1) + 3 : 4;
        const qint64 dense = qMin(L, intAt(c, "first_k_dense_replace").value_or(0));
        const qint64 shared = intAt(c, "n_shared_experts").value_or(0) > 0 ? 3 : 0;
        estimate.count = L * attention + dense * 3 + (L - dense) * (experts * 3 + shared);
        estimate.note = lt(QT_TR_NOOP("%1 layers × %2 attention projections%3 + %4 dense layers × 3 + %5 MoE layers × (%6 routed "
                           "experts × 3 + %7 shared); routers excluded."))
                            .arg(L)
                            .arg(attention)
                            .arg(mla ? lt(QT_TR_NOOP(" (multi-head latent attention)")) : QString())
                            .arg(dense)
                            .arg(L - dense)
                            .arg(experts)
                            .arg(shared);
    } else if (modelType == u"gpt_oss"_s) {
        estimate.count = 4 * L;
        estimate.nonLinearExperts = true;
        estimate.note = lt(QT_TR_NOOP("%1 layers × 4 attention projections; the %2 experts per layer are fused parameters, not "
                           "Linear modules; routers excluded."))
                            .arg(L)
                            .arg(experts);
    } else if (modelType == u"llama4"_s || modelType == u"llama4_text"_s) {
        const qint64 step = qMax<qint64>(1, intAt(c, "interleave_moe_layer_step").value_or(1));
        qint64 moeLayers = 0;
        for (qint64 i = 0; i < L; ++i)
            moeLayers += (i + 1) % step == 0 ? 1 : 0;
        estimate.count = 4 * L + moeLayers * 3 + (L - moeLayers) * 3;
        estimate.nonLinearExperts = true;
        estimate.note = lt(QT_TR_NOOP("%1 layers × 4 attention projections + %2 MoE layers × 3 shared-expert projections + %3 "
                           "dense layers × 3; routed experts are fused parameters, not Linear modules."))
                            .arg(L)
                            .arg(moeLayers)
                            .arg(L - moeLayers);
    } else if (sevenPerLayer.contains(modelType)) {
        estimate.count = 7 * L;
        estimate.note = lt(QT_TR_NOOP("%1 layers × 7 (q, k, v, o, gate, up, down projections).")).arg(L);
    } else {
        estimate.knownArchitecture = false;
        estimate.count = moe && experts > 0 ? L * (4 + experts * 3) : 7 * L;
        estimate.note = moe && experts > 0
            ? lt(QT_TR_NOOP("Unknown architecture: assumed %1 layers × (4 attention + %2 experts × 3).")).arg(L).arg(experts)
            : lt(QT_TR_NOOP("Unknown architecture: assumed %1 layers × 7 (a llama-style decoder).")).arg(L);
    }
    return estimate;
}

std::optional<Risk> ModelAnalyzer::transformersRisk(const QString &configVersion, const QString &quarkGeneration)
{
    const QVersionNumber version = QVersionNumber::fromString(configVersion);
    const QuarkTransformers runsOn = QuarkTemplates::transformersFor(quarkGeneration);
    if (version.isNull() || version < runsOn.below)
        return std::nullopt;
    return Risk{u"medium"_s, u"transformers-version"_s,
                lt(QT_TR_NOOP("config.json was written by transformers %1, newer than quark-cli %2 runs on "
                              "(transformers %3): that transformers may not read it."))
                    .arg(configVersion, runsOn.generation, runsOn.requirement),
                lt(QT_TR_NOOP("Check that the environment's transformers can load this model; page 3 compares the "
                              "installed versions."))};
}

namespace {

/// One analysis of a model's configuration files: the facts read in the order ModelAnalysis
/// holds them, then the risks, each step a member of a screen or less.
class Analysis
{
    // Its QT_TR_NOOP sources are ModelAnalyzer's (the context lt() gives them).
    Q_DECLARE_TR_FUNCTIONS(ModelAnalyzer)

public:
    Analysis(const ConfigFiles &files, const Json &config)
        : files(files)
        , config(config)
        , text(textConfig(config))
        // Decoder facts live at the top level, or in text_config for multimodal wrappers.
        , decoder(has(config, "num_hidden_layers") || !text ? config : *text)
    {
    }

    ModelAnalysis run()
    {
        readIdentity();
        readDecoderFacts();
        readSignals();
        findTemplate();
        countLinearLayers();
        readSizes();
        risksOfTheFiles();
        risksOfTheFolder();
        risksOfTheLayers();
        return a;
    }

private:
    static const Json *textConfig(const Json &config)
    {
        if (auto it = config.find("text_config"); it != config.end() && it->is_object())
            return &*it;
        return nullptr;
    }

    /// Where the model comes from, its architectures and model type (a risk when there is none).
    void readIdentity()
    {
        a.source = files.source;
        a.modelPath = files.source.kind == SourceInfo::Kind::Hub || files.source.kind == SourceInfo::Kind::Cache
            ? files.source.repoId
            : files.source.path;
        a.filesRead.append(u"config.json"_s);

        for (const Json &arch : config.value("architectures", Json::array())) {
            if (arch.is_string())
                a.architectures.append(QString::fromStdString(arch.get<std::string>()));
        }
        a.modelType = strAt(config, "model_type");
        if (text)
            a.textModelType = strAt(*text, "model_type");
        if (a.modelType.isEmpty())
            a.modelType = !a.textModelType.isEmpty() ? a.textModelType : a.architectures.value(0);
        if (a.modelType.isEmpty()) {
            a.complete = false;
            a.modelType = u"unknown"_s;
            a.risks.append({u"high"_s, u"unknown-model-type"_s,
                            lt(QT_TR_NOOP("config.json names no model_type and no architectures, so neither transformers nor Quark "
                               "can tell what model this is.")),
                            lt(QT_TR_NOOP("Correct the model type on this page, or choose a different model."))});
        }
    }

    /// The decoder's sizes, its vocabulary, the dtype and the transformers version that wrote config.json.
    void readDecoderFacts()
    {
        // Decoder facts live at the top level, or in text_config for multimodal wrappers.
        a.numHiddenLayers = firstIntAt(decoder, {"num_hidden_layers", "n_layer", "num_layers"});
        a.hiddenSize = firstIntAt(decoder, {"hidden_size", "n_embd", "d_model"});
        a.intermediateSize = firstIntAt(decoder, {"intermediate_size", "ffn_hidden_size", "n_inner"});
        a.numAttentionHeads = firstIntAt(decoder, {"num_attention_heads", "n_head"});
        a.numKeyValueHeads = firstIntAt(decoder, {"num_key_value_heads", "num_kv_heads"});
        a.headDim = intAt(decoder, "head_dim");
        a.vHeadDim = intAt(decoder, "v_head_dim");
        a.moeIntermediateSize = intAt(decoder, "moe_intermediate_size");
        a.sharedExpertIntermediateSize = intAt(decoder, "shared_expert_intermediate_size");
        a.qLoraRank = intAt(decoder, "q_lora_rank");
        a.kvLoraRank = intAt(decoder, "kv_lora_rank");
        if (!a.numKeyValueHeads)
            a.numKeyValueHeads = a.numAttentionHeads;
        a.vocabSize = firstIntAt(decoder, {"vocab_size"});
        if (!a.vocabSize)
            a.vocabSize = intAt(config, "vocab_size");
        a.maxPositionEmbeddings = firstIntAt(decoder, {"max_position_embeddings", "n_positions", "seq_length"});
        if (has(config, "tie_word_embeddings") && config["tie_word_embeddings"].is_boolean())
            a.tieWordEmbeddings = config["tie_word_embeddings"].get<bool>();
        else if (text && has(*text, "tie_word_embeddings") && (*text)["tie_word_embeddings"].is_boolean())
            a.tieWordEmbeddings = (*text)["tie_word_embeddings"].get<bool>();
        else // the model classes' defaults
            a.tieWordEmbeddings = a.modelType.startsWith(u"gemma"_s) || a.modelType == u"cohere"_s;
        a.dtype = strAt(config, "torch_dtype");
        if (a.dtype.isEmpty())
            a.dtype = strAt(config, "dtype");
        if (a.dtype.isEmpty() && text)
            a.dtype = strAt(*text, "torch_dtype").isEmpty() ? strAt(*text, "dtype") : strAt(*text, "torch_dtype");
        a.transformersVersion = strAt(config, "transformers_version");
        a.loadingHint = loadingHintFor(a.modelType, a.architectures);
    }

    /// Mixture of experts, the towers of a multimodal model, a quantized checkpoint, remote code.
    void readSignals()
    {
        // Signals.
        const std::optional<qint64> experts = firstIntAt(decoder, {"num_local_experts", "num_experts", "n_routed_experts"});
        a.moe.isMoe = experts.value_or(0) > 1;
        if (a.moe.isMoe) {
            a.moe.numExperts = experts;
            a.moe.expertsPerToken = firstIntAt(decoder, {"num_experts_per_tok", "experts_per_token", "num_experts_per_token",
                                                         "moe_topk"});
            if (auto shared = intAt(decoder, "n_shared_experts"))
                a.moe.sharedExperts = shared;
            else if (intAt(decoder, "shared_expert_intermediate_size").value_or(0) > 0)
                a.moe.sharedExperts = 1;
            a.moe.firstDenseLayers = intAt(decoder, "first_k_dense_replace");
        }
        for (const auto &[key, tower] : {std::pair{"vision_config", "vision"}, std::pair{"audio_config", "audio"},
                                         std::pair{"speech_config", "speech"}, std::pair{"visual", "vision"}}) {
            if (has(config, key) && !a.towers.contains(QLatin1StringView(tower)))
                a.towers.append(QString::fromLatin1(tower));
        }
        a.multimodal = !a.towers.isEmpty();
        if (auto q = config.find("quantization_config"); q != config.end() && q->is_object()) {
            a.preQuantized = true;
            a.quantMethod = strAt(*q, "quant_method");
            for (const char *key : {"fmt", "format", "quant_format", "weight_format"}) {
                if (a.quantFormat.isEmpty())
                    a.quantFormat = strAt(*q, key);
            }
            if (a.quantFormat.isEmpty() && has(*q, "bits"))
                a.quantFormat = u"%1-bit"_s.arg(intAt(*q, "bits").value_or(0));
        }
        if (auto m = config.find("auto_map"); m != config.end() && m->is_object() && !m->empty()) {
            a.remoteCodeRequired = true;
            a.autoMap = *m;
        }
    }

    /// Quark's template for the model type (a risk when quark-cli has none).
    void findTemplate()
    {
        // Quark template.
        if (const std::optional<QuarkTemplate> tpl = QuarkTemplates::find(a.modelType)) {
            a.templateKnown = true;
            a.excludeDefaults = tpl->defaultExclusions;
            a.templateVersions = tpl->versions;
        } else if (a.modelType != u"unknown"_s) {
            a.complete = false;
            a.excludeDefaults = {u"lm_head"_s};
            a.risks.append({u"high"_s, u"no-quark-template"_s,
                            lt(QT_TR_NOOP("quark-cli has no template for model type \"%1\". It would fail with \"There is no model "
                               "template defined\" only after loading the whole model and the calibration data."))
                                .arg(a.modelType),
                            lt(QT_TR_NOOP("If this model is a variant of a supported type, correct the model type here; newer "
                               "quark-cli builds accept --template_file. Otherwise choose a supported model."))});
        }
    }

    /// The Linear layers: exact from tensor names when the index or a header is available, else estimated from config.json.
    void countLinearLayers()
    {
        // Linear layers: exact from tensor names when the index or a header is available.
        const ConfigEstimate estimate = ModelAnalyzer::estimateLinearModules(decoder, a.modelType, a.moe.isMoe);
        a.configEstimate = estimate.count;
        std::vector<std::string_view> names;
        if (files.safetensorsIndex) {
            Result<SafetensorsIndex> parsedIndex = Safetensors::parseIndex(*files.safetensorsIndex, u"model.safetensors.index.json"_s);
            if (parsedIndex) {
                index = std::move(*parsedIndex);
                a.filesRead.append(u"model.safetensors.index.json"_s);
                names = index->tensorNames;
            } else {
                a.risks.append({u"medium"_s, u"bad-index"_s, parsedIndex.error().message,
                                lt(QT_TR_NOOP("The linear-layer count below is estimated from config.json instead."))});
            }
        } else if (files.safetensorsHeader) {
            Result<SafetensorsHeader> parsedHeader =
                Safetensors::parseHeaderJson(*files.safetensorsHeader, u"model.safetensors"_s);
            if (parsedHeader) {
                header = std::move(*parsedHeader);
                a.filesRead.append(u"model.safetensors (header only)"_s);
                for (const SafetensorsTensor &t : header->tensors)
                    names.emplace_back(t.name);
            } else {
                a.risks.append({u"medium"_s, u"bad-header"_s, parsedHeader.error().message,
                                lt(QT_TR_NOOP("The linear-layer count below is estimated from config.json instead."))});
            }
        }
        // Tensors of layers beyond num_hidden_layers (DeepSeek's MTP layer) are not loaded by transformers.
        if (a.numHiddenLayers && !names.empty()) {
            std::erase_if(names, [&](std::string_view n) { return layerIndex(n) >= *a.numHiddenLayers; });
        }
        if (!names.empty()) {
            const LinearCount exact = ModelAnalyzer::countLinearModules(names, a.moe.isMoe);
            a.linearLayerCount = exact.linear;
            a.hasNonLinearExperts = exact.fusedExperts || estimate.nonLinearExperts;
            a.moe.fusedExperts = a.hasNonLinearExperts && a.moe.isMoe;
            // Name the source the names came from: the index of a sharded model, or the header of a
            // single model.safetensors (issue #33: the header count was labelled an index).
            a.countMethod = index ? u"safetensors-index"_s : u"safetensors-header"_s;
            a.countNote = lt(QT_TR_NOOP("Counted exactly from %1 tensor names in %2 (decoder Linear weights; lm_head, norms, "
                             "embeddings, routers and vision/audio towers excluded)."))
                              .arg(human(qint64(names.size())), index ? LocalText(u"model.safetensors.index.json"_s)
                                                                      : lt(QT_TR_NOOP("the model.safetensors header")));
            if (estimate.count)
                a.countNote = LocalText::joined(
                    {a.countNote, lt(QT_TR_NOOP("The config-based estimate is %1: %2")).arg(human(*estimate.count), estimate.note)}, u" "_s);
            if (exact.linear == 0 && estimate.count.value_or(0) > 0) {
                a.linearLayerCount = *estimate.count;
                a.countMethod = u"config-estimate"_s;
                a.complete = false;
                a.countNote = lt(QT_TR_NOOP("No decoder Linear weights were recognised among the tensor names; estimated from "
                                 "config.json instead: %1"))
                                  .arg(estimate.note);
            }
        } else {
            a.linearLayerCount = estimate.count.value_or(0);
            a.hasNonLinearExperts = estimate.nonLinearExperts;
            a.moe.fusedExperts = a.hasNonLinearExperts && a.moe.isMoe;
            a.countMethod = u"config-estimate"_s;
            a.countNote = lt(QT_TR_NOOP("Estimated from config.json (no safetensors index or header was available): %1")).arg(estimate.note);
        }
        if (!estimate.knownArchitecture) {
            a.complete = false;
            if (!a.hasRisk(u"unknown-model-type"_s)) {
                a.risks.append({a.countMethod != u"config-estimate"_s ? u"low"_s : u"medium"_s, u"unknown-architecture"_s,
                                lt(QT_TR_NOOP("PTQ Studio has no layer rules for \"%1\"; %2")).arg(a.modelType, estimate.note),
                                lt(QT_TR_NOOP("Check the linear-layer count against the model card."))});
            }
        }
    }

    /// Parameters and weight bytes, from the best source there is.
    void readSizes()
    {
        // Parameters and weight bytes.
        if (files.hubInfo && files.hubInfo->safetensorsTotal) {
            a.parameters = files.hubInfo->safetensorsTotal;
            a.parametersNote = lt(QT_TR_NOOP("from the Hub's safetensors metadata"));
        } else if (header) {
            qint64 params = 0;
            qint64 bytes = 0;
            for (const SafetensorsTensor &t : header->tensors) {
                qint64 n = 1;
                for (qint64 d : t.shape)
                    n *= d;
                params += n;
                bytes = qMax(bytes, t.end);
            }
            a.parameters = params;
            a.weightBytes = bytes;
            a.parametersNote = lt(QT_TR_NOOP("counted from the tensor shapes in the model.safetensors header"));
        } else if (index && index->totalParameters) {
            a.parameters = index->totalParameters;
            a.parametersNote = lt(QT_TR_NOOP("from metadata.total_parameters of the index"));
        } else if (index && index->totalSize) {
            a.parameters = *index->totalSize / bytesPerParameter(a.dtype);
            a.parametersNote = lt(QT_TR_NOOP("estimated: total_size of the index / %1 bytes per %2 parameter"))
                                   .arg(bytesPerParameter(a.dtype))
                                   .arg(a.dtype.isEmpty() ? u"bfloat16"_s : a.dtype);
        }
        if (!a.parameters) {
            if (const std::optional<qint64> estimated = estimateParameters(decoder, config, a)) {
                a.parameters = estimated;
                a.parametersNote = lt(QT_TR_NOOP("estimated from the sizes in config.json"));
            }
        }
        if (!a.weightBytes && index && index->totalSize)
            a.weightBytes = index->totalSize;
        if (!a.weightBytes) {
            qint64 sum = 0;
            const QMap<QString, qint64> &sizes = files.hubInfo ? files.hubInfo->fileSizes : files.fileSizes;
            for (auto it = sizes.cbegin(); it != sizes.cend(); ++it) {
                if (it.key().endsWith(u".safetensors"_s))
                    sum += it.value();
            }
            if (sum > 0)
                a.weightBytes = sum;
        }
        if (files.generationConfig)
            a.filesRead.append(u"generation_config.json"_s);
        if (files.tokenizerConfig)
            a.filesRead.append(u"tokenizer_config.json"_s);
    }

    /// What config.json and the other JSON files say that would stop or slow a run.
    void risksOfTheFiles()
    {
        // Risks.
        // transformers reads these files with json.loads on text decoded as plain UTF-8, which refuses
        // a byte-order mark: say so here rather than let the run fail after the model has loaded.
        const std::pair<const char *, const QByteArray *> jsonFiles[] = {
            {"config.json", &files.config},
            {"generation_config.json", files.generationConfig ? &*files.generationConfig : nullptr},
            {"tokenizer_config.json", files.tokenizerConfig ? &*files.tokenizerConfig : nullptr}};
        for (const auto &[name, bytes] : jsonFiles) {
            if (!bytes || !bytes->startsWith("\xEF\xBB\xBF"))
                continue;
            const QString file = QString::fromLatin1(name);
            const QString where = files.source.kind == SourceInfo::Kind::Hub ? file : files.source.path + u'/' + file;
            a.risks.append({u"high"_s, u"byte-order-mark"_s,
                            lt(QT_TR_NOOP("%1 starts with a UTF-8 byte-order mark. transformers reads it with json.loads, which "
                               "refuses the mark (\"Unexpected UTF-8 BOM\"), so quark-cli would fail when it loads "
                               "the model."))
                                .arg(where),
                            lt(QT_TR_NOOP("Save %1 as UTF-8 without a byte-order mark (remove its first three bytes), then "
                               "analyse the model again."))
                                .arg(where)});
        }
        if (a.remoteCodeRequired) {
            a.risks.append({u"high"_s, u"remote-code"_s,
                            lt(QT_TR_NOOP("config.json has an auto_map: loading this model runs Python code from the model repository. "
                               "PTQ Studio passes --no_trust_remote_code unless you accept running that code.")),
                            lt(QT_TR_NOOP("Accept remote code on this page only if you trust the repository; otherwise loading may "
                               "fail."))});
        }
        if (a.preQuantized) {
            a.risks.append({u"high"_s, u"pre-quantized"_s,
                            lt(QT_TR_NOOP("This checkpoint is already quantized (%1%2). Quark quantizes full-precision weights."))
                                .arg(a.quantMethod.isEmpty() ? lt(QT_TR_NOOP("unknown method")) : a.quantMethod,
                                     a.quantFormat.isEmpty() ? QString() : u", "_s + a.quantFormat),
                            lt(QT_TR_NOOP("Use the original BF16/FP16 model (often linked from the model card as the base model)."))});
        }
        if (a.multimodal) {
            a.risks.append({u"low"_s, u"multimodal"_s,
                            lt(QT_TR_NOOP("A multimodal model (%1 tower). Only the language model's Linear layers are counted; the "
                               "template excludes the towers."))
                                .arg(a.towers.join(u", "_s)),
                            lt(QT_TR_NOOP("Check that processor files are copied into the output when the CLI does not save them."))});
        }
        if (a.hasNonLinearExperts) {
            a.risks.append({u"medium"_s, u"fused-experts"_s,
                            lt(QT_TR_NOOP("The experts are stored as fused parameters, not Linear modules; they are not in the "
                               "linear-layer count and are quantized only if Quark's preprocessing splits them.")),
                            lt(QT_TR_NOOP("Check the module replacement summary in the run log."))});
        }
        // Not against quark-cli 0.12 by name while another is installed (issue #33): the newest
        // release's range, named in the message.
        if (std::optional<Risk> risk = ModelAnalyzer::transformersRisk(a.transformersVersion, QuarkTemplates::newestRelease()))
            a.risks.append(*risk);
        const qint64 bf16Bytes = a.weightBytes.value_or(a.parameters.value_or(0) * 2);
        if (bf16Bytes > 80ll * 1024 * 1024 * 1024) {
            a.risks.append({u"medium"_s, u"multi-gpu"_s,
                            lt(QT_TR_NOOP("The weights take about %1 GiB, more than one 80 GB GPU holds: the run needs several GPUs "
                               "(device_map=auto) or --multi_device (slow, CPU offload, no algorithms)."))
                                .arg(double(bf16Bytes) / (1024.0 * 1024 * 1024), 0, 'f', 0),
                            lt(QT_TR_NOOP("Plan the device strategy on page 2."))});
        }
        if (files.hubInfo && !files.hubInfo->gated.isEmpty()) {
            a.risks.append({u"medium"_s, u"gated"_s,
                            lt(QT_TR_NOOP("The repository is gated (%1 approval): quark-cli needs a token whose account accepted the "
                               "licence to download the weights."))
                                .arg(files.hubInfo->gated),
                            lt(QT_TR_NOOP("Accept the licence on the model page and set HF_TOKEN for the run."))});
        }
    }

    /// A local folder's tokenizer, weights and generation config, and shards cut short.
    void risksOfTheFolder()
    {
        if (files.source.kind != SourceInfo::Kind::Hub) {
            const bool tokenizer = files.hasFile(u"tokenizer.json"_s) || files.hasFile(u"tokenizer.model"_s)
                || files.hasFile(u"tokenizer_config.json"_s);
            if (!tokenizer) {
                a.risks.append({u"medium"_s, u"missing-tokenizer"_s,
                                lt(QT_TR_NOOP("%1 has no tokenizer files (tokenizer.json, tokenizer.model, tokenizer_config.json); "
                                   "calibration needs the tokenizer."))
                                    .arg(files.source.path),
                                lt(QT_TR_NOOP("Copy the tokenizer files from the original model."))});
            }
            bool safetensors = false;
            bool bin = false;
            for (const QString &f : files.files) {
                safetensors = safetensors || f.endsWith(u".safetensors"_s);
                bin = bin || f.endsWith(u".bin"_s) || f.endsWith(u".pt"_s);
            }
            if (!safetensors) {
                a.risks.append({bin ? u"low"_s : u"high"_s, u"missing-weights"_s,
                                bin ? lt(QT_TR_NOOP("%1 has PyTorch .bin weights but no safetensors; loading works but is slower and "
                                         "runs pickle code."))
                                          .arg(files.source.path)
                                    : lt(QT_TR_NOOP("%1 has no weight files (*.safetensors or *.bin).")).arg(files.source.path),
                                lt(QT_TR_NOOP("Point to the complete model folder."))});
            }
            // Headers only (LocalModelReader::readSafetensorsLayout): a file whose size is not the one
            // its header implies fails only when quark-cli loads the weights, where it is easily taken
            // for a transformers version problem.
            for (auto it = files.safetensorsLayouts.cbegin(); it != files.safetensorsLayouts.cend(); ++it) {
                const SafetensorsFileLayout &f = it.value();
                const QString path = files.source.path + u'/' + it.key();
                const LocalText redownload =
                    lt(QT_TR_NOOP("Re-download this file (or copy it again from the original model), then analyse the model "
                                  "again: %1")).arg(path);
                if (!f.error.isEmpty()) {
                    a.risks.append({u"high"_s, u"shard-size-mismatch"_s,
                                    lt(QT_TR_NOOP("%1 is not a readable safetensors file (%2 bytes): %3")).arg(path).arg(f.size).arg(f.error),
                                    redownload});
                } else if (f.endsInHeader) {
                    a.risks.append({u"high"_s, u"shard-size-mismatch"_s,
                                    lt(QT_TR_NOOP("%1 has %2 bytes, but its safetensors header alone needs %3: the file is cut "
                                                  "short (an interrupted download or copy), so loading the weights would fail."))
                                        .arg(path)
                                        .arg(f.size)
                                        .arg(f.impliedSize),
                                    redownload});
                } else if (f.impliedSize >= 0 && f.impliedSize != f.size) {
                    a.risks.append({u"high"_s, u"shard-size-mismatch"_s,
                                    f.size < f.impliedSize
                                        ? lt(QT_TR_NOOP("%1 has %2 bytes, but its safetensors header implies %3 (8 + the header + "
                                                        "the end of the last tensor's data): the file is cut short (an "
                                                        "interrupted download or copy), and loading it would fail with "
                                                        "\"incomplete metadata, file not fully covered\"."))
                                              .arg(path)
                                              .arg(f.size)
                                              .arg(f.impliedSize)
                                        : lt(QT_TR_NOOP("%1 has %2 bytes, but its safetensors header implies %3 (8 + the header + "
                                                        "the end of the last tensor's data): the file has bytes its header does "
                                                        "not describe, and loading it would fail with \"incomplete "
                                                        "metadata, file not fully covered\"."))
                                              .arg(path)
                                              .arg(f.size)
                                              .arg(f.impliedSize),
                                    redownload});
                }
            }
            if (!files.hasFile(u"generation_config.json"_s)) {
                a.risks.append({u"low"_s, u"missing-generation-config"_s,
                                lt(QT_TR_NOOP("%1 has no generation_config.json; the export will have none either.")).arg(files.source.path),
                                QString()});
            }
        }
    }

    /// No number of hidden layers, and the risks in the order a person reads them.
    void risksOfTheLayers()
    {
        if (!a.numHiddenLayers) {
            a.complete = false;
            a.risks.append({u"high"_s, u"unknown-layers"_s,
                            lt(QT_TR_NOOP("config.json gives no number of hidden layers, so the layer count is unknown.")),
                            lt(QT_TR_NOOP("Check the model card, or correct the model type."))});
        }
        // Most severe first: that is the order a person reads them in.
        auto rank = [](const Risk &r) { return r.severity == u"high"_s ? 0 : r.severity == u"medium"_s ? 1 : 2; };
        std::stable_sort(a.risks.begin(), a.risks.end(), [&](const Risk &x, const Risk &y) { return rank(x) < rank(y); });
    }

    const ConfigFiles &files;
    const Json &config;
    const Json *const text; ///< text_config, for multimodal wrappers
    const Json &decoder;
    ModelAnalysis a;
    std::optional<SafetensorsIndex> index;   ///< the index, when it was read and parses
    std::optional<SafetensorsHeader> header; ///< a single model.safetensors' header, when read and valid
};

} // namespace

Result<ModelAnalysis> ModelAnalyzer::analyze(const ConfigFiles &files)
{
    const QString origin = files.source.kind == SourceInfo::Kind::Hub
        ? u"%1/%2/resolve/%3/config.json"_s.arg(files.source.endpoint, files.source.repoId,
                                                files.source.revision.isEmpty() ? u"main"_s : files.source.revision)
        : files.source.path + u"/config.json"_s;
    Result<Json> parsed = ArtifactIo::parseJson(files.config, origin);
    if (!parsed)
        return parsed.error();
    const Json &config = *parsed;
    if (!config.is_object())
        return Error{Error::Code::Invalid, tr("%1 is not a JSON object, so it is not a model configuration.").arg(origin)};

    return Analysis(files, config).run();
}

} // namespace ptq
