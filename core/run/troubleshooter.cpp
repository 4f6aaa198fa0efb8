#include "run/troubleshooter.h"

#include "artifacts/runmanifest.h"
#include "command/commandline.h"
#include "source/datasetcache.h"

#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QScopeGuard>

#include <csignal>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

/// The first capture of @p pattern in the last match in @p text, or empty. The last: Python 3.11
/// tracebacks quote the source line that raised (`raise ConnectionError(f"Couldn't reach '{path}'…`)
/// before the exception line that holds the values.
QString capture(const QString &text, const QString &pattern)
{
    QString last;
    QRegularExpressionMatchIterator it = QRegularExpression(pattern).globalMatch(text);
    while (it.hasNext())
        last = it.next().captured(1);
    return last;
}

/// The ImportError quark-cli printed when importing quark itself failed *inside* an installed
/// amd-quark ("AMD Quark needs to be installed with e.g. `pip3 install amd-quark`: No module named
/// 'torch.ao.quantization.pt2e'."), or empty: when the error is quark's own absence, or not there.
QString quarkImportError(const QString &text)
{
    const QString error = capture(text, uR"(AMD Quark needs to be installed with e\.g\. `pip3 install amd-quark`: ([^\n]+?)\.?(?:\n|$))"_s);
    if (error.isEmpty() || error.contains(u"No module named 'quark'"_s) || error.contains(u"No module named quark"_s))
        return {};
    return error.trimmed();
}

/// The value of @p option in @p argv ("--dataset wikitext" or "--dataset=wikitext"), or empty.
QString optionValue(const QStringList &argv, const QString &option)
{
    for (qsizetype i = 0; i < argv.size(); ++i) {
        if (argv.at(i) == option)
            return argv.value(i + 1);
        if (argv.at(i).startsWith(option + u'='))
            return argv.at(i).mid(option.size() + 1);
    }
    return {};
}

/// An export that is short or empty after the run reached its export, on a file system that has
/// (almost) nothing free: the disk filled while quark-cli wrote, whether or not it said so.
bool diskLooksFull(const JobResult &r, const LogAnalyzer &log)
{
    return r.outputFreeBytes && *r.outputFreeBytes < Troubleshooter::kFullBelowBytes && r.verification.verdict == Verdict::Failed
        && (log.stage() >= RunStage::Export || r.exportCompleted);
}

} // namespace

Troubleshooter::Context Troubleshooter::Context::fromManifest(const RunManifest &manifest)
{
    Context c;
    c.argv = manifest.run.argv;
    const ManifestEnvironment environment = manifest.environment();
    c.python = environment.python;
    const bool available = environment.acceleratorAvailable.value_or(false);
    // Seen: torch reported an accelerator, or a tool listed a GPU. Unknown (no environment
    // recorded) counts as seen, so that nothing is blamed on a missing GPU without evidence.
    // PyTorch that was asked and said no decides, whatever nvidia-smi lists (a CPU-only torch
    // build, a driver it cannot use): quark-cli places the model by what torch sees.
    const bool torchSaidNo = environment.torchVersion && !available;
    c.acceleratorSeen = !torchSaidNo && (!environment.acceleratorAvailable || available || environment.gpuCount > 0);
    c.quarkVersion = environment.quarkVersion;
    if (environment.torchHip)
        c.torchBackend = u"rocm"_s;
    else if (environment.torchCuda)
        c.torchBackend = u"cuda"_s;
    if (c.python.isEmpty() && !c.argv.isEmpty() && QFileInfo(c.argv.first()).isAbsolute())
        c.python = QFileInfo(c.argv.first()).absolutePath() + u"/python"_s;
    if (!manifest.target) {
        // The process ran with this machine's environment and the command's additions.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (auto it = manifest.run.env.cbegin(); it != manifest.run.env.cend(); ++it)
            env.insert(it.key(), it.value());
        const HfEnvironment hf = HfEnvironment::from(env);
        c.datasetsCache = hf.datasetsCache;
        c.offlineSetting = hf.offlineSetting;
        c.offlineBlockers = hf.datasetsBlockers;
        return c;
    }
    // On a target this machine's GPUs say nothing: nothing is blamed on a missing GPU here.
    const ManifestTarget &target = *manifest.target;
    c.acceleratorSeen = true;
    c.timeLimitMinutes = target.slurmTimeLimitMinutes;
    c.memory = target.slurmMemory;
    c.host = target.host;
    c.modelCopy = target.modelCopy.is_object();
    if (const std::optional<JobRecord> job = manifest.job()) {
        c.schedulerState = job->state;
        c.jobId = job->jobId;
        c.node = job->node;
    }
    return c;
}

namespace {

/// One diagnosis of a failed run: the known messages in the order they are tried, in groups of a
/// screen or less; each group says whether one of its rules named the cause. The first that does
/// wins; what none names is classified by the stage (Troubleshooter::fallBackByStage).
class Diagnosis
{
public:
    Diagnosis(JobResult &result, const LogAnalyzer &log, const Troubleshooter::Context &context)
        : r(result)
        , log(log)
        , context(context)
        , exception(log.exception())
        , evidence(log.evidence())
        // quark-cli's own dependency messages are plain print()s on stdout, outside any record or
        // traceback: the last lines of the log are read too.
        , all((log.tail() + evidence + QStringList{exception, result.startMessage}).join(u'\n'))
        , python(context.python.isEmpty() ? u"python"_s : context.python)
        , dataset(capture(all, u"Couldn't reach '([^']+)' on the Hub"_s))
        , slurm(context.schedulerState)
    {
    }

