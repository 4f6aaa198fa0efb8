// Step 4 speed: (a) log ingest of 1,000,000 fake-cli lines through the runner, the line splitter,
// the log analyzer and page 4's log view (shown, offscreen), against a plain read of the same bytes from the same kind of pipe, with
// the longest event-loop stall and the memory growth; (b) verification of a 100-shard,
// 100,000-tensor export (sparse files) against reading only the headers' bytes; (c) the CPU cost
// of polling GPU memory once a second.
#include "benchsupport.h"
#include "logview.h"
#include "run/gpumonitor.h"
#include "run/logparser.h"
#include "run/outputverifier.h"
#include "run/ptqjob.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtEndian>

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
    QObject::connect(&probe, &QTimer::timeout, [&] {
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
    const bool a = ptq::bench::report(u"log ingest, 1,000,000 lines (time)"_s, oursMs, floorMs, u"ms"_s, 2.0);
    QTextStream(stdout) << "BENCH|log ingest, longest event-loop stall|" << longestStallMs << " ms|50 ms|"
                        << QString::number(double(longestStallMs) / 50.0, 'f', 2) << "x|<= 1x|"
                        << (longestStallMs < 50 ? "PASS" : "FAIL") << Qt::endl;
    QTextStream(stdout) << "BENCH|log ingest, memory growth|" << growthMiB << " MiB|100 MiB|"
                        << QString::number(double(growthMiB) / 100.0, 'f', 2) << "x|<= 1x|"
                        << (growthMiB < 100 ? "PASS" : "FAIL") << Qt::endl;
    Q_UNUSED(bytes);
    return a && longestStallMs < 50 && growthMiB < 100;
}

void writeShard(const QString &path, int shard, int tensors, qint64 bytesPerTensor)
{
    std::string header = "{";
    qint64 offset = 0;
    for (int t = 0; t < tensors; ++t) {
        if (t)
            header.append(",");
        header.append("\"model.layers.").append(std::to_string(shard)).append(".mlp.experts.").append(std::to_string(t));
        header.append(".weight\":{\"dtype\":\"U8\",\"shape\":[").append(std::to_string(bytesPerTensor));
        header.append("],\"data_offsets\":[").append(std::to_string(offset)).append(",");
        header.append(std::to_string(offset + bytesPerTensor)).append("]}");
        offset += bytesPerTensor;
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

bool verification()
{
    QTemporaryDir dir;
    std::string weightMap;
    for (int s = 0; s < 100; ++s) {
        const QString name = u"model-%1-of-00100.safetensors"_s.arg(s + 1, 5, 10, QLatin1Char('0'));
        writeShard(dir.filePath(name), s, 1000, 1 << 20); // 1 GiB of (sparse) data per shard
        const std::string file = name.toStdString();
        for (int t = 0; t < 1000; ++t) {
            if (!weightMap.empty())
                weightMap.append(",");
            weightMap.append("\"model.layers.").append(std::to_string(s)).append(".mlp.experts.").append(std::to_string(t));
            weightMap.append(".weight\":\"").append(file).append("\"");
        }
    }
    QFile index(dir.filePath(u"model.safetensors.index.json"_s));
    index.open(QIODevice::WriteOnly);
    index.write(("{\"metadata\":{\"total_size\":1},\"weight_map\":{" + weightMap + "}}").c_str());
    index.close();
    QFile config(dir.filePath(u"config.json"_s));
    config.open(QIODevice::WriteOnly);
    config.write(R"({"quantization_config":{"quant_method":"quark","global_quant_config":{"weight":{"dtype":"fp8_e4m3"}},"exclude":["lm_head"]}})");
    config.close();

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
    const double ours = ptq::bench::medianMs(5, [&] { report = ptq::OutputVerifier::verify(dir.path(), ptq::Json(), 0); });
    if (report.tensors != 100000 || report.check(u"shards"_s)->status != u"pass"_s)
        qFatal("verification did not read 100,000 tensors: %s", qPrintable(report.check(u"shards"_s)->detail));
    const bool ratio = ptq::bench::report(u"verify 100 shards x 1,000 tensors vs reading the headers"_s, ours, floor, u"ms"_s, 2.0);
    const bool absolute = ptq::bench::report(u"verify 100 shards x 1,000 tensors vs 200 ms"_s, ours, 200.0, u"ms"_s, 1.0);
    return ratio && absolute;
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
    QObject::connect(&monitor, &ptq::GpuMonitor::samplesReceived, [&] { ++samples; });
    rusage self0 {}, child0 {};
    getrusage(RUSAGE_SELF, &self0);
    getrusage(RUSAGE_CHILDREN, &child0);
    QElapsedTimer wall;
    wall.start();
    monitor.start(1000);
    QEventLoop loop;
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    monitor.stop();
    rusage self1 {}, child1 {};
    getrusage(RUSAGE_SELF, &self1);
    getrusage(RUSAGE_CHILDREN, &child1);
    auto us = [](const timeval &t) { return double(t.tv_sec) * 1e6 + double(t.tv_usec); };
    const double cpuUs = us(self1.ru_utime) - us(self0.ru_utime) + us(self1.ru_stime) - us(self0.ru_stime)
        + us(child1.ru_utime) - us(child0.ru_utime) + us(child1.ru_stime) - us(child0.ru_stime);
    const double percent = cpuUs / (double(wall.nsecsElapsed()) / 1e3) * 100;
    if (samples < 8)
        qFatal("only %d polls", samples);
    return ptq::bench::report(u"GPU polling at 1 Hz, 8 GPUs (% of a core)"_s, percent, 2.0, u"%"_s, 1.0);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // PTQ_BENCH_ONLY=ingest|verify|gpu runs one part (for profiling).
    const QString only = qEnvironmentVariable("PTQ_BENCH_ONLY");
    const bool a = only.isEmpty() || only == u"ingest"_s ? logIngest() : true;
    const bool b = only.isEmpty() || only == u"verify"_s ? verification() : true;
    const bool c = only.isEmpty() || only == u"gpu"_s ? gpuPolling() : true;
    return a && b && c ? 0 : 1;
}
