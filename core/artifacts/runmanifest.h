#pragma once

#include "artifacts/exportrecords.h"
#include "artifacts/json.h"
#include "result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ptq {

/// The statuses, verdicts and classes run_manifest.yaml records, as types. Each has its stored
/// (English, schema) name: statusName() / parse…(); an unknown name parses to nothing.
enum class RunStatus { Pending, Running, Succeeded, Failed, Cancelled, Partial, Interrupted };
enum class ApprovalStatus { Pending, Approved, Voided };
enum class CheckpointStatus { Pending, Confirmed, Approved, Accepted, Declined, Voided };
enum class Verdict { Complete, Partial, Failed };
/// One check of the verifier's report (outputs.verification.checks[].status).
enum class CheckStatus { Pass, Warn, Fail, Info };
enum class FailureClass { Environment, Data, Load, Compatibility, Memory, Configuration, Quantization, Export, Evaluation };

QString statusName(RunStatus s);
QString statusName(ApprovalStatus s);
QString statusName(CheckpointStatus s);
QString verdictName(Verdict v);
QString checkStatusName(CheckStatus s);
QString failureClassName(FailureClass c);
std::optional<RunStatus> parseRunStatus(const QString &name);
std::optional<ApprovalStatus> parseApprovalStatus(const QString &name);
std::optional<CheckpointStatus> parseCheckpointStatus(const QString &name);
std::optional<Verdict> parseVerdict(const QString &name);
std::optional<CheckStatus> parseCheckStatus(const QString &name);
std::optional<FailureClass> parseFailureClass(const QString &name);
/// A run that has ended (any status but pending and running).
bool hasEnded(RunStatus s);

/// Who runs (or ran) the command.
struct RunnerRecord
{
    QString host;
    qint64 pid = 0;
    std::optional<qint64> processGroup;
};

struct DiagnosisRecord
{
    QString failureClass; ///< as stored (failureClassName of a FailureClass, or another tool's word)
    QString cause;
    QString failedStage;
    QStringList evidence;
    QStringList suggestions;
    /// For a calibration dataset that could not be fetched: quark-cli's calibration datasets that
    /// were complete in the datasets cache when the run ended (nullopt: not looked at).
    std::optional<QStringList> cachedCalibrationDatasets;
};

/// The manifest's `run` step.
struct RunStepRecord
{
    QString name;
    QString command;
    QStringList argv;
    QMap<QString, QString> env;
    QString outputDir;
    RunStatus status = RunStatus::Pending;
    std::optional<QDateTime> startedAt;
    std::optional<QDateTime> finishedAt;
    std::optional<int> exitCode;
    std::optional<int> signal;
    QString logPath;
    QString diagnosticsPath;
    QString cancelReason;
    std::optional<RunnerRecord> runner;
    std::optional<DiagnosisRecord> diagnosis;
};

struct CheckpointRecord
{
    QString id; ///< model-analysis, quant-plan, execution-approval, result-acceptance
    QString reason;
    CheckpointStatus status = CheckpointStatus::Pending;
    std::optional<QDateTime> at;
    QString note;
};

struct ApprovalRecord
{
    ApprovalStatus status = ApprovalStatus::Pending;
    QByteArray sha256;
    std::optional<QDateTime> at;
    QString voidedReason;
};

/// The manifest's target record (core/target's TargetRecord::make wrote it; the approval binds
/// it): what the pages and commands show of it. Read-only: toJson() leaves the record as it is.
struct ManifestTarget
{
    QString kind;       ///< ssh or slurm
    QString name;       ///< the profile's name (targets.json)
    QString host;       ///< profile.host
    QString remoteWorkspace; ///< profile.remote_workspace: the target's folder for run folders
    /// profile: the target profile's values as approved (TargetRecord::profile reads it); never
    /// targets.json's current one.
    Json profile;
    QString runId;      ///< the run folder's name there
    QString runDir;
    QString scriptName;
    QString script;     ///< the exact script the target runs
    Json modelCopy;     ///< model_copy (ModelCopy::fromJson), null when the target sees the model
    /// A Slurm profile's time limit in minutes (profile.slurm.time_limit_minutes), 0 when none.
    int slurmTimeLimitMinutes = 0;
    QString slurmMemory; ///< a Slurm profile's memory request (profile.slurm.memory), as written
    /// The whole record as stored: what an execution approval binds (ApprovalBinding::target),
    /// byte for byte, including fields this type does not model.
    Json record;

