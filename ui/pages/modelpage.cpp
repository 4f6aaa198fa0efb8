#include "pages/modelpage.h"
#include "artifacts/analysisfacts.h"
#include "artifacts/documents.h"
#include "statuscolours.h"

#include "localtext.h"
#include "dialogs.h"
#include "workflow/workspacesession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QAbstractButton>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <QWizard>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

const QString kRecentModelsKey = u"recentModels"_s;

QString number(std::optional<qint64> value)
{
    return value ? QLocale().toString(*value) : ModelPage::tr("unknown");
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString yesNo(bool value)
{
    return value ? ModelPage::tr("yes") : ModelPage::tr("no");
}

// The status line names a high risk too (issue #33): the list below the summary may be out of view.
QString highRiskStatus(const AnalysisFacts &facts)
{
    const QList<AnalysisFacts::Risk> high = facts.highRisks();
    if (high.isEmpty())
        return {};
    QString first = high.first().message;
    if (first.size() > 180)
        first = first.left(179) + u'…';
    return ModelPage::tr("%n high risk(s), in red under Risks below the analysis. The first: %1", nullptr, int(high.size())).arg(first);
}

} // namespace

QString risksHtml(const Json &analysis)
{
    const AnalysisFacts facts = AnalysisFacts::fromJson(analysis);
    if (facts.risks.isEmpty())
        return u"<p>"_s + ModelPage::tr("No risks found.") + u"</p>"_s;
    QString html = u"<p><b>"_s + ModelPage::tr("Risks") + u"</b></p><table cellspacing='0' cellpadding='3' width='100%'>"_s;
    for (const AnalysisFacts::Risk &risk : facts.risks) {
        const QString color = statusCss(risk.severity == u"high"_s ? Tone::Failed : risk.severity == u"medium"_s ? Tone::Warning : Tone::Muted);
        html += u"<tr><td valign='top' width='70'><span style='color:%1; font-weight:bold'>%2</span></td><td>%3"_s
                    .arg(color, esc(severityText(risk.severity)), esc(risk.message));
        if (!risk.recoveryHint.isEmpty())
            html += u"<br><i>"_s + esc(risk.recoveryHint) + u"</i>"_s;
        html += u"</td></tr>"_s;
    }
    return html + u"</table>"_s;
}

