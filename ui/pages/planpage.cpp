#include "pages/planpage.h"
#include "statuscolours.h"

#include "plan/schemeguide.h"
#include "workflow/planstep.h"

#include "workflow/workspacesession.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTabBar>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QFrame>
#include <QLabel>
#include <QMessageBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QEvent>
#include <QCoreApplication>
#include <QAbstractSpinBox>
#include <QScrollBar>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QSplitter>

#include <algorithm>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QWizard>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

/// A spin box or combo box in a scrolling form changes its value under the wheel only once it has
/// focus: scrolling over the form scrolls the form (it once turned 512 samples into 508).
/// A form label whose mnemonic reaches @p field even when the row holds the field in a frame.
QLabel *buddyLabel(const QString &text, QWidget *field)
{
    auto *label = new QLabel(text, field->parentWidget());
    label->setBuddy(field);
    // Qt names a control after a buddy label among its siblings only; in its frame it has none.
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(QString(text).remove(u'&').remove(u':').trimmed());
    return label;
}

class WheelGuard final : public QObject
{
public:
    WheelGuard(QScrollArea *area) : QObject(area), m_area(area) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() == QEvent::Wheel && widget && !widget->hasFocus()) {
            QCoreApplication::sendEvent(m_area->verticalScrollBar(), event);
            return true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QScrollArea *m_area;
};

/// Keeps the decision table readable at any width (#33: at 1024×700 the Reason column was "…"):
/// Value and Alternatives take a fifth of the width each (70–150 px), Reason stretches over the rest.
class DecisionColumns final : public QObject
{
public:
    explicit DecisionColumns(QTableWidget *table) : QObject(table), m_table(table) { table->viewport()->installEventFilter(this); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize && watched == m_table->viewport()) {
            const int side = std::clamp(m_table->viewport()->width() / 5, 70, 150);
            m_table->setColumnWidth(1, side);
            m_table->setColumnWidth(3, side);
            m_table->resizeRowsToContents();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QTableWidget *m_table;
};

/// The intent form beside the tables where the page is wide enough for both, above them where it is
/// not (#33: at 1024×700 the form was cut at its right edge).
class SplitterOrientation final : public QObject
{
public:
    SplitterOrientation(QWidget *page, QSplitter *splitter, QScrollArea *form)
        : QObject(page), m_page(page), m_splitter(splitter), m_form(form)
    {
        page->installEventFilter(this);
        form->widget()->installEventFilter(this); // its width grows with a longer recommendation
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if ((event->type() == QEvent::Resize && watched == m_page)
            || (event->type() == QEvent::LayoutRequest && watched == m_form->widget()))
            apply();
        return QObject::eventFilter(watched, event);
    }

private:
    void apply()
    {
        // The form's narrowest readable width, and room for the decision table beside it.
        const int formWidth = m_form->widget()->minimumSizeHint().width() + m_form->verticalScrollBar()->sizeHint().width()
            + 2 * m_form->frameWidth() + 8; // + rounding
        const Qt::Orientation wanted = m_page->width() >= formWidth + 420 ? Qt::Horizontal : Qt::Vertical;
        if (m_splitter->orientation() != wanted) {
            m_splitter->setOrientation(wanted);
            if (wanted == Qt::Vertical) { // the form above, the tables below: half each
                const QList<int> sizes = m_splitter->sizes();
                const int total = sizes.value(0) + sizes.value(1);
                m_splitter->setSizes({total / 2, total - total / 2});
            }
        }
        // Beside the tables the form gets its readable width (no minimum: the window may still
        // shrink, and the form then goes above the tables).
        const QList<int> sizes = m_splitter->sizes();
        const int total = sizes.value(0) + sizes.value(1);
        if (wanted == Qt::Horizontal && sizes.value(0) < formWidth && total > formWidth)
            m_splitter->setSizes({formWidth, total - formWidth});
    }

    QWidget *m_page;
    QSplitter *m_splitter;
    QScrollArea *m_form;
};

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

constexpr int kSummaryRole = Qt::UserRole + 1; ///< a scheme's one line, shown next to it in the popup
constexpr int kHeaderRole = Qt::UserRole + 2;  ///< a family header, not a choice

/// The scheme popup shows each scheme with its one line, and the family headers in bold.
class SchemeItemDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(kHeaderRole).toBool()) {
            option->font.setBold(true);
            option->palette.setBrush(QPalette::Text, option->palette.brush(QPalette::Active, QPalette::WindowText));
            return;
        }
        const QString summary = index.data(kSummaryRole).toString();
        if (!summary.isEmpty())
            option->text = u"    "_s + option->text + u"  —  "_s + summary;
    }
};

QColor refusedColor(const QWidget *widget)
{
    return statusColour(Tone::Failed, widget);
}

/// Fills @p combo with @p schemes grouped by family; a @p wanted scheme this quark-cli does not
/// accept stays choosable (so a loaded plan is shown as it is, and refused at its field).
void fillSchemeCombo(QComboBox *combo, const QStringList &schemes, const QString &wanted)
{
    QSignalBlocker block(combo);
    combo->clear();
    auto *model = qobject_cast<QStandardItemModel *>(combo->model());
    auto addHeader = [&](const QString &title, const QString &tip) {
        auto *item = new QStandardItem(title);
        item->setFlags(Qt::NoItemFlags);
        item->setData(true, kHeaderRole);
        item->setToolTip(tip);
        model->appendRow(item);
    };
    auto addScheme = [&](const QString &scheme) {
        combo->addItem(scheme);
        const int row = combo->count() - 1;
        combo->setItemData(row, SchemeGuide::explain(scheme), Qt::ToolTipRole);
        combo->setItemData(row, SchemeGuide::info(scheme).summary, kSummaryRole);
    };
    for (const SchemeInfo::Family family : SchemeGuide::families()) {
        QStringList members;
        for (const QString &scheme : schemes) {
            if (SchemeGuide::info(scheme).family == family)
                members.append(scheme);
        }
        if (members.isEmpty())
            continue;
        addHeader(SchemeGuide::familyName(family), SchemeGuide::familyDescription(family));
        for (const QString &scheme : std::as_const(members))
            addScheme(scheme);
    }
    if (!wanted.isEmpty() && !schemes.contains(wanted)) {
        addHeader(PlanPage::tr("Not accepted by this quark-cli"), QString());
        addScheme(wanted);
    }
    int index = combo->findText(wanted);
    for (int i = 0; index < 0 && i < combo->count(); ++i) {
        if (!combo->itemData(i, kHeaderRole).toBool())
            index = i;
    }
    combo->setCurrentIndex(index);
    combo->view()->setMinimumWidth(qMin(720, combo->view()->sizeHintForColumn(0) + 32));
}

/// Selects @p scheme in a grouped combo, keeping a scheme it does not list choosable.
void selectScheme(QComboBox *combo, const QStringList &schemes, const QString &scheme)
{
    if (combo->findText(scheme) < 0 || scheme.isEmpty())
        fillSchemeCombo(combo, schemes, scheme);
    else
        combo->setCurrentIndex(combo->findText(scheme));
}

QString algorithmName(const QString &algorithm)
{
    static const QHash<QString, QString> names{
        {u"awq"_s, u"AWQ"_s},           {u"gptq"_s, u"GPTQ"_s},
        {u"gptaq"_s, u"GPTAQ"_s},       {u"qronos"_s, u"Qronos"_s},
        {u"smoothquant"_s, u"SmoothQuant"_s}, {u"autosmoothquant"_s, u"AutoSmoothQuant"_s},
        {u"rotation"_s, u"Rotation"_s}, {u"autoround"_s, u"AutoRound"_s},
        {u"twobitscalar"_s, u"TwoBitScalar"_s}};
    return names.value(algorithm, algorithm);
}

