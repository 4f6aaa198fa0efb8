#include "run/outputverifier.h"
#include "logcategories.h"
#include "units.h"

#include "artifacts/artifactio.h"
#include "plan/exportfacts.h"
#include "plan/patternpreview.h"
#include "plan/quarkcatalog.h"
#include "source/nametable.h"
#include "source/safetensors.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFuture>
#include <QHash>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <numeric>
#include <optional>
#include <unordered_map>

#include <cerrno>
#include <cstring>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

// Check details are stored in English with their arguments and shown in the reader's language:
// the templates are OutputVerifier's translation sources (QT_TR_NOOP / QT_TR_N_NOOP at each call).
LocalText lt(const char *source)
{
    return LocalText::translatable("OutputVerifier", source);
}

LocalText ltn(const char *source, int n)
{
    return LocalText::translatable("OutputVerifier", source, n);
}

bool isQuantizedDtype(std::string_view dtype)
{
    return dtype.starts_with("F8") || dtype == "I8" || dtype == "U8" || dtype == "I32" || dtype == "F4"
        || dtype.starts_with("F6") || dtype == "FP4";
}

bool endsWith(std::string_view s, std::string_view suffix)
{
    // The last bytes first: most names end otherwise, and this skips a call to memcmp for them
    // (a few hundred thousand calls in a verification).
    return s.size() >= suffix.size() && (suffix.empty() || s.back() == suffix.back())
        && s.substr(s.size() - suffix.size()) == suffix;
}

/// Opens @p path into @p file only when it is a regular file (ArtifactIo::openRegular).
Status openRegularFile(const QString &path, QFile &file, qint64 *size)
{
    const Result<int> fd = ArtifactIo::openRegular(path, size);
    if (!fd)
        return fd.error();
    if (!file.open(*fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(*fd);
        return Error{Error::Code::Unreadable, OutputVerifier::tr("%1 cannot be read: %2").arg(path, file.errorString())};
    }
    return {};
}

bool isInside(const QString &path, const QString &folder)
{
    return path.startsWith(folder + u'/');
}

QString expectedWeightDtype(const QString &scheme)
{
    if (scheme == u"fp8"_s || scheme == u"ptpc_fp8"_s)
        return u"fp8_e4m3"_s;
    if (scheme.startsWith(u"uint4"_s))
        return u"uint4"_s;
    if (scheme.startsWith(u"int4"_s))
        return u"int4"_s;
    if (scheme == u"int8"_s)
        return u"int8"_s;
    if (scheme.startsWith(u"mxfp4"_s) || scheme.contains(u"fp4"_s))
        return u"fp4"_s;
    if (scheme.startsWith(u"mxfp6_e2m3"_s))
        return u"fp6_e2m3"_s;
    if (scheme.startsWith(u"mxfp6_e3m2"_s))
        return u"fp6_e3m2"_s;
    return {};
}

} // namespace

double OutputVerifier::leastSizeRatio(const VerificationPlan &plan)
{
    // Every weight stored at the fewest bits any scheme of the plan writes, from a 16-bit source:
    // a lower bound (excluded layers, embeddings and scales only add to it). Without a plan, the
    // fewest bits of any scheme.
    double bits = plan.scheme.isEmpty() ? QuarkCatalog::weightBits(u"int4_wo_128"_s) : QuarkCatalog::weightBits(plan.scheme);
    for (const auto &[pattern, scheme] : plan.overrides)
        bits = std::min(bits, QuarkCatalog::weightBits(scheme));
    return bits / 16.0;
}

