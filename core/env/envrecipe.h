#pragma once

#include "env/pipsettings.h"
#include "host/accelerator.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QSysInfo>
#include <QVersionNumber>

#include <optional>

namespace ptq {

// The managed Quark environment (issue #20), the part without widgets: which PyTorch build fits
// the machine, and the exact commands that create the environment. Nothing here runs anything;
// the steps are shown and approved (bound by EnvRecipe::digest()) before a runner starts them.

/// One PyTorch build of one torch version, a "variant" line of the managed lock.
struct TorchVariant
{
    QString torchVersion;      ///< "2.14.1"
    QString tag;               ///< "cu130": the wheels' local version (+cu130) and the index's name
    Accelerator::Kind kind = Accelerator::Kind::Cpu;
    QVersionNumber builtFor;   ///< the CUDA / ROCm major.minor of the build; empty for cpu
    QString indexUrl;          ///< the public index, https://download.pytorch.org/whl/<tag>
    qint64 downloadBytes = -1; ///< torch, torchvision and what torch pins from its index; -1: unknown
    int marginPercent = -1;    ///< how far off downloadBytes may be; -1: unknown

    friend bool operator==(const TorchVariant &, const TorchVariant &) = default;
};

/// packaging/quark-env-managed.lock: the variant table and the measured download sizes.
struct ManagedLock
{
    QList<TorchVariant> variants;
    QMap<QString, qint64> sizes; ///< "name==version" (name normalised, PEP 503) → bytes
    QStringList problems;        ///< lines that could not be read

    static ManagedLock parse(const QByteArray &text);
    QList<TorchVariant> variantsFor(const QString &torchVersion) const;
};

/// Which build the accelerator gets, and why (for people).
struct VariantChoice
{
    TorchVariant variant;
    bool fellBack = false; ///< a GPU was found but no build fits it: the CPU build, see reason
    QString reason;
};

/// The index to use per accelerator instead of the public one. Unset: the public index (or pip's
/// own configuration when PIP_INDEX_URL is set); set to an empty string: pip's own configuration
/// (PIP_INDEX_URL, pip.conf), i.e. no --index-url; set to a URL: that index.
struct IndexOverrides
{
    std::optional<QString> cpu, cuda, rocm;
    /// Settings → "Install with pip, not uv" (`--installer pip`): pip installs even where uv could.
    bool preferPip = false;
    std::optional<QString> forKind(Accelerator::Kind kind) const;
};

/// One command of the recipe.
struct EnvStep
{
    enum class Kind { CreateVenv, InstallUv, InstallTorch, InstallLock, ImportCheck, CompileKernels };
    Kind kind = Kind::CreateVenv;
    QString description;         ///< translated, one sentence
    QString program;             ///< absolute path of the executable
    QStringList arguments;       ///< the argv after the program
    QMap<QString, QString> env;  ///< set for this command on top of the inherited environment
    /// Written to the command's standard input, which is then closed; empty: no input (the null
    /// device). The lock step's requirements with their hashes (pip reads `-r /dev/stdin`): the
    /// exact text approved, as display() shows it and digest() binds it, never a file that could
    /// change between the approval and the run.
    QString input;
    bool downloads = false;
    qint64 downloadBytes = -1;   ///< when downloads: the estimate; -1: unknown
    int marginPercent = -1;      ///< how far off downloadBytes may be; -1: unknown or measured exactly
    QString sizeNote;            ///< where the estimate comes from (or why it is unknown), for people
    /// The index the step names itself: its --index-url, or for an index with credentials the
    /// PIP_INDEX_URL of its env (never in an argv); empty: pip's own configuration.
    QString indexUrl;

