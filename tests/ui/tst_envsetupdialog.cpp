#include "command/resourceestimate.h"
#include "dialogs.h"
#include "statuscolours.h"
#include "env/envrecipe.h"
#include "env/pipprogress.h"
#include "envsetupdialog.h"
#include "fixedfont.h"
#include "logview.h"
#include "testsupport.h"
#include "uitestsupport.h"

#include <QClipboard>
#include <QFile>
#include <QApplication>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>

#include <functional>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;
using namespace ptq::ui;
using ptq::test::child;

namespace {

const QString kTarget = u"/home/ada/.local/share/ptq-studio/quark-env"_s;

QByteArray readSource(const QString &relative)
{
    QFile f(PTQ_SOURCE_DIR + u'/' + relative);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

QByteArray fixture(const QString &name)
{
    QFile f(PTQ_FIXTURES_DIR + u"/pip/"_s + name + u".txt"_s);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(f.fileName()));
    return f.readAll();
}

// The shipped locks, as tst_envrecipe builds them.
RecipeInput shippedInput(const Accelerator &accelerator, const QString &target = kTarget)
{
    RecipeInput in;
    in.python = u"/usr/bin/python3.12"_s;
    in.targetDir = target;
    in.accelerator = accelerator;
    in.lockText = readSource(u"packaging/quark-env.lock"_s);
    in.managedText = readSource(u"packaging/quark-env-managed.lock"_s);
    return in;
}

EnvRecipe recipeFor(const Accelerator &accelerator, const QString &target = kTarget)
{
    return EnvRecipeBuilder::build(shippedInput(accelerator, target));
}

// Every state a real capture passes through: fed up to each '\r' or '\n', as a pipe delivers it.
QList<PipProgress::State> statesOf(const QString &name, std::optional<int> exitCode)
{
    const QByteArray bytes = fixture(name);
    PipProgress pip;
    QList<PipProgress::State> out;
    qsizetype from = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes.at(i) == '\n' || bytes.at(i) == '\r') {
            pip.feed(bytes.mid(from, i + 1 - from));
            out.append(pip.state());
            from = i + 1;
        }
    }
    pip.feed(bytes.mid(from));
    pip.finish(exitCode);
    out.append(pip.state());
    return out;
}

PipProgress::State firstState(const QString &name, std::optional<int> exitCode,
                              const std::function<bool(const PipProgress::State &)> &wanted)
{
    for (const PipProgress::State &s : statesOf(name, exitCode)) {
        if (wanted(s))
            return s;
    }
    qFatal("no such state in %s", qPrintable(name));
}

QColor textColour(QWidget *w)
{
    return w->palette().color(QPalette::WindowText);
}

} // namespace

class TestEnvSetupDialog : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void review_showsWhatWillHappen();
    void approve_emitsRecipeDigest();
    void invalidRecipe_cannotBeApproved();
    void cpuFallback_isAWarningWithItsReason();
    void unknownDownload_saysUnknownAndWhy();
    void folderChange_emitsAndWaitsForTheNewRecipe();
    void steps_showTheirStates();
    void downloadProgress_fromRealPip_isDeterminate();
    void resolving_fromRealPip_isBusy();
    void speed_fromRealPip_isShown();
    void stall_isShownAndCleared();
    void log_isBoundedAndFollowsUnlessScrolledUp();
    void cancel_asksThenEmits();
    void escapeWhileRunning_asks();
    void escapeOnReview_closes();
    void succeeded_offersTheEnvironment();
    void failed_namesStepErrorAndLog();
    void unreachableTorchIndex_offersPipsOwnIndex();
    void cancelled_isAmber();
    void cpuBuild_reviewSaysItCannotQuantize();
    void failedStep_isLabelledByTheProgramThatRan_data();
    void failedStep_isLabelledByTheProgramThatRan();
    void typedFolder_emitsAndShowsItsProblem();
    void overallProgress_saysStepNofM();
    void removingFailedAttempt_isShownWithElapsedTime();
    void pipDone_countsInstalledAndKept();
    void renders_everyState();
    void found_offersTheEnvironmentsFirst_andUsesOne();
    void found_none_reviewSaysSoAndWhereItLooked();
    void found_setUpNew_goesToTheReview_andBack();
};

void TestEnvSetupDialog::cleanup()
{
    Dialogs::setQuestionHook({});
    Dialogs::setDirectoryHook({});
}

void TestEnvSetupDialog::review_showsWhatWillHappen()
{
    const EnvRecipe recipe = recipeFor(Accelerator::cuda(13, 0));
    QVERIFY2(recipe.isValid(), qPrintable(recipe.problems.join(u'\n')));
    EnvSetupDialog dialog;
    dialog.setRecipe(recipe, kTarget);
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Review);
    QCOMPARE(child<QLineEdit>(&dialog, u"envFolderLineEdit"_s)->text(), kTarget);
    const QString torch = child<QLabel>(&dialog, u"envTorchLabel"_s)->text();
    QVERIFY2(torch.contains(u"for CUDA 13.0"_s), qPrintable(torch));
    QVERIFY2(torch.contains(recipe.choice.reason), qPrintable(torch));
    QVERIFY(!torch.startsWith(u"⚠"_s));
    // Every step's exact command, in order, in a fixed-width, read-only, selectable view.
    auto *commands = child<QPlainTextEdit>(&dialog, u"envCommandsPlainTextEdit"_s);
    QVERIFY(commands->isReadOnly());
    QVERIFY(commands->textInteractionFlags() & Qt::TextSelectableByMouse);
    qsizetype at = 0;
    for (const EnvStep &step : recipe.steps) {
        const qsizetype found = commands->toPlainText().indexOf(step.display(), at);
        QVERIFY2(found >= 0, qPrintable(step.display()));
        at = found + step.display().size();
    }
    // Where the packages come from: PyTorch's index from its step, the builder's notes under it.
    const QString sources = child<QLabel>(&dialog, u"envSourcesLabel"_s)->text();
    QVERIFY2(sources.contains(u"PyTorch: from %1"_s.arg(recipe.choice.variant.indexUrl)), qPrintable(sources));
    QVERIFY2(sources.contains(u"Quark and the other packages: from PyPI"_s), qPrintable(sources));
    QVERIFY(!recipe.notes.isEmpty());
    for (const QString &note : recipe.notes)
        QVERIFY(child<QLabel>(&dialog, u"envNotesLabel"_s)->text().contains(note));
    const QString download = child<QLabel>(&dialog, u"envDownloadLabel"_s)->text();
    QVERIFY(recipe.downloadBytes() > 0);
    QVERIFY2(download.contains(ResourceEstimator::sizeText(double(recipe.downloadBytes()))), qPrintable(download));
    QVERIFY2(download.contains(u"±"_s), qPrintable(download));
    QCOMPARE(child<QLabel>(&dialog, u"envQuestionLabel"_s)->text(), u"Run these exact commands?"_s);
    QVERIFY(child<QPushButton>(&dialog, u"envApprovePushButton"_s)->isEnabled());
    QVERIFY(!child<QPushButton>(&dialog, u"envApprovePushButton"_s)->autoDefault());
    // Every control can be named by a screen reader.
    for (QWidget *w : dialog.findChildren<QWidget *>()) {
        if (qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w) || qobject_cast<QPlainTextEdit *>(w)
            || qobject_cast<QListWidget *>(w) || qobject_cast<QProgressBar *>(w))
            QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
    }
}

