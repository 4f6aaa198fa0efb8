#include "artifacts/artifactio.h"

#include "artifacts/utf8.h"
#include "artifacts/yamlcodec.h"
#include "units.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <optional>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString humanSize(qint64 bytes)
{
    return formatBytes(bytes); // the application's one size formatter
}

// A file descriptor closed when it goes out of scope (every early return below).
class Fd
{
public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    ~Fd() { reset(); }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return m_fd; }
    /// Hands the descriptor over without closing it.
    int release() { return std::exchange(m_fd, -1); }
    /// Closes now; the close's own failure (a delayed write error on some filesystems) is returned.
    int close()
    {
        const int fd = std::exchange(m_fd, -1);
        return fd < 0 ? 0 : ::close(fd);
    }
    void reset(int fd = -1)
    {
        (void)close();
        m_fd = fd;
    }

private:
    int m_fd;
};

QString errnoText(int error)
{
    return qt_error_string(error);
}

/// What to do about a failed write, for the failures a user can act on.
QString writeAdvice(int error)
{
    if (error == ENOSPC || error == EDQUOT)
        return ArtifactIo::tr(" Free some disk space and try again.");
    if (error == EROFS || error == EACCES || error == EPERM)
        return ArtifactIo::tr(" Choose a folder you can write to.");
    return QString();
}

// Deepest [ / { nesting outside strings. nlohmann's parser is iterative, but everything that
// walks the result recurses, so depth is bounded before parsing (a parse callback would do the
// same but makes parsing several times slower).
int jsonNestingDepth(const QByteArray &bytes)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    const char *p = bytes.constData();
    const char *end = p + bytes.size();
    for (; p < end; ++p) {
        const char c = *p;
        if (inString) {
            if (c == '\\')
                ++p;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

} // namespace

DocumentFormat ArtifactIo::formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return (suffix == u"yaml"_s || suffix == u"yml"_s) ? DocumentFormat::Yaml : DocumentFormat::Json;
}

namespace {
std::atomic<ArtifactIo::IoObserver> g_ioObserver{nullptr};

void observeIo(const char *what, const QString &path)
{
    if (const ArtifactIo::IoObserver observer = g_ioObserver.load(std::memory_order_acquire))
        observer(what, path);
}
} // namespace

void ArtifactIo::setIoObserver(IoObserver observer)
{
    g_ioObserver.store(observer, std::memory_order_release);
}

Result<int> ArtifactIo::openRegular(const QString &path, qint64 *size)
{
    observeIo("read", path);
    const QByteArray native = QFile::encodeName(path);
    Fd fd(::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (fd.get() < 0) {
        const int error = errno;
        if (error == ENOENT)
            return Error{Error::Code::NotFound, tr("%1 does not exist.").arg(path)};
        return Error{Error::Code::Unreadable, tr("%1 cannot be read: %2").arg(path, errnoText(error))};
    }
    struct stat st {};
    if (::fstat(fd.get(), &st) != 0)
        return Error{Error::Code::Unreadable, tr("%1 cannot be read: %2").arg(path, errnoText(errno))};
    if (S_ISDIR(st.st_mode))
        return Error{Error::Code::NotAFile, tr("%1 is a folder, not a file.").arg(path)};
    if (!S_ISREG(st.st_mode)) {
        return Error{Error::Code::NotAFile,
                     tr("%1 is not a regular file (a FIFO, socket or device), so it was not read. Replace it with "
                        "the file itself.")
                         .arg(path)};
    }
    ::fcntl(fd.get(), F_SETFL, ::fcntl(fd.get(), F_GETFL) & ~O_NONBLOCK);
    if (size)
        *size = qint64(st.st_size);
    return fd.release();
}

Result<QByteArray> ArtifactIo::readFile(const QString &path, qint64 maxBytes)
{
    // Opened without blocking and checked before reading: a FIFO or a device in an artifact's
    // place must be refused at once, not waited on.
    qint64 fileSize = 0;
    const Result<int> opened = openRegular(path, &fileSize);
    if (!opened)
        return opened.error();
    Fd fd(*opened);
    struct stat st {};
    st.st_size = off_t(fileSize);
    if (st.st_size > maxBytes) {
        return Error{Error::Code::TooLarge, tr("%1 is %2; an artifact is at most %3, so it was not read.")
                                                .arg(path, humanSize(st.st_size), humanSize(maxBytes))};
    }
    // Read at most maxBytes + 1: a file that grew since fstat is still caught.
    QByteArray bytes;
    bytes.resize(qsizetype(std::min<qint64>(maxBytes + 1, qint64(st.st_size) + 1)));
    qsizetype total = 0;
    for (;;) {
        if (total == bytes.size()) {
            if (total > maxBytes)
                break;
            bytes.resize(qsizetype(std::min<qint64>(maxBytes + 1, qint64(total) * 2 + 4096)));
        }
        const ssize_t n = ::read(fd.get(), bytes.data() + total, size_t(bytes.size() - total));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return Error{Error::Code::Unreadable, tr("%1 cannot be read: %2").arg(path, errnoText(errno))};
        }
        if (n == 0)
            break;
        total += n;
    }
    bytes.truncate(total);
    if (bytes.size() > maxBytes) {
        return Error{Error::Code::TooLarge,
                     tr("%1 is larger than %2; an artifact is never that large, so it was not read.")
                         .arg(path, humanSize(maxBytes))};
    }
    if (bytes.isEmpty())
        return Error{Error::Code::Empty, tr("%1 is empty.").arg(path)};
    return bytes;
}

