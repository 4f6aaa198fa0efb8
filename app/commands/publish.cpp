// ptq-studio publish --workspace DIR --repo ID [--public] [--approve TOKEN]   (after Checkpoint 4)
#include "clicommand.h"
#include "headless.h"
#include "signalcancel.h"

#include "artifacts/workspace.h"
#include "workflow/publishsession.h"
#include "workflow/runsession.h"
#include "workflow/workspacewriter.h"
#include "units.h"

#include <QEventLoop>

#include <optional>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

void printProposal(const UploadProposal &p, QTextStream &out)
{
    out << tr("Upload to %1 (%2)").arg(p.repoUrl(), p.isPrivate ? tr("private") : tr("public")) << Qt::endl;
    out << tr("  endpoint: %1").arg(p.endpoint) << Qt::endl;
    out << tr("  token:    found in %1 (not shown)").arg(p.tokenSource) << Qt::endl;
    out << tr("  from:     %1").arg(p.folder) << Qt::endl;
    out << tr("  files (%1, %2):").arg(p.files.size()).arg(formatBytes(p.totalBytes)) << Qt::endl;
    int width = 0;
    for (const PublishFile &f : p.files)
        width = std::max(width, int(QString::number(f.size).size()));
    for (const PublishFile &f : p.files)
        out << u"    %1 bytes  %2"_s.arg(f.size, width).arg(f.path) << Qt::endl;
}

/// Uploads the approved @p proposal through @p session, printing its throttled progress, and says
/// how it ended (recorded in @p manifestPath).
int upload(PublishSession &session, const UploadProposal &proposal, CliCommand &parser, QTextStream &out, QTextStream &err,
           const QString &manifestPath)
{
    QEventLoop loop;
    PublishResult result;
    std::optional<Result<Json>> recorded;
    PublishProgressThrottle throttle;
    QObject::connect(&session, &PublishSession::progressChanged, &loop, [&](const PublishProgress &p) {
        const QString line = tr("[%1] %2 of %3 files, %4 of %5%6")
                                 .arg(p.stage)
                                 .arg(p.filesDone)
                                 .arg(p.filesTotal)
                                 .arg(formatBytes(p.bytesDone), formatBytes(p.bytesTotal),
                                      p.currentFile.isEmpty() ? QString() : u"  "_s + p.currentFile);
        if (throttle.admit(p, line))
            out << line << Qt::endl;
    });
    QObject::connect(&session, &PublishSession::lineReceived, &loop, [&](const QString &line) { err << line << Qt::endl; });
    QObject::connect(&session, &PublishSession::recorded, &loop, [&](const Result<Json> &r) { recorded.emplace(r); });
    QObject::connect(&session, &PublishSession::finished, &loop, [&](const PublishResult &r) {
        result = r;
        loop.quit();
    });
    SignalCancel signals_;
    QObject::connect(&signals_, &SignalCancel::received, &loop, [&](int signal, int) {
        err << tr("ptq-studio publish: %1 received: cancelling the upload.").arg(SignalCancel::name(signal)) << Qt::endl;
        session.cancel();
    });
    out << tr("Uploading %1 files (%2) to %3 …").arg(proposal.files.size()).arg(formatBytes(proposal.totalBytes)).arg(proposal.repoUrl())
        << Qt::endl;
    if (const Status started = session.approve(QString::fromLatin1(proposal.digest)); !started)
        return parser.fail(tr("refused: ") + started.error().message, Refused);
    loop.exec();

    // Recorded into the manifest as it is now, as page 4 records it (an upload takes minutes).
    if (recorded && !*recorded)
        return parser.fail(recorded->error().message);
    switch (result.status) {
    case PublishResult::Status::Published:
        out << result.message << Qt::endl;
        out << tr("Repository: %1").arg(result.url) << Qt::endl;
        if (!result.commitUrl.isEmpty())
            out << tr("Commit:     %1").arg(result.commitUrl) << Qt::endl;
        out << tr("Recorded in %1").arg(manifestPath) << Qt::endl;
        return Ok;
    case PublishResult::Status::Refused:
        return parser.fail(tr("refused: ") + result.message, Refused);
    case PublishResult::Status::Cancelled:
    case PublishResult::Status::Failed:
        return parser.fail(result.message);
    }
    return Failed;
}

} // namespace

