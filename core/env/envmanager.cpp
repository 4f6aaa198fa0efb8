#include "env/envmanager.h"

#include "artifacts/artifactio.h"
#include "artifacts/json.h"
#include "logcategories.h"
#include "process/toolprocess.h"
#include "source/hubclient.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLockFile>
#include <QMutex>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

constexpr qsizetype kStepTextLimit = 64 * 1024;

QString str(const Json &object, const char *key)
{
    const Json &v = jsonField(object, key);
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}

std::optional<EnvEntry::State> stateFrom(const QString &text)
{
    if (text == u"ready"_s)
        return EnvEntry::State::Ready;
    if (text == u"broken"_s)
        return EnvEntry::State::Broken;
    if (text == u"creating"_s)
        return EnvEntry::State::Creating;
    return std::nullopt;
}

// `pip config list`, with the interpreter's pip or, without one, the pip wheel its ensurepip
// bundles (Debian keeps it in /usr/share/python-wheels). One line: an argv shown in ps and logs.
const QString kPipConfigScript =
    uR"(import glob, os, sys, importlib.util as u; sys.path[:0] = [] if u.find_spec("pip") else sorted(glob.glob(os.path.join(os.path.dirname(u.find_spec("ensurepip").origin), "_bundled", "pip-*.whl")) + glob.glob("/usr/share/python-wheels/pip-*.whl")); from pip._internal.cli.main import main; sys.exit(main(["config", "list"])))"_s;

bool isPipStep(const EnvStep &step)
{
    return step.kind == EnvStep::Kind::InstallUv || step.kind == EnvStep::Kind::InstallTorch
        || step.kind == EnvStep::Kind::InstallLock;
}

/// The folder a recipe works on: the venv step's target, or the venv its first program lies in.
QString targetOf(const EnvRecipe &recipe)
{
    const EnvStep &first = recipe.steps.first();
    if (first.kind == EnvStep::Kind::CreateVenv)
        return QDir::cleanPath(first.arguments.value(first.arguments.size() - 1));
    return QDir::cleanPath(QFileInfo(first.program).absolutePath() + u"/.."_s);
}

/// pyvenv.cfg's "version = 3.11.7" (Python 3.11+ also writes version_info).
QString venvPythonVersion(const QString &dir)
{
    const Result<QByteArray> cfg = ArtifactIo::readFile(dir + u"/pyvenv.cfg"_s, 64 * 1024);
    if (!cfg)
        return {};
    static const QRegularExpression re(uR"(^\s*version(?:_info)?\s*=\s*(\d+\.\d+(?:\.\d+)?))"_s,
                                       QRegularExpression::MultilineOption);
    return re.match(QString::fromUtf8(*cfg)).captured(1);
}

/// A folder remove() may delete: a venv (pyvenv.cfg) or an empty folder.
bool deletable(const QString &dir)
{
    const QFileInfo info(dir);
    if (!info.isDir() || info.isSymLink())
        return false;
    return QFileInfo(dir + u"/pyvenv.cfg"_s).isFile() || QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

/// What a cancelled create may delete: the folder it was told to make (absolute; never a link),
/// holding a venv (pyvenv.cfg) or only what `python -m venv` makes before it writes pyvenv.cfg.
/// Anything else in it was not made by the setup, and the folder is kept.
bool halfMadeVenv(const QString &dir)
{
    if (dir.isEmpty() || !QDir::isAbsolutePath(dir) || QDir::cleanPath(dir) == QDir::rootPath())
        return false;
    if (deletable(dir))
        return true;
    const QFileInfo info(dir);
    if (!info.isDir() || info.isSymLink())
        return false;
    static const QStringList layout = {u"bin"_s, u"include"_s, u"lib"_s, u"lib64"_s, u"share"_s, u"etc"_s};
    const QStringList entries = QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    return std::all_of(entries.cbegin(), entries.cend(), [](const QString &e) { return layout.contains(e); });
}

// ---- processes, as /proc tells them ----------------------------------------------------------

/// The fields of /proc/PID/stat after the command name: [0] is the state (field 3), [2] the
/// process group (5), [19] the start time in clock ticks after boot (22). Empty: no such process.
QList<QByteArray> procStat(qint64 pid)
{
    QFile f(u"/proc/%1/stat"_s.arg(pid));
    if (pid <= 0 || !f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = f.read(4096);
    const qsizetype close = text.lastIndexOf(')');
    if (close < 0)
        return {};
    return text.mid(close + 2).trimmed().split(' ');
}

quint64 startTicks(qint64 pid)
{
    return procStat(pid).value(19).toULongLong();
}

/// A process that runs (a zombie has ended: only its parent has not read its exit yet).
bool running(qint64 pid, quint64 start = 0)
{
    const QList<QByteArray> f = procStat(pid);
    return f.size() > 19 && f.at(0) != "Z" && (start == 0 || f.at(19).toULongLong() == start);
}

/// This boot's id: a PID and a start time name one process only within one boot.
QString bootId()
{
    static const QString id = [] {
        QFile f(u"/proc/sys/kernel/random/boot_id"_s);
        return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.read(64).trimmed()) : QString();
    }();
    return id;
}

/// Stops what is left of a dead setup's step: the running members of process group @p group that
/// started when its leader did or later (the leader was the step's process, @p leaderStart its
/// start). The group's id cannot be another group's while one of its members lives; if a process
/// with the leader's PID runs but started at another time, the id is another group's now and
/// nothing is stopped. Returns how many were sent SIGKILL.
int stopGroup(qint64 group, quint64 leaderStart)
{
    if (group <= 1 || leaderStart == 0)
        return 0;
    if (const QList<QByteArray> leader = procStat(group); leader.size() > 19 && leader.at(19).toULongLong() != leaderStart)
        return 0;
    int stopped = 0;
    for (int pass = 0; pass < 3; ++pass) { // a member may fork while it is being stopped
        int found = 0;
        const QStringList pids = QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &name : pids) {
            bool ok = false;
            const qint64 pid = name.toLongLong(&ok);
            if (!ok || pid == ::getpid())
                continue;
            const QList<QByteArray> f = procStat(pid);
            if (f.size() <= 19 || f.at(0) == "Z" || f.at(2).toLongLong() != group || f.at(19).toULongLong() < leaderStart)
                continue;
            ++found;
            if (::kill(pid_t(pid), SIGKILL) == 0)
                ++stopped;
        }
        if (found == 0)
            break;
    }
    return stopped;
}

