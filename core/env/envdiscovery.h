#pragma once

#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <utility>

namespace ptq {

// The Quark environments already on this machine (issue #33 item 3): "Set up Quark for me…"
// offers them before a fresh install. Everything is read from the disk — dist-info metadata,
// pyvenv.cfg, torch/version.py, the app's registry — without starting Python: a look costs
// milliseconds, not the minute a `import torch` can take. Widget-free.

/// One Python environment with something of AMD Quark in it, as the disk tells.
struct FoundEnvironment
{
    /// Where it was found; the first place wins when several lead to one folder.
    enum class Origin {
        Path,         ///< the quark-cli on PATH belongs to it
        Managed,      ///< set up by PTQ Studio (environments.json)
        ProjectCache, ///< packaging/quark-env.sh's cache, ~/.cache/ptq-studio/quark-env-*
        Conda,        ///< a conda environment (~/miniconda3/envs/*, $CONDA_PREFIX, …)
        Venv,         ///< a .venv / venv folder, $VIRTUAL_ENV
    };
    QString path;     ///< the environment's folder (absolute, symbolic links resolved)
    Origin origin = Origin::Venv;
    QString name;     ///< the registered name of a managed one, else the folder's name
    QString quark;    ///< amd-quark's version from its dist-info ("0.13"); empty: not installed
    QString torch;    ///< PyTorch's version with its build tag ("2.14.1+cu130"); empty: not installed
    QString torchBuild; ///< "CPU", "CUDA 13.0", "ROCm 6.4"; empty: not known
    QString python;   ///< the interpreter's version (pyvenv.cfg, conda-meta, lib/pythonX.Y)
    QString quarkCli; ///< <path>/bin/quark-cli when it is there and executable
    bool onPath = false; ///< the quark-cli found on PATH is this one's
    /// What keeps it from being used: "quark-cli", "amd-quark", "PyTorch", "Python" (names, not
    /// sentences), in that order. Empty: usable.
    QStringList missing;
    /// A sentence on why it is not usable beyond a missing part (its setup did not finish …).
    QString problem;

    bool isUsable() const { return missing.isEmpty() && problem.isEmpty(); }
    friend bool operator==(const FoundEnvironment &, const FoundEnvironment &) = default;
};

QDebug operator<<(QDebug debug, const FoundEnvironment &found);

/// Where EnvDiscovery looks. fromEnvironment() fills it the way the app runs; tests point every
/// place at a temporary HOME.
struct DiscoveryPlaces
{
    QString home;           ///< $HOME
    QString cacheHome;      ///< $XDG_CACHE_HOME, else home + "/.cache"
    QString pathVariable;   ///< $PATH
    QString condaPrefix;    ///< $CONDA_PREFIX
    QString virtualEnv;     ///< $VIRTUAL_ENV
    QString registryPath;   ///< the managed environments' registry (EnvRegistry::defaultPath())
    QStringList projectDirs; ///< folders whose .venv / venv count (the workspace's parent)

    static DiscoveryPlaces fromEnvironment(const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    friend bool operator==(const DiscoveryPlaces &, const DiscoveryPlaces &) = default;
};

/// Finds and describes Quark environments. Blocking file reads: call scan() and inspect() off
/// the UI thread (EnvFinder does).
class EnvDiscovery
{
    Q_DECLARE_TR_FUNCTIONS(EnvDiscovery)

public:
    /// Every environment in @p places that has amd-quark or quark-cli (a managed or cached one
    /// whatever it has), once each: usable ones first, then by Origin, then by folder.
    static QList<FoundEnvironment> scan(const DiscoveryPlaces &places);
    /// What the disk says of the environment in @p prefix (origin Venv, name the folder's).
    static FoundEnvironment inspect(const QString &prefix);
    /// The environment a quark-cli belongs to: `<prefix>` for `<prefix>/bin/quark-cli` beside
    /// `<prefix>/bin/python`, following a symbolic link to it; empty otherwise.
    static QString prefixOfCli(const QString &cli);
    /// The version in a dist-info METADATA file's "Version:" header; empty when there is none.
    static QString metadataVersion(const QByteArray &metadata);
    /// `__version__` and the build (cuda / hip) of a torch/version.py: {"2.14.1+cu130", "CUDA 13.0"}.
    static std::pair<QString, QString> torchVersionFile(const QByteArray &text);

    /// "the quark-cli on PATH", "set up by PTQ Studio", "PTQ Studio's environment cache",
    /// "conda environment", "virtual environment".
    static QString originText(FoundEnvironment::Origin origin);
    /// The places scan() looks in, for a person ("~/.cache/ptq-studio/quark-env-*", …).
    static QStringList placesText(const DiscoveryPlaces &places);
};

/// EnvDiscovery::scan on a worker thread; found() on this object's thread. A second find()
/// while one runs supersedes it (the earlier answer is dropped).
class EnvFinder final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvFinder)

public:
    explicit EnvFinder(QObject *parent = nullptr);
    void find(const DiscoveryPlaces &places);
    bool isRunning() const { return m_running; }

signals:
    void found(const QList<ptq::FoundEnvironment> &environments);

private:
    int m_generation = 0;
    bool m_running = false;
};

/// The Quark environment the user chose outside a workspace (the first-start chooser, File →
/// Quark environments…): QSettings "environments/chosen". Page 3 and the session take it for a
/// workspace that has not recorded one. An empty path: the quark-cli on PATH.
class EnvChoice final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvChoice)

public:
    /// The one object whose chosenChanged() every view hears (create it on the UI thread).
    static EnvChoice *instance();
    /// The stored choice; any thread.
    static QString chosen();
    /// Stores @p prefix and announces it (also when it is the stored one: a view that shows
    /// another takes it again).
    void choose(const QString &prefix);

signals:
    void chosenChanged(const QString &prefix);

private:
    EnvChoice() = default;
};

} // namespace ptq

Q_DECLARE_METATYPE(ptq::FoundEnvironment)
