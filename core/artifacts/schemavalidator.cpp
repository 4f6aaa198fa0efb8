#include "artifacts/schemavalidator.h"

#include <QFile>
#include <QMutex>
#include <QMutexLocker>

#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include <array>
#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString pointerFromContext(const std::vector<std::string> &context)
{
    QString pointer;
    for (const std::string &part : context) {
        if (part == "<root>")
            continue;
        QString token = QString::fromStdString(part);
        if (token.startsWith(u'[') && token.endsWith(u']'))
            token = token.mid(1, token.size() - 2);
        token.replace(u"~"_s, u"~0"_s).replace(u"/"_s, u"~1"_s);
        pointer += u'/' + token;
    }
    return pointer;
}

// valijson reports the failing leaf and then every enclosing "failed to validate" wrapper;
// the wrappers repeat the leaf with less precision, so only leaves are kept.
bool isWrapperMessage(const std::string &description)
{
    return description.starts_with("Failed to validate against schema associated with property")
        || description.starts_with("Failed to validate item #")
        || description.starts_with("Failed to validate against child schema")
        || description.starts_with("Failed to validate against schema associated with")
        || description.starts_with("Failed to validate against a conditional schema");
}

QList<SchemaViolation> runValidation(const valijson::Schema &schema, const Json &document)
{
    const nlohmann::json plain(document);
    valijson::adapters::NlohmannJsonAdapter target(plain);
    valijson::Validator validator;
    valijson::ValidationResults results;
    QList<SchemaViolation> violations;
    try {
        if (validator.validate(schema, target, &results))
            return violations;
    } catch (const std::exception &e) {
        // Not one known: a value valijson cannot handle must still be a refusal, never a crash.
        return {{QString(), u"The document cannot be checked against the schema: %1"_s.arg(QString::fromUtf8(e.what()))}};
    }
    valijson::ValidationResults::Error error;
    while (results.popError(error)) {
        if (isWrapperMessage(error.description))
            continue;
        SchemaViolation violation{pointerFromContext(error.context), QString::fromStdString(error.description)};
        if (!violations.contains(violation))
            violations.append(violation);
    }
    if (violations.isEmpty())
        violations.append({QString(), u"Document does not match the schema."_s});
    return violations;
}

/// valijson reads the value under a "format" as a string whatever its type, and throws for a
/// null or a number, where JSON Schema applies formats to strings only (a `created_at: null`
/// stopped the validator; found by fuzz_artifact). Each "format" is therefore asked only of
/// strings: `{"if": {"type": "string"}, "then": {"format": F}}`, added to the schema's allOf.
/// A property named "format" (an object, not a string) is left as it is.
void guardFormats(nlohmann::json &node)
{
    if (node.is_array()) {
        for (nlohmann::json &item : node)
            guardFormats(item);
        return;
    }
    if (!node.is_object())
        return;
    for (auto &[key, value] : node.items())
        guardFormats(value);
    const auto format = node.find("format");
    if (format == node.end() || !format->is_string())
        return;
    nlohmann::json guarded = {{"if", {{"type", "string"}}}, {"then", {{"format", *format}}}};
    node.erase(format);
    node["allOf"].push_back(std::move(guarded));
}

std::unique_ptr<valijson::Schema> compile(const Json &schemaJson)
{
    nlohmann::json plain(schemaJson);
    guardFormats(plain);
    valijson::adapters::NlohmannJsonAdapter adapter(plain);
    auto schema = std::make_unique<valijson::Schema>();
    valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
    parser.populateSchema(adapter, *schema);
    return schema;
}

Json loadStudioSchema(ArtifactKind kind)
{
    const QString path = u":/schemas/%1.schema.json"_s.arg(artifactSchemaTitle(kind));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("PTQ Studio is built without its schema %s", qPrintable(path));
    const QByteArray bytes = file.readAll();
    return Json::parse(bytes.cbegin(), bytes.cend());
}

struct CompiledSchemas
{
    std::array<Json, 3> studioJson;
    std::array<Json, 3> contractJson;
    std::array<std::unique_ptr<valijson::Schema>, 3> studio;
    std::array<std::unique_ptr<valijson::Schema>, 3> contract;

