#pragma once

#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalysis.h"
#include "result.h"
#include "source/hubclient.h"
#include "source/modelsource.h"

#include <QObject>
#include <QProcessEnvironment>

template <typename T>
class QFutureWatcher;

namespace ptq {

/// Step 1 as a service: reads a model's configuration from the Hub, a folder or the Hugging
/// Face cache and analyses it, all off the calling thread. The cache stands in automatically
/// when HF_HUB_OFFLINE is set or the Hub cannot be reached, and the result says so.
class IntakeService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IntakeService)

public:
    explicit IntakeService(QObject *parent = nullptr);
    ~IntakeService() override;

    /// The environment HF_* variables are read from (tests substitute their own).
    void setEnvironment(const QProcessEnvironment &environment) { m_environment = environment; }
    const QProcessEnvironment &environment() const { return m_environment; }
    /// A token for this session only: kept in memory, never written anywhere.
    void setSessionToken(const QString &token) { m_sessionToken = token.trimmed(); }
    /// Which token a Hub request would carry: "session", "HF_TOKEN", a token file, or "" for none.
    QString tokenSource() const;
    HubSettings hubSettings() const;

    /// The model_analysis.json document of @p analysis, stamped with the time now (what page 1 and
    /// `ptq-studio analyze` write).
    static Json analysisDocument(const ModelAnalysis &analysis);
    /// Checkpoint 1: @p analysis with the user's @p corrections applied (each recorded; a corrected
    /// model type reads its Quark template again) and marked confirmed now; refused with the reason.
    static Result<Json> confirmAnalysis(const Json &analysis, const AnalysisCorrections &corrections);
    /// Whether confirming @p analysis with @p corrections would record anything new (a correction
    /// not recorded yet, other notes): a confirmed analysis is confirmed again only for those.
    static bool correctionsChange(const Json &analysis, const AnalysisCorrections &corrections);
    /// The model types Quark has a built-in template for (the model type's choices).
    static QStringList knownModelTypes();

    void start(const ModelSource &source);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void progress(const QString &message);
    void finished(const ptq::Result<ptq::ModelAnalysis> &result);

private:
    void analyzeInBackground(std::function<Result<ModelAnalysis>()> work);
    void onHubFinished(const Result<ConfigFiles> &files);
    void finish(const Result<ModelAnalysis> &result);

    QProcessEnvironment m_environment;
    QString m_sessionToken;
    HubClient *m_hub;
    QFutureWatcher<Result<ModelAnalysis>> *m_watcher;
    ModelSource m_source;
    bool m_running = false;
    quint64 m_generation = 0;
    quint64 m_watcherGeneration = 0;
};

/// Reads a cache snapshot of @p repoId and analyses it (synchronous).
Result<ModelAnalysis> analyzeFromCache(const QString &repoId, const QString &revision, const QString &why,
                                       const QProcessEnvironment &environment);

} // namespace ptq