/// Which field a rule refuses (empty: the page as a whole).
QString fieldOf(const QString &rule)
{
    static const QHash<QString, QString> fields{
        {u"scheme-known"_s, u"scheme"_s},     {u"kv-cache"_s, u"kvCache"_s},
        {u"algorithm"_s, u"algorithms"_s},    {u"multi-device"_s, u"device"_s},
        {u"device-strategy"_s, u"device"_s},  {u"dataset"_s, u"dataset"_s},
        {u"calibration"_s, u"batch"_s},       {u"seq-len"_s, u"seqLen"_s},
        {u"exclusions"_s, u"exclusions"_s},   {u"override"_s, u"overrides"_s},
        {u"evaluation"_s, u"evaluation"_s},   {u"remote-code"_s, u"trustRemoteCode"_s}};
    return fields.value(rule);
}

QSpinBox *spin(QWidget *parent, const QString &name, int min, int max)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(min, max);
    return box;
}

} // namespace

QScrollArea *PlanPage::buildIntentForm()
{
    auto *intentBox = new QGroupBox(tr("Your intent"), this);
    auto *form = new QFormLayout(intentBox);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *recommendationRow = new QWidget(this);
    auto *recommendationLayout = new QHBoxLayout(recommendationRow);
    recommendationLayout->setContentsMargins(0, 0, 0, 0);
    recommendationLayout->addWidget(m_recommendation, 1);
    recommendationLayout->addWidget(m_useRecommendation, 0, Qt::AlignTop);
    form->addRow(tr("Serving &target:"), m_target);
    form->addRow(tr("&Priority:"), m_priority);
    form->addRow(QString(), recommendationRow);
    form->addRow(buddyLabel(tr("&Scheme:"), m_scheme), markable(u"scheme"_s, m_scheme));
    form->addRow(QString(), m_schemeDescription);
    auto *kvLabel = new QLabel(tr("&KV cache:"), this);
    kvLabel->setToolTip(SchemeGuide::term(u"kv-cache"_s));
    kvLabel->setBuddy(m_kvCache);
    form->addRow(kvLabel, markable(u"kvCache"_s, m_kvCache));
    auto *algorithmsLabel = new QLabel(tr("Algorithms:"), this);
    algorithmsLabel->setToolTip(tr("Optional steps before rounding, applied in the order you tick them. Each needs a "
                                   "built-in Quark configuration for the model type."));
    form->addRow(algorithmsLabel, markable(u"algorithms"_s, m_algorithms));
    form->addRow(buddyLabel(tr("Calibration &data:"), m_dataset), markable(u"dataset"_s, m_dataset));
    form->addRow(tr("Sa&mples:"), m_samples);
    form->addRow(buddyLabel(tr("Se&quence length:"), m_seqLen), markable(u"seqLen"_s, m_seqLen));
    form->addRow(buddyLabel(tr("Batch si&ze:"), m_batch), markable(u"batch"_s, m_batch));
    form->addRow(buddyLabel(tr("&Devices:"), m_device), markable(u"device"_s, m_device));
    form->addRow(QString(), m_deviceDescription);
    form->addRow(buddyLabel(tr("&Evaluation:"), m_evaluation), markable(u"evaluation"_s, m_evaluation));
    form->addRow(buddyLabel(tr("Accurac&y threshold:"), m_maxRatio), markable(u"maxRatio"_s, m_maxRatio));
    form->addRow(buddyLabel(tr("Serve on GP&Us:"), m_tensorParallel), markable(u"tensorParallel"_s, m_tensorParallel));
    form->addRow(QString(), m_serveFindings);
    form->addRow(QString(), markable(u"trustRemoteCode"_s, m_trustRemoteCode));
    auto *intentScroll = new QScrollArea(this);
    intentScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the form wraps instead
    intentScroll->setWidget(intentBox);
    intentScroll->setWidgetResizable(true);
    intentScroll->setFrameShape(QFrame::NoFrame);
    intentScroll->setAccessibleName(tr("Your intent"));
    // A field reached by Tab or its Alt shortcut is scrolled into view.
    connect(qApp, &QApplication::focusChanged, intentScroll, [intentScroll, intentBox](QWidget *, QWidget *now) {
        if (now && intentBox->isAncestorOf(now))
            intentScroll->ensureWidgetVisible(now, 8, 24);
    });
    auto *wheelGuard = new WheelGuard(intentScroll);
    const QList<QWidget *> wheeled = intentBox->findChildren<QWidget *>();
    for (QWidget *w : wheeled) {
        if (qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w)) {
            w->setFocusPolicy(Qt::StrongFocus);
            w->installEventFilter(wheelGuard);
        }
    }
    return intentScroll;
}

QWidget *PlanPage::buildPatternsTab()
{
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
    m_exclusions->setToolTip(SchemeGuide::term(u"exclusions"_s));
    m_exclusions->setWhatsThis(SchemeGuide::term(u"exclusions"_s));
    m_replaceExclusions->setToolTip(SchemeGuide::term(u"exclusions"_s));
    m_defaultsLabel->setToolTip(SchemeGuide::term(u"exclusions"_s));
    m_overrides = makeTable(u"overridesTableWidget"_s, {tr("Pattern"), tr("Scheme")});
    m_overrides->setToolTip(SchemeGuide::term(u"overrides"_s));
    m_overrides->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_overrides->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
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
    patternsLayout->addWidget(markable(u"exclusions"_s, m_exclusions));
    patternsLayout->addWidget(m_quantizeEverything);
    patternsLayout->addWidget(new QLabel(tr("Overrides (first matching pattern wins; exclusions still win):"), this));
    patternsLayout->addWidget(markable(u"overrides"_s, m_overrides), 1);
    patternsLayout->addLayout(overrideButtons);
    connect(addOverride, &QPushButton::clicked, this, [this] {
        addOverrideRow(u"*down_proj"_s, m_scheme->currentText());
        scheduleRecompute();
    });
    connect(removeOverride, &QPushButton::clicked, this, [this] {
        if (m_overrides->currentRow() >= 0) {
            m_overrides->removeRow(m_overrides->currentRow());
            scheduleRecompute();
        }
    });
    return patterns;
}