void TestEnvSetupDialog::approve_emitsRecipeDigest()
{
    const EnvRecipe recipe = recipeFor(Accelerator::cuda(13, 0));
    EnvSetupDialog dialog;
    QSignalSpy approved(&dialog, &EnvSetupDialog::approved);
    dialog.setRecipe(recipe, kTarget);
    QVERIFY(approved.isEmpty()); // nothing runs before approval
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    QCOMPARE(approved.size(), 1);
    QCOMPARE(approved.first().first().toByteArray(), recipe.digest());
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Progress);
    QVERIFY(dialog.isRunning());
    QCOMPARE(child<QListWidget>(&dialog, u"envStepsListWidget"_s)->count(), recipe.steps.size());
    // A second approval of the same run is not possible (the page is gone, and the slot refuses).
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    QCOMPARE(approved.size(), 1);
}

void TestEnvSetupDialog::invalidRecipe_cannotBeApproved()
{
    RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
    in.lockText = "amd-quark==0.13\n"; // no torch: no recipe
    const EnvRecipe recipe = EnvRecipeBuilder::build(in);
    QVERIFY(!recipe.isValid());
    EnvSetupDialog dialog;
    QSignalSpy approved(&dialog, &EnvSetupDialog::approved);
    dialog.setRecipe(recipe, kTarget);
    auto *approve = child<QPushButton>(&dialog, u"envApprovePushButton"_s);
    QVERIFY(!approve->isEnabled());
    approve->click();
    QTest::mouseClick(approve, Qt::LeftButton);
    QVERIFY(approved.isEmpty());
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Review);
    auto *problems = child<QLabel>(&dialog, u"envProblemsLabel"_s);
    QVERIFY(!problems->isHidden());
    for (const QString &p : recipe.problems)
        QVERIFY2(problems->text().contains(p), qPrintable(problems->text()));
    QVERIFY(!child<QPlainTextEdit>(&dialog, u"envCommandsPlainTextEdit"_s)->isVisibleTo(&dialog)); // no empty box
    // A valid recipe afterwards can be approved again.
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    QVERIFY(approve->isEnabled());
    QVERIFY(problems->isHidden());
    QVERIFY(child<QPlainTextEdit>(&dialog, u"envCommandsPlainTextEdit"_s)->isVisibleTo(&dialog));
}

void TestEnvSetupDialog::cpuFallback_isAWarningWithItsReason()
{
    const EnvRecipe recipe = recipeFor(Accelerator::cuda(11, 8)); // older than every CUDA build of the lock
    QVERIFY(recipe.choice.fellBack);
    QVERIFY(recipe.choice.variant.kind == Accelerator::Kind::Cpu);
    EnvSetupDialog dialog;
    dialog.setRecipe(recipe, kTarget);
    auto *torch = child<QLabel>(&dialog, u"envTorchLabel"_s);
    QVERIFY2(torch->text().startsWith(u"⚠"_s), qPrintable(torch->text()));
    QVERIFY(torch->text().contains(u"CPU"_s));
    QVERIFY(torch->text().contains(recipe.choice.reason));
    QCOMPARE(textColour(torch), ptq::ui::statusColour(ptq::ui::Tone::Warning));
    QVERIFY(child<QPushButton>(&dialog, u"envApprovePushButton"_s)->isEnabled()); // a warning, not a block
}

void TestEnvSetupDialog::unknownDownload_saysUnknownAndWhy()
{
    const EnvRecipe recipe = recipeFor(Accelerator::rocm(7, 2)); // ROCm builds are not measured
    QVERIFY(recipe.isValid());
    QCOMPARE(recipe.downloadBytes(), -1);
    EnvSetupDialog dialog;
    dialog.setRecipe(recipe, kTarget);
    const QString download = child<QLabel>(&dialog, u"envDownloadLabel"_s)->text();
    QVERIFY2(download.startsWith(u"Download: unknown"_s), qPrintable(download));
    for (const EnvStep &step : recipe.steps) {
        if (step.downloads && step.downloadBytes < 0)
            QVERIFY2(download.contains(step.sizeNote), qPrintable(download));
    }
    QVERIFY(child<QLabel>(&dialog, u"envTorchLabel"_s)->text().contains(u"for ROCm 7.2"_s));
}

void TestEnvSetupDialog::folderChange_emitsAndWaitsForTheNewRecipe()
{
    const QString other = u"/data/envs/quark-0.13"_s;
    Dialogs::setDirectoryHook([&](const QString &) { return other; });
    EnvSetupDialog dialog;
    QSignalSpy changed(&dialog, &EnvSetupDialog::folderChanged);
    QSignalSpy approved(&dialog, &EnvSetupDialog::approved);
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    auto *approve = child<QPushButton>(&dialog, u"envApprovePushButton"_s);
    child<QPushButton>(&dialog, u"envFolderBrowsePushButton"_s)->click();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().first().toString(), other);
    QCOMPARE(child<QLineEdit>(&dialog, u"envFolderLineEdit"_s)->text(), other);
    // The commands shown are still the old folder's: they cannot be approved until the new ones come.
    QVERIFY(!approve->isEnabled());
    approve->click();
    QVERIFY(approved.isEmpty());
    const EnvRecipe moved = recipeFor(Accelerator::cuda(13, 0), other);
    dialog.setRecipe(moved, other);
    QVERIFY(approve->isEnabled());
    QVERIFY(child<QPlainTextEdit>(&dialog, u"envCommandsPlainTextEdit"_s)->toPlainText().contains(other));
    approve->click();
    QCOMPARE(approved.first().first().toByteArray(), moved.digest());
}

