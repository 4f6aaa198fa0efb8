#include "review/diffreviewer.h"

#include "artifacts/runmanifest.h"
#include "review/runhistory.h"
#include "units.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

// ---------------------------------------------------------------------------------------------
// The review: a comparison for people.

QString reviewSectionTitle(ReviewSection section)
{
    switch (section) {
    case ReviewSection::Outcome: return DiffReviewer::tr("Outcome");
    case ReviewSection::Plan: return DiffReviewer::tr("Plan");
    case ReviewSection::Command: return DiffReviewer::tr("Command");
    case ReviewSection::Environment: return DiffReviewer::tr("Environment");
    case ReviewSection::Cosmetic: return DiffReviewer::tr("Timestamps and paths");
    case ReviewSection::Other: break;
    }
    return DiffReviewer::tr("Other");
}

QString ReviewItem::text() const
{
    if (left.isEmpty())
        return DiffReviewer::tr("%1: added %2").arg(label, right);
    if (right.isEmpty())
        return DiffReviewer::tr("%1: removed %2").arg(label, left);
    return DiffReviewer::tr("%1: %2 → %3").arg(label, left, right);
}

qsizetype DiffReview::count(ReviewSection section) const
{
    return std::count_if(items.cbegin(), items.cend(), [section](const ReviewItem &i) { return i.section == section; });
}

QString DiffReview::title() const
{
    return DiffReviewer::tr("Compare: %1 ↔ %2").arg(leftName, rightName);
}

namespace {

QString stripZeros(QString text)
{
    const QString point = QLocale().decimalPoint();
    if (!text.contains(point))
        return text;
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(point))
        text.chop(point.size());
    return text;
}

/// @p digits significant digits (at most; trailing zeros dropped); from 10^digits on, whole numbers.
QString significant(double value, int digits)
{
    if (!std::isfinite(value))
        return QString::number(value);
    const double magnitude = std::fabs(value);
    if (magnitude == 0)
        return QLocale().toString(0);
    const int exponent = int(std::floor(std::log10(magnitude)));
    if (exponent < -10)
        return QLocale().toString(value, 'g', digits);
    const int decimals = std::max(0, digits - 1 - exponent);
    return stripZeros(QLocale().toString(value, 'f', decimals));
}

/// A word of one side that the review compares by meaning, with the JSON paths it stands for.
struct Fact
{
    QString key;
    ReviewSection section = ReviewSection::Plan;
    QString label;
    QString value;     ///< formatted; for a set, its elements joined
    QStringList set;   ///< the elements of a set-valued fact (algorithms, exclusions)
    bool isSet = false;
    bool present = false;
    QString absent;    ///< what an absent value reads as ("none", "default")
    QStringList paths; ///< the differences this fact accounts for (and takes from the rest)

    QString shown() const { return present ? value : absent; }
    bool sameAs(const Fact &o) const
    {
        if (present != o.present)
            return false;
        if (isSet)
            return QSet<QString>(set.cbegin(), set.cend()) == QSet<QString>(o.set.cbegin(), o.set.cend());
        return value == o.value;
    }
};

using Facts = QList<Fact>;

Fact fact(const char *key, ReviewSection section, const QString &label, const QString &absent, const QStringList &paths)
{
    Fact f;
    f.key = QString::fromLatin1(key);
    f.section = section;
    f.label = label;
    f.absent = absent;
    f.paths = paths;
    return f;
}

void setValue(Fact &f, const QString &value)
{
    f.present = true;
    f.value = value;
}

void setSet(Fact &f, const QStringList &elements, bool present = true)
{
    f.isSet = true;
    f.present = present;
    f.set = elements;
    f.value = elements.isEmpty() ? DiffReviewer::tr("none") : elements.join(u", "_s);
}

QString algorithmTitle(const QString &name)
{
    static const QHash<QString, QString> kTitles = {{u"awq"_s, u"AWQ"_s},
                                                    {u"gptq"_s, u"GPTQ"_s},
                                                    {u"smoothquant"_s, u"SmoothQuant"_s},
                                                    {u"autosmoothquant"_s, u"AutoSmoothQuant"_s},
                                                    {u"quarot"_s, u"QuaRot"_s},
                                                    {u"qronos"_s, u"Qronos"_s}};
    return kTitles.value(name.toLower(), name);
}

QStringList algorithmList(const QStringList &words)
{
    static const QRegularExpression kSeparators(u"[,\\s]+"_s);
    QStringList list;
    for (const QString &w : words) {
        for (const QString &part : w.split(kSeparators, Qt::SkipEmptyParts))
            list.append(algorithmTitle(part));
    }
    return list;
}

/// The run step's command as tokens: its argv, else its shell-quoted command.
QStringList commandTokens(const RunStepRecord &run)
{
    return !run.argv.isEmpty() ? run.argv : StructuralDiff::splitCommand(run.command);
}

/// The path of the run step in the diff ("steps[quantize]").
QString runStepPath(const RunStepRecord &run)
{
    return u"steps["_s + run.name + u']';
}

