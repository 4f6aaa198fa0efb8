#include "pages/runpage.h"
#include "statuscolours.h"

#include "units.h"

#include "localtext.h"
#include "artifacts/runmanifest.h"
#include "workflow/acceptance.h"
#include "workflow/publishsession.h"
#include "workflow/runsession.h"

#include <utility>
#include "workflow/handoffstep.h"
#include "dialogs.h"
#include "handoffpanel.h"
#include "publishdialog.h"
#include "logview.h"
#include "vrampanel.h"
#include "workflow/workspacesession.h"
#include "displaynames.h"

#include <QApplication>
#include <QCheckBox>
#include <QColor>
#include <QDir>
#include <QFontDatabase>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QAbstractButton>
#include <QWizard>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

/// A remote job's state in one line: "Queued — Slurm job 7 waits: Priority", "Running — on gpu1", …
QString jobStateText(JobPhase phase, const QString &detail)
{
    const QString capitalized = detail.isEmpty() ? detail : detail.at(0).toUpper() + detail.mid(1);
    switch (phase) {
    case JobPhase::Queued:
        return RunPage::tr("Queued — %1").arg(detail);
    case JobPhase::Running:
        return RunPage::tr("Running — %1").arg(detail);
    case JobPhase::Copying:
        return RunPage::tr("Before the job: %1").arg(detail);
    case JobPhase::Copied:
        return RunPage::tr("Model copied: %1. Starting the job…").arg(detail);
    case JobPhase::CopyStopped:
    case JobPhase::Finished: // "Slurm job 7 ended: COMPLETED"
        return capitalized;
    case JobPhase::Reconnecting:
        return RunPage::tr("Connection lost — the job goes on there. %1").arg(detail);
    case JobPhase::Started:
    case JobPhase::Scheduler:
        break;
    }
    return RunPage::tr("Job: %1").arg(detail);
}

QString seconds(qint64 ms)
{
    const qint64 s = ms / 1000;
    return s >= 3600 ? u"%1:%2:%3"_s.arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'))
                     : u"%1:%2"_s.arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

/// A stretch of time in words: "45 s", "5 min 36 s", "1 h 02 min".
QString duration(qint64 ms)
{
    const qint64 s = ms / 1000;
    if (s < 60)
        return RunPage::tr("%1 s").arg(s);
    if (s < 3600)
        return RunPage::tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return RunPage::tr("%1 h %2 min").arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0'));
}

/// Below this page width the GPU memory chart goes under the stage list, so that the log keeps
/// a readable width.
constexpr int kNarrowPage = 1100;

QColor failedColour() { return statusColour(Tone::Failed); }
QColor warningColour() { return statusColour(Tone::Warning); }
QColor goodColour() { return statusColour(Tone::Good); }

/// A verifier check's recorded status in the page's words; "info" is shown as stored.
QString checkStatusText(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return RunPage::tr("pass");
    case CheckStatus::Warn: return RunPage::tr("warning");
    case CheckStatus::Fail: return RunPage::tr("fail");
    case CheckStatus::Info: break;
    }
    return checkStatusName(status);
}

LogLine noteLine(const QString &text)
{
    LogLine line;
    line.text = text;
    line.message = text;
    return line;
}

} // namespace

QString RunPage::failureHeadline(std::optional<FailureClass> failureClass, const QString &cause)
{
    if (!failureClass)
        return tr("quark-cli stopped with an error");
    switch (*failureClass) {
    case FailureClass::Memory:
        if (cause == u"host-memory-limit"_s)
            return tr("the job ran out of its host memory (Slurm)");
        return cause == u"model-does-not-fit"_s ? tr("the model does not fit in GPU memory") : tr("out of GPU memory");
    case FailureClass::Environment:
        if (cause == u"job-time-limit"_s)
            return tr("Slurm ended the job at its time limit");
        if (cause == u"job-preempted"_s)
            return tr("Slurm preempted the job");
        if (cause == u"node-failure"_s)
            return tr("the node failed");
        if (cause == u"not-started"_s)
            return tr("quark-cli could not be started");
        if (cause == u"cli-dependency"_s)
            return tr("a Python package quark-cli needs is missing");
        if (cause == u"no-gpu"_s)
            return tr("no GPU was usable");
        if (cause == u"disk-full"_s)
            return tr("the disk is full");
        return tr("a problem in the Python environment");
    case FailureClass::Load:
        return cause == u"gated-model"_s ? tr("the model is gated: access was refused") : tr("the model could not be loaded");
    case FailureClass::Data:
        return tr("the calibration data could not be loaded");
    case FailureClass::Compatibility:
        return tr("this model is not supported by the installed libraries");
    case FailureClass::Configuration:
        return tr("quark-cli refused the command's settings");
    case FailureClass::Quantization:
        return tr("the quantization algorithm failed");
    case FailureClass::Export:
        return tr("the export failed");
    case FailureClass::Evaluation:
        return tr("the evaluation failed");
    }
    return tr("quark-cli stopped with an error");
}

void RunPage::explainControls()
{
    // What's This (Shift+F1): what each control does, and what cannot be taken back.
    m_cancel->setWhatsThis(tr("<p>Stops quark-cli and every process it started (after you confirm): SIGTERM, then "
                              "SIGKILL after 10 s. The log and run_manifest.yaml are kept. The approval is used up: "
                              "running again needs a new approval on page 3.</p>"));
    m_accept->setWhatsThis(tr("<p>Your answer yes: this verified output meets your request. It is recorded in "
                              "run_manifest.yaml; no exported file changes. Only an accepted result can be published "
                              "to the Hugging Face Hub.</p>"));
    m_decline->setWhatsThis(tr("<p>Your answer no, recorded: asks why, and keeps the reason in run_manifest.yaml (and in "
                               "the run's history). No exported file changes or is deleted. A declined result is "
                               "decided: page 3 then builds the next command without asking. You can still accept it "
                               "later if you change your mind.</p>"));
    m_backToPlan->setWhatsThis(tr("<p>Your answer no: back to page 2 to change the plan. Nothing is deleted — this run's "
                                  "log and manifest stay in the workspace's history. The changed plan needs a new "
                                  "confirmation and its command a new approval before anything runs.</p>"));
    m_revise->setWhatsThis(m_revise->toolTip());
    m_checksums->setWhatsThis(m_checksums->toolTip());
    m_follow->setWhatsThis(tr("<p>Keeps the log scrolled to its newest line. Off: the log stays where you scrolled.</p>"));
}

void RunPage::buildPendingOffer()
{
    // Opening a workspace never starts a run: an approval that has not run yet is offered.
    m_offer = new QFrame(this);
    m_offer->setObjectName(u"pendingRunOffer"_s);
    m_offer->setFrameShape(QFrame::StyledPanel);
    auto *offerLayout = new QHBoxLayout(m_offer);
    auto *offerText = new QLabel(tr("An approved run has not started yet."), m_offer);
    offerText->setObjectName(u"pendingRunOfferLabel"_s);
    offerText->setWordWrap(true);
    auto *runNow = new QPushButton(tr("Run now"), m_offer);
    runNow->setObjectName(u"runNowPushButton"_s);
    runNow->setAutoDefault(false);
    auto *notNow = new QPushButton(tr("Not now"), m_offer);
    notNow->setObjectName(u"notNowPushButton"_s);
    notNow->setAutoDefault(false);
    runNow->setWhatsThis(tr("<p>Starts the command approved on page 3, exactly as approved: quark-cli downloads the "
                            "weights it needs, creates the output folder and quantizes.</p>"));
    notNow->setWhatsThis(tr("<p>Leaves the approved run waiting. Nothing starts until you press Run now; Back leads "
                            "to page 3 to change the command (which voids the approval).</p>"));
    offerLayout->addWidget(offerText, 1);
    offerLayout->addWidget(runNow);
    offerLayout->addWidget(notNow);
    m_offer->hide();
    contentLayout()->addWidget(m_offer);
    m_offerText = offerText;
    m_notNow = notNow;
    connect(runNow, &QPushButton::clicked, this, [this] {
        m_offer->hide();
        startRun();
    });
    // Not now keeps Run now at hand: the run waits for the user, it is not gone.
    connect(notNow, &QPushButton::clicked, this, [offerText, notNow, this] {
        notNow->hide();
        offerText->setText(tr("Not started. Run now when you are ready, or go Back to change the command."));
        m_status->setText(tr("The command was approved earlier and has not run."));
    });

    m_headline->setObjectName(u"runHeadlineLabel"_s);
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    QFont headlineFont = m_headline->font();
    headlineFont.setBold(true);
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.25);
    m_headline->setFont(headlineFont);
    m_headline->setAccessibleName(tr("Run state"));
}