qsizetype ArtifactIo::firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // Eight ASCII bytes at a time (artifacts are mostly ASCII).
        std::uint64_t word;
        while (n - i >= 8 && (std::memcpy(&word, p + i, 8), (word & 0x8080808080808080ull) == 0))
            i += 8;
        if (i >= n)
            break;
        if (p[i] < 0x80) {
            ++i;
            continue;
        }
        const std::size_t length = utf8SequenceLength(p + i, std::size_t(n - i));
        if (length == 0)
            return i;
        i += qsizetype(length);
    }
    return -1;
}

Status ArtifactIo::checkText(const QByteArray &bytes, const QString &origin)
{
    const qsizetype bad = firstInvalidUtf8(bytes);
    if (bad >= 0) {
        return Error{Error::Code::NotUtf8, tr("%1 is not UTF-8 text (byte 0x%2 at offset %3).")
                                               .arg(origin)
                                               .arg(uint(uchar(bytes[bad])), 2, 16, QLatin1Char('0'))
                                               .arg(bad)};
    }
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    auto control = [&](qsizetype i) -> std::optional<Error> {
        const uchar c = p[i];
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') {
            return Error{Error::Code::NotUtf8, tr("%1 contains binary data (byte 0x%2 at offset %3), not text.")
                                                   .arg(origin)
                                                   .arg(uint(c), 2, 16, QLatin1Char('0'))
                                                   .arg(i)};
        }
        return std::nullopt;
    };
    // Eight bytes at a time: only a word with a byte below 0x20 (a newline, usually) is looked
    // at byte by byte; the test is exact for ASCII and never misses a control byte.
    qsizetype i = 0;
    for (; n - i >= 8; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, p + i, 8);
        if (((word - 0x2020202020202020ull) & ~word & 0x8080808080808080ull) == 0)
            continue;
        for (qsizetype k = i; k < i + 8; ++k) {
            if (std::optional<Error> error = control(k))
                return *error;
        }
    }
    for (; i < n; ++i) {
        if (std::optional<Error> error = control(i))
            return *error;
    }
    return {};
}

