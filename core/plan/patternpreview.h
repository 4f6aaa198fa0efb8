#pragma once

#include "artifacts/analysisfacts.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ptq {

/// How one exclusion or override pattern lands on the model's modules.
struct PatternMatch
{
    QString pattern;
    QString role;       ///< "exclude" or "override"
    QString scheme;     ///< for overrides
    qint64 matches = 0; ///< modules the pattern matches
    qint64 effective = 0; ///< modules it decides (not taken by an exclusion or an earlier override)
    QStringList overlapsWith; ///< other patterns matching some of the same modules
    QStringList examples;     ///< a few matched module names
    QStringList listed;       ///< the first kListedModules matched module names, in model order

    friend bool operator==(const PatternMatch &, const PatternMatch &) = default;
};

struct PatternPreview
{
    QList<PatternMatch> patterns;
    QMap<QString, qint64> perScheme; ///< scheme -> modules quantized with it
    qint64 unquantized = 0;
    qint64 total = 0;
    QStringList warnings; ///< zero matches, overlaps, an empty exclusion list
    QString moduleSource; ///< where the module names came from

    friend bool operator==(const PatternPreview &, const PatternPreview &) = default;
};

/// Resolves exclusion and override patterns against module names as Quark does: Python
/// fnmatch (case-sensitive, `*` crosses dots), exclusions first, then the first matching
/// override, else the global scheme.
class PatternPreviewer
{
public:
    /// How many matched module names a PatternMatch lists (the rest are counted only).
    static constexpr int kListedModules = 200;
    static bool matches(const QString &pattern, const std::string &module);
    /// The same for a pattern in UTF-8, for loops over many modules: a pattern without `*`, `?`,
    /// `[` or `\\` (what quark-cli records, module names) is compared as it is.
    static bool matches(const std::string &pattern, std::string_view module);
    static PatternPreview preview(const std::vector<std::string> &modules, const QStringList &exclusions,
                                  const QList<QPair<QString, QString>> &overrides, const QString &globalScheme);
    /// The Linear module names (lm_head, routers and tower projections included) of the model
    /// an analysis describes, generated from its architecture facts.
    static std::vector<std::string> generateModules(const AnalysisFacts &analysis);
    /// The best module list for an analysis: the exact one from the local index (or cache
    /// snapshot) when there is one, else generated. Reads a file: call it off the UI thread.
    static std::vector<std::string> modulesFor(const AnalysisFacts &analysis, QString *sourceDescription = nullptr);
    /// Module names from tensor names (`….weight` → `…`), the exact set when an index exists.
    static std::vector<std::string> modulesFromTensorNames(std::span<const std::string_view> tensorNames);
};

} // namespace ptq
