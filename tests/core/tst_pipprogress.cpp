// PipProgress against real pip output.
//
// The fixtures in tests/fixtures/pip/ are byte-exact captures (stdout and stderr together, as
// `cmd > file 2>&1`, i.e. piped unless noted) made on 2026-12-02 with:
//   pip23_*  pip 23.2.1, what `python3 -m venv` (Python 3.11.7) gets: python3 -m venv venvA
//   pip26_*  pip 26.3, the newest: python3 -m venv venvB && venvB/bin/python -m pip install -U pip
//   pip23_requirespython  pip 23.0.1 in a Python 3.9.18 venv
// with PIP_CONFIG_FILE=/dev/null, PIP_DISABLE_PIP_VERSION_CHECK=1, PIP_CACHE_DIR=/tmp/hpip/cache*
// and `pip` meaning `venvX/bin/python -m pip`:
//   small_piped        pip install --no-cache-dir six==1.16.0 tqdm
//   numpy_piped        pip install --no-cache-dir --progress-bar on numpy==2.4.6
//   numpy_piped_on     (pip 26) the same
//   numpy_tty          script -qc "pip install --no-cache-dir [--progress-bar on] numpy==2.4.6" /dev/null
//   raw                (pip 26) pip install --no-cache-dir --progress-bar raw numpy==2.4.6 six==1.16.0
//   build              pip install --no-binary six six==1.16.0           (empty wheel cache)
//   cached             the same again after pip uninstall six            (wheel cache hit)
//   already            pip install six==1.16.0 tqdm==4.66.1              (both installed)
//   nodeps_req         printf 'six==1.16.0\nidna==3.7\ncertifi==2024.2.2\n' > req.txt;
//                      pip install --no-deps -r req.txt
//   nomatch            pip install nonexistent-pkg-xyz==1.0
//   conflict           pip install "requests==2.32.3" "urllib3<1"
//   nonet_retries0     PIP_INDEX_URL=http://127.0.0.1:9/simple pip install six==1.15.0 --no-cache-dir
//                      --retries 0 --timeout 2
//   nonet_creds        PIP_INDEX_URL=https://alice:s3cretTok3nValue@127.0.0.1:9/simple pip install
//                      six==1.15.0 --no-cache-dir --retries 1 --timeout 2
//   nonet_token        (pip 26) the same with https://ghp_tok3nOnlyValue123@127.0.0.1:9/simple
//   nodns              PIP_INDEX_URL=https://pypi.invalid/simple pip install six==1.15.0
//                      --no-cache-dir --timeout 2 --retries 2
//   hash               printf 'six==1.16.0 --hash=sha256:000…000\n' > hreq.txt;
//                      pip install --no-cache-dir --require-hashes --no-deps -r hreq.txt
//   hash_tampered      (made 2026-12-04) a tampered wheel from a mirror: the real
//                      six-1.17.0-py2.py3-none-any.whl with a line added to six.py, re-zipped,
//                      served by `python3 -m http.server 38471` as a PEP 503 index (simple/six/
//                      links ../../files/six-1.17.0-py2.py3-none-any.whl, no #sha256); the lock's
//                      six entry (its PyPI hashes: the wheel's and the sdist's) on standard input,
//                      as the managed environment's lock step passes it; PIP_CACHE_DIR empty:
//                      PIP_INDEX_URL=http://127.0.0.1:38471/simple pip install [--progress-bar raw
//                      (pip 26)] --no-input --no-deps --require-hashes -r /dev/stdin < six-entry
//   hash_missing       (pip 23, 2026-12-04) a pin without a hash in hash-checking mode:
//                      printf 'idna==3.10\n' | pip install --no-input --no-deps --require-hashes
//                      -r /dev/stdin (PyPI)
//   requirespython     (Python 3.9) pip install --no-cache-dir numpy==2.1.0
//   diskfull           mount -t tmpfs -o size=3m tmpfs /tmp/hpip/small; TMPDIR=/tmp/hpip/small
//                      pip install --no-cache-dir --progress-bar on|raw numpy==2.4.6
//   raw_unsupported    (pip 23) pip install --progress-bar raw six==1.16.0
//   torchindex_nodns_constraint  (pip 23, with this machine's pip.conf: extra-index-url on local
//                      file mirrors, find-links, constraint torch<=2.14.1) pip install --no-input
//                      --index-url https://download.pytorch.invalid/whl/cpu torch==2.14.1+cpu
//                      torchvision==0.29.1+cpu: the PyTorch index is unreachable, the other
//                      indexes lack the +cpu build, and pip reports a conflict (ResolutionImpossible)
// Findings: piped, `--progress-bar on` prints only the finished bar; `--progress-bar raw`
// (pip >= 24.1, checked against 24.0 and 24.1) prints `Progress <bytes> of <total>` to a pipe.

