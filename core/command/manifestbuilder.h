#pragma once

#include "artifacts/json.h"
#include "command/commandline.h"
#include "command/environment.h"
#include "command/resourceestimate.h"

#include <QCoreApplication>
#include <QDateTime>

namespace ptq {

/// Everything run_manifest.yaml is made of.
struct ManifestInputs
{
    Json analysis;
    QByteArray analysisSha;
    Json plan;
    QByteArray planSha;
    QString workspace;
    CommandSpec command;
    OutputDirCheck outputDir;
    EnvironmentFacts environment;
    QList<Finding> findings;
    ResourceEstimate estimate;
    /// The run on another machine (core/target's TargetRecord: profile, run folder, script); null
    /// for this machine. Written as the manifest's `target` and bound by the approval.
    Json target;
    /// Whether the load check runs after the export (a `validate` step, core/handoff/exportchecks.h).
    /// On by default; page 3 turns it off when its estimate says the check does not fit.
    bool loadCheck = true;
    /// Whether the original's perplexity is measured for the accuracy verdict (a `validate` step)
    /// when the plan asks for an evaluation. On by default; page 3 and `manifest --no-baseline`
    /// turn it off.
    bool baseline = true;
    /// Why the export checks cannot run for this command although asked (no Python interpreter
    /// beside quark-cli: CommandStep looks); empty when they can. Recorded as skipped, with it.
    QString checksUnavailable;
};

class ManifestBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ManifestBuilder)

public:
    /// run_manifest.yaml with approval pending.
    static Json build(const ManifestInputs &inputs, const QDateTime &now = QDateTime::currentDateTimeUtc());
    /// Records the execution approval, bound to the sha256 of the run step's argv and env.
    /// Refused while anything blocks.
    static Result<Json> approve(Json manifest, const QDateTime &now = QDateTime::currentDateTimeUtc());
    /// The approval token of a manifest's current command (what `--approve` must match).
    static QByteArray token(const Json &manifest);
    /// Every reason the command cannot be approved yet (findings, command and folder problems).
    static QStringList blockers(const ManifestInputs &inputs);
    /// The export checks' steps (kind "validate", name "baseline-perplexity" / "load-check"): the
    /// python beside the run's quark-cli runs <workspace>/checks/ptq_checks.py with an argv, the run
    /// step's env additions and the script's sha256 (all bound by the approval). The baseline step
    /// only when the plan asks for evaluation (evaluation_intent not "none"), the load check when
    /// inputs.loadCheck. None for a remote target: @p skippedReason (optional) then says why.
    static Json checkSteps(const ManifestInputs &inputs, QString *skippedReason = nullptr);
};

} // namespace ptq
