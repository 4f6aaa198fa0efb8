#include "run/gpumonitor.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <utility>

#include <nlohmann/json.hpp>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

qint64 toInt(const QString &text)
{
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    return ok ? v : -1;
}

// {"value": 123, "unit": "MB"} or a bare number or "N/A".
qint64 valueOf(const nlohmann::json &node, int depth = 0)
{
    if (node.is_number_integer())
        return node.get<qint64>();
    if (node.is_number_float()) {
        // Out-of-range doubles must not be cast (undefined behaviour): junk, not a reading.
        const double d = node.get<double>();
        return std::isfinite(d) && d >= 0 && d < 9.0e18 ? qint64(d) : -1;
    }
    if (node.is_object() && depth < 4) {
        const auto value = node.find("value");
        if (value != node.end())
            return valueOf(*value, depth + 1);
    }
    if (node.is_string())
        return toInt(QString::fromStdString(node.get<std::string>()));
    return -1;
}

// rocm-smi key names drift between versions (case, wording): match by lower-case prefix.
QString findKey(const nlohmann::json &card, std::initializer_list<const char *> prefixes)
{
    for (const auto &[key, value] : card.items()) {
        const QString k = QString::fromStdString(key).toLower();
        for (const char *p : prefixes) {
            if (k.startsWith(QLatin1StringView(p)) && value.is_string())
                return QString::fromStdString(value.get<std::string>());
        }
    }
    return {};
}

} // namespace

QList<GpuSample> GpuParsers::parseNvidiaSmi(const QByteArray &output)
{
    QList<GpuSample> samples;
    for (const QByteArray &raw : output.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const QStringList f = line.split(u", "_s);
        if (f.size() < 4)
            continue;
        GpuSample s;
        bool ok = false;
        s.index = f[0].toInt(&ok);
        if (!ok)
            continue;
        s.name = f[1];
        s.usedMiB = toInt(f[2]);
        s.totalMiB = toInt(f[3]);
        s.utilization = f.size() > 4 ? int(toInt(f[4])) : -1;
        samples.append(s);
    }
    return samples;
}

QList<GpuSample> GpuParsers::parseAmdSmi(const QByteArray &output)
{
    QList<GpuSample> samples;
    nlohmann::json json = nlohmann::json::parse(output.cbegin(), output.cend(), nullptr, /*allow_exceptions=*/false);
    if (json.is_discarded())
        return samples;
    // amd-smi 24.x prints a bare list (one object per GPU, or one object for one GPU); newer
    // releases wrap the list: {"gpu_data": [...]}.
    if (json.is_object()) {
        const auto wrapped = json.find("gpu_data");
        json = wrapped != json.end() ? *wrapped : nlohmann::json::array({json});
        if (json.is_object())
            json = nlohmann::json::array({json});
    }
    if (!json.is_array())
        return samples;
    for (const auto &gpu : json) {
        if (!gpu.is_object())
            continue;
        GpuSample s;
        // value() throws when the type differs: look, then take only a plausible index.
        const auto index = gpu.find("gpu");
        s.index = index != gpu.end() && index->is_number_integer() && index->get<qint64>() >= 0 && index->get<qint64>() < 4096
            ? int(index->get<qint64>())
            : int(samples.size());
        s.name = QStringLiteral("GPU %1").arg(s.index);
        auto member = [](const nlohmann::json &object, const char *key) {
            const auto it = object.find(key);
            return it == object.end() ? nlohmann::json() : *it;
        };
        const nlohmann::json mem = member(gpu, "mem_usage");
        if (mem.is_object()) {
            s.totalMiB = valueOf(member(mem, "total_vram"));
            s.usedMiB = valueOf(member(mem, "used_vram"));
        }
        const nlohmann::json usage = member(gpu, "usage");
        if (usage.is_object()) {
            const qint64 busy = valueOf(member(usage, "gfx_activity"));
            s.utilization = busy >= 0 && busy <= 100 ? int(busy) : -1;
        }
        samples.append(s);
    }
    return samples;
}

QList<GpuSample> GpuParsers::parseRocmSmi(const QByteArray &output)
{
    QList<GpuSample> samples;
    nlohmann::json json = nlohmann::json::parse(output.cbegin(), output.cend(), nullptr, /*allow_exceptions=*/false);
    if (json.is_discarded())
        return samples;
    if (!json.is_object())
        return samples;
    if (json.contains("system") && json["system"].is_object() && !json.contains("card0"))
        json = json["system"]; // a wrapper seen in the wild
    for (const auto &[key, card] : json.items()) {
        if (!QString::fromStdString(key).startsWith(u"card"_s) || !card.is_object())
            continue;
        GpuSample s;
        s.index = QString::fromStdString(key).mid(4).toInt();
        s.name = findKey(card, {"card series", "card model"});
        const qint64 total = toInt(findKey(card, {"vram total memory"}));
        const qint64 used = toInt(findKey(card, {"vram total used memory"}));
        s.totalMiB = total >= 0 ? total / (1024 * 1024) : -1;
        s.usedMiB = used >= 0 ? used / (1024 * 1024) : -1;
        s.utilization = int(toInt(findKey(card, {"gpu use"})));
        samples.append(s);
    }
    std::sort(samples.begin(), samples.end(), [](const GpuSample &a, const GpuSample &b) { return a.index < b.index; });
    return samples;
}

