#include "plan/knownrelease.h"

#include "plan/helpparser.h"
#include "plan/quarkapi.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <nlohmann/json.hpp>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

constexpr int kFormat = 1;
constexpr qint64 kMaxFile = 16 << 20; // a RECORD or a source file; nothing the knowledge names is near it

Result<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Code::Unreadable, KnownReleases::tr("%1 cannot be read: %2").arg(path, file.errorString())};
    if (file.size() > kMaxFile)
        return Error{Error::Code::Invalid, KnownReleases::tr("%1 is larger than %2 MB.").arg(path).arg(kMaxFile >> 20)};
    return file.readAll();
}

/// The path and hash columns of a RECORD (CSV: path,hash,size; a path with a comma is quoted).
QMap<QString, QString> parseRecord(const QByteArray &record)
{
    QMap<QString, QString> out;
    for (const QByteArray &raw : record.split('\n')) {
        QByteArray line = raw.endsWith('\r') ? raw.chopped(1) : raw;
        QByteArray path;
        qsizetype at = 0;
        if (line.startsWith('"')) {
            for (at = 1; at < line.size(); ++at) {
                if (line[at] != '"') {
                    path += line[at];
                } else if (at + 1 < line.size() && line[at + 1] == '"') {
                    path += '"';
                    ++at;
                } else {
                    ++at;
                    break;
                }
            }
        } else {
            at = line.indexOf(',');
            if (at < 0)
                continue;
            path = line.left(at);
        }
        if (at >= line.size() || line[at] != ',')
            continue;
        const QByteArray rest = line.mid(at + 1);
        const qsizetype end = rest.indexOf(',');
        const QByteArray hash = end < 0 ? rest : rest.left(end);
        out.insert(QString::fromUtf8(path), QString::fromLatin1(hash));
    }
    return out;
}

/// METADATA's header value @p key ("Version"), from the headers before the first blank line.
QString metadataValue(const QByteArray &metadata, const QByteArray &key)
{
    for (const QByteArray &raw : metadata.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            break;
        if (line.startsWith(key + ':'))
            return QString::fromUtf8(line.mid(key.size() + 1).trimmed());
    }
    return {};
}

/// Every `amd_quark-*.dist-info` of the environments quark-cli may import from: its
/// interpreter's prefix and its own (they differ for a script on PATH run by a system Python).
QStringList distInfos(const QString &quarkCli)
{
    QStringList prefixes;
    const QString python = QuarkApi::interpreterOf(quarkCli);
    if (!python.isEmpty())
        prefixes.append(QFileInfo(QFileInfo(python).absolutePath()).absolutePath());
    const QString own = QFileInfo(QFileInfo(quarkCli).absolutePath()).absolutePath();
    if (!prefixes.contains(own))
        prefixes.append(own);
    QStringList found;
    QSet<QString> seen; // lib64 is often a link to lib
    for (const QString &prefix : prefixes) {
        for (const QString &lib : {u"lib"_s, u"lib64"_s}) {
            const QDir libDir(prefix + u'/' + lib);
            for (const QString &version : libDir.entryList({u"python3*"_s}, QDir::Dirs | QDir::NoDotAndDotDot)) {
                for (const QString &packages : {u"site-packages"_s, u"dist-packages"_s}) {
                    const QDir dir(libDir.filePath(version + u'/' + packages));
                    for (const QString &info : dir.entryList({u"amd_quark-*.dist-info"_s}, QDir::Dirs)) {
                        const QString path = dir.filePath(info);
                        const QString canonical = QFileInfo(path).canonicalFilePath();
                        if (!seen.contains(canonical)) {
                            seen.insert(canonical);
                            found.append(path);
                        }
                    }
                }
            }
        }
    }
    return found;
}

QStringList strings(const nlohmann::json &array)
{
    QStringList out;
    if (array.is_array()) {
        for (const auto &v : array) {
            if (v.is_string())
                out.append(QString::fromStdString(v.get<std::string>()));
        }
    }
    return out;
}

