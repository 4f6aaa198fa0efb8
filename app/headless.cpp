#include "headless.h"

#include "appinfo.h"
#include "artifacts/pathtext.h"

#include "clidoc.h"
#include "startup.h"

#include <QSaveFile>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

const QList<Command> kCommands = {
    {&analyzeSpec, &runAnalyze},   {&planSpec, &runPlan},         {&manifestSpec, &runManifest},
    {&runSpec, &runRun},           {&statusSpec, &runStatus},     {&acceptSpec, &runAccept},
    {&rejectSpec, &runReject},     {&evalSpec, &runEval},         {&cardSpec, &runCard},
    {&publishSpec, &runPublish},   {&verifySpec, &runVerify},     {&confirmSpec, &runConfirm},
    {&diffSpec, &runDiff},         {&exampleSpec, &runExample},   {&validateSpec, &runValidate},
    {&envSpec, &runEnv},           {&targetsSpec, &runTargets},   {&integrateSpec, &runIntegrate},
};

/// The subcommands of a group, by the group's word.
QList<CommandSpec> subcommandSpecs(const QString &group)
{
    if (group == u"env"_s)
        return {envListSpec(), envCreateSpec(), envRepairSpec(), envRemoveSpec()};
    return {};
}

QString commandTable()
{
    QString text = tr("Commands:") + u'\n';
    QList<CommandSpec> specs;
    for (const Command &command : kCommands)
        specs.append(command.spec());
    specs.append(compareSpec());
    for (const CommandSpec &spec : std::as_const(specs))
        text += u"  %1  %2\n"_s.arg(spec.name.leftJustified(10), spec.summary);
    return text + u'\n' + tr("Run 'ptq-studio COMMAND --help' for a command's options.") + u'\n';
}

/// Writes @p text to @p path atomically, or to @p out without a path.
int writeOut(const QString &text, const QString &path, QTextStream &out, QTextStream &err)
{
    if (path.isEmpty()) {
        out << text;
        return Ok;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        err << tr("ptq-studio: cannot write %1: %2").arg(path, file.errorString()) << Qt::endl;
        return Failed;
    }
    return Ok;
}

} // namespace

const QList<Command> &commands()
{
    return kCommands;
}

const Command *findCommand(const QString &word)
{
    for (const Command &command : kCommands) {
        if (command.spec().name == word)
            return &command;
    }
    return nullptr;
}

QList<CommandSpec> allCommandSpecs()
{
    QList<CommandSpec> specs = {programSpec()};
    for (const Command &command : kCommands) {
        const CommandSpec spec = command.spec();
        specs.append(spec);
        specs += subcommandSpecs(spec.name);
    }
    specs.append(compareSpec());
    return specs;
}

CommandSpec programSpec()
{
    CommandSpec spec;
    spec.summary = tr("PTQ Studio: quantize Hugging Face LLMs with AMD Quark.");
    spec.description = tr("PTQ Studio: quantize Hugging Face LLMs with AMD Quark.\n"
                          "Without a command, the wizard opens; 'compare' opens two artifacts side by side.\n"
                          "FILE: an artifact (model_analysis.json, quant_plan.json or run_manifest.yaml, known by its "
                          "content) opens in the window: one inside a workspace folder opens that workspace, one "
                          "elsewhere a read-only review of it, two of one kind the compare window; a workspace folder opens that "
                          "workspace.");
    spec.extraUsage = {u"COMMAND [options]"_s, u"compare A B"_s};
    spec.arguments = {{u"FILE"_s, tr("An artifact to open (one), or two to compare."), u"[FILE...]"_s,
                       Completion::Artifact, {}}};
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("Open (or create) this workspace folder."), Completion::Directory},
        {{u"v"_s, u"version"_s}, {}, tr("Print the version and exit.")},
        {{u"generate"_s}, u"KIND"_s, QString(), Completion::Words, {u"man"_s, u"bash-completion"_s}, true},
        {{u"output"_s}, u"FILE"_s, QString(), Completion::File, {}, true},
    };
    spec.opensWindow = true;
    return spec;
}

QString programHelp()
{
    CommandSpec spec = programSpec();
    spec.epilogue = commandTable();
    return spec.helpText();
}

CommandSpec compareSpec()
{
    CommandSpec spec;
    spec.name = u"compare"_s;
    spec.summary = tr("Open two artifacts of one kind side by side in the compare window");
    spec.description = tr("Opens the compare window with A on the left and B on the right: what changed in one line, "
                          "the differences grouped by what they are about, both documents aligned. Needs a display; "
                          "'ptq-studio diff' prints the same differences without one.\n"
                          "Exit status: 0 when the window is closed, 2 usage error.");
    spec.arguments = {{u"A"_s, tr("the first (left) artifact"), {}, Completion::Artifact, {}},
                      {u"B"_s, tr("the second (right) artifact"), {}, Completion::Artifact, {}}};
    spec.opensWindow = true;
    return spec;
}

