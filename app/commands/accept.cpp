// ptq-studio accept --workspace DIR                  (Step 4's checkpoint: result acceptance)
// ptq-studio reject --workspace DIR --reason TEXT
#include "headless.h"

#include "artifacts/workspace.h"
#include "workflow/runsession.h"
#include "workflow/workspacewriter.h"

#include <QEventLoop>

#include <optional>


using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec acceptSpec()
{
    CommandSpec spec;
    spec.name = u"accept"_s;
    spec.summary = tr("Accept a workspace's verified result (Step 4's checkpoint)");
    spec.description
        = tr("Accepts the verified result of a workspace's run: records Checkpoint 4 (result acceptance) in\n"
             "run_manifest.yaml. Refused unless the run succeeded (or ended partial with a complete export) and\n"
             "its output was verified under an intact approval.\nExit status: 0 recorded, 1 refused, 2 usage.");
    spec.options = {{{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory}};
    return spec;
}

CommandSpec rejectSpec()
{
    CommandSpec spec;
    spec.name = u"reject"_s;
    spec.summary = tr("Decline a workspace's result, with the reason");
    spec.description = tr("Declines the result of a workspace's run, with the reason, in run_manifest.yaml (Checkpoint 4).\n"
                          "Exit status: 0 recorded, 1 refused, 2 usage.");
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"reason"_s}, u"TEXT"_s, tr("Why the result is declined (kept in the manifest).")},
    };
    return spec;
}

namespace {

int decide(const QStringList &arguments, QTextStream &out, QTextStream &err, bool accepting)
{
    const QString name = accepting ? u"accept"_s : u"reject"_s;
    CommandLine parser(accepting ? acceptSpec() : rejectSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString reason = u"reason"_s;
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
    // The same session page 4 drives: one read-decide-write on the writer's thread.
    WorkspaceWriter writer;
    RunSession session(&writer);
    session.setRoot(ws->root());
    QEventLoop loop;
    std::optional<Result<Json>> answer;
    const auto take = [&](Result<Json> decided) {
        answer.emplace(std::move(decided));
        loop.quit();
    };
    if (accepting)
        session.accept(&loop, take);
    else
        session.reject(parser.value(reason), &loop, take);
    if (!answer)
        loop.exec();
    const Result<Json> &decided = *answer;
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
