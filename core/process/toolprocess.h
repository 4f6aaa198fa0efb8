#pragma once

#include "process/linesplitter.h"
#include "process/secretredactor.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

class QProcess;
class QTimer;

namespace ptq {

/// How a ToolProcess ended: exactly one of these, once.
struct ProcessResult
{
    enum class Ending {
        Exited,        ///< it ended by itself: exitCode says how
        Crashed,       ///< a signal ended it that we did not send: signal says which
        FailedToStart, ///< it never ran (not found, not executable): errorString says why
        TimedOut,      ///< the timeout passed: the group got SIGTERM, then SIGKILL after the grace
        Cancelled,     ///< cancel() ended it the same way
    };
    Ending ending = Ending::FailedToStart;
    int exitCode = -1; ///< Exited: the code; -1 otherwise
    int signal = 0;    ///< the signal that ended it (Crashed, and TimedOut/Cancelled when one did)
    /// What it wrote, up to the capture limit each (the first bytes); with merged channels all of
    /// it is in standardOutput.
    QByteArray standardOutput;
    QByteArray standardError;
    bool truncated = false; ///< more was written than was kept
    QString command;        ///< the program and its arguments as shown: secret arguments redacted
    QString errorString;    ///< QProcess's words when it failed to start
    QString message;        ///< empty after exit 0; else what happened, naming the command
    qint64 elapsedMs = 0;

    bool succeeded() const { return ending == Ending::Exited && exitCode == 0; }
    bool ran() const { return ending != Ending::FailedToStart; }
};

/// The one way PTQ Studio starts a process (a probe, a tool, the quark-cli run): an argv, never a
/// shell; the process environment with LC_ALL=C (the tools' messages are read) plus the caller's
/// changes; the child leads its own process group and dies with us (PR_SET_PDEATHSIG); an
/// optional timeout; cancel() and the timeout send SIGTERM to the whole group, then SIGKILL after
/// the grace period; workers left in the group when the leader exits get the same; complete
/// lines of stdout and stderr to callbacks (the last partial line at the end); and one
/// ProcessResult at the end, whose message names the command with its secret arguments redacted.
/// Asynchronous only: nothing here waits for the process, except the destructor reaping a child
/// it has just killed (milliseconds).
class ToolProcess final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolProcess)

