// The manual in the app: every page and dialog has its topic, F1 and the Help button open it,
// every link and anchor in every compiled-in topic resolves, a missing translation falls back to
// English, and Report a problem holds the version and never a token.
#include "appcontroller.h"
#include "comparewindow.h"
#include "envsetupdialog.h"
#include "finishscreen.h"
#include "help/helptopics.h"
#include "help/helpwindow.h"
#include "help/reportproblemdialog.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "publishdialog.h"
#include "settingsdialog.h"
#include "targetsdialog.h"
#include "workflow/workspacesession.h"
#include "workspacechooser.h"

#include "appinfo.h"
#include "artifacts/workspace.h"
#include "source/hubclient.h"
#include "testsupport.h"
#include "ui/uitestsupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QDesktopServices>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMenu>
#include <QKeySequence>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace Qt::Literals::StringLiterals;
using ptq::ArtifactKind;
using ptq::ui::AppController;
using ptq::ui::HelpBrowser;
using ptq::ui::HelpTopics;
using ptq::ui::HelpWindow;
using ptq::ui::MainWizard;
using ptq::test::saveShot;

namespace {

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

QString shownFile()
{
    HelpWindow *window = HelpWindow::instance();
    return window ? window->currentFile() : QString();
}

void closeHelp()
{
    if (HelpWindow *window = HelpWindow::instance()) {
        window->close();
        QTRY_VERIFY(!HelpWindow::instance()); // deleted on close
    }
}

// "qrc:/help/de/plan.md" → ("de", "plan.md"); "qrc:/help/plan.md" → ("en", "plan.md").
QPair<QString, QString> languageAndName(const QString &file)
{
    QString rel = file.mid(QStringLiteral(":/help/").size());
    for (const QString &code : {u"de"_s, u"zh_CN"_s}) {
        if (rel.startsWith(code + u'/'))
            return {code, rel.mid(code.size() + 1)};
    }
    return {u"en"_s, rel};
}

struct Link
{
    QString href;
    QString text;
};

QList<Link> linksOf(const QTextDocument *document)
{
    QList<Link> links;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor() && !format.anchorHref().isEmpty())
                links.append({format.anchorHref(), it.fragment().text()});
        }
    }
    return links;
}

QStringList imagesOf(const QTextDocument *document)
{
    QStringList images;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat())
                images.append(format.toImageFormat().name());
        }
    }
    return images;
}

} // namespace

class TestHelp : public QObject
{
    Q_OBJECT

