#pragma once

#include "env/envdiscovery.h"
#include "env/envrecipe.h"
#include "env/pipprogress.h"
#include "workflow/envsetupsession.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QMap>

class QFrame;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTimer;
class QToolButton;
class QVBoxLayout;

namespace ptq::ui {

class LogView;

/// How a setup ended, as the dialog shows it: the workflow's own outcome.
using EnvSetupResult = ptq::EnvSetupOutcome;

/// "Set up Quark for me" (issue #20): the gate, the progress and the result of creating a
/// managed Quark environment, for a person who never ran pip. It runs nothing: the lead drives
/// it with the setters below and reacts to its signals (the service is core's EnvManager).
///
/// 0. Found (when the flow looks first, setSearching()): the Quark environments already on this
///    machine (EnvDiscovery) with their versions and what each lacks; "Use this environment"
///    emits useEnvironment(path) for a usable one, "Set up a new environment…" goes to Review.
/// 1. Review: what will be made where, which PyTorch build and why, where packages come from,
///    the estimated download and the exact commands. "Set up" emits approved(digest) and shows
///    the progress; an invalid recipe cannot be approved.
/// 2. Progress: the steps (✓ ▶ ○ ✗), pip's phase/package/bytes, elapsed time, a stall line,
///    the log (collapsible). Cancel or Escape ask, then emit cancelRequested().
/// 3. Result: succeeded (versions, "Use this environment"), failed (the step, the classified
///    error and its fix, the log, "Try again") or cancelled.
class EnvSetupDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvSetupDialog)

public:
    enum class Page { Review, Progress, Result, Found };
    enum class StepState { Waiting, Running, Done, Failed };

    explicit EnvSetupDialog(QWidget *parent = nullptr);

    /// Shows @p recipe for review (the Review page; ignored while a setup runs). @p targetDir is
    /// the environment's folder the recipe was built for.
    void setRecipe(const EnvRecipe &recipe, const QString &targetDir);
    /// The state of recipe step @p index (0-based) in the progress list.
    void setStepState(int index, StepState state);
    /// pip's progress in the running step.
    void setPipState(const PipProgress::State &state);
    /// Before the first step: the failed attempt in @p folder is being deleted (the approved
    /// commands go into its folder). Busy until the first step starts.
    void setRemovingFailedAttempt(const QString &folder);
    /// Nothing new from the running command for @p quietMs: shows the stall line.
    void setStalled(qint64 quietMs);
    void clearStalled();
    /// Lines of the setup's log (one or several, '\n'-separated). Bounded to LogView::kMaxLines.
    void appendLog(const QString &text);
    /// The end: shows the Result page.
    void setFinished(const EnvSetupResult &result);
    /// The Found page, while the machine is searched for Quark environments.
    void setSearching();
    /// What the search found (@p places: where it looked, for a person). None: the Review page
    /// takes over once its recipe is there, and says that none was found.
    void setFoundEnvironments(const QList<ptq::FoundEnvironment> &found, const QStringList &places);
    QList<ptq::FoundEnvironment> foundEnvironments() const { return m_found; }
    /// One found environment as the list shows it: versions, folder, where it was found and
    /// whether it can be used.
    static QString foundText(const ptq::FoundEnvironment &found);

    Page page() const;
    StepState stepState(int index) const { return m_stepStates.value(index, StepState::Waiting); }
    /// The text of the progress line ("Downloading torch 2.14.1 — 1.2 GiB of 2.8 GiB, 45.0 MiB/s").
    QString progressText() const;
    /// Whether a setup is running (approved, not finished).
    bool isRunning() const { return m_running; }

    /// "about 2.9 GiB (±10 %)", or "unknown"; what the Review page says of the download.
    static QString downloadText(const EnvRecipe &recipe);
    /// The progress line for a pip state.
    static QString pipText(const PipProgress::State &state);
    /// Who printed a step's output, read off its argv: "pip" (python -m pip), "Python" (python
    /// -m venv, python -c …), "quark-cli", else the program's file name.
    static QString speakerOf(const EnvStep &step);

