#pragma once

#include "env/envrecipe.h"
#include "env/pipprogress.h"
#include "process/linesplitter.h"
#include "process/secretredactor.h"
#include "process/terminalsanitizer.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QSet>
#include <QString>
#include <QVersionNumber>

#include <functional>
#include <optional>

class QTimer;

namespace ptq {

class ToolProcess;

// The managed Quark environments (issue #20), the part that runs: a registry of the environments
// the app knows, and the service that runs an approved EnvRecipe step by step. Widget-free: the
// setup dialog and `ptq-studio env …` both drive it. Nothing here waits on a process or deletes a
// folder on the calling thread.

/// One managed environment as the registry records it.
struct EnvEntry
{
    enum class State { Ready, Broken, Creating };
    QString name;
    QString path;           ///< the venv's folder (absolute)
    State state = State::Creating;
    QString quark;          ///< amd-quark's version ("0.13"); empty: not known
    QString torch;          ///< with its build tag, as torch.__version__ says ("2.14.1+cpu")
    QString accelerator;    ///< "cpu", "cuda", "rocm": the build the recipe chose
    QString python;         ///< the venv's Python version (pyvenv.cfg: "3.11.7")
    QString createdAt;      ///< ISO 8601, UTC
    QString recipeDigest;   ///< the approved recipe that made (or last repaired) it; the ready marker holds it
    QString log;            ///< the full log of that setup
    /// While Creating: the process that runs the setup, told apart from a later one with the same
    /// PID by its start time (clock ticks after boot, /proc/PID/stat) and the boot's id; and the
    /// process group of the step it runs (0: none yet), which a later start stops when the setup
    /// process is gone (pip's build backends and compilers outlive a killed app otherwise).
    qint64 setupPid = 0;
    quint64 setupStart = 0;
    QString setupBoot;
    qint64 setupGroup = 0;
    quint64 setupGroupStart = 0; ///< the group leader's start time (the step's process)
    friend bool operator==(const EnvEntry &, const EnvEntry &) = default;
};

QString toString(EnvEntry::State state); ///< "ready", "broken", "creating" (stable, for files and JSON)

/// The managed environments the app knows: a JSON file (default AppDataLocation/environments.json),
/// {"schema_version": "1", "environments": [entry, …]}. Every write goes through
/// ArtifactIo::writeAtomically: it fails loudly and leaves the previous file as it was (and this
/// object's entries too). A damaged file is named in load()'s error and kept as it is: nothing
/// is written over it until it is moved away or repaired.
///
/// Ready means ready on disk: entries() reports an entry as Ready only while its folder holds the
/// ready marker (.ptq-ready, written after the last step succeeded) with its recipe digest, as
/// packaging/quark-env.sh does; a folder without it reads as Broken. A Creating entry reads as
/// Creating ("being set up") while a manager of this process runs it (setActive) or while the
/// recorded setup process of another process lives; one left by an app that ended mid-setup
/// reads as Broken, and load() first stops what is left of its step's process group.
///
/// Several processes share the file: every change (upsert, remove, claim) takes its lock (a
/// QLockFile beside it, environments.json.lock), reads the file again, changes that and writes
/// it, so that no change of another process is lost.
class EnvRegistry
{
    Q_DECLARE_TR_FUNCTIONS(EnvRegistry)

public:
    static constexpr const char *kReadyMarker = ".ptq-ready";
    /// QStandardPaths::AppDataLocation + "/environments.json".
    static QString defaultPath();

    explicit EnvRegistry(QString path = defaultPath());
    QString path() const { return m_path; }

    /// Reads the file: missing is no environments; damaged gives an error that names it. A
    /// setup whose process is gone has its step's process group stopped (SIGKILL to the members
    /// that started after the setup) and is recorded Broken.
    Status load();
    bool isDamaged() const { return m_damaged; }
    /// As recorded, with the state as the disk says (see the class comment).
    QList<EnvEntry> entries() const;
    std::optional<EnvEntry> find(const QString &name) const;
    std::optional<EnvEntry> findByPath(const QString &path) const;
    /// Adds or replaces (by name) and writes the file; on failure nothing changes.
    Status upsert(const EnvEntry &entry);
    /// Unregisters and writes the file; on failure nothing changes. With @p refuseBusy, refused
    /// (Locked) while the environment is being set up (here or by another process).
    Status remove(const QString &name, bool refuseBusy = false);
    /// Records @p entry (Creating, with this process as its setup process) as the one setup of its
    /// folder, checked and written under the lock, so that of two setups of one folder only one
    /// starts. @p create: the name and the folder must be unregistered and the folder absent or
    /// empty; else (a repair) the folder must be registered under the entry's name and not being
    /// set up.
    /// @p entry gets this process's setup fields.
    Status claim(EnvEntry &entry, bool create);
    /// What claim() would refuse, by what was last read (a first check before anything is made).
    Status claimProblem(const EnvEntry &entry, bool create) const;
    /// Whether @p entry is being set up right now, by this process or another one.
    bool beingSetUp(const EnvEntry &entry) const;

