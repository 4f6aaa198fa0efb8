#include "target/remoterunner.h"

#include "command/commandline.h"
#include "units.h"

#include <QDateTime>
#include <QDir>
#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>
#include <QRandomGenerator>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;


namespace ptq {

// ---- RemoteRunner -----------------------------------------------------------------------------

RemoteRunner::RemoteRunner(const TargetProfile &profile, QObject *parent)
    : JobRunner(parent), m_profile(profile), m_sampler(new QTimer(this))
{
    connect(m_sampler, &QTimer::timeout, this, [this] {
        if (m_sample)
            return; // the last reading is still on its way: skipped, never stacked
        m_sample = ask(RemoteScripts::gpuQueryCommand(m_sampleJob), 30'000, [this](const SshOutcome &outcome, bool tooLarge) {
            if (!m_sampler->isActive())
                return;
            if (tooLarge) {
                m_sampler->stop();
                emit resourcesUnavailable(outcome.message);
                return;
            }
            if (outcome.failure != SshFailure::None || outcome.exitCode != 0)
                return; // a lost connection is the log's to report; the next tick tries again
            QString tool;
            const QList<GpuSample> samples = RemoteScripts::parseGpuQuery(outcome.stdOut, &tool);
            if (tool.isEmpty()) {
                m_sampler->stop();
                emit resourcesUnavailable(tr("No nvidia-smi, amd-smi or rocm-smi on %1: GPU memory is not shown.")
                                              .arg(m_profile.host));
                return;
            }
            m_tool = tool;
            if (!samples.isEmpty())
                emit resourcesSampled(samples);
        });
    });
}

SshCall *RemoteRunner::ask(const QString &command, int timeoutMs, const AnswerHandler &done, qint64 cap,
                           const QByteArray &input)
{
    if (cap <= 0)
        cap = m_maxAnswer;
    auto *call = new SshCall(m_profile, command, this);
    call->setStreaming(true);
    call->setTimeoutMs(timeoutMs);
    call->setInput(input);
    auto answer = std::make_shared<QByteArray>();
    auto over = std::make_shared<bool>(false);
    connect(call, &SshCall::readyOutput, this, [call, answer, over, cap](const QByteArray &bytes) {
        if (*over)
            return;
        if (answer->size() + bytes.size() > cap) {
            *over = true;
            *answer = QByteArray(); // freed now, not when ssh is gone
            call->abort();
            return;
        }
        answer->append(bytes);
    });
    connect(call, &SshCall::finished, this, [this, call, answer, over, cap, done](const SshOutcome &finished) {
        call->deleteLater();
        SshOutcome outcome = finished;
        outcome.stdOut = std::move(*answer);
        if (*over) {
            outcome.exitCode = -1;
            outcome.failure = SshFailure::Other;
            outcome.message = tr("%1 answered more than %2 to one request, more than it can mean; the answer was "
                                 "refused.")
                                  .arg(m_profile.host, formatBytes(cap));
        }
        done(outcome, *over);
    });
    call->start();
    return call;
}

QString RemoteRunner::localSshRefusal(const SshOutcome &outcome) const
{
    if (outcome.exitCode != 255 || !outcome.stdOut.isEmpty())
        return {};
    // ssh's own words when it refuses its arguments or options before it connects anywhere.
    static const char *const kLocal[] = {"Invalid -J argument", "parse_jump", "usage: ssh", "Bad configuration option",
                                         "command-line line", "Bad port", "garbage at end of line",
                                         "Missing argument", "unknown option"};
    const QString err = QString::fromUtf8(outcome.stdErr);
    for (const char *text : kLocal) {
        if (err.contains(QLatin1StringView(text), Qt::CaseInsensitive)) {
            return tr("ssh on this machine refused the settings of %1 before connecting to anything (nothing was "
                      "sent; check the host, port, user and jump host of the target): %2")
                .arg(m_profile.name.isEmpty() ? m_profile.host : m_profile.name, err.trimmed().left(300));
        }
    }
    return {};
}

