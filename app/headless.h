#pragma once

#include "commandline.h"
#include "handoff/exportchecks.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace ptq {
class RunSession;
}

namespace ptq::cli {

/// The subcommands' messages, all in one translation context ("ptq::cli").
inline QString tr(const char *text)
{
    return QCoreApplication::translate("ptq::cli", text);
}

/// Exit codes shared by every headless subcommand.
enum ExitCode { Ok = 0, Failed = 1, Usage = 2, Refused = 3 };

/// Refuses arguments and path-valued environment variables that are not valid UTF-8, before
/// anything uses them: Qt would decode them lossily and act on another path (PathText). Prints
/// the refusal to @p err and returns false.
bool argumentsAreText(int argc, char **argv, QTextStream &err);

/// Runs what needs no window (startup.h decides): a subcommand, --help, --version, --generate,
/// or the message for arguments that cannot start the window. @p arguments is the full argv.
int runHeadless(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// A command of the registry: its definition and what runs it (nullptr: compare, a window).
struct Command
{
    CommandSpec (*spec)();
    int (*run)(const QStringList &, QTextStream &, QTextStream &);
};

/// The commands in the order `ptq-studio --help` lists them (groups such as env once).
const QList<Command> &commands();
/// The command named @p word, or nullptr.
const Command *findCommand(const QString &word);
/// Every command line a user can type: the program itself first, then each command; a group
/// (env) followed by its subcommands (env list, ...). The man page and the completion read this.
QList<CommandSpec> allCommandSpecs();

/// The program's own command line (the wizard, FILE..., --workspace, --version, --help).
CommandSpec programSpec();
/// `ptq-studio --help`: the program's options and the list of commands.
QString programHelp();

/// The definitions, each in its command's file.
CommandSpec validateSpec();
CommandSpec analyzeSpec();
CommandSpec planSpec();
CommandSpec manifestSpec();
CommandSpec runSpec();
CommandSpec acceptSpec();
CommandSpec rejectSpec();
CommandSpec verifySpec();
CommandSpec confirmSpec();
CommandSpec diffSpec();
CommandSpec exampleSpec();
CommandSpec envSpec();
CommandSpec envListSpec();
CommandSpec envCreateSpec();
CommandSpec envRepairSpec();
CommandSpec envRemoveSpec();
CommandSpec targetsSpec();
CommandSpec statusSpec();
CommandSpec evalSpec();
CommandSpec cardSpec();
CommandSpec publishSpec();
CommandSpec compareSpec();
/// integrate's definition (headless.cpp); app/commands/integrate.cpp parses with it:
/// `CliCommand parser(integrateSpec(), out, err);`.
CommandSpec integrateSpec();

/// The subcommands, each in its own file.
int runValidate(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runAnalyze(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runPlan(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runManifest(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runRun(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runAccept(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runReject(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runVerify(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runConfirm(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runDiff(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runExample(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runEnv(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runTargets(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runStatus(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runEval(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runCard(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runPublish(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runIntegrate(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// After a verified run (eval.cpp): runs the manifest's approved export checks that have not run
/// (@p only of them), then writes their records and the hand-off (the serve record and the model
/// card) through @p session, the calls page 4 makes (RunSession::recordChecks, handOff: on the
/// workspace writer's thread, waited for here), printing as @p command. 0 within the threshold
/// and loaded (or nothing to check), 1 otherwise. The caller holds the workspace lock of the
/// session's root.
int checkAndHandOff(RunSession &session, const Json &manifest, ExportChecksJob::Only only, bool useCache,
                    const QString &command, QTextStream &out, QTextStream &err);

} // namespace ptq::cli
