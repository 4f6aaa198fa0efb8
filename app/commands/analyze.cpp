// ptq-studio analyze SOURCE --workspace DIR [--revision REV] [--json]
#include "headless.h"

#include "analysis/analysisconfirmation.h"
#include "artifacts/workspace.h"
#include "workflow/intakeservice.h"

#include <QEventLoop>
#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

Result<Workspace> openWorkspaceForWriting(const QString &dir)
{
    Result<Workspace> ws = Workspace::open(dir, Workspace::OpenMode::CreateIfMissing);
    if (!ws)
        return ws.error();
    if (Status locked = ws->lock(); !locked)
        return locked.error();
    if (Status layout = ws->ensureLayout(); !layout)
        return layout.error();
    return ws;
}

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
    CommandLine parser(analyzeSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString workspaceOption = u"workspace"_s;
    const QString revisionOption = u"revision"_s;
    const QString jsonOption = u"json"_s;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(workspaceOption)) {
        err << tr("ptq-studio analyze: give one SOURCE and --workspace DIR (see --help).") << Qt::endl;
        return Usage;
    }
    const QString workspaceDir = parser.value(workspaceOption);
    if (QFileInfo(workspaceDir).exists() && !QFileInfo(workspaceDir).isDir()) {
        err << tr("ptq-studio analyze: %1 is a file, not a workspace folder.").arg(workspaceDir) << Qt::endl;
        return Failed;
    }
    Result<ModelSource> source = ModelSourceParser::parse(parser.positionalArguments().constFirst(),
                                                          parser.value(revisionOption));
    if (!source) {
        err << u"ptq-studio analyze: "_s << source.error().message << Qt::endl;
        return Failed;
    }

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
    if (!result) {
        err << u"ptq-studio analyze: "_s << result.error().message << Qt::endl;
        return Failed;
    }

    Result<Workspace> ws = openWorkspaceForWriting(workspaceDir);
    if (!ws) {
        err << u"ptq-studio analyze: "_s << ws.error().message << Qt::endl;
        return Failed;
    }
    const Json doc = result->toJson(AnalysisConfirmation::timestamp(QDateTime::currentDateTimeUtc()));
    if (Status saved = ws->saveArtifact(ArtifactKind::Analysis, doc); !saved) {
        err << u"ptq-studio analyze: "_s << saved.error().message << Qt::endl;
        return Failed;
    }
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
