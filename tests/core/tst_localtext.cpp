// LocalText: risk messages, notes and verification details are stored in English with their
// arguments, and each reader sees them in their own language.
#include "analysis/modelanalyzer.h"
#include "artifacts/schemavalidator.h"
#include "i18n.h"
#include "localtext.h"
#include "run/outputverifier.h"
#include "source/localreader.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using ptq::Json;
using ptq::LocalText;
using ptq::test::ScopedLanguage;

namespace {

ptq::ModelAnalysis analyzeFixture(const QString &name)
{
    ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(ptq::test::fixturePath(u"models/"_s + name), ptq::SourceInfo());
    if (!files)
        qFatal("%s", qPrintable(files.error().message));
    ptq::Result<ptq::ModelAnalysis> analysis = ptq::ModelAnalyzer::analyze(*files);
    if (!analysis)
        qFatal("%s", qPrintable(analysis.error().message));
    return *analysis;
}

const Json *riskWithCode(const Json &doc, const char *code)
{
    for (const Json &r : doc.at("risks"))
        if (r.value("code", std::string()) == code)
            return &r;
    return nullptr;
}

} // namespace

class TestLocalText : public QObject
{
    Q_OBJECT

private slots:
    /// #33 item 15: a German interface on an English system grouped digits and named months in
    /// English. The language installed sets the default locale; taking it back restores it.
    void numbersAndDatesFollowTheInterfaceLanguage()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        {
            ScopedLanguage german(u"de"_s);
            QCOMPARE(QLocale().language(), QLocale::German);
            QCOMPARE(QLocale().toString(1234567), u"1.234.567"_s);
            QCOMPARE(QLocale().monthName(3), u"März"_s);
        }
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(QLocale().toString(1234567), u"1,234,567"_s);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Austria));
        {
            ScopedLanguage german(u"de"_s); // already German: the country's conventions stay
            QCOMPARE(QLocale().territory(), QLocale::Austria);
        }
        QLocale::setDefault(before);
    }

    void fillsPlaceholdersAsQStringArgDoes()
    {
        const LocalText t = LocalText::translatable("X", "%2 then %1, %2 again").arg(u"a"_s).arg(u"b"_s);
        QCOMPARE(t.english(), u"b then a, b again"_s); // lowest number first, every occurrence
        // An argument holding a placeholder is not filled again (chained QString::arg would).
        QCOMPARE(LocalText::translatable("X", "%1 and %2").arg(u"50%2"_s).arg(u"x"_s).english(), u"50%2 and x"_s);
        QCOMPARE(LocalText::translatable("X", "%1 of %2").arg(u"a"_s, u"b"_s).english(), u"a of b"_s);
        QCOMPARE(LocalText::translatable("X", "%1 MiB").arg(2.25, 0, 'f', 1).english(), u"%1 MiB"_s.arg(2.25, 0, 'f', 1));
        QCOMPARE(LocalText::translatable("X", "%1 left").english(), u"%1 left"_s); // unfilled stays
        QCOMPARE(LocalText::translatable("X", "%n file(s), %1", 3).arg(u"z"_s).english(), u"3 file(s), z"_s);
        QCOMPARE(LocalText(u"plain %1"_s).arg(u"text"_s).english(), u"plain text"_s);
        const LocalText joined = LocalText::joined({u"a"_s, LocalText::translatable("X", "b %1").arg(qint64(7))}, u"; "_s);
        QCOMPARE(joined.english(), u"a; b 7"_s);
        QVERIFY(!joined.isPlain());
        QVERIFY(LocalText::joined({LocalText(), LocalText()}, u", "_s).isEmpty());
        QVERIFY(LocalText().isEmpty());
    }

    void jsonRoundTripsAndRefusesWhatItDidNotWrite()
    {
        const LocalText t = LocalText::joined(
            {LocalText::translatable("Ctx", "%n shard(s) in %1", 2).arg(LocalText::translatable("Ctx", "no file")), u"x.safetensors"_s},
            u": "_s);
        const std::optional<LocalText> back = LocalText::fromJson(Json::parse(t.toJson().dump()));
        QVERIFY(back);
        QCOMPARE(*back, t);
        QCOMPARE(back->english(), u"2 shard(s) in no file: x.safetensors"_s);
        QCOMPARE(LocalText::fromJson(Json("plain"))->english(), u"plain"_s);
        for (const char *bad : {R"({"source": "no context"})", R"({"context": "C", "source": ""})", R"({"context": "C", "source": "s", "n": -1})",
                                R"({"context": "C", "source": "s", "args": "not a list"})", R"({"join": 1, "parts": []})", "42", "null"})
            QVERIFY2(!LocalText::fromJson(Json::parse(bad)), bad);
        Json deep = "leaf";
        for (int i = 0; i < 40; ++i)
            deep = Json{{"context", "C"}, {"source", "%1"}, {"args", Json::array({deep})}};
        QVERIFY2(!LocalText::fromJson(deep), "a crafted artifact cannot make the reader recurse without end");
        // A reader falls back to the stored English when the template is missing or malformed.
        QCOMPARE(LocalText::show(Json{{"message", "stored"}, {"message_i18n", {{"source", ""}}}}, "message"), u"stored"_s);
        QCOMPARE(LocalText::show(Json{{"message", "stored"}}, "message"), u"stored"_s);
        QCOMPARE(LocalText::show(Json::array(), "message"), QString());
    }

    void risksAreStoredInEnglishAndShownInTheReadersLanguage()
    {
        ptq::ModelAnalysis analysis;
        Json written;
        {
            const ScopedLanguage german(u"de"_s); // the analysing session speaks German
            QVERIFY(german.loaded());
            analysis = analyzeFixture(u"custom-remote"_s);
            written = analysis.toJson(u"2026-12-02T00:00:00Z"_s);
        }
        const Json *risk = riskWithCode(written, "remote-code");
        QVERIFY(risk);
        const QString english = QString::fromStdString(risk->at("message").get<std::string>());
        QVERIFY2(english.startsWith(u"config.json has an auto_map"_s), qPrintable(english));
        QVERIFY(risk->contains("message_i18n") && risk->contains("recovery_hint_i18n"));
        QCOMPARE(LocalText::show(*risk, "message"), english); // read in English
        {
            const ScopedLanguage german(u"de"_s); // read again in German
            const QString shown = LocalText::show(*risk, "message");
            QVERIFY2(shown.startsWith(u"config.json hat eine auto_map"_s), qPrintable(shown));
            QVERIFY(!LocalText::show(*risk, "recovery_hint").isEmpty());
            QVERIFY(LocalText::show(*risk, "recovery_hint") != QString::fromStdString(risk->at("recovery_hint").get<std::string>()));
        }
        // The notes too, and the artifact with its templates still passes both schemas.
        const Json &targets = written.at("quantization_targets");
        QVERIFY(targets.contains("count_note_i18n"));
        QVERIFY2(QString::fromStdString(targets.at("count_note").get<std::string>()).contains(u"layers"_s),
                 targets.at("count_note").dump().c_str());
        const ptq::ArtifactCheck check = ptq::SchemaValidator::check(ptq::ArtifactKind::Analysis, written);
        QVERIFY2(check.studioValid() && check.contract.isEmpty(), written.dump(2).c_str());
    }

    void verificationDetailsAreStoredInEnglishAndShownInTheReadersLanguage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(u"no-such-output"_s);
        Json checks;
        {
            const ScopedLanguage german(u"de"_s);
            checks = ptq::OutputVerifier::verify(missing, ptq::PlanDocument(), 0).toJson().at("checks");
        }
        const Json &first = checks.at(0);
        QCOMPARE(QString::fromStdString(first.at("detail").get<std::string>()), missing + u" does not exist."_s);
        const ScopedLanguage german(u"de"_s);
        QCOMPARE(LocalText::show(first, "detail"), missing + u" existiert nicht."_s);
    }
};

QTEST_GUILESS_MAIN(TestLocalText)
#include "tst_localtext.moc"
