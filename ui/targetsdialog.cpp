#include "targetsdialog.h"
#include "statuscolours.h"

#include "dialogs.h"

#include "target/targetpreflight.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {


QLabel *wrappedLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

// One option a line; blank lines and the spaces around a line are not the user's meaning.
QStringList linesOf(const QPlainTextEdit *edit)
{
    QStringList out;
    const QStringList lines = edit->toPlainText().split(u'\n');
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            out.append(trimmed);
    }
    return out;
}

} // namespace

namespace {

QLineEdit *newLineEdit(const QString &objectName, const QString &placeholder)
{
    auto *edit = new QLineEdit;
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    return edit;
}

QSpinBox *newSpinBox(const QString &objectName, int maximum, const QString &zero, const QString &suffix = QString())
{
    auto *spin = new QSpinBox;
    spin->setObjectName(objectName);
    spin->setRange(0, maximum);
    spin->setSpecialValueText(zero);
    spin->setSuffix(suffix);
    return spin;
}

} // namespace

struct TargetsDialog::Private
{
    TargetsDialog *q = nullptr;
    QString path;
    bool loadFailed = false;
    bool filling = false; // the form is being filled from a profile: its signals are not edits
    QList<TargetProfile> profiles;
    QList<TargetProfile> saved;
    QString selectedName;

    QLabel *loadError = nullptr;
    QLabel *intro = nullptr;
    QListWidget *list = nullptr;
    QPushButton *add = nullptr;
    QPushButton *duplicate = nullptr;
    QPushButton *remove = nullptr;
    QWidget *editor = nullptr;
    QScrollArea *scroll = nullptr;
    QLabel *empty = nullptr;

    QLineEdit *name = nullptr;
    QComboBox *kind = nullptr;
    QLineEdit *host = nullptr;
    QLineEdit *user = nullptr;
    QSpinBox *port = nullptr;
    QLineEdit *identityFile = nullptr;
    QPushButton *identityBrowse = nullptr;
    QLineEdit *proxyJump = nullptr;
    QLineEdit *knownHostsFile = nullptr;
    QPushButton *knownHostsBrowse = nullptr;
    QLineEdit *remoteWorkspace = nullptr;
    QLineEdit *quarkCli = nullptr;
    QLineEdit *hfHome = nullptr;
    QGroupBox *connectionGroup = nullptr;
    QGroupBox *targetGroup = nullptr;
    QGroupBox *slurmGroup = nullptr;
    QLineEdit *partition = nullptr;
    QLineEdit *account = nullptr;
    QSpinBox *timeLimit = nullptr;
    QSpinBox *gpus = nullptr;
    QSpinBox *cpus = nullptr;
    QLineEdit *memory = nullptr;
    QPlainTextEdit *extraDirectives = nullptr;
    QPlainTextEdit *srunFlags = nullptr;
    QLabel *gpusWarning = nullptr;

    QPushButton *test = nullptr;
    QLabel *testResult = nullptr;
    QPointer<TargetPreflight> preflight; ///< the running Test connection, if one runs

    QLabel *problems = nullptr;
    QLabel *saveError = nullptr;
    QPushButton *save = nullptr;

    /// A form field, its label, and how to make it valid: a problem that goes away when the
    /// field is made valid is that field's, and its label turns red.
    struct Field
    {
        QLabel *label = nullptr;
        QWidget *widget = nullptr;
        std::function<void(TargetProfile &)> makeValid;
        QString help; ///< the tooltip when the field has no problem
    };
    QList<Field> fields;
    /// A labelled row of @p form (@p row when the field has buttons beside it), its What's This,
    /// and how to make it valid (Field).
    void addField(QFormLayout *form, const QString &labelText, QWidget *widget, QLayout *row,
                  std::function<void(TargetProfile &)> makeValid, const QString &help)
    {
        auto *label = new QLabel(labelText);
        label->setBuddy(widget);
        if (row)
            form->addRow(label, row);
        else
            form->addRow(label, widget);
        if (!help.isEmpty())
            widget->setWhatsThis(help);
        fields.append({label, widget, std::move(makeValid), help});
    }

    int current() const { return list->currentRow(); }
    QString itemText(const TargetProfile &p) const;
    QString uniqueName(const QString &base) const;
    void addItem(const TargetProfile &p);
    void fill();
    void readForm();
    void refresh();
    QStringList blockers() const;
    QStringList duplicateNames() const;
    void startTest();
    void stopTest();
    void showTest(const TargetReport &report, const QString &name);
};

