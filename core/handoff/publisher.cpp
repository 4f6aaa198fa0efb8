#include "handoff/publisher.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "command/approval.h"
#include "process/toolprocess.h"
#include "source/hubclient.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

Q_LOGGING_CATEGORY(lcPublish, "ptq.handoff.publish", QtWarningMsg)

namespace ptq {

namespace {

constexpr QByteArrayView kLinePrefix = "PTQ-PUBLISH ";
constexpr qsizetype kMaxLineBytes = 64 * 1024;
constexpr int kErrorTailLines = 12;

std::string text(const QString &s)
{
    return s.toStdString();
}


/// Every regular file under @p folder (recursively; hidden names left out), sorted by path.
Result<QList<PublishFile>> scanFolder(const QString &folder)
{
    const QFileInfo root(folder);
    if (!root.isDir())
        return Error{Error::Code::NotFound, Publisher::tr("The export folder %1 is not there.").arg(folder)};
    QList<PublishFile> files;
    const QDir base(folder);
    // No QDir::Hidden: names starting with '.' (.git, .cache, editor files) stay home, as
    // huggingface_hub's upload_folder leaves .git and .cache out.
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        if (!info.isFile())
            continue;
        PublishFile file;
        file.path = base.relativeFilePath(info.absoluteFilePath());
        file.size = info.size();
        file.mtimeMs = info.lastModified().toMSecsSinceEpoch();
        files.append(file);
    }
    if (files.isEmpty())
        return Error{Error::Code::Empty, Publisher::tr("The export folder %1 holds no files to upload.").arg(folder)};
    std::sort(files.begin(), files.end(), [](const PublishFile &a, const PublishFile &b) { return a.path < b.path; });
    return files;
}

QString tokenFilePath(const QProcessEnvironment &env)
{
    return HubSettings::tokenFilePath(env); // the file huggingface_hub reads, as the intake reads it
}

QString noTokenMessage(const QProcessEnvironment &env)
{
    return Publisher::tr("No Hugging Face token was found: PTQ Studio looks in HF_TOKEN, HUGGING_FACE_HUB_TOKEN, then "
                         "the file %1. Log in with \"hf auth login\" in the run's environment (a token with write "
                         "access), or set HF_TOKEN.")
        .arg(tokenFilePath(env));
}

QString insecureMessage(const HubSettings &settings)
{
    return Publisher::tr("The token is not sent to %1: that is plain http to another machine, where anyone on the way "
                         "can read it. Use an https endpoint, or set PTQ_ALLOW_INSECURE_ENDPOINT=1 to send it anyway.")
        .arg(settings.shownEndpoint());
}

} // namespace

QDebug operator<<(QDebug debug, const PublishFile &file)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "PublishFile(" << file.path << ", " << file.size << " B, mtime " << file.mtimeMs << ')';
    return debug;
}

QDebug operator<<(QDebug debug, const UploadProposal &p)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "UploadProposal(" << p.repoId << (p.isPrivate ? " private" : " public") << " at " << p.endpoint
                    << ", " << p.files.size() << " files, " << p.totalBytes << " B, digest " << p.digest << ')';
    return debug;
}

QDebug operator<<(QDebug debug, const PublishProgress &p)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "PublishProgress(" << p.stage << ", files " << p.filesDone << '/' << p.filesTotal << ", bytes "
                    << p.bytesDone << '/' << p.bytesTotal << ", " << p.currentFile << ')';
    return debug;
}

QString UploadProposal::repoUrl() const
{
    return endpoint + u'/' + repoId;
}

QString UploadProposal::shortRepoUrl() const
{
    const QUrl url(endpoint);
    QString host = url.host();
    if (url.port() > 0)
        host += u':' + QString::number(url.port());
    const QString path = url.path().endsWith(u'/') ? url.path().chopped(1) : url.path();
    return (host.isEmpty() ? endpoint : host + path) + u'/' + repoId;
}

