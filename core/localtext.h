#pragma once

#include "artifacts/json.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <type_traits>

namespace ptq {

/// A sentence kept as its English template and the arguments that fill it, so an artifact stores
/// English and each reader sees it in their own language. The template is a translation source
/// (marked for lupdate with QT_TR_NOOP / QT_TRANSLATE_NOOP at the call site, under the context
/// given here); an argument is plain text (a path, a name, a number), another LocalText, or a
/// list of LocalTexts joined by a separator. A text made from a QString is plain: it reads the
/// same in every language (an operating system's error text, a parser's message).
///
/// Arguments fill the placeholders as QString::arg does: the first argument the lowest-numbered
/// %N, the next the next one; %n is the count of a plural form. Unlike chained QString::arg, an
/// argument that itself holds "%2" is never filled again.
class LocalText
{
public:
    LocalText() = default;
    LocalText(const QString &plain); // NOLINT(google-explicit-constructor): plain text is a LocalText
    LocalText(const char *) = delete; ///< a literal is either plain (u"…"_s) or a template (tr)

    /// The template @p source of translation context @p context; @p n >= 0 fills %n (plural forms).
    static LocalText translatable(const char *context, const char *source, int n = -1);
    /// @p parts, each in the reader's language, joined by @p separator (kept as is).
    static LocalText joined(const QList<LocalText> &parts, const QString &separator);

    [[nodiscard]] LocalText arg(const LocalText &a) const;
    [[nodiscard]] LocalText arg(const QString &a) const { return arg(LocalText(a)); }
    [[nodiscard]] LocalText arg(qint64 a) const { return arg(QString::number(a)); }
    [[nodiscard]] LocalText arg(int a) const { return arg(QString::number(a)); }
    [[nodiscard]] LocalText arg(double a, int fieldWidth, char format, int precision) const
    {
        return arg(QString::number(a, format, precision).rightJustified(fieldWidth, u' '));
    }
    template<typename A, typename B, typename... Rest>
        requires std::is_convertible_v<A, LocalText> && std::is_convertible_v<B, LocalText>
    [[nodiscard]] LocalText arg(const A &a, const B &b, const Rest &...rest) const
    {
        if constexpr (sizeof...(Rest) == 0)
            return arg(LocalText(a)).arg(LocalText(b));
        else
            return arg(LocalText(a)).arg(b, rest...);
    }

    bool isEmpty() const;
    bool isPlain() const { return m_source.isEmpty() && !m_parts; }
    /// The text in English (what artifacts store).
    QString english() const;
    /// The text in the application's language (the installed translators).
    QString translated() const;

    /// A string for plain text, else {"context", "source", "n"?, "args"} or {"join", "parts"}.
    Json toJson() const;
    /// The inverse of toJson(); nullopt for anything else.
    static std::optional<LocalText> fromJson(const Json &json);

    /// What a reader shows for @p object's text field @p field: its "<field>_i18n" in the
    /// application's language when present and well formed, else the stored "<field>" as written.
    static QString show(const Json &object, const char *field);
    /// Sets @p object's "<field>" to @p text in English and, unless plain, "<field>_i18n" to its
    /// template and arguments.
    static void store(Json &object, const char *field, const LocalText &text);

    friend bool operator==(const LocalText &, const LocalText &);

private:
    QString render(bool translate) const;

    QString m_plain;
    QByteArray m_context;
    QByteArray m_source; ///< the template; empty for plain text and joins
    int m_n = -1;
    QList<LocalText> m_args;
    std::shared_ptr<const QList<LocalText>> m_parts; ///< a join's parts; null otherwise
    QString m_separator;
};

} // namespace ptq
