#pragma once

#include "artifacts/workspace.h"

#include <QCoreApplication>
#include <QString>

namespace ptq {

/// The workflow's rules over a workspace's three artifacts: which checkpoints are confirmed,
/// what is stale because something it was built from changed, whether the approval still holds,
/// and where the wizard resumes. Pages, headless commands and the run gate all ask it.
class WorkspaceInspector
{
    Q_DECLARE_TR_FUNCTIONS(WorkspaceInspector)

public:
    /// Reads the workspace's artifacts (small files, but files: off the UI thread).
    static WorkspaceState inspect(const QString &root);
};

} // namespace ptq