QString publishStatusName(PublishResult::Status status)
{
    switch (status) {
    case PublishResult::Status::Published: return u"published"_s;
    case PublishResult::Status::Failed: return u"failed"_s;
    case PublishResult::Status::Refused: return u"refused"_s;
    case PublishResult::Status::Cancelled: return u"cancelled"_s;
    }
    return u"failed"_s;
}

// ---------------------------------------------------------------------------------------------
// Publisher

Status Publisher::validateRepoId(const QString &repoId)
{
    const QString id = repoId.trimmed();
    if (id.isEmpty())
        return Error{Error::Code::Usage, tr("Type the repository as namespace/name: your user name or an "
                                            "organization, a slash, then the model's name.")};
    const QStringList parts = id.split(u'/');
    if (parts.size() != 2 || parts[0].isEmpty() || parts[1].isEmpty())
        return Error{Error::Code::Invalid, tr("\"%1\" is not a repository id: write it as namespace/name (your user "
                                              "name or an organization, a slash, then the model's name).")
                                               .arg(id)};
    static const QRegularExpression allowed(u"^[A-Za-z0-9._-]+$"_s);
    for (const QString &part : parts) {
        const QString which = &part == &parts[0] ? tr("the namespace") : tr("the name");
        if (part.size() > 96)
            return Error{Error::Code::Invalid,
                         tr("\"%1\": %2 is %3 characters long; the Hub allows at most 96.").arg(id, which).arg(part.size())};
        if (!allowed.match(part).hasMatch())
            return Error{Error::Code::Invalid, tr("\"%1\": %2 may hold only letters, digits, '-', '_' and '.'.").arg(id, which)};
        if (part.contains(u"--"_s) || part.contains(u".."_s))
            return Error{Error::Code::Invalid, tr("\"%1\": the Hub does not allow \"--\" or \"..\" in %2.").arg(id, which)};
        if (part.startsWith(u'-') || part.startsWith(u'.') || part.endsWith(u'-') || part.endsWith(u'.'))
            return Error{Error::Code::Invalid,
                         tr("\"%1\": %2 may not start or end with '-' or '.'.").arg(id, which)};
    }
    if (parts[1].endsWith(u".git"_s, Qt::CaseInsensitive))
        return Error{Error::Code::Invalid, tr("\"%1\": the Hub does not allow a name ending in \".git\".").arg(id)};
    return {};
}

Status Publisher::checkPublishable(const RunManifest &m)
{
    if (m.run.status != RunStatus::Succeeded && m.run.status != RunStatus::Partial)
        return Error{Error::Code::Invalid, tr("Nothing to publish: the run has not succeeded (run_manifest.yaml records "
                                              "it as %1).")
                                               .arg(statusName(m.run.status))};
    if (const std::optional<Verdict> verdict = m.verdict(); !verdict || *verdict == Verdict::Failed)
        return Error{Error::Code::Invalid, tr("Nothing to publish: the export was not verified as usable "
                                              "(run_manifest.yaml records the verification as %1).")
                                               .arg(verdict ? verdictName(*verdict) : tr("none"))};
    const CheckpointRecord *acceptance = m.checkpoint(u"result-acceptance"_s);
    if (!acceptance || acceptance->status != CheckpointStatus::Accepted)
        return Error{Error::Code::Invalid, tr("Nothing to publish yet: accept the result first (Checkpoint 4). Only an "
                                              "accepted export can be published.")};
    if (m.outputDir.isEmpty() || !QDir::isAbsolutePath(m.outputDir))
        return Error{Error::Code::Invalid, tr("run_manifest.yaml records no output folder to publish.")};
    return {};
}

QStringList Publisher::tokenLocations(const QProcessEnvironment &env)
{
    return {u"HF_TOKEN"_s, u"HUGGING_FACE_HUB_TOKEN"_s, tokenFilePath(env)};
}

QString Publisher::tokenSource(const QProcessEnvironment &env)
{
    return HubSettings::fromEnvironment(env).tokenSource;
}

