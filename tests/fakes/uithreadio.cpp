// See uithreadio.h.
#include "uithreadio.h"

#include <QDir>

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include <dlfcn.h>
#include <execinfo.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PTQ_UIIO_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define PTQ_UIIO_SANITIZED 1
#endif

namespace {

std::atomic<bool> g_armed{false};
pid_t g_pid = 0;
std::string g_folder; // "/abs/folder/", set before arming
std::mutex g_mutex;
std::vector<std::string> g_seen;
std::atomic<int> g_slowMs{0};
std::string g_slowFolder; // "/abs/folder/", set before g_slowMs

bool under(const char *path, const std::string &folder)
{
    const size_t n = folder.size();
    return std::strncmp(path, folder.c_str(), n) == 0 || (std::strncmp(path, folder.c_str(), n - 1) == 0 && path[n - 1] == '\0');
}

/// A slow disk under the slowed folder: every call there waits, on whichever thread makes it.
void slow(const char *path)
{
    if (const int ms = g_slowMs.load(std::memory_order_acquire); ms > 0 && path && path[0] == '/' && under(path, g_slowFolder))
        usleep(useconds_t(ms) * 1000);
}

void note(const char *op, const char *path)
{
    if (!g_armed.load(std::memory_order_acquire) || path == nullptr || path[0] != '/')
        return;
    // The main thread of this process only: a forked child (QProcess) has its own pid.
    if (getpid() != g_pid || gettid() != g_pid)
        return;
    // Under the folder ("/abs/folder/…") or the folder itself ("/abs/folder").
    if (!under(path, g_folder))
        return;
    const std::lock_guard lock(g_mutex);
    g_seen.push_back(std::string(op) + ' ' + path);
    // PTQ_UIIO_BACKTRACE=1: who made the call, on stderr (the test's symbols are exported).
    if (static const bool trace = std::getenv("PTQ_UIIO_BACKTRACE") != nullptr; trace) {
        void *frames[32];
        const int n = backtrace(frames, 32);
        std::fprintf(stderr, "uithreadio: %s %s\n", op, path);
        backtrace_symbols_fd(frames, n, 2);
    }
}

template<typename F>
F next(const char *name)
{
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

} // namespace

namespace ptq::test {

bool uiThreadIoAvailable()
{
#ifdef PTQ_UIIO_SANITIZED
    return false;
#else
    return true;
#endif
}

void armUiThreadIo(const QString &folder)
{
    {
        const std::lock_guard lock(g_mutex);
        g_seen.clear();
        g_folder = QDir::cleanPath(folder).toStdString() + '/';
        g_pid = getpid();
    }
    g_armed.store(true, std::memory_order_release);
}

QStringList disarmUiThreadIo()
{
    g_armed.store(false, std::memory_order_release);
    const std::lock_guard lock(g_mutex);
    QStringList out;
    for (const std::string &s : g_seen)
        out.append(QString::fromStdString(s));
    g_seen.clear();
    return out;
}

void slowFileCalls(const QString &folder, int ms)
{
    g_slowMs.store(0, std::memory_order_release);
    if (ms <= 0)
        return;
    g_slowFolder = QDir::cleanPath(folder).toStdString() + '/';
    g_slowMs.store(ms, std::memory_order_release);
}

} // namespace ptq::test

#ifndef PTQ_UIIO_SANITIZED
extern "C" {

namespace {
mode_t modeArg(int flags, va_list ap)
{
    return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? static_cast<mode_t>(va_arg(ap, unsigned int)) : 0;
}
} // namespace

int open(const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    const mode_t mode = modeArg(flags, ap);
    va_end(ap);
    note("open", path);
    slow(path);
    static const auto real = next<int (*)(const char *, int, ...)>("open");
    return real(path, flags, mode);
}

int open64(const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    const mode_t mode = modeArg(flags, ap);
    va_end(ap);
    note("open", path);
    slow(path);
    static const auto real = next<int (*)(const char *, int, ...)>("open64");
    return real(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    const mode_t mode = modeArg(flags, ap);
    va_end(ap);
    note("open", path);
    slow(path);
    static const auto real = next<int (*)(int, const char *, int, ...)>("openat");
    return real(dirfd, path, flags, mode);
}

int openat64(int dirfd, const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    const mode_t mode = modeArg(flags, ap);
    va_end(ap);
    note("open", path);
    slow(path);
    static const auto real = next<int (*)(int, const char *, int, ...)>("openat64");
    return real(dirfd, path, flags, mode);
}

int creat(const char *path, mode_t mode)
{
    note("open", path);
    slow(path);
    static const auto real = next<int (*)(const char *, mode_t)>("creat");
    return real(path, mode);
}

int stat(const char *path, struct stat *buf)
{
    note("stat", path);
    slow(path);
    static const auto real = next<int (*)(const char *, struct stat *)>("stat");
    return real(path, buf);
}

int lstat(const char *path, struct stat *buf)
{
    note("stat", path);
    slow(path);
    static const auto real = next<int (*)(const char *, struct stat *)>("lstat");
    return real(path, buf);
}

int stat64(const char *path, struct stat64 *buf)
{
    note("stat", path);
    slow(path);
    static const auto real = next<int (*)(const char *, struct stat64 *)>("stat64");
    return real(path, buf);
}

int lstat64(const char *path, struct stat64 *buf)
{
    note("stat", path);
    slow(path);
    static const auto real = next<int (*)(const char *, struct stat64 *)>("lstat64");
    return real(path, buf);
}

int fstatat(int dirfd, const char *path, struct stat *buf, int flags)
{
    note("stat", path);
    slow(path);
    static const auto real = next<int (*)(int, const char *, struct stat *, int)>("fstatat");
    return real(dirfd, path, buf, flags);
}

int fstatat64(int dirfd, const char *path, struct stat64 *buf, int flags)
{
    note("stat", path);
    slow(path);
    static const auto real = next<int (*)(int, const char *, struct stat64 *, int)>("fstatat64");
    return real(dirfd, path, buf, flags);
}

int statx(int dirfd, const char *path, int flags, unsigned int mask, struct statx *buf)
{
    note("stat", path);
    slow(path);
    static const auto real = next<int (*)(int, const char *, int, unsigned int, struct statx *)>("statx");
    return real(dirfd, path, flags, mask, buf);
}

int access(const char *path, int mode)
{
    note("access", path);
    slow(path);
    static const auto real = next<int (*)(const char *, int)>("access");
    return real(path, mode);
}

int rename(const char *from, const char *to)
{
    note("rename", to);
    slow(to);
    static const auto real = next<int (*)(const char *, const char *)>("rename");
    return real(from, to);
}

int renameat(int fromfd, const char *from, int tofd, const char *to)
{
    note("rename", to);
    slow(to);
    static const auto real = next<int (*)(int, const char *, int, const char *)>("renameat");
    return real(fromfd, from, tofd, to);
}

int renameat2(int fromfd, const char *from, int tofd, const char *to, unsigned int flags)
{
    note("rename", to);
    slow(to);
    static const auto real = next<int (*)(int, const char *, int, const char *, unsigned int)>("renameat2");
    return real(fromfd, from, tofd, to, flags);
}

int unlink(const char *path)
{
    note("unlink", path);
    slow(path);
    static const auto real = next<int (*)(const char *)>("unlink");
    return real(path);
}

int unlinkat(int dirfd, const char *path, int flags)
{
    note("unlink", path);
    slow(path);
    static const auto real = next<int (*)(int, const char *, int)>("unlinkat");
    return real(dirfd, path, flags);
}

int mkdir(const char *path, mode_t mode)
{
    note("mkdir", path);
    slow(path);
    static const auto real = next<int (*)(const char *, mode_t)>("mkdir");
    return real(path, mode);
}

int mkdirat(int dirfd, const char *path, mode_t mode)
{
    note("mkdir", path);
    slow(path);
    static const auto real = next<int (*)(int, const char *, mode_t)>("mkdirat");
    return real(dirfd, path, mode);
}

} // extern "C"
#endif
