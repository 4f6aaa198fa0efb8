#include "artifacts/runmanifest.h"

#include "localtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

template <typename E, std::size_t N>
QString nameOf(E value, const std::array<std::pair<E, const char *>, N> &names)
{
    for (const auto &[v, n] : names) {
        if (v == value)
            return QString::fromLatin1(n);
    }
    return {};
}

template <typename E, std::size_t N>
std::optional<E> parse(const QString &name, const std::array<std::pair<E, const char *>, N> &names)
{
    for (const auto &[v, n] : names) {
        if (name == QLatin1StringView(n))
            return v;
    }
    return std::nullopt;
}

constexpr std::array<std::pair<RunStatus, const char *>, 7> kRunStatus{{{RunStatus::Pending, "pending"},
                                                                        {RunStatus::Running, "running"},
                                                                        {RunStatus::Succeeded, "succeeded"},
                                                                        {RunStatus::Failed, "failed"},
                                                                        {RunStatus::Cancelled, "cancelled"},
                                                                        {RunStatus::Partial, "partial"},
                                                                        {RunStatus::Interrupted, "interrupted"}}};
constexpr std::array<std::pair<ApprovalStatus, const char *>, 3> kApproval{
    {{ApprovalStatus::Pending, "pending"}, {ApprovalStatus::Approved, "approved"}, {ApprovalStatus::Voided, "voided"}}};
constexpr std::array<std::pair<CheckpointStatus, const char *>, 6> kCheckpoint{{{CheckpointStatus::Pending, "pending"},
                                                                                {CheckpointStatus::Confirmed, "confirmed"},
                                                                                {CheckpointStatus::Approved, "approved"},
                                                                                {CheckpointStatus::Accepted, "accepted"},
                                                                                {CheckpointStatus::Declined, "declined"},
                                                                                {CheckpointStatus::Voided, "voided"}}};
constexpr std::array<std::pair<Verdict, const char *>, 3> kVerdict{
    {{Verdict::Complete, "complete"}, {Verdict::Partial, "partial"}, {Verdict::Failed, "failed"}}};
constexpr std::array<std::pair<CheckStatus, const char *>, 4> kCheckStatus{
    {{CheckStatus::Pass, "pass"}, {CheckStatus::Warn, "warn"}, {CheckStatus::Fail, "fail"}, {CheckStatus::Info, "info"}}};
constexpr std::array<std::pair<FailureClass, const char *>, 9> kFailure{{{FailureClass::Environment, "environment"},
                                                                        {FailureClass::Data, "data"},
                                                                        {FailureClass::Load, "load"},
                                                                        {FailureClass::Compatibility, "compatibility"},
                                                                        {FailureClass::Memory, "memory"},
                                                                        {FailureClass::Configuration, "configuration"},
                                                                        {FailureClass::Quantization, "quantization"},
                                                                        {FailureClass::Export, "export"},
                                                                        {FailureClass::Evaluation, "evaluation"}}};

std::optional<QDateTime> time(const Json &object, const char *key)
{
    const QString text = jsonString(object, key);
    if (text.isEmpty())
        return std::nullopt;
    const QDateTime t = QDateTime::fromString(text, Qt::ISODate);
    return t.isValid() ? std::optional<QDateTime>(t) : std::nullopt;
}

Json timeJson(const std::optional<QDateTime> &t)
{
    return t ? Json(t->toUTC().toString(Qt::ISODate).toStdString()) : Json(nullptr);
}

std::optional<int> integer(const Json &object, const char *key)
{
    const Json &v = jsonField(object, key);
    return v.is_number_integer() ? std::optional<int>(v.get<int>()) : std::nullopt;
}

QStringList strings(const Json &array)
{
    QStringList list;
    if (array.is_array()) {
        for (const Json &v : array)
            list.append(v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString::fromStdString(v.dump()));
    }
    return list;
}

