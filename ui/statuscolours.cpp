#include "statuscolours.h"

#include <QApplication>
#include <QPalette>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace ptq::ui {

bool isDarkPalette(const QWidget *widget)
{
    const QPalette palette = widget ? widget->palette() : QApplication::palette();
    return palette.color(QPalette::Window).lightness() < 128;
}

namespace {

/// WCAG 2's relative luminance and contrast ratio.
double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/// @p colour made darker (on a light palette) or lighter (on a dark one), keeping its hue, until
/// it reads on both @p window and @p base with a contrast of at least 4.5:1 (WCAG AA).
QColor readable(QColor colour, const QColor &window, const QColor &base, bool dark)
{
    for (int step = 0; step < 60; ++step) {
        if (contrastRatio(colour, window) >= 4.5 && contrastRatio(colour, base) >= 4.5)
            return colour;
        colour = dark ? colour.lighter(104) : colour.darker(104);
        if (colour.lightness() == 0 || colour.lightness() == 255)
            break;
    }
    return colour;
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor statusFill(Tone tone)
{
    switch (tone) {
    case Tone::Failed: return QColor(0xb3, 0x26, 0x1e);
    case Tone::Warning: return QColor(0x8a, 0x5a, 0x00);
    case Tone::Good: return QColor(0x1e, 0x7a, 0x34);
    case Tone::Muted: return QColor(0x5f, 0x63, 0x68);
    }
    return {};
}

QColor statusColour(Tone tone, const QWidget *widget)
{
    const QPalette palette = widget ? widget->palette() : QApplication::palette();
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    QColor colour;
    switch (tone) {
    case Tone::Failed: colour = dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e); break;
    case Tone::Warning: colour = dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0x8a, 0x5a, 0x00); break;
    case Tone::Good: colour = dark ? QColor(0x81, 0xc9, 0x95) : QColor(0x1e, 0x7a, 0x34); break;
    case Tone::Muted: colour = dark ? QColor(0xa8, 0xad, 0xb3) : QColor(0x5f, 0x63, 0x68); break;
    }
    // These hues read on the usual light and dark palettes as they are; a desktop's greyer window
    // gets them a little darker or lighter.
    return readable(colour, palette.color(QPalette::Window), palette.color(QPalette::Base), dark);
}

QString statusCss(Tone tone, const QWidget *widget)
{
    return statusColour(tone, widget).name();
}

QColor statusTint(Tone tone, bool strong)
{
    const int alpha = strong ? 80 : 28;
    switch (tone) {
    case Tone::Warning: return QColor(235, 170, 0, alpha);
    case Tone::Good: return QColor(40, 170, 70, alpha);
    case Tone::Failed: return QColor(220, 50, 50, alpha);
    case Tone::Muted: break;
    }
    return QColor(128, 128, 128, 45);
}

QColor failedBackground(const QWidget *widget)
{
    return isDarkPalette(widget) ? QColor(0x5c, 0x1d, 0x19) : QColor(0xf9, 0xde, 0xdc);
}

void setTextColour(QWidget *widget, const QColor &colour)
{
    QPalette palette = widget->palette();
    const QPalette app = QApplication::palette(widget);
    palette.setColor(QPalette::WindowText, colour.isValid() ? colour : app.color(QPalette::WindowText));
    palette.setColor(QPalette::Text, colour.isValid() ? colour : app.color(QPalette::Text));
    widget->setPalette(palette);
}

} // namespace ptq::ui
