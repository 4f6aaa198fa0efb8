#include "target/ssh.h"

#include "process/terminalsanitizer.h"
#include "process/toolprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

Q_LOGGING_CATEGORY(lcSsh, "ptq.target.ssh", QtWarningMsg)

namespace ptq {

QString sshFailureId(SshFailure failure)
{
    switch (failure) {
    case SshFailure::None:
        return u"none"_s;
    case SshFailure::NameUnknown:
        return u"name-unknown"_s;
    case SshFailure::Refused:
        return u"refused"_s;
    case SshFailure::Unreachable:
        return u"unreachable"_s;
    case SshFailure::Timeout:
        return u"timeout"_s;
    case SshFailure::HostKeyUnknown:
        return u"host-key-unknown"_s;
    case SshFailure::HostKeyChanged:
        return u"host-key-changed"_s;
    case SshFailure::AuthRefused:
        return u"auth-refused"_s;
    case SshFailure::IdentityMissing:
        return u"identity-missing"_s;
    case SshFailure::ConnectionLost:
        return u"connection-lost"_s;
    case SshFailure::Other:
        return u"ssh-failed"_s;
    }
    return u"ssh-failed"_s;
}

QString SshCommand::program()
{
    const QString over = qEnvironmentVariable("PTQ_SSH");
    if (!over.isEmpty())
        return over;
    const QString found = QStandardPaths::findExecutable(u"ssh"_s);
    return found.isEmpty() ? u"ssh"_s : found;
}

QString remoteText(const QByteArray &bytes)
{
    QByteArray text = TerminalSanitizer::clean(bytes, TerminalSanitizer::LineEnds::Keep);
    // A lone \r would let a later part of a line print over an earlier one.
    text.replace("\r\n", "\n");
    text.replace('\r', '\n');
    return QString::fromUtf8(text);
}

bool SshCommand::makePrivateFolder(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st {};
    // Created without following a link: mkdir never does; an existing entry is opened below
    // with O_NOFOLLOW, so a link planted in its place (or put there meanwhile) is refused.
    if (::lstat(native.constData(), &st) != 0 && (errno != ENOENT || ::mkdir(native.constData(), S_IRWXU) != 0))
        return false;
    const int fd = ::open(native.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false; // a link (ELOOP) or not a folder (ENOTDIR)
    const auto closeFd = qScopeGuard([fd] { ::close(fd); });
    if (::fstat(fd, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid())
        return false;
    // Others could have put a socket or a link in it: not ours alone, whatever its mode is now.
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0)
        return false;
    // Ours, and nobody else could write in it (mkpath's 0755, say): made private through the
    // descriptor, never through a path.
    return (st.st_mode & 07777) == S_IRWXU || ::fchmod(fd, S_IRWXU) == 0;
}

QString SshCommand::controlDir()
{
    QString base = qEnvironmentVariable("XDG_RUNTIME_DIR");
    // A socket path has room for 107 bytes: "/ptq-ssh/" (9), the socket's name (40) and the 17
    // characters ssh appends to the master's temporary socket leave 41 for the base; a longer one
    // (a deep XDG_RUNTIME_DIR) makes ssh fail with "too long for Unix domain socket".
    const bool runtime = QDir::isAbsolutePath(base) && QFileInfo(base).isDir() && base.toLocal8Bit().size() <= 36;
    if (!runtime)
        base = u"/tmp/ptq-"_s + QString::number(::getuid());
    const QString dir = base + u"/ptq-ssh"_s;
    // In a shared /tmp another user could have made the folder first (or a link in its place):
    // a master socket there could be taken over. Then no socket is shared at all.
    if ((!runtime && !makePrivateFolder(base)) || !makePrivateFolder(dir)) {
        qCWarning(lcSsh, "%s is not a private folder of this user: ssh connections are not shared.", qPrintable(dir));
        return {};
    }
    return dir;
}

QString SshCommand::controlPath(const QString &dir, const TargetProfile &profile)
{
    // Not ssh's %C (local host, host, port, user): a profile with its own key or known_hosts must
    // never ride on another profile's master, which never reads them.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &part : {profile.name, profile.host, profile.user, QString::number(profile.port),
                                profile.identityFile, profile.knownHostsFile, profile.proxyJump}) {
        hash.addData(part.toUtf8());
        hash.addData(QByteArrayView("\0", 1)); // no field holds a NUL (TargetProfile::problems)
    }
    return dir + u'/' + QString::fromLatin1(hash.result().toHex().left(40));
}

