#include "comparewindow.h"

#include "artifacts/artifactio.h"
#include "workflow/background.h"
#include "dialogs.h"
#include "displaynames.h"
#include "fixedfont.h"
#include "help/helpwindow.h"
#include "statuscolours.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QScreen>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

/// Tints that read on light and dark palettes alike (they are blended over the base colour).
QColor tint(DiffChange change, bool present, bool container)
{
    if (!present)
        return statusTint(Tone::Muted);
    switch (change) {
    case DiffChange::Changed: return statusTint(Tone::Warning, !container);
    case DiffChange::Added: return statusTint(Tone::Good, !container);
    case DiffChange::Removed: return statusTint(Tone::Failed, !container);
    case DiffChange::Same: break;
    }
    return {};
}

/// The change in the interface's words.
QString changeTitle(DiffChange change)
{
    switch (change) {
    case DiffChange::Same: return CompareWindow::tr("same");
    case DiffChange::Changed: return CompareWindow::tr("changed");
    case DiffChange::Added: return CompareWindow::tr("added");
    case DiffChange::Removed: break;
    }
    return CompareWindow::tr("removed");
}

/// The statuses and verdicts in the interface's words (the artifacts keep them in English).
ReviewWords interfaceWords()
{
    return {[](RunStatus s) { return DisplayNames::of(s); }, [](Verdict v) { return DisplayNames::of(v); }};
}

/// A comparison as the background work hands it over.
struct Compared
{
    DiffResult diff;
    DiffReview review;
};

QString rowText(const DiffRow &row, bool left)
{
    if (!(left ? row.hasLeft : row.hasRight))
        return {};
    const QString indent(row.depth * 2, u' ');
    const bool element = row.path.endsWith(u']');
    if (row.container)
        return indent + (element ? u"- ["_s + row.label + u"]"_s : row.label + u':');
    const QString value = left ? row.left : row.right;
    if (element)
        return indent + u"- "_s + value;
    return indent + row.label + u": "_s + value;
}

} // namespace

CompareModel::CompareModel(QObject *parent) : QAbstractTableModel(parent) {}

void CompareModel::setResult(const DiffResult &result)
{
    beginResetModel();
    m_result = result;
    m_rowOfPath.clear();
    m_rowOfPath.reserve(m_result.rows.size());
    for (int i = 0; i < m_result.rows.size(); ++i)
        m_rowOfPath.insert(m_result.rows[i].path, i);
    endResetModel();
}

int CompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.rows.size());
}

int CompareModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 2;
}

QVariant CompareModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_result.rows.size())
        return {};
    const DiffRow &row = m_result.rows[index.row()];
    const bool left = index.column() == 0;
    const bool present = left ? row.hasLeft : row.hasRight;
    switch (role) {
    case Qt::DisplayRole:
        return rowText(row, left);
    case Qt::BackgroundRole: {
        const QColor c = tint(row.change, present, row.container);
        return c.isValid() ? QVariant(c) : QVariant();
    }
    case Qt::ToolTipRole: {
        if (!present)
            return tr("%1\nnot in this file").arg(row.path);
        QString tip = row.path + u'\n' + (left ? row.left : row.right);
        if (row.change != DiffChange::Same)
            tip += u'\n' + tr("%1 — %2").arg(changeTitle(row.change), diffEffectTitle(row.effect));
        return tip;
    }
    case Qt::AccessibleTextRole:
        return present ? rowText(row, left).trimmed() + u", "_s + changeTitle(row.change) : tr("absent");
    case ChangeRole:
        return int(row.change);
    case PathRole:
        return row.path;
    case EffectRole:
        return int(row.effect);
    default:
        return {};
    }
}

void DifferencesFilter::setDifferencesOnly(bool on)
{
    if (on == m_only)
        return;
    m_only = on;
    invalidateRowsFilter();
}

bool DifferencesFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_only)
        return true;
    return sourceModel()->index(sourceRow, 0, sourceParent).data(CompareModel::ChangeRole).toInt() != int(DiffChange::Same);
}

