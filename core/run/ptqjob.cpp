#include "run/ptqjob.h"

#include "artifacts/artifactio.h"
#include "artifacts/documents.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "logcategories.h"
#include "run/runrecorder.h"
#include "source/datasetcache.h"
#include "source/hubclient.h"

#include <QCoreApplication>
#include <QDir>
#include <QSysInfo>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProcessEnvironment>
#include <QStorageInfo>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <csignal>
#include <sys/prctl.h>
#include <sys/statvfs.h>
#include <sys/types.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

// ---- PtqJob -----------------------------------------------------------------------------------

PtqJob::PtqJob(const QString &workspace, JobRunner *runner, QObject *parent)
    : QObject(parent), m_workspace(workspace), m_runner(runner ? runner : new LocalProcessRunner),
      m_writer(new JobWriter(this))
{
    connectRunner();
    // The trace's file is the writer's, like the log: no disk wait on this thread per reading.
    m_gpuTrace.setWriter(m_writer);
    connect(m_writer, &JobWriter::traceFailed, this, [this](const QString &message, bool created) {
        m_gpuTrace.writerFailed(message, created);
        if (m_traceFailure.isEmpty())
            m_traceFailure = message;
    });
    connect(m_writer, &JobWriter::logFailed, this, [this](const QString &message) {
        if (m_logWriteFailed)
            return;
        m_logWriteFailed = true;
        m_logFailure = message;
        m_result.recordErrors.append(message);
    });
}

void PtqJob::setRunner(JobRunner *runner)
{
    if (m_running || !runner)
        return;
    m_runner.reset(runner);
    connectRunner();
}

void PtqJob::connectRunner()
{
    m_runner->setParent(nullptr);
    connect(m_runner.get(), &JobRunner::output, this, &PtqJob::onOutput);
    connect(m_runner.get(), &JobRunner::exited, this, &PtqJob::onExited);
    connect(m_runner.get(), &JobRunner::resourcesSampled, this, [this](const QList<GpuSample> &samples) {
        if (!m_running || samples.isEmpty() || (m_gpuTrace.created() && !m_gpuTrace.isOpen()))
            return; // a reading after quark-cli ended (the trace is closed) is not its run's
        if (!m_gpuTrace.created() && m_gpuTrace.error().isEmpty())
            openGpuTrace();
        m_gpuTrace.add(elapsedMs(), samples); // buffered: no disk wait per sample
    });
    connect(m_runner.get(), &JobRunner::resourcesSampled, this, &PtqJob::resourcesSampled);
    connect(m_runner.get(), &JobRunner::resourcesUnavailable, this, &PtqJob::resourcesUnavailable);
    connect(m_runner.get(), &JobRunner::transferProgress, this, [this](qint64 done, qint64 total) {
        if (m_running)
            emit modelCopyProgress(done, total);
    });
    connect(m_runner.get(), &JobRunner::started, this, [this] {
        m_reattaching = false; // the target confirmed the record: from here on it is this run's
        // The process group goes on record as soon as it exists: whoever finds this manifest
        // "running" later can tell whether quark-cli is still alive. A remote job's process is
        // the target's: its record (the job) says where to find it, not the local runner field.
        if (m_runner->isRemote()) {
            m_job = jobRecord(m_runner->attachment(), JobPhase::Started, QString());
            m_job->logOffset = m_remoteLineEnd;
            m_manifest = RunRecorder::withJob(m_manifest, m_job->toJson());
        }
        else
            m_manifest = RunRecorder::withProcessGroup(m_manifest, m_runner->processId());
        m_writer->saveManifest(m_workspace, m_manifest);
    });
    connect(m_runner.get(), &JobRunner::stateChanged, this, [this](const JobState &state, const QString &detail) {
        if (!m_running)
            return;
        emit jobStateChanged(state, detail);
        // The model on its way to the target is not a job yet: nothing there to find again after
        // a restart (a copy stops with the app), so nothing goes on record.
        if (state.isModelCopy()) {
            // The copy's start, end or stop goes into the log (not each progress step).
            if (state.phase != JobPhase::Copying || m_lastCopyPhase != JobPhase::Copying)
                take({tr("ptq-studio: %1").arg(detail).toUtf8()}, {QByteArray("\n")});
            m_lastCopyPhase = state.phase;
            return;
        }
        // Queued, running on a node, reconnecting: each change is on record (a restart of the app
        // finds the job from here), but a reconnect retried every second is not a write each time.
        JobRecord record = jobRecord(m_runner->attachment(), state, detail);
        record.logOffset = m_remoteLineEnd;
        if (state.phase == JobPhase::Reconnecting && m_job && m_job->phase == state.name())
            return;
        m_job = record;
        m_manifest = RunRecorder::withJob(m_manifest, record.toJson());
        m_writer->saveManifest(m_workspace, m_manifest);
    });
    connect(m_runner.get(), &JobRunner::failedToStart, this, [this](const QString &message) {
        if (m_reattaching) {
            refuseReattach(message);
            return;
        }
        m_result.startMessage = message;
        onExited(-1, 0);
    });
}

