#include "host/acceleratorprobe.h"

#include "process/toolprocess.h"

#include <QFile>
#include <QFutureWatcher>
#include <QStandardPaths>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

AcceleratorProber::AcceleratorProber(QObject *parent) : QObject(parent), m_env(QProcessEnvironment::systemEnvironment()) {}

QString AcceleratorProber::rocmVersionFile(const QProcessEnvironment &env)
{
    const QString root = env.value(u"ROCM_PATH"_s, u"/opt/rocm"_s);
    return root + u"/.info/version"_s;
}

void AcceleratorProber::probe()
{
    m_answers = {};
    m_pending = 4;
    ask(u"nvidia-smi"_s, {}, [this](const QByteArray &out) { m_answers.nvidiaSmi = out; });
    ask(u"nvidia-smi"_s, {u"--query-gpu=driver_version"_s, u"--format=csv,noheader"_s},
        [this](const QByteArray &out) { m_answers.nvidiaSmiDriverCsv = out; });
    ask(u"amd-smi"_s, {u"version"_s}, [this](const QByteArray &out) { m_answers.amdSmiVersion = out; });
    auto *watcher = new QFutureWatcher<QByteArray>(this);
    connect(watcher, &QFutureWatcher<QByteArray>::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_answers.rocmInfoVersion = watcher->result();
        partDone();
    });
    watcher->setFuture(QtConcurrent::run([file = rocmVersionFile(m_env)] {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.read(4096) : QByteArray();
    }));
}

void AcceleratorProber::ask(const QString &tool, const QStringList &arguments, std::function<void(const QByteArray &)> done)
{
    const QString program = QStandardPaths::findExecutable(tool, m_env.value(u"PATH"_s).split(u':', Qt::SkipEmptyParts));
    if (program.isEmpty()) {
        QTimer::singleShot(0, this, [this] { partDone(); }); // not installed: no answer
        return;
    }
    // A tool that hangs is killed at the timeout (no grace: it was only asked a question).
    auto *process = new ToolProcess(this);
    process->setEnvironment(m_env);
    process->setTimeoutMs(m_timeoutMs);
    process->setGraceMs(0);
    process->setProgram(program, arguments);
    connect(process, &ToolProcess::finished, this, [this, process, done](const ProcessResult &result) {
        if (result.succeeded())
            done(result.standardOutput);
        process->deleteLater();
        partDone();
    });
    process->start();
}

void AcceleratorProber::partDone()
{
    if (--m_pending > 0)
        return;
    emit finished(AcceleratorDetection::detect(m_answers), m_answers);
}

} // namespace ptq