void TestEnvSetupDialog::steps_showTheirStates()
{
    const EnvRecipe recipe = recipeFor(Accelerator::cuda(13, 0));
    QVERIFY(recipe.steps.size() >= 3);
    EnvSetupDialog dialog;
    dialog.setRecipe(recipe, kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    auto *steps = child<QListWidget>(&dialog, u"envStepsListWidget"_s);
    for (int i = 0; i < steps->count(); ++i)
        QVERIFY2(steps->item(i)->text().startsWith(u"○"_s), qPrintable(steps->item(i)->text()));
    dialog.setStepState(0, EnvSetupDialog::StepState::Done);
    dialog.setStepState(1, EnvSetupDialog::StepState::Running);
    QVERIFY(steps->item(0)->text().startsWith(u"✓"_s));
    QVERIFY(steps->item(0)->text().contains(recipe.steps.at(0).description));
    QVERIFY(steps->item(1)->text().startsWith(u"▶"_s));
    QVERIFY(steps->item(2)->text().startsWith(u"○"_s));
    QCOMPARE(child<QLabel>(&dialog, u"envProgressHeadlineLabel"_s)->text(),
             u"Step 2 of %1: %2"_s.arg(recipe.steps.size()).arg(recipe.steps.at(1).description));
    dialog.setStepState(1, EnvSetupDialog::StepState::Failed);
    QVERIFY(steps->item(1)->text().startsWith(u"✗"_s));
    QCOMPARE(dialog.stepState(1), EnvSetupDialog::StepState::Failed);
    dialog.setStepState(99, EnvSetupDialog::StepState::Done); // out of range: ignored
    QCOMPARE(steps->count(), recipe.steps.size());
}

void TestEnvSetupDialog::downloadProgress_fromRealPip_isDeterminate()
{
    // pip 26 with --progress-bar raw: the bytes of numpy's wheel as pip counts them.
    const PipProgress::State s = firstState(u"pip26_raw"_s, 0, [](const PipProgress::State &s) {
        return s.phase == PipProgress::Phase::Downloading && s.bytesDone > 0 && s.bytesDone < s.bytesTotal;
    });
    EnvSetupDialog dialog;
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    dialog.setStepState(1, EnvSetupDialog::StepState::Running);
    auto *bar = child<QProgressBar>(&dialog, u"envProgressBar"_s);
    QCOMPARE(bar->maximum(), 0); // nothing counted yet: busy
    dialog.setPipState(s);
    const QString text = dialog.progressText();
    QCOMPARE(child<QLabel>(&dialog, u"envPipLabel"_s)->text(), text);
    QVERIFY2(text.startsWith(u"Downloading %1"_s.arg(s.package)), qPrintable(text));
    QVERIFY2(text.contains(s.version), qPrintable(text));
    QVERIFY2(text.contains(u"%1 of %2"_s.arg(ResourceEstimator::sizeText(double(s.bytesDone)),
                                             ResourceEstimator::sizeText(double(s.bytesTotal)))),
             qPrintable(text));
    QVERIFY(bar->maximum() > 0); // determinate
    QCOMPARE(bar->value(), int(s.bytesDone * bar->maximum() / s.bytesTotal));
}

void TestEnvSetupDialog::resolving_fromRealPip_isBusy()
{
    const QList<PipProgress::State> states = statesOf(u"pip26_raw"_s, 0);
    const PipProgress::State resolving = states.first();
    QCOMPARE(resolving.phase, PipProgress::Phase::Resolving);
    // Downloading, but pip has not counted a byte yet (piped pip 23: the size only).
    const PipProgress::State sized = firstState(u"pip23_numpy_piped"_s, 0, [](const PipProgress::State &s) {
        return s.phase == PipProgress::Phase::Downloading && s.bytesTotal > 0 && s.bytesDone <= 0;
    });
    EnvSetupDialog dialog;
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    auto *bar = child<QProgressBar>(&dialog, u"envProgressBar"_s);
    dialog.setPipState(states.at(states.size() / 2)); // something determinate first
    dialog.setPipState(resolving);
    QCOMPARE(bar->maximum(), 0);
    QVERIFY2(dialog.progressText().contains(resolving.package), qPrintable(dialog.progressText()));
    QVERIFY(dialog.progressText().startsWith(u"Finding the packages"_s));
    dialog.setPipState(sized);
    QCOMPARE(bar->maximum(), 0); // not a bar stuck at 0 %
    QVERIFY2(dialog.progressText().contains(ResourceEstimator::sizeText(double(sized.bytesTotal))),
             qPrintable(dialog.progressText()));
    // The end of a real install.
    dialog.setPipState(states.last());
    QCOMPARE(states.last().phase, PipProgress::Phase::Done);
    QVERIFY2(dialog.progressText().contains(QString::number(states.last().installed.size())), qPrintable(dialog.progressText()));
}

void TestEnvSetupDialog::speed_fromRealPip_isShown()
{
    const PipProgress::State s = firstState(u"pip23_numpy_tty"_s, 0,
                                            [](const PipProgress::State &s) { return s.bytesPerSecond > 0 && s.bytesDone > 0; });
    const QString text = EnvSetupDialog::pipText(s);
    QVERIFY2(text.contains(ResourceEstimator::sizeText(s.bytesPerSecond) + u"/s"_s), qPrintable(text));
}

void TestEnvSetupDialog::stall_isShownAndCleared()
{
    EnvSetupDialog dialog;
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    auto *stall = child<QLabel>(&dialog, u"envStallLabel"_s);
    QVERIFY(stall->isHidden());
    dialog.setStalled(3 * 60'000 + 5'000);
    QVERIFY(!stall->isHidden());
    QVERIFY2(stall->text().startsWith(u"No output for 3 min — pip may be waiting on the network"_s), qPrintable(stall->text()));
    QVERIFY(stall->text().contains(u"Cancel setup"_s));
    dialog.setStalled(45'000);
    QVERIFY(stall->text().startsWith(u"No output for 45 s"_s));
    dialog.clearStalled();
    QVERIFY(stall->isHidden());
}

void TestEnvSetupDialog::log_isBoundedAndFollowsUnlessScrolledUp()
{
    EnvSetupDialog dialog;
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *log = child<LogView>(&dialog, u"envLogPlainTextEdit"_s);
    QVERIFY(log->isHidden()); // collapsed until asked for
    child<QToolButton>(&dialog, u"showLogToolButton"_s)->click();
    QVERIFY(!log->isHidden());
    QCOMPARE(QFontInfo(log->font()).family(), QFontInfo(fixedFont()).family()); // fixed-pitch: tst_fixedfont
    // Real pip output, many times over: more lines than the view keeps.
    const QString capture = QString::fromUtf8(fixture(u"pip26_raw"_s)).trimmed();
    const int perCapture = int(capture.count(u'\n')) + 1;
    int appended = 0;
    while (appended <= LogView::kMaxLines + 500) {
        dialog.appendLog(capture);
        appended += perCapture;
        if (appended % (LogView::kMaxBatch / 2) < perCapture)
            log->flush();
    }
    dialog.appendLog(u"the last line"_s);
    log->flush();
    QVERIFY2(log->document()->blockCount() <= LogView::kMaxLines, qPrintable(QString::number(log->document()->blockCount())));
    QVERIFY(log->toPlainText().endsWith(u"the last line"_s));
    QScrollBar *bar = log->verticalScrollBar();
    QCOMPARE(bar->value(), bar->maximum()); // follows the end
    // Scrolled up to read: new lines do not pull the view down.
    bar->setValue(bar->maximum() / 2);
    const int kept = bar->value();
    dialog.appendLog(capture);
    log->flush();
    // (At the bound the oldest lines go, so the same text sits a little higher: never lower.)
    QVERIFY2(bar->value() <= kept && bar->value() >= kept - perCapture, qPrintable(QString::number(bar->value())));
    QVERIFY(bar->value() < bar->maximum() - perCapture);
    // Back at the end: following again.
    bar->setValue(bar->maximum());
    dialog.appendLog(capture);
    log->flush();
    QCOMPARE(bar->value(), bar->maximum());
}

void TestEnvSetupDialog::cancel_asksThenEmits()
{
    QStringList asked;
    bool answer = false;
    Dialogs::setQuestionHook([&](const QString &title, const QString &text) {
        asked.append(title + u'|' + text);
        return answer;
    });
    EnvSetupDialog dialog;
    QSignalSpy cancel(&dialog, &EnvSetupDialog::cancelRequested);
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    auto *button = child<QPushButton>(&dialog, u"envCancelPushButton"_s);
    button->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().startsWith(u"Stop the setup?|"_s), qPrintable(asked.first()));
    QVERIFY(asked.first().contains(u"half-made environment is removed"_s));
    QVERIFY(cancel.isEmpty()); // "No": keeps running
    QVERIFY(dialog.isRunning());
    QVERIFY(button->isEnabled());
    answer = true;
    button->click();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(cancel.size(), 1);
    QVERIFY(!button->isEnabled()); // once: the service is stopping it
    QVERIFY(dialog.progressText().startsWith(u"Stopping"_s));
    button->click();
    QCOMPARE(cancel.size(), 1);
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Progress); // until the service says it ended
}

