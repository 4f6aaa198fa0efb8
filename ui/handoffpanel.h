#pragma once

#include "artifacts/json.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace ptq::ui {

/// Page 4's "Use the model" part: what tells a user whether the export is a model to use, and how
/// (issue #35) — the accuracy verdict against the original, the load check, the `vllm serve` and
/// `lm_eval` commands with the findings on serving at the plan's tensor-parallel size, the model
/// card written into the export, and "Publish to the Hub…". It shows what run_manifest.yaml
/// records; the page decides when the checks run and writes the manifest.
class HandoffPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HandoffPanel)

public:
    explicit HandoffPanel(QWidget *parent = nullptr);

    /// Shows @p manifest's outputs.accuracy, outputs.load_check, outputs.serve and
    /// outputs.model_card; @p accepted enables publishing.
    void showManifest(const Json &manifest, bool accepted);
    /// While a new run goes: nothing of an earlier run is shown, and nothing can be published.
    void showWaiting();
    /// While the export checks run: which one, in words (empty: none runs).
    void setChecksRunning(const QString &description);
    /// The export checks were approved but have not run (a workspace opened later): offers them.
    void offerChecks(bool offer, const QString &why = {});
    /// The card's text (README.md, read by the page off the UI thread).
    void showCard(const QByteArray &markdown, const QString &path);
    void showCardError(const QString &message);
    /// A verified export without a card (a workspace opened later): offers to write it.
    void offerCard(bool offer);

    /// One line for Checkpoint 4's question: the verdict and the load check in words (empty when
    /// neither was asked).
    static QString verdictSentence(const Json &manifest);

signals:
    void runChecksRequested();
    void publishRequested();
    void writeCardRequested();

private:
    QLabel *m_accuracy;
    QLabel *m_loadCheck;
    QLabel *m_serveFindings;
    QLineEdit *m_vllm;
    QLineEdit *m_lmEval;
    QPushButton *m_copyVllm;
    QPushButton *m_copyLmEval;
    QPushButton *m_runChecks;
    QPushButton *m_publish;
    QPushButton *m_openCard;
    QPushButton *m_writeCard;
    QTextBrowser *m_card;
    QString m_cardPath;
};

} // namespace ptq::ui
