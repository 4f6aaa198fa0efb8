#include "workspacechooser.h"
#include "workflow/acceptance.h"
#include "statuscolours.h"

#include "workflow/background.h"
#include "dialogs.h"
#include "displaynames.h"

#include "artifacts/artifactio.h"
#include "artifacts/documents.h"
#include "artifacts/runmanifest.h"
#include "artifacts/workspace.h"
#include "review/runhistory.h"
#include "workflow/workspacestate.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

WorkspaceChooser::WorkspaceChooser(const QStringList &recent, QWidget *parent)
    : QDialog(parent),
      m_recentList(new QListWidget(this)),
      m_openRecentButton(new QPushButton(tr("&Open"), this)),
      m_errorLabel(new QLabel(this)),
      m_quarkLabel(new QLabel(this))
{
    setObjectName(u"workspaceChooserDialog"_s);
    setWindowTitle(tr("Choose a workspace")); // Qt adds " — PTQ Studio", the display name

    auto *heading = new QLabel(tr("<h2>Choose a workspace</h2>"
                                  "<p>A workspace is a folder that holds one quantization job: the model "
                                  "analysis, the plan, the run manifest, the logs of every run and their "
                                  "history. You can close PTQ Studio at any point and continue later.</p>"),
                               this);
    heading->setWordWrap(true);

    auto *newButton = new QPushButton(tr("&New workspace…"), this);
    newButton->setObjectName(u"newWorkspacePushButton"_s);
    newButton->setToolTip(tr("Pick or create an empty folder for a new job."));
    auto *openButton = new QPushButton(tr("Open &folder…"), this);
    openButton->setObjectName(u"openWorkspacePushButton"_s);
    openButton->setToolTip(tr("Continue a job from its workspace folder."));

    m_recentList->setObjectName(u"recentWorkspacesListWidget"_s);
    m_recentList->setAccessibleName(tr("Recent workspaces"));
    m_openRecentButton->setObjectName(u"openRecentPushButton"_s);
    m_openRecentButton->setEnabled(false);

    m_errorLabel->setObjectName(u"chooserErrorLabel"_s);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setStyleSheet(u"color: palette(base); background: %1; padding: 6px;"_s.arg(statusCss(Tone::Failed, this)));
    m_errorLabel->hide();

    auto *exampleButton = new QPushButton(tr("Try with the bundled &example"), this);
    exampleButton->setObjectName(u"tryExamplePushButton"_s);
    exampleButton->setToolTip(tr("Opens a workspace with a tiny llama-style model that ships with PTQ Studio, "
                                 "so you can walk through analysis, plan and command offline."));

    // Quark is needed from step 2 on: the one already on this machine, or a new one, chosen here.
    m_quarkLabel->setObjectName(u"chooserQuarkLabel"_s);
    m_quarkLabel->setWordWrap(true);
    m_quarkLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *quarkButton = new QPushButton(tr("&Quark environment…"), this);
    quarkButton->setObjectName(u"chooserQuarkPushButton"_s);
    quarkButton->setToolTip(tr("Finds the Python environments with AMD Quark on this machine, or sets up a new one."));
    auto *quarkRow = new QHBoxLayout;
    quarkRow->addWidget(m_quarkLabel, 1);
    quarkRow->addWidget(quarkButton);

    auto *startRow = new QHBoxLayout;
    startRow->addWidget(newButton);
    startRow->addWidget(openButton);
    startRow->addStretch(1);
    startRow->addWidget(exampleButton);

    auto *recentLabel = new QLabel(tr("&Recent workspaces:"), this);
    recentLabel->setBuddy(m_recentList);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_openRecentButton, QDialogButtonBox::AcceptRole);
    auto *quitButton = buttons->addButton(QDialogButtonBox::Close);
    quitButton->setObjectName(u"closeChooserPushButton"_s);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addLayout(startRow);
    layout->addWidget(recentLabel);
    layout->addWidget(m_recentList, 1);
    layout->addWidget(m_errorLabel);
    layout->addLayout(quarkRow);
    layout->addWidget(buttons);
    resize(620, 440);

    // A folder that exists: ~/Documents is missing on many servers.
    QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QFileInfo(documents).isDir())
        documents = QDir::homePath();
    connect(newButton, &QPushButton::clicked, this, [this, documents] {
        // A typed name of a folder that is not there yet is made (issue #33 item 17).
        Dialogs::chooseNewDirectory(this, tr("Folder for the new workspace"), documents,
                                    [this](const QString &path) { emit workspaceChosen(path, true); });
    });
    connect(openButton, &QPushButton::clicked, this, [this, documents] {
        Dialogs::chooseDirectory(this, tr("Open a workspace folder"), documents,
                                 [this](const QString &path) { emit workspaceChosen(path, false); });
    });
    connect(exampleButton, &QPushButton::clicked, this, &WorkspaceChooser::exampleRequested);
    // Open follows what is drawn selected: the current item, whichever way it became current.
    connect(m_recentList, &QListWidget::itemSelectionChanged, this, &WorkspaceChooser::updateOpenButton);
    connect(m_recentList, &QListWidget::currentItemChanged, this, &WorkspaceChooser::updateOpenButton);
    connect(quarkButton, &QPushButton::clicked, this, &WorkspaceChooser::quarkSetupRequested);
    connect(m_recentList, &QListWidget::itemActivated, this, [this] { openSelectedRecent(); });
    connect(m_openRecentButton, &QPushButton::clicked, this, [this] { openSelectedRecent(); });
    connect(quitButton, &QPushButton::clicked, this, &QDialog::reject);

    setRecent(recent);
    setQuarkEnvironment(QString());
}