    void run()
    {
        r.evidence = evidence.mid(qMax<qsizetype>(0, evidence.size() - 8));
        if (!exception.isEmpty() && !r.evidence.contains(exception))
            r.evidence.append(exception);
        if (r.failedStage.isEmpty() && r.status != RunStatus::Succeeded && log.stage() != RunStage::Finished)
            r.failedStage = LogAnalyzer::stageName(log.stage());
        if (notLoadable() || notStarted() || scheduler() || diskFull() || quarkEnvironment() || kernels() || datasetUnavailable()
            || modelSource() || gpuMemory() || configuration() || loading() || lateStages())
            return;
        Troubleshooter::fallBackByStage(r, log.stage(), exception);
    }

private:
    bool has(QLatin1StringView needle) const { return all.contains(needle); }
    bool hasAny(std::initializer_list<QLatin1StringView> needles) const
    {
        return std::any_of(needles.begin(), needles.end(), [&](QLatin1StringView n) { return all.contains(n); });
    }
    void addEvidence(const QString &line)
    {
        if (!line.isEmpty() && !r.evidence.contains(line))
            r.evidence.append(line);
    }
    /// The last line that says it: the exception line comes after the source line a traceback quotes.
    QString lineWith(QLatin1StringView needle) const
    {
        const QStringList lines = log.tail() + evidence;
        for (auto it = lines.crbegin(); it != lines.crend(); ++it)
            if (it->contains(needle))
                return it->trimmed();
        return QString();
    }
    void set(FailureClass failureClass, const char *cause, const QStringList &suggestions)
    {
        r.failureClass = failureClass;
        r.failureCause = QString::fromLatin1(cause);
        r.suggestions = suggestions;
    }

    /// quark-cli wrote everything, and what it wrote does not load in transformers.
    bool notLoadable()
    {
        const VerificationCheck *loadability = r.verification.check(u"loadability"_s);
        const bool onlyLoadability = std::none_of(r.verification.checks.cbegin(), r.verification.checks.cend(),
                                                  [](const VerificationCheck &c) { return c.status == CheckStatus::Fail; });
        if (r.exitCode == 0 && r.signal == 0 && r.startMessage.isEmpty() && loadability && loadability->status == CheckStatus::Warn
            && onlyLoadability) {
            // quark-cli wrote everything; what it wrote does not load in transformers.
            set(FailureClass::Compatibility, "not-loadable", {loadability->detail.translated()});
            return true;
        }
        return false;
    }

    /// What stopped the run before quark-cli started.
    bool notStarted()
    {
        if (!r.startMessage.isEmpty() && !context.host.isEmpty()) {
            // On a target, what stops a run before quark-cli starts is the copy, the connection or the
            // launch there (the message names it): quark-cli's path is not it, since it never ran.
            set(FailureClass::Environment, "not-started",
                {Troubleshooter::tr("quark-cli never ran on %1, so its path is not the cause; the run stopped before it: %2")
                     .arg(context.host, r.startMessage),
                 context.modelCopy
                     ? Troubleshooter::tr("Fix what stopped the model copy, press Check target on page 3, and approve the command again.")
                     : Troubleshooter::tr("Fix what this names (the connection, the target's settings, its remote workspace), press Check "
                          "target on page 3, and approve the command again.")});
            return true;
        }
        if (!r.startMessage.isEmpty()) {
            set(FailureClass::Environment, "not-started",
                {Troubleshooter::tr("The command could not start: %1. Check the quark-cli path on page 3.").arg(r.startMessage)});
            return true;
        }
        return false;
    }

    /// What Slurm says ended the job.
    bool scheduler()
    {
        if (slurm == u"TIMEOUT"_s || slurm == u"DEADLINE"_s) {
            set(FailureClass::Environment, "job-time-limit",
                {context.timeLimitMinutes > 0
                     ? Troubleshooter::tr("Slurm ended job %1 at its time limit of %2 min. Ask for more time in the target's Slurm settings "
                          "(within the partition's limit, or on a partition with a longer one), or make the run shorter "
                          "with fewer calibration samples; then build and approve the command again.")
                           .arg(context.jobId).arg(context.timeLimitMinutes)
                     : Troubleshooter::tr("Slurm ended job %1 at the partition's time limit. Ask for a longer time in the target's Slurm "
                          "settings, or choose a partition with a longer limit; then build and approve the command again.")
                           .arg(context.jobId)});
            return true;
        }
        if (slurm == u"PREEMPTED"_s) {
            set(FailureClass::Environment, "job-preempted",
                {Troubleshooter::tr("Slurm preempted job %1 to give its node to another job; nothing is wrong with the command. Approve "
                    "and run it again, on a partition or QOS without preemption if there is one.").arg(context.jobId)});
            return true;
        }
        if (slurm == u"NODE_FAIL"_s || slurm == u"BOOT_FAIL"_s) {
            set(FailureClass::Environment, "node-failure",
                {Troubleshooter::tr("Node %1 failed while job %2 ran (%3). Run it again: Slurm places it on a working node.")
                     .arg(context.node.isEmpty() ? Troubleshooter::tr("(unknown)") : context.node, context.jobId, slurm)});
            return true;
        }
        if (slurm == u"OUT_OF_MEMORY"_s) {
            set(FailureClass::Memory, "host-memory-limit",
                {context.memory.isEmpty()
                     ? Troubleshooter::tr("Job %1 used more host memory than Slurm allowed it. Ask for more in the target's Slurm settings "
                          "(memory, e.g. 256G).").arg(context.jobId)
                     : Troubleshooter::tr("Job %1 used more host memory than the %2 it asked for. Ask for more in the target's Slurm "
                          "settings.").arg(context.jobId, context.memory)});
            return true;
        }
        return false;
    }

