#pragma once

#include "workflow/workspacewriter.h"

#include "artifacts/workspace.h"
#include "command/environment.h"
#include "plan/quarkcliprobe.h"
#include "host/gpumonitor.h"
#include "workflow/commandsession.h"
#include "workflow/plansession.h"
#include "workflow/runsession.h"
#include "workflow/intakeservice.h"
#include "workflow/workspacewatcher.h"

#include <functional>

#include <QObject>
#include <QThreadPool>

#include <optional>

template <typename T>
class QFutureWatcher;

namespace ptq {

/// The state every wizard page shares: the open (locked) workspace and what is in it.
/// Pages read it in initializePage() and react to stateChanged(); they never reach into
/// each other. Inspecting the workspace reads and hashes files, so it runs on a worker thread.
class WorkspaceSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceSession)

public:
    explicit WorkspaceSession(QObject *parent = nullptr);
    ~WorkspaceSession() override;

    /// Takes an already locked workspace and starts inspecting it.
    void setWorkspace(Workspace workspace);
    bool hasWorkspace() const { return m_workspace.has_value(); }
    const Workspace &workspace() const { return *m_workspace; }
    const WorkspaceState &state() const { return m_state; }
    bool isRefreshing() const;

    /// Re-reads the workspace in the background; stateChanged() follows.
    void refresh();

    /// Validates and writes an artifact on a worker thread, then refreshes. @p done runs on
    /// @p context's thread unless @p context is gone. Writes happen one at a time, in the
    /// order they were asked for: a later write (an approval) is never overtaken by an
    /// earlier one still validating (the pending manifest it approves).
    void saveArtifact(ArtifactKind kind, const Json &document, QObject *context, std::function<void(Status)> done);
    /// Reads an artifact on a worker thread.
    void loadArtifact(ArtifactKind kind, QObject *context, std::function<void(Result<LoadedDocument>)> done);

    /// A model for page 1 to offer (the bundled example after "Try with the bundled example").
    void setSuggestedModel(const QString &source);
    QString suggestedModel() const { return m_suggestedModel; }

    /// Step 1's service; its session token lives in memory only.
    IntakeService *intake() const { return m_intake; }

    /// What the quark-cli in use accepts; the newest catalog until detectQuarkCli() answers.
    const CliCapabilities &cliCapabilities() const { return m_cli; }
    QString cliNote() const { return m_cliNote; }
    /// The Quark API probe's failure says more than its one-line summary in cliNote().
    bool cliApiErrorHasDetails() const { return apiErrorHasDetails(m_cli.apiError); }
    /// Whether @p apiError (a failed Quark API probe's whole answer) says more than its one-line
    /// summary: then the summary is shown with a way to read the whole of it.
    static bool apiErrorHasDetails(const QString &apiError);
    bool isDetectingQuarkCli() const { return m_probe->isRunning(); }
    /// The capabilities on show come from PTQ Studio's knowledge of the installed amd-quark
    /// release; quark-cli is still being asked to confirm them.
    bool isConfirmingKnownRelease() const { return m_known.has_value(); }
    /// One line when quark-cli answered differently from the knowledge of its release (its
    /// answer is the one used), naming what differs; empty otherwise.
    QString cliDisagreement() const { return m_cliDisagreement; }
    /// Where the knowledge of amd-quark releases is read from (default: the compiled-in one).
    void setQuarkKnowledgeDir(const QString &dir) { m_probe->setKnowledgeDir(dir); }
    /// Finds quark-cli (PATH, or @p executable) and asks its --help in the background.
    void detectQuarkCli(const QString &executable = QString());
    /// Looks for the quark-cli of the Python environment @p pythonPrefix (empty: PATH) on a pool
    /// thread — the prefix may be on a slow or hung mount, never looked at on the caller's — and
    /// asks it (detectQuarkCli) when one is there and it is not the one in use.
    void detectQuarkCliOf(const QString &pythonPrefix);

    /// Step 3's read-only environment check.
    EnvironmentProbe *environmentProbe() const { return m_environmentProbe; }
    /// Why a CPU-only plan cannot run on this machine, by the environment check's last answer
    /// (empty: it can, or the check has not answered).
    QString cpuPlanCannotRun() const;
    /// Starts page 2's and page 3's probes (quark-cli's --help and API, the environment) in the
    /// background for @p pythonPrefix (empty: PATH), so that they have answered, or are close to
    /// it, when the user gets there. Both answer from their caches while nothing changed.
    void prewarmProbes(const QString &pythonPrefix);
    /// The Python environment a quark-cli belongs to: `<prefix>` for `<prefix>/bin/quark-cli`
    /// beside `<prefix>/bin/python`; empty when it is not in such an environment.
    static QString pythonPrefixOfCli(const QString &cli);
    /// The environment a workspace's command was built with, else the one its plan was checked
    /// against; empty for PATH. Reads the artifacts: off the UI thread.
    static QString workspacePythonPrefix(const QString &root);

    /// Step 2's session: the plan's analysis, its build and its confirmation. Its workspace follows
    /// setWorkspace().
    PlanSession *plan() const { return m_plan; }
    /// Step 3's session: the command's inputs, its build and its approval. Its workspace follows
    /// setWorkspace().
    CommandSession *command() const { return m_command; }
    /// Step 4's session: the visit, the run, acceptance. Its workspace follows setWorkspace().
    RunSession *run() const { return m_run; }
    /// The workspace's artifact writer (its writeFailed() is shown by the main window).
    WorkspaceWriter *writer() const { return m_writer; }

signals:
    void workspaceChanged(const QString &root);
    void suggestedModelChanged(const QString &source);
    void cliCapabilitiesChanged();
    void stateChanged(const ptq::WorkspaceState &state);

private:
    void onInspected();
    bool m_prewarmPending = false;

    IntakeService *m_intake;
    QuarkCliProbe *m_probe;
    EnvironmentProbe *m_environmentProbe;
    CliCapabilities m_cli = QuarkCatalog::newest();
    QString m_cliNote;
    std::optional<CliCapabilities> m_known; ///< the knowledge's answer, until quark-cli's own arrives
    QString m_cliDisagreement;
    std::optional<Workspace> m_workspace;
    QString m_suggestedModel;
    WorkspaceState m_state;
    QFutureWatcher<WorkspaceState> *m_watcher = nullptr;
    WorkspaceWriter *m_writer; ///< every artifact write: ordered, off this thread, failures announced
    RunSession *m_run;
    CommandSession *m_command;
    PlanSession *m_plan;
    WorkspaceWatcher *m_files; ///< the artifacts changed on disk by anyone: the state is read again
    bool m_refreshAgain = false;
};

} // namespace ptq