QWidget *PlanPage::buildPreviewTab()
{
    m_decisions = makeTable(u"decisionsTableWidget"_s, {tr("Decision"), tr("Value"), tr("Reason"), tr("Alternatives")});
    m_preview = makeTable(u"patternPreviewTableWidget"_s, {tr("Pattern"), tr("Effect"), tr("Matches"), tr("Decides"),
                                                           tr("Also matched by")});
    m_decisions->setAccessibleName(tr("Decisions"));
    m_preview->setAccessibleName(tr("Pattern preview"));
    m_preview->setSelectionMode(QAbstractItemView::SingleSelection);
    const QStringList previewColumnTips{
        tr("The exclusion or override pattern as typed (fnmatch-style: * is any text, dots included; ? is one "
           "character; case matters)."),
        tr("What the pattern does to the modules it decides: an exclusion leaves them in full precision, an "
           "override quantizes them with its scheme."),
        tr("How many Linear modules of this model the pattern selects."),
        tr("How many of those it actually decides: exclusions win, then the first matching override; the rest "
           "are taken by another pattern."),
        tr("Other patterns that select some of the same modules.")};
    for (int column = 0; column < previewColumnTips.size(); ++column)
        m_preview->horizontalHeaderItem(column)->setToolTip(previewColumnTips.at(column));
    auto *previewExplanation =
        new QLabel(tr("Each row is one exclusion or override. <b>Effect</b>: left in full precision, or quantized "
                      "with the override's scheme. <b>Matches</b>: Linear modules of this model it selects. "
                      "<b>Decides</b>: how many of those it settles (exclusions win, then the first override). "
                      "<b>Also matched by</b>: patterns that overlap it. Select a row to list its modules."),
                   this);
    previewExplanation->setObjectName(u"previewExplanationLabel"_s);
    previewExplanation->setWordWrap(true);
    previewExplanation->setTextFormat(Qt::RichText);
    m_previewMatchesTitle = new QLabel(tr("Select a row to list the modules its pattern matches."), this);
    m_previewMatchesTitle->setObjectName(u"previewMatchesLabel"_s);
    m_previewMatchesTitle->setWordWrap(true);
    m_previewMatchesTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_previewMatches = new QPlainTextEdit(this);
    m_previewMatches->setObjectName(u"previewMatchesPlainTextEdit"_s);
    m_previewMatches->setReadOnly(true);
    m_previewMatches->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_previewMatches->setAccessibleName(tr("Modules the selected pattern matches"));
    m_previewMatchesTitle->setBuddy(m_previewMatches);
    auto *matchesPane = new QWidget(this);
    auto *matchesLayout = new QVBoxLayout(matchesPane);
    matchesLayout->setContentsMargins(0, 0, 0, 0);
    matchesLayout->addWidget(m_previewMatchesTitle);
    matchesLayout->addWidget(m_previewMatches, 1);
    auto *previewSplitter = new QSplitter(Qt::Vertical, this);
    previewSplitter->addWidget(m_preview);
    previewSplitter->addWidget(matchesPane);
    previewSplitter->setStretchFactor(0, 1);
    previewSplitter->setStretchFactor(1, 1);
    connect(m_preview, &QTableWidget::itemSelectionChanged, this, &PlanPage::showPreviewMatches);
    auto *previewWidget = new QWidget(this);
    auto *previewLayout = new QVBoxLayout(previewWidget);
    m_previewSummary->setObjectName(u"previewSummaryLabel"_s);
    m_previewSummary->setWordWrap(true);
    previewLayout->addWidget(m_previewSummary);
    previewLayout->addWidget(previewExplanation);
    previewLayout->addWidget(previewSplitter, 1);
    return previewWidget;
}