QString Publisher::endpoint(const QProcessEnvironment &env)
{
    return HubSettings::fromEnvironment(env).shownEndpoint();
}

QByteArray Publisher::digestOf(const UploadProposal &p)
{
    nlohmann::json canonical; // std::map keys: sorted, so the text is canonical
    canonical["binding"] = 1;
    canonical["repo_id"] = text(p.repoId);
    canonical["private"] = p.isPrivate;
    canonical["endpoint"] = text(p.endpoint);
    canonical["folder"] = text(p.folder);
    canonical["files"] = nlohmann::json::array();
    for (const PublishFile &f : p.files)
        canonical["files"].push_back({text(f.path), f.size, f.mtimeMs});
    const std::string bytes = canonical.dump();
    return ArtifactIo::sha256Hex(QByteArray(bytes.data(), qsizetype(bytes.size())));
}

Result<UploadProposal> Publisher::propose(const QString &workspace, const RunManifest &manifest, const QString &repoId,
                                          bool isPrivate, const QProcessEnvironment &env)
{
    if (Status publishable = checkPublishable(manifest); !publishable)
        return publishable.error();
    if (Status valid = validateRepoId(repoId); !valid)
        return valid.error();
    const HubSettings settings = HubSettings::fromEnvironment(env);
    if (settings.token.isEmpty())
        return Error{Error::Code::HubUnauthorized, noTokenMessage(env)};
    if (!settings.mayCarryToken())
        return Error{Error::Code::HubUnauthorized, insecureMessage(settings)};

    UploadProposal p;
    p.workspace = QDir(workspace).absolutePath();
    p.folder = QDir::cleanPath(manifest.outputDir);
    p.repoId = repoId.trimmed();
    p.isPrivate = isPrivate;
    p.endpoint = settings.shownEndpoint();
    p.tokenSource = settings.tokenSource;
    Result<QList<PublishFile>> files = scanFolder(p.folder);
    if (!files)
        return files.error();
    p.files = std::move(files).value();
    for (const PublishFile &f : std::as_const(p.files))
        p.totalBytes += f.size;
    p.digest = digestOf(p);
    return p;
}

QFuture<Result<UploadProposal>> Publisher::proposeAsync(const QString &workspace, const RunManifest &manifest,
                                                        const QString &repoId, bool isPrivate,
                                                        const QProcessEnvironment &env)
{
    return QtConcurrent::run([=] { return propose(workspace, manifest, repoId, isPrivate, env); });
}

Status Publisher::recheck(const UploadProposal &approved, const QProcessEnvironment &env)
{
    const auto voided = [&](const QString &why) {
        return Error{Error::Code::Invalid,
                     tr("The approval of the upload to %1 is void: %2 Look at the files again and approve the new upload.")
                         .arg(approved.repoUrl(), why)};
    };
    if (approved.digest != digestOf(approved))
        return voided(tr("the approved upload was altered."));
    const HubSettings settings = HubSettings::fromEnvironment(env);
    if (settings.shownEndpoint() != approved.endpoint)
        return voided(tr("the endpoint is now %1, not %2.").arg(settings.shownEndpoint(), approved.endpoint));
    if (settings.token.isEmpty())
        return Error{Error::Code::HubUnauthorized, noTokenMessage(env)};
    if (!settings.mayCarryToken())
        return Error{Error::Code::HubUnauthorized, insecureMessage(settings)};
    Result<QList<PublishFile>> now = scanFolder(approved.folder);
    if (!now)
        return voided(now.error().message);
    QHash<QString, PublishFile> current;
    for (const PublishFile &f : std::as_const(now.value()))
        current.insert(f.path, f);
    for (const PublishFile &f : approved.files) {
        const auto it = current.constFind(f.path);
        if (it == current.cend())
            return voided(tr("%1 is gone from %2.").arg(f.path, approved.folder));
        if (it->size != f.size || it->mtimeMs != f.mtimeMs)
            return voided(tr("%1 in %2 changed since you approved it.").arg(f.path, approved.folder));
        current.erase(it);
    }
    if (!current.isEmpty()) {
        QStringList added = current.keys();
        added.sort();
        return voided(tr("%1 was added to %2.").arg(added.first(), approved.folder));
    }
    return {};
}

