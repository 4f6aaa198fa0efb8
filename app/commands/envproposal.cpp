// env create and env repair, the two steps: the commands proposed (with their digest), then with
// --approve DIGEST run by the environment-setup step (EnvSetupStep::run), their progress said as
// it comes.
#include "envcommand.h"
#include "headless.h"
#include "signalcancel.h"

#include <QElapsedTimer>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

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

QString approveLine(const EnvProposal &p)
{
    return EnvSetupStep::commandLine(p.approveArgv + QStringList{u"--approve"_s, QString::fromLatin1(p.recipe.digest())});
}

void printProblems(const EnvProposal &p, QTextStream &err)
{
    err << tr("ptq-studio env %1: refused; these commands cannot be made:").arg(QLatin1StringView(p.command)) << Qt::endl;
    for (const QString &problem : p.recipe.problems)
        err << u"  - "_s << problem << Qt::endl;
    err << tr("Nothing was run and nothing was created.") << Qt::endl;
}

void printProposal(const EnvProposal &p, QTextStream &out)
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
                      : tr("Download in total: about %1.").arg(envSizeText(total)))
        << Qt::endl;
    if (!r.notes.isEmpty()) {
        out << tr("Notes:") << Qt::endl;
        for (const QString &note : r.notes)
            out << u"  - "_s << note << Qt::endl;
    }
    out << tr("Digest: %1").arg(QString::fromLatin1(r.digest())) << Qt::endl;
    out << Qt::endl << tr("To run exactly these commands:") << Qt::endl << u"  "_s << approveLine(p) << Qt::endl;
}

Json proposalJson(const EnvProposal &p)
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
int reportResult(const EnvProposal &p, const EnvRunOutcome &run, bool json, QTextStream &log, CliCommand &command)
{
    QTextStream &out = command.out;
    QTextStream &err = command.err;
    const qsizetype steps = p.recipe.steps.size();
    const EnvSetupOutcome &r = run.outcome;
    const std::optional<EnvEntry> &entry = run.environment;
    int code = Failed;
    switch (r.outcome) {
    case EnvSetupOutcome::Outcome::Succeeded:
        code = Ok;
        log << tr("Ready: %1 in %2 (amd-quark %3, torch %4, Python %5).")
                   .arg(run.name, r.envPath, orUnknown(entry ? entry->quark : QString()),
                        orUnknown(entry ? entry->torch : QString()), orUnknown(entry ? entry->python : QString()))
            << Qt::endl
            << tr("Its quark-cli: %1").arg(r.envPath + u"/bin/quark-cli"_s) << Qt::endl;
        break;
    case EnvSetupOutcome::Outcome::Failed:
        command.fail(r.failedStep >= 0 ? tr("step %1 of %2 failed: %3").arg(r.failedStep + 1).arg(steps).arg(r.error.message)
                                       : tr("failed: %1").arg(r.error.message));
        if (entry)
            err << tr("%1 is kept and registered as %2: 'ptq-studio env repair %1' or 'ptq-studio env remove %1'.")
                       .arg(run.name, toString(entry->state))
                << Qt::endl;
        break;
    case EnvSetupOutcome::Outcome::Cancelled:
        command.fail(entry ? tr("cancelled; %1 is kept and registered as %2.").arg(r.envPath, toString(entry->state))
                           : tr("cancelled; %1 was removed and is not registered.").arg(r.envPath));
        break;
    }
    (code == Ok ? log : err) << tr("The full log: %1").arg(r.logPath) << Qt::endl;
    if (json) {
        Json j = Json::object();
        j["outcome"] = EnvSetupOutcome::key(r.outcome).toStdString();
        j["name"] = run.name.toStdString();
        j["path"] = r.envPath.toStdString();
        j["log"] = r.logPath.toStdString();
        j["failed_step"] = r.failedStep;
        if (r.outcome == EnvSetupOutcome::Outcome::Failed) {
            Json e = Json::object();
            e["kind"] = PipProgress::kindKey(r.error.kind);
            e["message"] = r.error.message.toStdString();
            e["package"] = r.error.package.toStdString();
            e["url"] = r.error.url.toStdString();
            j["error"] = e;
        }
        j["environment"] = entry ? envEntryJson(*entry) : Json();
        j["elapsed_ms"] = run.elapsedMs;
        out << QString::fromStdString(j.dump(2)) << Qt::endl;
    }
    return code;
}

/// What the progress lines of a run remember between signals.
struct ProgressState
{
    QString lastKey;
    QElapsedTimer lastBytes;
    qint64 lastStall = 0;
    bool announced = false;
};

