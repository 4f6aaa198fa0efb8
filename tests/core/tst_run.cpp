// Step 4: log understanding, the header-only verifier, and the job against the fake quark-cli,
// including its failures and every way around the gate.
#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "artifacts/schemavalidator.h"
#include "artifacts/workspace.h"
#include "command/approval.h"
#include "command/manifestbuilder.h"
#include "plan/planner.h"
#include "process/secretredactor.h"
#include "run/jobwriter.h"
#include "run/outputhasher.h"
#include "run/outputverifier.h"
#include "run/ptqjob.h"
#include "run/runrecorder.h"
#include "run/troubleshooter.h"
#include "source/hubclient.h"
#include "source/localreader.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QSet>
#include <QTimeZone>
#include <QTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <QtEndian>

#include <algorithm>

#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <sys/stat.h>
#include <unistd.h>

#include "workflow/runstep.h"

using namespace Qt::Literals::StringLiterals;
using ptq::Json;
using ptq::LogAnalyzer;
using ptq::LogLine;

Q_DECLARE_METATYPE(ptq::JobResult)

namespace {

// Through the gate, as page 4 and `ptq-studio run` start a job.
ptq::Status startJob(ptq::PtqJob &job, const QString &ws, const QByteArray &token)
{
    const ptq::GateDecision decision = ptq::RunStep::start(job, ws, token);
    if (decision.allowed())
        return {};
    return ptq::Error{ptq::Error::Code::Invalid, decision.message};
}

ptq::JobResult runJob(const QString &ws, const QByteArray &token, int cancelAfterMs = -1, int graceMs = 10000)
{
    ptq::PtqJob job(ws);
    job.setGraceMs(graceMs);
    QSignalSpy done(&job, &ptq::PtqJob::finished);
    const ptq::Status started = startJob(job, ws, token);
    if (!started)
        qFatal("job refused: %s", qPrintable(started.error().message));
    if (cancelAfterMs >= 0) {
        QTest::qWait(cancelAfterMs);
        job.cancel();
    }
    if (!done.wait(60000))
        qFatal("job did not finish");
    return done.at(0).at(0).value<ptq::JobResult>();
}

ptq::JobResult failedRun()
{
    ptq::JobResult r;
    r.status = ptq::RunStatus::Failed;
    r.exitCode = 1;
    return r;
}

LogAnalyzer logOf(const QByteArray &bytes)
{
    ptq::LineSplitter splitter;
    LogAnalyzer log;
    log.feedRaw(splitter.push(bytes), 0);
    log.feedRaw({splitter.flush()}, 0);
    log.finish(0);
    return log;
}

LogAnalyzer fixtureLog(const QString &name)
{
    QFile file(ptq::test::fixturePath(u"real-0.13/"_s + name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no fixture %s", qPrintable(name));
    return logOf(file.readAll());
}

// A local run with HF_HUB_OFFLINE=1 and a Quark environment whose path needs quoting.
ptq::Troubleshooter::Context offlineContext(const QString &dataset)
{
    ptq::Troubleshooter::Context context;
    context.python = u"/opt/quark env/bin/python"_s;
    context.argv = {u"/opt/quark env/bin/quark-cli"_s, u"torch-llm-ptq"_s, u"--model_dir"_s, u"/m"_s,
                    u"--dataset"_s, dataset, u"--output_dir"_s, u"/out"_s};
    context.datasetsCache = u"/home/u/.cache/huggingface/datasets"_s;
    context.offlineSetting = u"HF_HUB_OFFLINE=1"_s;
    context.offlineBlockers = {u"HF_HUB_OFFLINE"_s};
    return context;
}

using ptq::test::cacheWikitextTrain;

QByteArray safetensors(const QByteArray &headerJson, qint64 dataBytes, qint64 declaredLength = -1)
{
    QByteArray file(8, '\0');
    qToLittleEndian<quint64>(declaredLength >= 0 ? declaredLength : headerJson.size(), file.data());
    return file + headerJson + QByteArray(dataBytes, '\0');
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}


// A runner that prints what the test wrote, in those chunks, then exits 1: the whole pipeline
// from quark-cli's bytes to the log, the view and the records, with bytes chosen byte by byte.
class ScriptedRunner final : public ptq::JobRunner
{
public:
    explicit ScriptedRunner(QList<QByteArray> chunks) : m_chunks(std::move(chunks)) {}
    void start(const QStringList &, const QMap<QString, QString> &) override
    {
        QTimer::singleShot(0, this, [this] {
            emit started();
            for (const QByteArray &chunk : std::as_const(m_chunks))
                emit output(chunk);
            emit exited(1, 0);
        });
    }
    void cancel(int) override {}
    qint64 processId() const override { return 0; }

private:
    QList<QByteArray> m_chunks;
};

struct ScriptedRun
{
    ptq::JobResult result;
    QList<LogLine> shown;
    ptq::Status started;
};

// Starts a job in @p ws (an approved workspace) with a hand-made ticket, as the gate would.
ScriptedRun runScripted(const QString &ws, const QList<QByteArray> &chunks, std::function<QDateTime()> clock = {})
{
    ScriptedRun run;
    ptq::PtqJob job(ws, new ScriptedRunner(chunks));
    if (clock)
        job.setClock(std::move(clock));
    QObject::connect(&job, &ptq::PtqJob::linesReceived, &job, [&](const QList<LogLine> &lines) { run.shown += lines; });
    QSignalSpy done(&job, &ptq::PtqJob::finished);
    ptq::RunTicket ticket;
    ticket.workspace = ws;
    ticket.manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
    ticket.argv = {u"/bin/false"_s};
    ticket.outputDir = ws + u"/out"_s;
    run.started = job.start(ticket);
    if (run.started && !done.wait(30000))
        qFatal("scripted job did not finish");
    if (run.started)
        run.result = done.at(0).at(0).value<ptq::JobResult>();
    return run;
}

// A runner that reports GPU readings between its output, as a local runner's monitor does, then
// ends as quark-cli does when it runs out of memory (exit 1) or is killed by the OOM killer (SIGKILL).
class SampledRunner final : public ptq::JobRunner
{
public:
    SampledRunner(QList<QList<ptq::GpuSample>> samples, int exitCode, int signal)
        : m_samples(std::move(samples)), m_exitCode(exitCode), m_signal(signal)
    {
    }
    void start(const QStringList &, const QMap<QString, QString> &) override
    {
        QTimer::singleShot(0, this, [this] {
            emit started();
            for (const QList<ptq::GpuSample> &sample : std::as_const(m_samples)) {
                emit resourcesSampled(sample);
                emit output("[QUARK-INFO]: Calibration start.\n");
                QTest::qWait(5); // the readings are apart in time
            }
            emit output("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB.\n");
            emit exited(m_exitCode, m_signal);
        });
    }
    void cancel(int) override {}
    qint64 processId() const override { return 0; }
    QString resourceTool() const override { return u"nvidia-smi"_s; }

private:
    QList<QList<ptq::GpuSample>> m_samples;
    int m_exitCode;
    int m_signal;
};

// The manifest is valid at both levels: ours (schemas/) and the real upstream contract file.
QString manifestProblems(const Json &manifest)
{
    QStringList problems;
    const ptq::ArtifactCheck check = ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, manifest);
    for (const auto &v : check.studio)
        problems.append(u"studio: "_s + v.toString());
    const QString upstreamPath = ptq::test::upstreamContractPath(ptq::ArtifactKind::Manifest);
    if (upstreamPath.isEmpty())
        return u"no upstream contract beside the checkout"_s;
    const ptq::Result<QList<ptq::SchemaViolation>> upstream =
        ptq::SchemaValidator::validate(ptq::test::readJson(upstreamPath), manifest);
    if (!upstream)
        return upstream.error().message;
    for (const auto &v : *upstream)
        problems.append(u"upstream: "_s + v.toString());
    return problems.join(u'\n');
}

const Json *gpuMemoryOf(const Json &manifest)
{
    if (!manifest.contains("outputs") || !manifest["outputs"].contains("gpu_memory"))
        return nullptr;
    return &manifest["outputs"]["gpu_memory"];
}

// Every file under @p dir, its bytes.
QByteArray everyFile(const QString &dir)
{
    QByteArray all;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll() + '\n';
    }
    return all;
}

// What a terminal would act on: ESC, other C0 controls but \t and \n, DEL, C1 in UTF-8.
bool hasTerminalControls(const QString &text, bool lineEndsAllowed)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\t' && !(lineEndsAllowed && (u == u'\n' || u == u'\r'))) || (u >= 0x7f && u <= 0x9f))
            return true;
    }
    return false;
}
} // namespace

class TestRun : public QObject
{
    Q_OBJECT

private slots:
    /// The run's writes: in the order asked, off the asking thread, each failure said once the
    /// writes before whenWritten() are done; a waiting manifest save takes the newest manifest.
    void jobWriter_keepsOrder_offTheThread_andSaysWhatFailed()
    {
        QTemporaryDir root;
        ptq::JobWriter writer;
        auto log = std::make_unique<QFile>(root.filePath(u"run.log"_s));
        QVERIFY(log->open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered));
        writer.setLog(std::move(log), root.filePath(u"run.log"_s));
        QString logFailed;
        QObject::connect(&writer, &ptq::JobWriter::logFailed, &writer, [&](const QString &m) { logFailed = m; });
        for (int i = 0; i < 1000; ++i)
            writer.appendLog(QByteArray::number(i) + '\n', i);
        // Documents, one into a folder that cannot be made (a file is in its place).
        QFile blocker(root.filePath(u"blocked"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        writer.save(root.filePath(u"history/a.json"_s), Json{{"n", 1}});
        writer.save(root.filePath(u"blocked/b.json"_s), Json{{"n", 2}});
        std::optional<QStringList> errors;
        QThread *writerThread = nullptr;
        writer.save(root.filePath(u"history/c.json"_s), Json{{"n", 3}});
        writer.whenWritten([&](const QStringList &e) {
            errors = e;
            writerThread = QThread::currentThread();
        });
        QTRY_VERIFY_WITH_TIMEOUT(errors.has_value(), 10000);
        QCOMPARE(writerThread, QThread::currentThread()); // said on the asking thread
        QCOMPARE(errors->size(), 1);
        QVERIFY2(errors->first().contains(u"blocked"_s), qPrintable(errors->first()));
        QVERIFY(QFileInfo::exists(root.filePath(u"history/a.json"_s)));
        QVERIFY(QFileInfo::exists(root.filePath(u"history/c.json"_s)));
        QFile written(root.filePath(u"run.log"_s));
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = written.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 1000);
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(lines.at(i), QByteArray::number(i));
        QVERIFY(logFailed.isEmpty());
        // The next whenWritten() has nothing left to say.
        errors.reset();
        writer.whenWritten([&](const QStringList &e) { errors = e; });
        QTRY_VERIFY_WITH_TIMEOUT(errors.has_value(), 10000);
        QVERIFY(errors->isEmpty());
    }

