#pragma once

#include "artifacts/json.h"
#include "run/gputrace.h"
#include "run/logparser.h"
#include "run/troubleshooter.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace ptq {

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
