#include "workflow/workspacestate.h"
#include "workflow/rungate.h"

#include "command/environment.h"

#include "artifacts/artifactio.h"
#include "artifacts/documents.h"
#include "artifacts/runmanifest.h"
#include "command/approval.h"
#include "command/commandline.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

#include <cerrno>
#include <csignal>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString gateRefusalId(GateRefusal refusal)
{
    switch (refusal) {
    case GateRefusal::None: return u"none"_s;
    case GateRefusal::ManifestUnusable: return u"manifest-unusable"_s;
    case GateRefusal::NotApproved: return u"not-approved"_s;
    case GateRefusal::TokenMismatch: return u"token-mismatch"_s;
    case GateRefusal::ApprovalVoid: return u"approval-void"_s;
    case GateRefusal::WorkspaceMoved: return u"workspace-moved"_s;
    case GateRefusal::DataCacheChanged: return u"data-cache-changed"_s;
    case GateRefusal::InputsChanged: return u"inputs-changed"_s;
    case GateRefusal::AnalysisUnconfirmed: return u"analysis-unconfirmed"_s;
    case GateRefusal::PlanUnconfirmed: return u"plan-unconfirmed"_s;
    case GateRefusal::Blocked: return u"blocked"_s;
    case GateRefusal::QuarkCliNotAbsolute: return u"quark-cli-not-absolute"_s;
    case GateRefusal::QuarkCliMissing: return u"quark-cli-missing"_s;
    case GateRefusal::RemoteCode: return u"remote-code"_s;
    case GateRefusal::OutputDir: return u"output-dir"_s;
    case GateRefusal::StillRunning: return u"still-running"_s;
    case GateRefusal::Interrupted: return u"interrupted"_s;
    case GateRefusal::AlreadyRun: return u"already-run"_s;
    case GateRefusal::StartFailed: return u"start-failed"_s;
    }
    return u"unknown"_s;
}

bool RunGate::isAlive(const QString &host, qint64 pid)
{
    if (pid <= 0 || host != QSysInfo::machineHostName())
        return false;
    if (!(::kill(pid_t(pid), 0) == 0 || errno == EPERM))
        return false;
    // A killed process its parent has not reaped yet is a zombie: it follows nothing any more.
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        const QByteArray text = stat.read(4096);
        const qsizetype close = text.lastIndexOf(')');
        if (close > 0 && text.mid(close + 2, 1) == "Z")
            return false;
    }
    return true;
}

namespace {

/// Whether process group @p pgid has a member that is not a zombie (a zombie writes nothing, and
/// one whose parent died may wait long for a reaper). From /proc; kill(2) where /proc is missing.
bool groupAlive(qint64 pgid)
{
    QDir proc(u"/proc"_s);
    if (!proc.exists(u"self/stat"_s))
        return ::kill(-pid_t(pgid), 0) == 0 || errno == EPERM;
    for (const QString &entry : proc.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool numeric = false;
        entry.toLongLong(&numeric);
        if (!numeric)
            continue;
        QFile stat(proc.filePath(entry + u"/stat"_s));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.read(4096);
        // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so from the last ')'.
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 2 && fields.at(0) != "Z" && fields.at(2).toLongLong() == pgid)
            return true;
    }
    return false;
}

GateDecision refuse(GateRefusal refusal, const QString &message)
{
    GateDecision d;
    d.refusal = refusal;
    d.message = message;
    return d;
}

} // namespace

namespace {

/// One check of the execution gate: the refusals in the order they are tried, in groups of a
/// screen or less; the first that applies is the answer.
class Gate
{
    Q_DECLARE_TR_FUNCTIONS(RunGate)

public:
    Gate(const QString &workspace, const QByteArray &tokenGiven)
        : tokenGiven(tokenGiven)
        , root(QDir::cleanPath(QFileInfo(workspace).absoluteFilePath()))
        , state(WorkspaceInspector::inspect(root))
        , manifestPath(state.manifest.path)
    {
    }

