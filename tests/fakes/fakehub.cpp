#include "fakehub.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <nlohmann/json.hpp>

using namespace Qt::Literals::StringLiterals;

namespace ptq::test {

namespace {

QByteArray reason(int status)
{
    switch (status) {
    case 200: return "OK";
    case 206: return "Partial Content";
    case 302: return "Found";
    case 307: return "Temporary Redirect";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 416: return "Range Not Satisfiable";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 503: return "Service Unavailable";
    default: return "Status";
    }
}

QByteArray jsonError(const QString &message)
{
    return QByteArray::fromStdString(nlohmann::json{{"error", message.toStdString()}}.dump());
}

} // namespace

FakeHub::FakeHub(QObject *parent)
    : QObject(parent), m_server(new QTcpServer(this)), m_cdnServer(new QTcpServer(this))
{
    for (QTcpServer *server : {m_server, m_cdnServer})
        connect(server, &QTcpServer::newConnection, this, [this, server] { onNewConnection(server); });
    if (!m_server->listen(QHostAddress::LocalHost, 0))
        qFatal("FakeHub cannot listen: %s", qPrintable(m_server->errorString()));
    // The "CDN": another loopback address, so it is another host without needing /etc/hosts.
    if (!m_cdnServer->listen(QHostAddress(u"127.0.0.2"_s), 0))
        qFatal("FakeHub cannot listen on 127.0.0.2: %s", qPrintable(m_cdnServer->errorString()));
}

FakeHub::~FakeHub() = default;

quint16 FakeHub::port() const
{
    return m_server->serverPort();
}

QString FakeHub::endpoint() const
{
    return u"http://127.0.0.1:%1"_s.arg(port());
}

QString FakeHub::cdnBase() const
{
    return u"http://127.0.0.2:%1"_s.arg(m_cdnServer->serverPort());
}

void FakeHub::onNewConnection(QTcpServer *server)
{
    while (QTcpSocket *socket = server->nextPendingConnection()) {
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QObject::destroyed, this, [this, socket] { m_buffers.remove(socket); });
    }
}

void FakeHub::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    if (!buffer.isEmpty() && !buffer.startsWith("GET ") && !buffer.startsWith("HEAD ") && !QByteArray("GET ").startsWith(buffer)) {
        // Not HTTP (e.g. a TLS ClientHello): answer like a plain HTTP server would.
        socket->write("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
        socket->disconnectFromHost();
        buffer.clear();
        return;
    }
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    buffer.clear();
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    const QString target = QString::fromLatin1(requestLine.value(1));
    QByteArray authorization;
    QByteArray range;
    QString host;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon < 0)
            continue;
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "authorization")
            authorization = value;
        else if (name == "range")
            range = value;
        else if (name == "host")
            host = QString::fromLatin1(value);
    }
    const QString path = target.section(u'?', 0, 0);
    m_seen.append({path, host, authorization, range});
    m_maxConcurrent = qMax(m_maxConcurrent, ++m_active);

    const Fault *fault = nullptr;
    for (Fault &f : m_faults) {
        if (f.times != 0 && path.contains(f.pathContains)) {
            if (f.times > 0)
                --f.times;
            fault = &f;
            break;
        }
    }
    Response response;
    if (fault && fault->status) {
        response.status = fault->status;
        response.headers = fault->headers;
        response.body = fault->body;
    } else {
        response = route(path, authorization, range, host);
    }
    const Fault faultCopy = fault ? *fault : Fault();
    const bool hasFault = fault != nullptr;
    QTimer::singleShot(m_latencyMs, socket, [this, socket, response, faultCopy, hasFault] {
        send(socket, response, hasFault ? &faultCopy : nullptr);
    });
}

