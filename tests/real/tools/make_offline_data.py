"""Populate a Hugging Face cache (HF_HOME) with generated stand-ins for quark's data sets.

Usage: python make_offline_data.py HF_HOME [--dump-repos DIR]

quark-cli torch-llm-ptq calls (quark/torch/utils/llm/data_preparation.py,
quark/experimental/cli/torch_llm_ptq.py):
    load_dataset("mit-han-lab/pile-val-backup", split="validation")          # --dataset pileval
    load_dataset("Salesforce/wikitext", "wikitext-2-raw-v1", split="train")  # --dataset wikitext
    load_dataset("Salesforce/wikitext", "wikitext-2-raw-v1", split="test")   # evaluation
Offline (HF_HUB_OFFLINE=1 / HF_DATASETS_OFFLINE=1), `datasets` can only serve these
from its Arrow cache (HF_HOME/datasets/<owner>___<name>/<config>/0.0.0/<hash>/), which
only the real client writes after a successful online load. So this script builds the
two repos the way the real ones are laid out (pile-val-backup: val.jsonl.zst with
text/meta rows; wikitext: README.md YAML configs + wikitext-2-raw-v1/*-00000-of-00001.parquet),
serves them from a loopback Hub (loopback_hub.py, 127.0.0.1 only, self-stopping), runs the
real `datasets.load_dataset` calls against it in a subprocess (HF_ENDPOINT=loopback),
stops the hub, then checks the same calls succeed fully offline. All text is generated
(textgen.py); output is deterministic.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import textgen  # noqa: E402
from loopback_hub import LoopbackHub  # noqa: E402

PILE = "mit-han-lab/pile-val-backup"
WIKI = "Salesforce/wikitext"
WIKI_CONFIG = "wikitext-2-raw-v1"
PILE_SETS = ["Pile-CC", "Wikipedia (en)", "Books3", "OpenWebText2", "ArXiv", "FreeLaw"]

CALLS = [
    (PILE, None, "validation"),
    (WIKI, WIKI_CONFIG, "train"),
    (WIKI, WIKI_CONFIG, "test"),
]

WIKI_README = f"""---
language:
- en
license:
- cc-by-sa-3.0
pretty_name: WikiText (generated stand-in for offline tests)
dataset_info:
- config_name: {WIKI_CONFIG}
  features:
  - name: text
    dtype: string
configs:
- config_name: {WIKI_CONFIG}
  data_files:
  - split: test
    path: {WIKI_CONFIG}/test-*
  - split: train
    path: {WIKI_CONFIG}/train-*
  - split: validation
    path: {WIKI_CONFIG}/validation-*
---

# Generated stand-in for Salesforce/wikitext

Deterministic synthetic English-like text; not the real WikiText corpus.
"""

PILE_README = """---
license: mit
---

# Generated stand-in for mit-han-lab/pile-val-backup

Deterministic synthetic English-like text in the Pile's jsonl layout; not the real Pile.
"""

GITATTRIBUTES = "*.parquet filter=lfs diff=lfs merge=lfs -text\n*.zst filter=lfs diff=lfs merge=lfs -text\n"


def _parquet(rows: list[str]) -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq

    buf = io.BytesIO()
    pq.write_table(pa.table({"text": pa.array(rows, type=pa.string())}), buf, compression="snappy")
    return buf.getvalue()


def build_repos() -> dict[str, dict[str, bytes]]:
    """In-memory file trees of the two dataset repos."""
    import random

    import zstandard

    rng = random.Random(99)
    pile_rows = [
        json.dumps({"text": t, "meta": {"pile_set_name": rng.choice(PILE_SETS)}}) for t in textgen.lines(7, 400)
    ]
    pile_jsonl = ("\n".join(pile_rows) + "\n").encode()
    pile = {
        ".gitattributes": GITATTRIBUTES.encode(),
        "README.md": PILE_README.encode(),
        "val.jsonl.zst": zstandard.ZstdCompressor(level=3).compress(pile_jsonl),
    }
    wiki = {".gitattributes": GITATTRIBUTES.encode(), "README.md": WIKI_README.encode()}
    for split, seed, n in (("train", 11, 400), ("validation", 12, 60), ("test", 13, 90)):
        wiki[f"{WIKI_CONFIG}/{split}-00000-of-00001.parquet"] = _parquet(textgen.wikitext_lines(seed, n))
    return {PILE: pile, WIKI: wiki}


def _client(mode: str) -> None:
    """Runs inside the subprocess: the same load_dataset calls quark makes."""
    from datasets import load_dataset

    for repo, name, split in CALLS:
        ds = load_dataset(repo, name, split=split) if name else load_dataset(repo, split=split)
        print(json.dumps({"mode": mode, "repo": repo, "name": name, "split": split, "rows": len(ds),
                          "columns": ds.column_names}), flush=True)


def offline_env(hf_home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    env.update(HF_HOME=str(hf_home), HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", HF_HUB_DISABLE_TELEMETRY="1")
    return env


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("hf_home", type=Path)
    ap.add_argument("--dump-repos", type=Path, help="also write the repo files under DIR/<owner>/<name>/")
    ap.add_argument("--_client", choices=["online", "offline"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args._client:
        _client(args._client)
        return

    hf_home = args.hf_home.resolve()
    hf_home.mkdir(parents=True, exist_ok=True)
    repos = build_repos()
    if args.dump_repos:
        for rid, files in repos.items():
            for p, d in files.items():
                f = args.dump_repos / rid / p
                f.parent.mkdir(parents=True, exist_ok=True)
                f.write_bytes(d)

    hub = LoopbackHub(repos, max_seconds=240, max_requests=500).start()
    try:
        env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
        env.update(HF_HOME=str(hf_home), HF_ENDPOINT=hub.url, HF_HUB_DISABLE_TELEMETRY="1",
                   HF_HUB_DISABLE_XET="1", HF_HUB_DISABLE_PROGRESS_BARS="1", HF_HUB_ETAG_TIMEOUT="5",
                   HF_HUB_DOWNLOAD_TIMEOUT="10", NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
        subprocess.run([sys.executable, __file__, str(hf_home), "--_client", "online"], env=env, check=True,
                       timeout=230)
    finally:
        hub.stop()

    # Prove it: same calls with the Hub unreachable and offline mode on.
    subprocess.run([sys.executable, __file__, str(hf_home), "--_client", "offline"], env=offline_env(hf_home),
                   check=True, timeout=120)
    print(f"OK: offline datasets cache ready under {hf_home}")
    print("use: HF_HOME=%s HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1" % hf_home)


if __name__ == "__main__":
    main()