QString analysisSummaryHtml(const Json &analysis)
{
    const AnalysisFacts f = AnalysisFacts::fromJson(analysis);
    QString html = u"<table cellspacing='0' cellpadding='3'>"_s;
    auto row = [&html](const QString &label, const QString &value) {
        html += u"<tr><td valign='top'><b>%1</b></td><td>%2</td></tr>"_s.arg(esc(label), value);
    };
    const QString comma = u", "_s;
    row(ModelPage::tr("Model"), u"%1 &nbsp;<code>%2</code>"_s.arg(esc(f.modelPath), esc(f.modelType)));
    if (!f.architectures.isEmpty())
        row(ModelPage::tr("Architecture"), esc(f.architectures.join(comma)) + u" — "_s + esc(f.loadingHint));
    QString where = esc(sourceKindText(f.sourceKind));
    if (!f.repoId.isEmpty())
        where += u" · "_s + esc(f.repoId) + u" @ "_s + esc(f.revision);
    if (!f.commit.isEmpty())
        where += ModelPage::tr(" · commit <code>%1</code>").arg(esc(f.commit.left(12)));
    if (!f.sourceNote.isEmpty())
        where += u"<br><i>"_s + esc(f.sourceNote) + u"</i>"_s;
    row(ModelPage::tr("Read from"), where + u"<br>"_s + esc(f.filesRead.join(comma)));
    row(ModelPage::tr("Decoder"), ModelPage::tr("%1 layers · hidden %2 · intermediate %3 · %4 heads (%5 KV) · vocab %6 · "
                                               "context %7")
                                      .arg(number(f.numHiddenLayers), number(f.hiddenSize), number(f.intermediateSize),
                                           number(f.numAttentionHeads), number(f.numKeyValueHeads), number(f.vocabSize),
                                           number(f.maxPositionEmbeddings)));
    QString params = f.parameters ? parameterCountText(*f.parameters) : ModelPage::tr("unknown");
    if (!f.parametersNote.isEmpty())
        params += u" <i>("_s + esc(f.parametersNote) + u")</i>"_s;
    row(ModelPage::tr("Parameters"), params + u" · "_s + esc(f.dtype) + ModelPage::tr(" · transformers %1").arg(esc(f.transformersVersion)));
    row(ModelPage::tr("Linear layers"),
        ModelPage::tr("<b>%1</b> quantizable Linear modules (%2)<br><small>%3</small>")
            .arg(number(f.linearLayerCount), esc(countMethodText(f.countMethod)), esc(f.countNote)));
    row(ModelPage::tr("Default exclusions"),
        u"<code>%1</code> "_s.arg(esc(f.excludeDefaults.join(comma)))
            + (f.templateKnown ? ModelPage::tr("(quark-cli template for %1)").arg(esc(f.modelType))
                               : ModelPage::tr("(<b>no quark-cli template</b> for %1)").arg(esc(f.modelType))));
    QString moeText = yesNo(f.moe);
    if (f.moe) {
        moeText += ModelPage::tr(" — %1 experts, %2 per token").arg(number(f.numExperts), number(f.expertsPerToken));
        if (f.fusedExperts)
            moeText += ModelPage::tr(", experts stored fused");
    }
    row(ModelPage::tr("Mixture of experts"), moeText);
    row(ModelPage::tr("Multimodal"), yesNo(f.multimodal) + (f.multimodal ? u" — "_s + esc(f.towers.join(comma)) : QString()));
    row(ModelPage::tr("Already quantized"), yesNo(f.preQuantized) + (f.preQuantized ? u" — "_s + esc(f.quantMethod) : QString()));
    row(ModelPage::tr("Remote code"), yesNo(f.remoteCodeRequired));
    row(ModelPage::tr("Status"), f.complete ? ModelPage::tr("complete")
                                            : ModelPage::tr("<b>partial</b> — some facts could not be established from the "
                                                            "configuration; see the risks"));
    html += u"</table>"_s;
    return html;
}

void ModelPage::explainControls()
{
    // What's This (Shift+F1): what each control does, and what cannot be taken back.
    m_sourceCombo->setWhatsThis(tr("<p>A Hugging Face repository id (<code>org/name</code>), a local model folder, or a "
                                   "model already in the Hugging Face cache. Only the configuration files are read "
                                   "(config.json, the index, the tokenizer's settings); no weights are downloaded.</p>"));
    m_tokenEdit->setWhatsThis(tr("<p>A Hugging Face token for gated or private repositories. It is kept in memory for "
                                 "this session only: never written to a file, a log or an artifact.</p>"));
    m_analyzeButton->setWhatsThis(tr("<p>Reads the model's configuration files and writes model_analysis.json, "
                                     "unconfirmed. Nothing is downloaded besides those files and nothing runs.</p>"));
    m_trustRemoteCodeCheck->setWhatsThis(tr("<p>Lets quark-cli run Python code that comes with the model repository "
                                            "(<code>--trust_remote_code</code>). That code runs with your permissions. "
                                            "Without this choice PTQ Studio always passes "
                                            "<code>--no_trust_remote_code</code>.</p>"));
    m_modelTypeCombo->setWhatsThis(m_modelTypeCombo->toolTip());
    m_confirmButton->setWhatsThis(tr("<p>Records that the analysis is right (with your corrections) in "
                                     "model_analysis.json and opens the plan. Nothing runs. Confirming it again later "
                                     "with other corrections marks the plan built on it as stale.</p>"));
}

