#pragma once

#include "help/helptopics.h"

#include <QTextBrowser>
#include <QWidget>

class QAction;

namespace ptq::ui {

/// Shows the compiled-in Markdown topics: a relative link opens the topic in the manual's language
/// (English where that topic is not translated), "#anchor" scrolls to the heading GitHub would
/// name so, and an http(s) link opens in the desktop's browser.
class HelpBrowser final : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HelpBrowser)

public:
    explicit HelpBrowser(QWidget *parent = nullptr);

    void setLanguage(const QString &code) { m_language = code; }
    QString language() const { return m_language; }
    /// The anchors of the page shown: its headings' GitHub names.
    QStringList anchors() const { return m_anchors; }
    QVariant loadResource(int type, const QUrl &name) override;

protected:
    void doSetSource(const QUrl &url, QTextDocument::ResourceType type) override;

private:
    void onSourceChanged(const QUrl &url);

    QString m_language;
    QStringList m_anchors;
};

/// The Help window: one for the application, beside the main window (never modal, so it stays
/// usable while a dialog asks something). Contents, Back and Forward above the topic.
class HelpWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HelpWindow)

public:
    /// Opens (or raises) the Help window at @p topic (a topic file, optionally with "#anchor").
    static HelpWindow *showTopic(HelpTopics::Topic topic, const QString &anchor = QString());
    /// Opens (or raises) the Help window at a compiled-in Markdown file ("qrc:/legal/…").
    static HelpWindow *showUrl(const QUrl &url);
    /// F1 from @p widget: the topic of where it is (HelpTopics::topicFor).
    static HelpWindow *showFor(const QWidget *widget);
    /// The window when it is open, else null.
    static HelpWindow *instance();
    /// F1 in every window of the application (the main window, its dialogs, the compare window)
    /// opens the topic of the focused widget's context. Installed once; later calls do nothing.
    static void installHelpKey();

    HelpBrowser *browser() const { return m_browser; }
    /// The topic file shown ("plan.md"), without its anchor.
    QString currentFile() const;

private:
    explicit HelpWindow();
    void open(const QUrl &url);
    void updateTitle();

    HelpBrowser *m_browser;
    QAction *m_back;
    QAction *m_forward;
};

} // namespace ptq::ui
