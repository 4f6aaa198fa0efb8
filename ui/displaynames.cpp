#include "displaynames.h"

namespace ptq::ui {

QString DisplayNames::of(RunStatus status)
{
    switch (status) {
    case RunStatus::Pending: return tr("not run yet");
    case RunStatus::Running: return tr("running");
    case RunStatus::Succeeded: return tr("succeeded");
    case RunStatus::Failed: return tr("failed");
    case RunStatus::Cancelled: return tr("cancelled");
    case RunStatus::Partial: return tr("partly done");
    case RunStatus::Interrupted: return tr("interrupted");
    }
    return statusName(status);
}

QString DisplayNames::of(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Complete: return tr("complete");
    case Verdict::Partial: return tr("incomplete");
    case Verdict::Failed: return tr("failed");
    }
    return verdictName(verdict);
}

QString DisplayNames::of(CheckpointStatus status)
{
    switch (status) {
    case CheckpointStatus::Pending: return tr("waiting");
    case CheckpointStatus::Confirmed: return tr("confirmed");
    case CheckpointStatus::Approved: return tr("approved");
    case CheckpointStatus::Accepted: return tr("accepted");
    case CheckpointStatus::Declined: return tr("declined");
    case CheckpointStatus::Voided: return tr("voided");
    }
    return statusName(status);
}

QString DisplayNames::of(ApprovalStatus status)
{
    switch (status) {
    case ApprovalStatus::Pending: return tr("not approved yet");
    case ApprovalStatus::Approved: return tr("approved");
    case ApprovalStatus::Voided: return tr("voided");
    }
    return statusName(status);
}

QString DisplayNames::ofStoredStatus(const QString &stored)
{
    if (const std::optional<RunStatus> run = parseRunStatus(stored))
        return of(*run);
    if (const std::optional<Verdict> verdict = parseVerdict(stored))
        return of(*verdict);
    return stored;
}

} // namespace ptq::ui