void RunPage::connectControls()
{
    // The export checks and the hand-off panel.
    RunSession *run = session()->run();
    connect(run, &RunSession::checkStepStarted, this, [this](const QString &, const QString &description) {
        m_handoff->setChecksRunning(description);
        m_checkStep = description;
        m_checkClock.start();
        m_status->setText(description);
        m_log->appendLines({LogLine{description, LogLine::Level::Info, description, std::nullopt}});
    });
    connect(run, &RunSession::checkLine, this, [this](const QString &text) {
        m_log->appendLines({LogLine{text, LogLine::Level::Plain, text, std::nullopt}});
    });
    connect(run, &RunSession::checksFinished, this, &RunPage::checksFinished);
    connect(m_handoff, &HandoffPanel::runChecksRequested, this, [this] {
        if (!m_shownManifest.is_null())
            startChecks(m_shownManifest);
    });
    connect(m_handoff, &HandoffPanel::publishRequested, this, &RunPage::publish);
    connect(m_handoff, &HandoffPanel::writeCardRequested, this, [this] {
        if (!m_shownManifest.is_null() && !m_handingOff) {
            m_handoff->offerCard(false);
            completeHandoff();
        }
    });
    m_ticker->setInterval(1000);
    connect(m_ticker, &QTimer::timeout, this, &RunPage::tick);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        // While the model is on its way to a target nothing runs there yet: the question says so.
        const bool copying = m_lastJobState && m_lastJobState->phase == JobPhase::Copying;
        Dialogs::question(this, tr("Cancel the run?"),
                          copying ? tr("Stop copying the model to %1? quark-cli has not started there; what arrived of "
                                       "the copy is removed. The log and the manifest are kept; this approval is used, "
                                       "so running again needs a new approval on page 3.")
                                        .arg(this->session()->run()->job() ? this->session()->run()->job()->remoteHost() : QString())
                                  : tr("Stop this run now? quark-cli and every process it started are stopped (SIGTERM, "
                                       "then SIGKILL after 10 s). The log and the manifest are kept; this approval is "
                                       "used, so running again needs a new approval on page 3."),
                          [this](bool yes) {
                              if (!yes || !this->session()->run()->isRunning())
                                  return;
                              m_cancel->setEnabled(false);
                              m_status->setText(tr("Cancelling: SIGTERM sent to the process group; SIGKILL follows "
                                                   "after the grace period."));
                              this->session()->run()->cancel();
                          });
    });
    connect(m_search, &QLineEdit::returnPressed, this, [this] { findInLog(); });
    connect(m_search, &QLineEdit::textEdited, this, [this] {
        m_search->setPalette(QApplication::palette(m_search));
        m_search->setToolTip(QString());
    });
    connect(m_accept, &QPushButton::clicked, this, &RunPage::accept);
    connect(m_decline, &QPushButton::clicked, this, &RunPage::decline);
    connect(m_checksums, &QPushButton::clicked, this, [this] {
        if (this->session()->run()->isComputingChecksums())
            this->session()->run()->cancelChecksums();
        else
            startChecksums();
    });
    connect(run, &RunSession::checksumProgress, this, [this](qint64 done, qint64 total) {
        m_progress->setValue(total > 0 ? int(done * 100 / total) : 100);
        m_progress->setFormat(tr("sha256 %p% — %1 of %2").arg(formatBytes(done), formatBytes(total)));
    });
    connect(m_backToPlan, &QPushButton::clicked, this, &RunPage::planRequested);
    connect(m_toCommand, &QPushButton::clicked, this, [this] {
        const bool target = m_remedy == Troubleshooter::Remedy::RunTarget;
        emit commandRequested();
        if (target)
            emit runTargetRequested();
    });
    connect(m_revise, &QPushButton::clicked, this, [this] {
        if (!m_revisedPlan)
            return;
        m_revise->setEnabled(false);
        const PlanDocument revised = *m_revisedPlan;
        const QString change = m_revisionChange;
        this->session()->saveArtifact(ArtifactKind::Plan, revised.toJson(), this, [this, revised, change](const Status &saved) {
            m_revise->setEnabled(true);
            if (!saved) {
                m_status->setText(saved.error().message);
                return;
            }
            // Page 2 shows the change as proposed; confirming it there builds the new command.
            this->session()->run()->proposePlanRevision(revised, change);
            emit planRequested();
        });
    });
}

void RunPage::connectSession(WorkspaceSession *session)
{
    connect(session->run(), &RunSession::refused, this, &RunPage::showRefusal);
    // Connected before the job starts or is followed again: what it says from its first moment
    // on (a Slurm job re-attached says "queued" at once) is shown at once, not at its next change.
    connect(session->run(), &RunSession::launching, this, [this](PtqJob *job) {
        m_stateSinceLaunch = false;
        connect(job, &PtqJob::jobStateChanged, this, [this](const JobState &state, const QString &detail) {
            // A change of state is a sign of life: a model copy, a queue or a reconnect prints no
            // log line, and is no stall.
            m_stateSinceLaunch = true;
            m_lastJobState = state;
            m_sinceOutput.start();
            // "queued (Priority)", "running on node-3", "reconnecting: …": the job is elsewhere.
            m_jobState->setText(jobStateText(state.phase, detail));
            m_jobState->show();
            tick(); // the headline follows at once (copying, queued), not at the next second
        });
        connect(job, &PtqJob::modelCopyProgress, this, [this](qint64 done, qint64 total) {
            // The copy's own bar: its bytes are known, unlike quark-cli's first seconds.
            const QLocale locale;
            m_progress->setRange(0, 100);
            m_progress->setValue(total > 0 ? int(std::min<qint64>(done, total) * 100 / total) : 100);
            m_progress->setFormat(tr("Copying the model %p% — %1 of %2")
                                      .arg(formatBytes(done), formatBytes(total)));
        });
    });
    connect(session->run(), &RunSession::started, this, [this](PtqJob *job) {
        m_unrecorded.reset();
        m_recordStale = false;
        if (!std::exchange(m_stateSinceLaunch, false)) { // else the job's first state is shown
            m_jobState->hide();
            m_lastJobState.reset();
        }
        m_shownManifest = Json(); // not the last run's: nothing of it is shown or published
        m_loadFailed = false;
        m_handoff->showWaiting();
        connect(job, &PtqJob::linesReceived, this, &RunPage::onLines);
        connect(job, &PtqJob::stageChanged, this, &RunPage::refreshStages);
        m_cancel->setEnabled(true);
        const int height = m_vertical->height();
        m_vertical->setSizes({height * 3 / 5, height - height * 3 / 5}); // the log first while it runs
        m_backToPlan->setEnabled(false); // the plan cannot change under a running command
        m_backToPlan->show();
        m_revise->hide();
        m_toCommand->hide();
        m_diagnosed = false;
        m_remedy = Troubleshooter::Remedy::Plan;
        m_expectedLowMinutes = m_expectedHighMinutes = 0;
        const int load = ++m_manifestLoad;
        this->session()->loadArtifact(ArtifactKind::Manifest, this, [this, load](const Result<LoadedDocument> &m) {
            if (m && load == m_manifestLoad)
                readExpectedTotal(m->json);
        });
        m_ticker->start();
        connect(job, &PtqJob::resourcesSampled, m_vram, &VramPanel::addSamples);
        connect(job, &PtqJob::resourcesSampled, this, [this, job] { m_vram->setToolName(job->resourceTool()); });
        connect(job, &PtqJob::resourcesUnavailable, m_vram, &VramPanel::setMessage);
        m_vram->clear(); // not the last run's trace
        m_vram->setTool(job->resourceTool());
        // A target's GPU tool is known with its first reading; nothing of this machine's PATH matters.
        if (job->isRemote())
            m_vram->setMessage(tr("GPU memory of %1 appears here once the job runs there.").arg(job->remoteHost()));
        m_status->setText(tr("Running. The full log is written to %1.").arg(job->logPath()));
        m_sinceOutput.start();
        refreshStages(); // "Starting" from the first moment: quark-cli says nothing for its first seconds
        // Busy, not 0 %: nothing is counted before quark-cli's first progress bar.
        m_progress->setPalette(QPalette());
        m_progress->setRange(0, 0);
        m_progress->setValue(0);
        m_progress->setFormat(u"%p%"_s); // not the last run's ending
        // A new run has nothing verified or accepted yet: not the last run's question, Finish or checksums.
        m_canAccept = false;
        m_accepted = false;
        m_declineReason.reset();
        m_accept->hide();
        m_decline->hide();
        m_checksums->setEnabled(false);
        setHeadline(Outcome::Running, tr("Running: %1").arg(LogAnalyzer::stageName(RunStage::Starting)));
        if (std::exchange(m_reattaching, false))
            m_status->setText(tr("Re-attached to the job started earlier; its output continues below. The full log "
                                 "is %1.").arg(job->logPath()));
        if (m_lastJobState)
            tick(); // its state already said (queued, copying): the headline follows at once
        refreshQuestion();
        emit completeChanged();
    });
    connect(session->run(), &RunSession::finished, this, [this](const JobResult &result) {
        m_unrecorded.reset();
        m_recordStale = false;
        if (!result.recordErrors.isEmpty())
            m_unrecorded = result;
        m_checksAfterRun = true; // approved with the command: they follow it without another question
        m_cardAfterRun = true;    // and the card follows the verified export
        // The result below now matters as much as the log above.
        const int height = m_vertical->height();
        m_vertical->setSizes({height / 2, height - height / 2});
        m_backToPlan->setEnabled(true);
        m_ticker->stop();
        m_cancel->setEnabled(false);
        refreshStages();
        const int load = ++m_manifestLoad;
        this->session()->loadArtifact(ArtifactKind::Manifest, this, [this, load](const Result<LoadedDocument> &m) {
            if (load != m_manifestLoad)
                return;
            if (m)
                showResult(m->json);
            else if (m_unrecorded)
                showUnrecorded(m.error().message); // the outcome is said even when the manifest cannot be read
        });
    });
}

