#include "command/environment.h"

#include <QRegularExpression>

#include "host/pythonidentity.h"
#include "plan/quarkcliprobe.h"
#include "host/gpuparsers.h"
#include "process/toolprocess.h"
#include "source/hubclient.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTimer>
#include <QVersionNumber>
#include <QtConcurrent/QtConcurrentRun>

#include <nlohmann/json.hpp>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

// QT_LOGGING_RULES="ptq.command.environment.debug=true": each step of page 3's environment check.
Q_LOGGING_CATEGORY(lcEnvProbe, "ptq.command.environment", QtWarningMsg)

namespace {

QString s(const nlohmann::json &j, const char *key)
{
    return j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>()) : QString();
}

} // namespace

QStringList EnvironmentRules::variableNames()
{
    return QStringList{u"HIP_VISIBLE_DEVICES"_s, u"CUDA_VISIBLE_DEVICES"_s, u"ROCR_VISIBLE_DEVICES"_s, u"HSA_OVERRIDE_GFX_VERSION"_s,
            u"PYTORCH_ROCM_ARCH"_s,  u"PYTORCH_HIP_ALLOC_CONF"_s, u"QUARK_LOG_LEVEL"_s}
        + dataCacheVariableNames();
}

bool EnvironmentRules::torchLlmPtqImports(const QString &requirement, bool evaluates)
{
    // What a real `quark-cli torch-llm-ptq` run (amd-quark 0.13, int4_wo_128 with AWQ, CPU) had
    // imported when it ended, read from sys.modules: of amd-quark[cli]'s extras it never imported
    // these. The lm-eval style ones stay needed when the plan evaluates.
    const QString name = requirement.section(QRegularExpression(u"[<>=!~;\\[ ]"_s), 0, 0).toLower().replace(u'_', u'-');
    static const QStringList neverImported{u"onnx-ir"_s, u"onnxruntime-extensions"_s, u"opencv-python"_s, u"pulp"_s,
                                           u"py7zr"_s};
    static const QStringList notForThePtq{u"immutabledict"_s, u"langdetect"_s, u"rouge-score"_s};
    if (neverImported.contains(name))
        return false;
    return evaluates || !notForThePtq.contains(name);
}

QStringList EnvironmentRules::dataCacheVariableNames()
{
    // Where huggingface_hub, datasets and transformers look for models and data, and whether they
    // may go online: HF_HOME defaults to $XDG_CACHE_HOME/huggingface.
    return {u"HF_HOME"_s,         u"HF_HUB_CACHE"_s,         u"HF_DATASETS_CACHE"_s, u"XDG_CACHE_HOME"_s,
            u"HF_HUB_OFFLINE"_s,  u"HF_DATASETS_OFFLINE"_s,  u"TRANSFORMERS_OFFLINE"_s};
}

Json EnvironmentFacts::toJson() const
{
    Json gpuList = Json::array();
    for (const GpuInfo &g : gpus) {
        gpuList.push_back({{"index", g.index}, {"vendor", g.vendor.toStdString()}, {"name", g.name.toStdString()},
                           {"arch", g.arch.toStdString()}, {"memory_total_mib", g.totalMiB},
                           {"memory_used_mib", g.usedMiB >= 0 ? Json(g.usedMiB) : Json(nullptr)},
                           {"memory_source", g.memorySource.isEmpty() ? Json(nullptr) : Json(g.memorySource.toStdString())}});
    }
    Json vars = Json::object();
    for (auto it = variables.cbegin(); it != variables.cend(); ++it)
        vars[it.key().toStdString()] = it.value().toStdString();
    auto opt = [](const QString &v) { return v.isEmpty() ? Json(nullptr) : Json(v.toStdString()); };
    return Json{{"quark_cli", opt(quarkCli)},
                {"python", opt(python)},
                {"versions",
                 {{"python", opt(pythonVersion)},
                  {"torch", opt(torchVersion)},
                  {"torch_cuda", opt(torchCuda)},
                  {"torch_hip", opt(torchHip)},
                  {"amd_quark", opt(quarkVersion)},
                  {"transformers", opt(transformersVersion)},
                  {"datasets", opt(datasetsVersion)},
                  {"accelerate", opt(accelerateVersion)}}},
                {"accelerator_available", acceleratorAvailable},
                {"torch_device_count", torchDevices.size()},
                {"gpus", gpuList},
                {"driver", opt(driver)},
                {"rocminfo_found", rocminfoFound},
                {"nvidia_smi_found", nvidiaSmiFound},
                {"kernel", opt(kernel)},
                {"container", opt(container)},
                {"variables", vars}};
}

namespace {

/// The transformers range amd-quark[cli] of @p quark declares (its Requires-Dist): 0.12 ">5,<5.3",
/// 0.13 ">5,<5.17"; a newer release is assumed to keep 0.13's until it is known.
QString transformersRangeOf(const QVersionNumber &quark)
{
    return quark < QVersionNumber(0, 13) ? u">5,<5.3"_s : u">5,<5.17"_s;
}

} // namespace

QString EnvironmentRules::cpuPlanCannotRun(const EnvironmentFacts &f)
{
    if (f.quarkVersion.isEmpty() || QVersionNumber::fromString(f.quarkVersion) < QVersionNumber(0, 13) || f.acceleratorAvailable
        || !f.torchImported || f.cpuPlacementDeclared)
        return {};
    return tr("quark-cli %1 cannot quantize where PyTorch sees no GPU, even on the CPU: it places the model over the "
              "GPUs' memory only. Plan for a GPU and run it on an SSH host or a Slurm cluster (page 3, Runs on).")
        .arg(f.quarkVersion);
}

