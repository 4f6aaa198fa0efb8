#include "startup.h"

#include "headless.h"

#include "artifacts/artifactio.h"
#include "artifacts/artifactkind.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

/// Parses @p arguments with @p spec, quietly: whether it parsed, and the parser.
bool parsesQuietly(CommandLine &parser, const QStringList &arguments, bool *help)
{
    QString discarded;
    QTextStream sink(&discarded);
    const std::optional<int> done = parser.parse(arguments, sink, sink);
    *help = done && *done == Ok;
    return !done || *done == Ok;
}

StartPlan refused(const QString &message)
{
    StartPlan plan;
    plan.kind = StartPlan::Kind::Refused;
    plan.message = message;
    return plan;
}

/// A folder PTQ Studio laid out as a workspace (Workspace::ensureLayout makes logs/ and history/).
bool isWorkspaceFolder(const QString &dir)
{
    return QFileInfo(dir + u"/logs"_s).isDir() || QFileInfo(dir + u"/history"_s).isDir();
}

} // namespace

QStringList withoutQtOptions(const QStringList &arguments)
{
    // QGuiApplication's and the xcb plugin's own options (see QGuiApplication's documentation).
    static const QStringList withValue = {u"platform"_s, u"platformpluginpath"_s, u"platformtheme"_s, u"plugin"_s,
                                          u"qwindowgeometry"_s, u"qwindowicon"_s, u"qwindowtitle"_s, u"session"_s,
                                          u"style"_s, u"stylesheet"_s, u"display"_s, u"geometry"_s, u"title"_s,
                                          u"name"_s, u"visual"_s, u"ncols"_s, u"cmap"_s};
    static const QStringList flags = {u"reverse"_s, u"widgetcount"_s, u"nograb"_s, u"dograb"_s, u"sync"_s,
                                      u"testability"_s, u"qmljsdebugger"_s};
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == u"--"_s) { // the rest is positional
            kept += arguments.mid(i);
            break;
        }
        if (i == 0 || !a.startsWith(u'-')) {
            kept.append(a);
            continue;
        }
        const QString bare = a.mid(a.startsWith(u"--"_s) ? 2 : 1);
        const QString name = bare.section(u'=', 0, 0);
        if (flags.contains(name))
            continue;
        if (withValue.contains(name)) {
            if (!bare.contains(u'='))
                ++i; // its value
            continue;
        }
        kept.append(a);
    }
    return kept;
}