PtqJob::~PtqJob() = default;

QString PtqJob::resourceTool() const
{
    return m_runner->resourceTool();
}

QDateTime PtqJob::now() const
{
    return m_now ? m_now().toUTC() : QDateTime::currentDateTimeUtc();
}

Status PtqJob::start(const RunTicket &ticket)
{
    if (m_running)
        return Error{Error::Code::Usage, tr("A run is already in progress.")};
    if (ticket.workspace != m_workspace || ticket.argv.isEmpty())
        return Error{Error::Code::Usage, tr("Not running: the ticket is not for the workspace %1.").arg(m_workspace)};
    Result<PreparedRun> prepared = prepare(ticket, m_runner->isRemote(), m_runner->outputDirProblem(ticket.outputDir), now());
    if (!prepared)
        return prepared.error();
    return start(ticket, std::move(*prepared));
}

Result<PreparedRun> PtqJob::prepare(const RunTicket &ticket, bool remote, const QString &outputDirProblem, const QDateTime &now)
{
    // A target's own rules for the folder (not inside its runs/): refused before anything exists.
    if (!outputDirProblem.isEmpty())
        return Error{Error::Code::Usage, tr("Not running: %1").arg(outputDirProblem)};
    if (ticket.argv.isEmpty())
        return Error{Error::Code::Usage, tr("Not running: the ticket has no command.")};
    // Only now, after approval: the output folder and the log. A remote run's output folder is
    // the target's: its run script creates it there.
    if (!remote && !QDir().mkpath(ticket.outputDir))
        return Error{Error::Code::WriteFailed, tr("Could not create the output folder %1.").arg(ticket.outputDir)};
    QDir().mkpath(ticket.workspace + u"/logs"_s);
    PreparedRun prepared;
    if (Status reserved = reserveRunName(ticket.workspace, now, prepared); !reserved)
        return reserved.error();
    prepared.startedAt = now;
    // The manifest says "running" while it runs, so a crash of the app leaves a truthful record.
    // Who runs it is recorded too (host and PID of this process): a manifest left "running" by
    // a process that died is told from a live run, and is never run a second time. The GPU
    // memory trace starts with the first reading (no empty file where no tool reports): the
    // record of an earlier run is replaced here by an empty one.
    prepared.runningManifest = RunRecorder::withGpuMemory(RunRecorder::running(ticket.manifest, now, prepared.logPath),
                                                          GpuMemoryRecord());
    if (Status saved = Workspace::saveArtifact(ticket.workspace, ArtifactKind::Manifest, prepared.runningManifest); !saved) {
        prepared.log->close();
        return Error{saved.error().code, tr("Not running: %1").arg(saved.error().message)};
    }
    return prepared;
}

