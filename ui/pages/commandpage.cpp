#include "pages/commandpage.h"
#include "statuscolours.h"

#include "artifacts/runmanifest.h"
#include "units.h"

#include "dialogs.h"
#include "displaynames.h"
#include "envsetupdialog.h"
#include "envsetupflow.h"
#include "fixedfont.h"

#include "targetsdialog.h"
#include "workflow/acceptance.h"
#include "workflow/commandsession.h"
#include "workflow/workspacesession.h"
#include "workflow/commandstep.h"
#include "workflow/readinessprobe.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QMenu>
#include <QToolButton>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QShowEvent>
#include <QSplitter>
#include <QTextDocument>

#include <algorithm>
#include <QTextBrowser>
#include <QLocale>
#include <QShowEvent>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <QWizard>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}


} // namespace

QGroupBox *CommandPage::buildEnvironmentBox()
{
    auto *envBox = new QGroupBox(tr("Environment"), this);
    // What's This (Shift+F1): what each control does, and what cannot be taken back.
    m_reviewed->setWhatsThis(tr("<p><b>The execution gate.</b> Tick it once you have read the exact command, the output "
                                "folder and the estimate. It only unlocks the approve button; nothing runs. Any change "
                                "to the command afterwards (a flag, the folder, the environment, the target) clears "
                                "it.</p>"));
    m_approveButton->setWhatsThis(tr("<p>Approves this exact command and records the approval in run_manifest.yaml; "
                                     "page 4 then starts it. From here quark-cli downloads the weights it needs, "
                                     "creates the output folder and quantizes — nothing of this happens before. Any "
                                     "change to the command after the approval voids it.</p>"));
    m_outputDir->setWhatsThis(tr("<p>Where quark-cli writes the quantized model: an absolute folder, new or empty, "
                                 "outside the model. It is created only when the approved run starts.</p>"));
    m_pythonEnv->setWhatsThis(tr("<p>The Python environment whose quark-cli runs the command (a venv or conda prefix), "
                                 "or empty for quark-cli on PATH. Changing it changes the command, so an approval is "
                                 "void.</p>"));
    m_setupQuarkButton->setWhatsThis(m_setupQuarkButton->toolTip());
    auto *envLayout = new QVBoxLayout(envBox);
    // Where the command runs: this machine, or a target (an SSH host, a Slurm cluster).
    auto *targetRow = new QHBoxLayout;
    auto *runsOn = new QLabel(tr("Runs on:"), this);
    targetRow->addWidget(runsOn);
    m_target = new QComboBox(this);
    m_target->setObjectName(u"targetComboBox"_s);
    m_target->setAccessibleName(tr("Where the command runs"));
    m_target->setToolTip(tr("This machine, or a remote target from Settings → Remote targets: an SSH host, or a Slurm "
                            "cluster reached through its login node"));
    m_target->addItem(tr("This machine"));
    runsOn->setBuddy(m_target);
    targetRow->addWidget(m_target, 1);
    m_target->setWhatsThis(tr("<p>Where the approved command runs: this machine, an SSH host or a Slurm cluster. The "
                              "approval binds the target (and for Slurm its batch script): choosing another one needs "
                              "a new approval.</p>"));
    m_checkTarget = new QPushButton(tr("Check target"), this);
    m_checkTarget->setObjectName(u"checkTargetPushButton"_s);
    m_checkTarget->setToolTip(tr("Connect over SSH and look (read-only): quark-cli and its --help, GPUs, free disk, "
                                 "the model and output folders there; for Slurm the partition and its time limit"));
    m_checkTarget->setVisible(false);
    targetRow->addWidget(m_checkTarget);
    m_editTargets = new QPushButton(tr("Targets…"), this);
    m_editTargets->setObjectName(u"editTargetsPushButton"_s);
    m_editTargets->setToolTip(tr("Add or change the remote targets (targets.json)"));
    targetRow->addWidget(m_editTargets);
    envLayout->addLayout(targetRow);
    m_runElsewhere = new QPushButton(tr("Run it on a remote target…"), this);
    m_runElsewhere->setObjectName(u"runElsewherePushButton"_s);
    m_runElsewhere->setToolTip(tr("This machine has no GPU that PyTorch sees, and this plan cannot run without one: "
                                  "choose an SSH host or a Slurm cluster with a GPU under Runs on (or add one)."));
    m_runElsewhere->setAutoDefault(false);
    m_runElsewhere->setVisible(false);
    envLayout->addWidget(m_runElsewhere, 0, Qt::AlignLeft);
    m_localEnvRow = new QWidget(this);
    auto *envRow = new QHBoxLayout(m_localEnvRow);
    envRow->setContentsMargins(0, 0, 0, 0);
    auto *pythonEnvLabel = new QLabel(tr("Python environment:"), this);
    pythonEnvLabel->setBuddy(m_pythonEnv);
    m_pythonEnv->setAccessibleName(tr("Python environment"));
    envRow->addWidget(pythonEnvLabel);
    envRow->addWidget(m_pythonEnv, 1);
    envRow->addWidget(m_browsePythonEnv);
    envRow->addWidget(m_recheckButton);
    envLayout->addWidget(m_localEnvRow);
    // Shown while no quark-cli was found: the way there without a terminal.
    m_setupQuarkButton->setObjectName(u"setUpQuarkPushButton"_s);
    m_setupQuarkButton->setToolTip(tr("Make a Python environment with PyTorch, AMD Quark and quark-cli for this machine. "
                                      "The exact commands are shown for approval before anything is installed."));
    m_setupQuarkButton->setVisible(false);
    envRow->insertWidget(3, m_setupQuarkButton);
    // The environments "Set up Quark for me…" made (or `ptq-studio env create`), to pick from.
    m_managedButton = new QToolButton(this);
    m_managedButton->setObjectName(u"managedEnvironmentsToolButton"_s);
    m_managedButton->setText(tr("Managed"));
    m_managedButton->setToolTip(tr("The Python environments PTQ Studio set up on this machine"));
    m_managedButton->setAccessibleName(tr("Managed Python environments"));
    m_managedButton->setPopupMode(QToolButton::InstantPopup);
    m_managedButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_managedMenu = new QMenu(m_managedButton);
    m_managedMenu->setObjectName(u"managedEnvironmentsMenu"_s);
    m_managedButton->setMenu(m_managedMenu);
    m_managedButton->setVisible(false);
    envRow->insertWidget(3, m_managedButton);
    // A setup may have ended since (ready or broken): the list is read again, and updates in place.
    connect(m_managedMenu, &QMenu::aboutToShow, this, &CommandPage::refreshManagedEnvironments);
    envLayout->addWidget(m_environment);
    return envBox;
}

QGroupBox *CommandPage::buildCommandBox()
{
    auto *commandBox = new QGroupBox(tr("Command"), this);
    auto *commandLayout = new QVBoxLayout(commandBox);
    auto *outRow = new QHBoxLayout;
    outRow->addWidget(new QLabel(tr("Output folder:"), this));
    outRow->addWidget(m_outputDir, 1);
    outRow->addWidget(m_browseOutput);
    commandLayout->addLayout(outRow);
    commandLayout->addWidget(m_outputProblems);
    auto *cmdRow = new QHBoxLayout;
    cmdRow->addWidget(m_command, 1);
    // Beside the command, under Copy: what runs after it, as approved steps (core/handoff).
    auto *sideColumn = new QVBoxLayout;
    sideColumn->addWidget(m_copyButton);
    auto *afterLabel = new QLabel(tr("After the export:"), this);
    afterLabel->setObjectName(u"afterExportLabel"_s);
    m_baselineCheck = new QCheckBox(tr("Original's &perplexity"), this);
    m_baselineCheck->setObjectName(u"baselineCheckBox"_s);
    m_baselineCheck->setAccessibleName(tr("After the export, measure the original model's perplexity on the same data "
                                          "(the accuracy verdict)"));
    m_loadCheckBox = new QCheckBox(tr("&Load check"), this);
    m_loadCheckBox->setObjectName(u"loadCheckCheckBox"_s);
    m_loadCheckBox->setAccessibleName(tr("After the export, load it with transformers and compare it with the original "
                                         "(the load check)"));
    // Offered once the inputs say which the command can have (showChecks): not before, where a
    // tick would be thrown away (round 57's walk, after a restart).
    m_baselineCheck->setEnabled(false);
    m_loadCheckBox->setEnabled(false);
    m_baselineCheck->setWhatsThis(tr("<p>After the export, measures the original model's perplexity on the same data "
                                     "so that the quantized one can be judged (the accuracy verdict). It is approved "
                                     "with the command and runs after it, in the same environment: more time and GPU "
                                     "memory.</p>"));
    m_loadCheckBox->setWhatsThis(tr("<p>After the export, loads it with transformers and compares its output with the "
                                    "original's (the load check). Approved with the command; it runs after quark-cli.</p>"));
    sideColumn->addWidget(afterLabel);
    sideColumn->addWidget(m_baselineCheck);
    sideColumn->addWidget(m_loadCheckBox);
    sideColumn->addStretch(1);
    cmdRow->addLayout(sideColumn);
    commandLayout->addLayout(cmdRow);
    // On a target the approval binds the script it is handed too: shown beside the command.
    m_scriptLabel = new QLabel(this);
    m_scriptLabel->setObjectName(u"targetScriptLabel"_s);
    m_scriptLabel->setWordWrap(true);
    m_script = new QPlainTextEdit(this);
    m_script->setObjectName(u"targetScriptPlainTextEdit"_s);
    m_script->setReadOnly(true);
    m_script->setFont(fixedFont());
    // Wrapped on screen only (the text is the exact script): a long srun line is read whole.
    m_script->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_script->setMinimumHeight(70);
    m_script->setMaximumHeight(150);
    m_script->setAccessibleName(tr("The exact script the target runs"));
    m_scriptLabel->setBuddy(m_script);
    m_scriptLabel->setVisible(false);
    m_script->setVisible(false);
    commandLayout->addWidget(m_scriptLabel);
    commandLayout->addWidget(m_script);
    commandLayout->addWidget(m_estimate, 1);
    // A tick is a change of the command: after a run, the next one's (asked first while that run's
    // result waits for a decision; "No" puts the tick back).
    connect(m_baselineCheck, &QCheckBox::clicked, this, [this](bool on) {
        leaveUsedThen(
            [this, on] {
                m_baselineChosen = on;
                rebuild();
            },
            [this, on] { m_baselineCheck->setChecked(!on); });
    });
    connect(m_loadCheckBox, &QCheckBox::clicked, this, [this](bool on) {
        leaveUsedThen(
            [this, on] {
                m_loadCheckChosen = on;
                rebuild();
            },
            [this, on] { m_loadCheckBox->setChecked(!on); });
    });
    return commandBox;
}

