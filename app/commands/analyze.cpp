// ptq-studio analyze SOURCE --workspace DIR [--revision REV] [--json]
#include "headless.h"

#include "analysis/analysisconfirmation.h"
#include "artifacts/workspace.h"
#include "workflow/intakeservice.h"

#include <QCommandLineParser>
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

int runAnalyze(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reads a model's configuration files (never its weights) from the Hugging Face Hub, a local folder or the\n"
           "Hugging Face cache, and writes DIR/model_analysis.json.\n"
           "Exit status: 0 written (complete or partial), 1 bad input (nothing written), 2 usage error."));
    parser.addPositionalArgument(u"SOURCE"_s, tr("A Hub repository id (org/name) or a model folder."));
    const QCommandLineOption workspaceOption(u"workspace"_s, tr("The workspace folder (created when missing)."), u"DIR"_s);
    const QCommandLineOption revisionOption(u"revision"_s, tr("Branch, tag or commit of a Hub repository."), u"REV"_s);
    const QCommandLineOption jsonOption(u"json"_s, tr("Print the written model_analysis.json instead of a summary."));
    const QCommandLineOption helpOption({u"h"_s, u"help"_s}, tr("Show this help."));
    parser.addOptions({workspaceOption, revisionOption, jsonOption, helpOption});
    if (!parser.parse(arguments)) {
        err << u"ptq-studio analyze: "_s << parser.errorText() << Qt::endl;
        return Usage;
    }
    if (parser.isSet(helpOption)) {
        out << parser.helpText();
        return Ok;
    }
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
