#include "env/pipprogress.h"

#include <QRegularExpression>
#include <QUrl>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

// pip's and rich's sizes are decimal: "11 kB", "16.9 MB".
qint64 toBytes(const QString &number, const QString &unit)
{
    double factor = 1;
    if (unit == u"kB"_s)
        factor = 1e3;
    else if (unit == u"MB"_s)
        factor = 1e6;
    else if (unit == u"GB"_s)
        factor = 1e9;
    else if (unit == u"TB"_s)
        factor = 1e12;
    return qint64(std::llround(number.toDouble() * factor));
}

// "six==1.16.0", "numpy[extra]>=2; python_version>'3'", "foo @ https://…" -> the name.
QString requirementName(const QString &requirement)
{
    static const QRegularExpression re(u"^([A-Za-z0-9][A-Za-z0-9._-]*)"_s);
    const auto m = re.match(requirement);
    return m.hasMatch() ? m.captured(1) : requirement;
}

// The version of a requirement pinned with == and nothing else ("six==1.16.0"), else "".
QString pinnedVersion(const QString &requirement)
{
    static const QRegularExpression re(u"^[A-Za-z0-9._-]+(?:\\[[^\\]]*\\])?===?([A-Za-z0-9.+!_-]+)$"_s);
    const auto m = re.match(requirement);
    return m.hasMatch() ? m.captured(1) : QString();
}

// A URL or path as pip prints it -> the file name ("…/six-1.16.0-py2.py3-none-any.whl#sha…").
QString fileName(QString location)
{
    location = location.section(u'#', 0, 0).section(u'?', 0, 0);
    while (location.endsWith(u'/'))
        location.chop(1);
    return location.section(u'/', -1);
}

// "numpy-2.4.6-cp311-…whl" / "six-1.16.0.tar.gz" -> {name, version}.
PipProgress::Package packageOfFile(const QString &file)
{
    QString stem = file;
    if (stem.endsWith(u".whl"_s)) {
        const QStringList parts = stem.chopped(4).split(u'-');
        if (parts.size() >= 2)
            return {parts[0], parts[1]};
        return {};
    }
    for (const QString &ext : {u".tar.gz"_s, u".tar.bz2"_s, u".tar.xz"_s, u".tgz"_s, u".zip"_s}) {
        if (stem.endsWith(ext)) {
            stem.chop(ext.size());
            const qsizetype dash = stem.lastIndexOf(u'-');
            if (dash > 0)
                return {stem.left(dash), stem.mid(dash + 1)};
            return {};
        }
    }
    return {};
}

// "charset-normalizer-3.5.3" -> {charset-normalizer, 3.5.3}
PipProgress::Package splitNameVersion(const QString &item)
{
    const qsizetype dash = item.lastIndexOf(u'-');
    if (dash <= 0)
        return {item, {}};
    return {item.left(dash), item.mid(dash + 1)};
}

bool isNetworkTrouble(const QString &line)
{
    static const QStringList needles = {
        u"Failed to establish a new connection"_s, u"Temporary failure in name resolution"_s,
        u"Name or service not known"_s,           u"NameResolutionError"_s,
        u"nodename nor servname"_s,               u"Could not fetch URL"_s,
        u"Max retries exceeded"_s,                u"Connection refused"_s,
        u"Network is unreachable"_s,              u"No route to host"_s,
        u"Read timed out"_s,                      u"ConnectTimeoutError"_s,
        u"ReadTimeoutError"_s,                    u"Connection reset by peer"_s,
        u"ProxyError"_s,                          u"SSLError"_s,
        u"problem confirming the ssl certificate"_s, u"IncompleteRead"_s,
        u"Connection broken"_s,
    };
    for (const QString &needle : needles)
        if (line.contains(needle, Qt::CaseInsensitive))
            return true;
    return false;
}

// "host='pypi.invalid', port=443" in urllib3's messages -> "pypi.invalid:443".
QString hostOf(const QString &line)
{
    static const QRegularExpression re(u"host='([^']+)', port=(\\d+)"_s);
    const auto m = re.match(line);
    return m.hasMatch() ? m.captured(1) + u':' + m.captured(2) : QString();
}

