// ptq-studio run --workspace DIR --approve TOKEN        (Step 4)
// ptq-studio verify OUTPUT_DIR [--workspace DIR] [--sha256] [--json]
#include "headless.h"
#include "signalcancel.h"

#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "command/manifestbuilder.h"
#include "run/outputhasher.h"
#include "run/gpumonitor.h"
#include "run/ptqjob.h"
#include "workflow/runstep.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QTimer>

#include <csignal>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

// Records @p sums in the workspace's manifest when @p directory is its output folder; says so
// either way. False only when the manifest could not be written.
bool recordChecksums(const QString &workspace, const QString &directory, const OutputChecksums &sums, QTextStream &err)
{
    const QString manifestPath = workspace + u'/' + artifactFileName(ArtifactKind::Manifest);
    Result<LoadedDocument> manifest = ArtifactIo::load(manifestPath);
    const Result<RunManifest> typed = manifest ? RunManifest::fromJson(manifest->json) : Result<RunManifest>(manifest.error());
    if (!typed || QDir(typed->outputDir).absolutePath() != directory) {
        err << tr("Checksums not recorded: %1 is not the output folder of %2.").arg(directory, manifestPath) << Qt::endl;
        return true;
    }
    const Json updated = OutputHasher::record(manifest->json, sums, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (Status saved = Workspace::saveArtifact(workspace, ArtifactKind::Manifest, updated); !saved) {
        err << u"ptq-studio verify: "_s << saved.error().message << Qt::endl;
        return false;
    }
    err << tr("Checksums recorded in %1").arg(manifestPath) << Qt::endl;
    return true;
}

void printReport(const VerificationReport &report, QTextStream &out)
{
    out << tr("Verification of %1: %2").arg(report.directory, report.verdict) << Qt::endl;
    for (const VerificationCheck &c : report.checks)
        out << u"  %1 %2  %3"_s.arg(c.status.leftJustified(5), c.name.leftJustified(18), c.detail.translated()) << Qt::endl;
}

} // namespace

