#include "env/envrecipe.h"

#include "artifacts/artifactio.h"
#include "command/commandline.h"
#include "process/secretredactor.h"

#include <QDir>
#include <QRegularExpression>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

/// major.minor of @p v (the patch level never picks a build).
QVersionNumber majorMinor(const QVersionNumber &v)
{
    return QVersionNumber(v.majorVersion(), v.minorVersion());
}

QString mmText(const QVersionNumber &v)
{
    return majorMinor(v).toString();
}

QString sizeText(qint64 bytes)
{
    return QString::number(double(bytes) / 1e9, 'f', 2) + u" GB"_s;
}

/// The import check (step 4), one line so that each step reads as one command: the packages
/// import, and torch is the build the recipe asked for (argv[1]).
const QString kImportCheck =
    u"import sys, torch, torchvision, transformers, datasets, accelerate, quark; "
    u"want, got = sys.argv[1], torch.__version__; "
    u"print(\"torch\", got, \"cuda\", torch.version.cuda, \"hip\", getattr(torch.version, \"hip\", None)); "
    u"sys.exit(None if got == want or (\"+\" not in want and got.split(\"+\")[0] == want) "
    u"else \"torch \" + got + \" is installed, not \" + want)"_s;

struct LockLine
{
    QString text;       ///< the requirement as pip takes it ("amd-quark==0.13")
    QString name;       ///< normalised
    QString given;      ///< the name as the lock writes it
    QString version;
    QStringList hashes; ///< the sha256 (hex) of its files, as the lock lists them (--hash=sha256:…)
};

/// packaging/quark-env.lock: one `name==version` per requirement, each followed by its
/// `--hash=sha256:…` options, a line ending in a backslash continuing on the next (pip's
/// requirements syntax, as packaging/lock-hashes.py writes it); comments and blank lines skipped.
/// What is not one package pinned with == (another option, a range) is a problem; so is a
/// package named twice.
QList<LockLine> parseLock(const QByteArray &text, QStringList &problems)
{
    static const QRegularExpression pin(uR"(^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*==\s*([^\s;#]+)\s*(;[^#]*)?$)"_s);
    static const QRegularExpression hashOption(u"^--hash=sha256:([0-9a-fA-F]{64})$"_s);
    static const QRegularExpression space(u"\\s+"_s);
    QList<LockLine> lock;
    QSet<QString> seen;
    const QStringList lines = QString::fromUtf8(text).split(u'\n');
    auto clean = [](QString line) {
        if (const qsizetype hash = line.indexOf(u" #"_s); hash >= 0)
            line.truncate(hash);
        return line.trimmed();
    };
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = clean(lines.at(i));
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const qsizetype first = i;
        while (line.endsWith(u'\\')) {
            line.chop(1);
            if (i + 1 >= lines.size())
                break;
            line = line.trimmed() + u' ' + clean(lines.at(++i));
        }
        line = line.trimmed();
        QStringList requirement, hashes;
        bool otherOption = false;
        for (const QString &word : line.split(space, Qt::SkipEmptyParts)) {
            if (!word.startsWith(u"--"_s))
                requirement.append(word);
            else if (const QRegularExpressionMatch h = hashOption.match(word); h.hasMatch())
                hashes.append(h.captured(1).toLower());
            else
                otherOption = true;
        }
        const QRegularExpressionMatch m = pin.match(requirement.join(u' '));
        if (otherOption || !m.hasMatch()) {
            problems.append(EnvRecipeBuilder::tr("Lock line %1 is not one package pinned with ==: %2").arg(first + 1).arg(line));
            continue;
        }
        const LockLine l{requirement.join(u' '), EnvRecipeBuilder::normalizeName(m.captured(1)), m.captured(1),
                         m.captured(3), hashes};
        if (seen.contains(l.name)) {
            problems.append(EnvRecipeBuilder::tr("The lock names %1 twice.").arg(m.captured(1)));
            continue;
        }
        seen.insert(l.name);
        lock.append(l);
    }
    return lock;
}

/// The lock step's pip arguments after the interpreter: the requirements (with their hashes) come
/// on standard input, and pip installs only files whose sha256 the lock lists.
QStringList lockInstallArguments()
{
    return {u"-m"_s, u"pip"_s, u"install"_s, u"--no-input"_s, u"--no-deps"_s, u"--require-hashes"_s,
            u"-r"_s, u"/dev/stdin"_s};
}

/// @p lines as a requirements file for pip's hash-checking mode: each pin, then its hashes.
QString requirementsText(const QList<LockLine> &lines)
{
    QString text;
    for (const LockLine &l : lines) {
        text += l.text;
        for (const QString &h : l.hashes)
            text += u" \\\n    --hash=sha256:"_s + h;
        text += u'\n';
    }
    return text;
}

/// The problem of pins that carry no hash (pip's hash-checking mode refuses them), or empty.
QString unhashedProblem(const QList<LockLine> &lines)
{
    QStringList bare;
    for (const LockLine &l : lines) {
        if (l.hashes.isEmpty())
            bare.append(l.text);
    }
    if (bare.isEmpty())
        return {};
    return EnvRecipeBuilder::tr("The lock pins %1 without --hash lines. Its packages are installed in pip's hash-checking "
                                "mode, which needs the sha256 of every file; write them with packaging/lock-hashes.py.")
        .arg(bare.join(u", "_s));
}

} // namespace

