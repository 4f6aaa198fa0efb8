#pragma once

// What the `ptq-studio env` commands share (env.cpp: the group and the registry; envproposal.cpp:
// the two steps of create and repair); each command is in its own file (envlist.cpp,
// envcreate.cpp, envrepair.cpp, envremove.cpp). Free functions of ptq::cli, so that their
// messages stay in the "ptq::cli" translation context.
#include "clicommand.h"

#include "artifacts/json.h"
#include "workflow/envsetupstep.h"

#include <QProcessEnvironment>
#include <QVersionNumber>

#include <optional>

namespace ptq::cli {

int runEnvList(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runEnvCreate(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runEnvRepair(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runEnvRemove(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The registry, loaded; a damaged file is named (and kept). An exit status when it cannot be.
std::optional<int> loadEnvRegistry(EnvRegistry &registry, CliCommand &command);
/// An environment as `env list --json` and a run's outcome print it.
Json envEntryJson(const EnvEntry &e);
/// @p text, or "unknown".
QString orUnknown(const QString &text);
/// "1.23 GB", "45.6 MB".
QString envSizeText(qint64 bytes);

/// What a create or repair is about to do, and how to approve it.
struct EnvProposal
{
    const char *command = "create"; ///< "create" or "repair", for messages
    bool repair = false;
    EnvRecipe recipe;
    QString folder;
    QString name;
    QString startName;              ///< what EnvSetupStep::run() is given (empty: the folder's name)
    QString registryPath;
    QString python;                 ///< create: the interpreter that makes the venv
    std::optional<Accelerator> accelerator; ///< create: what the machine has (repair keeps the build)
    QVersionNumber pip;             ///< the pip that installs (EnvSetupStep::probeMachine); null: not known
    QString pipMessage;             ///< why it is not known
    QStringList approveArgv;        ///< the command line to approve with, before "--approve DIGEST"
};

/// --approve DIGEST as given (trimmed, lower case); nothing without --approve.
std::optional<QByteArray> approvalOf(const CliCommand &command);

/// Prints the proposal (or its problems), or with @p approval runs it with @p registry
/// (EnvSetupStep::run). The exit status.
int proposeOrRun(const EnvProposal &p, EnvRegistry &registry, const std::optional<QByteArray> &approval, bool json,
                 CliCommand &command);

} // namespace ptq::cli
