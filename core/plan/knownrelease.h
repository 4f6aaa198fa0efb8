#pragma once

#include "plan/quarkcatalog.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ptq {

/// What PTQ Studio knows of one amd-quark release: the answers page 2's probe gets from it
/// (`quark-cli torch-llm-ptq --help` and the API probe's line), recorded from a real installation
/// by packaging/quark-knowledge.py into resources/quark/amd-quark-<version>.json, and the RECORD
/// hashes of the files those answers come from.
struct KnownRelease
{
    QString version;                ///< amd-quark's version, e.g. "0.13"
    QMap<QString, QString> files;   ///< site-packages path -> RECORD hash ("sha256=<urlsafe base64>")
    QByteArray help;                ///< what `torch-llm-ptq --help` printed
    QByteArray api;                 ///< the API probe's `PTQ_QUARK_API {json}` line

    /// Reads a knowledge file; an error names @p origin and what is wrong in it.
    static Result<KnownRelease> fromJson(const QByteArray &bytes, const QString &origin);
    /// What the probe answers from these recordings for @p cliPath: the same parsers, the same result.
    Result<CliCapabilities> capabilities(const QString &cliPath) const;

    friend bool operator==(const KnownRelease &, const KnownRelease &) = default;
};

/// An installed amd-quark that is one of the known releases, byte for byte where it matters.
struct KnownReleaseMatch
{
    QString version;
    QString distInfo;              ///< the `amd_quark-<version>.dist-info` folder read
    CliCapabilities capabilities;  ///< the probe's answer from the knowledge, for the quark-cli asked

    friend bool operator==(const KnownReleaseMatch &, const KnownReleaseMatch &) = default;
};

class KnownReleases
{
    Q_DECLARE_TR_FUNCTIONS(KnownReleases)

public:
    /// Where the knowledge compiled into the app lies.
    static QString builtInDir();
    /// The knowledge of amd-quark @p version in @p dir; NotFound when there is none.
    static Result<KnownRelease> load(const QString &version, const QString &dir = builtInDir());

    /// Whether the amd-quark that @p quarkCli runs is a known release: reads its environment's
    /// `amd_quark-*.dist-info` (METADATA's Version, RECORD) and hashes the files the knowledge
    /// names, on disk, against RECORD and against the knowledge — no Python, no import; a few
    /// milliseconds, but file reads: call it off the UI thread. An error says why not (no
    /// dist-info, another version, a file that differs, named).
    static Result<KnownReleaseMatch> recognize(const QString &quarkCli, const QString &knowledgeDir = builtInDir());

    /// A file's hash as a wheel's RECORD writes it: "sha256=" and urlsafe base64 without padding.
    static QString recordHash(const QByteArray &contents);

    /// What @p probed says differently from @p known, one item per field that differs, for people:
    /// "schemes (+mx9, −bfp16)". Empty: they agree.
    static QStringList differences(const CliCapabilities &known, const CliCapabilities &probed);
};

} // namespace ptq
