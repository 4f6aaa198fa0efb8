#pragma once

#include <QByteArray>
#include <QDebug>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// Where configuration files were read from; becomes `source` in model_analysis.json.
struct SourceInfo
{
    enum class Kind { Hub, Local, Cache };

    Kind kind = Kind::Local;
    QString repoId;
    QString revision;
    QString commit;   ///< resolved 40-hex commit (Hub, cache)
    QString path;     ///< folder read (Local, Cache)
    QString endpoint; ///< Hub endpoint (Hub)
    QString note;     ///< e.g. why the cache was used instead of the network

    static QString kindName(Kind kind);
    friend bool operator==(const SourceInfo &, const SourceInfo &) = default;
};

/// Facts from the Hub's model-info API that the files do not carry.
struct HubModelInfo
{
    QString sha;
    QString gated;   ///< "", "auto" or "manual"
    bool isPrivate = false;
    std::optional<qint64> safetensorsTotal;
    QMap<QString, qint64> fileSizes; ///< from siblings (with blobs=true)

    friend bool operator==(const HubModelInfo &, const HubModelInfo &) = default;
};

/// What a local safetensors file's header says its size must be (read from the header only).
struct SafetensorsFileLayout
{
    qint64 size = 0;         ///< bytes on disk
    /// 8 + the header length + the end of the last tensor's data: the size of an intact file.
    /// When the file ends inside its header, 8 + the header length (a lower bound). -1: unknown.
    qint64 impliedSize = -1;
    bool endsInHeader = false;
    QString error;           ///< why the header could not be read (not a safetensors file)

    friend bool operator==(const SafetensorsFileLayout &, const SafetensorsFileLayout &) = default;
};

/// Everything intake reads about a model: configuration-class files only, never weights.
struct ConfigFiles
{
    SourceInfo source;
    QByteArray config; ///< config.json (required)
    std::optional<QByteArray> generationConfig;
    std::optional<QByteArray> tokenizerConfig;
    std::optional<QByteArray> safetensorsIndex;  ///< model.safetensors.index.json
    std::optional<QByteArray> safetensorsHeader; ///< the JSON header of a single model.safetensors
    std::optional<HubModelInfo> hubInfo;
    QStringList files;               ///< file names known to exist in the model (relative paths)
    QMap<QString, qint64> fileSizes; ///< sizes where known
    /// Local folders: every *.safetensors file (relative path) and what its header implies.
    QMap<QString, SafetensorsFileLayout> safetensorsLayouts;

    bool hasFile(const QString &name) const { return files.contains(name); }
    friend bool operator==(const ConfigFiles &, const ConfigFiles &) = default;
};

QDebug operator<<(QDebug debug, const SourceInfo &source);

} // namespace ptq
