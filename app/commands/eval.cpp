// ptq-studio eval --workspace DIR [--load-check-only|--perplexity-only]   (issue #35: the export checks)
#include "clicommand.h"
#include "headless.h"
#include "workflow/handoffstep.h"
#include "workflow/runsession.h"
#include "workflow/workspacewriter.h"
#include "localtext.h"
#include "signalcancel.h"

#include "artifacts/artifactio.h"
#include "artifacts/exportrecords.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"

#include <QEventLoop>

#include <functional>
#include <optional>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

QString number(const std::optional<double> &v, int decimals)
{
    return v ? QString::number(*v, 'f', decimals) : tr("not measured");
}

void printAccuracy(const PerplexityVerdict &v, QTextStream &out)
{
    out << tr("Accuracy: %1").arg(judgementName(v.verdict)) << Qt::endl;
    out << tr("  original (baseline) perplexity: %1%2")
               .arg(number(v.baseline, 4),
                    v.baselineSource == BaselineSource::Cache ? tr(" (from the cache)") : QString())
        << Qt::endl;
    out << tr("  quantized perplexity:           %1").arg(number(v.quantized, 4)) << Qt::endl;
    out << tr("  ratio: %1, threshold: %2 (%3)")
               .arg(number(v.ratio, 4), QString::number(v.threshold, 'f', 2),
                    v.thresholdFromPlan ? tr("from the plan") : tr("the priority's default"))
        << Qt::endl;
    if (!v.dataset.isEmpty())
        out << tr("  data: %1, %2 samples of %3 tokens")
                   .arg(v.dataset, v.samples ? QString::number(*v.samples) : u"?"_s,
                        v.seqLen ? QString::number(*v.seqLen) : u"?"_s)
            << Qt::endl;
    if (!v.detail.isEmpty())
        out << u"  "_s << v.detail << Qt::endl;
}

void printLoadCheck(const LoadCheck &c, QTextStream &out)
{
    out << tr("Load check: %1").arg(loadCheckStatusName(c.status)) << Qt::endl;
    if (!c.reason.isEmpty())
        out << u"  "_s << c.reason << Qt::endl;
    out << tr("  missing keys: %1, unexpected keys: %2").arg(c.missingKeys.size()).arg(c.unexpectedKeys.size()) << Qt::endl;
    if (c.cosine || c.top1Agreement)
        out << tr("  logits against the original: cosine %1 (last position), %2 (mean); top-1 agreement %3")
                   .arg(number(c.cosine, 4), number(c.cosineAll, 4), number(c.top1Agreement, 3))
            << Qt::endl;
}

/// A read-change-write of the manifest through the session (RunSession::recordChecks, handOff:
/// on the workspace writer's thread, as page 4's), waited for on an event loop of this thread.
Result<Json> changedThrough(const std::function<void(QObject *, std::function<void(Result<Json>)>)> &change)
{
    QEventLoop loop;
    std::optional<Result<Json>> changed;
    change(&loop, [&](Result<Json> result) {
        changed.emplace(std::move(result));
        loop.quit();
    });
    if (!changed)
        loop.exec();
    return std::move(*changed);
}

/// The hand-off through @p session (the serve record and the model card, as page 4 does), printed.
int handOffThrough(RunSession &session, const QString &command, QTextStream &out, QTextStream &err)
{
    const Result<Json> handed = changedThrough([&](QObject *context, std::function<void(Result<Json>)> done) {
        session.handOff(context, std::move(done)); // read, complete, write: as page 4
    });
    if (!handed) {
        err << command << u": "_s << handed.error().message << Qt::endl;
        return Failed;
    }
    // Read as page 4's hand-off panel reads them: the typed records.
    const std::optional<ServeRecord> serve = ServeRecord::fromManifest(*handed);
    const Result<RunManifest> manifest = RunManifest::fromJson(*handed);
    out << tr("Serve it: %1").arg(serve ? serve->vllmCommand : QString()) << Qt::endl;
    out << tr("Evaluate it: %1").arg(serve ? serve->lmEvalCommand : QString()) << Qt::endl;
    for (const ServeFinding &f : serve ? serve->findings : QList<ServeFinding>())
        out << u"  - "_s << f.text.translated() << u' ' << f.fix.translated() << Qt::endl;
    out << tr("Model card: %1").arg(manifest ? manifest->modelCardPath().value_or(QString()) : QString()) << Qt::endl;
    return Ok;
}

/// The export checks (@p only of them), run by @p session (as page 4's) and followed here until
/// they end; their outcome.
ExportChecksOutcome runChecks(RunSession &session, const Json &manifestJson, ExportChecksJob::Only only, bool useCache,
                              const QString &command, QTextStream &out, QTextStream &err)
{
    QEventLoop loop;
    ExportChecksOutcome outcome;
    QObject::connect(&session, &RunSession::checkStepStarted, &loop,
                     [&](const QString &step, const QString &description) { out << u"== "_s << step << u": "_s << description << Qt::endl; });
    QObject::connect(&session, &RunSession::checkLine, &loop, [&](const QString &text) { out << u"  "_s << text << Qt::endl; });
    QObject::connect(&session, &RunSession::checksFinished, &loop, [&](const ExportChecksOutcome &o) {
        outcome = o;
        loop.quit();
    });
    SignalCancel signals_;
    QObject::connect(&signals_, &SignalCancel::received, &loop, [&](int signal, int) {
        err << tr("%1: %2 received: cancelling the checks.").arg(command, SignalCancel::name(signal)) << Qt::endl;
        session.cancelChecks();
    });
    session.startChecks(manifestJson, only, useCache);
    loop.exec();
    return outcome;
}

} // namespace

