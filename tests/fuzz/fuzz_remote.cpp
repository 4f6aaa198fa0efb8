// What a remote target sends back: sbatch, squeue, scontrol and sinfo output, ssh's stderr, the
// GPU query, the listing of a model copy. Every parser sees every input (they read bytes from another machine).
#include "fuzzsupport.h"

#include "target/modelcopy.h"
#include "target/remotescripts.h"
#include "target/ssh.h"

#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    (void)ptq::SlurmParsers::parseSbatchJobId(bytes);
    for (const QByteArray &line : bytes.split('\n'))
        (void)ptq::SlurmParsers::parseSqueueLine(line);
    (void)ptq::SlurmParsers::parseScontrolJob(bytes);
    (void)ptq::SlurmParsers::parseSinfo(bytes);
    (void)ptq::SlurmParsers::parseSlurmMinutes(QString::fromUtf8(bytes.left(64)));
    (void)ptq::ModelCopyPlan::parseRemoteListing(bytes);
    QString tool;
    (void)ptq::RemoteScripts::parseGpuQuery(bytes, &tool);
    static const ptq::TargetProfile profile = [] {
        ptq::TargetProfile p;
        p.name = QStringLiteral("fuzz");
        p.host = QStringLiteral("gpu.example");
        return p;
    }();
    (void)ptq::SshCommand::classify(profile, 255, bytes);
    return 0;
}
