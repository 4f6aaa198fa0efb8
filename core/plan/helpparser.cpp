#include "plan/helpparser.h"

#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

int indentation(const QString &line)
{
    int n = 0;
    while (n < line.size() && line[n] == u' ')
        ++n;
    return n;
}

// "--name ARGS" -> (name, args)
std::pair<QString, QString> splitInvocation(const QString &invocation)
{
    const QString trimmed = invocation.trimmed();
    const qsizetype space = trimmed.indexOf(u' ');
    QString flag = space < 0 ? trimmed : trimmed.left(space);
    const QString args = space < 0 ? QString() : trimmed.mid(space + 1).trimmed();
    while (flag.startsWith(u'-'))
        flag.remove(0, 1);
    return {flag, args};
}

void applyArgs(HelpOption &option, const QString &args)
{
    if (args.isEmpty()) {
        option.nargs = u"0"_s;
        return;
    }
    option.metavar = args;
    static const QRegularExpression choices(u"^\\{([^}]*)\\}$"_s);
    if (const QRegularExpressionMatch m = choices.match(args); m.hasMatch()) {
        option.choices = m.captured(1).split(u',', Qt::SkipEmptyParts);
        option.nargs = u"1"_s;
        return;
    }
    if (args.startsWith(u'[') && args.endsWith(u"...]"_s)) {
        option.nargs = u"*"_s;
        return;
    }
    if (args.startsWith(u'[') && args.endsWith(u']')) {
        option.nargs = u"?"_s;
        return;
    }
    if (args.endsWith(u"...]"_s)) {
        option.nargs = u"+"_s;
        return;
    }
    option.nargs = QString::number(args.split(u' ', Qt::SkipEmptyParts).size());
}

// Splits "--a {x,y}, --b {x,y}" at the ", " that separate flags (not inside braces or brackets).
QStringList splitInvocations(const QString &entry)
{
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < entry.size(); ++i) {
        const QChar c = entry[i];
        if (c == u'{' || c == u'[')
            ++depth;
        else if (c == u'}' || c == u']')
            --depth;
        else if (depth == 0 && c == u',' && i + 2 < entry.size() && entry[i + 1] == u' ' && entry[i + 2] == u'-') {
            parts.append(entry.mid(start, i - start));
            start = i + 2;
        }
    }
    parts.append(entry.mid(start));
    return parts;
}

} // namespace

QDebug operator<<(QDebug debug, const HelpOption &option)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "HelpOption(" << option.names << ", nargs=" << option.nargs << ", " << option.metavar << ')';
    return debug;
}

const HelpOption *QuarkHelp::find(const QString &name) const
{
    for (const HelpOption &option : options) {
        if (option.names.contains(name))
            return &option;
    }
    return nullptr;
}

Result<QuarkHelp> QuarkHelpParser::parse(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes).replace(u"\r\n"_s, u"\n"_s);
    const QStringList lines = text.split(u'\n');
    QuarkHelp help;
    bool inOptions = false;
    bool sawUsage = false;
    QString pending; // an entry whose invocation continues (argparse never wraps it, but be lenient)
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(u"usage:"_s)) {
            sawUsage = true;
            const QString rest = trimmed.mid(6).trimmed();
            const QStringList words = rest.split(u' ', Qt::SkipEmptyParts);
            QStringList prog;
            for (const QString &w : words) {
                if (w.startsWith(u'[') || w.startsWith(u'-'))
                    break;
                prog.append(w);
            }
            help.prog = prog.join(u' ');
            continue;
        }
        if (!line.startsWith(u' ') && trimmed.endsWith(u':')) {
            // "options:" (Python ≥3.10), "optional arguments:" (older), "positional arguments:", or a group title.
            inOptions = trimmed != u"positional arguments:"_s;
            continue;
        }
        if (!inOptions || trimmed.isEmpty())
            continue;
        const int indent = indentation(line);
        if (indent <= 4 && trimmed.startsWith(u'-')) {
            // The invocation ends where two spaces start the help text.
            const qsizetype gap = trimmed.indexOf(u"  "_s);
            const QString entry = gap < 0 ? trimmed : trimmed.left(gap);
            const QStringList invocations = splitInvocations(entry);
            HelpOption option;
            QString lastArgs;
            for (const QString &invocation : invocations) {
                const auto [name, args] = splitInvocation(invocation);
                if (!name.isEmpty())
                    option.names.append(name);
                if (!args.isEmpty())
                    lastArgs = args;
            }
            applyArgs(option, lastArgs);
            // Long option names first, so names.first() is the canonical one.
            std::stable_sort(option.names.begin(), option.names.end(),
                             [](const QString &a, const QString &b) { return a.size() > 1 && b.size() == 1; });
            if (!option.names.isEmpty())
                help.options.append(option);
        }
    }
    Q_UNUSED(pending);
    if (!sawUsage || help.options.isEmpty()) {
        return Error{Error::Code::Malformed,
                     tr("This is not the --help of quark-cli torch-llm-ptq (no argparse usage and options).")};
    }
    return help;
}

CliCapabilities QuarkHelpParser::capabilities(const QuarkHelp &help, const QString &cliPath)
{
    QStringList options;
    for (const HelpOption &option : help.options) {
        for (const QString &name : option.names) {
            if (name.size() > 1)
                options.append(name);
        }
    }
    QString generation;
    if (options.contains(u"template_file"_s))
        generation = u"post-0.12"_s;
    else if (options.contains(u"evaluation_dataset"_s))
        generation = u"0.12"_s;
    else if (options.contains(u"group_size"_s) || options.contains(u"model_export"_s))
        generation = u"0.10"_s;
    else
        generation = u"0.11"_s;
    CliCapabilities c = QuarkCatalog::capabilities(generation);
    c.source = CliCapabilities::Source::Help;
    c.cliPath = cliPath;
    c.options = options;
    if (const HelpOption *kv = help.find(u"kv_cache_dtype"_s); kv && !kv->choices.isEmpty())
        c.kvCacheDtypes = kv->choices;
    if (const HelpOption *ds = help.find(u"dataset"_s); ds && !ds->choices.isEmpty())
        c.datasets = ds->choices;
    if (const HelpOption *ev = help.find(u"evaluation_dataset"_s); ev && !ev->choices.isEmpty())
        c.evaluationDatasets = ev->choices;
    else if (!options.contains(u"evaluation_dataset"_s))
        c.evaluationDatasets.clear();
    if (const HelpOption *scheme = help.find(u"quant_scheme"_s); scheme && !scheme->choices.isEmpty())
        c.schemes = scheme->choices; // ≤0.10 listed its schemes as argparse choices
    return c;
}

} // namespace ptq
