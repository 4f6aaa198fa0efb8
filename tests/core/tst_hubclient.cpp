// The Hub client against a loopback server that answers like the Hub, faults included.
#include "analysis/modelanalyzer.h"
#include "fakes/fakehub.h"
#include "process/secretredactor.h"
#include "source/hubclient.h"
#include "testsupport.h"
#include "workflow/intakeservice.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Qt::Literals::StringLiterals;
using ptq::Error;
using ptq::test::FakeHub;

Q_DECLARE_METATYPE(ptq::Error::Code)
Q_DECLARE_METATYPE(ptq::test::FakeHub::Fault)
Q_DECLARE_METATYPE(ptq::Result<ptq::ConfigFiles>)

namespace {

QByteArray fixture(const QString &relative)
{
    QFile file(ptq::test::fixturePath(relative));
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

QByteArray smallIndex()
{
    return R"({"metadata":{"total_size":1000},"weight_map":{
        "model.layers.0.self_attn.q_proj.weight":"model-00001-of-00002.safetensors",
        "model.layers.0.mlp.down_proj.weight":"model-00002-of-00002.safetensors",
        "lm_head.weight":"model-00002-of-00002.safetensors"}})";
}

QByteArray safetensorsFile(int tensors, int padTo = 0)
{
    nlohmann::json header;
    qint64 offset = 0;
    for (int i = 0; i < tensors; ++i) {
        const std::string name = "model.layers." + std::to_string(i) + ".mlp.up_proj.weight";
        header[name] = {{"dtype", "BF16"}, {"shape", {2, 2}}, {"data_offsets", {offset, offset + 8}}};
        offset += 8;
    }
    std::string json = header.dump();
    while (int(json.size()) < padTo || json.size() % 8)
        json.push_back(' ');
    QByteArray file(8, '\0');
    qToLittleEndian<quint64>(json.size(), file.data());
    return file + QByteArray::fromStdString(json) + QByteArray(offset, '\x01');
}

FakeHub::Repo llamaRepo()
{
    FakeHub::Repo repo;
    repo.id = u"meta-llama/Llama-3.1-8B"_s;
    repo.files.insert(u"config.json"_s, fixture(u"models/llama-3.1-8b/config.json"_s));
    repo.files.insert(u"generation_config.json"_s, R"({"bos_token_id": 128000})");
    repo.files.insert(u"tokenizer_config.json"_s, R"({"model_max_length": 131072})");
    repo.files.insert(u"model.safetensors.index.json"_s, smallIndex());
    repo.files.insert(u"model-00001-of-00002.safetensors"_s, QByteArray(64, 'w'));
    repo.safetensorsTotal = 8030261248;
    return repo;
}

struct Outcome
{
    bool ok = false;
    ptq::ConfigFiles files;
    Error error;
    qint64 ms = 0;
};

Outcome fetch(FakeHub &hub, const QString &repo, const QString &revision = QString(), const QString &token = QString(),
              std::function<void(ptq::HubSettings &)> tweak = {})
{
    ptq::HubClient client;
    ptq::HubSettings settings;
    settings.endpoint = hub.endpoint();
    settings.token = token;
    settings.tokenSource = token.isEmpty() ? QString() : u"session"_s;
    settings.baseBackoffMs = 50;
    settings.maxBackoffMs = 200;
    if (tweak)
        tweak(settings);
    client.setSettings(settings);
    QSignalSpy done(&client, &ptq::HubClient::finished);
    QElapsedTimer timer;
    timer.start();
    client.fetch(repo, revision);
    Outcome outcome;
    if (!done.wait(60000)) {
        outcome.error = Error{Error::Code::NetworkTimeout, u"test: no answer"_s};
        return outcome;
    }
    outcome.ms = timer.elapsed();
    const auto result = done.at(0).at(0).value<ptq::Result<ptq::ConfigFiles>>();
    outcome.ok = result.ok();
    if (result.ok())
        outcome.files = *result;
    else
        outcome.error = result.error();
    return outcome;
}

} // namespace

