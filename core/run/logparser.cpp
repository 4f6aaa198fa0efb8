#include "run/logparser.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QByteArray LogAnalyzer::stripAnsi(const QByteArray &bytes)
{
    return TerminalSanitizer::clean(bytes, TerminalSanitizer::LineEnds::Drop);
}

LogLine LogAnalyzer::parseLine(const QByteArray &raw)
{
    LogLine line;
    line.text = QString::fromUtf8(stripAnsi(raw)); // invalid UTF-8 becomes U+FFFD, never a crash
    line.message = line.text;
    const QString &t = line.text;
    if (t.startsWith(u"[QUARK-"_s)) {
        const qsizetype close = t.indexOf(u"]:"_s);
        if (close > 7) {
            const QStringView level = QStringView(t).mid(7, close - 7);
            line.level = level == u"INFO" ? LogLine::Level::Info
                : level == u"WARNING"     ? LogLine::Level::Warning
                : level == u"ERROR"       ? LogLine::Level::Error
                : level == u"CRITICAL"    ? LogLine::Level::Critical
                : level == u"DEBUG"       ? LogLine::Level::Debug
                                          : LogLine::Level::Plain;
            line.message = t.mid(close + 2).trimmed();
            return line;
        }
    }
    if (t.startsWith(u"[INFO]"_s)) {
        line.level = LogLine::Level::Info;
        line.message = t.mid(6);
        if (line.message.startsWith(u':'))
            line.message.remove(0, 1);
        line.message = line.message.trimmed();
        return line;
    }
    if (t.contains(u'|') && t.contains(u'%')) {
        static const QRegularExpression tqdm(
            u"^(?:(.*?): )?\\s*(\\d+)%\\|.*?\\|\\s*(\\d+)/(\\d+) \\[([\\d:]+)<([\\d:?]+),\\s*([^\\]]*)\\]"_s);
        const QRegularExpressionMatch m = tqdm.match(t);
        if (m.hasMatch()) {
            line.level = LogLine::Level::Progress;
            line.progress = TqdmProgress{m.captured(1).trimmed(), m.captured(2).toInt(), m.captured(3).toLongLong(),
                                         m.captured(4).toLongLong(), m.captured(5), m.captured(6), m.captured(7).trimmed()};
            return line;
        }
    }
    if (t.contains(u"Warning"_s) || t.startsWith(u"WARNING"_s))
        line.level = LogLine::Level::Warning;
    return line;
}

QString LogAnalyzer::stageName(RunStage stage)
{
    switch (stage) {
    case RunStage::Starting: return tr("Starting");
    case RunStage::LoadingModel: return tr("Loading the model");
    case RunStage::Tokenizer: return tr("Tokenizer");
    case RunStage::Dataset: return tr("Calibration data");
    case RunStage::QuantConfig: return tr("Quantization config");
    case RunStage::ModuleReplacement: return tr("Module replacement");
    case RunStage::Algorithm: return tr("Algorithm");
    case RunStage::Calibration: return tr("Calibration");
    case RunStage::Freeze: return tr("Freeze");
    case RunStage::Export: return tr("Export");
    case RunStage::Evaluation: return tr("Evaluation");
    case RunStage::Finished: return tr("Finished");
    }
    return {};
}

void LogAnalyzer::enter(RunStage stage, qint64 ms)
{
    if (!m_timeline.isEmpty()) {
        if (m_timeline.constLast().stage == stage)
            return;
        m_timeline.last().endMs = ms;
    }
    m_timeline.append({stage, ms, -1});
    m_progress.reset();
}

