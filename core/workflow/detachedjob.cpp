#include "workflow/detachedjob.h"

#include "artifacts/runmanifest.h"
#include "command/approval.h"
#include "target/remotescripts.h"
#include "target/ssh.h"
#include "target/targetrecord.h"
#include "workflow/rungate.h"

#include <QFile>
#include <QTimeZone>

#include <cerrno>
#include <csignal>
#include <memory>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

RecordedJob DetachedJob::recorded(const JobRecord &record)
{
    auto text = [](const QString &said) { return remoteText(said.toUtf8()); };
    RecordedJob r;
    r.target = text(record.target);
    r.host = text(record.host);
    r.runDir = text(record.runDir);
    r.jobId = text(record.jobId);
    r.node = text(record.node);
    r.phase = text(record.phase);
    r.detail = text(record.detail);
    r.updatedAt = text(record.updatedAt);
    return r;
}

std::optional<QDateTime> DetachedJob::processStartTime(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    QFile system(u"/proc/stat"_s);
    if (!stat.open(QIODevice::ReadOnly) || !system.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray text = stat.read(4096);
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so from the last ')'.
    // starttime is the 22nd field, the 20th after comm.
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    bool ok = false;
    const qint64 ticks = fields.value(19).toLongLong(&ok);
    const long perSecond = ::sysconf(_SC_CLK_TCK);
    if (!ok || perSecond <= 0)
        return std::nullopt;
    qint64 boot = -1;
    for (const QByteArray &line : system.read(1 << 16).split('\n')) {
        if (line.startsWith("btime "))
            boot = line.mid(6).trimmed().toLongLong();
    }
    if (boot <= 0)
        return std::nullopt;
    return QDateTime::fromMSecsSinceEpoch(boot * 1000 + ticks * 1000 / perSecond, QTimeZone::utc());
}

bool DetachedJob::runnerAlive(const QString &host, qint64 pid, const std::optional<QDateTime> &startedAt)
{
    if (!RunGate::isAlive(host, pid))
        return false;
    // The record's start has whole seconds, and the boot time too.
    const std::optional<QDateTime> began = processStartTime(pid);
    return !began || !startedAt || *began <= startedAt->addSecs(3);
}

bool DetachedJob::processGroupAlive(qint64 group)
{
    return group > 0 && (::kill(-pid_t(group), 0) == 0 || errno == EPERM);
}

namespace {

/// What the target's @p answered says: Slurm's state (with its reason and nodes), or the run
/// folder naming another process than the record.
void readAnswer(const TargetProfile &profile, const QByteArray &answered, TargetAnswer &answer)
{
    if (const std::optional<qint64> other
        = profile.kind == TargetKind::Ssh ? RemoteScripts::parseSshStatusOther(answered.trimmed()) : std::nullopt) {
        answer.otherPid = *other;
        return;
    }
    if (profile.kind == TargetKind::Slurm) {
        const QByteArray state = answered.left(answered.indexOf(RemoteScripts::pollMarker())).trimmed();
        const std::optional<SlurmJobState> parsed = state.startsWith("JobId=") ? SlurmParsers::parseScontrolJob(state)
                                                                                : SlurmParsers::parseSqueueLine(state);
        if (parsed) {
            answer.slurmParsed = true;
            answer.slurmState = parsed->state;
            answer.slurmReason = parsed->reason;
            answer.slurmNodes = parsed->nodes;
        } else {
            answer.text = QString::fromUtf8(state);
        }
        return;
    }
    answer.text = QString::fromUtf8(answered.left(4096)).trimmed();
}

} // namespace

void DetachedJob::ask(const RunManifest &manifest, const JobRecord &job, QObject *context,
                      std::function<void(TargetAnswer)> done)
{
    TargetAnswer answer;
    const Result<TargetProfile> profile = TargetRecord::profile(manifest.target.value_or(ManifestTarget()));
    if (!profile) {
        answer.outcome = TargetAnswer::Outcome::NoProfile;
        answer.message = profile.error().message;
        done(std::move(answer));
        return;
    }
    answer.host = profile->host;
    answer.runDir = job.runDir;
    answer.recordedJobId = job.jobId;
    if (profile->kind == TargetKind::Slurm && !SlurmParsers::isJobId(answer.recordedJobId)) {
        answer.outcome = TargetAnswer::Outcome::NotAJobId;
        done(std::move(answer));
        return;
    }
    answer.recordedPid = job.pid.value_or(0);
    answer.limitBytes = RemoteScripts::kMaxAnswerBytes;
    const QString remoteCommand = profile->kind == TargetKind::Slurm
        ? RemoteScripts::slurmPollCommand(answer.runDir, answer.recordedJobId, 1LL << 50, true)
        : RemoteScripts::sshStatusCommand(answer.runDir, answer.recordedPid);
    // Streamed in and kept up to a limit: a target's answer never sits whole in memory.
    auto *call = new SshCall(*profile, remoteCommand, context);
    call->setTimeoutMs(60'000);
    call->setStreaming(true);
    auto answered = std::make_shared<QByteArray>();
    auto tooLarge = std::make_shared<bool>(false);
    QObject::connect(call, &SshCall::readyOutput, call, [call, answered, tooLarge](const QByteArray &bytes) {
        if (*tooLarge || answered->size() + bytes.size() > RemoteScripts::kMaxAnswerBytes) {
            *tooLarge = true;
            answered->clear();
            call->abort();
            return;
        }
        *answered += bytes;
    });
    QObject::connect(call, &SshCall::finished, context,
                     [call, answered, tooLarge, answer, target = *profile, done = std::move(done)](const SshOutcome &o) mutable {
                         call->deleteLater();
                         if (*tooLarge) {
                             answer.outcome = TargetAnswer::Outcome::TooLarge;
                         } else if (o.failure != SshFailure::None) {
                             answer.outcome = TargetAnswer::Outcome::Failed;
                             answer.message = o.message;
                         } else {
                             readAnswer(target, remoteText(*answered).toUtf8(), answer); // stripped of terminal controls
                         }
                         done(std::move(answer));
                     });
    call->start();
}

} // namespace ptq