ModelPage::ModelPage(WorkspaceSession *session, QWidget *parent)
    : CheckpointPage(session, Checkpoint::ModelAnalysis, parent),
      m_sourceCombo(new QComboBox(this)),
      m_browseButton(new QPushButton(tr("Browse…"), this)),
      m_revisionEdit(new QLineEdit(this)),
      m_tokenStatusLabel(new QLabel(this)),
      m_tokenEdit(new QLineEdit(this)),
      m_analyzeButton(new QPushButton(tr("Analyze"), this)),
      m_cancelButton(new QPushButton(tr("Cancel"), this)),
      m_busyBar(new QProgressBar(this)),
      m_statusLabel(new QLabel(this)),
      m_summary(new QTextBrowser(this)),
      m_risks(new QTextBrowser(this)),
      m_modelTypeCombo(new QComboBox(this)),
      m_trustRemoteCodeCheck(new QCheckBox(tr("Allow running Python code from the model repository "
                                              "(trust_remote_code)"),
                                           this)),
      m_notesEdit(new QLineEdit(this)),
      m_confirmButton(new QPushButton(tr("&Yes, confirm the analysis"), this))
{
    setObjectName(u"modelpage"_s);
    setTitle(tr("1 · Model"));
    setSubTitle(tr("Read the model's configuration files and analyse them. No weights are downloaded."));
    setIntroText(QString());
    setAcceptDrops(true);

    m_sourceCombo->setObjectName(u"modelSourceComboBox"_s);
    m_sourceCombo->setEditable(true);
    m_sourceCombo->setInsertPolicy(QComboBox::NoInsert);
    m_sourceCombo->lineEdit()->setPlaceholderText(tr("org/name on the Hugging Face Hub, or a folder with config.json"));
    m_sourceCombo->setAccessibleName(tr("Model"));
    m_sourceCombo->addItems(QSettings().value(kRecentModelsKey).toStringList());
    m_sourceCombo->setCurrentIndex(-1);
    m_browseButton->setObjectName(u"browseModelPushButton"_s);
    // Never the default button: Enter in the Model field analyses, it does not open a dialog.
    m_browseButton->setAutoDefault(false);
    m_revisionEdit->setObjectName(u"revisionLineEdit"_s);
    m_revisionEdit->setPlaceholderText(u"main"_s);
    m_revisionEdit->setAccessibleName(tr("Revision"));
    m_revisionEdit->setMaximumWidth(220);
    m_tokenStatusLabel->setObjectName(u"tokenStatusLabel"_s);
    m_tokenEdit->setObjectName(u"tokenLineEdit"_s);
    m_tokenEdit->setEchoMode(QLineEdit::Password);
    m_tokenEdit->setPlaceholderText(tr("Paste a token for this session (kept in memory only)"));
    m_tokenEdit->setAccessibleName(tr("Hugging Face token for this session"));
    m_analyzeButton->setObjectName(u"analyzePushButton"_s);
    m_cancelButton->setObjectName(u"cancelAnalysisPushButton"_s);
    m_cancelButton->setEnabled(false);
    m_busyBar->setObjectName(u"analysisBusyProgressBar"_s);
    m_busyBar->setRange(0, 0);
    m_busyBar->setMaximumWidth(160);
    m_busyBar->setTextVisible(false);
    m_busyBar->hide();
    m_statusLabel->setObjectName(u"intakeStatusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *sourceRow = new QHBoxLayout;
    sourceRow->addWidget(m_sourceCombo, 1);
    sourceRow->addWidget(m_browseButton);
    auto *hubRow = new QHBoxLayout;
    hubRow->addWidget(m_revisionEdit);
    hubRow->addSpacing(12);
    hubRow->addWidget(m_tokenStatusLabel);
    hubRow->addWidget(m_tokenEdit, 1);
    auto *actionRow = new QHBoxLayout;
    actionRow->addWidget(m_analyzeButton);
    actionRow->addWidget(m_cancelButton);
    actionRow->addWidget(m_busyBar);
    actionRow->addWidget(m_statusLabel, 1);
    auto *form = new QFormLayout;
    auto *sourceLabel = new QLabel(tr("&Model:"), this);
    sourceLabel->setBuddy(m_sourceCombo);
    auto *revisionLabel = new QLabel(tr("&Revision:"), this);
    revisionLabel->setBuddy(m_revisionEdit);
    form->addRow(sourceLabel, sourceRow);
    form->addRow(revisionLabel, hubRow);
    contentLayout()->addLayout(form);
    contentLayout()->addLayout(actionRow);

    m_summary->setObjectName(u"analysisSummaryTextBrowser"_s);
    m_summary->setAccessibleName(tr("Model analysis"));
    m_summary->setOpenLinks(false);
    m_summary->setPlaceholderText(tr("The analysis appears here: what the configuration says about the model, how "
                                     "many Linear layers Quark will quantize, and what it leaves out."));
    m_risks->setObjectName(u"risksTextBrowser"_s);
    m_risks->setAccessibleName(tr("Risks"));
    m_risks->setOpenLinks(false);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_summary);
    splitter->addWidget(m_risks);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    contentLayout()->addWidget(splitter, 1);

    auto *corrections = new QGroupBox(tr("Corrections (recorded with the confirmation)"), this);
    auto *correctionsForm = new QFormLayout(corrections);
    m_modelTypeCombo->setObjectName(u"modelTypeComboBox"_s);
    m_modelTypeCombo->setEditable(true);
    m_modelTypeCombo->addItems(IntakeService::knownModelTypes());
    m_modelTypeCombo->setCurrentIndex(-1); // filled in by the analysis, never a guess before it
    m_modelTypeCombo->setToolTip(tr("quark-cli looks its template (default exclusions, KV layers, algorithm configs) "
                                    "up by this type."));
    m_trustRemoteCodeCheck->setObjectName(u"trustRemoteCodeCheckBox"_s);
    m_trustRemoteCodeCheck->setToolTip(tr("Without it PTQ Studio passes --no_trust_remote_code. Only allow it for "
                                          "repositories you trust: their code runs with your permissions."));
    m_notesEdit->setObjectName(u"notesLineEdit"_s);
    m_notesEdit->setPlaceholderText(tr("Anything the analysis got wrong or that the plan should know"));
    correctionsForm->addRow(tr("Model &type for the Quark template:"), m_modelTypeCombo);
    correctionsForm->addRow(QString(), m_trustRemoteCodeCheck);
    // Not "&Notes": Alt+N is the wizard's "&Next >".
    correctionsForm->addRow(tr("N&otes:"), m_notesEdit);
    contentLayout()->addWidget(corrections);

    m_confirmButton->setObjectName(u"confirmAnalysisPushButton"_s);
    m_confirmButton->setAutoDefault(false);
    m_confirmButton->setEnabled(false);
    questionRow()->addWidget(m_confirmButton);
    explainControls();

    connect(m_analyzeButton, &QPushButton::clicked, this, &ModelPage::startAnalysis);
    // A correction (or other notes) is what a confirmed analysis can be confirmed again for.
    connect(m_modelTypeCombo, &QComboBox::currentTextChanged, this, &ModelPage::updateConfirmButton);
    connect(m_trustRemoteCodeCheck, &QCheckBox::toggled, this, &ModelPage::updateConfirmButton);
    connect(m_notesEdit, &QLineEdit::textChanged, this, &ModelPage::updateConfirmButton);
    // Enter in the Model field analyses, and the key goes no further: not to the wizard, and not
    // to a button that took the focus when the field was disabled for the analysis.
    m_sourceCombo->installEventFilter(this);
    m_revisionEdit->installEventFilter(this);
    connect(m_cancelButton, &QPushButton::clicked, this, &ModelPage::cancelAnalysis);
    connect(m_browseButton, &QPushButton::clicked, this, &ModelPage::browse);
    connect(m_confirmButton, &QPushButton::clicked, this, &ModelPage::confirmAnalysis);
    connect(m_tokenEdit, &QLineEdit::textChanged, this, [this](const QString &token) {
        this->session()->intake()->setSessionToken(token);
        updateTokenStatus();
    });
    connect(session->intake(), &IntakeService::progress, this, [this](const QString &message) {
        m_statusLabel->setStyleSheet(QString());
        m_statusLabel->setText(message);
    });
    connect(session->intake(), &IntakeService::finished, this, &ModelPage::onAnalysisFinished);
    // Asked for now (Try with the bundled example): it takes the place of what the field kept from
    // another workspace (round 58's walk found the last model there instead of the example's).
    connect(session, &WorkspaceSession::suggestedModelChanged, this, [this](const QString &source) { offerSuggestedModel(source, true); });
    updateTokenStatus();
}

