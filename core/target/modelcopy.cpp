#include "target/modelcopy.h"

#include "command/commandline.h"
#include "process/toolprocess.h"
#include "units.h"
#include "target/ssh.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QFutureWatcher>
#include <QRandomGenerator>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

Json ModelCopy::toJson() const
{
    Json out = Json::object();
    out["from"] = from.toStdString();
    out["to"] = to.toStdString();
    out["files"] = files;
    out["bytes"] = bytes;
    out["present"] = present;
    return out;
}

std::optional<ModelCopy> ModelCopy::fromJson(const Json &json)
{
    if (!json.is_object())
        return std::nullopt;
    ModelCopy c;
    c.from = jsonString(json, "from");
    c.to = jsonString(json, "to");
    const Json &files = jsonField(json, "files");
    const Json &bytes = jsonField(json, "bytes");
    const Json &present = jsonField(json, "present");
    if (!files.is_number_integer() || !bytes.is_number_integer() || !present.is_boolean() || !c.isSet())
        return std::nullopt;
    c.files = files.get<int>();
    c.bytes = bytes.get<qint64>();
    c.present = present.get<bool>();
    if (c.files < 0 || c.bytes < 0 || !c.from.startsWith(u'/') || !c.to.startsWith(u'/'))
        return std::nullopt;
    return c;
}

QString ModelCopyPlan::remoteDir(const TargetProfile &profile, const QString &localPath)
{
    const QString clean = QDir::cleanPath(localPath);
    static const QRegularExpression snapshot(u"/models--([^/]+)/snapshots/[^/]+$"_s);
    const QRegularExpressionMatch m = snapshot.match(clean);
    QString name = m.hasMatch() ? m.captured(1) : clean.section(u'/', -1);
    // Only characters that read the same in every shell, file system and log.
    static const QRegularExpression unsafe(u"[^A-Za-z0-9._-]"_s);
    name.replace(unsafe, u"_"_s);
    while (name.startsWith(u'.') || name.startsWith(u'-'))
        name.remove(0, 1);
    if (name.isEmpty())
        name = u"model"_s;
    name = name.left(80);
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(clean.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
    QString base = profile.remoteWorkspace;
    while (base.size() > 1 && base.endsWith(u'/'))
        base.chop(1);
    return base + u"/models/"_s + name + u'-' + hash;
}

namespace {

const QString kMarker = u".ptq-copy-complete"_s;  ///< in a finished copy: the listing's digest
const QString kIntent = u".ptq-copy-listing"_s;   ///< in a partial folder: the digest it is a copy of

bool insideAny(const QString &canonical, const QStringList &roots)
{
    for (const QString &root : roots) {
        if (canonical == root || canonical.startsWith(root == u"/"_s ? root : root + u'/'))
            return true;
    }
    return false;
}

} // namespace

ModelCopyPlan::Listing ModelCopyPlan::scanLocal(const QString &dir)
{
    Listing out;
    const QDir root(dir);
    const QFileInfo rootInfo(dir);
    if (!rootInfo.isDir()) {
        out.error = tr("%1 is not a folder on this machine.").arg(dir);
        return out;
    }
    // Links are followed only where they stay inside: the folder itself, and for a Hugging Face
    // cache snapshot its repository folder (the snapshot is links into ../../blobs/). A link
    // elsewhere (a hostile clone's link to ~/.ssh) is refused, never sent.
    QStringList allowed{rootInfo.canonicalFilePath()};
    static const QRegularExpression snapshot(u"^(.*/models--[^/]+)/snapshots/[^/]+$"_s);
    for (const QString &path : {QDir::cleanPath(rootInfo.absoluteFilePath()), rootInfo.canonicalFilePath()}) {
        const QRegularExpressionMatch m = snapshot.match(path);
        if (m.hasMatch()) {
            const QString repo = QFileInfo(m.captured(1)).canonicalFilePath();
            if (!repo.isEmpty() && !allowed.contains(repo))
                allowed.append(repo);
        }
    }
    const auto linkOut = [&](const QFileInfo &fi) {
        out.error = tr("%1 in the model folder %2 is a link to %3, outside the model folder: it is not copied. Put the "
                       "file itself in the folder, or remove the link.")
                        .arg(root.relativeFilePath(fi.filePath()), dir, fi.symLinkTarget());
    };
    // QDirIterator does not walk a link loop twice.
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
    while (it.hasNext()) {
        const QFileInfo fi(it.next());
        const QString rel = root.relativeFilePath(fi.filePath());
        if (fi.isSymLink() && !fi.exists()) {
            out.error = tr("%1 in the model folder %2 is a link to %3, which does not exist: it cannot be copied.")
                            .arg(rel, dir, fi.symLinkTarget());
            return out;
        }
        if (!insideAny(fi.canonicalFilePath(), allowed)) {
            // Name the link that leads out: this entry, or a folder link above it.
            QString prefix = dir;
            for (const QString &part : rel.split(u'/')) {
                prefix += u'/' + part;
                const QFileInfo step(prefix);
                if (step.isSymLink() && !insideAny(step.canonicalFilePath(), allowed)) {
                    linkOut(step);
                    return out;
                }
            }
            linkOut(fi);
            return out;
        }
        if (rel.contains(u'\n') || rel.contains(u'\r')) {
            out.error = tr("A file name in the model folder %1 holds a line break (%2): it cannot be copied.")
                            .arg(dir, rel.simplified());
            return out;
        }
        if (fi.isDir())
            continue;
        if (!fi.isFile()) {
            out.error = tr("%1 in the model folder %2 is not a regular file (a socket or device): it cannot be copied.")
                            .arg(rel, dir);
            return out;
        }
        if (!fi.isReadable()) {
            out.error = tr("%1 in the model folder %2 cannot be read (permissions).").arg(rel, dir);
            return out;
        }
        out.files.insert(rel, fi.size());
        out.bytes += fi.size();
    }
    if (out.files.isEmpty())
        out.error = tr("The model folder %1 is empty.").arg(dir);
    return out;
}

QString ModelCopyPlan::listingDigest(const QMap<QString, qint64> &files)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (auto it = files.cbegin(); it != files.cend(); ++it)
        hash.addData(QByteArray::number(it.value()) + ' ' + it.key().toUtf8() + '\n');
    return QString::fromLatin1(hash.result().toHex());
}

