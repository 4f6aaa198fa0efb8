// A stand-in for `quark-cli` (AMD Quark's CLI), written from its documented behaviour
// (shared/docs/quark-cli.md). It prints the argparse --help of a chosen generation in the
// Python ≤3.12 or 3.13 layout, and fails like the real one when its dependencies are missing.
//
// Environment:
//   FAKE_QUARK_VERSION  0.10 | 0.11 | 0.12 (default) | post-0.12
//   FAKE_QUARK_PYTHON   3.12 (default) | 3.13   help layout
//   FAKE_QUARK_MISSING_DEPS=1   exit 1 with the dependency message, as when torch is missing
//   FAKE_QUARK_HELP_DELAY_MS    sleep before answering (the real one imports torch first)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
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
    o.push_back({{"--device"}, "DEVICE", "Device for running the quantizer (cuda or cpu)."});
    o.push_back({{"--multi_device"}, "", "Use accelerate to spread the model over all devices and the CPU. Only plain quantization, slow."});
    o.push_back({{"--dataset"}, kDatasets, "Dataset for calibration."});
    o.push_back({{"--seq_len"}, "SEQ_LEN", "Sequence length of calibration data."});
    o.push_back({{"--batch_size"}, "BATCH_SIZE", "Batch size of calibration data."});
    o.push_back({{"--num_calib_data"}, "NUM_CALIB_DATA", "Number of samples for calibration."});
    if (version == "post-0.12")
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
    std::fprintf(stderr, "fake quark-cli: only --help is simulated so far\n");
    return 2;
}