QString RemoteRunner::outputDirProblem(const QString &outputDir) const
{
    return RemoteScripts::outputDirClash(m_profile, outputDir);
}

QString RemoteRunner::runDir() const
{
    return RemoteScripts::runDir(m_profile, m_runId);
}

QString RemoteRunner::makeRunId()
{
    return u"run-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s) + u'-'
        + QString::number(QRandomGenerator::global()->bounded(0x10000), 16).rightJustified(4, u'0');
}

void RemoteRunner::startSampling(const QString &jobId)
{
    if (m_sampleMs <= 0)
        return;
    m_sampleJob = jobId;
    m_sampler->start(m_sampleMs);
}

void RemoteRunner::stopSampling()
{
    m_sampler->stop();
    if (m_sample)
        m_sample->abort();
}

void RemoteRunner::fetchForVerification(const QString &outputDir, const VerificationSource &done)
{
    // A fresh mirror each time; the last one is gone once it is replaced.
    m_mirror = std::make_unique<QTemporaryDir>(QDir::tempPath() + u"/ptq-remote-output-XXXXXX"_s);
    if (!m_mirror->isValid()) {
        done(QString(), tr("Could not make a temporary folder to verify the output of %1 in: %2")
                            .arg(m_profile.host, m_mirror->errorString()));
        return;
    }
    ask(RemoteScripts::outputDumpCommand(outputDir, m_maxEntries), 300'000, [this, outputDir, done](const SshOutcome &outcome, bool) {
        if (outcome.failure != SshFailure::None || outcome.exitCode != 0) {
            done(QString(), tr("The output folder %1 on %2 could not be read for verification: %3")
                                .arg(outputDir, m_profile.host,
                                     outcome.message.isEmpty() ? QString::fromUtf8(outcome.stdErr).trimmed().left(300)
                                                               : outcome.message));
            return;
        }
        // Decoding and writing a few MB of headers: off this thread.
        // The mirror is a folder of its own in the temporary one: what a link leads outside to
        // goes beside it (RemoteScripts::writeOutputMirror).
        const QString mirror = m_mirror->path() + u"/output"_s;
        QDir().mkpath(mirror);
        auto *watcher = new QFutureWatcher<Status>(this);
        connect(watcher, &QFutureWatcher<Status>::finished, this, [watcher, mirror, outputDir, done, host = m_profile.host] {
            const Status written = watcher->result();
            watcher->deleteLater();
            if (!written)
                done(QString(), tr("The output folder %1 on %2: %3").arg(outputDir, host, written.error().message));
            else
                done(mirror, QString());
        });
        watcher->setFuture(QtConcurrent::run([dump = outcome.stdOut, mirror, outputDir] {
            return RemoteScripts::writeOutputMirror(dump, mirror, outputDir);
        }));
    }, m_maxDump);
}