void CompareWindow::linkPanes()
{
    // Scrolling and the current line are shared by both panes.
    for (int side = 0; side < 2; ++side) {
        QTableView *self = m_views[side];
        QTableView *other = m_views[1 - side];
        connect(self->verticalScrollBar(), &QScrollBar::valueChanged, other->verticalScrollBar(), &QScrollBar::setValue);
        connect(self->selectionModel(), &QItemSelectionModel::currentRowChanged, other, [other](const QModelIndex &current) {
            if (current.isValid() && other->currentIndex().row() != current.row())
                other->setCurrentIndex(other->model()->index(current.row(), other->isColumnHidden(0) ? 1 : 0));
        });
    }
}

void CompareWindow::addCloseButton(QVBoxLayout *layout)
{
    // A window of its own, closed as a dialog is: Close, Escape or Ctrl+W.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *closeButton = buttons->button(QDialogButtonBox::Close);
    closeButton->setObjectName(u"closePushButton"_s);
    closeButton->setToolTip(tr("Closes this window (Escape, %1).").arg(QKeySequence(QKeySequence::Close).toString(QKeySequence::NativeText)));
    connect(buttons, &QDialogButtonBox::rejected, this, &QWidget::close);
    layout->addWidget(buttons);
    auto *closeAction = new QAction(tr("Close"), this);
    closeAction->setObjectName(u"closeAction"_s);
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    closeKeys.append(QKeySequence(Qt::Key_Escape));
    closeAction->setShortcuts(closeKeys);
    closeAction->setShortcutContext(Qt::WindowShortcut);
    connect(closeAction, &QAction::triggered, this, &QWidget::close);
    addAction(closeAction);
}

