#include "env/pipsettings.h"

#include "process/secretredactor.h"

#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

// Python's repr of a str: '…' or "…" with backslash escapes (\n for a multi-line value, \\ \' \").
std::optional<QString> unrepr(const QString &text)
{
    if (text.size() < 2 || (text.front() != u'\'' && text.front() != u'"') || text.back() != text.front())
        return std::nullopt;
    QString out;
    const QString body = text.mid(1, text.size() - 2);
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body.at(i);
        if (c != u'\\' || i + 1 == body.size()) {
            out.append(c);
            continue;
        }
        const QChar e = body.at(++i);
        out.append(e == u'n' ? QChar(u'\n') : e == u't' ? QChar(u'\t') : e == u'r' ? QChar(u'\r') : e);
    }
    return out;
}

// pip's list-valued settings are whitespace-separated (one per line in pip.conf).
QStringList items(const QString &value)
{
    return value.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts);
}

bool truthy(const QString &value)
{
    const QString v = value.trimmed().toLower();
    return v == u"1"_s || v == u"true"_s || v == u"yes"_s || v == u"on"_s;
}

} // namespace

std::optional<PipSettings> PipSettings::parse(const QByteArray &configList)
{
    // "variant.key=value": the variant is ":env:", "global", "install" or another command's name.
    static const QRegularExpression line(u"^(:env:|[A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]+)=(.*)$"_s);
    PipSettings settings;
    QMap<QString, QString> env, install, global;
    for (const QString &raw : QString::fromUtf8(configList).split(u'\n')) {
        const QString text = raw.trimmed();
        if (text.isEmpty())
            continue;
        const QRegularExpressionMatch m = line.match(text);
        if (!m.hasMatch())
            return std::nullopt;
        const std::optional<QString> value = unrepr(m.captured(3));
        if (!value)
            return std::nullopt;
        const QString key = m.captured(2).toLower().replace(u'_', u'-');
        const QString variant = m.captured(1);
        if (variant == u":env:"_s)
            env.insert(key, *value);
        else if (variant == u"install"_s)
            install.insert(key, *value);
        else if (variant == u"global"_s)
            global.insert(key, *value);
        // [download], [wheel] …: other commands' settings, not install's
    }
    for (auto it = global.cbegin(); it != global.cend(); ++it)
        settings.values.insert(it.key(), {it.value(), u"[global]"_s});
    for (auto it = install.cbegin(); it != install.cend(); ++it)
        settings.values.insert(it.key(), {it.value(), u"[install]"_s});
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        settings.values.insert(it.key(), {it.value(), u"environment"_s});
    return settings;
}

UvSettings UvSettings::from(const PipSettings &pip, const QMap<QString, QString> &environment)
{
    PipSettings settings = pip;
    for (const auto &[var, key] : {std::pair(u"PIP_INDEX_URL"_s, u"index-url"_s),
                                   std::pair(u"PIP_EXTRA_INDEX_URL"_s, u"extra-index-url"_s)}) {
        const QString value = environment.value(var).trimmed();
        if (!value.isEmpty())
            settings.values.insert(key, {value, u"environment"_s});
    }
    // What changes nothing about which files get installed, or is fixed by the recipe itself.
    static const QStringList neutral = {
        u"disable-pip-version-check"_s, u"no-input"_s, u"progress-bar"_s, u"no-color"_s, u"quiet"_s,
        u"verbose"_s, u"log"_s, u"cache-dir"_s, u"no-cache-dir"_s, u"require-virtualenv"_s,
        u"break-system-packages"_s, u"root-user-action"_s, u"no-warn-script-location"_s,
        u"no-python-version-warning"_s, u"upgrade-strategy"_s, u"exists-action"_s, u"isolated"_s,
        // PIP_CONFIG_FILE names a file whose settings `pip config list` lists under their own
        // section ("global.index-url"), carried from there like any other.
        u"config-file"_s,
    };
    UvSettings uv;
    const SecretRedactor redactor;
    auto carry = [&](const QString &key, const QString &var, const QString &value, bool resolveOnly = false) {
        (resolveOnly ? uv.resolveEnv : uv.env).insert(var, value);
        uv.carried.append(tr("%1 (%2) as %3").arg(key, settings.values.value(key).origin, var));
    };
    for (auto it = settings.values.cbegin(); it != settings.values.cend(); ++it) {
        const QString &key = it.key();
        const QString value = it.value().value.trimmed();
        if (key == u"index-url"_s)
            carry(key, u"UV_DEFAULT_INDEX"_s, value);
        else if (key == u"extra-index-url"_s)
            carry(key, u"UV_INDEX"_s, items(value).join(u' '));
        else if (key == u"find-links"_s)
            carry(key, u"UV_FIND_LINKS"_s, items(value).join(u','));
        else if (key == u"no-index"_s && truthy(value))
            carry(key, u"UV_NO_INDEX"_s, u"1"_s);
        else if (key == u"cert"_s)
            carry(key, u"SSL_CERT_FILE"_s, value);
        else if (key == u"client-cert"_s)
            carry(key, u"SSL_CLIENT_CERT"_s, value);
        else if (key == u"trusted-host"_s)
            carry(key, u"UV_INSECURE_HOST"_s, items(value).join(u' '));
        else if (key == u"proxy"_s) {
            carry(key, u"HTTPS_PROXY"_s, value);
            uv.env.insert(u"HTTP_PROXY"_s, value);
        } else if (key == u"timeout"_s || key == u"default-timeout"_s)
            carry(key, u"UV_HTTP_TIMEOUT"_s, value);
        else if (key == u"retries"_s)
            carry(key, u"UV_HTTP_RETRIES"_s, value);
        else if (key == u"constraint"_s)
            // Only where dependencies are resolved: the lock's exact pins take no constraint in
            // uv's hash-checking mode (it refuses one that is not an exact pin, like torch<=2.14.1).
            carry(key, u"UV_CONSTRAINT"_s, items(value).join(u' '), true);
        else if (key == u"no-index"_s || neutral.contains(key))
            continue;
        else
            uv.blocking.append(tr("%1 (%2)").arg(key, it.value().origin));
    }
    for (QString &c : uv.carried)
        c = redactor.redact(c);
    return uv;
}

} // namespace ptq
