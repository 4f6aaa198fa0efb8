#include "analysis/analysisconfirmation.h"

#include "analysis/quarktemplates.h"
#include "localtext.h"

#include <QLocale>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString str(const Json &node, const char *key)
{
    return node.is_object() && node.contains(key) && node[key].is_string() ? QString::fromStdString(node[key].get<std::string>())
                                                                         : QString();
}

QString joined(const Json &array)
{
    QStringList parts;
    if (array.is_array()) {
        for (const Json &v : array) {
            if (v.is_string())
                parts.append(QString::fromStdString(v.get<std::string>()));
        }
    }
    return parts.join(u", "_s);
}

// The risks that make an analysis partial: facts the configuration could not establish.
bool isPartialRisk(const std::string &code)
{
    return code == "no-quark-template" || code == "unknown-model-type" || code == "unknown-layers"
        || code == "unknown-architecture";
}

} // namespace

QString AnalysisConfirmation::timestamp(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

Json AnalysisConfirmation::applyCorrections(Json doc, const AnalysisCorrections &c)
{
    if (!doc.is_object())
        return doc;
    Json &confirmation = doc["confirmation"];
    if (!confirmation.is_object())
        confirmation = {{"confirmed", false}, {"at", nullptr}};
    if (!confirmation.contains("corrections") || !confirmation["corrections"].is_array())
        confirmation["corrections"] = Json::array();
    auto record = [&](const char *field, const Json &from, const Json &to, const QString &note) {
        Json entry = {{"field", field}, {"from", from}, {"to", to}};
        if (!note.isEmpty())
            entry["note"] = note.toStdString();
        confirmation["corrections"].push_back(entry);
    };
    Json &model = doc["model"];

    if (c.modelType && *c.modelType != str(model, "model_type")) {
        const QString type = c.modelType->trimmed();
        record("model.model_type", model.value("model_type", Json()), type.toStdString(),
               tr("Quark's template is looked up by this type."));
        model["model_type"] = type.toStdString();
        const std::optional<QuarkTemplate> tpl = QuarkTemplates::find(type);
        const QStringList exclusions = tpl ? tpl->defaultExclusions : QStringList{u"lm_head"_s};
        doc["quantization_targets"]["exclude_defaults"] = toJsonArray(exclusions);
        doc["quark_template"] = {{"model_type", type.toStdString()},
                                 {"known", tpl.has_value()},
                                 {"versions", toJsonArray(tpl ? tpl->versions : QStringList())},
                                 {"default_exclusions", toJsonArray(exclusions)}};
        Json kept = Json::array();
        for (const Json &risk : doc.value("risks", Json::array())) {
            if (risk.is_object() && risk.value("code", std::string()) == "no-quark-template")
                continue;
            kept.push_back(risk);
        }
        if (!tpl) {
            Json risk = {{"severity", "high"}, {"code", "no-quark-template"}};
            LocalText::store(risk, "message",
                             LocalText::translatable("AnalysisConfirmation", QT_TR_NOOP("quark-cli has no template for model type \"%1\".")).arg(type));
            LocalText::store(risk, "recovery_hint", LocalText::translatable("AnalysisConfirmation", QT_TR_NOOP("Choose a supported model type.")));
            kept.push_back(risk);
        }
        doc["risks"] = kept;
        bool partial = false;
        for (const Json &risk : doc["risks"])
            partial = partial || (risk.is_object() && isPartialRisk(risk.value("code", std::string())));
        doc["analysis_status"] = partial ? "partial" : "complete";
    }
    if (c.trustRemoteCode && (!model.contains("trust_remote_code") || model["trust_remote_code"] != *c.trustRemoteCode)) {
        record("model.trust_remote_code", model.value("trust_remote_code", Json()), *c.trustRemoteCode,
               *c.trustRemoteCode ? tr("The user accepts running code from the model repository.") : QString());
        model["trust_remote_code"] = *c.trustRemoteCode;
    }
    if (!c.notes.isEmpty())
        confirmation["notes"] = c.notes.toStdString();
    return doc;
}

Result<Json> AnalysisConfirmation::confirm(const Json &analysis, const AnalysisCorrections &corrections,
                                           const QDateTime &now)
{
    if (!analysis.is_object() || !analysis.contains("model"))
        return Error{Error::Code::Invalid, tr("This is not a model analysis, so it cannot be confirmed.")};
    Json doc = applyCorrections(analysis, corrections);
    doc["confirmation"]["confirmed"] = true;
    doc["confirmation"]["at"] = timestamp(now).toStdString();
    return doc;
}

QString parameterCountText(double parameters)
{
    if (parameters >= 1e8)
        return AnalysisConfirmation::tr("%1 billion").arg(parameters / 1e9, 0, 'f', 2);
    return AnalysisConfirmation::tr("%1 million").arg(parameters / 1e6, 0, 'f', 2);
}

QString severityText(const QString &severity)
{
    if (severity == u"high"_s)
        return AnalysisConfirmation::tr("high");
    if (severity == u"medium"_s)
        return AnalysisConfirmation::tr("medium");
    if (severity == u"low"_s)
        return AnalysisConfirmation::tr("low");
    return severity;
}

QString sourceKindText(const QString &kind)
{
    if (kind == u"hub"_s)
        return AnalysisConfirmation::tr("Hugging Face Hub");
    if (kind == u"local"_s)
        return AnalysisConfirmation::tr("local folder");
    if (kind == u"cache"_s)
        return AnalysisConfirmation::tr("Hugging Face cache");
    return kind;
}

QString countMethodText(const QString &method)
{
    if (method == u"safetensors-index"_s)
        return AnalysisConfirmation::tr("counted from model.safetensors.index.json");
    if (method == u"safetensors-header"_s)
        return AnalysisConfirmation::tr("counted from the model.safetensors header");
    if (method == u"config-estimate"_s)
        return AnalysisConfirmation::tr("estimated from config.json");
    return method;
}

QStringList describeAnalysis(const Json &a)
{
    QStringList lines;
    const Json model = a.value("model", Json::object());
    const Json targets = a.value("quantization_targets", Json::object());
    const Json source = a.value("source", Json::object());
    const Json sig = a.value("signals", Json::object());
    auto line = [&](const QString &label, const QString &text) { lines.append(label.leftJustified(12) + u' ' + text); };
    auto num = [](const Json &v) { return v.is_number_integer() ? QLocale::c().toString(v.get<qint64>()) : u"?"_s; };

    line(AnalysisConfirmation::tr("Model"), u"%1 (%2%3)"_s.arg(str(model, "model_path"), str(model, "model_type"),
                                        model.contains("architectures") && !model["architectures"].empty()
                                            ? u", "_s + joined(model["architectures"])
                                            : QString()));
    if (source.is_object() && !source.empty()) {
        QString where = sourceKindText(str(source, "kind"));
        if (!str(source, "revision").isEmpty())
            where += u" @ "_s + str(source, "revision");
        if (!str(source, "commit").isEmpty())
            where += AnalysisConfirmation::tr(", commit %1").arg(str(source, "commit").left(12));
        line(AnalysisConfirmation::tr("Source"), where);
        if (!str(source, "note").isEmpty())
            line(QString(), str(source, "note"));
    }
    if (model.contains("num_hidden_layers"))
        line(AnalysisConfirmation::tr("Layers"), AnalysisConfirmation::tr("%1 decoder layers, hidden size %2, %3 attention heads (%4 KV)")
                               .arg(num(model["num_hidden_layers"]), num(model.value("hidden_size", Json())),
                                    num(model.value("num_attention_heads", Json())),
                                    num(model.value("num_key_value_heads", Json()))));
    if (model.contains("parameters") && model["parameters"].is_number()) {
        line(AnalysisConfirmation::tr("Parameters"), u"%1 (%2)"_s.arg(parameterCountText(model["parameters"].get<double>()),
                                                 LocalText::show(model, "parameters_note")));
    }
    line(AnalysisConfirmation::tr("Linear"), AnalysisConfirmation::tr("%1 quantizable Linear modules, %2").arg(num(targets.value("linear_layer_count", Json())),
                                                                   countMethodText(str(targets, "count_method"))));
    if (const QString note = LocalText::show(targets, "count_note"); !note.isEmpty())
        line(QString(), note);
    line(AnalysisConfirmation::tr("Exclusions"), AnalysisConfirmation::tr("%1 (Quark template defaults)").arg(joined(targets.value("exclude_defaults", Json::array()))));
    auto yesNo = [&](bool b) { return b ? AnalysisConfirmation::tr("yes") : AnalysisConfirmation::tr("no"); };
    const bool moe = sig.value("moe", Json::object()).value("is_moe", false);
    const bool mm = sig.value("multimodal", Json::object()).value("is_multimodal", false);
    const bool pq = sig.value("pre_quantized", Json::object()).value("is_quantized", false);
    const bool rc = sig.value("remote_code", Json::object()).value("required", false);
    line(AnalysisConfirmation::tr("Signals"), AnalysisConfirmation::tr("MoE %1 · multimodal %2 · pre-quantized %3 · remote code %4")
                            .arg(yesNo(moe), yesNo(mm), yesNo(pq), yesNo(rc)));
    line(AnalysisConfirmation::tr("Status"), str(a, "analysis_status"));
    const Json risks = a.value("risks", Json::array());
    if (risks.empty())
        line(AnalysisConfirmation::tr("Risks"), AnalysisConfirmation::tr("none"));
    for (const Json &risk : risks)
        line(AnalysisConfirmation::tr("Risk"), u"[%1] %2"_s.arg(severityText(str(risk, "severity")), LocalText::show(risk, "message")));
    return lines;
}

} // namespace ptq
