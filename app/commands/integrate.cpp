// ptq-studio integrate [--remove]: the desktop integration of an AppImage (or of any binary not
// installed by a package): menu entry, icons, file types, man page and bash completion under
// $XDG_DATA_HOME, the way a package would install them under /usr/share.
#include "clicommand.h"
#include "headless.h"

#include "artifacts/artifactio.h"
#include "clidoc.h"
#include "process/toolprocess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QEventLoop>
#include <QStandardPaths>

#include <algorithm>
#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

/// One file integrate writes: where under $XDG_DATA_HOME, and what goes in it.
struct Installed
{
    QString relative;
    QString what; ///< for messages
    QByteArray bytes;
};

QByteArray resource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The program the menu entry starts: the AppImage file itself when this process runs inside
/// one (its runtime sets APPIMAGE and APPDIR; a stray APPIMAGE inherited from another AppImage
/// does not count), else this binary.
QString launcherPath()
{
    const QString appImage = qEnvironmentVariable("APPIMAGE");
    const QString appDir = qEnvironmentVariable("APPDIR");
    const QString self = QCoreApplication::applicationFilePath();
    const QString mount = appDir.isEmpty() ? QString() : QFileInfo(appDir).canonicalFilePath();
    if (!appImage.isEmpty() && !mount.isEmpty() && QDir::isAbsolutePath(appImage) && self.startsWith(mount + u'/'))
        return QDir::cleanPath(appImage);
    return self;
}

/// @p path as one argument of a desktop file's Exec key: quoted where the Desktop Entry
/// Specification reserves a character, '%' doubled, then escaped as a string value.
QString execArgument(const QString &path)
{
    static const QString reserved = u" \t\"'\\><~|&;$*?#()`"_s;
    QString arg = path;
    arg.replace(u'%', u"%%"_s);
    if (std::any_of(arg.cbegin(), arg.cend(), [](QChar c) { return reserved.contains(c); })) {
        QString quoted;
        for (const QChar c : std::as_const(arg)) {
            if (c == u'"' || c == u'`' || c == u'$' || c == u'\\')
                quoted += u'\\';
            quoted += c;
        }
        arg = u'"' + quoted + u'"';
    }
    return arg.replace(u'\\', u"\\\\"_s);
}

/// The desktop file shipped with the package, Exec= and TryExec= pointing at @p program.
QByteArray desktopEntry(const QString &program)
{
    QStringList lines = QString::fromUtf8(resource(u":/desktop/ptq-studio.desktop"_s)).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(u"Exec="_s)) {
            lines[i] = u"Exec="_s + execArgument(program) + u" %F"_s;
            lines.insert(i + 1, u"TryExec="_s + QString(program).replace(u'\\', u"\\\\"_s));
            break;
        }
    }
    return lines.join(u'\n').toUtf8();
}

QList<Installed> installedFiles(const QString &program)
{
    return {
        {u"applications/ptq-studio.desktop"_s, tr("menu entry"), desktopEntry(program)},
        {u"icons/hicolor/scalable/apps/ptq-studio.svg"_s, tr("icon"), resource(u":/desktop/ptq-studio.svg"_s)},
        {u"icons/hicolor/256x256/apps/ptq-studio.png"_s, tr("icon"), resource(u":/desktop/ptq-studio.png"_s)},
        {u"mime/packages/ptq-studio.xml"_s, tr("file types"), resource(u":/desktop/ptq-studio-mime.xml"_s)},
        {u"man/man1/ptq-studio.1"_s, tr("man page"), manPage().toUtf8()},
        {u"bash-completion/completions/ptq-studio"_s, tr("bash completion"), bashCompletion().toUtf8()},
    };
}

