// ptq-studio analyze SOURCE --workspace DIR [--revision REV] [--json]
#include "clicommand.h"
#include "headless.h"

#include "artifacts/workspace.h"
#include "workflow/intakeservice.h"

#include <QEventLoop>
#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec analyzeSpec()
{
    CommandSpec spec;
    spec.name = u"analyze"_s;
    spec.summary = tr("Read a model's configuration and write model_analysis.json");
    spec.description = tr(
        "Reads a model's configuration files (never its weights) from the Hugging Face Hub, a local folder or the\n"
        "Hugging Face cache, and writes DIR/model_analysis.json.\n"
        "Exit status: 0 written (complete or partial), 1 bad input (nothing written), 2 usage error.");
    spec.arguments = {{u"SOURCE"_s, tr("A Hub repository id (org/name) or a model folder."), {}, Completion::Directory, {}}};
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder (created when missing)."), Completion::Directory},
        {{u"revision"_s}, u"REV"_s, tr("Branch, tag or commit of a Hub repository.")},
        {{u"json"_s}, {}, tr("Print the written model_analysis.json instead of a summary.")},
    };
    return spec;
}

int runAnalyze(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(analyzeSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString workspaceOption = u"workspace"_s;
    const QString revisionOption = u"revision"_s;
    const QString jsonOption = u"json"_s;
    const QStringList positional = parser.args().positionalArguments();
    if (positional.size() != 1 || !parser.isSet(workspaceOption))
        return parser.usage(tr("ptq-studio analyze: give one SOURCE and --workspace DIR (see --help)."));
    const QString workspaceDir = parser.value(workspaceOption);
    if (QFileInfo(workspaceDir).exists() && !QFileInfo(workspaceDir).isDir())
        return parser.failAsIs(tr("ptq-studio analyze: %1 is a file, not a workspace folder.").arg(workspaceDir));
    Result<ModelSource> source = ModelSourceParser::parse(positional.constFirst(), parser.value(revisionOption));
    if (!source)
        return parser.fail(source.error().message);

    IntakeService intake;
    QEventLoop loop; // headless: no UI thread to keep responsive, the event loop drives the network
    Result<ModelAnalysis> result;
    QObject::connect(&intake, &IntakeService::progress, &loop, [&err](const QString &message) {
        err << message << Qt::endl;
    });
    QObject::connect(&intake, &IntakeService::finished, &loop, [&](const Result<ModelAnalysis> &r) {
        result = r;
        loop.quit();
    });
    intake.start(*source);
    if (intake.isRunning())
        loop.exec();
    if (!result)
        return parser.fail(result.error().message);

    // Made and locked once there is an analysis to write (bad input creates no folder); nothing
    // in it is read first: the new analysis replaces the one there.
    const std::optional<Workspace> ws = parser.workspace(CliCommand::Lock::Write, Workspace::OpenMode::CreateIfMissing);
    if (!ws)
        return Failed;
    if (Status layout = ws->ensureLayout(); !layout)
        return parser.fail(layout.error().message);
    const Json doc = IntakeService::analysisDocument(*result);
    if (Status saved = ws->saveArtifact(ArtifactKind::Analysis, doc); !saved)
        return parser.fail(saved.error().message);
    if (parser.isSet(jsonOption)) {
        out << QString::fromUtf8(ArtifactIo::toJsonBytes(doc));
    } else {
        for (const QString &line : describeAnalysis(doc))
            out << line << Qt::endl;
        out << tr("Wrote %1. Review it, then confirm: ptq-studio confirm analysis --workspace %2")
                   .arg(ws->artifactPath(ArtifactKind::Analysis), ws->root())
            << Qt::endl;
    }
    return Ok;
}

} // namespace ptq::cli
