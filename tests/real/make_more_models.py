"""Two more tiny models for the real tier's failures.

Usage: python make_more_models.py OUTDIR

  OUTDIR/tiny-gpt2          model_type "gpt2": transformers loads it natively, quark-cli has no
                            template for it (the failure comes after the model has loaded).
  OUTDIR/tiny-remote-code   a model whose config names its own code (auto_map) and a model type
                            transformers does not know: with --no_trust_remote_code, transformers
                            refuses to load it.

Random weights, a fixed seed, the tokenizer of tiny-llama (made first by tools/make_models.py).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")

import torch  # noqa: E402
from transformers import GPT2Config, GPT2LMHeadModel  # noqa: E402

TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")


def copy_tokenizer(source: Path, target: Path) -> int:
    for name in TOKENIZER_FILES:
        if (source / name).exists():
            shutil.copy2(source / name, target / name)
    return len(json.loads((source / "tokenizer.json").read_text())["model"]["vocab"])


def main() -> int:
    out = Path(sys.argv[1]).resolve()
    llama = out / "tiny-llama"
    if not (llama / "tokenizer.json").exists():
        print(f"{llama} has no tokenizer: run tools/make_models.py first", file=sys.stderr)
        return 1

    gpt2 = out / "tiny-gpt2"
    gpt2.mkdir(parents=True, exist_ok=True)
    vocab = copy_tokenizer(llama, gpt2)
    torch.manual_seed(7)
    config = GPT2Config(vocab_size=vocab, n_positions=256, n_embd=128, n_layer=2, n_head=4)
    GPT2LMHeadModel(config).to(torch.bfloat16).save_pretrained(gpt2, max_shard_size="200KB")

    remote = out / "tiny-remote-code"
    remote.mkdir(parents=True, exist_ok=True)
    copy_tokenizer(llama, remote)
    config = json.loads((llama / "config.json").read_text())
    config.update(
        {
            "model_type": "ptq_studio_custom",
            "architectures": ["PtqStudioCustomForCausalLM"],
            "auto_map": {
                "AutoConfig": "configuration_custom.PtqStudioCustomConfig",
                "AutoModelForCausalLM": "modeling_custom.PtqStudioCustomForCausalLM",
            },
        }
    )
    (remote / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    # The code it names: never executed by the tests (the command says --no_trust_remote_code).
    (remote / "configuration_custom.py").write_text(
        "from transformers import LlamaConfig\n\n\nclass PtqStudioCustomConfig(LlamaConfig):\n"
        "    model_type = 'ptq_studio_custom'\n"
    )
    (remote / "modeling_custom.py").write_text(
        "from transformers import LlamaForCausalLM\n\n\nclass PtqStudioCustomForCausalLM(LlamaForCausalLM):\n    pass\n"
    )
    for shard in llama.glob("*.safetensors*"):
        shutil.copy2(shard, remote / shard.name)
    print(f"wrote {gpt2} and {remote}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
