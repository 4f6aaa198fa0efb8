#include "host/acceleratorprobe.h"
#include "env/envdefaults.h"
#include "env/envrecipe.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace ptq;

namespace {

QByteArray readSource(const QString &relative)
{
    QFile f(PTQ_SOURCE_DIR + u'/' + relative);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

// Variant tables of older torch releases, from pytorch.org/get-started/previous-versions (v2.6.0:
// ROCm 6.1, 6.2.4, CUDA 11.8, 12.4, 12.6, CPU; v2.8.0: ROCm 6.3, 6.4, CUDA 12.6, 12.8, 12.9, CPU).
const QByteArray kOldTables = R"(# test table
variant 2.6.0 cpu cpu - https://download.pytorch.org/whl/cpu 200 10
variant 2.6.0 cu118 cuda 11.8 https://download.pytorch.org/whl/cu118 1000 10
variant 2.6.0 cu124 cuda 12.4 https://download.pytorch.org/whl/cu124 1000 10
variant 2.6.0 cu126 cuda 12.6 https://download.pytorch.org/whl/cu126 1000 10
variant 2.6.0 rocm6.1 rocm 6.1 https://download.pytorch.org/whl/rocm6.1 - -
variant 2.6.0 rocm6.2.4 rocm 6.2 https://download.pytorch.org/whl/rocm6.2.4 - -
variant 2.8.0 cpu cpu - https://download.pytorch.org/whl/cpu 200 10
variant 2.8.0 cu126 cuda 12.6 https://download.pytorch.org/whl/cu126 1000 10
variant 2.8.0 cu128 cuda 12.8 https://download.pytorch.org/whl/cu128 1000 10
variant 2.8.0 cu129 cuda 12.9 https://download.pytorch.org/whl/cu129 1000 10
variant 2.8.0 rocm6.3 rocm 6.3 https://download.pytorch.org/whl/rocm6.3 - -
variant 2.8.0 rocm6.4 rocm 6.4 https://download.pytorch.org/whl/rocm6.4 - -
)";

Accelerator withVersion(Accelerator::Kind kind, const QString &version)
{
    Accelerator a;
    a.kind = kind;
    a.version = QVersionNumber::fromString(version);
    return a;
}

RecipeInput shippedInput(const Accelerator &accelerator)
{
    RecipeInput in;
    in.python = u"/usr/bin/python3.12"_s;
    in.targetDir = u"/home/ada/.local/share/ptq-studio/quark-env"_s;
    in.accelerator = accelerator;
    in.lockText = readSource(u"packaging/quark-env.lock"_s);
    in.managedText = readSource(u"packaging/quark-env-managed.lock"_s);
    return in;
}

/// The lock's entries as the lock writes them: a pin line and its hash lines, for each pin
/// (normalised name → the entry's text, its lines joined by "\n", with a final "\n").
QMap<QString, QString> lockEntries(const QByteArray &lock)
{
    QMap<QString, QString> entries;
    QString name;
    for (const QString &line : QString::fromUtf8(lock).split(u'\n')) {
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (!line.at(0).isSpace())
            name = EnvRecipeBuilder::normalizeName(line.section(u"=="_s, 0, 0));
        entries[name] += line + u'\n';
    }
    return entries;
}

/// The sha256 values of one entry (its --hash=sha256:… options).
QStringList hashesOf(const QString &entry)
{
    QStringList out;
    static const QRegularExpression re(u"--hash=sha256:([0-9a-f]{64})"_s);
    for (auto it = re.globalMatch(entry); it.hasNext();)
        out.append(it.next().captured(1));
    return out;
}

/// The pins of a requirements text (the lines that do not start with a blank).
QStringList pinsOf(const QString &requirements)
{
    QStringList out;
    for (const QString &line : requirements.split(u'\n')) {
        if (!line.isEmpty() && !line.at(0).isSpace())
            out.append(line.section(u' ', 0, 0));
    }
    return out;
}

const EnvStep &stepOf(const EnvRecipe &r, EnvStep::Kind kind)
{
    for (const EnvStep &s : r.steps) {
        if (s.kind == kind)
            return s;
    }
    qFatal("no such step");
}

} // namespace

class TestEnvRecipe : public QObject
{
    Q_OBJECT

private slots:
    void nvidiaSmiHeader_data();
    void nvidiaSmiHeader();
    void driverTable_data();
    void driverTable();
    void rocmVersions_data();
    void rocmVersions();
    void rocmSmiDriverIsNotRocm();
    void detect();
    void prober_asksTheTools();
    void chooseVariant_data();
    void chooseVariant();
    void shippedLocksAgree();
    void stepsOfTheShippedLock();
    void lockSplit();
    void lockStep_isHashChecked();
    void lockWithoutHashes_isRefused();
    void pipIndexFromEnvironmentHonoured();
    void overrideWins();
    void digestBindsEverything();
    void credentialsRedactedInDisplayOnly();
    void problems();
    void displayIsWhatBashRuns();
    void cpuBuild_warnsThatQuarkCannotQuantize();
    void lockStep_saysWhatItCounts();
    void typedFolder_data();
    void typedFolder();
    void folderOnDisk_namesWhatIsWrong();
    void pipSettings_parse();
    void uvSettings_carryWhatPipWouldUse();
    void uv_stepsOfTheShippedLock();
    void uv_pipWhereUvCannotPromiseTheSame();
    void uv_credentialsNeverInAnArgv();
    void uv_repairInstallsUvOnlyWhenMissing();
};

void TestEnvRecipe::nvidiaSmiHeader_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QString>("cuda"); // empty: none
    // Real headers: DeepifyAI/local-ai-infrastructure chapter-03-software-stack/examples/07_nvidia_smi.sh,
    // mxochicale/code gpu/nvidia/LOGS.md, thamada/nvidia-smi nvsim/A40x10_smi.py.
    QTest::newRow("550 table") << QByteArray(
        "+-----------------------------------------------------------------------------------------+\n"
        "| NVIDIA-SMI 550.54.14              Driver Version: 550.54.14      CUDA Version: 12.4     |\n"
        "|-----------------------------------------+------------------------+----------------------+\n")
                               << u"12.4"_s;
    QTest::newRow("470 table") << QByteArray(
        "Tue Sep 21 19:29:19 2021       \n"
        "+-----------------------------------------------------------------------------+\n"
        "| NVIDIA-SMI 470.63.01    Driver Version: 470.63.01    CUDA Version: 11.4     |\n")
                               << u"11.4"_s;
    QTest::newRow("580 table") << QByteArray(
        "| NVIDIA-SMI 580.65.06              Driver Version: 580.65.06      CUDA Version: 13.0     |\n")
                               << u"13.0"_s;
    // `nvidia-smi -q` (Jesse3692/MultiLanguageLearning cuda-c/docs/nvidia-smi.md).
    QTest::newRow("-q") << QByteArray("==============NVSMI LOG==============\n\n"
                                      "Driver Version                            : 566.36\n"
                                      "CUDA Version                              : 12.7\n")
                        << u"12.7"_s;
    QTest::newRow("no devices") << QByteArray("No devices were found\n") << QString();
    QTest::newRow("failed") << QByteArray("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\n")
                            << QString();
    QTest::newRow("N/A") << QByteArray("| NVIDIA-SMI 550.54.14  Driver Version: 550.54.14  CUDA Version: N/A |\n") << QString();
    QTest::newRow("empty") << QByteArray() << QString();
}

void TestEnvRecipe::nvidiaSmiHeader()
{
    QFETCH(QByteArray, output);
    QFETCH(QString, cuda);
    const auto v = AcceleratorDetection::cudaFromNvidiaSmi(output);
    QCOMPARE(v ? v->toString() : QString(), cuda);
}

void TestEnvRecipe::driverTable_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("cuda");
    QTest::newRow("550.54.14 x2") << QByteArray("550.54.14\n550.54.14\n") << u"12.4"_s;
    QTest::newRow("550.127.05") << QByteArray("550.127.05\n") << u"12.4"_s;
    QTest::newRow("470.63.01") << QByteArray("470.63.01\n") << u"11.4"_s;
    QTest::newRow("580.65.06") << QByteArray("580.65.06\n") << u"13.0"_s;
    QTest::newRow("595.10") << QByteArray("595.10\n") << u"13.0"_s; // newer than the table: its newest row
    QTest::newRow("575.51.02") << QByteArray("575.51.02\n") << u"12.8"_s; // just below 12.9's floor
    QTest::newRow("too old") << QByteArray("390.48\n") << QString();
    QTest::newRow("N/A") << QByteArray("[N/A]\n") << QString();
    QTest::newRow("empty") << QByteArray() << QString();
}

