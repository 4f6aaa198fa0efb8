#pragma once

// core/handoff: publishing an accepted export to the Hugging Face Hub (issue #35), gated like
// every action here: the user approves the exact upload (repository, visibility, endpoint, every
// file with its size) and the upload runs only while what was approved is still what is there.

#include "artifacts/json.h"
#include "process/secretredactor.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QDebug>
#include <QFuture>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

class RunManifest;

class ToolProcess;

/// One file of an upload, as approved.
struct PublishFile
{
    QString path;     ///< relative to the export folder, '/'-separated: the path in the repository
    qint64 size = 0;  ///< bytes
    qint64 mtimeMs = 0; ///< last modification, ms since the epoch (bound by the approval, not shown)

    friend bool operator==(const PublishFile &, const PublishFile &) = default;
};
QDebug operator<<(QDebug debug, const PublishFile &file);

/// The exact upload the user is asked to approve. Built by Publisher::propose() (which scans the
/// export folder: call it off the UI thread, or use proposeAsync()). Never holds the token.
///
/// The digest binds: the repository id, the visibility, the endpoint (as shown, without
/// credentials), the export folder and each file's relative path, size and modification time.
/// Size + mtime rather than sha256: hashing a multi-GB export would take minutes at approval and
/// again just before the upload, while every write to a file (an edit, a re-export, a copy over
/// it) changes its mtime or size; the content itself is checked by the Hub, which verifies each
/// LFS object's sha256 as it arrives.
struct UploadProposal
{
    QString workspace;   ///< absolute
    QString folder;      ///< the export folder (outputs.output_dir), absolute
    QString repoId;      ///< "namespace/name"
    bool isPrivate = true;
    QString endpoint;    ///< HF_ENDPOINT without credentials, else https://huggingface.co
    QString tokenSource; ///< where the token was found ("HF_TOKEN", a token file's path); empty: none
    QList<PublishFile> files; ///< sorted by path
    qint64 totalBytes = 0;
    QByteArray digest;   ///< sha256 hex of the canonical binding: the approval token

    /// "<endpoint>/<repoId>", the repository's page.
    QString repoUrl() const;
    /// The endpoint's host and the repository, e.g. "huggingface.co/me/model" (for the button).
    QString shortRepoUrl() const;

    friend bool operator==(const UploadProposal &, const UploadProposal &) = default;
};
QDebug operator<<(QDebug debug, const UploadProposal &proposal);

/// How far an upload is.
struct PublishProgress
{
    int filesDone = 0;
    int filesTotal = 0;
    qint64 bytesDone = 0;
    qint64 bytesTotal = 0;
    QString currentFile; ///< the path being sent, or empty
    QString stage;       ///< "repository", "upload", "commit"

    friend bool operator==(const PublishProgress &, const PublishProgress &) = default;
};
QDebug operator<<(QDebug debug, const PublishProgress &progress);

/// The outcome of a PublishJob.
struct PublishResult
{
    enum class Status { Published, Failed, Refused, Cancelled };
    Status status = Status::Failed;
    QString message;   ///< for people: what happened, naming the repository / URL / file; redacted
    QString url;       ///< the repository's page (published)
    QString commitUrl; ///< the commit's page (published)
    QString commitOid; ///< the commit's id (published)
    QString logPath;   ///< logs/publish-<time>.log in the workspace (redacted), or empty
    QDateTime at;      ///< when it ended (UTC)
    /// The manifest with outputs.publish recorded, for the caller to write (Workspace::saveArtifact);
    /// null when status is Refused (nothing was started, nothing to record).
    Json manifest;

    bool ok() const { return status == Status::Published; }
};
QString publishStatusName(PublishResult::Status status); ///< published, failed, refused, cancelled

/// The rules and the plan of a publish; pure functions and blocking scans (see each).
class Publisher
{
    Q_DECLARE_TR_FUNCTIONS(Publisher)

public:
    static constexpr auto kDefaultEndpoint = "https://huggingface.co";

    /// The Hub's rules for a repository id "namespace/name": both parts 1-96 characters of
    /// letters, digits, '-', '_', '.'; no "--" or ".." ; not starting or ending with '-' or '.';
    /// the name not ending in ".git". The error names the id and the rule it breaks.
    static Status validateRepoId(const QString &repoId);

    /// Refused unless the run ended succeeded (or partial with a complete export) and its result
    /// was accepted at Checkpoint 4 (result-acceptance "accepted"), with an output folder recorded.
    static Status checkPublishable(const RunManifest &manifest);

    /// Where the token is looked for, in order, as shown to people: "HF_TOKEN",
    /// "HUGGING_FACE_HUB_TOKEN", then the token file ($HF_TOKEN_PATH, else $HF_HOME/token, else
    /// ~/.cache/huggingface/token) with its path resolved for @p env.
    static QStringList tokenLocations(const QProcessEnvironment &env);
    /// Where the token was found for @p env (HubSettings' reading), empty when none: never its value.
    static QString tokenSource(const QProcessEnvironment &env);
    /// The endpoint uploads go to for @p env, without credentials.
    static QString endpoint(const QProcessEnvironment &env);

