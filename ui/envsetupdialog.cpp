#include "envsetupdialog.h"
#include "statuscolours.h"

#include "command/resourceestimate.h"
#include "dialogs.h"
#include "env/envdefaults.h"
#include "fixedfont.h"
#include "logview.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

// The run page's colours: the same red, amber and green mean the same things here.
QColor failedColour() { return statusColour(Tone::Failed); }
QColor warningColour() { return statusColour(Tone::Warning); }
QColor goodColour() { return statusColour(Tone::Good); }

QString clockText(qint64 ms)
{
    const qint64 s = ms / 1000;
    return s >= 3600 ? u"%1:%2:%3"_s.arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'))
                     : u"%1:%2"_s.arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString bytesText(double bytes)
{
    return ResourceEstimator::sizeText(bytes);
}

QLabel *wrappedLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

void scaleFont(QWidget *widget, double factor, bool bold = true)
{
    QFont font = widget->font();
    font.setBold(bold);
    font.setPointSizeF(font.pointSizeF() * factor);
    widget->setFont(font);
}

QString bullets(const QStringList &lines)
{
    QStringList out;
    for (const QString &line : lines)
        out.append(u"• "_s + line);
    return out.join(u'\n');
}

QPushButton *button(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(objectName);
    b->setAutoDefault(false); // Enter never approves or cancels by accident
    b->setAccessibleName(text);
    return b;
}

} // namespace

EnvSetupDialog::EnvSetupDialog(QWidget *parent)
    : QDialog(parent),
      m_stack(new QStackedWidget(this)),
      m_ticker(new QTimer(this))
{
    setObjectName(u"envSetupDialog"_s);
    setWindowTitle(tr("Set up Quark"));
    setMinimumSize(560, 420);
    resize(820, 680);

    m_stack->setObjectName(u"envSetupStackedWidget"_s);
    m_stack->addWidget(buildReview());
    m_stack->addWidget(buildProgress());
    m_stack->addWidget(buildResult());
    m_stack->addWidget(buildFound()); // Page::Found

    // The log lives under the Progress and the Result page: after a failure it is still at hand.
    m_logBox = new QFrame(this);
    m_logBox->setObjectName(u"envLogFrame"_s);
    m_logToggle = new QToolButton(m_logBox);
    m_logToggle->setObjectName(u"showLogToolButton"_s);
    m_logToggle->setCheckable(true);
    m_logToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_logToggle->setArrowType(Qt::RightArrow);
    m_logToggle->setAutoRaise(true);
    // Every step's output, not only pip's: the import check and quark-cli's first start too.
    m_logToggle->setText(tr("Show the commands' output"));
    m_logToggle->setAccessibleName(tr("Show or hide the commands' output"));
    m_log = new LogView(m_logBox);
    m_log->setObjectName(u"envLogPlainTextEdit"_s);
    m_log->setAccessibleName(tr("The commands' output"));
    m_log->setMinimumHeight(100);
    m_log->hide();
    auto *logLayout = new QVBoxLayout(m_logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addWidget(m_logToggle, 0, Qt::AlignLeft);
    logLayout->addWidget(m_log, 1);
    m_logBox->hide();
    connect(m_logToggle, &QToolButton::toggled, this, [this](bool shown) {
        m_log->setVisible(shown);
        // Collapsed it takes one line; open, it shares the height with the page.
        m_layout->setStretchFactor(m_logBox, shown ? 1 : 0);
        m_logToggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
        m_logToggle->setText(shown ? tr("Hide the commands' output") : tr("Show the commands' output"));
        if (shown)
            m_log->flush();
    });
    // Follows the end unless the user scrolled up to read; back at the bottom, it follows again.
    connect(m_log->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        m_log->setFollowing(value >= m_log->verticalScrollBar()->maximum());
    });

    // The buttons of the Progress and Result pages, under the log.
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_close);
    buttons->addWidget(m_fallback);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_use);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 16, 20, 14);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_logBox, 0);
    layout->addLayout(buttons);
    m_layout = layout;

    m_ticker->setInterval(1000);
    connect(m_ticker, &QTimer::timeout, this, &EnvSetupDialog::tick);
    showPage(Page::Review);
    refreshReview();
}

QString EnvSetupDialog::torchIndex() const
{
    for (const EnvStep &step : m_recipe.steps) {
        if (step.kind != EnvStep::Kind::InstallTorch)
            continue;
        return step.indexUrl;
    }
    return {};
}

bool EnvSetupDialog::offersFallback() const
{
    // Only where the PyTorch step named an index of its own and could not reach it.
    if (m_result.outcome != EnvSetupResult::Outcome::Failed || m_result.error.kind != PipProgress::ErrorKind::NoNetwork)
        return false;
    const int failed = m_result.failedStep;
    return failed >= 0 && failed < m_recipe.steps.size() && m_recipe.steps.at(failed).kind == EnvStep::Kind::InstallTorch
        && !torchIndex().isEmpty();
}

void EnvSetupDialog::showPage(Page page)
{
    m_stack->setCurrentIndex(int(page));
    m_logBox->setVisible(page == Page::Progress || page == Page::Result);
    m_cancel->setVisible(page == Page::Progress);
    const bool result = page == Page::Result;
    const bool succeeded = m_result.outcome == EnvSetupResult::Outcome::Succeeded;
    m_close->setVisible(result);
    m_use->setVisible(result && succeeded);
    m_retry->setVisible(result && !succeeded);
    m_fallback->setVisible(result && !succeeded && offersFallback());
    // Focus where the next thing to do is, never on an approval by default.
    if (page == Page::Found) {
        refreshFound();
        if (!m_found.isEmpty()) // the dialog may not be shown yet: not isVisible()
            m_foundList->setFocus();
        else
            m_setUpNew->setFocus();
        return;
    }
    QWidget *focus = page == Page::Review ? static_cast<QWidget *>(m_commands)
                     : page == Page::Progress ? static_cast<QWidget *>(m_cancel)
                     : succeeded ? static_cast<QWidget *>(m_use)
                                 : static_cast<QWidget *>(m_retry);
    focus->setFocus();
}