    /// A full disk.
    bool diskFull()
    {
        if (const bool noSpace = hasAny({"No space left on device"_L1, "[Errno 28]"_L1, "StorageFull"_L1, "ENOSPC"_L1});
                   noSpace || diskLooksFull(r, log)) {
            // A full disk leaves empty or short files (quark-cli's writers do not always say so):
            // the log's own words, or the free space the job read at the output folder after the run.
            QString line = lineWith("No space left on device"_L1);
            if (line.isEmpty())
                line = lineWith("Errno 28"_L1).isEmpty() ? lineWith("StorageFull"_L1) : lineWith("Errno 28"_L1);
            addEvidence(line);
            const QString folder = r.verification.directory.isEmpty() ? optionValue(context.argv, u"--output_dir"_s)
                                                                      : r.verification.directory;
            const QLocale locale;
            const bool full = r.outputFreeBytes && *r.outputFreeBytes < Troubleshooter::kFullBelowBytes;
            QStringList fix;
            if (full) {
                fix << Troubleshooter::tr("The disk is full: %1 free on %2, the file system of the output folder %3. quark-cli could not "
                          "write the export; what it left there is incomplete.")
                           .arg(locale.formattedDataSize(*r.outputFreeBytes, 0, QLocale::DataSizeIecFormat),
                                r.outputFileSystem.isEmpty() ? folder : r.outputFileSystem, folder);
            } else if (r.outputFreeBytes) {
                fix << Troubleshooter::tr("A disk quark-cli wrote to ran full (\"No space left on device\"), yet the file system of the "
                          "output folder %1 has %2 free now: quark-cli may have removed what it wrote, or the full disk was "
                          "another one (/dev/shm, TMPDIR or the Hugging Face cache). The log line above names the file.")
                           .arg(folder, locale.formattedDataSize(*r.outputFreeBytes, 1, QLocale::DataSizeIecFormat));
            } else {
                fix << (context.host.isEmpty()
                            ? Troubleshooter::tr("The disk is full where quark-cli wrote (\"No space left on device\"): the output folder "
                                 "%1 or a cache it uses.")
                                  .arg(folder)
                            : Troubleshooter::tr("The disk is full on %1 where quark-cli wrote (\"No space left on device\"): the output "
                                 "folder %2 or a cache it uses.")
                                  .arg(context.host, folder));
            }
            fix << Troubleshooter::tr("No plan change helps: free space there, or choose an output folder on another disk on page 3; then "
                      "approve the command again.");
            set(FailureClass::Environment, "disk-full", fix);
            return true;
        }
        return false;
    }

    /// quark-cli's own Python environment: its settings and its packages.
    bool quarkEnvironment()
    {
        if (has("Unsupported environment value QUARK_LOG_LEVEL="_L1)) {
            const QString value = capture(all, u"QUARK_LOG_LEVEL=([^,\\s]*)"_s);
            addEvidence(lineWith("QUARK_LOG_LEVEL="_L1));
            set(FailureClass::Environment, "quark-log-level",
                {Troubleshooter::tr("QUARK_LOG_LEVEL is \"%1\", which quark-cli refuses at start. Unset it, or set it to debug, info, "
                    "warning, error or critical (info or debug: PTQ Studio follows the stages by quark-cli's info "
                    "messages).")
                     .arg(value)});
            return true;
        }
        if (has("AMD Quark CLI dependencies need to be installed"_L1) || has("AMD Quark needs to be installed"_L1)) {
            const QString line = lineWith("needs to be installed"_L1).isEmpty() ? lineWith("need to be installed"_L1)
                                                                              : lineWith("needs to be installed"_L1);
            addEvidence(line);
            const QString module = capture(all, u"No module named '([\\w.]+)'"_s).section(u'.', 0, 0);
            QStringList fix;
            if (has("Could not import module 'AutoProcessor'"_L1)) {
                fix << Troubleshooter::tr("transformers could not import AutoProcessor: almost always a torchvision built for another torch. "
                          "Install the torchvision release made for the installed torch, from the same index as torch: %1 -m "
                          "pip install torchvision")
                           .arg(python);
            } else if (const QString inside = quarkImportError(all); !inside.isEmpty()) {
                // quark-cli prints the same sentence for any ImportError while importing quark: one
                // inside an installed amd-quark (a PyTorch it does not support) is not a missing package.
                fix << Troubleshooter::tr("amd-quark is installed, but importing it failed inside: %1.").arg(inside);
                if (inside.contains(u"torch.ao.quantization.pt2e"_s))
                    fix << Troubleshooter::tr("PyTorch 2.11 removed torch.ao.quantization.pt2e, which this amd-quark imports. Install a "
                              "PyTorch below 2.11 for your accelerator (%1 -m pip install 'torch<2.11' from the index of your "
                              "ROCm or CUDA build), or amd-quark 0.13 or newer, which falls back to torchao.")
                               .arg(python);
                else
                    fix << Troubleshooter::tr("Usually a package amd-quark imports is a version it does not support, most often PyTorch: "
                              "compare the versions page 3 lists with the release notes of amd-quark %1.")
                               .arg(context.quarkVersion.isEmpty() ? Troubleshooter::tr("(the installed one)") : context.quarkVersion);
                fix << Troubleshooter::tr("Then check the environment again on page 3 and approve the new command.");
                addEvidence(lineWith("needs to be installed"_L1));
                set(FailureClass::Environment, "quark-import", fix);
                return true;
            } else if (!module.isEmpty() && module != u"quark"_s) { // quark's own package is amd-quark
                fix << Troubleshooter::tr("%1 is missing from quark-cli's environment: %2 -m pip install %3").arg(module, python, module);
            } else if (has("AMD Quark needs to be installed"_L1)) {
                fix << Troubleshooter::tr("amd-quark is not importable in quark-cli's environment: %1 -m pip install amd-quark").arg(python);
            } else {
                fix << Troubleshooter::tr("Install quark-cli's dependencies in its environment: %1 -m pip install 'amd-quark[cli]' datasets").arg(python);
            }
            fix << Troubleshooter::tr("Then check the environment again on page 3 and approve the new command.");
            set(FailureClass::Environment, "cli-dependency", fix);
            return true;
        }
        if (const QString module = capture(all, u"ModuleNotFoundError: No module named '([\\w.]+)'"_s); !module.isEmpty()) {
            const QString top = module.section(u'.', 0, 0);
            QStringList fix;
            if (top == u"torchvision"_s)
                fix << Troubleshooter::tr("quark-cli imports timm at start, and timm needs torchvision, which amd-quark does not declare. "
                          "Install the torchvision release made for the installed torch: %1 -m pip install torchvision "
                          "(from the same index as torch).")
                           .arg(python);
            else
                fix << Troubleshooter::tr("%1 is missing from quark-cli's environment: %2 -m pip install %3").arg(top, python, top);
            fix << Troubleshooter::tr("Then check the environment again on page 3 and approve the new command.");
            set(FailureClass::Environment, "cli-dependency", fix);
            return true;
        }
        return false;
    }