Error malformed(const QString &what)
{
    return Error{Error::Code::Invalid, QCoreApplication::translate("RunManifest", "The manifest is not well formed: %1.").arg(what)};
}

} // namespace

QString statusName(RunStatus s) { return nameOf(s, kRunStatus); }
QString statusName(ApprovalStatus s) { return nameOf(s, kApproval); }
QString statusName(CheckpointStatus s) { return nameOf(s, kCheckpoint); }
QString verdictName(Verdict v) { return nameOf(v, kVerdict); }
QString checkStatusName(CheckStatus s) { return nameOf(s, kCheckStatus); }
QString failureClassName(FailureClass c) { return nameOf(c, kFailure); }
std::optional<RunStatus> parseRunStatus(const QString &name) { return parse(name, kRunStatus); }
std::optional<ApprovalStatus> parseApprovalStatus(const QString &name) { return parse(name, kApproval); }
std::optional<CheckpointStatus> parseCheckpointStatus(const QString &name) { return parse(name, kCheckpoint); }
std::optional<Verdict> parseVerdict(const QString &name) { return parse(name, kVerdict); }
std::optional<CheckStatus> parseCheckStatus(const QString &name) { return parse(name, kCheckStatus); }
std::optional<FailureClass> parseFailureClass(const QString &name) { return parse(name, kFailure); }

bool hasEnded(RunStatus s)
{
    return s != RunStatus::Pending && s != RunStatus::Running;
}

std::optional<ManifestTarget> ManifestTarget::fromRecord(const Json &record)
{
    if (!record.is_object())
        return std::nullopt;
    ManifestTarget t;
    t.kind = jsonString(record, "kind");
    t.name = jsonString(record, "name");
    t.profile = jsonField(record, "profile");
    t.host = jsonString(t.profile, "host");
    t.remoteWorkspace = jsonString(t.profile, "remote_workspace");
    t.runId = jsonString(record, "run_id");
    t.runDir = jsonString(record, "run_dir");
    t.scriptName = jsonString(record, "script_name");
    t.script = jsonString(record, "script");
    t.modelCopy = jsonField(record, "model_copy");
    const Json &slurm = jsonField(t.profile, "slurm");
    const Json &limit = jsonField(slurm, "time_limit_minutes");
    t.slurmTimeLimitMinutes = limit.is_number_integer() ? limit.get<int>() : 0;
    t.slurmMemory = jsonString(slurm, "memory");
    t.record = record;
    return t;
}

namespace {

/// The string members of @p object by name (others are skipped).
QMap<QString, QString> stringMap(const Json &object)
{
    QMap<QString, QString> map;
    if (object.is_object())
        for (const auto &[k, v] : object.items())
            if (v.is_string())
                map.insert(QString::fromStdString(k), QString::fromStdString(v.get<std::string>()));
    return map;
}

} // namespace

ManifestEnvironment ManifestEnvironment::fromRecord(const Json &record)
{
    ManifestEnvironment e;
    if (!record.is_object())
        return e;
    e.python = jsonString(record, "python");
    e.quarkCli = jsonString(record, "quark_cli");
    if (record.contains("accelerator_available")) {
        const Json &available = record["accelerator_available"];
        e.acceleratorAvailable = available.is_boolean() && available.get<bool>();
    }
    e.versionsRecord = record.value("versions", Json::object());
    e.gpusRecord = record.value("gpus", Json::array());
    e.gpuCount = e.gpusRecord.is_array() ? int(e.gpusRecord.size()) : 0;
    const QMap<QString, QString> versions = stringMap(e.versionsRecord);
    auto version = [&versions](const QString &tool) {
        const auto it = versions.constFind(tool);
        return it != versions.cend() ? std::optional<QString>(*it) : std::nullopt;
    };
    e.torchVersion = version(u"torch"_s);
    e.torchCuda = version(u"torch_cuda"_s);
    e.torchHip = version(u"torch_hip"_s);
    e.quarkVersion = version(u"amd_quark"_s).value_or(QString());
    e.variables = stringMap(jsonField(record, "variables"));
    return e;
}

