#include "target/remotescripts.h"

#include "appinfo.h"
#include "command/commandline.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString q(const QString &s)
{
    return shellQuote(s);
}

/// `export K=V` lines of the environment additions (keys are checked names; values quoted).
QString exports(const TargetProfile &profile, const QMap<QString, QString> &env)
{
    static const QRegularExpression name(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    QString out;
    // Python's output line by line, not in 8 KiB blocks: the log streams as on this machine.
    if (!env.contains(u"PYTHONUNBUFFERED"_s))
        out += u"export PYTHONUNBUFFERED=1\n"_s;
    if (!profile.hfHome.isEmpty() && !env.contains(u"HF_HOME"_s))
        out += u"export HF_HOME="_s + q(profile.hfHome) + u'\n';
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        if (name.match(it.key()).hasMatch())
            out += u"export "_s + it.key() + u'=' + q(it.value()) + u'\n';
    }
    return out;
}

} // namespace

QString RemoteScripts::runDir(const TargetProfile &profile, const QString &runId)
{
    QString base = profile.remoteWorkspace;
    while (base.size() > 1 && base.endsWith(u'/'))
        base.chop(1);
    return base + u"/runs/"_s + runId;
}

QByteArray RemoteScripts::sshRunScript(const TargetProfile &profile, const QString &runDir, const QStringList &argv,
                                       const QMap<QString, QString> &env, const QString &outputDir)
{
    QString s;
    s += u"#!/bin/sh\n"_s;
    s += u"# Written by %1 %2: the approved command, detached from the SSH session.\n"_s.arg(appName(), appVersion());
    s += u"cd "_s + q(runDir) + u" || exit 125\n"_s;
    s += u"echo $$ > pid.tmp && mv pid.tmp pid\n"_s;
    // A trapped signal is not inherited by the command (exec resets it): TERM reaches quark-cli
    // as sent to the group, and this shell lives on to record the status.
    s += u"trap 'echo \"ptq-studio: signal received\" >&2' TERM INT HUP\n"_s;
    s += exports(profile, env);
    s += u"mkdir -p -- "_s + q(outputDir) + u" || { echo 125 > exit; exit 125; }\n"_s;
    s += shellJoin(argv) + u" < /dev/null\n"_s;
    s += u"status=$?\n"_s;
    s += u"echo \"$status\" > exit.tmp && mv exit.tmp exit\n"_s;
    s += u"exit \"$status\"\n"_s;
    return s.toUtf8();
}

QString RemoteScripts::sshLaunchCommand(const QString &runDir)
{
    const QString d = q(runDir);
    // The subshell's & leaves no job behind; setsid makes the script a session and group leader.
    // The run folder is private (its log may hold paths and arguments); the run itself keeps the
    // user's umask, so its output folder is as shareable as anything else they make there.
    const QString script = u"set -e; u=$(umask); umask 077; mkdir -p -- %1; cd -- %1; cat > run.sh; : > output.log; "
                           "( umask \"$u\"; setsid nohup /bin/sh %1/run.sh >> %1/output.log 2>&1 < /dev/null & ); "
                           "i=0; while [ ! -s pid ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done; "
                           "cat pid"_s.arg(d);
    return u"sh -c "_s + q(script);
}

QString RemoteScripts::sshFollowCommand(const QString &runDir, qint64 pid, qint64 offset)
{
    const QString script = u"exec tail -c +%1 --pid=%2 -s 0.5 -F %3/output.log 2>/dev/null"_s
                               .arg(offset + 1).arg(pid).arg(q(runDir));
    return u"sh -c "_s + q(script);
}