void LogAnalyzer::feed(const LogLine &line, qint64 elapsedMs)
{
    if (m_timeline.isEmpty())
        m_timeline.append({RunStage::Starting, 0, -1});
    // Quark's logger writes "\n[QUARK-…]: message" with no newline after it, so a traceback that
    // follows starts on the same line as the last record: split it off.
    static const QString kTraceback = u"Traceback (most recent call last):"_s;
    if (const qsizetype at = line.text.indexOf(kTraceback); at > 0) {
        feed(parseLine(line.text.left(at).toUtf8()), elapsedMs);
        feed(parseLine(kTraceback.toUtf8()), elapsedMs);
        return;
    }
    const qint64 ms = elapsedMs;
    const QString &t = line.text;
    const QString &msg = line.message;
    if (line.level != LogLine::Level::Progress && !t.isEmpty()) {
        if (m_tail.size() < kTail) {
            m_tail.append(t.left(2000));
        } else {
            m_tail[m_tailNext] = t.left(2000);
            m_tailNext = (m_tailNext + 1) % kTail;
        }
    }

    // Python tracebacks: from "Traceback (most recent call last):" through the indented frames
    // to the first line that is not indented, the exception line. That may be any name, bare
    // ("MemoryError", "KeyboardInterrupt", "torch._dynamo.exc.Unsupported") or with a message. A
    // line that cannot be one (a log record, a progress bar) ends the traceback too, without an
    // exception, and is read as usual: later stages are never swallowed.
    static const QRegularExpression exceptionLine(u"^[A-Za-z_][\\w.]*(?::(?: .*)?)?$"_s);
    if (t.startsWith(u"Traceback (most recent call last):"_s)) {
        m_inTraceback = true;
        m_currentTraceback = {t};
        return;
    }
    if (m_inTraceback) {
        const bool frame = t.isEmpty() || t.front().isSpace();
        const bool isException = !frame && exceptionLine.match(t).hasMatch();
        if ((frame || isException) && m_currentTraceback.size() < 400)
            m_currentTraceback.append(t);
        if (frame)
            return;
        m_inTraceback = false;
        m_traceback = m_currentTraceback;
        if (isException) {
            ++m_errors;
            m_exception = t;
            if (m_evidence.size() < 50)
                m_evidence.append(t);
            return;
        }
    }

    // A compiler's own verdict inside a kernel build's output (quark compiles its C++ kernels
    // at its first start): far from the log's end by the time the traceback is printed.
    if (t.contains(u": fatal error: "_s) && m_evidence.size() < 50 && !m_evidence.contains(t))
        m_evidence.append(t);
    switch (line.level) {
    case LogLine::Level::Progress:
        m_progress = line.progress;
        return;
    case LogLine::Level::Warning:
        ++m_warnings;
        if (m_evidence.size() < 50 && (t.contains(u"max_map_count"_s) || t.contains(u"out of memory"_s, Qt::CaseInsensitive)))
            m_evidence.append(t);
        break;
    case LogLine::Level::Error:
    case LogLine::Level::Critical:
        ++m_errors;
        if (m_evidence.size() < 50)
            m_evidence.append(t);
        break;
    default:
        break;
    }
    if (line.level != LogLine::Level::Info && line.level != LogLine::Level::Plain)
        return;

    static const QRegularExpression perplexity(u"Perplexity: ([-+0-9.eE]+|nan|inf)"_s);
    if (const QRegularExpressionMatch m = t.contains(u"Perplexity: "_s) ? perplexity.match(t) : QRegularExpressionMatch();
        m.hasMatch()) {
        m_perplexity = m.captured(1).toDouble();
        enter(RunStage::Finished, ms);
        return;
    }
    if (msg.startsWith(u"Loading model"_s))
        enter(RunStage::LoadingModel, ms);
    else if (msg.startsWith(u"Initializing tokenizer"_s))
        enter(RunStage::Tokenizer, ms);
    else if (msg.startsWith(u"Loading dataset"_s))
        enter(RunStage::Dataset, ms);
    else if (msg.startsWith(u"Using weight"_s) || msg.startsWith(u"Quantizing with the quantization configuration"_s))
        enter(RunStage::QuantConfig, ms);
    else if (msg.startsWith(u"In-place OPs replacement start"_s))
        enter(RunStage::ModuleReplacement, ms);
    else if (msg.startsWith(u"Advanced algorithm start"_s))
        enter(RunStage::Algorithm, ms);
    else if (msg.startsWith(u"Start quantizing layer"_s))
        m_algorithmProgress = msg.mid(23).trimmed();
    else if (msg.startsWith(u"Dynamic quantization, no calibration"_s) || msg.startsWith(u"Weight calibration start"_s)
             || msg.startsWith(u"Calibration start"_s))
        enter(RunStage::Calibration, ms);
    else if (msg.startsWith(u"Freeze model start"_s))
        enter(RunStage::Freeze, ms);
    else if (msg.startsWith(u"Exporting hugging face format safetensors"_s))
        enter(RunStage::Export, ms);
    else if (msg.startsWith(u"Successfully exported model"_s) || msg.contains(u"quantized model exported to"_s))
        m_exportCompleted = true;
    else if (msg.startsWith(u"Evaluating"_s))
        enter(RunStage::Evaluation, ms);
}

QList<LogLine> LogAnalyzer::feedRaw(const QList<QByteArray> &raw, qint64 elapsedMs)
{
    // A progress bar only matters by its latest value, and a stage change resets it anyway: of the
    // bar lines in one chunk only the last one is parsed (a terminal would have overdrawn the others).
    qsizetype lastBar = -1;
    for (qsizetype i = raw.size() - 1; i >= 0; --i) {
        if (raw[i].contains("%|")) {
            lastBar = i;
            break;
        }
    }
    QList<LogLine> lines;
    lines.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QByteArray &r = raw[i];
        if (r.isEmpty() || (i < lastBar && !m_inTraceback && r.contains("%|")))
            continue;
        LogLine line = parseLine(r);
        // quark-cli's logger writes each record as colour, newline, "[QUARK-INFO]: …", reset,
        // newline: the colour code alone is a line with no text, shown as nothing.
        if (line.text.isEmpty())
            continue;
        feed(line, elapsedMs);
        lines.append(std::move(line));
    }
    return lines;
}

QStringList LogAnalyzer::tail() const
{
    return m_tail.mid(m_tailNext) + m_tail.mid(0, m_tailNext);
}

void LogAnalyzer::finish(qint64 ms)
{
    if (!m_timeline.isEmpty() && m_timeline.constLast().endMs < 0)
        m_timeline.last().endMs = ms;
    if (m_inTraceback && !m_currentTraceback.isEmpty()) {
        m_traceback = m_currentTraceback;
        m_inTraceback = false;
    }
}

} // namespace ptq
