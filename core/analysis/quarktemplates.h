#pragma once

#include <QString>
#include <QStringList>

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

class QuarkTemplates
{
public:
    static std::optional<QuarkTemplate> find(const QString &modelType);
    static QStringList knownModelTypes();
};

} // namespace ptq