QString ModelCopyPlan::listingChange(int files, qint64 bytes, const Listing &now)
{
    if (int(now.files.size()) == files && now.bytes == bytes)
        return {};
    return tr("%n file(s) (%1) were approved", nullptr, files).arg(formatBytes(bytes)) + u", "_s
        + tr("now it holds %n file(s) (%1)", nullptr, int(now.files.size())).arg(formatBytes(now.bytes));
}

QString ModelCopyPlan::remoteListingCommand(const QString &dir)
{
    return u"if [ -f %1/%2 ]; then (cd %1 && printf 'COPYDIGEST %s\\n' \"$(cat %2)\" && "
           "find . -type f ! -path ./%2 -printf 'COPYFILE %s %P\\n'); fi; "_s.arg(shellQuote(dir), kMarker);
}

namespace {

QMap<QString, qint64> parseCopyFiles(const QByteArray &output, QByteArray *digest)
{
    QMap<QString, qint64> files;
    for (const QByteArray &line : output.split('\n')) {
        if (digest && line.startsWith("COPYDIGEST "))
            *digest = line.mid(11).trimmed();
        if (!line.startsWith("COPYFILE "))
            continue;
        const qsizetype space = line.indexOf(' ', 9);
        if (space < 0)
            continue;
        bool ok = false;
        const qint64 size = line.mid(9, space - 9).toLongLong(&ok);
        const QString rel = QString::fromUtf8(line.mid(space + 1));
        if (ok && size >= 0 && !rel.isEmpty())
            files.insert(rel, size);
    }
    return files;
}

} // namespace

QMap<QString, qint64> ModelCopyPlan::parseRemoteListing(const QByteArray &output)
{
    QByteArray digest;
    const QMap<QString, qint64> files = parseCopyFiles(output, &digest);
    if (files.isEmpty() || digest != listingDigest(files).toLatin1())
        return {};
    return files;
}

QString ModelCopyPlan::partialDir(const QString &to, const QString &id)
{
    return to + u".partial/"_s + id;
}

