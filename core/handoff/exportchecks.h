#pragma once

// core/handoff/exportchecks: after a verified export, the two checks that tell whether it is a
// model people can use (issue #35): the accuracy verdict (the ORIGINAL model's perplexity,
// measured with quark-cli's own routine and data, against the quantized one quark-cli measured)
// and the load check (the export loaded the way users load it, one forward pass compared with
// the original's).
//
// Both run as approved manifest steps (kind "validate", see ManifestBuilder::checkSteps): the
// python beside the run's quark-cli runs `<workspace>/checks/ptq_checks.py` (shipped as the
// resource :/python/ptq_checks.py, its sha256 recorded in the step and bound by the approval).
// Checks are local-run only in this round: a manifest with a remote `target` gets no check steps
// and records why (outputs.accuracy.detail / outputs.load_check.reason).

#include "artifacts/documents.h"
#include "artifacts/exportrecords.h"
#include "artifacts/json.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QDebug>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ptq {

class JobRunner;
class RunManifest;
class SecretRedactor;

/// Page 3's estimate of what the checks add: time and peak host/accelerator memory (the checks
/// run one model at a time, so the peak is one model's, not the sum).
struct ChecksEstimate
{
    qint64 extraSeconds = 0;
    qint64 peakBytes = 0;          ///< peak memory of the largest check (on the run's device)
    qint64 baselineSeconds = 0;    ///< one more load of the original + one evaluation pass
    qint64 loadCheckSeconds = 0;   ///< the export loaded, then the original, one short pass each
    friend bool operator==(const ChecksEstimate &, const ChecksEstimate &) = default;
};

/// The inputs of the baseline cache key (see ExportChecks::baselineCacheKey).
struct BaselineKeyInputs
{
    QString model;        ///< the Hub id or the local folder
    QString revision;     ///< the Hub commit (else the revision); empty for a local folder
    QByteArray localHash; ///< a local folder's config.json + weights index sha256; empty for a Hub model
    QString dataset;
    int seqLen = 0;       ///< the run's --seq_len (the tokenizer's max length in quark-cli)
    QString device;       ///< cpu | cuda
    QString dtype;        ///< how the model is loaded ("auto": the config's dtype)
    QString quarkVersion;
    friend bool operator==(const BaselineKeyInputs &, const BaselineKeyInputs &) = default;
};

/// The pure rules and the file-level helpers of the checks.
class ExportChecks
{
    Q_DECLARE_TR_FUNCTIONS(ExportChecks)

public:
    /// The manifest step names (kind "validate") and the files they write under the workspace.
    static constexpr const char *kBaselineStep = "baseline-perplexity";
    static constexpr const char *kLoadCheckStep = "load-check";
    static constexpr const char *kScriptPath = "checks/ptq_checks.py";     ///< relative to the workspace
    static constexpr const char *kBaselineResult = "checks/baseline.json";  ///< relative to the workspace
    static constexpr const char *kLoadCheckResult = "checks/load_check.json";
    /// The fixed prompt of the load check.
    static QString loadCheckPrompt();

    /// Default largest perplexity ratio for a plan priority: accurate 1.02, balanced 1.05
    /// (also for an unknown or missing priority), fast 1.10.
    static double defaultPerplexityRatio(const QString &priority);
    /// The plan's threshold: intent.max_perplexity_ratio when it is a number > 1, else the
    /// priority's default. @p fromPlan (optional) says which.
    static double perplexityThreshold(const PlanDocument &plan, bool *fromPlan = nullptr);
    /// Within when quantized / baseline <= threshold (a small tolerance for rounding); NotMeasured
    /// when either is missing, not finite or not positive.
    static PerplexityJudgement judge(std::optional<double> baseline, std::optional<double> quantized, double threshold);
    /// The whole verdict from the two numbers (ratio, judgement and a detail sentence filled).
    static PerplexityVerdict verdictOf(std::optional<double> baseline, std::optional<double> quantized, double threshold);
    /// The smallest relative difference of two perplexities that Quark's ppl_eval can show for a
    /// model whose perplexity is about @p perplexity, over @p samples windows: it computes each
    /// window's loss in bfloat16 (7 explicit mantissa bits), so the mean loss moves in steps of one
    /// unit in the last place over the number of windows. 0.016 for a perplexity of 457 on 2
    /// windows (loss 6.1: steps of 1/32, halved); 0 when unknown.
    static double perplexityResolution(double perplexity, int samples);

    /// The check script the app ships (the resource's bytes) and its sha256 (hex).
    static QByteArray scriptBytes();
    static QByteArray scriptSha256();
    /// The python that runs the checks: the one beside the run step's argv[0] (quark-cli).
    static QString pythonFor(const QString &quarkCli);

