#include "testsupport.h"

#include "appinfo.h"
#include "i18n.h"
#include "artifacts/artifactio.h"
#include "analysis/analysisconfirmation.h"
#include "analysis/modelanalyzer.h"
#include "command/approval.h"
#include "command/manifestbuilder.h"
#include "command/environment.h"
#include "plan/planner.h"
#include "source/localreader.h"

#include <QDateTime>
#include <QTranslator>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <QStandardPaths>

#include <algorithm>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq::test {

PlanDocument typedPlan(const Json &plan)
{
    Result<PlanDocument> typed = PlanDocument::fromJson(plan);
    if (!typed)
        qFatal("not a plan: %s", plan.dump().c_str());
    return std::move(*typed);
}

QString fixturePath(const QString &relative)
{
    return PTQ_FIXTURES_DIR + u'/' + relative;
}

QString upstreamContractPath(ArtifactKind kind)
{
    QString dir = qEnvironmentVariable("PTQ_UPSTREAM_CONTRACTS");
    if (dir.isEmpty())
        dir = PTQ_UPSTREAM_CONTRACTS_DIR;
    const QString path = dir + u'/' + artifactSchemaTitle(kind) + u".schema.json"_s;
    return QFile::exists(path) ? path : QString();
}

Json readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Json();
    const QByteArray bytes = file.readAll();
    return Json::parse(bytes.cbegin(), bytes.cend());
}

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

namespace {
Json generator()
{
    return {{"name", kGeneratorName}, {"version", appVersion().toStdString()}};
}
} // namespace

Json makeAnalysis(bool confirmed)
{
    const std::string now = nowIso().toStdString();
    return Json{
        {"schema_version", 1},
        {"generator", generator()},
        {"created_at", now},
        {"analysis_status", "complete"},
        {"model",
         {{"model_path", "/models/tiny-llama"},
          {"model_type", "llama"},
          {"trust_remote_code", false},
          {"transformers_version", "4.57.0"},
          {"architectures", {"LlamaForCausalLM"}},
          {"num_hidden_layers", 2},
          {"parameters", 1048576}}},
        {"quantization_targets",
         {{"linear_layer_count", 14},
          {"exclude_defaults", {"lm_head"}},
          {"has_non_linear_experts", false},
          {"count_method", "safetensors-index"}}},
        {"risks", Json::array({{{"severity", "low"}, {"message", "Tiny test model."}}})},
        {"source", {{"kind", "local"}, {"path", "/models/tiny-llama"}}},
        {"signals",
         {{"moe", {{"is_moe", false}, {"num_experts", nullptr}}},
          {"multimodal", {{"is_multimodal", false}}},
          {"pre_quantized", {{"is_quantized", false}, {"quant_method", nullptr}}}}},
        {"confirmation", {{"confirmed", confirmed}, {"at", confirmed ? Json(now) : Json(nullptr)}}},
    };
}

Json makePlan(const QByteArray &analysisSha, bool confirmed)
{
    const std::string now = nowIso().toStdString();
    return Json{
        {"schema_version", 1},
        {"generator", generator()},
        {"created_at", now},
        {"model",
         {{"model_type", "llama"},
          {"analysis_ref", "model_analysis.json"},
          {"analysis_sha256", analysisSha.toStdString()},
          {"model_path", "/models/tiny-llama"}}},
        {"global_scheme", "fp8"},
        {"kv_cache_scheme", nullptr},
        {"exclude_layers", {"lm_head"}},
        {"exclude_layers_source", "template-default"},
        {"layer_quant_config", Json::object()},
        {"algorithm", nullptr},
        {"evaluation_intent", "none"},
        {"calibration", {{"dataset", "pileval"}, {"num_calib_data", 512}, {"seq_len", 512}, {"batch_size", 1}}},
        {"device_strategy", "single"},
        {"trust_remote_code", false},
        {"quark", {{"version", "0.12"}, {"source", "catalog"}}},
        {"decisions",
         Json::array({{{"decision", "global scheme"}, {"value", "fp8"}, {"reason", "Requested FP8 for MI300X."}}})},
        {"requires_confirmation", !confirmed},
        {"confirmation", {{"confirmed_at", confirmed ? Json(now) : Json(nullptr)}}},
    };
}