QString ModelCopyPlan::lockCommand(const QString &to)
{
    // The lock lives as long as this session: `cat` ends when ssh's stdin closes (the copy is
    // done) or the connection goes (the app died), and the lock goes with it.
    const QString script =
        u"d=%1; mkdir -p \"$(dirname \"$d\")\" || exit 1; "
        "if command -v flock >/dev/null 2>&1; then "
        "exec 9>>\"$d.lock\" || exit 1; "
        "if ! flock -n 9; then echo WAITING; flock 9 || exit 1; fi; "
        "echo LOCKED; exec cat >/dev/null; "
        "fi; "
        "l=\"$d.lockdir\"; w=; "
        "while ! mkdir \"$l\" 2>/dev/null; do "
        "o=$(cat \"$l/pid\" 2>/dev/null); "
        "if [ -n \"$o\" ] && ! kill -0 \"$o\" 2>/dev/null; then rm -rf \"$l\"; continue; fi; "
        "[ -n \"$w\" ] || { echo WAITING; w=1; }; sleep 2; "
        "done; "
        "echo $$ >\"$l/pid\"; echo LOCKED; cat >/dev/null; rm -rf \"$l\""_s.arg(shellQuote(to));
    return u"sh -c "_s + shellQuote(script);
}

QString ModelCopyPlan::prepareCommand(const QString &to, const QString &id, const QString &digest)
{
    const QString script =
        u"set -e; d=%1; p=\"$d.partial/\"%2; g=%3; "
        "if [ -f \"$d/%4\" ] && [ \"$(cat \"$d/%4\")\" = \"$g\" ]; then echo PRESENT; exit 0; fi; "
        "mkdir -p \"$d.partial\"; "
        "for o in \"$d.partial\"/*; do "
        "[ -d \"$o\" ] || continue; [ \"$o\" = \"$p\" ] && continue; "
        "if [ ! -e \"$p\" ] && [ \"$(cat \"$o/%5\" 2>/dev/null)\" = \"$g\" ]; then mv \"$o\" \"$p\"; echo RESUMED; "
        "else rm -rf \"$o\"; fi; "
        "done; "
        "mkdir -p \"$p\"; printf '%s\\n' \"$g\" >\"$p/%5\"; "
        "if command -v rsync >/dev/null 2>&1; then echo RSYNC; fi"_s.arg(shellQuote(to), shellQuote(id),
                                                                           shellQuote(digest), kMarker, kIntent);
    return u"sh -c "_s + shellQuote(script);
}

QString ModelCopyPlan::partialListingCommand(const QString &to, const QString &id)
{
    return u"cd %1 && find . -type f ! -path ./%2 -printf 'COPYFILE %s %P\\n'"_s.arg(shellQuote(partialDir(to, id)),
                                                                                      kIntent);
}

QString ModelCopyPlan::swapCommand(const QString &to, const QString &id)
{
    // The marker is written last, inside the folder that is renamed into place: a copy at <to>
    // without it never counts as present. The older copy is moved aside first (rename, at once),
    // then removed.
    const QString script =
        u"set -e; d=%1; p=\"$d.partial/\"%2; old=\"$d.partial/old-\"%2; "
        "mv \"$p/%3\" \"$p/%4\"; "
        "if [ -e \"$d\" ]; then mv \"$d\" \"$old\"; fi; "
        "mv \"$p\" \"$d\"; rm -rf \"$old\"; rmdir \"$d.partial\" 2>/dev/null || true"_s.arg(shellQuote(to), shellQuote(id),
                                                                                         kIntent, kMarker);
    return u"sh -c "_s + shellQuote(script);
}

QStringList ModelCopyPlan::tarArgv(const QString &localDir)
{
    const QString tar = QStandardPaths::findExecutable(u"tar"_s);
    // Only the approved names (from stdin), each followed where it is a link (the listing
    // allowed those links); no recursion into anything else.
    return {tar.isEmpty() ? u"tar"_s : tar, u"-C"_s, localDir, u"--null"_s, u"--no-recursion"_s, u"-T"_s, u"-"_s,
            u"-chf"_s, u"-"_s};
}

QByteArray ModelCopyPlan::fileList(const QMap<QString, qint64> &files)
{
    QByteArray out;
    for (auto it = files.cbegin(); it != files.cend(); ++it)
        out += it.key().toUtf8() + '\0';
    return out;
}

