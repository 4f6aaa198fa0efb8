// One executable that plays several command-line tools, chosen by the name it is called by
// (tests link it into a folder put first on PATH): python / python3, nvidia-smi, rocminfo,
// amd-smi, rocm-smi. The smi tools report memory that changes from call to call.
// Their output follows the formats in shared/docs/hub-and-smi.md and quark-cli.md.
//
// Environment:
//   FAKE_TORCH         cuda (default) | rocm | cpu | none     the PyTorch build python reports
//   FAKE_QUARK         amd-quark version (default 0.12) | none; python -c <the Quark API probe> answers
//                      what the real release answered where resources/quark/amd-quark-<version>.json has it
//   FAKE_TRANSFORMERS  transformers version (default 5.2.0) | none
//   FAKE_GPUS          number of accelerators (default 1; 0: torch sees none)
//   FAKE_PYTHON_FAIL=1 python dies with a traceback
//   (python given .../ptq_checks.py runs tests/fakes/fake_checks_python.sh: FAKE_CHECKS_* there)
//   FAKE_NVIDIA_SMI_FAIL=1  nvidia-smi behaves as with no driver loaded (exit 9)
//   FAKE_AMD_SMI_WRAPPED=1  amd-smi prints {"gpu_data": [...]} as newer releases do (older: the bare list)
//   FAKE_AMD_SMI_WATCH_SILENT=1  amd-smi --watch prints nothing, as JSON watch mode did in ROCm 7.1.1
//   FAKE_AMD_SMI_FAIL=1     amd-smi with the driver not loaded: "Driver not loaded …", exit 255 (amdsmi_init.py)
//   FAKE_ROCM_SMI_FAIL=1    rocm-smi with the driver not loaded: "ERROR:root:Driver not initialized …" on
//                           stderr and exit 0, as rocm_smi.py does
//   FAKE_NVIDIA_SMI_MEMORY=na  nvidia-smi reports memory.total and memory.used as [N/A] (unified memory, GB10)
//   FAKE_NVIDIA_SMI_MIXED=1    nvidia-smi: GPUs after the first are an RTX 4090 (24564 MiB, 8.9)
//
// Loop modes, as the real tools have them: `nvidia-smi ... -l [s]` / `-lms <ms>` (also
// `--loop=s`, `--loop-ms=ms`) and `amd-smi metric ... --watch <s>` / `-w <s>` print a sample per
// interval, flushed, until killed.
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <ctime>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

std::string env(const char *name, const char *fallback)
{
    const char *v = std::getenv(name);
    return v ? v : fallback;
}

void sleepMs(long long ms)
{
    if (ms > 0)
        ::usleep(useconds_t(ms * 1000));
}

bool isNumber(const char *text)
{
    return text && *text && std::strspn(text, "0123456789") == std::strlen(text);
}

std::string quoted(const std::string &v)
{
    return v == "none" ? "null" : "\"" + v + "\"";
}

int python(int argc, char **argv)
{
    // The export checks' script (core/handoff/exportchecks.h): run by the fake that behaves like
    // it, as the real python runs the real script.
    const std::string script = argc > 1 ? argv[1] : "";
    const std::string checks = "/ptq_checks.py";
    if (script.size() > checks.size() && script.compare(script.size() - checks.size(), checks.size(), checks) == 0) {
        std::vector<char *> args{const_cast<char *>("sh"), const_cast<char *>(PTQ_FAKE_CHECKS_PYTHON)};
        for (int i = 1; i < argc; ++i)
            args.push_back(argv[i]);
        args.push_back(nullptr);
        execv("/bin/sh", args.data());
        std::perror("fake python: /bin/sh");
        return 127;
    }
    if (argc > 1 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("Python 3.12.3\n");
        return 0;
    }
    // The Quark API probe (resources/quark/api_probe.py, QuarkApi::probeScript): for a release
    // packaging/quark-knowledge.py recorded, the answer the real one gave (resources/quark/
    // amd-quark-<FAKE_QUARK>.json's "api"). For another version nothing is recorded to answer
    // with, and the probe reads the environment's line below as no answer, as before.
    if (argc > 2 && std::strcmp(argv[1], "-c") == 0 && std::strstr(argv[2], "PTQ_QUARK_API")) {
        std::ifstream recorded(std::string(PTQ_FAKE_QUARK_KNOWLEDGE) + "/amd-quark-" + env("FAKE_QUARK", "0.12") + ".json");
        const nlohmann::json knowledge = nlohmann::json::parse(recorded, nullptr, false);
        if (recorded && !knowledge.is_discarded() && knowledge.contains("api")) {
            std::printf("PTQ_QUARK_API %s\n", knowledge["api"].dump().c_str());
            return 0;
        }
    }
    if (env("FAKE_PYTHON_FAIL", "0") == "1") {
        std::fprintf(stderr, "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
                             "ImportError: libpython3.12.so.1.0: cannot open shared object file\n");
        return 1;
    }
    const std::string torch = env("FAKE_TORCH", "cuda");
    const int gpus = std::atoi(env("FAKE_GPUS", "1").c_str());
    std::string out = "{\"python\": \"3.12.3\", \"executable\": \"" + std::string(argv[0]) + "\"";
    out += ", \"amd_quark\": " + quoted(env("FAKE_QUARK", "0.12"));
    out += ", \"transformers\": " + quoted(env("FAKE_TRANSFORMERS", "5.2.0"));
    out += ", \"datasets\": \"3.6.0\", \"accelerate\": \"1.8.1\"";
    if (torch == "none") {
        out += ", \"torch\": null, \"torch_error\": \"ModuleNotFoundError(\\\"No module named 'torch'\\\")\"}";
    } else {
        const bool rocm = torch == "rocm";
        const bool cpu = torch == "cpu";
        out += std::string(", \"torch\": \"") + (rocm ? "2.9.0+rocm6.4" : cpu ? "2.9.0+cpu" : "2.9.0+cu128") + "\"";
        out += std::string(", \"torch_cuda\": ") + (rocm || cpu ? "null" : "\"12.8\"");
        out += std::string(", \"torch_hip\": ") + (rocm ? "\"6.4.43482\"" : "null");
        const bool available = !cpu && gpus > 0;
        out += std::string(", \"cuda_available\": ") + (available ? "true" : "false") + ", \"devices\": [";
        for (int i = 0; available && i < gpus; ++i) {
            if (i)
                out += ", ";
            out += rocm ? "{\"name\": \"AMD Instinct MI300X\", \"total\": 205822885888, \"arch\": \"gfx942:sramecc+:xnack-\"}"
                        : "{\"name\": \"NVIDIA H100 80GB HBM3\", \"total\": 85520809984, \"arch\": null}";
        }
        out += "]}";
    }
    std::printf("PTQ_ENV %s\n", out.c_str());
    return 0;
}

