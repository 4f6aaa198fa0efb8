#include "command/manifestbuilder.h"

#include "appinfo.h"
#include "command/approval.h"

#include <QDir>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString timestamp(const QDateTime &now)
{
    return now.toUTC().toString(Qt::ISODate);
}

} // namespace

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
    if (in.plan.value("requires_confirmation", true))
        list.append(tr("plan: the quantization plan is not confirmed."));
    return list;
}

Json ManifestBuilder::build(const ManifestInputs &in, const QDateTime &now)
{
    const std::string at = timestamp(now).toStdString();
    const Json source = in.analysis.value("source", Json::object());
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
         {{"model", in.analysis.value("model", Json::object()).value("model_path", std::string())},
          {"revision", source.value("revision", Json())},
          {"commit", source.contains("commit") ? source["commit"] : Json(nullptr)},
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
    return manifest;
}

QByteArray ManifestBuilder::token(const Json &manifest)
{
    return approvalDigestOfManifest(manifest).value_or(QByteArray());
}

Result<Json> ManifestBuilder::approve(Json manifest, const QDateTime &now)
{
    const Json blocked = manifest.value("blocked_by", Json::array());
    if (!blocked.empty()) {
        QStringList reasons;
        for (const Json &b : blocked)
            reasons.append(QString::fromStdString(b.get<std::string>()));
        return Error{Error::Code::Invalid, tr("The command cannot be approved while something blocks it: %1")
                                               .arg(reasons.join(u"; "_s))};
    }
    const QByteArray digest = token(manifest);
    if (digest.isEmpty())
        return Error{Error::Code::Invalid, tr("The manifest has no well-formed run step to approve.")};
    const std::string at = timestamp(now).toStdString();
    manifest["approval"] = {{"status", "approved"}, {"sha256", digest.toStdString()}, {"at", at}};
    for (Json &cp : manifest["checkpoints"]) {
        if (cp.value("id", std::string()) == "execution-approval") {
            cp["status"] = "approved";
            cp["at"] = at;
        }
    }
    manifest["updated_at"] = at;
    return manifest;
}

} // namespace ptq
