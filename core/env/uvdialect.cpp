// PipProgress's reading of `uv pip install` (Dialect::Uv): the same State and Events as pip's, from
// what uv 0.13.9 prints to a pipe. Every line form below is in a capture of tests/fixtures/uv/.
#include "env/pipprogress.h"

#include <QRegularExpression>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

// uv's sizes are binary: "16.1MiB", "850.3KiB", "2.0GiB".
qint64 binaryBytes(const QString &number, const QString &unit)
{
    double factor = 1;
    if (unit == u"KiB"_s)
        factor = 1024.0;
    else if (unit == u"MiB"_s)
        factor = 1024.0 * 1024.0;
    else if (unit == u"GiB"_s)
        factor = 1024.0 * 1024.0 * 1024.0;
    return qint64(std::llround(number.toDouble() * factor));
}

// "https://host/simple/six/" (the page of one project) -> "https://host/simple", the index.
QString indexOf(const QString &projectUrl)
{
    QString url = projectUrl;
    if (url.endsWith(u'/'))
        url.chop(1);
    const qsizetype slash = url.lastIndexOf(u'/');
    return slash > url.indexOf(u"://"_s) + 2 ? url.left(slash) : projectUrl;
}

} // namespace

void PipProgress::readUvLine(const QString &rawLine, QList<Event> &out)
{
    static const QRegularExpression reResolved(u"^Resolved (\\d+) packages? in "_s);
    static const QRegularExpression reDownloading(u"^Downloading (\\S+) \\(([\\d.]+)(B|KiB|MiB|GiB)\\)$"_s);
    static const QRegularExpression reDownloaded(u"^ Downloaded (\\S+)$"_s);
    static const QRegularExpression rePrepared(u"^Prepared (\\d+) packages? in "_s);
    static const QRegularExpression reInstalled(u"^Installed (\\d+) packages? in "_s);
    static const QRegularExpression reChecked(u"^(?:Checked|Audited) (\\d+) packages? in "_s);
    static const QRegularExpression rePlus(u"^ \\+ ([^=\\s]+)==(\\S+)"_s);

    QString line = rawLine;
    while (line.endsWith(u'\r') || line.endsWith(u'\n'))
        line.chop(1);
    if (line.trimmed().isEmpty())
        return;

    // An error block: "error: …", then indented causes (and the blank-free lines under them).
    if (line.startsWith(u"error: "_s) || (!m_uvError.isEmpty() && line.startsWith(u' '))) {
        // As uv indents it: "Expected:" and "Computed:" with their hashes under them.
        while (line.endsWith(u' '))
            line.chop(1);
        m_uvError.append(line);
        readUvError(out);
        ++m_state.lastActivity;
        return;
    }
    if (line.startsWith(u"warning: "_s))
        return; // uv's advice (a hard link that fell back to a copy): the log has it

    if (line.startsWith(u"Using Python "_s)) {
        setPhase(Phase::Resolving, out);
    } else if (const auto m = reResolved.match(line); m.hasMatch()) {
        m_state.collected = m.captured(1).toInt();
        setPhase(Phase::Resolving, out);
    } else if (const auto d = reDownloading.match(line); d.hasMatch()) {
        setPhase(Phase::Downloading, out);
        setPackage(d.captured(1), {}, out);
        m_state.file = d.captured(1);
        setBytes(0, d.captured(3) == u"B"_s ? qint64(d.captured(2).toDouble()) : binaryBytes(d.captured(2), d.captured(3)),
                 out);
    } else if (const auto done = reDownloaded.match(line); done.hasMatch()) {
        // uv downloads in parallel: the one that ended may not be the last one named.
        if (done.captured(1) == m_state.package && m_state.bytesTotal > 0)
            setBytes(m_state.bytesTotal, m_state.bytesTotal, out);
    } else if (rePrepared.match(line).hasMatch()) {
        setPhase(Phase::Installing, out);
    } else if (reInstalled.match(line).hasMatch() || line.startsWith(u"Bytecode compiled "_s)) {
        setPhase(Phase::Installing, out);
    } else if (const auto c = reChecked.match(line); c.hasMatch()) {
        m_state.alreadySatisfied = c.captured(1).toInt();
    } else if (const auto p = rePlus.match(line); p.hasMatch()) {
        const Package installed{p.captured(1), p.captured(2)};
        m_state.installed.append(installed);
        Event e;
        e.kind = Event::Kind::Installed;
        e.phase = m_state.phase;
        e.package = installed.name;
        e.version = installed.version;
        out.append(e);
    } else {
        return; // " - old==1.0" of a replaced package, and anything new: not progress
    }
    ++m_state.lastActivity;
}

