// ptq-studio env repair NAME [--installer uv|pip] [--approve DIGEST] [--json]: what a registered
// environment is missing, installed exactly as pinned, in two steps (envproposal.cpp).
#include "envcommand.h"
#include "headless.h"

#include "workflow/envsetupstep.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec envRepairSpec()
{
    CommandSpec spec;
    spec.name = u"env repair"_s;
    spec.summary = tr("Install what a registered environment is missing, exactly as pinned");
    spec.description = tr(
        "Repairs a registered environment: installs, exactly as pinned, the packages of the lock that are missing\n"
        "or differ, then runs the import check and quark-cli's first start again. The PyTorch build is never\n"
        "changed (for another one, create a new environment). Without --approve nothing is changed: the\n"
        "commands and their digest are printed. With --approve DIGEST they run only if their digest is still DIGEST.\n"
        "Exit status: 0 proposed or ready, 1 failed or cancelled, 2 usage, 3 refused (nothing was run).");
    spec.arguments = {{u"NAME"_s, tr("The environment's name (see 'ptq-studio env list')."), {}, Completion::None, {}}};
    spec.options = {
        {{u"installer"_s}, u"uv|pip"_s,
         tr("What installs the missing packages: uv (the default where it can) or pip."), Completion::Words,
         {u"uv"_s, u"pip"_s}},
        {{u"approve"_s}, u"DIGEST"_s, tr("Run the commands whose digest this is.")},
        {{u"json"_s}, {}, tr("Print JSON: the proposal, or after a run its outcome (progress then goes to stderr).")},
    };
    return spec;
}

int runEnvRepair(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(envRepairSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString json = u"json"_s;
    const QString installer = u"installer"_s;
    const QStringList positional = parser.args().positionalArguments();
    if (positional.size() != 1)
        return parser.usage(tr("ptq-studio env repair: give one NAME (see --help)."));
    if (parser.isSet(installer) && parser.value(installer) != u"uv"_s && parser.value(installer) != u"pip"_s)
        return parser.usage(tr("ptq-studio env repair: --installer is uv or pip, not \"%1\".").arg(parser.value(installer)));
    const QString envName = positional.constFirst();
    EnvRegistry registry;
    if (const auto failed = loadEnvRegistry(registry, parser))
        return *failed;
    const std::optional<EnvEntry> entry = registry.find(envName);
    if (!entry)
        return parser.failAsIs(
            tr("ptq-studio env repair: no environment named %1 is registered in %2 (see 'ptq-studio env list').")
                .arg(envName, registry.path()));
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const Result<QMap<QString, QString>> installed = EnvSetupStep::listPackages(entry->path, env);
    if (!installed)
        return parser.failAsIs(tr("ptq-studio env repair: %1 The environment may be too damaged to repair: remove it "
                                  "('ptq-studio env remove %2 --yes') and create a new one.")
                                   .arg(installed.error().message, envName));
    // The environment's own pip and its settings (its PyTorch build is kept: no accelerator probe).
    const EnvMachineFacts machine = EnvSetupStep::probeMachine(entry->path + u"/bin/python"_s, true, false, env);
    EnvProposal p;
    p.command = "repair";
    p.repair = true;
    p.folder = entry->path;
    p.name = entry->name;
    p.registryPath = registry.path();
    p.pip = machine.pip;
    p.pipMessage = machine.pipMessage;
    EnvRepairRequest request;
    request.folder = entry->path;
    request.installed = *installed;
    request.pip = machine.pip;
    request.pipSettings = machine.pipSettings;
    request.pipSettingsProblem = machine.pipSettingsProblem;
    request.environment = EnvSetupStep::pipEnvironment(env);
    request.preferPip = parser.isSet(installer) ? parser.value(installer) == u"pip"_s
                                                : EnvSetupStep::indexOverrides().preferPip;
    p.recipe = EnvSetupStep::proposeRepair(request).recipe;
    p.approveArgv = {u"ptq-studio"_s, u"env"_s, u"repair"_s, envName};
    if (parser.isSet(installer))
        p.approveArgv += {u"--installer"_s, parser.value(installer)};
    if (parser.isSet(json))
        p.approveArgv.append(u"--json"_s);
    return proposeOrRun(p, registry, approvalOf(parser), parser.isSet(json), parser);
}

} // namespace ptq::cli
