#pragma once

#include "pages/checkpointpage.h"

namespace ptq::ui {

/// 3 · Command: Check the environment, build the exact quark-cli command and estimate what it needs.
class CommandPage final : public CheckpointPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CommandPage)

public:
    explicit CommandPage(WizardSession *session, QWidget *parent = nullptr);

protected:
    QString checkpointQuestion() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Manifest; }
};

} // namespace ptq::ui
