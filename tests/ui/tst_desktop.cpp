// The desktop product: every page in English, German and Chinese, light and dark, rendered
// (PTQ_SCREENSHOT_DIR keeps the PNGs to look at), with translated titles and Qt's own buttons,
// an accessible name on every control, and every control reachable with Tab.
#include "afterfirstpaint.h"
#include "appcontroller.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "dialogs.h"
#include "pages/runpage.h"
#include "steplist.h"
#include "settingsdialog.h"
#include "env/indexsettings.h"
#include "workflow/workspacesession.h"
#include "workspacechooser.h"
#include "envsetupdialog.h"
#include "envsetupflow.h"

#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "env/envdiscovery.h"
#include "plan/planner.h"
#include "source/localreader.h"

#include "appinfo.h"
#include "i18n.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QScopeGuard>
#include <QTimer>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QLineEdit>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QPushButton>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

using namespace Qt::Literals::StringLiterals;
using ptq::test::child;
using ptq::test::saveShot;
using ptq::ui::MainWizard;

namespace {

/// Page 4 of a reopened workspace offers its unused approval: "Run now".
bool clickRunNow(ptq::ui::AppController &controller)
{
    return QTest::qWaitFor(
        [&controller] {
            auto *button = controller.mainWindow()->findChild<QPushButton *>(u"runNowPushButton"_s);
            if (!button || !button->isVisible())
                return false;
            button->click();
            return true;
        },
        15000);
}

/// Stops what a reopened workspace may have started, so that closing does not ask first.
bool stopAnyRun(ptq::ui::AppController &controller)
{
    controller.session()->run()->cancel();
    QSignalSpy finished(controller.session()->run(), &ptq::RunSession::finished);
    return !controller.session()->run()->isRunning() || finished.wait(30000);
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
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8a, 0x8a));
    p.setColor(QPalette::Highlight, QColor(0x35, 0x74, 0xf0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Midlight, window.lighter(125));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7a, 0x7a));
    return p;
}

using ptq::test::ScopedLanguage;

bool takesTab(const QWidget *w)
{
    return (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy();
}

/// The controls of @p page a keyboard user must be able to reach.
QList<QWidget *> focusableControls(QWidget *page)
{
    QList<QWidget *> out;
    for (QWidget *w : page->findChildren<QWidget *>()) {
        if (w->isVisibleTo(page) && w->isEnabled() && takesTab(w) && w->window() == page->window())
            out.append(w);
    }
    return out;
}

/// Names of @p controls that have no accessible name (no text, no buddy label, no explicit name).
QStringList unnamed(const QList<QWidget *> &controls)
{
    QStringList out;
    for (QWidget *w : controls) {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        if (!iface || iface->text(QAccessible::Name).trimmed().isEmpty())
            out.append(u"%1 (%2)"_s.arg(w->objectName(), QString::fromLatin1(w->metaObject()->className())));
    }
    return out;
}

/// Presses Tab from the page's first control until focus comes round again; returns the
/// controls it never reached.
QStringList unreachable(QWidget *page, const QList<QWidget *> &controls)
{
    if (controls.isEmpty())
        return {};
    controls.constFirst()->setFocus(Qt::TabFocusReason);
    QList<QWidget *> reached;
    for (int i = 0; i < 4 * controls.size() + 20; ++i) {
        QWidget *focus = QApplication::focusWidget();
        if (!focus)
            break;
        reached.append(focus);
        QTest::keyClick(focus, Qt::Key_Tab);
    }
    QStringList out;
    for (QWidget *w : controls) {
        const bool hit = std::any_of(reached.cbegin(), reached.cend(), [w](QWidget *r) {
            return r == w || w->isAncestorOf(r) || r->focusProxy() == w;
        });
        if (!hit)
            out.append(u"%1 (%2)"_s.arg(w->objectName(), QString::fromLatin1(w->metaObject()->className())));
    }
    Q_UNUSED(page)
    return out;
}

/// A Python environment with AMD Quark as pip leaves one: the fake quark-cli and python in
/// bin/, amd-quark and torch dist-info, the ready marker of packaging/quark-env.sh.
void makeQuarkEnvironment(const QString &prefix, const QString &quark = QStringLiteral("0.13"))
{
    ptq::test::fakeBin(prefix, {u"quark-cli"_s, u"python"_s});
    const QString site = prefix + u"/lib/python3.11/site-packages"_s;
    for (const auto &[dist, version] : {std::pair{u"amd_quark"_s, quark}, std::pair{u"torch"_s, u"2.14.1"_s}}) {
        QDir().mkpath(site + u'/' + dist + u'-' + version + u".dist-info"_s);
        QFile metadata(site + u'/' + dist + u'-' + version + u".dist-info/METADATA"_s);
        if (metadata.open(QIODevice::WriteOnly))
            metadata.write("Metadata-Version: 2.4\nName: " + dist.toUtf8() + "\nVersion: " + version.toUtf8() + "\n\n");
    }
    QFile marker(prefix + u"/.ptq-ready"_s);
    if (marker.open(QIODevice::WriteOnly))
        marker.write("0123456789abcdef\n");
}

/// A workspace with a confirmed analysis and plan, checked against no quark-cli (no cli_path).
void writeConfirmedPlan(const QString &workspace)
{
    ptq::Result<ptq::ConfigFiles> files =
        ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/llama-3.1-8b"_s), ptq::SourceInfo());
    const ptq::Json analysis = *ptq::AnalysisConfirmation::confirm(ptq::ModelAnalyzer::analyze(*files)->toJson(ptq::test::nowIso()), {});
    const QByteArray sha = ptq::test::writeArtifact(workspace, ptq::ArtifactKind::Analysis, analysis);
    ptq::PlanIntent intent;
    intent.scheme = u"fp8"_s;
    intent.kvCacheFp8 = true;
    ptq::test::writeArtifact(workspace, ptq::ArtifactKind::Plan,
                             ptq::Planner::confirm(ptq::Planner::plan(ptq::AnalysisFacts::fromJson(analysis), sha, intent, ptq::QuarkCatalog::newest()).plan));
}

} // namespace