Result<Json> ArtifactIo::parseJson(const QByteArray &input, const QString &origin)
{
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (Status text = checkText(bytes, origin); !text)
        return text.error();
    if (bytes.trimmed().isEmpty())
        return Error{Error::Code::Empty, tr("%1 is empty.").arg(origin)};
    if (jsonNestingDepth(bytes) > kMaxDepth) {
        return Error{Error::Code::TooDeep,
                     tr("%1 is nested more than %2 levels deep.").arg(origin).arg(kMaxDepth)};
    }
    try {
        return Json::parse(bytes.cbegin(), bytes.cend());
    } catch (const Json::parse_error &e) {
        QString what = QString::fromUtf8(e.what());
        what.remove(0, what.indexOf(u']') + 1);
        return Error{Error::Code::Malformed, tr("%1 is not valid JSON:%2").arg(origin, what)};
    } catch (const std::exception &e) {
        return Error{Error::Code::Malformed,
                     tr("%1 is not valid JSON: %2").arg(origin, QString::fromUtf8(e.what()))};
    }
}

Result<QByteArray> ArtifactIo::yamlText(const QByteArray &input, const QString &origin)
{
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (Status text = checkText(bytes, origin); !text)
        return text.error();
    int length = 0;
    if (const qsizetype at = yaml::firstUnportableChar(bytes.constData(), bytes.size(), &length); at >= 0) {
        const uint cp = QString::fromUtf8(bytes.constData() + at, length).toUcs4().value(0);
        const qsizetype line = bytes.left(at).count('\n') + 1;
        return Error{Error::Code::NotUtf8,
                     tr("%1, line %2: the character U+%3 is not accepted raw by every YAML reader (PyYAML refuses it "
                        "or reads it as a line break). Write it as the escape \\u%3 inside double quotes, or "
                        "remove it.")
                         .arg(origin)
                         .arg(line)
                         .arg(QString::number(cp, 16).toUpper().rightJustified(4, u'0'))};
    }
    if (std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); }))
        return Error{Error::Code::Empty, tr("%1 is empty.").arg(origin)};
    return bytes;
}

Result<Json> ArtifactIo::parseYaml(const QByteArray &input, const QString &origin)
{
    const Result<QByteArray> bytes = yamlText(input, origin);
    if (!bytes)
        return bytes.error();
    return yaml::read(*bytes, origin);
}

Result<Json> ArtifactIo::parse(const QByteArray &bytes, DocumentFormat format, const QString &origin)
{
    return format == DocumentFormat::Yaml ? parseYaml(bytes, origin) : parseJson(bytes, origin);
}

Result<LoadedDocument> ArtifactIo::load(const QString &path)
{
    Result<QByteArray> bytes = readFile(path);
    if (!bytes)
        return bytes.error();
    const DocumentFormat format = formatForPath(path);
    Result<Json> json = parse(*bytes, format, path);
    if (!json)
        return json.error();
    return LoadedDocument{path, format, std::move(*json), sha256Hex(*bytes)};
}

QByteArray ArtifactIo::toJsonBytes(const Json &document)
{
    const std::string text = document.dump(2, ' ', false, Json::error_handler_t::replace);
    QByteArray bytes(text.data(), qsizetype(text.size()));
    bytes.append('\n');
    return bytes;
}

QByteArray ArtifactIo::toYamlBytes(const Json &document)
{
    return yaml::write(document);
}

QByteArray ArtifactIo::serialize(const Json &document, DocumentFormat format)
{
    return format == DocumentFormat::Yaml ? toYamlBytes(document) : toJsonBytes(document);
}

Status ArtifactIo::writeAll(QIODevice &device, const QByteArray &bytes, const QString &path)
{
    qsizetype written = 0;
    while (written < bytes.size()) {
        const qint64 n = device.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            return Error{Error::Code::WriteFailed,
                         tr("Could not write %1: %2").arg(path, device.errorString())};
        }
        written += n;
    }
    return {};
}