void RemoteRunner::start(const QStringList &argv, const QMap<QString, QString> &envAdditions)
{
    if (const QString clash = outputDirProblem(m_outputDir); !clash.isEmpty()) {
        // Nothing is created there, not even the run folder; said once the caller listens.
        QMetaObject::invokeMethod(this, [this, clash] { emit failedToStart(clash); }, Qt::QueuedConnection);
        return;
    }
    if (!m_copy.isSet() || m_copy.present) {
        launch(argv, envAdditions);
        return;
    }
    // The model first: the job would fail at once without it. Nothing of the job exists yet.
    const QString total = formatBytes(m_copy.bytes);
    auto *copier = new ModelCopier(m_profile, m_copy, this);
    copier->setProgressIntervalMs(m_copyProgressMs);
    m_copier = copier;
    m_copyArrived = 0;
    m_copyClock.start();
    connect(copier, &ModelCopier::progress, this, [this, total](qint64 arrived, qint64 bytes) {
        m_copyArrived = arrived;
        emit transferProgress(arrived, bytes);
        const int percent = bytes > 0 ? int(arrived * 100 / bytes) : 100;
        emit stateChanged(JobPhase::Copying, tr("copying the model to %1: %2 of %3 (%4 %)")
                                            .arg(m_profile.host, formatBytes(arrived), total)
                                            .arg(percent));
    });
    connect(copier, &ModelCopier::finished, this, [this, copier, argv, envAdditions](const QString &error) {
        copier->deleteLater();
        if (!error.isEmpty()) {
            const QString arrived = formatBytes(m_copyArrived);
            const QString total = formatBytes(m_copy.bytes);
            QString detail;
            if (copier->partialRemoved())
                detail = tr("the copy of the model stopped at %1 of %2 and what had arrived on %3 was removed; "
                            "nothing was started there")
                             .arg(arrived, total, m_profile.host);
            else if (copier->partialKept())
                detail = tr("the copy of the model stopped at %1 of %2; what had arrived is kept on %3 at %4, and the "
                            "next copy of the same files resumes from it; nothing was started there")
                             .arg(arrived, total, m_profile.host, copier->partialDir());
            else
                detail = tr("the copy of the model stopped at %1 of %2; nothing was started on %3")
                             .arg(arrived, total, m_profile.host);
            emit stateChanged(JobPhase::CopyStopped, detail);
            emit failedToStart(error);
            return;
        }
        emit stateChanged(JobPhase::Copied, tr("the model is on %1 at %2 (copied in %3 s)")
                                           .arg(m_profile.host, m_copy.to)
                                           .arg(m_copyClock.elapsed() / 1000));
        launch(argv, envAdditions);
    });
    // Said once the caller has connected (start() is called before anyone listens to its run).
    const QString first = tr("copying the model folder %1 to %2:%3 (%n file(s), %4) before the job starts", nullptr,
                             m_copy.files)
                              .arg(m_copy.from, m_profile.host, m_copy.to, total);
    QMetaObject::invokeMethod(
        this, [this, first] { emit stateChanged(JobPhase::Copying, first); }, Qt::QueuedConnection);
    copier->start();
}

void RemoteRunner::cancel(int graceMs)
{
    if (m_copier && m_copier->isRunning()) {
        m_copier->cancel(); // failedToStart follows: nothing was started there
        return;
    }
    cancelJob(graceMs);
}

void RemoteRunner::takeOutput(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    m_offset += bytes.size();
    emit output(bytes);
}

