#pragma once

#include "process/linesplitter.h"
#include "process/secretredactor.h"
#include "process/terminalsanitizer.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ptq {

/// Turns what `python -m pip install …` writes (stdout and stderr, merged, in chunks as they
/// arrive) into progress: the phase, the package at hand, the bytes of its download, what got
/// installed, and on failure a classified error with a translated sentence and a fix hint.
/// Pure: it never runs pip and knows no clock (the caller detects stalls; lastActivity counts
/// the lines that meant something, so the caller can tell progress from noise).
///
/// What pip prints, found on pip 23.2.1 (what `python3 -m venv` gets from Python 3.11.7),
/// pip 23.0.1 (Python 3.9) and pip 26.3 (the newest, `pip install -U pip`):
/// - With a pipe (QProcess), `--progress-bar on` (the default) draws no live bar: rich prints
///   the bar once, finished (`━━━ 16.9/16.9 MB 59.7 MB/s eta 0:00:00`), after the download.
/// - `--progress-bar raw` (pip >= 24.1; 24.0 and 23.x reject it: "invalid choice: 'raw'")
///   prints `Progress <done> of <total>` in bytes on stdout, at most every 0.25 s, also to a
///   pipe. `<total>` is 0 when the size is unknown. So the service passes `--progress-bar raw`
///   when the venv's pip is >= 24.1 (upgrading pip first gets that) and otherwise only learns
///   sizes from `Downloading x.whl (16.9 MB)` and the final bar.
/// - On a terminal, rich redraws with `\r` and colour codes; those are understood too.
/// - pip prints files only by name unless -v is given (then as URLs; the name is taken).
/// - `--retries 0` prints no network warning at all: a dead index then reads exactly like a
///   missing package ("from versions: none"). With retries (default 5) each retry prints
///   `WARNING: Retrying … NewConnectionError / NameResolutionError …`, which is what tells
///   NoNetwork apart. The service should keep retries >= 1.
/// - pip masks passwords in URLs itself (`https://user:****@host`) but keeps the user name;
///   every URL this class returns has its user part replaced by `[redacted]` (SecretRedactor).
///
/// Dialect::Uv reads `uv pip install` instead (uv 0.13.9, captures in tests/fixtures/uv/), into
/// the same State and Events, so the setup dialog and the CLI show either installer alike. To a
/// pipe uv draws no bars: "Resolved N packages", then for each file larger than about 1 MiB
/// "Downloading numpy (16.1MiB)" and " Downloaded numpy" (binary units; no bytes in between),
/// "Prepared N packages", "Installed N packages", "Bytecode compiled …", " + name==version" per
/// package, or "Checked N packages" when everything was there. An error is "error: …" followed by
/// indented "  cause: …" lines, which say the kind (hash mismatch, connect or DNS failure,
/// "No solution found", "No space left on device"); the exit code is 1 or 2.
class PipProgress
{
    Q_DECLARE_TR_FUNCTIONS(PipProgress)

public:
    enum class Phase {
        Starting,     ///< nothing meaningful read yet
        Resolving,    ///< "Collecting …", "Requirement already satisfied", looking at indexes
        Downloading,  ///< "Downloading …" and its progress
        UsingCached,  ///< "Using cached …"
        Building,     ///< build dependencies, metadata, "Building wheel for …"
        Installing,   ///< "Installing collected packages: …"
        Done,         ///< "Successfully installed …", or pip ended with 0
        Failed,       ///< an error was classified (sticky)
    };

    enum class ErrorKind {
        None,
        NoMatchingDistribution,
        ResolverConflict,
        NoNetwork,
        DiskFull,
        HashMismatch,
        PythonVersion,
        Other,
    };

    struct Package
    {
        QString name;
        QString version;
        friend bool operator==(const Package &, const Package &) = default;
    };

    struct Error
    {
        ErrorKind kind = ErrorKind::None;
        QString package; ///< the requirement pip named (e.g. `numpy==2.1.0`), if any
        QString url;     ///< the index, host or file involved, user part redacted
        QString requiresPython; ///< PythonVersion: the package's Requires-Python (">=3.10")
        QString detail;  ///< pip's own words (its ERROR line, redacted)
        QString message; ///< one translated sentence naming package/URL, with a fix hint
        friend bool operator==(const Error &, const Error &) = default;
    };