void TestEnvSetupDialog::escapeWhileRunning_asks()
{
    int asked = 0;
    bool answer = false;
    Dialogs::setQuestionHook([&](const QString &, const QString &) {
        ++asked;
        return answer;
    });
    EnvSetupDialog dialog;
    QSignalSpy cancel(&dialog, &EnvSetupDialog::cancelRequested);
    QSignalSpy rejected(&dialog, &QDialog::rejected);
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(asked, 1);
    QVERIFY(dialog.isVisible());
    QVERIFY(rejected.isEmpty());
    QVERIFY(!dialog.close()); // the window's close button asks too
    QCOMPARE(asked, 2);
    QVERIFY(dialog.isVisible());
    answer = true;
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(asked, 3);
    QCOMPARE(cancel.size(), 1);
    QVERIFY(dialog.isVisible()); // closes when it has ended, not before
    dialog.setFinished({EnvSetupResult::Outcome::Cancelled, {}, {}, -1, {}, u"/tmp/setup.log"_s, kTarget});
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(asked, 3);
    QCOMPARE(rejected.size(), 1);
}

void TestEnvSetupDialog::escapeOnReview_closes()
{
    int asked = 0;
    Dialogs::setQuestionHook([&](const QString &, const QString &) { return ++asked, false; });
    EnvSetupDialog dialog;
    QSignalSpy rejected(&dialog, &QDialog::rejected);
    QSignalSpy approved(&dialog, &EnvSetupDialog::approved);
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClick(&dialog, Qt::Key_Return); // Enter does not approve
    QVERIFY(approved.isEmpty());
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(asked, 0);
    QCOMPARE(rejected.size(), 1);
}

void TestEnvSetupDialog::succeeded_offersTheEnvironment()
{
    EnvSetupDialog dialog;
    QSignalSpy use(&dialog, &EnvSetupDialog::useEnvironment);
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    EnvSetupResult result;
    result.outcome = EnvSetupResult::Outcome::Succeeded;
    result.versions = {{u"amd-quark"_s, u"0.13"_s}, {u"torch"_s, u"2.14.1+cu130"_s}};
    result.logPath = u"/home/ada/.local/share/ptq-studio/logs/env-setup.log"_s;
    result.envPath = kTarget;
    dialog.setFinished(result);
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Result);
    QVERIFY(!dialog.isRunning());
    auto *headline = child<QLabel>(&dialog, u"envResultHeadlineLabel"_s);
    QCOMPARE(headline->text(), u"Quark is ready"_s);
    QCOMPARE(textColour(headline), ptq::ui::statusColour(ptq::ui::Tone::Good));
    const QString body = child<QLabel>(&dialog, u"envResultBodyLabel"_s)->text();
    QVERIFY(body.contains(u"amd-quark 0.13"_s));
    QVERIFY(body.contains(u"torch 2.14.1+cu130"_s));
    QVERIFY(!child<QPushButton>(&dialog, u"envRetryPushButton"_s)->isVisibleTo(&dialog));
    auto *useButton = child<QPushButton>(&dialog, u"useEnvironmentPushButton"_s);
    QVERIFY(useButton->isVisibleTo(&dialog));
    QVERIFY(child<QPushButton>(&dialog, u"envClosePushButton"_s)->isVisibleTo(&dialog));
    useButton->click();
    QCOMPARE(use.size(), 1);
    QCOMPARE(use.first().first().toString(), kTarget);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestEnvSetupDialog::failed_namesStepErrorAndLog()
{
    const PipProgress::State failedPip = statesOf(u"pip26_nomatch"_s, 1).last();
    QCOMPARE(failedPip.error.kind, PipProgress::ErrorKind::NoMatchingDistribution);
    const EnvRecipe recipe = recipeFor(Accelerator::cuda(13, 0));
    EnvSetupDialog dialog;
    QSignalSpy retry(&dialog, &EnvSetupDialog::retryRequested);
    QSignalSpy approved(&dialog, &EnvSetupDialog::approved);
    dialog.setRecipe(recipe, kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    dialog.setStepState(0, EnvSetupDialog::StepState::Done);
    dialog.setStepState(1, EnvSetupDialog::StepState::Running);
    dialog.setPipState(failedPip);
    QVERIFY(dialog.progressText().contains(failedPip.error.message));
    EnvSetupResult result;
    result.outcome = EnvSetupResult::Outcome::Failed;
    result.error = failedPip.error;
    result.failedStep = 1;
    result.logPath = u"/home/ada/.local/share/ptq-studio/logs/env-setup.log"_s;
    dialog.setFinished(result);
    QCOMPARE(dialog.stepState(1), EnvSetupDialog::StepState::Failed);
    auto *headline = child<QLabel>(&dialog, u"envResultHeadlineLabel"_s);
    QCOMPARE(headline->text(), u"Setup failed at step 2 of %1: %2"_s.arg(recipe.steps.size()).arg(recipe.steps.at(1).description));
    QCOMPARE(textColour(headline), ptq::ui::statusColour(ptq::ui::Tone::Failed));
    const QString body = child<QLabel>(&dialog, u"envResultBodyLabel"_s)->text();
    QVERIFY2(body.contains(failedPip.error.message.toHtmlEscaped()), qPrintable(body));
    QVERIFY2(body.contains(failedPip.error.detail.toHtmlEscaped()), qPrintable(body));
    QVERIFY(child<QLabel>(&dialog, u"envLogPathLabel"_s)->text().contains(result.logPath));
    QVERIFY(child<QPushButton>(&dialog, u"openEnvLogPushButton"_s)->isVisibleTo(&dialog));
    QVERIFY(child<QPushButton>(&dialog, u"copyEnvLogPathPushButton"_s)->isVisibleTo(&dialog));
    QVERIFY(!child<QPushButton>(&dialog, u"useEnvironmentPushButton"_s)->isVisibleTo(&dialog));
    // A package the index lacks is not a network problem: no other index is offered.
    QVERIFY(!child<QPushButton>(&dialog, u"envFallbackIndexPushButton"_s)->isVisibleTo(&dialog));
    child<QPushButton>(&dialog, u"copyEnvLogPathPushButton"_s)->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), result.logPath);
    // Try again goes back through the gate: the commands are shown and need a new approval.
    child<QPushButton>(&dialog, u"envRetryPushButton"_s)->click();
    QCOMPARE(retry.size(), 1);
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Review);
    QCOMPARE(approved.size(), 1);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    QCOMPARE(approved.size(), 2);
    QCOMPARE(dialog.stepState(1), EnvSetupDialog::StepState::Waiting); // a fresh step list
}

