#pragma once

#include "artifacts/json.h"
#include "target/targetprofile.h"

#include <QCoreApplication>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QTimer;

namespace ptq {

class ToolProcess;

class SshCall;

/// A local model folder that the target does not see (no shared file system), copied there after
/// approval, before the job starts. The check decides it (TargetPreflight), the manifest's target
/// record carries it (`model_copy`), so the approval binds where the model comes from and where
/// it goes; the command's --model_dir is the copy's folder on the target.
struct ModelCopy
{
    QString from;   ///< the local folder
    QString to;     ///< the folder on the target: <remote workspace>/models/<name>-<8 hex>
    int files = 0;
    qint64 bytes = 0;
    bool present = false; ///< the target has the same files with the same sizes already: nothing is copied

    bool isSet() const { return !from.isEmpty() && !to.isEmpty(); }
    Json toJson() const;
    static std::optional<ModelCopy> fromJson(const Json &json);
    friend bool operator==(const ModelCopy &, const ModelCopy &) = default;
};

/// The rules and commands of a model copy, as pure functions (tests call them directly).
///
/// On the target, beside <to>: <to>.lock (held for the whole copy, so two runs of one model take
/// turns), <to>.partial/<id> (one folder per copy under way, never shared; a stopped copy's folder
/// is taken over by the next copy of the same listing, which resumes from it), and inside a
/// finished copy .ptq-copy-complete holding the listing's digest (written last: only such a copy
/// counts as present).
class ModelCopyPlan
{
    Q_DECLARE_TR_FUNCTIONS(ModelCopyPlan)

public:
    /// Where a copy of @p localPath goes on the target: <remote workspace>/models/<folder name>-<8
    /// hex of the local path's hash>, so two local folders of the same name do not meet there.
    /// A Hugging Face cache snapshot (…/models--org--name/snapshots/<sha>) is named org--name.
    static QString remoteDir(const TargetProfile &profile, const QString &localPath);

    /// The files of a local folder: relative path -> size. Links are followed only where they
    /// resolve inside the folder or, for a Hugging Face cache snapshot, inside its repository
    /// folder (the snapshot's links into blobs/); any other link is an error naming it.
    struct Listing
    {
        QMap<QString, qint64> files;
        qint64 bytes = 0;
        QString error; ///< names the file that cannot be read (a broken link, a link out, no permission)
    };
    /// Reads the folder (blocking: run it off the UI thread).
    static Listing scanLocal(const QString &dir);
    /// A digest of a listing (paths and sizes): what a finished copy's marker holds.
    static QString listingDigest(const QMap<QString, qint64> &files);
    /// What changed between the approved listing (@p files, @p bytes) and @p now; empty when
    /// nothing did.
    static QString listingChange(int files, qint64 bytes, const Listing &now);

    /// The remote shell line that lists @p dir as "COPYFILE <size> <relative path>" lines (GNU
    /// find) after its marker ("COPYDIGEST <digest>"), when it is a finished copy.
    static QString remoteListingCommand(const QString &dir);
    /// Reads those lines back: the files, or none unless the marker holds their digest (a copy
    /// that did not finish, or was changed afterwards, is not "the same files").
    static QMap<QString, qint64> parseRemoteListing(const QByteArray &output);

    /// The folder on the target a copy is made in: <to>.partial/<id>.
    static QString partialDir(const QString &to, const QString &id);
    /// The remote command that holds <to>.lock while its stdin stays open (flock, or a lock
    /// folder where flock is missing); it prints WAITING when another copy holds it, then LOCKED.
    static QString lockCommand(const QString &to);
    /// The remote command run under the lock before the copy: PRESENT when a finished copy of
    /// @p digest is there; else it makes the partial folder @p id (taking over a stopped copy of
    /// the same listing, removing others) and prints RSYNC when the target has rsync.
    static QString prepareCommand(const QString &to, const QString &id, const QString &digest);
    /// The files of the partial folder, as "COPYFILE" lines (to compare before the swap).
    static QString partialListingCommand(const QString &to, const QString &id);
    /// The remote command that marks the partial folder finished and swaps it in place of <to>.
    static QString swapCommand(const QString &to, const QString &id);

