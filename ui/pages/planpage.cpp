#include "pages/planpage.h"

#include "workflow/planstep.h"

#include "background.h"
#include "wizardsession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QWizard>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

QString jsonText(const Json &value)
{
    if (value.is_null())
        return PlanPage::tr("none");
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_array()) {
        QStringList parts;
        for (const Json &v : value)
            parts.append(jsonText(v));
        return parts.join(u", "_s);
    }
    if (value.is_object()) {
        QStringList parts;
        for (const auto &[k, v] : value.items())
            parts.append(QString::fromStdString(k) + u" → "_s + jsonText(v));
        return parts.join(u", "_s);
    }
    return QString::fromStdString(value.dump());
}

QSpinBox *spin(QWidget *parent, const QString &name, int min, int max)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(min, max);
    return box;
}

} // namespace

PlanPage::PlanPage(WizardSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::QuantPlan, parent),
      m_cliLabel(new QLabel(this)),
      m_detectButton(new QPushButton(tr("Detect quark-cli again"), this)),
      m_scheme(new QComboBox(this)),
      m_schemeDescription(new QLabel(this)),
      m_target(new QComboBox(this)),
      m_priority(new QComboBox(this)),
      m_kvCache(new QCheckBox(tr("Quantize the KV cache to FP8"), this)),
      m_algorithms(new QLineEdit(this)),
      m_dataset(new QComboBox(this)),
      m_samples(spin(this, u"numCalibDataSpinBox"_s, 1, 100000)),
      m_seqLen(spin(this, u"seqLenSpinBox"_s, 1, 1048576)),
      m_batch(spin(this, u"batchSizeSpinBox"_s, 1, 4096)),
      m_device(new QComboBox(this)),
      m_evaluation(new QComboBox(this)),
      m_trustRemoteCode(new QCheckBox(tr("Run the model repository's code (accepted on page 1)"), this)),
      m_replaceExclusions(new QCheckBox(tr("Replace the template's exclusions with this list"), this)),
      m_quantizeEverything(new QCheckBox(tr("Quantize everything, including lm_head (no exclusions at all)"), this)),
      m_exclusions(new QPlainTextEdit(this)),
      m_defaultsLabel(new QLabel(this)),
      m_overrides(nullptr),
      m_decisions(nullptr),
      m_preview(nullptr),
      m_previewSummary(new QLabel(this)),
      m_problems(new QLabel(this)),
      m_confirmButton(new QPushButton(tr("Confirm this plan"), this)),
      m_debounce(new QTimer(this))
{
    setObjectName(u"planpage"_s);
    setTitle(tr("2 · Plan"));
    setSubTitle(tr("Turn the confirmed analysis and your intent into quantization decisions, each with its reason."));

    m_cliLabel->setObjectName(u"quarkCliLabel"_s);
    m_cliLabel->setWordWrap(true);
    m_detectButton->setObjectName(u"detectQuarkCliPushButton"_s);
    auto *cliRow = new QHBoxLayout;
    cliRow->addWidget(m_cliLabel, 1);
    cliRow->addWidget(m_detectButton);
    contentLayout()->addLayout(cliRow);

    // Intent controls.
    m_scheme->setObjectName(u"schemeComboBox"_s);
    m_schemeDescription->setObjectName(u"schemeDescriptionLabel"_s);
    m_schemeDescription->setWordWrap(true);
    m_target->setObjectName(u"targetComboBox"_s);
    m_target->addItem(tr("Not specified"), QString());
    for (const QString &t : Planner::targets())
        m_target->addItem(t, t);
    m_priority->setObjectName(u"priorityComboBox"_s);
    m_priority->addItem(tr("Fast"), u"fast"_s);
    m_priority->addItem(tr("Balanced"), u"balanced"_s);
    m_priority->addItem(tr("Most accurate"), u"accurate"_s);
    m_priority->setCurrentIndex(1);
    m_kvCache->setObjectName(u"kvCacheCheckBox"_s);
    m_kvCache->setToolTip(tr("Calibrated FP8 scales for the key/value projections; only for models whose Quark "
                             "template names KV layers."));
    m_algorithms->setObjectName(u"algorithmsLineEdit"_s);
    m_algorithms->setPlaceholderText(tr("none, or e.g. awq / gptq / smoothquant (comma-separated, in order)"));
    m_dataset->setObjectName(u"datasetComboBox"_s);
    m_device->setObjectName(u"deviceStrategyComboBox"_s);
    m_device->addItem(tr("One accelerator (all visible GPUs via device_map)"), u"single"_s);
    m_device->addItem(tr("--multi_device (CPU offload, slow, no algorithms)"), u"multi"_s);
    m_device->addItem(tr("CPU only"), u"cpu"_s);
    m_evaluation->setObjectName(u"evaluationComboBox"_s);
    m_evaluation->addItem(tr("None: stop at the exported model"), u"none"_s);
    m_evaluation->addItem(tr("Smoke: perplexity after export"), u"smoke"_s);
    m_evaluation->addItem(tr("Full: wikitext perplexity"), u"full"_s);
    m_trustRemoteCode->setObjectName(u"planTrustRemoteCodeCheckBox"_s);

    auto *intentBox = new QGroupBox(tr("Your intent"), this);
    auto *form = new QFormLayout(intentBox);
    form->addRow(tr("&Scheme:"), m_scheme);
    form->addRow(QString(), m_schemeDescription);
    form->addRow(tr("Serving &target:"), m_target);
    form->addRow(tr("&Priority:"), m_priority);
    form->addRow(QString(), m_kvCache);
    form->addRow(tr("&Algorithms:"), m_algorithms);
    form->addRow(tr("Calibration &data:"), m_dataset);
    form->addRow(tr("Sa&mples:"), m_samples);
    form->addRow(tr("Se&quence length:"), m_seqLen);
    form->addRow(tr("&Batch size:"), m_batch);
    form->addRow(tr("&Devices:"), m_device);
    form->addRow(tr("&Evaluation:"), m_evaluation);
    form->addRow(QString(), m_trustRemoteCode);
    auto *intentScroll = new QScrollArea(this);
    intentScroll->setWidget(intentBox);
    intentScroll->setWidgetResizable(true);
    intentScroll->setFrameShape(QFrame::NoFrame);
    intentScroll->setAccessibleName(tr("Your intent"));

    // Exclusions and overrides.
    auto *patterns = new QWidget(this);
    auto *patternsLayout = new QVBoxLayout(patterns);
    m_defaultsLabel->setObjectName(u"templateDefaultsLabel"_s);
    m_defaultsLabel->setWordWrap(true);
    m_replaceExclusions->setObjectName(u"replaceExclusionsCheckBox"_s);
    m_quantizeEverything->setObjectName(u"quantizeEverythingCheckBox"_s);
    m_exclusions->setObjectName(u"exclusionsPlainTextEdit"_s);
    m_exclusions->setPlaceholderText(tr("One pattern per line, e.g. lm_head or *mlp.gate"));
    m_exclusions->setMaximumHeight(90);
    m_exclusions->setEnabled(false);
    m_exclusions->setAccessibleName(tr("Exclusion patterns"));
    m_overrides = makeTable(u"overridesTableWidget"_s, {tr("Pattern"), tr("Scheme")});
    m_overrides->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_overrides->setAccessibleName(tr("Overrides"));
    auto *addOverride = new QPushButton(tr("Add override"), this);
    addOverride->setObjectName(u"addOverridePushButton"_s);
    auto *removeOverride = new QPushButton(tr("Remove"), this);
    removeOverride->setObjectName(u"removeOverridePushButton"_s);
    auto *overrideButtons = new QHBoxLayout;
    overrideButtons->addWidget(addOverride);
    overrideButtons->addWidget(removeOverride);
    overrideButtons->addStretch(1);
    patternsLayout->addWidget(m_defaultsLabel);
    patternsLayout->addWidget(m_replaceExclusions);
    patternsLayout->addWidget(m_exclusions);
    patternsLayout->addWidget(m_quantizeEverything);
    patternsLayout->addWidget(new QLabel(tr("Overrides (first matching pattern wins; exclusions still win):"), this));
    patternsLayout->addWidget(m_overrides, 1);
    patternsLayout->addLayout(overrideButtons);

    m_decisions = makeTable(u"decisionsTableWidget"_s, {tr("Decision"), tr("Value"), tr("Reason")});
    m_preview = makeTable(u"patternPreviewTableWidget"_s, {tr("Pattern"), tr("Role"), tr("Matches"), tr("Decides"),
                                                           tr("Overlaps")});
    m_decisions->setAccessibleName(tr("Decisions"));
    m_preview->setAccessibleName(tr("Pattern preview"));
    auto *previewWidget = new QWidget(this);
    auto *previewLayout = new QVBoxLayout(previewWidget);
    m_previewSummary->setObjectName(u"previewSummaryLabel"_s);
    m_previewSummary->setWordWrap(true);
    previewLayout->addWidget(m_previewSummary);
    previewLayout->addWidget(m_preview, 1);

    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(u"planTabWidget"_s);
    tabs->addTab(m_decisions, tr("Decisions"));
    tabs->addTab(patterns, tr("Exclusions and overrides"));
    tabs->addTab(previewWidget, tr("Pattern preview"));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(intentScroll);
    splitter->addWidget(tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    contentLayout()->addWidget(splitter, 1);

    m_problems->setObjectName(u"planProblemsLabel"_s);
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    contentLayout()->addWidget(m_problems);
    m_proposal = new QLabel(this);
    m_proposal->setObjectName(u"proposedChangeLabel"_s);
    m_proposal->setWordWrap(true);
    m_proposal->setFrameShape(QFrame::StyledPanel);
    m_proposal->hide();
    contentLayout()->insertWidget(0, m_proposal);
    // Page 4 proposes the smallest change after a failed run; it is shown here, applied to the form,
    // and becomes the plan (and the new command) once confirmed.
    connect(session, &WizardSession::planRevisionProposed, this, [this](const Json &plan, const QString &change) {
        m_savedPlan = plan;
        setIntent(Planner::intentOf(plan));
        m_proposal->setText(tr("<b>Proposed after the failed run:</b> %1. Review the plan, then confirm it; the new "
                               "command needs a new approval on the next page.")
                                .arg(change.toHtmlEscaped()));
        m_proposal->show();
        scheduleRecompute();
    });

    m_confirmButton->setObjectName(u"confirmPlanPushButton"_s);
    m_confirmButton->setAutoDefault(false);
    m_confirmButton->setEnabled(false);
    questionRow()->addWidget(m_confirmButton);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &PlanPage::recompute);
    for (QComboBox *combo : {m_scheme, m_target, m_priority, m_dataset, m_device, m_evaluation})
        connect(combo, &QComboBox::currentIndexChanged, this, &PlanPage::scheduleRecompute);
    for (QSpinBox *box : {m_samples, m_seqLen, m_batch})
        connect(box, &QSpinBox::valueChanged, this, &PlanPage::scheduleRecompute);
    for (QCheckBox *box : {m_kvCache, m_trustRemoteCode, m_quantizeEverything})
        connect(box, &QCheckBox::toggled, this, &PlanPage::scheduleRecompute);
    connect(m_replaceExclusions, &QCheckBox::toggled, this, [this](bool on) {
        m_exclusions->setEnabled(on);
        if (on && m_exclusions->toPlainText().trimmed().isEmpty())
            m_exclusions->setPlainText(m_defaultExclusions.join(u'\n'));
        scheduleRecompute();
    });
    connect(m_algorithms, &QLineEdit::textChanged, this, &PlanPage::scheduleRecompute);
    connect(m_exclusions, &QPlainTextEdit::textChanged, this, &PlanPage::scheduleRecompute);
    connect(m_overrides, &QTableWidget::itemChanged, this, &PlanPage::scheduleRecompute);
    connect(addOverride, &QPushButton::clicked, this, [this] {
        const int row = m_overrides->rowCount();
        m_overrides->insertRow(row);
        m_overrides->setItem(row, 0, new QTableWidgetItem(u"*down_proj"_s));
        m_overrides->setItem(row, 1, new QTableWidgetItem(m_scheme->currentText()));
        scheduleRecompute();
    });
    connect(removeOverride, &QPushButton::clicked, this, [this] {
        if (m_overrides->currentRow() >= 0) {
            m_overrides->removeRow(m_overrides->currentRow());
            scheduleRecompute();
        }
    });
    connect(m_scheme, &QComboBox::currentIndexChanged, this,
            [this] { m_schemeDescription->setText(QuarkCatalog::describeScheme(m_scheme->currentText())); });
    connect(m_detectButton, &QPushButton::clicked, this, [this] { this->session()->detectQuarkCli(); });
    connect(session, &WizardSession::cliCapabilitiesChanged, this, [this] {
        m_cliLabel->setText(this->session()->cliNote());
        fillSchemes();
        scheduleRecompute();
    });
    connect(m_confirmButton, &QPushButton::clicked, this, &PlanPage::confirmPlan);
    fillSchemes();
    m_samples->setValue(Planner::kDefaultNumCalibData);
    m_seqLen->setValue(Planner::kDefaultSeqLen);
    m_batch->setValue(Planner::kDefaultBatchSize);
}