// ---- the managed lock ------------------------------------------------------------------------

ManagedLock ManagedLock::parse(const QByteArray &text)
{
    ManagedLock lock;
    const QStringList lines = QString::fromUtf8(text).split(u'\n');
    static const QRegularExpression space(u"\\s+"_s);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList f = line.split(space);
        auto bad = [&] { lock.problems.append(EnvRecipeBuilder::tr("Managed lock line %1 cannot be read: %2").arg(i + 1).arg(line)); };
        if (f.first() == u"variant"_s && f.size() == 8) {
            TorchVariant v;
            v.torchVersion = f.at(1);
            v.tag = f.at(2);
            if (f.at(3) == u"cuda"_s)
                v.kind = Accelerator::Kind::Cuda;
            else if (f.at(3) == u"rocm"_s)
                v.kind = Accelerator::Kind::Rocm;
            else if (f.at(3) != u"cpu"_s) {
                bad();
                continue;
            }
            if (f.at(4) != u"-"_s)
                v.builtFor = QVersionNumber::fromString(f.at(4));
            if ((v.kind != Accelerator::Kind::Cpu) != (v.builtFor.segmentCount() >= 2)) {
                bad();
                continue;
            }
            v.indexUrl = f.at(5);
            bool ok = true;
            v.downloadBytes = f.at(6) == u"-"_s ? -1 : f.at(6).toLongLong(&ok);
            if (ok && f.at(7) != u"-"_s)
                v.marginPercent = f.at(7).toInt(&ok);
            if (!ok) {
                bad();
                continue;
            }
            lock.variants.append(v);
        } else if (f.first() == u"size"_s && f.size() == 3 && f.at(1).contains(u"=="_s)) {
            bool ok = false;
            const qint64 bytes = f.at(2).toLongLong(&ok);
            const qsizetype eq = f.at(1).indexOf(u"=="_s);
            if (!ok || bytes < 0) {
                bad();
                continue;
            }
            lock.sizes.insert(EnvRecipeBuilder::normalizeName(f.at(1).left(eq)) + f.at(1).mid(eq), bytes);
        } else {
            bad();
        }
    }
    return lock;
}

QList<TorchVariant> ManagedLock::variantsFor(const QString &torchVersion) const
{
    QList<TorchVariant> out;
    for (const TorchVariant &v : variants) {
        if (v.torchVersion == torchVersion)
            out.append(v);
    }
    return out;
}

std::optional<QString> IndexOverrides::forKind(Accelerator::Kind kind) const
{
    switch (kind) {
    case Accelerator::Kind::Cuda: return cuda;
    case Accelerator::Kind::Rocm: return rocm;
    case Accelerator::Kind::Cpu: break;
    }
    return cpu;
}

// ---- steps and recipe ------------------------------------------------------------------------

QString EnvStep::display() const
{
    QStringList parts;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        parts.append(it.key() + u'=' + shellQuote(EnvRecipeBuilder::redacted(it.value())));
    for (const QString &arg : argv())
        parts.append(shellQuote(EnvRecipeBuilder::redacted(arg)));
    QString shown = parts.join(u' ');
    if (!input.isEmpty()) {
        // A quoted here-document: bash passes its lines as they are (no expansion), so the
        // copied text feeds the command what the step feeds it.
        QString text = EnvRecipeBuilder::redacted(input);
        if (!text.endsWith(u'\n'))
            text += u'\n';
        const QStringList lines = text.split(u'\n');
        QString end = u"EOF"_s;
        for (int n = 2; lines.contains(end); ++n)
            end = u"EOF"_s + QString::number(n);
        shown += u" <<'"_s + end + u"'\n"_s + text + end;
    }
    return shown;
}

qint64 EnvRecipe::downloadBytes() const
{
    qint64 total = 0;
    for (const EnvStep &s : steps) {
        if (!s.downloads)
            continue;
        if (s.downloadBytes < 0)
            return -1;
        total += s.downloadBytes;
    }
    return total;
}

QByteArray EnvRecipe::digest() const
{
    nlohmann::json canonical; // std::map keys: sorted, so the text is canonical
    canonical["recipe"] = 1;
    canonical["steps"] = nlohmann::json::array();
    for (const EnvStep &s : steps) {
        nlohmann::json step;
        step["argv"] = nlohmann::json::array();
        for (const QString &arg : s.argv())
            step["argv"].push_back(arg.toStdString());
        step["env"] = nlohmann::json::object();
        for (auto it = s.env.cbegin(); it != s.env.cend(); ++it)
            step["env"][it.key().toStdString()] = it.value().toStdString();
        if (!s.input.isEmpty())
            step["input"] = s.input.toStdString();
        canonical["steps"].push_back(step);
    }
    const std::string bytes = canonical.dump();
    return ArtifactIo::sha256Hex(QByteArray(bytes.data(), qsizetype(bytes.size())));
}

QString EnvRecipe::display() const
{
    QStringList lines;
    for (const EnvStep &s : steps)
        lines.append(s.display());
    return lines.join(u'\n');
}

QString EnvRecipeBuilder::normalizeName(const QString &name)
{
    static const QRegularExpression runs(u"[-_.]+"_s);
    return QString(name).replace(runs, u"-"_s).toLower();
}

