#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>

class QTextDocument;
class QWidget;

namespace ptq::ui {

/// The user manual's topics (resources/help/*.md, compiled in under :/help/) and which one each
/// window, dialog and wizard page opens with F1 — one table, in helptopics.cpp.
class HelpTopics
{
    Q_DECLARE_TR_FUNCTIONS(HelpTopics)

public:
    enum class Topic {
        Contents,
        GettingStarted,
        Model,
        Plan,
        Command,
        Run,
        UsingTheModel,
        ComparingRuns,
        Workspaces,
        RemoteTargets,
        QuarkEnvironments,
        CommandLine,
        KeyboardShortcuts,
        Troubleshooting,
    };

    static QList<Topic> all();
    /// "plan.md"
    static QString fileName(Topic topic);
    /// The title the Help menu shows ("Step 2: Plan").
    static QString title(Topic topic);
    /// qrc:/help/plan.md — language-neutral; the viewer reads the translation where there is one.
    static QUrl url(Topic topic);

    /// The topic of @p widget's context: the nearest of it and its parents that the table names
    /// (a wizard counts as its current page). Contents when none does.
    static Topic topicFor(const QWidget *widget);
    /// The objectNames the table maps (a page, a dialog, a window, a tab), for the tests.
    static QList<QPair<QString, Topic>> contexts();

    /// The language the manual is shown in: what ptq::Translations resolved ("en", "de", "zh_CN").
    static QString language();
    /// Tests choose the language; empty returns to what the settings say.
    static void setLanguageOverride(const QString &code);
    /// The compiled-in file that holds @p relativePath ("plan.md", "images/x.png") in
    /// @p language: ":/help/de/plan.md" when it exists, else the English ":/help/plan.md".
    static QString resourcePath(const QString &relativePath, const QString &language);
    /// Tests read the topics from a folder of their own (":/help" again when empty).
    static void setRootOverride(const QString &folder);
    /// Every compiled-in topic file, all languages (":/help/plan.md", ":/help/de/plan.md", …).
    static QStringList compiledFiles();

    /// GitHub's anchor for a heading: "Step 2 — Plan" → "step-2--plan".
    static QString headingAnchor(const QString &heading);
    /// Gives each heading of @p document its GitHub anchor name (Qt's Markdown reader gives none),
    /// so that "plan.md#the-decision-table" scrolls there; returns the anchors. A heading may
    /// name its anchor itself at its end — "## Die Entscheidungstabelle {#the-decision-table}" —
    /// so that a translated topic keeps the English anchors its links use: the "{#…}" is taken
    /// off the text shown, and the heading answers to both names.
    static QStringList addHeadingAnchors(QTextDocument *document);
};

} // namespace ptq::ui