QTableWidget *PlanPage::makeTable(const QString &name, const QStringList &headers)
{
    auto *table = new QTableWidget(0, int(headers.size()), this);
    table->setObjectName(name);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(true);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setTabKeyNavigation(false); // read-only: Tab leaves the table, arrows move inside
    return table;
}

QString PlanPage::checkpointQuestion() const
{
    return tr("Confirm this plan or change it.");
}

void PlanPage::fillSchemes()
{
    const QString current = m_scheme->currentText();
    QSignalBlocker block(m_scheme);
    m_scheme->clear();
    for (const QString &s : session()->cliCapabilities().schemes) {
        m_scheme->addItem(s);
        m_scheme->setItemData(m_scheme->count() - 1, QuarkCatalog::describeScheme(s), Qt::ToolTipRole);
    }
    const QString wanted = current.isEmpty() ? u"fp8"_s : current;
    m_scheme->setCurrentIndex(qMax(0, m_scheme->findText(wanted)));
    m_schemeDescription->setText(QuarkCatalog::describeScheme(m_scheme->currentText()));
    const QString dataset = m_dataset->currentText();
    QSignalBlocker blockDataset(m_dataset);
    m_dataset->clear();
    m_dataset->addItems(session()->cliCapabilities().datasets);
    m_dataset->setCurrentIndex(qMax(0, m_dataset->findText(dataset.isEmpty() ? u"pileval"_s : dataset)));
}

