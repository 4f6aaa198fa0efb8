#pragma once

#include "run/logparser.h"

#include <QPlainTextEdit>

class QSyntaxHighlighter;

class QTimer;

namespace ptq::ui {

/// The run's live log: read-only, fixed-width, coloured by level, bounded to the most recent
/// kMaxLines lines (the log file keeps everything). Progress bars are left out (the page's
/// progress bar shows the newest one). Lines are shown in batches at most every kFlushMs, so a
/// flood costs one layout per batch instead of one per read. A batch shows at most its newest
/// kMaxBatch lines, after a line saying how many were skipped (nobody reads faster than that;
/// the log file has them all). Long lines wrap (a traceback's paths are read whole); the context
/// menu can turn that off. Used by page 4 and by the log-ingest benchmark.
class LogView final : public QPlainTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogView)

public:
    static constexpr int kMaxLines = 5000;
    static constexpr int kFlushMs = 100;
    static constexpr int kMaxBatch = 500;

    explicit LogView(QWidget *parent = nullptr);

    /// Queues parsed lines; they appear within kFlushMs, in one edit.
    void appendLines(const QList<LogLine> &lines);
    /// Shows the queued lines now (at the end of a run); scrolls to the newest when following.
    void flush();
    /// Drops the shown and the queued lines.
    void clearLog();
    void setFollowing(bool follow) { m_follow = follow; }
    bool following() const { return m_follow; }
    /// Long lines wrap at the view's width (the default), or run on with a horizontal scroll bar.
    void setWrapping(bool wrap);
    bool wrapping() const { return lineWrapMode() != QPlainTextEdit::NoWrap; }

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    /// A new palette (light to dark, say) colours the shown lines again in its status colours.
    void changeEvent(QEvent *event) override;

private:
    void dropOldestPending(); ///< keeps the newest kMaxBatch queued lines, counts the rest

    QStringList m_pending;
    qint64 m_skipped = 0;
    QTimer *m_flushTimer;
    QSyntaxHighlighter *m_highlighter = nullptr;
    bool m_follow = true;
};

} // namespace ptq::ui