    /// The fields of a target record (a manifest's `target`, or one CommandStep made); nothing
    /// for what is not a mapping.
    static std::optional<ManifestTarget> fromRecord(const Json &record);
};

/// The environment check recorded with the command (the manifest's `environment`): what the run
/// relied on, for the diagnosis of a failure and for what an approval binds. Read-only.
struct ManifestEnvironment
{
    QString python;   ///< the Python of the environment (python)
    QString quarkCli; ///< the quark-cli the command was built with (quark_cli)
    /// Whether PyTorch saw an accelerator (accelerator_available); nothing when it was not
    /// recorded, false for a recorded value that is not true.
    std::optional<bool> acceleratorAvailable;
    int gpuCount = 0;                 ///< the GPUs a tool listed (gpus[])
    std::optional<QString> torchVersion; ///< versions.torch: PyTorch was imported and asked
    std::optional<QString> torchCuda;    ///< versions.torch_cuda: the CUDA of a CUDA build of PyTorch
    std::optional<QString> torchHip;     ///< versions.torch_hip: the HIP of a ROCm build of PyTorch
    QString quarkVersion;                ///< versions.amd_quark, empty when not recorded
    QMap<QString, QString> variables; ///< variables: the data caches and switches that were set
    Json versionsRecord = Json::object(); ///< versions as stored (for a diagnostics bundle)
    Json gpusRecord = Json::array();      ///< gpus as stored (for a diagnostics bundle)

    /// The fields of @p record (a manifest's `environment`); defaults for what is not a mapping.
    static ManifestEnvironment fromRecord(const Json &record);
};

/// A remote job's record (the run step's `job`): the target runner's attachment (where the job
/// runs and how to find it again), with the phase it was last seen in and how far its log was
/// read. PtqJob writes it while it follows a job; toJson() writes these fields back into the
/// record it was made from, so the attachment's own fields stay as the runner gave them.
class JobRecord
{
public:
    /// @p attachment (a target runner's, or nothing) in @p phase, saying @p detail, at @p at.
    static JobRecord make(const Json &attachment, const QString &phase, const QString &detail, const QDateTime &at);
    /// The record @p record holds; nothing for what is not a mapping.
    static std::optional<JobRecord> fromJson(const Json &record);
    /// The record of the remote job that ran (or runs) the command of @p manifest (steps[run].job);
    /// nothing when its run was on this machine, or the manifest has no run step.
    static std::optional<JobRecord> ofManifest(const Json &manifest);
    Json toJson() const;
    /// The record as it was read, byte for byte (toJson() may normalize a field of another type).
    const Json &document() const { return m_document; }

    QString phase;  ///< JobState::name(): queued, running, reconnecting, …
    QString detail; ///< what the target said last
    QString updatedAt; ///< ISO 8601, as stored
    /// Where a re-attach resumes the job's log on the target (log_offset), nothing before it is known.
    std::optional<qint64> logOffset;
    QString state; ///< a scheduler's final state (TIMEOUT, NODE_FAIL, …), read only
    QString jobId; ///< read only
    QString node;  ///< read only
    QString target; ///< the target profile's name (target), read only
    QString host;   ///< the host the job runs on (host), read only
    QString runDir; ///< the run folder on the target (run_dir), read only
    /// The runner's process id on an SSH target (pid), nothing where none is recorded; read only.
    std::optional<qint64> pid;

private:
    Json m_document = Json::object();
};

