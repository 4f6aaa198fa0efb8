#include "clicommand.h"

#include "headless.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CliCommand::CliCommand(CommandSpec spec, QTextStream &out, QTextStream &err)
    : out(out), err(err), m_parser(std::move(spec))
{
}

std::optional<int> CliCommand::parse(const QStringList &arguments)
{
    return m_parser.parse(arguments, out, err);
}

int CliCommand::fail(const QString &message, int code)
{
    err << m_parser.prefix() << message << Qt::endl;
    return code;
}

int CliCommand::usage(const QString &message, int code)
{
    err << message << Qt::endl;
    return code;
}

int CliCommand::failAsIs(const QString &message, int code)
{
    err << message << Qt::endl;
    return code;
}

std::optional<Workspace> CliCommand::workspace(Lock lock, Workspace::OpenMode mode, const QString &option)
{
    Result<Workspace> ws = Workspace::open(m_parser.value(option), mode);
    if (!ws) {
        fail(ws.error().message);
        return std::nullopt;
    }
    if (lock == Lock::Write) {
        if (Status locked = ws->lock(); !locked) {
            fail(locked.error().message);
            return std::nullopt;
        }
    }
    return std::move(*ws);
}

} // namespace ptq::cli