bool EnvRecipeBuilder::belongsToVariant(const QString &n)
{
    return n == u"torch"_s || n == u"torchvision"_s || n == u"triton"_s || n.startsWith(u"nvidia-"_s)
        || n.startsWith(u"cuda-"_s);
}

bool EnvRecipeBuilder::hasCredentials(const QString &url)
{
    const QUrl parsed(url.trimmed());
    return !parsed.userInfo().isEmpty() || redacted(url) != url;
}

QString EnvRecipeBuilder::redacted(const QString &text)
{
    return SecretRedactor().redact(text);
}

VariantChoice EnvRecipeBuilder::choose(const Accelerator &accelerator, const QList<TorchVariant> &variants)
{
    VariantChoice choice;
    const auto cpu = std::find_if(variants.cbegin(), variants.cend(),
                                  [](const TorchVariant &v) { return v.kind == Accelerator::Kind::Cpu; });
    const QString torch = variants.isEmpty() ? QString() : variants.first().torchVersion;
    auto fallBack = [&](const QString &reason) {
        if (cpu != variants.cend())
            choice.variant = *cpu;
        choice.fellBack = true;
        choice.reason = reason;
        return choice;
    };
    QStringList builtFor;
    for (const TorchVariant &v : variants) {
        if (v.kind == accelerator.kind && v.kind != Accelerator::Kind::Cpu)
            builtFor.append(mmText(v.builtFor));
    }
    const QString name = accelerator.kind == Accelerator::Kind::Rocm ? u"ROCm"_s : u"CUDA"_s;

    if (accelerator.kind == Accelerator::Kind::Cpu) {
        if (cpu != variants.cend())
            choice.variant = *cpu;
        choice.reason = tr("No GPU that PyTorch can use was found: the CPU build.");
        return choice;
    }
    if (accelerator.version.segmentCount() < 2)
        return fallBack(tr("The %1 version of this machine is unknown, so no GPU build can be chosen: the CPU build.").arg(name));
    if (builtFor.isEmpty())
        return fallBack(tr("torch %1 has no %2 build: the CPU build.").arg(torch, name));

    const QVersionNumber have = majorMinor(accelerator.version);
    const TorchVariant *best = nullptr;
    for (const TorchVariant &v : variants) {
        if (v.kind != accelerator.kind)
            continue;
        const QVersionNumber built = majorMinor(v.builtFor);
        const bool fits = accelerator.kind == Accelerator::Kind::Cuda
                              ? built <= have // the driver runs every CUDA up to its own
                              : built.majorVersion() == have.majorVersion() && built <= have;
        if (fits && (!best || majorMinor(best->builtFor) < built))
            best = &v;
    }
    if (!best) {
        if (accelerator.kind == Accelerator::Kind::Cuda)
            return fallBack(tr("The NVIDIA driver supports CUDA %1, but torch %2 is built for CUDA %3 only: "
                               "the CPU build. A newer driver lets PyTorch use the GPU.")
                                .arg(mmText(have), torch, builtFor.join(u", "_s)));
        return fallBack(tr("ROCm %1 is installed, but torch %2 is built for ROCm %3 only: the CPU build. "
                           "A matching ROCm lets PyTorch use the GPU.")
                            .arg(accelerator.version.toString(), torch, builtFor.join(u", "_s)));
    }
    choice.variant = *best;
    choice.reason = accelerator.kind == Accelerator::Kind::Cuda
                        ? tr("The NVIDIA driver supports CUDA %1: the newest fitting build of torch %2 is %3.")
                              .arg(mmText(have), torch, best->tag)
                        : tr("ROCm %1 is installed: the fitting build of torch %2 is %3.")
                              .arg(accelerator.version.toString(), torch, best->tag);
    return choice;
}

QString EnvRecipeBuilder::folderProblem(const QString &dir)
{
    if (dir.trimmed().isEmpty())
        return tr("Type or choose the folder for the new environment.");
    if (!QDir::isAbsolutePath(dir))
        return tr("The environment's folder must be an absolute path (starting with /), not \"%1\".").arg(dir);
    if (dir.contains(QRegularExpression(u"\\s"_s)))
        return tr("The folder %1 has a space in its path. amd-quark compiles its kernels inside the environment on "
                  "first use, and that build splits such paths (\"ld: cannot find …\"). Choose a folder without "
                  "spaces.").arg(dir);
    // The same kernel build writes the folder unescaped into build.ninja, where `$` starts a
    // variable and `:` ends a build line's outputs; a `:` also splits PATH, which the venv's bin
    // joins; control characters end ninja's lines.
    static const QRegularExpression ninja(u"[$:\\x00-\\x1f\\x7f]"_s);
    if (const QRegularExpressionMatch bad = ninja.match(dir); bad.hasMatch()) {
        const QChar c = bad.captured(0).at(0);
        const QString shown = c == u'$' || c == u':' ? u"\"%1\""_s.arg(c) : tr("a control character");
        return tr("The folder %1 has %2 in its path. amd-quark compiles its kernels inside the environment on first "
                  "use, and that build writes the path unescaped into its build.ninja, where $ and : are special, so "
                  "the build fails after the whole download. Choose a folder without $, : or control characters.")
            .arg(dir, shown);
    }
    return {};
}