#include "testsupport.h"
#include "env/pipprogress.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QRandomGenerator>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using ptq::PipProgress;

namespace {

QByteArray fixture(const QString &name)
{
    // tests/real/uv_dialect.sh: the same cases captured just now from the real uv.
    const QString recaptured = qEnvironmentVariable("PTQ_UV_CAPTURES_DIR");
    QFile file(name.startsWith(u"uv_"_s) && !recaptured.isEmpty()
                   ? recaptured + u'/' + name + u".txt"_s
                   : PTQ_FIXTURES_DIR + (name.startsWith(u"uv_"_s) ? u"/uv/"_s : u"/pip/"_s) + name + u".txt"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

QString phaseKey(PipProgress::Phase phase)
{
    switch (phase) {
    case PipProgress::Phase::Starting: return u"starting"_s;
    case PipProgress::Phase::Resolving: return u"resolving"_s;
    case PipProgress::Phase::Downloading: return u"downloading"_s;
    case PipProgress::Phase::UsingCached: return u"cached"_s;
    case PipProgress::Phase::Building: return u"building"_s;
    case PipProgress::Phase::Installing: return u"installing"_s;
    case PipProgress::Phase::Done: return u"done"_s;
    case PipProgress::Phase::Failed: return u"failed"_s;
    }
    return {};
}

struct Parsed
{
    QList<PipProgress::Event> events;
    PipProgress::State state;
};

/// What events() keeps of the events feed() and finish() returned: of each run of Bytes events
/// of one package, the last.
QList<PipProgress::Event> kept(const QList<PipProgress::Event> &events)
{
    QList<PipProgress::Event> out;
    for (const auto &e : events) {
        if (e.kind == PipProgress::Event::Kind::Bytes && !out.isEmpty() && out.last().kind == e.kind
            && out.last().package == e.package && out.last().version == e.version)
            out.last() = e;
        else
            out.append(e);
    }
    return out;
}

Parsed parseWhole(const QByteArray &bytes, std::optional<int> exitCode,
                  PipProgress::Dialect dialect = PipProgress::Dialect::Pip)
{
    PipProgress p({}, dialect);
    QList<PipProgress::Event> returned = p.feed(bytes);
    returned += p.finish(exitCode);
    if (kept(returned) != p.events())
        qWarning("events() kept other events than the last of each download");
    return {returned, p.state()};
}

Parsed parseChunked(const QByteArray &bytes, std::optional<int> exitCode, quint32 seed, int maxChunk,
                    PipProgress::Dialect dialect = PipProgress::Dialect::Pip)
{
    QRandomGenerator rng(seed);
    PipProgress p({}, dialect);
    QList<PipProgress::Event> returned;
    for (qsizetype at = 0; at < bytes.size();) {
        const qsizetype n = std::min<qsizetype>(bytes.size() - at, 1 + rng.bounded(maxChunk));
        returned += p.feed(bytes.mid(at, n));
        at += n;
    }
    returned += p.finish(exitCode);
    if (kept(returned) != p.events())
        qWarning("feed()/finish() returned other events than events() kept");
    return {returned, p.state()};
}

QString phases(const QList<PipProgress::Event> &events)
{
    QStringList out;
    for (const auto &e : events)
        if (e.kind == PipProgress::Event::Kind::Phase)
            out.append(phaseKey(e.phase));
    return out.join(u',');
}

QString bytes(const QList<PipProgress::Event> &events)
{
    QStringList out;
    for (const auto &e : events)
        if (e.kind == PipProgress::Event::Kind::Bytes)
            out.append(u"%1/%2"_s.arg(e.bytesDone).arg(e.bytesTotal));
    return out.join(u' ');
}

QString installed(const PipProgress::State &state)
{
    QStringList out;
    for (const auto &p : state.installed)
        out.append(p.name + u'-' + p.version);
    return out.join(u' ');
}

// Everything the parser hands out as text, to look for secrets in.
QString allText(const Parsed &parsed)
{
    const auto &s = parsed.state;
    QStringList out = {s.package, s.version, s.file, s.error.package, s.error.url, s.error.detail,
                       s.error.message, s.error.requiresPython};
    out += s.indexUrls;
    out += s.toInstall;
    for (const auto &e : parsed.events)
        out << e.package << e.version;
    return out.join(u'\n');
}

/// What checkFixture() compares, for pip's captures and uv's alike.
void addFixtureColumns()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("phases");
    QTest::addColumn<QString>("bytes");
    QTest::addColumn<int>("collected");
    QTest::addColumn<int>("satisfied");
    QTest::addColumn<QString>("installed");
    QTest::addColumn<QString>("errorKind");
    QTest::addColumn<QString>("errorPackage");
    QTest::addColumn<QString>("errorUrl");
}

} // namespace

class TestPipProgress : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_data();
    void fixtures();
    void uvFixtures_data();
    void uvFixtures();
    void uvErrorDetailIsTheWholeBlock();
    void credentialsNeverLeave();
    void credentialsInUnmaskedUrls();
    void noisyLinesAreNoActivity();
    void millionsOfProgressLines_keepWhatIsShown();
    void exitCodeDecidesTheEnd();
    void buildFailureNamesPackage();
    void requiresDifferentPython();
    void afterTheFactConflictIsNoFailure();
    void spinnerWithoutSize();
    void messagesAreSentences();

private:
    void checkFixture(PipProgress::Dialect dialect);
};

