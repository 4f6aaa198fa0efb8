#!/usr/bin/env python3
"""Writes the bundled example model: a tiny llama-style checkpoint (about 300 KB).

PTQ Studio only ever reads a model's configuration and the safetensors headers, but the
example is a complete, loadable checkpoint all the same: config, generation config,
tokenizer files, two bf16 shards and their index. The weights are deterministic
pseudo-random numbers, so running this script again reproduces the same bytes.

    python3 resources/example/generate.py [OUTPUT_DIR]   (default: resources/example/tiny-llama)
"""
import json
import os
import struct
import sys

HIDDEN = 64
INTERMEDIATE = 172
LAYERS = 2
HEADS = 4
KV_HEADS = 2
VOCAB = 512
HEAD_DIM = HIDDEN // HEADS


def config():
    return {
        "architectures": ["LlamaForCausalLM"],
        "model_type": "llama",
        "hidden_size": HIDDEN,
        "intermediate_size": INTERMEDIATE,
        "num_hidden_layers": LAYERS,
        "num_attention_heads": HEADS,
        "num_key_value_heads": KV_HEADS,
        "head_dim": HEAD_DIM,
        "hidden_act": "silu",
        "max_position_embeddings": 2048,
        "initializer_range": 0.02,
        "rms_norm_eps": 1e-05,
        "rope_theta": 10000.0,
        "rope_scaling": None,
        "attention_bias": False,
        "mlp_bias": False,
        "tie_word_embeddings": False,
        "vocab_size": VOCAB,
        "bos_token_id": 1,
        "eos_token_id": 2,
        "pad_token_id": 0,
        "torch_dtype": "bfloat16",
        "use_cache": True,
        "transformers_version": "4.57.1",
    }


def tensors():
    """(name, shape) in checkpoint order."""
    out = [("model.embed_tokens.weight", [VOCAB, HIDDEN])]
    for i in range(LAYERS):
        p = f"model.layers.{i}."
        out += [
            (p + "input_layernorm.weight", [HIDDEN]),
            (p + "self_attn.q_proj.weight", [HEADS * HEAD_DIM, HIDDEN]),
            (p + "self_attn.k_proj.weight", [KV_HEADS * HEAD_DIM, HIDDEN]),
            (p + "self_attn.v_proj.weight", [KV_HEADS * HEAD_DIM, HIDDEN]),
            (p + "self_attn.o_proj.weight", [HIDDEN, HEADS * HEAD_DIM]),
            (p + "post_attention_layernorm.weight", [HIDDEN]),
            (p + "mlp.gate_proj.weight", [INTERMEDIATE, HIDDEN]),
            (p + "mlp.up_proj.weight", [INTERMEDIATE, HIDDEN]),
            (p + "mlp.down_proj.weight", [HIDDEN, INTERMEDIATE]),
        ]
    out += [("model.norm.weight", [HIDDEN]), ("lm_head.weight", [VOCAB, HIDDEN])]
    return out


class Lcg:
    """A 64-bit linear congruential generator: the same numbers on every machine."""

    def __init__(self, seed):
        self.state = seed

    def next_bf16(self, scale):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & (2**64 - 1)
        unit = ((self.state >> 11) / float(1 << 53)) * 2.0 - 1.0
        bits = struct.unpack("<I", struct.pack("<f", unit * scale))[0]
        return (bits >> 16) & 0xFFFF  # truncate float32 to bfloat16


def tensor_bytes(name, shape, rng):
    count = 1
    for d in shape:
        count *= d
    if name.endswith("norm.weight"):
        return struct.pack("<%dH" % count, *([0x3F80] * count))  # 1.0 in bf16
    return struct.pack("<%dH" % count, *(rng.next_bf16(0.02) for _ in range(count)))


def write_shard(path, entries, rng):
    header = {"__metadata__": {"format": "pt"}}
    blobs = []
    offset = 0
    for name, shape in entries:
        data = tensor_bytes(name, shape, rng)
        header[name] = {"dtype": "BF16", "shape": shape, "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)  # the header is padded to 8 bytes, as the safetensors writer does
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for blob in blobs:
            f.write(blob)
    return offset


def tokenizer():
    specials = ["<unk>", "<s>", "</s>"]
    vocab = {tok: i for i, tok in enumerate(specials)}
    for b in range(256):
        vocab["<0x%02X>" % b] = len(vocab)
    words = ("the of and to in is was for on that with as by at from his an were are which this be or has "
             "had not first one their its new after who they have her she two been other when there all "
             "during into school time may years more most only over city some world would where later up "
             "such used many can state about national out known university united then made").split()
    for w in words:
        if len(vocab) >= VOCAB:
            break
        vocab["\u2581" + w] = len(vocab)
    n = 0
    while len(vocab) < VOCAB:
        vocab["\u2581tok%d" % n] = len(vocab)
        n += 1
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
             "normalized": False, "special": True}
            for i, t in enumerate(specials)
        ],
        "normalizer": {"type": "Sequence", "normalizers": [
            {"type": "Prepend", "prepend": "\u2581"}, {"type": "Replace", "pattern": {"String": " "}, "content": "\u2581"}]},
        "pre_tokenizer": {"type": "Split", "pattern": {"String": "\u2581"}, "behavior": "MergedWithNext", "invert": False},
        "post_processor": None,
        "decoder": {"type": "Replace", "pattern": {"String": "\u2581"}, "content": " "},
        "model": {"type": "WordLevel", "vocab": vocab, "unk_token": "<unk>"},
    }


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "tiny-llama")
    os.makedirs(out, exist_ok=True)

    def dump(name, obj):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            json.dump(obj, f, indent=2, ensure_ascii=False)
            f.write("\n")

    dump("config.json", config())
    dump("generation_config.json", {"_from_model_config": True, "bos_token_id": 1, "eos_token_id": 2,
                                    "do_sample": True, "temperature": 0.7, "top_p": 0.9,
                                    "transformers_version": "4.57.1"})
    dump("special_tokens_map.json", {"bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>",
                                     "pad_token": "<unk>"})
    dump("tokenizer_config.json", {
        "add_bos_token": True, "add_eos_token": False, "bos_token": "<s>", "eos_token": "</s>",
        "unk_token": "<unk>", "pad_token": "<unk>", "model_max_length": 2048,
        "tokenizer_class": "PreTrainedTokenizerFast", "clean_up_tokenization_spaces": False,
        "chat_template": "{% for m in messages %}{{ '<s>' + m['role'] + ': ' + m['content'] + '</s>' }}{% endfor %}"
                         "{% if add_generation_prompt %}{{ '<s>assistant: ' }}{% endif %}",
    })
    dump("tokenizer.json", tokenizer())

    entries = tensors()
    rng = Lcg(20261130)
    split = 1 + 9  # the embedding and the first layer in shard 1, the rest in shard 2
    shards = [entries[:split], entries[split:]]
    weight_map = {}
    total = 0
    for i, shard in enumerate(shards):
        name = "model-%05d-of-%05d.safetensors" % (i + 1, len(shards))
        total += write_shard(os.path.join(out, name), shard, rng)
        for tensor, _ in shard:
            weight_map[tensor] = name
    dump("model.safetensors.index.json", {"metadata": {"total_size": total}, "weight_map": weight_map})
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("# tiny-llama (PTQ Studio example)\n\n"
                "A 2-layer llama-style checkpoint with random bf16 weights, generated by PTQ Studio's\n"
                "resources/example/generate.py for walking through the wizard offline. It has no training\n"
                "data and produces no meaningful text. License: CC0-1.0.\n")


if __name__ == "__main__":
    main()