bool canMakeWindows()
{
    return canShowWindows() || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

bool canShowWindows()
{
    if (!qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return true;
    const QString platform = qEnvironmentVariable("QT_QPA_PLATFORM").section(u':', 0, 0);
    return !platform.isEmpty() && platform != u"offscreen"_s && platform != u"minimal"_s;
}

StartPlan planStart(const QStringList &rawArguments)
{
    StartPlan plan;
    if (rawArguments.size() < 2)
        return plan;
    const QString &first = rawArguments.at(1);
    if (findCommand(first)) {
        plan.kind = StartPlan::Kind::Headless;
        return plan;
    }
    bool help = false;
    if (first == u"compare"_s) {
        CommandLine parser(compareSpec());
        if (!parsesQuietly(parser, withoutQtOptions(rawArguments).mid(1), &help) || help
            || parser.positionalArguments().size() != 2) {
            plan.kind = StartPlan::Kind::Headless; // its help, or its usage error
            return plan;
        }
        plan.kind = StartPlan::Kind::Compare;
        plan.files = parser.positionalArguments();
        return plan;
    }

    const QStringList arguments = withoutQtOptions(rawArguments);
    CommandLine parser(programSpec());
    if (!parsesQuietly(parser, arguments, &help) || help || parser.isSet(u"version"_s)
        || parser.isSet(u"generate"_s) || parser.isSet(u"output"_s)) {
        plan.kind = StartPlan::Kind::Headless;
        return plan;
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        plan.workspace = parser.value(u"workspace"_s);
        plan.create = parser.isSet(u"workspace"_s);
        return plan;
    }
    // A word that names no file and does not look like a path is a mistyped command.
    const QString &word = files.constFirst();
    if (!QFileInfo::exists(word) && !word.contains(u'/') && !word.contains(u'.')) {
        plan.kind = StartPlan::Kind::Headless;
        return plan;
    }
    if (parser.isSet(u"workspace"_s)) {
        plan.kind = StartPlan::Kind::Headless; // a usage error: one or the other
        return plan;
    }
    // A folder: a workspace opens as one; anything else is said with the way to it.
    if (files.size() == 1 && QFileInfo(word).isDir()) {
        const QString dir = QDir(word).absolutePath();
        if (isWorkspaceFolder(dir)) {
            plan.kind = StartPlan::Kind::Workspace;
            plan.workspace = dir;
            return plan;
        }
        if (QFileInfo(dir + u"/config.json"_s).isFile()) {
            return refused(tr("ptq-studio cannot open %1: it is a model folder, not a workspace or an artifact. Open or "
                              "create a workspace (ptq-studio --workspace FOLDER) and choose the model on its first page, "
                              "or without a window: ptq-studio analyze %1 --workspace FOLDER.")
                               .arg(word));
        }
        // An empty folder is a new workspace, as File → Open Workspace… makes it one (round 58's
        // walk: the window refused here what the menu accepts).
        if (QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)) {
            plan.workspace = dir;
            plan.create = true;
            return plan;
        }
        return refused(tr("ptq-studio cannot open %1: it is a folder but not a workspace (it has no logs or history). "
                          "To make it one: ptq-studio --workspace %1.")
                           .arg(word));
    }
    if (files.size() > 2) {
        return refused(QCoreApplication::translate("ptq::cli",
                                                   "ptq-studio opens one artifact (model_analysis.json, quant_plan.json, "
                                                   "run_manifest.yaml) or compares two; %n files were given.",
                                                   nullptr, int(files.size())));
    }
    std::optional<ArtifactKind> kinds[2];
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString &file = files.at(i);
        const Result<LoadedDocument> loaded = ArtifactIo::load(file);
        if (!loaded) {
            // A readable file that does not parse (notes.txt, a picture) is simply not an artifact;
            // the parser's words come after that, for whoever wants them.
            const QFileInfo info(file);
            if (info.isFile() && info.isReadable()) {
                return refused(tr("ptq-studio cannot open %1: it is not a model analysis, a quantization plan or a run "
                                  "manifest (model_analysis.json, quant_plan.json, run_manifest.yaml). (%2)")
                                   .arg(file, loaded.error().message));
            }
            return refused(tr("ptq-studio cannot open %1: %2").arg(file, loaded.error().message));
        }
        kinds[i] = artifactKindFromContent(loaded->json);
        if (!kinds[i]) {
            return refused(tr("ptq-studio cannot open %1: it is not a model analysis, a quantization plan or a run "
                              "manifest (model_analysis.json, quant_plan.json, run_manifest.yaml).")
                               .arg(file));
        }
    }
    if (files.size() == 2) {
        if (kinds[0] != kinds[1]) {
            return refused(tr("ptq-studio cannot compare %1 (%2) with %3 (%4): only two artifacts of one kind compare.")
                               .arg(files[0], artifactSchemaTitle(*kinds[0]), files[1], artifactSchemaTitle(*kinds[1])));
        }
        plan.kind = StartPlan::Kind::Compare;
        plan.files = files;
        return plan;
    }
    const QFileInfo info(files.constFirst());
    const QString dir = info.absolutePath();
    if (info.fileName() == artifactFileName(*kinds[0]) && isWorkspaceFolder(dir)) {
        plan.kind = StartPlan::Kind::Workspace;
        plan.workspace = dir;
        return plan;
    }
    plan.kind = StartPlan::Kind::Review;
    plan.files = {info.absoluteFilePath()};
    return plan;
}

} // namespace ptq::cli
