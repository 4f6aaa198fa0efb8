#pragma once

#include "pages/checkpointpage.h"

namespace ptq::ui {

/// 1 · Model: Read the model's configuration files and analyse them. No weights are downloaded.
class ModelPage final : public CheckpointPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelPage)

public:
    explicit ModelPage(WizardSession *session, QWidget *parent = nullptr);

protected:
    QString checkpointQuestion() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Analysis; }
};

} // namespace ptq::ui
