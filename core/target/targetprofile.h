#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QString>
#include <QStringList>

namespace ptq {

/// Where the approved command runs: this machine, a GPU host over SSH, or a Slurm cluster whose
/// login node is reached over SSH.
enum class TargetKind { Local, Ssh, Slurm };

QString targetKindId(TargetKind kind); ///< "local", "ssh", "slurm"
std::optional<TargetKind> targetKindFromId(const QString &id);

/// Slurm settings of a target: each becomes one `#SBATCH` line of the batch script (empty or
/// zero: the line is left out and the cluster's default applies).
struct SlurmSettings
{
    QString partition;
    QString account;
    int timeLimitMinutes = 0;   ///< --time; 0: the partition's default
    int gpus = 0;               ///< --gres=gpu:N
    int cpus = 0;               ///< --cpus-per-task
    QString memory;             ///< --mem, Slurm's notation (64G, 500000M)
    QStringList extraDirectives; ///< further lines, each written as "#SBATCH <line>"
    QStringList srunFlags;       ///< flags of the srun that runs the command (containers: --container-image=…)

    friend bool operator==(const SlurmSettings &, const SlurmSettings &) = default;
};

/// One target profile, as Settings and targets.json hold it. Keys come from the user's SSH agent
/// or key files: no passphrase or password is ever stored.
struct TargetProfile
{
    QString name;
    TargetKind kind = TargetKind::Ssh;
    QString host;
    QString user;               ///< empty: ssh's default (~/.ssh/config, then the local user)
    int port = 0;               ///< 0: ssh's default
    QString identityFile;       ///< empty: the agent and ssh's default keys
    QString proxyJump;          ///< ssh -J
    QString knownHostsFile;     ///< empty: ssh's own (~/.ssh/known_hosts)
    QString remoteWorkspace;    ///< absolute folder on the target for run scripts and logs
    QString quarkCli;           ///< absolute path of quark-cli on the target
    QString hfHome;             ///< HF_HOME on the target; empty: the target's default
    SlurmSettings slurm;

    bool isRemote() const { return kind != TargetKind::Local; }
    /// "user@host" or "host".
    QString destination() const;
    /// Everything a run relies on, in a fixed order: what an approval binds.
    Json effectiveValues() const;
    /// Problems in words, each naming the field; empty when the profile can be used.
    QStringList problems() const;

    Json toJson() const;
    /// Reads one profile; the error names @p origin and the field.
    static Result<TargetProfile> fromJson(const Json &json, const QString &origin);

    friend bool operator==(const TargetProfile &, const TargetProfile &) = default;
};

QDebug operator<<(QDebug debug, const TargetProfile &profile);

/// The target profiles: a JSON file that the GUI and the headless commands share
/// ({"targets": [profile, …]}), by default AppConfigLocation/targets.json, PTQ_TARGETS_FILE
/// overriding. Written atomically; a damaged file is refused with its name and kept.
class TargetStore
{
    Q_DECLARE_TR_FUNCTIONS(TargetStore)

public:
    static QString defaultPath();
    /// No file: no profiles (not an error).
    static Result<QList<TargetProfile>> load(const QString &path = defaultPath());
    /// Refused, writing nothing, when a profile has problems or two share a name.
    static Status save(const QList<TargetProfile> &profiles, const QString &path = defaultPath());
    static std::optional<TargetProfile> find(const QList<TargetProfile> &profiles, const QString &name);
};

} // namespace ptq
