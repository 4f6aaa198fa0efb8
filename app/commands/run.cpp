// ptq-studio run --workspace DIR --approve TOKEN        (Step 4)
// ptq-studio status --workspace DIR [--follow]          (a run, a remote job)
// ptq-studio verify OUTPUT_DIR [--workspace DIR] [--sha256] [--json]
#include "headless.h"
#include "signalcancel.h"

#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "command/manifestbuilder.h"
#include "run/outputhasher.h"
#include "run/gputrace.h"
#include "run/ptqjob.h"
#include "workflow/rungate.h"
#include "workflow/runstep.h"
#include "command/approval.h"
#include "target/targetrecord.h"
#include "units.h"

#include <QElapsedTimer>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QTimer>

#include <QFile>
#include <QSysInfo>
#include <QTimeZone>

#include <cerrno>
#include <csignal>
#include <optional>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

// Records @p sums in the workspace's manifest when @p directory is its output folder; says so
// either way. False only when the manifest could not be written.
bool recordChecksums(const QString &workspace, const QString &directory, const OutputChecksums &sums, QTextStream &err)
{
    const QString manifestPath = workspace + u'/' + artifactFileName(ArtifactKind::Manifest);
    Result<LoadedDocument> manifest = ArtifactIo::load(manifestPath);
    const Result<RunManifest> typed = manifest ? RunManifest::fromJson(manifest->json) : Result<RunManifest>(manifest.error());
    if (!typed || QDir(typed->outputDir).absolutePath() != directory) {
        err << tr("Checksums not recorded: %1 is not the output folder of %2.").arg(directory, manifestPath) << Qt::endl;
        return true;
    }
    const Json updated = OutputHasher::record(manifest->json, sums, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (Status saved = Workspace::saveArtifact(workspace, ArtifactKind::Manifest, updated); !saved) {
        err << u"ptq-studio verify: "_s << saved.error().message << Qt::endl;
        return false;
    }
    err << tr("Checksums recorded in %1").arg(manifestPath) << Qt::endl;
    return true;
}

void printReport(const VerificationReport &report, QTextStream &out)
{
    if (report.directory.isEmpty() && !report.verdict) {
        // Stopped before the command started (a model copy cancelled or failed): nothing to verify.
        out << tr("Verification: none (the command never started, so nothing was written)") << Qt::endl;
        return;
    }
    out << tr("Verification of %1: %2").arg(report.directory, report.verdictWord()) << Qt::endl;
    for (const VerificationCheck &c : report.checks)
        out << u"  %1 %2  %3"_s.arg(checkStatusName(c.status).leftJustified(5), c.name.leftJustified(18), c.detail.translated()) << Qt::endl;
}

} // namespace

CommandSpec runSpec()
{
    CommandSpec spec;
    spec.name = u"run"_s;
    spec.summary = tr("Run the approved command, verify the output, update the manifest");
    spec.description = tr(
        "Runs the approved quark-cli command of a workspace, streams its stages and progress, verifies the output\n"
        "and records the outcome in run_manifest.yaml. TOKEN is the approval token page 3 or 'ptq-studio manifest'\n"
        "printed; a wrong or stale token starts nothing and creates nothing. Every rule of the gate is checked\n"
        "again now; a refusal names its rule (e.g. 'refused (output-dir)').\n"
        "Ctrl-C, SIGTERM or SIGHUP cancel the run (SIGTERM to quark-cli's process group, SIGKILL after 10 s; a\n"
        "second one kills at once); it is recorded as cancelled, with its log.\n"
        "Exit status: 0 only when the verification says complete, 1 otherwise, 2 usage, 3 refused by the gate\n"
        "(nothing started).");
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"approve"_s}, u"TOKEN"_s, tr("The approval token (sha256 of what the approval binds).")},
        {{u"timeout"_s}, u"SECONDS"_s, tr("Cancel the run after this many seconds (recorded as cancelled).")},
    };
    return spec;
}

