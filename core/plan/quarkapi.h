#pragma once

#include "plan/quarkcatalog.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ptq {

/// What the installed Quark's Python API says it accepts — the facts `--help` cannot give
/// (scheme names are no argparse choices; algorithm support depends on the model type).
struct QuarkApiFacts
{
    QString quarkVersion;            ///< importlib.metadata's amd-quark version, e.g. "0.13"
    QStringList schemes;             ///< LLMTemplate.get_supported_schemes()
    QStringList kvCacheSchemes;      ///< the KV-cache schemes the templates accept
    QStringList algorithms;          ///< get_supported_algorithm_types()
    QStringList modelTypes;          ///< LLMTemplate.list_available()
    QMap<QString, QStringList> algorithmsByModelType; ///< algorithms with a built-in config per model type
    QMap<QString, QStringList> defaultExcludes;       ///< the template's exclude_layers_name per model type

    friend bool operator==(const QuarkApiFacts &, const QuarkApiFacts &) = default;
};

class QuarkApi
{
    Q_DECLARE_TR_FUNCTIONS(QuarkApi)

public:
    /// The Python program run by the interpreter of quark-cli's own environment; it prints one
    /// line `PTQ_QUARK_API {json}` (Quark's log records go to stderr around it).
    static QString probeScript();
    /// Reads that line out of the process output; anything else is an error naming what failed.
    static Result<QuarkApiFacts> parse(const QByteArray &output);
    /// One line of @p error for a banner or a table cell: its first line, JSON and Python reprs
    /// folded to "…", at most about 160 characters. The whole text stays for a Details view.
    static QString summary(const QString &error);
    /// The interpreter a console script runs with: its `#!` line (or the `exec` line pip writes
    /// for long paths), else the `python` beside it; empty when there is none.
    static QString interpreterOf(const QString &consoleScript);
    /// The Python interpreter named by the script's own `#!` line (or pip's `exec` line) when
    /// @p consoleScript is a Python program it can run; empty for a binary, a shell wrapper or
    /// a script of another language.
    static QString scriptInterpreterOf(const QString &consoleScript);
    /// One program for both questions: the API's (the `PTQ_QUARK_API` line), then the line
    /// kHelpMarker, then the console script named by its first argument, run as Python runs a
    /// script (its folder first on sys.path, the arguments after it in sys.argv) in the same
    /// process: torch and quark are imported once, not twice.
    static QString probeAndRunScript();
    static constexpr char kHelpMarker[] = "PTQ_QUARK_HELP_FOLLOWS";
    /// @p caps from --help, completed with what the API said: scheme names, KV-cache schemes,
    /// algorithms and their model types; the generation from the installed version.
    static void apply(CliCapabilities &caps, const QuarkApiFacts &facts);
};

} // namespace ptq
