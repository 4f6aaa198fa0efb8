// ptq-studio env list [--json]
// ptq-studio env create [--folder DIR] [--name NAME] [--python PY] [--index-url URL | --index-url-from-env VAR]
//                       [--approve DIGEST] [--json]
// ptq-studio env repair NAME [--approve DIGEST] [--json]
// ptq-studio env remove NAME [--yes]
//
// The managed Quark environments (issue #20) without a display: the same recipe, the same folder
// and the same digest as the setup dialog (EnvDefaults, EnvRecipeBuilder), run by the same
// EnvManager. Two steps, as everywhere in the app: without --approve the exact commands and their
// digest are printed and nothing is changed; with --approve DIGEST the recipe is built again and
// runs only when it is still the one whose digest was approved.
#include "headless.h"
#include "signalcancel.h"

#include "artifacts/json.h"
#include "command/commandline.h"
#include "host/acceleratorprobe.h"
#include "env/envdefaults.h"
#include "env/envmanager.h"
#include "env/envrecipe.h"
#include "env/indexsettings.h"
#include "workflow/envsetupsession.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>

#include <csignal>
#include <functional>
#include <optional>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec envSpec()
{
    CommandSpec spec;
    spec.name = u"env"_s;
    spec.summary = tr("Create, list, repair or remove managed Quark environments (env --help)");
    spec.description = tr("Managed Python environments with AMD Quark, as the wizard's \"Set up Quark for me\" makes them.\n"
                          "create and repair print the exact commands and their digest first; nothing runs until the same\n"
                          "command is given again with --approve DIGEST.\n"
                          "Run 'ptq-studio env COMMAND --help' for a command's options.");
    spec.subcommands = {u"list"_s, u"create"_s, u"repair"_s, u"remove"_s};
    for (const CommandSpec &sub : {envListSpec(), envCreateSpec(), envRepairSpec(), envRemoveSpec()})
        spec.extraUsage.append(sub.usageLine().mid(QStringLiteral("ptq-studio ").size()));
    return spec;
}

CommandSpec envListSpec()
{
    CommandSpec spec;
    spec.name = u"env list"_s;
    spec.summary = tr("List the managed Quark environments and their state");
    spec.description = tr(
        "Lists the managed Quark environments PTQ Studio knows (its environments.json), with their state as the\n"
        "disk says: ready (every step succeeded and the ready marker is there), broken, or creating (being set up\n"
        "by a process that runs; a setup whose process was killed is broken, and what its step left running is\n"
        "stopped first).\n"
        "Exit status: 0 listed, 1 environments.json cannot be read, 2 usage.");
    spec.options = {{{u"json"_s}, {},
                     tr("Print a JSON array of the environments: name, state, path, quark, torch, python, accelerator, "
                        "created_at, log, and setup_pid while one is being set up.")}};
    return spec;
}

CommandSpec envCreateSpec()
{
    CommandSpec spec;
    spec.name = u"env create"_s;
    spec.summary = tr("Set up a managed Python environment with AMD Quark (two steps: review, then --approve)");
    spec.description = tr(
        "Sets up a managed Python environment with AMD Quark, as the wizard's \"Set up Quark for me\" does.\n"
        "Without --approve nothing is changed: the accelerator is probed (nvidia-smi, amd-smi, ROCm's version\n"
        "file), and the exact commands, their downloads, the folder and their digest are printed, with the line\n"
        "that runs them. With --approve DIGEST the commands are made again and run only if their digest is still\n"
        "DIGEST. PIP_INDEX_URL and PIP_EXTRA_INDEX_URL are honoured. Ctrl-C, SIGTERM or SIGHUP cancel (the\n"
        "half-made folder is deleted).\n"
        "Exit status: 0 proposed or ready, 1 failed or cancelled, 2 usage, 3 refused (nothing was run).");
    spec.options = {
        {{u"folder"_s}, u"DIR"_s,
         tr("The new environment's folder (default: a new one under %1).").arg(EnvDefaults::defaultEnvironmentsDir()),
         Completion::Directory},
        {{u"name"_s}, u"NAME"_s, tr("Register it under this name (default: the folder's name).")},
        {{u"python"_s}, u"PY"_s,
         tr("The Python 3.11 to 3.13 that makes it (default: the first of python3.11, "
            "python3.12, python3.13, python3 on PATH)."),
         Completion::File},
        {{u"index-url"_s}, u"URL"_s,
         tr("Take PyTorch from this index instead of PyTorch's public one (or the one chosen in "
            "Settings); an empty URL uses pip's own configuration (PIP_INDEX_URL, pip.conf). A URL with "
            "credentials (user:token@) is refused here, where ps shows it to every local user: use "
            "--index-url-from-env.")},
        {{u"index-url-from-env"_s}, u"VAR"_s,
         tr("As --index-url, with the URL read from the environment variable VAR (for one with credentials: "
            "read -rs VAR && export VAR). pip gets such a URL through its environment (PIP_INDEX_URL), never "
            "its command line; the commands shown, the log and environments.json show it redacted.")},
        {{u"installer"_s}, u"uv|pip"_s,
         tr("What installs the packages: uv (where it can: about half pip's time, a second environment in seconds; "
            "pip's settings are handed to it) or pip. Default: uv, or pip when the wizard's Settings say \"Install "
            "with pip instead of uv\"."),
         Completion::Words, {u"uv"_s, u"pip"_s}},
        {{u"approve"_s}, u"DIGEST"_s, tr("Run the commands whose digest this is.")},
        {{u"json"_s}, {}, tr("Print JSON: the proposal, or after a run its outcome (progress then goes to stderr).")},
    };
    return spec;
}