    GateDecision run()
    {
        for (auto step : {&Gate::loadManifest, &Gate::runOnce, &Gate::approvalHolds, &Gate::cachesUnchanged,
                          &Gate::inputsReady, &Gate::programRunnable, &Gate::destinationUsable}) {
            if (std::optional<GateDecision> refused = (this->*step)())
                return std::move(*refused);
        }
        GateDecision allowed;
        allowed.ticket = RunTicket{root, loaded->json, binding->argv, binding->env, binding->outputDir, approved,
                                   ManifestTarget::fromRecord(binding->target)};
        return allowed;
    }

private:
    /// The manifest: a valid document of ours, typed.
    std::optional<GateDecision> loadManifest()
    {
        if (state.manifest.state == ArtifactState::Missing || state.manifest.state == ArtifactState::Unreadable
            || state.manifest.state == ArtifactState::Invalid || state.manifest.upstreamOnly) {
            return refuse(GateRefusal::ManifestUnusable,
                          tr("Not running: %1 cannot be used: %2").arg(manifestPath, state.manifest.detail));
        }
        Result<LoadedDocument> document = ArtifactIo::load(manifestPath);
        if (!document)
            return refuse(GateRefusal::ManifestUnusable, tr("Not running: %1").arg(document.error().message));
        loaded = std::move(*document);
        Result<RunManifest> typed = RunManifest::fromJson(loaded->json);
        if (!typed)
            return refuse(GateRefusal::ManifestUnusable, tr("Not running: %1 (%2)").arg(typed.error().message, manifestPath));
        manifest = std::move(*typed);
        return std::nullopt;
    }

    /// One approval, one run: never one that is still going, or that has ended.
    std::optional<GateDecision> runOnce()
    {
        RunStepRecord &run = manifest.run;

        // One approval, one run. A run that is still going is never started twice; one whose process
        // died without recording its end is recorded as interrupted (and not run again either).
        if (run.status == RunStatus::Running) {
            const QString host = run.runner ? run.runner->host : QString();
            const qint64 pid = run.runner ? run.runner->pid : 0;
            const qint64 pgid = run.runner ? run.runner->processGroup.value_or(0) : 0;
            const std::optional<JobRecord> job = manifest.job();
            if (job && !RunGate::isAlive(host, pid)) {
                // The app that followed a remote job is gone, not the job: it runs on the target and is
                // found again from its record (page 4 or `ptq-studio status`), never started twice.
                return refuse(GateRefusal::StillRunning,
                              tr("Not running: the approved command of %1 was started on %2 (%3) and may still be running "
                                 "there. Open the workspace to re-attach to it, or ask with: ptq-studio status --workspace %4")
                                  .arg(manifestPath, job->target, job->runDir, root));
            }
            if (RunGate::isAlive(host, pid)) {
                return refuse(GateRefusal::StillRunning,
                              tr("Not running: the approved command of %1 is already running (process %2 on %3).")
                                  .arg(manifestPath)
                                  .arg(pid)
                                  .arg(host));
            }
            if (pgid > 0 && host == QSysInfo::machineHostName() && groupAlive(pgid)) {
                return refuse(GateRefusal::StillRunning,
                              tr("Not running: the process that ran %1 is gone, but its quark-cli (process group %2) is "
                                 "still running and writing to %3. Stop it (kill -TERM -- -%2), then approve the command "
                                 "again.")
                                  .arg(manifestPath)
                                  .arg(pgid)
                                  .arg(run.outputDir));
            }
            if (run.runner && !host.isEmpty() && host != QSysInfo::machineHostName()) {
                return refuse(GateRefusal::StillRunning,
                              tr("Not running: %1 says its command is running on %2, which this machine cannot check.")
                                  .arg(manifestPath, host));
            }
            const QDateTime now = QDateTime::currentDateTimeUtc();
            run.status = RunStatus::Interrupted;
            run.finishedAt = now;
            manifest.updatedAt = now;
            const Status saved = Workspace::saveArtifact(root, ArtifactKind::Manifest, manifest.toJson());
            return refuse(GateRefusal::Interrupted,
                          tr("Not running: the last run of this approval (log %1) ended without recording its result: the "
                             "process that ran it is gone. %2 Build and approve the command again (with an empty output "
                             "folder) to run it again.")
                              .arg(run.logPath,
                                   saved ? tr("It is now recorded as interrupted in %1.").arg(manifestPath)
                                         : saved.error().message));
        }
        if (hasEnded(run.status)) {
            return refuse(GateRefusal::AlreadyRun,
                          tr("Not running: this approval was used by the run of %1 (status %2, log %3). Each approval runs "
                             "its command once: build and approve the command again to run it again.")
                              .arg(run.startedAt ? run.startedAt->toString(Qt::ISODate) : QString(), statusName(run.status),
                                   run.logPath));
        }
        return std::nullopt;
    }