JobRecord JobRecord::make(const Json &attachment, const QString &phase, const QString &detail, const QDateTime &at)
{
    Json record = attachment.is_object() ? attachment : Json::object();
    record["phase"] = phase.toStdString();
    record["detail"] = detail.toStdString();
    record["updated_at"] = at.toUTC().toString(Qt::ISODate).toStdString();
    return *fromJson(record);
}

std::optional<JobRecord> JobRecord::fromJson(const Json &record)
{
    if (!record.is_object())
        return std::nullopt;
    JobRecord r;
    r.m_document = record;
    r.phase = jsonString(record, "phase");
    r.detail = jsonString(record, "detail");
    r.updatedAt = jsonString(record, "updated_at");
    if (const Json &offset = jsonField(record, "log_offset"); offset.is_number_integer())
        r.logOffset = offset.get<qint64>();
    r.state = jsonString(record, "state");
    r.jobId = jsonString(record, "job_id");
    r.node = jsonString(record, "node");
    r.target = jsonString(record, "target");
    r.host = jsonString(record, "host");
    r.runDir = jsonString(record, "run_dir");
    if (const Json &pid = jsonField(record, "pid"); pid.is_number_integer())
        r.pid = pid.get<qint64>();
    return r;
}

std::optional<JobRecord> JobRecord::ofManifest(const Json &manifest)
{
    const Json *run = findRunStep(manifest);
    return run ? fromJson(jsonField(*run, "job")) : std::nullopt;
}

Json JobRecord::toJson() const
{
    // Only what the record had, or what was set: a record read and written unchanged is the same.
    Json record = m_document;
    auto put = [&record](const char *key, const QString &value) {
        if (!value.isEmpty() || record.contains(key))
            record[key] = value.toStdString();
    };
    put("phase", phase);
    put("detail", detail);
    put("updated_at", updatedAt);
    if (logOffset)
        record["log_offset"] = *logOffset;
    return record;
}

Json GpuMemoryRecord::toJson() const
{
    auto bytes = [](qint64 mib) { return mib >= 0 ? Json(mib * kMiB) : Json(nullptr); };
    Json list = Json::array();
    for (const GpuPeak &g : gpus) {
        list.push_back({{"index", g.index},
                        {"name", g.name.isEmpty() ? Json(nullptr) : Json(g.name.toStdString())},
                        {"peak_used_bytes", bytes(g.peakUsedMiB)},
                        {"total_bytes", bytes(g.totalMiB)},
                        {"peak_at_ms", g.peakAtMs >= 0 ? Json(g.peakAtMs) : Json(nullptr)}});
    }
    return Json{{"samples_path", samplesPath.isEmpty() ? Json(nullptr) : Json(samplesPath.toStdString())},
                {"tool", tool.isEmpty() ? Json(nullptr) : Json(tool.toStdString())},
                {"samples", samples},
                {"gpus", list}};
}

std::optional<GpuMemoryRecord> GpuMemoryRecord::fromManifest(const Json &manifest)
{
    return fromRecord(jsonField(jsonField(manifest, "outputs"), "gpu_memory"));
}

