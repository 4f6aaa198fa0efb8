#include "run/ptqjob.h"

#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "run/runrecorder.h"

#include <QCoreApplication>
#include <QDir>
#include <QSysInfo>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProcess>
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
    : QObject(parent), m_workspace(workspace), m_runner(runner ? runner : new LocalProcessRunner)
{
    m_runner->setParent(nullptr);
    connect(m_runner.get(), &JobRunner::output, this, &PtqJob::onOutput);
    connect(m_runner.get(), &JobRunner::exited, this, &PtqJob::onExited);
    connect(m_runner.get(), &JobRunner::resourcesSampled, this, &PtqJob::resourcesSampled);
    connect(m_runner.get(), &JobRunner::resourcesUnavailable, this, &PtqJob::resourcesUnavailable);
    connect(m_runner.get(), &JobRunner::started, this, [this] {
        // The process group goes on record as soon as it exists: whoever finds this manifest
        // "running" later can tell whether quark-cli is still alive.
        m_manifest = RunRecorder::withProcessGroup(m_manifest, m_runner->processId());
        if (Status saved = Workspace::saveArtifact(m_workspace, ArtifactKind::Manifest, m_manifest); !saved)
            m_result.recordErrors.append(saved.error().message);
    });
    connect(m_runner.get(), &JobRunner::failedToStart, this, [this](const QString &message) {
        m_result.startMessage = message;
        onExited(-1, 0);
    });
}

PtqJob::~PtqJob() = default;

QString PtqJob::resourceTool() const
{
    return m_runner->resourceTool();
}