/// "+a, +b, −c" for what @p probed has that @p known lacks and the other way round; a few of each.
QString listChange(const QStringList &known, const QStringList &probed)
{
    const QSet<QString> k(known.cbegin(), known.cend()), p(probed.cbegin(), probed.cend());
    QStringList added, removed;
    for (const QString &s : probed) {
        if (!k.contains(s))
            added.append(u'+' + s);
    }
    for (const QString &s : known) {
        if (!p.contains(s))
            removed.append(u'−' + s);
    }
    constexpr qsizetype kShown = 3;
    QStringList shown = added.mid(0, kShown) + removed.mid(0, kShown);
    if (added.size() > kShown || removed.size() > kShown)
        shown.append(u"…"_s);
    return shown.isEmpty() ? KnownReleases::tr("the order") : shown.join(u", "_s);
}

} // namespace

Result<KnownRelease> KnownRelease::fromJson(const QByteArray &bytes, const QString &origin)
{
    const nlohmann::json j = nlohmann::json::parse(bytes.cbegin(), bytes.cend(), nullptr, false);
    auto bad = [&origin](const QString &what) {
        return Error{Error::Code::Malformed, KnownReleases::tr("%1 is no knowledge of a Quark release: %2").arg(origin, what)};
    };
    if (!j.is_object())
        return bad(KnownReleases::tr("not a JSON object"));
    if (j.value("format", 0) != kFormat)
        return bad(KnownReleases::tr("format %1 expected").arg(kFormat));
    KnownRelease r;
    r.version = QString::fromStdString(j.value("version", std::string()));
    const nlohmann::json files = j.value("files", nlohmann::json::object());
    if (files.is_object()) {
        for (const auto &[path, hash] : files.items()) {
            if (hash.is_string())
                r.files.insert(QString::fromStdString(path), QString::fromStdString(hash.get<std::string>()));
        }
    }
    r.help = strings(j.value("help", nlohmann::json())).join(u'\n').toUtf8() + '\n';
    const nlohmann::json api = j.value("api", nlohmann::json());
    if (r.version.isEmpty() || r.files.isEmpty() || !api.is_object() || r.help.trimmed().isEmpty())
        return bad(KnownReleases::tr("its version, files, help or api is missing"));
    r.api = "PTQ_QUARK_API " + QByteArray::fromStdString(api.dump());
    return r;
}

Result<CliCapabilities> KnownRelease::capabilities(const QString &cliPath) const
{
    // The probe's own steps on the recorded answers (QuarkCliProbe::helpAnswered, askApi).
    const Result<QuarkHelp> parsed = QuarkHelpParser::parse(help);
    if (!parsed)
        return parsed.error();
    CliCapabilities caps = QuarkHelpParser::capabilities(*parsed, cliPath);
    const Result<QuarkApiFacts> facts = QuarkApi::parse(api);
    if (!facts)
        return facts.error();
    QuarkApi::apply(caps, *facts);
    return caps;
}

QString KnownReleases::builtInDir()
{
    return u":/quark"_s;
}

Result<KnownRelease> KnownReleases::load(const QString &version, const QString &dir)
{
    static const QRegularExpression plain(u"^[0-9A-Za-z.+!_-]+$"_s);
    if (!plain.match(version).hasMatch())
        return Error{Error::Code::NotFound, tr("PTQ Studio has no knowledge of amd-quark \"%1\".").arg(version)};
    const QString path = dir + u"/amd-quark-"_s + version + u".json"_s;
    if (!QFileInfo::exists(path))
        return Error{Error::Code::NotFound, tr("PTQ Studio has no knowledge of amd-quark %1.").arg(version)};
    const Result<QByteArray> bytes = readFile(path);
    if (!bytes)
        return bytes.error();
    Result<KnownRelease> release = KnownRelease::fromJson(*bytes, path);
    if (release && release->version != version)
        return Error{Error::Code::Invalid, tr("%1 describes amd-quark %2, not %3.").arg(path, release->version, version)};
    return release;
}

