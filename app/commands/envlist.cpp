// ptq-studio env list [--json]: the registered environments and their state (env.cpp: the group).
#include "envcommand.h"
#include "headless.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec envListSpec()
{
    CommandSpec spec;
    spec.name = u"env list"_s;
    spec.summary = tr("List the managed Quark environments and their state");
    spec.description = tr(
        "Lists the managed Quark environments PTQ Studio knows (its environments.json), with their state as the\n"
        "disk says: ready (every step succeeded and the ready marker is there), broken, or creating (being set up\n"
        "by a process that runs; a setup whose process was killed is broken, and what its step left running is\n"
        "stopped first).\n"
        "Exit status: 0 listed, 1 environments.json cannot be read, 2 usage.");
    spec.options = {{{u"json"_s}, {},
                     tr("Print a JSON array of the environments: name, state, path, quark, torch, python, accelerator, "
                        "created_at, log, and setup_pid while one is being set up.")}};
    return spec;
}

int runEnvList(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(envListSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString json = u"json"_s;
    if (!parser.args().positionalArguments().isEmpty())
        return parser.usage(tr("ptq-studio env list: takes no arguments (see --help)."));
    EnvRegistry registry;
    if (const auto failed = loadEnvRegistry(registry, parser))
        return *failed;
    const QList<EnvEntry> entries = registry.entries();
    if (parser.isSet(json)) {
        Json list = Json::array();
        for (const EnvEntry &e : entries)
            list.push_back(envEntryJson(e));
        out << QString::fromStdString(list.dump(2)) << Qt::endl;
        return Ok;
    }
    if (entries.isEmpty()) {
        out << tr("No managed environments are registered (%1). 'ptq-studio env create' proposes one.").arg(registry.path())
            << Qt::endl;
        return Ok;
    }
    for (const EnvEntry &e : entries) {
        out << e.name << u"  "_s << toString(e.state) << Qt::endl
            << u"  "_s << tr("path: %1").arg(e.path) << Qt::endl
            << u"  "_s
            << tr("amd-quark %1, torch %2, Python %3, accelerator %4")
                   .arg(orUnknown(e.quark), orUnknown(e.torch), orUnknown(e.python), orUnknown(e.accelerator))
            << Qt::endl;
        if (e.state == EnvEntry::State::Creating && e.setupPid > 0)
            out << u"  "_s << tr("being set up by process %1").arg(e.setupPid) << Qt::endl;
        if (!e.log.isEmpty())
            out << u"  "_s << tr("log: %1").arg(e.log) << Qt::endl;
    }
    return Ok;
}

} // namespace ptq::cli
