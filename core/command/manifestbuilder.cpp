#include "command/manifestbuilder.h"

#include "appinfo.h"
#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include "artifacts/runmanifest.h"
#include "command/approval.h"
#include "plan/planner.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString timestamp(const QDateTime &now)
{
    return now.toUTC().toString(Qt::ISODate);
}

// The value after @p option in a quark-cli argv, or empty.
QString optionValue(const QStringList &argv, const QString &option)
{
    const qsizetype at = argv.indexOf(option);
    return at >= 0 && at + 1 < argv.size() ? argv.at(at + 1) : QString();
}

// The export checks' script as shipped (core/CMakeLists.txt: :/python/ptq_checks.py).
QByteArray checkScriptSha256()
{
    QFile file(u":/python/ptq_checks.py"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

// The inputs' plan as a typed document; a default (unconfirmed, no evaluation) one where the
// inputs hold no plan, so that what is not a plan blocks and asks for nothing.
PlanDocument planOf(const ManifestInputs &in)
{
    Result<PlanDocument> plan = PlanDocument::fromJson(in.plan);
    return plan ? std::move(*plan) : PlanDocument();
}

// A recorded string, or null where the record has none (the manifest's inputs.revision and
// inputs.commit are null for a model without them).
Json stringOrNull(const QString &value)
{
    return value.isEmpty() ? Json(nullptr) : Json(value.toStdString());
}

} // namespace

Json ManifestBuilder::checkSteps(const ManifestInputs &in, QString *skippedReason)
{
    Json steps = Json::array();
    if (skippedReason)
        skippedReason->clear();
    const std::optional<ManifestTarget> target = ManifestTarget::fromRecord(in.target);
    if (target && target->kind != u"local"_s) {
        if (skippedReason)
            *skippedReason = tr("The export checks run only after a run on this machine in this version: the export "
                                "is on %1, and its baseline and load check would need the model loaded there.")
                                 .arg(target->name.isEmpty() ? u"the target"_s : target->name);
        return steps;
    }
    const PlanDocument plan = planOf(in);
    if (!in.checksUnavailable.isEmpty() && (in.loadCheck || (in.baseline && plan.evaluates()))) {
        if (skippedReason)
            *skippedReason = in.checksUnavailable;
        return steps;
    }
    const QStringList &runArgv = in.command.argv;
    if (runArgv.isEmpty() || !QDir::isAbsolutePath(runArgv.first()) || in.workspace.isEmpty())
        return steps;
    const QString python = QFileInfo(runArgv.first()).absolutePath() + u"/python"_s;
    const QString workspace = QDir::cleanPath(in.workspace);
    const QString script = workspace + u"/checks/ptq_checks.py"_s;
    const std::string scriptSha = checkScriptSha256().toStdString();
    const QString modelDir = optionValue(runArgv, u"--model_dir"_s);
    const QString device = optionValue(runArgv, u"--device"_s).isEmpty() ? u"cuda"_s : optionValue(runArgv, u"--device"_s);
    const bool trust = !runArgv.contains(u"--no_trust_remote_code"_s);
    Json env = Json::object();
    for (auto it = in.command.env.cbegin(); it != in.command.env.cend(); ++it)
        env[it.key().toStdString()] = it.value().toStdString();
    auto step = [&](const char *name, const QStringList &tail, const QString &result) {
        QStringList argv{python, script};
        argv += tail;
        argv += {u"--out"_s, result};
        if (trust)
            argv.append(u"--trust_remote_code"_s);
        CommandSpec spec;
        spec.argv = argv;
        spec.env = in.command.env;
        return Json{{"name", name},
                    {"kind", "validate"},
                    {"command", spec.display().toStdString()},
                    {"argv", toJsonArray(argv)},
                    {"env", env},
                    {"script", "checks/ptq_checks.py"},
                    {"script_sha256", scriptSha},
                    {"status", "pending"},
                    {"produces", Json::array({result.toStdString()})}};
    };
    if (in.baseline && plan.evaluates() && !runArgv.contains(u"--skip_evaluation"_s)) {
        QString dataset = optionValue(runArgv, u"--evaluation_dataset"_s);
        if (dataset.isEmpty())
            dataset = u"wikitext"_s; // quark-cli's default
        QString seqLen = optionValue(runArgv, u"--seq_len"_s);
        if (seqLen.isEmpty())
            seqLen = u"512"_s; // quark-cli's default
        steps.push_back(step("baseline-perplexity",
                             {u"perplexity"_s, u"--model_dir"_s, modelDir, u"--dataset"_s, dataset, u"--seq_len"_s, seqLen,
                              u"--device"_s, device},
                             workspace + u"/checks/baseline.json"_s));
    }
    if (in.loadCheck)
        steps.push_back(step("load-check",
                             {u"loadcheck"_s, u"--export_dir"_s, in.outputDir.path, u"--model_dir"_s, modelDir, u"--device"_s,
                              device},
                             workspace + u"/checks/load_check.json"_s));
    return steps;
}

QStringList ManifestBuilder::blockers(const ManifestInputs &in)
{
    QStringList list;
    for (const Finding &f : in.findings) {
        if (f.blocking)
            list.append(f.id + u": "_s + f.message);
    }
    for (const QString &p : in.command.problems)
        list.append(u"command: "_s + p);
    const bool missing = std::any_of(in.findings.cbegin(), in.findings.cend(),
                                     [](const Finding &f) { return f.id == u"quark-cli-missing"_s; });
    if (const QString program = in.command.argv.value(0); !missing && !program.isEmpty() && !QDir::isAbsolutePath(program))
        list.append(u"command: "_s
                    + tr("%1 is not an absolute path. The approval binds the exact program, so quark-cli is named by "
                         "its full path: choose its Python environment, or give its path.")
                          .arg(program));
    for (const QString &p : in.outputDir.blocking)
        list.append(u"output-dir: "_s + p);
    if (planOf(in).requiresConfirmation)
        list.append(tr("plan: the quantization plan is not confirmed."));
    return list;
}

Json ManifestBuilder::build(const ManifestInputs &in, const QDateTime &now)
{
    const std::string at = timestamp(now).toStdString();
    const AnalysisFacts analysis = AnalysisFacts::fromJson(in.analysis);
    const PlanDocument plan = planOf(in);
    Json argv = toJsonArray(in.command.argv);
    Json env = Json::object();
    for (auto it = in.command.env.cbegin(); it != in.command.env.cend(); ++it)
        env[it.key().toStdString()] = it.value().toStdString();
    Json findings = Json::array();
    for (const Finding &f : in.findings) {
        findings.push_back({{"id", f.id.toStdString()}, {"blocking", f.blocking}, {"message", f.message.toStdString()},
                            {"evidence", f.evidence.toStdString()}, {"fix", f.fix.toStdString()}});
    }
    Json environment = in.environment.toJson();
    environment["findings"] = findings;
    const std::string outputDir = in.outputDir.path.toStdString();
    auto checkpoint = [&](const char *id, const QString &reason, const char *status, bool dated) {
        return Json{{"id", id}, {"reason", reason.toStdString()}, {"status", status}, {"at", dated ? Json(at) : Json(nullptr)}};
    };
    Json manifest = Json{
        {"workflow", "quark-torch-ptq"},
        {"schema_version", 1},
        {"generator", {{"name", kGeneratorName}, {"version", appVersion().toStdString()}}},
        {"created_at", at},
        {"updated_at", at},
        {"inputs",
         {{"model", analysis.modelPath.toStdString()},
          {"revision", stringOrNull(analysis.revision)},
          {"commit", stringOrNull(analysis.commit)},
          {"workspace", in.workspace.toStdString()},
          {"analysis", {{"path", "model_analysis.json"}, {"sha256", in.analysisSha.toStdString()}}},
          {"plan", {{"path", "quant_plan.json"}, {"sha256", in.planSha.toStdString()}}}}},
        {"outputs", {{"output_dir", outputDir}}},
        {"checkpoints",
         Json::array({checkpoint("model-analysis",
                                 tr("The analysis decides the Quark template, the exclusions and the layer count."),
                                 "confirmed", false),
                      checkpoint("quant-plan", tr("The plan decides accuracy, memory and time."), "confirmed", false),
                      checkpoint("execution-approval",
                                 tr("Running downloads the weights, creates the output folder and uses the GPUs for a "
                                    "long time: only this exact command is approved."),
                                 "pending", false),
                      checkpoint("result-acceptance", tr("An exit status alone does not prove a usable export."),
                                 "pending", false)})},
        {"blocked_by", toJsonArray(blockers(in))},
        {"steps",
         Json::array({{{"name", "analyze"}, {"kind", "analyze"}, {"produces", {"model_analysis.json"}}},
                      {{"name", "plan"}, {"kind", "plan"}, {"produces", {"quant_plan.json"}}},
                      {{"name", "generate"}, {"kind", "generate"}, {"produces", {"run_manifest.yaml"}}},
                      {{"name", "quantize"},
                       {"kind", "run"},
                       {"command", in.command.display().toStdString()},
                       {"argv", argv},
                       {"env", env},
                       {"output_dir", outputDir},
                       {"status", "pending"},
                       {"produces", {outputDir}}}})},
        {"environment", environment},
        {"resources", in.estimate.toJson()},
        {"approval", {{"status", "pending"}, {"sha256", nullptr}, {"at", nullptr}}},
    };
    if (in.target.is_object())
        manifest["target"] = in.target;
    QString checksSkipped;
    for (const Json &check : checkSteps(in, &checksSkipped))
        manifest["steps"].push_back(check);
    if (!checksSkipped.isEmpty()) { // recorded, not faked: the checks did not run, and why
        const std::string reason = checksSkipped.toStdString();
        manifest["outputs"]["load_check"] = {{"status", "skipped"},   {"reason", reason},     {"missing_keys", Json::array()},
                                             {"unexpected_keys", Json::array()}, {"cosine", nullptr}, {"cosine_all", nullptr},
                                             {"top1_agreement", nullptr}, {"prompt", ""},      {"checked_at", nullptr}};
        if (plan.evaluates()) {
            const double threshold = Planner::perplexityRatioOf(plan);
            const bool fromPlan = plan.maxPerplexityRatioSource == u"user"_s;
            manifest["outputs"]["accuracy"] = {
                {"baseline", nullptr},     {"quantized", nullptr},    {"ratio", nullptr},
                {"threshold", threshold},  {"threshold_source", fromPlan ? "plan" : "priority"},
                {"verdict", "not-measured"}, {"dataset", ""},         {"seq_len", nullptr},
                {"samples", nullptr},      {"baseline_source", nullptr}, {"measured_at", nullptr},
                {"detail", reason}};
        }
    }
    return manifest;
}

QByteArray ManifestBuilder::token(const Json &manifest)
{
    return approvalDigestOfManifest(manifest).value_or(QByteArray());
}

Result<Json> ManifestBuilder::approve(Json manifest, const QDateTime &now)
{
    const Result<RunManifest> read = RunManifest::fromJson(manifest);
    if (read && !read->blockedBy.isEmpty())
        return Error{Error::Code::Invalid, tr("The command cannot be approved while something blocks it: %1")
                                               .arg(read->blockedBy.join(u"; "_s))};
    const QByteArray digest = token(manifest);
    if (!read || digest.isEmpty())
        return Error{Error::Code::Invalid, tr("The manifest has no well-formed run step to approve.")};
    const std::string at = timestamp(now).toStdString();
    manifest["approval"] = {{"status", "approved"}, {"sha256", digest.toStdString()}, {"at", at}};
    // The typed checkpoints are the document's, in its order: the one approved is written in place.
    for (std::size_t i = 0; i < read->checkpoints.size(); ++i) {
        if (read->checkpoints[i].id == u"execution-approval"_s) {
            manifest["checkpoints"][i]["status"] = "approved";
            manifest["checkpoints"][i]["at"] = at;
        }
    }
    manifest["updated_at"] = at;
    return manifest;
}

} // namespace ptq
