#include "env/envdiscovery.h"

#include "env/envmanager.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHash>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <optional>

using namespace Qt::Literals::StringLiterals;

Q_LOGGING_CATEGORY(lcDiscovery, "ptq.env.discovery")

namespace ptq {

namespace {

constexpr const char *kChosenKey = "environments/chosen";

QByteArray readHead(const QString &path, qint64 max = 64 * 1024)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(max) : QByteArray();
}

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

/// A folder that is a Python environment: a venv (pyvenv.cfg), a conda one (conda-meta) or any
/// prefix with bin/python.
bool isPythonPrefix(const QString &dir)
{
    return QFileInfo::exists(dir + u"/pyvenv.cfg"_s) || QFileInfo(dir + u"/conda-meta"_s).isDir()
        || isExecutableFile(dir + u"/bin/python"_s) || isExecutableFile(dir + u"/bin/python3"_s);
}

/// lib/python3.X/site-packages (and lib64's, when it is another folder), newest Python first.
QStringList sitePackages(const QString &prefix)
{
    QStringList out;
    QStringList seen;
    for (const QString &lib : {u"lib"_s, u"lib64"_s}) {
        const QDir dir(prefix + u'/' + lib);
        QStringList pythons = dir.entryList({u"python3*"_s}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
        for (const QString &python : std::as_const(pythons)) {
            const QFileInfo site(dir.filePath(python) + u"/site-packages"_s);
            const QString canonical = site.canonicalFilePath();
            if (site.isDir() && !seen.contains(canonical)) {
                seen.append(canonical);
                out.append(site.filePath());
            }
        }
    }
    return out;
}

/// Debian's folders for a Python's packages under @p prefix: lib/python3/dist-packages (apt's)
/// and lib/python3.X/dist-packages (pip's, under /usr/local), newest Python first.
QStringList distPackages(const QString &prefix)
{
    QStringList out;
    const QDir lib(prefix + u"/lib"_s);
    for (const QString &python : lib.entryList({u"python3*"_s}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed)) {
        if (const QFileInfo dist(lib.filePath(python) + u"/dist-packages"_s); dist.isDir())
            out.append(dist.filePath());
    }
    return out;
}

/// What a venv made with --system-site-packages also imports from: its base interpreter's
/// packages (pyvenv.cfg: include-system-site-packages = true, home = the base's bin folder). ROCm
/// and CUDA containers ship PyTorch there, and a venv on top adds amd-quark. Nothing for another
/// venv, or a conda environment (whose packages are its own).
QStringList systemSitePackages(const QString &prefix)
{
    const QString cfg = QString::fromUtf8(readHead(prefix + u"/pyvenv.cfg"_s));
    static const QRegularExpression include(u"^\\s*include-system-site-packages\\s*=\\s*true\\s*$"_s,
                                            QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression home(u"^\\s*home\\s*=\\s*(\\S.*?)\\s*$"_s, QRegularExpression::MultilineOption);
    const QRegularExpressionMatch base = home.match(cfg);
    if (!include.match(cfg).hasMatch() || !base.hasMatch())
        return {};
    const QString basePrefix = QFileInfo(base.captured(1)).absolutePath(); // /usr/bin → /usr
    if (QDir::cleanPath(basePrefix) == QDir::cleanPath(prefix))
        return {};
    QStringList out = sitePackages(basePrefix) + distPackages(basePrefix);
    if (QDir::cleanPath(basePrefix) == u"/usr"_s) // Debian's pip installs under /usr/local
        out += distPackages(u"/usr/local"_s);
    return out;
}

/// The dist-info (or egg-info) folder of distribution @p name ("amd_quark", "torch") in
/// @p site, by its exact normalised name (torch, not torchvision).
QString distInfo(const QString &site, const QString &name)
{
    const QDir dir(site);
    const QStringList entries = dir.entryList({name + u"-*.dist-info"_s, name + u"-*.egg-info"_s},
                                              QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &entry : entries) {
        // "<name>-<version>.dist-info": the part after the name starts with a digit.
        const QString rest = entry.mid(name.size() + 1);
        if (!rest.isEmpty() && rest.at(0).isDigit())
            return dir.filePath(entry);
    }
    return {};
}

QString versionOf(const QString &info)
{
    const QString metadata = QFileInfo(info + u"/METADATA"_s).isFile() ? info + u"/METADATA"_s : info + u"/PKG-INFO"_s;
    QString version = EnvDiscovery::metadataVersion(readHead(metadata));
    if (version.isEmpty()) { // from the folder's name: amd_quark-0.13.dist-info
        const QString base = QFileInfo(info).completeBaseName();
        version = base.section(u'-', 1, 1);
    }
    return version;
}

QString pythonVersion(const QString &prefix)
{
    // venv writes "version = 3.11.7", uv "version_info = 3.12.3".
    static const QRegularExpression cfg(u"^\\s*version(?:_info)?\\s*=\\s*([0-9][0-9.]*)"_s, QRegularExpression::MultilineOption);
    if (const QRegularExpressionMatch m = cfg.match(QString::fromUtf8(readHead(prefix + u"/pyvenv.cfg"_s))); m.hasMatch())
        return m.captured(1);
    // conda: conda-meta/python-3.11.9-h955ad1f_0.json
    const QStringList meta = QDir(prefix + u"/conda-meta"_s).entryList({u"python-3*.json"_s}, QDir::Files);
    if (!meta.isEmpty())
        return meta.first().section(u'-', 1, 1);
    const QStringList libs = QDir(prefix + u"/lib"_s).entryList({u"python3.*"_s}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
    return libs.isEmpty() ? QString() : libs.first().mid(6);
}

/// Sub-folders of @p dir (sorted), each made absolute.
QStringList subFolders(const QString &dir, const QStringList &filters = {})
{
    QStringList out;
    const QDir d(dir);
    for (const QString &name : d.entryList(filters, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        out.append(d.filePath(name));
    return out;
}

struct Candidate
{
    QString path;
    FoundEnvironment::Origin origin;
    QString name;        ///< managed: the registered name
    bool always = false; ///< listed whatever it holds (a managed or cached one)
    bool onPath = false;
    std::optional<EnvEntry::State> managedState;
};

bool hasQuark(const FoundEnvironment &found)
{
    return !found.quark.isEmpty() || !found.quarkCli.isEmpty();
}

} // namespace

QDebug operator<<(QDebug debug, const FoundEnvironment &found)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "FoundEnvironment(" << found.path << ", origin " << int(found.origin) << ", quark " << found.quark
                    << ", torch " << found.torch << ", python " << found.python << ", cli " << found.quarkCli
                    << ", missing " << found.missing << ", problem " << found.problem << ')';
    return debug;
}

DiscoveryPlaces DiscoveryPlaces::fromEnvironment(const QProcessEnvironment &env)
{
    DiscoveryPlaces places;
    places.home = env.value(u"HOME"_s, QDir::homePath());
    const QString xdgCache = env.value(u"XDG_CACHE_HOME"_s);
    places.cacheHome = xdgCache.isEmpty() ? places.home + u"/.cache"_s : xdgCache;
    places.pathVariable = env.value(u"PATH"_s);
    places.condaPrefix = env.value(u"CONDA_PREFIX"_s);
    places.virtualEnv = env.value(u"VIRTUAL_ENV"_s);
    places.registryPath = EnvRegistry::defaultPath();
    return places;
}

QString EnvDiscovery::metadataVersion(const QByteArray &metadata)
{
    // The headers end at the first empty line; "Version:" is among the first few.
    for (const QByteArray &raw : metadata.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            break;
        if (line.startsWith("Version:"))
            return QString::fromUtf8(line.mid(8).trimmed());
    }
    return {};
}

std::pair<QString, QString> EnvDiscovery::torchVersionFile(const QByteArray &text)
{
    // __version__ = '2.14.1+cu130' / cuda: Optional[str] = '13.0' / hip: Optional[str] = None
    static const QRegularExpression assignment(u"^(\\w+)\\s*(?::[^=]*)?=\\s*(?:'([^']*)'|\"([^\"]*)\"|None)"_s,
                                               QRegularExpression::MultilineOption);
    QHash<QString, QString> values;
    for (auto it = assignment.globalMatch(QString::fromUtf8(text)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        values.insert(m.captured(1), m.captured(2).isEmpty() ? m.captured(3) : m.captured(2));
    }
    const QString version = values.value(u"__version__"_s);
    QString build;
    if (!values.value(u"cuda"_s).isEmpty())
        build = tr("CUDA %1").arg(values.value(u"cuda"_s));
    else if (!values.value(u"hip"_s).isEmpty())
        build = tr("ROCm %1").arg(values.value(u"rocm"_s).isEmpty() ? values.value(u"hip"_s).section(u'.', 0, 1)
                                                                    : values.value(u"rocm"_s));
    else if (!version.isEmpty())
        build = tr("CPU");
    return {version, build};
}

QString EnvDiscovery::prefixOfCli(const QString &cli)
{
    if (cli.isEmpty())
        return {};
    for (const QString &path : {QFileInfo(cli).absoluteFilePath(), QFileInfo(cli).canonicalFilePath()}) {
        if (path.isEmpty())
            continue;
        const QFileInfo bin(QFileInfo(path).absolutePath());
        if (bin.fileName() == u"bin"_s
            && (isExecutableFile(bin.filePath() + u"/python"_s) || isExecutableFile(bin.filePath() + u"/python3"_s)))
            return QFileInfo(bin.absolutePath()).absoluteFilePath();
    }
    return {};
}

FoundEnvironment EnvDiscovery::inspect(const QString &prefix)
{
    FoundEnvironment found;
    const QFileInfo info(prefix);
    found.path = info.canonicalFilePath().isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : info.canonicalFilePath();
    found.name = QFileInfo(prefix).fileName();
    found.python = pythonVersion(found.path);
    // Its own packages first (they win on import), then a --system-site-packages venv's base's.
    for (const QString &site : sitePackages(found.path) + systemSitePackages(found.path)) {
        if (found.quark.isEmpty()) {
            if (const QString quark = distInfo(site, u"amd_quark"_s); !quark.isEmpty())
                found.quark = versionOf(quark);
        }
        if (found.torch.isEmpty()) {
            // torch/version.py has the build tag (+cu130, +cpu) the dist-info leaves out.
            const auto [version, build] = torchVersionFile(readHead(site + u"/torch/version.py"_s, 8192));
            const QString torchInfo = distInfo(site, u"torch"_s);
            if (!torchInfo.isEmpty() || !version.isEmpty()) {
                found.torch = version.isEmpty() ? versionOf(torchInfo) : version;
                found.torchBuild = build;
            }
        }
    }
    if (isExecutableFile(found.path + u"/bin/quark-cli"_s))
        found.quarkCli = found.path + u"/bin/quark-cli"_s;
    if (found.quarkCli.isEmpty())
        found.missing.append(u"quark-cli"_s);
    if (found.quark.isEmpty())
        found.missing.append(u"amd-quark"_s);
    if (found.torch.isEmpty())
        found.missing.append(u"PyTorch"_s);
    if (!isExecutableFile(found.path + u"/bin/python"_s) && !isExecutableFile(found.path + u"/bin/python3"_s))
        found.missing.append(u"Python"_s);
    return found;
}

QList<FoundEnvironment> EnvDiscovery::scan(const DiscoveryPlaces &places)
{
    QList<Candidate> candidates;
    const auto add = [&candidates](const QString &path, FoundEnvironment::Origin origin, bool always = false) {
        if (!path.isEmpty())
            candidates.append(Candidate{QDir::cleanPath(path), origin, {}, always, false, std::nullopt});
    };

    // The quark-cli on PATH: the environment it belongs to, first.
    for (const QString &dir : places.pathVariable.split(u':', Qt::SkipEmptyParts)) {
        const QString cli = dir + u"/quark-cli"_s;
        if (!isExecutableFile(cli))
            continue;
        if (const QString prefix = prefixOfCli(cli); !prefix.isEmpty()) {
            candidates.append(Candidate{prefix, FoundEnvironment::Origin::Path, {}, true, true, std::nullopt});
            break; // the one PATH finds; later ones are shadowed
        }
        break;
    }

    // The app's managed environments, as registered.
    if (!places.registryPath.isEmpty()) {
        EnvRegistry registry(places.registryPath);
        if (const Status loaded = registry.load(); loaded) {
            for (const EnvEntry &entry : registry.entries())
                candidates.append(Candidate{entry.path, FoundEnvironment::Origin::Managed, entry.name, true, false, entry.state});
        } else {
            qCInfo(lcDiscovery) << "registry not read:" << loaded.error().message;
        }
    }

    // packaging/quark-env.sh's cache.
    if (!places.cacheHome.isEmpty())
        for (const QString &dir : subFolders(places.cacheHome + u"/ptq-studio"_s, {u"quark-env-*"_s}))
            add(dir, FoundEnvironment::Origin::ProjectCache, true);

    // conda: the active one, each installation's base and envs, and those conda remembers.
    add(places.condaPrefix, FoundEnvironment::Origin::Conda);
    if (!places.home.isEmpty()) {
        for (const QString &root : {u"miniconda3"_s, u"anaconda3"_s, u"miniforge3"_s, u"mambaforge"_s, u"micromamba"_s}) {
            const QString base = places.home + u'/' + root;
            add(base, FoundEnvironment::Origin::Conda);
            for (const QString &dir : subFolders(base + u"/envs"_s))
                add(dir, FoundEnvironment::Origin::Conda);
        }
        for (const QString &dir : subFolders(places.home + u"/.conda/envs"_s))
            add(dir, FoundEnvironment::Origin::Conda);
        for (const QByteArray &line : readHead(places.home + u"/.conda/environments.txt"_s).split('\n'))
            if (!line.trimmed().isEmpty())
                add(QString::fromUtf8(line.trimmed()), FoundEnvironment::Origin::Conda);
    }

    // venvs: the active one, the home folder's, virtualenvwrapper's, and the project's.
    add(places.virtualEnv, FoundEnvironment::Origin::Venv);
    QStringList venvParents;
    if (!places.home.isEmpty())
        venvParents.append(places.home);
    venvParents.append(places.projectDirs);
    for (const QString &parent : std::as_const(venvParents))
        for (const QString &name : {u".venv"_s, u"venv"_s})
            add(parent + u'/' + name, FoundEnvironment::Origin::Venv);
    if (!places.home.isEmpty())
        for (const QString &dir : subFolders(places.home + u"/.virtualenvs"_s))
            add(dir, FoundEnvironment::Origin::Venv);

    QList<FoundEnvironment> out;
    QHash<QString, qsizetype> byPath;
    for (const Candidate &c : std::as_const(candidates)) {
        const QFileInfo info(c.path);
        if (!info.isDir())
            continue;
        const QString canonical = info.canonicalFilePath();
        if (const auto seen = byPath.constFind(canonical); seen != byPath.cend()) {
            FoundEnvironment &first = out[*seen];
            first.onPath = first.onPath || c.onPath;
            if (c.origin == FoundEnvironment::Origin::Managed && !c.name.isEmpty())
                first.name = c.name;
            continue;
        }
        if (!c.always && !isPythonPrefix(canonical))
            continue;
        FoundEnvironment found = inspect(canonical);
        found.origin = c.origin;
        found.onPath = c.onPath;
        if (!c.name.isEmpty())
            found.name = c.name;
        if (!c.always && !hasQuark(found))
            continue; // a Python environment without Quark is not one to offer
        if (c.managedState && *c.managedState == EnvEntry::State::Creating)
            found.problem = tr("It is being set up.");
        else if (c.managedState && *c.managedState == EnvEntry::State::Broken)
            found.problem = tr("Its setup did not finish or it was changed since: repair it with ptq-studio env repair %1, "
                               "or remove it.")
                                .arg(found.name);
        else if (c.origin == FoundEnvironment::Origin::ProjectCache && !QFileInfo::exists(canonical + u"/.ptq-ready"_s))
            found.problem = tr("Its setup did not finish (%1 has no .ptq-ready marker).").arg(canonical);
        byPath.insert(canonical, out.size());
        out.append(found);
    }
    std::stable_sort(out.begin(), out.end(), [](const FoundEnvironment &a, const FoundEnvironment &b) {
        if (a.isUsable() != b.isUsable())
            return a.isUsable();
        return int(a.origin) < int(b.origin);
    });
    return out;
}

QString EnvDiscovery::originText(FoundEnvironment::Origin origin)
{
    switch (origin) {
    case FoundEnvironment::Origin::Path: return tr("the quark-cli on PATH");
    case FoundEnvironment::Origin::Managed: return tr("set up by PTQ Studio");
    case FoundEnvironment::Origin::ProjectCache: return tr("PTQ Studio's environment cache");
    case FoundEnvironment::Origin::Conda: return tr("conda environment");
    case FoundEnvironment::Origin::Venv: return tr("virtual environment");
    }
    return {};
}

QStringList EnvDiscovery::placesText(const DiscoveryPlaces &places)
{
    const auto tilde = [&places](const QString &path) {
        return !places.home.isEmpty() && path.startsWith(places.home + u'/') ? u"~"_s + path.mid(places.home.size()) : path;
    };
    QStringList out;
    out << tr("the quark-cli on PATH");
    out << tr("the environments PTQ Studio set up (%1)").arg(tilde(places.registryPath));
    out << tilde(places.cacheHome + u"/ptq-studio/quark-env-*"_s);
    QStringList conda{u"~/miniconda3"_s, u"~/anaconda3"_s, u"~/miniforge3"_s, u"~/.conda/envs"_s};
    if (!places.condaPrefix.isEmpty())
        conda.prepend(tilde(places.condaPrefix));
    out << tr("conda (%1)").arg(conda.join(u", "_s));
    QStringList venvs{u"~/.venv"_s, u"~/venv"_s, u"~/.virtualenvs"_s};
    if (!places.virtualEnv.isEmpty())
        venvs.prepend(tilde(places.virtualEnv));
    for (const QString &dir : places.projectDirs)
        venvs.append(tilde(dir + u"/.venv"_s));
    out << tr("virtual environments (%1)").arg(venvs.join(u", "_s));
    return out;
}

EnvFinder::EnvFinder(QObject *parent) : QObject(parent) {}

void EnvFinder::find(const DiscoveryPlaces &places)
{
    const int generation = ++m_generation;
    m_running = true;
    auto *watcher = new QFutureWatcher<QList<FoundEnvironment>>(this);
    connect(watcher, &QFutureWatcher<QList<FoundEnvironment>>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // superseded
        m_running = false;
        emit found(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([places] { return EnvDiscovery::scan(places); }));
}

EnvChoice *EnvChoice::instance()
{
    static EnvChoice *choice = new EnvChoice; // lives as long as the application
    return choice;
}

QString EnvChoice::chosen()
{
    return QSettings().value(QLatin1StringView(kChosenKey)).toString();
}

void EnvChoice::choose(const QString &prefix)
{
    QSettings settings;
    if (prefix.isEmpty())
        settings.remove(QLatin1StringView(kChosenKey));
    else
        settings.setValue(QLatin1StringView(kChosenKey), prefix);
    settings.sync();
    emit chosenChanged(prefix);
}

} // namespace ptq
