// ptq-studio run --workspace DIR --approve TOKEN [--timeout SECONDS]     (Step 4)
// The approved command through step 4's session, RunSession, the object page 4 drives: the token
// approves (headless), the session checks the gate and starts the command on the workspace
// writer's thread, and this file prints what the run does. status.cpp and verify.cpp hold the
// other two commands about a run.
#include "clicommand.h"
#include "headless.h"
#include "runreport.h"
#include "signalcancel.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "workflow/rungate.h"
#include "workflow/runsession.h"
#include "workflow/runstep.h"
#include "workflow/workspacewriter.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <optional>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

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
    // The revision page 4 proposes, from the plan as it is now (the workspace is locked).
    if (const auto revision = RunSession::revisionIn(ws.root(), *result.failureClass, result.failureCause,
                                                     result.cachedCalibrationDatasets.value_or(QStringList())))
        out << tr("Smallest plan change: %1 (the wizard's page 4 applies it; the plan is confirmed again and "
                  "the new command needs a new approval).")
                   .arg(revision->change)
            << Qt::endl;
}

/// What could not be recorded, the run status, then (for an export) the approved export checks, the
/// serve commands and the model card, recorded through @p session as page 4 records them.
int reportOutcome(RunSession &session, const Workspace &ws, const JobResult &result, QTextStream &out, QTextStream &err)
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
            const int checked = checkAndHandOff(session, recorded->json, ExportChecksJob::Only::Both, true,
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

/// --timeout's seconds (0 without it); nothing after the usage error was printed.
std::optional<int> timeoutSeconds(CliCommand &command)
{
    const QString timeout = u"timeout"_s;
    if (!command.isSet(timeout))
        return 0;
    bool ok = false;
    const int seconds = command.value(timeout).toInt(&ok);
    if (!ok || seconds <= 0) {
        command.usage(tr("ptq-studio run: --timeout takes a whole number of seconds above 0, not \"%1\".").arg(command.value(timeout)));
        return std::nullopt;
    }
    return seconds;
}

/// Headless, the token is the approval (a pending command is approved now), on the writer's
/// thread like every write of the session's; the gate, whole, decides after it.
Status approveWithToken(WorkspaceWriter &writer, const QString &root, const QByteArray &token)
{
    QEventLoop loop;
    std::optional<Status> approved;
    writer.afterWith(&loop, [root, token] { return RunStep::approveWithToken(root, token); }, [&](Status status) {
        approved.emplace(std::move(status));
        loop.quit();
    });
    if (!approved)
        loop.exec();
    return *approved;
}

/// The session's run as `ptq-studio run` follows it (the functions below: free functions of
/// ptq::cli, so that their messages keep its translation context).
struct HeadlessRun
{
    HeadlessRun(RunSession &session, int timeoutS, CliCommand &command)
        : session(session), timeoutS(timeoutS), command(command), out(command.out), err(command.err)
    {
        lastProgress.start();
        deadline.setSingleShot(true);
    }

    RunSession &session;
    const int timeoutS;
    CliCommand &command;
    QTextStream &out;
    QTextStream &err;
    QEventLoop loop;
    QTimer deadline;
    QElapsedTimer lastProgress;
    std::optional<JobResult> result;
    /// Signals that came while the gate was checked: for the job once it exists.
    QStringList early;
    // GPU memory while it runs, sampled by the runner (nvidia-smi, amd-smi or rocm-smi, like page
    // 4's VRAM panel): the peak per GPU is printed at the end.
    QMap<int, GpuSample> peaks;
    int polls = 0;
};

/// A line of quark-cli's: an error to stderr, tqdm's progress at most once a second.
void printLines(HeadlessRun &run, const PtqJob &job, const QList<LogLine> &lines)
{
    for (const LogLine &line : lines) {
        if (line.level == LogLine::Level::Error || line.level == LogLine::Level::Critical)
            run.err << line.text << Qt::endl;
    }
    if (job.log().progress() && run.lastProgress.elapsed() > 1000) {
        const TqdmProgress &p = *job.log().progress();
        run.out << u"[%1 s]   "_s.arg(job.elapsedMs() / 1000, 4)
                << tr("%1 %2% (%3/%4), %5 left").arg(p.description).arg(p.percent).arg(p.n).arg(p.total).arg(p.remaining)
                << Qt::endl;
        run.lastProgress.restart();
    }
}

/// The job the session started: its stages, lines, state and GPU samples followed, the time
/// limit from now, and a signal that came while the gate was checked acted on.
void follow(HeadlessRun &run, PtqJob *job)
{
    QObject::connect(job, &PtqJob::stageChanged, &run.loop, [&run, job](RunStage stage) {
        run.out << u"[%1 s] "_s.arg(job->elapsedMs() / 1000, 4) << tr("stage: %1").arg(LogAnalyzer::stageName(stage)) << Qt::endl;
    });
    QObject::connect(job, &PtqJob::linesReceived, &run.loop, [&run, job](const QList<LogLine> &lines) { printLines(run, *job, lines); });
    // A remote job's state: queued (with Slurm's reason), running on which node, reconnecting.
    QObject::connect(job, &PtqJob::jobStateChanged, &run.loop, [&run, job](const JobState &state, const QString &detail) {
        run.out << u"[%1 s] "_s.arg(job->elapsedMs() / 1000, 4) << tr("job: %1 (%2)").arg(state.name(), detail) << Qt::endl;
    });
    QObject::connect(job, &PtqJob::resourcesSampled, &run.loop, [&run](const QList<GpuSample> &samples) {
        ++run.polls;
        for (const GpuSample &sample : samples) {
            GpuSample &peak = run.peaks[sample.index];
            if (peak.name.isEmpty() || sample.usedMiB > peak.usedMiB)
                peak = sample;
        }
    });
    if (run.timeoutS > 0)
        run.deadline.start(std::chrono::seconds(run.timeoutS));
    run.out << tr("Running the approved command; the full log is %1").arg(job->logPath()) << Qt::endl;
    for (qsizetype i = 0; i < run.early.size(); ++i) // as they would have come: a cancel, then a kill
        i == 0 ? run.session.cancel(run.early.at(i)) : run.session.kill();
}

/// SIGINT, SIGTERM or SIGHUP: the first cancels (recorded with it), the next kills at once.
void onSignal(HeadlessRun &run, int signal, int count)
{
    if (count == 1) {
        run.err << tr("ptq-studio run: %1 received: cancelling (SIGTERM to quark-cli's process group, SIGKILL after "
                      "10 s; once more kills at once).")
                       .arg(SignalCancel::name(signal))
                << Qt::endl;
    }
    const QString reason = tr("%1 received").arg(SignalCancel::name(signal));
    if (!run.session.isRunning()) {
        if (run.session.isStarting())
            run.early.append(reason); // the gate is being checked: the job, once it starts, is cancelled
        return;
    }
    if (count == 1)
        run.session.cancel(reason);
    else
        run.session.kill();
}

/// Starts the approved command of @p token through the session and follows it to its end;
/// nothing when it did not start (the refusal printed, with the gate's rule).
std::optional<JobResult> startAndFollow(HeadlessRun &run, const QByteArray &token)
{
    QObject::connect(&run.session, &RunSession::started, &run.loop, [&run](PtqJob *job) { follow(run, job); });
    QObject::connect(&run.session, &RunSession::refused, &run.loop, [&run](const QString &message, GateRefusal rule) {
        run.command.fail(tr("refused (%1): ").arg(gateRefusalId(rule)) + message);
        run.loop.quit();
    });
    QObject::connect(&run.session, &RunSession::finished, &run.loop, [&run](const JobResult &result) {
        run.result = result;
        run.loop.quit();
    });
    // Signals become a clean cancel from the first moment the process group exists.
    SignalCancel signals_;
    QObject::connect(&signals_, &SignalCancel::received, &run.loop, [&run](int signal, int count) { onSignal(run, signal, count); });
    QObject::connect(&run.deadline, &QTimer::timeout, &run.loop, [&run] {
        run.err << tr("ptq-studio run: the time limit of %1 s passed: cancelling.").arg(run.timeoutS) << Qt::endl;
        run.session.cancel(tr("the time limit of %1 s passed").arg(run.timeoutS));
    });
    if (Status starting = run.session.start(token); !starting) {
        run.command.fail(starting.error().message);
        return std::nullopt;
    }
    run.loop.exec();
    return run.result;
}

/// What the run ended with: the exit, the verification, quark-cli's perplexity, the diagnosis.
void printEnd(const JobResult &result, const Workspace &ws, QTextStream &out)
{
    out << tr("Exit: %1").arg(result.signal ? tr("killed by signal %1").arg(result.signal) : QString::number(result.exitCode))
        << Qt::endl;
    printReport(result.verification, out);
    if (result.perplexity)
        out << tr("Perplexity (quark-cli's evaluation): %1").arg(*result.perplexity, 0, 'g', 6) << Qt::endl;
    if (result.failureClass)
        printDiagnosis(result, ws, out);
}

} // namespace

