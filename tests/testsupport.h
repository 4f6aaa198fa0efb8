#pragma once

#include "artifacts/artifactkind.h"
#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "i18n.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ptq::test {

/// @p plan as the typed document the services take (the test fails at once when it is not one).
PlanDocument typedPlan(const Json &plan);

/// Where the checkout and the build keep what the tests use, as absolute paths. They come from
/// buildpaths.cpp, which CMake generates in the build folder and compiles into this library
/// alone, not from compile definitions: then every test's object file is the same in any
/// clone's folder, and the compiler cache finds it again there (CI builds a fresh clone).
struct BuildPaths
{
    QString sourceDir;         ///< the checkout
    QString fixturesDir;       ///< tests/fixtures
    QString upstreamContracts; ///< ../shared/contracts/upstream (PTQ_UPSTREAM_CONTRACTS at configure time)
    QString fakeBinDir;        ///< the fake quark-cli's folder
    QString fakeTool;          ///< the fake nvidia-smi/amd-smi/python tool
    QString fakePip;           ///< the fake Python with pip's real output
    QString studioBinary;      ///< ptq-studio
    QString realEnvWork;       ///< tst_realenv's work folder
};
const BuildPaths &buildPaths();

} // namespace ptq::test

// The names the tests use for them.
#define PTQ_SOURCE_DIR (::ptq::test::buildPaths().sourceDir)
#define PTQ_FIXTURES_DIR (::ptq::test::buildPaths().fixturesDir)
#define PTQ_UPSTREAM_CONTRACTS_DIR (::ptq::test::buildPaths().upstreamContracts)
#define PTQ_FAKE_BIN_DIR (::ptq::test::buildPaths().fakeBinDir)
#define PTQ_FAKE_TOOL (::ptq::test::buildPaths().fakeTool)
#define PTQ_FAKE_PIP (::ptq::test::buildPaths().fakePip)
#define PTQ_STUDIO_BINARY (::ptq::test::buildPaths().studioBinary)
#define PTQ_REALENV_WORK (::ptq::test::buildPaths().realEnvWork)

namespace ptq::test {

QString fixturePath(const QString &relative);
/// The upstream contract file for @p kind from shared/contracts/upstream (beside the checkout,
/// or PTQ_UPSTREAM_CONTRACTS in the environment). Empty when it cannot be found.
QString upstreamContractPath(ArtifactKind kind);
Json readJson(const QString &path);

QString nowIso();

/// Complete PTQ Studio artifacts, as the later steps will write them.
Json makeAnalysis(bool confirmed);
Json makePlan(const QByteArray &analysisSha, bool confirmed);
Json makeManifest(const QByteArray &analysisSha, const QByteArray &planSha, bool approved);

/// A workspace with a confirmed analysis (llama fixture), a confirmed plan and an approved
/// manifest whose command runs the fake quark-cli into @p out; returns the approval token.
/// @p checks: the export checks' steps too (the load check; a baseline when @p evaluation is not
/// "none") — they run with the python beside the fake quark-cli, which tests provide.
QByteArray approvedWorkspace(const QString &ws, const QString &out, const QString &scheme = QStringLiteral("fp8"),
                             bool kvCache = true, bool checks = false, const QString &evaluation = QStringLiteral("none"),
                             const QString &quarkCli = QString());

/// A folder `<root>/bin` with the fake tools linked under the names given (quark-cli, python,
/// nvidia-smi, amd-smi, rocm-smi, rocminfo); put it on PATH.
QString fakeBin(const QString &root, const QStringList &tools);

/// Writes @p document as @p kind into @p dir (serialised like the app does); returns the sha256.
QByteArray writeArtifact(const QString &dir, ArtifactKind kind, const Json &document);

/// A datasets cache under @p hfHome (HF_HOME) holding quark-cli's default calibration dataset,
/// pileval (mit-han-lab/pile-val-backup, split validation), in the layout datasets 5.2 writes
/// and reads offline (real_offlineReadiness_agreesWithTheRealDatasets checks the rules on a real
/// one): a run on it needs no Hub.
void cacheCalibrationData(const QString &hfHome);

/// A Python interpreter that can `import yaml` (PyYAML): the Quark venv's or the system's.
/// Empty when none is found.
QString pythonWithYaml();

/// A small tmpfs mounted for the lifetime of the object (tests of full and read-only disks).
/// mounted() is false where the test may not mount (not root, no namespace rights).
class ScopedTmpfs
{
public:
    ScopedTmpfs(const QString &dir, const QString &options);
    ~ScopedTmpfs();
    ScopedTmpfs(const ScopedTmpfs &) = delete;
    ScopedTmpfs &operator=(const ScopedTmpfs &) = delete;
    bool mounted() const { return m_mounted; }
    bool remountReadOnly();
    /// Fills the disk with a file `filler` in its root until about @p freeBytes remain free
    /// (tmpfs counts whole pages). False when the disk could not be filled that way.
    bool fillLeaving(qint64 freeBytes);
    /// Bytes the disk has free for an unprivileged writer.
    qint64 freeBytes() const;

private:
    QString m_dir;
    bool m_mounted = false;
};

/// Every invocation the fake pip recorded in its FAKE_PIP_ARGV_LOG @p argvLog, in order: each
/// one's argv (the fake writes one a line, its elements separated by U+001F).
QList<QStringList> fakeInvocations(const QString &argvLog);

/// A tmpfs of 64 GiB over @p dir while it lives (nothing is allocated until written), so that the
/// export checks of the 7-8B fixtures ("does a 9 GiB export fit?") see room whatever this
/// machine's disk has free, and the suite does not need 10 GiB free to pass. Where this process
/// may not mount (not root), @p dir stays on its disk: mounted() says which.
ScopedTmpfs roomyDisk(const QString &dir);

/// The app's own Translations::install (PTQ Studio's catalog and Qt's) for @p code while it
/// lives; taken back afterwards.
class ScopedLanguage
{
public:
    explicit ScopedLanguage(const QString &code);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;
    bool loaded() const { return m_installed.ours != nullptr; }
    bool qtLoaded() const { return m_installed.qt != nullptr; }

private:
    Translations::Installed m_installed;
};

/// The environment variable @p name set to @p value while it lives (HOME for a test's own home
/// folder, say); what it was before (or unset) afterwards.
class ScopedVariable
{
public:
    ScopedVariable(const char *name, const QByteArray &value);
    ~ScopedVariable();
    ScopedVariable(const ScopedVariable &) = delete;
    ScopedVariable &operator=(const ScopedVariable &) = delete;

private:
    QByteArray m_name;
    std::optional<QByteArray> m_before;
};

/// wikitext's train split in the datasets cache @p cache, as datasets 5.2 writes it (see
/// tst_offlinereadiness): a calibration dataset quark-cli can load offline.
void cacheWikitextTrain(const QString &cache);

} // namespace ptq::test