QString EnvironmentRules::probeScript()
{
    return uR"PY(import json, sys
out = {"python": sys.version.split()[0], "executable": sys.executable}
try:
    import importlib.metadata as m
    for key, dist in (("amd_quark", "amd-quark"), ("transformers", "transformers"), ("datasets", "datasets"),
                      ("accelerate", "accelerate"), ("torch", "torch")):
        try:
            out[key] = m.version(dist)
        except Exception:
            out[key] = None
except Exception as e:
    out["metadata_error"] = repr(e)
try:
    import torch
    out["torch_cuda"] = torch.version.cuda
    out["torch_hip"] = getattr(torch.version, "hip", None)
    out["cuda_available"] = bool(torch.cuda.is_available())
    devices = []
    for i in range(torch.cuda.device_count() if out["cuda_available"] else 0):
        p = torch.cuda.get_device_properties(i)
        devices.append({"name": p.name, "total": int(p.total_memory), "arch": getattr(p, "gcnArchName", None)})
    out["devices"] = devices
except Exception as e:
    out["torch_error"] = repr(e)
try:
    import importlib.metadata as m
    out["torchvision"] = m.version("torchvision")
    import torchvision  # noqa: F401  (quark-cli imports it at start, through timm)
except Exception as e:
    out["torchvision_error"] = repr(e)[:300]
try:
    # amd-quark[cli]'s own requirements, checked with the installed packaging library.
    import importlib.metadata as m
    from packaging.requirements import Requirement
    unmet = []
    for text in m.requires("amd-quark") or []:
        req = Requirement(text)
        if req.marker is not None and not req.marker.evaluate({"extra": "cli"}):
            continue
        try:
            have = m.version(req.name)
        except Exception:
            unmet.append(f"{req.name}{req.specifier} (missing)")
            continue
        if req.specifier and not req.specifier.contains(have, prereleases=True):
            unmet.append(f"{req.name}{req.specifier} (installed {have})")
    out["unmet"] = unmet
except Exception as e:
    out["unmet_error"] = repr(e)[:300]
out["cpu_placement"] = getattr(sys.modules.get("sitecustomize"), "PTQ_STUDIO_CPU_PLACEMENT", False) is True
print("PTQ_ENV " + json.dumps(out))
)PY"_s;
}

bool EnvironmentRules::parseProbeOutput(const QByteArray &output, EnvironmentFacts &f)
{
    for (const QByteArray &line : output.split('\n')) {
        if (!line.startsWith("PTQ_ENV "))
            continue;
        nlohmann::json j;
        try {
            j = nlohmann::json::parse(line.mid(8).toStdString());
        } catch (const std::exception &) {
            return false;
        }
        if (!j.is_object())
            return false;
        f.pythonVersion = s(j, "python");
        f.torchVersion = s(j, "torch");
        f.quarkVersion = s(j, "amd_quark");
        f.transformersVersion = s(j, "transformers");
        f.datasetsVersion = s(j, "datasets");
        f.accelerateVersion = s(j, "accelerate");
        f.torchCuda = s(j, "torch_cuda");
        f.torchHip = s(j, "torch_hip");
        f.torchImported = !j.contains("torch_error") && !f.torchVersion.isEmpty();
        f.torchvisionVersion = s(j, "torchvision");
        f.torchvisionError = s(j, "torchvision_error");
        f.unmetRequirements.clear();
        for (const auto &u : j.value("unmet", nlohmann::json::array()))
            if (u.is_string())
                f.unmetRequirements.append(QString::fromStdString(u.get<std::string>()));
        f.acceleratorAvailable = j.value("cuda_available", false);
        f.cpuPlacementDeclared = j.value("cpu_placement", false);
        f.torchDevices.clear();
        int index = 0;
        for (const auto &d : j.value("devices", nlohmann::json::array())) {
            GpuInfo g;
            g.index = index++;
            g.name = s(d, "name");
            g.arch = s(d, "arch");
            g.vendor = f.torchHip.isEmpty() ? u"nvidia"_s : u"amd"_s;
            g.totalMiB = d.value("total", qint64(0)) / (1024 * 1024);
            f.torchDevices.append(g);
        }
        return true;
    }
    return false;
}

