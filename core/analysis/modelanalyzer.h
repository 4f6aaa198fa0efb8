#pragma once

#include "analysis/modelanalysis.h"
#include "result.h"
#include "source/configfiles.h"

#include <QCoreApplication>

#include <string_view>
#include <vector>

namespace ptq {

/// How many quantizable Linear modules a list of tensor names holds.
struct LinearCount
{
    qint64 linear = 0;
    bool fusedExperts = false; ///< expert weights stored as one fused parameter, not per-expert Linear
    qint64 tensors = 0;

    friend bool operator==(const LinearCount &, const LinearCount &) = default;
};

/// What the configuration alone says about the linear layers.
struct ConfigEstimate
{
    std::optional<qint64> count;
    bool knownArchitecture = false;
    bool nonLinearExperts = false;
    LocalText note;
};

/// Pure functions from configuration bytes to a ModelAnalysis. Never touches weights.
class ModelAnalyzer
{
    Q_DECLARE_TR_FUNCTIONS(ModelAnalyzer)

public:
    static Result<ModelAnalysis> analyze(const ConfigFiles &files);

    /// Counts decoder Linear modules from tensor names (index keys or header keys): every
    /// `….weight` (or packed `….qweight` / `….weight_packed`) inside a decoder layer, except norms,
    /// embeddings, MoE routers and vision/audio towers.
    static LinearCount countLinearModules(const std::vector<std::string_view> &names, bool moe);
    static ConfigEstimate estimateLinearModules(const Json &textConfig, const QString &modelType, bool moe);
};

} // namespace ptq
