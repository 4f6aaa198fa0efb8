#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "appcontroller.h"
#include "dialogs.h"
#include "mainwindow.h"
#include "mainwizard.h"
#include "plan/planner.h"
#include "plan/quarkcatalog.h"
#include "source/localreader.h"
#include "testsupport.h"
#include "settingsdialog.h"
#include "target/targetprofile.h"
#include "targetsdialog.h"
#include "uitestsupport.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;
using namespace ptq::ui;
using ptq::test::child;

namespace {

void setText(QWidget *root, const QString &name, const QString &text)
{
    QLineEdit *edit = child<QLineEdit>(root, name);
    edit->clear();
    QTest::keyClicks(edit, text); // as typed: textChanged drives the form
}

void chooseKind(QWidget *root, TargetKind kind)
{
    QComboBox *combo = child<QComboBox>(root, u"kindComboBox"_s);
    combo->setCurrentIndex(combo->findData(int(kind)));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

TargetProfile sshProfile(const QString &name)
{
    TargetProfile p;
    p.name = name;
    p.kind = TargetKind::Ssh;
    p.host = u"gpu7.lab.example"_s;
    p.remoteWorkspace = u"/scratch/alice/ptq"_s;
    p.quarkCli = u"/opt/quark/bin/quark-cli"_s;
    return p;
}

} // namespace

class TestTargetsDialog : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        Dialogs::setFileHook({});
    }

    void addedProfile_savesWhatTheFormSays()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"config/targets.json"_s); // its folder is made by Save
        TargetsDialog dialog(path);
        dialog.show();
        QListWidget *list = child<QListWidget>(&dialog, u"targetListWidget"_s);
        QPushButton *save = child<QPushButton>(&dialog, u"savePushButton"_s);
        QCOMPARE(list->count(), 0);
        QVERIFY(child<QLabel>(&dialog, u"noTargetsLabel"_s)->isVisible());

        QTest::mouseClick(child<QPushButton>(&dialog, u"addTargetPushButton"_s), Qt::LeftButton);
        QCOMPARE(list->count(), 1);
        QCOMPARE(child<QLineEdit>(&dialog, u"nameLineEdit"_s)->text(), u"new-target"_s);
        QVERIFY(!save->isEnabled()); // no host, workspace or quark-cli yet

        setText(&dialog, u"nameLineEdit"_s, u"cluster"_s);
        chooseKind(&dialog, TargetKind::Slurm);
        setText(&dialog, u"hostLineEdit"_s, u"login.hpc.example"_s);
        setText(&dialog, u"userLineEdit"_s, u"alice"_s);
        child<QSpinBox>(&dialog, u"portSpinBox"_s)->setValue(2222);
        Dialogs::setFileHook([](const QString &caption) {
            return caption.contains(u"Identity"_s) ? u"/home/alice/.ssh/id_ed25519"_s : u"/home/alice/.ssh/hpc_known_hosts"_s;
        });
        QTest::mouseClick(child<QPushButton>(&dialog, u"identityFileBrowsePushButton"_s), Qt::LeftButton);
        QTest::mouseClick(child<QPushButton>(&dialog, u"knownHostsFileBrowsePushButton"_s), Qt::LeftButton);
        setText(&dialog, u"proxyJumpLineEdit"_s, u"bastion.example"_s);
        setText(&dialog, u"remoteWorkspaceLineEdit"_s, u"/scratch/alice/ptq"_s);
        setText(&dialog, u"quarkCliLineEdit"_s, u"/shared/envs/quark/bin/quark-cli"_s);
        setText(&dialog, u"hfHomeLineEdit"_s, u"/scratch/alice/hf"_s);
        setText(&dialog, u"partitionLineEdit"_s, u"gpu"_s);
        setText(&dialog, u"accountLineEdit"_s, u"proj42"_s);
        child<QSpinBox>(&dialog, u"timeLimitSpinBox"_s)->setValue(240);
        child<QSpinBox>(&dialog, u"gpusSpinBox"_s)->setValue(8);
        child<QSpinBox>(&dialog, u"cpusSpinBox"_s)->setValue(32);
        setText(&dialog, u"memoryLineEdit"_s, u"512G"_s);
        child<QPlainTextEdit>(&dialog, u"extraDirectivesPlainTextEdit"_s)->setPlainText(u"--exclusive\n\n  --qos=high \n"_s);
        child<QPlainTextEdit>(&dialog, u"srunFlagsPlainTextEdit"_s)->setPlainText(u"--container-image=rocm/pytorch:latest"_s);

        QCOMPARE(list->item(0)->text(), u"cluster — Slurm cluster"_s);
        QVERIFY2(save->isEnabled(), qPrintable(child<QLabel>(&dialog, u"problemsLabel"_s)->text()));
        QVERIFY(!child<QLabel>(&dialog, u"problemsLabel"_s)->isVisible());
        QTest::mouseClick(save, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.selectedName(), u"cluster"_s);

        TargetProfile expected;
        expected.name = u"cluster"_s;
        expected.kind = TargetKind::Slurm;
        expected.host = u"login.hpc.example"_s;
        expected.user = u"alice"_s;
        expected.port = 2222;
        expected.identityFile = u"/home/alice/.ssh/id_ed25519"_s;
        expected.proxyJump = u"bastion.example"_s;
        expected.knownHostsFile = u"/home/alice/.ssh/hpc_known_hosts"_s;
        expected.remoteWorkspace = u"/scratch/alice/ptq"_s;
        expected.quarkCli = u"/shared/envs/quark/bin/quark-cli"_s;
        expected.hfHome = u"/scratch/alice/hf"_s;
        expected.slurm.partition = u"gpu"_s;
        expected.slurm.account = u"proj42"_s;
        expected.slurm.timeLimitMinutes = 240;
        expected.slurm.gpus = 8;
        expected.slurm.cpus = 32;
        expected.slurm.memory = u"512G"_s;
        expected.slurm.extraDirectives = {u"--exclusive"_s, u"--qos=high"_s};
        expected.slurm.srunFlags = {u"--container-image=rocm/pytorch:latest"_s};
        const Result<QList<TargetProfile>> loaded = TargetStore::load(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded ? QString() : loaded.error().message));
        QCOMPARE(*loaded, QList<TargetProfile>{expected});
        QCOMPARE(dialog.profiles(), QList<TargetProfile>{expected});

        // Opened again, the form shows what was saved.
        TargetsDialog again(path);
        QCOMPARE(child<QListWidget>(&again, u"targetListWidget"_s)->count(), 1);
        QCOMPARE(child<QLineEdit>(&again, u"hostLineEdit"_s)->text(), u"login.hpc.example"_s);
        QCOMPARE(child<QPlainTextEdit>(&again, u"extraDirectivesPlainTextEdit"_s)->toPlainText(), u"--exclusive\n--qos=high"_s);
    }

    void relativeWorkspace_disablesSave_andNamesTheField()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({sshProfile(u"gpu-box"_s)}, path).ok());
        const QByteArray before = readAll(path);
        TargetsDialog dialog(path);
        dialog.show();
        QPushButton *save = child<QPushButton>(&dialog, u"savePushButton"_s);
        QLabel *problems = child<QLabel>(&dialog, u"problemsLabel"_s);
        QVERIFY(save->isEnabled());
        QVERIFY(!problems->isVisible());

        setText(&dialog, u"remoteWorkspaceLineEdit"_s, u"scratch/ptq"_s);
        QVERIFY(!save->isEnabled());
        QVERIFY(problems->isVisible());
        QVERIFY2(problems->text().contains(u"remote workspace"_s), qPrintable(problems->text()));
        QVERIFY(problems->text().contains(u"scratch/ptq"_s));
        // The field's own label says it, the others do not.
        QLabel *workspaceLabel = nullptr;
        QLabel *hostLabel = nullptr;
        for (QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->buddy() == child<QLineEdit>(&dialog, u"remoteWorkspaceLineEdit"_s))
                workspaceLabel = label;
            if (label->buddy() == child<QLineEdit>(&dialog, u"hostLineEdit"_s))
                hostLabel = label;
        }
        QVERIFY(workspaceLabel && hostLabel);
        QVERIFY(workspaceLabel->toolTip().contains(u"remote workspace"_s));
        QVERIFY(workspaceLabel->palette().color(QPalette::WindowText) != hostLabel->palette().color(QPalette::WindowText));

        dialog.accept(); // refused: nothing written, still open
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(readAll(path), before);
        QVERIFY(dialog.selectedName().isEmpty());

        setText(&dialog, u"remoteWorkspaceLineEdit"_s, u"/scratch/ptq"_s);
        QVERIFY(save->isEnabled());
        QVERIFY(!problems->isVisible());
    }

    void otherProfileOrSharedName_disablesSave()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({sshProfile(u"a"_s), sshProfile(u"b"_s)}, path).ok());
        TargetsDialog dialog(path);
        QPushButton *save = child<QPushButton>(&dialog, u"savePushButton"_s);
        QLabel *problems = child<QLabel>(&dialog, u"problemsLabel"_s);
        dialog.select(u"b"_s);
        setText(&dialog, u"nameLineEdit"_s, u"a"_s);
        QVERIFY(!save->isEnabled());
        QVERIFY2(problems->text().contains(u"also named a"_s), qPrintable(problems->text()));
        setText(&dialog, u"nameLineEdit"_s, u"b"_s);
        QVERIFY(save->isEnabled());

        setText(&dialog, u"quarkCliLineEdit"_s, u"quark-cli"_s);
        dialog.select(u"a"_s); // the broken one is elsewhere: still said, still refused
        QVERIFY(!save->isEnabled());
        QVERIFY2(problems->text().contains(u": b."_s), qPrintable(problems->text()));
    }

    void damagedFile_isNamed_andNeverOverwritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        const QByteArray damaged = "{\"targets\": [ {\"name\": \"gpu-box\", \"kind\": \"ssh\", ";
        writeFile(path, damaged);
        TargetsDialog dialog(path);
        dialog.show();
        QLabel *error = child<QLabel>(&dialog, u"loadErrorLabel"_s);
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(path), qPrintable(error->text()));
        QVERIFY(!child<QPushButton>(&dialog, u"savePushButton"_s)->isEnabled());
        QVERIFY(!child<QPushButton>(&dialog, u"addTargetPushButton"_s)->isEnabled());
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(readAll(path), damaged);
    }

    void failedSave_saysWhy_andKeepsTheEdits()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(u"file"_s), "not a folder");
        const QString path = dir.filePath(u"file/targets.json"_s); // its folder cannot be made
        TargetsDialog dialog(path);
        dialog.show();
        QTest::mouseClick(child<QPushButton>(&dialog, u"addTargetPushButton"_s), Qt::LeftButton);
        setText(&dialog, u"hostLineEdit"_s, u"gpu7"_s);
        setText(&dialog, u"remoteWorkspaceLineEdit"_s, u"/w"_s);
        setText(&dialog, u"quarkCliLineEdit"_s, u"/q/quark-cli"_s);
        QPushButton *save = child<QPushButton>(&dialog, u"savePushButton"_s);
        QVERIFY(save->isEnabled());
        QTest::mouseClick(save, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(dialog.isVisible());
        QLabel *error = child<QLabel>(&dialog, u"saveErrorLabel"_s);
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(u"targets.json"_s), qPrintable(error->text()));
        QCOMPARE(child<QLineEdit>(&dialog, u"hostLineEdit"_s)->text(), u"gpu7"_s);
    }

    void slurmGroup_onlyForSlurm()
    {
        QTemporaryDir dir;
        TargetsDialog dialog(dir.filePath(u"targets.json"_s));
        dialog.show();
        QTest::mouseClick(child<QPushButton>(&dialog, u"addTargetPushButton"_s), Qt::LeftButton);
        QGroupBox *slurm = child<QGroupBox>(&dialog, u"slurmGroupBox"_s);
        QVERIFY(!slurm->isVisible());
        chooseKind(&dialog, TargetKind::Slurm);
        QVERIFY(slurm->isVisible());
        QCOMPARE(child<QListWidget>(&dialog, u"targetListWidget"_s)->item(0)->text(), u"new-target — Slurm cluster"_s);
        chooseKind(&dialog, TargetKind::Ssh);
        QVERIFY(!slurm->isVisible());
    }

    void addDuplicateRemove_keepNamesUnique()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        QVERIFY(TargetStore::save({sshProfile(u"gpu-box"_s)}, path).ok());
        TargetsDialog dialog(path);
        QListWidget *list = child<QListWidget>(&dialog, u"targetListWidget"_s);
        QCOMPARE(list->item(0)->text(), u"gpu-box — SSH host"_s);
        QTest::mouseClick(child<QPushButton>(&dialog, u"duplicateTargetPushButton"_s), Qt::LeftButton);
        QCOMPARE(list->count(), 2);
        QCOMPARE(child<QLineEdit>(&dialog, u"nameLineEdit"_s)->text(), u"gpu-box-copy"_s);
        QCOMPARE(child<QLineEdit>(&dialog, u"hostLineEdit"_s)->text(), u"gpu7.lab.example"_s);
        dialog.select(u"gpu-box"_s);
        QTest::mouseClick(child<QPushButton>(&dialog, u"duplicateTargetPushButton"_s), Qt::LeftButton);
        QCOMPARE(child<QLineEdit>(&dialog, u"nameLineEdit"_s)->text(), u"gpu-box-copy-2"_s);
        QTest::mouseClick(child<QPushButton>(&dialog, u"addTargetPushButton"_s), Qt::LeftButton);
        QTest::mouseClick(child<QPushButton>(&dialog, u"addTargetPushButton"_s), Qt::LeftButton);
        QCOMPARE(child<QLineEdit>(&dialog, u"nameLineEdit"_s)->text(), u"new-target-2"_s);
        QTest::mouseClick(child<QPushButton>(&dialog, u"removeTargetPushButton"_s), Qt::LeftButton);
        QTest::mouseClick(child<QPushButton>(&dialog, u"removeTargetPushButton"_s), Qt::LeftButton);
        QCOMPARE(list->count(), 3);
        QVERIFY(child<QPushButton>(&dialog, u"savePushButton"_s)->isEnabled());
        dialog.select(u"gpu-box-copy"_s);
        dialog.accept();
        QCOMPARE(dialog.selectedName(), u"gpu-box-copy"_s);
        const Result<QList<TargetProfile>> loaded = TargetStore::load(path);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->size(), 3);
        QCOMPARE(dialog.profiles(), *loaded);
    }

    void select_showsThatProfile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        TargetProfile b = sshProfile(u"b"_s);
        b.host = u"other.example"_s;
        QVERIFY(TargetStore::save({sshProfile(u"a"_s), b}, path).ok());
        TargetsDialog dialog(path);
        QCOMPARE(child<QLineEdit>(&dialog, u"nameLineEdit"_s)->text(), u"a"_s);
        dialog.select(u"b"_s);
        QCOMPARE(child<QListWidget>(&dialog, u"targetListWidget"_s)->currentRow(), 1);
        QCOMPARE(child<QLineEdit>(&dialog, u"hostLineEdit"_s)->text(), u"other.example"_s);
        dialog.select(u"nobody"_s); // unknown: stays where it was
        QCOMPARE(child<QListWidget>(&dialog, u"targetListWidget"_s)->currentRow(), 1);
        QVERIFY(dialog.selectedName().isEmpty()); // not saved yet
        dialog.reject();
        QVERIFY(dialog.selectedName().isEmpty());
    }

    void settings_opensTargets()
    {
        QTemporaryDir dir;
        qputenv("PTQ_TARGETS_FILE", dir.filePath(u"targets.json"_s).toUtf8());
        SettingsDialog settings;
        settings.show();
        QVERIFY(QTest::qWaitForWindowExposed(&settings));
        ptq::test::saveShot(&settings, u"settings"_s);
        QTest::mouseClick(child<QPushButton>(&settings, u"remoteTargetsPushButton"_s), Qt::LeftButton);
        auto *targets = settings.findChild<TargetsDialog *>();
        QVERIFY(targets);
        QVERIFY(targets->isVisible());
        QVERIFY(targets->isModal());
        targets->reject();
        qunsetenv("PTQ_TARGETS_FILE");
    }

    /// Item 11 of issue 33: a target saved from File → Settings → Remote targets appears in page
    /// 3's "Runs on" list at once, not only after it is saved again from page 3.
    void savedInSettings_reachesPage3RunsOn()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        QDir().mkpath(ws);
        Result<ConfigFiles> files = LocalModelReader::read(test::fixturePath(u"models/llama-3.1-8b"_s), SourceInfo());
        QVERIFY(files.ok());
        const Json analysis = *AnalysisConfirmation::confirm(ModelAnalyzer::analyze(*files)->toJson(test::nowIso()), {});
        const QByteArray sha = test::writeArtifact(ws, ArtifactKind::Analysis, analysis);
        PlanIntent intent;
        intent.scheme = u"fp8"_s;
        test::writeArtifact(ws, ArtifactKind::Plan, Planner::confirm(Planner::plan(ptq::AnalysisFacts::fromJson(analysis), sha, intent, QuarkCatalog::newest()).plan));
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", test::fakeBin(root.path(), {}).toUtf8()); // no tools: the environment check is not the point
        qputenv("PTQ_TARGETS_FILE", root.filePath(u"targets.json"_s).toUtf8());
        const auto restore = qScopeGuard([path] {
            qputenv("PATH", path);
            qunsetenv("PTQ_TARGETS_FILE");
        });

        AppController controller;
        controller.start(ws);
        MainWizard *wizard = controller.mainWindow()->wizard();
        QSignalSpy resumed(wizard, &MainWizard::resumed);
        QVERIFY(resumed.wait(10000));
        QCOMPARE(wizard->currentId(), int(MainWizard::CommandPageId));
        auto *runsOn = child<QComboBox>(wizard->currentPage(), u"targetComboBox"_s);
        QTest::qWait(200); // the page's first reading of the (absent) file
        QCOMPARE(runsOn->count(), 1); // this machine

        // Settings opens its own dialog, as the File menu does.
        SettingsDialog settings(controller.mainWindow());
        settings.show();
        QTest::mouseClick(child<QPushButton>(&settings, u"remoteTargetsPushButton"_s), Qt::LeftButton);
        auto *targets = settings.findChild<TargetsDialog *>();
        QVERIFY(targets);
        QTest::mouseClick(child<QPushButton>(targets, u"addTargetPushButton"_s), Qt::LeftButton);
        setText(targets, u"nameLineEdit"_s, u"gpu-box"_s);
        setText(targets, u"hostLineEdit"_s, u"gpu7.lab.example"_s);
        setText(targets, u"remoteWorkspaceLineEdit"_s, u"/scratch/alice/ptq"_s);
        setText(targets, u"quarkCliLineEdit"_s, u"/opt/quark/bin/quark-cli"_s);
        QTest::mouseClick(child<QPushButton>(targets, u"savePushButton"_s), Qt::LeftButton);

        QTRY_COMPARE_WITH_TIMEOUT(runsOn->count(), 2, 5000);
        QCOMPARE(runsOn->itemData(1).toString(), u"gpu-box"_s);
        QCOMPARE(runsOn->currentIndex(), 0); // where the command runs is not changed by it
        settings.reject();
    }

    /// Item 12 of issue 33: the dialog tests a target as page 3 does (asynchronously, read-only)
    /// and shows the result there; a failing host is named with why.
    void testConnection_showsTheCheckInTheDialog()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        TargetProfile refused = sshProfile(u"closed-port"_s);
        refused.host = u"127.0.0.1"_s;
        refused.port = 1; // nothing listens: ssh is refused at once
        QVERIFY(TargetStore::save({refused}, path).ok());
        TargetsDialog dialog(path);
        dialog.show();
        QPushButton *test = child<QPushButton>(&dialog, u"testConnectionPushButton"_s);
        QLabel *result = child<QLabel>(&dialog, u"testResultLabel"_s);
        QVERIFY(test->isVisible());
        QVERIFY(test->isEnabled());
        QVERIFY(!result->isVisible());
        QTest::mouseClick(test, Qt::LeftButton);
        QVERIFY(!test->isEnabled()); // while it runs
        QVERIFY(result->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(test->isEnabled(), 60000);
        const QString text = result->text();
        QVERIFY2(text.startsWith(u"Test of closed-port failed:"_s), qPrintable(text));
        QVERIFY2(text.contains(u"✗ "_s) && text.contains(u"127.0.0.1"_s), qPrintable(text));
        QVERIFY(!TargetStore::load(path)->isEmpty()); // nothing was written

        // An edit makes the result stale: it goes.
        setText(&dialog, u"hostLineEdit"_s, u"127.0.0.2"_s);
        QVERIFY(!result->isVisible());
        // A profile with problems cannot be tested.
        setText(&dialog, u"remoteWorkspaceLineEdit"_s, u"relative/ws"_s);
        QVERIFY(!test->isEnabled());
    }

    /// Item 12 of issue 33: a Slurm job without a GPU request usually gets none; a new Slurm target
    /// asks for one, and the field warns when it is set back to "not requested".
    void slurmTarget_asksForAGpu_andWarnsWithout()
    {
        QTemporaryDir dir;
        TargetsDialog dialog(dir.filePath(u"targets.json"_s));
        dialog.show();
        QTest::mouseClick(child<QPushButton>(&dialog, u"addTargetPushButton"_s), Qt::LeftButton);
        chooseKind(&dialog, TargetKind::Slurm);
        QSpinBox *gpus = child<QSpinBox>(&dialog, u"gpusSpinBox"_s);
        QLabel *warning = child<QLabel>(&dialog, u"gpusWarningLabel"_s);
        QCOMPARE(gpus->value(), 1);
        QVERIFY(!warning->isVisible());
        gpus->setValue(0);
        QVERIFY(warning->isVisible());
        QVERIFY2(warning->text().contains(u"No GPU is requested"_s), qPrintable(warning->text()));
        gpus->setValue(2);
        QVERIFY(!warning->isVisible());
        // A saved Slurm target keeps what it asks for, even none (with the warning).
        gpus->setValue(0);
        setText(&dialog, u"hostLineEdit"_s, u"login.hpc.example"_s);
        setText(&dialog, u"remoteWorkspaceLineEdit"_s, u"/scratch/alice/ptq"_s);
        setText(&dialog, u"quarkCliLineEdit"_s, u"/opt/quark/bin/quark-cli"_s);
        dialog.accept();
        QCOMPARE(dialog.profiles().value(0).slurm.gpus, 0);
        TargetsDialog again(dir.filePath(u"targets.json"_s));
        again.show();
        QCOMPARE(child<QSpinBox>(&again, u"gpusSpinBox"_s)->value(), 0);
        QVERIFY(child<QLabel>(&again, u"gpusWarningLabel"_s)->isVisible());
    }

    void screenshots()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"targets.json"_s);
        TargetProfile cluster = sshProfile(u"cluster"_s);
        cluster.kind = TargetKind::Slurm;
        cluster.host = u"login.hpc.example"_s;
        cluster.proxyJump = u"bastion.example"_s;
        cluster.slurm.partition = u"gpu"_s;
        cluster.slurm.account = u"proj42"_s;
        cluster.slurm.timeLimitMinutes = 240;
        cluster.slurm.gpus = 8;
        cluster.slurm.memory = u"512G"_s;
        cluster.slurm.extraDirectives = {u"--exclusive"_s};
        cluster.slurm.srunFlags = {u"--container-image=rocm/pytorch:latest"_s};
        TargetProfile box = sshProfile(u"gpu-box"_s);
        box.user = u"alice"_s;
        box.identityFile = u"/home/alice/.ssh/id_ed25519"_s;
        QVERIFY(TargetStore::save({box, cluster}, path).ok());
        TargetsDialog dialog(path);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        ptq::test::saveShot(&dialog, u"targets-ssh"_s);
        dialog.select(u"cluster"_s);
        QCoreApplication::processEvents();
        ptq::test::saveShot(&dialog, u"targets-slurm"_s);
        setText(&dialog, u"remoteWorkspaceLineEdit"_s, u"scratch/ptq"_s);
        setText(&dialog, u"memoryLineEdit"_s, u"512 GB"_s);
        QCoreApplication::processEvents(); // the layout makes room for the problems
        ptq::test::saveShot(&dialog, u"targets-problem"_s);
        writeFile(path, "{\"targets\": 3}");
        TargetsDialog damaged(path);
        damaged.show();
        QVERIFY(QTest::qWaitForWindowExposed(&damaged));
        ptq::test::saveShot(&damaged, u"targets-damaged"_s);
        TargetsDialog none(dir.filePath(u"none.json"_s));
        none.show();
        QVERIFY(QTest::qWaitForWindowExposed(&none));
        ptq::test::saveShot(&none, u"targets-empty"_s);
    }
};

QTEST_MAIN(TestTargetsDialog)
#include "tst_targetsdialog.moc"
