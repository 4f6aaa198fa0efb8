#include "plan/quarkcliprobe.h"

#include "artifacts/filecache.h"
#include "logcategories.h"
#include "plan/helpparser.h"
#include "plan/knownrelease.h"
#include "plan/quarkapi.h"
#include "process/toolprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QStandardPaths>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <sys/resource.h>
#include <cerrno>
#include <algorithm>
#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QuarkCliProbe::QuarkCliProbe(QObject *parent)
    : QObject(parent), m_timer(new QTimer(this)), m_environment(QProcessEnvironment::systemEnvironment())
{
    m_timer->setSingleShot(true);
    m_cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/quark-help"_s;
    m_knowledgeDir = KnownReleases::builtInDir();
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!m_process && !m_apiPending)
            return;
        stopProcess();
        if (m_apiPending) {
            CliCapabilities caps = *m_apiPending;
            caps.apiError = tr("the Quark API did not answer within %1 seconds").arg(m_timeoutMs / 1000);
            finish(caps);
            return;
        }
        finish(Error{Error::Code::NetworkTimeout,
                     tr("\"%1 torch-llm-ptq --help\" did not answer within %2 seconds; it was stopped.")
                         .arg(m_executable)
                         .arg(m_timeoutMs / 1000)});
    });
}

QuarkCliProbe::~QuarkCliProbe() = default; // a process still running is killed with its group (~ToolProcess)

QString QuarkCliProbe::findQuarkCli(const QString &pythonPrefix, const QProcessEnvironment &env)
{
    if (!pythonPrefix.isEmpty()) {
        const QString candidate = QDir(pythonPrefix).filePath(u"bin/quark-cli"_s);
        return QFileInfo(candidate).isExecutable() ? candidate : QString();
    }
    const QStringList path = env.value(u"PATH"_s).split(u':', Qt::SkipEmptyParts);
    return QStandardPaths::findExecutable(u"quark-cli"_s, path);
}

bool QuarkCliProbe::isRunning() const
{
    return m_process != nullptr || m_apiPending.has_value() || m_pending;
}

QString QuarkCliProbe::cacheKey(const QString &executable)
{
    const QFileInfo info(executable);
    const QByteArray key = info.canonicalFilePath().toUtf8() + '|' + QByteArray::number(info.lastModified().toMSecsSinceEpoch())
        + '|' + QByteArray::number(info.size());
    return QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(32));
}

QString QuarkCliProbe::apiCachePath(const QString &cacheDir, const QString &python, const QString &executable)
{
    // Per interpreter and per quark-cli (path, modification time, size): a changed environment asks again.
    return cacheDir + u'/' + cacheKey(python) + u'-' + cacheKey(executable) + u".api.txt"_s;
}

QuarkCliProbe::DiskFacts QuarkCliProbe::readDisk(const QString &executable, const QString &cacheDir)
{
    DiskFacts f;
    f.executable = !executable.isEmpty() && QFileInfo(executable).isExecutable();
    if (!f.executable)
        return f;
    f.helpCachePath = cacheDir + u'/' + cacheKey(executable) + u".txt"_s;
    f.cachedHelp = FileCache::read(f.helpCachePath);
    f.python = QuarkApi::interpreterOf(executable);
    if (!f.python.isEmpty()) {
        f.apiCachePath = apiCachePath(cacheDir, f.python, executable);
        f.cachedApi = FileCache::read(f.apiCachePath);
    }
    f.scriptPython = QuarkApi::scriptInterpreterOf(executable);
    if (!f.scriptPython.isEmpty()) {
        f.scriptApiCachePath = apiCachePath(cacheDir, f.scriptPython, executable);
        f.scriptApiCached = f.scriptApiCachePath == f.apiCachePath ? !f.cachedApi.isEmpty()
                                                                   : !FileCache::read(f.scriptApiCachePath).isEmpty();
    }
    return f;
}

// The caches' reads and writes run on FileCache::queue(), one at a time and in order: a probe
// that starts after an answer was cached reads that answer.
void QuarkCliProbe::writeCache(const QString &path, const QByteArray &bytes)
{
    m_wroteCache = true; // finish() answers once this is on disk
    FileCache::writeInBackground(path, bytes);
}

