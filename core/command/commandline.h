#pragma once

#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "plan/quarkcatalog.h"
#include "result.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

namespace ptq {

/// The exact command of step 3: an argument vector (never a shell string) and the environment
/// variables added to the user's environment for the run.
struct CommandSpec
{
    QStringList argv;              ///< argv[0] is the quark-cli executable
    QMap<QString, QString> env;    ///< additions only; the rest of the environment is inherited
    QStringList problems;          ///< flags the plan needs but the installed CLI does not list

    /// The same argv, shell-quoted so that it can be pasted into bash.
    QString display() const;
    /// The same command for reading: the environment additions, the program and its subcommand
    /// on the first line, then each flag with its values on a line of its own, every line but
    /// the last ending in " \\" (a bash continuation). Bash runs it as display(): the same argv.
    QString displayLines() const;
    bool operator==(const CommandSpec &) const = default;
};

class CommandBuilder
{
    Q_DECLARE_TR_FUNCTIONS(CommandBuilder)

public:
    /// Builds the command from a confirmed plan and its analysis, per the seed's Step 3: only
    /// flags the plan changed from the CLI defaults, and only flags @p cli lists.
    /// @p devices pins accelerators (HIP_VISIBLE_DEVICES and CUDA_VISIBLE_DEVICES) when not empty.
    /// @p modelDir, when not empty, is where the model is read instead of the analysis' path (a
    /// copy of it on a remote target).
    static CommandSpec build(const PlanDocument &plan, const AnalysisFacts &analysis, const CliCapabilities &cli,
                             const QString &quarkCli, const QString &outputDir, const QString &devices = QString(),
                             const QString &modelDir = QString());
};

/// POSIX shell quoting: the result, read by bash, is exactly @p argument.
QString shellQuote(const QString &argument);
QString shellJoin(const QStringList &argv);

/// Rules for the output folder (absolute; on canonical paths neither inside nor around the model
/// or the workspace; new or empty, parent writable, enough free space). Never creates anything.
struct OutputDirCheck
{
    QString path;             ///< resolved absolute path
    QStringList blocking;     ///< reasons the folder cannot be used
    QStringList warnings;
    qint64 freeBytes = -1;    ///< on the file system that would hold it
};

class OutputDirRules
{
    Q_DECLARE_TR_FUNCTIONS(OutputDirRules)

public:
    static OutputDirCheck check(const QString &outputDir, const QString &modelPath, const QString &workspace,
                                qint64 neededBytes);
    /// @p path with every symlink and ".." of its existing part resolved (the rest appended).
    static QString canonicalPath(const QString &path);
    /// The output folder proposed for a new command: @p parent/@p model-@p scheme, or with -2,
    /// -3, … appended when that already exists, so two workspaces never share one by default.
    static QString proposal(const QString &parent, const QString &model, const QString &scheme);
    /// Whether @p path is what proposal() gives (with any -N) for @p model and @p scheme, i.e.
    /// not a folder the user chose.
    static bool isProposal(const QString &path, const QString &parent, const QString &model, const QString &scheme);
};

} // namespace ptq