    /// Whether @p dir holds the ready marker with @p digest.
    static bool markerMatches(const QString &dir, const QString &digest);
    /// The state entries() reports for @p entry.
    EnvEntry::State effectiveState(const EnvEntry &entry) const;
    void setActive(const QString &name, bool active);

private:
    Status read();
    Status modify(const std::function<Status(QList<EnvEntry> &)> &change);
    Status save(const QList<EnvEntry> &entries);
    void stopOrphans();
    QString busyMessage(const EnvEntry &entry) const;

    QString m_path;
    QList<EnvEntry> m_entries;
    bool m_damaged = false;
    QString m_damage;
};

/// How an approved setup (or repair) ended.
struct EnvResult
{
    enum class Outcome { Succeeded, Failed, Cancelled };
    Outcome outcome = Outcome::Failed;
    QString name;
    QString path;
    int failedStep = -1;          ///< index into the recipe's steps; -1: none (or after the last)
    PipProgress::Error error;     ///< pip's classified failure; for other steps kind Other with the message
    QString logPath;              ///< the full log, kept whatever the outcome
    std::optional<EnvEntry> entry; ///< the registered entry after the end; none when unregistered
    qint64 elapsedMs = 0;
};

QString toString(EnvResult::Outcome outcome); ///< "succeeded", "failed", "cancelled"

/// Runs an approved EnvRecipe: start() refuses unless the approval's digest is the recipe's own
/// (EnvRecipe::digest(): the exact programs, argv, environments and inputs shown). The steps run
/// one by one with ToolProcess (an argv, never a shell; each step's env on top of the inherited one;
/// its input, if any, written to standard input, then end of file), in their own process
/// group, so that Cancel (SIGTERM, SIGKILL after the grace) stops pip with whatever it started.
/// pip's output (stdout and stderr merged) goes through PipProgress; every step's output is
/// sanitised and redacted into the log file and logText().
///
/// Create (the recipe starts with CreateVenv): the target folder must be absent or empty; the
/// entry is registered as Creating first, and becomes Ready only after the last step and the
/// ready marker. A failed create is kept, registered as Broken (repair or remove it); a cancelled
/// one is unregistered and its folder deleted (off this thread); were the deletion to fail, it
/// stays registered as Broken. The log lies in the target's parent, <name>-setup-<time>.log.
/// Repair (any other recipe, see EnvRecipeBuilder::repair): on a registered environment; its
/// marker is removed first, so that an interrupted repair reads as Broken; the log lies in the
/// environment, ptq-repair-<time>.log; failed or cancelled, the entry is Broken.
///
/// pip's --progress-bar: the recipe says it, never this class (changing an argv after approval
/// would run commands nobody approved). Before the recipe is shown, probePip() names the pip a
/// new venv gets (ensurepip.version(); 23.2.1 for Python 3.11.7) or an environment has, and
/// EnvRecipeBuilder::withProgressBar() adds `--progress-bar raw` where that pip has it
/// (>= 24.1; older ones exit 2 with "invalid choice: 'raw'"). pip is not upgraded first: that
/// would install a pip the lock does not name, from the network, into every environment. Without
/// raw, a download's bytes are known only when it ends, so the stall threshold (default 120 s)
/// is set above what one large wheel takes on a slow link, and stalled() says how long it has
/// been quiet, with the phase and file in the last progress().
class EnvManager final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvManager)

