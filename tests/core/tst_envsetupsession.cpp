// EnvSetupSession driven headless, as the setup dialog and `ptq-studio env create` drive it: the
// fake pip (tests/fakes/fake_pip.cpp, real pip captures replayed) makes the environments; what
// ran is read from the argv it records. No widget: what a person would see is what the session
// says by signal.

#include "workflow/envsetupsession.h"
#include "workflow/envsetupstep.h"

#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;

namespace {

QStringList logsIn(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, {u"*.log"_s}, QDir::Files);
    while (it.hasNext())
        out.append(QFileInfo(it.next()).fileName());
    out.sort();
    return out;
}

/// A machine with the fake pip as its Python and no GPU: the CPU build.
struct Machine
{
    QTemporaryDir root;
    QProcessEnvironment env;
    QString envs = root.filePath(u"appdata/environments"_s);
    QString registry = root.filePath(u"appdata/environments.json"_s);
    QString argvLog = root.filePath(u"argv.log"_s);

    explicit Machine(const QString &torch, const QString &lock)
    {
        env.insert(u"PATH"_s, test::fakeBin(root.path(), {}));
        env.insert(u"HOME"_s, root.path());
        env.insert(u"FAKE_PIP_FIXTURES"_s, PTQ_FIXTURES_DIR + u"/pip"_s);
        env.insert(u"FAKE_PIP_ARGV_LOG"_s, argvLog);
        env.insert(u"FAKE_PIP_TORCH"_s, torch);
        env.insert(u"FAKE_PIP_LOCK"_s, lock);
    }
    void setUp(EnvSetupSession &s) const
    {
        s.setRegistryPath(registry);
        s.setEnvironmentsDir(envs);
        s.setProcessEnvironment(env);
        s.setPython(PTQ_FAKE_PIP);
        DiscoveryPlaces none;
        none.registryPath = registry;
        s.setDiscoveryPlaces(none);
    }
};

/// The next proposal the session makes (after the probes, a retry or a folder).
std::optional<EnvRecipe> nextProposal(QSignalSpy &proposals)
{
    if (!proposals.wait(15000))
        return std::nullopt;
    return proposals.takeLast().at(0).value<EnvRecipe>();
}

std::optional<EnvSetupOutcome> outcome(QSignalSpy &finished, int timeoutMs = 20000)
{
    if (finished.isEmpty() && !finished.wait(timeoutMs))
        return std::nullopt;
    return finished.takeFirst().at(0).value<EnvSetupOutcome>();
}

} // namespace

class TestEnvSetupSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qRegisterMetaType<EnvRecipe>();
        qRegisterMetaType<EnvSetupOutcome>();
    }

    /// Proposed, refused with another digest (nothing made), approved, ready.
    void propose_approve_ready()
    {
        Machine m(u"pip23_cached"_s, u"pip23_nodeps_req"_s);
        EnvSetupSession s;
        m.setUp(s);
        QSignalSpy proposals(&s, &EnvSetupSession::proposalChanged);
        QSignalSpy finished(&s, &EnvSetupSession::finished);
        QSignalSpy failed(&s, &EnvSetupSession::startFailed);
        QVERIFY(s.start());
        const std::optional<EnvRecipe> recipe = nextProposal(proposals);
        QVERIFY(recipe && recipe->isValid());
        QCOMPARE(s.folder(), m.envs + u"/quark-0.13-cpu"_s);
        QVERIFY(recipe->steps.at(1).arguments.contains(u"--index-url"_s));
        QVERIFY(!QFileInfo::exists(m.envs)); // nothing before approval

        s.approve(QByteArray(64, 'a'));
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.first().at(0).toString().contains(u"were not approved"_s), qPrintable(failed.first().at(0).toString()));
        QVERIFY(!QFileInfo::exists(m.envs));
        QVERIFY(ptq::test::fakeInvocations(m.argvLog).isEmpty() || ptq::test::fakeInvocations(m.argvLog).last().contains(u"-c"_s)); // only the pip probe

        s.approve(recipe->digest());
        QVERIFY(s.isBusy());
        const std::optional<EnvSetupOutcome> o = outcome(finished);
        QVERIFY(o);
        QCOMPARE(o->outcome, EnvSetupOutcome::Outcome::Succeeded);
        QCOMPARE(o->envPath, s.folder());
        QCOMPARE(o->versions.value(u"amd-quark"_s), u"0.13"_s);
        QVERIFY(!s.isBusy());
        EnvRegistry registry(m.registry);
        QVERIFY(registry.load().ok());
        QCOMPARE(registry.entries().size(), 1);
    }

    /// The PyTorch index unreachable: pip's own index proposed into the same folder, the failed
    /// attempt deleted first once approved, one environment in the end, both logs kept.
    void unreachableIndex_fallback_replacesTheFailedAttempt()
    {
        Machine m(u"pip23_torchindex_nodns_constraint"_s, u"pip23_nodeps_req"_s);
        EnvSetupSession s;
        m.setUp(s);
        QSignalSpy proposals(&s, &EnvSetupSession::proposalChanged);
        QSignalSpy finished(&s, &EnvSetupSession::finished);
        QSignalSpy removing(&s, &EnvSetupSession::removingFailedAttempt);
        QVERIFY(s.start());
        std::optional<EnvRecipe> recipe = nextProposal(proposals);
        QVERIFY(recipe && recipe->isValid());
        const QString target = s.folder();
        s.approve(recipe->digest());
        std::optional<EnvSetupOutcome> o = outcome(finished);
        QVERIFY(o);
        QCOMPARE(o->outcome, EnvSetupOutcome::Outcome::Failed);
        QCOMPARE(o->failedStep, 1);
        QCOMPARE(o->error.kind, PipProgress::ErrorKind::NoNetwork);
        QVERIFY(QFileInfo::exists(target + u"/pyvenv.cfg"_s)); // kept until replaced
        const QStringList firstLogs = logsIn(m.envs);
        QCOMPARE(firstLogs.size(), 1);

        s.useFallbackIndex();
        recipe = proposals.isEmpty() ? nextProposal(proposals) : proposals.takeLast().at(0).value<EnvRecipe>();
        QVERIFY(recipe && recipe->isValid());
        QCOMPARE(s.folder(), target); // the same folder, no "-2"
        QVERIFY(!recipe->steps.at(1).arguments.contains(u"--index-url"_s));
        QVERIFY2(recipe->notes.first().contains(u"deleted first"_s) && recipe->notes.first().contains(firstLogs.first()),
                 qPrintable(recipe->notes.first()));

        QProcessEnvironment env = m.env;
        env.insert(u"FAKE_PIP_TORCH"_s, u"pip23_cached"_s);
        s.manager()->setBaseEnvironment(env);
        s.approve(recipe->digest());
        QCOMPARE(removing.size(), 1);
        QCOMPARE(removing.first().at(0).toString(), target);
        QVERIFY(s.isBusy());
        o = outcome(finished, 30000);
        QVERIFY(o);
        QCOMPARE(o->outcome, EnvSetupOutcome::Outcome::Succeeded);
        EnvRegistry registry(m.registry);
        QVERIFY(registry.load().ok());
        QCOMPARE(registry.entries().size(), 1);
        QCOMPARE(registry.entries().first().path, target);
        QCOMPARE(logsIn(m.envs).size(), 2);
    }

    /// Cancel while the failed attempt is being deleted: the deletion ends, nothing starts.
    void cancelDuringTheDeletion_startsNothing()
    {
        Machine m(u"pip23_cached"_s, u"pip23_diskfull"_s);
        EnvSetupSession s;
        m.setUp(s);
        QSignalSpy proposals(&s, &EnvSetupSession::proposalChanged);
        QSignalSpy finished(&s, &EnvSetupSession::finished);
        QVERIFY(s.start());
        std::optional<EnvRecipe> recipe = nextProposal(proposals);
        QVERIFY(recipe);
        s.approve(recipe->digest());
        std::optional<EnvSetupOutcome> o = outcome(finished);
        QVERIFY(o && o->outcome == EnvSetupOutcome::Outcome::Failed);
        QCOMPARE(o->error.kind, PipProgress::ErrorKind::DiskFull);
        s.retry();
        recipe = proposals.takeLast().at(0).value<EnvRecipe>();
        QVERIFY(recipe->notes.first().contains(u"deleted first"_s));
        const qsizetype ran = ptq::test::fakeInvocations(m.argvLog).size();
        s.approve(recipe->digest());
        s.cancel();
        o = outcome(finished);
        QVERIFY(o);
        QCOMPARE(o->outcome, EnvSetupOutcome::Outcome::Cancelled);
        QVERIFY2(o->message.contains(u"nothing new was installed"_s), qPrintable(o->message));
        QCOMPARE(ptq::test::fakeInvocations(m.argvLog).size(), ran); // nothing of the approved commands ran
        QVERIFY(!QFileInfo::exists(s.folder()));
        QVERIFY(!s.isBusy());
    }

    /// The headless commands' probes (EnvSetupStep::probeMachine) are the session's: on a machine
    /// whose NVIDIA driver no CUDA build fits (the CPU build, with the reason) and an index URL
    /// given for it, the proposal made from them is the session's, folder and digest.
    void probeMachine_proposesWhatTheSessionProposes()
    {
        Machine m(u"pip23_cached"_s, u"pip23_nodeps_req"_s);
        m.env.insert(u"PATH"_s, test::fakeBin(m.root.path(), {u"nvidia-smi"_s}));
        m.env.insert(u"ROCM_PATH"_s, m.root.filePath(u"no-rocm"_s));
        m.env.insert(u"PIP_INDEX_URL"_s, u"https://pypi.example/simple"_s);
        const QString url = u"https://mirror.example/whl/cpu"_s;

        const EnvMachineFacts facts = EnvSetupStep::probeMachine(PTQ_FAKE_PIP, false, true, m.env);
        QCOMPARE(toString(facts.accelerator.kind), u"cuda"_s);
        QCOMPARE(facts.pip, QVersionNumber(23, 2, 1));
        EnvRegistry registry(m.registry);
        QVERIFY(registry.load().ok());
        EnvSetupRequest request;
        request.python = PTQ_FAKE_PIP;
        request.accelerator = facts.accelerator;
        request.pip = facts.pip;
        request.pipSettings = facts.pipSettings;
        request.pipSettingsProblem = facts.pipSettingsProblem;
        request.environment = EnvSetupStep::pipEnvironment(m.env);
        QCOMPARE(request.environment.value(u"PIP_INDEX_URL"_s), u"https://pypi.example/simple"_s);
        request.overrides = EnvSetupStep::withIndexUrl(IndexOverrides(), request, url);
        QCOMPARE(request.overrides.cpu, std::optional<QString>(url)); // the build it falls back to
        QCOMPARE(request.overrides.cuda, std::optional<QString>(url)); // and the accelerator's
        request.environmentsDir = m.envs;
        request.registry = &registry;
        const EnvSetupProposal headless = EnvSetupSession::propose(request);
        QVERIFY(headless.recipe.isValid());
        QVERIFY(headless.recipe.choice.fellBack);
        QCOMPARE(headless.folder, m.envs + u"/quark-0.13-cpu"_s);
        QVERIFY(headless.recipe.steps.at(1).arguments.contains(url));

        EnvSetupSession s;
        m.setUp(s);
        s.setIndexOverrides(request.overrides);
        QSignalSpy proposals(&s, &EnvSetupSession::proposalChanged);
        QVERIFY(s.start());
        const std::optional<EnvRecipe> recipe = nextProposal(proposals);
        QVERIFY(recipe);
        QCOMPARE(s.folder(), headless.folder);
        QCOMPARE(recipe->digest(), headless.recipe.digest());
    }

    /// A folder another environment holds, or that holds files, is a problem at the gate.
    void folderProblems_atTheGate()
    {
        Machine m(u"pip23_cached"_s, u"pip23_nodeps_req"_s);
        EnvSetupSession s;
        m.setUp(s);
        QSignalSpy proposals(&s, &EnvSetupSession::proposalChanged);
        QVERIFY(s.start());
        QVERIFY(nextProposal(proposals));
        const QString taken = m.root.filePath(u"taken"_s);
        QVERIFY(QDir().mkpath(taken));
        QFile(taken + u"/x"_s).open(QIODevice::WriteOnly);
        s.setFolder(taken);
        std::optional<EnvRecipe> recipe = proposals.takeLast().at(0).value<EnvRecipe>();
        QVERIFY(!recipe->isValid());
        QCOMPARE(recipe->folderProblem, u"%1 already holds files: choose a new or an empty folder."_s.arg(taken));

        EnvRegistry registry(m.registry);
        QVERIFY(registry.load().ok());
        EnvEntry other;
        other.name = u"other"_s;
        other.path = m.root.filePath(u"gone"_s); // registered, its folder deleted by hand
        other.state = EnvEntry::State::Broken;
        QVERIFY(registry.upsert(other).ok());
        QVERIFY(s.start()); // the registry read again
        QVERIFY(nextProposal(proposals));
        s.setFolder(other.path);
        recipe = proposals.takeLast().at(0).value<EnvRecipe>();
        QVERIFY(!recipe->isValid());
        QCOMPARE(recipe->folderProblem, u"%1 is already the registered environment other: choose a new folder."_s.arg(other.path));
        // Another folder with that name: the dialog names environments after their folders.
        const QString sameName = m.root.filePath(u"elsewhere/other"_s);
        s.setFolder(sameName);
        recipe = proposals.takeLast().at(0).value<EnvRecipe>();
        QCOMPARE(recipe->folderProblem, u"An environment named other is already registered (%1), and a new environment is named "
                                        u"after its folder: choose a folder with another name."_s
                                            .arg(other.path));
    }
};

QTEST_GUILESS_MAIN(TestEnvSetupSession)
#include "tst_envsetupsession.moc"