QWidget *EnvSetupDialog::buildReview()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"envReviewPage"_s);

    m_reviewTitle = wrappedLabel(page, u"envReviewTitleLabel"_s);
    m_reviewTitle->setText(tr("Set up a Quark environment"));
    scaleFont(m_reviewTitle, 1.4);
    auto *intro = wrappedLabel(page, u"envIntroLabel"_s);
    intro->setText(tr("PTQ Studio makes a separate Python environment with PyTorch, AMD Quark and quark-cli, using "
                      "the commands below. Nothing outside its folder is changed, and nothing runs before you "
                      "choose Set up."));

    m_noneFound = wrappedLabel(page, u"envNoneFoundLabel"_s);
    m_noneFound->setAccessibleName(tr("Quark environments found on this machine"));
    scaleFont(m_noneFound, 0.9, false);
    m_noneFound->hide();

    auto *folderCaption = new QLabel(tr("&Folder of the new environment:"), page);
    m_folder = new QLineEdit(page);
    m_folder->setObjectName(u"envFolderLineEdit"_s);
    m_folder->setAccessibleName(tr("Folder of the new environment"));
    m_folder->setToolTip(tr("Type a folder (absolute, without spaces; ~ is your home folder) or choose one with "
                            "Browse…. It must not exist yet, or be empty."));
    m_folderProblem = wrappedLabel(page, u"envFolderProblemLabel"_s);
    m_folderProblem->setAccessibleName(tr("What is wrong with the folder"));
    setTextColour(m_folderProblem, failedColour());
    m_folderProblem->hide();
    folderCaption->setBuddy(m_folder);
    m_browse = button(tr("Browse…"), u"envFolderBrowsePushButton"_s, page);
    m_browse->setAccessibleName(tr("Choose another folder"));
    m_browse->setToolTip(tr("Choose another folder for the environment; the commands are worked out again."));

    m_torch = wrappedLabel(page, u"envTorchLabel"_s);
    m_torch->setAccessibleName(tr("PyTorch build"));
    m_warnings = wrappedLabel(page, u"envWarningsLabel"_s);
    m_warnings->setAccessibleName(tr("What this environment will not do"));
    setTextColour(m_warnings, warningColour());
    m_warnings->hide();
    m_sources = wrappedLabel(page, u"envSourcesLabel"_s);
    m_sources->setAccessibleName(tr("Where the packages come from"));
    m_sources->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes = wrappedLabel(page, u"envNotesLabel"_s);
    m_notes->setAccessibleName(tr("Notes on the packages"));
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    scaleFont(m_notes, 0.9, false);
    m_download = wrappedLabel(page, u"envDownloadLabel"_s);
    m_download->setAccessibleName(tr("Estimated download"));

    auto *commandsCaption = new QLabel(tr("The exact &commands, in order:"), page);
    m_commandsCaption = commandsCaption;
    m_commands = new QPlainTextEdit(page);
    m_commands->setObjectName(u"envCommandsPlainTextEdit"_s);
    m_commands->setReadOnly(true);
    m_commands->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_commands->setFont(fixedFont());
    m_commands->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_commands->setMinimumHeight(90);
    m_commands->setAccessibleName(tr("The exact commands"));
    commandsCaption->setBuddy(m_commands);
    m_copyCommands = button(tr("Copy"), u"copyEnvCommandsPushButton"_s, page);
    m_copyCommands->setAccessibleName(tr("Copy the commands"));

    m_problems = wrappedLabel(page, u"envProblemsLabel"_s);
    m_problems->setAccessibleName(tr("Why the setup cannot start"));
    setTextColour(m_problems, failedColour());
    m_problems->hide();

    m_question = wrappedLabel(page, u"envQuestionLabel"_s);
    m_question->setText(tr("Run these exact commands?"));
    scaleFont(m_question, 1.1);
    m_reviewCancel = button(tr("Cancel"), u"envReviewCancelPushButton"_s, page);
    m_backToFound = button(QString(), u"envBackToFoundPushButton"_s, page);
    m_backToFound->setToolTip(tr("Back to the Quark environments already on this machine"));
    m_backToFound->hide();
    m_approve = button(tr("Set up"), u"envApprovePushButton"_s, page);
    m_approve->setAccessibleName(tr("Set up: run these exact commands"));
    m_approve->setWhatsThis(tr("<p>Runs exactly the commands shown: makes a Python environment in the folder above and "
                               "installs PyTorch, AMD Quark and their dependencies into it with pip (a download of "
                               "several GB). Nothing outside that folder changes.</p>"));
    m_reviewCancel->setWhatsThis(tr("<p>Closes without running anything.</p>"));

    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_browse);
    auto *commandsRow = new QHBoxLayout;
    commandsRow->addWidget(commandsCaption, 1);
    commandsRow->addWidget(m_copyCommands);
    auto *questionRow = new QHBoxLayout;
    questionRow->addWidget(m_backToFound);
    questionRow->addWidget(m_question, 1);
    questionRow->addWidget(m_reviewCancel);
    questionRow->addWidget(m_approve);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_reviewTitle);
    layout->addWidget(intro);
    layout->addWidget(m_noneFound);
    layout->addSpacing(4);
    layout->addWidget(folderCaption);
    layout->addLayout(folderRow);
    layout->addWidget(m_folderProblem);
    layout->addWidget(m_torch);
    layout->addWidget(m_warnings);
    layout->addWidget(m_download);
    layout->addWidget(m_sources);
    layout->addWidget(m_notes);
    layout->addWidget(m_problems);
    layout->addLayout(commandsRow);
    layout->addWidget(m_commands, 1);
    layout->addStretch(0); // takes the room only when the commands are hidden
    layout->addLayout(questionRow);

    connect(m_folder, &QLineEdit::textEdited, this, &EnvSetupDialog::onFolderEdited);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        Dialogs::chooseDirectory(this, tr("Folder of the new environment"), m_targetDir, [this](const QString &path) {
            if (path.isEmpty() || m_running || path == m_targetDir)
                return;
            // The commands on screen are for the old folder: approval waits for the new ones.
            m_folderPending = true;
            m_typedProblem.clear();
            m_folder->setText(QDir::toNativeSeparators(path));
            refreshReview();
            emit folderChanged(path);
        });
    });
    connect(m_copyCommands, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_commands->toPlainText());
        m_copyCommands->setText(tr("Copied ✓"));
        QTimer::singleShot(2000, m_copyCommands, [this] { m_copyCommands->setText(tr("Copy")); });
    });
    connect(m_reviewCancel, &QPushButton::clicked, this, &EnvSetupDialog::reject);
    connect(m_backToFound, &QPushButton::clicked, this, [this] { showPage(Page::Found); });
    connect(m_approve, &QPushButton::clicked, this, &EnvSetupDialog::approve);
    return page;
}

