#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QStringList>

namespace ptq {

/// The tiny llama-style model bundled in the binary (resources/example/tiny-llama, made by
/// resources/example/generate.py): config, tokenizer files, two bf16 shards and their index,
/// so a new user can walk through intake, plan and command offline.
class ExampleModel
{
    Q_DECLARE_TR_FUNCTIONS(ExampleModel)

public:
    /// The folder's name, also the model's display name.
    static QString name();
    /// The bundled files' names (no folders).
    static QStringList fileNames();
    /// Writes the example into @p dir (created when missing) and returns the folder. Blocking
    /// file IO: call it off the UI thread. A folder that already holds an identical copy is
    /// left as it is; one holding other files of those names is refused, never overwritten.
    static Result<QString> extractTo(const QString &dir);
};

} // namespace ptq
