#pragma once

#include <QFont>

namespace ptq::ui {

/// The font for text that must line up: logs, commands, scripts, file panes. The desktop's fixed
/// font when it really is fixed-pitch; otherwise the first installed fixed-pitch family (some
/// desktops resolve "monospace" to a family fontconfig does not mark as mono, such as Noto Sans
/// Mono), at the desktop's size. Only when no fixed-pitch family is installed at all is the
/// desktop's font returned as it is (with a typewriter hint).
QFont fixedFont();

} // namespace ptq::ui