// Memory in use drifts with the clock, so consecutive polls see different numbers.
long long drift(long long span)
{
    using namespace std::chrono;
    return (duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count() / 37) % span;
}

std::string field(const std::string &name, int i)
{
    if (env("FAKE_NVIDIA_SMI_MEMORY", "") == "na" && (name == "memory.total" || name == "memory.used"))
        return "[N/A]";
    if (env("FAKE_NVIDIA_SMI_MIXED", "0") == "1" && i > 0) {
        if (name == "name")
            return "NVIDIA GeForce RTX 4090";
        if (name == "memory.total")
            return "24564";
        if (name == "memory.used")
            return std::to_string(300 + drift(2000));
        if (name == "compute_cap")
            return "8.9";
    }
    if (name == "index")
        return std::to_string(i);
    if (name == "name")
        return "NVIDIA H100 80GB HBM3";
    if (name == "memory.total")
        return "81559";
    if (name == "memory.used")
        return std::to_string(4 + i * 1024 + drift(60000));
    if (name == "utilization.gpu")
        return std::to_string(drift(100));
    if (name == "compute_cap")
        return "9.0";
    if (name == "driver_version")
        return "550.54.15";
    return "[N/A]";
}

int nvidiaSmi(int argc, char **argv)
{
    if (env("FAKE_NVIDIA_SMI_FAIL", "0") == "1") {
        std::printf("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the "
                    "latest NVIDIA driver is installed and running.\n");
        return 9;
    }
    const int gpus = std::atoi(env("FAKE_GPUS", "1").c_str());
    if (gpus == 0) {
        std::printf("No devices were found\n");
        return 6;
    }
    std::vector<std::string> fields{"index", "name", "memory.total", "memory.used", "compute_cap", "driver_version"};
    long long loopMs = 0; // 0: one sample
    for (int a = 1; a < argc; ++a) {
        const std::string arg = argv[a];
        if (arg == "-lms" || arg == "--loop-ms") {
            loopMs = a + 1 < argc && isNumber(argv[a + 1]) ? std::atoll(argv[++a]) : 1000;
            continue;
        }
        if (arg == "-l" || arg == "--loop") {
            loopMs = (a + 1 < argc && isNumber(argv[a + 1]) ? std::atoll(argv[++a]) : 5) * 1000;
            continue;
        }
        if (arg.rfind("--loop-ms=", 0) == 0) {
            loopMs = std::atoll(arg.c_str() + 10);
            continue;
        }
        if (arg.rfind("--loop=", 0) == 0) {
            loopMs = std::atoll(arg.c_str() + 7) * 1000;
            continue;
        }
        if (arg.rfind("--query-gpu=", 0) == 0) {
            fields.clear();
            std::string list = arg.substr(12);
            for (std::size_t start = 0, comma; start <= list.size(); start = comma + 1) {
                comma = list.find(',', start);
                if (comma == std::string::npos)
                    comma = list.size();
                fields.push_back(list.substr(start, comma - start));
            }
        }
    }
    for (;;) {
        for (int i = 0; i < gpus; ++i) {
            std::string line;
            for (std::size_t f = 0; f < fields.size(); ++f)
                line += (f ? ", " : "") + field(fields[f], i);
            std::printf("%s\n", line.c_str());
        }
        if (loopMs <= 0)
            return 0;
        std::fflush(stdout);
        sleepMs(loopMs);
    }
}

