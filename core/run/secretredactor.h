#pragma once

#include <QByteArray>
#include <QList>
#include <QProcessEnvironment>
#include <QString>

namespace ptq {

/// Removes secrets from process output before it reaches the log file, the log view or a
/// diagnostics bundle: the Hugging Face token values PTQ Studio knows of (HF_TOKEN,
/// HUGGING_FACE_HUB_TOKEN, the token file) and anything shaped like a Hub token (`hf_` and at
/// least 30 letters or digits), each replaced by `[redacted]`.
class SecretRedactor
{
public:
    static constexpr QByteArrayView kReplacement = "[redacted]";

    /// The tokens @p env names or points to (as the Hub client finds them).
    static SecretRedactor fromEnvironment(const QProcessEnvironment &env);

    /// Secrets shorter than 8 bytes are ignored (they would match ordinary words).
    void addSecret(const QByteArray &secret);
    QByteArray redact(const QByteArray &text) const;
    QString redact(const QString &text) const;
    bool isEmpty() const { return m_secrets.isEmpty(); }

private:
    QList<QByteArray> m_secrets;
};

} // namespace ptq