    void jobWriter_logOnAFullDisk_saidOnce()
    {
        // /dev/full: every write fails with ENOSPC, as a full disk does.
        ptq::JobWriter writer;
        auto log = std::make_unique<QFile>(u"/dev/full"_s);
        if (!log->open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            QSKIP("no /dev/full here");
        writer.setLog(std::move(log), u"/dev/full"_s);
        QStringList said;
        QObject::connect(&writer, &ptq::JobWriter::logFailed, &writer, [&](const QString &m) { said.append(m); });
        writer.appendLog("first\n", 12'000);
        writer.appendLog("second\n", 13'000);
        std::optional<QStringList> errors;
        writer.whenWritten([&](const QStringList &e) { errors = e; });
        QTRY_VERIFY_WITH_TIMEOUT(errors.has_value(), 10000);
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.first().contains(u"The log is incomplete from 12 s into the run."_s), qPrintable(said.first()));
        QVERIFY(errors->isEmpty()); // said by logFailed(), not twice
    }

    // ---- what the real quark-cli 0.13 printed (tests/fixtures/real-0.13, captured by the real tier) ----

    void realLog_stagesFromTheRealMessages_noBlankLines()
    {
        QFile file(ptq::test::fixturePath(u"real-0.13/fp8-export.log"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        ptq::LineSplitter splitter;
        LogAnalyzer log;
        QList<LogLine> shown;
        // In pipe-sized pieces, as a run delivers them; each record is complete when its piece ends.
        for (qsizetype at = 0; at < bytes.size(); at += 4096)
            shown += log.feedRaw(splitter.push(bytes.mid(at, 4096)), at);
        log.finish(bytes.size());
        for (const LogLine &line : shown)
            QVERIFY2(!line.text.trimmed().isEmpty() || line.level == LogLine::Level::Plain, "no line made of a colour code alone");
        QVERIFY(std::none_of(shown.cbegin(), shown.cend(), [](const LogLine &l) { return l.text.isEmpty(); }));
        QList<ptq::RunStage> stages;
        for (const ptq::StageSpan &span : log.timeline())
            stages.append(span.stage);
        using S = ptq::RunStage;
        const QList<S> expected{S::Starting, S::LoadingModel, S::Tokenizer, S::Dataset, S::QuantConfig,
                                S::ModuleReplacement, S::Calibration, S::Freeze, S::Export};
        QCOMPARE(stages, expected);
        QVERIFY(log.exportCompleted());
        QCOMPARE(log.errors(), 0);
        // The newest record is shown at once: the last line of the first piece that holds a whole
        // record is that record, not the one before it.
        ptq::LineSplitter pieces;
        LogAnalyzer live;
        const qsizetype end = bytes.indexOf("[QUARK-INFO]: Loading model ...");
        QVERIFY(end > 0);
        const QList<LogLine> first = live.feedRaw(pieces.push(bytes.left(bytes.indexOf('\n', end) + 1)), 0);
        QCOMPARE(first.constLast().message, u"Loading model ..."_s);
        QCOMPARE(live.stage(), ptq::RunStage::LoadingModel);
    }

    void realLog_evaluation_perplexityParsed()
    {
        QFile file(ptq::test::fixturePath(u"real-0.13/fp8-evaluation-export.log"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        ptq::LineSplitter splitter;
        LogAnalyzer log;
        log.feedRaw(splitter.push(file.readAll()), 0);
        log.finish(0);
        QVERIFY(log.exportCompleted());
        QVERIFY(log.perplexity());
        QCOMPARE(*log.perplexity(), 542.872802734375);
        bool evaluated = false;
        for (const ptq::StageSpan &span : log.timeline())
            evaluated = evaluated || span.stage == ptq::RunStage::Evaluation;
        QVERIFY(evaluated);
        QCOMPARE(log.stage(), ptq::RunStage::Finished);
    }

    void realFailures_diagnosedWithTheirRealFix_data()
    {
        using F = ptq::FailureClass;
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("gpuSeen");
        QTest::addColumn<ptq::FailureClass>("failureClass");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QString>("advice"); // a part of the suggestions
        QTest::newRow("no GPU: device_map=auto puts the model on disk") << u"cpu-without-gpu.log"_s << false << F::Environment
                                                                        << u"no-gpu"_s << u"machine with a GPU"_s;
        QTest::newRow("no GPU, with --multi_device: meta tensors") << u"cpu-without-gpu-multi-device.log"_s << false
                                                                   << F::Environment << u"no-gpu"_s << u"Cannot copy out of meta tensor"_s;
        QTest::newRow("a GPU too small: the load-time MemoryError asks for --multi_device")
            << u"cpu-without-gpu.log"_s << true << F::Memory << u"model-does-not-fit"_s << u"--multi_device"_s;
        QTest::newRow("group size larger than a layer") << u"group-size.log"_s << true << F::Configuration << u"group-size"_s
                                                        << u"int4_wo_32"_s;
        QTest::newRow("timm without torchvision, before --help") << u"help-without-torchvision.log"_s << true << F::Environment
                                                                 << u"cli-dependency"_s << u"pip install torchvision"_s;
        // The dataset named is the one of the exception line, not the `{path}` of the source line
        // Python 3.11 quotes above it.
        QTest::newRow("the calibration dataset offline") << u"dataset-offline.log"_s << true << F::Data << u"dataset-offline"_s
                                                         << u"The calibration dataset abisee/cnn_dailymail could not be loaded: it is not in the datasets cache"_s;
        QTest::newRow("an invalid QUARK_LOG_LEVEL") << u"quark-log-level.log"_s << true << F::Environment << u"quark-log-level"_s
                                                    << u"QUARK_LOG_LEVEL is \"verbose\""_s;
        QTest::newRow("a model that needs its own code") << u"remote-code.log"_s << true << F::Compatibility << u"remote-code"_s
                                                         << u"accept remote code at Checkpoint 1"_s;
        QTest::newRow("no template for gpt2") << u"no-template.log"_s << true << F::Configuration << u"no-template"_s
                                              << u"\"gpt2\""_s;
        QTest::newRow("an environment without datasets: plain text before exit(1)")
            << u"without-datasets.log"_s << true << F::Environment << u"cli-dependency"_s << u"pip install datasets"_s;
        QTest::newRow("a model folder that is not there: transformers 5 takes the path for a Hub id")
            << u"model-folder-missing.log"_s << true << F::Load << u"model-folder-missing"_s << u"/tmp/no-such-model-dir"_s;
        // A shard cut 1000 bytes short: safetensors' own words, under quark's "install a
        // compatible Transformers version" (which is not the fix).
        // Debian 13's own Python 3.13 without python3-dev: the kernel compile at quark-cli's first
        // start (the managed environment's last setup step) finds no Python.h.
        QTest::newRow("no Python headers for the kernel compile") << u"debian13-without-python-headers.log"_s << true
                                                                  << F::Environment << u"python-headers"_s
                                                                  << u"sudo apt install python3-dev"_s;
        // A qwen2 whose vocabulary (512) lacks id 151643, which quark forces as the pad token.
        QTest::newRow("qwen2 without token 151643") << u"qwen-pad-id.log"_s << true << F::Load << u"qwen-pad-id"_s
                                                    << u"token id 151643"_s;
        // mx9, which quark-cli 0.13 offers: calibrated, then a bare assertion in Quark's exporter.
        QTest::newRow("mx9: the exporter refuses it") << u"mx9-export.log"_s << true << F::Export << u"export-unsupported"_s
                                                      << u"the installed Quark cannot export this scheme"_s;
        QTest::newRow("a truncated weight shard") << u"damaged-shard.log"_s << true << F::Load << u"damaged-weights"_s
                                                  << u"names the damaged file; re-download it"_s;
    }

    void realFailures_diagnosedWithTheirRealFix()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, gpuSeen);
        QFETCH(ptq::FailureClass, failureClass);
        QFETCH(QString, cause);
        QFETCH(QString, advice);
        QFile file(ptq::test::fixturePath(u"real-0.13/"_s + fixture));
        QVERIFY(file.open(QIODevice::ReadOnly));
        ptq::LineSplitter splitter;
        LogAnalyzer log;
        log.feedRaw(splitter.push(file.readAll()), 0);
        log.feedRaw({splitter.flush()}, 0);
        log.finish(0);
        ptq::JobResult r;
        r.status = ptq::RunStatus::Failed;
        r.exitCode = 1;
        ptq::Troubleshooter::Context context;
        context.acceleratorSeen = gpuSeen;
        context.python = u"/opt/quark/bin/python"_s;
        ptq::Troubleshooter::diagnose(r, log, context);
        QCOMPARE(r.failureClass, failureClass);
        QCOMPARE(r.failureCause, cause);
        QVERIFY2(r.suggestions.join(u' ').contains(advice), qPrintable(r.suggestions.join(u'\n')));
        QVERIFY(!r.evidence.isEmpty());
        for (const QString &line : r.evidence) // what quark-cli said, not the source lines a traceback quotes
            QVERIFY2(!line.contains(u"{path}"_s) && !line.trimmed().startsWith(u"raise "_s), qPrintable(line));
    }

    // What no signature explains is classified by the stage quark-cli was in (the real fp8 log
    // cut after that stage's own message, then an exception nobody has seen), never "export".
    void unknownFailure_classifiedByItsStage_namesTheCheckpoint_data()
    {
        using F = ptq::FailureClass;
        QTest::addColumn<QString>("lastLine"); // the real log up to and including this message
        QTest::addColumn<ptq::FailureClass>("failureClass");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QString>("advice");
        QTest::newRow("starting") << u"C++ kernel loading/compilation is complete"_s << F::Environment << u"start-failed"_s
                                  << u"Checkpoint 3"_s;
        QTest::newRow("loading the model") << u"Loading model ..."_s << F::Load << u"load-failed"_s << u"Checkpoint 1"_s;
        QTest::newRow("tokenizer") << u"Initializing tokenizer from"_s << F::Load << u"tokenizer-failed"_s << u"Checkpoint 1"_s;
        QTest::newRow("calibration data") << u"Loading dataset ..."_s << F::Data << u"dataset-failed"_s << u"Checkpoint 2"_s;
        QTest::newRow("module replacement") << u"In-place OPs replacement start."_s << F::Configuration
                                            << u"quant-config-failed"_s << u"Checkpoint 2"_s;
        QTest::newRow("calibration") << u"Calibration start."_s << F::Quantization << u"calibration-failed"_s << u"Checkpoint 2"_s;
        QTest::newRow("export") << u"Start exporting huggingface_format"_s << F::Export << u"export"_s << u"free space"_s;
    }

    void unknownFailure_classifiedByItsStage_namesTheCheckpoint()
    {
        QFETCH(QString, lastLine);
        QFETCH(ptq::FailureClass, failureClass);
        QFETCH(QString, cause);
        QFETCH(QString, advice);
        QFile file(ptq::test::fixturePath(u"real-0.13/fp8-export.log"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const qsizetype at = text.indexOf(lastLine);
        QVERIFY2(at >= 0, qPrintable(lastLine));
        const QString cut = text.left(text.indexOf(u'\n', at) + 1)
            + u"Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\nRuntimeError: nothing anyone has seen\n"_s;
        ptq::JobResult r = failedRun();
        ptq::Troubleshooter::diagnose(r, logOf(cut.toUtf8()), ptq::Troubleshooter::Context());
        QCOMPARE(r.failureClass, failureClass);
        QCOMPARE(r.failureCause, cause);
        const QString said = r.suggestions.join(u' ');
        QVERIFY2(said.contains(advice), qPrintable(said));
        QVERIFY2(said.contains(u"RuntimeError"_s), qPrintable(said));
    }

    // quark-cli prints one sentence for any ImportError while importing quark: one inside an
    // installed amd-quark (Quark 0.11 on PyTorch 2.11: torch.ao.quantization.pt2e is gone) is
    // shown as what it is, with the versions that fix it, not as "pip install amd-quark".
    void quarkImportError_insideAmdQuark_isShownAsItIs()
    {
        ptq::JobResult r = failedRun();
        ptq::Troubleshooter::Context context;
        context.python = u"/opt/quark/bin/python"_s;
        ptq::Troubleshooter::diagnose(r, logOf("AMD Quark needs to be installed with e.g. `pip3 install amd-quark`: No module "
                                               "named 'torch.ao.quantization.pt2e'.\n"),
                                      context);
        QCOMPARE(r.failureCause, u"quark-import"_s);
        const QString said = r.suggestions.join(u' ');
        QVERIFY2(said.contains(u"No module named 'torch.ao.quantization.pt2e'"_s), qPrintable(said));
        QVERIFY2(said.contains(u"torch<2.11"_s), qPrintable(said));
        QVERIFY2(!said.contains(u"pip install amd-quark"_s), qPrintable(said));

        // amd-quark itself missing: that advice stays.
        ptq::JobResult m = failedRun();
        ptq::Troubleshooter::diagnose(m, logOf("AMD Quark needs to be installed with e.g. `pip3 install amd-quark`: No module "
                                               "named 'quark'.\n"),
                                      context);
        QCOMPARE(m.failureCause, u"cli-dependency"_s);
        QVERIFY2(m.suggestions.join(u' ').contains(u"pip install amd-quark"_s), qPrintable(m.suggestions.join(u' ')));
        QVERIFY2(!m.suggestions.join(u' ').contains(u"pip install quark"_s), qPrintable(m.suggestions.join(u' ')));
    }

    // The real datasets text of a calibration dataset offline (tests/fixtures/real-0.13): page 4
    // says which dataset and why, the line that fetches it with the environment's python (the
    // form page 3 gives), and proposes the one plan change when another dataset quark-cli loads
    // is complete in the cache.
    void calibrationDataOffline_saysWhichAndWhy_givesTheFetchLine_andProposesACachedDataset()
    {
        ptq::JobResult r = failedRun();
        r.cachedCalibrationDatasets = QStringList{u"wikitext"_s};
        const ptq::Troubleshooter::Context context = offlineContext(u"cnn_dailymail"_s);
        ptq::Troubleshooter::diagnose(r, fixtureLog(u"dataset-offline.log"_s), context);
        QCOMPARE(r.failureClass, ptq::FailureClass::Data);
        QCOMPARE(r.failureCause, u"dataset-offline"_s);
        const QString all = r.suggestions.join(u'\n');
        QVERIFY2(all.contains(u"The calibration dataset abisee/cnn_dailymail (3.0.0, split train) could not be loaded: it is "
                              "not in the datasets cache (/home/u/.cache/huggingface/datasets), and offline mode is on "
                              "(HF_HUB_OFFLINE=1)"_s),
                 qPrintable(all));
        QVERIFY2(all.contains(u"with HF_HUB_OFFLINE unset for that command, in the Quark environment: '/opt/quark env/bin/python' "
                              "-c \"from datasets import load_dataset; load_dataset('abisee/cnn_dailymail', '3.0.0', "
                              "split='train')\""_s),
                 qPrintable(all));
        QVERIFY2(!all.contains(u"set HF_HUB_OFFLINE=1"_s), qPrintable(all)); // wrong advice with nothing cached
        QVERIFY2(all.contains(u"Or calibrate with wikitext instead"_s), qPrintable(all));
        QVERIFY(r.cachedCalibrationDatasets == QStringList{u"wikitext"_s}); // kept for the revision

        Json plan = ptq::test::makePlan("0", true);
        plan["calibration"]["dataset"] = "cnn_dailymail";
        const auto revision = ptq::Troubleshooter::revisePlan(r.failureClass.value(), ptq::test::typedPlan(plan), r.failureCause, *r.cachedCalibrationDatasets);
        QVERIFY(revision);
        QCOMPARE(revision->change, u"Calibration data cnn_dailymail → wikitext"_s);
        QVERIFY2(all.contains(u"The plan change proposed: "_s + revision->change), qPrintable(all)); // the button's words
        QVERIFY(revision->plan.toJson()["calibration"]["dataset"] == "wikitext");
        QVERIFY(revision->plan.toJson()["requires_confirmation"] == true);
        Json rest = revision->plan.toJson(); // one change only
        rest["calibration"]["dataset"] = plan["calibration"]["dataset"];
        rest["requires_confirmation"] = plan["requires_confirmation"];
        rest["confirmation"] = plan["confirmation"];
        QVERIFY(rest == plan);
    }

    void calibrationDataOffline_nothingElseCached_noRevision_andSaysWhy_data()
    {
        QTest::addColumn<QStringList>("cached");
        QTest::addColumn<QString>("says");
        QTest::newRow("nothing cached") << QStringList() << u"no plan change can help: fetch this one first"_s;
        // The same repository, configuration and split under another name is the same download.
        QTest::newRow("only an alias of the failed one") << QStringList{u"pileval_for_awq_benchmark"_s}
                                                         << u"no plan change can help"_s;
    }
    void calibrationDataOffline_nothingElseCached_noRevision_andSaysWhy()
    {
        QFETCH(QStringList, cached);
        QFETCH(QString, says);
        ptq::JobResult r = failedRun();
        r.cachedCalibrationDatasets = cached;
        ptq::Troubleshooter::diagnose(r, logOf("[QUARK-INFO]: Loading dataset ...\n"
                                               "ConnectionError: Couldn't reach 'mit-han-lab/pile-val-backup' on the Hub "
                                               "(OfflineModeIsEnabled)\n"),
                                      offlineContext(u"pileval"_s));
        QCOMPARE(r.failureCause, u"dataset-offline"_s);
        const QString all = r.suggestions.join(u'\n');
        QVERIFY2(all.contains(says), qPrintable(all));
        QVERIFY2(!all.contains(u"Or calibrate with"_s), qPrintable(all));
        QVERIFY2(all.contains(u"load_dataset('mit-han-lab/pile-val-backup', split='validation')"_s), qPrintable(all));
        QVERIFY(!ptq::Troubleshooter::revisePlan(r.failureClass.value(), ptq::test::typedPlan(ptq::test::makePlan("0", true)), r.failureCause, cached));
    }

    // Without the offline switch the Hub did not answer: said so, with no offline advice; a remote
    // target's cache is not read from here, and the diagnosis says that no change is proposed.
    void calibrationDataUnreachable_saysTheHubDidNotAnswer()
    {
        ptq::JobResult r = failedRun();
        ptq::Troubleshooter::Context context = offlineContext(u"wikitext"_s);
        context.offlineSetting.clear();
        context.offlineBlockers.clear();
        ptq::Troubleshooter::diagnose(r, logOf("[QUARK-INFO]: Loading dataset ...\n"
                                               "ConnectionError: Couldn't reach 'Salesforce/wikitext' on the Hub (ConnectError)\n"),
                                      context);
        QCOMPARE(r.failureClass, ptq::FailureClass::Data);
        QCOMPARE(r.failureCause, u"dataset-unreachable"_s);
        const QString all = r.suggestions.join(u'\n');
        QVERIFY2(all.contains(u"The calibration dataset Salesforce/wikitext (wikitext-2-raw-v1, split train) could not be "
                              "downloaded: it is not in the datasets cache (/home/u/.cache/huggingface/datasets), and the Hub "
                              "could not be reached"_s),
                 qPrintable(all));
        QVERIFY2(all.contains(u"once the network is there"_s), qPrintable(all));
        QVERIFY2(!all.contains(u"HF_HUB_OFFLINE"_s), qPrintable(all));
        QVERIFY2(all.contains(u"was not checked"_s), qPrintable(all)); // nobody looked at the cache
        QVERIFY(!r.cachedCalibrationDatasets);
        QVERIFY(!ptq::Troubleshooter::revisePlan(r.failureClass.value(), ptq::test::typedPlan(ptq::test::makePlan("0", true)), r.failureCause));
    }

    // Whole: the job against the fake quark-cli failing on its calibration data offline, with
    // wikitext in HF_HOME's datasets cache. The cache is read on the verifier's worker, the
    // manifest keeps the list with the diagnosis, and the revision is built from the manifest.
    void job_calibrationDataOffline_recordsTheCachedDatasets()
    {
        QTemporaryDir root;
        const QString home = root.filePath(u"hf"_s);
        cacheWikitextTrain(home + u"/datasets"_s);
        qputenv("FAKE_QUARK_FAIL", "dataset-offline");
        qputenv("HF_HOME", home.toUtf8());
        qputenv("HF_HUB_OFFLINE", "1");
        const auto restore = qScopeGuard([] {
            qunsetenv("HF_HOME");
            qunsetenv("HF_HUB_OFFLINE");
        });
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const ptq::JobResult r = runJob(ws, token);
        QCOMPARE(r.failureClass, ptq::FailureClass::Data);
        QCOMPARE(r.failureCause, u"dataset-offline"_s);
        // wikitext_for_gptq_benchmark loads the same split: named too; the failed pileval is not.
        const QStringList cached{u"wikitext"_s, u"wikitext_for_gptq_benchmark"_s};
        QVERIFY(r.cachedCalibrationDatasets == cached);
        const QString all = r.suggestions.join(u'\n');
        QVERIFY2(all.contains(u"offline mode is on (HF_HUB_OFFLINE=1)"_s), qPrintable(all));
        QVERIFY2(all.contains(home + u"/datasets"_s), qPrintable(all));
        const Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const ptq::Result<ptq::RunManifest> typed = ptq::RunManifest::fromJson(manifest);
        QVERIFY(typed && typed->run.diagnosis);
        QVERIFY(typed->run.diagnosis->cachedCalibrationDatasets == cached);
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, manifest).studioValid());
        const Json plan = ptq::ArtifactIo::load(ws + u"/quant_plan.json"_s)->json;
        const auto revision = ptq::Troubleshooter::revisePlan(ptq::parseFailureClass(typed->run.diagnosis->failureClass).value(), ptq::test::typedPlan(plan),
                                                              typed->run.diagnosis->cause,
                                                              *typed->run.diagnosis->cachedCalibrationDatasets);
        QVERIFY(revision);
        QCOMPARE(revision->change, u"Calibration data pileval → wikitext"_s);
    }

    // Out of memory: the allocator advice names the variable of the PyTorch build that ran.
    // quark-cli 0.13 places the model by what PyTorch sees: a torch that was asked and saw no
    // accelerator means no GPU for the run, even where nvidia-smi lists one (a CPU-only torch).
    // The run step's job record (a remote job's) read and written through JobRecord: written back
    // unchanged it is the same record, key for key; the runner's own fields stay where they were.
    void jobRecord_roundTripsAndKeepsTheRunnersFields()
    {
        const Json attachment = {{"kind", "slurm"}, {"job_id", "42"}, {"node", "gpu-7"}, {"state", "TIMEOUT"}, {"run_dir", "/scratch/r"}};
        const QDateTime at(QDate(2026, 12, 7), QTime(6, 30, 5), QTimeZone::utc());
        ptq::JobRecord made = ptq::JobRecord::make(attachment, u"running"_s, QString(), at);
        Json expected = attachment;
        expected["phase"] = "running";
        expected["detail"] = "";
        expected["updated_at"] = "2026-12-07T06:30:05Z";
        QCOMPARE(made.toJson().dump(), expected.dump());
        made.logOffset = 1234;
        expected["log_offset"] = 1234;
        QCOMPARE(made.toJson().dump(), expected.dump());
        const std::optional<ptq::JobRecord> read = ptq::JobRecord::fromJson(expected);
        QVERIFY(read);
        QCOMPARE(read->toJson().dump(), expected.dump());
        QCOMPARE(read->jobId, u"42"_s);
        QCOMPARE(read->node, u"gpu-7"_s);
        QCOMPARE(read->state, u"TIMEOUT"_s);
        QCOMPARE(read->logOffset, std::optional<qint64>(1234));
        // A record without a phase (another version's) gains none by being read and written.
        const Json bare = {{"job_id", "7"}};
        QCOMPARE(ptq::JobRecord::fromJson(bare)->toJson().dump(), bare.dump());
        QVERIFY(!ptq::JobRecord::fromJson(Json()));
        // The manifest's run step holds it.
        Json manifest = ptq::test::makeManifest("a", "p", true);
        QVERIFY(!ptq::RunManifest::fromJson(manifest)->job());
        (*ptq::findRunStep(manifest))["job"] = expected;
        QCOMPARE(ptq::RunManifest::fromJson(manifest)->job()->jobId, u"42"_s);
    }

    // Where a remote job runs (target, host, run folder, the runner's pid), read from its record
    // and from a manifest's run step; the record is kept as stored, fields of another type too.
    void jobRecord_readsWhereTheJobRuns()
    {
        const Json record = {{"target", "gpu-box"}, {"host", "h1"}, {"run_dir", "/scratch/r"}, {"pid", 4242},
                             {"job_id", 7}, {"phase", "running"}};
        const std::optional<ptq::JobRecord> read = ptq::JobRecord::fromJson(record);
        QVERIFY(read);
        QCOMPARE(read->target, u"gpu-box"_s);
        QCOMPARE(read->host, u"h1"_s);
        QCOMPARE(read->runDir, u"/scratch/r"_s);
        QCOMPARE(read->pid, std::optional<qint64>(4242));
        QVERIFY(read->jobId.isEmpty()); // not a string: unknown
        QVERIFY(read->document() == record);
        QVERIFY(!ptq::JobRecord::fromJson(Json{{"pid", "4242"}})->pid);

        Json manifest = ptq::test::makeManifest("a", "p", true);
        QVERIFY(!ptq::JobRecord::ofManifest(manifest)); // run on this machine
        QVERIFY(!ptq::JobRecord::ofManifest(Json::object()));
        (*ptq::findRunStep(manifest))["job"] = record;
        const std::optional<ptq::JobRecord> inManifest = ptq::JobRecord::ofManifest(manifest);
        QVERIFY(inManifest);
        QCOMPARE(inManifest->host, u"h1"_s);
        QVERIFY(inManifest->document() == record);
    }

    // The environment check's record as a type: what is not recorded reads as not known.
    void manifestEnvironment_readsWhatWasRecorded()
    {
        const ptq::ManifestEnvironment none = ptq::ManifestEnvironment::fromRecord(Json());
        QVERIFY(!none.acceleratorAvailable);
        QVERIFY(!none.torchVersion);
        QCOMPARE(none.gpuCount, 0);
        const ptq::ManifestEnvironment e = ptq::ManifestEnvironment::fromRecord(
            {{"python", "/env/bin/python"},
             {"accelerator_available", nullptr},
             {"gpus", Json::array({{{"name", "MI300X"}}, {{"name", "MI300X"}}})},
             {"versions", {{"torch", "2.9.0+rocm6.4"}, {"torch_hip", "6.4"}, {"torch_cuda", nullptr}, {"amd_quark", "0.13"}}},
             {"variables", {{"HF_HOME", "/data/hf"}}}});
        QCOMPARE(e.python, u"/env/bin/python"_s);
        QCOMPARE(e.acceleratorAvailable, std::optional(false)); // recorded, but not true
        QCOMPARE(e.gpuCount, 2);
        QCOMPARE(e.torchVersion, std::optional(u"2.9.0+rocm6.4"_s));
        QCOMPARE(e.torchHip, std::optional(u"6.4"_s));
        QVERIFY(!e.torchCuda); // null: not a CUDA build
        QCOMPARE(e.quarkVersion, u"0.13"_s);
        QCOMPARE(e.variables.value(u"HF_HOME"_s), u"/data/hf"_s);
    }

    void context_aTorchThatSeesNoAccelerator_decides()
    {
        ptq::Json manifest = ptq::test::makeManifest("a", "p", true);
        manifest["environment"]["gpus"] = ptq::Json::array({{{"name", "NVIDIA H100 80GB HBM3"}, {"memory_total_mib", 81559}}});
        manifest["environment"]["accelerator_available"] = false;
        manifest["environment"]["versions"] = {{"torch", "2.14.1+cpu"}};
        QVERIFY(!ptq::Troubleshooter::Context::fromManifest(*ptq::RunManifest::fromJson(manifest)).acceleratorSeen);
        ptq::JobResult r = failedRun();
        ptq::Troubleshooter::diagnose(r, fixtureLog(u"cpu-without-gpu.log"_s), ptq::Troubleshooter::Context::fromManifest(*ptq::RunManifest::fromJson(manifest)));
        QCOMPARE(r.failureCause, u"no-gpu"_s);
        // torch never asked (no version recorded): a listed GPU still counts as seen.
        manifest["environment"]["versions"] = ptq::Json::object();
        QVERIFY(ptq::Troubleshooter::Context::fromManifest(*ptq::RunManifest::fromJson(manifest)).acceleratorSeen);
        manifest["environment"]["versions"] = {{"torch", "2.14.1+cu130"}};
        manifest["environment"]["accelerator_available"] = true;
        QVERIFY(ptq::Troubleshooter::Context::fromManifest(*ptq::RunManifest::fromJson(manifest)).acceleratorSeen);
    }

    void outOfMemory_adviceFollowsThePyTorchBuild_data()
    {
        QTest::addColumn<QString>("versions");
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("advice");
        QTest::addColumn<QString>("notAdvice");
        QTest::newRow("cuda") << u"{\"torch_cuda\":\"12.8\",\"torch_hip\":null}"_s << u"cuda"_s
                              << u"PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True."_s << u"PYTORCH_HIP"_s;
        QTest::newRow("rocm") << u"{\"torch_cuda\":null,\"torch_hip\":\"6.4\"}"_s << u"rocm"_s
                              << u"PYTORCH_HIP_ALLOC_CONF=expandable_segments:True."_s << u"PYTORCH_CUDA"_s;
        QTest::newRow("unknown") << u"{}"_s << QString() << u"on ROCm (PYTORCH_CUDA_ALLOC_CONF on CUDA)"_s << u"@"_s;
    }
    void outOfMemory_adviceFollowsThePyTorchBuild()
    {
        QFETCH(QString, versions);
        QFETCH(QString, backend);
        QFETCH(QString, advice);
        QFETCH(QString, notAdvice);
        ptq::Json manifest = ptq::test::makeManifest("a", "p", true);
        manifest["environment"]["versions"] = ptq::Json::parse(versions.toStdString());
        const ptq::Troubleshooter::Context context = ptq::Troubleshooter::Context::fromManifest(*ptq::RunManifest::fromJson(manifest));
        QCOMPARE(context.torchBackend, backend);
        LogAnalyzer log;
        ptq::LineSplitter splitter;
        log.feedRaw(splitter.push("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB.\n"), 0);
        log.finish(0);
        ptq::JobResult r;
        r.status = ptq::RunStatus::Failed;
        r.exitCode = 1;
        ptq::Troubleshooter::diagnose(r, log, context);
        QCOMPARE(r.failureCause, u"out-of-memory"_s);
        const QString all = r.suggestions.join(u' ');
        QVERIFY2(all.contains(advice), qPrintable(all));
        QVERIFY2(!all.contains(notAdvice), qPrintable(all));
    }

    void quarkTooOldForTorch_isAnEnvironmentProblemNamingTheVersion()
    {
        // No machine here has a PyTorch older than 2.10 to run it on: the lines are the ones
        // quark/common/torch_cpp_ext.py (0.13) raises, as its traceback ends.
        LogAnalyzer log;
        ptq::LineSplitter splitter;
        log.feedRaw(splitter.push("\x1b[33m\n[QUARK-WARNING]: Stable ABI hw_emulation JIT compilation failed: no stable ABI\x1b[0m\n"
                                  "Traceback (most recent call last):\n  File \"quark/common/torch_cpp_ext.py\", line 300, in load\n"
                                  "RuntimeError: Legacy hw_emulation kernel build failed and stable-ABI is unavailable on this "
                                  "PyTorch version\n"),
                    0);
        log.finish(0);
        ptq::JobResult r;
        r.status = ptq::RunStatus::Failed;
        r.exitCode = 1;
        ptq::Troubleshooter::diagnose(r, log);
        QCOMPARE(r.failureClass, ptq::FailureClass::Environment);
        QCOMPARE(r.failureCause, u"torch-too-old"_s);
        QVERIFY(r.suggestions.join(u' ').contains(u"PyTorch 2.10"_s));
        QVERIFY(!ptq::Troubleshooter::revisePlan(r.failureClass.value(), ptq::test::typedPlan(ptq::test::makePlan("0", true)), r.failureCause));
    }

    void olderTexts_stillDiagnosed_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QString>("cause");
        // quark/torch/... on a ROCm build of PyTorch without rocminfo on PATH (quark-cli.md).
        QTest::newRow("rocminfo missing") << QByteArray("Traceback (most recent call last):\n  File \"x.py\", line 1\n"
                                                        "RuntimeError: The `rocminfo` command failed or was not found.\n")
                                          << u"rocminfo"_s;
        // transformers 4.x's wording for a model that needs its own code.
        QTest::newRow("remote code, transformers 4") << QByteArray("Traceback (most recent call last):\n  File \"x.py\", line 1\n"
                                                                   "ValueError: Loading /m requires you to execute the configuration "
                                                                   "file in that repo on your local machine. Make sure you have read "
                                                                   "the code there to avoid malicious use, then set the option "
                                                                   "`trust_remote_code=True` to remove this error.\n")
                                                     << u"remote-code"_s;
    }

    void olderTexts_stillDiagnosed()
    {
        QFETCH(QByteArray, output);
        QFETCH(QString, cause);
        LogAnalyzer log;
        ptq::LineSplitter splitter;
        log.feedRaw(splitter.push(output), 0);
        log.finish(0);
        ptq::JobResult r;
        r.status = ptq::RunStatus::Failed;
        r.exitCode = 1;
        ptq::Troubleshooter::diagnose(r, log);
        QCOMPARE(r.failureCause, cause);
        QVERIFY(!r.suggestions.isEmpty());
    }

    void realFailure_loadTimeMemoryError_revisesToMultiDevice_notSeqLen()
    {
        Json plan = ptq::test::makePlan("0", true);
        plan["device_strategy"] = "single";
        plan["algorithm"] = nullptr;
        const auto revision = ptq::Troubleshooter::revisePlan(ptq::FailureClass::Memory, ptq::test::typedPlan(plan), u"model-does-not-fit"_s);
        QVERIFY(revision);
        QVERIFY(revision->plan.toJson()["device_strategy"] == "multi");
        QVERIFY(revision->plan.toJson()["calibration"] == plan["calibration"]);
        // With an algorithm, --multi_device is not allowed, and shorter sequences would not help.
        plan["algorithm"] = "awq";
        QVERIFY(!ptq::Troubleshooter::revisePlan(ptq::FailureClass::Memory, ptq::test::typedPlan(plan), u"model-does-not-fit"_s));
        // No GPU at all: nothing in the plan can help.
        QVERIFY(!ptq::Troubleshooter::revisePlan(ptq::FailureClass::Environment, ptq::test::typedPlan(plan), u"no-gpu"_s));
    }

    // A disk that filled while the export was written: the words torch, safetensors and Python
    // print on ENOSPC, or (without them) an empty export on a file system with nothing free.
    void diskFull_isNamedWithItsFreeSpace_andNoPlanChange_data()
    {
        QTest::addColumn<QByteArray>("tail"); // what the log says after the export began
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<qint64>("freeBytes"); // -1: not looked at (a remote target)
        QTest::addColumn<QString>("advice");
        const QByteArray safetensors = "Traceback (most recent call last):\n  File \"safetensors/torch.py\", line 286, in save_file\n"
                                       "    serialize_file(_flatten(tensors), filename, metadata=metadata)\n"
                                       "safetensors_rust.SafetensorError: Error while serializing: IoError(Os { code: 28, kind: "
                                       "StorageFull, message: \"No space left on device\" })\n";
        const QByteArray python = "Traceback (most recent call last):\n  File \"json/__init__.py\", line 180, in dump\n"
                                  "OSError: [Errno 28] No space left on device\n";
        QTest::newRow("safetensors on ENOSPC, nothing free") << safetensors << 1 << qint64(0)
                                                            << u"The disk is full: 0 bytes free on /mnt/scratch, the file system of the output folder /mnt/scratch/out."_s;
        QTest::newRow("Python's OSError 28, nothing free") << python << 1 << qint64(4096)
                                                           << u"The disk is full: 4 KiB free on /mnt/scratch"_s;
        QTest::newRow("ENOSPC, yet room now: another disk or removed") << safetensors << 1 << (qint64(50) << 30)
                                                                      << u"has 50.0 GiB free now"_s;
        QTest::newRow("ENOSPC on a target: not looked at") << python << 1 << qint64(-1)
                                                          << u"The disk is full where quark-cli wrote"_s;
        // quark-cli said nothing and exited 0: its writers left empty files on a full disk.
        QTest::newRow("silent: an empty export, nothing free")
            << QByteArray("\x1b[32m\n[QUARK-INFO]: Successfully exported model to Safetensors format in quark mode: out\x1b[0m\n")
            << 0 << qint64(0) << u"The disk is full: 0 bytes free on /mnt/scratch"_s;
    }

    void diskFull_isNamedWithItsFreeSpace_andNoPlanChange()
    {
        QFETCH(QByteArray, tail);
        QFETCH(int, exitCode);
        QFETCH(qint64, freeBytes);
        QFETCH(QString, advice);
        const LogAnalyzer log = logOf("\x1b[32m\n[QUARK-INFO]: Calibration start.\x1b[0m\n"
                                      "\x1b[32m\n[QUARK-INFO]: Exporting hugging face format safetensors...\x1b[0m\n" + tail);
        ptq::JobResult r;
        r.status = ptq::RunStatus::Failed;
        r.exitCode = exitCode;
        r.exportCompleted = log.exportCompleted();
        r.verification = ptq::OutputVerifier::verify(u"/nonexistent/out"_s, ptq::PlanDocument(), 0);
        r.verification.directory = u"/mnt/scratch/out"_s;
        if (freeBytes >= 0) {
            r.outputFreeBytes = freeBytes;
            r.outputFileSystem = u"/mnt/scratch"_s;
        }
        ptq::Troubleshooter::Context context;
        context.argv = {u"quark-cli"_s, u"--output_dir"_s, u"/mnt/scratch/out"_s};
        ptq::Troubleshooter::diagnose(r, log, context);
        QCOMPARE(r.failureClass, ptq::FailureClass::Environment);
        QCOMPARE(r.failureCause, u"disk-full"_s);
        QVERIFY2(r.suggestions.join(u' ').contains(advice), qPrintable(r.suggestions.join(u'\n')));
        QVERIFY2(r.suggestions.join(u' ').contains(u"No plan change helps"_s), qPrintable(r.suggestions.join(u'\n')));
        if (!tail.contains("Successfully"))
            QVERIFY2(r.evidence.join(u'\n').contains(u"No space left on device"_s), qPrintable(r.evidence.join(u'\n')));
        // Nothing in the plan makes room on a disk: no revision, no "back to the plan".
        QVERIFY(!ptq::Troubleshooter::revisePlan(r.failureClass.value(), ptq::test::typedPlan(ptq::test::makePlan("0", true)), r.failureCause));
        QCOMPARE(ptq::Troubleshooter::remedy(r.failureClass, r.failureCause), ptq::Troubleshooter::Remedy::Outside);
    }

    // Little free space alone is no full disk: a run that failed before its export (out of GPU
    // memory) stays what it was, and an export that failed on a roomy disk is not blamed on it.
    void diskFull_notClaimedWithoutAShortExportAtItsExport()
    {
        ptq::JobResult oom;
        oom.status = ptq::RunStatus::Failed;
        oom.exitCode = 1;
        oom.verification = ptq::OutputVerifier::verify(u"/nonexistent/out"_s, ptq::PlanDocument(), 0);
        oom.outputFreeBytes = 0;
        ptq::Troubleshooter::diagnose(oom, logOf("\x1b[32m\n[QUARK-INFO]: Calibration start.\x1b[0m\nTraceback (most recent call last):\n"
                                                 "  File \"api.py\", line 1, in x\ntorch.OutOfMemoryError: CUDA out of memory.\n"));
        QCOMPARE(oom.failureCause, u"out-of-memory"_s);
        ptq::JobResult roomy;
        roomy.status = ptq::RunStatus::Failed;
        roomy.exitCode = 1;
        roomy.verification = ptq::OutputVerifier::verify(u"/nonexistent/out"_s, ptq::PlanDocument(), 0);
        roomy.outputFreeBytes = qint64(200) << 30;
        ptq::Troubleshooter::diagnose(roomy, logOf("\x1b[32m\n[QUARK-INFO]: Exporting hugging face format safetensors...\x1b[0m\n"
                                                   "Traceback (most recent call last):\n  File \"x.py\", line 1, in x\nValueError: odd\n"));
        QCOMPARE(roomy.failureClass, ptq::FailureClass::Export);
    }

    // Page 4 offers only what can help: the plan for what a plan change fixes, page 3's *Runs
    // on* for no GPU, and neither for what is fixed outside (the disk, the environment, a dataset
    // that is nowhere cached).
    void remedy_aPlanChangeOnlyWhereOneCanHelp_data()
    {
        using F = ptq::FailureClass;
        QTest::addColumn<ptq::FailureClass>("failureClass");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QStringList>("cached"); // {"-"}: not looked at
        QTest::addColumn<int>("remedy");
        using R = ptq::Troubleshooter::Remedy;
        const QStringList unknown{u"-"_s};
        QTest::newRow("out of GPU memory") << F::Memory << u"out-of-memory"_s << unknown << int(R::Plan);
        QTest::newRow("no GPU here") << F::Environment << u"no-gpu"_s << unknown << int(R::RunTarget);
        QTest::newRow("disk full") << F::Environment << u"disk-full"_s << unknown << int(R::Outside);
        QTest::newRow("a missing package") << F::Environment << u"cli-dependency"_s << unknown << int(R::Outside);
        QTest::newRow("Slurm's time limit: a shorter run helps") << F::Environment << u"job-time-limit"_s << unknown << int(R::Plan);
        QTest::newRow("Slurm's memory limit") << F::Memory << u"host-memory-limit"_s << unknown << int(R::Outside);
        QTest::newRow("dataset offline, nothing else cached") << F::Data << u"dataset-offline"_s << QStringList() << int(R::Outside);
        QTest::newRow("dataset offline, only the same one cached") << F::Data << u"dataset-offline"_s << QStringList{u"pileval"_s}
                                                                   << int(R::Outside);
        QTest::newRow("dataset offline, wikitext cached") << F::Data << u"dataset-offline"_s << QStringList{u"wikitext"_s}
                                                          << int(R::Plan);
        QTest::newRow("dataset offline, cache not looked at") << F::Data << u"dataset-offline"_s << unknown << int(R::Plan);
        QTest::newRow("configuration") << F::Configuration << u"usage"_s << unknown << int(R::Plan);
        QTest::newRow("evaluation") << F::Evaluation << u"evaluation"_s << unknown << int(R::Plan);
    }

    void remedy_aPlanChangeOnlyWhereOneCanHelp()
    {
        QFETCH(ptq::FailureClass, failureClass);
        QFETCH(QString, cause);
        QFETCH(QStringList, cached);
        QFETCH(int, remedy);
        const std::optional<QStringList> list = cached == QStringList{u"-"_s} ? std::nullopt : std::optional<QStringList>(cached);
        const QStringList argv{u"quark-cli"_s, u"--dataset"_s, u"pileval"_s};
        QCOMPARE(int(ptq::Troubleshooter::remedy(failureClass, cause, list, argv)), remedy);
        QCOMPARE(ptq::Troubleshooter::planChangeHelps(failureClass, cause, list, argv),
                 remedy == int(ptq::Troubleshooter::Remedy::Plan));
    }

    // A diagnosis whose class no FailureClass names (another tool's word in the manifest) reads
    // back as no class: page 4 offers the plan, as it did for any class it did not know.
    void remedy_aStoredClassNobodyKnows_isThePlan()
    {
        const std::optional<ptq::FailureClass> stored = ptq::parseFailureClass(u"gremlins"_s);
        QVERIFY(!stored);
        QCOMPARE(ptq::Troubleshooter::remedy(stored, u"no-gpu"_s), ptq::Troubleshooter::Remedy::Plan);
        QVERIFY(ptq::Troubleshooter::planChangeHelps(std::nullopt, QString()));
    }

    // The out-of-memory advice does not ask to skip an evaluation the command already skips.
    void outOfMemory_skipTheEvaluation_onlyWhereItRuns()
    {
        const QByteArray oomLog = "\x1b[32m\n[QUARK-INFO]: Calibration start.\x1b[0m\nTraceback (most recent call last):\n"
                                  "  File \"api.py\", line 1, in x\ntorch.OutOfMemoryError: CUDA out of memory.\n";
        for (const bool skipped : {false, true}) {
            ptq::JobResult r = failedRun();
            ptq::Troubleshooter::Context context;
            context.torchBackend = u"cuda"_s;
            context.argv = {u"quark-cli"_s, u"torch-llm-ptq"_s};
            if (skipped)
                context.argv << u"--skip_evaluation"_s;
            ptq::Troubleshooter::diagnose(r, logOf(oomLog), context);
            QCOMPARE(r.failureCause, u"out-of-memory"_s);
            const QString all = r.suggestions.join(u'\n');
            QVERIFY2(all.contains(u"Skip the evaluation"_s) == !skipped, qPrintable(all));
            QVERIFY2(all.contains(u"PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"_s), qPrintable(all));
        }
    }

    // A real full disk under the output folder (a tmpfs with nothing left): the fake quark-cli
    // writes as usual, its files stay empty, it exits 0 — the job reads the free space off the
    // UI thread with the verification, and the diagnosis names it.
    void job_outputDiskFull_emptyExportDiagnosedAsAFullDisk()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString disk = root.filePath(u"disk"_s);
        ptq::test::ScopedTmpfs tmpfs(disk, u"size=256k"_s);
        if (!tmpfs.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QString out = disk + u"/out"_s;
        const QByteArray token = ptq::test::approvedWorkspace(ws, out);
        QVERIFY(tmpfs.fillLeaving(0));
        qputenv("FAKE_QUARK_SHARDS", "1");
        const auto restore = qScopeGuard([] { qunsetenv("FAKE_QUARK_SHARDS"); });
        const ptq::JobResult r = runJob(ws, token);
        QCOMPARE(r.status, ptq::RunStatus::Failed);
        QCOMPARE(r.verification.verdict, ptq::Verdict::Failed);
        QVERIFY(r.outputFreeBytes);
        QVERIFY2(*r.outputFreeBytes < ptq::Troubleshooter::kFullBelowBytes, qPrintable(QString::number(*r.outputFreeBytes)));
        QCOMPARE(r.outputFileSystem, disk);
        QCOMPARE(r.failureCause, u"disk-full"_s);
        QVERIFY2(r.suggestions.constFirst().startsWith(u"The disk is full: "_s) && r.suggestions.constFirst().contains(disk),
                 qPrintable(r.suggestions.join(u'\n')));
        // What the verifier says of the empty files: nothing "present", nothing "pass".
        QVERIFY2(r.verification.check(u"tokenizer"_s)->status == ptq::CheckStatus::Fail, qPrintable(r.verification.check(u"tokenizer"_s)->detail.english()));
        QCOMPARE(r.verification.check(u"output-folder"_s)->status, ptq::CheckStatus::Fail);
    }

    void traceback_endingInABareExceptionName_isClosed()
    {
        LogAnalyzer log;
        ptq::LineSplitter splitter;
        log.feedRaw(splitter.push("Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\n    raise MemoryError\n"
                                  "MemoryError\n\x1b[32m\n[QUARK-INFO]: Exporting hugging face format safetensors...\x1b[0m\n"),
                    0);
        QCOMPARE(log.exception(), u"MemoryError"_s);
        QCOMPARE(log.traceback().size(), 4);
        QCOMPARE(log.stage(), ptq::RunStage::Export); // the lines after it are read again
    }

    // ---- issue #18, round two: what quark-cli prints is shown and stored clean ----

    void sanitizer_stripsEveryTerminalSequence_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QString>("shown");
        QTest::newRow("CSI colour") << QByteArray("a\x1b[1;31mb\x1b[0mc") << u"abc"_s;
        QTest::newRow("CSI private mode") << QByteArray("a\x1b[?25lb") << u"ab"_s;
        QTest::newRow("OSC title, BEL") << QByteArray("a\x1b]0;pwned\x07" "b") << u"ab"_s;
        QTest::newRow("OSC 52 clipboard write, ST") << QByteArray("a\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\x1b\\b") << u"ab"_s;
        QTest::newRow("OSC 8 hyperlink") << QByteArray("\x1b]8;;http://evil.example/\x1b\\click\x1b]8;;\x1b\\") << u"click"_s;
        QTest::newRow("DCS") << QByteArray("a\x1bP1$qm\x1b\\b") << u"ab"_s;
        QTest::newRow("APC") << QByteArray("a\x1b_Gf=100;AAAA\x1b\\b") << u"ab"_s;
        QTest::newRow("PM and SOS") << QByteArray("a\x1b^pm\x1b\\b\x1bXsos\x1b\\c") << u"abc"_s;
        QTest::newRow("unterminated OSC ends with its line") << QByteArray("a\x1b]2;title never ended") << u"a"_s;
        QTest::newRow("two-byte and charset ESC") << QByteArray("a\x1b" "7b\x1b" "8c\x1b(Bd\x1b" "ce") << u"abcde"_s;
        QTest::newRow("C1 CSI U+009B") << QByteArray("a\xc2\x9b" "31mb") << u"ab"_s;
        QTest::newRow("C1 OSC U+009D, C1 ST U+009C") << QByteArray("a\xc2\x9d" "0;title\xc2\x9c" "b") << u"ab"_s;
        QTest::newRow("C1 DCS U+0090, ESC ST") << QByteArray("a\xc2\x90qq\x1b\\b") << u"ab"_s;
        QTest::newRow("lone C1 NEL U+0085") << QByteArray("a\xc2\x85" "b") << u"ab"_s;
        QTest::newRow("C0 controls, DEL; tab kept") << QByteArray("a\x08\x07\x00\x0b\x0c\x7f" "b\tc", 10) << u"ab\tc"_s;
        QTest::newRow("carriage return inside a line") << QByteArray("fake\rreal") << u"fakereal"_s;
        QTest::newRow("text after U+00C2 stays") << QByteArray("\xc2\xa9 \xc3\xa9t\xc3\xa9") << u"\u00a9 \u00e9t\u00e9"_s;
        QTest::newRow("ESC at the end") << QByteArray("abc\x1b") << u"abc"_s;
        // A removed byte never joins its neighbours into a control (found by fuzz_log): the
        // broken sequence reads as U+FFFD, as invalid UTF-8 does everywhere else.
        QTest::newRow("NUL inside U+0099") << QByteArray("a\xc2\x00\x99" "b", 5) << u"a\uFFFD\uFFFD\uFFFDb"_s;
        QTest::newRow("CSI inside U+009B") << QByteArray("a\xc2\x1b[0m\x9b" "31mb") << u"a\uFFFD\uFFFD\uFFFD31mb"_s;
        QTest::newRow("NUL inside U+2028") << QByteArray("a\xe2\x80\x00\xa8" "b", 6) << u"a\uFFFD\uFFFD\uFFFD\uFFFDb"_s;
    }

    void sanitizer_stripsEveryTerminalSequence()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QString, shown);
        const LogLine line = LogAnalyzer::parseLine(raw);
        QCOMPARE(line.text, shown);
        QVERIFY(!hasTerminalControls(line.text, false));
        // Streaming, one byte at a time (a sequence cut between two pipe reads), gives the same.
        ptq::TerminalSanitizer stream(ptq::TerminalSanitizer::LineEnds::Drop);
        QByteArray streamed;
        for (const char c : raw)
            streamed += stream.push(QByteArray(1, c));
        streamed += stream.flush();
        QCOMPARE(QString::fromUtf8(streamed), shown);
    }

