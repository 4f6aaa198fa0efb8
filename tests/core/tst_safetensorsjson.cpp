// The JSON rules of safetensors headers and index files, read with simdjson's On-Demand API: the
// readers must accept exactly what a conforming parser accepts (strict RFC 8259, UTF-8 in every
// string, no text after the root, bounded nesting), decode strings the same way, and add the
// format's own rules (no repeated keys or tensors, integer shapes and offsets). nlohmann::json,
// which the rest of the app uses, is the reference; random mutants of real documents are judged
// by both. Any JSON value is checked by placing it where the index reader skips values.

#include "source/nametable.h"
#include "source/safetensors.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <QScopeGuard>

#include <clocale>
#include <deque>
#include <optional>
#include <random>

using namespace Qt::Literals::StringLiterals;
using ptq::Error;
using ptq::Safetensors;

namespace {

QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

/// @p value placed where the index reader only checks and skips.
QByteArray asSkippedValue(std::string_view value)
{
    return "{\"weight_map\":{},\"v\":" + bytes(value) + "}";
}

bool indexAccepts(const QByteArray &text)
{
    return Safetensors::parseIndex(text, u"model.safetensors.index.json"_s).ok();
}

bool referenceAccepts(std::string_view text)
{
    return nlohmann::json::accept(text.begin(), text.end());
}

bool referenceAcceptsObject(std::string_view text)
{
    const nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    return !j.is_discarded() && j.is_object();
}

/// A header with one tensor "a" whose shape is [@p dim].
QByteArray headerWithDim(const QByteArray &dim)
{
    return R"({"a":{"dtype":"U8","shape":[)" + dim + R"(],"data_offsets":[0,1]}})";
}

/// The header scan of @p text parsed in place (the caller leaves padding) and copied first must
/// agree.
QString scanInPlaceAndCopied(std::string_view text)
{
    std::string padded;
    padded.reserve(text.size() + Safetensors::kJsonPadding);
    padded.assign(text);
    auto none = [](const ptq::SafetensorsTensorView &) -> std::optional<Error> { return std::nullopt; };
    const ptq::Status inPlace = Safetensors::scanHeaderJson(padded, QString(), none, padded.capacity());
    const ptq::Status copied = Safetensors::scanHeaderJson(text, QString(), none);
    if (inPlace.ok() != copied.ok() || (!inPlace.ok() && inPlace.error() != copied.error()))
        return u"in place and copied disagree"_s;
    return inPlace.ok() ? QString() : inPlace.error().message;
}

/// What a header scan gave its sink, entry by entry, and where each name and dtype lay.
struct Scanned
{
    std::string name;
    std::string dtype;
    std::vector<qint64> shape;
    qint64 begin = 0;
    qint64 end = 0;
    bool nameInText = false;
    bool dtypeInText = false;
    friend bool operator==(const Scanned &, const Scanned &) = default;
};

struct ScanResult
{
    std::optional<ptq::Status> status; ///< nullopt: the DOM pass left the header to the On-Demand one
    std::vector<Scanned> entries;
    /// Status and entries, for a message.
    QString describe() const
    {
        QString text = !status ? u"(not decided)"_s : status->ok() ? u"ok"_s : status->error().message;
        for (const Scanned &e : entries)
            text += u" | %1 %2 %3 [%4,%5]"_s.arg(QString::fromStdString(e.name), QString::fromStdString(e.dtype)).arg(e.shape.size()).arg(e.begin).arg(e.end);
        return text;
    }
};

/// The header scan of @p text by one pass, on a copy with padding after it (@p inPlace) or none;
/// the sink refuses the entry numbered @p refuseAt (from 1), if any.
ScanResult scanBy(bool dom, std::string_view text, bool inPlace, int refuseAt = 0)
{
    std::string padded(text);
    if (inPlace)
        padded.reserve(text.size() + Safetensors::kJsonPadding);
    ScanResult r;
    auto sink = [&](const ptq::SafetensorsTensorView &t) -> std::optional<Error> {
        auto inText = [&](std::string_view v) { return v.data() >= padded.data() && v.data() + v.size() <= padded.data() + padded.size(); };
        r.entries.push_back({std::string(t.name), std::string(t.dtype), {t.shape.begin(), t.shape.end()}, t.begin, t.end, inText(t.name), inText(t.dtype)});
        if (int(r.entries.size()) == refuseAt)
            return Error{Error::Code::Invalid, u"refused"_s};
        return std::nullopt;
    };
    const std::size_t allocated = inPlace ? padded.capacity() : 0;
    if (dom)
        r.status = Safetensors::scanHeaderJsonDom(padded, sink, allocated);
    else
        r.status = Safetensors::scanHeaderJsonOnDemand(padded, u"m.safetensors"_s, sink, allocated);
    return r;
}

bool sameStatus(const ptq::Status &a, const ptq::Status &b)
{
    return a.ok() == b.ok() && (a.ok() || a.error() == b.error());
}

/// A header of @p tensors entries as quark-cli writes an fp8 shard (a weight, then its scale).
std::string fp8Header(int tensors)
{
    std::string header = "{\"__metadata__\":{\"format\":\"pt\"}";
    qint64 offset = 0;
    for (int t = 0; t < tensors; ++t) {
        const bool scale = t % 2;
        const qint64 bytes = scale ? 4 : 4096 * (t + 1);
        header += ",\"model.layers." + std::to_string(t / 2) + ".mlp.down_proj." + (scale ? "weight_scale" : "weight") + "\":{\"dtype\":\""
            + (scale ? "F32\",\"shape\":[]" : "F8_E4M3\",\"shape\":[64," + std::to_string(bytes / 64) + "]") + ",\"data_offsets\":["
            + std::to_string(offset) + "," + std::to_string(offset + bytes) + "]}";
        offset += bytes;
    }
    return header + "}  ";
}

} // namespace

