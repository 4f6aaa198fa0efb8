#include "modelcard.h"

#include "appinfo.h"
#include "artifacts/artifactio.h"
#include "artifacts/runmanifest.h"
#include "handoff/servereadiness.h"
#include "plan/quarkcatalog.h"
#include "source/localreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

constexpr qint64 kMaxCardBytes = 4 * 1024 * 1024;

/// A Hub repository id ("org/name"), which is what base_model must be.
bool isHubId(const QString &id)
{
    static const QRegularExpression re(u"^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*$"_s);
    return re.match(id).hasMatch() && !id.contains(u".."_s);
}

/// Inline code that holds any text: a backtick run longer than any inside, padded when needed;
/// | escaped for tables, newlines as spaces.
QString code(QString text)
{
    text.replace(u"\r\n"_s, u" "_s).replace(u'\n', u' ').replace(u'\r', u' ');
    text.replace(u'|', u"\\|"_s);
    int longest = 0;
    int run = 0;
    for (const QChar ch : std::as_const(text)) {
        run = ch == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString ticks(longest + 1, u'`');
    const bool pad = text.startsWith(u'`') || text.endsWith(u'`') || text.isEmpty();
    return ticks + (pad ? u" "_s : QString()) + text + (pad ? u" "_s : QString()) + ticks;
}

/// A fenced block that no line of @p text can close.
QString fenced(const QString &text, const QString &info)
{
    int longest = 0;
    int run = 0;
    for (const QChar ch : text) {
        run = ch == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(std::max(3, longest + 1), u'`');
    return fence + info + u'\n' + text + u'\n' + fence + u'\n';
}

QString number(const std::optional<double> &v, int precision = 4)
{
    return v && std::isfinite(*v) ? QString::number(*v, 'f', precision) : QString();
}

QString number(const std::optional<int> &v)
{
    return v ? QString::number(*v) : QString();
}

/// The manifest as a type; nothing when it cannot be read as one (the card says "not recorded").
std::optional<RunManifest> readManifest(const Json &manifest)
{
    Result<RunManifest> typed = RunManifest::fromJson(manifest);
    return typed ? std::optional<RunManifest>(std::move(typed).value()) : std::nullopt;
}

QStringList overrideSchemes(const PlanDocument &plan)
{
    QStringList schemes;
    for (const auto &[pattern, scheme] : plan.layerOverrides) {
        if (!schemes.contains(scheme))
            schemes.append(scheme);
    }
    return schemes;
}

QString baseModelOf(const AnalysisFacts &analysis, const PlanDocument &plan, const QString &manifestModel)
{
    for (const QString &candidate : {analysis.repoId, analysis.modelPath, plan.modelPath, manifestModel}) {
        if (isHubId(candidate))
            return candidate;
    }
    return {};
}

QString modelNameOf(const AnalysisFacts &analysis, const PlanDocument &plan, const QString &manifestModel)
{
    for (const QString &candidate : {analysis.modelPath, plan.modelPath, manifestModel}) {
        // A local folder by its name: a card is published, and the path says where the
        // machine that made it keeps its files (a home folder, a user name).
        if (!candidate.isEmpty())
            return QDir::isAbsolutePath(candidate) ? QFileInfo(candidate).fileName() : candidate;
    }
    return {};
}

/// The local folder @p dir as a card shows it: "./<its name>" (never the machine's path).
QString shownFolder(const QString &dir)
{
    return u"./"_s + QFileInfo(QDir::cleanPath(dir)).fileName();
}

} // namespace

QString ModelCard::escapeMarkdown(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar ch : text) {
        if (ch == u'\n' || ch == u'\r') {
            out += u' ';
            continue;
        }
        if (QStringView(u"\\`*_[]<>|#!{}").contains(ch) || ch == u'~')
            out += u'\\';
        out += ch;
    }
    return out;
}

namespace {

/// One model card being written, section by section, into md.
class Card
{
public:
    Card(const AnalysisFacts &analysis, const PlanDocument &plan, const Json &manifest, const ModelCard::Inputs &extra)
        : analysis(analysis)
        , plan(plan)
        , manifest(manifest)
        , extra(extra)
        , typed(readManifest(manifest))
        , serve(ServeRecord::fromManifest(manifest))
        , scheme(plan.globalScheme)
        , overrides(overrideSchemes(plan))
        , kvFp8(!plan.kvCacheScheme.isEmpty())
        , baseModel(baseModelOf(this->analysis, plan, typed ? typed->model : QString()))
        , modelName(modelNameOf(this->analysis, plan, typed ? typed->model : QString()))
        , exportDir(ServeReadiness::exportDirOf(manifest))
        , tp(tensorParallelSize(plan, manifest, extra))
    {
    }