    /// The command is approved, the token is its own, and what the approval covers is unchanged.
    std::optional<GateDecision> approvalHolds()
    {
        if (manifest.approval.status != ApprovalStatus::Approved)
            return refuse(GateRefusal::NotApproved, tr("Not running: the command in %1 is not approved.").arg(manifestPath));
        approved = manifest.approval.sha256;
        if (tokenGiven.trimmed().toLower() != approved) {
            return refuse(GateRefusal::TokenMismatch,
                          tr("Not running: the approval token does not match the approved command in %1.").arg(manifestPath));
        }
        binding = ApprovalBinding::of(manifest);
        if (!binding) {
            return refuse(GateRefusal::ApprovalVoid,
                          tr("Not running: the run step of %1 is not well formed, or its output folder differs from "
                             "outputs.output_dir: the approval is void. Build and approve the command again.")
                              .arg(manifestPath));
        }
        if (binding->digest() != approved) {
            return refuse(GateRefusal::ApprovalVoid,
                          tr("Not running: what the approval in %1 covers changed after it was given (the command, its "
                             "environment, the output folder, the inputs or the workspace): the approval is void. Build "
                             "and approve the command again.")
                              .arg(manifestPath));
        }
        if (OutputDirRules::canonicalPath(binding->workspace) != OutputDirRules::canonicalPath(root)) {
            return refuse(GateRefusal::WorkspaceMoved,
                          tr("Not running: %1 was approved for the workspace %2, not %3. Build and approve the command "
                             "again here.")
                              .arg(manifestPath, binding->workspace, root));
        }
        return std::nullopt;
    }

    /// The Hugging Face caches the run reads are the ones checked before the approval (local runs).
    std::optional<GateDecision> cachesUnchanged()
    {
        if (!binding->target.is_object()) {
            // The caches the environment check looked into are the ones the run reads: the process
            // inherits this one's environment, with the command's own variables on top.
            const QProcessEnvironment now = QProcessEnvironment::systemEnvironment();
            for (const QString &name : EnvironmentRules::dataCacheVariableNames()) {
                if (binding->env.contains(name))
                    continue; // the command sets it: bound with the argv
                const std::optional<QString> was = binding->dataEnv.contains(name) ? std::optional(binding->dataEnv.value(name)) : std::nullopt;
                const std::optional<QString> is = now.contains(name) ? std::optional(now.value(name)) : std::nullopt;
                if (was == is)
                    continue;
                const auto shown = [this_ = tr("not set")](const std::optional<QString> &v) {
                    return v ? (v->isEmpty() ? u"\"\""_s : *v) : this_;
                };
                return refuse(GateRefusal::DataCacheChanged,
                              tr("Not running: %1 is %2 now, but was %3 when the command in %4 was checked and approved. "
                                 "The run would read other Hugging Face caches (or go online) than the ones checked. "
                                 "Check the environment again on page 3 and approve the command again, or set %1 back.")
                                  .arg(name, shown(is), shown(was), manifestPath));
            }
        }
        return std::nullopt;
    }

    /// The analysis and plan are the approved ones, confirmed, and nothing blocks the command.
    std::optional<GateDecision> inputsReady()
    {
        if (binding->analysisSha256 != state.analysis.sha256 || binding->planSha256 != state.plan.sha256) {
            return refuse(GateRefusal::InputsChanged,
                          tr("Not running: %1 or %2 changed after the command was approved. Review them, then build and "
                             "approve the command again.")
                              .arg(state.analysis.path, state.plan.path));
        }
        if (!state.analysis.ready())
            return refuse(GateRefusal::AnalysisUnconfirmed, tr("Not running: %1 (%2)").arg(state.analysis.detail, state.analysis.path));
        if (!state.plan.ready())
            return refuse(GateRefusal::PlanUnconfirmed, tr("Not running: %1 (%2)").arg(state.plan.detail, state.plan.path));

        // Blockers: what the manifest says blocks, and every blocking finding its environment check
        // recorded (deleting blocked_by does not remove those).
        QStringList blockers = manifest.blockedBy;
        for (const QString &finding : manifest.blockingFindings()) {
            if (!blockers.contains(finding))
                blockers.append(finding);
        }
        if (!blockers.isEmpty()) {
            return refuse(GateRefusal::Blocked,
                          tr("Not running: something blocks the command in %1: %2").arg(manifestPath, blockers.join(u"; "_s)));
        }
        return std::nullopt;
    }