Result<QString> Publisher::pythonOf(const RunManifest &manifest)
{
    QString program = manifest.run.argv.value(0);
    if (!QDir::isAbsolutePath(program) && QDir::isAbsolutePath(manifest.quarkCli()))
        program = manifest.quarkCli();
    if (!QDir::isAbsolutePath(program))
        return Error{Error::Code::NotFound, tr("run_manifest.yaml does not record where the run's Python environment is "
                                               "(its run step's quark-cli is \"%1\", not an absolute path).")
                                                .arg(program)};
    const QString python = QFileInfo(program).absolutePath() + u"/python"_s;
    if (!QFileInfo(python).isExecutable())
        return Error{Error::Code::NotFound,
                     tr("The run's Python %1 is not there or not executable (the environment beside %2).").arg(python, program)};
    return python;
}

Json Publisher::recordPublish(Json manifest, const UploadProposal &proposal, const PublishResult &result)
{
    Json files = Json::array();
    for (const PublishFile &f : proposal.files)
        files.push_back(Json{{"path", text(f.path)}, {"size", f.size}});
    const bool published = result.status == PublishResult::Status::Published;
    const auto orNull = [&](const QString &s) { return published && !s.isEmpty() ? Json(text(s)) : Json(); };
    Json record = Json::object();
    record["repo_id"] = text(proposal.repoId);
    record["private"] = proposal.isPrivate;
    record["endpoint"] = text(proposal.endpoint);
    record["files"] = files;
    record["bytes"] = proposal.totalBytes;
    record["status"] = text(publishStatusName(result.status));
    record["url"] = orNull(result.url);
    record["commit"] = orNull(result.commitOid);
    record["commit_url"] = orNull(result.commitUrl);
    record["at"] = text((result.at.isValid() ? result.at : QDateTime::currentDateTimeUtc()).toUTC().toString(Qt::ISODate));
    record["approval_sha256"] = text(QString::fromLatin1(proposal.digest));
    record["log"] = result.logPath.isEmpty() ? Json() : Json(text(result.logPath));
    record["error"] = published || result.message.isEmpty() ? Json() : Json(text(result.message));
    if (!manifest.is_object())
        manifest = Json::object();
    if (!manifest["outputs"].is_object())
        manifest["outputs"] = Json::object();
    manifest["outputs"]["publish"] = record;
    return manifest;
}

// ---------------------------------------------------------------------------------------------
// PublishJob

PublishJob::PublishJob(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<PublishProgress>();
    qRegisterMetaType<PublishResult>();
}

PublishJob::~PublishJob()
{
    if (m_process)
        m_process->disconnect(this); // no finished() from a job being destroyed; ~ToolProcess kills and reaps
}

qint64 PublishJob::processId() const
{
    return m_process ? m_process->processId() : 0;
}

void PublishJob::start(const UploadProposal &approved, const Json &manifest)
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_finished = false;
    m_proposal = approved;
    m_manifest = manifest;
    m_progress = PublishProgress{};
    m_progress.filesTotal = int(approved.files.size());
    m_progress.bytesTotal = approved.totalBytes;
    // The approval is checked against the folder as it is now, off the UI thread (a scan).
    auto *watcher = new QFutureWatcher<Status>(this);
    connect(watcher, &QFutureWatcher<Status>::finished, this, [this, watcher] {
        const Status intact = watcher->result();
        watcher->deleteLater();
        if (m_cancelled) {
            PublishResult r;
            r.status = PublishResult::Status::Cancelled;
            r.message = tr("The upload to %1 was cancelled before it started.").arg(m_proposal.repoUrl());
            return finish(r);
        }
        if (!intact) {
            PublishResult r;
            r.status = PublishResult::Status::Refused;
            r.message = intact.error().message;
            return finish(r);
        }
        launch();
    });
    const QProcessEnvironment env = m_env;
    watcher->setFuture(QtConcurrent::run([approved, env] { return Publisher::recheck(approved, env); }));
}