    QStringList argv() const { return QStringList{program} + arguments; }
    /// Whether uv installs in this step (its program is an environment's bin/uv), not pip.
    bool runsUv() const { return program.endsWith(u"/bin/uv"); }
    /// For reading and copying: the environment additions and the shell-quoted argv, with the
    /// credentials of every URL (user:token@) redacted, and the input as a quoted here-document
    /// (`<<'EOF'`, the text, `EOF`). Bash runs it as the real argv with the real input only where
    /// nothing was redacted.
    QString display() const;
    friend bool operator==(const EnvStep &, const EnvStep &) = default;
};

/// Which installer the install steps use. uv (PyPI's, pinned with its hashes in
/// packaging/uv-tool.lock and installed by pip in hash-checking mode into the environment first)
/// installs the same pins from the same indexes in about half pip's time, a second environment
/// of the same lock in seconds (its cache, hard-linked); pip installs when uv cannot promise the
/// same: the user chose pip, pip's settings are unknown or have no counterpart in uv (UvSettings),
/// or the machine is not one uv's pinned wheel runs on.
struct InstallerInput
{
    bool preferPip = false;   ///< the user chose pip (Settings, `--installer pip`)
    QByteArray uvLockText;    ///< packaging/uv-tool.lock; empty: pip installs
    QString uvCacheDir;       ///< UV_CACHE_DIR, shared by the environments (absolute)
    /// `pip config list` of the interpreter (EnvManager::probePip); none: not known, pip installs.
    std::optional<PipSettings> pipSettings;
    QString pipSettingsProblem; ///< why they are not known, for people
    QString architecture = QSysInfo::currentCpuArchitecture();
};

/// What the recipe is made from.
struct RecipeInput
{
    QString python;      ///< the interpreter that creates the venv (absolute; 3.11 to 3.13)
    QString targetDir;   ///< the venv's folder (absolute)
    Accelerator accelerator;
    IndexOverrides overrides;
    QByteArray lockText;    ///< packaging/quark-env.lock
    QByteArray managedText; ///< packaging/quark-env-managed.lock
    /// The user's environment; only PIP_INDEX_URL and PIP_EXTRA_INDEX_URL are read: they are
    /// honoured (never replaced by a default index), shown, and bound by the digest.
    QMap<QString, QString> environment;
    InstallerInput installer;
};

/// The ordered commands that make a managed Quark environment, with what they download.
struct EnvRecipe
{
    VariantChoice choice;
    QList<EnvStep> steps;
    QStringList notes;    ///< for people, credentials redacted (where the packages come from)
    /// For people, said plainly before approval, never blocking it: what the environment will not
    /// be able to do (the CPU build with a quark-cli that cannot quantize without a GPU).
    QStringList warnings;
    QStringList problems; ///< why there is no recipe (a lock without torch, no variant table…)
    /// Why the target folder cannot be used (also in problems), shown beside the folder; empty: none.
    QString folderProblem;