int amdSmi(int argc, char **argv)
{
    if (env("FAKE_AMD_SMI_FAIL", "0") == "1") {
        std::printf("Driver not loaded (amdgpu not found in modules)\n");
        return 255;
    }
    const int gpus = std::atoi(env("FAKE_GPUS", "1").c_str());
    const bool wrapped = env("FAKE_AMD_SMI_WRAPPED", "0") == "1";
    long long watchS = 0; // 0: one sample
    for (int a = 1; a < argc; ++a) {
        if ((std::strcmp(argv[a], "--watch") == 0 || std::strcmp(argv[a], "-w") == 0) && a + 1 < argc)
            watchS = std::atoll(argv[++a]);
    }
    if (watchS > 0 && env("FAKE_AMD_SMI_WATCH_SILENT", "0") == "1") {
        for (;;)
            sleepMs(1000);
    }
    for (;;) {
        // Watch mode prints each iteration as its own indented list, entries stamped (amdsmi_logger.py).
        const char *sep = watchS > 0 ? ",\n    " : ", ";
        std::printf(wrapped ? "{\"gpu_data\": [" : "[");
        for (int i = 0; i < gpus; ++i) {
            const long long used = 182 + i * 512 + drift(150000);
            std::printf("%s{", i ? sep : "");
            if (watchS > 0)
                std::printf("\"timestamp\": %lld, ", (long long)std::time(nullptr));
            std::printf("\"gpu\": %d, \"usage\": {\"gfx_activity\": {\"value\": %lld, \"unit\": \"%%\"}}, \"mem_usage\": "
                        "{\"total_vram\": {\"value\": 196288, \"unit\": \"MB\"}, \"used_vram\": {\"value\": %lld, \"unit\": \"MB\"}, "
                        "\"free_vram\": {\"value\": %lld, \"unit\": \"MB\"}}}",
                        i, drift(100), used, 196288 - used);
        }
        std::printf(wrapped ? "]}\n" : "]\n");
        if (watchS <= 0)
            return 0;
        std::fflush(stdout);
        sleepMs(watchS * 1000);
    }
}

int rocmSmi()
{
    if (env("FAKE_ROCM_SMI_FAIL", "0") == "1") {
        std::fprintf(stderr, "ERROR:root:Driver not initialized (amdgpu not found in modules)\n");
        return 0;
    }
    const int gpus = std::atoi(env("FAKE_GPUS", "1").c_str());
    std::printf("{");
    for (int i = 0; i < gpus; ++i) {
        const long long used = 299687936LL + drift(150000) * 1048576LL;
        std::printf("%s\"card%d\": {\"Card Series\": \"AMD Instinct MI300X\", \"GPU use (%%)\": \"%lld\", "
                    "\"VRAM Total Memory (B)\": \"205822885888\", \"VRAM Total Used Memory (B)\": \"%lld\"}",
                    i ? ", " : "", i, drift(100), used);
    }
    std::printf("}\n");
    return 0;
}

int rocminfo()
{
    std::printf("ROCk module is loaded\n=====================\nHSA System Attributes\n=====================\n"
                "Runtime Version:         1.14\n\n==========\nHSA Agents\n==========\n"
                "*******\nAgent 1\n*******\n  Name:                    AMD EPYC 9654 96-Core Processor\n"
                "  Marketing Name:          AMD EPYC 9654 96-Core Processor\n  Device Type:             CPU\n");
    const int gpus = std::atoi(env("FAKE_GPUS", "1").c_str());
    for (int i = 0; i < gpus; ++i) {
        std::printf("*******\nAgent %d\n*******\n  Name:                    gfx942                             \n"
                    "  Uuid:                    GPU-07386a321fa45d1e\n  Marketing Name:          AMD Instinct MI300X\n"
                    "  Device Type:             GPU\n  Chip ID:                 29857(0x74a1)\n  Compute Unit:            304\n"
                    "  ISA Info:\n    ISA 1\n      Name:                    amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-\n",
                    i + 2);
    }
    std::printf("*** Done ***\n");
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    std::string name = argv[0];
    if (const auto slash = name.rfind('/'); slash != std::string::npos)
        name = name.substr(slash + 1);
    if (name == "python" || name == "python3")
        return python(argc, argv);
    if (name == "nvidia-smi")
        return nvidiaSmi(argc, argv);
    if (name == "amd-smi")
        return amdSmi(argc, argv);
    if (name == "rocm-smi")
        return rocmSmi();
    if (name == "rocminfo")
        return rocminfo();
    std::fprintf(stderr, "fake tool: unknown name %s\n", name.c_str());
    return 127;
}
