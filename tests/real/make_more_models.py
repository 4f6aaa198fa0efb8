"""Two more tiny models for the real tier's failures.

Usage: python make_more_models.py OUTDIR

  OUTDIR/tiny-gpt2          model_type "gpt2": transformers loads it natively, quark-cli has no
                            template for it (the failure comes after the model has loaded).
  OUTDIR/tiny-remote-code   a model whose config names its own code (auto_map) and a model type
                            transformers does not know: with --no_trust_remote_code, transformers
                            refuses to load it.
  OUTDIR/tiny-mistral, tiny-phi3 (fused qkv_proj and gate_up_proj), tiny-qwen2 (q/k/v biases, a
                            vocabulary that reaches id 151643, which Quark forces as qwen2's pad
                            token): the architectures the real tier exports beside llama.

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
from transformers import (  # noqa: E402
    GPT2Config,
    GPT2LMHeadModel,
    MistralConfig,
    MistralForCausalLM,
    Phi3Config,
    Phi3ForCausalLM,
    Qwen2Config,
    Qwen2ForCausalLM,
)

QWEN_VOCAB = 151646  # ids up to Qwen's <|endoftext|> (151643) and two more

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
    small = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=2, num_attention_heads=4,
                 num_key_value_heads=2, max_position_embeddings=512, tie_word_embeddings=False)
    for name, config_class, model_class, seed in (("tiny-mistral", MistralConfig, MistralForCausalLM, 11),
                                                  ("tiny-phi3", Phi3Config, Phi3ForCausalLM, 13)):
        target = out / name
        target.mkdir(parents=True, exist_ok=True)
        vocab = copy_tokenizer(llama, target)
        torch.manual_seed(seed)
        extra = {"pad_token_id": 0} if name == "tiny-phi3" else {}
        model_class(config_class(vocab_size=vocab, **small, **extra)).to(torch.bfloat16).save_pretrained(target)

    # qwen2: the tokenizer grown to Qwen's size (plain added entries), so that id 151643 exists;
    # a narrow model with tied embeddings keeps it small.
    qwen = out / "tiny-qwen2"
    qwen.mkdir(parents=True, exist_ok=True)
    copy_tokenizer(llama, qwen)
    tokenizer = json.loads((qwen / "tokenizer.json").read_text())
    vocab = tokenizer["model"]["vocab"]
    for i in range(len(vocab), QWEN_VOCAB):
        vocab[f"<qwen_{i}>"] = i
    (qwen / "tokenizer.json").write_text(json.dumps(tokenizer))
    torch.manual_seed(17)
    config = Qwen2Config(vocab_size=QWEN_VOCAB, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
                         tie_word_embeddings=True)
    Qwen2ForCausalLM(config).to(torch.bfloat16).save_pretrained(qwen)
    print(f"wrote {gpt2}, {remote}, tiny-mistral, tiny-phi3 and {qwen}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
