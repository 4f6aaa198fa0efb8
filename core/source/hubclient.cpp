#include "source/hubclient.h"

#include "appinfo.h"
#include "source/safetensors.h"

#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QUrlQuery>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTimer>
#include <QtEndian>

#include <nlohmann/json.hpp>

using namespace Qt::Literals::StringLiterals;

Q_LOGGING_CATEGORY(lcHub, "ptq.core.hub", QtWarningMsg)

namespace ptq {

namespace {

constexpr qint64 kHeaderProbeBytes = 100'000; // covers ~97% of headers in one request
constexpr qint64 kMaxRemoteHeaderBytes = 25'000'000;

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(a.scheme() == u"https"_s ? 443 : 80) == b.port(b.scheme() == u"https"_s ? 443 : 80);
}

QString header(const QNetworkReply *reply, const char *name)
{
    return QString::fromLatin1(reply->rawHeader(name)).trimmed();
}

QString cleanToken(QString token)
{
    token.remove(u'\r').remove(u'\n');
    return token.trimmed();
}

} // namespace

struct HubClient::Request
{
    Kind kind;
    QUrl url;
    int attempt = 0;
    int hops = 0;
    QByteArray range;
    QByteArray body;
    qint64 cap = 0;
    bool capped = false; ///< the cap was reached (for the header probe that is fine)
};

QString HubSettings::tokenFilePath(const QProcessEnvironment &env)
{
    QString path = env.value(u"HF_TOKEN_PATH"_s);
    if (path.isEmpty()) {
        QString home = env.value(u"HF_HOME"_s);
        if (home.isEmpty()) {
            const QString xdg = env.value(u"XDG_CACHE_HOME"_s);
            home = (xdg.isEmpty() ? QDir::homePath() + u"/.cache"_s : xdg) + u"/huggingface"_s;
        }
        path = home + u"/token"_s;
    }
    if (path.startsWith(u'~'))
        path = QDir::homePath() + path.mid(1);
    return path;
}

HubSettings HubSettings::fromEnvironment(const QProcessEnvironment &env)
{
    HubSettings s;
    QString endpoint = env.value(u"HF_ENDPOINT"_s).trimmed();
    while (endpoint.endsWith(u'/'))
        endpoint.chop(1);
    if (!endpoint.isEmpty())
        s.endpoint = endpoint;
    s.allowInsecureEndpoint = env.value(u"PTQ_ALLOW_INSECURE_ENDPOINT"_s).trimmed() == u"1"_s;
    for (const QString &var : {u"HF_TOKEN"_s, u"HUGGING_FACE_HUB_TOKEN"_s}) {
        const QString token = cleanToken(env.value(var));
        if (!token.isEmpty()) {
            s.token = token;
            s.tokenSource = var;
            return s;
        }
    }
    const QString tokenPath = tokenFilePath(env);
    QFile file(tokenPath);
    if (file.open(QIODevice::ReadOnly)) {
        const QString token = cleanToken(QString::fromUtf8(file.read(4096)));
        if (!token.isEmpty()) {
            s.token = token;
            s.tokenSource = tokenPath;
        }
    }
    return s;
}

QString HubSettings::withoutCredentials(const QString &url)
{
    const QUrl parsed(url);
    if (!parsed.isValid() || parsed.host().isEmpty())
        return url.section(u'?', 0, 0).section(u'#', 0, 0).section(u'@', -1); // not a URL: keep what cannot be a secret
    QString shown = parsed.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
    while (shown.endsWith(u'/'))
        shown.chop(1);
    return shown;
}

SecretRedactor HubSettings::secretRedactor(const QProcessEnvironment &env)
{
    SecretRedactor redactor;
    for (const QString &var : {u"HF_TOKEN"_s, u"HUGGING_FACE_HUB_TOKEN"_s})
        redactor.addSecret(env.value(var).trimmed().toUtf8());
    redactor.addSecret(fromEnvironment(env).token.toUtf8()); // also the token file
    for (const QString &secret : credentialsIn(env.value(u"HF_ENDPOINT"_s).trimmed()))
        redactor.addSecret(secret.toUtf8());
    return redactor;
}