struct ManifestSide
{
    std::optional<RunManifest> manifest;
    QList<StructuralDiff::CommandUnit> units; ///< the command as flag units
    QHash<QString, QString> unitText; ///< identity → the unit's values (without the flag)
    QString commandPath;              ///< "steps[quantize].argv", or ….command when there is no argv

    QString unitPath(const QString &identity) const { return commandPath + u'[' + identity + u']'; }
};

ManifestSide manifestSide(const Json &doc)
{
    ManifestSide side;
    Result<RunManifest> m = RunManifest::fromJson(doc);
    if (!m)
        return side;
    side.units = StructuralDiff::commandUnits(commandTokens(m->run));
    for (const StructuralDiff::CommandUnit &u : std::as_const(side.units)) {
        const QString &text = u.text;
        if (u.identity.startsWith(u'#')) {
            side.unitText.insert(u.identity, text);
            continue;
        }
        // "--layer_quant_scheme *down_proj* int8" keeps its pattern in the identity.
        const QString flag = u.identity.section(u'#', 0, 0).section(u' ', 0, 0);
        side.unitText.insert(u.identity, text.startsWith(flag + u' ') ? text.mid(flag.size() + 1) : text == flag ? QString() : text);
    }
    side.commandPath = runStepPath(m->run) + (m->run.argv.isEmpty() ? u".command"_s : u".argv"_s);
    side.manifest = std::move(*m);
    return side;
}

/// The command flags the plan facts stand for (the rest are Command items).
bool isPlanFlag(const QString &identity)
{
    static const QSet<QString> kFlags = {u"--quant_scheme"_s,   u"--quant_algo"_s, u"--kv_cache_dtype"_s, u"--exclude_layers"_s,
                                         u"--num_calib_data"_s, u"--seq_len"_s,    u"--batch_size"_s,     u"--dataset"_s,
                                         u"--multi_device"_s,   u"--model_dir"_s};
    return kFlags.contains(identity) || identity.startsWith(u"--layer_quant_scheme "_s);
}