    QByteArray render()
    {
        frontMatter();
        titleAndSummary();
        quantization();
        accuracyResult();
        loadCheck();
        serving();
        howItWasMade();
        return md.toUtf8();
    }

private:
    /// The serve check recorded (outputs.serve) names the TP size it checked; the caller's wins.
    static int tensorParallelSize(const PlanDocument &plan, const Json &manifest, const ModelCard::Inputs &extra)
    {
        const std::optional<ServeRecord> recorded = ServeRecord::fromManifest(manifest);
        return extra.tensorParallelSize > 0                             ? extra.tensorParallelSize
               : recorded && recorded->tensorParallelSizeRecorded ? recorded->tensorParallelSize
                                                                     : ServeReadiness::tensorParallelSizeOf(plan);
    }

    /// The front matter, by ArtifactIo's YAML writer: base model, licence, pipeline, tags.
    void frontMatter()
    {
        Json front = Json::object();
        if (!baseModel.isEmpty()) {
            front["base_model"] = baseModel.toStdString();
            front["base_model_relation"] = "quantized";
        }
        front["library_name"] = "transformers";
        if (!extra.sourceLicense.isEmpty())
            front["license"] = extra.sourceLicense.toStdString();
        QString pipeline = extra.sourcePipelineTag;
        if (pipeline.isEmpty()) {
            const QStringList &architectures = analysis.architectures;
            if (std::any_of(architectures.cbegin(), architectures.cend(),
                            [](const QString &a) { return a.endsWith(u"ForCausalLM"_s); }))
                pipeline = u"text-generation"_s;
        }
        if (!pipeline.isEmpty())
            front["pipeline_tag"] = pipeline.toStdString();
        QStringList tags{u"quark"_s};
        for (const QString &s : QStringList{scheme} + overrides) {
            if (!s.isEmpty() && !tags.contains(s))
                tags.append(s);
        }
        if (kvFp8)
            tags.append(u"fp8-kv-cache"_s);
        tags << u"quantized"_s << u"ptq-studio"_s;
        front["tags"] = toJsonArray(tags);

        md += u"---\n"_s + QString::fromUtf8(ArtifactIo::toYamlBytes(front));
        if (!md.endsWith(u'\n'))
            md += u'\n';
        md += u"---\n\n"_s;
    }

    /// The title and the sentence under it.
    void titleAndSummary()
    {
        const QString title = !extra.repoId.isEmpty() ? extra.repoId
                            : !exportDir.isEmpty()    ? QFileInfo(exportDir).fileName()
                                                      : modelName + u" "_s + scheme;
        md += u"# "_s + ModelCard::escapeMarkdown(title) + u"\n\n"_s;
        md += u"%1 quantized to %2 with [AMD Quark](https://quark.docs.amd.com/) (`quark-cli torch-llm-ptq`)%3.\n\n"_s
                  .arg(baseModel.isEmpty() ? ModelCard::escapeMarkdown(modelName.isEmpty() ? u"A model"_s : modelName)
                                           : u"[%1](https://huggingface.co/%1)"_s.arg(baseModel),
                       code(scheme),
                       kvFp8 ? u", with an FP8 KV cache"_s : QString());
    }

    /// What was quantized, and how.
    void quantization()
    {
        md += u"## Quantization\n\n| | |\n|---|---|\n"_s;
        QString base = modelName.isEmpty() ? u"unknown"_s : code(modelName);
        if (const QString commit = analysis.commit; !commit.isEmpty())
            base += u" at commit "_s + code(commit);
        else if (const QString commit2 = typed ? typed->modelCommit() : QString(); !commit2.isEmpty())
            base += u" at commit "_s + code(commit2);
        md += u"| Base model | %1 |\n"_s.arg(base);
        const QString described = QuarkCatalog::describeScheme(scheme);
        md += u"| Scheme | %1%2 |\n"_s.arg(code(scheme), described.isEmpty() ? QString() : u" — "_s + ModelCard::escapeMarkdown(described));
        md += u"| KV cache | %1 |\n"_s.arg(kvFp8 ? u"FP8 (`--kv_cache_dtype fp8`)"_s : u"not quantized"_s);
        QStringList excluded;
        for (const QString &e : plan.excludeLayers)
            excluded.append(code(e));
        md += u"| Excluded layers | %1 |\n"_s.arg(excluded.isEmpty() ? u"none (every Linear layer is quantized)"_s
                                                                        : excluded.join(u", "_s));
        QStringList overrideRows;
        for (const auto &[pattern, scheme] : plan.layerOverrides)
            overrideRows.append(code(pattern) + u" → "_s + code(scheme));
        md += u"| Layer overrides | %1 |\n"_s.arg(overrideRows.isEmpty() ? u"none"_s : overrideRows.join(u"; "_s));
        const QString &algorithm = plan.algorithm;
        md += u"| Algorithm | %1 |\n"_s.arg(algorithm.isEmpty() ? u"none"_s : code(algorithm));
        if (plan.hasCalibration) {
            auto count = [](int n) { return n > 0 ? QString::number(n) : QString(); };
            md += u"| Calibration data | %1, %2 samples of %3 tokens, batch size %4 |\n"_s.arg(
                code(plan.calibrationDataset), count(plan.numCalibData), count(plan.seqLen), count(plan.batchSize));
        }
        md += u'\n';
    }

