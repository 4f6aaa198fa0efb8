#pragma once

#include "artifacts/documents.h"

#include "artifacts/runmanifest.h"

#include "artifacts/json.h"

#include <functional>
#include <optional>
#include "pages/checkpointpage.h"
#include "workflow/commandsession.h"
#include "workflow/commandstep.h"
#include "workflow/workspacesession.h"

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
    /// The page asks whether to prepare another run before a change replaces a result nobody
    /// decided on yet (leaveUsedThen()): the change is not made until it is answered.
    bool isAskingBeforeChange() const { return m_askingToLeave; }

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
    /// Hands the session what only the page holds: the folder typed, quark-cli's capabilities, the checks chosen.
    void syncInputs();
    /// Asks the session to read the inputs; applyStart() fills the page from them.
    void loadInputs();
    void applyStart(const ptq::CommandStart &start);
    void checkEnvironment(ptq::EnvironmentProbe::Freshness freshness = ptq::EnvironmentProbe::Freshness::Cached);
    /// "Set up Quark for me…": the managed environment's dialog; its environment, once used,
    /// becomes this page's Python environment and is checked again.
    void setUpQuark();
    /// The managed environments (environments.json), read off the UI thread, into the
    /// "Managed environments" menu beside the Python environment.
    void refreshManagedEnvironments();
    void showManagedEnvironments(const ptq::ManagedEnvironments &listed);
    /// Builds the command anew (CommandSession::build); applyView() shows the newest build. Until
    /// it comes the gate stays closed: what may still change is not approved.
    void rebuild();
    void applyView(const ptq::CommandView &view);
    /// The export checks the command can have (enabled, with why not); @p ticks: and which are ticked.
    void showChecks(const ManifestInputs &inputs, bool ticks = true);
    /// Why the approval on disk was voided (the session's last void), in words; empty when none.
    QString voidedText() const;
    /// A probe answered (the environment, readiness, quark-cli): rebuild(), or while the used
    /// approval is shown, its findings only.
    void rebuildOnAnswer();
    void showUsedFindings();
    void proposeOutputDir();
    void showRunningCommand();
    /// The targets of targets.json, read off this thread, into the "Runs on" list.
    void loadTargets();
    /// The targets the session read: into the "Runs on" list, the chosen one kept.
    void showTargets();
    /// "Runs on" changed: the environment is this machine's or the target's.
    void onTargetChosen();
    void checkTarget();
    bool needsAnotherMachine() const;
    void fitEnvironmentHeight();
    ptq::CommandSession *command() const { return session()->command(); }
    const std::optional<ptq::TargetProfile> &profile() const { return command()->target(); }
    bool remote() const { return profile().has_value(); }
    QString targetHtml() const;
    void approve();
    /// The user changed something while a used approval was shown: the next command is built, in
    /// the folder proposed for the next run when the used one is still in the field.
    void leaveUsed();
    /// The command on screen is a used approval whose run left a result not accepted yet.
    bool usedResultUnaccepted() const;
    /// Makes a change that builds the next command (@p change): at once, or, while the used
    /// command's result waits for a decision, once the user agreed; @p keep undoes what the
    /// control already shows when they did not.
    /// The output folder changed by the user (typed, browsed): the next run's folder.
    void onOutputEdited();
    /// @p what, when given, says what the change is, before the question.
    void leaveUsedThen(std::function<void()> change, std::function<void()> keep, const QString &what = QString());
    /// Shows @p manifest, approved and used by its run, as it was (the folder, the checks it bound).
    void showUsedCommand(const Json &manifest, const RunManifest &typed);
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
    QPushButton *m_approveButton;
    /// Shown while a used approval is: builds the next run's command (a new folder, a new approval).
    QPushButton *m_newRunButton;
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
    QString m_targetProgress;            ///< what the running check does now
    bool m_targetCheckHadFocus = false;  ///< Check target had the focus when it was pressed
    QString m_savedTarget;               ///< the target the saved manifest names
    QString m_localOutput;               ///< this machine's output folder, while a target is chosen
    QString m_usedOutput;                ///< while a used approval is shown: the folder its run wrote to
    QString m_nextOutput;                ///< …and the one proposed for the next run (empty: none proposed)
    QString m_initializedRoot;           ///< the workspace initializePage() last started from
    bool m_askingToLeave = false;        ///< leaveUsedThen()'s question is open
    QByteArray m_leftUsedToken;          ///< the approval of the used command the user left (not shown again)

    bool m_outputEdited = false; ///< the output folder was changed on this visit (not by the loader)
    bool m_outputProposed = false; ///< the output folder on screen is the page's proposal
    bool m_editPending = false;  ///< the folder was typed into: the command on screen is not its own yet
    ManifestInputs m_inputs;     ///< of the command on screen (the findings, the estimate)
    Json m_manifest;             ///< the command on screen (and on disk once written)
    QString m_writeError;        ///< run_manifest.yaml could not be written (named); said until a write succeeds
    QString m_refusal;           ///< why the last "Yes, run this exact command" approved nothing; said until the next
};

} // namespace ptq::ui