namespace {

/// The peak GPU memory per GPU the runner sampled while the command ran (@p gpuTool: its tool, or empty).
void printGpuPeaks(const QString &gpuTool, const QMap<int, GpuSample> &peaks, int polls, QTextStream &out)
{
    if (gpuTool.isEmpty()) {
        out << tr("GPU memory: no nvidia-smi, amd-smi or rocm-smi on PATH, so none was polled.") << Qt::endl;
    } else {
        for (const GpuSample &peak : std::as_const(peaks))
            out << tr("GPU %1 (%2): peak %3 MiB of %4 MiB in use (%5, %6 polls)")
                       .arg(peak.index)
                       .arg(peak.name)
                       .arg(peak.usedMiB)
                       .arg(peak.totalMiB)
                       .arg(gpuTool)
                       .arg(polls)
                << Qt::endl;
        if (peaks.isEmpty())
            out << tr("GPU memory: %1 answered no GPU.").arg(gpuTool) << Qt::endl;
    }
}

/// What went wrong, the log's evidence, what to do, and the smallest plan change that would help.
void printDiagnosis(const JobResult &result, const Workspace &ws, QTextStream &out)
{
    // Called for a diagnosed run only: its class is set.
    const QString failureClass = failureClassName(*result.failureClass);
    out << (result.failedStage.isEmpty()
                ? tr("Diagnosis: %1 (%2)").arg(failureClass, result.failureCause)
                : tr("Diagnosis: %1 (%2), during %3").arg(failureClass, result.failureCause, result.failedStage))
        << Qt::endl;
    for (const QString &e : result.evidence)
        out << u"  > "_s << e << Qt::endl;
    for (const QString &s : result.suggestions)
        out << u"  - "_s << s << Qt::endl;
    if (Result<LoadedDocument> plan = ArtifactIo::load(ws.artifactPath(ArtifactKind::Plan)); plan && PlanDocument::fromJson(plan->json)) {
        if (const auto revision = Troubleshooter::revisePlan(*result.failureClass, *PlanDocument::fromJson(plan->json), result.failureCause,
                                                                     result.cachedCalibrationDatasets.value_or(QStringList())))
            out << tr("Smallest plan change: %1 (the wizard's page 4 applies it; the plan is confirmed again and "
                      "the new command needs a new approval).")
                       .arg(revision->change)
                << Qt::endl;
    }
}

/// What could not be recorded, the run status, then (for an export) the approved export checks, the
/// serve commands and the model card.
int reportOutcome(const Workspace &ws, const JobResult &result, QTextStream &out, QTextStream &err)
{
    for (const QString &e : result.recordErrors)
        err << u"ptq-studio run: "_s << tr("not recorded: %1").arg(e) << Qt::endl;
    if (!result.timeoutNote.isEmpty())
        out << tr("Cancelled: %1.").arg(result.timeoutNote) << Qt::endl;
    out << (result.recordErrors.isEmpty()
                ? tr("Run status: %1 (recorded in %2)").arg(statusName(result.status), ws.artifactPath(ArtifactKind::Manifest))
                : tr("Run status: %1 (NOT fully recorded: see above; the log is %2)").arg(statusName(result.status), result.logPath))
        << Qt::endl;
    if (!result.recordErrors.isEmpty())
        return Failed;
    const bool complete = result.verification.verdict == Verdict::Complete && result.status == RunStatus::Succeeded;
    // The export checks approved with the command follow it, then the serve commands and the
    // model card (page 4 does the same): a failed load check makes the result not complete.
    if (result.status == RunStatus::Succeeded || result.status == RunStatus::Partial) {
        if (Result<LoadedDocument> recorded = ArtifactIo::load(ws.artifactPath(ArtifactKind::Manifest)); recorded) {
            const int checked = checkAndHandOff(ws.root(), recorded->json, ExportChecksJob::Only::Both, true,
                                                u"ptq-studio run"_s, out, err);
            if (complete && checked != Ok) {
                const Result<LoadedDocument> after = ArtifactIo::load(ws.artifactPath(ArtifactKind::Manifest));
                const std::optional<LoadCheck> load = after ? LoadCheck::fromManifest(after->json) : std::nullopt;
                if (!after || (load && load->blocksCompleteAcceptance()))
                    return Failed;
            }
        } else {
            err << u"ptq-studio run: "_s << recorded.error().message << Qt::endl;
        }
    }
    return complete ? Ok : Failed;
}


} // namespace