void PlanPage::initializePage()
{
    CheckpointPage::initializePage();
    m_cliLabel->setText(session()->cliNote());
    if (session()->cliCapabilities().source == CliCapabilities::Source::Catalog && !session()->isDetectingQuarkCli())
        session()->detectQuarkCli();
    loadAnalysis();
}

void PlanPage::loadAnalysis()
{
    session()->loadArtifact(ArtifactKind::Analysis, this, [this](const Result<LoadedDocument> &analysis) {
        if (!analysis) {
            m_problems->setText(analysis.error().message);
            return;
        }
        m_analysis = analysis->json;
        m_analysisSha = analysis->sha256;
        m_defaultExclusions = toStringList(m_analysis["quantization_targets"].value("exclude_defaults", Json::array()));
        m_defaultsLabel->setText(tr("Template defaults for %1: <code>%2</code> (not passed on the command line, so "
                                    "quark-cli applies them).")
                                     .arg(QString::fromStdString(m_analysis["model"].value("model_type", std::string())),
                                          m_defaultExclusions.join(u", "_s).toHtmlEscaped()));
        m_trustRemoteCode->setEnabled(m_analysis["model"].value("trust_remote_code", false));
        const Json analysisCopy = m_analysis;
        runInBackground(
            this,
            [analysisCopy] {
                QString source;
                std::vector<std::string> modules = PatternPreviewer::modulesFor(analysisCopy, &source);
                return std::pair{std::move(modules), source};
            },
            [this](const std::pair<std::vector<std::string>, QString> &modules) {
                m_modules = modules.first;
                m_moduleSource = modules.second;
                scheduleRecompute();
            });
        session()->loadArtifact(ArtifactKind::Plan, this, [this](const Result<LoadedDocument> &plan) {
            if (plan && plan->json.contains("intent")) {
                m_savedPlan = plan->json;
                setIntent(Planner::intentOf(plan->json));
            }
            scheduleRecompute();
        });
    });
}