QStringList HubSettings::credentialsIn(const QString &url)
{
    const QUrl parsed(url);
    QStringList secrets;
    for (const QString &value : {parsed.userName(), parsed.password(), parsed.fragment()})
        secrets.append(value);
    for (const auto &item : QUrlQuery(parsed).queryItems(QUrl::FullyDecoded))
        secrets.append(item.second);
    secrets.removeAll(QString());
    return secrets;
}

QString HubSettings::scrub(const QString &text) const
{
    const QUrl parsed(endpoint);
    QString out = text;
    // The parts as they stand in a URL first (any length), then the values wherever they are.
    for (const QUrl::ComponentFormattingOptions form : {QUrl::FullyDecoded, QUrl::FullyEncoded, QUrl::PrettyDecoded}) {
        if (const QString info = parsed.userInfo(form == QUrl::FullyDecoded ? QUrl::PrettyDecoded : form); !info.isEmpty())
            out.replace(info + u'@', QString());
        if (const QString query = parsed.query(form); !query.isEmpty())
            out.replace(u'?' + query, QString());
        if (const QString fragment = parsed.fragment(form); !fragment.isEmpty())
            out.replace(u'#' + fragment, QString());
    }
    for (const QString &secret : credentialsIn(endpoint)) {
        if (secret.size() >= 8)
            out.replace(secret, u"[redacted]"_s);
    }
    return out;
}

bool HubSettings::mayCarryToken() const
{
    const QUrl url(endpoint);
    if (url.scheme().compare(u"https"_s, Qt::CaseInsensitive) == 0 || allowInsecureEndpoint)
        return true;
    const QString host = url.host();
    return host.compare(u"localhost"_s, Qt::CaseInsensitive) == 0 || QHostAddress(host).isLoopback();
}

QString HubSettings::userAgent()
{
    return u"ptq-studio/%1; qt/%2; os/%3"_s.arg(appVersion(), QString::fromLatin1(qVersion()), QSysInfo::kernelType());
}

HubClient::HubClient(QObject *parent)
    : QObject(parent), m_network(new QNetworkAccessManager(this)), m_deadline(new QTimer(this))
{
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, [this] {
        fail(Error{Error::Code::NetworkTimeout,
                   tr("The Hub at %1 did not deliver the configuration of %2 within %3 seconds.")
                       .arg(m_settings.shownEndpoint(), m_repoId)
                       .arg(m_settings.totalTimeoutMs / 1000)});
    });
    connect(m_network, &QNetworkAccessManager::finished, this, &HubClient::onReplyFinished);
}

HubClient::~HubClient()
{
    const auto replies = m_requests.keys();
    for (QNetworkReply *reply : replies) {
        reply->disconnect(this);
        if (!reply->isFinished() && reply->error() == QNetworkReply::NoError)
            reply->abort();
    }
    qDeleteAll(m_requests);
}

// The endpoint that paths are appended to: a query or fragment in HF_ENDPOINT cannot be part of
// it (huggingface_hub appends paths to the string the same way), the user part can.
QByteArray HubClient::requestBase() const
{
    const QUrl parsed(m_settings.endpoint);
    QByteArray base = parsed.isValid() ? parsed.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment).toEncoded()
                                       : m_settings.endpoint.toUtf8();
    while (base.endsWith('/'))
        base.chop(1);
    return base;
}

QUrl HubClient::fileUrl(const QString &file) const
{
    const QString revision = m_revision.isEmpty() ? u"main"_s : m_revision;
    const QByteArray path = '/' + m_repoId.toUtf8() + "/resolve/" + QUrl::toPercentEncoding(revision) + '/'
        + QUrl::toPercentEncoding(file, "/");
    return QUrl::fromEncoded(requestBase() + path);
}