void TestPipProgress::fixtures_data()
{
    addFixtureColumns();

    const QString rdrd = u"resolving,downloading,resolving,downloading,installing,done"_s;
    const QString rdid = u"resolving,downloading,installing,done"_s;
    QTest::newRow("23 small") << u"pip23_small_piped"_s << 0 << rdrd
                              << u"0/11000 0/80000 80200/80200"_s << 2 << 0
                              << u"six-1.16.0 tqdm-4.70.1"_s << u"none"_s << QString() << QString();
    QTest::newRow("23 numpy piped") << u"pip23_numpy_piped"_s << 0 << rdid
                                    << u"0/16900000 16900000/16900000"_s << 1 << 0
                                    << u"numpy-2.4.6"_s << u"none"_s << QString() << QString();
    QTest::newRow("23 numpy tty")
        << u"pip23_numpy_tty"_s << 0 << rdid
        << u"0/16900000 4000000/16900000 9400000/16900000 14100000/16900000 16900000/16900000"_s
        << 1 << 0 << u"numpy-2.4.6"_s << u"none"_s << QString() << QString();
    QTest::newRow("26 numpy piped") << u"pip26_numpy_piped_on"_s << 0 << rdid
                                    << u"0/16900000 16900000/16900000"_s << 1 << 0
                                    << u"numpy-2.4.6"_s << u"none"_s << QString() << QString();
    QTest::newRow("26 numpy tty") << u"pip26_numpy_tty"_s << 0 << rdid
                                  << u"0/16900000 16900000/16900000"_s << 1 << 0
                                  << u"numpy-2.4.6"_s << u"none"_s << QString() << QString();
    QTest::newRow("26 raw") << u"pip26_raw"_s << 0 << rdrd
                            << u"0/16900000 0/16918164 262144/16918164 16918164/16918164 0/11000"_s
                            << 2 << 0 << u"numpy-2.4.6 six-1.16.0"_s << u"none"_s << QString()
                            << QString();
    for (const QString &v : {u"23"_s, u"26"_s}) {
        const QByteArray p = v.toLatin1() + ' ';
        QTest::newRow(p + "cached") << u"pip%1_cached"_s.arg(v) << 0
                                    << u"resolving,cached,installing,done"_s << QString() << 1 << 0
                                    << u"six-1.16.0"_s << u"none"_s << QString() << QString();
        QTest::newRow(p + "already") << u"pip%1_already"_s.arg(v) << 0 << u"resolving,done"_s
                                     << QString() << 0 << 2 << QString() << u"none"_s << QString()
                                     << QString();
        QTest::newRow(p + "build") << u"pip%1_build"_s.arg(v) << 0
                                   << u"resolving,downloading,building,installing,done"_s
                                   << u"0/34000"_s << 1 << 0 << u"six-1.16.0"_s << u"none"_s
                                   << QString() << QString();
        QTest::newRow(p + "nomatch") << u"pip%1_nomatch"_s.arg(v) << 1 << u"failed"_s << QString()
                                     << 0 << 0 << QString() << u"no-matching-distribution"_s
                                     << u"nonexistent-pkg-xyz==1.0"_s << QString();
        QTest::newRow(p + "nonet creds") << u"pip%1_nonet_creds"_s.arg(v) << 1 << u"failed"_s
                                         << QString() << 0 << 0 << QString() << u"no-network"_s
                                         << u"six==1.15.0"_s
                                         << u"https://[redacted]@127.0.0.1:9/simple"_s;
        QTest::newRow(p + "nodns") << u"pip%1_nodns"_s.arg(v) << 1 << u"failed"_s << QString() << 0
                                   << 0 << QString() << u"no-network"_s << u"six==1.15.0"_s
                                   << u"https://pypi.invalid/simple"_s;
        QTest::newRow(p + "hash")
            << u"pip%1_hash"_s.arg(v) << 1 << u"resolving,downloading,failed"_s << u"0/11000"_s
            << 1 << 0 << QString() << u"hash-mismatch"_s << u"six==1.16.0"_s
            << u"https://files.pythonhosted.org/packages/d9/5a/e7c31adbe875f2abbb91bd84cf2dc52d792b5a01506781dbcf25c91daf11/six-1.16.0-py2.py3-none-any.whl"_s;
        // The lock's real hashes, a mirror's other bytes: the package and the file it served.
        QTest::newRow(p + "hash tampered")
            << u"pip%1_hash_tampered"_s.arg(v) << 1 << u"resolving,downloading,failed"_s << u"0/11000"_s
            << 1 << 0 << QString() << u"hash-mismatch"_s << u"six==1.17.0"_s
            << u"http://127.0.0.1:38471/files/six-1.17.0-py2.py3-none-any.whl"_s;
    }
    // A pin without a hash: pip lists it with the hash of what it downloaded, and names no file.
    QTest::newRow("23 hash missing") << u"pip23_hash_missing"_s << 1 << u"resolving,downloading,failed"_s
                                     << u"0/70000 70400/70400"_s << 1 << 0 << QString() << u"hash-mismatch"_s
                                     << QString() << QString();
    QTest::newRow("23 nodeps -r") << u"pip23_nodeps_req"_s << 0 << rdrd
                                  << u"0/66000 66800/66800 0/163000 163800/163800"_s << 2 << 1
                                  << u"certifi-2024.2.2 idna-3.7"_s << u"none"_s << QString()
                                  << QString();
    QTest::newRow("26 nodeps -r") << u"pip26_nodeps_req"_s << 0 << rdrd << u"0/66000 0/163000"_s
                                  << 2 << 1 << u"certifi-2024.2.2 idna-3.7"_s << u"none"_s
                                  << QString() << QString();
    // requests, urllib3 (an sdist, whose metadata is built), charset-normalizer, idna satisfied
    const QString conflictPhases =
        u"resolving,downloading,resolving,downloading,building,resolving,downloading,resolving,failed"_s;
    QTest::newRow("23 conflict") << u"pip23_conflict"_s << 1 << conflictPhases
                                 << u"0/64000 64900/64900 0/10000 0/263000 263400/263400"_s << 3
                                 << 1 << QString() << u"resolver-conflict"_s
                                 << u"requests==2.32.3 and urllib3<1"_s << QString();
    QTest::newRow("26 conflict") << u"pip26_conflict"_s << 1 << conflictPhases
                                 << u"0/64000 0/10000 0/263000"_s << 3 << 1 << QString()
                                 << u"resolver-conflict"_s << u"requests==2.32.3 and urllib3<1"_s
                                 << QString();
    // --retries 0: pip says nothing about the connection; it reads as a package the index lacks.
    QTest::newRow("23 nonet retries0") << u"pip23_nonet_retries0"_s << 1 << u"failed"_s << QString()
                                       << 0 << 0 << QString() << u"no-matching-distribution"_s
                                       << u"six==1.15.0"_s << u"http://127.0.0.1:9/simple"_s;
    QTest::newRow("26 nonet token") << u"pip26_nonet_token"_s << 1 << u"failed"_s << QString() << 0
                                    << 0 << QString() << u"no-network"_s << u"six==1.15.0"_s
                                    << u"https://[redacted]@127.0.0.1:9/simple"_s;
    QTest::newRow("23 requires-python") << u"pip23_requirespython"_s << 1 << u"failed"_s
                                        << QString() << 0 << 0 << QString() << u"python-version"_s
                                        << u"numpy==2.1.0"_s << QString();
    // pip 23 flushes the bar (stdout) after the error (stderr): it comes after Failed.
    QTest::newRow("23 diskfull") << u"pip23_diskfull"_s << 1 << u"resolving,downloading,failed"_s
                                 << u"0/16900000 3100000/16900000"_s << 1 << 0 << QString()
                                 << u"disk-full"_s << u"numpy"_s << QString();
    QTest::newRow("26 diskfull") << u"pip26_diskfull"_s << 1 << u"resolving,downloading,failed"_s
                                 << u"0/16900000 0/16918164 262144/16918164"_s << 1 << 0
                                 << QString() << u"disk-full"_s << u"numpy"_s << QString();
    // The unreachable PyTorch index is the cause, not the pins: pip's "conflict" follows from it.
    QTest::newRow("23 torch index unreachable, conflict")
        << u"pip23_torchindex_nodns_constraint"_s << 1 << u"failed"_s << QString() << 0 << 0 << QString()
        << u"no-network"_s << u"torch==2.14.1+cpu"_s << u"https://download.pytorch.invalid/whl/cpu"_s;
    QTest::newRow("23 raw unsupported") << u"pip23_raw_unsupported"_s << 2 << u"failed"_s
                                        << QString() << 0 << 0 << QString() << u"other"_s
                                        << QString() << QString();
}

