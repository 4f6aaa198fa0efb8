#pragma once

#include "artifacts/json.h"
#include "artifacts/runmanifest.h"
#include "pages/checkpointpage.h"
#include "workflow/runsession.h"

#include <QElapsedTimer>

#include <optional>

class QCheckBox;
class QFrame;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QTextBrowser;
class QTimer;

namespace ptq {
class PublishSession;
}

namespace ptq::ui {
class HandoffPanel;
class LogView;
class VramPanel;
}

namespace ptq::ui {

/// Page 4: runs the approved command (it starts when the page opens, once), shows the stage
/// timeline, the current progress with its ETA, the elapsed time and the live log; then the
/// verification table, the diagnosis of a failure, and Checkpoint 4.
class RunPage final : public CheckpointPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPage)

public:
    explicit RunPage(WorkspaceSession *session, QWidget *parent = nullptr);

    /// After this long without a new line from quark-cli the run is shown as stalled (default 5 min).
    void setStallAfter(qint64 ms) { m_stallAfterMs = ms; }
    /// The headline over the run: what is happening, or how it ended.
    enum class Outcome { Idle, Running, Stalled, Succeeded, Failed, Cancelled, Incomplete, Interrupted };
    Outcome outcome() const { return m_outcome; }
    /// One line for a failure class and cause as the troubleshooter records them
    /// (memory, "out-of-memory" → "out of GPU memory"), in the interface's language; an unset
    /// class (a stored word no class has) gets the general line.
    static QString failureHeadline(std::optional<FailureClass> failureClass, const QString &cause);

    void initializePage() override;
    bool isComplete() const override;

signals:
    /// "Choose where it runs…" after a failure this machine cannot get past (no GPU): the wizard
    /// is on page 3 now, whose *Runs on* choice is the way on.
    void runTargetRequested();
    /// "Back to the plan", a proposed revision saved: the wizard goes back to page 2 (unless a
    /// run is in progress). Pages never drive the wizard themselves.
    void planRequested();
    /// "Back to the command": the wizard goes back to page 3, where a new approval (and *Runs
    /// on*) is given.
    void commandRequested();

