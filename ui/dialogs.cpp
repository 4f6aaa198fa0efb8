#include "dialogs.h"

#include <QFileDialog>
#include <QMessageBox>

namespace ptq::ui {

namespace {
Dialogs::DirectoryHook &directoryHook()
{
    static Dialogs::DirectoryHook hook;
    return hook;
}
Dialogs::DirectoryHook &fileHook()
{
    static Dialogs::DirectoryHook hook;
    return hook;
}
Dialogs::MessageHook &messageHook()
{
    static Dialogs::MessageHook hook;
    return hook;
}
Dialogs::QuestionHook &questionHook()
{
    static Dialogs::QuestionHook hook;
    return hook;
}
} // namespace

void Dialogs::question(QWidget *parent, const QString &title, const QString &text, std::function<void(bool)> answer)
{
    if (questionHook()) {
        answer(questionHook()(title, text));
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, parent);
    box->setObjectName(QStringLiteral("questionMessageBox"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(box, &QMessageBox::finished, box, [answer](int result) { answer(result == QMessageBox::Yes); });
    box->open();
}

void Dialogs::setQuestionHook(QuestionHook hook)
{
    questionHook() = std::move(hook);
}

void Dialogs::setFileHook(DirectoryHook hook)
{
    fileHook() = std::move(hook);
}

void Dialogs::chooseFile(QWidget *parent, const QString &caption, const QString &start, const QString &filter, bool save,
                         std::function<void(const QString &)> done)
{
    if (fileHook()) {
        const QString choice = fileHook()(caption);
        if (!choice.isEmpty())
            done(choice);
        return;
    }
    auto *dialog = new QFileDialog(parent, caption, start, filter);
    dialog->setObjectName(QStringLiteral("chooseFileDialog"));
    dialog->setFileMode(save ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    dialog->setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QFileDialog::fileSelected, dialog, [done](const QString &path) { done(path); });
    dialog->open();
}

void Dialogs::chooseDirectory(QWidget *parent, const QString &caption, const QString &startDir,
                              std::function<void(const QString &)> done)
{
    if (directoryHook()) {
        const QString choice = directoryHook()(caption);
        if (!choice.isEmpty())
            done(choice);
        return;
    }
    auto *dialog = new QFileDialog(parent, caption, startDir);
    dialog->setObjectName(QStringLiteral("chooseDirectoryFileDialog"));
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QFileDialog::fileSelected, dialog, [done](const QString &path) { done(path); });
    dialog->open();
}

void Dialogs::warning(QWidget *parent, const QString &title, const QString &text)
{
    if (messageHook()) {
        messageHook()(title, text);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("warningMessageBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void Dialogs::setDirectoryHook(DirectoryHook hook)
{
    directoryHook() = std::move(hook);
}

void Dialogs::setMessageHook(MessageHook hook)
{
    messageHook() = std::move(hook);
}

} // namespace ptq::ui
