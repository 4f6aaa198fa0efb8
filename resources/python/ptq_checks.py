"""PTQ Studio's export checks, run by the app in the run's own Python environment (issue #35).

    python ptq_checks.py perplexity --model_dir D --dataset wikitext --seq_len N --device cpu|cuda --out FILE
    python ptq_checks.py loadcheck --export_dir E --model_dir D --device cpu|cuda --out FILE

`perplexity` measures the ORIGINAL model's perplexity exactly as quark-cli torch-llm-ptq measures
the quantized one (quark/experimental/cli/torch_llm_ptq.py): the model loaded by Quark's own
get_model(model_dir, "auto", device, ...), the tokenizer by Quark's get_tokenizer(model_dir,
max_seq_len=seq_len, model_type), the data and the routine by Quark's own code (wikitext-2-raw-v1's
test split through quark.contrib.llm_eval.ppl_eval, or ppl_eval_with_synthetic_dataset). Nothing of
Quark is copied here: it is called.

`loadcheck` loads the export the way its users will (transformers' AutoModelForCausalLM with
output_loading_info=True), runs one forward pass on a fixed prompt, then does the same with the
original (one model in memory at a time) and compares the logits.

Progress goes to stdout as plain lines; the machine result only to --out (JSON). A failure writes
{"error": ..., "kind": ...} there and exits non-zero.
"""

import argparse
import gc
import json
import math
import os
import sys
import time
import traceback

PROMPT = "The capital of France is Paris. The capital of Germany is Berlin. The capital of Italy is"
MIN_COSINE = 0.90  # below this the export's logits are not the original's: the check fails


def say(text):
    print("[ptq-checks] " + text, flush=True)