QString ModelCopyPlan::receiveCommand(const QString &partial)
{
    return u"tar -C %1 -xf -"_s.arg(shellQuote(partial));
}

QStringList ModelCopyPlan::rsyncArgv(const TargetProfile &profile, const QString &localDir, const QString &partial,
                                     int bwLimitKiB)
{
    const QString rsync = QStandardPaths::findExecutable(u"rsync"_s);
    // The same ssh and options as every other call (the same master connection), given to rsync
    // as one -e argument that rsync itself splits (it honours the quotes shellQuote writes);
    // "--" and the destination are rsync's to add.
    QStringList ssh = QStringList{SshCommand::program()} + SshCommand::baseArguments(profile);
    ssh.resize(ssh.size() - 2);
    QStringList quoted;
    for (const QString &arg : std::as_const(ssh))
        quoted.append(shellQuote(arg));
    QString host = profile.host;
    if (host.contains(u':'))
        host = u'[' + host + u']';
    const QString destination = (profile.user.isEmpty() ? host : profile.user + u'@' + host) + u':' + partial + u'/';
    // --files-from: the approved names only; --copy-links follows those (and only those) links;
    // --partial keeps what arrived of a file so that the next copy resumes it (rsync's delta
    // against it: the rest is sent, what is there is compared by checksum). No --checksum: files
    // already whole have the same size and time (--times) and are skipped without reading 2×.
    QStringList argv{rsync.isEmpty() ? u"rsync"_s : rsync,
                     u"--from0"_s,
                     u"--files-from=-"_s,
                     u"--copy-links"_s,
                     u"--times"_s,
                     u"--perms"_s,
                     u"--partial"_s,
                     u"--protect-args"_s,
                     u"--info=progress2"_s,
                     u"--stats"_s,
                     u"-e"_s,
                     quoted.join(u' ')};
    if (bwLimitKiB > 0)
        argv << u"--bwlimit=%1"_s.arg(bwLimitKiB);
    argv << u"--"_s << localDir + u'/' << destination;
    return argv;
}

qint64 ModelCopyPlan::parseRsyncProgress(const QByteArray &line)
{
    // "    1,048,576  50%    1.00MB/s    0:00:01 (xfr#1, to-chk=0/2)"
    const QByteArray t = line.trimmed();
    const qsizetype space = t.indexOf(' ');
    if (space <= 0 || !t.contains('%'))
        return -1;
    QByteArray number = t.left(space);
    number.replace(',', "").replace('.', "");
    bool ok = false;
    const qint64 value = number.toLongLong(&ok);
    return ok && value >= 0 ? value : -1;
}

qint64 ModelCopyPlan::parseRsyncSent(const QByteArray &output)
{
    static const QRegularExpression sent(u"Total bytes sent: ([0-9,.]+)"_s);
    const QRegularExpressionMatch m = sent.match(QString::fromLatin1(output));
    if (!m.hasMatch())
        return -1;
    QString number = m.captured(1);
    number.remove(u',').remove(u'.');
    bool ok = false;
    const qint64 value = number.toLongLong(&ok);
    return ok ? value : -1;
}

QString ModelCopyPlan::removePartialCommand(const QString &to, const QString &id)
{
    return u"sh -c "_s
        + shellQuote(u"rm -rf -- %1; rmdir -- %2 2>/dev/null; true"_s.arg(shellQuote(partialDir(to, id)),
                                                                          shellQuote(to + u".partial"_s)));
}

QString ModelCopyPlan::progressCommand(const QString &partial)
{
    return u"sh -c "_s + shellQuote(u"du -sb %1 2>/dev/null | cut -f1"_s.arg(shellQuote(partial)));
}

QString ModelCopyPlan::describe(const ModelCopy &copy, const QString &host)
{
    if (!copy.isSet())
        return {};
    if (copy.present)
        return tr("The model is read from %1:%2, a copy of %3 made earlier (the same %n file(s) and sizes): nothing is "
                  "copied.", nullptr, copy.files)
            .arg(host, copy.to, copy.from);
    return tr("Before the script runs, the model folder %1 is copied to %2:%3 (%n file(s), %4).", nullptr, copy.files)
        .arg(copy.from, host, copy.to, formatBytes(copy.bytes));
}