QUrl HubClient::infoUrl() const
{
    QByteArray path = "/api/models/" + m_repoId.toUtf8();
    if (!m_revision.isEmpty())
        path += "/revision/" + QUrl::toPercentEncoding(m_revision);
    return QUrl::fromEncoded(requestBase() + path + "?blobs=true");
}

void HubClient::fetch(const QString &repoId, const QString &revision)
{
    cancel();
    m_repoId = repoId;
    m_revision = revision;
    m_files = ConfigFiles();
    m_files.source.kind = SourceInfo::Kind::Hub;
    m_files.source.repoId = repoId;
    m_files.source.revision = revision;
    m_files.source.endpoint = m_settings.shownEndpoint(); // stored in model_analysis.json: no credentials
    m_configDone = m_indexDone = m_headerDone = m_infoDone = false;
    m_commitFromHeaders.clear();
    m_done = false;
    m_started.start();
    m_deadline->start(m_settings.totalTimeoutMs);
    say(tr("Asking %1 for %2…").arg(m_settings.shownEndpoint(), repoId));
    if (const QString note = withheldTokenNote(); !note.isEmpty()) {
        qCWarning(lcHub).noquote() << note;
        say(note);
        m_files.source.note = note;
    }
    // Everything at once: one round trip (plus redirects) for the whole intake.
    start(Kind::ModelInfo, infoUrl(), 0, 0);
    start(Kind::Config, fileUrl(u"config.json"_s), 0, 0);
    start(Kind::GenerationConfig, fileUrl(u"generation_config.json"_s), 0, 0);
    start(Kind::TokenizerConfig, fileUrl(u"tokenizer_config.json"_s), 0, 0);
    start(Kind::Index, fileUrl(u"model.safetensors.index.json"_s), 0, 0);
    start(Kind::SafetensorsHead, fileUrl(u"model.safetensors"_s), 0, 0, "bytes=0-" + QByteArray::number(kHeaderProbeBytes - 1));
}

void HubClient::cancel()
{
    if (m_done)
        return;
    fail(Error{Error::Code::Cancelled, tr("Cancelled.")});
}

void HubClient::start(Kind kind, const QUrl &url, int attempt, int hops, const QByteArray &range)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_settings.transferTimeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader, HubSettings::userAgent());
    // The token goes to the endpoint's own host only: never to a CDN or another host.
    // Over plain http only to this machine, unless the user opted in (see withheldTokenNote()).
    if (!m_settings.token.isEmpty() && m_settings.mayCarryToken() && sameOrigin(url, QUrl(m_settings.endpoint)))
        request.setRawHeader("Authorization", "Bearer " + m_settings.token.toUtf8());
    if (!range.isEmpty())
        request.setRawHeader("Range", range);
    auto *r = new Request{kind, url, attempt, hops, range, {}, 0, false};
    r->cap = kind == Kind::Index ? m_settings.maxIndexBytes
        : kind == Kind::SafetensorsHead ? kHeaderProbeBytes
        : kind == Kind::SafetensorsHeader ? kMaxRemoteHeaderBytes
                                          : m_settings.maxJsonBytes;
    QNetworkReply *reply = m_network->get(request);
    m_requests.insert(reply, r);
    connect(reply, &QNetworkReply::readyRead, this, [this, reply] {
        Request *req = m_requests.value(reply);
        if (!req)
            return;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status >= 300)
            return; // error and redirect bodies are read in onReplyFinished
        req->body += reply->read(req->cap + 1 - req->body.size());
        if (req->body.size() > req->cap) {
            req->capped = true;
            req->body.truncate(req->cap);
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, reply] {
        Request *req = m_requests.value(reply);
        const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (req && status < 300 && length > req->cap && req->kind != Kind::SafetensorsHead) {
            req->capped = true;
            reply->abort();
        }
    });
}