Facts manifestFacts(const ManifestSide &side, const ReviewWords &words)
{
    const QString none = DiffReviewer::tr("none");
    const QString byDefault = DiffReviewer::tr("default");
    Facts facts;
    auto flag = [&](const char *key, const QString &label, const QString &absent, const QString &option) {
        Fact f = fact(key, ReviewSection::Plan, label, absent, {});
        if (side.unitText.contains(option)) {
            setValue(f, side.unitText.value(option));
            f.paths = {side.unitPath(option)};
        }
        return f;
    };
    facts.append(flag("scheme", DiffReviewer::tr("Scheme"), none, u"--quant_scheme"_s));
    Fact algorithms = fact("algorithms", ReviewSection::Plan, DiffReviewer::tr("Algorithms"), none, {});
    if (side.unitText.contains(u"--quant_algo"_s)) {
        setSet(algorithms, algorithmList({side.unitText.value(u"--quant_algo"_s)}));
        algorithms.paths = {side.unitPath(u"--quant_algo"_s)};
    } else {
        setSet(algorithms, {});
    }
    facts.append(algorithms);
    facts.append(flag("kv_cache", DiffReviewer::tr("KV cache"), none, u"--kv_cache_dtype"_s));
    facts.append(flag("samples", DiffReviewer::tr("Calibration samples"), byDefault, u"--num_calib_data"_s));
    facts.append(flag("seq_len", DiffReviewer::tr("Sequence length"), byDefault, u"--seq_len"_s));
    facts.append(flag("batch_size", DiffReviewer::tr("Batch size"), byDefault, u"--batch_size"_s));
    facts.append(flag("dataset", DiffReviewer::tr("Calibration dataset"), byDefault, u"--dataset"_s));
    Fact exclusions =
        fact("exclusions", ReviewSection::Plan, DiffReviewer::tr("Excluded layers"), DiffReviewer::tr("template defaults"), {});
    exclusions.isSet = true;
    if (side.unitText.contains(u"--exclude_layers"_s)) {
        setSet(exclusions, side.unitText.value(u"--exclude_layers"_s).split(u' ', Qt::SkipEmptyParts));
        exclusions.paths = {side.unitPath(u"--exclude_layers"_s)};
    }
    facts.append(exclusions);
    Fact overrides = fact("overrides", ReviewSection::Plan, DiffReviewer::tr("Layer overrides"), none, {});
    QStringList layerSchemes;
    for (const StructuralDiff::CommandUnit &u : std::as_const(side.units)) {
        if (u.identity.startsWith(u"--layer_quant_scheme "_s)) {
            layerSchemes.append(side.unitText.value(u.identity).replace(u' ', u": "_s));
            overrides.paths.append(side.unitPath(u.identity));
        }
    }
    setSet(overrides, layerSchemes, !layerSchemes.isEmpty());
    facts.append(overrides);
    Fact devices = fact("devices", ReviewSection::Plan, DiffReviewer::tr("Devices"), DiffReviewer::tr("one"), {});
    if (side.unitText.contains(u"--multi_device"_s)) {
        setValue(devices, DiffReviewer::tr("several"));
        devices.paths = {side.unitPath(u"--multi_device"_s)};
    }
    facts.append(devices);
    facts.append(flag("model", DiffReviewer::tr("Model"), none, u"--model_dir"_s));
    if (!side.manifest)
        return facts;

    const RunManifest &m = *side.manifest;
    const QString step = runStepPath(m.run);
    Fact status = fact("status", ReviewSection::Outcome, DiffReviewer::tr("Status"), none,
                       {step + u".status"_s, step + u".diagnosis.class"_s});
    QString statusText = words.of(m.run.status);
    if (m.run.diagnosis && !m.run.diagnosis->failureClass.isEmpty() && m.run.status != RunStatus::Succeeded)
        statusText = DiffReviewer::tr("%1 (%2)").arg(statusText, DiffReviewer::failureClassTitle(m.run.diagnosis->failureClass));
    setValue(status, statusText);
    facts.append(status);
    Fact diagnosis = fact("diagnosis", ReviewSection::Outcome, DiffReviewer::tr("Diagnosis"), none, {step + u".diagnosis"_s});
    if (m.run.diagnosis) {
        QStringList words;
        if (!m.run.diagnosis->cause.isEmpty())
            words.append(QString(m.run.diagnosis->cause).replace(u'-', u' '));
        if (!m.run.diagnosis->failedStage.isEmpty())
            words.append(DiffReviewer::tr("during %1").arg(m.run.diagnosis->failedStage));
        setValue(diagnosis, words.isEmpty() ? DiffReviewer::failureClassTitle(m.run.diagnosis->failureClass) : words.join(u", "_s));
    }
    facts.append(diagnosis);
    Fact exit = fact("exit", ReviewSection::Outcome, DiffReviewer::tr("Exit"), none, {step + u".exit_code"_s, step + u".signal"_s});
    if (m.run.signal)
        setValue(exit, DiffReviewer::tr("signal %1").arg(*m.run.signal));
    else if (m.run.exitCode)
        setValue(exit, DiffReviewer::tr("exit code %1").arg(*m.run.exitCode));
    facts.append(exit);
    Fact verdict = fact("verdict", ReviewSection::Outcome, DiffReviewer::tr("Verification"), DiffReviewer::tr("not verified"),
                        {u"outputs.verification.verdict"_s});
    if (const QString v = jsonString(m.verification, "verdict"); !v.isEmpty())
        setValue(verdict, words.ofVerdict(v));
    facts.append(verdict);
    Fact perplexity = fact("perplexity", ReviewSection::Outcome, DiffReviewer::tr("Perplexity"), DiffReviewer::tr("not measured"),
                           {u"outputs.observed.perplexity"_s});
    if (const Json &p = jsonField(m.observed, "perplexity"); p.is_number())
        setValue(perplexity, DiffReviewer::formatNumber(p.get<double>()));
    facts.append(perplexity);
    // The accuracy verdict and the load check (core/handoff/exportchecks.h's records): lined up
    // across runs, the original's perplexity beside the ratio and the verdict.
    const Json &accuracy = jsonField(jsonField(m.document(), "outputs"), "accuracy");
    Fact baseline = fact("baseline_perplexity", ReviewSection::Outcome, DiffReviewer::tr("Original's perplexity"),
                         DiffReviewer::tr("not measured"), {u"outputs.accuracy.baseline"_s});
    if (const Json &b = jsonField(accuracy, "baseline"); b.is_number())
        setValue(baseline, DiffReviewer::formatNumber(b.get<double>()));
    facts.append(baseline);
    Fact verdictOfAccuracy = fact("accuracy", ReviewSection::Outcome, DiffReviewer::tr("Accuracy"),
                                  DiffReviewer::tr("not measured"),
                                  {u"outputs.accuracy.ratio"_s, u"outputs.accuracy.verdict"_s, u"outputs.accuracy.threshold"_s});
    if (const Json &r = jsonField(accuracy, "ratio"); r.is_number()) {
        const QString v = jsonString(accuracy, "verdict");
        const Json &t = jsonField(accuracy, "threshold");
        const QString threshold = t.is_number() ? DiffReviewer::formatNumber(t.get<double>()) : QStringLiteral("?");
        setValue(verdictOfAccuracy, v == QStringLiteral("within")
                                        ? DiffReviewer::tr("%1× the original's, within %2×").arg(DiffReviewer::formatNumber(r.get<double>()), threshold)
                                        : DiffReviewer::tr("%1× the original's, above %2×").arg(DiffReviewer::formatNumber(r.get<double>()), threshold));
    }
    facts.append(verdictOfAccuracy);
    Fact load = fact("load_check", ReviewSection::Outcome, DiffReviewer::tr("Load check"), DiffReviewer::tr("not run"),
                     {u"outputs.load_check.status"_s, u"outputs.load_check.reason"_s});
    if (const QString st = jsonString(jsonField(jsonField(m.document(), "outputs"), "load_check"), "status");
        st == QStringLiteral("passed"))
        setValue(load, DiffReviewer::tr("loads with transformers"));
    else if (st == QStringLiteral("failed"))
        setValue(load, DiffReviewer::tr("does not load with transformers"));
    else if (st == QStringLiteral("skipped"))
        setValue(load, DiffReviewer::tr("skipped"));
    facts.append(load);
    Fact size = fact("size", ReviewSection::Outcome, DiffReviewer::tr("Export size"), none,
                     {u"outputs.observed.total_bytes"_s, u"outputs.verification.total_bytes"_s});
    const Json &observedBytes = jsonField(m.observed, "total_bytes");
    const Json &bytes = observedBytes.is_number() ? observedBytes : jsonField(m.verification, "total_bytes");
    if (bytes.is_number())
        setValue(size, DiffReviewer::formatBytes(bytes.get<double>()));
    facts.append(size);
    Fact ratio = fact("size_ratio", ReviewSection::Outcome, DiffReviewer::tr("Size against the original"), none,
                      {u"outputs.verification.size_ratio"_s});
    if (const Json &r = jsonField(m.verification, "size_ratio"); r.is_number())
        setValue(ratio, DiffReviewer::tr("%1 % of the original's size").arg(significant(r.get<double>() * 100, 2)));
    facts.append(ratio);
    // Derived: it takes no difference from the rest (started_at and finished_at stay listed).
    Fact duration = fact("duration", ReviewSection::Outcome, DiffReviewer::tr("Duration"), none, {});
    if (m.run.startedAt && m.run.finishedAt)
        setValue(duration, DiffReviewer::formatDuration(m.run.startedAt->secsTo(*m.run.finishedAt)));
    facts.append(duration);
    return facts;
}

