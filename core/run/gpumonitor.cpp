#include "run/gpumonitor.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <cmath>

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

GpuMonitor::GpuMonitor(QObject *parent)
    : QObject(parent), m_env(QProcessEnvironment::systemEnvironment()), m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &GpuMonitor::poll);
}

GpuMonitor::~GpuMonitor()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
    }
}

QString GpuMonitor::start(int intervalMs)
{
    const QStringList path = m_env.value(u"PATH"_s).split(u':', Qt::SkipEmptyParts);
    m_tool.clear();
    if (QString p = QStandardPaths::findExecutable(u"nvidia-smi"_s, path); !p.isEmpty()) {
        m_tool = u"nvidia-smi"_s;
        m_program = p;
        m_arguments = {u"--query-gpu=index,name,memory.used,memory.total,utilization.gpu"_s, u"--format=csv,noheader,nounits"_s};
    } else if (QString a = QStandardPaths::findExecutable(u"amd-smi"_s, path); !a.isEmpty()) {
        m_tool = u"amd-smi"_s;
        m_program = a;
        m_arguments = {u"metric"_s, u"--mem-usage"_s, u"--usage"_s, u"--json"_s};
    } else if (QString r = QStandardPaths::findExecutable(u"rocm-smi"_s, path); !r.isEmpty()) {
        m_tool = u"rocm-smi"_s;
        m_program = r;
        m_arguments = {u"--showmeminfo"_s, u"vram"_s, u"--showuse"_s, u"--json"_s};
    }
    if (m_tool.isEmpty())
        return {};
    m_timer->start(intervalMs);
    poll();
    return m_tool;
}

void GpuMonitor::stop()
{
    m_timer->stop();
}

void GpuMonitor::poll()
{
    if (m_process)
        return; // the previous poll is still running: skip rather than pile up
    m_process = new QProcess(this);
    QProcessEnvironment env = m_env;
    env.insert(u"LC_ALL"_s, u"C"_s);
    m_process->setProcessEnvironment(env);
    auto *timeout = new QTimer(m_process);
    timeout->setSingleShot(true);
    connect(timeout, &QTimer::timeout, m_process, &QProcess::kill);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart && m_process) {
            emit pollFailed(tr("%1 could not be started.").arg(m_program));
            m_process->deleteLater();
            m_process = nullptr;
        }
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        const QByteArray out = m_process->readAllStandardOutput();
        m_process->deleteLater();
        m_process = nullptr;
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
