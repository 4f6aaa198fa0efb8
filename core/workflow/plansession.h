#pragma once

#include "artifacts/json.h"
#include "handoff/servereadiness.h"
#include "plan/patternpreview.h"
#include "plan/planner.h"
#include "result.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ptq {

class Workspace;
class WorkspaceWriter;
struct WorkspaceState;

/// The Linear modules of an analysis the pattern preview matches against, and where they come from.
struct PlanModules
{
    std::vector<std::string> names;
    QString source; ///< for people: "from the checkpoint's tensor names", "generated from the config", ...
};

/// One build of the plan (PlanSession::build): what page 2 shows and `ptq-studio plan` prints.
struct PlanBuild
{
    PlanIntent intent;            ///< the form it was built from
    PlanOutcome outcome;          ///< the decisions, the plan (or the rules that refused it)
    PatternPreview preview;       ///< what each exclusion and override matches
    QList<ServeFinding> findings; ///< what vLLM would refuse at the intent's tensor-parallel size (ok plans only)
    quint64 generation = 0;       ///< which build this is (PlanSession::generation())
};

/// How the quark-cli a plan is checked against was found (PlanSession::discoverCli).
struct CliDiscovery
{
    enum class Answer {
        NoCli,  ///< none on PATH: the newest catalog
        Known,  ///< an amd-quark release PTQ Studio knows: its knowledge, without starting it
        Asked,  ///< quark-cli answered
        Failed, ///< quark-cli could not be asked (error): the newest catalog
    };
    Answer answer = Answer::NoCli;
    CliCapabilities cli;
    QString path;  ///< the quark-cli asked (empty for NoCli)
    QString error; ///< why asking failed (Failed)
};

/// What `ptq-studio confirm plan` did (PlanSession::confirmInWorkspace).
struct PlanConfirmWrite
{
    enum class Stage {
        Confirmed,   ///< written confirmed at path
        Refused,     ///< not confirmable (message: PlanStep's reason, or why it could not be read)
        WriteFailed, ///< confirmable, but writing it failed (message)
    };
    Stage stage = Stage::Refused;
    QString path;
    QString message;
};

/// What `ptq-studio plan` wrote (PlanSession::writeBuilt).
struct PlanWrite
{
    Json plan;                  ///< the plan in the workspace now
    QString path;
    bool keptConfirmed = false; ///< the confirmed plan makes the same decisions: it stays, nothing written
};

/// Step 2's session, widget-free: the analysis the plan is made from (and its modules), building the
/// plan from an intent (off the caller's thread, the newest build wins) with its pattern preview and
/// serve findings, the rule that a changed plan withdraws a confirmation, and writing the plan
/// confirmed (Checkpoint 2). Page 2 and `ptq-studio plan` / `ptq-studio confirm plan` drive it.
class PlanSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanSession)

public:
    explicit PlanSession(WorkspaceWriter *writer, QObject *parent = nullptr);

    /// The workspace the plan is written to; forgets the analysis and the saved plan.
    void setRoot(const QString &root);

    /// The analysis the plan is made from; its modules are listed in the background (modulesListed()).
    /// @p analysis is model_analysis.json, read; @p sha256 its file's digest (the plan records it).
    void setAnalysis(const AnalysisFacts &analysis, const QByteArray &sha256);
    /// An analysis is set (since setRoot()).
    bool hasAnalysis() const { return !m_analysisSha.isEmpty(); }
    /// What the planner and the recommendation decide on.
    const AnalysisFacts &analysisFacts() const { return m_analysisFacts; }
    QByteArray analysisSha256() const { return m_analysisSha; }
    const PlanModules &modules() const { return m_modules; }

    /// The plan on disk as last read or written (null: none).
    const Json &savedPlan() const { return m_savedPlan; }
    void setSavedPlan(const Json &plan) { m_savedPlan = plan; }

    /// Builds the plan of @p intent against @p cli in the background; built() follows for the newest
    /// build only (an older one still running is dropped). Returns the build's generation.
    quint64 build(const PlanIntent &intent, const CliCapabilities &cli);
    /// The newest build asked for.
    quint64 generation() const { return m_generation; }

    /// After @p build was shown on the page the user is at: when it changes a decision of the saved,
    /// confirmed plan (or the planner refused a form that no longer shows it), the plan is written
    /// unconfirmed and the changed decisions are returned ("name: old → new"; empty list: none named).
    /// Nothing (and nothing written) otherwise. A failed write is announced by writeFailed().
    std::optional<QStringList> withdrawConfirmation(const PlanBuild &build);
    /// Checkpoint 2: @p plan (as the planner built it) written confirmed, unless PlanStep refuses
    /// it for @p state (the error).
    Status confirm(const WorkspaceState &state, const PlanDocument &plan);

    /// One build, at once (the background build runs it; the CLI calls it).
    static PlanBuild buildNow(const AnalysisFacts &analysis, const QByteArray &analysisSha256, const PlanIntent &intent,
                              const CliCapabilities &cli, const std::vector<std::string> &modules);
    /// The modules of @p analysis (reads nothing but it; a large MoE takes a while).
    static PlanModules modulesOf(const AnalysisFacts &analysis);

    /// The capabilities of the quark-cli at @p explicitPath, or on PATH, or the newest catalog. With
    /// @p fromKnowledge, a known amd-quark release answers from that knowledge without starting it.
    /// @p asking is told the quark-cli about to be asked. Blocks (an event loop) until it answers.
    static CliDiscovery discoverCli(const QString &explicitPath, bool fromKnowledge,
                                    const std::function<void(const QString &path)> &asking = {});
    /// `ptq-studio plan`'s write: a plan built again with the same decisions as the confirmed one
    /// leaves it confirmed, untouched; else @p plan is written (to confirm again).
    static Result<PlanWrite> writeBuilt(const Workspace &workspace, const PlanDocument &plan);
    /// `ptq-studio confirm plan`: the workspace's plan read, confirmed by PlanStep's rule, written back.
    static PlanConfirmWrite confirmInWorkspace(const Workspace &workspace);

signals:
    void modulesListed();
    void built(const ptq::PlanBuild &build);
    /// Writing the plan (withdrawn or confirmed) failed.
    void writeFailed(const QString &message);

private:
    void write(const Json &plan);

    WorkspaceWriter *m_writer;
    QString m_root;
    AnalysisFacts m_analysisFacts;
    QByteArray m_analysisSha;
    PlanModules m_modules;
    quint64 m_modulesGeneration = 0; ///< the newest module listing asked for
    Json m_savedPlan;
    quint64 m_generation = 0;
};

} // namespace ptq