std::optional<GpuMemoryRecord> GpuMemoryRecord::fromRecord(const Json &g)
{
    if (!g.is_object())
        return std::nullopt;
    auto text = [](const Json &object, const char *key) {
        const auto it = object.find(key);
        return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
    };
    auto number = [](const Json &object, const char *key) -> qint64 {
        const auto it = object.find(key);
        return it != object.end() && it->is_number_integer() && it->get<qint64>() >= 0 ? it->get<qint64>() : -1;
    };
    GpuMemoryRecord r;
    r.samplesPath = text(g, "samples_path");
    r.tool = text(g, "tool");
    r.samples = std::max<qint64>(number(g, "samples"), 0);
    if (const auto list = g.find("gpus"); list != g.end() && list->is_array()) {
        for (const Json &gpu : *list) {
            if (!gpu.is_object() || number(gpu, "index") < 0)
                continue;
            GpuPeak p;
            p.index = int(std::min<qint64>(number(gpu, "index"), 4095));
            p.name = text(gpu, "name");
            const qint64 peak = number(gpu, "peak_used_bytes");
            const qint64 total = number(gpu, "total_bytes");
            p.peakUsedMiB = peak >= 0 ? peak / kMiB : -1;
            p.totalMiB = total >= 0 ? total / kMiB : -1;
            p.peakAtMs = number(gpu, "peak_at_ms");
            r.gpus.append(p);
        }
    }
    return r;
}

namespace {

bool isCheckStep(const Json &step)
{
    return step.is_object() && jsonString(step, "kind") == u"validate"_s;
}

} // namespace

Json *findCheckStep(Json &manifest, const QString &name)
{
    if (!manifest.is_object() || !manifest.contains("steps") || !manifest["steps"].is_array())
        return nullptr;
    for (Json &step : manifest["steps"])
        if (isCheckStep(step) && jsonString(step, "name") == name)
            return &step;
    return nullptr;
}

const Json *findRunStep(const Json &manifest)
{
    if (!manifest.is_object())
        return nullptr;
    auto steps = manifest.find("steps");
    if (steps == manifest.end() || !steps->is_array())
        return nullptr;
    for (const Json &step : *steps) {
        if (step.is_object() && step.value("kind", std::string()) == "run")
            return &step;
    }
    return nullptr;
}

Json *findRunStep(Json &manifest)
{
    return const_cast<Json *>(findRunStep(std::as_const(manifest)));
}

