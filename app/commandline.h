#pragma once

#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace ptq::cli {

/// What the shell completes for an option's value or an argument.
enum class Completion {
    None,      ///< free text: nothing to complete
    File,      ///< a file name
    Directory, ///< a folder name
    Artifact,  ///< a folder or an artifact file (*.json, *.yaml, *.yml)
    Scheme,    ///< a --quant_scheme name the planner knows
    Words,     ///< one of the listed words
};

/// One option of a command: its names without dashes, the value it takes (empty: a flag), what
/// it does, and what completes its value.
struct OptionSpec
{
    QStringList names = {};
    QString valueName = {};
    QString description = {};
    Completion completion = Completion::None;
    QStringList words = {}; ///< for Completion::Words
    bool hidden = false; ///< parsed, but not in --help, the man page or the completion

    bool takesValue() const { return !valueName.isEmpty(); }
};

/// One positional argument: its name, what it is, its syntax in the usage line ("FILE...").
struct ArgumentSpec
{
    QString name = {};
    QString description = {};
    QString syntax = {}; ///< empty: the name
    Completion completion = Completion::None;
    QStringList words = {};
};

/// The one definition of a command's command line: the command parses with it (CommandLine),
/// --help prints it, the man page and the bash completion are generated from it (clidoc.cpp).
struct CommandSpec
{
    QString name;        ///< "plan", "env create"; empty for the program itself
    QString summary;     ///< one line, for the command list
    QString description; ///< what it does and its exit status (lines break where they should)
    QList<ArgumentSpec> arguments;
    QList<OptionSpec> options; ///< -h/--help is added by CommandLine
    QStringList subcommands;   ///< for a group such as "env": its commands' words
    QStringList extraUsage;    ///< further usage lines, each without "ptq-studio "
    QString epilogue;          ///< --help only, after the options (the program's list of commands)
    bool opensWindow = false;  ///< compare and the wizard: a display is needed
    bool singleDashLongOptions = false;

    /// "ptq-studio plan [options] ARG..." — the command's words, never the binary's path.
    QString usageLine() const;
    /// The help: the usage lines, the description, the options and the arguments.
    QString helpText() const;
    /// The options as parsed (with -h/--help), hidden ones included.
    QList<OptionSpec> allOptions() const;
    const OptionSpec *option(const QString &name) const;
};

/// The -h/--help option every command has.
OptionSpec helpOption();

/// A command's parser over its CommandSpec: parse() handles --help and usage errors the same way
/// for every command ("ptq-studio NAME: <error>" and a pointer to --help, exit 2).
class CommandLine
{
public:
    explicit CommandLine(CommandSpec spec);

    /// Parses @p arguments (the first is the command's word). nullopt: go on; otherwise the
    /// exit status to return (help printed to @p out, or the error to @p err).
    std::optional<int> parse(const QStringList &arguments, QTextStream &out, QTextStream &err);

    bool isSet(const QString &name) const;
    QString value(const QString &name) const;
    QStringList values(const QString &name) const;
    QStringList positionalArguments() const { return m_parser.positionalArguments(); }
    const CommandSpec &spec() const { return m_spec; }
    /// "ptq-studio plan: " — the prefix of the command's messages.
    QString prefix() const;

private:
    CommandSpec m_spec;
    QCommandLineParser m_parser;
};

/// "ptq-studio plan: Unknown option 'x'.\nRun 'ptq-studio plan --help' for its options.\n"
QString usageError(const QString &command, const QString &message);

} // namespace ptq::cli
