#include "command/resourceestimate.h"

#include "plan/quarkcatalog.h"
#include "units.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;

/// A size from the analysis, or @p fallback where it gives none.
double or_(const std::optional<qint64> &value, double fallback)
{
    return value ? double(*value) : fallback;
}

QString gib(double v)
{
    return ResourceEstimator::gibText(v);
}

} // namespace

QString fitName(Fit fit)
{
    switch (fit) {
    case Fit::Fits:
        return u"fits"_s;
    case Fit::Tight:
        return u"tight"_s;
    case Fit::DoesNotFit:
        return u"does-not-fit"_s;
    case Fit::Unknown:
        break;
    }
    return u"unknown"_s;
}

QString ResourceEstimator::gibText(double v)
{
    return QLocale().toString(v, 'f', v < 99.95 ? 1 : 0);
}

QString ResourceEstimator::sizeText(double bytes)
{
    if (!(bytes > 0))
        return formatBytes(0);
    return formatGiB(bytes / kGiB);
}

QString ResourceEstimator::countText(double count)
{
    const QLocale locale;
    const QString whole = locale.toString(qint64(std::llround(count)));
    if (count < 1e6)
        return whole;
    const QString shortForm = count < 1e9 ? tr("%1 million").arg(locale.toString(count / 1e6, 'g', 3))
                                          : tr("%1 billion").arg(locale.toString(count / 1e9, 'g', 3));
    return tr("%1 (%2)").arg(whole, shortForm);
}

Json ResourceEstimate::toJson() const
{
    Json in = Json::array();
    for (const QString &line : inputs)
        in.push_back(line.toStdString());
    Json fits = Json::array();
    for (const GpuFit &g : gpuFits) {
        fits.push_back({{"index", g.index},
                        {"name", g.name.toStdString()},
                        {"need_gib", g.needGiB},
                        {"total_gib", g.totalGiB > 0 ? Json(g.totalGiB) : Json(nullptr)},
                        {"memory_source", g.source.isEmpty() ? Json(nullptr) : Json(g.source.toStdString())},
                        {"verdict", fitName(g.verdict).toStdString()},
                        {"why", g.why.isEmpty() ? Json(nullptr) : Json(g.why.toStdString())}});
    }
    return Json{{"accelerator_gib", acceleratorGiB},
                {"weights_gib", weightsGiB},
                {"activations_gib", activationsGiB},
                {"cached_inputs_gib", cachedInputsGiB},
                {"algorithm_gib", algorithmGiB},
                {"available_accelerator_gib", availableAcceleratorGiB},
                {"host_ram_gib", hostRamGiB},
                {"download_gib", downloadGiB},
                {"output_gib", outputGiB},
                {"verdict", fitName(verdict).toStdString()},
                {"fit", fitText.toStdString()},
                {"gpus", fits},
                {"time_class", timeClass.toStdString()},
                {"time_minutes", timeHighMinutes > 0 ? Json{{"low", timeLowMinutes}, {"high", timeHighMinutes}} : Json(nullptr)},
                {"time", timeText.toStdString()},
                {"knob", knob.toStdString()},
                {"inputs", in}};
}

namespace {

/// One estimate, figure by figure, from the analysis, the plan and the GPUs.
class Estimation
{
    Q_DECLARE_TR_FUNCTIONS(ResourceEstimator)

public:
    Estimation(const AnalysisFacts &analysis, const PlanDocument &plan, const QList<GpuInfo> &gpus)
        : analysis(analysis)
        , gpus(gpus)
        , params(analysis.parameters.value_or(0))
        , dtype(analysis.dtype.isEmpty() ? u"bfloat16"_s : analysis.dtype)
        , bytesPerParam(dtype == u"float32"_s ? 4 : 2)
        , weightBytes(analysis.weightBytes.value_or(params * bytesPerParam))
        , hidden(or_(analysis.hiddenSize, 4096))
        , intermediate(or_(analysis.intermediateSize, 4 * hidden))
        , layers(or_(analysis.numHiddenLayers, 32))
        , samples(plan.numCalibData > 0 ? plan.numCalibData : 512)
        , seqLen(plan.seqLen > 0 ? plan.seqLen : 512)
        , batch(plan.batchSize > 0 ? plan.batchSize : 1)
        , algorithm(plan.algorithm)
        , scheme(plan.globalScheme)
        , evaluation(plan.evaluationIntent.isEmpty() ? u"none"_s : plan.evaluationIntent)
        , cpu(plan.deviceStrategy == u"cpu"_s)
        , multi(plan.deviceStrategy == u"multi"_s)
        , gptqFamily(algorithm.contains(u"gptq"_s) || algorithm.contains(u"gptaq"_s) || algorithm.contains(u"qronos"_s))
        , bits(QuarkCatalog::weightBits(scheme))
    {
    }

