#include "workflow/intakeservice.h"

#include "analysis/modelanalyzer.h"
#include "analysis/quarktemplates.h"
#include "source/localreader.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

Result<ModelAnalysis> analyzeFromCache(const QString &repoId, const QString &revision, const QString &why,
                                       const QProcessEnvironment &environment)
{
    const QString cache = HfCache::hubCacheDir(environment);
    auto snapshot = HfCache::resolveSnapshot(cache, repoId, revision);
    if (!snapshot)
        return snapshot.error();
    SourceInfo source;
    source.kind = SourceInfo::Kind::Cache;
    source.repoId = repoId;
    source.revision = revision;
    source.commit = snapshot->second;
    source.note = why;
    Result<ConfigFiles> files = LocalModelReader::read(snapshot->first, source);
    if (!files)
        return files.error();
    return ModelAnalyzer::analyze(*files);
}

IntakeService::IntakeService(QObject *parent)
    : QObject(parent),
      m_environment(QProcessEnvironment::systemEnvironment()),
      m_hub(new HubClient(this)),
      m_watcher(new QFutureWatcher<Result<ModelAnalysis>>(this))
{
    connect(m_hub, &HubClient::progress, this, &IntakeService::progress);
    connect(m_hub, &HubClient::finished, this, &IntakeService::onHubFinished);
    connect(m_watcher, &QFutureWatcher<Result<ModelAnalysis>>::finished, this, [this] {
        if (m_watcherGeneration == m_generation && m_running)
            finish(m_watcher->result());
    });
}

IntakeService::~IntakeService()
{
    m_watcher->waitForFinished(); // parsing a local index is bounded; the worker must not outlive us
}

HubSettings IntakeService::hubSettings() const
{
    HubSettings settings = HubSettings::fromEnvironment(m_environment);
    if (!m_sessionToken.isEmpty()) {
        settings.token = m_sessionToken;
        settings.tokenSource = u"session"_s;
    }
    return settings;
}

QString IntakeService::tokenSource() const
{
    return hubSettings().tokenSource;
}

void IntakeService::start(const ModelSource &source)
{
    cancel();
    ++m_generation;
    m_running = true;
    m_source = source;
    if (source.kind == ModelSource::Kind::Local) {
        emit progress(tr("Reading %1…").arg(source.path));
        const QString path = source.path;
        analyzeInBackground([path]() -> Result<ModelAnalysis> {
            SourceInfo info;
            info.kind = SourceInfo::Kind::Local;
            Result<ConfigFiles> files = LocalModelReader::read(path, info);
            if (!files)
                return files.error();
            return ModelAnalyzer::analyze(*files);
        });
        return;
    }
    if (HfCache::offlineMode(m_environment)) {
        emit progress(tr("HF_HUB_OFFLINE is set: reading %1 from the Hugging Face cache…").arg(source.repoId));
        const QProcessEnvironment env = m_environment;
        analyzeInBackground([source, env] {
            return analyzeFromCache(source.repoId, source.revision,
                                    tr("Read from the Hugging Face cache because HF_HUB_OFFLINE is set."), env);
        });
        return;
    }
    m_hub->setSettings(hubSettings());
    m_hub->fetch(source.repoId, source.revision);
}

void IntakeService::cancel()
{
    if (!m_running)
        return;
    ++m_generation; // a worker still running delivers to nobody
    m_hub->disconnect(this);
    m_hub->cancel();
    connect(m_hub, &HubClient::progress, this, &IntakeService::progress);
    connect(m_hub, &HubClient::finished, this, &IntakeService::onHubFinished);
    finish(Error{Error::Code::Cancelled, tr("The analysis of %1 was cancelled.").arg(m_source.display())});
}

void IntakeService::analyzeInBackground(std::function<Result<ModelAnalysis>()> work)
{
    m_watcherGeneration = m_generation;
    m_watcher->setFuture(QtConcurrent::run(std::move(work)));
}

void IntakeService::onHubFinished(const Result<ConfigFiles> &files)
{
    if (!m_running)
        return;
    if (files) {
        emit progress(tr("Analysing the configuration…"));
        const ConfigFiles copy = *files;
        analyzeInBackground([copy] { return ModelAnalyzer::analyze(copy); });
        return;
    }
    if (!files.error().isConnectivity()) {
        finish(files.error());
        return;
    }
    // The Hub could not be reached: the local cache may have the model.
    const Error hubError = files.error();
    const ModelSource source = m_source;
    const QProcessEnvironment env = m_environment;
    emit progress(tr("The Hub could not be reached; looking in the Hugging Face cache…"));
    analyzeInBackground([source, env, hubError]() -> Result<ModelAnalysis> {
        Result<ModelAnalysis> cached = analyzeFromCache(
            source.repoId, source.revision,
            tr("Read from the Hugging Face cache because the Hub could not be reached: %1").arg(hubError.message), env);
        if (cached)
            return cached;
        return Error{hubError.code, tr("%1 It is not in the Hugging Face cache either (%2).")
                                        .arg(hubError.message, cached.error().message)};
    });
}

void IntakeService::finish(const Result<ModelAnalysis> &result)
{
    m_running = false;
    emit finished(result);
}

Json IntakeService::analysisDocument(const ModelAnalysis &analysis)
{
    return analysis.toJson(AnalysisConfirmation::timestamp(QDateTime::currentDateTimeUtc()));
}

Result<Json> IntakeService::confirmAnalysis(const Json &analysis, const AnalysisCorrections &corrections)
{
    return AnalysisConfirmation::confirm(analysis, corrections);
}

bool IntakeService::correctionsChange(const Json &analysis, const AnalysisCorrections &corrections)
{
    return AnalysisConfirmation::applyCorrections(analysis, corrections) != analysis;
}

QStringList IntakeService::knownModelTypes()
{
    return QuarkTemplates::knownModelTypes();
}

} // namespace ptq