void RemoteRunner::scheduleRetry(const SshOutcome &outcome, const std::function<void()> &retry)
{
    m_retryDelayMs = m_retryDelayMs == 0 ? 1000 : std::min(m_retryDelayMs * 2, 30'000);
    const QString why = outcome.message.isEmpty() ? tr("The connection to %1 was lost.").arg(m_profile.host)
                                                  : outcome.message;
    emit stateChanged(JobPhase::Reconnecting,
                      tr("%1 The job goes on there; trying again in %2 s.").arg(why).arg(m_retryDelayMs / 1000));
    QTimer::singleShot(m_retryDelayMs, this, retry);
}

// ---- SshRunner --------------------------------------------------------------------------------

SshRunner::SshRunner(const TargetProfile &profile, QObject *parent)
    : RemoteRunner(profile, parent), m_killTimer(new QTimer(this))
{
    m_killTimer->setSingleShot(true);
    connect(m_killTimer, &QTimer::timeout, this, [this] {
        if (m_done || m_pid <= 0)
            return;
        ask(RemoteScripts::sshSignalCommand(m_pid, true, runDir()), 60'000, [](const SshOutcome &, bool) {});
    });
}

// The job is detached on purpose: destroying the runner (closing the app) leaves it running.
SshRunner::~SshRunner() = default;

QByteArray SshRunner::script(const QStringList &argv, const QMap<QString, QString> &env) const
{
    return RemoteScripts::sshRunScript(m_profile, runDir(), argv, env, m_outputDir);
}

void SshRunner::launch(const QStringList &argv, const QMap<QString, QString> &envAdditions)
{
    if (m_runId.isEmpty())
        m_runId = makeRunId();
    m_done = false;
    m_offset = 0;
    const QByteArray input = m_approvedScript.isEmpty() ? script(argv, envAdditions) : m_approvedScript;
    m_call = ask(RemoteScripts::sshLaunchCommand(runDir()), 120'000, [this](const SshOutcome &outcome, bool) {
        bool ok = false;
        const QList<QByteArray> lines = outcome.stdOut.trimmed().split('\n');
        const qint64 pid = lines.isEmpty() ? 0 : lines.last().trimmed().toLongLong(&ok);
        if (outcome.failure != SshFailure::None) {
            emit failedToStart(outcome.message);
        } else if (const QString local = localSshRefusal(outcome); !local.isEmpty()) {
            emit failedToStart(local);
        } else if (outcome.exitCode == 0 && ok && pid <= 1) {
            // A run script started under setsid is never process 1: the answer is not the run's.
            emit failedToStart(tr("%1 answered process %2 for the run in %3, which cannot be the run's process "
                                  "group; nothing is followed or signalled there.")
                                   .arg(m_profile.host).arg(pid).arg(runDir()));
        } else if (outcome.exitCode != 0 || !ok || pid <= 1) {
            emit failedToStart(tr("The run could not be started in %1 on %2 (exit %3): %4")
                                   .arg(runDir(), m_profile.host)
                                   .arg(outcome.exitCode)
                                   .arg(remoteText(outcome.stdErr + outcome.stdOut.left(4096)).trimmed().left(600)));
        } else {
            m_pid = pid;
            emit started();
            emit stateChanged(JobPhase::Running, tr("on %1, process group %2").arg(m_profile.host).arg(m_pid));
            startSampling();
            follow();
        }
    }, 0, input);
}

void SshRunner::follow()
{
    if (m_done)
        return;
    auto *call = new SshCall(m_profile, RemoteScripts::sshFollowCommand(runDir(), m_pid, m_offset), this);
    call->setStreaming(true);
    call->setTimeoutMs(0); // as long as the run
    m_call = call;
    connect(call, &SshCall::readyOutput, this, [this](const QByteArray &bytes) {
        resetRetry();
        takeOutput(bytes);
    });
    connect(call, &SshCall::finished, this, [this, call](const SshOutcome &outcome) {
        call->deleteLater();
        if (m_done)
            return;
        if (outcome.failure != SshFailure::None) {
            scheduleRetry(outcome, [this] { follow(); });
            return;
        }
        askStatus();
    });
    call->start();
}

void SshRunner::askStatus()
{
    m_call = ask(RemoteScripts::sshStatusCommand(runDir(), m_pid), 60'000, [this](const SshOutcome &outcome, bool tooLarge) {
        if (m_done)
            return;
        if (outcome.failure != SshFailure::None && !tooLarge) {
            scheduleRetry(outcome, [this] { askStatus(); });
            return;
        }
        const QByteArray answer = outcome.stdOut.trimmed();
        if (tooLarge || RemoteScripts::parseSshStatusOther(answer)) {
            // The run folder no longer names this process (or the answer is no answer): its end
            // cannot be told, and nothing is signalled.
            m_done = true;
            m_killTimer->stop();
            stopSampling();
            emit stateChanged(JobPhase::Finished, tooLarge ? outcome.message
                                                      : tr("the run folder %1 on %2 names another process than %3; "
                                                           "its end is not known")
                                                            .arg(runDir(), m_profile.host).arg(m_pid));
            emit exited(-1, 0);
            return;
        }
        if (answer == "alive") { // tail stopped early (the log was replaced?): follow again
            QTimer::singleShot(m_pollMs, this, [this] { follow(); });
            return;
        }
        m_done = true;
        m_killTimer->stop();
        stopSampling();
        if (answer.startsWith("exit ")) {
            const int status = answer.mid(5).toInt();
            emit stateChanged(JobPhase::Finished, tr("the run on %1 ended with exit status %2").arg(m_profile.host).arg(status));
            // The shell's 128+N: the command was killed by signal N.
            if (status > 128 && status < 128 + 65)
                emit exited(-1, status - 128);
            else
                emit exited(status, 0);
        } else {
            // No status recorded and the group gone: killed with the script (SIGKILL, a reboot).
            emit stateChanged(JobPhase::Finished, tr("the run ended on %1 without recording its status").arg(m_profile.host));
            emit exited(-1, 9);
        }
    });
}

