#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace ptq::ui {

/// File → Settings: the interface language (the system's, or one of ours; it takes effect when
/// PTQ Studio next starts), and where "Set up Quark for me…" takes PyTorch from per accelerator
/// (IndexSettings: the public PyTorch index, pip's own configuration, or a mirror). Stored in
/// QSettings; an index that is no URL, or that carries a password, is refused with the reason.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    void accept() override;

private:
    void updateRestartNote();
    void updateIndexRows();

    struct IndexRow
    {
        QComboBox *source = nullptr; ///< public PyTorch index / pip's own / this index
        QLineEdit *url = nullptr;
    };

    QComboBox *m_languageCombo;
    QLabel *m_restartNote;
    QString m_running;
    IndexRow m_cpu, m_cuda, m_rocm;
    QCheckBox *m_preferPip = nullptr;
    QLabel *m_indexProblem = nullptr;
};

} // namespace ptq::ui
