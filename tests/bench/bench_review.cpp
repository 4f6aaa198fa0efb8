// Diff of two 10,000-line manifests with 100 scattered changes, against GNU diff on the same
// files in the same run. Ours: both files read and compared structurally for their
// differences, what `ptq-studio diff` does (GNU diff's task: say what differs). Floor:
// `diff A B` as a process, as a user runs it. Also printed: the compare window's work (every
// row of both documents aligned for the side-by-side view) and the documents' full parse.
#include "artifacts/artifactio.h"
#include "benchsupport.h"
#include "review/structuraldiff.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

namespace {

ptq::Json bigManifest(const ptq::Json &base, int files, bool changed)
{
    ptq::Json m = base;
    ptq::Json list = ptq::Json::array();
    ptq::Json sums = ptq::Json::object();
    ptq::Json checks = ptq::Json::array();
    for (int i = 0; i < files; ++i) {
        const std::string name = "model-" + std::to_string(i + 1) + "-of-" + std::to_string(files) + ".safetensors";
        list.push_back(name);
        // 100 scattered changes: every (files / 100)th checksum differs.
        const bool differs = changed && i % (files / 100) == 7;
        std::string sum(64, char('0' + i % 10));
        sum[0] = differs ? 'f' : '0';
        sums[name] = sum;
    }
    for (int i = 0; i < 200; ++i)
        checks.push_back({{"check", "shard-" + std::to_string(i)}, {"status", "pass"}, {"detail", "1000 tensors"}});
    m["outputs"]["verification"] = {{"verdict", "complete"}, {"checks", checks}, {"files", list}};
    m["outputs"]["observed"] = {{"sha256", sums}, {"sha256_at", "2026-11-30T12:00:00Z"}};
    return m;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString diffTool = QStandardPaths::findExecutable(u"diff"_s);
    if (diffTool.isEmpty())
        qFatal("GNU diff is needed for the floor (apt install diffutils)");
    QTemporaryDir dir;
    const QString fixture = QStringLiteral(PTQ_FIXTURES_DIR) + u"/artifacts/studio/run_manifest.yaml"_s;
    const ptq::Json base = ptq::ArtifactIo::load(fixture)->json;
    const QString a = dir.filePath(u"a-run_manifest.yaml"_s);
    const QString b = dir.filePath(u"b-run_manifest.yaml"_s);
    const int files = 4800; // + 200 checks x 3 lines + the fixture: about 10,000 lines
    if (!ptq::ArtifactIo::save(a, bigManifest(base, files, false)) || !ptq::ArtifactIo::save(b, bigManifest(base, files, true)))
        qFatal("cannot write the manifests");
    QFile fa(a);
    fa.open(QIODevice::ReadOnly);
    const qsizetype lines = fa.readAll().count('\n');
    QTextStream(stderr) << "manifests of " << lines << " lines\n";

    ptq::DiffResult result;
    const double ours = ptq::bench::medianMs(15, [&] { result = *ptq::StructuralDiff::compareFiles(a, b, ptq::DiffDetail::Entries); });
    if (result.entries.size() != 100)
        qFatal("expected 100 differences, found %d", int(result.entries.size()));
    // Where else time goes, for whoever works on this row next.
    ptq::DiffResult window;
    const double rows = ptq::bench::medianMs(7, [&] { window = *ptq::StructuralDiff::compareFiles(a, b); });
    if (window.entries.size() != 100)
        qFatal("the window found %d differences", int(window.entries.size()));
    ptq::Json docs[2];
    const double loading = ptq::bench::medianMs(7, [&] {
        docs[0] = ptq::ArtifactIo::load(a)->json;
        docs[1] = ptq::ArtifactIo::load(b)->json;
    });
    // The command as a user runs it: most of this is the process start (Qt's libraries linked).
    const double command = ptq::bench::medianMs(7, [&] {
        QProcess studio;
        studio.start(QStringLiteral(PTQ_STUDIO_BINARY), {u"diff"_s, a, b});
        studio.waitForFinished(-1);
        if (studio.exitCode() != 1)
            qFatal("ptq-studio diff did not report a difference: %s", studio.readAllStandardError().constData());
    });
    QTextStream(stderr) << "also: `ptq-studio diff A B` as a process " << QString::number(command, 'f', 2) << " ms;"
                        << " the compare window's " << window.rows.size() << " aligned rows "
                        << QString::number(rows, 'f', 2) << " ms; both files parsed to JSON "
                        << QString::number(loading, 'f', 2) << " ms\n";
    const double floor = ptq::bench::medianMs(15, [&] {
        QProcess diff;
        diff.start(diffTool, {a, b});
        diff.waitForFinished(-1);
        if (diff.exitCode() != 1)
            qFatal("GNU diff did not report a difference");
    });
    return ptq::bench::report(u"diff of two %1-line manifests, 100 changes, vs GNU diff"_s.arg(lines), ours, floor, u"ms"_s, 2.0) ? 0 : 1;
}