void EnvironmentRules::resolveGpuMemory(EnvironmentFacts &f)
{
    const QString torchVendor = f.torchHip.isEmpty() ? u"nvidia"_s : u"amd"_s;
    // Why PyTorch could not give a GPU's total (the same for every GPU of a vendor).
    auto torchNote = [&](const QString &vendor, qsizetype toolCount) -> QString {
        if (f.python.isEmpty())
            return tr("PyTorch was not asked (no Python environment)");
        if (!f.pythonError.isEmpty())
            return tr("PyTorch was not asked (the environment's Python did not answer)");
        if (!f.torchImported)
            return tr("PyTorch is not installed or does not import");
        if (f.torchCuda.isEmpty() && f.torchHip.isEmpty())
            return tr("PyTorch %1 is a CPU-only build").arg(f.torchVersion);
        if (vendor != torchVendor)
            return vendor == u"amd"_s ? tr("PyTorch is a CUDA build and does not see AMD GPUs")
                                      : tr("PyTorch is a ROCm build and does not see NVIDIA GPUs");
        if (f.torchDevices.isEmpty())
            return tr("PyTorch sees no GPU (torch.cuda.is_available() is False)");
        if (f.torchDevices.size() != toolCount)
            return tr("PyTorch sees %1 GPU(s), the tools list %2, and none of the same name tells the total")
                .arg(f.torchDevices.size())
                .arg(toolCount);
        return tr("PyTorch reports no total_memory for it");
    };
    if (f.gpus.isEmpty()) {
        // Neither nvidia-smi nor rocminfo lists a GPU (not installed in this container, say):
        // the devices PyTorch sees are the ones the run uses.
        for (GpuInfo g : f.torchDevices) {
            if (g.totalMiB > 0)
                g.memorySource = u"PyTorch"_s;
            else
                g.memoryNote = tr("PyTorch reports no total_memory for it, and no GPU tool lists it");
            f.gpus.append(g);
        }
        return;
    }
    qsizetype toolCount = 0;
    for (const GpuInfo &g : f.gpus)
        toolCount += g.vendor == torchVendor ? 1 : 0;
    qsizetype position = 0;
    for (GpuInfo &g : f.gpus) {
        const qsizetype n = g.vendor == torchVendor ? position++ : -1;
        if (g.totalMiB > 0) {
            if (g.memorySource.isEmpty() && g.vendor == u"nvidia"_s)
                g.memorySource = u"nvidia-smi"_s;
            continue;
        }
        qint64 total = 0;
        if (n >= 0 && f.torchDevices.size() == toolCount) {
            total = f.torchDevices[n].totalMiB; // the same GPUs, in the same order
        } else if (n >= 0) {
            // Fewer devices than the tools list (a *_VISIBLE_DEVICES variable hides some): a device
            // of the same name tells the total when all devices of that name agree.
            bool agree = true;
            for (const GpuInfo &d : f.torchDevices) {
                if (d.name != g.name)
                    continue;
                if (total == 0)
                    total = d.totalMiB;
                else if (d.totalMiB != total)
                    agree = false;
            }
            if (!agree)
                total = 0;
        }
        if (total > 0) {
            g.totalMiB = total;
            g.memorySource = u"PyTorch"_s;
            g.memoryNote.clear();
            continue;
        }
        QString tool;
        if (g.vendor == u"nvidia"_s)
            tool = tr("nvidia-smi reports no memory total ([N/A], as on unified-memory parts)");
        else if (!f.amdMemoryAsked)
            tool = tr("rocminfo lists no memory, and neither amd-smi nor rocm-smi is on PATH");
        else
            tool = tr("rocminfo lists no memory; %1").arg(f.amdMemoryFailures.join(u"; "_s));
        g.memoryNote = tool + u"; "_s + torchNote(g.vendor, toolCount);
    }
}

QString EnvironmentRules::noGpuReason(const EnvironmentFacts &f)
{
    QStringList parts;
    parts.append(f.nvidiaSmiFound ? tr("nvidia-smi lists none") : tr("nvidia-smi is not on PATH"));
    parts.append(f.rocminfoFound ? tr("rocminfo lists none") : tr("rocminfo is not on PATH"));
    if (f.python.isEmpty())
        parts.append(tr("PyTorch was not asked (no Python environment)"));
    else if (!f.pythonError.isEmpty())
        parts.append(tr("PyTorch was not asked (the environment's Python did not answer)"));
    else if (!f.torchImported)
        parts.append(tr("PyTorch is not installed or does not import"));
    else if (f.torchCuda.isEmpty() && f.torchHip.isEmpty())
        parts.append(tr("PyTorch %1 is a CPU-only build").arg(f.torchVersion));
    else
        parts.append(tr("PyTorch sees none"));
    return parts.join(u"; "_s);
}

namespace {

/// One assessment of an environment's facts against a plan, in groups of findings.
class Assessment
{
    Q_DECLARE_TR_FUNCTIONS(EnvironmentRules)

public:
    Assessment(const EnvironmentFacts &f, const PlanDocument &plan)
        : f(f)
        , plan(plan)
        , needsAccelerator(plan.deviceStrategy != u"cpu"_s)
    {
    }

    QList<Finding> run()
    {
        interpreter();
        if (f.python.isEmpty() || !f.pythonError.isEmpty())
            return findings;
        packages();
        torchBuild();
        versions();
        settings();
        return findings;
    }

private:
    void add(const char *id, bool blocking, const QString &message, const QString &evidence, const QString &fix)
    {
        findings.append({QString::fromLatin1(id), blocking, message, evidence, fix});
    }

    /// quark-cli and the Python beside it.
    void interpreter()
    {
        if (f.quarkCli.isEmpty()) {
            add("quark-cli-missing", true, tr("quark-cli was not found."),
                tr("Not on PATH, and no Python environment was chosen."),
                tr("Set up Quark for me… makes an environment with PyTorch and quark-cli for this machine (its exact "
                   "commands are shown for approval first). Or: pip install 'amd-quark[cli]' datasets in the environment "
                   "that has PyTorch, and choose that environment on this page."));
        }
        if (!f.quarkCli.isEmpty() && f.python.isEmpty()) {
            add("python-missing", true, tr("No Python interpreter beside %1.").arg(f.quarkCli),
                tr("%1 has no python next to it.").arg(QFileInfo(f.quarkCli).absolutePath()),
                tr("Choose the Python environment (venv or conda prefix) that provides quark-cli."));
        }
        if (!f.pythonError.isEmpty())
            add("python-failed", true, tr("The environment's Python could not report its packages."), f.pythonError,
                tr("Check that %1 runs.").arg(f.python));
    }