void SshRunner::cancelJob(int graceMs)
{
    if (m_done || m_pid <= 0)
        return;
    ask(RemoteScripts::sshSignalCommand(m_pid, false, runDir()), 60'000, [](const SshOutcome &, bool) {});
    m_killTimer->start(graceMs);
}

Json SshRunner::attachment() const
{
    Json a = Json::object();
    a["kind"] = "ssh";
    a["target"] = m_profile.name.toStdString();
    a["host"] = m_profile.host.toStdString();
    a["run_dir"] = runDir().toStdString();
    a["pid"] = m_pid;
    a["log_offset"] = m_offset;
    return a;
}

void SshRunner::reattach(const JobRecord &record)
{
    const QString dir = record.runDir;
    m_runId = dir.section(u'/', -1);
    m_pid = record.pid.value_or(0);
    m_offset = record.logOffset.value_or(0);
    m_done = false;
    const qint64 recorded = m_pid;
    m_pid = 0; // nothing is signalled before the run folder confirms the record
    if (recorded <= 1 || runDir() != dir) {
        emit failedToStart(tr("The record of the run on %1 names no process to follow.").arg(m_profile.host));
        return;
    }
    checkRecord(recorded);
}

void SshRunner::checkRecord(qint64 recordedPid)
{
    m_call = ask(RemoteScripts::sshStatusCommand(runDir(), recordedPid), 60'000,
                 [this, recordedPid](const SshOutcome &outcome, bool tooLarge) {
        if (outcome.failure != SshFailure::None && !tooLarge) {
            scheduleRetry(outcome, [this, recordedPid] { checkRecord(recordedPid); });
            return;
        }
        resetRetry();
        const QByteArray answer = outcome.stdOut.trimmed();
        if (tooLarge) {
            emit failedToStart(outcome.message);
            return;
        }
        if (const std::optional<qint64> other = RemoteScripts::parseSshStatusOther(answer)) {
            emit failedToStart(
                tr("The record of the run names process %1, but its run folder %2 on %3 names %4: the record was "
                   "changed, or is another run's. Not followed, and nothing was signalled there; check the run on %3 "
                   "(its pid file), or restore the record.")
                    .arg(recordedPid)
                    .arg(runDir(), m_profile.host, *other > 0 ? QString::number(*other) : tr("no process")));
            return;
        }
        m_pid = recordedPid;
        emit started();
        emit stateChanged(JobPhase::Running, tr("re-attached on %1, process group %2").arg(m_profile.host).arg(m_pid));
        startSampling();
        follow();
    });
}

// ---- SlurmRunner ------------------------------------------------------------------------------

SlurmRunner::SlurmRunner(const TargetProfile &profile, QObject *parent)
    : RemoteRunner(profile, parent), m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &SlurmRunner::poll);
}

SlurmRunner::~SlurmRunner() = default;

QString SlurmRunner::jobName() const
{
    return u"ptq-"_s + m_runId;
}

QByteArray SlurmRunner::script(const QStringList &argv, const QMap<QString, QString> &env) const
{
    return RemoteScripts::slurmBatchScript(m_profile, runDir(), jobName(), argv, env, m_outputDir);
}