Status ArtifactIo::writeAtomically(const QString &path, const QByteArray &bytes)
{
    observeIo("write", path);
    // POSIX calls, each checked: a buffered writer (QSaveFile) can lose a full disk's ENOSPC
    // before commit() and rename an empty file over the good one.
    const QFileInfo info(path);
    const QByteArray native = QFile::encodeName(path);
    struct stat existing {};
    bool exists = false;
    if (::lstat(native.constData(), &existing) == 0) {
        exists = true;
        if (S_ISDIR(existing.st_mode))
            return Error{Error::Code::NotAFile, tr("%1 is a folder, not a file.").arg(path)};
        if (S_ISLNK(existing.st_mode)) {
            // Writing through it would change a file elsewhere (another workspace's artifact).
            return Error{Error::Code::NotAFile,
                         tr("%1 is a symbolic link; PTQ Studio does not write artifacts through links. Remove the "
                            "link (or put the file itself there) and try again.")
                             .arg(path)};
        }
        if (!S_ISREG(existing.st_mode)) {
            return Error{Error::Code::NotAFile,
                         tr("%1 is not a regular file (a FIFO, socket or device); it was not written. Remove it "
                            "and try again.")
                             .arg(path)};
        }
    } else if (errno != ENOENT) {
        return Error{Error::Code::WriteFailed, tr("Could not save %1: %2").arg(path, errnoText(errno))};
    }
    const QDir dir = info.absoluteDir();
    if (!dir.exists())
        return Error{Error::Code::NotFound, tr("The folder %1 does not exist.").arg(dir.path())};

    // The temporary file sits beside the target (rename stays on one filesystem), is created
    // exclusively, and gets the mode open() derives from the umask, or the previous file's.
    const QString baseName = info.fileName();
    QString tempPath;
    QByteArray tempNative;
    Fd fd;
    for (int attempt = 0; attempt < 100 && fd.get() < 0; ++attempt) {
        tempPath = dir.filePath(baseName + u".tmp-"_s
                                + QString::number(QRandomGenerator::global()->generate64(), 36));
        tempNative = QFile::encodeName(tempPath);
        fd.reset(::open(tempNative.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666));
        if (fd.get() < 0 && errno != EEXIST) {
            const int error = errno;
            return Error{Error::Code::WriteFailed, tr("Could not create a file in %1: %2.%3")
                                                       .arg(dir.path(), errnoText(error), writeAdvice(error))};
        }
    }
    if (fd.get() < 0) {
        return Error{Error::Code::WriteFailed,
                     tr("Could not create a temporary file in %1 to save %2.").arg(dir.path(), path)};
    }
    auto fail = [&](int error) -> Status {
        fd.reset();
        ::unlink(tempNative.constData());
        return Error{Error::Code::WriteFailed, tr("Could not save %1: %2 (the previous version is unchanged).%3")
                                                   .arg(path, errnoText(error), writeAdvice(error))};
    };
    if (exists && ::fchmod(fd.get(), existing.st_mode & 07777) != 0)
        return fail(errno);
    const char *p = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd.get(), p, size_t(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail(errno);
        }
        if (n == 0)
            return fail(ENOSPC);
        p += n;
        left -= n;
    }
    if (::fsync(fd.get()) != 0)
        return fail(errno);
    if (fd.close() != 0) {
        const int error = errno;
        ::unlink(tempNative.constData());
        return Error{Error::Code::WriteFailed, tr("Could not save %1: %2 (the previous version is unchanged).%3")
                                                   .arg(path, errnoText(error), writeAdvice(error))};
    }
    if (::rename(tempNative.constData(), native.constData()) != 0) {
        const int error = errno;
        ::unlink(tempNative.constData());
        return Error{Error::Code::WriteFailed, tr("Could not save %1: %2 (the previous version is unchanged).%3")
                                                   .arg(path, errnoText(error), writeAdvice(error))};
    }
    // The rename itself is durable only once the folder is synced. Filesystems that cannot
    // sync a folder say EINVAL; the file is in place either way.
    Fd dirFd(::open(QFile::encodeName(dir.path()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dirFd.get() >= 0 && ::fsync(dirFd.get()) != 0 && errno != EINVAL && errno != ENOTSUP) {
        return Error{Error::Code::WriteFailed,
                     tr("%1 was written, but the folder %2 could not be synced to disk: %3").arg(path, dir.path(), errnoText(errno))};
    }
    return {};
}

Status ArtifactIo::save(const QString &path, const Json &document)
{
    return writeAtomically(path, serialize(document, formatForPath(path)));
}

QByteArray ArtifactIo::sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace ptq
