#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ptq {

/// A tqdm progress bar line: `desc: 45%|████▌     | 9/20 [00:12<00:15,  1.37s/it]`.
struct TqdmProgress
{
    QString description;
    int percent = 0;
    qint64 n = 0;
    qint64 total = 0;
    QString elapsed;
    QString remaining;
    QString rate;

    friend bool operator==(const TqdmProgress &, const TqdmProgress &) = default;
};

struct LogLine
{
    enum class Level { Plain, Debug, Info, Warning, Error, Critical, Progress };

    QString text;    ///< the line without ANSI escapes
    Level level = Level::Plain;
    QString message; ///< without the `[QUARK-INFO]: ` / `[INFO]: ` prefix
    std::optional<TqdmProgress> progress;

    friend bool operator==(const LogLine &, const LogLine &) = default;
};

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

/// The stages of `quark-cli torch-llm-ptq`, in order.
enum class RunStage {
    Starting,
    LoadingModel,
    Tokenizer,
    Dataset,
    QuantConfig,
    ModuleReplacement,
    Algorithm,
    Calibration,
    Freeze,
    Export,
    Evaluation,
    Finished,
};

struct StageSpan
{
    RunStage stage;
    qint64 startMs = 0;
    qint64 endMs = -1; ///< -1 while running

    friend bool operator==(const StageSpan &, const StageSpan &) = default;
};

/// Pure log understanding: feed it lines, read the state. No I/O.
class LogAnalyzer
{
    Q_DECLARE_TR_FUNCTIONS(LogAnalyzer)

public:
    /// The line as a terminal would show it, nothing it would act on (TerminalSanitizer::clean).
    static QByteArray stripAnsi(const QByteArray &bytes);
    static LogLine parseLine(const QByteArray &rawLine);
    static QString stageName(RunStage stage);

    /// Feeds one line seen @p elapsedMs after the start.
    void feed(const LogLine &line, qint64 elapsedMs);
    /// Parses and feeds a batch of raw lines; of the tqdm bar lines in one batch only the last is
    /// parsed (the file keeps them all; only the newest value matters, and a stage change resets
    /// it anyway), except inside a traceback. Returns the parsed lines.
    QList<LogLine> feedRaw(const QList<QByteArray> &raw, qint64 elapsedMs);
    void finish(qint64 elapsedMs);

    RunStage stage() const { return m_timeline.isEmpty() ? RunStage::Starting : m_timeline.constLast().stage; }
    const QList<StageSpan> &timeline() const { return m_timeline; }
    const std::optional<TqdmProgress> &progress() const { return m_progress; }
    QString algorithmProgress() const { return m_algorithmProgress; }
    int warnings() const { return m_warnings; }
    int errors() const { return m_errors; }
    /// The last complete Python traceback and its final exception line.
    const QStringList &traceback() const { return m_traceback; }
    QString exception() const { return m_exception; }
    std::optional<double> perplexity() const { return m_perplexity; }
    bool exportCompleted() const { return m_exportCompleted; }
    /// Lines that carry evidence for troubleshooting (errors, exceptions, key warnings), bounded.
    const QStringList &evidence() const { return m_evidence; }
    /// The last lines seen (any level but progress bars), oldest first: quark-cli prints some of
    /// its failures as plain text before exit(1), outside any record or traceback.
    QStringList tail() const;

private:
    void enter(RunStage stage, qint64 ms);

    QList<StageSpan> m_timeline;
    std::optional<TqdmProgress> m_progress;
    QString m_algorithmProgress;
    int m_warnings = 0;
    int m_errors = 0;
    QStringList m_traceback;
    QStringList m_currentTraceback;
    bool m_inTraceback = false;
    QString m_exception;
    std::optional<double> m_perplexity;
    bool m_exportCompleted = false;
    QStringList m_evidence;
    QStringList m_tail; ///< a ring of kTail lines, m_tailNext the oldest once full
    qsizetype m_tailNext = 0;
    static constexpr qsizetype kTail = 60;
};

} // namespace ptq
