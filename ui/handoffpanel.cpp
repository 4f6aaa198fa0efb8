#include "handoffpanel.h"
#include "statuscolours.h"

#include "fixedfont.h"
#include "handoff/exportchecks.h"
#include "artifacts/runmanifest.h"
#include "handoff/servereadiness.h"
#include "localtext.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <cmath>
#include <QToolTip>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

QString coloured(const QString &html, const QColor &colour)
{
    return u"<span style=\"color:%1\">%2</span>"_s.arg(colour.name(), html);
}

QColor goodColour() { return statusColour(Tone::Good); }
QColor warnColour() { return statusColour(Tone::Warning); }
QColor badColour() { return statusColour(Tone::Failed); }

QString number(double value, int precision = 4)
{
    return QLocale().toString(value, 'g', precision);
}

/// A ratio as people compare it with a threshold: "1.019", "1.000".
QString ratioText(double value)
{
    return QLocale().toString(value, 'f', 3);
}

QLabel *textLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return label;
}

QLineEdit *commandField(QWidget *parent, const QString &name, const QString &accessible)
{
    auto *field = new QLineEdit(parent);
    field->setObjectName(name);
    field->setReadOnly(true);
    field->setFont(fixedFont());
    field->setAccessibleName(accessible);
    return field;
}

} // namespace