    /// Builds the proposal: checks publishability, the repository id and that a token exists (the
    /// error then lists tokenLocations()), scans the export folder (every regular file, recursively;
    /// names starting with '.' are left out, as huggingface_hub's upload_folder leaves out .git and
    /// .cache) and computes the digest. BLOCKS on the scan: call it on a worker thread.
    static Result<UploadProposal> propose(const QString &workspace, const RunManifest &manifest, const QString &repoId,
                                          bool isPrivate,
                                          const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    /// propose() on the global thread pool.
    static QFuture<Result<UploadProposal>> proposeAsync(const QString &workspace, const RunManifest &manifest,
                                                        const QString &repoId, bool isPrivate,
                                                        const QProcessEnvironment &env
                                                        = QProcessEnvironment::systemEnvironment());

    /// The digest of @p proposal's binding as it stands (recomputed from its fields).
    static QByteArray digestOf(const UploadProposal &proposal);
    /// Rescans the export folder and compares with the approved proposal. Refused (naming the first
    /// file added, removed or changed, or the token's absence) when anything changed: the approval
    /// is then void. BLOCKS on the scan.
    static Status recheck(const UploadProposal &approved, const QProcessEnvironment &env);

    /// The Python that runs the upload: `<dir of the run step's argv[0]>/python` (the run's own
    /// environment, where quark-cli and huggingface_hub live). Error when the manifest has none or it
    /// is not executable.
    static Result<QString> pythonOf(const RunManifest &manifest);

    /// @p manifest with outputs.publish set from @p proposal and @p result:
    /// {repo_id, private, endpoint, files: [{path, size}], bytes, status, url, commit, commit_url,
    ///  at, approval_sha256, log, error}. status is publishStatusName(); url/commit/commit_url
    /// null unless published; error null when published.
    static Json recordPublish(Json manifest, const UploadProposal &proposal, const PublishResult &result);
};

/// Runs an approved upload through the run environment's huggingface_hub:
///   <python> <workspace>/checks/ptq_publish.py --repo ID --folder DIR --files-json FILE
///            --out RESULT.json --endpoint URL [--private] --transfer lfs
/// (the script written from :/python/ptq_publish.py). argv only, no shell. The token reaches the
/// child through its environment only (HF_TOKEN), never argv, a file, the log or the manifest;
/// every output line is passed through SecretRedactor before it is shown or logged. Before it
/// starts, the export folder is rescanned off the UI thread and compared with the approval
/// (Publisher::recheck): any change refuses the upload.
///
/// Lifetime: one job, one upload. finished() follows start() exactly once (also after cancel()).
class PublishJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PublishJob)

public:
    explicit PublishJob(QObject *parent = nullptr);
    ~PublishJob() override;

    /// Where HF_TOKEN, HF_ENDPOINT and the token file are read (tests set a loopback Hub here);
    /// default: the process environment. The child inherits it.
    void setEnvironment(const QProcessEnvironment &env) { m_env = env; }
    /// The Python to run (default: Publisher::pythonOf(manifest)).
    void setPython(const QString &python) { m_python = python; }
    /// The grace between SIGTERM and SIGKILL when cancelled.
    void setCancelGraceMs(int ms) { m_graceMs = ms; }

    /// Starts the approved upload of @p approved for the workspace whose manifest is @p manifest.
    void start(const UploadProposal &approved, const Json &manifest);
    /// Stops the child (SIGTERM, then SIGKILL after the grace); finished() says Cancelled.
    void cancel();
    bool isRunning() const { return m_running; }

    /// The child's argv (program first), once started; never holds the token.
    QStringList argv() const { return m_argv; }
    /// The child's PID while it runs, else 0.
    qint64 processId() const;
    /// The redacted log file of this upload (logs/publish-<time>.log), once started.
    QString logPath() const { return m_logPath; }

signals:
    /// The child started (after the recheck passed).
    void started();
    /// A redacted line of the child's output (stdout and stderr), as written to the log.
    void lineReceived(const QString &line);
    void progressChanged(const ptq::PublishProgress &progress);
    void finished(const ptq::PublishResult &result);

private:
    void launch();
    void onOutput(const QByteArray &bytes);
    void handleLine(const QByteArray &line);
    void onExited(int exitCode, bool crashed);
    void finish(PublishResult result);

    QProcessEnvironment m_env = QProcessEnvironment::systemEnvironment();
    QString m_python;
    int m_graceMs = 5000;
    UploadProposal m_proposal;
    Json m_manifest;
    QStringList m_argv;
    QString m_logPath;
    QString m_resultPath;
    ToolProcess *m_process = nullptr;
    QByteArray m_pending;
    QByteArray m_errorTail;
    PublishProgress m_progress;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_finished = false;
    SecretRedactor m_redactor;
};

} // namespace ptq

Q_DECLARE_METATYPE(ptq::PublishProgress)
Q_DECLARE_METATYPE(ptq::PublishResult)
