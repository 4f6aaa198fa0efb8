#include "plan/patternpreview.h"

#include "source/localreader.h"
#include "source/safetensors.h"

#include <deque>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <fnmatch.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ptq::PatternPreviewer", text);
}

} // namespace

bool PatternPreviewer::matches(const QString &pattern, const std::string &module)
{
    return matches(pattern.toStdString(), std::string_view(module));
}

bool PatternPreviewer::matches(const std::string &pattern, std::string_view module)
{
    // Without a special character fnmatch matches the text itself: no conversion to wide
    // characters, no copy of the module's name.
    if (pattern.find_first_of("*?[\\") == std::string::npos)
        return pattern == module;
    // POSIX fnmatch without FNM_PATHNAME/FNM_PERIOD is Python's fnmatchcase: * matches dots too.
    return ::fnmatch(pattern.c_str(), std::string(module).c_str(), 0) == 0;
}

PatternPreview PatternPreviewer::preview(const std::vector<std::string> &modules, const QStringList &exclusions,
                                         const QList<QPair<QString, QString>> &overrides, const QString &globalScheme)
{
    PatternPreview result;
    result.total = qint64(modules.size());
    QList<PatternMatch> patterns;
    for (const QString &p : exclusions)
        patterns.append({p, u"exclude"_s, QString(), 0, 0, {}, {}, {}});
    for (const auto &[p, scheme] : overrides)
        patterns.append({p, u"override"_s, scheme, 0, 0, {}, {}, {}});

    // For overlap detection: which patterns matched each module (indices into patterns).
    QList<QSet<int>> overlaps(patterns.size());
    std::vector<int> hits;
    for (const std::string &module : modules) {
        hits.clear();
        for (int i = 0; i < patterns.size(); ++i) {
            if (matches(patterns[i].pattern, module)) {
                hits.push_back(i);
                ++patterns[i].matches;
                if (patterns[i].listed.size() < kListedModules)
                    patterns[i].listed.append(QString::fromStdString(module));
                if (patterns[i].examples.size() < 3)
                    patterns[i].examples.append(patterns[i].listed.constLast());
            }
        }
        for (int a : hits) {
            for (int b : hits) {
                if (a != b)
                    overlaps[a].insert(b);
            }
        }
        // Exclusions win; then the first override in order; else the global scheme.
        int decider = -1;
        for (int i : hits) {
            if (patterns[i].role == u"exclude"_s) {
                decider = i;
                break;
            }
        }
        if (decider < 0) {
            for (int i : hits) {
                if (patterns[i].role == u"override"_s) {
                    decider = i;
                    break;
                }
            }
        }
        if (decider >= 0)
            ++patterns[decider].effective;
        if (decider >= 0 && patterns[decider].role == u"exclude"_s)
            ++result.unquantized;
        else
            ++result.perScheme[decider >= 0 ? patterns[decider].scheme : globalScheme];
    }
    for (int i = 0; i < patterns.size(); ++i) {
        QList<int> others = overlaps[i].values();
        std::sort(others.begin(), others.end());
        for (int other : others)
            patterns[i].overlapsWith.append(patterns[other].pattern);
        if (patterns[i].matches == 0) {
            result.warnings.append(tr("\"%1\" matches no module: Quark would ignore it silently.").arg(patterns[i].pattern));
        } else if (patterns[i].role == u"override"_s && patterns[i].effective == 0) {
            result.warnings.append(tr("Override \"%1\" decides no module: exclusions or earlier overrides take all it "
                                      "matches.")
                                       .arg(patterns[i].pattern));
        }
    }
    if (exclusions.isEmpty())
        result.warnings.append(tr("No exclusions: every Linear module, lm_head included, is quantized."));
    result.patterns = patterns;
    return result;
}

std::vector<std::string> PatternPreviewer::modulesFor(const AnalysisFacts &analysis, QString *sourceDescription)
{
    const QString &kind = analysis.sourceKind;
    const QString &folder = analysis.sourcePath;
    const bool readFromDisk = kind == u"local"_s || kind == u"cache"_s;
    if (readFromDisk && !folder.isEmpty()) {
        const QString indexPath = folder + u"/model.safetensors.index.json"_s;
        QFile file(indexPath);
        if (file.size() <= LocalModelReader::kMaxIndexBytes && file.open(QIODevice::ReadOnly)) {
            Result<SafetensorsIndex> index = Safetensors::parseIndex(file.readAll(), indexPath);
            if (index) {
                if (sourceDescription)
                    *sourceDescription = tr("module names from %1").arg(indexPath);
                return modulesFromTensorNames(index->tensorNames);
            }
        }
    }
    // A model in one file has no index: its header names the tensors (#33 item 19).
    if (readFromDisk && !folder.isEmpty()) {
        const QString single = folder + u"/model.safetensors"_s;
        QFile file(single);
        if (QFileInfo(single).isFile() && file.open(QIODevice::ReadOnly)) {
            const Result<qint64> length = Safetensors::headerLength(file.read(8), single);
            std::deque<std::string> names; // stable, for the views below
            const Status scanned = length ? Safetensors::scanHeaderJson(file.read(*length).toStdString(), single,
                                                                        [&names](const SafetensorsTensorView &t) -> std::optional<Error> {
                                                                            names.emplace_back(t.name);
                                                                            return std::nullopt;
                                                                        })
                                          : Status(length.error());
            if (scanned && !names.empty()) {
                if (sourceDescription)
                    *sourceDescription = tr("module names from the header of %1").arg(single);
                const std::vector<std::string_view> views(names.begin(), names.end());
                return modulesFromTensorNames(views);
            }
        }
    }
    if (sourceDescription)
        *sourceDescription = tr("module names generated from the architecture (no local safetensors index or header)");
    return generateModules(analysis);
}