Result<RunManifest> RunManifest::fromJson(const Json &document)
{
    if (!document.is_object())
        return malformed(u"not a mapping"_s);
    RunManifest m;
    m.m_document = document;
    const Json &inputs = jsonField(document, "inputs");
    m.model = jsonString(inputs, "model");
    m.workspace = jsonString(inputs, "workspace");
    m.analysisSha256 = jsonString(jsonField(inputs, "analysis"), "sha256").toLatin1();
    m.planSha256 = jsonString(jsonField(inputs, "plan"), "sha256").toLatin1();
    const Json &outputs = jsonField(document, "outputs");
    m.outputDir = jsonString(outputs, "output_dir");
    m.observed = jsonField(outputs, "observed");
    m.verification = jsonField(outputs, "verification");
    for (const Json &cp : jsonField(document, "checkpoints").is_array() ? jsonField(document, "checkpoints") : Json::array()) {
        CheckpointRecord c;
        c.id = jsonString(cp, "id");
        c.reason = jsonString(cp, "reason");
        c.status = parseCheckpointStatus(jsonString(cp, "status")).value_or(CheckpointStatus::Pending);
        c.at = time(cp, "at");
        c.note = jsonString(cp, "note");
        m.checkpoints.push_back(c);
    }
    m.blockedBy = strings(jsonField(document, "blocked_by"));
    const Json &steps = jsonField(document, "steps");
    const Json *run = nullptr;
    if (steps.is_array()) {
        for (const Json &step : steps) {
            if (jsonString(step, "kind") == u"run"_s) {
                run = &step;
                break;
            }
        }
    }
    if (!run)
        return malformed(u"no run step"_s);
    RunStepRecord &r = m.run;
    r.name = jsonString(*run, "name");
    r.command = jsonString(*run, "command");
    const Json &argv = jsonField(*run, "argv");
    if (!argv.is_null() && !argv.is_array())
        return malformed(u"the run step's argv is not a list"_s);
    for (const Json &a : argv.is_array() ? argv : Json::array()) {
        if (!a.is_string())
            return malformed(u"an argument of the run step is not a string"_s);
        r.argv.append(QString::fromStdString(a.get<std::string>()));
    }
    const Json &env = jsonField(*run, "env");
    if (env.is_object()) {
        for (const auto &[k, v] : env.items()) {
            if (!v.is_string())
                return malformed(u"the run step's environment variable %1 is not a string"_s.arg(QString::fromStdString(k)));
            r.env.insert(QString::fromStdString(k), QString::fromStdString(v.get<std::string>()));
        }
    }
    r.outputDir = jsonString(*run, "output_dir");
    const QString status = jsonString(*run, "status");
    const std::optional<RunStatus> parsed = parseRunStatus(status.isEmpty() ? u"pending"_s : status);
    if (!parsed)
        return malformed(u"the run step's status \"%1\" is unknown"_s.arg(status));
    r.status = *parsed;
    r.startedAt = time(*run, "started_at");
    r.finishedAt = time(*run, "finished_at");
    r.exitCode = integer(*run, "exit_code");
    r.signal = integer(*run, "signal");
    r.logPath = jsonString(*run, "log_path");
    r.diagnosticsPath = jsonString(*run, "diagnostics_path");
    r.cancelReason = jsonString(*run, "cancel_reason");
    if (const Json &runner = jsonField(*run, "runner"); runner.is_object()) {
        RunnerRecord rr;
        rr.host = jsonString(runner, "host");
        rr.pid = jsonField(runner, "pid").is_number_integer() ? jsonField(runner, "pid").get<qint64>() : 0;
        if (jsonField(runner, "process_group").is_number_integer())
            rr.processGroup = jsonField(runner, "process_group").get<qint64>();
        r.runner = rr;
    }
    if (const Json &d = jsonField(*run, "diagnosis"); d.is_object()) {
        DiagnosisRecord dr;
        dr.failureClass = jsonString(d, "class");
        dr.cause = jsonString(d, "cause");
        dr.failedStage = jsonString(d, "failed_stage");
        dr.evidence = strings(jsonField(d, "evidence"));
        dr.suggestions = strings(jsonField(d, "suggestions"));
        if (const Json &cached = jsonField(d, "cached_calibration_datasets"); cached.is_array())
            dr.cachedCalibrationDatasets = strings(cached);
        r.diagnosis = dr;
    }
    const Json &approval = jsonField(document, "approval");
    m.approval.status = parseApprovalStatus(jsonString(approval, "status")).value_or(ApprovalStatus::Pending);
    m.approval.sha256 = jsonString(approval, "sha256").toLatin1();
    m.approval.at = time(approval, "at");
    m.approval.voidedReason = jsonString(approval, "voided_reason");
    m.updatedAt = time(document, "updated_at");
    m.target = ManifestTarget::fromRecord(jsonField(document, "target"));
    return m;
}