Error HubClient::classify(QNetworkReply *reply, int status, const QString &url) const
{
    const QString code = header(reply, "X-Error-Code");
    const QString message = header(reply, "X-Error-Message");
    const QString repo = m_repoId;
    if (code == u"RevisionNotFound"_s) {
        return {Error::Code::HubRevisionNotFound,
                tr("%1 has no revision \"%2\" (%3). Check the branch, tag or commit.").arg(repo, m_revision, url)};
    }
    if (code == u"EntryNotFound"_s)
        return {Error::Code::HubEntryNotFound, tr("%1 has no such file (%2).").arg(repo, url)};
    if (code == u"GatedRepo"_s) {
        return {Error::Code::HubGated,
                m_settings.token.isEmpty()
                    ? tr("%1 is a gated model (%2). Accept the licence on its model page, then provide a token "
                         "(HF_TOKEN, or paste one on this page).")
                          .arg(repo, url)
                    : tr("%1 is a gated model and the token's account has not been granted access (%2). Accept the "
                         "licence on the model page and wait for approval.")
                          .arg(repo, url)};
    }
    if (message == u"Access to this resource is disabled."_s)
        return {Error::Code::HubForbidden, tr("%1 has been disabled on the Hub (%2).").arg(repo, url)};
    if (status == 401 && message == u"Invalid credentials in Authorization header"_s) {
        return {Error::Code::HubUnauthorized,
                tr("The Hub rejected the token from %1 as invalid (%2). Create a new read token and set it again.")
                    .arg(m_settings.tokenSource.isEmpty() ? tr("this session") : m_settings.tokenSource, url)};
    }
    if (code == u"RepoNotFound"_s || status == 401 || status == 404) {
        return {Error::Code::HubRepoNotFound,
                m_settings.token.isEmpty()
                    ? tr("%1 was not found on %2. Check the id; if the repository is private, provide a token.")
                          .arg(repo, m_settings.shownEndpoint())
                    : tr("%1 was not found on %2, or the token has no access to it.").arg(repo, m_settings.shownEndpoint())};
    }
    if (status == 403) {
        return {Error::Code::HubForbidden, tr("The Hub refused access to %1: %2").arg(url, message.isEmpty()
                                                                                          ? tr("403 Forbidden")
                                                                                          : message)};
    }
    if (status == 429) {
        const QString after = header(reply, "Retry-After");
        return {Error::Code::HubRateLimited,
                tr("The Hub is rate-limiting requests (%1)%2. Wait a few minutes, or provide a token (higher limits).")
                    .arg(url, after.isEmpty() ? QString() : tr("; it asks to retry after %1 seconds").arg(after))};
    }
    if (status >= 500)
        return {Error::Code::HubServerError, tr("The Hub answered %1 for %2; it may be down.").arg(status).arg(url)};
    switch (reply->error()) {
    case QNetworkReply::HostNotFoundError:
        return {Error::Code::NetworkOffline,
                tr("%1 could not be resolved (no network or DNS?). Without network, analyse a local folder or a "
                   "model in the Hugging Face cache.")
                    .arg(reply->url().host())};
    case QNetworkReply::ConnectionRefusedError:
        return {Error::Code::NetworkOffline, tr("%1 refused the connection (%2).").arg(reply->url().host(), url)};
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:
        return {Error::Code::NetworkTimeout,
                tr("%1 stopped answering for %2 seconds.").arg(url).arg(m_settings.transferTimeoutMs / 1000)};
    case QNetworkReply::SslHandshakeFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
        if (reply->error() == QNetworkReply::SslHandshakeFailedError) {
            return {Error::Code::NetworkTls, tr("The TLS connection to %1 failed: %2. A proxy or a wrong system clock "
                                                "can cause this.")
                                                 .arg(reply->url().host(), reply->errorString())};
        }
        [[fallthrough]];
    default:
        break;
    }
    if (reply->error() != QNetworkReply::NoError) {
        return {Error::Code::NetworkOffline,
                tr("The connection to %1 failed: %2").arg(reply->url().host(), reply->errorString())};
    }
    return {Error::Code::HubServerError, tr("The Hub answered %1 for %2.").arg(status).arg(url)};
}