/// The setups that run in this process (a registry's path and an environment's name): every
/// EnvRegistry of this process over that file sees them as being set up.
struct ActiveSetups
{
    QMutex mutex;
    QSet<QString> keys;
};

ActiveSetups &activeSetups()
{
    static ActiveSetups setups;
    return setups;
}

QString activeKey(const QString &registryPath, const QString &name)
{
    return QFileInfo(registryPath).absoluteFilePath() + u'\n' + name;
}

constexpr int kLockWaitMs = 5000;

} // namespace

QString toString(EnvEntry::State state)
{
    switch (state) {
    case EnvEntry::State::Ready: return u"ready"_s;
    case EnvEntry::State::Broken: return u"broken"_s;
    case EnvEntry::State::Creating: break;
    }
    return u"creating"_s;
}

QString toString(EnvResult::Outcome outcome)
{
    switch (outcome) {
    case EnvResult::Outcome::Succeeded: return u"succeeded"_s;
    case EnvResult::Outcome::Cancelled: return u"cancelled"_s;
    case EnvResult::Outcome::Failed: break;
    }
    return u"failed"_s;
}

// ---- EnvRegistry -----------------------------------------------------------------------------

QString EnvRegistry::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/environments.json"_s;
}

EnvRegistry::EnvRegistry(QString path) : m_path(std::move(path)) {}

Status EnvRegistry::load()
{
    m_entries.clear();
    if (Status loaded = read(); !loaded)
        return loaded;
    stopOrphans();
    return {};
}

Status EnvRegistry::read()
{
    m_damaged = false;
    if (!QFileInfo::exists(m_path) && !QFileInfo(m_path).isSymLink()) {
        m_entries.clear();
        return {};
    }
    auto damaged = [this](const QString &why) {
        m_damaged = true;
        m_damage = why;
        return Error{Error::Code::Malformed,
                     tr("The list of managed environments %1 cannot be read (%2). It is kept as it is; no "
                        "environment is recorded until it is repaired or moved away.")
                         .arg(m_path, why)};
    };
    const Result<QByteArray> bytes = ArtifactIo::readFile(m_path, 8 * 1024 * 1024);
    if (!bytes)
        return damaged(bytes.error().message);
    const Result<Json> json = ArtifactIo::parseJson(*bytes, m_path);
    if (!json)
        return damaged(json.error().message);
    const Json &list = jsonField(*json, "environments");
    if (!json->is_object() || !list.is_array())
        return damaged(tr("no \"environments\" list"));
    QList<EnvEntry> entries;
    for (const Json &e : list) {
        EnvEntry entry;
        entry.name = str(e, "name");
        entry.path = str(e, "path");
        const std::optional<EnvEntry::State> state = stateFrom(str(e, "state"));
        if (entry.name.isEmpty() || !QDir::isAbsolutePath(entry.path) || !state)
            return damaged(tr("an entry without a name, an absolute path or a known state"));
        entry.state = *state;
        entry.quark = str(e, "quark");
        entry.torch = str(e, "torch");
        entry.accelerator = str(e, "accelerator");
        entry.python = str(e, "python");
        entry.createdAt = str(e, "created_at");
        entry.recipeDigest = str(e, "recipe_digest");
        entry.log = str(e, "log");
        if (const Json &setup = jsonField(e, "setup"); entry.state == EnvEntry::State::Creating && setup.is_object()) {
            const auto number = [&setup](const char *key) -> qint64 {
                const Json &v = jsonField(setup, key);
                return v.is_number_integer() ? v.get<qint64>() : 0;
            };
            entry.setupPid = number("pid");
            entry.setupStart = str(setup, "start").toULongLong();
            entry.setupBoot = str(setup, "boot_id");
            entry.setupGroup = number("group");
            entry.setupGroupStart = str(setup, "group_start").toULongLong();
        }
        entries.append(entry);
    }
    m_entries = entries;
    return {};
}

EnvEntry::State EnvRegistry::effectiveState(const EnvEntry &entry) const
{
    switch (entry.state) {
    case EnvEntry::State::Ready:
        return markerMatches(entry.path, entry.recipeDigest) ? EnvEntry::State::Ready : EnvEntry::State::Broken;
    case EnvEntry::State::Creating:
        return beingSetUp(entry) ? EnvEntry::State::Creating : EnvEntry::State::Broken;
    case EnvEntry::State::Broken: break;
    }
    return EnvEntry::State::Broken;
}

QList<EnvEntry> EnvRegistry::entries() const
{
    QList<EnvEntry> out = m_entries;
    for (EnvEntry &e : out)
        e.state = effectiveState(e);
    return out;
}