void PlanPage::setUpIntentControls(WorkspaceSession *session)
{
    // Intent controls.
    m_scheme->setObjectName(u"schemeComboBox"_s);
    m_schemeDescription->setObjectName(u"schemeDescriptionLabel"_s);
    m_schemeDescription->setWordWrap(true);
    m_scheme->setItemDelegate(new SchemeItemDelegate(m_scheme));
    m_scheme->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scheme->setMinimumContentsLength(14);
    const QString schemeHelp = SchemeGuide::term(u"weight-only"_s) + u"\n"_s + SchemeGuide::term(u"static"_s) + u"\n"_s
        + SchemeGuide::term(u"dynamic"_s) + u"\n"_s + SchemeGuide::term(u"group-size"_s);
    m_scheme->setWhatsThis(schemeHelp);
    m_schemeDescription->setToolTip(schemeHelp);
    m_recommendation->setObjectName(u"recommendationLabel"_s);
    m_recommendation->setWordWrap(true);
    m_useRecommendation->setObjectName(u"useRecommendationPushButton"_s);
    m_useRecommendation->setAutoDefault(false);
    m_useRecommendation->hide();
    m_target->setObjectName(u"targetComboBox"_s);
    m_target->addItem(tr("Not specified"), QString());
    for (const QString &t : PlanStep::targets())
        m_target->addItem(t, t);
    m_priority->setObjectName(u"priorityComboBox"_s);
    m_priority->addItem(tr("Fast"), u"fast"_s);
    m_priority->addItem(tr("Balanced"), u"balanced"_s);
    m_priority->addItem(tr("Most accurate"), u"accurate"_s);
    m_priority->setCurrentIndex(1);
    m_kvCache->setObjectName(u"kvCacheCheckBox"_s);
    m_kvCache->setToolTip(SchemeGuide::term(u"kv-cache"_s) + u"\n"_s
                          + tr("FP8 is the only KV-cache scheme Quark implements (static scales, calibrated)."));
    m_kvCache->setWhatsThis(m_kvCache->toolTip());
    m_algorithms->setObjectName(u"algorithmsWidget"_s);
    m_algorithms->setAccessibleName(tr("Algorithms"));
    m_algorithmsLayout->setContentsMargins(0, 0, 0, 0);
    m_dataset->setObjectName(u"datasetComboBox"_s);
    m_dataset->setToolTip(SchemeGuide::term(u"calibration"_s));
    m_samples->setToolTip(SchemeGuide::term(u"calibration"_s));
    m_seqLen->setSuffix(tr(" tokens"));
    m_batch->setToolTip(tr("Calibration samples per forward pass; at most the number of samples."));
    connect(m_samples, &QSpinBox::valueChanged, m_batch, [this](int samples) { m_batch->setMaximum(samples); });
    m_device->setObjectName(u"deviceStrategyComboBox"_s);
    // Short names in the field; what each means wraps under it (a long item text was cut off at
    // the field's width on a 1366×768 screen), as the scheme's description does.
    m_device->addItem(tr("One accelerator"), u"single"_s);
    m_device->addItem(tr("Spill to CPU (--multi_device)"), u"multi"_s);
    m_device->addItem(tr("CPU only"), u"cpu"_s);
    for (int row = 0; row < m_device->count(); ++row)
        m_device->setItemData(row, PlanStep::deviceStrategyReason(m_device->itemData(row).toString()), Qt::ToolTipRole);
    m_deviceDescription->setObjectName(u"deviceDescriptionLabel"_s);
    m_deviceDescription->setWordWrap(true);
    m_deviceDescription->setTextFormat(Qt::RichText); // describeDevice() escapes
    describeDevice();
    connect(m_device, &QComboBox::currentIndexChanged, this, &PlanPage::describeDevice);
    // This machine's environment check (started with the workspace) tells whether a CPU plan can
    // run here: quark-cli 0.13 without a GPU cannot (#33's no-GPU circle). Said at the choice.
    connect(session->environmentProbe(), &EnvironmentProbe::finished, this, &PlanPage::describeDevice);
    for (QComboBox *combo : {m_target, m_priority, m_dataset, m_device, m_evaluation}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
    }
    m_priority->setToolTip(tr("What matters most: fewer bits (fast, small), 8 bits (balanced) or the most precise "
                              "format the target runs (accurate). The recommendation follows it."));
    m_target->setToolTip(tr("The hardware that will serve the quantized model: the recommendation picks a format "
                            "it runs natively."));
    m_evaluation->setObjectName(u"evaluationComboBox"_s);
    m_evaluation->addItem(tr("None: stop at the exported model"), u"none"_s);
    m_evaluation->addItem(tr("Smoke: perplexity after export"), u"smoke"_s);
    m_evaluation->addItem(tr("Full: wikitext perplexity"), u"full"_s);
    m_trustRemoteCode->setObjectName(u"planTrustRemoteCodeCheckBox"_s);
    m_maxRatio->setObjectName(u"maxPerplexityRatioSpinBox"_s);
    m_maxRatio->setRange(1.0, 10.0);
    m_maxRatio->setDecimals(2);
    m_maxRatio->setSingleStep(0.01);
    m_maxRatio->setValue(PlanStep::defaultPerplexityRatio(u"balanced"_s));
    m_maxRatio->setSuffix(tr(" × the original's perplexity"));
    m_maxRatio->setToolTip(tr("After the export, the original model's perplexity is measured on the same data; the "
                              "result is within this threshold when the quantized model's perplexity is at most this "
                              "many times the original's. It follows the priority (accurate 1.02, balanced 1.05, fast "
                              "1.10) until you change it."));
    m_tensorParallel->setToolTip(tr("How many GPUs vLLM will split the model over (vllm serve --tensor-parallel-size). "
                                    "The plan checks that the model's widths divide by it before the run."));
    m_maxRatio->setWhatsThis(m_maxRatio->toolTip());
    m_tensorParallel->setWhatsThis(tr("<p>vLLM splits every layer over the tensor-parallel GPUs. The attention heads, "
                                      "the KV heads and the intermediate size must divide by that number, each shard's "
                                      "input width must be a whole number of the scheme's groups, q/k/v and gate/up must "
                                      "be quantized alike, and the KV cache can only be FP8. What would stop "
                                      "<code>vllm serve</code> at this size is said under the field.</p>"));
    m_serveFindings->setObjectName(u"serveFindingsLabel"_s);
    m_serveFindings->setWordWrap(true);
    m_serveFindings->setTextFormat(Qt::RichText);
    m_serveFindings->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void PlanPage::explainControls()
{
    // What's This (Shift+F1): what each control does, and what cannot be taken back.
    m_confirmButton->setWhatsThis(tr("<p>Writes quant_plan.json as confirmed and goes on to the command. A confirmed "
                                     "plan is not an approval to run: nothing runs before you approve the exact command "
                                     "on page 3. Changing the plan later makes the command built from it stale.</p>"));
    m_quantizeEverything->setWhatsThis(tr("<p>Passes an empty exclusion list, so quark-cli quantizes every layer, "
                                          "lm_head included, instead of keeping its template's exclusions. This usually "
                                          "costs accuracy; leave it off unless you mean it.</p>"));
    m_replaceExclusions->setWhatsThis(tr("<p>Uses the list below instead of the Quark template's default exclusions. "
                                         "Off: the template's defaults apply and no <code>--exclude_layers</code> is "
                                         "passed.</p>"));
    m_trustRemoteCode->setWhatsThis(tr("<p>Runs Python code from the model repository with your permissions. It can "
                                       "only be on when you allowed it on page 1.</p>"));
    m_device->setWhatsThis(tr("<p>Where quark-cli holds the model while it quantizes: one accelerator, spilling to CPU "
                              "memory (<code>--multi_device</code>, slower but fits larger models), or the CPU only "
                              "(very slow).</p>"));
    m_evaluation->setWhatsThis(tr("<p>What quark-cli measures after the export: nothing, a short perplexity check, or "
                                  "the full wikitext perplexity. Smoke and Full add time to the run and give the "
                                  "accuracy verdict.</p>"));
}

void PlanPage::connectIntent(WorkspaceSession *session)
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &PlanPage::recompute);
    for (QComboBox *combo : {m_scheme, m_target, m_priority, m_dataset, m_device, m_evaluation})
        connect(combo, &QComboBox::currentIndexChanged, this, &PlanPage::scheduleRecompute);
    // Until the user picks a scheme, it follows the recommendation for the target and priority.
    connect(m_scheme, &QComboBox::activated, this, [this] { m_schemeChosen = true; });
    for (QComboBox *combo : {m_target, m_priority})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { updateRecommendation(true); });
    connect(m_useRecommendation, &QPushButton::clicked, this, [this] {
        m_schemeChosen = true;
        selectScheme(m_scheme, this->session()->cliCapabilities().schemes, m_recommended.scheme);
    });
    for (QSpinBox *box : {m_samples, m_seqLen, m_batch, m_tensorParallel})
        connect(box, &QSpinBox::valueChanged, this, &PlanPage::scheduleRecompute);
    // The threshold follows the priority until the user sets it; it matters only with an evaluation.
    connect(m_maxRatio, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        // The priority's own default typed back is following the priority again.
        if (!m_applying)
            m_ratioChosen = std::abs(value - PlanStep::defaultPerplexityRatio(m_priority->currentData().toString())) > 1e-9;
        scheduleRecompute();
    });
    connect(m_priority, &QComboBox::currentIndexChanged, this, [this] {
        if (m_ratioChosen)
            return;
        const QSignalBlocker blocker(m_maxRatio);
        m_maxRatio->setValue(PlanStep::defaultPerplexityRatio(m_priority->currentData().toString()));
    });
    auto ratioEnabled = [this] { m_maxRatio->setEnabled(m_evaluation->currentData().toString() != u"none"_s); };
    connect(m_evaluation, &QComboBox::currentIndexChanged, this, ratioEnabled);
    ratioEnabled();
    for (QCheckBox *box : {m_kvCache, m_trustRemoteCode, m_quantizeEverything})
        connect(box, &QCheckBox::toggled, this, &PlanPage::scheduleRecompute);
    connect(m_replaceExclusions, &QCheckBox::toggled, this, [this](bool on) {
        m_exclusions->setEnabled(on);
        if (on && m_exclusions->toPlainText().trimmed().isEmpty())
            m_exclusions->setPlainText(m_defaultExclusions.join(u'\n'));
        scheduleRecompute();
    });
    connect(m_exclusions, &QPlainTextEdit::textChanged, this, &PlanPage::scheduleRecompute);
    connect(m_overrides, &QTableWidget::itemChanged, this, &PlanPage::scheduleRecompute);
    connect(m_scheme, &QComboBox::currentIndexChanged, this, [this] {
        updateSchemeDescription();
        updateAlgorithmAvailability();
        updateRecommendation(false);
    });
    connect(m_detectButton, &QPushButton::clicked, this, [this] { this->session()->detectQuarkCli(); });
    // Step 2's session builds the plan (the newest build wins) and writes it.
    PlanSession *plan = session->plan();
    connect(plan, &PlanSession::built, this, &PlanPage::showBuild);
    connect(plan, &PlanSession::modulesListed, this, &PlanPage::scheduleRecompute);
    connect(plan, &PlanSession::writeFailed, this, [this](const QString &message) { m_problems->setText(message); });
    connect(session, &WorkspaceSession::cliCapabilitiesChanged, this, [this] {
        showCliNote();
        fillSchemes();
        fillAlgorithms(m_algorithmOrder);
        updateRecommendation(true);
        scheduleRecompute();
    });
}

