#include "artifacts/pathtext.h"

#include "artifacts/artifactio.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <dirent.h>
#include <sys/stat.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

bool existsAsWritten(const QString &path)
{
    struct stat st;
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

/// The entry of @p folder whose name is not UTF-8 but decodes to @p name, if there is one.
std::optional<QByteArray> undecodableEntry(const QString &folder, const QString &name)
{
    DIR *dir = ::opendir(QFile::encodeName(folder.isEmpty() ? u"."_s : folder).constData());
    if (!dir)
        return std::nullopt;
    std::optional<QByteArray> found;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray raw(entry->d_name);
        if (ArtifactIo::firstInvalidUtf8(raw) >= 0 && QString::fromUtf8(raw) == name) {
            found = raw;
            break;
        }
    }
    ::closedir(dir);
    return found;
}

} // namespace

QString PathText::escaped(const QByteArray &raw)
{
    QString out;
    qsizetype i = 0;
    while (i < raw.size()) {
        const qsizetype bad = ArtifactIo::firstInvalidUtf8(raw.mid(i));
        if (bad < 0) {
            out += QString::fromUtf8(raw.mid(i));
            break;
        }
        out += QString::fromUtf8(raw.mid(i, bad));
        out += u"\\x%1"_s.arg(static_cast<unsigned char>(raw.at(i + bad)), 2, 16, QChar(u'0'));
        i += bad + 1;
    }
    return out;
}

Status PathText::checkBytes(const QByteArray &raw, const QString &what)
{
    if (ArtifactIo::firstInvalidUtf8(raw) < 0)
        return {};
    return Error{Error::Code::NotUtf8,
                 tr("%1 (\"%2\") is not valid UTF-8. PTQ Studio reads file and folder names as UTF-8 and would use "
                    "a different path than the one named; rename it to a UTF-8 name (or point to it through a "
                    "symlink that has one).")
                     .arg(what, escaped(raw))};
}

Status PathText::checkDecoded(const QString &path)
{
    if (!path.contains(QChar::ReplacementCharacter))
        return {};
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const QStringList parts = absolute.split(u'/');
    QString folder = u"/"_s;
    for (const QString &part : parts) {
        if (part.isEmpty())
            continue;
        const QString next = folder == u"/"_s ? folder + part : folder + u'/' + part;
        if (!existsAsWritten(next)) {
            if (part.contains(QChar::ReplacementCharacter)) {
                if (const std::optional<QByteArray> entry = undecodableEntry(folder, part)) {
                    return Error{Error::Code::NotUtf8,
                                 tr("The folder %1 holds \"%2\", whose name is not valid UTF-8. PTQ Studio reads "
                                    "file and folder names as UTF-8 and would use a different path (%3) than the one "
                                    "chosen; rename it to a UTF-8 name (or point to it through a symlink that has "
                                    "one).")
                                     .arg(folder, escaped(*entry), absolute)};
                }
            }
            return {}; // a path still to be created: nothing lossy on the way here
        }
        folder = next;
    }
    return {};
}

} // namespace ptq
