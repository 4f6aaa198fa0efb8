// The compare window and the run history dialog, offscreen.

#include "artifacts/artifactio.h"
#include "command/commandline.h"
#include "comparewindow.h"
#include "dialogs.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QDropEvent>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QPointer>
#include <QSet>
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

/// A run of the studio manifest, finished: succeeded, or failed out of memory.
ptq::Json finishedRun(const QString &scheme, const QString &algorithm, int samples, bool failed, const char *startedAt)
{
    ptq::Json m = ptq::ArtifactIo::load(fixture(u"artifacts/studio/run_manifest.yaml"_s))->json;
    QStringList argv = {u"quark-cli"_s, u"torch-llm-ptq"_s, u"--model_dir"_s, u"Qwen/Qwen2.5-7B-Instruct"_s,
                        u"--output_dir"_s, u"/home/ml/models/qwen2.5-7b"_s, u"--quant_scheme"_s, scheme,
                        u"--num_calib_data"_s, QString::number(samples), u"--seq_len"_s, u"512"_s, u"--device"_s, u"cuda"_s};
    if (!algorithm.isEmpty())
        argv << u"--quant_algo"_s << algorithm;
    ptq::Json &step = m["steps"][3];
    step["argv"] = ptq::toJsonArray(argv);
    step["command"] = ptq::shellJoin(argv).toStdString();
    const QDateTime start = QDateTime::fromString(QString::fromLatin1(startedAt), Qt::ISODate);
    step["started_at"] = startedAt;
    step["finished_at"] = start.addSecs(failed ? 95 : 1460).toString(Qt::ISODate).toStdString();
    m["created_at"] = startedAt;
    m["updated_at"] = step["finished_at"];
    if (failed) {
        step["status"] = "failed";
        step["exit_code"] = 1;
        step["diagnosis"] = {{"class", "memory"}, {"cause", "out-of-memory"}, {"failed_stage", "calibration"},
                             {"evidence", {"torch.OutOfMemoryError: CUDA out of memory"}}, {"suggestions", ptq::Json::array()}};
        m["outputs"]["observed"] = {{"files", ptq::Json::array()}, {"total_bytes", 0}, {"quantization_config", nullptr},
                                    {"perplexity", nullptr}};
        m["outputs"]["verification"] = {{"verdict", "failed"}, {"total_bytes", 0}, {"size_ratio", 0}};
    } else {
        step["status"] = "succeeded";
        step["exit_code"] = 0;
        m["outputs"]["observed"] = {{"files", {"model.safetensors"}}, {"total_bytes", 5523456789LL},
                                    {"quantization_config", {{"quant_method", "quark"}}}, {"perplexity", 7.8123456}};
        m["outputs"]["verification"] = {{"verdict", "complete"}, {"total_bytes", 5523456789LL}, {"size_ratio", 0.36262345}};
    }
    return m;
}

