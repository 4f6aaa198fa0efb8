#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ptq {

struct ExportChecksOutcome;
struct PublishResult;
struct UploadProposal;

/// After a verified export (and its checks, core/handoff/exportchecks.h): what leads the user on
/// to using the model — the serve record (vLLM's findings on what was really exported at the
/// plan's tensor-parallel size, the `vllm serve` and `lm_eval` commands) and the model card
/// written into the export as README.md. The same for page 4 and for `ptq-studio card` / `eval`.
/// How the hand-off is made: page 4 and `ptq-studio run` use the defaults; `ptq-studio card`
/// can serve at another tensor-parallel size, or print the card without writing it.
struct HandoffOptions
{
    std::optional<int> tensorParallel; ///< unset: the plan's
    bool writeCard = true;             ///< false: the card is rendered (HandoffOutcome::card) but not written
};

/// What one hand-off made.
struct HandoffOutcome
{
    Json manifest;           ///< with outputs.serve, and outputs.model_card when the card was written
    QByteArray card;         ///< README.md as rendered (when a card was asked for or written)
    QString cardPath;        ///< where it was written; empty when not
    QString keptSource;      ///< a README.md that was there, kept under this name; empty when none
    QString license;         ///< from the source's card; empty when unknown
    int tensorParallel = 1;  ///< the size the serve record is for
    QString configProblem;   ///< the export's config.json could not be read: the serve check used the plan
};

class HandoffStep
{
    Q_DECLARE_TR_FUNCTIONS(HandoffStep)

public:
    /// Whether a manifest's run left an export to hand off: succeeded or partial, a verdict that is
    /// not failed, the output on this machine (not on a remote target).
    static bool applies(const Json &manifest);
    /// Whether the export checks approved with the command (steps of kind validate) wait to run on
    /// @p manifest: some are pending and nothing keeps them from running (ExportChecks::notRunnableReason).
    static bool checksPending(const Json &manifest);

    /// The manifest with outputs.serve (from the export's config.json) and, unless
    /// @p writeCard is false, the card written into the export and outputs.model_card recorded.
    /// Reads the export's config.json and the source's README.md, writes README.md: call it off
    /// the UI thread. The caller writes the returned manifest (WorkspaceWriter / saveArtifact).
    static Result<Json> complete(const QString &workspace, const Json &manifest, bool writeCard = true);
    /// complete() with @p options, and everything it made.
    static Result<HandoffOutcome> make(const QString &workspace, const Json &manifest, const HandoffOptions &options);

    /// complete() on the workspace's manifest as it is now, written back: one read-change-write
    /// (hold the workspace lock, or run it on the workspace writer's thread). The manifest as
    /// written, or why not (nothing written).
    static Result<Json> completeIn(const QString &workspace);
    /// completeIn() with @p options (a card that is not written records nothing).
    static Result<HandoffOutcome> makeIn(const QString &workspace, const HandoffOptions &options);
    /// Writes what the export checks found into the workspace's manifest as it is now: their own
    /// steps (kind "validate": status, times, exit code) and outputs.accuracy / outputs.load_check,
    /// nothing else — a record written while they ran (the checksums) stays. Refused, with nothing
    /// written, when the manifest now holds another run than the one checked.
    static Result<Json> recordChecksIn(const QString &workspace, const ExportChecksOutcome &outcome);
    /// The merge itself, for a manifest already read.
    static Result<Json> withChecks(Json current, const ExportChecksOutcome &outcome, const QString &path);
    /// Records a publish attempt (outputs.publish, Publisher::recordPublish) into the workspace's
    /// manifest as it is now: an upload takes minutes, and what was written meanwhile (the
    /// checksums) stays.
    static Result<Json> recordPublishIn(const QString &workspace, const UploadProposal &proposal, const PublishResult &result);
};

} // namespace ptq
