// The compare window and the run history dialog, offscreen.

#include "artifacts/artifactio.h"
#include "comparewindow.h"
#include "dialogs.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QDropEvent>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::Literals::StringLiterals;
using ptq::test::child;

namespace {

QString fixture(const QString &relative)
{
    return ptq::test::fixturePath(relative);
}

/// A studio manifest and a copy with scattered changes (scheme, samples, a timestamp).
void writePair(const QString &dir, QString &left, QString &right)
{
    ptq::Json m = ptq::ArtifactIo::load(fixture(u"artifacts/studio/run_manifest.yaml"_s))->json;
    left = dir + u"/a-run_manifest.yaml"_s;
    right = dir + u"/b-run_manifest.yaml"_s;
    QVERIFY(ptq::ArtifactIo::save(left, m));
    ptq::Json &argv = m["steps"][3]["argv"];
    for (std::size_t i = 0; i + 1 < argv.size(); ++i) {
        if (argv[i] == "--quant_scheme")
            argv[i + 1] = "int4_wo_128";
        if (argv[i] == "--num_calib_data")
            argv[i + 1] = "512";
    }
    m["updated_at"] = "2026-11-30T12:00:00Z";
    QVERIFY(ptq::ArtifactIo::save(right, m));
}

int visibleRows(QTableView *view)
{
    return view->model()->rowCount();
}

} // namespace