Status PtqJob::start(const RunTicket &ticket)
{
    if (m_running)
        return Error{Error::Code::Usage, tr("A run is already in progress.")};
    if (ticket.workspace != m_workspace || ticket.argv.isEmpty())
        return Error{Error::Code::Usage, tr("Not running: the ticket is not for the workspace %1.").arg(m_workspace)};
    const QStringList argv = ticket.argv;
    const QMap<QString, QString> env = ticket.env;
    m_outputDir = ticket.outputDir;
    // Only now, after approval: the output folder and the log.
    if (!QDir().mkpath(m_outputDir))
        return Error{Error::Code::WriteFailed, tr("Could not create the output folder %1.").arg(m_outputDir)};
    QDir().mkpath(m_workspace + u"/logs"_s);
    // A name no other run has, whatever the clock does: a run started in the same second (or
    // under a clock stepped back) gets the next free suffix, and the file is created exclusively.
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    m_runName = u"run-"_s + stamp;
    for (int n = 2; QFileInfo::exists(m_workspace + u"/logs/"_s + m_runName + u".log"_s); ++n)
        m_runName = u"run-%1-%2"_s.arg(stamp).arg(n);
    m_logPath = m_workspace + u"/logs/"_s + m_runName + u".log"_s;
    m_logFile.setFileName(m_logPath);
    if (!m_logFile.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return Error{Error::Code::WriteFailed, tr("Could not create the log %1: %2").arg(m_logPath, m_logFile.errorString())};

    m_manifest = ticket.manifest;
    m_result = JobResult();
    m_result.logPath = m_logPath;
    m_result.startedAt = QDateTime::currentDateTimeUtc();
    m_log = LogAnalyzer();
    m_splitter = LineSplitter();
    m_pendingLog.clear();
    m_redactor = SecretRedactor::fromEnvironment(QProcessEnvironment::systemEnvironment());
    m_cancelled = false;
    m_running = true;
    m_clock.start();
    // The manifest says "running" while it runs, so a crash of the app leaves a truthful record.
    // Who runs it is recorded too (host and PID of this process): a manifest left "running" by
    // a process that died is told from a live run, and is never run a second time.
    const Json running = RunRecorder::running(m_manifest, m_result.startedAt, m_logPath);
    if (Status saved = Workspace::saveArtifact(m_workspace, ArtifactKind::Manifest, running); !saved) {
        m_running = false;
        m_logFile.close();
        return Error{saved.error().code, tr("Not running: %1").arg(saved.error().message)};
    }
    m_manifest = running;
    m_runner->start(argv, env);
    return {};
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

void PtqJob::onOutput(const QByteArray &bytes)
{
    // The file keeps every byte as it came, except secrets: a token is never split by a line
    // end, so complete lines are redacted and written, and an unfinished one is held back
    // (up to LineSplitter's line limit).
    m_pendingLog += bytes;
    const qsizetype end = std::max(m_pendingLog.lastIndexOf('\n'), m_pendingLog.lastIndexOf('\r'));
    if (end >= 0 || m_pendingLog.size() > LineSplitter::kMaxLine) {
        const qsizetype take = end >= 0 ? end + 1 : m_pendingLog.size();
        m_logFile.write(m_redactor.redact(m_pendingLog.left(take)));
        m_logFile.flush();
        m_pendingLog.remove(0, take);
    }
    QList<QByteArray> raw = m_splitter.push(bytes);
    if (raw.isEmpty())
        return;
    for (QByteArray &line : raw) // the view and the diagnostics see what the file sees
        line = m_redactor.redact(line);
    const RunStage before = m_log.stage();
    const QList<LogLine> lines = m_log.feedRaw(raw, m_clock.elapsed());
    if (!lines.isEmpty())
        emit linesReceived(lines);
    if (m_log.stage() != before)
        emit stageChanged(m_log.stage());
}

void PtqJob::onExited(int exitCode, int signal)
{
    if (!m_running)
        return;
    if (!m_pendingLog.isEmpty()) {
        m_logFile.write(m_redactor.redact(m_pendingLog));
        m_pendingLog.clear();
    }
    const QByteArray rest = m_redactor.redact(m_splitter.flush());
    if (!rest.isEmpty()) {
        LogLine line = LogAnalyzer::parseLine(rest);
        m_log.feed(line, m_clock.elapsed());
        emit linesReceived({line});
    }
    m_log.finish(m_clock.elapsed());
    m_logFile.close();
    m_result.exitCode = exitCode;
    m_result.signal = signal;
    m_result.finishedAt = QDateTime::currentDateTimeUtc();
    m_result.exportCompleted = m_log.exportCompleted();
    m_result.perplexity = m_log.perplexity();
    // Verify whatever the exit code says: headers only, but many shards: off this thread.
    const QString dir = m_outputDir;
    const Json plan = [&] {
        Result<LoadedDocument> p = ArtifactIo::load(m_workspace + u"/quant_plan.json"_s);
        return p ? p->json : Json();
    }();
    qint64 sourceBytes = 0;
    if (Result<LoadedDocument> a = ArtifactIo::load(m_workspace + u"/model_analysis.json"_s); a) {
        const Json bytes = a->json["model"].value("weight_bytes", Json());
        sourceBytes = bytes.is_number_integer() ? bytes.get<qint64>() : 0;
    }
    auto *watcher = new QFutureWatcher<VerificationReport>(this);
    connect(watcher, &QFutureWatcher<VerificationReport>::finished, this, [this, watcher] {
        JobResult result = m_result;
        result.verification = watcher->result();
        watcher->deleteLater();
        complete(std::move(result));
    });
    watcher->setFuture(QtConcurrent::run([dir, plan, sourceBytes] { return OutputVerifier::verify(dir, plan, sourceBytes); }));
}

void PtqJob::complete(JobResult result)
{
    const QString verdict = result.verification.verdict;
    if (m_cancelled)
        result.status = u"cancelled"_s;
    else if (!result.startMessage.isEmpty() || result.signal != 0)
        result.status = u"failed"_s;
    else if (verdict == u"complete"_s && result.exitCode == 0)
        result.status = u"succeeded"_s;
    else if (verdict == u"complete"_s || (verdict == u"partial"_s && result.exportCompleted))
        result.status = u"partial"_s; // e.g. a complete export whose evaluation failed: said as such
    else
        result.status = u"failed"_s; // exit 0 with missing files is never success
    Troubleshooter::diagnose(result, m_log, Troubleshooter::Context::fromManifest(m_manifest));
    if (result.status != u"succeeded"_s) {
        QDir().mkpath(m_workspace + u"/diagnostics"_s);
        const QString path = m_workspace + u"/diagnostics/"_s + m_runName + u".json"_s;
        if (Status saved = ArtifactIo::save(path, RunRecorder::diagnostics(m_manifest, result, m_log, m_workspace)); saved)
            result.diagnosticsPath = path;
        else
            result.recordErrors.append(saved.error().message);
    }
    m_running = false;

    // Every write of the outcome is checked; a failure is said (the log is already on disk) and
    // the previous file stays as it was.
    const Json updated = RunRecorder::recordResult(m_manifest, result);
    if (Status saved = Workspace::saveArtifact(m_workspace, ArtifactKind::Manifest, updated); !saved)
        result.recordErrors.append(saved.error().message);
    QDir().mkpath(m_workspace + u"/history"_s);
    if (Status saved = ArtifactIo::save(m_workspace + u"/history/"_s + m_runName + u"-run_manifest.yaml"_s, updated); !saved)
        result.recordErrors.append(saved.error().message);
    m_result = result;
    emit finished(result);
}

} // namespace ptq