void RunPage::addStatusRows()
{
    // The headline (with the proposed plan change beside it), a remote job's state, the status
    // line with the elapsed time and the run's buttons, the bar.
    auto *headlineRow = new QHBoxLayout;
    headlineRow->addWidget(m_headline, 1);
    headlineRow->addWidget(m_revise);
    contentLayout()->addLayout(headlineRow);

    // Where a remote job stands, in Slurm's or the connection's words.
    m_jobState = new QLabel(this);
    m_jobState->setObjectName(u"jobStateLabel"_s);
    m_jobState->setWordWrap(true);
    m_jobState->setTextFormat(Qt::PlainText);
    m_jobState->setAccessibleName(tr("Remote job"));
    m_jobState->hide();
    contentLayout()->addWidget(m_jobState);

    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_elapsed);
    top->addWidget(m_checksums);
    top->addWidget(m_cancel);
    contentLayout()->addLayout(top);
    contentLayout()->addWidget(m_progress);
}

RunPage::RunPage(WorkspaceSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::ResultAcceptance, parent),
      m_status(new QLabel(this)),
      m_elapsed(new QLabel(this)),
      m_stages(new QListWidget(this)),
      m_progress(new QProgressBar(this)),
      m_log(new LogView(this)),
      m_search(new QLineEdit(this)),
      m_follow(new QCheckBox(tr("Follow"), this)),
      m_cancel(new QPushButton(tr("Cancel the run"), this)),
      m_verification(new QTableWidget(0, 3, this)),
      m_diagnosis(new QTextBrowser(this)),
      m_accept(new QPushButton(tr("&Yes, accept the result"), this)),
      m_decline(new QPushButton(tr("&Decline…"), this)),
      m_backToPlan(new QPushButton(tr("Back to the &plan"), this)),
      m_checksums(new QPushButton(tr("Compute sha256 checksums"), this)),
      m_revise(new QPushButton(this)),
      m_toCommand(new QPushButton(this)),
      m_ticker(new QTimer(this)),
      m_vram(new VramPanel(this)),
      m_headline(new QLabel(this))
{
    setObjectName(u"runpage"_s);
    setTitle(tr("4 · Run"));
    setSubTitle(tr("The approved command runs; the output folder is inspected before the result is reported."));

    m_status->setObjectName(u"runStatusLabel"_s);
    m_status->setWordWrap(true);
    m_elapsed->setObjectName(u"elapsedLabel"_s);
    m_stages->setObjectName(u"stagesListWidget"_s);
    m_stages->setMaximumWidth(260);
    m_stages->setMinimumWidth(150);
    // A narrow column elides a long stage name rather than spend its few rows on a scroll bar.
    m_stages->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_stages->setTextElideMode(Qt::ElideRight);
    m_stages->setAccessibleName(tr("Stages"));
    m_progress->setObjectName(u"currentProgressBar"_s);
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_log->setObjectName(u"logPlainTextEdit"_s);
    m_search->setObjectName(u"logSearchLineEdit"_s);
    m_search->setPlaceholderText(tr("Search the log (Enter: next)"));
    m_search->setAccessibleName(tr("Search the log"));
    m_follow->setObjectName(u"followLogCheckBox"_s);
    m_follow->setChecked(true);
    m_cancel->setObjectName(u"cancelRunPushButton"_s);
    m_cancel->setEnabled(false);
    m_verification->setObjectName(u"verificationTableWidget"_s);
    m_verification->setHorizontalHeaderLabels({tr("Check"), tr("Result"), tr("Detail")});
    m_verification->verticalHeader()->hide();
    m_verification->horizontalHeader()->setStretchLastSection(true);
    m_verification->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_verification->setTabKeyNavigation(false); // read-only: Tab leaves the table, arrows move inside
    m_verification->setAccessibleName(tr("Verification of the output"));
    m_diagnosis->setObjectName(u"diagnosisTextBrowser"_s);
    m_diagnosis->setAccessibleName(tr("Run result and diagnosis"));
    m_accept->setObjectName(u"acceptResultPushButton"_s);
    m_accept->setAutoDefault(false);
    m_accept->setEnabled(false);
    m_decline->setObjectName(u"declineResultPushButton"_s);
    m_decline->setAutoDefault(false);
    m_decline->setEnabled(false);
    m_decline->hide();
    m_decline->setToolTip(tr("Record that this result does not meet your request, and why (kept in run_manifest.yaml)."));
    m_backToPlan->setObjectName(u"backToPlanPushButton"_s);
    m_backToPlan->setAutoDefault(false);
    m_revise->setObjectName(u"revisePlanPushButton"_s);
    m_revise->setAutoDefault(false);
    m_revise->setToolTip(tr("Writes the plan with this one change, unconfirmed, and returns to it: you confirm the plan "
                            "again, and the new command needs a new approval."));
    m_revise->hide();
    m_toCommand->setObjectName(u"toCommandPushButton"_s);
    m_toCommand->setAutoDefault(false);
    m_toCommand->hide();
    m_checksums->setObjectName(u"checksumsPushButton"_s);
    m_checksums->setAutoDefault(false);
    m_checksums->setEnabled(false);
    m_checksums->setToolTip(tr("Reads every byte of the exported files and records their sha256 in run_manifest.yaml "
                               "(for a large model this takes minutes; the page stays usable)."));

    explainControls();
    buildPendingOffer();
    addStatusRows();

    auto *logBox = new QWidget(this);
    m_logBox = logBox;
    auto *logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(m_search, 1);
    searchRow->addWidget(m_follow);
    logLayout->addLayout(searchRow);
    logLayout->addWidget(m_log, 1);

    // Stages | log | GPU memory on a wide page; on a narrow one the chart goes under the stages
    // (arrangeForWidth): the log is what a person reads while it runs.
    auto *area = new QScrollArea(this);
    area->setObjectName(u"runScrollArea"_s);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setAccessibleName(tr("Run and result"));
    area->setFocusPolicy(Qt::NoFocus); // a frame around the controls, not a stop of its own
    auto *inner = new QWidget(area);
    // Below this the page scrolls instead of squeezing the log and the chart to nothing.
    inner->setMinimumSize(560, 360);
    auto *innerLayout = new QVBoxLayout(inner);
    innerLayout->setContentsMargins(0, 0, 0, 0);
    m_leftColumn = new QSplitter(Qt::Vertical, inner);
    m_leftColumn->setObjectName(u"stagesColumnSplitter"_s);
    m_leftColumn->setChildrenCollapsible(false);
    m_leftColumn->addWidget(m_stages);
    m_runSplitter = new QSplitter(Qt::Horizontal, inner);
    m_runSplitter->setObjectName(u"runSplitter"_s);
    m_runSplitter->setChildrenCollapsible(false);
    m_runSplitter->addWidget(m_leftColumn);
    m_runSplitter->addWidget(logBox);
    m_runSplitter->addWidget(m_vram);
    m_runSplitter->setStretchFactor(0, 0);
    m_runSplitter->setStretchFactor(1, 1);
    m_runSplitter->setStretchFactor(2, 0);
    auto *resultSplitter = new QSplitter(Qt::Horizontal, inner);
    resultSplitter->addWidget(m_verification);
    // The result in words, and what leads on to using the model (issue #35).
    m_resultTabs = new QTabWidget(inner);
    m_resultTabs->setObjectName(u"resultTabWidget"_s);
    m_resultTabs->addTab(m_diagnosis, tr("&Result"));
    m_handoff = new HandoffPanel(inner);
    auto *handoffScroll = new QScrollArea(inner);
    handoffScroll->setObjectName(u"handoffScrollArea"_s);
    handoffScroll->setWidgetResizable(true);
    handoffScroll->setFrameShape(QFrame::NoFrame);
    handoffScroll->setWidget(m_handoff);
    m_resultTabs->addTab(handoffScroll, tr("&Use the model"));
    resultSplitter->addWidget(m_resultTabs);
    auto *vertical = new QSplitter(Qt::Vertical, inner);
    m_vertical = vertical;
    vertical->addWidget(m_runSplitter);
    vertical->addWidget(resultSplitter);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    vertical->setChildrenCollapsible(false);
    innerLayout->addWidget(vertical);
    area->setWidget(inner);
    contentLayout()->addWidget(area, 1);
    statusBox()->hide();
    questionRow()->addStretch(0); // the buttons keep their size while the question is hidden
    questionRow()->addWidget(m_toCommand);
    questionRow()->addWidget(m_backToPlan);
    questionRow()->addWidget(m_decline);
    questionRow()->addWidget(m_accept);

    connectControls();
    connectSession(session);
}

QString RunPage::unrecordedStatus() const
{
    return DisplayNames::of(m_unrecorded->status);
}

QString RunPage::unrecordedHtml(const QString &unreadable) const
{
    const JobResult &r = *m_unrecorded;
    QString html = u"<p style='color:%1'><b>%2</b></p><ul>"_s.arg(
        failedColour().name(), tr("The run ended (%1), but its record could not be written:").arg(unrecordedStatus()).toHtmlEscaped());
    for (const QString &e : r.recordErrors)
        html += u"<li>%1</li>"_s.arg(e.toHtmlEscaped());
    if (!unreadable.isEmpty())
        html += u"<li>%1</li>"_s.arg(unreadable.toHtmlEscaped());
    return html + u"</ul><p>%1</p>"_s.arg(
               tr("Each file named keeps its previous version. Free space or fix the folder's permissions; the log is %1.")
                   .arg(QDir::toNativeSeparators(r.logPath))
                   .toHtmlEscaped());
}

