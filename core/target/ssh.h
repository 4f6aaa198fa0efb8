#pragma once

#include "target/targetprofile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QStringList>

namespace ptq {

class ToolProcess;

/// Why an ssh call failed, told apart because each has its own remedy.
enum class SshFailure {
    None,           ///< ssh connected; the remote command's own exit status stands
    NameUnknown,    ///< the host name does not resolve
    Refused,        ///< nothing listens on that port
    Unreachable,    ///< no route, network down
    Timeout,        ///< no answer (connect or banner)
    HostKeyUnknown, ///< the host is not in known_hosts (ssh with StrictHostKeyChecking=yes)
    HostKeyChanged, ///< the host's key differs from the one recorded: never accepted silently
    AuthRefused,    ///< the key or agent was not accepted
    IdentityMissing,///< the identity file cannot be read
    ConnectionLost, ///< the connection broke after it was up
    Other,          ///< ssh itself failed (exit 255) for another reason
};

QString sshFailureId(SshFailure failure); ///< "host-key-changed", … (stable, for scripts and tests)

/// Text that came from a target (ssh's stderr, a remote command's answer, a scheduler's reason),
/// as it may be shown in a window or printed to a terminal: terminal control sequences (OSC with
/// its clipboard writes and titles, CSI with its clears and moves, DCS, …) and every other C0/C1
/// control but \n and \t removed, as quark-cli's output is (TerminalSanitizer); \r\n and a lone
/// \r become \n; invalid UTF-8 becomes U+FFFD. The one function for every such text.
QString remoteText(const QByteArray &bytes);

struct SshOutcome
{
    int exitCode = -1;           ///< the remote command's status; 255 when ssh failed
    SshFailure failure = SshFailure::None;
    QString message;             ///< empty when no ssh failure; else names the host and the remedy
    QByteArray stdOut;
    QByteArray stdErr;

    bool ok() const { return failure == SshFailure::None && exitCode == 0; }
};

/// OpenSSH's own `ssh`, as an argv: never a password prompt (BatchMode), never a host key
/// accepted silently (StrictHostKeyChecking=yes), one ControlMaster connection per profile reused
/// by every call, keep-alives so a dropped connection is noticed within a minute.
class SshCommand
{
    Q_DECLARE_TR_FUNCTIONS(SshCommand)

public:
    /// The ssh executable: PTQ_SSH, else "ssh" on PATH.
    static QString program();
    /// The folder of the ControlMaster sockets (private, under XDG_RUNTIME_DIR or /tmp); empty
    /// when it is not a folder of this user's alone (another user made it first): then ssh
    /// shares no connection.
    static QString controlDir();
    /// Makes @p path a folder of this user's alone without following a link: created 0700 when
    /// missing; refused (false, nothing changed) when it is a link, not a folder, another user's,
    /// or writable by others; a folder of ours that others can only read is made 0700 through a
    /// descriptor opened without following links.
    static bool makePrivateFolder(const QString &path);
    /// The socket of @p profile's master in @p dir: a digest of the profile's name and of what
    /// decides the connection (host, port, user, key, known_hosts, jump host), so that two
    /// profiles never share a master, and one whose key or known_hosts changed opens a new one.
    static QString controlPath(const QString &dir, const TargetProfile &profile);
    /// ssh's options for @p profile, up to and including the destination and "--".
    static QStringList baseArguments(const TargetProfile &profile);
    /// The full argv: ssh, its options, the destination, then @p remoteCommand as one string,
    /// which the remote login shell reads (every value in it shellQuote()d by the caller).
    static QStringList argv(const TargetProfile &profile, const QString &remoteCommand);
    /// Closes the target's ControlMaster connection (ssh -O exit); returns at once.
    static void closeMaster(const TargetProfile &profile);
    static QStringList closeMasterArgv(const TargetProfile &profile);

    /// Reads ssh's exit status and stderr: a failure of ssh itself (exit 255 with one of ssh's
    /// own messages) or the remote command's status.
    static SshOutcome classify(const TargetProfile &profile, int exitCode, const QByteArray &stdErr);
};

/// One ssh call, asynchronous: the remote command with optional bytes on its stdin, its output
/// collected, a time limit (then ssh is killed and the outcome is a Timeout). finished() is
/// emitted once, always.
class SshCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshCall)

public:
    SshCall(const TargetProfile &profile, const QString &remoteCommand, QObject *parent = nullptr);
    ~SshCall() override;
    void setInput(const QByteArray &bytes) { m_input = bytes; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    /// The most stdout collected (default 16 MiB): past it ssh is stopped and the call fails,
    /// keeping nothing of the answer. Streaming calls are not capped here.
    void setMaxOutputBytes(qsizetype bytes) { m_maxOutputBytes = bytes; }
    /// Streams stdout as it arrives (readyOutput) instead of collecting it.
    void setStreaming(bool streaming) { m_streaming = streaming; }
    void start();
    /// Kills ssh (the remote side sees the connection close); finished() follows.
    void abort();
    bool isRunning() const;

signals:
    void readyOutput(const QByteArray &bytes);
    void finished(const ptq::SshOutcome &outcome);

private:
    void done(int exitCode);

    TargetProfile m_profile;
    QString m_command;
    QByteArray m_input;
    ToolProcess *m_process;
    QByteArray m_out;
    QByteArray m_err;
    int m_timeoutMs = 60'000;
    bool m_streaming = false;
    qsizetype m_maxOutputBytes = 16 * 1024 * 1024;
    bool m_timedOut = false;
    bool m_finished = false;
    bool m_overflowed = false;
};

} // namespace ptq

Q_DECLARE_METATYPE(ptq::SshOutcome)