    ResourceEstimate run()
    {
        memory();
        gpuShares();
        fitVerdict();
        gpuLines();
        chooseKnob();
        runTime();
        inputsText();
        return e;
    }

private:
    static constexpr double kRuntimeGiB = 1.0; ///< the CUDA/HIP context and allocator slack, on every GPU

    static QString phrase(Fit verdict, double need, double have)
    {
        if (verdict == Fit::Fits)
            return tr("fits: needs %1 of %2 GiB").arg(gib(need), gib(have));
        if (verdict == Fit::Tight)
            return tr("tight: needs %1 of %2 GiB (less than 15% to spare)").arg(gib(need), gib(have));
        return tr("does not fit: needs %1 GiB, %2 GiB available").arg(gib(need), gib(have));
    }
    static QString sourceText(const QString &source) { return source.isEmpty() ? QString() : tr(" (memory from %1)").arg(source); }

    /// What the run holds: the weights as loaded, the calibration, the host RAM, the download and the output.
    void memory()
    {
        // The model is loaded in its checkpoint dtype (quark-cli uses dtype "auto").
        e.weightsGiB = weightBytes / kGiB;
        // One calibration forward pass: a few live tensors of batch × seq_len × the widest layer, in 16 bit.
        e.activationsGiB = batch * seqLen * std::max(hidden, intermediate) * 2 * 8 / kGiB;
        // AWQ / GPTQ / SmoothQuant keep each layer's inputs for all samples while they work on it.
        if (!algorithm.isEmpty())
            e.cachedInputsGiB = samples * seqLen * hidden * 2 * 2 / kGiB;
        if (gptqFamily)
            e.algorithmGiB = intermediate * intermediate * 4 * 2 / kGiB; // Hessians of the widest layer, float32
        calibrationGiB = (e.activationsGiB + e.cachedInputsGiB + e.algorithmGiB) * 1.10;
        e.acceleratorGiB = e.weightsGiB * 1.10 + calibrationGiB + kRuntimeGiB;
        e.hostRamGiB = multi ? e.weightsGiB * 1.15 + 8 : std::max(8.0, e.weightsGiB * 0.25 + 8);
        e.downloadGiB = analysis.sourceKind == u"hub"_s ? e.weightsGiB : 0;
        const double embeddingBytes = or_(analysis.vocabSize, 32000) * hidden * 2 * 2; // embeddings + lm_head stay 16 bit
        e.outputGiB = (params > 0 ? std::min(params * bits / 8 + embeddingBytes, weightBytes > 0 ? weightBytes : 1e300)
                                  : weightBytes / 2) / kGiB;
    }

    /// quark-cli always loads with device_map="auto": each GPU's share, and whether it fits.
    void gpuShares()
    {
        // quark-cli always loads with device_map="auto": the weights spread over every visible GPU
        // (by memory), the calibration works on the first, and each GPU carries a runtime.
        total = 0;
        allKnown = !gpus.isEmpty();
        for (const GpuInfo &g : gpus) {
            total += double(g.totalMiB) / 1024.0;
            allKnown = allKnown && g.totalMiB > 0;
        }
        e.availableAcceleratorGiB = allKnown ? total : 0;
        for (qsizetype i = 0; i < gpus.size(); ++i) {
            const GpuInfo &g = gpus[i];
            GpuFit fit;
            fit.index = g.index;
            fit.name = g.name;
            fit.totalGiB = double(std::max<qint64>(g.totalMiB, 0)) / 1024.0;
            fit.source = g.memorySource;
            if (!allKnown) {
                fit.verdict = Fit::Unknown;
                fit.why = g.totalMiB > 0 ? QString()
                                         : (g.memoryNote.isEmpty() ? tr("no source reported its memory") : g.memoryNote);
            } else {
                fit.needGiB = e.weightsGiB * 1.10 * fit.totalGiB / total + kRuntimeGiB + (i == 0 ? calibrationGiB : 0);
                fit.verdict = fit.needGiB <= fit.totalGiB * 0.85 ? Fit::Fits
                            : fit.needGiB <= fit.totalGiB        ? Fit::Tight
                                                                 : Fit::DoesNotFit;
            }
            e.gpuFits.append(fit);
        }
    }