void TestPipProgress::fixtures()
{
    checkFixture(PipProgress::Dialect::Pip);
}

// uv 0.13.9's own output (tests/fixtures/uv/capture.sh), read as the managed environment reads it.
void TestPipProgress::uvFixtures_data()
{
    addFixtureColumns();

    // "Downloading numpy (16.1MiB)": the size in binary units, then " Downloaded numpy".
    QTest::newRow("lock, cache empty") << u"uv_lock_cold"_s << 0 << u"resolving,downloading,installing,done"_s
                                       << u"0/16882074 16882074/16882074"_s << 2 << 0 << u"numpy-2.4.6 six-1.17.0"_s
                                       << u"none"_s << QString() << QString();
    QTest::newRow("lock, cache warm") << u"uv_lock_warm"_s << 0 << u"resolving,installing,done"_s << QString() << 2
                                      << 0 << u"numpy-2.4.6 six-1.17.0"_s << u"none"_s << QString() << QString();
    // Two downloads at once: the last named (scipy) is the one whose end is shown.
    QTest::newRow("resolve, two downloads")
        << u"uv_resolve_cold"_s << 0 << u"resolving,downloading,installing,done"_s
        << u"0/16882074 0/35127296 35127296/35127296"_s << 2 << 0 << u"numpy-2.4.6 scipy-1.17.0"_s << u"none"_s
        << QString() << QString();
    QTest::newRow("hash mismatch") << u"uv_hash_mismatch"_s << 1 << u"resolving,failed"_s << QString() << 2 << 0
                                   << QString() << u"hash-mismatch"_s << u"six==1.17.0"_s << QString();
    QTest::newRow("hash missing") << u"uv_hash_missing"_s << 2 << u"resolving,failed"_s << QString() << 0 << 0
                                  << QString() << u"hash-mismatch"_s << u"six==1.17.0"_s << QString();
    QTest::newRow("connection refused") << u"uv_no_network"_s << 2 << u"resolving,failed"_s << QString() << 0 << 0
                                        << QString() << u"no-network"_s << u"six"_s << u"http://127.0.0.1:9/simple"_s;
    QTest::newRow("no DNS") << u"uv_no_dns"_s << 2 << u"resolving,failed"_s << QString() << 0 << 0 << QString()
                            << u"no-network"_s << u"six"_s << u"https://no-such-host.invalid/simple"_s;
    QTest::newRow("no such version") << u"uv_not_found"_s << 1 << u"resolving,failed"_s << QString() << 0 << 0
                                     << QString() << u"no-matching-distribution"_s << u"six==9.9.9"_s << QString();
    QTest::newRow("requires a newer Python") << u"uv_requires_python"_s << 1 << u"resolving,failed"_s << QString() << 0
                                             << 0 << QString() << u"python-version"_s << u"django==6.0"_s << QString();
    // The extraction fails too ("Failed to extract archive"): the full disk is the cause.
    QTest::newRow("disk full") << u"uv_disk_full"_s << 1 << u"resolving,downloading,failed"_s << u"0/16882074"_s << 2
                               << 0 << QString() << u"disk-full"_s << u"numpy==2.4.6"_s << QString();
}