QStringList SshCommand::baseArguments(const TargetProfile &profile)
{
    QStringList args{u"-o"_s, u"BatchMode=yes"_s,
                     u"-o"_s, u"StrictHostKeyChecking=yes"_s,
                     u"-o"_s, u"ConnectTimeout=15"_s,
                     u"-o"_s, u"ServerAliveInterval=15"_s,
                     u"-o"_s, u"ServerAliveCountMax=4"_s,
                     u"-o"_s, u"LogLevel=ERROR"_s};
    // One master connection per profile, in a private folder; none where there is none.
    if (const QString dir = controlDir(); !dir.isEmpty())
        args << u"-o"_s << u"ControlMaster=auto"_s << u"-o"_s << u"ControlPath="_s + controlPath(dir, profile) << u"-o"_s << u"ControlPersist=600"_s;
    else
        args << u"-o"_s << u"ControlMaster=no"_s << u"-o"_s << u"ControlPath=none"_s;
    if (!profile.knownHostsFile.isEmpty())
        args << u"-o"_s << u"UserKnownHostsFile="_s + profile.knownHostsFile;
    if (!profile.identityFile.isEmpty())
        args << u"-o"_s << u"IdentitiesOnly=yes"_s << u"-i"_s << profile.identityFile;
    if (profile.port > 0)
        args << u"-p"_s << QString::number(profile.port);
    if (!profile.proxyJump.isEmpty())
        args << u"-J"_s << profile.proxyJump;
    args << u"--"_s << profile.destination();
    return args;
}

QStringList SshCommand::argv(const TargetProfile &profile, const QString &remoteCommand)
{
    return QStringList{program()} + baseArguments(profile) + QStringList{remoteCommand};
}

QStringList SshCommand::closeMasterArgv(const TargetProfile &profile)
{
    QStringList args = baseArguments(profile);
    args.insert(args.size() - 2, u"-O"_s);
    args.insert(args.size() - 2, u"exit"_s);
    return QStringList{program()} + args;
}

