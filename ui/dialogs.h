#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace ptq::ui {

/// Thin, non-blocking wrappers around message boxes and file dialogs. Tests install
/// the hooks to see what would be shown and to answer without a person.
class Dialogs
{
public:
    using DirectoryHook = std::function<QString(const QString &caption)>;
    using MessageHook = std::function<void(const QString &title, const QString &text)>;

    /// Asks for a folder; @p done receives the choice, or is not called when cancelled.
    static void chooseDirectory(QWidget *parent, const QString &caption, const QString &startDir,
                                std::function<void(const QString &)> done);
    /// Asks for a folder that may not exist yet (a new workspace): a name typed for a folder that
    /// is not there is made in the folder shown, once the user presses Choose; one that cannot
    /// be made is said there, naming it. The directory hook answers it as chooseDirectory's.
    static void chooseNewDirectory(QWidget *parent, const QString &caption, const QString &startDir,
                                   std::function<void(const QString &)> done);
    /// Asks for an existing file (@p save false) or a file to write (@p save true); @p done
    /// receives the choice, or is not called when cancelled.
    static void chooseFile(QWidget *parent, const QString &caption, const QString &start, const QString &filter, bool save,
                           std::function<void(const QString &)> done);
    /// Shows a warning without blocking the caller.
    static void warning(QWidget *parent, const QString &title, const QString &text);
    /// Asks a yes/no question without blocking; @p answer receives true for yes.
    static void question(QWidget *parent, const QString &title, const QString &text, std::function<void(bool)> answer);
    /// As question(), with buttons that say what each answer does, @p yes and @p no. They carry no
    /// underlined letter, so keys typed into a field that raised the question (a path, "myout")
    /// cannot answer it; Enter and Escape answer @p no.
    static void question(QWidget *parent, const QString &title, const QString &text, const QString &yes, const QString &no,
                         std::function<void(bool)> answer);

    /// Asks for a line of text without blocking; @p done receives it (trimmed), or is not called
    /// when cancelled.
    static void askText(QWidget *parent, const QString &title, const QString &label, std::function<void(const QString &)> done);

    static void setDirectoryHook(DirectoryHook hook);
    /// Answers chooseFile() (the caption tells which question); an empty string cancels.
    static void setFileHook(DirectoryHook hook);
    static void setMessageHook(MessageHook hook);
    using QuestionHook = std::function<bool(const QString &title, const QString &text)>;
    static void setQuestionHook(QuestionHook hook);
    /// Answers askText() (the label tells which question); an empty string cancels.
    using TextHook = std::function<QString(const QString &title, const QString &label)>;
    static void setTextHook(TextHook hook);
};

} // namespace ptq::ui