Facts planFacts(const Json &plan)
{
    const QString none = DiffReviewer::tr("none");
    const QString byDefault = DiffReviewer::tr("default");
    Facts facts;
    auto field = [&](const char *key, const QString &label, const QString &absent, const Json &v, const QString &path) {
        Fact f = fact(key, ReviewSection::Plan, label, absent, {path});
        if (v.is_string())
            setValue(f, QString::fromStdString(v.get<std::string>()));
        else if (v.is_number())
            setValue(f, QString::fromStdString(v.dump()));
        return f;
    };
    const Json &calibration = jsonField(plan, "calibration");
    facts.append(field("scheme", DiffReviewer::tr("Scheme"), none, jsonField(plan, "global_scheme"), u"global_scheme"_s));
    Fact algorithms = fact("algorithms", ReviewSection::Plan, DiffReviewer::tr("Algorithms"), none, {u"algorithm"_s});
    const Json &algorithm = jsonField(plan, "algorithm");
    setSet(algorithms, algorithm.is_string() ? algorithmList({QString::fromStdString(algorithm.get<std::string>())})
                                             : algorithmList(toStringList(algorithm)));
    facts.append(algorithms);
    facts.append(field("kv_cache", DiffReviewer::tr("KV cache"), none, jsonField(plan, "kv_cache_scheme"), u"kv_cache_scheme"_s));
    facts.append(field("samples", DiffReviewer::tr("Calibration samples"), byDefault, jsonField(calibration, "num_calib_data"),
                       u"calibration.num_calib_data"_s));
    facts.append(field("seq_len", DiffReviewer::tr("Sequence length"), byDefault, jsonField(calibration, "seq_len"),
                       u"calibration.seq_len"_s));
    facts.append(field("batch_size", DiffReviewer::tr("Batch size"), byDefault, jsonField(calibration, "batch_size"),
                       u"calibration.batch_size"_s));
    facts.append(field("dataset", DiffReviewer::tr("Calibration dataset"), byDefault, jsonField(calibration, "dataset"),
                       u"calibration.dataset"_s));
    Fact exclusions = fact("exclusions", ReviewSection::Plan, DiffReviewer::tr("Excluded layers"), none, {u"exclude_layers"_s});
    setSet(exclusions, toStringList(jsonField(plan, "exclude_layers")), jsonField(plan, "exclude_layers").is_array());
    facts.append(exclusions);
    Fact overrides = fact("overrides", ReviewSection::Plan, DiffReviewer::tr("Layer overrides"), none, {u"layer_quant_config"_s});
    QStringList layerSchemes;
    if (const Json &o = jsonField(plan, "layer_quant_config"); o.is_object()) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            layerSchemes.append(QString::fromStdString(it.key()) + u": "_s
                                + QString::fromStdString(it.value().is_string() ? it.value().get<std::string>() : it.value().dump()));
        }
    }
    setSet(overrides, layerSchemes, !layerSchemes.isEmpty());
    facts.append(overrides);
    facts.append(field("devices", DiffReviewer::tr("Devices"), byDefault, jsonField(plan, "device_strategy"), u"device_strategy"_s));
    facts.append(field("model", DiffReviewer::tr("Model"), none, jsonField(jsonField(plan, "model"), "model_path"), u"model.model_path"_s));
    return facts;
}

