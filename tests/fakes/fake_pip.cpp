// A fake Python for the managed-environment tests (tst_envmanager): called `python` it plays the
// interpreter, `python -m venv`, `python -m pip` and the import check; linked into a venv as
// bin/quark-cli it plays quark-cli's first start. What it prints for `pip install` IS real pip
// output: it replays a capture from tests/fixtures/pip/ (made with pip 23.2.1 and 26.3, see
// tst_pipprogress.cpp), line by line, each line in two writes, with a pause between lines, the
// way pip's output reaches a pipe. It exits as pip did for that capture (1 after an ERROR line,
// 2 for a usage error, else 0) and keeps the default SIGTERM action, as pip does (no handler).
//
//   python -m venv DIR       DIR/bin/python (a link to this program), DIR/pyvenv.cfg (3.11.7),
//                            pip and setuptools recorded as installed (DIR/fake-installed.txt)
//   python -m pip install …  replays FAKE_PIP_TORCH (for an install naming torch==…) or
//                            FAKE_PIP_LOCK (any other) from FAKE_PIP_FIXTURES (default
//                            pip23_small_piped); on exit 0 the name==version arguments and the
//                            requirements of `-r FILE` (read as pip reads it: /dev/stdin is the
//                            standard input; `\` continues a line; --hash=sha256:… options) are
//                            recorded as installed, and amd-quark brings bin/quark-cli.
//                            Hash-checking mode, as pip: with --require-hashes (or any --hash), a
//                            requirement without a hash replays pip23_hash_missing (exit 1); and
//                            FAKE_PIP_TAMPERED=NAME (the index serves other bytes for NAME) replays
//                            pip23_hash_tampered (exit 1, nothing installed) when NAME is asked for
//                            with hashes; without hashes NAME is installed as any other, as pip
//                            installs a tampered file it has no hash for
//   python -m pip list --format=json | uninstall -y NAME… | --version
//   python -c CODE [WANT]    ensurepip.version() → FAKE_ENSUREPIP (default 23.2.1); otherwise the
//                            import check: ModuleNotFoundError for a missing torch/datasets/quark,
//                            else "torch V cuda None hip None" and the build compared with WANT
//   quark-cli torch-llm-ptq --help   help, or without datasets the real CLI's plain-text failure
//   uv pip install …         (linked into a venv as bin/uv when `pip install uv==…` ran) as pip
//                            install, replaying real uv 0.13.9 output from FAKE_UV_FIXTURES
//                            (default FAKE_PIP_FIXTURES/../uv): FAKE_UV_TORCH (default
//                            uv_resolve_cold) or FAKE_UV_LOCK (uv_lock_cold); uv_hash_missing and
//                            uv_hash_mismatch for the hash cases above; exit codes as uv's
//   python -c CODE           with "config", "list" in CODE: `pip config list`, FAKE_PIP_CONFIG
//                            printed as is; unset, "No module named 'pip'" and exit 1
//
// Environment: FAKE_PIP_FIXTURES (folder), FAKE_PIP_TORCH, FAKE_PIP_LOCK (fixture names without
// .txt), FAKE_PIP_LINE_MS (pause per line, default 3), FAKE_PIP_PAUSE_STEP (torch|lock) with
// FAKE_PIP_PAUSE_AT (after that many lines, default 1) and FAKE_PIP_PAUSE_MS (silence, as pip
// downloading a large wheel to a pipe), FAKE_PIP_ARGV_LOG (every invocation's argv appended, one
// line, arguments separated by \x1f), FAKE_PIP_INPUT_LOG (the text of every `-r` file read,
// appended as read), FAKE_PIP_TAMPERED (above), FAKE_PIP_TORCH_VERSION (what torch reports, default the
// version installed), FAKE_QUARK_CLI_MS (how long the first start takes, default 10),
// FAKE_QUARK_CLI_FAIL (set: the first start ends with a Python traceback, exit 1, as a kernel build
// that fails does), FAKE_PIP_VENV_FILES (venv also makes that many small files under lib/, so that
// deleting a failed attempt takes a while, as a real 6.7 GB one does), FAKE_PIP_INDEX_LOG (every
// invocation's PIP_INDEX_URL appended, one line, "-" when unset), FAKE_PIP_HELPER_PID_FILE (at the
// pause, a child in pip's process group that outlives pip unless its group is stopped, as a build
// backend does; its PID in that file), FAKE_PIP_PROGRESS_LINES (after the first line of every pip
// install, that many `Progress <bytes> of <total>` lines, as fast as the pipe takes them),
// FAKE_PIP_VENV_MS (venv waits that long before it makes the folder), FAKE_UV_ENV_LOG (every uv
// invocation's UV_*, SSL_* and *_PROXY variables, one line).
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <sys/stat.h>
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