int runRun(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand command(runSpec(), out, err);
    if (const auto done = command.parse(arguments))
        return *done;
    if (!command.isSet(u"workspace"_s) || !command.isSet(u"approve"_s))
        return command.usage(tr("ptq-studio run: give --workspace DIR and --approve TOKEN (see --help)."));
    const std::optional<int> timeoutS = timeoutSeconds(command);
    if (!timeoutS)
        return Usage;
    const std::optional<Workspace> ws = command.workspace(CliCommand::Lock::Write);
    if (!ws)
        return Failed;
    WorkspaceWriter writer;
    RunSession session(&writer);
    session.setRoot(ws->root());
    const QByteArray token = command.value(u"approve"_s).trimmed().toLower().toLatin1();
    if (Status approved = approveWithToken(writer, ws->root(), token); !approved)
        return command.fail(approved.error().message, Refused);
    HeadlessRun run(session, *timeoutS, command);
    const std::optional<JobResult> result = startAndFollow(run, token);
    if (!result)
        return Refused;
    // A remote runner knows its tool once it sampled.
    printGpuPeaks(session.job()->resourceTool(), run.peaks, run.polls, out);
    printEnd(*result, *ws, out);
    return reportOutcome(session, *ws, *result, out, err);
}

} // namespace ptq::cli
