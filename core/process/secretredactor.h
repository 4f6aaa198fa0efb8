#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace ptq {

/// Removes secrets from what is shown and stored of process output (the log file, the log view,
/// stdout/stderr of `ptq-studio run`, the manifest, history and a diagnostics bundle): the Hugging
/// Face token values PTQ Studio knows of (HF_TOKEN, HUGGING_FACE_HUB_TOKEN, the token file), the
/// credentials inside HF_ENDPOINT (user, password, query values, fragment), anything shaped like
/// a Hub token (`hf_` and at least 30 letters or digits) and the user part of any URL
/// (`scheme://user:password@host`), each replaced by `[redacted]`.
/// HubSettings::secretRedactor() (source/hubclient.h) makes one that knows the environment's tokens.
/// It reads text as shown: run it after TerminalSanitizer, never on raw bytes, or a token broken
/// up by a colour code is put back together by the stripping and escapes it.
class SecretRedactor
{
public:
    static constexpr QByteArrayView kReplacement = "[redacted]";
    /// The longest run of token characters safeCut() moves a cut back over.
    static constexpr qsizetype kMaxHeldBack = 1024;

    /// Secrets shorter than 8 bytes are ignored (they would match ordinary words).
    void addSecret(const QByteArray &secret);
    QByteArray redact(const QByteArray &text) const;
    QString redact(const QString &text) const;
    bool isEmpty() const { return m_secrets.isEmpty(); }
    /// Where a stream that must be cut (a line longer than the splitter's limit) can be cut at
    /// most @p limit bytes into @p text so that no secret crosses the cut, whatever bytes follow:
    /// before a known secret (or the start of one at the end of @p text) and before a run of
    /// token characters (up to kMaxHeldBack long) that the cut would fall in.
    qsizetype safeCut(const QByteArray &text, qsizetype limit) const;

private:
    QList<QByteArray> m_secrets;
};

} // namespace ptq