    /// The verdict over all GPUs, in one sentence.
    void fitVerdict()
    {
        if (cpu) {
            e.verdict = Fit::Fits;
            e.gpuFits.clear();
            e.fitText = tr("not needed: a CPU run uses host RAM (about %1)").arg(formatGiB(e.weightsGiB * 1.2 + 8));
            e.knob = tr("CPU run: host RAM is what matters (about %1).").arg(formatGiB(e.weightsGiB * 1.2 + 8));
        } else if (gpus.isEmpty()) {
            e.verdict = Fit::Unknown;
            e.fitText = tr("unknown — no GPU was detected (nvidia-smi, rocminfo and PyTorch were asked), so the fit cannot "
                           "be judged");
        } else if (!allKnown) {
            e.verdict = Fit::Unknown;
            QStringList whys;
            for (const GpuFit &f : std::as_const(e.gpuFits))
                if (!f.why.isEmpty())
                    whys.append(tr("GPU %1 (%2): %3").arg(f.index).arg(f.name, f.why));
            e.fitText = tr("unknown — no memory total for %1").arg(whys.join(u"; "_s));
        } else {
            Fit worst = Fit::Fits;
            double need = 0;
            double maxNeed = 0;
            bool alike = true;
            for (const GpuFit &f : std::as_const(e.gpuFits)) {
                worst = std::max(worst, f.verdict); // in the enum's order: fits < tight < does not fit
                need += f.needGiB;
                maxNeed = std::max(maxNeed, f.needGiB);
                alike = alike && f.totalGiB == e.gpuFits.constFirst().totalGiB && f.name == e.gpuFits.constFirst().name;
            }
            const Fit worstVerdict = worst;
            // --multi_device lets accelerate put what does not fit in host RAM (slow, no algorithms).
            const bool offload = multi && worstVerdict == Fit::DoesNotFit;
            e.verdict = offload ? Fit::Tight : worstVerdict;
            const GpuFit &first = e.gpuFits.constFirst();
            if (e.gpuFits.size() == 1)
                e.fitText = phrase(worstVerdict, first.needGiB, first.totalGiB) + sourceText(first.source);
            else if (alike) // the first GPU carries the calibration: its share is the largest
                e.fitText = tr("%1 on each of %2 GPUs (at most: GPU %3 also carries the calibration)")
                                .arg(phrase(worstVerdict, maxNeed, first.totalGiB))
                                .arg(e.gpuFits.size())
                                .arg(first.index);
            else
                e.fitText = tr("%1 on %2 GPUs together").arg(phrase(worstVerdict, need, total)).arg(e.gpuFits.size());
            if (offload)
                e.fitText = tr("%1 — --multi_device puts the rest in host RAM, which is slow").arg(e.fitText);
        }
    }

