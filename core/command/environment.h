#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

#include <optional>

class QProcess;
class QTimer;

namespace ptq {

struct GpuInfo
{
    int index = 0;
    QString vendor; ///< "nvidia" or "amd"
    QString name;
    QString arch;   ///< gfx942, or the compute capability such as 9.0
    qint64 totalMiB = 0;
    qint64 usedMiB = -1; ///< -1 when unknown

    friend bool operator==(const GpuInfo &, const GpuInfo &) = default;
};

/// What the environment probe found. Everything is read-only fact; nothing is changed.
struct EnvironmentFacts
{
    QString quarkCli;   ///< the executable the command will run, empty if none
    QString python;     ///< the interpreter of the same environment
    QString pythonError;
    QString pythonVersion, torchVersion, torchCuda, torchHip, quarkVersion, transformersVersion, datasetsVersion,
        accelerateVersion;
    bool torchImported = false;
    bool acceleratorAvailable = false;
    QList<GpuInfo> torchDevices;
    QList<GpuInfo> gpus;  ///< from nvidia-smi / rocminfo
    QString driver;
    bool nvidiaSmiFound = false;
    bool rocminfoFound = false;
    QString kernel;
    QString container;    ///< "docker", "podman", "" for none
    QMap<QString, QString> variables; ///< the run-relevant variables and their current values
    QString torchvisionVersion;
    QString torchvisionError; ///< why torchvision did not import (quark-cli 0.13 imports it at start, via timm)
    /// amd-quark[cli]'s requirements that the environment does not meet, read from the installed
    /// package's metadata: "transformers>5,<5.17 (installed 5.18.0)", "datasets (missing)".
    QStringList unmetRequirements;
    /// HF_ENDPOINT as shown (without credentials), and whether quark-cli would send the
    /// user's Hugging Face token to it unencrypted (plain http to another machine, not opted in).
    QString hubEndpoint;
    bool tokenOverPlainHttp = false;

    Json toJson() const;
    friend bool operator==(const EnvironmentFacts &, const EnvironmentFacts &) = default;
};

/// A problem to settle before the gate: what, the evidence, the smallest fix (as text; never run).
struct Finding
{
    QString id;
    bool blocking = false;
    QString message;
    QString evidence;
    QString fix;

    friend bool operator==(const Finding &, const Finding &) = default;
};

class EnvironmentRules
{
    Q_DECLARE_TR_FUNCTIONS(EnvironmentRules)

public:
    static QList<Finding> assess(const EnvironmentFacts &facts, const Json &plan);
    /// The Python the probe runs: prints one `PTQ_ENV {json}` line.
    static QString probeScript();
    static bool parseProbeOutput(const QByteArray &output, EnvironmentFacts &facts);
    /// `nvidia-smi --query-gpu=index,name,memory.total,memory.used,compute_cap,driver_version --format=csv,noheader,nounits`
    static QList<GpuInfo> parseNvidiaSmiCsv(const QByteArray &output, QString *driver = nullptr);
    /// `rocminfo`: GPU agents' `Name: gfxNNN` and `Marketing Name:` lines.
    static QList<GpuInfo> parseRocminfo(const QByteArray &output);
    static QStringList variableNames();
};

/// Collects EnvironmentFacts asynchronously: the environment's python with a timeout,
/// nvidia-smi, rocminfo, the kernel, container markers, the variables. Read-only.
class EnvironmentProbe final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvironmentProbe)

public:
    explicit EnvironmentProbe(QObject *parent = nullptr);
    ~EnvironmentProbe() override;

    void setEnvironment(const QProcessEnvironment &env) { m_env = env; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    /// Probes with quark-cli (and its python) from @p pythonPrefix, or from PATH when empty.
    void probe(const QString &pythonPrefix = QString(), const QString &quarkCli = QString());
    bool isRunning() const { return !m_steps.isEmpty() || m_process; }

signals:
    void finished(const ptq::EnvironmentFacts &facts);

private:
    struct Step
    {
        QString program;
        QStringList arguments;
        std::function<void(int exitCode, const QByteArray &output, bool started)> done;
    };
    void runNext();

    QProcessEnvironment m_env;
    int m_timeoutMs = 60'000;
    EnvironmentFacts m_facts;
    QList<Step> m_steps;
    QProcess *m_process = nullptr;
    QTimer *m_timer;
};

} // namespace ptq
