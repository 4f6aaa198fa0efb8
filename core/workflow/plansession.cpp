#include "workflow/plansession.h"

#include "workflow/background.h"
#include "workflow/planstep.h"
#include "workflow/workspacestate.h"
#include "workflow/workspacewriter.h"

#include "artifacts/artifactio.h"
#include "artifacts/documents.h"
#include "artifacts/workspace.h"
#include "plan/quarkcliprobe.h"

#include <QEventLoop>
#include <QFileInfo>

#include <utility>

namespace ptq {

PlanSession::PlanSession(WorkspaceWriter *writer, QObject *parent) : QObject(parent), m_writer(writer) {}

void PlanSession::setRoot(const QString &root)
{
    m_root = root;
    m_analysisFacts = AnalysisFacts();
    m_analysisSha.clear();
    m_modules = PlanModules();
    m_savedPlan = Json();
    ++m_modulesGeneration; // a listing of the previous workspace's analysis is dropped
    ++m_generation;        // and so is a build of it
}

void PlanSession::setAnalysis(const AnalysisFacts &analysis, const QByteArray &sha256)
{
    m_analysisFacts = analysis;
    m_analysisSha = sha256;
    const quint64 generation = ++m_modulesGeneration;
    // The preview's modules: a large MoE has tens of thousands, listed off the caller's thread.
    runInBackground(
        this, [facts = m_analysisFacts] { return modulesOf(facts); },
        [this, generation](const PlanModules &modules) {
            if (generation != m_modulesGeneration)
                return; // a newer analysis is being listed
            m_modules = modules;
            emit modulesListed();
        });
}

PlanModules PlanSession::modulesOf(const AnalysisFacts &analysis)
{
    PlanModules modules;
    modules.names = PatternPreviewer::modulesFor(analysis, &modules.source);
    return modules;
}

PlanBuild PlanSession::buildNow(const AnalysisFacts &analysis, const QByteArray &analysisSha256, const PlanIntent &intent,
                                const CliCapabilities &cli, const std::vector<std::string> &modules)
{
    PlanBuild build;
    build.intent = intent;
    build.outcome = Planner::plan(analysis, analysisSha256, intent, cli);
    const PlanDocument &typed = build.outcome.plan;
    build.preview = PatternPreviewer::preview(modules, typed.excludeLayers, intent.overrides, intent.scheme);
    // What vLLM would refuse at the chosen tensor-parallel size, before the GPU hour is spent.
    if (build.outcome.ok())
        build.findings = ServeReadiness::forPlan(analysis, typed, intent.tensorParallelSize, modules);
    return build;
}

quint64 PlanSession::build(const PlanIntent &intent, const CliCapabilities &cli)
{
    const quint64 generation = ++m_generation;
    const AnalysisFacts analysis = m_analysisFacts;
    const QByteArray sha = m_analysisSha;
    const std::vector<std::string> modules = m_modules.names;
    // The planner is pure and quick; the preview walks every module of a large MoE: both off the caller's thread.
    runInBackground(
        this,
        [analysis, sha, intent, cli, modules, generation] {
            PlanBuild result = buildNow(analysis, sha, intent, cli, modules);
            result.generation = generation;
            return result;
        },
        [this](const PlanBuild &result) {
            if (result.generation == m_generation) // else a newer build is on its way
                emit built(result);
        });
    return generation;
}

std::optional<QStringList> PlanSession::withdrawConfirmation(const PlanBuild &build)
{
    // A refused edit voids it too: the form no longer shows the confirmed plan.
    const std::optional<Json> voided = build.outcome.ok() ? PlanStep::voidedBy(m_savedPlan, build.outcome.plan.document())
                                                          : PlanStep::voidedByRefusal(m_savedPlan, build.intent);
    if (!voided)
        return std::nullopt;
    const QStringList changed = PlanStep::changedDecisions(m_savedPlan, *voided);
    m_savedPlan = *voided;
    write(*voided);
    return changed;
}

Status PlanSession::confirm(const WorkspaceState &state, const PlanDocument &plan)
{
    const Result<Json> confirmed = PlanStep::confirm(state, plan.document());
    if (!confirmed)
        return confirmed.error();
    m_savedPlan = *confirmed;
    write(*confirmed);
    return {};
}

void PlanSession::write(const Json &plan)
{
    if (m_root.isEmpty())
        return; // no workspace: nothing to write to (the page had no analysis either)
    m_writer->save(m_root, ArtifactKind::Plan, plan, this, [this](const Status &status) {
        if (!status)
            emit writeFailed(status.error().message);
    });
}

CliDiscovery PlanSession::discoverCli(const QString &explicitPath, bool fromKnowledge,
                                      const std::function<void(const QString &)> &asking)
{
    CliDiscovery found;
    found.path = explicitPath.isEmpty() ? QuarkCliProbe::findQuarkCli() : explicitPath;
    if (found.path.isEmpty()) {
        found.cli = QuarkCatalog::newest();
        return found;
    }
    QuarkCliProbe probe;
    QEventLoop loop;
    Result<CliCapabilities> result;
    bool known = false;
    QObject::connect(&probe, &QuarkCliProbe::finished, &loop, [&](const Result<CliCapabilities> &r) {
        if (!known)
            result = r;
        loop.quit();
    });
    if (fromKnowledge) {
        QObject::connect(&probe, &QuarkCliProbe::answeredFromKnowledge, &loop, [&](const CliCapabilities &caps) {
            known = true;
            result = caps;
            probe.cancel();
            loop.quit();
        });
    }
    if (asking)
        asking(found.path);
    probe.probe(found.path);
    loop.exec();
    if (!result) {
        found.answer = CliDiscovery::Answer::Failed;
        found.error = result.error().message;
        found.cli = QuarkCatalog::newest();
        return found;
    }
    found.answer = known ? CliDiscovery::Answer::Known : CliDiscovery::Answer::Asked;
    found.cli = *result;
    return found;
}

Result<PlanWrite> PlanSession::writeBuilt(const Workspace &workspace, const PlanDocument &built)
{
    const Json &plan = built.document();
    PlanWrite written;
    written.path = workspace.artifactPath(ArtifactKind::Plan);
    if (QFileInfo::exists(written.path)) {
        if (const Result<LoadedDocument> saved = ArtifactIo::load(written.path); saved) {
            const Result<PlanDocument> typed = PlanDocument::fromJson(saved->json);
            if (typed && !typed->requiresConfirmation && PlanStep::sameDecisions(saved->json, plan)) {
                written.plan = saved->json;
                written.keptConfirmed = true;
                return written;
            }
        }
    }
    if (Status saved = workspace.saveArtifact(ArtifactKind::Plan, plan); !saved)
        return saved.error();
    written.plan = plan;
    return written;
}

PlanConfirmWrite PlanSession::confirmInWorkspace(const Workspace &workspace)
{
    PlanConfirmWrite done;
    const WorkspaceState state = WorkspaceInspector::inspect(workspace.root());
    done.path = state.plan.path;
    const Result<LoadedDocument> plan = ArtifactIo::load(state.plan.path);
    const Result<Json> confirmed = plan ? PlanStep::confirm(state, plan->json) : Result<Json>(plan.error());
    if (!confirmed) {
        done.message = confirmed.error().message;
        return done;
    }
    Status saved = workspace.ensureLayout();
    if (saved)
        saved = workspace.saveArtifact(ArtifactKind::Plan, *confirmed);
    if (!saved) {
        done.stage = PlanConfirmWrite::Stage::WriteFailed;
        done.message = saved.error().message;
        return done;
    }
    done.stage = PlanConfirmWrite::Stage::Confirmed;
    return done;
}

} // namespace ptq