CommandSpec envRepairSpec()
{
    CommandSpec spec;
    spec.name = u"env repair"_s;
    spec.summary = tr("Install what a registered environment is missing, exactly as pinned");
    spec.description = tr(
        "Repairs a registered environment: installs, exactly as pinned, the packages of the lock that are missing\n"
        "or differ, then runs the import check and quark-cli's first start again. The PyTorch build is never\n"
        "changed (for another one, create a new environment). Without --approve nothing is changed: the\n"
        "commands and their digest are printed. With --approve DIGEST they run only if their digest is still DIGEST.\n"
        "Exit status: 0 proposed or ready, 1 failed or cancelled, 2 usage, 3 refused (nothing was run).");
    spec.arguments = {{u"NAME"_s, tr("The environment's name (see 'ptq-studio env list')."), {}, Completion::None, {}}};
    spec.options = {
        {{u"installer"_s}, u"uv|pip"_s,
         tr("What installs the missing packages: uv (the default where it can) or pip."), Completion::Words,
         {u"uv"_s, u"pip"_s}},
        {{u"approve"_s}, u"DIGEST"_s, tr("Run the commands whose digest this is.")},
        {{u"json"_s}, {}, tr("Print JSON: the proposal, or after a run its outcome (progress then goes to stderr).")},
    };
    return spec;
}

CommandSpec envRemoveSpec()
{
    CommandSpec spec;
    spec.name = u"env remove"_s;
    spec.summary = tr("Unregister a managed environment and delete its folder");
    spec.description = tr(
        "Unregisters a managed environment and deletes its folder (only a folder that is a Python environment,\n"
        "with pyvenv.cfg; another folder is unregistered but kept). Its setup log is kept. Without --yes, only\n"
        "says what would be done. Refused while the environment is being set up (by this or another process).\n"
        "Exit status: 0 done (or shown), 1 not registered or not deleted, 2 usage.");
    spec.arguments = {{u"NAME"_s, tr("The environment's name (see 'ptq-studio env list')."), {}, Completion::None, {}}};
    spec.options = {{{u"yes"_s}, {}, tr("Unregister it and delete its folder (without --yes nothing is changed).")}};
    return spec;
}