Status PtqJob::start(const RunTicket &ticket, PreparedRun prepared)
{
    if (m_running)
        return Error{Error::Code::Usage, tr("A run is already in progress.")};
    if (ticket.workspace != m_workspace || ticket.argv.isEmpty() || !prepared.log)
        return Error{Error::Code::Usage, tr("Not running: the ticket is not for the workspace %1.").arg(m_workspace)};
    m_outputDir = ticket.outputDir;
    qCDebug(lcJob).noquote() << "starting" << ticket.argv.constFirst() << "with" << ticket.argv.size() - 1 << "arguments,"
                             << ticket.env.size() << "environment variables (not logged), output" << m_outputDir
                             << (m_runner->isRemote() ? "on a target" : "here");
    m_runName = prepared.runName;
    m_logPath = prepared.logPath;
    m_writer->setLog(std::move(prepared.log), m_logPath);
    m_manifest = prepared.runningManifest;
    resetForRun(prepared.startedAt);
    m_clockOffsetMs = 0;
    m_lastCopyPhase.reset();
    m_reattaching = false;
    m_job.reset();
    m_remoteReceived = m_remoteLineEnd = 0;
    m_jobSaved.invalidate();
    m_gpuTrace.reset();
    m_runner->start(ticket.argv, ticket.env);
    return {};
}

Result<PreparedReattach> PtqJob::prepareReattach(const QString &workspace, const Json &manifest, const JobRecord &job,
                                                 const QDateTime &now)
{
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    if (!typed || typed->run.status != RunStatus::Running || typed->run.logPath.isEmpty())
        return Error{Error::Code::Usage, tr("Nothing to re-attach to in %1: no remote job is recorded as running.").arg(workspace)};
    PreparedReattach prepared;
    prepared.manifestBefore = manifest;
    prepared.job = job;
    prepared.logPath = typed->run.logPath;
    prepared.startedAt = typed->run.startedAt.value_or(now);
    // The log goes on where the last process of the app left it, marked so that a reader sees
    // where the app was away (the target kept the output meanwhile).
    prepared.log = std::make_unique<QFile>(prepared.logPath);
    if (!prepared.log->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
        return Error{Error::Code::WriteFailed,
                     tr("Could not open the log %1 to continue it: %2").arg(prepared.logPath, prepared.log->errorString())};
    // This process follows the job now: the manifest says so, so that the gate sees a live runner.
    prepared.followingManifest = RunRecorder::withJob(RunRecorder::running(manifest, prepared.startedAt, prepared.logPath), job.document());
    if (Status saved = Workspace::saveArtifact(workspace, ArtifactKind::Manifest, prepared.followingManifest); !saved)
        return saved.error();
    return prepared;
}

void PtqJob::discardReattach(const QString &workspace, PreparedReattach prepared)
{
    if (prepared.log)
        prepared.log->close();
    if (!prepared.manifestBefore.is_null())
        m_writer->saveManifest(workspace, prepared.manifestBefore);
}

Status PtqJob::reattach(const QString &workspace, PreparedReattach prepared)
{
    const auto refuse = [&](const QString &message) -> Status {
        discardReattach(workspace, std::move(prepared)); // nothing follows the job after all
        return Error{Error::Code::Usage, message};
    };
    if (m_running)
        return refuse(tr("A run is already in progress."));
    if (workspace != m_workspace || !m_runner->isRemote() || !prepared.log)
        return refuse(tr("Nothing to re-attach to in %1: no remote job is recorded as running.").arg(workspace));
    m_manifest = prepared.followingManifest;
    m_manifestBeforeReattach = prepared.manifestBefore;
    m_outputDir = RunManifest::fromJson(prepared.followingManifest)->run.outputDir;
    m_logPath = prepared.logPath;
    m_runName = QFileInfo(m_logPath).completeBaseName();
    m_writer->setLog(std::move(prepared.log), m_logPath);
    const qint64 offset = prepared.job.logOffset.value_or(0);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QByteArray mark = tr("ptq-studio: re-attached at %1; the job's output continues from byte %2 of its log on the target.")
                                .arg(now.toString(Qt::ISODate))
                                .arg(offset)
                                .toUtf8();
    m_writer->appendLog("\n", 0); // after a line the last process may have cut short
    resetForRun(prepared.startedAt);
    // Elapsed time and stage times count from the job's start, not from this re-attach.
    m_clockOffsetMs = std::max<qint64>(0, prepared.startedAt.msecsTo(now));
    take({mark}, {QByteArray("\n")}); // in the file and in the view alike
    m_gpuTrace.reset();
    m_job = prepared.job;
    m_remoteReceived = m_remoteLineEnd = offset;
    m_jobSaved.invalidate();
    m_reattaching = true;
    m_runner->reattach(prepared.job);
    return {};
}

void PtqJob::refuseReattach(const QString &message)
{
    // The record was not confirmed by the target (another process named, no job id): nothing was
    // followed or signalled, and nothing about the job is known, so nothing is recorded about its
    // end either: the manifest is put back as it was, the log says why.
    m_reattaching = false;
    take({tr("ptq-studio: not re-attached: %1").arg(message).toUtf8()}, {QByteArray("\n")});
    m_writer->closeLog();
    m_running = false;
    JobResult result = m_result;
    result.startMessage = message;
    result.reattachRefused = true;
    result.status = RunStatus::Failed;
    m_writer->saveManifest(m_workspace, m_manifestBeforeReattach);
    m_manifest = m_manifestBeforeReattach;
    finishWhenWritten(std::move(result));
}

void PtqJob::resetForRun(const QDateTime &startedAt)
{
    m_result = JobResult();
    m_result.logPath = m_logPath;
    m_result.startedAt = startedAt;
    m_log = LogAnalyzer();
    m_sanitizer = TerminalSanitizer();
    m_redactor = HubSettings::secretRedactor(QProcessEnvironment::systemEnvironment());
    m_splitter = LineSplitter();
    m_splitter.setCutGuard([redactor = m_redactor](const QByteArray &text, qsizetype limit) {
        return redactor.safeCut(text, limit);
    });
    m_cancelled = false;
    m_logWriteFailed = false;
    m_logFailure.clear();
    m_traceFailure.clear();
    m_running = true;
    m_clock.start();
}

void PtqJob::cancel(const QString &timeoutNote)
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    m_result.timeoutNote = timeoutNote;
    m_runner->cancel(m_graceMs);
}