/// The most memory one GPU had in use during a run.
struct GpuPeak
{
    int index = 0;
    QString name;
    qint64 peakUsedMiB = -1; ///< -1: the tool never reported it
    qint64 totalMiB = -1;    ///< the last total reported, -1: unknown
    qint64 peakAtMs = -1;    ///< when the peak was first reached, since the run started

    friend bool operator==(const GpuPeak &, const GpuPeak &) = default;
};

/// A run's GPU memory as run_manifest.yaml records it (outputs.gpu_memory): where the samples
/// are (the CSV beside the log), the tool that took them, and per GPU the peak and the total.
struct GpuMemoryRecord
{
    static constexpr qint64 kMiB = 1024 * 1024;

    QString samplesPath; ///< absolute; empty when no trace file could be created
    QString tool;        ///< nvidia-smi, amd-smi, rocm-smi; empty: none (or not known yet)
    qint64 samples = 0;  ///< samples taken (one reading per GPU each)
    QList<GpuPeak> gpus;

    Json toJson() const;
    /// The record @p record holds (outputs.gpu_memory); nothing for what is not a mapping.
    static std::optional<GpuMemoryRecord> fromRecord(const Json &record);
    /// The record in @p manifest, nothing when it has none (a run before this field existed, or
    /// another tool's manifest) or it is not an object.
    static std::optional<GpuMemoryRecord> fromManifest(const Json &manifest);

    friend bool operator==(const GpuMemoryRecord &, const GpuMemoryRecord &) = default;
};

/// One export check approved with the command (a step of kind "validate": the original's
/// perplexity, the load check), as recorded.
struct CheckStepRecord
{
    QString name;      ///< "baseline-perplexity", "load-check"
    QStringList argv;
    QMap<QString, QString> env;
    std::optional<RunStatus> status; ///< nothing for a word not known
    QString statusWord;              ///< as stored ("pending" when absent)
    QByteArray scriptSha256;         ///< the checks script the approval binds (script_sha256)
    bool hasArgv = false;            ///< the step records an argv: a check the approval binds
};

/// outputs.observed: what the verifier saw of the export (RunRecorder::recordResult), and the
/// checksums recorded with an acceptance.
struct ObservedOutputs
{
    QStringList files;
    std::optional<qint64> totalBytes;
    int shards = 0;
    std::optional<double> perplexity; ///< as quark-cli measured it after quantization
    QMap<QString, QString> sha256;    ///< file → hex digest
    QString sha256At;                 ///< when they were computed (ISO 8601, as stored)
};

/// run_manifest.yaml as a typed document. fromJson() reads the fields PTQ Studio uses and keeps
/// the whole document; toJson() writes those fields back into it, so fields it does not know
/// (another tool's, a newer version's) survive a read-modify-write unchanged.
class RunManifest
{
public:
    static Result<RunManifest> fromJson(const Json &document);
    Json toJson() const;

