#include "run/ptqjob.h"

#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "command/approval.h"

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

// ---- LocalProcessRunner -------------------------------------------------------------------

LocalProcessRunner::LocalProcessRunner(QObject *parent)
    : JobRunner(parent), m_process(new QProcess(this)), m_killTimer(new QTimer(this))
{
    m_killTimer->setSingleShot(true);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    // Its own process group, so cancel reaches the workers quark-cli and torch start too; and it
    // dies with us (parent-death signal), so a killed ptq-studio leaves no quark-cli behind.
    m_process->setChildProcessModifier([parent = ::getpid()] {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) // the parent died before prctl took effect
            ::_exit(127);
    });
    connect(m_process, &QProcess::started, this, [this] { m_group = int(m_process->processId()); });
    connect(m_process, &QProcess::started, this, &JobRunner::started);
    connect(m_process, &QProcess::readyRead, this, [this] { emit output(m_process->readAll()); });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            emit failedToStart(m_process->errorString());
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        m_killTimer->stop();
        // The leader is gone; workers it forked (data loaders, compile jobs) go with it: SIGTERM to
        // the group now, SIGKILL to what is left a moment later.
        if (m_group > 0 && ::kill(-pid_t(m_group), SIGTERM) == 0) {
            QTimer::singleShot(kLeftoverGraceMs, this, [this, group = m_group] {
                if (group == m_group) {
                    ::kill(-pid_t(group), SIGKILL);
                    m_group = 0;
                }
            });
        } else {
            m_group = 0; // nobody left in it
        }
        const QByteArray rest = m_process->readAll();
        if (!rest.isEmpty())
            emit output(rest);
        // On Unix Qt reports the terminating signal as the exit code of a crash exit.
        emit exited(status == QProcess::NormalExit ? code : -1, status == QProcess::CrashExit ? code : 0);
    });
    connect(m_killTimer, &QTimer::timeout, this, [this] {
        if (m_process->processId() > 0)
            ::kill(-pid_t(m_process->processId()), SIGKILL);
    });
}

LocalProcessRunner::~LocalProcessRunner()
{
    if (m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        ::kill(-pid_t(m_process->processId()), SIGKILL);
        m_process->waitForFinished(2000); // after SIGKILL: reaping, not waiting on work
    }
    if (m_group > 0)
        ::kill(-pid_t(m_group), SIGKILL); // leftovers of a finished leader whose grace had not passed
}

void LocalProcessRunner::start(const QStringList &argv, const QMap<QString, QString> &envAdditions)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = envAdditions.cbegin(); it != envAdditions.cend(); ++it)
        env.insert(it.key(), it.value());
    m_process->setProcessEnvironment(env);
    m_process->start(argv.value(0), argv.mid(1));
}

void LocalProcessRunner::cancel(int graceMs)
{
    if (m_process->state() == QProcess::NotRunning)
        return;
    ::kill(-pid_t(m_process->processId()), SIGTERM);
    m_killTimer->start(graceMs);
}

qint64 LocalProcessRunner::processId() const
{
    return m_process->processId();
}

// ---- PtqJob -----------------------------------------------------------------------------------

PtqJob::PtqJob(const QString &workspace, JobRunner *runner, QObject *parent)
    : QObject(parent), m_workspace(workspace), m_runner(runner ? runner : new LocalProcessRunner)
{
    m_runner->setParent(nullptr);
    connect(m_runner.get(), &JobRunner::output, this, &PtqJob::onOutput);
    connect(m_runner.get(), &JobRunner::exited, this, &PtqJob::onExited);
    connect(m_runner.get(), &JobRunner::started, this, [this] {
        // The process group goes on record as soon as it exists: whoever finds this manifest
        // "running" later can tell whether quark-cli is still alive.
        if (Json *step = findRunStep(m_manifest); step && step->contains("runner")) {
            (*step)["runner"]["process_group"] = m_runner->processId();
            if (Status saved = Workspace::saveArtifact(m_workspace, ArtifactKind::Manifest, m_manifest); !saved)
                m_result.recordErrors.append(saved.error().message);
        }
    });
    connect(m_runner.get(), &JobRunner::failedToStart, this, [this](const QString &message) {
        m_result.startMessage = message;
        onExited(-1, 0);
    });
}

