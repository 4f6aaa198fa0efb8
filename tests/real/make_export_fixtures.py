"""Regenerate tests/fixtures/exports: one real quark-cli export per quantization scheme.

Run with the Quark environment's python (the one that owns quark-cli), on CPU, offline:

    $PTQ_QUARK_ENV/bin/python tests/real/make_export_fixtures.py [options]

What it does, in order:

1. Asks the installed quark-cli for its choices: builds the `torch-llm-ptq` argparse parser from
   the installed package (quark.experimental.cli.torch_llm_ptq) and reads the `choices` of
   --quant_scheme, --kv_cache_dtype and --quant_algo. Where an option has no argparse choices
   (quark 0.13: --quant_scheme and --quant_algo are free strings), the list the CLI validates
   against is taken instead: `LLMTemplate.get_supported_schemes()` for --quant_scheme and
   `get_supported_algorithm_types()` for --quant_algo. Where the list came from is recorded.
2. Writes its own tiny llama (1 layer, hidden 128, intermediate 256, 4 heads, 2 kv heads,
   head_dim 32, vocab 512, BF16, fixed seed) into a work dir, with the byte-level BPE tokenizer
   of tests/real/tools/make_models.py (same function, same seed).
3. Runs `quark-cli torch-llm-ptq` once for every --quant_scheme choice plus a few variants
   (KV-cache dtype, algorithms), at most --jobs at a time, under `nice -n 10`.
4. Keeps per run, in OUT/<name>/: config.json, *.safetensors (+ index), generation_config.json,
   fixture.json (argv, exit code, outcome, facts computed from the safetensors headers and
   config.json, load check) and, for a failed run, quark-cli.log (the log's last lines, absolute
   paths replaced by placeholders). Tokenizer files are kept once, in OUT/_tokenizer/.
5. Load check per export, in a separate python subprocess: the fixture + tokenizer are copied to
   a temp dir and loaded with transformers' AutoModelForCausalLM (which dispatches quark exports
   through its QuarkConfig integration) in bfloat16 and in float32; missing/unexpected keys are
   counted and a forward pass on 8 token ids is checked for NaN/Inf and compared with the BF16
   source model's logits.
6. Writes OUT/index.json and OUT/README.md from all fixture.json files present.

Environment: HF_HUB_OFFLINE/HF_DATASETS_OFFLINE/TRANSFORMERS_OFFLINE=1 are set for every child;
HF_HOME is a *copy* of --hf-home (default build/tests/real-data/hf_home, made by
tests/real/tools/make_offline_data.py) so quark/datasets never write into the original. On a
machine without a CUDA device tests/real/cpu_placement is put on PYTHONPATH (see its docstring);
this is recorded in each fixture.json.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime
import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOOLS = REPO / "tests" / "real" / "tools"
CPU_PLACEMENT = REPO / "tests" / "real" / "cpu_placement"
DEFAULT_OUT = REPO / "tests" / "fixtures" / "exports"
DEFAULT_HF_HOME = REPO / "build" / "tests" / "real-data" / "hf_home"

OFFLINE_ENV = {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
for _k, _v in OFFLINE_ENV.items():
    os.environ.setdefault(_k, _v)
os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")

# Modules whose tensors are listed in each fixture's facts.
PROBE_MODULES = [
    "model.layers.0.self_attn.q_proj",
    "model.layers.0.self_attn.k_proj",
    "model.layers.0.self_attn.v_proj",
    "model.layers.0.mlp.down_proj",
    "lm_head",
]
TOKENIZER_FILES = ["tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "chat_template.jinja"]
KEEP_EXACT = ["config.json", "generation_config.json", "model.safetensors.index.json"]
LOG_TAIL_LINES = 30

# Variants on top of "every --quant_scheme choice": (name, scheme, kv_cache_dtype, quant_algo).
# A variant whose scheme / kv dtype / algorithm the installed quark-cli does not offer is skipped.
VARIANTS = [
    ("fp8-kv_fp8", "fp8", "fp8", None),
    ("fp8-kv_int8_per_tensor_static", "fp8", "int8_per_tensor_static", None),
    ("int4_wo_128-awq", "int4_wo_128", None, "awq"),
    ("int4_wo_128-gptq", "int4_wo_128", None, "gptq"),
    ("uint4_wo_128-awq", "uint4_wo_128", None, "awq"),
    ("int8-smoothquant", "int8", None, "smoothquant"),
]

TINY = dict(
    vocab_size=512,
    hidden_size=128,
    intermediate_size=256,
    num_hidden_layers=1,
    num_attention_heads=4,
    num_key_value_heads=2,
    head_dim=32,
    max_position_embeddings=4096,
    rms_norm_eps=1e-6,
    tie_word_embeddings=False,
    bos_token_id=1,
    eos_token_id=2,
    pad_token_id=3,
    use_cache=True,
)
TINY_SEED = 20240613


def log(msg: str) -> None:
    print(f"[{datetime.datetime.now().strftime('%H:%M:%S')}] {msg}", flush=True)


# ---------------------------------------------------------------------------------------------
# 1. choices offered by the installed quark-cli
# ---------------------------------------------------------------------------------------------


def discover_choices() -> dict:
    from quark.experimental.cli.torch_llm_ptq import TorchLLM_PTQ_CLI

    parser = argparse.ArgumentParser(prog="quark-cli torch-llm-ptq", add_help=False)
    TorchLLM_PTQ_CLI.register_subcommand(parser)
    actions = {a.dest: a for a in parser._actions}
    out: dict = {}
    for dest in ("quant_scheme", "kv_cache_dtype", "quant_algo"):
        a = actions[dest]
        entry = {"option_strings": list(a.option_strings), "help": " ".join((a.help or "").split())}
        if a.choices is not None:
            entry["choices"] = [c for c in a.choices if c is not None]
            entry["source"] = "argparse choices"
            if None in a.choices:
                entry["also_accepts_None"] = True
        out[dest] = entry

    from quark.torch import LLMTemplate

    if "choices" not in out["quant_scheme"]:
        out["quant_scheme"]["choices"] = list(LLMTemplate.get_supported_schemes())
        out["quant_scheme"]["source"] = (
            "argparse has no choices; LLMTemplate.get_supported_schemes() (what torch-llm-ptq validates against)"
        )
    if "choices" not in out["quant_algo"]:
        from quark.torch.quantization.config.algo_configs import get_supported_algorithm_types

        out["quant_algo"]["choices"] = list(get_supported_algorithm_types())
        out["quant_algo"]["source"] = (
            "argparse has no choices (comma-separated string); "
            "quark.torch.quantization.config.algo_configs.get_supported_algorithm_types()"
        )
    # What LLMTemplate.get_config() accepts for the KV cache, next to what argparse offers.
    kv_ok = getattr(LLMTemplate, "_SUPPORTED_KV_CACHE_SCHEMES", None)
    if kv_ok is not None:
        out["kv_cache_dtype"]["accepted_by_LLMTemplate_get_config"] = list(kv_ok)
    llama = LLMTemplate.get("llama")
    out["llama_template"] = {
        "exclude_layers_name": list(getattr(llama, "exclude_layers_name", []) or []),
        "kv_layers_name": list(getattr(llama, "kv_layers_name", []) or []),
    }
    return out


# ---------------------------------------------------------------------------------------------
# 2. tiny model
# ---------------------------------------------------------------------------------------------


def make_tiny_model(dest: Path, tokenizer_from: Path | None) -> dict:
    import torch
    from transformers import AutoModelForCausalLM, GenerationConfig, LlamaConfig

    dest.mkdir(parents=True, exist_ok=True)
    if tokenizer_from is not None:
        for f in TOKENIZER_FILES:
            if (tokenizer_from / f).exists():
                shutil.copy2(tokenizer_from / f, dest / f)
        tok_source = "copied from --tokenizer-from"
    else:
        sys.path.insert(0, str(TOOLS))
        import make_models  # tests/real/tools/make_models.py

        tok = make_models.build_tokenizer()
        tok.save_pretrained(dest)
        stm = dest / "special_tokens_map.json"
        if not stm.exists():
            stm.write_text(
                json.dumps({"bos_token": "<s>", "eos_token": "</s>", "pad_token": "<pad>", "unk_token": "<unk>"}, indent=2)
                + "\n"
            )
        tok_source = "tests/real/tools/make_models.py build_tokenizer()"

    config = LlamaConfig(**TINY)
    config.architectures = None
    torch.manual_seed(TINY_SEED)
    model = AutoModelForCausalLM.from_config(config, dtype=torch.bfloat16)
    model.eval()
    model.generation_config = GenerationConfig(
        bos_token_id=1, eos_token_id=2, pad_token_id=3, do_sample=False, max_new_tokens=16
    )
    model.save_pretrained(dest, safe_serialization=True)
    n = sum(p.numel() for p in model.parameters())
    sha = hashlib.sha256((dest / "model.safetensors").read_bytes()).hexdigest()
    return {"params": n, "model.safetensors sha256": sha, "seed": TINY_SEED, "config": TINY, "dtype": "bfloat16", "tokenizer": tok_source}


# ---------------------------------------------------------------------------------------------
# safetensors headers, facts
# ---------------------------------------------------------------------------------------------


def read_header(path: Path) -> tuple[dict, dict]:
    with path.open("rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
    meta = header.pop("__metadata__", {}) or {}
    return header, meta


def all_tensors(directory: Path) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for p in sorted(directory.glob("*.safetensors")):
        header, _ = read_header(p)
        for name, info in header.items():
            out[name] = {"dtype": info["dtype"], "shape": info["shape"], "file": p.name,
                         "nbytes": info["data_offsets"][1] - info["data_offsets"][0]}
    return out


def fmt_tensor(suffix: str, t: dict) -> str:
    return f"{suffix} {t['dtype']} [{','.join(str(d) for d in t['shape'])}]"


def spec_summary(spec) -> str | list | None:
    """One line per quantization spec dict as written in config.json."""
    if spec is None:
        return None
    if isinstance(spec, list):
        return [spec_summary(s) for s in spec]
    if not isinstance(spec, dict):
        return str(spec)
    parts = [str(spec.get("dtype"))]
    qs = spec.get("qscheme")
    if qs:
        parts.append(str(qs))
    if spec.get("group_size") is not None:
        parts.append(f"group {spec['group_size']}")
    if spec.get("ch_axis") is not None:
        parts.append(f"ch_axis {spec['ch_axis']}")
    parts.append("dynamic" if spec.get("is_dynamic") else "static")
    if spec.get("symmetric") is not None:
        parts.append("symmetric" if spec["symmetric"] else "asymmetric")
    for key in ("scale_format", "scale_type", "scale_calculation_mode"):
        if spec.get(key) is not None:
            parts.append(f"{key}={spec[key]}")
    return ", ".join(parts)


def facts_for(export_dir: Path, source_tensors: dict, kv_on: bool) -> dict:
    cfg = json.loads((export_dir / "config.json").read_text())
    qc = cfg.get("quantization_config") or {}
    gq = qc.get("global_quant_config") or {}
    tensors = all_tensors(export_dir)
    facts: dict = {
        "quant_method": qc.get("quant_method"),
        "quantization_config_keys": sorted(qc.keys()),
        "global_quant_config": {
            "weight": gq.get("weight"),
            "weight_summary": spec_summary(gq.get("weight")),
            "input_tensors": gq.get("input_tensors"),
            "input_tensors_summary": spec_summary(gq.get("input_tensors")),
            "output_tensors": gq.get("output_tensors"),
            "output_tensors_summary": spec_summary(gq.get("output_tensors")),
            "bias": gq.get("bias"),
        },
        "layer_quant_config_keys": sorted((qc.get("layer_quant_config") or {}).keys()),
        "layer_type_quant_config_keys": sorted((qc.get("layer_type_quant_config") or {}).keys()),
        "kv_cache_quant_config_present": bool(qc.get("kv_cache_quant_config")),
        "kv_cache_quant_config_keys": sorted((qc.get("kv_cache_quant_config") or {}).keys()),
        "kv_cache_group": qc.get("kv_cache_group"),
        "exclude": qc.get("exclude"),
        "algo_config": [a.get("name") if isinstance(a, dict) else a for a in (qc.get("algo_config") or [])],
        "export": qc.get("export"),
        "modules": {},
    }
    for mod in PROBE_MODULES:
        rows = []
        for name in sorted(tensors):
            if name == mod or name.startswith(mod + "."):
                rows.append(fmt_tensor(name[len(mod) + 1:] if name != mod else "", tensors[name]))
        src = source_tensors.get(mod + ".weight")
        facts["modules"][mod] = {
            "source_weight": fmt_tensor("weight", src) if src else None,
            "tensors": rows,
        }
    by_dtype: dict[str, int] = {}
    for t in tensors.values():
        by_dtype[t["dtype"]] = by_dtype.get(t["dtype"], 0) + 1
    facts["tensor_count"] = len(tensors)
    facts["tensor_count_by_dtype"] = dict(sorted(by_dtype.items()))
    facts["safetensors_files"] = sorted(p.name for p in export_dir.glob("*.safetensors"))
    facts["safetensors_bytes"] = sum(p.stat().st_size for p in export_dir.glob("*.safetensors"))
    facts["source_tensor_bytes"] = sum(t["nbytes"] for t in source_tensors.values())
    facts["kv_variant"] = kv_on
    facts["tensor_names_not_in_source"] = sorted(
        {re.sub(r"^.*\.", ".", n) for n in tensors if n not in source_tensors}
    )
    return facts


# ---------------------------------------------------------------------------------------------
# runs
# ---------------------------------------------------------------------------------------------


class Paths:
    def __init__(self, work: Path, model: Path, quark_env: Path, site_packages: Path, out: Path):
        self.work, self.model, self.quark_env, self.site_packages, self.out = work, model, quark_env, site_packages, out

    def scrub(self, text: str, run_out: Path | None = None) -> str:
        pairs = []
        if run_out is not None:
            pairs.append((str(run_out), "<OUT>"))
        pairs += [
            (str(self.model), "<TINY_MODEL>"),
            (str(self.work / "hf_home"), "<HF_HOME>"),
            (str(self.site_packages), "<SITE_PACKAGES>"),
            (str(self.quark_env), "<QUARK_ENV>"),
            (str(self.work), "<WORK>"),
            (str(REPO), "<REPO>"),
            (tempfile.gettempdir().rstrip("/") + "/", "<TMP>/"),
            (str(Path.home()), "~"),
        ]
        for a, b in pairs:
            text = text.replace(a, b)
        return text


def child_env(paths: Paths, use_cpu_placement: bool) -> tuple[dict, dict]:
    env = dict(os.environ)
    env.update(OFFLINE_ENV)
    env["HF_HOME"] = str(paths.work / "hf_home")
    env.pop("TRANSFORMERS_VERBOSITY", None)
    env["PYTHONUNBUFFERED"] = "1"
    recorded = dict(OFFLINE_ENV, HF_HOME="<HF_HOME: copy of build/tests/real-data/hf_home>")
    if use_cpu_placement:
        env["PYTHONPATH"] = str(CPU_PLACEMENT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        recorded["PYTHONPATH"] = "tests/real/cpu_placement"
    return env, recorded


def run_quark(name: str, scheme: str, kv: str | None, algo: str | None, args, paths: Paths, quark_cli: Path,
              env: dict, recorded_env: dict, source_tensors: dict, use_nice: bool) -> dict:
    run_out = paths.work / "runs" / name
    shutil.rmtree(run_out, ignore_errors=True)
    argv_tail = ["--model_dir", str(paths.model), "--output_dir", str(run_out), "--quant_scheme", scheme]
    if kv:
        argv_tail += ["--kv_cache_dtype", kv]
    if algo:
        argv_tail += ["--quant_algo", algo]
    argv_tail += ["--device", "cpu", "--num_calib_data", str(args.num_calib_data), "--seq_len", str(args.seq_len),
                  "--skip_evaluation", "--no_trust_remote_code"]
    cmd = (["nice", "-n", "10"] if use_nice else []) + [str(quark_cli), "torch-llm-ptq"] + argv_tail
    log_path = paths.work / "logs" / f"{name}.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log(f"start  {name}")
    t0 = time.monotonic()
    timed_out = False
    with log_path.open("wb") as lf:
        try:
            rc = subprocess.run(cmd, stdout=lf, stderr=subprocess.STDOUT, env=env, cwd=paths.work,
                                timeout=args.timeout).returncode
        except subprocess.TimeoutExpired:
            rc, timed_out = None, True
    wall = round(time.monotonic() - t0, 1)
    exported = (rc == 0 and (run_out / "config.json").exists() and any(run_out.glob("*.safetensors")))
    log(f"done   {name}: rc={rc} {'exported' if exported else 'FAILED'} in {wall}s")

    dest = paths.out / name
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    full_log = paths.scrub(log_path.read_text(errors="replace"), run_out)
    tail = full_log.splitlines()[-LOG_TAIL_LINES:]
    fx: dict = {
        "name": name,
        "scheme": scheme,
        "kv_cache_dtype": kv,
        "quant_algo": algo,
        "argv": ["quark-cli", "torch-llm-ptq"] + [paths.scrub(a, run_out) for a in argv_tail],
        "env": recorded_env,
        "nice": 10 if use_nice else None,
        "exit_code": rc,
        "timed_out": timed_out,
        "wall_seconds": wall,
        "outcome": "exported" if exported else "failed",
    }
    if exported:
        for p in sorted(run_out.iterdir()):
            if p.name.endswith(".safetensors") or p.name in KEEP_EXACT:
                shutil.copyfile(p, dest / p.name)
        fx["export_files_not_kept"] = sorted(
            p.name for p in run_out.iterdir() if not (p.name.endswith(".safetensors") or p.name in KEEP_EXACT)
        )
        fx["tokenizer_files"] = {
            f: hashlib.sha256((run_out / f).read_bytes()).hexdigest() for f in TOKENIZER_FILES if (run_out / f).exists()
        }
        fx["facts"] = facts_for(dest, source_tensors, kv is not None)
        warn = [l for l in full_log.splitlines() if re.search(r"\bWARNING\b|Warning:", l)]
        fx["log_warnings"] = warn[:20]
    else:
        fx["log_tail"] = tail
        (dest / "quark-cli.log").write_text("\n".join(tail) + "\n")
    return fx


LOAD_CHECK = r'''
import json, logging, math, sys, warnings, traceback
out = {}
src_dir, fx_dir = sys.argv[1], sys.argv[2]
import torch
import transformers
from transformers import AutoModelForCausalLM
ids = torch.tensor([[1, 17, 42, 99, 256, 300, 411, 7]])
records = []
class H(logging.Handler):
    def emit(self, r):
        records.append(r.getMessage())
transformers.utils.logging.set_verbosity_warning()
transformers.utils.logging.get_logger().addHandler(H())
ref = AutoModelForCausalLM.from_pretrained(src_dir, dtype=torch.float32)
ref.eval()
with torch.no_grad():
    ref_logits = ref(ids).logits.float()
for name, dt in (("bfloat16", torch.bfloat16), ("float32", torch.float32)):
    r = {"dtype": name}
    records.clear()
    w = []
    r["phase"] = "from_pretrained"
    try:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            model, info = AutoModelForCausalLM.from_pretrained(fx_dir, dtype=dt, output_loading_info=True)
        r["missing"] = len(info.get("missing_keys", []))
        r["unexpected"] = len(info.get("unexpected_keys", []))
        r["mismatched"] = len(info.get("mismatched_keys", []))
        r["missing_keys"] = sorted(info.get("missing_keys", []))[:8]
        r["unexpected_keys"] = sorted(info.get("unexpected_keys", []))[:8]
        r["error_msgs"] = [str(e)[:300] for e in info.get("error_msgs", [])][:5]
        r["quantization_config_class"] = type(getattr(model.config, "quantization_config", None)).__name__
        r["q_proj_class"] = type(model.model.layers[0].self_attn.q_proj).__name__
        model.eval()
        r["phase"] = "forward"
        with torch.no_grad():
            logits = model(ids).logits.float()
        r["phase"] = "done"
        r["nan_logits"] = bool(torch.isnan(logits).any())
        r["inf_logits"] = bool(torch.isinf(logits).any())
        fin = torch.isfinite(logits).all()
        if fin:
            a, b = logits.flatten(), ref_logits.flatten()
            r["cosine_vs_source"] = round(float(torch.nn.functional.cosine_similarity(a, b, dim=0)), 4)
            r["max_abs_diff_vs_source"] = round(float((a - b).abs().max()), 4)
            r["argmax_agreement_vs_source"] = round(float((logits.argmax(-1) == ref_logits.argmax(-1)).float().mean()), 3)
        r["ok"] = bool(fin) and r["missing"] == 0 and r["unexpected"] == 0
        r["error"] = None
    except BaseException as e:
        first = (str(e).strip().splitlines() or [""])[0]
        r["ok"] = False
        r["error"] = f"{type(e).__name__}: {first}"[:400]
        r["traceback_tail"] = traceback.format_exc().strip().splitlines()[-6:]
    r["warnings"] = sorted({m.splitlines()[0][:200] for m in records if m.strip()} |
                           {str(x.message).splitlines()[0][:200] for x in w})[:10]
    out[name] = r
print("LOADCHECK_JSON=" + json.dumps(out))
'''


def load_check(name: str, paths: Paths, env: dict, tok_dir: Path, timeout: int, use_nice: bool) -> dict:
    src = paths.out / name
    with tempfile.TemporaryDirectory(prefix=f"loadcheck-{name}-", dir=paths.work) as td:
        d = Path(td) / "model"
        d.mkdir()
        for p in src.iterdir():
            if p.name != "fixture.json":
                shutil.copy2(p, d / p.name)
        for p in tok_dir.iterdir():
            shutil.copy2(p, d / p.name)
        script = Path(td) / "load_check.py"
        script.write_text(LOAD_CHECK)
        cmd = (["nice", "-n", "10"] if use_nice else []) + [sys.executable, str(script), str(paths.model), str(d)]
        e = {k: v for k, v in env.items() if k != "PYTHONPATH"}
        t0 = time.monotonic()
        try:
            cp = subprocess.run(cmd, capture_output=True, text=True, env=e, timeout=timeout, cwd=td)
        except subprocess.TimeoutExpired:
            return {"ok": False, "error": f"TimeoutExpired: load check exceeded {timeout}s", "missing": None,
                    "unexpected": None, "nan_logits": None}
        wall = round(time.monotonic() - t0, 1)
        m = re.search(r"^LOADCHECK_JSON=(.*)$", cp.stdout, re.M)
        if not m:
            tail = paths.scrub((cp.stdout + cp.stderr).replace(td, "<LOADDIR>")).strip().splitlines()[-8:]
            return {"ok": False, "error": f"load check process died (rc {cp.returncode})", "missing": None,
                    "unexpected": None, "nan_logits": None, "output_tail": tail}
        res = json.loads(paths.scrub(m.group(1).replace(td, "<LOADDIR>")))
        bf = res["bfloat16"]
        summary = {k: bf.get(k) for k in ("ok", "missing", "unexpected", "nan_logits", "error", "phase")}
        summary["dtype"] = "bfloat16"
        summary["wall_seconds"] = wall
        summary["by_dtype"] = res
        return summary


# ---------------------------------------------------------------------------------------------
# index / README
# ---------------------------------------------------------------------------------------------


def module_tensor(fx: dict, mod: str, suffix: str) -> str | None:
    for row in ((fx.get("facts") or {}).get("modules", {}).get(mod) or {}).get("tensors", []):
        if row.split(" ", 1)[0] == suffix:
            return row.split(" ", 1)[1]
    return None


def load_cell(fx: dict) -> str:
    ld = fx.get("load")
    if not ld:
        return "n/a"
    cells = []
    for dt in ("bfloat16", "float32"):
        r = (ld.get("by_dtype") or {}).get(dt)
        if r is None:
            cells.append(f"{dt}: {ld.get('error')}")
            continue
        tag = "bf16" if dt == "bfloat16" else "fp32"
        bits = []
        if r.get("missing") or r.get("unexpected"):
            bits.append(f"{r['missing']} missing / {r['unexpected']} unexpected keys")
        if r.get("error"):
            where = {"from_pretrained": "from_pretrained", "forward": "forward pass"}.get(r.get("phase"), "?")
            bits.append(f"{where} raises `{r['error'][:90]}`")
            cells.append(f"{tag}: " + ", ".join(bits))
            continue
        if r.get("nan_logits"):
            bits.append("NaN logits")
        elif r.get("inf_logits"):
            bits.append("Inf logits")
        if not bits:
            bits.append(f"yes (cos {r.get('cosine_vs_source')})")
        cells.append(f"{tag}: " + ", ".join(bits))
    return "; ".join(cells)


def write_index_and_readme(out: Path, meta: dict, order: list[str]) -> None:
    fixtures = {}
    for p in sorted(out.glob("*/fixture.json")):
        fx = json.loads(p.read_text())
        fixtures[fx["name"]] = fx
    names = [n for n in order if n in fixtures] + sorted(n for n in fixtures if n not in order)
    index = dict(meta)
    index["fixtures"] = [
        {
            "name": n,
            "scheme": fixtures[n]["scheme"],
            "kv_cache_dtype": fixtures[n]["kv_cache_dtype"],
            "quant_algo": fixtures[n]["quant_algo"],
            "outcome": fixtures[n]["outcome"],
            "exit_code": fixtures[n]["exit_code"],
            "load_ok": (fixtures[n].get("load") or {}).get("ok"),
        }
        for n in names
    ]
    (out / "index.json").write_text(json.dumps(index, indent=2) + "\n")

    v = meta["versions"]
    ch = meta["choices"]
    lines = [
        "# Real quark-cli export fixtures",
        "",
        "Every folder here is the output of a real `quark-cli torch-llm-ptq` run on CPU (no GPU), made by",
        "`tests/real/make_export_fixtures.py` from a tiny randomly initialised BF16 llama that the script",
        "writes itself (1 layer, hidden 128, intermediate 256, 4 heads, 2 KV heads, head_dim 32, vocab 512,",
        f"seed {TINY_SEED}; {meta['tiny_model']['params']} parameters). Nothing here is hand-written or truncated: the",
        "`*.safetensors` files are the exported bytes.",
        "",
        f"Made with amd-quark {v['amd-quark']}, torch {v['torch']}, transformers {v['transformers']},",
        f"safetensors {v.get('safetensors')}, python {v['python']}, on {meta['generated_on']}.",
        "",
        "## Layout",
        "",
        "- `index.json`: versions, the choices the installed quark-cli offers (and where the list came",
        "  from), the tiny model's config, and one line per fixture.",
        "- `<fixture>/config.json`, `<fixture>/*.safetensors` (+ `model.safetensors.index.json` if quark",
        "  wrote one), `<fixture>/generation_config.json`: kept exactly as quark-cli exported them.",
        "- `<fixture>/fixture.json`: scheme, kv_cache_dtype, quant_algo, argv (paths as placeholders:",
        "  `<TINY_MODEL>`, `<OUT>`), env, exit code, outcome (`exported` / `failed`), `facts` (computed",
        "  from config.json and the safetensors headers: `global_quant_config` weight/input/output specs,",
        "  the tensors of q/k/v_proj, down_proj and lm_head with dtype and shape, tensor counts by dtype,",
        "  bytes) and `load` (the transformers load check, below).",
        "- A failed run's folder holds only `fixture.json` and `quark-cli.log` (the log's last",
        f"  {LOG_TAIL_LINES} lines, absolute paths replaced by placeholders).",
        "- `_tokenizer/`: the tokenizer files quark-cli writes next to every export. They are the same",
        "  bytes for every fixture (each fixture.json records their sha256 under `tokenizer_files`), so",
        "  they are kept once here and not in the fixture folders. Copy them next to a fixture to load it.",
        "- `_source_model/`: config.json, generation_config.json and the safetensors header",
        "  (`safetensors-header.json`) of the BF16 source model (its weights are not kept).",
        "",
        "## Regenerate",
        "",
        "    $PTQ_QUARK_ENV/bin/python tests/real/make_export_fixtures.py \\",
        "        [--out tests/fixtures/exports] [--hf-home build/tests/real-data/hf_home] \\",
        "        [--jobs 2] [--only NAME,NAME] [--skip-load-check] [--load-timeout 120] \\",
        "        [--timeout 1200] [--num-calib-data 4] [--seq-len 32] [--work DIR] [--keep-work] \\",
        "        [--tokenizer-from DIR] [--no-nice] [--recheck-load] [--readme-only]",
        "",
        "(`tests/real/make_export_fixtures.sh` does the same, finding the Quark environment through",
        "`$PTQ_QUARK_ENV`.) `--hf-home` must hold the generated offline calibration data",
        "(`tests/real/tools/make_offline_data.py`); the script works on a copy of it. Runs are offline",
        "(HF_HUB_OFFLINE, HF_DATASETS_OFFLINE, TRANSFORMERS_OFFLINE = 1). On a machine without a CUDA",
        "device `tests/real/cpu_placement` is put on PYTHONPATH for quark-cli (quark-cli 0.13 otherwise",
        "places the model on \"disk\"; see that file); each fixture.json records it under `env`.",
        "`--only` regenerates some folders and rewrites index.json and this README from all folders.",
        "",
        "## What the installed quark-cli offers",
        "",
    ]
    for dest in ("quant_scheme", "kv_cache_dtype", "quant_algo"):
        lines.append(f"- `--{dest}` ({ch[dest]['source']}): " + ", ".join(f"`{c}`" for c in ch[dest]["choices"]))
    if "accepted_by_LLMTemplate_get_config" in ch["kv_cache_dtype"]:
        lines.append("  - of the `--kv_cache_dtype` choices, `LLMTemplate.get_config()` accepts only: "
                     + ", ".join(f"`{c}`" for c in ch["kv_cache_dtype"]["accepted_by_LLMTemplate_get_config"]))
    lines += [
        "",
        "Every `--quant_scheme` choice was run once (argv in each fixture.json); the variants are",
        "`" + "`, `".join(v[0] for v in VARIANTS) + "`.",
        "",
        "## Fixtures",
        "",
        "Columns come from the files here: storage dtype/shape of `model.layers.0.self_attn.q_proj.weight`",
        "(BF16 source [128,128]), its `weight_scale`, a second-level scale (`weight_scale_2` or any other",
        "q_proj tensor besides weight/weight_scale/weight_zero_point/input_*/output_*), zero point, q_proj's",
        "input/output scales and zero points plus k_proj's output_* (KV cache), `global_quant_config.weight`",
        "in order, and the transformers load check (bfloat16; float32).",
        "",
        "| fixture | outcome | q_proj weight | k_proj weight (BF16 [64,128]) | weight_scale | second-level scale | zero point | input / output scale | global weight spec | loads in transformers |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    q = "model.layers.0.self_attn.q_proj"
    for n in names:
        fx = fixtures[n]
        if fx["outcome"] != "exported":
            last = next((l for l in reversed(fx.get("log_tail", [])) if l.strip()), "")
            lines.append(f"| `{n}` | failed (exit {fx['exit_code']}): `{last.strip()[:120]}` | | | | | | | | |")
            continue
        rows = fx["facts"]["modules"][q]["tensors"]
        def is_io(r: str) -> bool:
            return r.startswith("input_") or r.startswith("output_")

        known = {"weight", "weight_scale", "weight_zero_point", "bias"}
        second = [r for r in rows if r.split(" ", 1)[0] not in known and not is_io(r)]
        io = [r for r in rows if is_io(r)]
        io += ["k_proj." + r for r in fx["facts"]["modules"]["model.layers.0.self_attn.k_proj"]["tensors"]
               if r.startswith("output_")]
        ws = fx["facts"]["global_quant_config"]["weight_summary"]
        if isinstance(ws, list):
            ws = " → ".join(f"[{s}]" for s in ws)
        lines.append(
            f"| `{n}` | exported | {module_tensor(fx, q, 'weight') or '—'} "
            f"| {module_tensor(fx, 'model.layers.0.self_attn.k_proj', 'weight') or '—'} | {module_tensor(fx, q, 'weight_scale') or '—'} "
            f"| {'<br>'.join(second) or '—'} | {module_tensor(fx, q, 'weight_zero_point') or '—'} "
            f"| {'<br>'.join(io) or '—'} | {ws} | {load_cell(fx)} |"
        )
    lines += [
        "",
        "`lm_head` is excluded by the llama template (`exclude` in each config.json) and stays BF16 unless",
        "a fixture.json says otherwise. The load check copies fixture + `_tokenizer/` to a temp dir, calls",
        "`AutoModelForCausalLM.from_pretrained(dir, dtype=…, output_loading_info=True)`, counts",
        "missing/unexpected keys, runs a forward pass on 8 token ids and compares the logits with the",
        "BF16 source model's (float32) logits (`cosine_vs_source`).",
        "",
    ]
    (out / "README.md").write_text("\n".join(lines))


# ---------------------------------------------------------------------------------------------


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--hf-home", type=Path, default=DEFAULT_HF_HOME)
    ap.add_argument("--work", type=Path, default=None, help="work dir (default: a new temp dir)")
    ap.add_argument("--keep-work", action="store_true")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default=None, help="comma-separated fixture names to (re)generate")
    ap.add_argument("--skip-load-check", action="store_true")
    ap.add_argument("--load-timeout", type=int, default=120)
    ap.add_argument("--timeout", type=int, default=1200, help="per quark-cli run, seconds")
    ap.add_argument("--num-calib-data", dest="num_calib_data", type=int, default=4)
    ap.add_argument("--seq-len", dest="seq_len", type=int, default=32)
    ap.add_argument("--tokenizer-from", type=Path, default=None)
    ap.add_argument("--no-nice", action="store_true")
    ap.add_argument("--recheck-load", action="store_true",
                    help="no quark-cli runs: redo the load check of the exported fixtures in OUT (or --only)")
    ap.add_argument("--readme-only", action="store_true",
                    help="only rewrite index.json and README.md from OUT/index.json and the fixture.json files")
    args = ap.parse_args()

    if args.readme_only:
        out = args.out.resolve()
        meta = json.loads((out / "index.json").read_text())
        meta.pop("fixtures", None)
        order = [s for s in meta["choices"]["quant_scheme"]["choices"]] + [v["name"] for v in meta["variants"]]
        write_index_and_readme(out, meta, order)
        return 0

    quark_env = Path(sys.prefix)
    quark_cli = Path(sys.executable).parent / "quark-cli"
    if not quark_cli.exists():
        raise SystemExit(f"{quark_cli} not found: run this with the Quark environment's python")
    if not (args.hf_home / "datasets").is_dir():
        raise SystemExit(f"--hf-home {args.hf_home} holds no datasets/ (make it with tests/real/tools/make_offline_data.py)")
    import quark

    site_packages = Path(quark.__file__).resolve().parents[1]

    work = (args.work or Path(tempfile.mkdtemp(prefix="ptq-export-fixtures-"))).resolve()
    work.mkdir(parents=True, exist_ok=True)
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    model_dir = work / "tiny-llama-1l"
    paths = Paths(work, model_dir, quark_env, site_packages, out)
    use_nice = not args.no_nice and shutil.which("nice") is not None

    log("discovering quark-cli choices")
    choices = discover_choices()
    import torch

    use_cpu_placement = torch.cuda.device_count() == 0
    versions = {
        "amd-quark": importlib.metadata.version("amd-quark"),
        "torch": importlib.metadata.version("torch"),
        "transformers": importlib.metadata.version("transformers"),
        "safetensors": importlib.metadata.version("safetensors"),
        "python": sys.version.split()[0],
    }
    log(f"versions {versions}")

    log("writing tiny model")
    shutil.rmtree(model_dir, ignore_errors=True)
    tiny = make_tiny_model(model_dir, args.tokenizer_from)
    source_tensors = all_tensors(model_dir)

    log("copying HF_HOME")
    shutil.rmtree(work / "hf_home", ignore_errors=True)
    shutil.copytree(args.hf_home, work / "hf_home", symlinks=True)
    env, recorded_env = child_env(paths, use_cpu_placement)

    if args.recheck_load:
        old = json.loads((out / "index.json").read_text())
        if old["tiny_model"].get("model.safetensors sha256") != tiny["model.safetensors sha256"]:
            raise SystemExit("--recheck-load: the tiny model written now differs from the one in index.json")
        names = [e["name"] for e in old["fixtures"] if e["outcome"] == "exported"]
        if args.only:
            names = [n for n in names if n in set(args.only.split(","))]

        def recheck(name: str) -> None:
            fx = json.loads((out / name / "fixture.json").read_text())
            log(f"load   {name}")
            fx["load"] = load_check(name, paths, env, out / "_tokenizer", args.load_timeout, use_nice)
            log(f"loaded {name}: {fx['load'].get('ok')} {fx['load'].get('error') or ''}")
            (out / name / "fixture.json").write_text(json.dumps(fx, indent=2) + "\n")

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            list(ex.map(recheck, names))
        old.pop("fixtures", None)
        order = old["choices"]["quant_scheme"]["choices"] + [v["name"] for v in old["variants"]]
        write_index_and_readme(out, old, order)
        if not args.keep_work and args.work is None:
            shutil.rmtree(work, ignore_errors=True)
        return 0

    runs = [(s, s, None, None) for s in choices["quant_scheme"]["choices"]]
    for name, s, kv, algo in VARIANTS:
        if s not in choices["quant_scheme"]["choices"]:
            continue
        if kv and kv not in choices["kv_cache_dtype"]["choices"]:
            continue
        if algo and algo not in choices["quant_algo"]["choices"]:
            continue
        runs.append((name, s, kv, algo))
    order = [r[0] for r in runs]
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - set(order)
        if unknown:
            raise SystemExit(f"--only: unknown fixture names {sorted(unknown)}; known: {order}")
        runs = [r for r in runs if r[0] in wanted]

    tok_dir = out / "_tokenizer"
    src_dir = out / "_source_model"
    src_dir.mkdir(exist_ok=True)
    for f in ("config.json", "generation_config.json"):
        shutil.copy2(model_dir / f, src_dir / f)
    hdr = {p.name: read_header(p)[0] for p in sorted(model_dir.glob("*.safetensors"))}
    hdr = {f: {k: {"dtype": v["dtype"], "shape": v["shape"]} for k, v in sorted(h.items())} for f, h in hdr.items()}
    (src_dir / "safetensors-header.json").write_text(json.dumps(hdr, indent=2) + "\n")

    import threading

    tok_lock = threading.Lock()

    def one(run) -> dict:
        name, s, kv, algo = run
        fx = run_quark(name, s, kv, algo, args, paths, quark_cli, env, recorded_env, source_tensors, use_nice)
        if fx["outcome"] == "exported":
            run_out = work / "runs" / name
            with tok_lock:
                if not (tok_dir / "tokenizer.json").exists():
                    tok_dir.mkdir(exist_ok=True)
                    for f in TOKENIZER_FILES:
                        if (run_out / f).exists():
                            shutil.copyfile(run_out / f, tok_dir / f)
            ref = {f: hashlib.sha256((tok_dir / f).read_bytes()).hexdigest() for f in TOKENIZER_FILES
                   if (tok_dir / f).exists()}
            fx["tokenizer_files_same_as__tokenizer"] = fx["tokenizer_files"] == ref
            if not args.skip_load_check:
                log(f"load   {name}")
                fx["load"] = load_check(name, paths, env, tok_dir, args.load_timeout, use_nice)
                log(f"loaded {name}: {fx['load'].get('ok')} {fx['load'].get('error') or ''}")
        (out / name / "fixture.json").write_text(json.dumps(fx, indent=2) + "\n")
        return fx

    t0 = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = {ex.submit(one, r): r[0] for r in runs}
        for f in concurrent.futures.as_completed(futs):
            try:
                f.result()
            except Exception as e:  # keep going; report at the end
                log(f"ERROR  {futs[f]}: {type(e).__name__}: {e}")

    meta = {
        "generated_by": "tests/real/make_export_fixtures.py",
        "generated_on": datetime.date.today().isoformat(),
        "versions": versions,
        "choices": choices,
        "tiny_model": tiny,
        "common_argv": ["--device", "cpu", "--num_calib_data", str(args.num_calib_data), "--seq_len",
                        str(args.seq_len), "--skip_evaluation", "--no_trust_remote_code"],
        "env": recorded_env,
        "variants": [{"name": v[0], "scheme": v[1], "kv_cache_dtype": v[2], "quant_algo": v[3]} for v in VARIANTS],
    }
    write_index_and_readme(out, meta, order)
    log(f"all done in {round(time.monotonic() - t0)}s; work dir {work}")
    if not args.keep_work and args.work is None:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