    CompiledSchemas()
    {
        for (ArtifactKind kind : kAllArtifactKinds) {
            const auto i = std::size_t(kind);
            studioJson[i] = loadStudioSchema(kind);
            contractJson[i] = SchemaValidator::deriveContractSchema(studioJson[i]);
            studio[i] = compile(studioJson[i]);
            contract[i] = compile(contractJson[i]);
        }
    }
};

const CompiledSchemas &compiledSchemas()
{
    static const CompiledSchemas schemas;
    return schemas;
}

void deriveInPlace(Json &node)
{
    if (node.is_array()) {
        for (Json &item : node)
            deriveInPlace(item);
        return;
    }
    if (!node.is_object())
        return;
    if (node.contains("x-upstream-required"))
        node["required"] = node["x-upstream-required"];
    else
        node.erase("required");
    if (auto it = node.find("additionalProperties"); it != node.end() && it->is_boolean() && !it->get<bool>())
        node.erase(it);
    if (auto all = node.find("allOf"); all != node.end() && all->is_array()) {
        Json kept = Json::array();
        for (const Json &sub : *all) {
            if (!(sub.is_object() && sub.value("x-studio", false)))
                kept.push_back(sub);
        }
        if (kept.empty())
            node.erase(all);
        else
            *all = std::move(kept);
    }
    if (auto props = node.find("properties"); props != node.end() && props->is_object()) {
        Json kept = Json::object();
        for (auto &[name, sub] : props->items()) {
            if (sub.is_object() && sub.value("x-studio", false))
                continue;
            kept[name] = sub;
        }
        *props = std::move(kept);
    }
    for (auto &[key, value] : node.items()) {
        if (key != "x-upstream-required" && key != "enum" && key != "const" && key != "examples")
            deriveInPlace(value);
    }
}

} // namespace

QString SchemaViolation::toString() const
{
    return (pointer.isEmpty() ? u"/"_s : pointer) + u": "_s + rule;
}

QDebug operator<<(QDebug debug, const SchemaViolation &violation)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "SchemaViolation(" << violation.pointer << ", " << violation.rule << ')';
    return debug;
}

QStringList ArtifactCheck::missingForStudio() const
{
    QStringList missing;
    static const QString kPrefix = u"Missing required property '"_s;
    for (const SchemaViolation &violation : studio) {
        if (!violation.rule.startsWith(kPrefix))
            continue;
        const QString name = violation.rule.mid(kPrefix.size()).section(u'\'', 0, 0);
        missing.append(violation.pointer + u'/' + name);
    }
    return missing;
}

const Json &SchemaValidator::studioSchema(ArtifactKind kind)
{
    return compiledSchemas().studioJson[std::size_t(kind)];
}

const Json &SchemaValidator::contractSchema(ArtifactKind kind)
{
    return compiledSchemas().contractJson[std::size_t(kind)];
}

Json SchemaValidator::deriveContractSchema(const Json &studio)
{
    Json derived = studio;
    deriveInPlace(derived);
    return derived;
}

QList<SchemaViolation> SchemaValidator::validate(ArtifactKind kind, SchemaLevel level, const Json &document)
{
    const CompiledSchemas &schemas = compiledSchemas();
    const auto i = std::size_t(kind);
    return runValidation(level == SchemaLevel::Studio ? *schemas.studio[i] : *schemas.contract[i], document);
}

Result<QList<SchemaViolation>> SchemaValidator::validate(const Json &schema, const Json &document)
{
    try {
        return runValidation(*compile(schema), document);
    } catch (const std::exception &e) {
        return Error{Error::Code::Invalid, tr("The schema cannot be used: %1").arg(QString::fromUtf8(e.what()))};
    }
}

ArtifactCheck SchemaValidator::check(ArtifactKind kind, const Json &document)
{
    ArtifactCheck result;
    result.kind = kind;
    result.studio = validate(kind, SchemaLevel::Studio, document);
    result.contract = result.studio.isEmpty() ? QList<SchemaViolation>()
                                              : validate(kind, SchemaLevel::Contract, document);
    return result;
}

} // namespace ptq