void CommandPage::connectControls(WorkspaceSession *session)
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &CommandPage::rebuild);
    // The loader fills the field with signals blocked; any other change is the user's, and a late
    // read of the manifest must not overwrite it.
    connect(m_outputDir, &QLineEdit::textChanged, this, &CommandPage::onOutputEdited);
    // Only a changed prefix is checked when the field loses focus: leaving it for "Check again"
    // must not start a check that disables the button under the user's click.
    // Either is the user's change: its answer builds the next command (CommandSession::showUsed).
    connect(m_pythonEnv, &QLineEdit::editingFinished, this, [this] {
        if (m_pythonEnv->text().trimmed() != this->session()->environmentProbe()->prefix())
            leaveUsedThen([this] { checkEnvironment(EnvironmentProbe::Freshness::Cached); },
                          [this] { m_pythonEnv->setText(this->session()->environmentProbe()->prefix()); });
    });
    // "Check again" asks Python again even when no package changed (a GPU that was busy, a driver
    // loaded since): the cache answers only the automatic checks. It changes no input: beside a run
    // whose result waits for a decision, the answer refreshes that command's findings.
    connect(m_recheckButton, &QPushButton::clicked, this, [this] {
        if (!usedResultUnaccepted())
            leaveUsed();
        checkEnvironment(EnvironmentProbe::Freshness::Fresh);
    });
    connect(m_browsePythonEnv, &QPushButton::clicked, this, [this] {
        const QString typed = m_pythonEnv->text().trimmed();
        Dialogs::chooseDirectory(this, tr("Python environment (venv or conda prefix)"),
                                 !typed.isEmpty() && QFileInfo(typed).isDir() ? typed : QDir::homePath(),
                                 [this](const QString &dir) {
                                     if (dir.trimmed() == this->session()->environmentProbe()->prefix()) {
                                         m_pythonEnv->setText(dir);
                                         return;
                                     }
                                     leaveUsedThen(
                                         [this, dir] {
                                             m_pythonEnv->setText(dir);
                                             checkEnvironment(EnvironmentProbe::Freshness::Cached);
                                         },
                                         {});
                                 });
    });
    connect(m_browseOutput, &QPushButton::clicked, this, [this] {
        Dialogs::chooseDirectory(this, tr("Output folder for the quantized model"), QDir::homePath(),
                                 [this](const QString &dir) { m_outputDir->setText(dir); });
    });
    connect(m_copyButton, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_command->toPlainText());
        m_copyButton->setText(tr("Copied ✓")); // it did something
        QTimer::singleShot(2000, m_copyButton, [this] { m_copyButton->setText(tr("Copy")); });
    });
    connect(m_target, &QComboBox::currentIndexChanged, this, &CommandPage::onTargetChosen);
    connect(m_checkTarget, &QPushButton::clicked, this, &CommandPage::checkTarget);
    connect(m_runElsewhere, &QPushButton::clicked, this, &CommandPage::chooseRemoteTarget);
    connect(m_editTargets, &QPushButton::clicked, this, [this] {
        auto *dialog = new TargetsDialog(CommandSession::targetsPath(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        if (profile())
            dialog->select(profile()->name);
        // Editing profiles never changes where this command runs: the choice stays (reloaded).
        connect(dialog, &QDialog::accepted, this, &CommandPage::loadTargets);
        dialog->open();
    });
    // A target saved anywhere else (File → Settings, another process) reaches Runs on too.
    session->command()->watchTargets();
    connect(m_reviewed, &QCheckBox::toggled, this, &CommandPage::updateGate);
    connect(m_approveButton, &QPushButton::clicked, this, &CommandPage::approve);
    connect(m_newRunButton, &QPushButton::clicked, this, [this] { leaveUsedThen([this] { rebuild(); }, {}); });
    connect(session->command(), &CommandSession::nextOutputProposed, this, [this](const QString &used, const QString &next) {
        if (used != m_usedOutput || !command()->isShowingUsed())
            return; // another visit's question, or the user changed something since
        m_nextOutput = next;
        updateGate();
    });
    connect(session->environmentProbe(), &EnvironmentProbe::finished, this, [this](const EnvironmentFacts &facts) {
        command()->setEnvironment(facts, this->session()->environmentProbe()->prefix());
        m_recheckButton->setEnabled(true);
        rebuildOnAnswer();
    });
    connect(m_setupQuarkButton, &QPushButton::clicked, this, &CommandPage::setUpQuark);
    // Chosen in the chooser or File → Quark Environment…
    connect(EnvChoice::instance(), &EnvChoice::chosenChanged, this, [this](const QString &path) {
        if (this->session()->run()->isRunning())
            return;
        const auto apply = [this, path] {
            m_pythonEnv->setText(path);
            checkEnvironment(EnvironmentProbe::Freshness::Cached);
        };
        const QString shown = m_pythonEnv->text().trimmed();
        if (usedResultUnaccepted() && path.trimmed() == shown)
            return; // the choice taken back below ("No"): nothing changed here
        // Chosen while another page is shown: no question there; the used command stays until
        // the user prepares the next one here, with this environment.
        if (!isVisible() && usedResultUnaccepted())
            apply();
        else // "No" takes the choice back everywhere (round 58's walk: the chooser and page 2 kept it),
             // and the findings are this environment's again (the main window checked the other one).
            leaveUsedThen(
                apply,
                [this, shown] {
                    EnvChoice::instance()->choose(shown);
                    checkEnvironment(EnvironmentProbe::Freshness::Cached);
                },
                tr("You chose the Quark environment %1 for the next run.").arg(QDir::toNativeSeparators(path)));
    });
    CommandSession *const step = session->command();
    connect(step, &CommandSession::readinessChanged, this, &CommandPage::rebuildOnAnswer);
    connect(step, &CommandSession::building, this, &CommandPage::updateGate);
    connect(step, &CommandSession::slow, this, &CommandPage::updateGate);
    connect(step, &CommandSession::built, this, &CommandPage::applyView);
    connect(step, &CommandSession::started, this, &CommandPage::applyStart);
    connect(step, &CommandSession::targetsLoaded, this, &CommandPage::showTargets);
    connect(step, &CommandSession::managedEnvironments, this, &CommandPage::showManagedEnvironments);
    connect(step, &CommandSession::loadFailed, this, [this](const QString &message) { m_gateStatus->setText(esc(message)); });
    connect(step, &CommandSession::usedFindings, this, [this](const ManifestInputs &inputs) {
        if (!command()->isShowingUsed())
            return;
        m_inputs = inputs;
        m_environment->setHtml(findingsHtml());
        fitEnvironmentHeight();
        m_estimate->setHtml(estimateHtml());
        // Which checks the next command can have, as a build would say (round 57's walk: after a
        // restart "Original's perplexity" could be ticked for a plan without an evaluation); the
        // ticks stay those the used approval bound.
        showChecks(inputs, false);
    });
    connect(step, &CommandSession::targetProgress, this, [this](const QString &progress) {
        m_targetProgress = progress;
        m_environment->setHtml(targetHtml());
    });
    connect(step, &CommandSession::targetChecked, this, [this] {
        m_targetProgress.clear();
        m_checkTarget->setEnabled(true);
        if (m_targetCheckHadFocus)
            m_checkTarget->setFocus(Qt::OtherFocusReason);
        rebuild();
    });
    connect(session, &WorkspaceSession::cliCapabilitiesChanged, this, [this] {
        rebuildOnAnswer();
        updateGate();
    });
}

CommandPage::CommandPage(WorkspaceSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::ExecutionApproval, parent),
      m_pythonEnv(new QLineEdit(this)),
      m_browsePythonEnv(new QPushButton(tr("Browse…"), this)),
      m_recheckButton(new QPushButton(tr("Check again"), this)),
      m_setupQuarkButton(new QPushButton(tr("Set up Quark for me…"), this)),
      m_environment(new QTextBrowser(this)),
      m_outputDir(new QLineEdit(this)),
      m_browseOutput(new QPushButton(tr("Browse…"), this)),
      m_outputProblems(new QLabel(this)),
      m_command(new QPlainTextEdit(this)),
      m_copyButton(new QPushButton(tr("Copy"), this)),
      m_estimate(new QTextBrowser(this)),
      m_gateStatus(new QLabel(this)),
      m_reviewed(new QCheckBox(tr("I have &checked the command, the destination and the estimate"), this)),
      m_approveButton(new QPushButton(tr("&Yes, run this exact command"), this)),
      m_newRunButton(new QPushButton(tr("Prepare &another run"), this)),
      m_debounce(new QTimer(this))
{
    setObjectName(u"commandpage"_s);
    setTitle(tr("3 · Command"));
    setSubTitle(tr("Check the environment, build the exact quark-cli command and estimate what it needs. Nothing runs "
                   "and nothing is created before you approve."));

    m_pythonEnv->setObjectName(u"pythonEnvLineEdit"_s);
    m_pythonEnv->setPlaceholderText(tr("quark-cli from PATH, or a venv / conda prefix that provides it"));
    m_browsePythonEnv->setObjectName(u"pythonEnvBrowsePushButton"_s);
    m_browsePythonEnv->setToolTip(tr("Choose the venv or conda prefix where amd-quark is installed"));
    m_recheckButton->setObjectName(u"recheckEnvironmentPushButton"_s);
    m_environment->setObjectName(u"environmentTextBrowser"_s);
    m_outputDir->setObjectName(u"outputDirLineEdit"_s);
    m_outputDir->setPlaceholderText(tr("An absolute folder outside the model, new or empty"));
    m_browseOutput->setObjectName(u"browseOutputDirPushButton"_s);
    m_outputProblems->setObjectName(u"outputDirProblemsLabel"_s);
    m_outputProblems->setWordWrap(true);
    m_command->setObjectName(u"commandPlainTextEdit"_s);
    m_command->setReadOnly(true);
    m_command->setFont(fixedFont());
    // One flag per line, never wrapped inside a flag: a long line scrolls sideways.
    m_command->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_command->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_command->setMinimumHeight(108); // 7 lines: the page keeps room for the gate's lines after a run at 1280×700
    m_command->setMaximumHeight(230);
    m_command->setAccessibleName(tr("The exact command"));
    m_copyButton->setObjectName(u"copyCommandPushButton"_s);
    m_estimate->setObjectName(u"estimateTextBrowser"_s);
    m_gateStatus->setObjectName(u"gateStatusLabel"_s);
    m_gateStatus->setWordWrap(true);
    m_reviewed->setObjectName(u"reviewedCheckBox"_s);
    m_approveButton->setObjectName(u"approveRunPushButton"_s);
    m_approveButton->setAutoDefault(false);
    m_approveButton->setDefault(false);
    m_approveButton->setEnabled(false);
    m_newRunButton->setObjectName(u"newRunPushButton"_s);
    m_newRunButton->setAutoDefault(false);
    m_newRunButton->setVisible(false);
    m_newRunButton->setToolTip(tr("Builds the command again for the next run, in a new output folder when that run "
                                  "wrote into its folder; it needs a new approval. The used approval stays recorded."));

    QGroupBox *envBox = buildEnvironmentBox();
    QGroupBox *commandBox = buildCommandBox();

    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_splitter = splitter;
    splitter->setObjectName(u"commandSplitter"_s);
    splitter->addWidget(envBox);
    splitter->addWidget(commandBox);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    // A grip that shows the height can be shared (#33: the splitter was not discoverable).
    splitter->setHandleWidth(9);
    splitter->setStyleSheet(u"QSplitter#commandSplitter::handle:vertical { background: palette(midlight); border-top: 1px solid palette(mid); "
                                "border-bottom: 1px solid palette(mid); margin: 2px 0; }"_s);
    splitter->handle(1)->setToolTip(tr("Drag to share the height between the environment and the command"));
    connect(splitter, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });
    contentLayout()->addWidget(splitter, 1);
    contentLayout()->addWidget(m_gateStatus);
    statusBox()->hide(); // the gate status says more than the generic artifact line

    questionRow()->addWidget(m_newRunButton);
    questionRow()->addWidget(m_reviewed);
    questionRow()->addWidget(m_approveButton);
    // Tab in reading order, top to bottom and left to right (the creation order put Runs on after
    // the load check): hidden controls are passed over.
    QWidget *const tabOrder[] = {m_target,      m_checkTarget,   m_editTargets,      m_runElsewhere,   m_pythonEnv,
                                       m_browsePythonEnv, m_managedButton, m_setupQuarkButton, m_recheckButton, m_environment,
                                       m_outputDir,   m_browseOutput,  m_command,          m_copyButton,     m_baselineCheck,
                                       m_loadCheckBox, m_script,       m_estimate,         m_newRunButton,   m_reviewed,       m_approveButton};
    for (std::size_t i = 1; i < std::size(tabOrder); ++i)
        setTabOrder(tabOrder[i - 1], tabOrder[i]);

    connectControls(session);
}

