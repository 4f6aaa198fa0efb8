#pragma once

#include <QByteArray>

namespace ptq {

/// Removes what a terminal would act on rather than show, all of ECMA-48: CSI sequences (colours,
/// cursor moves), OSC (window title, clipboard write OSC 52, hyperlinks OSC 8; ended by BEL or
/// ST), DCS/SOS/PM/APC strings (ended by ST), two-byte and charset ESC sequences, the C1
/// controls in their UTF-8 form (U+0080..U+009F, e.g. the one-character CSI U+009B) and every
/// other C0 control and DEL, except `\t` (and `\n`/`\r` when line ends are kept). A string left
/// unterminated ends at the next line end, CAN or SUB, so it never swallows more than its line.
/// Streaming: a sequence cut between two chunks is still recognised.
class TerminalSanitizer
{
public:
    enum class LineEnds { Keep, Drop };
    explicit TerminalSanitizer(LineEnds ends = LineEnds::Keep) : m_keepLineEnds(ends == LineEnds::Keep) {}
    QByteArray push(const QByteArray &chunk);
    /// The end of the stream: an unfinished sequence is dropped.
    QByteArray flush();
    /// One piece of text, whole (LineEnds::Drop: for a line that is shown or stored).
    static QByteArray clean(const QByteArray &bytes, LineEnds ends = LineEnds::Drop);

private:
    enum class State { Text, Lead, Esc, EscIntermediate, Csi, String, StringEsc, StringLead };
    void text(char c, QByteArray &out);
    void escape(char c, QByteArray &out);
    /// Appends a byte of text. A removed byte never joins what is left around it: when one was
    /// removed inside a UTF-8 sequence, the sequence is ended with U+FFFD first, so "\xc2" NUL
    /// "\x99" can never come out as the C1 control U+0099 (found by fuzz_log).
    void put(char c, QByteArray &out);
    State m_state = State::Text;
    bool m_keepLineEnds = true;
    int m_expect = 0;      ///< continuation bytes the last sequence put out still needs
    bool m_gap = false;    ///< a byte was removed since, inside that sequence
    bool m_current = false; ///< the byte being read was put out
};

} // namespace ptq