/// "WARNING: Retrying (…) after connection broken by '…': /whl/cpu/torch/" → "/whl/cpu/torch/".
QString retriedPath(const QString &line)
{
    static const QRegularExpression re(u"': (/\\S*)$"_s);
    const auto m = re.match(line);
    return m.hasMatch() ? m.captured(1) : QString();
}

QString withoutErrorPrefix(const QString &line)
{
    if (line.startsWith(u"ERROR: "_s))
        return line.mid(7);
    if (line.startsWith(u"error: "_s))
        return line.mid(7);
    return line;
}

} // namespace

PipProgress::PipProgress(SecretRedactor redactor, Dialect dialect)
    : m_redactor(std::move(redactor)), m_dialect(dialect)
{
    m_splitter.setCutGuard([this](const QByteArray &text, qsizetype limit) {
        return m_redactor.safeCut(text, limit);
    });
}

QList<PipProgress::Event> PipProgress::feed(const QByteArray &chunk)
{
    QList<Event> out;
    for (const QByteArray &raw : m_splitter.push(m_sanitizer.push(chunk))) {
        // The raw bar's line, millions of them on a long download: read at once (digits hold no secret).
        if (m_dialect == Dialect::Pip && readRawProgress(raw, out))
            continue;
        readLine(QString::fromUtf8(m_redactor.redact(raw)), out);
    }
    keep(out);
    return out;
}

