// Step 4 speed: (a) log ingest of 1,000,000 fake-cli lines through the runner, the line splitter,
// the log analyzer and page 4's log view (shown, offscreen), against a plain read of the same bytes from the same kind of pipe, with
// the longest event-loop stall and the memory growth; (b) verification of a 100-shard,
// 100,000-tensor export (sparse files) against reading only the headers' bytes, and of a sparse
// 700 GB export of 163 shards against an absolute second; (c) sha256 of an export (8 x 256 MiB of
// real data) against `openssl dgst -sha256`; (d) the CPU cost of polling 8 GPUs once a second.
#include "benchsupport.h"
#include "logview.h"
#include "host/gpumonitor.h"
#include "run/logparser.h"
#include "run/outputhasher.h"
#include "run/outputverifier.h"
#include "run/ptqjob.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtEndian>

#include <signal.h>
#include <sys/resource.h>

using namespace Qt::Literals::StringLiterals;

namespace {

const QString kFakeCli = QStringLiteral(PTQ_FAKE_BIN_DIR) + u"/quark-cli"_s;

QStringList floodArgs(const QString &out)
{
    return {u"torch-llm-ptq"_s, u"--model_dir"_s, u"/m"_s, u"--output_dir"_s, out, u"--quant_scheme"_s, u"fp8"_s,
            u"--skip_evaluation"_s};
}

qint64 rssKiB()
{
    QFile status(u"/proc/self/status"_s);
    status.open(QIODevice::ReadOnly);
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

bool logIngest()
{
    constexpr int kLines = 1'000'000;
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"FAKE_QUARK_FLOOD"_s, QString::number(kLines));
    env.insert(u"FAKE_QUARK_STEP_MS"_s, u"0"_s);
    env.insert(u"FAKE_QUARK_FAIL"_s, u"nofiles"_s);

    // Floor: the same process, the same pipe, the bytes read and dropped.
    qint64 floorBytes = 0;
    QElapsedTimer timer;
    timer.start();
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        QEventLoop loop;
        QObject::connect(&p, &QProcess::readyRead, &loop, [&] { floorBytes += p.readAll().size(); });
        QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
        p.start(kFakeCli, floodArgs(dir.filePath(u"a"_s)));
        loop.exec();
    }
    const double floorMs = double(timer.nsecsElapsed()) / 1e6;

    // Ours: the job's runner, splitter and analyzer (as PtqJob wires them) and the page's log
    // view, with a stall probe.
    ptq::ui::LogView view;
    view.resize(900, 500);
    view.show();
    ptq::LocalProcessRunner runner;
    runner.setSampleIntervalMs(0); // the ingest alone
    ptq::LineSplitter splitter;
    ptq::LogAnalyzer analyzer;
    qint64 lines = 0;
    qint64 bytes = 0;
    qint64 longestStallMs = 0;
    QElapsedTimer sinceTick;
    QTimer probe;
    probe.setInterval(5);
    QObject::connect(&probe, &QTimer::timeout, &probe, [&] {
        longestStallMs = std::max(longestStallMs, sinceTick.restart() - 5);
    });
    const qint64 rssBefore = rssKiB();
    QEventLoop loop;
    QObject::connect(&runner, &ptq::JobRunner::output, &loop, [&](const QByteArray &chunk) {
        bytes += chunk.size();
        const QList<QByteArray> raw = splitter.push(chunk);
        lines += raw.size();
        view.appendLines(analyzer.feedRaw(raw, 0));
    });
    QObject::connect(&runner, &ptq::JobRunner::exited, &loop, &QEventLoop::quit);
    qputenv("FAKE_QUARK_FLOOD", QByteArray::number(kLines));
    qputenv("FAKE_QUARK_STEP_MS", "0");
    qputenv("FAKE_QUARK_FAIL", "nofiles");
    timer.restart();
    sinceTick.start();
    probe.start();
    runner.start(QStringList{kFakeCli} + floodArgs(dir.filePath(u"b"_s)), {});
    loop.exec();
    view.flush();
    probe.stop();
    const double oursMs = double(timer.nsecsElapsed()) / 1e6;
    const qint64 growthMiB = (rssKiB() - rssBefore) / 1024;
    if (lines < kLines)
        qFatal("only %lld lines seen", lines);
    // Throughput goal "at least half of a plain read" is the same as time ≤ 2x.
    const bool a = ptq::bench::report(u"log ingest, 1,000,000 lines (time)"_s, oursMs, floorMs, u"ms"_s, 2.0,
                                      u"page 4: the log of a run"_s);
    ptq::bench::row(u"log ingest, longest event-loop stall"_s, u"%1 ms"_s.arg(longestStallMs), u"50 ms"_s,
                    QString::number(double(longestStallMs) / 50.0, 'f', 2) + u'x', u"<= 1x"_s,
                    longestStallMs < 50 ? u"PASS"_s : u"FAIL"_s, u"page 4: the window during a run"_s);
    ptq::bench::row(u"log ingest, memory growth"_s, u"%1 MiB"_s.arg(growthMiB), u"100 MiB"_s,
                    QString::number(double(growthMiB) / 100.0, 'f', 2) + u'x', u"<= 1x"_s,
                    growthMiB < 100 ? u"PASS"_s : u"FAIL"_s, ptq::bench::kNotFelt);
    Q_UNUSED(bytes);
    return a && longestStallMs < 50 && growthMiB < 100;
}

