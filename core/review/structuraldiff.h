#pragma once

#include "artifacts/artifactkind.h"
#include "artifacts/runmanifest.h"
#include "artifacts/json.h"
#include "result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace ptq {

/// What a difference between two artifacts can change, most important first.
enum class DiffEffect { Accuracy, Resources, Environment, Outcome, Other, Cosmetic };
inline constexpr DiffEffect kAllDiffEffects[] = {DiffEffect::Accuracy, DiffEffect::Resources, DiffEffect::Environment,
                                                 DiffEffect::Outcome,  DiffEffect::Other,     DiffEffect::Cosmetic};

enum class DiffChange { Same, Changed, Added, Removed };

/// Rows: every node of both documents, aligned (the side-by-side view). Entries: the
/// differences only, equal parts skipped (`ptq-studio diff`, summaries); same entries.
enum class DiffDetail { Rows, Entries };

/// One aligned line of the side-by-side view: a node of either document, or of both.
struct DiffRow
{
    int depth = 0;
    QString label;    ///< the key, the identity of a list element ("quantize", "--seq_len") or "[3]"
    QString path;     ///< e.g. steps[quantize].argv[--seq_len]
    QString left;     ///< display text of the left value (empty when absent or a container)
    QString right;
    bool hasLeft = false;
    bool hasRight = false;
    bool container = false;
    DiffChange change = DiffChange::Same; ///< a container is Changed when anything inside it differs
    DiffEffect effect = DiffEffect::Other;
};

/// One difference: a changed scalar, or a whole value present on one side only.
struct DiffEntry
{
    QString path;
    DiffChange change = DiffChange::Changed;
    QString left;  ///< display text; empty for an absent side
    QString right;
    DiffEffect effect = DiffEffect::Other;
    QString note; ///< e.g. "integer 1 vs float 1.0"
    int leftCount = -1;  ///< the elements of a list or mapping on the left; -1 for a scalar or an absent side
    int rightCount = -1;

    /// "calibration.num_calib_data: 512 → 128"
    QString describe() const;
};

struct DiffResult
{
    ArtifactKind kind = ArtifactKind::Manifest;
    QString leftName;
    QString rightName;
    QList<DiffRow> rows;
    QList<DiffEntry> entries; ///< in document order

    bool identical() const { return entries.isEmpty(); }
    qsizetype count(DiffEffect effect) const;
    /// A few sentences leading with the accuracy and resource changes.
    QString summary() const;
    QString toMarkdown() const;
    Json toJson() const;
};

/// Both documents of a comparison, as read, with their differences.
struct LoadedComparison
{
    Json left;
    Json right;
    DiffResult diff;
};

QString diffEffectName(DiffEffect effect);  ///< stable: accuracy, resources, environment, outcome, other, cosmetic
QString diffEffectTitle(DiffEffect effect); ///< translated
QString diffChangeName(DiffChange change);  ///< stable: same, changed, added, removed

/// A structural diff of two artifacts (pure): both trees aligned by key; lists by the identity
/// of their elements where one exists (checkpoints by id, steps by name then kind, checks,
/// decisions, risks) and by a longest common subsequence otherwise; a command line compared
/// as flags with their values; values compared with their types (1, 1.0 and "1" differ).
class StructuralDiff
{
    Q_DECLARE_TR_FUNCTIONS(StructuralDiff)

public:
    static DiffResult compare(const Json &left, const Json &right, ArtifactKind kind, DiffDetail detail = DiffDetail::Rows);
    /// Loads both files (JSON or YAML, up to ArtifactIo's limits) and compares them; fails when
    /// either cannot be read or parsed, is not a PTQ artifact, or they are different kinds.
    static Result<DiffResult> compareFiles(const QString &leftPath, const QString &rightPath,
                                           DiffDetail detail = DiffDetail::Rows);
    /// compareFiles on texts already read; the paths name them and tell their format.
    static Result<DiffResult> compareTexts(const QByteArray &left, const QString &leftPath, const QByteArray &right,
                                           const QString &rightPath, DiffDetail detail = DiffDetail::Rows);
    /// compareFiles, keeping both documents (for DiffReviewer).
    static Result<LoadedComparison> loadAndCompare(const QString &leftPath, const QString &rightPath,
                                                          DiffDetail detail = DiffDetail::Rows);
    /// POSIX shell words of a command line (quotes and backslashes), for manifests that carry
    /// only the command string.
    static QStringList splitCommand(const QString &command);
    /// The effect of a difference at @p path.
    static DiffEffect effectOf(const QString &path);
    /// "a.b[c].d" as segments, list elements as "[c]".
    static QStringList pathSegments(const QString &path);

    /// One unit of a command line as the diff aligns it: a flag with its values
    /// ("--seq_len 512", identity "--seq_len"; a repeat gets "#2", "#3"), or a leading word
    /// (identity "#0", "#1"); "--layer_quant_scheme PATTERN SCHEME" keeps its pattern in the
    /// identity.
    struct CommandUnit
    {
        QString text;
        QString identity;
    };
    static QList<CommandUnit> commandUnits(const QStringList &tokens);
};

} // namespace ptq