std::optional<EnvEntry> EnvRegistry::find(const QString &name) const
{
    for (const EnvEntry &e : m_entries) {
        if (e.name == name) {
            EnvEntry copy = e;
            copy.state = effectiveState(e);
            return copy;
        }
    }
    return std::nullopt;
}

std::optional<EnvEntry> EnvRegistry::findByPath(const QString &path) const
{
    const QString clean = QDir::cleanPath(path);
    for (const EnvEntry &e : m_entries) {
        if (QDir::cleanPath(e.path) == clean)
            return find(e.name);
    }
    return std::nullopt;
}

bool EnvRegistry::markerMatches(const QString &dir, const QString &digest)
{
    if (digest.isEmpty())
        return false;
    const Result<QByteArray> marker = ArtifactIo::readFile(dir + u'/' + QLatin1StringView(kReadyMarker), 4096);
    return marker && QString::fromUtf8(marker->trimmed()) == digest;
}

void EnvRegistry::setActive(const QString &name, bool active)
{
    ActiveSetups &setups = activeSetups();
    const QMutexLocker locker(&setups.mutex);
    if (active)
        setups.keys.insert(activeKey(m_path, name));
    else
        setups.keys.remove(activeKey(m_path, name));
}

bool EnvRegistry::beingSetUp(const EnvEntry &entry) const
{
    if (entry.state != EnvEntry::State::Creating)
        return false;
    {
        ActiveSetups &setups = activeSetups();
        const QMutexLocker locker(&setups.mutex);
        if (setups.keys.contains(activeKey(m_path, entry.name)))
            return true;
    }
    // Another process's setup, while that process runs (this one's ended when its manager did).
    return entry.setupPid > 0 && entry.setupPid != ::getpid() && !entry.setupBoot.isEmpty()
        && entry.setupBoot == bootId() && running(entry.setupPid, entry.setupStart);
}

void EnvRegistry::stopOrphans()
{
    // A setup whose process is gone (killed, or the machine's power): what its step started may
    // still run, writing into a folder that is not being set up any more. Stopped first, then the
    // entry is recorded as what it is: broken.
    QStringList orphans;
    for (const EnvEntry &e : std::as_const(m_entries)) {
        if (e.state == EnvEntry::State::Creating && e.setupPid > 0 && e.setupPid != ::getpid() && !beingSetUp(e))
            orphans.append(e.name);
    }
    if (orphans.isEmpty())
        return;
    const QList<EnvEntry> before = m_entries;
    const Status recorded = modify([&](QList<EnvEntry> &entries) {
        for (EnvEntry &e : entries) {
            if (!orphans.contains(e.name) || e.state != EnvEntry::State::Creating || beingSetUp(e))
                continue;
            if (e.setupGroup > 0 && e.setupBoot == bootId())
                stopGroup(e.setupGroup, e.setupGroupStart);
            e.state = EnvEntry::State::Broken;
        }
        return Status();
    });
    if (!recorded && !m_damaged)
        m_entries = before; // not recorded (a read-only disk): the entries read as Broken all the same
}

Status EnvRegistry::modify(const std::function<Status(QList<EnvEntry> &)> &change)
{
    const QString dir = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(dir))
        return Error{Error::Code::WriteFailed, tr("Could not create the folder %1.").arg(dir)};
    // Another process may change the file at any time: its lock, then the file as it is now.
    QLockFile lock(m_path + u".lock"_s);
    lock.setStaleLockTime(0); // a lock of a process that is gone is taken over; a live one's never
    if (!lock.tryLock(kLockWaitMs)) {
        if (lock.error() == QLockFile::LockFailedError) {
            qint64 pid = 0;
            QString host, app;
            lock.getLockInfo(&pid, &host, &app);
            return Error{Error::Code::Locked,
                         tr("The list of managed environments %1 stayed locked by process %2 for %3 s; nothing was "
                            "changed. Try again.")
                             .arg(m_path)
                             .arg(pid)
                             .arg(kLockWaitMs / 1000)};
        }
        return Error{Error::Code::WriteFailed,
                     tr("Could not lock the list of managed environments %1 (its lock file %2 cannot be written); "
                        "nothing was changed.")
                         .arg(m_path, lock.fileName())};
    }
    if (Status loaded = read(); !loaded)
        return loaded;
    QList<EnvEntry> next = m_entries;
    if (Status changed = change(next); !changed)
        return changed;
    if (next == m_entries)
        return {};
    return save(next);
}

Status EnvRegistry::claimProblem(const EnvEntry &entry, bool create) const
{
    const QString dir = QDir::cleanPath(entry.path);
    const auto byName = std::find_if(m_entries.cbegin(), m_entries.cend(), [&](const EnvEntry &e) { return e.name == entry.name; });
    const auto byPath = std::find_if(m_entries.cbegin(), m_entries.cend(),
                                     [&](const EnvEntry &e) { return QDir::cleanPath(e.path) == dir; });
    for (const auto &it : {byPath, byName}) {
        if (it != m_entries.cend() && beingSetUp(*it))
            return Error{Error::Code::Locked, busyMessage(*it)};
    }
    if (!create) {
        if (byPath == m_entries.cend())
            return Error{Error::Code::NotFound, tr("%1 is not a registered environment: nothing to repair.").arg(dir)};
        return {};
    }
    if (byName != m_entries.cend())
        return Error{Error::Code::Invalid,
                     tr("An environment named %1 is already registered: remove it first or choose another name.").arg(entry.name)};
    if (byPath != m_entries.cend())
        return Error{Error::Code::Invalid, tr("%1 is already registered as the environment %2.").arg(dir, byPath->name)};
    const QFileInfo target(dir);
    if (target.exists() && (!target.isDir() || !QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)))
        return Error{Error::Code::Invalid,
                     tr("%1 already exists and is not an empty folder: choose a new folder for the environment.").arg(dir)};
    return {};
}