QList<QByteArray> GpuParsers::takeLines(QByteArray &buffer)
{
    QList<QByteArray> lines;
    qsizetype from = 0;
    for (qsizetype i = 0; i < buffer.size(); ++i) {
        if (buffer[i] == '\n' || buffer[i] == '\r') {
            if (i > from)
                lines.append(buffer.sliced(from, i - from));
            from = i + 1;
        }
    }
    buffer.remove(0, from);
    return lines;
}

QList<QByteArray> GpuParsers::takeJsonValues(QByteArray &buffer)
{
    QList<QByteArray> values;
    qsizetype consumed = 0; // everything before this is taken or dropped
    qsizetype start = -1;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = 0; i < buffer.size(); ++i) {
        const char c = buffer[i];
        if (depth == 0) {
            if (c == '[' || c == '{') {
                start = i;
                depth = 1;
            } else {
                consumed = i + 1; // text between values (a warning line, blanks) is dropped
            }
            continue;
        }
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if ((c == ']' || c == '}') && --depth == 0) {
            values.append(buffer.sliced(start, i + 1 - start));
            consumed = i + 1;
        }
    }
    buffer.remove(0, consumed);
    return values;
}

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
    if (m_tool.isEmpty())
        return {};
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

void GpuMonitor::retire(QProcess *process, bool graceful)
{
    if (!process)
        return;
    process->disconnect();
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    // Unparented, it outlives the monitor and is deleted once it has ended: no blocking wait, and
    // no "destroyed while still running".
    process->setParent(nullptr);
    QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
    if (graceful) {
        process->terminate();
        QTimer::singleShot(2000, process, &QProcess::kill);
    } else {
        process->kill();
    }
}

void GpuMonitor::startLoop()
{
    if (!m_active || m_loop)
        return;
    m_looping = true;
    m_loopSamples = 0;
    m_pending.clear();
    m_group.clear();
    m_loop = new QProcess(this);
    m_loop->setProcessEnvironment(toolEnvironment());
    m_loop->setProcessChannelMode(QProcess::SeparateChannels);
    m_loop->setStandardErrorFile(QProcess::nullDevice());
    connect(m_loop, &QProcess::readyReadStandardOutput, this, &GpuMonitor::onLoopOutput);
    auto ended = [this](const QString &why) {
        retire(std::exchange(m_loop, nullptr), false);
        m_watchdog->stop();
        flushGroup();
        if (!m_active)
            return;
        emit pollFailed(why);
        m_restart->start(m_intervalMs); // not at once: a tool that fails at start must not spin
    };
    connect(m_loop, &QProcess::errorOccurred, this, [this, ended](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            ended(tr("%1 could not be started.").arg(m_program));
    });
    connect(m_loop, &QProcess::finished, this, [this, ended](int code, QProcess::ExitStatus status) {
        onLoopOutput();
        ended(status == QProcess::NormalExit ? tr("%1 stopped (exit %2); it is started again.").arg(m_tool).arg(code)
                                             : tr("%1 stopped (it crashed or was killed); it is started again.").arg(m_tool));
    });
    // A loop that prints nothing for three intervals (and at least three seconds) is stuck.
    m_watchdog->start(std::max(3000, 3 * m_intervalMs) + (m_tool == u"amd-smi"_s ? 3000 : 0));
    m_loop->start(m_program, m_loopArguments);
}

void GpuMonitor::onLoopOutput()
{
    if (!m_loop)
        return;
    m_pending += m_loop->readAllStandardOutput();
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
        m_looping = false;
        m_timer->start(m_intervalMs);
        poll();
        return;
    }
    emit pollFailed(tr("%1 gave no readings for %2 s; it is started again.").arg(m_tool).arg(m_watchdog->interval() / 1000));
    startLoop();
}

void GpuMonitor::poll()
{
    if (m_process)
        return; // the previous poll is still running: skip rather than pile up
    m_process = new QProcess(this);
    m_process->setProcessEnvironment(toolEnvironment());
    auto *timeout = new QTimer(m_process);
    timeout->setSingleShot(true);
    connect(timeout, &QTimer::timeout, m_process, &QProcess::kill);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart && m_process) {
            emit pollFailed(tr("%1 could not be started.").arg(m_program));
            retire(std::exchange(m_process, nullptr), false);
        }
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        const QByteArray out = m_process->readAllStandardOutput();
        retire(std::exchange(m_process, nullptr), false);
        QList<GpuSample> samples = m_tool == u"nvidia-smi"_s ? GpuParsers::parseNvidiaSmi(out)
            : m_tool == u"amd-smi"_s                          ? GpuParsers::parseAmdSmi(out)
                                                               : GpuParsers::parseRocmSmi(out);
        if (samples.isEmpty() || status != QProcess::NormalExit) {
            emit pollFailed(tr("%1 gave no readings (exit %2).").arg(m_tool).arg(code));
            return;
        }
        emit samplesReceived(samples);
    });
    timeout->start(qMax(3000, m_timer->interval() * 3));
    m_process->start(m_program, m_arguments);
}

} // namespace ptq