    /// The packages quark-cli imports, by the environment's metadata.
    void packages()
    {
        if (f.quarkVersion.isEmpty())
            add("quark-missing", true, tr("amd-quark is not installed in %1.").arg(f.python),
                tr("importlib.metadata has no amd-quark"), tr("%1 -m pip install 'amd-quark[cli]'").arg(f.python));
        for (const auto &[name, version] : {std::pair{u"torch"_s, f.torchVersion}, std::pair{u"transformers"_s, f.transformersVersion},
                                            std::pair{u"datasets"_s, f.datasetsVersion}}) {
            if (version.isEmpty()) {
                add("package-missing", true, tr("%1 is not installed in %2.").arg(name, f.python),
                    tr("importlib.metadata has no %1").arg(name), tr("%1 -m pip install %2").arg(f.python, name));
            }
        }
    }

    /// PyTorch's build against the machine's GPUs and the plan.
    void torchBuild()
    {
        bool hasNvidia = false;
        bool hasAmd = false;
        for (const GpuInfo &g : f.gpus) {
            hasNvidia = hasNvidia || g.vendor == u"nvidia"_s;
            hasAmd = hasAmd || g.vendor == u"amd"_s;
        }
        if (!f.torchVersion.isEmpty()) {
            const bool cpuOnly = f.torchCuda.isEmpty() && f.torchHip.isEmpty();
            if (cpuOnly && needsAccelerator) {
                // Without any GPU here a GPU build of PyTorch would not help: the way on is a machine with one.
                add("torch-cpu-only", true, tr("The installed PyTorch %1 is a CPU-only build.").arg(f.torchVersion),
                    tr("torch.version.cuda and torch.version.hip are both empty."),
                    f.gpus.isEmpty()
                        ? tr("This machine has no GPU that nvidia-smi or rocminfo lists, so a GPU build of PyTorch would not "
                             "help here: run the command on an SSH host or a Slurm cluster that has one (page 3, Runs on).")
                    : hasAmd ? tr("Install the ROCm build of PyTorch (pytorch.org, ROCm wheels).")
                             : tr("Install the CUDA build of PyTorch (pytorch.org)."));
            } else if (!f.torchHip.isEmpty() && hasNvidia && !hasAmd) {
                add("torch-mismatch", true, tr("PyTorch is a ROCm build (HIP %1) but this machine has NVIDIA GPUs.").arg(f.torchHip),
                    tr("nvidia-smi lists %1 GPU(s); rocminfo none.").arg(f.gpus.size()), tr("Install the CUDA build of PyTorch."));
            } else if (!f.torchCuda.isEmpty() && hasAmd && !hasNvidia) {
                add("torch-mismatch", true, tr("PyTorch is a CUDA build (%1) but this machine has AMD GPUs.").arg(f.torchCuda),
                    tr("rocminfo lists %1 GPU(s); nvidia-smi none.").arg(f.gpus.size()), tr("Install the ROCm build of PyTorch."));
            }
            if (!f.torchHip.isEmpty() && !f.rocminfoFound) {
                add("rocminfo-missing", true, tr("rocminfo is not on PATH; Quark calls it at import on ROCm builds and fails "
                                                 "with \"The `rocminfo` command failed or was not found\"."),
                    tr("PyTorch %1 is a ROCm build.").arg(f.torchVersion), tr("export PATH=/opt/rocm/bin:$PATH"));
            }
            if (needsAccelerator && !cpuOnly && !f.acceleratorAvailable) {
                // quark-cli 0.13 cannot run a CPU plan without a GPU either: never send the user there (#33).
                const bool cpuPlanHelps = f.cpuPlacementDeclared || f.quarkVersion.isEmpty()
                    || QVersionNumber::fromString(f.quarkVersion) < QVersionNumber(0, 13);
                add("no-accelerator", true, tr("PyTorch sees no accelerator, but the plan runs on one."),
                    tr("torch.cuda.is_available() is False."),
                    cpuPlanHelps ? tr("Check the driver (nvidia-smi / rocm-smi) and the *_VISIBLE_DEVICES variables, or plan for the CPU.")
                                 : tr("Check the driver (nvidia-smi / rocm-smi) and the *_VISIBLE_DEVICES variables, or run it "
                                      "where PyTorch sees a GPU: choose an SSH host or a Slurm cluster under \"Runs on\". A CPU "
                                      "plan does not help: quark-cli %1 needs a GPU to place the model either way.")
                                       .arg(f.quarkVersion));
            }
        }
    }