QString EnvRecipeBuilder::cpuWarning(const QString &quarkVersion)
{
    // The fact behind the gate's "cpu-without-gpu" finding (command/environment.cpp): quark-cli
    // 0.13 loads with device_map="auto" over the GPUs' memory only.
    const QVersionNumber quark = QVersionNumber::fromString(quarkVersion);
    if (quark.isNull() || quark < QVersionNumber(0, 13))
        return {};
    return tr("With this CPU build of PyTorch, quark-cli %1 cannot quantize: it places the model over the GPUs' memory "
              "only, so without a GPU the whole model lands on disk and every run fails (\"The available GPU memory is "
              "insufficient…\"). The environment is still useful to prepare and check commands here, for example to "
              "run them on a remote target that has a GPU.")
        .arg(quarkVersion);
}

EnvStep EnvRecipeBuilder::torchStep(const QString &torchVersion, const QString &visionVersion, const TorchVariant &variant,
                                    const QString &index, const QMap<QString, QString> &pipEnv, const QString &venvPython)
{
    const QString local = index.isEmpty() ? QString() : u'+' + variant.tag;
    // 2. PyTorch. Not --no-deps: the build's runtime libraries (nvidia-*, cuda-*, triton for
    // CUDA; triton-rocm or rocm[...] for ROCm) differ per build and torch pins them exactly (==) in
    // its metadata, so pip takes those pins from the same index as torch. An explicit list would
    // need those pins per build, known here only for PyPI's own build. What else pip resolves here
    // (filelock, sympy, numpy, …) step 3 sets to the lock's pins.
    EnvStep step;
    step.kind = EnvStep::Kind::InstallTorch;
    // From pip's own index the build is not named (see above): the step does not claim one.
    step.description = index.isEmpty()
        ? tr("Download and install torch %1 and torchvision %2 from pip's configured index, with the libraries "
             "they need.")
              .arg(torchVersion, visionVersion)
        : tr("Download and install torch %1 (the %2 build) and torchvision %3, with the "
             "libraries that build needs.")
              .arg(torchVersion, variant.tag, visionVersion);
    step.program = venvPython;
    step.arguments = {u"-m"_s, u"pip"_s, u"install"_s, u"--no-input"_s};
    step.env = pipEnv;
    // An index with credentials (https://user:token@…) goes to pip through the step's environment
    // (PIP_INDEX_URL, which --index-url would override and which this replaces alike): an argv is
    // readable in ps by every local user for the whole download, a process's environment only by
    // its owner.
    if (!index.isEmpty() && EnvRecipeBuilder::hasCredentials(index))
        step.env.insert(u"PIP_INDEX_URL"_s, index);
    else if (!index.isEmpty())
        step.arguments += {u"--index-url"_s, index};
    step.indexUrl = index;
    step.arguments += {u"torch=="_s + torchVersion + local, u"torchvision=="_s + visionVersion + local};
    step.downloads = true;
    // From pip's own index the build, and so its download, is that index's: not known here.
    step.downloadBytes = index.isEmpty() ? -1 : variant.downloadBytes;
    step.marginPercent = index.isEmpty() ? -1 : variant.marginPercent;
    step.sizeNote = index.isEmpty()
                             ? tr("Unknown: it depends on the build pip's index serves (PyPI's own is a CUDA build, about "
                                  "3 GB with its libraries).")
                         : variant.downloadBytes < 0
                             ? tr("The download of the %1 build has not been measured.").arg(variant.tag)
                             : tr("About %1 (±%2 %), from packaging/quark-env-managed.lock.")
                                   .arg(sizeText(variant.downloadBytes))
                                   .arg(variant.marginPercent);
    return step;
}

void EnvRecipeBuilder::appendChecks(EnvRecipe &recipe, const QString &dir, const QString &wanted)
{
    const QString venvPython = dir + u"/bin/python"_s;
    // 4. The import check, which also names the build that was installed.
    EnvStep check;
    check.kind = EnvStep::Kind::ImportCheck;
    check.description = tr("Check that the packages import and that torch is %1.").arg(wanted);
    check.program = venvPython;
    check.arguments = {u"-c"_s, kImportCheck, wanted};
    recipe.steps.append(check);

    // 5. quark-cli's first start compiles its kernels (minutes, once) where later runs find them.
    EnvStep kernels;
    kernels.kind = EnvStep::Kind::CompileKernels;
    kernels.description = tr("Start quark-cli once: it compiles its kernels into %1 (a few minutes, once).")
                              .arg(dir + u"/torch-extensions"_s);
    kernels.program = dir + u"/bin/quark-cli"_s;
    kernels.arguments = {u"torch-llm-ptq"_s, u"--help"_s};
    kernels.env.insert(u"TORCH_EXTENSIONS_DIR"_s, dir + u"/torch-extensions"_s);
    recipe.steps.append(kernels);
}

struct EnvRecipeBuilder::UvPlan
{
    bool uv = false;
    UvSettings settings;
    QString pins;        ///< uv's pin with its hashes, for pip's hash-checking mode (InstallUv's input)
    QString version;     ///< "0.13.9"
    bool installed = false; ///< the environment has that uv already (a repair)
    QString cacheDir;
    qint64 bytes = -1;   ///< uv's download (the managed lock's size line), -1: unknown
    QStringList notes;   ///< why pip installs, or what uv is handed
};

