#pragma once

#include "commandline.h"

#include "artifacts/workspace.h"

#include <QTextStream>

#include <optional>

namespace ptq::cli {

/// The preamble every subcommand shares, over its CommandLine: the parse (--help and usage
/// errors), the messages on stderr with the command's words first ("ptq-studio eval: …"), and
/// the workspace of --workspace opened (and locked, for a command that writes). A command runs
/// as
/// @code
///   CliCommand command(evalSpec(), out, err);
///   if (const auto done = command.parse(arguments))
///       return *done;
///   std::optional<Workspace> ws = command.workspace(CliCommand::Lock::Write);
///   if (!ws)
///       return Failed; // the reason is printed
/// @endcode
class CliCommand
{
public:
    enum class Lock { Read, Write };

    CliCommand(CommandSpec spec, QTextStream &out, QTextStream &err);

    /// nullopt: go on; otherwise the exit status (the help printed, or the usage error).
    std::optional<int> parse(const QStringList &arguments);
    const CommandLine &args() const { return m_parser; }
    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    QString value(const QString &name) const { return m_parser.value(name); }

    /// "ptq-studio NAME: @p message" on stderr; returns @p code.
    int fail(const QString &message, int code = 1);
    /// @p message as it is (it names the command, and the options to give) on stderr; returns
    /// @p code (2, a usage error, unless given).
    int usage(const QString &message, int code = 2);
    /// @p message as it is on stderr, for a sentence whose translation starts with the command's
    /// words itself ("ptq-studio analyze: %1 is a file, …"); returns @p code.
    int failAsIs(const QString &message, int code = 1);

    /// The workspace named by @p option (default --workspace): opened (with
    /// Workspace::OpenMode::CreateIfMissing, made first), and with Lock::Write locked for this
    /// process (refused while a window or another command holds it). Nothing when it cannot be,
    /// after the reason was printed with fail(). A command that writes takes Lock::Write before it
    /// reads what it changes; one that only reads takes Lock::Read and leaves the lock to others.
    std::optional<Workspace> workspace(Lock lock, Workspace::OpenMode mode = Workspace::OpenMode::Existing,
                                       const QString &option = QStringLiteral("workspace"));

    QTextStream &out;
    QTextStream &err;

private:
    CommandLine m_parser;
};

} // namespace ptq::cli
