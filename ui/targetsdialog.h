#pragma once

#include "target/targetprofile.h"
#include "target/targetstorewatcher.h" // a save here reaches every open list of targets through it

#include <QDialog>
#include <QList>
#include <QString>

namespace ptq::ui {

/// File → Settings → Remote targets… and page 3's "Targets…": the target profiles of
/// targets.json (TargetStore), one list and one form. Saving writes the file atomically through
/// TargetStore::save; a profile with problems is refused with them named at their field, and
/// nothing is written. Keys come from the SSH agent or key files: the form has no password field.
class TargetsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetsDialog)

public:
    /// Reads @p path (TargetStore::defaultPath() by default); a damaged file is named and kept,
    /// and the dialog then refuses to save over it.
    explicit TargetsDialog(const QString &path = ptq::TargetStore::defaultPath(), QWidget *parent = nullptr);
    ~TargetsDialog() override;

    /// Selects the profile named @p name in the list (e.g. the one page 3 shows).
    void select(const QString &name);
    /// The profile selected when the dialog was closed with Save; empty when none.
    QString selectedName() const;
    /// The profiles as saved (after accept()).
    QList<ptq::TargetProfile> profiles() const;

    void accept() override;

private:
    /// The selected profile's form, in two columns so that a Slurm profile fits a laptop screen.
    void buildEditor();
    /// Every field edits the selected profile; Add, Duplicate, Remove, Browse, Test connection.
    void connectForm();
    struct Private;
    Private *d;
};

} // namespace ptq::ui
