// "Publish to the Hub…" (ui/publishdialog.h), offscreen. The upload itself is a stand-in Python
// (a shell script speaking ptq_publish.py's protocol) so the dialog's flow is checked everywhere;
// tst_publish uploads for real to a loopback Hub.
#include "publishdialog.h"

#include "artifacts/artifactio.h"
#include "command/approval.h"
#include "testsupport.h"
#include "units.h"
#include "workflow/runsession.h"
#include "workflow/workspacewriter.h"

#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using ptq::Json;
using ptq::ui::PublishDialog;

namespace {

const QByteArray kToken = "hf_PublishDialogTestToken0123456789abcdefgh";

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// Speaks ptq_publish.py's protocol: progress lines, then the result JSON to --out.
const char *kFakePython = R"(#!/bin/sh
out=""
while [ $# -gt 0 ]; do case "$1" in --out) out="$2"; shift;; esac; shift; done
cat >/dev/null
echo 'PTQ-PUBLISH {"event": "stage", "stage": "repository"}'
echo 'PTQ-PUBLISH {"event": "stage", "stage": "upload"}'
echo 'PTQ-PUBLISH {"event": "file", "path": "model.safetensors", "index": 0, "total": 3, "size": 4096}'
echo 'PTQ-PUBLISH {"event": "bytes", "done": 2048, "total": 4138}'
sleep "${FAKE_PUBLISH_SLEEP:-0}"
echo 'PTQ-PUBLISH {"event": "stage", "stage": "commit"}'
echo 'PTQ-PUBLISH {"event": "done", "url": "u", "commit": "c", "commit_url": "cu"}'
printf '{"status": "published", "url": "%s/me/tiny", "commit": "0123456789abcdef0123", "commit_url": "%s/me/tiny/commit/0123456789abcdef0123", "error": null}' "$HF_ENDPOINT" "$HF_ENDPOINT" >"$out"
)";

} // namespace

class TestPublishDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_out;
    QString m_ws;

    Json acceptedManifest(bool accepted = true) const
    {
        const QByteArray sha(64, 'a');
        Json m = ptq::test::makeManifest(sha, sha, true);
        m["outputs"]["output_dir"] = m_out.toStdString();
        m["outputs"]["verification"] = {{"verdict", "complete"}};
        Json *run = ptq::findRunStep(m);
        (*run)["status"] = "succeeded";
        (*run)["output_dir"] = m_out.toStdString();
        (*run)["argv"][0] = (m_dir.path() + u"/env/bin/quark-cli"_s).toStdString();
        for (Json &c : m["checkpoints"]) {
            if (c["id"] == "result-acceptance")
                c["status"] = accepted ? "accepted" : "pending";
        }
        return m;
    }

    QProcessEnvironment env(bool withToken = true) const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        for (const QString &k : {u"HF_TOKEN"_s, u"HUGGING_FACE_HUB_TOKEN"_s, u"HF_TOKEN_PATH"_s})
            e.remove(k);
        e.insert(u"HF_HOME"_s, m_dir.path() + u"/hf"_s);
        e.insert(u"HF_ENDPOINT"_s, u"http://127.0.0.1:9"_s); // never contacted: the stand-in answers
        if (withToken)
            e.insert(u"HF_TOKEN"_s, QString::fromLatin1(kToken));
        return e;
    }

    template <typename T>
    static T *child(QWidget *w, const char *name)
    {
        T *found = w->findChild<T *>(QLatin1StringView(name));
        if (!found)
            qFatal("no %s", name);
        return found;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_out = m_dir.path() + u"/export"_s;
        m_ws = m_dir.path() + u"/ws"_s;
        QDir().mkpath(m_ws);
        writeFile(m_out + u"/model.safetensors"_s, QByteArray(4096, 'w'));
        writeFile(m_out + u"/config.json"_s, R"({"a": 1})");
        writeFile(m_out + u"/README.md"_s, "---\nlicense: mit\n---\n# x\n");
        writeFile(m_dir.path() + u"/env/bin/python"_s, kFakePython);
        QFile::setPermissions(m_dir.path() + u"/env/bin/python"_s, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    void notAccepted_offersNothingToApprove()
    {
        PublishDialog dialog(m_ws, acceptedManifest(false), nullptr, env());
        dialog.show();
        auto *problem = child<QLabel>(&dialog, "problemLabel");
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(u"accept the result first"_s), qPrintable(problem->text()));
        QVERIFY(!child<QLineEdit>(&dialog, "repoIdLineEdit")->isEnabled());
        QVERIFY(!child<QPushButton>(&dialog, "approvePushButton")->isEnabled());
        // Without a token as well: both are said, neither hides the other.
        PublishDialog noToken(m_ws, acceptedManifest(false), nullptr, env(false));
        noToken.show();
        QTRY_VERIFY(child<QLabel>(&noToken, "tokenLabel")->text().contains(u"None found"_s));
        QVERIFY(child<QLabel>(&noToken, "problemLabel")->isVisible());
        QVERIFY(child<QLabel>(&noToken, "problemLabel")->text().contains(u"accept the result first"_s));
    }

    void noToken_saysWhereItLooked_neverAValue()
    {
        PublishDialog dialog(m_ws, acceptedManifest(), nullptr, env(false));
        dialog.show();
        auto *token = child<QLabel>(&dialog, "tokenLabel");
        QTRY_VERIFY(token->text().contains(u"None found"_s));
        QVERIFY2(token->text().contains(m_dir.path() + u"/hf/token"_s) && token->text().contains(u"HF_TOKEN"_s),
                 qPrintable(token->text()));
        child<QLineEdit>(&dialog, "repoIdLineEdit")->setText(u"me/tiny"_s);
        auto *problem = child<QLabel>(&dialog, "problemLabel");
        QTRY_VERIFY(problem->text().contains(u"No Hugging Face token"_s));
        QVERIFY2(!problem->isVisible(), "said once, beside Token:");
        QVERIFY(!child<QPushButton>(&dialog, "approvePushButton")->isEnabled());
    }

    void tokenFound_namesWhereNotWhat()
    {
        PublishDialog dialog(m_ws, acceptedManifest(), nullptr, env());
        auto *token = child<QLabel>(&dialog, "tokenLabel");
        QTRY_VERIFY(token->text().contains(u"Found in HF_TOKEN"_s));
        QVERIFY(!token->text().contains(QString::fromLatin1(kToken)));
    }

    void invalidRepository_namesTheRule()
    {
        PublishDialog dialog(m_ws, acceptedManifest(), nullptr, env());
        dialog.show();
        child<QLineEdit>(&dialog, "repoIdLineEdit")->setText(u"tiny"_s);
        auto *problem = child<QLabel>(&dialog, "problemLabel");
        QTRY_VERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(u"namespace/name"_s), qPrintable(problem->text()));
        QVERIFY(!child<QPushButton>(&dialog, "approvePushButton")->isEnabled());
    }

    void typedRepository_listsTheExactUpload_privateByDefault()
    {
        PublishDialog dialog(m_ws, acceptedManifest(), nullptr, env());
        dialog.show();
        QVERIFY(child<QRadioButton>(&dialog, "privateRadioButton")->isChecked());
        child<QLineEdit>(&dialog, "repoIdLineEdit")->setText(u"me/tiny"_s);
        auto *files = child<QTreeWidget>(&dialog, "filesTreeWidget");
        auto *approve = child<QPushButton>(&dialog, "approvePushButton");
        QTRY_VERIFY(approve->isEnabled());
        QCOMPARE(files->topLevelItemCount(), 3);
        QCOMPARE(files->topLevelItem(2)->text(0), u"model.safetensors"_s);
        QCOMPARE(files->topLevelItem(2)->text(1), ptq::formatBytes(4096));
        QVERIFY2(approve->text().startsWith(u"Upload these 3 files ("_s) && approve->text().endsWith(u") to 127.0.0.1:9/me/tiny, private"_s),
                 qPrintable(approve->text()));
        QVERIFY(dialog.proposal().has_value());
        QVERIFY(dialog.proposal()->isPrivate);
        // Switching to public is another upload: a new digest.
        const QByteArray privateDigest = dialog.proposal()->digest;
        child<QRadioButton>(&dialog, "publicRadioButton")->setChecked(true);
        QVERIFY(!approve->isEnabled()); // until the new upload is listed
        QTRY_VERIFY(approve->isEnabled());
        QVERIFY(!dialog.proposal()->isPrivate);
        QVERIFY2(approve->text().endsWith(u", public"_s), qPrintable(approve->text()));
        QVERIFY(dialog.proposal()->digest != privateDigest);
    }

    void approve_showsProgressThenTheLink_andHandsTheManifestOver()
    {
        QProcessEnvironment e = env();
        e.insert(u"FAKE_PUBLISH_SLEEP"_s, u"1"_s);
        PublishDialog dialog(m_ws, acceptedManifest(), nullptr, e);
        dialog.show();
        QList<Json> updated;
        connect(&dialog, &PublishDialog::manifestUpdated, this, [&](const Json &m) { updated.append(m); });
        QSignalSpy published(&dialog, &PublishDialog::published);
        QList<std::pair<ptq::UploadProposal, ptq::PublishResult>> ended; // what page 4 records
        connect(&dialog, &PublishDialog::attemptEnded, this,
                [&](const ptq::UploadProposal &p, const ptq::PublishResult &r) { ended.append({p, r}); });
        child<QLineEdit>(&dialog, "repoIdLineEdit")->setText(u"me/tiny"_s);
        auto *approve = child<QPushButton>(&dialog, "approvePushButton");
        QTRY_VERIFY(approve->isEnabled());
        QTest::mouseClick(approve, Qt::LeftButton);
        auto *progress = child<QProgressBar>(&dialog, "progressBar");
        auto *status = child<QLabel>(&dialog, "statusLabel");
        QVERIFY(progress->isVisible());
        QVERIFY(dialog.isPublishing());
        QVERIFY(!child<QLineEdit>(&dialog, "repoIdLineEdit")->isEnabled());
        QTRY_VERIFY(status->text().contains(u"model.safetensors"_s));
        QVERIFY(progress->value() > 0 && progress->value() < 1000);
        auto *result = child<QLabel>(&dialog, "resultLabel");
        QTRY_VERIFY_WITH_TIMEOUT(result->isVisible(), 15'000);
        QVERIFY2(result->text().contains(u"href=\"http://127.0.0.1:9/me/tiny\""_s), qPrintable(result->text()));
        QCOMPARE(published.size(), 1);
        QCOMPARE(updated.size(), 1);
        const Json m = updated.first();
        QCOMPARE(m["outputs"]["publish"]["status"], Json("published"));
        QCOMPARE(m["outputs"]["publish"]["repo_id"], Json("me/tiny"));
        QVERIFY(!QByteArray::fromStdString(m.dump()).contains(kToken));
        // The attempt, for the record written into the manifest as it is then: the same record.
        QCOMPARE(ended.size(), 1);
        QVERIFY(ended.first().first == *dialog.proposal());
        QVERIFY(ptq::Publisher::recordPublish(acceptedManifest(), ended.first().first, ended.first().second)["outputs"]["publish"]
                == m["outputs"]["publish"]);
        QVERIFY(!approve->isEnabled());
    }

    void filesChangedAfterTheyWereListed_refusedAndListedAgain()
    {
        PublishDialog dialog(m_ws, acceptedManifest(), nullptr, env());
        dialog.show();
        QList<Json> updated;
        connect(&dialog, &PublishDialog::manifestUpdated, this, [&](const Json &m) { updated.append(m); });
        child<QLineEdit>(&dialog, "repoIdLineEdit")->setText(u"me/tiny"_s);
        auto *approve = child<QPushButton>(&dialog, "approvePushButton");
        QTRY_VERIFY(approve->isEnabled());
        writeFile(m_out + u"/config.json"_s, R"({"a": 1, "b": 2})");
        QTest::mouseClick(approve, Qt::LeftButton);
        auto *result = child<QLabel>(&dialog, "resultLabel");
        QTRY_VERIFY(result->isVisible());
        QVERIFY2(result->text().contains(u"config.json"_s) && result->text().contains(u"void"_s), qPrintable(result->text()));
        QCOMPARE(updated.size(), 0); // nothing started, nothing to record
        QTRY_VERIFY(approve->isEnabled()); // the changed upload is listed for a new approval
        auto *files = child<QTreeWidget>(&dialog, "filesTreeWidget");
        QCOMPARE(files->topLevelItem(1)->text(0), u"config.json"_s);
        QCOMPARE(files->topLevelItem(1)->text(1), ptq::formatBytes(QFileInfo(m_out + u"/config.json"_s).size()));
        QVERIFY(approve->text().startsWith(u"Upload these 3 files"_s));
    }
    /// Page 4's way: the dialog shows the page's session, which records each attempt through the
    /// run session into the workspace, also when the dialog was gone before the upload ended.
    void pagesSession_recordsTheAttemptInTheWorkspace_afterTheDialogIsGone()
    {
        QTemporaryDir wsDir;
        QVERIFY(wsDir.isValid());
        const QString ws = wsDir.path();
        ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, acceptedManifest());
        ptq::WorkspaceWriter writer;
        ptq::RunSession run(&writer);
        run.setRoot(ws);
        ptq::PublishSession publishing(&run);
        QProcessEnvironment e = env();
        e.insert(u"FAKE_PUBLISH_SLEEP"_s, u"1"_s);
        publishing.setEnvironment(e);
        publishing.setWorkspace(ws, acceptedManifest());
        std::optional<ptq::Result<Json>> recorded;
        connect(&publishing, &ptq::PublishSession::recorded, this, [&](const ptq::Result<Json> &m) { recorded.emplace(m); });
        {
            PublishDialog dialog(&publishing);
            dialog.show();
            child<QLineEdit>(&dialog, "repoIdLineEdit")->setText(u"me/tiny"_s);
            auto *approve = child<QPushButton>(&dialog, "approvePushButton");
            QTRY_VERIFY(approve->isEnabled());
            QTest::mouseClick(approve, Qt::LeftButton);
            QVERIFY(dialog.isPublishing());
        }
        QVERIFY(publishing.isPublishing());
        QTRY_VERIFY_WITH_TIMEOUT(recorded.has_value(), 15'000);
        QVERIFY2(recorded->ok(), recorded->ok() ? "" : qPrintable(recorded->error().message));
        const auto onDisk = ptq::ArtifactIo::load(ws + u"/run_manifest.yaml"_s);
        QVERIFY(onDisk.ok());
        QVERIFY(onDisk->json.at("outputs").contains("publish"));
        const Json record = onDisk->json.at("outputs").at("publish");
        QVERIFY2(record.at("status") == Json("published"), record.dump().c_str());
        QVERIFY(record.at("repo_id") == Json("me/tiny"));
        QVERIFY(record.at("approval_sha256") == Json(publishing.proposal()->digest.toStdString()));
    }
    /// #34: the dialog and `ptq-studio publish` cannot drift. The same upload of the same export,
    /// approved once in the dialog (page 4's session) and once on the command line, shows the same
    /// approval token and records the same outcome in run_manifest.yaml.
    void dialogAndCommand_recordTheSameOutcome()
    {
        QTemporaryDir wsDir;
        QVERIFY(wsDir.isValid());
        const QString pageWs = wsDir.path() + u"/page"_s;
        const QString cliWs = wsDir.path() + u"/cli"_s;
        for (const QString &ws : {pageWs, cliWs}) {
            QDir().mkpath(ws);
            ptq::test::writeArtifact(ws, ptq::ArtifactKind::Manifest, acceptedManifest());
        }
        ptq::WorkspaceWriter writer;
        ptq::RunSession run(&writer);
        run.setRoot(pageWs);
        ptq::PublishSession publishing(&run);
        publishing.setEnvironment(env());
        publishing.setWorkspace(pageWs, acceptedManifest());
        std::optional<ptq::Result<Json>> recorded;
        connect(&publishing, &ptq::PublishSession::recorded, this, [&](const ptq::Result<Json> &m) { recorded.emplace(m); });
        PublishDialog dialog(&publishing);
        dialog.show();
        child<QLineEdit>(&dialog, "repoIdLineEdit")->setText(u"me/tiny"_s);
        auto *approve = child<QPushButton>(&dialog, "approvePushButton");
        QTRY_VERIFY(approve->isEnabled());
        QTest::mouseClick(approve, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(recorded.has_value(), 15'000);
        QVERIFY2(recorded->ok(), recorded->ok() ? "" : qPrintable(recorded->error().message));

        const auto cli = [&](const QStringList &args, QByteArray *output) {
            QProcess p;
            p.setProcessEnvironment(env());
            p.start(PTQ_STUDIO_BINARY, QStringList{u"publish"_s, u"--workspace"_s, cliWs, u"--repo"_s, u"me/tiny"_s} + args);
            if (!p.waitForFinished(60'000))
                return -1;
            *output = p.readAllStandardOutput() + p.readAllStandardError();
            return p.exitCode();
        };
        QByteArray text;
        QCOMPARE(cli({}, &text), 0);
        const QRegularExpressionMatch m = QRegularExpression(u"Approval token: ([0-9a-f]{64})"_s).match(QString::fromUtf8(text));
        QVERIFY2(m.hasMatch(), text.constData());
        QCOMPARE(m.captured(1).toLatin1(), dialog.proposal()->digest); // the button and the command approve the same upload
        QCOMPARE(cli({u"--approve"_s, m.captured(1)}, &text), 0);

        const auto pageRead = ptq::ArtifactIo::load(pageWs + u"/run_manifest.yaml"_s);
        const auto cliRead = ptq::ArtifactIo::load(cliWs + u"/run_manifest.yaml"_s);
        QVERIFY(pageRead.ok() && cliRead.ok());
        QVERIFY(pageRead->json.at("outputs").contains("publish") && cliRead->json.at("outputs").contains("publish"));
        const Json &a = pageRead->json.at("outputs").at("publish");
        const Json &b = cliRead->json.at("outputs").at("publish");
        QVERIFY2(a.at("status") == Json("published"), a.dump().c_str());
        QCOMPARE(a.size(), b.size());
        for (auto it = a.begin(); it != a.end(); ++it) {
            if (it.key() == "at" || it.key() == "log") // when, and each workspace's own log
                continue;
            QVERIFY2(b.contains(it.key()) && b.at(it.key()) == it.value(),
                     qPrintable(QString::fromStdString(it.key() + ": " + it.value().dump() + " vs " + b.value(it.key(), Json()).dump())));
        }
    }
};

QTEST_MAIN(TestPublishDialog)
#include "tst_publishdialog.moc"
