#pragma once

#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "artifacts/runmanifest.h"
#include "env/envmanager.h"
#include "result.h"
#include "workflow/commandstep.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace ptq {

class ReadinessProbe;
class RunSession;
class TargetPreflight;
class WorkspaceWriter;

/// What a visit to step 3 starts from, read at once on the writer's thread: the confirmed
/// analysis and plan, the manifest on disk, and what the page fills in from them.
struct CommandStart
{
    QString outputDir;     ///< the folder to show; empty: keep the one shown (the user's)
    bool outputProposed = false; ///< outputDir is a proposal (named after the model and scheme)
    /// The Python environment the saved command (or else the plan) was built with, else the one
    /// chosen outside the workspace; empty: quark-cli from PATH.
    QString pythonPrefix;
    QString savedTarget;   ///< the target the saved manifest names; empty: this machine
    /// A run ended with this approval, built from the analysis and plan as they are: it is shown
    /// as it was until the user changes something (showingUsed()).
    bool showUsed = false;
};

/// One build of the command (CommandSession::build): what page 3 shows and `ptq-studio manifest`
/// prints.
struct CommandView
{
    ManifestInputs inputs;  ///< the findings, the estimate, the exact argv, the folder's checks, the target record
    Json manifest;          ///< the command shown: the one built, or the saved one when its approval was kept
    Json onDisk;            ///< run_manifest.yaml as it is after this build (null: none)
    QStringList blockers;   ///< what keeps the built command from being approved (ManifestBuilder::blockers of inputs)
    RebuildOutcome outcome; ///< what building it again did to the approval on disk
    bool written = false;   ///< this build wrote run_manifest.yaml
    bool runGoing = false;  ///< the manifest on disk records a run going: nothing was written over it
    /// The manifest on disk records a result that waits for the user's decision
    /// (Acceptance::awaitsDecision) and the user did not agree to replace it: nothing was written
    /// over it, and the command shown is that run's.
    bool undecidedKept = false;
    QString writeError;     ///< reading or writing run_manifest.yaml failed (named); the previous file is kept
};

/// The managed Python environments (environments.json) as CommandSession::listManagedEnvironments
/// read them: the entries, or why the file could not be read (named).
struct ManagedEnvironments
{
    QList<EnvEntry> entries;
    QString error;
};

/// The output folder to show once Runs on changed (CommandSession::outputDirForTarget).
struct OutputChoice
{
    QString dir;           ///< the folder to show; unused when proposed
    bool proposed = false; ///< show the proposal for this machine (CommandSession::proposedOutputDir)
};

/// Step 3's session, widget-free: the inputs of the command (the confirmed analysis and plan, the
/// output folder, the environment's and the target's checks, the export checks chosen), building it
/// (the newest answer wins), what a rebuild does to the approval on disk, and the approval itself.
/// Page 3 and `ptq-studio manifest` drive this one object. Every read and write of the workspace's
/// files happens on the workspace writer's thread; what looks at the output folder (which may be a
/// hung network mount) on a pool thread; never on the caller's.
class CommandSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CommandSession)

