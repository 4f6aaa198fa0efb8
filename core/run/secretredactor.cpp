#include "run/secretredactor.h"

#include "source/hubclient.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

bool isTokenChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

} // namespace

SecretRedactor SecretRedactor::fromEnvironment(const QProcessEnvironment &env)
{
    SecretRedactor redactor;
    for (const QString &var : {u"HF_TOKEN"_s, u"HUGGING_FACE_HUB_TOKEN"_s})
        redactor.addSecret(env.value(var).trimmed().toUtf8());
    redactor.addSecret(HubSettings::fromEnvironment(env).token.toUtf8()); // also the token file
    return redactor;
}

void SecretRedactor::addSecret(const QByteArray &secret)
{
    if (secret.size() >= 8 && !m_secrets.contains(secret))
        m_secrets.append(secret);
}

QByteArray SecretRedactor::redact(const QByteArray &text) const
{
    QByteArray out = text;
    for (const QByteArray &secret : m_secrets)
        out.replace(secret, kReplacement.toByteArray());
    // Anything shaped like a Hub token, known or not.
    qsizetype from = 0;
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

} // namespace ptq
