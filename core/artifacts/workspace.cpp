#include "artifacts/workspace.h"

#include "artifacts/pathtext.h"
#include "artifacts/schemavalidator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QLoggingCategory>
#include <QMutex>
#include <QSet>
#include <QSysInfo>

#include <sys/stat.h>

#include <utility>

using namespace Qt::Literals::StringLiterals;

Q_LOGGING_CATEGORY(lcWorkspace, "ptq.core.workspace", QtWarningMsg)

namespace ptq {

namespace {

QString firstViolations(const QList<SchemaViolation> &violations)
{
    QStringList lines;
    for (qsizetype i = 0; i < violations.size() && i < 3; ++i)
        lines.append(violations[i].toString());
    if (violations.size() > 3)
        lines.append(Workspace::tr("… and %n more", nullptr, int(violations.size() - 3)));
    return lines.join(u"; "_s);
}

} // namespace

std::optional<LoadedDocument> Workspace::readForStatus(ArtifactStatus &status)
{
    // An artifact is the workspace's own file: a link would make this workspace read (and its
    // steps act on) another one's. Checked before exists(), which follows the link.
    if (QFileInfo(status.path).isSymLink()) {
        status.state = ArtifactState::Unreadable;
        status.detail = Workspace::tr("%1 is a symbolic link; an artifact must be the workspace's own file. Replace "
                                      "the link with a copy of the file it points to.")
                            .arg(status.path);
        return std::nullopt;
    }
    if (!QFileInfo::exists(status.path)) {
        status.state = ArtifactState::Missing;
        status.detail = Workspace::tr("%1 has not been written yet.").arg(artifactFileName(status.kind));
        return std::nullopt;
    }
    Result<LoadedDocument> loaded = ArtifactIo::load(status.path);
    if (!loaded) {
        status.state = ArtifactState::Unreadable;
        status.detail = loaded.error().message;
        return std::nullopt;
    }
    status.sha256 = loaded->sha256;
    const ArtifactCheck check = SchemaValidator::check(status.kind, loaded->json);
    if (!check.contractValid()) {
        status.state = ArtifactState::Invalid;
        status.detail = Workspace::tr("%1 breaks its schema: %2").arg(status.path, firstViolations(check.contract));
        return std::nullopt;
    }
    status.upstreamOnly = check.upstreamOnly();
    if (status.upstreamOnly) {
        status.state = ArtifactState::Unconfirmed;
        const QStringList missing = check.missingForStudio();
        // Nothing missing, yet not ours: a field PTQ Studio reads more strictly (a created_at
        // that PyYAML wrote back as "2026-12-05 04:34:56+00:00"). Say which, not an empty list.
        status.detail = missing.isEmpty()
            ? Workspace::tr("%1 was written by another tool, and PTQ Studio cannot use it as it is: %2")
                  .arg(status.path, firstViolations(check.studio))
            : Workspace::tr("%1 was written by another tool; PTQ Studio still needs: %2")
                  .arg(status.path, missing.join(u", "_s));
    }
    return std::move(*loaded);
}

QString checkpointId(Checkpoint checkpoint)
{
    switch (checkpoint) {
    case Checkpoint::ModelAnalysis: return u"model-analysis"_s;
    case Checkpoint::QuantPlan: return u"quant-plan"_s;
    case Checkpoint::ExecutionApproval: return u"execution-approval"_s;
    case Checkpoint::ResultAcceptance: return u"result-acceptance"_s;
    }
    Q_UNREACHABLE();
    return QString();
}

QString artifactStateName(ArtifactState state)
{
    switch (state) {
    case ArtifactState::Missing: return u"missing"_s;
    case ArtifactState::Unreadable: return u"unreadable"_s;
    case ArtifactState::Invalid: return u"invalid"_s;
    case ArtifactState::Unconfirmed: return u"unconfirmed"_s;
    case ArtifactState::Stale: return u"stale"_s;
    case ArtifactState::Ready: return u"ready"_s;
    }
    Q_UNREACHABLE();
    return QString();
}

QDebug operator<<(QDebug debug, const ArtifactStatus &status)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "ArtifactStatus(" << artifactFileName(status.kind) << ", "
                    << artifactStateName(status.state) << ", " << status.detail << ')';
    return debug;
}

const ArtifactStatus &WorkspaceState::status(ArtifactKind kind) const
{
    switch (kind) {
    case ArtifactKind::Analysis: return analysis;
    case ArtifactKind::Plan: return plan;
    case ArtifactKind::Manifest: return manifest;
    }
    Q_UNREACHABLE();
    return analysis;
}

bool WorkspaceState::isConfirmed(Checkpoint checkpoint) const
{
    switch (checkpoint) {
    case Checkpoint::ModelAnalysis: return analysis.ready();
    case Checkpoint::QuantPlan: return analysis.ready() && plan.ready();
    case Checkpoint::ExecutionApproval: return analysis.ready() && plan.ready() && manifest.ready();
    case Checkpoint::ResultAcceptance: return isConfirmed(Checkpoint::ExecutionApproval) && resultAccepted;
    }
    return false;
}

QDebug operator<<(QDebug debug, const WorkspaceState &state)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "WorkspaceState(" << state.root << ", " << state.analysis << ", " << state.plan << ", "
                    << state.manifest << ", resumeAt=" << checkpointId(state.resumeAt) << ')';
    return debug;
}

QString Workspace::lockFileName()
{
    return u".ptq-studio.lock"_s;
}

Workspace::Workspace(QString root) : m_root(std::move(root)) {}
Workspace::Workspace(Workspace &&other) noexcept
    : m_root(std::move(other.m_root)), m_lock(std::move(other.m_lock)), m_lockId(std::exchange(other.m_lockId, std::nullopt))
{
}

