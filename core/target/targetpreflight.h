#pragma once

#include "host/hostfacts.h"
#include "target/modelcopy.h"
#include "target/remotescripts.h"
#include "target/ssh.h"
#include "target/targetprofile.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

namespace ptq {

/// One finding of the target check, in words.
struct TargetCheck
{
    enum class Level { Ok, Warning, Blocking };
    QString id;       ///< reachable, quark-cli, gpus, disk, workspace, partition, time-limit, …
    Level level = Level::Ok;
    QString message;  ///< names the host, path or partition concerned

    friend bool operator==(const TargetCheck &, const TargetCheck &) = default;
};

QString targetCheckLevelId(TargetCheck::Level level); ///< "ok", "warning", "blocking"

struct TargetReport
{
    QString target;
    QList<TargetCheck> checks;
    SshFailure failure = SshFailure::None; ///< why the host could not be reached, if it could not
    QString gpuTool;                       ///< on the host (SSH) or the job's node (not known before a job: Slurm)
    QList<GpuSample> gpus;
    qint64 freeBytes = -1;                 ///< where the remote workspace is (or would be created)
    QList<SlurmParsers::Partition> partitions;
    QByteArray helpText;                   ///< quark-cli torch-llm-ptq --help as the target printed it
    QString modelPath;                     ///< the paths it looked at (setPaths)
    ModelCopy modelCopy;                   ///< set when the model folder is not there and is copied (or a copy is there)
    QString outputDir;

    bool blocked() const;
    /// The target's facts in the host floor's terms, the type this machine's EnvironmentProbe
    /// fills: its GPUs as gpuTool listed them (none for Slurm: only the job's node knows them).
    HostFacts host() const;
    Json toJson() const;
};

/// The check of a target before the gate, read-only: nothing is created or submitted there.
/// SSH: the host answers (BatchMode, known host key), quark-cli's --help runs there, the GPUs
/// and their memory (nvidia-smi, amd-smi, rocm-smi), free disk where the remote workspace is
/// and whether it can be created. Slurm: the login node answers, quark-cli exists there (the
/// cluster's shared software path), sinfo knows the partition, its time limit against the
/// profile's and the estimated run time, and GPUs in its generic resources.
class TargetPreflight final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetPreflight)

public:
    explicit TargetPreflight(const TargetProfile &profile, QObject *parent = nullptr);
    /// The estimated run time, compared with the time limit (0: unknown).
    void setEstimatedMinutes(int minutes) { m_estimatedMinutes = minutes; }
    /// How long quark-cli's --help may take there (it imports PyTorch).
    void setHelpTimeoutMs(int ms) { m_helpTimeoutMs = ms; }
    /// The paths of the command, as the target sees them: a model folder (absolute; a Hub id is
    /// not checked, it downloads there) must hold config.json there; the output folder must not
    /// exist or be empty, and its nearest existing folder be writable. A model folder the target
    /// does not see but this machine has is to be copied (TargetReport::modelCopy): to
    /// ModelCopyPlan::remoteDir, unless the same files are there already.
    void setPaths(const QString &modelPath, const QString &outputDir)
    {
        m_modelPath = modelPath;
        m_outputDir = outputDir;
        m_report.modelPath = modelPath;
        m_report.outputDir = outputDir;
    }
    void start();

signals:
    void progress(const QString &step);
    void finished(const ptq::TargetReport &report);

private:
    void add(const QString &id, TargetCheck::Level level, const QString &message);
    void reach();
    void scanModel();
    void inspect();
    void checkModelCopy(const QByteArray &facts);
    void askHelp();
    void askSlurm();
    void done();
    QPointer<SshCall> call(const QString &command, int timeoutMs);

    TargetProfile m_profile;
    TargetReport m_report;
    int m_estimatedMinutes = 0;
    QString m_modelPath;
    QString m_outputDir;
    std::optional<ModelCopyPlan::Listing> m_listing; ///< the local model folder, when it is one here
    int m_helpTimeoutMs = 180'000;
};

} // namespace ptq

Q_DECLARE_METATYPE(ptq::TargetReport)
