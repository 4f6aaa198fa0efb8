#pragma once

#include "artifacts/json.h"
#include "run/gputrace.h"
#include "run/logparser.h"
#include "run/troubleshooter.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace ptq {

/// A run's GPU memory as run_manifest.yaml records it (outputs.gpu_memory): where the samples
/// are (the CSV beside the log), the tool that took them, and per GPU the peak and the total.
struct GpuMemoryRecord
{
    QString samplesPath; ///< absolute; empty when no trace file could be created
    QString tool;        ///< nvidia-smi, amd-smi, rocm-smi; empty: none (or not known yet)
    qint64 samples = 0;  ///< samples taken (one reading per GPU each)
    QList<GpuPeak> gpus;

    Json toJson() const;
    /// The record in @p manifest, nothing when it has none (a run before this field existed, or
    /// another tool's manifest) or it is not an object.
    static std::optional<GpuMemoryRecord> fromManifest(const Json &manifest);

    friend bool operator==(const GpuMemoryRecord &, const GpuMemoryRecord &) = default;
};

/// What a run writes into its workspace's records: "running" with who runs it, the process group
/// once it exists, the outcome, and the diagnostics bundle of a run that did not succeed. The
/// run step's command, argv, env and output folder are never changed.
class RunRecorder
{
public:
    /// The manifest saying the run started: status running, the start time, the log, and this
    /// process's host and PID (the process group follows once quark-cli exists).
    static Json running(const Json &manifest, const QDateTime &startedAt, const QString &logPath);
    static Json withProcessGroup(const Json &manifest, qint64 processGroup);
    /// The run step's `job`: where a remote job runs and how to find it again (PtqJob::jobRecord).
    static Json withJob(const Json &manifest, const Json &job);
    /// The manifest with the run's outcome recorded.
    static Json recordResult(const Json &manifest, const JobResult &result);
    /// The manifest with @p gpuMemory as outputs.gpu_memory (an earlier run's replaced): written
    /// when the run starts (where the samples go) and when it ends, however it ended, with the
    /// peaks.
    static Json withGpuMemory(const Json &manifest, const GpuMemoryRecord &gpuMemory);
    /// What the seed asks to collect after a failure: the command, exit status or signal, the
    /// traceback, versions, GPU, RAM and disk state, the diagnosis.
    static Json diagnostics(const Json &manifest, const JobResult &result, const LogAnalyzer &log, const QString &workspace);
};

} // namespace ptq