QWidget *EnvSetupDialog::buildProgress()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"envProgressPage"_s);

    auto *title = wrappedLabel(page, u"envProgressTitleLabel"_s);
    title->setText(tr("Setting up the Quark environment"));
    scaleFont(title, 1.4);
    m_progressHeadline = wrappedLabel(page, u"envProgressHeadlineLabel"_s);
    m_progressHeadline->setAccessibleName(tr("Current step"));
    scaleFont(m_progressHeadline, 1.0);
    auto *overallCaption = new QLabel(tr("All steps:"), page);
    m_overallBar = new QProgressBar(page);
    m_overallBar->setObjectName(u"envOverallProgressBar"_s);
    m_overallBar->setAccessibleName(tr("Progress over all the steps"));
    m_overallBar->setRange(0, 1);
    m_overallBar->setValue(0);
    m_overallBar->setTextVisible(true);
    overallCaption->setBuddy(m_overallBar);
    auto *stepCaption = new QLabel(tr("This step:"), page);
    m_pipLine = wrappedLabel(page, u"envPipLabel"_s);
    m_pipLine->setAccessibleName(tr("What pip is doing"));
    m_bar = new QProgressBar(page);
    m_bar->setObjectName(u"envProgressBar"_s);
    m_bar->setAccessibleName(tr("Progress of the current step"));
    m_bar->setRange(0, 0);
    stepCaption->setBuddy(m_bar);
    m_elapsed = new QLabel(page);
    m_elapsed->setObjectName(u"envElapsedLabel"_s);
    m_elapsed->setAccessibleName(tr("Elapsed time"));
    m_stall = wrappedLabel(page, u"envStallLabel"_s);
    m_stall->setAccessibleName(tr("Stall warning"));
    setTextColour(m_stall, warningColour());
    m_stall->hide();
    m_steps = new QListWidget(page);
    m_steps->setObjectName(u"envStepsListWidget"_s);
    m_steps->setAccessibleName(tr("Steps of the setup"));
    m_steps->setSelectionMode(QAbstractItemView::NoSelection);
    m_steps->setWordWrap(true);
    m_steps->setMinimumHeight(80);
    m_cancel = button(tr("Cancel setup"), u"envCancelPushButton"_s, this);
    m_cancel->setToolTip(tr("Stops pip and removes the half-made environment."));

    // The whole setup first (how far, how long), then the step at hand (what, how far).
    auto *bars = new QGridLayout;
    bars->setColumnStretch(1, 1);
    bars->addWidget(overallCaption, 0, 0);
    bars->addWidget(m_overallBar, 0, 1);
    bars->addWidget(m_elapsed, 0, 2);
    bars->addWidget(m_progressHeadline, 1, 0, 1, 3);
    bars->addWidget(m_pipLine, 2, 0, 1, 3);
    bars->addWidget(stepCaption, 3, 0);
    bars->addWidget(m_bar, 3, 1, 1, 2);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addLayout(bars);
    layout->addWidget(m_stall);
    layout->addWidget(m_steps, 1);

    m_cancel->setWhatsThis(tr("<p>Stops the setup after you confirm: pip is stopped and the half-made environment is "
                              "removed, so nothing of it is used.</p>"));
    connect(m_cancel, &QPushButton::clicked, this, &EnvSetupDialog::askCancel);
    return page;
}

QWidget *EnvSetupDialog::buildResult()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"envResultPage"_s);

    m_resultHeadline = wrappedLabel(page, u"envResultHeadlineLabel"_s);
    m_resultHeadline->setAccessibleName(tr("How the setup ended"));
    scaleFont(m_resultHeadline, 1.4);
    m_resultBody = wrappedLabel(page, u"envResultBodyLabel"_s);
    m_resultBody->setTextFormat(Qt::RichText);
    m_resultBody->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultBody->setAccessibleName(tr("Details of the result"));
    m_resultBody->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_logPath = wrappedLabel(page, u"envLogPathLabel"_s);
    m_logPath->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_logPath->setAccessibleName(tr("Where the full log is"));
    m_openLog = button(tr("Open log"), u"openEnvLogPushButton"_s, page);
    m_copyLogPath = button(tr("Copy path"), u"copyEnvLogPathPushButton"_s, page);
    m_copyLogPath->setAccessibleName(tr("Copy the log's path"));
    m_feedback = wrappedLabel(page, u"envFeedbackLabel"_s);
    m_close = button(tr("Close"), u"envClosePushButton"_s, this);
    m_retry = button(tr("Try again"), u"envRetryPushButton"_s, this);
    m_retry->setToolTip(tr("Shows the commands again; they run after you approve them."));
    m_use = button(tr("Use this environment"), u"useEnvironmentPushButton"_s, this);
    m_fallback = button(tr("Try with pip's own index"), u"envFallbackIndexPushButton"_s, this);
    m_fallback->setToolTip(tr("Takes PyTorch from the index pip is configured to use (PIP_INDEX_URL, pip.conf, or "
                              "PyPI) instead of the PyTorch index; the commands are shown again for approval."));

    auto *logRow = new QHBoxLayout;
    logRow->addWidget(m_logPath, 1);
    logRow->addWidget(m_openLog);
    logRow->addWidget(m_copyLogPath);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    layout->addWidget(m_resultHeadline);
    layout->addWidget(m_resultBody);
    layout->addLayout(logRow);
    layout->addWidget(m_feedback);
    layout->addStretch(1);

    connect(m_openLog, &QPushButton::clicked, this, [this] {
        if (!QDesktopServices::openUrl(QUrl::fromLocalFile(m_result.logPath)))
            m_feedback->setText(tr("No program could open %1. Copy path puts it on the clipboard.")
                                    .arg(QDir::toNativeSeparators(m_result.logPath)));
    });
    connect(m_copyLogPath, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(QDir::toNativeSeparators(m_result.logPath));
        m_copyLogPath->setText(tr("Copied ✓"));
        m_feedback->setText(tr("The log's path is on the clipboard."));
        QTimer::singleShot(2500, m_copyLogPath, [this] {
            m_copyLogPath->setText(tr("Copy path"));
            m_feedback->clear();
        });
    });
    connect(m_close, &QPushButton::clicked, this, &EnvSetupDialog::reject);
    connect(m_use, &QPushButton::clicked, this, [this] {
        emit useEnvironment(m_result.envPath.isEmpty() ? m_targetDir : m_result.envPath);
        accept();
    });
    connect(m_fallback, &QPushButton::clicked, this, [this] {
        showPage(Page::Review);
        refreshReview();
        emit fallbackIndexRequested();
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        // A new attempt goes through the gate again: the same commands, shown for approval.
        showPage(Page::Review);
        refreshReview();
        emit retryRequested();
    });
    return page;
}

