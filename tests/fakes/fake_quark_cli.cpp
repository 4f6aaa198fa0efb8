// A stand-in for `quark-cli` (AMD Quark's CLI), written from its documented behaviour
// (shared/docs/quark-cli.md). It prints the argparse --help of a chosen generation in the
// Python ≤3.12 or 3.13 layout, and fails like the real one when its dependencies are missing.
//
// A run (`torch-llm-ptq --model_dir … --output_dir …`) logs the documented stage sequence on
// stderr with ANSI colours and tqdm `\r` bars, and writes a plausible export (config.json with a
// quark quantization_config, safetensors shards with valid headers, an index, tokenizer files).
//
// Environment:
//   FAKE_QUARK_VERSION  0.10 | 0.11 | 0.12 (default) | post-0.12 | 0.13 (its help is checked against the real 0.13)
//   FAKE_QUARK_PYTHON   3.12 (default) | 3.13   help layout
//   FAKE_QUARK_MISSING_DEPS=1   exit 1 with the dependency message, as when torch is missing
//   FAKE_QUARK_HELP_DELAY_MS    sleep before answering (the real one imports torch first)
//   FAKE_QUARK_STEP_MS          pause between log steps (default 5)
//   FAKE_QUARK_SHARDS           number of safetensors shards (default 2; 1 writes model.safetensors)
//   FAKE_QUARK_LAYERS           decoder layers in the export (default 2, or the model's num_hidden_layers where
//                               --model_dir holds weights)
//   FAKE_QUARK_FAIL             oom | unsupported | gated | usage | kill | hang | nofiles | evalfail | partial |
//                               dataset-offline (the calibration dataset not cached, offline: datasets' real text) |
//                               nogpu (0.13 on a machine without a GPU: the model placed on "disk", then the real
//                               MemoryError of tests/fixtures/real-0.13/cpu-without-gpu.log) |
//                               diskfull (the disk fills during the export: eight 0-byte files, then what
//                               safetensors raises on ENOSPC, exit 1)
//   FAKE_QUARK_FAIL_FILE        a file whose first line is read as FAKE_QUARK_FAIL at each run (a GUI walk changes
//                               the mode between runs without restarting the app); overrides FAKE_QUARK_FAIL
//   FAKE_QUARK_FLOOD            emit this many extra log lines as fast as possible during calibration
//   FAKE_QUARK_FLOOD_NO_NEWLINE emit this many bytes without any newline
//   FAKE_QUARK_INVALID_UTF8=1   emit a line with bytes that are not UTF-8
//   FAKE_QUARK_ECHO_TOKEN=1     print HF_TOKEN the way a careless library might: in a debug
//                               line, split across two writes, and in a request header
//   FAKE_QUARK_LOAD_MODEL=1     read --model_dir as the real one does: an absolute path without config.json
//                               fails the way quark-cli 0.13 with transformers 5 fails there (transformers takes
//                               the path for a Hub id; tests/fixtures/real-0.13/model-folder-missing.log)
//   FAKE_QUARK_IGNORE_TERM=1    with FAKE_QUARK_FAIL=hang: ignore SIGTERM (cancel must escalate to SIGKILL)
//   FAKE_QUARK_WORKER=1         fork a worker that sleeps 120 s and ignores its parent's end, as a data-loader or
//                               compile worker may (the worst case); its PID goes to $FAKE_QUARK_WORKER_PIDFILE
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

struct Opt
{
    std::vector<std::string> flags;
    std::string args; // metavar or {choices}
    std::string help;
};

std::string env(const char *name, const char *fallback)
{
    const char *v = std::getenv(name);
    return v && *v ? v : fallback;
}

std::string failMode()
{
    if (const std::string file = env("FAKE_QUARK_FAIL_FILE", ""); !file.empty()) {
        std::ifstream in(file);
        std::string line;
        std::getline(in, line);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.pop_back();
        return line;
    }
    return env("FAKE_QUARK_FAIL", "");
}

const char *kKv = "{fp8,fp8_dynamic,int8_per_tensor_static,int8_per_tensor_dynamic,int8_per_token,mxfp8,fp6e2m3_per_group,"
                  "mxfp6_e2m3,fp6e3m2_per_group,mxfp6_e3m2,fp4_per_group,mxfp4,None}";
const char *kDatasets = "{pileval,wikitext,cnn_dailymail,pileval_for_awq_benchmark,wikitext_for_gptq_benchmark,"
                        "HuggingFaceH4/ultrachat_200k,ScienceQA}";

