// Page 3 end to end, offscreen: environment, exact command, estimate, and the execution gate.
#include "appcontroller.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "wizardsession.h"

#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "artifacts/artifactio.h"
#include "command/approval.h"
#include "plan/planner.h"
#include "source/localreader.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::Literals::StringLiterals;
using ptq::test::child;
using ptq::test::saveShot;
using ptq::ui::MainWizard;

namespace {

void writeConfirmedPlan(const QString &workspace)
{
    ptq::Result<ptq::ConfigFiles> files =
        ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/llama-3.1-8b"_s), ptq::SourceInfo());
    const ptq::Json analysis = *ptq::AnalysisConfirmation::confirm(ptq::ModelAnalyzer::analyze(*files)->toJson(ptq::test::nowIso()), {});
    const QByteArray sha = ptq::test::writeArtifact(workspace, ptq::ArtifactKind::Analysis, analysis);
    ptq::PlanIntent intent;
    intent.scheme = u"fp8"_s;
    intent.kvCacheFp8 = true;
    const ptq::Json plan = ptq::Planner::confirm(ptq::Planner::plan(analysis, sha, intent, ptq::QuarkCatalog::newest()).plan);
    ptq::test::writeArtifact(workspace, ptq::ArtifactKind::Plan, plan);
}

QStringList listTree(const QString &dir)
{
    QStringList entries;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        entries.append(it.next());
    entries.sort();
    return entries;
}

} // namespace

class TestCommandPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"PTQ Studio Tests"_s);
        QCoreApplication::setApplicationName(u"tst_commandpage"_s);
    }

    void gate_approveExactlyThisCommand()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        QDir().mkpath(ws);
        writeConfirmedPlan(ws);
        qputenv("PATH", ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}).toUtf8());
        const QStringList before = listTree(root.path());

        ptq::ui::AppController controller;
        controller.start(ws);
        MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        QVERIFY(resumed.wait(10000));
        QCOMPARE(wizard->currentId(), int(MainWizard::CommandPageId));
        controller.mainWindow()->resize(1150, 950);
        QWidget *page = wizard->currentPage();
        const QString out = root.filePath(u"models/llama fp8"_s);
        child<QLineEdit>(page, u"outputDirLineEdit"_s)->setText(out);
        auto *command = child<QPlainTextEdit>(page, u"commandPlainTextEdit"_s);
        QTRY_VERIFY_WITH_TIMEOUT(command->toPlainText().contains(u"'"_s + out + u"'"_s), 15000);
        QVERIFY(command->toPlainText().contains(u"--kv_cache_dtype fp8"_s));
        QVERIFY(command->toPlainText().contains(root.filePath(u"bin/quark-cli"_s)));
        QVERIFY(child<QTextBrowser>(page, u"environmentTextBrowser"_s)->toPlainText().contains(u"ready for this plan"_s));
        QVERIFY(child<QTextBrowser>(page, u"estimateTextBrowser"_s)->toPlainText().contains(u"accelerator memory"_s));

        auto *approve = child<QPushButton>(page, u"approveRunPushButton"_s);
        auto *reviewed = child<QCheckBox>(page, u"reviewedCheckBox"_s);
        QTRY_VERIFY(reviewed->isEnabled());
        QVERIFY2(!approve->isEnabled(), "approval needs a deliberate act");
        QVERIFY(!approve->isDefault() && !approve->autoDefault());
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        saveShot(controller.mainWindow(), u"command-page"_s);
        reviewed->setChecked(true);
        QVERIFY(approve->isEnabled());
        approve->click();
        QTRY_VERIFY2_WITH_TIMEOUT(controller.session()->state().manifest.ready(), 
                                  qPrintable(controller.session()->state().manifest.detail + child<QLabel>(page, u"gateStatusLabel"_s)->text()), 10000);
        QTRY_VERIFY(wizard->button(QWizard::NextButton)->isEnabled());
        const ptq::Result<ptq::LoadedDocument> manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY(manifest.ok());
        QVERIFY(manifest->json["approval"]["status"] == "approved");
        QCOMPARE(QByteArray::fromStdString(manifest->json["approval"]["sha256"].get<std::string>()),
                 ptq::approvalDigestOfManifest(manifest->json).value_or(QByteArray()));
        saveShot(controller.mainWindow(), u"command-page-approved"_s);

        // Nothing outside the workspace was created: no output folder, no download.
        QStringList after = listTree(root.path());
        after.removeIf([&](const QString &p) { return p.startsWith(ws); });
        QStringList beforeOutside = before;
        beforeOutside.removeIf([&](const QString &p) { return p.startsWith(ws); });
        QCOMPARE(after, beforeOutside);

        // A different destination is a different command: the approval is void, visibly.
        child<QLineEdit>(page, u"outputDirLineEdit"_s)->setText(root.filePath(u"models/other"_s));
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(page, u"gateStatusLabel"_s)->text().contains(u"voided"_s), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!controller.session()->state().manifest.ready(), 10000);
        QTRY_VERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
        QVERIFY(!QFileInfo::exists(root.filePath(u"models"_s)));
    }

    void gate_blockedWithoutQuarkCli()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        QDir().mkpath(ws);
        writeConfirmedPlan(ws);
        qputenv("PATH", ptq::test::fakeBin(root.path(), {u"nvidia-smi"_s}).toUtf8());
        ptq::ui::AppController controller;
        controller.start(ws);
        MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        QVERIFY(resumed.wait(10000));
        QWidget *page = wizard->currentPage();
        child<QLineEdit>(page, u"outputDirLineEdit"_s)->setText(root.filePath(u"out"_s));
        auto *gate = child<QLabel>(page, u"gateStatusLabel"_s);
        QTRY_VERIFY_WITH_TIMEOUT(gate->text().contains(u"Cannot be approved"_s), 15000);
        QVERIFY(gate->text().contains(u"quark-cli"_s));
        QVERIFY(!child<QCheckBox>(page, u"reviewedCheckBox"_s)->isEnabled());
        QVERIFY(!child<QPushButton>(page, u"approveRunPushButton"_s)->isEnabled());
        QVERIFY(child<QTextBrowser>(page, u"environmentTextBrowser"_s)->toPlainText().contains(u"pip install"_s));
        controller.mainWindow()->resize(1150, 950);
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        saveShot(controller.mainWindow(), u"command-page-blocked"_s);
    }
};

QTEST_MAIN(TestCommandPage)
#include "tst_commandpage.moc"
