#include "review/runhistory.h"

#include "artifacts/runmanifest.h"

#include "artifacts/artifactio.h"
#include "command/approval.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QList<RunHistoryEntry> RunHistory::list(const QString &workspace)
{
    QList<RunHistoryEntry> entries;
    const QDir dir(workspace + u"/history"_s);
    const QFileInfoList files = dir.entryInfoList({u"*.yaml"_s, u"*.yml"_s, u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QFileInfo &file : files) {
        RunHistoryEntry entry;
        entry.path = file.filePath();
        // run-20261130-142501-run_manifest.yaml
        entry.startedAt = QDateTime::fromString(file.fileName().section(u'-', 1, 2), u"yyyyMMdd-HHmmss"_s);
        Result<LoadedDocument> doc = ArtifactIo::load(entry.path);
        if (!doc) {
            entry.problem = doc.error().message;
            entries.append(entry);
            continue;
        }
        const Result<RunManifest> manifest = RunManifest::fromJson(doc->json);
        if (!manifest) {
            entry.problem = tr("%1: %2").arg(entry.path, manifest.error().message);
            entries.append(entry);
            continue;
        }
        entry.model = manifest->model;
        entry.status = statusName(manifest->run.status);
        if (manifest->run.startedAt)
            entry.startedAt = *manifest->run.startedAt;
        const qsizetype flag = manifest->run.argv.indexOf(u"--quant_scheme"_s);
        if (flag >= 0)
            entry.scheme = manifest->run.argv.value(flag + 1);
        if (const std::optional<Verdict> verdict = manifest->verdict())
            entry.verdict = verdictName(*verdict);
        entries.append(entry);
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const RunHistoryEntry &a, const RunHistoryEntry &b) { return a.startedAt > b.startedAt; });
    return entries;
}

} // namespace ptq