QString CommandPage::checkpointQuestion() const
{
    return tr("Shall I run this exact command?");
}

void CommandPage::initializePage()
{
    CheckpointPage::initializePage();
    m_outputEdited = false;
    if (const QString root = session()->state().root; root != m_initializedRoot) {
        // Another workspace (File → Open Workspace…): no folder chosen for the last one carries
        // over (round 58's walk: three workspaces' commands wrote to one typed folder). The same
        // workspace entered again keeps what the user typed.
        m_initializedRoot = root;
        const QSignalBlocker block(m_outputDir);
        m_outputDir->clear();
        m_outputProposed = false;
        m_localOutput.clear();
        m_loadCheckChosen.reset(); // the export checks as this workspace's plan and estimate say
        m_baselineChosen.reset();
    }
    if (!m_usedOutput.isEmpty() && m_outputDir->text().trimmed() == m_usedOutput) {
        // The field showed a used approval's folder, not a choice: this visit starts from what the
        // workspace says (another workspace must not be offered the last one's used folder).
        const QSignalBlocker block(m_outputDir);
        m_outputDir->clear();
        m_outputProposed = false;
    }
    m_usedOutput.clear();
    m_nextOutput.clear();
    loadInputs();
    refreshManagedEnvironments();
    loadTargets();
}

void CommandPage::loadTargets()
{
    command()->loadTargets(); // read off this thread: showTargets() fills the list
}

void CommandPage::showTargets()
{
    const QString keep = profile() ? profile()->name : m_savedTarget;
    const QString targetsError = command()->targetsError();
    QSignalBlocker block(m_target);
    while (m_target->count() > 1)
        m_target->removeItem(1);
    int select = 0;
    for (const TargetProfile &p : command()->targets()) {
        if (!p.isRemote())
            continue;
        m_target->addItem(p.kind == TargetKind::Slurm ? tr("%1 — Slurm cluster via %2").arg(p.name, p.destination())
                                                      : tr("%1 — SSH host %2").arg(p.name, p.destination()),
                          p.name);
        if (p.name == keep)
            select = m_target->count() - 1;
    }
    m_target->setToolTip(targetsError.isEmpty() ? m_target->toolTip() : targetsError);
    m_target->setCurrentIndex(select);
    block.unblock();
    onTargetChosen();
}

void CommandPage::onOutputEdited()
{
    if (command()->isShowingUsed() && usedResultUnaccepted()) {
        // The used folder stays on screen until the user says the next command may replace the
        // run's record; yes: what they typed (or browsed to) is the next run's folder.
        const QString typed = m_outputDir->text();
        {
            const QSignalBlocker block(m_outputDir);
            m_outputDir->setText(m_usedOutput);
        }
        leaveUsedThen([this, typed] { m_outputDir->setText(typed); }, {});
        return;
    }
    m_debounce->start();
    m_outputEdited = true;
    m_outputProposed = false;
    if (command()->isShowingUsed())
        m_leftUsedToken = CommandStep::token(m_manifest);
    m_usedOutput.clear(); // the user chose the next run's folder
    m_nextOutput.clear();
    m_refusal.clear();
    // The command on screen is no longer the folder's: closed until it is built anew.
    m_editPending = true;
    updateGate();
}

