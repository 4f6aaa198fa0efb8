#include "settingsdialog.h"
#include "statuscolours.h"

#include "i18n.h"
#include "targetsdialog.h"
#include "env/indexsettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent),
      m_languageCombo(new QComboBox(this)),
      m_restartNote(new QLabel(this)),
      m_running(Translations::resolve(Translations::configuredLanguage()))
{
    setObjectName(u"settingsDialog"_s);
    setWindowTitle(tr("Settings"));
    setMinimumWidth(460); // room for the note on one or two lines in every language

    m_languageCombo->setObjectName(u"languageComboBox"_s);
    m_languageCombo->setAccessibleName(tr("Interface language"));
    const QString system = Translations::resolve(QString());
    m_languageCombo->addItem(tr("System default (%1)").arg(Translations::nativeName(system)), QString());
    for (const QString &code : Translations::languages())
        m_languageCombo->addItem(Translations::nativeName(code), code);
    m_languageCombo->setCurrentIndex(qMax(0, m_languageCombo->findData(Translations::configuredLanguage())));

    m_restartNote->setObjectName(u"restartNoteLabel"_s);
    m_restartNote->setWordWrap(true);

    auto *form = new QFormLayout;
    m_languageCombo->setWhatsThis(tr("<p>The language of the menus, the pages and the manual. It changes when PTQ "
                                     "Studio starts again. Scheme names, flags and file names stay as quark-cli spells "
                                     "them.</p>"));
    form->addRow(tr("&Language:"), m_languageCombo);

    // Where "Set up Quark for me…" takes PyTorch from, per accelerator.
    auto *indexBox = new QGroupBox(tr("New Quark environments"), this);
    indexBox->setObjectName(u"torchIndexGroupBox"_s);
    auto *indexForm = new QFormLayout(indexBox);
    auto *indexIntro = new QLabel(tr("Where \"Set up Quark for me…\" downloads PyTorch from. The commands are shown for "
                                     "approval before anything is installed."),
                                  indexBox);
    indexIntro->setWordWrap(true);
    indexForm->addRow(indexIntro);
    const IndexOverrides saved = IndexSettings::load();
    auto makeRow = [&](IndexRow &row, const QString &key, const QString &label, const std::optional<QString> &value) {
        row.source = new QComboBox(indexBox);
        row.source->setObjectName(key + u"IndexComboBox"_s);
        row.source->addItem(tr("The PyTorch index (download.pytorch.org)"));
        row.source->addItem(tr("pip's own configuration (PIP_INDEX_URL, pip.conf, PyPI)"));
        row.source->addItem(tr("This index:"));
        row.url = new QLineEdit(indexBox);
        row.url->setObjectName(key + u"IndexLineEdit"_s);
        row.url->setPlaceholderText(tr("https://mirror.example/pytorch/whl/cu130"));
        row.url->setAccessibleName(tr("%1: index URL").arg(label));
        row.source->setAccessibleName(tr("%1: where PyTorch comes from").arg(label));
        row.source->setCurrentIndex(!value ? 0 : value->isEmpty() ? 1 : 2);
        if (value && !value->isEmpty())
            row.url->setText(*value);
        auto *line = new QHBoxLayout;
        line->addWidget(row.source);
        line->addWidget(row.url, 1);
        indexForm->addRow(label, line);
        connect(row.source, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateIndexRows);
        connect(row.url, &QLineEdit::textChanged, this, &SettingsDialog::updateIndexRows);
    };
    makeRow(m_cuda, u"cuda"_s, tr("NVIDIA (CUDA):"), saved.cuda);
    makeRow(m_rocm, u"rocm"_s, tr("AMD (ROCm):"), saved.rocm);
    makeRow(m_cpu, u"cpu"_s, tr("CPU only:"), saved.cpu);
    // Which installer: uv where it keeps every promise pip's does (the recipe says why not).
    m_preferPip = new QCheckBox(tr("Install with &pip instead of uv"), indexBox);
    m_preferPip->setObjectName(u"preferPipCheckBox"_s);
    m_preferPip->setChecked(saved.preferPip);
    m_preferPip->setToolTip(tr("uv installs the same pinned packages from the same indexes in about half pip's time, "
                               "and a second environment in seconds. pip's settings (pip.conf, PIP_*) are handed to "
                               "it; where uv cannot follow one, pip installs anyway and the review says why."));
    indexForm->addRow(m_preferPip);
    m_indexProblem = new QLabel(indexBox);
    m_indexProblem->setObjectName(u"indexProblemLabel"_s);
    m_indexProblem->setWordWrap(true);
    setTextColour(m_indexProblem, statusColour(Tone::Failed, this));
    m_indexProblem->hide();
    indexForm->addRow(m_indexProblem);

    // Remote targets live in their own file (targets.json), saved by their own dialog.
    auto *targetsNote = new QLabel(tr("SSH hosts and Slurm clusters an approved command can run on."), this);
    targetsNote->setWordWrap(true);
    auto *targetsButton = new QPushButton(tr("Remote &targets…"), this);
    targetsButton->setObjectName(u"remoteTargetsPushButton"_s);
    connect(targetsButton, &QPushButton::clicked, this, [this] {
        auto *dialog = new TargetsDialog(TargetStore::defaultPath(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    auto *targetsRow = new QHBoxLayout;
    targetsRow->addWidget(targetsNote, 1);
    targetsRow->addWidget(targetsButton);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_restartNote);
    layout->addWidget(indexBox);
    layout->addLayout(targetsRow);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_languageCombo, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateRestartNote);
    updateRestartNote();
    updateIndexRows();
}

void SettingsDialog::updateIndexRows()
{
    QStringList problems;
    for (const IndexRow *row : {&m_cuda, &m_rocm, &m_cpu}) {
        const bool custom = row->source->currentIndex() == 2;
        row->url->setEnabled(custom);
        if (custom) {
            const QString why = row->url->text().trimmed().isEmpty() ? tr("Give the index URL, or choose another source.")
                                                                     : IndexSettings::problem(row->url->text());
            if (!why.isEmpty())
                problems.append(why);
        }
    }
    m_indexProblem->setText(problems.join(u'\n'));
    m_indexProblem->setVisible(!problems.isEmpty());
}

void SettingsDialog::updateRestartNote()
{
    const QString chosen = Translations::resolve(m_languageCombo->currentData().toString());
    m_restartNote->setText(chosen == m_running
                               ? tr("Scheme names, flags and file names stay as quark-cli spells them in every language.")
                               : tr("The language changes when PTQ Studio starts again."));
}

void SettingsDialog::accept()
{
    auto valueOf = [](const IndexRow &row) -> std::optional<QString> {
        switch (row.source->currentIndex()) {
        case 0: return std::nullopt;
        case 1: return QString();
        default: return row.url->text().trimmed();
        }
    };
    updateIndexRows();
    if (m_indexProblem->isVisible())
        return; // said under the rows; nothing is saved
    IndexOverrides overrides;
    overrides.cpu = valueOf(m_cpu);
    overrides.cuda = valueOf(m_cuda);
    overrides.rocm = valueOf(m_rocm);
    overrides.preferPip = m_preferPip->isChecked();
    if (const Status saved = IndexSettings::save(overrides); !saved) {
        m_indexProblem->setText(saved.error().message);
        m_indexProblem->show();
        return;
    }
    Translations::setConfiguredLanguage(m_languageCombo->currentData().toString());
    QDialog::accept();
}

} // namespace ptq::ui
