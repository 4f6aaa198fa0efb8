#pragma once

#include "artifacts/workspace.h"
#include "run/runticket.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ptq {

/// Why the gate refused to start a run. Each has its own id (gateRefusalId) and message.
enum class GateRefusal {
    None,
    ManifestUnusable,    ///< missing, unreadable or breaking its schema
    NotApproved,         ///< the command was never approved
    TokenMismatch,       ///< the token given is not the approval's
    ApprovalVoid,        ///< what the approval binds changed (argv, env, output folder, inputs, workspace)
    WorkspaceMoved,      ///< the manifest was made for another workspace folder
    DataCacheChanged,    ///< HF_HOME, a datasets cache or an offline switch differs from what was checked
    InputsChanged,       ///< the analysis or plan on disk is not the one the command was built from
    AnalysisUnconfirmed, ///< Checkpoint 1 is not (or no longer) confirmed
    PlanUnconfirmed,     ///< Checkpoint 2 is not (or no longer) confirmed
    Blocked,             ///< a blocking finding or blocked_by entry
    QuarkCliNotAbsolute, ///< argv[0] is a bare name: PATH would decide what runs
    QuarkCliMissing,     ///< argv[0] is not an executable file (any more)
    RemoteCode,          ///< the command would run repository code that the plan does not accept
    OutputDir,           ///< a destination rule fails now (on canonical paths)
    StillRunning,        ///< another live process runs this approval
    Interrupted,         ///< its last run died without recording an end (now recorded as interrupted)
    AlreadyRun,          ///< this approval was used by a run that ended: approve again to run again
    StartFailed,         ///< every rule passed, but the output folder, the log or the manifest could not be written
};

/// `not-approved`, `approval-void`, `output-dir`, … (stable, for scripts and tests).
QString gateRefusalId(GateRefusal refusal);

struct GateDecision
{
    GateRefusal refusal = GateRefusal::None;
    QString message; ///< names the manifest or the path concerned; empty when allowed
    std::optional<RunTicket> ticket;

    bool allowed() const { return refusal == GateRefusal::None && ticket.has_value(); }
};

/// The execution gate, whole: re-reads the workspace and re-evaluates, at run time, every rule that
/// can refuse the command. Call it with the workspace locked (the recorded "interrupted" is a
/// write). Reads files: not on the UI thread for large workspaces (it reads three small files).
class RunGate
{
    Q_DECLARE_TR_FUNCTIONS(RunGate)

public:
    static GateDecision check(const QString &workspace, const QByteArray &token);

    /// Whether @p pid on @p host is alive (false for another host: it cannot be asked).
    static bool isAlive(const QString &host, qint64 pid);
};

} // namespace ptq
