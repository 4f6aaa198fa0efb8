#include "process/secretredactor.h"

#include <QUrl>

#include <algorithm>

namespace ptq {

namespace {

bool isTokenChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool isWordChar(char c)
{
    return isTokenChar(c) || c == '_';
}

// What may stand between "://" and "@" in a URL's user part (RFC 3986 userinfo, and
// percent-encoding): no '/', '?', '#', '@' or white space.
bool isUserInfoChar(char c)
{
    return isTokenChar(c) || QByteArrayView("-._~%!$&'()*+,;=:").contains(c);
}

} // namespace

void SecretRedactor::addSecret(const QByteArray &secret)
{
    if (secret.size() >= 8 && !m_secrets.contains(secret))
        m_secrets.append(secret);
}

QByteArray SecretRedactor::redact(const QByteArray &text) const
{
    QByteArray out = text;
    // The user part of any URL: "https://user:password@host" keeps only the host.
    qsizetype from = 0;
    while ((from = out.indexOf("://", from)) >= 0) {
        const qsizetype begin = from + 3;
        qsizetype end = begin;
        while (end < out.size() && end - begin < 512 && isUserInfoChar(out[end]))
            ++end;
        if (end < out.size() && out[end] == '@' && end > begin
            && out.mid(begin, end - begin) != kReplacement.toByteArray()) {
            out.replace(begin, end - begin, kReplacement.toByteArray());
            end = begin + kReplacement.size();
        }
        from = end;
    }
    for (const QByteArray &secret : m_secrets) {
        out.replace(secret, kReplacement.toByteArray());
        // As a URL carries it, too (HF_ENDPOINT's values percent-encoded).
        const QByteArray encoded = QUrl::toPercentEncoding(QString::fromUtf8(secret));
        if (encoded != secret)
            out.replace(encoded, kReplacement.toByteArray());
    }
    // Anything shaped like a Hub token, known or not.
    from = 0;
    while ((from = out.indexOf("hf_", from)) >= 0) {
        qsizetype end = from + 3;
        while (end < out.size() && isTokenChar(out[end]))
            ++end;
        const bool wordStart = from == 0 || !isTokenChar(out[from - 1]);
        if (wordStart && end - from - 3 >= 30) {
            out.replace(from, end - from, kReplacement.toByteArray());
            from += kReplacement.size();
        } else {
            from = end;
        }
    }
    return out;
}

QString SecretRedactor::redact(const QString &text) const
{
    return QString::fromUtf8(redact(text.toUtf8()));
}

qsizetype SecretRedactor::safeCut(const QByteArray &text, qsizetype limit) const
{
    qsizetype cut = std::min(limit, text.size());
    for (bool moved = true; moved && cut > 0;) {
        moved = false;
        // A known secret that the cut would split, or whose start ends the text so far.
        for (const QByteArray &secret : m_secrets) {
            for (qsizetype at = std::max<qsizetype>(0, cut - secret.size() + 1); at < cut; ++at) {
                const qsizetype n = std::min(secret.size(), text.size() - at);
                if (QByteArrayView(text).sliced(at, n) == QByteArrayView(secret).first(n)) {
                    cut = at;
                    moved = true;
                    break;
                }
            }
        }
        // A run of token characters (a Hub token, a URL's user part) that the cut falls in.
        if (cut > 0 && isWordChar(text[cut - 1]) && (cut == text.size() || isWordChar(text[cut]))) {
            qsizetype begin = cut - 1;
            while (begin > 0 && isWordChar(text[begin - 1]) && cut - begin < kMaxHeldBack)
                --begin;
            if (begin > 0 && cut - begin < kMaxHeldBack) { // a longer run is no token: cut it
                cut = begin;
                moved = true;
            }
        }
        // The user part of a URL ("://user:pass" and maybe "@" still to come): cut before "://".
        if (const qsizetype scheme = text.lastIndexOf("://", std::min(cut + 2, text.size() - 1));
            scheme >= 0 && scheme < cut && cut - scheme <= 512 + 3) {
            bool userInfo = true;
            for (qsizetype i = scheme + 3; i < cut && userInfo; ++i)
                userInfo = isUserInfoChar(text[i]);
            if (userInfo) {
                cut = scheme;
                moved = true;
            }
        }
    }
    return cut > 0 ? cut : std::min(limit, text.size());
}

} // namespace ptq