void RunPage::showUnrecorded(const QString &unreadable)
{
    // What the record says (running, or nothing readable) is older than the run's end: the run's
    // own outcome is the headline, not "interrupted", and nothing is accepted from that record.
    m_recordStale = true;
    if (!unreadable.isEmpty())
        m_diagnosis->setHtml(unrecordedHtml(unreadable));
    setHeadline(Outcome::Failed, tr("The run ended (%1), but its outcome is not recorded").arg(unrecordedStatus()));
    m_status->setText(tr("run_manifest.yaml does not hold this run's outcome: see the list below. The log is %1.")
                          .arg(QDir::toNativeSeparators(m_unrecorded->logPath)));
    m_canAccept = false;
    m_accept->setEnabled(false);
    m_decline->setEnabled(false);
    m_accept->hide();
    m_decline->hide();
    // The way on is page 3 once the disk or folder is fixed, not another plan.
    m_revise->hide();
    m_backToPlan->hide();
    m_toCommand->setText(tr("Back to the command"));
    m_toCommand->setToolTip(tr("Back to page 3: once the record can be written, approve the command again and run it."));
    m_toCommand->show();
    m_progress->setRange(0, 100);
    m_progress->setValue(100);
    m_progress->setFormat(m_headline->text());
    QPalette bar;
    bar.setColor(QPalette::Highlight, statusFill(Tone::Failed));
    bar.setColor(QPalette::HighlightedText, Qt::white);
    m_progress->setPalette(bar);
    refreshQuestion();
    emit completeChanged();
}

QString RunPage::checkpointQuestion() const
{
    if (m_declineReason && !m_accepted)
        return tr("You declined this result (%1). Change the plan (Back to the plan), or press Back to build the next "
                  "command on page 3. Until it is built, you can still accept this result.")
            .arg(*m_declineReason);
    // Asked only when there is a verified result to accept (or one was accepted).
    if (m_accepted || m_canAccept) {
        const QString verdict = HandoffPanel::verdictSentence(m_shownManifest);
        return verdict.isEmpty() ? tr("Does this verified output meet your request?")
                                 : tr("Does this verified output meet your request? (%1)").arg(verdict);
    }
    if (session()->run()->isChecking())
        return tr("The export checks are running; the result can be accepted once they end.");
    if (m_loadFailed)
        return tr("There is no result to accept: the export does not load with transformers. Choose another scheme at "
                  "Checkpoint 2 (Back to the plan).");
    if (m_recordStale)
        return tr("There is no result to accept: this run's outcome is not in run_manifest.yaml. Free space or fix the "
                  "workspace folder, then run again from page 3.");
    switch (m_outcome) {
    case Outcome::Failed:
    case Outcome::Cancelled:
    case Outcome::Incomplete:
    case Outcome::Interrupted:
        if (m_diagnosed && m_remedy == Troubleshooter::Remedy::RunTarget)
            return tr("There is no result to accept. This machine cannot run it: choose where it runs on page 3.");
        if (m_diagnosed && m_remedy == Troubleshooter::Remedy::Outside)
            return tr("There is no result to accept. No plan change helps: fix the cause, then run again from page 3.");
        // Two ways back to the plan when a change is proposed (round 59's walk took the plain one
        // and found no proposal on page 2): the question tells them apart.
        if (m_revisedPlan)
            return tr("There is no result to accept. Back to the plan with %1 proposes the smallest change that may help; "
                      "Back to the plan lets you change it yourself. Or press Back to build a new command on page 3 and "
                      "approve it.")
                .arg(m_revisionChange);
        // Page 3 offers Prepare another run only for a folder it proposed; for the user's own it
        // asks for another folder (round 59's walk): "build a new command" is true of both.
        return tr("There is no result to accept. Change the plan (Back to the plan), or press Back to build a new "
                  "command on page 3 and approve it.");
    default:
        return QString();
    }
}

void RunPage::setHeadline(Outcome outcome, const QString &text)
{
    m_outcome = outcome;
    m_headline->setText(text);
    QPalette palette = m_headline->palette();
    palette.setColor(QPalette::WindowText,
                     outcome == Outcome::Failed || outcome == Outcome::Interrupted ? failedColour()
                     : outcome == Outcome::Stalled || outcome == Outcome::Incomplete || outcome == Outcome::Cancelled
                         ? warningColour()
                     : outcome == Outcome::Succeeded ? goodColour()
                                                     : QPalette().color(QPalette::WindowText));
    m_headline->setPalette(palette);
    m_headline->setVisible(!text.isEmpty());
}