    void traceback_closedByAnyExceptionLine_laterStagesStillSeen_data()
    {
        QTest::addColumn<QByteArray>("last");     // the traceback's last line(s)
        QTest::addColumn<QString>("exception"); // as read, empty when none
        QTest::newRow("bare MemoryError") << QByteArray("MemoryError\n") << u"MemoryError"_s;
        QTest::newRow("KeyboardInterrupt") << QByteArray("KeyboardInterrupt\n") << u"KeyboardInterrupt"_s;
        QTest::newRow("bare StopIteration") << QByteArray("StopIteration\n") << u"StopIteration"_s;
        QTest::newRow("dotted name without Error") << QByteArray("torch._dynamo.exc.Unsupported: call_function\n")
                                                   << u"torch._dynamo.exc.Unsupported: call_function"_s;
        QTest::newRow("triton OutOfResources") << QByteArray("triton.runtime.errors.OutOfResources: out of resource: shared memory\n")
                                               << u"triton.runtime.errors.OutOfResources: out of resource: shared memory"_s;
        QTest::newRow("a log record before any exception line") << QByteArray() << QString();
    }

    void traceback_closedByAnyExceptionLine_laterStagesStillSeen()
    {
        QFETCH(QByteArray, last);
        QFETCH(QString, exception);
        // The head of a real 0.13 failure (tests/fixtures/real-0.13/cpu-without-gpu.log), its
        // traceback, then the records quark-cli would print after it.
        QFile file(ptq::test::fixturePath(u"real-0.13/cpu-without-gpu.log"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray real = file.readAll();
        const qsizetype end = real.indexOf("\nMemoryError: ");
        QVERIFY(end > 0);
        const QByteArray bytes = real.left(end + 1) + last
            + "\x1b[32m\n[QUARK-INFO]: Exporting hugging face format safetensors...\x1b[0m\n"
              "\x1b[32m\n[QUARK-INFO]: Successfully exported model to /tmp/out\x1b[0m\n"
              "[QUARK-INFO]: Perplexity: 6.83\n";
        LogAnalyzer log;
        ptq::LineSplitter splitter;
        log.feedRaw(splitter.push(bytes), 0);
        QCOMPARE(log.exception(), exception);
        QVERIFY(log.traceback().size() > 10);
        QVERIFY(log.traceback().constFirst().startsWith(u"Traceback"_s));
        QVERIFY(log.exportCompleted());               // the lines after it are read again
        QCOMPARE(log.perplexity(), std::optional<double>(6.83));
        QCOMPARE(log.stage(), ptq::RunStage::Finished);
    }

    void job_noSecretAfterStrippingOrAtACut_noEscapeShownOrStored()
    {
        const QByteArray known = "hf_KnownTokenFromTheEnvironment0123456789";
        const QByteArray unknown = "hf_abcdefghijklmnopqrstuvwxyz0123456789AB";
        const QByteArray oldToken = qgetenv("HF_TOKEN");
        qputenv("HF_TOKEN", known);
        auto restore = qScopeGuard([&] { oldToken.isNull() ? qunsetenv("HF_TOKEN") : qputenv("HF_TOKEN", oldToken); });
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const qsizetype cut = ptq::LineSplitter::kMaxLine;
        const QList<QByteArray> chunks = {
            // A token partly coloured, another broken up by a hyperlink: put together by stripping.
            "\x1b[31m\n[QUARK-ERROR]: token " + unknown.left(5) + "\x1b[31m" + unknown.mid(5) + "\x1b[0m\n",
            "[QUARK-ERROR]: " + known.left(10) + "\x1b]8;;http://evil.example/\x07" + known.mid(10) + "\n",
            // Escapes meant for the user's terminal.
            "[QUARK-ERROR]: \x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\x07 clip \x1bP1$qm\x1b\\ \xc2\x9b" "2J \xc2\x9d" "0;pwned\xc2\x9c end\n",
            // A flood without a line end, a token crossing the forced cut, in two writes.
            QByteArray(cut - 20, 'x') + ' ' + known.left(25),
            known.mid(25) + ' ' + QByteArray(cut - 53, 'y') + ' ' + unknown.left(20),
            unknown.mid(20) + "\n",
            // A traceback whose exception carries both.
            "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\n    login()\n",
            "RuntimeError: bad token \x1b[1m" + known + "\x1b[0m or " + unknown.left(7) + "\x1b[0m" + unknown.mid(7) + "\x1b]0;t\x07\n",
        };
        const ScriptedRun run = runScripted(ws, chunks);
        QVERIFY2(run.started, qPrintable(run.started ? QString() : run.started.error().message));
        QVERIFY(QFileInfo::exists(run.result.diagnosticsPath));
        QString shown;
        for (const LogLine &line : run.shown)
            shown += line.text + u'\n';
        const QByteArray stored = everyFile(ws);
        const QByteArray logFile = [&] {
            QFile f(run.result.logPath);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(logFile.size() > 2 * cut - 100);
        QVERIFY(logFile.contains("[redacted]"));
        for (const QByteArray &secret : {known, unknown}) {
            // Not whole, and not the most of it either: any 12 characters in a row of it.
            for (qsizetype at = 0; at + 12 <= secret.size(); ++at) {
                const QByteArray piece = secret.mid(at, 12);
                QVERIFY2(!shown.contains(QString::fromLatin1(piece)), piece.constData());
                QVERIFY2(!stored.contains(piece), piece.constData());
            }
        }
        QVERIFY2(!hasTerminalControls(shown, true), qPrintable(shown.left(200)));
        QVERIFY(!hasTerminalControls(QString::fromUtf8(stored), true));
        const Json diag = ptq::test::readJson(run.result.diagnosticsPath);
        QVERIFY(diag["exception"].get<std::string>().starts_with("RuntimeError: bad token [redacted] or [redacted]"));
        QVERIFY(logFile.contains("[QUARK-ERROR]:  clip    end\n"));
    }

    void job_runNames_uniqueUnderAFixedClock()
    {
        // The clock never moves: every run starts "in the same second". One run's log was
        // deleted (its history and diagnostics remain), and a link was planted at the next name.
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const QDateTime fixed(QDate(2025, 5, 1), QTime(12, 0, 0), QTimeZone::utc());
        auto clock = [fixed] { return fixed; };
        const ScriptedRun first = runScripted(ws, {"[QUARK-ERROR]: first\n"}, clock);
        QVERIFY(first.started);
        QVERIFY(QFile::remove(first.result.logPath));
        QVERIFY(QFile::link(root.filePath(u"elsewhere.log"_s), ws + u"/logs/run-20250501-120000-2.log"_s));
        const ScriptedRun second = runScripted(ws, {"[QUARK-ERROR]: second\n"}, clock);
        QVERIFY2(second.started, qPrintable(second.started ? QString() : second.started.error().message));
        const ScriptedRun third = runScripted(ws, {"[QUARK-ERROR]: third\n"}, clock);
        QVERIFY(third.started);
        const QStringList names = {first.result.logPath, second.result.logPath, third.result.logPath};
        QCOMPARE(QSet<QString>(names.cbegin(), names.cend()).size(), 3);
        QVERIFY(!QFileInfo::exists(root.filePath(u"elsewhere.log"_s))); // the link was not followed
        QCOMPARE(QDir(ws + u"/history"_s).entryList(QDir::Files).size(), 3);
        QCOMPARE(QDir(ws + u"/diagnostics"_s).entryList(QDir::Files).size(), 3);
        for (const auto &[run, word] : {std::pair{&second, "second"}, std::pair{&third, "third"}}) {
            QFile log(run->result.logPath);
            QVERIFY(log.open(QIODevice::ReadOnly));
            QVERIFY(log.readAll().contains(word));
            QVERIFY(ptq::test::readJson(run->result.diagnosticsPath)["log_path"] == run->result.logPath.toStdString());
        }
        QVERIFY(first.result.startedAt == fixed);
    }

    void initTestCase()
    {
        qRegisterMetaType<ptq::JobResult>();
        qputenv("FAKE_QUARK_STEP_MS", "1");
    }
    void init()
    {
        for (const char *v : {"FAKE_QUARK_FAIL", "FAKE_QUARK_IGNORE_TERM", "FAKE_QUARK_SHARDS", "FAKE_QUARK_FLOOD",
                              "FAKE_QUARK_FLOOD_NO_NEWLINE", "FAKE_QUARK_INVALID_UTF8"})
            qunsetenv(v);
    }

    void parser_readsQuarkLines_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("message");
        QTest::newRow("info with colours") << QByteArray("[QUARK-INFO]: Loading model ...\x1b[0m") << int(LogLine::Level::Info)
                                           << u"Loading model ..."_s;
        QTest::newRow("warning") << QByteArray("\x1b[33m[QUARK-WARNING]: vm.max_map_count = 65530 is too low") << int(LogLine::Level::Warning)
                                 << u"vm.max_map_count = 65530 is too low"_s;
        QTest::newRow("error") << QByteArray("[QUARK-ERROR]: Failed to load model. Suggested resolutions:")
                               << int(LogLine::Level::Error) << u"Failed to load model. Suggested resolutions:"_s;
        QTest::newRow("legacy stdout") << QByteArray("[INFO]: Loading dataset ...") << int(LogLine::Level::Info)
                                       << u"Loading dataset ..."_s;
        QTest::newRow("legacy perplexity") << QByteArray("[INFO] Perplexity: 6.83") << int(LogLine::Level::Info)
                                           << u"Perplexity: 6.83"_s;
        QTest::newRow("invalid utf-8") << QByteArray("bad \xff\xfe bytes") << int(LogLine::Level::Plain)
                                       << u"bad \uFFFD\uFFFD bytes"_s;
    }

    void parser_readsQuarkLines()
    {
        QFETCH(QByteArray, raw);
        QFETCH(int, level);
        QFETCH(QString, message);
        const LogLine line = LogAnalyzer::parseLine(raw);
        QCOMPARE(int(line.level), level);
        QCOMPARE(line.message, message);
        QVERIFY(!line.text.contains(u'\x1b'));
    }

    void parser_readsTqdm()
    {
        LogLine line = LogAnalyzer::parseLine("Calibrating activations:  45%|####5     | 9/20 [00:12<00:15,  1.37s/it]");
        QVERIFY(line.progress);
        QCOMPARE(line.progress->description, u"Calibrating activations"_s);
        QCOMPARE(line.progress->percent, 45);
        QCOMPARE(line.progress->n, 9ll);
        QCOMPARE(line.progress->total, 20ll);
        QCOMPARE(line.progress->elapsed, u"00:12"_s);
        QCOMPARE(line.progress->remaining, u"00:15"_s);
        QCOMPARE(line.progress->rate, u"1.37s/it"_s);
        line = LogAnalyzer::parseLine(" 60%|██████    | 6/10 [00:01<00:00,  5.50it/s]");
        QVERIFY(line.progress);
        QCOMPARE(line.progress->description, QString());
        QCOMPARE(line.progress->n, 6ll);
    }

    void splitter_handlesCrAndPartialLines()
    {
        ptq::LineSplitter s;
        QList<QByteArray> lines = s.push("one\ntw");
        QCOMPARE(lines, QList<QByteArray>{"one"});
        lines = s.push("o\r\nthree\r 10%\r 20%");
        QCOMPARE(lines, (QList<QByteArray>{"two", "three", " 10%"}));
        QCOMPARE(s.flush(), QByteArray(" 20%"));
        lines = s.push(QByteArray(200 * 1024, 'x'));
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0].size(), ptq::LineSplitter::kMaxLine);
    }

