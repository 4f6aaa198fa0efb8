#include "target/targetstorewatcher.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QThread>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QString normalized(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

detail::TargetStoreNotifier *detail::TargetStoreNotifier::instance()
{
    // Built on first use, by whichever thread; it lives with the application's thread, so that
    // it outlasts a worker thread that saved first.
    static TargetStoreNotifier *notifier = [] {
        auto *n = new TargetStoreNotifier;
        if (QCoreApplication *app = QCoreApplication::instance())
            n->moveToThread(app->thread());
        return n;
    }();
    return notifier;
}

TargetStoreWatcher::TargetStoreWatcher(const QString &path, QObject *parent)
    : QObject(parent),
      m_path(normalized(path)),
      m_watcher(new QFileSystemWatcher(this)),
      m_settle(new QTimer(this))
{
    m_settle->setSingleShot(true);
    m_settle->setInterval(150);
    connect(m_settle, &QTimer::timeout, this, &TargetStoreWatcher::onDiskChanged);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_settle, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_settle, qOverload<>(&QTimer::start));
    // Queued or direct by the saver's thread: a save on this thread is heard before save() returns.
    connect(detail::TargetStoreNotifier::instance(), &detail::TargetStoreNotifier::saved, this, &TargetStoreWatcher::onSaved);
    m_seen = stamp();
    watch();
}

TargetStoreWatcher::~TargetStoreWatcher() = default;

void TargetStoreWatcher::announceSaved(const QString &path)
{
    emit detail::TargetStoreNotifier::instance()->saved(normalized(path));
}

TargetStoreWatcher::Stamp TargetStoreWatcher::stamp() const
{
    const QFileInfo info(m_path); // one stat of a small settings file
    if (!info.exists())
        return {};
    return {true, info.size(), info.lastModified()};
}

void TargetStoreWatcher::watch()
{
    // The folder sees the file appear and an atomic replace (a new file renamed over the old,
    // which drops the file from the watch); the file sees an edit in place.
    const QString folder = QFileInfo(m_path).absolutePath();
    if (!m_watcher->directories().contains(folder) && QFileInfo(folder).isDir())
        m_watcher->addPath(folder);
    if (!m_watcher->files().contains(m_path) && QFileInfo::exists(m_path))
        m_watcher->addPath(m_path);
}

void TargetStoreWatcher::onSaved(const QString &path)
{
    if (path != m_path)
        return;
    m_seen = stamp(); // the file-system events of this save then say nothing new
    watch();
    m_settle->stop();
    emit changed();
}

void TargetStoreWatcher::onDiskChanged()
{
    watch();
    const Stamp now = stamp();
    if (now == m_seen)
        return; // another file of the folder, or this process's own save
    m_seen = now;
    emit changed();
}

} // namespace ptq
