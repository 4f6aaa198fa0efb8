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
    /// The risk of a config.json written by transformers @p configVersion for quark-cli
    /// @p quarkGeneration, or none: transformers reads configurations older than itself, so only a
    /// configuration newer than the transformers that quark-cli runs on is one. analyze() checks
    /// against the newest quark-cli release (page 3 checks the installed environment's versions).
    static std::optional<Risk> transformersRisk(const QString &configVersion, const QString &quarkGeneration);

    /// Counts decoder Linear modules from tensor names (index keys or header keys): every
    /// `….weight` (or packed `….qweight` / `….weight_packed`) inside a decoder layer, except norms,
    /// embeddings, MoE routers and vision/audio towers.
    static LinearCount countLinearModules(const std::vector<std::string_view> &names, bool moe);
    static ConfigEstimate estimateLinearModules(const Json &textConfig, const QString &modelType, bool moe);
};

} // namespace ptq
