#pragma once

#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "artifacts/runmanifest.h"
#include "run/logparser.h"
#include "run/outputverifier.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// The outcome of a run, after the output folder was inspected.
struct JobResult
{
    /// Pending until the run ended; then succeeded, partial, failed or cancelled.
    RunStatus status = RunStatus::Pending;
    int exitCode = -1;
    int signal = 0;
    QString startMessage;  ///< when the process could not start
    /// A re-attach refused before anything was followed (the target did not confirm the job's
    /// record): nothing about the job's end is known or recorded; the manifest is as it was.
    bool reattachRefused = false;
    QString logPath;
    QDateTime startedAt;
    QDateTime finishedAt;
    VerificationReport verification;
    bool exportCompleted = false;
    std::optional<double> perplexity;
    /// The diagnosis's class; unset when nothing was diagnosed (a run that succeeded or was cancelled).
    std::optional<FailureClass> failureClass;
    /// What exactly, within the class (see Troubleshooter::Cause), e.g. "cli-dependency", "model-does-not-fit".
    QString failureCause;
    QString failedStage;   ///< the stage that was running when the process failed (its name)
    QStringList evidence;
    QStringList suggestions;
    QString diagnosticsPath; ///< diagnostics/run-<time>.json in the workspace, for a run that did not succeed
    QString timeoutNote;     ///< set when the run was cancelled because its time limit passed
    QStringList recordErrors; ///< writes of the manifest, history or diagnostics that failed (each names its file)
    /// quark-cli's calibration datasets that lay complete in the run's datasets cache when it
    /// ended (DatasetCache::cachedCalibrationNames, read off the UI thread by the job); nullopt
    /// when nobody looked (a remote target's cache is not on this machine). Kept with a `data`
    /// diagnosis, so that revisePlan can propose one without reading the disk.
    std::optional<QStringList> cachedCalibrationDatasets;
    /// Free bytes (for an unprivileged writer) on the file system of the output folder when a
    /// local run ended without a complete export, read off the UI thread with the verification;
    /// nullopt when nobody looked (a complete export, a remote target).
    std::optional<qint64> outputFreeBytes;
    QString outputFileSystem; ///< where that file system is mounted (QStorageInfo::rootPath)
};

/// Classifies a failed run from its exit status, signal and log — quark-cli's own plain-text
/// messages, its `[QUARK-…]` records and Python tracebacks, matched against the texts the real
/// quark-cli 0.13, transformers and datasets print — and proposes the smallest change.
class Troubleshooter
{
    Q_DECLARE_TR_FUNCTIONS(Troubleshooter)

public:
    /// What the run relied on, from its manifest: the argv, the environment's Python, whether an
    /// accelerator was seen when the command was approved.
    struct Context
    {
        QStringList argv;
        QString python;
        bool acceleratorSeen = true;
        /// The PyTorch build recorded with the approval: "rocm", "cuda", or empty when unknown.
        QString torchBackend;
        /// A Slurm job's final state (TIMEOUT, PREEMPTED, NODE_FAIL, OUT_OF_MEMORY, …), its id,
        /// node and the time it asked for: the scheduler ended it, not quark-cli.
        QString schedulerState;
        QString jobId;
        QString node;
        int timeLimitMinutes = 0;
        QString memory;
        QString host; ///< the target's host where the run ran; empty for this machine
        bool modelCopy = false; ///< the approval binds a copy of the model to the target first
        /// The datasets cache the run read and the offline switch it ran with ("HF_HUB_OFFLINE=1"),
        /// from this machine's environment and the command's additions; empty on a remote target.
        QString datasetsCache;
        QString offlineSetting;
        QStringList offlineBlockers; ///< every variable that kept datasets off the Hub
        QString quarkVersion; ///< amd-quark's version recorded with the approval, or empty
        static Context fromManifest(const RunManifest &manifest);
    };

    /// A file system with less free space than this, under an export that is short or empty,
    /// counts as full: nothing of a model's size fits there any more.
    static constexpr qint64 kFullBelowBytes = 64ll << 20;

    static void diagnose(JobResult &result, const LogAnalyzer &log, const Context &context);
    static void diagnose(JobResult &result, const LogAnalyzer &log) { diagnose(result, log, Context()); }
    /// What no known message explains, classified by the stage quark-cli was in: the checkpoint
    /// whose decisions that stage carries out is the one to go back to.
    static void fallBackByStage(JobResult &result, RunStage stage, const QString &exception);

    /// The smallest bounded change to @p plan for a diagnosed failure, or nullopt when no plan
    /// change can help (environment, data, configuration, …: those are fixed outside the plan).
    /// A model that does not fit when it is loaded: --multi_device (without an algorithm).
    /// Otherwise memory: batch_size → 1, else seq_len halved (≥ 128), else --multi_device (no
    /// algorithm), else num_calib_data halved (≥ 32); evaluation: evaluation 'none'
    /// (--skip_evaluation). The revised plan is unconfirmed: it returns to Checkpoint 2, and the
    /// command built from it needs a new approval.
    struct PlanRevision
    {
        PlanDocument plan;
        QString change; ///< what changed, for the button and the log, e.g. "seq_len 512 → 256"
    };
    /// A calibration dataset that could not be fetched (`data`: dataset-offline or
    /// dataset-unreachable): the first of @p cachedCalibrationDatasets that loads other data than
    /// the plan's (the diagnosis's list, looked up when the run ended); none when nothing else is
    /// cached.
    static std::optional<PlanRevision> revisePlan(FailureClass failureClass, const PlanDocument &plan,
                                                  const QString &failureCause = QString(),
                                                  const QStringList &cachedCalibrationDatasets = {});
    /// Where the fix of a diagnosed failure is made, so that page 4 offers only a way that can
    /// help: going back to the plan is offered for a failure a plan change can help, never for
    /// one the diagnosis says no plan change helps.
    enum class Remedy {
        Plan,      ///< an earlier checkpoint (the plan, or the analysis before it) changes
        RunTarget, ///< another machine runs it: this one has no GPU (page 3, *Runs on*)
        Outside,   ///< fixed outside the plan (the disk, the environment, the datasets cache), then approved again on page 3
    };
    /// @p failureClass unset (no diagnosis, or a class another tool wrote): the plan.
    /// @p cachedCalibrationDatasets: the diagnosis's list (nullopt: not looked at); @p argv the
    /// command that ran (its --dataset).
    static Remedy remedy(std::optional<FailureClass> failureClass, const QString &failureCause,
                         const std::optional<QStringList> &cachedCalibrationDatasets = std::nullopt,
                         const QStringList &argv = {});
    static bool planChangeHelps(std::optional<FailureClass> failureClass, const QString &failureCause,
                                const std::optional<QStringList> &cachedCalibrationDatasets = std::nullopt,
                                const QStringList &argv = {})
    {
        return remedy(failureClass, failureCause, cachedCalibrationDatasets, argv) == Remedy::Plan;
    }

    /// The dataset revisePlan switches to from @p current, or empty.
    static QString cachedAlternative(const QString &current, const QStringList &cachedCalibrationDatasets);
};

} // namespace ptq