int runRun(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(runSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString approve = u"approve"_s;
    const QString timeout = u"timeout"_s;
    if (!parser.isSet(workspace) || !parser.isSet(approve)) {
        err << tr("ptq-studio run: give --workspace DIR and --approve TOKEN (see --help).") << Qt::endl;
        return Usage;
    }
    int timeoutS = 0;
    if (parser.isSet(timeout)) {
        bool ok = false;
        timeoutS = parser.value(timeout).toInt(&ok);
        if (!ok || timeoutS <= 0) {
            err << tr("ptq-studio run: --timeout takes a whole number of seconds above 0, not \"%1\".").arg(parser.value(timeout))
                << Qt::endl;
            return Usage;
        }
    }
    Result<Workspace> ws = Workspace::open(parser.value(workspace));
    if (!ws) {
        err << u"ptq-studio run: "_s << ws.error().message << Qt::endl;
        return Failed;
    }
    if (Status locked = ws->lock(); !locked) {
        err << u"ptq-studio run: "_s << locked.error().message << Qt::endl;
        return Failed;
    }
    PtqJob job(ws->root());
    QEventLoop loop;
    JobResult result;
    QElapsedTimer lastProgress;
    lastProgress.start();
    QObject::connect(&job, &PtqJob::stageChanged, &loop, [&](RunStage stage) {
        out << u"[%1 s] "_s.arg(job.elapsedMs() / 1000, 4) << tr("stage: %1").arg(LogAnalyzer::stageName(stage)) << Qt::endl;
    });
    QObject::connect(&job, &PtqJob::linesReceived, &loop, [&](const QList<LogLine> &lines) {
        for (const LogLine &line : lines) {
            if (line.level == LogLine::Level::Error || line.level == LogLine::Level::Critical)
                err << line.text << Qt::endl;
        }
        if (job.log().progress() && lastProgress.elapsed() > 1000) {
            const TqdmProgress &p = *job.log().progress();
            out << u"[%1 s]   "_s.arg(job.elapsedMs() / 1000, 4) << tr("%1 %2% (%3/%4), %5 left")
                                                                          .arg(p.description)
                                                                          .arg(p.percent)
                                                                          .arg(p.n)
                                                                          .arg(p.total)
                                                                          .arg(p.remaining)
                << Qt::endl;
            lastProgress.restart();
        }
    });
    QObject::connect(&job, &PtqJob::finished, &loop, [&](const JobResult &r) {
        result = r;
        loop.quit();
    });
    // A remote job's state: queued (with Slurm's reason), running on which node, reconnecting.
    QObject::connect(&job, &PtqJob::jobStateChanged, &loop, [&](const JobState &state, const QString &detail) {
        out << u"[%1 s] "_s.arg(job.elapsedMs() / 1000, 4) << tr("job: %1 (%2)").arg(state.name(), detail) << Qt::endl;
    });
    // Headless, the token is the approval (a pending command is approved now); then the gate,
    // whole, decides.
    const QByteArray token = parser.value(approve).trimmed().toLower().toLatin1();
    if (Status approved = RunStep::approveWithToken(ws->root(), token); !approved) {
        err << u"ptq-studio run: "_s << approved.error().message << Qt::endl;
        return Refused;
    }
    // Signals become a clean cancel from the first moment the process group exists.
    SignalCancel signals_;
    QObject::connect(&signals_, &SignalCancel::received, &loop, [&](int signal, int count) {
        if (count == 1) {
            err << tr("ptq-studio run: %1 received: cancelling (SIGTERM to quark-cli's process group, SIGKILL after "
                      "10 s; once more kills at once).")
                       .arg(SignalCancel::name(signal))
                << Qt::endl;
            job.cancel(tr("%1 received").arg(SignalCancel::name(signal)));
        } else {
            job.kill();
        }
    });
    const GateDecision decision = RunStep::start(job, ws->root(), token);
    if (!decision.allowed()) {
        err << u"ptq-studio run: "_s << tr("refused (%1): ").arg(gateRefusalId(decision.refusal)) << decision.message
            << Qt::endl;
        return Refused;
    }
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
        err << tr("ptq-studio run: the time limit of %1 s passed: cancelling.").arg(timeoutS) << Qt::endl;
        job.cancel(tr("the time limit of %1 s passed").arg(timeoutS));
    });
    if (timeoutS > 0)
        deadline.start(std::chrono::seconds(timeoutS));
    out << tr("Running the approved command; the full log is %1").arg(job.logPath()) << Qt::endl;
    // GPU memory while it runs, sampled by the runner (nvidia-smi, amd-smi or rocm-smi, like page 4's
    // VRAM panel): the peak per GPU is printed at the end.
    QMap<int, GpuSample> peaks;
    int polls = 0;
    QObject::connect(&job, &PtqJob::resourcesSampled, &loop, [&](const QList<GpuSample> &samples) {
        ++polls;
        for (const GpuSample &sample : samples) {
            GpuSample &peak = peaks[sample.index];
            if (peak.name.isEmpty() || sample.usedMiB > peak.usedMiB)
                peak = sample;
        }
    });
    loop.exec();
    printGpuPeaks(job.resourceTool(), peaks, polls, out); // a remote runner knows its tool once it sampled
    out << tr("Exit: %1").arg(result.signal ? tr("killed by signal %1").arg(result.signal) : QString::number(result.exitCode))
        << Qt::endl;
    printReport(result.verification, out);
    if (result.perplexity)
        out << tr("Perplexity (quark-cli's evaluation): %1").arg(*result.perplexity, 0, 'g', 6) << Qt::endl;
    if (result.failureClass)
        printDiagnosis(result, *ws, out);
    return reportOutcome(*ws, result, out, err);
}
CommandSpec verifySpec()
{
    CommandSpec spec;
    spec.name = u"verify"_s;
    spec.summary = tr("Verify an exported model folder (headers only)");
    spec.description = tr("Verifies an exported model folder from its headers and small files (no tensor data "
                          "is read).\nExit status: 0 complete, 1 partial or failed, 2 usage.");
    spec.arguments = {{u"OUTPUT_DIR"_s, tr("The folder quark-cli exported to."), {}, Completion::Directory, {}}};
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("Check against this workspace's plan."), Completion::Directory},
        {{u"json"_s}, {},
         tr("Print the report as JSON: one object (verdict, directory, checks with check, status and detail, "
            "files, total_bytes, tensors, ...; with --sha256 also sha256).")},
        {{u"sha256"_s}, {},
         tr("Also compute the sha256 of every file (reads every byte). With --workspace, and "
            "when OUTPUT_DIR is that workspace's output folder, they are recorded in its "
            "run_manifest.yaml.")},
    };
    return spec;
}