void SshCommand::closeMaster(const TargetProfile &profile)
{
    // Nobody waits for the answer: the process deletes itself once `ssh -O exit` has ended. Like
    // every process of ours it dies with the app.
    const QStringList argv = closeMasterArgv(profile);
    auto *process = new ToolProcess;
    process->setProgram(argv.first(), argv.mid(1));
    process->setTimeoutMs(10'000);
    process->setGraceMs(0);
    QObject::connect(process, &ToolProcess::finished, process, &QObject::deleteLater);
    process->start();
}

SshOutcome SshCommand::classify(const TargetProfile &profile, int exitCode, const QByteArray &stdErr)
{
    SshOutcome out;
    out.exitCode = exitCode;
    const QString err = remoteText(stdErr); // the target's sshd and login shell write there too
    out.stdErr = err.toUtf8();
    if (exitCode != 255)
        return out;
    const QString where = profile.port > 0 ? u"%1 (port %2)"_s.arg(profile.destination()).arg(profile.port)
                                           : profile.destination();
    const auto has = [&err](const char *text) { return err.contains(QLatin1StringView(text), Qt::CaseInsensitive); };
    // ssh's own refusal of its arguments or options, before it connects anywhere (a malformed
    // jump host, a bad port): said as such, not as the host's or its login shell's failure.
    static const char *const kLocalRefusals[] = {"Invalid -J argument", "parse_jump", "usage: ssh",
                                                 "Bad configuration option", "command-line line", "Bad port",
                                                 "garbage at end of line", "Missing argument", "unknown option"};
    for (const char *text : kLocalRefusals) {
        if (has(text)) {
            out.failure = SshFailure::Other;
            out.message = tr("ssh on this machine refused the settings of %1 before connecting to anything (nothing "
                             "was sent; check the host, port, user and jump host of the target): %2")
                              .arg(profile.name.isEmpty() ? profile.host : profile.name, err.trimmed().left(300));
            return out;
        }
    }
    const QString knownHosts = profile.knownHostsFile.isEmpty() ? u"~/.ssh/known_hosts"_s : profile.knownHostsFile;
    if (has("REMOTE HOST IDENTIFICATION HAS CHANGED") || has("has changed and you have requested strict checking")) {
        out.failure = SshFailure::HostKeyChanged;
        out.message = tr("The host key of %1 has CHANGED since it was recorded in %2. This can mean that someone is "
                         "intercepting the connection; it can also mean the host was reinstalled. Nothing was sent. "
                         "Ask the host's administrator for its key fingerprint before you replace the recorded one.")
                          .arg(where, knownHosts);
    } else if (has("host key is known for") || has("Host key verification failed")) {
        out.failure = SshFailure::HostKeyUnknown;
        out.message = tr("%1 is not a known host (not in %2). Connect once with ssh in a terminal and compare the key "
                         "fingerprint with the one its administrator gives you, then check again.")
                          .arg(where, knownHosts);
    } else if (has("Could not resolve hostname")) {
        out.failure = SshFailure::NameUnknown;
        out.message = tr("The host name %1 does not resolve: check its spelling, or the VPN or network it needs.").arg(profile.host);
    } else if (has("Connection refused")) {
        out.failure = SshFailure::Refused;
        out.message = tr("%1 refused the connection: no SSH server listens there. Check the host and port.").arg(where);
    } else if (has("No route to host") || has("Network is unreachable")) {
        out.failure = SshFailure::Unreachable;
        out.message = tr("%1 cannot be reached from this machine (no route). Check the network or VPN.").arg(where);
    } else if (has("timed out")) {
        out.failure = SshFailure::Timeout;
        out.message = tr("%1 did not answer in time. Check that the host is up and the network or VPN is connected.").arg(where);
    } else if (has("Permission denied")) {
        out.failure = SshFailure::AuthRefused;
        out.message = profile.identityFile.isEmpty()
            ? tr("%1 refused the login: none of the keys in your SSH agent or ~/.ssh was accepted. Add the key "
                 "to the agent (ssh-add) or name its file in the target.").arg(where)
            : tr("%1 refused the login with the key %2. Check that its public key is in the remote "
                 "~/.ssh/authorized_keys, or that it is loaded in your SSH agent if it has a passphrase.")
                  .arg(where, profile.identityFile);
    } else if (has("Identity file") && has("not accessible")) {
        out.failure = SshFailure::IdentityMissing;
        out.message = tr("The identity file %1 cannot be read.").arg(profile.identityFile);
    } else if (has("Connection closed") || has("Connection reset") || has("Broken pipe") || has("not responding")
               || has("closed by remote host") || has("Control socket connect")) {
        out.failure = SshFailure::ConnectionLost;
        out.message = tr("The connection to %1 was lost.").arg(where);
    } else if (err.startsWith(u"ssh:"_s) || err.contains(u"\nssh:"_s) || err.startsWith(u"kex_"_s)
               || err.contains(u"mux_client"_s)) {
        out.failure = SshFailure::Other;
        out.message = tr("ssh could not connect to %1: %2").arg(where, err.trimmed().left(400));
    }
    return out;
}

// ---- SshCall ----------------------------------------------------------------------------------

SshCall::SshCall(const TargetProfile &profile, const QString &remoteCommand, QObject *parent)
    : QObject(parent), m_profile(profile), m_command(remoteCommand), m_process(new ToolProcess(this))
{
    // Collected here, not by the process: the cap refuses an answer instead of keeping its start.
    m_process->setCaptureLimit(0);
    m_process->setGraceMs(0); // a stopped ssh is killed: the remote side sees the connection close
    connect(m_process, &ToolProcess::standardOutputRead, this, [this](const QByteArray &bytes) {
        if (m_streaming) {
            emit readyOutput(bytes);
        } else if (!m_overflowed) {
            m_out += bytes;
            // An answer past the cap is refused, not kept: a hostile or broken target could
            // otherwise fill this machine's memory (a 1 GB answer to the target check).
            if (m_out.size() > m_maxOutputBytes) {
                m_overflowed = true;
                m_out.clear();
                m_out.squeeze();
                m_process->cancel();
            }
        }
    });
    connect(m_process, &ToolProcess::standardErrorRead, this, [this](const QByteArray &bytes) {
        m_err += bytes;
        if (m_err.size() > 256 * 1024)
            m_err = m_err.right(128 * 1024); // ssh's own messages are at its end
    });
    connect(m_process, &ToolProcess::finished, this, [this](const ProcessResult &result) {
        switch (result.ending) {
        case ProcessResult::Ending::FailedToStart:
            m_err = tr("%1 could not be started: %2").arg(SshCommand::program(), result.errorString).toUtf8();
            done(-2);
            break;
        case ProcessResult::Ending::TimedOut:
            m_timedOut = true;
            done(255);
            break;
        case ProcessResult::Ending::Exited:
            done(result.exitCode);
            break;
        case ProcessResult::Ending::Crashed:
        case ProcessResult::Ending::Cancelled:
            done(255);
            break;
        }
    });
}

SshCall::~SshCall() = default; // a running ssh is killed and reaped (~ToolProcess)

void SshCall::start()
{
    // ToolProcess gives it LC_ALL=C: ssh's messages are read.
    const QStringList argv = SshCommand::argv(m_profile, m_command);
    qCDebug(lcSsh) << "ssh" << m_profile.destination() << m_command.left(200);
    m_process->setProgram(argv.first(), argv.mid(1));
    m_process->setStandardInput(m_input);
    m_process->setTimeoutMs(std::max(0, m_timeoutMs));
    m_process->start();
}

void SshCall::abort()
{
    m_process->cancel();
}

bool SshCall::isRunning() const
{
    return m_process->isRunning() && !m_finished;
}

void SshCall::done(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    SshOutcome outcome;
    if (exitCode == -2) {
        outcome.exitCode = -1;
        outcome.failure = SshFailure::Other;
        outcome.message = QString::fromUtf8(m_err);
    } else if (m_overflowed) {
        m_out.clear();
        outcome.exitCode = -1;
        outcome.failure = SshFailure::Other;
        outcome.message = tr("%1 answered more than %2 MiB to one request; the answer was refused, not kept: %3")
                              .arg(m_profile.destination())
                              .arg(m_maxOutputBytes / (1024 * 1024))
                              .arg(m_command.left(120));
    } else if (m_timedOut) {
        outcome.exitCode = -1;
        outcome.failure = SshFailure::Timeout;
        outcome.message = tr("%1 did not finish within %2 s: %3")
                              .arg(m_profile.destination()).arg(m_timeoutMs / 1000).arg(m_command.left(120));
    } else {
        outcome = SshCommand::classify(m_profile, exitCode, m_err);
    }
    outcome.stdOut = m_out;
    outcome.stdErr = remoteText(m_err).toUtf8();
    emit finished(outcome);
}

} // namespace ptq
