"""Dump the header of every *.safetensors file in a directory as JSON (stdlib only).

Usage: python dump_safetensors.py DIR [-o OUT.json]

Output: {"<file>": {"__metadata__": {...}, "tensors": {"<name>": {"dtype": "F8_E4M3",
"shape": [64, 64]}, ...}}, ...}, files and tensor names sorted. Reads only the
8-byte little-endian header length and the JSON header, never the tensor data.
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
from pathlib import Path


def read_header(path: Path) -> dict:
    with path.open("rb") as f:
        raw = f.read(8)
        if len(raw) != 8:
            raise ValueError(f"{path}: too short for a safetensors file")
        (n,) = struct.unpack("<Q", raw)
        if n > 100 * 1024 * 1024:
            raise ValueError(f"{path}: implausible header length {n}")
        header = json.loads(f.read(n))
    meta = header.pop("__metadata__", None)
    tensors = {k: {"dtype": v["dtype"], "shape": v["shape"]} for k, v in sorted(header.items())}
    out: dict = {"tensors": tensors}
    if meta is not None:
        out["__metadata__"] = meta
    return out


def dump(directory: Path) -> dict:
    return {p.name: read_header(p) for p in sorted(directory.glob("*.safetensors"))}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir", type=Path)
    ap.add_argument("-o", "--out", type=Path)
    args = ap.parse_args()
    text = json.dumps(dump(args.dir), indent=2, sort_keys=False) + "\n"
    if args.out:
        args.out.write_text(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
