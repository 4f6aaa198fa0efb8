// Our schemas extend the upstream contracts strictly, and the contract level we derive from
// ours judges every document exactly as the real upstream files do.
#include "artifacts/artifactio.h"
#include "artifacts/schemavalidator.h"
#include "testsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using ptq::ArtifactKind;
using ptq::Json;
using ptq::SchemaLevel;
using ptq::SchemaValidator;

Q_DECLARE_METATYPE(ptq::ArtifactKind)

namespace {

Json loadFixture(const QString &relative)
{
    const ptq::Result<ptq::LoadedDocument> loaded = ptq::ArtifactIo::load(ptq::test::fixturePath(relative));
    if (!loaded)
        qFatal("fixture %s: %s", qPrintable(relative), qPrintable(loaded.error().message));
    return loaded->json;
}

QString fixtureFor(ArtifactKind kind, const QString &flavour)
{
    return u"artifacts/%1/%2"_s.arg(flavour, ptq::artifactFileName(kind));
}

Json upstreamSchema(ArtifactKind kind)
{
    const QString path = ptq::test::upstreamContractPath(kind);
    if (path.isEmpty())
        return Json();
    return ptq::test::readJson(path);
}

bool upstreamAccepts(ArtifactKind kind, const Json &document)
{
    const ptq::Result<QList<ptq::SchemaViolation>> result = SchemaValidator::validate(upstreamSchema(kind), document);
    if (!result)
        qFatal("upstream schema: %s", qPrintable(result.error().message));
    return result->isEmpty();
}

QString describe(const QList<ptq::SchemaViolation> &violations)
{
    QStringList lines;
    for (const auto &v : violations)
        lines.append(v.toString());
    return lines.join(u'\n');
}

// Walks an upstream (sub)schema and ours side by side.
void compareLevel(const Json &upstream, const Json &ours, const QString &where, QStringList &problems)
{
    if (!upstream.is_object())
        return;
    if (upstream.contains("type") && (!ours.contains("type") || ours.at("type") != upstream.at("type")))
        problems.append(u"%1: type differs"_s.arg(where));
    if (upstream.contains("enum") && (!ours.contains("enum") || ours.at("enum") != upstream.at("enum")))
        problems.append(u"%1: enum differs"_s.arg(where));
    if (auto req = upstream.find("required"); req != upstream.end()) {
        for (const Json &name : *req) {
            const bool inOurs = ours.contains("required")
                && std::find(ours.at("required").begin(), ours.at("required").end(), name) != ours.at("required").end();
            const bool inMarker = ours.contains("x-upstream-required")
                && std::find(ours.at("x-upstream-required").begin(), ours.at("x-upstream-required").end(), name)
                    != ours.at("x-upstream-required").end();
            if (!inOurs || !inMarker)
                problems.append(u"%1: required field %2 not kept"_s.arg(where, QString::fromStdString(name.get<std::string>())));
        }
    }
    if (auto props = upstream.find("properties"); props != upstream.end()) {
        for (const auto &[name, sub] : props->items()) {
            const QString child = where + u'/' + QString::fromStdString(name);
            if (!ours.contains("properties") || !ours.at("properties").contains(name)) {
                problems.append(u"%1: property missing"_s.arg(child));
                continue;
            }
            const Json &mine = ours.at("properties").at(name);
            if (mine.value("x-studio", false))
                problems.append(u"%1: an upstream property is marked x-studio"_s.arg(child));
            compareLevel(sub, mine, child, problems);
        }
    }
    if (auto items = upstream.find("items"); items != upstream.end() && ours.contains("items"))
        compareLevel(*items, ours.at("items"), where + u"/items"_s, problems);
    if (auto extra = upstream.find("additionalProperties"); extra != upstream.end() && extra->is_object()) {
        if (!ours.contains("additionalProperties") || ours.at("additionalProperties") != *extra)
            problems.append(u"%1: additionalProperties differs"_s.arg(where));
    }
}

} // namespace