void TestEnvRecipe::driverTable()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, cuda);
    const QStringList drivers = AcceleratorDetection::driverVersions(csv);
    const auto v = drivers.isEmpty() ? std::nullopt : AcceleratorDetection::cudaForDriver(drivers.first());
    QCOMPARE(v ? v->toString() : QString(), cuda);
    // And through detect(), with no nvidia-smi table header to read.
    AcceleratorProbe probe;
    probe.nvidiaSmiDriverCsv = csv;
    const Accelerator a = AcceleratorDetection::detect(probe);
    QCOMPARE(int(a.kind), int(cuda.isEmpty() ? Accelerator::Kind::Cpu : Accelerator::Kind::Cuda));
    QCOMPARE(a.version.toString(), cuda);
}

void TestEnvRecipe::rocmVersions_data()
{
    QTest::addColumn<QByteArray>("infoVersion");
    QTest::addColumn<QByteArray>("amdSmi");
    QTest::addColumn<QString>("rocm");
    QTest::newRow(".info 6.4.1-120") << QByteArray("6.4.1-120\n") << QByteArray() << u"6.4.1"_s;
    QTest::newRow(".info 7.2.0") << QByteArray("7.2.0\n") << QByteArray() << u"7.2.0"_s;
    // `amd-smi version`: real lines from ROCm/amdsmi's CLI format ("AMDSMI Tool: {v} | AMDSMI
    // Library version: {v} | ROCm version: {v}") as captured in public logs and tests.
    QTest::newRow("amd-smi 7.2.1") << QByteArray()
                                   << QByteArray("AMDSMI Tool: 26.2.2+e1a6bc5663 | AMDSMI Library version: 26.2.2 | ROCm version: 7.2.1\n")
                                   << u"7.2.1"_s;
    QTest::newRow("amd-smi 7.1.2") << QByteArray()
                                   << QByteArray("AMDSMI Tool: 24.6.2+2b02a07 | AMDSMI Library version: 24.6.2.0 | ROCm version: 7.1.2\n")
                                   << u"7.1.2"_s;
    QTest::newRow("amd-smi with amdgpu") << QByteArray()
                                         << QByteArray("AMDSMI Tool: 26.1.0+65125c66 | AMDSMI Library version: 26.1.0 | "
                                                       "ROCm version: 7.11.0 | amdgpu version: 6.12.12 | \n")
                                         << u"7.11.0"_s;
    QTest::newRow("file wins") << QByteArray("6.4.1-120") << QByteArray("ROCm version: 7.2.1") << u"6.4.1"_s;
    QTest::newRow("amd-smi N/A") << QByteArray()
                                 << QByteArray("AMDSMI Tool: VirtualGPU | AMDSMI Library version: N/A | ROCm version: N/A\n")
                                 << QString();
    QTest::newRow("garbage file") << QByteArray("not a version\n") << QByteArray() << QString();
    QTest::newRow("nothing") << QByteArray() << QByteArray() << QString();
}

void TestEnvRecipe::rocmVersions()
{
    QFETCH(QByteArray, infoVersion);
    QFETCH(QByteArray, amdSmi);
    QFETCH(QString, rocm);
    AcceleratorProbe probe;
    probe.rocmInfoVersion = infoVersion;
    probe.amdSmiVersion = amdSmi;
    const Accelerator a = AcceleratorDetection::detect(probe);
    QCOMPARE(int(a.kind), int(rocm.isEmpty() ? Accelerator::Kind::Cpu : Accelerator::Kind::Rocm));
    QCOMPARE(a.version.toString(), rocm);
    if (!rocm.isEmpty())
        QVERIFY(!a.source.isEmpty());
}

void TestEnvRecipe::rocmSmiDriverIsNotRocm()
{
    // shared/docs/hub-and-smi.md B2: `rocm-smi --showdriverversion --json` → {"system": {"Driver version": "6.8.5"}}.
    QCOMPARE(AcceleratorDetection::amdgpuDriverFromRocmSmi(R"({"system": {"Driver version": "6.8.5"}})"), u"6.8.5"_s);
    QCOMPARE(AcceleratorDetection::amdgpuDriverFromRocmSmi(
                 "============================ ROCm System Management Interface ============================\n"
                 "Driver version: 6.12.12\n"
                 "================================== End of ROCm SMI Log ===================================\n"),
             u"6.12.12"_s);
    QCOMPARE(AcceleratorDetection::amdgpuDriverFromRocmSmi("ERROR:root:Driver not initialized (amdgpu not found in modules)\n"),
             QString());
    AcceleratorProbe probe;
    probe.rocmSmiDriver = R"({"system": {"Driver version": "6.8.5"}})";
    const Accelerator a = AcceleratorDetection::detect(probe);
    QCOMPARE(int(a.kind), int(Accelerator::Kind::Cpu)); // a kernel driver version never picks a ROCm build
    QVERIFY(a.notes.join(u' ').contains(u"6.8.5"_s));
}

void TestEnvRecipe::detect()
{
    AcceleratorProbe both;
    both.nvidiaSmi = "| NVIDIA-SMI 570.86.15   Driver Version: 570.86.15   CUDA Version: 12.8 |\n";
    both.rocmInfoVersion = "6.4.1-120";
    const Accelerator a = AcceleratorDetection::detect(both);
    QCOMPARE(int(a.kind), int(Accelerator::Kind::Cuda));
    QCOMPARE(a.version, QVersionNumber(12, 8));
    QCOMPARE(a.source, u"nvidia-smi"_s);
    QVERIFY(a.notes.join(u' ').contains(u"ROCm 6.4.1"_s));

    AcceleratorProbe odd;
    odd.nvidiaSmi = "something else entirely\n";
    const Accelerator b = AcceleratorDetection::detect(odd);
    QCOMPARE(int(b.kind), int(Accelerator::Kind::Cpu));
    QCOMPARE(b.notes.size(), 1);
}

void TestEnvRecipe::chooseVariant_data()
{
    QTest::addColumn<QString>("table"); // "old" or "shipped"
    QTest::addColumn<QString>("torch");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("tag");
    QTest::addColumn<bool>("fellBack");
    using K = Accelerator::Kind;
    QTest::newRow("2.6.0 CUDA 12.4 → cu124") << u"old"_s << u"2.6.0"_s << int(K::Cuda) << u"12.4"_s << u"cu124"_s << false;
    QTest::newRow("2.6.0 CUDA 12.5 → cu124") << u"old"_s << u"2.6.0"_s << int(K::Cuda) << u"12.5"_s << u"cu124"_s << false;
    QTest::newRow("2.6.0 CUDA 13.0 → cu126") << u"old"_s << u"2.6.0"_s << int(K::Cuda) << u"13.0"_s << u"cu126"_s << false;
    QTest::newRow("2.6.0 CUDA 11.7 → cpu") << u"old"_s << u"2.6.0"_s << int(K::Cuda) << u"11.7"_s << u"cpu"_s << true;
    QTest::newRow("2.6.0 ROCm 6.2.4 → rocm6.2.4") << u"old"_s << u"2.6.0"_s << int(K::Rocm) << u"6.2.4"_s << u"rocm6.2.4"_s << false;
    QTest::newRow("2.8.0 ROCm 6.4.1 → rocm6.4") << u"old"_s << u"2.8.0"_s << int(K::Rocm) << u"6.4.1"_s << u"rocm6.4"_s << false;
    QTest::newRow("2.8.0 ROCm 6.5 → rocm6.4") << u"old"_s << u"2.8.0"_s << int(K::Rocm) << u"6.5"_s << u"rocm6.4"_s << false;
    QTest::newRow("2.8.0 ROCm 6.2 → cpu") << u"old"_s << u"2.8.0"_s << int(K::Rocm) << u"6.2"_s << u"cpu"_s << true;
    QTest::newRow("2.8.0 ROCm 7.0 → cpu") << u"old"_s << u"2.8.0"_s << int(K::Rocm) << u"7.0"_s << u"cpu"_s << true;
    QTest::newRow("2.14.1 CUDA 13.0 → cu130") << u"shipped"_s << u"2.14.1"_s << int(K::Cuda) << u"13.0"_s << u"cu130"_s << false;
    QTest::newRow("2.14.1 CUDA 13.1 → cu130") << u"shipped"_s << u"2.14.1"_s << int(K::Cuda) << u"13.1"_s << u"cu130"_s << false;
    QTest::newRow("2.14.1 CUDA 13.2 → cu132") << u"shipped"_s << u"2.14.1"_s << int(K::Cuda) << u"13.2"_s << u"cu132"_s << false;
    QTest::newRow("2.14.1 CUDA 12.8 → cu126") << u"shipped"_s << u"2.14.1"_s << int(K::Cuda) << u"12.8"_s << u"cu126"_s << false;
    QTest::newRow("2.14.1 CUDA 12.4 → cpu") << u"shipped"_s << u"2.14.1"_s << int(K::Cuda) << u"12.4"_s << u"cpu"_s << true;
    QTest::newRow("2.14.1 ROCm 6.4.1 → cpu") << u"shipped"_s << u"2.14.1"_s << int(K::Rocm) << u"6.4.1"_s << u"cpu"_s << true;
    QTest::newRow("2.14.1 ROCm 7.2.1 → rocm7.2") << u"shipped"_s << u"2.14.1"_s << int(K::Rocm) << u"7.2.1"_s << u"rocm7.2"_s << false;
    QTest::newRow("2.14.1 ROCm 7.14 → rocm7.14") << u"shipped"_s << u"2.14.1"_s << int(K::Rocm) << u"7.14.0"_s << u"rocm7.14"_s << false;
    QTest::newRow("2.14.1 ROCm 7.9 → rocm7.2") << u"shipped"_s << u"2.14.1"_s << int(K::Rocm) << u"7.9"_s << u"rocm7.2"_s << false;
    QTest::newRow("2.14.1 cpu") << u"shipped"_s << u"2.14.1"_s << int(K::Cpu) << QString() << u"cpu"_s << false;
    QTest::newRow("2.14.1 CUDA unknown → cpu") << u"shipped"_s << u"2.14.1"_s << int(K::Cuda) << QString() << u"cpu"_s << true;
}