void PtqJob::kill()
{
    if (m_running)
        m_runner->cancel(0);
}

Status PtqJob::reserveRunName(const QString &workspace, const QDateTime &now, PreparedRun &into)
{
    // A name no other run has, whatever the clock does (the same second, a clock stepped back,
    // another process starting at the same moment): the log is created exclusively (O_EXCL, so a
    // link planted there is not followed either) and a name taken by a log, or by the
    // diagnostics or history entry of a run whose log was deleted, moves on to the next suffix.
    const QString stamp = now.toString(u"yyyyMMdd-HHmmss"_s);
    for (int n = 1; n <= 10'000; ++n) {
        const QString name = n == 1 ? u"run-"_s + stamp : u"run-%1-%2"_s.arg(stamp).arg(n);
        if (QFileInfo::exists(workspace + u"/diagnostics/"_s + name + u".json"_s)
            || QFileInfo::exists(workspace + u"/history/"_s + name + u"-run_manifest.yaml"_s)
            || QFileInfo::exists(workspace + u"/logs/"_s + name + u".gpu.csv"_s))
            continue;
        const QString path = workspace + u"/logs/"_s + name + u".log"_s;
        auto log = std::make_unique<QFile>(path);
        if (log->open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered)) {
            into.runName = name;
            into.logPath = path;
            into.log = std::move(log);
            return {};
        }
        const QFileInfo taken(path);
        if (!taken.exists() && !taken.isSymLink())
            return Error{Error::Code::WriteFailed, tr("Could not create the log %1: %2").arg(path, log->errorString())};
    }
    return Error{Error::Code::WriteFailed,
                 tr("Could not create a log in %1: every name for %2 is taken. Move old logs away, then run again.")
                     .arg(workspace + u"/logs"_s, stamp)};
}

void PtqJob::onOutput(const QByteArray &bytes)
{
    if (m_runner->isRemote()) {
        // Where a re-attach would resume: after the last whole line, on record once a second (a
        // crash of the app repeats at most that second's lines after the re-attach mark).
        m_remoteReceived += bytes.size();
        if (const qsizetype nl = bytes.lastIndexOf('\n'); nl >= 0)
            m_remoteLineEnd = m_remoteReceived - (bytes.size() - nl - 1);
        if (m_running && m_job && (!m_jobSaved.isValid() || m_jobSaved.elapsed() > 1000)) {
            m_job->logOffset = m_remoteLineEnd;
            m_manifest = RunRecorder::withJob(m_manifest, m_job->toJson());
            m_writer->saveManifest(m_workspace, m_manifest);
            m_jobSaved.restart();
        }
    }
    QList<QByteArray> ends;
    QList<QByteArray> lines = m_splitter.push(m_sanitizer.push(bytes), &ends);
    if (!lines.isEmpty())
        take(std::move(lines), ends);
}

