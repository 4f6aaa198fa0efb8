#include "review/runhistory.h"

#include "artifacts/runmanifest.h"

#include "artifacts/artifactio.h"
#include "command/approval.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

const QStringList kSnapshotFilters = {u"*.yaml"_s, u"*.yml"_s, u"*.json"_s};

/// The order runs started in: run-20261130-142501-run_manifest.yaml, then
/// run-20261130-142501-2-run_manifest.yaml (a second run in the same second), …
QString orderKey(const QString &fileName)
{
    const QString stamp = fileName.section(u'-', 1, 2);
    bool numbered = false;
    const int n = fileName.section(u'-', 3, 3).toInt(&numbered);
    return stamp + u'-' + u"%1"_s.arg(numbered ? n : 1, 6, 10, QChar(u'0')) + u'-' + fileName;
}

QStringList snapshotsInOrder(const QDir &dir)
{
    QStringList names = dir.entryList(kSnapshotFilters, QDir::Files, QDir::Name);
    std::stable_sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return orderKey(a) < orderKey(b); });
    return names;
}

} // namespace

int RunHistory::runNumber(const QString &snapshotPath)
{
    const QFileInfo file(snapshotPath);
    if (file.absoluteDir().dirName() != u"history"_s)
        return 0;
    return int(snapshotsInOrder(file.absoluteDir()).indexOf(file.fileName())) + 1;
}

QString RunHistory::newestSnapshot(const QString &workspace)
{
    const QDir dir(workspace + u"/history"_s);
    const QStringList names = snapshotsInOrder(dir);
    return names.isEmpty() ? QString() : dir.filePath(names.constLast());
}

QList<RunHistoryEntry> RunHistory::list(const QString &workspace)
{
    QList<RunHistoryEntry> entries;
    const QDir dir(workspace + u"/history"_s);
    const QStringList names = snapshotsInOrder(dir);
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QFileInfo file(dir.filePath(names[i]));
        RunHistoryEntry entry;
        entry.path = file.filePath();
        entry.number = int(i) + 1;
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
        entry.status = manifest->run.status;
        if (manifest->run.startedAt)
            entry.startedAt = *manifest->run.startedAt;
        const qsizetype flag = manifest->run.argv.indexOf(u"--quant_scheme"_s);
        if (flag >= 0)
            entry.scheme = manifest->run.argv.value(flag + 1);
        entry.verdict = manifest->verdict();
        entries.append(entry);
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const RunHistoryEntry &a, const RunHistoryEntry &b) { return a.startedAt > b.startedAt; });
    return entries;
}

} // namespace ptq
