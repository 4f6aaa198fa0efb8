#include "host/gpumonitor.h"

#include "logcategories.h"
#include "process/toolprocess.h"

#include <QDebug>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

GpuMonitor::GpuMonitor(QObject *parent)
    : QObject(parent),
      m_env(QProcessEnvironment::systemEnvironment()),
      m_timer(new QTimer(this)),
      m_restart(new QTimer(this)),
      m_watchdog(new QTimer(this)),
      m_settle(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &GpuMonitor::poll);
    m_restart->setSingleShot(true);
    connect(m_restart, &QTimer::timeout, this, &GpuMonitor::startLoop);
    m_watchdog->setSingleShot(true);
    connect(m_watchdog, &QTimer::timeout, this, &GpuMonitor::onLoopSilent);
    m_settle->setSingleShot(true);
    connect(m_settle, &QTimer::timeout, this, &GpuMonitor::flushGroup);
}

GpuMonitor::~GpuMonitor()
{
    // Not waited for: each process, no longer ours, deletes itself once it has ended.
    retire(std::exchange(m_process, nullptr), false);
    retire(std::exchange(m_loop, nullptr), false);
}

QString GpuMonitor::start(int intervalMs)
{
    stop();
    const QStringList path = m_env.value(u"PATH"_s).split(u':', Qt::SkipEmptyParts);
    m_tool.clear();
    m_loopArguments.clear();
    m_intervalMs = std::max(intervalMs, 1);
    for (const GpuParsers::SampleTool &tool : GpuParsers::sampleTools()) {
        const QString program = QStandardPaths::findExecutable(tool.name, path);
        if (program.isEmpty())
            continue;
        m_tool = tool.name;
        m_program = program;
        m_arguments = tool.arguments;
        // rocm-smi has no loop mode; amd-smi's --watch counts whole seconds.
        if (m_tool == u"nvidia-smi"_s)
            m_loopArguments = m_arguments + QStringList{u"-lms"_s, QString::number(m_intervalMs)};
        else if (m_tool == u"amd-smi"_s)
            m_loopArguments = m_arguments + QStringList{u"--watch"_s, QString::number(std::max(1, (m_intervalMs + 500) / 1000))};
        break;
    }
    if (m_tool.isEmpty()) {
        qCDebug(lcGpu) << "no nvidia-smi, amd-smi or rocm-smi on PATH: no VRAM panel";
        return {};
    }
    qCDebug(lcGpu).noquote() << "polling" << m_program << "every" << m_intervalMs << "ms" << (m_loopArguments.isEmpty() ? "(a process each time)" : "(one process, its loop mode)");
    m_active = true;
    if (!m_loopArguments.isEmpty()) {
        startLoop();
    } else {
        m_timer->start(m_intervalMs);
        poll();
    }
    return m_tool;
}

void GpuMonitor::stop()
{
    m_active = false;
    m_looping = false;
    m_timer->stop();
    m_restart->stop();
    m_watchdog->stop();
    m_settle->stop();
    retire(std::exchange(m_loop, nullptr), true);
    m_pending.clear();
    m_group.clear();
}

qint64 GpuMonitor::loopProcessId() const
{
    return m_loop ? m_loop->processId() : 0;
}

QProcessEnvironment GpuMonitor::toolEnvironment() const
{
    QProcessEnvironment env = m_env;
    env.insert(u"LC_ALL"_s, u"C"_s);
    env.insert(u"PYTHONUNBUFFERED"_s, u"1"_s); // amd-smi is Python: a sample per interval, not per 8 KiB
    return env;
}

void GpuMonitor::retire(ToolProcess *process, bool graceful)
{
    if (!process)
        return;
    process->disconnect();
    if (!process->isRunning()) {
        process->deleteLater();
        return;
    }
    // Unparented, it outlives the monitor and is deleted once it has ended: no blocking wait, and
    // no "destroyed while still running". SIGTERM to its group, SIGKILL 2 s later; or SIGKILL now.
    process->setParent(nullptr);
    QObject::connect(process, &ToolProcess::finished, process, &QObject::deleteLater);
    process->setGraceMs(graceful ? 2000 : 0);
    process->cancel();
}

