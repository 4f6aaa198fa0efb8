#pragma once

#include "artifacts/json.h"
#include "pages/checkpointpage.h"
#include "result.h"

#include <QPointer>

class QCheckBox;
class QComboBox;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTextBrowser;

namespace ptq {
struct ModelAnalysis;
struct AnalysisCorrections;
}

namespace ptq::ui {

/// Page 1: a repo id or a folder in, a readable analysis out, and Checkpoint 1
/// ("Is this model analysis correct?") with the user's corrections recorded.
class ModelPage final : public CheckpointPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelPage)

public:
    explicit ModelPage(WorkspaceSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    /// Checkpoint 1 confirmed, with no change of the corrections waiting to be recorded.
    bool isComplete() const override;
    /// The analysis shown (empty when none).
    const Json &analysis() const { return m_analysis; }

protected:
    QString checkpointQuestion() const override;
    QString confirmedDetail() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Analysis; }
    void onStateChanged(const WorkspaceState &state) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// What's This (Shift+F1) for each control.
    void explainControls();
    void startAnalysis();
    void cancelAnalysis();
    void onAnalysisFinished(const Result<ModelAnalysis> &result);
    void confirmAnalysis();
    /// The corrections as the form shows them.
    AnalysisCorrections formCorrections() const;
    /// Enabled and worded for what confirming would do now (first, again with a change, nothing);
    /// a change not recorded yet holds Next (it would be lost).
    void updateConfirmButton();
    void showAnalysis(const Json &analysis);
    void setBusy(bool busy, const QString &message = QString());
    void showError(const QString &message);
    /// "Analysis written", naming the high risks when there are some.
    void showWrittenStatus();
    void updateTokenStatus();
    void rememberModel(const QString &source);
    void browse();
    void offerSuggestedModel(const QString &source, bool asked = false);

    QComboBox *m_sourceCombo;
    QPushButton *m_browseButton;
    QLineEdit *m_revisionEdit;
    QLabel *m_tokenStatusLabel;
    QLineEdit *m_tokenEdit;
    QPushButton *m_analyzeButton;
    QPushButton *m_cancelButton;
    QProgressBar *m_busyBar;
    QLabel *m_statusLabel;
    QTextBrowser *m_summary;
    QTextBrowser *m_risks;
    QComboBox *m_modelTypeCombo;
    QCheckBox *m_trustRemoteCodeCheck;
    QLineEdit *m_notesEdit;
    QPushButton *m_confirmButton;
    Json m_analysis;
    QByteArray m_loadedSha;
    QString m_shownRoot; ///< the workspace the page shows: another one starts from an empty page
    bool m_changePending = false; ///< a correction of the confirmed analysis not recorded yet
    /// The field Enter analysed from: it gets the focus back when the analysis ends.
    QPointer<QWidget> m_returnFocusTo;
};

/// HTML for the analysis summary (facts, signals, counts with their method, exclusions).
QString analysisSummaryHtml(const Json &analysis);
/// HTML for the risk list, most severe first, each with what to do about it.
QString risksHtml(const Json &analysis);

} // namespace ptq::ui
