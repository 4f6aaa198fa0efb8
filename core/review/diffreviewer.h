#pragma once

#include "review/structuraldiff.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

/// The review of a structural diff for people (DiffReviewer): the differences StructuralDiff
/// finds, grouped and named, with values formatted and one headline.
namespace ptq {

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

    QString of(RunStatus status) const;
    QString of(Verdict verdict) const;
    /// A stored word: the interface's words when it is one of ours, else the word as stored.
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
