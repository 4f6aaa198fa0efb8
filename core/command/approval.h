#pragma once

#include "artifacts/json.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// The approval token: sha256 (hex) of the canonical JSON `{"argv":[...],"env":{...}}` with
/// env keys sorted. Any change to a single argument or environment addition changes it,
/// which is what voids an approval.
QByteArray approvalDigest(const QStringList &argv, const QMap<QString, QString> &env);

/// The digest of a manifest's `run` step (its `argv` and `env`), or nothing when the
/// manifest has no well-formed run step.
std::optional<QByteArray> approvalDigestOfManifest(const Json &manifest);

/// The manifest's `run` step, or nullptr.
const Json *findRunStep(const Json &manifest);

} // namespace ptq
