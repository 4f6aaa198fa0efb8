// ptq-studio env create [--folder DIR] [--name NAME] [--python PY] [--index-url URL | --index-url-from-env VAR]
//                       [--installer uv|pip] [--approve DIGEST] [--json]
// A managed environment set up as the setup dialog proposes it, in two steps (envproposal.cpp).
#include "envcommand.h"
#include "headless.h"

#include "workflow/envsetupstep.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec envCreateSpec()
{
    CommandSpec spec;
    spec.name = u"env create"_s;
    spec.summary = tr("Set up a managed Python environment with AMD Quark (two steps: review, then --approve)");
    spec.description = tr(
        "Sets up a managed Python environment with AMD Quark, as the wizard's \"Set up Quark for me\" does.\n"
        "Without --approve nothing is changed: the accelerator is probed (nvidia-smi, amd-smi, ROCm's version\n"
        "file), and the exact commands, their downloads, the folder and their digest are printed, with the line\n"
        "that runs them. With --approve DIGEST the commands are made again and run only if their digest is still\n"
        "DIGEST. PIP_INDEX_URL and PIP_EXTRA_INDEX_URL are honoured. Ctrl-C, SIGTERM or SIGHUP cancel (the\n"
        "half-made folder is deleted).\n"
        "Exit status: 0 proposed or ready, 1 failed or cancelled, 2 usage, 3 refused (nothing was run).");
    spec.options = {
        {{u"folder"_s}, u"DIR"_s,
         tr("The new environment's folder (default: a new one under %1).").arg(EnvSetupStep::defaultEnvironmentsDir()),
         Completion::Directory},
        {{u"name"_s}, u"NAME"_s, tr("Register it under this name (default: the folder's name).")},
        {{u"python"_s}, u"PY"_s,
         tr("The Python 3.11 to 3.13 that makes it (default: the first of python3.11, "
            "python3.12, python3.13, python3 on PATH)."),
         Completion::File},
        {{u"index-url"_s}, u"URL"_s,
         tr("Take PyTorch from this index instead of PyTorch's public one (or the one chosen in "
            "Settings); an empty URL uses pip's own configuration (PIP_INDEX_URL, pip.conf). A URL with "
            "credentials (user:token@) is refused here, where ps shows it to every local user: use "
            "--index-url-from-env.")},
        {{u"index-url-from-env"_s}, u"VAR"_s,
         tr("As --index-url, with the URL read from the environment variable VAR (for one with credentials: "
            "read -rs VAR && export VAR). pip gets such a URL through its environment (PIP_INDEX_URL), never "
            "its command line; the commands shown, the log and environments.json show it redacted.")},
        {{u"installer"_s}, u"uv|pip"_s,
         tr("What installs the packages: uv (where it can: about half pip's time, a second environment in seconds; "
            "pip's settings are handed to it) or pip. Default: uv, or pip when the wizard's Settings say \"Install "
            "with pip instead of uv\"."),
         Completion::Words, {u"uv"_s, u"pip"_s}},
        {{u"approve"_s}, u"DIGEST"_s, tr("Run the commands whose digest this is.")},
        {{u"json"_s}, {}, tr("Print JSON: the proposal, or after a run its outcome (progress then goes to stderr).")},
    };
    return spec;
}

