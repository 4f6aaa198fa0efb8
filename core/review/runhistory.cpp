#include "review/runhistory.h"

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
        const Json &manifest = doc->json;
        if (manifest.is_object() && manifest.value("inputs", Json::object()).is_object())
            entry.model = QString::fromStdString(manifest["inputs"].value("model", std::string()));
        if (const Json *run = manifest.is_object() ? findRunStep(manifest) : nullptr) {
            entry.status = QString::fromStdString(run->value("status", std::string()));
            const QString started = QString::fromStdString(run->value("started_at", std::string()));
            const QDateTime at = QDateTime::fromString(started, Qt::ISODate);
            if (at.isValid())
                entry.startedAt = at;
            const QStringList argv = toStringList(run->value("argv", Json::array()));
            const qsizetype flag = argv.indexOf(u"--quant_scheme"_s);
            if (flag >= 0)
                entry.scheme = argv.value(flag + 1);
        } else {
            entry.problem = tr("%1 has no run step.").arg(entry.path);
        }
        if (manifest.is_object() && manifest.contains("outputs") && manifest["outputs"].is_object()) {
            const Json &verification = manifest["outputs"].value("verification", Json::object());
            if (verification.is_object())
                entry.verdict = QString::fromStdString(verification.value("verdict", std::string()));
        }
        entries.append(entry);
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const RunHistoryEntry &a, const RunHistoryEntry &b) { return a.startedAt > b.startedAt; });
    return entries;
}

} // namespace ptq
