// ptq-studio env remove NAME [--yes]: a registered environment unregistered and its folder deleted
// (env.cpp: the group).
#include "envcommand.h"
#include "headless.h"

#include "workflow/envsetupstep.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec envRemoveSpec()
{
    CommandSpec spec;
    spec.name = u"env remove"_s;
    spec.summary = tr("Unregister a managed environment and delete its folder");
    spec.description = tr(
        "Unregisters a managed environment and deletes its folder (only a folder that is a Python environment,\n"
        "with pyvenv.cfg; another folder is unregistered but kept). Its setup log is kept. Without --yes, only\n"
        "says what would be done. Refused while the environment is being set up (by this or another process).\n"
        "Exit status: 0 done (or shown), 1 not registered or not deleted, 2 usage.");
    spec.arguments = {{u"NAME"_s, tr("The environment's name (see 'ptq-studio env list')."), {}, Completion::None, {}}};
    spec.options = {{{u"yes"_s}, {}, tr("Unregister it and delete its folder (without --yes nothing is changed).")}};
    return spec;
}

int runEnvRemove(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(envRemoveSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString yes = u"yes"_s;
    const QStringList positional = parser.args().positionalArguments();
    if (positional.size() != 1)
        return parser.usage(tr("ptq-studio env remove: give one NAME (see --help)."));
    const QString envName = positional.constFirst();
    EnvRegistry registry;
    if (const auto failed = loadEnvRegistry(registry, parser))
        return *failed;
    const std::optional<EnvEntry> entry = registry.find(envName);
    if (!entry)
        return parser.failAsIs(
            tr("ptq-studio env remove: no environment named %1 is registered in %2 (see 'ptq-studio env list').")
                .arg(envName, registry.path()));
    if (!parser.isSet(yes)) {
        out << tr("Would unregister %1 (%2) from %3 and delete the folder %4.")
                   .arg(entry->name, toString(entry->state), registry.path(), entry->path)
            << Qt::endl;
        if (!entry->log.isEmpty())
            out << tr("Its log %1 is kept.").arg(entry->log) << Qt::endl;
        out << tr("Nothing was changed. To do it:") << Qt::endl
            << u"  "_s << EnvSetupStep::commandLine({u"ptq-studio"_s, u"env"_s, u"remove"_s, envName, u"--yes"_s}) << Qt::endl;
        return Ok;
    }
    if (const Status removed = EnvSetupStep::remove(registry, envName); !removed)
        return parser.fail(removed.error().message);
    out << tr("Removed %1: unregistered, and %2 deleted.").arg(envName, entry->path) << Qt::endl;
    if (!entry->log.isEmpty())
        out << tr("Its log %1 is kept.").arg(entry->log) << Qt::endl;
    return Ok;
}

} // namespace ptq::cli