void TestEnvRecipe::chooseVariant()
{
    QFETCH(QString, table);
    QFETCH(QString, torch);
    QFETCH(int, kind);
    QFETCH(QString, version);
    QFETCH(QString, tag);
    QFETCH(bool, fellBack);
    const ManagedLock lock = ManagedLock::parse(table == u"old"_s ? kOldTables
                                                                  : readSource(u"packaging/quark-env-managed.lock"_s));
    QVERIFY2(lock.problems.isEmpty(), qPrintable(lock.problems.join(u'\n')));
    const VariantChoice c = EnvRecipeBuilder::choose(withVersion(Accelerator::Kind(kind), version), lock.variantsFor(torch));
    QCOMPARE(c.variant.tag, tag);
    QCOMPARE(c.fellBack, fellBack);
    QVERIFY(!c.reason.isEmpty());
    if (fellBack && !version.isEmpty())
        QVERIFY2(c.reason.contains(version.section(u'.', 0, 1)), qPrintable(c.reason)); // names what was found
}

void TestEnvRecipe::shippedLocksAgree()
{
    // The managed lock covers the shipped lock: its torch version has a CPU build and every other
    // package a measured size (else the size shown would silently be unknown).
    const RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    QVERIFY2(r.isValid(), qPrintable(r.problems.join(u'\n')));
    QCOMPARE(r.choice.variant.tag, u"cu130"_s);
    const EnvStep &rest = stepOf(r, EnvStep::Kind::InstallLock);
    QVERIFY2(rest.downloadBytes > 0, qPrintable(rest.sizeNote));
    QVERIFY(r.downloadBytes() > 2'000'000'000); // the CUDA libraries are gigabytes
    // ROCm builds are not measured: the total is unknown, not a made-up number.
    const EnvRecipe rocm = EnvRecipeBuilder::build(shippedInput(Accelerator::rocm(7, 2)));
    QCOMPARE(rocm.choice.variant.tag, u"rocm7.2"_s);
    QCOMPARE(rocm.downloadBytes(), qint64(-1));
    QVERIFY(stepOf(rocm, EnvStep::Kind::InstallTorch).sizeNote.contains(u"rocm7.2"_s));
}

void TestEnvRecipe::stepsOfTheShippedLock()
{
    const EnvRecipe r = EnvRecipeBuilder::build(shippedInput(Accelerator::cuda(12, 8)));
    QVERIFY(r.isValid());
    const QString dir = u"/home/ada/.local/share/ptq-studio/quark-env"_s;
    QCOMPARE(r.steps.size(), 5);
    QCOMPARE(r.steps.at(0).argv(), (QStringList{u"/usr/bin/python3.12"_s, u"-m"_s, u"venv"_s, dir}));
    QCOMPARE(r.steps.at(1).argv(),
             (QStringList{dir + u"/bin/python"_s, u"-m"_s, u"pip"_s, u"install"_s, u"--no-input"_s, u"--index-url"_s,
                          u"https://download.pytorch.org/whl/cu126"_s, u"torch==2.14.1+cu126"_s,
                          u"torchvision==0.29.1+cu126"_s}));
    QCOMPARE(r.steps.at(2).arguments,
             (QStringList{u"-m"_s, u"pip"_s, u"install"_s, u"--no-input"_s, u"--no-deps"_s, u"--require-hashes"_s,
                          u"-r"_s, u"/dev/stdin"_s}));
    QCOMPARE(r.steps.at(3).arguments.last(), u"2.14.1+cu126"_s);
    QCOMPARE(r.steps.at(4).argv(), (QStringList{dir + u"/bin/quark-cli"_s, u"torch-llm-ptq"_s, u"--help"_s}));
    QCOMPARE(r.steps.at(4).env.value(u"TORCH_EXTENSIONS_DIR"_s), dir + u"/torch-extensions"_s);
    QCOMPARE(r.steps.at(0).downloads, false);
    QCOMPARE(r.steps.at(1).downloads, true);
    QCOMPARE(r.steps.at(2).downloads, true);
    QCOMPARE(r.steps.at(3).downloads, false);
    QCOMPARE(r.steps.at(4).downloads, false);
    for (const EnvStep &s : r.steps)
        QVERIFY(!s.description.isEmpty());
    // A copyable line per step; the lock step's requirements follow it as a here-document.
    for (const EnvStep &s : r.steps) {
        QCOMPARE(s.input.isEmpty(), s.kind != EnvStep::Kind::InstallLock);
        if (s.input.isEmpty())
            QVERIFY(!s.display().contains(u'\n'));
    }
    QVERIFY(r.steps.at(1).display().startsWith(dir + u"/bin/python -m pip install"_s));
    const QStringList lock = r.steps.at(2).display().split(u'\n');
    QVERIFY2(lock.first().endsWith(u" -r /dev/stdin <<'EOF'"_s), qPrintable(lock.first()));
    QCOMPARE(lock.last(), u"EOF"_s);
    QCOMPARE(lock.mid(1, lock.size() - 2).join(u'\n') + u'\n', r.steps.at(2).input);
    QCOMPARE(r.display().split(u'\n').size(), 5 + lock.size() - 1);

    // The CPU build comes from the CPU index, with no CUDA libraries.
    const EnvRecipe cpu = EnvRecipeBuilder::build(shippedInput(Accelerator::cpu()));
    QVERIFY(stepOf(cpu, EnvStep::Kind::InstallTorch).arguments.contains(u"https://download.pytorch.org/whl/cpu"_s));
    QVERIFY(stepOf(cpu, EnvStep::Kind::InstallTorch).arguments.contains(u"torch==2.14.1+cpu"_s));
    QVERIFY(stepOf(cpu, EnvStep::Kind::InstallTorch).downloadBytes < 1'000'000'000);
}

void TestEnvRecipe::lockSplit()
{
    const RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    const QStringList torchArgs = stepOf(r, EnvStep::Kind::InstallTorch).arguments;
    const QStringList restPins = pinsOf(stepOf(r, EnvStep::Kind::InstallLock).input);
    QStringList lockLines; // the pins, without their hash lines
    for (const QString &line : QString::fromUtf8(in.lockText).split(u'\n')) {
        if (!line.trimmed().isEmpty() && !line.startsWith(u'#') && !line.at(0).isSpace())
            lockLines.append(line.section(u' ', 0, 0));
    }
    QVERIFY(lockLines.size() > 100);
    for (const QString &line : std::as_const(lockLines)) {
        const QString name = EnvRecipeBuilder::normalizeName(line.section(u"=="_s, 0, 0));
        const qsizetype inRest = restPins.count(line);
        qsizetype inTorch = 0;
        for (const QString &a : torchArgs)
            inTorch += a.startsWith(line) ? 1 : 0; // torch==2.14.1 as torch==2.14.1+cu130
        if (name == u"torch"_s || name == u"torchvision"_s) {
            QCOMPARE(inRest, 0);
            QCOMPARE(inTorch, 1);
        } else if (EnvRecipeBuilder::belongsToVariant(name)) {
            QCOMPARE(inRest, 0); // triton, nvidia-*, cuda-*: the build's own, from its index
            QCOMPARE(inTorch, 0);
        } else {
            QVERIFY2(inRest == 1, qPrintable(line));
            QCOMPARE(inTorch, 0);
        }
    }
    for (const QString &a : restPins)
        QVERIFY2(!a.startsWith(u"torch"_s) && !a.startsWith(u"nvidia"_s) && !a.startsWith(u"triton"_s), qPrintable(a));
    QCOMPARE(restPins.size(), lockLines.size() - 2 - 1 - 15 - 3); // torch pair, triton, 15 nvidia-*, 3 cuda-*
    for (const QString &a : stepOf(r, EnvStep::Kind::InstallLock).arguments)
        QVERIFY2(!a.contains(u"=="_s), qPrintable(a)); // the pins are the input, not the argv
}

void TestEnvRecipe::lockStep_isHashChecked()
{
    // Every pin of the lock step is installed in pip's hash-checking mode with exactly the hashes
    // the lock lists for it: the input is the lock's own entries (pin and hash lines), less the
    // PyTorch build's packages, in the lock's order.
    const RecipeInput in = shippedInput(Accelerator::cpu());
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    QVERIFY2(r.isValid(), qPrintable(r.problems.join(u'\n')));
    const EnvStep &rest = stepOf(r, EnvStep::Kind::InstallLock);
    QVERIFY(rest.arguments.contains(u"--require-hashes"_s));
    QVERIFY(rest.arguments.contains(u"--no-deps"_s));
    QCOMPARE(rest.arguments.mid(rest.arguments.indexOf(u"-r"_s), 2), (QStringList{u"-r"_s, u"/dev/stdin"_s}));
    const QMap<QString, QString> entries = lockEntries(in.lockText);
    QString expected;
    int hashes = 0;
    for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
        if (EnvRecipeBuilder::belongsToVariant(it.key()))
            continue;
        QVERIFY2(!hashesOf(it.value()).isEmpty(), qPrintable(it.value())); // the shipped lock hashes every pin
        hashes += int(hashesOf(it.value()).size());
    }
    for (const QString &pin : pinsOf(rest.input))
        expected += entries.value(EnvRecipeBuilder::normalizeName(pin.section(u"=="_s, 0, 0)));
    QCOMPARE(rest.input, expected);
    QCOMPARE(int(hashesOf(rest.input).size()), hashes);
    QVERIFY(hashes > 2 * pinsOf(rest.input).size()); // a wheel per Python, the sdist
    // six, as PyPI lists its two files (the wheel and the sdist).
    QVERIFY(rest.input.contains(u"six==1.17.0 \\\n    --hash=sha256:4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274 "
                                u"\\\n    --hash=sha256:ff70335d468e7eb6ec65b95b99d3a2836546063f63acc5171de367e834932a81\n"_s));
    // The PyTorch step cannot be checked (another index, whose files the lock does not list): no
    // hash there, and the notes say which packages are checked and which are not.
    const EnvStep &torch = stepOf(r, EnvStep::Kind::InstallTorch);
    QVERIFY(torch.input.isEmpty());
    QVERIFY(!torch.arguments.contains(u"--require-hashes"_s));
    QVERIFY2(r.notes.join(u' ').contains(u"hash-checking mode"_s), qPrintable(r.notes.join(u' ')));
    QVERIFY(r.notes.join(u' ').contains(u"PyTorch is not checked this way"_s));

    // The approval binds the hashes: another hash is another digest; the display shows them.
    RecipeInput other = in;
    other.lockText.replace("4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274",
                           "0000000000000000000000000000000000000000000000000000000000000000");
    const EnvRecipe o = EnvRecipeBuilder::build(other);
    QVERIFY(o.isValid());
    QVERIFY(o.digest() != r.digest());
    QVERIFY(o.display().contains(u"--hash=sha256:0000000000000000000000000000000000000000000000000000000000000000"_s));
    QVERIFY(!o.display().contains(u"4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274"_s));
    // Only the input differs: it is bound on its own.
    EnvRecipe same = r;
    same.steps[2].input += u"six==1.17.0\n"_s;
    QVERIFY(same.digest() != r.digest());

    // A repair installs what is missing the same way, with that pin's hashes.
    RepairInput repair;
    repair.targetDir = u"/opt/envs/q"_s;
    repair.lockText = in.lockText;
    repair.managedText = in.managedText;
    repair.installed = {{u"torch"_s, u"2.14.1+cpu"_s}, {u"torchvision"_s, u"0.29.1+cpu"_s}};
    for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
        if (it.key() != u"datasets"_s && !EnvRecipeBuilder::belongsToVariant(it.key()))
            repair.installed.insert(it.key(), it.value().section(u"=="_s, 1).section(u' ', 0, 0));
    }
    const EnvRecipe fix = EnvRecipeBuilder::repair(repair);
    QVERIFY2(fix.isValid(), qPrintable(fix.problems.join(u'\n')));
    QCOMPARE(fix.steps.first().arguments, rest.arguments);
    QCOMPARE(fix.steps.first().input, entries.value(u"datasets"_s));
    QVERIFY(fix.steps.first().input.startsWith(u"datasets==5.2.0 \\\n    --hash=sha256:"_s));
}