std::string self()
{
    char buf[4096];
    const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
    return n > 0 ? std::string(buf, size_t(n)) : std::string();
}

std::string dirOf(const std::string &path)
{
    const size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".") : path.substr(0, slash);
}

std::string baseOf(const std::string &path)
{
    const size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string normalize(std::string name)
{
    std::string out;
    for (char c : name) {
        const char l = char(std::tolower(static_cast<unsigned char>(c)));
        if (l == '_' || l == '.' || l == '-') {
            if (out.empty() || out.back() != '-')
                out += '-';
        } else {
            out += l;
        }
    }
    return out;
}

/// name (as given) → version, kept in <venv>/fake-installed.txt.
using Installed = std::vector<std::pair<std::string, std::string>>;

Installed readInstalled(const std::string &venv)
{
    Installed list;
    std::ifstream in(venv + "/fake-installed.txt");
    std::string line;
    while (std::getline(in, line)) {
        const size_t eq = line.find("==");
        if (eq != std::string::npos)
            list.emplace_back(line.substr(0, eq), line.substr(eq + 2));
    }
    return list;
}

void writeInstalled(const std::string &venv, const Installed &list)
{
    std::ofstream out(venv + "/fake-installed.txt", std::ios::trunc);
    for (const auto &[name, version] : list)
        out << name << "==" << version << "\n";
}

const std::string *version(const Installed &list, const std::string &name)
{
    for (const auto &p : list) {
        if (normalize(p.first) == normalize(name))
            return &p.second;
    }
    return nullptr;
}

void logArgv(int argc, char **argv)
{
    const std::string path = env("FAKE_PIP_ARGV_LOG", "");
    if (path.empty())
        return;
    std::ofstream out(path, std::ios::app);
    for (int i = 0; i < argc; ++i)
        out << (i ? "\x1f" : "") << argv[i];
    out << "\n";
}

/// Every invocation's PIP_INDEX_URL (as pip would take it from its environment), one line each,
/// "-" when unset: FAKE_PIP_INDEX_LOG.
void logIndex()
{
    const std::string path = env("FAKE_PIP_INDEX_LOG", "");
    if (path.empty())
        return;
    std::ofstream out(path, std::ios::app);
    const char *index = std::getenv("PIP_INDEX_URL");
    out << (index ? index : "-") << "\n";
}

/// FAKE_PIP_HELPER_PID_FILE: at the pause, a child of its own (as a build backend or a compiler
/// pip starts) in pip's process group, silent, that writes its PID to that file and lives
/// @p ms; it does not have pip's parent-death signal.
void startHelper(long long ms)
{
    const std::string file = env("FAKE_PIP_HELPER_PID_FILE", "");
    if (file.empty())
        return;
    std::fflush(stdout);
    const pid_t pid = ::fork();
    if (pid != 0)
        return;
    std::FILE *null = std::fopen("/dev/null", "w");
    if (null) {
        ::dup2(::fileno(null), 1);
        ::dup2(::fileno(null), 2);
    }
    {
        std::ofstream out(file + ".tmp");
        out << ::getpid() << "\n";
    }
    std::rename((file + ".tmp").c_str(), file.c_str());
    sleepMs(ms);
    ::_exit(0);
}

int venv(const std::string &dir)
{
    sleepMs(std::atoll(env("FAKE_PIP_VENV_MS", "0").c_str()));
    ::mkdir(dir.c_str(), 0755);
    const std::string bin = dir + "/bin";
    if (::mkdir(bin.c_str(), 0755) != 0 && errno != EEXIST) {
        std::fprintf(stderr, "Error: [Errno 13] Permission denied: '%s'\n", bin.c_str());
        return 1;
    }
    const std::string me = self();
    (void)::symlink(me.c_str(), (bin + "/python").c_str());
    std::ofstream cfg(dir + "/pyvenv.cfg");
    cfg << "home = " << dirOf(me) << "\ninclude-system-site-packages = false\nversion = 3.11.7\n"
        << "executable = " << me << "\ncommand = " << me << " -m venv " << dir << "\n";
    writeInstalled(dir, {{"pip", "23.2.1"}, {"setuptools", "65.5.0"}});
    const long files = std::atol(env("FAKE_PIP_VENV_FILES", "0").c_str());
    if (files > 0) {
        std::string sub = dir + "/lib";
        ::mkdir(sub.c_str(), 0755);
        for (long i = 0; i < files; ++i) {
            if (i % 1000 == 0) {
                sub = dir + "/lib/pkg" + std::to_string(i / 1000);
                ::mkdir(sub.c_str(), 0755);
            }
            std::ofstream(sub + "/m" + std::to_string(i) + ".py") << "x = 1\n";
        }
    }
    return 0;
}

/// One requirement as pip reads it: name==version and its --hash=sha256:… values.
struct Requirement
{
    std::string name, version;
    std::vector<std::string> hashes;
};

std::string readAllFrom(const std::string &path)
{
    std::stringstream whole;
    if (path == "/dev/stdin" || path == "-") {
        whole << std::cin.rdbuf();
    } else {
        std::ifstream in(path, std::ios::binary);
        whole << in.rdbuf();
    }
    return whole.str();
}

/// A requirements file: "\" at a line's end continues it; "#" starts a comment.
void parseRequirements(const std::string &text, std::vector<Requirement> &out)
{
    std::string logical;
    std::istringstream lines(text);
    std::string line;
    auto take = [&out](const std::string &l) {
        std::istringstream words(l);
        std::string w;
        Requirement r;
        while (words >> w) {
            if (w[0] == '#')
                break;
            if (w.rfind("--hash=", 0) == 0)
                r.hashes.push_back(w.substr(7));
            else if (w[0] != '-' && r.name.empty() && w.find("==") != std::string::npos) {
                r.name = w.substr(0, w.find("=="));
                r.version = w.substr(w.find("==") + 2);
            }
        }
        if (!r.name.empty())
            out.push_back(r);
    };
    while (std::getline(lines, line)) {
        if (!line.empty() && line.back() == '\\') {
            logical += line.substr(0, line.size() - 1) + " ";
            continue;
        }
        take(logical + line);
        logical.clear();
    }
    if (!logical.empty())
        take(logical);
}

/// Every uv invocation's UV_*, SSL_* and *_PROXY variables (what uv was handed of pip's
/// settings), one line, "K=V" separated by \x1f, sorted: FAKE_UV_ENV_LOG.
void logUvEnv()
{
    const std::string path = env("FAKE_UV_ENV_LOG", "");
    if (path.empty())
        return;
    std::vector<std::string> vars;
    for (char **e = environ; *e; ++e) {
        const std::string v = *e;
        if (v.rfind("UV_", 0) == 0 || v.rfind("SSL_", 0) == 0 || v.rfind("HTTPS_PROXY=", 0) == 0
            || v.rfind("HTTP_PROXY=", 0) == 0)
            vars.push_back(v);
    }
    std::sort(vars.begin(), vars.end());
    std::ofstream out(path, std::ios::app);
    for (size_t i = 0; i < vars.size(); ++i)
        out << (i ? "\x1f" : "") << vars[i];
    out << "\n";
}

/// The exit code the real uv 0.13.9 gave for this capture (tests/fixtures/uv/capture.sh): 2 for a
/// usage-like refusal (a pin without a hash) and a failed request, 1 for any other error, else 0.
int uvExitCode(const std::string &text)
{
    if (text.find("error: ") == std::string::npos)
        return 0;
    if (text.find("all requirements must have a hash") != std::string::npos
        || text.find("Failed to fetch") != std::string::npos || text.find("Request failed after") != std::string::npos)
        return 2;
    return 1;
}

int install(const std::string &venv, const std::vector<std::string> &args, bool uv = false)
{
    bool torch = false, requireHashes = false;
    std::vector<Requirement> reqs;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        torch = torch || a.rfind("torch==", 0) == 0;
        requireHashes = requireHashes || a == "--require-hashes";
        std::string file;
        if ((a == "-r" || a == "--requirement") && i + 1 < args.size())
            file = args[++i];
        else if (a.rfind("--requirement=", 0) == 0)
            file = a.substr(14);
        else if (a.rfind("-r", 0) == 0 && a.size() > 2)
            file = a.substr(2);
        if (!file.empty()) {
            const std::string text = readAllFrom(file);
            if (const std::string log = env("FAKE_PIP_INPUT_LOG", ""); !log.empty())
                std::ofstream(log, std::ios::app | std::ios::binary) << text;
            parseRequirements(text, reqs);
            continue;
        }
        const size_t eq = a.find("==");
        if (!a.empty() && a[0] != '-' && eq != std::string::npos)
            reqs.push_back({a.substr(0, eq), a.substr(eq + 2), {}});
    }
    for (const Requirement &r : reqs)
        requireHashes = requireHashes || !r.hashes.empty();
    const std::string step = torch ? "torch" : "lock";
    std::string name = uv ? env(torch ? "FAKE_UV_TORCH" : "FAKE_UV_LOCK", torch ? "uv_resolve_cold" : "uv_lock_cold")
                          : env(torch ? "FAKE_PIP_TORCH" : "FAKE_PIP_LOCK", "pip23_small_piped");
    const std::string tampered = env("FAKE_PIP_TAMPERED", "");
    for (const Requirement &r : reqs) {
        if (requireHashes && r.hashes.empty()) {
            name = uv ? "uv_hash_missing" : "pip23_hash_missing"; // refused before anything is installed
            break;
        }
        if (!tampered.empty() && normalize(r.name) == normalize(tampered) && !r.hashes.empty()) {
            name = uv ? "uv_hash_mismatch" : "pip23_hash_tampered"; // the download has none of the listed hashes
            break;
        }
    }
    const std::string fixtures = uv ? env("FAKE_UV_FIXTURES", (env("FAKE_PIP_FIXTURES", ".") + "/../uv").c_str())
                                    : env("FAKE_PIP_FIXTURES", ".");
    const std::string path = fixtures + "/" + name + ".txt";
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "fake pip: no fixture %s\n", path.c_str());
        return 3;
    }
    std::stringstream whole;
    whole << in.rdbuf();
    const std::string text = whole.str();
    const long long lineMs = std::atoll(env("FAKE_PIP_LINE_MS", "3").c_str());
    const bool pauseHere = env("FAKE_PIP_PAUSE_STEP", "") == step;
    const int pauseAt = std::atoi(env("FAKE_PIP_PAUSE_AT", "1").c_str());
    const long long pauseMs = std::atoll(env("FAKE_PIP_PAUSE_MS", "0").c_str());
    const long long progressLines = std::atoll(env("FAKE_PIP_PROGRESS_LINES", "0").c_str());
    int lines = 0;
    size_t at = 0;
    while (at < text.size()) {
        size_t end = text.find('\n', at);
        end = end == std::string::npos ? text.size() : end + 1;
        const std::string line = text.substr(at, end - at);
        const size_t half = line.size() / 2;
        std::fwrite(line.data(), 1, half, stdout);
        std::fflush(stdout);
        std::fwrite(line.data() + half, 1, line.size() - half, stdout);
        std::fflush(stdout);
        at = end;
        ++lines;
        sleepMs(lineMs);
        if (lines == 1 && progressLines > 0) {
            // pip >= 24.1's `--progress-bar raw` on a long download, as fast as a pipe takes it.
            std::string block;
            for (long long i = 1; i <= progressLines; ++i) {
                block += "Progress " + std::to_string(i * 1000) + " of " + std::to_string(progressLines * 1000) + "\n";
                if (block.size() >= 65536 || i == progressLines) {
                    std::fwrite(block.data(), 1, block.size(), stdout);
                    block.clear();
                }
            }
            std::fflush(stdout);
        }
        if (pauseHere && lines == pauseAt) {
            startHelper(pauseMs);
            sleepMs(pauseMs);
        }
    }
    const int code = uv ? uvExitCode(text)
                     : text.find("ERROR: ") != std::string::npos ? 1
                     : text.find("error: ") != std::string::npos && text.find("invalid choice") != std::string::npos ? 2
                                                                                                                    : 0;
    if (code != 0)
        return code;
    Installed list = readInstalled(venv);
    for (const Requirement &r : reqs) {
        const std::string &n = r.name, &v = r.version;
        bool replaced = false;
        for (auto &p : list) {
            if (normalize(p.first) == normalize(n)) {
                p = {n, v};
                replaced = true;
            }
        }
        if (!replaced)
            list.emplace_back(n, v);
        if (normalize(n) == "amd-quark")
            (void)::symlink(self().c_str(), (venv + "/bin/quark-cli").c_str());
        if (normalize(n) == "uv")
            (void)::symlink(self().c_str(), (venv + "/bin/uv").c_str());
    }
    writeInstalled(venv, list);
    return 0;
}

