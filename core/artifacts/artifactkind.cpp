#include "artifacts/artifactkind.h"

#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString artifactFileName(ArtifactKind kind)
{
    switch (kind) {
    case ArtifactKind::Analysis: return u"model_analysis.json"_s;
    case ArtifactKind::Plan: return u"quant_plan.json"_s;
    case ArtifactKind::Manifest: return u"run_manifest.yaml"_s;
    }
    Q_UNREACHABLE();
    return QString();
}

QString artifactCliName(ArtifactKind kind)
{
    switch (kind) {
    case ArtifactKind::Analysis: return u"analysis"_s;
    case ArtifactKind::Plan: return u"plan"_s;
    case ArtifactKind::Manifest: return u"manifest"_s;
    }
    Q_UNREACHABLE();
    return QString();
}

QString artifactSchemaTitle(ArtifactKind kind)
{
    switch (kind) {
    case ArtifactKind::Analysis: return u"model_analysis"_s;
    case ArtifactKind::Plan: return u"quant_plan"_s;
    case ArtifactKind::Manifest: return u"run_manifest"_s;
    }
    Q_UNREACHABLE();
    return QString();
}

std::optional<ArtifactKind> artifactKindFromCliName(const QString &name)
{
    for (ArtifactKind kind : kAllArtifactKinds) {
        if (name == artifactCliName(kind) || name == artifactSchemaTitle(kind))
            return kind;
    }
    return std::nullopt;
}

std::optional<ArtifactKind> artifactKindFromFileName(const QString &path)
{
    const QString name = QFileInfo(path).fileName().toLower();
    for (ArtifactKind kind : kAllArtifactKinds) {
        if (name.contains(artifactSchemaTitle(kind)))
            return kind;
    }
    return std::nullopt;
}

std::optional<ArtifactKind> artifactKindFromContent(const Json &document)
{
    if (!document.is_object())
        return std::nullopt;
    if (document.contains("workflow") && document.contains("steps"))
        return ArtifactKind::Manifest;
    if (document.contains("global_scheme") || document.contains("layer_quant_config"))
        return ArtifactKind::Plan;
    if (document.contains("analysis_status") || document.contains("quantization_targets"))
        return ArtifactKind::Analysis;
    return std::nullopt;
}

} // namespace ptq
