#include "handoff/exportchecks.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "command/approval.h"
#include "command/commandline.h"
#include "plan/planner.h"
#include "process/linesplitter.h"
#include "process/secretredactor.h"
#include "process/terminalsanitizer.h"
#include "run/jobrunner.h"
#include "source/hubclient.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLoggingCategory>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTimer>
#include <QtConcurrent>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

Q_LOGGING_CATEGORY(lcChecks, "ptq.handoff.checks")

namespace ptq {

namespace {

constexpr const char *kBaselineStep = ExportChecks::kBaselineStep;
constexpr const char *kLoadCheckStep = ExportChecks::kLoadCheckStep;
constexpr const char *kScriptPath = ExportChecks::kScriptPath;
constexpr const char *kBaselineResult = ExportChecks::kBaselineResult;
constexpr const char *kLoadCheckResult = ExportChecks::kLoadCheckResult;

std::string text(const QString &s)
{
    return s.toStdString();
}

/// A check step's status as the manifest stores it (statusName).
std::string text(RunStatus s)
{
    return statusName(s).toStdString();
}

QString str(const Json &j, const char *key)
{
    return jsonString(j, key);
}

QString optionValue(const QStringList &argv, const QString &option)
{
    const qsizetype at = argv.indexOf(option);
    return at >= 0 && at + 1 < argv.size() ? argv.at(at + 1) : QString();
}

QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

// Now, to the second: what the manifest stores, so that a record reads back equal.
QDateTime nowSeconds()
{
    QDateTime now = QDateTime::currentDateTimeUtc();
    now.setTime(QTime(now.time().hour(), now.time().minute(), now.time().second()));
    return now;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Rules

QString ExportChecks::loadCheckPrompt()
{
    // The same text as PROMPT in resources/python/ptq_checks.py.
    return u"The capital of France is Paris. The capital of Germany is Berlin. The capital of Italy is"_s;
}

double ExportChecks::perplexityResolution(double perplexity, int samples)
{
    if (!std::isfinite(perplexity) || perplexity <= 1.0 || samples < 1)
        return 0.0;
    const double loss = std::log(perplexity);
    const double ulp = std::ldexp(1.0, int(std::floor(std::log2(loss))) - 7);
    return std::expm1(ulp / samples);
}

double ExportChecks::defaultPerplexityRatio(const QString &priority)
{
    return Planner::defaultPerplexityRatio(priority); // one rule: the plan shows the same default
}

double ExportChecks::perplexityThreshold(const PlanDocument &plan, bool *fromPlan)
{
    // The plan's own ratio wins; one the planner filled in from the priority says so (source "priority").
    if (plan.maxPerplexityRatio && *plan.maxPerplexityRatio >= 1.0) {
        if (fromPlan)
            *fromPlan = plan.maxPerplexityRatioSource != u"priority"_s;
        return *plan.maxPerplexityRatio;
    }
    if (fromPlan)
        *fromPlan = false;
    return defaultPerplexityRatio(plan.priority);
}

PerplexityJudgement ExportChecks::judge(std::optional<double> baseline, std::optional<double> quantized, double threshold)
{
    if (!baseline || !quantized || !std::isfinite(*baseline) || !std::isfinite(*quantized) || *baseline <= 0.0
        || *quantized <= 0.0 || !std::isfinite(threshold))
        return PerplexityJudgement::NotMeasured;
    // A ratio printed as the threshold (1.05 for 1.0500000001) is within it.
    return *quantized / *baseline <= threshold + 1e-9 ? PerplexityJudgement::Within : PerplexityJudgement::Exceeds;
}

PerplexityVerdict ExportChecks::verdictOf(std::optional<double> baseline, std::optional<double> quantized, double threshold)
{
    PerplexityVerdict v;
    v.baseline = baseline;
    v.quantized = quantized;
    v.threshold = threshold;
    v.verdict = judge(baseline, quantized, threshold);
    if (v.verdict != PerplexityJudgement::NotMeasured) {
        v.ratio = *quantized / *baseline;
        v.detail = tr("Quantized perplexity %1 is %2× the original's %3 (the plan allows up to %4×).")
                       .arg(*quantized, 0, 'f', 3)
                       .arg(*v.ratio, 0, 'f', 4)
                       .arg(*baseline, 0, 'f', 3)
                       .arg(threshold, 0, 'f', 2);
    } else if (!quantized || !std::isfinite(*quantized)) {
        v.detail = tr("quark-cli printed no perplexity of the quantized model (the run skipped its evaluation, or it failed).");
    } else {
        v.detail = tr("The original model's perplexity was not measured.");
    }
    return v;
}

QByteArray ExportChecks::scriptBytes()
{
    QFile file(u":/python/ptq_checks.py"_s);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray ExportChecks::scriptSha256()
{
    return ArtifactIo::sha256Hex(scriptBytes());
}

QString ExportChecks::pythonFor(const QString &quarkCli)
{
    return QFileInfo(quarkCli).absolutePath() + u"/python"_s;
}

QByteArray ExportChecks::baselineCacheKey(const BaselineKeyInputs &in)
{
    nlohmann::json canonical; // std::map keys: sorted, canonical
    canonical["key"] = 1;
    canonical["model"] = text(in.model);
    canonical["revision"] = text(in.revision);
    canonical["local_hash"] = in.localHash.toStdString();
    canonical["dataset"] = text(in.dataset);
    canonical["seq_len"] = in.seqLen;
    canonical["device"] = text(in.device);
    canonical["dtype"] = text(in.dtype);
    canonical["quark"] = text(in.quarkVersion);
    const std::string bytes = canonical.dump();
    return ArtifactIo::sha256Hex(QByteArray(bytes.data(), qsizetype(bytes.size())));
}

QString ExportChecks::baselineCachePath(const BaselineKeyInputs &in)
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + u"/ptq-studio/baselines/"_s
         + QString::fromLatin1(baselineCacheKey(in)) + u".json"_s;
}

BaselineKeyInputs ExportChecks::baselineKeyInputs(const RunManifest &manifest)
{
    BaselineKeyInputs in;
    const std::optional<CheckStepRecord> baseline = manifest.checkStep(QLatin1String(kBaselineStep));
    const QStringList argv = baseline ? baseline->argv : QStringList();
    in.model = optionValue(argv, u"--model_dir"_s);
    in.dataset = optionValue(argv, u"--dataset"_s);
    in.seqLen = optionValue(argv, u"--seq_len"_s).toInt();
    in.device = optionValue(argv, u"--device"_s);
    in.dtype = u"auto"_s; // quark-cli loads with the config's dtype
    in.quarkVersion = manifest.quarkVersion();
    const QFileInfo folder(in.model);
    if (!in.model.isEmpty() && folder.isDir()) {
        // A local folder: what decides its weights and config, read cheaply (no tensor data).
        QCryptographicHash hash(QCryptographicHash::Sha256);
        const QDir dir(in.model);
        for (const QString &name : {u"config.json"_s, u"model.safetensors.index.json"_s, u"pytorch_model.bin.index.json"_s}) {
            QFile file(dir.filePath(name));
            if (file.open(QIODevice::ReadOnly) && file.size() < 64 * 1024 * 1024) {
                hash.addData(name.toUtf8() + '\0');
                hash.addData(file.readAll());
            }
        }
        for (const QFileInfo &shard : dir.entryInfoList({u"*.safetensors"_s}, QDir::Files, QDir::Name)) {
            hash.addData(shard.fileName().toUtf8() + '\0' + QByteArray::number(shard.size()) + '\0');
            QFile file(shard.filePath());
            if (file.open(QIODevice::ReadOnly)) {
                const QByteArray head = file.read(8);
                if (head.size() == 8) {
                    quint64 n = 0;
                    for (int i = 7; i >= 0; --i)
                        n = (n << 8) | quint8(head[i]);
                    if (n < 100 * 1024 * 1024)
                        hash.addData(file.read(qint64(n))); // the header: names, dtypes, shapes, offsets
                }
            }
        }
        in.localHash = hash.result().toHex();
    } else {
        in.revision = manifest.modelRevision();
    }
    return in;
}

Result<Json> ExportChecks::readCachedBaseline(const QString &path)
{
    if (!QFileInfo::exists(path))
        return Error{Error::Code::NotFound, tr("No cached baseline at %1.").arg(path)};
    Result<QByteArray> bytes = ArtifactIo::readFile(path, 1024 * 1024);
    if (!bytes)
        return bytes.error();
    Result<Json> json = ArtifactIo::parseJson(*bytes, path);
    if (!json)
        return Error{Error::Code::Malformed, tr("The cached baseline %1 is corrupt and was ignored: %2").arg(path, json.error().message)};
    if (!jsonNumber(*json, "perplexity") || *jsonNumber(*json, "perplexity") <= 0.0)
        return Error{Error::Code::Malformed, tr("The cached baseline %1 has no perplexity and was ignored.").arg(path)};
    return json;
}

Status ExportChecks::writeCachedBaseline(const QString &path, const Json &result)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return Error{Error::Code::WriteFailed, tr("Could not create the folder %1.").arg(QFileInfo(path).absolutePath())};
    return ArtifactIo::writeAtomically(path, ArtifactIo::toJsonBytes(result));
}

ChecksEstimate ExportChecks::estimate(qint64 originalBytes, qint64 parameters, bool baseline, bool loadCheck, bool onGpu,
                                      qint64 evalTokens)
{
    ChecksEstimate e;
    if (originalBytes <= 0 || (!baseline && !loadCheck))
        return e;
    if (parameters <= 0)
        parameters = originalBytes / 2;
    const double loadSeconds = double(originalBytes) / 1e9 + 10.0; // ~1 GB/s, plus the Python start
    const double flopsPerSecond = onGpu ? 5e13 : 2e11;
    const double evalSeconds = 2.0 * double(parameters) * double(evalTokens) / flopsPerSecond;
    const double promptSeconds = 2.0 * double(parameters) * 32.0 / flopsPerSecond;
    if (baseline)
        e.baselineSeconds = qint64(std::ceil(loadSeconds + evalSeconds));
    if (loadCheck)
        e.loadCheckSeconds = qint64(std::ceil(2.0 * loadSeconds + 2.0 * promptSeconds));
    e.extraSeconds = e.baselineSeconds + e.loadCheckSeconds;
    // One model at a time; the export, loaded by transformers, is at most the original's size.
    // The evaluation's activations: a 2048-token window's logits and hidden states, ~10 % on top.
    e.peakBytes = originalBytes + originalBytes / 10;
    return e;
}

LoadCheck ExportChecks::loadCheckFromResult(const Json &r)
{
    LoadCheck c;
    c.prompt = loadCheckPrompt();
    c.checkedAt = nowSeconds();
    if (!r.is_object()) {
        c.status = LoadCheckStatus::Failed;
        c.reason = tr("The load check wrote no result.");
        return c;
    }
    if (r.contains("error")) {
        c.status = LoadCheckStatus::Failed;
        c.reason = str(r, "error");
        return c;
    }
    const std::optional<LoadCheckStatus> status = parseLoadCheckStatus(str(r, "status"));
    c.status = status.value_or(LoadCheckStatus::Failed);
    c.reason = str(r, "reason");
    if (!status)
        c.reason = tr("The load check's result has no status.");
    c.missingKeys = toStringList(jsonField(r, "missing_keys"));
    c.unexpectedKeys = toStringList(jsonField(r, "unexpected_keys"));
    c.cosine = jsonNumber(r, "cosine");
    c.cosineAll = jsonNumber(r, "cosine_all");
    c.top1Agreement = jsonNumber(r, "top1_agreement");
    if (const QString prompt = str(r, "prompt"); !prompt.isEmpty())
        c.prompt = prompt;
    return c;
}

Json ExportChecks::withRecords(Json manifest, const std::optional<PerplexityVerdict> &accuracy, const std::optional<LoadCheck> &loadCheck)
{
    if (!manifest.is_object())
        return manifest;
    if (accuracy)
        manifest["outputs"]["accuracy"] = accuracy->toJson();
    if (loadCheck)
        manifest["outputs"]["load_check"] = loadCheck->toJson();
    if (accuracy || loadCheck)
        manifest["updated_at"] = text(nowText());
    return manifest;
}

QString ExportChecks::notRunnableReason(const Json &manifest)
{
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    if (!typed)
        return tr("The manifest cannot be read as a run's manifest (%1): there is no export to check.").arg(typed.error().message);
    return notRunnableReason(*typed);
}

QString ExportChecks::notRunnableReason(const RunManifest &m)
{
    if (m.onTarget())
        return tr("The export checks run only after a run on this machine in this version; this run was on %1.").arg(m.target->name);
    if (!m.checkStep(QLatin1String(kBaselineStep)) && !m.checkStep(QLatin1String(kLoadCheckStep)))
        return tr("The manifest has no export check steps (it was generated before the checks existed, or both were "
                  "turned off): generate the command again to add them.");
    if (m.approval.status != ApprovalStatus::Approved)
        return tr("The command is not approved: the checks run only as part of an approved command.");
    const std::optional<QByteArray> digest = approvalDigestOfManifest(m);
    if (!digest || *digest != m.approval.sha256)
        return tr("The manifest changed after its approval (a command, a check's argv or its script): the approval is void.");
    // Partial: the export is complete and something else was not (a failed evaluation, a scheme
    // the verifier knows transformers cannot load): checking that export is what the checks are for.
    if (m.run.status != RunStatus::Succeeded && m.run.status != RunStatus::Partial)
        return tr("The run has not succeeded (its status is %1): there is no export to check.").arg(statusName(m.run.status));
    return {};
}

// ---------------------------------------------------------------------------------------------
// ExportChecksJob

namespace {

/// What the job prepares off the calling thread before any check runs.
struct Prepared
{
    QString error;
    PlanDocument plan; ///< quant_plan.json, empty where it cannot be read
    QString cachePath;
    Json cached; ///< the cached baseline, or null
    QString cacheMessage;
};

template <typename Work, typename Done>
void inBackground(QObject *context, Work work, Done done)
{
    using R = std::invoke_result_t<Work>;
    auto *watcher = new QFutureWatcher<R>(context);
    QObject::connect(watcher, &QFutureWatcher<R>::finished, context, [watcher, done = std::move(done)]() mutable {
        done(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

} // namespace

struct ExportChecksJob::Private
{
    QString workspace;
    Json manifest; ///< as it is written: the check steps' statuses and the records go into it
    /// The manifest as read when the job started: the check steps' argv and env, the baseline's
    /// key inputs and the quantized perplexity (none of which a check changes).
    RunManifest typed;
    QStringList queue; ///< step names still to run
    QString current;
    JobRunner *runner = nullptr;
    TerminalSanitizer sanitizer{TerminalSanitizer::LineEnds::Keep}; // the splitter needs the line ends
    LineSplitter splitter;
    SecretRedactor redactor;
    QFile log;
    QStringList tail; ///< the last lines of the current step's output
    Prepared prepared;
    std::optional<PerplexityVerdict> accuracy;
    std::optional<LoadCheck> loadCheck;
    bool cancelled = false;
    QDateTime stepStarted;
};

ExportChecksJob::ExportChecksJob(QObject *parent) : QObject(parent), d(std::make_unique<Private>())
{
    qRegisterMetaType<ptq::ExportChecksOutcome>();
}

ExportChecksJob::~ExportChecksJob()
{
    if (d->runner && m_running)
        d->runner->cancel(0);
}

void ExportChecksJob::start(const QString &workspace, const Json &manifest)
{
    if (m_running)
        return;
    m_running = true;
    d->workspace = QDir::cleanPath(workspace);
    d->manifest = manifest;
    d->queue.clear();
    d->accuracy.reset();
    d->loadCheck.reset();
    d->cancelled = false;
    auto refuse = [this](const QString &why) {
        QTimer::singleShot(0, this, [this, why] {
            m_running = false;
            ExportChecksOutcome outcome;
            outcome.manifest = d->manifest;
            outcome.error = why;
            emit finished(outcome);
        });
    };
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    if (!typed)
        return refuse(ExportChecks::notRunnableReason(manifest));
    if (const QString why = ExportChecks::notRunnableReason(*typed); !why.isEmpty())
        return refuse(why);
    d->typed = *typed;
    if (m_only != Only::LoadCheck && typed->checkStep(QLatin1String(kBaselineStep)))
        d->queue.append(QString::fromLatin1(kBaselineStep));
    if (m_only != Only::Perplexity && typed->checkStep(QLatin1String(kLoadCheckStep)))
        d->queue.append(QString::fromLatin1(kLoadCheckStep));
    if (d->queue.isEmpty())
        return refuse(m_only == Only::Perplexity ? tr("The plan asked for no evaluation: there is no baseline step to run.")
                                                 : tr("The load check was turned off for this command: there is no load-check step to run."));

    // Off this thread: the script's check and write, the plan, the baseline cache's key and file.
    const QString ws = d->workspace;
    const bool wantBaseline = d->queue.contains(QString::fromLatin1(kBaselineStep));
    const bool useCache = m_useCache;
    const QString cacheDir = m_cacheDir;
    inBackground(
        this,
        [ws, manifest = d->typed, wantBaseline, useCache, cacheDir]() {
            Prepared p;
            const QByteArray shipped = ExportChecks::scriptBytes();
            const QByteArray sha = ArtifactIo::sha256Hex(shipped);
            for (const char *name : {kBaselineStep, kLoadCheckStep}) {
                const std::optional<CheckStepRecord> step = manifest.checkStep(QLatin1String(name));
                if (step && step->scriptSha256 != sha) {
                    p.error = tr("The check script the command was approved with (sha256 %1) is not the one this version "
                                 "of PTQ Studio ships (%2): generate the command again and approve it.")
                                  .arg(QString::fromLatin1(step->scriptSha256), QString::fromLatin1(sha));
                    return p;
                }
            }
            const QString script = ws + u'/' + QString::fromLatin1(kScriptPath);
            QDir().mkpath(QFileInfo(script).absolutePath());
            Result<QByteArray> onDisk = ArtifactIo::readFile(script);
            if (!onDisk || *onDisk != shipped) {
                if (const Status written = ArtifactIo::writeAtomically(script, shipped); !written) {
                    p.error = written.error().message;
                    return p;
                }
            }
            if (Result<LoadedDocument> plan = ArtifactIo::load(ws + u"/quant_plan.json"_s)) {
                if (Result<PlanDocument> typed = PlanDocument::fromJson(plan->json))
                    p.plan = std::move(*typed);
            }
            if (wantBaseline) {
                const BaselineKeyInputs key = ExportChecks::baselineKeyInputs(manifest);
                p.cachePath = cacheDir.isEmpty() ? ExportChecks::baselineCachePath(key)
                                                 : cacheDir + u'/' + QString::fromLatin1(ExportChecks::baselineCacheKey(key)) + u".json"_s;
                if (useCache) {
                    Result<Json> cached = ExportChecks::readCachedBaseline(p.cachePath);
                    if (cached)
                        p.cached = *cached;
                    else if (cached.error().code != Error::Code::NotFound)
                        p.cacheMessage = cached.error().message; // corrupt: told, ignored, measured again
                }
            }
            return p;
        },
        [this](const Prepared &p) {
            d->prepared = p;
            if (!p.error.isEmpty()) {
                m_running = false;
                ExportChecksOutcome outcome;
                outcome.manifest = d->manifest;
                outcome.error = p.error;
                emit finished(outcome);
                return;
            }
            if (!p.cacheMessage.isEmpty())
                emit line(p.cacheMessage);
            if (d->cancelled)
                return finish();
            runNext();
        });
}

void ExportChecksJob::cancel()
{
    if (!m_running || d->cancelled)
        return;
    d->cancelled = true;
    if (d->runner)
        d->runner->cancel(m_graceMs);
}

void ExportChecksJob::runNext()
{
    if (d->cancelled || d->queue.isEmpty())
        return finish();
    d->current = d->queue.takeFirst();
    Json *step = findCheckStep(d->manifest, d->current);
    if (d->current == QString::fromLatin1(kBaselineStep) && d->prepared.cached.is_object()) {
        emit stepStarted(d->current, tr("The original model's perplexity, from the cache (%1).").arg(d->prepared.cachePath));
        emit line(tr("Baseline perplexity %1 from the cache %2 (measured %3).")
                      .arg(jsonNumber(d->prepared.cached, "perplexity").value_or(NAN))
                      .arg(d->prepared.cachePath, str(d->prepared.cached, "measured_at")));
        (*step)["status"] = text(RunStatus::Succeeded);
        (*step)["baseline_cache"] = text(d->prepared.cachePath);
        d->accuracy = accuracyFrom(d->prepared.cached, BaselineSource::Cache, QString());
        return runNext();
    }
    const std::optional<CheckStepRecord> recorded = d->typed.checkStep(d->current);
    const QStringList argv = recorded ? recorded->argv : QStringList();
    const QMap<QString, QString> env = recorded ? recorded->env : QMap<QString, QString>();
    const QString result = d->workspace + u'/'
                         + QString::fromLatin1(d->current == QString::fromLatin1(kBaselineStep) ? kBaselineResult : kLoadCheckResult);
    QFile::remove(result); // a previous attempt's result must not pass for this one's
    QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        system.insert(it.key(), it.value());
    d->redactor = HubSettings::secretRedactor(system);
    d->sanitizer = TerminalSanitizer(TerminalSanitizer::LineEnds::Keep);
    d->splitter = LineSplitter();
    d->splitter.setCutGuard([this](const QByteArray &t, qsizetype limit) { return d->redactor.safeCut(t, limit); });
    d->tail.clear();
    d->stepStarted = QDateTime::currentDateTimeUtc();
    const QString logPath = d->workspace + u"/checks/"_s + d->current + u'-'
                          + d->stepStarted.toString(u"yyyyMMdd-HHmmss"_s) + u".log"_s;
    d->log.close();
    d->log.setFileName(logPath);
    if (!d->log.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        emit line(tr("Could not write the check's log %1: %2").arg(logPath, d->log.errorString()));
    (*step)["status"] = text(RunStatus::Running);
    (*step)["started_at"] = text(d->stepStarted.toString(Qt::ISODate));
    (*step)["log_path"] = text(logPath);
    emit stepStarted(d->current, d->current == QString::fromLatin1(kBaselineStep)
                                     ? tr("Measuring the original model's perplexity with quark-cli's own routine…")
                                     : tr("Loading the export as its users will and comparing it with the original…"));
    emit line(CommandSpec{argv, env, {}}.display());

    delete d->runner;
    auto *runner = new LocalProcessRunner(this);
    runner->setSampleIntervalMs(0);
    d->runner = runner;
    connect(runner, &JobRunner::output, this, [this](const QByteArray &bytes) { onOutput(bytes); });
    connect(runner, &JobRunner::failedToStart, this, [this, result, program = argv.value(0)](const QString &message) {
        onStepEnded(-1, 0, result, tr("%1 could not be started: %2").arg(program, message));
    });
    connect(runner, &JobRunner::exited, this, [this, result](int code, int signal) { onStepEnded(code, signal, result, QString()); });
    runner->start(argv, env);
}

void ExportChecksJob::onOutput(const QByteArray &bytes)
{
    for (const QByteArray &raw : d->splitter.push(d->sanitizer.push(bytes)))
        emitLine(raw);
}

void ExportChecksJob::emitLine(const QByteArray &raw)
{
    const QByteArray clean = d->redactor.redact(TerminalSanitizer::clean(raw));
    if (d->log.isOpen())
        d->log.write(clean + '\n');
    const QString text = QString::fromUtf8(clean);
    if (text.trimmed().isEmpty())
        return;
    d->tail.append(text);
    if (d->tail.size() > 20)
        d->tail.removeFirst();
    emit line(text);
}

void ExportChecksJob::onStepEnded(int exitCode, int signal, const QString &resultPath, const QString &startError)
{
    for (const QByteArray &raw : d->splitter.push(d->sanitizer.flush()))
        emitLine(raw);
    if (const QByteArray last = d->splitter.flush(); !last.isEmpty())
        emitLine(last);
    d->log.close();
    Json *step = findCheckStep(d->manifest, d->current);
    (*step)["finished_at"] = text(nowText());
    (*step)["exit_code"] = startError.isEmpty() && signal == 0 ? Json(exitCode) : Json(nullptr);
    (*step)["signal"] = signal != 0 ? Json(signal) : Json(nullptr);
    if (d->cancelled) {
        (*step)["status"] = text(RunStatus::Cancelled);
        return finish();
    }
    // The result file is small; read it off this thread all the same.
    const bool baseline = d->current == QString::fromLatin1(kBaselineStep);
    inBackground(
        this, [resultPath]() -> Result<Json> {
            Result<QByteArray> bytes = ArtifactIo::readFile(resultPath, 16 * 1024 * 1024);
            if (!bytes)
                return bytes.error();
            return ArtifactIo::parseJson(*bytes, resultPath);
        },
        [this, exitCode, signal, startError, baseline, resultPath](const Result<Json> &result) {
            Json *step = findCheckStep(d->manifest, d->current);
            QString failure = startError;
            if (failure.isEmpty() && !result)
                failure = signal != 0 ? tr("%1 was killed by signal %2.").arg(d->current).arg(signal)
                                      : tr("%1 exited with code %2 without a result in %3%4")
                                            .arg(d->current)
                                            .arg(exitCode)
                                            .arg(resultPath, d->tail.isEmpty() ? u"."_s : u": "_s + d->tail.last());
            if (failure.isEmpty() && result->contains("error"))
                failure = str(*result, "error");
            const bool succeeded = failure.isEmpty() && (exitCode == 0 || (!baseline && exitCode == 2));
            (*step)["status"] = text(succeeded ? RunStatus::Succeeded : RunStatus::Failed);
            if (baseline) {
                d->accuracy = accuracyFrom(failure.isEmpty() ? *result : Json(), BaselineSource::Measured, failure);
                if (failure.isEmpty()) {
                    Json cached = *result;
                    cached["measured_at"] = text(nowText());
                    cached["model"] = text(ExportChecks::baselineKeyInputs(d->typed).model);
                    const QString path = d->prepared.cachePath;
                    if (!path.isEmpty())
                        inBackground(
                            this, [path, cached]() { return ExportChecks::writeCachedBaseline(path, cached); },
                            [path](const Status &s) {
                                if (!s)
                                    qCWarning(lcChecks) << "baseline cache" << path << s.error().message;
                            });
                }
            } else {
                LoadCheck c = failure.isEmpty() ? ExportChecks::loadCheckFromResult(*result) : LoadCheck();
                if (!failure.isEmpty()) {
                    c.status = LoadCheckStatus::Failed;
                    c.reason = failure;
                    c.prompt = ExportChecks::loadCheckPrompt();
                    c.checkedAt = nowSeconds();
                }
                d->loadCheck = c;
            }
            runNext();
        });
}

PerplexityVerdict ExportChecksJob::accuracyFrom(const Json &result, BaselineSource source, const QString &failure) const
{
    bool fromPlan = false;
    const double threshold = ExportChecks::perplexityThreshold(d->prepared.plan, &fromPlan);
    const std::optional<double> quantized = d->typed.observedOutputs().perplexity;
    PerplexityVerdict v = ExportChecks::verdictOf(failure.isEmpty() ? jsonNumber(result, "perplexity") : std::nullopt, quantized, threshold);
    v.thresholdFromPlan = fromPlan;
    const std::optional<CheckStepRecord> step = d->typed.checkStep(QLatin1String(kBaselineStep));
    const QStringList argv = step ? step->argv : QStringList();
    v.dataset = failure.isEmpty() && !str(result, "dataset").isEmpty() ? str(result, "dataset") : optionValue(argv, u"--dataset"_s);
    v.seqLen = jsonInt(result, "seq_len_eval");
    v.samples = jsonInt(result, "samples");
    if (failure.isEmpty()) {
        v.baselineSource = source;
        v.measuredAt = source == BaselineSource::Cache ? jsonTime(result, "measured_at")
                                                       : std::optional<QDateTime>(nowSeconds());
    } else {
        v.detail = tr("The original model's perplexity could not be measured: %1").arg(failure);
    }
    return v;
}

void ExportChecksJob::finish()
{
    delete d->runner;
    d->runner = nullptr;
    m_running = false;
    ExportChecksOutcome outcome;
    outcome.cancelled = d->cancelled;
    if (!d->cancelled) {
        outcome.accuracy = d->accuracy;
        outcome.loadCheck = d->loadCheck;
    }
    outcome.manifest = ExportChecks::withRecords(d->manifest, outcome.accuracy, outcome.loadCheck);
    emit finished(outcome);
}

} // namespace ptq
