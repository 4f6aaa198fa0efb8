// `ptq-studio diff A B` as a process on two run manifests (the fixtures: one the app writes,
// one the upstream agent writes), against `ptq-studio --version` as a process, both timed in
// turn in the same run: the diff should add little to starting the program. Reported, with no
// goal: the same command on two 10,000-line manifests with 100 scattered changes, and the
// in-process compare's growth from 1,000 to 10,000 lines.
#include "artifacts/artifactio.h"
#include "benchsupport.h"
#include "review/structuraldiff.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <utility>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace {

/// A manifest with @p files exported files (a list and their checksums) and @p checks
/// verification checks; with @p changed, @p changes of the checksums differ, spread evenly.
ptq::Json bigManifest(const ptq::Json &base, int files, int checks, int changes, bool changed)
{
    ptq::Json m = base;
    ptq::Json list = ptq::Json::array();
    ptq::Json sums = ptq::Json::object();
    ptq::Json checkList = ptq::Json::array();
    const int every = files / changes;
    for (int i = 0; i < files; ++i) {
        const std::string name = "model-" + std::to_string(i + 1) + "-of-" + std::to_string(files) + ".safetensors";
        list.push_back(name);
        std::string sum(64, char('0' + i % 10));
        sum[0] = changed && i % every == every / 2 ? 'f' : '0';
        sums[name] = sum;
    }
    for (int i = 0; i < checks; ++i)
        checkList.push_back({{"check", "shard-" + std::to_string(i)}, {"status", "pass"}, {"detail", "1000 tensors"}});
    m["outputs"]["verification"] = {{"verdict", "complete"}, {"checks", checkList}, {"files", list}};
    m["outputs"]["observed"] = {{"sha256", sums}, {"sha256_at", "2026-11-30T12:00:00Z"}};
    return m;
}

struct Pair
{
    QString left;
    QString right;
    qsizetype lines = 0;
};

Pair writePair(const QTemporaryDir &dir, const ptq::Json &base, const QString &name, int files, int checks, int changes)
{
    Pair pair{dir.filePath(name + u"-a-run_manifest.yaml"_s), dir.filePath(name + u"-b-run_manifest.yaml"_s)};
    if (!ptq::ArtifactIo::save(pair.left, bigManifest(base, files, checks, changes, false))
        || !ptq::ArtifactIo::save(pair.right, bigManifest(base, files, checks, changes, true)))
        qFatal("cannot write the manifests");
    QFile file(pair.left);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s back", qPrintable(pair.left));
    pair.lines = file.readAll().count('\n');
    return pair;
}

/// Runs ptq-studio with @p arguments; fails the benchmark unless it exits with @p exitCode.
void studio(const QStringList &arguments, int exitCode)
{
    QProcess process;
    process.start(QStringLiteral(PTQ_STUDIO_BINARY), arguments);
    process.waitForFinished(-1);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != exitCode) {
        qFatal("ptq-studio %s exited with %d, not %d: %s", qPrintable(arguments.join(u' ')), process.exitCode(), exitCode,
               process.readAllStandardError().constData());
    }
}

double median(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

/// Medians of @p runs timings of @p a and @p b taken in turn (a, b, a, b, ...), after one
/// untimed run of each: both see the same machine, caches and load.
std::pair<double, double> inTurn(int runs, const std::function<void()> &a, const std::function<void()> &b)
{
    a();
    b();
    std::vector<double> ta;
    std::vector<double> tb;
    for (int i = 0; i < runs; ++i) {
        for (auto [work, times] : {std::pair{&a, &ta}, std::pair{&b, &tb}}) {
            QElapsedTimer timer;
            timer.start();
            (*work)();
            times->push_back(double(timer.nsecsElapsed()) / 1e6);
        }
    }
    return {median(ta), median(tb)};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString fixtures = QStringLiteral(PTQ_FIXTURES_DIR) + u"/artifacts/"_s;
    const QString studioManifest = fixtures + u"studio/run_manifest.yaml"_s;
    const QString upstreamManifest = fixtures + u"upstream/run_manifest.yaml"_s;

    // The goal: the diff of two run manifests against the program's own start.
    const auto [diffMs, versionMs] = inTurn(21, [&] { studio({u"diff"_s, studioManifest, upstreamManifest}, 1); },
                                            [&] { studio({u"--version"_s}, 0); });
    const bool pass =
        ptq::bench::report(u"`ptq-studio diff` of two run manifests vs `ptq-studio --version`"_s, diffMs, versionMs, u"ms"_s, 1.3,
                           u"Compare runs, `ptq-studio diff`"_s);

    // Reported: two big manifests, as a process and compared in process at two sizes.
    QTemporaryDir dir;
    const ptq::Json base = ptq::ArtifactIo::load(studioManifest)->json;
    const Pair small = writePair(dir, base, u"small"_s, 480, 20, 10);
    const Pair big = writePair(dir, base, u"big"_s, 4800, 200, 100);
    const auto [bigDiffMs, bigVersionMs] = inTurn(7, [&] { studio({u"diff"_s, big.left, big.right}, 1); },
                                                  [&] { studio({u"--version"_s}, 0); });
    auto compare = [](const Pair &pair, int changes) {
        const ptq::Result<ptq::DiffResult> result = ptq::StructuralDiff::compareFiles(pair.left, pair.right, ptq::DiffDetail::Entries);
        if (!result || result->entries.size() != qsizetype(changes))
            qFatal("expected %d differences, found %d", changes, result ? int(result->entries.size()) : -1);
    };
    const double smallMs = ptq::bench::medianMs(15, [&] { compare(small, 10); });
    const double bigMs = ptq::bench::medianMs(7, [&] { compare(big, 100); });
    // Where the big pair's time goes, for whoever works on it next.
    ptq::Json docs[2];
    const double loadingMs = ptq::bench::medianMs(7, [&] {
        docs[0] = ptq::ArtifactIo::load(big.left)->json;
        docs[1] = ptq::ArtifactIo::load(big.right)->json;
    });
    QTextStream(stderr) << "also: both " << big.lines << "-line manifests read (yaml-cpp) " << QString::number(loadingMs, 'f', 2)
                        << " ms of the in-process compare's " << QString::number(bigMs, 'f', 2) << " ms\n";

    // Manifests ten times the size of a real one: not a wait anyone has.
    ptq::bench::reportOnly(u"`ptq-studio diff` of two %1-line manifests, 100 changes, vs `--version`"_s.arg(big.lines),
                           bigDiffMs, u"--version"_s, bigVersionMs, u"ms"_s, ptq::bench::kNotFelt);
    ptq::bench::reportOnly(u"diff in process, %1-line manifests (100 changes) vs %2-line (10)"_s.arg(big.lines).arg(small.lines),
                           bigMs, u"%1 lines"_s.arg(small.lines), smallMs, u"ms"_s, ptq::bench::kNotFelt);
    return pass ? 0 : 1;
}
