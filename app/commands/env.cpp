// ptq-studio env list [--json]
// ptq-studio env create [--folder DIR] [--name NAME] [--python PY] [--index-url URL | --index-url-from-env VAR]
//                       [--approve DIGEST] [--json]
// ptq-studio env repair NAME [--approve DIGEST] [--json]
// ptq-studio env remove NAME [--yes]
//
// The managed Quark environments (issue #20) without a display: the same recipe, the same folder
// and the same digest as the setup dialog (EnvDefaults, EnvRecipeBuilder), run by the same
// EnvManager. Two steps, as everywhere in the app: without --approve the exact commands and their
// digest are printed and nothing is changed; with --approve DIGEST the recipe is built again and
// runs only when it is still the one whose digest was approved.
//
// This file is the group (its help, the dispatch to a command) and what the commands share about
// the registry; envcommand.h lists the rest.
#include "envcommand.h"
#include "headless.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec envSpec()
{
    CommandSpec spec;
    spec.name = u"env"_s;
    spec.summary = tr("Create, list, repair or remove managed Quark environments (env --help)");
    spec.description = tr("Managed Python environments with AMD Quark, as the wizard's \"Set up Quark for me\" makes them.\n"
                          "create and repair print the exact commands and their digest first; nothing runs until the same\n"
                          "command is given again with --approve DIGEST.\n"
                          "Run 'ptq-studio env COMMAND --help' for a command's options.");
    spec.subcommands = {u"list"_s, u"create"_s, u"repair"_s, u"remove"_s};
    for (const CommandSpec &sub : {envListSpec(), envCreateSpec(), envRepairSpec(), envRemoveSpec()})
        spec.extraUsage.append(sub.usageLine().mid(QStringLiteral("ptq-studio ").size()));
    return spec;
}

std::optional<int> loadEnvRegistry(EnvRegistry &registry, CliCommand &command)
{
    if (Status loaded = registry.load(); !loaded)
        return command.fail(loaded.error().message);
    return std::nullopt;
}

QString envSizeText(qint64 bytes)
{
    return bytes >= 1'000'000'000 ? tr("%1 GB").arg(double(bytes) / 1e9, 0, 'f', 2)
                                  : tr("%1 MB").arg(double(bytes) / 1e6, 0, 'f', 1);
}

Json envEntryJson(const EnvEntry &e)
{
    Json j = Json::object();
    j["name"] = e.name.toStdString();
    j["state"] = toString(e.state).toStdString();
    j["path"] = e.path.toStdString();
    j["quark"] = e.quark.toStdString();
    j["torch"] = e.torch.toStdString();
    j["python"] = e.python.toStdString();
    j["accelerator"] = e.accelerator.toStdString();
    j["created_at"] = e.createdAt.toStdString();
    j["log"] = e.log.toStdString();
    if (e.state == EnvEntry::State::Creating && e.setupPid > 0)
        j["setup_pid"] = e.setupPid; // the process that is setting it up
    return j;
}

QString orUnknown(const QString &text)
{
    return text.isEmpty() ? tr("unknown") : text;
}

int runEnv(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString sub = arguments.value(1);
    const QStringList rest = arguments.mid(1);
    if (sub == u"list"_s)
        return runEnvList(rest, out, err);
    if (sub == u"create"_s)
        return runEnvCreate(rest, out, err);
    if (sub == u"repair"_s)
        return runEnvRepair(rest, out, err);
    if (sub == u"remove"_s)
        return runEnvRemove(rest, out, err);
    if (sub == u"--help"_s || sub == u"-h"_s) {
        out << envSpec().helpText();
        return Ok;
    }
    if (sub.isEmpty())
        err << envSpec().helpText();
    else
        err << tr("ptq-studio env: unknown command \"%1\".\n\n").arg(sub) << envSpec().helpText();
    return Usage;
}

} // namespace ptq::cli
