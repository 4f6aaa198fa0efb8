#include "run/gputrace.h"
#include "run/jobwriter.h"

#include "artifacts/artifactio.h"

#include <QDebug>

#include <algorithm>
#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QDebug operator<<(QDebug debug, const GpuPeak &p)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "GpuPeak(" << p.index << ", " << p.name << ", " << p.peakUsedMiB << '/' << p.totalMiB << " MiB at "
                    << p.peakAtMs << " ms)";
    return debug;
}

namespace {

constexpr const char *kColumns[] = {"elapsed_ms", "gpu", "used_bytes", "total_bytes", "utilization_percent", "name"};

// The fields of one CSV line; a quoted field may hold commas and doubled quotes.
QList<QByteArray> csvFields(const QByteArray &line)
{
    QList<QByteArray> fields;
    QByteArray field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.append(std::exchange(field, {}));
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
}

qint64 csvInt(const QByteArray &field, bool *ok)
{
    if (field.isEmpty()) {
        *ok = true;
        return -1;
    }
    const qint64 v = field.toLongLong(ok);
    if (*ok && v < 0)
        *ok = false;
    return v;
}

} // namespace

QByteArray GpuTrace::header()
{
    QByteArray h;
    for (const char *c : kColumns)
        h += (h.isEmpty() ? "" : ",") + QByteArray(c);
    return h + '\n';
}

QByteArray GpuTrace::csvRow(qint64 elapsedMs, const GpuSample &s)
{
    auto num = [](qint64 v) { return v >= 0 ? QByteArray::number(v) : QByteArray(); };
    QByteArray name = s.name.toUtf8();
    name.replace('"', "\"\"");
    name.replace('\n', ' ');
    name.replace('\r', ' ');
    return QByteArray::number(std::max<qint64>(elapsedMs, 0)) + ',' + QByteArray::number(s.index) + ','
        + num(s.usedMiB >= 0 ? s.usedMiB * kMiB : -1) + ',' + num(s.totalMiB >= 0 ? s.totalMiB * kMiB : -1) + ','
        + num(s.utilization) + ",\"" + name + "\"\n";
}

GpuTrace::~GpuTrace()
{
    if (m_writer)
        return; // the writer's file: closed with the writer
    if (m_file.isOpen() && m_error.isEmpty() && !m_pending.isEmpty())
        ArtifactIo::writeAll(m_file, m_pending, m_path).ok(); // nobody is left to tell
}

void GpuTrace::reset()
{
    close().ok(); // the previous run's record already said whether its trace was complete
    m_path.clear();
    m_pending.clear();
    m_peaks.clear();
    m_samples = 0;
    m_error.clear();
    m_created = false;
}

Status GpuTrace::createFile(QFile &file, const QString &path)
{
    file.setFileName(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered))
        return Error{Error::Code::WriteFailed, tr("Could not create the GPU memory trace %1: %2").arg(path, file.errorString())};
    return ArtifactIo::writeAll(file, header(), path);
}

QString GpuTrace::incomplete(const QString &error)
{
    return tr("%1. The GPU memory trace is incomplete.").arg(error);
}

void GpuTrace::writerFailed(const QString &message, bool created)
{
    if (m_error.isEmpty())
        m_error = message;
    m_created = m_created && created;
    // The readings go on counting towards the peaks; no more rows are written. A file that was
    // never created is not open; one that was stays so until close() (it is the run's trace).
    m_writerOpen = m_writerOpen && created;
    m_pending.clear();
}

Status GpuTrace::open(const QString &path)
{
    if (m_file.isOpen())
        m_file.close();
    m_path = path;
    m_pending.clear();
    m_peaks.clear();
    m_samples = 0;
    m_error.clear();
    m_created = false;
    if (m_writer) {
        // Created there, exclusively; said to exist until the writer says otherwise.
        m_writer->openTrace(path);
        m_created = m_writerOpen = true;
        m_sinceWrite.start();
        return {};
    }
    const Status created = createFile(m_file, path);
    m_created = m_file.isOpen();
    if (!created) {
        m_error = created.error().message;
        m_file.close();
        return created;
    }
    m_sinceWrite.start();
    return {};
}