void TestEnvSetupDialog::unreachableTorchIndex_offersPipsOwnIndex()
{
    // Real pip: the PyTorch index does not resolve, pip.conf's other indexes lack the build, and
    // pip ends with a "conflict". What to fix is the index, and the way out is pip's own one.
    const PipProgress::State failedPip = statesOf(u"pip23_torchindex_nodns_constraint"_s, 1).last();
    QCOMPARE(failedPip.error.kind, PipProgress::ErrorKind::NoNetwork);
    const EnvRecipe recipe = recipeFor(Accelerator::cuda(13, 0));
    const EnvStep &torch = recipe.steps.at(1);
    QCOMPARE(torch.kind, EnvStep::Kind::InstallTorch);
    const QString index = torch.arguments.value(torch.arguments.indexOf(u"--index-url"_s) + 1);
    QVERIFY2(index.startsWith(u"https://download.pytorch.org/"_s), qPrintable(index));
    EnvSetupDialog dialog;
    QSignalSpy fallback(&dialog, &EnvSetupDialog::fallbackIndexRequested);
    QSignalSpy retry(&dialog, &EnvSetupDialog::retryRequested);
    dialog.setRecipe(recipe, kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    EnvSetupResult result;
    result.outcome = EnvSetupResult::Outcome::Failed;
    result.error = failedPip.error;
    result.failedStep = 1;
    result.logPath = u"/home/ada/.local/share/ptq-studio/environments/quark-0.13-cu130-setup.log"_s;
    dialog.setFinished(result);
    const QString body = child<QLabel>(&dialog, u"envResultBodyLabel"_s)->text();
    QVERIFY2(body.contains(u"Could not reach https://download.pytorch.invalid/whl/cpu"_s), qPrintable(body));
    QVERIFY2(!body.contains(u"Loosen"_s), qPrintable(body));
    QVERIFY2(body.contains(index.toHtmlEscaped()) && body.contains(u"Try with pip's own index"_s), qPrintable(body));
    auto *button = child<QPushButton>(&dialog, u"envFallbackIndexPushButton"_s);
    QVERIFY(button->isVisibleTo(&dialog));
    QVERIFY(child<QPushButton>(&dialog, u"envRetryPushButton"_s)->isVisibleTo(&dialog));
    ptq::test::saveShot(&dialog, u"env-setup-unreachable-index"_s);
    button->click();
    QCOMPARE(fallback.size(), 1);
    QCOMPARE(retry.size(), 0);
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Review); // nothing runs before the new commands are approved

    // Failing at the same step with pip's own index: nothing else to offer.
    RecipeInput own = shippedInput(Accelerator::cuda(13, 0));
    own.overrides.cuda = QString();
    EnvSetupDialog second;
    second.setRecipe(EnvRecipeBuilder::build(own), kTarget);
    child<QPushButton>(&second, u"envApprovePushButton"_s)->click();
    second.setFinished(result);
    QVERIFY(!child<QPushButton>(&second, u"envFallbackIndexPushButton"_s)->isVisibleTo(&second));

    // An index with credentials (issue #36 item 4): pip gets it through PIP_INDEX_URL, not its
    // argv; the dialog still names it (redacted) and still offers pip's own index in its place.
    RecipeInput secret = shippedInput(Accelerator::cuda(13, 0));
    secret.overrides.cuda = u"https://ada:s3cret-token-123@mirror.corp.example/pytorch/cu130"_s;
    const EnvRecipe withToken = EnvRecipeBuilder::build(secret);
    QVERIFY(!withToken.steps.at(1).arguments.contains(u"--index-url"_s));
    EnvSetupDialog third;
    third.setRecipe(withToken, kTarget);
    const QString sources = child<QLabel>(&third, u"envSourcesLabel"_s)->text();
    QVERIFY2(sources.contains(u"PyTorch: from https://[redacted]@mirror.corp.example/pytorch/cu130"_s), qPrintable(sources));
    child<QPushButton>(&third, u"envApprovePushButton"_s)->click();
    third.setFinished(result);
    const QString said = child<QLabel>(&third, u"envResultBodyLabel"_s)->text();
    QVERIFY2(said.contains(u"[redacted]@mirror.corp.example"_s), qPrintable(said));
    QVERIFY2(!said.contains(u"s3cret-token-123"_s), qPrintable(said));
    QVERIFY(child<QPushButton>(&third, u"envFallbackIndexPushButton"_s)->isVisibleTo(&third));
}

void TestEnvSetupDialog::cancelled_isAmber()
{
    EnvSetupDialog dialog;
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    EnvSetupResult result;
    result.outcome = EnvSetupResult::Outcome::Cancelled;
    dialog.setFinished(result);
    auto *headline = child<QLabel>(&dialog, u"envResultHeadlineLabel"_s);
    QCOMPARE(headline->text(), u"Setup cancelled — nothing was installed for use; the half-made folder was removed."_s);
    QCOMPARE(textColour(headline), ptq::ui::statusColour(ptq::ui::Tone::Warning));
    QVERIFY(!child<QPushButton>(&dialog, u"useEnvironmentPushButton"_s)->isVisibleTo(&dialog));
    QVERIFY(child<QPushButton>(&dialog, u"envRetryPushButton"_s)->isVisibleTo(&dialog));
    QVERIFY(!child<QLabel>(&dialog, u"envLogPathLabel"_s)->isVisibleTo(&dialog)); // no log path given
}

void TestEnvSetupDialog::cpuBuild_reviewSaysItCannotQuantize()
{
    // Before approval, in the review itself, not after a 5-minute install on page 3.
    const EnvRecipe cpu = recipeFor(Accelerator::cpu());
    QCOMPARE(cpu.warnings.size(), 1);
    EnvSetupDialog dialog;
    dialog.setRecipe(cpu, kTarget);
    auto *warnings = child<QLabel>(&dialog, u"envWarningsLabel"_s);
    QVERIFY(!warnings->isHidden());
    QVERIFY2(warnings->text().contains(u"quark-cli 0.13 cannot quantize"_s), qPrintable(warnings->text()));
    QVERIFY(warnings->text().startsWith(u"⚠"_s));
    QCOMPARE(textColour(warnings), ptq::ui::statusColour(ptq::ui::Tone::Warning));
    // Plainly: not in the small print of the notes.
    QVERIFY(!child<QLabel>(&dialog, u"envNotesLabel"_s)->text().contains(u"cannot quantize"_s));
    QVERIFY(child<QPushButton>(&dialog, u"envApprovePushButton"_s)->isEnabled()); // still useful: a warning
    // Made, it is still the CPU build: the result says so again beside "Use this environment".
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    EnvSetupResult done;
    done.outcome = EnvSetupResult::Outcome::Succeeded;
    done.envPath = kTarget;
    dialog.setFinished(done);
    QVERIFY2(child<QLabel>(&dialog, u"envResultBodyLabel"_s)->text().contains(u"cannot quantize"_s),
             qPrintable(child<QLabel>(&dialog, u"envResultBodyLabel"_s)->text()));
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    QVERIFY(warnings->isHidden());
}