public:
    /// @p run, when given, is step 4's session: nothing is built or written while its run goes.
    explicit CommandSession(WorkspaceWriter *writer, RunSession *run = nullptr, QObject *parent = nullptr);
    ~CommandSession() override;

    /// The workspace the command is for; forgets every input.
    void setRoot(const QString &root);
    QString root() const { return m_root; }

    /// Reads the analysis, the plan and the manifest (one job on the writer's thread) and decides
    /// what the page starts from: started(), or loadFailed() naming the file. @p shownOutput is the
    /// folder on screen, @p outputEdited whether the user typed it (then it stays),
    /// @p outputProposed whether it is the page's own proposal.
    void load(const QString &shownOutput = QString(), bool outputEdited = false, bool outputProposed = false);
    bool isLoaded() const { return m_loaded; }
    const std::optional<AnalysisDocument> &analysis() const { return m_analysis; }
    const std::optional<PlanDocument> &plan() const { return m_plan; }
    QByteArray analysisSha256() const { return m_analysisSha; }
    QByteArray planSha256() const { return m_planSha; }
    /// The manifest as last read or written by this session (null: none).
    const Json &savedManifest() const { return m_saved; }
    /// The folder proposed at load() for the model and the plan's scheme (never one that existed).
    QString proposedOutputDir() const { return m_proposal; }
    /// After a run ended in @p usedFolder: the folder the next run is proposed to write to, looked
    /// for on a pool thread (the disk says which names are taken by now). Answers
    /// nextOutputProposed() with it, or with an empty folder when @p usedFolder is not one this
    /// session proposed (a folder the user chose is theirs to change).
    void proposeNextOutput(const QString &usedFolder);

    // The command's inputs. Each is only stored: build() (or refresh()) uses them.
    void setOutputDir(const QString &dir) { m_outputDir = dir; }
    QString outputDir() const { return m_outputDir; }
    void setDevices(const QString &devices) { m_devices = devices; }
    /// The facts of the environment the command runs in (the environment check's answer), and
    /// the Python prefix they are of (empty: PATH).
    void setEnvironment(const EnvironmentFacts &facts, const QString &pythonPrefix);
    /// The environment is being checked again: no command is built from the old facts.
    void forgetEnvironment() { m_facts.reset(); }
    bool hasEnvironment() const { return m_facts.has_value(); }
    const std::optional<EnvironmentFacts> &environment() const { return m_facts; }
    void setCli(const CliCapabilities &cli) { m_cli = cli; }
    /// `ptq-studio manifest`'s check of this machine (page 3 asks the workspace's probe, which
    /// the session already started): the environment of @p pythonPrefix (empty: PATH) with
    /// @p quarkCli probed in the background, then the readiness (checkReadiness()); once both
    /// answered, the facts are the command's (setEnvironment) and environmentChecked() comes.
    void checkEnvironmentHere(const QString &pythonPrefix, const QString &quarkCli);
    /// The user agreed that the next command replaces the manifest whose approval token is
    /// @p token although its result waits for a decision (Acceptance::awaitsDecision): the run
    /// stays in history/, and the result can no longer be accepted. Bound to that manifest: any
    /// other one on disk (a newer run's) is still kept, as every build keeps it without this.
    void replaceUndecided(const QByteArray &token) { m_replaceUndecided = token; }
    /// The export checks as the user chose them; unset: the estimate and the plan decide.
    void setChecks(std::optional<bool> loadCheck, std::optional<bool> baseline);

    /// Whether the datasets and the model are where quark-cli finds them offline: checked in the
    /// background (ReadinessProbe), readinessChanged() when it answers. This machine's command
    /// waits for it.
    void checkReadiness();
    const std::optional<ReadinessReport> &readiness() const { return m_readiness; }
    /// For tests and the CLI's own waits: the probe the session asks.
    ReadinessProbe *readinessProbe() const { return m_readinessProbe; }

    /// Where the command runs: a target (an SSH host, a Slurm cluster) or, unset, this machine.
    /// Returns whether it changed; a change forgets the target's check and its run folder.
    bool setTarget(const std::optional<TargetProfile> &target);
    const std::optional<TargetProfile> &target() const { return m_target; }
    /// targets.json (TargetStore::defaultPath()): where the target profiles are kept.
    static QString targetsPath();
    /// Reads the target profiles of targetsPath() on a pool thread: targetsLoaded() when they are
    /// there (targets(), or targetsError() naming the file).
    void loadTargets();
    /// From now on every change of targetsPath() (a save here, another process) reads the profiles
    /// again (loadTargets()), except while a run goes.
    void watchTargets();
    const QList<TargetProfile> &targets() const { return m_targets; }
    QString targetsError() const { return m_targetsError; }
    /// The profile named @p name among targets(); unset when there is none.
    std::optional<TargetProfile> targetNamed(const QString &name) const;
    /// Where the output folder goes once Runs on changed to @p target (already set by setTarget):
    /// on a target, the saved manifest's folder when it names that target, else a folder in the
    /// target's remote workspace named after the model and the plan's scheme; on this machine
    /// again, @p localOutput (the folder shown before a target was chosen) unless it is empty or
    /// the saved manifest's folder on a target: then the proposal.
    OutputChoice outputDirForTarget(const std::optional<TargetProfile> &target, const QString &localOutput) const;

    /// Reads the managed Python environments (environments.json) on a pool thread:
    /// managedEnvironments() with them.
    void listManagedEnvironments();

    /// Checks the target (read-only): targetProgress() as it goes, targetChecked() at the end.
    void checkTarget();
    bool isCheckingTarget() const { return !m_preflight.isNull(); }
    const std::optional<TargetReport> &targetReport() const { return m_targetReport; }

    /// Whether every input the command needs is there (the documents; this machine's
    /// environment check and readiness, or the target).
    bool canBuild() const;
    /// Builds the command from the inputs as they are: CommandStep::prepare on a pool thread,
    /// then, on the writer's thread, the rule of CommandStep::afterRebuild against the manifest
    /// on disk as it is then, and its write. building(), then built() with the newest build only
    /// (an older answer is dropped and writes nothing). Stops showing a used approval.
    /// Nothing is built while a run goes or before canBuild().
    void build();
    bool isBuilding() const { return m_building; }
    /// Building takes a while (400 ms and more: a folder on a slow mount): slow() was emitted.
    bool isSlow() const { return m_slow; }
    const std::optional<CommandView> &view() const { return m_view; }

    /// An answer came by itself (the environment, the readiness, quark-cli): build(), or while a
    /// used approval is shown, its findings only (usedFindings(); nothing is written).
    void refresh();
    /// Shows the approval a run used, as it was, until build() is asked for: a build still on its
    /// way is dropped (it writes nothing).
    void showUsed(bool on);
    bool isShowingUsed() const { return m_showingUsed; }

    /// What voided the approval of the manifest on disk (its run used it, or what it binds
    /// changed), held until the next approval; unset when no build voided one.
    const std::optional<RebuildOutcome> &voided() const { return m_voided; }
    /// A run of this workspace's command happened (an approval was used).
    bool hadRun() const { return m_hadRun; }
    /// The workspace's newest run (history/ keeps each as it ended) ran out of GPU memory: the
    /// stage it failed in, as stored (empty when not known); nothing when it did not. Read with the
    /// inputs (load()), so it holds after the next command is written and after a restart, until a
    /// later run ends otherwise. Page 3 and `ptq-studio manifest` say it beside the estimate.
    const std::optional<QString> &lastRunOutOfMemory() const { return m_lastRunOutOfMemory; }
    void setHadRun() { m_hadRun = true; }

    /// "Shall I run this exact command?" — yes: the command of the last build is approved and
    /// written, in one read-change-write on the writer's thread. Refused (the manifest unchanged)
    /// when the file on disk is no longer the command shown (written outside this session:
    /// an editor, a script, an agent following the workflow by hand): the message names the file, and the command is built again. @p done gets the
    /// approved manifest.
    void approve(QObject *context, std::function<void(Result<Json>)> done);

    /// The workspace's files changed on disk (WorkspaceWatcher): reads the manifest after every
    /// write already asked for and, when it is no longer the command shown (an editor, a script, a
    /// terminal changed it), builds again, so that the gate says what holds now (a void approval
    /// with its reason). Nothing happens while nothing is shown, a build is going, the used
    /// approval of an ended run is shown, or a run is going.
    void recheckDisk();