    /// The versions amd-quark's CLI needs: transformers, its [cli] requirements, torchvision.
    void versions()
    {
        if (!f.quarkVersion.isEmpty() && !f.transformersVersion.isEmpty()) {
            const QVersionNumber quark = QVersionNumber::fromString(f.quarkVersion);
            const QVersionNumber transformers = QVersionNumber::fromString(f.transformersVersion);
            if (quark >= QVersionNumber(0, 12) && transformers.majorVersion() < 5) {
                add("transformers-range", true,
                    tr("amd-quark %1 needs transformers 5 (%2); %3 is installed.")
                        .arg(f.quarkVersion, transformersRangeOf(quark), f.transformersVersion),
                    tr("amd-quark %1, transformers %2").arg(f.quarkVersion, f.transformersVersion),
                    tr("%1 -m pip install 'transformers%2'").arg(f.python, transformersRangeOf(quark)));
            } else if (quark < QVersionNumber(0, 12) && transformers.majorVersion() >= 5) {
                add("transformers-range", false,
                    tr("amd-quark %1 was tested with transformers 4.57; %2 is installed.").arg(f.quarkVersion, f.transformersVersion),
                    tr("amd-quark %1, transformers %2").arg(f.quarkVersion, f.transformersVersion),
                    tr("%1 -m pip install 'transformers==4.57.*'").arg(f.python));
            }
        }
        if (!f.quarkVersion.isEmpty() && !f.unmetRequirements.isEmpty()) {
            // The installed amd-quark's own metadata says what its CLI needs. Some of its [cli] extras
            // only quark-cli's other subcommands import: those do not block torch-llm-ptq.
            const bool evaluates = plan.evaluates();
            QStringList needed;
            QStringList unused;
            for (const QString &u : f.unmetRequirements)
                (EnvironmentRules::torchLlmPtqImports(u.section(u' ', 0, 0), evaluates) ? needed : unused).append(u);
            if (!needed.isEmpty())
                add("cli-requirements", true,
                    tr("amd-quark %1's CLI needs packages this environment does not have in the required versions.").arg(f.quarkVersion),
                    needed.join(u"; "_s),
                    tr("%1 -m pip install 'amd-quark[cli]==%2' (pip then installs or moves exactly these packages)")
                        .arg(f.python, f.quarkVersion));
            if (!unused.isEmpty())
                add("cli-requirements-unused", false,
                    tr("amd-quark %1 lists packages for its CLI that this environment lacks, but torch-llm-ptq does not "
                       "import them (only quark-cli's other subcommands do): the run does not need them.")
                        .arg(f.quarkVersion),
                    unused.join(u"; "_s),
                    tr("Nothing to do for this run; %1 -m pip install 'amd-quark[cli]==%2' adds them for the other "
                       "subcommands.")
                        .arg(f.python, f.quarkVersion));
        }
        if (!f.quarkVersion.isEmpty() && QVersionNumber::fromString(f.quarkVersion) >= QVersionNumber(0, 13)
            && !f.torchvisionError.isEmpty()) {
            add("torchvision", true,
                tr("quark-cli %1 imports timm when it starts, and timm needs a torchvision that works with the installed "
                   "torch; here it does not import.")
                    .arg(f.quarkVersion),
                f.torchvisionVersion.isEmpty() ? f.torchvisionError
                                               : tr("torchvision %1: %2").arg(f.torchvisionVersion, f.torchvisionError),
                tr("%1 -m pip install torchvision   (the release made for torch %2, from the same index as torch)")
                    .arg(f.python, f.torchVersion));
        }
    }

    /// Settings that stop or weaken the run: QUARK_LOG_LEVEL, a CPU plan without a GPU, plain-http tokens, HSA overrides.
    void settings()
    {
        if (const QString level = f.variables.value(u"QUARK_LOG_LEVEL"_s).trimmed().toLower(); !level.isEmpty()) {
            static const QStringList known{u"debug"_s, u"info"_s, u"warning"_s, u"error"_s, u"critical"_s};
            if (!known.contains(level)) {
                add("quark-log-level", true, tr("QUARK_LOG_LEVEL is \"%1\": quark-cli refuses to start with it.").arg(level),
                    u"QUARK_LOG_LEVEL=%1"_s.arg(f.variables.value(u"QUARK_LOG_LEVEL"_s)),
                    tr("unset QUARK_LOG_LEVEL   (or debug, info, warning, error, critical)"));
            } else if (level != u"info"_s && level != u"debug"_s) {
                add("quark-log-level", false,
                    tr("QUARK_LOG_LEVEL=%1 hides quark-cli's info messages: page 4 cannot follow the stages.").arg(level),
                    u"QUARK_LOG_LEVEL=%1"_s.arg(level), tr("unset QUARK_LOG_LEVEL"));
            }
        }
        if (!needsAccelerator && !EnvironmentRules::cpuPlanCannotRun(f).isEmpty()) {
            // quark-cli 0.13 loads with device_map="auto" and a memory map of the GPUs only (read in
            // its model_preparation.get_device_max_memory): with no GPU the model goes to "disk".
            // Known to fail, so it blocks: approving it would only spend a minute to learn it (#33).
            add("cpu-without-gpu", true,
                tr("quark-cli %1 cannot quantize on a machine where PyTorch sees no GPU, even with --device cpu: it places "
                   "the model with device_map=\"auto\" over the GPUs' memory only, so the whole model lands on disk and the "
                   "run fails (\"The available GPU memory is insufficient…\").")
                    .arg(f.quarkVersion),
                tr("torch.cuda.is_available() is False; amd-quark %1").arg(f.quarkVersion),
                tr("Run it where PyTorch sees a GPU: choose an SSH host or a Slurm cluster under \"Runs on\" ("
                   "Targets… adds one). No plan change helps on this machine."));
        }
        if (f.tokenOverPlainHttp) {
            add("insecure-endpoint", true,
                tr("HF_ENDPOINT is %1: plain http to another machine. quark-cli would send your Hugging Face token "
                   "unencrypted when it downloads the model or the datasets.")
                    .arg(f.hubEndpoint),
                u"HF_ENDPOINT=%1"_s.arg(f.hubEndpoint),
                tr("Use an https endpoint, or unset HF_TOKEN for this run; if this network is trusted, set "
                   "PTQ_ALLOW_INSECURE_ENDPOINT=1."));
        }
        if (!f.variables.value(u"HSA_OVERRIDE_GFX_VERSION"_s).isEmpty()) {
            add("hsa-override", false, tr("HSA_OVERRIDE_GFX_VERSION is set; it is meant for unofficial consumer GPUs only."),
                u"HSA_OVERRIDE_GFX_VERSION=%1"_s.arg(f.variables.value(u"HSA_OVERRIDE_GFX_VERSION"_s)),
                tr("Unset it unless this GPU needs it."));
        }
    }

