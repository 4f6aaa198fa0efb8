#include "run/outputhasher.h"

#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"

#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QScopeGuard>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

#include <openssl/evp.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

Json OutputChecksums::toJson() const
{
    Json files = Json::object();
    for (const auto &[name, hex] : sha256)
        files[name.toStdString()] = hex.toStdString();
    return files;
}

OutputHasher::OutputHasher(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<ptq::OutputChecksums>();
}

OutputHasher::~OutputHasher()
{
    if (m_stop)
        m_stop->store(true); // the worker stops at its next block and reports to no one
}

void OutputHasher::start(const QString &directory, const QStringList &files)
{
    if (m_running)
        return;
    m_running = true;
    m_stop = std::make_shared<std::atomic_bool>(false);
    std::shared_ptr<std::atomic_bool> stop = m_stop;
    QPointer<OutputHasher> self(this);
    (void)QtConcurrent::run([self, stop, directory, files] {
        const OutputChecksums sums = hash(directory, files, *stop, [self, stop](qint64 done, qint64 total) {
            if (!stop->load() && self)
                QMetaObject::invokeMethod(self, [self, done, total] { if (self) emit self->progress(done, total); }, Qt::QueuedConnection);
        });
        if (self) {
            QMetaObject::invokeMethod(self, [self, sums] {
                if (!self)
                    return;
                self->m_running = false;
                emit self->finished(sums);
            }, Qt::QueuedConnection);
        }
    });
}

void OutputHasher::cancel()
{
    if (m_stop)
        m_stop->store(true);
}

namespace {

struct EvpContext
{
    void operator()(EVP_MD_CTX *ctx) const { EVP_MD_CTX_free(ctx); }
};

/// One file's outcome: its digest, or a sentence naming it.
struct FileDigest
{
    QString hex;
    QString error;
};

/// Hashes one regular file; @p abort (cancel, or another file's failure) ends it early with
/// neither a digest nor an error. @p done grows by every byte read.
FileDigest hashFile(const QString &path, const std::atomic_bool &stop, const std::atomic_bool &abort,
                    std::atomic<qint64> &done, std::vector<unsigned char> &block)
{
    auto failed = [&path](int error) {
        return FileDigest{{}, OutputHasher::tr("Cannot read %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(error)))};
    };
    // Regular files only, opened without blocking (a FIFO or a device in the export is refused).
    const Result<int> opened = ArtifactIo::openRegular(path);
    if (!opened)
        return {{}, opened.error().message};
    const int fd = *opened;
    const auto closeFd = qScopeGuard([fd] { ::close(fd); });
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL); // a hint: doubles the kernel's read-ahead

    std::unique_ptr<EVP_MD_CTX, EvpContext> ctx(EVP_MD_CTX_new());
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1)
        return {{}, OutputHasher::tr("Cannot hash %1: OpenSSL's SHA-256 is not available.").arg(path)};
    for (;;) {
        if (stop.load(std::memory_order_relaxed) || abort.load(std::memory_order_relaxed))
            return {};
        const ssize_t n = ::read(fd, block.data(), block.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return failed(errno);
        }
        if (n == 0)
            break;
        EVP_DigestUpdate(ctx.get(), block.data(), std::size_t(n));
        done.fetch_add(n, std::memory_order_relaxed);
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(ctx.get(), digest, &length);
    return {QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex()), {}};
}

} // namespace

OutputChecksums OutputHasher::hash(const QString &directory, const QStringList &files, const std::atomic_bool &stop,
                                   const std::function<void(qint64, qint64)> &progress)
{
    OutputChecksums sums;
    sums.directory = directory;
    qint64 total = 0;
    for (const QString &f : files)
        total += QFileInfo(directory + u'/' + f).size(); // stat only: never opens a FIFO
    constexpr std::size_t kBlock = 1 << 20; // large enough for few syscalls, small enough to stay in L2
    constexpr qint64 kReportEvery = 64 << 20;

    // Workers take the next file from a shared counter; each writes only its own slot, so the
    // result keeps `files`' order whatever finishes first.
    std::vector<FileDigest> results(std::size_t(files.size()));
    std::atomic<qsizetype> next{0};
    std::atomic<qint64> done{0};
    std::atomic_bool abort{false};
    std::mutex mutex;
    std::condition_variable wake;
    int running = int(std::min<qsizetype>(files.size(), std::max(1, QThread::idealThreadCount())));
    std::vector<std::thread> workers;
    workers.reserve(std::size_t(running));
    for (int w = 0, n = running; w < n; ++w) {
        workers.emplace_back([&] {
            std::vector<unsigned char> block(kBlock);
            for (qsizetype i; (i = next.fetch_add(1)) < files.size();) {
                if (stop.load() || abort.load())
                    break;
                FileDigest &r = results[std::size_t(i)];
                r = hashFile(directory + u'/' + files[i], stop, abort, done, block);
                if (!r.error.isEmpty())
                    abort.store(true); // the first failure ends the others: nothing is recorded
            }
            const std::lock_guard lock(mutex);
            --running;
            wake.notify_all();
        });
    }
    // The calling thread only reports progress, so `progress` needs no locking of its own.
    qint64 lastReport = 0;
    {
        std::unique_lock lock(mutex);
        while (!wake.wait_for(lock, std::chrono::milliseconds(50), [&] { return running == 0; })) {
            const qint64 now = done.load();
            if (progress && !stop.load() && now - lastReport >= kReportEvery) {
                lastReport = now;
                lock.unlock();
                progress(now, std::max(total, now));
                lock.lock();
            }
        }
    }
    for (std::thread &t : workers)
        t.join();
    sums.bytes = done.load();
    if (stop.load()) {
        sums.cancelled = true;
        return sums;
    }
    for (const FileDigest &r : results) {
        if (!r.error.isEmpty()) {
            sums.error = r.error;
            return sums;
        }
    }
    sums.sha256.reserve(files.size());
    for (qsizetype i = 0; i < files.size(); ++i)
        sums.sha256.append({files[i], results[std::size_t(i)].hex});
    if (progress)
        progress(sums.bytes, std::max(total, sums.bytes));
    return sums;
}

Json OutputHasher::record(Json manifest, const OutputChecksums &sums, const QString &at)
{
    Result<RunManifest> typed = RunManifest::fromJson(manifest);
    if (!typed)
        return manifest;
    if (!typed->observed.is_object())
        typed->observed = Json::object();
    typed->observed["sha256"] = sums.toJson();
    typed->observed["sha256_at"] = at.toStdString();
    typed->updatedAt = QDateTime::fromString(at, Qt::ISODate);
    return typed->toJson();
}

} // namespace ptq
