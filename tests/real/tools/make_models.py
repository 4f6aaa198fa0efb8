"""Write two tiny, randomly initialised Hugging Face checkpoints for real quark-cli runs.

Usage: python make_models.py OUTDIR

Creates OUTDIR/tiny-llama (model_type "llama") and OUTDIR/tiny-qwen3-moe
(model_type "qwen3_moe", 4 experts, 2 active). hidden 128, 2 layers, 4 heads,
intermediate 256 (MoE expert 128) so group-128 int4 schemes apply to every Linear. Each directory holds config.json,
generation_config.json, >= 2 bf16 safetensors shards + model.safetensors.index.json,
and a byte-level BPE tokenizer trained locally on generated text (tokenizer.json,
tokenizer_config.json, special_tokens_map.json). Deterministic (fixed seeds), no network.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")

sys.path.insert(0, str(Path(__file__).resolve().parent))
import textgen  # noqa: E402

import torch  # noqa: E402
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers  # noqa: E402
from transformers import (  # noqa: E402
    AutoModelForCausalLM,
    GenerationConfig,
    LlamaConfig,
    PreTrainedTokenizerFast,
    Qwen3MoeConfig,
)

VOCAB_SIZE = 512
SPECIALS = ["<unk>", "<s>", "</s>", "<pad>"]  # ids 0..3
UNK_ID, BOS_ID, EOS_ID, PAD_ID = 0, 1, 2, 3
MAX_POS = 4096  # quark's ppl_eval uses 2048-token windows
SHARD = "600KB"


def build_tokenizer() -> PreTrainedTokenizerFast:
    """Byte-level BPE with exactly VOCAB_SIZE entries, trained on textgen output."""
    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB_SIZE,
        special_tokens=SPECIALS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    corpus = textgen.lines(seed=1234, count=3000) + [l for l in textgen.wikitext_lines(5678, 1000) if l]
    tok.train_from_iterator(corpus, trainer=trainer)
    if tok.get_vocab_size() != VOCAB_SIZE:
        raise SystemExit(f"tokenizer vocab {tok.get_vocab_size()} != {VOCAB_SIZE}")
    for i, s in enumerate(SPECIALS):
        assert tok.token_to_id(s) == i, (s, tok.token_to_id(s))
    # Llama-style: prepend <s> to every encoded sequence.
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A", pair="<s> $A <s> $B", special_tokens=[("<s>", BOS_ID)]
    )
    return PreTrainedTokenizerFast(
        tokenizer_object=tok,
        unk_token="<unk>",
        bos_token="<s>",
        eos_token="</s>",
        pad_token="<pad>",
        model_max_length=MAX_POS,
        clean_up_tokenization_spaces=False,
    )


def common() -> dict:
    return dict(
        vocab_size=VOCAB_SIZE,
        # every Linear in_features must be a multiple of 128 for int4_wo_128 (group size 128)
        hidden_size=128,
        intermediate_size=256,
        num_hidden_layers=2,
        num_attention_heads=4,
        max_position_embeddings=MAX_POS,
        rms_norm_eps=1e-6,
        tie_word_embeddings=False,
        bos_token_id=BOS_ID,
        eos_token_id=EOS_ID,
        pad_token_id=PAD_ID,
        use_cache=True,
    )


def save(config, tokenizer: PreTrainedTokenizerFast, out: Path, seed: int) -> None:
    config.architectures = None
    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(config, dtype=torch.bfloat16)
    model.eval()
    model.generation_config = GenerationConfig(
        bos_token_id=BOS_ID, eos_token_id=EOS_ID, pad_token_id=PAD_ID, do_sample=False, max_new_tokens=16
    )
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out, max_shard_size=SHARD, safe_serialization=True)
    tokenizer.save_pretrained(out)
    # transformers 5 no longer writes special_tokens_map.json; write it for older consumers.
    stm = out / "special_tokens_map.json"
    if not stm.exists():
        stm.write_text(
            json.dumps(
                {"bos_token": "<s>", "eos_token": "</s>", "pad_token": "<pad>", "unk_token": "<unk>"}, indent=2
            )
            + "\n"
        )
    shards = sorted(out.glob("*.safetensors"))
    if len(shards) < 2 or not (out / "model.safetensors.index.json").exists():
        raise SystemExit(f"{out}: expected >=2 shards + index, got {[s.name for s in shards]}")
    n = sum(p.numel() for p in model.parameters())
    print(f"{out}: {n} params, {len(shards)} shards")


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    outdir = Path(sys.argv[1]).resolve()
    tokenizer = build_tokenizer()

    llama = LlamaConfig(**common(), num_key_value_heads=4, head_dim=32)
    save(llama, tokenizer, outdir / "tiny-llama", seed=0)

    moe = Qwen3MoeConfig(
        **common(),
        num_key_value_heads=2,
        head_dim=32,
        moe_intermediate_size=128,
        num_experts=4,
        num_experts_per_tok=2,
        norm_topk_prob=True,
        decoder_sparse_step=1,
        mlp_only_layers=[],
    )
    save(moe, tokenizer, outdir / "tiny-qwen3-moe", seed=1)


if __name__ == "__main__":
    main()
