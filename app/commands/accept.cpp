// ptq-studio accept --workspace DIR                  (Step 4's checkpoint: result acceptance)
// ptq-studio reject --workspace DIR --reason TEXT
#include "clicommand.h"
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
    CliCommand parser(accepting ? acceptSpec() : rejectSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString reason = u"reason"_s;
    if (!parser.isSet(workspace) || (!accepting && !parser.isSet(reason)))
        return parser.usage(accepting ? tr("ptq-studio accept: give --workspace DIR (see --help).")
                                      : tr("ptq-studio reject: give --workspace DIR and --reason TEXT (see --help)."));
    const std::optional<Workspace> ws = parser.workspace(CliCommand::Lock::Write);
    if (!ws)
        return Failed;
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
    if (!decided)
        return parser.fail(decided.error().message, decided.error().code == Error::Code::Usage ? Usage : Failed);
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
