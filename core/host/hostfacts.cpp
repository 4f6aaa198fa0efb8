#include "host/hostfacts.h"

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString HostFacts::vendorOfTool(const QString &tool)
{
    if (tool == u"nvidia-smi"_s)
        return u"nvidia"_s;
    if (tool == u"amd-smi"_s || tool == u"rocm-smi"_s || tool == u"rocminfo"_s)
        return u"amd"_s;
    return {};
}

HostFacts HostFacts::fromSamples(const QString &tool, const QList<GpuSample> &samples)
{
    HostFacts facts;
    facts.gpuTool = tool;
    for (const GpuSample &s : samples) {
        GpuInfo g;
        g.index = s.index;
        g.vendor = vendorOfTool(tool);
        g.name = s.name;
        g.totalMiB = std::max<qint64>(s.totalMiB, 0);
        g.usedMiB = s.usedMiB;
        if (g.totalMiB > 0)
            g.memorySource = tool;
        facts.gpus.append(g);
    }
    return facts;
}

} // namespace ptq
