// The desktop's conventions: the desktop file and the AppStream metadata pass their validators,
// the MIME package names our artifacts only, and `ptq-studio integrate [--remove]` writes and
// removes exactly its files under $XDG_DATA_HOME for an AppImage.
#ifdef PTQ_STUDIO_BINARY
// Given on the command line (tests/CMakeLists.txt); testsupport.h may name it again.
static const char kStudioFromFlags[] = PTQ_STUDIO_BINARY;
#undef PTQ_STUDIO_BINARY
#define PTQ_INTEGRATE_STUDIO_FROM_FLAGS 1
#endif
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

[[maybe_unused]] QString text(const char *s) { return QString::fromUtf8(s); }
[[maybe_unused]] QString text(const QString &s) { return s; }

QString studio()
{
#ifdef PTQ_INTEGRATE_STUDIO_FROM_FLAGS
    return QString::fromUtf8(kStudioFromFlags);
#else
    return PTQ_STUDIO_BINARY;
#endif
}

QString source(const QString &relative)
{
    return text(PTQ_SOURCE_DIR) + u'/' + relative;
}

struct Ran
{
    int code = -1;
    QString out, err;
};

Ran run(const QStringList &args, const QProcessEnvironment &env, const QString &program = QString())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program.isEmpty() ? studio() : program, args);
    p.waitForFinished(120'000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The files integrate writes, relative to $XDG_DATA_HOME (the man page and completion when the
/// build has them).
const QStringList kAlways{u"applications/ptq-studio.desktop"_s, u"icons/hicolor/scalable/apps/ptq-studio.svg"_s,
                          u"icons/hicolor/256x256/apps/ptq-studio.png"_s, u"mime/packages/ptq-studio.xml"_s};
const QStringList kFromCli{u"man/man1/ptq-studio.1"_s, u"bash-completion/completions/ptq-studio"_s};

} // namespace

