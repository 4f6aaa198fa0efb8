#include "publishdialog.h"
#include "statuscolours.h"

#include "dialogs.h"

#include "units.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

QColor failedColour() { return statusColour(Tone::Failed); }
QColor goodColour() { return statusColour(Tone::Good); }

QLabel *wrappedLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PublishDialog::PublishDialog(const QString &workspace, const Json &manifest, QWidget *parent,
                             const QProcessEnvironment &env)
    : QDialog(parent), m_session(new PublishSession(nullptr, this))
{
    m_session->setEnvironment(env);
    m_session->setWorkspace(workspace, manifest);
    attach();
}

PublishDialog::PublishDialog(PublishSession *session, QWidget *parent) : QDialog(parent), m_session(session)
{
    attach();
}

PublishDialog::~PublishDialog() = default;

void PublishDialog::attach()
{
    buildUi();
    connect(m_session, &PublishSession::tokenLooked, this, &PublishDialog::showToken);
    connect(m_session, &PublishSession::proposalReady, this, &PublishDialog::showProposal);
    connect(m_session, &PublishSession::uploadStarted, this, [this] { m_statusLabel->setText(tr("Creating the repository…")); });
    connect(m_session, &PublishSession::progressChanged, this, &PublishDialog::onProgress);
    connect(m_session, &PublishSession::uploadEnded, this, &PublishDialog::onFinished);
    // The rules that need no disk come first: an unaccepted result offers nothing to approve.
    if (const Status publishable = m_session->publishable(); !publishable) {
        m_problemLabel->setText(publishable.error().message);
        m_problemLabel->show();
        m_repoIdLineEdit->setEnabled(false);
        m_privateRadioButton->setEnabled(false);
        m_publicRadioButton->setEnabled(false);
    }
    // Where the token is (a small file read at most): off the UI thread like every read.
    m_tokenLabel->setText(tr("Looking for a token…"));
    m_session->lookForToken();
}

void PublishDialog::showToken(const QString &source, const QStringList &locations)
{
    if (!source.isEmpty()) {
        m_tokenLabel->setText(tr("Found in %1 (never shown).").arg(source));
        setTextColour(m_tokenLabel, QColor());
        return;
    }
    m_tokenMissing = true;
    if (m_problemIsToken)
        m_problemLabel->hide(); // the token label says it, with where it looked
    m_tokenLabel->setText(tr("None found. Looked in %1. Log in with \"hf auth login\" (a token with write "
                             "access) or set HF_TOKEN, then open this dialog again.")
                              .arg(locations.join(u", "_s)));
    setTextColour(m_tokenLabel, failedColour());
}

bool PublishDialog::isPublishing() const
{
    return m_session->isPublishing();
}

