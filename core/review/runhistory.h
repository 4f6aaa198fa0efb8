#pragma once

#include "artifacts/runmanifest.h"
#include "result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace ptq {

/// One run of a workspace, from the manifest snapshot the job wrote into history/.
struct RunHistoryEntry
{
    QString path;       ///< the snapshot file
    int number = 0;     ///< 1 for the workspace's first run, in the order the runs started
    QDateTime startedAt; ///< from the run step, else from the file name
    QString model;
    QString scheme;     ///< --quant_scheme of the run's argv
    RunStatus status = RunStatus::Pending; ///< the run step's status (when the snapshot was read)
    std::optional<Verdict> verdict;         ///< outputs.verification.verdict; none: not verified (or a word not known)
    QString problem;    ///< why the snapshot could not be read (the entry is still listed)
};

/// The run history of a workspace: every run's manifest as it was when the run ended.
class RunHistory
{
    Q_DECLARE_TR_FUNCTIONS(RunHistory)

public:
    /// Newest first. Reads every snapshot (small YAML files): call off the UI thread.
    static QList<RunHistoryEntry> list(const QString &workspace);
    /// The run number of a snapshot in a history/ folder (as list() numbers it), 0 for any other
    /// file. Reads the folder: call off the UI thread.
    static int runNumber(const QString &snapshotPath);
    /// The snapshot of the workspace's newest run (the last one started, by its file name),
    /// without reading any; empty when history/ has none. Reads the folder: call off the UI thread.
    static QString newestSnapshot(const QString &workspace);
};

} // namespace ptq
