#include "host/pythonidentity.h"

#include "artifacts/artifactio.h"
#include "artifacts/filecache.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

void addStat(QCryptographicHash &hash, const QString &path)
{
    const QFileInfo info(path);
    hash.addData(path.toUtf8());
    hash.addData(info.exists() ? QByteArray::number(info.size()) + '@' + QByteArray::number(info.lastModified().toMSecsSinceEpoch())
                               : QByteArrayLiteral("missing"));
    hash.addData(QByteArrayView("\n"));
}

void addFile(QCryptographicHash &hash, const QString &path)
{
    // Small text files only (pyvenv.cfg, driver versions): their content, not their time.
    const Result<QByteArray> bytes = ArtifactIo::readFile(path, 64 * 1024);
    hash.addData(path.toUtf8());
    hash.addData(bytes ? *bytes : QByteArrayLiteral("missing"));
    hash.addData(QByteArrayView("\n"));
}

/// The `home = …` folder of a venv's pyvenv.cfg (the base interpreter's bin folder).
QString venvHome(const QString &prefix)
{
    const Result<QByteArray> cfg = ArtifactIo::readFile(prefix + u"/pyvenv.cfg"_s, 64 * 1024);
    if (!cfg)
        return {};
    for (const QByteArray &line : cfg->split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0 && line.left(eq).trimmed() == "home")
            return QString::fromUtf8(line.mid(eq + 1).trimmed());
    }
    return {};
}

void addSiteFolders(QStringList &out, const QString &prefix)
{
    for (const QString &lib : {u"lib"_s, u"lib64"_s}) {
        const QDir dir(prefix + u'/' + lib);
        const QStringList versions = dir.entryList({u"python3*"_s}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &version : versions) {
            for (const QString &site : {u"site-packages"_s, u"dist-packages"_s}) {
                const QString folder = dir.filePath(version + u'/' + site);
                if (QFileInfo(folder).isDir() && !out.contains(folder))
                    out.append(folder);
            }
        }
    }
    // Debian's system packages.
    const QString debian = prefix + u"/lib/python3/dist-packages"_s;
    if (QFileInfo(debian).isDir() && !out.contains(debian))
        out.append(debian);
}

} // namespace

QStringList PythonIdentity::packageFolders(const QString &python)
{
    QStringList folders;
    // The environment the interpreter was named in (a venv's bin/python is a symlink to its base).
    const QString prefix = QFileInfo(QFileInfo(python).absolutePath()).absolutePath();
    addSiteFolders(folders, prefix);
    QString home = venvHome(prefix);
    if (home.isEmpty())
        home = QFileInfo(QFileInfo(python).canonicalFilePath()).absolutePath();
    if (!home.isEmpty())
        addSiteFolders(folders, QFileInfo(home).absolutePath());
    // The user's site-packages (pip install --user), which every non-isolated Python reads.
    addSiteFolders(folders, QDir::homePath() + u"/.local"_s);
    return folders;
}

QString PythonIdentity::key(const QString &python, const QProcessEnvironment &env)
{
    const QFileInfo interpreter(python);
    if (!interpreter.exists())
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArrayView("ptq-python-identity-1\n"));
    addStat(hash, interpreter.absoluteFilePath());
    addStat(hash, interpreter.canonicalFilePath());
    const QString prefix = QFileInfo(interpreter.absolutePath()).absolutePath();
    addFile(hash, prefix + u"/pyvenv.cfg"_s);

    for (const QString &folder : packageFolders(python)) {
        addStat(hash, folder); // an entry added or removed changes the folder's time
        QStringList entries = QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        entries.erase(std::remove_if(entries.begin(), entries.end(),
                                     [](const QString &name) {
                                         return !name.endsWith(u".dist-info"_s) && !name.endsWith(u".egg-info"_s)
                                             && !name.endsWith(u".pth"_s) && !name.endsWith(u".egg-link"_s);
                                     }),
                      entries.end());
        std::sort(entries.begin(), entries.end());
        for (const QString &entry : std::as_const(entries))
            addStat(hash, folder + u'/' + entry);
    }

    // What Python and PyTorch read at import: where packages come from, which devices are seen.
    for (const QString &name : {u"PYTHONPATH"_s, u"PYTHONHOME"_s, u"PYTHONNOUSERSITE"_s, u"PYTHONSAFEPATH"_s,
                                u"PYTHONUSERBASE"_s, u"LD_LIBRARY_PATH"_s, u"CUDA_VISIBLE_DEVICES"_s,
                                u"HIP_VISIBLE_DEVICES"_s, u"ROCR_VISIBLE_DEVICES"_s, u"HSA_OVERRIDE_GFX_VERSION"_s,
                                u"CUDA_HOME"_s, u"ROCM_PATH"_s}) {
        hash.addData(name.toUtf8() + (env.contains(name) ? '=' + env.value(name).toUtf8() : QByteArrayLiteral(" unset")));
        hash.addData(QByteArrayView("\n"));
    }
    // The drivers: a new driver or a GPU that appeared or went away is a new answer.
    addFile(hash, u"/proc/driver/nvidia/version"_s);
    addFile(hash, u"/sys/module/amdgpu/version"_s);
    QStringList nodes = QDir(u"/dev"_s).entryList({u"nvidia*"_s, u"kfd"_s}, QDir::System | QDir::AllEntries, QDir::Name);
    nodes += QDir(u"/dev/dri"_s).entryList({u"renderD*"_s}, QDir::System | QDir::AllEntries, QDir::Name);
    hash.addData(nodes.join(u',').toUtf8());
    return QString::fromLatin1(hash.result().toHex().left(40));
}

QByteArray PythonIdentity::readCache(const QString &dir, const QString &key, const QString &suffix)
{
    return key.isEmpty() || dir.isEmpty() ? QByteArray() : FileCache::read(dir + u'/' + key + suffix);
}

void PythonIdentity::writeCache(const QString &dir, const QString &key, const QString &suffix, const QByteArray &bytes)
{
    if (!key.isEmpty() && !dir.isEmpty())
        FileCache::writeInBackground(dir + u'/' + key + suffix, bytes);
}

} // namespace ptq