QString RemoteScripts::sshStatusCommand(const QString &runDir, qint64 pid)
{
    // The run folder's own pid file (written by the run script) decides which process group is
    // the run's: a record that names another is answered "other", never followed.
    const QString script = u"p=$(head -c 32 %1/pid 2>/dev/null); "
                           "if [ \"$p\" != %2 ]; then echo \"other $p\"; "
                           "elif [ -s %1/exit ]; then echo \"exit $(head -c 32 %1/exit)\"; "
                           "elif kill -0 -%2 2>/dev/null; then echo alive; else echo gone; fi"_s
                               .arg(q(runDir)).arg(pid);
    return u"sh -c "_s + q(script);
}

QString RemoteScripts::sshSignalCommand(qint64 pid, bool kill, const QString &runDir)
{
    const QString signal = u"kill -%1 -%2 2>/dev/null; exit 0"_s.arg(kill ? u"KILL"_s : u"TERM"_s).arg(pid);
    if (runDir.isEmpty())
        return u"sh -c "_s + q(signal);
    // Only the group the run folder names: exit 3 (nothing sent) when its pid file says another.
    return u"sh -c "_s + q(u"[ \"$(head -c 32 %1/pid 2>/dev/null)\" = %2 ] || exit 3; "_s.arg(q(runDir)).arg(pid) + signal);
}

std::optional<qint64> RemoteScripts::parseSshStatusOther(const QByteArray &answer)
{
    if (!answer.startsWith("other"))
        return std::nullopt;
    bool ok = false;
    const qint64 pid = answer.mid(5).trimmed().toLongLong(&ok);
    return ok ? pid : 0;
}

QByteArray RemoteScripts::slurmBatchScript(const TargetProfile &profile, const QString &runDir, const QString &jobName,
                                           const QStringList &argv, const QMap<QString, QString> &env,
                                           const QString &outputDir)
{
    const SlurmSettings &s = profile.slurm;
    QString t;
    t += u"#!/bin/sh\n"_s;
    t += u"#SBATCH --job-name="_s + QString(jobName).replace(QRegularExpression(u"[^A-Za-z0-9._-]"_s), u"_"_s) + u'\n';
    t += u"#SBATCH --output="_s + runDir + u"/output.log"_s + u'\n';
    t += u"#SBATCH --open-mode=append\n"_s;
    t += u"#SBATCH --nodes=1\n"_s;
    if (!s.partition.isEmpty())
        t += u"#SBATCH --partition="_s + s.partition + u'\n';
    if (!s.account.isEmpty())
        t += u"#SBATCH --account="_s + s.account + u'\n';
    if (s.timeLimitMinutes > 0)
        t += u"#SBATCH --time="_s + QString::number(s.timeLimitMinutes) + u'\n';
    if (s.gpus > 0)
        t += u"#SBATCH --gres=gpu:"_s + QString::number(s.gpus) + u'\n';
    if (s.cpus > 0)
        t += u"#SBATCH --cpus-per-task="_s + QString::number(s.cpus) + u'\n';
    if (!s.memory.isEmpty())
        t += u"#SBATCH --mem="_s + s.memory + u'\n';
    for (const QString &line : s.extraDirectives)
        t += u"#SBATCH "_s + line + u'\n';
    t += u"# Written by %1 %2: the approved command, exactly; this script is part of the approval.\n"_s
             .arg(appName(), appVersion());
    t += exports(profile, env);
    t += u"mkdir -p -- "_s + q(outputDir) + u" || exit 125\n"_s;
    QStringList srun{u"srun"_s};
    srun += s.srunFlags;
    t += shellJoin(srun) + u' ' + shellJoin(argv) + u" < /dev/null\n"_s;
    return t.toUtf8();
}

QString RemoteScripts::slurmSubmitCommand(const QString &runDir)
{
    // sbatch hands the job the umask it was called with: the user's, not the run folder's.
    const QString script = u"set -e; u=$(umask); umask 077; mkdir -p -- %1; cd -- %1; cat > job.sbatch; : > output.log; "
                           "umask \"$u\"; sbatch --parsable %1/job.sbatch"_s.arg(q(runDir));
    return u"sh -c "_s + q(script);
}

QByteArray RemoteScripts::pollMarker()
{
    return "@@ptq-studio-output@@"_ba;
}