public:
    enum class Locale { C, Inherited };
    enum class Channels { Separate, Merged };
    using LineHandler = std::function<void(const QByteArray &line)>;

    static constexpr int kDefaultGraceMs = 2000;
    static constexpr qsizetype kDefaultCaptureLimit = 16ll * 1024 * 1024;

    explicit ToolProcess(QObject *parent = nullptr);
    /// A running child is killed with its group (SIGKILL) and reaped; no result is reported.
    ~ToolProcess() override;

    void setProgram(const QString &program, const QStringList &arguments = {});
    QString program() const { return m_program; }
    /// The arguments at @p indexes (0 is the first argument after the program) are shown as
    /// [redacted] in command() and every message.
    void setSecretArguments(const QList<qsizetype> &indexes) { m_secretArguments = indexes; }
    /// Secrets to take out of the messages (command() and what the tool said), besides
    /// anything shaped like a token or a URL's user part, which always is.
    void setRedactor(const SecretRedactor &redactor) { m_redactor = redactor; }
    /// The environment the changes apply to; the process environment unless set.
    void setEnvironment(const QProcessEnvironment &base) { m_base = base; }
    void insertEnvironment(const QString &name, const QString &value);
    void removeEnvironment(const QString &name);
    /// LC_ALL=C unless Locale::Inherited (the user's own run keeps the user's locale).
    void setLocale(Locale locale) { m_locale = locale; }
    /// What the child gets: the base, LC_ALL, then the inserts and removals in their order.
    QProcessEnvironment environment() const;
    void setWorkingDirectory(const QString &dir) { m_workingDirectory = dir; }
    void setChannels(Channels channels) { m_channels = channels; }
    /// 0 (the default): no timeout.
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    /// Between SIGTERM and SIGKILL on cancel() and the timeout (and for leftover workers unless
    /// setLeftoverGraceMs() says otherwise); 0 kills at once.
    void setGraceMs(int ms) { m_graceMs = ms; }
    /// How long workers left in the group after the leader exited get between SIGTERM and SIGKILL.
    void setLeftoverGraceMs(int ms) { m_leftoverGraceMs = ms; }
    /// Lowers the child's priority by @p by (at most to 19, never raised) before it runs.
    void setNiceIncrement(int by) { m_nice = by; }
    /// Bytes of each channel kept for the result; 0 keeps none (a long run that only streams).
    void setCaptureLimit(qsizetype bytes) { m_captureLimit = bytes; }
    /// Written to the child's stdin once it started, then stdin is closed. Without it stdin is
    /// closed at once (a tool asking a question gets end of file, not a hang).
    void setStandardInput(const QByteArray &input) { m_input = input; }
    /// stdin stays open after the input until closeStandardInput() (a remote lock held as long
    /// as its ssh session reads).
    void setKeepStandardInputOpen(bool keep) { m_keepInputOpen = keep; }
    void closeStandardInput();
    /// stdout goes to the null device, unread.
    void setDiscardStandardOutput(bool discard) { m_discardOutput = discard; }
    /// @p from's stdout becomes @p to's stdin, as a shell's `|` would make it, without a shell.
    /// Before either starts; @p to gets no setStandardInput() then.
    static void pipe(ToolProcess &from, ToolProcess &to);
    /// Complete lines without their ends (\n, \r\n or \r); the last partial one when it exits.
    void setStandardOutputLineHandler(LineHandler handler) { m_outLines = std::move(handler); }
    void setStandardErrorLineHandler(LineHandler handler) { m_errLines = std::move(handler); }

    /// Starts it; the result comes through finished(), also when it fails to start.
    void start();
    /// SIGTERM to the group, SIGKILL after the grace period; ends Cancelled. Nothing when not running.
    void cancel();
    bool isRunning() const;
    qint64 processId() const;
    /// The program and its arguments as shown (secret arguments redacted, quoted where needed, a
    /// word longer than 160 characters shortened).
    QString command() const;
    /// @p program and @p arguments as command() shows them.
    static QString displayCommand(const QString &program, const QStringList &arguments,
                                  const QList<qsizetype> &secretArguments = {},
                                  const SecretRedactor &redactor = {});

signals:
    void started();
    /// Raw bytes as they arrive (before the line handlers see them).
    void standardOutputRead(const QByteArray &bytes);
    void standardErrorRead(const QByteArray &bytes);
    void finished(const ptq::ProcessResult &result);

private:
    /// The QProcess of the next start: made now unless one is waiting unstarted (pipe()).
    QProcess *nextProcess();
    void read(bool errorChannel);
    void stop(ProcessResult::Ending ending);
    void onFinished(int code, bool crashed);
    void onFailedToStart();
    void flushLines();
    void finish(ProcessResult result);
    QString messageFor(const ProcessResult &result) const;

    QProcess *m_process = nullptr;
    QTimer *m_timeout;
    QTimer *m_kill;
    QString m_program;
    QStringList m_arguments;
    QList<qsizetype> m_secretArguments;
    SecretRedactor m_redactor;
    QProcessEnvironment m_base;
    QList<std::pair<QString, std::optional<QString>>> m_changes;
    Locale m_locale = Locale::C;
    QString m_workingDirectory;
    Channels m_channels = Channels::Separate;
    int m_timeoutMs = 0;
    int m_graceMs = kDefaultGraceMs;
    int m_leftoverGraceMs = -1; ///< -1: m_graceMs
    int m_nice = 0;
    qsizetype m_captureLimit = kDefaultCaptureLimit;
    QByteArray m_input;
    bool m_keepInputOpen = false;
    bool m_discardOutput = false;
    bool m_pipedIn = false;
    bool m_fresh = false; ///< m_process was made for the next start and has not started
    LineHandler m_outLines;
    LineHandler m_errLines;
    LineSplitter m_outSplitter;
    LineSplitter m_errSplitter;
    QByteArray m_out;
    QByteArray m_err;
    bool m_truncated = false;
    std::optional<ProcessResult::Ending> m_stopping; ///< why we are ending it (TimedOut, Cancelled)
    int m_group = 0;    ///< the group of the running or last leader, while it may have members
    int m_leftover = 0; ///< a finished leader's group whose leftovers get SIGKILL after the grace
    QElapsedTimer m_clock;
};

} // namespace ptq

Q_DECLARE_METATYPE(ptq::ProcessResult)