namespace {

/// The options that do not go together or lack a value: the usage error, printed; nothing when
/// they are right.
std::optional<int> createUsageError(CliCommand &parser)
{
    const QString folder = u"folder"_s;
    const QString name = u"name"_s;
    const QString installer = u"installer"_s;
    if (!parser.args().positionalArguments().isEmpty())
        return parser.usage(tr("ptq-studio env create: takes no arguments, only options (see --help)."));
    if (parser.isSet(installer) && parser.value(installer) != u"uv"_s && parser.value(installer) != u"pip"_s)
        return parser.usage(tr("ptq-studio env create: --installer is uv or pip, not \"%1\".").arg(parser.value(installer)));
    if (parser.isSet(name) && parser.value(name).trimmed().isEmpty())
        return parser.usage(tr("ptq-studio env create: --name needs a name."));
    if (parser.isSet(folder) && parser.value(folder).isEmpty())
        return parser.usage(tr("ptq-studio env create: --folder needs a folder."));
    return std::nullopt;
}

/// The index for PyTorch into @p indexUrl: given (no credentials: ps shows ptq-studio's argv to
/// every local user), or read from a variable the user names; none: not given. The usage error,
/// printed, when it cannot be.
std::optional<int> indexUrlOf(CliCommand &parser, const QProcessEnvironment &env, std::optional<QString> &indexUrl)
{
    const QString index = u"index-url"_s;
    const QString indexFromEnv = u"index-url-from-env"_s;
    if (parser.isSet(index) && parser.isSet(indexFromEnv))
        return parser.usage(tr("ptq-studio env create: give --index-url or --index-url-from-env, not both."));
    if (parser.isSet(index)) {
        indexUrl = parser.value(index).trimmed();
        if (EnvRecipeBuilder::hasCredentials(*indexUrl))
            return parser.usage(
                tr("ptq-studio env create: --index-url %1 holds credentials, and a command line is readable by every "
                   "user of this machine (ps). Put the URL in an environment variable and name it instead, for "
                   "example: read -rs PTQ_INDEX_URL && export PTQ_INDEX_URL, then --index-url-from-env PTQ_INDEX_URL.")
                    .arg(EnvRecipeBuilder::redacted(*indexUrl)));
    } else if (parser.isSet(indexFromEnv)) {
        const QString var = parser.value(indexFromEnv);
        if (var.isEmpty() || !env.contains(var))
            return parser.usage(
                tr("ptq-studio env create: --index-url-from-env %1: no such environment variable is set (export it "
                   "first; an empty value means pip's own configuration).")
                    .arg(var.isEmpty() ? u"\"\""_s : var));
        indexUrl = env.value(var).trimmed();
    }
    return std::nullopt;
}

/// env create's Python: --python (an executable file, or a program on PATH), else the first
/// Python 3.11 to 3.13 on @p path. Empty when there is none, said on @p err with @p status set.
QString createInterpreter(CliCommand &parser, const QString &path, int &status)
{
    const QString python = u"python"_s;
    QString interpreter;
    if (parser.isSet(python)) {
        const QString given = parser.value(python);
        if (given.contains(u'/')) {
            const QFileInfo info(given);
            if (info.isFile() && info.isExecutable())
                interpreter = QDir::cleanPath(info.absoluteFilePath());
        } else if (!given.isEmpty()) {
            interpreter = QStandardPaths::findExecutable(given, path.split(u':', Qt::SkipEmptyParts));
        }
        if (interpreter.isEmpty())
            status = parser.usage(
                tr("ptq-studio env create: --python %1 is neither an executable file nor a program on PATH.").arg(given));
        return interpreter;
    }
    interpreter = EnvSetupStep::findPython(path);
    if (interpreter.isEmpty())
        status = parser.failAsIs(tr("ptq-studio env create: refused: no Python 3.11 to 3.13 was found on PATH (python3.11, "
                                    "python3.12, python3.13, python3). Install one, or name one with --python. Nothing "
                                    "was run."),
                                 Refused);
    return interpreter;
}

/// Where PyTorch comes from for the proposal of @p request (@p indexUrl, or the wizard's
/// Settings) and what installs it (--installer, or the Settings).
IndexOverrides createOverrides(const CliCommand &parser, const EnvSetupRequest &request,
                               const std::optional<QString> &indexUrl)
{
    const QString installer = u"installer"_s;
    const IndexOverrides settings = EnvSetupStep::indexOverrides(); // the wizard's Settings → New Quark environments
    IndexOverrides overrides = indexUrl ? EnvSetupStep::withIndexUrl(IndexOverrides(), request, *indexUrl) : settings;
    overrides.preferPip = parser.isSet(installer) ? parser.value(installer) == u"pip"_s : settings.preferPip;
    return overrides;
}

/// The command line that runs what @p p proposes, before "--approve DIGEST".
QStringList createApproveArgv(const CliCommand &parser, const EnvProposal &p, const std::optional<QString> &indexUrl)
{
    const QString indexFromEnv = u"index-url-from-env"_s;
    const QString installer = u"installer"_s;
    QStringList argv = {u"ptq-studio"_s, u"env"_s, u"create"_s, u"--folder"_s, p.folder, u"--python"_s, p.python};
    if (!p.startName.isEmpty())
        argv += {u"--name"_s, p.startName};
    if (parser.isSet(indexFromEnv))
        argv += {u"--index-url-from-env"_s, parser.value(indexFromEnv)};
    else if (indexUrl)
        argv += {u"--index-url"_s, *indexUrl};
    if (parser.isSet(installer))
        argv += {u"--installer"_s, parser.value(installer)};
    if (parser.isSet(u"json"_s))
        argv.append(u"--json"_s);
    return argv;
}

} // namespace

int runEnvCreate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(envCreateSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    if (const std::optional<int> wrong = createUsageError(parser))
        return *wrong;
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    std::optional<QString> indexUrl;
    if (const std::optional<int> wrong = indexUrlOf(parser, env, indexUrl))
        return *wrong;
    int status = Ok;
    const QString interpreter = createInterpreter(parser, env.value(u"PATH"_s), status);
    if (interpreter.isEmpty())
        return status;

    EnvRegistry registry;
    if (const auto failed = loadEnvRegistry(registry, parser))
        return *failed;

    // Read-only probes: what the machine has, and which pip a new venv of this Python gets.
    const EnvMachineFacts machine = EnvSetupStep::probeMachine(interpreter, false, true, env);
    EnvProposal p;
    p.command = "create";
    p.python = interpreter;
    p.registryPath = registry.path();
    p.accelerator = machine.accelerator;
    p.pip = machine.pip;
    p.pipMessage = machine.pipMessage;

    // The same proposal as the setup dialog's (a folder named after the chosen build when none
    // is given, what the disk says of the folder), so the same commands and the same digest.
    EnvSetupRequest request;
    request.python = interpreter;
    request.accelerator = machine.accelerator;
    request.pip = machine.pip;
    request.pipSettings = machine.pipSettings;
    request.pipSettingsProblem = machine.pipSettingsProblem;
    request.environment = EnvSetupStep::pipEnvironment(env);
    request.overrides = createOverrides(parser, request, indexUrl);
    request.environmentsDir = EnvSetupStep::defaultEnvironmentsDir();
    if (parser.isSet(u"folder"_s))
        request.folder = QDir::cleanPath(QDir(parser.value(u"folder"_s)).absolutePath());
    request.name = parser.value(u"name"_s).trimmed();
    request.registry = &registry;
    const EnvSetupProposal proposal = EnvSetupSession::propose(request);
    p.folder = proposal.folder;
    p.recipe = proposal.recipe;
    p.startName = parser.value(u"name"_s).trimmed();
    p.name = p.startName.isEmpty() ? QFileInfo(p.folder).fileName() : p.startName;
    p.approveArgv = createApproveArgv(parser, p, indexUrl);
    return proposeOrRun(p, registry, approvalOf(parser), parser.isSet(u"json"_s), parser);
}

} // namespace ptq::cli