/// The name of tensor @p t of shard @p shard: Quark's layout for an fp8 Linear, the module's
/// weight then its weight_scale.
std::string tensorName(int shard, int t)
{
    return "model.layers." + std::to_string(shard) + ".mlp.experts." + std::to_string(t / 2) + (t % 2 ? ".weight_scale" : ".weight");
}

/// A shard of @p tensors tensors: F8_E4M3 weights of @p bytesPerTensor bytes, each followed by its
/// F32 scale, as quark-cli writes an fp8 export.
void writeShard(const QString &path, int shard, int tensors, qint64 bytesPerTensor)
{
    std::string header = "{";
    qint64 offset = 0;
    for (int t = 0; t < tensors; ++t) {
        if (t)
            header.append(",");
        const bool scale = t % 2;
        const qint64 bytes = scale ? 4 : bytesPerTensor;
        header.append("\"").append(tensorName(shard, t)).append(scale ? "\":{\"dtype\":\"F32\",\"shape\":[" : "\":{\"dtype\":\"F8_E4M3\",\"shape\":[");
        if (!scale)
            header.append(std::to_string(bytes));
        header.append("],\"data_offsets\":[").append(std::to_string(offset)).append(",");
        header.append(std::to_string(offset + bytes)).append("]}");
        offset += bytes;
    }
    header += "}";
    while (header.size() % 8)
        header += ' ';
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    QByteArray prefix(8, '\0');
    qToLittleEndian<quint64>(header.size(), prefix.data());
    f.write(prefix);
    f.write(header.data(), qint64(header.size()));
    f.resize(8 + qint64(header.size()) + offset); // sparse: no tensor bytes on disk
}

/// A sparse fp8 export in @p dir: @p shards shards of @p tensors tensors (weights of
/// @p bytesPerTensor and their scales), with the index naming every tensor and an fp8
/// quantization_config.
void writeExport(const QString &dir, int shards, int tensors, qint64 bytesPerTensor)
{
    std::string weightMap;
    for (int s = 0; s < shards; ++s) {
        const QString name = u"model-%1-of-%2.safetensors"_s.arg(s + 1, 5, 10, QLatin1Char('0')).arg(shards, 5, 10, QLatin1Char('0'));
        writeShard(dir + u'/' + name, s, tensors, bytesPerTensor);
        const std::string file = name.toStdString();
        for (int t = 0; t < tensors; ++t) {
            if (!weightMap.empty())
                weightMap.append(",");
            weightMap.append("\"").append(tensorName(s, t)).append("\":\"").append(file).append("\"");
        }
    }
    QFile index(dir + u"/model.safetensors.index.json"_s);
    index.open(QIODevice::WriteOnly);
    index.write(("{\"metadata\":{\"total_size\":1},\"weight_map\":{" + weightMap + "}}").c_str());
    index.close();
    QFile config(dir + u"/config.json"_s);
    config.open(QIODevice::WriteOnly);
    config.write(R"({"quantization_config":{"quant_method":"quark","global_quant_config":{"weight":{"dtype":"fp8_e4m3"}},"exclude":["lm_head"]}})");
    config.close();
}