    bool isValid() const { return problems.isEmpty() && !steps.isEmpty(); }
    /// The sum over the downloading steps; -1 when any of them is unknown.
    qint64 downloadBytes() const;
    /// sha256 (hex) of the canonical JSON of every step's program, argv, environment and input,
    /// real URLs and credentials included: what an approval of these commands binds.
    QByteArray digest() const;
    /// Every step's display(), one per line.
    QString display() const;
};

/// What a repair (or an upgrade of Quark with a newer lock) is made from.
struct RepairInput
{
    QString targetDir;                  ///< the existing venv (absolute)
    QByteArray lockText;                ///< the lock to bring it to (packaging/quark-env.lock)
    QByteArray managedText;             ///< packaging/quark-env-managed.lock, for the sizes (may be empty)
    QMap<QString, QString> installed;   ///< normalised name → version (EnvRecipeBuilder::parsePipList)
    QMap<QString, QString> environment; ///< as RecipeInput::environment
    InstallerInput installer;           ///< as RecipeInput::installer (uv comes in first if missing)
};

class EnvRecipeBuilder
{
    Q_DECLARE_TR_FUNCTIONS(EnvRecipeBuilder)

public:
    /// The newest build of @p variants for @p accelerator: CUDA, the newest built for a CUDA the
    /// driver supports (driver ≥ build, major.minor); ROCm, the installed major.minor or the nearest
    /// lower of the same major. When none fits, the CPU build with the reason (fellBack).
    static VariantChoice choose(const Accelerator &accelerator, const QList<TorchVariant> &variants);
    static EnvRecipe build(const RecipeInput &input);
    /// What is wrong with @p dir as a new environment's folder by its text alone (not absolute, a
    /// space in it); empty when nothing is. The disk is not asked (see EnvDefaults::folderProblem).
    static QString folderProblem(const QString &dir);
    /// With the CPU build of PyTorch, quark-cli 0.13 and newer cannot quantize (it places the
    /// model over the GPUs' memory only): the warning for @p quarkVersion, or empty.
    static QString cpuWarning(const QString &quarkVersion);
    /// Repair (or upgrade to a newer lock) of an existing environment: the lock lines whose
    /// installed version differs or that are missing, installed as build() installs the lock
    /// (--no-deps, --require-hashes, the pins and their hashes on standard input), then the import
    /// check and quark-cli's first start, as build() makes them. The PyTorch build is never
    /// changed here (it needs its index): a torch or torchvision that differs is a problem
    /// (make a new environment); the libraries that come with the build are not compared.
    static EnvRecipe repair(const RepairInput &input);
    /// `python -m pip list --format=json`: normalised name → version; nothing for other text.
    static std::optional<QMap<QString, QString>> parsePipList(const QByteArray &json);
    /// Whether this pip has `--progress-bar raw` (pip >= 24.1; 23.x and 24.0 reject it).
    static bool hasRawProgress(const QVersionNumber &pip) { return pip >= QVersionNumber(24, 1); }
    /// @p recipe with `--progress-bar raw` after `pip install` in every pip step when @p pip (the
    /// version a new venv gets: `ensurepip.version()`, or the environment's `pip --version`) has
    /// it; else unchanged. Applied before the recipe is shown, so the approval binds it.
    static EnvRecipe withProgressBar(EnvRecipe recipe, const QVersionNumber &pip);
    /// Whether a lock line's package comes with the PyTorch build rather than from the lock:
    /// torch, torchvision, triton, nvidia-*, cuda-* (names as PEP 503 normalises them).
    static bool belongsToVariant(const QString &normalizedName);
    /// PEP 503: lower case, runs of "-", "_", "." as one "-".
    static QString normalizeName(const QString &name);
    /// "https://[redacted]@host/simple" for "https://user:token@host/simple".
    static QString redacted(const QString &text);
    /// Whether @p url carries credentials (a user part, or anything redacted() hides): such an
    /// index reaches pip through its environment (PIP_INDEX_URL), never its argv.
    static bool hasCredentials(const QString &url);

private:
    /// Step 2: torch and torchvision of @p variant, from @p index (empty: pip's own configuration).
    static EnvStep torchStep(const QString &torchVersion, const QString &visionVersion, const TorchVariant &variant,
                             const QString &index, const QMap<QString, QString> &pipEnv, const QString &venvPython);
    /// Steps 4 and 5: the import check (torch is @p wanted) and quark-cli's first start.
    static void appendChecks(EnvRecipe &recipe, const QString &dir, const QString &wanted);
    struct UvPlan;
    /// Whether uv installs, with what (its pin, its settings), or why pip does (the notes).
    static UvPlan planUv(const InstallerInput &input, const QMap<QString, QString> &environment,
                         const QMap<QString, QString> &installed = {});
    /// The steps of a pip recipe from @p first on, with uv: its own install first (unless the
    /// environment has it), then each pip install step as `bin/uv pip install`.
    static void useUv(EnvRecipe &recipe, qsizetype first, const UvPlan &plan, const QString &dir);
};

} // namespace ptq