std::vector<Opt> optionsFor(const std::string &version)
{
    std::vector<Opt> o;
    o.push_back({{"-h", "--help"}, "", "show this help message and exit"});
    if (version == "0.10") {
        o.push_back({{"--model_dir"}, "MODEL_DIR", "Specify where the HuggingFace model is. This example support Llama, OPT models"});
        o.push_back({{"--device"}, "{cuda,cpu}", ""});
        o.push_back({{"--multi_gpu"}, "", ""});
        o.push_back({{"--multi_device"}, "", "we allow you to use this mode to run a model quantization that exceeds the size of your gpu memory"});
        o.push_back({{"--dataset"}, kDatasets, "Dataset for calibration"});
        o.push_back({{"--data_type"}, "{auto,float16,bfloat16,float32}", ""});
        o.push_back({{"--seq_len"}, "SEQ_LEN", ""});
        o.push_back({{"--batch_size"}, "BATCH_SIZE", ""});
        o.push_back({{"--num_calib_data"}, "NUM_CALIB_DATA", "Number of samples for calibration."});
        o.push_back({{"--skip_quantization"}, "", ""});
        o.push_back({{"--group_size"}, "GROUP_SIZE", "Group size for per_group quantization."});
        o.push_back({{"--quant_scheme"},
                     "{w_int4_per_group_sym,w_uint4_per_group_asym,w_int8_a_int8_per_tensor_sym,w_fp8_a_fp8,"
                     "w_mxfp4_a_mxfp4,w_mxfp4_a_fp8,w_mxfp6_e3m2_a_mxfp6_e3m2,w_mxfp6_e2m3_a_mxfp6_e2m3,w_bfp16_a_bfp16,w_mx6_a_mx6}",
                     ""});
        o.push_back({{"--kv_cache_dtype"}, "{fp8,None}", "KV Cache dtype."});
        o.push_back({{"--quant_algo"}, "alg1,alg2", "Quantization Algorithms."});
        o.push_back({{"--exclude_layers"}, "[EXCLUDE_LAYERS ...]", "List of layers to exclude from quantization."});
        o.push_back({{"--model_export"}, "{onnx,quark_format,hf_format,gguf}", "Model export format"});
        o.push_back({{"--output_dir"}, "OUTPUT_DIR", ""});
        o.push_back({{"--skip_evaluation"}, "", ""});
        o.push_back({{"--trust_remote_code"}, "", ""});
        o.push_back({{"--no_trust_remote_code"}, "", ""});
        return o;
    }
    o.push_back({{"--model_dir"}, "MODEL_DIR", "Specify where the HuggingFace model is."});
    if (version == "0.13")
        o.push_back({{"--device"}, "{cuda,cpu}", "Device for running the quantizer"});
    else
        o.push_back({{"--device"}, "DEVICE", "Device for running the quantizer (cuda or cpu)."});
    o.push_back({{"--multi_device"}, "", "Use accelerate to spread the model over all devices and the CPU. Only plain quantization, slow."});
    o.push_back({{"--dataset"}, kDatasets, "Dataset for calibration."});
    o.push_back({{"--seq_len"}, "SEQ_LEN", "Sequence length of calibration data."});
    o.push_back({{"--batch_size"}, "BATCH_SIZE", "Batch size of calibration data."});
    o.push_back({{"--num_calib_data"}, "NUM_CALIB_DATA", "Number of samples for calibration."});
    if (version == "post-0.12" || version == "0.13")
        o.push_back({{"--template_file"}, "TEMPLATE_FILE", "JSON file describing a custom LLMTemplate; see quark-cli register-template -h."});
    o.push_back({{"--quant_scheme"}, "QUANT_SCHEME", "Supported quantization schemes."});
    o.push_back({{"--layer_quant_scheme"}, "PATTERN QUANT_SCHEME", "Per-layer quantization scheme; may be given several times."});
    o.push_back({{"--kv_cache_dtype", "--kv_cache_quant_scheme"}, kKv, "KV cache quantization scheme."});
    o.push_back({{"--quant_algo"}, "alg1,alg2", "Quantization algorithms, e.g. awq,gptq,smoothquant,rotation,quarot."});
    o.push_back({{"--exclude_layers"}, "[EXCLUDE_LAYERS ...]", "Layers to exclude; replaces the template's defaults."});
    o.push_back({{"--output_dir"}, "OUTPUT_DIR", "Directory of the exported model."});
    o.push_back({{"--skip_evaluation"}, "", "Skip the perplexity evaluation after export."});
    if (version != "0.11")
        o.push_back({{"--evaluation_dataset"}, "{wikitext,wikitext_gpt_oss_120b}", "Dataset for the perplexity evaluation."});
    o.push_back({{"--no_trust_remote_code"}, "", "Do not trust remote code of the model repository."});
    return o;
}