void SlurmRunner::launch(const QStringList &argv, const QMap<QString, QString> &envAdditions)
{
    if (m_runId.isEmpty())
        m_runId = makeRunId();
    m_done = m_finishing = m_cancelled = false;
    m_offset = 0;
    m_state = SlurmJobState();
    const QByteArray input = m_approvedScript.isEmpty() ? script(argv, envAdditions) : m_approvedScript;
    m_call = ask(RemoteScripts::slurmSubmitCommand(runDir()), 120'000, [this](const SshOutcome &outcome, bool) {
        const QString id = SlurmParsers::parseSbatchJobId(outcome.stdOut);
        if (outcome.failure != SshFailure::None) {
            emit failedToStart(outcome.message);
            return;
        }
        if (const QString local = localSshRefusal(outcome); !local.isEmpty()) {
            emit failedToStart(local);
            return;
        }
        if (outcome.exitCode != 0 || id.isEmpty()) {
            QString why = QString::fromUtf8(outcome.stdErr).trimmed();
            why.replace(u"sbatch: error: "_s, QString());
            emit failedToStart(tr("sbatch on %1 refused the job (exit %2): %3")
                                   .arg(m_profile.host)
                                   .arg(outcome.exitCode)
                                   .arg(why.isEmpty() ? remoteText(outcome.stdOut.left(4096)).trimmed() : why)
                                   .left(800));
            return;
        }
        m_jobId = id;
        emit started();
        emit stateChanged(JobPhase::Queued, tr("Slurm job %1 submitted through %2").arg(m_jobId, m_profile.host));
        if (m_cancelled)
            cancel(0);
        m_timer->start(m_pollMs);
        poll();
    }, 0, input);
}

void SlurmRunner::poll()
{
    if (m_done || m_call || m_jobId.isEmpty())
        return;
    m_call = ask(RemoteScripts::slurmPollCommand(runDir(), m_jobId, m_offset, m_finishing), 60'000,
                 [this](const SshOutcome &outcome, bool tooLarge) {
        m_call = nullptr;
        if (tooLarge && !m_done) {
            // Not a lost connection: the cluster answers what no poll can mean. The job is left
            // alone; its end is not known here.
            m_done = true;
            m_timer->stop();
            stopSampling();
            emit stateChanged(JobPhase::Finished, outcome.message);
            emit exited(-1, 0);
            return;
        }
        onPoll(outcome);
    });
}

void SlurmRunner::onPoll(const SshOutcome &outcome)
{
    if (m_done)
        return;
    if (outcome.failure != SshFailure::None) {
        emit stateChanged(JobPhase::Reconnecting, tr("%1 The job goes on in the cluster; trying again.").arg(outcome.message));
        return; // the timer polls again
    }
    const QByteArray marker = '\n' + RemoteScripts::pollMarker() + '\n';
    const qsizetype at = outcome.stdOut.indexOf(marker);
    // squeue's and scontrol's words (the pending reason, the node) are shown and recorded: stripped
    // of terminal controls like every text from the target (the output is, by the job's pipeline).
    const QByteArray head = remoteText(at < 0 ? outcome.stdOut : outcome.stdOut.left(at)).toUtf8();
    const QByteArray tail = at < 0 ? QByteArray() : outcome.stdOut.mid(at + marker.size());
    // A full chunk: more of the output waits on the target (RemoteScripts::kMaxPollOutputBytes).
    const bool moreOutput = tail.size() >= RemoteScripts::kMaxPollOutputBytes;
    takeOutput(tail);

    SlurmJobState state;
    bool found = false;
    for (const QByteArray &line : head.split('\n')) {
        const std::optional<SlurmJobState> s = SlurmParsers::parseSqueueLine(line);
        if (s && s->jobId == m_jobId) {
            state = *s;
            found = true;
            break;
        }
    }
    if (!found) {
        const std::optional<SlurmJobState> s = SlurmParsers::parseScontrolJob(head);
        if (s && s->jobId == m_jobId) {
            state = *s;
            found = true;
        }
    }
    if (!found) {
        // Purged from the controller's memory (MinJobAge) or never known: after a few polls the
        // end is reported as unknown rather than waited for forever.
        if (++m_missing >= 3) {
            emit stateChanged(JobPhase::Finished,
                              tr("Slurm no longer knows job %1 (%2): its end is not known.")
                                  .arg(m_jobId, QString::fromUtf8(head).trimmed().left(200)));
            m_done = true;
            m_timer->stop();
            stopSampling();
            emit exited(-1, 0);
        }
        return;
    }
    m_missing = 0;
    const bool changed = state.state != m_state.state || state.reason != m_state.reason || state.nodes != m_state.nodes;
    m_state = state;
    if (m_state.isFinal()) {
        if (!m_finishing) {
            // One more poll with scontrol's record (the exit status) and what is left of the output.
            m_finishing = true;
            poll();
            return;
        }
        if (moreOutput) {
            poll(); // the rest of its output first
            return;
        }
        finish();
        return;
    }
    if (!changed)
        return;
    if (m_state.isPending()) {
        emit stateChanged(JobPhase::Queued, m_state.reason.isEmpty() ? tr("Slurm job %1 waits in the queue").arg(m_jobId)
                                                                : tr("Slurm job %1 waits: %2").arg(m_jobId, m_state.reason));
    } else if (m_state.state == u"RUNNING"_s) {
        emit stateChanged(JobPhase::Running, tr("Slurm job %1 on node %2").arg(m_jobId, m_state.nodes));
        startSampling(m_jobId);
    } else {
        emit stateChanged({JobPhase::Scheduler, m_state.state}, tr("job %1: %2 %3").arg(m_jobId, m_state.state, m_state.reason).trimmed());
    }
}