Json makeManifest(const QByteArray &analysisSha, const QByteArray &planSha, bool approved)
{
    const std::string now = nowIso().toStdString();
    const QStringList argv = {u"quark-cli"_s,        u"torch-llm-ptq"_s,      u"--model_dir"_s,
                              u"/models/tiny-llama"_s, u"--output_dir"_s,     u"/out/tiny-fp8"_s,
                              u"--quant_scheme"_s,   u"fp8"_s,                u"--num_calib_data"_s,
                              u"512"_s,              u"--seq_len"_s,          u"512"_s,
                              u"--device"_s,         u"cuda"_s,               u"--no_trust_remote_code"_s,
                              u"--skip_evaluation"_s};
    QMap<QString, QString> env{{u"PYTHONUNBUFFERED"_s, u"1"_s}};
    Json argvJson = Json::array();
    for (const QString &arg : argv)
        argvJson.push_back(arg.toStdString());
    const QByteArray digest = ApprovalBinding{argv, env, u"/out/tiny-fp8"_s, u"/work/ws"_s, analysisSha, planSha, Json(), {}}.digest();
    auto checkpoint = [&](const char *id, const char *reason, const char *status) {
        return Json{{"id", id}, {"reason", reason}, {"status", status}};
    };
    return Json{
        {"workflow", "quark-torch-ptq"},
        {"schema_version", 1},
        {"generator", generator()},
        {"created_at", now},
        {"updated_at", now},
        {"inputs",
         {{"model", "/models/tiny-llama"},
          {"revision", nullptr},
          {"commit", nullptr},
          {"workspace", "/work/ws"},
          {"analysis", {{"path", "model_analysis.json"}, {"sha256", analysisSha.toStdString()}}},
          {"plan", {{"path", "quant_plan.json"}, {"sha256", planSha.toStdString()}}}}},
        {"outputs", {{"output_dir", "/out/tiny-fp8"}}},
        {"checkpoints",
         Json::array({checkpoint("model-analysis", "Confirm the model analysis.", "confirmed"),
                      checkpoint("quant-plan", "Confirm the quantization plan.", "confirmed"),
                      checkpoint("execution-approval", "Approve this exact command.", approved ? "approved" : "pending"),
                      checkpoint("result-acceptance", "Accept the verified output.", "pending")})},
        {"blocked_by", Json::array()},
        {"steps",
         Json::array({{{"name", "analyze"}, {"kind", "analyze"}, {"produces", {"model_analysis.json"}}},
                      {{"name", "plan"}, {"kind", "plan"}, {"produces", {"quant_plan.json"}}},
                      {{"name", "generate"}, {"kind", "generate"}, {"produces", {"run_manifest.yaml"}}},
                      {{"name", "quantize"},
                       {"kind", "run"},
                       {"command", "quark-cli torch-llm-ptq --model_dir /models/tiny-llama ..."},
                       {"argv", argvJson},
                       {"env", {{"PYTHONUNBUFFERED", "1"}}},
                       {"output_dir", "/out/tiny-fp8"},
                       {"status", "pending"},
                       {"produces", {"/out/tiny-fp8"}}}})},
        {"environment", Json::object()},
        {"resources", Json::object()},
        {"approval",
         {{"status", approved ? "approved" : "pending"},
          {"sha256", approved ? Json(digest.toStdString()) : Json(nullptr)},
          {"at", approved ? Json(now) : Json(nullptr)}}},
    };
}

QByteArray writeArtifact(const QString &dir, ArtifactKind kind, const Json &document)
{
    const QString path = dir + u'/' + artifactFileName(kind);
    const QByteArray bytes = ArtifactIo::serialize(document, ArtifactIo::formatForPath(path));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write test artifact %s", qPrintable(path));
    return ArtifactIo::sha256Hex(bytes);
}