class TestSchemas : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        for (ArtifactKind kind : ptq::kAllArtifactKinds) {
            QVERIFY2(!ptq::test::upstreamContractPath(kind).isEmpty(),
                     "shared/contracts/upstream must sit beside the checkout (or set PTQ_UPSTREAM_CONTRACTS)");
        }
    }

    void kinds_data()
    {
        QTest::addColumn<ArtifactKind>("kind");
        QTest::newRow("model_analysis") << ArtifactKind::Analysis;
        QTest::newRow("quant_plan") << ArtifactKind::Plan;
        QTest::newRow("run_manifest") << ArtifactKind::Manifest;
    }

    void ourSchema_isCompiledIn_data() { kinds_data(); }
    void ourSchema_isCompiledIn()
    {
        QFETCH(ArtifactKind, kind);
        const Json &schema = SchemaValidator::studioSchema(kind);
        QVERIFY(schema.at("title").get<std::string>().starts_with(ptq::artifactSchemaTitle(kind).toStdString()));
    }

    void ourSchema_keepsEveryUpstreamRequiredFieldAndType_data() { kinds_data(); }
    void ourSchema_keepsEveryUpstreamRequiredFieldAndType()
    {
        QFETCH(ArtifactKind, kind);
        QStringList problems;
        compareLevel(upstreamSchema(kind), SchemaValidator::studioSchema(kind), QString(), problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void studioFixture_isValidEverywhere_data() { kinds_data(); }
    void studioFixture_isValidEverywhere()
    {
        QFETCH(ArtifactKind, kind);
        const Json doc = loadFixture(fixtureFor(kind, u"studio"_s));
        const ptq::ArtifactCheck check = SchemaValidator::check(kind, doc);
        QVERIFY2(check.studioValid(), qPrintable(describe(check.studio)));
        QVERIFY(SchemaValidator::validate(kind, SchemaLevel::Contract, doc).isEmpty());
        QVERIFY(upstreamAccepts(kind, doc));
    }

    void upstreamOnlyFixture_loadsAndSaysWhatIsMissing_data() { kinds_data(); }
    void upstreamOnlyFixture_loadsAndSaysWhatIsMissing()
    {
        QFETCH(ArtifactKind, kind);
        const Json doc = loadFixture(fixtureFor(kind, u"upstream"_s));
        QVERIFY(upstreamAccepts(kind, doc));
        const ptq::ArtifactCheck check = SchemaValidator::check(kind, doc);
        QVERIFY2(check.contractValid(), qPrintable(describe(check.contract)));
        QVERIFY(check.upstreamOnly());
        QVERIFY(check.missingForStudio().contains(u"/generator"_s));
    }

    void helperArtifacts_areValid()
    {
        const QByteArray sha(64, 'a');
        QVERIFY(SchemaValidator::check(ArtifactKind::Analysis, ptq::test::makeAnalysis(true)).studioValid());
        QVERIFY(SchemaValidator::check(ArtifactKind::Analysis, ptq::test::makeAnalysis(false)).studioValid());
        QVERIFY(SchemaValidator::check(ArtifactKind::Plan, ptq::test::makePlan(sha, true)).studioValid());
        QVERIFY(SchemaValidator::check(ArtifactKind::Plan, ptq::test::makePlan(sha, false)).studioValid());
        const auto manifest = SchemaValidator::check(ArtifactKind::Manifest, ptq::test::makeManifest(sha, sha, true));
        QVERIFY2(manifest.studioValid(), qPrintable(describe(manifest.studio)));
        QVERIFY(SchemaValidator::check(ArtifactKind::Manifest, ptq::test::makeManifest(sha, sha, false)).studioValid());
    }

    void mutation_isJudgedLikeUpstream_data()
    {
        QTest::addColumn<ArtifactKind>("kind");
        QTest::addColumn<QString>("flavour");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value"); // JSON text, or empty to remove the field
        QTest::addColumn<bool>("studioValid");
        QTest::addColumn<bool>("contractValid");
        QTest::addColumn<QString>("reported"); // a pointer that must appear in the violations

        const auto A = ArtifactKind::Analysis;
        const auto P = ArtifactKind::Plan;
        const auto M = ArtifactKind::Manifest;
        const QString S = u"studio"_s;
        const QString U = u"upstream"_s;
        auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };
        row("analysis: extra field is fine") << A << S << u"/x_note"_s << u"1"_s << true << true << QString();
        row("analysis: risks missing") << A << S << u"/risks"_s << QString() << false << false << QString();
        row("analysis: unknown status") << A << S << u"/analysis_status"_s << u"\"done\""_s << false << false
                                        << u"/analysis_status"_s;
        row("analysis: negative count") << A << S << u"/quantization_targets/linear_layer_count"_s << u"-1"_s << false
                                        << false << u"/quantization_targets/linear_layer_count"_s;
        row("analysis: fractional count") << A << S << u"/quantization_targets/linear_layer_count"_s << u"1.5"_s
                                          << false << false << u"/quantization_targets/linear_layer_count"_s;
        row("analysis: count as text") << A << S << u"/quantization_targets/linear_layer_count"_s << u"\"196\""_s
                                       << false << false << u"/quantization_targets/linear_layer_count"_s;
        row("analysis: unknown severity") << A << S << u"/risks/0/severity"_s << u"\"critical\""_s << false << false
                                          << u"/risks/0/severity"_s;
        row("analysis: model_type not text") << A << S << u"/model/model_type"_s << u"7"_s << false << false
                                             << u"/model/model_type"_s;
        row("analysis: confirmation missing") << A << S << u"/confirmation"_s << QString() << false << true << QString();
        row("analysis: confirmed without time") << A << S << u"/confirmation/at"_s << u"null"_s << false << true
                                                << u"/confirmation/at"_s;
        row("analysis: unknown source") << A << S << u"/source/kind"_s << u"\"s3\""_s << false << true
                                        << u"/source/kind"_s;
        row("analysis: commit is a branch") << A << S << u"/source/commit"_s << u"\"main\""_s << false << true
                                            << u"/source/commit"_s;
        row("analysis: empty model path") << A << S << u"/model/model_path"_s << u"\"\""_s << false << true
                                          << u"/model/model_path"_s;
        row("analysis: bad timestamp") << A << S << u"/created_at"_s << u"\"yesterday\""_s << false << true
                                       << u"/created_at"_s;
        row("analysis: unknown count method") << A << S << u"/quantization_targets/count_method"_s << u"\"guess\""_s
                                              << false << true << u"/quantization_targets/count_method"_s;
        row("analysis upstream: remote code as text") << A << U << u"/model/trust_remote_code"_s << u"\"no\""_s
                                                      << false << false << u"/model/trust_remote_code"_s;
        row("plan: scheme missing") << P << S << u"/global_scheme"_s << QString() << false << false << QString();
        row("plan: kv scheme a number") << P << S << u"/kv_cache_scheme"_s << u"5"_s << false << false
                                        << u"/kv_cache_scheme"_s;
        row("plan: override not text") << P << S << u"/layer_quant_config"_s << u"{\"*mlp*\": 4}"_s << false << false
                                       << u"/layer_quant_config/*mlp*"_s;
        row("plan: unknown evaluation") << P << S << u"/evaluation_intent"_s << u"\"some\""_s << false << false
                                        << u"/evaluation_intent"_s;
        row("plan: confirmation flag as text") << P << S << u"/requires_confirmation"_s << u"\"no\""_s << false
                                               << false << u"/requires_confirmation"_s;
        row("plan: unconfirmed but dated") << P << S << u"/requires_confirmation"_s << u"true"_s << false << true
                                           << u"/confirmation/confirmed_at"_s;
        row("plan: zero samples") << P << S << u"/calibration/num_calib_data"_s << u"0"_s << false << true
                                  << u"/calibration/num_calib_data"_s;
        row("plan: short sha") << P << S << u"/model/analysis_sha256"_s << u"\"abc\""_s << false << true
                               << u"/model/analysis_sha256"_s;
        row("plan: unknown exclusion source") << P << S << u"/exclude_layers_source"_s << u"\"both\""_s << false
                                              << true << u"/exclude_layers_source"_s;
        row("plan: unknown device strategy") << P << S << u"/device_strategy"_s << u"\"gpu\""_s << false << true
                                             << u"/device_strategy"_s;
        row("plan upstream: algorithm as list") << P << U << u"/algorithm"_s << u"[\"awq\"]"_s << false << false
                                                << u"/algorithm"_s;
        // Found by fuzz_artifact: a date-time that is no string stopped valijson (it threw).
        row("manifest: created_at null") << M << S << u"/created_at"_s << u"null"_s << false << true << u"/created_at"_s;
        row("manifest: created_at a number") << M << S << u"/created_at"_s << u"4052"_s << false << true << u"/created_at"_s;
        row("plan: created_at null") << P << S << u"/created_at"_s << u"null"_s << false << true << u"/created_at"_s;
        row("manifest: steps missing") << M << S << u"/steps"_s << QString() << false << false << QString();
        row("manifest: unknown step kind") << M << S << u"/steps/0/kind"_s << u"\"execute\""_s << false << false
                                           << u"/steps/0/kind"_s;
        row("manifest: reason not text") << M << S << u"/checkpoints/0/reason"_s << u"3"_s << false << false
                                         << u"/checkpoints/0/reason"_s;
        row("manifest: blocker not text") << M << S << u"/blocked_by"_s << u"[\"x\", 1]"_s << false << false
                                          << u"/blocked_by/1"_s;
        row("manifest: other workflow") << M << S << u"/workflow"_s << u"\"other\""_s << false << true
                                        << u"/workflow"_s;
        row("manifest: unknown checkpoint") << M << S << u"/checkpoints/0/id"_s << u"\"start\""_s << false << true
                                            << u"/checkpoints/0/id"_s;
        row("manifest: run step without argv") << M << S << u"/steps/3/argv"_s << QString() << false << true
                                               << u"/steps/3"_s;
        row("manifest: env value not text") << M << S << u"/steps/3/env"_s << u"{\"A\": 1}"_s << false << true
                                            << u"/steps/3/env/A"_s;
        row("manifest: approved without hash") << M << S << u"/approval/status"_s << u"\"approved\""_s << false
                                               << true << u"/approval/sha256"_s;
        row("manifest: relative output") << M << S << u"/outputs/output_dir"_s << u"\"out/model\""_s << false << true
                                         << u"/outputs/output_dir"_s;
        row("manifest upstream: inputs missing") << M << U << u"/inputs"_s << QString() << false << false << QString();
        row("manifest upstream: produces not a list") << M << U << u"/steps/0/produces"_s << u"\"x\""_s << false
                                                      << false << u"/steps/0/produces"_s;
    }

    void mutation_isJudgedLikeUpstream()
    {
        QFETCH(ArtifactKind, kind);
        QFETCH(QString, flavour);
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(bool, studioValid);
        QFETCH(bool, contractValid);
        QFETCH(QString, reported);

        Json doc = loadFixture(fixtureFor(kind, flavour));
        const Json::json_pointer ptr(pointer.toStdString());
        if (value.isEmpty()) {
            QVERIFY(doc.contains(ptr));
            doc[ptr.parent_pointer()].erase(ptr.back());
        } else {
            doc[ptr] = Json::parse(value.toStdString());
        }

        const QList<ptq::SchemaViolation> studio = SchemaValidator::validate(kind, SchemaLevel::Studio, doc);
        const QList<ptq::SchemaViolation> contract = SchemaValidator::validate(kind, SchemaLevel::Contract, doc);
        QCOMPARE(studio.isEmpty(), studioValid);
        QCOMPARE(contract.isEmpty(), contractValid);
        QCOMPARE(upstreamAccepts(kind, doc), contractValid);
        if (!reported.isEmpty()) {
            bool found = false;
            for (const auto &v : studio)
                found = found || v.pointer == reported;
            QVERIFY2(found, qPrintable(u"expected a violation at %1, got:\n%2"_s.arg(reported, describe(studio))));
        }
    }
};

QTEST_GUILESS_MAIN(TestSchemas)
#include "tst_schemas.moc"