public:
    /// @p registry is not owned and must outlive the manager.
    explicit EnvManager(EnvRegistry *registry, QObject *parent = nullptr);
    ~EnvManager() override;

    void setStallThresholdMs(int ms) { m_stallMs = ms; }
    int stallThresholdMs() const { return m_stallMs; }
    void setGraceMs(int ms) { m_graceMs = ms; }
    /// The environment the steps inherit (default: this process's).
    void setBaseEnvironment(const QProcessEnvironment &env) { m_baseEnv = env; }

    /// Starts the approved @p recipe. @p name names a new environment (default: the folder's
    /// name); a repair takes the registered name of its folder. Refused (nothing runs, nothing
    /// is written) when the digests differ, the recipe is invalid, a setup runs, the name or the
    /// folder is taken, or the registry or the log cannot be written.
    Status start(const EnvRecipe &recipe, const QByteArray &approvedDigest, const QString &name = {});
    /// Stops the running step (SIGTERM to its group, SIGKILL after the grace); finished() says
    /// Cancelled once it is stopped and cleaned up.
    void cancel();
    bool isRunning() const { return m_running; }
    int currentStep() const { return m_step; }
    QString logPath() const { return m_logPath; }

    /// Unregisters @p name, then deletes its folder off this thread (only a folder that is a
    /// venv, with pyvenv.cfg, or empty: a registry naming another folder never deletes it);
    /// removed() tells the end. Refused while that environment is being set up.
    Status remove(const QString &name);
    /// `<dir>/bin/python -m pip list --format=json`, async: packagesListed() gives name → version
    /// (EnvRecipeBuilder::repair's input).
    void listPackages(const QString &dir);
    /// The pip a new venv of @p python gets (ensurepip.version()), or with @p existingEnv the pip
    /// of the environment whose python it is (`-m pip --version`), then pip's settings (`pip
    /// config list`), async: pipSettingsProbed(), then pipProbed().
    void probePip(const QString &python, bool existingEnv = false);

signals:
    void stepStarted(int index);
    void progress(const ptq::PipProgress::State &state);
    /// Lines of output as the log file gets them (sanitised, redacted), with their line ends.
    void logText(const QString &text);
    /// A downloading step said nothing meaningful for @p quietMs (>= the threshold); repeats
    /// while it stays quiet.
    void stalled(qint64 quietMs);
    void finished(const ptq::EnvResult &result);
    void removed(const QString &name, const ptq::Status &status);
    void packagesListed(const QString &dir, const ptq::Result<QMap<QString, QString>> &packages);
    /// pip's settings (`pip config list`), which uv is handed; none: not read (the message says
    /// why). Comes just before pipProbed() of the same probe.
    void pipSettingsProbed(const QString &python, const std::optional<ptq::PipSettings> &settings, const QString &message);
    /// An empty version: it could not be told (the message says why).
    void pipProbed(const QString &python, const QVersionNumber &version, const QString &message);

private:
    void runStep(int index);
    void onOutput(const QByteArray &bytes);
    void onStepEnded(int exitCode, bool crashed, const QString &startError);
    void takeLines(const QByteArray &clean, bool flush);
    void writeLog(const QString &text);
    void succeed();
    void fail(int step, PipProgress::Error error);
    void finishCancelled();
    void complete(EnvResult result);
    void checkStall();
    /// Runs a short read-only command (no approval needed: it changes nothing) and calls back
    /// with its exit code (-1: did not start or was killed after @p timeoutMs) and merged output.
    void runQuiet(const QString &program, const QStringList &args, int timeoutMs,
                  std::function<void(int, QByteArray)> done);

    EnvRegistry *m_registry;
    QProcessEnvironment m_baseEnv;
    int m_stallMs = 120'000;
    int m_graceMs = 10'000;

    // The setup in progress.
    bool m_running = false;
    bool m_cancelled = false;
    bool m_create = false;
    EnvRecipe m_recipe;
    EnvEntry m_entry;
    std::optional<EnvEntry> m_before; ///< a repaired environment's entry as it was
    int m_step = -1;
    QPointer<ToolProcess> m_process;
    QTimer *m_stallTimer = nullptr;
    qint64 m_group = 0;
    QElapsedTimer m_clock;
    QElapsedTimer m_quiet;
    quint64 m_lastActivity = 0;
    std::optional<PipProgress> m_pip;
    SecretRedactor m_redactor;
    TerminalSanitizer m_sanitizer;
    LineSplitter m_splitter;
    QString m_stepText; ///< the current step's output (its end), for the torch version and failures
    QString m_heldProgress;          ///< the newest raw progress line not yet logged
    QElapsedTimer m_progressLogged;  ///< since a raw progress line was last logged
    QString m_logPath;
    QFile m_log;
    bool m_logFailed = false;
};

} // namespace ptq
