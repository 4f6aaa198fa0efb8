#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace ptq::ui {

/// File → Settings: the interface language (the system's, or one of ours). The choice is
/// stored in QSettings and takes effect when PTQ Studio next starts.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    void accept() override;

private:
    void updateRestartNote();

    QComboBox *m_languageCombo;
    QLabel *m_restartNote;
    QString m_running;
};

} // namespace ptq::ui