class TestDesktop : public QObject
{
    Q_OBJECT

private slots:
    void afterFirstPaint_runsOnceTheFirstFrameIsDone()
    {
        // The window icon is set this way (app/main.cpp): not before the first frame, then once.
        int runs = 0;
        ptq::AfterFirstPaint::schedule([&runs] { ++runs; });
        QCoreApplication::processEvents();
        QCOMPARE(runs, 0); // nothing painted yet
        QLabel label(u"first frame"_s);
        label.show();
        QVERIFY(QTest::qWaitForWindowExposed(&label));
        QTRY_COMPARE(runs, 1);
        label.update();
        QTest::qWait(50);
        QCOMPARE(runs, 1);
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"PTQ Studio Tests"_s);
        QCoreApplication::setApplicationName(u"tst_desktop"_s);
        QSettings().clear();
        qputenv("FAKE_QUARK_STEP_MS", "5");
        m_lightPalette = QApplication::style()->standardPalette();
    }

    void languages_resolveFromTheSystem()
    {
        QCOMPARE(ptq::Translations::resolve(QString(), QLocale(u"de_AT"_s)), u"de"_s);
        QCOMPARE(ptq::Translations::resolve(QString(), QLocale(u"zh_CN"_s)), u"zh_CN"_s);
        QCOMPARE(ptq::Translations::resolve(QString(), QLocale(u"zh_TW"_s)), u"en"_s);
        QCOMPARE(ptq::Translations::resolve(QString(), QLocale(u"fr_FR"_s)), u"en"_s);
        QCOMPARE(ptq::Translations::resolve(u"de"_s, QLocale(u"zh_CN"_s)), u"de"_s); // the setting wins
        for (const QString &code : ptq::Translations::languages()) {
            if (code != u"en"_s)
                QVERIFY2(QFileInfo::exists(u":/i18n/ptq-studio_%1.qm"_s.arg(code)), qPrintable(code));
        }
    }

    void settings_storeTheLanguageForTheNextStart()
    {
        QSettings().clear();
        ptq::ui::SettingsDialog dialog;
        auto *combo = child<QComboBox>(&dialog, u"languageComboBox"_s);
        QCOMPARE(combo->count(), 4); // system default + three languages
        QCOMPARE(combo->currentIndex(), 0);
        combo->setCurrentIndex(combo->findData(u"zh_CN"_s));
        QVERIFY(child<QLabel>(&dialog, u"restartNoteLabel"_s)->text().contains(u"starts again"_s));
        saveShot(&dialog, u"settings"_s);
        dialog.accept();
        QCOMPARE(ptq::Translations::configuredLanguage(), u"zh_CN"_s);
        ptq::ui::SettingsDialog again;
        QCOMPARE(child<QComboBox>(&again, u"languageComboBox"_s)->currentData().toString(), u"zh_CN"_s);
        child<QComboBox>(&again, u"languageComboBox"_s)->setCurrentIndex(0);
        again.accept();
        QVERIFY(ptq::Translations::configuredLanguage().isEmpty());
    }

    /// Settings → New Quark environments: per accelerator the public index, pip's own
    /// configuration or a mirror; a URL with a password is refused (it would be stored in plain
    /// text) and nothing is saved; the setup's recipe takes what was saved.
    void settings_torchIndexPerAccelerator()
    {
        QSettings().clear();
        ptq::ui::SettingsDialog dialog;
        auto *cuda = child<QComboBox>(&dialog, u"cudaIndexComboBox"_s);
        auto *cudaUrl = child<QLineEdit>(&dialog, u"cudaIndexLineEdit"_s);
        auto *cpu = child<QComboBox>(&dialog, u"cpuIndexComboBox"_s);
        auto *problem = child<QLabel>(&dialog, u"indexProblemLabel"_s);
        QCOMPARE(cuda->currentIndex(), 0);
        QVERIFY(!cudaUrl->isEnabled());
        cuda->setCurrentIndex(2);
        QVERIFY(cudaUrl->isEnabled());
        cudaUrl->setText(u"https://alice:s3cret@mirror.example/pytorch/cu130"_s);
        QVERIFY(problem->isVisibleTo(&dialog));
        QVERIFY2(problem->text().contains(u"plain text"_s) && !problem->text().contains(u"s3cret"_s), qPrintable(problem->text()));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY(!QSettings().contains(u"environments/torch_index/cuda"_s)); // nothing saved
        saveShot(&dialog, u"settings-index-refused"_s);
        cudaUrl->setText(u"https://mirror.example/pytorch/cu130"_s);
        QVERIFY(!problem->isVisibleTo(&dialog));
        cpu->setCurrentIndex(1); // pip's own configuration
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const ptq::IndexOverrides saved = ptq::IndexSettings::load();
        QCOMPARE(saved.cuda, std::optional<QString>(u"https://mirror.example/pytorch/cu130"_s));
        QCOMPARE(saved.cpu, std::optional<QString>(QString()));
        QVERIFY(!saved.rocm);
        // What the recipe makes of it: the mirror for the CUDA build.
        ptq::RecipeInput in;
        in.python = u"/usr/bin/python3"_s;
        in.targetDir = u"/tmp/quark-env"_s;
        in.accelerator = ptq::Accelerator::cuda(13, 0);
        in.overrides = saved;
        QFile lock(PTQ_SOURCE_DIR + u"/packaging/quark-env.lock"_s);
        QFile managed(PTQ_SOURCE_DIR + u"/packaging/quark-env-managed.lock"_s);
        QVERIFY(lock.open(QIODevice::ReadOnly) && managed.open(QIODevice::ReadOnly));
        in.lockText = lock.readAll();
        in.managedText = managed.readAll();
        const ptq::EnvRecipe recipe = ptq::EnvRecipeBuilder::build(in);
        QVERIFY2(recipe.display().contains(u"--index-url https://mirror.example/pytorch/cu130"_s), qPrintable(recipe.display()));
        ptq::ui::SettingsDialog again;
        QCOMPARE(child<QComboBox>(&again, u"cudaIndexComboBox"_s)->currentIndex(), 2);
        QCOMPARE(child<QLineEdit>(&again, u"cudaIndexLineEdit"_s)->text(), u"https://mirror.example/pytorch/cu130"_s);
        QCOMPARE(child<QComboBox>(&again, u"cpuIndexComboBox"_s)->currentIndex(), 1);
        QSettings().clear();
    }

    void about_namesTheQuarkCliFound()
    {
        QTemporaryDir root;
        const QString bin = ptq::test::fakeBin(root.path(), {u"quark-cli"_s});
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", (bin + u':' + QString::fromLocal8Bit(path)).toLocal8Bit());
        ptq::test::approvedWorkspace(root.filePath(u"ws"_s), root.filePath(u"out"_s));
        ptq::ui::AppController controller;
        controller.start(root.filePath(u"ws"_s));
        QVERIFY(controller.mainWindow());
        QMetaObject::invokeMethod(controller.mainWindow(), "showAbout");
        auto *box = controller.mainWindow()->findChild<QMessageBox *>(u"aboutMessageBox"_s);
        QVERIFY(box);
        QTRY_VERIFY_WITH_TIMEOUT(box->text().contains(bin + u"/quark-cli"_s), 10000);
        QVERIFY(box->text().contains(QString::fromLatin1(qVersion())));
        QVERIFY(box->text().contains(ptq::appVersion()));
        saveShot(box, u"about"_s);
        qputenv("PATH", path);
        box->close();
    }

    // The main window comes back at the size it was closed with. The size is one the reopened
    // window can take: not below its smallest (the finished run's page), and inside the screen
    // (a restored window is fitted into it: MainWindow::fitIntoScreen). It differs from the size a window without a
    // remembered geometry opens with, so only the remembered geometry gives it back.
    void mainWindow_remembersItsGeometry()
    {
        QSettings().clear();
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        {
            ptq::ui::AppController controller;
            controller.start(ws);
            QVERIFY(controller.mainWindow());
            QSignalSpy finished(controller.session()->run(), &ptq::RunSession::finished);
            QVERIFY(clickRunNow(controller)); // an approval found in a workspace is offered, not started
            QVERIFY(finished.wait(30000)); // closing during a run would ask first
            QVERIFY(controller.mainWindow()->close());
        }
        QSize closedAt;
        {
            ptq::ui::AppController controller;
            controller.start(ws);
            ptq::ui::MainWindow *window = controller.mainWindow();
            QVERIFY(window);
            QVERIFY(stopAnyRun(controller));
            QVERIFY(QTest::qWaitForWindowExposed(window));
            const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
            const QSize frame = window->frameGeometry().size() - window->size();
            // A restored window is fitted into its screen (MainWindow::fitIntoScreen; Qt 6.8 does it
            // too, 6.4 did not): a size that fits comes back as it was.
            const QSize most = window->screen()->availableGeometry().size() - frame;
            const auto between = [](int low, int high) { return low < high ? low + (high - low) * 2 / 3 : low; };
            const QSize wanted(between(least.width(), most.width()), between(least.height(), most.height()));
            const QSize unremembered = ptq::ui::MainWindow::defaultSize().expandedTo(least);
            const auto text = [](QSize s) { return u"%1×%2"_s.arg(s.width()).arg(s.height()); };
            QVERIFY2(wanted != unremembered,
                     qPrintable(u"the screen (%1) leaves the window (at least %2) no size but the one it opens with"_s.arg(
                         text(window->screen()->availableGeometry().size()), text(least))));
            window->resize(wanted);
            QVERIFY(QTest::qWaitForWindowExposed(window));
            closedAt = window->size();
            QCOMPARE(closedAt, wanted);
            QVERIFY(window->close());
        }
        ptq::ui::AppController again;
        again.start(ws);
        QVERIFY(again.mainWindow());
        QCOMPARE(again.mainWindow()->size(), closedAt);
        QCOMPARE(again.recentWorkspaces().value(0), ws);
        QVERIFY(stopAnyRun(again));
    }

    // A geometry saved on a larger screen, or with the window partly off this one, opens within
    // this screen's available geometry: Back and Next stay reachable (a walk reopened at 1366×768
    // a window saved at 1600×1000, its bottom right off the screen).
    void mainWindow_savedOnALargerScreen_opensWithinThisOne()
    {
        QSettings().clear();
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        {
            QWidget larger;
            const QRect room = larger.screen()->availableGeometry();
            larger.setGeometry(QRect(room.topLeft() + QPoint(150, 150), room.size() + QSize(300, 200)));
            QSettings().setValue(u"mainWindow/geometry"_s, larger.saveGeometry());
        }
        ptq::ui::AppController controller;
        controller.start(ws);
        ptq::ui::MainWindow *window = controller.mainWindow();
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const QRect room = window->screen()->availableGeometry();
        // Within the screen, or, where the window cannot be smaller than the screen (its pages'
        // minimum on an 800-wide offscreen screen), at its top left, no larger than it must be.
        const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
        const bool fits = room.contains(window->geometry().topLeft())
            && window->width() <= qMax(room.width(), least.width()) && window->height() <= qMax(room.height(), least.height())
            && (window->geometry().right() <= room.right() || window->x() == room.left())
            && (window->geometry().bottom() <= room.bottom() || window->y() == room.top());
        QVERIFY2(fits,
                 qPrintable(u"%1,%2 %3×%4 outside %5×%6"_s.arg(window->x()).arg(window->y()).arg(window->width())
                                .arg(window->height()).arg(room.width()).arg(room.height())));
        QVERIFY(stopAnyRun(controller));
    }

    void pages_render_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<QStringList>("titles");
        const QStringList en{u"1 · Model"_s, u"2 · Plan"_s, u"3 · Command"_s, u"4 · Run"_s};
        const QStringList de{u"1 · Modell"_s, u"2 · Plan"_s, u"3 · Befehl"_s, u"4 · Lauf"_s};
        const QStringList zh{u"1 · 模型"_s, u"2 · 计划"_s, u"3 · 命令"_s, u"4 · 运行"_s};
        QTest::newRow("en-light") << u"en"_s << false << en;
        QTest::newRow("en-dark") << u"en"_s << true << en;
        QTest::newRow("de-light") << u"de"_s << false << de;
        QTest::newRow("de-dark") << u"de"_s << true << de;
        QTest::newRow("zh-light") << u"zh_CN"_s << false << zh;
        QTest::newRow("zh-dark") << u"zh_CN"_s << true << zh;
    }

    // A finished run in the workspace, then Back through every page; each is checked and shot.
    void pages_render()
    {
        QFETCH(QString, language);
        QFETCH(bool, dark);
        QFETCH(QStringList, titles);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        ScopedLanguage scoped(language);
        if (language != u"en"_s) {
            QVERIFY2(scoped.loaded(), "PTQ Studio's catalog is embedded");
            QVERIFY2(scoped.qtLoaded(), "Qt's qtbase catalog is installed (Debian: qt6-translations-l10n)");
        }
        QApplication::setPalette(dark ? darkPalette() : m_lightPalette);

        QTemporaryDir root;
        ptq::test::approvedWorkspace(root.filePath(u"ws"_s), root.filePath(u"out"_s));
        {
            ptq::ui::AppController chooserOnly;
            chooserOnly.start();
            QVERIFY(QTest::qWaitForWindowExposed(chooserOnly.chooser()));
            saveShot(chooserOnly.chooser(), tag + u"-0-chooser"_s);
            const QList<QWidget *> controls = focusableControls(chooserOnly.chooser());
            QVERIFY2(unnamed(controls).isEmpty(), qPrintable(unnamed(controls).join(u", "_s)));
            chooserOnly.chooser()->reject();
        }

        ptq::ui::AppController controller;
        controller.start(root.filePath(u"ws"_s));
        QVERIFY(controller.mainWindow());
        MainWizard *wizard = controller.mainWindow()->wizard();
        controller.mainWindow()->resize(1280, 700); // MainWindow::defaultSize() on a 1366×768 screen
        QSignalSpy finished(controller.session()->run(), &ptq::RunSession::finished);
        QVERIFY(clickRunNow(controller)); // the page offers the approved run; the user starts it
        QVERIFY(finished.wait(30000));
        QCOMPARE(wizard->currentId(), int(MainWizard::RunPageId));
        QTRY_VERIFY(child<QTableWidget>(wizard->currentPage(), u"verificationTableWidget"_s)->rowCount() >= 8);
        const double scale = qEnvironmentVariable("QT_SCALE_FACTOR", u"1"_s).toDouble();
        QCOMPARE(controller.mainWindow()->grab().devicePixelRatio(), scale); // rendered at the screen's scale
        controller.mainWindow()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(controller.mainWindow()));

        for (int id = MainWizard::RunPageId; id >= MainWizard::ModelPageId; --id) {
            QCOMPARE(wizard->currentId(), id);
            QWizardPage *page = wizard->currentPage();
            QCOMPARE(page->title(), titles.at(id));
            QTest::qWait(50); // let queued reads and layouts settle before the shot
            saveShot(controller.mainWindow(), u"%1-%2-page"_s.arg(tag).arg(id + 1));
            if (!qEnvironmentVariableIsEmpty("PTQ_SCREENSHOT_DIR")) { // and maximised, to look at
                controller.mainWindow()->resize(1920, 1080);
                QTest::qWait(50);
                saveShot(controller.mainWindow(), u"%1-%2-page-maximised"_s.arg(tag).arg(id + 1));
                controller.mainWindow()->resize(1280, 700);
                QTest::qWait(20);
            }
            // Nothing is clipped at the size the window opens with on a 1366×768 screen.
            const QSize fits(1280, 700);
            const QSize needs = controller.mainWindow()->minimumSizeHint();
            QVERIFY2(needs.width() <= fits.width() && needs.height() <= fits.height(),
                     qPrintable(u"page %1 needs %2×%3"_s.arg(id + 1).arg(needs.width()).arg(needs.height())));
            QVERIFY2(page->minimumSizeHint().width() <= fits.width() - wizard->stepList()->maximumWidth(),
                     qPrintable(u"page %1 needs %2 px"_s.arg(id + 1).arg(page->minimumSizeHint().width())));
            const QList<QWidget *> controls = focusableControls(page);
            const QStringList noName = unnamed(controls);
            QVERIFY2(noName.isEmpty(), qPrintable(u"page %1 controls without an accessible name: "_s.arg(id + 1)
                                                  + noName.join(u", "_s)));
            const QStringList missed = unreachable(page, controls);
            QVERIFY2(missed.isEmpty(), qPrintable(u"page %1 controls Tab never reaches: "_s.arg(id + 1)
                                                  + missed.join(u", "_s)));
            if (id == MainWizard::ModelPageId) { // data values shown in words of the language too
                const QString risks = child<QTextBrowser>(page, u"risksTextBrowser"_s)->toPlainText();
                const QString high = language == u"de"_s ? u"hoch"_s : language == u"zh_CN"_s ? u"高"_s : u"high"_s;
                QVERIFY2(risks.contains(high), qPrintable(risks));
            }
            if (language != u"en"_s && id > 0)
                QVERIFY2(wizard->button(QWizard::BackButton)->text() != u"< &Back"_s, "Qt's own buttons are translated");
            if (id > 0)
                wizard->back();
        }
        QApplication::setPalette(m_lightPalette);
    }

    // Page 4 in each run state, in every language and theme: the headline says the state in the
    // language, and each is rendered to look at (running, stalled, cancelled, failed, succeeded).
    void runStates_render_data() { pages_render_data(); }
    void runStates_render()
    {
        QFETCH(QString, language);
        QFETCH(bool, dark);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        ScopedLanguage scoped(language);
        QApplication::setPalette(dark ? darkPalette() : m_lightPalette);
        const QByteArray stepMs = qgetenv("FAKE_QUARK_STEP_MS");
        qputenv("FAKE_QUARK_STEP_MS", "15");
        struct State { const char *name; const char *mode; ptq::ui::RunPage::Outcome outcome; };
        const State states[] = {{"failed", "oom", ptq::ui::RunPage::Outcome::Failed},
                                {"succeeded", "", ptq::ui::RunPage::Outcome::Succeeded},
                                {"cancelled", "hang", ptq::ui::RunPage::Outcome::Cancelled}};
        QStringList headlines;
        for (const State &state : states) {
            qputenv("FAKE_QUARK_FAIL", state.mode);
            QTemporaryDir root;
            ptq::test::approvedWorkspace(root.filePath(u"ws"_s), root.filePath(u"out"_s));
            ptq::ui::AppController controller;
            controller.start(root.filePath(u"ws"_s));
            QVERIFY(controller.mainWindow());
            controller.mainWindow()->resize(1280, 700);
            MainWizard *wizard = controller.mainWindow()->wizard();
            QSignalSpy finished(controller.session()->run(), &ptq::RunSession::finished);
            QVERIFY(clickRunNow(controller));
            auto *page = qobject_cast<ptq::ui::RunPage *>(wizard->page(MainWizard::RunPageId));
            auto *headline = child<QLabel>(page, u"runHeadlineLabel"_s);
            if (qstrcmp(state.mode, "hang") == 0) {
                QTRY_VERIFY_WITH_TIMEOUT(controller.session()->run()->isRunning(), 10000);
                QTRY_COMPARE_WITH_TIMEOUT(page->outcome(), ptq::ui::RunPage::Outcome::Running, 10000);
                QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
                saveShot(controller.mainWindow(), u"%1-run-running"_s.arg(tag));
                headlines << headline->text();
                page->setStallAfter(1000);
                QTRY_COMPARE_WITH_TIMEOUT(page->outcome(), ptq::ui::RunPage::Outcome::Stalled, 10000);
                saveShot(controller.mainWindow(), u"%1-run-stalled"_s.arg(tag));
                headlines << headline->text();
                ptq::ui::Dialogs::setQuestionHook([](const QString &, const QString &) { return true; });
                child<QPushButton>(page, u"cancelRunPushButton"_s)->click();
                ptq::ui::Dialogs::setQuestionHook({});
            }
            QVERIFY(finished.wait(30000));
            QTRY_COMPARE_WITH_TIMEOUT(page->outcome(), state.outcome, 10000);
            QVERIFY(QTest::qWaitForWindowExposed(controller.mainWindow()));
            QTest::qWait(50);
            saveShot(controller.mainWindow(), u"%1-run-%2"_s.arg(tag, QString::fromLatin1(state.name)));
            headlines << headline->text();
        }
        qputenv("FAKE_QUARK_FAIL", "");
        qputenv("FAKE_QUARK_STEP_MS", stepMs);
        // In the interface's language: not the English words (scheme ids and numbers aside).
        const QStringList english{u"Running: "_s, u"No output for"_s, u"Cancelled"_s, u"Failed during"_s, u"Done — "_s};
        // In the order the states ran: failed, succeeded, then running, stalled and cancelled.
        QCOMPARE(headlines.size(), 5);
        if (language == u"en"_s) {
            QVERIFY2(headlines[0].startsWith(u"Failed during"_s), qPrintable(headlines[0]));
            QVERIFY2(headlines[1].startsWith(u"Done — "_s), qPrintable(headlines[1]));
            QVERIFY2(headlines[2].startsWith(u"Running: "_s), qPrintable(headlines[2]));
            QVERIFY2(headlines[3].startsWith(u"No output for"_s), qPrintable(headlines[3]));
            QVERIFY2(headlines[4].startsWith(u"Cancelled"_s), qPrintable(headlines[4]));
        }
        if (language != u"en"_s) {
            for (const QString &word : english)
                QVERIFY2(!headlines.join(u'\n').contains(word), qPrintable(tag + u": "_s + headlines.join(u" | "_s)));
        }
        QApplication::setPalette(m_lightPalette);
    }