QString RemoteScripts::slurmPollCommand(const QString &runDir, const QString &jobId, qint64 offset, bool detailed)
{
    // squeue is cheap for the controller; scontrol has the exit status (for a job that ended).
    const QString state = detailed ? u"scontrol show job -o %1 2>&1 || squeue -h -t all -j %1 -o '%i|%T|%r|%N' 2>&1"_s
                                   : u"squeue -h -t all -j %1 -o '%i|%T|%r|%N' 2>&1 || scontrol show job -o %1 2>&1"_s;
    // At most kMaxPollOutputBytes of the output a poll: a long backlog comes over several polls.
    const QString script = (state + u"; echo; echo %2; tail -c +%3 %4/output.log 2>/dev/null | head -c %5; exit 0"_s)
                               .arg(q(jobId), QString::fromLatin1(pollMarker()))
                               .arg(offset + 1)
                               .arg(q(runDir))
                               .arg(kMaxPollOutputBytes);
    return u"sh -c "_s + q(script);
}

QString RemoteScripts::gpuQueryCommand(const QString &jobId)
{
    // The questions this machine's GpuMonitor asks, in its order (the tools' names and arguments
    // are the host floor's constants: nothing in them for the shell to expand).
    QString script = u"LC_ALL=C; export LC_ALL; "_s;
    QString keyword = u"if"_s;
    for (const GpuParsers::SampleTool &tool : GpuParsers::sampleTools()) {
        script += u"%1 command -v %2 >/dev/null 2>&1; then echo 'TOOL %2'; %2 %3; "_s.arg(keyword, tool.name,
                                                                                          tool.arguments.join(u' '));
        keyword = u"elif"_s;
    }
    script += u"else echo 'TOOL none'; fi"_s;
    if (jobId.isEmpty())
        return u"sh -c "_s + q(script);
    // On the job's node, beside its step (--overlap: a step that holds every CPU does not block it).
    return u"srun --jobid="_s + q(jobId) + u" --overlap --ntasks=1 sh -c "_s + q(script);
}

QList<GpuSample> RemoteScripts::parseGpuQuery(const QByteArray &output, QString *tool)
{
    const qsizetype nl = output.indexOf('\n');
    const QByteArray first = (nl < 0 ? output : output.left(nl)).trimmed();
    const QByteArray rest = nl < 0 ? QByteArray() : output.mid(nl + 1);
    QString name;
    if (first.startsWith("TOOL "))
        name = QString::fromLatin1(first.mid(5));
    if (tool)
        *tool = name == u"none"_s ? QString() : name;
    return GpuParsers::parseSamples(name, rest);
}

QString RemoteScripts::outputDumpCommand(const QString &outputDir, int maxEntries)
{
    // Names travel as base64 (any byte but NUL and '/' is a valid name). `od -tu8` reads the
    // safetensors length in the host's byte order: little-endian on every GPU host there is.
    const QString script =
        u"cd -- %1 2>/dev/null || { echo NOOUT; exit 0; }; "
        "i=0; for f in * .[!.]* ..?*; do "
        "[ -e \"$f\" ] || [ -L \"$f\" ] || continue; "
        "i=$((i+1)); if [ $i -gt %4 ]; then echo \"TOOMANY %4\"; exit 0; fi; "
        "n=$(printf %s \"$f\" | base64 -w0); c=F; t=; "
        "if [ -L \"$f\" ]; then c=L; t=\" $(printf %s \"$(readlink -- \"$f\")\" | base64 -w0)\"; fi; "
        "if [ ! -f \"$f\" ]; then if [ $c = F ]; then if [ -d \"$f\" ]; then c=D; else c=O; fi; fi; "
        "echo \"$c 0 0 $n$t\"; echo; continue; fi; "
        "s=$(stat -L -c %s -- \"$f\"); k=0; "
        "case \"$f\" in *.safetensors) "
        "h=$(head -c 8 -- \"$f\" | od -An -tu8 | tr -d ' \\n'); [ -n \"$h\" ] || h=0; "
        "if [ \"$h\" -le %2 ]; then k=$((h + 8)); else k=8; fi;; "
        "*) if [ \"$s\" -le %3 ]; then k=$s; fi;; esac; "
        "echo \"$c $s $k $n$t\"; head -c \"$k\" -- \"$f\" | base64 -w0; echo; "
        "done; echo END"_s.arg(q(outputDir)).arg(kMaxHeaderBytes).arg(kMaxSmallFileBytes).arg(maxEntries);
    return u"sh -c "_s + q(script);
}