void FakeHub::send(QTcpSocket *socket, const Response &response, const Fault *fault)
{
    if (fault && fault->hang)
        return; // the client's timeout must end this
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reason(response.status) + "\r\n";
    bool hasType = false;
    for (const auto &[name, value] : response.headers) {
        head += name + ": " + value + "\r\n";
        hasType = hasType || name.compare("content-type", Qt::CaseInsensitive) == 0;
    }
    if (!hasType)
        head += "Content-Type: application/json\r\n";
    const qint64 length = fault && fault->announcedLength >= 0 ? fault->announcedLength : response.body.size();
    head += "Content-Length: " + QByteArray::number(length) + "\r\nConnection: close\r\n\r\n";
    socket->write(head);
    auto finish = [this, socket] {
        --m_active;
        socket->disconnectFromHost();
    };
    if (fault && fault->truncate) {
        socket->write(response.body.left(response.body.size() / 2));
        finish();
        return;
    }
    if (fault && fault->announcedLength >= 0) {
        socket->write(response.body);
        QTimer::singleShot(30000, socket, finish); // keeps the connection open like a huge download
        return;
    }
    if (fault && fault->bytesPerSecond > 0) {
        auto *timer = new QTimer(socket);
        auto offset = std::make_shared<qsizetype>(0);
        const QByteArray body = response.body;
        const int chunk = fault->bytesPerSecond;
        connect(timer, &QTimer::timeout, socket, [socket, timer, offset, body, chunk, finish] {
            socket->write(body.mid(*offset, chunk));
            *offset += chunk;
            if (*offset >= body.size()) {
                timer->stop();
                finish();
            }
        });
        timer->start(1000);
        return;
    }
    socket->write(response.body);
    finish();
}

FakeHub::Response FakeHub::route(const QString &path, const QByteArray &authorization, const QByteArray &range,
                                 const QString &host)
{
    Q_UNUSED(host);
    const QByteArray token = authorization.startsWith("Bearer ") ? authorization.mid(7) : QByteArray();
    Response r;
    auto notFound = [&](const QString &id) {
        Response nf;
        nf.status = token.isEmpty() ? 401 : 404; // the Hub hides whether a repo exists from anonymous callers
        nf.headers = {{"X-Error-Code", "RepoNotFound"}};
        nf.body = jsonError(u"Repository %1 not found"_s.arg(id));
        return nf;
    };
    auto access = [&](const Repo &repo) -> std::optional<Response> {
        if (token == kInvalidToken) {
            Response bad;
            bad.status = 401;
            bad.headers = {{"X-Error-Message", "Invalid credentials in Authorization header"}};
            bad.body = jsonError(u"Invalid credentials in Authorization header"_s);
            return bad;
        }
        const bool accepted = repo.acceptedTokens.contains(token);
        if (repo.isPrivate && !accepted)
            return notFound(repo.id);
        if (!repo.gated.isEmpty() && !accepted) {
            Response gated;
            gated.status = token.isEmpty() ? 401 : 403;
            gated.headers = {{"X-Error-Code", "GatedRepo"}};
            gated.body = jsonError(token.isEmpty() ? u"Access to model %1 is restricted. You must have access to it and be "
                                                     u"authenticated to access it. Please log in."_s.arg(repo.id)
                                                   : u"Access to model %1 is restricted and you are not in the "
                                                     u"authorized list."_s.arg(repo.id));
            return gated;
        }
        return std::nullopt;
    };
    auto revisionOk = [](const Repo &repo, const QString &rev) {
        return rev.isEmpty() || rev == u"main"_s || rev == repo.commit;
    };
    auto revisionNotFound = [](const QString &rev) {
        Response nf;
        nf.status = 404;
        nf.headers = {{"X-Error-Code", "RevisionNotFound"}};
        nf.body = jsonError(u"Invalid rev id: %1"_s.arg(rev));
        return nf;
    };

    if (path.startsWith(u"/api/models/"_s)) {
        const QString rest = path.mid(12);
        const QString id = QUrl::fromPercentEncoding(rest.section(u"/revision/"_s, 0, 0).toUtf8());
        const QString rev = rest.contains(u"/revision/"_s) ? QUrl::fromPercentEncoding(rest.section(u"/revision/"_s, 1).toUtf8())
                                                            : QString();
        auto it = m_repos.constFind(id);
        if (it == m_repos.cend())
            return notFound(id);
        if (auto denied = access(*it))
            return *denied;
        if (!revisionOk(*it, rev))
            return revisionNotFound(rev);
        nlohmann::json info{{"id", id.toStdString()}, {"sha", it->commit.toStdString()}, {"private", it->isPrivate}};
        info["gated"] = it->gated.isEmpty() ? nlohmann::json(false) : nlohmann::json(it->gated.toStdString());
        info["siblings"] = nlohmann::json::array();
        for (auto f = it->files.cbegin(); f != it->files.cend(); ++f)
            info["siblings"].push_back({{"rfilename", f.key().toStdString()}, {"size", f.value().size()}});
        if (it->safetensorsTotal)
            info["safetensors"] = {{"parameters", {{"BF16", *it->safetensorsTotal}}}, {"total", *it->safetensorsTotal}};
        r.body = QByteArray::fromStdString(info.dump());
        return r;
    }
    if (path.startsWith(u"/api/resolve-cache/models/"_s) || path.startsWith(u"/cdn/"_s)) {
        // /api/resolve-cache/models/{org}/{name}/{commit}/{file} or /cdn/{org}/{name}/{file}
        const bool cache = path.startsWith(u"/api/"_s);
        const QStringList parts = path.mid(cache ? 26 : 5).split(u'/');
        for (auto it = m_repos.cbegin(); it != m_repos.cend(); ++it) {
            const int idParts = int(it->id.count(u'/')) + 1;
            if (parts.mid(0, idParts).join(u'/') != it->id)
                continue;
            const QString file = QUrl::fromPercentEncoding(parts.mid(idParts + (cache ? 1 : 0)).join(u'/').toUtf8());
            return serveFile(*it, file, range);
        }
        Response nf;
        nf.status = 404;
        return nf;
    }
    const qsizetype resolve = path.indexOf(u"/resolve/"_s);
    if (resolve < 0) {
        Response nf;
        nf.status = 404;
        nf.body = jsonError(u"Not found"_s);
        return nf;
    }
    const QString id = path.mid(1, resolve - 1);
    const QString after = path.mid(resolve + 9);
    const QString rev = QUrl::fromPercentEncoding(after.section(u'/', 0, 0).toUtf8());
    const QString file = QUrl::fromPercentEncoding(after.section(u'/', 1).toUtf8());
    auto it = m_repos.constFind(id);
    if (it == m_repos.cend())
        return notFound(id);
    if (auto denied = access(*it))
        return *denied;
    if (!revisionOk(*it, rev))
        return revisionNotFound(rev);
    if (!it->files.contains(file)) {
        Response nf;
        nf.status = 404;
        nf.headers = {{"X-Error-Code", "EntryNotFound"}, {"X-Repo-Commit", it->commit.toLatin1()}};
        nf.body = jsonError(u"Entry not found"_s);
        return nf;
    }
    if (it->redirectToCdn) {
        Response redirect;
        redirect.status = 302;
        redirect.headers = {{"Location", (cdnBase() + u"/cdn/"_s + id + u'/' + file).toUtf8()},
                            {"X-Repo-Commit", it->commit.toLatin1()}};
        return redirect;
    }
    if (it->relativeRedirect) {
        Response redirect;
        redirect.status = 307;
        redirect.headers = {{"Location", (u"/api/resolve-cache/models/"_s + id + u'/' + it->commit + u'/' + file
                                          + u"?etag=%22abc%22"_s).toUtf8()},
                            {"X-Repo-Commit", it->commit.toLatin1()}};
        return redirect;
    }
    return serveFile(*it, file, range);
}