/// The headline words of a changed fact: "Scheme int4_wo_128 → fp8", "AWQ removed".
QStringList headlineParts(const Fact &l, const Fact &r)
{
    const QString key = l.key;
    if (key == u"algorithms"_s) {
        QStringList parts;
        QStringList removed;
        QStringList added;
        for (const QString &a : l.set) {
            if (!r.set.contains(a))
                removed.append(a);
        }
        for (const QString &a : r.set) {
            if (!l.set.contains(a))
                added.append(a);
        }
        if (!removed.isEmpty())
            parts.append(DiffReviewer::tr("%1 removed").arg(removed.join(u", "_s)));
        if (!added.isEmpty())
            parts.append(DiffReviewer::tr("%1 added").arg(added.join(u", "_s)));
        return parts;
    }
    if (key == u"exclusions"_s && l.present && r.present) {
        QStringList changes;
        for (const QString &a : r.set) {
            if (!l.set.contains(a))
                changes.append(u'+' + a);
        }
        for (const QString &a : l.set) {
            if (!r.set.contains(a))
                changes.append(u'−' + a);
        }
        return {DiffReviewer::tr("exclusions %1").arg(changes.join(u' '))};
    }
    const QString a = l.shown();
    const QString b = r.shown();
    if (key == u"scheme"_s)
        return {DiffReviewer::tr("Scheme %1 → %2").arg(a, b)};
    if (key == u"kv_cache"_s)
        return {DiffReviewer::tr("KV cache %1 → %2").arg(a, b)};
    if (key == u"samples"_s)
        return {DiffReviewer::tr("samples %1 → %2").arg(a, b)};
    if (key == u"seq_len"_s)
        return {DiffReviewer::tr("seq len %1 → %2").arg(a, b)};
    if (key == u"batch_size"_s)
        return {DiffReviewer::tr("batch size %1 → %2").arg(a, b)};
    if (key == u"dataset"_s)
        return {DiffReviewer::tr("dataset %1 → %2").arg(a, b)};
    if (key == u"exclusions"_s)
        return {DiffReviewer::tr("exclusions %1 → %2").arg(a, b)};
    if (key == u"overrides"_s)
        return {DiffReviewer::tr("layer overrides changed")};
    if (key == u"devices"_s)
        return {DiffReviewer::tr("devices %1 → %2").arg(a, b)};
    if (key == u"model"_s)
        return {DiffReviewer::tr("model %1 → %2").arg(a, b)};
    if (key == u"status"_s)
        return {DiffReviewer::tr("%1 → %2").arg(a, b)};
    if (key == u"verdict"_s)
        return {DiffReviewer::tr("verification %1 → %2").arg(a, b)};
    return {};
}

bool covers(const QString &prefix, const QString &path)
{
    return path == prefix
        || (path.size() > prefix.size() && path.startsWith(prefix)
            && (path[prefix.size()] == u'.' || path[prefix.size()] == u'['));
}

/// A difference's name for people: the path without what its section already says (outputs,
/// the run step, environment), keys with spaces: "Verification › checks › config › status".
QString humanLabel(const QString &path, ReviewSection section)
{
    QStringList segments = StructuralDiff::pathSegments(path);
    if (segments.value(0) == u"outputs"_s && segments.size() > 1)
        segments.removeFirst();
    if (segments.value(0) == u"steps"_s && segments.size() > 2 && segments[1].startsWith(u'['))
        segments = segments.mid(2);
    if (section == ReviewSection::Command && segments.value(0) == u"env"_s && segments.size() > 1)
        segments.removeFirst();
    if (section == ReviewSection::Environment) {
        if (segments == QStringList{u"environment"_s})
            return reviewSectionTitle(ReviewSection::Environment);
        if (segments.value(0) == u"environment"_s && segments.size() > 1)
            segments.removeFirst();
        if (segments.value(0) == u"versions"_s && segments.size() > 1)
            segments.removeFirst();
    }
    QStringList words;
    if (segments.value(0) == u"observed"_s && segments.size() > 1) {
        segments.removeFirst();
        words.append(DiffReviewer::tr("Export"));
    }
    // Variables, flags and package names as written; the approval (listed with the command) in words.
    const bool asWritten = (section == ReviewSection::Command || section == ReviewSection::Environment)
                           && segments.value(0) != u"approval"_s;
    for (const QString &s : std::as_const(segments)) {
        if (s.startsWith(u'['))
            words.append(s.mid(1).chopped(1));
        else if (asWritten || s.toUpper() == s)
            words.append(s);
        else
            words.append(QString(s).replace(u'_', u' '));
    }
    if (!words.isEmpty() && !words[0].isEmpty() && !asWritten)
        words[0][0] = words[0][0].toUpper();
    return words.join(u" › "_s);
}

ReviewSection sectionOf(const DiffEntry &e)
{
    const QStringList segments = StructuralDiff::pathSegments(e.path);
    if (segments.value(0) == u"steps"_s
        && (segments.value(2) == u"env"_s || segments.value(2) == u"argv"_s || segments.value(2) == u"command"_s))
        return ReviewSection::Command;
    // The approval binds the command (its sha256 is the approved command's): not an outcome of the run.
    if (segments.value(0) == u"approval"_s)
        return ReviewSection::Command;
    switch (e.effect) {
    case DiffEffect::Outcome: return ReviewSection::Outcome;
    case DiffEffect::Accuracy:
    case DiffEffect::Resources: return ReviewSection::Plan;
    case DiffEffect::Environment: return ReviewSection::Environment;
    case DiffEffect::Cosmetic: return ReviewSection::Cosmetic;
    case DiffEffect::Other: break;
    }
    return ReviewSection::Other;
}

