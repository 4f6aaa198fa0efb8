#pragma once

#include "process/linesplitter.h"
#include "process/terminalsanitizer.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

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
