#include "command/approval.h"

#include "artifacts/artifactio.h"

#include <nlohmann/json.hpp>

namespace ptq {

namespace {

std::string text(const QString &s)
{
    return s.toStdString();
}

std::optional<QString> stringField(const Json &object, const char *key)
{
    auto it = object.find(key);
    if (it == object.end() || !it->is_string())
        return std::nullopt;
    return QString::fromStdString(it->get<std::string>());
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
    const std::string bytes = canonical.dump();
    return ArtifactIo::sha256Hex(QByteArray(bytes.data(), qsizetype(bytes.size())));
}

const Json *findRunStep(const Json &manifest)
{
    if (!manifest.is_object())
        return nullptr;
    auto steps = manifest.find("steps");
    if (steps == manifest.end() || !steps->is_array())
        return nullptr;
    for (const Json &step : *steps) {
        if (step.is_object() && step.value("kind", std::string()) == "run")
            return &step;
    }
    return nullptr;
}

Json *findRunStep(Json &manifest)
{
    return const_cast<Json *>(findRunStep(std::as_const(manifest)));
}

std::optional<ApprovalBinding> ApprovalBinding::fromManifest(const Json &manifest)
{
    const Json *run = findRunStep(manifest);
    if (!run)
        return std::nullopt;
    ApprovalBinding b;
    auto argvIt = run->find("argv");
    if (argvIt == run->end() || !argvIt->is_array() || argvIt->empty())
        return std::nullopt;
    for (const Json &arg : *argvIt) {
        if (!arg.is_string())
            return std::nullopt;
        b.argv.append(QString::fromStdString(arg.get<std::string>()));
    }
    if (auto envIt = run->find("env"); envIt != run->end()) {
        if (!envIt->is_object())
            return std::nullopt;
        for (const auto &[key, value] : envIt->items()) {
            if (!value.is_string())
                return std::nullopt;
            b.env.insert(QString::fromStdString(key), QString::fromStdString(value.get<std::string>()));
        }
    }
    const std::optional<QString> stepOutput = stringField(*run, "output_dir");
    const Json outputs = manifest.value("outputs", Json::object());
    const std::optional<QString> recordedOutput = outputs.is_object() ? stringField(outputs, "output_dir") : std::nullopt;
    if (!stepOutput || !recordedOutput || *stepOutput != *recordedOutput)
        return std::nullopt;
    b.outputDir = *stepOutput;
    const Json inputs = manifest.value("inputs", Json::object());
    if (!inputs.is_object())
        return std::nullopt;
    b.workspace = stringField(inputs, "workspace").value_or(QString());
    auto sha = [&](const char *key) {
        const Json ref = inputs.value(key, Json::object());
        return ref.is_object() ? stringField(ref, "sha256").value_or(QString()).toLatin1() : QByteArray();
    };
    b.analysisSha256 = sha("analysis");
    b.planSha256 = sha("plan");
    return b;
}

std::optional<QByteArray> approvalDigestOfManifest(const Json &manifest)
{
    const std::optional<ApprovalBinding> binding = ApprovalBinding::fromManifest(manifest);
    if (!binding)
        return std::nullopt;
    return binding->digest();
}

} // namespace ptq