    /// What quark-cli needs to compile its C++ kernels at its first start.
    bool kernels()
    {
        if (has("rocminfo"_L1) && hasAny({"failed or was not found"_L1, "No such file"_L1})) {
            // Quark calls rocminfo at import on ROCm builds of PyTorch.
            set(FailureClass::Environment, "rocminfo",
                {Troubleshooter::tr("Quark runs rocminfo when it starts on a ROCm build of PyTorch and could not: put ROCm's bin folder on "
                    "PATH (export PATH=/opt/rocm/bin:$PATH), then check the environment again on page 3.")});
            return true;
        }
        if (has("stable-ABI is unavailable on this PyTorch version"_L1)) {
            // quark/common/torch_cpp_ext.py: the stable-ABI kernels need PyTorch 2.10 or newer.
            set(FailureClass::Environment, "torch-too-old",
                {Troubleshooter::tr("The installed PyTorch is too old for this amd-quark: its C++ kernels need PyTorch 2.10 or newer. "
                    "Install a newer PyTorch build for your accelerator in quark-cli's environment (%1 -m pip install "
                    "'torch>=2.10' from the index of your ROCm or CUDA build), or an amd-quark release made for your "
                    "PyTorch.")
                     .arg(python)});
            return true;
        }
        if (has("Python.h: No such file or directory"_L1)) {
            // Seen with Debian 13's own Python 3.13: its headers are a separate package.
            addEvidence(lineWith("Python.h"_L1));
            set(FailureClass::Environment, "python-headers",
                {Troubleshooter::tr("quark-cli compiles its C++ kernels at its first start (torch JIT extensions), and the compiler found "
                    "no Python.h: the Python the environment was made from lacks its development headers. Install them "
                    "(on Debian and Ubuntu: sudo apt install python3-dev; for another Python, its -dev or -devel "
                    "package), then run again.")});
            return true;
        }
        if (hasAny({"JIT compilation failed"_L1, "extension could not be loaded"_L1, "Refusing to fall back to JIT"_L1})) {
            set(FailureClass::Environment, "kernel-build",
                {Troubleshooter::tr("quark-cli compiles its C++ kernels at its first start (torch JIT extensions) and that failed: install a "
                    "C++ compiler and ninja (e.g. apt install g++ ninja-build) and make TORCH_EXTENSIONS_DIR (default "
                    "~/.cache/torch_extensions) writable.")});
            return true;
        }
        return false;
    }

    /// A calibration or evaluation dataset that could not be had.
    bool datasetUnavailable()
    {
        if (!dataset.isEmpty() || has("Couldn't reach the Hugging Face Hub for dataset"_L1)) {
            const QString name = dataset.isEmpty() ? capture(all, u"for dataset '([^']+)'"_s) : dataset;
            addEvidence(lineWith("Couldn't reach"_L1));
            const bool offline = has("OfflineModeIsEnabled"_L1);
            const bool evaluation = r.exportCompleted;
            // What quark-cli asked load_dataset for: the command's dataset name gives the
            // configuration and split; the log gives the repository.
            DatasetNeed need = evaluation ? DatasetNeeds::evaluation(optionValue(context.argv, u"--evaluation_dataset"_s))
                                          : DatasetNeeds::calibration(optionValue(context.argv, u"--dataset"_s));
            if (need.repoId != name) {
                need = DatasetNeed();
                need.name = need.repoId = name;
            }
            const QString what = evaluation ? Troubleshooter::tr("The evaluation dataset %1").arg(need.display())
                                            : Troubleshooter::tr("The calibration dataset %1").arg(need.display());
            const QString cache = context.datasetsCache.isEmpty() ? Troubleshooter::tr("the datasets cache")
                                                                  : Troubleshooter::tr("the datasets cache (%1)").arg(context.datasetsCache);
            QStringList fix;
            if (offline)
                fix << Troubleshooter::tr("%1 could not be loaded: it is not in %2, and offline mode is on (%3), so datasets did not ask "
                          "the Hub for it.")
                           .arg(what, cache,
                                context.offlineSetting.isEmpty() ? Troubleshooter::tr("HF_HUB_OFFLINE or HF_DATASETS_OFFLINE is set")
                                                                 : context.offlineSetting);
            else
                fix << Troubleshooter::tr("%1 could not be downloaded: it is not in %2, and the Hub could not be reached from where the "
                          "run ran (network, proxy or HF_ENDPOINT).")
                           .arg(what, cache);
            // The same line page 3 gives before approval, with the environment's own interpreter.
            const QString online = offline && !context.offlineBlockers.isEmpty()
                ? Troubleshooter::tr("once online, with %1 unset for that command").arg(context.offlineBlockers.join(Troubleshooter::tr(" and ")))
                : Troubleshooter::tr("once the network is there");
            fix << Troubleshooter::tr("Fetch it into the cache %1, in the Quark environment: %2 -c \"%3\" (\"hf download --repo-type "
                      "dataset\" alone is not enough: offline, datasets reads only its own cache). Then run again.")
                       .arg(online, shellQuote(python), DatasetCache::loadCall(need));
            if (evaluation) {
                fix << Troubleshooter::tr("The export is complete; only the evaluation needs the dataset. Plan with evaluation 'none' "
                          "(--skip_evaluation) to end at the model.");
            } else if (!r.cachedCalibrationDatasets) {
                fix << Troubleshooter::tr("Whether another calibration dataset is cached where the run ran was not checked (that cache is "
                          "not on this machine), so no plan change is proposed.");
            } else if (const QString other = Troubleshooter::cachedAlternative(need.name, *r.cachedCalibrationDatasets); !other.isEmpty()) {
                fix << Troubleshooter::tr("Or calibrate with %1 instead: it is in the datasets cache, so the run needs no download. The "
                          "plan change proposed: Calibration data %2 → %1.")
                           .arg(other, need.name);
            } else {
                fix << Troubleshooter::tr("No other calibration dataset quark-cli loads (%1) is complete in the datasets cache, so no plan "
                          "change can help: fetch this one first.")
                           .arg(DatasetNeeds::knownCalibrationNames().join(u", "_s));
            }
            set(evaluation ? FailureClass::Evaluation : FailureClass::Data, offline ? "dataset-offline" : "dataset-unreachable", fix);
            return true;
        }
        return false;
    }