void PlanPage::onStateChanged(const WorkspaceState &state)
{
    if (!m_analysis.is_null() && state.analysis.sha256 != m_analysisSha && isVisible())
        loadAnalysis(); // page 1 changed the analysis: plan against the new one
    m_confirmButton->setEnabled(outcomeIsCurrent() && m_outcome.ok() && !m_outcome.plan.is_null() && !state.plan.ready());
}

void PlanPage::setIntent(const PlanIntent &intent)
{
    m_applying = true;
    m_scheme->setCurrentIndex(qMax(0, m_scheme->findText(intent.scheme)));
    m_target->setCurrentIndex(qMax(0, m_target->findData(intent.target)));
    m_priority->setCurrentIndex(qMax(0, m_priority->findData(intent.priority)));
    m_kvCache->setChecked(intent.kvCacheFp8);
    m_algorithms->setText(intent.algorithms.join(u','));
    m_dataset->setCurrentIndex(qMax(0, m_dataset->findText(intent.dataset)));
    m_samples->setValue(intent.numCalibData);
    m_seqLen->setValue(intent.seqLen);
    m_batch->setValue(intent.batchSize);
    m_device->setCurrentIndex(qMax(0, m_device->findData(intent.deviceStrategy)));
    m_evaluation->setCurrentIndex(qMax(0, m_evaluation->findData(intent.evaluation)));
    m_trustRemoteCode->setChecked(intent.trustRemoteCode);
    m_quantizeEverything->setChecked(intent.quantizeEverything);
    m_replaceExclusions->setChecked(intent.exclusions.has_value());
    if (intent.exclusions)
        m_exclusions->setPlainText(intent.exclusions->join(u'\n'));
    m_overrides->setRowCount(0);
    for (const auto &[pattern, scheme] : intent.overrides) {
        const int row = m_overrides->rowCount();
        m_overrides->insertRow(row);
        m_overrides->setItem(row, 0, new QTableWidgetItem(pattern));
        m_overrides->setItem(row, 1, new QTableWidgetItem(scheme));
    }
    m_applying = false;
}