PlanPage::PlanPage(WorkspaceSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::QuantPlan, parent),
      m_cliLabel(new QLabel(this)),
      m_cliDisagreementLabel(new QLabel(this)),
      m_detectButton(new QPushButton(tr("Detect quark-cli again"), this)),
      m_scheme(new QComboBox(this)),
      m_schemeDescription(new QLabel(this)),
      m_target(new QComboBox(this)),
      m_priority(new QComboBox(this)),
      m_recommendation(new QLabel(this)),
      m_useRecommendation(new QPushButton(this)),
      m_kvCache(new QCheckBox(tr("Quantize the KV cache to FP8"), this)),
      m_algorithms(new QWidget(this)),
      m_algorithmsLayout(new QGridLayout(m_algorithms)),
      m_dataset(new QComboBox(this)),
      m_samples(spin(this, u"numCalibDataSpinBox"_s, 1, 10000)),
      m_seqLen(spin(this, u"seqLenSpinBox"_s, 1, 1048576)),
      m_batch(spin(this, u"batchSizeSpinBox"_s, 1, 4096)),
      m_device(new QComboBox(this)),
      m_deviceDescription(new QLabel(this)),
      m_evaluation(new QComboBox(this)),
      m_maxRatio(new QDoubleSpinBox(this)),
      m_tensorParallel(spin(this, u"tensorParallelSpinBox"_s, 1, PlanStep::kMaxTensorParallelSize)),
      m_serveFindings(new QLabel(this)),
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
      m_confirmButton(new QPushButton(tr("&Confirm this plan"), this)),
      m_debounce(new QTimer(this))
{
    setObjectName(u"planpage"_s);
    setTitle(tr("2 · Plan"));
    setSubTitle(tr("Turn the confirmed analysis and your intent into quantization decisions, each with its reason."));

    m_cliLabel->setObjectName(u"quarkCliLabel"_s);
    m_cliLabel->setWordWrap(true);
    m_cliLabel->setTextFormat(Qt::RichText); // showCliNote() escapes
    // A failed API probe is summed up in one line; its whole answer is one click away (#33 item 18).
    connect(m_cliLabel, &QLabel::linkActivated, this, [this] {
        QMessageBox box(QMessageBox::Information, tr("The Quark API probe"),
                        tr("PTQ Studio asked the installed Quark's Python API for its schemes and algorithms, and it "
                           "did not answer. The plan is checked against quark-cli's --help and the built-in catalog."),
                        QMessageBox::Close, this);
        box.setDetailedText(this->session()->cliCapabilities().apiError);
        box.exec();
    });
    m_detectButton->setObjectName(u"detectQuarkCliPushButton"_s);
    auto *cliRow = new QHBoxLayout;
    cliRow->addWidget(m_cliLabel, 1);
    cliRow->addWidget(m_detectButton);
    contentLayout()->addLayout(cliRow);
    m_cliDisagreementLabel->setObjectName(u"quarkCliDisagreementLabel"_s);
    m_cliDisagreementLabel->setWordWrap(true);
    m_cliDisagreementLabel->setTextFormat(Qt::PlainText);
    m_cliDisagreementLabel->hide();
    contentLayout()->addWidget(m_cliDisagreementLabel);

    setUpIntentControls(session);
    QScrollArea *intentScroll = buildIntentForm();
    QWidget *patterns = buildPatternsTab();
    QWidget *previewWidget = buildPreviewTab();

    auto *tabs = new QTabWidget(this);
    m_tabs = tabs;
    tabs->setObjectName(u"planTabWidget"_s);
    tabs->addTab(m_decisions, tr("Decisions"));
    tabs->addTab(patterns, tr("Exclusions and overrides"));
    tabs->addTab(previewWidget, tr("Pattern preview"));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(intentScroll);
    splitter->addWidget(tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    splitter->setObjectName(u"planSplitter"_s);
    new SplitterOrientation(this, splitter, intentScroll);
    new DecisionColumns(m_decisions);
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
    connect(session->run(), &RunSession::planRevisionProposed, this, [this](const PlanDocument &plan, const QString &change) {
        this->session()->plan()->setSavedPlan(plan.toJson());
        setIntent(PlanStep::intentOf(plan));
        m_proposal->setText(tr("<b>Proposed after the failed run:</b> %1. Review the plan, then confirm it; the new "
                               "command needs a new approval on the next page.")
                                .arg(change.toHtmlEscaped()));
        m_proposal->show();
        m_focusConfirm = true; // the next step is confirming it: the focus goes there once it can be
        scheduleRecompute();
    });

    m_confirmButton->setObjectName(u"confirmPlanPushButton"_s);
    m_confirmButton->setAutoDefault(false);
    m_confirmButton->setEnabled(false);
    questionRow()->addWidget(m_confirmButton);
    explainControls();
    connectIntent(session);
    connect(m_confirmButton, &QPushButton::clicked, this, &PlanPage::confirmPlan);
    fillSchemes();
    fillAlgorithms({});
    updateRecommendation(true);
    m_samples->setValue(PlanStep::kDefaultNumCalibData);
    m_seqLen->setValue(PlanStep::kDefaultSeqLen);
    m_batch->setValue(PlanStep::kDefaultBatchSize);
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
    const QStringList schemes = session()->cliCapabilities().schemes;
    const QString current = m_scheme->currentText();
    fillSchemeCombo(m_scheme, schemes, current.isEmpty() ? u"fp8"_s : current);
    for (int row = 0; row < m_overrides->rowCount(); ++row) {
        if (auto *combo = qobject_cast<QComboBox *>(m_overrides->cellWidget(row, 1)))
            fillSchemeCombo(combo, schemes, combo->currentText());
    }
    updateSchemeDescription();
    const QString dataset = m_dataset->currentText();
    QSignalBlocker blockDataset(m_dataset);
    m_dataset->clear();
    m_dataset->addItems(session()->cliCapabilities().datasets);
    // A name --help lists but quark-cli cannot load (ScienceQA) stays in view, disabled with the
    // reason, as the algorithms are: hiding it would leave "where is ScienceQA?" unanswered.
    if (auto *model = qobject_cast<QStandardItemModel *>(m_dataset->model())) {
        for (int row = 0; row < model->rowCount(); ++row) {
            QStandardItem *item = model->item(row);
            if (const QString reason = PlanStep::unusableDataset(item->text()); !reason.isEmpty()) {
                item->setEnabled(false);
                item->setToolTip(reason);
            }
        }
    }
    m_dataset->setCurrentIndex(qMax(0, m_dataset->findText(dataset.isEmpty() ? u"pileval"_s : dataset)));
}

void PlanPage::updateSchemeDescription()
{
    const QString scheme = m_scheme->currentText();
    m_schemeDescription->setText(scheme.isEmpty() ? QString() : SchemeGuide::explain(scheme));
    m_scheme->setToolTip(m_schemeDescription->text());
}

void PlanPage::updateRecommendation(bool follow)
{
    m_recommended = PlanStep::recommend(m_target->currentData().toString(), m_priority->currentData().toString(),
                                        session()->cliCapabilities(), session()->plan()->analysisFacts());
    if (m_recommended.scheme.isEmpty()) {
        m_recommendation->setText(tr("No recommendation: this quark-cli accepts none of the usual schemes."));
        m_useRecommendation->hide();
        return;
    }
    if (follow && !m_schemeChosen && !m_applying && m_scheme->currentText() != m_recommended.scheme)
        selectScheme(m_scheme, session()->cliCapabilities().schemes, m_recommended.scheme);
    const bool following = m_scheme->currentText() == m_recommended.scheme;
    m_recommendation->setText(tr("<b>Recommended: %1</b> — %2")
                                  .arg(m_recommended.scheme.toHtmlEscaped(), m_recommended.reason.toHtmlEscaped()));
    m_recommendation->setToolTip(m_recommended.alternatives.isEmpty()
                                     ? QString()
                                     : tr("Alternatives for this target: %1").arg(m_recommended.alternatives.join(u", "_s)));
    m_useRecommendation->setText(tr("Use %1").arg(m_recommended.scheme));
    m_useRecommendation->setVisible(!following);
}

void PlanPage::fillAlgorithms(const QStringList &checked)
{
    qDeleteAll(m_algorithmBoxes);
    m_algorithmBoxes.clear();
    QStringList names = session()->cliCapabilities().algorithms;
    for (const QString &a : checked) {
        if (!names.contains(a))
            names.append(a); // a saved plan's algorithm this quark-cli lacks: shown, checked, refused at the field
    }
    m_algorithmOrder.clear();
    for (const QString &a : checked) {
        if (!m_algorithmOrder.contains(a))
            m_algorithmOrder.append(a);
    }
    for (const QString &name : std::as_const(names)) {
        auto *box = new QCheckBox(algorithmName(name), m_algorithms);
        box->setObjectName(name + u"AlgorithmCheckBox"_s);
        box->setProperty("algorithm", name);
        box->setChecked(m_algorithmOrder.contains(name));
        const QString term = SchemeGuide::term(name);
        box->setWhatsThis(term);
        const int index = int(m_algorithmBoxes.size());
        m_algorithmsLayout->addWidget(box, index / 3, index % 3);
        m_algorithmBoxes.append(box);
        connect(box, &QCheckBox::toggled, this, [this, name](bool on) {
            if (m_applying)
                return;
            m_algorithmOrder.removeAll(name);
            if (on)
                m_algorithmOrder.append(name);
            updateAlgorithmAvailability();
            scheduleRecompute();
        });
    }
    updateAlgorithmAvailability();
    setIntentTabOrder();
}

void PlanPage::setIntentTabOrder()
{
    // Tab follows the form from top to bottom. The combo boxes are made before the form that
    // holds them and the algorithm boxes whenever quark-cli answers, so the order Qt derives
    // from creation would skip the scheme and put the algorithms after the decision table.
    QList<QWidget *> chain{m_target, m_priority, m_useRecommendation, m_scheme, m_kvCache};
    for (QCheckBox *box : std::as_const(m_algorithmBoxes))
        chain.append(box);
    chain << m_dataset << m_samples << m_seqLen << m_batch << m_device << m_evaluation << m_maxRatio << m_tensorParallel
          << m_trustRemoteCode;
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain.at(i - 1), chain.at(i));
}

