#pragma once

#include "artifacts/artifactkind.h"
#include "artifacts/json.h"
#include "result.h"

#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QString>
#include <QStringList>

namespace ptq {

/// Which schema a document is checked against.
enum class SchemaLevel {
    Studio,   ///< ours in schemas/: the upstream contract plus what PTQ Studio relies on
    Contract, ///< the upstream contract's level, derived from ours (see deriveContractSchema)
};

/// One broken rule: where (a JSON pointer) and what.
struct SchemaViolation
{
    QString pointer; ///< e.g. `/quantization_targets/linear_layer_count`; empty for the root
    QString rule;    ///< the validator's sentence, e.g. "Missing required property 'risks'."

    QString toString() const;
    friend bool operator==(const SchemaViolation &, const SchemaViolation &) = default;
};
QDebug operator<<(QDebug debug, const SchemaViolation &violation);

/// The outcome of checking one document at both levels.
struct ArtifactCheck
{
    ArtifactKind kind = ArtifactKind::Analysis;
    QList<SchemaViolation> studio;
    QList<SchemaViolation> contract;

    bool studioValid() const { return studio.isEmpty(); }
    bool contractValid() const { return contract.isEmpty(); }
    /// Valid for the upstream workflow but lacking what PTQ Studio adds (an agent-written file).
    bool upstreamOnly() const { return contractValid() && !studioValid(); }
    /// Top-level and nested fields PTQ Studio's schema requires that the document lacks.
    QStringList missingForStudio() const;
};

/// JSON Schema validation of artifacts (valijson, draft 7 keywords). All valijson code lives
/// in this class's single translation unit because it is expensive to compile.
class SchemaValidator
{
    Q_DECLARE_TR_FUNCTIONS(SchemaValidator)

public:
    /// Our schema for @p kind, as compiled into the binary from schemas/.
    static const Json &studioSchema(ArtifactKind kind);
    /// The upstream-contract-level schema derived from ours.
    static const Json &contractSchema(ArtifactKind kind);

    /// Derives the contract level from one of our schemas: every `required` is replaced by
    /// its sibling `x-upstream-required` (none when absent), `additionalProperties: false` is
    /// dropped, and properties marked `"x-studio": true` (ours alone) are removed.
    static Json deriveContractSchema(const Json &studio);

    static QList<SchemaViolation> validate(ArtifactKind kind, SchemaLevel level, const Json &document);
    /// Validates against an arbitrary schema (compiled on each call); a schema that cannot be
    /// compiled is an error.
    static Result<QList<SchemaViolation>> validate(const Json &schema, const Json &document);

    static ArtifactCheck check(ArtifactKind kind, const Json &document);
};

} // namespace ptq
