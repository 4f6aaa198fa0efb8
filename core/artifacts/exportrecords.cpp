#include "artifacts/exportrecords.h"

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

std::string text(const QString &s)
{
    return s.toStdString();
}

QString str(const Json &j, const char *key)
{
    return jsonString(j, key);
}

Json optNumber(const std::optional<double> &v)
{
    return v && std::isfinite(*v) ? Json(*v) : Json(nullptr);
}

Json optInt(const std::optional<int> &v)
{
    return v ? Json(*v) : Json(nullptr);
}

Json timeJson(const std::optional<QDateTime> &t)
{
    return t ? Json(text(t->toUTC().toString(Qt::ISODate))) : Json(nullptr);
}

} // namespace

std::optional<double> jsonNumber(const Json &j, const char *key)
{
    const Json &v = jsonField(j, key);
    if (v.is_number()) {
        const double d = v.get<double>();
        if (std::isfinite(d))
            return d;
    }
    return std::nullopt;
}

std::optional<int> jsonInt(const Json &j, const char *key)
{
    const Json &v = jsonField(j, key);
    return v.is_number_integer() ? std::optional<int>(v.get<int>()) : std::nullopt;
}

std::optional<QDateTime> jsonTime(const Json &j, const char *key)
{
    const QString s = jsonString(j, key);
    if (s.isEmpty())
        return std::nullopt;
    QDateTime t = QDateTime::fromString(s, Qt::ISODate);
    return t.isValid() ? std::optional<QDateTime>(t.toUTC()) : std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Names

QString judgementName(PerplexityJudgement j)
{
    switch (j) {
    case PerplexityJudgement::Within:
        return u"within"_s;
    case PerplexityJudgement::Exceeds:
        return u"exceeds"_s;
    case PerplexityJudgement::NotMeasured:
        break;
    }
    return u"not-measured"_s;
}

QString loadCheckStatusName(LoadCheckStatus s)
{
    switch (s) {
    case LoadCheckStatus::Passed:
        return u"passed"_s;
    case LoadCheckStatus::Failed:
        return u"failed"_s;
    case LoadCheckStatus::Skipped:
        return u"skipped"_s;
    case LoadCheckStatus::NotRun:
        break;
    }
    return u"not-run"_s;
}

QString baselineSourceName(BaselineSource s)
{
    return s == BaselineSource::Cache ? u"cache"_s : u"measured"_s;
}

std::optional<PerplexityJudgement> parsePerplexityJudgement(const QString &name)
{
    for (PerplexityJudgement j : {PerplexityJudgement::Within, PerplexityJudgement::Exceeds, PerplexityJudgement::NotMeasured})
        if (judgementName(j) == name)
            return j;
    return std::nullopt;
}

std::optional<LoadCheckStatus> parseLoadCheckStatus(const QString &name)
{
    for (LoadCheckStatus s : {LoadCheckStatus::Passed, LoadCheckStatus::Failed, LoadCheckStatus::Skipped, LoadCheckStatus::NotRun})
        if (loadCheckStatusName(s) == name)
            return s;
    return std::nullopt;
}

std::optional<BaselineSource> parseBaselineSource(const QString &name)
{
    for (BaselineSource s : {BaselineSource::Measured, BaselineSource::Cache})
        if (baselineSourceName(s) == name)
            return s;
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Records

Json PerplexityVerdict::toJson() const
{
    return Json{{"baseline", optNumber(baseline)},
                {"quantized", optNumber(quantized)},
                {"ratio", optNumber(ratio)},
                {"threshold", threshold},
                {"threshold_source", thresholdFromPlan ? "plan" : "priority"},
                {"verdict", text(judgementName(verdict))},
                {"dataset", text(dataset)},
                {"seq_len", optInt(seqLen)},
                {"samples", optInt(samples)},
                {"baseline_source", baselineSource ? Json(text(baselineSourceName(*baselineSource))) : Json(nullptr)},
                {"measured_at", timeJson(measuredAt)},
                {"detail", text(detail)}};
}

std::optional<PerplexityVerdict> PerplexityVerdict::fromJson(const Json &a)
{
    if (!a.is_object())
        return std::nullopt;
    const std::optional<PerplexityJudgement> verdict = parsePerplexityJudgement(str(a, "verdict"));
    const std::optional<double> threshold = jsonNumber(a, "threshold");
    if (!verdict || !threshold)
        return std::nullopt;
    PerplexityVerdict v;
    v.baseline = jsonNumber(a, "baseline");
    v.quantized = jsonNumber(a, "quantized");
    v.ratio = jsonNumber(a, "ratio");
    v.threshold = *threshold;
    v.thresholdFromPlan = str(a, "threshold_source") == u"plan"_s;
    v.verdict = *verdict;
    v.dataset = str(a, "dataset");
    v.seqLen = jsonInt(a, "seq_len");
    v.samples = jsonInt(a, "samples");
    v.baselineSource = parseBaselineSource(str(a, "baseline_source"));
    v.measuredAt = jsonTime(a, "measured_at");
    v.detail = str(a, "detail");
    return v;
}

std::optional<PerplexityVerdict> PerplexityVerdict::fromManifest(const Json &manifest)
{
    return fromJson(jsonField(jsonField(manifest, "outputs"), "accuracy"));
}

QDebug operator<<(QDebug debug, const PerplexityVerdict &v)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "PerplexityVerdict(" << judgementName(v.verdict) << ", baseline " << v.baseline.value_or(NAN)
                    << ", quantized " << v.quantized.value_or(NAN) << ", ratio " << v.ratio.value_or(NAN) << ", threshold "
                    << v.threshold << ", " << v.dataset << ", " << v.detail << ')';
    return debug;
}

Json LoadCheck::toJson() const
{
    return Json{{"status", text(loadCheckStatusName(status))},
                {"reason", text(reason)},
                {"missing_keys", toJsonArray(missingKeys)},
                {"unexpected_keys", toJsonArray(unexpectedKeys)},
                {"cosine", optNumber(cosine)},
                {"cosine_all", optNumber(cosineAll)},
                {"top1_agreement", optNumber(top1Agreement)},
                {"prompt", text(prompt)},
                {"checked_at", timeJson(checkedAt)}};
}

std::optional<LoadCheck> LoadCheck::fromJson(const Json &j)
{
    if (!j.is_object())
        return std::nullopt;
    const std::optional<LoadCheckStatus> status = parseLoadCheckStatus(str(j, "status"));
    if (!status)
        return std::nullopt;
    LoadCheck c;
    c.status = *status;
    c.reason = str(j, "reason");
    c.missingKeys = toStringList(jsonField(j, "missing_keys"));
    c.unexpectedKeys = toStringList(jsonField(j, "unexpected_keys"));
    c.cosine = jsonNumber(j, "cosine");
    c.cosineAll = jsonNumber(j, "cosine_all");
    c.top1Agreement = jsonNumber(j, "top1_agreement");
    c.prompt = str(j, "prompt");
    c.checkedAt = jsonTime(j, "checked_at");
    return c;
}

std::optional<LoadCheck> LoadCheck::fromManifest(const Json &manifest)
{
    return fromJson(jsonField(jsonField(manifest, "outputs"), "load_check"));
}

QDebug operator<<(QDebug debug, const LoadCheck &c)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "LoadCheck(" << loadCheckStatusName(c.status) << ", " << c.reason << ", missing " << c.missingKeys.size()
                    << ", unexpected " << c.unexpectedKeys.size() << ", cosine " << c.cosine.value_or(NAN) << ", top1 "
                    << c.top1Agreement.value_or(NAN) << ')';
    return debug;
}