void PublishDialog::buildUi()
{
    setObjectName(u"publishDialog"_s);
    setWindowTitle(tr("Publish to the Hub"));
    auto *layout = new QVBoxLayout(this);

    auto *intro = wrappedLabel(this, u"introLabel"_s);
    intro->setText(tr("Uploads this workspace's accepted export to a Hugging Face repository, with the run "
                      "environment's own huggingface_hub. Nothing is sent until you approve the exact upload below."));
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_repoIdLineEdit = new QLineEdit(this);
    m_repoIdLineEdit->setObjectName(u"repoIdLineEdit"_s);
    m_repoIdLineEdit->setPlaceholderText(tr("your-name/model-name"));
    m_repoIdLineEdit->setClearButtonEnabled(true);
    form->addRow(tr("&Repository:"), m_repoIdLineEdit);

    auto *visibility = new QWidget(this);
    auto *visibilityLayout = new QHBoxLayout(visibility);
    visibilityLayout->setContentsMargins(0, 0, 0, 0);
    m_privateRadioButton = new QRadioButton(tr("&Private (only you and your organization)"), visibility);
    m_privateRadioButton->setObjectName(u"privateRadioButton"_s);
    m_privateRadioButton->setChecked(true);
    m_publicRadioButton = new QRadioButton(tr("P&ublic (anyone can download it)"), visibility);
    m_publicRadioButton->setObjectName(u"publicRadioButton"_s);
    m_publicRadioButton->setWhatsThis(tr("<p>Anyone can download the model once it is uploaded. Private keeps it to "
                                         "you and your organization; you can change it later on the Hub.</p>"));
    visibilityLayout->addWidget(m_privateRadioButton);
    visibilityLayout->addWidget(m_publicRadioButton);
    visibilityLayout->addStretch();
    form->addRow(tr("Visibility:"), visibility);

    m_endpointLabel = wrappedLabel(this, u"endpointLabel"_s);
    m_endpointLabel->setText(m_session->endpoint());
    form->addRow(tr("Hub:"), m_endpointLabel);
    m_tokenLabel = wrappedLabel(this, u"tokenLabel"_s);
    form->addRow(tr("Token:"), m_tokenLabel);
    layout->addLayout(form);

    m_problemLabel = wrappedLabel(this, u"problemLabel"_s);
    setTextColour(m_problemLabel, failedColour());
    m_problemLabel->hide();
    layout->addWidget(m_problemLabel);

    m_filesTreeWidget = new QTreeWidget(this);
    m_filesTreeWidget->setObjectName(u"filesTreeWidget"_s);
    m_filesTreeWidget->setHeaderLabels({tr("File"), tr("Size")});
    m_filesTreeWidget->setRootIsDecorated(false);
    m_filesTreeWidget->setUniformRowHeights(true);
    m_filesTreeWidget->setSelectionMode(QAbstractItemView::NoSelection);
    m_filesTreeWidget->header()->setStretchLastSection(false);
    m_filesTreeWidget->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_filesTreeWidget->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_filesTreeWidget->setMinimumHeight(120);
    layout->addWidget(m_filesTreeWidget, 1);

    m_totalLabel = wrappedLabel(this, u"totalLabel"_s);
    m_totalLabel->setText(tr("Type the repository to see the exact upload."));
    layout->addWidget(m_totalLabel);

    m_approvePushButton = new QPushButton(tr("Upload"), this);
    m_approvePushButton->setObjectName(u"approvePushButton"_s);
    m_approvePushButton->setEnabled(false);
    m_approvePushButton->setAutoDefault(false);
    m_approvePushButton->setWhatsThis(tr("<p>Uploads exactly the files listed to that repository with your token, "
                                         "creating it with the visibility chosen above when it does not exist. Once "
                                         "uploaded the files are on "
                                         "the Hub: PTQ Studio cannot take them back (delete them there).</p>"));
    layout->addWidget(m_approvePushButton);

    m_progressBar = new QProgressBar(this);
    m_progressBar->setObjectName(u"progressBar"_s);
    m_progressBar->setRange(0, 1000);
    m_progressBar->hide();
    layout->addWidget(m_progressBar);
    m_statusLabel = wrappedLabel(this, u"statusLabel"_s);
    m_statusLabel->hide();
    layout->addWidget(m_statusLabel);
    m_resultLabel = new QLabel(this);
    m_resultLabel->setObjectName(u"resultLabel"_s);
    m_resultLabel->setWordWrap(true);
    m_resultLabel->setTextFormat(Qt::RichText);
    m_resultLabel->setOpenExternalLinks(true);
    m_resultLabel->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_resultLabel->hide();
    layout->addWidget(m_resultLabel);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_buttons->setObjectName(u"buttonsDialogButtonBox"_s);
    m_cancelPushButton = m_buttons->addButton(tr("Cancel upload"), QDialogButtonBox::ActionRole);
    m_cancelPushButton->setObjectName(u"cancelPushButton"_s);
    m_cancelPushButton->hide();
    layout->addWidget(m_buttons);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &PublishDialog::propose);
    connect(m_repoIdLineEdit, &QLineEdit::textChanged, this, &PublishDialog::scheduleProposal);
    connect(m_privateRadioButton, &QRadioButton::toggled, this, &PublishDialog::scheduleProposal);
    connect(m_approvePushButton, &QPushButton::clicked, this, &PublishDialog::approve);
    connect(m_cancelPushButton, &QPushButton::clicked, m_session, &PublishSession::cancel);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &PublishDialog::reject);
    resize(720, 560);
}

void PublishDialog::scheduleProposal()
{
    // What was approvable is not any more: the button waits for the new upload.
    m_session->withdrawProposal();
    m_approvePushButton->setEnabled(false);
    m_debounce->start();
}

void PublishDialog::propose()
{
    if (isPublishing() || !m_repoIdLineEdit->isEnabled())
        return;
    const QString repoId = m_repoIdLineEdit->text().trimmed();
    m_filesTreeWidget->clear();
    m_approvePushButton->setText(tr("Upload"));
    if (repoId.isEmpty()) {
        m_session->withdrawProposal();
        m_problemLabel->hide();
        m_totalLabel->setText(tr("Type the repository to see the exact upload."));
        return;
    }
    m_totalLabel->setText(tr("Reading the export folder…"));
    m_session->propose(repoId, m_privateRadioButton->isChecked()); // an id the Hub refuses is answered at once
}

