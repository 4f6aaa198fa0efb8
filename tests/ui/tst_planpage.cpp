// Page 2 end to end, offscreen: intent in, decisions and preview out, Checkpoint 2.
#include "appcontroller.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "pages/planpage.h"
#include "plan/planner.h"
#include "plan/schemeguide.h"
#include "workflow/workspacesession.h"

#include "plan/knownrelease.h"

#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "artifacts/workspace.h"
#include "source/localreader.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QStyleOptionComboBox>
#include <QWheelEvent>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using ptq::test::child;
using ptq::test::saveShot;
using ptq::ui::MainWizard;

namespace {

void writeConfirmedAnalysis(const QString &workspace, const QString &fixture)
{
    ptq::Result<ptq::ConfigFiles> files =
        ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/"_s + fixture), ptq::SourceInfo());
    const ptq::Json doc = *ptq::AnalysisConfirmation::confirm(ptq::ModelAnalyzer::analyze(*files)->toJson(ptq::test::nowIso()), {});
    ptq::test::writeArtifact(workspace, ptq::ArtifactKind::Analysis, doc);
}

/// The decisions table row named @p decision, or -1.
/// Opens the workspace @p dir and waits until the wizard resumes there; null when it does not.
MainWizard *resumeWorkspace(ptq::ui::AppController &controller, const QString &dir)
{
    controller.start(dir);
    MainWizard *wizard = controller.mainWindow()->wizard();
    QSignalSpy resumed(wizard, &MainWizard::resumed);
    return resumed.wait(10000) ? wizard : nullptr;
}

int decisionRow(QTableWidget *table, const QString &decision)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0) && table->item(row, 0)->text() == decision)
            return row;
    }
    return -1;
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::PlaceholderText, QColor(0x99, 0x99, 0x99));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return p;
}

} // namespace

class TestPlanPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"PTQ Studio Tests"_s);
        QCoreApplication::setApplicationName(u"tst_planpage"_s);
        qputenv("PATH", "/usr/bin:/bin"); // no quark-cli: the catalog is used and the page says so
    }

    /// While quark-cli is being asked, and when it cannot be, page 2's quark-cli row says so
    /// instead of "No quark-cli found" (found walking page 2 against the real quark-cli).
    void session_saysWhyTheCatalogSpeaks()
    {
        ptq::WorkspaceSession session;
        const QString fake = PTQ_FAKE_BIN_DIR + u"/quark-cli"_s;
        QSignalSpy changed(&session, &ptq::WorkspaceSession::cliCapabilitiesChanged);
        session.detectQuarkCli(fake);
        QCOMPARE(session.cliCapabilities().source, ptq::CliCapabilities::Source::Catalog);
        QVERIFY2(session.cliCapabilities().catalogWhy.startsWith(u"Still asking "_s + fake),
                 qPrintable(session.cliCapabilities().catalogWhy));
        QTRY_COMPARE_WITH_TIMEOUT(session.cliCapabilities().source, ptq::CliCapabilities::Source::Help, 30000);
        QVERIFY(session.cliCapabilities().catalogWhy.isEmpty());

        QTemporaryDir dir;
        const QString missing = dir.filePath(u"quark-cli"_s);
        changed.clear();
        session.detectQuarkCli(missing);
        QTRY_VERIFY_WITH_TIMEOUT(changed.size() >= 2, 10000);
        QCOMPARE(session.cliCapabilities().source, ptq::CliCapabilities::Source::Catalog);
        QVERIFY2(session.cliCapabilities().catalogWhy.contains(u"could not be asked"_s)
                     && session.cliCapabilities().catalogWhy.contains(missing),
                 qPrintable(session.cliCapabilities().catalogWhy));
    }

    void plan_decideConfirmAndChange()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"mixtral-8x7b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId));
        controller.mainWindow()->resize(1200, 860);
        QWidget *page = wizard->currentPage();
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());

        auto *decisions = child<QTableWidget>(page, u"decisionsTableWidget"_s);
        QTRY_VERIFY(decisions->rowCount() > 5);
        QTRY_VERIFY(child<QLabel>(page, u"quarkCliLabel"_s)->text().contains(u"catalog"_s));
        QCOMPARE(decisions->item(0, 1)->text(), u"fp8"_s);

        // Rotation has no built-in configuration for mixtral: it cannot be ticked, and says why.
        auto *rotation = child<QCheckBox>(page, u"rotationAlgorithmCheckBox"_s);
        QTRY_VERIFY(!rotation->isEnabled());
        QVERIFY2(rotation->toolTip().contains(u"mixtral"_s), qPrintable(rotation->toolTip()));
        // AWQ on fp8 is refused at the algorithm field.
        auto *scheme = child<QComboBox>(page, u"schemeComboBox"_s);
        child<QCheckBox>(page, u"awqAlgorithmCheckBox"_s)->setChecked(true);
        auto *algorithmsMessage = child<QLabel>(page, u"algorithmsRefusalLabel"_s);
        QTRY_VERIFY(algorithmsMessage->isVisibleTo(page) && algorithmsMessage->text().contains(u"INT4/UINT4"_s));
        QVERIFY(!child<QPushButton>(page, u"confirmPlanPushButton"_s)->isEnabled());

        scheme->setCurrentText(u"int4_wo_128"_s);
        child<QSpinBox>(page, u"numCalibDataSpinBox"_s)->setValue(128);
        auto *preview = child<QTableWidget>(page, u"patternPreviewTableWidget"_s);
        QTRY_VERIFY(decisions->findItems(u"awq"_s, Qt::MatchExactly).size() == 1 && preview->rowCount() == 3);
        auto *problems = child<QLabel>(page, u"planProblemsLabel"_s);
        QVERIFY(!algorithmsMessage->isVisibleTo(page));
        QVERIFY2(!problems->text().contains(u"refused"_s), qPrintable(problems->text()));
        QCOMPARE(preview->item(1, 0)->text(), u"*.gate"_s);
        QCOMPARE(preview->item(1, 2)->text(), u"32"_s);
        QTRY_VERIFY2(child<QLabel>(page, u"previewSummaryLabel"_s)->text().contains(u"896 modules as int4_wo_128"_s),
                     qPrintable(child<QLabel>(page, u"previewSummaryLabel"_s)->text()));
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        saveShot(controller.mainWindow(), u"plan-page-decisions"_s);
        child<QTabWidget>(page, u"planTabWidget"_s)->setCurrentIndex(2);
        saveShot(controller.mainWindow(), u"plan-page-preview"_s);
        child<QTabWidget>(page, u"planTabWidget"_s)->setCurrentIndex(1);
        saveShot(controller.mainWindow(), u"plan-page-exclusions"_s);

        auto *confirm = child<QPushButton>(page, u"confirmPlanPushButton"_s);
        QTRY_VERIFY(confirm->isEnabled());
        QVERIFY(!confirm->autoDefault());
        confirm->click();
        QTRY_VERIFY_WITH_TIMEOUT(controller.session()->state().plan.ready(), 10000);
        QTRY_VERIFY(wizard->button(QWizard::NextButton)->isEnabled());
        ptq::Json plan = ptq::test::readJson(dir.filePath(u"quant_plan.json"_s));
        QVERIFY(plan["requires_confirmation"] == false);
        QVERIFY(plan["global_scheme"] == "int4_wo_128");
        QVERIFY(plan["algorithm"] == "awq");
        QVERIFY(plan["calibration"]["num_calib_data"] == 128);

        // Any later change rewrites the plan unconfirmed: Next is disabled again.
        child<QSpinBox>(page, u"numCalibDataSpinBox"_s)->setValue(256);
        QTRY_VERIFY_WITH_TIMEOUT(!controller.session()->state().plan.ready(), 10000);
        QTRY_VERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
        plan = ptq::test::readJson(dir.filePath(u"quant_plan.json"_s));
        QVERIFY(plan["requires_confirmation"] == true);
        QVERIFY(plan["calibration"]["num_calib_data"] == 256);
        // Said, with what changed (a walk saw a confirmation vanish without a word when quark-cli's
        // late answer changed a decision).
        auto *proposal = child<QLabel>(page, u"proposedChangeLabel"_s);
        QTRY_VERIFY(proposal->isVisibleTo(page));
        QVERIFY2(proposal->text().contains(u"confirmation was withdrawn"_s) && proposal->text().contains(u"128 → 256"_s),
                 qPrintable(proposal->text()));

        // Confirmed again and gone past: a recompute that lands late (quark-cli's --help arriving,
        // a slow preview) must not void the plan the user already confirmed.
        QTRY_VERIFY(confirm->isEnabled());
        confirm->click();
        QTRY_VERIFY_WITH_TIMEOUT(controller.session()->state().plan.ready(), 10000);
        QTRY_VERIFY(wizard->button(QWizard::NextButton)->isEnabled());
        wizard->next();
        QCOMPARE(wizard->currentId(), int(MainWizard::CommandPageId));
        const QByteArray confirmedSha = controller.session()->state().plan.sha256;
        child<QSpinBox>(page, u"numCalibDataSpinBox"_s)->setValue(64); // the page is hidden now
        QTest::qWait(1500);
        QVERIFY(controller.session()->state().plan.ready());
        QCOMPARE(controller.session()->state().plan.sha256, confirmedSha);
    }

    /// #33: a confirmed int4 + AWQ plan, then an edit the planner refuses (fp8: AWQ is refused) —
    /// the confirmation is void at once, Next is disabled, and page 3 cannot build the old command.
    void refusedEdit_voidsTheConfirmation()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"mixtral-8x7b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QWidget *page = wizard->currentPage();
        auto *decisions = child<QTableWidget>(page, u"decisionsTableWidget"_s);
        QTRY_VERIFY(decisions->rowCount() > 5);
        child<QComboBox>(page, u"schemeComboBox"_s)->setCurrentText(u"int4_wo_128"_s);
        child<QCheckBox>(page, u"awqAlgorithmCheckBox"_s)->setChecked(true);
        auto *confirm = child<QPushButton>(page, u"confirmPlanPushButton"_s);
        QTRY_VERIFY(decisions->findItems(u"awq"_s, Qt::MatchExactly).size() == 1 && confirm->isEnabled());
        confirm->click();
        QTRY_VERIFY_WITH_TIMEOUT(controller.session()->state().plan.ready(), 10000);
        QTRY_VERIFY(wizard->button(QWizard::NextButton)->isEnabled());

        child<QComboBox>(page, u"schemeComboBox"_s)->setCurrentText(u"fp8"_s);
        QTRY_VERIFY(child<QLabel>(page, u"algorithmsRefusalLabel"_s)->isVisibleTo(page));
        QTRY_VERIFY2_WITH_TIMEOUT(!controller.session()->state().plan.ready(), 
                                  qPrintable(child<QLabel>(page, u"planProblemsLabel"_s)->text()), 10000);
        QTRY_VERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
        QVERIFY(!confirm->isEnabled());
        const ptq::Json plan = ptq::test::readJson(dir.filePath(u"quant_plan.json"_s));
        QVERIFY(plan["requires_confirmation"] == true);
        QVERIFY(plan["confirmation"]["confirmed_at"].is_null());

        // Back to what was confirmed: confirmable again (the user confirms it deliberately).
        child<QComboBox>(page, u"schemeComboBox"_s)->setCurrentText(u"int4_wo_128"_s);
        QTRY_VERIFY(confirm->isEnabled());
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
    }

    /// The scheme combo is grouped by family (headers cannot be chosen), every scheme carries its
    /// one line, and the description under the combo follows the choice.
    // The wheel over a spin box it has not focused scrolls the form; it does not change the value.
    void wheel_scrollsTheFormNotTheValue()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        controller.mainWindow()->resize(1280, 700);
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        QWidget *page = wizard->currentPage();
        auto *samples = child<QSpinBox>(page, u"numCalibDataSpinBox"_s);
        QTRY_VERIFY(samples->isEnabled());
        const int before = samples->value();
        QVERIFY(!samples->hasFocus());
        QCOMPARE(samples->focusPolicy(), Qt::StrongFocus);
        const QPoint at = samples->rect().center();
        QWheelEvent down(at, samples->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                         Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(samples, &down);
        QCOMPARE(samples->value(), before);
        // Once focused, the wheel is the spin box's again.
        samples->setFocus();
        QTRY_VERIFY(samples->hasFocus());
        QWheelEvent again(at, samples->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(samples, &again);
        QVERIFY(samples->value() != before);
    }

    // ScienceQA is in quark-cli's --help but has no loader: it stays in view, disabled with the
    // reason as its tooltip (as an algorithm without a configuration is), and the keyboard passes
    // it by; the planner still refuses it by name (tst_planner, `ptq-studio plan --dataset ScienceQA`).
    // Keyboard only (GUI walk): Tab goes down the form — Priority, the scheme, the KV cache,
    // the algorithms, the calibration data — and the field it reaches is scrolled into view.
    void tab_followsTheForm_andShowsTheFieldItReaches()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        controller.mainWindow()->resize(1024, 700);
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        QWidget *page = wizard->currentPage();
        auto *priority = child<QComboBox>(page, u"priorityComboBox"_s);
        auto *scheme = child<QComboBox>(page, u"schemeComboBox"_s);
        auto *kvCache = child<QCheckBox>(page, u"kvCacheCheckBox"_s);
        auto *dataset = child<QComboBox>(page, u"datasetComboBox"_s);
        QTRY_VERIFY(scheme->isEnabled() && page->findChild<QCheckBox *>(u"awqAlgorithmCheckBox"_s));
        // The focus chain from Priority, in the order Tab walks it (an algorithm box that is
        // disabled for the model type is skipped by Tab but keeps its place in the chain).
        QList<QWidget *> order;
        for (QWidget *w = priority->nextInFocusChain(); w && w != priority && order.size() < 2000; w = w->nextInFocusChain())
            if (w->focusPolicy() & Qt::TabFocus)
                order.append(w);
        const qsizetype atScheme = order.indexOf(scheme);
        const qsizetype atKv = order.indexOf(kvCache);
        const qsizetype atAwq = order.indexOf(page->findChild<QCheckBox *>(u"awqAlgorithmCheckBox"_s));
        const qsizetype atDataset = order.indexOf(dataset);
        QVERIFY2(atScheme >= 0 && atScheme < atKv && atKv < atAwq && atAwq < atDataset,
                 qPrintable(u"%1 %2 %3 %4"_s.arg(atScheme).arg(atKv).arg(atAwq).arg(atDataset)));
        // The Scheme field focused (its Alt+S) is scrolled into view inside the form.
        dataset->setFocus(Qt::TabFocusReason);
        scheme->setFocus(Qt::ShortcutFocusReason);
        QTRY_VERIFY(scheme->hasFocus());
        QScrollArea *area = nullptr;
        for (QWidget *w = scheme; w && !area; w = w->parentWidget())
            area = qobject_cast<QScrollArea *>(w);
        QVERIFY(area);
        const QRect inView = QRect(scheme->mapTo(area->viewport(), QPoint(0, 0)), scheme->size());
        QVERIFY2(area->viewport()->rect().intersects(inView), "the focused field is visible");
    }

    void dataset_scienceQaShownDisabledWithTheReason()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QWidget *page = wizard->currentPage();
        auto *dataset = child<QComboBox>(page, u"datasetComboBox"_s);
        QTRY_VERIFY(dataset->findText(u"ScienceQA"_s) >= 0);
        auto *model = qobject_cast<QStandardItemModel *>(dataset->model());
        QVERIFY(model);
        const QStandardItem *science = model->item(dataset->findText(u"ScienceQA"_s));
        QVERIFY(!science->isEnabled());
        QCOMPARE(science->toolTip(), ptq::Planner::unusableDataset(u"ScienceQA"_s));
        QVERIFY(science->toolTip().contains(u"NotImplementedError"_s));
        for (const QString &usable : {u"pileval"_s, u"wikitext"_s, u"cnn_dailymail"_s})
            QVERIFY2(model->item(dataset->findText(usable))->isEnabled(), qPrintable(usable));
        QCOMPARE(dataset->itemText(dataset->count() - 1), u"ScienceQA"_s); // last: End lands on it unless skipped
        dataset->setFocus();
        QTest::keyClick(dataset, Qt::Key_End);
        QVERIFY(dataset->currentText() != u"ScienceQA"_s);
    }

    // At the size the window opens with on a 1366×768 screen, the Devices field shows its whole
    // choice, and what the choice means wraps under it inside the form, instead of being cut off
    // at the field's edge (issue #19's walk).
    void devices_explanationWrapsAt1366x768()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        controller.mainWindow()->resize(1280, 700); // MainWindow::defaultSize() on a 1366×768 screen
        controller.mainWindow()->show();
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        QWidget *page = wizard->currentPage();
        auto *device = child<QComboBox>(page, u"deviceStrategyComboBox"_s);
        auto *description = child<QLabel>(page, u"deviceDescriptionLabel"_s);
        QVERIFY(description->wordWrap());
        QScrollArea *form = nullptr;
        for (QWidget *w = description->parentWidget(); w && !form; w = w->parentWidget())
            form = qobject_cast<QScrollArea *>(w);
        QVERIFY(form);
        for (int i = 0; i < device->count(); ++i) {
            device->setCurrentIndex(i);
            QTest::qWait(50); // the form lays out the new text
            QStyleOptionComboBox option;
            option.initFrom(device);
            option.editable = device->isEditable();
            const QRect field = device->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, device);
            QVERIFY2(device->fontMetrics().horizontalAdvance(device->currentText()) <= field.width(),
                     qPrintable(u"\"%1\" is cut at %2 px"_s.arg(device->currentText()).arg(field.width())));
            const QString reason = ptq::Planner::deviceStrategyReason(device->currentData().toString());
            QCOMPARE(description->text(), reason);
            QCOMPARE(device->itemData(i, Qt::ToolTipRole).toString(), reason);
            QVERIFY(description->isVisible());
            const int right = description->mapTo(form->viewport(), QPoint(description->width(), 0)).x();
            QVERIFY2(right <= form->viewport()->width(), qPrintable(u"the explanation ends at %1 of %2 px"_s.arg(right).arg(
                                                                 form->viewport()->width())));
            QVERIFY2(description->height() >= description->heightForWidth(description->width()),
                     qPrintable(u"%1 px tall, needs %2"_s.arg(description->height()).arg(description->heightForWidth(description->width()))));
        }
    }

    /// #33's no-GPU circle, at page 2: where this machine's check found quark-cli 0.13 and no GPU
    /// that PyTorch sees, the CPU choice says it cannot run here, and why, before anything is planned.
    void devices_cpuMarkedWhereQuark013SeesNoGpu()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", ptq::test::fakeBin(dir.path() + u"/bin"_s, {u"quark-cli"_s, u"python"_s}).toUtf8());
        qputenv("FAKE_GPUS", "0");
        qputenv("FAKE_QUARK", "0.13.0");
        auto restore = qScopeGuard([path] {
            qputenv("PATH", path);
            qunsetenv("FAKE_GPUS");
            qunsetenv("FAKE_QUARK");
        });
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QWidget *page = wizard->currentPage();
        auto *device = child<QComboBox>(page, u"deviceStrategyComboBox"_s);
        const int cpu = device->findData(u"cpu"_s);
        QTRY_VERIFY_WITH_TIMEOUT(device->itemText(cpu).contains(u"cannot run on this machine"_s), 15000);
        QVERIFY(device->itemData(cpu, Qt::ToolTipRole).toString().contains(u"quark-cli 0.13.0 cannot quantize"_s));
        device->setCurrentIndex(cpu);
        auto *description = child<QLabel>(page, u"deviceDescriptionLabel"_s);
        QVERIFY2(description->text().contains(u"Runs on"_s), qPrintable(description->text()));
        QVERIFY(!device->itemText(device->findData(u"multi"_s)).startsWith(u"--"_s)); // a choice in words (#33 item 15)
    }

    /// #33 item 15: the decision table shows choices as the form words them, not as enum names.
    void decisions_showChoicesInWords()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QWidget *page = wizard->currentPage();
        auto *decisions = child<QTableWidget>(page, u"decisionsTableWidget"_s);
        QTRY_VERIFY(decisions->rowCount() > 5);
        const int device = decisionRow(decisions, ptq::Planner::tr("Device strategy"));
        QVERIFY(device >= 0);
        QCOMPARE(decisions->item(device, 1)->text(), child<QComboBox>(page, u"deviceStrategyComboBox"_s)->currentText());
        QVERIFY2(decisions->item(device, 3)->text().contains(u"CPU only"_s) && !decisions->item(device, 3)->text().contains(u"single"_s),
                 qPrintable(decisions->item(device, 3)->text()));
        const int priority = decisionRow(decisions, ptq::Planner::tr("Priority"));
        QCOMPARE(decisions->item(priority, 1)->text(), child<QComboBox>(page, u"priorityComboBox"_s)->currentText());
        const int remote = decisionRow(decisions, ptq::Planner::tr("Remote code"));
        QCOMPARE(decisions->item(remote, 1)->text(), u"no"_s);
        for (int row = 0; row < decisions->rowCount(); ++row)
            QVERIFY2(decisions->item(row, 1)->text() != u"false"_s && decisions->item(row, 1)->text() != u"balanced"_s,
                     qPrintable(decisions->item(row, 0)->text()));
    }

    /// #33 item 7: at 1024×700 the intent form was cut at its right edge and the Reason column was
    /// "…". The form gets its readable width beside the tables, the Reason column a quarter or more.
    void layout_readableAt1024x700()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        controller.mainWindow()->resize(1024, 700);
        controller.mainWindow()->show();
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        QWidget *page = wizard->currentPage();
        auto *decisions = child<QTableWidget>(page, u"decisionsTableWidget"_s);
        QTRY_VERIFY(decisions->rowCount() > 5);
        auto *scheme = child<QComboBox>(page, u"schemeComboBox"_s);
        QScrollArea *form = nullptr;
        for (QWidget *w = scheme->parentWidget(); w && !form; w = w->parentWidget())
            form = qobject_cast<QScrollArea *>(w);
        QVERIFY(form);
        // Every field of the form ends inside what is shown of it (before: cut at the right edge).
        for (QWidget *field : {static_cast<QWidget *>(scheme), static_cast<QWidget *>(child<QComboBox>(page, u"priorityComboBox"_s)),
                               static_cast<QWidget *>(child<QComboBox>(page, u"deviceStrategyComboBox"_s))}) {
            QTRY_VERIFY2(field->mapTo(form->viewport(), QPoint(field->width(), 0)).x() <= form->viewport()->width(),
                         qPrintable(field->objectName() + u" is cut off"_s));
        }
        QVERIFY2(decisions->columnWidth(2) * 4 >= decisions->viewport()->width(),
                 qPrintable(u"Reason is %1 of %2 px"_s.arg(decisions->columnWidth(2)).arg(decisions->viewport()->width())));
        saveShot(controller.mainWindow(), u"plan-page-1024x700"_s);
    }

    void scheme_groupedWithDescriptions()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QWidget *page = wizard->currentPage();
        auto *scheme = child<QComboBox>(page, u"schemeComboBox"_s);
        const QStringList accepted = controller.session()->cliCapabilities().schemes;
        QStringList headers;
        QStringList schemes;
        for (int i = 0; i < scheme->count(); ++i) {
            const bool choosable = scheme->model()->flags(scheme->model()->index(i, 0)) & Qt::ItemIsEnabled;
            if (!choosable) {
                headers.append(scheme->itemText(i));
                continue;
            }
            schemes.append(scheme->itemText(i));
            QVERIFY2(!scheme->itemData(i, Qt::ToolTipRole).toString().isEmpty(), qPrintable(scheme->itemText(i)));
            QVERIFY(scheme->itemData(i, Qt::ToolTipRole).toString().contains(u"natively"_s)
                    || scheme->itemData(i, Qt::ToolTipRole).toString().contains(u"Emulation only"_s));
        }
        QCOMPARE(headers.value(0), ptq::SchemeGuide::familyName(ptq::SchemeInfo::Family::WeightOnly));
        QCOMPARE(headers.value(1), ptq::SchemeGuide::familyName(ptq::SchemeInfo::Family::WeightsAndActivations));
        QCOMPARE(schemes.size(), accepted.size()); // every accepted scheme, each once
        QVERIFY(schemes.indexOf(u"int4_wo_128"_s) < schemes.indexOf(u"fp8"_s)); // weight-only first
        auto *description = child<QLabel>(page, u"schemeDescriptionLabel"_s);
        QTRY_COMPARE(scheme->currentText(), u"fp8"_s);
        QCOMPARE(description->text(), ptq::SchemeGuide::explain(u"fp8"_s));
        QVERIFY(description->text().contains(u"calibration"_s));
        scheme->setCurrentText(u"int4_wo_64"_s);
        QCOMPARE(description->text(), ptq::SchemeGuide::explain(u"int4_wo_64"_s));
        // The jargon explains itself.
        QVERIFY(child<QCheckBox>(page, u"kvCacheCheckBox"_s)->toolTip().contains(u"keys and values"_s));
        QVERIFY(child<QCheckBox>(page, u"awqAlgorithmCheckBox"_s)->toolTip().contains(u"activation-aware"_s));
        QVERIFY(!scheme->whatsThis().isEmpty());
        QVERIFY(child<QPlainTextEdit>(page, u"exclusionsPlainTextEdit"_s)->toolTip().contains(u"unquantized"_s));
    }

    /// A refusal is shown at its field (outline + message), the table row says refused, the bottom
    /// line shows no rule id; the sequence length cannot exceed the model's maximum.
    void refusal_marksFieldAndRow()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"phi-3-mini"_s); // max_position_embeddings 4096
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QWidget *page = wizard->currentPage();
        auto *decisions = child<QTableWidget>(page, u"decisionsTableWidget"_s);
        QTRY_VERIFY(decisions->rowCount() > 5);

        auto *seqLen = child<QSpinBox>(page, u"seqLenSpinBox"_s);
        QCOMPARE(seqLen->maximum(), 4096);
        seqLen->setValue(8192);
        QCOMPARE(seqLen->value(), 4096);

        child<QComboBox>(page, u"schemeComboBox"_s)->setCurrentText(u"fp8"_s);
        child<QCheckBox>(page, u"gptqAlgorithmCheckBox"_s)->setChecked(true);
        auto *frame = child<QFrame>(page, u"algorithmsFrame"_s);
        auto *message = child<QLabel>(page, u"algorithmsRefusalLabel"_s);
        QTRY_VERIFY(frame->property("refused").toBool());
        QVERIFY(message->isVisibleTo(page));
        QVERIFY2(message->text().contains(u"INT4/UINT4 weight-only"_s), qPrintable(message->text()));
        QVERIFY(!message->text().contains(u"algorithm:"_s));
        QCOMPARE(message->toolTip(), u"algorithm"_s); // the rule id only as a tooltip
        QVERIFY(!child<QFrame>(page, u"seqLenFrame"_s)->property("refused").toBool());
        const int row = decisionRow(decisions, u"Algorithm"_s);
        QVERIFY(row >= 0);
        QVERIFY(decisions->item(row, 1)->data(Qt::UserRole).toBool());
        QVERIFY2(decisions->item(row, 1)->text().contains(u"refused"_s), qPrintable(decisions->item(row, 1)->text()));
        QVERIFY(!decisions->item(row, 2)->text().contains(u"Applied"_s));
        auto *problems = child<QLabel>(page, u"planProblemsLabel"_s);
        QVERIFY2(!problems->text().contains(u"<b>algorithm</b>"_s) && problems->text().contains(u"outlined"_s),
                 qPrintable(problems->text()));
        QVERIFY(!child<QPushButton>(page, u"confirmPlanPushButton"_s)->isEnabled());

        // Fixed at the field: the mark goes away.
        child<QComboBox>(page, u"schemeComboBox"_s)->setCurrentText(u"int4_wo_128"_s);
        QTRY_VERIFY(!frame->property("refused").toBool());
        QVERIFY(!message->isVisibleTo(page));
        QVERIFY(!decisions->item(decisionRow(decisions, u"Algorithm"_s), 1)->data(Qt::UserRole).toBool());
    }

    /// Checkboxes and scheme combos store exactly what the free-text fields did: a saved plan reads
    /// back into the same intent (tick order kept), so the plan JSON is unchanged.
    void checkboxes_keepThePlanJson()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        const ptq::Json analysis = ptq::test::readJson(dir.filePath(u"model_analysis.json"_s));
        ptq::PlanIntent saved;
        saved.scheme = u"int4_wo_128"_s;
        saved.algorithms = {u"gptq"_s, u"awq"_s}; // not the catalog's order
        saved.overrides = {{u"*down_proj"_s, u"int8"_s}, {u"*o_proj"_s, u"int4_wo_64"_s}};
        saved.priority = u"accurate"_s;
        const ptq::CliCapabilities cli = ptq::QuarkCatalog::newest();
        const ptq::PlanDocument plan = ptq::Planner::plan(ptq::AnalysisFacts::fromJson(analysis), QByteArray(64, 'a'), saved, cli).plan;
        ptq::test::writeArtifact(dir.path(), ptq::ArtifactKind::Plan, plan.document());

        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        auto *page = qobject_cast<ptq::ui::PlanPage *>(wizard->currentPage());
        QVERIFY(page);
        QTRY_VERIFY(child<QCheckBox>(page, u"awqAlgorithmCheckBox"_s)->isChecked());
        QVERIFY(child<QCheckBox>(page, u"gptqAlgorithmCheckBox"_s)->isChecked());
        QCOMPARE(page->intent(), ptq::Planner::intentOf(plan));
        QCOMPARE(page->intent().algorithms, saved.algorithms);
        QCOMPARE(child<QComboBox>(page, u"schemeComboBox"_s)->currentText(), u"int4_wo_128"_s); // not the recommendation
        auto *overrides = child<QTableWidget>(page, u"overridesTableWidget"_s);
        QCOMPARE(overrides->rowCount(), 2);
        auto *overrideScheme = qobject_cast<QComboBox *>(overrides->cellWidget(1, 1));
        QVERIFY(overrideScheme);
        QCOMPARE(overrideScheme->currentText(), u"int4_wo_64"_s);
        QTRY_VERIFY(!page->outcome().plan.document().is_null());
        QCOMPARE(page->outcome().plan.algorithm, u"gptq,awq"_s);

        // Unticking and ticking again moves it to the end, as typing it last did.
        child<QCheckBox>(page, u"gptqAlgorithmCheckBox"_s)->setChecked(false);
        child<QCheckBox>(page, u"gptqAlgorithmCheckBox"_s)->setChecked(true);
        QCOMPARE(page->intent().algorithms, (QStringList{u"awq"_s, u"gptq"_s}));
        overrideScheme->setCurrentText(u"fp8"_s);
        QCOMPARE(page->intent().overrides.at(1), (QPair<QString, QString>{u"*o_proj"_s, u"fp8"_s}));
    }

    /// Until the user chooses a scheme, it follows the recommendation for the serving target and
    /// the priority, whose reason is shown; once chosen, the recommendation is offered instead.
    void recommendation_followsPriorityAndTarget()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QWidget *page = wizard->currentPage();
        auto *scheme = child<QComboBox>(page, u"schemeComboBox"_s);
        auto *priority = child<QComboBox>(page, u"priorityComboBox"_s);
        auto *target = child<QComboBox>(page, u"targetComboBox"_s);
        auto *label = child<QLabel>(page, u"recommendationLabel"_s);
        auto *decisions = child<QTableWidget>(page, u"decisionsTableWidget"_s);
        QTRY_VERIFY(decisions->rowCount() > 5);
        QCOMPARE(scheme->currentText(), u"fp8"_s);
        QVERIFY2(label->text().contains(u"Recommended: fp8"_s), qPrintable(label->text()));

        priority->setCurrentIndex(priority->findData(u"fast"_s));
        QCOMPARE(scheme->currentText(), u"int4_wo_128"_s);
        QVERIFY2(label->text().contains(u"int4_wo_128"_s) && label->text().contains(u"memory"_s), qPrintable(label->text()));
        target->setCurrentIndex(target->findData(u"CPU"_s));
        priority->setCurrentIndex(priority->findData(u"accurate"_s));
        QCOMPARE(scheme->currentText(), u"int8"_s);
        QVERIFY2(label->text().contains(u"CPU"_s), qPrintable(label->text()));
        QTRY_VERIFY(decisionRow(decisions, u"Priority"_s) >= 0
                    && decisions->item(decisionRow(decisions, u"Priority"_s), 2)->text().contains(u"int8"_s));
        const int schemeRow = decisionRow(decisions, u"Global scheme"_s);
        QVERIFY(!decisions->item(schemeRow, 3)->text().isEmpty()); // the alternatives are shown

        // The user chooses: the choice stays, the recommendation is offered.
        const int fp8 = scheme->findText(u"fp8"_s);
        scheme->setCurrentIndex(fp8);
        emit scheme->activated(fp8);
        priority->setCurrentIndex(priority->findData(u"fast"_s));
        QCOMPARE(scheme->currentText(), u"fp8"_s);
        auto *use = child<QPushButton>(page, u"useRecommendationPushButton"_s);
        QVERIFY(use->isVisibleTo(page));
        use->click();
        QCOMPARE(scheme->currentText(), u"int4_wo_128"_s);
        QVERIFY(!use->isVisibleTo(page));
    }

    /// Checkpoint 2 asks the tensor-parallel size to serve at and says, before the run, what would
    /// make vLLM refuse the export there; the accuracy threshold follows the priority until set.
    void serving_findingsAndTheAccuracyThreshold()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s); // 32 attention heads, 8 KV heads
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        auto *page = qobject_cast<ptq::ui::PlanPage *>(wizard->currentPage());
        QVERIFY(page);
        auto *tp = child<QSpinBox>(page, u"tensorParallelSpinBox"_s);
        auto *findings = child<QLabel>(page, u"serveFindingsLabel"_s);
        auto *decisions = child<QTableWidget>(page, u"decisionsTableWidget"_s);
        QTRY_VERIFY(decisions->rowCount() > 5);
        QCOMPARE(tp->value(), 1);
        QTRY_VERIFY2(findings->text().contains(u"one GPU"_s), qPrintable(findings->text()));

        tp->setValue(3); // 32 heads do not divide by 3
        QTRY_VERIFY2(findings->text().contains(u"vLLM would refuse it"_s), qPrintable(findings->text()));
        QVERIFY2(findings->text().contains(u"32"_s), qPrintable(findings->text()));
        QCOMPARE(page->intent().tensorParallelSize, 3);
        QTRY_VERIFY(decisionRow(decisions, u"Tensor-parallel size"_s) >= 0
                    && decisions->item(decisionRow(decisions, u"Tensor-parallel size"_s), 1)->text() == u"3"_s);
        tp->setValue(8);
        QTRY_VERIFY2(findings->text().contains(u"8 GPUs"_s) && !findings->text().contains(u"refuse"_s),
                     qPrintable(findings->text()));

        auto *ratio = child<QDoubleSpinBox>(page, u"maxPerplexityRatioSpinBox"_s);
        auto *evaluation = child<QComboBox>(page, u"evaluationComboBox"_s);
        auto *priority = child<QComboBox>(page, u"priorityComboBox"_s);
        QVERIFY(!ratio->isEnabled()); // no evaluation, nothing to judge
        evaluation->setCurrentIndex(evaluation->findData(u"full"_s));
        QVERIFY(ratio->isEnabled());
        priority->setCurrentIndex(priority->findData(u"accurate"_s));
        QCOMPARE(ratio->value(), 1.02);
        QVERIFY(!page->intent().maxPerplexityRatio);
        QTRY_VERIFY(decisionRow(decisions, u"Accuracy threshold"_s) >= 0);
        ratio->setValue(1.2); // set by the user: it stays when the priority changes
        priority->setCurrentIndex(priority->findData(u"fast"_s));
        QCOMPARE(ratio->value(), 1.2);
        QCOMPARE(page->intent().maxPerplexityRatio.value_or(0), 1.2);
        QTRY_VERIFY(page->outcome().plan.maxPerplexityRatio == 1.2);
    }

    /// Page 2 rendered for review at 1366x768, light and dark (only with PTQ_SCREENSHOT_DIR set).
    void render_page2ForReview()
    {
        if (qEnvironmentVariableIsEmpty("PTQ_SCREENSHOT_DIR"))
            QSKIP("set PTQ_SCREENSHOT_DIR to render page 2");
        const QPalette light = QApplication::palette();
        for (const bool dark : {false, true}) {
            QApplication::setPalette(dark ? darkPalette() : light);
            const QString suffix = dark ? u"-dark"_s : u"-light"_s;
            QTemporaryDir dir;
            writeConfirmedAnalysis(dir.path(), u"phi-3-mini"_s);
            ptq::ui::AppController controller;
            controller.start(dir.path());
            MainWizard *wizard = controller.mainWindow()->wizard();
            QSignalSpy resumed(wizard, &MainWizard::resumed);
            QVERIFY(resumed.wait(10000));
            controller.mainWindow()->resize(1366, 768);
            controller.mainWindow()->show();
            QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
            QWidget *page = wizard->currentPage();
            QTRY_VERIFY(child<QTableWidget>(page, u"decisionsTableWidget"_s)->rowCount() > 5);
            QTest::qWait(300);
            saveShot(controller.mainWindow(), u"page2-fresh"_s + suffix);
            auto *scheme = child<QComboBox>(page, u"schemeComboBox"_s);
            scheme->showPopup();
            QTest::qWait(200);
            saveShot(scheme->view()->window(), u"page2-scheme-popup"_s + suffix);
            scheme->hidePopup();

            child<QCheckBox>(page, u"awqAlgorithmCheckBox"_s)->setChecked(true);
            QTRY_VERIFY(child<QFrame>(page, u"algorithmsFrame"_s)->property("refused").toBool());
            QTest::qWait(100);
            saveShot(controller.mainWindow(), u"page2-refusal"_s + suffix);
            child<QCheckBox>(page, u"awqAlgorithmCheckBox"_s)->setChecked(false);

            auto *target = child<QComboBox>(page, u"targetComboBox"_s);
            target->setCurrentIndex(target->findData(ptq::Planner::targets().at(1)));
            auto *priority = child<QComboBox>(page, u"priorityComboBox"_s);
            priority->setCurrentIndex(priority->findData(u"fast"_s));
            QTRY_COMPARE(child<QComboBox>(page, u"schemeComboBox"_s)->currentText(), u"mxfp4"_s);
            QTest::qWait(400);
            saveShot(controller.mainWindow(), u"page2-priority-fast"_s + suffix);
        }
        QApplication::setPalette(light);
    }

    void exclusions_replaceAndQuantizeEverything()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        QWidget *page = wizard->currentPage();
        auto *problems = child<QLabel>(page, u"planProblemsLabel"_s);
        QTRY_VERIFY(child<QTableWidget>(page, u"decisionsTableWidget"_s)->rowCount() > 5);
        child<QCheckBox>(page, u"replaceExclusionsCheckBox"_s)->setChecked(true);
        auto *list = child<QPlainTextEdit>(page, u"exclusionsPlainTextEdit"_s);
        QCOMPARE(list->toPlainText(), u"lm_head"_s);
        list->setPlainText(QString());
        QTRY_VERIFY(child<QLabel>(page, u"exclusionsRefusalLabel"_s)->text().contains(u"quantize everything"_s));
        QVERIFY(child<QFrame>(page, u"exclusionsFrame"_s)->property("refused").toBool());
        QVERIFY(!child<QPushButton>(page, u"confirmPlanPushButton"_s)->isEnabled());
        child<QCheckBox>(page, u"quantizeEverythingCheckBox"_s)->setChecked(true);
        QTRY_VERIFY(problems->text().contains(u"lm_head and every router are quantized"_s));
        QTRY_VERIFY(child<QPushButton>(page, u"confirmPlanPushButton"_s)->isEnabled());
    }

    /// The preview says what its columns mean, lists the modules a selected row matched (the first
    /// 200, then a count), and says why a pattern that matches nothing may be misspelled.
    void preview_explainsColumnsAndListsMatches()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        MainWizard *wizard = resumeWorkspace(controller, dir.path());
        QVERIFY(wizard);
        controller.mainWindow()->resize(1366, 768);
        QWidget *page = wizard->currentPage();
        auto *preview = child<QTableWidget>(page, u"patternPreviewTableWidget"_s);
        for (int column = 0; column < preview->columnCount(); ++column) {
            QVERIFY2(!preview->horizontalHeaderItem(column)->toolTip().isEmpty(),
                     qPrintable(preview->horizontalHeaderItem(column)->text()));
        }
        QCOMPARE(preview->horizontalHeaderItem(1)->text(), u"Effect"_s);
        const QString explanation = child<QLabel>(page, u"previewExplanationLabel"_s)->text();
        for (const QString &column : {u"Effect"_s, u"Matches"_s, u"Decides"_s, u"Also matched by"_s})
            QVERIFY2(explanation.contains(column), qPrintable(explanation));

        QTRY_VERIFY(child<QTableWidget>(page, u"decisionsTableWidget"_s)->rowCount() > 5);
        child<QCheckBox>(page, u"replaceExclusionsCheckBox"_s)->setChecked(true);
        child<QPlainTextEdit>(page, u"exclusionsPlainTextEdit"_s)->setPlainText(u"lm_head\n*_proj\n*donw_proj"_s);
        QTRY_VERIFY(preview->rowCount() == 3 && preview->item(2, 0)->text() == u"*donw_proj"_s);
        QCOMPARE(preview->item(0, 1)->text(), u"left in full precision"_s);
        auto *title = child<QLabel>(page, u"previewMatchesLabel"_s);
        auto *names = child<QPlainTextEdit>(page, u"previewMatchesPlainTextEdit"_s);
        QVERIFY(names->toPlainText().isEmpty());

        preview->selectRow(0);
        QCOMPARE(names->toPlainText(), u"lm_head"_s);
        QVERIFY2(title->text().contains(u"matches 1 module"_s), qPrintable(title->text()));

        preview->selectRow(1);
        const qint64 matched = preview->item(1, 2)->text().toLongLong();
        QVERIFY(matched > 200);
        const QStringList lines = names->toPlainText().split(u'\n');
        QCOMPARE(lines.size(), 201);
        QCOMPARE(lines.first(), u"model.layers.0.self_attn.q_proj"_s);
        for (const QString &line : lines.mid(0, 200))
            QVERIFY2(line.startsWith(u"model.layers."_s) && line.endsWith(u"_proj"_s), qPrintable(line));
        QCOMPARE(lines.last(), u"… and %1 more"_s.arg(matched - 200));
        QVERIFY2(title->text().contains(u"generated from the architecture"_s), qPrintable(title->text()));

        preview->selectRow(2);
        QVERIFY2(title->text().contains(u"matches nothing: check the spelling"_s), qPrintable(title->text()));
        QVERIFY2(title->text().contains(u"fnmatch-style * and ?"_s), qPrintable(title->text()));

        // A recompute keeps the selected row and its list.
        child<QSpinBox>(page, u"numCalibDataSpinBox"_s)->setValue(96);
        QTest::qWait(600);
        QTRY_VERIFY(preview->currentRow() == 2 && title->text().contains(u"matches nothing"_s));

        child<QTabWidget>(page, u"planTabWidget"_s)->setCurrentIndex(2);
        preview->selectRow(1);
        controller.mainWindow()->show();
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        QTest::qWait(200);
        saveShot(controller.mainWindow(), u"page2-preview-selected"_s);
        preview->selectRow(2);
        QTest::qWait(100);
        saveShot(controller.mainWindow(), u"page2-preview-nomatch"_s);
    }

    /// On a known amd-quark release page 2 has the release's choices before quark-cli answers;
    /// quark-cli's own answer then confirms them, or wins and page 2 names what differs (issue #38).
    void knownRelease_shownAtOnce_thenConfirmedOrDisagreementShown()
    {
        // An environment with the fake quark-cli (its 0.13 help, slowed down), a `python` that
        // answers the API question with @p api, an amd-quark 0.13 dist-info whose files are made
        // up here, and knowledge of that "release" (the shipped help and API, these hashes).
        const QByteArray shippedText = [] {
            QFile f(u":/quark/amd-quark-0.13.json"_s);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        const ptq::Json shipped = ptq::Json::parse(shippedText.toStdString());
        auto makeEnv = [&shipped](const QString &root, const ptq::Json &api) {
            auto write = [](const QString &path, const QByteArray &bytes, bool exe = false) {
                QDir().mkpath(QFileInfo(path).absolutePath());
                QFile f(path);
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                f.write(bytes);
                f.close();
                if (exe)
                    f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
            };
            const QString site = root + u"/env/lib/python3.12/site-packages"_s;
            QVERIFY(QDir().mkpath(root + u"/env/bin"_s));
            QVERIFY(QFile::copy(PTQ_FAKE_BIN_DIR + u"/quark-cli"_s, root + u"/env/bin/quark-cli"_s));
            write(root + u"/env/bin/python"_s,
                  "#!/bin/sh\ncat <<'END'\nPTQ_QUARK_API " + QByteArray::fromStdString(api.dump()) + "\nEND\n", true);
            const QByteArray source = "# made up for the test\n";
            write(site + u"/quark/experimental/cli/torch_llm_ptq.py"_s, source);
            write(site + u"/amd_quark-0.13.dist-info/METADATA"_s, "Metadata-Version: 2.4\nName: amd-quark\nVersion: 0.13\n\n");
            const QString hash = ptq::KnownReleases::recordHash(source);
            write(site + u"/amd_quark-0.13.dist-info/RECORD"_s, "quark/experimental/cli/torch_llm_ptq.py," + hash.toUtf8() + ",23\n");
            ptq::Json knowledge = shipped;
            knowledge["files"] = ptq::Json::object({{"quark/experimental/cli/torch_llm_ptq.py", hash.toStdString()}});
            write(root + u"/knowledge/amd-quark-0.13.json"_s, QByteArray::fromStdString(knowledge.dump()));
        };
        qputenv("FAKE_QUARK_VERSION", "0.13");
        qputenv("FAKE_QUARK_HELP_DELAY_MS", "1500");
        auto unset = qScopeGuard([] {
            qunsetenv("FAKE_QUARK_VERSION");
            qunsetenv("FAKE_QUARK_HELP_DELAY_MS");
        });
        for (const bool agree : {true, false}) {
            QTemporaryDir root;
            ptq::Json api = shipped["api"];
            if (!agree)
                api["schemes"].push_back("fp4_new");
            makeEnv(root.path(), api);
            ptq::WorkspaceSession session;
            session.setQuarkKnowledgeDir(root.filePath(u"knowledge"_s));
            ptq::ui::PlanPage page(&session);
            auto *note = child<QLabel>(&page, u"quarkCliLabel"_s);
            auto *disagreement = child<QLabel>(&page, u"quarkCliDisagreementLabel"_s);
            const QString cli = root.filePath(u"env/bin/quark-cli"_s);
            session.detectQuarkCli(cli);
            QTRY_VERIFY_WITH_TIMEOUT(session.isConfirmingKnownRelease(), 1000); // well before the help's 1.5 s
            QVERIFY(session.isDetectingQuarkCli());
            QCOMPARE(session.cliCapabilities().source, ptq::CliCapabilities::Source::Help);
            QCOMPARE(session.cliCapabilities().quarkVersion, u"0.13"_s);
            QVERIFY(!session.cliCapabilities().schemes.contains(u"fp4_new"_s));
            QVERIFY2(note->text().contains(u"release PTQ Studio knows"_s), qPrintable(note->text()));
            QVERIFY(disagreement->isHidden());
            QTRY_VERIFY_WITH_TIMEOUT(!session.isDetectingQuarkCli(), 30000);
            QVERIFY(!session.isConfirmingKnownRelease());
            if (agree) {
                QVERIFY2(note->text().contains(u"confirmed"_s), qPrintable(note->text()));
                QVERIFY2(disagreement->isHidden(), qPrintable(disagreement->text()));
            } else {
                QVERIFY(session.cliCapabilities().schemes.contains(u"fp4_new"_s)); // quark-cli's answer wins
                QVERIFY(!disagreement->isHidden());
                QVERIFY2(disagreement->text().contains(u"schemes (+fp4_new)"_s), qPrintable(disagreement->text()));
                QVERIFY2(!note->text().contains(u"confirmed"_s), qPrintable(note->text()));
            }
        }
    }
};

QTEST_MAIN(TestPlanPage)
#include "tst_planpage.moc"