FakeHub::Response FakeHub::serveFile(const Repo &repo, const QString &file, const QByteArray &range)
{
    Response r;
    auto it = repo.files.constFind(file);
    if (it == repo.files.cend()) {
        r.status = 404;
        r.headers = {{"X-Error-Code", "EntryNotFound"}};
        return r;
    }
    r.headers = {{"X-Repo-Commit", repo.commit.toLatin1()}, {"Accept-Ranges", "bytes"}};
    const QByteArray &content = *it;
    if (range.startsWith("bytes=")) {
        const QList<QByteArray> bounds = range.mid(6).split('-');
        const qint64 first = bounds.value(0).toLongLong();
        qint64 last = bounds.value(1).isEmpty() ? content.size() - 1 : bounds.value(1).toLongLong();
        if (first >= content.size()) {
            r.status = 416;
            r.headers.append(qMakePair(QByteArray("Content-Range"), "bytes */" + QByteArray::number(content.size())));
            return r;
        }
        last = qMin(last, qint64(content.size()) - 1);
        r.status = 206;
        r.headers.append(qMakePair(QByteArray("Content-Range"), "bytes " + QByteArray::number(first) + '-'
                                       + QByteArray::number(last) + '/' + QByteArray::number(content.size())));
        r.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/octet-stream")));
        r.body = content.mid(first, last - first + 1);
        return r;
    }
    r.body = content;
    return r;
}

} // namespace ptq::test
