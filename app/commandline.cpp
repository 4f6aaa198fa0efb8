#include "commandline.h"

#include <QCoreApplication>
#include <QPair>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ptq::cli", text);
}

constexpr int kWidth = 79; // as QCommandLineParser's own help

/// "-h, --help" or "--kind <KIND>".
QString optionLabel(const OptionSpec &option)
{
    QStringList names;
    for (const QString &name : option.names)
        names.append((name.size() == 1 ? u"-"_s : u"--"_s) + name);
    QString label = names.join(u", "_s);
    if (option.takesValue())
        label += u" <"_s + option.valueName + u'>';
    return label;
}

/// @p text wrapped to kWidth, every line after the first indented by @p indent.
QString wrapped(const QString &text, int indent)
{
    QString result;
    const QStringList paragraphs = text.split(u'\n');
    for (qsizetype p = 0; p < paragraphs.size(); ++p) {
        int column = indent;
        bool first = true;
        if (p > 0)
            result += u'\n' + QString(indent, u' ');
        for (const QString &word : paragraphs.at(p).split(u' ', Qt::SkipEmptyParts)) {
            if (!first && column + 1 + word.size() > kWidth) {
                result += u'\n' + QString(indent, u' ');
                column = indent;
                first = true;
            }
            if (!first) {
                result += u' ';
                ++column;
            }
            result += word;
            column += int(word.size());
            first = false;
        }
    }
    return result;
}

/// Two columns: the labels, then their descriptions, wrapped under each other.
QString table(const QList<QPair<QString, QString>> &rows)
{
    int labelWidth = 0;
    for (const auto &[label, text] : rows)
        labelWidth = std::max(labelWidth, int(label.size()));
    labelWidth = std::min(labelWidth, 30);
    QString result;
    for (const auto &[label, text] : rows) {
        QString line = u"  "_s + label;
        if (label.size() > labelWidth)
            line += u'\n' + QString(labelWidth + 2, u' ');
        else
            line += QString(labelWidth - label.size(), u' ');
        line += u"  "_s + wrapped(text, labelWidth + 4);
        result += line + u'\n';
    }
    return result;
}

} // namespace

OptionSpec helpOption()
{
    return {{u"h"_s, u"help"_s}, {}, tr("Show this help."), Completion::None, {}, false};
}

QList<OptionSpec> CommandSpec::allOptions() const
{
    QList<OptionSpec> all = options;
    all.append(helpOption());
    return all;
}

const OptionSpec *CommandSpec::option(const QString &name) const
{
    for (const OptionSpec &o : options) {
        if (o.names.contains(name))
            return &o;
    }
    return nullptr;
}

QString CommandSpec::usageLine() const
{
    QString line = name.isEmpty() ? u"ptq-studio"_s : u"ptq-studio "_s + name;
    if (!subcommands.isEmpty())
        line += u" COMMAND"_s;
    line += u" [options]"_s;
    for (const ArgumentSpec &a : arguments)
        line += u' ' + (a.syntax.isEmpty() ? a.name : a.syntax);
    return line;
}

QString CommandSpec::helpText() const
{
    QString text = tr("Usage: %1").arg(usageLine()) + u'\n';
    const QString indent(tr("Usage: %1").arg(QString()).size(), u' ');
    for (const QString &extra : extraUsage)
        text += indent + u"ptq-studio "_s + extra + u'\n';
    if (!summary.isEmpty() && description.isEmpty())
        text += summary + u'\n';
    if (!description.isEmpty())
        text += description + u'\n';
    QList<QPair<QString, QString>> rows;
    for (const OptionSpec &o : allOptions()) {
        if (!o.hidden)
            rows.append({optionLabel(o), o.description});
    }
    text += u'\n' + tr("Options:") + u'\n' + table(rows);
    if (!arguments.isEmpty()) {
        rows.clear();
        for (const ArgumentSpec &a : arguments)
            rows.append({a.name, a.description});
        text += u'\n' + tr("Arguments:") + u'\n' + table(rows);
    }
    if (!epilogue.isEmpty())
        text += u'\n' + epilogue;
    return text;
}

QString usageError(const QString &command, const QString &message)
{
    const QString words = command.isEmpty() ? u"ptq-studio"_s : u"ptq-studio "_s + command;
    return words + u": "_s + message + u'\n' + tr("Run '%1 --help' for its options.").arg(words) + u'\n';
}

CommandLine::CommandLine(CommandSpec spec)
    : m_spec(std::move(spec))
{
    if (m_spec.singleDashLongOptions)
        m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const OptionSpec &o : m_spec.allOptions())
        m_parser.addOption(QCommandLineOption(o.names, o.description, o.valueName));
    for (const ArgumentSpec &a : m_spec.arguments)
        m_parser.addPositionalArgument(a.name, a.description, a.syntax);
}

std::optional<int> CommandLine::parse(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (!m_parser.parse(arguments)) {
        err << usageError(m_spec.name, m_parser.errorText());
        err.flush();
        return 2; // Usage
    }
    if (m_parser.isSet(u"help"_s)) {
        out << m_spec.helpText();
        out.flush();
        return 0; // Ok
    }
    return std::nullopt;
}

bool CommandLine::isSet(const QString &name) const
{
    Q_ASSERT_X(m_spec.option(name), "CommandLine::isSet", qPrintable(name)); // only what the spec defines
    return m_parser.isSet(name);
}

QString CommandLine::value(const QString &name) const
{
    Q_ASSERT_X(m_spec.option(name), "CommandLine::value", qPrintable(name));
    return m_parser.value(name);
}

QStringList CommandLine::values(const QString &name) const
{
    Q_ASSERT_X(m_spec.option(name), "CommandLine::values", qPrintable(name));
    return m_parser.values(name);
}

QString CommandLine::prefix() const
{
    return (m_spec.name.isEmpty() ? u"ptq-studio"_s : u"ptq-studio "_s + m_spec.name) + u": "_s;
}

} // namespace ptq::cli
