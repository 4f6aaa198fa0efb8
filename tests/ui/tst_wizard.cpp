// The wizard opens a workspace, resumes at the right page, and keeps Next honest.
#include "appcontroller.h"
#include "dialogs.h"
#include "focusring.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "workflow/workspacesession.h"
#include "workspacechooser.h"
#include "finishscreen.h"

#include "artifacts/artifactio.h"
#include "artifacts/workspace.h"
#include "artifacts/runmanifest.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QFocusFrame>
#include <QGroupBox>
#include <QImage>
#include <QKeySequence>
#include <QSpinBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBrowser>
#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QDialogButtonBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using ptq::test::child;
using ptq::test::saveShot;
using ptq::ArtifactKind;
using ptq::ui::AppController;
using ptq::ui::MainWizard;

namespace {

QByteArray hashFolder(const QString &dir)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &name : QDir(dir).entryList(QDir::Files, QDir::Name)) {
        QFile file(dir + u'/' + name);
        file.open(QIODevice::ReadOnly);
        hash.addData(name.toUtf8());
        hash.addData(file.readAll());
    }
    return hash.result().toHex();
}

void buildUpTo(const QString &dir, int stage)
{
    if (stage < 1)
        return;
    const QByteArray analysis = ptq::test::writeArtifact(dir, ArtifactKind::Analysis, ptq::test::makeAnalysis(true));
    if (stage < 2)
        return;
    const QByteArray plan = ptq::test::writeArtifact(dir, ArtifactKind::Plan, ptq::test::makePlan(analysis, true));
    if (stage < 3)
        return;
    ptq::test::writeArtifact(dir, ArtifactKind::Manifest, ptq::test::makeManifest(analysis, plan, true));
}

// Starts the app on @p dir and waits until the wizard has walked to its resume page.
MainWizard *startOn(AppController &controller, const QString &dir)
{
    controller.start(dir);
    if (!controller.mainWindow())
        return nullptr;
    MainWizard *wizard = controller.mainWindow()->wizard();
    QSignalSpy resumed(wizard, &MainWizard::resumed);
    if (!resumed.wait(10000))
        return nullptr;
    return wizard;
}

} // namespace

class TestWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"PTQ Studio Tests"_s);
        QCoreApplication::setApplicationName(u"tst_wizard"_s);
        QSettings().clear();
    }

    void resume_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("page");
        QTest::newRow("empty workspace") << 0 << int(MainWizard::ModelPageId);
        QTest::newRow("analysis confirmed") << 1 << int(MainWizard::PlanPageId);
        QTest::newRow("plan confirmed") << 2 << int(MainWizard::CommandPageId);
        QTest::newRow("command approved") << 3 << int(MainWizard::RunPageId);
    }

    void resume()
    {
        QFETCH(int, stage);
        QFETCH(int, page);
        QTemporaryDir dir;
        buildUpTo(dir.path(), stage);
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        QCOMPARE(wizard->currentId(), page);
        if (page != MainWizard::RunPageId) {
            QVERIFY2(!wizard->button(QWizard::NextButton)->isEnabled(), "Next must wait for the checkpoint");
        }
        QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
        saveShot(controller.mainWindow(), u"wizard-page%1"_s.arg(page + 1));
    }

    void back_keepsEveryArtifact()
    {
        QTemporaryDir dir;
        buildUpTo(dir.path(), 3);
        const QByteArray before = hashFolder(dir.path());
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        QCOMPARE(wizard->currentId(), int(MainWizard::RunPageId));
        wizard->back();
        wizard->back();
        QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId));
        QVERIFY2(wizard->button(QWizard::NextButton)->isEnabled(), "a confirmed plan lets the user go on");
        wizard->next();
        QCOMPARE(wizard->currentId(), int(MainWizard::CommandPageId));
        QCOMPARE(hashFolder(dir.path()), before);
    }

    void nextIsEnabled_whenTheCheckpointIsConfirmedMeanwhile()
    {
        QTemporaryDir dir;
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
        buildUpTo(dir.path(), 1); // e.g. `ptq-studio confirm analysis` in a terminal
        QSignalSpy changed(controller.session(), &ptq::WorkspaceSession::stateChanged);
        controller.session()->refresh();
        QVERIFY(changed.wait(10000));
        QVERIFY(wizard->button(QWizard::NextButton)->isEnabled());
    }

    // Issue #33: Enter in a single-line field presses Next once the page is complete; the first
    // Enter after an edit only finishes the edit; nothing happens on an incomplete page.
    void enterInAField_pressesNextOnACompletePage()
    {
        QTemporaryDir dir;
        buildUpTo(dir.path(), 1);
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId));
        wizard->back();
        QCOMPARE(wizard->currentId(), int(MainWizard::ModelPageId));
        controller.mainWindow()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(controller.mainWindow()));
        QWidget *page = wizard->currentPage();
        auto *notes = child<QLineEdit>(page, u"notesLineEdit"_s);
        notes->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(notes->hasFocus());
        QTest::keyClicks(notes, u"x"_s);
        QTest::keyClick(notes, Qt::Key_Return);
        QCOMPARE(wizard->currentId(), int(MainWizard::ModelPageId)); // finished the edit only
        notes->clear();
        QTest::keyClick(notes, Qt::Key_Return);
        QCOMPARE(wizard->currentId(), int(MainWizard::ModelPageId));
        QTest::keyClick(notes, Qt::Key_Return);
        QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId));

        // Alt+N is Next, from any field of the page.
        wizard->back();
        QCOMPARE(wizard->currentId(), int(MainWizard::ModelPageId));
        notes->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(notes->hasFocus());
        QTest::keyClick(notes, Qt::Key_N, Qt::AltModifier);
        QTRY_COMPARE(wizard->currentId(), int(MainWizard::PlanPageId)); // a mnemonic clicks after 100 ms
    }

    void enterInAField_staysOnAnIncompletePage()
    {
        QTemporaryDir dir;
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        controller.mainWindow()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(controller.mainWindow()));
        auto *notes = child<QLineEdit>(wizard->currentPage(), u"notesLineEdit"_s);
        notes->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(notes->hasFocus());
        QTest::keyClick(notes, Qt::Key_Return);
        QTest::keyClick(notes, Qt::Key_Return);
        QCOMPARE(wizard->currentId(), int(MainWizard::ModelPageId));
        // Alt+N with Next disabled does nothing: no "n" typed into the field.
        QTest::keyClick(notes, Qt::Key_N, Qt::AltModifier);
        QTest::qWait(150);
        QCOMPARE(wizard->currentId(), int(MainWizard::ModelPageId));
        QCOMPARE(notes->text(), QString());
    }

    // Issue #33: Alt+N went to page 1's "&Notes". On every page only Next has the N, and no
    // other widget takes Back's B.
    void mnemonics_leaveAltNToNextAndAltBToBack()
    {
        ptq::WorkspaceSession session;
        MainWizard wizard(&session);
        wizard.buildLaterPages();
        QCOMPARE(QKeySequence::mnemonic(wizard.buttonText(QWizard::NextButton)), QKeySequence(Qt::ALT | Qt::Key_N));
        QCOMPARE(QKeySequence::mnemonic(wizard.buttonText(QWizard::BackButton)), QKeySequence(Qt::ALT | Qt::Key_B));
        QStringList clashes;
        for (int id : wizard.pageIds()) {
            QWizardPage *page = wizard.page(id);
            auto check = [&](const QString &text, const QObject *owner) {
                const QKeySequence key = QKeySequence::mnemonic(text);
                if (key == QKeySequence(Qt::ALT | Qt::Key_N) || key == QKeySequence(Qt::ALT | Qt::Key_B))
                    clashes.append(u"page %1: %2 (%3)"_s.arg(id + 1).arg(text, owner->objectName()));
            };
            for (const QLabel *label : page->findChildren<QLabel *>())
                if (label->buddy())
                    check(label->text(), label->buddy());
            for (const QAbstractButton *button : page->findChildren<QAbstractButton *>())
                check(button->text(), button);
            for (const QGroupBox *box : page->findChildren<QGroupBox *>())
                check(box->title(), box);
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u"; "_s)));
    }

    // The walk of round 56: Qt's "&Finish" shared Alt+F with the menu bar's "&File" (pressed, it
    // only moved the focus between the two). Finish has a key of its own, and neither the menu
    // bar's (File, Help) nor Next's and Back's.
    void mnemonics_finishHasAKeyOfItsOwn()
    {
        ptq::WorkspaceSession session;
        MainWizard wizard(&session);
        const QKeySequence finish = QKeySequence::mnemonic(wizard.buttonText(QWizard::FinishButton));
        QVERIFY2(!finish.isEmpty(), qPrintable(wizard.buttonText(QWizard::FinishButton)));
        for (const QString &taken : {u"&File"_s, u"&Help"_s, wizard.buttonText(QWizard::NextButton), wizard.buttonText(QWizard::BackButton)})
            QVERIFY2(finish != QKeySequence::mnemonic(taken), qPrintable(taken));
    }

    /// Round 57's walk: the first-start chooser's and the finish screen's buttons had no Alt key.
    /// Each button (and each label that names a list) has one, of its own; on the finish screen,
    /// which sits under the menus, none takes their Alt+F or Alt+H.
    void mnemonics_chooserAndFinishScreenGiveEachButtonAKey()
    {
        ptq::ui::WorkspaceChooser chooser({});
        ptq::ui::FinishScreen finish;
        for (QWidget *screen : {static_cast<QWidget *>(&chooser), static_cast<QWidget *>(&finish)}) {
            QStringList texts;
            for (QPushButton *button : screen->findChildren<QPushButton *>()) {
                auto *box = qobject_cast<QDialogButtonBox *>(button->parentWidget());
                if (box && box->standardButton(button) != QDialogButtonBox::NoButton)
                    continue; // Close: Escape, and Qt's own text
                texts << button->text();
            }
            for (QLabel *label : screen->findChildren<QLabel *>())
                if (label->buddy())
                    texts << label->text();
            QVERIFY(texts.size() >= 5);
            QList<QKeySequence> keys; // the chooser is a dialog of its own; the finish screen is under the menus
            if (screen == &finish)
                keys = {QKeySequence::mnemonic(u"&File"_s), QKeySequence::mnemonic(u"&Help"_s)};
            for (const QString &text : std::as_const(texts)) {
                const QKeySequence key = QKeySequence::mnemonic(text);
                QVERIFY2(!key.isEmpty(), qPrintable(screen->objectName() + u": "_s + text));
                QVERIFY2(!keys.contains(key), qPrintable(screen->objectName() + u": "_s + text + u" takes a key already taken"_s));
                keys << key;
            }
        }
    }

    // Issue #33: the focus was hard to see. A ring in the Highlight colour surrounds the focused
    // widget, outside its frame, in a light and in a dark palette.
    void focusRing_surroundsTheFocusedWidget_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light palette") << false;
        QTest::newRow("dark palette") << true;
    }

    void focusRing_surroundsTheFocusedWidget()
    {
        QFETCH(bool, dark);
        ptq::ui::FocusRing *ring = ptq::ui::FocusRing::install();
        QVERIFY(ring);
        QCOMPARE(ptq::ui::FocusRing::install(), ring);
        QTemporaryDir dir;
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        QPalette palette = controller.mainWindow()->palette();
        if (dark) {
            palette.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x2d));
            palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
            palette.setColor(QPalette::WindowText, Qt::white);
            palette.setColor(QPalette::Text, Qt::white);
            palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
            palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
        }
        controller.mainWindow()->setPalette(palette);
        controller.mainWindow()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(controller.mainWindow()));
        QWidget *page = wizard->currentPage();
        const QColor highlight = palette.color(QPalette::Active, QPalette::Highlight);
        auto *browse = child<QPushButton>(page, u"browseModelPushButton"_s);
        auto *notes = child<QLineEdit>(page, u"notesLineEdit"_s);
        auto *trust = child<QCheckBox>(page, u"trustRemoteCodeCheckBox"_s);
        auto *combo = child<QComboBox>(page, u"modelSourceComboBox"_s);
        for (QWidget *w : {static_cast<QWidget *>(browse), static_cast<QWidget *>(notes), static_cast<QWidget *>(trust),
                           static_cast<QWidget *>(combo)}) {
            w->setFocus(Qt::TabFocusReason);
            QTRY_COMPARE(ring->target(), w);
            // A pixel on the ring at the widget's left edge, just outside it (or, where its parent
            // leaves no room, on its own edge), has the Highlight colour.
            QTest::qWait(50);
            const QImage shot = controller.mainWindow()->grab().toImage();
            const qreal dpr = shot.devicePixelRatio();
            const QPoint outside = w->mapTo(controller.mainWindow(), QPoint(-1, w->height() / 2));
            const QPoint inside = w->mapTo(controller.mainWindow(), QPoint(0, w->height() / 2));
            QVERIFY2(shot.pixelColor(outside * dpr) == highlight || shot.pixelColor(inside * dpr) == highlight,
                     qPrintable(u"%1: %2 and %3 instead of %4"_s.arg(w->objectName(), shot.pixelColor(outside * dpr).name(),
                                                                     shot.pixelColor(inside * dpr).name(), highlight.name())));
        }
        // A text view fills its splitter: its ring is drawn over its own edge, not cut off outside.
        auto *summary = child<QTextBrowser>(page, u"analysisSummaryTextBrowser"_s);
        summary->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(ring->target(), static_cast<QWidget *>(summary));
        QTest::qWait(50);
        const QImage shot = controller.mainWindow()->grab().toImage();
        const QPoint edge = summary->mapTo(controller.mainWindow(), QPoint(0, summary->height() / 2));
        QVERIFY2(shot.pixelColor(edge * shot.devicePixelRatio()) == highlight,
                 qPrintable(u"summary: %1 instead of %2"_s.arg(shot.pixelColor(edge * shot.devicePixelRatio()).name(), highlight.name())));
        saveShot(controller.mainWindow(), dark ? u"focus-ring-dark"_s : u"focus-ring-light"_s);
        // A button clicked with the mouse gets no ring; a text field does.
        browse->setFocus(Qt::MouseFocusReason);
        QTRY_COMPARE(ring->target(), static_cast<QWidget *>(nullptr));
        notes->setFocus(Qt::MouseFocusReason);
        QTRY_COMPARE(ring->target(), static_cast<QWidget *>(notes));
    }

    void lockedWorkspace_chooserNamesTheOtherProcess()
    {
        QTemporaryDir dir;
        ptq::Result<ptq::Workspace> holder = ptq::Workspace::open(dir.path());
        QVERIFY(holder->lock().ok());
        AppController controller;
        controller.start(dir.path());
        QVERIFY(controller.chooser());
        QVERIFY(QTest::qWaitForWindowExposed(controller.chooser()));
        auto *error = controller.chooser()->findChild<QLabel *>(u"chooserErrorLabel"_s);
        QVERIFY(error && error->isVisible());
        QVERIFY2(error->text().contains(u"in use"_s), qPrintable(error->text()));
        QVERIFY(error->text().contains(QString::number(QCoreApplication::applicationPid())));
        QVERIFY(!controller.mainWindow());
        saveShot(controller.chooser(), u"chooser-locked"_s);
    }

    void chooser_newWorkspaceIsCreatedAndRemembered()
    {
        QSettings().clear();
        QTemporaryDir dir;
        const QString target = dir.filePath(u"jobs/llama-fp8"_s);
        ptq::ui::Dialogs::setDirectoryHook([&](const QString &) { return target; });
        AppController controller;
        controller.start();
        QVERIFY(QTest::qWaitForWindowExposed(controller.chooser()));
        saveShot(controller.chooser(), u"chooser"_s);
        auto *newButton = controller.chooser()->findChild<QPushButton *>(u"newWorkspacePushButton"_s);
        QVERIFY(newButton);
        newButton->click();
        ptq::ui::Dialogs::setDirectoryHook({});
        QVERIFY(controller.mainWindow());
        QVERIFY(QFileInfo(target + u"/logs"_s).isDir());
        QVERIFY(QFileInfo(target + u"/.ptq-studio.lock"_s).exists());
        QCOMPARE(controller.recentWorkspaces().value(0), target);

        AppController second; // a second app sees it among the recent workspaces
        second.start();
        auto *recent = second.chooser()->findChild<QListWidget *>(u"recentWorkspacesListWidget"_s);
        QVERIFY(recent);
        QCOMPARE(recent->item(0)->data(Qt::UserRole).toString(), target);
    }

    // Recent workspaces say what is in them, read off the UI thread: model, scheme, status, date.
    void chooser_recentWorkspacesSayWhatTheyHold()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, dir.filePath(u"out"_s));
        const QString empty = dir.filePath(u"empty"_s);
        QVERIFY(QDir().mkpath(empty));
        // A workspace whose plan file changed after the command was approved resumes at step 3: the
        // command must be built again from the plan on disk.
        const QString changed = dir.filePath(u"changed"_s);
        ptq::test::approvedWorkspace(changed, dir.filePath(u"out2"_s));
        {
            QFile plan(changed + u"/quant_plan.json"_s);
            QVERIFY(plan.open(QIODevice::Append));
            plan.write("\n");
        }
        // A run that succeeded, its result not accepted yet: said (round 58's walk read "succeeded").
        const QString ran = dir.filePath(u"ran"_s);
        ptq::test::approvedWorkspace(ran, dir.filePath(u"out3"_s));
        ptq::Json manifest = ptq::ArtifactIo::load(ran + u"/run_manifest.yaml"_s)->json;
        (*ptq::findRunStep(manifest))["status"] = "succeeded";
        ptq::test::writeArtifact(ran, ptq::ArtifactKind::Manifest, manifest);
        ptq::ui::WorkspaceChooser chooser({ws, empty, dir.filePath(u"gone"_s), changed, ran});
        QListWidget *recent = chooser.findChild<QListWidget *>(u"recentWorkspacesListWidget"_s);
        QCOMPARE(recent->item(0)->text(), QDir::toNativeSeparators(ws)); // at once: the path
        QTRY_VERIFY(recent->item(0)->text().contains(u'\n'));
        const QString first = recent->item(0)->text().section(u'\n', 0, 0);
        QVERIFY2(first.startsWith(u"llama-3.1-8b · fp8 · not run yet · "_s), qPrintable(first));
        QCOMPARE(recent->item(0)->text().section(u'\n', 1), QDir::toNativeSeparators(ws));
        QCOMPARE(recent->item(1)->text(), QDir::toNativeSeparators(empty)); // nothing in it yet: the path alone
        QVERIFY(recent->item(2)->text().endsWith(u"(missing)"_s));
        QTRY_VERIFY(recent->item(3)->text().contains(u'\n'));
        QVERIFY2(recent->item(3)->text().contains(u" · resumes at step 3 · "_s), qPrintable(recent->item(3)->text()));
        QVERIFY(!recent->item(0)->text().contains(u"resumes at"_s));
        QTRY_VERIFY(recent->item(4)->text().contains(u'\n'));
        QVERIFY2(recent->item(4)->text().contains(u" · succeeded, not accepted yet"_s), qPrintable(recent->item(4)->text()));
        chooser.resize(620, 440);
        chooser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chooser));
        saveShot(&chooser, u"chooser-recent-described"_s);
    }

    // A new user walks pages 1 to 3 with the bundled example, offline.
    void chooser_tryExample_walksToTheCommandPage()
    {
        QSettings().clear();
        // A model used before is what the Model field starts with; the example asked for takes its
        // place (round 58's walk found the last model there instead).
        QSettings().setValue(u"recentModels"_s, QStringList{ptq::test::fixturePath(u"models/llama-3.1-8b"_s)});
        QDir(AppController::exampleRoot()).removeRecursively();
        AppController controller;
        controller.start();
        QVERIFY(QTest::qWaitForWindowExposed(controller.chooser()));
        child<QPushButton>(controller.chooser(), u"tryExamplePushButton"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(controller.mainWindow() && controller.mainWindow()->isVisible(), 10000);
        const QString modelDir = QDir(AppController::exampleRoot()).filePath(u"tiny-llama"_s);
        QVERIFY(QFileInfo(modelDir + u"/model.safetensors.index.json"_s).isFile());
        QCOMPARE(controller.recentWorkspaces().value(0), QDir(AppController::exampleRoot()).filePath(u"workspace"_s));

        MainWizard *wizard = controller.mainWindow()->wizard();
        QTRY_COMPARE(wizard->currentId(), int(MainWizard::ModelPageId));
        QWizardPage *page = wizard->currentPage();
        QTRY_COMPARE(child<QComboBox>(page, u"modelSourceComboBox"_s)->currentText(), modelDir);
        QVERIFY(child<QLabel>(page, u"intakeStatusLabel"_s)->text().contains(u"bundled example"_s));
        saveShot(controller.mainWindow(), u"example-offered"_s);

        ptq::WorkspaceSession *session = controller.session();
        auto waitFor = [session](std::function<bool(const ptq::WorkspaceState &)> done) {
            QSignalSpy changed(session, &ptq::WorkspaceSession::stateChanged);
            for (int i = 0; i < 40 && !done(session->state()); ++i)
                changed.wait(500);
            return done(session->state());
        };
        child<QPushButton>(page, u"analyzePushButton"_s)->click();
        QVERIFY(waitFor([](const ptq::WorkspaceState &s) { return s.analysis.state == ptq::ArtifactState::Unconfirmed; }));
        QTRY_VERIFY(child<QTextBrowser>(page, u"analysisSummaryTextBrowser"_s)->toPlainText().contains(u"LlamaForCausalLM"_s));
        QVERIFY(child<QTextBrowser>(page, u"analysisSummaryTextBrowser"_s)->toPlainText().contains(u"million"_s));
        QTRY_VERIFY(child<QPushButton>(page, u"confirmAnalysisPushButton"_s)->isEnabled());
        child<QPushButton>(page, u"confirmAnalysisPushButton"_s)->click();
        QVERIFY(waitFor([](const ptq::WorkspaceState &s) { return s.analysis.ready(); }));
        QTRY_VERIFY(wizard->button(QWizard::NextButton)->isEnabled());
        wizard->next();
        QCOMPARE(wizard->currentId(), int(MainWizard::PlanPageId));
        page = wizard->currentPage();
        QTRY_VERIFY(child<QPushButton>(page, u"confirmPlanPushButton"_s)->isEnabled());
        child<QPushButton>(page, u"confirmPlanPushButton"_s)->click();
        QVERIFY(waitFor([](const ptq::WorkspaceState &s) { return s.plan.ready(); }));
        QTRY_VERIFY(wizard->button(QWizard::NextButton)->isEnabled());
        wizard->next();
        QCOMPARE(wizard->currentId(), int(MainWizard::CommandPageId));
        page = wizard->currentPage();
        const QString out = QDir(AppController::exampleRoot()).filePath(u"tiny-llama-fp8"_s);
        child<QLineEdit>(page, u"outputDirLineEdit"_s)->setText(out);
        auto *command = child<QPlainTextEdit>(page, u"commandPlainTextEdit"_s);
        QTRY_VERIFY_WITH_TIMEOUT(command->toPlainText().contains(u"torch-llm-ptq"_s), 15000);
        QVERIFY2(command->toPlainText().contains(modelDir), qPrintable(command->toPlainText()));
        QVERIFY(command->toPlainText().contains(out));
        QVERIFY2(!QFileInfo::exists(out), "nothing is created before approval");
        saveShot(controller.mainWindow(), u"example-command"_s);
    }

    // The example folder is never overwritten when someone changed a file in it.
    void tryExample_refusesAChangedExampleFolder()
    {
        const QString modelDir = QDir(AppController::exampleRoot()).filePath(u"tiny-llama"_s);
        QDir(AppController::exampleRoot()).removeRecursively();
        QVERIFY(QDir().mkpath(modelDir));
        QFile config(modelDir + u"/config.json"_s);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("{\"model_type\": \"mine\"}");
        config.close();
        AppController controller;
        controller.start();
        child<QPushButton>(controller.chooser(), u"tryExamplePushButton"_s)->click();
        auto *error = child<QLabel>(controller.chooser(), u"chooserErrorLabel"_s);
        QTRY_VERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QDir::toNativeSeparators(modelDir + u"/config.json"_s)), qPrintable(error->text()));
        QVERIFY(!controller.mainWindow());
        QVERIFY(config.open(QIODevice::ReadOnly));
        QCOMPARE(config.readAll(), QByteArray("{\"model_type\": \"mine\"}"));
    }

    // Start-up: pages 2-4 are built after page 1 has painted, and page 1 shows Next meanwhile.
    void laterPages_builtAfterTheFirstPaint()
    {
        ptq::WorkspaceSession session;
        MainWizard wizard(&session);
        wizard.show();
        QVERIFY(!wizard.page(MainWizard::PlanPageId));
        QCOMPARE(wizard.currentId(), int(MainWizard::ModelPageId));
        QVERIFY(wizard.button(QWizard::NextButton)->isVisibleTo(&wizard));
        QVERIFY(!wizard.button(QWizard::FinishButton)->isVisibleTo(&wizard));
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QTRY_VERIFY(wizard.page(MainWizard::RunPageId));
        QVERIFY(wizard.page(MainWizard::PlanPageId) && wizard.page(MainWizard::CommandPageId));
        QCOMPARE(wizard.pageIds(), (QList<int>{0, 1, 2, 3}));
    }

    // Page 3 writes the pending manifest, and a quick user approves it while that write is
    // still validating: the approval must land last. A slow write asked first, a fast one
    // second — the file ends as the second, and the callbacks come in that order.
    void saves_landInTheOrderAsked()
    {
        QTemporaryDir dir;
        ptq::Result<ptq::Workspace> ws = ptq::Workspace::open(dir.path(), ptq::Workspace::OpenMode::CreateIfMissing);
        QVERIFY(ws && ws->lock() && ws->ensureLayout());
        const QByteArray analysis = ptq::test::writeArtifact(dir.path(), ArtifactKind::Analysis, ptq::test::makeAnalysis(true));
        const QByteArray plan = ptq::test::writeArtifact(dir.path(), ArtifactKind::Plan, ptq::test::makePlan(analysis, true));
        ptq::WorkspaceSession session;
        session.setWorkspace(std::move(*ws));
        const ptq::Json small = ptq::test::makeManifest(analysis, plan, true);
        ptq::Json big = small; // many more values to validate and write: a slower write
        ptq::Json files = ptq::Json::array();
        ptq::Json sums = ptq::Json::object();
        for (int i = 0; i < 20000; ++i) {
            const std::string name = "model-" + std::to_string(i) + ".safetensors";
            files.push_back(name);
            sums[name] = std::string(64, 'a');
        }
        big["outputs"]["verification"] = {{"verdict", "complete"}, {"files", files}};
        big["outputs"]["observed"] = {{"sha256", sums}};
        big["approval"]["status"] = "pending";
        QList<int> order;
        for (int round = 0; round < 3; ++round) {
            order.clear();
            session.saveArtifact(ArtifactKind::Manifest, big, &session, [&](const ptq::Status &s) {
                QVERIFY(s.ok());
                order.append(1);
            });
            session.saveArtifact(ArtifactKind::Manifest, small, &session, [&](const ptq::Status &s) {
                QVERIFY(s.ok());
                order.append(2);
            });
            QTRY_COMPARE_WITH_TIMEOUT(order.size(), 2, 30000);
            QCOMPARE(order, (QList<int>{1, 2}));
            const ptq::Json onDisk = ptq::ArtifactIo::load(dir.filePath(u"run_manifest.yaml"_s))->json;
            QVERIFY2(onDisk["approval"]["status"] == "approved", "the earlier, slower write overtook the approval");
            QVERIFY(!onDisk["outputs"].contains("observed"));
        }
        QTRY_VERIFY(session.state().manifest.ready());

        // A write that fails is announced (whoever asked), and the file on disk stays as it was.
        auto readAll = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray before = readAll(dir.filePath(u"run_manifest.yaml"_s));
        QSignalSpy failed(session.writer(), &ptq::WorkspaceWriter::writeFailed);
        QObject gone;
        session.saveArtifact(ArtifactKind::Manifest, ptq::Json{{"workflow", "quark-torch-ptq"}}, &gone, [](const ptq::Status &) {});
        QVERIFY(failed.wait(10000));
        QVERIFY(failed.at(0).at(0).toString().endsWith(u"run_manifest.yaml"_s));
        QVERIFY(failed.at(0).at(1).toString().contains(u"schema"_s));
        QCOMPARE(readAll(dir.filePath(u"run_manifest.yaml"_s)), before);
    }

    void missingWorkspace_isNotCreatedWhenOpening()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(u"gone"_s);
        AppController controller;
        controller.openWorkspace(missing, false);
        QVERIFY(!QFileInfo::exists(missing));
        QVERIFY(!controller.mainWindow());
    }
};

QTEST_MAIN(TestWizard)
#include "tst_wizard.moc"
