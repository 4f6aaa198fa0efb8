#include "focusring.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFocusEvent>
#include <QFocusFrame>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPlainTextEdit>
#include <QStyle>
#include <QTextEdit>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

// QFocusFrame places itself around its widget, above the siblings, with the inside masked off;
// only the painting is ours (the common styles fill it with the text colour or draw nothing).
class RingFrame final : public QFocusFrame
{
public:
    explicit RingFrame(QWidget *parent) : QFocusFrame(parent) { setObjectName(u"focusRingFrame"_s); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        if (!widget())
            return;
        QStyleOption option;
        option.initFrom(this);
        const int h = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, &option, this);
        const int v = style()->pixelMetric(QStyle::PM_FocusFrameVMargin, &option, this);
        const int width = qMax(1, qMin(h, v));
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        // The widget's own Highlight: the selection colour, chosen by every palette to stand out
        // from its window and base colours, light or dark.
        painter.setPen(QPen(widget()->palette().color(QPalette::Active, QPalette::Highlight), width));
        painter.setBrush(Qt::NoBrush);
        const qreal half = width / 2.0;
        painter.drawRoundedRect(QRectF(rect()).adjusted(half, half, -half, -half), 3, 3);
    }
};

// Inside the widget's own edge, for one whose surroundings leave no room for a ring (a text view
// in a splitter, a table filling its group box): a border over its frame, the inside masked off.
class InnerRing final : public QWidget
{
public:
    explicit InnerRing(QWidget *target) : QWidget(target)
    {
        setObjectName(u"focusRingInner"_s);
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
        target->installEventFilter(this);
        follow();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == parentWidget() && (event->type() == QEvent::Resize || event->type() == QEvent::ChildAdded))
            follow();
        return false;
    }
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setPen(QPen(parentWidget()->palette().color(QPalette::Active, QPalette::Highlight), kWidth));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(kWidth / 2.0, kWidth / 2.0, -kWidth / 2.0, -kWidth / 2.0));
    }

private:
    static constexpr int kWidth = 2;
    void follow()
    {
        const QRect r = parentWidget()->rect();
        setGeometry(r);
        setMask(QRegion(r.translated(-r.topLeft())) - QRegion(r.translated(-r.topLeft()).adjusted(kWidth, kWidth, -kWidth, -kWidth)));
        raise();
    }
};

// The widget a person sees as focused: an editable combo box or a spin box for its line edit, a
// scroll area for its viewport.
QWidget *ringTarget(QWidget *focused)
{
    QWidget *w = focused;
    if (QWidget *parent = w->parentWidget()) {
        if (qobject_cast<QComboBox *>(parent) || qobject_cast<QAbstractSpinBox *>(parent))
            w = parent;
        else if (auto *area = qobject_cast<QAbstractScrollArea *>(parent); area && area->viewport() == w)
            w = parent;
    }
    return w;
}

// A ring outside would be cut off: the widget fills its parent at that edge (a splitter, a
// scroll area, a group box's edge), or it is a view that usually does.
bool needsInnerRing(const QWidget *w, int margin)
{
    if (qobject_cast<const QAbstractScrollArea *>(w))
        return true;
    const QWidget *parent = w->parentWidget();
    return parent && !parent->rect().contains(w->geometry().adjusted(-margin, -margin, margin, margin));
}

bool wantsRing(QWidget *w)
{
    if (!w || w->isWindow() || qobject_cast<QMenu *>(w) || qobject_cast<QMenuBar *>(w) || qobject_cast<QFocusFrame *>(w))
        return false;
    const Qt::WindowType type = w->window()->windowType();
    return type != Qt::Popup && type != Qt::ToolTip;
}

// Where typing goes: shown focused however the focus came, a mouse click included.
bool isTypingTarget(QWidget *w)
{
    return qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractSpinBox *>(w)
        || (qobject_cast<QComboBox *>(w) && static_cast<QComboBox *>(w)->isEditable()) || qobject_cast<QTextEdit *>(w)
        || qobject_cast<QPlainTextEdit *>(w) || qobject_cast<QAbstractItemView *>(w);
}

} // namespace

FocusRing::FocusRing(QObject *parent) : QObject(parent)
{
    setObjectName(u"focusRing"_s);
}

FocusRing *FocusRing::install()
{
    auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
    if (!app)
        return nullptr;
    if (auto *existing = app->findChild<FocusRing *>(u"focusRing"_s, Qt::FindDirectChildrenOnly))
        return existing;
    auto *ring = new FocusRing(app);
    app->installEventFilter(ring);
    if (QWidget *focused = QApplication::focusWidget())
        ring->surround(ringTarget(focused));
    return ring;
}

QWidget *FocusRing::target() const
{
    if (m_inner && m_inner->isVisible())
        return m_inner->parentWidget();
    return m_frame && m_frame->isVisible() ? m_frame->widget() : nullptr;
}

void FocusRing::clear()
{
    if (m_frame)
        m_frame->setWidget(nullptr);
    delete m_inner;
}

void FocusRing::surround(QWidget *widget)
{
    if (!wantsRing(widget)) {
        clear();
        return;
    }
    const int margin = widget->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget);
    if (needsInnerRing(widget, margin)) {
        if (m_frame)
            m_frame->setWidget(nullptr);
        if (!m_inner || m_inner->parentWidget() != widget) {
            delete m_inner;
            m_inner = new InnerRing(widget);
        }
        m_inner->show();
        return;
    }
    delete m_inner;
    if (!m_frame)
        m_frame = new RingFrame(widget);
    m_frame->setWidget(widget);
    m_frame->show();
}

bool FocusRing::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::FocusIn && type != QEvent::FocusOut)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget)
        return false;
    const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
    if (reason == Qt::PopupFocusReason)
        return false; // a combo box's list or a menu opened: the ring stays where it is
    QWidget *target = ringTarget(widget);
    if (type == QEvent::FocusOut) {
        if (this->target() == target)
            clear();
        return false;
    }
    if (reason == Qt::MouseFocusReason && !isTypingTarget(target)) {
        clear();
        return false;
    }
    surround(target);
    return false;
}

} // namespace ptq::ui