void PtqJob::take(QList<QByteArray> lines, const QList<QByteArray> &ends)
{
    // Strip, then redact, what is shown and stored: the file, the view and the diagnostics all
    // see these same lines (valid UTF-8: what is not becomes U+FFFD, as in the view).
    QByteArray file;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!lines[i].isEmpty())
            lines[i] = m_redactor.redact(QString::fromUtf8(lines[i]).toUtf8());
        file += lines[i] + ends.value(i);
    }
    // Written by the run's writer thread, unbuffered: a full disk shows at that write, not at
    // close. The run goes on (its output still reaches the view and the manifest), and the
    // outcome names the log that is incomplete (JobWriter::logFailed).
    m_writer->appendLog(file, elapsedMs());
    const RunStage before = m_log.stage();
    const QList<LogLine> parsed = m_log.feedRaw(lines, elapsedMs());
    if (!parsed.isEmpty())
        emit linesReceived(parsed);
    if (m_log.stage() != before)
        emit stageChanged(m_log.stage());
}

void PtqJob::onExited(int exitCode, int signal)
{
    if (!m_running)
        return;
    qCDebug(lcJob) << "the run's process ended: exit code" << exitCode << "signal" << signal;
    const QByteArray cleanRest = m_sanitizer.flush();
    QList<QByteArray> ends;
    QList<QByteArray> lines = m_splitter.push(cleanRest, &ends);
    if (const QByteArray rest = m_splitter.flush(); !rest.isEmpty()) {
        lines.append(rest);
        ends.append(QByteArray());
    }
    if (!lines.isEmpty())
        take(std::move(lines), ends);
    m_log.finish(elapsedMs());
    m_writer->closeLog();
    // Every sample up to quark-cli's end is on disk, however it ended (an OOM, a kill).
    if (m_gpuTrace.isOpen()) {
        if (Status closed = m_gpuTrace.close(); !closed)
            m_result.recordErrors.append(GpuTrace::incomplete(closed.error().message));
    }
    m_result.exitCode = exitCode;
    m_result.signal = signal;
    m_result.finishedAt = QDateTime::currentDateTimeUtc();
    m_result.exportCompleted = m_log.exportCompleted();
    m_result.perplexity = m_log.perplexity();
    // Verify whatever the exit code says: headers only, but many shards: off this thread. A
    // remote run's export is read where it is (headers and small files, into a local mirror);
    // a remote run that never started there (its model copy stopped) wrote nothing to read.
    if (m_runner->isRemote() && !m_result.startMessage.isEmpty()) {
        complete(m_result); // no verdict: not verified, and recorded as such
        return;
    }
    m_runner->fetchForVerification(m_outputDir, [this](const QString &localDir, const QString &error) {
        verify(localDir, error);
    });
}

namespace {

/// What the run relied on, from @p manifest (a default context for what cannot be read as one).
Troubleshooter::Context contextOf(const Json &manifest)
{
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    return typed ? Troubleshooter::Context::fromManifest(*typed) : Troubleshooter::Context();
}

/// Every string of @p json with @p from replaced by @p to (a mirror's path by the target's).
void replaceInStrings(Json &json, const std::string &from, const std::string &to)
{
    if (json.is_string()) {
        std::string s = json.get<std::string>();
        for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
            s.replace(at, from.size(), to);
        json = s;
    } else if (json.is_array() || json.is_object()) {
        for (Json &item : json)
            replaceInStrings(item, from, to);
    }
}

} // namespace

