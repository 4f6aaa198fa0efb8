#include "process/toolprocess.h"

#include "process/terminalsanitizer.h"

#include <QMetaObject>
#include <QProcess>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

/// SIGKILL or SIGTERM to the group @p group leads; to the process alone when it has no group
/// (yet): a cancel between fork and the child's setpgid.
void signalGroup(int group, int sig)
{
    if (group <= 0)
        return;
    if (::kill(-pid_t(group), sig) != 0)
        ::kill(pid_t(group), sig);
}

/// For a shown command: a word with spaces or quotes in single quotes.
QString quoted(const QString &word)
{
    static const QString plain = u"-_./=:,+@%"_s;
    const bool safe = !word.isEmpty() && std::all_of(word.cbegin(), word.cend(), [](QChar c) {
        return c.isLetterOrNumber() || plain.contains(c);
    });
    if (safe)
        return word;
    QString inner = word;
    return u'\'' + inner.replace(u"'"_s, u"'\\''"_s) + u'\'';
}

/// The last line worth showing of what a tool said: terminal sequences removed, at most 300 characters.
QString lastLine(const QByteArray &said)
{
    const QList<QByteArray> lines = TerminalSanitizer::clean(said, TerminalSanitizer::LineEnds::Keep).split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QString line = QString::fromUtf8(*it).trimmed();
        if (!line.isEmpty())
            return line.left(300);
    }
    return {};
}

} // namespace

ToolProcess::ToolProcess(QObject *parent)
    : QObject(parent), m_timeout(new QTimer(this)), m_kill(new QTimer(this)), m_base(QProcessEnvironment::systemEnvironment())
{
    qRegisterMetaType<ptq::ProcessResult>();
    m_timeout->setSingleShot(true);
    m_kill->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] { stop(ProcessResult::Ending::TimedOut); });
    connect(m_kill, &QTimer::timeout, this, [this] { signalGroup(m_group, SIGKILL); });
    // The guards cut a flood of output without a line end only where no secret can cross the cut.
    const auto guard = [this](const QByteArray &text, qsizetype limit) { return m_redactor.safeCut(text, limit); };
    m_outSplitter.setCutGuard(guard);
    m_errSplitter.setCutGuard(guard);
}

ToolProcess::~ToolProcess()
{
    if (isRunning()) {
        m_process->disconnect(this);
        signalGroup(m_group > 0 ? m_group : int(m_process->processId()), SIGKILL);
        m_process->waitForFinished(1000); // after SIGKILL: reaping, not waiting on work
    }
    if (m_leftover > 0)
        signalGroup(m_leftover, SIGKILL); // workers of a finished leader whose grace had not passed
}

void ToolProcess::setProgram(const QString &program, const QStringList &arguments)
{
    m_program = program;
    m_arguments = arguments;
}

void ToolProcess::insertEnvironment(const QString &name, const QString &value)
{
    m_changes.append({name, value});
}

void ToolProcess::removeEnvironment(const QString &name)
{
    m_changes.append({name, std::nullopt});
}

QProcessEnvironment ToolProcess::environment() const
{
    QProcessEnvironment env = m_base;
    if (m_locale == Locale::C)
        env.insert(u"LC_ALL"_s, u"C"_s);
    for (const auto &[name, value] : m_changes) {
        if (value)
            env.insert(name, *value);
        else
            env.remove(name);
    }
    return env;
}

bool ToolProcess::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 ToolProcess::processId() const
{
    return isRunning() ? m_process->processId() : 0;
}

QString ToolProcess::displayCommand(const QString &program, const QStringList &arguments,
                                    const QList<qsizetype> &secretArguments, const SecretRedactor &redactor)
{
    // Each word redacted before it is shortened: a secret cut in half would no longer be found.
    // A long one (a `python -c` script) is shown by its start.
    constexpr qsizetype kShown = 160;
    const auto shown = [&redactor](const QString &word) {
        const QString clean = redactor.redact(word);
        return quoted(clean.size() > kShown ? clean.left(kShown) + u'…' : clean);
    };
    QStringList words{shown(program)};
    for (qsizetype i = 0; i < arguments.size(); ++i)
        words.append(secretArguments.contains(i) ? QString::fromLatin1(SecretRedactor::kReplacement) : shown(arguments[i]));
    return redactor.redact(words.join(u' '));
}

