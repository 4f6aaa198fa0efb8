#pragma once

#include <QString>
#include <QStringList>
#include <QVersionNumber>

#include <optional>

namespace ptq {

/// What quark-cli's LLMTemplate knows about a model type (quark-cli.md §4).
struct QuarkTemplate
{
    QString modelType;
    QStringList defaultExclusions; ///< fnmatch patterns on module names
    QStringList versions;          ///< quark-cli generations that ship the template
    QStringList kvLayers;          ///< patterns of the KV projections (empty: KV-cache quantization is ignored)

    friend bool operator==(const QuarkTemplate &, const QuarkTemplate &) = default;
};

/// The transformers a quark-cli generation runs on (its [cli] extra's requirement).
struct QuarkTransformers
{
    QString generation;  ///< "0.11", "0.12", "post-0.12", "0.13"
    QString requirement; ///< for people: ">5,<5.17", "4.57"
    QVersionNumber below; ///< the first transformers version it does not run on

    friend bool operator==(const QuarkTransformers &, const QuarkTransformers &) = default;
};

class QuarkTemplates
{
public:
    static std::optional<QuarkTemplate> find(const QString &modelType);
    static QStringList knownModelTypes();
    /// The newest quark-cli release whose facts PTQ Studio carries ("0.13").
    static QString newestRelease();
    /// What @p generation runs on; an unknown generation answers for newestRelease().
    static QuarkTransformers transformersFor(const QString &generation);
};

} // namespace ptq