    /// The model's files, where they come from and whether they may run.
    bool modelSource()
    {
        if (const QString folder = capture(all, u"Repo id must be in the form 'repo_name' or 'namespace/repo_name': '(/[^']*)'"_s);
                   !folder.isEmpty()) {
            // transformers 5 takes a path that is not a model folder for a Hub id and refuses it.
            addEvidence(lineWith("Repo id must be in the form"_L1));
            set(FailureClass::Load, "model-folder-missing",
                {context.host.isEmpty()
                     ? Troubleshooter::tr("quark-cli found no model at %1: the folder is not there, or has no config.json, so transformers "
                          "took the path for a Hugging Face id. Analyse the model again from the folder that holds it "
                          "(page 1), then plan and approve again.")
                           .arg(folder)
                     : Troubleshooter::tr("quark-cli found no model at %1 on %2: the folder is not there, or has no config.json, so "
                          "transformers took the path for a Hugging Face id. Check the target again on page 3: a model "
                          "folder of this machine that %2 does not see is copied there after you approve.")
                           .arg(folder, context.host)});
            return true;
        }
        if (has("We couldn't connect to"_L1) && !has("gated repo"_L1)) {
            set(FailureClass::Load, "model-unreachable",
                {Troubleshooter::tr("The model's files could not be downloaded (no network, proxy or HF_ENDPOINT). Use a local folder, or "
                    "put the model in the Hugging Face cache and set HF_HUB_OFFLINE=1.")});
            return true;
        }
        if (hasAny({"GatedRepoError"_L1, "Cannot access gated repo"_L1, "gated repo"_L1, "401 Client Error"_L1})) {
            set(FailureClass::Load, "gated-model",
                {Troubleshooter::tr("The model is gated: provide a token whose account accepted the model's licence (HF_TOKEN), or use a "
                    "local copy; for offline use set HF_HUB_OFFLINE=1 with the model in the cache.")});
            return true;
        }
        if (has("contains custom code which must be executed"_L1) || has("set the option `trust_remote_code=True`"_L1)) {
            // transformers 5 says the first, 4.x the second.
            addEvidence(lineWith("custom code"_L1).isEmpty() ? lineWith("trust_remote_code=True"_L1) : lineWith("custom code"_L1));
            set(FailureClass::Compatibility, "remote-code",
                {Troubleshooter::tr("The model needs its repository's own Python code, and the command says --no_trust_remote_code. If you "
                    "trust the repository, accept remote code at Checkpoint 1 (page 1), then plan and approve again; "
                    "otherwise use a model that transformers supports natively.")});
            return true;
        }
        if (has("There is no model template defined for the model type"_L1) || has("no model template"_L1)) {
            const QString type = capture(all, u"for the model type '([^']+)'"_s);
            set(FailureClass::Configuration, "no-template",
                {Troubleshooter::tr("quark-cli has no template for the model type \"%1\". Check the model type at Checkpoint 1 (Quark looks "
                    "its template up by the type recorded there), or use a model of a supported type.")
                     .arg(type)});
            return true;
        }
        return false;
    }

