// ptq-studio accept --workspace DIR                  (Step 4's checkpoint: result acceptance)
// ptq-studio reject --workspace DIR --reason TEXT
#include "headless.h"

#include "artifacts/workspace.h"
#include "workflow/acceptance.h"

#include <QCommandLineParser>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

int decide(const QStringList &arguments, QTextStream &out, QTextStream &err, bool accepting)
{
    const QString name = accepting ? u"accept"_s : u"reject"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        accepting ? tr("Accepts the verified result of a workspace's run: records Checkpoint 4 (result acceptance) in\n"
                       "run_manifest.yaml. Refused unless the run succeeded (or ended partial with a complete export) and\n"
                       "its output was verified under an intact approval.\nExit status: 0 recorded, 1 refused, 2 usage.")
                  : tr("Declines the result of a workspace's run, with the reason, in run_manifest.yaml (Checkpoint 4).\n"
                       "Exit status: 0 recorded, 1 refused, 2 usage."));
    const QCommandLineOption workspace(u"workspace"_s, tr("The workspace folder."), u"DIR"_s);
    const QCommandLineOption reason(u"reason"_s, tr("Why the result is declined (kept in the manifest)."), u"TEXT"_s);
    const QCommandLineOption help({u"h"_s, u"help"_s}, tr("Show this help."));
    parser.addOptions({workspace, help});
    if (!accepting)
        parser.addOption(reason);
    if (!parser.parse(arguments)) {
        err << u"ptq-studio %1: "_s.arg(name) << parser.errorText() << Qt::endl;
        return Usage;
    }
    if (parser.isSet(help)) {
        out << parser.helpText();
        return Ok;
    }
    if (!parser.isSet(workspace) || (!accepting && !parser.isSet(reason))) {
        err << (accepting ? tr("ptq-studio accept: give --workspace DIR (see --help).")
                          : tr("ptq-studio reject: give --workspace DIR and --reason TEXT (see --help)."))
            << Qt::endl;
        return Usage;
    }
    Result<Workspace> ws = Workspace::open(parser.value(workspace));
    if (!ws) {
        err << u"ptq-studio %1: "_s.arg(name) << ws.error().message << Qt::endl;
        return Failed;
    }
    if (Status locked = ws->lock(); !locked) {
        err << u"ptq-studio %1: "_s.arg(name) << locked.error().message << Qt::endl;
        return Failed;
    }
    const Status decided = accepting ? Acceptance::acceptIn(ws->root()) : Acceptance::rejectIn(ws->root(), parser.value(reason));
    if (!decided) {
        err << u"ptq-studio %1: "_s.arg(name) << decided.error().message << Qt::endl;
        return decided.error().code == Error::Code::Usage ? Usage : Failed;
    }
    out << (accepting ? tr("Result accepted: recorded in %1.") : tr("Result declined: recorded in %1."))
               .arg(ws->artifactPath(ArtifactKind::Manifest))
        << Qt::endl;
    return Ok;
}

} // namespace

int runAccept(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    return decide(arguments, out, err, true);
}

int runReject(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    return decide(arguments, out, err, false);
}

} // namespace ptq::cli
