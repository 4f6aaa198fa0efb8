#pragma once

#include "artifacts/json.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace ptq::ui {

/// What Finish shows: where the accepted model is, its size and verdict, and what to do next
/// (open or copy the folder, quantize again with another scheme, a new job).
class FinishScreen final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FinishScreen)

public:
    explicit FinishScreen(QWidget *parent = nullptr);

    /// Fills the screen from the workspace's run_manifest.yaml (@p document) and its folder.
    void setManifest(const Json &document, const QString &workspace);
    QString outputDir() const { return m_outputDir; }

signals:
    void anotherSchemeRequested();
    void newJobRequested();
    void backToRunRequested();

private:
    QLabel *m_title;
    QLabel *m_summary;
    QLabel *m_path;
    QLabel *m_feedback;
    QPushButton *m_open;
    QPushButton *m_copy;
    QString m_outputDir;
};

} // namespace ptq::ui
