#include "run/logparser.h"

#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QList<QByteArray> LineSplitter::push(const QByteArray &chunk)
{
    QList<QByteArray> lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < chunk.size(); ++i) {
        const char c = chunk[i];
        if (c != '\n' && c != '\r')
            continue;
        if (c == '\n' && m_lastWasCr && i == start && m_partial.isEmpty()) {
            // the \n of a \r\n pair: the line was already emitted at the \r
            m_lastWasCr = false;
            start = i + 1;
            continue;
        }
        m_partial.append(chunk.constData() + start, i - start);
        lines.append(m_partial);
        m_partial.clear();
        m_lastWasCr = c == '\r';
        start = i + 1;
    }
    if (start < chunk.size()) {
        m_lastWasCr = false;
        m_partial.append(chunk.constData() + start, chunk.size() - start);
        while (m_partial.size() >= kMaxLine) {
            lines.append(m_partial.left(kMaxLine));
            m_partial.remove(0, kMaxLine);
        }
    }
    return lines;
}

QByteArray LineSplitter::flush()
{
    QByteArray rest = m_partial;
    m_partial.clear();
    return rest;
}

QByteArray LogAnalyzer::stripAnsi(const QByteArray &bytes)
{
    if (!bytes.contains('\x1b'))
        return bytes;
    QByteArray out;
    out.reserve(bytes.size());
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes[i] == '\x1b' && i + 1 < bytes.size() && bytes[i + 1] == '[') {
            qsizetype j = i + 2;
            while (j < bytes.size() && ((bytes[j] >= '0' && bytes[j] <= '9') || bytes[j] == ';' || bytes[j] == '?'))
                ++j;
            if (j < bytes.size())
                i = j; // skip the final letter too
            else
                i = j - 1;
            continue;
        }
        out.append(bytes[i]);
    }
    return out;
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

    // Python tracebacks: from "Traceback (most recent call last):" to the exception line, which
    // may be a bare name ("MemoryError", "NotImplementedError": raised without a message).
    static const QRegularExpression exceptionLine(
        u"^([A-Za-z_][\\w.]*(?:Error|Exception|Interrupt|Exit))(?:: ?(.*))?$"_s);
    if (t.startsWith(u"Traceback (most recent call last):"_s)) {
        m_inTraceback = true;
        m_currentTraceback = {t};
        return;
    }
    if (m_inTraceback) {
        if (m_currentTraceback.size() < 400)
            m_currentTraceback.append(t);
        if (!t.startsWith(u' ') && exceptionLine.match(t).hasMatch()) {
            m_inTraceback = false;
            m_traceback = m_currentTraceback;
            m_exception = t;
            ++m_errors;
            if (m_evidence.size() < 50)
                m_evidence.append(t);
        }
        return;
    }

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
