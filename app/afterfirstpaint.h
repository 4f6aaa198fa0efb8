#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>

#include <functional>

namespace ptq {

/// Runs work once the application's first frame is complete (and what painting it queued
/// has run): what the first frame does not need (the window icon: a PNG decode and the image plugins loaded) waits
/// until the window is on screen.
class AfterFirstPaint final : public QObject
{
public:
    static void schedule(std::function<void()> work)
    {
        QCoreApplication::instance()->installEventFilter(new AfterFirstPaint(std::move(work)));
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_work) {
            // Two turns of the event loop: after this frame, and after what painting it queued.
            QTimer::singleShot(0, QCoreApplication::instance(), [work = std::move(m_work)] {
                QTimer::singleShot(0, QCoreApplication::instance(), work);
            });
            m_work = nullptr;
            QCoreApplication::instance()->removeEventFilter(this);
            deleteLater();
        }
        return false;
    }

private:
    explicit AfterFirstPaint(std::function<void()> work) : QObject(QCoreApplication::instance()), m_work(std::move(work)) {}

    std::function<void()> m_work;
};

} // namespace ptq
