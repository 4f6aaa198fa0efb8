#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

#include <optional>

namespace ptq {

/// What the user corrected at Checkpoint 1.
struct AnalysisCorrections
{
    std::optional<QString> modelType;     ///< the type Quark's template is looked up by
    std::optional<bool> trustRemoteCode;  ///< explicit acceptance (or refusal) of repository code
    QString notes;

    bool isEmpty() const { return !modelType && !trustRemoteCode && notes.isEmpty(); }
    friend bool operator==(const AnalysisCorrections &, const AnalysisCorrections &) = default;
};

class AnalysisConfirmation
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisConfirmation)

public:
    /// Applies @p corrections to a model_analysis document and records each one (from, to) in
    /// `confirmation.corrections`. A corrected model type re-reads the Quark template.
    static Json applyCorrections(Json analysis, const AnalysisCorrections &corrections);
    /// applyCorrections() plus `confirmation.confirmed = true` and the time.
    static Result<Json> confirm(const Json &analysis, const AnalysisCorrections &corrections,
                                const QDateTime &now = QDateTime::currentDateTimeUtc());
    static QString timestamp(const QDateTime &time);
};

/// A short plain-text summary of a model_analysis document, one "Label  text" line each.
QStringList describeAnalysis(const Json &analysis);
/// A parameter count for people: "70.55 billion", "8.03 billion", "0.16 million".
QString parameterCountText(double parameters);
/// A risk's severity ("low", "medium", "high" in the artifact) in the interface's language.
QString severityText(const QString &severity);
/// Where the configuration was read ("hub", "local", "cache" in the artifact), for people.
QString sourceKindText(const QString &kind);
/// How the Linear layers were counted ("safetensors-index", "safetensors-header",
/// "config-estimate" in the artifact), for people: names the file the count came from.
QString countMethodText(const QString &method);

} // namespace ptq
