// The strict JSON scanner behind safetensors headers and index files: it must accept exactly
// what a conforming parser accepts and decode strings the same way. nlohmann::json, which the
// rest of the app uses, is the reference; random mutants of real documents are judged by both.

#include "artifacts/jsonscanner.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <QScopeGuard>

#include <clocale>
#include <random>

using namespace Qt::Literals::StringLiterals;

namespace {

bool scannerAccepts(std::string_view text)
{
    ptq::JsonScanner s(text);
    return s.skipValue(1000) && s.atEnd();
}

bool referenceAccepts(std::string_view text)
{
    return nlohmann::json::accept(text.begin(), text.end());
}

} // namespace

class TestJsonScanner : public QObject
{
    Q_OBJECT

private slots:
    void acceptsWhatJsonAccepts_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("object") << QByteArray(R"({"a": [1, -2.5e3, true, false, null, "x"]})") << true;
        QTest::newRow("empty containers") << QByteArray(R"({"a":{},"b":[]})") << true;
        QTest::newRow("escapes") << QByteArray("[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"]") << true;
        QTest::newRow("utf-8 in a string") << QByteArray("[\"gr\xC3\xBC\xC3\x9F\"]") << true;
        QTest::newRow("trailing comma") << QByteArray(R"([1,])") << false;
        QTest::newRow("leading zero") << QByteArray(R"([01])") << false;
        QTest::newRow("bare decimal point") << QByteArray(R"([1.])") << false;
        QTest::newRow("empty exponent") << QByteArray(R"([1e])") << false;
        QTest::newRow("plus sign") << QByteArray(R"([+1])") << false;
        QTest::newRow("single quotes") << QByteArray("['a']") << false;
        QTest::newRow("control character") << QByteArray("[\"a\tb\"]") << false;
        QTest::newRow("invalid escape") << QByteArray("[\"\\x\"]") << false;
        QTest::newRow("short \\u") << QByteArray("[\"\\u12\"]") << false;
        QTest::newRow("lone low surrogate") << QByteArray("[\"\\udc00\"]") << false;
        QTest::newRow("high surrogate alone") << QByteArray("[\"\\ud800x\"]") << false;
        QTest::newRow("overlong utf-8") << QByteArray("[\"\xC0\xAF\"]") << false;
        QTest::newRow("utf-8 surrogate") << QByteArray("[\"\xED\xA0\x80\"]") << false;
        QTest::newRow("truncated utf-8") << QByteArray("[\"\xE2\x82\"]") << false;
        QTest::newRow("unterminated string") << QByteArray("[\"abc") << false;
        QTest::newRow("two values") << QByteArray(R"({} {})") << false;
        QTest::newRow("missing colon") << QByteArray(R"({"a" 1})") << false;
        QTest::newRow("misspelt literal") << QByteArray(R"([tru])") << false;
        QTest::newRow("empty") << QByteArray() << false;
        QTest::newRow("double overflow") << QByteArray("[1e400]") << false;
        QTest::newRow("long integer overflow") << QByteArray("[" + QByteArray(400, '9') + "]") << false;
        QTest::newRow("long integer, negative exponent") << QByteArray("[" + QByteArray(400, '9') + "e-300]") << true;
        QTest::newRow("underflow") << QByteArray("[1e-400, 0.0000001e-330]") << true;
    }

    void acceptsWhatJsonAccepts()
    {
        // Number ranges must not depend on the C locale (Qt sets it from the environment).
        std::setlocale(LC_NUMERIC, "de_DE.UTF-8"); // where it exists
        const auto restore = qScopeGuard([] { std::setlocale(LC_NUMERIC, "C"); });
        QFETCH(QByteArray, text);
        QFETCH(bool, valid);
        const std::string_view view(text.constData(), std::size_t(text.size()));
        QCOMPARE(referenceAccepts(view), valid); // the table itself is right
        QCOMPARE(scannerAccepts(view), valid);
    }

    void randomMutants_agreeWithTheReference()
    {
        const std::vector<std::string> seeds = {
            R"({"model.layers.0.mlp.down_proj.weight":{"dtype":"F8_E4M3","shape":[4096,11008],"data_offsets":[0,45088768]},"__metadata__":{"format":"pt"}})",
            "{\"metadata\":{\"total_size\":1.5e10,\"total_parameters\":\"8030261248\"},\"weight_map\":{\"lm_head.weight\":\"model-00004-of-00004.safetensors\",\"a\\u00e9\\\"b\":\"x\"}}",
            "[0, -0.0, 1E+2, 3.25e-7, \"\\ud83d\\ude00\", {\"k\": [null, true, false]}]",
        };
        const std::string alphabet = "{}[],:\"\\u0123456789-+.eEabdftrnlsx \t\n\xC3\xA9\x80\xFF\x01\xED";
        std::mt19937 rng(20261130);
        int accepted = 0;
        int checked = 0;
        for (int round = 0; round < 30000; ++round) {
            std::string text = seeds[std::size_t(round) % seeds.size()];
            const int edits = 1 + int(rng() % 3);
            for (int e = 0; e < edits && !text.empty(); ++e) {
                const std::size_t at = rng() % text.size();
                const char c = alphabet[rng() % alphabet.size()];
                switch (rng() % 3) {
                case 0: text[at] = c; break;
                case 1: text.erase(at, 1); break;
                default: text.insert(at, 1, c); break;
                }
            }
            const bool reference = referenceAccepts(text);
            if (scannerAccepts(text) != reference)
                QFAIL(qPrintable(u"scanner and reference disagree (reference %1) on: %2"_s.arg(reference).arg(QString::fromLatin1(text))));
            accepted += reference ? 1 : 0;
            ++checked;
        }
        // Both outcomes must be well represented, or the comparison proves little.
        QVERIFY2(accepted > checked / 20 && accepted < checked - checked / 20, qPrintable(QString::number(accepted)));
    }

    void strings_decodeLikeTheReference_data()
    {
        QTest::addColumn<QByteArray>("literal");
        QTest::newRow("plain") << QByteArray(R"("model.layers.0.weight")");
        QTest::newRow("escapes") << QByteArray("\"a\\\"b\\\\c\\/d\\n\\t\"");
        QTest::newRow("bmp") << QByteArray("\"\\u00e9\\u4e2d\"");
        QTest::newRow("pair") << QByteArray("\"x\\ud83d\\ude00y\"");
        QTest::newRow("raw utf-8") << QByteArray("\"\xE4\xB8\xAD\xF0\x9F\x98\x80\"");
        QTest::newRow("long, escape at the end") << QByteArray("\"abcdefghijklmnopqrstuvwxyz0123456789\\n\"");
    }

    void strings_decodeLikeTheReference()
    {
        QFETCH(QByteArray, literal);
        ptq::JsonScanner s(std::string_view(literal.constData(), std::size_t(literal.size())));
        std::string_view out;
        QVERIFY(s.readString(out));
        QVERIFY(s.atEnd());
        QCOMPARE(std::string(out), nlohmann::json::parse(literal.constData()).get<std::string>());
    }

    void readUnsigned_takesOnlyNonNegativeIntegers_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qlonglong>("value");
        QTest::newRow("zero") << QByteArray("0") << true << 0LL;
        QTest::newRow("large") << QByteArray("9223372036854775807") << true << 9223372036854775807LL;
        QTest::newRow("overflow") << QByteArray("9223372036854775808") << false << 0LL;
        QTest::newRow("negative") << QByteArray("-1") << false << 0LL;
        QTest::newRow("fraction") << QByteArray("1.0") << false << 0LL;
        QTest::newRow("exponent") << QByteArray("1e3") << false << 0LL;
        QTest::newRow("string") << QByteArray("\"1\"") << false << 0LL;
    }

    void readUnsigned_takesOnlyNonNegativeIntegers()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, ok);
        QFETCH(qlonglong, value);
        ptq::JsonScanner s(std::string_view(text.constData(), std::size_t(text.size())));
        long long v = -1;
        QCOMPARE(s.readUnsigned(v), ok);
        if (ok)
            QCOMPARE(v, value);
        else
            QVERIFY(!s.error().empty());
    }

    void deepNesting_isBoundedAndSaysSo()
    {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        ptq::JsonScanner s(deep);
        QVERIFY(!s.skipValue(64));
        QVERIFY(s.tooDeep());
        const std::string sixtyFour = std::string(64, '[') + std::string(64, ']');
        ptq::JsonScanner shallow(sixtyFour);
        QVERIFY(shallow.skipValue(64));
    }

    void errors_carryTheirPosition()
    {
        const std::string text = R"({"a": [1, 2,, 3]})";
        ptq::JsonScanner s(text);
        QVERIFY(!s.skipValue());
        QCOMPARE(s.position(), text.find(",,") + 1);
        QVERIFY(!s.consume('}')); // after an error every call fails
    }
};

QTEST_GUILESS_MAIN(TestJsonScanner)
#include "tst_jsonscanner.moc"
