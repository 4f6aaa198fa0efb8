#pragma once

#include <QColor>
#include <QString>

class QWidget;

namespace ptq::ui {

/// What a coloured text says. The one palette of status colours: every page, dialog and the log
/// take theirs from here, so that they agree and stay readable on light and dark palettes.
enum class Tone { Failed, Warning, Good, Muted };

/// The colour of @p tone as text on @p widget's palette (the application's when null): a
/// darker hue on a light window, a lighter one on a dark window, made darker or lighter still
/// where needed for a contrast of at least 4.5:1 against the palette's window and base colours.
QColor statusColour(Tone tone, const QWidget *widget = nullptr);
/// The same as "#rrggbb", for rich text (`style='color:…'`).
QString statusCss(Tone tone, const QWidget *widget = nullptr);
/// The colour of @p tone as a fill under white text (a progress bar's chunk), on any palette:
/// each has a contrast of at least 4.5:1 with white.
QColor statusFill(Tone tone);
/// A translucent tint of @p tone, blended over the base colour to mark a row (a diff's changed,
/// added and removed values: Warning, Good, Failed; Muted for what one side lacks). @p strong:
/// the value itself; else the container around it, fainter. Reads on light and dark palettes.
QColor statusTint(Tone tone, bool strong = true);
/// A background that marks a field as failed (a search without a match), on either palette.
QColor failedBackground(const QWidget *widget = nullptr);
/// WCAG 2's contrast ratio of two colours, 1 to 21.
double contrastRatio(const QColor &a, const QColor &b);
/// Whether @p widget's palette (the application's when null) is a dark one.
bool isDarkPalette(const QWidget *widget = nullptr);
/// Sets @p widget's text colour (its palette's WindowText and Text) to @p colour, or back to the
/// application palette's when @p colour is invalid.
void setTextColour(QWidget *widget, const QColor &colour);

} // namespace ptq::ui