PlanIntent PlanPage::intent() const
{
    PlanIntent i;
    i.scheme = m_scheme->currentText();
    i.target = m_target->currentData().toString();
    i.priority = m_priority->currentData().toString();
    i.kvCacheFp8 = m_kvCache->isChecked();
    i.algorithms = m_algorithms->text().split(u',', Qt::SkipEmptyParts);
    for (QString &a : i.algorithms)
        a = a.trimmed();
    i.dataset = m_dataset->currentText();
    i.numCalibData = m_samples->value();
    i.seqLen = m_seqLen->value();
    i.batchSize = m_batch->value();
    i.deviceStrategy = m_device->currentData().toString();
    i.evaluation = m_evaluation->currentData().toString();
    i.trustRemoteCode = m_trustRemoteCode->isChecked();
    i.quantizeEverything = m_quantizeEverything->isChecked();
    if (m_replaceExclusions->isChecked() && !i.quantizeEverything) {
        QStringList list;
        for (const QString &line : m_exclusions->toPlainText().split(u'\n')) {
            if (!line.trimmed().isEmpty())
                list.append(line.trimmed());
        }
        i.exclusions = list;
    }
    for (int row = 0; row < m_overrides->rowCount(); ++row) {
        const QTableWidgetItem *pattern = m_overrides->item(row, 0);
        const QTableWidgetItem *scheme = m_overrides->item(row, 1);
        i.overrides.append({pattern ? pattern->text().trimmed() : QString(), scheme ? scheme->text().trimmed() : QString()});
    }
    return i;
}

void PlanPage::scheduleRecompute()
{
    if (!m_applying) {
        m_debounce->start();
        m_confirmButton->setEnabled(false); // what would be confirmed is being recomputed
    }
}

void PlanPage::recompute()
{
    if (m_analysis.is_null())
        return;
    const PlanIntent current = intent();
    const Json analysis = m_analysis;
    const QByteArray sha = m_analysisSha;
    const CliCapabilities cli = session()->cliCapabilities();
    const std::vector<std::string> modules = m_modules;
    const quint64 generation = ++m_generation;
    // The planner is pure and quick; the preview walks every module of a large MoE: both off the UI thread.
    runInBackground(
        this,
        [analysis, sha, current, cli, modules] {
            PlanOutcome outcome = Planner::plan(analysis, sha, current, cli);
            QStringList exclusions;
            for (const Json &e : outcome.plan.value("exclude_layers", Json::array()))
                exclusions.append(QString::fromStdString(e.get<std::string>()));
            PatternPreview preview = PatternPreviewer::preview(modules, exclusions, current.overrides, current.scheme);
            return std::pair{std::move(outcome), std::move(preview)};
        },
        [this, generation](const std::pair<PlanOutcome, PatternPreview> &result) {
            if (generation != m_generation || m_debounce->isActive())
                return; // a newer edit is on its way
            m_shownGeneration = generation;
            m_outcome = result.first;
            m_patternPreview = result.second;
            showOutcome();
            // A change after confirmation rewrites the plan unconfirmed (Next is disabled again) —
            // only while this page is the one shown: a late recompute (e.g. after quark-cli's
            // --help arrives) must never void a plan the user already went past.
            const bool shown = wizard() && wizard()->currentPage() == this;
            const std::optional<Json> voided = shown && m_outcome.ok() ? PlanStep::voidedBy(m_savedPlan, m_outcome.plan) : std::nullopt;
            if (voided) {
                m_savedPlan = *voided;
                session()->saveArtifact(ArtifactKind::Plan, *voided, this, [this](const Status &status) {
                    if (!status)
                        m_problems->setText(status.error().message);
                });
            }
        });
}