    struct State
    {
        Phase phase = Phase::Starting;
        QString package;        ///< the package at hand (pip's name as printed)
        QString version;        ///< its version, when known (pin, file name or install)
        QString file;           ///< the file being downloaded or used from cache
        qint64 bytesDone = -1;  ///< of the current download; -1: not known
        qint64 bytesTotal = -1; ///< -1: not known (pip's "(16.9 MB)" gives an estimate)
        double bytesPerSecond = -1; ///< from a rich bar; -1: not known
        int collected = 0;          ///< "Collecting …" lines
        int alreadySatisfied = 0;   ///< "Requirement already satisfied" lines
        int networkRetries = 0;     ///< "WARNING: Retrying …" lines
        QStringList indexUrls;      ///< "Looking in indexes:", redacted
        QStringList toInstall;      ///< "Installing collected packages: …"
        QList<Package> installed;   ///< "Successfully installed …"
        Error error;
        quint64 lastActivity = 0;   ///< counts meaningful lines
        friend bool operator==(const State &, const State &) = default;
    };

    /// Whose output is read: `python -m pip install` or `uv pip install`.
    enum class Dialect { Pip, Uv };

    /// @p redactor removes secrets from every line before it is read (the user part of any URL
    /// always; add the tokens the service knows of).
    explicit PipProgress(SecretRedactor redactor = {}, Dialect dialect = Dialect::Pip);
    Dialect dialect() const { return m_dialect; }

    struct Event
    {
        enum class Kind { Phase, Package, Bytes, Installed, Error };
        Kind kind = Kind::Phase;
        Phase phase = Phase::Starting;
        QString package;
        QString version;
        qint64 bytesDone = -1;
        qint64 bytesTotal = -1;
        friend bool operator==(const Event &, const Event &) = default;
    };

    /// The most events() keeps (between this and twice this; the oldest go first).
    static constexpr qsizetype kMaxEvents = 1000;
    /// The longest an error's detail grows by the lines that explain it.
    static constexpr qsizetype kMaxDetail = 8 * 1024;

    /// Reads a chunk (any size: partial lines, `\r` redraws, colour codes). Returns what changed,
    /// in order; they also collect in events(), bounded: of a download's Bytes events only the
    /// last is kept, and at most 2 × kMaxEvents events in all (3 M progress lines of pip's raw
    /// progress bar are one event there).
    QList<Event> feed(const QByteArray &chunk);
    /// The end of the stream: the last partial line is read, and with @p exitCode the end is
    /// decided: 0 without an error is Done; non-zero without a classified error becomes Other
    /// (or NoNetwork when network warnings were seen). An Error event may repeat with more
    /// detail as later lines arrive; state() after finish() is final.
    QList<Event> finish(std::optional<int> exitCode = std::nullopt);

    const State &state() const { return m_state; }
    const QList<Event> &events() const { return m_events; }

    static QString phaseName(Phase phase);   ///< translated, for the progress view
    static const char *kindKey(ErrorKind kind); ///< stable, untranslated, for logs and tests

private:
    void keep(const QList<Event> &events);
    /// pip's raw progress line, read without the general parser; false for any other line.
    bool readRawProgress(const QByteArray &raw, QList<Event> &out);
    void readLine(const QString &line, QList<Event> &out);
    void setPhase(Phase phase, QList<Event> &out);
    void setPackage(const QString &name, const QString &version, QList<Event> &out);
    void setBytes(qint64 done, qint64 total, QList<Event> &out);
    void fail(ErrorKind kind, const QString &package, const QString &url, const QString &detail,
              QList<Event> &out, const QString &requiresPython = {});
    void describe(Error &error) const;
    /// The index a connection warning was about: the one of "Looking in indexes" whose path the
    /// retried path starts with; else the warning's host, else the first index.
    QString unreachableIndex() const;
    bool readError(const QString &line, QList<Event> &out);
    /// uv's dialect (uvdialect.cpp).
    void readUvLine(const QString &line, QList<Event> &out);
    void readUvError(QList<Event> &out);

    State m_state;
    QList<Event> m_events;
    SecretRedactor m_redactor;
    TerminalSanitizer m_sanitizer{TerminalSanitizer::LineEnds::Keep};
    LineSplitter m_splitter;
    // Context that decides a later error's kind.
    QString m_networkHost;       ///< host of the last connection warning
    QString m_networkDetail;     ///< that warning
    QString m_networkPath;       ///< the path pip retried (": /whl/cpu/torch/"), to tell which index failed
    QString m_pythonSpec;        ///< "Requires-Python >=3.10" of ignored versions
    QStringList m_ignoredVersions; ///< and, at the same index, their Requires-Python
    QStringList m_ignoredSpecs;
    QString m_notFound;          ///< "Could not find a version that satisfies the requirement X"
    enum class Block { None, Conflict, Hashes } m_block = Block::None;
    bool m_finished = false;
    Dialect m_dialect = Dialect::Pip;
    QStringList m_uvError; ///< uv's open error block: its "error:" line and the lines under it
};

QDebug operator<<(QDebug debug, const PipProgress::State &state);
QDebug operator<<(QDebug debug, const PipProgress::Event &event);

} // namespace ptq