int runRun(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Runs the approved quark-cli command of a workspace, streams its stages and progress, verifies the output\n"
           "and records the outcome in run_manifest.yaml. TOKEN is the approval token page 3 or 'ptq-studio manifest'\n"
           "printed; a wrong or stale token starts nothing and creates nothing. Every rule of the gate is checked\n"
           "again now; a refusal names its rule (e.g. 'refused (output-dir)').\n"
           "Ctrl-C, SIGTERM or SIGHUP cancel the run (SIGTERM to quark-cli's process group, SIGKILL after 10 s; a\n"
           "second one kills at once); it is recorded as cancelled, with its log.\n"
           "Exit status: 0 only when the verification says complete, 1 otherwise, 2 usage, 3 refused by the gate\n"
           "(nothing started)."));
    const QCommandLineOption workspace(u"workspace"_s, tr("The workspace folder."), u"DIR"_s);
    const QCommandLineOption approve(u"approve"_s, tr("The approval token (sha256 of what the approval binds)."), u"TOKEN"_s);
    const QCommandLineOption timeout(u"timeout"_s, tr("Cancel the run after this many seconds (recorded as cancelled)."),
                                     u"SECONDS"_s);
    const QCommandLineOption help({u"h"_s, u"help"_s}, tr("Show this help."));
    parser.addOptions({workspace, approve, timeout, help});
    if (!parser.parse(arguments)) {
        err << u"ptq-studio run: "_s << parser.errorText() << Qt::endl;
        return Usage;
    }
    if (parser.isSet(help)) {
        out << parser.helpText();
        return Ok;
    }
    if (!parser.isSet(workspace) || !parser.isSet(approve)) {
        err << tr("ptq-studio run: give --workspace DIR and --approve TOKEN (see --help).") << Qt::endl;
        return Usage;
    }
    int timeoutS = 0;
    if (parser.isSet(timeout)) {
        bool ok = false;
        timeoutS = parser.value(timeout).toInt(&ok);
        if (!ok || timeoutS <= 0) {
            err << tr("ptq-studio run: --timeout takes a whole number of seconds above 0, not \"%1\".").arg(parser.value(timeout))
                << Qt::endl;
            return Usage;
        }
    }
    Result<Workspace> ws = Workspace::open(parser.value(workspace));
    if (!ws) {
        err << u"ptq-studio run: "_s << ws.error().message << Qt::endl;
        return Failed;
    }
    if (Status locked = ws->lock(); !locked) {
        err << u"ptq-studio run: "_s << locked.error().message << Qt::endl;
        return Failed;
    }
    PtqJob job(ws->root());
    QEventLoop loop;
    JobResult result;
    QElapsedTimer lastProgress;
    lastProgress.start();
    QObject::connect(&job, &PtqJob::stageChanged, &loop, [&](RunStage stage) {
        out << u"[%1 s] "_s.arg(job.elapsedMs() / 1000, 4) << tr("stage: %1").arg(LogAnalyzer::stageName(stage)) << Qt::endl;
    });
    QObject::connect(&job, &PtqJob::linesReceived, &loop, [&](const QList<LogLine> &lines) {
        for (const LogLine &line : lines) {
            if (line.level == LogLine::Level::Error || line.level == LogLine::Level::Critical)
                err << line.text << Qt::endl;
        }
        if (job.log().progress() && lastProgress.elapsed() > 1000) {
            const TqdmProgress &p = *job.log().progress();
            out << u"[%1 s]   "_s.arg(job.elapsedMs() / 1000, 4) << tr("%1 %2% (%3/%4), %5 left")
                                                                          .arg(p.description)
                                                                          .arg(p.percent)
                                                                          .arg(p.n)
                                                                          .arg(p.total)
                                                                          .arg(p.remaining)
                << Qt::endl;
            lastProgress.restart();
        }
    });
    QObject::connect(&job, &PtqJob::finished, &loop, [&](const JobResult &r) {
        result = r;
        loop.quit();
    });
    // Headless, the token is the approval (a pending command is approved now); then the gate,
    // whole, decides.
    const QByteArray token = parser.value(approve).trimmed().toLower().toLatin1();
    if (Status approved = RunStep::approveWithToken(ws->root(), token); !approved) {
        err << u"ptq-studio run: "_s << approved.error().message << Qt::endl;
        return Refused;
    }
    // Signals become a clean cancel from the first moment the process group exists.
    SignalCancel signals_;
    QObject::connect(&signals_, &SignalCancel::received, &loop, [&](int signal, int count) {
        if (count == 1) {
            err << tr("ptq-studio run: %1 received: cancelling (SIGTERM to quark-cli's process group, SIGKILL after "
                      "10 s; once more kills at once).")
                       .arg(SignalCancel::name(signal))
                << Qt::endl;
            job.cancel(tr("%1 received").arg(SignalCancel::name(signal)));
        } else {
            job.kill();
        }
    });
    const GateDecision decision = RunStep::start(job, ws->root(), token);
    if (!decision.allowed()) {
        err << u"ptq-studio run: "_s << tr("refused (%1): ").arg(gateRefusalId(decision.refusal)) << decision.message
            << Qt::endl;
        return Refused;
    }
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
        err << tr("ptq-studio run: the time limit of %1 s passed: cancelling.").arg(timeoutS) << Qt::endl;
        job.cancel(tr("the time limit of %1 s passed").arg(timeoutS));
    });
    if (timeoutS > 0)
        deadline.start(std::chrono::seconds(timeoutS));
    out << tr("Running the approved command; the full log is %1").arg(job.logPath()) << Qt::endl;
    // GPU memory while it runs, sampled by the runner (nvidia-smi, amd-smi or rocm-smi, like page 4's
    // VRAM panel): the peak per GPU is printed at the end.
    QMap<int, GpuSample> peaks;
    int polls = 0;
    QObject::connect(&job, &PtqJob::resourcesSampled, &loop, [&](const QList<GpuSample> &samples) {
        ++polls;
        for (const GpuSample &sample : samples) {
            GpuSample &peak = peaks[sample.index];
            if (peak.name.isEmpty() || sample.usedMiB > peak.usedMiB)
                peak = sample;
        }
    });
    const QString gpuTool = job.resourceTool();
    loop.exec();
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
    out << tr("Exit: %1").arg(result.signal ? tr("killed by signal %1").arg(result.signal) : QString::number(result.exitCode))
        << Qt::endl;
    printReport(result.verification, out);
    if (result.perplexity)
        out << tr("Perplexity (quark-cli's evaluation): %1").arg(*result.perplexity, 0, 'g', 6) << Qt::endl;
    if (!result.failureClass.isEmpty()) {
        out << (result.failedStage.isEmpty()
                    ? tr("Diagnosis: %1 (%2)").arg(result.failureClass, result.failureCause)
                    : tr("Diagnosis: %1 (%2), during %3").arg(result.failureClass, result.failureCause, result.failedStage))
            << Qt::endl;
        for (const QString &e : result.evidence)
            out << u"  > "_s << e << Qt::endl;
        for (const QString &s : result.suggestions)
            out << u"  - "_s << s << Qt::endl;
        if (Result<LoadedDocument> plan = ArtifactIo::load(ws->artifactPath(ArtifactKind::Plan)); plan) {
            if (const auto revision = Troubleshooter::revisePlan(result.failureClass, plan->json, result.failureCause))
                out << tr("Smallest plan change: %1 (the wizard's page 4 applies it; the plan is confirmed again and "
                          "the new command needs a new approval).")
                           .arg(revision->change)
                    << Qt::endl;
        }
    }
    for (const QString &e : result.recordErrors)
        err << u"ptq-studio run: "_s << tr("not recorded: %1").arg(e) << Qt::endl;
    if (!result.timeoutNote.isEmpty())
        out << tr("Cancelled: %1.").arg(result.timeoutNote) << Qt::endl;
    out << (result.recordErrors.isEmpty()
                ? tr("Run status: %1 (recorded in %2)").arg(result.status, ws->artifactPath(ArtifactKind::Manifest))
                : tr("Run status: %1 (NOT fully recorded: see above; the log is %2)").arg(result.status, result.logPath))
        << Qt::endl;
    if (!result.recordErrors.isEmpty())
        return Failed;
    return result.verification.verdict == u"complete"_s && result.status == u"succeeded"_s ? Ok : Failed;
}