QString EnvRegistry::busyMessage(const EnvEntry &entry) const
{
    if (entry.setupPid > 0 && entry.setupPid != ::getpid())
        return tr("%1 (%2) is being set up by process %3: wait for that to end, or cancel it there.")
            .arg(entry.name, entry.path)
            .arg(entry.setupPid);
    return tr("%1 is being set up: cancel that first.").arg(entry.name);
}

Status EnvRegistry::claim(EnvEntry &entry, bool create)
{
    entry.state = EnvEntry::State::Creating;
    entry.setupPid = ::getpid();
    entry.setupStart = startTicks(entry.setupPid);
    entry.setupBoot = bootId();
    entry.setupGroup = 0;
    entry.setupGroupStart = 0;
    return modify([&](QList<EnvEntry> &entries) -> Status {
        // Checked again as the file says now, under its lock: of two setups of one folder (or one
        // name), one is recorded, and the other refused before it runs anything.
        if (Status problem = claimProblem(entry, create); !problem)
            return problem;
        const QString dir = QDir::cleanPath(entry.path);
        const auto it = std::find_if(entries.begin(), entries.end(), [&](const EnvEntry &e) {
            return create ? e.name == entry.name : QDir::cleanPath(e.path) == dir;
        });
        if (it == entries.end())
            entries.append(entry);
        else
            *it = entry;
        return {};
    });
}

Status EnvRegistry::save(const QList<EnvEntry> &entries)
{
    if (m_damaged)
        return Error{Error::Code::WriteFailed,
                     tr("The list of managed environments %1 is damaged (%2) and was kept as it is: move it away "
                        "(or repair it), then try again.")
                         .arg(m_path, m_damage)};
    QList<EnvEntry> normal = entries;
    for (EnvEntry &e : normal) {
        if (e.state != EnvEntry::State::Creating) { // only a setup in progress has a setup process
            e.setupPid = e.setupGroup = 0;
            e.setupStart = e.setupGroupStart = 0;
            e.setupBoot.clear();
        }
    }
    Json list = Json::array();
    for (const EnvEntry &e : std::as_const(normal)) {
        Json j = Json::object();
        j["name"] = e.name.toStdString();
        j["path"] = e.path.toStdString();
        j["state"] = toString(e.state).toStdString();
        j["quark"] = e.quark.toStdString();
        j["torch"] = e.torch.toStdString();
        j["accelerator"] = e.accelerator.toStdString();
        j["python"] = e.python.toStdString();
        j["created_at"] = e.createdAt.toStdString();
        j["recipe_digest"] = e.recipeDigest.toStdString();
        j["log"] = e.log.toStdString();
        if (e.state == EnvEntry::State::Creating && e.setupPid > 0) {
            Json setup = Json::object();
            setup["pid"] = e.setupPid;
            setup["start"] = std::to_string(e.setupStart);
            setup["boot_id"] = e.setupBoot.toStdString();
            setup["group"] = e.setupGroup;
            setup["group_start"] = std::to_string(e.setupGroupStart);
            j["setup"] = setup;
        }
        list.push_back(j);
    }
    Json doc = Json::object();
    doc["schema_version"] = "1";
    doc["environments"] = list;
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        return Error{Error::Code::WriteFailed, tr("Could not create the folder %1.").arg(QFileInfo(m_path).absolutePath())};
    if (Status written = ArtifactIo::writeAtomically(m_path, ArtifactIo::toJsonBytes(doc)); !written)
        return Error{written.error().code, tr("Could not save the list of managed environments %1 (it is unchanged): %2")
                                               .arg(m_path, written.error().message)};
    m_entries = normal;
    return {};
}

Status EnvRegistry::upsert(const EnvEntry &entry)
{
    return modify([&](QList<EnvEntry> &next) {
        const auto it = std::find_if(next.begin(), next.end(), [&](const EnvEntry &e) { return e.name == entry.name; });
        if (it == next.end())
            next.append(entry);
        else
            *it = entry;
        return Status();
    });
}

Status EnvRegistry::remove(const QString &name, bool refuseBusy)
{
    return modify([&](QList<EnvEntry> &next) -> Status {
        const auto it = std::find_if(next.begin(), next.end(), [&](const EnvEntry &e) { return e.name == name; });
        if (it == next.end())
            return {};
        if (refuseBusy && beingSetUp(*it))
            return Error{Error::Code::Locked, busyMessage(*it)};
        next.erase(it);
        return {};
    });
}

// ---- EnvManager ------------------------------------------------------------------------------

EnvManager::EnvManager(EnvRegistry *registry, QObject *parent)
    : QObject(parent), m_registry(registry), m_baseEnv(QProcessEnvironment::systemEnvironment()),
      m_stallTimer(new QTimer(this))
{
    connect(m_stallTimer, &QTimer::timeout, this, &EnvManager::checkStall);
}

EnvManager::~EnvManager()
{
    // The app is closing mid-setup: nothing of it may outlive us (the entry stays Creating on
    // disk and reads as Broken next time).
    if (m_process && m_group > 0)
        ::kill(-pid_t(m_group), SIGKILL);
    if (m_registry && !m_entry.name.isEmpty())
        m_registry->setActive(m_entry.name, false);
}