int checkAndHandOff(RunSession &session, const Json &manifestJson, ExportChecksJob::Only only, bool useCache,
                    const QString &command, QTextStream &out, QTextStream &err)
{
    const QString manifestPath = session.root() + u"/run_manifest.yaml"_s;
    Json recorded = manifestJson;
    bool good = true;
    if (RunSession::whyChecksCannotRun(manifestJson).isEmpty()) {
        const ExportChecksOutcome outcome = runChecks(session, manifestJson, only, useCache, command, out, err);
        if (!outcome.error.isEmpty()) {
            err << command << u": "_s << outcome.error << Qt::endl;
            return Failed;
        }
        // The step statuses are recorded even for a cancelled check; the records only when they ran.
        // Into the manifest as it is now, through the session as page 4 does (RunSession::recordChecks).
        const Result<Json> written = changedThrough([&](QObject *context, std::function<void(Result<Json>)> done) {
            session.recordChecks(outcome, context, std::move(done));
        });
        if (!written) {
            err << command << u": "_s << written.error().message << Qt::endl;
            return Failed;
        }
        if (outcome.cancelled) {
            err << tr("%1: cancelled; nothing was recorded but the steps' statuses (%2).").arg(command, manifestPath) << Qt::endl;
            return Failed;
        }
        if (outcome.accuracy) {
            printAccuracy(*outcome.accuracy, out);
            good = good && outcome.accuracy->verdict == PerplexityJudgement::Within;
        }
        if (outcome.loadCheck) {
            printLoadCheck(*outcome.loadCheck, out);
            good = good && outcome.loadCheck->status == LoadCheckStatus::Passed;
        }
        recorded = *written;
    }
    // What leads on to using the model: the serve commands and the model card (as page 4 does).
    if (HandoffStep::applies(recorded) && handOffThrough(session, command, out, err) != Ok)
        return Failed;
    out << tr("Recorded in %1").arg(manifestPath) << Qt::endl;
    return good ? Ok : Failed;
}

CommandSpec evalSpec()
{
    CommandSpec spec;
    spec.name = u"eval"_s;
    spec.summary = tr("Check an export: the original's perplexity beside the quantized one, the load check (eval --help)");
    spec.description = tr(
        "Runs the export checks of a workspace's approved run that succeeded (or ended partial with a complete\n"
        "export), in the run's own Python environment:\n"
        "the accuracy verdict (the original model's perplexity, measured with quark-cli's own routine and data,\n"
        "against the quantized model's, within the plan's threshold) and the load check (the export loaded with\n"
        "transformers as its users will, one forward pass compared with the original's). A baseline measured before\n"
        "for the same model, data and settings is taken from the cache. The results are recorded in\n"
        "run_manifest.yaml (outputs.accuracy, outputs.load_check). Ctrl-C cancels.\n"
        "Exit status: 0 within the threshold and the load check passed, 1 otherwise (or refused), 2 usage.");
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"load-check-only"_s}, {}, tr("Run only the load check.")},
        {{u"perplexity-only"_s}, {}, tr("Run only the accuracy verdict (the baseline perplexity).")},
        {{u"no-cache"_s}, {}, tr("Measure the baseline again even when the cache has it.")},
    };
    return spec;
}

int runEval(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(evalSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString loadOnly = u"load-check-only"_s;
    const QString perplexityOnly = u"perplexity-only"_s;
    const QString noCache = u"no-cache"_s;
    if (!parser.isSet(workspace) || (parser.isSet(loadOnly) && parser.isSet(perplexityOnly)))
        return parser.usage(
            tr("ptq-studio eval: give --workspace DIR, and at most one of --load-check-only and --perplexity-only (see --help)."));
    const std::optional<Workspace> ws = parser.workspace(CliCommand::Lock::Write);
    if (!ws)
        return Failed;
    const QString manifestPath = ws->artifactPath(ArtifactKind::Manifest);
    Result<LoadedDocument> manifest = ArtifactIo::load(manifestPath);
    if (!manifest)
        return parser.fail(manifest.error().message);
    if (const QString why = RunSession::whyChecksCannotRun(manifest->json); !why.isEmpty())
        return parser.fail(tr("refused: %1 (%2)").arg(why, manifestPath));

    WorkspaceWriter writer;
    RunSession session(&writer);
    session.setRoot(ws->root());
    return checkAndHandOff(session, manifest->json,
                           parser.isSet(loadOnly)         ? ExportChecksJob::Only::LoadCheck
                           : parser.isSet(perplexityOnly) ? ExportChecksJob::Only::Perplexity
                                                          : ExportChecksJob::Only::Both,
                           !parser.isSet(noCache), u"ptq-studio eval"_s, out, err);
}

} // namespace ptq::cli