    QStringList m_opened; // what QDesktopServices was asked to open

public slots:
    void openExternal(const QUrl &url) { m_opened.append(url.toString()); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"PTQ Studio Tests"_s);
        QCoreApplication::setApplicationName(u"tst_help"_s);
        QSettings().clear();
        HelpTopics::setLanguageOverride(u"en"_s);
        for (const QString &scheme : {u"http"_s, u"https"_s, u"mailto"_s})
            QDesktopServices::setUrlHandler(scheme, this, "openExternal");
    }

    void cleanupTestCase()
    {
        for (const QString &scheme : {u"http"_s, u"https"_s, u"mailto"_s})
            QDesktopServices::unsetUrlHandler(scheme);
    }

    void cleanup()
    {
        closeHelp();
        HelpTopics::setLanguageOverride(u"en"_s);
        HelpTopics::setRootOverride(QString());
    }

    // First, while no main window has ever existed in this process: F1 in the workspace chooser
    // (what a new user sees first) and in a compare window opened on its own (`ptq-studio
    // compare A B`, two artifacts double-clicked) opens their topics. The walk found F1 dead there.
    void f1_worksBeforeAnyMainWindow()
    {
        {
            AppController controller;
            controller.start();
            QVERIFY(QTest::qWaitForWindowExposed(controller.chooser()));
            QVERIFY(!controller.mainWindow());
            QTest::keyClick(controller.chooser(), Qt::Key_F1);
            QTRY_VERIFY(HelpWindow::instance() && HelpWindow::instance()->isVisible());
            QCOMPARE(HelpWindow::instance()->currentFile(), HelpTopics::fileName(HelpTopics::Topic::Workspaces));
            closeHelp();
        }
        {
            ptq::ui::CompareWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTest::keyClick(&window, Qt::Key_F1);
            QTRY_VERIFY(HelpWindow::instance() && HelpWindow::instance()->isVisible());
            QCOMPARE(HelpWindow::instance()->currentFile(), HelpTopics::fileName(HelpTopics::Topic::ComparingRuns));
        }
    }

    void everyTopic_isCompiledIn()
    {
        for (const HelpTopics::Topic topic : HelpTopics::all()) {
            const QString path = u":/help/"_s + HelpTopics::fileName(topic);
            QVERIFY2(QFile::exists(path), qPrintable(path));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(file.size() > 0, qPrintable(path + u" is empty"_s));
            QVERIFY2(!HelpTopics::title(topic).isEmpty(), qPrintable(path));
        }
    }

    void everyPageAndDialog_hasItsTopic()
    {
        // The wizard's pages, by the page the wizard shows.
        QTemporaryDir dir;
        buildUpTo(dir.path(), 3);
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        const QList<QPair<int, HelpTopics::Topic>> pages = {
            {MainWizard::ModelPageId, HelpTopics::Topic::Model},
            {MainWizard::PlanPageId, HelpTopics::Topic::Plan},
            {MainWizard::CommandPageId, HelpTopics::Topic::Command},
            {MainWizard::RunPageId, HelpTopics::Topic::Run},
        };
        for (const auto &[id, topic] : pages) {
            QWizardPage *page = wizard->page(id);
            QVERIFY(page);
            QCOMPARE(HelpTopics::topicFor(page), topic);
        }
        QCOMPARE(HelpTopics::topicFor(wizard), HelpTopics::Topic::Run); // the wizard: its current page
        QCOMPARE(HelpTopics::topicFor(controller.mainWindow()->finishScreen()), HelpTopics::Topic::UsingTheModel);
        QWidget *handoff = wizard->page(MainWizard::RunPageId)->findChild<QWidget *>(u"handoffPanel"_s);
        QVERIFY(handoff);
        QCOMPARE(HelpTopics::topicFor(handoff), HelpTopics::Topic::UsingTheModel);

        // The dialogs and windows.
        QTemporaryDir other;
        ptq::ui::EnvSetupDialog env;
        QCOMPARE(HelpTopics::topicFor(&env), HelpTopics::Topic::QuarkEnvironments);
        ptq::ui::TargetsDialog targets(other.filePath(u"targets.json"_s));
        QCOMPARE(HelpTopics::topicFor(&targets), HelpTopics::Topic::RemoteTargets);
        ptq::ui::CompareWindow compare;
        QCOMPARE(HelpTopics::topicFor(&compare), HelpTopics::Topic::ComparingRuns);
        ptq::ui::PublishDialog publish(dir.path(), ptq::test::makeManifest(QByteArray(64, 'a'), QByteArray(64, 'a'), true));
        QCOMPARE(HelpTopics::topicFor(&publish), HelpTopics::Topic::UsingTheModel);
        ptq::ui::SettingsDialog settings;
        QCOMPARE(HelpTopics::topicFor(&settings), HelpTopics::Topic::GettingStarted);
        ptq::ui::RunHistoryDialog history(dir.path());
        QCOMPARE(HelpTopics::topicFor(&history), HelpTopics::Topic::Workspaces);
        ptq::ui::WorkspaceChooser chooser{QStringList()};
        QCOMPARE(HelpTopics::topicFor(&chooser), HelpTopics::Topic::Workspaces);

        // Every topic the table names is compiled in.
        for (const auto &[name, topic] : HelpTopics::contexts())
            QVERIFY2(QFile::exists(u":/help/"_s + HelpTopics::fileName(topic)), qPrintable(name));
    }

    void f1OnEachPage_opensItsTopic_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("file");
        QTest::newRow("1 Model") << 0 << int(MainWizard::ModelPageId) << u"model.md"_s;
        QTest::newRow("2 Plan") << 1 << int(MainWizard::PlanPageId) << u"plan.md"_s;
        QTest::newRow("3 Command") << 2 << int(MainWizard::CommandPageId) << u"command.md"_s;
        QTest::newRow("4 Run") << 3 << int(MainWizard::RunPageId) << u"run.md"_s;
    }

    void f1OnEachPage_opensItsTopic()
    {
        QFETCH(int, stage);
        QFETCH(int, page);
        QFETCH(QString, file);
        QTemporaryDir dir;
        buildUpTo(dir.path(), stage);
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        QCOMPARE(wizard->currentId(), page);
        controller.mainWindow()->show();
        QVERIFY(QTest::qWaitForWindowActive(controller.mainWindow()));

        QTest::keyClick(wizard, Qt::Key_F1);
        QVERIFY2(HelpWindow::instance(), "F1 opened no Help window");
        QCOMPARE(shownFile(), file);
        QVERIFY(HelpWindow::instance()->isVisible());
        QVERIFY(!HelpWindow::instance()->browser()->document()->isEmpty());
        saveShot(controller.mainWindow(), u"help-page%1-wizard"_s.arg(page + 1));
        saveShot(HelpWindow::instance(), u"help-page%1-topic"_s.arg(page + 1));
        closeHelp();

        // From a field of the page too (the key goes to the focused widget).
        QWidget *inside = wizard->currentPage()->nextInFocusChain();
        QWidget *field = nullptr;
        for (QWidget *w = inside; w && w != wizard->currentPage(); w = w->nextInFocusChain()) {
            if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)
                && wizard->currentPage()->isAncestorOf(w)) {
                field = w;
                break;
            }
        }
        if (field) {
            field->setFocus();
            QTest::keyClick(field, Qt::Key_F1);
            QCOMPARE(shownFile(), file);
            closeHelp();
        }

        // The wizard's Help button.
        QAbstractButton *helpButton = wizard->button(QWizard::HelpButton);
        QVERIFY(helpButton && helpButton->isVisible());
        helpButton->click();
        QCOMPARE(shownFile(), file);

        // One window: F1 again raises the same one.
        HelpWindow *first = HelpWindow::instance();
        QTest::keyClick(wizard, Qt::Key_F1);
        QCOMPARE(HelpWindow::instance(), first);
    }

    void f1InTheUseTheModelTab_opensUsingTheModel()
    {
        QTemporaryDir dir;
        buildUpTo(dir.path(), 3);
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        controller.mainWindow()->show();
        QVERIFY(QTest::qWaitForWindowActive(controller.mainWindow()));
        auto *tabs = ptq::test::child<QTabWidget>(wizard, u"resultTabWidget"_s);
        auto *scroll = ptq::test::child<QWidget>(wizard, u"handoffScrollArea"_s);
        tabs->setCurrentWidget(scroll);
        scroll->setFocus();
        QTest::keyClick(scroll, Qt::Key_F1);
        QCOMPARE(shownFile(), u"using-the-model.md"_s);
    }

    void f1InEachDialog_opensItsTopic()
    {
        HelpWindow::installHelpKey(); // as the main window does
        QTemporaryDir dir;
        const auto pressF1 = [](QWidget *window) {
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window));
            QTest::keyClick(window, Qt::Key_F1);
        };
        {
            ptq::ui::EnvSetupDialog dialog;
            pressF1(&dialog);
            QCOMPARE(shownFile(), u"quark-environments.md"_s);
        }
        closeHelp();
        {
            ptq::ui::TargetsDialog dialog(dir.filePath(u"targets.json"_s));
            pressF1(&dialog);
            QCOMPARE(shownFile(), u"remote-targets.md"_s);
        }
        closeHelp();
        {
            ptq::ui::CompareWindow window;
            pressF1(&window);
            QCOMPARE(shownFile(), u"comparing-runs.md"_s);
        }
        closeHelp();
        {
            ptq::ui::PublishDialog dialog(dir.path(), ptq::test::makeManifest(QByteArray(64, 'a'), QByteArray(64, 'a'), true));
            pressF1(&dialog);
            QCOMPARE(shownFile(), u"using-the-model.md"_s);
        }
        closeHelp();
        {
            ptq::ui::SettingsDialog dialog;
            pressF1(&dialog);
            QCOMPARE(shownFile(), u"getting-started.md"_s);
        }
    }

    /// Round 57's walk: in the File menu Q was both Quark Environment and Quit (Q only moved the
    /// highlight). In every menu of the menu bar no key underlines two items.
    void menus_underlineEachKeyOnce()
    {
        QTemporaryDir dir;
        AppController controller;
        QVERIFY(startOn(controller, dir.path()));
        const QList<QMenu *> menus = controller.mainWindow()->menuBar()->findChildren<QMenu *>();
        QVERIFY(menus.size() >= 2);
        for (const QMenu *menu : menus) {
            QMap<QKeySequence, QString> taken;
            for (const QAction *action : menu->actions()) {
                const QKeySequence key = QKeySequence::mnemonic(action->text());
                if (action->isSeparator() || key.isEmpty())
                    continue;
                QVERIFY2(!taken.contains(key), qPrintable(menu->title() + u": "_s + taken.value(key) + u" and "_s + action->text()));
                taken.insert(key, action->text());
            }
        }
    }

    void helpMenu_opensEveryTopic()
    {
        QTemporaryDir dir;
        AppController controller;
        QVERIFY(startOn(controller, dir.path()));
        auto *menu = controller.mainWindow()->menuBar()->findChild<QMenu *>(u"helpMenu"_s);
        QVERIFY(menu);
        for (const HelpTopics::Topic topic : HelpTopics::all()) {
            if (topic == HelpTopics::Topic::Contents)
                continue;
            const QString name = u"helpTopicAction_"_s + HelpTopics::fileName(topic).chopped(3);
            auto *action = menu->findChild<QAction *>(name);
            if (!action) {
                for (QAction *a : menu->actions()) {
                    if (a->objectName() == name)
                        action = a;
                }
            }
            QVERIFY2(action, qPrintable(name));
            QCOMPARE(action->text(), HelpTopics::title(topic));
            action->trigger();
            QCOMPARE(shownFile(), HelpTopics::fileName(topic));
        }
        QStringList names;
        for (QAction *a : menu->actions())
            names.append(a->objectName());
        for (const QString &name : {u"helpHereAction"_s, u"whatsThisAction"_s, u"reportProblemAction"_s, u"aboutAction"_s})
            QVERIFY2(names.contains(name), qPrintable(name));
    }

    void contentsBackAndForward_walkTheHistory()
    {
        HelpWindow *window = HelpWindow::showTopic(HelpTopics::Topic::Plan);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *contents = window->findChild<QAction *>(u"helpContentsAction"_s);
        auto *back = window->findChild<QAction *>(u"helpBackAction"_s);
        auto *forward = window->findChild<QAction *>(u"helpForwardAction"_s);
        QVERIFY(contents && back && forward);
        QVERIFY(!back->isEnabled());
        contents->trigger();
        QCOMPARE(shownFile(), u"index.md"_s);
        QVERIFY(back->isEnabled());
        back->trigger();
        QCOMPARE(shownFile(), u"plan.md"_s);
        QVERIFY(forward->isEnabled());
        forward->trigger();
        QCOMPARE(shownFile(), u"index.md"_s);
        // The keyboard: Alt+Left is Back.
        QTest::keyClick(window->browser(), Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(shownFile(), u"plan.md"_s);
        QVERIFY(window->windowTitle().startsWith(u"Help: "_s));
    }

    void everyLinkAndAnchor_resolves()
    {
        const QStringList files = HelpTopics::compiledFiles();
        QVERIFY(files.size() >= HelpTopics::all().size());
        QStringList failures;
        int checkedLinks = 0;
        int checkedAnchors = 0;
        for (const QString &file : files) {
            const auto [language, name] = languageAndName(file);
            HelpBrowser browser;
            browser.setLanguage(language);
            const QUrl base(u"qrc:/help/"_s + name);
            browser.setSource(base, QTextDocument::MarkdownResource);
            if (browser.document()->isEmpty()) {
                failures.append(file + u": empty"_s);
                continue;
            }
            for (const QString &image : imagesOf(browser.document())) {
                const QUrl target = base.resolved(QUrl(image));
                if (target.scheme() != u"qrc"_s || !QFile::exists(u':' + target.path()))
                    failures.append(u"%1: image %2 is not compiled in"_s.arg(file, image));
            }
            for (const Link &link : linksOf(browser.document())) {
                const QUrl target = base.resolved(QUrl(link.href));
                const QString scheme = target.scheme();
                if (scheme == u"http"_s || scheme == u"https"_s || scheme == u"mailto"_s)
                    continue; // the desktop's browser opens them
                ++checkedLinks;
                const QString where = u"%1: link \"%2\" (%3)"_s.arg(file, link.text, link.href);
                if (scheme != u"qrc"_s || !target.path().startsWith(u"/help/"_s)) {
                    failures.append(where + u" leaves the manual"_s);
                    continue;
                }
                const QString targetName = target.path().mid(6);
                if (!QFile::exists(HelpTopics::resourcePath(targetName, language))) {
                    failures.append(where + u": no such topic"_s);
                    continue;
                }
                if (!target.hasFragment())
                    continue;
                ++checkedAnchors;
                HelpBrowser other;
                other.setLanguage(language);
                other.setSource(QUrl(u"qrc:/help/"_s + targetName), QTextDocument::MarkdownResource);
                if (!other.anchors().contains(target.fragment()))
                    failures.append(where + u": no heading with that anchor; there are: "_s + other.anchors().join(u", "_s));
            }
        }
        qInfo("%lld files, %d links to topics, %d with an anchor", qlonglong(files.size()), checkedLinks, checkedAnchors);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }

    void headingAnchors_areGitHubs()
    {
        QCOMPARE(HelpTopics::headingAnchor(u"Step 2 — Plan"_s), u"step-2--plan"_s);
        QCOMPARE(HelpTopics::headingAnchor(u"What's This?"_s), u"whats-this"_s);
        QCOMPARE(HelpTopics::headingAnchor(u"The `--json` output"_s), u"the---json-output"_s);
        QTextDocument document;
        document.setMarkdown(u"# Options\n\ntext\n\n## Options\n\n## Set up Quark for me…\n"_s);
        QCOMPARE(HelpTopics::addHeadingAnchors(&document),
                 (QStringList{u"options"_s, u"options-1"_s, u"set-up-quark-for-me"_s}));
        // A translated heading keeps the English anchor it names; the "{#…}" is not shown.
        QTextDocument translated;
        translated.setMarkdown(u"# Schritt 2: Plan\n\n## Die Entscheidungstabelle {#the-decision-table}\n"_s);
        QCOMPARE(HelpTopics::addHeadingAnchors(&translated),
                 (QStringList{u"schritt-2-plan"_s, u"the-decision-table"_s, u"die-entscheidungstabelle"_s}));
        QCOMPARE(translated.lastBlock().text(), u"Die Entscheidungstabelle"_s);
        // Asked again (the same page, another anchor): the names stay.
        QCOMPARE(HelpTopics::addHeadingAnchors(&translated),
                 (QStringList{u"schritt-2-plan"_s, u"the-decision-table"_s, u"die-entscheidungstabelle"_s}));
    }

    void anchorLink_scrollsToItsHeading()
    {
        // The longest topic, at its last heading: the view has scrolled down.
        HelpTopics::Topic longest = HelpTopics::Topic::Contents;
        QStringList longestAnchors;
        for (const HelpTopics::Topic topic : HelpTopics::all()) {
            HelpBrowser browser;
            browser.setSource(HelpTopics::url(topic), QTextDocument::MarkdownResource);
            if (browser.anchors().size() > longestAnchors.size()) {
                longest = topic;
                longestAnchors = browser.anchors();
            }
        }
        QVERIFY2(longestAnchors.size() >= 3, "no topic with three headings");
        HelpWindow *window = HelpWindow::showTopic(longest, longestAnchors.constLast());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTRY_VERIFY2(window->browser()->verticalScrollBar()->value() > 0,
                     qPrintable(HelpTopics::fileName(longest) + u'#' + longestAnchors.constLast()));
        QCOMPARE(window->browser()->source().fragment(), longestAnchors.constLast());
    }

    void externalLink_opensInTheDesktopsBrowser()
    {
        QTemporaryDir root;
        QFile index(root.filePath(u"index.md"_s));
        QVERIFY(index.open(QIODevice::WriteOnly));
        index.write("# Contents\n\nSee [Quark](https://quark.docs.amd.com/) and [Plan](plan.md).\n");
        index.close();
        QFile plan(root.filePath(u"plan.md"_s));
        QVERIFY(plan.open(QIODevice::WriteOnly));
        plan.write("# Plan\n");
        plan.close();
        HelpTopics::setRootOverride(root.path());
        HelpWindow *window = HelpWindow::showTopic(HelpTopics::Topic::Contents);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        // Tab moves through the links; Enter follows the one with the focus.
        HelpBrowser *browser = window->browser();
        browser->setFocus();
        m_opened.clear();
        QTest::keyClick(browser, Qt::Key_Tab);
        QTest::keyClick(browser, Qt::Key_Return);
        QCOMPARE(m_opened, QStringList{u"https://quark.docs.amd.com/"_s});
        QCOMPARE(shownFile(), u"index.md"_s);
        QTest::keyClick(browser, Qt::Key_Tab);
        QTest::keyClick(browser, Qt::Key_Return);
        QCOMPARE(shownFile(), u"plan.md"_s);
    }

    void missingTranslation_fallsBackToEnglishPerTopic()
    {
        // A German model.md and nothing else in German: model.md shows in German, its link to
        // plan.md the English plan.
        QTemporaryDir root;
        QVERIFY(QDir(root.path()).mkpath(u"de"_s));
        const auto write = [&root](const QString &name, const QByteArray &text) {
            QFile file(root.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        };
        write(u"model.md"_s, "# Step 1: Model\n\n[Next](plan.md)\n");
        write(u"plan.md"_s, "# Step 2: Plan\n\nEnglish.\n\n## The decision table\n");
        write(u"de/model.md"_s, "# Schritt 1: Modell\n\n[Weiter](plan.md#the-decision-table)\n");
        HelpTopics::setRootOverride(root.path());
        HelpTopics::setLanguageOverride(u"de"_s);
        QCOMPARE(HelpTopics::resourcePath(u"model.md"_s, u"de"_s), root.filePath(u"de/model.md"_s));
        QCOMPARE(HelpTopics::resourcePath(u"plan.md"_s, u"de"_s), root.filePath(u"plan.md"_s));
        QCOMPARE(HelpTopics::resourcePath(u"model.md"_s, u"zh_CN"_s), root.filePath(u"model.md"_s));

        HelpWindow *window = HelpWindow::showTopic(HelpTopics::Topic::Model);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        HelpBrowser *browser = window->browser();
        QVERIFY2(browser->toPlainText().contains(u"Schritt 1"_s), qPrintable(browser->toPlainText()));
        browser->setFocus();
        QTest::keyClick(browser, Qt::Key_Tab);
        QTest::keyClick(browser, Qt::Key_Return);
        QCOMPARE(shownFile(), u"plan.md"_s);
        QVERIFY2(browser->toPlainText().contains(u"English."_s), qPrintable(browser->toPlainText()));
        QCOMPARE(browser->anchors(), (QStringList{u"step-2-plan"_s, u"the-decision-table"_s}));

        // English asks for no translation.
        closeHelp();
        HelpTopics::setLanguageOverride(u"en"_s);
        window = HelpWindow::showTopic(HelpTopics::Topic::Model);
        QVERIFY(window->browser()->toPlainText().contains(u"Step 1: Model"_s));
    }

    void reportAProblem_holdsTheVersionAndNoToken()
    {
        const QString home = QDir::homePath();
        QVERIFY2(!home.isEmpty() && home != u"/"_s, "the test needs a home folder");
        // A token in the environment and one in the token file: neither may reach the report.
        const QByteArray envToken = "hf_envSECRETenvSECRETenvSECRET";
        const QByteArray fileToken = "hf_fileSECRETfileSECRETfile";
        qputenv("HF_TOKEN", envToken);
        const QString tokenFile = ptq::HubSettings::tokenFilePath();
        // Gone however the test ends: a failed check must not leave a token to the next function.
        const auto forget = qScopeGuard([&tokenFile] {
            qunsetenv("HF_TOKEN");
            QFile::remove(tokenFile);
        });
        QVERIFY(QDir().mkpath(QFileInfo(tokenFile).absolutePath()));
        {
            QFile file(tokenFile);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(fileToken);
        }
        QTemporaryDir dir(home + u"/tst_help_ws_XXXXXX"_s);
        QVERIFY(dir.isValid());
        buildUpTo(dir.path(), 2);
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        ptq::ui::ReportProblemDialog *dialog = controller.mainWindow()->showProblemReport();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        saveShot(dialog, u"help-report"_s);
        const QString text = dialog->text();

        QVERIFY2(text.contains(u"PTQ Studio: "_s + ptq::appVersion()), qPrintable(text));
        QVERIFY2(text.contains(QString::fromLatin1(qVersion())), qPrintable(text));
        QVERIFY2(text.contains(wizard->currentPage()->title()), qPrintable(text)); // the step
        QVERIFY2(text.contains(u"quant_plan.json"_s), qPrintable(text));
        QVERIFY2(!text.contains(QString::fromLatin1(envToken)), "the report holds HF_TOKEN");
        QVERIFY2(!text.contains(QString::fromLatin1(fileToken)), "the report holds the token file's token");
        QVERIFY2(!text.contains(home + u'/'), qPrintable(text));
        QVERIFY2(text.contains(u"~/"_s + QDir(dir.path()).dirName()), qPrintable(text));
        dialog->close();
    }

    void homeAsTilde_onlyWholeFolderNames()
    {
        const QString home = QDir::homePath();
        QCOMPARE(ptq::ui::ReportProblemDialog::withHomeAsTilde(home + u"/models/a"_s), u"~/models/a"_s);
        QCOMPARE(ptq::ui::ReportProblemDialog::withHomeAsTilde(u"at "_s + home), u"at ~"_s);
        QCOMPARE(ptq::ui::ReportProblemDialog::withHomeAsTilde(home + u"2/x"_s), home + u"2/x"_s);
    }

    void whatsThis_onTheControlsThatCannotBeUndone()
    {
        QTemporaryDir dir;
        buildUpTo(dir.path(), 3);
        AppController controller;
        MainWizard *wizard = startOn(controller, dir.path());
        QVERIFY(wizard);
        QWizardPage *command = wizard->page(MainWizard::CommandPageId);
        QWizardPage *run = wizard->page(MainWizard::RunPageId);
        const QList<QPair<QWidget *, QString>> controls = {
            {command, u"reviewedCheckBox"_s},      {command, u"approveRunPushButton"_s},
            {run, u"cancelRunPushButton"_s},       {run, u"acceptResultPushButton"_s},
            {run, u"backToPlanPushButton"_s},
        };
        for (const auto &[page, name] : controls) {
            auto *widget = ptq::test::child<QWidget>(page, name);
            QVERIFY2(widget->whatsThis().size() > 40, qPrintable(name));
        }
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