void CommandPage::onTargetChosen()
{
    const std::optional<TargetProfile> chosen = command()->targetNamed(m_target->currentData().toString());
    const QString shownTarget = profile() ? profile()->name : QString();
    if ((chosen ? chosen->name : QString()) != shownTarget && usedResultUnaccepted()) {
        // Another target is another command: the used one stays shown until the user says so.
        const int index = m_target->currentIndex();
        {
            const QSignalBlocker block(m_target);
            m_target->setCurrentIndex(shownTarget.isEmpty() ? 0 : qMax(0, m_target->findData(shownTarget)));
        }
        leaveUsedThen([this, index] { m_target->setCurrentIndex(index); }, {});
        return;
    }
    const bool wasRemote = remote();
    const bool changed = command()->setTarget(chosen);
    if (changed) {
        if (chosen && !wasRemote)
            m_localOutput = m_outputDir->text();
        // The output folder is the target's (or this machine's again): proposed, unless the saved
        // manifest names one there.
        QSignalBlocker block(m_outputDir);
        const OutputChoice output = command()->outputDirForTarget(chosen, m_localOutput);
        if (output.proposed)
            proposeOutputDir();
        else
            m_outputDir->setText(output.dir);
    }
    const bool isRemote = remote();
    // The script takes room beside the command: both shrink so that the page fits a 1366×768 screen.
    m_command->setMinimumHeight(isRemote ? 70 : 108);
    m_command->setMaximumHeight(isRemote ? 150 : 230);
    m_localEnvRow->setVisible(!isRemote);
    m_checkTarget->setVisible(isRemote);
    m_browseOutput->setEnabled(!isRemote); // a folder there is typed, not browsed here
    m_outputDir->setPlaceholderText(isRemote ? tr("An absolute folder on %1, new or empty").arg(profile()->host)
                                             : tr("An absolute folder outside the model, new or empty"));
    m_scriptLabel->setVisible(isRemote);
    m_script->setVisible(isRemote);
    if (changed && isRemote)
        checkTarget(); // read-only: the target is looked at as the environment is here
    rebuild();
}

void CommandPage::fitEnvironmentHeight()
{
    // The findings get the height they need, up to half of the page (#33: five lines even at
    // 1600×1000); once the user dragged the grip, their split stays.
    if (m_userSplit || !m_splitter)
        return;
    const QList<int> sizes = m_splitter->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (total <= 0)
        return;
    m_environment->document()->setTextWidth(m_environment->viewport()->width());
    const int chrome = m_splitter->widget(0)->height() - m_environment->viewport()->height();
    const int wanted = int(m_environment->document()->size().height()) + chrome + 4;
    const int env = std::clamp(wanted, total / 4, total / 2);
    m_splitter->setSizes({env, total - env});
}

bool CommandPage::needsAnotherMachine() const
{
    // The check knows the run would fail here: no GPU that PyTorch sees, for a GPU plan or for
    // quark-cli 0.13's CPU plan alike. No plan change helps; another machine does.
    return std::any_of(m_inputs.findings.cbegin(), m_inputs.findings.cend(), [](const Finding &f) {
        return f.blocking && (f.id == u"cpu-without-gpu"_s || f.id == u"no-accelerator"_s);
    });
}

void CommandPage::chooseRemoteTarget()
{
    if (m_target->count() > 1) { // a target is there to choose
        m_target->setFocus(Qt::OtherFocusReason);
        m_target->showPopup();
    } else {
        m_editTargets->click(); // none yet: add one (saved targets reach Runs on at once)
    }
}

void CommandPage::checkTarget()
{
    if (!remote())
        return;
    command()->setOutputDir(m_outputDir->text().trimmed());
    // A disabled button loses the focus to the next one: it comes back when the check ends.
    m_targetCheckHadFocus = m_checkTarget->hasFocus();
    m_checkTarget->setEnabled(false);
    m_targetProgress = tr("Checking %1…").arg(profile()->name);
    command()->checkTarget();
    m_environment->setHtml(targetHtml());
}

QString CommandPage::targetHtml() const
{
    QString html;
    if (!profile())
        return html;
    const TargetProfile &p = *profile();
    const std::optional<TargetReport> &report = command()->targetReport();
    html += u"<p><b>%1</b> — %2</p>"_s.arg(
        esc(p.name), esc(p.kind == TargetKind::Slurm ? tr("a Slurm cluster; jobs are submitted through its login node %1").arg(p.destination())
                                                     : tr("an SSH host, %1").arg(p.destination())));
    if (!m_targetProgress.isEmpty())
        html += u"<p><i>%1</i></p>"_s.arg(esc(m_targetProgress));
    // The verdict first, where it is seen without scrolling; what it rests on below.
    const qsizetype blockers = std::count_if(m_inputs.findings.cbegin(), m_inputs.findings.cend(), [&](const Finding &f) {
        return f.blocking && !(!m_targetProgress.isEmpty() && f.id == u"target-unchecked"_s);
    });
    if (report && m_targetProgress.isEmpty()) {
        if (blockers > 0)
            html += u"<p style='color:"_s + statusCss(Tone::Failed, this) + u"'><b>"_s
                + tr("Not ready: %n problem(s) below must be fixed before the command can be approved.", nullptr, int(blockers))
                + u"</b></p>"_s;
        else
            html += u"<p style='color:"_s + statusCss(Tone::Good, this) + u"'><b>"_s
                + (m_inputs.findings.isEmpty() ? tr("The target is ready for this plan.")
                                               : tr("The target is ready for this plan; read the warnings below."))
                + u"</b></p>"_s;
    }
    for (const Finding &finding : m_inputs.findings) {
        if (!m_targetProgress.isEmpty() && finding.id == u"target-unchecked"_s)
            continue; // it is being checked: said above, not as a blocker
        html += u"<p><span style='color:%1; font-weight:bold'>%2</span> %3<br><code>%4</code></p>"_s.arg(
            finding.blocking ? statusCss(Tone::Failed, this) : statusCss(Tone::Warning, this), finding.blocking ? tr("Blocking:") : tr("Warning:"),
            esc(finding.message), esc(finding.fix).replace(u'\n', u"<br>"_s));
    }
    html += u"<table cellpadding='2'>"_s;
    auto row = [&](const QString &k, const QString &v) {
        html += u"<tr><td><b>%1</b></td><td>%2</td></tr>"_s.arg(esc(k), v.isEmpty() ? tr("—") : esc(v).replace(u'\n', u"<br>"_s));
    };
    row(tr("quark-cli there"), p.quarkCli);
    row(tr("Remote workspace"), p.remoteWorkspace);
    if (!p.hfHome.isEmpty())
        row(tr("HF_HOME there"), p.hfHome);
    if (p.kind == TargetKind::Slurm) {
        const SlurmSettings &s = p.slurm;
        QStringList asked;
        asked << tr("partition %1").arg(s.partition.isEmpty() ? tr("(the default)") : s.partition);
        if (!s.account.isEmpty())
            asked << tr("account %1").arg(s.account);
        asked << (s.timeLimitMinutes > 0 ? tr("%1 min").arg(s.timeLimitMinutes) : tr("the partition's time limit"));
        if (s.gpus > 0)
            asked << tr("%n GPU(s)", nullptr, s.gpus);
        if (s.cpus > 0)
            asked << tr("%n CPU(s)", nullptr, s.cpus);
        if (!s.memory.isEmpty())
            asked << tr("memory %1").arg(s.memory);
        row(tr("Slurm job"), asked.join(u", "_s));
    }
    if (report) {
        QStringList checks;
        for (const TargetCheck &c : report->checks)
            checks << (c.level == TargetCheck::Level::Ok ? u"✓ "_s : c.level == TargetCheck::Level::Warning ? u"! "_s : u"✗ "_s)
                    + c.message;
        row(tr("Checked"), checks.join(u'\n'));
    } else if (m_targetProgress.isEmpty()) {
        row(tr("Checked"), tr("not yet: press Check target"));
    }
    html += u"</table>"_s;
    if (const QString targetsError = command()->targetsError(); !targetsError.isEmpty())
        html += u"<p style='color:"_s + statusCss(Tone::Failed, this) + u"'>%1</p>"_s.arg(esc(targetsError));
    return html;
}

void CommandPage::loadInputs()
{
    // What the page starts from (the folder, the environment, a used approval) comes with started().
    command()->load(m_outputDir->text(), m_outputEdited, m_outputProposed);
}