private:
    QPalette m_lightPalette;

private slots:
    /// issue #33 item 17: New workspace… takes a typed name of a folder that does not exist yet
    /// (Qt's folder dialog said "Directory not found"): the folder is made and opened.
    void chooser_newWorkspace_typedNewFolderIsMade()
    {
        QSettings().clear();
        QTemporaryDir dir;
        ptq::ui::AppController controller;
        controller.start();
        QVERIFY(QTest::qWaitForWindowExposed(controller.chooser()));
        child<QPushButton>(controller.chooser(), u"newWorkspacePushButton"_s)->click();
        QFileDialog *files = nullptr;
        QTRY_VERIFY((files = controller.chooser()->findChild<QFileDialog *>(u"chooseDirectoryFileDialog"_s)) && files->isVisible());
        files->setDirectory(dir.path());
        auto *name = files->findChild<QLineEdit *>(u"fileNameEdit"_s);
        QVERIFY(name);
        name->setText(u"llama-fp8"_s);
        saveShot(files, u"chooser-new-folder-typed"_s);
        // Qt's own refusal is a modal box that waits for a person: closed, and its words kept.
        QString refused;
        QTimer::singleShot(500, this, [&refused] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                refused = box->text();
                box->reject();
            }
        });
        auto *buttons = files->findChild<QDialogButtonBox *>(u"buttonBox"_s);
        QVERIFY(buttons);
        QTest::keyClick(name, Qt::Key_Return); // the dialog's Choose
        QTest::qWait(700);
        QVERIFY2(refused.isEmpty(), qPrintable(refused));
        const QString target = dir.filePath(u"llama-fp8"_s);
        QTRY_VERIFY(controller.mainWindow() && controller.mainWindow()->isVisible());
        QVERIFY(QFileInfo(target + u"/logs"_s).isDir());
        QCOMPARE(controller.recentWorkspaces().value(0), target);
    }

    /// A new folder inside one that does not exist is not made silently: the dialog names both
    /// and stays open for another name.
    void chooser_newWorkspace_missingParentIsNamed()
    {
        QSettings().clear();
        QTemporaryDir dir;
        QStringList warnings;
        ptq::ui::Dialogs::setMessageHook([&](const QString &, const QString &text) { warnings.append(text); });
        const auto unhook = qScopeGuard([] { ptq::ui::Dialogs::setMessageHook({}); });
        ptq::ui::AppController controller;
        controller.start();
        child<QPushButton>(controller.chooser(), u"newWorkspacePushButton"_s)->click();
        QFileDialog *files = nullptr;
        QTRY_VERIFY((files = controller.chooser()->findChild<QFileDialog *>(u"chooseDirectoryFileDialog"_s)) && files->isVisible());
        files->setDirectory(dir.path());
        const QString typed = dir.filePath(u"no-such/llama-fp8"_s);
        auto *name = files->findChild<QLineEdit *>(u"fileNameEdit"_s);
        name->setText(typed);
        QTest::keyClick(name, Qt::Key_Return); // the dialog's Choose
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(typed) && warnings.first().contains(dir.filePath(u"no-such"_s) + u" does not exist"_s),
                 qPrintable(warnings.first()));
        QVERIFY(files->isVisible());
        QVERIFY(!QFileInfo::exists(dir.filePath(u"no-such"_s)));
        QVERIFY(!controller.mainWindow());
        files->close();
    }

    /// The chooser's nice-to-haves: the first recent workspace is chosen and Open opens it; a
    /// workspace whose next command has not run says how many runs it had, not "not run yet".
    void chooser_firstRecentIsChosen_andRunsAreCounted()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, dir.filePath(u"out"_s)); // its command has not run
        QDir().mkpath(ws + u"/history"_s);
        // Five runs in its history, the last one failed.
        const QString manifest = ws + u"/run_manifest.yaml"_s;
        for (int i = 1; i <= 5; ++i) {
            ptq::Result<ptq::LoadedDocument> doc = ptq::ArtifactIo::load(manifest);
            QVERIFY(doc);
            for (ptq::Json &step : doc->json["steps"]) {
                if (step.value("kind", std::string()) == "run") {
                    step["status"] = i == 5 ? "failed" : "succeeded";
                    step["started_at"] = QStringLiteral("2026-11-30T14:2%1:00Z").arg(i).toStdString();
                }
            }
            QVERIFY(ptq::ArtifactIo::writeAtomically(ws + u"/history/run-20261130-14250%1-run_manifest.yaml"_s.arg(i),
                                                      ptq::ArtifactIo::serialize(doc->json, ptq::DocumentFormat::Yaml)));
        }
        const QString gone = dir.filePath(u"gone"_s);
        ptq::ui::WorkspaceChooser chooser({gone, ws});
        auto *recent = child<QListWidget>(&chooser, u"recentWorkspacesListWidget"_s);
        auto *open = child<QPushButton>(&chooser, u"openRecentPushButton"_s);
        QCOMPARE(recent->currentRow(), 1); // the first that is there
        QVERIFY(recent->item(1)->isSelected());
        QVERIFY(open->isEnabled());
        QTRY_VERIFY(recent->item(1)->text().contains(u'\n'));
        const QString line = recent->item(1)->text().section(u'\n', 0, 0);
        QVERIFY2(line.contains(u"5 run(s), the last failed"_s), qPrintable(line));
        QVERIFY2(!line.contains(u"not run yet"_s), qPrintable(line));
        QSignalSpy chosen(&chooser, &ptq::ui::WorkspaceChooser::workspaceChosen);
        open->click();
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().first().toString(), ws);

        ptq::ui::WorkspaceChooser none({gone});
        QVERIFY(!child<QPushButton>(&none, u"openRecentPushButton"_s)->isEnabled());
        QVERIFY(child<QListWidget>(&none, u"recentWorkspacesListWidget"_s)->selectedItems().isEmpty());
    }

    /// issue #33 item 3, the whole way: the first-start chooser's "Quark environment…" finds the
    /// environment in the project's cache, it is used, and page 3 of a new workspace takes it;
    /// File → Quark Environment… then switches page 3 to another one found.
    void chooser_quarkEnvironment_foundUsed_andPage3TakesIt()
    {
        QSettings().clear();
        QTemporaryDir root;
        const QByteArray oldHome = qgetenv("HOME");
        const QByteArray oldPath = qgetenv("PATH");
        const auto restore = qScopeGuard([&] {
            qputenv("HOME", oldHome);
            qputenv("PATH", oldPath);
            ptq::EnvChoice::instance()->choose(QString());
        });
        qputenv("HOME", root.path().toUtf8());
        qputenv("PATH", ptq::test::fakeBin(root.filePath(u"tools"_s), {u"nvidia-smi"_s}).toUtf8()); // no quark-cli on PATH
        const QString cached = QFileInfo(root.path()).canonicalFilePath() + u"/.cache/ptq-studio/quark-env-0123456789abcdef"_s;
        makeQuarkEnvironment(cached);
        const QString ws = root.filePath(u"ws"_s);
        QDir().mkpath(ws);
        writeConfirmedPlan(ws);

        ptq::ui::AppController controller;
        controller.start();
        QVERIFY(QTest::qWaitForWindowExposed(controller.chooser()));
        QVERIFY(child<QLabel>(controller.chooser(), u"chooserQuarkLabel"_s)->text().contains(u"quark-cli on PATH"_s));
        child<QPushButton>(controller.chooser(), u"chooserQuarkPushButton"_s)->click();
        ptq::ui::EnvSetupDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(controller.chooserSetupFlow() && (dialog = controller.chooserSetupFlow()->dialog())
                                     && dialog->isVisible(),
                                 15000);
        QCOMPARE(dialog->page(), ptq::ui::EnvSetupDialog::Page::Found);
        auto *list = child<QListWidget>(dialog, u"foundEnvironmentsListWidget"_s);
        QCOMPARE(list->count(), 1);
        QVERIFY2(list->item(0)->text().contains(u"amd-quark 0.13"_s), qPrintable(list->item(0)->text()));
        saveShot(dialog, u"chooser-quark-found"_s);
        child<QPushButton>(dialog, u"useFoundEnvironmentPushButton"_s)->click();
        QCOMPARE(ptq::EnvChoice::chosen(), cached);
        QVERIFY(child<QLabel>(controller.chooser(), u"chooserQuarkLabel"_s)->text().contains(cached));

        // A workspace that recorded no environment: page 3 takes the one chosen, checks it and
        // builds the command with its quark-cli.
        QVERIFY(controller.openWorkspace(ws, false));
        MainWizard *wizard = controller.mainWindow()->wizard();
        QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(MainWizard::CommandPageId), 10000);
        QWidget *page = wizard->currentPage();
        auto *env = child<QLineEdit>(page, u"pythonEnvLineEdit"_s);
        QTRY_COMPARE(env->text(), cached);
        auto *command = child<QPlainTextEdit>(page, u"commandPlainTextEdit"_s);
        QTRY_VERIFY_WITH_TIMEOUT(command->toPlainText().contains(cached + u"/bin/quark-cli"_s), 15000);
        saveShot(controller.mainWindow(), u"chooser-quark-page3"_s);

        // File → Quark Environment…: another one found is chosen; page 3 follows at once.
        const QString venv = QFileInfo(root.path()).canonicalFilePath() + u"/.venv"_s;
        makeQuarkEnvironment(venv, u"0.12"_s);
        auto *action = controller.mainWindow()->findChild<QAction *>(u"quarkEnvironmentAction"_s);
        QVERIFY(action);
        action->trigger();
        QTRY_VERIFY_WITH_TIMEOUT((dialog = controller.mainWindow()->setupFlow()->dialog()) && dialog->isVisible()
                                     && dialog->foundEnvironments().size() == 2,
                                 15000);
        list = child<QListWidget>(dialog, u"foundEnvironmentsListWidget"_s);
        int row = -1;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).toString() == venv)
                row = i;
        QVERIFY(row >= 0);
        list->setCurrentRow(row);
        child<QPushButton>(dialog, u"useFoundEnvironmentPushButton"_s)->click();
        QCOMPARE(ptq::EnvChoice::chosen(), venv);
        QTRY_COMPARE(env->text(), venv);
        QTRY_VERIFY_WITH_TIMEOUT(command->toPlainText().contains(venv + u"/bin/quark-cli"_s), 15000);
    }
};

QTEST_MAIN(TestDesktop)
#include "tst_desktop.moc"