    void analyzer_followsStagesAndTracebacks()
    {
        LogAnalyzer log;
        const char *lines[] = {
            "[QUARK-INFO]: Working directory is now=/x", "[QUARK-INFO]: Loading model ...",
            "[QUARK-INFO]: Initializing tokenizer from m", "[QUARK-INFO]: Loading dataset ...",
            "[QUARK-INFO]: Using weight quantization and activation static quantization.",
            "[QUARK-INFO]: In-place OPs replacement start.", "[QUARK-INFO]: Advanced algorithm start.",
            "[QUARK-INFO]: Start quantizing layer 3/32", "[QUARK-INFO]: Calibration start.",
            "Calibrating activations:  50%|#####     | 4/8 [00:01<00:01,  3.50it/s]",
            "[QUARK-WARNING]: something odd", "Traceback (most recent call last):",
            "  File \"quark/torch/quantization/api.py\", line 588, in _do_calibration",
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB."};
        qint64 ms = 0;
        for (const char *l : lines)
            log.feed(LogAnalyzer::parseLine(l), ms += 10);
        log.finish(ms);
        QCOMPARE(log.stage(), ptq::RunStage::Calibration);
        QCOMPARE(log.timeline().size(), 8);
        QCOMPARE(log.timeline()[1].stage, ptq::RunStage::LoadingModel);
        QCOMPARE(log.timeline()[1].endMs, 30ll);
        QCOMPARE(log.algorithmProgress(), u"3/32"_s);
        QCOMPARE(log.progress()->n, 4ll);
        QCOMPARE(log.warnings(), 1);
        QCOMPARE(log.errors(), 1);
        QCOMPARE(log.traceback().size(), 3);
        QVERIFY(log.exception().startsWith(u"torch.OutOfMemoryError"_s));
    }

    void analyzer_batchKeepsOnlyTheNewestBar()
    {
        // In one batch only the last bar line is parsed; a bar inside a traceback is kept.
        LogAnalyzer log;
        const QList<QByteArray> batch = {
            "Calibrating activations:  10%|#         | 1/10 [00:01<00:09,  1.00it/s]",
            "Calibrating activations:  20%|##        | 2/10 [00:02<00:08,  1.00it/s]",
            "[QUARK-INFO]: Calibration start.",
            "Calibrating activations:  30%|###       | 3/10 [00:03<00:07,  1.00it/s]",
            "Calibrating activations:  40%|####      | 4/10 [00:04<00:06,  1.00it/s]",
            "[QUARK-INFO]: calibrating batch 4"};
        QList<LogLine> shown = log.feedRaw(batch, 10);
        QCOMPARE(shown.size(), 3);
        QCOMPARE(shown[1].progress->percent, 40);
        QCOMPARE(log.stage(), ptq::RunStage::Calibration);
        QCOMPARE(log.progress()->n, 4ll);
        // The next batch starts from scratch: its last bar wins even when it is not the last line.
        shown = log.feedRaw({"Calibrating activations:  50%|#####     | 5/10 [00:05<00:05,  1.00it/s]",
                             "[QUARK-INFO]: calibrating batch 5"}, 20);
        QCOMPARE(shown.size(), 2);
        QCOMPARE(log.progress()->n, 5ll);
        shown = log.feedRaw({"Traceback (most recent call last):", "  File \"x.py\", line 1, in f  50%|x",
                             "  File \"y.py\", line 2, in g  60%|y", "RuntimeError: boom",
                             "Calibrating activations:  60%|######    | 6/10 [00:06<00:04,  1.00it/s]"}, 30);
        QCOMPARE(shown.size(), 5);
        QCOMPARE(log.traceback().size(), 4);
        QCOMPARE(log.progress()->n, 6ll);
    }

    void hasher_hashesReportsAndStops()
    {
        QTemporaryDir dir;
        write(dir.filePath(u"a.txt"_s), "abc");
        write(dir.filePath(u"big.bin"_s), QByteArray(9 << 20, 'x'));
        std::atomic_bool stop{false};
        QList<qint64> reports;
        ptq::OutputChecksums sums = ptq::OutputHasher::hash(dir.path(), {u"a.txt"_s, u"big.bin"_s}, stop,
                                                            [&](qint64 done, qint64 total) {
                                                                QCOMPARE(total, qint64((9 << 20) + 3));
                                                                reports.append(done);
                                                            });
        QVERIFY(sums.ok());
        QCOMPARE(sums.sha256.size(), 2);
        QCOMPARE(sums.sha256[0].second, u"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"_s);
        QCOMPARE(sums.sha256[1].second,
                 QString::fromLatin1(QCryptographicHash::hash(QByteArray(9 << 20, 'x'), QCryptographicHash::Sha256).toHex()));
        QCOMPARE(reports.constLast(), qint64((9 << 20) + 3));
        // A missing file is named; nothing after it is hashed.
        sums = ptq::OutputHasher::hash(dir.path(), {u"gone.bin"_s, u"a.txt"_s}, stop);
        QVERIFY(!sums.ok());
        QVERIFY(sums.error.contains(dir.filePath(u"gone.bin"_s)));
        QVERIFY(sums.sha256.isEmpty());
        stop = true;
        sums = ptq::OutputHasher::hash(dir.path(), {u"a.txt"_s}, stop);
        QVERIFY(sums.cancelled);
        QVERIFY(sums.sha256.isEmpty());

        // Off the calling thread, with finished() on it; record() leaves the run step alone.
        ptq::OutputHasher hasher;
        QSignalSpy finished(&hasher, &ptq::OutputHasher::finished);
        hasher.start(dir.path(), {u"a.txt"_s, u"big.bin"_s});
        QVERIFY(hasher.isRunning());
        QVERIFY(finished.wait(10000));
        QVERIFY(!hasher.isRunning());
        const auto result = finished.first().first().value<ptq::OutputChecksums>();
        QVERIFY(result.ok());
        ptq::Json manifest = {{"steps", ptq::Json::array({{{"kind", "run"}, {"argv", {"quark-cli"}}}})},
                              {"outputs", {{"output_dir", "/o"}, {"observed", {{"shards", 1}}}}}};
        const ptq::Json recorded = ptq::OutputHasher::record(manifest, result, u"2026-11-30T12:00:00Z"_s);
        QVERIFY(recorded["steps"] == manifest["steps"]);
        QVERIFY(recorded["outputs"]["observed"]["shards"] == 1);
        QVERIFY(recorded["outputs"]["observed"]["sha256"]["a.txt"] == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    void hasher_knownDigests_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("sha256");
        QTest::newRow("empty") << QByteArray() << u"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"_s;
        QTest::newRow("abc") << QByteArray("abc") << u"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"_s;
        QTest::newRow("FIPS 180-2 two-block")
            << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            << u"248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"_s;
        QTest::newRow("a million a") << QByteArray(1'000'000, 'a')
                                     << u"cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"_s;
    }

    void hasher_knownDigests()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, sha256);
        QTemporaryDir dir;
        write(dir.filePath(u"f.bin"_s), bytes);
        const std::atomic_bool stop{false};
        const ptq::OutputChecksums sums = ptq::OutputHasher::hash(dir.path(), {u"f.bin"_s}, stop);
        QVERIFY2(sums.ok(), qPrintable(sums.error));
        QCOMPARE(sums.sha256.value(0).second, sha256);
        QCOMPARE(sums.bytes, qint64(bytes.size()));
    }