int runVerify(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(verifySpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString json = u"json"_s;
    const QString sha256 = u"sha256"_s;
    if (parser.positionalArguments().size() != 1) {
        err << tr("ptq-studio verify: give one OUTPUT_DIR (see --help).") << Qt::endl;
        return Usage;
    }
    Json plan;
    qint64 sourceBytes = 0;
    if (parser.isSet(workspace)) {
        Result<LoadedDocument> p = ArtifactIo::load(parser.value(workspace) + u"/quant_plan.json"_s);
        if (!p) {
            err << u"ptq-studio verify: "_s << p.error().message << Qt::endl;
            return Usage;
        }
        plan = p->json;
        if (Result<LoadedDocument> a = ArtifactIo::load(parser.value(workspace) + u"/model_analysis.json"_s); a) {
            const Json bytes = a->json["model"].value("weight_bytes", Json());
            sourceBytes = bytes.is_number_integer() ? bytes.get<qint64>() : 0;
        }
    }
    const VerificationReport report = OutputVerifier::verify(QDir(parser.positionalArguments().constFirst()).absolutePath(),
                                                             plan, sourceBytes);
    OutputChecksums sums;
    if (parser.isSet(sha256)) {
        const std::atomic_bool never{false};
        sums = OutputHasher::hash(report.directory, report.files, never, [&err](qint64 done, qint64 total) {
            err << tr("sha256: %1 of %2 MiB").arg(done >> 20).arg(total >> 20) << Qt::endl;
        });
        if (!sums.ok()) {
            err << u"ptq-studio verify: "_s << sums.error << Qt::endl;
            return Failed;
        }
        if (parser.isSet(workspace)) {
            // Recorded under the workspace lock: a run that ends meanwhile must not write over it.
            Result<Workspace> ws = Workspace::open(parser.value(workspace));
            Status locked = ws ? ws->lock() : Status(ws.error());
            if (!locked) {
                err << u"ptq-studio verify: "_s << tr("checksums not recorded: %1").arg(locked.error().message) << Qt::endl;
                return Failed;
            }
            if (!recordChecksums(ws->root(), report.directory, sums, err))
                return Failed;
        }
    }
    if (parser.isSet(json)) {
        Json doc = report.toJson();
        if (parser.isSet(sha256))
            doc["sha256"] = sums.toJson();
        out << QString::fromStdString(doc.dump(2)) << Qt::endl;
    } else {
        printReport(report, out);
        for (const auto &[name, hex] : sums.sha256)
            out << hex << u"  "_s << name << Qt::endl; // the sha256sum line format
    }
    return report.verdict == Verdict::Complete ? Ok : Failed;
}

} // namespace ptq::cli