void PtqJob::verify(const QString &localDir, const QString &fetchError)
{
    const QString dir = localDir;
    if (dir.isEmpty()) {
        JobResult result = m_result;
        result.verification.directory = m_outputDir;
        result.verification.verdict = Verdict::Failed;
        result.verification.checks.append({u"output-readable"_s, CheckStatus::Fail, LocalText(fetchError)});
        complete(std::move(result));
        return;
    }
    // A failed local run may have failed on its calibration data: which of quark-cli's datasets
    // the run's datasets cache holds is read on the same worker (a remote target's cache is not here).
    const bool failed = m_result.exitCode != 0 || m_result.signal != 0;
    const QString datasetsCache = failed ? contextOf(m_manifest).datasetsCache : QString();
    // A local export that is short or empty may be a full disk: its free space is read with it.
    const bool local = dir == m_outputDir && !m_runner->isRemote();
    struct Checked
    {
        VerificationReport verification;
        std::optional<QStringList> cachedCalibrationDatasets;
        std::optional<qint64> freeBytes;
        QString fileSystem;
    };
    auto *watcher = new QFutureWatcher<Checked>(this);
    connect(watcher, &QFutureWatcher<Checked>::finished, this, [this, watcher, dir] {
        JobResult result = m_result;
        const Checked checked = watcher->result();
        result.verification = checked.verification;
        result.cachedCalibrationDatasets = checked.cachedCalibrationDatasets;
        result.outputFreeBytes = checked.freeBytes;
        result.outputFileSystem = checked.fileSystem;
        watcher->deleteLater();
        m_runner->releaseVerificationSource(); // a remote run's mirror is not kept
        if (dir != m_outputDir) {
            // Checked in a mirror: the report names the target's folder, as the user knows it.
            for (VerificationCheck &c : result.verification.checks) {
                Json text = c.detail.toJson();
                replaceInStrings(text, dir.toStdString(), m_outputDir.toStdString());
                if (std::optional<LocalText> mapped = LocalText::fromJson(text))
                    c.detail = *mapped;
            }
            result.verification.directory = m_outputDir;
        }
        complete(std::move(result));
    });
    watcher->setFuture(QtConcurrent::run([dir, workspace = m_workspace, datasetsCache, local] {
        // The plan the export is checked against and the original's size (for the disk check),
        // read here with the export: no file is read on the thread that drives the run.
        const PlanDocument plan = [&] {
            Result<LoadedDocument> p = ArtifactIo::load(workspace + u"/quant_plan.json"_s);
            Result<PlanDocument> typed = p ? PlanDocument::fromJson(p->json) : Result<PlanDocument>(p.error());
            return typed ? std::move(*typed) : PlanDocument(); // unreadable: verified without a plan
        }();
        qint64 sourceBytes = 0;
        if (Result<LoadedDocument> a = ArtifactIo::load(workspace + u"/model_analysis.json"_s); a) {
            // As `ptq-studio verify` reads it (RunStep::verifyOutput): an analysis without its model's
            // weight bytes (or without a model section) leaves the size unknown.
            if (const Result<AnalysisDocument> analysis = AnalysisDocument::fromJson(a->json); analysis)
                sourceBytes = analysis->weightBytes.value_or(0);
        }
        Checked checked{OutputVerifier::verify(dir, plan, sourceBytes), std::nullopt, std::nullopt, {}};
        if (local && checked.verification.verdict != Verdict::Complete) {
            // The folder, or the nearest folder above it that exists (nothing may have been made).
            QString at = dir;
            while (!QFileInfo::exists(at) && QFileInfo(at).dir().path() != at)
                at = QFileInfo(at).dir().path();
            const QStorageInfo storage(at);
            if (storage.isValid() && storage.isReady()) {
                checked.freeBytes = storage.bytesAvailable();
                checked.fileSystem = storage.rootPath();
            }
        }
        if (!datasetsCache.isEmpty())
            checked.cachedCalibrationDatasets = DatasetCache::cachedCalibrationNames(datasetsCache);
        return checked;
    }));
}

JobRecord PtqJob::jobRecord(const Json &attachment, const JobState &state, const QString &detail)
{
    return JobRecord::make(attachment, state.name(), detail, QDateTime::currentDateTimeUtc());
}