HandoffPanel::HandoffPanel(QWidget *parent)
    : QWidget(parent),
      m_accuracy(textLabel(this, u"accuracyLabel"_s)),
      m_loadCheck(textLabel(this, u"loadCheckLabel"_s)),
      m_serveFindings(textLabel(this, u"exportServeFindingsLabel"_s)),
      m_vllm(commandField(this, u"vllmCommandLineEdit"_s, tr("vllm serve command"))),
      m_lmEval(commandField(this, u"lmEvalCommandLineEdit"_s, tr("lm_eval command"))),
      m_copyVllm(new QPushButton(tr("Copy"), this)),
      m_copyLmEval(new QPushButton(tr("Copy"), this)),
      m_runChecks(new QPushButton(tr("Run the approved export checks"), this)),
      m_publish(new QPushButton(tr("Publish to the Hub…"), this)),
      m_openCard(new QPushButton(tr("Open README.md"), this)),
      m_writeCard(new QPushButton(tr("Write the model card and the serve commands"), this)),
      m_card(new QTextBrowser(this))
{
    setObjectName(u"handoffPanel"_s);
    m_copyVllm->setObjectName(u"copyVllmPushButton"_s);
    m_copyVllm->setAccessibleName(tr("Copy the vllm serve command"));
    m_copyLmEval->setObjectName(u"copyLmEvalPushButton"_s);
    m_copyLmEval->setAccessibleName(tr("Copy the lm_eval command"));
    m_runChecks->setObjectName(u"runChecksPushButton"_s);
    m_runChecks->hide();
    m_publish->setObjectName(u"publishPushButton"_s);
    m_publish->setEnabled(false);
    m_publish->setToolTip(tr("Accept the result first: only an accepted export is published."));
    m_openCard->setObjectName(u"openCardPushButton"_s);
    m_writeCard->setObjectName(u"writeCardPushButton"_s);
    m_writeCard->setToolTip(tr("Writes README.md into the export folder and records the vllm serve and lm_eval commands "
                               "in run_manifest.yaml."));
    m_writeCard->hide();
    m_openCard->setEnabled(false);
    m_card->setObjectName(u"modelCardTextBrowser"_s);
    m_card->setAccessibleName(tr("Model card (README.md of the export)"));
    m_card->setOpenExternalLinks(true);
    m_card->setPlaceholderText(tr("The model card is written into the export once it is verified."));
    for (QPushButton *b : {m_copyVllm, m_copyLmEval, m_runChecks, m_publish, m_openCard, m_writeCard})
        b->setAutoDefault(false);

    auto *checks = new QGroupBox(tr("Is it still the model you quantized?"), this);
    checks->setWhatsThis(tr("<p><b>Accuracy verdict.</b> After the export, the original model's perplexity is measured "
                            "with quark-cli's own routine on the same data, and the quantized model's is compared with "
                            "it: within your threshold (a ratio set at Checkpoint 2), the accuracy is kept. The original's "
                            "number is cached for the next plan of the same model.</p><p><b>Load check.</b> The export is "
                            "loaded as its users load it (transformers), its missing or unexpected weights are named, and "
                            "one forward pass on a fixed prompt is compared with the original's. An export that does not "
                            "load cannot be accepted as complete.</p>"));
    auto *checksLayout = new QVBoxLayout(checks);
    checksLayout->addWidget(m_accuracy);
    checksLayout->addWidget(m_loadCheck);
    checksLayout->addWidget(m_runChecks, 0, Qt::AlignLeft);

    auto *serve = new QGroupBox(tr("Serve and evaluate it"), this);
    serve->setWhatsThis(tr("<p>The exact <code>vllm serve</code> command for the tensor-parallel size chosen at "
                           "Checkpoint 2, and an <code>lm_eval</code> command for the same model. Below them, what would "
                           "make vLLM refuse this export at that size, checked on the export's own config.json.</p>"));
    auto *serveLayout = new QGridLayout(serve);
    auto *vllmLabel = new QLabel(tr("&vLLM:"), serve);
    vllmLabel->setBuddy(m_vllm);
    auto *lmEvalLabel = new QLabel(tr("&lm_eval:"), serve);
    lmEvalLabel->setBuddy(m_lmEval);
    serveLayout->addWidget(vllmLabel, 0, 0);
    serveLayout->addWidget(m_vllm, 0, 1);
    serveLayout->addWidget(m_copyVllm, 0, 2);
    serveLayout->addWidget(lmEvalLabel, 1, 0);
    serveLayout->addWidget(m_lmEval, 1, 1);
    serveLayout->addWidget(m_copyLmEval, 1, 2);
    serveLayout->addWidget(m_serveFindings, 2, 0, 1, 3);
    serveLayout->setColumnStretch(1, 1);

    auto *card = new QGroupBox(tr("Model card"), this);
    card->setWhatsThis(tr("<p>README.md in the export, in the Hugging Face model-card format, written from the three "
                          "artifacts: the base model, the scheme, exclusions and overrides, the calibration data, the "
                          "exact command, the versions, the accuracy verdict, the load check and how to serve it. "
                          "<b>Publish to the Hub…</b> uploads the accepted export after you approve the exact files.</p>"));
    auto *cardLayout = new QVBoxLayout(card);
    cardLayout->addWidget(m_card, 1);
    auto *cardButtons = new QHBoxLayout;
    cardButtons->addWidget(m_openCard);
    cardButtons->addWidget(m_writeCard);
    cardButtons->addStretch(1);
    cardButtons->addWidget(m_publish);
    cardLayout->addLayout(cardButtons);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(checks);
    layout->addWidget(serve);
    layout->addWidget(card, 1);

    auto copy = [](QLineEdit *field, QPushButton *button) {
        QApplication::clipboard()->setText(field->text());
        button->setText(tr("Copied ✓"));
        QTimer::singleShot(2000, button, [button] { button->setText(tr("Copy")); });
    };
    connect(m_copyVllm, &QPushButton::clicked, this, [this, copy] { copy(m_vllm, m_copyVllm); });
    connect(m_copyLmEval, &QPushButton::clicked, this, [this, copy] { copy(m_lmEval, m_copyLmEval); });
    m_vllm->setToolTip(tr("Serves the export with vLLM at the tensor-parallel size of the plan; copy it into a shell on "
                          "the machine that serves it."));
    m_lmEval->setToolTip(tr("Evaluates the export with lm-evaluation-harness through vLLM on the same data as the "
                            "accuracy verdict."));
    // Each command, then its Copy button.
    QWidget::setTabOrder(m_vllm, m_copyVllm);
    QWidget::setTabOrder(m_copyVllm, m_lmEval);
    QWidget::setTabOrder(m_lmEval, m_copyLmEval);
    // What's This (Shift+F1): what the buttons start.
    m_runChecks->setWhatsThis(tr("<p>Runs the export checks approved with the command on page 3 (the original's "
                                 "perplexity, the load check) in the run's Python environment. They take GPU time; "
                                 "their results go into run_manifest.yaml.</p>"));
    m_writeCard->setWhatsThis(tr("<p>Writes README.md, the model card, into the export folder from the three "
                                 "artifacts, with the commands to serve the model.</p>"));
    m_publish->setWhatsThis(tr("<p>Opens the upload to the Hugging Face Hub: the exact files and the repository are "
                               "shown for your approval before anything is sent.</p>"));
    connect(m_runChecks, &QPushButton::clicked, this, &HandoffPanel::runChecksRequested);
    connect(m_publish, &QPushButton::clicked, this, &HandoffPanel::publishRequested);
    connect(m_writeCard, &QPushButton::clicked, this, &HandoffPanel::writeCardRequested);
    connect(m_openCard, &QPushButton::clicked, this, [this] {
        if (m_cardPath.isEmpty() || QDesktopServices::openUrl(QUrl::fromLocalFile(m_cardPath)))
            return;
        // No desktop handler (a bare window manager, an SSH session): said where the file is.
        const QString why = tr("No application opens %1 on this desktop; open it with a text editor.").arg(m_cardPath);
        m_openCard->setToolTip(why);
        QToolTip::showText(m_openCard->mapToGlobal(QPoint(0, m_openCard->height())), why, m_openCard);
    });
    showManifest(Json::object(), false);
}

