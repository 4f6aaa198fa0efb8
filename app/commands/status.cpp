// ptq-studio status --workspace DIR [--follow] [--json]          (a run, a remote job)
#include "clicommand.h"
#include "headless.h"
#include "runreport.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "workflow/acceptance.h"
#include "workflow/detachedjob.h"
#include "workflow/rungate.h"
#include "workflow/runsession.h"
#include "workflow/runstep.h"
#include "workflow/workspacewriter.h"
#include "units.h"

#include <QDateTime>
#include <QEventLoop>
#include <QSysInfo>

#include <optional>

using namespace Qt::Literals::StringLiterals;

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
    const std::optional<JobRecord> job = typed->job();
    doc["job"] = job ? job->document() : Json(); // the record as stored
    doc["now"] = now;
    return doc;
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
    if (DetachedJob::processGroupAlive(group))
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

/// What the target's @p answer says, in words: Slurm's state (with its reason and nodes), or the run
/// folder naming another process than the record.
QString describeAnswer(const TargetAnswer &answer, const QString &manifestPath)
{
    if (answer.otherPid) {
        return tr("the run folder %1 names process %2, but %3 records %4: the record was changed or is "
                  "another run's, so --follow will not attach to it")
            .arg(answer.runDir, *answer.otherPid > 0 ? QString::number(*answer.otherPid) : tr("none"), manifestPath)
            .arg(answer.recordedPid);
    }
    if (answer.slurmParsed)
        return tr("%1%2%3").arg(answer.slurmState, answer.slurmReason.isEmpty() ? QString() : tr(" (%1)").arg(answer.slurmReason),
                                answer.slurmNodes.isEmpty() ? QString() : tr(" on %1").arg(answer.slurmNodes));
    return answer.text;
}

/// One read-only question to the target of a detached job; its answer to @p out and @p now.
int askTarget(CliCommand &command, const Workspace &ws, const RunManifest &manifest, const JobRecord &detached,
              const QString &manifestPath, QTextStream &out, Json &now)
{
    QEventLoop loop;
    std::optional<TargetAnswer> asked;
    DetachedJob::ask(manifest, detached, &loop, [&](TargetAnswer answer) {
        asked.emplace(std::move(answer));
        loop.quit();
    });
    if (!asked)
        loop.exec();
    const TargetAnswer &answered = *asked;
    switch (answered.outcome) {
    case TargetAnswer::Outcome::NoProfile:
    case TargetAnswer::Outcome::Failed:
        return command.fail(answered.message);
    case TargetAnswer::Outcome::NotAJobId:
        return command.fail(tr("the record in %1 names \"%2\", which is no Slurm job id (digits only): the target was not asked.")
                                .arg(manifestPath, answered.recordedJobId.left(40)));
    case TargetAnswer::Outcome::TooLarge:
        return command.fail(tr("%1 answered more than %2 to one request; the answer was refused.")
                                .arg(answered.host, formatBytes(answered.limitBytes)));
    case TargetAnswer::Outcome::Answered:
        break;
    }
    const QString answer = describeAnswer(answered, manifestPath);
    out << tr("Now on %1: %2").arg(answered.host, answer) << Qt::endl;
    now = {{"host", answered.host.toStdString()}, {"state", answer.toStdString()}};
    out << tr("No window follows it. To follow it to its end and record the result: ptq-studio status --workspace %1 --follow")
               .arg(ws.root())
        << Qt::endl;
    return Ok;
}

