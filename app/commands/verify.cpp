// ptq-studio verify OUTPUT_DIR [--workspace DIR] [--sha256] [--json]
#include "clicommand.h"
#include "headless.h"
#include "runreport.h"

#include "artifacts/workspace.h"
#include "workflow/runsession.h"
#include "workflow/runstep.h"
#include "workflow/workspacewriter.h"

#include <QDir>
#include <QEventLoop>

#include <optional>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec verifySpec()
{
    CommandSpec spec;
    spec.name = u"verify"_s;
    spec.summary = tr("Verify an exported model folder (headers only)");
    spec.description = tr("Verifies an exported model folder from its headers and small files (no tensor data "
                          "is read).\nExit status: 0 complete, 1 partial or failed, 2 usage.");
    spec.arguments = {{u"OUTPUT_DIR"_s, tr("The folder quark-cli exported to."), {}, Completion::Directory, {}}};
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("Check against this workspace's plan."), Completion::Directory},
        {{u"json"_s}, {},
         tr("Print the report as JSON: one object (verdict, directory, checks with check, status and detail, "
            "files, total_bytes, tensors, ...; with --sha256 also sha256).")},
        {{u"sha256"_s}, {},
         tr("Also compute the sha256 of every file (reads every byte). With --workspace, and "
            "when OUTPUT_DIR is that workspace's output folder, they are recorded in its "
            "run_manifest.yaml.")},
    };
    return spec;
}

namespace {

/// Records @p sums in @p ws's manifest through step 4's session, as page 4's checksums are
/// recorded (refused, and said, unless they are of its output folder on this machine). False
/// only when the manifest could not be written.
bool recordChecksums(CliCommand &command, const Workspace &ws, const OutputChecksums &sums)
{
    WorkspaceWriter writer;
    RunSession session(&writer);
    session.setRoot(ws.root());
    QEventLoop loop;
    std::optional<Result<Json>> recorded;
    session.recordChecksums(sums, &loop, [&](Result<Json> written) {
        recorded.emplace(std::move(written));
        loop.quit();
    });
    if (!recorded)
        loop.exec();
    if (!*recorded) {
        if (recorded->error().code == Error::Code::Usage) {
            command.failAsIs(recorded->error().message); // not this workspace's export: printed, not recorded
            return true;
        }
        command.fail(recorded->error().message);
        return false;
    }
    command.err << tr("Checksums recorded in %1").arg(ws.artifactPath(ArtifactKind::Manifest)) << Qt::endl;
    return true;
}

/// --sha256: every file's sha256 into @p sums, recorded with --workspace; an exit status when
/// they could not be computed or recorded.
std::optional<int> hashAndRecord(CliCommand &command, const VerificationReport &report, OutputChecksums &sums)
{
    sums = RunStep::checksums(report, [&command](qint64 done, qint64 total) {
        command.err << tr("sha256: %1 of %2 MiB").arg(done >> 20).arg(total >> 20) << Qt::endl;
    });
    if (!sums.ok())
        return command.fail(sums.error);
    if (!command.isSet(u"workspace"_s))
        return std::nullopt;
    // Recorded under the workspace lock: a run that ends meanwhile must not write over it.
    Result<Workspace> ws = Workspace::open(command.value(u"workspace"_s));
    Status locked = ws ? ws->lock() : Status(ws.error());
    if (!locked)
        return command.fail(tr("checksums not recorded: %1").arg(locked.error().message));
    if (!recordChecksums(command, *ws, sums))
        return Failed;
    return std::nullopt;
}

} // namespace

int runVerify(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand command(verifySpec(), out, err);
    if (const auto done = command.parse(arguments))
        return *done;
    if (command.args().positionalArguments().size() != 1)
        return command.usage(tr("ptq-studio verify: give one OUTPUT_DIR (see --help)."));
    // Against --workspace's plan (and its source's weight bytes) when given.
    const Result<VerificationReport> verified =
        RunStep::verifyOutput(QDir(command.args().positionalArguments().constFirst()).absolutePath(),
                              command.isSet(u"workspace"_s) ? command.value(u"workspace"_s) : QString());
    if (!verified)
        return command.fail(verified.error().message, Usage);
    const VerificationReport &report = *verified;
    const bool sha256 = command.isSet(u"sha256"_s);
    OutputChecksums sums;
    if (sha256) {
        if (const std::optional<int> failed = hashAndRecord(command, report, sums))
            return *failed;
    }
    if (command.isSet(u"json"_s)) {
        Json doc = report.toJson();
        if (sha256)
            doc["sha256"] = sums.toJson();
        out << QString::fromStdString(doc.dump(2)) << Qt::endl;
    } else {
        printReport(report, out);
        for (const auto &[name, hex] : sums.sha256)
            out << hex << u"  "_s << name << Qt::endl; // the sha256sum line format
    }
    return report.verdict == Verdict::Complete ? Ok : Failed;
}

} // namespace ptq::cli
