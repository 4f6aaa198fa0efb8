#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// pip's own configuration as `pip config list` prints it: "global.index-url='https://…'",
/// "install.find-links='/opt/wheels'", ":env:.extra-index-url='…'" (the environment's PIP_*
/// variables), each value in Python's repr. What pip's install command uses of it: a key's
/// environment value, else its [install] value, else its [global] value (pip merges the files,
/// the site's over the user's over the machine's, before it prints them).
struct PipSettings
{
    struct Value
    {
        QString value;
        QString origin; ///< "environment", "[install]", "[global]": for people
        friend bool operator==(const Value &, const Value &) = default;
    };
    /// Normalised key ("index-url": lower case, "_" as "-") → what install uses.
    QMap<QString, Value> values;

    /// Nothing for text that is not `pip config list`'s (a line that is no key=value).
    static std::optional<PipSettings> parse(const QByteArray &configList);
    friend bool operator==(const PipSettings &, const PipSettings &) = default;
};

/// pip's settings handed to uv, which reads no pip.conf and no PIP_* variable: where packages come
/// from (index-url, extra-index-url, find-links, no-index), how they are fetched (cert, client-cert,
/// trusted-host, proxy, timeout, retries) and, for a step that resolves, constraint. A setting uv
/// has no counterpart for blocks uv (pip installs then, as configured); one that changes nothing
/// about what gets installed (progress-bar, disable-pip-version-check, …) is left out.
struct UvSettings
{
    Q_DECLARE_TR_FUNCTIONS(UvSettings)

public:
    QMap<QString, QString> env;        ///< for every uv step (UV_DEFAULT_INDEX, UV_INDEX, SSL_CERT_FILE…)
    QMap<QString, QString> resolveEnv; ///< only for a step that resolves dependencies (UV_CONSTRAINT)
    QStringList carried;   ///< for people, credentials redacted: "index-url ([global]) as UV_DEFAULT_INDEX"
    QStringList blocking;  ///< for people: the settings uv cannot follow ("only-binary ([install])")

    /// @p settings with @p environment's PIP_INDEX_URL and PIP_EXTRA_INDEX_URL over them (what
    /// the recipe shows and binds for pip too).
    static UvSettings from(const PipSettings &settings, const QMap<QString, QString> &environment);
};

} // namespace ptq
