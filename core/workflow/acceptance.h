#pragma once

#include "artifacts/json.h"
#include "result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace ptq {

class RunManifest;

/// Checkpoint 4, result acceptance: the user accepts the verified output, or declines it with a
/// reason. The same rules for page 4 and for `ptq-studio accept` / `reject`.
class Acceptance
{
    Q_DECLARE_TR_FUNCTIONS(Acceptance)

public:
    /// The manifest with result-acceptance "accepted". Refused unless the run ended succeeded or
    /// partial, its output was verified, and the approval it ran under is intact. A result declined
    /// before keeps that reason in the note ("Declined before: …").
    static Result<Json> accept(Json manifest, const QDateTime &now = QDateTime::currentDateTimeUtc());
    /// The manifest with result-acceptance "declined" and @p reason kept as its note. Refused
    /// before a run ended, or without a reason.
    static Result<Json> reject(Json manifest, const QString &reason, const QDateTime &now = QDateTime::currentDateTimeUtc());
    /// Whether a result is there to accept (the reason when not).
    static Status canAccept(const Json &manifest);
    /// Whether @p manifest records a result that waits for the user's decision: its run ended
    /// succeeded or partial and the result is neither accepted nor declined. The next command's
    /// manifest would replace that record (the run stays in history/), and with it the only way
    /// to accept the result: building over it takes the user's word (CommandSession::replaceUndecided).
    static bool awaitsDecision(const RunManifest &manifest);

    /// Reads, decides and writes the workspace's manifest in one step (hold the workspace lock);
    /// the manifest as written, or why not (nothing written). RunSession runs them on the
    /// workspace writer's thread.
    static Result<Json> acceptIn(const QString &workspace);
    static Result<Json> rejectIn(const QString &workspace, const QString &reason);
};

} // namespace ptq