    const EnvironmentFacts &f;
    const PlanDocument &plan;
    const bool needsAccelerator;
    QList<Finding> findings;
};

} // namespace

QList<Finding> EnvironmentRules::assess(const EnvironmentFacts &f, const PlanDocument &plan)
{
    return Assessment(f, plan).run();
}

EnvironmentProbe::EnvironmentProbe(QObject *parent) : QObject(parent), m_env(QProcessEnvironment::systemEnvironment())
{
    m_cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/python-probe"_s;
}

EnvironmentProbe::~EnvironmentProbe() = default; // a step still running is killed with its group (~ToolProcess)

void EnvironmentProbe::addGpuSteps(const Located &found)
{
    // nvidia-smi for NVIDIA's GPUs and their memory; rocminfo for AMD's, then amd-smi or rocm-smi
    // for the memory rocminfo does not list.
    const QString &nvidiaSmi = found.nvidiaSmi;
    if (!nvidiaSmi.isEmpty()) {
        m_steps.append({nvidiaSmi,
                        {u"--query-gpu=index,name,memory.total,memory.used,compute_cap,driver_version"_s,
                         u"--format=csv,noheader,nounits"_s},
                        [this](int code, const QByteArray &out, bool started) {
                            m_facts.nvidiaSmiFound = started;
                            if (!started || code != 0)
                                return;
                            const QList<GpuInfo> nvidia = GpuParsers::parseNvidiaSmiInventory(out, &m_facts.driver);
                            m_facts.gpus += nvidia;
                            if (!nvidia.isEmpty() && m_facts.gpuTool.isEmpty())
                                m_facts.gpuTool = u"nvidia-smi"_s;
                        }});
    }
    const QString &rocminfo = found.rocminfo;
    if (!rocminfo.isEmpty()) {
        // rocminfo lists no memory: amd-smi (or, failing that, rocm-smi) is asked for the VRAM
        // totals, only when rocminfo found an AMD GPU.
        const QString amdSmi = found.amdSmi;
        const QString rocmSmi = found.rocmSmi;
        m_steps.append({rocminfo, {}, [this, amdSmi, rocmSmi](int code, const QByteArray &out, bool started) {
                            m_facts.rocminfoFound = started;
                            if (!started || code != 0)
                                return;
                            const QList<GpuInfo> amd = GpuParsers::parseRocminfo(out);
                            m_facts.gpus += amd;
                            if (amd.isEmpty())
                                return;
                            if (m_facts.gpuTool.isEmpty())
                                m_facts.gpuTool = u"rocminfo"_s;
                            auto memoryStep = [this](const QString &program, const QString &tool, QStringList args,
                                                     std::function<void()> orElse) {
                                return Step{program, args, [this, tool, orElse](int code, const QByteArray &out, bool started) {
                                                m_facts.amdMemoryAsked = true;
                                                if (started && GpuParsers::applyAmdMemory(m_facts.gpus, out, tool) > 0) {
                                                    m_facts.amdMemoryFailures.clear();
                                                    return;
                                                }
                                                const QString said = QString::fromUtf8(out).trimmed().section(u'\n', 0, 0).left(160);
                                                m_facts.amdMemoryFailures.append(
                                                    !started ? tr("%1 could not be run or did not answer").arg(tool)
                                                    : said.isEmpty() ? tr("%1 gave no VRAM total (exit %2, no output)").arg(tool).arg(code)
                                                                     : tr("%1 gave no VRAM total (exit %2: %3)").arg(tool).arg(code).arg(said));
                                                if (orElse)
                                                    orElse();
                                            }};
                            };
                            auto askRocmSmi = [this, rocmSmi, memoryStep] {
                                m_steps.append(memoryStep(rocmSmi, u"rocm-smi"_s,
                                                          {u"--showmeminfo"_s, u"vram"_s, u"--json"_s}, {}));
                            };
                            if (!amdSmi.isEmpty())
                                m_steps.append(memoryStep(amdSmi, u"amd-smi"_s, {u"metric"_s, u"--mem-usage"_s, u"--json"_s},
                                                          rocmSmi.isEmpty() ? std::function<void()>() : std::function<void()>(askRocmSmi)));
                            else if (!rocmSmi.isEmpty())
                                askRocmSmi();
                        }});
    }
}

