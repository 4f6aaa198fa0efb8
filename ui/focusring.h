#pragma once

#include <QObject>
#include <QPointer>

class QFocusFrame;
class QWidget;

namespace ptq::ui {

/// A clearly visible keyboard-focus ring for the whole application: a 2 px frame in the
/// palette's Highlight colour drawn around the focused widget (button, field, combo box,
/// check box, table, text view), in light and dark palettes and under any style. The styles'
/// own focus hints (Fusion's faint outline) stay; this one is drawn outside the widget, so
/// nothing is covered, or over its frame where a splitter or its parent's edge leaves no room. A button or check box clicked with the mouse gets no ring; a text field
/// or a list does, however it got the focus.
class FocusRing final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FocusRing)

public:
    /// Installs the ring once for the running QApplication (later calls return the same one).
    static FocusRing *install();
    /// The widget the ring surrounds now; nullptr while none is drawn.
    QWidget *target() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit FocusRing(QObject *parent);
    void surround(QWidget *widget);
    void clear();

    QPointer<QFocusFrame> m_frame; ///< outside the widget, where there is room
    QPointer<QWidget> m_inner;     ///< over the widget's own edge, where there is none
};

} // namespace ptq::ui