QString HandoffPanel::verdictSentence(const Json &manifest)
{
    QStringList parts;
    if (const std::optional<PerplexityVerdict> v = PerplexityVerdict::fromManifest(manifest)) {
        switch (v->verdict) {
        case PerplexityJudgement::Within:
            parts.append(tr("perplexity %1× the original's, within %2×").arg(ratioText(v->ratio.value_or(0))).arg(number(v->threshold)));
            break;
        case PerplexityJudgement::Exceeds:
            parts.append(tr("perplexity %1× the original's, above %2×").arg(ratioText(v->ratio.value_or(0))).arg(number(v->threshold)));
            break;
        case PerplexityJudgement::NotMeasured:
            parts.append(tr("accuracy not measured"));
            break;
        }
    }
    if (const std::optional<LoadCheck> c = LoadCheck::fromManifest(manifest)) {
        switch (c->status) {
        case LoadCheckStatus::Passed: parts.append(tr("loads with transformers")); break;
        case LoadCheckStatus::Failed: parts.append(tr("does NOT load with transformers")); break;
        case LoadCheckStatus::Skipped: break;
        case LoadCheckStatus::NotRun: parts.append(tr("the load check has not run")); break;
        }
    }
    // Serving is what most users do next: a finding that vLLM would refuse the export belongs in
    // the question they answer, not only below the fold of Use the model.
    if (const std::optional<ServeRecord> serve = ServeRecord::fromManifest(manifest); serve && serve->blocking)
        parts.append(tr("vLLM would refuse it (see Use the model)"));
    return parts.join(u"; "_s);
}