EnvSetupDialog::Page EnvSetupDialog::page() const
{
    return Page(m_stack->currentIndex());
}

QString EnvSetupDialog::downloadText(const EnvRecipe &recipe)
{
    bool downloads = false;
    for (const EnvStep &step : recipe.steps)
        downloads = downloads || step.downloads;
    if (!downloads)
        return tr("nothing to download");
    const qint64 total = recipe.downloadBytes();
    if (total < 0)
        return tr("unknown");
    // The margin of the whole, weighted by what each step downloads (a measured step has none).
    double weighted = 0;
    for (const EnvStep &step : recipe.steps) {
        if (step.downloads && step.downloadBytes > 0 && step.marginPercent > 0)
            weighted += double(step.downloadBytes) * step.marginPercent;
    }
    const int margin = total > 0 ? int(std::lround(weighted / double(total))) : 0;
    return margin > 0 ? tr("about %1 (±%2 %)").arg(bytesText(double(total))).arg(margin) : tr("about %1").arg(bytesText(double(total)));
}

void EnvSetupDialog::setRecipe(const EnvRecipe &recipe, const QString &targetDir)
{
    if (m_running)
        return;
    m_recipe = recipe;
    m_haveRecipe = true;
    m_targetDir = targetDir;
    m_folderPending = false;
    m_typedProblem.clear();
    // What the user is typing stays as typed (cursor and all) while it names this folder.
    if (EnvDefaults::folderFromText(m_folder->text(), QDir::homePath()) != QDir::cleanPath(targetDir) || targetDir.isEmpty())
        m_folder->setText(QDir::toNativeSeparators(targetDir));
    // Already on the review (the answer to a folder being typed): focus stays where the user is.
    // The environments found stay on screen: a new one is set up only when the user asks; with
    // none found (the search is over), the review is the way on.
    if (page() == Page::Found) {
        if (m_searched && m_found.isEmpty())
            showPage(Page::Review);
    } else if (page() != Page::Review) {
        showPage(Page::Review);
    }
    refreshReview();
}

void EnvSetupDialog::refreshReview()
{
    const TorchVariant &variant = m_recipe.choice.variant;
    QString build;
    if (!variant.torchVersion.isEmpty()) {
        switch (variant.kind) {
        case Accelerator::Kind::Cuda:
            build = tr("PyTorch %1 for CUDA %2").arg(variant.torchVersion, variant.builtFor.toString());
            break;
        case Accelerator::Kind::Rocm:
            build = tr("PyTorch %1 for ROCm %2").arg(variant.torchVersion, variant.builtFor.toString());
            break;
        case Accelerator::Kind::Cpu:
            build = tr("PyTorch %1 for the CPU only (no GPU acceleration)").arg(variant.torchVersion);
            break;
        }
    }
    if (!build.isEmpty() && !m_recipe.steps.isEmpty() && torchIndex().isEmpty())
        build = tr("PyTorch %1, the build pip's own index serves").arg(variant.torchVersion);
    const QString reason = m_recipe.choice.reason;
    QString torchText = build.isEmpty() ? reason : reason.isEmpty() ? build : tr("%1 — %2").arg(build, reason);
    if (m_recipe.choice.fellBack)
        torchText = tr("⚠ %1").arg(torchText);
    m_torch->setText(torchText);
    m_torch->setVisible(!torchText.isEmpty());
    setTextColour(m_torch, m_recipe.choice.fellBack ? warningColour() : QColor());
    // Said before approval, in full, not in the small notes: a 5-minute install should not end
    // in a surprise on page 3.
    QStringList warnings;
    for (const QString &w : m_recipe.warnings)
        warnings.append(tr("⚠ %1").arg(w));
    m_warnings->setText(warnings.join(u'\n'));
    m_warnings->setVisible(!warnings.isEmpty());

    // The folder's own problem beside the field: the typed text's while its recipe is pending.
    const QString folderProblem = m_folderPending ? m_typedProblem : m_recipe.folderProblem;
    m_folderProblem->setText(folderProblem);
    m_folderProblem->setVisible(!folderProblem.isEmpty());

    // Where each pip step takes its packages from, read off its own arguments.
    QStringList sources;
    for (const EnvStep &step : m_recipe.steps) {
        if (step.kind != EnvStep::Kind::InstallTorch && step.kind != EnvStep::Kind::InstallLock)
            continue;
        const QString index = !step.indexUrl.isEmpty() ? EnvRecipeBuilder::redacted(step.indexUrl)
                                                       : tr("PyPI (pypi.org), or the index pip is configured to use");
        sources.append(step.kind == EnvStep::Kind::InstallTorch ? tr("PyTorch: from %1").arg(index)
                                                                : tr("Quark and the other packages: from %1").arg(index));
    }
    m_sources->setText(sources.isEmpty() ? QString() : tr("Where the packages come from:\n%1").arg(bullets(sources)));
    m_sources->setVisible(!sources.isEmpty());
    QStringList notes;
    for (const QString &note : m_recipe.notes) {
        if (note != reason) // the build's reason is said above
            notes.append(note);
    }
    m_notes->setText(bullets(notes));
    m_notes->setVisible(!notes.isEmpty());

    // The download, with where the estimate comes from; an unknown size says why.
    QStringList why;
    for (const EnvStep &step : m_recipe.steps) {
        if (step.downloads && !step.sizeNote.isEmpty() && (m_recipe.downloadBytes() >= 0 || step.downloadBytes < 0))
            why.append(step.sizeNote);
    }
    const QString download = tr("Download: %1").arg(downloadText(m_recipe));
    m_download->setText(m_recipe.downloadBytes() < 0 && !why.isEmpty() ? tr("%1 — %2").arg(download, why.join(u' '))
                                                                        : download);
    m_download->setToolTip(why.join(u'\n'));
    m_download->setVisible(!m_recipe.steps.isEmpty());

    QStringList commands;
    const qsizetype n = m_recipe.steps.size();
    for (qsizetype i = 0; i < n; ++i) {
        const EnvStep &step = m_recipe.steps.at(i);
        // A shell comment: the copied text still runs as it is.
        commands.append(tr("# Step %1 of %2: %3").arg(i + 1).arg(n).arg(step.description));
        commands.append(step.display());
        if (i + 1 < n)
            commands.append(QString());
    }
    m_commands->setPlainText(commands.join(u'\n'));
    // No commands (an invalid recipe): no empty box, the reasons stand alone.
    m_commandsCaption->setVisible(!commands.isEmpty());
    m_commands->setVisible(!commands.isEmpty());
    m_copyCommands->setVisible(!commands.isEmpty());

    QStringList problems = m_recipe.problems;
    problems.removeAll(m_recipe.folderProblem); // said beside the folder
    if (m_folderPending)
        problems.clear(); // the old folder's; the new one's are on their way
    if (!m_haveRecipe)
        problems.clear(); // "Set up a new environment…" before the machine has answered
    else if (problems.isEmpty() && m_recipe.steps.isEmpty() && folderProblem.isEmpty() && !m_folderPending)
        problems.append(tr("There are no commands to run yet."));
    const bool working = (m_folderPending && m_typedProblem.isEmpty()) || !m_haveRecipe;
    if (!problems.isEmpty())
        m_problems->setText(tr("The setup cannot start:\n%1").arg(bullets(problems)));
    else if (!m_haveRecipe)
        m_problems->setText(tr("Working out the commands for this machine…"));
    else if (working)
        m_problems->setText(tr("Working out the commands for the new folder…"));
    m_problems->setVisible(!problems.isEmpty() || working);
    setTextColour(m_problems, problems.isEmpty() ? QColor() : failedColour());

    const bool can = m_haveRecipe && m_recipe.isValid() && !m_folderPending && !m_running;
    m_approve->setEnabled(can);
    m_question->setEnabled(can);

    // What the search found: a way back to it, or that there was none (and where it looked).
    m_backToFound->setText(tr("‹ Environments found (%1)").arg(m_found.size()));
    m_backToFound->setAccessibleName(tr("Back to the %n Quark environment(s) found", nullptr, int(m_found.size())));
    m_backToFound->setVisible(!m_found.isEmpty() && !m_running);
    m_noneFound->setText(tr("No Quark environment was found on this machine (looked in: %1). A new one is set up "
                            "with the commands below.")
                             .arg(m_places.join(u"; "_s)));
    m_noneFound->setVisible(m_searched && m_found.isEmpty());
}