QByteArray approvedWorkspace(const QString &ws, const QString &out, const QString &scheme, bool kv, bool checks,
                             const QString &evaluation, const QString &quarkCli)
{
    QDir().mkpath(ws);
    ptq::Result<ptq::ConfigFiles> files =
        ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/llama-3.1-8b"_s), ptq::SourceInfo());
    const Json analysis = *ptq::AnalysisConfirmation::confirm(ptq::ModelAnalyzer::analyze(*files)->toJson(ptq::test::nowIso()), {});
    const QByteArray analysisSha = ptq::test::writeArtifact(ws, ptq::ArtifactKind::Analysis, analysis);
    ptq::PlanIntent intent;
    intent.scheme = scheme;
    intent.kvCacheFp8 = kv;
    intent.evaluation = evaluation;
    const Json plan = ptq::Planner::confirm(ptq::Planner::plan(ptq::AnalysisFacts::fromJson(analysis), analysisSha, intent, ptq::QuarkCatalog::newest()).plan);
    const QByteArray planSha = ptq::test::writeArtifact(ws, ptq::ArtifactKind::Plan, plan);
    ptq::ManifestInputs in;
    in.analysis = analysis;
    in.analysisSha = analysisSha;
    in.plan = plan;
    in.planSha = planSha;
    in.workspace = ws;
    in.outputDir = ptq::OutputDirRules::check(out, u"/m"_s, ws, 0);
    in.command = ptq::CommandBuilder::build(ptq::test::typedPlan(plan), ptq::AnalysisFacts::fromJson(analysis), ptq::QuarkCatalog::newest(),
                                            quarkCli.isEmpty() ? PTQ_FAKE_BIN_DIR + u"/quark-cli"_s : quarkCli,
                                            in.outputDir.path);
    in.loadCheck = checks;
    if (!checks && evaluation != u"none"_s)
        in.checksUnavailable = u"not asked by this test"_s;
    // As the environment check records them: the caches the run will read are bound.
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : ptq::EnvironmentRules::dataCacheVariableNames())
        if (env.contains(name))
            in.environment.variables.insert(name, env.value(name));
    const Json manifest = *ptq::ManifestBuilder::approve(ptq::ManifestBuilder::build(in));
    ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, manifest);
    return ptq::ManifestBuilder::token(manifest);
}


QString fakeBin(const QString &root, const QStringList &tools)
{
    const QString dir = root + u"/bin"_s;
    QDir().mkpath(dir);
    for (const QString &tool : tools) {
        QFile::link(tool == u"quark-cli"_s ? PTQ_FAKE_BIN_DIR + u"/quark-cli"_s : PTQ_FAKE_TOOL,
                    dir + u'/' + tool);
    }
    return dir;
}

ScopedTmpfs::ScopedTmpfs(const QString &dir, const QString &options) : m_dir(dir)
{
    QDir().mkpath(dir);
    m_mounted = ::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0,
                        QFile::encodeName(options).constData()) == 0;
}

ScopedTmpfs::~ScopedTmpfs()
{
    if (m_mounted)
        ::umount2(QFile::encodeName(m_dir).constData(), MNT_DETACH);
}

bool ScopedTmpfs::remountReadOnly()
{
    return m_mounted
        && ::mount("tmpfs", QFile::encodeName(m_dir).constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, nullptr) == 0;
}

