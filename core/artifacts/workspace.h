#pragma once

#include "artifacts/artifactio.h"
#include "artifacts/artifactkind.h"
#include "artifacts/runmanifest.h"
#include "result.h"

#include <QCoreApplication>
#include <QDebug>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QLockFile;

namespace ptq {

/// The four stops of the workflow; each wizard page ends at one.
enum class Checkpoint { ModelAnalysis = 0, QuantPlan = 1, ExecutionApproval = 2, ResultAcceptance = 3 };

/// `model-analysis`, `quant-plan`, `execution-approval`, `result-acceptance`.
QString checkpointId(Checkpoint checkpoint);

enum class ArtifactState {
    Missing,     ///< no file
    Unreadable,  ///< cannot be read or parsed (the detail says why)
    Invalid,     ///< parsed but breaks the upstream contract
    Unconfirmed, ///< valid but its checkpoint is not confirmed (or it lacks what we need to trust it)
    Stale,       ///< built from an upstream artifact that has changed since
    Ready,       ///< valid, confirmed and current
};

QString artifactStateName(ArtifactState state);

struct ArtifactStatus
{
    ArtifactKind kind = ArtifactKind::Analysis;
    ArtifactState state = ArtifactState::Missing;
    QString path;
    QString detail;        ///< a sentence for people; empty when Ready
    QByteArray sha256;     ///< of the file's bytes, when it could be read
    bool upstreamOnly = false; ///< valid for the upstream contract only (written by another tool)

    bool ready() const { return state == ArtifactState::Ready; }
    friend bool operator==(const ArtifactStatus &, const ArtifactStatus &) = default;
};
QDebug operator<<(QDebug debug, const ArtifactStatus &status);

inline ArtifactStatus statusFor(ArtifactKind kind)
{
    ArtifactStatus status;
    status.kind = kind;
    return status;
}

/// What a workspace holds and where the wizard resumes (decided by core/workflow's WorkspaceInspector).
struct WorkspaceState
{
    QString root;
    ArtifactStatus analysis = statusFor(ArtifactKind::Analysis);
    ArtifactStatus plan = statusFor(ArtifactKind::Plan);
    ArtifactStatus manifest = statusFor(ArtifactKind::Manifest);
    bool resultAccepted = false;
    bool resultDeclined = false; ///< Checkpoint 4 answered no (declined, with a reason)
    /// How the manifest's run ended, when it has (succeeded, failed, cancelled, partial,
    /// interrupted); empty before a run of this manifest, and while one is going.
    std::optional<RunStatus> lastRun;
    /// The earliest checkpoint whose artifact is missing, unreadable, invalid, unconfirmed or
    /// stale; ResultAcceptance when all three are ready.
    Checkpoint resumeAt = Checkpoint::ModelAnalysis;

    const ArtifactStatus &status(ArtifactKind kind) const;
    bool isConfirmed(Checkpoint checkpoint) const;
    friend bool operator==(const WorkspaceState &, const WorkspaceState &) = default;
};
QDebug operator<<(QDebug debug, const WorkspaceState &state);

/// A folder that holds one quantization job:
///   model_analysis.json, quant_plan.json, run_manifest.yaml  the three artifacts
///   logs/      full raw logs of every run
///   history/   earlier manifests, one per run
///   .ptq-studio.lock  held while an instance of the app drives the workspace
class Workspace
{
    Q_DECLARE_TR_FUNCTIONS(Workspace)

public:
    enum class OpenMode { Existing, CreateIfMissing };

    static QString lockFileName();

    /// Resolves @p dir to an absolute path and checks it is a usable folder. Does not lock.
    static Result<Workspace> open(const QString &dir, OpenMode mode = OpenMode::Existing);

    Workspace(Workspace &&) noexcept;
    Workspace &operator=(Workspace &&) noexcept;
    ~Workspace();

    QString root() const { return m_root; }
    QString artifactPath(ArtifactKind kind) const;
    QString logsDir() const;
    QString historyDir() const;

    /// Takes the workspace for this process. Fails with a message naming the other process
    /// when another instance holds it, or naming the folder when it is read-only.
    Status lock();
    bool isLocked() const;
    void unlock();

    /// Creates logs/ and history/.
    Status ensureLayout() const;

    /// Validates against our schema and writes the artifact atomically.
    Status saveArtifact(ArtifactKind kind, const Json &document) const { return saveArtifact(m_root, kind, document); }
    /// The same for a workspace known by its folder (safe to call from a worker thread).
    static Status saveArtifact(const QString &root, ArtifactKind kind, const Json &document);

    /// Loads and validates one artifact for @p status (its path and kind set): fills its state
    /// (missing, unreadable, invalid, upstream-only), detail and sha256, and returns the document
    /// when it is valid. The workflow's rules (core/workflow/workspacestate) decide the rest.
    static std::optional<LoadedDocument> readForStatus(ArtifactStatus &status);

private:
    explicit Workspace(QString root);

    QString m_root;
    std::unique_ptr<QLockFile> m_lock;
    std::optional<QPair<quint64, quint64>> m_lockId; ///< device and inode of the folder locked
};

} // namespace ptq
