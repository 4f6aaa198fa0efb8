#include "workflow/acceptance.h"

#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "command/approval.h"

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

std::string runStatus(const Json &manifest)
{
    const Json *run = findRunStep(manifest);
    return run ? run->value("status", std::string()) : std::string();
}

Json setAcceptance(Json manifest, const char *status, const Json &note, const QDateTime &now)
{
    const std::string at = now.toUTC().toString(Qt::ISODate).toStdString();
    for (Json &cp : manifest["checkpoints"]) {
        if (cp.value("id", std::string()) == "result-acceptance") {
            cp["status"] = status;
            cp["at"] = at;
            cp["note"] = note;
        }
    }
    manifest["updated_at"] = at;
    return manifest;
}

} // namespace

Status Acceptance::canAccept(const Json &manifest)
{
    const std::string status = runStatus(manifest);
    if (status != "succeeded" && status != "partial") {
        return Error{Error::Code::Invalid,
                     status.empty() || status == "pending"
                         ? tr("There is no result to accept: the command has not run yet.")
                         : tr("There is no result to accept: the run ended %1.").arg(QString::fromStdString(status))};
    }
    const Json outputs = manifest.value("outputs", Json::object());
    const Json verification = outputs.is_object() ? outputs.value("verification", Json()) : Json();
    const std::string verdict = verification.is_object() ? verification.value("verdict", std::string()) : std::string();
    if (verdict.empty() || verdict == "failed")
        return Error{Error::Code::Invalid, tr("There is no verified output to accept (verification: %1).")
                                               .arg(verdict.empty() ? tr("none") : QString::fromStdString(verdict))};
    const std::optional<QByteArray> digest = approvalDigestOfManifest(manifest);
    const Json approval = manifest.value("approval", Json::object());
    if (!digest || approval.value("sha256", Json()) != Json(digest->toStdString()))
        return Error{Error::Code::Invalid, tr("The command recorded with this result no longer matches its approval; the "
                                              "result cannot be accepted.")};
    return {};
}

Result<Json> Acceptance::accept(Json manifest, const QDateTime &now)
{
    if (Status ok = canAccept(manifest); !ok)
        return ok.error();
    return setAcceptance(std::move(manifest), "accepted", nullptr, now);
}

Result<Json> Acceptance::reject(Json manifest, const QString &reason, const QDateTime &now)
{
    const std::string status = runStatus(manifest);
    if (status.empty() || status == "pending" || status == "running")
        return Error{Error::Code::Invalid, tr("There is no result to decline: the command has not finished.")};
    if (reason.trimmed().isEmpty())
        return Error{Error::Code::Usage, tr("Say why the result is declined (the reason is kept in the manifest).")};
    return setAcceptance(std::move(manifest), "declined", reason.trimmed().toStdString(), now);
}

namespace {

Status decideIn(const QString &workspace, const std::function<Result<Json>(const Json &)> &decide)
{
    const QString path = workspace + u'/' + artifactFileName(ArtifactKind::Manifest);
    Result<LoadedDocument> manifest = ArtifactIo::load(path);
    if (!manifest)
        return manifest.error();
    Result<Json> decided = decide(manifest->json);
    if (!decided)
        return Error{decided.error().code, u"%1: %2"_s.arg(path, decided.error().message)};
    return Workspace::saveArtifact(workspace, ArtifactKind::Manifest, *decided);
}

} // namespace

Status Acceptance::acceptIn(const QString &workspace)
{
    return decideIn(workspace, [](const Json &m) { return accept(m); });
}

Status Acceptance::rejectIn(const QString &workspace, const QString &reason)
{
    return decideIn(workspace, [&reason](const Json &m) { return reject(m, reason); });
}

} // namespace ptq