EnvRecipeBuilder::UvPlan EnvRecipeBuilder::planUv(const InstallerInput &input, const QMap<QString, QString> &environment,
                                                  const QMap<QString, QString> &installed)
{
    UvPlan plan;
    if (input.preferPip || input.uvLockText.isEmpty())
        return plan; // chosen, or nothing to install uv from: pip, nothing to explain
    QStringList problems;
    const QList<LockLine> lock = parseLock(input.uvLockText, problems);
    const auto uv = std::find_if(lock.cbegin(), lock.cend(), [](const LockLine &l) { return l.name == u"uv"_s; });
    if (uv == lock.cend() || uv->hashes.isEmpty() || !problems.isEmpty()) {
        plan.notes.append(tr("uv's lock (packaging/uv-tool.lock) pins no uv with its hashes: pip installs."));
        return plan;
    }
    if (input.architecture != u"x86_64"_s) {
        plan.notes.append(tr("uv's pinned wheel is for x86_64 machines, and this one is %1: pip installs.")
                              .arg(input.architecture));
        return plan;
    }
    if (!input.pipSettings) {
        plan.notes.append(tr("pip's settings could not be read (%1); uv reads no pip.conf, so it could look elsewhere "
                             "than pip would: pip installs.")
                              .arg(input.pipSettingsProblem.isEmpty() ? tr("not asked yet") : input.pipSettingsProblem));
        return plan;
    }
    if (!QDir::isAbsolutePath(input.uvCacheDir)) {
        plan.notes.append(tr("No folder for uv's cache is known: pip installs."));
        return plan;
    }
    plan.settings = UvSettings::from(*input.pipSettings, environment);
    if (!plan.settings.blocking.isEmpty()) {
        plan.notes.append(tr("pip is configured with %1, which uv cannot follow: pip installs, as configured.")
                              .arg(plan.settings.blocking.join(u", "_s)));
        return plan;
    }
    plan.uv = true;
    plan.pins = requirementsText({*uv});
    plan.version = uv->version;
    plan.installed = installed.value(u"uv"_s) == uv->version;
    plan.cacheDir = QDir::cleanPath(input.uvCacheDir);
    plan.notes.append(tr("uv %1 installs the packages: the same pins from the same indexes as pip, in about half "
                         "pip's time. It keeps what it downloads in %2 and links the files into the environment "
                         "from there, so another environment of this lock takes seconds and little disk; deleting "
                         "that folder frees the space and leaves every environment whole.")
                          .arg(uv->version, plan.cacheDir));
    if (!plan.settings.carried.isEmpty())
        plan.notes.append(tr("uv reads no pip.conf: pip's settings are handed to it: %1.")
                              .arg(plan.settings.carried.join(u"; "_s)));
    return plan;
}

void EnvRecipeBuilder::useUv(EnvRecipe &recipe, qsizetype first, const UvPlan &plan, const QString &dir)
{
    const QString venvPython = dir + u"/bin/python"_s;
    // pip's index settings from the environment, which the lock step carried for pip: uv's own
    // install (by pip) keeps them.
    QMap<QString, QString> pipEnv;
    for (const EnvStep &s : std::as_const(recipe.steps)) {
        if (s.kind != EnvStep::Kind::InstallLock)
            continue;
        for (const QString &var : {u"PIP_INDEX_URL"_s, u"PIP_EXTRA_INDEX_URL"_s})
            if (s.env.contains(var))
                pipEnv.insert(var, s.env.value(var));
    }
    QMap<QString, QString> base = plan.settings.env;
    base.insert(u"UV_CACHE_DIR"_s, plan.cacheDir);
    base.insert(u"UV_NO_CONFIG"_s, u"1"_s);          // no uv.toml: only what is shown here applies
    base.insert(u"UV_PYTHON_DOWNLOADS"_s, u"never"_s); // the environment's Python, never one uv fetches
    // pip's way with several indexes: every index is asked for each package (uv's default takes
    // the first index that has the project, even without the version asked for).
    base.insert(u"UV_INDEX_STRATEGY"_s, u"unsafe-best-match"_s);
    for (qsizetype i = first; i < recipe.steps.size(); ++i) {
        EnvStep &step = recipe.steps[i];
        if (step.kind != EnvStep::Kind::InstallTorch && step.kind != EnvStep::Kind::InstallLock)
            continue;
        const bool resolves = !step.arguments.contains(u"--no-deps"_s);
        QStringList rest = step.arguments.mid(3); // after "-m pip install"
        rest.removeAll(u"--no-input"_s);          // uv never asks
        step.program = dir + u"/bin/uv"_s;
        step.arguments = QStringList{u"pip"_s, u"install"_s, u"--python"_s, venvPython, u"--compile-bytecode"_s} + rest;
        QMap<QString, QString> env = base;
        if (resolves)
            env.insert(plan.settings.resolveEnv);
        // An index with credentials reached pip as PIP_INDEX_URL; uv takes it as its default index.
        if (!step.indexUrl.isEmpty() && step.env.value(u"PIP_INDEX_URL"_s) == step.indexUrl)
            env.insert(u"UV_DEFAULT_INDEX"_s, step.indexUrl);
        step.env = env;
        step.description = step.kind == EnvStep::Kind::InstallTorch
                               ? step.description + u' ' + tr("uv installs them.")
                               : tr("Install the other packages the lock pins (amd-quark, transformers, datasets, …) "
                                    "with uv, exactly as pinned, each download checked against the lock's sha256 "
                                    "hashes; what the PyTorch step already installed at that version stays.");
    }
    if (plan.installed)
        return;
    // uv itself, from pip's index in pip's hash-checking mode: its pin and hashes are the input.
    EnvStep install;
    install.kind = EnvStep::Kind::InstallUv;
    install.description = tr("Install uv %1 into the environment with pip, its download checked against the sha256 "
                             "hashes of packaging/uv-tool.lock: it installs the packages below.")
                              .arg(plan.version);
    install.program = venvPython;
    install.arguments = lockInstallArguments();
    install.input = plan.pins;
    install.env = pipEnv;
    install.downloads = true;
    install.downloadBytes = plan.bytes;
    install.marginPercent = plan.bytes < 0 ? -1 : 5;
    install.sizeNote = plan.bytes < 0 ? tr("Unknown: no measured size for uv %1.").arg(plan.version)
                                      : tr("About %1, measured (pip download) for Linux x86_64.").arg(sizeText(plan.bytes));
    recipe.steps.insert(first, install);
}