CommandSpec publishSpec()
{
    CommandSpec spec;
    spec.name = u"publish"_s;
    spec.summary = tr("Upload an accepted export to the Hugging Face Hub, after approving the exact upload");
    spec.description = tr(
        "Publishes the accepted export of a workspace to a Hugging Face repository with the run environment's own\n"
        "huggingface_hub. Without --approve it prints the exact upload (repository, visibility, endpoint, every\n"
        "file with its size) and its approval token; with --approve TOKEN it uploads exactly that, and refuses\n"
        "when anything changed since (a file, the repository, the visibility, the endpoint). The token is read from\n"
        "HF_TOKEN, HUGGING_FACE_HUB_TOKEN, then the token file ($HF_TOKEN_PATH, else $HF_HOME/token, else\n"
        "~/.cache/huggingface/token); it is never printed and reaches the upload through its environment only.\n"
        "The outcome is recorded in run_manifest.yaml (outputs.publish), the upload's log in logs/.\n"
        "Exit status: 0 printed or published, 1 failed, 2 usage, 3 refused (nothing sent).");
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"repo"_s}, u"ID"_s, tr("The repository: namespace/name (your user name or an organization).")},
        {{u"private"_s}, {}, tr("Make a new repository private (the default).")},
        {{u"public"_s}, {}, tr("Make a new repository public.")},
        {{u"approve"_s}, u"TOKEN"_s, tr("The approval token printed without --approve.")},
    };
    return spec;
}

int runPublish(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(publishSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString repo = u"repo"_s;
    const QString isPrivate = u"private"_s;
    const QString isPublic = u"public"_s;
    const QString approve = u"approve"_s;
    if (!parser.isSet(workspace) || !parser.isSet(repo))
        return parser.usage(tr("ptq-studio publish: give --workspace DIR and --repo ID (see --help)."));
    if (parser.isSet(isPrivate) && parser.isSet(isPublic))
        return parser.usage(tr("ptq-studio publish: give --private or --public, not both."));
    const std::optional<Workspace> ws = parser.workspace(CliCommand::Lock::Write);
    if (!ws)
        return Failed;
    // The session the publish dialog drives; its attempts are recorded through the run session, as
    // page 4 records them.
    WorkspaceWriter writer;
    RunSession run(&writer);
    run.setRoot(ws->root());
    PublishSession session(&run);
    if (const Result<Json> manifest = session.openNow(ws->root()); !manifest)
        return parser.fail(manifest.error().message);
    const Result<UploadProposal> proposal = session.proposeNow(parser.value(repo), !parser.isSet(isPublic));
    if (!proposal)
        return parser.fail(proposal.error().message, proposal.error().code == Error::Code::Usage ? Usage : Refused);

    if (!parser.isSet(approve)) {
        printProposal(*proposal, out);
        out << tr("Approval token: %1").arg(QString::fromLatin1(proposal->digest)) << Qt::endl;
        out << tr("To upload exactly this: ptq-studio publish --workspace %1 --repo %2 %3 --approve %4")
                   .arg(ws->root(), proposal->repoId, proposal->isPrivate ? u"--private"_s : u"--public"_s,
                        QString::fromLatin1(proposal->digest))
            << Qt::endl;
        return Ok;
    }
    if (const Status approval = session.checkApproval(parser.value(approve)); !approval) {
        printProposal(*proposal, out);
        return parser.fail(tr("refused: ") + approval.error().message, Refused);
    }
    return upload(session, *proposal, parser, out, err, ws->artifactPath(ArtifactKind::Manifest));
}

} // namespace ptq::cli
