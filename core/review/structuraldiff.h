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
};

/// The groups a comparison is shown in, for people: what happened, what was planned, how it
/// was run, where; then the rest.
enum class ReviewSection { Outcome, Plan, Command, Environment, Other, Cosmetic };
inline constexpr ReviewSection kAllReviewSections[] = {ReviewSection::Outcome,     ReviewSection::Plan,
                                                       ReviewSection::Command,     ReviewSection::Environment,
                                                       ReviewSection::Other,       ReviewSection::Cosmetic};
QString reviewSectionTitle(ReviewSection section); ///< translated

/// One difference as a person reads it: a name, both values formatted (numbers rounded, sizes
/// in GiB / MiB, durations m:ss, times local), and the raw JSON paths behind it (details only).
struct ReviewItem
{
    ReviewSection section = ReviewSection::Other;
    QString label;  ///< "Scheme", "Calibration samples", "torch"
    QString left;   ///< formatted; empty when absent on that side
    QString right;
    DiffChange change = DiffChange::Changed;
    QStringList paths; ///< the JSON paths of the differences it stands for

    /// "Scheme: int4_wo_128 → fp8", "Excluded layers: added *gate*".
    QString text() const;
};

/// A comparison for people: one headline first ("Scheme int4_wo_128 → fp8 · AWQ removed ·
/// samples 128 → 256 · succeeded → failed (out of memory)"), then the differences grouped by
/// section, every difference of the diff in exactly one item; and names for both sides.
struct DiffReview
{
    QString headline;
    QString leftName;  ///< "run 3 (int4_wo_128, succeeded, 1 Dec 14:02)"
    QString rightName;
    QString leftShortName; ///< "run 3", or the file name
    QString rightShortName;
    QList<ReviewItem> items; ///< in kAllReviewSections order

    qsizetype count(ReviewSection section) const;
    /// "Compare: run 3 (…) ↔ run 4 (…)"
    QString title() const;
    /// The headline and the sections as Markdown tables (the paths in a details column).
    QString toMarkdown() const;
};

/// The words a review shows for the statuses and verdicts the artifacts store in English: the
/// interface passes its own (ui/displaynames); without them, the stored names.
struct ReviewWords
{
    std::function<QString(RunStatus)> status;
    std::function<QString(Verdict)> verdict;

    QString ofStatus(const QString &stored) const;
    QString ofVerdict(const QString &stored) const;
};

/// Builds the review of a comparison (pure but for reading the history folder a side's path
/// lies in, for its run number: call it off the UI thread).
class DiffReviewer
{
    Q_DECLARE_TR_FUNCTIONS(DiffReviewer)

public:
    /// @p leftPath / @p rightPath name the sides (a history snapshot is named by its run
    /// number); @p now decides whether times show their year.
    static DiffReview review(const Json &left, const Json &right, const DiffResult &diff, const QString &leftPath = {},
                             const QString &rightPath = {}, const QDateTime &now = QDateTime::currentDateTime(),
                             const ReviewWords &words = {});

    /// 2 to 4 significant digits, in the interface's locale: 7.8123 → "7.812", 123.456 → "123.5",
    /// 1234.5 → "1,235".
    static QString formatNumber(double value);
    /// 4.1 GiB, 350.2 MiB, 12 KiB, 900 bytes.
    static QString formatBytes(double bytes);
    /// m:ss, or h:mm:ss from an hour.
    static QString formatDuration(qint64 seconds);
    /// Local and readable: "1 Dec 14:02", with the year when it is not @p now's.
    static QString formatTime(const QDateTime &time, const QDateTime &now);

    /// A failure class in the interface's words ("out of memory"); an unknown class as stored.
    static QString failureClassTitle(const QString &stored);
};

} // namespace ptq