namespace {

/// pip's own index settings from the environment the recipe reads: honoured, shown (credentials
/// hidden) in @p notes, and bound with the steps that get them.
QMap<QString, QString> pipIndexEnvironment(const QMap<QString, QString> &environment, QStringList &notes)
{
    QMap<QString, QString> pipEnv;
    for (const QString &var : {u"PIP_INDEX_URL"_s, u"PIP_EXTRA_INDEX_URL"_s}) {
        const QString value = environment.value(var).trimmed();
        if (!value.isEmpty())
            pipEnv.insert(var, value);
    }
    if (pipEnv.contains(u"PIP_INDEX_URL"_s))
        notes.append(EnvRecipeBuilder::tr("PIP_INDEX_URL is set (%1): pip takes the packages from that index.")
                         .arg(EnvRecipeBuilder::redacted(pipEnv.value(u"PIP_INDEX_URL"_s))));
    if (pipEnv.contains(u"PIP_EXTRA_INDEX_URL"_s))
        notes.append(EnvRecipeBuilder::tr("PIP_EXTRA_INDEX_URL is set (%1): pip looks there too.")
                         .arg(EnvRecipeBuilder::redacted(pipEnv.value(u"PIP_EXTRA_INDEX_URL"_s))));
    return pipEnv;
}

/// Step 3: the rest of the lock (@p fromLock), exactly as pinned, in pip's hash-checking mode: the
/// pins and their hashes are the step's input (pip reads -r /dev/stdin), shown and bound by the
/// approval. pip accepts no --hash on its command line, and a requirements file written before the
/// step could differ from the one approved. Its download size from @p managed's measured sizes.
EnvStep lockStep(const QList<LockLine> &fromLock, const ManagedLock &managed, const QString &venvPython,
                 const QMap<QString, QString> &pipEnv)
{
    EnvStep rest;
    rest.kind = EnvStep::Kind::InstallLock;
    rest.program = venvPython;
    rest.arguments = lockInstallArguments();
    rest.input = requirementsText(fromLock);
    qint64 bytes = 0;
    QStringList unsized;
    for (const LockLine &l : fromLock) {
        const auto size = managed.sizes.constFind(l.name + u"=="_s + l.version);
        if (size == managed.sizes.cend())
            unsized.append(l.text);
        else
            bytes += *size;
    }
    // The count is of the lock's pins. pip installs fewer: what step 2 already brought at the
    // pinned version (numpy, pillow, sympy, … for torch) it keeps ("Requirement already satisfied").
    rest.description = EnvRecipeBuilder::tr("Install the other %n package(s) the lock pins (amd-quark, transformers, "
                                            "datasets, …), exactly as pinned; pip keeps those the PyTorch step already "
                                            "installed at that version.",
                                            nullptr, int(fromLock.size()));
    rest.env = pipEnv;
    rest.downloads = true;
    rest.downloadBytes = unsized.isEmpty() ? bytes : -1;
    rest.marginPercent = unsized.isEmpty() ? 5 : -1;
    rest.sizeNote = unsized.isEmpty()
                        ? EnvRecipeBuilder::tr("About %1, measured (pip download) for every package of the lock.").arg(sizeText(bytes))
                        : EnvRecipeBuilder::tr("Unknown: no measured size for %1.").arg(unsized.join(u", "_s));
    return rest;
}

} // namespace

