// The command line as Linux users expect it (issue #37): every usage line names its command,
// unknown options are usage errors with or without a display, the man page and the bash
// completion come from the commands' own definitions, --json prints one document, and
// `ptq-studio FILE...` (the desktop file's Exec) opens artifacts.
#include "clidoc.h"
#include "headless.h"
#include "startup.h"

#include "artifacts/artifactio.h"
#include "plan/quarkcatalog.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

// PTQ_STUDIO_BINARY is a string literal in older trees and a QString in newer ones.
[[maybe_unused]] QString pathOf(const char *path)
{
    return QString::fromUtf8(path);
}
[[maybe_unused]] QString pathOf(const QString &path)
{
    return path;
}

struct Run
{
    int exitCode = -1;
    bool crashed = false;
    QString out;
    QString err;
};

enum class DisplayMode { None, Offscreen };

/// Runs the real binary as a user would: no display at all, or Qt's offscreen platform.
Run ptqStudio(const QStringList &arguments, DisplayMode display = DisplayMode::None, const QMap<QString, QString> &extra = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"QT_QPA_PLATFORM"_s, u"LANGUAGE"_s})
        env.remove(name);
    if (display == DisplayMode::Offscreen)
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    for (auto it = extra.cbegin(); it != extra.cend(); ++it)
        env.insert(it.key(), it.value());
    process.setProcessEnvironment(env);
    process.start(pathOf(PTQ_STUDIO_BINARY), arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
    }
    Run run;
    run.crashed = process.exitStatus() != QProcess::NormalExit;
    run.exitCode = run.crashed ? -1 : process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString fixture(const QString &relative)
{
    return ptq::test::fixturePath(relative);
}

/// How the man page writes a word: roff's minus signs.
QString roffWord(QString text)
{
    return text.replace(u"-"_s, u"\\-"_s);
}

QString optionForm(const QString &name)
{
    return (name.size() == 1 ? u"-"_s : u"--"_s) + name;
}

