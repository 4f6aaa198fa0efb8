// ptq-studio diff A B [--json]
#include "clicommand.h"
#include "headless.h"

#include "review/structuraldiff.h"


using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec diffSpec()
{
    CommandSpec spec;
    spec.name = u"diff"_s;
    spec.summary = tr("Compare two artifacts of one kind; exit 0 identical, 1 different");
    spec.description = tr(
        "Compares two artifacts of one kind (model_analysis.json, quant_plan.json or run_manifest.yaml; from PTQ "
        "Studio or the upstream workflow) and prints the differences grouped by what they change.\n"
        "Exit status: 0 identical, 1 different, 2 usage error, unreadable or invalid input, or different kinds.");
    spec.arguments = {{u"A"_s, tr("the first (left) artifact"), {}, Completion::Artifact, {}},
                      {u"B"_s, tr("the second (right) artifact"), {}, Completion::Artifact, {}}};
    spec.options = {{{u"json"_s}, {}, tr("Print the differences as JSON.")}};
    return spec;
}

int runDiff(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(diffSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString jsonOption = u"json"_s;
    const QStringList files = parser.args().positionalArguments();
    if (files.size() != 2)
        return parser.usage(tr("ptq-studio diff: name exactly two files, A and B."));
    // The differences only: no side-by-side rows to build.
    const Result<DiffResult> result = StructuralDiff::compareFiles(files[0], files[1], DiffDetail::Entries);
    if (!result)
        return parser.fail(result.error().message, Usage);
    if (parser.isSet(jsonOption)) {
        out << QString::fromStdString(result->toJson().dump(2)) << Qt::endl;
        return result->identical() ? Ok : Failed;
    }
    out << tr("%1 (left) and %2 (right), both %3").arg(files[0], files[1], artifactSchemaTitle(result->kind)) << u"\n"_s;
    out << result->summary() << u"\n"_s;
    for (DiffEffect effect : kAllDiffEffects) {
        const qsizetype n = result->count(effect);
        if (!n)
            continue;
        out << u"\n"_s << diffEffectTitle(effect) << u" ("_s << n << u")\n"_s;
        for (const DiffEntry &e : result->entries) {
            if (e.effect != effect)
                continue;
            const QChar mark = e.change == DiffChange::Added ? u'+' : e.change == DiffChange::Removed ? u'-' : u'~';
            out << u"  "_s << mark << u' ' << e.describe() << u"\n"_s;
        }
    }
    out.flush();
    return result->identical() ? Ok : Failed;
}

} // namespace ptq::cli
