#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace ptq {

/// File names are bytes; Qt's file APIs take them as UTF-8 text. A name that is not valid UTF-8
/// decodes with U+FFFD in place of its bad bytes, and encodes back to other bytes: opening,
/// creating or approving that QString would use another path than the one named. These checks
/// refuse such names, naming them with their bytes escaped, instead of using a different file.
class PathText
{
    Q_DECLARE_TR_FUNCTIONS(PathText)

public:
    /// @p raw as a reader can see it: valid UTF-8 as is, every other byte as \xNN.
    static QString escaped(const QByteArray &raw);

    /// Refuses @p raw (an argument or an environment value, as the OS gave it) unless it is
    /// valid UTF-8. @p what names it in the message ("argument 3", "HF_HOME").
    static Status checkBytes(const QByteArray &raw, const QString &what);

    /// Refuses a path that Qt decoded lossily: some component of @p path that does not exist as
    /// written matches, once decoded, an entry of its folder whose name is not valid UTF-8.
    /// Paths without U+FFFD are never looked at (the common case costs nothing).
    static Status checkDecoded(const QString &path);
};

} // namespace ptq