int pip(const std::string &venv, const std::vector<std::string> &args)
{
    if (args.empty())
        return 2;
    if (args[0] == "--version") {
        std::printf("pip 23.2.1 from %s/lib/python3.11/site-packages/pip (python 3.11)\n", venv.c_str());
        return 0;
    }
    if (args[0] == "install")
        return install(venv, std::vector<std::string>(args.begin() + 1, args.end()));
    if (args[0] == "list") {
        const Installed list = readInstalled(venv);
        std::string out = "[";
        for (size_t i = 0; i < list.size(); ++i)
            out += std::string(i ? ", " : "") + "{\"name\": \"" + list[i].first + "\", \"version\": \"" + list[i].second + "\"}";
        std::printf("%s]\n", out.c_str());
        return 0;
    }
    if (args[0] == "uninstall") {
        Installed list = readInstalled(venv);
        for (size_t a = 1; a < args.size(); ++a) {
            if (args[a][0] == '-')
                continue;
            for (auto it = list.begin(); it != list.end(); ++it) {
                if (normalize(it->first) == normalize(args[a])) {
                    std::printf("Found existing installation: %s %s\nUninstalling %s-%s:\n  Successfully uninstalled %s-%s\n",
                                it->first.c_str(), it->second.c_str(), it->first.c_str(), it->second.c_str(),
                                it->first.c_str(), it->second.c_str());
                    list.erase(it);
                    break;
                }
            }
        }
        writeInstalled(venv, list);
        return 0;
    }
    std::fprintf(stderr, "ERROR: unknown command \"%s\"\n", args[0].c_str());
    return 1;
}

