#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QSet>
#include <QString>

#include <optional>

class QTcpServer;
class QTcpSocket;

namespace ptq::test {

/// A loopback HTTP server that answers like the Hugging Face Hub: /api/models/{id}[/revision/{rev}]
/// and /{id}/resolve/{rev}/{file}, with the Hub's status codes and X-Error-Code headers, Range
/// requests, relative and cross-host redirects, and injectable faults (latency, slow or truncated
/// bodies, huge Content-Length, 429 with Retry-After, 5xx, redirect loops).
/// Point HF_ENDPOINT (or HubSettings::endpoint) at endpoint().
class FakeHub final : public QObject
{
    Q_OBJECT

public:
    struct Repo
    {
        QString id;
        QString commit = QStringLiteral("4b1f0a6c3e2d9f8e7a6b5c4d3e2f1a0b9c8d7e6f");
        QMap<QString, QByteArray> files;
        QString gated;              ///< "", "auto" or "manual": requests need an accepted token
        QSet<QByteArray> acceptedTokens;
        bool isPrivate = false;     ///< without an accepted token it answers like a missing repo
        std::optional<qint64> safetensorsTotal;
        bool redirectToCdn = false;     ///< resolve answers 302 to another host name (the "CDN")
        bool relativeRedirect = false;  ///< resolve answers 307 to /api/resolve-cache/... on the same host
    };

    /// A fault injected for requests whose path contains @p pathContains (first match wins).
    struct Fault
    {
        QString pathContains;
        int status = 0;                ///< 0: serve normally after the other effects
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        int times = -1;                ///< how many requests it applies to; -1 = always
        int bytesPerSecond = 0;        ///< drip the body
        bool truncate = false;         ///< announce the full length, send half, close
        qint64 announcedLength = -1;   ///< a Content-Length to announce instead of the real one
        bool hang = false;             ///< accept and never answer
    };

    struct Seen
    {
        QString path;
        QString host;
        QByteArray authorization;
        QByteArray range;
    };

    static constexpr const char *kInvalidToken = "hf_invalid_token_000000000000000000";

    explicit FakeHub(QObject *parent = nullptr);
    ~FakeHub() override;

    void addRepo(const Repo &repo) { m_repos.insert(repo.id, repo); }
    void addFault(const Fault &fault) { m_faults.append(fault); }
    void setLatencyMs(int ms) { m_latencyMs = ms; }

    quint16 port() const;
    /// http://127.0.0.1:PORT; the "CDN" (another host) is http://127.0.0.2:PORT2.
    QString endpoint() const;
    QString cdnBase() const;

    const QList<Seen> &requests() const { return m_seen; }
    int maxConcurrent() const { return m_maxConcurrent; }
    void clearRequests() { m_seen.clear(); m_maxConcurrent = 0; }

private:
    struct Response
    {
        int status = 200;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
    };

    void onNewConnection(QTcpServer *server);
    void onReadyRead(QTcpSocket *socket);
    Response route(const QString &path, const QByteArray &authorization, const QByteArray &range, const QString &host);
    Response serveFile(const Repo &repo, const QString &file, const QByteArray &range);
    void send(QTcpSocket *socket, const Response &response, const Fault *fault);

    QTcpServer *m_server;
    QTcpServer *m_cdnServer;
    QHash<QString, Repo> m_repos;
    QList<Fault> m_faults;
    QList<Seen> m_seen;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    int m_latencyMs = 0;
    int m_active = 0;
    int m_maxConcurrent = 0;
};

} // namespace ptq::test
