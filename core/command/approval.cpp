#include "command/approval.h"

#include "artifacts/artifactio.h"

#include <nlohmann/json.hpp>

namespace ptq {

QByteArray approvalDigest(const QStringList &argv, const QMap<QString, QString> &env)
{
    nlohmann::json canonical; // std::map keys: sorted, so the text is canonical
    canonical["argv"] = nlohmann::json::array();
    for (const QString &arg : argv)
        canonical["argv"].push_back(arg.toStdString());
    canonical["env"] = nlohmann::json::object();
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        canonical["env"][it.key().toStdString()] = it.value().toStdString();
    const std::string text = canonical.dump();
    return ArtifactIo::sha256Hex(QByteArray(text.data(), qsizetype(text.size())));
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

std::optional<QByteArray> approvalDigestOfManifest(const Json &manifest)
{
    const Json *run = findRunStep(manifest);
    if (!run)
        return std::nullopt;
    auto argvIt = run->find("argv");
    if (argvIt == run->end() || !argvIt->is_array())
        return std::nullopt;
    QStringList argv;
    for (const Json &arg : *argvIt) {
        if (!arg.is_string())
            return std::nullopt;
        argv.append(QString::fromStdString(arg.get<std::string>()));
    }
    QMap<QString, QString> env;
    if (auto envIt = run->find("env"); envIt != run->end()) {
        if (!envIt->is_object())
            return std::nullopt;
        for (const auto &[key, value] : envIt->items()) {
            if (!value.is_string())
                return std::nullopt;
            env.insert(QString::fromStdString(key), QString::fromStdString(value.get<std::string>()));
        }
    }
    return approvalDigest(argv, env);
}

} // namespace ptq
