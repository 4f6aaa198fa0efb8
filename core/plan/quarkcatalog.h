#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// What one quark-cli `torch-llm-ptq` accepts: from its `--help` (authoritative) or from the
/// catalog of known generations (quark-cli.md §2-§4) when no CLI can be asked.
struct CliCapabilities
{
    enum class Source { Help, Catalog };

    QString generation;    ///< "0.10", "0.11", "0.12", "post-0.12", "0.13" (or "unknown" for an unrecognised help)
    Source source = Source::Catalog;
    QString cliPath;       ///< the executable asked, when from help
    /// Set when the installed Quark's Python API was asked too (schemes, algorithms per model
    /// type, templates); empty when only --help or only the catalog speaks.
    QString quarkVersion;
    QString apiError;      ///< why the API could not be asked, when it could not
    /// From the catalog: why (a quark-cli still being asked, or one that failed, named); empty:
    /// none was found.
    QString catalogWhy;
    QStringList templateModelTypes;                   ///< from the API; empty: the catalog's knowledge
    QMap<QString, QStringList> algorithmsByModelType; ///< from the API; empty: QuarkCatalog::algorithmModelTypes
    QStringList options;   ///< long option names without dashes, e.g. "kv_cache_dtype"
    QStringList schemes;   ///< --quant_scheme names (the CLI itself lists none: from the catalog)
    QStringList kvCacheDtypes;      ///< accepted by argparse
    QStringList workingKvCacheDtypes; ///< accepted by the template code (only fp8)
    QStringList datasets;
    QStringList evaluationDatasets;
    QStringList algorithms;

    bool hasOption(const QString &name) const { return options.contains(name); }
    bool fromApi() const { return !quarkVersion.isEmpty(); }
    /// Whether @p algorithm has a built-in configuration for @p modelType: the API's answer when
    /// it was asked, else the catalog's.
    bool algorithmSupports(const QString &algorithm, const QString &modelType) const;
    bool operator==(const CliCapabilities &) const = default;
};

class QuarkCatalog
{
public:
    static QStringList generations();
    static CliCapabilities capabilities(const QString &generation);
    static CliCapabilities newest() { return capabilities(generations().constLast()); }

    /// ≤0.10 `w_*` scheme names and their 0.11+ equivalents (group size from --group_size).
    static std::optional<QString> currentNameOf(const QString &legacyScheme, int groupSize = 128);
    static std::optional<QString> legacyNameOf(const QString &scheme);

    /// Model types with a built-in configuration for @p algorithm (quark-cli 0.12).
    static QStringList algorithmModelTypes(const QString &algorithm);
    /// A one-line description of a scheme for people ("FP8 E4M3 weights and activations, per tensor, static").
    static QString describeScheme(const QString &scheme);
    static bool isWeightOnly(const QString &scheme);
    static bool isMx(const QString &scheme);
    static bool isFp8(const QString &scheme);
    /// Bits per weight after quantization (for size estimates), e.g. 8 for fp8, 4.25 for mxfp4.
    static double weightBits(const QString &scheme);
    /// The group (block) size in which @p scheme quantizes a Linear layer's input channels; it
    /// must divide the input width of every layer quantized with it. nullopt: per channel or per
    /// tensor (no group), or a name this table does not know (legacy `w_*` names included).
    static std::optional<int> groupSize(const QString &scheme);
    /// Whether the installed Quark's exporter refuses @p scheme: quark-cli accepts it, calibrates,
    /// then fails while writing the model (MX6, MX9, BFP16).
    static bool exportUnsupported(const QString &scheme);
    /// The nearest scheme that exports, for one exportUnsupported() refuses (empty for others).
    static QString exportableAlternative(const QString &scheme);
};

} // namespace ptq