    /// No GPU, or not enough memory on it or on the host.
    bool gpuMemory()
    {
        if (!context.acceleratorSeen
                   && (has("The available GPU memory is insufficient to load the entire model"_L1)
                       || has("Cannot copy out of meta tensor"_L1))) {
            // quark-cli 0.13 loads every model with device_map="auto" and a memory map built from the
            // GPUs alone: with none, the whole model is placed on "disk".
            set(FailureClass::Environment, "no-gpu",
                {Troubleshooter::tr("quark-cli found no GPU. It loads the model with device_map=\"auto\" and a memory map made of the GPUs "
                    "only, so on a machine without one the model is put on disk and cannot be quantized (with "
                    "--multi_device it fails with \"Cannot copy out of meta tensor\"). Run on a machine with a GPU that "
                    "PyTorch can see (check the driver and CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES)."),
                 Troubleshooter::tr("No plan change helps on this machine: choose where it runs on page 3 (Runs on: an SSH host or a "
                    "Slurm cluster with a GPU), then approve the new command.")});
            return true;
        }
        if (has("The available GPU memory is insufficient to load the entire model"_L1)) {
            set(FailureClass::Memory, "model-does-not-fit",
                {Troubleshooter::tr("The model does not fit in GPU memory when it is loaded. Plan with --multi_device (layers spill to CPU "
                    "memory; slow; no algorithms), or use a GPU with more memory or more GPUs.")});
            return true;
        }
        if (hasAny({"OutOfMemoryError"_L1, "out of memory"_L1, "MemoryError"_L1}) || r.signal == SIGKILL) {
            set(FailureClass::Memory, "out-of-memory",
                {Troubleshooter::tr("Halve Samples (--num_calib_data), or shorten Sequence length (--seq_len), on page 2."),
                 Troubleshooter::tr("Choose Devices: Spill to CPU (--multi_device; slow, no algorithms) on page 2, or more GPUs."),
                 // The allocator setting of the PyTorch build that ran (ROCm and CUDA name it differently).
                 // Skipping the evaluation is advised only to a command that evaluates.
                 context.argv.contains(u"--skip_evaluation"_s)
                     ? (context.torchBackend == u"cuda"_s ? Troubleshooter::tr("Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.")
                        : context.torchBackend == u"rocm"_s
                            ? Troubleshooter::tr("Set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True.")
                            : Troubleshooter::tr("Set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True on ROCm (PYTORCH_CUDA_ALLOC_CONF on "
                                 "CUDA)."))
                 : context.torchBackend == u"cuda"_s ? Troubleshooter::tr("Skip the evaluation, and set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.")
                 : context.torchBackend == u"rocm"_s
                     ? Troubleshooter::tr("Skip the evaluation, and set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True.")
                     : Troubleshooter::tr("Skip the evaluation, and set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True on ROCm "
                          "(PYTORCH_CUDA_ALLOC_CONF on CUDA).")});
            if (r.signal == SIGKILL && exception.isEmpty())
                r.evidence.append(Troubleshooter::tr("Killed by signal 9 without a Python traceback: most likely the host ran out of RAM."));
            return true;
        }
        return false;
    }

    /// What quark-cli refused in the command's choices.
    bool configuration()
    {
        if (has("Unsupported quantization scheme"_L1) || (has("KeyError"_L1) && context.argv.contains(u"--layer_quant_scheme"_s))) {
            set(FailureClass::Configuration, "scheme",
                {Troubleshooter::tr("The installed quark-cli does not know a scheme of this command. Page 2 checks schemes against the "
                    "installed Quark: plan again there and approve the new command.")});
            return true;
        }
        if (has("Unsupported KV cache scheme"_L1)) {
            set(FailureClass::Configuration, "kv-cache", {Troubleshooter::tr("Only fp8 works as a KV-cache scheme in this Quark; plan with fp8 or none.")});
            return true;
        }
        if (has("is not divisible by group_size"_L1)) {
            addEvidence(lineWith("not divisible by group_size"_L1));
            set(FailureClass::Configuration, "group-size",
                {Troubleshooter::tr("A layer's width is not divisible by the scheme's group size: choose a scheme with a smaller group "
                    "(e.g. int4_wo_32) or a per-channel one on page 2.")});
            return true;
        }
        if (hasAny({"Unsupported algorithm"_L1, "No built-in"_L1, "no default configuration"_L1})) {
            set(FailureClass::Quantization, "algorithm",
                {Troubleshooter::tr("Drop the algorithm, or use a model type with a built-in configuration for it (page 2).")});
            return true;
        }
        if (has("Unknown arguments"_L1) || has("quark-cli: error:"_L1) || r.exitCode == 2) {
            set(FailureClass::Configuration, "usage",
                {Troubleshooter::tr("quark-cli refused its arguments. Check the model type and scheme against the installed quark-cli "
                    "(page 2 asks its --help), and build the command again.")});
            return true;
        }
        return false;
    }

