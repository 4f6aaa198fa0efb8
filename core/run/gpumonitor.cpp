#include "run/gpumonitor.h"
#include "run/jobwriter.h"

#include "artifacts/artifactio.h"
#include "logcategories.h"
#include "process/toolprocess.h"

#include <QDebug>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <utility>

#include <nlohmann/json.hpp>

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
    if (QString p = QStandardPaths::findExecutable(u"nvidia-smi"_s, path); !p.isEmpty()) {
        m_tool = u"nvidia-smi"_s;
        m_program = p;
        m_arguments = {u"--query-gpu=index,name,memory.used,memory.total,utilization.gpu"_s, u"--format=csv,noheader,nounits"_s};
        m_loopArguments = m_arguments + QStringList{u"-lms"_s, QString::number(m_intervalMs)};
    } else if (QString a = QStandardPaths::findExecutable(u"amd-smi"_s, path); !a.isEmpty()) {
        m_tool = u"amd-smi"_s;
        m_program = a;
        m_arguments = {u"metric"_s, u"--mem-usage"_s, u"--usage"_s, u"--json"_s};
        // --watch counts whole seconds.
        m_loopArguments = m_arguments + QStringList{u"--watch"_s, QString::number(std::max(1, (m_intervalMs + 500) / 1000))};
    } else if (QString r = QStandardPaths::findExecutable(u"rocm-smi"_s, path); !r.isEmpty()) {
        m_tool = u"rocm-smi"_s;
        m_program = r;
        m_arguments = {u"--showmeminfo"_s, u"vram"_s, u"--showuse"_s, u"--json"_s};
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
        QList<GpuSample> samples = m_tool == u"nvidia-smi"_s ? GpuParsers::parseNvidiaSmi(out)
            : m_tool == u"amd-smi"_s                          ? GpuParsers::parseAmdSmi(out)
                                                               : GpuParsers::parseRocmSmi(out);
        if (samples.isEmpty() || result.ending != ProcessResult::Ending::Exited) {
            const int code = result.ending == ProcessResult::Ending::Exited ? result.exitCode : result.signal;
            emit pollFailed(tr("%1 gave no readings (exit %2).").arg(m_tool).arg(code));
            return;
        }
        emit samplesReceived(samples);
    });
    m_process->start();
}

// ---- GpuTrace ---------------------------------------------------------------------------------

QDebug operator<<(QDebug debug, const GpuSample &s)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "GpuSample(" << s.index << ", " << s.name << ", " << s.usedMiB << '/' << s.totalMiB << " MiB, "
                    << s.utilization << "%)";
    return debug;
}

QDebug operator<<(QDebug debug, const GpuPeak &p)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "GpuPeak(" << p.index << ", " << p.name << ", " << p.peakUsedMiB << '/' << p.totalMiB << " MiB at "
                    << p.peakAtMs << " ms)";
    return debug;
}

namespace {

constexpr const char *kColumns[] = {"elapsed_ms", "gpu", "used_bytes", "total_bytes", "utilization_percent", "name"};

// The fields of one CSV line; a quoted field may hold commas and doubled quotes.
QList<QByteArray> csvFields(const QByteArray &line)
{
    QList<QByteArray> fields;
    QByteArray field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.append(std::exchange(field, {}));
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
}

qint64 csvInt(const QByteArray &field, bool *ok)
{
    if (field.isEmpty()) {
        *ok = true;
        return -1;
    }
    const qint64 v = field.toLongLong(ok);
    if (*ok && v < 0)
        *ok = false;
    return v;
}

} // namespace

QByteArray GpuTrace::header()
{
    QByteArray h;
    for (const char *c : kColumns)
        h += (h.isEmpty() ? "" : ",") + QByteArray(c);
    return h + '\n';
}

QByteArray GpuTrace::csvRow(qint64 elapsedMs, const GpuSample &s)
{
    auto num = [](qint64 v) { return v >= 0 ? QByteArray::number(v) : QByteArray(); };
    QByteArray name = s.name.toUtf8();
    name.replace('"', "\"\"");
    name.replace('\n', ' ');
    name.replace('\r', ' ');
    return QByteArray::number(std::max<qint64>(elapsedMs, 0)) + ',' + QByteArray::number(s.index) + ','
        + num(s.usedMiB >= 0 ? s.usedMiB * kMiB : -1) + ',' + num(s.totalMiB >= 0 ? s.totalMiB * kMiB : -1) + ','
        + num(s.utilization) + ",\"" + name + "\"\n";
}

GpuTrace::~GpuTrace()
{
    if (m_writer)
        return; // the writer's file: closed with the writer
    if (m_file.isOpen() && m_error.isEmpty() && !m_pending.isEmpty())
        ArtifactIo::writeAll(m_file, m_pending, m_path).ok(); // nobody is left to tell
}

void GpuTrace::reset()
{
    close().ok(); // the previous run's record already said whether its trace was complete
    m_path.clear();
    m_pending.clear();
    m_peaks.clear();
    m_samples = 0;
    m_error.clear();
    m_created = false;
}

Status GpuTrace::createFile(QFile &file, const QString &path)
{
    file.setFileName(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered))
        return Error{Error::Code::WriteFailed, tr("Could not create the GPU memory trace %1: %2").arg(path, file.errorString())};
    return ArtifactIo::writeAll(file, header(), path);
}

QString GpuTrace::incomplete(const QString &error)
{
    return tr("%1. The GPU memory trace is incomplete.").arg(error);
}