QString ToolProcess::command() const
{
    return displayCommand(m_program, m_arguments, m_secretArguments, m_redactor);
}

QProcess *ToolProcess::nextProcess()
{
    if (m_process && m_fresh)
        return m_process;
    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
    }
    m_process = new QProcess(this);
    m_fresh = true;
    return m_process;
}

void ToolProcess::pipe(ToolProcess &from, ToolProcess &to)
{
    from.nextProcess()->setStandardOutputProcess(to.nextProcess());
    to.m_pipedIn = true;
}

void ToolProcess::closeStandardInput()
{
    if (isRunning())
        m_process->closeWriteChannel();
}

void ToolProcess::start()
{
    if (isRunning())
        return;
    nextProcess();
    m_fresh = false;
    m_out.clear();
    m_err.clear();
    m_truncated = false;
    m_stopping.reset();
    m_outSplitter = LineSplitter();
    m_errSplitter = LineSplitter();
    const auto guard = [this](const QByteArray &text, qsizetype limit) { return m_redactor.safeCut(text, limit); };
    m_outSplitter.setCutGuard(guard);
    m_errSplitter.setCutGuard(guard);
    m_process->setProcessEnvironment(environment());
    m_process->setProcessChannelMode(m_channels == Channels::Merged ? QProcess::MergedChannels : QProcess::SeparateChannels);
    if (!m_workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_workingDirectory);
    if (m_discardOutput)
        m_process->setStandardOutputFile(QProcess::nullDevice());
    // Its own process group, so that a cancel reaches the workers it starts; it dies with us
    // (parent-death signal), so that a killed PTQ Studio leaves no tool behind. Syscalls only:
    // this runs between fork and exec.
    m_process->setChildProcessModifier([parent = ::getpid(), nice = m_nice] {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) // the parent died before prctl took effect
            ::_exit(127);
        if (nice > 0) {
            errno = 0;
            const int now = ::getpriority(PRIO_PROCESS, 0);
            if (errno == 0)
                (void)::setpriority(PRIO_PROCESS, 0, std::min(now + nice, 19));
        }
    });
    connect(m_process, &QProcess::started, this, [this] {
        m_group = int(m_process->processId());
        if (m_timeoutMs > 0)
            m_timeout->start(m_timeoutMs);
        if (!m_pipedIn) {
            if (!m_input.isEmpty())
                m_process->write(m_input);
            if (!m_keepInputOpen)
                m_process->closeWriteChannel();
        }
        emit started();
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] { read(false); });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] { read(true); });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            onFailedToStart(); // a crash, the timeout's or a cancel's kill end in finished()
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        onFinished(code, status == QProcess::CrashExit);
    });
    m_clock.start();
    m_process->start(m_program, m_arguments, QIODevice::ReadWrite);
    if (const qint64 pid = m_process->processId(); pid > 0) {
        m_group = int(pid);
        (void)::setpgid(pid_t(pid), pid_t(pid)); // also here, so that a cancel right now reaches the group
    }
}

void ToolProcess::cancel()
{
    stop(ProcessResult::Ending::Cancelled);
}

void ToolProcess::stop(ProcessResult::Ending ending)
{
    if (!isRunning() || m_stopping)
        return;
    m_stopping = ending;
    m_timeout->stop();
    if (m_graceMs <= 0) {
        signalGroup(m_group, SIGKILL);
        return;
    }
    signalGroup(m_group, SIGTERM);
    m_kill->start(m_graceMs);
}