bool HubClient::isRetryable(QNetworkReply *reply, int status) const
{
    if (status == 408 || status == 429 || status == 500 || status == 502 || status == 503 || status == 504)
        return true;
    // A body cut short by the server (closed before Content-Length) is worth one more try.
    return status == 0 && reply->error() == QNetworkReply::RemoteHostClosedError;
}

int HubClient::retryDelayMs(QNetworkReply *reply, int attempt) const
{
    bool ok = false;
    const int after = header(reply, "Retry-After").toInt(&ok);
    if (ok && after >= 0)
        return after * 1000 + 250;
    const int backoff = qMin(m_settings.maxBackoffMs, m_settings.baseBackoffMs << qMin(attempt, 10));
    return backoff + int(QRandomGenerator::global()->bounded(qMax(1, backoff / 4)));
}

void HubClient::onReplyFinished(QNetworkReply *reply)
{
    reply->deleteLater();
    std::unique_ptr<Request> req(m_requests.take(reply));
    if (!req || m_done)
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString url = req->url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
    if (!m_commitFromHeaders.isEmpty() || !header(reply, "X-Repo-Commit").isEmpty()) {
        if (m_commitFromHeaders.isEmpty())
            m_commitFromHeaders = header(reply, "X-Repo-Commit");
    }

    if (req->capped) {
        if (req->kind == Kind::SafetensorsHead) {
            complete(req->kind, req->body, reply);
            return;
        }
        const Error tooLarge{Error::Code::TooLarge,
                             tr("%1 is larger than %2 MiB; that is not a configuration file, so it was not read.")
                                 .arg(url)
                                 .arg(req->cap / (1024 * 1024))};
        if (req->kind == Kind::Config)
            fail(tooLarge);
        else {
            m_files.source.note += (m_files.source.note.isEmpty() ? QString() : u" "_s) + tooLarge.message;
            absent(req->kind);
        }
        return;
    }

    if (status >= 300 && status < 400) {
        const QUrl location = req->url.resolved(QUrl::fromEncoded(reply->rawHeader("Location")));
        if (!location.isValid() || reply->rawHeader("Location").isEmpty()) {
            fail({Error::Code::HubRedirect, tr("%1 redirected without a location.").arg(url)});
            return;
        }
        if (req->hops + 1 > m_settings.maxRedirects) {
            fail({Error::Code::HubRedirect,
                  tr("%1 redirected more than %2 times (a redirect loop?).").arg(url).arg(m_settings.maxRedirects)});
            return;
        }
        qCDebug(lcHub) << "redirect" << url << "->" << location.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment)
                       << (sameOrigin(location, QUrl(m_settings.endpoint)) ? "(same host)" : "(other host, no token)");
        start(req->kind, location, req->attempt, req->hops + 1, req->range);
        return;
    }

    if ((status == 200 || status == 206) && reply->error() == QNetworkReply::NoError) {
        req->body += reply->readAll();
        if (req->body.size() > req->cap) {
            req->capped = true;
            req->body.truncate(req->cap);
        }
        complete(req->kind, req->body, reply);
        return;
    }

    if (isRetryable(reply, status) && req->attempt < m_settings.maxRetries) {
        const int delay = retryDelayMs(reply, req->attempt);
        if (delay <= m_settings.maxRetryAfterMs) {
            qCInfo(lcHub) << "retrying" << url << "in" << delay << "ms after" << status << reply->errorString();
            say(tr("The Hub answered %1; trying again in %2 s…").arg(status).arg((delay + 999) / 1000));
            ++m_pendingRetries;
            const Kind kind = req->kind;
            const QUrl again = req->url;
            const int attempt = req->attempt + 1;
            const QByteArray range = req->range;
            QTimer::singleShot(delay, this, [this, kind, again, attempt, range] {
                --m_pendingRetries;
                if (!m_done)
                    start(kind, again, attempt, 0, range);
            });
            return;
        }
    }

    Error error = classify(reply, status, url);
    if (req->kind == Kind::Config && error.code == Error::Code::HubEntryNotFound) {
        error.message = tr("%1 has no config.json at revision %2, so it is not a Transformers model (%3).")
                            .arg(m_repoId, m_revision.isEmpty() ? u"main"_s : m_revision, url);
    }
    const bool optional = req->kind != Kind::Config;
    if (optional && (status == 404 || error.code == Error::Code::HubEntryNotFound)) {
        absent(req->kind);
        return;
    }
    if (req->kind == Kind::SafetensorsHead && status == 416) { // empty or tiny file
        absent(req->kind);
        return;
    }
    if (optional && req->kind != Kind::ModelInfo && error.isConnectivity()) {
        m_files.source.note += (m_files.source.note.isEmpty() ? QString() : u" "_s) + error.message;
        absent(req->kind);
        return;
    }
    if (req->kind == Kind::ModelInfo && error.code != Error::Code::HubGated && error.code != Error::Code::HubRepoNotFound
        && error.code != Error::Code::HubRevisionNotFound && error.code != Error::Code::HubUnauthorized) {
        absent(req->kind); // the files tell the same story; info only adds sizes and flags
        return;
    }
    fail(error);
}