CommandSpec integrateSpec()
{
    CommandSpec spec;
    spec.name = u"integrate"_s;
    spec.summary = tr("Add PTQ Studio to the desktop: menu entry, file types, man page, completion (integrate --help)");
    spec.description = tr(
        "Adds PTQ Studio to your desktop the way a package would, for an AppImage or a binary you unpacked:\n"
        "the menu entry (starting this AppImage, or this binary), its icons, the file types of PTQ Studio's\n"
        "artifacts (run_manifest.yaml, quant_plan.json, model_analysis.json), the man page ptq-studio(1) and\n"
        "the bash completion, under $XDG_DATA_HOME (~/.local/share). Prints each file it writes. Run it again\n"
        "after moving the AppImage. --remove removes exactly those files.\n"
        "Exit status: 0 done, 1 a file could not be written or removed, 2 usage error.");
    spec.options = {{{u"remove"_s}, {}, tr("Remove the files integrate wrote.")}};
    return spec;
}

bool argumentsAreText(int argc, char **argv, QTextStream &err)
{
    for (int i = 1; i < argc; ++i) {
        if (Status text = PathText::checkBytes(QByteArray(argv[i]), tr("Argument %1").arg(i)); !text) {
            err << u"ptq-studio: "_s << text.error().message << Qt::endl;
            return false;
        }
    }
    // The variables whose values the app uses as paths (its settings, the Hugging Face caches).
    static const char *const kPathVariables[] = {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                                                 "HF_HOME", "HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE",
                                                 "HF_DATASETS_CACHE", "HF_TOKEN_PATH", "TMPDIR"};
    for (const char *name : kPathVariables) {
        const QByteArray value = qgetenv(name);
        if (Status text = PathText::checkBytes(value, QString::fromLatin1(name)); !text) {
            err << u"ptq-studio: "_s << text.error().message << Qt::endl;
            return false;
        }
    }
    return true;
}

int runHeadless(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString first = arguments.value(1);
    if (const Command *command = findCommand(first))
        return command->run(arguments.mid(1), out, err);
    const StartPlan plan = planStart(arguments);
    if (plan.needsWindow()) {
        err << tr("ptq-studio: the window needs a display, and neither DISPLAY nor WAYLAND_DISPLAY is set. The "
                  "commands need none: ptq-studio --help")
            << Qt::endl;
        return Failed;
    }
    if (first == u"compare"_s) {
        CommandLine parser(compareSpec());
        if (const auto done = parser.parse(withoutQtOptions(arguments).mid(1), out, err))
            return *done;
        err << usageError(u"compare"_s, tr("name exactly two files, A and B."));
        return Usage;
    }
    CommandLine parser(programSpec());
    QString discarded;
    QTextStream sink(&discarded);
    const QStringList filtered = withoutQtOptions(arguments);
    if (const auto done = parser.parse(filtered, sink, err)) {
        if (*done == Ok) // --help: with the list of commands
            out << programHelp();
        return *done;
    }
    if (parser.isSet(u"version"_s)) {
        out << u"ptq-studio %1 (Qt %2)"_s.arg(appVersion(), QString::fromLatin1(qVersion())) << Qt::endl;
        return Ok;
    }
    if (parser.isSet(u"generate"_s)) {
        const QString kind = parser.value(u"generate"_s);
        if (kind == u"man"_s)
            return writeOut(manPage(), parser.value(u"output"_s), out, err);
        if (kind == u"bash-completion"_s)
            return writeOut(bashCompletion(), parser.value(u"output"_s), out, err);
        err << usageError(QString(), tr("--generate takes man or bash-completion, not \"%1\".").arg(kind));
        return Usage;
    }
    if (parser.isSet(u"output"_s)) {
        err << usageError(QString(), tr("--output goes with --generate."));
        return Usage;
    }
    if (plan.kind == StartPlan::Kind::Refused) {
        err << plan.message << Qt::endl;
        return Usage;
    }
    if (parser.isSet(u"workspace"_s)) {
        err << usageError(QString(), tr("give --workspace DIR or FILE..., not both."));
        return Usage;
    }
    const QStringList files = parser.positionalArguments();
    err << tr("ptq-studio: unknown command \"%1\".\n\n").arg(files.value(0)) << programHelp();
    return Usage;
}

} // namespace ptq::cli