void GpuMonitor::startLoop()
{
    if (!m_active || m_loop)
        return;
    m_looping = true;
    m_loopSamples = 0;
    m_pending.clear();
    m_group.clear();
    m_loop = new ToolProcess(this);
    m_loop->setEnvironment(toolEnvironment());
    m_loop->setCaptureLimit(0); // read as it comes (stderr is dropped)
    m_loop->setProgram(m_program, m_loopArguments);
    connect(m_loop, &ToolProcess::standardOutputRead, this, &GpuMonitor::onLoopOutput);
    auto ended = [this](const QString &why) {
        retire(std::exchange(m_loop, nullptr), false);
        m_watchdog->stop();
        flushGroup();
        if (!m_active)
            return;
        if (m_loopSamples == 0) {
            // Ended without a single sample: a build of the tool that refuses -lms or --watch (or
            // cannot loop) exits at once, every time. One run per sample instead, as for rocm-smi.
            fallBackToPolling(tr("%1 ended in its loop mode before its first reading; it is now run once per sample.").arg(m_tool));
            return;
        }
        emit pollFailed(why);
        m_restart->start(m_intervalMs); // not at once: a tool that fails at start must not spin
    };
    connect(m_loop, &ToolProcess::finished, this, [this, ended](const ProcessResult &result) {
        if (!result.ran())
            ended(tr("%1 could not be started.").arg(m_program));
        else
            ended(result.ending == ProcessResult::Ending::Exited
                      ? tr("%1 stopped (exit %2); it is started again.").arg(m_tool).arg(result.exitCode)
                      : tr("%1 stopped (it crashed or was killed); it is started again.").arg(m_tool));
    });
    // A loop that prints nothing for three intervals (and at least three seconds) is stuck.
    m_watchdog->start(std::max(3000, 3 * m_intervalMs) + (m_tool == u"amd-smi"_s ? 3000 : 0));
    m_loop->start();
}

void GpuMonitor::onLoopOutput(const QByteArray &bytes)
{
    if (!m_loop)
        return;
    m_pending += bytes;
    if (m_tool == u"nvidia-smi"_s) {
        for (const QByteArray &line : GpuParsers::takeLines(m_pending))
            collect(GpuParsers::parseNvidiaSmi(line));
    } else {
        for (const QByteArray &value : GpuParsers::takeJsonValues(m_pending))
            collect(GpuParsers::parseAmdSmi(value));
    }
    if (m_pending.size() > (4 << 20))
        m_pending.clear(); // no sample is that long: junk, not a reading
}

void GpuMonitor::collect(const QList<GpuSample> &readings)
{
    for (const GpuSample &s : readings) {
        // A GPU seen again starts the next sample.
        if (std::any_of(m_group.cbegin(), m_group.cend(), [&s](const GpuSample &g) { return g.index == s.index; }))
            flushGroup();
        m_group.append(s);
    }
    if (m_group.isEmpty())
        return;
    if (m_groupSize > 0 && m_group.size() >= m_groupSize)
        flushGroup();
    else // the first sample, or GPUs came and went: wait briefly for the rest of it
        m_settle->start(std::min(200, std::max(10, m_intervalMs / 4)));
}

void GpuMonitor::flushGroup()
{
    m_settle->stop();
    if (m_group.isEmpty())
        return;
    QList<GpuSample> sample = std::exchange(m_group, {});
    std::sort(sample.begin(), sample.end(), [](const GpuSample &a, const GpuSample &b) { return a.index < b.index; });
    m_groupSize = sample.size();
    ++m_loopSamples;
    if (m_loop)
        m_watchdog->start();
    emit samplesReceived(sample);
}

void GpuMonitor::onLoopSilent()
{
    if (!m_loop)
        return;
    retire(std::exchange(m_loop, nullptr), false);
    if (m_loopSamples == 0 && m_tool == u"amd-smi"_s) {
        // Some amd-smi releases print nothing in JSON watch mode: one run per sample instead.
        fallBackToPolling({});
        return;
    }
    emit pollFailed(tr("%1 gave no readings for %2 s; it is started again.").arg(m_tool).arg(m_watchdog->interval() / 1000));
    startLoop();
}

void GpuMonitor::fallBackToPolling(const QString &why)
{
    qCDebug(lcGpu).noquote() << "loop mode given up, polling instead:" << why;
    m_looping = false;
    m_restart->stop();
    if (!why.isEmpty())
        emit pollFailed(why);
    m_timer->start(m_intervalMs);
    poll();
}

void GpuMonitor::poll()
{
    if (m_process)
        return; // the previous poll is still running: skip rather than pile up
    m_process = new ToolProcess(this);
    m_process->setEnvironment(toolEnvironment());
    m_process->setTimeoutMs(qMax(3000, m_timer->interval() * 3));
    m_process->setGraceMs(0);
    m_process->setProgram(m_program, m_arguments);
    connect(m_process, &ToolProcess::finished, this, [this](const ProcessResult &result) {
        retire(std::exchange(m_process, nullptr), false);
        if (!result.ran()) {
            emit pollFailed(tr("%1 could not be started.").arg(m_program));
            return;
        }
        const QByteArray &out = result.standardOutput;
        const QList<GpuSample> samples = GpuParsers::parseSamples(m_tool, out);
        if (samples.isEmpty() || result.ending != ProcessResult::Ending::Exited) {
            const int code = result.ending == ProcessResult::Ending::Exited ? result.exitCode : result.signal;
            emit pollFailed(tr("%1 gave no readings (exit %2).").arg(m_tool).arg(code));
            return;
        }
        emit samplesReceived(samples);
    });
    m_process->start();
}

QDebug operator<<(QDebug debug, const GpuSample &s)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "GpuSample(" << s.index << ", " << s.name << ", " << s.usedMiB << '/' << s.totalMiB << " MiB, "
                    << s.utilization << "%)";
    return debug;
}

} // namespace ptq