void TestEnvSetupDialog::failedStep_isLabelledByTheProgramThatRan_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("label");
    QTest::newRow("venv") << 0 << u"Error: [Errno 13] Permission denied: '/data/envs/bin'"_s << u"Python said:"_s;
    QTest::newRow("pip") << 2 << u"ERROR: No matching distribution found for amd-quark==0.13"_s << u"pip said:"_s;
    QTest::newRow("import check") << 3
                                  << u"Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
                                     u"ModuleNotFoundError: No module named 'datasets'"_s
                                  << u"Python said:"_s;
    QTest::newRow("first start") << 4 << u"Traceback (most recent call last):\nRuntimeError: Error building extension 'kernel_ext'"_s
                                 << u"quark-cli said:"_s;
}

void TestEnvSetupDialog::failedStep_isLabelledByTheProgramThatRan()
{
    QFETCH(int, step);
    QFETCH(QString, detail);
    QFETCH(QString, label);
    const EnvRecipe recipe = recipeFor(Accelerator::cuda(13, 0));
    EnvSetupDialog dialog;
    dialog.setRecipe(recipe, kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    EnvSetupResult result;
    result.outcome = EnvSetupResult::Outcome::Failed;
    result.error.kind = PipProgress::ErrorKind::Other;
    result.error.detail = detail;
    result.error.message = u"Step %1 ended with exit code 1."_s.arg(step + 1);
    result.failedStep = step;
    dialog.setFinished(result);
    const QString body = child<QLabel>(&dialog, u"envResultBodyLabel"_s)->text();
    QVERIFY2(body.contains(label + u"<pre"_s), qPrintable(body));
    if (label != u"pip said:"_s)
        QVERIFY2(!body.contains(u"pip said"_s), qPrintable(body));
    // A traceback keeps its lines and indentation.
    QVERIFY2(body.contains(u"'>"_s + detail.toHtmlEscaped() + u"</pre>"_s), qPrintable(body));
    QCOMPARE(EnvSetupDialog::speakerOf(recipe.steps.at(step)), label.section(u' ', 0, 0));
}

void TestEnvSetupDialog::typedFolder_emitsAndShowsItsProblem()
{
    EnvSetupDialog dialog;
    QSignalSpy changed(&dialog, &EnvSetupDialog::folderChanged);
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
    auto *folder = child<QLineEdit>(&dialog, u"envFolderLineEdit"_s);
    auto *problem = child<QLabel>(&dialog, u"envFolderProblemLabel"_s);
    auto *approve = child<QPushButton>(&dialog, u"envApprovePushButton"_s);
    QVERIFY(!folder->isReadOnly());
    QVERIFY(problem->isHidden());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    folder->setFocus();
    // Emptied: nothing to work out, it says what to do.
    folder->selectAll();
    QTest::keyClick(folder, Qt::Key_Delete);
    QVERIFY(changed.isEmpty());
    QVERIFY(!problem->isHidden());
    QVERIFY2(problem->text().startsWith(u"Type or choose"_s), qPrintable(problem->text()));
    QVERIFY(!approve->isEnabled());
    // Typed: each change is handed on (the flow answers with the folder's recipe).
    QTest::keyClicks(folder, u"envs"_s);
    QCOMPARE(changed.size(), 4);
    QCOMPARE(changed.last().first().toString(), u"envs"_s);
    QVERIFY(!approve->isEnabled());
    // The builder's answer for it: the reason beside the field, once, and the field as typed.
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0), u"envs"_s), u"envs"_s);
    QVERIFY(!problem->isHidden());
    QVERIFY2(problem->text().contains(u"must be an absolute path"_s), qPrintable(problem->text()));
    QCOMPARE(textColour(problem), ptq::ui::statusColour(ptq::ui::Tone::Failed));
    QVERIFY(!child<QLabel>(&dialog, u"envProblemsLabel"_s)->text().contains(u"absolute path"_s));
    QVERIFY(child<QLabel>(&dialog, u"envProblemsLabel"_s)->isHidden());
    QCOMPARE(folder->text(), u"envs"_s);
    QVERIFY(!approve->isEnabled());
    // The answer leaves the focus in the field (an Xvfb walk typed on into the Cancel button).
    QCOMPARE(QApplication::focusWidget(), folder);
    // A relative path still names the build and what the CPU build cannot do.
    QVERIFY(child<QLabel>(&dialog, u"envTorchLabel"_s)->text().contains(u"for the CPU only"_s)
            || child<QLabel>(&dialog, u"envTorchLabel"_s)->text().contains(u"for CUDA"_s));
    QVERIFY(!child<QLabel>(&dialog, u"envTorchLabel"_s)->text().contains(u"pip's own index"_s));
    // A good folder: no problem, its commands, approvable.
    const QString good = u"/data/envs/quark-0.13-cu130"_s;
    folder->selectAll();
    QTest::keyClicks(folder, good);
    QCOMPARE(changed.last().first().toString(), good);
    dialog.setRecipe(recipeFor(Accelerator::cuda(13, 0), good), good);
    QVERIFY(problem->isHidden());
    QCOMPARE(folder->text(), good);
    QVERIFY(child<QPlainTextEdit>(&dialog, u"envCommandsPlainTextEdit"_s)->toPlainText().contains(u"-m venv "_s + good));
    QVERIFY(approve->isEnabled());
    // A trailing slash names the same folder: the text stays as typed.
    QTest::keyClick(folder, Qt::Key_Slash);
    QCOMPARE(folder->text(), good + u'/');
    QVERIFY(approve->isEnabled());
}

void TestEnvSetupDialog::overallProgress_saysStepNofM()
{
    const EnvRecipe recipe = recipeFor(Accelerator::cuda(13, 0));
    const int n = int(recipe.steps.size());
    EnvSetupDialog dialog;
    dialog.setRecipe(recipe, kTarget);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    auto *overall = child<QProgressBar>(&dialog, u"envOverallProgressBar"_s);
    QCOMPARE(overall->maximum(), n);
    QCOMPARE(overall->value(), 0);
    dialog.setStepState(0, EnvSetupDialog::StepState::Done);
    dialog.setStepState(1, EnvSetupDialog::StepState::Done);
    dialog.setStepState(2, EnvSetupDialog::StepState::Running);
    QCOMPARE(overall->value(), 2);
    QCOMPARE(overall->text(), u"Step 3 of %1 — 2 done"_s.arg(n));
    QVERIFY(child<QLabel>(&dialog, u"envProgressHeadlineLabel"_s)->text().startsWith(u"Step 3 of %1: "_s.arg(n)));
    // The step's own bar is a different one, busy until pip counts bytes.
    QCOMPARE(child<QProgressBar>(&dialog, u"envProgressBar"_s)->maximum(), 0);
    for (int i = 2; i < n; ++i)
        dialog.setStepState(i, EnvSetupDialog::StepState::Done);
    QCOMPARE(overall->value(), n);
    QCOMPARE(overall->text(), u"%1 of %1 steps done"_s.arg(n));
}

