#include "source/localreader.h"

#include "artifacts/artifactio.h"
#include "source/modelsource.h"
#include "source/safetensors.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

Result<QByteArray> LocalModelReader::readSafetensorsHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Code::Unreadable, tr("%1 cannot be read: %2").arg(path, file.errorString())};
    Result<qint64> n = Safetensors::headerLength(file.read(8), path);
    if (!n)
        return n.error();
    if (8 + *n > file.size()) {
        return Error{Error::Code::Malformed,
                     tr("%1 declares a %2-byte header but the file has only %3 bytes.").arg(path).arg(*n).arg(file.size())};
    }
    QByteArray header = file.read(*n);
    if (header.size() != *n)
        return Error{Error::Code::Unreadable, tr("%1: the header could not be read completely.").arg(path)};
    return header;
}

SafetensorsFileLayout LocalModelReader::readSafetensorsLayout(const QString &path, const QString &name)
{
    SafetensorsFileLayout layout;
    // Only a regular file, opened without blocking: a FIFO (or a link to one) named *.safetensors
    // must not stall the intake.
    const Result<int> fd = ArtifactIo::openRegular(path, &layout.size);
    if (!fd) {
        layout.error = tr("%1 cannot be read: %2").arg(name, fd.error().message);
        return layout;
    }
    QFile file;
    if (!file.open(*fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(*fd);
        layout.error = tr("%1 cannot be read: %2").arg(name, file.errorString());
        return layout;
    }
    Result<qint64> n = Safetensors::headerLength(file.read(8), name);
    if (!n) {
        layout.error = n.error().message;
        return layout;
    }
    if (8 + *n > layout.size) {
        layout.impliedSize = 8 + *n;
        layout.endsInHeader = true;
        return layout;
    }
    // Room after the text so the scanner parses it in place (Safetensors::kJsonPadding).
    QByteArray header(*n + Safetensors::kJsonPadding, '\0');
    if (file.read(header.data(), *n) != *n) {
        layout.error = tr("%1: the header could not be read completely.").arg(name);
        return layout;
    }
    qint64 dataEnd = 0;
    const Status scanned = Safetensors::scanHeaderJson(
        std::string_view(header.constData(), std::size_t(*n)), name,
        [&dataEnd](const SafetensorsTensorView &t) -> std::optional<Error> {
            dataEnd = qMax(dataEnd, t.end);
            return std::nullopt;
        },
        std::size_t(header.size()));
    if (!scanned) {
        layout.error = scanned.error().message;
        return layout;
    }
    layout.impliedSize = 8 + *n + dataEnd;
    return layout;
}

Result<ConfigFiles> LocalModelReader::read(const QString &folder, SourceInfo source)
{
    if (Status ok = ModelSourceParser::checkModelFolder(folder); !ok)
        return ok.error();
    ConfigFiles files;
    source.path = folder;
    files.source = source;

    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QString relative = QDir(folder).relativeFilePath(it.filePath());
        if (relative.startsWith(u'.'))
            continue;
        files.files.append(relative);
        files.fileSizes.insert(relative, it.fileInfo().size());
    }
    files.files.sort();
    // A truncated (or overlong) shard fails only when quark-cli loads it, where it reads as a
    // transformers problem: compare each file with the size its header implies, headers only.
    for (const QString &relative : std::as_const(files.files)) {
        if (relative.endsWith(u".safetensors"_s))
            files.safetensorsLayouts.insert(relative, readSafetensorsLayout(folder + u'/' + relative, relative));
    }

    auto readOptional = [&](const QString &name, qint64 cap) -> Result<std::optional<QByteArray>> {
        const QString path = folder + u'/' + name;
        if (!QFileInfo(path).isFile())
            return std::optional<QByteArray>();
        Result<QByteArray> bytes = ArtifactIo::readFile(path, cap);
        if (!bytes)
            return bytes.error();
        return std::optional<QByteArray>(std::move(*bytes));
    };

    Result<QByteArray> config = ArtifactIo::readFile(folder + u"/config.json"_s, kMaxConfigBytes);
    if (!config)
        return config.error();
    files.config = std::move(*config);
    for (const auto &[name, target, cap] :
         {std::tuple{u"generation_config.json"_s, &files.generationConfig, kMaxConfigBytes},
          std::tuple{u"tokenizer_config.json"_s, &files.tokenizerConfig, kMaxConfigBytes},
          std::tuple{u"model.safetensors.index.json"_s, &files.safetensorsIndex, kMaxIndexBytes}}) {
        Result<std::optional<QByteArray>> bytes = readOptional(name, cap);
        if (!bytes)
            return bytes.error();
        *target = std::move(*bytes);
    }
    if (!files.safetensorsIndex && QFileInfo(folder + u"/model.safetensors"_s).isFile()) {
        Result<QByteArray> header = readSafetensorsHeader(folder + u"/model.safetensors"_s);
        if (!header)
            return header.error();
        files.safetensorsHeader = std::move(*header);
    }
    return files;
}

