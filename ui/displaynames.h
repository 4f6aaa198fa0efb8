#pragma once

#include "artifacts/runmanifest.h"

#include <QCoreApplication>
#include <QString>

namespace ptq::ui {

/// The statuses and verdicts the artifacts store in English, as the interface shows them: in its
/// language. The stored text never changes; only what is shown does.
class DisplayNames
{
    Q_DECLARE_TR_FUNCTIONS(DisplayNames)

public:
    static QString of(RunStatus status);
    static QString of(Verdict verdict);
    static QString of(CheckpointStatus status);
    static QString of(ApprovalStatus status);
    /// A stored name (e.g. "succeeded", "partial") shown in the interface's language; an unknown
    /// name is shown as it is.
    static QString ofStoredStatus(const QString &stored);
    /// The output verifier's check ids ("output-folder", "tensor-dtypes", …) in words; an unknown
    /// id is shown as it is.
    static QString ofCheck(const QString &id);
};

} // namespace ptq::ui