/// A value of a difference for people: numbers rounded, times local, sizes in GiB, short lists
/// listed, a whole mapping by its keys, null as "none". @p typed keeps the text (a type change);
/// @p whole: the value is on one side only.
QString humanValue(const QString &text, int count, const QString &path, bool typed, bool whole, const QDateTime &now)
{
    if (text.isEmpty())
        return {};
    const QStringList segments = StructuralDiff::pathSegments(path);
    const QString key = segments.isEmpty() ? QString() : segments.last();
    if (count >= 0) {
        if (count == 0)
            return DiffReviewer::tr("empty");
        const Json parsed = Json::parse(text.toStdString(), nullptr, false);
        if (parsed.is_array() && parsed.size() <= 4 && text.size() <= 80
            && std::all_of(parsed.begin(), parsed.end(), [](const Json &v) { return v.is_string() || v.is_number(); })) {
            QStringList list;
            for (const Json &v : parsed)
                list.append(v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString::fromStdString(v.dump()));
            return list.join(u", "_s);
        }
        if (parsed.is_object() && whole) {
            // A whole mapping on one side: its keys say what it holds.
            QStringList keys;
            for (auto it = parsed.begin(); it != parsed.end() && keys.size() < 4; ++it)
                keys.append(QString::fromStdString(it.key()));
            if (parsed.size() > 4)
                keys.append(u"…"_s);
            return keys.join(u", "_s);
        }
        return text.startsWith(u'[') ? DiffReviewer::tr("a list of %1").arg(count) : DiffReviewer::tr("recorded");
    }
    if (text == u"null"_s)
        return DiffReviewer::tr("none");
    if (text == u"{…}"_s || text == u"[…]"_s)
        return DiffReviewer::tr("recorded");
    if (typed)
        return text; // 1 and "1" differ: show them as written
    if (text == u"true"_s)
        return DiffReviewer::tr("yes");
    if (text == u"false"_s)
        return DiffReviewer::tr("no");
    QString value = text;
    if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"')) {
        const Json s = Json::parse(value.toStdString(), nullptr, false);
        if (s.is_string())
            value = QString::fromStdString(s.get<std::string>());
    }
    static const QRegularExpression kIsoTime(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d"_s);
    if (kIsoTime.match(value).hasMatch()) {
        const QDateTime t = QDateTime::fromString(value, Qt::ISODate);
        if (t.isValid())
            return DiffReviewer::formatTime(t, now);
    }
    bool isNumber = false;
    const double number = value.toDouble(&isNumber);
    if (isNumber) {
        if (key.endsWith(u"bytes"_s))
            return DiffReviewer::formatBytes(number);
        if (key.endsWith(u"_gib"_s))
            return formatGiB(number);
        if (value.contains(u'.') || value.contains(u'e') || value.contains(u'E'))
            return DiffReviewer::formatNumber(number);
    }
    return value;
}

ReviewItem factItem(const Fact &l, const Fact &r)
{
    ReviewItem item;
    item.section = l.section;
    item.label = l.label;
    item.left = l.shown();
    item.right = r.shown();
    item.change = !l.present ? DiffChange::Added : !r.present ? DiffChange::Removed : DiffChange::Changed;
    for (const QString &p : l.paths + r.paths) {
        if (!item.paths.contains(p))
            item.paths.append(p);
    }
    return item;
}

QString sideNameOf(const Json &document, const QString &base, const QDateTime &now, const ReviewWords &words)
{
    QStringList details;
    QDateTime when;
    const std::optional<ArtifactKind> kind = artifactKindFromContent(document);
    if (kind == ArtifactKind::Manifest) {
        const ManifestSide side = manifestSide(document);
        if (side.unitText.contains(u"--quant_scheme"_s))
            details.append(side.unitText.value(u"--quant_scheme"_s));
        if (side.manifest) {
            details.append(words.of(side.manifest->run.status));
            if (side.manifest->run.startedAt)
                when = *side.manifest->run.startedAt;
        }
    } else if (kind == ArtifactKind::Plan) {
        if (const QString scheme = jsonString(document, "global_scheme"); !scheme.isEmpty())
            details.append(scheme);
    } else if (const QString model = jsonString(jsonField(document, "model"), "model_path"); !model.isEmpty()) {
        details.append(model);
    }
    if (!when.isValid())
        when = QDateTime::fromString(jsonString(document, "created_at"), Qt::ISODate);
    if (when.isValid())
        details.append(DiffReviewer::formatTime(when, now));
    return details.isEmpty() ? base : DiffReviewer::tr("%1 (%2)").arg(base, details.join(u", "_s));
}

