#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>
#include <utility>

namespace ptq {

/// Runs @p work on a worker thread (of @p pool, else the global pool) and hands its result to
/// @p done on @p context's thread. The watcher is parented to @p context: when the requester
/// is gone, so is the callback.
template <typename Work, typename Done>
void runInBackground(QObject *context, Work work, Done done, QThreadPool *pool = nullptr)
{
    using R = std::invoke_result_t<Work>;
    auto *watcher = new QFutureWatcher<R>(context);
    QObject::connect(watcher, &QFutureWatcher<R>::finished, context, [watcher, done = std::move(done)]() mutable {
        done(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(pool ? QtConcurrent::run(pool, std::move(work)) : QtConcurrent::run(std::move(work)));
}

} // namespace ptq
