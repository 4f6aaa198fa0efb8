#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace ptq {

/// What a new managed environment (issue #20) starts from when nobody chose otherwise: the lock
/// files shipped with the app, the folder environments go under, the folder a new one gets and
/// the interpreter that makes it. Shared by the setup dialog's flow and `ptq-studio env`, so the
/// two propose the same folder and the same commands (and so the same digest). Widget-free.
class EnvDefaults
{
    Q_DECLARE_TR_FUNCTIONS(EnvDefaults)

public:
    /// packaging/quark-env.lock as shipped in the app (the resource :/env/quark-env.lock).
    static QByteArray shippedLock();
    /// packaging/quark-env-managed.lock as shipped (:/env/quark-env-managed.lock).
    static QByteArray shippedManagedLock();
    /// packaging/uv-tool.lock as shipped (:/env/uv-tool.lock): the uv the install steps use.
    static QByteArray shippedUvLock();
    /// Where uv keeps what it downloads for every environment: GenericCacheLocation +
    /// "/ptq-studio/uv-cache", the folder packaging/quark-env.sh uses too.
    static QString uvCacheDir();
    /// QStandardPaths::GenericDataLocation + "/ptq-studio/environments" (no space in the path).
    static QString defaultEnvironmentsDir();
    /// A folder under @p parent named after the lock's amd-quark version and @p variantTag
    /// ("quark-0.13-cu128"), that does not exist yet ("-2", "-3", … when it does).
    static QString proposedFolder(const QString &parent, const QByteArray &lockText, const QString &variantTag);
    /// The interpreter that makes a new environment: the first of python3.11, python3.12,
    /// python3.13 and python3 found in @p path (a PATH value, ':'-separated); empty when none is.
    static QString findPython(const QString &path);
    /// The folder a person typed: surrounding blanks dropped, a leading "~" or "~/" made
    /// @p home, "." and ".." and doubled slashes resolved. A relative path stays relative.
    static QString folderFromText(const QString &text, const QString &home);
    /// Whether @p dir can become a new environment, as far as the text and the disk tell now:
    /// EnvRecipeBuilder::folderProblem, then a file in its place, a folder that already holds
    /// something (unless @p replacing: the failed attempt there is deleted first), and the nearest
    /// folder above it that exists being one this user cannot write to (venv makes the rest).
    /// A translated sentence naming the path, or empty.
    static QString folderProblem(const QString &dir, bool replacing = false);
};

} // namespace ptq
