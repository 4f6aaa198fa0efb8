#pragma once

#include "result.h"
#include "source/datasetcache.h"

#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace ptq {

// Offline readiness (issue #20): before approval, does what the plan needs (the calibration
// dataset, the evaluation dataset unless evaluation is skipped, the model) lie in the user's
// caches, or will quark-cli have to fetch it from the Hub? File reads only: run it off the UI
// thread. Whether the Hub answers is an input (a separate probe owns the network).
//
// What quark-cli loads for each name, the datasets cache's layout and the offline switches are
// in source/datasetcache.h (the run's diagnosis uses them too); the facts about models follow.
//
// * A Hub model loads offline from models--org--name/refs/<rev> -> snapshots/<sha> holding
//   config.json and its weights (model.safetensors, or every shard an index names, or
//   pytorch_model.bin); config.json alone fails with "does not appear to have a file named
//   pytorch_model.bin or model.safetensors".
// * huggingface_hub 1.33 ships `hf`; `huggingface-cli` only prints that it no longer works.

enum class HubReachability { Unknown, Reachable, Unreachable };

struct ReadinessItem
{
    enum class Kind { Model, Dataset };
    enum class State {
        InCache,      ///< usable offline; path says where
        HubReachable, ///< not cached; the run downloads it (size unknown)
        Unchecked,    ///< not cached; whether the Hub answers is not known yet
        Missing,      ///< not cached and the Hub is off or unreachable
        Unsupported,  ///< quark-cli cannot load it at all
    };

    Kind kind = Kind::Dataset;
    QString what;        ///< the model id or folder, or DatasetNeed::display()
    DatasetNeed dataset; ///< for Kind::Dataset
    State state = State::Missing;
    QString path;        ///< where it was found (InCache), or the folder that was looked at
    QString detail;      ///< one or more sentences: what was found and why it counts so
    QStringList fixes;   ///< for Missing/Unsupported (and Unchecked): what the user can do
    /// Missing because an offline switch (HF_HUB_OFFLINE, HF_DATASETS_OFFLINE, …) keeps the Hub
    /// off: the run fails for certain, not because a probe of the network said so.
    bool certain = false;

    friend bool operator==(const ReadinessItem &, const ReadinessItem &) = default;
};
QDebug operator<<(QDebug debug, const ReadinessItem &item);

struct ReadinessReport
{
    enum class Verdict {
        Ready,         ///< everything is cached: the run works offline
        WillDownload,  ///< the rest downloads from the reachable Hub
        Unknown,       ///< something needs the Hub and its reachability is unknown
        Blocked,       ///< something is missing or unsupported: the run would fail
    };

    Verdict verdict = Verdict::Blocked;
    QList<ReadinessItem> items;
    QString summary;    ///< one sentence for the page
    QStringList notes;  ///< e.g. "HF_HUB_OFFLINE=1 is set: the Hub is not used even though it is reachable."

    friend bool operator==(const ReadinessReport &, const ReadinessReport &) = default;
};

/// "in-cache", "hub-reachable", ... (not toString: QTest would pick it for QCOMPARE and expect a char *)
QString stateName(ReadinessItem::State state);
QString verdictName(ReadinessReport::Verdict verdict); ///< "ready", "will-download", ...

class OfflineReadiness
{
    Q_DECLARE_TR_FUNCTIONS(OfflineReadiness)

public:
    static constexpr qint64 kMaxInfoBytes = DatasetCache::kMaxInfoBytes;

    /// @p model is a Hub id (`org/name`) or a folder; @p revision applies to a Hub id (empty: main).
    static ReadinessReport check(const QList<DatasetNeed> &needs, const QString &model, const QProcessEnvironment &env,
                                 HubReachability hub, const QString &revision = QString());

    /// The folder datasets would load @p need from offline, or why it would fail.
    static Result<QString> findInDatasetsCache(const QString &datasetsCache, const DatasetNeed &need)
    {
        return DatasetCache::find(datasetsCache, need);
    }
    /// `<hubCache>/datasets--org--name/snapshots/<sha>` for refs/main, if it exists (not usable offline).
    static QString hubCacheSnapshot(const QString &hubCache, const QString &repoId);
    /// The snapshot folder of a cached Hub model with config.json and its weights, or why not.
    static Result<QString> findModelSnapshot(const QString &hubCache, const QString &repoId, const QString &revision);
    /// config.json plus model.safetensors, every shard of the index, or pytorch_model.bin.
    static Status checkModelFolder(const QString &folder);
    /// datasets' camelcase_to_snakecase ("ScienceQA" -> "science_qa").
    static QString snakeCase(const QString &name) { return DatasetCache::snakeCase(name); }
};

} // namespace ptq
