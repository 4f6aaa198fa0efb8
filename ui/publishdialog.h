#pragma once

#include "artifacts/json.h"
#include "workflow/publishsession.h"

#include <QDialog>
#include <QProcessEnvironment>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QTimer;
class QTreeWidget;

namespace ptq::ui {

/// "Publish to the Hub…": after Checkpoint 4 accepted a run, uploads its export to a Hugging Face
/// repository through the run environment's huggingface_hub (core/handoff/publisher.h), gated like
/// every action here.
///
/// The user types the repository id ("namespace/name") and picks private (the default) or public;
/// the dialog says where the token was found (never its value) or where it was looked for, scans
/// the export off the UI thread and lists the exact files with their sizes and the total. The
/// approval button names the upload: "Upload these N files (X GB) to huggingface.co/ID". Pressing
/// it approves exactly that (the proposal's digest); the export is scanned again just before the
/// upload starts and any change refuses it. Progress (files, bytes) while it runs; the result with a
/// link to the repository, or the error, named. Non-modal friendly: show() or open().
///
/// The dialog is a view of a PublishSession (core/workflow/publishsession.h), which holds the
/// rules and the sequencing `ptq-studio publish` shares: the proposal, the approval, the upload and
/// the record. Use from page 4 with the page's session, which records each attempt through the run
/// session (so the record lands even when the dialog was closed meanwhile):
/// @code
///   auto *publishing = new PublishSession(session()->run(), this);
///   publishing->setWorkspace(workspaceRoot, manifestJson);
///   connect(publishing, &PublishSession::recorded, this, [](const Result<Json> &manifest) { /* show it */ });
///   auto *dialog = new PublishDialog(publishing, this);
///   dialog->setAttribute(Qt::WA_DeleteOnClose);
///   dialog->open();
/// @endcode
/// Built from a workspace and a manifest instead, the dialog drives a session of its own that
/// records nothing: the caller records the attempt from attemptEnded() into the manifest as it is
/// then (an upload takes minutes; what was written meanwhile stays). The upload's log in logs/ is
/// written by the job.
class PublishDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PublishDialog)

public:
    /// @p workspace: the workspace folder (absolute); @p manifest: its run_manifest.yaml as read
    /// (the run must have succeeded and been accepted, else the dialog says why and offers nothing
    /// to approve). @p env: where the token and HF_ENDPOINT are read (tests pass a loopback Hub).
    PublishDialog(const QString &workspace, const Json &manifest, QWidget *parent = nullptr,
                  const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    /// Shows and drives @p session (its workspace and manifest already given; not owned: it must
    /// outlive the dialog), whose recorder, when it has one, records each attempt.
    explicit PublishDialog(PublishSession *session, QWidget *parent = nullptr);
    ~PublishDialog() override;

    /// The proposal the approve button stands for, when one is shown.
    std::optional<UploadProposal> proposal() const { return m_session->proposal(); }
    /// The last result, when an upload ended.
    std::optional<PublishResult> result() const { return m_session->result(); }
    /// Whether an upload is running (closing then asks to cancel it first).
    bool isPublishing() const;

signals:
    /// The manifest as handed over, with outputs.publish recorded (published, failed or cancelled).
    void manifestUpdated(const ptq::Json &manifest);
    /// An upload ended (published, failed or cancelled) with @p proposal: the session records it
    /// when it has a recorder; else record it into the manifest as it is now (RunSession::recordPublish).
    void attemptEnded(const ptq::UploadProposal &proposal, const ptq::PublishResult &result);
    /// An upload ended published; @p url is the repository's page.
    void published(const QString &url);

protected:
    void reject() override;

private:
    void attach();
    void buildUi();
    void showToken(const QString &source, const QStringList &locations);
    void scheduleProposal();
    void propose();
    void showProposal(const Result<UploadProposal> &proposal);
    void approve();
    void onProgress(const PublishProgress &progress);
    void onFinished(const UploadProposal &proposal, const PublishResult &result);
    void setBusy(bool busy);

    PublishSession *m_session; ///< what the dialog shows and drives (its own, or the caller's)
    bool m_tokenMissing = false;  ///< no token was found: the token label says so and where it looked
    bool m_problemIsToken = false; ///< the problem shown is the token's (missing, or not to be sent)
    bool m_closeWhenDone = false; ///< closing was asked for during an upload: close once it is cancelled

    QLineEdit *m_repoIdLineEdit = nullptr;
    QRadioButton *m_privateRadioButton = nullptr;
    QRadioButton *m_publicRadioButton = nullptr;
    QLabel *m_endpointLabel = nullptr;
    QLabel *m_tokenLabel = nullptr;
    QLabel *m_problemLabel = nullptr;
    QTreeWidget *m_filesTreeWidget = nullptr;
    QLabel *m_totalLabel = nullptr;
    QPushButton *m_approvePushButton = nullptr;
    QProgressBar *m_progressBar = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_resultLabel = nullptr;
    QPushButton *m_cancelPushButton = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QTimer *m_debounce = nullptr;
};

} // namespace ptq::ui
