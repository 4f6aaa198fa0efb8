#pragma once

// Helpers shared by the offscreen UI tests.

#include <QDir>
#include <QString>
#include <QWidget>

namespace ptq::test {

/// The widget named @p name under @p root; a test without it cannot go on.
template <typename T>
T *child(QWidget *root, const QString &name)
{
    T *widget = root->findChild<T *>(name);
    if (!widget)
        qFatal("no widget %s", qPrintable(name));
    return widget;
}

/// Saves a PNG of @p widget into $PTQ_SCREENSHOT_DIR, when set, to look at what a test showed.
inline void saveShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("PTQ_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

} // namespace ptq::test