PtqJob::~PtqJob() = default;

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
    Json running = m_manifest;
    if (Json *step = findRunStep(running)) {
        (*step)["status"] = "running";
        (*step)["started_at"] = m_result.startedAt.toString(Qt::ISODate).toStdString();
        (*step)["log_path"] = m_logPath.toStdString();
        (*step)["runner"] = {{"host", QSysInfo::machineHostName().toStdString()},
                             {"pid", QCoreApplication::applicationPid()},
                             {"process_group", nullptr}};
    }
    running["updated_at"] = m_result.startedAt.toString(Qt::ISODate).toStdString();
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
        if (Status saved = ArtifactIo::save(path, diagnostics(m_manifest, result, m_log, m_workspace)); saved)
            result.diagnosticsPath = path;
        else
            result.recordErrors.append(saved.error().message);
    }
    m_running = false;

    // Every write of the outcome is checked; a failure is said (the log is already on disk) and
    // the previous file stays as it was.
    const Json updated = recordResult(m_manifest, result);
    if (Status saved = Workspace::saveArtifact(m_workspace, ArtifactKind::Manifest, updated); !saved)
        result.recordErrors.append(saved.error().message);
    QDir().mkpath(m_workspace + u"/history"_s);
    if (Status saved = ArtifactIo::save(m_workspace + u"/history/"_s + m_runName + u"-run_manifest.yaml"_s, updated); !saved)
        result.recordErrors.append(saved.error().message);
    m_result = result;
    emit finished(result);
}

Json PtqJob::diagnostics(const Json &manifest, const JobResult &r, const LogAnalyzer &log, const QString &workspace)
{
    auto freeBytes = [](const QString &path) -> Json {
        QString existing = path;
        while (!existing.isEmpty() && !QFileInfo::exists(existing) && existing != u"/"_s)
            existing = QFileInfo(existing).absolutePath();
        struct statvfs fs {};
        if (::statvfs(QFile::encodeName(existing).constData(), &fs) != 0)
            return nullptr;
        return qint64(fs.f_bavail) * qint64(fs.f_frsize);
    };
    Json memory = Json::object();
    QFile meminfo(u"/proc/meminfo"_s);
    if (meminfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : meminfo.readAll().split('\n')) {
            for (const char *key : {"MemTotal", "MemAvailable", "SwapFree"}) {
                if (line.startsWith(QByteArray(key) + ':'))
                    memory[std::string(key) + "_kib"] = line.mid(qstrlen(key) + 1).trimmed().split(' ').value(0).toLongLong();
            }
        }
    }
    const Json *run = findRunStep(manifest);
    const std::string outputDir = run ? run->value("output_dir", std::string()) : std::string();
    const Json traceback = toJsonArray(log.traceback());
    const Json evidence = toJsonArray(r.evidence);
    const Json suggestions = toJsonArray(r.suggestions);
    const Json environment = manifest.value("environment", Json::object());
    // An environment echoed into a bundle meant for sharing: values of secret-looking names and
    // any known or token-shaped secret are redacted (a hand-edited manifest may carry one).
    const SecretRedactor redactor = SecretRedactor::fromEnvironment(QProcessEnvironment::systemEnvironment());
    auto redacted = [&](const Json &value) {
        return value.is_string() ? Json(redactor.redact(QByteArray::fromStdString(value.get<std::string>())).toStdString()) : value;
    };
    Json env = Json::object();
    if (run && run->contains("env") && (*run)["env"].is_object()) {
        for (const auto &[name, value] : (*run)["env"].items()) {
            const QString upper = QString::fromStdString(name).toUpper();
            const bool secretName = upper.contains(u"TOKEN"_s) || upper.contains(u"SECRET"_s) || upper.contains(u"PASSWORD"_s)
                || upper.endsWith(u"_KEY"_s);
            env[name] = secretName ? Json(std::string(SecretRedactor::kReplacement.data(), SecretRedactor::kReplacement.size()))
                                   : redacted(value);
        }
    }
    Json argv = Json::array();
    if (run && run->contains("argv") && (*run)["argv"].is_array()) {
        for (const Json &a : (*run)["argv"])
            argv.push_back(redacted(a));
    }
    return Json{{"command", run ? redacted(run->value("command", Json())) : Json()},
                {"argv", argv},
                {"env", env},
                {"status", r.status.toStdString()},
                {"exit_code", r.signal == 0 && r.exitCode >= 0 ? Json(r.exitCode) : Json(nullptr)},
                {"signal", r.signal ? Json(r.signal) : Json(nullptr)},
                {"started_at", r.startedAt.toString(Qt::ISODate).toStdString()},
                {"finished_at", r.finishedAt.toString(Qt::ISODate).toStdString()},
                {"last_stage", LogAnalyzer::stageName(log.stage()).toStdString()},
                {"exception", log.exception().toStdString()},
                {"traceback", traceback},
                {"warnings", log.warnings()},
                {"errors", log.errors()},
                {"diagnosis",
                 {{"class", r.failureClass.toStdString()},
                  {"cause", r.failureCause.toStdString()},
                  {"failed_stage", r.failedStage.isEmpty() ? Json(nullptr) : Json(r.failedStage.toStdString())},
                  {"evidence", evidence},
                  {"suggestions", suggestions}}},
                {"versions", environment.value("versions", Json::object())},
                {"gpus", environment.value("gpus", Json::array())},
                {"host_memory", memory},
                {"disk_free_bytes",
                 {{"output_dir", freeBytes(QString::fromStdString(outputDir))}, {"workspace", freeBytes(workspace)}}},
                {"log_path", r.logPath.toStdString()},
                {"verification", r.verification.toJson()}};
}

