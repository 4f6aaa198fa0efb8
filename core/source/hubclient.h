#pragma once

#include "process/secretredactor.h"
#include "result.h"
#include "source/configfiles.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace ptq {

/// How the Hub is reached. fromEnvironment() reads HF_ENDPOINT and the token the way
/// huggingface_hub does; the token is kept in memory only and never logged.
struct HubSettings
{
    QString endpoint = QStringLiteral("https://huggingface.co");
    QString token;
    QString tokenSource; ///< "HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", a token file's path, "session", or empty
    int transferTimeoutMs = 20'000; ///< no byte for this long: the request fails
    int totalTimeoutMs = 90'000;    ///< the whole intake
    int maxRetries = 3;             ///< for 408, 429 and 5xx only
    int baseBackoffMs = 1'000;
    int maxBackoffMs = 8'000;
    int maxRetryAfterMs = 30'000; ///< a longer Retry-After is reported instead of waited for
    qint64 maxJsonBytes = 16ll * 1024 * 1024;
    qint64 maxIndexBytes = 256ll * 1024 * 1024;
    int maxRedirects = 5;

    /// Plain http to a host other than this machine gets no token (anyone on the way could read
    /// it) unless the user opts in with PTQ_ALLOW_INSECURE_ENDPOINT=1.
    bool allowInsecureEndpoint = false;

    static HubSettings fromEnvironment(const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    /// The token file huggingface_hub reads: $HF_TOKEN_PATH, else $HF_HOME/token, else
    /// $XDG_CACHE_HOME/huggingface/token (~/.cache when unset); a leading ~ is the home folder.
    static QString tokenFilePath(const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    static QString userAgent();
    /// @p url without its user part, query and fragment: how an endpoint is shown and stored.
    static QString withoutCredentials(const QString &url);
    /// The values in @p url that are secrets: user, password, query values and fragment.
    static QStringList credentialsIn(const QString &url);
    /// A redactor that knows the tokens @p env names or points to (HF_TOKEN,
    /// HUGGING_FACE_HUB_TOKEN, the token file) and HF_ENDPOINT's credentials.
    static SecretRedactor secretRedactor(const QProcessEnvironment &env);
    /// The endpoint as shown in messages and stored in model_analysis.json.
    QString shownEndpoint() const { return withoutCredentials(endpoint); }
    /// @p text with the endpoint's credentials taken out (Qt's own error strings name URLs).
    QString scrub(const QString &text) const;
    /// Whether the token may go to the endpoint: https, or http to this machine, or opted in.
    bool mayCarryToken() const;
};

/// Fetches a model's configuration files from the Hub, concurrently, with explicit redirect
/// handling (the Authorization header never leaves the endpoint's host), bounded retries for
/// 408/429/5xx honouring Retry-After, response size caps and timeouts. Never downloads weights:
/// for a single-file model only the safetensors header is read with a Range request.
class HubClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HubClient)

public:
    explicit HubClient(QObject *parent = nullptr);
    ~HubClient() override;

    void setSettings(const HubSettings &settings) { m_settings = settings; }
    const HubSettings &settings() const { return m_settings; }

    /// Starts fetching; finished() follows exactly once (also after cancel()).
    void fetch(const QString &repoId, const QString &revision);
    void cancel();
    bool isRunning() const { return !m_requests.isEmpty() || m_pendingRetries > 0; }

signals:
    void progress(const QString &message);
    void finished(const ptq::Result<ptq::ConfigFiles> &result);

private:
    struct Request;
    enum class Kind { ModelInfo, Config, GenerationConfig, TokenizerConfig, Index, SafetensorsHead, SafetensorsHeader };

    void start(Kind kind, const QUrl &url, int attempt, int hops, const QByteArray &range = {});
    void onReplyFinished(QNetworkReply *reply);
    void complete(Kind kind, const QByteArray &body, const QNetworkReply *reply);
    void absent(Kind kind);
    void fail(const Error &error);
    void say(const QString &message);
    /// Why the token was withheld, as a sentence, or empty.
    QString withheldTokenNote() const;
    void maybeFinish();
    QUrl fileUrl(const QString &file) const;
    QUrl infoUrl() const;
    QByteArray requestBase() const;
    Error classify(QNetworkReply *reply, int status, const QString &url) const;
    bool isRetryable(QNetworkReply *reply, int status) const;
    int retryDelayMs(QNetworkReply *reply, int attempt) const;

    QNetworkAccessManager *m_network;
    QTimer *m_deadline;
    HubSettings m_settings;
    QString m_repoId;
    QString m_revision;
    QHash<QNetworkReply *, Request *> m_requests;
    int m_pendingRetries = 0;
    bool m_done = true;
    ConfigFiles m_files;
    bool m_configDone = false;
    bool m_indexDone = false;
    bool m_headerDone = false;
    bool m_infoDone = false;
    QString m_commitFromHeaders;
    QElapsedTimer m_started;
};

} // namespace ptq
