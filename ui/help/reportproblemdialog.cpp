#include "reportproblemdialog.h"

#include "appinfo.h"
#include "dialogs.h"
#include "fixedfont.h"
#include "i18n.h"
#include "workflow/workspacesession.h"

#include "artifacts/artifactio.h"
#include "plan/quarkcatalog.h"
#include "run/ptqjob.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QSysInfo>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

ReportProblemDialog::ReportProblemDialog(const QString &report, QWidget *parent)
    : QDialog(parent),
      m_text(new QPlainTextEdit(this))
{
    setObjectName(u"reportProblemDialog"_s);
    setWindowTitle(tr("Report a problem"));
    auto *intro = new QLabel(tr("Paste this into your report, with what you did, what you expected and what happened. "
                                "It holds no token and no password; folders in your home folder read ~."),
                             this);
    intro->setWordWrap(true);
    m_text->setObjectName(u"reportPlainTextEdit"_s);
    m_text->setReadOnly(true);
    m_text->setFont(fixedFont());
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setPlainText(report);
    m_text->setAccessibleName(tr("The report"));
    intro->setBuddy(m_text);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(u"copyReportPushButton"_s);
    copy->setToolTip(tr("Copies the whole report to the clipboard"));
    QPushButton *saveButton = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName(u"saveReportPushButton"_s);
    connect(copy, &QPushButton::clicked, this, [this, copy] {
        QGuiApplication::clipboard()->setText(m_text->toPlainText());
        copy->setText(tr("Copied ✓"));
    });
    connect(saveButton, &QPushButton::clicked, this, &ReportProblemDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(680, 460);
}

QString ReportProblemDialog::text() const
{
    return m_text->toPlainText();
}

void ReportProblemDialog::save()
{
    const QString start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        + u"/ptq-studio-report.txt"_s;
    Dialogs::chooseFile(this, tr("Save the report"), start, tr("Text files (*.txt)"), true,
                        [this](const QString &path) {
                            const QByteArray bytes = m_text->toPlainText().toUtf8();
                            auto *watcher = new QFutureWatcher<Status>(this);
                            connect(watcher, &QFutureWatcher<Status>::finished, this, [this, watcher, path] {
                                watcher->deleteLater();
                                const Status status = watcher->result();
                                if (!status)
                                    Dialogs::warning(this, tr("The report was not saved"), status.error().message);
                                else
                                    setWindowTitle(tr("Report a problem — saved to %1")
                                                       .arg(QDir::toNativeSeparators(path)));
                            });
                            watcher->setFuture(QtConcurrent::run(
                                [path, bytes] { return ArtifactIo::writeAtomically(path, bytes); }));
                        });
}

QString ReportProblemDialog::withHomeAsTilde(QString text)
{
    const QString home = QDir::homePath();
    if (home.isEmpty() || home == u"/"_s)
        return text;
    // Only whole folder names: /home/ana2 stays as it is beside /home/ana.
    qsizetype at = 0;
    while ((at = text.indexOf(home, at)) >= 0) {
        const qsizetype end = at + home.size();
        if (end == text.size() || text.at(end) == u'/' || text.at(end).isSpace() || text.at(end) == u'"'
            || text.at(end) == u'\'') {
            text.replace(at, home.size(), u"~"_s);
            at += 1;
        } else {
            at = end;
        }
    }
    return text;
}

QString ReportProblemDialog::report(const WorkspaceSession *session, const QString &step)
{
    // Not translated: whoever reads the report reads English, and the fields stay searchable.
    QStringList lines;
    const auto add = [&lines](const QString &key, const QString &value) {
        lines.append(u"%1: %2"_s.arg(key, value.isEmpty() ? u"-"_s : value));
    };
    add(u"PTQ Studio"_s, appVersion());
    add(u"Qt"_s, u"%1 (built with %2)"_s.arg(QString::fromLatin1(qVersion()), QString::fromLatin1(QT_VERSION_STR)));
    add(u"OS"_s, u"%1; %2 %3; %4"_s.arg(QSysInfo::prettyProductName(), QSysInfo::kernelType(),
                                          QSysInfo::kernelVersion(), QSysInfo::currentCpuArchitecture()));
    add(u"Platform plugin"_s, QGuiApplication::platformName());
    const QString appImage = qEnvironmentVariable("APPIMAGE");
    add(u"Installed as"_s, appImage.isEmpty() ? QCoreApplication::applicationFilePath() : u"AppImage "_s + appImage);
    add(u"Locale"_s, u"%1; interface language %2"_s.arg(QLocale::system().name(),
                                                          Translations::resolve(Translations::configuredLanguage())));
    add(u"Step"_s, step);
    if (session && session->hasWorkspace()) {
        const WorkspaceState &state = session->state();
        add(u"Workspace"_s, session->workspace().root());
        for (const ArtifactKind kind : {ArtifactKind::Analysis, ArtifactKind::Plan, ArtifactKind::Manifest}) {
            const ArtifactStatus &status = state.status(kind);
            add(u"  "_s + artifactFileName(kind), artifactStateName(status.state));
        }
        add(u"  result accepted"_s, state.resultAccepted ? u"yes"_s : u"no"_s);
        add(u"Run"_s, !session->run()->isRunning()              ? u"none running"_s
                          : session->run()->job()->isRemote() ? u"running on a remote target"_s
                                                       : u"running on this machine"_s);
    } else {
        add(u"Workspace"_s, u"none open"_s);
    }
    if (session) {
        const CliCapabilities &cli = session->cliCapabilities();
        if (cli.source == CliCapabilities::Source::Help)
            add(u"quark-cli"_s, u"%1 (amd-quark %2) at %3"_s.arg(cli.generation, cli.quarkVersion.isEmpty()
                                                                                    ? u"?"_s
                                                                                    : cli.quarkVersion,
                                                                  cli.cliPath));
        else
            add(u"quark-cli"_s, u"not detected; plans use the catalog of %1"_s.arg(cli.generation));
    }
    add(u"HF_HUB_OFFLINE"_s, qEnvironmentVariable("HF_HUB_OFFLINE"));
    // A user name and password in the endpoint's URL stay out.
    const QString endpoint = qEnvironmentVariable("HF_ENDPOINT");
    add(u"HF_ENDPOINT"_s, endpoint.isEmpty() ? QString() : QUrl(endpoint).adjusted(QUrl::RemoveUserInfo).toString());
    return withHomeAsTilde(lines.join(u'\n') + u'\n');
}

} // namespace ptq::ui