// ---- ModelCopier ------------------------------------------------------------------------------

ModelCopier::ModelCopier(const TargetProfile &profile, const ModelCopy &copy, QObject *parent)
    : QObject(parent), m_profile(profile), m_copy(copy),
      m_id(QString::number(QRandomGenerator::system()->generate64(), 16).rightJustified(16, u'0')),
      m_lock(new ToolProcess(this)), m_sender(new ToolProcess(this)), m_ssh(new ToolProcess(this)), m_poll(new QTimer(this))
{
    // A copy's own processes die with the app (parent-death signal, ToolProcess's): a killed
    // ptq-studio leaves no tar, rsync or ssh copying on behind it. LC_ALL=C: the messages are
    // read. Stopped, they are killed at once. Their output is read here as it comes.
    for (ToolProcess *p : {m_lock, m_sender, m_ssh}) {
        p->setGraceMs(0);
        p->setCaptureLimit(0);
    }
    m_lock->setKeepStandardInputOpen(true); // the lock is held till its stdin is closed
    // The first few KB of each stderr: the cause is at the start, and nothing grows without bound.
    const auto keep = [](QByteArray &into, const QByteArray &more) {
        if (into.size() < 4096)
            into += more.left(4096);
    };
    connect(m_lock, &ToolProcess::standardErrorRead, this, [this, keep](const QByteArray &b) { keep(m_lockErr, b); });
    connect(m_sender, &ToolProcess::standardErrorRead, this, [this, keep](const QByteArray &b) { keep(m_senderErr, b); });
    connect(m_ssh, &ToolProcess::standardErrorRead, this, [this, keep](const QByteArray &b) { keep(m_sshErr, b); });
    connect(m_lock, &ToolProcess::standardOutputRead, this, [this](const QByteArray &bytes) {
        m_lockOut += bytes.left(4096);
        if (!m_locked && m_lockOut.contains("LOCKED\n")) {
            m_locked = true;
            if (m_cancelled)
                fail(cancelledMessage(), false);
            else
                prepare();
        }
    });
    connect(m_lock, &ToolProcess::finished, this, [this](const ProcessResult &result) {
        if (!result.ran()) {
            if (m_running)
                fail(tr("%1 could not be started: %2").arg(m_lock->program(), result.errorString), false);
            return;
        }
        if (!m_running || m_locked)
            return; // after finish(), or the connection went under a copy (the copy's ssh says so)
        if (m_cancelled) {
            fail(cancelledMessage(), false);
            return;
        }
        const bool exited = result.ending == ProcessResult::Ending::Exited;
        const SshOutcome outcome = SshCommand::classify(m_profile, exited ? result.exitCode : 255, m_lockErr);
        fail(tr("Copying the model to %1 failed: the lock %2.lock could not be taken (exit %3). %4")
                 .arg(target(), m_copy.to)
                 .arg(exited ? result.exitCode : result.signal)
                 .arg(outcome.failure != SshFailure::None ? outcome.message : QString::fromUtf8(m_lockErr).trimmed().left(600)),
             false);
    });
    connect(m_sender, &ToolProcess::standardOutputRead, this, [this](const QByteArray &more) {
        if (m_transport != Transport::Rsync)
            return;
        m_senderOut += more;
        // Progress lines end in \r; the stats at the end in \n. Only the unfinished line is kept.
        qsizetype cut = -1;
        for (qsizetype i = 0; i < m_senderOut.size(); ++i) {
            if (m_senderOut[i] == '\r' || m_senderOut[i] == '\n') {
                const qint64 done = ModelCopyPlan::parseRsyncProgress(m_senderOut.mid(cut + 1, i - cut - 1));
                if (done >= 0)
                    emit progress(std::min(done, m_copy.bytes), m_copy.bytes);
                else if (m_senderOut.mid(cut + 1, i - cut - 1).startsWith("Total bytes sent:"))
                    m_bytesSent = ModelCopyPlan::parseRsyncSent(m_senderOut.mid(cut + 1, i - cut - 1));
                cut = i;
            }
        }
        m_senderOut.remove(0, cut + 1);
        if (m_senderOut.size() > 4096)
            m_senderOut.clear();
    });
    for (ToolProcess *p : {m_sender, m_ssh}) {
        connect(p, &ToolProcess::finished, this, [this, p](const ProcessResult &result) {
            const bool exited = result.ending == ProcessResult::Ending::Exited;
            if (p == m_sender) {
                m_senderOk = result.succeeded();
                m_senderExit = exited ? result.exitCode : -1;
            } else {
                m_sshOk = result.succeeded();
                m_sshExit = exited ? result.exitCode : 255;
            }
            if (!result.ran()) {
                (p == m_sender ? m_senderErr : m_sshErr) =
                    tr("%1 could not be started: %2").arg(p->program(), result.errorString).toUtf8();
                if (p == m_sender && m_ssh->isRunning())
                    m_ssh->cancel(); // nothing will come down the pipe
            }
            onTransferDone();
        });
    }
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_call)
            return; // the last answer (or another step) is still on its way
        auto *call = new SshCall(m_profile, ModelCopyPlan::progressCommand(partialDir()), this);
        call->setTimeoutMs(30'000);
        m_call = call;
        connect(call, &SshCall::finished, this, [this, call](const SshOutcome &outcome) {
            call->deleteLater();
        m_call = nullptr;
            bool ok = false;
            const qint64 arrived = outcome.stdOut.trimmed().toLongLong(&ok);
            if (m_running && outcome.ok() && ok)
                emit progress(std::min(arrived, m_copy.bytes), m_copy.bytes);
        });
        call->start();
    });
}

