// Page 1 end to end, offscreen: analyse, read the result, correct, confirm.
#include "appcontroller.h"
#include "dialogs.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "pages/modelpage.h"
#include "workflow/workspacesession.h"

#include "artifacts/workspace.h"
#include "fakes/fakehub.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
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

struct Harness
{
    QTemporaryDir dir;
    ptq::ui::AppController controller;
    MainWizard *wizard = nullptr;
    QWidget *page = nullptr;

    bool start()
    {
        controller.start(dir.path());
        if (!controller.mainWindow())
            return false;
        wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        if (!resumed.wait(10000))
            return false;
        page = wizard->page(MainWizard::ModelPageId);
        controller.mainWindow()->resize(1100, 900);
        return true;
    }
    QString analysisPath() const { return dir.filePath(u"model_analysis.json"_s); }
    bool waitForState(std::function<bool(const ptq::WorkspaceState &)> done)
    {
        return QTest::qWaitFor([&] { return done(controller.session()->state()); }, 15000);
    }
};

} // namespace

class TestModelPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"PTQ Studio Tests"_s);
        QCoreApplication::setApplicationName(u"tst_modelpage"_s);
        QSettings().clear();
    }

    void localFolder_analyseCorrectConfirm()
    {
        Harness h;
        QVERIFY(h.start());
        QVERIFY(!h.wizard->button(QWizard::NextButton)->isEnabled());
        child<QComboBox>(h.page, u"modelSourceComboBox"_s)->setCurrentText(ptq::test::fixturePath(u"models/deepseek-v3"_s));
        child<QPushButton>(h.page, u"analyzePushButton"_s)->click();
        QVERIFY(h.waitForState([](const ptq::WorkspaceState &s) { return s.analysis.state == ptq::ArtifactState::Unconfirmed; }));
        auto *summary = child<QTextBrowser>(h.page, u"analysisSummaryTextBrowser"_s);
        QVERIFY2(summary->toPlainText().contains(u"45,032"_s) || summary->toPlainText().contains(u"45032"_s),
                 qPrintable(summary->toPlainText()));
        const QString risks = child<QTextBrowser>(h.page, u"risksTextBrowser"_s)->toPlainText();
        QVERIFY2(risks.count(u"high"_s) >= 2, qPrintable(risks));
        QVERIFY2(risks.indexOf(u"high"_s) < risks.indexOf(u"medium"_s), "most severe first");
        QVERIFY(risks.contains(u"auto_map"_s));
        QVERIFY(!h.wizard->button(QWizard::NextButton)->isEnabled());
        // The status line points at the high risks, not only the list below (issue #33).
        auto *status = child<QLabel>(h.page, u"intakeStatusLabel"_s);
        QTRY_VERIFY2(status->text().contains(u"high risk(s), in red under Risks"_s), qPrintable(status->text()));
        // The count names its source for people, not as an enum (issue #33).
        QVERIFY2(summary->toPlainText().contains(u"estimated from config.json"_s), qPrintable(summary->toPlainText()));
        QVERIFY(!summary->toPlainText().contains(u"config-estimate"_s));
        QVERIFY(QTest::qWaitForWindowExposed(h.controller.mainWindow()));
        saveShot(h.controller.mainWindow(), u"model-page-analysed"_s);

        child<QLineEdit>(h.page, u"notesLineEdit"_s)->setText(u"MTP layer is not loaded"_s);
        auto *confirm = child<QPushButton>(h.page, u"confirmAnalysisPushButton"_s);
        QVERIFY(confirm->isEnabled());
        QVERIFY2(!confirm->isDefault() && !confirm->autoDefault(), "confirmation is a deliberate click");
        confirm->click();
        QVERIFY(h.waitForState([](const ptq::WorkspaceState &s) { return s.analysis.ready(); }));
        QTRY_VERIFY(h.wizard->button(QWizard::NextButton)->isEnabled());
        const ptq::Json doc = ptq::test::readJson(h.analysisPath());
        QVERIFY(doc["confirmation"]["confirmed"] == true);
        QVERIFY(doc["confirmation"]["notes"] == "MTP layer is not loaded");
        QVERIFY(doc["model"]["trust_remote_code"] == false);
        QTRY_COMPARE(child<QLineEdit>(h.page, u"notesLineEdit"_s)->text(), u"MTP layer is not loaded"_s);
        // Focus goes on to Next, not into the Model field with its text selected.
        h.controller.mainWindow()->activateWindow();
        QTRY_VERIFY(h.wizard->button(QWizard::NextButton)->hasFocus());
        QVERIFY(child<QLabel>(h.page, u"intakeStatusLabel"_s)->text().startsWith(u"Step 1 confirmed"_s));
        saveShot(h.controller.mainWindow(), u"model-page-confirmed"_s);
        // Confirmed, with nothing new to record: no "confirm again with these corrections" (the walk
        // of round 56). Other notes are a change to record, and the button says so; the old notes back: none.
        QTRY_VERIFY(!confirm->isEnabled());
        QCOMPARE(confirm->text(), u"&Yes, confirm the analysis"_s);
        auto *notes = child<QLineEdit>(h.page, u"notesLineEdit"_s);
        notes->setText(u"MTP layer is not loaded; checked twice"_s);
        QVERIFY(confirm->isEnabled());
        QCOMPARE(confirm->text(), u"&Yes, confirm again with these corrections"_s);
        // Not recorded yet: Next waits, and the page says why (it went on and lost the note).
        QVERIFY(!h.wizard->button(QWizard::NextButton)->isEnabled());
        QVERIFY(child<QLabel>(h.page, u"intakeStatusLabel"_s)->text().startsWith(u"Your change is not recorded yet"_s));
        // The workspace status below says the same (round 57's walk: it said "Next continues").
        auto *detail = child<QLabel>(h.page, u"artifactDetailLabel"_s);
        QVERIFY2(detail->text().contains(u"not recorded yet"_s), qPrintable(detail->text()));
        notes->setText(u"MTP layer is not loaded"_s);
        QVERIFY(!confirm->isEnabled());
        QVERIFY(h.wizard->button(QWizard::NextButton)->isEnabled());
        QVERIFY2(detail->text().contains(u"Next continues"_s), qPrintable(detail->text()));
    }

    // Issue #33: Enter in the Model field analysed and also opened the Browse dialog.
    void enterInModelField_analysesOnly()
    {
        int browsed = 0;
        ptq::ui::Dialogs::setDirectoryHook([&browsed](const QString &) {
            ++browsed;
            return QString();
        });
        Harness h;
        QVERIFY(h.start());
        h.controller.mainWindow()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(h.controller.mainWindow()));
        auto *browse = child<QPushButton>(h.page, u"browseModelPushButton"_s);
        auto *combo = child<QComboBox>(h.page, u"modelSourceComboBox"_s);
        combo->setCurrentText(ptq::test::fixturePath(u"models/qwen2.5-7b"_s));
        combo->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(combo->hasFocus());
        QSignalSpy finished(h.controller.session()->intake(), &ptq::IntakeService::finished);
        QTest::keyClick(combo, Qt::Key_Return);
        QVERIFY2(h.waitForState([](const ptq::WorkspaceState &s) { return s.analysis.state == ptq::ArtifactState::Unconfirmed; }),
                 qPrintable(u"browsed %1 times; %2"_s.arg(browsed).arg(child<QLabel>(h.page, u"intakeStatusLabel"_s)->text())));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(browsed, 0);
        QVERIFY2(!browse->autoDefault() && !browse->isDefault(), "Browse is never the default button");
        // The focus is back in the field Enter was pressed in.
        QTRY_VERIFY(combo->hasFocus());
        ptq::ui::Dialogs::setDirectoryHook(nullptr);
    }

    void badInput_isExplainedAndNothingIsWritten_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("bad repo id") << u"meta-llama/Llama--3"_s << u"\"--\""_s;
        QTest::newRow("missing folder") << u"/no/such/model"_s << u"/no/such/model does not exist"_s;
        QTest::newRow("empty") << QString() << u"Enter a Hub repository id"_s;
    }

    void badInput_isExplainedAndNothingIsWritten()
    {
        QFETCH(QString, input);
        QFETCH(QString, phrase);
        Harness h;
        QVERIFY(h.start());
        child<QComboBox>(h.page, u"modelSourceComboBox"_s)->setCurrentText(input);
        child<QPushButton>(h.page, u"analyzePushButton"_s)->click();
        QTRY_VERIFY(child<QLabel>(h.page, u"intakeStatusLabel"_s)->text().contains(phrase));
        QTest::qWait(100);
        QVERIFY(!QFileInfo::exists(h.analysisPath()));
    }

    void hub_sessionTokenIsUsedButNeverWritten()
    {
        ptq::test::FakeHub hub;
        ptq::test::FakeHub::Repo repo;
        repo.id = u"org/gated-model"_s;
        repo.gated = u"manual"_s;
        repo.acceptedTokens = {"hf_SessionSecret123"};
        QFile config(ptq::test::fixturePath(u"models/qwen2.5-7b/config.json"_s));
        QVERIFY(config.open(QIODevice::ReadOnly));
        repo.files.insert(u"config.json"_s, config.readAll());
        hub.addRepo(repo);

        Harness h;
        QVERIFY(h.start());
        QProcessEnvironment env;
        env.insert(u"HF_ENDPOINT"_s, hub.endpoint());
        env.insert(u"HF_HOME"_s, h.dir.filePath(u"no-hf-home"_s));
        h.controller.session()->intake()->setEnvironment(env);
        auto *status = child<QLabel>(h.page, u"tokenStatusLabel"_s);
        child<QLineEdit>(h.page, u"tokenLineEdit"_s)->setText(QString());
        QVERIFY2(status->text().contains(u"none"_s), qPrintable(status->text()));

        // Without the token: the gated message, nothing written.
        child<QComboBox>(h.page, u"modelSourceComboBox"_s)->setCurrentText(repo.id);
        child<QPushButton>(h.page, u"analyzePushButton"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(h.page, u"intakeStatusLabel"_s)->text().contains(u"is a gated model"_s), 15000);
        QVERIFY(!QFileInfo::exists(h.analysisPath()));

        child<QLineEdit>(h.page, u"tokenLineEdit"_s)->setText(u"hf_SessionSecret123"_s);

        QVERIFY(status->text().contains(u"this session"_s));
        QVERIFY(!status->text().contains(u"hf_"_s));
        QVERIFY(child<QPushButton>(h.page, u"analyzePushButton"_s)->isEnabled());
        child<QPushButton>(h.page, u"analyzePushButton"_s)->click();
        QVERIFY(child<QPushButton>(h.page, u"cancelAnalysisPushButton"_s)->isEnabled());
        QVERIFY2(h.waitForState([](const ptq::WorkspaceState &s) { return s.analysis.state == ptq::ArtifactState::Unconfirmed; }),
                 qPrintable(child<QLabel>(h.page, u"intakeStatusLabel"_s)->text()));
        QDirIterator it(h.dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains("hf_SessionSecret123"), qPrintable(file.fileName()));
        }
        QSettings settings;
        for (const QString &key : settings.allKeys())
            QVERIFY(!settings.value(key).toString().contains(u"hf_SessionSecret123"_s));
    }

    void cancel_stopsAndWritesNothing()
    {
        ptq::test::FakeHub hub;
        ptq::test::FakeHub::Repo repo;
        repo.id = u"org/slow"_s;
        repo.files.insert(u"config.json"_s, R"({"model_type":"llama","num_hidden_layers":2})");
        hub.addRepo(repo);
        hub.setLatencyMs(5000);
        Harness h;
        QVERIFY(h.start());
        QProcessEnvironment env;
        env.insert(u"HF_ENDPOINT"_s, hub.endpoint());
        h.controller.session()->intake()->setEnvironment(env);
        child<QComboBox>(h.page, u"modelSourceComboBox"_s)->setCurrentText(repo.id);
        child<QPushButton>(h.page, u"analyzePushButton"_s)->click();
        auto *cancel = child<QPushButton>(h.page, u"cancelAnalysisPushButton"_s);
        QTRY_VERIFY(cancel->isEnabled());
        saveShot(h.controller.mainWindow(), u"model-page-busy"_s);
        cancel->click();
        QTRY_VERIFY(child<QLabel>(h.page, u"intakeStatusLabel"_s)->text().contains(u"Cancelled"_s));
        QVERIFY(child<QPushButton>(h.page, u"analyzePushButton"_s)->isEnabled());
        QVERIFY(!QFileInfo::exists(h.analysisPath()));
    }

    void resume_showsTheSavedAnalysis()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(ptq::test::fixturePath(u"artifacts/studio/model_analysis.json"_s),
                            dir.filePath(u"model_analysis.json"_s)));
        ptq::ui::AppController controller;
        controller.start(dir.path());
        MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        QVERIFY(resumed.wait(10000));
        QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId)); // the fixture is confirmed
        wizard->back();
        QWidget *page = wizard->page(MainWizard::ModelPageId);
        QTRY_VERIFY(child<QTextBrowser>(page, u"analysisSummaryTextBrowser"_s)->toPlainText().contains(u"Qwen2ForCausalLM"_s));
    }
};

QTEST_MAIN(TestModelPage)
#include "tst_modelpage.moc"