    /// Perplexity against the original (outputs.accuracy, written by the export checks).
    void accuracyResult()
    {
        md += u"## Accuracy\n\n"_s;
        const std::optional<PerplexityVerdict> accuracy = typed ? typed->accuracy() : std::nullopt;
        if (!accuracy || accuracy->verdict == PerplexityJudgement::NotMeasured) {
            md += u"Perplexity against the original model: not measured."_s;
            if (accuracy && !accuracy->detail.isEmpty())
                md += u" "_s + ModelCard::escapeMarkdown(accuracy->detail);
            md += u"\n\n"_s;
            return;
        }
        const QString samples = number(accuracy->samples);
        const QString seqLen = number(accuracy->seqLen);
        md += u"Perplexity on %1 (%2 sequences of %3 tokens; lower is better), measured by PTQ Studio with "
              "Quark's own perplexity routine on the original and the quantized model:\n\n"_s
                  .arg(code(accuracy->dataset.isEmpty() ? u"wikitext"_s : accuracy->dataset), samples.isEmpty() ? u"?"_s : samples,
                       seqLen.isEmpty() ? u"?"_s : seqLen);
        md += u"| Original | Quantized | Ratio | Threshold | Verdict |\n|---|---|---|---|---|\n"_s;
        md += u"| %1 | %2 | %3 | %4 | %5 |\n\n"_s.arg(
            number(accuracy->baseline), number(accuracy->quantized), number(accuracy->ratio),
            number(std::optional<double>(accuracy->threshold), 2),
            accuracy->verdict == PerplexityJudgement::Within ? u"within the threshold"_s : u"**exceeds the threshold**"_s);
    }

    /// Whether transformers loads the export (outputs.load_check).
    void loadCheck()
    {
        md += u"## Load check\n\n"_s;
        const std::optional<LoadCheck> load = typed ? typed->loadCheck() : std::nullopt;
        if (!load || load->status == LoadCheckStatus::NotRun) {
            md += u"Loading the export with transformers: not run.\n\n"_s;
        } else if (load->status == LoadCheckStatus::Skipped) {
            md += u"Loading the export with transformers: skipped (%1).\n\n"_s.arg(ModelCard::escapeMarkdown(load->reason));
        } else {
            const bool passed = load->status == LoadCheckStatus::Passed;
            md += passed ? u"The export loads with transformers' `AutoModelForCausalLM`"_s
                         : u"**The export does not load correctly with transformers' `AutoModelForCausalLM`**"_s;
            // Counted only where the weights were compared: a load that raised compared none.
            if (passed || !load->missingKeys.isEmpty() || !load->unexpectedKeys.isEmpty())
                md += u": %1 missing and %2 unexpected keys"_s.arg(load->missingKeys.size()).arg(load->unexpectedKeys.size());
            else if (!load->reason.isEmpty())
                md += u": "_s + ModelCard::escapeMarkdown(load->reason);
            if (const QString cosine = number(load->cosine); !cosine.isEmpty())
                md += u"; next-token logits against the original's: cosine %1"_s.arg(cosine);
            if (load->top1Agreement)
                md += u", top-1 agreement %1%"_s.arg(QString::number(*load->top1Agreement * 100.0, 'f', 1));
            md += u"."_s;
            if (!load->reason.isEmpty())
                md += u" "_s + ModelCard::escapeMarkdown(load->reason);
            md += u"\n\n"_s;
        }
    }