/// What says on @p log each step of @p p as it starts, pip's progress and its silences.
EnvRunHooks progressHooks(const EnvProposal &p, QTextStream &log, ProgressState &state)
{
    const qsizetype steps = p.recipe.steps.size();
    EnvRunHooks hooks;
    hooks.stepStarted = [&p, &log, &state, steps](int index, const QString &logPath) {
        if (!state.announced) { // the first step starts before the run returns; the log is named first
            log << (p.repair ? tr("Repairing %1 in %2; the full log is %3") : tr("Setting up %1 in %2; the full log is %3"))
                       .arg(p.name, p.folder, logPath)
                << Qt::endl;
            state.announced = true;
        }
        const EnvStep &s = p.recipe.steps.at(index);
        log << u"==> [%1/%2] "_s.arg(index + 1).arg(steps) << s.description << Qt::endl
            << u"    $ "_s << s.display() << Qt::endl;
        state.lastKey.clear();
        state.lastStall = 0;
    };
    hooks.progress = [&log, &state](const PipProgress::State &s) {
        state.lastStall = 0;
        if (s.phase == PipProgress::Phase::Failed)
            return; // said once, classified, at the end
        const QString key = QString::number(int(s.phase)) + u'|' + s.package;
        if (key == state.lastKey) {
            // The same download going on: its bytes, at most every 5 s (pip >= 24.1 reports them).
            if (s.phase == PipProgress::Phase::Downloading && s.bytesDone >= 0 && s.bytesTotal > 0
                && state.lastBytes.isValid() && state.lastBytes.elapsed() >= 5000) {
                log << u"    "_s << tr("%1: %2 of %3").arg(s.package, envSizeText(s.bytesDone), envSizeText(s.bytesTotal))
                    << Qt::endl;
                state.lastBytes.restart();
            }
            return;
        }
        state.lastKey = key;
        state.lastBytes.start();
        QString line = PipProgress::phaseName(s.phase);
        if (s.phase == PipProgress::Phase::Done)
            line = QCoreApplication::translate("ptq::cli", "Done: %n package(s) installed", nullptr, int(s.installed.size()));
        else if (!s.package.isEmpty())
            line += u' ' + s.package + (s.version.isEmpty() ? QString() : u' ' + s.version);
        if (s.phase == PipProgress::Phase::Downloading && s.bytesTotal > 0)
            line += u" ("_s + envSizeText(s.bytesTotal) + u')';
        log << u"    "_s << line << Qt::endl;
    };
    hooks.stalled = [&log, &state](qint64 quietMs) {
        if (state.lastStall > 0 && quietMs - state.lastStall < 30'000)
            return;
        state.lastStall = quietMs;
        log << u"    "_s
            << tr("No progress for %1 s; pip is still running (slow downloads are quiet). Ctrl-C cancels.").arg(quietMs / 1000)
            << Qt::endl;
    };
    return hooks;
}

/// Runs the approved recipe of @p p to its end (a signal cancels it cleanly). The exit status.
int runApproved(const EnvProposal &p, EnvRegistry &registry, const QByteArray &approval, bool json, CliCommand &command)
{
    // Progress goes where the JSON document does not.
    QTextStream &log = json ? command.err : command.out;
    ProgressState state;
    EnvRunHooks hooks = progressHooks(p, log, state);
    // From the start a signal is a clean cancel: pip's process group is stopped, a half-made folder deleted.
    SignalCancel signals_;
    std::function<void()> cancel;
    hooks.cancelWith = [&cancel](const std::function<void()> &c) { cancel = c; };
    QObject::connect(&signals_, &SignalCancel::received, &signals_, [&](int signal, int count) {
        if (count == 1)
            command.fail(tr("%1 received: cancelling (SIGTERM to the running step's process group, SIGKILL after 10 s).")
                             .arg(SignalCancel::name(signal)));
        else
            command.fail(tr("%1 received: already cancelling.").arg(SignalCancel::name(signal)));
        if (cancel)
            cancel();
    });
    const Result<EnvRunOutcome> outcome = EnvSetupStep::run(registry, p.recipe, approval, p.startName,
                                                            QProcessEnvironment::systemEnvironment(), hooks);
    cancel = nullptr; // the run is over: nothing is left to cancel
    if (!outcome)
        return command.fail(outcome.error().message, Refused);
    return reportResult(p, *outcome, json, log, command);
}

} // namespace

std::optional<QByteArray> approvalOf(const CliCommand &command)
{
    const QString approve = u"approve"_s;
    if (!command.isSet(approve))
        return std::nullopt;
    return command.value(approve).trimmed().toLower().toLatin1();
}

int proposeOrRun(const EnvProposal &p, EnvRegistry &registry, const std::optional<QByteArray> &approval, bool json,
                 CliCommand &command)
{
    QTextStream &out = command.out;
    if (!p.recipe.isValid()) {
        if (json) {
            out << QString::fromStdString(proposalJson(p).dump(2)) << Qt::endl;
        }
        printProblems(p, command.err);
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
        return command.fail(
            tr("refused: %1 is not the digest of these commands. Something they are made from changed since it was "
               "printed (the accelerator, the Python or its pip, the folder, the lock, --index-url, PIP_INDEX_URL or "
               "PIP_EXTRA_INDEX_URL). Nothing was run and nothing was created. Run the same command without "
               "--approve, review the commands, and approve the digest it prints.")
                .arg(QString::fromLatin1(*approval)),
            Refused);
    }
    return runApproved(p, registry, *approval, json, command);
}

} // namespace ptq::cli
