#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace ptq {

// What quark-cli loads for a dataset name, where datasets keeps it, and whether it is there:
// the part of offline readiness (issue #20, env/offlinereadiness.h) that the run's diagnosis
// needs too. File reads only (no network): run the look-ups off the UI thread.
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

/// The datasets cache as `datasets` reads it offline.
class DatasetCache
{
    Q_DECLARE_TR_FUNCTIONS(DatasetCache)

public:
    static constexpr qint64 kMaxInfoBytes = 16ll * 1024 * 1024;

    /// The folder datasets would load @p need from offline, or why it would fail.
    static Result<QString> find(const QString &datasetsCache, const DatasetNeed &need);
    /// datasets' camelcase_to_snakecase ("ScienceQA" -> "science_qa").
    static QString snakeCase(const QString &name);
    /// The Python that loads @p need as quark-cli does, and so fills the datasets cache:
    /// `from datasets import load_dataset; load_dataset('org/name', 'config', split='split')`.
    static QString loadCall(const DatasetNeed &need);
    /// The names of DatasetNeeds::knownCalibrationNames() whose data lies complete in
    /// @p datasetsCache (aliases of the same data each named), leaving out those that load what
    /// @p except loads (the dataset that failed). Reads the disk.
    static QStringList cachedCalibrationNames(const QString &datasetsCache, const DatasetNeed &except = {});
};

} // namespace ptq