EnvRecipe EnvRecipeBuilder::build(const RecipeInput &input)
{
    EnvRecipe recipe;
    QStringList &problems = recipe.problems;

    if (!QDir::isAbsolutePath(input.python))
        problems.append(tr("The Python interpreter must be given as an absolute path, not \"%1\".").arg(input.python));
    recipe.folderProblem = folderProblem(input.targetDir);
    if (!recipe.folderProblem.isEmpty())
        problems.append(recipe.folderProblem);

    // The lock: one "name==version" per requirement, with its hashes.
    const QList<LockLine> lock = parseLock(input.lockText, problems);
    QList<LockLine> fromLock; // what step 3 installs: all but the PyTorch build's own
    for (const LockLine &l : lock) {
        if (!belongsToVariant(l.name))
            fromLock.append(l);
    }
    if (const QString unhashed = unhashedProblem(fromLock); !unhashed.isEmpty())
        problems.append(unhashed);
    auto find = [&](const QString &name) {
        const auto it = std::find_if(lock.cbegin(), lock.cend(), [&](const LockLine &l) { return l.name == name; });
        return it == lock.cend() ? std::optional<LockLine>() : std::optional(*it);
    };
    const std::optional<LockLine> torch = find(u"torch"_s), vision = find(u"torchvision"_s);
    if (!torch || !vision)
        problems.append(tr("The lock pins no torch and torchvision."));

    const ManagedLock managed = ManagedLock::parse(input.managedText);
    problems += managed.problems;
    if (torch) {
        const QList<TorchVariant> variants = managed.variantsFor(torch->version);
        if (variants.isEmpty())
            problems.append(tr("The managed lock lists no PyTorch builds of torch %1.").arg(torch->version));
        else {
            recipe.choice = choose(input.accelerator, variants);
            if (recipe.choice.variant.tag.isEmpty())
                problems.append(tr("The managed lock lists no CPU build of torch %1.").arg(torch->version));
        }
    }
    // Said even when the folder is still wrong: it is about the build, not the folder.
    if (!recipe.choice.variant.tag.isEmpty() && recipe.choice.variant.kind == Accelerator::Kind::Cpu) {
        if (const std::optional<LockLine> quark = find(u"amd-quark"_s))
            if (const QString warning = cpuWarning(quark->version); !warning.isEmpty())
                recipe.warnings.append(warning);
    }
    if (!problems.isEmpty())
        return recipe;

    const TorchVariant &variant = recipe.choice.variant;
    const QString dir = QDir::cleanPath(input.targetDir);
    const QString venvPython = dir + u"/bin/python"_s;

    const QMap<QString, QString> pipEnv = pipIndexEnvironment(input.environment, recipe.notes);

    // Where the PyTorch build comes from: the setting for this accelerator, else pip's own
    // configuration when PIP_INDEX_URL names one, else the build's public index.
    QString index;
    if (const std::optional<QString> override = input.overrides.forKind(variant.kind))
        index = override->trimmed();
    else if (!pipEnv.contains(u"PIP_INDEX_URL"_s))
        index = variant.indexUrl;
    // From a PyTorch index the build is named by its local version (+cu130): pip cannot take
    // another build by mistake. From pip's own configuration the plain version is asked for, and
    // which build that index serves is up to it (the import check names the one installed).
    const QString local = index.isEmpty() ? QString() : u'+' + variant.tag;
    if (index.isEmpty())
        recipe.notes.append(tr("PyTorch comes from pip's own configuration, not from a PyTorch index: "
                               "which build (%1 was chosen) that index serves is up to it.")
                                .arg(variant.tag));
    if (recipe.choice.fellBack)
        recipe.notes.append(recipe.choice.reason);

    // 1. The venv.
    EnvStep venv;
    venv.kind = EnvStep::Kind::CreateVenv;
    venv.description = tr("Create the Python environment %1.").arg(dir);
    venv.program = input.python;
    venv.arguments = {u"-m"_s, u"venv"_s, dir};
    recipe.steps.append(venv);

    recipe.steps.append(torchStep(torch->version, vision->version, variant, index, pipEnv, venvPython));

    EnvStep rest = lockStep(fromLock, managed, venvPython, pipEnv);
    if (fromLock.isEmpty()) {
        recipe.problems.append(tr("The lock names nothing besides the PyTorch build."));
        recipe.steps.clear();
        return recipe;
    }
    QStringList fromBuild;
    for (const LockLine &l : std::as_const(lock)) {
        if (belongsToVariant(l.name) && l.name != u"torch"_s && l.name != u"torchvision"_s)
            fromBuild.append(l.name);
    }
    recipe.steps.append(rest);
    // The CPU build from its own index pins none of the GPU libraries: nothing to say then.
    if (!fromBuild.isEmpty() && (variant.kind != Accelerator::Kind::Cpu || index.isEmpty()))
        recipe.notes.append(tr("%1 come with the PyTorch build: pip installs the versions torch pins, from its index.")
                                .arg(fromBuild.join(u", "_s)));
    // What the hashes cover, and what they cannot: the lock lists PyPI's files, not those of a
    // PyTorch index (and step 2 resolves the build's libraries, which hash-checking would need
    // listed with every file of every build).
    UvPlan plan = planUv(input.installer, input.environment);
    plan.bytes = managed.sizes.value(u"uv=="_s + plan.version, -1);
    if (plan.uv)
        recipe.notes.append(tr("The lock's packages are installed in uv's hash-checking mode: each download must match "
                               "a sha256 hash the lock lists for it, or uv installs nothing. PyTorch is not checked this "
                               "way: torch, torchvision and the libraries of the build come from the PyTorch index (or "
                               "pip's own), whose files the lock does not list, and what that step brings at a version "
                               "the lock pins (numpy, pillow, …) is kept as it is."));
    else
        recipe.notes.append(tr("The lock's packages are installed in pip's hash-checking mode: each download must match a "
                               "sha256 hash the lock lists for it, or pip installs nothing. PyTorch is not checked this way: "
                               "torch, torchvision and the libraries of the build come from the PyTorch index (or pip's own), "
                               "whose files the lock does not list, and what that step brings at a version the lock pins "
                               "(numpy, pillow, …) is kept as it is."));
    recipe.notes += plan.notes;

    appendChecks(recipe, dir, torch->version + local);
    if (plan.uv)
        useUv(recipe, 1, plan, dir);
    return recipe;
}

// ---- repair and upgrade ----------------------------------------------------------------------