void PublishDialog::showProposal(const Result<UploadProposal> &proposal)
{
    m_filesTreeWidget->clear();
    if (!proposal) {
        m_problemLabel->setText(proposal.error().message);
        // A missing token is said once, beside "Token:", with where it was looked for.
        m_problemIsToken = proposal.error().code == Error::Code::HubUnauthorized;
        m_problemLabel->setVisible(!(m_tokenMissing && m_problemIsToken));
        m_totalLabel->setText(QString());
        m_approvePushButton->setText(tr("Upload"));
        m_approvePushButton->setEnabled(false);
        return;
    }
    const UploadProposal &shown = *proposal;
    m_problemLabel->hide();
    QList<QTreeWidgetItem *> items;
    for (const PublishFile &f : shown.files) {
        auto *item = new QTreeWidgetItem({f.path, formatBytes(f.size)});
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(1, tr("%L1 bytes").arg(f.size));
        items.append(item);
    }
    m_filesTreeWidget->addTopLevelItems(items);
    // Same rows, new sizes (a re-listed upload): seen under Xvfb, the view kept painting the old
    // texts until something else repainted it.
    m_filesTreeWidget->viewport()->update();
    const qsizetype n = shown.files.size();
    m_totalLabel->setText(tr("%n file(s), %1 in total, from %2", nullptr, int(n))
                              .arg(formatBytes(shown.totalBytes), shown.folder));
    // The button is the approval: it names what is sent, where, and who may see it.
    m_approvePushButton->setText((n == 1 ? tr("Upload this file (%1) to %2, %3") : tr("Upload these %n files (%1) to %2, %3", nullptr, int(n)))
                                     .arg(formatBytes(shown.totalBytes), shown.shortRepoUrl(),
                                          shown.isPrivate ? tr("private") : tr("public")));
    m_approvePushButton->setToolTip(
        tr("Approves exactly this upload (%1, %2). Any change to the files before it starts refuses it.")
            .arg(shown.isPrivate ? tr("private") : tr("public"), QString::fromLatin1(shown.digest.left(12))));
    m_approvePushButton->setEnabled(true);
}

void PublishDialog::approve()
{
    const std::optional<UploadProposal> shown = m_session->proposal();
    if (!shown || isPublishing())
        return;
    m_resultLabel->hide();
    // The button stands for the upload it names: its digest is the approval.
    if (const Status started = m_session->approve(QString::fromLatin1(shown->digest)); !started) {
        m_resultLabel->setText(started.error().message.toHtmlEscaped());
        setTextColour(m_resultLabel, failedColour());
        m_resultLabel->show();
        return;
    }
    setBusy(true);
    m_progressBar->setValue(0);
    m_statusLabel->setText(tr("Checking that the files are still the ones you approved…"));
}

void PublishDialog::onProgress(const PublishProgress &p)
{
    const int permille = p.bytesTotal > 0 ? int(p.bytesDone * 1000 / p.bytesTotal) : 0;
    m_progressBar->setValue(std::clamp(permille, 0, 1000));
    if (p.stage == u"repository"_s) {
        m_statusLabel->setText(tr("Creating the repository…"));
    } else if (p.stage == u"commit"_s) {
        m_statusLabel->setText(tr("All %1 sent; committing…").arg(formatBytes(p.bytesTotal)));
    } else {
        m_statusLabel->setText(tr("File %1 of %2: %3 — %4 of %5 sent")
                                   .arg(std::min(p.filesDone + 1, p.filesTotal))
                                   .arg(p.filesTotal)
                                   .arg(p.currentFile, formatBytes(p.bytesDone), formatBytes(p.bytesTotal)));
    }
}

void PublishDialog::onFinished(const UploadProposal &proposal, const PublishResult &result)
{
    setBusy(false);
    if (!result.manifest.is_null()) {
        emit manifestUpdated(result.manifest);
        emit attemptEnded(proposal, result);
    }
    m_resultLabel->show();
    if (result.ok()) {
        m_progressBar->setValue(1000);
        m_statusLabel->hide();
        const QString url = result.url.toHtmlEscaped();
        m_resultLabel->setText(tr("Published to <a href=\"%1\">%2</a> (commit %3).")
                                   .arg(url, url, result.commitOid.left(12).toHtmlEscaped()));
        setTextColour(m_resultLabel, goodColour());
        m_approvePushButton->setEnabled(false);
        m_approvePushButton->setText(tr("Published"));
        emit published(result.url);
    } else {
        m_progressBar->hide();
        m_statusLabel->hide();
        m_resultLabel->setText(result.message.toHtmlEscaped());
        setTextColour(m_resultLabel, failedColour());
        // A refusal voids the approval: the upload is read again for a new one.
        if (result.status == PublishResult::Status::Refused)
            scheduleProposal();
    }
    if (m_closeWhenDone)
        QDialog::reject();
}

void PublishDialog::setBusy(bool busy)
{
    m_repoIdLineEdit->setEnabled(!busy);
    m_privateRadioButton->setEnabled(!busy);
    m_publicRadioButton->setEnabled(!busy);
    m_approvePushButton->setEnabled(!busy && m_session->proposal().has_value());
    m_progressBar->setVisible(busy);
    m_statusLabel->setVisible(busy);
    m_cancelPushButton->setVisible(busy);
}

void PublishDialog::reject()
{
    if (!isPublishing()) {
        QDialog::reject();
        return;
    }
    Dialogs::question(this, tr("Cancel the upload?"),
                      tr("The upload to %1 is still running. Cancel it and close?")
                          .arg(m_session->proposal() ? m_session->proposal()->repoUrl() : QString()),
                      [this](bool yes) {
                          if (!yes || !isPublishing())
                              return;
                          m_closeWhenDone = true;
                          m_session->cancel();
                      });
}

} // namespace ptq::ui