void PlanPage::updateAlgorithmAvailability()
{
    const CliCapabilities &cli = session()->cliCapabilities();
    const QString modelType = m_analysisDoc ? m_analysisDoc->modelType : QString();
    for (QCheckBox *box : std::as_const(m_algorithmBoxes)) {
        const QString name = box->property("algorithm").toString();
        QString why;
        if (!cli.algorithms.contains(name))
            why = tr("This quark-cli has no algorithm \"%1\".").arg(name);
        else if (!modelType.isEmpty() && !cli.algorithmSupports(name, modelType))
            why = tr("Quark has no built-in %1 configuration for \"%2\".").arg(algorithmName(name), modelType);
        // Unavailable ones can still be unticked (a loaded plan), never newly ticked.
        box->setEnabled(why.isEmpty() || box->isChecked());
        const QString term = SchemeGuide::term(name);
        box->setToolTip(why.isEmpty() ? term : term.isEmpty() ? why : term + u"\n"_s + why);
    }
}

QComboBox *PlanPage::makeOverrideSchemeCombo(const QString &scheme)
{
    auto *combo = new QComboBox(m_overrides);
    combo->setObjectName(u"overrideSchemeComboBox"_s);
    combo->setItemDelegate(new SchemeItemDelegate(combo));
    combo->setAccessibleName(tr("Override scheme"));
    fillSchemeCombo(combo, session()->cliCapabilities().schemes, scheme);
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo] {
        combo->setToolTip(SchemeGuide::explain(combo->currentText()));
        scheduleRecompute();
    });
    combo->setToolTip(SchemeGuide::explain(combo->currentText()));
    return combo;
}

void PlanPage::addOverrideRow(const QString &pattern, const QString &scheme)
{
    const int row = m_overrides->rowCount();
    m_overrides->insertRow(row);
    m_overrides->setItem(row, 0, new QTableWidgetItem(pattern));
    m_overrides->setCellWidget(row, 1, makeOverrideSchemeCombo(scheme));
}

QWidget *PlanPage::markable(const QString &key, QWidget *field)
{
    auto *cell = new QWidget(this);
    auto *layout = new QVBoxLayout(cell);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *frame = new QFrame(cell);
    frame->setObjectName(key + u"Frame"_s);
    auto *frameLayout = new QVBoxLayout(frame);
    frameLayout->setContentsMargins(2, 2, 2, 2);
    frameLayout->addWidget(field);
    auto *message = new QLabel(cell);
    message->setObjectName(key + u"RefusalLabel"_s);
    message->setWordWrap(true);
    message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message->hide();
    layout->addWidget(frame, 1);
    layout->addWidget(message);
    m_marks.insert(key, {frame, message});
    return cell;
}

void PlanPage::showRefusals()
{
    QHash<QString, QStringList> messages;
    QHash<QString, QStringList> rules;
    for (const PlanViolation &v : m_outcome.violations) {
        const QString field = fieldOf(v.rule);
        if (m_marks.contains(field)) {
            messages[field].append(v.message);
            rules[field].append(v.rule);
        }
    }
    const QColor red = refusedColor(this);
    for (auto it = m_marks.cbegin(); it != m_marks.cend(); ++it) {
        const bool refused = messages.contains(it.key());
        it->frame->setProperty("refused", refused);
        it->frame->setStyleSheet(refused ? u"QFrame#%1 { border: 2px solid %2; border-radius: 4px; }"_s.arg(
                                               it->frame->objectName(), red.name())
                                         : u"QFrame#%1 { border: 2px solid transparent; }"_s.arg(it->frame->objectName()));
        it->message->setVisible(refused);
        it->message->setText(messages.value(it.key()).join(u'\n'));
        it->message->setStyleSheet(u"color: %1;"_s.arg(red.name()));
        it->message->setToolTip(rules.value(it.key()).join(u", "_s)); // the rule ids, for scripts and bug reports
    }
    if (m_tabs) {
        const bool patternsRefused = messages.contains(u"exclusions"_s) || messages.contains(u"overrides"_s);
        m_tabs->tabBar()->setTabTextColor(1, patternsRefused ? red : QColor());
    }
}

void PlanPage::initializePage()
{
    CheckpointPage::initializePage();
    showCliNote();
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
        session()->plan()->setAnalysis(AnalysisFacts::fromJson(analysis->json), analysis->sha256); // lists its modules: modulesListed()
        Result<AnalysisDocument> typed = AnalysisDocument::fromJson(analysis->json);
        m_analysisDoc = typed ? std::move(*typed) : AnalysisDocument();
        m_defaultExclusions = m_analysisDoc->excludeDefaults;
        m_defaultsLabel->setText(tr("Template defaults for %1: <code>%2</code> (not passed on the command line, so "
                                    "quark-cli applies them).")
                                     .arg(m_analysisDoc->modelType, m_defaultExclusions.join(u", "_s).toHtmlEscaped()));
        m_trustRemoteCode->setEnabled(m_analysisDoc->trustRemoteCode);
        if (const std::optional<qint64> maxPositions = m_analysisDoc->maxPositionEmbeddings; maxPositions && *maxPositions > 0) {
            const int limit = int(qMin<qint64>(*maxPositions, 1048576));
            m_seqLen->setMaximum(limit);
            m_seqLen->setToolTip(tr("Calibration sequence length, at most the model's %1 tokens "
                                    "(max_position_embeddings).")
                                     .arg(limit));
        } else {
            m_seqLen->setMaximum(1048576);
            m_seqLen->setToolTip(tr("Calibration sequence length; the model does not state its maximum."));
        }
        updateAlgorithmAvailability();
        session()->loadArtifact(ArtifactKind::Plan, this, [this](const Result<LoadedDocument> &plan) {
            if (const Result<PlanDocument> typed = plan ? PlanDocument::fromJson(plan->json) : Result<PlanDocument>(plan.error());
                typed && typed->hasIntent) {
                session()->plan()->setSavedPlan(plan->json);
                setIntent(PlanStep::intentOf(*typed));
            } else {
                updateRecommendation(true);
            }
            scheduleRecompute();
        });
    });
}

void PlanPage::onStateChanged(const WorkspaceState &state)
{
    const PlanSession *plan = session()->plan();
    if (plan->hasAnalysis() && state.analysis.sha256 != plan->analysisSha256() && isVisible())
        loadAnalysis(); // page 1 changed the analysis: plan against the new one
    setConfirmEnabled(outcomeIsCurrent() && m_outcome.ok() && !m_outcome.plan.document().is_null() && !state.plan.ready());
}

void PlanPage::setConfirmEnabled(bool enabled)
{
    m_confirmButton->setEnabled(enabled);
    // After "Back to the plan with …" (page 4), not the disabled Next: the revised plan's Confirm.
    if (enabled && m_focusConfirm && isVisible()) {
        m_focusConfirm = false;
        m_confirmButton->setFocus(Qt::OtherFocusReason);
    }
}