protected:
    QString checkpointQuestion() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Manifest; }
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Renders how the visit begins (RunSession::visit): start, offer, follow, re-attach or show.
    void showVisit(const RunVisitView &view);
    /// What's This (Shift+F1) for each control.
    void explainControls();
    /// Opening a workspace never starts a run: an approval that has not run yet is offered (Run now, Not now).
    void buildPendingOffer();
    /// The headline, a remote job's state, the status line and its buttons, the bar.
    void addStatusRows();
    /// The verifier's checks, a row each.
    void fillVerification(const QList<RunManifest::RecordedCheck> &checks);
    /// Only a way on that can help is offered (the plan, the command, where it runs); true when a plan change helps.
    bool offerWaysOn(const RunStepRecord &run, bool diagnosed);
    /// The diagnosis in words, what to do first, what quark-cli printed, the way on.
    QString diagnosisHtml(const DiagnosisRecord &d, bool planHelps) const;
    /// The headline for how the run ended (@p complete: the verifier's verdict).
    void headlineFor(const RunStepRecord &run, bool complete);
    /// Once the run has ended: a full bar in the colour of how it ended, not its last tqdm loop's.
    void colourBarForEnd();
    /// The page's own buttons, timers and background jobs.
    void connectControls();
    /// What the session says of the run: refused, started, finished.
    void connectSession(WorkspaceSession *session);
    void startRun();
    void showRefusal(const QString &message);
    /// A command not run yet: the approved one, or one whose approval does not hold.
    void showNotRun(const RunManifest &manifest);
    /// Clears what an earlier run left on the page (its stages, trace, hand-off, result to accept).
    void forgetEarlierRun();
    void onLines(const QList<LogLine> &lines);
    void refreshStages();
    void showResult(const Json &document);
    /// The run that just ended could not write its record (m_unrecorded): what failed, named.
    QString unrecordedHtml(const QString &unreadable) const;
    QString unrecordedStatus() const; ///< that run's status, in words
    /// Its outcome as the headline, where the manifest does not hold it (@p unreadable: why the
    /// manifest could not be read at all).
    void showUnrecorded(const QString &unreadable);
    void accept();
    /// Asks why, then records the result as declined (RunSession::reject).
    void decline();
    /// Checkpoint 4's buttons and the headline for the shown result: accepted, declined, or open.
    void showDecision();
    void findInLog(bool backwards = false);
    void startChecksums();
    /// The checksums ended: @p recorded is the manifest with them, or why not (stopped, unreadable).
    void checksumsEnded(const OutputChecksums &sums, const Result<Json> &recorded);
    /// The revision of the plan the session proposes for @p run's diagnosis, as a button.
    void offerRevision(const RunStepRecord &run);
    /// The narrow layout (the GPU memory chart under the stage list) below a page width, the
    /// wide one (three columns) above it.
    void arrangeForWidth(int width);
    /// Page 3's estimate of the run's time, from the manifest's resources, shown while it runs.
    void readExpectedTotal(const Json &manifest);
    QString expectedTotalText(qint64 elapsedMs) const;
    QString expectedRange() const; ///< "4–12 min", "about 3 min", "1.5–3.0 h"
    void setHeadline(Outcome outcome, const QString &text);
    void showCheckClock();
    void tick();
    void showStoredRun(const QString &logPath, RunStatus status, const QString &failedStage);
    /// After a result is shown: the approved export checks (started at once after a run of this
    /// session, offered otherwise), then the serve record and the model card (HandoffStep).
    void handOff(const Json &document);
    void startChecks(const Json &document);
    void checksFinished(const ptq::ExportChecksOutcome &outcome);
    /// HandoffStep::complete off the UI thread, then the manifest written and shown again.
    void completeHandoff();
    void loadCard(const QString &path);
    void publish();

    QLabel *m_status;
    QLabel *m_elapsed;
    QListWidget *m_stages;
    QProgressBar *m_progress;
    LogView *m_log;
    QLineEdit *m_search;
    QCheckBox *m_follow;
    QPushButton *m_cancel;
    QTableWidget *m_verification;
    QTextBrowser *m_diagnosis;
    QPushButton *m_accept;
    QPushButton *m_decline; ///< Checkpoint 4's no, recorded with its reason
    QPushButton *m_backToPlan;
    QPushButton *m_checksums;
    QPushButton *m_revise;
    QPushButton *m_toCommand; ///< "Choose where it runs…" / "Back to the command": where no plan change helps
    Troubleshooter::Remedy m_remedy = Troubleshooter::Remedy::Plan;
    bool m_diagnosed = false; ///< the shown result has a diagnosis (a run that did not succeed)
    QSplitter *m_runSplitter = nullptr;
    QSplitter *m_leftColumn = nullptr;
    QSplitter *m_vertical = nullptr; ///< the run above, the result below
    QWidget *m_logBox = nullptr;
    double m_expectedLowMinutes = 0; ///< page 3's estimate of the whole run; both 0 when unknown
    double m_expectedHighMinutes = 0;
    std::optional<PlanDocument> m_revisedPlan; ///< the plan change offered after a failed run
    QString m_outputDir;
    QStringList m_outputFiles;
    QTimer *m_ticker;
    VramPanel *m_vram;
    QByteArray m_token;
    QLabel *m_offerText = nullptr;
    QPushButton *m_notNow = nullptr;
    QFrame *m_offer = nullptr; ///< "An approved run has not started yet — Run now / Not now"
    QString m_revisionChange;
    int m_manifestLoad = 0; ///< the newest manifest read whose result is shown
    /// The run of this session that just ended, when writing its record failed (a full disk, a
    /// folder made read-only): its outcome, shown beside (or instead of) what the files still say.
    std::optional<JobResult> m_unrecorded;
    bool m_recordStale = false; ///< the manifest shown does not hold that run's end (showUnrecorded)
    bool m_reattaching = false; ///< a re-attach was asked for; started() or refused() follows
    bool m_accepted = false;
    std::optional<QString> m_declineReason; ///< the shown result was declined, for this reason
    bool m_canAccept = false;
    QLabel *m_headline = nullptr;
    QLabel *m_jobState = nullptr; ///< a remote job: queued (why), running on which node, reconnecting
    Outcome m_outcome = Outcome::Idle;
    QElapsedTimer m_sinceOutput; ///< since quark-cli's last line (or the remote job's last change of state)
    /// The export check step under way (its description) and since when: the status line counts
    /// its minutes, so that a check that loads a large model twice never looks frozen.
    QString m_checkStep;
    QElapsedTimer m_checkClock;
    bool m_stateSinceLaunch = false; ///< the job being started said its state before started()
    std::optional<JobState> m_lastJobState; ///< a remote job's last state: copying, queued, running, reconnecting, …
    qint64 m_stallAfterMs = 5 * 60 * 1000;
    int m_storedLogLoad = 0;
    QTabWidget *m_resultTabs = nullptr;
    HandoffPanel *m_handoff = nullptr;
    bool m_checksAfterRun = false; ///< a run of this session ended: its approved checks start at once
    bool m_cardAfterRun = false;   ///< a run or the checks of this session ended: the card is written at once
    bool m_handingOff = false;     ///< HandoffStep runs (the card is being written)
    bool m_loadFailed = false;     ///< the shown result's load check failed: nothing to accept
    QString m_handedOffFor;        ///< the run (its log) whose card was written by this page
    Json m_shownManifest;
    /// Publishing the shown export (the publish dialog shows it): the page's, so each attempt is
    /// recorded and shown even when the dialog was closed before its record was written.
    PublishSession *m_publishing = nullptr;
};

} // namespace ptq::ui
