#include "target/targetpreflight.h"

#include "command/commandline.h"
#include "units.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString targetCheckLevelId(TargetCheck::Level level)
{
    switch (level) {
    case TargetCheck::Level::Ok:
        return u"ok"_s;
    case TargetCheck::Level::Warning:
        return u"warning"_s;
    case TargetCheck::Level::Blocking:
        return u"blocking"_s;
    }
    return u"ok"_s;
}

bool TargetReport::blocked() const
{
    for (const TargetCheck &c : checks) {
        if (c.level == TargetCheck::Level::Blocking)
            return true;
    }
    return false;
}

HostFacts TargetReport::host() const
{
    return HostFacts::fromSamples(gpuTool, gpus);
}

Json TargetReport::toJson() const
{
    Json out = Json::object();
    out["target"] = target.toStdString();
    out["blocked"] = blocked();
    out["failure"] = sshFailureId(failure).toStdString();
    Json list = Json::array();
    for (const TargetCheck &c : checks) {
        Json j = Json::object();
        j["id"] = c.id.toStdString();
        j["level"] = targetCheckLevelId(c.level).toStdString();
        j["message"] = c.message.toStdString();
        list.push_back(j);
    }
    out["checks"] = list;
    out["gpu_tool"] = gpuTool.toStdString();
    if (modelCopy.isSet())
        out["model_copy"] = modelCopy.toJson();
    Json g = Json::array();
    for (const GpuSample &s : gpus) {
        Json j = Json::object();
        j["index"] = s.index;
        j["name"] = s.name.toStdString();
        j["memory_total_mib"] = s.totalMiB;
        j["memory_used_mib"] = s.usedMiB;
        g.push_back(j);
    }
    out["gpus"] = g;
    out["free_bytes"] = freeBytes;
    Json p = Json::array();
    for (const SlurmParsers::Partition &part : partitions) {
        Json j = Json::object();
        j["name"] = part.name.toStdString();
        j["default"] = part.isDefault;
        j["up"] = part.up;
        j["time_limit_minutes"] = part.timeLimitMinutes;
        j["gres"] = part.gres.toStdString();
        j["state"] = part.state.toStdString();
        p.push_back(j);
    }
    out["partitions"] = p;
    return out;
}

TargetPreflight::TargetPreflight(const TargetProfile &profile, QObject *parent)
    : QObject(parent), m_profile(profile)
{
    m_report.target = profile.name;
}

void TargetPreflight::add(const QString &id, TargetCheck::Level level, const QString &message)
{
    // Messages quote what the target answered (stderr, paths, names, quark-cli's output): shown
    // on page 3 and printed by `targets check`, so stripped of whatever a terminal would act on.
    m_report.checks.append(TargetCheck{id, level, remoteText(message.toUtf8())});
}

QPointer<SshCall> TargetPreflight::call(const QString &command, int timeoutMs)
{
    auto *c = new SshCall(m_profile, command, this);
    c->setTimeoutMs(timeoutMs);
    connect(c, &SshCall::finished, c, &QObject::deleteLater);
    return c;
}

void TargetPreflight::start()
{
    if (const QStringList problems = m_profile.problems(); !problems.isEmpty()) {
        add(u"profile"_s, TargetCheck::Level::Blocking, problems.join(u' '));
        done();
        return;
    }
    if (!m_profile.isRemote()) {
        add(u"reachable"_s, TargetCheck::Level::Ok, tr("This machine."));
        done();
        return;
    }
    scanModel();
}

void TargetPreflight::scanModel()
{
    // A model folder of this machine: its files and sizes, in case the target does not see it
    // and it must be copied (a file scan, off this thread).
    if (!m_modelPath.startsWith(u'/') || !QFileInfo(m_modelPath).isDir()) {
        reach();
        return;
    }
    emit progress(tr("Listing the model folder %1…").arg(m_modelPath));
    auto *watcher = new QFutureWatcher<ModelCopyPlan::Listing>(this);
    connect(watcher, &QFutureWatcher<ModelCopyPlan::Listing>::finished, this, [this, watcher] {
        m_listing = watcher->result();
        watcher->deleteLater();
        reach();
    });
    watcher->setFuture(QtConcurrent::run([dir = m_modelPath] { return ModelCopyPlan::scanLocal(dir); }));
}