void EnvSetupDialog::approve()
{
    if (!m_recipe.isValid() || m_folderPending || m_running)
        return;
    m_running = true;
    m_cancelAsked = false;
    m_stepStates = QList<StepState>(m_recipe.steps.size(), StepState::Waiting);
    m_havePip = false;
    m_pip = {};
    m_result = {};
    m_tookMs = -1;
    m_removing.clear();
    m_pipLine->setText(tr("Starting…"));
    m_bar->setRange(0, 0);
    m_stall->hide();
    m_cancel->setEnabled(true);
    m_cancel->setText(tr("Cancel setup"));
    m_log->clearLog();
    m_log->setFollowing(true);
    showPage(Page::Progress);
    m_clock.start();
    m_ticker->start();
    refreshSteps();
    tick();
    emit approved(m_recipe.digest());
}

QString EnvSetupDialog::stepLine(int index) const
{
    const StepState state = stepState(index);
    const QString mark = state == StepState::Done      ? u"✓"_s
                         : state == StepState::Running ? u"▶"_s
                         : state == StepState::Failed  ? u"✗"_s
                                                       : u"○"_s;
    const QString description = index < m_recipe.steps.size() ? m_recipe.steps.at(index).description : QString();
    return tr("%1  %2. %3").arg(mark).arg(index + 1).arg(description);
}

void EnvSetupDialog::refreshSteps()
{
    const int n = int(m_recipe.steps.size());
    while (m_steps->count() > n)
        delete m_steps->takeItem(m_steps->count() - 1);
    while (m_steps->count() < n)
        m_steps->addItem(QString());
    int running = -1;
    int done = 0;
    for (int i = 0; i < n; ++i) {
        QListWidgetItem *item = m_steps->item(i);
        item->setText(stepLine(i));
        const StepState state = stepState(i);
        item->setForeground(state == StepState::Failed ? QBrush(failedColour())
                            : state == StepState::Done ? QBrush(goodColour())
                                                       : QBrush());
        QFont font = m_steps->font();
        font.setBold(state == StepState::Running);
        item->setFont(font);
        if (state == StepState::Running && running < 0)
            running = i;
        if (state == StepState::Done)
            ++done;
    }
    // Across the setup: the steps done, and which one runs (a step's own bar is below it).
    m_overallBar->setRange(0, std::max(n, 1));
    m_overallBar->setValue(std::min(done, n));
    if (running >= 0)
        m_overallBar->setFormat(tr("Step %1 of %2 — %3 done").arg(running + 1).arg(n).arg(done));
    else if (!m_removing.isEmpty())
        m_overallBar->setFormat(tr("Before step 1 of %1").arg(n));
    else
        m_overallBar->setFormat(tr("%1 of %2 steps done").arg(done).arg(n));

    if (running >= 0)
        m_progressHeadline->setText(tr("Step %1 of %2: %3").arg(running + 1).arg(n).arg(m_recipe.steps.at(running).description));
    else if (n > 0 && done == n)
        m_progressHeadline->setText(tr("All %n step(s) done.", nullptr, n));
    else if (!m_removing.isEmpty())
        m_progressHeadline->setText(tr("Removing the failed attempt in %1…").arg(QDir::toNativeSeparators(m_removing)));
    else
        m_progressHeadline->setText(tr("Starting the first step…"));
}

void EnvSetupDialog::setRemovingFailedAttempt(const QString &folder)
{
    if (!m_running)
        return;
    m_removing = folder;
    m_pipLine->setText(tr("Deleting its files first, so that the approved commands start in an empty folder. A whole "
                          "environment takes a minute or two; its log is kept."));
    m_bar->setRange(0, 0);
    refreshSteps();
}

void EnvSetupDialog::onFolderEdited(const QString &text)
{
    if (m_running)
        return;
    const QString path = EnvDefaults::folderFromText(text, QDir::homePath());
    if (!path.isEmpty() && path == QDir::cleanPath(m_targetDir)) { // back to the folder on screen
        m_folderPending = false;
        m_typedProblem.clear();
        refreshReview();
        return;
    }
    // The commands on screen are for the old folder: approval waits for the new ones. An empty
    // field has none to wait for: it says what to do instead.
    m_folderPending = true;
    m_typedProblem = path.isEmpty() ? EnvRecipeBuilder::folderProblem(path) : QString();
    refreshReview();
    if (!path.isEmpty())
        emit folderChanged(path);
}