void CommandPage::applyStart(const CommandStart &start)
{
    // A folder the user typed while the inputs were read stays (a late read never overwrites it).
    // While the approval a run used is shown, the field shows that run's folder (showEvent); the
    // folder proposed for the next run waits for the user's next change (leaveUsed).
    if (start.showUsed && start.outputProposed && !m_outputEdited && command()->isShowingUsed()) {
        m_nextOutput = start.outputDir;
    } else if (!start.outputDir.isEmpty() && !m_outputEdited) {
        QSignalBlocker block(m_outputDir);
        m_outputDir->setText(start.outputDir);
        m_outputProposed = start.outputProposed;
    }
    if (!start.savedTarget.isEmpty()) {
        // The manifest's target is chosen again; its output folder is the target's.
        m_savedTarget = start.savedTarget;
        if (!profile() || profile()->name != start.savedTarget)
            loadTargets();
    }
    if (m_pythonEnv->text().trimmed().isEmpty() && !start.pythonPrefix.isEmpty()) {
        QSignalBlocker block(m_pythonEnv);
        m_pythonEnv->setText(start.pythonPrefix);
    }
    // Whether the datasets and the model are cached or the Hub answers: file reads on a worker and
    // one request, in parallel with the environment check.
    command()->checkReadiness();
    // The session started this check when the workspace opened: take its answer, or wait for it,
    // rather than start the same minute-long Python import again.
    const EnvironmentProbe *probe = session()->environmentProbe();
    if (probe->prefix() == m_pythonEnv->text().trimmed() && (probe->isRunning() || probe->lastFacts())) {
        if (probe->isRunning()) {
            m_recheckButton->setEnabled(false);
            m_environment->setHtml(u"<p>"_s + tr("Checking the environment (Python, PyTorch, amd-quark, GPUs)…") + u"</p>"_s);
        } else {
            command()->setEnvironment(*probe->lastFacts(), probe->prefix());
            m_recheckButton->setEnabled(true);
            rebuildOnAnswer(); // a used approval stays shown as it was
        }
        return;
    }
    checkEnvironment();
}

void CommandPage::proposeOutputDir()
{
    // Named after the model and the plan's scheme; never a folder that existed when the page's
    // inputs were read (a second workspace of the same model and scheme gets -2).
    const QString proposal = command()->proposedOutputDir();
    if (proposal.isEmpty())
        return;
    QSignalBlocker block(m_outputDir);
    m_outputDir->setText(proposal);
    m_outputProposed = true;
}

void CommandPage::setUpQuark()
{
    if (!m_setupFlow) {
        m_setupFlow = new EnvSetupFlow(window(), this);
        connect(m_setupFlow, &EnvSetupFlow::environmentReady, this, [this](const QString &path) {
            // Back to Checkpoint 3 with the new environment: checked again, the command built
            // with its quark-cli, and approved anew.
            m_pythonEnv->setText(path);
            checkEnvironment(EnvironmentProbe::Freshness::Fresh);
            refreshManagedEnvironments();
        });
    }
    m_setupFlow->startWithSettings(); // Settings → New Quark environments
}

void CommandPage::refreshManagedEnvironments()
{
    command()->listManagedEnvironments(); // read off this thread: showManagedEnvironments() fills the menu
}

void CommandPage::showManagedEnvironments(const ManagedEnvironments &listed)
{
    m_managedMenu->clear();
    for (const EnvEntry &e : listed.entries) {
        QStringList what;
        if (!e.quark.isEmpty())
            what.append(tr("Quark %1").arg(e.quark));
        if (!e.torch.isEmpty())
            what.append(tr("PyTorch %1").arg(e.torch));
        QString text = what.isEmpty() ? e.name : tr("%1 — %2").arg(e.name, what.join(u", "_s));
        QAction *action = m_managedMenu->addAction(text);
        action->setToolTip(QDir::toNativeSeparators(e.path));
        if (e.state == EnvEntry::State::Ready) {
            connect(action, &QAction::triggered, this, [this, path = e.path] {
                m_pythonEnv->setText(path);
                checkEnvironment(EnvironmentProbe::Freshness::Cached);
            });
        } else {
            // Not usable: said, with what to do, but not chosen.
            action->setText(e.state == EnvEntry::State::Creating
                                ? tr("%1 — being set up").arg(e.name)
                                : tr("%1 — broken: repair it with ptq-studio env repair %1, or remove it").arg(e.name));
            action->setEnabled(false);
        }
    }
    if (!listed.error.isEmpty()) {
        QAction *damaged = m_managedMenu->addAction(listed.error);
        damaged->setEnabled(false);
    }
    if (!m_managedMenu->isEmpty())
        m_managedMenu->addSeparator();
    connect(m_managedMenu->addAction(tr("Set up a new environment…")), &QAction::triggered, this, &CommandPage::setUpQuark);
    m_managedButton->setVisible(!listed.entries.isEmpty() || !listed.error.isEmpty());
}

void CommandPage::checkEnvironment(EnvironmentProbe::Freshness freshness)
{
    m_recheckButton->setEnabled(false);
    const QString prefix = m_pythonEnv->text().trimmed();
    // The last answer is of another environment (or older): nothing of it stays on screen, and the
    // command waits for the new one (#33: "Blocking: quark-cli was not found" stayed while the newly
    // typed environment was checked).
    command()->forgetEnvironment();
    m_environment->setHtml(u"<p>"_s
                           + esc(prefix.isEmpty() ? tr("Checking the environment (Python, PyTorch, amd-quark, GPUs)…")
                                                  : tr("Checking %1 (Python, PyTorch, amd-quark, GPUs)…").arg(prefix))
                           + u"</p>"_s);
    m_setupQuarkButton->setVisible(false);
    m_runElsewhere->setVisible(false);
    session()->environmentProbe()->probe(prefix, QString(), freshness);
    if (freshness == EnvironmentProbe::Freshness::Fresh && command()->isLoaded()) // a dataset may have been fetched since
        command()->checkReadiness();
    session()->detectQuarkCliOf(prefix); // its quark-cli is looked for off this thread
}

void CommandPage::syncInputs()
{
    command()->setOutputDir(m_outputDir->text());
    command()->setCli(session()->cliCapabilities());
    command()->setChecks(m_loadCheckChosen, m_baselineChosen);
}

void CommandPage::rebuild()
{
    m_editPending = false;
    // A run's result that waits for a decision is replaced only once the user said so
    // (leaveUsedThen): an automatic rebuild (targets read again, an answer) leaves it shown.
    if (usedResultUnaccepted() && !session()->run()->isRunning()) {
        updateGate();
        return;
    }
    // Only the page on screen builds (and writes) the command: an environment probe or a quark-cli
    // capability answer that lands after the wizard moved on must never rewrite the manifest of a
    // run that has started (it would void the approval and erase the run's record).
    if (session()->run()->isRunning()) {
        command()->showUsed(false);
        showRunningCommand(); // read-only: what is running, not a rebuild
        return;
    }
    if (wizard() && wizard()->currentPage() != this) {
        command()->showUsed(false);
        return;
    }
    // The output folder's checks and the environment's files are looked at in the background (a
    // folder on a slow or hung network mount never blocks here); until the answer comes the gate
    // stays closed: what may still change is not approved. Waits for the documents and, on this
    // machine, the environment check and the readiness (CommandSession::canBuild).
    syncInputs();
    command()->build();
    updateGate();
}

void CommandPage::applyView(const CommandView &view)
{
    // What rebuild() waited for may have changed while the answer was on its way.
    if (session()->run()->isRunning()) {
        showRunningCommand();
        return;
    }
    if (view.undecidedKept) {
        // The session kept a result that waits for a decision (a change the page did not ask
        // about): that run's command stays shown, as it is on disk.
        if (const Result<RunManifest> kept = RunManifest::fromJson(view.manifest)) {
            m_leftUsedToken.clear();
            showUsedCommand(view.manifest, *kept);
            return;
        }
    }
    m_inputs = view.inputs;
    const ManifestInputs &in = m_inputs;
    showChecks(in);
    m_manifest = view.manifest;
    if (!view.writeError.isEmpty())
        m_writeError = view.writeError;
    else if (view.written)
        m_writeError.clear();
    m_command->setPlainText(in.command.displayLines()); // display only: the manifest keeps display()
    m_environment->setHtml(remote() ? targetHtml() : findingsHtml());
    fitEnvironmentHeight();
    if (const std::optional<ManifestTarget> target = ManifestTarget::fromRecord(in.target)) {
        QString scriptText = tr("Script handed to %1 (%2): %3, in %4 — part of what you approve:")
                                 .arg(esc(profile()->name), esc(profile()->destination()), esc(target->scriptName),
                                      esc(target->runDir));
        // A model folder the target does not see: its copy is part of the approval too.
        if (const QString copy = CommandStep::modelCopyText(*target, profile()->host); !copy.isEmpty())
            scriptText = u"<b>%1</b><br>%2"_s.arg(esc(copy), scriptText);
        m_scriptLabel->setText(scriptText);
        m_script->setPlainText(target->script);
    }
    m_setupQuarkButton->setVisible(!remote() && std::any_of(in.findings.cbegin(), in.findings.cend(),
                                                            [](const Finding &f) { return f.id == u"quark-cli-missing"_s; }));
    m_runElsewhere->setVisible(!remote() && needsAnotherMachine());
    m_estimate->setHtml(estimateHtml());
    QStringList outputLines;
    for (const QString &b : in.outputDir.blocking)
        outputLines.append(u"<span style='color:"_s + statusCss(Tone::Failed, this) + u"'>%1</span>"_s.arg(esc(b)));
    for (const QString &w : in.outputDir.warnings)
        outputLines.append(u"<span style='color:"_s + statusCss(Tone::Warning, this) + u"'>%1</span>"_s.arg(esc(w)));
    m_outputProblems->setText(outputLines.isEmpty()
                                  ? (remote() ? tr("quark-cli will create %1 on %2 after approval.").arg(esc(in.outputDir.path), esc(profile()->host))
                                              : tr("quark-cli will create %1 after approval.").arg(esc(in.outputDir.path)))
                                  : outputLines.join(u"<br>"_s));
    m_reviewed->setChecked(false);
    updateGate();
}

