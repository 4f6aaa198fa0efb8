#pragma once

#include "plan/quarkcatalog.h"
#include "result.h"

#include <QObject>
#include <QProcessEnvironment>

#include <optional>

class QTimer;

namespace ptq {

class ToolProcess;
struct ProcessResult;

/// Asks the installed quark-cli what it accepts: runs `quark-cli torch-llm-ptq --help` (which
/// imports torch, so it can take many seconds) without a shell, with a timeout, and parses
/// it; then asks the installed Quark API for what the help does not say. A Python console
/// script answers both in one process. Results are cached per executable path and
/// modification time, in memory and on disk. When the environment's amd-quark is a release the
/// app knows (KnownReleases), its recorded answer comes first, in milliseconds
/// (answeredFromKnowledge()), and the real probe still runs to confirm it (finished()).
class QuarkCliProbe final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuarkCliProbe)

public:
    explicit QuarkCliProbe(QObject *parent = nullptr);
    ~QuarkCliProbe() override;

    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    void setEnvironment(const QProcessEnvironment &env) { m_environment = env; }
    /// Where cached help texts are kept (default: the app's cache folder).
    void setCacheDir(const QString &dir) { m_cacheDir = dir; }
    /// Where the knowledge of Quark releases is read from (default: the compiled-in one); empty: none.
    void setKnowledgeDir(const QString &dir) { m_knowledgeDir = dir; }

    /// `quark-cli` on PATH, or `<prefix>/bin/quark-cli` for a Python environment; empty if none.
    static QString findQuarkCli(const QString &pythonPrefix = QString(),
                                const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

    /// Starts probing; finished() follows exactly once, after what it learned is cached. A cached
    /// answer arrives without a process.
    void probe(const QString &executable);
    void cancel();
    bool isRunning() const;

signals:
    void finished(const ptq::Result<ptq::CliCapabilities> &result);
    /// The executable's amd-quark is a known release: @p capabilities is what the probe will
    /// answer unless the installation says otherwise. Comes before finished(), at most once per
    /// probe(), never after it.
    void answeredFromKnowledge(const ptq::CliCapabilities &capabilities);

private:
    /// What probe() needs from the disk, read on a worker thread at its start (never on the
    /// caller's): whether the executable is one, its interpreters (a console script's shebang)
    /// and the cached answers.
    struct DiskFacts
    {
        bool executable = false;
        QString helpCachePath;
        QByteArray cachedHelp;
        QString python;          ///< QuarkApi::interpreterOf: asks the API
        QString apiCachePath;    ///< for python
        QByteArray cachedApi;
        QString scriptPython;    ///< QuarkApi::scriptInterpreterOf: answers both in one process
        QString scriptApiCachePath;
        bool scriptApiCached = false;
    };
    static DiskFacts readDisk(const QString &executable, const QString &cacheDir);
    /// probe()'s second half, on the caller's thread, with what readDisk() found.
    void probeWith(const DiskFacts &facts);
    /// A file's identity for the caches: its path, modification time and size, hashed.
    static QString cacheKey(const QString &file);
    static QString apiCachePath(const QString &cacheDir, const QString &python, const QString &executable);
    /// Writes a cache file on the cache thread (a failed write only costs the next probe);
    /// finished() follows once it is written.
    void writeCache(const QString &path, const QByteArray &bytes);
    ToolProcess *newProcess(bool mergedChannels);
    /// Starts the API question beside --help (unless its answer is cached or already asked).
    void startApi();
    /// `quark-cli torch-llm-ptq --help` on its own.
    void startHelp(const QString &cachePath);
    /// Both questions in one Python process (QuarkApi::probeAndRunScript).
    void startTogether(const QString &python, const QString &cachePath);
    /// The help text came (@p errors: its stderr when read apart): parses it, then asks the API.
    void helpAnswered(const QByteArray &output, const QByteArray &errors, const ProcessResult &ended,
                      const QString &cachePath);
    /// The API process answered: completes the probe when --help has answered too.
    void apiAnswered();
    void askApi(CliCapabilities caps);
    void finish(const Result<CliCapabilities> &result);
    void stopProcess();
    /// Reads the environment's dist-info on a worker thread (KnownReleases::recognize).
    void recognize(const QString &executable);

    /// The niceness of a confirmation nobody waits for (page 2 already shows the known release).
    static constexpr int kBackgroundNice = 10;
    static void lowerPriority(qint64 pid);
    ToolProcess *m_process = nullptr;    ///< `quark-cli torch-llm-ptq --help`
    ToolProcess *m_apiProcess = nullptr; ///< the Quark API question, run at the same time
    struct ApiAnswer
    {
        QByteArray output, errors;
        QString startError;
    };
    std::optional<ApiAnswer> m_apiAnswer; ///< the API's answer when it came before --help's
    QTimer *m_timer;
    QProcessEnvironment m_environment;
    QString m_cacheDir;
    QString m_knowledgeDir;
    QString m_executable;
    DiskFacts m_facts; ///< of m_executable, read when the probe started
    bool m_wroteCache = false; ///< this probe wrote a cache file: finished() waits for it
    /// The first start of a real quark-cli compiles its C++ kernels: minutes, not seconds.
    int m_timeoutMs = 600'000;
    std::optional<CliCapabilities> m_apiPending; ///< the help's answer while the API is asked
    bool m_background = false; ///< answered from the shipped knowledge: the processes only confirm it
    bool m_pending = false;  ///< a cached answer is queued (no process, but not idle either)
    quint64 m_generation = 0; ///< bumped by every probe() and cancel(): stale queued answers are dropped
};

} // namespace ptq