const VerificationCheck *VerificationReport::check(const QString &name) const
{
    for (const VerificationCheck &c : checks) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

QString VerificationReport::verdictWord() const
{
    return verdict ? verdictName(*verdict) : QString();
}

Json VerificationReport::toJson() const
{
    Json checkList = Json::array();
    for (const VerificationCheck &c : checks) {
        checkList.push_back({{"check", c.name.toStdString()}, {"status", checkStatusName(c.status).toStdString()}});
        LocalText::store(checkList.back(), "detail", c.detail);
    }
    Json dtypes = Json::object();
    for (auto it = tensorsByDtype.cbegin(); it != tensorsByDtype.cend(); ++it)
        dtypes[it.key().toStdString()] = it.value();
    Json fileList = Json::array();
    for (const QString &f : files)
        fileList.push_back(f.toStdString());
    return Json{{"verdict", verdictWord().toStdString()},
                {"directory", directory.toStdString()},
                {"checks", checkList},
                {"files", fileList},
                {"total_bytes", totalBytes},
                {"shards", shards},
                {"tensors", tensors},
                {"tensors_by_dtype", dtypes},
                {"quantized_weights", quantizedWeights},
                {"weight_scales", weightScales},
                {"input_scales", inputScales},
                {"output_scales", outputScales},
                {"size_ratio", sizeRatio},
                {"quantization_config", quantizationConfig}};
}

SafetensorsFileCheck OutputVerifier::checkSafetensorsFile(const QString &path)
{
    SafetensorsFileCheck r;
    QFile file;
    if (const Status opened = openRegularFile(path, file, &r.fileSize); !opened) {
        r.error = opened.error().message;
        return r;
    }
    Result<qint64> n = Safetensors::headerLength(file.read(8), path);
    if (!n) {
        r.error = n.error().message;
        return r;
    }
    if (8 + *n > r.fileSize) {
        r.error = lt(QT_TR_NOOP("the header claims %1 bytes but the file has %2")).arg(*n).arg(r.fileSize);
        return r;
    }
    // Only the header: tensor data is never read. The spare capacity lets it be parsed in place.
    r.header.reserve(*n + Safetensors::kJsonPadding);
    r.header.resize(*n);
    const qint64 got = file.read(r.header.data(), *n);
    r.header.resize(std::max<qint64>(got, 0));
    if (r.header.size() != *n || !r.header.startsWith('{')) {
        r.error = lt(QT_TR_NOOP("the header is not a JSON object"));
        return r;
    }
    struct Span
    {
        qint64 begin;
        qint64 end;
        std::size_t tensor;
    };
    std::vector<Span> spans;
    const std::string_view json(r.header.constData(), std::size_t(r.header.size()));
    // Sized for entries of the usual length (100 to 200 bytes of the header each).
    spans.reserve(json.size() / 96 + 1);
    r.tensors.reserve(json.size() / 96 + 1);
    auto owned = [&](std::string_view v) -> std::string_view {
        if (v.data() >= json.data() && v.data() + v.size() <= json.data() + json.size())
            return v;
        if (!r.decoded)
            r.decoded = std::make_shared<std::deque<std::string>>();
        return r.decoded->emplace_back(v);
    };
    auto name = [](std::string_view v) { return QString::fromUtf8(v.data(), qsizetype(v.size())); };
    // Tensors of a shard share a few dtypes (a header naming an unknown one is refused at it):
    // each is looked up, and kept, once. The last one found is tried first.
    std::vector<std::pair<std::string_view, int>> dtypes;
    std::size_t lastDtype = 0;
    LocalText why; // what the callback refused, kept in English for the report
    const Status scanned = Safetensors::scanHeaderJson(json, QString(), [&](const SafetensorsTensorView &t) -> std::optional<Error> {
        auto invalid = [&](const LocalText &message) {
            why = message;
            return Error{Error::Code::Invalid, message.translated()};
        };
        if (lastDtype >= dtypes.size() || dtypes[lastDtype].first != t.dtype) {
            const auto known = std::find_if(dtypes.begin(), dtypes.end(), [&](const auto &d) { return d.first == t.dtype; });
            lastDtype = std::size_t(known - dtypes.begin());
            if (known == dtypes.end())
                dtypes.emplace_back(owned(t.dtype), Safetensors::dtypeBits(t.dtype));
        }
        const auto &[dtype, bits] = dtypes[lastDtype];
        if (bits == 0)
            return invalid(lt(QT_TR_NOOP("tensor %1 has the unknown dtype %2")).arg(name(t.name), name(t.dtype)));
        if (t.end < t.begin)
            return invalid(lt(QT_TR_NOOP("tensor %1 has invalid data_offsets")).arg(name(t.name)));
        __int128 elements = 1;
        for (qint64 d : t.shape) {
            elements *= d;
            if (elements > (__int128(1) << 62))
                return invalid(lt(QT_TR_NOOP("tensor %1 has a shape too large to exist")).arg(name(t.name)));
        }
        if ((elements * bits) % 8 != 0 || (elements * bits) / 8 != t.end - t.begin) {
            return invalid(lt(QT_TR_NOOP("tensor %1: %2 bytes of data for its shape and dtype, but its offsets span %3"))
                               .arg(name(t.name))
                               .arg(qint64(elements * bits / 8))
                               .arg(t.end - t.begin));
        }
        spans.push_back({t.begin, t.end, r.tensors.size()});
        r.tensors.push_back({owned(t.name), dtype});
        return std::nullopt;
    }, std::size_t(r.header.capacity()));
    if (!scanned) {
        r.error = why.isEmpty() ? LocalText(scanned.error().message) : why;
        r.tensors.clear();
        return r;
    }
    // Contiguous, without gaps or overlaps, and exactly filling the data buffer.
    const qint64 buffer = r.fileSize - 8 - *n;
    // By start, then end, as the format orders them: a zero-size tensor [a,a) sits before [a,b).
    const auto byStart = [](const Span &a, const Span &b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; };
    if (!std::is_sorted(spans.begin(), spans.end(), byStart)) // writers store them in order
        std::sort(spans.begin(), spans.end(), byStart);
    qint64 expected = 0;
    for (const Span &s : spans) {
        if (s.begin != expected) {
            r.error = s.begin > expected ? lt(QT_TR_NOOP("a gap before tensor %1")).arg(name(r.tensors[s.tensor].name))
                                         : lt(QT_TR_NOOP("tensor %1 overlaps the previous one")).arg(name(r.tensors[s.tensor].name));
            r.tensors.clear();
            return r;
        }
        expected = s.end;
    }
    if (expected != buffer) {
        r.error = lt(QT_TR_NOOP("the tensors end at byte %1 of a %2-byte data buffer (truncated or padded file)")).arg(expected).arg(buffer);
        r.tensors.clear();
        return r;
    }
    return r;
}

Result<QByteArray> OutputVerifier::readRegularFile(const QString &path, qint64 maxBytes)
{
    QFile file;
    qint64 size = 0;
    if (const Status opened = openRegularFile(path, file, &size); !opened)
        return opened.error();
    if (size > maxBytes) {
        return Error{Error::Code::TooLarge, tr("%1 is %2 bytes; at most %3 are read from it, so it was not read.")
                                                .arg(path)
                                                .arg(size)
                                                .arg(maxBytes)};
    }
    // One byte more than fstat said, so a file that grew since is seen; spare capacity so that
    // JSON is parsed in place.
    QByteArray bytes;
    bytes.reserve(size + 1 + Safetensors::kJsonPadding);
    bytes.resize(size + 1);
    bytes.resize(std::max<qint64>(file.read(bytes.data(), size + 1), 0));
    if (bytes.size() == size + 1 && file.error() == QFileDevice::NoError)
        bytes += file.read(maxBytes + 1 - bytes.size()); // it grew: read on up to the limit
    if (file.error() != QFileDevice::NoError)
        return Error{Error::Code::Unreadable, tr("%1 cannot be read: %2").arg(path, file.errorString())};
    if (bytes.size() > maxBytes)
        return Error{Error::Code::TooLarge, tr("%1 is larger than %2 bytes, so it was not read.").arg(path).arg(maxBytes)};
    return bytes;
}

QString OutputVerifier::weightStorageDtype(const QString &scheme)
{
    // Read from the real exports of amd-quark 0.13 (plan/exportfacts.cpp, tests/fixtures/exports).
    const ExportFacts *facts = ExportFacts::of(scheme);
    return facts ? facts->weightStorage : QString();
}

VerificationPlan VerificationPlan::fromPlan(const PlanDocument &plan)
{
    VerificationPlan p;
    p.present = true;
    p.scheme = plan.globalScheme;
    p.planExcludes = !plan.excludeLayers.isEmpty();
    // Only user-given patterns reach --exclude_layers verbatim; otherwise the template decides,
    // and the export's own exclude list says what it decided.
    if (plan.excludeLayersSource == u"user"_s)
        p.exclusions = plan.excludeLayers;
    for (const auto &[pattern, scheme] : plan.intentOverrides)
        p.overrides.append({pattern, scheme});
    p.kvCache = !plan.kvCacheScheme.isEmpty();
    return p;
}

VerificationReport OutputVerifier::verify(const QString &directory, const PlanDocument &plan, qint64 sourceBytes)
{
    // A plan read from no document (none in the workspace, or not a mapping): nothing to check against.
    return verify(directory, plan.document().is_null() ? VerificationPlan() : VerificationPlan::fromPlan(plan), sourceBytes);
}

namespace {

std::string stringOr(const Json &node, const char *key)
{
    const Json v = node.is_object() ? node.value(key, Json()) : Json();
    return v.is_string() ? v.get<std::string>() : std::string();
}

Json arrayOr(const Json &node, const char *key)
{
    const Json v = node.is_object() ? node.value(key, Json()) : Json();
    return v.is_array() ? v : Json::array();
}

QString view(std::string_view v)
{
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

/// One verification of an output folder, in the order its checks are reported: each step a
/// member of a screen or less, the state they share (the folder's entries, the shards' headers,
/// the index) held here.
class Verification
{
    // Its QT_TR_NOOP sources are OutputVerifier's (the context lt() gives them).
    Q_DECLARE_TR_FUNCTIONS(OutputVerifier)

public:
    Verification(const QString &directory, const VerificationPlan &plan, qint64 sourceBytes)
        : m_directory(directory), m_plan(plan), m_sourceBytes(sourceBytes), m_dir(directory)
    {
        m_report.directory = directory;
    }

    VerificationReport run()
    {
        if (!listFolder()) {
            m_report.verdict = Verdict::Failed;
            return m_report;
        }
        checkConfig();
        checkScheme();
        checkShards(); // reads the index too, beside the shards' headers
        checkIndex();
        checkQuantizedTensors();
        if (m_plan.present && !m_plan.scheme.isEmpty() && m_report.tensors > 0 && m_shardErrors.isEmpty())
            checkModules();
        checkLoadability();
        checkTokenizer();
        checkSize();
        bool failed = false;
        bool warned = false;
        for (const VerificationCheck &c : std::as_const(m_report.checks)) {
            failed = failed || c.status == CheckStatus::Fail;
            warned = warned || c.status == CheckStatus::Warn;
        }
        m_report.verdict = failed ? Verdict::Failed : warned ? Verdict::Partial : Verdict::Complete;
        return m_report;
    }

private:
    /// @p more: sentences that follow the detail, after a space.
    void add(const QString &name, CheckStatus status, const LocalText &detail, const QList<LocalText> &more = {})
    {
        m_report.checks.append({name, status,
                                more.isEmpty() ? detail : LocalText::joined(QList<LocalText>{detail} + more, u" "_s)});
    }

    /// What is read must be inside the folder on canonical paths: no symlink out of it.
    bool escapes(const QFileInfo &f) const
    {
        if (!f.isSymLink())
            return false;
        const QString target = f.canonicalFilePath();
        return m_canonicalDir.isEmpty() || !isInside(target, m_canonicalDir);
    }

    /// The folder's files, the empty ones and the special ones; false when there is nothing more
    /// to check (no folder, or nothing in it).
    bool listFolder()
    {
        if (!m_dir.exists()) {
            add(u"output-folder"_s, CheckStatus::Fail, lt(QT_TR_NOOP("%1 does not exist.")).arg(m_directory));
            return false;
        }
        m_canonicalDir = QFileInfo(m_directory).canonicalFilePath();
        // System too: a FIFO or device (or a symlink to one) is reported, never opened by name.
        const QFileInfoList listed = m_dir.entryInfoList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &f : listed) {
            if (!f.isFile()) {
                m_special.append(f.fileName());
                continue;
            }
            m_entries.append(f);
            m_report.files.append(f.fileName());
            m_report.totalBytes += f.size();
        }
        if (m_entries.isEmpty() && m_special.isEmpty()) {
            add(u"output-folder"_s, CheckStatus::Fail, lt(QT_TR_NOOP("%1 is empty.")).arg(m_directory));
            return false;
        }
        // An export writes no empty file: a disk that filled while it was written leaves them.
        for (const QFileInfo &f : std::as_const(m_entries))
            if (f.size() == 0)
                m_emptyFiles.append(f.fileName());
        const int files = int(m_entries.size());
        if (m_emptyFiles.isEmpty())
            add(u"output-folder"_s, CheckStatus::Pass, ltn(QT_TR_N_NOOP("%n file(s), %1."), files).arg(formatBytes(m_report.totalBytes, QLocale::c())));
        else if (m_emptyFiles.size() == m_entries.size())
            add(u"output-folder"_s, CheckStatus::Fail, ltn(QT_TR_N_NOOP("%n file(s), every one empty (0 bytes): %1. A full disk leaves an export like this."),
                                               files)
                                               .arg(m_emptyFiles.join(u", "_s)));
        else
            add(u"output-folder"_s, CheckStatus::Fail, ltn(QT_TR_N_NOOP("%n file(s) of %1 are empty (0 bytes): %2. An export writes no empty file; a full disk leaves them."),
                                               int(m_emptyFiles.size()))
                                               .arg(files)
                                               .arg(m_emptyFiles.join(u", "_s)));
        if (!m_special.isEmpty())
            add(u"special-files"_s, CheckStatus::Fail, lt(QT_TR_NOOP("%1 holds entries that are not regular files (FIFOs, devices or sockets, perhaps behind "
                                                "symlinks), which were not read: %2. Remove them; an export holds plain files."))
                                                 .arg(m_directory, m_special.join(u", "_s)));
        return true;
    }

    /// config.json and its quantization_config.
    void checkConfig()
    {
        const QString configPath = m_dir.filePath(u"config.json"_s);
        const Result<Json> config = [&]() -> Result<Json> {
            Result<QByteArray> bytes = OutputVerifier::readRegularFile(configPath, ArtifactIo::kMaxArtifactBytes);
            if (!bytes)
                return bytes.error();
            if (escapes(QFileInfo(configPath)))
                return Error{Error::Code::Invalid, OutputVerifier::tr("%1 is a symlink that leads outside %2; an export holds its own files.")
                                                       .arg(configPath, m_directory)};
            return ArtifactIo::parseJson(*bytes, configPath);
        }();
        if (!config) {
            add(u"config"_s, CheckStatus::Fail, config.error().message);
        } else if (!config->is_object() || !config->contains("quantization_config") || !(*config)["quantization_config"].is_object()) {
            add(u"config"_s, CheckStatus::Fail, lt(QT_TR_NOOP("config.json has no quantization_config.")));
        } else {
            m_quantConfig = (*config)["quantization_config"];
            const Json method = m_quantConfig.value("quant_method", Json());
            if (!method.is_string() || method.get<std::string>() != "quark")
                add(u"config"_s, CheckStatus::Fail, lt(QT_TR_NOOP("quantization_config.quant_method is %1, not \"quark\".")).arg(QString::fromStdString(method.dump())));
            else
                add(u"config"_s, CheckStatus::Pass, lt(QT_TR_NOOP("config.json has a quark quantization_config.")));
        }
    }

    /// The quantization_config against the plan: the weights' dtype, the exclusions, the KV cache.
    void checkScheme()
    {
        if (!m_quantConfig.is_object())
            return;
        const QString &scheme = m_plan.scheme;
        const Json global = m_quantConfig.value("global_quant_config", Json::object());
        // One spec, or two: int4_fp8 lists an fp8 stage, then int4; the two-level FP4 schemes list
        // fp4, then the fp8 spec of its block scales (is_scale_quant). Which is which is a fact
        // of the scheme (ExportFacts), not of the position.
        const Json weight = global.is_object() ? global.value("weight", Json()) : Json();
        const Json specs = weight.is_array() ? weight : Json::array({weight});
        QStringList specDtypes;
        QString weightDtype;
        for (const Json &spec : specs) {
            const QString dtype = QString::fromStdString(stringOr(spec, "dtype"));
            specDtypes.append(dtype);
            const Json scaleQuant = spec.is_object() ? spec.value("is_scale_quant", Json()) : Json();
            if (!(scaleQuant.is_boolean() && scaleQuant.get<bool>()))
                weightDtype = dtype; // the last spec that is not a scale's
        }
        const ExportFacts *facts = ExportFacts::of(scheme);
        if (facts && specDtypes == facts->weightSpecDtypes)
            weightDtype = facts->elementDtype;
        const Json exportSection = m_quantConfig.value("export", Json::object());
        m_report.quantizationConfig = {{"quant_method", stringOr(m_quantConfig, "quant_method")},
                                       {"weight_dtype", weightDtype.toStdString()},
                                       {"exclude", arrayOr(m_quantConfig, "exclude")},
                                       {"kv_cache_group", arrayOr(exportSection, "kv_cache_group")},
                                       {"version", m_quantConfig.value("version", Json())}};
        const QString expected = facts ? QString() : expectedWeightDtype(scheme);
        if (facts) {
            const QString listed = u"["_s + specDtypes.join(u", "_s) + u"]"_s;
            if (specDtypes == facts->weightSpecDtypes)
                add(u"scheme"_s, CheckStatus::Pass, lt(QT_TR_NOOP("Weights are %1, as %2 implies (global_quant_config.weight: %3).")).arg(facts->describe(), scheme, listed));
            else
                add(u"scheme"_s, CheckStatus::Fail, lt(QT_TR_NOOP("global_quant_config.weight lists %1, but a real %2 export lists [%3].")).arg(listed, scheme, facts->weightSpecDtypes.join(u", "_s)));
        } else if (!expected.isEmpty()) {
            if (weightDtype == expected)
                add(u"scheme"_s, CheckStatus::Pass, lt(QT_TR_NOOP("Weights are %1, as %2 implies.")).arg(weightDtype, scheme));
            else
                add(u"scheme"_s, CheckStatus::Fail, lt(QT_TR_NOOP("Weights are \"%1\", but %2 implies %3.")).arg(weightDtype, scheme, expected));
        }
        if (!m_plan.present)
            return;
        const bool exported = !arrayOr(m_quantConfig, "exclude").empty();
        if (m_plan.planExcludes && !exported)
            add(u"exclusions"_s, CheckStatus::Warn, lt(QT_TR_NOOP("The plan excludes modules but the export's exclude list is empty.")));
        else
            add(u"exclusions"_s, CheckStatus::Pass, lt(QT_TR_NOOP("exclude: %1")).arg(QString::fromStdString(arrayOr(m_quantConfig, "exclude").dump())));
        if (m_plan.kvCache) {
            const Json kv = m_quantConfig.value("kv_cache_quant_config", Json::object());
            if (!kv.is_object() || kv.empty())
                add(u"kv-cache"_s, CheckStatus::Fail, lt(QT_TR_NOOP("KV-cache quantization was planned but kv_cache_quant_config is empty.")));
            else
                add(u"kv-cache"_s, CheckStatus::Pass, lt(QT_TR_NOOP("kv_cache_quant_config is present.")));
        }
    }

    /// The index is read before the shards so that the tensor table is sized once (rehashing
    /// 100,000 names per shard was the verifier's largest cost). Read bounded and only if it is a
    /// regular file in the folder.
    void readIndex()
    {
        m_indexPath = m_dir.filePath(u"model.safetensors.index.json"_s);
        const QFileInfo indexInfo(m_indexPath);
        if (!indexInfo.exists() && !indexInfo.isSymLink())
            return;
        Result<QByteArray> bytes = OutputVerifier::readRegularFile(m_indexPath, OutputVerifier::kMaxIndexBytes);
        if (!bytes)
            m_index = Result<SafetensorsIndex>(bytes.error());
        else if (escapes(indexInfo))
            m_index = Result<SafetensorsIndex>(Error{Error::Code::Invalid, OutputVerifier::tr("%1 is a symlink that leads outside %2; an export holds "
                                                                                             "its own files.")
                                                                               .arg(m_indexPath, m_directory)});
        else
            m_index = Safetensors::parseIndex(*bytes, m_indexPath);
        if (*m_index) {
            m_shardAt.assign((*m_index)->tensorNames.size(), 0);
            m_dtypeAt.assign((*m_index)->tensorNames.size(), std::string_view());
        }
    }

    /// One shard's tensors counted by dtype and role, and each one's position in the index.
    struct ShardTally
    {
        std::vector<std::uint32_t> positions; ///< SafetensorsIndex::kNoTensor: not in the index
        std::vector<std::pair<std::string_view, qint64>> byDtype;
        qint64 weightScales = 0;
        qint64 inputScales = 0;
        qint64 outputScales = 0;
        qint64 quantizedWeights = 0;
    };
    static ShardTally tally(const SafetensorsFileCheck &c, const SafetensorsIndex *index)
    {
        ShardTally t;
        if (!c.error.isEmpty())
            return t;
        t.positions.reserve(c.tensors.size());
        // Each position guessed from the last two (the next one, or the same step again): a
        // shard lists its tensors in the index's order, or grouped by dtype with the index
        // sorted by name, so most guesses hold and skip a hash lookup.
        std::int64_t last = -1;
        std::int64_t step = 1;
        for (const SafetensorsFileCheck::Tensor &tensor : c.tensors) {
            const std::string_view name = tensor.name;
            const std::string_view dtype = tensor.dtype;
            // A shard holds a few dtypes: a short list, searched in order.
            auto counted = std::find_if(t.byDtype.begin(), t.byDtype.end(), [&](const auto &d) { return d.first == dtype; });
            if (counted == t.byDtype.end())
                counted = t.byDtype.insert(counted, {dtype, 0});
            ++counted->second;
            if (endsWith(name, "_scale")) { // one test for most names, which are not scales
                if (endsWith(name, ".weight_scale"))
                    ++t.weightScales;
                else if (endsWith(name, ".input_scale"))
                    ++t.inputScales;
                else if (endsWith(name, ".output_scale"))
                    ++t.outputScales;
            } else if (endsWith(name, ".weight") && isQuantizedDtype(dtype)) {
                ++t.quantizedWeights;
            }
            if (!index) {
                t.positions.push_back(SafetensorsIndex::kNoTensor);
                continue;
            }
            const std::uint32_t position = index->positionOf(name, last + step);
            if (position != SafetensorsIndex::kNoTensor) {
                if (std::int64_t(position) != last + step)
                    step = last < 0 ? 1 : std::int64_t(position) - last;
                last = position;
            }
            t.positions.push_back(position);
        }
        return t;
    }

    /// Shards: every header by the format's rules, counts by dtype and role; the index read.
    void checkShards()
    {
        for (const QString &name : std::as_const(m_special))
            if (name.endsWith(u".safetensors"_s))
                m_shardErrors.append(lt(QT_TR_NOOP("%1 is not a regular file, so it was not read")).arg(name));
        QStringList shardPaths;
        for (const QFileInfo &f : std::as_const(m_entries)) {
            if (!f.fileName().endsWith(u".safetensors"_s))
                continue;
            if (escapes(f)) {
                m_shardErrors.append(lt(QT_TR_NOOP("%1 is a symlink that leads outside the output folder (to %2)")).arg(f.fileName(), f.canonicalFilePath()));
                continue;
            }
            shardPaths.append(f.filePath());
            m_shardNames.append(f.fileName());
            m_shardByCanonicalPath.insert(f.canonicalFilePath(), int(m_shardNames.size()));
        }
        // Shards are independent: their headers are checked in parallel on a private pool (this
        // function itself usually runs on a worker of the global one), the index read beside them.
        QThreadPool pool;
        pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
        // Each result is written in its place: blockingMapped() would copy them, 100,000 tensors.
        std::vector<std::size_t> order(std::size_t(shardPaths.size()));
        std::iota(order.begin(), order.end(), std::size_t(0));
        QFuture<void> index = QtConcurrent::run(&pool, [this] { readIndex(); });
        m_checks.resize(order.size());
        QtConcurrent::blockingMap(&pool, order, [&](std::size_t i) { m_checks[i] = OutputVerifier::checkSafetensorsFile(shardPaths[qsizetype(i)]); });
        index.waitForFinished();
        // Each shard's tensors looked up in the index and counted, in parallel too; then merged
        // in shard order, so what is reported first does not depend on the threads.
        const SafetensorsIndex *indexed = m_index && *m_index ? &**m_index : nullptr;
        std::vector<ShardTally> tallies(order.size());
        QtConcurrent::blockingMap(&pool, order, [&](std::size_t i) { tallies[i] = tally(m_checks[i], indexed); });
        std::map<std::string_view, qint64> byDtype;
        qint64 inTwoShards = 0;
        for (std::size_t i = 0; i < m_checks.size(); ++i) {
            ++m_report.shards;
            const SafetensorsFileCheck &c = m_checks[i];
            if (!c.error.isEmpty()) {
                m_shardErrors.append(LocalText::joined({m_shardNames[qsizetype(i)], c.error}, u": "_s));
                continue;
            }
            const ShardTally &t = tallies[i];
            m_report.tensors += qint64(c.tensors.size());
            m_report.weightScales += t.weightScales;
            m_report.inputScales += t.inputScales;
            m_report.outputScales += t.outputScales;
            m_report.quantizedWeights += t.quantizedWeights;
            for (const auto &[dtype, count] : t.byDtype)
                byDtype[dtype] += count;
            // A name the index has was looked up there; any other is kept to count it, and to
            // find it in a second shard.
            for (std::size_t j = 0; j < c.tensors.size(); ++j) {
                const std::uint32_t position = t.positions[j];
                if (position == SafetensorsIndex::kNoTensor) {
                    if (m_unindexed.insert(c.tensors[j].name, std::uint32_t(m_report.shards)).first)
                        m_unindexedDtypes.push_back(c.tensors[j].dtype);
                    else
                        ++inTwoShards;
                } else if (m_shardAt[position] != 0) {
                    ++inTwoShards;
                } else {
                    m_shardAt[position] = m_report.shards;
                    m_dtypeAt[position] = c.tensors[j].dtype;
                }
            }
        }
        for (const auto &[dtype, count] : byDtype)
            m_report.tensorsByDtype.insert(view(dtype), count);
        m_positions.reserve(tallies.size());
        for (ShardTally &t : tallies)
            m_positions.push_back(std::move(t.positions));
        if (inTwoShards)
            m_shardErrors.append(ltn(QT_TR_N_NOOP("%n tensor(s) are stored in more than one shard"), int(qMin<qint64>(inTwoShards, INT_MAX))));
        if (m_report.shards == 0 && m_shardErrors.isEmpty())
            add(u"shards"_s, CheckStatus::Fail, lt(QT_TR_NOOP("No *.safetensors file.")));
        else if (!m_shardErrors.isEmpty())
            add(u"shards"_s, CheckStatus::Fail, LocalText::joined(m_shardErrors, u"; "_s));
        else
            add(u"shards"_s, CheckStatus::Pass, lt(QT_TR_NOOP("%1 shard(s), %2 tensors, every header valid.")).arg(m_report.shards).arg(m_report.tensors));
    }

    /// The shard number (1-based) of each shard file the index names, 0 for a name that is no
    /// shard of this folder; the names that are not, at most five of them, in @p problems.
    std::unordered_map<std::string, int> indexShards(QList<LocalText> &problems) const
    {
        std::unordered_map<std::string, int> namedShard;
        namedShard.reserve((*m_index)->shardFiles.size());
        QList<LocalText> badShards;
        qint64 moreBadShards = 0;
        auto bad = [&](const LocalText &problem) {
            if (badShards.size() < 5)
                badShards.append(problem);
            else
                ++moreBadShards;
        };
        for (const std::string &shard : (*m_index)->shardFiles) {
            const QString name = QString::fromStdString(shard);
            int number = 0;
            const QString lexical = QDir::cleanPath(m_canonicalDir + u'/' + name);
            const QFileInfo info(lexical);
            if (name.isEmpty())
                bad(lt(QT_TR_NOOP("an empty shard name")));
            else if (QDir::isAbsolutePath(name))
                bad(lt(QT_TR_NOOP("%1 is an absolute path (an index names its shards relative to its own folder)")).arg(name));
            else if (m_canonicalDir.isEmpty() || !isInside(lexical, m_canonicalDir))
                bad(lt(QT_TR_NOOP("%1 leads outside the output folder")).arg(name));
            else if (!info.exists() && !info.isSymLink())
                bad(lt(QT_TR_NOOP("%1 is named but missing")).arg(name));
            else if (!isInside(info.canonicalFilePath(), m_canonicalDir))
                bad(lt(QT_TR_NOOP("%1 is a symlink that leads outside the output folder")).arg(name));
            else if (!info.isFile())
                bad(lt(QT_TR_NOOP("%1 is not a regular file")).arg(name));
            else if (!(number = m_shardByCanonicalPath.value(info.canonicalFilePath())))
                bad(lt(QT_TR_NOOP("%1 is not a *.safetensors file of the output folder")).arg(name));
            namedShard.emplace(shard, number);
        }
        if (moreBadShards)
            badShards.append(ltn(QT_TR_N_NOOP("%n more"), int(qMin<qint64>(moreBadShards, INT_MAX))));
        if (!badShards.isEmpty())
            problems.append(lt(QT_TR_NOOP("shards named in the index: %1")).arg(LocalText::joined(badShards, u", "_s)));
        return namedShard;
    }

    /// The index must name exactly the tensors the shards hold, each in the very shard that holds
    /// it (a loader opens only that one), and every shard it names must be a shard of this folder.
    void checkIndex()
    {
        if (!m_index) {
            if (m_report.shards > 1)
                add(u"index"_s, CheckStatus::Fail, lt(QT_TR_NOOP("%1 shards but no model.safetensors.index.json.")).arg(m_report.shards));
            return;
        }
        if (!*m_index) {
            add(u"index"_s, CheckStatus::Fail, m_index->error().message);
            return;
        }
        const SafetensorsIndex &index = **m_index;
        QList<LocalText> problems;
        const std::unordered_map<std::string, int> namedShard = indexShards(problems);
        // The shard number of each name the index uses, by its position in shardNames.
        std::vector<int> numberAt;
        numberAt.reserve(index.shardNames.size());
        for (const std::string &shard : index.shardNames)
            numberAt.push_back(namedShard.at(shard));
        // Index keys are unique (the reader refuses a repeated one), so found + missing covers it
        // without a second set.
        qint64 found = 0;
        qint64 misplaced = 0;
        LocalText firstMisplaced;
        for (std::size_t i = 0; i < index.tensorNames.size(); ++i) {
            const int in = m_shardAt[i];
            if (in == 0)
                continue;
            ++found;
            const std::uint32_t position = index.tensorShards[i];
            const int number = position == SafetensorsIndex::kNoShard ? 0 : numberAt[position];
            if (number != in && misplaced++ == 0) {
                const QString named = position == SafetensorsIndex::kNoShard ? QString() : QString::fromStdString(index.shardNames[position]);
                firstMisplaced = lt(QT_TR_NOOP("%1 is in %2, the index says %3"))
                                     .arg(view(index.tensorNames[i]), m_shardNames[qsizetype(in - 1)],
                                          named.isEmpty() ? lt(QT_TR_NOOP("no file")) : named);
            }
        }
        if (misplaced)
            problems.append(ltn(QT_TR_N_NOOP("%n tensor(s) are not in the shard the index names (%1)"), int(qMin<qint64>(misplaced, INT_MAX)))
                                .arg(firstMisplaced));
        const qint64 notInShards = qint64(index.tensorNames.size()) - found;
        const qint64 notInIndex = qint64(m_unindexed.size());
        if (notInShards && m_shardErrors.isEmpty())
            problems.append(lt(QT_TR_NOOP("%1 tensor(s) of the index are in no shard")).arg(notInShards));
        if (notInIndex)
            problems.append(lt(QT_TR_NOOP("%1 tensor(s) are missing from the index")).arg(notInIndex));
        if (problems.isEmpty())
            add(u"index"_s, CheckStatus::Pass, lt(QT_TR_NOOP("The index names every tensor of the %1 shard(s).")).arg(m_report.shards));
        else
            add(u"index"_s, CheckStatus::Fail, LocalText::joined({m_indexPath, LocalText::joined(problems, u"; "_s)}, u": "_s));
    }

    /// What the plan implies about the tensors.
    void checkQuantizedTensors()
    {
        if (m_plan.scheme.isEmpty() || m_report.tensors == 0)
            return;
        if (m_report.quantizedWeights == 0)
            add(u"quantized-tensors"_s, CheckStatus::Fail, lt(QT_TR_NOOP("No weight is stored in a quantized dtype.")));
        else if (m_report.weightScales == 0)
            add(u"quantized-tensors"_s, CheckStatus::Fail, lt(QT_TR_NOOP("%1 quantized weights but no weight_scale.")).arg(m_report.quantizedWeights));
        else
            add(u"quantized-tensors"_s, CheckStatus::Pass, lt(QT_TR_NOOP("%1 quantized weights, %2 weight_scale, %3 input_scale, %4 output_scale."))
                                                    .arg(m_report.quantizedWeights)
                                                    .arg(m_report.weightScales)
                                                    .arg(m_report.inputScales)
                                                    .arg(m_report.outputScales));
        if (m_plan.kvCache && m_report.outputScales == 0)
            add(u"kv-scales"_s, CheckStatus::Fail, lt(QT_TR_NOOP("KV-cache quantization was planned but no k/v output_scale tensor exists.")));
    }

    /// What each scheme stores, looked up once per scheme (an export has up to ~100,000 modules).
    struct SchemeStorage
    {
        const ExportFacts *facts = nullptr;
        std::string weight;
        std::string scale;  ///< empty: a floating-point scale (BF16, F16 or F32)
        std::string second; ///< ".weight_scale_2", or empty
    };
    const SchemeStorage &storageOf(const QString &s)
    {
        auto it = m_storage.find(s);
        if (it == m_storage.end()) {
            SchemeStorage st;
            st.facts = ExportFacts::of(s);
            if (st.facts) {
                st.weight = st.facts->weightStorage.toStdString();
                if (st.facts->scaleStorage != u"float"_s)
                    st.scale = st.facts->scaleStorage.toStdString();
                if (!st.facts->secondLevelScale.isEmpty())
                    st.second = '.' + st.facts->secondLevelScale.toStdString();
            }
            it = m_storage.insert(s, std::move(st));
        }
        return *it;
    }

    /// The dtype of the tensor named @p name in the shards, or nullptr: looked up where the
    /// shards' check put it (the index's table, or the one of the names the index lacks).
    /// @p guess: where in the index it likely is (SafetensorsIndex::positionOf()).
    const std::string_view *dtypeOf(std::string_view name, std::int64_t guess = -1) const
    {
        if (m_index && *m_index) {
            const std::uint32_t position = (*m_index)->positionOf(name, guess);
            if (position != SafetensorsIndex::kNoTensor)
                return m_shardAt[position] ? &m_dtypeAt[position] : nullptr;
        }
        const std::uint32_t at = m_unindexed.position(name);
        return at == NameTable::kAbsent ? nullptr : &m_unindexedDtypes[at];
    }

    /// Whether a tensor named @p module followed by @p suffix exists (@p guess as for dtypeOf()).
    bool has(std::string_view module, std::string_view suffix, std::int64_t guess = -1) const
    {
        m_key.assign(module).append(suffix);
        return dtypeOf(m_key, guess) != nullptr;
    }

    /// The export's modules: those whose weight has a weight_scale (what Quark writes for every
    /// quantized Linear) with both dtypes, and the weights without one with their dtype, in the
    /// shards' order (so the first example named is the same every time). Module names are views
    /// into the headers.
    struct Modules
    {
        struct Quantized
        {
            std::string_view module;
            std::string_view weight; ///< its .weight's dtype
            std::string_view scale;  ///< its .weight_scale's dtype
            std::int64_t scaleAt;    ///< where in the index its .weight_scale likely is, or -1
        };
        std::vector<Quantized> quantized;
        std::vector<std::pair<std::string_view, std::string_view>> plain; ///< module, dtype
    };
    Modules modules() const
    {
        Modules m;
        for (std::size_t i = 0; i < m_checks.size(); ++i) {
            const SafetensorsFileCheck &c = m_checks[i];
            const std::vector<std::uint32_t> &positions = m_positions[i];
            for (std::size_t j = 0; j < c.tensors.size(); ++j) {
                const auto &[name, dtype] = c.tensors[j];
                if (!endsWith(name, ".weight"))
                    continue;
                const std::string_view module = name.substr(0, name.size() - 7);
                m_key.assign(name).append("_scale");
                // An index sorted by name, or in the writer's order, lists a weight's scale right
                // after it.
                const std::uint32_t at = j < positions.size() ? positions[j] : SafetensorsIndex::kNoTensor;
                const std::int64_t scaleAt = at == SafetensorsIndex::kNoTensor ? -1 : std::int64_t(at) + 1;
                if (const std::string_view *scale = dtypeOf(m_key, scaleAt))
                    m.quantized.push_back({module, dtype, *scale, scaleAt});
                else
                    m.plain.emplace_back(module, dtype);
            }
        }
        return m;
    }

    /// A pattern of the plan or the export in UTF-8, for PatternPreviewer::matches(); one
    /// without a special character (most are) compared as it is, without asking for each module.
    struct Pattern
    {
        explicit Pattern(std::string p)
            : text(std::move(p)), literal(text.find_first_of("*?[\\") == std::string::npos)
        {
        }
        bool matches(std::string_view module) const { return literal ? text == module : PatternPreviewer::matches(text, module); }
        std::string text;
        bool literal;
    };

    bool excluded(std::string_view module) const
    {
        return std::any_of(m_exclusionPatterns.cbegin(), m_exclusionPatterns.cend(), [&](const Pattern &p) { return p.matches(module); });
    }

    /// The plan's scheme or an override's (a reference into m_plan).
    const QString &schemeOf(std::string_view module) const
    {
        for (qsizetype i = 0; i < m_plan.overrides.size(); ++i)
            if (m_overridePatterns[std::size_t(i)].matches(module))
                return m_plan.overrides[i].second;
        return m_plan.scheme;
    }

    /// What the plan implies for each module: quantized weights in the scheme's storage dtype,
    /// excluded modules left in a floating-point dtype, overrides in effect.
    void checkModules()
    {
        // The export's exclude list (modules or patterns quark-cli recorded) and the patterns the
        // user gave, which the export must honour whatever it recorded.
        m_exclusions = m_plan.exclusions;
        for (const Json &e : arrayOr(m_quantConfig, "exclude"))
            if (e.is_string())
                m_exclusions.append(QString::fromStdString(e.get<std::string>()));
        for (const QString &p : std::as_const(m_exclusions))
            m_exclusionPatterns.emplace_back(p.toStdString());
        for (const auto &[pattern, scheme] : m_plan.overrides)
            m_overridePatterns.emplace_back(pattern.toStdString());
        const Modules m = modules();
        const QMap<QString, qint64> overridden = checkModuleDtypes(m);
        checkExcludedModules(m); // after checkModuleDtypes(), which counts the excluded quantized ones
        checkOverrides(overridden);
    }

    /// Each quantized module's weight and scales as its scheme stores them; returns how many
    /// modules each overriding scheme holds.
    QMap<QString, qint64> checkModuleDtypes(const Modules &m)
    {
        qint64 wrongDtype = 0;
        LocalText firstWrong;
        qint64 checkedModules = 0;
        QStringList unchecked; // schemes whose storage dtype was not verified
        QMap<QString, qint64> overridden;
        // The storage of the last scheme looked up: most modules share the plan's (a scheme is
        // a reference into m_plan, so the same one is the same address).
        const QString *lastScheme = nullptr;
        const SchemeStorage *lastStorage = nullptr;
        for (const auto &[module, weight, scale, scaleAt] : m.quantized) {
            if (excluded(module)) { // reported by checkExcludedModules()
                if (m_excludedButQuantized++ == 0)
                    m_firstExcluded = view(module);
                continue;
            }
            const QString &s = schemeOf(module);
            if (&s != &m_plan.scheme && s != m_plan.scheme)
                ++overridden[s];
            if (&s != lastScheme) {
                lastScheme = &s;
                lastStorage = &storageOf(s); // valid until the next storageOf() adds a scheme
            }
            const SchemeStorage &want = *lastStorage;
            if (!want.facts) {
                if (!unchecked.contains(s))
                    unchecked.append(s);
                continue;
            }
            ++checkedModules;
            if (weight != want.weight && wrongDtype++ == 0)
                firstWrong = lt(QT_TR_NOOP("%1.weight is %2, %3 stores %4")).arg(view(module), view(weight), s, want.facts->weightStorage);
            // Its scales, as the scheme writes them (a quantized module is one with a weight_scale).
            const bool scaleRight = want.scale.empty() ? (scale == "BF16" || scale == "F16" || scale == "F32") : scale == want.scale;
            if (!scaleRight && wrongDtype++ == 0)
                firstWrong = lt(QT_TR_NOOP("%1.weight_scale is %2, %3 stores %4"))
                                 .arg(view(module), view(scale), s,
                                      want.scale.empty() ? u"BF16, F16 or F32"_s : want.facts->scaleStorage);
            // The second-level scale (".weight_scale_2") sorts right after the first.
            if (!want.second.empty() && !has(module, want.second, scaleAt < 0 ? -1 : scaleAt + 1) && wrongDtype++ == 0)
                firstWrong = lt(QT_TR_NOOP("%1 has no %2, which %3 writes for every quantized module"))
                                 .arg(view(module), want.facts->secondLevelScale, s);
        }
        LocalText notChecked;
        if (!unchecked.isEmpty())
            notChecked = lt(QT_TR_NOOP("dtype not checked for this scheme: %1 (its storage dtype was not verified against a real export)."))
                             .arg(unchecked.join(u", "_s));
        const QList<LocalText> more = notChecked.isEmpty() ? QList<LocalText>{} : QList<LocalText>{notChecked};
        if (wrongDtype)
            add(u"tensor-dtypes"_s, CheckStatus::Fail, ltn(QT_TR_N_NOOP("%n quantized weight(s) are not stored as their scheme implies (%1)."),
                                               int(qMin<qint64>(wrongDtype, INT_MAX)))
                                                    .arg(firstWrong),
                more);
        else if (checkedModules > 0)
            add(u"tensor-dtypes"_s, CheckStatus::Pass, lt(QT_TR_NOOP("%1 quantized module(s), each weight stored as its scheme implies.")).arg(checkedModules), more);
        else if (!notChecked.isEmpty())
            add(u"tensor-dtypes"_s, CheckStatus::Info, notChecked);
        return overridden;
    }

    /// Left unquantized means left in a floating-point dtype (lm_head stays BF16, F16 or F32): a
    /// .weight without a scale but in U8 or F8 was still rewritten; a module with a scale was
    /// quantized anyway.
    void checkExcludedModules(const Modules &m)
    {
        const qint64 excludedButQuantized = m_excludedButQuantized; // counted by checkModuleDtypes()
        qint64 excludedKept = 0;
        qint64 excludedRewritten = 0;
        LocalText firstRewritten;
        for (const auto &[module, dtype] : m.plain) {
            if (!excluded(module))
                continue;
            if (dtype == "BF16" || dtype == "F16" || dtype == "F32")
                ++excludedKept;
            else if (excludedRewritten++ == 0)
                firstRewritten = lt(QT_TR_NOOP("%1.weight is %2")).arg(view(module), view(dtype));
        }
        if (excludedButQuantized || excludedRewritten) {
            QList<LocalText> what;
            if (excludedButQuantized)
                what.append(ltn(QT_TR_N_NOOP("%n excluded module(s) were quantized anyway (e.g. %1)"), int(qMin<qint64>(excludedButQuantized, INT_MAX)))
                                .arg(m_firstExcluded));
            if (excludedRewritten)
                what.append(ltn(QT_TR_N_NOOP("%n excluded module(s) are not in a floating-point dtype (e.g. %1)"),
                               int(qMin<qint64>(excludedRewritten, INT_MAX)))
                                .arg(firstRewritten));
            add(u"excluded-modules"_s, CheckStatus::Fail, LocalText::joined({LocalText::joined(what, u"; "_s), u"."_s}, QString()));
        } else if (!m_exclusions.isEmpty()) {
            add(u"excluded-modules"_s, CheckStatus::Pass, lt(QT_TR_NOOP("%1 module(s) matching the exclusions kept their original dtype.")).arg(excludedKept));
        }
    }

    /// Each override of the plan recorded in the export's layer_quant_config, and in effect.
    void checkOverrides(const QMap<QString, qint64> &overridden)
    {
        const Json exportedLayers = m_quantConfig.is_object() ? m_quantConfig.value("layer_quant_config", Json::object()) : Json::object();
        for (const auto &[pattern, s] : m_plan.overrides) {
            const bool recorded = exportedLayers.is_object() && exportedLayers.contains(pattern.toStdString());
            if (!recorded)
                add(u"overrides"_s, CheckStatus::Fail, lt(QT_TR_NOOP("The override %1 → %2 is not in the export's layer_quant_config.")).arg(pattern, s));
            else if (overridden.value(s) == 0 && s != m_plan.scheme)
                add(u"overrides"_s, CheckStatus::Warn, lt(QT_TR_NOOP("The override %1 → %2 is recorded, but no module is stored as %2 (all "
                                               "matches excluded, or none matched)."))
                                                .arg(pattern, s));
            else
                add(u"overrides"_s, CheckStatus::Pass, lt(QT_TR_NOOP("%1 → %2: %3 module(s).")).arg(pattern, s).arg(overridden.value(s)));
        }
    }

    /// Whether the export loads where that is known: a complete export that the pinned
    /// transformers cannot load is not offered as complete.
    void checkLoadability()
    {
        const QString &scheme = m_plan.scheme;
        const ExportFacts *facts = ExportFacts::of(scheme);
        if (!facts || m_report.tensors == 0)
            return;
        if (!facts->loadWarning().isEmpty())
            add(u"loadability"_s, CheckStatus::Warn,
                lt(QT_TR_NOOP("transformers cannot load a %1 export as Quark writes it (tried with %2): %3 Serve it with a "
                              "runtime that reads this format, or choose a scheme that loads (fp8, ptpc_fp8, int8, the "
                              "int4/uint4 schemes, mxfp4, mxfp6 or amdfp4)."))
                    .arg(scheme, ExportFacts::madeWith(), facts->loadEvidence));
        else if (facts->loads == Loadability::Loads)
            add(u"loadability"_s, CheckStatus::Pass, lt(QT_TR_NOOP("Real %1 exports load in transformers (tried with %2).")).arg(scheme, ExportFacts::madeWith()));
    }

    /// Tokenizer and generation config: present means present with content; an empty one is
    /// named (transformers cannot read a 0-byte JSON file or tokenizer model).
    void checkTokenizer()
    {
        const auto present = [&](const QString &name) { return m_report.files.contains(name) && !m_emptyFiles.contains(name); };
        const QStringList tokenizerFiles{u"tokenizer.json"_s, u"tokenizer.model"_s, u"preprocessor_config.json"_s,
                                         u"tokenizer_config.json"_s, u"special_tokens_map.json"_s};
        QStringList emptyTokenizer;
        for (const QString &name : tokenizerFiles)
            if (m_emptyFiles.contains(name))
                emptyTokenizer.append(name);
        const bool tokenizer = present(u"tokenizer.json"_s) || present(u"tokenizer.model"_s) || present(u"preprocessor_config.json"_s);
        if (!emptyTokenizer.isEmpty())
            add(u"tokenizer"_s, CheckStatus::Fail, lt(QT_TR_NOOP("Tokenizer files are empty (0 bytes): %1.")).arg(emptyTokenizer.join(u", "_s)));
        else if (!tokenizer || !present(u"tokenizer_config.json"_s))
            add(u"tokenizer"_s, CheckStatus::Warn, lt(QT_TR_NOOP("Tokenizer files are missing (tokenizer.json or tokenizer.model, and tokenizer_config.json).")));
        else
            add(u"tokenizer"_s, CheckStatus::Pass, lt(QT_TR_NOOP("Tokenizer files are present.")));
        if (m_emptyFiles.contains(u"generation_config.json"_s))
            add(u"generation-config"_s, CheckStatus::Fail, lt(QT_TR_NOOP("generation_config.json is empty (0 bytes).")));
        else if (!m_report.files.contains(u"generation_config.json"_s))
            add(u"generation-config"_s, CheckStatus::Info, lt(QT_TR_NOOP("No generation_config.json (fine if the source had none).")));
    }

    /// Weights against weights: the tokenizer and the other small files are no part of either
    /// side. A note, never a verdict: what the tensors hold is checked above, by dtype.
    void checkSize()
    {
        if (m_sourceBytes <= 0)
            return;
        qint64 weightBytes = 0;
        for (const QFileInfo &f : std::as_const(m_entries))
            if (f.fileName().endsWith(u".safetensors"_s))
                weightBytes += f.size();
        m_report.sizeRatio = double(weightBytes) / double(m_sourceBytes);
        const double least = OutputVerifier::leastSizeRatio(m_plan);
        if (m_report.sizeRatio < OutputVerifier::kFarBelow * least)
            add(u"size"_s, CheckStatus::Fail, lt(QT_TR_NOOP("The weight files are %1 of the source's (%2): far below the %3 that "
                                                 "even a fully quantized %4 export keeps. The export is truncated or empty."))
                                       .arg(m_report.sizeRatio, 0, 'f', 2)
                                       .arg(formatBytes(weightBytes, QLocale::c()))
                                       .arg(least, 0, 'f', 2)
                                       .arg(m_plan.scheme.isEmpty() ? u"4-bit"_s : m_plan.scheme));
        else
            add(u"size"_s, CheckStatus::Info, lt(QT_TR_NOOP("The weight files are %1 of the source's (%2).")).arg(m_report.sizeRatio, 0, 'f', 2)
                                       .arg(formatBytes(weightBytes, QLocale::c())));
    }

    const QString m_directory;
    const VerificationPlan &m_plan;
    const qint64 m_sourceBytes;
    const QDir m_dir;
    VerificationReport m_report;
    QString m_canonicalDir;
    QFileInfoList m_entries;   ///< the regular files
    QStringList m_special;     ///< FIFOs, devices, sockets (or symlinks to them): never read
    QStringList m_emptyFiles;
    Json m_quantConfig;        ///< config.json's quantization_config, when it has one
    QString m_indexPath;
    std::optional<Result<SafetensorsIndex>> m_index; ///< read when the folder has one
    std::vector<SafetensorsFileCheck> m_checks;      ///< one per shard, in m_shardNames' order
    /// For each of m_checks, its tensors' positions in the index (SafetensorsIndex::kNoTensor:
    /// not in it); empty for a shard with an error.
    std::vector<std::vector<std::uint32_t>> m_positions;
    QStringList m_shardNames;
    QHash<QString, int> m_shardByCanonicalPath; ///< → shard number (1-based, as in m_tensorShard)
    /// For each tensor of the index (by its position), the number of the shard that holds it
    /// (1-based, as in m_shardByCanonicalPath), 0 for none.
    std::vector<int> m_shardAt;
    /// The tensors of the shards that the index does not name (all of them without an index) →
    /// shard number; the names are views into m_checks, which outlive it.
    NameTable m_unindexed;
    std::vector<std::string_view> m_dtypeAt;         ///< by index position, as m_shardAt: the tensor's dtype
    std::vector<std::string_view> m_unindexedDtypes; ///< the dtype of each of m_unindexed, in its order
    mutable std::string m_key; ///< a tensor name being looked up, its buffer reused
    QList<LocalText> m_shardErrors;
    QStringList m_exclusions;
    std::vector<Pattern> m_exclusionPatterns; ///< m_exclusions
    std::vector<Pattern> m_overridePatterns;  ///< the plan's override patterns, in its order
    QHash<QString, SchemeStorage> m_storage;
    qint64 m_excludedButQuantized = 0; ///< quantized modules that match an exclusion
    QString m_firstExcluded;
};

} // namespace

VerificationReport OutputVerifier::verify(const QString &directory, const VerificationPlan &plan, qint64 sourceBytes)
{
    QElapsedTimer clock;
    clock.start();
    VerificationReport report = Verification(directory, plan, sourceBytes).run();
    qCDebug(lcVerify).noquote() << "verified" << directory << "in" << clock.elapsed() << "ms:" << report.verdictWord() << "," << report.shards
                                << "shards," << report.tensors << "tensors";
    return report;
}

} // namespace ptq