void QuarkCliProbe::probe(const QString &executable)
{
    cancel();
    m_background = false;
    m_executable = executable;
    m_facts = DiskFacts();
    m_wroteCache = false;
    // Until the disk has answered: not idle, no process yet.
    m_pending = true;
    auto *watcher = new QFutureWatcher<DiskFacts>(this);
    connect(watcher, &QFutureWatcher<DiskFacts>::finished, this, [this, watcher, generation = m_generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // cancelled, or asked again, in the meantime
        m_pending = false;
        probeWith(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(FileCache::queue(), [executable, dir = m_cacheDir] { return readDisk(executable, dir); }));
}

void QuarkCliProbe::probeWith(const DiskFacts &facts)
{
    m_facts = facts;
    if (!facts.executable) {
        finish(Error{Error::Code::NotFound, m_executable.isEmpty() ? tr("quark-cli was not found on PATH.")
                                                                   : tr("%1 is not an executable quark-cli.").arg(m_executable)});
        return;
    }
    recognize(m_executable);
    qCDebug(lcProbe).noquote() << "probing" << m_executable << (facts.cachedHelp.isEmpty() ? "(no cached --help)" : "(--help cached)")
                               << (facts.scriptPython.isEmpty() ? u""_s : u"through its Python "_s + facts.scriptPython);
    if (!facts.cachedHelp.isEmpty()) {
        if (Result<QuarkHelp> help = QuarkHelpParser::parse(facts.cachedHelp); help) {
            askApi(QuarkHelpParser::capabilities(*help, m_executable));
            return;
        }
    }
    // A Python console script (what pip writes) answers both questions in one process, so that
    // torch and quark are imported once; anything else gets two processes at the same time.
    if (!facts.scriptPython.isEmpty() && !facts.scriptApiCached) {
        startTogether(facts.scriptPython, facts.helpCachePath);
        return;
    }
    startApi();
    startHelp(facts.helpCachePath);
}

void QuarkCliProbe::recognize(const QString &executable)
{
    if (m_knowledgeDir.isEmpty())
        return;
    // Milliseconds of file reads (a RECORD, a few sources hashed), but not on the caller's thread.
    auto *watcher = new QFutureWatcher<Result<KnownReleaseMatch>>(this);
    connect(watcher, &QFutureWatcher<Result<KnownReleaseMatch>>::finished, this, [this, watcher, generation = m_generation] {
        watcher->deleteLater();
        const Result<KnownReleaseMatch> match = watcher->result();
        // Only while this probe still runs: a real answer that came first (a cached one) stands.
        if (generation != m_generation || !isRunning() || !match)
            return;
        // From here the probe only confirms what page 2 already shows: it yields the CPU to what
        // the user waits for (page 3's environment check, started at the same moment).
        m_background = true;
        for (ToolProcess *process : {m_process, m_apiProcess})
            if (process && process->processId() > 0)
                lowerPriority(process->processId());
        qCDebug(lcProbe).noquote() << "answered from the shipped knowledge of amd-quark" << match->version << "; the real probe confirms";
        emit answeredFromKnowledge(match->capabilities);
    });
    watcher->setFuture(QtConcurrent::run([executable, dir = m_knowledgeDir] { return KnownReleases::recognize(executable, dir); }));
}

void QuarkCliProbe::startHelp(const QString &cachePath)
{
    m_process = newProcess(true);
    m_process->setProgram(m_executable, {u"torch-llm-ptq"_s, u"--help"_s});
    connect(m_process, &ToolProcess::finished, this, [this, cachePath](const ProcessResult &result) {
        m_timer->stop();
        std::exchange(m_process, nullptr)->deleteLater();
        if (!result.ran()) {
            finish(Error{Error::Code::Unreadable, tr("%1 could not be started: %2").arg(m_executable, result.errorString)});
            return;
        }
        helpAnswered(result.standardOutput, QByteArray(), result, cachePath);
    });
    m_timer->start(m_timeoutMs);
    m_process->start();
}

void QuarkCliProbe::startTogether(const QString &python, const QString &cachePath)
{
    m_process = newProcess(false);
    m_process->setProgram(python, {u"-c"_s, QuarkApi::probeAndRunScript(), m_executable, u"torch-llm-ptq"_s, u"--help"_s});
    connect(m_process, &ToolProcess::finished, this, [this, python, cachePath](const ProcessResult &result) {
        m_timer->stop();
        std::exchange(m_process, nullptr)->deleteLater();
        if (!result.ran()) {
            finish(Error{Error::Code::Unreadable, tr("%1 could not be started: %2").arg(python, result.errorString)});
            return;
        }
        const QByteArray &output = result.standardOutput;
        const QByteArray marker = QByteArray(QuarkApi::kHelpMarker) + '\n';
        qsizetype at = output.startsWith(marker) ? 0 : output.indexOf('\n' + marker);
        if (at > 0)
            ++at;
        m_apiAnswer = ApiAnswer{at < 0 ? output : output.left(at), result.standardError, QString()};
        if (QuarkApi::parse(m_apiAnswer->output))
            writeCache(apiCachePath(m_cacheDir, python, m_executable), m_apiAnswer->output);
        if (at < 0) {
            // The API half ended the process before the help began (a crash in an import, say):
            // the help is asked on its own, and the API's failure is reported beside it.
            startHelp(cachePath);
            return;
        }
        helpAnswered(output.mid(at + marker.size()), result.standardError, result, cachePath);
    });
    m_timer->start(m_timeoutMs);
    m_process->start();
}

void QuarkCliProbe::helpAnswered(const QByteArray &output, const QByteArray &errors, const ProcessResult &ended,
                                 const QString &cachePath)
{
    const QString command = u"%1 torch-llm-ptq --help"_s.arg(m_executable);
    if (!ended.succeeded()) {
        // A crash reports its signal where the exit code would be.
        const int exitCode = ended.ending == ProcessResult::Ending::Exited ? ended.exitCode : ended.signal;
        const QByteArray said = errors.trimmed().isEmpty() ? output : errors;
        const QString tail = QString::fromUtf8(said).trimmed().section(u'\n', -3);
        finish(Error{Error::Code::Invalid, tr("\"%1\" failed (exit %2): %3").arg(command).arg(exitCode).arg(tail)});
        return;
    }
    Result<QuarkHelp> help = QuarkHelpParser::parse(output);
    if (!help) {
        finish(Error{Error::Code::Malformed, tr("\"%1\" printed something that is not its help: %2")
                                                 .arg(command, help.error().message)});
        return;
    }
    writeCache(cachePath, output);
    askApi(QuarkHelpParser::capabilities(*help, m_executable));
}

namespace {

/// kBackgroundNice below where the process runs now, at most 19: a probe of an app that itself
/// runs niced stays below it, never above (an absolute 10 would raise it, for root).
void lowerBy(id_t who, int by)
{
    errno = 0;
    const int now = ::getpriority(PRIO_PROCESS, who);
    if (errno == 0)
        (void)::setpriority(PRIO_PROCESS, who, std::min(now + by, 19));
}

} // namespace

ToolProcess *QuarkCliProbe::newProcess(bool mergedChannels)
{
    // The C locale (ToolProcess's) for stable messages, unbuffered Python, and a wide terminal so
    // that argparse does not wrap the help. Stopped, it is killed at once: it was only asked.
    auto *process = new ToolProcess(this);
    process->setEnvironment(m_environment);
    process->insertEnvironment(u"PYTHONUNBUFFERED"_s, u"1"_s);
    process->insertEnvironment(u"COLUMNS"_s, u"200"_s);
    process->setChannels(mergedChannels ? ToolProcess::Channels::Merged : ToolProcess::Channels::Separate);
    process->setGraceMs(0);
    if (m_background)
        process->setNiceIncrement(kBackgroundNice);
    return process;
}

void QuarkCliProbe::lowerPriority(qint64 pid)
{
    // Linux sets the niceness of the one thread whose id is @p pid: the interpreter's main
    // thread, milliseconds after its start, before torch's import starts its thread pools (which
    // inherit it). Failing is harmless: the confirmation then competes as before.
    lowerBy(id_t(pid), kBackgroundNice);
}


void QuarkCliProbe::startApi()
{
    // The API question imports quark (and torch) as --help does: both run at once, so the user
    // waits for the slower of the two, not for their sum (when quark-cli is no Python script
    // that could answer both in one process).
    const QString python = m_facts.python;
    if (python.isEmpty() || m_apiProcess || m_apiAnswer)
        return;
    const QString cachePath = m_facts.apiCachePath;
    if (!m_facts.cachedApi.isEmpty())
        return; // askApi() answers from the cache
    m_apiProcess = newProcess(false);
    m_apiProcess->setProgram(python, {u"-c"_s, QuarkApi::probeScript()});
    connect(m_apiProcess, &ToolProcess::finished, this, [this, cachePath](const ProcessResult &result) {
        std::exchange(m_apiProcess, nullptr)->deleteLater();
        m_apiAnswer = result.ran() ? ApiAnswer{result.standardOutput, result.standardError, QString()}
                                   : ApiAnswer{QByteArray(), QByteArray(), result.errorString};
        if (result.ran() && QuarkApi::parse(m_apiAnswer->output))
            writeCache(cachePath, m_apiAnswer->output);
        apiAnswered();
    });
    m_apiProcess->start();
}

void QuarkCliProbe::apiAnswered()
{
    if (!m_apiPending)
        return; // --help is still running; askApi() takes the answer
    CliCapabilities caps = *m_apiPending;
    m_timer->stop();
    const ApiAnswer answer = *m_apiAnswer;
    if (!answer.startError.isEmpty()) {
        caps.apiError = answer.startError;
        finish(caps);
        return;
    }
    Result<QuarkApiFacts> facts = QuarkApi::parse(answer.output);
    if (!facts) {
        const QString tail = QString::fromUtf8(answer.errors).trimmed().section(u'\n', -1);
        caps.apiError = tail.isEmpty() ? facts.error().message : facts.error().message + u" "_s + tail;
        finish(caps);
        return;
    }
    QuarkApi::apply(caps, *facts);
    finish(caps);
}

void QuarkCliProbe::askApi(CliCapabilities caps)
{
    // Scheme names are no argparse choices, and algorithm support depends on the model type:
    // the seed says to ask the installed Quark API for those, in the same Python environment.
    const QString python = m_facts.python;
    if (python.isEmpty()) {
        caps.apiError = tr("no Python interpreter found for %1").arg(m_executable);
        finish(caps);
        return;
    }
    if (!m_apiProcess && !m_apiAnswer) {
        if (const QByteArray &cached = m_facts.cachedApi; !cached.isEmpty()) {
            if (Result<QuarkApiFacts> facts = QuarkApi::parse(cached); facts) {
                QuarkApi::apply(caps, *facts);
                finish(caps);
                return;
            }
        }
        startApi();
    }
    m_apiPending = caps;
    if (m_apiAnswer) {
        apiAnswered();
        return;
    }
    m_timer->start(m_timeoutMs);
}

void QuarkCliProbe::stopProcess()
{
    // No waiting on this thread: a killed process is reaped when it has gone.
    for (ToolProcess **process : {&m_process, &m_apiProcess}) {
        if (!*process)
            continue;
        (*process)->disconnect(this);
        connect(*process, &ToolProcess::finished, *process, &QObject::deleteLater);
        (*process)->cancel();
        *process = nullptr;
    }
}

void QuarkCliProbe::cancel()
{
    // A cached answer still on its way (a queued call) is dropped like a running process: only
    // the newest probe() ever answers, and only one process is ever ours.
    ++m_generation;
    if (!isRunning())
        return;
    m_pending = false;
    m_timer->stop();
    stopProcess();
    finish(Error{Error::Code::Cancelled, tr("Cancelled.")});
}

void QuarkCliProbe::finish(const Result<CliCapabilities> &result)
{
    if (result)
        qCDebug(lcProbe).noquote() << "answered:" << result->schemes.size() << "schemes";
    else
        qCDebug(lcProbe).noquote() << "failed:" << result.error().message;
    stopProcess(); // an API question still running after --help failed is not needed any more
    m_apiPending.reset();
    m_apiAnswer.reset();
    if (!std::exchange(m_wroteCache, false)) {
        emit finished(result);
        return;
    }
    // What the processes answered is on disk before the answer goes out: the cache thread runs
    // its tasks in order, so an empty one queued after the writes ends after them. Until then
    // the probe counts as running (a cancel() answers Cancelled and drops this answer).
    m_pending = true;
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, result, generation = m_generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_pending = false;
        emit finished(result);
    });
    watcher->setFuture(QtConcurrent::run(FileCache::queue(), [] {}));
}

} // namespace ptq
