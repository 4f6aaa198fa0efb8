#include "dialogs.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

#include <cerrno>
#include <sys/stat.h>

namespace ptq::ui {

namespace {

/// Qt's folder dialog refuses a typed name of a folder that does not exist ("Directory not
/// found"). This one makes that folder — only the last part, inside a folder that exists — and
/// chooses it; what stops it is said in the dialog, which stays open for another name.
class NewFolderDialog final : public QFileDialog
{
    Q_DECLARE_TR_FUNCTIONS(ptq::ui::Dialogs)

public:
    using QFileDialog::QFileDialog;

    void accept() override
    {
        const QStringList files = selectedFiles();
        if (files.size() != 1 || QFileInfo::exists(files.first())) {
            QFileDialog::accept();
            return;
        }
        const QString path = QDir::cleanPath(QFileInfo(files.first()).absoluteFilePath());
        const QString parent = QFileInfo(path).absolutePath();
        QString problem;
        if (!QFileInfo(parent).isDir()) {
            problem = tr("The folder %1 cannot be made: %2 does not exist. Choose a folder that exists, then type the "
                         "new folder's name.")
                          .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(parent));
        } else if (::mkdir(QFile::encodeName(path).constData(), 0777) != 0) {
            const int error = errno;
            problem = tr("The folder %1 could not be made: %2.").arg(QDir::toNativeSeparators(path), qt_error_string(error));
        }
        if (!problem.isEmpty()) {
            Dialogs::warning(this, windowTitle(), problem);
            return;
        }
        emit fileSelected(path);
        emit filesSelected({path});
        QDialog::accept();
    }
};

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

void Dialogs::question(QWidget *parent, const QString &title, const QString &text, const QString &yes, const QString &no,
                       std::function<void(bool)> answer)
{
    if (questionHook()) {
        answer(questionHook()(title, text));
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("questionMessageBox"));
    QPushButton *yesButton = box->addButton(QString(yes).remove(u'&'), QMessageBox::YesRole);
    QPushButton *noButton = box->addButton(QString(no).remove(u'&'), QMessageBox::NoRole);
    box->setDefaultButton(noButton);
    box->setEscapeButton(noButton);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(box, &QMessageBox::finished, box, [box, yesButton, answer](int) { answer(box->clickedButton() == yesButton); });
    box->open();
}

void Dialogs::setQuestionHook(QuestionHook hook)
{
    questionHook() = std::move(hook);
}

namespace {
Dialogs::TextHook &textHook()
{
    static Dialogs::TextHook hook;
    return hook;
}
} // namespace

void Dialogs::setTextHook(TextHook hook)
{
    textHook() = std::move(hook);
}

void Dialogs::askText(QWidget *parent, const QString &title, const QString &label, std::function<void(const QString &)> done)
{
    if (textHook()) {
        const QString answer = textHook()(title, label).trimmed();
        if (!answer.isEmpty())
            done(answer);
        return;
    }
    auto *dialog = new QInputDialog(parent);
    dialog->setObjectName(QStringLiteral("askTextDialog"));
    dialog->setWindowTitle(title);
    dialog->setLabelText(label);
    dialog->setInputMode(QInputDialog::TextInput);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QInputDialog::textValueSelected, dialog, [done](const QString &text) {
        if (!text.trimmed().isEmpty())
            done(text.trimmed());
    });
    dialog->open();
    // An empty answer records nothing, so OK waits for one (round 59's walk pressed it on nothing).
    if (auto *buttons = dialog->findChild<QDialogButtonBox *>()) {
        if (QPushButton *ok = buttons->button(QDialogButtonBox::Ok)) {
            ok->setEnabled(false);
            QObject::connect(dialog, &QInputDialog::textValueChanged, ok,
                             [ok](const QString &text) { ok->setEnabled(!text.trimmed().isEmpty()); });
        }
    }
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

namespace {

/// A folder dialog's shared part: a test hook answers instead, else @p dialog opens (window-modal,
/// deleted when closed) and its choice goes to @p done.
void openFolderDialog(QFileDialog *dialog, std::function<void(const QString &)> done)
{
    dialog->setObjectName(QStringLiteral("chooseDirectoryFileDialog"));
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QFileDialog::fileSelected, dialog, [done](const QString &path) { done(path); });
    dialog->open();
}

bool answeredByHook(const QString &caption, const std::function<void(const QString &)> &done)
{
    if (!directoryHook())
        return false;
    const QString choice = directoryHook()(caption);
    if (!choice.isEmpty())
        done(choice);
    return true;
}

} // namespace

void Dialogs::chooseDirectory(QWidget *parent, const QString &caption, const QString &startDir,
                              std::function<void(const QString &)> done)
{
    if (!answeredByHook(caption, done))
        openFolderDialog(new QFileDialog(parent, caption, startDir), std::move(done));
}

void Dialogs::chooseNewDirectory(QWidget *parent, const QString &caption, const QString &startDir,
                                 std::function<void(const QString &)> done)
{
    if (answeredByHook(caption, done))
        return;
    auto *dialog = new NewFolderDialog(parent, caption, startDir);
    dialog->setLabelText(QFileDialog::FileName, NewFolderDialog::tr("Folder (an existing one, or a new name):"));
    openFolderDialog(dialog, std::move(done));
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