void PublishJob::launch()
{
    const auto refuse = [this](const QString &message) {
        PublishResult r;
        r.status = PublishResult::Status::Refused;
        r.message = message;
        finish(r);
    };
    QString python = m_python;
    if (python.isEmpty()) {
        const Result<RunManifest> typed = RunManifest::fromJson(m_manifest);
        const Result<QString> found = Publisher::pythonOf(typed ? *typed : RunManifest());
        if (!found)
            return refuse(found.error().message);
        python = found.value();
    }
    const HubSettings settings = HubSettings::fromEnvironment(m_env);
    if (settings.token.isEmpty())
        return refuse(noTokenMessage(m_env));

    const QString checks = m_proposal.workspace + u"/checks"_s;
    const QString script = checks + u"/ptq_publish.py"_s;
    QFile resource(u":/python/ptq_publish.py"_s);
    if (!QDir().mkpath(checks) || !resource.open(QIODevice::ReadOnly))
        return refuse(tr("Could not write %1: the folder cannot be made.").arg(script));
    if (Status written = ArtifactIo::writeAtomically(script, resource.readAll()); !written)
        return refuse(written.error().message);

    const QString logs = m_proposal.workspace + u"/logs"_s;
    QDir().mkpath(logs);
    m_logPath = logs + u"/publish-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s) + u".log"_s;
    m_resultPath = checks + u"/publish-result.json"_s;
    QFile::remove(m_resultPath);

    // HF_HUB_DISABLE_XET: huggingface_hub would use Xet whenever hf_xet is installed, which needs the
    // Hub's Xet storage service; the plain HTTP/LFS path works against every endpoint and is the
    // one the loopback test checks. PTQ_PUBLISH_TRANSFER=xet leaves the choice to huggingface_hub.
    const QString transfer = m_env.value(u"PTQ_PUBLISH_TRANSFER"_s) == u"xet"_s ? u"xet"_s : u"lfs"_s;
    m_argv = {python, script, u"--repo"_s, m_proposal.repoId, u"--folder"_s, m_proposal.folder, u"--out"_s, m_resultPath,
              u"--transfer"_s, transfer};
    if (m_proposal.isPrivate)
        m_argv.append(u"--private"_s);

    QProcessEnvironment env = m_env;
    env.insert(u"HF_TOKEN"_s, settings.token); // the only way the token travels: the child's environment
    // The user approved this upload: the offline switches the run's data checks rely on do not
    // apply to it (huggingface_hub would refuse every request).
    env.remove(u"HF_HUB_OFFLINE"_s);
    env.remove(u"TRANSFORMERS_OFFLINE"_s);
    env.insert(u"PYTHONUNBUFFERED"_s, u"1"_s);
    env.insert(u"PYTHONIOENCODING"_s, u"utf-8"_s);
    env.insert(u"HF_HUB_DISABLE_PROGRESS_BARS"_s, u"1"_s);
    if (transfer == u"lfs"_s)
        env.insert(u"HF_HUB_DISABLE_XET"_s, u"1"_s);
    m_redactor = HubSettings::secretRedactor(env);
    m_redactor.addSecret(settings.token.toUtf8());

    QFile log(m_logPath);
    if (log.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        log.write(m_redactor.redact(tr("Upload of %1 files (%2 bytes) from %3 to %4 (%5), approval %6\n")
                                        .arg(m_proposal.files.size())
                                        .arg(m_proposal.totalBytes)
                                        .arg(m_proposal.folder, m_proposal.repoUrl(),
                                             m_proposal.isPrivate ? u"private"_s : u"public"_s,
                                             QString::fromLatin1(m_proposal.digest))
                                        .toUtf8()));
        log.write(m_redactor.redact((u"$ "_s + m_argv.join(u' ') + u'\n').toUtf8()));
    }

    // The user's locale, as for the run: the upload reads the user's file names.
    m_process = new ToolProcess(this);
    m_process->setProgram(m_argv.first(), m_argv.mid(1));
    m_process->setEnvironment(env);
    m_process->setLocale(ToolProcess::Locale::Inherited);
    m_process->setRedactor(m_redactor);
    m_process->setWorkingDirectory(m_proposal.workspace);
    m_process->setChannels(ToolProcess::Channels::Merged);
    m_process->setCaptureLimit(0); // the lines go to the log as they come
    m_process->setGraceMs(m_graceMs);
    QJsonArray files;
    for (const PublishFile &f : std::as_const(m_proposal.files))
        files.append(QJsonObject{{u"path"_s, f.path}, {u"size"_s, f.size}});
    m_process->setStandardInput(QJsonDocument(QJsonObject{{u"files"_s, files}}).toJson(QJsonDocument::Compact));
    connect(m_process, &ToolProcess::standardOutputRead, this, &PublishJob::onOutput);
    connect(m_process, &ToolProcess::started, this, &PublishJob::started);
    connect(m_process, &ToolProcess::finished, this, [this](const ProcessResult &ended) {
        if (!ended.ran()) {
            PublishResult r;
            r.status = PublishResult::Status::Failed;
            r.message = tr("Could not start %1: %2").arg(m_argv.first(), ended.errorString);
            r.logPath = m_logPath;
            finish(r);
            return;
        }
        // A crash reports its signal where the exit code would be, as QProcess does.
        const bool crashed = ended.signal != 0;
        onExited(crashed ? ended.signal : ended.exitCode, crashed);
    });
    qCInfo(lcPublish).noquote() << "publishing" << m_proposal.repoId << "with" << m_argv.first();
    m_process->start();
}

