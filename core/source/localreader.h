#pragma once

#include "result.h"
#include "source/configfiles.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

namespace ptq {

/// Reads the configuration files of a model folder (a local folder or a cache snapshot).
/// Synchronous: run it on a worker thread.
class LocalModelReader
{
    Q_DECLARE_TR_FUNCTIONS(LocalModelReader)

public:
    static constexpr qint64 kMaxConfigBytes = 16ll * 1024 * 1024;
    static constexpr qint64 kMaxIndexBytes = 256ll * 1024 * 1024;

    /// @p source says how the folder was found; its path is set to @p folder.
    static Result<ConfigFiles> read(const QString &folder, SourceInfo source);
    /// The JSON header of a safetensors file, read without touching tensor data.
    static Result<QByteArray> readSafetensorsHeader(const QString &path);
    /// What a safetensors file's header says its size must be, against its size on disk. Reads
    /// the header only (8 bytes + its JSON), never tensor data; @p name is how messages call it.
    static SafetensorsFileLayout readSafetensorsLayout(const QString &path, const QString &name);
};

/// The local Hugging Face cache (read-only).
class HfCache
{
    Q_DECLARE_TR_FUNCTIONS(HfCache)

public:
    /// HF_HUB_CACHE, else HUGGINGFACE_HUB_CACHE, else $HF_HOME/hub, else
    /// $XDG_CACHE_HOME/huggingface/hub, else ~/.cache/huggingface/hub.
    static QString hubCacheDir(const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    /// `<cache>/models--org--name`
    static QString repoFolder(const QString &cacheDir, const QString &repoId);
    /// The snapshot folder of @p revision (a branch/tag via refs/, or a commit) and its commit.
    static Result<std::pair<QString, QString>> resolveSnapshot(const QString &cacheDir, const QString &repoId,
                                                               const QString &revision);
    /// True for 1, ON, YES, TRUE (any case), as huggingface_hub reads booleans.
    static bool isTruthy(const QString &value);
    static bool offlineMode(const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
};

} // namespace ptq