class TestHubClient : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<ptq::Result<ptq::ConfigFiles>>(); }

    void fetch_readsEveryConfigFileConcurrently()
    {
        FakeHub hub;
        hub.addRepo(llamaRepo());
        hub.setLatencyMs(300);
        const Outcome out = fetch(hub, u"meta-llama/Llama-3.1-8B"_s);
        QVERIFY2(out.ok, qPrintable(out.error.message));
        QCOMPARE(out.files.source.commit, llamaRepo().commit);
        QVERIFY(!out.files.config.isEmpty());
        QVERIFY(out.files.generationConfig && out.files.tokenizerConfig && out.files.safetensorsIndex);
        QVERIFY2(!out.files.safetensorsHeader, "with an index, no weights file is touched");
        QCOMPARE(out.files.hubInfo->safetensorsTotal.value_or(0), 8030261248ll);
        QCOMPARE(out.files.hubInfo->fileSizes.value(u"model-00001-of-00002.safetensors"_s), 64);
        QVERIFY2(hub.maxConcurrent() >= 5, qPrintable(u"only %1 requests in flight"_s.arg(hub.maxConcurrent())));
        QVERIFY2(out.ms < 3 * 300, qPrintable(u"took %1 ms for 300 ms latency"_s.arg(out.ms)));
        for (const FakeHub::Seen &seen : hub.requests()) {
            QVERIFY2(!seen.path.endsWith(u"model-00001-of-00002.safetensors"_s), "never a weight shard");
            if (seen.path.endsWith(u"model.safetensors"_s))
                QVERIFY2(seen.range.startsWith("bytes=0-"), "the single-file probe is a Range request");
        }
        const ptq::Result<ptq::ModelAnalysis> analysis = ptq::ModelAnalyzer::analyze(out.files);
        QVERIFY(analysis.ok());
        QCOMPARE(analysis->source.kind, ptq::SourceInfo::Kind::Hub);
        QCOMPARE(analysis->parameters.value_or(0), 8030261248ll);
        QCOMPARE(analysis->countMethod, u"safetensors-index"_s);
    }

    void fetch_singleFileModel_readsOnlyTheHeader_data()
    {
        QTest::addColumn<int>("padTo");
        QTest::addColumn<int>("requests");
        QTest::newRow("header inside the probe") << 0 << 1;
        QTest::newRow("header larger than the probe") << 150000 << 2;
    }

    void fetch_singleFileModel_readsOnlyTheHeader()
    {
        QFETCH(int, padTo);
        QFETCH(int, requests);
        FakeHub hub;
        FakeHub::Repo repo;
        repo.id = u"tiny"_s;
        repo.files.insert(u"config.json"_s, R"({"model_type":"llama","num_hidden_layers":3})");
        repo.files.insert(u"model.safetensors"_s, safetensorsFile(3, padTo));
        hub.addRepo(repo);
        const Outcome out = fetch(hub, u"tiny"_s);
        QVERIFY2(out.ok, qPrintable(out.error.message));
        QVERIFY(out.files.safetensorsHeader.has_value());
        QVERIFY(out.files.safetensorsHeader->startsWith("{\"model.layers.0"));
        int headerRequests = 0;
        for (const FakeHub::Seen &seen : hub.requests())
            headerRequests += seen.path.endsWith(u"model.safetensors"_s) ? 1 : 0;
        QCOMPARE(headerRequests, requests);
        QCOMPARE(ptq::ModelAnalyzer::analyze(out.files)->linearLayerCount, 3ll);
    }

    void errors_areToldApart_data()
    {
        QTest::addColumn<QString>("repo");
        QTest::addColumn<QString>("revision");
        QTest::addColumn<QString>("token");
        QTest::addColumn<Error::Code>("code");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing repo, no token") << u"nobody/nothing"_s << QString() << QString()
                                                << Error::Code::HubRepoNotFound << u"provide a token"_s;
        QTest::newRow("missing repo, with token") << u"nobody/nothing"_s << QString() << u"hf_good"_s
                                                  << Error::Code::HubRepoNotFound << u"no access"_s;
        QTest::newRow("gated, no token") << u"org/gated"_s << QString() << QString() << Error::Code::HubGated
                                         << u"Accept the licence"_s;
        QTest::newRow("gated, token not approved") << u"org/gated"_s << QString() << u"hf_other"_s
                                                   << Error::Code::HubGated << u"not been granted"_s;
        QTest::newRow("invalid token") << u"org/gated"_s << QString() << QString::fromLatin1(FakeHub::kInvalidToken)
                                       << Error::Code::HubUnauthorized << u"invalid"_s;
        QTest::newRow("private, no token") << u"org/private"_s << QString() << QString()
                                           << Error::Code::HubRepoNotFound << u"private"_s;
        QTest::newRow("unknown revision") << u"meta-llama/Llama-3.1-8B"_s << u"v9"_s << QString()
                                          << Error::Code::HubRevisionNotFound << u"\"v9\""_s;
        QTest::newRow("no config.json") << u"org/onnx-only"_s << QString() << QString()
                                        << Error::Code::HubEntryNotFound << u"no config.json"_s;
    }

    void errors_areToldApart()
    {
        QFETCH(QString, repo);
        QFETCH(QString, revision);
        QFETCH(QString, token);
        QFETCH(Error::Code, code);
        QFETCH(QString, phrase);
        FakeHub hub;
        hub.addRepo(llamaRepo());
        FakeHub::Repo gated = llamaRepo();
        gated.id = u"org/gated"_s;
        gated.gated = u"manual"_s;
        gated.acceptedTokens = {"hf_good"};
        hub.addRepo(gated);
        FakeHub::Repo priv = llamaRepo();
        priv.id = u"org/private"_s;
        priv.isPrivate = true;
        hub.addRepo(priv);
        FakeHub::Repo onnx;
        onnx.id = u"org/onnx-only"_s;
        onnx.files.insert(u"model.onnx"_s, "onnx");
        hub.addRepo(onnx);
        const Outcome out = fetch(hub, repo, revision, token);
        QVERIFY(!out.ok);
        QCOMPARE(out.error.code, code);
        QVERIFY2(out.error.message.contains(phrase), qPrintable(out.error.message));
        QVERIFY2(out.error.message.contains(repo), qPrintable(out.error.message));
        if (!token.isEmpty())
            QVERIFY2(!out.error.message.contains(token), "a token never appears in a message");
    }

    void gatedWithApprovedToken_succeeds()
    {
        FakeHub hub;
        FakeHub::Repo gated = llamaRepo();
        gated.id = u"org/gated"_s;
        gated.gated = u"manual"_s;
        gated.acceptedTokens = {"hf_good"};
        hub.addRepo(gated);
        const Outcome out = fetch(hub, u"org/gated"_s, QString(), u"hf_good"_s);
        QVERIFY2(out.ok, qPrintable(out.error.message));
        QCOMPARE(out.files.hubInfo->gated, u"manual"_s);
        QVERIFY(ptq::ModelAnalyzer::analyze(out.files)->hasRisk(u"gated"_s));
    }

    void crossHostRedirect_dropsTheToken()
    {
        FakeHub hub;
        FakeHub::Repo repo = llamaRepo();
        repo.redirectToCdn = true;
        repo.acceptedTokens = {"hf_secret_token"};
        hub.addRepo(repo);
        const Outcome out = fetch(hub, repo.id, QString(), u"hf_secret_token"_s);
        QVERIFY2(out.ok, qPrintable(out.error.message));
        int cdn = 0;
        for (const FakeHub::Seen &seen : hub.requests()) {
            if (seen.path.startsWith(u"/cdn/"_s)) {
                ++cdn;
                QVERIFY2(seen.host.startsWith(u"127.0.0.2"_s), qPrintable(seen.host));
                QVERIFY2(seen.authorization.isEmpty(), "the token followed a redirect to another host");
            } else {
                QCOMPARE(seen.authorization, QByteArray("Bearer hf_secret_token"));
            }
        }
        QVERIFY(cdn >= 4);
    }

    void relativeRedirect_keepsTheToken()
    {
        FakeHub hub;
        FakeHub::Repo repo = llamaRepo();
        repo.relativeRedirect = true;
        hub.addRepo(repo);
        const Outcome out = fetch(hub, repo.id, QString(), u"hf_tok"_s);
        QVERIFY2(out.ok, qPrintable(out.error.message));
        bool sawCache = false;
        for (const FakeHub::Seen &seen : hub.requests()) {
            if (seen.path.startsWith(u"/api/resolve-cache/"_s)) {
                sawCache = true;
                QCOMPARE(seen.authorization, QByteArray("Bearer hf_tok"));
            }
        }
        QVERIFY(sawCache);
    }

    void invalidJson_isIgnoredOrNamed()
    {
        // The model-info API answering junk with 200 (a captive portal, a proxy's error page):
        // the info is ignored and the note says so; the config files still arrive.
        FakeHub hub;
        hub.addRepo(llamaRepo());
        FakeHub::Fault junk;
        junk.pathContains = u"/api/models/"_s;
        junk.status = 200;
        junk.body = "<html><body>Please sign in to the Wi-Fi</body></html>";
        hub.addFault(junk);
        const Outcome out = fetch(hub, u"meta-llama/Llama-3.1-8B"_s);
        QVERIFY(out.ok);
        QVERIFY2(out.files.source.note.contains(u"not valid JSON and was ignored"_s), qPrintable(out.files.source.note));
        QVERIFY2(out.files.source.note.contains(hub.endpoint()), qPrintable(out.files.source.note));
        QVERIFY(!out.files.hubInfo.has_value());
        // A config.json that is not JSON arrives as bytes; the analysis refuses it, naming it.
        FakeHub hub2;
        FakeHub::Repo repo = llamaRepo();
        repo.files[u"config.json"_s] = "{\"model_type\": \"llama\",";
        hub2.addRepo(repo);
        const Outcome out2 = fetch(hub2, repo.id);
        QVERIFY(out2.ok);
        const ptq::Result<ptq::ModelAnalysis> analysis = ptq::ModelAnalyzer::analyze(out2.files);
        QVERIFY(!analysis);
        QVERIFY2(analysis.error().message.contains(u"config.json"_s), qPrintable(analysis.error().message));
    }

    void faults_data()
    {
        QTest::addColumn<FakeHub::Fault>("fault");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<Error::Code>("code");
        QTest::addColumn<int>("minMs");
        FakeHub::Fault f;
        f.pathContains = u"config.json"_s;
        f.status = 429;
        f.headers = {{"Retry-After", "1"}};
        f.times = 1;
        QTest::newRow("429 then fine, honouring Retry-After") << f << true << Error::Code::Invalid << 1000;
        f.headers.clear();
        f.status = 503;
        f.times = 2;
        QTest::newRow("503 twice then fine") << f << true << Error::Code::Invalid << 0;
        f.times = -1;
        QTest::newRow("500 forever") << f << false << Error::Code::HubServerError << 0;
        f.status = 429;
        f.headers = {{"Retry-After", "3600"}};
        QTest::newRow("429 asking for an hour") << f << false << Error::Code::HubRateLimited << 0;
        f = FakeHub::Fault();
        f.pathContains = u"config.json"_s;
        f.status = 302;
        f.headers = {{"Location", "/meta-llama/Llama-3.1-8B/resolve/main/config.json"}};
        QTest::newRow("redirect loop") << f << false << Error::Code::HubRedirect << 0;
        f = FakeHub::Fault();
        f.pathContains = u"/config.json"_s;
        f.truncate = true;
        QTest::newRow("truncated body") << f << false << Error::Code::NetworkOffline << 0;
        f = FakeHub::Fault();
        f.pathContains = u"/config.json"_s;
        f.announcedLength = 10737418240ll;
        QTest::newRow("10 GB Content-Length") << f << false << Error::Code::TooLarge << 0;
        f = FakeHub::Fault();
        f.pathContains = u"/config.json"_s;
        f.bytesPerSecond = 1;
        QTest::newRow("one byte a second") << f << false << Error::Code::NetworkTimeout << 0;
        f = FakeHub::Fault();
        f.pathContains = u"/config.json"_s;
        f.hang = true;
        QTest::newRow("never answers") << f << false << Error::Code::NetworkTimeout << 0;
    }

    void faults()
    {
        QFETCH(FakeHub::Fault, fault);
        QFETCH(bool, ok);
        QFETCH(Error::Code, code);
        QFETCH(int, minMs);
        FakeHub hub;
        hub.addRepo(llamaRepo());
        hub.addFault(fault);
        const Outcome out = fetch(hub, u"meta-llama/Llama-3.1-8B"_s, QString(), QString(), [](ptq::HubSettings &s) {
            s.transferTimeoutMs = 1500;
            s.totalTimeoutMs = 4000;
        });
        QCOMPARE(out.ok, ok);
        if (!ok) {
            QCOMPARE(out.error.code, code);
            QVERIFY2(!out.error.message.isEmpty(), "every failure has a sentence");
            QVERIFY2(out.ms < 10000, qPrintable(u"gave up only after %1 ms"_s.arg(out.ms)));
        }
        QVERIFY2(out.ms >= minMs, qPrintable(u"retried after %1 ms"_s.arg(out.ms)));
    }

    void connectionRefused_isOffline()
    {
        quint16 port = 0;
        {
            FakeHub gone; // take a free port, then close it
            port = gone.port();
        }
        ptq::HubClient client;
        ptq::HubSettings s;
        s.endpoint = u"http://127.0.0.1:%1"_s.arg(port);
        client.setSettings(s);
        QSignalSpy done(&client, &ptq::HubClient::finished);
        client.fetch(u"org/model"_s, QString());
        QVERIFY(done.wait(10000));
        const auto result = done.at(0).at(0).value<ptq::Result<ptq::ConfigFiles>>();
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, Error::Code::NetworkOffline);
        QVERIFY(result.error().isConnectivity());
    }

    void tlsFailure_isReportedAsSuch()
    {
        FakeHub hub; // speaks plain HTTP: a TLS handshake with it fails
        ptq::HubClient client;
        ptq::HubSettings s;
        s.endpoint = u"https://127.0.0.1:%1"_s.arg(hub.port());
        s.transferTimeoutMs = 3000;
        client.setSettings(s);
        QSignalSpy done(&client, &ptq::HubClient::finished);
        client.fetch(u"org/model"_s, QString());
        QVERIFY(done.wait(15000));
        const auto result = done.at(0).at(0).value<ptq::Result<ptq::ConfigFiles>>();
        QVERIFY(!result.ok());
        QVERIFY2(result.error().code == Error::Code::NetworkTls || result.error().code == Error::Code::NetworkOffline,
                 qPrintable(result.error().message));
        QVERIFY(result.error().isConnectivity());
    }

    void invalidJsonConfig_namesTheUrl()
    {
        FakeHub hub;
        FakeHub::Repo repo = llamaRepo();
        repo.files[u"config.json"_s] = "{\"model_type\": llama}";
        hub.addRepo(repo);
        const Outcome out = fetch(hub, repo.id);
        QVERIFY(out.ok);
        const ptq::Result<ptq::ModelAnalysis> analysis = ptq::ModelAnalyzer::analyze(out.files);
        QVERIFY(!analysis.ok());
        QVERIFY2(analysis.error().message.contains(hub.endpoint() + u"/meta-llama/Llama-3.1-8B/resolve/main/config.json"_s),
                 qPrintable(analysis.error().message));
    }

    void settings_readTokenAndEndpointLikeHuggingfaceHub()
    {
        QTemporaryDir dir;
        QProcessEnvironment env;
        env.insert(u"HF_HOME"_s, dir.path());
        env.insert(u"HF_ENDPOINT"_s, u"https://mirror.example/"_s);
        ptq::HubSettings s = ptq::HubSettings::fromEnvironment(env);
        QCOMPARE(s.endpoint, u"https://mirror.example"_s);
        QVERIFY(s.token.isEmpty());
        QFile token(dir.filePath(u"token"_s));
        QVERIFY(token.open(QIODevice::WriteOnly));
        token.write("hf_from_file\n");
        token.close();
        s = ptq::HubSettings::fromEnvironment(env);
        QCOMPARE(s.token, u"hf_from_file"_s);
        QCOMPARE(s.tokenSource, dir.filePath(u"token"_s));
        env.insert(u"HUGGING_FACE_HUB_TOKEN"_s, u"hf_legacy"_s);
        QCOMPARE(ptq::HubSettings::fromEnvironment(env).tokenSource, u"HUGGING_FACE_HUB_TOKEN"_s);
        env.insert(u"HF_TOKEN"_s, u" hf_env \r\n"_s);
        s = ptq::HubSettings::fromEnvironment(env);
        QCOMPARE(s.token, u"hf_env"_s);
        QCOMPARE(s.tokenSource, u"HF_TOKEN"_s);
        QVERIFY(ptq::HubSettings::userAgent().startsWith(u"ptq-studio/"_s));
    }

    void intake_fallsBackToTheCache_whenTheHubIsUnreachable()
    {
        QTemporaryDir cache;
        const QString commit = u"89abcdef0123456789abcdef0123456789abcdef"_s;
        const QString repo = cache.filePath(u"models--meta-llama--Llama-3.1-8B"_s);
        QDir().mkpath(repo + u"/refs"_s);
        QDir().mkpath(repo + u"/snapshots/"_s + commit);
        QFile ref(repo + u"/refs/main"_s);
        ref.open(QIODevice::WriteOnly);
        ref.write(commit.toLatin1());
        ref.close();
        QFile::copy(ptq::test::fixturePath(u"models/llama-3.1-8b/config.json"_s), repo + u"/snapshots/"_s + commit + u"/config.json"_s);

        quint16 port = 0;
        {
            FakeHub gone;
            port = gone.port();
        }
        ptq::IntakeService intake;
        QProcessEnvironment env;
        env.insert(u"HF_HUB_CACHE"_s, cache.path());
        env.insert(u"HF_ENDPOINT"_s, u"http://127.0.0.1:%1"_s.arg(port));
        intake.setEnvironment(env);
        QSignalSpy done(&intake, &ptq::IntakeService::finished);
        intake.start(*ptq::ModelSourceParser::parse(u"meta-llama/Llama-3.1-8B"_s));
        QVERIFY(done.wait(15000));
        auto result = done.at(0).at(0).value<ptq::Result<ptq::ModelAnalysis>>();
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
        QCOMPARE(result->source.kind, ptq::SourceInfo::Kind::Cache);
        QCOMPARE(result->source.commit, commit);
        QVERIFY2(result->source.note.contains(u"could not be reached"_s), qPrintable(result->source.note));
        QCOMPARE(result->modelPath, u"meta-llama/Llama-3.1-8B"_s);

        // Offline mode never touches the network.
        env.insert(u"HF_HUB_OFFLINE"_s, u"1"_s);
        intake.setEnvironment(env);
        intake.start(*ptq::ModelSourceParser::parse(u"meta-llama/Llama-3.1-8B"_s));
        QVERIFY(done.wait(15000));
        result = done.at(1).at(0).value<ptq::Result<ptq::ModelAnalysis>>();
        QVERIFY(result.ok());
        QVERIFY(result->source.note.contains(u"HF_HUB_OFFLINE"_s));

        // Not in the cache either: one message that says both.
        intake.start(*ptq::ModelSourceParser::parse(u"org/absent"_s));
        QVERIFY(done.wait(15000));
        result = done.at(2).at(0).value<ptq::Result<ptq::ModelAnalysis>>();
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(u"models--org--absent"_s), qPrintable(result.error().message));
    }

    void intake_cancel_reportsCancelled()
    {
        FakeHub hub;
        hub.addRepo(llamaRepo());
        hub.setLatencyMs(2000);
        ptq::IntakeService intake;
        QProcessEnvironment env;
        env.insert(u"HF_ENDPOINT"_s, hub.endpoint());
        intake.setEnvironment(env);
        QSignalSpy done(&intake, &ptq::IntakeService::finished);
        intake.start(*ptq::ModelSourceParser::parse(u"meta-llama/Llama-3.1-8B"_s));
        QTest::qWait(100);
        intake.cancel();
        QCOMPARE(done.size(), 1);
        const auto result = done.at(0).at(0).value<ptq::Result<ptq::ModelAnalysis>>();
        QCOMPARE(result.error().code, Error::Code::Cancelled);
        QTest::qWait(300);
        QCOMPARE(done.size(), 1);
    }

    // ---- issue #18, round two: HF_ENDPOINT's credentials, and the token over plain http ----

    void endpointCredentials_neverShownOrStored()
    {
        FakeHub hub;
        hub.addRepo(llamaRepo());
        const QString endpoint = u"http://alice:s3cretPassw0rd@127.0.0.1:%1/?api_key=queryKey123456789#fragmentToken987654"_s
                                     .arg(hub.port());
        const QStringList secrets = {u"alice"_s, u"s3cretPassw0rd"_s, u"queryKey123456789"_s, u"fragmentToken987654"_s};
        QProcessEnvironment env;
        env.insert(u"HF_ENDPOINT"_s, endpoint);
        env.insert(u"HF_HOME"_s, u"/nonexistent"_s);
        const ptq::HubSettings fromEnv = ptq::HubSettings::fromEnvironment(env);
        QCOMPARE(fromEnv.shownEndpoint(), hub.endpoint());
        QStringList said;
        auto run = [&](const QString &repo) {
            ptq::HubClient client;
            ptq::HubSettings settings = fromEnv;
            settings.maxRetries = 0;
            client.setSettings(settings);
            QObject::connect(&client, &ptq::HubClient::progress, &client, [&](const QString &m) { said.append(m); });
            QSignalSpy done(&client, &ptq::HubClient::finished);
            client.fetch(repo, QString());
            if (!done.wait(20000))
                qFatal("no answer");
            return done.at(0).at(0).value<ptq::Result<ptq::ConfigFiles>>();
        };
        const auto found = run(u"meta-llama/Llama-3.1-8B"_s);
        QVERIFY2(found.ok(), qPrintable(found.ok() ? QString() : found.error().message));
        QCOMPARE(found->source.endpoint, hub.endpoint());
        const auto analysis = ptq::ModelAnalyzer::analyze(*found);
        QVERIFY(analysis.ok());
        const QString stored = QString::fromStdString(analysis->toJson(u"2025-01-01T00:00:00Z"_s).dump());
        QVERIFY2(stored.contains(u"\"endpoint\":\"%1\""_s.arg(hub.endpoint())), qPrintable(stored.left(400)));
        const auto missing = run(u"nobody/nothing"_s);
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().message.contains(hub.endpoint()), qPrintable(missing.error().message));
        const QString everything = stored + said.join(u'\n') + missing.error().message + found->source.note;
        for (const QString &secret : secrets)
            QVERIFY2(!everything.contains(secret), qPrintable(secret + u" in: "_s + everything.left(300)));
        // And whatever quark-cli prints of them is redacted like a token.
        const ptq::SecretRedactor redactor = ptq::HubSettings::secretRedactor(env);
        const QString printed = redactor.redact(u"GET %1/x key=queryKey123456789 pw s3cretPassw0rd frag fragmentToken987654"_s
                                                     .arg(endpoint));
        for (const QString &secret : secrets)
            QVERIFY2(!printed.contains(secret), qPrintable(printed));
        QVERIFY(printed.contains(u"127.0.0.1"_s));
    }

    void plainHttpToAnotherHost_getsNoTokenUnlessOptedIn()
    {
        FakeHub hub;
        FakeHub::Repo gated = llamaRepo();
        gated.id = u"org/gated"_s;
        gated.gated = u"manual"_s;
        gated.acceptedTokens = {"hf_good_token_for_this_test"};
        hub.addRepo(gated);
        // 0.0.0.0 reaches this machine's listeners on Linux, yet is not a loopback address: it
        // stands for any other host reached over plain http.
        const QString other = u"http://0.0.0.0:%1"_s.arg(hub.port());
        QStringList said;
        auto run = [&](bool optIn) {
            ptq::HubClient client;
            QProcessEnvironment env;
            env.insert(u"HF_ENDPOINT"_s, other);
            env.insert(u"HF_TOKEN"_s, u"hf_good_token_for_this_test"_s);
            if (optIn)
                env.insert(u"PTQ_ALLOW_INSECURE_ENDPOINT"_s, u"1"_s);
            ptq::HubSettings settings = ptq::HubSettings::fromEnvironment(env);
            settings.maxRetries = 0;
            client.setSettings(settings);
            QObject::connect(&client, &ptq::HubClient::progress, &client, [&](const QString &m) { said.append(m); });
            QSignalSpy done(&client, &ptq::HubClient::finished);
            client.fetch(gated.id, QString());
            if (!done.wait(20000))
                qFatal("no answer");
            return done.at(0).at(0).value<ptq::Result<ptq::ConfigFiles>>();
        };
        const auto refused = run(false);
        QVERIFY(!hub.requests().isEmpty());
        for (const FakeHub::Seen &seen : hub.requests())
            QVERIFY2(seen.authorization.isEmpty(), seen.path.toUtf8().constData());
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, Error::Code::HubGated);
        for (const QString &text : {refused.error().message, said.join(u'\n')}) {
            QVERIFY2(text.contains(u"The token was not sent to %1"_s.arg(other)), qPrintable(text));
            QVERIFY2(text.contains(u"PTQ_ALLOW_INSECURE_ENDPOINT=1"_s), qPrintable(text));
        }
        // The refused fetch's other requests may still be on their way: let them land first.
        for (qsizetype before = -1; before != hub.requests().size();) {
            before = hub.requests().size();
            QTest::qWait(300);
        }
        hub.clearRequests();
        said.clear();
        const auto allowed = run(true);
        QVERIFY2(allowed.ok(), qPrintable(allowed.ok() ? QString() : allowed.error().message));
        int sentThere = 0;
        for (const FakeHub::Seen &seen : hub.requests()) {
            if (seen.host.startsWith(u"0.0.0.0"_s) && ++sentThere)
                QVERIFY2(seen.authorization == "Bearer hf_good_token_for_this_test", qPrintable(seen.path + u' ' + seen.host));
        }
        QVERIFY(sentThere > 0);
        QVERIFY(!said.join(u'\n').contains(u"PTQ_ALLOW_INSECURE_ENDPOINT"_s));
        // Loopback stays allowed without opting in (the fake Hub at 127.0.0.1).
        hub.clearRequests();
        QVERIFY(fetch(hub, gated.id, QString(), u"hf_good_token_for_this_test"_s).ok);
        for (const QString &host : {u"http://localhost:1"_s, u"http://[::1]:1"_s, u"http://127.0.0.1:1"_s, u"https://hub.example"_s}) {
            ptq::HubSettings s;
            s.endpoint = host;
            QVERIFY2(s.mayCarryToken(), qPrintable(host));
        }
    }
};

QTEST_GUILESS_MAIN(TestHubClient)
#include "tst_hubclient.moc"