Status RemoteScripts::writeOutputMirror(const QByteArray &dump, const QString &mirror, const QString &outputDir)
{
    const QList<QByteArray> lines = dump.split('\n');
    if (lines.value(0).trimmed() == "NOOUT")
        return Error{Error::Code::NotFound, QCoreApplication::translate("ptq::RemoteScripts", "The output folder does not exist on the target, or cannot be entered.")};
    for (const QByteArray &line : lines) {
        if (line.startsWith("TOOMANY ")) // never a header ("F size …") nor base64 (no space)
            return Error{Error::Code::TooLarge, QCoreApplication::translate("ptq::RemoteScripts", "The output folder holds more than %1 entries; an export has a few dozen, so it was not verified.").arg(line.mid(8).toInt())};
    }
    if (!dump.contains("\nEND") && !dump.startsWith("END"))
        return Error{Error::Code::Unreadable, QCoreApplication::translate("ptq::RemoteScripts", "The listing of the output folder ended early (the connection was lost?).")};
    const QDir dir(mirror);
    for (qsizetype i = 0; i + 1 < lines.size(); i += 2) {
        const QList<QByteArray> head = lines.at(i).split(' ');
        if (head.size() < 4)
            break; // END
        const QString name = QString::fromUtf8(QByteArray::fromBase64(head.at(3)));
        if (name.isEmpty() || name.contains(u'/') || name == u"."_s || name == u".."_s)
            continue;
        const QString path = dir.filePath(name);
        if (head.at(0) == "D") {
            dir.mkdir(name);
            continue;
        }
        if (head.at(0) == "L") {
            // A link to a file of the folder stays one (the verifier reads through it, as there);
            // any other leads outside, as there: to a copy of what it leads to (its first bytes,
            // at its size) beside the mirror, or nowhere when there it leads nowhere.
            QString to = QString::fromUtf8(QByteArray::fromBase64(head.value(4)));
            const QString base = QDir::cleanPath(outputDir) + u'/';
            if (to.startsWith(base))
                to = to.mid(base.size());
            if (to.isEmpty() || to.contains(u'/') || to == u"."_s || to == u".."_s) {
                to = u"/nonexistent/ptq-studio-remote-link-outside"_s;
                if (head.at(1).toLongLong() > 0 || !lines.at(i + 1).isEmpty()) {
                    const QString outside = QFileInfo(mirror).absolutePath() + u"/.ptq-outside"_s;
                    QDir().mkpath(outside);
                    to = outside + u'/' + QString::number(i);
                    QFile target(to);
                    const QByteArray bytes = QByteArray::fromBase64(lines.at(i + 1));
                    if (!target.open(QIODevice::WriteOnly) || target.write(bytes) != bytes.size()
                        || !target.resize(std::max<qint64>(head.at(1).toLongLong(), bytes.size())))
                        return Error{Error::Code::WriteFailed, QCoreApplication::translate("ptq::RemoteScripts", "Could not write %1: %2").arg(to, target.errorString())};
                }
            }
            QFile::link(to, path);
            continue;
        }
        const qint64 size = head.at(1).toLongLong();
        if (size < 0 || size > (qint64(1) << 50))
            return Error{Error::Code::Malformed, QCoreApplication::translate("ptq::RemoteScripts", "The listing of the output folder gives %1 a size of %2 bytes.").arg(name, QString::fromLatin1(head.at(1)))};
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return Error{Error::Code::WriteFailed, QCoreApplication::translate("ptq::RemoteScripts", "Could not write %1: %2").arg(path, file.errorString())};
        if (head.at(0) == "F") {
            const QByteArray bytes = QByteArray::fromBase64(lines.at(i + 1));
            if (file.write(bytes) != bytes.size() || !file.resize(std::max<qint64>(head.at(1).toLongLong(), bytes.size())))
                return Error{Error::Code::WriteFailed, QCoreApplication::translate("ptq::RemoteScripts", "Could not write %1: %2").arg(path, file.errorString())};
        }
    }
    return {};
}