void EnvSetupDialog::setStepState(int index, StepState state)
{
    if (index < 0 || index >= m_recipe.steps.size())
        return;
    if (m_stepStates.size() < m_recipe.steps.size())
        m_stepStates.resize(m_recipe.steps.size(), StepState::Waiting);
    m_stepStates[index] = state;
    if (state != StepState::Waiting)
        m_removing.clear(); // the setup itself has begun
    if (state == StepState::Running) {
        // A new command: the last one's pip line and bar are not this one's.
        m_havePip = false;
        m_pip = {};
        const EnvStep &step = m_recipe.steps.at(index);
        m_pipLine->setText(step.downloads ? tr("Starting pip…") : tr("Working…"));
        m_bar->setRange(0, 0);
    }
    refreshSteps();
}

QString EnvSetupDialog::pipText(const PipProgress::State &state)
{
    const QString package = state.package.isEmpty() ? QString()
                            : state.version.isEmpty() ? state.package
                                                      : tr("%1 %2").arg(state.package, state.version);
    switch (state.phase) {
    case PipProgress::Phase::Starting:
        return tr("Starting pip…");
    case PipProgress::Phase::Resolving:
        return package.isEmpty() ? tr("Finding the packages…") : tr("Finding the packages: %1").arg(package);
    case PipProgress::Phase::Downloading: {
        QString text;
        if (state.bytesTotal > 0 && state.bytesDone > 0)
            text = tr("Downloading %1 — %2 of %3").arg(package, bytesText(double(state.bytesDone)), bytesText(double(state.bytesTotal)));
        else if (state.bytesTotal > 0)
            text = tr("Downloading %1 (%2)").arg(package, bytesText(double(state.bytesTotal)));
        else
            text = tr("Downloading %1").arg(package);
        if (state.bytesPerSecond > 0)
            text = tr("%1, %2/s").arg(text, bytesText(state.bytesPerSecond));
        return text;
    }
    case PipProgress::Phase::UsingCached:
        return package.isEmpty() ? tr("Using files downloaded earlier…") : tr("Using %1, downloaded earlier").arg(package);
    case PipProgress::Phase::Building:
        return package.isEmpty() ? tr("Building a package from source (this can take minutes)…")
                                 : tr("Building %1 from source (this can take minutes)…").arg(package);
    case PipProgress::Phase::Installing:
        return state.toInstall.isEmpty() ? tr("Installing…")
                                         : tr("Installing %n package(s)…", nullptr, int(state.toInstall.size()));
    case PipProgress::Phase::Done:
        // What pip installed, and what it kept as already there: together, what the step asked for.
        if (state.installed.isEmpty())
            return tr("Done: everything was already installed.");
        if (state.alreadySatisfied > 0)
            return tr("Done: %n package(s) installed, plus %1 already in place.", nullptr, int(state.installed.size()))
                .arg(state.alreadySatisfied);
        return tr("Done: %n package(s) installed.", nullptr, int(state.installed.size()));
    case PipProgress::Phase::Failed:
        return state.error.message.isEmpty() ? tr("pip failed.") : tr("pip failed: %1").arg(state.error.message);
    }
    return {};
}

void EnvSetupDialog::setPipState(const PipProgress::State &state)
{
    m_pip = state;
    m_havePip = true;
    m_pipLine->setText(pipText(state));
    // A bar that moves only when pip counts bytes; before the first count it is busy, not 0 %.
    if (state.phase == PipProgress::Phase::Downloading && state.bytesTotal > 0 && state.bytesDone > 0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(int(std::min<qint64>(1000, state.bytesDone * 1000 / state.bytesTotal)));
    } else {
        m_bar->setRange(0, 0);
    }
}

QString EnvSetupDialog::speakerOf(const EnvStep &step)
{
    const QString program = QFileInfo(step.program).fileName();
    if (step.arguments.size() >= 2 && step.arguments.at(0) == u"-m"_s && step.arguments.at(1) == u"pip"_s)
        return u"pip"_s;
    if (program.startsWith(u"python"_s))
        return u"Python"_s;
    return program;
}

QString EnvSetupDialog::progressText() const
{
    return m_pipLine->text();
}