void PtqJob::openGpuTrace()
{
    // Beside the log, under the run's name. A trace that cannot be written does not stop the
    // run; the outcome says so. Once it exists the manifest names it, so that a crash of the
    // app still leaves the trace findable.
    if (Status opened = m_gpuTrace.open(m_workspace + u"/logs/"_s + m_runName + u".gpu.csv"_s); !opened) {
        m_result.recordErrors.append(opened.error().message);
        return;
    }
    m_manifest = RunRecorder::withGpuMemory(m_manifest, gpuMemoryRecord(true));
    m_writer->saveManifest(m_workspace, m_manifest);
}

GpuMemoryRecord PtqJob::gpuMemoryRecord(bool withTool) const
{
    GpuMemoryRecord record;
    record.samplesPath = m_gpuTrace.created() ? m_gpuTrace.path() : QString();
    record.tool = withTool ? m_runner->resourceTool() : QString();
    record.samples = m_gpuTrace.sampleCount();
    record.gpus = m_gpuTrace.peaks();
    return record;
}

void PtqJob::complete(JobResult result)
{
    // The GPU trace's file is the writer's: once the writes asked so far are done, whether it
    // could be created and written is known (JobWriter::traceFailed comes before this answer),
    // so the record names only a trace that is there.
    m_writer->whenWritten([this, result = std::move(result)](const QStringList &errors) mutable {
        for (const QString &e : errors)
            if (!result.recordErrors.contains(e))
                result.recordErrors.append(e);
        record(std::move(result));
    });
}

void PtqJob::record(JobResult result)
{
    // The peaks go on record for every outcome, a run that ran out of memory above all; the
    // diagnostics bundle reads them from here too.
    m_manifest = RunRecorder::withGpuMemory(m_manifest, gpuMemoryRecord(true));
    const std::optional<Verdict> verdict = result.verification.verdict;
    if (m_cancelled)
        result.status = RunStatus::Cancelled;
    else if (!result.startMessage.isEmpty() || result.signal != 0)
        result.status = RunStatus::Failed;
    else if (verdict == Verdict::Complete && result.exitCode == 0)
        result.status = RunStatus::Succeeded;
    else if (verdict == Verdict::Complete || (verdict == Verdict::Partial && result.exportCompleted))
        result.status = RunStatus::Partial; // e.g. a complete export whose evaluation failed: said as such
    else
        result.status = RunStatus::Failed; // exit 0 with missing files is never success
    Troubleshooter::diagnose(result, m_log, contextOf(m_manifest));
    // The records go to disk on the run's writer thread, in this order; the outcome is said once
    // they are there, with every write that failed (the previous file stays as it was).
    QString diagnostics;
    if (result.status != RunStatus::Succeeded) {
        diagnostics = m_workspace + u"/diagnostics/"_s + m_runName + u".json"_s;
        m_writer->save(diagnostics, RunRecorder::diagnostics(m_manifest, result, m_log, m_workspace));
    }
    m_running = false;
    const Json updated = RunRecorder::recordResult(m_manifest, result);
    m_writer->saveManifest(m_workspace, updated);
    m_writer->save(m_workspace + u"/history/"_s + m_runName + u"-run_manifest.yaml"_s, updated);
    finishWhenWritten(std::move(result), diagnostics);
}

void PtqJob::finishWhenWritten(JobResult result, const QString &diagnostics)
{
    m_writer->whenWritten([this, result = std::move(result), diagnostics](const QStringList &errors) mutable {
        // A log write that failed after @p result was made is said too (it came in meanwhile).
        if (m_logWriteFailed && !result.recordErrors.contains(m_logFailure))
            result.recordErrors.prepend(m_logFailure);
        if (!m_traceFailure.isEmpty() && !result.recordErrors.contains(m_traceFailure))
            result.recordErrors.append(m_traceFailure);
        result.recordErrors += errors;
        // The diagnostics are named only where they were written.
        if (!diagnostics.isEmpty() && !std::any_of(errors.cbegin(), errors.cend(), [&](const QString &e) {
                return e.contains(diagnostics);
            }))
            result.diagnosticsPath = diagnostics;
        m_result = result;
        emit finished(m_result);
    });
}

} // namespace ptq