    /// One line per GPU (alike ones together) where there are several.
    void gpuLines()
    {
        if (e.gpuFits.size() > 1) {
            // One line per GPU; the GPUs after the first that are alike (same name, memory, share) together.
            for (qsizetype i = 0; i < e.gpuFits.size();) {
                const GpuFit &f = e.gpuFits[i];
                qsizetype j = i + 1;
                while (i > 0 && j < e.gpuFits.size() && e.gpuFits[j].name == f.name && e.gpuFits[j].totalGiB == f.totalGiB
                       && e.gpuFits[j].verdict == f.verdict && e.gpuFits[j].why == f.why
                       && std::abs(e.gpuFits[j].needGiB - f.needGiB) < 0.05)
                    ++j;
                const QString what = f.verdict == Fit::Unknown
                    ? (f.why.isEmpty() ? tr("%1 GiB%2").arg(gib(f.totalGiB), sourceText(f.source)) : tr("unknown — %1").arg(f.why))
                    : phrase(f.verdict, f.needGiB, f.totalGiB) + (j - i > 1 ? tr(" each") : QString()) + sourceText(f.source);
                e.gpuLines.append(j - i > 1 ? tr("GPUs %1–%2 · %3: %4").arg(f.index).arg(e.gpuFits[j - 1].index).arg(f.name, what)
                                            : tr("GPU %1 · %2: %3").arg(f.index).arg(f.name, what));
                i = j;
            }
        }
    }

    /// The one change that saves the most, when the verdict did not name one.
    void chooseKnob()
    {
        if (e.knob.isEmpty()) {
            const double sampleTerm = e.cachedInputsGiB;
            if (sampleTerm > e.activationsGiB && sampleTerm > 0.5)
                e.knob = tr("Halving num_calib_data saves about %1.").arg(formatGiB(sampleTerm / 2 * 1.1));
            else if (e.activationsGiB > 0.5)
                e.knob = tr("Halving seq_len or batch_size saves about %1.").arg(formatGiB(e.activationsGiB / 2 * 1.1));
            else if (e.verdict == Fit::Tight || e.verdict == Fit::DoesNotFit)
                e.knob = multi ? tr("More GPUs: the weights alone need %1.").arg(formatGiB(e.weightsGiB))
                               : tr("--multi_device (CPU offload) or more GPUs: the weights alone need %1.").arg(formatGiB(e.weightsGiB));
            else
                e.knob = tr("The weights dominate (%1); calibration adds little.").arg(formatGiB(e.weightsGiB));
        }
    }

    /// Run time: a rule of thumb, not a measurement.
    void runTime()
    {
        // Run time: a rule of thumb, not a measurement. Seconds, low and high: starting Python and
        // the imports; loading the weights (2 GiB/s down to 0.2 GiB/s); the calibration passes (2 ×
        // parameters × tokens FLOPs at 100 down to 10 TFLOP/s, eager PyTorch with observers), an
        // algorithm's searches or Hessians on top; the evaluation; writing the export.
        const double work = params / 1e9 * (algorithm.isEmpty() ? 1 : 6) * (samples / 512.0);
        e.timeClass = work < 10 ? u"minutes"_s : work < 150 ? u"tens of minutes"_s : u"hours"_s;
        const QString algorithmName = algorithm.isEmpty() ? tr("no algorithm") : algorithm;
        if (cpu) {
            e.timeText = tr("unknown — a CPU run's speed is not estimated (for billions of parameters, expect hours)");
        } else if (params <= 0) {
            e.timeText = tr("unknown — the analysis has no parameter count");
        } else {
            const double algorithmFactor = gptqFamily                                                  ? 3.0
                                         : algorithm.contains(u"awq"_s) || algorithm.contains(u"smooth"_s) ? 4.0
                                         : algorithm.isEmpty()                                           ? 1.0
                                                                                                         : 1.5;
            const double evalTokens = evaluation == u"full"_s ? 300'000 : evaluation == u"smoke"_s ? 20'000 : 0;
            const double flops = 2 * params * (samples * seqLen * algorithmFactor + evalTokens * 2);
            const double low = 30 + e.weightsGiB / 2.0 + flops / 100e12 + e.outputGiB / 1.0;
            const double high = 120 + e.weightsGiB / 0.2 + flops / 10e12 + e.outputGiB / 0.1;
            e.timeLowMinutes = std::max(1.0, std::floor(low / 60));
            e.timeHighMinutes = std::max(e.timeLowMinutes + 1, std::ceil(high / 60));
            const QLocale locale;
            auto hours = [&](double minutes) { return locale.toString(minutes / 60, 'f', minutes < 600 ? 1 : 0); };
            const QString range = e.timeHighMinutes < 120 ? tr("about %1–%2 minutes").arg(e.timeLowMinutes).arg(e.timeHighMinutes)
                                : e.timeLowMinutes >= 60  ? tr("about %1–%2 hours").arg(hours(e.timeLowMinutes), hours(e.timeHighMinutes))
                                                          : tr("about %1 minutes to %2 hours").arg(e.timeLowMinutes).arg(hours(e.timeHighMinutes));
            e.timeText = tr("%1 (a rule of thumb from %2 parameters, %3 samples × %4 tokens, %5; not measured on this machine%6)")
                             .arg(range, ResourceEstimator::countText(params))
                             .arg(samples)
                             .arg(seqLen)
                             .arg(algorithmName,
                                  e.downloadGiB > 0 ? tr("; the download comes on top") : QString());
        }
    }

