#pragma once

#include "artifacts/json.h"
#include "handoff/publisher.h"
#include "result.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

class RunSession;

/// When a line of upload progress is worth showing to a reader who cannot see a bar (a terminal,
/// a log): a new file, the end, or a second since the last shown line, and never the same line
/// twice. `ptq-studio publish` prints through it; the dialog's bar needs no throttle.
class PublishProgressThrottle
{
public:
    /// @p intervalMs: how long a file's byte counts are kept back after the last shown line.
    explicit PublishProgressThrottle(qint64 intervalMs = 1000) : m_intervalMs(intervalMs) { m_sinceShown.start(); }

    /// Whether @p progress, written as @p line, is shown now; when it is, it becomes the last
    /// shown line (the clock restarts).
    bool admit(const PublishProgress &progress, const QString &line);

private:
    qint64 m_intervalMs;
    QElapsedTimer m_sinceShown;
    QString m_lastFile;
    QString m_lastLine;
};

/// Publishing an accepted export to the Hub as one widget-free session: the workspace and its
/// manifest, where the token is, the proposed upload for a repository id and visibility (scanned
/// off the caller's thread, the newest question's answer wins), the approval check (the approval
/// given must be the digest of the upload proposed now), the upload itself (PublishJob) with its
/// progress and cancel, and the record of each attempt in run_manifest.yaml (outputs.publish)
/// through RunSession::recordPublish, into the manifest as it is when the upload ends.
///
/// The publish dialog (ui/publishdialog.h) and `ptq-studio publish` are two adapters over it: the
/// dialog shows what it says and forwards clicks, the command prints it and waits in one event
/// loop. Without a recorder (a RunSession) the session records nothing itself: uploadEnded() hands
/// the attempt to whoever records it.
class PublishSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PublishSession)

public:
    /// @p recorder: the run session whose writer records each attempt (RunSession::recordPublish)
    /// into its workspace (RunSession::root(), the one given here); may be null. Its writer orders
    /// the record after every write already asked for, so pass the workspace's own.
    explicit PublishSession(RunSession *recorder = nullptr, QObject *parent = nullptr);
    ~PublishSession() override;

    /// Where the token, HF_ENDPOINT and the token file are read, and what the upload inherits
    /// (tests point it at a loopback Hub); default: the process environment.
    void setEnvironment(const QProcessEnvironment &env) { m_env = env; }
    QProcessEnvironment environment() const { return m_env; }
    /// The endpoint uploads go to, without credentials (Publisher::endpoint).
    QString endpoint() const;

    /// The workspace @p root and its manifest as the caller already holds it (page 4's shown one);
    /// forgets the proposal. Ignored while an upload runs.
    void setWorkspace(const QString &root, const Json &manifest);
    /// Reads @p root's run_manifest.yaml off this thread and takes it as setWorkspace() does;
    /// manifestLoaded() says what was read, or why nothing could be.
    void open(const QString &root);
    /// open() for a caller that may block (the command line): reads on this thread.
    Result<Json> openNow(const QString &root);
    QString root() const { return m_root; }
    /// The manifest as given or read; after an attempt that was recorded, with its outputs.publish.
    Json manifest() const { return m_manifest; }
    /// Why this manifest's export cannot be published (Publisher::checkPublishable): the run must
    /// have succeeded and its result been accepted.
    Status publishable() const;

    /// Looks for the token off this thread (a file read at most); tokenLooked() answers.
    void lookForToken();

    /// Proposes the upload of the export to @p repoId, private or public. What was proposed before
    /// is void at once; the answer comes in proposalReady(), only for the newest question (an older
    /// answer is dropped). An id that breaks the Hub's rules is answered at once; the scan of the
    /// export runs off this thread. Nothing while an upload runs.
    void propose(const QString &repoId, bool isPrivate);
    /// propose() for a caller that may block (the command line): scans on this thread.
    Result<UploadProposal> proposeNow(const QString &repoId, bool isPrivate);
    /// Voids the proposal (a field it was made from changed): no answer still on its way is taken.
    void withdrawProposal();
    /// The upload an approval stands for now, when one is proposed.
    std::optional<UploadProposal> proposal() const { return m_proposal; }

    /// Whether @p approved (an approval token: the digest printed or shown; case and surrounding
    /// blanks do not matter) approves the upload proposed now. Refused, naming both digests, when
    /// it is another upload's (the repository, visibility, endpoint or files changed since).
    Status checkApproval(const QString &approved) const;
    /// Starts the upload checkApproval(@p approved) allows; refused (nothing sent) as it says, or
    /// while another upload runs. uploadStarted(), progressChanged() and lineReceived() follow as it
    /// goes, uploadEnded() and finished() once it ends (the job also rescans the export first and
    /// refuses when a file changed since the proposal).
    Status approve(const QString &approved);
    /// Stops the upload (SIGTERM, then SIGKILL after the grace); it ends cancelled.
    void cancel();
    bool isPublishing() const;
    /// The last upload's result, once one ended.
    std::optional<PublishResult> result() const { return m_result; }

signals:
    /// open()'s answer: the manifest read, or why not.
    void manifestLoaded(const ptq::Result<ptq::Json> &manifest);
    /// Where the token was found (@p source, empty when nowhere) and where it is looked for.
    void tokenLooked(const QString &source, const QStringList &locations);
    /// The upload for the newest propose(), or why there is none.
    void proposalReady(const ptq::Result<ptq::UploadProposal> &proposal);
    /// The export was found unchanged and the upload's process started.
    void uploadStarted();
    void progressChanged(const ptq::PublishProgress &progress);
    /// A redacted line of the upload's output.
    void lineReceived(const QString &line);
    /// An upload ended (published, failed, cancelled or refused) for @p proposal. A refusal voids
    /// the proposal (propose again). When @p result carries a manifest the attempt is recorded next
    /// (through the recorder), else nothing is.
    void uploadEnded(const ptq::UploadProposal &proposal, const ptq::PublishResult &result);
    /// The attempt was written into run_manifest.yaml as it is now (the manifest written), or why not.
    void recorded(const ptq::Result<ptq::Json> &manifest);
    /// Nothing more comes of the last approve(): it ended and, where it had to be, it was recorded.
    void finished(const ptq::PublishResult &result);

private:
    void onUploadEnded(const PublishResult &result);

    QPointer<RunSession> m_recorder; ///< records each attempt; none (or gone): nothing is recorded here
    QProcessEnvironment m_env = QProcessEnvironment::systemEnvironment();
    QString m_root;
    Json m_manifest;
    std::optional<UploadProposal> m_proposal;
    std::optional<UploadProposal> m_approved; ///< the upload running or last run
    std::optional<PublishResult> m_result;
    quint64 m_generation = 0; ///< the newest proposal asked for; older answers are dropped
    quint64 m_opening = 0;    ///< the newest workspace asked to be read; older reads are dropped
    PublishJob *m_job = nullptr;
};

} // namespace ptq