Workspace &Workspace::operator=(Workspace &&other) noexcept
{
    if (this != &other) {
        unlock();
        m_root = std::move(other.m_root);
        m_lock = std::move(other.m_lock);
        m_lockId = std::exchange(other.m_lockId, std::nullopt);
    }
    return *this;
}

Workspace::~Workspace()
{
    unlock();
}

Result<Workspace> Workspace::open(const QString &dir, OpenMode mode)
{
    if (dir.trimmed().isEmpty())
        return Error{Error::Code::Usage, tr("No workspace folder was given.")};
    if (Status text = PathText::checkDecoded(dir); !text)
        return text.error();
    const QString root = QDir::cleanPath(QFileInfo(dir).absoluteFilePath());
    const QFileInfo info(root);
    if (info.exists() && !info.isDir())
        return Error{Error::Code::NotAFile, tr("%1 is a file, not a workspace folder.").arg(root)};
    if (!info.exists()) {
        if (mode == OpenMode::Existing)
            return Error{Error::Code::NotFound, tr("The workspace %1 does not exist.").arg(root)};
        if (!QDir().mkpath(root))
            return Error{Error::Code::WriteFailed, tr("Could not create the workspace folder %1.").arg(root)};
    }
    return Workspace(root);
}

QString Workspace::artifactPath(ArtifactKind kind) const
{
    return m_root + u'/' + artifactFileName(kind);
}

QString Workspace::logsDir() const
{
    return m_root + u"/logs"_s;
}

QString Workspace::historyDir() const
{
    return m_root + u"/history"_s;
}

namespace {

/// The folders this process holds, by device and inode: a workspace moved while open keeps its
/// identity (and its lock file, written with our PID) under the new name.
struct HeldFolders
{
    QMutex mutex;
    QSet<QPair<quint64, quint64>> ids;
};

HeldFolders &heldFolders()
{
    static HeldFolders held;
    return held;
}

std::optional<QPair<quint64, quint64>> folderId(const QString &path)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt;
    return qMakePair(quint64(st.st_dev), quint64(st.st_ino));
}

} // namespace

Status Workspace::lock()
{
    if (isLocked())
        return {};
    const QString path = m_root + u'/' + lockFileName();
    auto lock = std::make_unique<QLockFile>(path);
    // Never treat a live holder's lock as stale; a lock left by a dead process is detected by PID.
    lock->setStaleLockTime(0);
    const std::optional<QPair<quint64, quint64>> id = folderId(m_root);
    auto take = [&] {
        m_lock = std::move(lock);
        m_lockId = id;
        if (id) {
            QMutexLocker locker(&heldFolders().mutex);
            heldFolders().ids.insert(*id);
        }
        return Status();
    };
    if (lock->tryLock(0))
        return take();
    // Our own PID in the lock file of a folder this process does not hold: the folder was moved
    // (or renamed back) while open and its lock came along. That lock is stale.
    if (lock->error() == QLockFile::LockFailedError && id) {
        qint64 pid = 0;
        QString host;
        QString app;
        bool ours = lock->getLockInfo(&pid, &host, &app) && pid == QCoreApplication::applicationPid()
            && host == QSysInfo::machineHostName();
        if (ours) {
            QMutexLocker locker(&heldFolders().mutex);
            ours = !heldFolders().ids.contains(*id);
        }
        if (ours && lock->removeStaleLockFile() && lock->tryLock(0))
            return take();
    }
    switch (lock->error()) {
    case QLockFile::LockFailedError: {
        qint64 pid = 0;
        QString host;
        QString app;
        lock->getLockInfo(&pid, &host, &app);
        return Error{Error::Code::Locked,
                     tr("The workspace %1 is in use by %2 (process %3 on %4). Close it there, or choose "
                        "another workspace.")
                         .arg(m_root, app.isEmpty() ? u"another program"_s : app)
                         .arg(pid)
                         .arg(host.isEmpty() ? u"this machine"_s : host)};
    }
    case QLockFile::PermissionError:
        return Error{Error::Code::WriteFailed,
                     tr("The workspace %1 is read-only: PTQ Studio cannot write its files there. Choose a "
                        "folder you can write to.")
                         .arg(m_root)};
    case QLockFile::NoError:
    case QLockFile::UnknownError:
        break;
    }
    return Error{Error::Code::WriteFailed, tr("Could not lock the workspace %1.").arg(m_root)};
}

bool Workspace::isLocked() const
{
    return m_lock && m_lock->isLocked();
}

void Workspace::unlock()
{
    if (m_lock)
        m_lock->unlock();
    m_lock.reset();
    if (m_lockId) {
        QMutexLocker locker(&heldFolders().mutex);
        heldFolders().ids.remove(*m_lockId);
    }
    m_lockId.reset();
}

Status Workspace::ensureLayout() const
{
    for (const QString &dir : {logsDir(), historyDir()}) {
        if (!QDir().mkpath(dir))
            return Error{Error::Code::WriteFailed, tr("Could not create the folder %1.").arg(dir)};
    }
    return {};
}

Status Workspace::saveArtifact(const QString &root, ArtifactKind kind, const Json &document)
{
    const QString path = root + u'/' + artifactFileName(kind);
    const QList<SchemaViolation> violations = SchemaValidator::validate(kind, SchemaLevel::Studio, document);
    if (!violations.isEmpty()) {
        qCWarning(lcWorkspace) << "refusing to write an invalid" << artifactFileName(kind) << violations;
        return Error{Error::Code::Invalid, tr("Refusing to write %1 because it breaks its schema: %2")
                                               .arg(path, firstViolations(violations))};
    }
    return ArtifactIo::save(path, document);
}

} // namespace ptq
