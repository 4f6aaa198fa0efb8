#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QIODevice;

namespace ptq {

enum class DocumentFormat { Json, Yaml };

/// A document read from disk: its parsed value plus the exact bytes and their sha256,
/// which downstream artifacts record to detect staleness.
struct LoadedDocument
{
    QString path;
    DocumentFormat format = DocumentFormat::Json;
    Json json;
    QByteArray sha256; ///< lower-case hex of the file's bytes

    friend bool operator==(const LoadedDocument &, const LoadedDocument &) = default;
};

/// Reading, parsing and atomically writing artifacts. Every failure names the path.
class ArtifactIo
{
    Q_DECLARE_TR_FUNCTIONS(ArtifactIo)

public:
    /// Artifacts are small; anything larger is refused before it is read.
    static constexpr qint64 kMaxArtifactBytes = 64ll * 1024 * 1024;
    /// Deeper nesting than this is refused (bounded recursion everywhere downstream).
    static constexpr int kMaxDepth = 128;
    /// YAML aliases can make a small file expand without bound; this caps the expansion.
    static constexpr qint64 kMaxYamlNodes = 1'000'000;

    static DocumentFormat formatForPath(const QString &path);

    static Result<QByteArray> readFile(const QString &path, qint64 maxBytes = kMaxArtifactBytes);
    /// Opens @p path for reading only when it is a regular file: O_NONBLOCK keeps a FIFO without
    /// a writer from blocking the open, and the type comes from the open descriptor, so a
    /// symlink to a device (or a swap after a check) is seen. The descriptor (blocking again) is
    /// the caller's to close; @p size gets the file's size. The error names the path.
    static Result<int> openRegular(const QString &path, qint64 *size = nullptr);
    /// Checks that @p bytes are text a parser may see: UTF-8, no NUL or other control bytes.
    static Status checkText(const QByteArray &bytes, const QString &origin);
    static Result<Json> parseJson(const QByteArray &bytes, const QString &origin);
    /// The text a YAML reader may see: a leading BOM removed, UTF-8 without control bytes, not empty.
    static Result<QByteArray> yamlText(const QByteArray &bytes, const QString &origin);
    /// One YAML document read by yaml-cpp as PyYAML's safe_load reads it (the YAML 1.2 core
    /// schema's types): core-schema tags only where the text agrees, no second document, no
    /// duplicate keys, at most kMaxDepth deep and kMaxYamlNodes values. Errors name the line.
    static Result<Json> parseYaml(const QByteArray &bytes, const QString &origin);
    static Result<Json> parse(const QByteArray &bytes, DocumentFormat format, const QString &origin);
    static Result<LoadedDocument> load(const QString &path);

    static QByteArray toJsonBytes(const Json &document);
    static QByteArray toYamlBytes(const Json &document);
    static QByteArray serialize(const Json &document, DocumentFormat format);

    /// Writes all of @p bytes to an open device; names @p path in the error.
    static Status writeAll(QIODevice &device, const QByteArray &bytes, const QString &path);
    /// Writes to a temporary file beside @p path, syncs it and renames it over @p path:
    /// a crash or a full disk leaves the previous version intact.
    static Status writeAtomically(const QString &path, const QByteArray &bytes);
    static Status save(const QString &path, const Json &document);

    /// Told of every file this class opens for reading ("read") or writes ("write"), on the thread
    /// that does it, before it does; nullptr (the default) tells no one. For the tests that hold
    /// the UI thread to doing no file I/O in the gate's path (tst_runpage).
    using IoObserver = void (*)(const char *what, const QString &path);
    static void setIoObserver(IoObserver observer);

    static QByteArray sha256Hex(const QByteArray &bytes);
    /// Index of the first byte that breaks UTF-8, or -1 when @p bytes are valid UTF-8.
    static qsizetype firstInvalidUtf8(const QByteArray &bytes);
};

} // namespace ptq