void HandoffPanel::showManifest(const Json &manifest, bool accepted)
{
    const std::optional<PerplexityVerdict> v = PerplexityVerdict::fromManifest(manifest);
    const Result<RunManifest> typed = RunManifest::fromJson(manifest);
    const QStringList pending = typed ? typed->pendingChecks() : QStringList();
    // After a run that left no export, an approved check will not run: "not yet" would promise it.
    const bool exported = typed && (typed->run.status == RunStatus::Succeeded || typed->run.status == RunStatus::Partial);
    const bool ended = typed && hasEnded(typed->run.status);
    if (!v && pending.contains(QLatin1StringView(ExportChecks::kBaselineStep)) && ended && !exported) {
        m_accuracy->setText(tr("<b>Accuracy:</b> not measured: the run left no export to compare."));
    } else if (!v && pending.contains(QLatin1StringView(ExportChecks::kBaselineStep))) {
        m_accuracy->setText(tr("<b>Accuracy:</b> approved with the command, not measured yet."));
    } else if (!v) {
        m_accuracy->setText(tr("<b>Accuracy:</b> not asked — the plan's evaluation is none, so nothing was compared "
                               "with the original. Choose an evaluation at Checkpoint 2 to get a verdict."));
    } else if (v->verdict == PerplexityJudgement::NotMeasured) {
        m_accuracy->setText(tr("<b>Accuracy:</b> %1").arg(coloured(tr("not measured"), warnColour()))
                            + (v->detail.isEmpty() ? QString() : u" — "_s + v->detail.toHtmlEscaped()));
    } else {
        const bool within = v->verdict == PerplexityJudgement::Within;
        const QString verdict = within ? coloured(tr("kept"), goodColour()) : coloured(tr("lost"), badColour());
        QString text = tr("<b>Accuracy %1:</b> perplexity %2 quantized against %3 for the original on %4 — %5× "
                          "(your threshold %6×%7).")
                           .arg(verdict, number(v->quantized.value_or(0), 6), number(v->baseline.value_or(0), 6),
                                v->dataset.toHtmlEscaped(), ratioText(v->ratio.value_or(0)), number(v->threshold),
                                v->thresholdFromPlan ? QString() : tr(", the priority's default"));
        // Quark's routine computes in bfloat16: below its step a ratio says only "smaller than that".
        const double resolution = ExportChecks::perplexityResolution(v->baseline.value_or(0), v->samples.value_or(0));
        if (resolution > 0 && std::abs(v->ratio.value_or(0) - 1.0) < resolution)
            text += u' ' + tr("Quark's perplexity routine computes in bfloat16, so on this model and data it cannot show "
                              "a difference below about %1%: the two are equal to that precision, not identical.")
                               .arg(QLocale().toString(resolution * 100, 'f', 1));
        if (v->baselineSource == BaselineSource::Cache)
            text += u' ' + tr("The original's perplexity was measured earlier with the same data and settings (cached).");
        m_accuracy->setText(text);
    }
    const std::optional<LoadCheck> c = LoadCheck::fromManifest(manifest);
    if (!c && pending.contains(QLatin1StringView(ExportChecks::kLoadCheckStep)) && ended && !exported) {
        m_loadCheck->setText(tr("<b>Load check:</b> not run: the run left no export to load."));
    } else if (!c && pending.contains(QLatin1StringView(ExportChecks::kLoadCheckStep))) {
        m_loadCheck->setText(tr("<b>Load check:</b> approved with the command, not run yet."));
    } else if (!c) {
        m_loadCheck->setText(tr("<b>Load check:</b> not part of this run's approved command."));
    } else {
        QString text;
        switch (c->status) {
        case LoadCheckStatus::Passed:
            text = tr("<b>Load check %1:</b> transformers loads the export").arg(coloured(tr("passed"), goodColour()));
            m_loadCheck->setToolTip(tr("Passed: the export loads with no missing weights and its logits are finite and "
                                       "close to the original's (mean cosine at least 0.90). The share of positions whose "
                                       "most likely next token agrees is for you to judge: a tiny or random model agrees "
                                       "less than a trained one."));
            if (c->cosine && c->top1Agreement)
                text += tr("; on a fixed prompt its logits match the original's with cosine %1 and the same next "
                           "token at %2% of positions")
                            .arg(number(*c->cosine))
                            .arg(number(*c->top1Agreement * 100, 3));
            text += u'.';
            break;
        case LoadCheckStatus::Failed:
            text = tr("<b>Load check %1:</b> %2 This export cannot be accepted as complete.")
                       .arg(coloured(tr("failed"), badColour()), c->reason.toHtmlEscaped());
            break;
        case LoadCheckStatus::Skipped:
            text = tr("<b>Load check:</b> skipped — %1").arg(c->reason.toHtmlEscaped());
            break;
        case LoadCheckStatus::NotRun:
            text = tr("<b>Load check:</b> approved, not run yet.");
            break;
        }
        if (!c->missingKeys.isEmpty() || !c->unexpectedKeys.isEmpty())
            text += u"<br>"_s + tr("Missing weights: %1. Unexpected weights: %2.")
                                    .arg(c->missingKeys.isEmpty() ? tr("none") : c->missingKeys.mid(0, 5).join(u", "_s).toHtmlEscaped())
                                    .arg(c->unexpectedKeys.isEmpty() ? tr("none") : c->unexpectedKeys.mid(0, 5).join(u", "_s).toHtmlEscaped());
        m_loadCheck->setText(text);
    }

    const std::optional<ServeRecord> serve = ServeRecord::fromManifest(manifest);
    m_vllm->setText(serve ? serve->vllmCommand : QString());
    m_lmEval->setText(serve ? serve->lmEvalCommand : QString());
    m_vllm->setCursorPosition(0); // the command's start, not its end
    m_lmEval->setCursorPosition(0);
    m_vllm->setPlaceholderText(tr("Shown once the export is verified."));
    m_lmEval->setPlaceholderText(tr("Shown once the export is verified."));
    m_copyVllm->setEnabled(!m_vllm->text().isEmpty());
    m_copyLmEval->setEnabled(!m_lmEval->text().isEmpty());
    QStringList findings;
    if (serve) {
        for (const ServeFinding &f : serve->findings) {
            const QString text = f.text.translated().toHtmlEscaped();
            const QString fix = f.fix.translated().toHtmlEscaped();
            const QString line = fix.isEmpty() ? text : text + u' ' + fix;
            findings.append(u"• "_s
                            + (f.severity == ServeFinding::Severity::Blocking ? coloured(tr("vLLM would refuse it: %1").arg(line), badColour())
                               : f.severity == ServeFinding::Severity::Warning ? coloured(line, warnColour())
                                                                               : line));
        }
        const int tp = serve->tensorParallelSize;
        if (findings.isEmpty())
            findings.append(tp == 1 ? tr("Nothing in the export stops vLLM from serving it on one GPU.")
                                    : tr("Nothing in the export stops vLLM from serving it over %1 GPUs.").arg(tp));
    }
    m_serveFindings->setText(findings.join(u"<br>"_s));
    m_serveFindings->setVisible(!findings.isEmpty());

    m_cardPath = typed ? typed->modelCardPath().value_or(QString()) : QString();
    m_openCard->setEnabled(!m_cardPath.isEmpty());
    if (m_cardPath.isEmpty())
        m_card->clear();

    m_publish->setEnabled(accepted);
    m_publish->setToolTip(accepted ? tr("Upload this export to a Hugging Face repository, after you approve the exact "
                                        "files.")
                                   : tr("Accept the result first: only an accepted export is published."));
    if (typed && typed->published())
        m_publish->setText(tr("Publish again…"));
    else
        m_publish->setText(tr("Publish to the Hub…"));
}