QString RemoteScripts::outputDirClash(const TargetProfile &profile, const QString &outputDir)
{
    if (!outputDir.startsWith(u'/') || profile.remoteWorkspace.isEmpty())
        return {};
    const QString out = QDir::cleanPath(outputDir);
    const QString runs = QDir::cleanPath(profile.remoteWorkspace + u"/runs"_s);
    const auto within = [](const QString &inner, const QString &outer) {
        return inner == outer || outer == u"/"_s || inner.startsWith(outer + u'/');
    };
    if (within(out, runs))
        return QCoreApplication::translate("ptq::RemoteScripts",
                                           "The output folder %1 on %2 is in %3, where each run keeps its script, log "
                                           "and status: choose a folder outside it (e.g. %4).")
            .arg(outputDir, profile.host, runs, QDir::cleanPath(profile.remoteWorkspace + u"/outputs"_s));
    if (within(runs, out))
        return QCoreApplication::translate("ptq::RemoteScripts",
                                           "The output folder %1 on %2 holds %3, where each run keeps its script, log "
                                           "and status: choose a folder of its own (e.g. %4).")
            .arg(outputDir, profile.host, runs, QDir::cleanPath(profile.remoteWorkspace + u"/outputs"_s));
    return {};
}

// ---- Slurm ------------------------------------------------------------------------------------

bool SlurmJobState::isFinal() const
{
    static const QStringList finals{u"COMPLETED"_s, u"FAILED"_s, u"CANCELLED"_s, u"TIMEOUT"_s, u"OUT_OF_MEMORY"_s,
                                    u"NODE_FAIL"_s, u"PREEMPTED"_s, u"BOOT_FAIL"_s, u"DEADLINE"_s,
                                    u"SPECIAL_EXIT"_s, u"REVOKED"_s};
    return finals.contains(state);
}

QString SlurmParsers::parseSbatchJobId(const QByteArray &output)
{
    static const QRegularExpression re(u"^\\s*([0-9]+)(;\\S+)?\\s*$"_s);
    for (const QByteArray &line : output.split('\n')) {
        const QRegularExpressionMatch m = re.match(QString::fromUtf8(line));
        if (m.hasMatch())
            return m.captured(1);
    }
    return {};
}

bool SlurmParsers::isJobId(const QString &id)
{
    static const QRegularExpression digits(u"^[0-9]{1,18}$"_s);
    return digits.match(id).hasMatch();
}

std::optional<SlurmJobState> SlurmParsers::parseSqueueLine(const QByteArray &line)
{
    const QList<QByteArray> f = line.trimmed().split('|');
    if (f.size() < 4 || f[0].isEmpty())
        return std::nullopt;
    static const QRegularExpression id(u"^[0-9]+([_+][0-9]+)?$"_s);
    static const QRegularExpression state(u"^[A-Z_]+$"_s);
    SlurmJobState s;
    s.jobId = QString::fromUtf8(f[0]);
    s.state = QString::fromUtf8(f[1]);
    if (!id.match(s.jobId).hasMatch() || !state.match(s.state).hasMatch())
        return std::nullopt;
    s.reason = QString::fromUtf8(f[2]);
    if (s.reason == u"None"_s)
        s.reason.clear();
    s.nodes = QString::fromUtf8(f[3]);
    return s;
}