QString ModelPage::confirmedDetail() const
{
    // Round 57's walk: the status below the pending note said "Next continues" while Next waited.
    return m_changePending ? tr("Confirmed, but your change above is not recorded yet: Next waits until you confirm "
                                "again or undo it.")
                           : CheckpointPage::confirmedDetail();
}

QString ModelPage::checkpointQuestion() const
{
    return tr("Is this model analysis correct?");
}

void ModelPage::initializePage()
{
    CheckpointPage::initializePage();
    onStateChanged(session()->state());
    offerSuggestedModel(session()->suggestedModel());
}

void ModelPage::offerSuggestedModel(const QString &source, bool asked)
{
    // Only into a page without an analysis, and, unless the user just asked for it, an empty field:
    // never over what the user typed here.
    if (source.isEmpty() || !m_analysis.is_null() || (!asked && !m_sourceCombo->currentText().trimmed().isEmpty())
        || session()->intake()->isRunning())
        return;
    m_sourceCombo->setCurrentText(QDir::toNativeSeparators(source));
    setBusy(false, tr("The bundled example model is filled in. Press Analyze to read its configuration — "
                      "it is on this computer, no network needed."));
    m_analyzeButton->setFocus();
}

void ModelPage::onStateChanged(const WorkspaceState &state)
{
    if (state.root != m_shownRoot) {
        // Another workspace (File → Open Workspace…): nothing of the last one's analysis stays on the
        // page, and no "Step 1 confirmed" beside a model_analysis.json not written yet (round 57's walk).
        // The Model field keeps its text: the same model in a new workspace is one press of Analyze.
        const bool hadOne = !m_shownRoot.isEmpty();
        m_shownRoot = state.root;
        if (hadOne && !session()->intake()->isRunning()) {
            m_analysis = Json();
            m_loadedSha.clear();
            m_summary->clear();
            m_risks->clear();
            m_statusLabel->setStyleSheet(QString());
            m_statusLabel->clear();
            const QSignalBlocker blockNotes(m_notesEdit);
            m_notesEdit->clear();
            // The corrections were of the last workspace's analysis: the next one fills them.
            const QSignalBlocker blockType(m_modelTypeCombo);
            m_modelTypeCombo->setCurrentIndex(-1);
            m_modelTypeCombo->setEditText(QString());
            const QSignalBlocker blockTrust(m_trustRemoteCodeCheck);
            m_trustRemoteCodeCheck->setChecked(false);
        }
    }
    const ArtifactStatus &status = state.analysis;
    const bool onDisk = status.state == ArtifactState::Ready || status.state == ArtifactState::Unconfirmed;
    if (onDisk && !status.upstreamOnly && status.sha256 != m_loadedSha) {
        const QByteArray sha = status.sha256;
        session()->loadArtifact(ArtifactKind::Analysis, this, [this, sha](const Result<LoadedDocument> &doc) {
            if (!doc)
                return showError(doc.error().message);
            m_loadedSha = sha;
            showAnalysis(doc->json);
            // A resumed analysis that still waits for its confirmation says what the status line
            // would have said when it was written.
            if (m_statusLabel->text().isEmpty() && !this->session()->state().analysis.ready())
                showWrittenStatus();
        });
    }
    updateConfirmButton();
}

