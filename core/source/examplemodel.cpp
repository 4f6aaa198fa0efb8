#include "source/examplemodel.h"

#include "artifacts/artifactio.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

const QString kResourceRoot = u":/example/tiny-llama"_s;

Result<QByteArray> readResource(const QString &name)
{
    QFile file(kResourceRoot + u'/' + name);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{Error::Code::NotFound,
                     ExampleModel::tr("The bundled example file %1 is missing from this build.").arg(name)};
    }
    return file.readAll();
}

} // namespace

QString ExampleModel::name()
{
    return u"tiny-llama"_s;
}

QStringList ExampleModel::fileNames()
{
    QStringList names;
    QDirIterator it(kResourceRoot, QDir::Files);
    while (it.hasNext())
        names.append(QFileInfo(it.next()).fileName());
    names.sort();
    return names;
}

Result<QString> ExampleModel::extractTo(const QString &dir)
{
    const QStringList names = fileNames();
    if (names.isEmpty())
        return Error{Error::Code::NotFound, tr("This build of PTQ Studio has no bundled example model.")};
    if (QFileInfo(dir).exists() && !QFileInfo(dir).isDir())
        return Error{Error::Code::NotAFile, tr("Cannot write the example model to %1: it is a file, not a folder.")
                                                .arg(QDir::toNativeSeparators(dir))};
    if (!QDir().mkpath(dir)) {
        return Error{Error::Code::WriteFailed,
                     tr("Cannot create the folder %1 for the example model.").arg(QDir::toNativeSeparators(dir))};
    }
    // Check every file before writing any, so that a refusal leaves the folder as it was.
    QList<QByteArray> contents;
    QList<bool> present;
    for (const QString &name : names) {
        Result<QByteArray> bytes = readResource(name);
        if (!bytes)
            return bytes.error();
        const QString target = QDir(dir).filePath(name);
        // A link (even a dangling one) would have the file written wherever it points.
        if (QFileInfo(target).isSymLink()) {
            return Error{Error::Code::NotAFile,
                         tr("%1 is a symbolic link; the example model was not written. Choose an empty folder.")
                             .arg(QDir::toNativeSeparators(target))};
        }
        bool same = false;
        if (QFileInfo(target).exists()) {
            QFile existing(target);
            same = QFileInfo(target).isFile() && existing.size() == bytes->size() && existing.open(QIODevice::ReadOnly)
                && existing.readAll() == *bytes;
            if (!same) {
                return Error{Error::Code::WriteFailed,
                             tr("%1 already exists and is not the bundled example's file; the example model was "
                                "not written. Choose an empty folder.")
                                 .arg(QDir::toNativeSeparators(target))};
            }
        }
        contents.append(std::move(*bytes));
        present.append(same);
    }
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (present[i])
            continue;
        if (Status written = ArtifactIo::writeAtomically(QDir(dir).filePath(names[i]), contents[i]); !written)
            return written.error();
    }
    return QDir(dir).absolutePath();
}

} // namespace ptq