void printHelp(const std::string &version, bool python313)
{
    std::printf("usage: quark-cli torch-llm-ptq [-h] --model_dir MODEL_DIR [options ...]\n\n");
    std::printf("%s\n", python313 || version != "0.10" ? "options:" : "optional arguments:");
    for (const Opt &opt : optionsFor(version)) {
        std::string invocation;
        for (std::size_t i = 0; i < opt.flags.size(); ++i) {
            if (i)
                invocation += ", ";
            invocation += opt.flags[i];
            const bool last = i + 1 == opt.flags.size();
            // Python 3.13 prints the metavar once, after the last flag; earlier versions after each.
            if (!opt.args.empty() && (!python313 || last))
                invocation += " " + opt.args;
        }
        std::string line = "  " + invocation;
        if (line.size() <= 22) {
            line.resize(24, ' ');
            std::printf("%s%s\n", line.c_str(), opt.help.c_str());
        } else {
            std::printf("%s\n", line.c_str());
            if (!opt.help.empty())
                std::printf("                        %s\n", opt.help.c_str());
        }
    }
}


// ---- run mode ---------------------------------------------------------------------------

const char *kGreen = "\x1b[32m";
const char *kYellow = "\x1b[33m";
const char *kRed = "\x1b[31m";
const char *kReset = "\x1b[0m";

void pause()
{
    std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(env("FAKE_QUARK_STEP_MS", "5").c_str())));
}

void info(const std::string &message)
{
    // Quark's logger (quark/common/utils/log.py, checked against the real 0.13 by the real tier):
    // a colour code, a newline, the record, a reset, a newline.
    std::fprintf(stderr, "%s\n[QUARK-INFO]: %s%s\n", kGreen, message.c_str(), kReset);
    std::fflush(stderr);
    pause();
}

void warning(const std::string &message)
{
    std::fprintf(stderr, "%s\n[QUARK-WARNING]: %s%s\n", kYellow, message.c_str(), kReset);
    std::fflush(stderr);
}

void bar(const std::string &desc, int total)
{
    for (int i = 0; i <= total; ++i) {
        const int percent = total ? i * 100 / total : 100;
        std::string filled(percent / 10, '#');
        filled.resize(10, ' ');
        std::fprintf(stderr, "\r%s%s%3d%%|%s| %d/%d [00:%02d<00:%02d,  %.2fit/s]", desc.c_str(), desc.empty() ? "" : ": ",
                     percent, filled.c_str(), i, total, i % 60, (total - i) % 60, 3.5);
        std::fflush(stderr);
        pause();
    }
    std::fprintf(stderr, "\n");
}

void traceback(const std::vector<std::string> &frames, const std::string &exception)
{
    std::fprintf(stderr, "Traceback (most recent call last):\n");
    for (const std::string &f : frames)
        std::fprintf(stderr, "  %s\n", f.c_str());
    std::fprintf(stderr, "%s\n", exception.c_str());
    std::fflush(stderr);
}