Status EnvManager::start(const EnvRecipe &recipe, const QByteArray &approvedDigest, const QString &name)
{
    if (m_running)
        return Error{Error::Code::Usage, tr("An environment is already being set up.")};
    if (!recipe.isValid())
        return Error{Error::Code::Invalid, tr("The setup cannot start: %1").arg(recipe.problems.join(u' '))};
    if (approvedDigest.isEmpty() || approvedDigest != recipe.digest())
        return Error{Error::Code::Usage,
                     tr("Not started: these commands were not approved (the approval is for other commands). "
                        "Review the commands and approve them again.")};
    const QString dir = targetOf(recipe);
    const bool create = recipe.steps.first().kind == EnvStep::Kind::CreateVenv;
    EnvEntry entry;
    std::optional<EnvEntry> before;
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    QString logBase;
    if (create) {
        entry.name = name.isEmpty() ? QFileInfo(dir).fileName() : name;
        entry.path = dir;
        if (Status problem = m_registry->claimProblem(entry, true); !problem)
            return problem;
        entry.accelerator = toString(recipe.choice.variant.kind);
        if (!recipe.choice.variant.torchVersion.isEmpty())
            entry.torch = recipe.choice.variant.torchVersion + u'+' + recipe.choice.variant.tag;
        entry.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        logBase = QFileInfo(dir).absolutePath() + u'/' + QFileInfo(dir).fileName() + u"-setup-"_s + stamp;
    } else {
        before = m_registry->findByPath(dir);
        entry.path = dir;
        if (Status problem = m_registry->claimProblem(entry, false); !problem)
            return problem;
        entry = *before;
        logBase = dir + u"/ptq-repair-"_s + stamp;
    }
    entry.state = EnvEntry::State::Creating;
    entry.recipeDigest = QString::fromLatin1(approvedDigest);

    // The log, created exclusively (a name taken moves on to -2, -3, …).
    if (!QDir().mkpath(QFileInfo(logBase).absolutePath()))
        return Error{Error::Code::WriteFailed, tr("Could not create the folder %1.").arg(QFileInfo(logBase).absolutePath())};
    m_log.close();
    for (int n = 1; n <= 100; ++n) {
        m_logPath = logBase + (n == 1 ? QString() : u"-%1"_s.arg(n)) + u".log"_s;
        m_log.setFileName(m_logPath);
        if (m_log.open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered))
            break;
        if (n == 100 || (!QFileInfo::exists(m_logPath) && !QFileInfo(m_logPath).isSymLink()))
            return Error{Error::Code::WriteFailed, tr("Could not create the log %1: %2").arg(m_logPath, m_log.errorString())};
    }
    entry.log = m_logPath;

    // The folder is this setup's from here: recorded with this process, under the registry's
    // lock, or refused when another process claimed it since the check above.
    if (Status saved = m_registry->claim(entry, create); !saved) {
        m_log.close();
        QFile::remove(m_logPath);
        return Error{saved.error().code, tr("Not started: %1").arg(saved.error().message)};
    }
    if (!create) {
        // An interrupted repair must not read as ready: the marker goes before anything runs.
        QFile::remove(dir + u'/' + QLatin1StringView(EnvRegistry::kReadyMarker));
    }
    m_registry->setActive(entry.name, true);

    m_running = true;
    m_cancelled = false;
    m_create = create;
    m_recipe = recipe;
    m_entry = entry;
    m_before = before;
    m_logFailed = false;
    m_redactor = HubSettings::secretRedactor(m_baseEnv);
    m_clock.start();
    writeLog(tr("PTQ Studio: %1 of the environment %2 in %3 (recipe %4), %5 step(s).\n")
                 .arg(create ? tr("setup") : tr("repair"), entry.name, dir, entry.recipeDigest)
                 .arg(recipe.steps.size()));
    for (const QString &note : recipe.notes)
        writeLog(u"# "_s + m_redactor.redact(note) + u'\n');
    runStep(0);
    return {};
}

void EnvManager::runStep(int index)
{
    m_step = index;
    const EnvStep &step = m_recipe.steps.at(index);
    m_pip.reset();
    if (isPipStep(step))
        m_pip.emplace(m_redactor, step.runsUv() ? PipProgress::Dialect::Uv : PipProgress::Dialect::Pip);
    m_sanitizer = TerminalSanitizer();
    m_splitter = LineSplitter();
    m_splitter.setCutGuard([redactor = m_redactor](const QByteArray &text, qsizetype limit) {
        return redactor.safeCut(text, limit);
    });
    m_stepText.clear();
    m_heldProgress.clear();
    m_progressLogged.invalidate();
    m_lastActivity = 0;
    writeLog(u"\n==> [%1/%2] %3\n$ %4\n"_s.arg(index + 1).arg(m_recipe.steps.size()).arg(step.description,
                                                                                       step.display()));
    qCDebug(lcEnvSetup).noquote() << "step" << index + 1 << "of" << m_recipe.steps.size() << ":" << step.description;
    emit stepStarted(index);

    // Its own process group (Cancel reaches pip's children: build backends, compilers), and it
    // dies with us (ToolProcess). The user's locale, as before: pip reads the user's paths.
    auto *process = new ToolProcess(this);
    m_process = process;
    process->setProgram(step.program, step.arguments);
    process->setEnvironment(m_baseEnv);
    for (auto it = step.env.cbegin(); it != step.env.cend(); ++it)
        process->insertEnvironment(it.key(), it.value());
    process->setLocale(ToolProcess::Locale::Inherited);
    process->setChannels(ToolProcess::Channels::Merged);
    process->setCaptureLimit(0); // the log keeps it, as it comes
    process->setGraceMs(m_graceMs);
    process->setRedactor(m_redactor);
    // The approved input (the lock step's requirements and hashes, which pip reads from
    // /dev/stdin), then end of file; without one, end of file at once.
    process->setStandardInput(step.input.toUtf8());
    connect(process, &ToolProcess::started, this, [this, process] {
        if (process != m_process)
            return;
        m_group = process->processId();
        // On record, so that a later start stops what is left of this step if we are killed.
        m_entry.setupGroup = m_group;
        m_entry.setupGroupStart = startTicks(m_group);
        if (Status saved = m_registry->upsert(m_entry); !saved)
            writeLog(saved.error().message + u'\n');
    });
    connect(process, &ToolProcess::standardOutputRead, this, [this, process](const QByteArray &bytes) {
        if (process == m_process)
            onOutput(bytes);
    });
    connect(process, &ToolProcess::finished, this, [this, process](const ProcessResult &result) {
        if (process != m_process)
            return;
        process->deleteLater();
        if (!result.ran()) {
            onStepEnded(-1, false, result.errorString);
            return;
        }
        // A crash reports its signal where the exit code would be, as QProcess does.
        const bool crashed = result.signal != 0;
        onStepEnded(crashed ? result.signal : result.exitCode, crashed, {});
    });
    m_quiet.start();
    if (step.downloads)
        m_stallTimer->start(qBound(20, m_stallMs / 4, 1000));
    else
        m_stallTimer->stop();
    process->start();
}