CompareWindow::CompareWindow(QWidget *parent)
    : QMainWindow(parent),
      m_model(new CompareModel(this)),
      m_filter(new DifferencesFilter(this)),
      m_pathLabels{new QLabel, new QLabel},
      m_summary(new QLabel),
      m_error(new QLabel),
      m_differencesOnly(new QCheckBox(tr("&Differences only"))),
      m_export(new QPushButton(tr("&Export as Markdown…"))),
      m_differences(new QTreeWidget),
      m_views{new QTableView, new QTableView}
{
    HelpWindow::installHelpKey(); // F1 also when the compare window is all that is open (ptq-studio compare A B)
    setObjectName(u"compareWindow"_s);
    setWindowTitle(tr("Compare artifacts")); // Qt adds " — PTQ Studio"
    setAttribute(Qt::WA_DeleteOnClose);
    setAcceptDrops(true);
    m_filter->setSourceModel(m_model);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);

    // The two files, each with its Open button.
    auto *files = new QGridLayout;
    const QString sideNames[2] = {tr("Left"), tr("Right")};
    for (int side = 0; side < 2; ++side) {
        auto *open = new QPushButton(side == 0 ? tr("Open &Left…") : tr("Open &Right…"));
        open->setObjectName(side == 0 ? u"openLeftButton"_s : u"openRightButton"_s);
        connect(open, &QPushButton::clicked, this, [this, side] { chooseSide(side); });
        m_pathLabels[side]->setObjectName(side == 0 ? u"leftPathLabel"_s : u"rightPathLabel"_s);
        m_pathLabels[side]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_pathLabels[side]->setAccessibleName(tr("%1 file").arg(sideNames[side]));
        files->addWidget(open, 0, side * 2);
        files->addWidget(m_pathLabels[side], 0, side * 2 + 1);
        files->setColumnStretch(side * 2 + 1, 1);
    }
    layout->addLayout(files);

    m_error->setObjectName(u"compareErrorLabel"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(u"QLabel { background: rgba(220, 50, 50, 40); border-radius: 3px; padding: 6px; }"_s);
    m_error->hide();
    layout->addWidget(m_error);

    m_summary->setObjectName(u"compareSummaryLabel"_s);
    m_summary->setWordWrap(true);
    m_summary->setContentsMargins(0, 4, 0, 4);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAccessibleName(tr("Summary of the differences"));
    layout->addWidget(m_summary);

    auto *bar = new QHBoxLayout;
    m_differencesOnly->setObjectName(u"differencesOnlyCheck"_s);
    m_differencesOnly->setToolTip(tr("Hide the lines that are the same in both files"));
    connect(m_differencesOnly, &QCheckBox::toggled, this, &CompareWindow::setDifferencesOnly);
    auto *legend = m_legend = new QLabel(tr("<span style='background: rgba(235,170,0,0.45)'>&nbsp;changed&nbsp;</span> "
                                 "<span style='background: rgba(40,170,70,0.45)'>&nbsp;added&nbsp;</span> "
                                 "<span style='background: rgba(220,50,50,0.45)'>&nbsp;removed&nbsp;</span>"));
    m_export->setObjectName(u"exportMarkdownButton"_s);
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString start = QFileInfo(m_paths[0]).absolutePath() + u"/comparison.md"_s;
        Dialogs::chooseFile(this, tr("Export the comparison as Markdown"), start, tr("Markdown (*.md)"), true,
                            [this](const QString &path) { exportMarkdown(path); });
    });
    bar->addWidget(m_differencesOnly);
    bar->addSpacing(12);
    bar->addWidget(legend);
    bar->addStretch(1);
    bar->addWidget(m_export);
    layout->addLayout(bar);

    // The differences in words above; both documents, aligned, below.
    auto *splitter = new QSplitter(Qt::Vertical);
    m_differences->setObjectName(u"differencesTree"_s);
    m_differences->setColumnCount(4);
    m_differences->setHeaderLabels({tr("Difference"), tr("Left"), tr("Right"), tr("Details")});
    m_differences->setAccessibleName(tr("Differences by what they are about"));
    m_differences->setUniformRowHeights(true);
    m_differences->setAlternatingRowColors(false);
    m_differences->header()->setStretchLastSection(true);
    m_differences->setColumnWidth(0, 260);
    m_differences->setColumnWidth(1, 300);
    m_differences->setColumnWidth(2, 300);
    connect(m_differences, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !item->data(0, Qt::UserRole).toString().isEmpty())
            revealPath(item->data(0, Qt::UserRole).toString());
    });
    splitter->addWidget(m_differences);
    auto *panes = new QSplitter(Qt::Horizontal);
    const QFont mono = fixedFont();
    for (int side = 0; side < 2; ++side) {
        QTableView *view = m_views[side];
        view->setObjectName(side == 0 ? u"leftPane"_s : u"rightPane"_s);
        view->setAccessibleName(tr("%1 file, aligned with the other").arg(sideNames[side]));
        view->setModel(m_filter);
        view->setColumnHidden(1 - side, true);
        view->horizontalHeader()->hide();
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        view->verticalHeader()->hide();
        view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        view->verticalHeader()->setDefaultSectionSize(QFontMetrics(mono).height() + 4);
        view->setShowGrid(false);
        view->setWordWrap(false);
        view->setTextElideMode(Qt::ElideRight);
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
        view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
        view->setFont(mono);
        panes->addWidget(view);
    }
    linkPanes();
    splitter->addWidget(panes);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    layout->addWidget(splitter, 1);

    addCloseButton(layout);
    setCentralWidget(central);

    updatePathLabels();
    m_summary->setText(tr("Open two artifacts of one kind — analyses, plans or manifests, from PTQ Studio or the upstream "
                          "workflow — or drop them here."));
    QSettings settings;
    if (!restoreGeometry(settings.value(u"compareWindow/geometry"_s).toByteArray()))
        resize(QSize(1280, 780).boundedTo(screen()->availableGeometry().size())); // never past a small screen
}

void CompareWindow::openFiles(const QString &left, const QString &right)
{
    setReviewOnly(false);
    m_paths[0] = left;
    m_paths[1] = right;
    m_review = DiffReview(); // its names are the previous files'
    updatePathLabels();
    compare();
}

void CompareWindow::openReview(const QString &path)
{
    // The structural model of the file against itself: every field, none marked.
    m_paths[0] = path;
    m_paths[1] = path;
    m_review = DiffReview();
    setReviewOnly(true);
    updatePathLabels();
    compare();
}