AnalysisCorrections ModelPage::formCorrections() const
{
    AnalysisCorrections corrections;
    corrections.modelType = m_modelTypeCombo->currentText().trimmed();
    corrections.trustRemoteCode = m_trustRemoteCodeCheck->isChecked();
    corrections.notes = m_notesEdit->text().trimmed();
    return corrections;
}

void ModelPage::updateConfirmButton()
{
    // A confirmed analysis is confirmed again only with a change to record: the button says which.
    const Result<AnalysisDocument> shown = AnalysisDocument::fromJson(m_analysis);
    const bool confirmed = shown && shown->confirmed;
    const bool changes = shown && IntakeService::correctionsChange(m_analysis, formCorrections());
    m_confirmButton->setEnabled(shown && !session()->intake()->isRunning() && (!confirmed || changes));
    m_confirmButton->setText(confirmed && changes ? tr("&Yes, confirm again with these corrections") : tr("&Yes, confirm the analysis"));
    m_confirmButton->setToolTip(confirmed && !changes ? tr("Confirmed. Change a correction or the notes to confirm it again.")
                                                      : QString());
    // Round 57's walk: Next went on with a changed note, which was then lost without a word.
    const bool pending = confirmed && changes;
    if (pending != m_changePending) {
        m_changePending = pending;
        if (pending) {
            m_statusLabel->setStyleSheet(QString());
            m_statusLabel->setText(tr("Your change is not recorded yet: confirm again to record it (Next waits for "
                                      "that), or undo it."));
        } else if (confirmed) {
            m_statusLabel->setText(tr("Step 1 confirmed. Next continues with the plan."));
        }
        refreshState(); // the workspace status below says the same, not "Next continues"
        emit completeChanged();
    }
}