/// Refreshes the desktop's caches (update-mime-database, update-desktop-database) where they are
/// installed; without them the desktop reads the files on its next scan. False when one failed.
bool refreshCaches(const QString &dataHome, QTextStream &err)
{
    bool ok = true;
    const QList<std::pair<QString, QString>> tools{
        {u"update-mime-database"_s, dataHome + u"/mime"_s},
        {u"update-desktop-database"_s, dataHome + u"/applications"_s},
    };
    for (const auto &[tool, folder] : tools) {
        const QString program = QStandardPaths::findExecutable(tool);
        if (program.isEmpty() || !QFileInfo(folder).isDir())
            continue;
        // Its stderr is shown after it ended (the tools say little), its stdout dropped.
        ToolProcess process;
        process.setProgram(program, {folder});
        process.setTimeoutMs(60'000);
        process.setGraceMs(1000);
        ProcessResult result;
        QEventLoop loop;
        QObject::connect(&process, &ToolProcess::finished, &loop, [&result, &loop](const ProcessResult &ended) {
            result = ended;
            loop.quit();
        });
        process.start();
        loop.exec();
        if (const QString said = QString::fromLocal8Bit(result.standardError).trimmed(); !said.isEmpty())
            err << said << Qt::endl;
        if (!result.succeeded()) {
            err << tr("ptq-studio integrate: %1 %2 failed (%3).")
                       .arg(program, folder,
                            result.ending == ProcessResult::Ending::Exited ? tr("exit status %1").arg(result.exitCode)
                            : !result.errorString.isEmpty()                 ? result.errorString
                                                                            : result.message)
                << Qt::endl;
            ok = false;
        }
    }
    return ok;
}

} // namespace

namespace {

/// integrate --remove: each file integrate writes that is there, removed.
int removeIntegration(CliCommand &parser, const QString &dataHome, const QString &program)
{
    bool ok = true;
    for (const Installed &file : installedFiles(program)) {
        const QString path = dataHome + u'/' + file.relative;
        if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
            continue;
        QFile f(path);
        if (f.remove()) {
            parser.out << tr("Removed %1").arg(QDir::toNativeSeparators(path)) << Qt::endl;
        } else {
            parser.failAsIs(tr("ptq-studio integrate: cannot remove %1: %2").arg(path, f.errorString()));
            ok = false;
        }
    }
    ok = refreshCaches(dataHome, parser.err) && ok;
    return ok ? Ok : Failed;
}

} // namespace

int runIntegrate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    // The definition is integrateSpec() (headless.cpp): --help, the man page and the completion
    // are made from it.
    CliCommand parser(integrateSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QStringList positional = parser.args().positionalArguments();
    if (!positional.isEmpty())
        return parser.usage(tr("ptq-studio integrate: unexpected argument %1 (see --help).").arg(positional.constFirst()));

    const QString dataHome = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString program = launcherPath();
    if (parser.isSet(u"remove"_s))
        return removeIntegration(parser, dataHome, program);

    if (program.contains(u'\n') || program.contains(u'\r'))
        return parser.failAsIs(
            tr("ptq-studio integrate: the program's path %1 has a line break, which a menu entry cannot hold.").arg(program));
    bool ok = true;
    for (const Installed &file : installedFiles(program)) {
        const QString path = dataHome + u'/' + file.relative;
        if (file.bytes.isEmpty()) {
            parser.failAsIs(tr("ptq-studio integrate: this build has no %1; %2 is not written.").arg(file.what, path));
            continue;
        }
        if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
            parser.failAsIs(tr("ptq-studio integrate: cannot create the folder %1.").arg(QFileInfo(path).absolutePath()));
            ok = false;
            continue;
        }
        if (Status written = ArtifactIo::writeAtomically(path, file.bytes); !written) {
            parser.fail(written.error().message);
            ok = false;
            continue;
        }
        out << tr("Wrote %1 (%2)").arg(QDir::toNativeSeparators(path), file.what) << Qt::endl;
    }
    ok = refreshCaches(dataHome, err) && ok;
    if (ok)
        out << tr("PTQ Studio is in the menu and opens its artifacts; it starts %1.").arg(program) << Qt::endl;
    // man-db looks for pages beside the folders on PATH (X/bin → X/share/man): without
    // ~/.local/bin there, `man ptq-studio` does not find the page in ~/.local/share/man.
    const QString localBin = QFileInfo(dataHome).absolutePath() + u"/bin"_s;
    const QStringList path = qEnvironmentVariable("PATH").split(u':', Qt::SkipEmptyParts);
    if (ok && !path.contains(localBin) && !path.contains(localBin + u'/')) {
        out << tr("`man ptq-studio` finds the manual page once %1 is on your PATH; until then: man -l %2")
                   .arg(QDir::toNativeSeparators(localBin), QDir::toNativeSeparators(dataHome + u"/man/man1/ptq-studio.1"_s))
            << Qt::endl;
    }
    return ok ? Ok : Failed;
}

} // namespace ptq::cli