/// Follows the detached job of @p root again through step 4's session, as page 4 does: its visit
/// (the manifest read on the writer's thread) finds the job, RunSession::reattach follows it.
/// The job's end, or nothing when it was not followed (why printed).
std::optional<JobResult> reattachAndFollow(CliCommand &command, const QString &root, QTextStream &out)
{
    WorkspaceWriter writer;
    RunSession session(&writer);
    session.setRoot(root);
    QEventLoop loop;
    std::optional<JobResult> result;
    const auto notFollowed = [&](const QString &message) {
        command.fail(message);
        loop.quit();
    };
    // Connected before the job is followed: a Slurm job re-attached says "queued" at once.
    QObject::connect(&session, &RunSession::launching, &loop, [&](PtqJob *job) {
        QObject::connect(job, &PtqJob::jobStateChanged, &loop, [&](const JobState &state, const QString &detail) {
            out << tr("job: %1 (%2)").arg(state.name(), detail) << Qt::endl;
        });
    });
    QObject::connect(&session, &RunSession::started, &loop,
                     [&](PtqJob *job) { out << tr("Re-attached; the log continues in %1").arg(job->logPath()) << Qt::endl; });
    QObject::connect(&session, &RunSession::refused, &loop, [&](const QString &message, GateRefusal) { notFollowed(message); });
    QObject::connect(&session, &RunSession::finished, &loop, [&](const JobResult &r) {
        result = r;
        loop.quit();
    });
    session.visit(&loop, [&](Result<RunVisitView> view) {
        if (!view) {
            notFollowed(view.error().message);
            return;
        }
        if (Status attaching = session.reattach(*view); !attaching)
            notFollowed(attaching.error().message);
    });
    loop.exec();
    return result;
}

/// Re-attaches to a detached job and follows it to its end, recording the result.
int followToEnd(CliCommand &command, Workspace &ws, const QString &manifestPath, QTextStream &out)
{
    if (Status locked = ws.lock(); !locked)
        return command.fail(locked.error().message);
    const std::optional<JobResult> followed = reattachAndFollow(command, ws.root(), out);
    if (!followed)
        return Failed;
    const JobResult &result = *followed;
    if (result.reattachRefused) {
        command.fail(tr("not re-attached: %1").arg(result.startMessage));
        for (const QString &e : result.recordErrors)
            command.fail(tr("not recorded: %1").arg(e));
        out << tr("Run status: still recorded as running in %1 (nothing was followed or changed there)").arg(manifestPath)
            << Qt::endl;
        return Failed;
    }
    out << tr("Exit: %1").arg(result.signal ? tr("killed by signal %1").arg(result.signal) : QString::number(result.exitCode))
        << Qt::endl;
    printReport(result.verification, out);
    for (const QString &e : result.recordErrors)
        command.fail(tr("not recorded: %1").arg(e));
    out << tr("Run status: %1 (recorded in %2)").arg(statusName(result.status), manifestPath) << Qt::endl;
    return result.verification.verdict == Verdict::Complete && result.status == RunStatus::Succeeded && result.recordErrors.isEmpty()
        ? Ok : Failed;
}

/// Checkpoint 4 as the record has it: accepted, declined (why), or a result that waits for the
/// user's answer and where to give it (round 59's walk: only --json said it was not accepted).
void printDecision(const RunManifest &manifest, const QString &root, QTextStream &out)
{
    const CheckpointRecord *decision = manifest.checkpoint(u"result-acceptance"_s);
    if (decision && decision->status == CheckpointStatus::Accepted)
        out << tr("Result: accepted") << Qt::endl;
    else if (decision && decision->status == CheckpointStatus::Declined)
        out << tr("Result: declined (%1)").arg(decision->note) << Qt::endl;
    else if (Acceptance::awaitsDecision(manifest))
        out << tr("Result: not accepted yet. Accept it on page 4, or with: ptq-studio accept --workspace %1 "
                  "(ptq-studio reject --workspace %1 --reason TEXT declines it)")
                   .arg(root)
            << Qt::endl;
}

