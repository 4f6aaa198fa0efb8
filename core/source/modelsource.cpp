#include "source/modelsource.h"

#include "artifacts/pathtext.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString ModelSource::display() const
{
    if (kind == Kind::Local)
        return path;
    return revision.isEmpty() ? repoId : repoId + u'@' + revision;
}

QDebug operator<<(QDebug debug, const ModelSource &source)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "ModelSource(" << (source.kind == ModelSource::Kind::Hub ? "hub, " : "local, ")
                    << source.display() << ')';
    return debug;
}

bool ModelSourceParser::isCommitHash(const QString &text)
{
    static const QRegularExpression hex(u"^[0-9a-f]{40}$"_s);
    return hex.match(text).hasMatch();
}

Status ModelSourceParser::validateRepoId(const QString &repoId)
{
    if (repoId.isEmpty())
        return Error{Error::Code::Usage, tr("Enter a Hub repository id such as Qwen/Qwen2.5-7B-Instruct, or a folder.")};
    if (repoId.count(u'/') > 1) {
        return Error{Error::Code::Usage,
                     tr("\"%1\" is not a Hub repository id: use name or namespace/name.").arg(repoId)};
    }
    if (repoId.contains(u"--"_s) || repoId.contains(u".."_s)) {
        return Error{Error::Code::Usage, tr("\"%1\" is not a Hub repository id: it may not contain \"--\" or \"..\".")
                                             .arg(repoId)};
    }
    if (repoId.endsWith(u".git"_s))
        return Error{Error::Code::Usage, tr("\"%1\" is not a Hub repository id: drop the \".git\".").arg(repoId)};
    static const QRegularExpression part(u"^[A-Za-z0-9_](?:[A-Za-z0-9_.\\-]*[A-Za-z0-9_])?$"_s);
    const QStringList parts = repoId.split(u'/');
    for (const QString &p : parts) {
        if (!part.match(p).hasMatch()) {
            return Error{Error::Code::Usage,
                         tr("\"%1\" is not a Hub repository id: letters, digits, \"-\", \"_\" and \".\" only, "
                            "starting and ending with a letter or digit.")
                             .arg(repoId)};
        }
    }
    if (parts.last().size() > 96) {
        return Error{Error::Code::Usage,
                     tr("\"%1\" is not a Hub repository id: the name is longer than 96 characters.").arg(repoId)};
    }
    return {};
}

Status ModelSourceParser::validateRevision(const QString &revision)
{
    static const QRegularExpression allowed(u"^[A-Za-z0-9_.\\-/]{1,255}$"_s);
    if (revision.isEmpty() || (allowed.match(revision).hasMatch() && !revision.contains(u".."_s)))
        return {};
    return Error{Error::Code::Usage,
                 tr("\"%1\" is not a revision: use a branch, a tag or a 40-character commit hash.").arg(revision)};
}

Status ModelSourceParser::checkModelFolder(const QString &path)
{
    if (Status text = PathText::checkDecoded(path); !text)
        return text;
    const QFileInfo info(path);
    if (!info.isDir()) {
        if (info.suffix().compare(u"onnx"_s, Qt::CaseInsensitive) == 0)
            return Error{Error::Code::WrongKind, tr("%1 is an ONNX model. PTQ Studio quantizes PyTorch / Hugging Face "
                                                    "models only; ONNX PTQ is not supported.")
                                                     .arg(path)};
        if (info.suffix().compare(u"gguf"_s, Qt::CaseInsensitive) == 0)
            return Error{Error::Code::WrongKind,
                         tr("%1 is a GGUF file. PTQ Studio needs a Hugging Face model folder with config.json.").arg(path)};
        if (!info.exists())
            return Error{Error::Code::NotFound, tr("The folder %1 does not exist.").arg(path)};
        return Error{Error::Code::NotAFile, tr("%1 is a file; choose the model's folder (the one with config.json).").arg(path)};
    }
    if (QFileInfo(path + u"/config.json"_s).isFile())
        return {};
    const QDir dir(path);
    if (!dir.entryList({u"*.onnx"_s}, QDir::Files).isEmpty()) {
        return Error{Error::Code::WrongKind, tr("%1 holds ONNX models and no config.json. PTQ Studio quantizes PyTorch "
                                                "/ Hugging Face models only; ONNX PTQ is not supported.")
                                                 .arg(path)};
    }
    if (!dir.entryList({u"*.gguf"_s}, QDir::Files).isEmpty()) {
        return Error{Error::Code::WrongKind,
                     tr("%1 holds GGUF files and no config.json. PTQ Studio needs the original Hugging Face model "
                        "(config.json and safetensors).")
                         .arg(path)};
    }
    return Error{Error::Code::NotFound, tr("%1 has no config.json, so it is not a Hugging Face model folder.").arg(path)};
}

Result<ModelSource> ModelSourceParser::parse(const QString &rawInput, const QString &revision)
{
    QString input = rawInput.trimmed();
    if (input.isEmpty())
        return Error{Error::Code::Usage, tr("Enter a Hub repository id such as Qwen/Qwen2.5-7B-Instruct, or a folder.")};
    const bool looksLikePath = input.startsWith(u'/') || input.startsWith(u"./"_s) || input.startsWith(u"../"_s)
        || input.startsWith(u'~') || input == u"."_s || input == u".."_s || input.endsWith(u".onnx"_s, Qt::CaseInsensitive)
        || input.endsWith(u".gguf"_s, Qt::CaseInsensitive) || QFileInfo::exists(input);
    if (looksLikePath) {
        if (input.startsWith(u'~'))
            input = QDir::homePath() + input.mid(1);
        ModelSource source;
        source.kind = ModelSource::Kind::Local;
        source.path = QDir::cleanPath(QFileInfo(input).absoluteFilePath());
        if (Status folder = checkModelFolder(source.path); !folder)
            return folder.error();
        return source;
    }
    if (Status id = validateRepoId(input); !id)
        return id.error();
    if (Status rev = validateRevision(revision.trimmed()); !rev)
        return rev.error();
    ModelSource source;
    source.kind = ModelSource::Kind::Hub;
    source.repoId = input;
    source.revision = revision.trimmed();
    return source;
}

} // namespace ptq
