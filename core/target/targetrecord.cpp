#include "target/targetrecord.h"

#include "target/remotescripts.h"

#include <QDir>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

Json TargetRecord::make(const TargetProfile &profile, const QString &runId, const QStringList &argv,
                        const QMap<QString, QString> &env, const QString &outputDir, const ModelCopy &copy)
{
    Json record = Json::object();
    record["kind"] = targetKindId(profile.kind).toStdString();
    record["name"] = profile.name.toStdString();
    record["profile"] = profile.effectiveValues();
    record["run_id"] = runId.toStdString();
    const QString runDir = RemoteScripts::runDir(profile, runId);
    record["run_dir"] = runDir.toStdString();
    QByteArray script;
    if (profile.kind == TargetKind::Slurm) {
        record["script_name"] = "job.sbatch";
        script = RemoteScripts::slurmBatchScript(profile, runDir, u"ptq-"_s + runId, argv, env, outputDir);
    } else {
        record["script_name"] = "run.sh";
        script = RemoteScripts::sshRunScript(profile, runDir, argv, env, outputDir);
    }
    record["script"] = script.toStdString();
    if (copy.isSet())
        record["model_copy"] = copy.toJson();
    return record;
}

Result<TargetProfile> TargetRecord::profile(const ManifestTarget &record)
{
    if (record.profile.is_null())
        return Error{Error::Code::Invalid, tr("The manifest's target names no profile.")};
    return TargetProfile::fromJson(record.profile, tr("the manifest's target"));
}

Result<std::unique_ptr<RemoteRunner>> TargetRecord::runner(const ManifestTarget &record, const QString &outputDir)
{
    Result<TargetProfile> p = profile(record);
    if (!p)
        return p.error();
    std::unique_ptr<RemoteRunner> r;
    if (p->kind == TargetKind::Slurm)
        r = std::make_unique<SlurmRunner>(*p);
    else if (p->kind == TargetKind::Ssh)
        r = std::make_unique<SshRunner>(*p);
    else
        return Error{Error::Code::Invalid, tr("The manifest's target %1 is this machine, not a remote one.").arg(p->name)};
    r->setRunId(record.runId);
    r->setOutputDir(outputDir);
    r->setApprovedScript(record.script.toUtf8());
    if (!record.modelCopy.is_null()) {
        const std::optional<ModelCopy> copy = ModelCopy::fromJson(record.modelCopy);
        if (!copy)
            return Error{Error::Code::Invalid, tr("The manifest's target has a model copy that cannot be read.")};
        r->setModelCopy(*copy);
    }
    if (r->runId().isEmpty() || r->runDir() != record.runDir)
        return Error{Error::Code::Invalid, tr("The manifest's target has no run folder that matches its profile.")};
    return r;
}

QList<TargetRecord::Finding> TargetRecord::findings(const TargetProfile &profile, const TargetReport *report,
                                                    const QString &outputDir, const QString &modelPath)
{
    QList<Finding> out;
    if (!report || report->target != profile.name) {
        out.append({u"target-unchecked"_s, true,
                    tr("The target %1 has not been checked yet: nothing runs on a machine that was not looked at.")
                        .arg(profile.name),
                    tr("Press Check target (or run: ptq-studio targets check %1).").arg(profile.name)});
        return out;
    }
    if (report->outputDir != outputDir.trimmed()) {
        out.append({u"target-unchecked"_s, true,
                    tr("The target %1 was checked for the output folder %2, not %3.")
                        .arg(profile.name, report->outputDir.isEmpty() ? tr("(none)") : report->outputDir, outputDir),
                    tr("Press Check target again, so that %1 is looked at on %2.").arg(outputDir, profile.host)});
    }
    if (!modelPath.isEmpty() && report->modelPath != modelPath) {
        out.append({u"target-unchecked"_s, true,
                    tr("The target %1 was checked for the model %2, not %3.")
                        .arg(profile.name, report->modelPath.isEmpty() ? tr("(none)") : report->modelPath, modelPath),
                    tr("Press Check target again, so that the model is looked for on %1.").arg(profile.host)});
    }
    for (const TargetCheck &c : report->checks) {
        if (c.level == TargetCheck::Level::Ok)
            continue;
        Finding f;
        f.id = u"target-"_s + c.id;
        f.blocking = c.level == TargetCheck::Level::Blocking;
        f.message = c.message;
        // Where the fix is: the model folder on this machine, the disk there, or the target itself.
        if (!f.blocking)
            f.fix = QString();
        else if (c.id == u"model-copy"_s)
            f.fix = tr("Repair or remove that file in the model folder on this machine, or give a model folder that %1 "
                       "sees (page 1); then press Check target.").arg(profile.host);
        else if (c.id == u"model-copy-space"_s)
            f.fix = tr("Free space on %1 where the remote workspace is, or use a target with more; then press Check "
                       "target.").arg(profile.host);
        else
            f.fix = tr("Fix it on %1 or in the target's settings, then check the target again.").arg(profile.host);
        out.append(f);
    }
    return out;
}

QStringList TargetRecord::outputDirProblems(const TargetProfile &profile, const QString &outputDir, const QString &modelPath)
{
    QStringList out;
    if (outputDir.isEmpty()) {
        out.append(tr("No output folder on %1 was given.").arg(profile.host));
        return out;
    }
    if (!outputDir.startsWith(u'/')) {
        out.append(tr("The output folder %1 is not an absolute path on %2.").arg(outputDir, profile.host));
        return out;
    }
    const QString clean = QDir::cleanPath(outputDir);
    if (clean != outputDir && clean + u'/' != outputDir)
        out.append(tr("The output folder %1 is not a clean path (write it as %2).").arg(outputDir, clean));
    if (clean == u"/"_s || clean == QDir::cleanPath(profile.remoteWorkspace))
        out.append(tr("The output folder %1 is the root or the remote workspace itself: choose a folder of its own.").arg(outputDir));
    // The remote twin of the local rule: not in (or around) the runs/ folder (page 3 says it
    // before the gate; the run refuses it too).
    if (const QString clash = RemoteScripts::outputDirClash(profile, outputDir); !clash.isEmpty())
        out.append(clash);
    if (QDir::isAbsolutePath(modelPath)) {
        const QString model = QDir::cleanPath(modelPath);
        if (clean == model || clean.startsWith(model + u'/') || model.startsWith(clean + u'/'))
            out.append(tr("The output folder %1 and the model folder %2 overlap.").arg(outputDir, modelPath));
    }
    return out;
}

QString TargetRecord::defaultOutputDir(const TargetProfile &profile, const QString &name)
{
    QString base = profile.remoteWorkspace;
    while (base.size() > 1 && base.endsWith(u'/'))
        base.chop(1);
    return base + u"/outputs/"_s + name;
}

} // namespace ptq