    /// The cache key (sha256 hex of the canonical JSON of @p in) and file path:
    /// <GenericCacheLocation>/ptq-studio/baselines/<key>.json.
    static QByteArray baselineCacheKey(const BaselineKeyInputs &in);
    static QString baselineCachePath(const BaselineKeyInputs &in);
    /// The key's inputs of a manifest. READS FILES for a local model folder (config.json and the
    /// weights index, small): call it off the UI thread.
    static BaselineKeyInputs baselineKeyInputs(const RunManifest &manifest);
    /// A cached baseline result (the script's JSON + "cached_at"), or an error naming the file
    /// (missing: Error::Code::NotFound; corrupt: Malformed, to be told and ignored).
    static Result<Json> readCachedBaseline(const QString &path);
    /// Writes atomically (QSaveFile), creating the folder.
    static Status writeCachedBaseline(const QString &path, const Json &result);

    /// Page 3: what the checks add for a model of @p originalBytes weights (@p parameters
    /// parameters; 0 = derive from the bytes at 2 bytes each), with the baseline and/or the load
    /// check on, on a GPU or on the CPU. Rough: a load at ~1 GB/s, an evaluation pass of
    /// @p evalTokens tokens (wikitext-2's test split is ~300k) at 2 FLOP per parameter and token.
    static ChecksEstimate estimate(qint64 originalBytes, qint64 parameters, bool baseline, bool loadCheck, bool onGpu,
                                   qint64 evalTokens = 300000);

    /// The records after the checks ran, from the script's result files' JSON (null when a step
    /// did not run) and the manifest (threshold from the plan's copy is passed in).
    static LoadCheck loadCheckFromResult(const Json &scriptResult);

    /// Writes the two records into a manifest (outputs.accuracy, outputs.load_check).
    static Json withRecords(Json manifest, const std::optional<PerplexityVerdict> &accuracy,
                            const std::optional<LoadCheck> &loadCheck);
    /// Why @p manifest's checks cannot run now (not approved, the approval voided, the run neither
    /// succeeded nor partial with a complete export, no check steps, a remote run), or empty.
    static QString notRunnableReason(const RunManifest &manifest);
    /// The same of a manifest as stored, which may not be readable as one (then that is why).
    static QString notRunnableReason(const Json &manifest);
};

/// What ExportChecksJob ends with.
struct ExportChecksOutcome
{
    std::optional<PerplexityVerdict> accuracy; ///< null when the manifest has no baseline step (or --load-check-only)
    std::optional<LoadCheck> loadCheck;        ///< null when the manifest has no load-check step (or --perplexity-only)
    Json manifest;        ///< the input manifest with outputs.accuracy / outputs.load_check and the steps' statuses
    bool cancelled = false;
    QString error;        ///< a refusal or failure to start, in words (the records are then unchanged)
};

/// Runs a workspace's approved check steps, in order, each with LocalProcessRunner (argv, no
/// shell, the step's env additions, its own process group). Never blocks: the cache lookup and
/// the script's write happen off the calling thread. The caller writes the returned manifest
/// (WorkspaceWriter); the job writes only checks/ (the script, the results) and the baseline cache.
///
///   auto *job = new ExportChecksJob(parent);
///   connect(job, &ExportChecksJob::line, …);               // redacted output, one line at a time
///   connect(job, &ExportChecksJob::finished, …);           // ExportChecksOutcome
///   job->start(workspace, manifestJson);                   // refuses (finished with error) when not runnable
///   job->cancel();                                         // SIGTERM to the group, SIGKILL after the grace
///
/// Order: the baseline (skipped when the cache has it), then the load check. A failed baseline
/// leaves the verdict "not-measured" with the reason and the load check still runs.
class ExportChecksJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportChecksJob)

public:
    enum class Only { Both, Perplexity, LoadCheck };

    explicit ExportChecksJob(QObject *parent = nullptr);
    ~ExportChecksJob() override;

    /// Which checks run (the headless --perplexity-only / --load-check-only); Both by default.
    void setOnly(Only only) { m_only = only; }
    /// Where the baseline cache lives (tests); default <GenericCacheLocation>/ptq-studio/baselines.
    void setCacheDir(const QString &dir) { m_cacheDir = dir; }
    /// Whether a cached baseline stands in for the step (default true).
    void setUseCache(bool use) { m_useCache = use; }
    void setGraceMs(int ms) { m_graceMs = ms; }

    void start(const QString &workspace, const Json &manifest);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    /// Which check starts: kBaselineStep or kLoadCheckStep, and a sentence for the log view.
    void stepStarted(const QString &step, const QString &description);
    /// One line of a check's output (sanitized, secrets redacted), or a line of the job's own.
    void line(const QString &text);
    void finished(const ptq::ExportChecksOutcome &outcome);

private:
    void runNext();
    void onOutput(const QByteArray &bytes);
    void emitLine(const QByteArray &raw);
    void onStepEnded(int exitCode, int signal, const QString &resultPath, const QString &startError);
    PerplexityVerdict accuracyFrom(const Json &result, BaselineSource source, const QString &failure) const;
    void finish();

    struct Private;
    std::unique_ptr<Private> d;
    Only m_only = Only::Both;
    QString m_cacheDir;
    bool m_useCache = true;
    int m_graceMs = 5000;
    bool m_running = false;
};

} // namespace ptq

Q_DECLARE_METATYPE(ptq::ExportChecksOutcome)
