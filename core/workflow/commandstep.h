#pragma once

#include "artifacts/runmanifest.h"

#include <QDateTime>
#include <optional>

#include "command/manifestbuilder.h"
#include "env/offlinereadiness.h"
#include "plan/quarkcatalog.h"
#include "target/targetpreflight.h"
#include "target/targetprofile.h"

#include <QCoreApplication>
#include <QString>

namespace ptq {

/// What Step 3 builds the command from.
struct CommandRequest
{
    Json analysis;
    QByteArray analysisSha256;
    Json plan;
    QByteArray planSha256;
    QString workspace;
    EnvironmentFacts environment;
    CliCapabilities cli;
    QString outputDir; ///< as the user gave it (resolved and checked here)
    QString devices;   ///< e.g. "0,1"; empty for none
    QString pythonPrefix; ///< the Python environment chosen (venv or conda prefix); empty for PATH
    /// Whether the datasets and the model are where quark-cli finds them offline (ReadinessProbe);
    /// unset: not checked (no findings about it).
    std::optional<ReadinessReport> readiness;
    /// Where the command runs when not here (an SSH host, a Slurm cluster), with its check. The
    /// environment is then the target's: quark-cli, its --help, GPUs and paths come from the check,
    /// the output folder is a path there, and this machine's environment and caches are not asked.
    std::optional<TargetProfile> target;
    std::optional<TargetReport> targetReport;
    QString runId; ///< the run folder's name on the target (RemoteRunner::makeRunId)
    /// The export checks after the run (ManifestInputs): unset, the load check follows the
    /// estimate (on unless the run does not fit) and the baseline follows the plan's evaluation.
    std::optional<bool> loadCheck;
    std::optional<bool> baseline;
};

/// Step 3, the command: the environment's findings, the resource estimate, the destination rules
/// and the exact argv, from the confirmed analysis and plan — the same for page 3 and
/// `ptq-studio manifest`. The approval itself is ManifestBuilder::approve (page 3) or the token
/// (RunStep::approveWithToken, headless).
/// What building the command again does to the approval of the manifest on disk.
struct RebuildOutcome
{
    enum class Approval {
        None,      ///< the saved manifest was not approved (or there was none): nothing to keep or void
        Kept,      ///< the same command, bound to the same inputs: its approval stands, nothing is written
        UsedByRun, ///< it was approved and its run has ended: each approval runs once
        Changed,   ///< it was approved and what it binds changed: voidReason says what
    };
    Approval approval = Approval::None;
    QString voidReason;                  ///< Changed: "The earlier approval was voided because … changed."
    RunStatus runStatus = RunStatus::Pending; ///< UsedByRun: how that run ended
    std::optional<QDateTime> runStartedAt;    ///< UsedByRun: when it started
    /// Whether the rebuilt manifest is written (anything but Kept, unless it equals the saved one).
    bool write = true;
};

/// What the approved export checks add after the export, as page 3's estimate says it
/// (CommandStep::afterExport).
struct AfterExport
{
    enum class Where {
        None,     ///< no check runs after the export
        Here,     ///< they run on this machine, after quark-cli: baseline and loadCheck say which
        OnTarget, ///< chosen, but a run on a target has no checks in this version
    };
    Where where = Where::None;
    bool baseline = false;  ///< Here: the original model's perplexity (the accuracy verdict)
    bool loadCheck = false; ///< Here: the load check of the export
    qint64 extraSeconds = 0; ///< Here: about how much longer the run takes
    qint64 peakBytes = 0;    ///< Here: the memory of the largest check (one model at a time)
};

class CommandStep
{
    Q_DECLARE_TR_FUNCTIONS(CommandStep)

public:
    /// Page 3's rule and `ptq-studio manifest`'s: @p rebuilt (pending) against @p saved, the
    /// manifest on disk (null: none). An approved command rebuilt byte for byte, with the same
    /// token, keeps its approval; a change voids it and says what changed.
    static RebuildOutcome afterRebuild(const Json &saved, const Json &rebuilt);
    /// Why the approval of @p approved does not hold for @p rebuilt, naming what changed (the
    /// first flag that differs, the environment, the inputs, the checks, the target).
    static QString voidedBecause(const RunManifest &approved, const Json &rebuilt);
    static ManifestInputs prepare(const CommandRequest &request);
    /// run_manifest.yaml, approval pending, for @p inputs (ManifestBuilder::build).
    static Json manifest(const ManifestInputs &inputs);
    /// Why @p pythonPrefix provides no quark-cli, naming the folder ("/x/venv does not exist.");
    /// empty when the prefix is empty or has bin/quark-cli.
    static QString prefixProblem(const QString &pythonPrefix);
    /// The findings of an offline-readiness report: blocking where the run fails for certain (a
    /// dataset quark-cli cannot load; something not cached while an offline switch keeps the Hub
    /// off), a warning where the Hub did not answer or was not asked yet; nothing for what is
    /// cached or downloads.
    /// @p python: the environment's interpreter, written into the fixes' `python -c` lines so they
    /// can be pasted as they are.
    static QList<Finding> readinessFindings(const ReadinessReport &report, const QString &python = QString());
    /// One line per item for the environment table: "pile-val-backup (split validation): cached".
    static QString readinessSummary(const ReadinessReport &report);
    /// What the export checks of @p inputs add after the export, for @p plan, on this machine or
    /// (@p remote) a target: the checks bound and ExportChecks::estimate of their time and memory.
    static AfterExport afterExport(const ManifestInputs &inputs, const std::optional<PlanDocument> &plan, bool remote);
    /// The command as page 3 shows it: one flag per line (CommandSpec::displayLines()).
    static QString commandText(const QStringList &argv, const QMap<QString, QString> &env);
    /// The approval token of @p manifest: the sha256 of its argv and environment (ManifestBuilder::token).
    static QByteArray token(const Json &manifest);
    /// The quark-cli a Python environment provides (@p pythonPrefix/bin/quark-cli; empty prefix: PATH's);
    /// empty when there is none (QuarkCliProbe::findQuarkCli).
    static QString quarkCliOf(const QString &pythonPrefix);
    /// What copying the model folder to the target (the manifest's @p target record) does, in a
    /// sentence naming @p host; empty when the target sees the model where it is.
    static QString modelCopyText(const ManifestTarget &target, const QString &host);
};

} // namespace ptq