/// The text of `status` to @p out; what the target said, if it was asked, to @p now.
int reportStatus(CliCommand &command, Workspace &ws, QTextStream &out, Json &now)
{
    const QString manifestPath = ws.artifactPath(ArtifactKind::Manifest);
    const Result<LoadedDocument> loaded = ArtifactIo::load(manifestPath);
    const Result<RunManifest> typed = loaded ? RunManifest::fromJson(loaded->json) : Result<RunManifest>(loaded.error());
    if (!typed)
        return command.fail(typed.error().message);
    const RunStepRecord &run = typed->run;
    const std::optional<JobRecord> job = typed->job();
    // Run on this machine (or a model copy from it) by a process that is gone: interrupted, whatever
    // the record says. A remote job's record is the target's to answer (below).
    const bool gone = run.status == RunStatus::Running && !job && run.runner
        && run.runner->host == QSysInfo::machineHostName()
        && !DetachedJob::runnerAlive(run.runner ? run.runner->host : QString(), run.runner ? run.runner->pid : 0, run.startedAt);
    if (gone)
        out << tr("Run: interrupted (%1 still records it as running)").arg(manifestPath) << Qt::endl;
    else
        out << tr("Run: %1 (%2)").arg(statusName(run.status), manifestPath) << Qt::endl;
    if (run.startedAt)
        out << tr("Started: %1").arg(run.startedAt->toString(Qt::ISODate)) << Qt::endl;
    if (!run.logPath.isEmpty())
        out << tr("Log: %1").arg(run.logPath) << Qt::endl;
    if (job) {
        // What a target said reached the record: shown stripped, as when it was said.
        const RecordedJob r = DetachedJob::recorded(*job);
        out << tr("Target: %1 (%2), run folder %3").arg(r.target, r.host, r.runDir) << Qt::endl;
        if (!r.jobId.isEmpty())
            out << tr("Slurm job: %1%2").arg(r.jobId, r.node.isEmpty() ? QString() : tr(" on %1").arg(r.node)) << Qt::endl;
        out << tr("Last recorded: %1 — %2 (%3)").arg(r.phase, r.detail, r.updatedAt) << Qt::endl;
    }
    if (run.status != RunStatus::Running) {
        if (const std::optional<Verdict> v = typed->verdict())
            out << tr("Verification: %1").arg(verdictName(*v)) << Qt::endl;
        else if (run.status == RunStatus::Cancelled || run.status == RunStatus::Failed)
            out << tr("Verification: none (the command never started, so nothing was written)") << Qt::endl;
        printDecision(*typed, ws.root(), out);
        return typed->verdict() == Verdict::Complete && run.status == RunStatus::Succeeded ? Ok : Failed;
    }
    if (gone)
        return reportGone(run, out, now);
    const std::optional<JobRecord> detached = RunStep::detachedJob(ws.root());
    if (!detached) {
        out << (job ? tr("A window of PTQ Studio follows this job now.")
                                : tr("It runs on this machine (process %1 on %2).")
                                      .arg(run.runner ? run.runner->pid : 0)
                                      .arg(run.runner ? run.runner->host : QString()))
            << Qt::endl;
        return Ok;
    }
    if (!command.isSet(u"follow"_s))
        return askTarget(command, ws, *typed, *detached, manifestPath, out, now);
    return followToEnd(command, ws, manifestPath, out);
}
} // namespace

int runStatus(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand command(statusSpec(), out, err);
    if (const auto done = command.parse(arguments))
        return *done;
    if (!command.isSet(u"workspace"_s))
        return command.usage(tr("ptq-studio status: give --workspace DIR (see --help)."));
    // Read only: --follow locks it before it follows the job (followToEnd).
    std::optional<Workspace> ws = command.workspace(CliCommand::Lock::Read);
    if (!ws)
        return Failed;
    // With --json the text goes nowhere and one document is printed at the end, whatever the way out.
    const bool asJson = command.isSet(u"json"_s);
    QString discarded;
    QTextStream sink(&discarded);
    Json nowJson;
    const QString root = ws->root();
    const int code = reportStatus(command, *ws, asJson ? sink : out, nowJson);
    if (asJson)
        out << QString::fromStdString(statusDocument(root, ws->artifactPath(ArtifactKind::Manifest), nowJson).dump(2)) << Qt::endl;
    return code;
}

} // namespace ptq::cli