    /// The serve and evaluation commands, and what the serve check found.
    void serving()
    {
        md += u"## Serve it\n\n"_s;
        const QStringList vllm = ServeReadiness::vllmServeArgv(plan, manifest, tp);
        QStringList vllmShown = vllm;
        if (vllmShown.size() > 2) // published: by its Hub id; else the export folder by its name
            vllmShown[2] = !extra.repoId.isEmpty() ? extra.repoId : shownFolder(exportDir);
        md += u"With [vLLM](https://docs.vllm.ai/) (it reads the Quark quantization from `config.json`):\n\n"_s;
        md += fenced(ServeReadiness::displayCommand(vllmShown), u"bash"_s) + u'\n';
        const bool sameTp = serve && serve->tensorParallelSizeRecorded && serve->tensorParallelSize == tp;
        QStringList findingLines;
        for (const ServeFinding &finding : sameTp ? serve->findings : QList<ServeFinding>()) {
            if (finding.severity != ServeFinding::Severity::Info)
                findingLines.append(u"- **%1**: %2 %3"_s.arg(severityName(finding.severity),
                                                              ModelCard::escapeMarkdown(finding.text.english()),
                                                              ModelCard::escapeMarkdown(finding.fix.english())));
        }
        if (!findingLines.isEmpty())
            md += u"Checked for tensor-parallel size %1:\n\n"_s.arg(tp) + findingLines.join(u'\n') + u"\n\n"_s;
        QStringList lmEval = ServeReadiness::lmEvalArgv(plan, manifest, tp);
        if (lmEval.size() > 4)
            lmEval[4].replace(u"pretrained="_s + exportDir,
                              u"pretrained="_s + (!extra.repoId.isEmpty() ? extra.repoId : shownFolder(exportDir)));
        md += u"Evaluate it with [lm-evaluation-harness](https://github.com/EleutherAI/lm-evaluation-harness):\n\n"_s;
        md += fenced(ServeReadiness::displayCommand(lmEval), u"bash"_s) + u'\n';
    }

    /// The command that ran, the software it ran with, and when.
    void howItWasMade()
    {
        md += u"## How it was made\n\n"_s;
        md += u"With PTQ Studio %1, which ran this command after it was approved:\n\n"_s.arg(
            ModelCard::escapeMarkdown(appVersion()));
        QStringList argv = typed ? typed->run.argv : QStringList();
        if (!argv.isEmpty()) {
            // The program's own folder (a path on the machine that made it) says nothing to a reader,
            // and local folders say where that machine keeps its files: each by its name.
            argv[0] = QFileInfo(argv[0]).fileName();
            bool named = false;
            for (qsizetype i = 1; i < argv.size(); ++i) {
                if (QDir::isAbsolutePath(argv[i])) {
                    argv[i] = shownFolder(argv[i]);
                    named = true;
                }
            }
            md += fenced(ServeReadiness::displayCommand(argv), u"bash"_s) + u'\n';
            if (named)
                md += u"(Local folders are shown by their names.)\n\n"_s;
        } else {
            md += u"(no command recorded)\n\n"_s;
        }
        md += u"| Software | Version |\n|---|---|\n"_s;
        for (const auto &[label, key] : {std::pair{"amd-quark", "amd_quark"}, std::pair{"torch", "torch"},
                                         std::pair{"transformers", "transformers"}, std::pair{"Python", "python"}}) {
            const QString v = typed ? typed->version(key) : QString();
            md += u"| %1 | %2 |\n"_s.arg(QString::fromLatin1(label), v.isEmpty() ? u"not recorded"_s : ModelCard::escapeMarkdown(v));
        }
        md += u"| PTQ Studio | %1 |\n\n"_s.arg(ModelCard::escapeMarkdown(appVersion()));
        if (typed && typed->run.finishedAt)
            md += u"Quantized on %1.\n\n"_s.arg(ModelCard::escapeMarkdown(typed->run.finishedAt->toUTC().toString(Qt::ISODate)));
        if (extra.generatedAt.isValid())
            md += u"Card written %1.\n\n"_s.arg(extra.generatedAt.toUTC().toString(Qt::ISODate));
        md += QString::fromLatin1(ModelCard::kGeneratedMarker) + u'\n';
    }

    const AnalysisFacts &analysis;
    const PlanDocument &plan;
    const Json &manifest;
    const ModelCard::Inputs &extra;
    const std::optional<RunManifest> typed;
    const std::optional<ServeRecord> serve;
    const QString scheme;
    const QStringList overrides;
    const bool kvFp8;
    const QString baseModel;
    const QString modelName;
    const QString exportDir;
    const int tp;
    QString md;
};

} // namespace

QByteArray ModelCard::render(const AnalysisFacts &analysis, const PlanDocument &plan, const Json &manifest,
                             const Inputs &extra)
{
    return Card(analysis, plan, manifest, extra).render();
}

