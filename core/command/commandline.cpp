#include "command/commandline.h"

#include "artifacts/pathtext.h"
#include "units.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QFile>

#include <sys/statvfs.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString shellQuote(const QString &argument)
{
    static const QRegularExpression safe(u"^[A-Za-z0-9_./:=,@%+-]+$"_s);
    if (!argument.isEmpty() && safe.match(argument).hasMatch())
        return argument;
    QString quoted = argument;
    quoted.replace(u'\'', u"'\"'\"'"_s);
    return u'\'' + quoted + u'\'';
}

QString shellJoin(const QStringList &argv)
{
    QStringList parts;
    parts.reserve(argv.size());
    for (const QString &arg : argv)
        parts.append(shellQuote(arg));
    return parts.join(u' ');
}

QString CommandSpec::display() const
{
    QStringList parts;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        parts.append(it.key() + u'=' + shellQuote(it.value()));
    parts.append(shellJoin(argv));
    return parts.join(u' ');
}

QString CommandSpec::displayLines() const
{
    QStringList lines;
    QStringList first;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        first.append(it.key() + u'=' + shellQuote(it.value()));
    // The program and its subcommand; then a line at every flag, its values with it.
    for (qsizetype i = 0; i < argv.size() && i < 2; ++i)
        first.append(shellQuote(argv.at(i)));
    lines.append(first.join(u' '));
    for (qsizetype i = 2; i < argv.size(); ++i) {
        if (argv.at(i).startsWith(u"--"_s) || lines.size() == 1)
            lines.append(u"  "_s + shellQuote(argv.at(i)));
        else
            lines.last() += u' ' + shellQuote(argv.at(i));
    }
    return lines.join(u" \\\n"_s);
}

CommandSpec CommandBuilder::build(const PlanDocument &plan, const AnalysisFacts &analysis, const CliCapabilities &cli,
                                  const QString &quarkCli, const QString &outputDir, const QString &devices,
                                  const QString &modelDirOverride)
{
    CommandSpec c;
    auto flag = [&](const char *name, const QStringList &values = {}) {
        const QString option = QString::fromLatin1(name);
        if (!cli.hasOption(option)) {
            c.problems.append(tr("The plan needs --%1, which %2 does not list.")
                                  .arg(option, cli.source == CliCapabilities::Source::Help ? cli.cliPath
                                                                                           : tr("quark-cli %1").arg(cli.generation)));
            return;
        }
        c.argv.append(u"--"_s + option);
        c.argv.append(values);
    };
    QString modelDir = modelDirOverride.isEmpty() ? analysis.modelPath : modelDirOverride;
    if (modelDir.isEmpty())
        modelDir = plan.modelPath;
    // quark-cli's own defaults where the plan gives none.
    const int samples = plan.numCalibData > 0 ? plan.numCalibData : 512;
    const int seqLen = plan.seqLen > 0 ? plan.seqLen : 512;
    const int batch = plan.batchSize > 0 ? plan.batchSize : 1;

    c.argv = {quarkCli.isEmpty() ? u"quark-cli"_s : quarkCli, u"torch-llm-ptq"_s};
    flag("model_dir", {modelDir});
    flag("output_dir", {outputDir});
    flag("quant_scheme", {plan.globalScheme});
    flag("num_calib_data", {QString::number(samples)});
    flag("seq_len", {QString::number(seqLen)});
    // ROCm's PyTorch also spells the device "cuda".
    flag("device", {plan.deviceStrategy == u"cpu"_s ? u"cpu"_s : u"cuda"_s});
    if (!plan.calibrationDataset.isEmpty() && plan.calibrationDataset != u"pileval"_s)
        flag("dataset", {plan.calibrationDataset});
    if (batch != 1)
        flag("batch_size", {QString::number(batch)});
    if (!plan.kvCacheScheme.isEmpty())
        flag("kv_cache_dtype", {plan.kvCacheScheme});
    for (const auto &[pattern, scheme] : plan.layerOverrides)
        flag("layer_quant_scheme", {pattern, scheme});
    if (!plan.algorithm.isEmpty())
        flag("quant_algo", {plan.algorithm});
    // Given with no values it excludes nothing; the planner allows that only as an explicit choice.
    if (plan.excludeLayersSource == u"user"_s)
        flag("exclude_layers", plan.excludeLayers);
    if (plan.deviceStrategy == u"multi"_s)
        flag("multi_device");
    if (!plan.evaluates())
        flag("skip_evaluation");
    else if (!plan.evaluationDataset.isEmpty())
        flag("evaluation_dataset", {plan.evaluationDataset});
    if (!plan.trustRemoteCode)
        flag("no_trust_remote_code");

    c.env.insert(u"PYTHONUNBUFFERED"_s, u"1"_s); // live stage lines instead of block-buffered stdout
    if (!devices.isEmpty()) {
        c.env.insert(u"HIP_VISIBLE_DEVICES"_s, devices);
        c.env.insert(u"CUDA_VISIBLE_DEVICES"_s, devices);
    }
    return c;
}