QString baseName(const QString &path, const QString &fallback)
{
    if (path.isEmpty())
        return fallback;
    if (const int n = RunHistory::runNumber(path); n > 0)
        return DiffReviewer::tr("run %1").arg(n);
    return QFileInfo(path).fileName();
}

} // namespace

QString DiffReviewer::formatNumber(double value)
{
    return significant(value, 4);
}

QString DiffReviewer::formatBytes(double bytes)
{
    return formatGiB(bytes / (1024.0 * 1024.0 * 1024.0)); // the application's one size formatter
}

QString DiffReviewer::formatDuration(qint64 seconds)
{
    const QString sign = seconds < 0 ? u"−"_s : QString();
    seconds = std::abs(seconds);
    const qint64 h = seconds / 3600;
    const qint64 m = seconds / 60 % 60;
    const qint64 s = seconds % 60;
    if (h > 0)
        return sign + u"%1:%2:%3"_s.arg(h).arg(m, 2, 10, QChar(u'0')).arg(s, 2, 10, QChar(u'0'));
    return sign + u"%1:%2"_s.arg(m, 2, 10, QChar(u'0')).arg(s, 2, 10, QChar(u'0'));
}

QString DiffReviewer::formatTime(const QDateTime &time, const QDateTime &now)
{
    const QDateTime local = time.toLocalTime();
    //: QDateTime formats: day, month and time; the same with the year (for a year other than this one)
    const QString format = local.date().year() == now.toLocalTime().date().year() ? tr("d MMM HH:mm") : tr("d MMM yyyy HH:mm");
    return QLocale().toString(local, format);
}

QString ReviewWords::of(RunStatus s) const
{
    return status ? status(s) : statusName(s);
}

QString ReviewWords::of(Verdict v) const
{
    return verdict ? verdict(v) : verdictName(v);
}

QString ReviewWords::ofStatus(const QString &stored) const
{
    const std::optional<RunStatus> parsed = parseRunStatus(stored);
    return parsed ? of(*parsed) : stored;
}

QString ReviewWords::ofVerdict(const QString &stored) const
{
    const std::optional<Verdict> parsed = parseVerdict(stored);
    return parsed ? of(*parsed) : stored;
}

QString DiffReviewer::failureClassTitle(const QString &stored)
{
    const std::optional<FailureClass> failure = parseFailureClass(stored);
    if (!failure)
        return stored;
    switch (*failure) {
    case FailureClass::Environment: return tr("environment problem");
    case FailureClass::Data: return tr("calibration data problem");
    case FailureClass::Load: return tr("model did not load");
    case FailureClass::Compatibility: return tr("incompatible versions");
    case FailureClass::Memory: return tr("out of memory");
    case FailureClass::Configuration: return tr("configuration problem");
    case FailureClass::Quantization: return tr("quantization error");
    case FailureClass::Export: return tr("export error");
    case FailureClass::Evaluation: return tr("evaluation error");
    }
    return stored;
}