void TestEnvSetupDialog::removingFailedAttempt_isShownWithElapsedTime()
{
    // Deleting a failed 6.7 GB attempt took 67 s, under "Starting the first step…".
    const QString failed = u"/home/ada/.local/share/ptq-studio/environments/quark-0.13-cpu"_s;
    EnvSetupDialog dialog;
    dialog.setRecipe(recipeFor(Accelerator::cpu(), failed), failed);
    child<QPushButton>(&dialog, u"envApprovePushButton"_s)->click();
    dialog.setRemovingFailedAttempt(failed);
    auto *headline = child<QLabel>(&dialog, u"envProgressHeadlineLabel"_s);
    QCOMPARE(headline->text(), u"Removing the failed attempt in %1…"_s.arg(failed));
    QVERIFY2(dialog.progressText().contains(u"its log is kept"_s), qPrintable(dialog.progressText()));
    QCOMPARE(child<QProgressBar>(&dialog, u"envProgressBar"_s)->maximum(), 0); // busy
    QVERIFY(child<QProgressBar>(&dialog, u"envOverallProgressBar"_s)->text().startsWith(u"Before step 1"_s));
    auto *elapsed = child<QLabel>(&dialog, u"envElapsedLabel"_s);
    QVERIFY(elapsed->text().startsWith(u"Elapsed 0:0"_s));
    QTRY_COMPARE_WITH_TIMEOUT(elapsed->text(), u"Elapsed 0:01"_s, 3000); // it ticks
    // Stopping now lets the deletion finish; the question says so.
    QString asked;
    Dialogs::setQuestionHook([&](const QString &, const QString &text) { return asked = text, false; });
    child<QPushButton>(&dialog, u"envCancelPushButton"_s)->click();
    QVERIFY2(asked.contains(u"finishes"_s), qPrintable(asked));
    // The first step replaces it.
    dialog.setStepState(0, EnvSetupDialog::StepState::Running);
    QVERIFY(headline->text().startsWith(u"Step 1 of "_s));
    QVERIFY(!dialog.progressText().contains(u"Deleting"_s));
}

void TestEnvSetupDialog::pipDone_countsInstalledAndKept()
{
    // Real pip with --no-deps -r: one pin already there, two installed. Together they are what the
    // step asked for (the lock step's 98 pins were seen as "88 installed").
    const PipProgress::State done = statesOf(u"pip23_nodeps_req"_s, 0).last();
    QCOMPARE(done.phase, PipProgress::Phase::Done);
    QCOMPARE(done.installed.size(), 2);
    QCOMPARE(done.alreadySatisfied, 1);
    QCOMPARE(EnvSetupDialog::pipText(done), u"Done: 2 package(s) installed, plus 1 already in place."_s);
    const PipProgress::State fresh = statesOf(u"pip26_raw"_s, 0).last();
    QCOMPARE(fresh.alreadySatisfied, 0);
    QVERIFY(!EnvSetupDialog::pipText(fresh).contains(u"already"_s));
}

void TestEnvSetupDialog::renders_everyState()
{
    // PNGs to look at: PTQ_SCREENSHOT_DIR=/tmp/hdlg ctest -R tst_envsetupdialog
    const QString logPath = u"/home/ada/.local/share/ptq-studio/logs/env-setup-2025-06-01.log"_s;
    const QString capture = QString::fromUtf8(fixture(u"pip23_numpy_piped"_s));
    const PipProgress::State downloading = firstState(u"pip26_raw"_s, 0, [](const PipProgress::State &s) {
        return s.phase == PipProgress::Phase::Downloading && s.bytesDone > 0 && s.bytesDone < s.bytesTotal;
    });
    const PipProgress::State nomatch = statesOf(u"pip26_nomatch"_s, 1).last();
    const QList<QSize> sizes{QSize(), QSize(640, 480)};
    for (const QSize &size : sizes) {
        const QString suffix = size.isValid() ? u"-small"_s : QString();
        auto shoot = [&](const std::function<void(EnvSetupDialog &)> &setUp, const QString &name) {
            EnvSetupDialog dialog;
            if (size.isValid())
                dialog.resize(size);
            setUp(dialog);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(!dialog.grab().isNull());
            ptq::test::saveShot(&dialog, u"env-"_s + name + suffix);
        };
        auto running = [&](EnvSetupDialog &d) {
            d.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget);
            child<QPushButton>(&d, u"envApprovePushButton"_s)->click();
            d.setStepState(0, EnvSetupDialog::StepState::Done);
            d.setStepState(1, EnvSetupDialog::StepState::Running);
            d.appendLog(capture);
        };
        shoot([&](EnvSetupDialog &d) { d.setRecipe(recipeFor(Accelerator::cuda(13, 0)), kTarget); }, u"review-cuda"_s);
        shoot([&](EnvSetupDialog &d) { d.setRecipe(recipeFor(Accelerator::cuda(11, 8)), kTarget); }, u"review-cpu-fallback"_s);
        shoot([&](EnvSetupDialog &d) {
            RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
            in.lockText = "amd-quark==0.13\n";
            d.setRecipe(EnvRecipeBuilder::build(in), kTarget);
        }, u"review-invalid"_s);
        shoot([&](EnvSetupDialog &d) {
            running(d);
            d.setPipState(downloading);
        }, u"progress-downloading"_s);
        shoot([&](EnvSetupDialog &d) {
            running(d);
            d.setPipState(downloading);
            d.setStalled(3 * 60'000);
            child<QToolButton>(&d, u"showLogToolButton"_s)->click();
            child<LogView>(&d, u"envLogPlainTextEdit"_s)->flush();
        }, u"progress-stalled-log"_s);
        shoot([&](EnvSetupDialog &d) {
            running(d);
            EnvSetupResult r;
            r.outcome = EnvSetupResult::Outcome::Succeeded;
            r.versions = {{u"amd-quark"_s, u"0.13"_s}, {u"torch"_s, u"2.14.1+cu130"_s}, {u"transformers"_s, u"4.57.1"_s},
                          {u"datasets"_s, u"4.4.1"_s}};
            r.logPath = logPath;
            r.envPath = kTarget;
            d.setFinished(r);
        }, u"result-succeeded"_s);
        shoot([&](EnvSetupDialog &d) {
            running(d);
            d.setPipState(nomatch);
            EnvSetupResult r;
            r.outcome = EnvSetupResult::Outcome::Failed;
            r.error = nomatch.error;
            r.failedStep = 1;
            r.logPath = logPath;
            d.setFinished(r);
        }, u"result-failed"_s);
        shoot([&](EnvSetupDialog &d) { d.setRecipe(recipeFor(Accelerator::cpu()), kTarget); }, u"review-cpu"_s);
        shoot([&](EnvSetupDialog &d) {
            d.setRecipe(recipeFor(Accelerator::cpu()), kTarget);
            child<QPushButton>(&d, u"envApprovePushButton"_s)->click();
            d.setRemovingFailedAttempt(kTarget);
        }, u"progress-removing"_s);
        shoot([&](EnvSetupDialog &d) {
            running(d);
            EnvSetupResult r;
            r.outcome = EnvSetupResult::Outcome::Failed;
            r.error.kind = PipProgress::ErrorKind::Other;
            r.error.message = u"Step 5 (quark-cli) ended with exit code 1. The log %1 has its full output."_s.arg(logPath);
            r.error.detail = u"Traceback (most recent call last):\n  File \"/x/bin/quark-cli\", line 8, in <module>\n"
                             u"RuntimeError: Error building extension 'kernel_ext'"_s;
            r.failedStep = 4;
            r.logPath = logPath;
            d.setFinished(r);
        }, u"result-failed-quark-cli"_s);
        shoot([&](EnvSetupDialog &d) {
            running(d);
            EnvSetupResult r;
            r.outcome = EnvSetupResult::Outcome::Cancelled;
            r.logPath = logPath;
            d.setFinished(r);
        }, u"result-cancelled"_s);
    }
}