QString TargetsDialog::Private::itemText(const TargetProfile &p) const
{
    QString kindText;
    switch (p.kind) {
    case TargetKind::Ssh:
        kindText = TargetsDialog::tr("SSH host");
        break;
    case TargetKind::Slurm:
        kindText = TargetsDialog::tr("Slurm cluster");
        break;
    case TargetKind::Local:
        kindText = TargetsDialog::tr("this machine");
        break;
    }
    return TargetsDialog::tr("%1 — %2").arg(p.name.isEmpty() ? TargetsDialog::tr("(no name)") : p.name, kindText);
}

QString TargetsDialog::Private::uniqueName(const QString &base) const
{
    QSet<QString> taken;
    for (const TargetProfile &p : profiles)
        taken.insert(p.name);
    if (!taken.contains(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = base + u'-' + QString::number(n);
        if (!taken.contains(candidate))
            return candidate;
    }
}

void TargetsDialog::Private::addItem(const TargetProfile &p)
{
    auto *item = new QListWidgetItem(itemText(p), list);
    item->setData(Qt::AccessibleTextRole, item->text());
}

QStringList TargetsDialog::Private::duplicateNames() const
{
    QSet<QString> seen;
    QStringList out;
    for (const TargetProfile &p : profiles) {
        if (seen.contains(p.name) && !out.contains(p.name))
            out.append(p.name);
        seen.insert(p.name);
    }
    return out;
}

// Why Save is off, in words; empty when it may save.
QStringList TargetsDialog::Private::blockers() const
{
    QStringList out;
    for (const TargetProfile &p : profiles) {
        if (!p.problems().isEmpty())
            out.append(p.name);
    }
    return out;
}

void TargetsDialog::Private::fill()
{
    const int row = current();
    const bool have = row >= 0 && row < profiles.size();
    scroll->setVisible(have); // no empty form to type into: Add makes a profile first
    editor->setEnabled(!loadFailed);
    duplicate->setEnabled(have && !loadFailed);
    remove->setEnabled(have && !loadFailed);
    empty->setVisible(!have && !loadFailed);
    const TargetProfile p = have ? profiles.at(row) : TargetProfile{};
    stopTest(); // the result was of another target
    filling = true;
    name->setText(p.name);
    // "This machine" is offered only for a profile that already is one: the dialog edits remote targets.
    const int localIndex = kind->findData(int(TargetKind::Local));
    if (p.kind == TargetKind::Local && localIndex < 0)
        kind->addItem(TargetsDialog::tr("This machine"), int(TargetKind::Local));
    else if (p.kind != TargetKind::Local && localIndex >= 0)
        kind->removeItem(localIndex);
    kind->setCurrentIndex(qMax(0, kind->findData(int(p.kind))));
    host->setText(p.host);
    user->setText(p.user);
    port->setValue(p.port);
    identityFile->setText(p.identityFile);
    proxyJump->setText(p.proxyJump);
    knownHostsFile->setText(p.knownHostsFile);
    remoteWorkspace->setText(p.remoteWorkspace);
    quarkCli->setText(p.quarkCli);
    hfHome->setText(p.hfHome);
    partition->setText(p.slurm.partition);
    account->setText(p.slurm.account);
    timeLimit->setValue(p.slurm.timeLimitMinutes);
    gpus->setValue(p.slurm.gpus);
    cpus->setValue(p.slurm.cpus);
    memory->setText(p.slurm.memory);
    extraDirectives->setPlainText(p.slurm.extraDirectives.join(u'\n'));
    srunFlags->setPlainText(p.slurm.srunFlags.join(u'\n'));
    filling = false;
    refresh();
}

void TargetsDialog::Private::readForm()
{
    const int row = current();
    if (filling || row < 0 || row >= profiles.size())
        return;
    TargetProfile &p = profiles[row];
    const TargetKind before = p.kind;
    p.name = name->text().trimmed();
    p.kind = TargetKind(kind->currentData().toInt());
    p.host = host->text().trimmed();
    p.user = user->text().trimmed();
    p.port = port->value();
    p.identityFile = identityFile->text().trimmed();
    p.proxyJump = proxyJump->text().trimmed();
    p.knownHostsFile = knownHostsFile->text().trimmed();
    p.remoteWorkspace = remoteWorkspace->text().trimmed();
    p.quarkCli = quarkCli->text().trimmed();
    p.hfHome = hfHome->text().trimmed();
    p.slurm.partition = partition->text().trimmed();
    p.slurm.account = account->text().trimmed();
    p.slurm.timeLimitMinutes = timeLimit->value();
    p.slurm.gpus = gpus->value();
    p.slurm.cpus = cpus->value();
    p.slurm.memory = memory->text().trimmed();
    p.slurm.extraDirectives = linesOf(extraDirectives);
    p.slurm.srunFlags = linesOf(srunFlags);
    // A Slurm job gets no GPU unless it asks for one, and quark-cli needs one: a profile that
    // becomes a Slurm target asks for one GPU (the field says so when it is set back to none).
    if (before != TargetKind::Slurm && p.kind == TargetKind::Slurm && p.slurm.gpus == 0) {
        p.slurm.gpus = 1;
        const QSignalBlocker block(gpus);
        gpus->setValue(1);
    }
    stopTest(); // a result was of the values before this edit
    if (QListWidgetItem *item = list->item(row)) {
        item->setText(itemText(p));
        item->setData(Qt::AccessibleTextRole, item->text());
    }
    saveError->hide(); // it was about the values before this edit
    refresh();
}

void TargetsDialog::Private::refresh()
{
    const int row = current();
    const bool have = row >= 0 && row < profiles.size();
    const TargetProfile p = have ? profiles.at(row) : TargetProfile{};
    const bool slurmKind = have && p.kind == TargetKind::Slurm;
    slurmGroup->setVisible(slurmKind);
    const bool remote = !have || p.isRemote();
    connectionGroup->setEnabled(remote);
    targetGroup->setEnabled(remote);

    // This profile's problems, each field's label red where one is its own.
    const QStringList own = have ? p.problems() : QStringList{};
    for (const Field &field : std::as_const(fields)) {
        QStringList mine;
        if (have && !own.isEmpty()) {
            TargetProfile valid = p;
            field.makeValid(valid);
            const QStringList left = valid.problems();
            if (left.size() < own.size()) {
                for (const QString &problem : own) {
                    if (!left.contains(problem))
                        mine.append(problem);
                }
                // The name: every sentence names it, so none stays the same; its rule says why.
                if (mine.size() != own.size() - left.size())
                    mine = QStringList{field.help};
            }
        }
        setTextColour(field.label, mine.isEmpty() ? QColor() : statusColour(Tone::Failed, q));
        field.label->setToolTip(mine.isEmpty() ? field.help : mine.join(u'\n'));
        field.widget->setToolTip(field.label->toolTip());
        field.widget->setAccessibleDescription(mine.join(u' '));
    }

    QStringList lines;
    for (const QString &problem : own)
        lines.append(u"• "_s + problem);
    const QStringList duplicates = duplicateNames();
    if (have && duplicates.contains(p.name))
        lines.append(u"• "_s + TargetsDialog::tr("Another target is also named %1: each needs its own name.").arg(p.name));
    QStringList others;
    const QStringList withProblems = blockers();
    for (int i = 0; i < profiles.size(); ++i) {
        const bool bad = withProblems.contains(profiles.at(i).name) || duplicates.contains(profiles.at(i).name);
        if (QListWidgetItem *item = list->item(i)) {
            item->setIcon(bad ? q->style()->standardIcon(QStyle::SP_MessageBoxWarning) : QIcon());
            item->setToolTip(bad ? TargetsDialog::tr("This target has problems: select it to see them.") : QString());
        }
        if (bad && i != row && !others.contains(profiles.at(i).name))
            others.append(profiles.at(i).name);
    }
    if (!others.isEmpty())
        lines.append(TargetsDialog::tr("Saving waits for these targets too: %1.").arg(others.join(u", "_s)));
    problems->setText(lines.join(u'\n'));
    problems->setVisible(!lines.isEmpty());

    gpusWarning->setVisible(slurmKind && p.slurm.gpus == 0);
    test->setVisible(have && p.isRemote());
    test->setEnabled(have && !loadFailed && own.isEmpty() && !preflight);
    test->setToolTip(!own.isEmpty() ? TargetsDialog::tr("Fix the problems shown first.")
                                    : TargetsDialog::tr("Connects to the host as a run would (read-only: nothing is created "
                                                        "there) and checks quark-cli, the GPUs, the disk%1.")
                                          .arg(slurmKind ? TargetsDialog::tr(" and the partition") : QString()));

    save->setEnabled(!loadFailed && withProblems.isEmpty() && duplicates.isEmpty());
    save->setToolTip(loadFailed ? TargetsDialog::tr("The targets file could not be read; it is not written over.")
                     : save->isEnabled() ? TargetsDialog::tr("Writes %1.").arg(QDir::toNativeSeparators(path))
                                         : TargetsDialog::tr("Fix the problems shown first."));
}

void TargetsDialog::Private::stopTest()
{
    if (preflight)
        preflight->deleteLater(); // its ssh is ended with it
    preflight = nullptr;
    testResult->clear();
    testResult->hide();
}

void TargetsDialog::Private::startTest()
{
    const int row = current();
    if (row < 0 || row >= profiles.size())
        return;
    stopTest();
    const TargetProfile p = profiles.at(row);
    // The page's own check, asynchronous and read-only, without a model or an output folder.
    auto *check = new TargetPreflight(p, q);
    preflight = check;
    setTextColour(testResult, QColor());
    testResult->setText(TargetsDialog::tr("Testing %1…").arg(p.destination()));
    testResult->show();
    QObject::connect(check, &TargetPreflight::progress, q, [this, check](const QString &step) {
        if (check == preflight)
            testResult->setText(step);
    });
    // The button is disabled while the check runs and loses the focus: it gets it back at the end.
    const bool hadFocus = test->hasFocus();
    QObject::connect(check, &TargetPreflight::finished, q, [this, check, hadFocus, name = p.name](const TargetReport &report) {
        check->deleteLater();
        if (check != preflight)
            return; // stopped, or another test began
        preflight = nullptr;
        showTest(report, name);
        refresh();
        if (hadFocus || !q->focusWidget())
            test->setFocus(Qt::OtherFocusReason);
    });
    refresh(); // the button waits for the result
    check->start();
}

void TargetsDialog::Private::showTest(const TargetReport &report, const QString &name)
{
    bool warned = false;
    QStringList lines;
    for (const TargetCheck &c : report.checks) {
        const QString mark = c.level == TargetCheck::Level::Ok        ? u"✓ "_s
                           : c.level == TargetCheck::Level::Warning ? u"⚠ "_s
                                                                    : u"✗ "_s;
        warned = warned || c.level == TargetCheck::Level::Warning;
        lines.append(mark + c.message);
    }
    const QString headline = report.blocked() ? TargetsDialog::tr("Test of %1 failed:").arg(name)
                           : warned           ? TargetsDialog::tr("Test of %1 passed, with warnings:").arg(name)
                                              : TargetsDialog::tr("Test of %1 passed:").arg(name);
    lines.prepend(headline);
    setTextColour(testResult, report.blocked() ? statusColour(Tone::Failed, q) : warned ? statusColour(Tone::Warning, q) : QColor());
    testResult->setText(lines.join(u'\n'));
    testResult->setAccessibleDescription(testResult->text());
    testResult->show();
}

void TargetsDialog::buildEditor()
{
    // Right: the selected profile's form, in two columns so that a Slurm profile fits a laptop screen.
    d->editor = new QWidget;
    d->editor->setObjectName(u"targetEditorWidget"_s);
    d->connectionGroup = new QGroupBox(tr("Connection"), d->editor);
    d->connectionGroup->setObjectName(u"connectionGroupBox"_s);
    auto *connection = new QFormLayout(d->connectionGroup);
    d->name = newLineEdit(u"nameLineEdit"_s, tr("e.g. gpu-box"));
    d->addField(connection, tr("&Name:"), d->name, nullptr, [](TargetProfile &p) { p.name = u"x"_s; },
             tr("How the target is called in PTQ Studio and by --target: letters, digits, '.', '_' and '-', up to 64."));
    d->kind = new QComboBox;
    d->kind->setObjectName(u"kindComboBox"_s);
    d->kind->addItem(tr("SSH host"), int(TargetKind::Ssh));
    d->kind->addItem(tr("Slurm cluster via login node"), int(TargetKind::Slurm));
    d->addField(connection, tr("&Kind:"), d->kind, nullptr, [](TargetProfile &) {},
             tr("SSH host: the command runs on that host. Slurm cluster: PTQ Studio connects to the login node "
                "and submits a batch job (sbatch) that runs the command on a GPU node."));
    d->host = newLineEdit(u"hostLineEdit"_s, tr("e.g. gpu7.lab.example"));
    d->addField(connection, tr("&Host:"), d->host, nullptr, [](TargetProfile &p) { p.host = u"h"_s; },
             tr("The host name or address ssh connects to (for Slurm: the login node). A Host alias of "
                "~/.ssh/config works too."));
    d->user = newLineEdit(u"userLineEdit"_s, tr("ssh's default"));
    d->addField(connection, tr("&User:"), d->user, nullptr, [](TargetProfile &p) { p.user.clear(); },
             tr("The user name there; empty: ssh's default (~/.ssh/config, then your user name here)."));
    d->port = newSpinBox(u"portSpinBox"_s, 65535, tr("ssh's default"));
    d->addField(connection, tr("&Port:"), d->port, nullptr, [](TargetProfile &p) { p.port = 0; },
             tr("The SSH port; ssh's default (22, or ~/.ssh/config's) when left at its lowest."));
    d->identityFile = newLineEdit(u"identityFileLineEdit"_s, tr("the SSH agent and ssh's default keys"));
    d->identityBrowse = new QPushButton(tr("Browse…"));
    d->identityBrowse->setObjectName(u"identityFileBrowsePushButton"_s);
    d->identityBrowse->setAccessibleName(tr("Browse for the identity file"));
    auto *identityRow = new QHBoxLayout;
    identityRow->addWidget(d->identityFile, 1);
    identityRow->addWidget(d->identityBrowse);
    d->addField(connection, tr("&Identity file:"), d->identityFile, identityRow,
             [](TargetProfile &p) { p.identityFile.clear(); },
             tr("A private key file on this machine (ssh -i); empty: the SSH agent and ssh's default keys. "
                "A key with a passphrase needs the agent: no passphrase is stored."));
    d->proxyJump = newLineEdit(u"proxyJumpLineEdit"_s, tr("none: a direct connection"));
    d->addField(connection, tr("Pro&xyJump:"), d->proxyJump, nullptr, [](TargetProfile &p) { p.proxyJump.clear(); },
             tr("A jump host (bastion) that ssh connects through first (ssh -J), e.g. bastion.example or "
                "alice@bastion.example:2222; empty: a direct connection."));
    d->knownHostsFile = newLineEdit(u"knownHostsFileLineEdit"_s, tr("ssh's own (~/.ssh/known_hosts)"));
    d->knownHostsBrowse = new QPushButton(tr("Browse…"));
    d->knownHostsBrowse->setObjectName(u"knownHostsFileBrowsePushButton"_s);
    d->knownHostsBrowse->setAccessibleName(tr("Browse for the known_hosts file"));
    auto *knownHostsRow = new QHBoxLayout;
    knownHostsRow->addWidget(d->knownHostsFile, 1);
    knownHostsRow->addWidget(d->knownHostsBrowse);
    d->addField(connection, tr("known_&hosts file:"), d->knownHostsFile, knownHostsRow,
             [](TargetProfile &p) { p.knownHostsFile.clear(); },
             tr("A known_hosts file that holds the host's key, when it is not in ~/.ssh/known_hosts. "
                "An unknown or changed host key is never accepted."));

    auto *help = wrappedLabel(d->editor, u"helpLabel"_s);
    help->setText(tr("Keys come from the SSH agent or key files; no password is ever stored. The host key must "
                     "already be known: connect once with ssh in a terminal, or name a known_hosts file. PTQ Studio "
                     "never accepts an unknown or changed host key."));
    help->setForegroundRole(QPalette::PlaceholderText);

    d->targetGroup = new QGroupBox(tr("On the target"), d->editor);
    d->targetGroup->setObjectName(u"onTargetGroupBox"_s);
    auto *onTarget = new QFormLayout(d->targetGroup);
    d->remoteWorkspace = newLineEdit(u"remoteWorkspaceLineEdit"_s, tr("e.g. /scratch/alice/ptq"));
    d->addField(onTarget, tr("Remote &workspace:"), d->remoteWorkspace, nullptr,
             [](TargetProfile &p) { p.remoteWorkspace = u"/w"_s; },
             tr("An absolute folder on the target where each run gets its folder (script, log) and outputs are "
                "proposed. Letters, digits and ._/+@- only."));
    d->quarkCli = newLineEdit(u"quarkCliLineEdit"_s, tr("e.g. /opt/quark/bin/quark-cli"));
    d->addField(onTarget, tr("&quark-cli:"), d->quarkCli, nullptr, [](TargetProfile &p) { p.quarkCli = u"/q"_s; },
             tr("The absolute path of quark-cli on the target: its Python environment's bin/quark-cli."));
    d->hfHome = newLineEdit(u"hfHomeLineEdit"_s, tr("the target's default"));
    d->addField(onTarget, tr("HF_HO&ME:"), d->hfHome, nullptr, [](TargetProfile &p) { p.hfHome.clear(); },
             tr("Where Hugging Face models are downloaded to on the target (an absolute path); empty: the "
                "target's default (~/.cache/huggingface)."));

    d->slurmGroup = new QGroupBox(tr("Slurm"), d->editor);
    d->slurmGroup->setObjectName(u"slurmGroupBox"_s);
    auto *slurm = new QFormLayout(d->slurmGroup);
    d->partition = newLineEdit(u"partitionLineEdit"_s, tr("the cluster's default"));
    d->addField(slurm, tr("P&artition:"), d->partition, nullptr, [](TargetProfile &p) { p.slurm.partition.clear(); },
             tr("The partition (queue of nodes) the job is submitted to, e.g. gpu (#SBATCH --partition); "
                "empty: the cluster's default partition. sinfo lists them."));
    d->account = newLineEdit(u"accountLineEdit"_s, tr("your default account"));
    d->addField(slurm, tr("A&ccount:"), d->account, nullptr, [](TargetProfile &p) { p.slurm.account.clear(); },
             tr("The Slurm account (project) the job's time is charged to (#SBATCH --account); empty: your "
                "default account."));
    d->timeLimit = newSpinBox(u"timeLimitSpinBox"_s, 10'000'000, tr("the partition's default"), tr(" min"));
    d->addField(slurm, tr("&Time limit:"), d->timeLimit, nullptr, [](TargetProfile &p) { p.slurm.timeLimitMinutes = 0; },
             tr("How long the job may run, in minutes (#SBATCH --time); Slurm ends it then. At its lowest: the "
                "partition's default."));
    d->gpus = newSpinBox(u"gpusSpinBox"_s, 1024, tr("not requested"));
    d->addField(slurm, tr("&GPUs per job:"), d->gpus, nullptr, [](TargetProfile &p) { p.slurm.gpus = 0; },
             tr("GPUs the job asks for (#SBATCH --gres=gpu:N). quark-cli needs at least one to quantize."));
    d->gpusWarning = wrappedLabel(d->slurmGroup, u"gpusWarningLabel"_s);
    d->gpusWarning->setText(tr("⚠ No GPU is requested: on most clusters the job then gets none, and quark-cli needs a "
                               "GPU to quantize. Ask for at least 1."));
    setTextColour(d->gpusWarning, statusColour(Tone::Warning, this));
    d->gpusWarning->hide();
    slurm->addRow(QString(), d->gpusWarning);
    d->cpus = newSpinBox(u"cpusSpinBox"_s, 4096, tr("the cluster's default"));
    d->addField(slurm, tr("CP&Us per task:"), d->cpus, nullptr, [](TargetProfile &p) { p.slurm.cpus = 0; },
             tr("CPU cores for the job's task (#SBATCH --cpus-per-task)."));
    d->memory = newLineEdit(u"memoryLineEdit"_s, tr("e.g. 64G"));
    d->addField(slurm, tr("M&emory:"), d->memory, nullptr, [](TargetProfile &p) { p.slurm.memory.clear(); },
             tr("Memory of the job's node in Slurm's notation, e.g. 64G or 500000M (#SBATCH --mem); empty: the "
                "cluster's default."));
    d->extraDirectives = new QPlainTextEdit;
    d->extraDirectives->setObjectName(u"extraDirectivesPlainTextEdit"_s);
    d->extraDirectives->setPlaceholderText(tr("--exclusive\n--qos=high"));
    d->extraDirectives->setTabChangesFocus(true);
    d->extraDirectives->setLineWrapMode(QPlainTextEdit::NoWrap); // one option a line
    d->extraDirectives->setFixedHeight(d->extraDirectives->fontMetrics().lineSpacing() * 3 + 14);
    d->addField(slurm, tr("E&xtra #SBATCH:"), d->extraDirectives, nullptr,
             [](TargetProfile &p) { p.slurm.extraDirectives.clear(); },
             tr("Further options of the batch script, one per line, each starting with -- (written as "
                "\"#SBATCH <line>\"), e.g. --exclusive or --qos=high."));
    d->srunFlags = new QPlainTextEdit;
    d->srunFlags->setObjectName(u"srunFlagsPlainTextEdit"_s);
    d->srunFlags->setPlaceholderText(tr("--container-image=rocm/pytorch:latest"));
    d->srunFlags->setTabChangesFocus(true);
    d->srunFlags->setLineWrapMode(QPlainTextEdit::NoWrap);
    d->srunFlags->setFixedHeight(d->srunFlags->fontMetrics().lineSpacing() * 3 + 14);
    d->addField(slurm, tr("s&run flags:"), d->srunFlags, nullptr, [](TargetProfile &p) { p.slurm.srunFlags.clear(); },
             tr("Options of the srun that starts quark-cli inside the job, one per line, e.g. "
                "--container-image=rocm/pytorch:latest to run it in a container (pyxis)."));

    auto *leftColumn = new QVBoxLayout;
    leftColumn->addWidget(d->connectionGroup);
    leftColumn->addWidget(help);
    leftColumn->addStretch(1);
    auto *rightColumn = new QVBoxLayout;
    rightColumn->addWidget(d->targetGroup);
    rightColumn->addWidget(d->slurmGroup);
    rightColumn->addStretch(1);
    auto *columns = new QHBoxLayout(d->editor);
    columns->setContentsMargins(0, 0, 0, 0);
    columns->addLayout(leftColumn, 1);
    columns->addLayout(rightColumn, 1);
}

void TargetsDialog::connectForm()
{
    // Every field edits the selected profile; the list's buttons add, copy and remove profiles.
    const auto edited = [this] { d->readForm(); };
    for (QLineEdit *edit : {d->name, d->host, d->user, d->identityFile, d->proxyJump, d->knownHostsFile,
                            d->remoteWorkspace, d->quarkCli, d->hfHome, d->partition, d->account, d->memory})
        connect(edit, &QLineEdit::textChanged, this, edited);
    for (QSpinBox *spin : {d->port, d->timeLimit, d->gpus, d->cpus})
        connect(spin, &QSpinBox::valueChanged, this, edited);
    for (QPlainTextEdit *edit : {d->extraDirectives, d->srunFlags})
        connect(edit, &QPlainTextEdit::textChanged, this, edited);
    connect(d->kind, &QComboBox::currentIndexChanged, this, edited);
    connect(d->test, &QPushButton::clicked, this, [this] { d->startTest(); });
    connect(d->list, &QListWidget::currentRowChanged, this, [this] { d->fill(); });

    connect(d->add, &QPushButton::clicked, this, [this] {
        TargetProfile p;
        p.name = d->uniqueName(u"new-target"_s);
        d->profiles.append(p);
        d->addItem(p);
        d->list->setCurrentRow(d->profiles.size() - 1);
        d->name->setFocus();
        d->name->selectAll();
    });
    connect(d->duplicate, &QPushButton::clicked, this, [this] {
        const int row = d->current();
        if (row < 0 || row >= d->profiles.size())
            return;
        TargetProfile p = d->profiles.at(row);
        p.name = d->uniqueName(p.name + u"-copy"_s);
        d->profiles.insert(row + 1, p);
        d->list->insertItem(row + 1, d->itemText(p));
        d->list->setCurrentRow(row + 1);
        d->name->setFocus();
        d->name->selectAll();
    });
    connect(d->remove, &QPushButton::clicked, this, [this] {
        const int row = d->current();
        if (row < 0 || row >= d->profiles.size())
            return;
        d->profiles.removeAt(row);
        delete d->list->takeItem(row); // selects a neighbour, which fills the form
        d->fill();
    });
    connect(d->identityBrowse, &QPushButton::clicked, this, [this] {
        const QString start = d->identityFile->text().isEmpty() ? QDir::homePath() + u"/.ssh"_s : d->identityFile->text();
        Dialogs::chooseFile(this, tr("Identity file (private key)"), start, QString(), false,
                            [this](const QString &file) { d->identityFile->setText(QDir::cleanPath(file)); });
    });
    connect(d->knownHostsBrowse, &QPushButton::clicked, this, [this] {
        const QString start = d->knownHostsFile->text().isEmpty() ? QDir::homePath() + u"/.ssh"_s : d->knownHostsFile->text();
        Dialogs::chooseFile(this, tr("known_hosts file"), start, QString(), false,
                            [this](const QString &file) { d->knownHostsFile->setText(QDir::cleanPath(file)); });
    });
}

TargetsDialog::TargetsDialog(const QString &path, QWidget *parent)
    : QDialog(parent),
      d(new Private)
{
    d->q = this;
    d->path = path;
    setObjectName(u"targetsDialog"_s);
    setWindowTitle(tr("Remote targets"));

    d->loadError = wrappedLabel(this, u"loadErrorLabel"_s);
    setTextColour(d->loadError, statusColour(Tone::Failed, this));
    d->loadError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    d->loadError->hide();

    d->intro = wrappedLabel(this, u"introLabel"_s);
    d->intro->setText(tr("Where an approved command can run besides this machine: a GPU host reached over SSH, or a "
                         "Slurm cluster through its login node. Saved in %1, which the headless commands read too.")
                          .arg(QDir::toNativeSeparators(path)));
    d->intro->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Left: the profiles.
    d->list = new QListWidget(this);
    d->list->setObjectName(u"targetListWidget"_s);
    d->list->setAccessibleName(tr("Targets"));
    d->list->setMinimumWidth(200);
    d->list->setIconSize(QSize(16, 16));
    d->add = new QPushButton(tr("&Add"), this);
    d->add->setObjectName(u"addTargetPushButton"_s);
    d->add->setToolTip(tr("A new SSH target; nothing is written until Save."));
    d->duplicate = new QPushButton(tr("D&uplicate"), this);
    d->duplicate->setObjectName(u"duplicateTargetPushButton"_s);
    d->duplicate->setToolTip(tr("A copy of the selected target, under another name."));
    d->remove = new QPushButton(tr("&Remove"), this);
    d->remove->setObjectName(u"removeTargetPushButton"_s);
    d->remove->setToolTip(tr("Removes the selected target from the list; Cancel brings it back."));
    d->remove->setWhatsThis(tr("<p>Removes the selected target from the list. targets.json changes only when you press "
                               "Save; Cancel brings it back.</p>"));
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(d->add);
    listButtons->addWidget(d->duplicate);
    listButtons->addWidget(d->remove);
    auto *left = new QVBoxLayout;
    left->addWidget(d->list, 1);
    left->addLayout(listButtons);

    buildEditor();

    // A small screen or a long translation scrolls the form rather than clipping it.
    auto *scroll = d->scroll = new QScrollArea(this);
    scroll->setObjectName(u"targetEditorScrollArea"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(d->editor);

    d->empty = wrappedLabel(this, u"noTargetsLabel"_s);
    d->empty->setText(tr("No remote targets yet: Add one. Commands run on this machine until a target is chosen."));
    d->empty->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    d->problems = wrappedLabel(this, u"problemsLabel"_s);
    setTextColour(d->problems, statusColour(Tone::Failed, this));
    d->problems->hide();

    d->test = new QPushButton(tr("&Test connection"), this);
    d->test->setObjectName(u"testConnectionPushButton"_s);
    d->testResult = wrappedLabel(this, u"testResultLabel"_s);
    d->testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    d->testResult->hide();
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(d->test, 0, Qt::AlignLeft | Qt::AlignTop);
    testRow->addWidget(d->testResult, 1);

    auto *right = new QVBoxLayout;
    right->addWidget(d->empty);
    right->addWidget(scroll, 1);
    right->addWidget(d->problems);
    right->addLayout(testRow);

    auto *middle = new QHBoxLayout;
    middle->addLayout(left, 0);
    middle->addLayout(right, 1);

    d->saveError = wrappedLabel(this, u"saveErrorLabel"_s);
    setTextColour(d->saveError, statusColour(Tone::Failed, this));
    d->saveError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    d->saveError->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    d->save = buttons->button(QDialogButtonBox::Save);
    d->save->setObjectName(u"savePushButton"_s);
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(u"cancelPushButton"_s);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(d->loadError);
    layout->addWidget(d->intro);
    layout->addLayout(middle, 1);
    layout->addWidget(d->saveError);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &TargetsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connectForm();

    // Reading one small file, as Settings does.
    Result<QList<TargetProfile>> loaded = TargetStore::load(path);
    if (loaded) {
        d->profiles = *loaded;
        d->saved = *loaded;
    } else {
        d->loadFailed = true;
        d->loadError->setText(tr("%1\nThe file is kept as it is and nothing here can be saved over it: fix it or move it "
                                 "away, then open Remote targets again.")
                                  .arg(loaded.error().message));
        d->loadError->show();
        d->add->setEnabled(false);
        d->list->setEnabled(false);
    }
    for (const TargetProfile &p : std::as_const(d->profiles))
        d->addItem(p);
    if (!d->profiles.isEmpty())
        d->list->setCurrentRow(0);
    d->fill();
    resize(1100, 620);
}

TargetsDialog::~TargetsDialog()
{
    delete d;
}

void TargetsDialog::select(const QString &name)
{
    for (int i = 0; i < d->profiles.size(); ++i) {
        if (d->profiles.at(i).name == name) {
            d->list->setCurrentRow(i);
            return;
        }
    }
}

QString TargetsDialog::selectedName() const
{
    return d->selectedName;
}

QList<TargetProfile> TargetsDialog::profiles() const
{
    return d->saved;
}

void TargetsDialog::accept()
{
    d->refresh();
    if (!d->save->isEnabled())
        return; // the reasons are shown; a damaged file is never written over
    if (const Status written = TargetStore::save(d->profiles, d->path); !written) {
        d->saveError->setText(written.error().message); // the edits stay: Save can be tried again
        d->saveError->show();
        return;
    }
    d->saved = d->profiles;
    const int row = d->current();
    d->selectedName = row >= 0 && row < d->profiles.size() ? d->profiles.at(row).name : QString();
    QDialog::accept();
}

} // namespace ptq::ui
