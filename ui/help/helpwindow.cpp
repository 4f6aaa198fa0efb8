#include "helpwindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QKeyEvent>
#include <QPointer>
#include <QScreen>
#include <QShortcut>
#include <QTextBlock>
#include <QTextCursor>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

QPointer<HelpWindow> &theWindow()
{
    static QPointer<HelpWindow> window;
    return window;
}

// F1 in any window of the application: the topic of where the keyboard focus is. A key filter
// rather than a shortcut per window, so that dialogs and windows opened later need nothing.
class HelpKeyFilter final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress || !watched->isWidgetType())
            return false;
        auto *key = static_cast<QKeyEvent *>(event);
        if (!key->matches(QKeySequence::HelpContents))
            return false;
        auto *widget = static_cast<QWidget *>(watched);
        if (qobject_cast<HelpWindow *>(widget->window()))
            return false; // the Help window itself: nothing to look up
        HelpWindow::showFor(widget);
        return true;
    }
};

} // namespace

HelpBrowser::HelpBrowser(QWidget *parent) : QTextBrowser(parent), m_language(HelpTopics::language())
{
    setObjectName(u"helpTextBrowser"_s);
    setOpenExternalLinks(true); // http(s), mailto: the desktop's browser or mail program
    connect(this, &QTextBrowser::sourceChanged, this, &HelpBrowser::onSourceChanged);
}

QVariant HelpBrowser::loadResource(int type, const QUrl &name)
{
    if (name.scheme() == u"qrc"_s && name.path().startsWith(u"/help/"_s)) {
        // The topic in the manual's language where it is translated, else the English one.
        QFile file(HelpTopics::resourcePath(name.path().mid(6), m_language));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QByteArray bytes = file.readAll();
        if (type == QTextDocument::ImageResource)
            return bytes;
        return QString::fromUtf8(bytes);
    }
    return QTextBrowser::loadResource(type, name);
}

void HelpBrowser::doSetSource(const QUrl &url, QTextDocument::ResourceType type)
{
    // A clicked link comes without a type: a topic is Markdown, whatever the MIME database says.
    if (type == QTextDocument::UnknownResource && url.path().endsWith(u".md"_s))
        type = QTextDocument::MarkdownResource;
    QTextBrowser::doSetSource(url, type);
}

void HelpBrowser::onSourceChanged(const QUrl &url)
{
    document()->setDocumentMargin(12);
    m_anchors = HelpTopics::addHeadingAnchors(document());
    // Room above each heading, so that a topic reads as sections rather than one block of text.
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level <= 0 || block == document()->begin())
            continue;
        QTextBlockFormat format;
        format.setTopMargin(level <= 2 ? 18 : 12);
        format.setBottomMargin(6);
        QTextCursor(block).mergeBlockFormat(format);
    }
    // The browser scrolled before the headings had their names (Back and Forward too).
    if (url.hasFragment())
        scrollToAnchor(url.fragment());
}

HelpWindow::HelpWindow()
    : QWidget(nullptr, Qt::Window),
      m_browser(new HelpBrowser(this))
{
    setObjectName(u"helpWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    setAttribute(Qt::WA_QuitOnClose, false); // closing the main window still quits
    auto *bar = new QToolBar(this);
    bar->setObjectName(u"helpToolBar"_s);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const auto addAction = [this, bar](const QString &icon, const QString &text, const QString &name,
                                       const QKeySequence &key) {
        auto *action = new QAction(QIcon::fromTheme(icon), text, this);
        action->setObjectName(name);
        action->setShortcut(key);
        action->setToolTip(u"%1 (%2)"_s.arg(QString(text).remove(u'&'), key.toString(QKeySequence::NativeText)));
        bar->addAction(action);
        return action;
    };
    QAction *contents = addAction(u"go-home"_s, tr("&Contents"), u"helpContentsAction"_s, QKeySequence(Qt::ALT | Qt::Key_Home));
    connect(contents, &QAction::triggered, this, [this] { open(HelpTopics::url(HelpTopics::Topic::Contents)); });
    m_back = addAction(u"go-previous"_s, tr("&Back"), u"helpBackAction"_s, QKeySequence(QKeySequence::Back));
    connect(m_back, &QAction::triggered, m_browser, &QTextBrowser::backward);
    m_back->setEnabled(false);
    m_forward = addAction(u"go-next"_s, tr("&Forward"), u"helpForwardAction"_s, QKeySequence(QKeySequence::Forward));
    connect(m_forward, &QAction::triggered, m_browser, &QTextBrowser::forward);
    m_forward->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QAction::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, m_forward, &QAction::setEnabled);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &HelpWindow::updateTitle);
    for (const QKeySequence &key : {QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)}) {
        auto *close = new QShortcut(key, this);
        connect(close, &QShortcut::activated, this, &QWidget::close);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(m_browser, 1);
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->setAccessibleName(tr("Help topic"));
    setFocusProxy(m_browser);

    QSize size(760, 820);
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableSize() * 0.9);
    resize(size);
}

HelpWindow *HelpWindow::showTopic(HelpTopics::Topic topic, const QString &anchor)
{
    QUrl url = HelpTopics::url(topic);
    if (!anchor.isEmpty())
        url.setFragment(anchor);
    return showUrl(url);
}

HelpWindow *HelpWindow::showUrl(const QUrl &url)
{
    HelpWindow *window = theWindow();
    if (!window) {
        window = new HelpWindow;
        theWindow() = window;
    }
    window->open(url);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

HelpWindow *HelpWindow::showFor(const QWidget *widget)
{
    // The focused widget says more (page 4's "Use the model" tab, not page 4) when it is in the
    // same window.
    const QWidget *focus = QApplication::focusWidget();
    const QWidget *from = focus && widget && focus->window() == widget->window() ? focus : widget;
    return showTopic(HelpTopics::topicFor(from));
}

HelpWindow *HelpWindow::instance()
{
    return theWindow();
}

void HelpWindow::installHelpKey()
{
    static QPointer<HelpKeyFilter> filter;
    if (filter || !qApp)
        return;
    filter = new HelpKeyFilter(qApp);
    qApp->installEventFilter(filter);
}

QString HelpWindow::currentFile() const
{
    return m_browser->source().fileName();
}

void HelpWindow::open(const QUrl &url)
{
    if (m_browser->source() == url)
        return;
    m_browser->setSource(url, QTextDocument::MarkdownResource);
}

void HelpWindow::updateTitle()
{
    // The topic's first heading names the window (Qt adds " — PTQ Studio").
    QString heading;
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0) {
            heading = block.text().trimmed();
            break;
        }
    }
    setWindowTitle(heading.isEmpty() ? tr("Help") : tr("Help: %1").arg(heading));
}

} // namespace ptq::ui