    /// What stopped transformers from loading the model.
    bool loading()
    {
        if (hasAny({"Error while deserializing header"_L1, "MetadataIncompleteBuffer"_L1, "HeaderTooLarge"_L1,
                           "InvalidHeaderDeserialization"_L1, "incomplete metadata"_L1})) {
            // safetensors' own words for a file whose header and size disagree: a truncated or
            // damaged download, not a version problem.
            const QString file = capture(all, u"([^\\s'\"()]+\\.safetensors)(?![\\w.])"_s);
            addEvidence(lineWith("deserializing"_L1).isEmpty() ? lineWith("SafetensorError"_L1) : lineWith("deserializing"_L1));
            set(FailureClass::Load, "damaged-weights",
                {file.isEmpty()
                     ? Troubleshooter::tr("A weight file of the model is damaged: safetensors could not read it (its header and its size "
                          "disagree, as after an interrupted download). Analyse the model again on page 1: Checkpoint 1 "
                          "names the damaged file; re-download it, then plan and approve again.")
                     : Troubleshooter::tr("The weight file %1 is damaged: safetensors could not read it (its header and its size disagree, "
                          "as after an interrupted download). Re-download it, analyse the model again on page 1, then "
                          "plan and approve again.")
                           .arg(file)});
            return true;
        }
        if (has("Pad token cannot be resolved"_L1)) {
            // quark/torch/utils/llm/model_preparation.py get_tokenizer: for model types qwen and qwen2
            // the pad and eos tokens are set to id 151643 (Qwen's <|endoftext|>); a tokenizer without
            // that id leaves both empty.
            addEvidence(lineWith("Pad token cannot be resolved"_L1));
            const QString type = capture(all, u"Pad token cannot be resolved \\(model_type=([\\w-]+)"_s);
            if (type == u"qwen"_s || type == u"qwen2"_s)
                set(FailureClass::Load, "qwen-pad-id",
                    {Troubleshooter::tr("Quark sets the pad token of %1 models to token id 151643 (Qwen's <|endoftext|>), and this "
                        "model's tokenizer has no such id (its vocabulary is smaller than Qwen's). quark-cli cannot "
                        "calibrate it as %1: use the model's original Qwen tokenizer, or a model of another type. "
                        "Checkpoint 1 (page 1) shows the vocabulary size.")
                         .arg(type)});
            else
                set(FailureClass::Load, "pad-token",
                    {Troubleshooter::tr("The tokenizer has neither a pad nor an end-of-sequence token, so quark-cli cannot pad its "
                        "calibration batches. Use a tokenizer that defines eos_token (tokenizer_config.json), then "
                        "analyse the model again on page 1.")});
            return true;
        }
        if (has("Failed to load model"_L1) || has("Unrecognized model"_L1) || has("does not recognize this architecture"_L1)) {
            const QString version = capture(all, u"pip install transformers==([\\w.]+)"_s);
            set(FailureClass::Compatibility, "transformers",
                {version.isEmpty() ? Troubleshooter::tr("transformers could not load the model: install the transformers version the model "
                                        "and Quark need.")
                                   : Troubleshooter::tr("transformers could not load the model; its config.json was written by transformers "
                                        "%1: %2 -m pip install transformers==%1 (within the range the installed Quark "
                                        "supports).")
                                         .arg(version, python)});
            return true;
        }
        return false;
    }

    /// What failed after the model was loaded: the dataset, the evaluation, the export.
    bool lateStages()
    {
        if (exception == u"NotImplementedError"_s && log.stage() == RunStage::Dataset) {
            set(FailureClass::Configuration, "dataset", {Troubleshooter::tr("The calibration dataset is listed by quark-cli but not implemented: choose another one on page 2.")});
            return true;
        }
        if (r.exportCompleted && r.exitCode != 0) {
            set(FailureClass::Evaluation, "evaluation",
                {Troubleshooter::tr("The export is complete; the evaluation after it failed. Plan with evaluation 'none'.")});
            return true;
        }
        if ((exception == u"AssertionError"_s || has("The qmin and qmax of"_L1)) && log.stage() == RunStage::Export) {
            // A bare assertion in quark's exporter: it refuses what it cannot write (mx9 in 0.13
            // calibrates and then stops here).
            const QString scheme = optionValue(context.argv, u"--quant_scheme"_s);
            set(FailureClass::Export, "export-unsupported",
                {Troubleshooter::tr("quark-cli calibrated the model, then its exporter refused to write %1 (%2 in "
                    "Quark's export code): the installed Quark cannot export this scheme. Choose another scheme at "
                    "Checkpoint 2 (page 2), then approve the new command.")
                     .arg(scheme.isEmpty() ? Troubleshooter::tr("the scheme") : scheme, exception.isEmpty() ? u"an error"_s : exception)});
            return true;
        }
        return false;
    }

    JobResult &r;
    const LogAnalyzer &log;
    const Troubleshooter::Context &context;
    const QString exception;
    const QStringList evidence;
    const QString all;
    const QString python;
    const QString dataset; ///< the dataset the Hub could not give, from datasets' own words
    const QString &slurm;
};

} // namespace

void Troubleshooter::diagnose(JobResult &r, const LogAnalyzer &log, const Context &context)
{
    // The cached datasets matter only to a calibration dataset that could not be fetched.
    const auto keepCachedDatasets = qScopeGuard([&r] {
        if (r.failureClass != FailureClass::Data || !r.failureCause.startsWith(u"dataset-"_s))
            r.cachedCalibrationDatasets.reset();
    });
    if (r.status == RunStatus::Succeeded || r.status == RunStatus::Cancelled)
        return;
    Diagnosis(r, log, context).run();
}

void Troubleshooter::fallBackByStage(JobResult &r, RunStage stage, const QString &exception)
{
    // What no signature matched is classified by the stage quark-cli was in, and the suggestion
    // names the checkpoint whose decisions that stage carries out.
    const QString what = exception.isEmpty() ? tr("quark-cli stopped") : tr("quark-cli stopped with %1").arg(exception);
    auto set = [&](FailureClass failureClass, const char *cause, const QString &suggestion) {
        r.failureClass = failureClass;
        r.failureCause = QString::fromLatin1(cause);
        r.suggestions = {suggestion, tr("The log's last lines and the evidence above are what quark-cli said.")};
    };
    switch (stage) {
    case RunStage::Starting:
        set(FailureClass::Environment, "start-failed",
            tr("%1 before it loaded the model: its environment is the likely cause. Check the environment again "
               "at Checkpoint 3 (page 3).").arg(what));
        break;
    case RunStage::LoadingModel:
        set(FailureClass::Load, "load-failed",
            tr("%1 while loading the model. Check the model's files and type at Checkpoint 1 (page 1): analyse it "
               "again, then plan and approve again.").arg(what));
        break;
    case RunStage::Tokenizer:
        set(FailureClass::Load, "tokenizer-failed",
            tr("%1 while loading the model's tokenizer. Check the tokenizer files at Checkpoint 1 (page 1).").arg(what));
        break;
    case RunStage::Dataset:
        set(FailureClass::Data, "dataset-failed",
            tr("%1 while loading the calibration data. Choose another calibration dataset at Checkpoint 2 "
               "(page 2).").arg(what));
        break;
    case RunStage::QuantConfig:
    case RunStage::ModuleReplacement:
        set(FailureClass::Configuration, "quant-config-failed",
            tr("%1 while applying the quantization configuration. Check the scheme, exclusions and overrides at "
               "Checkpoint 2 (page 2).").arg(what));
        break;
    case RunStage::Algorithm:
    case RunStage::Calibration:
    case RunStage::Freeze:
        set(FailureClass::Quantization, "calibration-failed",
            tr("%1 during calibration. Check the algorithm and the calibration settings at Checkpoint 2 (page 2).")
                .arg(what));
        break;
    case RunStage::Export:
    case RunStage::Finished:
        set(FailureClass::Export, "export",
            tr("%1 while writing the export, which is not complete. Check the free space at the output folder and "
               "the scheme at Checkpoint 2 (page 2).").arg(what));
        break;
    case RunStage::Evaluation:
        set(FailureClass::Evaluation, "evaluation",
            tr("%1 during the evaluation after the export. Plan with evaluation 'none' at Checkpoint 2 (page 2).")
                .arg(what));
        break;
    }
}

