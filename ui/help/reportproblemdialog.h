#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace ptq {
class WorkspaceSession;
}

namespace ptq::ui {

/// Help → Report a problem…: what a bug report needs (versions, system, the step, the
/// workspace's artifacts) as selectable text, with Copy and Save…. It never holds a token, a
/// password or a token file's contents; paths in the home folder read "~".
class ReportProblemDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportProblemDialog)

public:
    ReportProblemDialog(const QString &report, QWidget *parent = nullptr);

    /// The report for @p session (may be null) while the user is at @p step (a page's title).
    static QString report(const WorkspaceSession *session, const QString &step);
    /// @p text with the home folder written "~" ("/home/ana/models" → "~/models").
    static QString withHomeAsTilde(QString text);

    QString text() const;

private:
    void save();

    QPlainTextEdit *m_text;
};

} // namespace ptq::ui