    /// How each figure was made, for the reader.
    void inputsText()
    {
        const QString paramsText = ResourceEstimator::countText(params);
        QString against;
        if (allKnown) {
            QStringList parts;
            for (const GpuFit &f : std::as_const(e.gpuFits))
                parts.append(tr("%1 GiB (GPU %2, from %3)").arg(gib(f.totalGiB)).arg(f.index).arg(f.source.isEmpty() ? tr("?") : f.source));
            against = parts.join(u" + "_s);
            if (e.gpuFits.size() > 1) {
                double spread = 0;
                for (const GpuFit &f : std::as_const(e.gpuFits))
                    spread += f.needGiB;
                against += tr("; with a runtime on each of the %1 GPUs, %2 GiB in all").arg(e.gpuFits.size()).arg(gib(spread));
            }
        } else {
            against = gpus.isEmpty() ? tr("no GPU") : tr("GPUs of unknown memory");
        }
        e.inputs = {tr("weights: %1 (%2)").arg(formatGiB(e.weightsGiB),
                                                   analysis.weightBytes.value_or(0) > 0 ? tr("weight_bytes from the analysis")
                                                                                  : tr("%1 parameters × %2 bytes").arg(paramsText).arg(bytesPerParam)),
                    tr("activations: batch %1 × seq_len %2 × width %3 × 2 bytes × 8 live tensors = %4")
                        .arg(batch).arg(seqLen).arg(std::max(hidden, intermediate)).arg(formatGiB(e.activationsGiB)),
                    tr("cached inputs (algorithms only): %1 samples × seq_len %2 × hidden %3 × 2 bytes × 2 = %4")
                        .arg(samples).arg(seqLen).arg(hidden).arg(formatGiB(e.cachedInputsGiB)),
                    tr("GPTQ-family Hessians: %1").arg(formatGiB(e.algorithmGiB)),
                    tr("accelerator: weights × 1.10 spread over the GPUs by their memory, calibration × 1.10 on the first, "
                       "+ 1 GiB runtime on each = %1 GiB, against %2")
                        .arg(gib(e.acceleratorGiB), against),
                    tr("output: %1 parameters × %2 bits + 16-bit embeddings = %3").arg(paramsText).arg(bits).arg(ResourceEstimator::sizeText(e.outputGiB * kGiB)),
                    tr("layers: %1").arg(layers)};
    }

    const AnalysisFacts &analysis;
    const QList<GpuInfo> &gpus;
    const double params;
    const QString dtype;
    const double bytesPerParam;
    const double weightBytes;
    const double hidden;
    const double intermediate;
    const double layers;
    const double samples;
    const double seqLen;
    const double batch;
    const QString algorithm;
    const QString scheme;
    const QString evaluation;
    const bool cpu;
    const bool multi;
    const bool gptqFamily;
    const double bits; ///< the scheme's bits per weight
    double calibrationGiB = 0; ///< on the first GPU, with its margin
    double total = 0;          ///< every GPU's memory, GiB
    bool allKnown = false;     ///< every GPU's memory is known
    ResourceEstimate e;
};

} // namespace

ResourceEstimate ResourceEstimator::estimate(const AnalysisFacts &analysis, const PlanDocument &plan, const QList<GpuInfo> &gpus)
{
    return Estimation(analysis, plan, gpus).run();
}

} // namespace ptq
