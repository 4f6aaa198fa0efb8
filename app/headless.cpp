#include "headless.h"

#include "appinfo.h"
#include "artifacts/pathtext.h"

#include <QCommandLineParser>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

struct Subcommand
{
    const char *name;
    const char *summary;
    int (*run)(const QStringList &, QTextStream &, QTextStream &);
};

const Subcommand kSubcommands[] = {
    {"analyze", QT_TRANSLATE_NOOP("ptq::cli", "Read a model's configuration and write model_analysis.json"), &runAnalyze},
    {"plan", QT_TRANSLATE_NOOP("ptq::cli", "Turn the confirmed analysis and an intent into quant_plan.json"), &runPlan},
    {"manifest", QT_TRANSLATE_NOOP("ptq::cli", "Check the environment and write the exact command to run_manifest.yaml"),
     &runManifest},
    {"run", QT_TRANSLATE_NOOP("ptq::cli", "Run the approved command, verify the output, update the manifest"), &runRun},
    {"status", QT_TRANSLATE_NOOP("ptq::cli", "Where a workspace's run stands; re-attach to a remote job (status --help)"),
     &runStatus},
    {"accept", QT_TRANSLATE_NOOP("ptq::cli", "Accept a workspace's verified result (Step 4's checkpoint)"), &runAccept},
    {"reject", QT_TRANSLATE_NOOP("ptq::cli", "Decline a workspace's result, with the reason"), &runReject},
    {"eval", QT_TRANSLATE_NOOP("ptq::cli", "Check an export: the original's perplexity beside the quantized one, the load check (eval --help)"),
     &runEval},
    {"card", QT_TRANSLATE_NOOP("ptq::cli", "Write the export's model card (README.md) from the three artifacts"), &runCard},
    {"publish", QT_TRANSLATE_NOOP("ptq::cli", "Upload an accepted export to the Hugging Face Hub, after approving the exact upload"),
     &runPublish},
    {"verify", QT_TRANSLATE_NOOP("ptq::cli", "Verify an exported model folder (headers only)"), &runVerify},
    {"confirm", QT_TRANSLATE_NOOP("ptq::cli", "Record a checkpoint (analysis, plan) in a workspace"), &runConfirm},
    {"diff", QT_TRANSLATE_NOOP("ptq::cli", "Compare two artifacts of one kind; exit 0 identical, 1 different"), &runDiff},
    {"example", QT_TRANSLATE_NOOP("ptq::cli", "Write the bundled example model into a folder, to try the workflow offline"),
     &runExample},
    {"validate", QT_TRANSLATE_NOOP("ptq::cli", "Check artifacts against PTQ Studio's schemas and the upstream contracts"),
     &runValidate},
    {"env", QT_TRANSLATE_NOOP("ptq::cli", "Create, list, repair or remove managed Quark environments (env --help)"),
     &runEnv},
    {"targets", QT_TRANSLATE_NOOP("ptq::cli", "List the remote targets (SSH hosts, Slurm clusters) or check one (targets --help)"),
     &runTargets},
    {"integrate", QT_TRANSLATE_NOOP("ptq::cli", "Add PTQ Studio to the desktop: menu entry, file types, man page, completion (integrate --help)"),
     &runIntegrate},
};

QString usage()
{
    QString text = QCoreApplication::translate("ptq::cli", "Usage: ptq-studio [--workspace DIR]\n"
                                                           "       ptq-studio COMMAND [options]\n\n"
                                                           "       ptq-studio compare A B\n\n"
                                                           "Without a command, the wizard opens; 'compare' opens two artifacts side by side.\n\nCommands:\n");
    for (const Subcommand &command : kSubcommands) {
        text += u"  %1  %2\n"_s.arg(QString::fromLatin1(command.name).leftJustified(10),
                                    QCoreApplication::translate("ptq::cli", command.summary));
    }
    text += QCoreApplication::translate("ptq::cli", "\nRun 'ptq-studio COMMAND --help' for a command's options.\n");
    return text;
}

} // namespace

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

bool isHeadlessInvocation(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return false;
    const QString &first = arguments.at(1);
    if (first == u"--version"_s || first == u"-v"_s || first == u"--help"_s || first == u"-h"_s)
        return true;
    // Any word that is not an option is a command: an unknown one gets a usage message, not a
    // window. `compare A B` is the one command that opens a window.
    return !first.startsWith(u'-') && first != u"compare"_s;
}

int runHeadless(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString &first = arguments.value(1);
    if (first == u"--version"_s || first == u"-v"_s) {
        out << u"ptq-studio %1 (Qt %2)"_s.arg(appVersion(), QString::fromLatin1(qVersion())) << Qt::endl;
        return Ok;
    }
    if (first == u"--help"_s || first == u"-h"_s) {
        out << usage();
        return Ok;
    }
    for (const Subcommand &command : kSubcommands) {
        if (first == QLatin1StringView(command.name))
            return command.run(arguments.mid(1), out, err);
    }
    err << QCoreApplication::translate("ptq::cli", "ptq-studio: unknown command \"%1\".\n\n").arg(first) << usage();
    return Usage;
}

} // namespace ptq::cli