/// What page 4 verifies an fp8 run's export against: its plan's scheme and exclusions, so the
/// per-module checks run as they do after a real run.
ptq::VerificationPlan fp8Plan()
{
    ptq::VerificationPlan plan;
    plan.present = true;
    plan.scheme = u"fp8"_s;
    plan.exclusions = {u"lm_head"_s};
    plan.planExcludes = true;
    return plan;
}

/// The checks of @p report that did not pass, for a message.
QString notPassed(const ptq::VerificationReport &report)
{
    QStringList failed;
    for (const ptq::VerificationCheck &c : report.checks)
        if (c.status != ptq::CheckStatus::Pass)
            failed.append(c.name + u": "_s + ptq::checkStatusName(c.status) + u" "_s + c.detail.english());
    return failed.join(u"; "_s);
}

bool verification()
{
    QTemporaryDir dir;
    writeExport(dir.path(), 100, 1000, 1 << 20); // 500 MiB of (sparse) weights per shard

    const double floor = ptq::bench::medianMs(5, [&] {
        for (const QString &name : QDir(dir.path()).entryList({u"*.safetensors"_s}, QDir::Files)) {
            QFile f(dir.filePath(name));
            f.open(QIODevice::ReadOnly);
            const quint64 n = qFromLittleEndian<quint64>(f.read(8).constData());
            if (f.read(qint64(n)).size() != qint64(n))
                qFatal("short read");
        }
    });
    ptq::VerificationReport report;
    const double ours = ptq::bench::medianMs(5, [&] { report = ptq::OutputVerifier::verify(dir.path(), fp8Plan(), 0); });
    if (report.tensors != 100000 || report.check(u"shards"_s)->status != ptq::CheckStatus::Pass || !report.check(u"tensor-dtypes"_s)
        || report.check(u"tensor-dtypes"_s)->status != ptq::CheckStatus::Pass)
        qFatal("verification did not check 100,000 tensors: %s", qPrintable(notPassed(report)));
    const bool ratio = ptq::bench::report(u"verify 100 shards x 1,000 tensors vs reading the headers"_s, ours, floor, u"ms"_s, 5.0,
                                                 ptq::bench::kNotFelt);
    const bool absolute = ptq::bench::report(u"verify 100 shards x 1,000 tensors vs 200 ms"_s, ours, 200.0, u"ms"_s, 1.0,
                                                    u"page 4: a run's end, the export checked"_s);
    return ratio && absolute;
}

// O(files), never O(bytes): 163 shards of a 700 GB export, sparse (ftruncate past real headers).
bool verificationSparse700GB()
{
    constexpr int kShards = 163;
    constexpr int kTensors = 100;
    constexpr qint64 kBytesPerTensor = 700'000'000'000LL / kShards / (kTensors / 2); // half of them are 4-byte scales
    QTemporaryDir dir;
    writeExport(dir.path(), kShards, kTensors, kBytesPerTensor);
    ptq::VerificationReport report;
    const double ours = ptq::bench::medianMs(3, [&] { report = ptq::OutputVerifier::verify(dir.path(), fp8Plan(), 0); });
    if (report.tensors != kShards * kTensors || report.check(u"shards"_s)->status != ptq::CheckStatus::Pass)
        qFatal("verification did not read %d tensors: %s", kShards * kTensors, qPrintable(report.check(u"shards"_s)->detail.english()));
    return ptq::bench::report(u"verify a sparse 700 GB export of 163 shards vs 1000 ms (time)"_s, ours, 1000.0, u"ms"_s, 1.0,
                              u"page 4: a run's end, the export checked"_s);
}

