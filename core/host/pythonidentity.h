#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>

namespace ptq {

/// What a Python probe's answer depends on, as one key: the interpreter (path, size, modification
/// time, pyvenv.cfg), the installed packages (every site-packages folder of the environment and of
/// its base interpreter, with the names and modification times of their *.dist-info, *.egg-info
/// and *.pth entries), the variables Python and PyTorch read at import, and the GPU drivers'
/// versions and device nodes. Two keys are equal only when none of these changed, so a cached
/// answer is reused until the user installs, removes or upgrades a package, or changes the driver.
///
/// Lists folders: call it off the UI thread. Not covered: the sources of an editable install
/// (`pip install -e`), which change without touching site-packages.
class PythonIdentity
{
public:
    /// A hex digest; empty when @p python does not exist.
    static QString key(const QString &python, const QProcessEnvironment &env);
    /// The folders whose listings are part of the key (for tests and the README).
    static QStringList packageFolders(const QString &python);

    /// The cached answer for @p key under @p dir (memory first, then disk); empty when none.
    static QByteArray readCache(const QString &dir, const QString &key, const QString &suffix);
    /// Best effort: a cache that cannot be written is asked again next time. Called from the UI
    /// thread (the probe's answer): the file is written in the background (FileCache::writeInBackground).
    static void writeCache(const QString &dir, const QString &key, const QString &suffix, const QByteArray &bytes);
};

} // namespace ptq