    void hasher_agreesWithSha256sum_andKeepsOrderAcrossWorkers()
    {
        // More files than workers, the largest first so that later files finish before earlier ones.
        QTemporaryDir dir;
        QStringList names;
        QList<QByteArray> expected;
        for (int i = 0; i < 24; ++i) {
            QByteArray bytes((24 - i) * 300'001, Qt::Uninitialized);
            QRandomGenerator(quint32(i)).fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
            names.append(u"shard-%1.bin"_s.arg(i, 2, 10, QLatin1Char('0')));
            write(dir.filePath(names.constLast()), bytes);
            expected.append(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        }
        std::reverse(names.begin(), names.end()); // asked in an order that is not the files' own
        std::reverse(expected.begin(), expected.end());
        const std::atomic_bool stop{false};
        const ptq::OutputChecksums sums = ptq::OutputHasher::hash(dir.path(), names, stop);
        QVERIFY2(sums.ok(), qPrintable(sums.error));
        QCOMPARE(sums.sha256.size(), names.size());
        for (qsizetype i = 0; i < names.size(); ++i) {
            QCOMPARE(sums.sha256[i].first, names[i]);
            QCOMPARE(sums.sha256[i].second, QString::fromLatin1(expected[i]));
        }
        // And the same digests as coreutils' sha256sum, where it is installed.
        const QString sha256sum = QStandardPaths::findExecutable(u"sha256sum"_s);
        if (sha256sum.isEmpty())
            return;
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(sha256sum, names);
        QVERIFY(p.waitForFinished(30000));
        const QList<QByteArray> lines = p.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), names.size());
        for (qsizetype i = 0; i < names.size(); ++i)
            QCOMPARE(QString::fromLatin1(lines[i].split(' ').constFirst()), sums.sha256[i].second);
    }

