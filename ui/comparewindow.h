#pragma once

#include "review/runhistory.h"
#include "review/diffreviewer.h"

#include <QAbstractTableModel>
#include <QDialog>
#include <QHash>
#include <QMainWindow>
#include <QSortFilterProxyModel>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;
class QTreeWidget;
class QVBoxLayout;

namespace ptq::ui {

/// The aligned rows of a comparison: column 0 is the left document, column 1 the right.
class CompareModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role { ChangeRole = Qt::UserRole + 1, PathRole, EffectRole };

    explicit CompareModel(QObject *parent = nullptr);
    void setResult(const DiffResult &result);
    const DiffResult &result() const { return m_result; }
    /// The row of @p path, -1 when there is none.
    int rowOf(const QString &path) const { return m_rowOfPath.value(path, -1); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    DiffResult m_result;
    QHash<QString, int> m_rowOfPath;
};

/// Hides unchanged rows when "differences only" is on (containers of a difference stay).
class DifferencesFilter final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setDifferencesOnly(bool on);
    bool differencesOnly() const { return m_only; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_only = false;
};

/// Two artifacts side by side: one line saying what changed on top, the differences grouped by
/// what they are about (outcome, plan, command, environment) in words, and both documents in
/// aligned, synchronously scrolled panes with changed / added / removed lines highlighted. Files come from the Open buttons, from dropping one or two files, or
/// from openFiles(). Loading and comparing run off the UI thread.
class CompareWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareWindow)

public:
    explicit CompareWindow(QWidget *parent = nullptr);

    void openFiles(const QString &left, const QString &right);
    /// One artifact alone, read-only (a file opened from the desktop that belongs to no
    /// workspace): its fields in the left pane, the right side empty until a second artifact is
    /// opened there, which turns the review into a comparison.
    void openReview(const QString &path);
    bool isReview() const { return m_reviewOnly; }
    /// Sets one side (0 left, 1 right) and compares when both are known.
    void setSide(int side, const QString &path);
    QString side(int side) const { return m_paths[side]; }

    const DiffResult &result() const { return m_model->result(); }
    /// The comparison for people: the headline, the grouped differences, the sides' names.
    const DiffReview &review() const { return m_review; }
    bool hasResult() const { return m_hasResult; }
    void setDifferencesOnly(bool on);
    /// Writes the comparison as Markdown to @p path (atomically, off the UI thread).
    void exportMarkdown(const QString &path);
    /// Shows @p path's row in both panes.
    void revealPath(const QString &path);

signals:
    void compared();
    void failed(const QString &message);
    void exported(const QString &path, const QString &error);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    /// Scrolling and the current line shared by both panes.
    void linkPanes();
    /// Close, Escape or Ctrl+W: a window of its own, closed as a dialog is.
    void addCloseButton(QVBoxLayout *layout);
    void compare();
    void showResult(const DiffResult &result, const DiffReview &review);
    void showError(const QString &message);
    void chooseSide(int side);
    void updatePathLabels();

    void setReviewOnly(bool on);

    QString m_paths[2];
    bool m_hasResult = false;
    bool m_reviewOnly = false;
    QWidget *m_legend = nullptr;
    int m_generation = 0;
    DiffReview m_review;
    CompareModel *m_model;
    DifferencesFilter *m_filter;
    QLabel *m_pathLabels[2];
    QLabel *m_summary;
    QLabel *m_error;
    QCheckBox *m_differencesOnly;
    QPushButton *m_export;
    QTreeWidget *m_differences;
    QTableView *m_views[2];
};

/// The runs of a workspace (from its history/ folder); pick two to compare.
class RunHistoryDialog final : public QDialog
{
    Q_OBJECT

public:
    RunHistoryDialog(const QString &workspace, QWidget *parent = nullptr);
    QTreeWidget *list() const { return m_list; }

signals:
    void loaded();
    void compareRequested(const QString &left, const QString &right);

private:
    void showRuns(const QList<RunHistoryEntry> &runs);

    QTreeWidget *m_list;
    QLabel *m_status;
    QPushButton *m_compare;
};

} // namespace ptq::ui
