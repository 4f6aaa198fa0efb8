#include "command/approval.h"

#include "artifacts/artifactio.h"
#include "command/environment.h"

#include <nlohmann/json.hpp>

namespace ptq {

namespace {

std::string text(const QString &s)
{
    return s.toStdString();
}

} // namespace

QByteArray ApprovalBinding::digest() const
{
    nlohmann::json canonical; // std::map keys: sorted, so the text is canonical
    canonical["binding"] = 2; // 1 was argv + env only
    canonical["argv"] = nlohmann::json::array();
    for (const QString &arg : argv)
        canonical["argv"].push_back(text(arg));
    canonical["env"] = nlohmann::json::object();
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        canonical["env"][text(it.key())] = text(it.value());
    canonical["output_dir"] = text(outputDir);
    canonical["workspace"] = text(workspace);
    canonical["inputs"] = {{"analysis", analysisSha256.toStdString()}, {"plan", planSha256.toStdString()}};
    if (!dataEnv.isEmpty()) { // a manifest that recorded no cache variable keeps its digest
        canonical["data_env"] = nlohmann::json::object();
        for (auto it = dataEnv.cbegin(); it != dataEnv.cend(); ++it)
            canonical["data_env"][text(it.key())] = text(it.value());
    }
    if (checks.is_array() && !checks.empty()) // a manifest without check steps keeps its digest
        canonical["checks"] = nlohmann::json::parse(checks.dump());
    if (target.is_object()) // a local run's digest is the one it always was
        canonical["target"] = nlohmann::json::parse(target.dump()); // keys sorted: canonical
    const std::string bytes = canonical.dump();
    return ArtifactIo::sha256Hex(QByteArray(bytes.data(), qsizetype(bytes.size())));
}

std::optional<ApprovalBinding> ApprovalBinding::fromManifest(const Json &manifest)
{
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    return typed ? of(*typed) : std::nullopt;
}

std::optional<ApprovalBinding> ApprovalBinding::of(const RunManifest &m)
{
    if (m.run.argv.isEmpty() || m.run.outputDir.isEmpty() || m.run.outputDir != m.outputDir)
        return std::nullopt;
    const Json target = m.onTarget() ? m.target->record : Json();
    QMap<QString, QString> dataEnv;
    const QMap<QString, QString> variables = m.environment().variables;
    for (const QString &name : EnvironmentRules::dataCacheVariableNames())
        if (const auto v = variables.constFind(name); v != variables.cend())
            dataEnv.insert(name, *v);
    // The export checks' steps (kind "validate" with an argv), in order: what the approval lets run after the export.
    Json checks = Json::array();
    for (const CheckStepRecord &step : m.checkSteps()) {
        if (!step.hasArgv)
            continue;
        Json env = Json::object();
        for (auto it = step.env.cbegin(); it != step.env.cend(); ++it)
            env[text(it.key())] = text(it.value());
        checks.push_back({{"name", step.name.isEmpty() ? Json() : Json(text(step.name))},
                          {"argv", toJsonArray(step.argv)},
                          {"env", env},
                          {"script_sha256", step.scriptSha256.isEmpty() ? Json() : Json(step.scriptSha256.toStdString())}});
    }
    return ApprovalBinding{m.run.argv, m.run.env, m.run.outputDir, m.workspace, m.analysisSha256, m.planSha256, target, dataEnv,
                           checks.empty() ? Json() : checks};
}

std::optional<QByteArray> approvalDigestOfManifest(const RunManifest &manifest)
{
    const std::optional<ApprovalBinding> binding = ApprovalBinding::of(manifest);
    return binding ? std::optional(binding->digest()) : std::nullopt;
}

std::optional<QByteArray> approvalDigestOfManifest(const Json &manifest)
{
    const std::optional<ApprovalBinding> binding = ApprovalBinding::fromManifest(manifest);
    if (!binding)
        return std::nullopt;
    return binding->digest();
}

bool approvalHolds(const RunManifest &manifest)
{
    if (manifest.approval.status != ApprovalStatus::Approved)
        return false;
    const std::optional<ApprovalBinding> binding = ApprovalBinding::of(manifest);
    return binding && !manifest.approval.sha256.isEmpty() && binding->digest() == manifest.approval.sha256;
}

} // namespace ptq