    void hasher_cancelMidway_recordsNothing()
    {
        // A sparse 64 GiB file takes far longer to read than the cancel takes to arrive.
        QTemporaryDir dir;
        write(dir.filePath(u"a.txt"_s), "abc");
        QFile huge(dir.filePath(u"huge.bin"_s));
        QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(qint64(64) << 30));
        huge.close();
        std::atomic_bool stop{false};
        QList<qint64> reports;
        QElapsedTimer timer;
        timer.start();
        const ptq::OutputChecksums sums = ptq::OutputHasher::hash(dir.path(), {u"a.txt"_s, u"huge.bin"_s}, stop,
                                                                  [&](qint64 done, qint64) {
                                                                      reports.append(done);
                                                                      stop = true; // cancelled at the first report
                                                                  });
        QVERIFY(sums.cancelled);
        QVERIFY(!sums.ok());
        QVERIFY(sums.sha256.isEmpty());
        QVERIFY(sums.bytes < (qint64(64) << 30));
        QCOMPARE(reports.size(), 1);
        QVERIFY2(timer.elapsed() < 20000, "the workers stop at their next block");
    }

    void hasher_unreadableFile_isNamed()
    {
        QTemporaryDir dir;
        write(dir.filePath(u"a.txt"_s), "abc");
        // /proc/self/mem is a regular file whose first page cannot be read (EIO), even for root.
        QVERIFY(QFile::link(u"/proc/self/mem"_s, dir.filePath(u"mem.bin"_s)));
        const std::atomic_bool stop{false};
        ptq::OutputChecksums sums = ptq::OutputHasher::hash(dir.path(), {u"a.txt"_s, u"mem.bin"_s}, stop);
        QVERIFY(!sums.ok());
        QVERIFY2(sums.error.contains(dir.filePath(u"mem.bin"_s)), qPrintable(sums.error));
        QVERIFY(sums.sha256.isEmpty());
        if (::geteuid() != 0) { // root reads a file whatever its mode
            write(dir.filePath(u"locked.bin"_s), "x");
            QVERIFY(QFile::setPermissions(dir.filePath(u"locked.bin"_s), QFileDevice::Permissions()));
            sums = ptq::OutputHasher::hash(dir.path(), {u"locked.bin"_s, u"a.txt"_s}, stop);
            QVERIFY(sums.error.contains(dir.filePath(u"locked.bin"_s)));
        }
    }

    void hasher_fifo_refusedWithoutBlocking()
    {
        QTemporaryDir dir;
        write(dir.filePath(u"a.txt"_s), "abc");
        QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(u"pipe.bin"_s)).constData(), 0600) == 0);
        const std::atomic_bool stop{false};
        QElapsedTimer timer;
        timer.start();
        // Run off this thread so that a hang fails the test instead of stopping it.
        QFuture<ptq::OutputChecksums> future = QtConcurrent::run([&] {
            return ptq::OutputHasher::hash(dir.path(), {u"a.txt"_s, u"pipe.bin"_s}, stop);
        });
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 5000);
        const ptq::OutputChecksums sums = future.result();
        QVERIFY(!sums.ok());
        QVERIFY2(sums.error.contains(dir.filePath(u"pipe.bin"_s)) && sums.error.contains(u"not a regular file"_s), qPrintable(sums.error));
        QVERIFY(sums.sha256.isEmpty());
    }

    void troubleshooter_revisesThePlanByOneBoundedStep_data()
    {
        using F = ptq::FailureClass;
        QTest::addColumn<ptq::FailureClass>("failureClass");
        QTest::addColumn<QByteArray>("change");   // a JSON patch of the starting plan
        QTest::addColumn<QString>("expected");    // the change said; empty: no revision
        QTest::addColumn<QByteArray>("pointer");  // where the new value is
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("memory: batch first") << F::Memory << QByteArray(R"({"calibration":{"batch_size":4}})")
                                             << u"Batch size 4 → 1 (--batch_size)"_s << QByteArray("/calibration/batch_size") << QByteArray("1");
        QTest::newRow("memory: then seq_len") << F::Memory << QByteArray("{}") << u"Sequence length 512 → 256 (--seq_len)"_s
                                              << QByteArray("/calibration/seq_len") << QByteArray("256");
        QTest::newRow("memory: seq_len floor 128") << F::Memory << QByteArray(R"({"calibration":{"seq_len":200}})")
                                                   << u"Sequence length 200 → 128 (--seq_len)"_s << QByteArray("/calibration/seq_len") << QByteArray("128");
        QTest::newRow("memory: then multi-device") << F::Memory << QByteArray(R"({"calibration":{"seq_len":128}})")
                                                   << u"Devices: Spill to CPU (--multi_device"_s << QByteArray("/device_strategy") << QByteArray(R"("multi")");
        QTest::newRow("memory: not multi-device with an algorithm")
            << F::Memory << QByteArray(R"({"calibration":{"seq_len":128},"algorithm":"awq"})") << u"Samples 512 → 256 (--num_calib_data)"_s
            << QByteArray("/calibration/num_calib_data") << QByteArray("256");
        QTest::newRow("memory: nothing left") << F::Memory
                                              << QByteArray(R"({"calibration":{"seq_len":128,"num_calib_data":32},"device_strategy":"multi"})")
                                              << QString() << QByteArray() << QByteArray();
        QTest::newRow("evaluation: skip it") << F::Evaluation << QByteArray(R"({"evaluation_intent":"smoke"})")
                                             << u"Evaluation none"_s << QByteArray("/evaluation_intent") << QByteArray(R"("none")");
        QTest::newRow("evaluation already none") << F::Evaluation << QByteArray("{}") << QString() << QByteArray() << QByteArray();
        QTest::newRow("environment: not a plan matter") << F::Environment << QByteArray("{}") << QString() << QByteArray()
                                                        << QByteArray();
        QTest::newRow("configuration: not a plan matter") << F::Configuration << QByteArray("{}") << QString() << QByteArray()
                                                          << QByteArray();
    }

    void troubleshooter_revisesThePlanByOneBoundedStep()
    {
        QFETCH(ptq::FailureClass, failureClass);
        QFETCH(QByteArray, change);
        QFETCH(QString, expected);
        QFETCH(QByteArray, pointer);
        QFETCH(QByteArray, value);
        Json plan = ptq::test::makePlan("0", true);
        plan["evaluation_intent"] = "none";
        plan.merge_patch(Json::parse(change.toStdString()));
        const auto revision = ptq::Troubleshooter::revisePlan(failureClass, ptq::test::typedPlan(plan));
        if (expected.isEmpty()) {
            QVERIFY(!revision);
            return;
        }
        QVERIFY(revision);
        QVERIFY2(revision->change.startsWith(expected), qPrintable(revision->change));
        const Json::json_pointer at(pointer.toStdString());
        QVERIFY(revision->plan.toJson()[at] == Json::parse(value.toStdString()));
        QVERIFY(revision->plan.toJson()["requires_confirmation"] == true);
        QVERIFY(revision->plan.toJson()["confirmation"]["confirmed_at"].is_null());
        // One change only: everything else is as it was.
        Json rest = revision->plan.toJson();
        rest[at] = plan[at];
        rest["requires_confirmation"] = plan["requires_confirmation"];
        rest["confirmation"] = plan["confirmation"];
        QVERIFY(rest == plan);
    }

    void redactor_removesKnownAndTokenShapedSecrets()
    {
        QTemporaryDir home;
        QVERIFY(QDir().mkpath(home.filePath(u"hf"_s)));
        QFile tokenFile(home.filePath(u"hf/token"_s));
        QVERIFY(tokenFile.open(QIODevice::WriteOnly));
        tokenFile.write("hf_fromTheTokenFile000000000000000000\n");
        tokenFile.close();
        QProcessEnvironment env;
        env.insert(u"HF_HOME"_s, home.filePath(u"hf"_s));
        env.insert(u"HUGGING_FACE_HUB_TOKEN"_s, u"custom-secret-value"_s);
        ptq::SecretRedactor r = ptq::HubSettings::secretRedactor(env);
        QCOMPARE(r.redact(QByteArray("a custom-secret-value b")), QByteArray("a [redacted] b"));
        // The env token wins for the Hub, but the token file's value is still a secret.
        QCOMPARE(r.redact(QByteArray("x hf_fromTheTokenFile000000000000000000")), QByteArray("x [redacted]"));
        // Any Hub-shaped token, known or not; short or embedded look-alikes stay.
        QCOMPARE(r.redact(QByteArray("Bearer hf_abcdefghijklmnopqrstuvwxyz0123456789.")), QByteArray("Bearer [redacted]."));
        QCOMPARE(r.redact(QByteArray("hf_short and xhf_abcdefghijklmnopqrstuvwxyz0123456789")),
                 QByteArray("hf_short and xhf_abcdefghijklmnopqrstuvwxyz0123456789"));
        r.addSecret("abc"); // too short to be told from ordinary words
        QCOMPARE(r.redact(QByteArray("abc")), QByteArray("abc"));
        QCOMPARE(r.redact(u"ünïcode custom-secret-value"_s), u"ünïcode [redacted]"_s);
    }

    void verifier_outputFolderDeletedWhileVerifying()
    {
        // The folder (a network mount, a user's cleanup) vanishes while the headers are read:
        // no crash, and a verdict that is either what was read in time or failed with a reason.
        int failedRounds = 0;
        for (int round = 0; round < 12; ++round) {
            QTemporaryDir root;
            const QString out = root.filePath(u"out"_s);
            QVERIFY(QDir().mkpath(out));
            write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark"}})");
            for (int i = 0; i < 300; ++i) {
                write(out + u"/model-%1.safetensors"_s.arg(i),
                      safetensors(R"({"w":{"dtype":"F8_E4M3","shape":[4],"data_offsets":[0,4]}})", 4));
            }
            QFuture<ptq::VerificationReport> future =
                QtConcurrent::run([out] { return ptq::OutputVerifier::verify(out, ptq::PlanDocument(), 0); });
            QThread::usleep(unsigned(round * 400));
            QVERIFY(QDir(out).removeRecursively());
            const ptq::VerificationReport r = future.result();
            QVERIFY2(r.verdict == ptq::Verdict::Failed || r.verdict == ptq::Verdict::Partial || r.verdict == ptq::Verdict::Complete, qPrintable(r.verdictWord()));
            if (r.verdict == ptq::Verdict::Failed) {
                ++failedRounds;
                bool named = false;
                for (const ptq::VerificationCheck &c : r.checks)
                    named = named || (c.status == ptq::CheckStatus::Fail && !c.detail.isEmpty());
                QVERIFY2(named, "a failed verdict says why");
            }
        }
        QVERIFY2(failedRounds > 0, "the folder was never deleted in time: the race was not exercised");
        // Gone before verification starts: failed, naming the folder.
        const ptq::VerificationReport gone = ptq::OutputVerifier::verify(u"/nonexistent/ptq-out"_s, ptq::PlanDocument(), 0);
        QCOMPARE(gone.verdict, ptq::Verdict::Failed);
        QVERIFY(gone.checks.first().detail.english().contains(u"/nonexistent/ptq-out"_s));
    }

    void verifier_eachTensorInTheShardItsIndexNames()
    {
        QTemporaryDir root;
        const QString out = root.path();
        write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark"}})");
        write(out + u"/model-00001-of-00002.safetensors"_s, safetensors(R"({"a":{"dtype":"BF16","shape":[1],"data_offsets":[0,2]}})", 2));
        write(out + u"/model-00002-of-00002.safetensors"_s, safetensors(R"({"b":{"dtype":"BF16","shape":[1],"data_offsets":[0,2]}})", 2));
        const QString index = out + u"/model.safetensors.index.json"_s;
        write(index, R"({"weight_map": {"a": "model-00001-of-00002.safetensors", "b": "model-00002-of-00002.safetensors"}})");
        QCOMPARE(ptq::OutputVerifier::verify(out, ptq::PlanDocument(), 0).check(u"index"_s)->status, ptq::CheckStatus::Pass);
        // The same names, but "b" mapped to the shard that does not hold it: a loader would not find it.
        write(index, R"({"weight_map": {"a": "model-00001-of-00002.safetensors", "b": "model-00001-of-00002.safetensors"}})");
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out, ptq::PlanDocument(), 0);
        QCOMPARE(r.check(u"index"_s)->status, ptq::CheckStatus::Fail);
        QVERIFY2(r.check(u"index"_s)->detail.english().contains(u"b is in model-00002-of-00002.safetensors"_s), qPrintable(r.check(u"index"_s)->detail.english()));
        QCOMPARE(r.verdict, ptq::Verdict::Failed);
    }

    void verifier_tensorLayoutAgainstThePlan_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("status");
        // q: fp8 as planned; d: excluded (*down_proj); o: overridden to int4 (*o_proj).
        const QByteArray good = R"({"q.weight":{"dtype":"F8_E4M3","shape":[2],"data_offsets":[0,2]},"q.weight_scale":{"dtype":"BF16","shape":[],"data_offsets":[2,4]},
            "d_down_proj.weight":{"dtype":"BF16","shape":[1],"data_offsets":[4,6]},
            "x_o_proj.weight":{"dtype":"I32","shape":[1],"data_offsets":[6,10]},"x_o_proj.weight_scale":{"dtype":"BF16","shape":[],"data_offsets":[10,12]}})";
        QTest::newRow("as planned") << good << u"tensor-dtypes"_s << u"pass"_s;
        QTest::newRow("exclusions kept") << good << u"excluded-modules"_s << u"pass"_s;
        QTest::newRow("override in effect") << good << u"overrides"_s << u"pass"_s;
        QTest::newRow("fp8 stored as U8") << QByteArray(good).replace("\"F8_E4M3\"", "\"U8\"") << u"tensor-dtypes"_s << u"fail"_s;
        QTest::newRow("the override not applied")
            << QByteArray(good).replace("\"I32\",\"shape\":[1],\"data_offsets\":[6,10]", "\"F8_E4M3\",\"shape\":[4],\"data_offsets\":[6,10]")
            << u"tensor-dtypes"_s << u"fail"_s;
        QTest::newRow("an excluded module quantized")
            << QByteArray(good).replace(R"("d_down_proj.weight":{"dtype":"BF16","shape":[1],"data_offsets":[4,6]})",
                                        R"("d_down_proj.weight":{"dtype":"F8_E4M3","shape":[1],"data_offsets":[4,5]},"d_down_proj.weight_scale":{"dtype":"U8","shape":[1],"data_offsets":[5,6]})")
            << u"excluded-modules"_s << u"fail"_s;
    }

    void verifier_tensorLayoutAgainstThePlan()
    {
        QFETCH(QByteArray, header);
        QFETCH(QString, check);
        QFETCH(QString, status);
        QTemporaryDir root;
        const QString out = root.path();
        write(out + u"/config.json"_s, R"({"quantization_config": {"quant_method": "quark", "exclude": ["d_down_proj"],
            "global_quant_config": {"weight": {"dtype": "fp8_e4m3"}}, "layer_quant_config": {"*o_proj": {}}}})");
        write(out + u"/model.safetensors"_s, safetensors(QByteArray(header).simplified(), 12));
        Json plan = ptq::test::makePlan("0", true);
        plan["global_scheme"] = "fp8";
        plan["exclude_layers"] = Json::array({"*down_proj"});
        plan["intent"]["overrides"] = Json::array({Json::array({"*o_proj", "int4_wo_128"})});
        const ptq::VerificationReport r = ptq::OutputVerifier::verify(out, ptq::test::typedPlan(plan), 0);
        const ptq::VerificationCheck *c = r.check(check);
        QVERIFY2(c, qPrintable(check));
        QVERIFY2(ptq::checkStatusName(c->status) == status, qPrintable(ptq::checkStatusName(c->status) + u": "_s + c->detail.english()));
    }

    void diagnostics_redactSecretsInTheEchoedCommand()
    {
        // A manifest edited to carry secrets in its environment additions: the diagnostics
        // bundle (meant to be shared) echoes the command without them.
        Json manifest = Json::parse(R"({"steps": [{"name": "quantize", "kind": "run",
            "command": "HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyz0123456789 quark-cli torch-llm-ptq",
            "argv": ["quark-cli", "torch-llm-ptq", "--model_dir", "hf_abcdefghijklmnopqrstuvwxyz0123456789"],
            "env": {"HF_TOKEN": "hf_abcdefghijklmnopqrstuvwxyz0123456789", "WANDB_API_KEY": "abc123secret",
                    "MY_PASSWORD": "hunter22hunter", "PYTHONUNBUFFERED": "1"}}]})");
        const Json d = ptq::RunRecorder::diagnostics(manifest, ptq::JobResult(), ptq::LogAnalyzer(), QDir::tempPath());
        const std::string dump = d.dump();
        QVERIFY2(dump.find("hf_abcdefghijklmnopqrstuvwxyz0123456789") == std::string::npos, dump.c_str());
        QVERIFY(dump.find("abc123secret") == std::string::npos);
        QVERIFY(dump.find("hunter22hunter") == std::string::npos);
        QVERIFY(d["env"]["PYTHONUNBUFFERED"] == "1"); // the rest stays readable
        QVERIFY(d["env"]["HF_TOKEN"] == "[redacted]");
        QVERIFY(d["command"].get<std::string>().starts_with("HF_TOKEN=[redacted] quark-cli"));
    }

    void verifier_headerRules_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("error"); // empty: valid
        const QByteArray ok = R"({"a":{"dtype":"BF16","shape":[2,2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[1],"data_offsets":[8,12]}})";
        QTest::newRow("valid") << safetensors(ok, 12) << QString();
        QTest::newRow("padded header") << safetensors(QByteArray(ok) + "   ", 12) << QString();
        QTest::newRow("too short") << QByteArray("abc") << u"shorter"_s;
        QTest::newRow("absurd header length") << safetensors(ok, 12, 200'000'000) << u"1 to"_s;
        QTest::newRow("header past the end") << safetensors(ok, 0, 4096) << u"claims"_s;
        QTest::newRow("not json") << safetensors("{not json", 0) << u"not valid"_s;
        QTest::newRow("unknown dtype") << safetensors(R"({"a":{"dtype":"Q7","shape":[1],"data_offsets":[0,1]}})", 1) << u"unknown dtype"_s;
        QTest::newRow("size mismatch") << safetensors(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}})", 4) << u"span"_s;
        QTest::newRow("gap") << safetensors(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}})", 2) << u"gap"_s;
        QTest::newRow("overlap") << safetensors(R"({"a":{"dtype":"U8","shape":[2],"data_offsets":[0,2]},"b":{"dtype":"U8","shape":[2],"data_offsets":[1,3]}})", 3)
                                 << u"overlaps"_s;
        QTest::newRow("truncated data") << safetensors(ok, 6) << u"data buffer"_s;
        QTest::newRow("duplicate name") << safetensors(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},"a":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}})", 2)
                                        << u"twice"_s;
        QTest::newRow("negative dim") << safetensors(R"({"a":{"dtype":"U8","shape":[-1],"data_offsets":[0,1]}})", 1) << u"negative"_s;
        QTest::newRow("escaped duplicate name") << safetensors("{\"a\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]},\"\\u0061\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[1,2]}}", 2)
                                                << u"twice"_s;
        QTest::newRow("escaped names are fine") << safetensors("{\"a\\\"b\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 1) << QString();
        QTest::newRow("unknown field") << safetensors(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1],"layout":"x"}})", 1) << u"unknown field"_s;
        QTest::newRow("missing shape") << safetensors(R"({"a":{"dtype":"U8","data_offsets":[0,1]}})", 1) << u"lacks shape"_s;
        QTest::newRow("three offsets") << safetensors(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1,2]}})", 1) << u"more than two"_s;
        QTest::newRow("fractional offset") << safetensors(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1.0]}})", 1) << u"non-integer"_s;
        QTest::newRow("metadata number") << safetensors(R"({"__metadata__":{"n":1},"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}})", 1)
                                         << u"not a string"_s;
        QTest::newRow("metadata strings") << safetensors(R"({"__metadata__":{"format":"pt"},"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}})", 1)
                                          << QString();
        QTest::newRow("not utf-8") << safetensors("{\"\xff\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 1) << u"UTF-8"_s;
        QTest::newRow("text after the object") << safetensors(R"({} x)", 0) << u"after"_s;
        QTest::newRow("huge shape") << safetensors(R"({"a":{"dtype":"U8","shape":[4294967296,4294967296],"data_offsets":[0,1]}})", 1)
                                    << u"too large"_s;
    }

    void verifier_headerRules()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, error);
        QTemporaryDir dir;
        write(dir.filePath(u"m.safetensors"_s), file);
        const ptq::SafetensorsFileCheck check = ptq::OutputVerifier::checkSafetensorsFile(dir.filePath(u"m.safetensors"_s));
        if (error.isEmpty())
            QVERIFY2(check.error.isEmpty(), qPrintable(check.error.english()));
        else
            QVERIFY2(check.error.english().contains(error), qPrintable(check.error.english()));
    }

    void job_success_recordsEverythingAndKeepsTheCommand()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out dir/llama fp8"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, out);
        const QByteArray before = ptq::ArtifactIo::toJsonBytes((*ptq::findRunStep(ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json)));
        const ptq::JobResult r = runJob(ws, token);
        QCOMPARE(r.status, ptq::RunStatus::Succeeded);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.verification.verdict, ptq::Verdict::Complete);
        QVERIFY(r.verification.outputScales > 0);
        QVERIFY(QFileInfo(r.logPath).size() > 1000);
        QVERIFY(QFileInfo(r.logPath).absolutePath().endsWith(u"/ws/logs"_s));
        const Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const Json &run = *ptq::findRunStep(manifest);
        QVERIFY(run["status"] == "succeeded");
        QVERIFY(run["exit_code"] == 0);
        QVERIFY(manifest["outputs"]["verification"]["verdict"] == "complete");
        // The recorded command is byte-identical.
        Json stripped = run;
        for (const char *k : {"status", "started_at", "finished_at", "exit_code", "signal", "log_path", "diagnostics_path", "runner"})
            stripped.erase(k);
        QVERIFY(run["runner"]["pid"] == QCoreApplication::applicationPid());
        QVERIFY(run["runner"]["process_group"].is_number_integer());
        Json original = ptq::Json::parse(before.toStdString());
        for (const char *k : {"status"})
            original.erase(k);
        QVERIFY(stripped == original);
        QCOMPARE(QDir(ws + u"/history"_s).entryList(QDir::Files).size(), 1);
        QVERIFY2(r.diagnosticsPath.isEmpty() && !QFileInfo::exists(ws + u"/diagnostics"_s), "no diagnostics for a success");
        QVERIFY(ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, manifest).studioValid());
    }

    void job_failures_areClassified_data()
    {
        using F = ptq::FailureClass;
        using S = ptq::RunStatus;
        QTest::addColumn<QString>("fail");
        QTest::addColumn<ptq::RunStatus>("status");
        QTest::addColumn<ptq::FailureClass>("failureClass");
        QTest::addColumn<QString>("evidence");
        QTest::newRow("OOM during calibration") << u"oom"_s << S::Failed << F::Memory << u"OutOfMemoryError"_s;
        QTest::newRow("unsupported model type") << u"unsupported"_s << S::Failed << F::Configuration << u"no model template"_s;
        QTest::newRow("gated repository") << u"gated"_s << S::Failed << F::Load << u"gated repo"_s;
        QTest::newRow("usage error") << u"usage"_s << S::Failed << F::Configuration << QString();
        QTest::newRow("killed by SIGKILL") << u"kill"_s << S::Failed << F::Memory << u"signal 9"_s;
        QTest::newRow("exit 0 without files") << u"nofiles"_s << S::Failed << F::Export << QString();
        QTest::newRow("evaluation fails after a complete export") << u"evalfail"_s << S::Partial << F::Load
                                                                  << u"Couldn't reach"_s;
        QTest::newRow("tokenizer missing") << u"partial"_s << S::Partial << F::Export << QString();
    }

    void job_failures_areClassified()
    {
        QFETCH(QString, fail);
        QFETCH(ptq::RunStatus, status);
        QFETCH(ptq::FailureClass, failureClass);
        QFETCH(QString, evidence);
        qputenv("FAKE_QUARK_FAIL", fail.toUtf8());
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        // Evaluation runs only without --skip_evaluation: plan a full evaluation for that row.
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        if (fail == u"evalfail"_s) {
            Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
            Json &step = manifest["steps"][3];
            Json argv = Json::array();
            for (const Json &a : step["argv"])
                if (a != "--skip_evaluation")
                    argv.push_back(a);
            step["argv"] = argv;
            manifest = *ptq::ManifestBuilder::approve(manifest);
            ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, manifest);
            const ptq::JobResult r = runJob(ws, ptq::ManifestBuilder::token(manifest));
            QCOMPARE(r.status, status);
            QVERIFY(r.exportCompleted);
            QCOMPARE(r.failureClass, ptq::FailureClass::Evaluation);
            QVERIFY2(r.evidence.join(u' ').contains(evidence), qPrintable(r.evidence.join(u" / "_s)));
            return;
        }
        const ptq::JobResult r = runJob(ws, token);
        QCOMPARE(r.status, status);
        QVERIFY2(r.failureClass == failureClass,
                 qPrintable((r.failureClass ? ptq::failureClassName(*r.failureClass) : u"(none)"_s) + u" / "_s + r.evidence.join(u" / "_s)));
        QVERIFY2(r.evidence.join(u' ').contains(evidence), qPrintable(r.evidence.join(u'\n')));
        QVERIFY(!r.suggestions.isEmpty());
        QVERIFY2(QFileInfo(r.logPath).size() > 0, "the log is kept");
        QVERIFY2(QFileInfo::exists(r.diagnosticsPath), "diagnostics are collected into the workspace");
        const Json diag = ptq::test::readJson(r.diagnosticsPath);
        QVERIFY(diag["argv"].size() > 5);
        QVERIFY(diag["diagnosis"]["class"] == ptq::failureClassName(failureClass).toStdString());
        QVERIFY(diag["host_memory"].contains("MemTotal_kib"));
        QVERIFY(diag["disk_free_bytes"]["workspace"].is_number());
        if (fail == u"oom"_s) {
            QVERIFY(diag["traceback"].size() >= 3);
            QVERIFY(diag["exception"].get<std::string>().starts_with("torch.OutOfMemoryError"));
        }
        if (fail == u"kill"_s)
            QVERIFY(diag["signal"] == 9);
        const Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QVERIFY((*ptq::findRunStep(manifest))["status"] == ptq::statusName(status).toStdString());
        QVERIFY((*ptq::findRunStep(manifest))["diagnosis"]["class"] == ptq::failureClassName(failureClass).toStdString());
        if (fail == u"kill"_s)
            QVERIFY((*ptq::findRunStep(manifest))["signal"] == 9);
    }

    // ---- the GPU memory trace: CSV beside the log, peaks in the manifest ----

    void gpuMemoryRecord_roundTripsAndValidates()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        QVERIFY(!ptq::GpuMemoryRecord::fromManifest(manifest)); // none before a run

        ptq::GpuMemoryRecord earlier;
        earlier.samplesPath = ws + u"/logs/run-1.gpu.csv"_s;
        earlier.tool = u"amd-smi"_s;
        earlier.samples = 3;
        earlier.gpus = {ptq::GpuPeak{0, u"GPU 0"_s, 9000, 196288, 2000}};
        ptq::GpuMemoryRecord record;
        record.samplesPath = ws + u"/logs/run-2.gpu.csv"_s;
        record.tool = u"nvidia-smi"_s;
        record.samples = 80;
        record.gpus = {ptq::GpuPeak{0, u"NVIDIA H100 80GB HBM3"_s, 73011, 81559, 41000},
                       ptq::GpuPeak{1, QString(), -1, -1, -1}}; // a GPU whose memory was never reported
        const Json once = ptq::RunRecorder::withGpuMemory(manifest, earlier);
        const Json twice = ptq::RunRecorder::withGpuMemory(once, record);
        QCOMPARE(ptq::GpuMemoryRecord::fromManifest(twice), std::optional(record)); // the earlier run's replaced
        const Json &g = *gpuMemoryOf(twice);
        QVERIFY(g["gpus"][0]["peak_used_bytes"] == 73011ll * 1024 * 1024);
        QVERIFY(g["gpus"][0]["total_bytes"] == 81559ll * 1024 * 1024);
        QVERIFY(g["gpus"][1]["peak_used_bytes"].is_null());
        const QString problems = manifestProblems(twice);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        // Nothing known at all (no tool, no file) still validates.
        const QString empty = manifestProblems(ptq::RunRecorder::withGpuMemory(manifest, ptq::GpuMemoryRecord()));
        QVERIFY2(empty.isEmpty(), qPrintable(empty));
        // Our schema is strict about the shape: a peak that is not a number is refused.
        Json bad = twice;
        bad["outputs"]["gpu_memory"]["gpus"][0]["peak_used_bytes"] = "71.3 GiB";
        QVERIFY(!ptq::SchemaValidator::check(ptq::ArtifactKind::Manifest, bad).studioValid());
    }

    void job_gpuTrace_peakRecordedWhenQuarkCliDies_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("signal");
        QTest::newRow("OutOfMemoryError, exit 1") << 1 << 0;
        QTest::newRow("killed by the OOM killer") << -1 << 9;
    }

    void job_gpuTrace_peakRecordedWhenQuarkCliDies()
    {
        QFETCH(int, exitCode);
        QFETCH(int, signal);
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const QString name = u"NVIDIA H100 80GB HBM3"_s;
        const QList<QList<ptq::GpuSample>> samples{
            {{0, name, 2000, 81559, 5}, {1, name, 1000, 81559, 0}},
            {{0, name, 79800, 81559, 100}, {1, name, 41000, 81559, 60}}, // the peak, just before the OOM
            {{0, name, 600, 81559, 0}, {1, name, 500, 81559, 0}},        // freed as the process died
        };
        ptq::PtqJob job(ws, new SampledRunner(samples, exitCode, signal));
        QSignalSpy done(&job, &ptq::PtqJob::finished);
        ptq::RunTicket ticket;
        ticket.workspace = ws;
        // An earlier run's record is in the manifest: it must not stand for this run's.
        ptq::GpuMemoryRecord earlier{ws + u"/logs/run-19990101-000000.gpu.csv"_s, u"amd-smi"_s, 5, {ptq::GpuPeak{0, u"old"_s, 1, 2, 3}}};
        ticket.manifest = ptq::RunRecorder::withGpuMemory(ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json, earlier);
        ticket.argv = {u"/bin/false"_s};
        ticket.outputDir = ws + u"/out"_s;
        // From the first reading on, the manifest on disk names the trace: a crash of the app
        // leaves it findable.
        Json running;
        QObject::connect(&job, &ptq::PtqJob::resourcesSampled, &job, [&] {
            if (running.is_null()) {
                job.waitForRecords(); // written off this thread, as they were asked for
                running = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
            }
        });
        QVERIFY(job.start(ticket));
        const std::optional<ptq::GpuMemoryRecord> atStart =
            ptq::GpuMemoryRecord::fromManifest(ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json);
        QVERIFY(atStart);
        QCOMPARE(*atStart, ptq::GpuMemoryRecord()); // the earlier run's replaced, no file yet
        QVERIFY(done.wait(30000));
        QVERIFY(!running.is_null());
        QVERIFY((*ptq::findRunStep(running))["status"] == "running");
        const QString csv = QString::fromStdString((*gpuMemoryOf(running))["samples_path"].get<std::string>());
        QCOMPARE(csv, job.logPath().chopped(4) + u".gpu.csv"_s); // beside the log, the same run name
        QVERIFY(QFileInfo::exists(csv));
        const ptq::JobResult r = done.at(0).at(0).value<ptq::JobResult>();
        QCOMPARE(r.status, ptq::RunStatus::Failed);
        QVERIFY2(r.recordErrors.isEmpty(), qPrintable(r.recordErrors.join(u'\n')));

        const Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const std::optional<ptq::GpuMemoryRecord> g = ptq::GpuMemoryRecord::fromManifest(manifest);
        QVERIFY(g);
        QCOMPARE(g->samplesPath, csv);
        QCOMPARE(g->tool, u"nvidia-smi"_s);
        QCOMPARE(g->samples, 3);
        QCOMPARE(g->gpus.size(), 2);
        QCOMPARE(g->gpus[0].peakUsedMiB, 79800);
        QCOMPARE(g->gpus[0].totalMiB, 81559);
        QCOMPARE(g->gpus[0].name, name);
        QCOMPARE(g->gpus[1].peakUsedMiB, 41000);
        QVERIFY((*gpuMemoryOf(manifest))["gpus"][0]["peak_used_bytes"] == 79800ll * 1024 * 1024);
        const QString problems = manifestProblems(manifest);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        // Every reading is in the CSV, in order, readable back.
        const ptq::Result<QList<ptq::TimedGpuSample>> rows = ptq::GpuTrace::readAll(csv);
        QVERIFY(rows);
        QCOMPARE(rows->size(), 6);
        for (qsizetype i = 0; i < rows->size(); ++i)
            QCOMPARE(rows->at(i).sample, samples[i / 2][i % 2]);
        QVERIFY(rows->at(2).elapsedMs >= rows->at(0).elapsedMs);
        QCOMPARE(g->gpus[0].peakAtMs, rows->at(2).elapsedMs);
        // The diagnostics bundle of the failed run carries the peaks too, and history the record.
        const Json diag = ptq::test::readJson(r.diagnosticsPath);
        QVERIFY(diag["gpu_memory"]["gpus"][0]["peak_used_bytes"] == 79800ll * 1024 * 1024);
        const QStringList history = QDir(ws + u"/history"_s).entryList(QDir::Files);
        QCOMPARE(history.size(), 1);
        QCOMPARE(ptq::GpuMemoryRecord::fromManifest(ptq::ArtifactIo::load(ws + u"/history/"_s + history[0])->json), g);
    }

    /// The trace is created on the run's writer thread: when it cannot be (a link planted at its
    /// name), the outcome says so, the peaks are still recorded, and no record names a file of
    /// this run that is not there.
    void job_gpuTrace_notCreated_saidPeaksKeptNotNamed()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const QString name = u"AMD Instinct MI300X"_s;
        ptq::PtqJob job(ws, new SampledRunner({{{0, name, 1000, 196592, 5}}, {{0, name, 150000, 196592, 90}}}, 0, 0));
        const QDateTime at(QDate(2026, 12, 6), QTime(6, 30, 0), QTimeZone::utc());
        job.setClock([at] { return at; });
        QVERIFY(QDir().mkpath(ws + u"/logs"_s));
        const QString trace = ws + u"/logs/run-20261206-063000.gpu.csv"_s;
        QVERIFY(QFile::link(root.filePath(u"elsewhere.csv"_s), trace)); // dangling: the name stays free
        QSignalSpy done(&job, &ptq::PtqJob::finished);
        ptq::RunTicket ticket;
        ticket.workspace = ws;
        ticket.manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        ticket.argv = {u"/bin/true"_s};
        ticket.outputDir = ws + u"/out"_s;
        QVERIFY(job.start(ticket));
        QCOMPARE(job.logPath(), ws + u"/logs/run-20261206-063000.log"_s);
        QVERIFY(done.wait(30000));
        const ptq::JobResult r = done.at(0).at(0).value<ptq::JobResult>();
        QVERIFY2(r.recordErrors.join(u'\n').contains(u"Could not create the GPU memory trace "_s + trace),
                 qPrintable(r.recordErrors.join(u'\n')));
        QVERIFY(!QFileInfo::exists(root.filePath(u"elsewhere.csv"_s))); // not written through the link
        const std::optional<ptq::GpuMemoryRecord> g =
            ptq::GpuMemoryRecord::fromManifest(ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json);
        QVERIFY(g);
        QVERIFY2(g->samplesPath.isEmpty(), qPrintable(g->samplesPath));
        QCOMPARE(g->samples, 2);
        QCOMPARE(g->gpus.size(), 1);
        QCOMPARE(g->gpus[0].peakUsedMiB, 150000);
    }

    void job_gpuTrace_fakeNvidiaSmi_succeededAndOom_data()
    {
        QTest::addColumn<QString>("fail");
        QTest::addColumn<ptq::RunStatus>("status");
        QTest::newRow("succeeded") << QString() << ptq::RunStatus::Succeeded;
        QTest::newRow("OOM during calibration") << u"oom"_s << ptq::RunStatus::Failed;
    }

    void job_gpuTrace_fakeNvidiaSmi_succeededAndOom()
    {
        // The real path: the local runner polls a fake nvidia-smi on PATH while the fake quark-cli runs.
        QFETCH(QString, fail);
        QFETCH(ptq::RunStatus, status);
        QVERIFY2(QFileInfo::exists(PTQ_FAKE_TOOL), "build the fake-tool target first");
        QTemporaryDir root;
        const QString bin = ptq::test::fakeBin(root.path(), {u"nvidia-smi"_s});
        const QByteArray path = qgetenv("PATH");
        const QByteArray stepMs = qgetenv("FAKE_QUARK_STEP_MS");
        const auto restore = qScopeGuard([&] {
            qputenv("PATH", path);
            qputenv("FAKE_QUARK_STEP_MS", stepMs);
            qunsetenv("FAKE_GPUS");
        });
        qputenv("PATH", QFile::encodeName(bin) + ':' + path);
        qputenv("FAKE_GPUS", "2");
        qputenv("FAKE_QUARK_STEP_MS", "40"); // about a second: many readings at 50 ms
        if (!fail.isEmpty())
            qputenv("FAKE_QUARK_FAIL", fail.toUtf8());
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        auto *runner = new ptq::LocalProcessRunner;
        runner->setSampleIntervalMs(50);
        ptq::PtqJob job(ws, runner);
        QSignalSpy done(&job, &ptq::PtqJob::finished);
        QVERIFY(startJob(job, ws, token));
        QVERIFY(done.wait(60000));
        const ptq::JobResult r = done.at(0).at(0).value<ptq::JobResult>();
        QCOMPARE(r.status, status);

        const Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        const std::optional<ptq::GpuMemoryRecord> g = ptq::GpuMemoryRecord::fromManifest(manifest);
        QVERIFY(g);
        QCOMPARE(g->tool, u"nvidia-smi"_s);
        QCOMPARE(QFileInfo(g->samplesPath).absolutePath(), QFileInfo(r.logPath).absolutePath());
        QVERIFY2(g->samples >= 2, qPrintable(QString::number(g->samples)));
        const ptq::Result<QList<ptq::TimedGpuSample>> rows = ptq::GpuTrace::readAll(g->samplesPath);
        QVERIFY(rows);
        QCOMPARE(rows->size(), 2 * g->samples); // one row per GPU per sample
        QCOMPARE(g->gpus.size(), 2);
        for (const ptq::GpuPeak &peak : g->gpus) {
            qint64 highest = -1;
            for (const ptq::TimedGpuSample &t : *rows) {
                if (t.sample.index == peak.index)
                    highest = std::max(highest, t.sample.usedMiB);
            }
            QCOMPARE(peak.peakUsedMiB, highest); // the manifest's peak is the CSV's highest reading
            QCOMPARE(peak.totalMiB, 81559);
            QCOMPARE(peak.name, u"NVIDIA H100 80GB HBM3"_s);
        }
        const QString problems = manifestProblems(manifest);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    void job_cancel_escalatesToSigkill()
    {
        qputenv("FAKE_QUARK_FAIL", "hang");
        qputenv("FAKE_QUARK_IGNORE_TERM", "1");
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        QElapsedTimer timer;
        timer.start();
        const ptq::JobResult r = runJob(ws, token, 300, 500);
        QCOMPARE(r.status, ptq::RunStatus::Cancelled);
        QCOMPARE(r.signal, 9);
        QVERIFY2(timer.elapsed() < 5000, "cancel ends a process that ignores SIGTERM within the grace period");
        QVERIFY((*ptq::findRunStep(ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json))["status"] == "cancelled");
    }

    void job_floodsAndJunk_areSurvived()
    {
        qputenv("FAKE_QUARK_FLOOD", "20000");
        qputenv("FAKE_QUARK_FLOOD_NO_NEWLINE", "300000");
        qputenv("FAKE_QUARK_INVALID_UTF8", "1");
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        const ptq::JobResult r = runJob(ws, token);
        QCOMPARE(r.status, ptq::RunStatus::Succeeded);
        QVERIFY(QFileInfo(r.logPath).size() > 300000);
    }

    // The disk holding the workspace fills while quark-cli floods its log: the outcome names the
    // log that could not be written, the run still ends with a verdict, and the manifest on disk
    // is a complete, readable version (never an empty file renamed over the good one).
    void job_diskFillsDuringTheRun_failsLoudlyAndKeepsAReadableManifest()
    {
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        QVERIFY(QDir().mkpath(ws));
        ptq::test::ScopedTmpfs disk(ws, u"size=1m"_s);
        if (!disk.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QByteArray token = ptq::test::approvedWorkspace(ws, root.filePath(u"out"_s));
        QVERIFY(ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s).ok());
        QVERIFY(disk.fillLeaving(96 * 1024));
        qputenv("FAKE_QUARK_FLOOD", "20000"); // about 1.4 MB of log lines
        const ptq::JobResult r = runJob(ws, token);
        QVERIFY2(std::any_of(r.recordErrors.cbegin(), r.recordErrors.cend(),
                             [&](const QString &e) { return e.contains(r.logPath) && e.contains(u"No space left"_s); }),
                 qPrintable(r.recordErrors.join(u'\n')));
        const ptq::Result<ptq::LoadedDocument> manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY2(manifest.ok(), qPrintable(manifest.ok() ? QString() : manifest.error().message));
        for (const QString &entry : QDir(ws + u"/history"_s).entryList(QDir::Files))
            QVERIFY2(ptq::ArtifactIo::load(ws + u"/history/"_s + entry).ok(), qPrintable(entry));
    }

    void gate_cannotBeBypassed_data()
    {
        QTest::addColumn<QString>("tamper");
        QTest::newRow("wrong token") << u"token"_s;
        QTest::newRow("argv edited in the manifest") << u"argv"_s;
        QTest::newRow("env edited in the manifest") << u"env"_s;
        QTest::newRow("approval hash forged to match an edited argv") << u"forged"_s;
        QTest::newRow("plan replaced") << u"plan"_s;
        QTest::newRow("approval removed") << u"pending"_s;
        QTest::newRow("remote code turned on, approval re-forged") << u"remote"_s;
    }

    void gate_cannotBeBypassed()
    {
        QFETCH(QString, tamper);
        QTemporaryDir root;
        const QString ws = root.filePath(u"ws"_s);
        const QString out = root.filePath(u"out"_s);
        QByteArray token = ptq::test::approvedWorkspace(ws, out);
        Json manifest = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s)->json;
        Json &step = manifest["steps"][3];
        if (tamper == u"token"_s)
            token = QByteArray(64, 'f');
        if (tamper == u"argv"_s || tamper == u"forged"_s)
            step["argv"][9] = "9999";
        if (tamper == u"env"_s)
            step["env"]["LD_PRELOAD"] = "/tmp/evil.so";
        if (tamper == u"forged"_s) {
            token = ptq::approvalDigestOfManifest(manifest).value();
            manifest["approval"]["sha256"] = token.toStdString(); // consistent, but the plan no longer matches? no: only the hash
        }
        if (tamper == u"pending"_s)
            manifest["approval"] = {{"status", "pending"}, {"sha256", nullptr}, {"at", nullptr}};
        if (tamper == u"remote"_s) {
            Json argv = Json::array();
            for (const Json &a : step["argv"])
                if (a != "--no_trust_remote_code")
                    argv.push_back(a);
            QVERIFY(argv.size() + 1 == step["argv"].size());
            step["argv"] = argv;
            token = ptq::approvalDigestOfManifest(manifest).value();
            manifest["approval"]["sha256"] = token.toStdString();
        }
        if (tamper != u"token"_s && tamper != u"plan"_s)
            ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, manifest);
        if (tamper == u"plan"_s) {
            Json plan = ptq::test::readJson(ws + u"/quant_plan.json"_s);
            plan["calibration"]["num_calib_data"] = 8;
            ptq::test::writeArtifact(ws, ptq::ArtifactKind::Plan, plan);
        }
        ptq::PtqJob job(ws);
        QSignalSpy done(&job, &ptq::PtqJob::finished);
        const ptq::Status started = startJob(job, ws, token);
        if (tamper == u"forged"_s) {
            // A hand-forged approval of an edited command is indistinguishable from a real one by
            // hash alone; what stops it is that the approval is written only by the gate. The job
            // still runs only the exact recorded command, and the edit is visible in the manifest.
            QVERIFY(started.ok());
            QVERIFY(done.wait(30000));
            return;
        }
        QVERIFY2(!started.ok(), qPrintable(tamper));
        QVERIFY(started.error().message.startsWith(u"Not running"_s));
        if (tamper == u"remote"_s)
            QVERIFY2(started.error().message.contains(u"repository's own code"_s), qPrintable(started.error().message));
        QVERIFY2(!QFileInfo::exists(out), "no output folder before a valid approval");
        QVERIFY(!job.isRunning());
        QVERIFY(!QFileInfo::exists(ws + u"/logs"_s) || QDir(ws + u"/logs"_s).isEmpty());
    }

    void troubleshooter_remoteRunThatNeverStarted_doesNotBlameTheQuarkCliPath_data()
    {
        QTest::addColumn<bool>("modelCopy");
        QTest::addColumn<QString>("message");
        QTest::newRow("deleted model folder") << true << u"Reading the model folder /data/m to copy it failed: gone"_s;
        QTest::newRow("launch answered process 1")
            << false << u"gpu1 answered process 1 for the run in /srv/ws/runs/r, which cannot be the run's process group"_s;
    }

    void troubleshooter_remoteRunThatNeverStarted_doesNotBlameTheQuarkCliPath()
    {
        // Issue #36 item 18: a run on a target that stopped before quark-cli started there.
        QFETCH(bool, modelCopy);
        QFETCH(QString, message);
        ptq::JobResult r;
        r.status = ptq::RunStatus::Failed;
        r.startMessage = message;
        ptq::Troubleshooter::Context context;
        context.host = u"gpu1"_s;
        context.modelCopy = modelCopy;
        ptq::Troubleshooter::diagnose(r, LogAnalyzer(), context);
        QCOMPARE(r.failureCause, u"not-started"_s);
        const QString said = r.suggestions.join(u' ');
        QVERIFY2(!said.contains(u"quark-cli path on page 3"_s), qPrintable(said));
        QVERIFY2(said.contains(u"quark-cli never ran on gpu1"_s) && said.contains(message), qPrintable(said));
        QVERIFY2(said.contains(modelCopy ? u"model copy"_s : u"the connection"_s), qPrintable(said));
        // On this machine a process that cannot start is still quark-cli's path.
        ptq::JobResult local;
        local.status = ptq::RunStatus::Failed;
        local.startMessage = u"execve: No such file or directory"_s;
        ptq::Troubleshooter::diagnose(local, LogAnalyzer(), ptq::Troubleshooter::Context());
        QVERIFY(local.suggestions.join(u' ').contains(u"quark-cli path on page 3"_s));
    }
};

QTEST_GUILESS_MAIN(TestRun)
#include "tst_run.moc"