void GpuTrace::writerFailed(const QString &message, bool created)
{
    if (m_error.isEmpty())
        m_error = message;
    m_created = m_created && created;
    // The readings go on counting towards the peaks; no more rows are written. A file that was
    // never created is not open; one that was stays so until close() (it is the run's trace).
    m_writerOpen = m_writerOpen && created;
    m_pending.clear();
}

Status GpuTrace::open(const QString &path)
{
    if (m_file.isOpen())
        m_file.close();
    m_path = path;
    m_pending.clear();
    m_peaks.clear();
    m_samples = 0;
    m_error.clear();
    m_created = false;
    if (m_writer) {
        // Created there, exclusively; said to exist until the writer says otherwise.
        m_writer->openTrace(path);
        m_created = m_writerOpen = true;
        m_sinceWrite.start();
        return {};
    }
    const Status created = createFile(m_file, path);
    m_created = m_file.isOpen();
    if (!created) {
        m_error = created.error().message;
        m_file.close();
        return created;
    }
    m_sinceWrite.start();
    return {};
}

void GpuTrace::add(qint64 elapsedMs, const QList<GpuSample> &samples)
{
    if (samples.isEmpty())
        return;
    ++m_samples;
    for (const GpuSample &s : samples) {
        updatePeaks(m_peaks, elapsedMs, s);
        if (isOpen() && m_error.isEmpty())
            m_pending += csvRow(elapsedMs, s);
    }
    // The first sample at once (something is on disk early), then one write per interval.
    if (isOpen() && (m_samples == 1 || m_sinceWrite.elapsed() >= kFlushIntervalMs))
        flush().ok(); // a failure is kept in error() and said by whoever records the run
}

Status GpuTrace::flush()
{
    if (!m_error.isEmpty())
        return Error{Error::Code::WriteFailed, m_error};
    m_sinceWrite.start();
    if (!isOpen() || m_pending.isEmpty())
        return {};
    if (m_writer) {
        m_writer->appendTrace(std::exchange(m_pending, {}));
        return {};
    }
    const Status written = ArtifactIo::writeAll(m_file, std::exchange(m_pending, {}), m_path);
    if (!written)
        m_error = written.error().message;
    return written;
}

Status GpuTrace::close()
{
    if (!isOpen())
        return m_error.isEmpty() ? Status() : Status(Error{Error::Code::WriteFailed, m_error});
    if (m_writer) {
        flush().ok(); // a failure was said through writerFailed() already
        m_writer->closeTrace();
        m_writerOpen = false;
        return {};
    }
    const Status flushed = flush();
    m_file.close();
    return flushed;
}

void GpuTrace::updatePeaks(QList<GpuPeak> &peaks, qint64 elapsedMs, const GpuSample &s)
{
    auto it = std::lower_bound(peaks.begin(), peaks.end(), s.index, [](const GpuPeak &p, int index) { return p.index < index; });
    if (it == peaks.end() || it->index != s.index) {
        GpuPeak fresh;
        fresh.index = s.index;
        it = peaks.insert(it, fresh);
    }
    if (!s.name.isEmpty())
        it->name = s.name;
    if (s.totalMiB >= 0)
        it->totalMiB = s.totalMiB;
    if (s.usedMiB > it->peakUsedMiB) {
        it->peakUsedMiB = s.usedMiB;
        it->peakAtMs = elapsedMs;
    }
}

Status GpuTrace::read(const QString &path, const std::function<void(const TimedGpuSample &)> &onSample)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Code::Unreadable, tr("Could not read the GPU memory trace %1: %2").arg(path, file.errorString())};
    const QList<QByteArray> names = csvFields(file.readLine(4096).trimmed());
    auto column = [&names](const char *name) { return int(names.indexOf(QByteArray(name))); };
    const int elapsed = column("elapsed_ms"), gpu = column("gpu"), used = column("used_bytes"), total = column("total_bytes"),
              busy = column("utilization_percent"), name = column("name");
    if (elapsed < 0 || gpu < 0 || used < 0)
        return Error{Error::Code::Malformed,
                     tr("%1 is not a GPU memory trace: its first line does not name the columns elapsed_ms, gpu and used_bytes.").arg(path)};
    while (!file.atEnd()) {
        const QByteArray line = file.readLine(64 * 1024).trimmed();
        if (line.isEmpty())
            continue;
        const QList<QByteArray> f = csvFields(line);
        bool ok[5] = {false, false, true, true, true};
        TimedGpuSample t;
        t.elapsedMs = csvInt(f.value(elapsed), &ok[0]);
        t.sample.index = int(f.value(gpu).toInt(&ok[1]));
        const qint64 usedBytes = csvInt(f.value(used), &ok[2]);
        const qint64 totalBytes = total >= 0 ? csvInt(f.value(total), &ok[3]) : -1;
        t.sample.utilization = busy >= 0 ? int(csvInt(f.value(busy), &ok[4])) : -1;
        if (!std::all_of(std::begin(ok), std::end(ok), [](bool b) { return b; }) || t.elapsedMs < 0 || t.sample.index < 0
            || t.sample.index >= 4096)
            continue; // a torn last line (the app died mid-write), a hand edit
        t.sample.usedMiB = usedBytes >= 0 ? usedBytes / kMiB : -1;
        t.sample.totalMiB = totalBytes >= 0 ? totalBytes / kMiB : -1;
        if (name >= 0)
            t.sample.name = QString::fromUtf8(f.value(name));
        onSample(t);
    }
    return {};
}

Result<QList<TimedGpuSample>> GpuTrace::readAll(const QString &path)
{
    QList<TimedGpuSample> all;
    if (Status read = GpuTrace::read(path, [&all](const TimedGpuSample &t) { all.append(t); }); !read)
        return read.error();
    return all;
}

} // namespace ptq