    /// The local argv that sends the listed files (names on its stdin, NUL-separated): tar, links
    /// followed only for those names, from inside the folder.
    static QStringList tarArgv(const QString &localDir);
    /// The NUL-separated names tar and rsync read on their stdin.
    static QByteArray fileList(const QMap<QString, qint64> &files);
    /// The remote command that receives tar's stream into the partial folder.
    static QString receiveCommand(const QString &partial);
    /// The local argv of the rsync that sends the listed files (names on its stdin) into the
    /// partial folder over the same ssh options (one -e argument, no shell), --partial so that a
    /// stopped copy resumes; @p bwLimitKiB > 0 limits its rate.
    static QStringList rsyncArgv(const TargetProfile &profile, const QString &localDir, const QString &partial,
                                 int bwLimitKiB = 0);
    /// The bytes done in rsync's --info=progress2 output line, or -1.
    static qint64 parseRsyncProgress(const QByteArray &line);
    /// "Total bytes sent: N" of rsync's --stats, or -1.
    static qint64 parseRsyncSent(const QByteArray &output);
    /// The remote command that removes a copy's partial folder (and <to>.partial when empty).
    static QString removePartialCommand(const QString &to, const QString &id);
    /// The remote command that prints how many bytes of the partial folder have arrived.
    static QString progressCommand(const QString &partial);
    /// What the gate says of it, one sentence: copied first (files, size, from, to), or read from
    /// the copy that is there already.
    static QString describe(const ModelCopy &copy, const QString &host);
};

/// Copies a local model folder to the target, after approval. It lists the folder again first
/// (a folder that changed since the approval is refused), takes the target's lock for that model,
/// and sends the approved files only: with rsync over the same ssh options where both ends have
/// it (a stopped copy resumes, progress read from rsync), else `tar` piped into `ssh … tar -x`
/// (the bytes that arrived polled from the target). The copy lands in a folder of its own and is
/// swapped into place once whole and compared. Every local process dies with this one.
/// finished() is emitted once: an empty message when the copy is whole.
class ModelCopier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelCopier)

public:
    enum class Transport { Auto, Tar, Rsync };

    ModelCopier(const TargetProfile &profile, const ModelCopy &copy, QObject *parent = nullptr);
    ~ModelCopier() override;
    void setProgressIntervalMs(int ms) { m_progressMs = ms; }
    /// Auto: rsync where both ends have it, else tar. Tar or Rsync: that one only.
    void setTransport(Transport transport) { m_wanted = transport; }
    /// Limits rsync's rate (KiB/s; 0: none).
    void setBandwidthLimitKiB(int kib) { m_bwLimitKiB = kib; }
    void start();
    /// Stops the copy; finished() follows with the message that it was cancelled (what arrived by
    /// tar is removed first, as after a failure; what arrived by rsync is kept to resume from).
    void cancel();
    bool isRunning() const { return m_running; }
    /// After a copy that did not end: whether nothing of it is left on the target (removed, or
    /// nothing had arrived).
    bool partialRemoved() const { return m_partialRemoved; }
    /// After a copy that did not end: whether what arrived (by rsync) is kept at partialDir() for
    /// the next copy of the same files to resume from.
    bool partialKept() const { return m_partialKept; }
    /// The transport used (Auto until one is chosen).
    Transport transport() const { return m_transport; }
    /// The bytes rsync sent this time (its --stats), -1 when unknown (tar).
    qint64 bytesSent() const { return m_bytesSent; }
    /// The folder of this copy on the target (<to>.partial/<id>).
    QString partialDir() const;

signals:
    void progress(qint64 bytesArrived, qint64 bytesTotal);
    void finished(const QString &error);

private:
    void onListed(const ModelCopyPlan::Listing &listing);
    void takeLock();
    void prepare();
    void transfer();
    void onTransferDone();
    void verify();
    void swap();
    void fail(const QString &error, bool remoteTouched = true);
    void removePartial(const QString &error);
    void finish(const QString &error);
    QString target() const;
    QString cancelledMessage() const;

    TargetProfile m_profile;
    ModelCopy m_copy;
    QString m_id;
    QString m_digest;
    ModelCopyPlan::Listing m_listing;
    ToolProcess *m_lock;
    ToolProcess *m_sender; ///< tar or rsync
    ToolProcess *m_ssh;    ///< tar's receiver
    bool m_senderOk = false; ///< each ended with exit 0
    bool m_sshOk = false;
    int m_senderExit = -1; ///< the exit code, -1 when it did not exit by itself
    int m_sshExit = 255;   ///< the exit code, 255 (ssh's own failure) when it did not exit by itself
    QTimer *m_poll;
    QPointer<SshCall> m_call;
    int m_progressMs = 3000;
    int m_bwLimitKiB = 0;
    int m_done = 0; ///< transfer processes that ended
    int m_expected = 0;
    Transport m_wanted = Transport::Auto;
    Transport m_transport = Transport::Auto;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_locked = false;
    bool m_swapping = false;
    bool m_partialRemoved = false;
    bool m_partialKept = false;
    qint64 m_bytesSent = -1;
    QByteArray m_lockOut;
    QByteArray m_lockErr;
    QByteArray m_senderOut;
    QByteArray m_senderErr;
    QByteArray m_sshErr;
};

} // namespace ptq
