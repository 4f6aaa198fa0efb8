#include "settingsdialog.h"

#include "i18n.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
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
    form->addRow(tr("&Language:"), m_languageCombo);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_restartNote);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_languageCombo, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateRestartNote);
    updateRestartNote();
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
    Translations::setConfiguredLanguage(m_languageCombo->currentData().toString());
    QDialog::accept();
}

} // namespace ptq::ui