bool ScopedTmpfs::fillLeaving(qint64 leave)
{
    if (!m_mounted)
        return false;
    const QByteArray filler = QFile::encodeName(m_dir + u"/filler"_s);
    const int fd = ::open(filler.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const QByteArray chunk(4096, 'f');
    qint64 size = 0;
    for (;;) {
        const ssize_t n = ::write(fd, chunk.constData(), size_t(chunk.size()));
        if (n <= 0)
            break;
        size += n;
    }
    // Give back whole pages until about @p leave bytes are free.
    const qint64 target = std::max<qint64>(0, size - leave);
    const bool ok = ::ftruncate(fd, off_t(target)) == 0 && ::fsync(fd) == 0;
    ::close(fd);
    return ok && freeBytes() >= leave && freeBytes() < leave + 4096;
}

QList<QStringList> fakeInvocations(const QString &argvLog)
{
    QFile f(argvLog);
    QList<QStringList> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (!line.isEmpty())
            out.append(QString::fromUtf8(line).split(QChar(0x1f)));
    return out;
}

ScopedTmpfs roomyDisk(const QString &dir)
{
    return ScopedTmpfs(dir, u"size=64g,mode=0700"_s);
}

qint64 ScopedTmpfs::freeBytes() const
{
    struct statvfs fs {};
    if (::statvfs(QFile::encodeName(m_dir).constData(), &fs) != 0)
        return -1;
    return qint64(fs.f_bavail) * qint64(fs.f_frsize);
}

void cacheCalibrationData(const QString &hfHome)
{
    const QString dir = hfHome + u"/datasets/mit-han-lab___pile-val-backup/default/0.0.0/0123456789abcdef0123456789abcdef01234567"_s;
    const QByteArray info = R"({"config_name": "default", "dataset_name": "pile-val-backup",
        "splits": {"validation": {"name": "validation", "num_examples": 3, "dataset_name": "pile-val-backup"}}})";
    if (!QDir().mkpath(dir))
        qFatal("cannot make %s", qPrintable(dir));
    for (const auto &[name, bytes] : {std::pair{u"/dataset_info.json"_s, info}, std::pair{u"/pile-val-backup-validation.arrow"_s, QByteArray("arrow")}}) {
        QFile f(dir + name);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(f.fileName()));
    }
}

QString pythonWithYaml()
{
    QStringList candidates{QStandardPaths::findExecutable(u"python3"_s)};
    for (const QString &home : {QDir::homePath(), u"/root"_s}) {
        const QString venvs = home + u"/.cache/ptq-studio"_s;
        for (const QString &venv : QDir(venvs).entryList({u"quark-env-*"_s}, QDir::Dirs))
            candidates.append(venvs + u'/' + venv + u"/bin/python"_s);
    }
    for (const QString &python : candidates) {
        if (python.isEmpty() || !QFileInfo(python).isExecutable())
            continue;
        QProcess probe;
        probe.start(python, {u"-c"_s, u"import yaml"_s});
        if (probe.waitForFinished(20000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0)
            return python;
    }
    return QString();
}

ScopedVariable::ScopedVariable(const char *name, const QByteArray &value) : m_name(name)
{
    if (qEnvironmentVariableIsSet(name))
        m_before = qgetenv(name);
    qputenv(name, value);
}

ScopedVariable::~ScopedVariable()
{
    if (m_before)
        qputenv(m_name.constData(), *m_before);
    else
        qunsetenv(m_name.constData());
}

ScopedLanguage::ScopedLanguage(const QString &code) : m_installed(Translations::install(code)) {}

ScopedLanguage::~ScopedLanguage()
{
    if (m_installed.previousLocale)
        QLocale::setDefault(*m_installed.previousLocale);
    for (QTranslator *t : {m_installed.ours, m_installed.qt}) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
}

void cacheWikitextTrain(const QString &cache)
{
    const QString dir = cache + u"/Salesforce___wikitext/wikitext-2-raw-v1/0.0.0/0123456789abcdef0123456789abcdef01234567"_s;
    QDir().mkpath(dir);
    const QByteArray info = R"({"config_name":"wikitext-2-raw-v1","dataset_name":"wikitext",)"
                            R"("splits":{"train":{"name":"train","num_examples":3,"dataset_name":"wikitext"}}})";
    for (const auto &[name, bytes] : {std::pair{u"/dataset_info.json"_s, info}, std::pair{u"/wikitext-train.arrow"_s, QByteArray("x")}}) {
        QFile f(dir + name);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(f.fileName()));
    }
}

} // namespace ptq::test