std::optional<SlurmJobState> SlurmParsers::parseScontrolJob(const QByteArray &output)
{
    const QString text = QString::fromUtf8(output);
    const auto field = [&text](const QString &key) -> std::optional<QString> {
        const QRegularExpression re(u"(?:^|\\s)"_s + key + u"=(\\S*)"_s);
        const QRegularExpressionMatch m = re.match(text);
        if (!m.hasMatch())
            return std::nullopt;
        return m.captured(1);
    };
    const auto id = field(u"JobId"_s);
    const auto state = field(u"JobState"_s);
    if (!id || !state || state->isEmpty())
        return std::nullopt;
    SlurmJobState s;
    s.jobId = *id;
    s.state = *state;
    s.reason = field(u"Reason"_s).value_or(QString());
    if (s.reason == u"None"_s)
        s.reason.clear();
    s.nodes = field(u"NodeList"_s).value_or(QString());
    if (s.nodes == u"(null)"_s)
        s.nodes.clear();
    if (const auto exit = field(u"ExitCode"_s)) {
        const QStringList parts = exit->split(u':');
        bool ok1 = false, ok2 = false;
        const int code = parts.value(0).toInt(&ok1);
        const int sig = parts.value(1).toInt(&ok2);
        if (ok1 && parts.size() == 2 && ok2) {
            s.exitCode = code;
            s.exitSignal = sig;
        }
    }
    return s;
}

int SlurmParsers::parseSlurmMinutes(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty() || t.compare(u"UNLIMITED"_s, Qt::CaseInsensitive) == 0 || t == u"infinite"_s)
        return -1;
    static const QRegularExpression re(u"^(?:(\\d{1,9})-)?(\\d{1,9})(?::(\\d{1,9}))?(?::(\\d{1,9}))?$"_s);
    // At most nine digits a field: any real limit fits, and the sums below cannot overflow.
    const QRegularExpressionMatch m = re.match(t);
    if (!m.hasMatch())
        return -1;
    const qint64 days = m.captured(1).toLongLong();
    const bool hasDays = !m.captured(1).isEmpty();
    const qint64 a = m.captured(2).toLongLong();
    const bool hasB = !m.captured(3).isEmpty();
    const bool hasC = !m.captured(4).isEmpty();
    const qint64 b = m.captured(3).toLongLong();
    const qint64 c = m.captured(4).toLongLong();
    qint64 seconds = 0;
    if (hasDays) {
        // D-HH, D-HH:MM, D-HH:MM:SS
        seconds = days * 86400 + a * 3600 + b * 60 + c;
    } else if (hasC) {
        seconds = a * 3600 + b * 60 + c; // HH:MM:SS
    } else if (hasB) {
        seconds = a * 60 + b; // MM:SS
    } else {
        seconds = a * 60; // minutes
    }
    if (seconds > qint64(1) << 40)
        return -1;
    return int(std::min<qint64>((seconds + 59) / 60, std::numeric_limits<int>::max()));
}

QList<SlurmParsers::Partition> SlurmParsers::parseSinfo(const QByteArray &output)
{
    QList<Partition> out;
    for (const QByteArray &raw : output.split('\n')) {
        const QList<QByteArray> f = raw.trimmed().split('|');
        if (f.size() < 6 || f[0].isEmpty())
            continue;
        Partition p;
        p.name = QString::fromUtf8(f[0]);
        if (p.name.endsWith(u'*')) {
            p.isDefault = true;
            p.name.chop(1);
        }
        p.up = f[1] == "up";
        p.timeLimitMinutes = parseSlurmMinutes(QString::fromUtf8(f[2]));
        p.nodes = f[3].toInt();
        p.state = QString::fromUtf8(f[4]);
        p.gres = QString::fromUtf8(f[5]);
        out.append(p);
    }
    return out;
}

} // namespace ptq
