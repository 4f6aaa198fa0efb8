#pragma once

#include "artifacts/json.h"
#include "artifacts/runmanifest.h"
#include "result.h"
#include "target/modelcopy.h"
#include "target/remoterunner.h"
#include "target/targetpreflight.h"
#include "target/targetprofile.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace ptq {

/// The manifest's `target`: where the approved command runs when that is not this machine —
///   kind, name, profile (TargetProfile::effectiveValues), run_id, run_dir, script_name, script
/// (the exact run script for SSH, the exact batch script for Slurm). The approval's digest covers
/// all of it (ApprovalBinding::target), so a changed profile, folder or script voids it.
class TargetRecord
{
    Q_DECLARE_TR_FUNCTIONS(TargetRecord)

public:
    /// The record for running @p argv with @p env on @p profile in a new run folder @p runId;
    /// with @p copy, the local model folder copied there first (`model_copy`).
    static Json make(const TargetProfile &profile, const QString &runId, const QStringList &argv,
                     const QMap<QString, QString> &env, const QString &outputDir, const ModelCopy &copy = {});
    /// The profile the record was approved with (never targets.json's current one).
    static Result<TargetProfile> profile(const ManifestTarget &record);
    /// A runner for the record: its profile, run folder, output folder and approved script.
    static Result<std::unique_ptr<RemoteRunner>> runner(const ManifestTarget &record, const QString &outputDir);
    /// Findings for the command step from a target check (blocking where the check blocks; a
    /// target never checked blocks: nothing is approved for a machine nobody looked at).
    struct Finding
    {
        QString id;
        bool blocking = false;
        QString message;
        QString fix;
    };
    /// A check made for another output folder than @p outputDir, or another model than
    /// @p modelPath, blocks too (check again).
    static QList<Finding> findings(const TargetProfile &profile, const TargetReport *report, const QString &outputDir,
                                   const QString &modelPath = QString());
    /// Rules for an output folder on the target: absolute, clean, not the root, the remote
    /// workspace or the model folder; problems in words.
    static QStringList outputDirProblems(const TargetProfile &profile, const QString &outputDir, const QString &modelPath);
    /// Where an output folder goes on the target by default: <remote workspace>/outputs/<name>.
    static QString defaultOutputDir(const TargetProfile &profile, const QString &name);
};

} // namespace ptq