void TestEnvRecipe::lockWithoutHashes_isRefused()
{
    // pip's hash-checking mode refuses a pin without a hash: the recipe says so before anyone
    // approves it, naming the pin and the command that writes the hashes.
    RecipeInput in = shippedInput(Accelerator::cpu());
    in.lockText += "brand-new-package==1.0\n";
    EnvRecipe r = EnvRecipeBuilder::build(in);
    QVERIFY(!r.isValid());
    QVERIFY(r.steps.isEmpty());
    QVERIFY2(r.problems.join(u' ').contains(u"brand-new-package==1.0 without --hash lines"_s), qPrintable(r.problems.join(u' ')));
    QVERIFY(r.problems.join(u' ').contains(u"packaging/lock-hashes.py"_s));
    // The lock as it was before hashes: every pin named.
    QByteArray bare;
    for (const QByteArray &line : readSource(u"packaging/quark-env.lock"_s).split('\n')) {
        if (!line.startsWith(' '))
            bare += (line.endsWith(" \\") ? line.chopped(2) : line) + '\n';
    }
    in.lockText = bare;
    r = EnvRecipeBuilder::build(in);
    QVERIFY(!r.isValid());
    QVERIFY(r.problems.join(u' ').contains(u"amd-quark==0.13"_s));
    // The build's own packages need none here: the PyTorch index's files are not in the lock.
    QVERIFY(!r.problems.join(u' ').contains(u"torch==2.14.1"_s));
    // A hash option of another form, or a malformed one, is no pin of the lock.
    in = shippedInput(Accelerator::cpu());
    in.lockText += "fresh==1.0 --hash=md5:0123456789abcdef0123456789abcdef\n";
    r = EnvRecipeBuilder::build(in);
    QVERIFY(!r.isValid());
    QVERIFY2(r.problems.join(u' ').contains(u"is not one package pinned with =="_s), qPrintable(r.problems.join(u' ')));
    // A repair of such a pin is refused too.
    RepairInput repair;
    repair.targetDir = u"/opt/envs/q"_s;
    repair.lockText = "torch==2.14.1\ntorchvision==0.29.1\ndatasets==5.2.0\n";
    repair.installed = {{u"torch"_s, u"2.14.1"_s}, {u"torchvision"_s, u"0.29.1"_s}};
    const EnvRecipe fix = EnvRecipeBuilder::repair(repair);
    QVERIFY(!fix.isValid());
    QVERIFY(fix.problems.join(u' ').contains(u"datasets==5.2.0 without --hash lines"_s));
}

void TestEnvRecipe::pipIndexFromEnvironmentHonoured()
{
    RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
    in.environment = {{u"PIP_INDEX_URL"_s, u"https://pypi.corp.example/simple"_s},
                      {u"PIP_EXTRA_INDEX_URL"_s, u"https://extra.corp.example/simple"_s},
                      {u"HOME"_s, u"/home/ada"_s}};
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    QVERIFY(r.isValid());
    const EnvStep &torch = stepOf(r, EnvStep::Kind::InstallTorch);
    QVERIFY(!torch.arguments.contains(u"--index-url"_s)); // not overridden by the public index
    QVERIFY(torch.arguments.contains(u"torch==2.14.1"_s));
    QCOMPARE(stepOf(r, EnvStep::Kind::ImportCheck).arguments.last(), u"2.14.1"_s);
    for (EnvStep::Kind kind : {EnvStep::Kind::InstallTorch, EnvStep::Kind::InstallLock}) {
        const EnvStep &s = stepOf(r, kind);
        QCOMPARE(s.env.value(u"PIP_INDEX_URL"_s), u"https://pypi.corp.example/simple"_s);
        QCOMPARE(s.env.value(u"PIP_EXTRA_INDEX_URL"_s), u"https://extra.corp.example/simple"_s);
        QVERIFY(!s.env.contains(u"HOME"_s));
        QVERIFY(s.display().contains(u"PIP_INDEX_URL=https://pypi.corp.example/simple"_s)); // shown
    }
    QVERIFY(r.notes.join(u'\n').contains(u"https://pypi.corp.example/simple"_s));
    QVERIFY(r.notes.join(u'\n').contains(u"https://extra.corp.example/simple"_s));
}