Json RunManifest::toJson() const
{
    // Only what the document had, or what was set: a read-modify-write adds no field of its own.
    Json doc = m_document;
    auto put = [](Json &object, const char *key, const Json &value, bool set) {
        if (set || (object.is_object() && object.contains(key)))
            object[key] = value;
    };
    const Json &inputsBefore = jsonField(m_document, "inputs");
    if (inputsBefore.is_object() || !model.isEmpty() || !workspace.isEmpty() || !analysisSha256.isEmpty() || !planSha256.isEmpty()) {
        Json &inputs = doc["inputs"];
        put(inputs, "model", model.toStdString(), !model.isEmpty());
        put(inputs, "workspace", workspace.toStdString(), !workspace.isEmpty());
        if (!analysisSha256.isEmpty() || jsonField(inputsBefore, "analysis").is_object())
            inputs["analysis"]["sha256"] = analysisSha256.toStdString();
        if (!planSha256.isEmpty() || jsonField(inputsBefore, "plan").is_object())
            inputs["plan"]["sha256"] = planSha256.toStdString();
    }
    if (jsonField(m_document, "outputs").is_object() || !outputDir.isEmpty() || !observed.is_null() || !verification.is_null()) {
        Json &outputs = doc["outputs"];
        put(outputs, "output_dir", outputDir.toStdString(), !outputDir.isEmpty());
        if (!observed.is_null())
            outputs["observed"] = observed;
        else
            outputs.erase("observed");
        if (!verification.is_null())
            outputs["verification"] = verification;
        else
            outputs.erase("verification");
    }
    const Json &before = jsonField(m_document, "checkpoints");
    if (before.is_array() || !checkpoints.empty()) {
        Json cps = Json::array();
        for (std::size_t i = 0; i < checkpoints.size(); ++i) {
            const CheckpointRecord &c = checkpoints[i];
            Json cp = before.is_array() && i < before.size() && jsonString(before[i], "id") == c.id ? before[i] : Json::object();
            cp["id"] = c.id.toStdString();
            cp["reason"] = c.reason.toStdString();
            put(cp, "status", statusName(c.status).toStdString(), c.status != CheckpointStatus::Pending);
            put(cp, "at", timeJson(c.at), c.at.has_value());
            if (!c.note.isEmpty())
                cp["note"] = c.note.toStdString();
            else
                cp.erase("note");
            cps.push_back(cp);
        }
        doc["checkpoints"] = cps;
    }
    put(doc, "blocked_by", toJsonArray(blockedBy), !blockedBy.isEmpty());
    for (Json &step : doc["steps"]) {
        if (jsonString(step, "kind") != u"run"_s)
            continue;
        put(step, "name", run.name.toStdString(), !run.name.isEmpty());
        put(step, "command", run.command.toStdString(), !run.command.isEmpty());
        put(step, "argv", toJsonArray(run.argv), !run.argv.isEmpty());
        // The environment's order as written stays (a map would sort it) unless it changed.
        QMap<QString, QString> envBefore;
        if (const Json &before = jsonField(step, "env"); before.is_object()) {
            for (const auto &[k, v] : before.items())
                envBefore.insert(QString::fromStdString(k), v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString());
        }
        if (envBefore != run.env) {
            Json env = Json::object();
            for (auto it = run.env.cbegin(); it != run.env.cend(); ++it)
                env[it.key().toStdString()] = it.value().toStdString();
            put(step, "env", env, !run.env.isEmpty());
        }
        put(step, "output_dir", run.outputDir.toStdString(), !run.outputDir.isEmpty());
        put(step, "status", statusName(run.status).toStdString(), run.status != RunStatus::Pending);
        put(step, "started_at", timeJson(run.startedAt), run.startedAt.has_value());
        put(step, "finished_at", timeJson(run.finishedAt), run.finishedAt.has_value());
        put(step, "exit_code", run.exitCode ? Json(*run.exitCode) : Json(nullptr), run.exitCode.has_value() || run.finishedAt.has_value());
        put(step, "signal", run.signal ? Json(*run.signal) : Json(nullptr), run.signal.has_value() || run.finishedAt.has_value());
        put(step, "log_path", Json(run.logPath.toStdString()), !run.logPath.isEmpty());
        put(step, "diagnostics_path", Json(run.diagnosticsPath.toStdString()), !run.diagnosticsPath.isEmpty());
        put(step, "cancel_reason", Json(run.cancelReason.toStdString()), !run.cancelReason.isEmpty());
        if (run.runner) {
            step["runner"] = {{"host", run.runner->host.toStdString()},
                              {"pid", run.runner->pid},
                              {"process_group", run.runner->processGroup ? Json(*run.runner->processGroup) : Json(nullptr)}};
        }
        if (run.diagnosis) {
            const DiagnosisRecord &d = *run.diagnosis;
            step["diagnosis"] = {{"class", d.failureClass.toStdString()},
                                 {"cause", d.cause.toStdString()},
                                 {"failed_stage", d.failedStage.isEmpty() ? Json(nullptr) : Json(d.failedStage.toStdString())},
                                 {"evidence", toJsonArray(d.evidence)},
                                 {"suggestions", toJsonArray(d.suggestions)}};
            if (d.cachedCalibrationDatasets)
                step["diagnosis"]["cached_calibration_datasets"] = toJsonArray(*d.cachedCalibrationDatasets);
        }
        break;
    }
    if (jsonField(m_document, "approval").is_object() || approval.status != ApprovalStatus::Pending || !approval.sha256.isEmpty()) {
        Json &a = doc["approval"];
        a["status"] = statusName(approval.status).toStdString();
        a["sha256"] = approval.sha256.isEmpty() ? Json(nullptr) : Json(approval.sha256.toStdString());
        a["at"] = timeJson(approval.at);
        if (!approval.voidedReason.isEmpty())
            a["voided_reason"] = approval.voidedReason.toStdString();
    }
    if (updatedAt)
        doc["updated_at"] = timeJson(updatedAt);
    return doc;
}