void EnvSetupDialog::setStalled(qint64 quietMs)
{
    const int minutes = int(quietMs / 60'000);
    const QString quiet = minutes >= 1 ? tr("No output for %n min", nullptr, minutes)
                                       : tr("No output for %1 s").arg(quietMs / 1000);
    m_stall->setText(tr("%1 — pip may be waiting on the network or on a slow download. If nothing changes, check "
                        "the network connection; Cancel setup stops it and removes the half-made environment.")
                         .arg(quiet));
    m_stall->show();
}

void EnvSetupDialog::clearStalled()
{
    m_stall->hide();
    m_stall->clear();
}

void EnvSetupDialog::appendLog(const QString &text)
{
    QList<LogLine> lines;
    for (QString line : text.split(u'\n')) {
        if (line.endsWith(u'\r'))
            line.chop(1);
        LogLine l;
        l.text = line;
        l.message = line;
        lines.append(l);
    }
    m_log->appendLines(lines);
}

void EnvSetupDialog::tick()
{
    if (m_clock.isValid())
        m_elapsed->setText(tr("Elapsed %1").arg(clockText(m_clock.elapsed())));
}

void EnvSetupDialog::askCancel()
{
    if (!m_running || m_cancelAsked)
        return;
    m_cancelAsked = true;
    const bool removing = !m_removing.isEmpty();
    Dialogs::question(this, tr("Stop the setup?"),
                      removing ? tr("Stop the setup? The failed attempt is being deleted; that finishes (it cannot be "
                                    "stopped halfway), then nothing else runs.")
                               : tr("Stop the setup? pip is stopped and the half-made environment is removed; nothing of "
                                    "it is used."),
                      [this, removing](bool yes) {
                          if (!m_running)
                              return;
                          if (!yes) {
                              m_cancelAsked = false;
                              return;
                          }
                          m_cancel->setEnabled(false);
                          m_cancel->setText(tr("Stopping…"));
                          m_pipLine->setText(removing ? tr("Stopping: the deletion finishes, then nothing else runs…")
                                                      : tr("Stopping pip and removing the half-made environment…"));
                          m_bar->setRange(0, 0);
                          emit cancelRequested();
                      });
}

void EnvSetupDialog::reject()
{
    if (m_running) {
        askCancel();
        return;
    }
    QDialog::reject();
}

void EnvSetupDialog::setHeadline(QLabel *label, const QString &text, const QColor &colour)
{
    label->setText(text);
    setTextColour(label, colour);
}

void EnvSetupDialog::setFinished(const EnvSetupResult &result)
{
    m_running = false;
    m_cancelAsked = false;
    m_ticker->stop();
    m_tookMs = m_clock.isValid() ? m_clock.elapsed() : -1;
    m_result = result;
    if (result.outcome == EnvSetupResult::Outcome::Failed && result.failedStep >= 0)
        setStepState(result.failedStep, StepState::Failed);
    m_log->flush();
    m_feedback->clear();

    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QStringList body;
    switch (result.outcome) {
    case EnvSetupResult::Outcome::Succeeded: {
        setHeadline(m_resultHeadline, tr("Quark is ready"), goodColour());
        const QString where = result.envPath.isEmpty() ? m_targetDir : result.envPath;
        body.append(tr("The environment in %1 has:").arg(u"<b>%1</b>"_s.arg(esc(QDir::toNativeSeparators(where)))));
        QStringList versions;
        for (auto it = result.versions.cbegin(); it != result.versions.cend(); ++it)
            versions.append(u"<li>%1 %2</li>"_s.arg(esc(it.key()), esc(it.value())));
        if (!versions.isEmpty())
            body.last() += u"<ul style='margin-top:4px; margin-bottom:0'>%1</ul>"_s.arg(versions.join(QString()));
        if (!result.message.isEmpty())
            body.append(esc(result.message));
        // What the review warned of still holds (the CPU build cannot quantize with this quark-cli).
        for (const QString &w : std::as_const(m_recipe.warnings))
            body.append(u"<span style='color:%1'>%2</span>"_s.arg(warningColour().name(), esc(tr("⚠ %1").arg(w))));
        if (m_tookMs >= 0)
            body.append(tr("The setup took %1.").arg(clockText(m_tookMs)));
        body.append(tr("<b>Use this environment</b>: the command page checks it again and builds the command with its "
                       "quark-cli."));
        break;
    }
    case EnvSetupResult::Outcome::Failed: {
        int failed = result.failedStep;
        for (int i = 0; failed < 0 && i < m_stepStates.size(); ++i) {
            if (m_stepStates.at(i) == StepState::Failed)
                failed = i;
        }
        const int n = int(m_recipe.steps.size());
        setHeadline(m_resultHeadline,
                    failed >= 0 && failed < n
                        ? tr("Setup failed at step %1 of %2: %3").arg(failed + 1).arg(n).arg(m_recipe.steps.at(failed).description)
                        : tr("Setup failed"),
                    failedColour());
        if (result.error.kind != PipProgress::ErrorKind::None && !result.error.message.isEmpty())
            body.append(u"<b>%1</b>"_s.arg(esc(result.error.message)));
        if (!result.message.isEmpty())
            body.append(esc(result.message));
        if (body.isEmpty())
            body.append(tr("The log below says what went wrong."));
        if (!result.error.detail.isEmpty()) {
            // Named after the program that printed it: a traceback of the import check is Python's.
            const QString speaker = failed >= 0 && failed < n ? speakerOf(m_recipe.steps.at(failed)) : QString();
            // As printed: a traceback keeps its lines and indentation, long lines wrap.
            const QString detail = u"<pre style='white-space: pre-wrap; margin: 2px 0 0 12px'>%1</pre>"_s.arg(esc(result.error.detail));
            body.append((speaker.isEmpty() ? tr("The command said:") : tr("%1 said:").arg(speaker)) + detail);
        }
        if (offersFallback())
            body.append(tr("If this machine gets its packages from a mirror or from PyPI rather than from %1, "
                           "<b>Try with pip's own index</b> takes PyTorch from there (on PyPI, the build PyPI "
                           "carries).")
                            .arg(esc(EnvRecipeBuilder::redacted(torchIndex()))));
        body.append(tr("The half-made environment is not used. <b>Try again</b> shows the commands again once the "
                       "cause is fixed."));
        break;
    }
    case EnvSetupResult::Outcome::Cancelled:
        setHeadline(m_resultHeadline,
                    tr("Setup cancelled — nothing was installed for use; the half-made folder was removed."),
                    warningColour());
        if (!result.message.isEmpty())
            body.append(esc(result.message));
        body.append(tr("<b>Try again</b> shows the commands again; <b>Close</b> returns without a new environment."));
        break;
    }
    m_resultBody->setText(u"<p>"_s + body.join(u"</p><p>"_s) + u"</p>"_s);

    const bool haveLog = !result.logPath.isEmpty();
    m_logPath->setText(haveLog ? tr("Full log: %1").arg(QDir::toNativeSeparators(result.logPath)) : QString());
    m_logPath->setVisible(haveLog);
    m_openLog->setVisible(haveLog);
    m_copyLogPath->setVisible(haveLog);
    m_cancel->setEnabled(false);
    showPage(Page::Result);
}

QWidget *EnvSetupDialog::buildFound()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"envFoundPage"_s);

    auto *title = wrappedLabel(page, u"envFoundTitleLabel"_s);
    title->setText(tr("Quark environments on this machine"));
    scaleFont(title, 1.4);
    m_foundIntro = wrappedLabel(page, u"envFoundIntroLabel"_s);
    m_foundIntro->setAccessibleName(tr("What the search found"));
    auto *listCaption = new QLabel(tr("&Environments found:"), page);
    listCaption->setObjectName(u"envFoundCaptionLabel"_s);
    m_foundList = new QListWidget(page);
    m_foundList->setObjectName(u"foundEnvironmentsListWidget"_s);
    m_foundList->setAccessibleName(tr("Quark environments found on this machine"));
    m_foundList->setWordWrap(true);
    m_foundList->setAlternatingRowColors(true);
    m_foundList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_foundList->setMinimumHeight(120);
    listCaption->setBuddy(m_foundList);
    m_foundPlaces = wrappedLabel(page, u"envFoundPlacesLabel"_s);
    m_foundPlaces->setAccessibleName(tr("Where PTQ Studio looked"));
    m_foundPlaces->setTextInteractionFlags(Qt::TextSelectableByMouse);
    scaleFont(m_foundPlaces, 0.9, false);

    m_foundClose = button(tr("Close"), u"envFoundClosePushButton"_s, page);
    m_setUpNew = button(tr("Set up a new environment…"), u"envSetUpNewPushButton"_s, page);
    m_setUpNew->setToolTip(tr("Shows the commands that make a new Python environment with PyTorch and AMD Quark; "
                              "nothing runs before you approve them."));
    m_useFound = button(tr("Use this environment"), u"useFoundEnvironmentPushButton"_s, page);
    m_useFound->setAccessibleName(tr("Use the selected environment"));
    m_useFound->setToolTip(tr("The command page checks it and builds the command with its quark-cli."));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_foundClose);
    buttons->addStretch(1);
    buttons->addWidget(m_setUpNew);
    buttons->addWidget(m_useFound);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_foundIntro);
    layout->addSpacing(4);
    layout->addWidget(listCaption);
    layout->addWidget(m_foundList, 1);
    layout->addWidget(m_foundPlaces);
    layout->addLayout(buttons);

    connect(m_foundList, &QListWidget::currentRowChanged, this, [this] { refreshFound(); });
    connect(m_foundList, &QListWidget::itemActivated, this, [this] { useFound(); });
    connect(m_useFound, &QPushButton::clicked, this, &EnvSetupDialog::useFound);
    connect(m_setUpNew, &QPushButton::clicked, this, [this] {
        showPage(Page::Review);
        refreshReview();
    });
    connect(m_foundClose, &QPushButton::clicked, this, &EnvSetupDialog::reject);
    return page;
}