void GpuTrace::add(qint64 elapsedMs, const QList<GpuSample> &samples)
{
    if (samples.isEmpty())
        return;
    ++m_samples;
    for (const GpuSample &s : samples) {
        updatePeaks(m_peaks, elapsedMs, s);
        if (isOpen() && m_error.isEmpty())
            m_pending += csvRow(elapsedMs, s);
    }
    // The first sample at once (something is on disk early), then one write per interval.
    if (isOpen() && (m_samples == 1 || m_sinceWrite.elapsed() >= kFlushIntervalMs))
        flush().ok(); // a failure is kept in error() and said by whoever records the run
}

Status GpuTrace::flush()
{
    if (!m_error.isEmpty())
        return Error{Error::Code::WriteFailed, m_error};
    m_sinceWrite.start();
    if (!isOpen() || m_pending.isEmpty())
        return {};
    if (m_writer) {
        m_writer->appendTrace(std::exchange(m_pending, {}));
        return {};
    }
    const Status written = ArtifactIo::writeAll(m_file, std::exchange(m_pending, {}), m_path);
    if (!written)
        m_error = written.error().message;
    return written;
}

Status GpuTrace::close()
{
    if (!isOpen())
        return m_error.isEmpty() ? Status() : Status(Error{Error::Code::WriteFailed, m_error});
    if (m_writer) {
        flush().ok(); // a failure was said through writerFailed() already
        m_writer->closeTrace();
        m_writerOpen = false;
        return {};
    }
    const Status flushed = flush();
    m_file.close();
    return flushed;
}

void GpuTrace::updatePeaks(QList<GpuPeak> &peaks, qint64 elapsedMs, const GpuSample &s)
{
    auto it = std::lower_bound(peaks.begin(), peaks.end(), s.index, [](const GpuPeak &p, int index) { return p.index < index; });
    if (it == peaks.end() || it->index != s.index) {
        GpuPeak fresh;
        fresh.index = s.index;
        it = peaks.insert(it, fresh);
    }
    if (!s.name.isEmpty())
        it->name = s.name;
    if (s.totalMiB >= 0)
        it->totalMiB = s.totalMiB;
    if (s.usedMiB > it->peakUsedMiB) {
        it->peakUsedMiB = s.usedMiB;
        it->peakAtMs = elapsedMs;
    }
}

Status GpuTrace::read(const QString &path, const std::function<void(const TimedGpuSample &)> &onSample)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Code::Unreadable, tr("Could not read the GPU memory trace %1: %2").arg(path, file.errorString())};
    const QList<QByteArray> names = csvFields(file.readLine(4096).trimmed());
    auto column = [&names](const char *name) { return int(names.indexOf(QByteArray(name))); };
    const int elapsed = column("elapsed_ms"), gpu = column("gpu"), used = column("used_bytes"), total = column("total_bytes"),
              busy = column("utilization_percent"), name = column("name");
    if (elapsed < 0 || gpu < 0 || used < 0)
        return Error{Error::Code::Malformed,
                     tr("%1 is not a GPU memory trace: its first line does not name the columns elapsed_ms, gpu and used_bytes.").arg(path)};
    while (!file.atEnd()) {
        const QByteArray line = file.readLine(64 * 1024).trimmed();
        if (line.isEmpty())
            continue;
        const QList<QByteArray> f = csvFields(line);
        bool ok[5] = {false, false, true, true, true};
        TimedGpuSample t;
        t.elapsedMs = csvInt(f.value(elapsed), &ok[0]);
        t.sample.index = int(f.value(gpu).toInt(&ok[1]));
        const qint64 usedBytes = csvInt(f.value(used), &ok[2]);
        const qint64 totalBytes = total >= 0 ? csvInt(f.value(total), &ok[3]) : -1;
        t.sample.utilization = busy >= 0 ? int(csvInt(f.value(busy), &ok[4])) : -1;
        if (!std::all_of(std::begin(ok), std::end(ok), [](bool b) { return b; }) || t.elapsedMs < 0 || t.sample.index < 0
            || t.sample.index >= 4096)
            continue; // a torn last line (the app died mid-write), a hand edit
        t.sample.usedMiB = usedBytes >= 0 ? usedBytes / kMiB : -1;
        t.sample.totalMiB = totalBytes >= 0 ? totalBytes / kMiB : -1;
        if (name >= 0)
            t.sample.name = QString::fromUtf8(f.value(name));
        onSample(t);
    }
    return {};
}

Result<QList<TimedGpuSample>> GpuTrace::readAll(const QString &path)
{
    QList<TimedGpuSample> all;
    if (Status read = GpuTrace::read(path, [&all](const TimedGpuSample &t) { all.append(t); }); !read)
        return read.error();
    return all;
}

} // namespace ptq
