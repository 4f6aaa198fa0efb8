#pragma once

#include "artifacts/json.h"
#include "command/environment.h"

#include <QCoreApplication>
#include <QStringList>

namespace ptq {

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
    double availableAcceleratorGiB = 0;
    QString verdict;            ///< fits, tight, does-not-fit, unknown
    QString timeClass;          ///< minutes, tens of minutes, hours
    QString knob;               ///< the change that moves the need most
    QStringList inputs;         ///< the formula inputs, for people to check

    Json toJson() const;
};

class ResourceEstimator
{
    Q_DECLARE_TR_FUNCTIONS(ResourceEstimator)

public:
    static ResourceEstimate estimate(const Json &analysis, const Json &plan, const QList<GpuInfo> &gpus);
};

} // namespace ptq