Troubleshooter::Remedy Troubleshooter::remedy(std::optional<FailureClass> failureClass, const QString &failureCause,
                                               const std::optional<QStringList> &cachedCalibrationDatasets,
                                               const QStringList &argv)
{
    if (failureClass == FailureClass::Environment) {
        if (failureCause == u"no-gpu"_s)
            return Remedy::RunTarget;
        // A time limit is met by a shorter run too (fewer calibration samples); every other
        // environment failure is fixed in the environment, the disk or the target.
        return failureCause == u"job-time-limit"_s ? Remedy::Plan : Remedy::Outside;
    }
    if (failureClass == FailureClass::Memory && failureCause == u"host-memory-limit"_s)
        return Remedy::Outside; // the job's memory request is the target's setting
    if (failureClass == FailureClass::Compatibility && failureCause == u"transformers"_s)
        return Remedy::Outside; // a package version in quark-cli's environment
    if (failureClass == FailureClass::Data && cachedCalibrationDatasets
        && (failureCause == u"dataset-offline"_s || failureCause == u"dataset-unreachable"_s)) {
        // Another calibration dataset helps only when one is cached: the diagnosis says so.
        return cachedAlternative(optionValue(argv, u"--dataset"_s), *cachedCalibrationDatasets).isEmpty() ? Remedy::Outside : Remedy::Plan;
    }
    return Remedy::Plan;
}

QString Troubleshooter::cachedAlternative(const QString &current, const QStringList &cachedCalibrationDatasets)
{
    const DatasetNeed now = DatasetNeeds::calibration(current);
    for (const QString &name : cachedCalibrationDatasets) {
        const DatasetNeed other = DatasetNeeds::calibration(name);
        if (other.unsupported.isEmpty() && other.localPath.isEmpty()
            && (other.repoId != now.repoId || other.config != now.config || other.split != now.split))
            return name;
    }
    return {};
}

std::optional<Troubleshooter::PlanRevision> Troubleshooter::revisePlan(FailureClass failureClass, const PlanDocument &plan,
                                                                       const QString &failureCause,
                                                                       const QStringList &cachedCalibrationDatasets)
{
    PlanRevision r{plan, {}};
    PlanDocument &p = r.plan;
    const bool algorithm = !p.algorithm.isEmpty();
    const bool single = p.deviceStrategy == u"single"_s;
    if (failureClass == FailureClass::Memory && failureCause == u"host-memory-limit"_s) {
        // Slurm's memory limit of the job: the target's settings change, not the plan.
        return std::nullopt;
    }
    if (failureClass == FailureClass::Memory && failureCause == u"model-does-not-fit"_s) {
        // The model itself does not fit: fewer samples or shorter sequences change nothing.
        if (!algorithm && single) {
            p.deviceStrategy = u"multi"_s;
            r.change = tr("Devices: Spill to CPU (--multi_device; slow)");
        }
    } else if (failureClass == FailureClass::Memory) {
        if (p.batchSize > 1) {
            r.change = tr("Batch size %1 → 1 (--batch_size)").arg(p.batchSize);
            p.batchSize = 1;
        } else if (p.seqLen > 128) {
            r.change = tr("Sequence length %1 → %2 (--seq_len)").arg(p.seqLen).arg(std::max(128, p.seqLen / 2));
            p.seqLen = std::max(128, p.seqLen / 2);
        } else if (!algorithm && single) {
            p.deviceStrategy = u"multi"_s;
            r.change = tr("Devices: Spill to CPU (--multi_device; slow)");
        } else if (p.numCalibData > 32) {
            r.change = tr("Samples %1 → %2 (--num_calib_data)").arg(p.numCalibData).arg(std::max(32, p.numCalibData / 2));
            p.numCalibData = std::max(32, p.numCalibData / 2);
        }
    } else if (failureClass == FailureClass::Data
               && (failureCause == u"dataset-offline"_s || failureCause == u"dataset-unreachable"_s)) {
        // Another dataset quark-cli loads that is already cached: the run needs no download.
        const QString current = p.calibrationDataset;
        if (const QString other = cachedAlternative(current, cachedCalibrationDatasets); !other.isEmpty()) {
            p.calibrationDataset = other;
            r.change = tr("Calibration data %1 → %2").arg(current.isEmpty() ? u"pileval"_s : current, other);
        }
    } else if (failureClass == FailureClass::Evaluation && p.evaluationIntent != u"none"_s) {
        p.evaluationIntent = u"none"_s;
        r.change = tr("Evaluation none (--skip_evaluation)");
    }
    if (r.change.isEmpty())
        return std::nullopt;
    p.unconfirm();
    return r;
}

} // namespace ptq