void TestPipProgress::uvFixtures()
{
    QFETCH(QString, file);
    if (const QString recaptured = qEnvironmentVariable("PTQ_UV_CAPTURES_DIR");
        !recaptured.isEmpty() && !QFileInfo::exists(recaptured + u'/' + file + u".txt"_s))
        QSKIP("not recaptured (tests/fixtures/uv/capture.sh makes it by hand)");
    checkFixture(PipProgress::Dialect::Uv);
    QFETCH(QString, errorKind);
    if (errorKind == u"python-version"_s) {
        const Parsed whole = parseWhole(fixture(u"uv_requires_python"_s), 1, PipProgress::Dialect::Uv);
        QCOMPARE(whole.state.error.requiresPython, u">=3.12"_s);
    }
}

void TestPipProgress::uvErrorDetailIsTheWholeBlock()
{
    // The first line says little ("Request failed after 1 retry"); the causes under it say why,
    // and they are what the dialog's details and the CLI show.
    const Parsed whole = parseWhole(fixture(u"uv_no_network"_s), 2, PipProgress::Dialect::Uv);
    QVERIFY2(whole.state.error.detail.contains(u"Connection refused (os error 111)"_s), qPrintable(whole.state.error.detail));
    QVERIFY(whole.state.error.detail.startsWith(u"error: Request failed after 1 retry"_s));
    QVERIFY2(whole.state.error.message.contains(u"http://127.0.0.1:9/simple"_s), qPrintable(whole.state.error.message));
    // An error uv words in a way nobody classified: uv's own words, and uv named as the installer.
    const Parsed other = parseWhole("error: Something new went wrong\n  cause: a reason\n", 2, PipProgress::Dialect::Uv);
    QCOMPARE(other.state.error.kind, PipProgress::ErrorKind::Other);
    QVERIFY2(other.state.error.message.startsWith(u"uv failed while installing"_s), qPrintable(other.state.error.message));
    QVERIFY(other.state.error.detail.contains(u"a reason"_s));
    // A failure uv printed nothing about: its exit code.
    const Parsed silent = parseWhole("Using Python 3.11.7 environment at: /tmp/v\n", 2, PipProgress::Dialect::Uv);
    QVERIFY2(silent.state.error.detail.contains(u"uv stopped with exit code 2"_s), qPrintable(silent.state.error.detail));
}