// --- ServeFinding -------------------------------------------------------------------------

QString severityName(ServeFinding::Severity severity)
{
    switch (severity) {
    case ServeFinding::Severity::Blocking:
        return u"blocking"_s;
    case ServeFinding::Severity::Warning:
        return u"warning"_s;
    case ServeFinding::Severity::Info:
        return u"info"_s;
    }
    return u"warning"_s;
}

Json ServeFinding::toJson() const
{
    Json j = {{"id", id.toStdString()}, {"severity", severityName(severity).toStdString()}};
    LocalText::store(j, "text", text);
    LocalText::store(j, "fix", fix);
    return j;
}

std::optional<ServeFinding> ServeFinding::fromJson(const Json &json)
{
    if (!json.is_object() || !jsonField(json, "id").is_string())
        return std::nullopt;
    ServeFinding f;
    f.id = jsonString(json, "id");
    const QString s = jsonString(json, "severity");
    if (s == u"blocking"_s)
        f.severity = Severity::Blocking;
    else if (s == u"info"_s)
        f.severity = Severity::Info;
    else if (s == u"warning"_s)
        f.severity = Severity::Warning;
    else
        return std::nullopt;
    auto read = [&json](const char *field) {
        const std::string i18n = std::string(field) + "_i18n";
        if (const Json &t = jsonField(json, i18n.c_str()); !t.is_null()) {
            if (std::optional<LocalText> local = LocalText::fromJson(t))
                return *local;
        }
        return LocalText(jsonString(json, field));
    };
    f.text = read("text");
    f.fix = read("fix");
    return f;
}

QDebug operator<<(QDebug debug, const ServeFinding &finding)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "ServeFinding(" << finding.id << ", " << severityName(finding.severity) << ", "
                    << finding.text.english() << ")";
    return debug;
}

std::optional<ServeRecord> ServeRecord::fromManifest(const Json &manifest)
{
    const Json &serve = jsonField(jsonField(manifest, "outputs"), "serve");
    if (!serve.is_object())
        return std::nullopt;
    ServeRecord r;
    if (const Json &tp = jsonField(serve, "tensor_parallel_size"); tp.is_number_integer()) {
        r.tensorParallelSize = std::max(1, tp.get<int>());
        r.tensorParallelSizeRecorded = true;
    }
    r.checked = jsonString(serve, "checked");
    r.vllmCommand = jsonString(serve, "vllm_command");
    r.lmEvalCommand = jsonString(serve, "lm_eval_command");
    if (const Json &findings = jsonField(serve, "findings"); findings.is_array()) {
        for (const Json &f : findings)
            if (std::optional<ServeFinding> finding = ServeFinding::fromJson(f))
                r.findings.append(std::move(*finding));
    }
    r.blocking = jsonField(serve, "blocking").is_boolean() && jsonField(serve, "blocking").get<bool>();
    return r;
}

} // namespace ptq