class TestSafetensorsJson : public QObject
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
        QTest::newRow("utf-8 in a key") << QByteArray("{\"gr\xC3\xBC\xC3\x9F\":1}") << true;
        QTest::newRow("trailing comma") << QByteArray(R"([1,])") << false;
        QTest::newRow("trailing comma in an object") << QByteArray(R"({"a":1,})") << false;
        QTest::newRow("leading zero") << QByteArray(R"([01])") << false;
        QTest::newRow("negative leading zero") << QByteArray(R"([-01])") << false;
        QTest::newRow("bare decimal point") << QByteArray(R"([1.])") << false;
        QTest::newRow("empty exponent") << QByteArray(R"([1e])") << false;
        QTest::newRow("plus sign") << QByteArray(R"([+1])") << false;
        QTest::newRow("bare minus") << QByteArray(R"([-])") << false;
        QTest::newRow("hex") << QByteArray(R"([0x1])") << false;
        QTest::newRow("single quotes") << QByteArray("['a']") << false;
        QTest::newRow("control character") << QByteArray("[\"a\tb\"]") << false;
        QTest::newRow("control character in a key") << QByteArray("{\"a\x01\":1}") << false;
        QTest::newRow("invalid escape") << QByteArray("[\"\\x\"]") << false;
        QTest::newRow("invalid escape in a key") << QByteArray("{\"\\x\":1}") << false;
        QTest::newRow("short \\u") << QByteArray("[\"\\u12\"]") << false;
        QTest::newRow("lone low surrogate") << QByteArray("[\"\\udc00\"]") << false;
        QTest::newRow("high surrogate alone") << QByteArray("[\"\\ud800x\"]") << false;
        QTest::newRow("two high surrogates") << QByteArray("[\"\\ud800\\ud800\"]") << false;
        QTest::newRow("overlong utf-8") << QByteArray("[\"\xC0\xAF\"]") << false;
        QTest::newRow("utf-8 surrogate") << QByteArray("[\"\xED\xA0\x80\"]") << false;
        QTest::newRow("truncated utf-8") << QByteArray("[\"\xE2\x82\"]") << false;
        QTest::newRow("unterminated string") << QByteArray("[\"abc") << false;
        QTest::newRow("two values") << QByteArray(R"({} {})") << false;
        QTest::newRow("missing colon") << QByteArray(R"({"a" 1})") << false;
        QTest::newRow("missing comma") << QByteArray(R"([1 2])") << false;
        QTest::newRow("number key") << QByteArray(R"({1:2})") << false;
        QTest::newRow("unbalanced") << QByteArray(R"([[])") << false;
        QTest::newRow("misspelt literal") << QByteArray(R"([tru])") << false;
        QTest::newRow("literal with a tail") << QByteArray(R"([nullx])") << false;
        QTest::newRow("empty") << QByteArray() << false;
        QTest::newRow("double overflow") << QByteArray("[1e400]") << false;
        QTest::newRow("long integer overflow") << QByteArray("[" + QByteArray(400, '9') + "]") << false;
        QTest::newRow("long integer, negative exponent") << QByteArray("[" + QByteArray(400, '9') + "e-300]") << true;
        QTest::newRow("20-digit integer") << QByteArray("[18446744073709551616]") << true;
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
        QCOMPARE(indexAccepts(asSkippedValue(view)), valid);
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
        int headers = 0;
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
            // As a value the index reader skips: every part of the JSON grammar.
            const QByteArray wrapped = asSkippedValue(text);
            const bool reference = referenceAccepts(std::string_view(wrapped.constData(), std::size_t(wrapped.size())));
            if (indexAccepts(wrapped) != reference)
                QFAIL(qPrintable(u"the index reader and the reference disagree (reference %1) on: %2"_s.arg(reference).arg(QString::fromLatin1(wrapped))));
            // As a whole document: the root and what follows it. Only a weight_map is required.
            const ptq::Result<ptq::SafetensorsIndex> index = Safetensors::parseIndex(bytes(text), u"i.json"_s);
            const bool indexJson = index.ok() || index.error().code == Error::Code::Invalid;
            if (indexJson != referenceAcceptsObject(text))
                QFAIL(qPrintable(u"the index reader and the reference disagree on the document: %1"_s.arg(QString::fromLatin1(text))));
            // The header reader accepts only valid JSON, and the same where it lies or copied.
            const QString header = scanInPlaceAndCopied(text);
            if (header.isEmpty() && !referenceAccepts(text))
                QFAIL(qPrintable(u"the header reader accepts invalid JSON: %1"_s.arg(QString::fromLatin1(text))));
            if (header == u"in place and copied disagree"_s)
                QFAIL(qPrintable(u"in place and copied disagree on: %1"_s.arg(QString::fromLatin1(text))));
            headers += header.isEmpty() ? 1 : 0;
            accepted += reference ? 1 : 0;
            ++checked;
        }
        // Both outcomes must be well represented, or the comparison proves little.
        QVERIFY2(accepted > checked / 20 && accepted < checked - checked / 20, qPrintable(QString::number(accepted)));
        QVERIFY2(headers > checked / 100, qPrintable(QString::number(headers)));
    }

    void strings_decodeLikeTheReference_data()
    {
        QTest::addColumn<QByteArray>("literal");
        QTest::newRow("plain") << QByteArray(R"("model.layers.0.weight")");
        QTest::newRow("empty") << QByteArray(R"("")");
        QTest::newRow("escapes") << QByteArray("\"a\\\"b\\\\c\\/d\\n\\t\"");
        QTest::newRow("bmp") << QByteArray("\"\\u00e9\\u4e2d\"");
        QTest::newRow("pair") << QByteArray("\"x\\ud83d\\ude00y\"");
        QTest::newRow("raw utf-8") << QByteArray("\"\xE4\xB8\xAD\xF0\x9F\x98\x80\"");
        QTest::newRow("long, escape at the end") << QByteArray("\"abcdefghijklmnopqrstuvwxyz0123456789\\n\"");
        QTest::newRow("escaped backslashes only") << QByteArray(R"("\\\\")");
    }

    void strings_decodeLikeTheReference()
    {
        QFETCH(QByteArray, literal);
        const std::string expected = nlohmann::json::parse(literal.constData()).get<std::string>();
        // Index: a weight_map key and its shard.
        const ptq::Result<ptq::SafetensorsIndex> index = Safetensors::parseIndex("{\"weight_map\":{" + literal + ":" + literal + "}}", u"i.json"_s);
        QVERIFY2(index.ok(), qPrintable(index.ok() ? QString() : index.error().message));
        QCOMPARE(index->tensorNames, std::vector<std::string_view>{expected});
        QCOMPARE(index->positionOf(expected), 0u);
        QCOMPARE(index->tensorShards, std::vector<std::uint32_t>{0});
        QCOMPARE(index->shardNames, std::vector<std::string>{expected});
        QCOMPARE(index->shardFiles.count(expected), std::size_t(1));
        // Header: a tensor name and its dtype, as copies and as the views the verifier keeps.
        const QByteArray header = "{" + literal + ":{\"dtype\":" + literal + ",\"shape\":[],\"data_offsets\":[0,1]}}";
        const ptq::Result<ptq::SafetensorsHeader> parsed = Safetensors::parseHeaderJson(header, u"m.safetensors"_s);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().message));
        QCOMPARE(parsed->tensors.size(), std::size_t(1));
        QCOMPARE(parsed->tensors[0].name, expected);
        QCOMPARE(parsed->tensors[0].dtype, expected);
        std::string padded(header.constData(), std::size_t(header.size()));
        padded.reserve(padded.size() + Safetensors::kJsonPadding);
        int seen = 0;
        const ptq::Status scanned = Safetensors::scanHeaderJson(
            padded, QString(),
            [&](const ptq::SafetensorsTensorView &t) -> std::optional<Error> {
                ++seen;
                if (t.name != expected || t.dtype != expected)
                    return Error{Error::Code::Invalid, u"decoded differently"_s};
                // Written without escapes, a name is a view of the text itself (nothing copied).
                const bool inText = t.name.data() >= padded.data() && t.name.data() <= padded.data() + padded.size();
                if (inText != (literal.indexOf('\\') < 0))
                    return Error{Error::Code::Invalid, u"a view in the wrong place"_s};
                return std::nullopt;
            },
            padded.capacity());
        QVERIFY2(scanned.ok(), qPrintable(scanned.ok() ? QString() : scanned.error().message));
        QCOMPARE(seen, 1);
    }

    void unsigned_takesOnlyNonNegativeIntegers_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error"); // empty: accepted
        QTest::addColumn<qlonglong>("value");
        QTest::newRow("zero") << QByteArray("0") << QString() << 0LL;
        QTest::newRow("spaces around") << QByteArray(" \n 7 \t") << QString() << 7LL;
        QTest::newRow("large") << QByteArray("9223372036854775807") << QString() << 9223372036854775807LL;
        QTest::newRow("overflow") << QByteArray("9223372036854775808") << u"too large for 63 bits"_s << 0LL;
        QTest::newRow("far overflow") << QByteArray("184467440737095516160") << u"too large for 63 bits"_s << 0LL;
        QTest::newRow("negative") << QByteArray("-1") << u"negative"_s << 0LL;
        QTest::newRow("negative zero") << QByteArray("-0") << u"negative"_s << 0LL;
        QTest::newRow("fraction") << QByteArray("1.0") << u"non-integer"_s << 0LL;
        QTest::newRow("exponent") << QByteArray("1e3") << u"non-integer"_s << 0LL;
        QTest::newRow("double overflow") << QByteArray("1e400") << u"too large for a double"_s << 0LL;
        QTest::newRow("leading zero") << QByteArray("01") << u"invalid number"_s << 0LL;
        QTest::newRow("string") << QByteArray("\"1\"") << u"expected a number"_s << 0LL;
        QTest::newRow("literal") << QByteArray("true") << u"expected a number"_s << 0LL;
        QTest::newRow("nothing") << QByteArray(",") << u"expected a number"_s << 0LL;
    }

    void unsigned_takesOnlyNonNegativeIntegers()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        QFETCH(qlonglong, value);
        const ptq::Result<ptq::SafetensorsHeader> shape = Safetensors::parseHeaderJson(headerWithDim(text), u"m.safetensors"_s);
        if (error.isEmpty()) {
            QVERIFY2(shape.ok(), qPrintable(shape.ok() ? QString() : shape.error().message));
            QCOMPARE(shape->tensors.at(0).shape, std::vector<qint64>{value});
        } else {
            QVERIFY(!shape.ok());
            QVERIFY2(shape.error().message.contains(error), qPrintable(shape.error().message));
        }
        // The same rule for data_offsets.
        const QByteArray offsets = R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,)" + text + "]}}";
        const ptq::Result<ptq::SafetensorsHeader> offset = Safetensors::parseHeaderJson(offsets, u"m.safetensors"_s);
        QCOMPARE(offset.ok(), error.isEmpty());
        if (offset.ok())
            QCOMPARE(offset->tensors.at(0).end, value);
    }

    void headerRules_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error"); // empty: valid
        const QByteArray a = R"("a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]})";
        QTest::newRow("valid") << "{" + a + "}" << QString();
        QTest::newRow("empty object") << QByteArray("{}") << QString();
        QTest::newRow("spaces everywhere") << QByteArray(" { \"a\" : { \"dtype\" : \"U8\" , \"shape\" : [ 1 , 2 ] , \"data_offsets\" : [ 0 , 2 ] } } \n")
                                           << QString();
        QTest::newRow("metadata strings") << R"({"__metadata__":{"format":"pt","":""},)" + a + "}" << QString();
        QTest::newRow("metadata only") << QByteArray(R"({"__metadata__":{}})") << QString();
        QTest::newRow("metadata number") << R"({"__metadata__":{"n":1},)" + a + "}" << u"a __metadata__ value that is not a string"_s;
        QTest::newRow("metadata object") << R"({"__metadata__":{"n":{}},)" + a + "}" << u"not a string"_s;
        QTest::newRow("metadata not an object") << QByteArray(R"({"__metadata__":"pt"})") << u"expected '{'"_s;
        QTest::newRow("metadata bad escape") << R"({"__metadata__":{"n":"\q"},)" + a + "}" << u"invalid escape"_s;
        QTest::newRow("metadata bad utf-8") << "{\"__metadata__\":{\"n\":\"\xC0\xAF\"}," + a + "}" << u"invalid UTF-8"_s;
        QTest::newRow("duplicate name") << "{" + a + "," + a + "}" << u"tensor \"a\" appears twice"_s;
        QTest::newRow("escaped duplicate name") << "{" + a + ",\"\\u0061\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[1,2]}}"
                                                << u"appears twice"_s;
        QTest::newRow("repeated dtype") << QByteArray(R"({"a":{"dtype":"U8","dtype":"U8","shape":[1],"data_offsets":[0,1]}})")
                                        << u"a repeated \"dtype\""_s;
        QTest::newRow("repeated shape") << QByteArray(R"({"a":{"dtype":"U8","shape":[1],"shape":[1],"data_offsets":[0,1]}})")
                                        << u"a repeated \"shape\""_s;
        QTest::newRow("repeated offsets") << QByteArray(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1],"data_offsets":[0,1]}})")
                                          << u"a repeated \"data_offsets\""_s;
        QTest::newRow("escaped repeated dtype") << QByteArray(R"({"a":{"dtype":"U8","d\u0074ype":"U8","shape":[1],"data_offsets":[0,1]}})")
                                                << u"a repeated \"dtype\""_s;
        QTest::newRow("unknown field") << QByteArray(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1],"layout":"x"}})")
                                       << u"an unknown field \"layout\""_s;
        QTest::newRow("lacks dtype") << QByteArray(R"({"a":{"shape":[1],"data_offsets":[0,1]}})") << u"tensor \"a\" lacks dtype"_s;
        QTest::newRow("lacks shape") << QByteArray(R"({"a":{"dtype":"U8","data_offsets":[0,1]}})") << u"lacks shape"_s;
        QTest::newRow("lacks offsets") << QByteArray(R"({"a":{"dtype":"U8","shape":[1]}})") << u"lacks data_offsets"_s;
        QTest::newRow("dtype not a string") << QByteArray(R"({"a":{"dtype":8,"shape":[1],"data_offsets":[0,1]}})")
                                            << u"a dtype that is not a string"_s;
        QTest::newRow("shape not an array") << QByteArray(R"({"a":{"dtype":"U8","shape":1,"data_offsets":[0,1]}})") << u"expected '['"_s;
        QTest::newRow("nested shape") << QByteArray(R"({"a":{"dtype":"U8","shape":[[1]],"data_offsets":[0,1]}})") << u"expected a number"_s;
        QTest::newRow("tensor not an object") << QByteArray(R"({"a":[]})") << u"expected '{'"_s;
        QTest::newRow("three offsets") << QByteArray(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1,2]}})") << u"more than two"_s;
        QTest::newRow("one offset") << QByteArray(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0]}})") << u"fewer than two"_s;
        QTest::newRow("fractional offset") << QByteArray(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1.0]}})") << u"non-integer"_s;
        QTest::newRow("not utf-8") << QByteArray("{\"\xff\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}") << u"invalid UTF-8 (at byte 2)"_s;
        QTest::newRow("control character") << QByteArray("{\"a\tb\":{}}") << u"control character"_s;
        QTest::newRow("unterminated") << QByteArray("{\"a") << u"not terminated"_s;
        QTest::newRow("lone surrogate in a dtype") << QByteArray(R"({"a":{"dtype":"\udc00","shape":[1],"data_offsets":[0,1]}})")
                                                   << u"invalid escape"_s;
        QTest::newRow("text after the object") << QByteArray("{} x") << u"text after the JSON object (at byte 3)"_s;
        QTest::newRow("second object") << QByteArray("{}{}") << u"text after"_s;
        QTest::newRow("error before the text after") << QByteArray("{\"a\":1} x") << u"expected '{' (at byte 5)"_s;
        QTest::newRow("closed by a bracket") << QByteArray("{\"a\":1] x") << u"a ']' that closes no array (at byte 6)"_s;
        QTest::newRow("never closed") << QByteArray("{\"a\":[1") << u"the text ended inside an object or array"_s;
        QTest::newRow("an entry, never closed") << QByteArray("{\"a\":{}") << u"tensor \"a\" lacks dtype"_s;
        QTest::newRow("entries, never closed") << "{" + a << u"the text ended inside an object or array"_s;
        QTest::newRow("truncated") << "{" + a.left(20) << u"not valid"_s;
        QTest::newRow("missing comma") << "{" + a + " " + a + "}" << u"not valid"_s;
        QTest::newRow("root array") << QByteArray("[]") << u"expected '{'"_s;
        QTest::newRow("empty") << QByteArray("   ") << u"expected '{' but the text ended"_s;
        QTest::newRow("names the file") << QByteArray("{\"a\":1}") << u"m.safetensors: the safetensors header is not valid: expected '{' (at byte 5)"_s;
    }

    void headerRules()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const ptq::Result<ptq::SafetensorsHeader> header = Safetensors::parseHeaderJson(text, u"m.safetensors"_s);
        if (error.isEmpty()) {
            QVERIFY2(header.ok(), qPrintable(header.ok() ? QString() : header.error().message));
        } else {
            QVERIFY(!header.ok());
            QCOMPARE(header.error().code, Error::Code::Malformed);
            QVERIFY2(header.error().message.contains(error), qPrintable(header.error().message));
            QVERIFY2(header.error().message.startsWith(u"m.safetensors: "_s), qPrintable(header.error().message));
        }
        QCOMPARE(scanInPlaceAndCopied(std::string_view(text.constData(), std::size_t(text.size()))).isEmpty(), error.isEmpty());
    }

    void sink_seesEveryEntryInOrderAndMayStop()
    {
        const QByteArray text = R"({"b":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]},"__metadata__":{"format":"pt"},"a":{"data_offsets":[24,26],"shape":[],"dtype":"BF16"}})";
        const ptq::Result<ptq::SafetensorsHeader> header = Safetensors::parseHeaderJson(text, u"m.safetensors"_s);
        QVERIFY(header.ok());
        QCOMPARE(header->tensors.size(), std::size_t(2));
        QCOMPARE(header->tensors[0].name, std::string("b"));
        QCOMPARE(header->tensors[0].shape, (std::vector<qint64>{2, 3}));
        QCOMPARE(header->tensors[0].end, qint64(24));
        QCOMPARE(header->tensors[1].name, std::string("a"));
        QCOMPARE(header->tensors[1].dtype, std::string("BF16"));
        QCOMPARE(header->tensors[1].begin, qint64(24));
        int seen = 0;
        const ptq::Status stopped = Safetensors::scanHeaderJson(std::string_view(text.constData(), std::size_t(text.size())), u"m"_s,
                                                                [&](const ptq::SafetensorsTensorView &) -> std::optional<Error> {
                                                                    ++seen;
                                                                    return Error{Error::Code::Invalid, u"stop"_s};
                                                                });
        QCOMPARE(seen, 1);
        QCOMPARE(stopped.error(), (Error{Error::Code::Invalid, u"stop"_s}));
    }

    /// The DOM pass must give what the On-Demand pass gives on every header it decides, and must
    /// decide every plain valid one (or the fast path would be a slow one).
    void domPass_validHeaders_sameEntriesAsOnDemand_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QByteArray a = R"("a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]})";
        QTest::newRow("one tensor") << "{" + a + "}";
        QTest::newRow("empty object") << QByteArray("{}");
        QTest::newRow("metadata only") << QByteArray(R"({"__metadata__":{}})");
        QTest::newRow("spaces everywhere")
            << QByteArray(" { \"a\" : { \"dtype\" : \"U8\" , \"shape\" : [ 1 , 2 ] , \"data_offsets\" : [ 0 , 2 ] } } \n");
        QTest::newRow("fields in any order, metadata between")
            << QByteArray(R"({"b":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]},"__metadata__":{"format":"pt","":""},"a":{"data_offsets":[24,26],"shape":[],"dtype":"BF16"}})");
        QTest::newRow("escapes in a name and a dtype")
            << QByteArray(R"({"gr\u00fc\u00df.weight":{"dtype":"F\u0038_E4M3","shape":[1],"data_offsets":[0,1]},"x\ny":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}})");
        QTest::newRow("escaped keys of the entry") << QByteArray(R"({"a":{"d\u0074ype":"U8","\u0073hape":[1],"data_offsets":[0,1]}})");
        QTest::newRow("escaped backslashes only") << QByteArray(R"({"\\\\":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}})");
        QTest::newRow("raw utf-8") << QByteArray("{\"\xE4\xB8\xAD\xF0\x9F\x98\x80\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}");
        QTest::newRow("empty name and dtype") << QByteArray(R"({"":{"dtype":"","shape":[],"data_offsets":[0,0]}})");
        QTest::newRow("63-bit numbers")
            << QByteArray(R"({"a":{"dtype":"U8","shape":[0,9223372036854775807],"data_offsets":[9223372036854775806,9223372036854775807]}})");
        QTest::newRow("an escaped metadata key") << "{\"\\u005f_metadata__\":{\"k\":\"v\"}," + a + "}";
        QTest::newRow("two metadata objects") << "{\"__metadata__\":{},\"__metadata__\":{\"k\":\"\\u00e9\"}," + a + "}";
        QTest::newRow("an fp8 shard of 1,000 tensors") << QByteArray::fromStdString(fp8Header(1000));
        QTest::newRow("larger than a thread's kept parser (1 MB)") << QByteArray::fromStdString(fp8Header(16000));
    }

    void domPass_validHeaders_sameEntriesAsOnDemand()
    {
        QFETCH(QByteArray, text);
        const std::string_view json(text.constData(), std::size_t(text.size()));
        for (const bool inPlace : {true, false}) {
            const ScanResult dom = scanBy(true, json, inPlace);
            const ScanResult onDemand = scanBy(false, json, inPlace);
            QVERIFY2(onDemand.status && onDemand.status->ok(), qPrintable(onDemand.describe()));
            QVERIFY2(dom.status, "the DOM pass left a valid header to the On-Demand one");
            QVERIFY2(dom.status->ok() && dom.entries == onDemand.entries, qPrintable(dom.describe() + u"  vs  "_s + onDemand.describe()));
            // What scanHeaderJson() gives is the same.
            QVERIFY(Safetensors::parseHeaderJson(text, u"m.safetensors"_s).ok());
        }
        // A sink that stops the scan stops it at the same entry, with its own error.
        const ScanResult dom = scanBy(true, json, true, 2);
        const ScanResult onDemand = scanBy(false, json, true, 2);
        QCOMPARE(dom.entries, onDemand.entries);
        QVERIFY(dom.status && sameStatus(*dom.status, *onDemand.status));
    }

    /// Every header the DOM pass does not accept as it is is left to the On-Demand pass, without
    /// a call to the sink, so that each message is the On-Demand one.
    void domPass_invalidHeaders_leftToOnDemand_data() { headerRules_data(); }

    void domPass_invalidHeaders_leftToOnDemand()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        if (error.isEmpty())
            return; // a valid one, above
        const std::string_view json(text.constData(), std::size_t(text.size()));
        for (const bool inPlace : {true, false}) {
            const ScanResult dom = scanBy(true, json, inPlace);
            QVERIFY2(!dom.status && dom.entries.empty(), qPrintable(dom.describe()));
        }
        auto none = [](const ptq::SafetensorsTensorView &) -> std::optional<Error> { return std::nullopt; };
        const ptq::Status both = Safetensors::scanHeaderJson(json, u"m.safetensors"_s, none);
        const ptq::Status onDemand = Safetensors::scanHeaderJsonOnDemand(json, u"m.safetensors"_s, none);
        QVERIFY(!both.ok());
        QCOMPARE(both.error(), onDemand.error());
    }

    /// The numbers of shapes and offsets by the same rules: the DOM reads -0 as 0 and 1e3 as a
    /// double, so those are left to the On-Demand pass, which says what is wrong.
    void domPass_numbers_data() { unsigned_takesOnlyNonNegativeIntegers_data(); }

    void domPass_numbers()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        QFETCH(qlonglong, value);
        for (const QByteArray &header : {headerWithDim(text), R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,)" + text + "]}}"}) {
            const std::string_view json(header.constData(), std::size_t(header.size()));
            const ScanResult dom = scanBy(true, json, true);
            if (!error.isEmpty()) {
                QVERIFY2(!dom.status && dom.entries.empty(), qPrintable(dom.describe()));
                continue;
            }
            QVERIFY2(dom.status && dom.status->ok() && dom.entries.size() == 1, qPrintable(dom.describe()));
            QCOMPARE(dom.entries, scanBy(false, json, true).entries);
            QVERIFY(dom.entries[0].shape == std::vector<qint64>{value} || dom.entries[0].end == value);
        }
    }

    /// Random mutants of valid headers: whatever the DOM pass decides, it decides as the On-Demand
    /// pass does, entries and messages alike.
    void domPass_randomMutants_agreeWithOnDemand()
    {
        const std::vector<std::string> seeds = {
            fp8Header(4),
            R"({"b":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]},"__metadata__":{"format":"pt"},"a\u00e9":{"data_offsets":[24,26],"shape":[],"dtype":"BF16"}})",
        };
        const std::string alphabet = "{}[],:\"\\u0123456789-+.eEabdftrnlsx \t\n\xC3\xA9\x80\xFF\x01";
        std::mt19937 rng(20261206);
        int decided = 0;
        int valid = 0;
        for (int round = 0; round < 20000; ++round) {
            std::string text = seeds[std::size_t(round) % seeds.size()];
            const int edits = 1 + int(rng() % 2);
            for (int e = 0; e < edits && !text.empty(); ++e) {
                const std::size_t at = rng() % text.size();
                const char c = alphabet[rng() % alphabet.size()];
                switch (rng() % 3) {
                case 0: text[at] = c; break;
                case 1: text.erase(at, 1); break;
                default: text.insert(at, 1, c); break;
                }
            }
            const ScanResult dom = scanBy(true, text, round % 2 == 0);
            const ScanResult onDemand = scanBy(false, text, round % 2 == 0);
            valid += onDemand.status->ok() ? 1 : 0;
            if (!dom.status) {
                if (!dom.entries.empty())
                    QFAIL(qPrintable(u"the DOM pass called the sink, then gave up, on: %1"_s.arg(QString::fromLatin1(text))));
                continue;
            }
            ++decided;
            if (!dom.status->ok() || !onDemand.status->ok() || dom.entries != onDemand.entries)
                QFAIL(qPrintable(u"the passes disagree (%1 vs %2) on: %3"_s.arg(dom.describe(), onDemand.describe(), QString::fromLatin1(text))));
        }
        // Every mutant that stayed valid was decided by the DOM pass (and none other was).
        QVERIFY2(valid > 1000, qPrintable(QString::number(valid)));
        QCOMPARE(decided, valid);
    }

    /// The names are views into the index's bytes: they must outlive the caller's buffer, with or
    /// without room after it (parsed where it lies, or padded first), the next document parsed
    /// on the same thread, copies and moves.
    void index_namesOutliveTheCallersBytes()
    {
        for (const bool roomy : {false, true}) {
            std::optional<ptq::Result<ptq::SafetensorsIndex>> kept;
            {
                QByteArray text = QByteArray("{\"weight_map\":{\"model.layers.0.self_attn.q_proj.weight\":\"a.safetensors\","
                                             "\"\\u0062\":\"a.safetensors\"}}");
                if (roomy)
                    text.reserve(text.size() + Safetensors::kJsonPadding);
                else
                    text.squeeze();
                kept = Safetensors::parseIndex(text, u"i.json"_s);
                text.fill('x'); // the caller reuses its buffer
            }
            // The next document on this thread reuses the parser's buffers.
            QVERIFY(Safetensors::parseIndex(QByteArray("{\"weight_map\":{\"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\\u0041\":\"y\"}}"), u"j.json"_s).ok());
            QVERIFY(kept->ok());
            const ptq::SafetensorsIndex copy = **kept;
            kept.reset();
            ptq::SafetensorsIndex moved = copy;
            const ptq::SafetensorsIndex index = std::move(moved);
            QCOMPARE(index.tensorNames, (std::vector<std::string_view>{"model.layers.0.self_attn.q_proj.weight", "b"}));
            QCOMPARE(index.positionOf("b"), 1u);
            QCOMPARE(index.positionOf("model.layers.0.self_attn.q_proj.weight"), 0u);
            QCOMPARE(copy.positionOf("b"), 1u);
        }
    }

    void nameTable_findsWhatWasAddedAndNothingElse()
    {
        std::deque<std::string> names;
        ptq::NameTable table; // from its smallest size, grown as names come
        for (int layer = 0; layer < 300; ++layer)
            for (const char *leaf : {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"})
                names.push_back("model.layers." + std::to_string(layer) + ".mlp." + leaf + ".weight");
        names.push_back("");
        names.push_back("a");
        for (std::size_t i = 0; i < names.size(); ++i) {
            const auto [added, at] = table.insert(names[i], std::uint32_t(i * 3));
            QVERIFY(added);
            QCOMPARE(at, std::uint32_t(i));
        }
        QCOMPARE(table.size(), names.size());
        for (std::size_t i = 0; i < names.size(); ++i)
            QCOMPARE(table.value(names[i]), std::uint32_t(i * 3));
        // A repeat is not added; the first value stays.
        const std::string again = names[5];
        const auto [added, at] = table.insert(again, 99);
        QVERIFY(!added);
        QCOMPARE(at, 5u);
        QCOMPARE(table.value(again), 15u);
        QCOMPARE(table.size(), names.size());
        // Names that differ in one byte anywhere, or only in length, are not found.
        QCOMPARE(table.value("model.layers.0.mlp.q_proj.weigh"), ptq::NameTable::kAbsent);
        QCOMPARE(table.value("model.layers.0.mlp.q_proj.weightt"), ptq::NameTable::kAbsent);
        QCOMPARE(table.value("model.layers.0.mlp.q_proj.weighT"), ptq::NameTable::kAbsent);
        QCOMPARE(table.value("Model.layers.0.mlp.q_proj.weight"), ptq::NameTable::kAbsent);
        QCOMPARE(table.value(std::string_view("a\0", 2)), ptq::NameTable::kAbsent);
        QCOMPARE(ptq::NameTable().value("anything"), ptq::NameTable::kAbsent);
        QCOMPARE(std::vector<std::string_view>(table.names().begin(), table.names().begin() + 2),
                 (std::vector<std::string_view>{names[0], names[1]}));
    }

    /// insertAll() is insert() of each name in order, with its position as its value: the same
    /// table, and the position of the first name given twice.
    void nameTable_insertAllIsInsertOfEach()
    {
        std::vector<std::string> storage;
        for (int i = 0; i < 5000; ++i)
            storage.push_back("model.layers." + std::to_string(i / 7) + ".mlp.experts." + std::to_string(i % 7) + ".weight");
        std::vector<std::string_view> names(storage.begin(), storage.end());
        ptq::NameTable all; // from its smallest size
        QCOMPARE(all.insertAll(names), ptq::NameTable::kAbsent);
        QCOMPARE(all.size(), names.size());
        for (std::size_t i = 0; i < names.size(); ++i)
            QCOMPARE(all.value(names[i]), std::uint32_t(i));
        QCOMPARE(all.value("model.layers.0.mlp.experts.0.weigh"), ptq::NameTable::kAbsent);
        // Repeats: the first one found is the one named, and the first value stays.
        names.push_back(names[10]);
        names.push_back(names[3]);
        ptq::NameTable twice(2);
        QCOMPARE(twice.insertAll(names), std::uint32_t(5000));
        QCOMPARE(twice.size(), std::size_t(5000));
        QCOMPARE(twice.value(names[10]), 10u);
        QCOMPARE(twice.value(names[3]), 3u);
    }

    /// A guessed position is taken only when the name is there; any other guess is a lookup.
    void index_positionOfWithAGuess()
    {
        const ptq::Result<ptq::SafetensorsIndex> index =
            Safetensors::parseIndex(R"({"weight_map":{"a.weight":"x","a.weight_scale":"x","b.weight":"y","b.weight_scale":"y"}})", u"i.json"_s);
        QVERIFY(index.ok());
        QCOMPARE(index->positionOf("b.weight", 2), 2u);
        QCOMPARE(index->positionOf("b.weight", 3), 2u);
        QCOMPARE(index->positionOf("b.weight", -1), 2u);
        QCOMPARE(index->positionOf("b.weight", 4), 2u);
        QCOMPARE(index->positionOf("b.weight", std::int64_t(1) << 40), 2u);
        QCOMPARE(index->positionOf("c.weight", 1), ptq::SafetensorsIndex::kNoTensor);
        QCOMPARE(ptq::SafetensorsIndex().positionOf("a.weight", 0), ptq::SafetensorsIndex::kNoTensor);
    }

    void index_readsWhatIntakeNeeds()
    {
        const QByteArray text = "{\"metadata\":{\"total_size\":1.5e10,\"total_parameters\":\"8030261248\",\"x\":[{}]},\"other\":[1,{\"k\":null}],"
                                "\"weight_map\":{\"lm_head.weight\":\"b.safetensors\",\"a\\u00e9\":\"a.safetensors\",\"odd\":7,"
                                "\"c\":\"a.safetensors\"}}";
        const ptq::Result<ptq::SafetensorsIndex> index = Safetensors::parseIndex(text, u"i.json"_s);
        QVERIFY2(index.ok(), qPrintable(index.ok() ? QString() : index.error().message));
        QCOMPARE(index->tensorNames, (std::vector<std::string_view>{"lm_head.weight", "a\xC3\xA9", "odd", "c"}));
        QCOMPARE(index->positionOf("a\xC3\xA9"), 1u);
        QCOMPARE(index->positionOf("c"), 3u);
        QCOMPARE(index->positionOf("a\\u00e9"), ptq::SafetensorsIndex::kNoTensor);
        QCOMPARE(index->positionOf("lm_head"), ptq::SafetensorsIndex::kNoTensor);
        QCOMPARE(index->tensorShards, (std::vector<std::uint32_t>{0, 1, ptq::SafetensorsIndex::kNoShard, 1}));
        QCOMPARE(index->shardNames, (std::vector<std::string>{"b.safetensors", "a.safetensors"}));
        QCOMPARE(index->shardFiles, (std::set<std::string>{"a.safetensors", "b.safetensors"}));
        QCOMPARE(index->totalSize, std::optional<qint64>(15'000'000'000));
        QCOMPARE(index->totalParameters, std::optional<qint64>(8'030'261'248));
        const ptq::Result<ptq::SafetensorsIndex> odd = Safetensors::parseIndex(R"({"metadata":{"total_size":"many","total_parameters":[1]},"weight_map":{}})", u"i.json"_s);
        QVERIFY(odd.ok());
        QVERIFY(!odd->totalSize && !odd->totalParameters);
    }

    void index_rules_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("code"); // -1: valid
        QTest::addColumn<QString>("error");
        QTest::newRow("valid") << QByteArray(R"({"weight_map":{"a":"x"}})") << -1 << QString();
        QTest::newRow("no weight_map") << QByteArray(R"({"metadata":{}})") << int(Error::Code::Invalid) << u"i.json has no \"weight_map\""_s;
        QTest::newRow("weight_map not an object") << QByteArray(R"({"weight_map":["a"]})") << int(Error::Code::Invalid)
                                                  << u"i.json: \"weight_map\" is not an object"_s;
        QTest::newRow("repeated tensor") << QByteArray(R"({"weight_map":{"a":"x","b":"x","a":"y"}})") << int(Error::Code::Malformed)
                                         << u"i.json: tensor \"a\" appears twice"_s;
        QTest::newRow("escaped repeated tensor") << QByteArray(R"({"weight_map":{"a":"x","\u0061":"x"}})") << int(Error::Code::Malformed)
                                                 << u"appears twice"_s;
        QTest::newRow("two weight_maps") << QByteArray(R"({"weight_map":{"a":"x"},"weight_map":{"a":"x"}})") << int(Error::Code::Malformed)
                                         << u"appears twice"_s;
        QTest::newRow("bad number in metadata") << QByteArray(R"({"metadata":{"total_size":01},"weight_map":{}})") << int(Error::Code::Malformed)
                                                << u"invalid number"_s;
        QTest::newRow("bad literal in a shard") << QByteArray(R"({"weight_map":{"a":nul}})") << int(Error::Code::Malformed) << u"expected a value"_s;
        QTest::newRow("bad utf-8 in a skipped section") << QByteArray("{\"weight_map\":{},\"x\":\"\xE2\x82\"}") << int(Error::Code::Malformed)
                                                        << u"at byte 22: invalid UTF-8"_s;
        QTest::newRow("text after the object") << QByteArray(R"({"weight_map":{}} {})") << int(Error::Code::Malformed)
                                               << u"i.json is not valid JSON (at byte 18: text after the JSON object)."_s;
        QTest::newRow("root array") << QByteArray(R"([{"weight_map":{}}])") << int(Error::Code::Malformed) << u"expected '{'"_s;
        QTest::newRow("empty") << QByteArray() << int(Error::Code::Malformed) << u"expected '{' but the text ended"_s;
    }

    void index_rules()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, code);
        QFETCH(QString, error);
        const ptq::Result<ptq::SafetensorsIndex> index = Safetensors::parseIndex(text, u"i.json"_s);
        if (code < 0) {
            QVERIFY2(index.ok(), qPrintable(index.ok() ? QString() : index.error().message));
            return;
        }
        QVERIFY(!index.ok());
        QCOMPARE(int(index.error().code), code);
        QVERIFY2(index.error().message.contains(error), qPrintable(index.error().message));
    }

    void deepNesting_isBoundedAndSaysSo()
    {
        // 64 levels, the root object counting as one, wherever a value is skipped.
        auto nested = [](int levels) { return QByteArray(levels, '[') + QByteArray(levels, ']'); };
        QVERIFY(indexAccepts("{\"weight_map\":{},\"v\":" + nested(63) + "}"));
        QVERIFY(indexAccepts("{\"weight_map\":{\"a\":" + nested(62) + "}}"));
        QVERIFY(indexAccepts("{\"metadata\":{\"x\":" + nested(62) + "},\"weight_map\":{}}"));
        const QList<QByteArray> tooDeep = {"{\"weight_map\":{},\"v\":" + nested(64) + "}", "{\"weight_map\":{\"a\":" + nested(63) + "}}",
                                       "{\"metadata\":{\"x\":" + nested(63) + "},\"weight_map\":{}}",
                                       "{\"weight_map\":{},\"v\":" + nested(100000) + "}",
                                       "{\"weight_map\":{},\"v\":" + QByteArray(100000, '[') + "}"};
        for (const QByteArray &deep : tooDeep) {
            const ptq::Result<ptq::SafetensorsIndex> index = Safetensors::parseIndex(deep, u"i.json"_s);
            QVERIFY(!index.ok());
            QCOMPARE(index.error().code, Error::Code::TooDeep);
            QCOMPARE(index.error().message, u"i.json is nested too deeply."_s);
        }
        QVERIFY(indexAccepts("{\"weight_map\":{},\"v\":" + QByteArray(63, '[') + "{\"k\":1}" + QByteArray(63, ']') + "}") == false);
        QVERIFY(indexAccepts("{\"weight_map\":{},\"v\":" + QByteArray(62, '[') + "{\"k\":1}" + QByteArray(62, ']') + "}"));
    }

    void errors_carryTheirPosition()
    {
        const QByteArray text = R"({"weight_map":{},"a": [1, 2,, 3]})";
        const ptq::Result<ptq::SafetensorsIndex> index = Safetensors::parseIndex(text, u"i.json"_s);
        QVERIFY(!index.ok());
        QVERIFY2(index.error().message.contains(u"(at byte %1: "_s.arg(text.indexOf(",,") + 1)), qPrintable(index.error().message));
    }
};

QTEST_GUILESS_MAIN(TestSafetensorsJson)
#include "tst_safetensorsjson.moc"
