#include "workflow/readinessprobe.h"

#include "source/hubclient.h"

#include <QDir>
#include <QFutureWatcher>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

ReadinessProbe::ReadinessProbe(QObject *parent)
    : QObject(parent), m_env(QProcessEnvironment::systemEnvironment()), m_network(new QNetworkAccessManager(this))
{
}

ReadinessProbe::~ReadinessProbe()
{
    if (m_reply)
        m_reply->abort();
}

QList<DatasetNeed> ReadinessProbe::needsOf(const PlanDocument &plan)
{
    // As CommandBuilder passes them: --dataset (pileval when unset), evaluation unless the intent is none.
    const QString calibration = plan.calibrationDataset.isEmpty() ? u"pileval"_s : plan.calibrationDataset;
    return DatasetNeeds::forPlan(calibration, plan.evaluates(), plan.evaluationDataset);
}

QString ReadinessProbe::modelOf(const AnalysisFacts &analysis, QString *revision)
{
    if (revision)
        *revision = analysis.commit.isEmpty() ? analysis.revision : analysis.commit;
    if (analysis.sourceKind == u"local"_s && !analysis.sourcePath.isEmpty())
        return analysis.sourcePath;
    return analysis.modelPath;
}

void ReadinessProbe::check(const AnalysisFacts &analysis, const PlanDocument &plan)
{
    ++m_generation;
    if (m_reply)
        m_reply->abort();
    m_running = true;
    m_needs = needsOf(plan);
    m_model = modelOf(analysis, &m_revision);
    // A local folder is what page 1 analysed: its missing weights are a risk there. Here only
    // what the run fetches from the Hub (a Hub model, the datasets) is asked about.
    if (QDir::isAbsolutePath(m_model))
        m_model.clear();
    checkCaches(m_generation, HubReachability::Unknown);
}

void ReadinessProbe::checkCaches(quint64 generation, HubReachability hub)
{
    auto *watcher = new QFutureWatcher<ReadinessReport>(this);
    connect(watcher, &QFutureWatcher<ReadinessReport>::finished, this, [this, watcher, generation, hub] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // superseded
        const ReadinessReport report = watcher->result();
        const bool asked = hub != HubReachability::Unknown;
        const bool needsHub = std::any_of(report.items.cbegin(), report.items.cend(), [](const ReadinessItem &i) {
            return i.state == ReadinessItem::State::Unchecked;
        });
        if (!asked && needsHub)
            return askHub(generation);
        m_running = false;
        m_last = report;
        emit finished(report);
    });
    watcher->setFuture(QtConcurrent::run(&OfflineReadiness::check, m_needs, m_model, m_env, hub, m_revision));
}

void ReadinessProbe::askHub(quint64 generation)
{
    // Any HTTP answer means the Hub can be reached; only a network error or silence means it
    // cannot. No token is sent: reachability is all that is asked.
    const HubSettings settings = HubSettings::fromEnvironment(m_env);
    QNetworkRequest request(QUrl(settings.endpoint + u"/api/models?limit=1"_s));
    request.setHeader(QNetworkRequest::UserAgentHeader, HubSettings::userAgent());
    request.setTransferTimeout(m_timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    m_reply = m_network->head(request);
    QNetworkReply *reply = m_reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply, generation] {
        reply->deleteLater();
        if (generation != m_generation)
            return;
        const bool answered = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).isValid();
        checkCaches(generation, answered ? HubReachability::Reachable : HubReachability::Unreachable);
    });
}

} // namespace ptq