bool PipProgress::readRawProgress(const QByteArray &raw, QList<Event> &out)
{
    // "Progress <done> of <total>" and nothing else (a trailing \r of a redraw aside).
    QByteArrayView line(raw);
    while (!line.isEmpty() && (line.back() == '\r' || line.back() == '\n' || line.back() == ' '))
        line.chop(1);
    if (!line.startsWith("Progress "))
        return false;
    line = line.sliced(9);
    const qsizetype of = line.indexOf(" of ");
    const auto number = [](QByteArrayView digits) -> std::optional<qint64> {
        if (digits.isEmpty() || digits.size() > 18
            || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        return digits.toLongLong();
    };
    const std::optional<qint64> done = of > 0 ? number(line.first(of)) : std::nullopt;
    const std::optional<qint64> total = of > 0 ? number(line.sliced(of + 4)) : std::nullopt;
    if (!done || !total || m_block != Block::None)
        return false;
    setBytes(*done, *total > 0 ? *total : -1, out);
    ++m_state.lastActivity;
    return true;
}

void PipProgress::keep(const QList<Event> &events)
{
    // pip >= 24.1 reports a download's bytes up to 4 times a second: only the last report of the
    // download at hand is kept (it is all anyone shows), and the oldest events go past kMaxEvents.
    for (const Event &e : events) {
        if (e.kind == Event::Kind::Bytes && !m_events.isEmpty()) {
            Event &last = m_events.last();
            if (last.kind == Event::Kind::Bytes && last.package == e.package && last.version == e.version) {
                last = e;
                continue;
            }
        }
        m_events.append(e);
    }
    if (m_events.size() > 2 * kMaxEvents)
        m_events.remove(0, m_events.size() - kMaxEvents);
}

QList<PipProgress::Event> PipProgress::finish(std::optional<int> exitCode)
{
    QList<Event> out;
    if (!m_finished) {
        m_finished = true;
        QByteArray rest = m_sanitizer.flush();
        for (const QByteArray &raw : m_splitter.push(rest))
            readLine(QString::fromUtf8(m_redactor.redact(raw)), out);
        readLine(QString::fromUtf8(m_redactor.redact(m_splitter.flush())), out);
    }
    if (exitCode) {
        if (*exitCode == 0 && m_state.error.kind == ErrorKind::None) {
            setPhase(Phase::Done, out);
        } else if (*exitCode != 0 && m_state.error.kind == ErrorKind::None) {
            if (m_state.networkRetries > 0 || !m_networkDetail.isEmpty())
                fail(ErrorKind::NoNetwork, m_state.package, {}, m_networkDetail, out);
            else
                fail(ErrorKind::Other, m_state.package, {},
                     m_dialect == Dialect::Uv ? tr("uv stopped with exit code %1.").arg(*exitCode)
                                              : tr("pip stopped with exit code %1.").arg(*exitCode),
                     out);
        }
    }
    keep(out);
    return out;
}

void PipProgress::setPhase(Phase phase, QList<Event> &out)
{
    if (m_state.phase == phase || (m_state.phase == Phase::Failed && phase != Phase::Failed))
        return;
    m_state.phase = phase;
    Event e;
    e.kind = Event::Kind::Phase;
    e.phase = phase;
    e.package = m_state.package;
    e.version = m_state.version;
    out.append(e);
}

void PipProgress::setPackage(const QString &name, const QString &version, QList<Event> &out)
{
    if (name.isEmpty() || (name == m_state.package && version == m_state.version))
        return;
    if (name != m_state.package) {
        m_state.bytesDone = m_state.bytesTotal = -1;
        m_state.bytesPerSecond = -1;
        m_state.file.clear();
    }
    m_state.package = name;
    m_state.version = version;
    Event e;
    e.kind = Event::Kind::Package;
    e.phase = m_state.phase;
    e.package = name;
    e.version = version;
    out.append(e);
}

void PipProgress::setBytes(qint64 done, qint64 total, QList<Event> &out)
{
    if (done == m_state.bytesDone && total == m_state.bytesTotal)
        return;
    m_state.bytesDone = done;
    m_state.bytesTotal = total;
    Event e;
    e.kind = Event::Kind::Bytes;
    e.phase = m_state.phase;
    e.package = m_state.package;
    e.version = m_state.version;
    e.bytesDone = done;
    e.bytesTotal = total;
    out.append(e);
}

void PipProgress::fail(ErrorKind kind, const QString &package, const QString &url,
                       const QString &detail, QList<Event> &out, const QString &requiresPython)
{
    Error &error = m_state.error;
    const bool replace = error.kind == ErrorKind::None
        || (error.kind == ErrorKind::Other
            && (kind != ErrorKind::Other || (error.package.isEmpty() && !package.isEmpty())));
    const Error before = error;
    if (replace) {
        error = Error{kind, package, url, requiresPython, detail, {}};
    } else if (error.kind == kind) {
        if (error.package.isEmpty())
            error.package = package;
        if (error.url.isEmpty())
            error.url = url;
        if (error.detail.isEmpty())
            error.detail = detail;
        if (error.requiresPython.isEmpty())
            error.requiresPython = requiresPython;
    } else {
        return; // the first specific error stands
    }
    describe(error);
    setPhase(Phase::Failed, out);
    if (error == before)
        return;
    Event e;
    e.kind = Event::Kind::Error;
    e.phase = Phase::Failed;
    e.package = error.package;
    out.append(e);
}

QString PipProgress::unreachableIndex() const
{
    if (!m_networkPath.isEmpty()) {
        for (const QString &index : m_state.indexUrls) {
            const QUrl url(index);
            const QString path = url.path().endsWith(u'/') ? url.path() : url.path() + u'/';
            if (url.scheme().startsWith(u"http"_s) && m_networkPath.startsWith(path))
                return index;
        }
    }
    if (!m_networkHost.isEmpty())
        return m_networkHost;
    return m_state.indexUrls.value(0);
}

void PipProgress::describe(Error &error) const
{
    const QString package = error.package.isEmpty() ? tr("a package") : error.package;
    switch (error.kind) {
    case ErrorKind::None:
        error.message.clear();
        break;
    case ErrorKind::NoMatchingDistribution:
        error.message = error.url.isEmpty()
            ? tr("No release of %1 was found on the package index. Check the package name and "
                 "version, or choose a version the index offers.").arg(package)
            : tr("No release of %1 was found on %2. Check the package name and version, and "
                 "that this index carries it.").arg(package, error.url);
        break;
    case ErrorKind::ResolverConflict:
        error.message = tr("%1 cannot be installed together: their dependencies conflict. "
                           "Loosen or remove one of the version pins and try again.").arg(package);
        break;
    case ErrorKind::NoNetwork:
        error.message = tr("Could not reach %1 to install %2. Check the network connection, the "
                           "proxy and the index URL, then try again.")
                            .arg(error.url.isEmpty() ? tr("the package index") : error.url, package);
        break;
    case ErrorKind::DiskFull:
        error.message = tr("The disk ran out of space while installing %1. Free some space where "
                           "the environment and the temporary folder live, then try again.")
                            .arg(package);
        break;
    case ErrorKind::HashMismatch:
        error.message = error.url.isEmpty()
            ? tr("The download of %1 does not match the hash it must have, so it was not "
                 "installed. Check the pinned hashes or the mirror, then try again.").arg(package)
            : tr("The download of %1 from %2 does not match the hash it must have, so it was "
                 "not installed. Check the pinned hashes or the mirror, then try again.")
                  .arg(package, error.url);
        break;
    case ErrorKind::PythonVersion:
        error.message = error.requiresPython.isEmpty()
            ? tr("%1 does not support this environment's Python. Use a Python it supports, or "
                 "choose a release of it that supports this Python.").arg(package)
            : tr("%1 needs Python %2, which this environment does not have. Use a Python it "
                 "supports, or choose a release of it that supports this Python.")
                  .arg(package, error.requiresPython);
        break;
    case ErrorKind::Other:
        if (error.detail.contains(u"invalid choice: 'raw'"_s))
            error.message = tr("This pip does not know \"--progress-bar raw\" (it needs pip 24.1 or "
                               "newer). Upgrade pip in the environment, or run without that option.");
        else if (error.detail.contains(u"wheel"_s, Qt::CaseInsensitive) && !error.package.isEmpty())
            error.message = tr("Building %1 from source failed: %2 Install what it needs to build, "
                               "or choose a release with a ready-made wheel.")
                                .arg(package, error.detail);
        else if (m_dialect == Dialect::Uv)
            error.message = tr("uv failed while installing %1: %2 See the log for the details.")
                                .arg(package, error.detail);
        else
            error.message = tr("pip failed while installing %1: %2 See the log for the details.")
                                .arg(package, error.detail);
        break;
    }
}

// Returns whether the line was about an error (read, whatever its outcome).
bool PipProgress::readError(const QString &line, QList<Event> &out)
{
    static const QRegularExpression reNotFound(
        u"(?:Could not find a version that satisfies the requirement|No matching distribution found for) (\\S+)"_s);
    static const QRegularExpression reIgnored(
        u"Ignored the following versions that require a different python version: (.*)$"_s);
    static const QRegularExpression reIgnoredItem(u"(\\S+) Requires-Python ([^;]+)"_s);
    static const QRegularExpression rePackagePython(
        u"Package '([^']+)' requires a different Python: (\\S+) not in '([^']+)'"_s);
    static const QRegularExpression reCannotInstall(
        u"Cannot install (.+?) because these package versions have conflicting dependencies"_s);
    static const QRegularExpression reFetch(u"Could not fetch URL (\\S+?):? "_s);
    static const QRegularExpression reBuild(
        u"(?:Failed building wheel for|Could not build wheels for|Failed to build) ([A-Za-z0-9._-]+)"_s);
    static const QRegularExpression reBuildList(u"based projects \\(([^)]+)\\)"_s);

    const QString text = withoutErrorPrefix(line);
    const bool errorLine = line.startsWith(u"ERROR: "_s) || line.startsWith(u"error: "_s);

    if (line.contains(u"does not currently take into account"_s))
        return true; // pip's after-the-fact conflict warning: the install went through

    if (auto m = reIgnored.match(line); m.hasMatch()) {
        auto it = reIgnoredItem.globalMatch(m.captured(1));
        while (it.hasNext()) {
            const auto item = it.next();
            m_ignoredVersions.append(item.captured(1));
            m_ignoredSpecs.append(item.captured(2).trimmed());
            m_pythonSpec = m_ignoredSpecs.last();
        }
        if (m_ignoredVersions.size() > 2 * kMaxEvents) { // the newest are the index's answer
            m_ignoredVersions.remove(0, m_ignoredVersions.size() - kMaxEvents);
            m_ignoredSpecs.remove(0, m_ignoredSpecs.size() - kMaxEvents);
        }
        return true;
    }
    if (line.contains(u"No space left on device"_s) || line.contains(u"[Errno 28]"_s)) {
        fail(ErrorKind::DiskFull, m_state.package, {}, text, out);
        return true;
    }
    if (line.contains(u"THESE PACKAGES DO NOT MATCH THE HASHES"_s)
        || line.contains(u"Hashes are required in --require-hashes mode"_s)) {
        m_block = Block::Hashes;
        fail(ErrorKind::HashMismatch, {}, {}, text, out);
        return true;
    }
    if (line.contains(u"ResolutionImpossible"_s) || line.contains(u"conflicting dependencies"_s)) {
        const auto m = reCannotInstall.match(line);
        m_block = Block::Conflict;
        if (m_state.networkRetries > 0 || !m_networkDetail.isEmpty()) {
            // An index could not be reached, and what the other indexes (pip.conf's
            // extra-index-url, find-links) offer does not fit the pins or a constraint: the
            // conflict follows from the unreachable index, which is what to fix.
            fail(ErrorKind::NoNetwork, m.hasMatch() ? m.captured(1) : m_state.package, unreachableIndex(),
                 m_networkDetail + u' ' + text, out);
        } else {
            fail(ErrorKind::ResolverConflict, m.hasMatch() ? m.captured(1) : QString(), {}, text, out);
        }
        return true;
    }
    if (auto m = rePackagePython.match(line); m.hasMatch()) {
        fail(ErrorKind::PythonVersion, m.captured(1), {}, text, out, m.captured(3));
        return true;
    }
    if (auto m = reNotFound.match(line); m.hasMatch()) {
        const QString requirement = m.captured(1);
        const QString pin = pinnedVersion(requirement);
        if (m_state.networkRetries > 0 || !m_networkDetail.isEmpty()) {
            fail(ErrorKind::NoNetwork, requirement, unreachableIndex(), m_networkDetail, out);
        } else if (!m_ignoredVersions.isEmpty() && (pin.isEmpty() || m_ignoredVersions.contains(pin))) {
            const qsizetype at = m_ignoredVersions.indexOf(pin);
            fail(ErrorKind::PythonVersion, requirement, m_state.indexUrls.value(0), text, out,
                 at >= 0 ? m_ignoredSpecs.value(at) : m_pythonSpec);
        } else {
            fail(ErrorKind::NoMatchingDistribution, requirement, m_state.indexUrls.value(0), text, out);
        }
        return true;
    }
    if (isNetworkTrouble(line)) {
        if (line.startsWith(u"WARNING: Retrying"_s))
            ++m_state.networkRetries;
        m_networkDetail = line.startsWith(u"WARNING: "_s) ? line.mid(9) : text;
        if (const QString host = hostOf(line); !host.isEmpty())
            m_networkHost = host;
        if (const QString path = retriedPath(line); !path.isEmpty())
            m_networkPath = path;
        if (errorLine) {
            const auto fetch = reFetch.match(line);
            const QString url = fetch.hasMatch() ? fetch.captured(1)
                : !m_networkHost.isEmpty()       ? m_networkHost
                                                 : m_state.indexUrls.value(0);
            fail(ErrorKind::NoNetwork, m_state.package, url, text, out);
        }
        return true;
    }
    if (line.contains(u"invalid choice:"_s)) {
        fail(ErrorKind::Other, {}, {}, text, out);
        return true;
    }
    if (errorLine) {
        QString package;
        if (const auto m = reBuildList.match(line); m.hasMatch())
            package = m.captured(1);
        else if (const auto b = reBuild.match(line); b.hasMatch())
            package = b.captured(1);
        fail(ErrorKind::Other, package, {}, text, out);
        return true;
    }
    return false;
}

void PipProgress::readLine(const QString &rawLine, QList<Event> &out)
{
    static const QRegularExpression reCollecting(u"^Collecting (\\S+)"_s);
    static const QRegularExpression reFile(
        u"^(Downloading|Using cached|Resuming download|Processing) (\\S+)(?: \\((?:[\\d.]+ \\w+/)?([\\d.]+) (bytes|kB|MB|GB|TB)\\))?"_s);
    static const QRegularExpression reRaw(u"^Progress (\\d+) of (\\d+)$"_s);
    static const QRegularExpression reBar(
        u"^[\\s\u2501\u2578\u257a]*(\\d+(?:\\.\\d+)?)/(\\d+(?:\\.\\d+)?) (bytes|kB|MB|GB|TB)(?:\\s+(\\d+(?:\\.\\d+)?) (bytes|kB|MB|GB|TB)/s)?"_s);
    static const QRegularExpression reSpinner(
        u"^[\\s|/\\\\-]*(\\d+(?:\\.\\d+)?) (bytes|kB|MB|GB|TB) (\\d+(?:\\.\\d+)?) (bytes|kB|MB|GB|TB)/s"_s);
    static const QRegularExpression reInstallBar(u"^[\\s\u2501\u2578\u257a]*(\\d+)/(\\d+) \\[([^\\]]+)\\]$"_s);
    static const QRegularExpression reSatisfied(
        u"^Requirement already satisfied: (\\S+) in .*?(?:\\(([^()\\s]+)\\))?$"_s);
    static const QRegularExpression reBuildingFor(u"^(?:Building wheel for|Running setup\\.py \\w+ for) (\\S+)"_s);
    static const QRegularExpression reHashFrom(u"^(\\S+) from (\\S+?):?(?: \\(|$)"_s);
    static const QRegularExpression reCause(u"^(?:The user requested|\\S+ \\S+ depends on) "_s);

    if (m_dialect == Dialect::Uv) {
        readUvLine(rawLine, out);
        return;
    }
    const QString line = rawLine.trimmed();
    if (line.isEmpty())
        return;

    // Lines that belong to an error block opened before.
    if (m_block == Block::Hashes) {
        if (const auto m = reHashFrom.match(line); m.hasMatch()) {
            fail(ErrorKind::HashMismatch, m.captured(1), m.captured(2), {}, out);
            ++m_state.lastActivity;
            return;
        }
    } else if (m_block == Block::Conflict) {
        if (reCause.match(line).hasMatch()) {
            Error &error = m_state.error;
            if ((error.kind == ErrorKind::ResolverConflict || error.kind == ErrorKind::NoNetwork)
                && error.detail.size() < kMaxDetail) {
                error.detail += u' ' + line;
                describe(error);
            }
            ++m_state.lastActivity;
            return;
        }
    }

    if (readError(line, out)) {
        ++m_state.lastActivity;
        return;
    }

    bool meaningful = true;
    if (const auto m = reRaw.match(line); m.hasMatch()) {
        const qint64 total = m.captured(2).toLongLong();
        setBytes(m.captured(1).toLongLong(), total > 0 ? total : -1, out);
    } else if (const auto m = reBar.match(line); m.hasMatch()) {
        const QString unit = m.captured(3);
        m_state.bytesPerSecond = m.captured(4).isEmpty() ? -1 : double(toBytes(m.captured(4), m.captured(5)));
        setBytes(toBytes(m.captured(1), unit), toBytes(m.captured(2), unit), out);
    } else if (const auto m = reInstallBar.match(line); m.hasMatch()) {
        setPhase(Phase::Installing, out);
        setPackage(m.captured(3), {}, out);
    } else if (const auto m = reSpinner.match(line); m.hasMatch()) {
        m_state.bytesPerSecond = double(toBytes(m.captured(3), m.captured(4)));
        setBytes(toBytes(m.captured(1), m.captured(2)), -1, out);
    } else if (const auto m = reCollecting.match(line); m.hasMatch()) {
        ++m_state.collected;
        setPhase(Phase::Resolving, out);
        const QString requirement = m.captured(1);
        setPackage(requirementName(requirement), pinnedVersion(requirement), out);
    } else if (const auto m = reFile.match(line); m.hasMatch()) {
        const QString verb = m.captured(1);
        const QString file = fileName(m.captured(2));
        const Package fromFile = packageOfFile(file);
        if (verb == u"Processing"_s) {
            setPhase(Phase::Resolving, out);
        } else {
            setPhase(verb == u"Using cached"_s ? Phase::UsingCached : Phase::Downloading, out);
        }
        // Keep the name as pip's requirement spelled it; the file gives the version.
        const bool same = !m_state.package.isEmpty() && !fromFile.name.isEmpty()
            && QString(m_state.package).replace(u'-', u'_').compare(
                   QString(fromFile.name).replace(u'-', u'_'), Qt::CaseInsensitive) == 0;
        setPackage(same || fromFile.name.isEmpty() ? m_state.package : fromFile.name,
                   fromFile.version.isEmpty() ? m_state.version : fromFile.version, out);
        m_state.file = file;
        m_state.bytesPerSecond = -1;
        if (!m.captured(3).isEmpty())
            setBytes(verb == u"Downloading"_s ? 0 : -1, toBytes(m.captured(3), m.captured(4)), out);
        else
            setBytes(-1, -1, out);
    } else if (const auto m = reSatisfied.match(line); m.hasMatch()) {
        ++m_state.alreadySatisfied;
        setPhase(Phase::Resolving, out);
        setPackage(requirementName(m.captured(1)), m.captured(2), out);
    } else if (line.startsWith(u"Looking in indexes: "_s)) {
        m_state.indexUrls = line.mid(20).split(u", "_s, Qt::SkipEmptyParts);
    } else if (line.startsWith(u"Installing build dependencies"_s)
               || line.startsWith(u"Getting requirements to build"_s)
               || line.startsWith(u"Preparing metadata"_s)
               || line.startsWith(u"Building wheels for collected packages"_s)
               || line.startsWith(u"Created wheel for"_s) || line.startsWith(u"Stored in directory"_s)
               || line.startsWith(u"Successfully built"_s)) {
        setPhase(Phase::Building, out);
    } else if (const auto m = reBuildingFor.match(line); m.hasMatch()) {
        setPhase(line.startsWith(u"Running setup.py install"_s) ? Phase::Installing : Phase::Building, out);
        setPackage(m.captured(1), m_state.package == m.captured(1) ? m_state.version : QString(), out);
    } else if (line.startsWith(u"Installing collected packages: "_s)) {
        m_state.toInstall = line.mid(31).split(u", "_s, Qt::SkipEmptyParts);
        setPhase(Phase::Installing, out);
    } else if (line.startsWith(u"Attempting uninstall"_s) || line.startsWith(u"Found existing installation"_s)
               || line.startsWith(u"Uninstalling "_s) || line.startsWith(u"Successfully uninstalled"_s)) {
        setPhase(Phase::Installing, out);
    } else if (line.startsWith(u"Successfully installed "_s) || line.startsWith(u"Would install "_s)) {
        const QString list = line.section(u' ', 2);
        m_state.installed.clear();
        for (const QString &item : list.split(u' ', Qt::SkipEmptyParts))
            m_state.installed.append(splitNameVersion(item));
        Event e;
        e.kind = Event::Kind::Installed;
        e.phase = m_state.phase;
        out.append(e);
        setPhase(Phase::Done, out);
    } else if (line.startsWith(u"WARNING: Retrying"_s)) {
        ++m_state.networkRetries;
        m_networkDetail = line.mid(9);
        if (const QString host = hostOf(line); !host.isEmpty())
            m_networkHost = host;
        if (const QString path = retriedPath(line); !path.isEmpty())
            m_networkPath = path;
    } else {
        meaningful = false; // traceback text, notes, blank bars, pip's hints
    }
    if (meaningful)
        ++m_state.lastActivity;
}

QString PipProgress::phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Starting: return tr("Starting");
    case Phase::Resolving: return tr("Finding packages");
    case Phase::Downloading: return tr("Downloading");
    case Phase::UsingCached: return tr("Using cached files");
    case Phase::Building: return tr("Building");
    case Phase::Installing: return tr("Installing");
    case Phase::Done: return tr("Done");
    case Phase::Failed: return tr("Failed");
    }
    return {};
}