void HubClient::complete(Kind kind, const QByteArray &body, const QNetworkReply *reply)
{
    switch (kind) {
    case Kind::ModelInfo: {
        HubModelInfo info;
        try {
            const nlohmann::json json = nlohmann::json::parse(body.cbegin(), body.cend());
            if (json.is_object()) {
                info.sha = QString::fromStdString(json.value("sha", std::string()));
                if (json.contains("gated") && json["gated"].is_string())
                    info.gated = QString::fromStdString(json["gated"].get<std::string>());
                info.isPrivate = json.value("private", false);
                if (json.contains("safetensors") && json["safetensors"].is_object()
                    && json["safetensors"].contains("total") && json["safetensors"]["total"].is_number_integer())
                    info.safetensorsTotal = json["safetensors"]["total"].get<qint64>();
                if (json.contains("siblings") && json["siblings"].is_array()) {
                    for (const nlohmann::json &s : json["siblings"]) {
                        if (!s.is_object() || !s.contains("rfilename") || !s["rfilename"].is_string())
                            continue;
                        const QString name = QString::fromStdString(s["rfilename"].get<std::string>());
                        m_files.files.append(name);
                        if (s.contains("size") && s["size"].is_number_integer())
                            info.fileSizes.insert(name, s["size"].get<qint64>());
                    }
                }
            }
            m_files.hubInfo = info;
        } catch (const std::exception &) {
            m_files.source.note += tr(" The model info from %1 was not valid JSON and was ignored.").arg(infoUrl().toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery));
        }
        m_infoDone = true;
        break;
    }
    case Kind::Config:
        m_files.config = body;
        m_configDone = true;
        say(tr("Read config.json."));
        break;
    case Kind::GenerationConfig:
        m_files.generationConfig = body;
        break;
    case Kind::TokenizerConfig:
        m_files.tokenizerConfig = body;
        break;
    case Kind::Index:
        m_files.safetensorsIndex = body;
        m_indexDone = true;
        say(tr("Read model.safetensors.index.json."));
        break;
    case Kind::SafetensorsHead: {
        Result<qint64> n = Safetensors::headerLength(body.left(8), fileUrl(u"model.safetensors"_s).toDisplayString(QUrl::RemoveUserInfo));
        if (!n || *n > kMaxRemoteHeaderBytes) {
            m_headerDone = true;
            break;
        }
        if (8 + *n <= body.size()) {
            m_files.safetensorsHeader = body.mid(8, *n);
            m_headerDone = true;
        } else {
            // The header is larger than the probe: ask for exactly its bytes.
            start(Kind::SafetensorsHeader, reply->request().url(), 0, 0,
                  "bytes=8-" + QByteArray::number(8 + *n - 1));
            return;
        }
        break;
    }
    case Kind::SafetensorsHeader:
        m_files.safetensorsHeader = body;
        m_headerDone = true;
        break;
    }
    maybeFinish();
}