void SlurmRunner::finish()
{
    m_done = true;
    m_timer->stop();
    stopSampling();
    const QString detail = m_state.reason.isEmpty() ? m_state.state : m_state.state + u" ("_s + m_state.reason + u')';
    emit stateChanged(JobPhase::Finished, tr("Slurm job %1 ended: %2").arg(m_jobId, detail));
    if (m_state.state == u"COMPLETED"_s)
        emit exited(m_state.exitCode < 0 ? 0 : m_state.exitCode, 0);
    else if (m_state.exitSignal > 0)
        emit exited(-1, m_state.exitSignal);
    else if (m_state.exitCode > 128 && m_state.exitCode < 128 + 65)
        emit exited(-1, m_state.exitCode - 128);
    else if (m_state.exitCode > 0)
        emit exited(m_state.exitCode, 0);
    else
        emit exited(-1, 15); // cancelled, timed out, preempted, node failure: ended from outside
}

void SlurmRunner::cancelJob(int graceMs)
{
    Q_UNUSED(graceMs) // Slurm's KillWait is the cluster's grace
    m_cancelled = true;
    if (m_done || m_jobId.isEmpty())
        return; // a cancel during the submission is sent once the job id is known
    if (!SlurmParsers::isJobId(m_jobId))
        return; // never a word of a record handed to scancel
    ask(u"scancel "_s + shellQuote(m_jobId), 60'000, [](const SshOutcome &, bool) {});
}

Json SlurmRunner::attachment() const
{
    Json a = Json::object();
    a["kind"] = "slurm";
    a["target"] = m_profile.name.toStdString();
    a["host"] = m_profile.host.toStdString();
    a["run_dir"] = runDir().toStdString();
    a["job_id"] = m_jobId.toStdString();
    a["node"] = m_state.nodes.toStdString();
    a["state"] = m_state.state.toStdString();
    a["log_offset"] = m_offset;
    return a;
}

void SlurmRunner::reattach(const JobRecord &record)
{
    const QString dir = record.runDir;
    m_runId = dir.section(u'/', -1);
    m_jobId = record.jobId;
    m_offset = record.logOffset.value_or(0);
    m_done = m_finishing = false;
    m_state = SlurmJobState();
    if (!SlurmParsers::isJobId(m_jobId) || runDir() != dir) {
        const QString id = m_jobId.left(40);
        m_jobId.clear(); // nothing of it is polled or cancelled
        emit failedToStart(id.isEmpty() || runDir() != dir
                               ? tr("The record of the job on %1 names no Slurm job id.").arg(m_profile.host)
                               : tr("The record of the job on %1 names \"%2\", which is no Slurm job id (digits "
                                    "only): not followed, and nothing was cancelled.")
                                     .arg(m_profile.host, id));
        return;
    }
    emit started();
    emit stateChanged(JobPhase::Queued, tr("re-attached to Slurm job %1 through %2").arg(m_jobId, m_profile.host));
    m_timer->start(m_pollMs);
    poll();
}

} // namespace ptq
