#pragma once

#include <QString>

namespace ptq {

/// The application's name and version as shown to people and written into artifacts.
inline QString appName()
{
    return QStringLiteral("PTQ Studio");
}

inline QString appVersion()
{
    return QStringLiteral(PTQ_VERSION);
}

/// The `generator` block every artifact we write carries.
inline constexpr const char *kGeneratorName = "ptq-studio";

} // namespace ptq