void WorkspaceChooser::setQuarkEnvironment(const QString &prefix)
{
    m_quarkLabel->setText(prefix.isEmpty()
                              ? tr("Quark: the quark-cli on PATH, if there is one (step 3 checks it).")
                              : tr("Quark: the environment %1 (step 3 checks it).").arg(QDir::toNativeSeparators(prefix)));
}

void WorkspaceChooser::updateOpenButton()
{
    const QListWidgetItem *item = m_recentList->currentItem();
    m_openRecentButton->setEnabled(item && (item->flags() & Qt::ItemIsEnabled) && item->isSelected());
}

void WorkspaceChooser::setRecent(const QStringList &recent)
{
    m_recentList->clear();
    for (const QString &path : recent) {
        auto *item = new QListWidgetItem(QDir::toNativeSeparators(path), m_recentList);
        item->setData(Qt::UserRole, path);
        if (!QFileInfo(path).isDir()) {
            item->setText(tr("%1 (missing)").arg(QDir::toNativeSeparators(path)));
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
        }
    }
    if (m_recentList->count() == 0) {
        auto *placeholder = new QListWidgetItem(tr("No recent workspaces yet."), m_recentList);
        placeholder->setFlags(Qt::NoItemFlags);
    }
    // The newest workspace that is there is chosen, and Open opens it (Enter too); none: nothing
    // is drawn selected (a focused list would otherwise draw its first row as if chosen).
    m_recentList->setCurrentItem(nullptr);
    for (int i = 0; i < m_recentList->count(); ++i) {
        if (m_recentList->item(i)->flags() & Qt::ItemIsEnabled) {
            m_recentList->setCurrentRow(i, QItemSelectionModel::ClearAndSelect);
            break;
        }
    }
    updateOpenButton();
    describeRecent(recent);
}

