#pragma once

#include "artifacts/json.h"
#include "artifacts/runmanifest.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// What the gate hands the job once every rule has passed: the exact command to start and
/// the manifest it was read from. Only core/workflow's RunGate makes one for a real run.
struct RunTicket
{
    QString workspace;
    Json manifest;
    QStringList argv; ///< argv[0] is the absolute path of quark-cli
    QMap<QString, QString> env;
    QString outputDir;
    QByteArray token;
    /// The manifest's `target` when the command runs on another machine (what the approval bound:
    /// the profile's effective values, the run folder, the script); nothing on this machine.
    std::optional<ManifestTarget> target;
};

} // namespace ptq