signals:
    void approved(const QByteArray &recipeDigest);
    void folderChanged(const QString &path);
    void cancelRequested();
    void useEnvironment(const QString &path);
    void retryRequested();
    /// The PyTorch index could not be reached: the next attempt takes torch from pip's own
    /// configuration (PIP_INDEX_URL, pip.conf or PyPI), shown for approval again.
    void fallbackIndexRequested();

public slots:
    /// Escape and the window's close button: while a setup runs, asks first.
    void reject() override;

private:
    QWidget *buildReview();
    QWidget *buildProgress();
    QWidget *buildResult();
    QWidget *buildFound();
    void refreshFound();
    void useFound();
    void showPage(Page page);
    QString torchIndex() const;   ///< the index the PyTorch step names (EnvStep::indexUrl); empty: pip's own
    bool offersFallback() const;  ///< failed reaching that index: "Try with pip's own index"
    void refreshReview();
    void refreshSteps();
    void onFolderEdited(const QString &text);
    void askCancel();
    void approve();
    void tick();
    void setHeadline(QLabel *label, const QString &text, const QColor &colour);
    QString stepLine(int index) const;

    QStackedWidget *m_stack = nullptr;
    QVBoxLayout *m_layout = nullptr;
    // Review
    QLabel *m_reviewTitle = nullptr;
    QLineEdit *m_folder = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_folderProblem = nullptr;
    QLabel *m_torch = nullptr;
    QLabel *m_warnings = nullptr;
    QLabel *m_sources = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_download = nullptr;
    QLabel *m_commandsCaption = nullptr;
    QPlainTextEdit *m_commands = nullptr;
    QPushButton *m_copyCommands = nullptr;
    QLabel *m_problems = nullptr;
    QLabel *m_question = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_reviewCancel = nullptr;
    // Progress
    QLabel *m_progressHeadline = nullptr;
    QProgressBar *m_overallBar = nullptr;
    QLabel *m_pipLine = nullptr;
    QProgressBar *m_bar = nullptr;
    QLabel *m_elapsed = nullptr;
    QLabel *m_stall = nullptr;
    QListWidget *m_steps = nullptr;
    QPushButton *m_cancel = nullptr;
    // Result
    QLabel *m_resultHeadline = nullptr;
    QLabel *m_resultBody = nullptr;
    QLabel *m_logPath = nullptr;
    QPushButton *m_openLog = nullptr;
    QPushButton *m_copyLogPath = nullptr;
    QLabel *m_feedback = nullptr;
    QPushButton *m_use = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_fallback = nullptr;
    QPushButton *m_close = nullptr;
    // Found
    QLabel *m_foundIntro = nullptr;
    QListWidget *m_foundList = nullptr;
    QLabel *m_foundPlaces = nullptr;
    QPushButton *m_useFound = nullptr;
    QPushButton *m_setUpNew = nullptr;
    QPushButton *m_foundClose = nullptr;
    QPushButton *m_backToFound = nullptr; ///< on Review: back to the environments found
    QLabel *m_noneFound = nullptr;        ///< on Review: the search found none, and where it looked
    // The log, under the Progress and Result pages
    QFrame *m_logBox = nullptr;
    QToolButton *m_logToggle = nullptr;
    LogView *m_log = nullptr;

    EnvRecipe m_recipe;
    bool m_haveRecipe = false;    ///< setRecipe() was called: the Review page has commands to show
    QList<ptq::FoundEnvironment> m_found;
    QStringList m_places;
    bool m_searching = false;
    bool m_searched = false;      ///< setFoundEnvironments() answered
    QString m_targetDir;
    bool m_folderPending = false; ///< a new folder was chosen; its recipe has not arrived yet
    QString m_typedProblem;       ///< while pending: what is wrong with the typed text itself
    QString m_removing;           ///< the failed attempt's folder being deleted before step 1
    bool m_running = false;
    bool m_cancelAsked = false;   ///< the question is open or was answered yes
    QList<StepState> m_stepStates;
    PipProgress::State m_pip;
    bool m_havePip = false;
    EnvSetupResult m_result;
    QElapsedTimer m_clock;
    qint64 m_tookMs = -1;
    QTimer *m_ticker = nullptr;
};

} // namespace ptq::ui
