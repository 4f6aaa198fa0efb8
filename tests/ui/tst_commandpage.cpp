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
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::Literals::StringLiterals;
using ptq::test::child;
using ptq::test::saveShot;
using ptq::ui::MainWizard;

namespace {

void writeConfirmedPlan(const QString &workspace, bool withPlan = true)
{
    ptq::Result<ptq::ConfigFiles> files =
        ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/llama-3.1-8b"_s), ptq::SourceInfo());
    const ptq::Json analysis = *ptq::AnalysisConfirmation::confirm(ptq::ModelAnalyzer::analyze(*files)->toJson(ptq::test::nowIso()), {});
    const QByteArray sha = ptq::test::writeArtifact(workspace, ptq::ArtifactKind::Analysis, analysis);
    if (!withPlan)
        return;
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

    /// The environment check imports torch (seconds to minutes with a real one): it starts when the
    /// workspace opens, page 3 takes its answer, and a later start with nothing changed starts no
    /// Python at all.
    void environmentCheck_startsWithTheWorkspace_andIsNotRepeated()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        QDir().mkpath(ws);
        writeConfirmedPlan(ws, false); // step 1 confirmed: the wizard resumes on page 2
        const QString bin = ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"nvidia-smi"_s});
        // python: the fake, behind a script that counts the environment checks it is asked.
        const QString realPython = ptq::test::fakeBin(root.filePath(u"real"_s), {u"python"_s}) + u"/python"_s;
        const QString count = root.filePath(u"environment-checks"_s);
        QFile script(bin + u"/python"_s);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\ncase \"$2\" in *PTQ_ENV*) echo check >>'" + count.toUtf8() + "' ;; esac\nexec '"
                     + realPython.toUtf8() + "' \"$@\"\n");
        script.close();
        QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
        qputenv("PATH", bin.toUtf8());
        auto checks = [&] {
            QFile f(count);
            return f.open(QIODevice::ReadOnly) ? f.readAll().count('\n') : 0;
        };
        {
            ptq::ui::AppController controller;
            controller.start(ws);
            MainWizard *wizard = controller.mainWindow()->wizard();
            QSignalSpy resumed(wizard, &MainWizard::resumed);
            QVERIFY(resumed.wait(10000));
            QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId));
            // On page 2 already: the check for page 3 ran, once, and page 2's quark-cli was asked.
            QTRY_VERIFY_WITH_TIMEOUT(controller.session()->environmentProbe()->lastFacts().has_value(), 15000);
            QCOMPARE(checks(), 1);
            QTRY_VERIFY_WITH_TIMEOUT(controller.session()->cliCapabilities().source != ptq::CliCapabilities::Source::Catalog, 15000);
            QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId));
        }
        writeConfirmedPlan(ws); // step 2 confirmed: the next start resumes on page 3
        ptq::ui::AppController controller;
        controller.start(ws);
        MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        QVERIFY(resumed.wait(10000));
        QCOMPARE(wizard->currentId(), int(MainWizard::CommandPageId));
        QWidget *page = wizard->currentPage();
        auto *command = child<QPlainTextEdit>(page, u"commandPlainTextEdit"_s);
        QTRY_VERIFY_WITH_TIMEOUT(command->toPlainText().contains(root.filePath(u"bin/quark-cli"_s)), 15000);
        auto *environment = child<QTextBrowser>(page, u"environmentTextBrowser"_s);
        QTRY_VERIFY_WITH_TIMEOUT(environment->toPlainText().contains(u"ready for this plan"_s), 15000);
        QCOMPARE(checks(), 1); // nothing changed: answered from the cache
        QVERIFY(environment->toPlainText().contains(u"as the last check found them"_s));
        // An answer that lands before page 3 has read its artifacts waits for them: the command
        // is never built (nor saved) without its output folder (found in a walk: "Refusing to
        // write run_manifest.yaml … /outputs/output_dir").
        QTest::qWait(300);
        const QString gate = child<QLabel>(page, u"gateStatusLabel"_s)->text();
        QVERIFY2(!gate.contains(u"Refusing"_s), qPrintable(gate));
        QVERIFY(!child<QLineEdit>(page, u"outputDirLineEdit"_s)->text().isEmpty());
        // Check again asks Python again.
        auto *recheck = child<QPushButton>(page, u"recheckEnvironmentPushButton"_s);
        QTRY_VERIFY(recheck->isEnabled());
        // As a user does it: from the Python environment field (focused) to the button. Leaving
        // the unchanged field starts nothing, so the click is not lost on a disabled button.
        auto *pythonEnv = child<QLineEdit>(page, u"pythonEnvLineEdit"_s);
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        controller.mainWindow()->activateWindow();
        pythonEnv->setFocus();
        emit pythonEnv->editingFinished(); // what losing the focus emits
        QVERIFY(recheck->isEnabled());
        recheck->click();
        QTRY_COMPARE_WITH_TIMEOUT(checks(), 2, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(recheck->isEnabled(), 15000);
        QVERIFY(!environment->toPlainText().contains(u"as the last check found them"_s));
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

    // The recovery loop, as a user clicks it: approve → the run fails (out of memory) → "Back to
    // the plan with seq_len 512 → 256" → page 2 shows the change as proposed → confirm → page 3
    // builds the new command → approve → page 4 runs the new command.
    void loop_failReviseReapproveRerun()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        QDir().mkpath(ws);
        writeConfirmedPlan(ws);
        qputenv("PATH", ptq::test::fakeBin(root.path(), {u"quark-cli"_s, u"python"_s, u"nvidia-smi"_s}).toUtf8());
        qputenv("FAKE_QUARK_STEP_MS", "1");
        qputenv("FAKE_QUARK_FAIL", "oom");
        ptq::ui::AppController controller;
        controller.start(ws);
        MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        QVERIFY(resumed.wait(10000));
        controller.mainWindow()->resize(1150, 950);
        ptq::ui::WizardSession *session = controller.session();
        QSignalSpy finished(session, &ptq::ui::WizardSession::runFinished);

        auto approveOn = [&](const QString &out) {
            QWidget *page = wizard->currentPage();
            child<QLineEdit>(page, u"outputDirLineEdit"_s)->setText(out);
            auto *command = child<QPlainTextEdit>(page, u"commandPlainTextEdit"_s);
            if (!QTest::qWaitFor([&] { return command->toPlainText().contains(out); }, 15000))
                return u"(no command for the folder)"_s;
            auto *reviewed = child<QCheckBox>(page, u"reviewedCheckBox"_s);
            auto *approve = child<QPushButton>(page, u"approveRunPushButton"_s);
            if (!QTest::qWaitFor([&] { return reviewed->isEnabled(); }, 15000))
                return u"(review never enabled) "_s + command->toPlainText();
            reviewed->setChecked(true);
            if (!QTest::qWaitFor([&] { return approve->isEnabled(); }, 15000))
                return u"(approve never enabled) "_s + command->toPlainText();
            approve->click();
            if (!QTest::qWaitFor([&] { return wizard->button(QWizard::NextButton)->isEnabled(); }, 10000))
                return u"(Next never enabled) "_s + command->toPlainText();
            return command->toPlainText();
        };
        QCOMPARE(wizard->currentId(), int(MainWizard::CommandPageId));
        const QString first = approveOn(root.filePath(u"out1"_s));
        QVERIFY2(first.contains(u"--seq_len 512"_s), qPrintable(first));
        wizard->next();
        QCOMPARE(wizard->currentId(), int(MainWizard::RunPageId));
        QVERIFY(finished.wait(30000)); // started by the approval just given
        QWidget *runPage = wizard->currentPage();
        auto *revise = child<QPushButton>(runPage, u"revisePlanPushButton"_s);
        QTRY_VERIFY_WITH_TIMEOUT(revise->isVisibleTo(runPage), 10000);
        QVERIFY2(revise->text().contains(u"seq_len 512 → 256"_s), qPrintable(revise->text()));
        saveShot(controller.mainWindow(), u"loop-1-failed"_s);
        revise->click();

        // Page 2 shows the proposal, and the form holds it.
        QTRY_COMPARE(wizard->currentId(), int(MainWizard::PlanPageId));
        QWidget *planPage = wizard->currentPage();
        auto *proposal = child<QLabel>(planPage, u"proposedChangeLabel"_s);
        QTRY_VERIFY(proposal->isVisibleTo(planPage));
        QVERIFY(proposal->text().contains(u"seq_len 512 → 256"_s));
        QCOMPARE(child<QSpinBox>(planPage, u"seqLenSpinBox"_s)->value(), 256);
        saveShot(controller.mainWindow(), u"loop-2-proposed"_s);
        auto *confirm = child<QPushButton>(planPage, u"confirmPlanPushButton"_s);
        QTRY_VERIFY_WITH_TIMEOUT(confirm->isEnabled(), 10000);
        confirm->click();
        QTRY_VERIFY_WITH_TIMEOUT(session->state().plan.ready(), 10000);
        QCOMPARE(ptq::test::readJson(ws + u"/quant_plan.json"_s)["calibration"]["seq_len"].get<int>(), 256);
        QVERIFY(!proposal->isVisibleTo(planPage));
        QTRY_VERIFY(wizard->button(QWizard::NextButton)->isEnabled());
        qunsetenv("FAKE_QUARK_FAIL");
        wizard->next();
        QCOMPARE(wizard->currentId(), int(MainWizard::CommandPageId));
        const QString second = approveOn(root.filePath(u"out2"_s));
        QVERIFY2(second.contains(u"--seq_len 256"_s), qPrintable(u"command: "_s + second + u"\ngate: "_s + child<QLabel>(wizard->currentPage(), u"gateStatusLabel"_s)->text() + u"\nstate: "_s + session->state().manifest.detail));
        saveShot(controller.mainWindow(), u"loop-3-reapproved"_s);
        wizard->next();
        QVERIFY(finished.wait(30000)); // the new approval starts the new command
        QCOMPARE(finished.size(), 2);
        const ptq::Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const ptq::Json &run = *ptq::findRunStep(manifest);
        QVERIFY2(run["status"] == "succeeded", run.dump().c_str());
        bool has256 = false;
        for (std::size_t i = 0; i + 1 < run["argv"].size(); ++i)
            has256 |= run["argv"][i] == "--seq_len" && run["argv"][i + 1] == "256";
        QVERIFY(has256);
        QTRY_VERIFY(child<QPushButton>(wizard->currentPage(), u"acceptResultPushButton"_s)->isEnabled());
        saveShot(controller.mainWindow(), u"loop-4-succeeded"_s);
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
