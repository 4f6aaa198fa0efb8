#include "host/gpuparsers.h"

#include <QStringList>

#include <algorithm>
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

const QList<GpuParsers::SampleTool> &GpuParsers::sampleTools()
{
    static const QList<SampleTool> tools = {
        {u"nvidia-smi"_s, {u"--query-gpu=index,name,memory.used,memory.total,utilization.gpu"_s, u"--format=csv,noheader,nounits"_s}},
        {u"amd-smi"_s, {u"metric"_s, u"--mem-usage"_s, u"--usage"_s, u"--json"_s}},
        {u"rocm-smi"_s, {u"--showmeminfo"_s, u"vram"_s, u"--showuse"_s, u"--json"_s}},
    };
    return tools;
}

QList<GpuSample> GpuParsers::parseSamples(const QString &tool, const QByteArray &output)
{
    if (tool == u"nvidia-smi"_s)
        return parseNvidiaSmi(output);
    if (tool == u"amd-smi"_s)
        return parseAmdSmi(output);
    if (tool == u"rocm-smi"_s)
        return parseRocmSmi(output);
    return {};
}

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

QList<GpuInfo> GpuParsers::parseNvidiaSmiInventory(const QByteArray &output, QString *driver)
{
    QList<GpuInfo> gpus;
    for (const QByteArray &raw : output.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList f = line.split(u", "_s);
        if (f.size() < 4)
            continue;
        bool ok = false;
        GpuInfo g;
        g.index = f[0].toInt(&ok);
        if (!ok)
            continue;
        g.vendor = u"nvidia"_s;
        g.name = f[1];
        g.totalMiB = f[2].toLongLong(&ok);
        if (!ok || g.totalMiB < 0)
            g.totalMiB = 0; // "[N/A]" on unified-memory parts
        if (g.totalMiB > 0)
            g.memorySource = u"nvidia-smi"_s;
        const qint64 used = f[3].toLongLong(&ok);
        g.usedMiB = ok ? used : -1;
        g.arch = f.value(4).startsWith(u'[') ? QString() : f.value(4);
        if (driver && f.size() > 5)
            *driver = f[5];
        gpus.append(g);
    }
    return gpus;
}

QList<GpuInfo> GpuParsers::parseRocminfo(const QByteArray &output)
{
    QList<GpuInfo> gpus;
    QString name;
    QString marketing;
    bool gpuAgent = false;
    auto flush = [&] {
        if (gpuAgent && name.startsWith(u"gfx"_s)) {
            GpuInfo g;
            g.index = int(gpus.size());
            g.vendor = u"amd"_s;
            g.arch = name;
            g.name = marketing.isEmpty() ? name : marketing;
            gpus.append(g);
        }
        name.clear();
        marketing.clear();
        gpuAgent = false;
    };
    for (const QByteArray &raw : output.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(u"Agent "_s) || line.startsWith(u"*****"_s)) {
            flush();
            continue;
        }
        if (line.startsWith(u"Name:"_s) && name.isEmpty())
            name = line.mid(5).trimmed();
        else if (line.startsWith(u"Marketing Name:"_s))
            marketing = line.mid(15).trimmed();
        else if (line.startsWith(u"Device Type:"_s))
            gpuAgent = line.mid(12).trimmed() == u"GPU"_s;
    }
    flush();
    return gpus;
}

int GpuParsers::applyAmdMemory(QList<GpuInfo> &gpus, const QByteArray &output, const QString &tool)
{
    // A warning printed before the JSON (the output is merged with stderr) is not the answer.
    QByteArray buffer = output;
    const QList<QByteArray> values = takeJsonValues(buffer);
    QList<GpuSample> samples;
    for (const QByteArray &value : values) {
        samples = tool == u"amd-smi"_s ? parseAmdSmi(value) : parseRocmSmi(value);
        if (!samples.isEmpty())
            break;
    }
    qsizetype amd = 0;
    for (const GpuInfo &g : gpus)
        amd += g.vendor == u"amd"_s ? 1 : 0;
    // The n-th AMD GPU of rocminfo is the n-th of the tool (both in KFD order). When the counts
    // differ (ROCR_VISIBLE_DEVICES hides GPUs from rocminfo, not from the tools) only a machine
    // whose GPUs all have the same total can be answered.
    const bool paired = samples.size() == amd;
    bool uniform = !samples.isEmpty();
    for (const GpuSample &sample : std::as_const(samples))
        uniform = uniform && sample.totalMiB > 0 && sample.totalMiB == samples.constFirst().totalMiB;
    int filled = 0;
    qsizetype position = 0;
    for (GpuInfo &g : gpus) {
        if (g.vendor != u"amd"_s)
            continue;
        const qsizetype n = position++;
        if (!paired && !uniform)
            continue;
        const GpuSample &sample = paired ? samples[n] : samples.constFirst();
        if (sample.totalMiB <= 0)
            continue;
        g.totalMiB = sample.totalMiB;
        g.usedMiB = paired ? sample.usedMiB : -1;
        g.memorySource = tool;
        g.memoryNote.clear();
        ++filled;
    }
    return filled;
}

} // namespace ptq
