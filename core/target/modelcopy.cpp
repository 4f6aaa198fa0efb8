#include "target/modelcopy.h"

#include "command/commandline.h"
#include "units.h"
#include "target/ssh.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

Json ModelCopy::toJson() const
{
    Json out = Json::object();
    out["from"] = from.toStdString();
    out["to"] = to.toStdString();
    out["files"] = files;
    out["bytes"] = bytes;
    out["present"] = present;
    return out;
}

std::optional<ModelCopy> ModelCopy::fromJson(const Json &json)
{
    if (!json.is_object())
        return std::nullopt;
    ModelCopy c;
    c.from = jsonString(json, "from");
    c.to = jsonString(json, "to");
    const Json &files = jsonField(json, "files");
    const Json &bytes = jsonField(json, "bytes");
    const Json &present = jsonField(json, "present");
    if (!files.is_number_integer() || !bytes.is_number_integer() || !present.is_boolean() || !c.isSet())
        return std::nullopt;
    c.files = files.get<int>();
    c.bytes = bytes.get<qint64>();
    c.present = present.get<bool>();
    if (c.files < 0 || c.bytes < 0 || !c.from.startsWith(u'/') || !c.to.startsWith(u'/'))
        return std::nullopt;
    return c;
}

QString ModelCopyPlan::remoteDir(const TargetProfile &profile, const QString &localPath)
{
    const QString clean = QDir::cleanPath(localPath);
    static const QRegularExpression snapshot(u"/models--([^/]+)/snapshots/[^/]+$"_s);
    const QRegularExpressionMatch m = snapshot.match(clean);
    QString name = m.hasMatch() ? m.captured(1) : clean.section(u'/', -1);
    // Only characters that read the same in every shell, file system and log.
    static const QRegularExpression unsafe(u"[^A-Za-z0-9._-]"_s);
    name.replace(unsafe, u"_"_s);
    while (name.startsWith(u'.') || name.startsWith(u'-'))
        name.remove(0, 1);
    if (name.isEmpty())
        name = u"model"_s;
    name = name.left(80);
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(clean.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
    QString base = profile.remoteWorkspace;
    while (base.size() > 1 && base.endsWith(u'/'))
        base.chop(1);
    return base + u"/models/"_s + name + u'-' + hash;
}

ModelCopyPlan::Listing ModelCopyPlan::scanLocal(const QString &dir)
{
    Listing out;
    const QDir root(dir);
    if (!QFileInfo(dir).isDir()) {
        out.error = tr("%1 is not a folder on this machine.").arg(dir);
        return out;
    }
    // Links are followed, as tar -h follows them (a Hugging Face snapshot is links into blobs/);
    // QDirIterator does not walk a link loop twice.
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
    while (it.hasNext()) {
        const QFileInfo fi(it.next());
        const QString rel = root.relativeFilePath(fi.filePath());
        if (fi.isSymLink() && !fi.exists()) {
            out.error = tr("%1 in the model folder %2 is a link to %3, which does not exist: it cannot be copied.")
                            .arg(rel, dir, fi.symLinkTarget());
            return out;
        }
        if (fi.isDir())
            continue;
        if (!fi.isFile()) {
            out.error = tr("%1 in the model folder %2 is not a regular file (a socket or device): it cannot be copied.")
                            .arg(rel, dir);
            return out;
        }
        if (!fi.isReadable()) {
            out.error = tr("%1 in the model folder %2 cannot be read (permissions).").arg(rel, dir);
            return out;
        }
        out.files.insert(rel, fi.size());
        out.bytes += fi.size();
    }
    if (out.files.isEmpty())
        out.error = tr("The model folder %1 is empty.").arg(dir);
    return out;
}

QString ModelCopyPlan::remoteListingCommand(const QString &dir)
{
    return u"if [ -d %1 ]; then (cd %1 && find . -type f -printf 'COPYFILE %s %P\\n'); fi; "_s.arg(shellQuote(dir));
}

QMap<QString, qint64> ModelCopyPlan::parseRemoteListing(const QByteArray &output)
{
    QMap<QString, qint64> files;
    for (const QByteArray &line : output.split('\n')) {
        if (!line.startsWith("COPYFILE "))
            continue;
        const qsizetype space = line.indexOf(' ', 9);
        if (space < 0)
            continue;
        bool ok = false;
        const qint64 size = line.mid(9, space - 9).toLongLong(&ok);
        const QString rel = QString::fromUtf8(line.mid(space + 1));
        if (ok && size >= 0 && !rel.isEmpty())
            files.insert(rel, size);
    }
    return files;
}

QStringList ModelCopyPlan::tarArgv(const QString &localDir)
{
    const QString tar = QStandardPaths::findExecutable(u"tar"_s);
    return {tar.isEmpty() ? u"tar"_s : tar, u"-C"_s, localDir, u"-chf"_s, u"-"_s, u"."_s};
}

QString ModelCopyPlan::receiveCommand(const QString &to)
{
    const QString script = u"set -e; d=%1; rm -rf \"$d.partial\"; mkdir -p \"$d.partial\"; "
                           "tar -C \"$d.partial\" -xf -; rm -rf \"$d\"; mv \"$d.partial\" \"$d\""_s.arg(shellQuote(to));
    return u"sh -c "_s + shellQuote(script);
}

QString ModelCopyPlan::removePartialCommand(const QString &to)
{
    return u"rm -rf -- "_s + shellQuote(to + u".partial"_s);
}

QString ModelCopyPlan::progressCommand(const QString &to)
{
    return u"sh -c "_s + shellQuote(u"du -sb %1 2>/dev/null | cut -f1"_s.arg(shellQuote(to + u".partial"_s)));
}

QString ModelCopyPlan::describe(const ModelCopy &copy, const QString &host)
{
    if (!copy.isSet())
        return {};
    if (copy.present)
        return tr("The model is read from %1:%2, a copy of %3 made earlier (the same %n file(s) and sizes): nothing is "
                  "copied.", nullptr, copy.files)
            .arg(host, copy.to, copy.from);
    return tr("Before the script runs, the model folder %1 is copied to %2:%3 (%n file(s), %4).", nullptr, copy.files)
        .arg(copy.from, host, copy.to, formatBytes(copy.bytes));
}

// ---- ModelCopier ------------------------------------------------------------------------------

ModelCopier::ModelCopier(const TargetProfile &profile, const ModelCopy &copy, QObject *parent)
    : QObject(parent), m_profile(profile), m_copy(copy), m_tar(new QProcess(this)), m_ssh(new QProcess(this)),
      m_poll(new QTimer(this))
{
    m_tar->setStandardOutputProcess(m_ssh);
    m_ssh->setStandardOutputFile(QProcess::nullDevice());
    // The first few KB of each: the cause is at the start, and nothing grows without bound.
    connect(m_tar, &QProcess::readyReadStandardError, this, [this] {
        const QByteArray more = m_tar->readAllStandardError();
        if (m_tarErr.size() < 4096)
            m_tarErr += more.left(4096);
    });
    connect(m_ssh, &QProcess::readyReadStandardError, this, [this] {
        const QByteArray more = m_ssh->readAllStandardError();
        if (m_sshErr.size() < 4096)
            m_sshErr += more.left(4096);
    });
    for (QProcess *p : {m_tar, m_ssh}) {
        connect(p, &QProcess::finished, this, &ModelCopier::onProcessDone);
        connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
            if (e != QProcess::FailedToStart)
                return;
            if (p == m_tar) {
                m_tarErr = tr("%1 could not be started: %2").arg(p->program(), p->errorString()).toUtf8();
                m_ssh->kill(); // nothing will come down the pipe
            } else
                m_sshErr = tr("%1 could not be started: %2").arg(p->program(), p->errorString()).toUtf8();
            onProcessDone();
        });
    }
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_progressCall)
            return; // the last answer is still on its way
        auto *call = new SshCall(m_profile, ModelCopyPlan::progressCommand(m_copy.to), this);
        call->setTimeoutMs(30'000);
        m_progressCall = call;
        connect(call, &SshCall::finished, this, [this, call](const SshOutcome &outcome) {
            call->deleteLater();
            bool ok = false;
            const qint64 arrived = outcome.stdOut.trimmed().toLongLong(&ok);
            if (m_running && outcome.ok() && ok)
                emit progress(std::min(arrived, m_copy.bytes), m_copy.bytes);
        });
        call->start();
    });
}

