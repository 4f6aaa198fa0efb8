#include "run/jobrunner.h"

#include "process/toolprocess.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString JobState::name() const
{
    switch (phase) {
    case JobPhase::Started:
        return u"started"_s;
    case JobPhase::Copying:
        return u"copying"_s;
    case JobPhase::CopyStopped:
        return u"copy-stopped"_s;
    case JobPhase::Copied:
        return u"copied"_s;
    case JobPhase::Queued:
        return u"queued"_s;
    case JobPhase::Running:
        return u"running"_s;
    case JobPhase::Reconnecting:
        return u"reconnecting"_s;
    case JobPhase::Finished:
        return u"finished"_s;
    case JobPhase::Scheduler:
        return schedulerState.toLower();
    }
    return {};
}

bool JobState::isModelCopy() const
{
    return phase == JobPhase::Copying || phase == JobPhase::Copied || phase == JobPhase::CopyStopped;
}

bool JobState::isWaiting() const
{
    return phase == JobPhase::Copying || phase == JobPhase::Queued || phase == JobPhase::Reconnecting;
}

LocalProcessRunner::LocalProcessRunner(QObject *parent)
    : JobRunner(parent), m_process(new ToolProcess(this)), m_monitor(new GpuMonitor(this))
{
    connect(m_monitor, &GpuMonitor::samplesReceived, this, &JobRunner::resourcesSampled);
    connect(m_monitor, &GpuMonitor::pollFailed, this, &JobRunner::resourcesUnavailable);
    // Its own process group, so that cancel reaches the workers quark-cli and torch start too;
    // it dies with us (parent-death signal), so a killed ptq-studio leaves no quark-cli behind;
    // workers left in the group when quark-cli exits get SIGTERM, then SIGKILL a moment later
    // (all ToolProcess's). The user's own run keeps the user's locale; its output is streamed,
    // not kept here.
    m_process->setLocale(ToolProcess::Locale::Inherited);
    m_process->setChannels(ToolProcess::Channels::Merged);
    m_process->setCaptureLimit(0);
    m_process->setLeftoverGraceMs(kLeftoverGraceMs);
    connect(m_process, &ToolProcess::started, this, &JobRunner::started);
    connect(m_process, &ToolProcess::standardOutputRead, this, &JobRunner::output);
    connect(m_process, &ToolProcess::finished, this, [this](const ProcessResult &result) {
        m_monitor->stop();
        if (!result.ran()) {
            emit failedToStart(result.errorString);
            return;
        }
        emit exited(result.signal != 0 ? -1 : result.exitCode, result.signal);
    });
}

LocalProcessRunner::~LocalProcessRunner()
{
    m_process->disconnect(this); // ~ToolProcess kills what is left of the group and reaps the leader
}

void LocalProcessRunner::start(const QStringList &argv, const QMap<QString, QString> &envAdditions)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = envAdditions.cbegin(); it != envAdditions.cend(); ++it)
        env.insert(it.key(), it.value());
    m_process->setEnvironment(env);
    m_process->setProgram(argv.value(0), argv.mid(1));
    m_resourceTool = m_sampleIntervalMs > 0 ? m_monitor->start(m_sampleIntervalMs) : QString();
    m_process->start();
}

void LocalProcessRunner::cancel(int graceMs)
{
    if (!m_process->isRunning())
        return;
    m_process->setGraceMs(graceMs); // SIGTERM to the group now, SIGKILL after the grace
    m_process->cancel();
}

qint64 LocalProcessRunner::processId() const
{
    return m_process->processId();
}

void JobRunner::reattach(const JobRecord &)
{
    emit failedToStart(tr("A process of this machine cannot be followed again once the app that started it is gone."));
}

} // namespace ptq
