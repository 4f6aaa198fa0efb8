#pragma once

#include "artifacts/json.h"
#include "target/targetprofile.h"

#include <QCoreApplication>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QProcess;
class QTimer;

namespace ptq {

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
class ModelCopyPlan
{
    Q_DECLARE_TR_FUNCTIONS(ModelCopyPlan)

public:
    /// Where a copy of @p localPath goes on the target: <remote workspace>/models/<folder name>-<8
    /// hex of the local path's hash>, so two local folders of the same name do not meet there.
    /// A Hugging Face cache snapshot (…/models--org--name/snapshots/<sha>) is named org--name.
    static QString remoteDir(const TargetProfile &profile, const QString &localPath);

    /// The files of a local folder: relative path -> size, links followed (what tar -h sends).
    struct Listing
    {
        QMap<QString, qint64> files;
        qint64 bytes = 0;
        QString error; ///< names the file that cannot be read (a broken link, no permission)
    };
    /// Reads the folder (blocking: run it off the UI thread).
    static Listing scanLocal(const QString &dir);

    /// The remote shell line that lists @p dir as "COPYFILE <size> <relative path>" lines (GNU
    /// find), when it exists.
    static QString remoteListingCommand(const QString &dir);
    /// Reads those lines back.
    static QMap<QString, qint64> parseRemoteListing(const QByteArray &output);

    /// The local argv that sends the folder: tar, links followed, from inside it.
    static QStringList tarArgv(const QString &localDir);
    /// The remote command that receives it: into <to>.partial, then renamed to <to> (an older
    /// copy there is replaced only once the new one is whole).
    static QString receiveCommand(const QString &to);
    /// The remote command that removes what arrived of a copy that did not end (<to>.partial).
    static QString removePartialCommand(const QString &to);
    /// The remote command that prints how many bytes of the copy have arrived.
    static QString progressCommand(const QString &to);
    /// What the gate says of it, one sentence: copied first (files, size, from, to), or read from
    /// the copy that is there already.
    static QString describe(const ModelCopy &copy, const QString &host);
};

/// Copies a local model folder to the target: `tar -chf - .` piped into `ssh … tar -xf -` (two
/// processes and a pipe between them, no shell here), the bytes that arrived polled from the
/// target. finished() is emitted once: an empty message when the copy is whole.
class ModelCopier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelCopier)

public:
    ModelCopier(const TargetProfile &profile, const ModelCopy &copy, QObject *parent = nullptr);
    ~ModelCopier() override;
    void setProgressIntervalMs(int ms) { m_progressMs = ms; }
    void start();
    /// Stops both processes; finished() follows with the message that it was cancelled (what
    /// arrived there is removed first, as after a failure).
    void cancel();
    bool isRunning() const { return m_running; }
    /// After a copy that did not end: whether what had arrived there was removed.
    bool partialRemoved() const { return m_partialRemoved; }

signals:
    void progress(qint64 bytesArrived, qint64 bytesTotal);
    void finished(const QString &error);

private:
    void onProcessDone();
    void removePartial(const QString &error);
    void finish(const QString &error);

    TargetProfile m_profile;
    ModelCopy m_copy;
    QProcess *m_tar;
    QProcess *m_ssh;
    QTimer *m_poll;
    QPointer<SshCall> m_progressCall;
    int m_progressMs = 3000;
    int m_done = 0; ///< processes that ended
    bool m_running = false;
    bool m_cancelled = false;
    bool m_partialRemoved = false;
    QByteArray m_tarErr;
    QByteArray m_sshErr;
};

} // namespace ptq