namespace ptq::cli {

CommandSpec statusSpec()
{
    CommandSpec spec;
    spec.name = u"status"_s;
    spec.summary = tr("Where a workspace's run stands; re-attach to a remote job (status --help)");
    spec.description = tr(
        "Says where a workspace's run stands. For a job on a remote target (an SSH host, a Slurm cluster) that no\n"
        "open window follows, it asks the target once (read-only): still running, queued, or ended. With\n"
        "--follow it re-attaches: the log continues from where it was recorded, and the end is verified and\n"
        "recorded as for 'ptq-studio run'.\n"
        "Exit status: 0 ended complete (or still running / queued without --follow), 1 otherwise, 2 usage.");
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"follow"_s}, {}, tr("Re-attach to a remote job and follow it to its end.")},
        {{u"json"_s}, {},
         tr("Print one JSON object instead of the text: workspace, manifest, run (status, started_at, finished_at, "
            "exit_code, log), verification, checkpoints (id: status), job (a remote job as recorded, or null), "
            "now (what the target said, or null).")},
    };
    return spec;
}

namespace {

QString isoOrEmpty(const std::optional<QDateTime> &t)
{
    return t ? t->toString(Qt::ISODate) : QString();
}

/// The workspace's run as `status --json` prints it, read from its manifest now.
Json statusDocument(const QString &root, const QString &manifestPath, const Json &now)
{
    Json doc = Json::object();
    doc["workspace"] = root.toStdString();
    doc["manifest"] = manifestPath.toStdString();
    const Result<LoadedDocument> loaded = ArtifactIo::load(manifestPath);
    const Result<RunManifest> typed = loaded ? RunManifest::fromJson(loaded->json) : Result<RunManifest>(loaded.error());
    if (!typed) {
        doc["error"] = typed.error().message.toStdString();
        return doc;
    }
    const RunStepRecord &run = typed->run;
    auto nullable = [](const QString &text) { return text.isEmpty() ? Json() : Json(text.toStdString()); };
    doc["run"] = {{"status", statusName(run.status).toStdString()},
                  {"started_at", nullable(isoOrEmpty(run.startedAt))},
                  {"finished_at", nullable(isoOrEmpty(run.finishedAt))},
                  {"exit_code", run.exitCode ? Json(*run.exitCode) : Json()},
                  {"log", nullable(run.logPath)}};
    const std::optional<Verdict> verdict = typed->verdict();
    doc["verification"] = verdict ? Json(verdictName(*verdict).toStdString()) : Json();
    Json checkpoints = Json::object();
    for (const CheckpointRecord &c : typed->checkpoints)
        checkpoints[c.id.toStdString()] = statusName(c.status).toStdString();
    doc["checkpoints"] = checkpoints;
    const Json *step = findRunStep(loaded->json);
    const Json job = step ? step->value("job", Json()) : Json();
    doc["job"] = job.is_object() ? job : Json();
    doc["now"] = now;
    return doc;
}

/// When process @p pid of this machine started, from /proc/PID/stat (its start in clock ticks
/// after boot) and /proc/stat (the boot time); nullopt where /proc does not say.
std::optional<QDateTime> processStartTime(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    QFile system(u"/proc/stat"_s);
    if (!stat.open(QIODevice::ReadOnly) || !system.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray text = stat.read(4096);
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so from the last ')'.
    // starttime is the 22nd field, the 20th after comm.
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    bool ok = false;
    const qint64 ticks = fields.value(19).toLongLong(&ok);
    const long perSecond = ::sysconf(_SC_CLK_TCK);
    if (!ok || perSecond <= 0)
        return std::nullopt;
    qint64 boot = -1;
    for (const QByteArray &line : system.read(1 << 16).split('\n')) {
        if (line.startsWith("btime "))
            boot = line.mid(6).trimmed().toLongLong();
    }
    if (boot <= 0)
        return std::nullopt;
    return QDateTime::fromMSecsSinceEpoch(boot * 1000 + ticks * 1000 / perSecond, QTimeZone::utc());
}

/// Whether the process that a manifest records as running its command (@p host, @p pid) is still
/// that process: alive, and started no later than the run (a number the system gave to a later
/// process since is not it). The record's start has whole seconds, and the boot time too.
bool recordedRunnerAlive(const QString &host, qint64 pid, const std::optional<QDateTime> &startedAt)
{
    if (!RunGate::isAlive(host, pid))
        return false;
    const std::optional<QDateTime> began = processStartTime(pid);
    return !began || !startedAt || *began <= startedAt->addSecs(3);
}

/// A run whose process is gone: what is known, what may still run, and how to run it again.
int reportGone(const RunStepRecord &run, QTextStream &out, Json &now)
{
    const qint64 pid = run.runner ? run.runner->pid : 0;
    const qint64 group = run.runner ? run.runner->processGroup.value_or(0) : 0;
    out << tr("The process that ran it (%1 on %2) is gone, so nothing follows the run or records its end; "
              "nothing was verified.")
               .arg(pid)
               .arg(run.runner ? run.runner->host : QString())
        << Qt::endl;
    if (group > 0 && (::kill(-pid_t(group), 0) == 0 || errno == EPERM))
        out << tr("Its quark-cli (process group %1) is still running and writing to %2: stop it with "
                  "kill -TERM -- -%1.")
                   .arg(group)
                   .arg(run.outputDir)
            << Qt::endl;
    out << tr("To run it again: build and approve the command again (page 3, or ptq-studio manifest), with an "
              "empty output folder; ptq-studio run then records this run as interrupted.")
        << Qt::endl;
    now = {{"host", (run.runner ? run.runner->host : QString()).toStdString()}, {"state", "interrupted"}};
    return Failed;
}

/// One read-only question to the target of a detached job; its answer to @p out and @p now.
int askTarget(const Workspace &ws, const Json &manifest, const Json &detached, const QString &manifestPath, QTextStream &out,
              QTextStream &err, Json &now)
{
    // One read-only question to the target.
    const Result<TargetProfile> profile = TargetRecord::profile(manifest["target"]);
    if (!profile) {
        err << u"ptq-studio status: "_s << profile.error().message << Qt::endl;
        return Failed;
    }
    const QString runDir = jsonString(detached, "run_dir");
    if (profile->kind == TargetKind::Slurm && !SlurmParsers::isJobId(jsonString(detached, "job_id"))) {
        err << u"ptq-studio status: "_s
            << tr("the record in %1 names \"%2\", which is no Slurm job id (digits only): the target was not asked.")
                   .arg(manifestPath, jsonString(detached, "job_id").left(40))
            << Qt::endl;
        return Failed;
    }
    const qint64 recordedPid = jsonField(detached, "pid").is_number_integer() ? jsonField(detached, "pid").get<qint64>() : 0;
    const QString command = profile->kind == TargetKind::Slurm
        ? RemoteScripts::slurmPollCommand(runDir, jsonString(detached, "job_id"),
                                          1LL << 50, true)
        : RemoteScripts::sshStatusCommand(runDir, recordedPid);
    SshCall call(*profile, command);
    call.setTimeoutMs(60'000);
    // Streamed in and kept up to a limit: a target's answer never sits whole in memory.
    call.setStreaming(true);
    QByteArray answered;
    bool tooLarge = false;
    QObject::connect(&call, &SshCall::readyOutput, &call, [&](const QByteArray &bytes) {
        if (tooLarge || answered.size() + bytes.size() > RemoteScripts::kMaxAnswerBytes) {
            tooLarge = true;
            answered.clear();
            call.abort();
            return;
        }
        answered += bytes;
    });
    QEventLoop loop;
    SshOutcome outcome;
    QObject::connect(&call, &SshCall::finished, &loop, [&](const SshOutcome &o) {
        outcome = o;
        outcome.stdOut = remoteText(answered).toUtf8(); // shown: stripped of terminal controls
        loop.quit();
    });
    call.start();
    loop.exec();
    if (tooLarge) {
        err << u"ptq-studio status: "_s
            << tr("%1 answered more than %2 to one request; the answer was refused.")
                   .arg(profile->host, formatBytes(RemoteScripts::kMaxAnswerBytes))
            << Qt::endl;
        return Failed;
    }
    if (outcome.failure != SshFailure::None) {
        err << u"ptq-studio status: "_s << outcome.message << Qt::endl;
        return Failed;
    }
    QString answer = QString::fromUtf8(outcome.stdOut.left(4096)).trimmed();
    if (const std::optional<qint64> other = profile->kind == TargetKind::Ssh
            ? RemoteScripts::parseSshStatusOther(outcome.stdOut.trimmed()) : std::nullopt) {
        answer = tr("the run folder %1 names process %2, but %3 records %4: the record was changed or is "
                    "another run's, so --follow will not attach to it")
                     .arg(runDir, *other > 0 ? QString::number(*other) : tr("none"), manifestPath)
                     .arg(recordedPid);
    } else if (profile->kind == TargetKind::Slurm) {
        const QByteArray state = outcome.stdOut.left(outcome.stdOut.indexOf(RemoteScripts::pollMarker())).trimmed();
        const std::optional<SlurmJobState> parsed = state.startsWith("JobId=") ? SlurmParsers::parseScontrolJob(state)
                                                                                : SlurmParsers::parseSqueueLine(state);
        answer = parsed ? tr("%1%2%3").arg(parsed->state,
                                        parsed->reason.isEmpty() ? QString() : tr(" (%1)").arg(parsed->reason),
                                        parsed->nodes.isEmpty() ? QString() : tr(" on %1").arg(parsed->nodes))
                     : QString::fromUtf8(state);
    }
    out << tr("Now on %1: %2").arg(profile->host, answer) << Qt::endl;
    now = {{"host", profile->host.toStdString()}, {"state", answer.toStdString()}};
    out << tr("No window follows it. To follow it to its end and record the result: ptq-studio status --workspace %1 --follow")
               .arg(ws.root())
        << Qt::endl;
    return Ok;
}

/// Re-attaches to a detached job and follows it to its end, recording the result.
int followToEnd(Workspace &ws, const QString &manifestPath, QTextStream &out, QTextStream &err)
{
    if (Status locked = ws.lock(); !locked) {
        err << u"ptq-studio status: "_s << locked.error().message << Qt::endl;
        return Failed;
    }
    PtqJob job2(ws.root());
    QEventLoop loop;
    JobResult result;
    QObject::connect(&job2, &PtqJob::jobStateChanged, &loop, [&](const JobState &state, const QString &detail) {
        out << tr("job: %1 (%2)").arg(state.name(), detail) << Qt::endl;
    });
    QObject::connect(&job2, &PtqJob::finished, &loop, [&](const JobResult &r) {
        result = r;
        loop.quit();
    });
    if (Status attached = RunStep::reattach(job2, ws.root()); !attached) {
        err << u"ptq-studio status: "_s << attached.error().message << Qt::endl;
        return Failed;
    }
    out << tr("Re-attached; the log continues in %1").arg(job2.logPath()) << Qt::endl;
    loop.exec();
    if (result.reattachRefused) {
        err << u"ptq-studio status: "_s << tr("not re-attached: %1").arg(result.startMessage) << Qt::endl;
        for (const QString &e : result.recordErrors)
            err << u"ptq-studio status: "_s << tr("not recorded: %1").arg(e) << Qt::endl;
        out << tr("Run status: still recorded as running in %1 (nothing was followed or changed there)").arg(manifestPath)
            << Qt::endl;
        return Failed;
    }
    out << tr("Exit: %1").arg(result.signal ? tr("killed by signal %1").arg(result.signal) : QString::number(result.exitCode))
        << Qt::endl;
    printReport(result.verification, out);
    for (const QString &e : result.recordErrors)
        err << u"ptq-studio status: "_s << tr("not recorded: %1").arg(e) << Qt::endl;
    out << tr("Run status: %1 (recorded in %2)").arg(statusName(result.status), manifestPath) << Qt::endl;
    return result.verification.verdict == Verdict::Complete && result.status == RunStatus::Succeeded && result.recordErrors.isEmpty()
        ? Ok : Failed;
}

/// The text of `status` to @p out; what the target said, if it was asked, to @p now.
int reportStatus(Workspace &ws, bool follow, QTextStream &out, QTextStream &err, Json &now)
{
    const QString manifestPath = ws.artifactPath(ArtifactKind::Manifest);
    const Result<LoadedDocument> loaded = ArtifactIo::load(manifestPath);
    const Result<RunManifest> typed = loaded ? RunManifest::fromJson(loaded->json) : Result<RunManifest>(loaded.error());
    if (!typed) {
        err << u"ptq-studio status: "_s << typed.error().message << Qt::endl;
        return Failed;
    }
    const RunStepRecord &run = typed->run;
    const Json *step = findRunStep(loaded->json);
    const Json job = step ? step->value("job", Json()) : Json();
    // Run on this machine (or a model copy from it) by a process that is gone: interrupted, whatever
    // the record says. A remote job's record is the target's to answer (below).
    const bool gone = run.status == RunStatus::Running && !job.is_object() && run.runner
        && run.runner->host == QSysInfo::machineHostName()
        && !recordedRunnerAlive(run.runner ? run.runner->host : QString(), run.runner ? run.runner->pid : 0, run.startedAt);
    if (gone)
        out << tr("Run: interrupted (%1 still records it as running)").arg(manifestPath) << Qt::endl;
    else
        out << tr("Run: %1 (%2)").arg(statusName(run.status), manifestPath) << Qt::endl;
    if (run.startedAt)
        out << tr("Started: %1").arg(run.startedAt->toString(Qt::ISODate)) << Qt::endl;
    if (!run.logPath.isEmpty())
        out << tr("Log: %1").arg(run.logPath) << Qt::endl;
    if (job.is_object()) {
        // What a target said reached the record: shown stripped, as when it was said.
        auto text = [&job](const char *key) { return remoteText(jsonString(job, key).toUtf8()); };
        out << tr("Target: %1 (%2), run folder %3").arg(text("target"), text("host"), text("run_dir")) << Qt::endl;
        if (!text("job_id").isEmpty())
            out << tr("Slurm job: %1%2").arg(text("job_id"), text("node").isEmpty() ? QString() : tr(" on %1").arg(text("node")))
                << Qt::endl;
        out << tr("Last recorded: %1 — %2 (%3)").arg(text("phase"), text("detail"), text("updated_at")) << Qt::endl;
    }
    if (run.status != RunStatus::Running) {
        if (const std::optional<Verdict> v = typed->verdict())
            out << tr("Verification: %1").arg(verdictName(*v)) << Qt::endl;
        else if (run.status == RunStatus::Cancelled || run.status == RunStatus::Failed)
            out << tr("Verification: none (the command never started, so nothing was written)") << Qt::endl;
        return typed->verdict() == Verdict::Complete && run.status == RunStatus::Succeeded ? Ok : Failed;
    }
    if (gone)
        return reportGone(run, out, now);
    const Json detached = RunStep::detachedJob(ws.root());
    if (detached.is_null()) {
        out << (job.is_object() ? tr("A window of PTQ Studio follows this job now.")
                                : tr("It runs on this machine (process %1 on %2).")
                                      .arg(run.runner ? run.runner->pid : 0)
                                      .arg(run.runner ? run.runner->host : QString()))
            << Qt::endl;
        return Ok;
    }
    if (!follow)
        return askTarget(ws, loaded->json, detached, manifestPath, out, err, now);
    return followToEnd(ws, manifestPath, out, err);
}
} // namespace

// ptq-studio status --workspace DIR [--follow] [--json]
int runStatus(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(statusSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString workspace = u"workspace"_s;
    if (!parser.isSet(workspace)) {
        err << tr("ptq-studio status: give --workspace DIR (see --help).") << Qt::endl;
        return Usage;
    }
    Result<Workspace> ws = Workspace::open(parser.value(workspace));
    if (!ws) {
        err << u"ptq-studio status: "_s << ws.error().message << Qt::endl;
        return Failed;
    }
    // With --json the text goes nowhere and one document is printed at the end, whatever the way out.
    const bool asJson = parser.isSet(u"json"_s);
    QString discarded;
    QTextStream sink(&discarded);
    Json nowJson;
    const QString root = ws->root();
    const int code = reportStatus(*ws, parser.isSet(u"follow"_s), asJson ? sink : out, err, nowJson);
    if (asJson)
        out << QString::fromStdString(statusDocument(root, ws->artifactPath(ArtifactKind::Manifest), nowJson).dump(2)) << Qt::endl;
    return code;
}

} // namespace ptq::cli