QString EnvSetupDialog::foundText(const FoundEnvironment &found)
{
    QStringList versions;
    if (!found.quark.isEmpty())
        versions.append(tr("amd-quark %1").arg(found.quark));
    if (!found.torch.isEmpty())
        versions.append(found.torchBuild.isEmpty() ? tr("PyTorch %1").arg(found.torch)
                                                   : tr("PyTorch %1 (%2 build)").arg(found.torch, found.torchBuild));
    if (!found.python.isEmpty())
        versions.append(tr("Python %1").arg(found.python));
    const QString head = versions.isEmpty() ? found.name : tr("%1 — %2").arg(found.name, versions.join(u", "_s));
    QString where = EnvDiscovery::originText(found.origin);
    if (found.onPath && found.origin != FoundEnvironment::Origin::Path)
        where = tr("%1; its quark-cli is the one on PATH").arg(where);
    QString state;
    if (found.isUsable()) {
        state = tr("Ready: quark-cli, amd-quark and PyTorch are there.");
    } else {
        QStringList lacks;
        for (const QString &part : found.missing)
            lacks.append(tr("no %1").arg(part));
        state = lacks.isEmpty() ? tr("Not usable.") : tr("Not usable: %1.").arg(lacks.join(u", "_s));
        if (!found.problem.isEmpty())
            state = tr("%1 %2").arg(state, found.problem);
    }
    return tr("%1 %2\n%3\n%4 · %5")
        .arg(found.isUsable() ? u"✓"_s : u"✗"_s, head, QDir::toNativeSeparators(found.path), where, state);
}

void EnvSetupDialog::setSearching()
{
    if (m_running)
        return;
    m_searching = true;
    m_searched = false;
    m_found.clear();
    m_foundList->clear();
    showPage(Page::Found);
}

void EnvSetupDialog::setFoundEnvironments(const QList<FoundEnvironment> &found, const QStringList &places)
{
    m_searching = false;
    m_searched = true;
    m_found = found;
    m_places = places;
    m_foundList->clear();
    int first = -1;
    for (qsizetype i = 0; i < found.size(); ++i) {
        const FoundEnvironment &f = found.at(i);
        auto *item = new QListWidgetItem(foundText(f), m_foundList);
        item->setData(Qt::UserRole, f.path);
        item->setToolTip(QDir::toNativeSeparators(f.path));
        if (!f.isUsable())
            item->setForeground(QBrush(warningColour()));
        else if (first < 0)
            first = int(i);
    }
    // The first usable one is chosen (the list comes usable first); none usable: none chosen.
    if (first >= 0)
        m_foundList->setCurrentRow(first);
    if (page() == Page::Found) {
        if (found.isEmpty() && m_haveRecipe && !m_running)
            showPage(Page::Review); // nothing to choose from: the fresh install, saying so
        else
            showPage(Page::Found);
    }
    refreshFound();
    refreshReview();
}

void EnvSetupDialog::refreshFound()
{
    const qsizetype usable = std::count_if(m_found.cbegin(), m_found.cend(), [](const FoundEnvironment &f) { return f.isUsable(); });
    if (m_searching)
        m_foundIntro->setText(tr("Looking for Quark environments on this machine…"));
    else if (m_found.isEmpty())
        m_foundIntro->setText(tr("No Quark environment was found on this machine. Set up a new one: PTQ Studio shows the "
                                 "exact commands first."));
    else if (usable == 0)
        m_foundIntro->setText(tr("PTQ Studio found %n Python environment(s) with parts of AMD Quark, but none that can "
                                 "be used as it is. Set up a new one, or complete one of them and look again.",
                                 nullptr, int(m_found.size())));
    else
        m_foundIntro->setText(tr("PTQ Studio found %n environment(s) with AMD Quark on this machine. Use one, or set up "
                                 "a new environment.",
                                 nullptr, int(usable)));
    m_foundList->setVisible(!m_found.isEmpty());
    if (QWidget *caption = findChild<QLabel *>(u"envFoundCaptionLabel"_s))
        caption->setVisible(!m_found.isEmpty());
    m_foundPlaces->setText(m_places.isEmpty() ? QString() : tr("Looked in: %1.").arg(m_places.join(u"; "_s)));
    m_foundPlaces->setVisible(!m_places.isEmpty());
    const int row = m_foundList->currentRow();
    const bool usableChosen = row >= 0 && row < m_found.size() && m_found.at(row).isUsable();
    m_useFound->setEnabled(usableChosen && !m_running);
}

void EnvSetupDialog::useFound()
{
    const int row = m_foundList->currentRow();
    if (m_running || row < 0 || row >= m_found.size() || !m_found.at(row).isUsable())
        return;
    emit useEnvironment(m_found.at(row).path);
    accept();
}

} // namespace ptq::ui