ModelCopier::~ModelCopier()
{
    // Never left behind: a copy nobody waits for stops with its owner.
    for (QProcess *p : {m_tar, m_ssh}) {
        if (p->state() != QProcess::NotRunning) {
            p->kill();
            p->waitForFinished(1000);
        }
    }
}

void ModelCopier::start()
{
    m_running = true;
    m_done = 0;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"LC_ALL"_s, u"C"_s); // the messages are read
    m_ssh->setProcessEnvironment(env);
    m_tar->setProcessEnvironment(env);
    const QStringList ssh = SshCommand::argv(m_profile, ModelCopyPlan::receiveCommand(m_copy.to));
    const QStringList tar = ModelCopyPlan::tarArgv(m_copy.from);
    m_ssh->start(ssh.first(), ssh.mid(1));
    m_tar->start(tar.first(), tar.mid(1));
    if (m_progressMs > 0)
        m_poll->start(m_progressMs);
}

void ModelCopier::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    for (QProcess *p : {m_tar, m_ssh})
        if (p->state() != QProcess::NotRunning)
            p->kill();
}

void ModelCopier::onProcessDone()
{
    if (!m_running || ++m_done < 2)
        return;
    const QString target = m_profile.host + u':' + m_copy.to;
    if (m_cancelled) {
        removePartial(tr("The copy of the model to %1 was cancelled; nothing was started there.").arg(target));
        return;
    }
    const bool tarOk = m_tar->exitStatus() == QProcess::NormalExit && m_tar->exitCode() == 0 && m_tar->error() != QProcess::FailedToStart;
    const bool sshOk = m_ssh->exitStatus() == QProcess::NormalExit && m_ssh->exitCode() == 0 && m_ssh->error() != QProcess::FailedToStart;
    if (!tarOk) {
        // The sender's failure is the cause; the receiver only saw the stream end early.
        removePartial(tr("Reading the model folder %1 to copy it failed: %2")
                          .arg(m_copy.from, QString::fromUtf8(m_tarErr).trimmed().left(600)));
        return;
    }
    if (!sshOk) {
        const int code = m_ssh->exitStatus() == QProcess::NormalExit ? m_ssh->exitCode() : 255;
        const SshOutcome outcome = SshCommand::classify(m_profile, code, m_sshErr);
        if (outcome.failure != SshFailure::None)
            removePartial(tr("Copying the model to %1 failed: %2").arg(target, outcome.message));
        else
            removePartial(tr("Copying the model to %1 failed (exit %2): %3")
                              .arg(target)
                              .arg(code)
                              .arg(QString::fromUtf8(m_sshErr).trimmed().left(600)));
        return;
    }
    emit progress(m_copy.bytes, m_copy.bytes);
    finish(QString());
}

void ModelCopier::removePartial(const QString &error)
{
    // What arrived of a copy that did not end is not left taking the target's disk; where it
    // cannot be removed (the connection is gone), it is said, and the next copy replaces it.
    m_poll->stop();
    auto *call = new SshCall(m_profile, ModelCopyPlan::removePartialCommand(m_copy.to), this);
    call->setTimeoutMs(60'000);
    connect(call, &SshCall::finished, this, [this, call, error](const SshOutcome &outcome) {
        call->deleteLater();
        m_partialRemoved = outcome.ok();
        finish(outcome.ok() ? error
                            : tr("%1 The partial copy %2:%3.partial may be left there; the next copy replaces it.")
                                  .arg(error, m_profile.host, m_copy.to));
    });
    call->start();
}

void ModelCopier::finish(const QString &error)
{
    m_running = false;
    m_poll->stop();
    if (m_progressCall)
        m_progressCall->abort();
    emit finished(error);
}

} // namespace ptq
