#pragma once

#include "pages/checkpointpage.h"

namespace ptq::ui {

/// 4 · Run: Run the approved command, watch it, and verify what it wrote.
class RunPage final : public CheckpointPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPage)

public:
    explicit RunPage(WizardSession *session, QWidget *parent = nullptr);

protected:
    QString checkpointQuestion() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Manifest; }
};

} // namespace ptq::ui