void EnvManager::onOutput(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    if (m_pip) {
        const QList<PipProgress::Event> events = m_pip->feed(bytes);
        if (m_pip->state().lastActivity != m_lastActivity) {
            m_lastActivity = m_pip->state().lastActivity;
            m_quiet.restart();
        }
        if (!events.isEmpty())
            emit progress(m_pip->state());
    } else {
        m_quiet.restart();
    }
    takeLines(m_sanitizer.push(bytes), false);
}

void EnvManager::takeLines(const QByteArray &clean, bool flush)
{
    QList<QByteArray> ends;
    QList<QByteArray> lines = m_splitter.push(clean, &ends);
    if (flush) {
        const QByteArray rest = m_splitter.flush();
        if (!rest.isEmpty()) {
            lines.append(rest);
            ends.append("\n");
        }
    }
    QString text;
    // pip's raw progress (`Progress <bytes> of <total>`, up to 4 a second for each download) goes
    // to the log at most once a second, and its last line before anything else: a long download
    // is not millions of log lines.
    static const QRegularExpression rawProgress(u"^Progress \\d+ of \\d+$"_s);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        // A progress redraw (`\r`) is kept in the log as a line of its own.
        const QByteArray end = ends.value(i);
        const QString line = m_redactor.redact(QString::fromUtf8(lines.at(i)))
            + (end.isEmpty() ? u"\n"_s : QString::fromLatin1(end == "\r" ? "\n" : end));
        if (line.startsWith(u"Progress "_s) && rawProgress.match(line.trimmed()).hasMatch()) {
            if (m_progressLogged.isValid() && m_progressLogged.elapsed() < 1000) {
                m_heldProgress = line;
                continue;
            }
            m_progressLogged.start();
        }
        text += std::exchange(m_heldProgress, QString()) + line;
    }
    if (flush)
        text += std::exchange(m_heldProgress, QString());
    if (text.isEmpty())
        return;
    m_stepText += text;
    if (m_stepText.size() > kStepTextLimit)
        m_stepText = m_stepText.right(kStepTextLimit);
    writeLog(text);
}

void EnvManager::writeLog(const QString &text)
{
    emit logText(text);
    if (m_logFailed || !m_log.isOpen())
        return;
    if (Status written = ArtifactIo::writeAll(m_log, text.toUtf8(), m_logPath); !written) {
        m_logFailed = true;
        emit logText(tr("%1. The log is incomplete from here.\n").arg(written.error().message));
    }
}

void EnvManager::checkStall()
{
    if (!m_running || !m_process || m_cancelled)
        return;
    const qint64 quiet = m_quiet.elapsed();
    if (quiet >= m_stallMs)
        emit stalled(quiet);
}

void EnvManager::onStepEnded(int exitCode, bool crashed, const QString &startError)
{
    m_stallTimer->stop();
    m_process = nullptr;
    m_group = 0;
    takeLines(m_sanitizer.flush(), true);
    qCDebug(lcEnvSetup).noquote() << "step" << m_step + 1 << "ended: exit code" << exitCode << (crashed ? "(crashed)" : "") << startError;
    const EnvStep &step = m_recipe.steps.at(m_step);
    if (m_pip) {
        m_pip->finish(crashed || !startError.isEmpty() ? std::optional<int>(-1) : std::optional<int>(exitCode));
        emit progress(m_pip->state());
    }
    const QString at = tr("%1 s into the setup").arg(m_clock.elapsed() / 1000);
    writeLog(!startError.isEmpty() ? tr("[could not start: %1; %2]\n").arg(startError, at)
             : crashed             ? tr("[ended by a signal; %1]\n").arg(at)
                                   : tr("[exit code %1; %2]\n").arg(exitCode).arg(at));
    if (m_cancelled) {
        finishCancelled();
        return;
    }
    if (startError.isEmpty() && !crashed && exitCode == 0) {
        if (step.kind == EnvStep::Kind::ImportCheck) {
            // "torch 2.14.1+cpu cuda None hip None": the build that was installed.
            static const QRegularExpression re(uR"((?:^|\n)torch (\S+) cuda )"_s);
            if (const QRegularExpressionMatch m = re.match(m_stepText); m.hasMatch())
                m_entry.torch = m.captured(1);
        }
        if (m_step + 1 < m_recipe.steps.size())
            runStep(m_step + 1);
        else
            succeed();
        return;
    }
    PipProgress::Error error;
    if (m_pip && m_pip->state().error.kind != PipProgress::ErrorKind::None) {
        error = m_pip->state().error;
    } else {
        error.kind = PipProgress::ErrorKind::Other;
        QStringList last = m_stepText.trimmed().split(u'\n');
        if (last.size() > 8)
            last = last.mid(last.size() - 8);
        error.detail = last.join(u'\n');
        const QString how = !startError.isEmpty() ? tr("could not be started (%1)").arg(startError)
                            : crashed             ? tr("was ended by a signal")
                                                  : tr("ended with exit code %1").arg(exitCode);
        error.message = tr("Step %1 (%2) %3. The log %4 has its full output.")
                            .arg(m_step + 1)
                            .arg(QFileInfo(step.program).fileName(), how, m_logPath);
    }
    fail(m_step, error);
}