QString WorkspaceChooser::describe(const QString &workspace)
{
    const QDir dir(workspace);
    QStringList parts;
    const Result<LoadedDocument> analysis = ArtifactIo::load(dir.filePath(u"model_analysis.json"_s));
    if (const Result<AnalysisDocument> typed = analysis ? AnalysisDocument::fromJson(analysis->json) : Result<AnalysisDocument>(analysis.error());
        typed && !typed->modelPath.isEmpty())
        parts << QFileInfo(typed->modelPath).fileName();
    const QFileInfo manifestFile(dir.filePath(u"run_manifest.yaml"_s));
    if (manifestFile.exists()) {
        const Result<LoadedDocument> loaded = ArtifactIo::load(manifestFile.filePath());
        const Result<RunManifest> manifest = loaded ? RunManifest::fromJson(loaded->json) : Result<RunManifest>(loaded.error());
        if (manifest) {
            const qsizetype i = manifest->run.argv.indexOf(u"--quant_scheme"_s);
            if (i >= 0 && i + 1 < manifest->run.argv.size())
                parts << manifest->run.argv[i + 1];
            const CheckpointRecord *acceptance = manifest->checkpoint(checkpointId(Checkpoint::ResultAcceptance));
            const QList<RunHistoryEntry> runs = manifest->run.status == RunStatus::Pending ? RunHistory::list(workspace)
                                                                                          : QList<RunHistoryEntry>();
            if (!runs.isEmpty()) {
                // The next command has not run, the earlier ones have: their count and how the
                // last one ended, not "not run yet".
                const RunHistoryEntry &last = runs.first();
                parts << (last.problem.isEmpty() ? tr("%n run(s), the last %1", nullptr, int(runs.size())).arg(DisplayNames::of(last.status))
                                                 : tr("%n run(s)", nullptr, int(runs.size())));
            } else {
                // A result is accepted, declined, or waits for that answer (round 58's walk read
                // "succeeded" of a result nobody had accepted yet).
                parts << (acceptance && acceptance->status == CheckpointStatus::Accepted   ? DisplayNames::of(CheckpointStatus::Accepted)
                          : acceptance && acceptance->status == CheckpointStatus::Declined ? DisplayNames::of(CheckpointStatus::Declined)
                          : Acceptance::awaitsDecision(*manifest) ? tr("%1, not accepted yet").arg(DisplayNames::of(manifest->run.status))
                                                                  : DisplayNames::of(manifest->run.status));
            }
        }
    }
    if (parts.isEmpty())
        return QString();
    // Where it resumes, when that is not the end: a plan changed after its run says so.
    const WorkspaceState state = WorkspaceInspector::inspect(workspace);
    if (manifestFile.exists() && state.resumeAt != Checkpoint::ResultAcceptance)
        parts << tr("resumes at step %1").arg(int(state.resumeAt) + 1);
    QDateTime last = manifestFile.exists() ? manifestFile.lastModified() : QFileInfo(dir.filePath(u"model_analysis.json"_s)).lastModified();
    if (last.isValid())
        parts << QLocale().toString(last, QLocale::ShortFormat);
    return parts.join(u" · "_s);
}

void WorkspaceChooser::describeRecent(const QStringList &paths)
{
    const int round = ++m_describe;
    runInBackground(this, [paths] {
        QStringList out;
        for (const QString &path : paths)
            out << (QFileInfo(path).isDir() ? describe(path) : QString());
        return out;
    }, [this, round, paths](const QStringList &descriptions) {
        if (round != m_describe)
            return;
        for (int i = 0; i < m_recentList->count(); ++i) {
            QListWidgetItem *item = m_recentList->item(i);
            const qsizetype at = paths.indexOf(item->data(Qt::UserRole).toString());
            if (at < 0 || descriptions.value(at).isEmpty())
                continue;
            item->setText(u"%1\n%2"_s.arg(descriptions[at], QDir::toNativeSeparators(paths[at])));
            item->setToolTip(QDir::toNativeSeparators(paths[at]));
        }
    });
}

void WorkspaceChooser::showError(const QString &message)
{
    m_errorLabel->setText(message);
    m_errorLabel->setVisible(!message.isEmpty());
}

void WorkspaceChooser::openSelectedRecent()
{
    const QListWidgetItem *item = m_recentList->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsEnabled))
        return;
    emit workspaceChosen(item->data(Qt::UserRole).toString(), false);
}

} // namespace ptq::ui
