#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QByteArray>
#include <QString>

/// The YAML side of ArtifactIo (artifacts/artifactio.h), which checks the text first (UTF-8,
/// no BOM, what every reader takes raw) and does the files.
namespace ptq::yaml {

/// Offset of the first character of @p data (valid UTF-8) that YAML readers do not all take
/// raw (DEL, the C1 controls, the line and paragraph separators, U+FFFE, U+FFFF), or -1;
/// @p length gets its size in bytes.
qsizetype firstUnportableChar(const char *data, qsizetype n, int *length = nullptr);

/// One YAML document (@p bytes already passed ArtifactIo::yamlText) as JSON, by the YAML 1.2
/// core schema: at most ArtifactIo::kMaxDepth deep and kMaxYamlNodes values, keys plain text
/// and unique, one document only. Errors name @p origin and the line.
Result<Json> read(const QByteArray &bytes, const QString &origin);

/// @p document as block YAML that every reader takes back as written (strings it would not are
/// double-quoted with escapes).
QByteArray write(const Json &document);

} // namespace ptq::yaml