Json PtqJob::recordResult(Json manifest, const JobResult &r)
{
    const std::string finished = r.finishedAt.toString(Qt::ISODate).toStdString();
    for (Json &step : manifest["steps"]) {
        if (step.value("kind", std::string()) != "run")
            continue;
        // command, argv, env and output_dir stay exactly as approved.
        step["status"] = r.status.toStdString();
        step["started_at"] = r.startedAt.toString(Qt::ISODate).toStdString();
        step["finished_at"] = finished;
        step["exit_code"] = r.exitCode >= 0 && r.signal == 0 ? Json(r.exitCode) : Json(nullptr);
        step["signal"] = r.signal ? Json(r.signal) : Json(nullptr);
        step["log_path"] = r.logPath.toStdString();
        if (!r.diagnosticsPath.isEmpty())
            step["diagnostics_path"] = r.diagnosticsPath.toStdString();
        if (!r.timeoutNote.isEmpty())
            step["cancel_reason"] = r.timeoutNote.toStdString();
        if (!r.failureClass.isEmpty()) {
            step["diagnosis"] = {{"class", r.failureClass.toStdString()},
                                 {"cause", r.failureCause.toStdString()},
                                 {"failed_stage", r.failedStage.isEmpty() ? Json(nullptr) : Json(r.failedStage.toStdString())},
                                 {"evidence", toJsonArray(r.evidence)},
                                 {"suggestions", toJsonArray(r.suggestions)}};
        }
    }
    const VerificationReport &v = r.verification;
    Json files = Json::array();
    for (const QString &f : v.files)
        files.push_back(f.toStdString());
    manifest["outputs"]["observed"] = {{"files", files},
                                       {"total_bytes", v.totalBytes},
                                       {"shards", v.shards},
                                       {"format", "safetensors (quark, real_quantized)"},
                                       {"quantization_config", v.quantizationConfig},
                                       {"perplexity", r.perplexity ? Json(*r.perplexity) : Json(nullptr)}};
    manifest["outputs"]["verification"] = v.toJson();
    manifest["updated_at"] = finished;
    return manifest;
}

} // namespace ptq
