#pragma once

#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "pages/checkpointpage.h"
#include "workflow/plansession.h"

#include <QHash>

#include <string>
#include <vector>

class QCheckBox;
class QFrame;
class QGridLayout;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QScrollArea;
class QTabWidget;
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
    explicit PlanPage(WorkspaceSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    PlanIntent intent() const;
    const PlanOutcome &outcome() const { return m_outcome; }

protected:
    QString checkpointQuestion() const override;
    ArtifactKind artifactKind() const override { return ArtifactKind::Plan; }
    void onStateChanged(const WorkspaceState &state) override;

private:
    /// The intent's controls: names, items, tooltips, what each one's change shows at once.
    void setUpIntentControls(WorkspaceSession *session);
    /// What's This (Shift+F1) for each control.
    void explainControls();
    /// A change of the intent recomputes the plan (debounced); the recommendation and the threshold follow.
    void connectIntent(WorkspaceSession *session);
    /// The form of the user's intent, in a scroll area (a field reached by Tab is scrolled into view).
    QScrollArea *buildIntentForm();
    /// The exclusions and overrides tab.
    QWidget *buildPatternsTab();
    /// The pattern preview tab: each pattern's effect, and the modules of the selected one.
    QWidget *buildPreviewTab();
    void setIntent(const PlanIntent &intent);
    /// Confirm's state; after a proposed revision, the first time it is enabled it takes the focus.
    void setConfirmEnabled(bool enabled);
    void scheduleRecompute();
    void recompute();
    /// Shows the session's newest build, unless a newer edit is pending; a change to a confirmed
    /// plan withdraws its confirmation (said above the form).
    void showBuild(const PlanBuild &build);
    void showOutcome();
    /// The serve-readiness findings of the shown plan at @p tensorParallelSize, under its field.
    void showServeFindings(int tensorParallelSize);
    void confirmPlan();
    /// No recompute is pending or running: the outcome shown is the form's.
    bool outcomeIsCurrent() const;
    void describeDevice();
    void showCliNote();
    QString choiceText(const QString &decision, const Json &value) const;
    void loadAnalysis();
    void fillSchemes();
    void fillAlgorithms(const QStringList &checked);
    void setIntentTabOrder();
    void updateAlgorithmAvailability();
    void updateSchemeDescription();
    /// Shows the recommendation for the target and priority; @p follow: select it unless the user chose.
    void updateRecommendation(bool follow);
    QComboBox *makeOverrideSchemeCombo(const QString &scheme);
    void addOverrideRow(const QString &pattern, const QString &scheme);
    /// Wraps @p field in an outline that turns red, with its message under it, while a rule refuses it.
    QWidget *markable(const QString &key, QWidget *field);
    void showRefusals();
    QTableWidget *makeTable(const QString &name, const QStringList &headers);
    /// Lists the modules the pattern in the preview's selected row matches (or why it matches none).
    void showPreviewMatches();

    struct FieldMark
    {
        QFrame *frame = nullptr;
        QLabel *message = nullptr;
    };

    QLabel *m_cliLabel;
    QLabel *m_cliDisagreementLabel; ///< quark-cli said otherwise than the knowledge of its release
    QPushButton *m_detectButton;
    QComboBox *m_scheme;
    QLabel *m_schemeDescription;
    QComboBox *m_target;
    QComboBox *m_priority;
    QLabel *m_recommendation;
    QPushButton *m_useRecommendation;
    QCheckBox *m_kvCache;
    QWidget *m_algorithms;
    QGridLayout *m_algorithmsLayout;
    QList<QCheckBox *> m_algorithmBoxes;
    QStringList m_algorithmOrder; ///< checked algorithms in the order they were checked (the plan keeps it)
    QComboBox *m_dataset;
    QSpinBox *m_samples;
    QSpinBox *m_seqLen;
    QSpinBox *m_batch;
    QComboBox *m_device;
    QLabel *m_deviceDescription; ///< the chosen strategy explained, wrapped under the field
    QComboBox *m_evaluation;
    QDoubleSpinBox *m_maxRatio;   ///< the accuracy threshold (quantized/original perplexity)
    bool m_ratioChosen = false;   ///< the user (or a saved plan) set it: it no longer follows the priority
    QSpinBox *m_tensorParallel;   ///< the vLLM tensor-parallel size to serve at
    QLabel *m_serveFindings;      ///< what would make vLLM refuse the export at that size
    QList<ServeFinding> m_findings;
    QCheckBox *m_trustRemoteCode;
    QCheckBox *m_replaceExclusions;
    QCheckBox *m_quantizeEverything;
    QPlainTextEdit *m_exclusions;
    QLabel *m_defaultsLabel;
    QTableWidget *m_overrides;
    QTableWidget *m_decisions;
    QTableWidget *m_preview;
    QLabel *m_previewSummary;
    QLabel *m_previewMatchesTitle = nullptr;        ///< what the selected preview row matched
    QPlainTextEdit *m_previewMatches = nullptr;     ///< its module names
    QLabel *m_problems;
    QLabel *m_proposal = nullptr; ///< a change proposed after a failed run, until the plan is confirmed
    QPushButton *m_confirmButton;
    QTimer *m_debounce;
    QTabWidget *m_tabs = nullptr;
    QHash<QString, FieldMark> m_marks; ///< field key -> its outline and message
    SchemeRecommendation m_recommended;
    bool m_schemeChosen = false; ///< the user (or a saved plan) chose the scheme: it no longer follows the recommendation

    std::optional<AnalysisDocument> m_analysisDoc; ///< the session's analysis as a type, for what the page reads of it
    QStringList m_defaultExclusions;
    PlanOutcome m_outcome;
    PatternPreview m_patternPreview;
    bool m_applying = false;
    bool m_focusConfirm = false; ///< a revision was proposed: Confirm takes the focus once enabled
    quint64 m_shownGeneration = 0; ///< the session's build whose outcome is shown (and would be confirmed)
};

} // namespace ptq::ui