void TestEnvRecipe::overrideWins()
{
    RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
    in.environment = {{u"PIP_INDEX_URL"_s, u"https://pypi.corp.example/simple"_s}};
    in.overrides.cuda = u"https://mirror.corp.example/pytorch/cu130"_s;
    in.overrides.cpu = u"https://never.example/cpu"_s; // another accelerator's setting is not used
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    const QStringList args = stepOf(r, EnvStep::Kind::InstallTorch).arguments;
    QCOMPARE(args.mid(args.indexOf(u"--index-url"_s), 2),
             (QStringList{u"--index-url"_s, u"https://mirror.corp.example/pytorch/cu130"_s}));
    QVERIFY(args.contains(u"torch==2.14.1+cu130"_s));
    QVERIFY(!stepOf(r, EnvStep::Kind::InstallLock).arguments.contains(u"--index-url"_s)); // the lock: pip's config

    // An empty setting: pip's own configuration (no --index-url), even with no PIP_INDEX_URL.
    RecipeInput empty = shippedInput(Accelerator::cuda(13, 0));
    empty.overrides.cuda = QString();
    const EnvRecipe e = EnvRecipeBuilder::build(empty);
    QVERIFY(!stepOf(e, EnvStep::Kind::InstallTorch).arguments.contains(u"--index-url"_s));
    QVERIFY(stepOf(e, EnvStep::Kind::InstallTorch).arguments.contains(u"torch==2.14.1"_s));
    QVERIFY(e.notes.join(u' ').contains(u"pip's own configuration"_s));
    // Which build that index serves is its own: so is the download (never the chosen build's).
    QCOMPARE(stepOf(e, EnvStep::Kind::InstallTorch).downloadBytes, qint64(-1));
    QVERIFY2(stepOf(e, EnvStep::Kind::InstallTorch).sizeNote.startsWith(u"Unknown"_s),
             qPrintable(stepOf(e, EnvStep::Kind::InstallTorch).sizeNote));
    QCOMPARE(e.downloadBytes(), qint64(-1));
    QVERIFY(stepOf(r, EnvStep::Kind::InstallTorch).downloadBytes > 0); // a named index: its measured build

    // A fallback to the CPU build uses the CPU setting.
    RecipeInput old = shippedInput(Accelerator::cuda(12, 4));
    old.overrides.cpu = u"https://mirror.corp.example/pytorch/cpu"_s;
    const EnvRecipe o = EnvRecipeBuilder::build(old);
    QVERIFY(o.choice.fellBack);
    QVERIFY(stepOf(o, EnvStep::Kind::InstallTorch).arguments.contains(u"https://mirror.corp.example/pytorch/cpu"_s));
    QVERIFY(o.notes.contains(o.choice.reason));
}

void TestEnvRecipe::digestBindsEverything()
{
    const RecipeInput base = shippedInput(Accelerator::cuda(13, 0));
    const QByteArray d = EnvRecipeBuilder::build(base).digest();
    QCOMPARE(d.size(), 64);
    QCOMPARE(EnvRecipeBuilder::build(base).digest(), d);

    // What is not a command does not change it: the detection's notes and source.
    RecipeInput same = base;
    same.accelerator.source = u"nvidia-smi"_s;
    same.accelerator.notes = {u"a note"_s};
    same.environment.insert(u"HOME"_s, u"/elsewhere"_s);
    QCOMPARE(EnvRecipeBuilder::build(same).digest(), d);

    QList<RecipeInput> changed;
    RecipeInput c = base;
    c.python = u"/usr/bin/python3.11"_s;
    changed.append(c);
    c = base;
    c.targetDir = u"/home/ada/other-env"_s;
    changed.append(c);
    c = base;
    c.accelerator = Accelerator::cuda(13, 2); // another build, another index URL
    changed.append(c);
    c = base;
    c.overrides.cuda = u"https://mirror.example/cu130"_s;
    changed.append(c);
    c = base;
    c.environment.insert(u"PIP_EXTRA_INDEX_URL"_s, u"https://extra.example/simple"_s);
    changed.append(c);
    c = base;
    c.lockText.replace("amd-quark==0.13", "amd-quark==0.14");
    changed.append(c);
    for (const RecipeInput &in : std::as_const(changed)) {
        const EnvRecipe r = EnvRecipeBuilder::build(in);
        QVERIFY2(r.isValid(), qPrintable(r.problems.join(u'\n')));
        QVERIFY(r.digest() != d);
    }
    // Only the environment of one step changes (TORCH_EXTENSIONS_DIR is bound too).
    EnvRecipe r = EnvRecipeBuilder::build(base);
    r.steps.last().env.insert(u"TORCH_EXTENSIONS_DIR"_s, u"/tmp/x"_s);
    QVERIFY(r.digest() != d);
}

void TestEnvRecipe::credentialsRedactedInDisplayOnly()
{
    RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
    in.overrides.cuda = u"https://ada:s3cret-token-123@mirror.corp.example/pytorch/cu130"_s;
    in.environment = {{u"PIP_EXTRA_INDEX_URL"_s, u"https://bot:other-token-456@extra.corp.example/simple"_s}};
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    const EnvStep &torch = stepOf(r, EnvStep::Kind::InstallTorch);
    // The real URL, in pip's environment: never in its argv, which ps shows every local user.
    QCOMPARE(torch.env.value(u"PIP_INDEX_URL"_s), u"https://ada:s3cret-token-123@mirror.corp.example/pytorch/cu130"_s);
    QVERIFY(!torch.arguments.join(u' ').contains(u"s3cret-token-123"_s));
    QVERIFY(!torch.arguments.contains(u"--index-url"_s));
    QVERIFY(torch.arguments.contains(u"torch==2.14.1+cu130"_s)); // still the build of that index
    QCOMPARE(torch.env.value(u"PIP_EXTRA_INDEX_URL"_s), u"https://bot:other-token-456@extra.corp.example/simple"_s);
    for (const EnvStep &step : r.steps)
        QVERIFY(!step.argv().join(u' ').contains(u"token-"_s));
    const QString shown = r.display() + r.notes.join(u'\n');
    QVERIFY(!shown.contains(u"s3cret-token-123"_s));
    QVERIFY(!shown.contains(u"other-token-456"_s));
    QVERIFY(shown.contains(u"mirror.corp.example/pytorch/cu130"_s));
    QVERIFY(shown.contains(u"[redacted]"_s));
    // The digest binds the real URL: another token is another approval.
    RecipeInput other = in;
    other.overrides.cuda = u"https://ada:another-token-789@mirror.corp.example/pytorch/cu130"_s;
    QVERIFY(EnvRecipeBuilder::build(other).digest() != r.digest());
    QCOMPARE(EnvRecipeBuilder::build(other).display(), r.display());
}

void TestEnvRecipe::problems()
{
    RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
    in.lockText = "amd-quark==0.13\n";
    EnvRecipe r = EnvRecipeBuilder::build(in);
    QVERIFY(!r.isValid());
    QVERIFY(r.steps.isEmpty());

    in = shippedInput(Accelerator::cuda(13, 0));
    in.lockText.replace("torch==2.14.1", "torch==2.99.0");
    r = EnvRecipeBuilder::build(in);
    QVERIFY(!r.isValid());
    QVERIFY(r.problems.join(u' ').contains(u"2.99.0"_s));

    in = shippedInput(Accelerator::cuda(13, 0));
    in.lockText += "--index-url https://elsewhere.example/simple\nrequests>=2\n";
    r = EnvRecipeBuilder::build(in);
    QCOMPARE(r.problems.size(), 2);

    in = shippedInput(Accelerator::cuda(13, 0));
    in.python = u"python3"_s;
    QVERIFY(!EnvRecipeBuilder::build(in).isValid());

    // A space in the folder breaks amd-quark's first kernel build (seen: "ld: cannot find
    // Studio/ptq-studio/…"): refused at the gate, not found out after four minutes of pip.
    in = shippedInput(Accelerator::cuda(13, 0));
    in.targetDir = u"/home/ada/.local/share/PTQ Studio/ptq-studio/environments/quark-0.13-cpu"_s;
    r = EnvRecipeBuilder::build(in);
    QVERIFY(!r.isValid());
    QVERIFY2(r.problems.join(u' ').contains(u"has a space in its path"_s), qPrintable(r.problems.join(u' ')));

    in = shippedInput(Accelerator::cuda(13, 0));
    in.managedText += "variant 2.14.1 cu999 quantum 9.9 https://x - -\n";
    QVERIFY(!EnvRecipeBuilder::build(in).isValid());

    // A package of the lock without a measured size makes that step's size unknown, and says so.
    in = shippedInput(Accelerator::cuda(13, 0));
    in.lockText += "brand-new-package==1.0 \\\n    --hash=sha256:" + QByteArray(64, 'a') + "\n";
    r = EnvRecipeBuilder::build(in);
    QVERIFY(r.isValid());
    QCOMPARE(stepOf(r, EnvStep::Kind::InstallLock).downloadBytes, qint64(-1));
    QVERIFY(stepOf(r, EnvStep::Kind::InstallLock).sizeNote.contains(u"brand-new-package==1.0"_s));
    QCOMPARE(r.downloadBytes(), qint64(-1));
}