class Tst_integrate : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_dataHome;
    QProcessEnvironment m_env;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_dataHome = m_home.filePath(u"share"_s);
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(u"HOME"_s, m_home.path());
        m_env.insert(u"XDG_DATA_HOME"_s, m_dataHome);
        m_env.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s));
        m_env.insert(u"XDG_CACHE_HOME"_s, m_home.filePath(u"cache"_s));
        m_env.remove(u"APPIMAGE"_s);
        m_env.remove(u"APPDIR"_s);
        // This process's QMimeDatabase reads the MIME package integrate installs.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dataHome));
    }

    void desktopFile_passesDesktopFileValidate()
    {
        const QString tool = QStandardPaths::findExecutable(u"desktop-file-validate"_s);
        if (tool.isEmpty())
            QSKIP("desktop-file-validate is not installed (apt: desktop-file-utils; packaging/dev.sh test installs it)");
        const Ran r = run({source(u"resources/desktop/ptq-studio.desktop"_s)}, m_env, tool);
        QVERIFY2(r.code == 0 && r.out.trimmed().isEmpty(), qPrintable(r.out + r.err));
    }

    void metainfo_passesAppstreamcliValidate_mitLicence()
    {
        const QString metainfo = source(u"resources/desktop/io.github.ptq_studio.PTQStudio.metainfo.xml"_s);
        QVERIFY(read(metainfo).contains("<project_license>MIT</project_license>"));
        QVERIFY(read(source(u"LICENSE"_s)).startsWith("MIT License\n\nCopyright (c) 2026 The PTQ Studio authors\n"));
        const QString tool = QStandardPaths::findExecutable(u"appstreamcli"_s);
        if (tool.isEmpty())
            QSKIP("appstreamcli is not installed (apt: appstream; packaging/dev.sh test installs it)");
        const Ran r = run({u"validate"_s, u"--no-net"_s, metainfo}, m_env, tool);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    }

    void desktopFile_claimsOurArtifactsOnly()
    {
        const QString desktop = QString::fromUtf8(read(source(u"resources/desktop/ptq-studio.desktop"_s)));
        QVERIFY(desktop.contains(
            u"\nMimeType=application/x-ptq-run-manifest;application/x-ptq-quant-plan;application/x-ptq-model-analysis;\n"_s));
        QVERIFY(!desktop.contains(u"application/json"_s));
        QVERIFY(!desktop.contains(u"yaml;"_s));
    }

    void integrate_appImage_writesItsFiles_thenRemoveRemovesExactlyThem()
    {
        // An AppImage whose path has a space: the menu entry quotes it.
        const QString appImage = m_home.filePath(u"Applications/PTQ Studio-x86_64.AppImage"_s);
        QVERIFY(QDir().mkpath(QFileInfo(appImage).absolutePath()));
        QFile image(appImage);
        QVERIFY(image.open(QIODevice::WriteOnly));
        image.close();
        QProcessEnvironment env = m_env;
        env.insert(u"APPIMAGE"_s, appImage);
        env.insert(u"APPDIR"_s, QFileInfo(studio()).canonicalPath()); // the runtime's mount: the binary is inside
        const QString foreign = m_dataHome + u"/applications/other.desktop"_s;
        QVERIFY(QDir().mkpath(QFileInfo(foreign).absolutePath()));
        QVERIFY(QFile(foreign).open(QIODevice::WriteOnly));

        const Ran r = run({u"integrate"_s}, env);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QStringList written = kAlways;
        for (const QString &relative : kFromCli) {
            // Written when the build has it, else said on stderr; never an empty file.
            const QString path = m_dataHome + u'/' + relative;
            if (QFileInfo::exists(path)) {
                QVERIFY(QFileInfo(path).size() > 0);
                written << relative;
            } else {
                QVERIFY2(r.err.contains(path), qPrintable(r.err));
            }
        }
        for (const QString &relative : std::as_const(written)) {
            const QString path = m_dataHome + u'/' + relative;
            QVERIFY2(QFileInfo(path).size() > 0, qPrintable(path));
            QVERIFY2(r.out.contains(u"Wrote "_s + path), qPrintable(r.out));
        }
        QCOMPARE(read(m_dataHome + u"/mime/packages/ptq-studio.xml"_s), read(source(u"resources/desktop/ptq-studio-mime.xml"_s)));
        QCOMPARE(read(m_dataHome + u"/icons/hicolor/scalable/apps/ptq-studio.svg"_s), read(source(u"resources/desktop/ptq-studio.svg"_s)));

        // The menu entry starts the AppImage, quoted, with the files given.
        const QString desktop = m_dataHome + u"/applications/ptq-studio.desktop"_s;
        const QString entry = QString::fromUtf8(read(desktop));
        QVERIFY2(entry.contains(u"\nExec=\"%1\" %F\n"_s.arg(appImage)), qPrintable(entry));
        QVERIFY2(entry.contains(u"\nTryExec=%1\n"_s.arg(appImage)), qPrintable(entry));
        if (const QString tool = QStandardPaths::findExecutable(u"desktop-file-validate"_s); !tool.isEmpty()) {
            const Ran valid = run({desktop}, m_env, tool);
            QVERIFY2(valid.code == 0 && valid.out.trimmed().isEmpty(), qPrintable(valid.out + valid.err));
        }

        // The desktop now knows our artifacts (update-mime-database ran), and only those.
        if (!QStandardPaths::findExecutable(u"update-mime-database"_s).isEmpty()) {
            QVERIFY(QFileInfo::exists(m_dataHome + u"/mime/mime.cache"_s));
            const QMimeDatabase mime;
            QCOMPARE(mime.mimeTypeForFile(u"/w/run_manifest.yaml"_s, QMimeDatabase::MatchExtension).name(),
                     u"application/x-ptq-run-manifest"_s);
            QCOMPARE(mime.mimeTypeForFile(u"/w/quant_plan.json"_s, QMimeDatabase::MatchExtension).name(),
                     u"application/x-ptq-quant-plan"_s);
            QCOMPARE(mime.mimeTypeForFile(u"/w/model_analysis.json"_s, QMimeDatabase::MatchExtension).name(),
                     u"application/x-ptq-model-analysis"_s);
            QCOMPARE(mime.mimeTypeForFile(u"/w/config.json"_s, QMimeDatabase::MatchExtension).name(), u"application/json"_s);
            QVERIFY(mime.mimeTypeForName(u"application/x-ptq-run-manifest"_s).inherits(u"application/x-yaml"_s));
            // A manifest under another name is known by its first key.
            QCOMPARE(mime.mimeTypeForData(QByteArray("workflow: quark-torch-ptq\nschema_version: 1\n")).name(),
                     u"application/x-ptq-run-manifest"_s);
        }

        // Again: the same files, rewritten in place.
        QCOMPARE(run({u"integrate"_s}, env).code, 0);

        const Ran removed = run({u"integrate"_s, u"--remove"_s}, env);
        QVERIFY2(removed.code == 0, qPrintable(removed.out + removed.err));
        for (const QString &relative : std::as_const(written)) {
            const QString path = m_dataHome + u'/' + relative;
            QVERIFY2(!QFileInfo::exists(path), qPrintable(path));
            QVERIFY2(removed.out.contains(u"Removed "_s + path), qPrintable(removed.out));
        }
        QVERIFY(QFileInfo::exists(foreign));
        QVERIFY(QFileInfo::exists(appImage));
        const Ran again = run({u"integrate"_s, u"--remove"_s}, env);
        QCOMPARE(again.code, 0);
        QVERIFY2(!again.out.contains(u"Removed"_s), qPrintable(again.out));
    }

    void integrate_withoutAppImage_startsThisBinary()
    {
        QProcessEnvironment env = m_env;
        env.insert(u"APPIMAGE"_s, u"/elsewhere/Other.AppImage"_s); // inherited from another AppImage: not ours
        env.insert(u"APPDIR"_s, u"/tmp/.mount_Other"_s);
        const Ran r = run({u"integrate"_s}, env);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QString entry = QString::fromUtf8(read(m_dataHome + u"/applications/ptq-studio.desktop"_s));
        QVERIFY2(entry.contains(u"\nExec=%1 %F\n"_s.arg(QFileInfo(studio()).canonicalFilePath())), qPrintable(entry));
        QCOMPARE(run({u"integrate"_s, u"--remove"_s}, env).code, 0);
    }

    // man-db finds ~/.local/share/man only through ~/.local/bin on PATH: integrate says so when
    // it is not there, and is quiet when it is (the walk found `man ptq-studio` silent).
    void integrate_saysHowManFindsThePage()
    {
        QProcessEnvironment env = m_env;
        env.insert(u"PATH"_s, u"/usr/bin:/bin"_s);
        Ran r = run({u"integrate"_s}, env);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QString localBin = QFileInfo(m_dataHome).absolutePath() + u"/bin"_s;
        QVERIFY2(r.out.contains(u"man -l "_s) && r.out.contains(localBin), qPrintable(r.out));
        env.insert(u"PATH"_s, localBin + u":/usr/bin:/bin"_s);
        r = run({u"integrate"_s}, env);
        QVERIFY2(r.code == 0 && !r.out.contains(u"man -l "_s), qPrintable(r.out));
        QCOMPARE(run({u"integrate"_s, u"--remove"_s}, env).code, 0);
    }

    void integrate_help_andUsageErrors()
    {
        const Ran help = run({u"integrate"_s, u"--help"_s}, m_env);
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains(u"--remove"_s) && help.out.contains(u"XDG_DATA_HOME"_s), qPrintable(help.out));
        QCOMPARE(run({u"integrate"_s, u"--bogus"_s}, m_env).code, 2);
        QCOMPARE(run({u"integrate"_s, u"extra"_s}, m_env).code, 2);
        QVERIFY(!QFileInfo::exists(m_dataHome + u"/applications/ptq-studio.desktop"_s));
    }
};

QTEST_GUILESS_MAIN(Tst_integrate)
#include "tst_integrate.moc"
