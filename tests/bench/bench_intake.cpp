// Intake speed: (a) a local folder whose index names 50,000 tensors, against reading and
// JSON-parsing the same files; (b) Hub intake with 100 ms latency per request, against one
// request's latency (the fetches must really run concurrently).
#include "analysis/modelanalyzer.h"
#include "benchsupport.h"
#include "fakes/fakehub.h"
#include "source/hubclient.h"
#include "source/localreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

using namespace Qt::Literals::StringLiterals;

namespace {

QByteArray bigIndex(int tensors)
{
    nlohmann::json index;
    index["metadata"]["total_size"] = 140000000000LL;
    nlohmann::json &map = index["weight_map"];
    int n = 0;
    for (int layer = 0; n < tensors; ++layer) {
        for (int expert = 0; expert < 64 && n < tensors; ++expert) {
            for (const char *proj : {"gate_proj", "up_proj", "down_proj"}) {
                if (n++ >= tensors)
                    break;
                map["model.layers." + std::to_string(layer) + ".mlp.experts." + std::to_string(expert) + "." + proj
                    + ".weight"] = "model-" + std::to_string(layer % 50) + "-of-00050.safetensors";
            }
        }
    }
    return QByteArray::fromStdString(index.dump(2));
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

bool localIntake()
{
    QTemporaryDir dir;
    write(dir.filePath(u"config.json"_s),
          R"({"model_type":"qwen3_moe","num_hidden_layers":300,"num_experts":64,"hidden_size":4096,"architectures":["Qwen3MoeForCausalLM"]})");
    write(dir.filePath(u"model.safetensors.index.json"_s), bigIndex(50000));
    write(dir.filePath(u"tokenizer_config.json"_s), "{}");

    const double floor = ptq::bench::medianMs(7, [&] {
        for (const char *name : {"config.json", "model.safetensors.index.json", "tokenizer_config.json"}) {
            QFile f(dir.filePath(QString::fromLatin1(name)));
            f.open(QIODevice::ReadOnly);
            const QByteArray bytes = f.readAll();
            const nlohmann::json parsed = nlohmann::json::parse(bytes.cbegin(), bytes.cend());
            if (parsed.is_null())
                qFatal("empty");
        }
    });
    qint64 linear = 0;
    const double ours = ptq::bench::medianMs(7, [&] {
        ptq::Result<ptq::ConfigFiles> files = ptq::LocalModelReader::read(dir.path(), ptq::SourceInfo());
        ptq::Result<ptq::ModelAnalysis> analysis = ptq::ModelAnalyzer::analyze(*files);
        linear = analysis->linearLayerCount;
    });
    if (linear != 50000)
        qFatal("counted %lld linear modules, expected 50000", linear);
    return ptq::bench::report(u"local intake, 50,000-tensor index"_s, ours, floor, u"ms"_s, 2.0,
                              u"page 1: opening a model folder"_s);
}

bool hubIntake()
{
    ptq::test::FakeHub hub;
    ptq::test::FakeHub::Repo repo;
    repo.id = u"org/model"_s;
    repo.files.insert(u"config.json"_s, R"({"model_type":"llama","num_hidden_layers":32})");
    repo.files.insert(u"generation_config.json"_s, "{}");
    repo.files.insert(u"tokenizer_config.json"_s, "{}");
    repo.files.insert(u"model.safetensors.index.json"_s,
                      R"({"metadata":{"total_size":1},"weight_map":{"model.layers.0.mlp.up_proj.weight":"a.safetensors"}})");
    hub.addRepo(repo);
    hub.setLatencyMs(100);

    QNetworkAccessManager network;
    const double floor = ptq::bench::medianMs(5, [&] {
        QNetworkReply *reply = network.get(QNetworkRequest(QUrl(hub.endpoint() + u"/org/model/resolve/main/config.json"_s)));
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        reply->deleteLater();
    });
    const double ours = ptq::bench::medianMs(5, [&] {
        ptq::HubClient client;
        ptq::HubSettings settings;
        settings.endpoint = hub.endpoint();
        client.setSettings(settings);
        QEventLoop loop;
        bool ok = false;
        QObject::connect(&client, &ptq::HubClient::finished, &loop, [&](const ptq::Result<ptq::ConfigFiles> &r) {
            ok = r.ok();
            loop.quit();
        });
        client.fetch(repo.id, QString());
        loop.exec();
        if (!ok)
            qFatal("hub intake failed");
    });
    return ptq::bench::report(u"Hub intake, 6 files at 100 ms latency"_s, ours, floor, u"ms"_s, 1.5,
                              u"page 1: a Hugging Face model id"_s);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool a = localIntake();
    const bool b = hubIntake();
    return a && b ? 0 : 1;
}