void PublishJob::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    if (m_process)
        m_process->cancel(); // SIGTERM to its group, SIGKILL after the grace period
}

void PublishJob::onOutput(const QByteArray &bytes)
{
    m_pending += bytes;
    qsizetype cut;
    while ((cut = m_pending.indexOf('\n')) >= 0) {
        handleLine(m_pending.left(cut));
        m_pending.remove(0, cut + 1);
    }
    if (m_pending.size() > kMaxLineBytes) { // a line that never ends: show it in pieces, cut where no secret crosses
        const qsizetype at = std::max<qsizetype>(1, m_redactor.safeCut(m_pending, kMaxLineBytes));
        handleLine(m_pending.left(at));
        m_pending.remove(0, at);
    }
}

void PublishJob::handleLine(const QByteArray &raw)
{
    QByteArray line = raw;
    while (line.endsWith('\r'))
        line.chop(1);
    // tqdm-style redraws: keep the last state of the line.
    if (const qsizetype cr = line.lastIndexOf('\r'); cr >= 0)
        line = line.mid(cr + 1);
    const QByteArray shown = m_redactor.redact(line);
    if (QFile log(m_logPath); !m_logPath.isEmpty() && log.open(QIODevice::WriteOnly | QIODevice::Append))
        log.write(shown + '\n');
    if (!shown.startsWith(kLinePrefix)) {
        const QString textLine = QString::fromUtf8(shown);
        m_errorTail.append(shown + '\n');
        if (m_errorTail.count('\n') > kErrorTailLines)
            m_errorTail.remove(0, m_errorTail.indexOf('\n') + 1);
        emit lineReceived(textLine);
        return;
    }
    const QJsonObject event = QJsonDocument::fromJson(shown.mid(kLinePrefix.size())).object();
    const QString kind = event.value(u"event"_s).toString();
    if (kind == u"stage"_s) {
        m_progress.stage = event.value(u"stage"_s).toString();
        if (m_progress.stage == u"commit"_s) {
            m_progress.filesDone = m_progress.filesTotal;
            m_progress.currentFile.clear();
        }
    } else if (kind == u"file"_s) {
        m_progress.filesDone = event.value(u"index"_s).toInt();
        m_progress.currentFile = event.value(u"path"_s).toString();
    } else if (kind == u"bytes"_s) {
        m_progress.bytesDone = qint64(event.value(u"done"_s).toDouble());
    } else if (kind == u"error"_s) {
        emit lineReceived(event.value(u"message"_s).toString());
        return;
    } else if (kind == u"done"_s) {
        m_progress.filesDone = m_progress.filesTotal;
        m_progress.bytesDone = m_progress.bytesTotal;
        m_progress.currentFile.clear();
    } else {
        return;
    }
    emit progressChanged(m_progress);
}

