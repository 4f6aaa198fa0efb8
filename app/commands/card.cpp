// ptq-studio card --workspace DIR [--print] [--tp N]      (issue #35: the model card and the serve commands)
#include "clicommand.h"
#include "headless.h"
#include "workflow/handoffstep.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"

#include <QDateTime>
#include <QDir>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec cardSpec()
{
    CommandSpec spec;
    spec.name = u"card"_s;
    spec.summary = tr("Write the export's model card (README.md) from the three artifacts");
    spec.description = tr(
        "Writes the model card of a workspace's succeeded run: README.md in the Hugging Face format, in the export\n"
        "folder (a README.md that PTQ Studio did not write is kept as README.source.md). The card is made from\n"
        "model_analysis.json, quant_plan.json and run_manifest.yaml only; the license is copied from the source\n"
        "model's README.md when it is on this machine. Also checks whether vLLM serves the export at the\n"
        "tensor-parallel size (--tp, else the plan's) and prints the vllm serve and lm_eval commands. Records\n"
        "outputs.model_card and outputs.serve in run_manifest.yaml.\n"
        "Exit status: 0 written (or printed), 1 refused or failed, 2 usage.");
    spec.options = {
        {{u"workspace"_s}, u"DIR"_s, tr("The workspace folder."), Completion::Directory},
        {{u"print"_s}, {}, tr("Print the card instead of writing it; nothing is recorded.")},
        {{u"tp"_s}, u"N"_s, tr("The tensor-parallel size to serve with (default: the plan's, else 1).")},
    };
    return spec;
}

int runCard(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(cardSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString workspace = u"workspace"_s;
    const QString print = u"print"_s;
    const QString tpOption = u"tp"_s;
    if (!parser.isSet(workspace)) {
        err << tr("ptq-studio card: give --workspace DIR (see --help).") << Qt::endl;
        return Usage;
    }
    std::optional<int> tp;
    if (parser.isSet(tpOption)) {
        bool ok = false;
        const int n = parser.value(tpOption).toInt(&ok);
        if (!ok || n < 1 || n > 1024) {
            err << tr("ptq-studio card: --tp takes a whole number from 1 to 1024, not \"%1\".").arg(parser.value(tpOption))
                << Qt::endl;
            return Usage;
        }
        tp = n;
    }
    const bool writing = !parser.isSet(print);
    const std::optional<Workspace> ws = parser.workspace(writing ? CliCommand::Lock::Write : CliCommand::Lock::Read);
    if (!ws)
        return Failed;
    const QString manifestPath = ws->artifactPath(ArtifactKind::Manifest);
    const Result<LoadedDocument> loaded = ArtifactIo::load(manifestPath);
    const Result<RunManifest> typed = loaded ? RunManifest::fromJson(loaded->json) : Result<RunManifest>(loaded.error());
    if (!typed)
        return parser.fail(typed.error().message);
    // Only a finished export is described: the rule page 4 hands off by (HandoffStep::applies).
    if (typed->run.status != RunStatus::Succeeded && typed->run.status != RunStatus::Partial) {
        err << tr("ptq-studio card: refused: the run in %1 has not succeeded (its status is %2); a model card describes a "
                  "finished export. Run it first: ptq-studio run --workspace %3 --approve TOKEN.")
                   .arg(manifestPath, statusName(typed->run.status), ws->root())
            << Qt::endl;
        return Failed;
    }
    const QString exportDir = typed->outputDir;
    if (exportDir.isEmpty() || !QDir(exportDir).exists()) {
        err << tr("ptq-studio card: refused: the export folder %1 named in %2 does not exist.").arg(exportDir, manifestPath)
            << Qt::endl;
        return Failed;
    }

    // The same hand-off as page 4's (the serve record, the card), at the size asked for; written
    // into the manifest as it is now, unless the card is only printed.
    HandoffOptions options;
    options.tensorParallel = tp;
    options.writeCard = writing;
    const Result<HandoffOutcome> made = writing ? HandoffStep::makeIn(ws->root(), options)
                                                : HandoffStep::make(ws->root(), loaded->json, options);
    if (!made)
        return parser.fail(made.error().message);
    if (!made->configProblem.isEmpty())
        err << tr("ptq-studio card: %1; the serve check uses the plan instead.").arg(made->configProblem) << Qt::endl;
    const int tensorParallel = made->tensorParallel;
    const ServeRecord serve = ServeRecord::fromManifest(made->manifest).value_or(ServeRecord());
    if (!writing) {
        out << QString::fromUtf8(made->card);
        out.flush();
    } else {
        out << tr("Model card written: %1").arg(made->cardPath) << Qt::endl;
        if (!made->keptSource.isEmpty())
            out << tr("The README.md that was there is kept as %1.").arg(made->keptSource) << Qt::endl;
        out << (made->license.isEmpty() ? tr("License: unknown (the source's README.md was not found or names none).")
                                        : tr("License (from the source's card): %1").arg(made->license))
            << Qt::endl;
    }

    // The commands and the findings go to stderr with --print, so stdout stays the card alone.
    QTextStream &info = writing ? out : err;
    info << tr("Serve (tensor-parallel size %1):").arg(tensorParallel) << Qt::endl << u"  "_s << serve.vllmCommand << Qt::endl;
    info << tr("Evaluate:") << Qt::endl << u"  "_s << serve.lmEvalCommand << Qt::endl;
    if (serve.findings.isEmpty())
        info << tr("vLLM: nothing found that would stop it serving this export at tensor-parallel size %1.").arg(tensorParallel)
             << Qt::endl;
    for (const ServeFinding &f : serve.findings)
        info << u"  ["_s << severityName(f.severity) << u"] "_s << f.id << u": "_s << f.text.translated() << u" "_s
             << f.fix.translated() << Qt::endl;
    if (writing)
        info << tr("Recorded in %1 (outputs.model_card, outputs.serve).").arg(manifestPath) << Qt::endl;
    return Ok;
}

} // namespace ptq::cli
