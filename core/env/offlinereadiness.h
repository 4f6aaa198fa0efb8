#pragma once

#include "result.h"

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
// Facts this follows, read in amd-quark 0.13, datasets 5.2.0 and huggingface_hub 1.33.0 and
// proved with the real environment's python (HOME/HF_HOME in a temp dir, HF_HUB_OFFLINE=1):
//
// * quark-cli torch-llm-ptq --dataset (default pileval) maps, in
//   quark/torch/utils/llm/data_preparation.py get_calib_dataloader, to load_dataset(...):
//     pileval, pileval_for_awq_benchmark   -> mit-han-lab/pile-val-backup, no config, split validation
//     wikitext, wikitext_for_gptq_benchmark (and Salesforce/wikitext)
//                                          -> Salesforce/wikitext, wikitext-2-raw-v1, split train
//     cnn_dailymail (and abisee/cnn_dailymail) -> abisee/cnn_dailymail, 3.0.0, split train
//     any name containing "ultrachat" (HuggingFaceH4/ultrachat_200k) -> that repo, split train_sft
//     ScienceQA: listed by --help, but get_calib_dataloader raises NotImplementedError.
// * Evaluation runs unless --skip_evaluation: --evaluation_dataset wikitext (default) loads
//   Salesforce/wikitext, wikitext-2-raw-v1, split test; wikitext_gpt_oss_120b loads
//   amd/wikitext_gpt_oss_120b, split test (contrib/llm_eval ppl_eval_with_synthetic_dataset).
//   Evaluation runs after the export, so a missing evaluation dataset fails a finished run.
// * Offline, load_dataset(repo, config, split=...) reads ONLY the datasets cache, never the hub
//   cache: with HF_HUB_OFFLINE=1 a complete hub-cache snapshot (datasets--Salesforce--wikitext/
//   refs/main + snapshots/<sha>/README.md + parquet files) fails with "ConnectionError: Couldn't
//   reach 'Salesforce/wikitext' on the Hub (OfflineModeIsEnabled)"; with the network refused it
//   fails too (ConnectError after retries). A hand-built datasets cache loads in both cases:
//     <HF_DATASETS_CACHE>/<namespace>___<snake(name)>/<config or "default">/<version>/<hash>/
//       dataset_info.json        ("config_name" must equal the config folder's name; "splits")
//       <snake(name)>-<split>.arrow, or -NNNNN-of-MMMMM.arrow when the split has several shards
//   (datasets/packaged_modules/cache/cache.py _find_hash_in_cache; builder._relative_data_dir).
//   The newest <version>/<hash> folder wins; a config folder without dataset_info.json, a
//   missing split or a missing arrow file makes load_dataset fail. With no config given, two
//   configs cached under the same version/hash are ambiguous and fail as well.
// * Cache folders: HF_DATASETS_CACHE, else $HF_HOME/datasets, else
//   $XDG_CACHE_HOME/huggingface/datasets, else ~/.cache/huggingface/datasets (datasets/config.py).
//   The hub cache (models): HF_HUB_CACHE, HUGGINGFACE_HUB_CACHE, $HF_HOME/hub,
//   $XDG_CACHE_HOME/huggingface/hub, ~/.cache/huggingface/hub (HfCache::hubCacheDir).
// * Offline switches: huggingface_hub reads HF_HUB_OFFLINE, or TRANSFORMERS_OFFLINE only when
//   HF_HUB_OFFLINE is empty (1/ON/YES/TRUE). datasets uses HF_DATASETS_OFFLINE when it is set,
//   else the hub's value; HF_DATASETS_OFFLINE=0 does not undo HF_HUB_OFFLINE=1 (the hub client
//   still refuses: "offline mode is enabled").
// * A Hub model loads offline from models--org--name/refs/<rev> -> snapshots/<sha> holding
//   config.json and its weights (model.safetensors, or every shard an index names, or
//   pytorch_model.bin); config.json alone fails with "does not appear to have a file named
//   pytorch_model.bin or model.safetensors".
// * huggingface_hub 1.33 ships `hf`; `huggingface-cli` only prints that it no longer works.