void PublishJob::onExited(int exitCode, bool crashed)
{
    if (!m_pending.isEmpty()) {
        handleLine(m_pending);
        m_pending.clear();
    }
    PublishResult r;
    r.logPath = m_logPath;
    QJsonObject result;
    if (QFile file(m_resultPath); file.open(QIODevice::ReadOnly)) {
        result = QJsonDocument::fromJson(m_redactor.redact(file.readAll())).object();
        file.close();
        file.remove(); // the log holds what matters; nothing the child wrote stays unread
    }
    const auto field = [&](const char *key) { return HubSettings::withoutCredentials(result.value(QLatin1StringView(key)).toString()); };
    if (m_cancelled) {
        r.status = PublishResult::Status::Cancelled;
        r.message = tr("The upload to %1 was cancelled; the repository may hold part of it (nothing was committed "
                       "unless the commit had begun).")
                        .arg(m_proposal.repoUrl());
    } else if (!crashed && exitCode == 0 && result.value(u"status"_s).toString() == u"published"_s) {
        r.status = PublishResult::Status::Published;
        r.url = field("url");
        r.commitOid = result.value(u"commit"_s).toString();
        r.commitUrl = field("commit_url");
        r.message = tr("Published to %1 (commit %2).").arg(r.url, r.commitOid.left(12));
    } else {
        r.status = PublishResult::Status::Failed;
        QString why = result.value(u"error"_s).toString();
        if (why.isEmpty())
            why = crashed ? tr("%1 crashed").arg(m_argv.first())
                          : tr("%1 ended with exit status %2: %3")
                                .arg(m_argv.first())
                                .arg(exitCode)
                                .arg(QString::fromUtf8(m_errorTail).trimmed().section(u'\n', -3));
        why = why.trimmed();
        if (!why.endsWith(u'.'))
            why += u'.';
        r.message = tr("The upload to %1 failed: %2").arg(m_proposal.repoUrl(), why);
        if (why.contains(u"HTTP 401"_s))
            r.message += u' ' + tr("The Hub refused the token from %1: check that it is valid (hf auth whoami).")
                                    .arg(Publisher::tokenSource(m_env));
        else if (why.contains(u"HTTP 403"_s))
            r.message += u' ' + tr("The token from %1 may not write to %2: it needs write access to that namespace.")
                                    .arg(Publisher::tokenSource(m_env), m_proposal.repoId.section(u'/', 0, 0));
        r.message += u' ' + tr("The full log is %1.").arg(m_logPath);
    }
    r.message = QString::fromUtf8(m_redactor.redact(r.message.toUtf8()));
    finish(r);
}

void PublishJob::finish(PublishResult result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_running = false;
    result.at = QDateTime::currentDateTimeUtc();
    if (result.status != PublishResult::Status::Refused && !(result.status == PublishResult::Status::Cancelled && !m_process))
        result.manifest = Publisher::recordPublish(m_manifest, m_proposal, result);
    if (!m_logPath.isEmpty()) {
        if (QFile log(m_logPath); log.open(QIODevice::WriteOnly | QIODevice::Append))
            log.write(m_redactor.redact((publishStatusName(result.status) + u": "_s + result.message + u'\n').toUtf8()));
    }
    qCInfo(lcPublish).noquote() << publishStatusName(result.status) << result.message;
    emit finished(result);
}

} // namespace ptq