void EnvManager::succeed()
{
    const QString dir = m_entry.path;
    // Ready is written last, and only here: after every step succeeded.
    if (Status marked = ArtifactIo::writeAtomically(dir + u'/' + QLatin1StringView(EnvRegistry::kReadyMarker),
                                                     m_entry.recipeDigest.toLatin1() + '\n');
        !marked) {
        PipProgress::Error error;
        error.kind = PipProgress::ErrorKind::Other;
        error.message = marked.error().message;
        fail(-1, error);
        return;
    }
    writeLog(tr("\nEvery step succeeded; %1 is ready.\n").arg(dir));
    // What got installed, for the record (read-only, so no approval: `pip list`).
    runQuiet(dir + u"/bin/python"_s, {u"-m"_s, u"pip"_s, u"list"_s, u"--format=json"_s, u"--disable-pip-version-check"_s},
             120'000, [this, dir](int code, const QByteArray &out) {
                 const auto installed = code == 0 ? EnvRecipeBuilder::parsePipList(out) : std::nullopt;
                 if (installed) {
                     m_entry.quark = installed->value(u"amd-quark"_s);
                     if (m_entry.torch.isEmpty())
                         m_entry.torch = installed->value(u"torch"_s);
                 } else {
                     writeLog(tr("pip list did not answer; the versions are not recorded.\n"));
                 }
                 if (const QString py = venvPythonVersion(dir); !py.isEmpty())
                     m_entry.python = py;
                 m_entry.state = EnvEntry::State::Ready;
                 EnvResult result;
                 result.outcome = EnvResult::Outcome::Succeeded;
                 if (Status saved = m_registry->upsert(m_entry); !saved) {
                     // Made, but not on record: say so (the folder and its marker stay).
                     result.outcome = EnvResult::Outcome::Failed;
                     result.error.kind = PipProgress::ErrorKind::Other;
                     result.error.message = tr("%1 was set up, but could not be recorded: %2")
                                                .arg(dir, saved.error().message);
                     writeLog(result.error.message + u'\n');
                 }
                 complete(result);
             });
}

void EnvManager::fail(int step, PipProgress::Error error)
{
    writeLog(tr("\nThe setup failed: %1\n").arg(error.message));
    m_entry.state = EnvEntry::State::Broken;
    if (const QString py = venvPythonVersion(m_entry.path); !py.isEmpty())
        m_entry.python = py;
    if (Status saved = m_registry->upsert(m_entry); !saved)
        writeLog(saved.error().message + u'\n'); // still Creating on disk, which reads as Broken
    EnvResult result;
    result.outcome = EnvResult::Outcome::Failed;
    result.failedStep = step;
    result.error = error;
    complete(result);
}

void EnvManager::finishCancelled()
{
    writeLog(tr("\nCancelled.\n"));
    if (!m_create) {
        m_entry.state = EnvEntry::State::Broken;
        if (Status saved = m_registry->upsert(m_entry); !saved)
            writeLog(saved.error().message + u'\n');
        EnvResult result;
        result.outcome = EnvResult::Outcome::Cancelled;
        result.failedStep = m_step;
        complete(result);
        return;
    }
    // A cancelled create leaves nothing: unregistered, and the half-made folder deleted (it was
    // absent or empty when the setup started, so all of it is the setup's).
    const QString dir = m_entry.path;
    const Status unregistered = m_registry->remove(m_entry.name);
    if (!unregistered)
        writeLog(unregistered.error().message + u'\n');
    auto *watcher = new QFutureWatcher<bool>(this);
    connect(watcher, &QFutureWatcher<bool>::finished, this, [this, watcher, dir, unregistered] {
        watcher->deleteLater();
        const bool gone = watcher->result();
        EnvResult result;
        result.outcome = EnvResult::Outcome::Cancelled;
        result.failedStep = m_step;
        if (!gone || !unregistered) {
            // What is left is on record as Broken, never ready.
            writeLog(tr("%1 could not be deleted; it stays registered as broken.\n").arg(dir));
            m_entry.state = EnvEntry::State::Broken;
            if (Status saved = m_registry->upsert(m_entry); !saved)
                writeLog(saved.error().message + u'\n');
        } else {
            EnvEntry gone;
            gone.name = m_entry.name;
            gone.path = dir;
            m_entry = gone;
        }
        complete(result);
    });
    watcher->setFuture(QtConcurrent::run([dir] {
        if (!QFileInfo::exists(dir) && !QFileInfo(dir).isSymLink())
            return true;
        return halfMadeVenv(dir) && QDir(dir).removeRecursively();
    }));
}