void PipProgress::readUvError(QList<Event> &out)
{
    static const QRegularExpression reHash(u"Hash mismatch for `([^`]+)`"_s);
    static const QRegularExpression reUnhashed(u"all requirements must have a hash, but none were provided for: (.+)$"_s);
    static const QRegularExpression reFetch(u"Failed to fetch: (\\S+)"_s);
    static const QRegularExpression reDownload(u"Failed to download `([^`]+)`"_s);
    static const QRegularExpression rePython(
        u"the current Python version \\(([^)]+)\\) does not satisfy Python([^ ]+) and (\\S+) depends on"_s);
    static const QRegularExpression reNoVersion(u"there is no version of (\\S+) and you require"_s);
    static const QRegularExpression reNotFound(u"Because (\\S+) was not found in the package registry"_s);

    const QString block = m_uvError.join(u'\n');
    const QString detail = block.left(kMaxDetail);
    QString package;
    if (const auto m = reDownload.match(block); m.hasMatch())
        package = m.captured(1);
    QString url;
    if (const auto m = reFetch.match(block); m.hasMatch()) {
        url = indexOf(m.captured(1));
        if (package.isEmpty()) // the project's page names it: ".../simple/six/"
            package = m.captured(1).mid(url.size()).remove(u'/');
    }

    if (block.contains(u"No space left on device"_s) || block.contains(u"os error 28"_s)) {
        fail(ErrorKind::DiskFull, package, {}, detail, out);
    } else if (const auto m = reHash.match(block); m.hasMatch()) {
        fail(ErrorKind::HashMismatch, m.captured(1), {}, detail, out);
    } else if (const auto u = reUnhashed.match(block); u.hasMatch()) {
        fail(ErrorKind::HashMismatch, u.captured(1).trimmed(), {}, detail, out);
    } else if (block.contains(u"client error (Connect)"_s) || block.contains(u"dns error"_s)
               || block.contains(u"tcp connect error"_s) || block.contains(u"operation timed out"_s)
               || block.contains(u"Request failed after"_s)) {
        fail(ErrorKind::NoNetwork, package, url, detail, out);
    } else if (const auto p = rePython.match(block); p.hasMatch()) {
        fail(ErrorKind::PythonVersion, p.captured(3), {}, detail, out, p.captured(2));
    } else if (const auto v = reNoVersion.match(block); v.hasMatch()) {
        fail(ErrorKind::NoMatchingDistribution, v.captured(1), url, detail, out);
    } else if (const auto n = reNotFound.match(block); n.hasMatch()) {
        fail(ErrorKind::NoMatchingDistribution, n.captured(1), url, detail, out);
    } else if (block.contains(u"No solution found when resolving dependencies"_s) && m_uvError.size() > 1) {
        fail(ErrorKind::ResolverConflict, package, {}, detail, out);
    } else {
        fail(ErrorKind::Other, package, url, detail, out);
    }
    // The causes under the first line belong to the error's detail (fail() keeps the first).
    if (Error &error = m_state.error; error.kind != ErrorKind::None && error.detail != detail && block.startsWith(error.detail)) {
        error.detail = detail;
        describe(error);
    }
}

} // namespace ptq