void TestPipProgress::checkFixture(PipProgress::Dialect dialect)
{
    QFETCH(QString, file);
    QFETCH(int, exitCode);
    const QByteArray input = fixture(file);
    const Parsed whole = parseWhole(input, exitCode, dialect);

    QTEST(phases(whole.events), "phases");
    if (dialect == PipProgress::Dialect::Uv && !qEnvironmentVariableIsEmpty("PTQ_UV_CAPTURES_DIR")) {
        // Captured just now: uv announces parallel downloads in whichever order they start, so
        // the same downloads must be announced (each "0/<size>"), in any order.
        QFETCH(QString, bytes);
        auto announced = [](const QString &text) {
            QStringList starts = text.split(u' ', Qt::SkipEmptyParts).filter(QRegularExpression(u"^0/"_s));
            starts.sort();
            return starts;
        };
        QCOMPARE(announced(::bytes(whole.events)), announced(bytes));
    } else {
        QTEST(bytes(whole.events), "bytes");
    }
    QTEST(whole.state.collected, "collected");
    QTEST(whole.state.alreadySatisfied, "satisfied");
    QTEST(installed(whole.state), "installed");
    QTEST(QString::fromLatin1(PipProgress::kindKey(whole.state.error.kind)), "errorKind");
    QTEST(whole.state.error.package, "errorPackage");
    QTEST(whole.state.error.url, "errorUrl");
    QVERIFY(whole.state.lastActivity > 0);
    if (whole.state.error.kind != PipProgress::ErrorKind::None) {
        QCOMPARE(whole.state.phase, PipProgress::Phase::Failed);
        QVERIFY(!whole.state.error.message.isEmpty());
        QVERIFY(!whole.state.error.detail.isEmpty());
    } else {
        QCOMPARE(whole.state.phase, PipProgress::Phase::Done);
    }

    // The same, however the bytes arrive: tiny chunks (a \r\n, a colour code, a UTF-8 bar
    // character cut in two) and larger ones.
    for (quint32 seed = 1; seed <= 20; ++seed) {
        const Parsed chunked = parseChunked(input, exitCode, seed, seed <= 10 ? 4 : 200, dialect);
        QCOMPARE(chunked.events, whole.events);
        QCOMPARE(chunked.state, whole.state);
    }
    const Parsed byByte = parseChunked(input, exitCode, 99, 1, dialect);
    QCOMPARE(byByte.state, whole.state);
}

void TestPipProgress::credentialsNeverLeave()
{
    for (const QString &file : {u"pip23_nonet_creds"_s, u"pip26_nonet_creds"_s, u"pip26_nonet_token"_s}) {
        const Parsed parsed = parseWhole(fixture(file), 1);
        const QString text = allText(parsed);
        QVERIFY2(!text.contains(u"alice"_s), qPrintable(file));
        QVERIFY2(!text.contains(u"ghp_"_s), qPrintable(file));
        QVERIFY2(!text.contains(u"****"_s), qPrintable(file));
        QCOMPARE(parsed.state.indexUrls, QStringList{u"https://[redacted]@127.0.0.1:9/simple"_s});
        QVERIFY2(parsed.state.error.message.contains(u"https://[redacted]@127.0.0.1:9/simple"_s),
                 qPrintable(parsed.state.error.message));
        QCOMPARE(parsed.state.networkRetries, 1);
    }
}

void TestPipProgress::credentialsInUnmaskedUrls()
{
    // pip masks passwords where it prints an index, but not in every message (a hash error's
    // link, an OSError's URL); and a token the service knows is removed wherever it appears.
    ptq::SecretRedactor redactor;
    redactor.addSecret("hf_notreallyatokenbutlongenough0123456789");
    PipProgress p(redactor);
    p.feed("Collecting six==1.15.0\n"
           "ERROR: Could not install packages due to an OSError: HTTPSConnectionPool(host='mirror.example', "
           "port=443): Max retries exceeded with url: https://bob:tok3nSecretValue@mirror.example/simple/six/ "
           "(Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))"
           " hf_notreallyatokenbutlongenough0123456789\n");
    p.finish(1);
    const Parsed parsed{p.events(), p.state()};
    QCOMPARE(parsed.state.error.kind, PipProgress::ErrorKind::NoNetwork);
    QCOMPARE(parsed.state.error.url, u"mirror.example:443"_s);
    const QString text = allText(parsed);
    QVERIFY(!text.contains(u"bob"_s));
    QVERIFY(!text.contains(u"tok3nSecretValue"_s));
    QVERIFY(!text.contains(u"hf_notreally"_s));
    QVERIFY(parsed.state.error.detail.contains(u"https://[redacted]@mirror.example/simple/six/"_s));

    PipProgress fetch;
    fetch.feed("Could not fetch URL https://carol:pw12345678@idx.example/simple/six/: connection error: "
               "HTTPSConnectionPool(host='idx.example', port=443): Read timed out.\n"
               "ERROR: Could not find a version that satisfies the requirement six (from versions: none)\n");
    fetch.finish(1);
    QCOMPARE(fetch.state().error.kind, PipProgress::ErrorKind::NoNetwork);
    QVERIFY(!allText({fetch.events(), fetch.state()}).contains(u"carol"_s));
}

