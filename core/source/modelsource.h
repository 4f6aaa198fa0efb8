#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QDebug>
#include <QString>

namespace ptq {

/// What the user asked to analyse: a Hub repository (with an optional revision) or a folder.
struct ModelSource
{
    enum class Kind { Hub, Local };

    Kind kind = Kind::Hub;
    QString repoId;   ///< `org/name` or `name` (Hub)
    QString revision; ///< branch, tag or 40-hex commit; empty = `main` (Hub)
    QString path;     ///< absolute folder (Local)

    QString display() const;
    friend bool operator==(const ModelSource &, const ModelSource &) = default;
};
QDebug operator<<(QDebug debug, const ModelSource &source);

class ModelSourceParser
{
    Q_DECLARE_TR_FUNCTIONS(ModelSourceParser)

public:
    /// Decides whether @p input is a folder or a repository id. Anything that looks like a
    /// path (absolute, `./`, `../`, `~`, or an existing entry) is a folder: it is resolved to an
    /// absolute path and must hold `config.json`. ONNX and GGUF inputs are refused.
    static Result<ModelSource> parse(const QString &input, const QString &revision = QString());

    /// The Hub's repo-id rules: `name` or `namespace/name`; name 1-96 characters of letters,
    /// digits, `_`, `-`, `.`, starting and ending with a letter or digit (or `_`); no `--`
    /// or `..`; not ending in `.git`.
    static Status validateRepoId(const QString &repoId);
    static Status validateRevision(const QString &revision);
    static bool isCommitHash(const QString &text);
    /// Checks a folder: exists, is a folder, and holds config.json (explaining ONNX/GGUF-only folders).
    static Status checkModelFolder(const QString &absolutePath);
};

} // namespace ptq