signals:
    void started(const ptq::CommandStart &start);
    void loadFailed(const QString &message);
    /// proposeNextOutput()'s answer: the next run's folder, or empty when none is proposed.
    void nextOutputProposed(const QString &usedFolder, const QString &next);
    void readinessChanged();
    void environmentChecked();
    void targetProgress(const QString &step);
    void targetChecked(const ptq::TargetReport &report);
    void targetsLoaded();
    void managedEnvironments(const ptq::ManagedEnvironments &listed);
    void building();
    void slow();
    void built(const ptq::CommandView &view);
    /// While a used approval is shown: the findings and estimate of the inputs as they are now.
    void usedFindings(const ptq::ManifestInputs &inputs);
    /// A file of the workspace was written (the workspace's state is read again).
    void workspaceTouched();

private:
    CommandRequest request();
    void startPrepare(bool write);
    void finishBuild(quint64 generation, ManifestInputs inputs);
    bool running() const;

    WorkspaceWriter *m_writer;
    QPointer<RunSession> m_run;
    ReadinessProbe *m_readinessProbe;
    QString m_root;
    bool m_loaded = false;
    std::optional<AnalysisDocument> m_analysis;
    QByteArray m_analysisSha;
    std::optional<PlanDocument> m_plan;
    QByteArray m_planSha;
    Json m_saved;
    QString m_proposal;
    QString m_outputDir;
    QString m_devices;
    std::optional<EnvironmentFacts> m_facts;
    QString m_pythonPrefix;
    CliCapabilities m_cli;
    std::optional<bool> m_loadCheck;
    std::optional<bool> m_baseline;
    std::optional<ReadinessReport> m_readiness;
    std::optional<TargetProfile> m_target;
    std::optional<TargetReport> m_targetReport;
    QPointer<TargetPreflight> m_preflight;
    QList<TargetProfile> m_targets;
    QString m_targetsError;
    bool m_watchingTargets = false;
    QString m_runId; ///< the run folder's name on the target, kept across builds
    /// The newest build asked for; read on the writer's thread, so a stale build writes nothing.
    std::shared_ptr<std::atomic<quint64>> m_generation;
    bool m_building = false;
    bool m_slow = false;
    bool m_showingUsed = false;
    bool m_leftUsedWhileLoading = false; ///< showUsed(false) came before load() answered
    bool m_hadRun = false;
    std::optional<QString> m_lastRunOutOfMemory; ///< lastRunOutOfMemory() as load() read it
    std::optional<RebuildOutcome> m_voided;
    QByteArray m_replaceUndecided; ///< replaceUndecided(): the token of the manifest the user agreed to replace
    std::optional<CommandView> m_view;
};

} // namespace ptq
