// ptq-studio validate FILE... [--kind analysis|plan|manifest] [--strict] [--json]
#include "clicommand.h"
#include "headless.h"

#include "artifacts/artifactio.h"
#include "artifacts/schemavalidator.h"

#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

Json violationsToJson(const QList<SchemaViolation> &violations)
{
    Json array = Json::array();
    for (const SchemaViolation &v : violations)
        array.push_back({{"pointer", v.pointer.toStdString()}, {"rule", v.rule.toStdString()}});
    return array;
}

/// One FILE's entry of the report (printed to @p out unless @p json); @p exitCode raised to what
/// it calls for: 2 unreadable or of no known kind, 1 invalid (or, with @p strict, upstream-only).
Json checkFile(const QString &file, std::optional<ArtifactKind> forcedKind, bool strict, bool json, QTextStream &out,
               int &exitCode)
{
    Json entry = {{"file", file.toStdString()}};
    auto fail = [&](const QString &message) {
        exitCode = Usage;
        entry["status"] = "error";
        entry["error"] = message.toStdString();
        if (!json)
            out << file << u": error: "_s << message << Qt::endl;
        return entry;
    };

    Result<LoadedDocument> loaded = ArtifactIo::load(file);
    if (!loaded)
        return fail(loaded.error().message);
    std::optional<ArtifactKind> kind = forcedKind;
    if (!kind)
        kind = artifactKindFromFileName(file);
    if (!kind)
        kind = artifactKindFromContent(loaded->json);
    if (!kind)
        return fail(tr("cannot tell which artifact this is; name it model_analysis.json, quant_plan.json or "
                       "run_manifest.yaml, or pass --kind."));
    const ArtifactCheck check = SchemaValidator::check(*kind, loaded->json);
    const QString title = artifactSchemaTitle(*kind);
    entry["kind"] = title.toStdString();
    entry["studio_errors"] = violationsToJson(check.studio);
    entry["contract_errors"] = violationsToJson(check.contract);
    if (check.studioValid()) {
        entry["status"] = "valid";
        if (!json)
            out << file << u": valid ("_s << title << tr(": PTQ Studio schema and upstream contract)") << Qt::endl;
    } else if (check.upstreamOnly()) {
        entry["status"] = "upstream-only";
        Json missing = Json::array();
        for (const QString &field : check.missingForStudio())
            missing.push_back(field.toStdString());
        entry["missing_for_studio"] = missing;
        if (strict && exitCode == Ok)
            exitCode = Failed;
        if (!json) {
            out << file << u": "_s << (strict ? tr("invalid") : tr("valid"))
                << tr(" against the upstream %1 contract; not a PTQ Studio artifact yet").arg(title) << Qt::endl;
            for (const SchemaViolation &v : check.studio)
                out << u"  "_s << v.toString() << Qt::endl;
        }
    } else {
        entry["status"] = "invalid";
        if (exitCode == Ok)
            exitCode = Failed;
        if (!json) {
            out << file << u": invalid ("_s << title << u')' << Qt::endl;
            for (const SchemaViolation &v : check.contract)
                out << u"  "_s << v.toString() << tr(" [upstream contract]") << Qt::endl;
            for (const SchemaViolation &v : check.studio) {
                if (!check.contract.contains(v))
                    out << u"  "_s << v.toString() << tr(" [PTQ Studio schema]") << Qt::endl;
            }
        }
    }
    return entry;
}

} // namespace

CommandSpec validateSpec()
{
    CommandSpec spec;
    spec.name = u"validate"_s;
    spec.summary = tr("Check artifacts against PTQ Studio's schemas and the upstream contracts");
    spec.description = tr("Checks each FILE against PTQ Studio's schema and the upstream contract of its kind.\n"
                          "Exit status: 0 all valid, 1 any invalid, 2 usage error or unreadable file.");
    spec.arguments = {{u"FILE"_s, tr("model_analysis.json, quant_plan.json or run_manifest.yaml"), u"FILE..."_s,
                       Completion::Artifact, {}}};
    spec.options = {
        {{u"kind"_s}, u"KIND"_s, tr("Treat every FILE as this artifact: analysis, plan or manifest."), Completion::Words,
         {u"analysis"_s, u"plan"_s, u"manifest"_s}},
        {{u"strict"_s}, {}, tr("Also fail files that satisfy only the upstream contract (written by another tool).")},
        {{u"json"_s}, {},
         tr("Print the results as JSON: an array with one object per FILE (file, status: valid, upstream-only, "
            "invalid or error; kind, studio_errors, contract_errors, missing_for_studio, error).")},
    };
    return spec;
}

int runValidate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(validateSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QString kindOption = u"kind"_s;
    const QString strictOption = u"strict"_s;
    const QString jsonOption = u"json"_s;
    const QStringList files = parser.args().positionalArguments();
    if (files.isEmpty())
        return parser.usage(tr("ptq-studio validate: name at least one FILE."));
    std::optional<ArtifactKind> forcedKind;
    if (parser.isSet(kindOption)) {
        forcedKind = artifactKindFromCliName(parser.value(kindOption));
        if (!forcedKind)
            return parser.usage(tr("ptq-studio validate: --kind takes analysis, plan or manifest, not \"%1\".")
                                    .arg(parser.value(kindOption)));
    }
    const bool json = parser.isSet(jsonOption);
    const bool strict = parser.isSet(strictOption);

    int exitCode = Ok;
    Json report = Json::array();
    for (const QString &file : files)
        report.push_back(checkFile(file, forcedKind, strict, json, out, exitCode));
    if (json)
        out << QString::fromStdString(report.dump(2)) << Qt::endl;
    return exitCode;
}

} // namespace ptq::cli