QStringList RunManifest::blockingFindings() const
{
    QStringList list;
    const Json &findings = jsonField(jsonField(m_document, "environment"), "findings");
    if (!findings.is_array())
        return list;
    for (const Json &f : findings) {
        if (f.is_object() && jsonField(f, "blocking").is_boolean() && jsonField(f, "blocking").get<bool>())
            list.append(jsonString(f, "id") + u": "_s + jsonString(f, "message"));
    }
    return list;
}

std::optional<Verdict> RunManifest::verdict() const
{
    return parseVerdict(jsonString(verification, "verdict"));
}

QString RunManifest::quarkCli() const
{
    return jsonString(jsonField(m_document, "environment"), "quark_cli");
}

QStringList RunManifest::stepNames() const
{
    QStringList names;
    const Json &steps = jsonField(m_document, "steps");
    if (steps.is_array())
        for (const Json &step : steps)
            names.append(jsonString(step, "name"));
    return names;
}

namespace {

CheckStepRecord checkStepOf(const Json &step)
{
    CheckStepRecord r;
    r.name = jsonString(step, "name");
    r.argv = strings(jsonField(step, "argv"));
    r.env = stringMap(jsonField(step, "env"));
    r.statusWord = jsonString(step, "status");
    if (r.statusWord.isEmpty())
        r.statusWord = u"pending"_s;
    r.status = parseRunStatus(r.statusWord);
    r.scriptSha256 = jsonString(step, "script_sha256").toLatin1();
    r.hasArgv = step.contains("argv");
    return r;
}

} // namespace

std::optional<CheckStepRecord> RunManifest::checkStep(const QString &name) const
{
    const Json &steps = jsonField(m_document, "steps");
    for (const Json &step : steps.is_array() ? steps : Json::array())
        if (isCheckStep(step) && jsonString(step, "name") == name)
            return checkStepOf(step);
    return std::nullopt;
}

QList<CheckStepRecord> RunManifest::checkSteps() const
{
    QList<CheckStepRecord> list;
    const Json &steps = jsonField(m_document, "steps");
    for (const Json &step : steps.is_array() ? steps : Json::array())
        if (isCheckStep(step))
            list.append(checkStepOf(step));
    return list;
}

std::optional<JobRecord> RunManifest::job() const
{
    return JobRecord::ofManifest(m_document);
}

QString RunManifest::quarkVersion() const
{
    return jsonString(jsonField(jsonField(m_document, "environment"), "versions"), "amd_quark");
}

QString RunManifest::version(const char *tool) const
{
    const Json &environment = jsonField(m_document, "environment");
    const QString v = jsonString(jsonField(environment, "versions"), tool);
    return v.isEmpty() ? jsonString(environment, tool) : v;
}

QString RunManifest::modelCommit() const
{
    return jsonString(jsonField(m_document, "inputs"), "commit");
}