bool HfCache::isTruthy(const QString &value)
{
    const QString v = value.trimmed().toUpper();
    return v == u"1"_s || v == u"ON"_s || v == u"YES"_s || v == u"TRUE"_s;
}

bool HfCache::offlineMode(const QProcessEnvironment &env)
{
    return isTruthy(env.value(u"HF_HUB_OFFLINE"_s)) || isTruthy(env.value(u"TRANSFORMERS_OFFLINE"_s));
}

QString HfCache::hubCacheDir(const QProcessEnvironment &env)
{
    auto expand = [](QString path) {
        if (path.startsWith(u'~'))
            path = QDir::homePath() + path.mid(1);
        return QDir::cleanPath(path);
    };
    for (const QString &var : {u"HF_HUB_CACHE"_s, u"HUGGINGFACE_HUB_CACHE"_s}) {
        if (!env.value(var).isEmpty())
            return expand(env.value(var));
    }
    if (!env.value(u"HF_HOME"_s).isEmpty())
        return expand(env.value(u"HF_HOME"_s)) + u"/hub"_s;
    if (!env.value(u"XDG_CACHE_HOME"_s).isEmpty())
        return expand(env.value(u"XDG_CACHE_HOME"_s)) + u"/huggingface/hub"_s;
    return QDir::homePath() + u"/.cache/huggingface/hub"_s;
}

QString HfCache::repoFolder(const QString &cacheDir, const QString &repoId)
{
    return cacheDir + u"/models--"_s + QString(repoId).replace(u'/', u"--"_s);
}

Result<std::pair<QString, QString>> HfCache::resolveSnapshot(const QString &cacheDir, const QString &repoId,
                                                             const QString &revision)
{
    const QString repo = repoFolder(cacheDir, repoId);
    if (!QFileInfo(repo).isDir()) {
        return Error{Error::Code::NotFound,
                     tr("%1 is not in the Hugging Face cache (%2 does not exist).").arg(repoId, repo)};
    }
    const QString rev = revision.isEmpty() ? u"main"_s : revision;
    QString commit;
    if (ModelSourceParser::isCommitHash(rev)) {
        commit = rev;
    } else {
        QFile ref(repo + u"/refs/"_s + rev);
        if (!ref.open(QIODevice::ReadOnly)) {
            return Error{Error::Code::NotFound, tr("The Hugging Face cache has %1 but not its revision \"%2\" (%3 is "
                                                   "missing).")
                                                    .arg(repoId, rev, ref.fileName())};
        }
        commit = QString::fromLatin1(ref.read(128)).trimmed();
        if (!ModelSourceParser::isCommitHash(commit)) {
            return Error{Error::Code::Malformed,
                         tr("%1 does not hold a commit hash.").arg(ref.fileName())};
        }
    }
    const QString snapshot = repo + u"/snapshots/"_s + commit;
    if (!QFileInfo(snapshot + u"/config.json"_s).exists()) {
        return Error{Error::Code::NotFound,
                     tr("The Hugging Face cache has no config.json for %1 at commit %2 (%3).").arg(repoId, commit, snapshot)};
    }
    return std::pair{snapshot, commit};
}

} // namespace ptq
