#pragma once

#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "command/environment.h"

#include <QCoreApplication>
#include <QStringList>

namespace ptq {

/// Whether a run fits the accelerators' memory. Stored names (resources.verdict): "fits",
/// "tight" (less than 15% to spare, or host RAM takes the rest), "does-not-fit", "unknown".
enum class Fit { Fits, Tight, DoesNotFit, Unknown };
QString fitName(Fit fit);

/// One GPU's part of the estimate: its share of the need against its memory.
struct GpuFit
{
    int index = 0;
    QString name;
    double needGiB = 0;  ///< this GPU's share (the weights spread by memory; calibration on the first)
    double totalGiB = 0; ///< 0: unknown
    QString source;      ///< where the total comes from (nvidia-smi, amd-smi, rocm-smi, PyTorch)
    Fit verdict = Fit::Unknown;
    QString why;         ///< unknown: the sources tried and what they said

    friend bool operator==(const GpuFit &, const GpuFit &) = default;
};

/// What a run will need, from the analysis and the plan, compared with the machine.
struct ResourceEstimate
{
    double weightsGiB = 0;      ///< model weights in their load dtype
    double activationsGiB = 0;  ///< calibration working set (batch × seq_len × hidden)
    double cachedInputsGiB = 0; ///< layer inputs an algorithm keeps for every sample
    double algorithmGiB = 0;    ///< e.g. GPTQ Hessians
    double acceleratorGiB = 0;  ///< the sum of the above plus overhead
    double hostRamGiB = 0;
    double downloadGiB = 0;     ///< into the Hugging Face cache (Hub models not cached yet)
    double outputGiB = 0;
    double availableAcceleratorGiB = 0; ///< all GPUs' memory together; 0 when any is unknown
    Fit verdict = Fit::Unknown; ///< over all GPUs (a CPU run: fits)
    QString timeClass;          ///< minutes, tens of minutes, hours
    QString knob;               ///< the change that moves the need most
    QStringList inputs;         ///< the formula inputs, for people to check
    /// device_map="auto" spreads the model over every visible GPU: one entry per GPU.
    QList<GpuFit> gpuFits;
    /// For people: "fits: needs 38.2 of 192 GiB", "does not fit: needs 95.0 GiB, 79.6 GiB
    /// available", "unknown — <why>".
    QString fitText;
    /// The per-GPU lines (identical GPUs after the first taken together); empty for one GPU.
    QStringList gpuLines;
    /// A rule-of-thumb range in minutes; both 0 when unknown.
    double timeLowMinutes = 0;
    double timeHighMinutes = 0;
    QString timeText;           ///< "about 2–12 minutes (…)" or "unknown — <why>"

    Json toJson() const;
};

class ResourceEstimator
{
    Q_DECLARE_TR_FUNCTIONS(ResourceEstimator)

public:
    /// What the run of @p plan on @p analysis's model needs, against @p gpus. A figure the
    /// analysis does not give is assumed (and said so in the inputs).
    static ResourceEstimate estimate(const AnalysisFacts &analysis, const PlanDocument &plan, const QList<GpuInfo> &gpus);

    /// A byte count for people, in the locale of the UI: "305.7 KiB", "1.2 MiB", "15.0 GiB".
    static QString sizeText(double bytes);
    /// A count for people: "156,500" (grouped); from a million on with the short form
    /// after it: "8,030,261,248 (8.03 billion)".
    static QString countText(double count);
    /// GiB with one decimal below 100, none from 100 on ("38.2", "192"), in the UI's locale.
    static QString gibText(double gib);
};

} // namespace ptq