void HubClient::absent(Kind kind)
{
    switch (kind) {
    case Kind::ModelInfo: m_infoDone = true; break;
    case Kind::Index: m_indexDone = true; break;
    case Kind::SafetensorsHead:
    case Kind::SafetensorsHeader: m_headerDone = true; break;
    case Kind::Config: m_configDone = true; break;
    case Kind::GenerationConfig:
    case Kind::TokenizerConfig: break;
    }
    maybeFinish();
}

void HubClient::maybeFinish()
{
    if (m_done || !m_requests.isEmpty() || m_pendingRetries > 0)
        return;
    if (!m_configDone || m_files.config.isEmpty()) {
        fail({Error::Code::HubEntryNotFound, tr("%1 has no config.json at revision %2, so it is not a Transformers model.")
                                                 .arg(m_repoId, m_revision.isEmpty() ? u"main"_s : m_revision)});
        return;
    }
    m_done = true;
    m_deadline->stop();
    m_files.source.commit = m_files.hubInfo && !m_files.hubInfo->sha.isEmpty() ? m_files.hubInfo->sha : m_commitFromHeaders;
    if (m_files.safetensorsIndex)
        m_files.safetensorsHeader.reset(); // the index is the better source; the header was a fallback
    for (const QString &name : {u"config.json"_s, u"generation_config.json"_s, u"tokenizer_config.json"_s}) {
        if (!m_files.files.contains(name) && (name == u"config.json"_s || (name == u"generation_config.json"_s && m_files.generationConfig)
                                              || (name == u"tokenizer_config.json"_s && m_files.tokenizerConfig)))
            m_files.files.append(name);
    }
    qCInfo(lcHub) << "fetched" << m_repoId << "in" << m_started.elapsed() << "ms";
    m_files.source.note = m_settings.scrub(m_files.source.note);
    emit finished(m_files);
}

void HubClient::fail(const Error &error)
{
    if (m_done)
        return;
    m_done = true;
    m_deadline->stop();
    // Requests still in flight are dropped; they are aborted only when nothing else will end
    // them soon (cancel, deadline). Aborting a reply whose own error is already queued makes
    // Qt complain, and they finish within the transfer timeout anyway.
    const bool abort = error.code == Error::Code::Cancelled || error.code == Error::Code::NetworkTimeout;
    const auto replies = m_requests.keys();
    for (QNetworkReply *reply : replies) {
        delete m_requests.take(reply);
        reply->disconnect(this);
        if (abort && !reply->isFinished())
            reply->abort();
    }
    // Qt's error strings name URLs whole: no credential of HF_ENDPOINT leaves in a message.
    Error shown = error;
    shown.message = m_settings.scrub(error.message);
    if (const QString note = withheldTokenNote();
        !note.isEmpty() && (error.code == Error::Code::HubUnauthorized || error.code == Error::Code::HubGated
                            || error.code == Error::Code::HubRepoNotFound || error.code == Error::Code::HubForbidden))
        shown.message += u' ' + note;
    qCInfo(lcHub) << "intake of" << m_repoId << "failed:" << shown.message;
    emit finished(shown);
}

void HubClient::say(const QString &message)
{
    emit progress(m_settings.scrub(message));
}

QString HubClient::withheldTokenNote() const
{
    if (m_settings.token.isEmpty() || m_settings.mayCarryToken())
        return {};
    return tr("The token was not sent to %1: that is plain http to another machine, where anyone on the way can read "
              "it. Use an https endpoint, or set PTQ_ALLOW_INSECURE_ENDPOINT=1 to send it anyway.")
        .arg(m_settings.shownEndpoint());
}

} // namespace ptq
