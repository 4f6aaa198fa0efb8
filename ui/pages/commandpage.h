#pragma once

#include "artifacts/documents.h"

#include "artifacts/runmanifest.h"

#include "artifacts/json.h"

#include <optional>
#include "command/manifestbuilder.h"
#include "env/offlinereadiness.h"
#include "pages/checkpointpage.h"
#include "target/targetpreflight.h"
#include "target/targetprofile.h"
#include "workflow/commandstep.h"

#include <QPointer>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTextBrowser;
class QMenu;
class QTimer;
class QToolButton;

namespace ptq {
class ReadinessProbe;
}

namespace ptq::ui {

class EnvSetupFlow;

/// Page 3: the environment check, the exact command, the destination, the estimate, and the
/// execution gate — "Shall I run this exact command?". Approval is bound to the sha256 of the
/// command's argv and environment; nothing is created outside the workspace before it.
class CommandPage final : public CheckpointPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CommandPage)

public:
    /// Where this machine cannot run the plan: Runs on opened to choose a target (or the targets
    /// dialog when there is none yet). Page 4's "Choose where it runs…" lands here.
    void chooseRemoteTarget();
    explicit CommandPage(WorkspaceSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    const Json &manifest() const { return m_manifest; }

protected:
    void showEvent(QShowEvent *event) override;
    QString checkpointQuestion() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Manifest; }
    void onStateChanged(const WorkspaceState &state) override;

private:
    /// Runs on, the Python environment (Browse, Managed, Set up Quark, Check again) and the findings.
    QGroupBox *buildEnvironmentBox();
    /// The output folder, the exact command, the checks after it, the target's script and the estimate.
    QGroupBox *buildCommandBox();
    /// What rebuilds the command, checks the environment or the target again, and the gate.
    void connectControls(WorkspaceSession *session);
    /// What the command is built from now: the artifacts, the environment's facts, the folder, the target.
    CommandRequest commandRequest();
    void loadInputs();
    void checkEnvironment(ptq::EnvironmentProbe::Freshness freshness = ptq::EnvironmentProbe::Freshness::Cached);
    /// "Set up Quark for me…": the managed environment's dialog; its environment, once used,
    /// becomes this page's Python environment and is checked again.
    void setUpQuark();
    /// The managed environments (environments.json), read off the UI thread, into the
    /// "Managed environments" menu beside the Python environment.
    void refreshManagedEnvironments();
    /// Builds the command anew: CommandStep::prepare (which looks at the output folder and the
    /// environment's files) runs in the background, applyRebuild() shows the newest answer. Until
    /// it comes the gate stays closed: what may still change is not approved.
    void rebuild();
    void applyRebuild(ManifestInputs inputs);
    /// A probe answered (the environment, readiness, quark-cli): rebuild(), or while the used
    /// approval is shown, its findings only.
    void rebuildOnAnswer();
    void showUsedFindings();
    void proposeOutputDir();
    /// The command as page 3 shows it: one flag per line (CommandSpec::displayLines()).
    static QString commandText(const QStringList &argv, const QMap<QString, QString> &env);
    void showRunningCommand();
    /// The targets of targets.json, read off this thread, into the "Runs on" list.
    void loadTargets();
    /// "Runs on" changed: the environment is this machine's or the target's.
    void onTargetChosen();
    void checkTarget();
    bool needsAnotherMachine() const;
    void fitEnvironmentHeight();
    bool remote() const { return m_profile.has_value(); }
    QString targetHtml() const;
    void approve();
    void updateGate();
    QString findingsHtml() const;
    QString estimateHtml() const;

    QLineEdit *m_pythonEnv;
    QPushButton *m_browsePythonEnv;
    QPushButton *m_recheckButton;
    QPushButton *m_setupQuarkButton;
    QPointer<EnvSetupFlow> m_setupFlow; ///< while the setup dialog is open
    QToolButton *m_managedButton = nullptr; ///< "Managed ▾": the registered environments
    QMenu *m_managedMenu = nullptr;
    QTextBrowser *m_environment;
    QLineEdit *m_outputDir;
    QPushButton *m_browseOutput;
    QLabel *m_outputProblems;
    QPlainTextEdit *m_command;
    QPushButton *m_copyButton;
    QTextBrowser *m_estimate;
    QLabel *m_gateStatus;
    QCheckBox *m_reviewed;
    QCheckBox *m_baselineCheck = nullptr;  ///< after the export: the original's perplexity (accuracy verdict)
    QCheckBox *m_loadCheckBox = nullptr;   ///< after the export: the load check
    std::optional<bool> m_baselineChosen;  ///< set by the user; unset: the plan's evaluation decides
    std::optional<bool> m_loadCheckChosen; ///< set by the user; unset: the estimate decides
    /// The used approval of an ended run is shown as it was (Back after a run): answers that come
    /// by themselves refresh its findings; the next command waits for a change by the user.
    bool m_showingUsed = false;
    QPushButton *m_approveButton;
    QTimer *m_debounce;
    QComboBox *m_target = nullptr;       ///< "Runs on": this machine or a target profile
    QPushButton *m_checkTarget = nullptr;
    QPushButton *m_editTargets = nullptr;
    /// Shown where this machine cannot run the plan (no GPU PyTorch sees): the way to a target.
    QPushButton *m_runElsewhere = nullptr;
    QSplitter *m_splitter = nullptr;
    bool m_userSplit = false; ///< the user dragged the grip: their split stays
    QWidget *m_localEnvRow = nullptr;    ///< the Python environment row (this machine only)
    QLabel *m_scriptLabel = nullptr;
    QPlainTextEdit *m_script = nullptr;  ///< the run or batch script the target is handed
    QList<ptq::TargetProfile> m_profiles;
    QString m_targetsError;              ///< targets.json could not be read (named)
    std::optional<ptq::TargetProfile> m_profile; ///< the chosen target; none: this machine
    std::optional<ptq::TargetReport> m_targetReport;
    QPointer<ptq::TargetPreflight> m_preflight;
    QString m_targetProgress;            ///< what the running check does now
    QString m_savedTarget;               ///< the target the saved manifest names
    QString m_runId;                     ///< the run folder's name there, kept across rebuilds
    QString m_localOutput;               ///< this machine's output folder, while a target is chosen

    std::optional<AnalysisDocument> m_analysis;
    QByteArray m_analysisSha;
    std::optional<PlanDocument> m_plan;
    QByteArray m_planSha;
    bool m_haveFacts = false;
    bool m_inputsLoaded = false; ///< the artifacts are read and the output folder is filled in
    ptq::ReadinessProbe *m_readinessProbe;
    std::optional<ptq::ReadinessReport> m_readiness; ///< of the analysis and plan on this page
    bool m_outputEdited = false; ///< the output folder was changed on this visit (not by the loader)
    bool m_outputProposed = false; ///< the output folder on screen is the page's proposal
    ManifestInputs m_inputs;
    quint64 m_rebuildGeneration = 0; ///< the newest rebuild asked; older answers are dropped
    bool m_rebuilding = false;       ///< a rebuild's answer is still to come
    bool m_rebuildSlow = false;      ///< … for a while: the gate says what it waits for
    Json m_manifest;       ///< what is on screen (and on disk once written)
    Json m_savedManifest;  ///< the manifest file's content
    bool m_hadRun = false; ///< a run of this workspace's command happened (its approval was used)
    QString m_voidedReason;
};

} // namespace ptq::ui