void TestPipProgress::noisyLinesAreNoActivity()
{
    PipProgress p;
    p.feed("Collecting six==1.16.0\n");
    const quint64 after = p.state().lastActivity;
    QCOMPARE(after, quint64(1));
    // Traceback text, notes, blank and colour-only lines say nothing about progress.
    p.feed("\r\n\x1b[2K\r\nTraceback (most recent call last):\n  File \"x.py\", line 1, in <module>\n"
           "note: This error originates from a subprocess.\n   \n");
    QCOMPARE(p.state().lastActivity, after);
    p.feed("Progress 10 of 100\n");
    QCOMPARE(p.state().lastActivity, after + 1);
    QCOMPARE(p.state().bytesDone, 10);
    QCOMPARE(p.state().bytesTotal, 100);
    p.feed("Progress 20 of 0\n"); // raw with an unknown size
    QCOMPARE(p.state().bytesDone, 20);
    QCOMPARE(p.state().bytesTotal, -1);
}

/// pip >= 24.1 with `--progress-bar raw` prints a line up to 4 times a second per download: a
/// long download of a large wheel over a slow link is millions of lines. What is kept stays the
/// same size whatever their number: the state and the last progress of the download.
void TestPipProgress::millionsOfProgressLines_keepWhatIsShown()
{
    PipProgress p;
    p.feed("Collecting torch==2.14.1\n  Downloading torch-2.14.1-cp311-cp311-manylinux_2_28_x86_64.whl (3000.0 MB)\n");
    constexpr qint64 kLines = 3'000'000;
    constexpr qint64 kTotal = 3'000'000'000;
    QByteArray chunk;
    qint64 returned = 0;
    qsizetype mostKept = 0;
    for (qint64 i = 1; i <= kLines; ++i) {
        chunk += "Progress " + QByteArray::number(i * (kTotal / kLines)) + " of " + QByteArray::number(kTotal) + '\n';
        if (chunk.size() >= 256 * 1024 || i == kLines) {
            returned += p.feed(chunk).size();
            chunk.clear();
            mostKept = std::max(mostKept, p.events().size());
        }
    }
    QCOMPARE(returned, kLines); // every line was read (and reported once, as it came)
    QCOMPARE(p.state().bytesDone, kTotal);
    QCOMPARE(p.state().bytesTotal, kTotal);
    QCOMPARE(p.state().lastActivity, quint64(kLines + 2));
    // Kept: the phase, the package and the last progress of its download; never more.
    QVERIFY2(mostKept <= 4, qPrintable(QString::number(mostKept)));
    QCOMPARE(p.events().last().kind, PipProgress::Event::Kind::Bytes);
    QCOMPARE(p.events().last().bytesDone, kTotal);
    // Other events, however many, are kept up to a bound.
    for (int i = 0; i < 5000; ++i)
        p.feed("Collecting pkg" + QByteArray::number(i) + "==1.0\n");
    QVERIFY(p.events().size() <= 2 * PipProgress::kMaxEvents);
    QCOMPARE(p.events().last().package, u"pkg4999"_s);
}

void TestPipProgress::exitCodeDecidesTheEnd()
{
    {
        PipProgress p;
        p.feed("Collecting six==1.16.0\n  Using cached six-1.16.0-py2.py3-none-any.whl\n");
        QCOMPARE(p.state().phase, PipProgress::Phase::UsingCached);
        QCOMPARE(p.state().version, u"1.16.0"_s);
        p.finish(-9); // killed: nothing was said
        QCOMPARE(p.state().phase, PipProgress::Phase::Failed);
        QCOMPARE(p.state().error.kind, PipProgress::ErrorKind::Other);
        QCOMPARE(p.state().error.package, u"six"_s);
        QVERIFY(p.state().error.message.contains(u"-9"_s));
    }
    {
        PipProgress p;
        p.feed("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after "
               "connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='files.pythonhosted.org', "
               "port=443): Read timed out. (read timeout=15)\")': /packages/x.whl\n"
               "pip._vendor.urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', "
               "port=443): Read timed out.");
        QCOMPARE(p.state().phase, PipProgress::Phase::Starting);
        p.finish(2);
        QCOMPARE(p.state().error.kind, PipProgress::ErrorKind::NoNetwork);
        QVERIFY(p.state().error.detail.contains(u"Read timed out"_s));
    }
    {
        PipProgress p; // the last line has no line end and still counts
        p.feed("Successfully installed six-1.16.0");
        QCOMPARE(p.state().installed.size(), 0);
        p.finish();
        QCOMPARE(p.state().installed, (QList<PipProgress::Package>{{u"six"_s, u"1.16.0"_s}}));
        QCOMPARE(p.state().phase, PipProgress::Phase::Done);
    }
}