std::optional<QMap<QString, QString>> EnvRecipeBuilder::parsePipList(const QByteArray &json)
{
    const nlohmann::json list = nlohmann::json::parse(json.constData(), json.constData() + json.size(), nullptr, false);
    if (!list.is_array())
        return std::nullopt;
    QMap<QString, QString> installed;
    for (const nlohmann::json &p : list) {
        if (!p.is_object() || !p.contains("name") || !p.contains("version") || !p["name"].is_string()
            || !p["version"].is_string())
            return std::nullopt;
        installed.insert(normalizeName(QString::fromStdString(p["name"].get<std::string>())),
                         QString::fromStdString(p["version"].get<std::string>()));
    }
    return installed;
}

EnvRecipe EnvRecipeBuilder::withProgressBar(EnvRecipe recipe, const QVersionNumber &pip)
{
    if (!hasRawProgress(pip))
        return recipe;
    for (EnvStep &s : recipe.steps) {
        const qsizetype at = s.arguments.indexOf(u"install"_s);
        if (at >= 2 && s.arguments.at(at - 1) == u"pip"_s && !s.arguments.contains(u"--progress-bar"_s))
        {
            s.arguments.insert(at + 1, u"--progress-bar"_s);
            s.arguments.insert(at + 2, u"raw"_s);
        }
    }
    return recipe;
}

EnvRecipe EnvRecipeBuilder::repair(const RepairInput &input)
{
    EnvRecipe recipe;
    if (!QDir::isAbsolutePath(input.targetDir)) {
        recipe.problems.append(tr("The environment's folder must be an absolute path, not \"%1\".").arg(input.targetDir));
        return recipe;
    }
    const QString dir = QDir::cleanPath(input.targetDir);
    const QString venvPython = dir + u"/bin/python"_s;
    const ManagedLock managed = ManagedLock::parse(input.managedText);
    // The installed version matches a pin when equal, or equal but for a local build tag
    // (2.14.1+cpu is torch==2.14.1, as PEP 440 matches a pin without one).
    auto matches = [](const QString &have, const QString &want) {
        return have == want || (!want.contains(u'+') && have.section(u'+', 0, 0) == want);
    };
    EnvStep install;
    install.kind = EnvStep::Kind::InstallLock;
    install.program = venvPython;
    install.arguments = lockInstallArguments();
    QString torchVersion;
    qint64 bytes = 0;
    QStringList unsized, names;
    QList<LockLine> missing;
    for (const LockLine &l : parseLock(input.lockText, recipe.problems)) {
        const QString &name = l.name, &version = l.version;
        const QString &shownName = l.given;
        const auto have = input.installed.constFind(name);
        const bool same = have != input.installed.cend() && matches(*have, version);
        if (name == u"torch"_s)
            torchVersion = version;
        if (belongsToVariant(name)) {
            if (!same && (name == u"torch"_s || name == u"torchvision"_s))
                recipe.problems.append(
                    have == input.installed.cend()
                        ? tr("%1 is not installed in %2; a repair does not install the PyTorch build: "
                             "set up a new environment.").arg(shownName, dir)
                        : tr("%1 %2 is installed in %3, the lock wants %4; a repair does not change the "
                             "PyTorch build: set up a new environment.").arg(shownName, *have, dir, version));
            continue;
        }
        if (same)
            continue;
        missing.append(l);
        names.append(shownName);
        const auto size = managed.sizes.constFind(name + u"=="_s + version);
        if (size == managed.sizes.cend())
            unsized.append(l.text);
        else
            bytes += *size;
    }
    if (torchVersion.isEmpty())
        recipe.problems.append(tr("The lock pins no torch and torchvision."));
    if (const QString unhashed = unhashedProblem(missing); !unhashed.isEmpty())
        recipe.problems.append(unhashed);
    if (!recipe.problems.isEmpty())
        return recipe;

    QMap<QString, QString> pipEnv;
    for (const QString &var : {u"PIP_INDEX_URL"_s, u"PIP_EXTRA_INDEX_URL"_s}) {
        const QString value = input.environment.value(var).trimmed();
        if (!value.isEmpty())
            pipEnv.insert(var, value);
    }
    if (!names.isEmpty()) {
        install.description = tr("Install the %n package(s) that are missing or differ from the lock (%1), "
                                 "exactly as pinned.", nullptr, int(names.size()))
                                  .arg(names.join(u", "_s));
        install.env = pipEnv;
        install.input = requirementsText(missing);
        install.downloads = true;
        install.downloadBytes = unsized.isEmpty() ? bytes : -1;
        install.marginPercent = unsized.isEmpty() ? 5 : -1;
        install.sizeNote = unsized.isEmpty()
                               ? tr("About %1, measured (pip download) for these packages.").arg(sizeText(bytes))
                               : tr("Unknown: no measured size for %1.").arg(unsized.join(u", "_s));
        recipe.steps.append(install);
    } else {
        recipe.notes.append(tr("Every package of the lock is installed as pinned; the checks run again."));
    }
    appendChecks(recipe, dir, torchVersion);
    if (!names.isEmpty()) {
        UvPlan plan = planUv(input.installer, input.environment, input.installed);
        plan.bytes = managed.sizes.value(u"uv=="_s + plan.version, -1);
        recipe.notes += plan.notes;
        if (plan.uv)
            useUv(recipe, 0, plan, dir);
    }
    return recipe;
}

} // namespace ptq
