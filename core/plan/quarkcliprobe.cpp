#include "plan/quarkcliprobe.h"

#include "artifacts/artifactio.h"
#include "plan/helpparser.h"
#include "plan/quarkapi.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QMutex &cacheMutex()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, QByteArray> &memoryCache()
{
    static QHash<QString, QByteArray> cache;
    return cache;
}

} // namespace

QuarkCliProbe::QuarkCliProbe(QObject *parent)
    : QObject(parent), m_timer(new QTimer(this)), m_environment(QProcessEnvironment::systemEnvironment())
{
    m_timer->setSingleShot(true);
    m_cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/quark-help"_s;
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!m_process)
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

QuarkCliProbe::~QuarkCliProbe()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
    }
}

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
    return m_process != nullptr;
}

QString QuarkCliProbe::cacheKey(const QString &executable) const
{
    const QFileInfo info(executable);
    const QByteArray key = info.canonicalFilePath().toUtf8() + '|' + QByteArray::number(info.lastModified().toMSecsSinceEpoch())
        + '|' + QByteArray::number(info.size());
    return QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(32));
}

void QuarkCliProbe::probe(const QString &executable)
{
    cancel();
    m_executable = executable;
    if (executable.isEmpty() || !QFileInfo(executable).isExecutable()) {
        QTimer::singleShot(0, this, [this, executable] {
            finish(Error{Error::Code::NotFound, executable.isEmpty()
                                                    ? tr("quark-cli was not found on PATH.")
                                                    : tr("%1 is not an executable quark-cli.").arg(executable)});
        });
        return;
    }
    const QString cachePath = m_cacheDir + u'/' + cacheKey(executable) + u".txt"_s;
    if (const QByteArray cached = readCache(cachePath); !cached.isEmpty()) {
        Result<QuarkHelp> help = QuarkHelpParser::parse(cached);
        if (help) {
            const CliCapabilities caps = QuarkHelpParser::capabilities(*help, executable);
            QTimer::singleShot(0, this, [this, caps] { askApi(caps); });
            return;
        }
    }

    m_process = new QProcess(this);
    QProcessEnvironment env = m_environment;
    env.insert(u"LC_ALL"_s, u"C"_s);
    env.insert(u"PYTHONUNBUFFERED"_s, u"1"_s);
    env.insert(u"COLUMNS"_s, u"200"_s);
    m_process->setProcessEnvironment(env);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || !m_process)
            return;
        const QString message = m_process->errorString();
        m_process->deleteLater();
        m_process = nullptr;
        m_timer->stop();
        finish(Error{Error::Code::Unreadable, tr("%1 could not be started: %2").arg(m_executable, message)});
    });
    connect(m_process, &QProcess::finished, this, [this, cachePath](int exitCode, QProcess::ExitStatus status) {
        m_timer->stop();
        const QByteArray output = m_process->readAll();
        m_process->deleteLater();
        m_process = nullptr;
        const QString command = u"%1 torch-llm-ptq --help"_s.arg(m_executable);
        if (status != QProcess::NormalExit || exitCode != 0) {
            const QString tail = QString::fromUtf8(output).trimmed().section(u'\n', -3);
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
    });
    m_timer->start(m_timeoutMs);
    m_process->start(executable, {u"torch-llm-ptq"_s, u"--help"_s});
}

QByteArray QuarkCliProbe::readCache(const QString &path)
{
    {
        QMutexLocker lock(&cacheMutex());
        if (const QByteArray cached = memoryCache().value(path); !cached.isEmpty())
            return cached;
    }
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(4 << 20) : QByteArray();
}

void QuarkCliProbe::writeCache(const QString &path, const QByteArray &bytes)
{
    {
        QMutexLocker lock(&cacheMutex());
        memoryCache().insert(path, bytes);
    }
    if (QDir().mkpath(QFileInfo(path).absolutePath()))
        (void)ArtifactIo::writeAtomically(path, bytes); // a cache: best effort
}

void QuarkCliProbe::askApi(CliCapabilities caps)
{
    // Scheme names are no argparse choices, and algorithm support depends on the model type:
    // the seed says to ask the installed Quark API for those, in the same Python environment.
    const QString python = QuarkApi::interpreterOf(m_executable);
    if (python.isEmpty()) {
        caps.apiError = tr("no Python interpreter found for %1").arg(m_executable);
        finish(caps);
        return;
    }
    // Per interpreter and per quark-cli (path, modification time, size): a changed environment asks again.
    const QString cachePath = m_cacheDir + u'/' + cacheKey(python) + u'-' + cacheKey(m_executable) + u".api.txt"_s;
    if (const QByteArray cached = readCache(cachePath); !cached.isEmpty()) {
        if (Result<QuarkApiFacts> facts = QuarkApi::parse(cached); facts) {
            QuarkApi::apply(caps, *facts);
            finish(caps);
            return;
        }
    }
    m_process = new QProcess(this);
    QProcessEnvironment env = m_environment;
    env.insert(u"LC_ALL"_s, u"C"_s);
    env.insert(u"PYTHONUNBUFFERED"_s, u"1"_s);
    m_process->setProcessEnvironment(env);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::errorOccurred, this, [this, caps](QProcess::ProcessError error) mutable {
        if (error != QProcess::FailedToStart || !m_process)
            return;
        caps.apiError = m_process->errorString();
        m_process->deleteLater();
        m_process = nullptr;
        m_timer->stop();
        finish(caps);
    });
    connect(m_process, &QProcess::finished, this, [this, caps, cachePath](int, QProcess::ExitStatus) mutable {
        m_timer->stop();
        const QByteArray output = m_process->readAllStandardOutput();
        const QByteArray errors = m_process->readAllStandardError();
        m_process->deleteLater();
        m_process = nullptr;
        Result<QuarkApiFacts> facts = QuarkApi::parse(output);
        if (!facts) {
            const QString tail = QString::fromUtf8(errors).trimmed().section(u'\n', -1);
            caps.apiError = tail.isEmpty() ? facts.error().message : facts.error().message + u" "_s + tail;
            finish(caps);
            return;
        }
        writeCache(cachePath, output);
        QuarkApi::apply(caps, *facts);
        finish(caps);
    });
    m_apiPending = caps;
    m_timer->start(m_timeoutMs);
    m_process->start(python, {u"-c"_s, QuarkApi::probeScript()});
}

void QuarkCliProbe::stopProcess()
{
    // No waiting on this thread: the killed process is reaped when it has gone.
    m_process->disconnect(this);
    connect(m_process, &QProcess::finished, m_process, &QObject::deleteLater);
    m_process->kill();
    m_process = nullptr;
}

void QuarkCliProbe::cancel()
{
    if (!m_process)
        return;
    m_timer->stop();
    stopProcess();
    finish(Error{Error::Code::Cancelled, tr("Cancelled.")});
}

void QuarkCliProbe::finish(const Result<CliCapabilities> &result)
{
    m_apiPending.reset();
    emit finished(result);
}

} // namespace ptq