std::string jsonString(const std::string &s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

struct Tensor
{
    std::string name;
    std::string dtype;
    std::vector<long long> shape;
    long long bytes;
};

void writeSafetensors(const std::string &path, const std::vector<Tensor> &tensors)
{
    std::string header = "{\"__metadata__\":{\"format\":\"pt\"}";
    long long offset = 0;
    for (const Tensor &t : tensors) {
        header += "," + jsonString(t.name) + ":{\"dtype\":\"" + t.dtype + "\",\"shape\":[";
        for (std::size_t i = 0; i < t.shape.size(); ++i)
            header += (i ? "," : "") + std::to_string(t.shape[i]);
        header += "],\"data_offsets\":[" + std::to_string(offset) + "," + std::to_string(offset + t.bytes) + "]}";
        offset += t.bytes;
    }
    header += "}";
    while (header.size() % 8)
        header += ' ';
    std::ofstream out(path, std::ios::binary);
    const std::uint64_t n = header.size();
    for (int i = 0; i < 8; ++i)
        out.put(char((n >> (8 * i)) & 0xff));
    out << header;
    std::string zeros(4096, '\0');
    for (long long left = offset; left > 0; left -= 4096)
        out.write(zeros.data(), std::min<long long>(left, 4096));
}

// An integer field of config.json, read the crude way (the fake has no JSON library): the first
// `"key": N` anywhere in the file; 0 when it is not there.
long long configInt(const std::string &text, const std::string &key)
{
    const std::string quoted = "\"" + key + "\"";
    std::size_t at = text.find(quoted);
    if (at == std::string::npos)
        return 0;
    at = text.find(':', at + quoted.size());
    if (at == std::string::npos)
        return 0;
    return std::atoll(text.c_str() + at + 1);
}

// The dimensions of the export. A model folder with weights and a llama-style config.json (the
// bundled example, the tests' small models) gets an export of its own shapes, so that its size
// against the source is what a real export's is; any other folder (a config-only fixture that
// may declare 70B) gets the small fixed shapes.
struct Dims
{
    long long hidden = 16, intermediate = 16, kvDim = 16, vocab = 32;
    int layers = 2;
};

Dims exportDims(const std::string &modelDir)
{
    Dims d;
    DIR *dir = opendir(modelDir.c_str());
    bool weights = false;
    if (dir) {
        while (const dirent *e = readdir(dir)) {
            const std::string name = e->d_name;
            weights = weights || (name.size() > 12 && name.compare(name.size() - 12, 12, ".safetensors") == 0);
        }
        closedir(dir);
    }
    std::ifstream in(modelDir + "/config.json");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const long long hidden = configInt(text, "hidden_size"), intermediate = configInt(text, "intermediate_size");
    const long long vocab = configInt(text, "vocab_size"), layers = configInt(text, "num_hidden_layers");
    const long long heads = configInt(text, "num_attention_heads");
    const long long kvHeads = configInt(text, "num_key_value_heads") > 0 ? configInt(text, "num_key_value_heads") : heads;
    const long long headDim = configInt(text, "head_dim") > 0 ? configInt(text, "head_dim") : heads > 0 ? hidden / heads : 0;
    const long long perLayer = hidden * hidden * 2 + hidden * kvHeads * headDim * 2 + hidden * intermediate * 3;
    // 16-bit weights under 64 MiB: small enough for a test, and dimensions every packing divides.
    if (weights && hidden % 32 == 0 && intermediate > 0 && vocab > 0 && layers > 0 && kvHeads * headDim > 0
        && (perLayer * layers + 2 * vocab * hidden) * 2 < (64ll << 20)) {
        d.hidden = hidden;
        d.intermediate = (intermediate + 7) / 8 * 8;
        d.kvDim = kvHeads * headDim;
        d.vocab = vocab;
        d.layers = int(layers);
    }
    return d;
}

int run(const std::vector<std::string> &args, const std::string &version)
{
    std::map<std::string, std::vector<std::string>> opts;
    std::vector<std::string> unknown;
    const std::map<std::string, int> nargs{{"model_dir", 1}, {"device", 1}, {"multi_device", 0}, {"dataset", 1},
                                           {"seq_len", 1}, {"batch_size", 1}, {"num_calib_data", 1}, {"quant_scheme", 1},
                                           {"layer_quant_scheme", 2}, {"kv_cache_dtype", 1}, {"kv_cache_quant_scheme", 1},
                                           {"quant_algo", 1}, {"exclude_layers", -1}, {"output_dir", 1},
                                           {"skip_evaluation", 0}, {"evaluation_dataset", 1}, {"template_file", 1},
                                           {"no_trust_remote_code", 0}};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a.rfind("--", 0) != 0 || !nargs.count(a.substr(2))) {
            unknown.push_back(a);
            continue;
        }
        const std::string name = a.substr(2);
        int n = nargs.at(name);
        std::vector<std::string> &values = opts[name];
        if (n < 0) {
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                values.push_back(args[++i]);
        } else {
            for (int k = 0; k < n && i + 1 < args.size(); ++k)
                values.push_back(args[++i]);
        }
    }
    if (!opts.count("model_dir") || failMode() == "usage") {
        std::fprintf(stderr, "usage: quark-cli torch-llm-ptq [-h] --model_dir MODEL_DIR [options ...]\n"
                             "quark-cli torch-llm-ptq: error: the following arguments are required: --model_dir\n");
        return 2;
    }
    if (!unknown.empty() && version != "0.11") {
        std::string list;
        for (const std::string &u : unknown)
            list += (list.empty() ? "'" : ", '") + u + "'";
        std::fprintf(stderr, "usage: quark-cli torch-llm-ptq [-h] --model_dir MODEL_DIR [options ...]\n"
                             "quark-cli: error: Unknown arguments: [%s]\n", list.c_str());
        return 2;
    }
    const std::string fail = failMode();
    if (env("FAKE_QUARK_WORKER", "0") == "1") {
        if (const pid_t worker = fork(); worker == 0) {
            for (int fd = 0; fd < 3; ++fd)
                close(fd); // the worker holds no pipe: the leader's end is what ends the run
            std::this_thread::sleep_for(std::chrono::seconds(120));
            _exit(0);
        } else if (const std::string pidFile = env("FAKE_QUARK_WORKER_PIDFILE", ""); worker > 0 && !pidFile.empty()) {
            std::ofstream(pidFile) << worker << '\n';
        }
    }
    const std::string modelDir = opts["model_dir"][0];
    const std::string outputDir = opts.count("output_dir") ? opts["output_dir"][0] : "exported_model";
    const std::string scheme = opts.count("quant_scheme") ? opts["quant_scheme"][0] : "";
    const Dims dims = exportDims(modelDir);
    const int layers = std::getenv("FAKE_QUARK_LAYERS") ? std::atoi(std::getenv("FAKE_QUARK_LAYERS")) : dims.layers;
    if (scheme.empty()) {
        traceback({"File \"quark/experimental/cli/torch_llm_ptq.py\", line 212, in run"},
                  "ValueError: Unsupported quantization scheme: None");
        return 1;
    }

    info("Working directory is now=/opt/venv/lib/python3.12/site-packages/quark/experimental/cli/torch_llm/llm_ptq/");
    info("Loading model ...");
    if (fail == "nogpu")
        std::fprintf(stderr, "WARNING:accelerate.big_modeling:Some parameters are on the meta device because they were "
                             "offloaded to the disk.\n");
    if (env("FAKE_QUARK_LOAD_MODEL", "0") == "1" && !modelDir.empty() && modelDir[0] == '/'
        && !std::ifstream(modelDir + "/config.json").good()) {
        traceback({"File \"quark/torch/utils/llm/model_preparation.py\", line 472, in get_model",
                   "File \"transformers/utils/hub.py\", line 496, in cached_files"},
                  "OSError: Repo id must be in the form 'repo_name' or 'namespace/repo_name': '" + modelDir
                      + "'. Use `repo_type` argument if needed.");
        return 1;
    }
    bar("Loading checkpoint shards", 4);
    if (fail == "gated") {
        traceback({"File \"transformers/utils/hub.py\", line 470, in cached_files"},
                  "OSError: You are trying to access a gated repo.\nMake sure to have access to it at https://huggingface.co/"
                  + modelDir + ".\n401 Client Error. (Request ID: Root=1-abc)");
        return 1;
    }
    if (env("FAKE_QUARK_ECHO_TOKEN", "0") == "1") {
        const std::string token = env("HF_TOKEN", "");
        info("Using HF token " + token + " from the environment");
        const std::size_t half = token.size() / 2;
        std::fprintf(stderr, "[QUARK-DEBUG]: retry with %s", token.substr(0, half).c_str());
        std::fflush(stderr);
        pause();
        std::fprintf(stderr, "%s\n", token.substr(half).c_str());
        std::fflush(stderr);
        std::printf("headers: {'authorization': 'Bearer %s'}\n", token.c_str());
        std::fflush(stdout);
    }
    info("Initializing tokenizer from " + modelDir);
    info("Loading dataset ...");
    if (fail == "dataset-offline") {
        // What datasets 5.2 raises offline for a dataset not in its cache (tests/fixtures/real-0.13/dataset-offline.log).
        const std::string dataset = opts.count("dataset") ? opts["dataset"][0] : "pileval";
        const std::string repo = dataset.find("wikitext") != std::string::npos  ? "Salesforce/wikitext"
                                 : dataset.find("cnn_dailymail") != std::string::npos ? "abisee/cnn_dailymail"
                                 : dataset.find("ultrachat") != std::string::npos   ? dataset
                                                                                    : "mit-han-lab/pile-val-backup";
        traceback({"File \"datasets/load.py\", line 1125, in dataset_module_factory",
                   "  raise ConnectionError(f\"Couldn't reach '{path}' on the Hub ({e.__class__.__name__})\") from e"},
                  "ConnectionError: Couldn't reach '" + repo + "' on the Hub (OfflineModeIsEnabled)");
        return 1;
    }
    if (fail == "unsupported") {
        traceback({"File \"quark/torch/quantization/config/template.py\", line 301, in get"},
                  "ValueError: There is no model template defined for the model type 'starlight'. Available templates: "
                  "llama, mistral, qwen2.you can refer to register_template to add one.");
        return 1;
    }
    info("Using weight quantization and activation static quantization.");
    info("Quantizing with the quantization configuration:");
    std::fprintf(stderr, "Config(\n  global_quant_config=QLayerConfig(weight=QTensorConfig(dtype=fp8_e4m3)),\n)\n");
    if (fail == "nogpu") {
        // quark-cli 0.13's own check of where the model was placed (quark/torch/quantization/api.py).
        traceback({"File \"quark/experimental/cli/torch_llm_ptq.py\", line 289, in run",
                   "File \"quark/torch/quantization/api.py\", line 280, in quantize_model",
                   "File \"quark/torch/quantization/api.py\", line 441, in _check_model_device"},
                  "MemoryError: Out of memory. The available GPU memory is insufficient to load the entire model. You "
                  "can try adding '--multi_device' ");
        return 1;
    }
    info("In-place OPs replacement start.");
    bar("", 10);
    info("Module exclusion from quantization summary:");
    std::fprintf(stderr, "|Exclude pattern|Number of modules excluded|\n|lm_head|1|\n");
    info("In-place OPs replacement end.");
    if (opts.count("quant_algo")) {
        info("Advanced algorithm start.");
        for (int l = 1; l <= layers; ++l)
            info("Start quantizing layer " + std::to_string(l) + "/" + std::to_string(layers));
        bar("AWQ", layers);
        info("Advanced algorithm end.");
    }
    info("Calibration start.");
    info("Calibrating all weights and biases...");
    if (const long long flood = std::atoll(env("FAKE_QUARK_FLOOD", "0").c_str()); flood > 0) {
        std::string chunk;
        for (long long i = 0; i < flood; ++i) {
            chunk += "\rCalibrating activations: " + std::to_string(int(i * 100 / flood)) + "%|#####     | " +
                     std::to_string(i) + "/" + std::to_string(flood) + " [00:01<00:01,  1000.00it/s]";
            if (i % 3 == 0)
                chunk += "\n[QUARK-INFO]: calibrating batch " + std::to_string(i);
            if (chunk.size() > 1 << 16) {
                std::fwrite(chunk.data(), 1, chunk.size(), stderr);
                chunk.clear();
            }
        }
        std::fwrite(chunk.data(), 1, chunk.size(), stderr);
        std::fprintf(stderr, "\n");
    }
    if (const long long bytes = std::atoll(env("FAKE_QUARK_FLOOD_NO_NEWLINE", "0").c_str()); bytes > 0) {
        std::string chunk(64 * 1024, 'x');
        for (long long left = bytes; left > 0; left -= static_cast<long long>(chunk.size()))
            std::fwrite(chunk.data(), 1, std::min<long long>(left, chunk.size()), stderr);
        std::fprintf(stderr, "\n");
    }
    if (env("FAKE_QUARK_INVALID_UTF8", "0") == "1")
        std::fprintf(stderr, "bad bytes: \xff\xfe\xc0\xaf end\n");
    bar("Calibrating activations", 8);
    if (fail == "oom") {
        traceback({"File \"quark/torch/quantization/api.py\", line 588, in _do_calibration",
                   "File \"torch/nn/modules/module.py\", line 1751, in _call_impl"},
                  "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB. GPU 0 has a total capacity of "
                  "79.19 GiB of which 1.02 GiB is free.");
        return 1;
    }
    if (fail == "kill") {
        std::fflush(stderr);
        raise(SIGKILL);
    }
    if (fail == "hang") {
        if (env("FAKE_QUARK_IGNORE_TERM", "0") == "1")
            std::signal(SIGTERM, SIG_IGN); // only SIGKILL ends it
        std::fflush(stderr);
        for (;;)
            std::this_thread::sleep_for(std::chrono::seconds(1));
    }
    info("Calibration end.");
    info("Model quantization has been completed.");
    info("Freeze model start.");
    bar("Freezing quantized modules", 4);
    info("Freeze model end.");
    info("Exporting hugging face format safetensors...");
    if (fail == "diskfull") {
        // Every file is created, none gets a byte: what a disk that is full leaves behind.
        mkdir(outputDir.c_str(), 0755);
        for (const char *name : {"config.json", "generation_config.json", "model.safetensors.index.json",
                                 "model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors", "tokenizer.json",
                                 "tokenizer_config.json", "special_tokens_map.json"})
            std::ofstream(outputDir + "/" + name);
        // safetensors' save_file on ENOSPC (its Rust writer's io::Error, as Python sees it).
        traceback({"File \"quark/torch/export/api.py\", line 318, in export_safetensors",
                   "File \"safetensors/torch.py\", line 286, in save_file",
                   "  serialize_file(_flatten(tensors), filename, metadata=metadata)"},
                  "safetensors_rust.SafetensorError: Error while serializing: IoError(Os { code: 28, kind: StorageFull, "
                  "message: \"No space left on device\" })");
        return 1;
    }
    if (fail != "nofiles") {
        mkdir(outputDir.c_str(), 0755);
        // Tensors as quark mode exports them (quark-cli.md §6).
        const bool fp8 = scheme == "fp8" || scheme == "ptpc_fp8";
        const bool int4 = scheme.find("int4") != std::string::npos;
        const bool mx = scheme.rfind("mx", 0) == 0;
        const std::string weightDtype = fp8 ? "F8_E4M3" : int4 ? "I32" : mx ? "U8" : scheme == "int8" ? "I8" : "BF16";
        const bool kv = opts.count("kv_cache_dtype") && !opts["kv_cache_dtype"].empty();
        const int shards = std::max(1, std::atoi(env("FAKE_QUARK_SHARDS", "2").c_str()));
        std::vector<std::vector<Tensor>> files(shards);
        std::string weightMap;
        int tensorIndex = 0;
        auto add = [&](const Tensor &t) {
            const int shard = (tensorIndex++) % shards;
            files[shard].push_back(t);
            char name[64];
            std::snprintf(name, sizeof name, "model-%05d-of-%05d.safetensors", shard + 1, shards);
            weightMap += (weightMap.empty() ? "" : ",") + jsonString(t.name) + ":\"" + (shards == 1 ? "model.safetensors" : name) + "\"";
        };
        const long long h = dims.hidden, inter = dims.intermediate, vocab = dims.vocab;
        add({"model.embed_tokens.weight", "BF16", {vocab, h}, vocab * h * 2});
        for (int l = 0; l < layers; ++l) {
            const std::string p = "model.layers." + std::to_string(l) + ".";
            const struct
            {
                const char *name;
                long long out, in;
            } projections[] = {{"self_attn.q_proj", h, h},        {"self_attn.k_proj", dims.kvDim, h},
                               {"self_attn.v_proj", dims.kvDim, h}, {"self_attn.o_proj", h, h},
                               {"mlp.gate_proj", inter, h},         {"mlp.up_proj", inter, h},
                               {"mlp.down_proj", h, inter}};
            for (const auto &proj : projections) {
                const std::string m = p + proj.name;
                const long long out = proj.out, in = proj.in;
                // As the real 0.13 writes them (dtypes checked by the real tier): scales in the
                // model's dtype, INT4 packed eight to an I32 [in, out/8] with an I32 zero point per
                // group of 128 inputs; MXFP4 two values to a byte with an E8M0 scale per 32.
                if (int4) {
                    const long long groups = std::max(1ll, in / 128);
                    add({m + ".weight", weightDtype, {in, out / 8}, in * (out / 8) * 4});
                    add({m + ".weight_scale", "BF16", {groups, out}, groups * out * 2});
                    add({m + ".weight_zero_point", "I32", {groups, out / 8}, groups * (out / 8) * 4});
                } else if (mx) {
                    add({m + ".weight", weightDtype, {out, in / 2}, out * (in / 2)});
                    add({m + ".weight_scale", "U8", {out, std::max(1ll, in / 32)}, out * std::max(1ll, in / 32)});
                } else {
                    add({m + ".weight", weightDtype, {out, in}, out * in * (fp8 || weightDtype == "I8" ? 1 : 2)});
                    add({m + ".weight_scale", "BF16", {}, 2});
                    if (!scheme.empty() && scheme != "ptpc_fp8")
                        add({m + ".input_scale", "BF16", {}, 2});
                }
                if (kv && (std::string(proj.name) == "self_attn.k_proj" || std::string(proj.name) == "self_attn.v_proj"))
                    add({m + ".output_scale", "BF16", {}, 2});
            }
            add({p + "input_layernorm.weight", "BF16", {h}, h * 2});
            add({p + "post_attention_layernorm.weight", "BF16", {h}, h * 2});
        }
        add({"model.norm.weight", "BF16", {h}, h * 2});
        add({"lm_head.weight", "BF16", {vocab, h}, vocab * h * 2});
        long long total = 0;
        for (int s2 = 0; s2 < shards; ++s2) {
            char name[64];
            std::snprintf(name, sizeof name, "model-%05d-of-%05d.safetensors", s2 + 1, shards);
            writeSafetensors(outputDir + "/" + (shards == 1 ? std::string("model.safetensors") : std::string(name)), files[s2]);
            for (const Tensor &t : files[s2])
                total += t.bytes;
        }
        if (shards > 1) {
            std::ofstream index(outputDir + "/model.safetensors.index.json");
            index << "{\"metadata\":{\"total_size\":" << total << "},\"weight_map\":{" << weightMap << "}}";
        }
        std::string exclude = "\"lm_head\"";
        std::ofstream config(outputDir + "/config.json");
        config << "{\"architectures\":[\"LlamaForCausalLM\"],\"model_type\":\"llama\",\"num_hidden_layers\":" << layers
               << ",\"torch_dtype\":\"bfloat16\",\"quantization_config\":{\"quant_method\":\"quark\","
               << "\"global_quant_config\":{\"weight\":{\"dtype\":\"" << (fp8 ? "fp8_e4m3" : int4 ? (scheme.rfind("uint4", 0) == 0 ? "uint4" : "int4") : mx ? "fp4" : scheme == "int8" ? "int8" : "bf16")
               << "\",\"qscheme\":\"" << (int4 || mx ? "per_group" : scheme == "ptpc_fp8" ? "per_channel" : "per_tensor") << "\"}"
               // The activations, as the real exports of these schemes record them
               // (tests/fixtures/exports/<scheme>/config.json): fp8 and int8 static per tensor, MX
               // dynamic per group, ptpc_fp8 dynamic per channel; the weight-only schemes none.
               << (scheme == "ptpc_fp8" ? ",\"input_tensors\":{\"dtype\":\"fp8_e4m3\",\"qscheme\":\"per_channel\",\"is_dynamic\":true}"
                   : fp8 ? ",\"input_tensors\":{\"dtype\":\"fp8_e4m3\",\"qscheme\":\"per_tensor\",\"is_dynamic\":false}"
                   : scheme == "int8" ? ",\"input_tensors\":{\"dtype\":\"int8\",\"qscheme\":\"per_tensor\",\"is_dynamic\":false}"
                   : mx ? ",\"input_tensors\":{\"dtype\":\"fp4\",\"qscheme\":\"per_group\",\"is_dynamic\":true}"
                        : "")
               << "},\"layer_quant_config\":{},\"kv_cache_quant_config\":" << (kv ? "{\"*k_proj\":{\"output_tensors\":{\"dtype\":\"fp8_e4m3\"}},\"*v_proj\":{\"output_tensors\":{\"dtype\":\"fp8_e4m3\"}}}" : "{}")
               << ",\"exclude\":[" << exclude << "],\"quant_mode\":\"eager_mode\",\"version\":\"" << (version == "0.13" ? "0.13" : "0.12")
               << "\",\"algo_config\":null,\"layer_type_quant_config\":{},\"kv_cache_post_rope\":false,\"softmax_quant_spec\":null"
               << ",\"export\":{\"weight_format\":\"real_quantized\",\"pack_method\":\"reorder\",\"kv_cache_group\":"
               << (kv ? "[\"*k_proj\",\"*v_proj\"]" : "[]") << ",\"min_kv_scale\":0.0,\"weight_merge_groups\":null}}}";
        config.close();
        if (fail != "partial") {
            std::ofstream(outputDir + "/generation_config.json") << "{\"bos_token_id\":1,\"eos_token_id\":2}";
            std::ofstream(outputDir + "/tokenizer_config.json") << "{\"padding_side\":\"left\"}";
            std::ofstream(outputDir + "/tokenizer.json") << "{\"version\":\"1.0\"}";
            std::ofstream(outputDir + "/special_tokens_map.json") << "{}";
        }
    }
    bar("Converting QuantLinear for export", 4);
    info("hf_format quantized model exported to " + outputDir + " successfully.");
    info("Successfully exported model to Safetensors format in quark mode: " + outputDir);
    if (!opts.count("skip_evaluation")) {
        info("Evaluating ...");
        if (fail == "evalfail") {
            traceback({"File \"datasets/load.py\", line 1508, in load_dataset"},
                      "ConnectionError: Couldn't reach 'Salesforce/wikitext' on the Hub (LocalEntryNotFoundError)");
            return 1;
        }
        bar("", 6);
        // The real 0.13 logs it (stderr) and prints nothing on stdout.
        info("Perplexity: 6.8312");
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const std::string version = env("FAKE_QUARK_VERSION", "0.12");
    const bool python313 = env("FAKE_QUARK_PYTHON", "3.12") == "3.13";
    if (const int delay = std::atoi(env("FAKE_QUARK_HELP_DELAY_MS", "0").c_str()); delay > 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(delay));
    if (env("FAKE_QUARK_MISSING_DEPS", "0") == "1") {
        // The real CLI imports torch/datasets/transformers for every subcommand, --help included.
        std::printf("AMD Quark CLI dependencies need to be installed with `pip install amd-quark[cli]`: "
                    "No module named 'torch'\n");
        return 1;
    }
    if (version == "0.13") {
        // Like the real 0.13: every start (--help too) imports quark.torch, which checks and loads
        // its C++ kernels and says so on stderr before anything else.
        info("Checking custom ops library ...");
        info("Stable ABI custom ops JIT compilation complete.");
        info("C++ kernel loading/compilation is complete. Total time: 0.3021 seconds");
    }
    if (argc < 2 || std::strcmp(argv[1], "torch-llm-ptq") != 0) {
        std::fprintf(stderr, "usage: quark-cli [-h] {onnx-ptq,onnx-autosearch,export-onnx,export-oga,onnx-validate,"
                             "onnx-prepare-data,torch-llm-ptq,shapeshifter,onnx-adapter} ...\n"
                             "quark-cli: error: argument subcommand: invalid choice\n");
        return 2;
    }
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "-h") == 0 || std::strcmp(argv[i], "--help") == 0) {
            printHelp(version, python313);
            return 0;
        }
    }
    std::vector<std::string> args(argv + 2, argv + argc);
    return run(args, version);
}