/// Two runs of a workspace's history: int4_wo_128 with AWQ that succeeded, then fp8 that ran
/// out of memory. Returns their snapshot paths.
QStringList writeHistory(const QString &ws)
{
    QDir(ws).mkpath(u"history"_s);
    const QString older = ws + u"/history/run-20261201-140200-run_manifest.yaml"_s;
    const QString newer = ws + u"/history/run-20261201-151000-run_manifest.yaml"_s;
    if (!ptq::ArtifactIo::save(older, finishedRun(u"int4_wo_128"_s, u"awq"_s, 128, false, "2026-12-01T14:02:00Z"))
        || !ptq::ArtifactIo::save(newer, finishedRun(u"fp8"_s, QString(), 256, true, "2026-12-01T15:10:00Z")))
        return {};
    return {older, newer};
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe8, 0xe8, 0xe8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x35, 0x74, 0xf0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7a, 0x7a));
    return p;
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
        QVERIFY2(summary.contains(u"Scheme fp8 → int4_wo_128 · samples 128 → 512"_s), qPrintable(summary));
        // Grouped by what they are about: the plan (scheme, samples), then the timestamp.
        auto *tree = child<QTreeWidget>(window, u"differencesTree"_s);
        QCOMPARE(tree->topLevelItemCount(), 2);
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith(u"Plan"_s));
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(0), u"Scheme"_s);
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(1), u"fp8"_s);
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(2), u"int4_wo_128"_s);
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(3), u"steps[quantize].argv[--quant_scheme]"_s); // the details column
        QVERIFY(tree->topLevelItem(1)->text(0).startsWith(u"Timestamps and paths"_s));
        // Statuses in the interface's words (DisplayNames), not the stored "pending".
        QVERIFY2(window->windowTitle().startsWith(u"Compare: a-run_manifest.yaml (fp8, not run yet, "_s), qPrintable(window->windowTitle()));
        QVERIFY(child<QLabel>(window, u"leftPathLabel"_s)->text().contains(u"not run yet"_s));
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

    // ptq-studio FILE with one artifact that belongs to no workspace: a read-only review of it,
    // not "the two files are identical"; a second artifact opened on the right compares them.
    void review_oneFileAlone_thenASecondCompares()
    {
        QTemporaryDir dir;
        QString left;
        QString right;
        writePair(dir.path(), left, right);
        auto *window = new ptq::ui::CompareWindow;
        window->resize(1280, 780);
        window->show();
        QSignalSpy compared(window, &ptq::ui::CompareWindow::compared);
        window->openReview(left);
        QVERIFY(compared.wait(10000));
        QVERIFY(window->isReview());
        const QString summary = child<QLabel>(window, u"compareSummaryLabel"_s)->text();
        QVERIFY2(summary.contains(u"read-only"_s) && !summary.contains(u"identical"_s), qPrintable(summary));
        QVERIFY(!child<QTableView>(window, u"rightPane"_s)->isVisible());
        QVERIFY(!child<QTreeWidget>(window, u"differencesTree"_s)->isVisible()); // no empty list of differences
        QVERIFY(!child<QPushButton>(window, u"exportMarkdownButton"_s)->isVisible());
        QVERIFY(child<QTableView>(window, u"leftPane"_s)->model()->rowCount() > 10); // every field shown
        QVERIFY2(window->windowTitle().startsWith(u"Review: a-run_manifest.yaml"_s), qPrintable(window->windowTitle()));
        auto *tree = child<QTreeWidget>(window, u"differencesTree"_s);
        QVERIFY(!tree->topLevelItem(0)->text(0).contains(u"identical"_s));

        window->setSide(1, right);
        QVERIFY(compared.wait(10000));
        QVERIFY(!window->isReview());
        QVERIFY(child<QTableView>(window, u"rightPane"_s)->isVisible());
        QVERIFY(child<QTreeWidget>(window, u"differencesTree"_s)->isVisible());
        QVERIFY(child<QLabel>(window, u"compareSummaryLabel"_s)->text().contains(u"Scheme fp8 → int4_wo_128"_s));
        window->close();
        delete window;
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
        QVERIFY2(text.startsWith(u"# Compare: "_s), qPrintable(text));
        QVERIFY(text.contains(u"## Plan"_s));
        QVERIFY(text.contains(u"| Scheme | fp8 | int4_wo_128 |"_s));

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
        QCOMPARE(list->topLevelItem(0)->text(0), u"run 2"_s); // the names the compare window uses
        QCOMPARE(list->topLevelItem(1)->text(0), u"run 1"_s);
        QCOMPARE(list->topLevelItem(0)->text(3), u"succeeded"_s);
        QCOMPARE(list->topLevelItem(0)->text(4), u"complete"_s);
        QCOMPARE(list->topLevelItem(1)->text(4), u"not verified"_s);
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

    void runs_titleNamesThemAndTheSummaryLeadsInWords()
    {
        QTemporaryDir ws;
        const QStringList runs = writeHistory(ws.path());
        QCOMPARE(runs.size(), 2);
        auto *window = new ptq::ui::CompareWindow;
        QSignalSpy compared(window, &ptq::ui::CompareWindow::compared);
        window->openFiles(runs[0], runs[1]);
        QVERIFY(compared.wait(10000));
        auto at = [](const char *iso) {
            const QDateTime t = QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toLocalTime();
            return QLocale().toString(t, t.date().year() == QDate::currentDate().year() ? u"d MMM HH:mm"_s : u"d MMM yyyy HH:mm"_s);
        };
        QCOMPARE(window->windowTitle(), u"Compare: run 1 (int4_wo_128, succeeded, %1) ↔ run 2 (fp8, failed, %2)"_s.arg(
                                            at("2026-12-01T14:02:00Z"), at("2026-12-01T15:10:00Z")));
        const QString summary = child<QLabel>(window, u"compareSummaryLabel"_s)->text();
        QVERIFY2(summary.contains(u"Scheme int4_wo_128 → fp8 · AWQ removed · samples 128 → 256 · succeeded → failed (out of memory)"_s),
                 qPrintable(summary));
        QVERIFY2(!summary.contains(u"outputs."_s) && !summary.contains(u"{…}"_s), qPrintable(summary));
        // The outcome first; rounded; the command said once; raw paths only in the details column.
        auto *tree = child<QTreeWidget>(window, u"differencesTree"_s);
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith(u"Outcome"_s));
        QCOMPARE(tree->headerItem()->text(1), u"run 1"_s);
        QCOMPARE(tree->headerItem()->text(2), u"run 2"_s);
        QStringList paths;
        QStringList labels;
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            QTreeWidgetItem *group = tree->topLevelItem(g);
            for (int i = 0; i < group->childCount(); ++i) {
                labels.append(group->child(i)->text(0));
                for (const QString &p : group->child(i)->text(3).split(u", "_s, Qt::SkipEmptyParts))
                    paths.append(p);
                QVERIFY2(!group->child(i)->text(0).contains(u"outputs."_s), qPrintable(group->child(i)->text(0)));
            }
        }
        QCOMPARE(QSet<QString>(paths.cbegin(), paths.cend()).size(), paths.size());
        for (const QString &p : std::as_const(paths))
            QVERIFY2(!p.contains(u".command"_s), qPrintable(p)); // the argv says it: not both
        QVERIFY(labels.contains(u"Perplexity"_s));
        QVERIFY2(labels.contains(u"Export › quantization config"_s), qPrintable(labels.join(u" | "_s)));
        QTreeWidgetItem *outcome = tree->topLevelItem(0);
        for (int i = 0; i < outcome->childCount(); ++i) {
            if (outcome->child(i)->text(0) == u"Perplexity"_s) {
                QCOMPARE(outcome->child(i)->text(1), u"7.812"_s);
                QCOMPARE(outcome->child(i)->text(2), u"not measured"_s);
            }
            if (outcome->child(i)->text(0) == u"Export size"_s)
                QCOMPARE(outcome->child(i)->text(1), u"5.1 GiB"_s);
            if (outcome->child(i)->text(0) == u"Duration"_s)
                QCOMPARE(outcome->child(i)->text(1), u"24:20"_s);
            if (outcome->child(i)->text(0) == u"Export › quantization config"_s) // not "{…} → null"
                QCOMPARE(outcome->child(i)->text(1) + u" → "_s + outcome->child(i)->text(2), u"recorded → none"_s);
        }
        window->close();
    }

    /// Item 16 of issue 33: the window closes as a dialog does (Escape, Ctrl+W, a Close button);
    /// the approval's sha256 is listed with the command, not the outcome; resources and sizes in
    /// a human size; the size ratio in words.
    void closesLikeADialog_andSaysWhatItListsInWords()
    {
        QTemporaryDir ws;
        const QStringList runs = writeHistory(ws.path());
        QCOMPARE(runs.size(), 2);
        ptq::Json older = ptq::ArtifactIo::load(runs[0])->json;
        ptq::Json newer = ptq::ArtifactIo::load(runs[1])->json;
        older["approval"] = {{"status", "approved"}, {"sha256", std::string(64, 'a')}, {"at", "2026-12-01T14:01:00Z"}};
        newer["approval"] = {{"status", "approved"}, {"sha256", std::string(64, 'b')}, {"at", "2026-12-01T15:09:00Z"}};
        older["resources"]["accelerator_gib"] = 0.0009765625; // 1 MiB, "0.000977 GiB" before: a tiny model's estimate
        newer["resources"]["accelerator_gib"] = 2.5;
        QVERIFY(ptq::ArtifactIo::save(runs[0], older));
        QVERIFY(ptq::ArtifactIo::save(runs[1], newer));

        QPointer<ptq::ui::CompareWindow> window = new ptq::ui::CompareWindow;
        window->show();
        QVERIFY(QTest::qWaitForWindowActive(window));
        QSignalSpy compared(window.data(), &ptq::ui::CompareWindow::compared);
        window->openFiles(runs[0], runs[1]);
        QVERIFY(compared.wait(10000));
        auto *tree = child<QTreeWidget>(window, u"differencesTree"_s);
        QHash<QString, QTreeWidgetItem *> byLabel;
        QHash<QString, QString> groupOf;
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
                QTreeWidgetItem *item = tree->topLevelItem(g)->child(i);
                byLabel.insert(item->text(0), item);
                groupOf.insert(item->text(0), tree->topLevelItem(g)->text(0));
            }
        }
        QVERIFY2(byLabel.contains(u"Approval › sha256"_s), qPrintable(QStringList(byLabel.keys()).join(u" | "_s)));
        QVERIFY2(groupOf.value(u"Approval › sha256"_s).startsWith(u"Command"_s), qPrintable(groupOf.value(u"Approval › sha256"_s)));
        QTreeWidgetItem *accelerator = byLabel.value(u"Resources › accelerator gib"_s);
        QVERIFY(accelerator);
        QCOMPARE(accelerator->text(1), QLocale().formattedDataSize(1 << 20, 1, QLocale::DataSizeIecFormat)); // "1.0 MiB"
        QCOMPARE(accelerator->text(2), QLocale().formattedDataSize(qint64(2.5 * (1 << 30)), 1, QLocale::DataSizeIecFormat));
        QTreeWidgetItem *ratio = byLabel.value(u"Size against the original"_s);
        QVERIFY(ratio);
        QCOMPARE(ratio->text(1), u"36 % of the original's size"_s);
        QCOMPARE(byLabel.value(u"Export size"_s)->text(1), u"5.1 GiB"_s);

        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(window.isNull());

        window = new ptq::ui::CompareWindow;
        window->show();
        QVERIFY(QTest::qWaitForWindowActive(window));
        QTest::keyClick(window, Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(window.isNull());

        window = new ptq::ui::CompareWindow;
        window->show();
        QVERIFY(QTest::qWaitForWindowActive(window));
        auto *close = child<QPushButton>(window, u"closePushButton"_s);
        QVERIFY(close->isVisible());
        QTest::mouseClick(close, Qt::LeftButton);
        QTRY_VERIFY(window.isNull());
    }

    void render_lightAndDark_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bool>("identical");
        QTest::newRow("light, scheme and outcome") << false << false;
        QTest::newRow("dark, scheme and outcome") << true << false;
        QTest::newRow("light, identical") << false << true;
        QTest::newRow("dark, identical") << true << true;
    }

    void render_lightAndDark()
    {
        QFETCH(bool, dark);
        QFETCH(bool, identical);
        QTemporaryDir ws;
        const QStringList runs = writeHistory(ws.path());
        QCOMPARE(runs.size(), 2);
        const QPalette light = QApplication::palette();
        if (dark)
            QApplication::setPalette(darkPalette());
        auto *window = new ptq::ui::CompareWindow;
        window->resize(1280, 780); // its default size (a geometry saved by an earlier test aside)
        window->show();
        QSignalSpy compared(window, &ptq::ui::CompareWindow::compared);
        window->openFiles(runs[0], identical ? runs[0] : runs[1]);
        QVERIFY(compared.wait(10000));
        QApplication::processEvents();
        if (identical) {
            QCOMPARE(child<QLabel>(window, u"compareSummaryLabel"_s)->text().contains(u"No differences in plan, command or outcome"_s), true);
            auto *tree = child<QTreeWidget>(window, u"differencesTree"_s);
            QCOMPARE(tree->topLevelItemCount(), 1); // says so instead of staying blank
            QCOMPARE(tree->topLevelItem(0)->text(0), u"The two files are identical."_s);
            QCOMPARE(tree->topLevelItem(0)->childCount(), 0);
        }
        ptq::test::saveShot(window, u"compare-%1-%2"_s.arg(identical ? u"identical"_s : u"runs"_s, dark ? u"dark"_s : u"light"_s));
        window->close();
        QApplication::setPalette(light);
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