int importCheck(const std::string &venv, const std::string &want)
{
    const Installed list = readInstalled(venv);
    for (const char *module : {"torch", "datasets", "amd-quark"}) {
        if (!version(list, module)) {
            std::fprintf(stderr, "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
                                 "ModuleNotFoundError: No module named '%s'\n",
                         std::strcmp(module, "amd-quark") == 0 ? "quark" : module);
            return 1;
        }
    }
    const std::string got = env("FAKE_PIP_TORCH_VERSION", version(list, "torch")->c_str());
    std::printf("torch %s cuda None hip None\n", got.c_str());
    const bool ok = got == want || (want.find('+') == std::string::npos && got.substr(0, got.find('+')) == want);
    if (!ok) {
        std::fprintf(stderr, "torch %s is installed, not %s\n", got.c_str(), want.c_str());
        return 1;
    }
    return 0;
}

int quarkCli(const std::string &venv, int argc, char **argv)
{
    const Installed list = readInstalled(venv);
    if (!version(list, "datasets")) {
        // What amd-quark 0.13's CLI prints without datasets (tests/fixtures/real-0.13/without-datasets.log).
        std::fprintf(stderr, "AMD Quark CLI dependencies need to be installed with `pip install amd-quark[cli]` or "
                             "`pip install -r requirements-cli.txt`: No module named 'datasets'.\n");
        return 1;
    }
    sleepMs(std::atoll(env("FAKE_QUARK_CLI_MS", "10").c_str()));
    const bool help = argc > 2 && std::strcmp(argv[2], "--help") == 0;
    std::printf("\n[QUARK-INFO]: Checking custom ops library ...\n");
    if (!env("FAKE_QUARK_CLI_FAIL", "").empty()) {
        // Shaped as torch.utils.cpp_extension reports a kernel build that fails (invented paths).
        std::fflush(stdout);
        std::fprintf(stderr, "Traceback (most recent call last):\n  File \"%s/bin/quark-cli\", line 8, in <module>\n"
                             "    sys.exit(main())\n"
                             "  File \"%s/lib/python3.11/site-packages/torch/utils/cpp_extension.py\", line 2104, in "
                             "_run_ninja_build\n    raise RuntimeError(message) from e\n"
                             "RuntimeError: Error building extension 'kernel_ext'\n",
                     venv.c_str(), venv.c_str());
        return 1;
    }
    if (help)
        std::printf("usage: quark-cli torch-llm-ptq [-h] --model_dir MODEL_DIR --output_dir OUTPUT_DIR\n");
    return help ? 0 : 2;
}

} // namespace