void HandoffPanel::showWaiting()
{
    showManifest(Json::object(), false);
    m_accuracy->setText(tr("<b>Waiting for this run:</b> the checks, the serve commands and the model card follow its "
                           "verified export."));
    m_loadCheck->clear();
    m_runChecks->hide();
    m_writeCard->hide();
    m_card->clear();
}

void HandoffPanel::setChecksRunning(const QString &description)
{
    if (description.isEmpty())
        return;
    m_runChecks->hide();
    m_accuracy->setText(tr("<b>Checking the export:</b> %1").arg(description.toHtmlEscaped()));
}

void HandoffPanel::offerChecks(bool offer, const QString &why)
{
    m_runChecks->setVisible(offer);
    m_runChecks->setToolTip(why);
}

void HandoffPanel::showCard(const QByteArray &markdown, const QString &path)
{
    m_cardPath = path;
    m_openCard->setEnabled(!path.isEmpty());
    // The YAML front matter is data for the Hub: shown as a code block, not read as Markdown (its
    // closing "---" would turn the last key into a heading).
    QString text = QString::fromUtf8(markdown);
    if (text.startsWith(u"---\n"_s)) {
        const qsizetype end = text.indexOf(u"\n---\n"_s, 4);
        if (end > 0)
            text = u"```yaml\n"_s + text.mid(4, end - 3) + u"```\n"_s + text.mid(end + 5);
    }
    m_card->setMarkdown(text);
}

void HandoffPanel::showCardError(const QString &message)
{
    m_card->setPlainText(message);
}

void HandoffPanel::offerCard(bool offer)
{
    m_writeCard->setVisible(offer);
    if (offer)
        m_card->setPlainText(tr("This export has no model card yet. Write the model card to put README.md into the "
                                "export folder and get the serve commands."));
}

} // namespace ptq::ui