EnvironmentProbe::Located EnvironmentProbe::locate(const QString &pythonPrefix, const QString &quarkCli,
                                                   const QProcessEnvironment &env)
{
    Located found;
    const QStringList path = env.value(u"PATH"_s).split(u':', Qt::SkipEmptyParts);
    found.quarkCli = !quarkCli.isEmpty() ? quarkCli : QuarkCliProbe::findQuarkCli(pythonPrefix, env);
    // The approval binds the exact program: a bare name is resolved on PATH now, so a later change
    // of PATH cannot put another quark-cli behind an approved command.
    if (!found.quarkCli.isEmpty() && !found.quarkCli.contains(u'/')) {
        const QString resolved = QStandardPaths::findExecutable(found.quarkCli, path);
        if (!resolved.isEmpty())
            found.quarkCli = resolved;
    } else if (!found.quarkCli.isEmpty()) {
        found.quarkCli = QFileInfo(found.quarkCli).absoluteFilePath();
    }
    if (!found.quarkCli.isEmpty()) {
        // python from the same environment as quark-cli: the folder quark-cli lives in.
        const QString bin = QFileInfo(found.quarkCli).absolutePath();
        for (const QString &name : {u"python"_s, u"python3"_s}) {
            if (QFileInfo(bin + u'/' + name).isExecutable()) {
                found.python = bin + u'/' + name;
                break;
            }
        }
    }
    if (QFileInfo::exists(u"/.dockerenv"_s))
        found.container = u"docker"_s;
    else if (QFileInfo::exists(u"/run/.containerenv"_s))
        found.container = u"podman"_s;
    QFile version(u"/sys/module/amdgpu/version"_s);
    if (version.open(QIODevice::ReadOnly))
        found.amdgpuVersion = QString::fromLatin1(version.readAll()).trimmed();
    // nvidia-smi for NVIDIA's GPUs and their memory; rocminfo for AMD's, then amd-smi or rocm-smi
    // for the memory rocminfo does not list.
    found.nvidiaSmi = QStandardPaths::findExecutable(u"nvidia-smi"_s, path);
    found.rocminfo = QStandardPaths::findExecutable(u"rocminfo"_s, path);
    if (!found.rocminfo.isEmpty()) {
        found.amdSmi = QStandardPaths::findExecutable(u"amd-smi"_s, path);
        found.rocmSmi = QStandardPaths::findExecutable(u"rocm-smi"_s, path);
    }
    return found;
}

void EnvironmentProbe::probe(const QString &pythonPrefix, const QString &quarkCli, Freshness freshness)
{
    ++m_generation; // an identity still being computed for an earlier probe is ignored
    qCDebug(lcEnvProbe) << "probe" << m_generation << "prefix" << pythonPrefix << "cli" << quarkCli
                        << (freshness == Freshness::Fresh ? "fresh" : "cached") << "while running:" << isRunning();
    if (m_process) {
        // Abandoned: killed at once (no grace), deleted once it is gone.
        ToolProcess *process = std::exchange(m_process, nullptr);
        process->disconnect(this);
        connect(process, &ToolProcess::finished, process, &QObject::deleteLater);
        process->cancel();
    }
    m_facts = EnvironmentFacts();
    m_steps.clear();
    m_prefix = pythonPrefix;
    m_key.clear();
    m_fromCache = false;
    m_last.reset();
    // The programs are looked for off this thread (a prefix on a hung mount); running until then.
    m_keying = true;
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<Located>(this);
    connect(watcher, &QFutureWatcher<Located>::finished, this, [this, watcher, generation, freshness] {
        const Located found = watcher->result();
        watcher->deleteLater();
        located(generation, found, freshness);
    });
    watcher->setFuture(QtConcurrent::run([pythonPrefix, quarkCli, env = m_env] { return locate(pythonPrefix, quarkCli, env); }));
}

void EnvironmentProbe::located(quint64 generation, const Located &found, Freshness freshness)
{
    if (generation != m_generation)
        return; // another probe was asked for meanwhile
    m_keying = false;
    m_facts.quarkCli = found.quarkCli;
    m_facts.python = found.python;
    for (const QString &name : EnvironmentRules::variableNames()) {
        if (m_env.contains(name))
            m_facts.variables.insert(name, m_env.value(name));
    }
    // quark-cli inherits HF_ENDPOINT and the token (huggingface_hub reads both as HubSettings does).
    if (m_env.contains(u"HF_ENDPOINT"_s)) {
        const HubSettings hub = HubSettings::fromEnvironment(m_env);
        m_facts.hubEndpoint = hub.shownEndpoint();
        m_facts.variables.insert(u"HF_ENDPOINT"_s, m_facts.hubEndpoint); // recorded without its credentials
        m_facts.tokenOverPlainHttp = !hub.token.isEmpty() && !hub.mayCarryToken();
    }
    m_facts.kernel = QSysInfo::kernelType() + u' ' + QSysInfo::kernelVersion();
    m_facts.container = found.container;
    if (!m_facts.python.isEmpty()) {
        m_steps.append({m_facts.python, {u"-c"_s, EnvironmentRules::probeScript()},
                        [this](int code, const QByteArray &out, bool started) {
                            if (!started && m_facts.pythonError.isEmpty())
                                m_facts.pythonError = tr("%1 could not be run.").arg(m_facts.python);
                            else if (started && !EnvironmentRules::parseProbeOutput(out, m_facts))
                                m_facts.pythonError = tr("%1 exited with %2: %3")
                                                          .arg(m_facts.python)
                                                          .arg(code)
                                                          .arg(QString::fromUtf8(out).trimmed().section(u'\n', -2));
                            else if (started && code == 0)
                                // Only a whole answer is kept; the PTQ_ENV line alone (nothing else it printed).
                                for (const QByteArray &line : out.split('\n'))
                                    if (line.startsWith("PTQ_ENV "))
                                        PythonIdentity::writeCache(m_cacheDir, m_key, u".env.txt"_s, line + '\n');
                        }});
    }
    addGpuSteps(found);
    if (!found.amdgpuVersion.isEmpty())
        m_facts.driver = u"amdgpu "_s + found.amdgpuVersion;
    if (m_facts.python.isEmpty() || m_cacheDir.isEmpty()) {
        QTimer::singleShot(0, this, &EnvironmentProbe::runNext);
        return;
    }
    // The identity lists site-packages folders: off this thread. The GPU tools wait for it, so
    // the steps keep their order (Python first) whether or not the cache answers.
    m_keying = true;
    const QString python = m_facts.python;
    const QString dir = m_cacheDir;
    const QProcessEnvironment env = m_env;
    const bool useCache = freshness == Freshness::Cached;
    auto *watcher = new QFutureWatcher<std::pair<QString, QByteArray>>(this);
    connect(watcher, &QFutureWatcher<std::pair<QString, QByteArray>>::finished, this, [this, watcher, generation] {
        const auto [key, cached] = watcher->result();
        watcher->deleteLater();
        keyed(generation, key, cached);
    });
    watcher->setFuture(QtConcurrent::run([python, dir, env, useCache] {
        const QString key = PythonIdentity::key(python, env);
        return std::pair{key, useCache ? PythonIdentity::readCache(dir, key, u".env.txt"_s) : QByteArray()};
    }));
}

