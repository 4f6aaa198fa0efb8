#include "command/resourceestimate.h"

#include "plan/quarkcatalog.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;

double num(const Json &node, const char *key, double fallback = 0)
{
    return node.is_object() && node.contains(key) && node[key].is_number() ? node[key].get<double>() : fallback;
}

QString gib(double v)
{
    return QString::number(v, 'f', v < 10 ? 1 : 0);
}

} // namespace

Json ResourceEstimate::toJson() const
{
    Json in = Json::array();
    for (const QString &line : inputs)
        in.push_back(line.toStdString());
    return Json{{"accelerator_gib", acceleratorGiB},
                {"weights_gib", weightsGiB},
                {"activations_gib", activationsGiB},
                {"cached_inputs_gib", cachedInputsGiB},
                {"algorithm_gib", algorithmGiB},
                {"available_accelerator_gib", availableAcceleratorGiB},
                {"host_ram_gib", hostRamGiB},
                {"download_gib", downloadGiB},
                {"output_gib", outputGiB},
                {"verdict", verdict.toStdString()},
                {"time_class", timeClass.toStdString()},
                {"knob", knob.toStdString()},
                {"inputs", in}};
}

ResourceEstimate ResourceEstimator::estimate(const Json &analysis, const Json &plan, const QList<GpuInfo> &gpus)
{
    ResourceEstimate e;
    const Json model = analysis.value("model", Json::object());
    const Json calibration = plan.value("calibration", Json::object());
    const double params = num(model, "parameters");
    const QString dtype = QString::fromStdString(model.value("dtype", std::string("bfloat16")));
    const double bytesPerParam = dtype == u"float32"_s ? 4 : 2;
    const double weightBytes = num(model, "weight_bytes", params * bytesPerParam);
    const double hidden = num(model, "hidden_size", 4096);
    const double intermediate = num(model, "intermediate_size", 4 * hidden);
    const double layers = num(model, "num_hidden_layers", 32);
    const double samples = num(calibration, "num_calib_data", 512);
    const double seqLen = num(calibration, "seq_len", 512);
    const double batch = num(calibration, "batch_size", 1);
    const QString algorithm = QString::fromStdString(plan.value("algorithm", Json()).is_string()
                                                         ? plan["algorithm"].get<std::string>() : std::string());
    const QString scheme = QString::fromStdString(plan.value("global_scheme", std::string()));

    // The model is loaded in its checkpoint dtype (quark-cli uses dtype "auto").
    e.weightsGiB = weightBytes / kGiB;
    // One calibration forward pass: a few live tensors of batch × seq_len × the widest layer, in 16 bit.
    e.activationsGiB = batch * seqLen * std::max(hidden, intermediate) * 2 * 8 / kGiB;
    // AWQ / GPTQ / SmoothQuant keep each layer's inputs for all samples while they work on it.
    if (!algorithm.isEmpty())
        e.cachedInputsGiB = samples * seqLen * hidden * 2 * 2 / kGiB;
    if (algorithm.contains(u"gptq"_s) || algorithm.contains(u"gptaq"_s) || algorithm.contains(u"qronos"_s))
        e.algorithmGiB = intermediate * intermediate * 4 * 2 / kGiB; // Hessians of the widest layer, float32
    e.acceleratorGiB = (e.weightsGiB + e.activationsGiB + e.cachedInputsGiB + e.algorithmGiB) * 1.10 + 1.0;
    const bool multi = plan.value("device_strategy", std::string()) == "multi";
    e.hostRamGiB = multi ? e.weightsGiB * 1.15 + 8 : std::max(8.0, e.weightsGiB * 0.25 + 8);
    const std::string sourceKind = analysis.value("source", Json::object()).value("kind", std::string());
    e.downloadGiB = sourceKind == "hub" ? e.weightsGiB : 0;
    const double bits = QuarkCatalog::weightBits(scheme);
    const double embeddingBytes = num(model, "vocab_size", 32000) * hidden * 2 * 2; // embeddings + lm_head stay 16 bit
    e.outputGiB = (params > 0 ? params * bits / 8 + embeddingBytes : weightBytes / 2) / kGiB;

    double total = 0;
    for (const GpuInfo &g : gpus)
        total += double(g.totalMiB) / 1024.0;
    e.availableAcceleratorGiB = total;
    if (plan.value("device_strategy", std::string()) == "cpu") {
        e.verdict = u"fits"_s;
        e.knob = tr("CPU run: host RAM is what matters (about %1 GiB).").arg(gib(e.weightsGiB * 1.2 + 8));
    } else if (total <= 0) {
        e.verdict = u"unknown"_s;
        e.knob = tr("No GPU was detected, so the fit cannot be judged.");
    } else if (e.acceleratorGiB <= total * 0.85) {
        e.verdict = u"fits"_s;
    } else if (e.acceleratorGiB <= total || multi) {
        e.verdict = u"tight"_s;
    } else {
        e.verdict = u"does-not-fit"_s;
    }
    if (e.knob.isEmpty()) {
        const double sampleTerm = e.cachedInputsGiB;
        if (sampleTerm > e.activationsGiB && sampleTerm > 0.5)
            e.knob = tr("Halving num_calib_data saves about %1 GiB.").arg(gib(sampleTerm / 2 * 1.1));
        else if (e.activationsGiB > 0.5)
            e.knob = tr("Halving seq_len or batch_size saves about %1 GiB.").arg(gib(e.activationsGiB / 2 * 1.1));
        else if (e.verdict != u"fits"_s)
            e.knob = multi ? tr("More GPUs: the weights alone need %1 GiB.").arg(gib(e.weightsGiB))
                           : tr("--multi_device (CPU offload) or more GPUs: the weights alone need %1 GiB.").arg(gib(e.weightsGiB));
        else
            e.knob = tr("The weights dominate (%1 GiB); calibration adds little.").arg(gib(e.weightsGiB));
    }
    const double work = params / 1e9 * (algorithm.isEmpty() ? 1 : 6) * (samples / 512.0);
    e.timeClass = work < 10 ? u"minutes"_s : work < 150 ? u"tens of minutes"_s : u"hours"_s;
    e.inputs = {tr("weights: %1 GiB (%2)").arg(gib(e.weightsGiB),
                                               num(model, "weight_bytes") > 0 ? tr("weight_bytes from the analysis")
                                                                              : tr("%1 parameters × %2 bytes").arg(params, 0, 'g', 4).arg(bytesPerParam)),
                tr("activations: batch %1 × seq_len %2 × width %3 × 2 bytes × 8 live tensors = %4 GiB")
                    .arg(batch).arg(seqLen).arg(std::max(hidden, intermediate)).arg(gib(e.activationsGiB)),
                tr("cached inputs (algorithms only): %1 samples × seq_len %2 × hidden %3 × 2 bytes × 2 = %4 GiB")
                    .arg(samples).arg(seqLen).arg(hidden).arg(gib(e.cachedInputsGiB)),
                tr("GPTQ-family Hessians: %1 GiB").arg(gib(e.algorithmGiB)),
                tr("accelerator: (sum) × 1.10 + 1 GiB runtime = %1 GiB, against %2 GiB on %3 GPU(s)")
                    .arg(gib(e.acceleratorGiB), gib(total)).arg(gpus.size()),
                tr("output: %1 parameters × %2 bits + 16-bit embeddings = %3 GiB").arg(params, 0, 'g', 4).arg(bits).arg(gib(e.outputGiB)),
                tr("layers: %1").arg(layers)};
    return e;
}

} // namespace ptq
