#include "workflow/handoffstep.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "handoff/exportchecks.h"
#include "handoff/modelcard.h"
#include "handoff/publisher.h"
#include "handoff/servereadiness.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

bool HandoffStep::checksPending(const Json &manifest)
{
    if (!ExportChecks::notRunnableReason(manifest).isEmpty())
        return false;
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    return typed && !typed->pendingChecks().isEmpty();
}

bool HandoffStep::applies(const Json &manifest)
{
    const Result<RunManifest> m = RunManifest::fromJson(manifest);
    if (!m || (m->run.status != RunStatus::Succeeded && m->run.status != RunStatus::Partial))
        return false;
    const std::optional<Verdict> verdict = m->verdict();
    return verdict && *verdict != Verdict::Failed && !m->target.has_value();
}

Result<Json> HandoffStep::complete(const QString &workspace, const Json &manifest, bool writeCard)
{
    HandoffOptions options;
    options.writeCard = writeCard;
    Result<HandoffOutcome> made = make(workspace, manifest, options);
    if (!made)
        return made.error();
    return std::move(made->manifest);
}

Result<HandoffOutcome> HandoffStep::make(const QString &workspace, const Json &manifest, const HandoffOptions &options)
{
    if (!applies(manifest))
        return Error{Error::Code::Invalid, tr("%1: there is no verified export on this machine to hand off.")
                                               .arg(QDir(workspace).filePath(u"run_manifest.yaml"_s))};
    const QString analysisPath = QDir(workspace).filePath(u"model_analysis.json"_s);
    const QString planPath = QDir(workspace).filePath(u"quant_plan.json"_s);
    const Result<LoadedDocument> analysis = ArtifactIo::load(analysisPath);
    if (!analysis)
        return analysis.error();
    const Result<LoadedDocument> planFile = ArtifactIo::load(planPath);
    if (!planFile)
        return planFile.error();
    const Result<PlanDocument> plan = PlanDocument::fromJson(planFile->json);
    if (!plan)
        return plan.error();

    const AnalysisFacts facts = AnalysisFacts::fromJson(analysis->json);

    HandoffOutcome made;
    made.manifest = manifest;
    made.tensorParallel = options.tensorParallel.value_or(ServeReadiness::tensorParallelSizeOf(*plan));
    const int tp = made.tensorParallel;
    const QString exportDir = ServeReadiness::exportDirOf(manifest);
    // What vLLM would make of what was really exported: its config.json, read here (small).
    const QString configPath = QDir(exportDir).filePath(u"config.json"_s);
    QList<ServeFinding> findings;
    QString checked = u"plan"_s;
    QFile config(configPath);
    if (!config.open(QIODevice::ReadOnly)) {
        made.configProblem = u"%1: %2"_s.arg(configPath, config.errorString());
    } else if (const Result<Json> parsed = ArtifactIo::parseJson(config.read(4 * 1024 * 1024), configPath); !parsed) {
        made.configProblem = parsed.error().message;
    } else {
        findings = ServeReadiness::forExport(*parsed, tp);
        checked = u"export"_s;
    }
    if (checked == u"plan"_s)
        findings = ServeReadiness::forPlan(facts, *plan, tp);
    made.manifest["outputs"]["serve"] = ServeReadiness::serveRecord(*plan, made.manifest, tp, findings, checked);

    ModelCard::Inputs extra;
    const QByteArray sourceCard = ModelCard::readSourceCard(facts);
    extra.sourceLicense = ModelCard::licenseFromCard(sourceCard);
    extra.sourcePipelineTag = ModelCard::pipelineTagFromCard(sourceCard);
    extra.tensorParallelSize = tp;
    made.license = extra.sourceLicense;
    made.card = ModelCard::render(facts, *plan, made.manifest, extra);
    if (options.writeCard) {
        const Result<ModelCard::Written> written = ModelCard::writeInto(exportDir, made.card);
        if (!written)
            return written.error();
        made.cardPath = written->path;
        made.keptSource = written->keptSource;
        made.manifest["outputs"]["model_card"] = ModelCard::cardRecord(*written, extra.sourceLicense);
    }
    return made;
}

namespace {

QString manifestPathOf(const QString &workspace)
{
    return QDir(workspace).filePath(artifactFileName(ArtifactKind::Manifest));
}

Result<Json> saved(const QString &workspace, Result<Json> manifest)
{
    if (!manifest)
        return manifest;
    if (Status written = Workspace::saveArtifact(workspace, ArtifactKind::Manifest, *manifest); !written)
        return written.error();
    return manifest;
}

} // namespace

Result<Json> HandoffStep::completeIn(const QString &workspace)
{
    Result<HandoffOutcome> made = makeIn(workspace, {});
    if (!made)
        return made.error();
    return std::move(made->manifest);
}

Result<HandoffOutcome> HandoffStep::makeIn(const QString &workspace, const HandoffOptions &options)
{
    const Result<LoadedDocument> current = ArtifactIo::load(manifestPathOf(workspace));
    if (!current)
        return current.error();
    Result<HandoffOutcome> made = make(workspace, current->json, options);
    if (!made || !options.writeCard)
        return made; // a card only shown records nothing
    made->manifest["updated_at"] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    if (Status written = Workspace::saveArtifact(workspace, ArtifactKind::Manifest, made->manifest); !written)
        return written.error();
    return made;
}

Result<Json> HandoffStep::withChecks(Json current, const ExportChecksOutcome &outcome, const QString &path)
{
    const Result<RunManifest> now = RunManifest::fromJson(current);
    const Result<RunManifest> checked = RunManifest::fromJson(outcome.manifest);
    if (!now)
        return Error{now.error().code, u"%1: %2"_s.arg(path, now.error().message)};
    if (!checked || now->run.logPath != checked->run.logPath)
        return Error{Error::Code::Invalid,
                     tr("%1 now holds another run than the one the export checks were for (its log %2): their records "
                        "were not written. Run the checks again for this run.")
                         .arg(path, now->run.logPath)};
    // Their own steps, whole (the job set their status, times and exit codes), matched by name.
    RunManifest merged = *now;
    merged.takeCheckSteps(*checked);
    current = merged.toJson();
    return ExportChecks::withRecords(std::move(current), outcome.accuracy, outcome.loadCheck);
}

Result<Json> HandoffStep::recordChecksIn(const QString &workspace, const ExportChecksOutcome &outcome)
{
    const QString path = manifestPathOf(workspace);
    Result<LoadedDocument> current = ArtifactIo::load(path);
    if (!current)
        return current.error();
    return saved(workspace, withChecks(std::move(current->json), outcome, path));
}

Result<Json> HandoffStep::recordPublishIn(const QString &workspace, const UploadProposal &proposal, const PublishResult &result)
{
    Result<LoadedDocument> current = ArtifactIo::load(manifestPathOf(workspace));
    if (!current)
        return current.error();
    return saved(workspace, Publisher::recordPublish(std::move(current->json), proposal, result));
}

} // namespace ptq