void CommandPage::showChecks(const ManifestInputs &in, bool ticks)
{
    // What will run after the export, as the command binds it (remote runs have no checks yet).
    const std::optional<PlanDocument> &plan = command()->plan();
    const bool evaluates = plan && plan->evaluates();
    const bool possible = !remote() && in.checksUnavailable.isEmpty();
    const QSignalBlocker blockBaseline(m_baselineCheck);
    const QSignalBlocker blockLoad(m_loadCheckBox);
    m_baselineCheck->setEnabled(possible && evaluates);
    if (ticks)
        m_baselineCheck->setChecked(possible && evaluates && in.baseline);
    m_baselineCheck->setToolTip(!evaluates ? tr("The plan asks for no evaluation: choose one at Checkpoint 2 to get "
                                                "an accuracy verdict.")
                                : !possible ? (remote() ? tr("The export checks run only for runs on this machine in "
                                                             "this version.")
                                                        : in.checksUnavailable)
                                            : tr("Loads the original model once more and measures its perplexity with "
                                                 "quark-cli's own routine; cached for the next plan of this model."));
    m_loadCheckBox->setEnabled(possible);
    if (ticks)
        m_loadCheckBox->setChecked(possible && in.loadCheck);
    m_loadCheckBox->setToolTip(!possible ? (remote() ? tr("The export checks run only for runs on this machine in "
                                                          "this version.")
                                                     : in.checksUnavailable)
                                         : tr("Loads the export as its users will, names missing or unexpected "
                                              "weights and compares one forward pass with the original's. A failed "
                                              "load check means the result cannot be accepted as complete."));
}

QString CommandPage::voidedText() const
{
    const std::optional<RebuildOutcome> &voided = command()->voided();
    if (!voided)
        return {};
    if (voided->approval == RebuildOutcome::Approval::UsedByRun) {
        if (!voided->runStartedAt) // a run whose start was not recorded: its outcome only, no "(, failed)"
            // Said of the command shown, which may be another one (round 59's walk: after a plan
            // change, "to run again" read as if the old command would repeat).
            return tr("The earlier approval was used by its run (%1). Each approval runs its command once: the "
                      "command shown runs only with an approval of its own.")
                .arg(DisplayNames::of(voided->runStatus));
        return tr("The earlier approval was used by its run (%1, %2). Each approval runs its command once: "
                  "the command shown runs only with an approval of its own.")
            .arg(QLocale().toString(voided->runStartedAt->toLocalTime(), QLocale::ShortFormat), DisplayNames::of(voided->runStatus));
    }
    return voided->voidReason;
}

QString CommandPage::findingsHtml() const
{
    const EnvironmentFacts &f = m_inputs.environment;
    QString html;
    for (const Finding &finding : m_inputs.findings) {
        html += u"<p><span style='color:%1; font-weight:bold'>%2</span> %3<br><small>%4</small><br><code>%5</code></p>"_s.arg(
            finding.blocking ? statusCss(Tone::Failed, this) : statusCss(Tone::Warning, this), finding.blocking ? tr("Blocking:") : tr("Warning:"),
            esc(finding.message), esc(finding.evidence), esc(finding.fix).replace(u'\n', u"<br>"_s));
    }
    if (m_inputs.findings.isEmpty())
        html += u"<p style='color:"_s + statusCss(Tone::Good, this) + u"'><b>"_s + tr("The environment is ready for this plan.") + u"</b></p>"_s;
    html += u"<table cellpadding='2'>"_s;
    auto row = [&](const QString &k, const QString &v) {
        html += u"<tr><td><b>%1</b></td><td>%2</td></tr>"_s.arg(esc(k), v.isEmpty() ? tr("—") : esc(v).replace(u'\n', u"<br>"_s));
    };
    row(tr("quark-cli"), f.quarkCli);
    if (const std::optional<ReadinessReport> &readiness = command()->readiness())
        row(tr("Datasets and model"), CommandStep::readinessSummary(*readiness));
    row(tr("Python"), f.python.isEmpty() ? QString() : f.python + u" ("_s + f.pythonVersion + u')');
    row(tr("PyTorch"), f.torchVersion + (f.torchHip.isEmpty() ? QString() : tr(" (ROCm/HIP %1)").arg(f.torchHip))
                           + (f.torchCuda.isEmpty() ? QString() : tr(" (CUDA %1)").arg(f.torchCuda)));
    // Each part says "—" when unknown: never a row of bare separators ("· · ·").
    const auto part = [](const QString &v) { return v.isEmpty() ? tr("—") : v; };
    const bool noVersions = f.quarkVersion.isEmpty() && f.transformersVersion.isEmpty() && f.datasetsVersion.isEmpty()
        && f.accelerateVersion.isEmpty();
    row(tr("amd-quark · transformers · datasets · accelerate"),
        noVersions ? QString()
                   : u"%1 · %2 · %3 · %4"_s.arg(part(f.quarkVersion), part(f.transformersVersion), part(f.datasetsVersion),
                                               part(f.accelerateVersion)));
    QStringList gpus;
    for (const GpuInfo &g : f.gpus) {
        QString line = u"%1: %2 %3"_s.arg(g.index).arg(g.name, g.arch);
        const QString from = g.memorySource.isEmpty() ? tr("source not recorded") : tr("from %1").arg(g.memorySource);
        if (g.totalMiB > 0 && g.usedMiB >= 0) {
            line += tr(" — %1 of %2 GiB free (%3)")
                        .arg(ResourceEstimator::gibText(double(g.totalMiB - g.usedMiB) / 1024),
                             ResourceEstimator::gibText(double(g.totalMiB) / 1024), from);
            if (g.usedMiB > 1024)
                line += tr(" (other processes hold %1 GiB)").arg(ResourceEstimator::gibText(double(g.usedMiB) / 1024));
        } else if (g.totalMiB > 0) {
            line += tr(" — %1 GiB (%2)").arg(ResourceEstimator::gibText(double(g.totalMiB) / 1024), from);
        } else {
            line += tr(" — memory unknown: %1").arg(g.memoryNote.isEmpty() ? tr("no source reported it") : g.memoryNote);
        }
        gpus.append(line);
    }
    row(tr("GPUs"), gpus.isEmpty() ? tr("none detected: %1").arg(EnvironmentRules::noGpuReason(f)) : gpus.join(u"; "_s));
    row(tr("Driver · kernel · container"),
        u"%1 · %2 · %3"_s.arg(part(f.driver), part(f.kernel), f.container.isEmpty() ? tr("none") : f.container));
    QStringList vars;
    for (auto it = f.variables.cbegin(); it != f.variables.cend(); ++it)
        vars.append(it.key() + u'=' + it.value());
    row(tr("Variables"), vars.isEmpty() ? tr("none of the run-relevant variables are set") : vars.join(u"  "_s));
    html += u"</table>"_s;
    if (session()->environmentProbe()->answeredFromCache())
        html += u"<p><small>"_s
            + tr("Python, PyTorch and the packages are as the last check found them: nothing was installed, removed "
                 "or upgraded in this environment since. The GPUs were asked just now. Check again asks Python again.")
            + u"</small></p>"_s;
    return html;
}