void EnvironmentProbe::keyed(quint64 generation, const QString &key, const QByteArray &cached)
{
    qCDebug(lcEnvProbe) << "keyed" << generation << "current" << m_generation << "cached answer:" << !cached.isEmpty();
    if (generation != m_generation)
        return;
    m_keying = false;
    m_key = key;
    if (!cached.isEmpty() && !m_steps.isEmpty() && m_steps.constFirst().program == m_facts.python) {
        EnvironmentFacts parsed = m_facts;
        if (EnvironmentRules::parseProbeOutput(cached, parsed)) {
            m_facts = parsed;
            m_fromCache = true;
            m_steps.removeFirst();
        }
    }
    runNext();
}

void EnvironmentProbe::runNext()
{
    if (m_process)
        return;
    if (m_keying)
        return;
    if (m_steps.isEmpty()) {
        // A cached Python answer that saw no accelerator while the GPU tools, asked just now, list
        // one is stale (a driver loaded since, a GPU freed): asked again, never shown beside the
        // tools' answer it contradicts (a walk saw "PyTorch sees no accelerator" under "fits:
        // 79.6 GiB from nvidia-smi" until Check again). Without nvidia-smi or rocminfo the tools
        // list nothing while PyTorch may see a GPU: no contradiction then.
        // The same when the tools, found and asked, list none while the cached answer saw one (the
        // GPU went away: the old answer would say "fits").
        const bool toolsAsked = m_facts.nvidiaSmiFound || m_facts.rocminfoFound;
        if (m_fromCache && m_facts.acceleratorAvailable == m_facts.gpus.isEmpty()
            && (!m_facts.gpus.isEmpty() || toolsAsked)) {
            qCDebug(lcEnvProbe) << "the cached PyTorch answer (accelerator:" << m_facts.acceleratorAvailable
                                << ") contradicts the GPU tools (" << m_facts.gpus.size() << "): asked again";
            const QString prefix = m_prefix;
            const QString cli = m_facts.quarkCli;
            probe(prefix, cli, Freshness::Fresh);
            return;
        }
        EnvironmentRules::resolveGpuMemory(m_facts);
        m_last = m_facts;
        qCDebug(lcEnvProbe) << "finished" << m_generation << "python error:" << m_facts.pythonError;
        emit finished(m_facts);
        return;
    }
    qCDebug(lcEnvProbe) << "step" << m_steps.constFirst().program << m_steps.size() - 1 << "more";
    const Step &next = m_steps.constFirst();
    m_process = new ToolProcess(this);
    m_process->setEnvironment(m_env); // with LC_ALL=C: the tools' answers are parsed
    m_process->setChannels(ToolProcess::Channels::Merged);
    m_process->setTimeoutMs(m_timeoutMs);
    m_process->setGraceMs(0);
    m_process->setProgram(next.program, next.arguments);
    connect(m_process, &ToolProcess::finished, this, [this](const ProcessResult &result) {
        std::exchange(m_process, nullptr)->deleteLater();
        Step step = m_steps.takeFirst();
        switch (result.ending) {
        case ProcessResult::Ending::FailedToStart:
        case ProcessResult::Ending::Cancelled:
            step.done(-1, QByteArray(), false);
            break;
        case ProcessResult::Ending::TimedOut:
            m_facts.pythonError += step.program == m_facts.python
                ? tr("%1 did not answer within %2 s.").arg(step.program).arg(m_timeoutMs / 1000)
                : QString();
            step.done(-1, QByteArray(), false);
            break;
        case ProcessResult::Ending::Exited:
        case ProcessResult::Ending::Crashed:
            step.done(result.ending == ProcessResult::Ending::Exited ? result.exitCode : -1, result.standardOutput, true);
            break;
        }
        runNext();
    });
    m_process->start();
}

} // namespace ptq
