// Page 2 end to end, offscreen: intent in, decisions and preview out, Checkpoint 2.
#include "appcontroller.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "pages/planpage.h"
#include "wizardsession.h"

#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "artifacts/workspace.h"
#include "source/localreader.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
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
        ptq::ui::WizardSession session;
        const QString fake = QStringLiteral(PTQ_FAKE_BIN_DIR) + u"/quark-cli"_s;
        QSignalSpy changed(&session, &ptq::ui::WizardSession::cliCapabilitiesChanged);
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
        controller.start(dir.path());
        MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        QVERIFY(resumed.wait(10000));
        QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId));
        controller.mainWindow()->resize(1200, 860);
        QWidget *page = wizard->currentPage();
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());

        auto *decisions = child<QTableWidget>(page, u"decisionsTableWidget"_s);
        QTRY_VERIFY(decisions->rowCount() > 5);
        QTRY_VERIFY(child<QLabel>(page, u"quarkCliLabel"_s)->text().contains(u"catalog"_s));
        QCOMPARE(decisions->item(0, 1)->text(), u"fp8"_s);

        auto *scheme = child<QComboBox>(page, u"schemeComboBox"_s);
        scheme->setCurrentText(u"int4_wo_128"_s);
        child<QLineEdit>(page, u"algorithmsLineEdit"_s)->setText(u"rotation"_s);
        auto *problems = child<QLabel>(page, u"planProblemsLabel"_s);
        QTRY_VERIFY(problems->text().contains(u"algorithm"_s));
        QVERIFY(!child<QPushButton>(page, u"confirmPlanPushButton"_s)->isEnabled());

        child<QLineEdit>(page, u"algorithmsLineEdit"_s)->setText(u"awq"_s);
        child<QSpinBox>(page, u"numCalibDataSpinBox"_s)->setValue(128);
        auto *preview = child<QTableWidget>(page, u"patternPreviewTableWidget"_s);
        QTRY_VERIFY(decisions->findItems(u"awq"_s, Qt::MatchExactly).size() == 1 && preview->rowCount() == 3);
        QVERIFY2(!problems->text().contains(u"rotation"_s), qPrintable(problems->text()));
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

    void exclusions_replaceAndQuantizeEverything()
    {
        QTemporaryDir dir;
        writeConfirmedAnalysis(dir.path(), u"llama-3.1-8b"_s);
        ptq::ui::AppController controller;
        controller.start(dir.path());
        MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        QVERIFY(resumed.wait(10000));
        QWidget *page = wizard->currentPage();
        auto *problems = child<QLabel>(page, u"planProblemsLabel"_s);
        QTRY_VERIFY(child<QTableWidget>(page, u"decisionsTableWidget"_s)->rowCount() > 5);
        child<QCheckBox>(page, u"replaceExclusionsCheckBox"_s)->setChecked(true);
        auto *list = child<QPlainTextEdit>(page, u"exclusionsPlainTextEdit"_s);
        QCOMPARE(list->toPlainText(), u"lm_head"_s);
        list->setPlainText(QString());
        QTRY_VERIFY(problems->text().contains(u"exclusions"_s));
        QVERIFY(!child<QPushButton>(page, u"confirmPlanPushButton"_s)->isEnabled());
        child<QCheckBox>(page, u"quantizeEverythingCheckBox"_s)->setChecked(true);
        QTRY_VERIFY(problems->text().contains(u"lm_head and every router are quantized"_s));
        QTRY_VERIFY(child<QPushButton>(page, u"confirmPlanPushButton"_s)->isEnabled());
    }
};

QTEST_MAIN(TestPlanPage)
#include "tst_planpage.moc"
