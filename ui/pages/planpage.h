#pragma once

#include "pages/checkpointpage.h"

namespace ptq::ui {

/// 2 · Plan: Turn the confirmed analysis and your intent into quantization decisions.
class PlanPage final : public CheckpointPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanPage)

public:
    explicit PlanPage(WizardSession *session, QWidget *parent = nullptr);

protected:
    QString checkpointQuestion() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Plan; }
};

} // namespace ptq::ui