// sha256 of 8 x 256 MiB of random (so real, not sparse) data, page cache warm for every side.
bool checksums()
{
    constexpr int kFiles = 8;
    constexpr qint64 kFileBytes = qint64(256) << 20;
    const QString openssl = QStandardPaths::findExecutable(u"openssl"_s);
    if (openssl.isEmpty())
        qFatal("openssl is not installed: the checksum rows need `openssl dgst -sha256` as their floor");
    QTemporaryDir dir(QDir::tempPath() + u"/ptq-bench-hash-XXXXXX"_s); // on disk, removed at the end
    QStringList names;
    {
        QByteArray block(16 << 20, Qt::Uninitialized);
        QRandomGenerator random(2026);
        for (int i = 0; i < kFiles; ++i) {
            names.append(u"model-%1-of-00008.safetensors"_s.arg(i + 1, 5, 10, QLatin1Char('0')));
            QFile f(dir.filePath(names.constLast()));
            if (!f.open(QIODevice::WriteOnly))
                qFatal("cannot write %s", qPrintable(f.fileName()));
            for (qint64 done = 0; done < kFileBytes; done += block.size()) {
                random.fillRange(reinterpret_cast<quint32 *>(block.data()), block.size() / 4);
                if (f.write(block) != block.size())
                    qFatal("cannot write %s (disk full?)", qPrintable(f.fileName()));
            }
        }
    }
    // Warm the page cache: every side then reads memory, not the disk.
    {
        QByteArray block(4 << 20, Qt::Uninitialized);
        for (const QString &name : names) {
            QFile f(dir.filePath(name));
            f.open(QIODevice::ReadOnly);
            while (f.read(block.data(), block.size()) > 0) {
            }
        }
    }
    auto dgst = [&](const QStringList &files) {
        for (const QString &name : files) {
            QProcess p;
            p.setStandardOutputFile(QProcess::nullDevice());
            p.start(openssl, {u"dgst"_s, u"-sha256"_s, dir.filePath(name)});
            if (!p.waitForFinished(120000) || p.exitCode() != 0)
                qFatal("openssl dgst -sha256 %s failed", qPrintable(name));
        }
    };
    const std::atomic_bool stop{false};
    ptq::OutputChecksums sums;
    // Interleaved, so that a load that comes and goes weighs on every side alike; median of 3.
    std::vector<double> opensslOneMs, oursOneMs, opensslAllMs, oursAllMs;
    auto timed = [](std::vector<double> &into, const std::function<void()> &work) {
        into.push_back(ptq::bench::medianMs(1, work));
    };
    for (int run = 0; run < 3; ++run) {
        timed(opensslOneMs, [&] { dgst({names.constFirst()}); });
        timed(oursOneMs, [&] { sums = ptq::OutputHasher::hash(dir.path(), {names.constFirst()}, stop); });
        if (!sums.ok())
            qFatal("hashing failed: %s", qPrintable(sums.error));
        timed(opensslAllMs, [&] { dgst(names); });
        timed(oursAllMs, [&] { sums = ptq::OutputHasher::hash(dir.path(), names, stop); });
        if (!sums.ok() || sums.sha256.size() != kFiles)
            qFatal("hashing failed: %s", qPrintable(sums.error));
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    const double opensslOne = median(opensslOneMs);
    const double oursOne = median(oursOneMs);
    const double opensslAll = median(opensslAllMs);
    const double oursAll = median(oursAllMs);
    // Same digest as openssl's, or the rows mean nothing.
    QProcess check;
    check.start(openssl, {u"dgst"_s, u"-sha256"_s, u"-r"_s, dir.filePath(names.constLast())});
    check.waitForFinished(120000);
    if (!check.readAllStandardOutput().startsWith(sums.sha256.constLast().second.toLatin1()))
        qFatal("our sha256 of %s differs from openssl's", qPrintable(names.constLast()));
    const bool one = ptq::bench::report(u"sha256 of one 256 MiB file vs openssl dgst -sha256 on it"_s, oursOne, opensslOne, u"ms"_s, 1.1,
                                        u"page 4: a run's end, checksums of the export"_s);
    const bool all = ptq::bench::report(u"sha256 of 8 x 256 MiB vs openssl dgst -sha256 on each, one after another"_s, oursAll,
                                        opensslAll, u"ms"_s, 0.6, u"page 4: a run's end, checksums of the export"_s);
    QTextStream(stdout) << "# sha256 of 8 x 256 MiB: " << QString::number(oursAll, 'f', 1) << " ms ("
                        << QString::number(oursAll / opensslOne, 'f', 2) << "x of openssl on one file, "
                        << QThread::idealThreadCount() << " cores)" << Qt::endl;
    return one && all;
}

bool gpuPolling()
{
    QTemporaryDir bin;
    QFile::link(QStringLiteral(PTQ_FAKE_TOOL), bin.filePath(u"nvidia-smi"_s));
    ptq::GpuMonitor monitor;
    QProcessEnvironment env;
    env.insert(u"PATH"_s, bin.path());
    env.insert(u"FAKE_GPUS"_s, u"8"_s);
    monitor.setEnvironment(env);
    int samples = 0;
    QObject::connect(&monitor, &ptq::GpuMonitor::samplesReceived, &monitor, [&] { ++samples; });
    rusage self0 {}, child0 {};
    getrusage(RUSAGE_SELF, &self0);
    getrusage(RUSAGE_CHILDREN, &child0);
    QElapsedTimer wall;
    wall.start();
    monitor.start(1000);
    QEventLoop loop;
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    const qint64 loopPid = monitor.loopProcessId();
    monitor.stop();
    // A child's CPU time is counted once it is reaped: let the loop process end first.
    QElapsedTimer reaped;
    reaped.start();
    while (loopPid > 0 && ::kill(pid_t(loopPid), 0) == 0 && reaped.elapsed() < 3000) {
        QEventLoop wait;
        QTimer::singleShot(10, &wait, &QEventLoop::quit);
        wait.exec();
    }
    rusage self1 {}, child1 {};
    getrusage(RUSAGE_SELF, &self1);
    getrusage(RUSAGE_CHILDREN, &child1);
    auto us = [](const timeval &t) { return double(t.tv_sec) * 1e6 + double(t.tv_usec); };
    const double cpuUs = us(self1.ru_utime) - us(self0.ru_utime) + us(self1.ru_stime) - us(self0.ru_stime)
        + us(child1.ru_utime) - us(child0.ru_utime) + us(child1.ru_stime) - us(child0.ru_stime);
    const double percent = cpuUs / (double(wall.nsecsElapsed()) / 1e3) * 100;
    if (samples < 8)
        qFatal("only %d polls", samples);
    return ptq::bench::report(u"GPU polling at 1 Hz, 8 GPUs (% of a core)"_s, percent, 0.5, u"%"_s, 1.0,
                              ptq::bench::kNotFelt);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // PTQ_BENCH_ONLY=ingest|verify|hash|gpu runs one part (for profiling).
    const QString only = qEnvironmentVariable("PTQ_BENCH_ONLY");
    const bool a = only.isEmpty() || only == u"ingest"_s ? logIngest() : true;
    const bool b = only.isEmpty() || only == u"verify"_s ? verification() : true;
    const bool b2 = only.isEmpty() || only == u"verify"_s ? verificationSparse700GB() : true;
    const bool h = only.isEmpty() || only == u"hash"_s ? checksums() : true;
    const bool c = only.isEmpty() || only == u"gpu"_s ? gpuPolling() : true;
    return a && b && b2 && h && c ? 0 : 1;
}
