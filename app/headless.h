#pragma once

#include "handoff/exportchecks.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace ptq::cli {

/// The subcommands' messages, all in one translation context ("ptq::cli").
inline QString tr(const char *text)
{
    return QCoreApplication::translate("ptq::cli", text);
}

/// Exit codes shared by every headless subcommand.
enum ExitCode { Ok = 0, Failed = 1, Usage = 2, Refused = 3 };

/// True when @p word names a headless subcommand (or a top-level flag such as --version):
/// main() then creates a QCoreApplication only, so no display is needed. `compare` opens a
/// window and is not headless.
bool isHeadlessInvocation(const QStringList &arguments);

/// Refuses arguments and path-valued environment variables that are not valid UTF-8, before
/// anything uses them: Qt would decode them lossily and act on another path (PathText). Prints
/// the refusal to @p err and returns false.
bool argumentsAreText(int argc, char **argv, QTextStream &err);

/// Runs a headless subcommand; @p arguments is the full argv (program name first).
int runHeadless(const QStringList &arguments, QTextStream &out, QTextStream &err);

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
/// (@p only of them), writes the records, then the serve record and the model card (HandoffStep),
/// printing as @p command. 0 within the threshold and loaded (or nothing to check), 1 otherwise.
/// The caller holds the workspace lock.
int checkAndHandOff(const QString &root, const Json &manifest, ExportChecksJob::Only only, bool useCache,
                    const QString &command, QTextStream &out, QTextStream &err);

} // namespace ptq::cli
