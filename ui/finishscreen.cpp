#include "finishscreen.h"

#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "displaynames.h"
#include "units.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

QString argAfter(const QStringList &argv, const QString &flag)
{
    const qsizetype i = argv.indexOf(flag);
    return i >= 0 && i + 1 < argv.size() ? argv[i + 1] : QString();
}

} // namespace

FinishScreen::FinishScreen(QWidget *parent)
    : QWidget(parent),
      m_title(new QLabel(this)),
      m_summary(new QLabel(this)),
      m_path(new QLabel(this)),
      m_feedback(new QLabel(this)),
      m_open(new QPushButton(tr("&Open folder"), this)),
      m_copy(new QPushButton(tr("&Copy path"), this))
{
    setObjectName(u"finishScreen"_s);
    m_title->setObjectName(u"finishTitleLabel"_s);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_summary->setObjectName(u"finishSummaryLabel"_s);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setObjectName(u"finishPathLabel"_s);
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setWordWrap(true);
    m_path->setAccessibleName(tr("Where the quantized model is"));
    m_feedback->setObjectName(u"finishFeedbackLabel"_s);
    m_open->setObjectName(u"openFolderPushButton"_s);
    m_copy->setObjectName(u"copyPathPushButton"_s);

    auto *again = new QPushButton(tr("Quantize &again with another scheme"), this);
    again->setObjectName(u"anotherSchemePushButton"_s);
    again->setToolTip(tr("Back to the plan of this model: choose another scheme, confirm, approve the new command. "
                         "This result stays where it is."));
    auto *newJob = new QPushButton(tr("&New job…"), this);
    newJob->setObjectName(u"newJobPushButton"_s);
    newJob->setToolTip(tr("Another model, in a new workspace."));
    auto *backToRun = new QPushButton(tr("Back to the &run"), this);
    backToRun->setObjectName(u"finishBackToRunPushButton"_s);

    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_open);
    pathRow->addWidget(m_copy);
    auto *next = new QHBoxLayout;
    next->addWidget(backToRun);
    next->addStretch(1);
    next->addWidget(newJob);
    next->addWidget(again);

    auto *inner = new QVBoxLayout;
    inner->setSpacing(14);
    inner->addWidget(m_title);
    inner->addLayout(pathRow);
    inner->addWidget(m_feedback);
    inner->addWidget(m_summary);
    inner->addStretch(1);
    inner->addLayout(next);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 28, 32, 20);
    layout->addLayout(inner);

    connect(m_open, &QPushButton::clicked, this, [this] {
        if (!QDesktopServices::openUrl(QUrl::fromLocalFile(m_outputDir)))
            m_feedback->setText(tr("No file manager could open %1. Copy path puts it on the clipboard.")
                                    .arg(QDir::toNativeSeparators(m_outputDir)));
    });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(QDir::toNativeSeparators(m_outputDir));
        m_copy->setText(tr("Copied ✓"));
        m_feedback->setText(tr("The path is on the clipboard."));
        QTimer::singleShot(2500, this, [this] {
            m_copy->setText(tr("&Copy path"));
            m_feedback->clear();
        });
    });
    connect(again, &QPushButton::clicked, this, &FinishScreen::anotherSchemeRequested);
    connect(newJob, &QPushButton::clicked, this, &FinishScreen::newJobRequested);
    connect(backToRun, &QPushButton::clicked, this, &FinishScreen::backToRunRequested);
}

void FinishScreen::setManifest(const Json &document, const QString &workspace)
{
    m_feedback->clear();
    const Result<RunManifest> manifest = RunManifest::fromJson(document);
    if (!manifest) {
        m_title->setText(tr("The result could not be shown"));
        m_summary->setText(manifest.error().message.toHtmlEscaped());
        m_outputDir.clear();
        m_path->clear();
        m_open->setEnabled(false);
        m_copy->setEnabled(false);
        return;
    }
    m_outputDir = manifest->outputDir;
    // On a target the folder is there, not here: no file manager of this machine can open it.
    const QString host = manifest->target ? manifest->target->host : QString();
    m_open->setEnabled(!m_outputDir.isEmpty() && host.isEmpty());
    m_open->setToolTip(host.isEmpty() ? QString() : tr("The folder is on %1: copy its path and open it there.").arg(host));
    m_copy->setEnabled(!m_outputDir.isEmpty());
    const CheckpointRecord *acceptance = manifest->checkpoint(checkpointId(Checkpoint::ResultAcceptance));
    const bool accepted = acceptance && acceptance->status == CheckpointStatus::Accepted;
    m_title->setText(accepted ? tr("Done — the quantized model is ready") : tr("The run has ended"));
    m_path->setText(host.isEmpty() ? tr("Model at %1").arg(QDir::toNativeSeparators(m_outputDir))
                                   : tr("Model at %1 on %2 (%3)").arg(m_outputDir, manifest->target->name, host));

    const QLocale locale;
    const ObservedOutputs observed = manifest->observedOutputs();
    QStringList rows;
    auto row = [&rows](const QString &name, const QString &value) {
        rows << u"<tr><td style='padding-right:16px'><b>%1</b></td><td>%2</td></tr>"_s.arg(name.toHtmlEscaped(), value.toHtmlEscaped());
    };
    row(tr("Model"), manifest->model);
    const QString scheme = argAfter(manifest->run.argv, u"--quant_scheme"_s);
    if (!scheme.isEmpty())
        row(tr("Scheme"), scheme);
    if (observed.totalBytes)
        row(tr("Size"), tr("%1 in %n file(s)", nullptr, int(observed.files.size())).arg(formatBytes(*observed.totalBytes)));
    const std::optional<Verdict> verdict = manifest->verdict();
    row(tr("Verification"), verdict ? DisplayNames::of(*verdict) : tr("not verified"));
    if (observed.perplexity)
        row(tr("Perplexity"), locale.toString(*observed.perplexity, 'g', 5));
    if (manifest->run.startedAt && manifest->run.finishedAt) {
        const qint64 s = manifest->run.startedAt->secsTo(*manifest->run.finishedAt);
        row(tr("Run time"), s >= 3600 ? tr("%1 h %2 min").arg(s / 3600).arg(s / 60 % 60)
                                      : tr("%1 min %2 s").arg(s / 60).arg(s % 60));
    }
    if (accepted && acceptance->at)
        row(tr("Accepted"), locale.toString(acceptance->at->toLocalTime(), QLocale::ShortFormat));
    row(tr("Workspace"), QDir::toNativeSeparators(workspace));
    if (!manifest->run.logPath.isEmpty())
        row(tr("Log"), QDir::toNativeSeparators(manifest->run.logPath));
    m_summary->setText(u"<table>%1</table><p>%2</p>"_s.arg(
        rows.join(QString()),
        tr("Everything about this run is recorded in run_manifest.yaml in the workspace; File ▸ Run History compares it "
           "with other runs.")
            .toHtmlEscaped()));
}

} // namespace ptq::ui