void TestPipProgress::buildFailureNamesPackage()
{
    PipProgress p;
    p.feed("Building wheels for collected packages: llama-cpp-python\n"
           "  Building wheel for llama-cpp-python (pyproject.toml): started\n"
           "  error: subprocess-exited-with-error\n"
           "  \xc3\x97 Building wheel for llama-cpp-python (pyproject.toml) did not run successfully.\n"
           "ERROR: Failed building wheel for llama-cpp-python\n"
           "ERROR: Failed to build installable wheels for some pyproject.toml based projects (llama-cpp-python)\n");
    p.finish(1);
    QCOMPARE(p.state().error.kind, PipProgress::ErrorKind::Other);
    QCOMPARE(p.state().error.package, u"llama-cpp-python"_s);
    QVERIFY(p.state().error.message.contains(u"llama-cpp-python"_s));
}

void TestPipProgress::requiresDifferentPython()
{
    PipProgress p;
    p.feed("Processing ./quark-0.13-py3-none-any.whl\n"
           "ERROR: Package 'amd-quark' requires a different Python: 3.9.18 not in '>=3.10'\n");
    p.finish(1);
    QCOMPARE(p.state().error.kind, PipProgress::ErrorKind::PythonVersion);
    QCOMPARE(p.state().error.package, u"amd-quark"_s);
    QCOMPARE(p.state().error.requiresPython, u">=3.10"_s);
    QVERIFY(p.state().error.message.contains(u">=3.10"_s));

    const Parsed fixtureRun = parseWhole(fixture(u"pip23_requirespython"_s), 1);
    QCOMPARE(fixtureRun.state.error.requiresPython, u">=3.10"_s);
}

void TestPipProgress::afterTheFactConflictIsNoFailure()
{
    PipProgress p;
    p.feed("Installing collected packages: urllib3\n"
           "ERROR: pip's dependency resolver does not currently take into account all the packages that are "
           "installed. This behaviour is the source of the following dependency conflicts.\n"
           "botocore 1.34.0 requires urllib3<2.1, but you have urllib3 2.2.1 which is incompatible.\n"
           "Successfully installed urllib3-2.2.1\n");
    p.finish(0);
    QCOMPARE(p.state().error.kind, PipProgress::ErrorKind::None);
    QCOMPARE(p.state().phase, PipProgress::Phase::Done);
}

void TestPipProgress::spinnerWithoutSize()
{
    PipProgress p;
    p.feed("Collecting foo\n  Downloading foo-1.0.tar.gz\n     - 1.2 MB 3.4 MB/s 0:00:01\r");
    QCOMPARE(p.state().phase, PipProgress::Phase::Downloading);
    QCOMPARE(p.state().package, u"foo"_s);
    QCOMPARE(p.state().version, u"1.0"_s);
    QCOMPARE(p.state().file, u"foo-1.0.tar.gz"_s);
    QCOMPARE(p.state().bytesDone, 1200000);
    QCOMPARE(p.state().bytesTotal, -1);
    QCOMPARE(p.state().bytesPerSecond, 3.4e6);
}

void TestPipProgress::messagesAreSentences()
{
    const Parsed nomatch = parseWhole(fixture(u"pip23_nomatch"_s), 1);
    QVERIFY(nomatch.state.error.message.contains(u"nonexistent-pkg-xyz==1.0"_s));
    const Parsed conflict = parseWhole(fixture(u"pip26_conflict"_s), 1);
    QVERIFY(conflict.state.error.detail.contains(u"The user requested urllib3<1"_s));
    QVERIFY(conflict.state.error.message.contains(u"requests==2.32.3 and urllib3<1"_s));
    const Parsed hash = parseWhole(fixture(u"pip26_hash"_s), 1);
    QVERIFY(hash.state.error.message.contains(u"files.pythonhosted.org"_s));
    const Parsed raw = parseWhole(fixture(u"pip23_raw_unsupported"_s), 2);
    QVERIFY(raw.state.error.message.contains(u"24.1"_s));
    for (const auto *p : {&nomatch, &conflict, &hash, &raw})
        QVERIFY(p->state.error.message.endsWith(u'.'));
    QCOMPARE(PipProgress::phaseName(PipProgress::Phase::Downloading), u"Downloading"_s);
}

QTEST_GUILESS_MAIN(TestPipProgress)
#include "tst_pipprogress.moc"
