// A watch on the UI thread's file I/O, and a slow disk (#34: no file I/O on the UI thread in the gate's and the
// run's paths). Linked into a test executable, uithreadio.cpp defines open, open64, openat,
// openat64, creat, stat, lstat, fstatat, statx (and their 64-bit names), access, rename, renameat,
// renameat2, unlink, unlinkat, mkdir and mkdirat, which the executable exports, so that Qt's own
// calls reach them before the C library's (ENABLE_EXPORTS; dlsym(RTLD_NEXT) finds the real one).
// While armed, every such call made on the process's main thread (the Qt GUI thread) with a path
// under the watched folder is recorded; other threads, other processes (QProcess's forked child)
// and other paths pass through untouched. Whatever Qt's QFile, QFileInfo, QDir, QSaveFile or our
// ArtifactIo does ends in one of these calls, so the watch sees it without knowing the code.
//
// PTQ_UIIO_BACKTRACE=1 prints who made each recorded call (stderr; c++filt reads the names).
//
// Not in sanitized builds (ASan intercepts the same calls; uiThreadIoAvailable() is false there).
#pragma once

#include <QString>
#include <QStringList>

namespace ptq::test {

/// False where the watch is not built in (the sanitized build): a test then says so and skips.
bool uiThreadIoAvailable();
/// Starts recording the main thread's calls on paths under @p folder (absolute, no trailing /).
void armUiThreadIo(const QString &folder);
/// Stops recording and returns what was recorded: "open /path", "statx /path", … in order.
QStringList disarmUiThreadIo();
/// A slow disk: from now on every such call on a path under @p folder waits @p ms first, on
/// whichever thread makes it (a network mount that answers late); 0 ends it.
void slowFileCalls(const QString &folder, int ms);

} // namespace ptq::test
