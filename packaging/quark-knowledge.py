#!/usr/bin/env python3
"""Write what PTQ Studio knows of one amd-quark release, from a real installation of it.

    packaging/quark-knowledge.py [--check] [ENV]

ENV is a Python environment with amd-quark and its CLI dependencies (default: $PTQ_QUARK_ENV; the
real tier's is made by packaging/quark-env.sh). The knowledge is what page 2's probe would get from
that environment, recorded so that a known release needs no cold probe:

  help    the lines `quark-cli torch-llm-ptq --help` prints, with the environment the app's probe
          sets (LC_ALL=C, PYTHONUNBUFFERED=1, COLUMNS=200); the app parses them with its own parser
  api     the JSON object the app's own API probe (resources/quark/api_probe.py, the program the
          app runs) prints: schemes, KV-cache schemes, algorithms, model types, each template's
          algorithms and default exclusions
  files   the RECORD hashes of the files those answers come from: the CLI's argparse
          (quark/experimental/cli/{main,base_cli,torch_llm_ptq,register_template}.py) and the
          API's tables (quark/torch/quantization/config/{template,algo_configs}.py). The app
          trusts the knowledge only when the installed RECORD and the files on disk both carry
          these hashes.

It is written to resources/quark/amd-quark-<version>.json (sorted keys, no timestamp: the same
installation writes the same bytes). Every file must match its RECORD entry first: an edited
installation is refused. --check writes nothing and exits 1 when the file differs from what would be
written. Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import base64
import csv
import glob
import hashlib
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBE = os.path.join(ROOT, "resources", "quark", "api_probe.py")
OUT_DIR = os.path.join(ROOT, "resources", "quark")
FORMAT = 1
# The files whose contents decide what `torch-llm-ptq --help` and the API probe print.
FILES = [
    "quark/experimental/cli/main.py",
    "quark/experimental/cli/base_cli.py",
    "quark/experimental/cli/torch_llm_ptq.py",
    "quark/experimental/cli/register_template.py",
    "quark/torch/quantization/config/template.py",
    "quark/torch/quantization/config/algo_configs.py",
]


def fail(message: str) -> None:
    print(f"quark-knowledge: {message}", file=sys.stderr)
    sys.exit(1)


def record_hash(path: str) -> str:
    """sha256 as a wheel's RECORD writes it: urlsafe base64 without padding."""
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def dist_info(env: str) -> str:
    found = sorted(glob.glob(os.path.join(env, "lib", "python3*", "site-packages", "amd_quark-*.dist-info")))
    if len(found) != 1:
        fail(f"{env}: expected one amd_quark-*.dist-info under lib/python3*/site-packages, found {len(found)}")
    return found[0]


def metadata_version(info: str) -> str:
    with open(os.path.join(info, "METADATA"), encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                break
            if line.startswith("Version:"):
                return line.split(":", 1)[1].strip()
    fail(f"{info}/METADATA names no Version")
    return ""


def record(info: str) -> dict[str, str]:
    with open(os.path.join(info, "RECORD"), newline="", encoding="utf-8") as f:
        return {row[0]: row[1] for row in csv.reader(f) if len(row) >= 2}


def run(argv: list[str], what: str, extra: dict[str, str]) -> str:
    env = dict(os.environ, LC_ALL="C", PYTHONUNBUFFERED="1", COLUMNS="200", **extra)
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=1800, check=False)
    if done.returncode != 0:
        tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-3:])
        fail(f"{what} failed (exit {done.returncode}): {tail}")
    return done.stdout


def knowledge(env: str) -> tuple[str, dict]:
    info = dist_info(env)
    version = metadata_version(info)
    site = os.path.dirname(info)
    listed = record(info)
    files = {}
    for name in FILES:
        if not listed.get(name, "").startswith("sha256="):
            fail(f"{info}/RECORD lists no sha256 for {name}")
        on_disk = record_hash(os.path.join(site, name))
        if on_disk != listed[name]:
            fail(f"{os.path.join(site, name)} differs from its RECORD entry: an edited installation is no release")
        files[name] = listed[name]

    # The kernels packaging/quark-env.sh compiled once, so that quark-cli starts in seconds.
    kernels = os.path.join(env, "torch-extensions")
    extra = {"TORCH_EXTENSIONS_DIR": kernels} if os.path.isdir(kernels) and "TORCH_EXTENSIONS_DIR" not in os.environ else {}
    cli = os.path.join(env, "bin", "quark-cli")
    python = os.path.join(env, "bin", "python")
    help_text = run([cli, "torch-llm-ptq", "--help"], f"{cli} torch-llm-ptq --help", extra)
    with open(PROBE, encoding="utf-8") as f:
        probe = f.read()
    answer = None
    for line in run([python, "-c", probe], f"{python} -c <{PROBE}>", extra).splitlines():
        if line.startswith("PTQ_QUARK_API "):
            answer = json.loads(line[len("PTQ_QUARK_API "):])
    if not isinstance(answer, dict):
        fail(f"{PROBE} printed no PTQ_QUARK_API line")
    if "error" in answer:
        fail(f"the Quark API could not be asked: {answer['error']}")
    if answer.get("quark_version") != version:
        fail(f"the API says amd-quark {answer.get('quark_version')}, METADATA says {version}")

    doc = {
        "format": FORMAT,
        "distribution": "amd-quark",
        "version": version,
        "generated_by": "packaging/quark-knowledge.py",
        "python": run([python, "-c", "import platform; print(platform.python_version())"], "python --version", extra).strip(),
        "files": files,
        "help": help_text.rstrip("\n").split("\n"),
        "api": answer,
    }
    return version, doc


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("env", nargs="?", default=os.environ.get("PTQ_QUARK_ENV", ""))
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when the file is out of date")
    args = parser.parse_args()
    if not args.env or not os.access(os.path.join(args.env, "bin", "quark-cli"), os.X_OK):
        fail("name a Python environment with quark-cli (ENV, or $PTQ_QUARK_ENV)")
    version, doc = knowledge(os.path.abspath(args.env))
    text = json.dumps(doc, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    target = os.path.join(OUT_DIR, f"amd-quark-{version}.json")
    old = open(target, encoding="utf-8").read() if os.path.exists(target) else None
    if args.check:
        if old != text:
            print(f"{target} is out of date: run packaging/quark-knowledge.py {args.env}", file=sys.stderr)
            return 1
        return 0
    # Atomic: a half-written knowledge file is never compiled in.
    fd, tmp = tempfile.mkstemp(dir=OUT_DIR, prefix=".amd-quark-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    os.chmod(tmp, 0o644)
    os.replace(tmp, target)
    print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