int main(int argc, char **argv)
{
    logArgv(argc, argv);
    logIndex();
    const std::string called = argv[0];
    // <venv>/bin/python or <venv>/bin/quark-cli: the venv is two folders up.
    const std::string venvDir = dirOf(dirOf(called));
    if (baseOf(called) == "quark-cli")
        return quarkCli(venvDir, argc, argv);
    std::vector<std::string> args(argv + 1, argv + argc);
    if (baseOf(called) == "uv") {
        logUvEnv();
        if (args.size() >= 2 && args[0] == "pip" && args[1] == "install")
            return install(venvDir, std::vector<std::string>(args.begin() + 2, args.end()), true);
        if (args.size() == 1 && args[0] == "--version") {
            std::printf("uv 0.13.9 (x86_64-unknown-linux-gnu)\n");
            return 0;
        }
        std::fprintf(stderr, "error: unexpected argument\n");
        return 2;
    }
    if (args.size() >= 3 && args[0] == "-m" && args[1] == "venv")
        return venv(args.back());
    if (args.size() >= 2 && args[0] == "-m" && args[1] == "pip")
        return pip(venvDir, std::vector<std::string>(args.begin() + 2, args.end()));
    if (args.size() >= 2 && args[0] == "-c") {
        if (args[1].find("\"config\", \"list\"") != std::string::npos) {
            // `pip config list` (EnvManager's probe): FAKE_PIP_CONFIG is what it prints; unset,
            // the interpreter has no pip to ask.
            if (const char *config = std::getenv("FAKE_PIP_CONFIG")) {
                std::printf("%s", config);
                return 0;
            }
            std::fprintf(stderr, "ModuleNotFoundError: No module named 'pip'\n");
            return 1;
        }
        if (args[1].find("ensurepip") != std::string::npos) {
            std::printf("%s\n", env("FAKE_ENSUREPIP", "23.2.1").c_str());
            return 0;
        }
        return importCheck(venvDir, args.size() > 2 ? args[2] : std::string());
    }
    if (args.size() == 1 && args[0] == "--version") {
        std::printf("Python 3.11.7\n");
        return 0;
    }
    std::fprintf(stderr, "fake python: unsupported arguments\n");
    return 2;
}
