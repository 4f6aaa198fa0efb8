#include "displaynames.h"

#include <QHash>

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

QString DisplayNames::ofCheck(const QString &id)
{
    static const QHash<QString, const char *> names = {
        {QStringLiteral("output-folder"), QT_TR_NOOP("Output folder")},
        {QStringLiteral("config"), QT_TR_NOOP("Quantization config")},
        {QStringLiteral("scheme"), QT_TR_NOOP("Scheme")},
        {QStringLiteral("exclusions"), QT_TR_NOOP("Exclusions")},
        {QStringLiteral("excluded-modules"), QT_TR_NOOP("Excluded modules")},
        {QStringLiteral("overrides"), QT_TR_NOOP("Layer overrides")},
        {QStringLiteral("kv-cache"), QT_TR_NOOP("KV cache")},
        {QStringLiteral("kv-scales"), QT_TR_NOOP("KV-cache scales")},
        {QStringLiteral("index"), QT_TR_NOOP("Shard index")},
        {QStringLiteral("shards"), QT_TR_NOOP("Shards")},
        {QStringLiteral("size"), QT_TR_NOOP("Size")},
        {QStringLiteral("tensor-dtypes"), QT_TR_NOOP("Weight types")},
        {QStringLiteral("quantized-tensors"), QT_TR_NOOP("Quantized tensors")},
        {QStringLiteral("special-files"), QT_TR_NOOP("Non-regular files")},
        {QStringLiteral("tokenizer"), QT_TR_NOOP("Tokenizer")},
        {QStringLiteral("generation-config"), QT_TR_NOOP("Generation config")},
        {QStringLiteral("loadability"), QT_TR_NOOP("Known to load in transformers")},
    };
    const auto it = names.constFind(id);
    return it == names.cend() ? id : tr(*it);
}

} // namespace ptq::ui