QString OutputDirRules::canonicalPath(const QString &path)
{
    QString existing = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QString rest;
    while (!QFileInfo::exists(existing) && existing != u"/"_s) {
        rest = u'/' + QFileInfo(existing).fileName() + rest;
        existing = QFileInfo(existing).absolutePath();
    }
    const QString canonical = QFileInfo(existing).canonicalFilePath();
    return QDir::cleanPath((canonical.isEmpty() ? existing : canonical) + rest);
}

QString OutputDirRules::proposal(const QString &parent, const QString &model, const QString &scheme)
{
    const QString base = QDir(parent).filePath(scheme.isEmpty() ? model : model + u'-' + scheme);
    QString candidate = base;
    for (int n = 2; QFileInfo::exists(candidate) || QFileInfo(candidate).isSymLink(); ++n)
        candidate = base + u'-' + QString::number(n);
    return candidate;
}

bool OutputDirRules::isProposal(const QString &path, const QString &parent, const QString &model, const QString &scheme)
{
    const QString base = QDir(parent).filePath(scheme.isEmpty() ? model : model + u'-' + scheme);
    const QString clean = QDir::cleanPath(path.trimmed());
    if (clean == base)
        return true;
    static const QRegularExpression counter(u"^-[2-9][0-9]*$|^-[1-9][0-9]+$"_s);
    return clean.startsWith(base) && counter.match(clean.mid(base.size())).hasMatch();
}

OutputDirCheck OutputDirRules::check(const QString &outputDir, const QString &modelPath, const QString &workspace,
                                     qint64 neededBytes)
{
    OutputDirCheck r;
    QString dir = outputDir.trimmed();
    if (dir.startsWith(u'~'))
        dir = QDir::homePath() + dir.mid(1);
    if (dir.isEmpty()) {
        r.blocking.append(tr("Choose an output folder."));
        return r;
    }
    if (Status text = PathText::checkDecoded(dir); !text) {
        r.blocking.append(text.error().message);
        return r;
    }
    r.path = QDir::cleanPath(QFileInfo(dir).absoluteFilePath());
    if (!QDir::isAbsolutePath(outputDir.trimmed()) && !outputDir.trimmed().startsWith(u'~'))
        r.warnings.append(tr("The output folder was given relative; it resolves to %1 (quark-cli changes its working "
                             "folder, so the command always gets the absolute path).")
                              .arg(r.path));
    const QFileInfo info(r.path);
    // On canonical paths: a symlink (or "..") must not lead the export into the model or workspace.
    const QString real = canonicalPath(r.path);
    // Both directions: the export must not land in the model or the workspace (whose logs/ and
    // history/ would then be written into the export), nor contain either of them.
    auto within = [](const QString &inner, const QString &outer) { return inner == outer || inner.startsWith(outer + u'/'); };
    if (QDir::isAbsolutePath(modelPath)) {
        const QString model = canonicalPath(modelPath);
        if (within(real, model))
            r.blocking.append(tr("%1 is inside the model folder %2; choose a folder outside it.").arg(r.path, model));
        else if (within(model, real))
            r.blocking.append(tr("The model folder %1 is inside %2; choose an output folder that does not contain the model.")
                                  .arg(model, r.path));
    }
    if (!workspace.isEmpty()) {
        const QString ws = canonicalPath(workspace);
        if (real == ws)
            r.blocking.append(tr("%1 is the workspace itself; choose a folder for the quantized model.").arg(r.path));
        else if (within(real, ws))
            r.blocking.append(tr("%1 is inside the workspace %2 (its logs and history would be written into the export); "
                                 "choose a folder outside the workspace.")
                                  .arg(r.path, ws));
        else if (within(ws, real))
            r.blocking.append(tr("The workspace %1 is inside %2 (the run log would land inside the export); choose an "
                                 "output folder that does not contain the workspace.")
                                  .arg(ws, r.path));
    }
    if (info.exists() && !info.isDir())
        r.blocking.append(tr("%1 is a file, not a folder.").arg(r.path));
    else if (info.isDir() && !QDir(r.path).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
        r.blocking.append(tr("%1 already exists and is not empty; choose a new folder so nothing is overwritten.").arg(r.path));
    // The nearest existing ancestor is where the folder would be created.
    QString existing = info.exists() ? r.path : info.absolutePath();
    while (!QFileInfo(existing).exists() && existing != u"/"_s)
        existing = QFileInfo(existing).absolutePath();
    if (!QFileInfo(existing).isDir() || !QFileInfo(existing).isWritable())
        r.blocking.append(tr("%1 is not writable, so %2 cannot be created.").arg(existing, r.path));
    // statvfs rather than QStorageInfo: it needs no mount table (which chroots and some containers lack).
    struct statvfs fs {};
    if (::statvfs(QFile::encodeName(existing).constData(), &fs) == 0) {
        r.freeBytes = qint64(fs.f_bavail) * qint64(fs.f_frsize);
        if (fs.f_flag & ST_RDONLY)
            r.blocking.append(tr("%1 is on a read-only file system.").arg(existing));
        if (neededBytes > 0 && r.freeBytes < neededBytes) {
            r.blocking.append(tr("The file system of %1 has %2 free; the export needs about %3.")
                                  .arg(existing, formatBytes(r.freeBytes), formatBytes(neededBytes)));
        }
    } else {
        r.warnings.append(tr("The free space at %1 could not be read.").arg(existing));
    }
    return r;
}

} // namespace ptq
