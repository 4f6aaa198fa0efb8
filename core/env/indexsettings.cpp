#include "env/indexsettings.h"

#include <QSettings>
#include <QUrl>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

constexpr const char *kCpu = "environments/torch_index/cpu";
constexpr const char *kCuda = "environments/torch_index/cuda";
constexpr const char *kRocm = "environments/torch_index/rocm";
constexpr const char *kInstaller = "environments/installer"; // "pip", or absent: uv where it can

std::optional<QString> read(const QSettings &settings, const char *key)
{
    if (!settings.contains(QLatin1StringView(key)))
        return std::nullopt;
    return settings.value(QLatin1StringView(key)).toString().trimmed();
}

void write(QSettings &settings, const char *key, const std::optional<QString> &value)
{
    if (value)
        settings.setValue(QLatin1StringView(key), value->trimmed());
    else
        settings.remove(QLatin1StringView(key));
}

} // namespace

IndexOverrides IndexSettings::load()
{
    const QSettings settings;
    IndexOverrides o;
    o.cpu = read(settings, kCpu);
    o.cuda = read(settings, kCuda);
    o.rocm = read(settings, kRocm);
    o.preferPip = settings.value(QLatin1StringView(kInstaller)).toString() == u"pip"_s;
    // A value that is no index (edited by hand) is not used: the public index stands.
    for (std::optional<QString> *v : {&o.cpu, &o.cuda, &o.rocm}) {
        if (*v && !(*v)->isEmpty() && !problem(**v).isEmpty())
            v->reset();
    }
    return o;
}

Status IndexSettings::save(const IndexOverrides &overrides)
{
    for (const std::optional<QString> &v : {overrides.cpu, overrides.cuda, overrides.rocm}) {
        if (v && !v->trimmed().isEmpty()) {
            if (const QString why = problem(*v); !why.isEmpty())
                return Error{Error::Code::Invalid, why};
        }
    }
    QSettings settings;
    write(settings, kCpu, overrides.cpu);
    write(settings, kCuda, overrides.cuda);
    write(settings, kRocm, overrides.rocm);
    write(settings, kInstaller, overrides.preferPip ? std::optional<QString>(u"pip"_s) : std::nullopt);
    settings.sync();
    if (settings.status() != QSettings::NoError)
        return Error{Error::Code::WriteFailed, tr("The settings could not be saved to %1.").arg(settings.fileName())};
    return {};
}

QString IndexSettings::problem(const QString &text)
{
    const QString trimmed = text.trimmed();
    const QUrl url(trimmed, QUrl::StrictMode);
    if (!url.isValid() || url.scheme().isEmpty())
        return tr("%1 is not a URL: an index looks like https://mirror.example/pytorch/cu130.").arg(trimmed);
    const QString scheme = url.scheme().toLower();
    if (scheme != u"https"_s && scheme != u"http"_s && scheme != u"file"_s)
        return tr("%1: pip reads indexes over https, http or from file:// folders, not %2.").arg(trimmed, scheme);
    if (scheme != u"file"_s && url.host().isEmpty())
        return tr("%1 names no host.").arg(trimmed);
    if (!url.userInfo().isEmpty())
        return tr("The index URL carries a user name or password: it would be stored in plain text in PTQ Studio's "
                  "settings. Give the URL without it, and the credentials to pip (~/.netrc, keyring or pip.conf).");
    return {};
}

} // namespace ptq