void PlanPage::showOutcome()
{
    m_decisions->setRowCount(0);
    for (const Decision &d : m_outcome.decisions) {
        const int row = m_decisions->rowCount();
        m_decisions->insertRow(row);
        m_decisions->setItem(row, 0, new QTableWidgetItem(d.decision));
        m_decisions->setItem(row, 1, new QTableWidgetItem(jsonText(d.value)));
        auto *reason = new QTableWidgetItem(d.reason);
        reason->setToolTip(d.alternatives.isEmpty() ? d.reason
                                                    : d.reason + u"\n"_s + tr("Alternatives: %1").arg(d.alternatives.join(u", "_s)));
        m_decisions->setItem(row, 2, reason);
    }
    m_decisions->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_decisions->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_decisions->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_decisions->resizeRowsToContents();

    m_preview->setRowCount(0);
    for (const PatternMatch &m : m_patternPreview.patterns) {
        const int row = m_preview->rowCount();
        m_preview->insertRow(row);
        m_preview->setItem(row, 0, new QTableWidgetItem(m.pattern));
        m_preview->setItem(row, 1, new QTableWidgetItem(m.role == u"exclude"_s ? tr("exclude") : tr("→ %1").arg(m.scheme)));
        auto *matches = new QTableWidgetItem(QString::number(m.matches));
        if (m.matches == 0)
            matches->setForeground(QColor(0xb3, 0x26, 0x1e));
        matches->setToolTip(m.examples.join(u'\n'));
        m_preview->setItem(row, 2, matches);
        m_preview->setItem(row, 3, new QTableWidgetItem(QString::number(m.effective)));
        m_preview->setItem(row, 4, new QTableWidgetItem(m.overlapsWith.join(u", "_s)));
    }
    m_preview->resizeColumnsToContents();
    QStringList perScheme;
    for (auto it = m_patternPreview.perScheme.cbegin(); it != m_patternPreview.perScheme.cend(); ++it)
        perScheme.append(tr("%1 modules as %2").arg(it.value()).arg(it.key()));
    m_previewSummary->setText(tr("%1 Linear modules (%2): %3; %4 stay unquantized.")
                                  .arg(m_patternPreview.total)
                                  .arg(m_moduleSource, perScheme.join(u", "_s))
                                  .arg(m_patternPreview.unquantized));

    QStringList lines;
    for (const PlanViolation &v : m_outcome.violations)
        lines.append(u"<span style='color:#b3261e'><b>%1</b> — %2</span>"_s.arg(v.rule.toHtmlEscaped(), v.message.toHtmlEscaped()));
    for (const QString &w : m_outcome.warnings + m_patternPreview.warnings)
        lines.append(u"<span style='color:#b26a00'>%1</span>"_s.arg(w.toHtmlEscaped()));
    m_problems->setText(lines.join(u"<br>"_s));
    m_confirmButton->setEnabled(outcomeIsCurrent() && m_outcome.ok() && !session()->state().plan.ready());
}

bool PlanPage::outcomeIsCurrent() const
{
    return !m_debounce->isActive() && m_shownGeneration == m_generation;
}

void PlanPage::confirmPlan()
{
    // Only the plan of the form as it is now: never an outcome a pending recompute will replace.
    if (!m_outcome.ok() || !outcomeIsCurrent())
        return;
    const Result<Json> step = PlanStep::confirm(session()->state(), m_outcome.plan);
    if (!step) {
        m_problems->setText(step.error().message.toHtmlEscaped());
        return;
    }
    const Json confirmed = *step;
    m_confirmButton->setEnabled(false);
    m_proposal->hide();
    m_savedPlan = confirmed;
    session()->saveArtifact(ArtifactKind::Plan, confirmed, this, [this](const Status &status) {
        if (!status)
            m_problems->setText(status.error().message);
    });
}

} // namespace ptq::ui
