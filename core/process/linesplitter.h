#pragma once

#include <QByteArray>
#include <QList>

#include <functional>

namespace ptq {

/// Splits a byte stream into lines on `\n` and `\r` (tqdm redraws with `\r`), keeping a
/// partial line until its end arrives. A flood without any newline is cut every kMaxLine bytes
/// at most: never inside a UTF-8 character, and never where the cut guard says a secret may
/// cross (see SecretRedactor::safeCut), so that each piece can be redacted on its own.
class LineSplitter
{
public:
    static constexpr qsizetype kMaxLine = 64 * 1024;
    /// Where to cut @p text (longer than kMaxLine) at most @p limit bytes in; returns the cut.
    using CutGuard = std::function<qsizetype(const QByteArray &text, qsizetype limit)>;
    void setCutGuard(CutGuard guard) { m_guard = std::move(guard); }
    /// The complete lines, without their ends. With @p ends, each line's end is appended there
    /// ("\n", "\r" or "" for a forced cut), and the `\n` of a `\r\n` cut between two chunks
    /// comes as an empty line ending in "\n", so that lines + ends give back every byte.
    QList<QByteArray> push(const QByteArray &chunk, QList<QByteArray> *ends = nullptr);
    QByteArray flush();

private:
    QByteArray m_partial;
    bool m_lastWasCr = false;
    CutGuard m_guard;
};

} // namespace ptq
