#pragma once

#include "plan/quarkcatalog.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QStringList>

namespace ptq {

/// One option of an argparse `--help` listing.
struct HelpOption
{
    QStringList names;   ///< without leading dashes: {"kv_cache_dtype", "kv_cache_quant_scheme"}
    QString metavar;     ///< e.g. "PATTERN QUANT_SCHEME", "alg1,alg2"; empty for flags
    QString nargs;       ///< "0" (flag), "1", "2", "?", "*", "+"
    QStringList choices; ///< from `{a,b,c}`

    friend bool operator==(const HelpOption &, const HelpOption &) = default;
};
QDebug operator<<(QDebug debug, const HelpOption &option);

struct QuarkHelp
{
    QString prog;               ///< from `usage: quark-cli torch-llm-ptq …`
    QList<HelpOption> options;

    const HelpOption *find(const QString &name) const;
    friend bool operator==(const QuarkHelp &, const QuarkHelp &) = default;
};

class QuarkHelpParser
{
    Q_DECLARE_TR_FUNCTIONS(QuarkHelpParser)

public:
    /// Parses `quark-cli torch-llm-ptq --help` as printed by argparse on Python ≤3.12 (metavar
    /// repeated per flag) and 3.13 (metavar once, after the last flag).
    static Result<QuarkHelp> parse(const QByteArray &text);
    /// What the parsed help says the CLI accepts; schemes and algorithms (which argparse does
    /// not list) come from the catalog of the generation the options point to.
    static CliCapabilities capabilities(const QuarkHelp &help, const QString &cliPath);
};

} // namespace ptq
