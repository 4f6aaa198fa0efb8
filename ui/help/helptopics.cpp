#include "helptopics.h"

#include "i18n.h"

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QWidget>
#include <QWizard>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

struct TopicRow
{
    HelpTopics::Topic topic;
    const char *file;
    const char *title;
};

// The Help menu's order.
const TopicRow kTopics[] = {
    {HelpTopics::Topic::Contents, "index.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Contents")},
    {HelpTopics::Topic::GettingStarted, "getting-started.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Getting started")},
    {HelpTopics::Topic::Model, "model.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Step 1: Model")},
    {HelpTopics::Topic::Plan, "plan.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Step 2: Plan")},
    {HelpTopics::Topic::Command, "command.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Step 3: Command")},
    {HelpTopics::Topic::Run, "run.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Step 4: Run")},
    {HelpTopics::Topic::UsingTheModel, "using-the-model.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Using the model")},
    {HelpTopics::Topic::ComparingRuns, "comparing-runs.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Comparing runs")},
    {HelpTopics::Topic::Workspaces, "workspaces.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Workspaces")},
    {HelpTopics::Topic::RemoteTargets, "remote-targets.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Remote targets")},
    {HelpTopics::Topic::QuarkEnvironments, "quark-environments.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Quark environments")},
    {HelpTopics::Topic::CommandLine, "command-line.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Command line")},
    {HelpTopics::Topic::KeyboardShortcuts, "keyboard-shortcuts.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Keyboard shortcuts")},
    {HelpTopics::Topic::Troubleshooting, "troubleshooting.md", QT_TRANSLATE_NOOP("ptq::ui::HelpTopics", "Troubleshooting")},
};

// Where the user is → what F1 opens. A widget's objectName, matched on it and then its parents.
struct ContextRow
{
    const char *objectName;
    HelpTopics::Topic topic;
};
const ContextRow kContexts[] = {
    // The wizard's pages (a QWizard counts as its current page).
    {"modelpage", HelpTopics::Topic::Model},
    {"planpage", HelpTopics::Topic::Plan},
    {"commandpage", HelpTopics::Topic::Command},
    {"runpage", HelpTopics::Topic::Run},
    // Page 4's "Use the model" tab, the screen after Finish, and the publish dialog.
    {"handoffScrollArea", HelpTopics::Topic::UsingTheModel},
    {"handoffPanel", HelpTopics::Topic::UsingTheModel},
    {"finishScreen", HelpTopics::Topic::UsingTheModel},
    {"publishDialog", HelpTopics::Topic::UsingTheModel},
    // Windows and dialogs.
    {"workspaceChooserDialog", HelpTopics::Topic::Workspaces},
    {"runHistoryDialog", HelpTopics::Topic::Workspaces},
    {"compareWindow", HelpTopics::Topic::ComparingRuns},
    {"envSetupDialog", HelpTopics::Topic::QuarkEnvironments},
    {"targetsDialog", HelpTopics::Topic::RemoteTargets},
    {"settingsDialog", HelpTopics::Topic::GettingStarted},
};

const TopicRow &row(HelpTopics::Topic topic)
{
    for (const TopicRow &r : kTopics) {
        if (r.topic == topic)
            return r;
    }
    return kTopics[0];
}

QString &languageOverride()
{
    static QString code;
    return code;
}

QString &rootOverride()
{
    static QString folder;
    return folder;
}

} // namespace

QList<HelpTopics::Topic> HelpTopics::all()
{
    QList<Topic> topics;
    for (const TopicRow &r : kTopics)
        topics.append(r.topic);
    return topics;
}

QString HelpTopics::fileName(Topic topic)
{
    return QString::fromLatin1(row(topic).file);
}

QString HelpTopics::title(Topic topic)
{
    return tr(row(topic).title);
}

QUrl HelpTopics::url(Topic topic)
{
    return QUrl(u"qrc:/help/"_s + fileName(topic));
}

HelpTopics::Topic HelpTopics::topicFor(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        const QWidget *context = w;
        if (const auto *wizard = qobject_cast<const QWizard *>(w); wizard && wizard->currentPage())
            context = wizard->currentPage();
        for (const ContextRow &r : kContexts) {
            if (context->objectName() == QLatin1String(r.objectName))
                return r.topic;
        }
    }
    return Topic::Contents;
}

QList<QPair<QString, HelpTopics::Topic>> HelpTopics::contexts()
{
    QList<QPair<QString, Topic>> list;
    for (const ContextRow &r : kContexts)
        list.append({QString::fromLatin1(r.objectName), r.topic});
    return list;
}

QString HelpTopics::language()
{
    if (!languageOverride().isEmpty())
        return languageOverride();
    return Translations::resolve(Translations::configuredLanguage());
}

void HelpTopics::setLanguageOverride(const QString &code)
{
    languageOverride() = code;
}

QString HelpTopics::resourcePath(const QString &relativePath, const QString &language)
{
    const QString root = rootOverride().isEmpty() ? u":/help"_s : rootOverride();
    if (!language.isEmpty() && language != u"en"_s) {
        const QString translated = u"%1/%2/%3"_s.arg(root, language, relativePath);
        if (QFile::exists(translated))
            return translated;
    }
    return root + u'/' + relativePath;
}

void HelpTopics::setRootOverride(const QString &folder)
{
    rootOverride() = folder;
}

QStringList HelpTopics::compiledFiles()
{
    QStringList files;
    QDirIterator it(u":/help"_s, {u"*.md"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

QString HelpTopics::headingAnchor(const QString &heading)
{
    // GitHub's rule: lower case; drop what is not a letter, a digit, a space, '-' or '_';
    // each space becomes '-'.
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            anchor.append(c);
        else if (c == u' ')
            anchor.append(u'-');
    }
    return anchor;
}

QStringList HelpTopics::addHeadingAnchors(QTextDocument *document)
{
    QStringList anchors;
    QHash<QString, int> seen;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() <= 0)
            continue;
        // Named already (the page shown again for another anchor): the names stay.
        const QStringList named = block.charFormat().isAnchor() ? block.charFormat().anchorNames() : QStringList();
        if (!named.isEmpty()) {
            seen[named.constLast()] += 1;
            anchors.append(named);
            continue;
        }
        QStringList names;
        // An explicit "{#name}" at the end: off the text, and the first of the heading's names.
        static const QRegularExpression explicitName(u"\\s*\\{#([A-Za-z0-9_.-]+)\\}\\s*$"_s);
        const QRegularExpressionMatch match = explicitName.match(block.text());
        if (match.hasMatch()) {
            names.append(match.captured(1));
            QTextCursor cursor(block);
            cursor.setPosition(block.position() + int(match.capturedStart()));
            cursor.setPosition(block.position() + int(match.capturedEnd()), QTextCursor::KeepAnchor);
            cursor.removeSelectedText();
        }
        QString anchor = headingAnchor(block.text());
        // A second "Options" heading is "options-1", as on GitHub.
        const int n = seen.value(anchor, 0);
        seen[anchor] = n + 1;
        if (n > 0)
            anchor += u'-' + QString::number(n);
        if (!names.contains(anchor))
            names.append(anchor);
        anchors.append(names);
        QTextCharFormat format = block.charFormat();
        format.setAnchor(true);
        format.setAnchorNames(names);
        QTextCursor cursor(block);
        cursor.setBlockCharFormat(format);
    }
    return anchors;
}

} // namespace ptq::ui