class TestCompareWindow : public QObject
{
    Q_OBJECT

private slots:
    void compare_showsSummaryGroupsAndAlignedPanes()
    {
        QTemporaryDir dir;
        QString left;
        QString right;
        writePair(dir.path(), left, right);
        auto *window = new ptq::ui::CompareWindow;
        window->resize(1280, 780);
        window->show();
        QSignalSpy compared(window, &ptq::ui::CompareWindow::compared);
        window->openFiles(left, right);
        QVERIFY(compared.wait(10000));
        const QString summary = child<QLabel>(window, u"compareSummaryLabel"_s)->text();
        QVERIFY2(summary.contains(u"accuracy"_s) && summary.contains(u"int4_wo_128"_s), qPrintable(summary));
        // Groups in order of importance, accuracy first.
        auto *tree = child<QTreeWidget>(window, u"differencesTree"_s);
        QVERIFY(tree->topLevelItemCount() >= 3);
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith(u"Accuracy"_s));
        QVERIFY(tree->topLevelItem(1)->text(0).startsWith(u"Resources"_s));
        // Both panes show every row; the left pane only the left column.
        auto *lp = child<QTableView>(window, u"leftPane"_s);
        auto *rp = child<QTableView>(window, u"rightPane"_s);
        QCOMPARE(visibleRows(lp), int(window->result().rows.size()));
        QVERIFY(lp->isColumnHidden(1) && rp->isColumnHidden(0));
        // The argv is shown as aligned flag units.
        const int row = [&] {
            for (int r = 0; r < window->result().rows.size(); ++r)
                if (window->result().rows[r].path == u"steps[quantize].argv[--quant_scheme]"_s)
                    return r;
            return -1;
        }();
        QVERIFY(row >= 0);
        QCOMPARE(lp->model()->index(row, 0).data().toString().trimmed(), u"- --quant_scheme fp8"_s);
        QCOMPARE(rp->model()->index(row, 1).data().toString().trimmed(), u"- --quant_scheme int4_wo_128"_s);
        QVERIFY(lp->model()->index(row, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(!lp->model()->index(0, 0).data(Qt::BackgroundRole).isValid()); // unchanged lines are not tinted
        QApplication::processEvents(); // the layout follows the new summary
        ptq::test::saveShot(window, u"compare-window"_s);

        // Differences only: fewer lines, each of them a difference or holding one.
        child<QCheckBox>(window, u"differencesOnlyCheck"_s)->setChecked(true);
        QVERIFY(visibleRows(lp) < int(window->result().rows.size()));
        for (int r = 0; r < visibleRows(lp); ++r)
            QVERIFY(lp->model()->index(r, 0).data(ptq::ui::CompareModel::ChangeRole).toInt() != int(ptq::DiffChange::Same));
        ptq::test::saveShot(window, u"compare-window-differences-only"_s);
        child<QCheckBox>(window, u"differencesOnlyCheck"_s)->setChecked(false);

        // Scrolling one pane scrolls the other; a difference picked in the list is shown in both.
        window->resize(1000, 300);
        QApplication::processEvents();
        lp->verticalScrollBar()->setValue(lp->verticalScrollBar()->maximum());
        QVERIFY(rp->verticalScrollBar()->value() > 0);
        QCOMPARE(rp->verticalScrollBar()->value(), lp->verticalScrollBar()->value());
        QTreeWidgetItem *first = tree->topLevelItem(0)->child(0);
        tree->setCurrentItem(first);
        QCOMPARE(lp->currentIndex().data(ptq::ui::CompareModel::PathRole).toString(), first->data(0, Qt::UserRole).toString());
        QCOMPARE(rp->currentIndex().row(), lp->currentIndex().row());
        window->close();
    }

    void export_writesMarkdown()
    {
        QTemporaryDir dir;
        QString left;
        QString right;
        writePair(dir.path(), left, right);
        auto *window = new ptq::ui::CompareWindow;
        QSignalSpy compared(window, &ptq::ui::CompareWindow::compared);
        window->openFiles(left, right);
        QVERIFY(compared.wait(10000));
        const QString target = dir.filePath(u"report dir/comparison.md"_s);
        QDir().mkpath(dir.filePath(u"report dir"_s));
        ptq::ui::Dialogs::setFileHook([&](const QString &) { return target; });
        QSignalSpy exported(window, &ptq::ui::CompareWindow::exported);
        child<QPushButton>(window, u"exportMarkdownButton"_s)->click();
        QVERIFY(exported.wait(10000));
        ptq::ui::Dialogs::setFileHook({});
        QCOMPARE(exported.first().at(1).toString(), QString());
        QFile md(target);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(md.readAll());
        QVERIFY(text.contains(u"## Accuracy"_s));
        QVERIFY(text.contains(u"int4_wo_128"_s));

        // Exporting over a link fails loudly, naming it, and the file it points to is unchanged
        // (the artifacts' own write, which also keeps the old version on a full disk).
        const QString other = dir.filePath(u"someone-else.md"_s);
        QFile otherFile(other);
        QVERIFY(otherFile.open(QIODevice::WriteOnly));
        otherFile.write("keep me\n");
        otherFile.close();
        const QString link = dir.filePath(u"report dir/link.md"_s);
        QVERIFY(QFile::link(other, link));
        ptq::ui::Dialogs::setFileHook([&](const QString &) { return link; });
        exported.clear();
        child<QPushButton>(window, u"exportMarkdownButton"_s)->click();
        QVERIFY(exported.wait(10000));
        ptq::ui::Dialogs::setFileHook({});
        const QString error = exported.first().at(1).toString();
        QVERIFY2(error.contains(link), qPrintable(error));
        QVERIFY(otherFile.open(QIODevice::ReadOnly));
        QCOMPARE(otherFile.readAll(), QByteArray("keep me\n"));
        window->close();
    }

    void badInput_isNamedAndNothingBreaks()
    {
        auto *window = new ptq::ui::CompareWindow;
        QSignalSpy failed(window, &ptq::ui::CompareWindow::failed);
        const QString plan = fixture(u"artifacts/studio/quant_plan.json"_s);
        window->openFiles(plan, fixture(u"artifacts/studio/run_manifest.yaml"_s));
        QVERIFY(failed.wait(10000));
        auto *error = child<QLabel>(window, u"compareErrorLabel"_s);
        QVERIFY(!error->isHidden());
        QVERIFY2(error->text().contains(u"only artifacts of one kind"_s), qPrintable(error->text()));
        QVERIFY(!child<QPushButton>(window, u"exportMarkdownButton"_s)->isEnabled());
        ptq::test::saveShot(window, u"compare-window-error"_s);
        // A good pair afterwards replaces the error.
        QSignalSpy compared(window, &ptq::ui::CompareWindow::compared);
        window->openFiles(plan, fixture(u"artifacts/upstream/quant_plan.json"_s));
        QVERIFY(compared.wait(10000));
        QVERIFY(error->isHidden());
        window->close();
    }

    void drop_oneOrTwoFiles()
    {
        auto *window = new ptq::ui::CompareWindow;
        window->resize(1000, 600);
        window->show();
        QSignalSpy compared(window, &ptq::ui::CompareWindow::compared);
        auto drop = [&](const QStringList &files, QPointF at) {
            QMimeData data;
            QList<QUrl> urls;
            for (const QString &f : files)
                urls.append(QUrl::fromLocalFile(f));
            data.setUrls(urls);
            // As a drag delivers it: enter, then drop.
            QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(window, &enter);
            QVERIFY(enter.isAccepted());
            QDropEvent event(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(window, &event);
        };
        const QString a = fixture(u"artifacts/studio/model_analysis.json"_s);
        const QString b = fixture(u"artifacts/upstream/model_analysis.json"_s);
        drop({a}, QPointF(900, 300)); // onto the right half of an empty window: still one side only
        QCOMPARE(compared.size(), 0);
        QVERIFY(window->side(0).isEmpty() != window->side(1).isEmpty());
        drop({b}, QPointF(100, 300)); // the other side is the empty one
        QVERIFY(compared.wait(10000));
        QCOMPARE(window->result().kind, ptq::ArtifactKind::Analysis);
        drop({b, a}, QPointF(100, 300));
        QVERIFY(compared.wait(10000));
        QCOMPARE(window->side(0), b);
        QCOMPARE(window->side(1), a);
        window->close();
    }

    void runHistory_listsRunsAndComparesTwo()
    {
        QTemporaryDir ws;
        QDir(ws.path()).mkpath(u"history"_s);
        ptq::Json m = ptq::ArtifactIo::load(fixture(u"artifacts/studio/run_manifest.yaml"_s))->json;
        m["steps"][3]["status"] = "failed";
        QVERIFY(ptq::ArtifactIo::save(ws.filePath(u"history/run-20261130-101500-run_manifest.yaml"_s), m));
        m["steps"][3]["status"] = "succeeded";
        m["outputs"]["verification"] = {{"verdict", "complete"}};
        QVERIFY(ptq::ArtifactIo::save(ws.filePath(u"history/run-20261130-120000-run_manifest.yaml"_s), m));
        auto *dialog = new ptq::ui::RunHistoryDialog(ws.path());
        QSignalSpy loaded(dialog, &ptq::ui::RunHistoryDialog::loaded);
        dialog->show();
        QVERIFY(loaded.wait(10000));
        QTreeWidget *list = dialog->list();
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(2), u"succeeded"_s);
        QCOMPARE(list->topLevelItem(0)->text(3), u"complete"_s);
        QCOMPARE(list->topLevelItem(1)->text(3), u"not verified"_s);
        auto *compare = child<QPushButton>(dialog, u"compareRunsButton"_s);
        QVERIFY(!compare->isEnabled());
        list->topLevelItem(0)->setSelected(true);
        list->topLevelItem(1)->setSelected(true);
        QVERIFY(compare->isEnabled());
        ptq::test::saveShot(dialog, u"run-history"_s);
        QSignalSpy requested(dialog, &ptq::ui::RunHistoryDialog::compareRequested);
        compare->click();
        QCOMPARE(requested.size(), 1);
        QVERIFY(requested.first().at(0).toString().contains(u"101500"_s)); // the older run on the left
        QVERIFY(requested.first().at(1).toString().contains(u"120000"_s));
        dialog->close();
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