namespace {

FoundEnvironment foundEnv(const QString &path, bool usable)
{
    FoundEnvironment f;
    f.path = path;
    f.name = QFileInfo(path).fileName();
    f.origin = usable ? FoundEnvironment::Origin::ProjectCache : FoundEnvironment::Origin::Venv;
    f.quark = u"0.13"_s;
    f.python = u"3.11.7"_s;
    if (usable) {
        f.torch = u"2.14.1+cu130"_s;
        f.torchBuild = u"CUDA 13.0"_s;
        f.quarkCli = path + u"/bin/quark-cli"_s;
    } else {
        f.missing = {u"quark-cli"_s, u"PyTorch"_s};
    }
    return f;
}

} // namespace

/// issue #33 item 3: the environments already on the machine come first, with their versions
/// and readiness; a usable one is used with one click, an unusable one cannot be.
void TestEnvSetupDialog::found_offersTheEnvironmentsFirst_andUsesOne()
{
    EnvSetupDialog dialog;
    dialog.resize(820, 680);
    QSignalSpy used(&dialog, &EnvSetupDialog::useEnvironment);
    QSignalSpy finished(&dialog, &QDialog::finished);
    dialog.setSearching();
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Found);
    QVERIFY(child<QLabel>(&dialog, u"envFoundIntroLabel"_s)->text().contains(u"Looking for Quark environments"_s));
    auto *use = child<QPushButton>(&dialog, u"useFoundEnvironmentPushButton"_s);
    QVERIFY(!use->isEnabled());
    // The commands for a new one arrive while the search runs: the search's answer is waited for.
    dialog.setRecipe(recipeFor(Accelerator::cpu()), kTarget);
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Found);

    const QString ready = u"/home/u/.cache/ptq-studio/quark-env-0123"_s;
    const QString half = u"/home/u/.venv"_s;
    dialog.setFoundEnvironments({foundEnv(ready, true), foundEnv(half, false)}, {u"~/.venv"_s});
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Found);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *list = child<QListWidget>(&dialog, u"foundEnvironmentsListWidget"_s);
    QCOMPARE(list->count(), 2);
    const QString first = list->item(0)->text();
    QVERIFY2(first.contains(u"amd-quark 0.13"_s) && first.contains(u"PyTorch 2.14.1+cu130 (CUDA 13.0 build)"_s)
                 && first.contains(u"Python 3.11.7"_s) && first.contains(ready) && first.contains(u"Ready"_s),
             qPrintable(first));
    const QString second = list->item(1)->text();
    QVERIFY2(second.contains(u"Not usable: no quark-cli, no PyTorch."_s), qPrintable(second));
    QVERIFY2(child<QLabel>(&dialog, u"envFoundIntroLabel"_s)->text().contains(u"found 1 environment(s) with AMD Quark"_s),
             qPrintable(child<QLabel>(&dialog, u"envFoundIntroLabel"_s)->text()));
    QCOMPARE(list->currentRow(), 0); // the usable one is chosen
    QVERIFY(use->isEnabled());
    ptq::test::saveShot(&dialog, u"env-found"_s);

    list->setCurrentRow(1);
    QVERIFY(!use->isEnabled());
    emit list->itemActivated(list->item(1)); // a double click on it does nothing either
    QVERIFY(used.isEmpty());
    list->setCurrentRow(0);
    use->click();
    QCOMPARE(used.size(), 1);
    QCOMPARE(used.first().first().toString(), ready);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toInt(), int(QDialog::Accepted));
}

/// None found: the review takes over once its commands are there, and says that none was
/// found and where PTQ Studio looked.
void TestEnvSetupDialog::found_none_reviewSaysSoAndWhereItLooked()
{
    EnvSetupDialog dialog;
    dialog.setSearching();
    dialog.setFoundEnvironments({}, {u"~/.cache/ptq-studio/quark-env-*"_s, u"conda (~/miniconda3)"_s});
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Found); // the commands are not there yet
    QVERIFY(child<QLabel>(&dialog, u"envFoundIntroLabel"_s)->text().startsWith(u"No Quark environment was found"_s));
    dialog.setRecipe(recipeFor(Accelerator::cpu()), kTarget);
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Review);
    dialog.show();
    auto *none = child<QLabel>(&dialog, u"envNoneFoundLabel"_s);
    QVERIFY(none->isVisible());
    QVERIFY2(none->text().contains(u"No Quark environment was found on this machine (looked in: ~/.cache/ptq-studio/quark-env-*; "
                                   "conda (~/miniconda3))"_s),
             qPrintable(none->text()));
    QVERIFY(!child<QPushButton>(&dialog, u"envBackToFoundPushButton"_s)->isVisible());
    QVERIFY(child<QPushButton>(&dialog, u"envApprovePushButton"_s)->isEnabled());
}

/// "Set up a new environment…" shows the review (working out its commands until they are
/// there), and the review leads back to the environments found.
void TestEnvSetupDialog::found_setUpNew_goesToTheReview_andBack()
{
    EnvSetupDialog dialog;
    dialog.setSearching();
    dialog.setFoundEnvironments({foundEnv(u"/opt/quark"_s, true)}, {});
    dialog.show();
    child<QPushButton>(&dialog, u"envSetUpNewPushButton"_s)->click();
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Review);
    const QString problems = child<QLabel>(&dialog, u"envProblemsLabel"_s)->text();
    QCOMPARE(problems, u"Working out the commands for this machine…"_s);
    QVERIFY(!child<QPushButton>(&dialog, u"envApprovePushButton"_s)->isEnabled());
    dialog.setRecipe(recipeFor(Accelerator::cpu()), kTarget);
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Review);
    QVERIFY(child<QPushButton>(&dialog, u"envApprovePushButton"_s)->isEnabled());
    auto *back = child<QPushButton>(&dialog, u"envBackToFoundPushButton"_s);
    QVERIFY(back->isVisible());
    QCOMPARE(back->text(), u"‹ Environments found (1)"_s);
    QVERIFY(!child<QLabel>(&dialog, u"envNoneFoundLabel"_s)->isVisible());
    back->click();
    QCOMPARE(dialog.page(), EnvSetupDialog::Page::Found);
}

QTEST_MAIN(TestEnvSetupDialog)
#include "tst_envsetupdialog.moc"