    QString model;
    QString workspace;
    QByteArray analysisSha256;
    QByteArray planSha256;
    QString outputDir; ///< outputs.output_dir
    std::vector<CheckpointRecord> checkpoints;
    QStringList blockedBy;
    RunStepRecord run;
    ApprovalRecord approval;
    std::optional<ManifestTarget> target; ///< a remote target's record; nothing for this machine
    std::optional<QDateTime> updatedAt;
    Json observed;     ///< outputs.observed: what the verifier saw (files, bytes, config, perplexity, sha256)
    Json verification; ///< outputs.verification: the verifier's report
    /// environment.findings[] with blocking true, as "id: message".
    QStringList blockingFindings() const;
    /// The verification verdict recorded after a run (verification.verdict).
    std::optional<Verdict> verdict() const;
    /// The Python environment's quark-cli the command was built with (environment.quark_cli).
    QString quarkCli() const;
    /// The names of steps[] in order: analyze, plan, generate, quantize (the run), then the
    /// checks approved with it ("baseline-perplexity", "load-check").
    QStringList stepNames() const;
    /// The export checks approved with the command (steps of kind "validate") that have not
    /// ended yet (status pending), by name; empty when none are approved or all have ended.
    QStringList pendingChecks() const;
    /// The export check step named @p name (kind "validate"); nothing when the command has none.
    std::optional<CheckStepRecord> checkStep(const QString &name) const;
    /// The export check steps (kind "validate") in the order recorded.
    QList<CheckStepRecord> checkSteps() const;
    /// The environment check recorded with the command (environment).
    ManifestEnvironment environment() const { return ManifestEnvironment::fromRecord(jsonField(m_document, "environment")); }
    /// The run's GPU memory (outputs.gpu_memory); nothing before a run, or for another tool's manifest.
    std::optional<GpuMemoryRecord> gpuMemory() const { return GpuMemoryRecord::fromRecord(jsonField(jsonField(m_document, "outputs"), "gpu_memory")); }
    /// The record of the remote job that runs (or ran) the command (the run step's `job`);
    /// nothing for a local run, or before the target took the job.
    std::optional<JobRecord> job() const;
    /// The command runs on a target (an SSH host, a Slurm cluster), not on this machine.
    bool onTarget() const { return target && target->kind != QLatin1String("local"); }
    /// The amd-quark version of the environment the command was built with (environment.versions.amd_quark).
    QString quarkVersion() const;
    /// A version the environment check recorded (environment.versions.@p tool: "amd_quark",
    /// "torch", "transformers", "python"; older manifests: environment.@p tool); empty when none.
    QString version(const char *tool) const;
    /// The Hub commit of a model that is not a local folder (inputs.commit); empty when not known.
    QString modelCommit() const;
    /// The Hub revision of a model that is not a local folder: inputs.commit, else inputs.revision.
    QString modelRevision() const;
    /// outputs.accuracy and outputs.load_check, the export checks' records; nothing when absent.
    std::optional<PerplexityVerdict> accuracy() const { return PerplexityVerdict::fromManifest(m_document); }
    std::optional<LoadCheck> loadCheck() const { return LoadCheck::fromManifest(m_document); }
    /// Takes @p from's export check steps (kind "validate": status, times, exit code, as the
    /// checks' job left them) in place of this manifest's steps of the same name; nothing else.
    void takeCheckSteps(const RunManifest &from);
    /// The recorded estimate of the export's size in bytes (resources.output_gib), 0 when absent.
    qint64 outputBytesEstimate() const;
    /// outputs.observed as a type (a read-only view of `observed`).
    ObservedOutputs observedOutputs() const;
    /// The bytes the verifier found written (outputs.verification.total_bytes), when it said.
    std::optional<qint64> verifiedBytes() const;
    /// Page 3's estimate of the run time in minutes (resources.time_minutes), {0, 0} when absent.
    std::pair<double, double> estimatedMinutes() const;
    /// One check of the verifier's report as recorded (outputs.verification.checks[]).
    struct RecordedCheck
    {
        QString name;   ///< the check's id, as stored
        QString status; ///< as stored (checkStatusName of a CheckStatus, or another tool's word)
        QString detail; ///< in the reader's language (LocalText)
    };
    /// The verifier's checks in the order recorded; empty when none are.
    QList<RecordedCheck> verificationChecks() const;
    /// The model card recorded for the export (outputs.model_card.path); nothing when none is.
    std::optional<QString> modelCardPath() const;
    /// The export was published to the Hub (outputs.publish.status "published").
    bool published() const;

    CheckpointRecord *checkpoint(const QString &id);
    const CheckpointRecord *checkpoint(const QString &id) const;

    /// The sections this type does not model (environment, resources, outputs.observed, …), read-only.
    const Json &document() const { return m_document; }

private:
    Json m_document;
};

/// The `run` step of a manifest document, to read or to record into in place; nullptr when it has none.
const Json *findRunStep(const Json &manifest);
Json *findRunStep(Json &manifest);
/// The export check step (kind "validate") named @p name of a manifest document, to record how it
/// went in place; nullptr when it has none.
Json *findCheckStep(Json &manifest, const QString &name);

} // namespace ptq