DiffReview DiffReviewer::review(const Json &left, const Json &right, const DiffResult &diff, const QString &leftPath,
                                const QString &rightPath, const QDateTime &now, const ReviewWords &words)
{
    DiffReview review;
    // Names: the run number of a history snapshot, else the file name (with its folder when
    // both files have the same name).
    QString bases[2] = {baseName(leftPath, tr("left")), baseName(rightPath, tr("right"))};
    if (bases[0] == bases[1] && !leftPath.isEmpty() && RunHistory::runNumber(leftPath) == 0) {
        bases[0] = QFileInfo(leftPath).absoluteDir().dirName() + u'/' + bases[0];
        bases[1] = QFileInfo(rightPath).absoluteDir().dirName() + u'/' + bases[1];
    }
    review.leftShortName = bases[0];
    review.rightShortName = bases[1];
    review.leftName = sideNameOf(left, bases[0], now, words);
    review.rightName = sideNameOf(right, bases[1], now, words);

    // The facts of both sides, compared.
    Facts lf;
    Facts rf;
    QStringList covered;
    QList<ReviewItem> commandItems;
    if (diff.kind == ArtifactKind::Manifest) {
        const ManifestSide ls = manifestSide(left);
        const ManifestSide rs = manifestSide(right);
        lf = manifestFacts(ls, words);
        rf = manifestFacts(rs, words);
        // The command once: flag by flag from whichever form each side has (argv, else the
        // command string), and neither the argv's nor the command string's differences again.
        for (const ManifestSide *s : {&ls, &rs}) {
            if (s->manifest) {
                covered.append(runStepPath(s->manifest->run) + u".argv"_s);
                covered.append(runStepPath(s->manifest->run) + u".command"_s);
            }
        }
        {
            auto commandLabel = [](const QString &identity) {
                if (identity == u"#0"_s)
                    return tr("Program");
                if (identity == u"#1"_s)
                    return tr("Subcommand");
                if (identity.startsWith(u'#'))
                    return tr("Word %1").arg(identity.mid(1).toInt() + 1);
                return identity.section(u'#', 0, 0);
            };
            QStringList order;
            for (const QList<StructuralDiff::CommandUnit> *units : {&ls.units, &rs.units}) {
                for (const StructuralDiff::CommandUnit &u : *units) {
                    if (!order.contains(u.identity))
                        order.append(u.identity);
                }
            }
            for (const QString &identity : std::as_const(order)) {
                if (isPlanFlag(identity.section(u'#', 0, 0)))
                    continue; // the plan facts say these
                const bool inLeft = ls.unitText.contains(identity);
                const bool inRight = rs.unitText.contains(identity);
                const QString a = ls.unitText.value(identity);
                const QString b = rs.unitText.value(identity);
                if (inLeft && inRight && a == b)
                    continue;
                ReviewItem item;
                item.section = ReviewSection::Command;
                item.label = commandLabel(identity);
                // A flag without a value, on one side only, is "set" there.
                item.left = inLeft ? (a.isEmpty() ? tr("set") : a) : QString();
                item.right = inRight ? (b.isEmpty() ? tr("set") : b) : QString();
                item.change = !inLeft ? DiffChange::Added : !inRight ? DiffChange::Removed : DiffChange::Changed;
                item.paths = {(inLeft ? ls : rs).unitPath(identity)};
                commandItems.append(item);
            }
        }
    } else if (diff.kind == ArtifactKind::Plan) {
        lf = planFacts(left);
        rf = planFacts(right);
    }

    QStringList headline;
    QList<ReviewItem> items;
    for (qsizetype i = 0; i < lf.size() && i < rf.size(); ++i) {
        covered.append(lf[i].paths);
        covered.append(rf[i].paths);
        if (lf[i].sameAs(rf[i]))
            continue;
        items.append(factItem(lf[i], rf[i]));
        headline.append(headlineParts(lf[i], rf[i]));
    }
    items.append(commandItems);

    // Every other difference, once, in its section.
    for (const DiffEntry &e : diff.entries) {
        if (std::any_of(covered.cbegin(), covered.cend(), [&](const QString &p) { return covers(p, e.path); }))
            continue;
        ReviewItem item;
        item.section = sectionOf(e);
        item.label = humanLabel(e.path, item.section);
        if (item.label.isEmpty())
            item.label = e.path;
        const bool typed = !e.note.isEmpty();
        const bool whole = e.change != DiffChange::Changed;
        item.left = humanValue(e.left, e.leftCount, e.path, typed, whole, now);
        item.right = humanValue(e.right, e.rightCount, e.path, typed, whole, now);
        if (e.change == DiffChange::Changed && item.left == item.right) {
            // Rounded to the same words: the exact values tell them apart.
            item.left = e.left;
            item.right = e.right;
        }
        item.change = e.change;
        item.paths = {e.path};
        items.append(item);
    }
    for (ReviewSection section : kAllReviewSections) {
        for (const ReviewItem &item : std::as_const(items)) {
            if (item.section == section)
                review.items.append(item);
        }
    }

    // The headline: the plan and outcome facts that changed; else the first differences in the
    // plan, command or outcome; else that there are none. Then the environment.
    if (headline.isEmpty()) {
        qsizetype more = 0;
        for (const ReviewItem &item : std::as_const(review.items)) {
            if (item.section != ReviewSection::Outcome && item.section != ReviewSection::Plan
                && item.section != ReviewSection::Command)
                continue;
            if (headline.size() < 3)
                headline.append(item.text());
            else
                ++more;
        }
        if (headline.isEmpty())
            headline.append(tr("No differences in plan, command or outcome"));
        else if (more > 0)
            headline.append(tr("%n more", nullptr, int(more)));
    }
    const qsizetype environment = review.count(ReviewSection::Environment);
    if (environment > 0 && environment <= 2) {
        for (const ReviewItem &item : std::as_const(review.items)) {
            if (item.section == ReviewSection::Environment)
                headline.append(item.text());
        }
    } else if (environment > 2) {
        headline.append(tr("%n environment difference(s)", nullptr, int(environment)));
    }
    review.headline = headline.join(u" · "_s);
    return review;
}

QString DiffReview::toMarkdown() const
{
    auto cell = [](QString s) { return s.replace(u'|', u"\\|"_s).replace(u'\n', u' '); };
    QString md = u"# "_s + title() + u"\n\n"_s + headline + u"\n"_s;
    for (ReviewSection section : kAllReviewSections) {
        if (!count(section))
            continue;
        md += u"\n## "_s + reviewSectionTitle(section) + u"\n\n| "_s + DiffReviewer::tr("Difference") + u" | "_s
            + cell(leftShortName) + u" | "_s + cell(rightShortName) + u" | "_s + DiffReviewer::tr("Details")
            + u" |\n|---|---|---|---|\n"_s;
        for (const ReviewItem &item : items) {
            if (item.section != section)
                continue;
            QStringList paths;
            for (const QString &p : item.paths)
                paths.append(u'`' + cell(p) + u'`');
            md += u"| "_s + cell(item.label) + u" | "_s + cell(item.left) + u" | "_s + cell(item.right) + u" | "_s
                + paths.join(u", "_s) + u" |\n"_s;
        }
    }
    return md;
}

} // namespace ptq
