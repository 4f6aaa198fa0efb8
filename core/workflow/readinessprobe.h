#pragma once

#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "env/offlinereadiness.h"

#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>

class QNetworkAccessManager;
class QNetworkReply;

namespace ptq {

/// Step 3's offline readiness, asynchronously: are the plan's datasets and the model where
/// quark-cli finds them without the Hub, and if not, does the Hub answer? The caches are read on
/// a worker thread; the Hub is asked (one HEAD request to HF_ENDPOINT, no token sent) only when
/// something is not cached and no offline switch is set. Read-only: nothing is downloaded.
class ReadinessProbe final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReadinessProbe)

public:
    explicit ReadinessProbe(QObject *parent = nullptr);
    ~ReadinessProbe() override;

    void setEnvironment(const QProcessEnvironment &env) { m_env = env; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    /// Checks what @p plan and @p analysis need; a later call supersedes an earlier one.
    void check(const AnalysisFacts &analysis, const PlanDocument &plan);
    bool isRunning() const { return m_running; }
    const std::optional<ReadinessReport> &lastReport() const { return m_last; }

    /// The datasets the command built from @p plan loads (calibration; evaluation unless skipped).
    static QList<DatasetNeed> needsOf(const PlanDocument &plan);
    /// The model as quark-cli gets it: a Hub id (@p revision set from the source) or a folder.
    static QString modelOf(const AnalysisFacts &analysis, QString *revision);

signals:
    void finished(const ptq::ReadinessReport &report);

private:
    void checkCaches(quint64 generation, HubReachability hub);
    void askHub(quint64 generation);

    QProcessEnvironment m_env;
    int m_timeoutMs = 8'000;
    quint64 m_generation = 0;
    bool m_running = false;
    QList<DatasetNeed> m_needs;
    QString m_model;
    QString m_revision;
    std::optional<ReadinessReport> m_last;
    QNetworkAccessManager *m_network = nullptr;
    QPointer<QNetworkReply> m_reply;
};

} // namespace ptq