bool ModelPage::isComplete() const
{
    return CheckpointPage::isComplete() && !m_changePending;
}

void ModelPage::updateTokenStatus()
{
    const QString source = session()->intake()->tokenSource();
    QString text;
    if (source.isEmpty())
        text = tr("Token: none (public models only)");
    else if (source == u"session"_s)
        text = tr("Token: this session's");
    else if (source.startsWith(u'/'))
        text = tr("Token: from %1").arg(QDir::toNativeSeparators(source));
    else
        text = tr("Token: from %1").arg(source);
    m_tokenStatusLabel->setText(text);
}

bool ModelPage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && (watched == m_sourceCombo || watched == m_revisionEdit)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            if (!session()->intake()->isRunning())
                startAnalysis();
            return true;
        }
    }
    return CheckpointPage::eventFilter(watched, event);
}

void ModelPage::setBusy(bool busy, const QString &message)
{
    // Disabling the focused field would hand the focus to the next widget in the chain (Browse);
    // the Cancel button takes it instead, and gives it back to the field afterwards.
    if (busy) {
        m_cancelButton->setEnabled(true);
        for (QWidget *w : {static_cast<QWidget *>(m_sourceCombo), static_cast<QWidget *>(m_revisionEdit),
                           static_cast<QWidget *>(m_analyzeButton)}) {
            if (w->hasFocus()) {
                m_returnFocusTo = w;
                m_cancelButton->setFocus(Qt::OtherFocusReason);
            }
        }
    }
    m_analyzeButton->setEnabled(!busy);
    m_sourceCombo->setEnabled(!busy);
    m_revisionEdit->setEnabled(!busy);
    if (!busy) {
        if (m_returnFocusTo && m_cancelButton->hasFocus())
            m_returnFocusTo->setFocus(Qt::OtherFocusReason);
        m_returnFocusTo = nullptr;
        m_cancelButton->setEnabled(false);
    }
    m_busyBar->setVisible(busy);
    updateConfirmButton();
    if (!message.isEmpty()) {
        m_statusLabel->setStyleSheet(QString());
        m_statusLabel->setText(message);
    }
}

void ModelPage::showError(const QString &message)
{
    m_statusLabel->setStyleSheet(u"color: %1;"_s.arg(statusCss(Tone::Failed, this)));
    m_statusLabel->setText(message);
}

void ModelPage::startAnalysis()
{
    const QString input = m_sourceCombo->currentText().trimmed();
    Result<ModelSource> source = ModelSourceParser::parse(input, m_revisionEdit->text());
    if (!source) {
        showError(source.error().message);
        return;
    }
    setBusy(true, tr("Analysing %1…").arg(source->display()));
    session()->intake()->start(*source);
}