const char *PipProgress::kindKey(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::None: return "none";
    case ErrorKind::NoMatchingDistribution: return "no-matching-distribution";
    case ErrorKind::ResolverConflict: return "resolver-conflict";
    case ErrorKind::NoNetwork: return "no-network";
    case ErrorKind::DiskFull: return "disk-full";
    case ErrorKind::HashMismatch: return "hash-mismatch";
    case ErrorKind::PythonVersion: return "python-version";
    case ErrorKind::Other: return "other";
    }
    return "";
}

QDebug operator<<(QDebug debug, const PipProgress::State &state)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "PipProgress::State(phase=" << int(state.phase) << ", package=" << state.package
                    << ", version=" << state.version << ", bytes=" << state.bytesDone << '/'
                    << state.bytesTotal << ", collected=" << state.collected
                    << ", installed=" << state.installed.size()
                    << ", error=" << PipProgress::kindKey(state.error.kind) << ' '
                    << state.error.package << ' ' << state.error.url << ')';
    return debug;
}

QDebug operator<<(QDebug debug, const PipProgress::Event &event)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "PipProgress::Event(kind=" << int(event.kind) << ", phase=" << int(event.phase)
                    << ", package=" << event.package << ", version=" << event.version
                    << ", bytes=" << event.bytesDone << '/' << event.bytesTotal << ')';
    return debug;
}

} // namespace ptq
