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

namespace {

QString str(const Json &o, const char *key)
{
    if (!o.is_object())
        return {};
    const auto it = o.find(key);
    return it != o.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

} // namespace

ReadinessProbe::ReadinessProbe(QObject *parent)
    : QObject(parent), m_env(QProcessEnvironment::systemEnvironment()), m_network(new QNetworkAccessManager(this))
{
}

ReadinessProbe::~ReadinessProbe()
{
    if (m_reply)
        m_reply->abort();
}

QList<DatasetNeed> ReadinessProbe::needsOf(const Json &plan)
{
    // As CommandBuilder passes them: --dataset (pileval when unset), evaluation unless the intent is none.
    QString calibration = str(plan.value("calibration", Json::object()), "dataset");
    if (calibration.isEmpty())
        calibration = u"pileval"_s;
    const QString intent = str(plan, "evaluation_intent");
    const bool evaluation = !intent.isEmpty() && intent != u"none"_s;
    return DatasetNeeds::forPlan(calibration, evaluation, str(plan.value("intent", Json::object()), "evaluation_dataset"));
}

QString ReadinessProbe::modelOf(const Json &analysis, QString *revision)
{
    const Json source = analysis.value("source", Json::object());
    if (revision) {
        *revision = str(source, "commit");
        if (revision->isEmpty())
            *revision = str(source, "revision");
    }
    const QString kind = str(source, "kind");
    if (kind == u"local"_s && !str(source, "path").isEmpty())
        return str(source, "path");
    return str(analysis.value("model", Json::object()), "model_path");
}

void ReadinessProbe::check(const Json &analysis, const Json &plan)
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
