#include "run/runrecorder.h"

#include "artifacts/runmanifest.h"
#include "command/approval.h"
#include "process/secretredactor.h"
#include "source/hubclient.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QSysInfo>

#include <sys/statvfs.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

Json RunRecorder::withGpuMemory(const Json &manifest, const GpuMemoryRecord &gpuMemory)
{
    if (!manifest.is_object())
        return manifest;
    Json m = manifest;
    if (!m.contains("outputs") || !m["outputs"].is_object())
        return manifest; // not a manifest this app wrote: left as it is
    m["outputs"]["gpu_memory"] = gpuMemory.toJson();
    return m;
}

Json RunRecorder::running(const Json &manifest, const QDateTime &startedAt, const QString &logPath)
{
    Result<RunManifest> m = RunManifest::fromJson(manifest);
    if (!m)
        return manifest;
    m->run.status = RunStatus::Running;
    m->run.startedAt = startedAt;
    m->run.logPath = logPath;
    m->run.runner = RunnerRecord{QSysInfo::machineHostName(), QCoreApplication::applicationPid(), std::nullopt};
    m->updatedAt = startedAt;
    return m->toJson();
}

Json RunRecorder::withProcessGroup(const Json &manifest, qint64 processGroup)
{
    Result<RunManifest> m = RunManifest::fromJson(manifest);
    if (!m || !m->run.runner)
        return manifest;
    m->run.runner->processGroup = processGroup;
    return m->toJson();
}

Json RunRecorder::withJob(const Json &manifest, const Json &job)
{
    Json out = manifest;
    if (Json *run = findRunStep(out))
        (*run)["job"] = job;
    return out;
}

Json RunRecorder::recordResult(const Json &manifest, const JobResult &r)
{
    Result<RunManifest> m = RunManifest::fromJson(manifest);
    if (!m)
        return manifest;
    RunStepRecord &run = m->run; // command, argv, env and output_dir stay exactly as approved
    run.status = hasEnded(r.status) ? r.status : RunStatus::Failed;
    run.startedAt = r.startedAt;
    run.finishedAt = r.finishedAt;
    run.exitCode = r.exitCode >= 0 && r.signal == 0 ? std::optional<int>(r.exitCode) : std::nullopt;
    run.signal = r.signal ? std::optional<int>(r.signal) : std::nullopt;
    run.logPath = r.logPath;
    if (!r.diagnosticsPath.isEmpty())
        run.diagnosticsPath = r.diagnosticsPath;
    if (!r.timeoutNote.isEmpty())
        run.cancelReason = r.timeoutNote;
    if (r.failureClass)
        run.diagnosis = DiagnosisRecord{failureClassName(*r.failureClass), r.failureCause, r.failedStage, r.evidence, r.suggestions,
                                        r.cachedCalibrationDatasets};
    const VerificationReport &v = r.verification;
    if (!v.verdict) {
        // Nothing was verified (a remote run that never started there): no verdict, nothing observed.
        m->observed = Json();
        m->verification = Json();
        m->updatedAt = r.finishedAt;
        return m->toJson();
    }
    m->observed = {{"files", toJsonArray(v.files)},
                   {"total_bytes", v.totalBytes},
                   {"shards", v.shards},
                   {"format", "safetensors (quark, real_quantized)"},
                   {"quantization_config", v.quantizationConfig},
                   {"perplexity", r.perplexity ? Json(*r.perplexity) : Json(nullptr)}};
    m->verification = v.toJson();
    m->updatedAt = r.finishedAt;
    return m->toJson();
}

Json RunRecorder::diagnostics(const Json &manifest, const JobResult &r, const LogAnalyzer &log, const QString &workspace)
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
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    const RunStepRecord run = typed ? typed->run : RunStepRecord();
    const std::string outputDir = run.outputDir.toStdString();
    const Json traceback = toJsonArray(log.traceback());
    const Json evidence = toJsonArray(r.evidence);
    const Json suggestions = toJsonArray(r.suggestions);
    const std::optional<GpuMemoryRecord> gpuMemory = typed ? typed->gpuMemory() : std::nullopt; // the peaks of a run that ran out of memory
    const ManifestEnvironment environment = typed ? typed->environment() : ManifestEnvironment();
    // An environment echoed into a bundle meant for sharing: values of secret-looking names and
    // any known or token-shaped secret are redacted (a hand-edited manifest may carry one).
    const SecretRedactor redactor = HubSettings::secretRedactor(QProcessEnvironment::systemEnvironment());
    auto redacted = [&](const QString &value) { return Json(redactor.redact(value.toUtf8()).toStdString()); };
    Json env = Json::object();
    for (auto it = run.env.cbegin(); it != run.env.cend(); ++it) {
        const QString upper = it.key().toUpper();
        const bool secretName = upper.contains(u"TOKEN"_s) || upper.contains(u"SECRET"_s) || upper.contains(u"PASSWORD"_s)
            || upper.endsWith(u"_KEY"_s);
        env[it.key().toStdString()] =
            secretName ? Json(std::string(SecretRedactor::kReplacement.data(), SecretRedactor::kReplacement.size())) : redacted(it.value());
    }
    Json argv = Json::array();
    for (const QString &a : run.argv)
        argv.push_back(redacted(a));
    return Json{{"command", typed ? redacted(run.command) : Json()},
                {"argv", argv},
                {"env", env},
                {"status", statusName(r.status).toStdString()},
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
                 {{"class", r.failureClass ? failureClassName(*r.failureClass).toStdString() : std::string()},
                  {"cause", r.failureCause.toStdString()},
                  {"failed_stage", r.failedStage.isEmpty() ? Json(nullptr) : Json(r.failedStage.toStdString())},
                  {"evidence", evidence},
                  {"suggestions", suggestions}}},
                {"versions", environment.versionsRecord},
                {"gpus", environment.gpusRecord},
                {"gpu_memory", gpuMemory ? gpuMemory->toJson() : Json(nullptr)},
                {"host_memory", memory},
                {"disk_free_bytes",
                 {{"output_dir", freeBytes(QString::fromStdString(outputDir))}, {"workspace", freeBytes(workspace)}}},
                {"log_path", r.logPath.toStdString()},
                {"verification", r.verification.toJson()}};
}

} // namespace ptq
