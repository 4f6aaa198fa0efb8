#include "env/envdefaults.h"

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

QString EnvDefaults::defaultEnvironmentsDir()
{
    // No space in it (AppDataLocation is ".../PTQ Studio/ptq-studio"): amd-quark compiles its
    // kernels on first use with paths unquoted, and a space splits them ("ld: cannot find Studio/…").
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

} // namespace ptq