QString CommandPage::estimateHtml() const
{
    const std::optional<PlanDocument> &plan = command()->plan();
    const ResourceEstimate &e = m_inputs.estimate;
    // Unknown is not "does not fit": said in the text's own colour, not in red.
    const QString color = e.verdict == Fit::Fits ? statusCss(Tone::Good, this)
        : e.verdict == Fit::Tight                ? statusCss(Tone::Warning, this)
        : e.verdict == Fit::Unknown              ? palette().color(QPalette::WindowText).name()
                                                 : statusCss(Tone::Failed, this);
    QString html = u"<p><b>"_s + tr("GPU memory:") + u"</b> <span style='color:%1'><b>%2</b></span>"_s.arg(color, esc(e.fitText));
    if (!remote() && needsAnotherMachine())
        html += u"<br><span style='color:"_s + statusCss(Tone::Failed, this) + u"'><b>%1</b></span>"_s.arg(
            esc(tr("But this run cannot start here: quark-cli needs a GPU that PyTorch sees to place the model (see "
                   "Environment). Run it on a remote target.")));
    for (const QString &line : e.gpuLines)
        html += u"<br>&nbsp;&nbsp;"_s + esc(line);
    html += u"<br>"_s + esc(e.knob);
    // The estimate said the last run would fit, and it did not (round 59's walk: "fits" stood
    // under an out-of-memory failure with nothing said): the run's evidence is said beside it.
    if (const std::optional<QString> &stage = command()->lastRunOutOfMemory()) {
        const QString said = stage->isEmpty()
            ? tr("The last run ran out of GPU memory. This estimate cannot see everything a run holds: where it says "
                 "the command fits, keep room to spare; that run's diagnosis (File → Run History) says what to reduce.")
            : tr("The last run ran out of GPU memory during %1. This estimate cannot see everything a run holds: "
                 "where it says the command fits, keep room to spare; that run's diagnosis (File → Run History) says "
                 "what to reduce.")
                  .arg(*stage);
        html += u"<br><span style='color:%1'><b>%2</b></span>"_s.arg(statusCss(Tone::Warning, this), esc(said));
    }
    html += u"</p>"_s;
    constexpr double kGiB = 1024.0 * 1024 * 1024;
    const QString download = e.downloadGiB > 0 ? tr("download %1 into the Hugging Face cache")
                                                     .arg(ResourceEstimator::sizeText(e.downloadGiB * kGiB))
                                               : tr("no model download (the datasets: see Environment)");
    html += u"<p>"_s
        + esc(tr("Host RAM about %1 · %2 · output about %3")
                  .arg(formatGiB(e.hostRamGiB), download, ResourceEstimator::sizeText(e.outputGiB * kGiB)))
        + u"<br>"_s + esc(tr("Run time: %1").arg(e.timeText)) + u"</p>"_s;
    // What the approved export checks add after the export (CommandStep::afterExport).
    const AfterExport checks = CommandStep::afterExport(m_inputs, plan, remote());
    if (checks.where == AfterExport::Where::Here) {
        QStringList what;
        if (checks.baseline)
            what << tr("the original model's perplexity on the same data (the accuracy verdict)");
        if (checks.loadCheck)
            what << tr("a load check of the export with transformers");
        html += u"<p>"_s
            + esc(tr("After the export: %1 — about %2 more, one model in memory at a time (%3 of weights, plus "
                     "PyTorch's own); a baseline measured before for this model and data is taken from the cache "
                     "instead.")
                      .arg(QLocale().createSeparatedList(what),
                           checks.extraSeconds < 90 ? tr("a minute")
                           : checks.extraSeconds < 7200
                               ? tr("%1 minutes").arg((checks.extraSeconds + 59) / 60)
                               : tr("%1 hours").arg(QLocale().toString(checks.extraSeconds / 3600.0, 'f', 1)),
                           formatBytes(checks.peakBytes)))
            + u"</p>"_s;
    } else if (checks.where == AfterExport::Where::OnTarget) {
        html += u"<p>"_s
            + esc(tr("After the export: the accuracy verdict and the load check run only for runs on this machine in "
                     "this version; on a target, run them there with the lm_eval command page 4 gives."))
            + u"</p>"_s;
    }
    html += u"<p><small>"_s + esc(e.inputs.join(u"\n"_s)).replace(u"\n"_s, u"<br>"_s) + u"</small></p>"_s;
    const bool trust = plan && plan->trustRemoteCode;
    html += u"<p><b>"_s + tr("Remote code:") + u"</b> "_s
        + (trust ? u"<span style='color:%1'>%2</span>"_s.arg(statusCss(Tone::Warning, this), tr("accepted — the model repository's Python code will run"))
                 : tr("refused (--no_trust_remote_code)"))
        + u"</p>"_s;
    html += u"<p><b>"_s + tr("Expected in %1:").arg(esc(m_inputs.outputDir.path)) + u"</b> "_s
        + tr("config.json with a quantization_config (quant_method quark), model.safetensors or "
             "model-0000k-of-0000N.safetensors with model.safetensors.index.json, generation_config.json when the model "
             "has one, and the tokenizer files.")
        + u"</p>"_s;
    return html;
}


void CommandPage::updateGate()
{
    const Result<RunManifest> typed = RunManifest::fromJson(m_manifest);
    const QStringList blockers = typed ? typed->blockedBy : QStringList();
    const bool approved = typed && typed->approval.status == ApprovalStatus::Approved;
    QString text;
    if (m_manifest.is_null()) {
        text = tr("Building the command…");
    } else if (session()->run()->isRunning()) {
        text = u"<b>%1</b>"_s.arg(tr("This command is running now. It stays as approved until the run ends."));
    } else if (approved && hasEnded(typed->run.status)) {
        // The folder that run wrote into is not empty any more: a new one is what runs again.
        // A folder the user chose is theirs to change: Prepare another run is offered with a proposal.
        text = m_nextOutput.isEmpty()
            ? tr("This approval was used by its run (%1). To run again, choose another output folder: the command is "
                 "built anew and needs a new approval.")
                  .arg(DisplayNames::of(typed->run.status))
            : tr("This approval was used by its run (%1). To run again, press Prepare another run: the next command "
                 "writes to %2 and needs a new approval.")
                  .arg(DisplayNames::of(typed->run.status), esc(m_nextOutput));
        if (usedResultUnaccepted())
            text += u"<br><b>%1</b>"_s.arg(tr("Its result is not accepted yet: accept it on page 4 first."));
        else if (session()->state().resultDeclined)
            text += u"<br>%1"_s.arg(tr("You declined its result: the next command replaces its record (the run stays in File → "
                                       "Run History)."));
    } else if (approved) {
        text = u"<span style='color:"_s + statusCss(Tone::Good, this) + u"'><b>%1</b></span>"_s.arg(
            (session()->run()->hasRequest(CommandStep::token(m_manifest))
                 ? tr("Approved at %1 for this exact command (token %2…). Next runs it.")
                 : tr("Approved at %1 for this exact command (token %2…). It has not run: Next leads to page 4, "
                      "where Run now starts it."))
                .arg(typed->approval.at ? QLocale().toString(typed->approval.at->toLocalTime(), QLocale::ShortFormat) : QString(),
                     QString::fromLatin1(CommandStep::token(m_manifest).left(12))));
    } else if (!blockers.isEmpty()) {
        // What blocks, in words; the rule ids ("output-dir: …") stay in the manifest and the tooltip.
        static const QRegularExpression ruleId(u"^[a-z0-9][a-z0-9-]*: "_s);
        QStringList reasons;
        for (QString blocker : blockers)
            reasons << esc(blocker.remove(ruleId));
        text = u"<span style='color:"_s + statusCss(Tone::Failed, this) + u"'><b>%1</b> %2</span>"_s.arg(
            tr("Cannot be approved yet:"), reasons.size() == 1 ? reasons.first() : u"<br>• "_s + reasons.join(u"<br>• "_s));
    } else if (command()->hadRun()) {
        text = tr("Nothing new is created or run before you approve. Read the command, then approve it.");
    } else {
        text = tr("Nothing has been downloaded, created or run. Read the command, then approve it.");
    }
    // Approval waits for the checks: a command that may still change is not approved.
    const bool askingCli = session()->isDetectingQuarkCli();
    const bool checkingEnv = session()->environmentProbe()->isRunning();
    const bool checking = askingCli || checkingEnv;
    if (checking && !approved && !m_manifest.is_null()) {
        // The command and what blocks it are built from the answers so far; which answer is still
        // awaited is said, so that a long wait (quark-cli loads PyTorch first) does not read as stuck.
        const QString still = askingCli && checkingEnv
            ? tr("Still checking the Python environment and asking quark-cli what it accepts; approval waits for both "
                 "answers, which may change the command.")
            : checkingEnv ? tr("Still checking the Python environment; approval waits for its answer, which may change "
                               "the command.")
                          : tr("Still asking quark-cli what it accepts (its --help and Python API: it loads PyTorch first, "
                               "which can take a minute); approval waits for its answer, which may change the command.");
        text += u"<br><i>%1</i>"_s.arg(still);
    }
    // Why an earlier approval is void is said until the next approval, through the checks too.
    if (const QString voided = voidedText(); !voided.isEmpty() && !approved)
        text = u"<span style='color:"_s + statusCss(Tone::Warning, this) + u"'>%1</span><br>"_s.arg(esc(voided)) + text;
    const bool rebuilding = m_editPending || command()->isBuilding();
    if (rebuilding && command()->isSlow() && !approved)
        text += u"<br>"_s + tr("Still looking at the output folder %1; the command is built when it answers.")
                                .arg(esc(m_outputDir->text().trimmed()));
    // A failed write of run_manifest.yaml is said until a write succeeds: the file kept is the previous one.
    if (!m_writeError.isEmpty())
        text = u"<span style='color:"_s + statusCss(Tone::Failed, this) + u"'>%1</span><br>"_s.arg(esc(m_writeError)) + text;
    if (!m_refusal.isEmpty() && !approved)
        text = u"<span style='color:"_s + statusCss(Tone::Warning, this) + u"'><b>%1</b></span><br>"_s.arg(esc(m_refusal)) + text;
    m_gateStatus->setText(text);
    m_gateStatus->setToolTip(blockers.join(u"\n"_s));
    m_reviewed->setEnabled(!m_manifest.is_null() && blockers.isEmpty() && !approved && !checking && !rebuilding
                           && m_writeError.isEmpty());
    if (approved && !m_reviewed->isChecked()) { // an approval made earlier (a reopened workspace) reads as given
        const QSignalBlocker block(m_reviewed);
        m_reviewed->setChecked(true);
    }
    m_approveButton->setEnabled(m_reviewed->isEnabled() && m_reviewed->isChecked());
    m_newRunButton->setVisible(approved && hasEnded(typed->run.status) && !session()->run()->isRunning()
                               && !m_nextOutput.isEmpty());
}