void CompareWindow::setReviewOnly(bool on)
{
    m_reviewOnly = on;
    m_views[1]->setVisible(!on);
    // Nothing to list as differences, colour or export in one file: its fields fill the window.
    m_differences->setVisible(!on);
    m_legend->setVisible(!on);
    m_export->setVisible(!on);
    if (on)
        setDifferencesOnly(false); // every field of the one file
    m_differencesOnly->setEnabled(!on);
}

void CompareWindow::setSide(int side, const QString &path)
{
    if (m_reviewOnly && side == 1) {
        // A second artifact opened beside the reviewed one: now a comparison.
        setReviewOnly(false);
    }
    m_paths[side] = path;
    m_review = DiffReview();
    updatePathLabels();
    if (!m_paths[0].isEmpty() && !m_paths[1].isEmpty())
        compare();
}

void CompareWindow::chooseSide(int side)
{
    const QString start = !m_paths[side].isEmpty() ? m_paths[side] : !m_paths[1 - side].isEmpty() ? QFileInfo(m_paths[1 - side]).absolutePath() : QDir::homePath();
    Dialogs::chooseFile(this, side == 0 ? tr("Open the left artifact") : tr("Open the right artifact"), start,
                        tr("Artifacts (*.json *.yaml *.yml);;All files (*)"), false,
                        [this, side](const QString &path) { setSide(side, path); });
}

void CompareWindow::updatePathLabels()
{
    const QString names[2] = {m_review.leftName, m_review.rightName};
    for (int side = 0; side < 2; ++side) {
        const QString path = QDir::toNativeSeparators(m_paths[side]).toHtmlEscaped();
        if (side == 1 && m_reviewOnly)
            m_pathLabels[side]->setText(tr("<i>Open a second artifact here to compare it with this one.</i>"));
        else if (m_paths[side].isEmpty())
            m_pathLabels[side]->setText(tr("<i>no file</i>"));
        else if (names[side].isEmpty())
            m_pathLabels[side]->setText(path);
        else
            m_pathLabels[side]->setText(u"<b>"_s + names[side].toHtmlEscaped() + u"</b><br><small>"_s + path + u"</small>"_s);
        m_pathLabels[side]->setToolTip(QDir::toNativeSeparators(m_paths[side]));
    }
}

void CompareWindow::compare()
{
    const int generation = ++m_generation;
    m_summary->setText(tr("Comparing…"));
    m_error->hide();
    const QString left = m_paths[0];
    const QString right = m_paths[1];
    runInBackground(
        this,
        [left, right]() -> Result<Compared> {
            Result<LoadedComparison> loaded = StructuralDiff::loadAndCompare(left, right);
            if (!loaded)
                return loaded.error();
            // The review names history snapshots by their run number: it reads the folder.
            DiffReview review = DiffReviewer::review(loaded->left, loaded->right, loaded->diff, left, right,
                                                     QDateTime::currentDateTime(), interfaceWords());
            return Compared{std::move(loaded->diff), std::move(review)};
        },
        [this, generation](const Result<Compared> &result) {
            if (generation != m_generation)
                return; // a newer comparison was asked for meanwhile
            if (!result)
                showError(result.error().message);
            else
                showResult(result->diff, result->review);
        });
}

void CompareWindow::showError(const QString &message)
{
    m_hasResult = false;
    m_model->setResult(DiffResult());
    m_review = DiffReview();
    m_differences->clear();
    m_differences->setHeaderLabels({tr("Difference"), tr("Left"), tr("Right"), tr("Details")});
    setWindowTitle(tr("Compare artifacts")); // Qt adds " — PTQ Studio"
    updatePathLabels();
    m_export->setEnabled(false);
    m_error->setText(message.toHtmlEscaped());
    m_error->show();
    m_summary->setText(tr("Nothing to compare."));
    emit failed(message);
}

