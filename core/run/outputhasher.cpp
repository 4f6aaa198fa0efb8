#include "run/outputhasher.h"

#include "artifacts/runmanifest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

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

OutputChecksums OutputHasher::hash(const QString &directory, const QStringList &files, const std::atomic_bool &stop,
                                   const std::function<void(qint64, qint64)> &progress)
{
    OutputChecksums sums;
    sums.directory = directory;
    qint64 total = 0;
    for (const QString &f : files)
        total += QFileInfo(directory + u'/' + f).size();
    constexpr qint64 kBlock = 4 << 20;
    constexpr qint64 kReportEvery = 64 << 20;
    qint64 lastReport = 0;
    QByteArray block(kBlock, Qt::Uninitialized);
    for (const QString &f : files) {
        const QString path = directory + u'/' + f;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            sums.error = tr("Cannot read %1: %2").arg(path, file.errorString());
            return sums;
        }
        QCryptographicHash h(QCryptographicHash::Sha256);
        for (;;) {
            if (stop.load()) {
                sums.cancelled = true;
                return sums;
            }
            const qint64 n = file.read(block.data(), kBlock);
            if (n < 0) {
                sums.error = tr("Cannot read %1: %2").arg(path, file.errorString());
                return sums;
            }
            if (n == 0)
                break;
            h.addData(QByteArrayView(block.constData(), n));
            sums.bytes += n;
            if (progress && sums.bytes - lastReport >= kReportEvery) {
                lastReport = sums.bytes;
                progress(sums.bytes, total);
            }
        }
        sums.sha256.append({f, QString::fromLatin1(h.result().toHex())});
    }
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