std::vector<std::string> PatternPreviewer::modulesFromTensorNames(std::span<const std::string_view> tensorNames)
{
    std::vector<std::string> modules;
    for (const std::string_view name : tensorNames) {
        for (std::string_view suffix : {std::string_view(".weight"), std::string_view(".qweight")}) {
            if (name.size() > suffix.size() && name.substr(name.size() - suffix.size()) == suffix) {
                const std::string module(name.substr(0, name.size() - suffix.size()));
                const std::size_t dot = module.rfind('.');
                const std::string_view leaf = dot == std::string::npos ? std::string_view(module)
                                                                       : std::string_view(module).substr(dot + 1);
                if (leaf.find("norm") == std::string_view::npos && leaf.find("embed") == std::string_view::npos)
                    modules.push_back(module);
                break;
            }
        }
    }
    return modules;
}

std::vector<std::string> PatternPreviewer::generateModules(const AnalysisFacts &analysis)
{
    std::vector<std::string> modules;
    const std::string type = analysis.modelType.toStdString();
    const qint64 layers = analysis.numHiddenLayers.value_or(0);
    const qint64 experts = analysis.moe ? analysis.numExperts.value_or(0) : 0;
    const qint64 shared = analysis.sharedExperts.value_or(0);
    const qint64 firstDense = analysis.firstDenseLayers.value_or(0);
    const bool fused = analysis.nonLinearExperts;
    const bool wrapped = type == "gemma3" || type == "mllama" || type == "llama4";
    const std::string prefix = wrapped ? "language_model.model.layers." : "model.layers.";

    for (qint64 i = 0; i < layers; ++i) {
        const std::string p = prefix + std::to_string(i) + ".";
        auto add = [&](const std::string &rest) { modules.push_back(p + rest); };
        if (type == "phi3") {
            add("self_attn.qkv_proj");
            add("self_attn.o_proj");
            add("mlp.gate_up_proj");
            add("mlp.down_proj");
            continue;
        }
        if (type.starts_with("deepseek_v") || type == "kimi_k2") {
            for (const char *n : {"q_a_proj", "q_b_proj", "kv_a_proj_with_mqa", "kv_b_proj", "o_proj"})
                add(std::string("self_attn.") + n);
        } else {
            const std::string attn = type == "llama4" ? "self_attn." : "self_attn.";
            for (const char *n : {"q_proj", "k_proj", "v_proj", "o_proj"})
                add(attn + n);
        }
        const bool moeLayer = experts > 1 && i >= firstDense;
        if (!moeLayer) {
            const std::string mlp = type == "llama4" ? "feed_forward." : "mlp.";
            for (const char *n : {"gate_proj", "up_proj", "down_proj"})
                add(mlp + n);
            continue;
        }
        if (type == "mixtral") {
            add("block_sparse_moe.gate");
            for (qint64 e = 0; e < experts; ++e) {
                for (const char *n : {"w1", "w2", "w3"})
                    add("block_sparse_moe.experts." + std::to_string(e) + "." + n);
            }
            continue;
        }
        if (type == "llama4") {
            add("feed_forward.router");
            for (const char *n : {"gate_proj", "up_proj", "down_proj"})
                add(std::string("feed_forward.shared_expert.") + n);
            continue; // routed experts are fused parameters
        }
        add(type == "gpt_oss" ? "mlp.router" : "mlp.gate");
        if (!fused) {
            for (qint64 e = 0; e < experts; ++e) {
                for (const char *n : {"gate_proj", "up_proj", "down_proj"})
                    add("mlp.experts." + std::to_string(e) + "." + n);
            }
        }
        if (shared > 0) {
            const std::string s = type == "qwen2_moe" ? "mlp.shared_expert." : "mlp.shared_experts.";
            for (const char *n : {"gate_proj", "up_proj", "down_proj"})
                modules.push_back(p + s + n);
            if (type == "qwen2_moe")
                add("mlp.shared_expert_gate");
        }
    }
    // Vision/audio towers: a few representative modules under the prefixes the templates exclude.
    if (!analysis.towers.isEmpty()) {
        if (type == "gemma3") {
            modules.push_back("vision_tower.vision_model.encoder.layers.0.self_attn.q_proj");
            modules.push_back("multi_modal_projector.mm_input_projection");
        } else if (type == "mllama") {
            modules.push_back("vision_model.transformer.layers.0.self_attn.q_proj");
            modules.push_back("multi_modal_projector");
        } else if (type == "llama4") {
            modules.push_back("vision_model.model.layers.0.self_attn.q_proj");
            modules.push_back("multi_modal_projector.linear_1");
        } else {
            modules.push_back("visual.blocks.0.attn.qkv");
            modules.push_back("visual.merger.mlp.0");
        }
    }
    modules.push_back(wrapped ? "language_model.lm_head" : "lm_head");
    return modules;
}

} // namespace ptq