void CompareWindow::showResult(const DiffResult &result, const DiffReview &review)
{
    m_hasResult = true;
    m_error->hide();
    m_model->setResult(result);
    m_review = review;
    m_export->setEnabled(true);
    setWindowTitle(m_reviewOnly ? tr("Review: %1").arg(QFileInfo(m_paths[0]).fileName()) : review.title());
    updatePathLabels();

    // One line in words first; the raw paths only in the details column and the tooltips.
    const QString headline = m_reviewOnly ? tr("%1, read-only: every field of this one file. Nothing here changes it.")
                                                .arg(review.leftName.isEmpty() ? QFileInfo(m_paths[0]).fileName() : review.leftName)
                                          : review.headline;
    m_summary->setText(u"<span style='font-size:large'><b>"_s + headline.toHtmlEscaped() + u"</b></span>"_s);

    m_differences->clear();
    m_differences->setHeaderLabels({tr("Difference"), review.leftShortName, review.rightShortName, tr("Details")});
    m_differences->headerItem()->setToolTip(1, review.leftName);
    m_differences->headerItem()->setToolTip(2, review.rightName);
    for (ReviewSection section : kAllReviewSections) {
        const qsizetype n = review.count(section);
        if (!n)
            continue;
        auto *group = new QTreeWidgetItem(m_differences, {tr("%1 (%2)").arg(reviewSectionTitle(section)).arg(n)});
        group->setFirstColumnSpanned(true);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        for (const ReviewItem &e : review.items) {
            if (e.section != section)
                continue;
            auto *item = new QTreeWidgetItem(group, {e.label, e.left.isEmpty() ? tr("—") : e.left,
                                                     e.right.isEmpty() ? tr("—") : e.right, e.paths.join(u", "_s)});
            const QString tip = e.text() + (e.paths.isEmpty() ? QString() : u'\n' + e.paths.join(u'\n'));
            for (int c = 0; c < 4; ++c)
                item->setToolTip(c, tip);
            item->setData(0, Qt::UserRole, e.paths.value(0));
            item->setForeground(3, m_differences->palette().brush(QPalette::Disabled, QPalette::Text));
            for (int c : {1, 2}) {
                const bool present = !(c == 1 ? e.left : e.right).isEmpty();
                item->setBackground(c, tint(e.change, present, false));
            }
        }
        // What happened, what was planned and how it was run open; the rest closed.
        group->setExpanded(section != ReviewSection::Cosmetic && section != ReviewSection::Other);
    }
    if (review.items.isEmpty()) {
        auto *none = new QTreeWidgetItem(m_differences, {m_reviewOnly ? tr("One file: nothing to compare it with yet.")
                                                         : result.identical()      ? tr("The two files are identical.")
                                                                                   : tr("No differences.")});
        none->setFirstColumnSpanned(true);
        none->setFlags(Qt::ItemIsEnabled);
        none->setForeground(0, m_differences->palette().brush(QPalette::Disabled, QPalette::Text));
    }
    emit compared();
}

void CompareWindow::setDifferencesOnly(bool on)
{
    m_differencesOnly->setChecked(on);
    m_filter->setDifferencesOnly(on);
}

void CompareWindow::revealPath(const QString &path)
{
    const int row = m_model->rowOf(path);
    if (row < 0)
        return;
    for (int side = 0; side < 2; ++side) {
        const QModelIndex index = m_filter->mapFromSource(m_model->index(row, side));
        if (!index.isValid())
            continue;
        m_views[side]->scrollTo(index, QAbstractItemView::PositionAtCenter);
        m_views[side]->setCurrentIndex(index);
    }
}

void CompareWindow::exportMarkdown(const QString &path)
{
    const QByteArray markdown = m_review.toMarkdown().toUtf8();
    runInBackground(
        this,
        [path, markdown]() -> QString {
            // The artifacts' own write: a full disk or a link at the path fails here, loudly, and
            // an earlier export stays as it was.
            const Status written = ArtifactIo::writeAtomically(path, markdown);
            return written ? QString() : written.error().message;
        },
        [this, path](const QString &error) {
            if (!error.isEmpty())
                Dialogs::warning(this, tr("Export failed"), error);
            emit exported(path, error);
        });
}

void CompareWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void CompareWindow::dropEvent(QDropEvent *event)
{
    QStringList files;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            files.append(url.toLocalFile());
    }
    if (files.size() >= 2) {
        openFiles(files[0], files[1]);
    } else if (files.size() == 1) {
        // One file: onto the empty side, else onto the half it was dropped on.
        int side = event->position().x() < width() / 2.0 ? 0 : 1;
        if (m_paths[0].isEmpty() != m_paths[1].isEmpty())
            side = m_paths[0].isEmpty() ? 0 : 1;
        setSide(side, files[0]);
    }
    event->acceptProposedAction();
}

void CompareWindow::closeEvent(QCloseEvent *event)
{
    QSettings().setValue(u"compareWindow/geometry"_s, saveGeometry());
    QMainWindow::closeEvent(event);
}

RunHistoryDialog::RunHistoryDialog(const QString &workspace, QWidget *parent)
    : QDialog(parent), m_list(new QTreeWidget), m_status(new QLabel), m_compare(nullptr)
{
    setObjectName(u"runHistoryDialog"_s);
    setWindowTitle(tr("Run history — %1").arg(QDir(workspace).dirName()));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Every run of this workspace, as its manifest was when the run ended. Select two to compare them."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list->setObjectName(u"runHistoryList"_s);
    m_list->setAccessibleName(tr("Runs"));
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setHeaderLabels({tr("Run"), tr("Started"), tr("Scheme"), tr("Status"), tr("Verification"), tr("Model")});
    layout->addWidget(m_list, 1);
    m_status->setObjectName(u"runHistoryStatus"_s);
    m_status->setText(tr("Reading %1…").arg(QDir::toNativeSeparators(workspace + u"/history"_s)));
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_compare = buttons->addButton(tr("&Compare"), QDialogButtonBox::AcceptRole);
    m_compare->setObjectName(u"compareRunsButton"_s);
    m_compare->setEnabled(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_compare, &QPushButton::clicked, this, [this] {
        QList<QTreeWidgetItem *> selected = m_list->selectedItems();
        if (selected.size() != 2)
            return;
        // Older on the left.
        std::sort(selected.begin(), selected.end(),
                  [this](QTreeWidgetItem *a, QTreeWidgetItem *b) { return m_list->indexOfTopLevelItem(a) > m_list->indexOfTopLevelItem(b); });
        emit compareRequested(selected[0]->data(0, Qt::UserRole).toString(), selected[1]->data(0, Qt::UserRole).toString());
    });
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, [this] { m_compare->setEnabled(m_list->selectedItems().size() == 2); });
    layout->addWidget(buttons);
    resize(760, 420);
    runInBackground(this, [workspace] { return RunHistory::list(workspace); },
                    [this](const QList<RunHistoryEntry> &runs) { showRuns(runs); });
}

void RunHistoryDialog::showRuns(const QList<RunHistoryEntry> &runs)
{
    for (const RunHistoryEntry &run : runs) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, run.number > 0 ? tr("run %1").arg(run.number) : QString());
        item->setText(1, run.startedAt.isValid() ? QLocale().toString(run.startedAt.toLocalTime(), QLocale::ShortFormat)
                                                 : QFileInfo(run.path).fileName());
        item->setText(2, run.scheme);
        // The stored words are English; the list speaks the interface's language.
        item->setText(3, run.problem.isEmpty() ? interfaceWords().of(run.status) : tr("unreadable"));
        item->setText(4, run.verdict ? interfaceWords().of(*run.verdict) : tr("not verified"));
        item->setText(5, run.model);
        item->setData(0, Qt::UserRole, run.path);
        item->setToolTip(0, run.problem.isEmpty() ? QDir::toNativeSeparators(run.path) : run.problem);
        item->setToolTip(1, item->toolTip(0));
        if (!run.problem.isEmpty())
            item->setFlags(item->flags() & ~Qt::ItemIsSelectable);
    }
    for (int c = 0; c < m_list->columnCount(); ++c)
        m_list->resizeColumnToContents(c);
    m_status->setText(runs.isEmpty() ? tr("No runs yet: the history fills as runs finish.")
                                     : tr("%n run(s).", nullptr, int(runs.size())));
    emit loaded();
}

} // namespace ptq::ui