void TargetPreflight::reach()
{
    emit progress(tr("Connecting to %1…").arg(m_profile.destination()));
    QPointer<SshCall> c = call(u"true"_s, 45'000);
    connect(c, &SshCall::finished, this, [this](const SshOutcome &outcome) {
        if (outcome.failure != SshFailure::None || outcome.exitCode != 0) {
            m_report.failure = outcome.failure == SshFailure::None ? SshFailure::Other : outcome.failure;
            add(u"reachable"_s, TargetCheck::Level::Blocking,
                outcome.message.isEmpty() ? tr("%1 answered, but the login shell failed (exit %2): %3")
                                                .arg(m_profile.destination())
                                                .arg(outcome.exitCode)
                                                .arg(QString::fromUtf8(outcome.stdErr).trimmed().left(300))
                                          : outcome.message);
            done();
            return;
        }
        add(u"reachable"_s, TargetCheck::Level::Ok,
            tr("%1 answers over SSH (key accepted, host key known).").arg(m_profile.destination()));
        inspect();
    });
    c->start();
}

namespace {

/// The lines MODEL yes|no (then COPYFILE lines of @p copyTo, where a copy would go) and OUTPUT
/// absent|empty|full, OUTPARENT writable|not.
QString pathChecks(const QString &modelPath, const QString &copyTo, const QString &outputDir)
{
    QString script;
    if (modelPath.startsWith(u'/'))
        script += u"if [ -f %1/config.json ]; then echo 'MODEL yes'; else echo 'MODEL no'; %2fi; "_s.arg(
            shellQuote(modelPath), copyTo.isEmpty() ? QString() : ModelCopyPlan::remoteListingCommand(copyTo));
    if (outputDir.startsWith(u'/')) {
        script += u"o=%1; if [ ! -e \"$o\" ]; then echo 'OUTPUT absent'; "
                  "elif [ -d \"$o\" ] && [ -z \"$(ls -A \"$o\" 2>/dev/null)\" ]; then echo 'OUTPUT empty'; "
                  "else echo 'OUTPUT full'; fi; "
                  "p=$o; while [ ! -e \"$p\" ] && [ \"$p\" != / ]; do p=$(dirname \"$p\"); done; "
                  "if [ -d \"$p\" ] && [ -w \"$p\" ]; then echo 'OUTPARENT writable'; else echo \"OUTPARENT $p\"; fi; "_s
                      .arg(shellQuote(outputDir));
    }
    return script;
}

} // namespace

void TargetPreflight::inspect()
{
    emit progress(tr("Looking at %1: quark-cli, GPUs, disk…").arg(m_profile.host));
    // The nearest folder of the remote workspace that exists: where it would be created (after
    // approval), and the disk that would hold the logs.
    const QString ws = shellQuote(m_profile.remoteWorkspace);
    const QString qc = shellQuote(m_profile.quarkCli);
    QString script = u"w=%1; while [ ! -e \"$w\" ] && [ \"$w\" != / ]; do w=$(dirname \"$w\"); done; "
                     "echo \"EXISTS $w\"; if [ -d \"$w\" ] && [ -w \"$w\" ]; then echo WRITABLE yes; else echo WRITABLE no; fi; "
                     "df -Pk \"$w\" 2>/dev/null | tail -n 1 | awk '{print \"FREE \" $4}'; "
                     "if [ -x %2 ]; then echo 'QUARK yes'; else echo 'QUARK no'; fi; "
                     "%3"
                     "echo '--gpu--'; "_s.arg(ws, qc, pathChecks(m_modelPath, m_listing ? ModelCopyPlan::remoteDir(m_profile, m_modelPath) : QString(), m_outputDir));
    QString command = u"sh -c "_s + shellQuote(script);
    if (m_profile.kind == TargetKind::Ssh)
        command += u"; "_s + RemoteScripts::gpuQueryCommand();
    QPointer<SshCall> c = call(command, 60'000);
    connect(c, &SshCall::finished, this, [this](const SshOutcome &outcome) {
        if (outcome.failure != SshFailure::None) {
            m_report.failure = outcome.failure;
            add(u"reachable"_s, TargetCheck::Level::Blocking, outcome.message);
            done();
            return;
        }
        const qsizetype gpuAt = outcome.stdOut.indexOf("--gpu--\n");
        const QByteArray facts = gpuAt < 0 ? outcome.stdOut : outcome.stdOut.left(gpuAt);
        QString existing;
        bool writable = false, quark = false, modelMissing = false;
        for (const QByteArray &line : facts.split('\n')) {
            if (line == "MODEL no")
                modelMissing = true;
            else if (line == "MODEL yes")
                add(u"model"_s, TargetCheck::Level::Ok, tr("The model folder %1 is there on %2.").arg(m_modelPath, m_profile.host));
            else if (line == "OUTPUT full")
                add(u"output"_s, TargetCheck::Level::Blocking,
                    tr("The output folder %1 already exists on %2 and is not empty: choose a new folder, so that "
                       "nothing there is overwritten.").arg(m_outputDir, m_profile.host));
            else if (line.startsWith("OUTPARENT ") && line != "OUTPARENT writable")
                add(u"output"_s, TargetCheck::Level::Blocking,
                    tr("The output folder %1 cannot be created on %2: %3 is not a writable folder.")
                        .arg(m_outputDir, m_profile.host, QString::fromUtf8(line.mid(10))));
            if (line.startsWith("EXISTS "))
                existing = QString::fromUtf8(line.mid(7));
            else if (line == "WRITABLE yes")
                writable = true;
            else if (line.startsWith("FREE "))
            {
                // df's kilobytes; a value no disk has is read as unknown rather than overflowing.
                bool ok = false;
                const qint64 kib = line.mid(5).trimmed().toLongLong(&ok);
                m_report.freeBytes = ok && kib >= 0 && kib < (qint64(1) << 50) ? kib * 1024 : -1;
            }
            else if (line == "QUARK yes")
                quark = true;
        }
        const bool exists = existing == m_profile.remoteWorkspace;
        if (!writable) {
            add(u"workspace"_s, TargetCheck::Level::Blocking,
                tr("The remote workspace %1 cannot be %2 on %3: %4 is not a writable folder.")
                    .arg(m_profile.remoteWorkspace, exists ? tr("written") : tr("created"), m_profile.host,
                         existing.isEmpty() ? m_profile.remoteWorkspace : existing));
        } else {
            add(u"workspace"_s, TargetCheck::Level::Ok,
                exists ? tr("The remote workspace %1 exists and is writable.").arg(m_profile.remoteWorkspace)
                       : tr("The remote workspace %1 will be created in %2 after approval.")
                             .arg(m_profile.remoteWorkspace, existing));
        }
        if (modelMissing)
            checkModelCopy(facts);
        if (m_report.freeBytes >= 0) {
            add(u"disk"_s, m_report.freeBytes < (qint64(1) << 30) ? TargetCheck::Level::Warning : TargetCheck::Level::Ok,
                tr("%1 free on %2 where the remote workspace is.").arg(formatBytes(m_report.freeBytes), m_profile.host));
        }
        if (m_profile.kind == TargetKind::Ssh && gpuAt >= 0) {
            m_report.gpus = RemoteScripts::parseGpuQuery(outcome.stdOut.mid(gpuAt + 8), &m_report.gpuTool);
            m_report.gpuTool = remoteText(m_report.gpuTool.toUtf8());
            for (GpuSample &g : m_report.gpus)
                g.name = remoteText(g.name.toUtf8());
            if (m_report.gpuTool.isEmpty()) {
                add(u"gpus"_s, TargetCheck::Level::Warning,
                    tr("No nvidia-smi, amd-smi or rocm-smi on %1: its GPUs cannot be listed, and the run's GPU "
                       "memory will not be shown.").arg(m_profile.host));
            } else {
                QStringList names;
                for (const GpuSample &g : m_report.gpus)
                    names.append(g.totalMiB > 0 ? u"%1 (%2)"_s.arg(g.name, formatBytes(g.totalMiB * 1024 * 1024)) : g.name);
                add(u"gpus"_s, m_report.gpus.isEmpty() ? TargetCheck::Level::Warning : TargetCheck::Level::Ok,
                    m_report.gpus.isEmpty() ? tr("%1 reports no GPU on %2.").arg(m_report.gpuTool, m_profile.host)
                                            : tr("GPUs on %1 (%2): %3").arg(m_profile.host, m_report.gpuTool, names.join(u", "_s)));
            }
        }
        if (!quark) {
            add(u"quark-cli"_s, TargetCheck::Level::Blocking,
                tr("%1 is not an executable file on %2. Install amd-quark[cli] in a Python environment there and "
                   "name its bin/quark-cli in the target.").arg(m_profile.quarkCli, m_profile.host));
            if (m_profile.kind == TargetKind::Slurm)
                askSlurm();
            else
                done();
            return;
        }
        askHelp();
    });
    c->start();
}

void TargetPreflight::checkModelCopy(const QByteArray &facts)
{
    // Not on a shared path: a folder of this machine is copied there after approval; a path this
    // machine does not have either is a mistake to fix.
    if (!m_listing || !m_listing->error.isEmpty()) {
        add(m_listing ? u"model-copy"_s : u"model"_s, TargetCheck::Level::Blocking,
            m_listing ? tr("The model folder %1 is not on %2 and cannot be copied there: %3")
                            .arg(m_modelPath, m_profile.host, m_listing->error)
                      : tr("The model folder %1 has no config.json on %2, nor on this machine. Give the folder as "
                           "the target sees it, or a Hugging Face id so that it downloads there.")
                            .arg(m_modelPath, m_profile.host));
        return;
    }
    ModelCopy copy;
    copy.from = m_modelPath;
    copy.to = ModelCopyPlan::remoteDir(m_profile, m_modelPath);
    copy.files = int(m_listing->files.size());
    copy.bytes = m_listing->bytes;
    copy.present = ModelCopyPlan::parseRemoteListing(facts) == m_listing->files;
    m_report.modelCopy = copy;
    if (copy.present) {
        add(u"model"_s, TargetCheck::Level::Ok,
            tr("The model folder %1 is not on %2, but a copy with the same %n file(s) and sizes is there at %3: the "
               "run uses it, nothing is copied.", nullptr, copy.files)
                .arg(m_modelPath, m_profile.host, copy.to));
        return;
    }
    add(u"model"_s, TargetCheck::Level::Warning,
        tr("The model folder %1 is not on %2 (no shared file system). After you approve, its %n file(s) (%3) are "
           "copied to %4 there, before the job starts; the command reads the model from there.", nullptr, copy.files)
            .arg(m_modelPath, m_profile.host, formatBytes(copy.bytes), copy.to));
    if (m_report.freeBytes >= 0 && copy.bytes > m_report.freeBytes)
        add(u"model-copy-space"_s, TargetCheck::Level::Blocking,
            tr("The copy of the model needs %1, but only %2 are free on %3 where the remote workspace is.")
                .arg(formatBytes(copy.bytes), formatBytes(m_report.freeBytes), m_profile.host));
}

void TargetPreflight::askHelp()
{
    emit progress(tr("Asking quark-cli on %1 for its options (it loads PyTorch)…").arg(m_profile.host));
    const QString command = u"sh -c "_s
        + shellQuote(u"LC_ALL=C.UTF-8 %1 torch-llm-ptq --help 2>&1"_s.arg(shellQuote(m_profile.quarkCli)));
    QPointer<SshCall> c = call(command, m_helpTimeoutMs);
    connect(c, &SshCall::finished, this, [this](const SshOutcome &outcome) {
        if (outcome.failure != SshFailure::None) {
            add(u"quark-cli"_s, TargetCheck::Level::Blocking,
                outcome.failure == SshFailure::Timeout
                    ? tr("%1 torch-llm-ptq --help did not answer on %2 within %3 s.")
                          .arg(m_profile.quarkCli, m_profile.host).arg(m_helpTimeoutMs / 1000)
                    : outcome.message);
        } else if (outcome.exitCode != 0 || !outcome.stdOut.contains("--model_dir")) {
            QByteArray tail = outcome.stdOut.trimmed();
            if (tail.size() > 600)
                tail = "…" + tail.right(600);
            add(u"quark-cli"_s, TargetCheck::Level::Blocking,
                tr("\"%1 torch-llm-ptq --help\" failed on %2 (exit %3): %4")
                    .arg(m_profile.quarkCli, m_profile.host).arg(outcome.exitCode).arg(QString::fromUtf8(tail)));
        } else {
            m_report.helpText = outcome.stdOut;
            add(u"quark-cli"_s, TargetCheck::Level::Ok,
                tr("%1 on %2 answers torch-llm-ptq --help.").arg(m_profile.quarkCli, m_profile.host));
        }
        if (m_profile.kind == TargetKind::Slurm)
            askSlurm();
        else
            done();
    });
    c->start();
}

void TargetPreflight::askSlurm()
{
    emit progress(tr("Asking Slurm on %1 for its partitions…").arg(m_profile.host));
    QPointer<SshCall> c = call(u"sinfo --noheader -o '%P|%a|%l|%D|%t|%G'"_s, 60'000);
    connect(c, &SshCall::finished, this, [this](const SshOutcome &outcome) {
        if (outcome.failure != SshFailure::None || outcome.exitCode != 0) {
            add(u"slurm"_s, TargetCheck::Level::Blocking,
                outcome.failure != SshFailure::None
                    ? outcome.message
                    : tr("sinfo failed on %1 (exit %2): %3 Is this a Slurm login node?")
                          .arg(m_profile.host).arg(outcome.exitCode)
                          .arg(QString::fromUtf8(outcome.stdErr).trimmed().left(300)));
            done();
            return;
        }
        m_report.partitions = SlurmParsers::parseSinfo(remoteText(outcome.stdOut).toUtf8());
        // sinfo prints a line per partition and node state: one partition may appear twice.
        std::optional<SlurmParsers::Partition> chosen;
        QStringList names;
        bool anyGpu = false;
        for (const SlurmParsers::Partition &p : std::as_const(m_report.partitions)) {
            if (!names.contains(p.name))
                names.append(p.name);
            const bool match = m_profile.slurm.partition.isEmpty() ? p.isDefault : p.name == m_profile.slurm.partition;
            if (match) {
                if (!chosen)
                    chosen = p;
                chosen->up = chosen->up || p.up;
                anyGpu = anyGpu || p.gres.contains(u"gpu"_s);
            }
        }
        if (!chosen) {
            add(u"partition"_s, TargetCheck::Level::Blocking,
                m_profile.slurm.partition.isEmpty()
                    ? tr("The cluster on %1 has no default partition: name one in the target (%2).")
                          .arg(m_profile.host, names.join(u", "_s))
                    : tr("The cluster on %1 has no partition %2; it has: %3.")
                          .arg(m_profile.host, m_profile.slurm.partition, names.join(u", "_s)));
            done();
            return;
        }
        add(u"partition"_s, chosen->up ? TargetCheck::Level::Ok : TargetCheck::Level::Warning,
            chosen->up ? tr("Partition %1 is up (%2 node(s), %3).")
                             .arg(chosen->name).arg(chosen->nodes).arg(chosen->gres == u"(null)"_s ? tr("no GPUs listed") : chosen->gres)
                       : tr("Partition %1 is not up: the job would wait.").arg(chosen->name));
        if (m_profile.slurm.gpus > 0 && !anyGpu) {
            add(u"gpus"_s, TargetCheck::Level::Warning,
                tr("Partition %1 lists no GPUs in its generic resources, but the target asks for %2.")
                    .arg(chosen->name).arg(m_profile.slurm.gpus));
        }
        const int limit = chosen->timeLimitMinutes;
        const int asked = m_profile.slurm.timeLimitMinutes;
        if (limit > 0 && asked > limit) {
            add(u"time-limit"_s, TargetCheck::Level::Blocking,
                tr("The target asks for %1 min, more than partition %2 allows (%3 min): sbatch would refuse the job.")
                    .arg(asked).arg(chosen->name).arg(limit));
        } else {
            const int effective = asked > 0 ? asked : limit;
            if (m_estimatedMinutes > 0 && effective > 0 && m_estimatedMinutes > effective) {
                add(u"time-limit"_s, TargetCheck::Level::Warning,
                    tr("The run may take up to about %1 min (the upper end of the estimate), more than the job's "
                       "time limit of %2 min: Slurm would stop it (TIMEOUT) before it ends.")
                        .arg(m_estimatedMinutes).arg(effective));
            } else if (effective > 0) {
                add(u"time-limit"_s, TargetCheck::Level::Ok, tr("Time limit: %1 min.").arg(effective));
            }
        }
        done();
    });
    c->start();
}

void TargetPreflight::done()
{
    emit finished(m_report);
}

} // namespace ptq