QString KnownReleases::recordHash(const QByteArray &contents)
{
    return u"sha256="_s
        + QString::fromLatin1(QCryptographicHash::hash(contents, QCryptographicHash::Sha256)
                                  .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

Result<KnownReleaseMatch> KnownReleases::recognize(const QString &quarkCli, const QString &knowledgeDir)
{
    const QStringList infos = distInfos(quarkCli);
    if (infos.isEmpty())
        return Error{Error::Code::NotFound, tr("No amd_quark-*.dist-info beside %1.").arg(quarkCli)};
    if (infos.size() > 1)
        return Error{Error::Code::Invalid, tr("Several amd-quark installations beside %1: %2.").arg(quarkCli, infos.join(u", "_s))};
    const QString info = infos.constFirst();
    const Result<QByteArray> metadata = readFile(info + u"/METADATA"_s);
    if (!metadata)
        return metadata.error();
    const QString version = metadataValue(*metadata, "Version");
    if (version.isEmpty())
        return Error{Error::Code::Malformed, tr("%1/METADATA names no Version.").arg(info)};
    const Result<KnownRelease> release = load(version, knowledgeDir);
    if (!release)
        return release.error();
    const Result<QByteArray> recordBytes = readFile(info + u"/RECORD"_s);
    if (!recordBytes)
        return recordBytes.error();
    const QMap<QString, QString> record = parseRecord(*recordBytes);
    const QString site = QFileInfo(info).absolutePath();
    // RECORD says which files pip installed; the files on disk say what runs. Both must be the
    // release's: an edited installation is not the known release, whatever its version says.
    for (auto it = release->files.cbegin(); it != release->files.cend(); ++it) {
        const QString listed = record.value(it.key());
        if (listed != it.value())
            return Error{Error::Code::Invalid, tr("%1/RECORD lists %2 with another hash than amd-quark %3's.")
                                                   .arg(info, it.key(), version)};
        const QString path = site + u'/' + it.key();
        const Result<QByteArray> contents = readFile(path);
        if (!contents)
            return contents.error();
        if (recordHash(*contents) != listed)
            return Error{Error::Code::Invalid, tr("%1 differs from what its RECORD says was installed: it was edited.").arg(path)};
    }
    Result<CliCapabilities> caps = release->capabilities(quarkCli);
    if (!caps)
        return caps.error();
    return KnownReleaseMatch{version, info, *caps};
}

QStringList KnownReleases::differences(const CliCapabilities &known, const CliCapabilities &probed)
{
    QStringList out;
    auto list = [&out](const QString &label, const QStringList &k, const QStringList &p) {
        if (k != p)
            out.append(u"%1 (%2)"_s.arg(label, listChange(k, p)));
    };
    if (known.quarkVersion != probed.quarkVersion)
        out.append(tr("version (%1, not %2)").arg(probed.quarkVersion, known.quarkVersion));
    if (known.generation != probed.generation)
        out.append(tr("generation (%1, not %2)").arg(probed.generation, known.generation));
    list(tr("options"), known.options, probed.options);
    list(tr("schemes"), known.schemes, probed.schemes);
    list(tr("KV-cache dtypes"), known.kvCacheDtypes, probed.kvCacheDtypes);
    list(tr("working KV-cache dtypes"), known.workingKvCacheDtypes, probed.workingKvCacheDtypes);
    list(tr("datasets"), known.datasets, probed.datasets);
    list(tr("evaluation datasets"), known.evaluationDatasets, probed.evaluationDatasets);
    list(tr("algorithms"), known.algorithms, probed.algorithms);
    list(tr("model types"), known.templateModelTypes, probed.templateModelTypes);
    if (known.algorithmsByModelType != probed.algorithmsByModelType) {
        QStringList types;
        for (const QString &type : known.algorithmsByModelType.keys() + probed.algorithmsByModelType.keys()) {
            if (!types.contains(type) && known.algorithmsByModelType.value(type) != probed.algorithmsByModelType.value(type))
                types.append(type);
        }
        out.append(tr("algorithms per model type (%1)").arg(types.mid(0, 3).join(u", "_s) + (types.size() > 3 ? u", …"_s : QString())));
    }
    return out;
}

} // namespace ptq
