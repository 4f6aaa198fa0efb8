#pragma once

#include "artifacts/json.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ptq {

/// The three artifacts of the workflow, in the order the wizard produces them.
enum class ArtifactKind { Analysis, Plan, Manifest };

inline constexpr ArtifactKind kAllArtifactKinds[] = {ArtifactKind::Analysis, ArtifactKind::Plan,
                                                     ArtifactKind::Manifest};

/// `model_analysis.json`, `quant_plan.json`, `run_manifest.yaml`.
QString artifactFileName(ArtifactKind kind);
/// The word used on the command line: `analysis`, `plan`, `manifest`.
QString artifactCliName(ArtifactKind kind);
/// The schema title: `model_analysis`, `quant_plan`, `run_manifest`.
QString artifactSchemaTitle(ArtifactKind kind);

std::optional<ArtifactKind> artifactKindFromCliName(const QString &name);
/// Recognises the canonical file names, also with a prefix or suffix (`old-run_manifest.yaml`).
std::optional<ArtifactKind> artifactKindFromFileName(const QString &path);
/// Recognises an artifact by the required fields of its upstream contract.
std::optional<ArtifactKind> artifactKindFromContent(const Json &document);

} // namespace ptq
