#include "localtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

// Fills the placeholders %1..%99 of @p text in one pass: args[0] the lowest number that occurs,
// args[1] the next, as QString::arg(a, b, …) does. Unfilled placeholders stay as they are.
QString fill(const QString &text, const QStringList &args)
{
    if (args.isEmpty())
        return text;
    auto numberAt = [&](qsizetype i, qsizetype *length) {
        if (i + 1 >= text.size() || !text[i + 1].isDigit() || text[i + 1] == u'0')
            return 0;
        int n = text[i + 1].digitValue();
        *length = 2;
        if (i + 2 < text.size() && text[i + 2].isDigit()) {
            n = n * 10 + text[i + 2].digitValue();
            *length = 3;
        }
        return n;
    };
    std::set<int> numbers;
    for (qsizetype i = 0; i < text.size(); ++i) {
        qsizetype length = 0;
        if (text[i] == u'%')
            if (const int n = numberAt(i, &length))
                numbers.insert(n);
    }
    QHash<int, QString> byNumber;
    int k = 0;
    for (const int n : numbers) {
        if (k >= args.size())
            break;
        byNumber.insert(n, args[k++]);
    }
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        qsizetype length = 0;
        const int n = text[i] == u'%' ? numberAt(i, &length) : 0;
        if (n && byNumber.contains(n)) {
            out += byNumber.value(n);
            i += length - 1;
        } else {
            out += text[i];
        }
    }
    return out;
}

} // namespace

LocalText::LocalText(const QString &plain) : m_plain(plain) {}

LocalText LocalText::translatable(const char *context, const char *source, int n)
{
    LocalText t;
    t.m_context = context;
    t.m_source = source;
    t.m_n = n;
    return t;
}

LocalText LocalText::joined(const QList<LocalText> &parts, const QString &separator)
{
    LocalText t;
    t.m_parts = std::make_shared<const QList<LocalText>>(parts);
    t.m_separator = separator;
    return t;
}

LocalText LocalText::arg(const LocalText &a) const
{
    if (isPlain() || m_parts) { // no template: behave as QString::arg on the text itself
        LocalText t = *this;
        if (isPlain()) {
            t.m_plain = fill(m_plain, {a.english()});
            return t;
        }
    }
    LocalText t = *this;
    t.m_args.append(a);
    return t;
}

bool LocalText::isEmpty() const
{
    if (m_parts)
        return std::all_of(m_parts->begin(), m_parts->end(), [](const LocalText &p) { return p.isEmpty(); });
    return m_source.isEmpty() && m_plain.isEmpty();
}

QString LocalText::english() const
{
    return render(false);
}

QString LocalText::translated() const
{
    return render(true);
}

QString LocalText::render(bool translate) const
{
    if (m_parts) {
        QStringList parts;
        for (const LocalText &p : *m_parts)
            parts.append(p.render(translate));
        return parts.join(m_separator);
    }
    if (m_source.isEmpty())
        return m_plain;
    QString text;
    if (translate) {
        text = QCoreApplication::translate(m_context.constData(), m_source.constData(), nullptr, m_n);
    } else {
        text = QString::fromUtf8(m_source);
        if (m_n >= 0)
            text.replace(u"%n"_s, QString::number(m_n));
    }
    QStringList args;
    args.reserve(m_args.size());
    for (const LocalText &a : m_args)
        args.append(a.render(translate));
    return fill(text, args);
}

Json LocalText::toJson() const
{
    if (m_parts) {
        Json parts = Json::array();
        for (const LocalText &p : *m_parts)
            parts.push_back(p.toJson());
        return Json{{"join", m_separator.toStdString()}, {"parts", parts}};
    }
    if (m_source.isEmpty())
        return m_plain.toStdString();
    Json j = {{"context", m_context.toStdString()}, {"source", m_source.toStdString()}};
    if (m_n >= 0)
        j["n"] = m_n;
    if (!m_args.isEmpty()) {
        Json args = Json::array();
        for (const LocalText &a : m_args)
            args.push_back(a.toJson());
        j["args"] = args;
    }
    return j;
}

std::optional<LocalText> LocalText::fromJson(const Json &json)
{
    constexpr int kMaxDepth = 16; // artifacts are read from disk: a crafted one must not recurse without end
    struct Reader
    {
        static std::optional<LocalText> read(const Json &j, int depth)
        {
            if (depth > kMaxDepth)
                return std::nullopt;
            if (j.is_string())
                return LocalText(QString::fromStdString(j.get<std::string>()));
            if (!j.is_object())
                return std::nullopt;
            if (const auto join = j.find("join"); join != j.end()) {
                const auto parts = j.find("parts");
                if (!join->is_string() || parts == j.end() || !parts->is_array())
                    return std::nullopt;
                QList<LocalText> list;
                for (const Json &p : *parts) {
                    std::optional<LocalText> part = read(p, depth + 1);
                    if (!part)
                        return std::nullopt;
                    list.append(*part);
                }
                return joined(list, QString::fromStdString(join->get<std::string>()));
            }
            const auto context = j.find("context");
            const auto source = j.find("source");
            if (context == j.end() || !context->is_string() || source == j.end() || !source->is_string()
                || source->get_ref<const std::string &>().empty())
                return std::nullopt;
            LocalText t;
            t.m_context = QByteArray::fromStdString(context->get<std::string>());
            t.m_source = QByteArray::fromStdString(source->get<std::string>());
            if (const auto n = j.find("n"); n != j.end()) {
                if (!n->is_number_integer() || n->get<qint64>() < 0 || n->get<qint64>() > INT_MAX)
                    return std::nullopt;
                t.m_n = int(n->get<qint64>());
            }
            if (const auto args = j.find("args"); args != j.end()) {
                if (!args->is_array())
                    return std::nullopt;
                for (const Json &a : *args) {
                    std::optional<LocalText> arg = read(a, depth + 1);
                    if (!arg)
                        return std::nullopt;
                    t.m_args.append(*arg);
                }
            }
            return t;
        }
    };
    return Reader::read(json, 0);
}

QString LocalText::show(const Json &object, const char *field)
{
    if (!object.is_object())
        return {};
    if (const auto l10n = object.find(std::string(field) + "_i18n"); l10n != object.end())
        if (const std::optional<LocalText> text = fromJson(*l10n))
            return text->translated();
    const auto plain = object.find(field);
    return plain != object.end() && plain->is_string() ? QString::fromStdString(plain->get<std::string>()) : QString();
}

void LocalText::store(Json &object, const char *field, const LocalText &text)
{
    object[field] = text.english().toStdString();
    if (!text.isPlain())
        object[std::string(field) + "_i18n"] = text.toJson();
}

bool operator==(const LocalText &a, const LocalText &b)
{
    return a.toJson() == b.toJson();
}

} // namespace ptq