void RunPage::tick()
{
    showCheckClock();
    const PtqJob *job = session()->run()->job();
    if (!job || !job->isRunning())
        return;
    const QString expected = expectedTotalText(job->elapsedMs());
    m_elapsed->setText(expected.isEmpty() ? tr("Elapsed %1").arg(seconds(job->elapsedMs()))
                                          : tr("Elapsed %1 · %2").arg(seconds(job->elapsedMs()), expected));
    const QString stage = LogAnalyzer::stageName(job->log().stage());
    const qint64 quiet = m_sinceOutput.isValid() ? m_sinceOutput.elapsed() : 0;
    // Before quark-cli runs there (the model on its way, the job in Slurm's queue) or while the
    // connection is down, the headline says so; silence then is expected.
    const bool waiting = m_lastJobState && m_lastJobState->isWaiting();
    if (waiting && (m_outcome == Outcome::Stalled || m_outcome == Outcome::Running)) {
        if (m_outcome == Outcome::Stalled)
            m_status->setText(tr("Running. The full log is written to %1.").arg(job->logPath()));
        setHeadline(Outcome::Running, m_lastJobState->phase == JobPhase::Copying  ? tr("Running: copying the model to the target")
                                      : m_lastJobState->phase == JobPhase::Queued ? tr("Running: waiting in the cluster's queue")
                                                                                  : tr("Running: reconnecting to the target"));
    } else if (quiet >= m_stallAfterMs) {
        const int minutes = int(quiet / 60'000);
        setHeadline(Outcome::Stalled,
                    minutes >= 1 ? tr("No output for %n min — still running?", nullptr, minutes)
                                 : tr("No output for %1 s — still running?").arg(quiet / 1000));
        m_status->setText(tr("quark-cli has printed nothing for %1, during %2. Some steps are quiet for a while "
                             "on large models; if the GPU memory panel shows no change either, the run may hang: "
                             "Cancel the run keeps its log.")
                              .arg(duration(quiet), stage));
    } else if (m_outcome == Outcome::Stalled || m_outcome == Outcome::Running) {
        if (m_outcome == Outcome::Stalled)
            m_status->setText(tr("Running. The full log is written to %1.").arg(job->logPath()));
        setHeadline(Outcome::Running, tr("Running: %1").arg(stage));
    }
    // The running stage's own clock.
    const QList<StageSpan> &timeline = job->log().timeline();
    if (!timeline.isEmpty() && timeline.constLast().endMs < 0 && m_stages->count() > 0) {
        for (int i = m_stages->count() - 1; i >= 0; --i) {
            QListWidgetItem *item = m_stages->item(i);
            if (item->data(Qt::UserRole).toBool()) {
                item->setText(tr("▶ %1 — %2").arg(LogAnalyzer::stageName(timeline.constLast().stage),
                                                  seconds(job->elapsedMs() - timeline.constLast().startMs)));
                break;
            }
        }
    }
}

bool RunPage::isComplete() const
{
    return m_accepted || CheckpointPage::isComplete();
}

void RunPage::initializePage()
{
    CheckpointPage::initializePage();
    // Coming from the gate, focus is on the run's log, not on "< Back".
    QTimer::singleShot(0, m_log, [this] { m_log->setFocus(Qt::OtherFocusReason); });
    // Only the newest visit is shown: one read while the run finished would otherwise show the
    // manifest as it was before. The session reads the manifest off this thread and decides.
    const int load = ++m_manifestLoad;
    session()->run()->visit(this, [this, load](const Result<RunVisitView> &view) {
        if (load != m_manifestLoad || (!view && view.error().code == Error::Code::Cancelled))
            return;
        if (!view) {
            m_status->setText(view.error().message);
            return;
        }
        showVisit(*view);
    });
}

void RunPage::showVisit(const RunVisitView &view)
{
    const RunStatus status = view.typed.run.status;
    m_token = view.token;
    m_offer->hide();
    switch (view.kind) {
    case RunVisit::Start:
        startRun();
        return;
    case RunVisit::Offer:
        showResult(view.manifest);
        m_offerText->setText(tr("An approved run has not started yet."));
        m_notNow->show();
        m_offer->show();
        m_status->setText(tr("The command was approved earlier and has not run."));
        return;
    case RunVisit::Following:
        if (session()->run()->isRunning())
            m_status->setText(tr("Running. The full log is written to %1.").arg(session()->run()->job()->logPath()));
        return; // else its start is being checked: started() or refused() follows
    case RunVisit::Reattach:
        // A job on a target that an earlier window started: it ran on without us; follow it again.
        showResult(view.manifest);
        if (Status attaching = session()->run()->reattach(view); !attaching) {
            m_status->setText(attaching.error().message);
        } else {
            m_reattaching = true; // started() says so, or refused() why not
            m_status->setText(tr("Following the job started earlier again…"));
        }
        return;
    case RunVisit::Interrupted:
    case RunVisit::Stored:
        break;
    }
    showResult(view.manifest);
    if (hasEnded(status) && status != RunStatus::Succeeded) {
        const int height = m_vertical->height();
        m_vertical->setSizes({height / 2, height - height / 2}); // its result as much as its log
    }
    // A run of an earlier session: its log and stages, read back from the log file.
    if (!session()->run()->job() && (hasEnded(status) || status == RunStatus::Running))
        showStoredRun(view.typed.run.logPath, status,
                      view.typed.run.diagnosis ? view.typed.run.diagnosis->failedStage : QString());
    if (view.kind == RunVisit::Interrupted || status == RunStatus::Running)
        m_status->setText(tr("A previous run did not finish (PTQ Studio stopped while it ran). Its log is %1.")
                              .arg(view.typed.run.logPath));
}

void RunPage::showStoredRun(const QString &logPath, RunStatus status, const QString &failedStage)
{
    if (logPath.isEmpty())
        return;
    const int load = ++m_storedLogLoad;
    session()->run()->loadStoredLog(logPath, this, [this, load, logPath, status, failedStage](const StoredLog &stored) {
        if (load != m_storedLogLoad || session()->run()->job())
            return; // a run started meanwhile: its own log is shown
        m_log->clearLog();
        if (!stored.error.isEmpty()) {
            m_log->appendLines({noteLine(tr("The log %1 could not be read: %2").arg(logPath, stored.error))});
            m_log->flush();
            return;
        }
        if (stored.truncated)
            m_log->appendLines({noteLine(tr("… (the start of the log is not shown: %1)").arg(logPath))});
        m_log->appendLines(stored.lines);
        m_log->flush();
        m_stages->clear();
        const bool endedBadly = status != RunStatus::Succeeded;
        for (qsizetype i = 0; i < stored.stages.size(); ++i) {
            const QString name = LogAnalyzer::stageName(stored.stages[i]);
            const bool last = i == stored.stages.size() - 1 && stored.stages[i] != RunStage::Finished;
            const bool failedHere = endedBadly && (failedStage.isEmpty() ? last : name == failedStage);
            auto *item = new QListWidgetItem(failedHere ? (status == RunStatus::Cancelled ? tr("■ %1 — cancelled").arg(name)
                                                                                           : tr("✗ %1 — failed").arg(name))
                                                        : tr("✓ %1").arg(name),
                                             m_stages);
            if (failedHere)
                item->setForeground(status == RunStatus::Cancelled ? warningColour() : failedColour());
            if (failedHere && endedBadly)
                break;
        }
        m_stages->scrollToBottom();
        if (!stored.stages.isEmpty())
            m_stages->setToolTip(tr("Read back from the log of this run; the time of each stage is known only while it runs."));
    });
}

void RunPage::startRun()
{
    ++m_storedLogLoad; // a stored log still being read is not this run's
    m_offer->hide();
    m_log->clearLog();
    m_verification->setRowCount(0);
    m_diagnosis->clear();
    // The gate is checked off this thread: RunSession::started() or refused() follow (showRefusal).
    // Busy from the click, not 0 %.
    m_progress->setPalette(QPalette());
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    m_status->setText(tr("Checking the approval and starting the command…"));
    if (const Status started = session()->run()->start(m_token); !started)
        showRefusal(started.error().message);
}

void RunPage::forgetEarlierRun()
{
    // Nothing of an earlier run stays on screen when no run of this command is shown: its "Done",
    // its stages, its trace and its hand-off are not this command's (a walk found the last run's
    // result under a refused start, with "Yes, accept the result" still offered).
    m_reattaching = false;
    m_progress->setRange(0, 100); // nothing runs
    m_progress->setValue(0);
    m_elapsed->clear();
    ++m_storedLogLoad;
    m_shownManifest = Json();
    m_stages->clear();
    m_stages->setToolTip(QString());
    m_verification->setRowCount(0);
    m_vram->clear();
    m_handoff->showWaiting();
    m_checksums->setEnabled(false);
    m_accepted = false;
    m_declineReason.reset();
    m_canAccept = false;
    m_accept->setEnabled(false);
    m_decline->setEnabled(false);
    m_accept->hide();
    m_decline->hide();
    m_revise->hide(); // an earlier run's proposal is not this command's remedy
    m_diagnosed = false;
    m_resultTabs->setCurrentIndex(0);
}

void RunPage::showRefusal(const QString &message)
{
    forgetEarlierRun();
    m_diagnosis->setHtml(tr("<p><b>Not started.</b> %1</p><p>Nothing ran and nothing was created. Back leads to the "
                            "command on page 3, built again from what is there now: approve it there to run it.</p>")
                             .arg(message.toHtmlEscaped()));
    setHeadline(Outcome::Failed, tr("Not started"));
    m_progress->setFormat(m_headline->text()); // not the last run's "Done"
    m_status->setText(u"<span style='color:%1'>%2</span>"_s.arg(statusCss(Tone::Failed, this), message.toHtmlEscaped()));
    refreshQuestion();
    emit completeChanged();
}

void RunPage::onLines(const QList<LogLine> &lines)
{
    m_log->setFollowing(m_follow->isChecked());
    m_log->appendLines(lines);
    m_sinceOutput.start();
    const PtqJob *job = session()->run()->job();
    if (!job || !job->isRunning())
        return;
    if (m_outcome == Outcome::Stalled)
        tick(); // output again: no longer stalled
    if (job->log().stage() == RunStage::Algorithm && !job->log().algorithmProgress().isEmpty()) {
        // The algorithm's layer under its stage follows each new layer, not only stage changes.
        const QString layer = tr("   layer %1").arg(job->log().algorithmProgress());
        QListWidgetItem *last = m_stages->count() ? m_stages->item(m_stages->count() - 1) : nullptr;
        if (last && last->data(Qt::UserRole + 1).toBool())
            last->setText(layer);
        else
            refreshStages();
    }
    const std::optional<TqdmProgress> &progress = job->log().progress();
    if (progress && progress->total > 0 && progress->percent < 100) {
        const TqdmProgress &p = *progress;
        m_progress->setRange(0, 100);
        m_progress->setValue(p.percent);
        // An ETA only where tqdm gives one.
        const bool eta = !p.remaining.isEmpty() && p.remaining != u"?"_s;
        const QString label = p.description.isEmpty() ? LogAnalyzer::stageName(job->log().stage()) : p.description;
        m_progress->setFormat(eta ? tr("%1 %p% — %2/%3, %4 left").arg(label).arg(p.n).arg(p.total).arg(p.remaining)
                                  : tr("%1 %p% — %2/%3").arg(label).arg(p.n).arg(p.total));
    } else {
        // Between progress bars, or after one reached its end, the run goes on: busy, not 100 %.
        m_progress->setRange(0, 0);
    }
}

void RunPage::refreshStages()
{
    const PtqJob *job = session()->run()->job();
    if (!job)
        return;
    m_stages->clear();
    const QList<StageSpan> &timeline = job->log().timeline();
    if (timeline.isEmpty() && job->isRunning()) {
        auto *item = new QListWidgetItem(tr("▶ %1 — %2").arg(LogAnalyzer::stageName(RunStage::Starting), seconds(job->elapsedMs())), m_stages);
        item->setData(Qt::UserRole, true);
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
        return;
    }
    // A run that ended without success ended in its last stage: that one is not done.
    const RunStatus status = job->isRunning() ? RunStatus::Running : job->result().status;
    const bool endedBadly = hasEnded(status) && status != RunStatus::Succeeded;
    for (qsizetype i = 0; i < timeline.size(); ++i) {
        const StageSpan &span = timeline[i];
        const bool current = span.endMs < 0 && job->isRunning();
        const bool failedHere = endedBadly && i == timeline.size() - 1 && span.stage != RunStage::Finished;
        const QString took = seconds(qMax<qint64>(0, span.endMs - span.startMs));
        auto *item = new QListWidgetItem(current      ? tr("▶ %1 — %2").arg(LogAnalyzer::stageName(span.stage),
                                                                          seconds(qMax<qint64>(0, job->elapsedMs() - span.startMs)))
                                         : failedHere ? (status == RunStatus::Cancelled
                                                             ? tr("■ %1 — cancelled after %2").arg(LogAnalyzer::stageName(span.stage), took)
                                                             : tr("✗ %1 — failed after %2").arg(LogAnalyzer::stageName(span.stage), took))
                                                      : tr("✓ %1 — %2").arg(LogAnalyzer::stageName(span.stage), took),
                                         m_stages);
        if (failedHere) {
            item->setForeground(status == RunStatus::Cancelled ? warningColour() : failedColour());
            item->setToolTip(status == RunStatus::Cancelled ? tr("The run was cancelled during this stage.")
                                                            : tr("The run failed during this stage; the diagnosis is below the log."));
        }
        if (current) {
            item->setData(Qt::UserRole, true);
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
    }
    // The algorithm's layer count belongs under its stage, and only while that stage runs: once
    // calibration or the export follow, "layer 2/2" is no longer news.
    if (job->isRunning() && job->log().stage() == RunStage::Algorithm && !job->log().algorithmProgress().isEmpty()) {
        auto *layer = new QListWidgetItem(tr("   layer %1").arg(job->log().algorithmProgress()), m_stages);
        layer->setData(Qt::UserRole + 1, true);
    }
    m_stages->scrollToBottom(); // the running or failed stage is the last: in view on a short list
}

void RunPage::fillVerification(const QList<RunManifest::RecordedCheck> &checks)
{
    // The verifier's report, as recorded (VerificationReport::toJson): a row per check.
    m_verification->setRowCount(0);
    for (const RunManifest::RecordedCheck &c : checks) {
        const int row = m_verification->rowCount();
        m_verification->insertRow(row);
        auto *checkItem = new QTableWidgetItem(DisplayNames::ofCheck(c.name));
        checkItem->setToolTip(c.name); // the id as run_manifest.yaml stores it
        m_verification->setItem(row, 0, checkItem);
        // Another tool's word reads back as no status: shown as stored, in the colour of a pass.
        const std::optional<CheckStatus> status = parseCheckStatus(c.status);
        auto *resultItem = new QTableWidgetItem(status ? checkStatusText(*status) : c.status);
        resultItem->setForeground(status == CheckStatus::Fail   ? failedColour()
                                  : status == CheckStatus::Warn ? warningColour()
                                                                : goodColour());
        m_verification->setItem(row, 1, resultItem);
        m_verification->setItem(row, 2, new QTableWidgetItem(c.detail));
    }
    m_verification->resizeColumnsToContents();
}

bool RunPage::offerWaysOn(const RunStepRecord &run, bool diagnosed)
{
    // Only a way that can help is offered: no plan change for what no plan change fixes (no GPU
    // here, a full disk, a dataset that is nowhere cached, the environment).
    m_diagnosed = diagnosed;
    m_remedy = diagnosed ? RunSession::remedy(run) : Troubleshooter::Remedy::Plan;
    const bool planHelps = m_remedy == Troubleshooter::Remedy::Plan;
    m_revisedPlan.reset();
    m_revise->hide();
    if (diagnosed && planHelps)
        offerRevision(run);
    m_backToPlan->setVisible(planHelps);
    m_toCommand->setVisible(!planHelps && !session()->run()->isRunning());
    if (m_remedy == Troubleshooter::Remedy::RunTarget) {
        m_toCommand->setText(tr("Choose where it runs…"));
        m_toCommand->setToolTip(tr("Back to page 3: under Runs on, choose an SSH host or a Slurm cluster with a GPU, "
                                   "then approve the new command."));
    } else {
        m_toCommand->setText(tr("Back to the command"));
        m_toCommand->setToolTip(tr("Back to page 3: once the cause is fixed, check again and approve the command (each "
                                   "approval runs once)."));
    }
    return planHelps;
}

QString RunPage::diagnosisHtml(const DiagnosisRecord &d, bool planHelps) const
{
    QString html;
    // In words; the stored class and cause (for a bug report) small beside them.
    const QString ids = u" <small style='color:%1'>(%2 / %3)</small>"_s.arg(statusCss(Tone::Muted, this), d.failureClass.toHtmlEscaped(), d.cause.toHtmlEscaped());
    const QString headline = failureHeadline(parseFailureClass(d.failureClass), d.cause);
    html += d.failedStage.isEmpty()
        ? tr("<p><b>Diagnosis: %1</b>%2</p>").arg(headline.toHtmlEscaped(), ids)
        : tr("<p><b>Diagnosis: %1</b>, during %2%3</p>").arg(headline.toHtmlEscaped(), d.failedStage.toHtmlEscaped(), ids);
    // What to do first, then what quark-cli said.
    html += u"<ul>"_s;
    for (const QString &suggestion : d.suggestions)
        html += u"<li>%1</li>"_s.arg(suggestion.toHtmlEscaped());
    html += u"</ul>"_s;
    if (!d.evidence.isEmpty())
        html += tr("<p>What quark-cli printed:</p>");
    for (const QString &e : d.evidence)
        html += u"<p><code>%1</code></p>"_s.arg(e.toHtmlEscaped());
    html += planHelps ? tr("<p>Go back to the plan for a bounded change; the new command needs a new approval.</p>")
        : m_remedy == Troubleshooter::Remedy::RunTarget
        ? tr("<p>No plan change helps: this machine cannot run it. Choose where it runs on page 3; the new command "
             "needs a new approval.</p>")
        : tr("<p>No plan change helps: fix what is named above, then go back to page 3 and approve the command "
             "again.</p>");
    return html;
}

void RunPage::headlineFor(const RunStepRecord &run, bool complete)
{
    const QString failedStage = run.diagnosis ? run.diagnosis->failedStage : QString();
    const QString failure = run.diagnosis ? failureHeadline(parseFailureClass(run.diagnosis->failureClass), run.diagnosis->cause) : QString();
    switch (run.status) {
    case RunStatus::Succeeded:
        if (complete)
            setHeadline(Outcome::Succeeded, tr("Done — the output is verified complete"));
        else
            setHeadline(Outcome::Incomplete, tr("quark-cli finished, but the output did not pass verification"));
        break;
    case RunStatus::Partial:
        setHeadline(Outcome::Incomplete, run.diagnosis && !failure.isEmpty()
                                             ? tr("Partly done: the export is complete, then %1").arg(failure)
                                             : tr("Partly done: the export is complete, a later step failed"));
        break;
    case RunStatus::Failed:
        setHeadline(Outcome::Failed, !failedStage.isEmpty() && !failure.isEmpty() ? tr("Failed during %1: %2").arg(failedStage, failure)
                                     : !failure.isEmpty()                         ? tr("Failed: %1").arg(failure)
                                     : run.exitCode                                ? tr("Failed: quark-cli exited with code %1").arg(*run.exitCode)
                                                                                   : tr("Failed"));
        break;
    case RunStatus::Cancelled:
        setHeadline(Outcome::Cancelled, !failedStage.isEmpty() ? tr("Cancelled during %1").arg(failedStage) : tr("Cancelled"));
        break;
    case RunStatus::Interrupted:
    case RunStatus::Running:
        if (!session()->run()->isRunning())
            setHeadline(Outcome::Interrupted, tr("Interrupted: PTQ Studio stopped while this run was going"));
        break;
    case RunStatus::Pending: break;
    }
}

void RunPage::colourBarForEnd()
{
    // Once the run has ended, the bar of its last tqdm loop is not the run's progress: a full
    // green bar for a verified result, red where it failed, amber otherwise.
    m_progress->setRange(0, 100);
    m_progress->setValue(100);
    m_progress->setFormat(m_headline->text());
    QPalette bar;
    bar.setColor(QPalette::Highlight, statusFill(m_outcome == Outcome::Succeeded ? Tone::Good
                                                 : m_outcome == Outcome::Failed || m_outcome == Outcome::Interrupted
                                                     ? Tone::Failed
                                                     : Tone::Warning));
    bar.setColor(QPalette::HighlightedText, Qt::white);
    m_progress->setPalette(bar);
}

void RunPage::showNotRun(const RunManifest &manifest)
{
    // Not run yet: what would run, exactly — approved, or not (never, or edited after it was).
    const bool approved = RunSession::approvalHolds(manifest);
    forgetEarlierRun();
    m_diagnosis->setHtml((approved ? tr("<p><b>Not run yet.</b> The approved command:</p>")
                                   : tr("<p><b>Not approved.</b> run_manifest.yaml holds this command without an "
                                        "approval that holds (never given, or the file was changed after it was): "
                                        "build and approve the command on page 3.</p>"))
                         + u"<p style='white-space:pre-wrap'><code>%1</code></p>"_s.arg(manifest.run.command.toHtmlEscaped()));
    setHeadline(Outcome::Idle, approved ? tr("Approved, not run yet") : tr("Not approved"));
    m_progress->setFormat(m_headline->text());
    refreshQuestion();
    emit completeChanged();
}

void RunPage::showDecision()
{
    m_accept->setEnabled(!m_accepted && m_canAccept);
    m_accept->setVisible(m_accepted || m_canAccept);
    m_accept->setText(m_accepted ? tr("Accepted") : tr("&Yes, accept the result"));
    // Declined: said, and still open to an accept (the user may change their mind); not declined twice.
    m_decline->setEnabled(!m_accepted && m_canAccept && !m_declineReason);
    m_decline->setVisible(!m_accepted && m_canAccept);
    m_decline->setText(m_declineReason ? tr("Declined") : tr("&Decline…"));
    if (m_declineReason && m_outcome == Outcome::Succeeded) {
        // The run went well; the answer was no: said in the neutral colour, not the success green.
        m_headline->setText(tr("Declined: %1").arg(*m_declineReason));
        QPalette palette = m_headline->palette();
        palette.setColor(QPalette::WindowText, QPalette().color(QPalette::WindowText));
        m_headline->setPalette(palette);
    }
}

void RunPage::showResult(const Json &document)
{
    m_log->flush(); // the run is over: its last lines belong above the result
    const Result<RunManifest> manifest = RunManifest::fromJson(document);
    if (!manifest) {
        m_status->setText(manifest.error().message);
        return;
    }
    const RunStepRecord &run = manifest->run;
    const RunStatus status = run.status;
    const QString statusText = DisplayNames::of(status);
    // The verifier's report, as recorded (VerificationReport::toJson).
    const std::optional<Verdict> verdict = manifest->verdict();
    fillVerification(manifest->verificationChecks());
    if (status == RunStatus::Pending) {
        showNotRun(*manifest);
        return;
    }
    // Cancelled before quark-cli ran (a model copy to a target stopped): nothing was exported at all.
    const ObservedOutputs observed = manifest->observedOutputs();
    const bool nothingWritten = observed.files.isEmpty() && manifest->verifiedBytes().value_or(0) <= 0;
    const bool neverRan = !run.exitCode && !run.signal && nothingWritten;
    // The run of this session ended but the record still says it is going: that line is not said.
    const bool staleRecord = m_unrecorded && !session()->run()->isRunning() && (!hasEnded(status) || status == RunStatus::Interrupted);
    QString html = staleRecord ? QString()
        : status == RunStatus::Cancelled && neverRan
        ? tr("<p><b>Run cancelled</b> on request before quark-cli started: nothing was written to the output folder")
        : status == RunStatus::Cancelled && nothingWritten
        ? tr("<p><b>Run cancelled</b> on request before quark-cli wrote its export: nothing was written to the output "
             "folder %1").arg(manifest->outputDir.toHtmlEscaped())
        : status == RunStatus::Cancelled
        ? tr("<p><b>Run cancelled</b> on request: the output folder holds an incomplete export (the checks below say "
             "what is missing)")
        : verdict ? tr("<p><b>Run %1</b>, verification <b>%2</b>").arg(statusText.toHtmlEscaped(), DisplayNames::of(*verdict))
                  : tr("<p><b>Run %1</b>").arg(statusText.toHtmlEscaped());
    if (!staleRecord) {
        if (run.exitCode)
            html += tr(", exit code %1").arg(*run.exitCode);
        if (run.signal)
            html += tr(", killed by signal %1").arg(*run.signal);
        html += u".</p>"_s;
    }
    // What the verifier saw (RunRecorder::recordResult's outputs.observed).
    m_outputDir = manifest->outputDir;
    m_outputFiles = observed.files;
    // Checksums read every byte of the export: here only, never a folder of the same path on this
    // machine for an export that lies on a target.
    const bool onTarget = manifest->target.has_value();
    m_checksums->setEnabled(!m_outputFiles.isEmpty() && !session()->run()->isRunning() && !onTarget);
    m_checksums->setToolTip(onTarget ? tr("The export is on %1: compute its checksums there (sha256sum).")
                                           .arg(onTarget ? manifest->target->host : QString())
                                     : QString());
    if (!session()->run()->isComputingChecksums())
        m_checksums->setText(!observed.sha256.isEmpty() ? tr("Recompute sha256 checksums") : tr("Compute sha256 checksums"));
    if (observed.perplexity)
        html += tr("<p>Perplexity after quantization, as quark-cli measured it: <b>%1</b>.</p>").arg(*observed.perplexity, 0, 'g', 6);
    if (!observed.sha256.isEmpty())
        html += tr("<p>sha256 of %n file(s) recorded at %1.</p>", nullptr, int(observed.sha256.size()))
                    .arg(observed.sha256At.toHtmlEscaped());
    if (observed.totalBytes && observed.shards > 0)
        html += tr("<p>%1 shard(s), %2 in %3.</p>")
                    .arg(observed.shards)
                    .arg(formatBytes(*observed.totalBytes))
                    .arg(manifest->outputDir.toHtmlEscaped());
    // A finished run's GPU memory trace, from its CSV (read off the UI thread); live readings win.
    if (!session()->run()->isRunning() && hasEnded(status))
        m_vram->loadRun(document);
    const bool diagnosed = run.diagnosis && status != RunStatus::Succeeded;
    const bool planHelps = offerWaysOn(run, diagnosed);
    if (run.diagnosis)
        html += diagnosisHtml(*run.diagnosis, planHelps);
    if (const std::optional<LoadCheck> failedLoad = LoadCheck::fromManifest(document); failedLoad && failedLoad->blocksCompleteAcceptance())
        html += tr("<p><b>The export does not load with transformers</b> (the load check after the run): %1 It cannot be "
                   "accepted as complete; choose another scheme at Checkpoint 2.</p>")
                    .arg(failedLoad->reason.toHtmlEscaped());
    html += tr("<p>Log: %1</p>").arg(run.logPath.toHtmlEscaped());
    if (m_unrecorded && !session()->run()->isRunning())
        html = unrecordedHtml(QString()) + html; // what could not be written leads
    m_diagnosis->setHtml(html);
    const bool complete = verdict && *verdict == Verdict::Complete;
    headlineFor(run, complete);
    m_status->setText(status == RunStatus::Succeeded && complete ? tr("Finished: the output is verified complete.")
                      : status == RunStatus::Failed
                          ? tr("The diagnosis below says what to do first. The log and the manifest are kept; the log is %1.")
                                .arg(QDir::toNativeSeparators(run.logPath))
                      : status == RunStatus::Cancelled && manifest->target
                          ? tr("Cancelled. The log and the manifest are kept. To run again, go back to page 3, press "
                               "Check target (or change the output folder) and approve the new command.")
                      : status == RunStatus::Cancelled
                          ? tr("Cancelled. The log and the manifest are kept. To run again, go back to page 3, press "
                               "Prepare another run (or choose another output folder) and approve the new command.")
                          : tr("Finished with status %1.").arg(statusText));
    if (hasEnded(status) && !session()->run()->isRunning())
        colourBarForEnd();
    // No export to use: the diagnosis on the Result tab is what the status line points to.
    if (hasEnded(status) && status != RunStatus::Succeeded && status != RunStatus::Partial)
        m_resultTabs->setCurrentIndex(0);
    // An export that does not load is not a result, whatever else ended well or failed after it:
    // the load check's reason leads, and the way on is another scheme, not a smaller change.
    const std::optional<LoadCheck> load = LoadCheck::fromManifest(document);
    m_loadFailed = load && load->blocksCompleteAcceptance();
    if (m_loadFailed) {
        setHeadline(Outcome::Incomplete, tr("The export does not load with transformers: it cannot be accepted"));
        m_status->setText(tr("Load check: %1").arg(load->reason));
        m_revise->hide();
        m_backToPlan->show();
        m_backToPlan->setToolTip(tr("Back to Checkpoint 2: choose a scheme whose exports load (see Which schemes are "
                                    "verified); the new command needs a new approval."));
        if (hasEnded(status) && !session()->run()->isRunning()) {
            m_progress->setFormat(m_headline->text());
            QPalette bar;
            bar.setColor(QPalette::Highlight, statusFill(Tone::Warning));
            bar.setColor(QPalette::HighlightedText, Qt::white);
            m_progress->setPalette(bar);
        }
    }
    const CheckpointRecord *acceptance = manifest->checkpoint(checkpointId(Checkpoint::ResultAcceptance));
    const bool accepted = acceptance && acceptance->status == CheckpointStatus::Accepted;
    m_accepted = accepted;
    m_declineReason = acceptance && acceptance->status == CheckpointStatus::Declined
        ? std::optional<QString>(acceptance->note)
        : std::nullopt;
    const bool checking = session()->run()->isChecking(); // a record written meanwhile (the checksums) is shown, not judged
    m_canAccept = !session()->run()->isRunning() && !checking && Acceptance::canAccept(document).ok();
    showDecision();
    if (accepted && m_outcome == Outcome::Succeeded)
        m_headline->setText(tr("Done — accepted. Finish shows where the model is."));
    m_shownManifest = document;
    if (checking) {
        setHeadline(Outcome::Running, tr("Checking the export against the original"));
        m_progress->setRange(0, 0);
    }
    if (staleRecord) {
        showUnrecorded(QString()); // the record still says the run is going: its end did not reach it
        return;
    }
    handOff(document);
    refreshQuestion();
    emit completeChanged();
}

void RunPage::handOff(const Json &document)
{
    m_handoff->showManifest(document, m_accepted);
    if (session()->run()->isChecking() || m_handingOff || session()->run()->isRunning())
        return;
    if (HandoffStep::checksPending(document)) {
        if (m_checksAfterRun) {
            m_checksAfterRun = false;
            startChecks(document);
        } else {
            m_handoff->offerChecks(true, tr("They were approved with the command on page 3 and have not run."));
        }
        return;
    }
    m_checksAfterRun = false;
    m_handoff->offerChecks(false);
    if (!HandoffStep::applies(document))
        return;
    const Result<RunManifest> typed = RunManifest::fromJson(document);
    const std::optional<QString> card = typed ? typed->modelCardPath() : std::nullopt;
    // Once per run (its log names it): a card write that failed is not retried in a loop.
    const QString runLog = typed ? typed->run.logPath : QString();
    // Written at once after a run (or its checks) of this session; a workspace opened later
    // writes nothing into the export by itself: the card is offered.
    if (!card && m_cardAfterRun && (runLog.isEmpty() || m_handedOffFor != runLog)) {
        m_handedOffFor = runLog;
        m_cardAfterRun = false;
        completeHandoff();
        return;
    }
    m_handoff->offerCard(!card);
    if (card)
        loadCard(*card);
}

void RunPage::showCheckClock()
{
    // Only over the check's own line: the checksums' progress, said meanwhile, stays as it is.
    if (!session()->run()->isChecking() || m_checkStep.isEmpty() || !m_status->text().startsWith(m_checkStep))
        return;
    m_status->setText(tr("%1 (%2 so far)").arg(m_checkStep, duration(m_checkClock.elapsed())));
}

void RunPage::startChecks(const Json &document)
{
    if (session()->run()->isChecking())
        return;
    m_checkStep.clear();
    m_ticker->start(); // the step's clock (stopped when the checks end, unless a run goes on)
    m_cardAfterRun = true; // the card that follows says what the checks found
    m_resultTabs->setCurrentIndex(1);
    m_handoff->offerChecks(false);
    m_canAccept = false;
    m_accept->setEnabled(false);
    m_decline->setEnabled(false);
    setHeadline(Outcome::Running, tr("Checking the export against the original"));
    m_progress->setRange(0, 0);
    refreshQuestion();
    session()->run()->startChecks(document);
}

void RunPage::checksFinished(const ExportChecksOutcome &outcome)
{
    m_checkStep.clear();
    if (!session()->run()->isRunning())
        m_ticker->stop();
    m_progress->setRange(0, 100);
    if (!outcome.error.isEmpty()) {
        m_status->setText(outcome.error);
        m_log->appendLines({LogLine{outcome.error, LogLine::Level::Error, outcome.error, std::nullopt}});
        // The result stays as it was; the checks can be run again.
        const int load = ++m_manifestLoad;
        session()->loadArtifact(ArtifactKind::Manifest, this, [this, load](const Result<LoadedDocument> &m) {
            if (m && load == m_manifestLoad)
                showResult(m->json);
        });
        return;
    }
    // The records are written first (a failed card write must not lose them), then the card; into
    // the manifest as it is now, so that a record written while the checks ran (the checksums) stays.
    session()->run()->recordChecks(outcome, this, [this](const Result<Json> &manifest) {
        if (!manifest) {
            m_status->setText(manifest.error().message);
            return;
        }
        showResult(*manifest);
    });
}

void RunPage::completeHandoff()
{
    m_handingOff = true;
    m_handoff->showCardError(tr("Writing the model card into the export…"));
    session()->run()->handOff(this, [this](const Result<Json> &manifest) {
        m_handingOff = false;
        if (!manifest) {
            m_handoff->showCardError(manifest.error().message);
            return;
        }
        showResult(*manifest);
    });
}

void RunPage::loadCard(const QString &path)
{
    if (path.isEmpty())
        return;
    session()->run()->loadCard(path, this, [this, path](const Result<QByteArray> &bytes) {
        if (bytes)
            m_handoff->showCard(*bytes, path);
        else
            m_handoff->showCardError(tr("Cannot read the model card %1: %2").arg(path, bytes.error().message));
    });
}

void RunPage::publish()
{
    if (!m_publishing) {
        // Records each attempt through the run session, into the manifest as it is when the upload
        // ends, not as it was when the dialog opened: the checksums written during a minutes-long
        // upload stay. `ptq-studio publish` records through the same session.
        m_publishing = new PublishSession(session()->run(), this);
        connect(m_publishing, &PublishSession::recorded, this, [this](const Result<Json> &recorded) {
            if (!recorded)
                m_status->setText(recorded.error().message);
            else
                showResult(*recorded);
        });
    }
    m_publishing->setWorkspace(session()->workspace().root(), m_shownManifest);
    auto *dialog = new PublishDialog(m_publishing, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void RunPage::accept()
{
    // Read, decide and write in one step off this thread: the same rules as `ptq-studio accept`.
    session()->run()->accept(this, [this](const Result<Json> &accepted) {
        if (!accepted) {
            m_status->setText(accepted.error().message);
            return;
        }
        showResult(*accepted);
        // Finish is what comes next. (The disabled "Accepted" gave focus away to Back to the plan:
        // one more Space left the accepted result; Alt+Y left it where it was.)
        if (QAbstractButton *finish = wizard() ? wizard()->button(QWizard::FinishButton) : nullptr; finish && finish->isEnabled())
            finish->setFocus(Qt::OtherFocusReason);
    });
}

void RunPage::decline()
{
    Dialogs::askText(this, tr("Decline the result"),
                     tr("Why does this result not meet your request? The reason is kept in run_manifest.yaml."),
                     [this](const QString &reason) {
                         if (reason.trimmed().isEmpty())
                             return; // cancelled, or nothing said: nothing is recorded
                         // The same rules and the same write as `ptq-studio reject`, off this thread.
                         session()->run()->reject(reason, this, [this](const Result<Json> &declined) {
                             if (!declined) {
                                 m_status->setText(declined.error().message);
                                 return;
                             }
                             showResult(*declined);
                             m_status->setText(tr("Declined. The reason is kept in run_manifest.yaml."));
                         });
                     });
}

void RunPage::resizeEvent(QResizeEvent *event)
{
    CheckpointPage::resizeEvent(event);
    arrangeForWidth(width());
}

void RunPage::arrangeForWidth(int width)
{
    const bool narrow = width < kNarrowPage;
    const bool chartInColumn = m_vram->parentWidget() == m_leftColumn;
    if (narrow == chartInColumn)
        return;
    if (narrow) {
        m_leftColumn->addWidget(m_vram);
        m_leftColumn->setStretchFactor(0, 1);
        m_leftColumn->setStretchFactor(1, 1);
    } else {
        m_runSplitter->addWidget(m_vram);
        m_runSplitter->setStretchFactor(2, 0);
    }
    // The log takes what the columns beside it leave.
    const int total = std::max(1, m_runSplitter->width());
    const int column = std::clamp(total / 4, m_stages->minimumWidth(), m_stages->maximumWidth());
    if (narrow)
        m_runSplitter->setSizes({column, total - column});
    else
        m_runSplitter->setSizes({column, total - column - m_vram->sizeHint().width(), m_vram->sizeHint().width()});
}

void RunPage::readExpectedTotal(const Json &manifest)
{
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    std::tie(m_expectedLowMinutes, m_expectedHighMinutes) = typed ? typed->estimatedMinutes() : std::pair(0.0, 0.0);
    if (const PtqJob *job = session()->run()->job(); job && job->isRunning() && m_expectedHighMinutes > 0) {
        // The empty result area says what is coming while the run goes.
        m_diagnosis->setHtml(tr("<p><b>Expected total: %1</b> — page 3's estimate, a rule of thumb for this model, "
                                "scheme and calibration.</p><p>When the run ends, the output folder is checked here "
                                "and the result is reported.</p>")
                                 .arg(expectedRange().toHtmlEscaped()));
        tick();
    }
}

QString RunPage::expectedRange() const
{
    const auto rounded = [](double minutes) { return qint64(std::ceil(minutes)); };
    if (m_expectedHighMinutes < 1)
        return tr("under a minute");
    if (m_expectedLowMinutes >= 120)
        return tr("%1–%2 h").arg(m_expectedLowMinutes / 60, 0, 'f', 1).arg(m_expectedHighMinutes / 60, 0, 'f', 1);
    if (rounded(m_expectedLowMinutes) >= rounded(m_expectedHighMinutes))
        return tr("about %1 min").arg(rounded(m_expectedHighMinutes));
    return tr("%1–%2 min").arg(std::max<qint64>(1, rounded(m_expectedLowMinutes))).arg(rounded(m_expectedHighMinutes));
}

QString RunPage::expectedTotalText(qint64 elapsedMs) const
{
    if (m_expectedHighMinutes <= 0)
        return {};
    if (double(elapsedMs) > m_expectedHighMinutes * 60'000)
        return tr("longer than the expected %1").arg(expectedRange());
    return tr("expected total %1").arg(expectedRange());
}

void RunPage::offerRevision(const RunStepRecord &run)
{
    session()->run()->proposedRevision(run, this, [this](const std::optional<Troubleshooter::PlanRevision> &revision) {
        if (!revision)
            return;
        m_revisedPlan = revision->plan;
        m_revisionChange = revision->change;
        m_revise->setText(tr("Back to the plan &with %1").arg(revision->change));
        refreshQuestion(); // the question names the proposed change
        m_revise->show();
    });
}

void RunPage::startChecksums()
{
    m_checksums->setText(tr("Stop checksums"));
    m_status->setText(tr("Computing the sha256 of %n file(s) in %1…", nullptr, int(m_outputFiles.size())).arg(m_outputDir));
    m_progress->setValue(0);
    session()->run()->computeChecksums(m_outputDir, m_outputFiles, this,
                                       [this](const OutputChecksums &sums, const Result<Json> &recorded) {
                                           checksumsEnded(sums, recorded);
                                       });
}

void RunPage::checksumsEnded(const OutputChecksums &sums, const Result<Json> &manifest)
{
    m_checksums->setText(tr("Compute sha256 checksums"));
    if (!sums.ok()) {
        m_status->setText(sums.cancelled ? tr("Checksums stopped; nothing was recorded.") : sums.error);
        return;
    }
    if (!manifest) {
        m_status->setText(manifest.error().message);
        return;
    }
    showResult(*manifest);
    m_status->setText(tr("sha256 of %n file(s) recorded in run_manifest.yaml.", nullptr, int(sums.sha256.size())));
}

void RunPage::findInLog(bool backwards)
{
    const QString needle = m_search->text();
    if (needle.isEmpty())
        return;
    m_follow->setChecked(false);
    bool found = m_log->find(needle, backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags());
    if (!found) {
        QTextCursor cursor = m_log->textCursor();
        cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        m_log->setTextCursor(cursor);
        found = m_log->find(needle, backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags());
    }
    // Nothing found is said, at the field, until the text changes.
    QPalette palette = m_search->palette();
    palette.setColor(QPalette::Base, found ? QApplication::palette(m_search).color(QPalette::Base) : failedBackground(m_search));
    m_search->setPalette(palette);
    m_search->setToolTip(found ? QString() : tr("No match for “%1” in the log shown here.").arg(needle));
    if (!found)
        QToolTip::showText(m_search->mapToGlobal(QPoint(0, m_search->height())), m_search->toolTip(), m_search);
}

} // namespace ptq::ui
