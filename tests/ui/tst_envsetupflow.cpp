// EnvSetupFlow end to end with the fake pip (tests/fakes/fake_pip.cpp, which replays real pip
// captures): the gate, a failure, the way out it offers, and the next attempt, as a person
// clicks through them. What runs is checked against the argv the fake recorded.

#include "envsetupdialog.h"
#include "envsetupflow.h"
#include "uitestsupport.h"

#include "env/envmanager.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;
using namespace ptq::ui;
using ptq::test::child;

namespace {

QStringList tree(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    while (it.hasNext())
        out.append(QFileInfo(it.next()).fileName());
    out.sort();
    return out;
}

QList<QStringList> invocations(const QString &argvLog)
{
    QFile f(argvLog);
    QList<QStringList> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (!line.isEmpty())
            out.append(QString::fromUtf8(line).split(QChar(0x1f)));
    return out;
}

} // namespace

class TestEnvSetupFlow : public QObject
{
    Q_OBJECT

private slots:
    /// The PyTorch index cannot be reached (real pip's words); "Try with pip's own index" shows
    /// the new commands, and once approved they go into the same folder, in place of the
    /// half-made one: one environment, ready, no "-2" beside it, both logs kept.
    void unreachableIndex_thenPipsOwnIndex_intoTheSameFolder()
    {
        QTemporaryDir root;
        const QString envs = root.filePath(u"appdata/environments"_s);
        const QString argvLog = root.filePath(u"argv.log"_s);
        QProcessEnvironment env;
        env.insert(u"PATH"_s, ptq::test::fakeBin(root.path(), {})); // no nvidia-smi, no ROCm: the CPU build
        env.insert(u"HOME"_s, root.path());
        env.insert(u"FAKE_PIP_FIXTURES"_s, QStringLiteral(PTQ_FIXTURES_DIR) + u"/pip"_s);
        env.insert(u"FAKE_PIP_ARGV_LOG"_s, argvLog);
        env.insert(u"FAKE_PIP_TORCH"_s, u"pip23_torchindex_nodns_constraint"_s);
        env.insert(u"FAKE_PIP_LOCK"_s, u"pip23_nodeps_req"_s);

        QWidget window;
        window.resize(900, 700);
        window.show();
        EnvSetupFlow flow(&window);
        flow.setRegistryPath(root.filePath(u"appdata/environments.json"_s));
        flow.setEnvironmentsDir(envs);
        flow.setProcessEnvironment(env);
        flow.setPython(QStringLiteral(PTQ_FAKE_PIP));
        flow.start();
        EnvSetupDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = flow.dialog()) && dialog->isVisible(), 15000);
        auto *approve = child<QPushButton>(dialog, u"envApprovePushButton"_s);
        QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), 15000);
        const QString target = envs + u"/quark-0.13-cpu"_s;
        const QString commands = child<QPlainTextEdit>(dialog, u"envCommandsPlainTextEdit"_s)->toPlainText();
        QVERIFY2(commands.contains(u"--index-url https://download.pytorch.org/whl/cpu"_s), qPrintable(commands));
        QVERIFY2(commands.contains(target), qPrintable(commands));
        QVERIFY(!QFileInfo::exists(envs)); // nothing before approval

        approve->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->page(), EnvSetupDialog::Page::Result, 20000);
        const QString body = child<QLabel>(dialog, u"envResultBodyLabel"_s)->text();
        QVERIFY2(body.contains(u"Could not reach https://download.pytorch.invalid/whl/cpu"_s), qPrintable(body));
        auto *fallback = child<QPushButton>(dialog, u"envFallbackIndexPushButton"_s);
        QVERIFY(fallback->isVisible());
        QVERIFY(QFileInfo::exists(target + u"/pyvenv.cfg"_s)); // the failed attempt is kept until replaced
        const QStringList firstLogs = tree(envs).filter(u".log"_s);
        QCOMPARE(firstLogs.size(), 1);
        ptq::test::saveShot(dialog, u"env-flow-unreachable-index"_s);

        fallback->click();
        QTRY_COMPARE(dialog->page(), EnvSetupDialog::Page::Review);
        QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), 15000);
        const QString again = child<QPlainTextEdit>(dialog, u"envCommandsPlainTextEdit"_s)->toPlainText();
        QVERIFY2(!again.contains(u"--index-url"_s), qPrintable(again));
        QVERIFY2(again.contains(u"-m venv "_s + target) || again.contains(u"-m venv '"_s + target + u"'"_s), qPrintable(again));
        const QString notes = child<QLabel>(dialog, u"envNotesLabel"_s)->text();
        QVERIFY2(notes.contains(u"deleted"_s) && notes.contains(firstLogs.first()), qPrintable(notes));
        QVERIFY(QFileInfo::exists(target + u"/pyvenv.cfg"_s)); // still nothing changed before approval
        ptq::test::saveShot(dialog, u"env-flow-fallback-review"_s);

        env.insert(u"FAKE_PIP_TORCH"_s, u"pip23_cached"_s);
        flow.manager()->setBaseEnvironment(env);
        const qsizetype before = invocations(argvLog).size();
        approve->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->page(), EnvSetupDialog::Page::Result, 20000);
        QVERIFY2(child<QPushButton>(dialog, u"useEnvironmentPushButton"_s)->isVisible(),
                 qPrintable(child<QLabel>(dialog, u"envResultBodyLabel"_s)->text()));

        // Exactly the second recipe ran, the torch step without the unreachable index.
        const QList<QStringList> calls = invocations(argvLog).mid(before);
        QVERIFY(calls.size() >= 2);
        QVERIFY(calls.at(1).contains(u"install"_s) && !calls.at(1).contains(u"--index-url"_s));
        // One environment, ready, in the same folder; both logs kept; no -2.
        EnvRegistry registry(root.filePath(u"appdata/environments.json"_s));
        QVERIFY(registry.load().ok());
        QCOMPARE(registry.entries().size(), 1);
        QCOMPARE(registry.entries().first().path, target);
        QCOMPARE(toString(registry.entries().first().state), toString(EnvEntry::State::Ready));
        const QStringList entries = tree(envs);
        QCOMPARE(entries.filter(u".log"_s).size(), 2);
        QVERIFY(entries.contains(firstLogs.first()));
        QCOMPARE(entries.size(), 3);
        ptq::test::saveShot(dialog, u"env-flow-ready"_s);
    }

    /// Try again after a failure at the same index goes into the same folder too.
    void tryAgain_replacesTheFailedAttempt()
    {
        QTemporaryDir root;
        const QString envs = root.filePath(u"appdata/environments"_s);
        QProcessEnvironment env;
        env.insert(u"PATH"_s, ptq::test::fakeBin(root.path(), {}));
        env.insert(u"HOME"_s, root.path());
        env.insert(u"FAKE_PIP_FIXTURES"_s, QStringLiteral(PTQ_FIXTURES_DIR) + u"/pip"_s);
        env.insert(u"FAKE_PIP_TORCH"_s, u"pip23_cached"_s);
        env.insert(u"FAKE_PIP_LOCK"_s, u"pip23_diskfull"_s);
        QWidget window;
        window.show();
        EnvSetupFlow flow(&window);
        flow.setRegistryPath(root.filePath(u"appdata/environments.json"_s));
        flow.setEnvironmentsDir(envs);
        flow.setProcessEnvironment(env);
        flow.setPython(QStringLiteral(PTQ_FAKE_PIP));
        flow.start();
        EnvSetupDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = flow.dialog()) && dialog->isVisible(), 15000);
        auto *approve = child<QPushButton>(dialog, u"envApprovePushButton"_s);
        QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), 15000);
        approve->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->page(), EnvSetupDialog::Page::Result, 20000);
        QVERIFY(!child<QPushButton>(dialog, u"envFallbackIndexPushButton"_s)->isVisible()); // a full disk is no index problem
        QVERIFY(child<QLabel>(dialog, u"envResultBodyLabel"_s)->text().contains(u"ran out of space"_s));
        child<QPushButton>(dialog, u"envRetryPushButton"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), 15000);
        const QString failed = envs + u"/quark-0.13-cpu"_s;
        auto *notes = child<QLabel>(dialog, u"envNotesLabel"_s);
        QVERIFY2(notes->text().contains(u"failed attempt in "_s + failed), qPrintable(notes->text()));
        // Another folder chosen (Browse…): the failed attempt is not announced as deleted, and
        // back in its folder it is again, naming that folder (an Xvfb walk saw the new one named).
        const QString elsewhere = root.filePath(u"elsewhere/quark"_s);
        emit dialog->folderChanged(elsewhere);
        QTRY_VERIFY(!notes->text().contains(u"failed attempt"_s));
        emit dialog->folderChanged(failed);
        QTRY_VERIFY2(notes->text().contains(u"failed attempt in "_s + failed), qPrintable(notes->text()));
        QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), 15000);
        env.insert(u"FAKE_PIP_LOCK"_s, u"pip23_nodeps_req"_s);
        flow.manager()->setBaseEnvironment(env);
        approve->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->page(), EnvSetupDialog::Page::Result, 20000);
        QVERIFY(child<QPushButton>(dialog, u"useEnvironmentPushButton"_s)->isVisible());
        EnvRegistry registry(root.filePath(u"appdata/environments.json"_s));
        QVERIFY(registry.load().ok());
        QCOMPARE(registry.entries().size(), 1);
        QCOMPARE(registry.entries().first().path, envs + u"/quark-0.13-cpu"_s);
        QVERIFY(!QFileInfo::exists(envs + u"/quark-0.13-cpu-2"_s));
    }
};

QTEST_MAIN(TestEnvSetupFlow)
#include "tst_envsetupflow.moc"