QString RunManifest::modelRevision() const
{
    const QString commit = modelCommit();
    return commit.isEmpty() ? jsonString(jsonField(m_document, "inputs"), "revision") : commit;
}

QList<RunManifest::RecordedCheck> RunManifest::verificationChecks() const
{
    QList<RecordedCheck> checks;
    const Json &list = jsonField(verification, "checks");
    if (list.is_array())
        for (const Json &c : list)
            if (c.is_object())
                checks.append({jsonString(c, "check"), jsonString(c, "status"), LocalText::show(c, "detail")});
    return checks;
}

QStringList RunManifest::pendingChecks() const
{
    QStringList names;
    const Json &steps = jsonField(m_document, "steps");
    if (steps.is_array())
        for (const Json &step : steps)
            if (isCheckStep(step) && step.value("status", std::string("pending")) == "pending")
                names.append(jsonString(step, "name"));
    return names;
}

void RunManifest::takeCheckSteps(const RunManifest &from)
{
    const Json &theirs = jsonField(from.m_document, "steps");
    if (!theirs.is_array() || !m_document.contains("steps") || !m_document["steps"].is_array())
        return;
    for (const Json &step : theirs) {
        if (!isCheckStep(step))
            continue;
        for (Json &mine : m_document["steps"])
            if (isCheckStep(mine) && jsonString(mine, "name") == jsonString(step, "name"))
                mine = step;
    }
}

qint64 RunManifest::outputBytesEstimate() const
{
    const Json &gib = jsonField(jsonField(m_document, "resources"), "output_gib");
    return gib.is_number() ? qint64(gib.get<double>() * 1024 * 1024 * 1024) : 0;
}

ObservedOutputs RunManifest::observedOutputs() const
{
    ObservedOutputs o;
    o.files = strings(jsonField(observed, "files"));
    if (const Json &bytes = jsonField(observed, "total_bytes"); bytes.is_number_integer())
        o.totalBytes = bytes.get<qint64>();
    if (const Json &shards = jsonField(observed, "shards"); shards.is_number_integer())
        o.shards = shards.get<int>();
    if (const Json &ppl = jsonField(observed, "perplexity"); ppl.is_number())
        o.perplexity = ppl.get<double>();
    if (const Json &sums = jsonField(observed, "sha256"); sums.is_object()) {
        for (const auto &[file, digest] : sums.items())
            if (digest.is_string())
                o.sha256.insert(QString::fromStdString(file), QString::fromStdString(digest.get<std::string>()));
    }
    o.sha256At = jsonString(observed, "sha256_at");
    return o;
}

std::optional<qint64> RunManifest::verifiedBytes() const
{
    const Json &bytes = jsonField(verification, "total_bytes");
    return bytes.is_number_integer() ? std::optional(bytes.get<qint64>()) : std::nullopt;
}

std::pair<double, double> RunManifest::estimatedMinutes() const
{
    const Json &minutes = jsonField(jsonField(m_document, "resources"), "time_minutes");
    const Json &low = jsonField(minutes, "low");
    const Json &high = jsonField(minutes, "high");
    return {low.is_number() ? low.get<double>() : 0, high.is_number() ? high.get<double>() : 0};
}

bool RunManifest::published() const
{
    return jsonString(jsonField(jsonField(m_document, "outputs"), "publish"), "status") == u"published"_s;
}

std::optional<QString> RunManifest::modelCardPath() const
{
    const Json &card = jsonField(jsonField(m_document, "outputs"), "model_card");
    return card.is_object() ? std::optional(jsonString(card, "path")) : std::nullopt;
}

CheckpointRecord *RunManifest::checkpoint(const QString &id)
{
    for (CheckpointRecord &c : checkpoints) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const CheckpointRecord *RunManifest::checkpoint(const QString &id) const
{
    return const_cast<RunManifest *>(this)->checkpoint(id);
}

} // namespace ptq