/// A dataset the run loads, as quark-cli calls load_dataset for it.
struct DatasetNeed
{
    enum class Purpose { Calibration, Evaluation };

    QString name;        ///< what the plan passes (--dataset / --evaluation_dataset)
    Purpose purpose = Purpose::Calibration;
    QString repoId;      ///< Hub dataset repository; empty for a folder or an unsupported name
    QString config;      ///< load_dataset's name; empty: the repository's only one ("default")
    QString split;
    QString localPath;   ///< set when the name is a folder
    QString unsupported; ///< set when quark-cli cannot load this name: why, for people

    QString display() const; ///< "Salesforce/wikitext (wikitext-2-raw-v1, split test)"
    friend bool operator==(const DatasetNeed &, const DatasetNeed &) = default;
};
QDebug operator<<(QDebug debug, const DatasetNeed &need);

class DatasetNeeds
{
    Q_DECLARE_TR_FUNCTIONS(DatasetNeeds)

public:
    static inline const QString kSkipEvaluationFlag = QStringLiteral("--skip_evaluation");

    /// What quark-cli 0.13 loads for @p calibrationDataset (empty: pileval) and, when
    /// @p evaluationRuns, for @p evaluationDataset (empty: wikitext).
    static QList<DatasetNeed> forPlan(const QString &calibrationDataset, bool evaluationRuns,
                                      const QString &evaluationDataset = QString());
    static DatasetNeed calibration(const QString &name);
    static DatasetNeed evaluation(const QString &name);
    /// The --dataset names with a loader in quark-cli 0.13.
    static QStringList knownCalibrationNames();
};

enum class HubReachability { Unknown, Reachable, Unreachable };

/// Where huggingface_hub and datasets look, and whether they may use the Hub.
struct HfEnvironment
{
    QString hubCache;
    QString datasetsCache;
    bool hubOffline = false;      ///< huggingface_hub (models, and every Hub request)
    bool datasetsOffline = false; ///< datasets' own switch; the Hub is off for it when either is
    QString offlineVariable;      ///< the variable that turned the Hub off, e.g. "HF_HUB_OFFLINE"
    QString offlineSetting;       ///< the same with its value, for people: "HF_HUB_OFFLINE=1"
    QStringList datasetsBlockers; ///< every variable that keeps datasets off the Hub (to unset)

    static HfEnvironment from(const QProcessEnvironment &env);
    bool datasetsHubBlocked() const { return hubOffline || datasetsOffline; }
    friend bool operator==(const HfEnvironment &, const HfEnvironment &) = default;
};

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
    static constexpr qint64 kMaxInfoBytes = 16ll * 1024 * 1024;

    /// @p model is a Hub id (`org/name`) or a folder; @p revision applies to a Hub id (empty: main).
    static ReadinessReport check(const QList<DatasetNeed> &needs, const QString &model, const QProcessEnvironment &env,
                                 HubReachability hub, const QString &revision = QString());

    /// The folder datasets would load @p need from offline, or why it would fail.
    static Result<QString> findInDatasetsCache(const QString &datasetsCache, const DatasetNeed &need);
    /// `<hubCache>/datasets--org--name/snapshots/<sha>` for refs/main, if it exists (not usable offline).
    static QString hubCacheSnapshot(const QString &hubCache, const QString &repoId);
    /// The snapshot folder of a cached Hub model with config.json and its weights, or why not.
    static Result<QString> findModelSnapshot(const QString &hubCache, const QString &repoId, const QString &revision);
    /// config.json plus model.safetensors, every shard of the index, or pytorch_model.bin.
    static Status checkModelFolder(const QString &folder);
    /// datasets' camelcase_to_snakecase ("ScienceQA" -> "science_qa").
    static QString snakeCase(const QString &name);
};

} // namespace ptq