void ModelPage::cancelAnalysis()
{
    session()->intake()->cancel();
}

void ModelPage::onAnalysisFinished(const Result<ModelAnalysis> &result)
{
    setBusy(false);
    if (!result) {
        if (result.error().code == Error::Code::Cancelled)
            m_statusLabel->setText(tr("Cancelled. Nothing was written."));
        else
            showError(result.error().message);
        return;
    }
    const Json doc = IntakeService::analysisDocument(*result);
    rememberModel(m_sourceCombo->currentText().trimmed());
    showAnalysis(doc);
    m_statusLabel->setText(tr("Writing model_analysis.json…"));
    session()->saveArtifact(ArtifactKind::Analysis, doc, this, [this](const Status &status) {
        if (!status)
            return showError(status.error().message);
        showWrittenStatus();
    });
}

void ModelPage::showAnalysis(const Json &analysis)
{
    m_analysis = analysis;
    m_summary->setHtml(analysisSummaryHtml(analysis));
    m_risks->setHtml(risksHtml(analysis));
    const AnalysisFacts facts = AnalysisFacts::fromJson(analysis);
    // A resumed workspace names its model in the Model field too.
    if (m_sourceCombo->currentText().trimmed().isEmpty() && !facts.modelPath.isEmpty())
        m_sourceCombo->setCurrentText(QDir::toNativeSeparators(facts.modelPath));
    m_modelTypeCombo->setCurrentText(facts.modelType);
    m_trustRemoteCodeCheck->setChecked(facts.trustRemoteCode);
    m_notesEdit->setText(facts.confirmationNotes);
    updateConfirmButton();
}

void ModelPage::showWrittenStatus()
{
    const QString risks = highRiskStatus(AnalysisFacts::fromJson(m_analysis));
    if (risks.isEmpty()) {
        m_statusLabel->setStyleSheet(QString());
        m_statusLabel->setText(tr("Analysis written. Review it, correct what is wrong, then confirm."));
        return;
    }
    m_statusLabel->setStyleSheet(u"color: %1;"_s.arg(statusCss(Tone::Failed, this)));
    m_statusLabel->setText(tr("Analysis written. %1 Read them before you confirm.").arg(risks));
}

void ModelPage::confirmAnalysis()
{
    if (m_analysis.is_null())
        return;
    Result<Json> confirmed = IntakeService::confirmAnalysis(m_analysis, formCorrections());
    if (!confirmed)
        return showError(confirmed.error().message);
    // The confirm button is disabled now: the focus waits on the page and goes on to Next once
    // the analysis is recorded, not into the Model field with its text selected.
    handFocusToNext();
    m_confirmButton->setEnabled(false);
    showAnalysis(*confirmed);
    session()->saveArtifact(ArtifactKind::Analysis, *confirmed, this, [this](const Status &status) {
        if (!status)
            return showError(status.error().message);
        m_statusLabel->setStyleSheet(QString());
        m_statusLabel->setText(tr("Step 1 confirmed. Next continues with the plan."));
    });
}

void ModelPage::rememberModel(const QString &source)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentModelsKey).toStringList();
    recent.removeAll(source);
    recent.prepend(source);
    while (recent.size() > 10)
        recent.removeLast();
    settings.setValue(kRecentModelsKey, recent);
    const QString current = m_sourceCombo->currentText();
    m_sourceCombo->clear();
    m_sourceCombo->addItems(recent);
    m_sourceCombo->setCurrentText(current);
}

void ModelPage::browse()
{
    Dialogs::chooseDirectory(this, tr("Choose a model folder (with config.json)"), QDir::homePath(),
                             [this](const QString &folder) { m_sourceCombo->setCurrentText(folder); });
}

void ModelPage::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.constFirst().isLocalFile())
        event->acceptProposedAction();
}

void ModelPage::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.constFirst().isLocalFile())
        return;
    m_sourceCombo->setCurrentText(urls.constFirst().toLocalFile());
    event->acceptProposedAction();
    startAnalysis();
}

} // namespace ptq::ui