Result<Json> ModelCard::frontMatterOf(const QByteArray &readme, const QString &origin)
{
    QByteArray text = readme;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    text.replace("\r\n", "\n");
    if (!text.startsWith("---\n"))
        return Error{Error::Code::Malformed, tr("%1 has no YAML front matter (it does not start with ---).").arg(origin)};
    const qsizetype start = 4;
    qsizetype end = -1;
    for (qsizetype at = start; at <= text.size();) {
        qsizetype eol = text.indexOf('\n', at);
        if (eol < 0)
            eol = text.size();
        const QByteArray line = text.mid(at, eol - at);
        if (line == "---" || line == "...") {
            end = at;
            break;
        }
        at = eol + 1;
    }
    if (end < 0)
        return Error{Error::Code::Malformed, tr("%1's YAML front matter has no closing ---.").arg(origin)};
    const QByteArray yaml = text.mid(start, end - start);
    if (yaml.trimmed().isEmpty())
        return Json(Json::object());
    Result<Json> parsed = ArtifactIo::parseYaml(yaml, origin);
    if (!parsed)
        return parsed.error();
    if (!parsed->is_object())
        return Error{Error::Code::Malformed, tr("%1's YAML front matter is not a mapping.").arg(origin)};
    return parsed;
}

QString ModelCard::licenseFromCard(const QByteArray &readme)
{
    const Result<Json> front = frontMatterOf(readme);
    if (!front)
        return {};
    const Json &license = jsonField(*front, "license");
    if (license.is_string())
        return QString::fromStdString(license.get<std::string>()).trimmed();
    return {};
}

QString ModelCard::pipelineTagFromCard(const QByteArray &readme)
{
    const Result<Json> front = frontMatterOf(readme);
    return front ? jsonString(*front, "pipeline_tag").trimmed() : QString();
}

bool ModelCard::isOurs(const QByteArray &readme)
{
    return readme.contains(kGeneratedMarker);
}

QByteArray ModelCard::readSourceCard(const AnalysisFacts &source, const QProcessEnvironment &env)
{
    QString folder;
    if ((source.sourceKind == u"local"_s || source.sourceKind == u"cache"_s) && !source.sourcePath.isEmpty()) {
        folder = source.sourcePath;
    } else if (!source.repoId.isEmpty()) {
        const QString revision = !source.commit.isEmpty() ? source.commit : !source.revision.isEmpty() ? source.revision : u"main"_s;
        if (const auto snapshot = HfCache::resolveSnapshot(HfCache::hubCacheDir(env), source.repoId, revision))
            folder = snapshot->first;
    }
    if (folder.isEmpty())
        return {};
    const Result<QByteArray> bytes = ArtifactIo::readFile(QDir(folder).filePath(u"README.md"_s), kMaxCardBytes);
    return bytes ? *bytes : QByteArray();
}

Result<ModelCard::Written> ModelCard::writeInto(const QString &exportDir, const QByteArray &card)
{
    const QDir dir(exportDir);
    if (exportDir.isEmpty() || !dir.exists())
        return Error{Error::Code::NotFound, tr("The export folder %1 does not exist.").arg(exportDir)};
    Written written;
    written.path = dir.filePath(u"README.md"_s);
    const QFileInfo existing(written.path);
    if (existing.exists() || existing.isSymLink()) {
        const Result<QByteArray> old = ArtifactIo::readFile(written.path, kMaxCardBytes);
        const bool ours = old && isOurs(*old);
        if (!ours) {
            // Not ours (the user's, or one copied from the source): keep it beside the card.
            const QString kept = dir.filePath(u"README.source.md"_s);
            if (QFileInfo::exists(kept) || QFileInfo(kept).isSymLink())
                return Error{Error::Code::WriteFailed,
                             tr("%1 was not written by PTQ Studio and %2 already exists; the model card was not "
                                "written so that neither is lost. Move one of them away and write the card again.")
                                 .arg(written.path, kept)};
            if (!QFile::rename(written.path, kept))
                return Error{Error::Code::WriteFailed,
                             tr("Could not keep %1 as %2; the model card was not written.").arg(written.path, kept)};
            written.keptSource = kept;
        }
    }
    if (const Status saved = ArtifactIo::writeAtomically(written.path, card); !saved)
        return saved.error();
    written.sha256 = ArtifactIo::sha256Hex(card);
    return written;
}

Json ModelCard::cardRecord(const Written &written, const QString &license)
{
    return Json{{"path", written.path.toStdString()},
                {"sha256", written.sha256.toStdString()},
                {"source_readme", written.keptSource.isEmpty() ? Json(nullptr) : Json(written.keptSource.toStdString())},
                {"license", license.isEmpty() ? Json(nullptr) : Json(license.toStdString())}};
}

} // namespace ptq