void EnvManager::complete(EnvResult result)
{
    m_stallTimer->stop();
    m_registry->setActive(m_entry.name, false);
    result.name = m_entry.name;
    result.path = m_entry.path;
    result.logPath = m_logPath;
    result.entry = m_registry->find(m_entry.name);
    result.elapsedMs = m_clock.elapsed();
    writeLog(tr("Outcome: %1 after %2 s.\n").arg(toString(result.outcome)).arg(result.elapsedMs / 1000));
    qCDebug(lcEnvSetup).noquote() << "set-up of" << m_entry.name << "ended:" << toString(result.outcome) << "after" << result.elapsedMs << "ms";
    m_log.close();
    m_running = false;
    m_cancelled = false;
    emit finished(result);
}

void EnvManager::cancel()
{
    if (!m_running || m_cancelled)
        return;
    if (!m_process) // between the last step and the record: the environment is made
        return;
    m_cancelled = true;
    writeLog(tr("\nCancelling: stopping step %1.\n").arg(m_step + 1));
    m_process->cancel(); // SIGTERM to its group, SIGKILL after the grace

}

Status EnvManager::remove(const QString &name)
{
    const std::optional<EnvEntry> entry = m_registry->find(name);
    if (!entry)
        return Error{Error::Code::NotFound, tr("No environment named %1 is registered.").arg(name)};
    if (m_running && m_entry.name == name)
        return Error{Error::Code::Locked, tr("%1 is being set up: cancel that first.").arg(name)};
    // Refused while another process (or manager) sets it up, checked under the registry's lock.
    if (Status removed = m_registry->remove(name, true); !removed)
        return removed;
    const QString dir = entry->path;
    auto *watcher = new QFutureWatcher<Status>(this);
    connect(watcher, &QFutureWatcher<Status>::finished, this, [this, watcher, name] {
        watcher->deleteLater();
        emit removed(name, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([dir]() -> Status {
        if (!QFileInfo::exists(dir))
            return {};
        if (!deletable(dir))
            return Error{Error::Code::Invalid,
                         tr("%1 is not a Python environment (no pyvenv.cfg): it was unregistered but not deleted.").arg(dir)};
        if (!QDir(dir).removeRecursively())
            return Error{Error::Code::WriteFailed, tr("%1 was unregistered but could not be deleted completely.").arg(dir)};
        return {};
    }));
    return {};
}

void EnvManager::runQuiet(const QString &program, const QStringList &args, int timeoutMs,
                          std::function<void(int, QByteArray)> done)
{
    // A question (LC_ALL=C: its answer is parsed), killed at the timeout.
    auto *process = new ToolProcess(this);
    process->setProgram(program, args);
    process->setEnvironment(m_baseEnv);
    process->setTimeoutMs(timeoutMs);
    process->setGraceMs(0);
    connect(process, &ToolProcess::finished, this, [process, done](const ProcessResult &result) {
        process->deleteLater();
        done(result.ending == ProcessResult::Ending::Exited ? result.exitCode : -1, result.standardOutput);
    });
    process->start();
}

void EnvManager::listPackages(const QString &dir)
{
    const QString python = dir + u"/bin/python"_s;
    runQuiet(python, {u"-m"_s, u"pip"_s, u"list"_s, u"--format=json"_s, u"--disable-pip-version-check"_s}, 120'000,
             [this, dir, python](int code, const QByteArray &out) {
                 const auto installed = code == 0 ? EnvRecipeBuilder::parsePipList(out) : std::nullopt;
                 if (installed)
                     emit packagesListed(dir, *installed);
                 else
                     emit packagesListed(dir, Error{Error::Code::Invalid,
                                                    tr("%1 -m pip list did not list the installed packages (exit code %2).")
                                                        .arg(python)
                                                        .arg(code)});
             });
}

void EnvManager::probePip(const QString &python, bool existingEnv)
{
    const QStringList args = existingEnv ? QStringList{u"-m"_s, u"pip"_s, u"--version"_s, u"--disable-pip-version-check"_s}
                                         : QStringList{u"-c"_s, u"import ensurepip; print(ensurepip.version())"_s};
    runQuiet(python, args, 60'000, [this, python](int code, const QByteArray &out) {
        // "23.2.1", or "pip 23.2.1 from /…/site-packages/pip (python 3.11)".
        static const QRegularExpression re(uR"(^(?:pip )?(\d+(?:\.\d+)*))"_s);
        const QRegularExpressionMatch m = re.match(QString::fromUtf8(out).trimmed());
        const QVersionNumber version = code == 0 && m.hasMatch() ? QVersionNumber::fromString(m.captured(1)) : QVersionNumber();
        const QString message = version.isNull() ? tr("%1 did not name its pip (exit code %2).").arg(python).arg(code)
                                                  : QString();
        // Then pip's settings, which uv is handed (it reads no pip.conf). With the pip the
        // interpreter has, else the one its ensurepip installs into a new venv (a wheel Python can
        // import from): the same files and PIP_* variables either way.
        runQuiet(python, {u"-c"_s, kPipConfigScript}, 60'000, [this, python, version, message](int code, const QByteArray &out) {
            const std::optional<PipSettings> settings = code == 0 ? PipSettings::parse(out) : std::nullopt;
            emit pipSettingsProbed(python, settings,
                                   settings ? QString()
                                            : tr("`%1 -m pip config list` did not answer (exit code %2)").arg(python).arg(code));
            emit pipProbed(python, version, message);
        });
    });
}

} // namespace ptq