void CommandPage::showRunningCommand()
{
    // The page was reached by Back during a run: it shows the command that runs, from the manifest.
    session()->loadArtifact(ArtifactKind::Manifest, this, [this](const Result<LoadedDocument> &m) {
        if (!m)
            return;
        const Result<RunManifest> typed = RunManifest::fromJson(m->json);
        if (!typed)
            return;
        m_manifest = m->json;
        m_command->setPlainText(CommandStep::commandText(typed->run.argv, typed->run.env));
        {
            QSignalBlocker block(m_outputDir);
            m_outputDir->setText(typed->run.outputDir);
        }
        // Not "will create … after approval": the folder is the running command's.
        m_outputProblems->setText(tr("The running command's output folder: %1").arg(esc(typed->run.outputDir)));
        m_environment->setHtml(u"<p>"_s + tr("The environment was checked when the command was approved; it is "
                                              "checked again after the run.") + u"</p>"_s);
        updateGate();
    });
}

bool CommandPage::usedResultUnaccepted() const
{
    if (!command()->isShowingUsed())
        return false;
    const Result<RunManifest> shown = RunManifest::fromJson(m_manifest);
    return shown && Acceptance::awaitsDecision(*shown);
}

void CommandPage::leaveUsedThen(std::function<void()> change, std::function<void()> keep, const QString &what)
{
    if (!usedResultUnaccepted()) {
        leaveUsed();
        change();
        return;
    }
    if (m_askingToLeave) { // one question at a time: another change meanwhile is not made
        if (keep)
            keep();
        return;
    }
    // A result not accepted yet is accepted on page 4; the next command's manifest replaces its
    // record (the run stays in the history), so every change that builds it asks first (round 57's
    // walk lost a result to the button, round 58's to a tick). The session keeps the record unless
    // told (CommandSession::replaceUndecided), whatever path builds.
    m_askingToLeave = true;
    const QByteArray used = CommandStep::token(m_manifest);
    const QString question = tr("The last run's result is not accepted yet. Once the next command is built, it can no longer be "
                                "accepted on page 4 (it stays in File → Run History). Prepare another run anyway?");
    // The buttons carry no underlined letter: the question may come up under a typing hand (round
    // 58's walk: the "y" of a typed path answered it).
    Dialogs::question(this, tr("Prepare another run"), what.isEmpty() ? question : what + u"\n\n"_s + question,
                      tr("Prepare another run"), tr("Keep the last run"),
                      [this, used, change = std::move(change), keep = std::move(keep)](bool yes) {
                          m_askingToLeave = false;
                          if (!yes) {
                              if (keep)
                                  keep();
                              return;
                          }
                          command()->replaceUndecided(used);
                          leaveUsed();
                          change();
                      });
}

void CommandPage::leaveUsed()
{
    if (!command()->isShowingUsed())
        return;
    // A folder a run wrote into is not proposed again (#33): the next run's, unless the user typed one.
    if (!m_nextOutput.isEmpty() && !m_usedOutput.isEmpty() && m_outputDir->text().trimmed() == m_usedOutput) {
        const QSignalBlocker block(m_outputDir);
        m_outputDir->setText(m_nextOutput);
        m_outputProposed = true;
    }
    m_usedOutput.clear();
    m_nextOutput.clear();
    m_leftUsedToken = CommandStep::token(m_manifest); // a late show of the page does not bring it back
    command()->showUsed(false);
}

void CommandPage::showUsedFindings()
{
    // The environment check may have ended while another page was shown (the workspace reopened
    // on page 4), or ends now: its findings, read-only (usedFindings), instead of a "Checking…"
    // that stays.
    if (!remote()) {
        syncInputs();
        command()->refresh();
    }
    updateGate();
}

void CommandPage::rebuildOnAnswer()
{
    if (command()->isShowingUsed() && !session()->run()->isRunning()) {
        showUsedFindings();
        return;
    }
    rebuild();
}

void CommandPage::showEvent(QShowEvent *event)
{
    CheckpointPage::showEvent(event);
    // Back does not re-initialize a page: show what runs, or build the command if it never was.
    if (session()->run()->isRunning()) {
        showRunningCommand();
        return;
    }
    session()->loadArtifact(ArtifactKind::Manifest, this, [this](const Result<LoadedDocument> &m) {
        const Result<RunManifest> typed = m ? RunManifest::fromJson(m->json) : Result<RunManifest>(m.error());
        // A used approval built from an earlier plan or analysis is not what page 3 offers now.
        const WorkspaceState &state = session()->state();
        const bool builtFromThese = typed
            && (state.plan.sha256.isEmpty() // not inspected yet: initializePage's own reads decide
                || (typed->planSha256 == state.plan.sha256 && typed->analysisSha256 == state.analysis.sha256));
        // Unless the user left it on this visit (a show of the window after the page's own).
        const bool left = typed && !m_leftUsedToken.isEmpty() && CommandStep::token(m->json) == m_leftUsedToken;
        if (typed && builtFromThese && hasEnded(typed->run.status) && typed->approval.status == ApprovalStatus::Approved
            && !left) {
            showUsedCommand(m->json, *typed);
        } else if (command()->hasEnvironment()
                   && (m_command->toPlainText().isEmpty() || !m || m->json != m_manifest)) {
            // Never built, or the file is no longer the command shown (page 4 refused it, it was
            // edited): built again, so the gate says what holds now.
            rebuild();
        }
    });
}

void CommandPage::showUsedCommand(const Json &manifest, const RunManifest &typed)
{
    // Its run is over: say so, instead of "Next runs it".
    m_manifest = manifest;
    command()->setHadRun();
    m_command->setPlainText(CommandStep::commandText(typed.run.argv, typed.run.env));
    // The checks that run bound, and where it wrote: the used approval as it was.
    {
        const QStringList steps = typed.stepNames();
        const QSignalBlocker blockBaseline(m_baselineCheck);
        const QSignalBlocker blockLoad(m_loadCheckBox);
        m_baselineCheck->setChecked(steps.contains(u"baseline-perplexity"_s));
        m_loadCheckBox->setChecked(steps.contains(u"load-check"_s));
        m_outputProblems->setText(tr("That run's output folder: %1").arg(esc(typed.outputDir)));
        // The field says the folder of the command on screen; the next run's is proposed
        // when the user asks for it (Prepare another run, or any other change).
        const QSignalBlocker blockOutput(m_outputDir);
        if (m_usedOutput != typed.outputDir)
            m_nextOutput.clear();
        m_usedOutput = typed.outputDir;
        m_outputDir->setText(typed.outputDir);
    }
    // Shown as it was until the user changes something: an answer that comes by itself
    // later (a probe) refreshes the findings, it does not build the next command.
    command()->showUsed(true);
    command()->proposeNextOutput(typed.outputDir);
    showUsedFindings();
}

void CommandPage::approve()
{
    if (!m_reviewed->isChecked())
        return;
    handFocusToNext(); // Next is what runs it: focus goes there once approved, not to "< Back"
    m_approveButton->setEnabled(false);
    m_reviewed->setEnabled(false);
    m_refusal.clear();
    command()->approve(this, [this](const Result<Json> &approved) {
        if (!approved) {
            // Said until the next approval or change: the command built again follows it.
            m_refusal = approved.error().message;
            updateGate();
            return;
        }
        m_manifest = *approved;
        m_writeError.clear();
        session()->run()->request(CommandStep::token(*approved)); // "Shall I run this exact command?" — yes: page 4 starts it
        updateGate();
    });
}

void CommandPage::onStateChanged(const WorkspaceState &state)
{
    // The plan or analysis changed behind this page (page 2, a terminal): rebuild from them.
    if (isVisible() && command()->plan()
        && (state.plan.sha256 != command()->planSha256() || state.analysis.sha256 != command()->analysisSha256())
        && state.plan.ready())
        loadInputs();
    // The manifest changed by someone else while it is shown (an editor, a terminal): built again,
    // so the gate does not say "Approved … Next runs it" of a file that no longer holds it.
    else if (isVisible())
        command()->recheckDisk();
}

} // namespace ptq::ui
