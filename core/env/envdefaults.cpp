#include "env/envdefaults.h"

#include "env/envrecipe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QByteArray readResource(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

QByteArray EnvDefaults::shippedLock()
{
    return readResource(u":/env/quark-env.lock"_s);
}

QByteArray EnvDefaults::shippedManagedLock()
{
    return readResource(u":/env/quark-env-managed.lock"_s);
}

QByteArray EnvDefaults::shippedUvLock()
{
    return readResource(u":/env/uv-tool.lock"_s);
}

QString EnvDefaults::uvCacheDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + u"/ptq-studio/uv-cache"_s;
}

QString EnvDefaults::defaultEnvironmentsDir()
{
    // The app's data root (AppDataLocation, core/dataroots.h): no space in it, as amd-quark
    // compiles its kernels on first use with paths unquoted and a space would split them
    // ("ld: cannot find Studio/…", when the root was ".../PTQ Studio/ptq-studio").
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/ptq-studio/environments"_s;
}

QString EnvDefaults::proposedFolder(const QString &parent, const QByteArray &lockText, const QString &variantTag)
{
    static const QRegularExpression quarkPin(uR"(^amd[-_.]quark==(\S+))"_s,
                                             QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = quarkPin.match(QString::fromUtf8(lockText));
    const QString base = parent + u"/quark-"_s + (m.hasMatch() ? m.captured(1) : u"env"_s)
        + (variantTag.isEmpty() ? QString() : u'-' + variantTag);
    QString folder = base;
    for (int n = 2; QFileInfo::exists(folder); ++n)
        folder = base + u'-' + QString::number(n);
    return folder;
}

QString EnvDefaults::findPython(const QString &path)
{
    const QStringList dirs = path.split(u':', Qt::SkipEmptyParts);
    for (const QString &name : {u"python3.11"_s, u"python3.12"_s, u"python3.13"_s, u"python3"_s}) {
        if (const QString found = QStandardPaths::findExecutable(name, dirs); !found.isEmpty())
            return found;
    }
    return {};
}

QString EnvDefaults::folderFromText(const QString &text, const QString &home)
{
    QString path = text.trimmed();
    if (path == u"~"_s || path.startsWith(u"~/"_s))
        path = home + path.mid(1);
    return path.isEmpty() ? QString() : QDir::cleanPath(path);
}

QString EnvDefaults::folderProblem(const QString &dir, bool replacing)
{
    if (const QString problem = EnvRecipeBuilder::folderProblem(dir); !problem.isEmpty())
        return problem;
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir())
        return tr("%1 is a file, not a folder: choose a new folder.").arg(dir);
    if (info.isDir() && !replacing && !QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        return tr("%1 already holds files: choose a new or an empty folder.").arg(dir);
    // venv makes the missing folders: the nearest one that exists must take new entries.
    QString above = dir;
    while (!QFileInfo::exists(above)) {
        const QString up = QFileInfo(above).absolutePath();
        if (up == above)
            break;
        above = up;
    }
    const QFileInfo existing(above);
    if (!existing.isDir())
        return tr("%1 is a file, so no folder can be made under it: choose another place.").arg(above);
    if (!existing.isWritable())
        return tr("You cannot write to %1, so the environment cannot be made there: choose a folder in your home "
                  "folder, e.g. under %2.")
            .arg(above, defaultEnvironmentsDir());
    return {};
}

} // namespace ptq