int runVerify(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Verifies an exported model folder from its headers and small files (no tensor data "
                                        "is read).\nExit status: 0 complete, 1 partial or failed, 2 usage."));
    parser.addPositionalArgument(u"OUTPUT_DIR"_s, tr("The folder quark-cli exported to."));
    const QCommandLineOption workspace(u"workspace"_s, tr("Check against this workspace's plan."), u"DIR"_s);
    const QCommandLineOption json(u"json"_s, tr("Print the report as JSON."));
    const QCommandLineOption sha256(u"sha256"_s,
                                    tr("Also compute the sha256 of every file (reads every byte). With --workspace, and "
                                       "when OUTPUT_DIR is that workspace's output folder, they are recorded in its "
                                       "run_manifest.yaml."));
    const QCommandLineOption help({u"h"_s, u"help"_s}, tr("Show this help."));
    parser.addOptions({workspace, json, sha256, help});
    if (!parser.parse(arguments)) {
        err << u"ptq-studio verify: "_s << parser.errorText() << Qt::endl;
        return Usage;
    }
    if (parser.isSet(help)) {
        out << parser.helpText();
        return Ok;
    }
    if (parser.positionalArguments().size() != 1) {
        err << tr("ptq-studio verify: give one OUTPUT_DIR (see --help).") << Qt::endl;
        return Usage;
    }
    Json plan;
    qint64 sourceBytes = 0;
    if (parser.isSet(workspace)) {
        Result<LoadedDocument> p = ArtifactIo::load(parser.value(workspace) + u"/quant_plan.json"_s);
        if (!p) {
            err << u"ptq-studio verify: "_s << p.error().message << Qt::endl;
            return Usage;
        }
        plan = p->json;
        if (Result<LoadedDocument> a = ArtifactIo::load(parser.value(workspace) + u"/model_analysis.json"_s); a) {
            const Json bytes = a->json["model"].value("weight_bytes", Json());
            sourceBytes = bytes.is_number_integer() ? bytes.get<qint64>() : 0;
        }
    }
    const VerificationReport report = OutputVerifier::verify(QDir(parser.positionalArguments().constFirst()).absolutePath(),
                                                             plan, sourceBytes);
    OutputChecksums sums;
    if (parser.isSet(sha256)) {
        const std::atomic_bool never{false};
        sums = OutputHasher::hash(report.directory, report.files, never, [&err](qint64 done, qint64 total) {
            err << tr("sha256: %1 of %2 MiB").arg(done >> 20).arg(total >> 20) << Qt::endl;
        });
        if (!sums.ok()) {
            err << u"ptq-studio verify: "_s << sums.error << Qt::endl;
            return Failed;
        }
        if (parser.isSet(workspace)) {
            // Recorded under the workspace lock: a run that ends meanwhile must not write over it.
            Result<Workspace> ws = Workspace::open(parser.value(workspace));
            Status locked = ws ? ws->lock() : Status(ws.error());
            if (!locked) {
                err << u"ptq-studio verify: "_s << tr("checksums not recorded: %1").arg(locked.error().message) << Qt::endl;
                return Failed;
            }
            if (!recordChecksums(ws->root(), report.directory, sums, err))
                return Failed;
        }
    }
    if (parser.isSet(json)) {
        Json doc = report.toJson();
        if (parser.isSet(sha256))
            doc["sha256"] = sums.toJson();
        out << QString::fromStdString(doc.dump(2)) << Qt::endl;
    } else {
        printReport(report, out);
        for (const auto &[name, hex] : sums.sha256)
            out << hex << u"  "_s << name << Qt::endl; // the sha256sum line format
    }
    return report.verdict == u"complete"_s ? Ok : Failed;
}

} // namespace ptq::cli