void TestEnvRecipe::displayIsWhatBashRuns()
{
    // Pasted into bash, each step runs the same argv with the same input (a function in the
    // program's place prints the words bash parsed, then what came on its standard input).
    const EnvRecipe r = EnvRecipeBuilder::build(shippedInput(Accelerator::cuda(13, 0)));
    if (QStandardPaths::findExecutable(u"bash"_s).isEmpty())
        QSKIP("no bash");
    int withInput = 0;
    for (const EnvStep &s : r.steps) {
        QProcess bash;
        bash.setStandardInputFile(QProcess::nullDevice());
        bash.start(u"bash"_s, {u"-c"_s, u"f() { printf '%s\\0' \"$@\"; printf '\\1'; cat; }; f "_s
                                           + s.display().section(u' ', s.env.size())});
        QVERIFY(bash.waitForFinished(10'000));
        const QString out = QString::fromUtf8(bash.readAllStandardOutput());
        QStringList words = out.section(QChar(1), 0, 0).split(QChar(0));
        words.removeLast();
        QCOMPARE(words, s.argv());
        QCOMPARE(out.section(QChar(1), 1), s.input);
        withInput += s.input.isEmpty() ? 0 : 1;
    }
    QCOMPARE(withInput, 1);
}

// The tools asked as the app asks them: the fake nvidia-smi (driver 550.54.15, as fake-tool
// answers the real query) and a ROCm version file under ROCM_PATH.
void TestEnvRecipe::prober_asksTheTools()
{
    using namespace Qt::Literals::StringLiterals;
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QProcessEnvironment env;
    env.insert(u"PATH"_s, ptq::test::fakeBin(root.path(), {u"nvidia-smi"_s}));
    env.insert(u"ROCM_PATH"_s, root.filePath(u"no-rocm"_s));
    {
        ptq::AcceleratorProber prober;
        prober.setEnvironment(env);
        QSignalSpy done(&prober, &ptq::AcceleratorProber::finished);
        prober.probe();
        QVERIFY(done.wait(15000));
        const auto accelerator = done.first().first().value<ptq::Accelerator>();
        QCOMPARE(ptq::toString(accelerator.kind), u"cuda"_s);
        QCOMPARE(accelerator.version, QVersionNumber(12, 4)); // NVIDIA's minimum driver for 12.4 is 550.54.14
        QCOMPARE(done.first().at(1).value<ptq::AcceleratorProbe>().nvidiaSmiDriverCsv.trimmed(), QByteArray("550.54.15"));
    }
    // No NVIDIA tool; ROCm's version file says 7.2.1.
    env.insert(u"PATH"_s, root.filePath(u"empty"_s));
    QVERIFY(QDir().mkpath(root.filePath(u"rocm/.info"_s)));
    QFile version(root.filePath(u"rocm/.info/version"_s));
    QVERIFY(version.open(QIODevice::WriteOnly));
    version.write("7.2.1-55\n");
    version.close();
    env.insert(u"ROCM_PATH"_s, root.filePath(u"rocm"_s));
    ptq::AcceleratorProber prober;
    prober.setEnvironment(env);
    QSignalSpy done(&prober, &ptq::AcceleratorProber::finished);
    prober.probe();
    QVERIFY(done.wait(15000));
    const auto accelerator = done.first().first().value<ptq::Accelerator>();
    QCOMPARE(ptq::toString(accelerator.kind), u"rocm"_s);
    QCOMPARE(accelerator.version, QVersionNumber(7, 2, 1));
}

void TestEnvRecipe::cpuBuild_warnsThatQuarkCannotQuantize()
{
    // quark-cli 0.13 places the model over the GPUs' memory only (the gate's cpu-without-gpu): the
    // review of a CPU environment says it before anyone approves a 5-minute install.
    const EnvRecipe cpu = EnvRecipeBuilder::build(shippedInput(Accelerator::cpu()));
    QVERIFY(cpu.isValid());
    QCOMPARE(cpu.warnings.size(), 1);
    QVERIFY2(cpu.warnings.first().contains(u"quark-cli 0.13 cannot quantize"_s), qPrintable(cpu.warnings.first()));
    QVERIFY(cpu.warnings.first().contains(u"remote target"_s));
    // A GPU whose driver no build fits falls back to the same CPU build: the same warning.
    const EnvRecipe fellBack = EnvRecipeBuilder::build(shippedInput(Accelerator::cuda(11, 8)));
    QVERIFY(fellBack.choice.fellBack);
    QCOMPARE(fellBack.warnings, cpu.warnings);
    QVERIFY(EnvRecipeBuilder::build(shippedInput(Accelerator::cuda(13, 0))).warnings.isEmpty());
    QVERIFY(EnvRecipeBuilder::build(shippedInput(Accelerator::rocm(7, 2))).warnings.isEmpty());
    // An older quark-cli could place models on the CPU: nothing to warn of.
    QVERIFY(EnvRecipeBuilder::cpuWarning(u"0.12"_s).isEmpty());
    QVERIFY(!EnvRecipeBuilder::cpuWarning(u"0.14"_s).isEmpty());
}

void TestEnvRecipe::lockStep_saysWhatItCounts()
{
    // The step's number is the lock's pins passed to pip (99 of the shipped 120: not torch,
    // torchvision, triton, nvidia-*, cuda-*); pip installs fewer when step 2 already brought some
    // at the pinned version (seen: 88, with numpy, pillow, sympy, … from the CPU index). So the
    // text says what it counts, and that pip keeps those.
    const EnvRecipe r = EnvRecipeBuilder::build(shippedInput(Accelerator::cpu()));
    const EnvStep &rest = stepOf(r, EnvStep::Kind::InstallLock);
    const qsizetype pins = pinsOf(rest.input).size();
    QCOMPARE(pins, 99);
    QVERIFY2(rest.description.startsWith(u"Install the other %1 package"_s.arg(pins)), qPrintable(rest.description));
    QVERIFY(rest.description.contains(u"the lock pins"_s));
    QVERIFY2(rest.description.contains(u"pip keeps those the PyTorch step already installed"_s), qPrintable(rest.description));
}

void TestEnvRecipe::typedFolder_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("problem"); // a part of it; empty: none
    const QString home = u"/home/ada"_s;
    QTest::newRow("absolute") << u"/data/envs/quark"_s << u"/data/envs/quark"_s << QString();
    QTest::newRow("blanks around") << u"  /data/envs/quark  "_s << u"/data/envs/quark"_s << QString();
    QTest::newRow("trailing slash, dots") << u"/data//envs/../envs/quark/"_s << u"/data/envs/quark"_s << QString();
    QTest::newRow("home") << u"~/envs/quark"_s << home + u"/envs/quark"_s << QString();
    QTest::newRow("empty") << u"  "_s << QString() << u"Type or choose the folder"_s;
    QTest::newRow("relative") << u"envs/quark"_s << u"envs/quark"_s
                              << u"must be an absolute path (starting with /), not \"envs/quark\""_s;
    QTest::newRow("someone's home") << u"~ada/envs"_s << u"~ada/envs"_s << u"must be an absolute path"_s;
    QTest::newRow("space") << u"/data/my envs/quark"_s << u"/data/my envs/quark"_s << u"has a space in its path"_s;
    QTest::newRow("tab") << u"/data/my\tenvs"_s << u"/data/my\tenvs"_s << u"has a space in its path"_s;
    // torch's extension build writes the folder unescaped into build.ninja ($ and : are ninja's).
    QTest::newRow("dollar") << u"/data/$envs/quark"_s << u"/data/$envs/quark"_s << u"has \"$\" in its path"_s;
    QTest::newRow("colon") << u"/data/envs:old/quark"_s << u"/data/envs:old/quark"_s << u"has \":\" in its path"_s;
    QTest::newRow("control") << u"/data/envs\x1b[0m/quark"_s << u"/data/envs\x1b[0m/quark"_s
                             << u"has a control character in its path"_s;
}

void TestEnvRecipe::typedFolder()
{
    QFETCH(QString, typed);
    QFETCH(QString, folder);
    QFETCH(QString, problem);
    const QString dir = EnvDefaults::folderFromText(typed, u"/home/ada"_s);
    QCOMPARE(dir, folder);
    const QString said = EnvRecipeBuilder::folderProblem(dir);
    QVERIFY2(problem.isEmpty() ? said.isEmpty() : said.contains(problem), qPrintable(said));
    // The builder refuses the same folders, with the same sentence, kept apart for the field.
    RecipeInput in = shippedInput(Accelerator::cpu());
    in.targetDir = dir;
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    QCOMPARE(r.folderProblem, said);
    QCOMPARE(r.isValid(), said.isEmpty());
    if (!said.isEmpty()) {
        QVERIFY(r.problems.contains(said));
        QVERIFY(!r.choice.variant.tag.isEmpty()); // the build is still named,
        QCOMPARE(r.warnings.size(), 1);           // and what it cannot do
    }
}

void TestEnvRecipe::folderOnDisk_namesWhatIsWrong()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString base = root.path();
    QVERIFY(QDir(base).mkpath(u"empty"_s));
    QVERIFY(QDir(base).mkpath(u"taken/bin"_s));
    QFile file(base + u"/a-file"_s);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(QDir(base).mkpath(u"locked"_s));
    QVERIFY(QFile::setPermissions(base + u"/locked"_s, QFile::ReadOwner | QFile::ExeOwner));

    QCOMPARE(EnvDefaults::folderProblem(base + u"/new/deeper/quark"_s), QString()); // venv makes the folders
    QCOMPARE(EnvDefaults::folderProblem(base + u"/empty"_s), QString());
    QVERIFY(EnvDefaults::folderProblem(base + u"/taken"_s).contains(base + u"/taken already holds files"_s));
    QCOMPARE(EnvDefaults::folderProblem(base + u"/taken"_s, true), QString()); // the failed attempt there goes first
    QVERIFY(EnvDefaults::folderProblem(base + u"/a-file"_s).contains(u"is a file"_s));
    QVERIFY(EnvDefaults::folderProblem(base + u"/a-file/quark"_s).contains(u"is a file"_s));
    QVERIFY(EnvDefaults::folderProblem(u"relative/quark"_s).contains(u"absolute path"_s));
    const bool root_ = QFileInfo(base + u"/locked"_s).isWritable();
    const QString locked = EnvDefaults::folderProblem(base + u"/locked/quark"_s);
    QVERIFY(QFile::setPermissions(base + u"/locked"_s, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    if (root_)
        QSKIP("running as a user who can write anywhere (root)");
    QVERIFY2(locked.startsWith(u"You cannot write to %1"_s.arg(base + u"/locked"_s)), qPrintable(locked));
    QVERIFY(locked.contains(EnvDefaults::defaultEnvironmentsDir()));
}

// `pip config list` as pip 23.2.1 prints it (values in Python's repr), this machine's kind included.
const QByteArray kPipConfig = ":env:.cert='/etc/ssl/certs/ca-certificates.crt'\n"
                              ":env:.default-timeout='180'\n"
                              ":env:.disable-pip-version-check='1'\n"
                              ":env:.find-links='/opt/wheels'\n"
                              "global.cert='/etc/ssl/certs/ca-certificates.crt'\n"
                              "global.constraint='/etc/xdg/pip/constraints.txt'\n"
                              "global.extra-index-url='file:///opt/pypi/simple file:///opt/pypi-more/simple'\n"
                              "global.find-links='/opt/wheels'\n"
                              "install.index-url='https://mirror.example/simple'\n"
                              "global.index-url='https://ignored.example/simple'\n";

RecipeInput uvInput(const QByteArray &config = kPipConfig)
{
    RecipeInput in = shippedInput(Accelerator::cuda(13, 0));
    in.installer.uvLockText = readSource(u"packaging/uv-tool.lock"_s);
    in.installer.uvCacheDir = u"/home/ada/.cache/ptq-studio/uv-cache"_s;
    in.installer.pipSettings = PipSettings::parse(config);
    in.installer.architecture = u"x86_64"_s;
    return in;
}

void TestEnvRecipe::pipSettings_parse()
{
    const std::optional<PipSettings> s = PipSettings::parse(kPipConfig);
    QVERIFY(s);
    // The environment's value over [install]'s over [global]'s, as pip's install command takes them.
    QCOMPARE(s->values.value(u"index-url"_s).value, u"https://mirror.example/simple"_s);
    QCOMPARE(s->values.value(u"index-url"_s).origin, u"[install]"_s);
    QCOMPARE(s->values.value(u"find-links"_s).origin, u"environment"_s);
    QCOMPARE(s->values.value(u"default-timeout"_s).value, u"180"_s);
    // Python's repr: \n in a multi-line value, the other quote, an escaped backslash.
    const auto multi = PipSettings::parse("global.extra-index-url='https://a/simple\\nhttps://b/simple'\n"
                                          "global.cert=\"/etc/it's.pem\"\nglobal.log='C:\\\\x'\n");
    QVERIFY(multi);
    QCOMPARE(multi->values.value(u"extra-index-url"_s).value, u"https://a/simple\nhttps://b/simple"_s);
    QCOMPARE(multi->values.value(u"cert"_s).value, u"/etc/it's.pem"_s);
    QCOMPARE(multi->values.value(u"log"_s).value, u"C:\\x"_s);
    // Nothing set is an answer too; anything else is not pip config list's.
    QVERIFY(PipSettings::parse(""));
    QVERIFY(PipSettings::parse("")->values.isEmpty());
    QVERIFY(!PipSettings::parse("Traceback (most recent call last):\n"));
    QVERIFY(!PipSettings::parse("global.index-url=unquoted\n"));
}

void TestEnvRecipe::uvSettings_carryWhatPipWouldUse()
{
    const UvSettings uv = UvSettings::from(*PipSettings::parse(kPipConfig), {});
    QCOMPARE(uv.env.value(u"UV_DEFAULT_INDEX"_s), u"https://mirror.example/simple"_s);
    QCOMPARE(uv.env.value(u"UV_INDEX"_s), u"file:///opt/pypi/simple file:///opt/pypi-more/simple"_s);
    QCOMPARE(uv.env.value(u"UV_FIND_LINKS"_s), u"/opt/wheels"_s);
    QCOMPARE(uv.env.value(u"SSL_CERT_FILE"_s), u"/etc/ssl/certs/ca-certificates.crt"_s);
    QCOMPARE(uv.env.value(u"UV_HTTP_TIMEOUT"_s), u"180"_s);
    QVERIFY(!uv.env.contains(u"UV_CONSTRAINT"_s)); // only where dependencies are resolved
    QCOMPARE(uv.resolveEnv.value(u"UV_CONSTRAINT"_s), u"/etc/xdg/pip/constraints.txt"_s);
    QVERIFY(uv.blocking.isEmpty());
    QVERIFY2(uv.carried.join(u' ').contains(u"extra-index-url ([global]) as UV_INDEX"_s), qPrintable(uv.carried.join(u' ')));
    // PIP_INDEX_URL in the environment the recipe reads wins, as in pip.
    const UvSettings env = UvSettings::from(*PipSettings::parse(kPipConfig),
                                            {{u"PIP_INDEX_URL"_s, u"https://env.example/simple"_s}});
    QCOMPARE(env.env.value(u"UV_DEFAULT_INDEX"_s), u"https://env.example/simple"_s);
    // A setting uv has no counterpart for is named; one that changes nothing installed is not.
    const UvSettings blocked =
        UvSettings::from(*PipSettings::parse("install.only-binary=':all:'\nglobal.progress-bar='off'\n"), {});
    QCOMPARE(blocked.blocking, QStringList{u"only-binary ([install])"_s});
    QVERIFY(blocked.env.isEmpty());
    // PIP_CONFIG_FILE, as pip 23.2.1 lists it: the file's own settings are listed beside it, under
    // their section, and carried; the pointer itself is nothing uv must follow.
    const UvSettings file = UvSettings::from(
        *PipSettings::parse(":env:.config-file='/home/ada/pip.conf'\nglobal.extra-index-url='file:///opt/pypi/simple'\n"), {});
    QVERIFY2(file.blocking.isEmpty(), qPrintable(file.blocking.join(u", "_s)));
    QCOMPARE(file.env.value(u"UV_INDEX"_s), u"file:///opt/pypi/simple"_s);
    // Several find-links: comma-separated for uv; no-index as a flag.
    const UvSettings links = UvSettings::from(*PipSettings::parse("global.find-links='/a\\n/b'\nglobal.no-index='true'\n"), {});
    QCOMPARE(links.env.value(u"UV_FIND_LINKS"_s), u"/a,/b"_s);
    QCOMPARE(links.env.value(u"UV_NO_INDEX"_s), u"1"_s);
}

void TestEnvRecipe::uv_stepsOfTheShippedLock()
{
    const RecipeInput in = uvInput();
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    QVERIFY2(r.isValid(), qPrintable(r.problems.join(u'\n')));
    QList<EnvStep::Kind> kinds;
    for (const EnvStep &s : r.steps)
        kinds.append(s.kind);
    QCOMPARE(kinds, (QList<EnvStep::Kind>{EnvStep::Kind::CreateVenv, EnvStep::Kind::InstallUv, EnvStep::Kind::InstallTorch,
                                          EnvStep::Kind::InstallLock, EnvStep::Kind::ImportCheck,
                                          EnvStep::Kind::CompileKernels}));
    const QString dir = in.targetDir;
    // uv itself: by the venv's pip, hash-checked, its pin and PyPI's hashes from packaging/uv-tool.lock.
    const EnvStep &uv = stepOf(r, EnvStep::Kind::InstallUv);
    QCOMPARE(uv.program, dir + u"/bin/python"_s);
    QVERIFY(uv.arguments.contains(u"--require-hashes"_s));
    QCOMPARE(pinsOf(uv.input), QStringList{u"uv==0.13.9"_s});
    QCOMPARE(uv.input, lockEntries(readSource(u"packaging/uv-tool.lock"_s)).value(u"uv"_s));
    QCOMPARE(uv.downloadBytes, qint64(17'606'939));
    QVERIFY(!uv.runsUv());
    // The two install steps: the environment's uv, for the environment's Python, the same pins.
    const RecipeInput pipIn = shippedInput(Accelerator::cuda(13, 0));
    const EnvRecipe pip = EnvRecipeBuilder::build(pipIn);
    for (const EnvStep::Kind kind : {EnvStep::Kind::InstallTorch, EnvStep::Kind::InstallLock}) {
        const EnvStep &s = stepOf(r, kind);
        QVERIFY(s.runsUv());
        QCOMPARE(s.program, dir + u"/bin/uv"_s);
        QCOMPARE(s.arguments.mid(0, 5), (QStringList{u"pip"_s, u"install"_s, u"--python"_s, dir + u"/bin/python"_s,
                                                      u"--compile-bytecode"_s}));
        QCOMPARE(s.input, stepOf(pip, kind).input);
        QCOMPARE(s.downloadBytes, stepOf(pip, kind).downloadBytes);
        QCOMPARE(s.env.value(u"UV_CACHE_DIR"_s), in.installer.uvCacheDir);
        QCOMPARE(s.env.value(u"UV_NO_CONFIG"_s), u"1"_s);
        QCOMPARE(s.env.value(u"UV_PYTHON_DOWNLOADS"_s), u"never"_s);
        QCOMPARE(s.env.value(u"UV_INDEX_STRATEGY"_s), u"unsafe-best-match"_s);
        QCOMPARE(s.env.value(u"UV_INDEX"_s), u"file:///opt/pypi/simple file:///opt/pypi-more/simple"_s);
        QVERIFY(!s.arguments.contains(u"--no-input"_s));
        QVERIFY(!s.env.contains(u"PIP_INDEX_URL"_s));
    }
    const EnvStep &torch = stepOf(r, EnvStep::Kind::InstallTorch);
    QVERIFY(torch.arguments.contains(u"torch==2.14.1+cu130"_s));
    QVERIFY(torch.arguments.contains(u"https://download.pytorch.org/whl/cu130"_s));
    QCOMPARE(torch.env.value(u"UV_CONSTRAINT"_s), u"/etc/xdg/pip/constraints.txt"_s);
    const EnvStep &lock = stepOf(r, EnvStep::Kind::InstallLock);
    for (const QString &a : {u"--no-deps"_s, u"--require-hashes"_s, u"/dev/stdin"_s})
        QVERIFY(lock.arguments.contains(a));
    QVERIFY(!lock.env.contains(u"UV_CONSTRAINT"_s)); // uv's hash-checking mode refuses a range
    // Said, and bound: another installer is another approval.
    QVERIFY(r.digest() != pip.digest());
    QVERIFY2(r.notes.join(u' ').contains(u"uv 0.13.9 installs the packages"_s), qPrintable(r.notes.join(u'\n')));
    QVERIFY(r.notes.join(u' ').contains(u"constraint ([global]) as UV_CONSTRAINT"_s));
    RecipeInput otherCache = in;
    otherCache.installer.uvCacheDir = u"/elsewhere/uv-cache"_s;
    QVERIFY(EnvRecipeBuilder::build(otherCache).digest() != r.digest());
}

void TestEnvRecipe::uv_pipWhereUvCannotPromiseTheSame()
{
    const EnvRecipe pipRecipe = EnvRecipeBuilder::build(shippedInput(Accelerator::cuda(13, 0)));
    auto installsWithPip = [&](const RecipeInput &in, const QString &noteWords) {
        const EnvRecipe r = EnvRecipeBuilder::build(in);
        for (const EnvStep &s : r.steps)
            if (s.runsUv() || s.kind == EnvStep::Kind::InstallUv)
                return false;
        if (r.steps != pipRecipe.steps)
            return false;
        return noteWords.isEmpty() ? true : r.notes.join(u' ').contains(noteWords);
    };
    RecipeInput chosen = uvInput();
    chosen.installer.preferPip = true;
    QVERIFY(installsWithPip(chosen, {}));
    RecipeInput unknown = uvInput();
    unknown.installer.pipSettings.reset();
    unknown.installer.pipSettingsProblem = u"no pip in /usr/bin/python3"_s;
    QVERIFY(installsWithPip(unknown, u"pip's settings could not be read (no pip in /usr/bin/python3)"_s));
    QVERIFY(installsWithPip(uvInput("install.only-binary=':all:'\n"), u"only-binary ([install]), which uv cannot follow"_s));
    RecipeInput arm = uvInput();
    arm.installer.architecture = u"arm64"_s;
    QVERIFY(installsWithPip(arm, u"this one is arm64"_s));
    RecipeInput noHashes = uvInput();
    noHashes.installer.uvLockText = "uv==0.13.9\n";
    QVERIFY(installsWithPip(noHashes, u"pins no uv with its hashes"_s));
}

void TestEnvRecipe::uv_credentialsNeverInAnArgv()
{
    // pip.conf's index with a token: uv's environment, never its argv; shown redacted.
    const QByteArray config = "global.index-url='https://alice:s3cretTok3n@mirror.example/simple'\n";
    RecipeInput in = uvInput(config);
    in.overrides.cuda = u"https://bob:t0rchTok3n@torch.example/whl/cu130"_s;
    const EnvRecipe r = EnvRecipeBuilder::build(in);
    QVERIFY2(r.isValid(), qPrintable(r.problems.join(u'\n')));
    for (const EnvStep &s : r.steps) {
        const QString argv = s.argv().join(u' ');
        QVERIFY2(!argv.contains(u"s3cretTok3n"_s) && !argv.contains(u"t0rchTok3n"_s), qPrintable(argv));
        QVERIFY(!s.display().contains(u"s3cretTok3n"_s) && !s.display().contains(u"t0rchTok3n"_s));
    }
    QVERIFY(!r.notes.join(u' ').contains(u"s3cretTok3n"_s));
    QCOMPARE(stepOf(r, EnvStep::Kind::InstallTorch).env.value(u"UV_DEFAULT_INDEX"_s),
             u"https://bob:t0rchTok3n@torch.example/whl/cu130"_s);
    QCOMPARE(stepOf(r, EnvStep::Kind::InstallLock).env.value(u"UV_DEFAULT_INDEX"_s),
             u"https://alice:s3cretTok3n@mirror.example/simple"_s);
}

void TestEnvRecipe::uv_repairInstallsUvOnlyWhenMissing()
{
    RepairInput in;
    in.targetDir = u"/home/ada/env"_s;
    in.lockText = readSource(u"packaging/quark-env.lock"_s);
    in.managedText = readSource(u"packaging/quark-env-managed.lock"_s);
    in.installed = {{u"torch"_s, u"2.14.1+cu130"_s}, {u"torchvision"_s, u"0.29.1+cu130"_s}};
    in.installer = uvInput().installer;
    const EnvRecipe missing = EnvRecipeBuilder::repair(in);
    QVERIFY2(missing.isValid(), qPrintable(missing.problems.join(u'\n')));
    QCOMPARE(missing.steps.first().kind, EnvStep::Kind::InstallUv);
    QCOMPARE(missing.steps.first().program, u"/home/ada/env/bin/python"_s);
    QVERIFY(stepOf(missing, EnvStep::Kind::InstallLock).runsUv());
    in.installed.insert(u"uv"_s, u"0.13.9"_s);
    const EnvRecipe has = EnvRecipeBuilder::repair(in);
    QCOMPARE(has.steps.first().kind, EnvStep::Kind::InstallLock);
    QVERIFY(has.steps.first().runsUv());
}

QTEST_GUILESS_MAIN(TestEnvRecipe)
#include "tst_envrecipe.moc"