/// Sources the completion in bash and completes @p words (the last one is under the cursor)
/// in @p cwd; the candidates, one per line.
QStringList complete(const QString &script, const QStringList &words, const QString &cwd)
{
    QStringList quoted;
    for (const QString &w : words)
        quoted.append(u'\'' + QString(w).replace(u"'"_s, u"'\\''"_s) + u'\'');
    const QString line = u"source '%1' && COMP_WORDS=(%2) && COMP_CWORD=%3 && _ptq_studio; "
                         "printf '%s\\n' \"${COMPREPLY[@]}\""_s.arg(script, quoted.join(u' '))
                             .arg(words.size() - 1);
    QProcess bash;
    bash.setWorkingDirectory(cwd);
    bash.start(u"bash"_s, {u"--norc"_s, u"--noprofile"_s, u"-c"_s, line});
    bash.waitForFinished(30000);
    if (bash.exitCode() != 0)
        qWarning().noquote() << "bash:" << bash.readAllStandardError();
    return QString::fromUtf8(bash.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class TestCliConventions : public QObject
{
    Q_OBJECT

private slots:
    // --- usage lines --------------------------------------------------------------------------

    void help_namesTheCommand_data()
    {
        QTest::addColumn<QStringList>("words");
        for (const ptq::cli::CommandSpec &spec : ptq::cli::allCommandSpecs()) {
            if (!spec.name.isEmpty())
                QTest::newRow(qPrintable(spec.name)) << spec.name.split(u' ');
        }
    }

    void help_namesTheCommand()
    {
        QFETCH(QStringList, words);
        const Run run = ptqStudio(words + QStringList{u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        const QString usage = u"Usage: ptq-studio "_s + words.join(u' ');
        QVERIFY2(run.out.startsWith(usage), qPrintable(run.out.left(200)));
        QVERIFY2(!run.out.contains(pathOf(PTQ_STUDIO_BINARY)), "the binary's own path is not a usage line");
    }

    void help_program_listsEveryCommand()
    {
        const Run run = ptqStudio({u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(u"Usage: ptq-studio [options] [FILE...]"_s), qPrintable(run.out.left(200)));
        for (const ptq::cli::Command &command : ptq::cli::commands())
            QVERIFY2(run.out.contains(u"\n  "_s + command.spec().name + u' '), qPrintable(command.spec().name));
        QVERIFY(run.out.contains(u"\n  compare "_s));
    }

    // --- unknown options: exit 2, a message, display or not ----------------------------------

    void unknownOption_exitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("display");
        const QList<std::pair<const char *, DisplayMode>> displays = {{"no display", DisplayMode::None},
                                                                      {"offscreen", DisplayMode::Offscreen}};
        for (const auto &[name, display] : displays) {
            const QString tag = QString::fromLatin1(name);
            QTest::newRow(qPrintable(tag + u": --bogus"_s)) << QStringList{u"--bogus"_s} << int(display);
            QTest::newRow(qPrintable(tag + u": --workspace --bogus"_s))
                << QStringList{u"--workspace"_s, u"/tmp"_s, u"--bogus"_s} << int(display);
            QTest::newRow(qPrintable(tag + u": plan --bogus"_s)) << QStringList{u"plan"_s, u"--bogus"_s} << int(display);
            QTest::newRow(qPrintable(tag + u": env create --bogus"_s))
                << QStringList{u"env"_s, u"create"_s, u"--bogus"_s} << int(display);
            QTest::newRow(qPrintable(tag + u": compare --bogus"_s))
                << QStringList{u"compare"_s, u"--bogus"_s, u"a"_s, u"b"_s} << int(display);
            QTest::newRow(qPrintable(tag + u": compare with one file"_s)) << QStringList{u"compare"_s, u"a"_s}
                                                                            << int(display);
        }
    }

    void unknownOption_exitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, display);
        const Run run = ptqStudio(arguments, DisplayMode(display));
        QVERIFY2(!run.crashed, qPrintable(run.err));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(u"ptq-studio"_s), qPrintable(run.err));
        if (arguments.contains(u"--bogus"_s))
            QVERIFY2(run.err.contains(u"bogus"_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(u"--help"_s), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    // --- what a command refuses is said with its words first -----------------------------------

    /// `targets` said these three without its name (they read as if from nowhere in a script's log).
    void targetsRefusals_startWithTheCommand_data()
    {
        QTest::addColumn<QByteArray>("targetsJson");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QByteArray one = R"({"targets": [{"name": "box", "kind": "ssh", "host": "box.invalid",
                                                "remote_workspace": "/srv/ptq", "quark_cli": "/opt/quark/bin/quark-cli"}]})";
        QTest::newRow("unreadable targets.json") << QByteArray("{\"targets\": 1}") << QStringList{u"list"_s} << 1
                                                 << u"holds no \"targets\" list"_s;
        QTest::newRow("unknown target") << one << QStringList{u"check"_s, u"nope"_s} << 2 << u"No target named nope in "_s;
        QTest::newRow("minutes not a number") << one
                                              << QStringList{u"check"_s, u"box"_s, u"--estimated-minutes"_s, u"soon"_s}
                                              << 2 << u"--estimated-minutes takes a whole number of minutes, not soon."_s;
    }

    void targetsRefusals_startWithTheCommand()
    {
        QFETCH(QByteArray, targetsJson);
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"targets.json"_s);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(targetsJson);
        f.close();
        const Run run = ptqStudio(QStringList{u"targets"_s} + arguments, DisplayMode::None, {{u"PTQ_TARGETS_FILE"_s, file}});
        QVERIFY2(!run.crashed, qPrintable(run.err));
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.startsWith(u"ptq-studio targets: "_s) && run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void helpAndVersion_needNoDisplay()
    {
        for (const QString &flag : {u"--help"_s, u"-h"_s, u"--version"_s, u"-v"_s}) {
            const Run run = ptqStudio({flag});
            QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(flag + u": "_s + run.err));
            QVERIFY(run.out.startsWith(u"ptq-studio "_s) || run.out.startsWith(u"Usage: ptq-studio"_s));
        }
    }

    void windowWithoutDisplay_isAMessageNotAnAbort()
    {
        const Run run = ptqStudio({fixture(u"artifacts/studio/quant_plan.json"_s)});
        QVERIFY2(!run.crashed, qPrintable(run.err));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"DISPLAY"_s), qPrintable(run.err));
    }

    // --- the man page -------------------------------------------------------------------------

    void manPage_hasEveryCommandAndOption()
    {
        const QString page = ptq::cli::manPage();
        for (const char *section : {".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH FILES",
                                    ".SH EXIT STATUS", ".SH ENVIRONMENT", ".SH SEE ALSO"})
            QVERIFY2(page.contains(QString::fromLatin1(section)), section);
        for (const ptq::cli::CommandSpec &spec : ptq::cli::allCommandSpecs()) {
            if (!spec.name.isEmpty())
                QVERIFY2(page.contains(u".SS ptq\\-studio "_s + roffWord(spec.name) + u' '), qPrintable(spec.name));
            for (const ptq::cli::OptionSpec &option : spec.options) {
                if (option.hidden)
                    continue;
                for (const QString &name : option.names)
                    QVERIFY2(page.contains(u"\\fB"_s + roffWord(optionForm(name)) + u"\\fR"_s),
                             qPrintable(spec.name + u' ' + name));
            }
        }
        QVERIFY2(!page.contains(u"\\fB\\-\\-generate"_s), "hidden options stay out of the page");
        // Every line of roff is ASCII: groff reads it the same in any locale.
        for (const QChar c : page)
            QVERIFY2(c.unicode() < 0x80, qPrintable(u"non-ASCII U+%1"_s.arg(c.unicode(), 4, 16)));
    }

    void manPage_filesAreTheDataRoots()
    {
        const QString page = ptq::cli::manPage();
        const QString files = page.section(u".SH FILES"_s, 1).section(u".SH "_s, 0, 0);
        const QString home = QDir::homePath();
        for (const auto location : {QStandardPaths::AppConfigLocation, QStandardPaths::AppDataLocation,
                                    QStandardPaths::CacheLocation}) {
            QString path = QStandardPaths::writableLocation(location);
            if (path.startsWith(home + u'/'))
                path = u'~' + path.mid(home.size());
            QVERIFY2(files.contains(roffWord(path)), qPrintable(path + u"\n"_s + files));
        }
        QVERIFY(files.contains(u"targets.json"_s));
        QVERIFY(files.contains(u"environments.json"_s));
        QVERIFY2(!page.contains(home + u'/'), "paths under the home are written ~/");
    }

    void manPage_groffHasNoWarnings()
    {
        const QString groff = QStandardPaths::findExecutable(u"groff"_s);
        if (groff.isEmpty())
            QSKIP("groff is not installed (Debian: groff-base); the page is not rendered here");
        QProcess process;
        process.start(groff, {u"-ww"_s, u"-z"_s, u"-man"_s});
        process.write(ptq::cli::manPage().toUtf8());
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()), QString());
    }

    void manPage_generatedByTheBinary()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"ptq-studio.1"_s);
        const Run written = ptqStudio({u"--generate"_s, u"man"_s, u"--output"_s, file});
        QCOMPARE(written.exitCode, 0);
        QFile page(file);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QByteArray bytes = page.readAll();
        QVERIFY(bytes.contains(".TH PTQ\\-STUDIO 1"));
        QCOMPARE(ptqStudio({u"--generate"_s, u"man"_s}).out.toUtf8(), bytes);
        QCOMPARE(ptqStudio({u"--generate"_s, u"woff"_s}).exitCode, 2);
    }

    // --- bash completion -----------------------------------------------------------------------

    void completion_commandsOptionsAndSchemes()
    {
        if (QStandardPaths::findExecutable(u"bash"_s).isEmpty())
            QSKIP("bash is not installed");
        QTemporaryDir dir;
        const QString script = dir.filePath(u"ptq-studio.bash"_s);
        {
            QFile file(script);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(ptq::cli::bashCompletion().toUtf8());
        }
        const QString cwd = dir.filePath(u"cwd"_s);
        QVERIFY(QDir().mkpath(cwd + u"/ws-one"_s));
        QVERIFY(QFile::copy(fixture(u"artifacts/studio/quant_plan.json"_s), cwd + u"/quant_plan.json"_s));
        QFile(cwd + u"/notes.txt"_s).open(QIODevice::WriteOnly);

        // Commands, and artifacts beside them.
        QCOMPARE(complete(script, {u"ptq-studio"_s, u"pl"_s}, cwd), QStringList{u"plan"_s});
        QStringList first = complete(script, {u"ptq-studio"_s, u""_s}, cwd);
        for (const QString &word : {u"analyze"_s, u"env"_s, u"compare"_s, u"quant_plan.json"_s, u"ws-one"_s})
            QVERIFY2(first.contains(word), qPrintable(first.join(u' ')));
        QVERIFY(!first.contains(u"notes.txt"_s));
        // A command's options; a group's commands and theirs.
        QCOMPARE(complete(script, {u"ptq-studio"_s, u"plan"_s, u"--sch"_s}, cwd), QStringList{u"--scheme"_s});
        QCOMPARE(complete(script, {u"ptq-studio"_s, u"env"_s, u""_s}, cwd),
                 (QStringList{u"list"_s, u"create"_s, u"repair"_s, u"remove"_s}));
        QCOMPARE(complete(script, {u"ptq-studio"_s, u"env"_s, u"create"_s, u"--fo"_s}, cwd), QStringList{u"--folder"_s});
        // Scheme names after --scheme, also after --scheme= and after other options.
        const QStringList schemes = complete(script, {u"ptq-studio"_s, u"plan"_s, u"--workspace"_s, u"ws-one"_s,
                                                      u"--scheme"_s, u""_s},
                                             cwd);
        for (const QString &scheme : ptq::QuarkCatalog::newest().schemes)
            QVERIFY2(schemes.contains(scheme), qPrintable(scheme));
        QVERIFY(complete(script, {u"ptq-studio"_s, u"plan"_s, u"--scheme"_s, u"="_s, u"fp"_s}, cwd).contains(u"fp8"_s));
        // A folder-valued option completes folders only; a word list its words.
        QCOMPARE(complete(script, {u"ptq-studio"_s, u"run"_s, u"--workspace"_s, u""_s}, cwd), QStringList{u"ws-one"_s});
        QCOMPARE(complete(script, {u"ptq-studio"_s, u"confirm"_s, u"p"_s}, cwd), QStringList{u"plan"_s});
    }

    void completion_hasEveryOptionOfTheDefinitions()
    {
        const QString script = ptq::cli::bashCompletion();
        for (const ptq::cli::CommandSpec &spec : ptq::cli::allCommandSpecs()) {
            if (!spec.name.isEmpty())
                QVERIFY2(script.contains(u"        '"_s + spec.name + u"') opts="_s), qPrintable(spec.name));
            for (const ptq::cli::OptionSpec &option : spec.options) {
                for (const QString &name : option.names) {
                    const QRegularExpression word(u"(?<![\\w-])"_s + QRegularExpression::escape(optionForm(name))
                                                  + u"(?![\\w-])"_s);
                    QVERIFY2(script.contains(word) != option.hidden, qPrintable(spec.name + u' ' + name));
                }
            }
        }
    }

    // --- --json: one document on stdout --------------------------------------------------------

    void json_outputsParse()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath(u"ws"_s);
        QVERIFY(QDir().mkpath(ws));
        QVERIFY(QFile::copy(fixture(u"artifacts/studio/run_manifest.yaml"_s), ws + u"/run_manifest.yaml"_s));
        const QString out = dir.filePath(u"out"_s);
        QVERIFY(QDir().mkpath(out));
        const QMap<QString, QString> env{{u"XDG_DATA_HOME"_s, dir.filePath(u"data"_s)},
                                         {u"XDG_CONFIG_HOME"_s, dir.filePath(u"config"_s)},
                                         {u"PTQ_TARGETS_FILE"_s, dir.filePath(u"targets.json"_s)}};
        const QList<QStringList> commands = {
            {u"status"_s, u"--workspace"_s, ws, u"--json"_s},
            {u"env"_s, u"list"_s, u"--json"_s},
            {u"targets"_s, u"list"_s, u"--json"_s},
            {u"verify"_s, out, u"--json"_s},
            {u"validate"_s, u"--json"_s, fixture(u"artifacts/studio/quant_plan.json"_s)},
            {u"diff"_s, u"--json"_s, fixture(u"artifacts/studio/quant_plan.json"_s),
             fixture(u"artifacts/studio/quant_plan.json"_s)},
        };
        for (const QStringList &command : commands) {
            const Run run = ptqStudio(command, DisplayMode::None, env);
            QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(command.join(u' ') + u": "_s + run.err));
            ptq::Json doc;
            try {
                doc = ptq::Json::parse(run.out.toStdString());
            } catch (const std::exception &e) {
                QFAIL(qPrintable(command.join(u' ') + u": not one JSON document: "_s + QString::fromUtf8(e.what())
                                 + u"\n"_s + run.out));
            }
            QVERIFY2(doc.is_object() || doc.is_array(), qPrintable(command.join(u' ')));
        }
        // status: the run as the manifest records it, with stable keys.
        const Run status = ptqStudio(commands.constFirst(), DisplayMode::None, env);
        const ptq::Json doc = ptq::Json::parse(status.out.toStdString());
        QCOMPARE(QFileInfo(QString::fromStdString(doc["workspace"].get<std::string>())).canonicalFilePath(),
                 QFileInfo(ws).canonicalFilePath());
        QVERIFY(doc["run"]["status"].is_string());
        QVERIFY(doc["checkpoints"].is_object() && !doc["checkpoints"].empty());
        QVERIFY(doc.contains("verification") && doc.contains("job") && doc.contains("now"));
        QVERIFY2(!status.out.contains(u"Run: "_s), "the text is not mixed into the JSON");
    }

    // --- FILE... from the desktop ---------------------------------------------------------------

    void files_routing()
    {
        using Kind = ptq::cli::StartPlan::Kind;
        QTemporaryDir dir;
        const QString ws = dir.filePath(u"ws"_s);
        QVERIFY(QDir().mkpath(ws + u"/logs"_s));
        const QString inWorkspace = ws + u"/quant_plan.json"_s;
        QVERIFY(QFile::copy(fixture(u"artifacts/studio/quant_plan.json"_s), inWorkspace));
        const QString loose = dir.filePath(u"quant_plan.json"_s);
        QVERIFY(QFile::copy(fixture(u"artifacts/studio/quant_plan.json"_s), loose));
        const QString renamed = ws + u"/plan-before.json"_s;
        QVERIFY(QFile::copy(fixture(u"artifacts/studio/quant_plan.json"_s), renamed));
        const QString manifest = dir.filePath(u"run_manifest.yaml"_s);
        QVERIFY(QFile::copy(fixture(u"artifacts/studio/run_manifest.yaml"_s), manifest));
        const QString notes = dir.filePath(u"notes.json"_s);
        {
            QFile f(notes);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"hello\": 1}");
        }
        auto plan = [](const QStringList &args) { return ptq::cli::planStart(QStringList{u"ptq-studio"_s} + args); };

        ptq::cli::StartPlan p = plan({inWorkspace});
        QCOMPARE(p.kind, Kind::Workspace);
        QCOMPARE(p.workspace, QDir(ws).absolutePath());
        QCOMPARE(plan({loose}).kind, Kind::Review);
        QCOMPARE(plan({loose}).files, QStringList{QFileInfo(loose).absoluteFilePath()});
        QCOMPARE(plan({renamed}).kind, Kind::Review); // not the workspace's own plan
        p = plan({loose, inWorkspace});
        QCOMPARE(p.kind, Kind::Compare);
        QCOMPARE(p.files, (QStringList{loose, inWorkspace}));
        p = plan({loose, manifest});
        QCOMPARE(p.kind, Kind::Refused);
        QVERIFY2(p.message.contains(loose) && p.message.contains(manifest), qPrintable(p.message));
        p = plan({notes});
        QCOMPARE(p.kind, Kind::Refused);
        QVERIFY2(p.message.contains(notes), qPrintable(p.message));
        // A text file that is not JSON or YAML at all: said to be no artifact, like notes.json,
        // not only the parser's "syntax error while parsing value" (the walk found that).
        const QString text = dir.filePath(u"notes.txt"_s);
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("hello, these are my notes\n: - [\n");
        }
        p = plan({text});
        QCOMPARE(p.kind, Kind::Refused);
        QVERIFY2(p.message.contains(text) && p.message.contains(u"it is not a model analysis"_s), qPrintable(p.message));
        p = plan({dir.filePath(u"missing.yaml"_s)});
        QCOMPARE(p.kind, Kind::Refused);
        QVERIFY2(p.message.contains(dir.filePath(u"missing.yaml"_s)), qPrintable(p.message));
        QCOMPARE(plan({loose, loose, loose}).kind, Kind::Refused);
        // A folder: a workspace opens as one (the walk typed `ptq-studio ws`); a model folder or
        // another folder is refused with the way to what was meant.
        p = plan({ws});
        QCOMPARE(p.kind, Kind::Workspace);
        QCOMPARE(p.workspace, QDir(ws).absolutePath());
        QVERIFY(!p.create);
        const QString model = dir.filePath(u"model"_s);
        QVERIFY(QDir().mkpath(model));
        QVERIFY(QFile::copy(fixture(u"models/smollm2-135m/config.json"_s), model + u"/config.json"_s));
        p = plan({model});
        QCOMPARE(p.kind, Kind::Refused);
        QVERIFY2(p.message.contains(u"is a model folder"_s) && p.message.contains(u"ptq-studio analyze "_s + model), qPrintable(p.message));
        // An empty folder opens as a new workspace, as File → Open Workspace… makes it one; a folder
        // with other files is refused with the way to make it one anyway.
        const QString empty = dir.filePath(u"empty"_s);
        QVERIFY(QDir().mkpath(empty));
        p = plan({empty});
        QCOMPARE(p.kind, Kind::Wizard);
        QCOMPARE(p.workspace, QDir(empty).absolutePath());
        QVERIFY(p.create);
        const QString other = dir.filePath(u"other"_s);
        QVERIFY(QDir().mkpath(other + u"/notes"_s));
        p = plan({other});
        QCOMPARE(p.kind, Kind::Refused);
        QVERIFY2(p.message.contains(u"ptq-studio --workspace "_s + other), qPrintable(p.message));

        // What needs no window is decided as headless before any application object exists.
        QCOMPARE(plan({}).kind, Kind::Wizard);
        p = plan({u"-platform"_s, u"offscreen"_s, u"--workspace"_s, ws});
        QCOMPARE(p.kind, Kind::Wizard);
        QCOMPARE(p.workspace, ws);
        QVERIFY(p.create);
        for (const QStringList &args : QList<QStringList>{{u"plan"_s}, {u"anaylze"_s}, {u"--bogus"_s}, {u"--help"_s},
                                                           {u"--version"_s}, {u"compare"_s, loose},
                                                           {u"--workspace"_s, ws, loose}})
            QVERIFY2(plan(args).kind == Kind::Headless, qPrintable(args.join(u' ')));
        QCOMPARE(plan({u"compare"_s, loose, inWorkspace}).kind, Kind::Compare);
    }

    void files_notAnArtifact_withoutDisplay_exitTwoNamingIt()
    {
        QTemporaryDir dir;
        const QString notes = dir.filePath(u"notes.yaml"_s);
        {
            QFile f(notes);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("hello: 1\n");
        }
        for (const DisplayMode display : {DisplayMode::None, DisplayMode::Offscreen}) {
            const Run run = ptqStudio({notes}, display);
            QVERIFY2(!run.crashed, qPrintable(run.err));
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(notes), qPrintable(run.err));
        }
        const Run typo = ptqStudio({u"anaylze"_s});
        QCOMPARE(typo.exitCode, 2);
        QVERIFY2(typo.err.contains(u"unknown command \"anaylze\""_s), qPrintable(typo.err));
    }
};

QTEST_GUILESS_MAIN(TestCliConventions)
#include "tst_cliconventions.moc"