void PlanPage::setIntent(const PlanIntent &intent)
{
    m_applying = true;
    m_schemeChosen = true; // a saved plan's scheme stays until the user changes it
    m_target->setCurrentIndex(qMax(0, m_target->findData(intent.target)));
    m_priority->setCurrentIndex(qMax(0, m_priority->findData(intent.priority)));
    selectScheme(m_scheme, session()->cliCapabilities().schemes, intent.scheme);
    m_kvCache->setChecked(intent.kvCacheFp8);
    fillAlgorithms(intent.algorithms);
    m_dataset->setCurrentIndex(qMax(0, m_dataset->findText(intent.dataset)));
    m_samples->setValue(intent.numCalibData);
    m_seqLen->setValue(intent.seqLen);
    m_batch->setValue(intent.batchSize);
    m_device->setCurrentIndex(qMax(0, m_device->findData(intent.deviceStrategy)));
    describeDevice();
    m_evaluation->setCurrentIndex(qMax(0, m_evaluation->findData(intent.evaluation)));
    m_ratioChosen = intent.maxPerplexityRatio.has_value();
    m_maxRatio->setValue(intent.maxPerplexityRatio.value_or(PlanStep::defaultPerplexityRatio(intent.priority)));
    m_tensorParallel->setValue(intent.tensorParallelSize);
    m_trustRemoteCode->setChecked(intent.trustRemoteCode);
    m_quantizeEverything->setChecked(intent.quantizeEverything);
    m_replaceExclusions->setChecked(intent.exclusions.has_value());
    if (intent.exclusions)
        m_exclusions->setPlainText(intent.exclusions->join(u'\n'));
    m_overrides->setRowCount(0);
    for (const auto &[pattern, scheme] : intent.overrides)
        addOverrideRow(pattern, scheme);
    m_applying = false;
    updateSchemeDescription();
    updateRecommendation(true);
}

PlanIntent PlanPage::intent() const
{
    PlanIntent i;
    i.scheme = m_scheme->currentText();
    i.target = m_target->currentData().toString();
    i.priority = m_priority->currentData().toString();
    i.kvCacheFp8 = m_kvCache->isChecked();
    i.algorithms = m_algorithmOrder;
    i.dataset = m_dataset->currentText();
    i.numCalibData = m_samples->value();
    i.seqLen = m_seqLen->value();
    i.batchSize = m_batch->value();
    i.deviceStrategy = m_device->currentData().toString();
    i.evaluation = m_evaluation->currentData().toString();
    if (m_ratioChosen)
        i.maxPerplexityRatio = m_maxRatio->value();
    i.tensorParallelSize = m_tensorParallel->value();
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
        const auto *scheme = qobject_cast<const QComboBox *>(m_overrides->cellWidget(row, 1));
        i.overrides.append({pattern ? pattern->text().trimmed() : QString(), scheme ? scheme->currentText() : QString()});
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
    if (!session()->plan()->hasAnalysis())
        return;
    session()->plan()->build(intent(), session()->cliCapabilities()); // showBuild() when it is the newest
}

void PlanPage::showBuild(const PlanBuild &build)
{
    if (m_debounce->isActive())
        return; // a newer edit is on its way
    m_shownGeneration = build.generation;
    m_outcome = build.outcome;
    m_patternPreview = build.preview;
    m_findings = build.findings;
    showOutcome();
    showServeFindings(build.intent.tensorParallelSize);
    // A change after confirmation rewrites the plan unconfirmed (Next is disabled again) — only
    // while this page is the one shown: a late recompute (e.g. after quark-cli's --help arrives)
    // must never void a plan the user already went past. A refused edit voids it too.
    const bool shown = wizard() && wizard()->currentPage() == this;
    const std::optional<QStringList> changed = shown ? session()->plan()->withdrawConfirmation(build) : std::nullopt;
    if (changed) {
        // Said, not done silently: a late answer (quark-cli's, after the catalog's) may change a
        // decision of a plan the user confirmed seconds ago.
        m_proposal->setText(
            u"<b>%1</b> %2"_s.arg(tr("The confirmation was withdrawn:"),
                                 (changed->isEmpty() ? tr("the plan built now differs from the one confirmed.")
                                                     : tr("the plan built now differs from the one confirmed (%1).")
                                                           .arg(changed->join(u"; "_s)))
                                         .toHtmlEscaped()
                                     + u' ' + tr("Review it, then confirm it again.").toHtmlEscaped()));
        m_proposal->show();
    }
}

void PlanPage::showServeFindings(int tensorParallelSize)
{
    if (!m_outcome.ok()) {
        m_serveFindings->clear();
        m_serveFindings->hide();
        return;
    }
    QStringList lines;
    const QColor red = refusedColor(this);
    for (const ServeFinding &f : std::as_const(m_findings)) {
        const QString text = f.text.translated().toHtmlEscaped();
        const QString fix = f.fix.translated().toHtmlEscaped();
        const QString line = fix.isEmpty() ? text : text + u' ' + fix;
        lines.append(u"• "_s
                     + (f.severity == ServeFinding::Severity::Blocking
                            ? u"<span style=\"color:%1\">%2</span>"_s.arg(red.name(), tr("vLLM would refuse it: %1").arg(line))
                            : line));
    }
    if (lines.isEmpty()) {
        lines.append(tensorParallelSize == 1
                         ? tr("vLLM can serve this plan's export on one GPU: nothing in the plan stops it.")
                         : tr("vLLM can split this plan's export over %1 GPUs: every split width divides.")
                               .arg(tensorParallelSize));
    }
    m_serveFindings->setText(lines.join(u"<br>"_s));
    m_serveFindings->show();
}