void ToolProcess::read(bool errorChannel)
{
    const QByteArray bytes = errorChannel ? m_process->readAllStandardError() : m_process->readAllStandardOutput();
    if (bytes.isEmpty())
        return;
    if (errorChannel)
        emit standardErrorRead(bytes);
    else
        emit standardOutputRead(bytes);
    QByteArray &kept = errorChannel ? m_err : m_out;
    const qsizetype room = std::max<qsizetype>(0, m_captureLimit - kept.size());
    kept.append(bytes.first(std::min(room, bytes.size())));
    m_truncated = m_truncated || bytes.size() > room;
    const LineHandler &handler = errorChannel ? m_errLines : m_outLines;
    if (handler) {
        for (const QByteArray &line : (errorChannel ? m_errSplitter : m_outSplitter).push(bytes))
            handler(line);
    }
}

void ToolProcess::flushLines()
{
    if (const QByteArray rest = m_outSplitter.flush(); m_outLines && !rest.isEmpty())
        m_outLines(rest);
    if (const QByteArray rest = m_errSplitter.flush(); m_errLines && !rest.isEmpty())
        m_errLines(rest);
}

void ToolProcess::onFinished(int code, bool crashed)
{
    m_timeout->stop();
    m_kill->stop();
    read(false);
    if (m_channels == Channels::Separate)
        read(true);
    flushLines();
    // The leader is gone; workers it forked go with it: SIGTERM to the group now, SIGKILL to
    // what is left after the grace period.
    const int leftoverGrace = m_leftoverGraceMs >= 0 ? m_leftoverGraceMs : m_graceMs;
    if (m_group > 0 && ::kill(-pid_t(m_group), SIGTERM) == 0) {
        if (leftoverGrace <= 0) {
            ::kill(-pid_t(m_group), SIGKILL);
        } else {
            m_leftover = m_group;
            QTimer::singleShot(leftoverGrace, this, [this, group = m_group] {
                if (group == m_leftover) {
                    ::kill(-pid_t(group), SIGKILL);
                    m_leftover = 0;
                }
            });
        }
    }
    m_group = 0;
    ProcessResult result;
    // On Unix Qt reports the terminating signal as the exit code of a crash exit.
    result.ending = m_stopping ? *m_stopping : crashed ? ProcessResult::Ending::Crashed : ProcessResult::Ending::Exited;
    result.exitCode = crashed ? -1 : code;
    result.signal = crashed ? code : 0;
    finish(std::move(result));
}

void ToolProcess::onFailedToStart()
{
    m_timeout->stop();
    m_group = 0;
    ProcessResult result;
    result.ending = ProcessResult::Ending::FailedToStart;
    result.errorString = m_redactor.redact(m_process->errorString());
    // Never from inside start(): whoever started it hears of it from the event loop.
    QMetaObject::invokeMethod(this, [this, result] { finish(result); }, Qt::QueuedConnection);
}

void ToolProcess::finish(ProcessResult result)
{
    result.standardOutput = std::exchange(m_out, {});
    result.standardError = std::exchange(m_err, {});
    result.truncated = m_truncated;
    result.command = command();
    result.elapsedMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    result.message = messageFor(result);
    emit finished(result);
}

QString ToolProcess::messageFor(const ProcessResult &result) const
{
    const QString said = m_redactor.redact(lastLine(result.standardError.isEmpty() ? result.standardOutput : result.standardError));
    switch (result.ending) {
    case ProcessResult::Ending::Exited:
        if (result.exitCode == 0)
            return {};
        return said.isEmpty() ? tr("%1 exited with code %2.").arg(result.command).arg(result.exitCode)
                              : tr("%1 exited with %2: %3").arg(result.command).arg(result.exitCode).arg(said);
    case ProcessResult::Ending::Crashed:
        return tr("%1 was killed by signal %2.").arg(result.command).arg(result.signal);
    case ProcessResult::Ending::FailedToStart:
        return tr("%1 could not be started: %2").arg(result.command, result.errorString);
    case ProcessResult::Ending::TimedOut:
        return tr("%1 did not finish within %2 s and was stopped.").arg(result.command).arg(std::max(1, m_timeoutMs / 1000));
    case ProcessResult::Ending::Cancelled:
        return tr("%1 was cancelled.").arg(result.command);
    }
    return {};
}

} // namespace ptq