namespace {

QString sizeText(qint64 bytes)
{
    return bytes >= 1'000'000'000 ? tr("%1 GB").arg(double(bytes) / 1e9, 0, 'f', 2)
                                  : tr("%1 MB").arg(double(bytes) / 1e6, 0, 'f', 1);
}

Json entryJson(const EnvEntry &e)
{
    Json j = Json::object();
    j["name"] = e.name.toStdString();
    j["state"] = toString(e.state).toStdString();
    j["path"] = e.path.toStdString();
    j["quark"] = e.quark.toStdString();
    j["torch"] = e.torch.toStdString();
    j["python"] = e.python.toStdString();
    j["accelerator"] = e.accelerator.toStdString();
    j["created_at"] = e.createdAt.toStdString();
    j["log"] = e.log.toStdString();
    if (e.state == EnvEntry::State::Creating && e.setupPid > 0)
        j["setup_pid"] = e.setupPid; // the process that is setting it up
    return j;
}

QString orUnknown(const QString &text)
{
    return text.isEmpty() ? tr("unknown") : text;
}

/// Runs @p begin and the event loop until @p done is set (begin may set it at once).
void waitFor(QEventLoop &loop, const bool &done, const std::function<void()> &begin)
{
    begin();
    if (!done)
        loop.exec();
}

Accelerator probeAccelerator(const QProcessEnvironment &env)
{
    AcceleratorProber prober;
    prober.setEnvironment(env);
    QEventLoop loop;
    Accelerator found;
    bool done = false;
    QObject::connect(&prober, &AcceleratorProber::finished, &loop, [&](const Accelerator &a, const AcceleratorProbe &) {
        found = a;
        done = true;
        loop.quit();
    });
    waitFor(loop, done, [&] { prober.probe(); });
    return found;
}

/// The pip a new venv of @p python gets, or (@p existing) the pip of the environment it belongs to,
/// and pip's settings into @p settings (none: not read, @p settingsProblem says why).
QVersionNumber probePip(EnvManager &manager, const QString &python, bool existing, QString *message,
                        std::optional<PipSettings> *settings, QString *settingsProblem)
{
    QEventLoop loop;
    QVersionNumber version;
    bool done = false;
    QObject::connect(&manager, &EnvManager::pipSettingsProbed, &loop,
                     [&](const QString &, const std::optional<PipSettings> &s, const QString &problem) {
                         *settings = s;
                         *settingsProblem = problem;
                     });
    QObject::connect(&manager, &EnvManager::pipProbed, &loop, [&](const QString &, const QVersionNumber &v, const QString &m) {
        version = v;
        *message = m;
        done = true;
        loop.quit();
    });
    waitFor(loop, done, [&] { manager.probePip(python, existing); });
    return version;
}

Result<QMap<QString, QString>> listPackages(EnvManager &manager, const QString &dir)
{
    QEventLoop loop;
    Result<QMap<QString, QString>> packages;
    bool done = false;
    QObject::connect(&manager, &EnvManager::packagesListed, &loop,
                     [&](const QString &, const Result<QMap<QString, QString>> &p) {
                         packages = p;
                         done = true;
                         loop.quit();
                     });
    waitFor(loop, done, [&] { manager.listPackages(dir); });
    return packages;
}

QMap<QString, QString> pipEnvironment(const QProcessEnvironment &env)
{
    // As the setup dialog's flow: only these two are read (honoured, shown, bound by the digest).
    QMap<QString, QString> out;
    for (const QString &key : {u"PIP_INDEX_URL"_s, u"PIP_EXTRA_INDEX_URL"_s})
        if (env.contains(key))
            out.insert(key, env.value(key));
    return out;
}

QString acceleratorText(const Accelerator &a)
{
    switch (a.kind) {
    case Accelerator::Kind::Cuda:
        return a.source.isEmpty() ? tr("NVIDIA GPU, CUDA %1").arg(a.version.toString())
                                  : tr("NVIDIA GPU, CUDA %1 (from %2)").arg(a.version.toString(), a.source);
    case Accelerator::Kind::Rocm:
        return a.source.isEmpty() ? tr("AMD GPU, ROCm %1").arg(a.version.toString())
                                  : tr("AMD GPU, ROCm %1 (from %2)").arg(a.version.toString(), a.source);
    case Accelerator::Kind::Cpu: break;
    }
    return tr("no GPU found (nvidia-smi, amd-smi and ROCm's version file named none): the CPU build");
}

/// What a create or repair is about to do, and how to approve it.
struct Proposal
{
    const char *command = "create"; ///< "create" or "repair", for messages
    bool repair = false;
    EnvRecipe recipe;
    QString folder;
    QString name;
    QString startName;              ///< what EnvManager::start() is given (empty: the folder's name)
    QString registryPath;
    QString python;                 ///< create: the interpreter that makes the venv
    std::optional<Accelerator> accelerator;
    QVersionNumber pip;
    QString pipMessage;
    std::optional<PipSettings> pipSettings;
    QString pipSettingsProblem;
    QStringList approveArgv;        ///< the command line to approve with, before "--approve DIGEST"
};

QString approveLine(const Proposal &p)
{
    return shellJoin(p.approveArgv + QStringList{u"--approve"_s, QString::fromLatin1(p.recipe.digest())});
}

void printProblems(const Proposal &p, QTextStream &err)
{
    err << tr("ptq-studio env %1: refused; these commands cannot be made:").arg(QLatin1StringView(p.command)) << Qt::endl;
    for (const QString &problem : p.recipe.problems)
        err << u"  - "_s << problem << Qt::endl;
    err << tr("Nothing was run and nothing was created.") << Qt::endl;
}

void printProposal(const Proposal &p, QTextStream &out)
{
    const EnvRecipe &r = p.recipe;
    if (p.accelerator) {
        out << tr("Accelerator: %1").arg(acceleratorText(*p.accelerator)) << Qt::endl;
        for (const QString &note : p.accelerator->notes)
            out << u"  "_s << note << Qt::endl;
        out << tr("PyTorch build: %1 (torch %2)").arg(r.choice.variant.tag, r.choice.variant.torchVersion) << Qt::endl;
        if (!r.choice.reason.isEmpty())
            out << u"  "_s << r.choice.reason << Qt::endl;
    }
    if (!p.python.isEmpty())
        out << tr("Python: %1").arg(p.python) << Qt::endl;
    out << (p.pip.isNull() ? tr("pip: not known (%1); pip's default progress output is used.").arg(p.pipMessage)
                           : tr("pip: %1").arg(p.pip.toString()))
        << Qt::endl;
    out << tr("Folder: %1").arg(p.folder) << Qt::endl;
    out << tr("Name: %1 (registered in %2)").arg(p.name, p.registryPath) << Qt::endl;
    out << Qt::endl << tr("The commands (nothing has run yet):") << Qt::endl;
    for (qsizetype i = 0; i < r.steps.size(); ++i) {
        const EnvStep &s = r.steps.at(i);
        out << u"%1. "_s.arg(i + 1) << s.description << Qt::endl;
        out << u"   $ "_s << s.display() << Qt::endl;
        if (s.downloads)
            out << u"   "_s
                << (s.downloadBytes < 0 ? tr("Download: unknown. %1").arg(s.sizeNote) : tr("Download: %1").arg(s.sizeNote))
                << Qt::endl;
    }
    const qint64 total = r.downloadBytes();
    out << Qt::endl
        << (total < 0 ? tr("Download in total: not known (see the steps above).")
                      : tr("Download in total: about %1.").arg(sizeText(total)))
        << Qt::endl;
    if (!r.notes.isEmpty()) {
        out << tr("Notes:") << Qt::endl;
        for (const QString &note : r.notes)
            out << u"  - "_s << note << Qt::endl;
    }
    out << tr("Digest: %1").arg(QString::fromLatin1(r.digest())) << Qt::endl;
    out << Qt::endl << tr("To run exactly these commands:") << Qt::endl << u"  "_s << approveLine(p) << Qt::endl;
}

Json proposalJson(const Proposal &p)
{
    const EnvRecipe &r = p.recipe;
    Json j = Json::object();
    j["command"] = p.command;
    j["name"] = p.name.toStdString();
    j["folder"] = p.folder.toStdString();
    j["registry"] = p.registryPath.toStdString();
    if (p.accelerator) {
        Json a = Json::object();
        a["kind"] = toString(p.accelerator->kind).toStdString();
        a["version"] = p.accelerator->version.toString().toStdString();
        a["source"] = p.accelerator->source.toStdString();
        a["notes"] = toJsonArray(p.accelerator->notes);
        j["accelerator"] = a;
        Json b = Json::object();
        b["tag"] = r.choice.variant.tag.toStdString();
        b["torch"] = r.choice.variant.torchVersion.toStdString();
        b["fell_back"] = r.choice.fellBack;
        b["reason"] = r.choice.reason.toStdString();
        j["build"] = b;
    }
    if (!p.python.isEmpty())
        j["python"] = p.python.toStdString();
    j["pip"] = p.pip.toString().toStdString();
    Json steps = Json::array();
    for (const EnvStep &s : r.steps) {
        Json step = Json::object();
        step["description"] = s.description.toStdString();
        step["command"] = s.display().toStdString();
        step["downloads"] = s.downloads;
        step["download_bytes"] = s.downloadBytes;
        step["size_note"] = s.sizeNote.toStdString();
        steps.push_back(step);
    }
    j["steps"] = steps;
    j["download_bytes"] = r.downloadBytes();
    j["notes"] = toJsonArray(r.notes);
    j["problems"] = toJsonArray(r.problems);
    j["digest"] = r.digest().toStdString();
    j["approve"] = approveLine(p).toStdString();
    return j;
}

/// How a create or repair ended: said on @p log (or @p err when it failed), with --json the
/// document on @p out. The exit status.
int reportResult(const Proposal &p, const EnvResult &r, bool json, QTextStream &log, QTextStream &out, QTextStream &err)
{
    const QString prefix = u"ptq-studio env %1: "_s.arg(QLatin1StringView(p.command));
    const qsizetype steps = p.recipe.steps.size();
    int code = Failed;
    switch (r.outcome) {
    case EnvResult::Outcome::Succeeded:
        code = Ok;
        log << tr("Ready: %1 in %2 (amd-quark %3, torch %4, Python %5).")
                   .arg(r.name, r.path, orUnknown(r.entry ? r.entry->quark : QString()),
                        orUnknown(r.entry ? r.entry->torch : QString()), orUnknown(r.entry ? r.entry->python : QString()))
            << Qt::endl
            << tr("Its quark-cli: %1").arg(r.path + u"/bin/quark-cli"_s) << Qt::endl;
        break;
    case EnvResult::Outcome::Failed:
        err << prefix
            << (r.failedStep >= 0 ? tr("step %1 of %2 failed: %3").arg(r.failedStep + 1).arg(steps).arg(r.error.message)
                                  : tr("failed: %1").arg(r.error.message))
            << Qt::endl;
        if (r.entry)
            err << tr("%1 is kept and registered as %2: 'ptq-studio env repair %1' or 'ptq-studio env remove %1'.")
                       .arg(r.name, toString(r.entry->state))
                << Qt::endl;
        break;
    case EnvResult::Outcome::Cancelled:
        err << prefix
            << (r.entry ? tr("cancelled; %1 is kept and registered as %2.").arg(r.path, toString(r.entry->state))
                        : tr("cancelled; %1 was removed and is not registered.").arg(r.path))
            << Qt::endl;
        break;
    }
    (code == Ok ? log : err) << tr("The full log: %1").arg(r.logPath) << Qt::endl;
    if (json) {
        Json j = Json::object();
        j["outcome"] = toString(r.outcome).toStdString();
        j["name"] = r.name.toStdString();
        j["path"] = r.path.toStdString();
        j["log"] = r.logPath.toStdString();
        j["failed_step"] = r.failedStep;
        if (r.outcome == EnvResult::Outcome::Failed) {
            Json e = Json::object();
            e["kind"] = PipProgress::kindKey(r.error.kind);
            e["message"] = r.error.message.toStdString();
            e["package"] = r.error.package.toStdString();
            e["url"] = r.error.url.toStdString();
            j["error"] = e;
        }
        j["environment"] = r.entry ? entryJson(*r.entry) : Json();
        j["elapsed_ms"] = r.elapsedMs;
        out << QString::fromStdString(j.dump(2)) << Qt::endl;
    }
    return code;
}

/// Prints the proposal (or its problems), or with @p approval runs it. The exit status.
int proposeOrRun(const Proposal &p, EnvManager &manager, const std::optional<QByteArray> &approval, bool json,
                 QTextStream &out, QTextStream &err)
{
    const QString prefix = u"ptq-studio env %1: "_s.arg(QLatin1StringView(p.command));
    if (!p.recipe.isValid()) {
        if (json) {
            out << QString::fromStdString(proposalJson(p).dump(2)) << Qt::endl;
        }
        printProblems(p, err);
        return Refused;
    }
    if (!approval) {
        if (json)
            out << QString::fromStdString(proposalJson(p).dump(2)) << Qt::endl;
        else
            printProposal(p, out);
        return Ok;
    }
    if (*approval != p.recipe.digest()) {
        err << prefix
            << tr("refused: %1 is not the digest of these commands. Something they are made from changed since it was "
                  "printed (the accelerator, the Python or its pip, the folder, the lock, --index-url, PIP_INDEX_URL or "
                  "PIP_EXTRA_INDEX_URL). Nothing was run and nothing was created. Run the same command without "
                  "--approve, review the commands, and approve the digest it prints.")
                   .arg(QString::fromLatin1(*approval))
            << Qt::endl;
        return Refused;
    }

    // Progress goes where the JSON document does not.
    QTextStream &log = json ? err : out;
    QEventLoop loop;
    std::optional<EnvResult> result;
    const qsizetype steps = p.recipe.steps.size();
    QString lastKey;
    QElapsedTimer lastBytes;
    qint64 lastStall = 0;
    bool announced = false;
    QObject::connect(&manager, &EnvManager::stepStarted, &loop, [&](int index) {
        if (!announced) { // start() runs the first step before it returns; the log is named first
            log << (p.repair ? tr("Repairing %1 in %2; the full log is %3") : tr("Setting up %1 in %2; the full log is %3"))
                       .arg(p.name, p.folder, manager.logPath())
                << Qt::endl;
            announced = true;
        }
        const EnvStep &s = p.recipe.steps.at(index);
        log << u"==> [%1/%2] "_s.arg(index + 1).arg(steps) << s.description << Qt::endl
            << u"    $ "_s << s.display() << Qt::endl;
        lastKey.clear();
        lastStall = 0;
    });
    QObject::connect(&manager, &EnvManager::progress, &loop, [&](const PipProgress::State &s) {
        lastStall = 0;
        if (s.phase == PipProgress::Phase::Failed)
            return; // said once, classified, at the end
        const QString key = QString::number(int(s.phase)) + u'|' + s.package;
        if (key == lastKey) {
            // The same download going on: its bytes, at most every 5 s (pip >= 24.1 reports them).
            if (s.phase == PipProgress::Phase::Downloading && s.bytesDone >= 0 && s.bytesTotal > 0
                && lastBytes.isValid() && lastBytes.elapsed() >= 5000) {
                log << u"    "_s << tr("%1: %2 of %3").arg(s.package, sizeText(s.bytesDone), sizeText(s.bytesTotal))
                    << Qt::endl;
                lastBytes.restart();
            }
            return;
        }
        lastKey = key;
        lastBytes.start();
        QString line = PipProgress::phaseName(s.phase);
        if (s.phase == PipProgress::Phase::Done)
            line = QCoreApplication::translate("ptq::cli", "Done: %n package(s) installed", nullptr, int(s.installed.size()));
        else if (!s.package.isEmpty())
            line += u' ' + s.package + (s.version.isEmpty() ? QString() : u' ' + s.version);
        if (s.phase == PipProgress::Phase::Downloading && s.bytesTotal > 0)
            line += u" ("_s + sizeText(s.bytesTotal) + u')';
        log << u"    "_s << line << Qt::endl;
    });
    QObject::connect(&manager, &EnvManager::stalled, &loop, [&](qint64 quietMs) {
        if (lastStall > 0 && quietMs - lastStall < 30'000)
            return;
        lastStall = quietMs;
        log << u"    "_s
            << tr("No progress for %1 s; pip is still running (slow downloads are quiet). Ctrl-C cancels.").arg(quietMs / 1000)
            << Qt::endl;
    });
    QObject::connect(&manager, &EnvManager::finished, &loop, [&](const EnvResult &r) {
        result = r;
        loop.quit();
    });
    // From here a signal is a clean cancel: pip's process group is stopped, a half-made folder deleted.
    SignalCancel signals_;
    QObject::connect(&signals_, &SignalCancel::received, &loop, [&](int signal, int count) {
        if (count == 1)
            err << prefix
                << tr("%1 received: cancelling (SIGTERM to the running step's process group, SIGKILL after 10 s).")
                       .arg(SignalCancel::name(signal))
                << Qt::endl;
        else
            err << prefix << tr("%1 received: already cancelling.").arg(SignalCancel::name(signal)) << Qt::endl;
        manager.cancel();
    });
    if (Status started = manager.start(p.recipe, *approval, p.startName); !started) {
        err << prefix << started.error().message << Qt::endl;
        return Refused;
    }
    if (!result)
        loop.exec();

    return reportResult(p, *result, json, log, out, err);
}

std::optional<QByteArray> approvalOf(const CommandLine &parser, const QString &approve)
{
    if (!parser.isSet(approve))
        return std::nullopt;
    return parser.value(approve).trimmed().toLower().toLatin1();
}

/// The registry, loaded; a damaged file is named (and kept).
std::optional<int> loadRegistry(EnvRegistry &registry, const QString &name, QTextStream &err)
{
    if (Status loaded = registry.load(); !loaded) {
        err << u"ptq-studio env %1: "_s.arg(name) << loaded.error().message << Qt::endl;
        return Failed;
    }
    return std::nullopt;
}

int envList(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(envListSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString json = u"json"_s;
    if (!parser.positionalArguments().isEmpty()) {
        err << tr("ptq-studio env list: takes no arguments (see --help).") << Qt::endl;
        return Usage;
    }
    EnvRegistry registry;
    if (const auto failed = loadRegistry(registry, u"list"_s, err))
        return *failed;
    const QList<EnvEntry> entries = registry.entries();
    if (parser.isSet(json)) {
        Json list = Json::array();
        for (const EnvEntry &e : entries)
            list.push_back(entryJson(e));
        out << QString::fromStdString(list.dump(2)) << Qt::endl;
        return Ok;
    }
    if (entries.isEmpty()) {
        out << tr("No managed environments are registered (%1). 'ptq-studio env create' proposes one.").arg(registry.path())
            << Qt::endl;
        return Ok;
    }
    for (const EnvEntry &e : entries) {
        out << e.name << u"  "_s << toString(e.state) << Qt::endl
            << u"  "_s << tr("path: %1").arg(e.path) << Qt::endl
            << u"  "_s
            << tr("amd-quark %1, torch %2, Python %3, accelerator %4")
                   .arg(orUnknown(e.quark), orUnknown(e.torch), orUnknown(e.python), orUnknown(e.accelerator))
            << Qt::endl;
        if (e.state == EnvEntry::State::Creating && e.setupPid > 0)
            out << u"  "_s << tr("being set up by process %1").arg(e.setupPid) << Qt::endl;
        if (!e.log.isEmpty())
            out << u"  "_s << tr("log: %1").arg(e.log) << Qt::endl;
    }
    return Ok;
}

/// env create's Python: --python (an executable file, or a program on PATH), else the first
/// Python 3.11 to 3.13 on @p path. Empty when there is none, said on @p err with @p status set.
QString createInterpreter(const CommandLine &parser, const QString &path, QTextStream &err, int &status)
{
    const QString python = u"python"_s;
    QString interpreter;
    if (parser.isSet(python)) {
        const QString given = parser.value(python);
        if (given.contains(u'/')) {
            const QFileInfo info(given);
            if (info.isFile() && info.isExecutable())
                interpreter = QDir::cleanPath(info.absoluteFilePath());
        } else if (!given.isEmpty()) {
            interpreter = QStandardPaths::findExecutable(given, path.split(u':', Qt::SkipEmptyParts));
        }
        if (interpreter.isEmpty()) {
            err << tr("ptq-studio env create: --python %1 is neither an executable file nor a program on PATH.").arg(given)
                << Qt::endl;
            status = Usage;
        }
        return interpreter;
    }
    interpreter = EnvDefaults::findPython(path);
    if (interpreter.isEmpty()) {
        err << tr("ptq-studio env create: refused: no Python 3.11 to 3.13 was found on PATH (python3.11, python3.12, "
                  "python3.13, python3). Install one, or name one with --python. Nothing was run.")
            << Qt::endl;
        status = Refused;
    }
    return interpreter;
}

int envCreate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(envCreateSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString folder = u"folder"_s;
    const QString name = u"name"_s;
    const QString index = u"index-url"_s;
    const QString indexFromEnv = u"index-url-from-env"_s;
    const QString installer = u"installer"_s;
    const QString approve = u"approve"_s;
    const QString json = u"json"_s;
    if (!parser.positionalArguments().isEmpty()) {
        err << tr("ptq-studio env create: takes no arguments, only options (see --help).") << Qt::endl;
        return Usage;
    }
    if (parser.isSet(installer) && parser.value(installer) != u"uv"_s && parser.value(installer) != u"pip"_s) {
        err << tr("ptq-studio env create: --installer is uv or pip, not \"%1\".").arg(parser.value(installer)) << Qt::endl;
        return Usage;
    }
    if (parser.isSet(name) && parser.value(name).trimmed().isEmpty()) {
        err << tr("ptq-studio env create: --name needs a name.") << Qt::endl;
        return Usage;
    }
    if (parser.isSet(folder) && parser.value(folder).isEmpty()) {
        err << tr("ptq-studio env create: --folder needs a folder.") << Qt::endl;
        return Usage;
    }

    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // The index for PyTorch: given (no credentials: ps shows ptq-studio's argv to every local
    // user), or read from a variable the user names.
    std::optional<QString> indexUrl;
    if (parser.isSet(index) && parser.isSet(indexFromEnv)) {
        err << tr("ptq-studio env create: give --index-url or --index-url-from-env, not both.") << Qt::endl;
        return Usage;
    }
    if (parser.isSet(index)) {
        indexUrl = parser.value(index).trimmed();
        if (EnvRecipeBuilder::hasCredentials(*indexUrl)) {
            err << tr("ptq-studio env create: --index-url %1 holds credentials, and a command line is readable by every "
                      "user of this machine (ps). Put the URL in an environment variable and name it instead, for "
                      "example: read -rs PTQ_INDEX_URL && export PTQ_INDEX_URL, then --index-url-from-env PTQ_INDEX_URL.")
                       .arg(EnvRecipeBuilder::redacted(*indexUrl))
                << Qt::endl;
            return Usage;
        }
    } else if (parser.isSet(indexFromEnv)) {
        const QString var = parser.value(indexFromEnv);
        if (var.isEmpty() || !env.contains(var)) {
            err << tr("ptq-studio env create: --index-url-from-env %1: no such environment variable is set (export it "
                      "first; an empty value means pip's own configuration).")
                       .arg(var.isEmpty() ? u"\"\""_s : var)
                << Qt::endl;
            return Usage;
        }
        indexUrl = env.value(var).trimmed();
    }
    int status = Ok;
    const QString interpreter = createInterpreter(parser, env.value(u"PATH"_s), err, status);
    if (interpreter.isEmpty())
        return status;

    EnvRegistry registry;
    if (const auto failed = loadRegistry(registry, u"create"_s, err))
        return *failed;
    EnvManager manager(&registry);
    manager.setBaseEnvironment(env);

    // Read-only probes: what the machine has, and which pip a new venv of this Python gets.
    Proposal p;
    p.command = "create";
    p.python = interpreter;
    p.registryPath = registry.path();
    p.accelerator = probeAccelerator(env);
    p.pip = probePip(manager, interpreter, false, &p.pipMessage, &p.pipSettings, &p.pipSettingsProblem);

    RecipeInput input;
    input.python = interpreter;
    input.accelerator = *p.accelerator;
    input.lockText = EnvDefaults::shippedLock();
    input.managedText = EnvDefaults::shippedManagedLock();
    input.environment = pipEnvironment(env);
    if (indexUrl) {
        // For the build the recipe chooses: the detected accelerator's, or the CPU build it fell back to.
        const QString url = *indexUrl;
        input.targetDir = EnvDefaults::defaultEnvironmentsDir() + u"/quark"_s;
        const Accelerator::Kind chosen = EnvRecipeBuilder::build(input).choice.variant.kind;
        for (const Accelerator::Kind kind : {input.accelerator.kind, chosen}) {
            switch (kind) {
            case Accelerator::Kind::Cpu: input.overrides.cpu = url; break;
            case Accelerator::Kind::Cuda: input.overrides.cuda = url; break;
            case Accelerator::Kind::Rocm: input.overrides.rocm = url; break;
            }
        }
    } else {
        input.overrides = IndexSettings::load(); // the wizard's Settings → New Quark environments
    }
    input.overrides.preferPip = parser.isSet(installer) ? parser.value(installer) == u"pip"_s
                                                        : IndexSettings::load().preferPip;
    // The same proposal as the setup dialog's (a folder named after the chosen build when none
    // is given, what the disk says of the folder), so the same commands and the same digest.
    EnvSetupRequest request;
    request.python = interpreter;
    request.accelerator = input.accelerator;
    request.pip = p.pip;
    request.pipSettings = p.pipSettings;
    request.pipSettingsProblem = p.pipSettingsProblem;
    request.overrides = input.overrides;
    request.environment = input.environment;
    request.environmentsDir = EnvDefaults::defaultEnvironmentsDir();
    if (parser.isSet(folder))
        request.folder = QDir::cleanPath(QDir(parser.value(folder)).absolutePath());
    request.name = parser.value(name).trimmed();
    request.registry = &registry;
    const EnvSetupProposal proposal = EnvSetupSession::propose(request);
    p.folder = proposal.folder;
    p.recipe = proposal.recipe;
    p.startName = parser.value(name).trimmed();
    p.name = p.startName.isEmpty() ? QFileInfo(p.folder).fileName() : p.startName;

    p.approveArgv = {u"ptq-studio"_s, u"env"_s, u"create"_s, u"--folder"_s, p.folder, u"--python"_s, interpreter};
    if (!p.startName.isEmpty())
        p.approveArgv += {u"--name"_s, p.startName};
    if (parser.isSet(indexFromEnv))
        p.approveArgv += {u"--index-url-from-env"_s, parser.value(indexFromEnv)};
    else if (indexUrl)
        p.approveArgv += {u"--index-url"_s, *indexUrl};
    if (parser.isSet(installer))
        p.approveArgv += {u"--installer"_s, parser.value(installer)};
    if (parser.isSet(json))
        p.approveArgv.append(u"--json"_s);
    return proposeOrRun(p, manager, approvalOf(parser, approve), parser.isSet(json), out, err);
}

int envRepair(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(envRepairSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString approve = u"approve"_s;
    const QString json = u"json"_s;
    const QString installer = u"installer"_s;
    if (parser.positionalArguments().size() != 1) {
        err << tr("ptq-studio env repair: give one NAME (see --help).") << Qt::endl;
        return Usage;
    }
    if (parser.isSet(installer) && parser.value(installer) != u"uv"_s && parser.value(installer) != u"pip"_s) {
        err << tr("ptq-studio env repair: --installer is uv or pip, not \"%1\".").arg(parser.value(installer)) << Qt::endl;
        return Usage;
    }
    const QString envName = parser.positionalArguments().constFirst();
    EnvRegistry registry;
    if (const auto failed = loadRegistry(registry, u"repair"_s, err))
        return *failed;
    const std::optional<EnvEntry> entry = registry.find(envName);
    if (!entry) {
        err << tr("ptq-studio env repair: no environment named %1 is registered in %2 (see 'ptq-studio env list').")
                   .arg(envName, registry.path())
            << Qt::endl;
        return Failed;
    }
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    EnvManager manager(&registry);
    manager.setBaseEnvironment(env);
    const Result<QMap<QString, QString>> installed = listPackages(manager, entry->path);
    if (!installed) {
        err << tr("ptq-studio env repair: %1 The environment may be too damaged to repair: remove it "
                  "('ptq-studio env remove %2 --yes') and create a new one.")
                   .arg(installed.error().message, envName)
            << Qt::endl;
        return Failed;
    }
    Proposal p;
    p.command = "repair";
    p.repair = true;
    p.folder = entry->path;
    p.name = entry->name;
    p.registryPath = registry.path();
    p.pip = probePip(manager, entry->path + u"/bin/python"_s, true, &p.pipMessage, &p.pipSettings,
                     &p.pipSettingsProblem);
    RepairInput input;
    input.targetDir = entry->path;
    input.lockText = EnvDefaults::shippedLock();
    input.managedText = EnvDefaults::shippedManagedLock();
    input.installed = *installed;
    input.environment = pipEnvironment(env);
    input.installer.preferPip = parser.isSet(installer) ? parser.value(installer) == u"pip"_s
                                                        : IndexSettings::load().preferPip;
    input.installer.uvLockText = EnvDefaults::shippedUvLock();
    input.installer.uvCacheDir = EnvDefaults::uvCacheDir();
    input.installer.pipSettings = p.pipSettings;
    input.installer.pipSettingsProblem = p.pipSettingsProblem;
    p.recipe = p.pip.isNull() ? EnvRecipeBuilder::repair(input)
                              : EnvRecipeBuilder::withProgressBar(EnvRecipeBuilder::repair(input), p.pip);
    p.approveArgv = {u"ptq-studio"_s, u"env"_s, u"repair"_s, envName};
    if (parser.isSet(installer))
        p.approveArgv += {u"--installer"_s, parser.value(installer)};
    if (parser.isSet(json))
        p.approveArgv.append(u"--json"_s);
    return proposeOrRun(p, manager, approvalOf(parser, approve), parser.isSet(json), out, err);
}

int envRemove(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(envRemoveSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
    const QString yes = u"yes"_s;
    if (parser.positionalArguments().size() != 1) {
        err << tr("ptq-studio env remove: give one NAME (see --help).") << Qt::endl;
        return Usage;
    }
    const QString envName = parser.positionalArguments().constFirst();
    EnvRegistry registry;
    if (const auto failed = loadRegistry(registry, u"remove"_s, err))
        return *failed;
    const std::optional<EnvEntry> entry = registry.find(envName);
    if (!entry) {
        err << tr("ptq-studio env remove: no environment named %1 is registered in %2 (see 'ptq-studio env list').")
                   .arg(envName, registry.path())
            << Qt::endl;
        return Failed;
    }
    if (!parser.isSet(yes)) {
        out << tr("Would unregister %1 (%2) from %3 and delete the folder %4.")
                   .arg(entry->name, toString(entry->state), registry.path(), entry->path)
            << Qt::endl;
        if (!entry->log.isEmpty())
            out << tr("Its log %1 is kept.").arg(entry->log) << Qt::endl;
        out << tr("Nothing was changed. To do it:") << Qt::endl
            << u"  "_s << shellJoin({u"ptq-studio"_s, u"env"_s, u"remove"_s, envName, u"--yes"_s}) << Qt::endl;
        return Ok;
    }
    EnvManager manager(&registry);
    QEventLoop loop;
    std::optional<Status> removed;
    QObject::connect(&manager, &EnvManager::removed, &loop, [&](const QString &, const Status &s) {
        removed = s;
        loop.quit();
    });
    if (Status started = manager.remove(envName); !started) {
        err << u"ptq-studio env remove: "_s << started.error().message << Qt::endl;
        return Failed;
    }
    if (!removed)
        loop.exec();
    if (!removed->ok()) {
        err << u"ptq-studio env remove: "_s << removed->error().message << Qt::endl;
        return Failed;
    }
    out << tr("Removed %1: unregistered, and %2 deleted.").arg(envName, entry->path) << Qt::endl;
    if (!entry->log.isEmpty())
        out << tr("Its log %1 is kept.").arg(entry->log) << Qt::endl;
    return Ok;
}

} // namespace

int runEnv(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString sub = arguments.value(1);
    const QStringList rest = arguments.mid(1);
    if (sub == u"list"_s)
        return envList(rest, out, err);
    if (sub == u"create"_s)
        return envCreate(rest, out, err);
    if (sub == u"repair"_s)
        return envRepair(rest, out, err);
    if (sub == u"remove"_s)
        return envRemove(rest, out, err);
    if (sub == u"--help"_s || sub == u"-h"_s) {
        out << envSpec().helpText();
        return Ok;
    }
    if (sub.isEmpty())
        err << envSpec().helpText();
    else
        err << tr("ptq-studio env: unknown command \"%1\".\n\n").arg(sub) << envSpec().helpText();
    return Usage;
}

} // namespace ptq::cli