    /// quark-cli is named by its path and runs; remote code only where the plan accepts it.
    std::optional<GateDecision> programRunnable()
    {
        const QString program = binding->argv.constFirst();
        if (!QDir::isAbsolutePath(program)) {
            return refuse(GateRefusal::QuarkCliNotAbsolute,
                          tr("Not running: the command in %1 names \"%2\" without its path, so PATH would decide which "
                             "program runs. Build the command again with quark-cli's full path.")
                              .arg(manifestPath, program));
        }
        const bool remote = binding->target.is_object();
        if (const QFileInfo info(program); !remote && (!info.isFile() || !info.isExecutable())) {
            return refuse(GateRefusal::QuarkCliMissing,
                          tr("Not running: %1 (the approved quark-cli) is not an executable file any more.").arg(program));
        }

        // Remote code: quark-cli runs a repository's own code unless told not to. It may only when the
        // current plan accepted it — a hand-edited manifest, even re-approved, cannot turn it on.
        const Result<LoadedDocument> plan = ArtifactIo::load(state.plan.path);
        const Result<PlanDocument> typedPlan = plan ? PlanDocument::fromJson(plan->json) : Result<PlanDocument>(plan.error());
        const bool planTrusts = typedPlan && typedPlan->trustRemoteCode;
        const bool commandTrusts =
            !binding->argv.contains(u"--no_trust_remote_code"_s) || binding->argv.contains(u"--trust_remote_code"_s);
        if (commandTrusts && !planTrusts) {
            return refuse(GateRefusal::RemoteCode,
                          tr("Not running: the command in %1 would run the model repository's own code (it lacks "
                             "--no_trust_remote_code), which the plan does not accept. Build and approve the command again "
                             "on page 3.")
                              .arg(manifestPath));
        }
        return std::nullopt;
    }

    /// The output folder is the one the command passes, and usable.
    std::optional<GateDecision> destinationUsable()
    {
        const bool remote = binding->target.is_object();
        // The destination, as it is now, on canonical paths; and the folder quark-cli is told must be
        // the one the rules are checked on.
        const qsizetype flag = binding->argv.indexOf(u"--output_dir"_s);
        if (flag < 0 || binding->argv.value(flag + 1) != binding->outputDir || binding->argv.count(u"--output_dir"_s) != 1) {
            return refuse(GateRefusal::OutputDir,
                          tr("Not running: the command in %1 does not pass its output folder %2 as its one --output_dir.")
                              .arg(manifestPath, binding->outputDir));
        }
        if (!QDir::isAbsolutePath(binding->outputDir))
            return refuse(GateRefusal::OutputDir, tr("Not running: the output folder \"%1\" is not absolute.").arg(binding->outputDir));
        if (remote) {
            // The folder is the target's: the target check before approval looked at it there, and the
            // run script creates it; here only what can be told without asking the target.
            const std::optional<ManifestTarget> target = ManifestTarget::fromRecord(binding->target);
            const QString remoteWorkspace = target ? target->remoteWorkspace : QString();
            if (QDir::cleanPath(binding->outputDir) == u"/"_s
                || QDir::cleanPath(binding->outputDir) == QDir::cleanPath(remoteWorkspace)) {
                return refuse(GateRefusal::OutputDir,
                              tr("Not running: the output folder %1 on the target is the root or the remote workspace "
                                 "itself. Choose a folder of its own.")
                                  .arg(binding->outputDir));
            }
        } else {
            const Result<LoadedDocument> analysis = ArtifactIo::load(state.analysis.path);
            const Result<AnalysisDocument> typedAnalysis
                = analysis ? AnalysisDocument::fromJson(analysis->json) : Result<AnalysisDocument>(analysis.error());
            const QString modelPath = typedAnalysis ? typedAnalysis->modelPath : QString();
            const qint64 needed = manifest.outputBytesEstimate();
            const OutputDirCheck destination = OutputDirRules::check(binding->outputDir, modelPath, root, needed);
            if (!destination.blocking.isEmpty())
                return refuse(GateRefusal::OutputDir, tr("Not running: %1").arg(destination.blocking.join(u" "_s)));
        }
        return std::nullopt;
    }

    const QByteArray tokenGiven;
    const QString root;
    const WorkspaceState state;
    const QString manifestPath;
    std::optional<LoadedDocument> loaded;
    RunManifest manifest;
    QByteArray approved;                    ///< the approval's sha256
    std::optional<ApprovalBinding> binding; ///< what the approval covers
};

} // namespace

GateDecision RunGate::check(const QString &workspace, const QByteArray &tokenGiven)
{
    return Gate(workspace, tokenGiven).run();
}

} // namespace ptq
