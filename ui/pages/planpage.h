#pragma once

#include "artifacts/json.h"
#include "pages/checkpointpage.h"
#include "plan/patternpreview.h"
#include "plan/planner.h"

#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace ptq::ui {

/// Page 2: intent controls, the decision table, exclusions and overrides with a live pattern
/// preview, and Checkpoint 2 ("Confirm this plan or change it").
class PlanPage final : public CheckpointPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanPage)

public:
    explicit PlanPage(WizardSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    PlanIntent intent() const;
    const PlanOutcome &outcome() const { return m_outcome; }

protected:
    QString checkpointQuestion() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Plan; }
    void onStateChanged(const WorkspaceState &state) override;

private:
    void setIntent(const PlanIntent &intent);
    void scheduleRecompute();
    void recompute();
    void showOutcome();
    void confirmPlan();
    /// No recompute is pending or running: the outcome shown is the form's.
    bool outcomeIsCurrent() const;
    void loadAnalysis();
    void fillSchemes();
    QTableWidget *makeTable(const QString &name, const QStringList &headers);

    QLabel *m_cliLabel;
    QPushButton *m_detectButton;
    QComboBox *m_scheme;
    QLabel *m_schemeDescription;
    QComboBox *m_target;
    QComboBox *m_priority;
    QCheckBox *m_kvCache;
    QLineEdit *m_algorithms;
    QComboBox *m_dataset;
    QSpinBox *m_samples;
    QSpinBox *m_seqLen;
    QSpinBox *m_batch;
    QComboBox *m_device;
    QComboBox *m_evaluation;
    QCheckBox *m_trustRemoteCode;
    QCheckBox *m_replaceExclusions;
    QCheckBox *m_quantizeEverything;
    QPlainTextEdit *m_exclusions;
    QLabel *m_defaultsLabel;
    QTableWidget *m_overrides;
    QTableWidget *m_decisions;
    QTableWidget *m_preview;
    QLabel *m_previewSummary;
    QLabel *m_problems;
    QLabel *m_proposal = nullptr; ///< a change proposed after a failed run, until the plan is confirmed
    QPushButton *m_confirmButton;
    QTimer *m_debounce;

    Json m_analysis;
    QByteArray m_analysisSha;
    QStringList m_defaultExclusions;
    std::vector<std::string> m_modules;
    QString m_moduleSource;
    PlanOutcome m_outcome;
    PatternPreview m_patternPreview;
    Json m_savedPlan;      ///< the plan on disk, as last read or written
    bool m_applying = false;
    quint64 m_generation = 0;
    quint64 m_shownGeneration = 0; ///< the recompute whose outcome is shown (and would be confirmed)
};

} // namespace ptq::ui