// Never left behind: a copy nobody waits for stops with its owner (~ToolProcess kills and reaps).
ModelCopier::~ModelCopier() = default;

QString ModelCopier::partialDir() const
{
    return ModelCopyPlan::partialDir(m_copy.to, m_id);
}

QString ModelCopier::target() const
{
    return m_profile.host + u':' + m_copy.to;
}

QString ModelCopier::cancelledMessage() const
{
    return tr("The copy of the model to %1 was cancelled; nothing was started there.").arg(target());
}

void ModelCopier::start()
{
    m_running = true;
    // The approval saw a listing; what is sent is listed again now, off this thread. A folder
    // that changed since (a file or a link added) is not what was approved.
    auto *watcher = new QFutureWatcher<ModelCopyPlan::Listing>(this);
    connect(watcher, &QFutureWatcher<ModelCopyPlan::Listing>::finished, this, [this, watcher] {
        watcher->deleteLater();
        onListed(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([dir = m_copy.from] { return ModelCopyPlan::scanLocal(dir); }));
}

void ModelCopier::onListed(const ModelCopyPlan::Listing &listing)
{
    if (m_cancelled) {
        fail(cancelledMessage(), false);
        return;
    }
    if (!listing.error.isEmpty()) {
        fail(tr("Reading the model folder %1 to copy it failed: %2").arg(m_copy.from, listing.error), false);
        return;
    }
    if (const QString change = ModelCopyPlan::listingChange(m_copy.files, m_copy.bytes, listing); !change.isEmpty()) {
        fail(tr("The model folder %1 changed after the command was approved (%2): the approval is void and nothing "
                "was copied. Check the target again on page 3 and approve what is there now.")
                 .arg(m_copy.from, change),
             false);
        return;
    }
    m_listing = listing;
    m_digest = ModelCopyPlan::listingDigest(listing.files);
    takeLock();
}

void ModelCopier::takeLock()
{
    const QStringList argv = SshCommand::argv(m_profile, ModelCopyPlan::lockCommand(m_copy.to));
    m_lock->setProgram(argv.first(), argv.mid(1));
    m_lock->start(); // its stdin stays open: the lock is held till closed
}

void ModelCopier::prepare()
{
    auto *call = new SshCall(m_profile, ModelCopyPlan::prepareCommand(m_copy.to, m_id, m_digest), this);
    call->setTimeoutMs(120'000);
    m_call = call;
    connect(call, &SshCall::finished, this, [this, call](const SshOutcome &outcome) {
        call->deleteLater();
        m_call = nullptr;
        if (m_cancelled) {
            fail(cancelledMessage());
            return;
        }
        if (!outcome.ok()) {
            fail(tr("Copying the model to %1 failed: %2")
                     .arg(target(), outcome.failure != SshFailure::None
                                        ? outcome.message
                                        : QString::fromUtf8(outcome.stdErr).trimmed().left(600)));
            return;
        }
        const QList<QByteArray> lines = outcome.stdOut.split('\n');
        if (lines.contains("PRESENT")) {
            // Another run (of another workspace) finished the same copy while this one waited.
            m_partialRemoved = true;
            emit progress(m_copy.bytes, m_copy.bytes);
            finish(QString());
            return;
        }
        const bool remoteRsync = lines.contains("RSYNC");
        const bool localRsync = !QStandardPaths::findExecutable(u"rsync"_s).isEmpty();
        if (m_wanted == Transport::Rsync || (m_wanted == Transport::Auto && remoteRsync && localRsync))
            m_transport = Transport::Rsync;
        else
            m_transport = Transport::Tar;
        transfer();
    });
    call->start();
}

void ModelCopier::transfer()
{
    m_done = 0;
    const QByteArray names = ModelCopyPlan::fileList(m_listing.files);
    if (m_transport == Transport::Rsync) {
        m_expected = 1;
        const QStringList rsync = ModelCopyPlan::rsyncArgv(m_profile, m_copy.from, partialDir(), m_bwLimitKiB);
        m_sender->setProgram(rsync.first(), rsync.mid(1));
        m_sender->setStandardInput(names);
        m_sender->start();
    } else {
        m_expected = 2;
        ToolProcess::pipe(*m_sender, *m_ssh); // tar | ssh, no shell between them
        m_ssh->setDiscardStandardOutput(true);
        const QStringList ssh = SshCommand::argv(m_profile, ModelCopyPlan::receiveCommand(partialDir()));
        const QStringList tar = ModelCopyPlan::tarArgv(m_copy.from);
        m_ssh->setProgram(ssh.first(), ssh.mid(1));
        m_sender->setProgram(tar.first(), tar.mid(1));
        m_sender->setStandardInput(names);
        m_ssh->start();
        m_sender->start();
        if (m_progressMs > 0)
            m_poll->start(m_progressMs);
    }
}

void ModelCopier::onTransferDone()
{
    if (!m_running || ++m_done < m_expected)
        return;
    m_poll->stop();
    if (m_cancelled) {
        fail(cancelledMessage());
        return;
    }
    if (m_transport == Transport::Rsync) {
        if (!m_senderOk) {
            const QString err = QString::fromUtf8(m_senderErr).trimmed().left(600);
            // rsync reports ssh's own failure in ssh's words on the same stderr.
            const SshOutcome outcome = SshCommand::classify(m_profile, 255, m_senderErr);
            fail(tr("Copying the model to %1 failed (rsync, exit %2): %3")
                     .arg(target())
                     .arg(m_senderExit)
                     .arg(outcome.failure != SshFailure::None && outcome.failure != SshFailure::Other ? outcome.message : err));
            return;
        }
        verify();
        return;
    }
    if (!m_senderOk) {
        // The sender's failure is the cause; the receiver only saw the stream end early.
        fail(tr("Reading the model folder %1 to copy it failed: %2")
                 .arg(m_copy.from, QString::fromUtf8(m_senderErr).trimmed().left(600)));
        return;
    }
    if (!m_sshOk) {
        const int code = m_sshExit;
        const SshOutcome outcome = SshCommand::classify(m_profile, code, m_sshErr);
        if (outcome.failure != SshFailure::None)
            fail(tr("Copying the model to %1 failed: %2").arg(target(), outcome.message));
        else
            fail(tr("Copying the model to %1 failed (exit %2): %3")
                     .arg(target())
                     .arg(code)
                     .arg(QString::fromUtf8(m_sshErr).trimmed().left(600)));
        return;
    }
    verify();
}

void ModelCopier::verify()
{
    // What arrived is compared with the approved listing before it takes the name.
    auto *call = new SshCall(m_profile, ModelCopyPlan::partialListingCommand(m_copy.to, m_id), this);
    call->setTimeoutMs(120'000);
    m_call = call;
    connect(call, &SshCall::finished, this, [this, call](const SshOutcome &outcome) {
        call->deleteLater();
        m_call = nullptr;
        if (m_cancelled) {
            fail(cancelledMessage());
            return;
        }
        if (!outcome.ok()) {
            fail(tr("Copying the model to %1 failed: %2")
                     .arg(target(), outcome.failure != SshFailure::None ? outcome.message
                                                                        : QString::fromUtf8(outcome.stdErr).trimmed().left(600)));
            return;
        }
        const QMap<QString, qint64> there = parseCopyFiles(outcome.stdOut, nullptr);
        if (there != m_listing.files) {
            QStringList differ;
            for (auto it = m_listing.files.cbegin(); it != m_listing.files.cend() && differ.size() < 5; ++it) {
                if (there.value(it.key(), -1) != it.value())
                    differ.append(it.key());
            }
            for (auto it = there.cbegin(); it != there.cend() && differ.size() < 5; ++it) {
                if (!m_listing.files.contains(it.key()))
                    differ.append(it.key());
            }
            // Not kept to resume from: what is there is not what was sent.
            removePartial(tr("The copy on %1 does not match the model folder %2 (%3): it is not used.")
                              .arg(m_profile.host + u':' + partialDir(), m_copy.from, differ.join(u", "_s)));
            return;
        }
        swap();
    });
    call->start();
}

void ModelCopier::swap()
{
    m_swapping = true; // not cancelled half way: the rename takes no time
    auto *call = new SshCall(m_profile, ModelCopyPlan::swapCommand(m_copy.to, m_id), this);
    call->setTimeoutMs(300'000);
    m_call = call;
    connect(call, &SshCall::finished, this, [this, call](const SshOutcome &outcome) {
        call->deleteLater();
        m_call = nullptr;
        m_swapping = false;
        if (!outcome.ok()) {
            fail(tr("Putting the copy in place at %1 failed: %2")
                     .arg(target(), outcome.failure != SshFailure::None ? outcome.message
                                                                        : QString::fromUtf8(outcome.stdErr).trimmed().left(600)));
            return;
        }
        emit progress(m_copy.bytes, m_copy.bytes);
        finish(QString());
    });
    call->start();
}

void ModelCopier::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    if (m_swapping)
        return; // it ends in a moment; the cancel is too late and the copy is whole
    bool transferring = false;
    for (ToolProcess *p : {m_sender, m_ssh}) {
        if (p->isRunning()) {
            transferring = true;
            p->cancel();
        }
    }
    if (transferring)
        return; // onTransferDone() follows
    if (m_call)
        m_call->abort(); // its finished() follows
    else if (!m_locked && m_lock->isRunning())
        m_lock->cancel(); // waiting for another copy's lock: its finished() follows
    // else the listing is under way: onListed() follows
}

void ModelCopier::fail(const QString &error, bool remoteTouched)
{
    m_poll->stop();
    if (!remoteTouched) {
        m_partialRemoved = true; // nothing of this copy was made there
        finish(error);
        return;
    }
    if (m_transport == Transport::Rsync) {
        // rsync resumes: what arrived stays for the next copy of the same files (it takes it over).
        m_partialKept = true;
        finish(tr("%1 What arrived is kept at %2:%3; the next copy of the same files resumes from it.")
                   .arg(error, m_profile.host, partialDir()));
        return;
    }
    removePartial(error);
}

void ModelCopier::removePartial(const QString &error)
{
    // What arrived of a tar copy that did not end is not left taking the target's disk; where it
    // cannot be removed (the connection is gone), it is said, and the next copy replaces it.
    auto *call = new SshCall(m_profile, ModelCopyPlan::removePartialCommand(m_copy.to, m_id), this);
    call->setTimeoutMs(60'000);
    connect(call, &SshCall::finished, this, [this, call, error](const SshOutcome &outcome) {
        call->deleteLater();
        m_call = nullptr;
        m_partialRemoved = outcome.ok();
        finish(outcome.ok() ? error
                            : tr("%1 The partial copy %2:%3 may be left there; the next copy removes it.")
                                  .arg(error, m_profile.host, partialDir()));
    });
    call->start();
}

void ModelCopier::finish(const QString &error)
{
    if (!m_running)
        return;
    m_running = false;
    m_poll->stop();
    if (m_call)
        m_call->abort();
    // The lock goes when its session's stdin closes (the remote `cat` ends).
    if (m_lock->isRunning())
        m_lock->closeStandardInput();
    emit finished(error);
}

} // namespace ptq
