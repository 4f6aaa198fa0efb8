#pragma once

#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "host/hostfacts.h"
#include "result.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

#include <optional>

namespace ptq {

class ToolProcess;

/// What the environment probe found: the machine's facts (HostFacts: its GPUs, completed by
/// resolveGpuMemory(), the driver, kernel and container) and those of the Python environment that
/// runs quark-cli. Everything is read-only fact; nothing is changed.
struct EnvironmentFacts : HostFacts
{
    QString quarkCli;   ///< the executable the command will run, empty if none
    QString python;     ///< the interpreter of the same environment
    QString pythonError;
    QString pythonVersion, torchVersion, torchCuda, torchHip, quarkVersion, transformersVersion, datasetsVersion,
        accelerateVersion;
    bool torchImported = false;
    bool acceleratorAvailable = false;
    /// The environment's sitecustomize declares PTQ_STUDIO_CPU_PLACEMENT = True: it makes quark-cli
    /// honour --device cpu without a GPU (quark-cli 0.13 alone cannot; tests/real/cpu_placement does).
    bool cpuPlacementDeclared = false;
    QList<GpuInfo> torchDevices;
    /// The AMD tools asked for the VRAM totals rocminfo does not list, and what went wrong with
    /// each that gave none: "amd-smi: exit 255: Driver not loaded…". Empty when one answered or
    /// none was asked.
    QStringList amdMemoryFailures;
    bool amdMemoryAsked = false; ///< amd-smi or rocm-smi was on PATH and asked
    bool nvidiaSmiFound = false;
    bool rocminfoFound = false;
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
    static QList<Finding> assess(const EnvironmentFacts &facts, const PlanDocument &plan);
    /// Why a CPU plan cannot run in the environment of @p facts (quark-cli 0.13 or newer where
    /// PyTorch sees no GPU, unless the environment declares CPU placement), for people; empty when
    /// it can or when the facts do not tell. Page 2 marks its CPU choice with it; page 3 blocks.
    static QString cpuPlanCannotRun(const EnvironmentFacts &facts);
    /// The Python the probe runs: prints one `PTQ_ENV {json}` line.
    static QString probeScript();
    static bool parseProbeOutput(const QByteArray &output, EnvironmentFacts &facts);
    /// Completes what the GPU tools left open: a GPU without a memory total takes its PyTorch
    /// device's total_memory (paired by position, or by name when all such devices agree); with
    /// no GPU from the tools, PyTorch's devices are the GPUs. Each GPU still without a total gets
    /// a memoryNote naming the sources tried.
    static void resolveGpuMemory(EnvironmentFacts &facts);
    /// Why facts.gpus is empty, source by source (nvidia-smi, rocminfo, PyTorch).
    static QString noGpuReason(const EnvironmentFacts &facts);
    static QStringList variableNames();
    /// The variables that choose the Hugging Face caches and the offline switches: part of what an
    /// approval binds (ApprovalBinding::dataEnv) and compared again by the gate.
    static QStringList dataCacheVariableNames();
    /// Whether `quark-cli torch-llm-ptq` imports the package of @p requirement ("pulp<4,>=3.3
    /// (missing)"): amd-quark[cli] also lists what only its other subcommands use.
    static bool torchLlmPtqImports(const QString &requirement, bool evaluates);
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
    /// Where the Python part's answers are kept (default: the app's cache folder); empty: none.
    void setCacheDir(const QString &dir) { m_cacheDir = dir; }

    /// Cached: the Python part (which imports torch: seconds to minutes) is answered from the
    /// cache while PythonIdentity's key is unchanged. Fresh: it is always asked again.
    enum class Freshness { Cached, Fresh };
    /// Probes with quark-cli (and its python) from @p pythonPrefix, or from PATH when empty.
    /// The GPU tools are always asked: memory in use changes from one minute to the next.
    void probe(const QString &pythonPrefix = QString(), const QString &quarkCli = QString(),
               Freshness freshness = Freshness::Cached);
    bool isRunning() const { return m_keying || !m_steps.isEmpty() || m_process; }
    /// The prefix the last probe() was asked for (as given).
    QString prefix() const { return m_prefix; }
    /// Whether the last answer's Python part came from the cache (no interpreter was started).
    bool answeredFromCache() const { return m_fromCache; }
    /// The last answer, once finished() has been emitted for it.
    const std::optional<EnvironmentFacts> &lastFacts() const { return m_last; }

signals:
    void finished(const ptq::EnvironmentFacts &facts);

private:
    struct Step
    {
        QString program;
        QStringList arguments;
        std::function<void(int exitCode, const QByteArray &output, bool started)> done;
    };
    /// What a probe looks up in the file system before it starts anything: the programs, the
    /// container markers, the driver's version. Found on a pool thread (locate()): a prefix on a
    /// slow or hung mount never blocks the caller.
    struct Located
    {
        QString quarkCli;
        QString python;
        QString container;
        QString amdgpuVersion;
        QString nvidiaSmi;
        QString rocminfo;
        QString amdSmi;
        QString rocmSmi;
    };
    static Located locate(const QString &pythonPrefix, const QString &quarkCli, const QProcessEnvironment &env);
    void located(quint64 generation, const Located &found, Freshness freshness);
    void runNext();
    void keyed(quint64 generation, const QString &key, const QByteArray &cached);
    /// The GPU tools @p found, as steps after Python's.
    void addGpuSteps(const Located &found);

    QProcessEnvironment m_env;
    int m_timeoutMs = 60'000;
    QString m_cacheDir;
    QString m_prefix;
    QString m_key; ///< PythonIdentity of the interpreter being asked; empty: not cached
    quint64 m_generation = 0;
    bool m_keying = false; ///< the programs are being looked for, or the Python identity computed
    bool m_fromCache = false;
    std::optional<EnvironmentFacts> m_last;
    EnvironmentFacts m_facts;
    QList<Step> m_steps;
    ToolProcess *m_process = nullptr; ///< the step running now
};

} // namespace ptq
