#include "logview.h"
#include "statuscolours.h"

#include "fixedfont.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QScrollBar>
#include <QSyntaxHighlighter>
#include <QTimer>

#include <algorithm>
#include <climits>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

// Colours the log by level without touching the text (cheap even for floods): the three colours
// are taken from the palette once, and again only when it changes (setColours).
class LogHighlighter final : public QSyntaxHighlighter
{
public:
    LogHighlighter(QTextDocument *document, const QWidget *view)
        : QSyntaxHighlighter(document)
    {
        setColours(view);
    }

    /// The status colours of @p view's palette; the caller highlights again.
    void setColours(const QWidget *view)
    {
        m_failed = statusColour(Tone::Failed, view);
        m_warning = statusColour(Tone::Warning, view);
        m_good = statusColour(Tone::Good, view);
    }

protected:
    void highlightBlock(const QString &text) override
    {
        if (text.startsWith(u"[QUARK-ERROR]"_s) || text.startsWith(u"[QUARK-CRITICAL]"_s) || text.startsWith(u"Traceback"_s)
            || text.contains(u"Error: "_s))
            setFormat(0, int(text.size()), m_failed);
        else if (text.startsWith(u"[QUARK-WARNING]"_s) || text.contains(u"Warning"_s))
            setFormat(0, int(text.size()), m_warning);
        else if (text.startsWith(u"[QUARK-INFO]"_s) || text.startsWith(u"[INFO]"_s))
            setFormat(0, int(text.size()), m_good);
    }

private:
    QColor m_failed, m_warning, m_good;
};

} // namespace

LogView::LogView(QWidget *parent)
    : QPlainTextEdit(parent),
      m_flushTimer(new QTimer(this))
{
    m_flushTimer->setSingleShot(true);
    m_flushTimer->setInterval(kFlushMs);
    connect(m_flushTimer, &QTimer::timeout, this, &LogView::flush);
    setReadOnly(true);
    setMaximumBlockCount(kMaxLines);
    setFont(fixedFont());
    // Long lines wrap: a traceback's paths and quark-cli's messages are read whole, at any window
    // width, without scrolling sideways for each; a path breaks anywhere rather than running off
    // the edge. The context menu turns it off for a terminal's one-line-per-record view.
    setWrapping(true);
    setAccessibleName(tr("Log"));
    m_highlighter = new LogHighlighter(document(), this);
}

void LogView::setWrapping(bool wrap)
{
    setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
}

void LogView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_highlighter) {
        static_cast<LogHighlighter *>(m_highlighter)->setColours(this);
        m_highlighter->rehighlight();
    }
}

void LogView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu(event->pos());
    menu->addSeparator();
    QAction *wrap = menu->addAction(tr("Wrap long lines"));
    wrap->setObjectName(u"wrapLogLinesAction"_s);
    wrap->setCheckable(true);
    wrap->setChecked(wrapping());
    connect(wrap, &QAction::toggled, this, &LogView::setWrapping);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void LogView::appendLines(const QList<LogLine> &lines)
{
    for (const LogLine &l : lines) {
        // Bars redraw many times a second (the progress bar shows them); Quark's colour codes
        // leave empty lines behind.
        if (l.level != LogLine::Level::Progress && !l.text.isEmpty())
            m_pending.append(l.text);
    }
    // More lines than one batch shows: only the newest ones are worth keeping (trimmed in
    // steps, so a flood does not shift the list on every read).
    if (m_pending.size() > 2 * kMaxBatch)
        dropOldestPending();
    if (!m_pending.isEmpty() && !m_flushTimer->isActive())
        m_flushTimer->start();
}

void LogView::flush()
{
    m_flushTimer->stop();
    if (m_pending.isEmpty())
        return;
    if (m_pending.size() > kMaxBatch)
        dropOldestPending();
    if (m_skipped > 0) {
        m_pending.prepend(tr("[PTQ Studio] … %Ln lines skipped here; the log file has every line.", nullptr, int(std::min<qint64>(m_skipped, INT_MAX))));
        m_skipped = 0;
    }
    appendPlainText(m_pending.join(u'\n'));
    m_pending.clear();
    if (m_follow) {
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
        horizontalScrollBar()->setValue(0);
    }
}

void LogView::dropOldestPending()
{
    m_skipped += m_pending.size() - kMaxBatch;
    m_pending.remove(0, m_pending.size() - kMaxBatch);
}

void LogView::clearLog()
{
    m_flushTimer->stop();
    m_pending.clear();
    m_skipped = 0;
    clear();
}

} // namespace ptq::ui