def write_result(path, result):
    tmp = path + ".part"
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(result, f, indent=2, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def last_line(exc):
    text = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else type(exc).__name__


def versions():
    out = {}
    for name, module in (("quark", "quark"), ("torch", "torch"), ("transformers", "transformers")):
        try:
            from importlib.metadata import version

            out[name] = version("amd-quark" if name == "quark" else name)
        except Exception:
            try:
                out[name] = __import__(module).__version__
            except Exception:
                out[name] = None
    return out


def free_memory():
    gc.collect()
    try:
        import torch

        if torch.cuda.is_available():
            torch.cuda.empty_cache()
    except Exception:
        pass


def perplexity(args):
    started = time.time()
    import torch
    from quark.contrib.llm_eval import ppl_eval, ppl_eval_with_synthetic_dataset
    from quark.torch.utils.llm import get_model, get_tokenizer

    trust = bool(args.trust_remote_code)
    device = args.device
    # quark-cli asks for multi_gpu placement (device_map="auto" over the GPUs); on a machine
    # without one that map is empty, so the CPU gets the model directly, as --device cpu says.
    multi_gpu = device == "cuda" and torch.cuda.device_count() > 0
    say(f"loading the original model {args.model_dir} on {device} (dtype auto, as quark-cli does)")
    model, _ = get_model(args.model_dir, "auto", device, multi_gpu, False, trust_remote_code=trust)
    model_type = model.config.model_type if hasattr(model.config, "model_type") else model.config.architectures[0]
    tokenizer = get_tokenizer(args.model_dir, max_seq_len=args.seq_len, model_type=model_type, trust_remote_code=trust)
    main_device = model.device if hasattr(model, "device") else device
    dtype = str(next(model.parameters()).dtype).replace("torch.", "")
    say(f"evaluating the original's perplexity on {args.dataset} with Quark's own routine")
    samples = None
    seq_len_eval = None
    with torch.no_grad():
        if args.dataset == "wikitext":
            from datasets import load_dataset

            testdata = load_dataset("Salesforce/wikitext", "wikitext-2-raw-v1", split="test")
            testenc = tokenizer("\n\n".join(testdata["text"]), return_tensors="pt")
            seq_len_eval = 2048  # fixed inside quark.contrib.llm_eval.ppl_eval
            samples = int(testenc.input_ids.numel() // seq_len_eval)
            ppl = ppl_eval(model, testenc, main_device)
        elif args.dataset in ("wikitext_gpt_oss_20b", "wikitext_gpt_oss_120b"):
            from datasets import load_dataset

            samples = len(load_dataset(f"amd/{args.dataset}", split="test"))
            ppl = ppl_eval_with_synthetic_dataset(tokenizer, model, main_device, args.dataset)
        else:
            raise ValueError(f"Unsupported evaluation dataset: {args.dataset}")
    value = float(ppl.item()) if hasattr(ppl, "item") else float(ppl)
    say(f"Perplexity of the original: {value}")
    return {
        "perplexity": value,
        "dataset": args.dataset,
        "samples": samples,
        "seq_len_eval": seq_len_eval,
        "seq_len": args.seq_len,
        "device": device,
        "dtype": dtype,
        "seconds": round(time.time() - started, 3),
        "versions": versions(),
    }


def forward_logits(model_dir, tokenizer, device, trust, user_load):
    import torch
    from transformers import AutoModelForCausalLM

    kwargs = {"dtype": "auto", "trust_remote_code": trust}
    if user_load:
        kwargs["output_loading_info"] = True
    if device == "cuda":
        kwargs["device_map"] = "auto"  # spread over the GPUs as users of a large model do
    loaded = AutoModelForCausalLM.from_pretrained(model_dir, **kwargs)
    model, info = (loaded if user_load else (loaded, None))
    if device != "cuda":
        model.to(device)
    model.eval()
    first = next(model.parameters()).device
    ids = tokenizer(PROMPT, return_tensors="pt").input_ids.to(first)
    with torch.no_grad():
        logits = model(ids).logits[0].float().cpu()
    del model
    free_memory()
    return logits, info


def loadcheck(args):
    started = time.time()
    import torch
    from transformers import AutoTokenizer

    trust = bool(args.trust_remote_code)
    result = {
        "status": "failed",
        "reason": "",
        "missing_keys": [],
        "unexpected_keys": [],
        "cosine": None,
        "cosine_all": None,
        "top1_agreement": None,
        "prompt": PROMPT,
        "seconds": None,
        "versions": versions(),
    }
    try:
        tokenizer = AutoTokenizer.from_pretrained(args.export_dir, trust_remote_code=trust)
        say(f"tokenizer from the export {args.export_dir}")
    except Exception:
        tokenizer = AutoTokenizer.from_pretrained(args.model_dir, trust_remote_code=trust)
        say(f"the export has no tokenizer: using the original's {args.model_dir}")
    say(f"loading the export {args.export_dir} as its users will (AutoModelForCausalLM.from_pretrained)")
    try:
        quantized, info = forward_logits(args.export_dir, tokenizer, args.device, trust, True)
    except Exception as exc:
        result["reason"] = last_line(exc)
        result["seconds"] = round(time.time() - started, 3)
        say(f"the export does not load: {result['reason']}")
        return result
    result["missing_keys"] = sorted(str(k) for k in info.get("missing_keys", []))
    result["unexpected_keys"] = sorted(str(k) for k in info.get("unexpected_keys", []))
    say(f"loaded: {len(result['missing_keys'])} missing and {len(result['unexpected_keys'])} unexpected keys")
    say(f"loading the original {args.model_dir} for the same prompt")
    original, _ = forward_logits(args.model_dir, tokenizer, args.device, trust, False)
    if quantized.shape != original.shape:
        result["reason"] = f"the logits' shapes differ: export {tuple(quantized.shape)}, original {tuple(original.shape)}"
        result["seconds"] = round(time.time() - started, 3)
        return result
    finite = bool(torch.isfinite(quantized).all())
    cos = torch.nn.functional.cosine_similarity(quantized, original, dim=-1)
    result["cosine"] = float(cos[-1]) if finite else None
    result["cosine_all"] = float(cos.mean()) if finite else None
    result["top1_agreement"] = float((quantized.argmax(-1) == original.argmax(-1)).float().mean())
    say(f"cosine (last position) {result['cosine']}, mean over positions {result['cosine_all']}, "
        f"top-1 agreement {result['top1_agreement']}")
    if result["missing_keys"]:
        result["reason"] = f"{len(result['missing_keys'])} parameters the model expects are missing from the export " \
                           f"(e.g. {result['missing_keys'][0]}) and {len(result['unexpected_keys'])} in it are " \
                           f"unexpected: transformers initialised the missing ones at random"
    elif not finite:
        result["reason"] = "the export's logits are not finite (NaN or infinity)"
    elif result["cosine"] is None or math.isnan(result["cosine"]) or result["cosine_all"] < MIN_COSINE:
        result["reason"] = f"the export's logits are not the original's: mean cosine similarity " \
                           f"{result['cosine_all']:.4f} is below {MIN_COSINE}"
    else:
        result["status"] = "passed"
    result["seconds"] = round(time.time() - started, 3)
    return result


def main(argv):
    parser = argparse.ArgumentParser(prog="ptq_checks.py", description="PTQ Studio's export checks")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("perplexity", help="the original model's perplexity, as quark-cli measures it")
    p.add_argument("--model_dir", required=True)
    p.add_argument("--dataset", default="wikitext", choices=["wikitext", "wikitext_gpt_oss_20b", "wikitext_gpt_oss_120b"])
    p.add_argument("--seq_len", type=int, default=512)
    p.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    p.add_argument("--out", required=True)
    p.add_argument("--trust_remote_code", action="store_true")
    c = sub.add_parser("loadcheck", help="load the export as users will and compare it with the original")
    c.add_argument("--export_dir", required=True)
    c.add_argument("--model_dir", required=True)
    c.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    c.add_argument("--out", required=True)
    c.add_argument("--trust_remote_code", action="store_true")
    args = parser.parse_args(argv)
    try:
        result = perplexity(args) if args.command == "perplexity" else loadcheck(args)
    except MemoryError as exc:
        write_result(args.out, {"error": last_line(exc), "kind": "memory"})
        say(f"failed: {last_line(exc)}")
        return 1
    except ImportError as exc:
        write_result(args.out, {"error": last_line(exc), "kind": "dependency"})
        say(f"failed: {last_line(exc)}")
        return 1
    except Exception as exc:
        kind = "memory" if "out of memory" in str(exc).lower() else "error"
        traceback.print_exc()
        write_result(args.out, {"error": last_line(exc), "kind": kind})
        say(f"failed: {last_line(exc)}")
        return 1
    write_result(args.out, result)
    say(f"result written to {args.out}")
    return 0 if result.get("status", "passed") == "passed" else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
