#pragma once

#include "artifacts/json.h"
#include "artifacts/runmanifest.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// Everything an execution approval binds: the exact argv (argv[0] the absolute quark-cli), the
/// environment additions, the output folder, the workspace and the two input artifacts' hashes;
/// for a remote target also the target's effective values and the exact run or batch script.
/// Changing any one of them changes the digest, which is what voids an approval.
struct ApprovalBinding
{
    QStringList argv;
    QMap<QString, QString> env;
    QString outputDir;
    QString workspace;
    QByteArray analysisSha256;
    QByteArray planSha256;
    /// The manifest's `target` when the command runs on another machine (its profile's effective
    /// values, the run folder there and the exact script it is handed); null for this machine.
    Json target;
    /// The data caches and offline switches the command's environment check recorded
    /// (`environment.variables`, EnvironmentRules::dataCacheVariableNames): the run must read the
    /// caches that were checked. Empty when none was set; then the digest is the one it always was.
    QMap<QString, QString> dataEnv;
    /// The export checks' steps (kind "validate" with an argv): each one's name, argv, env and
    /// script_sha256, in order. Editing a check's argv or its script voids the approval like
    /// editing the run's argv. Empty when the manifest has none; then the digest is the one it always was.
    Json checks = Json();

    /// sha256 (hex) of the canonical JSON of the binding (object keys sorted).
    QByteArray digest() const;

    /// The binding a manifest records, or nothing when it has no well-formed run step, or when the
    /// run step's output folder and `outputs.output_dir` disagree (one of them was edited).
    static std::optional<ApprovalBinding> fromManifest(const Json &manifest);
    static std::optional<ApprovalBinding> of(const RunManifest &manifest);
};

/// The approval digest of a manifest's current binding, or nothing (see ApprovalBinding).
std::optional<QByteArray> approvalDigestOfManifest(const RunManifest &manifest);
/// The same for a manifest document (nothing when it cannot be read as a manifest): for the
/// writers that hold the document they are building.
std::optional<QByteArray> approvalDigestOfManifest(const Json &manifest);
/// Whether @p manifest records an approval that holds: approved, and its digest that of what the
/// manifest binds now (not edited after it was given). The rule of Checkpoint 3's state, page 3's
/// rebuild and page 4's first moment alike.
bool approvalHolds(const RunManifest &manifest);

// findRunStep (the manifest's `run` step of a document) is declared in artifacts/runmanifest.h.

} // namespace ptq