void PlanPage::showOutcome()
{
    m_decisions->setRowCount(0);
    const QColor red = refusedColor(this);
    QColor tint = red;
    tint.setAlpha(48);
    for (const Decision &d : m_outcome.decisions) {
        const int row = m_decisions->rowCount();
        m_decisions->insertRow(row);
        QStringList alternativeTexts;
        for (const QString &a : d.alternatives)
            alternativeTexts.append(choiceText(d.decision, a.toStdString()));
        const QString alternatives = alternativeTexts.join(u", "_s);
        const QString value = choiceText(d.decision, d.value);
        QList<QTableWidgetItem *> items{new QTableWidgetItem(d.decision),
                                        new QTableWidgetItem(d.refused ? tr("%1 (refused)").arg(value) : value),
                                        new QTableWidgetItem(d.refused ? tr("Refused: %1").arg(d.reason) : d.reason),
                                        new QTableWidgetItem(alternatives)};
        for (int column = 0; column < items.size(); ++column) {
            QTableWidgetItem *item = items.at(column);
            item->setData(Qt::UserRole, d.refused);
            item->setToolTip(alternatives.isEmpty() ? item->text()
                                                    : item->text() + u"\n"_s + tr("Alternatives: %1").arg(alternatives));
            if (d.refused) {
                item->setBackground(tint);
                if (column == 1)
                    item->setForeground(red);
            }
            m_decisions->setItem(row, column, item);
        }
    }
    m_decisions->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_decisions->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Interactive);
    m_decisions->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_decisions->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Interactive);
    m_decisions->horizontalHeader()->setStretchLastSection(false);
    const int side = std::clamp(m_decisions->viewport()->width() / 5, 70, 150); // as DecisionColumns keeps them
    m_decisions->setColumnWidth(1, side);
    m_decisions->setColumnWidth(3, side);
    m_decisions->resizeRowsToContents();

    // Rebuilding the rows keeps the selected row (by position and pattern) and its module list.
    const int selectedRow = m_preview->currentRow();
    const QString selectedPattern =
        selectedRow >= 0 && m_preview->item(selectedRow, 0) ? m_preview->item(selectedRow, 0)->text() : QString();
    {
        const QSignalBlocker blocker(m_preview);
        m_preview->setRowCount(0);
    }
    for (const PatternMatch &m : m_patternPreview.patterns) {
        const int row = m_preview->rowCount();
        m_preview->insertRow(row);
        m_preview->setItem(row, 0, new QTableWidgetItem(m.pattern));
        m_preview->setItem(row, 1, new QTableWidgetItem(m.role == u"exclude"_s ? tr("left in full precision")
                                                                                : tr("quantized as %1").arg(m.scheme)));
        auto *matches = new QTableWidgetItem(QString::number(m.matches));
        if (m.matches == 0)
            matches->setForeground(statusColour(Tone::Failed, this));
        matches->setToolTip(m.examples.join(u'\n'));
        m_preview->setItem(row, 2, matches);
        m_preview->setItem(row, 3, new QTableWidgetItem(QString::number(m.effective)));
        m_preview->setItem(row, 4, new QTableWidgetItem(m.overlapsWith.join(u", "_s)));
    }
    m_preview->resizeColumnsToContents();
    if (selectedRow >= 0 && selectedRow < m_preview->rowCount() && m_preview->item(selectedRow, 0)->text() == selectedPattern)
        m_preview->selectRow(selectedRow);
    else
        m_preview->clearSelection();
    showPreviewMatches();
    QStringList perScheme;
    for (auto it = m_patternPreview.perScheme.cbegin(); it != m_patternPreview.perScheme.cend(); ++it)
        perScheme.append(tr("%1 modules as %2").arg(it.value()).arg(it.key()));
    if (perScheme.isEmpty())
        perScheme.append(tr("none quantized"));
    m_previewSummary->setText(tr("%1 Linear modules (%2): %3; %4 stay unquantized.")
                                  .arg(m_patternPreview.total)
                                  .arg(session()->plan()->modules().source, perScheme.join(u", "_s))
                                  .arg(m_patternPreview.unquantized));

    // Refusals are shown at their fields; here only what belongs to no field, and how many are marked.
    QStringList lines;
    int atFields = 0;
    for (const PlanViolation &v : m_outcome.violations) {
        if (m_marks.contains(fieldOf(v.rule)))
            ++atFields;
        else
            lines.append(u"<span style='color:%1'>%2</span>"_s.arg(red.name(), v.message.toHtmlEscaped()));
    }
    if (atFields > 0)
        lines.append(u"<span style='color:%1'>%2</span>"_s.arg(
            red.name(), tr("Refused choices: %1. Each is outlined at its field, with the reason beside it.").arg(atFields)));
    const QString amber = statusCss(Tone::Warning, this);
    for (const QString &w : m_outcome.warnings + m_patternPreview.warnings)
        lines.append(u"<span style='color:%1'>%2</span>"_s.arg(amber, w.toHtmlEscaped()));
    m_problems->setText(lines.join(u"<br>"_s));
    showRefusals();
    setConfirmEnabled(outcomeIsCurrent() && m_outcome.ok() && !session()->state().plan.ready());
}

void PlanPage::showPreviewMatches()
{
    const QList<QTableWidgetItem *> selected = m_preview->selectedItems();
    const int row = selected.isEmpty() ? -1 : selected.first()->row();
    if (row < 0 || row >= m_patternPreview.patterns.size()) {
        m_previewMatchesTitle->setText(tr("Select a row to list the modules its pattern matches."));
        m_previewMatches->clear();
        return;
    }
    const PatternMatch &m = m_patternPreview.patterns.at(row);
    const std::vector<std::string> &modules = session()->plan()->modules().names;
    if (modules.empty()) {
        m_previewMatchesTitle->setText(tr("The analysis has counts, not names, for this model: no module list to show."));
        m_previewMatches->clear();
        return;
    }
    if (m.matches == 0) {
        m_previewMatchesTitle->setText(
            tr("\"%1\" matches nothing: check the spelling; patterns use fnmatch-style * and ? (case matters, * also "
               "crosses dots). This model's module names look like the ones below (%2).")
                .arg(m.pattern, session()->plan()->modules().source));
        QStringList samples;
        for (std::size_t i = 0; i < modules.size() && i < 5; ++i)
            samples.append(QString::fromStdString(modules[i]));
        if (modules.size() > 5)
            samples.append(QString::fromStdString(modules.back()));
        m_previewMatches->setPlainText(samples.join(u'\n'));
        return;
    }
    QString title = tr("\"%1\" matches %n module(s) — %2.", nullptr, int(qMin<qint64>(m.matches, INT_MAX)))
                        .arg(m.pattern, session()->plan()->modules().source);
    if (m.effective < m.matches)
        title += u' ' + tr("It decides %1 of them; the others are decided by another pattern.").arg(m.effective);
    m_previewMatchesTitle->setText(title);
    QStringList lines = m.listed;
    if (m.matches > m.listed.size())
        lines.append(tr("… and %1 more").arg(m.matches - m.listed.size()));
    m_previewMatches->setPlainText(lines.join(u'\n'));
}

void PlanPage::showCliNote()
{
    QString html = session()->cliNote().toHtmlEscaped();
    if (session()->cliApiErrorHasDetails())
        html += u" <a href=\"#api-details\">"_s + tr("Details…") + u"</a>"_s;
    m_cliLabel->setText(html);
    const QString disagreement = session()->cliDisagreement();
    m_cliDisagreementLabel->setText(disagreement);
    setTextColour(m_cliDisagreementLabel, statusColour(Tone::Warning, this));
    m_cliDisagreementLabel->setVisible(!disagreement.isEmpty());
}

QString PlanPage::choiceText(const QString &decision, const Json &value) const
{
    // The form's own words for a choice the table lists (#33: "balanced", "single", "false" in the
    // table, in German too); scheme names and numbers are what quark-cli calls them.
    if (value.is_boolean())
        return value.get<bool>() ? tr("yes") : tr("no");
    const PlanStep::FormChoice choice = PlanStep::formChoiceOf(decision);
    QComboBox *combo = choice == PlanStep::FormChoice::Priority         ? m_priority
                       : choice == PlanStep::FormChoice::DeviceStrategy ? m_device
                       : choice == PlanStep::FormChoice::Evaluation     ? m_evaluation
                                                                        : nullptr;
    if (combo && value.is_string()) {
        const int at = combo->findData(QString::fromStdString(value.get<std::string>()));
        if (at >= 0)
            return combo->itemText(at);
    }
    return jsonText(value);
}

void PlanPage::describeDevice()
{
    const QString cannot = session()->cpuPlanCannotRun();
    const int cpu = m_device->findData(u"cpu"_s);
    m_device->setItemText(cpu, cannot.isEmpty() ? tr("CPU only") : tr("CPU only — cannot run on this machine"));
    m_device->setItemData(cpu, cannot.isEmpty() ? PlanStep::deviceStrategyReason(u"cpu"_s) : cannot, Qt::ToolTipRole);
    const QString strategy = m_device->currentData().toString();
    if (strategy == u"cpu"_s && !cannot.isEmpty())
        m_deviceDescription->setText(u"<span style='color:%1'>%2</span>"_s.arg(refusedColor(this).name(), cannot.toHtmlEscaped()));
    else
        m_deviceDescription->setText(PlanStep::deviceStrategyReason(strategy).toHtmlEscaped());
}

bool PlanPage::outcomeIsCurrent() const
{
    return !m_debounce->isActive() && m_shownGeneration == session()->plan()->generation();
}

void PlanPage::confirmPlan()
{
    // Only the plan of the form as it is now: never an outcome a pending recompute will replace.
    if (!m_outcome.ok() || !outcomeIsCurrent())
        return;
    // Written confirmed by the session (a failed write reaches m_problems through writeFailed()).
    if (const Status confirmed = session()->plan()->confirm(session()->state(), m_outcome.plan); !confirmed) {
        m_problems->setText(confirmed.error().message.toHtmlEscaped());
        return;
    }
    handFocusToNext(); // a stray key after Alt+C must not edit the plan just confirmed
    m_confirmButton->setEnabled(false);
    m_proposal->hide();
}

} // namespace ptq::ui
