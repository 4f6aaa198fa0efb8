#!/usr/bin/env python3
"""Write the sha256 hashes of every pin of a lock file (pip's hash-checking mode).

    packaging/lock-hashes.py [--index-url URL] [--check] [LOCK]

LOCK defaults to packaging/quark-env.lock. For each `name==version` line the index is asked for
that version's files (PEP 691 JSON, or PEP 503 HTML with #sha256= links), and the pin is
rewritten as

    name==version \\
        --hash=sha256:<file 1> \\
        --hash=sha256:<file 2>

with one hash per file that pip could pick on a platform PTQ Studio supports: Linux x86_64
(glibc: linux_x86_64, manylinux*), CPython 3.11 to 3.13 (cp311-cp313, abi3 or none) or pure
Python (py3 / py2.py3, none-any), and the sdist. The comment header is kept as it is; the pins
are written sorted by name, the hashes sorted, so the output is deterministic. Old --hash lines
are replaced, never merged. A pin whose version has no such file fails (exit 1) and nothing is
written.

The index: --index-url, else $PIP_INDEX_URL, else https://pypi.org/simple. The hashes are the
index's own (the files are not downloaded). --check writes nothing and exits 1 when the lock
differs from what would be written (the hashes are out of date or missing).

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import html.parser
import json
import os
import re
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_LOCK = os.path.join(ROOT, "packaging", "quark-env.lock")
DEFAULT_INDEX = "https://pypi.org/simple"
PYTHONS = (11, 12, 13)  # CPython 3.x minor versions we support
PLATFORM = "Linux x86_64 (manylinux), CPython 3.11-3.13"

PIN = re.compile(
    r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)\s*(?P<extras>\[[^\]]*\])?\s*==\s*(?P<version>[^\s;\\]+)"
    r"\s*(?P<marker>;[^\\]*?)?\s*$"
)
HASH = re.compile(r"^--hash[=\s](?P<algo>[a-z0-9]+):(?P<hex>[0-9a-fA-F]+)$")


class LockError(Exception):
    pass


def normalize_name(name: str) -> str:
    """PEP 503."""
    return re.sub(r"[-_.]+", "-", name).lower()


# PEP 440's canonical form, enough to compare a pin with a file name ("1.0" == "1.0.0" == "1").
_VERSION = re.compile(
    r"^v?(?:(?P<epoch>[0-9]+)!)?(?P<release>[0-9]+(?:\.[0-9]+)*)"
    r"(?P<pre>[-_.]?(?P<pre_l>a|b|c|rc|alpha|beta|pre|preview)[-_.]?(?P<pre_n>[0-9]+)?)?"
    r"(?P<post>(?:-(?P<post_n1>[0-9]+))|(?:[-_.]?(?P<post_l>post|rev|r)[-_.]?(?P<post_n2>[0-9]+)?))?"
    r"(?P<dev>[-_.]?(?P<dev_l>dev)[-_.]?(?P<dev_n>[0-9]+)?)?"
    r"(?:\+(?P<local>[a-z0-9]+(?:[-_.][a-z0-9]+)*))?$",
    re.IGNORECASE,
)


def canonical_version(text: str) -> str:
    m = _VERSION.match(text.strip())
    if not m:
        return text.strip().lower()
    release = [int(p) for p in m["release"].split(".")]
    while len(release) > 1 and release[-1] == 0:
        release.pop()
    out = (m["epoch"] + "!" if m["epoch"] and int(m["epoch"]) else "") + ".".join(map(str, release))
    if m["pre"]:
        label = {"alpha": "a", "beta": "b", "c": "rc", "pre": "rc", "preview": "rc"}.get(m["pre_l"].lower(), m["pre_l"].lower())
        out += label + str(int(m["pre_n"] or 0))
    if m["post"]:
        out += ".post" + str(int(m["post_n1"] or m["post_n2"] or 0))
    if m["dev"]:
        out += ".dev" + str(int(m["dev_n"] or 0))
    if m["local"]:
        out += "+" + re.sub(r"[-_]", ".", m["local"].lower())
    return out


def _python_ok(tag: str, abi: str) -> bool:
    """Whether a wheel's python tag (with its abi tag) runs on one of the CPythons we support."""
    m = re.fullmatch(r"(cp|py)(\d)(\d*)", tag)
    if not m or m[2] != "3":
        return False
    minor = int(m[3]) if m[3] else None
    if m[1] == "py":  # py3, py3X: pure Python wheels (abi "none") for 3.X and later
        return abi == "none" and (minor is None or minor <= max(PYTHONS))
    if minor is None:
        return False
    if abi == "abi3":  # the stable ABI of 3.X runs on every later CPython 3
        return minor <= max(PYTHONS)
    if abi in ("none", f"cp3{minor}"):
        return minor in PYTHONS
    return False  # cp313t (free-threaded), cp311d (debug), another interpreter's ABI


def _platform_ok(plat: str) -> bool:
    return plat in ("any", "linux_x86_64") or re.fullmatch(r"manylinux(1|2010|2014|_\d+_\d+)_x86_64", plat) is not None


def wheel_ok(filename: str) -> bool:
    """Whether pip could install this wheel on a platform we support (its compressed tag sets)."""
    parts = filename[: -len(".whl")].split("-")
    if len(parts) not in (5, 6):
        return False
    pys, abis, plats = parts[-3].split("."), parts[-2].split("."), parts[-1].split(".")
    return any(_python_ok(p, a) for p in pys for a in abis) and any(_platform_ok(p) for p in plats)


def file_version(filename: str, name: str) -> str | None:
    """The version a distribution file carries when it is one of @p name's, else None."""
    lower = filename.lower()
    if lower.endswith(".whl"):
        parts = filename[: -len(".whl")].split("-")
        if len(parts) in (5, 6) and normalize_name(parts[0]) == normalize_name(name):
            return parts[1]
        return None
    for ext in (".tar.gz", ".zip", ".tar.bz2", ".tgz"):
        if lower.endswith(ext):
            stem = filename[: -len(ext)]
            if "-" not in stem:
                return None
            dist, version = stem.rsplit("-", 1)
            return version if normalize_name(dist) == normalize_name(name) else None
    return None  # .egg, .exe and other kinds pip does not install from an index


class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[tuple[str, str]] = []  # (href, text)
        self._href: str | None = None
        self._text = ""

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href = dict(attrs).get("href")
            self._text = ""

    def handle_data(self, data):
        if self._href is not None:
            self._text += data

    def handle_endtag(self, tag):
        if tag == "a" and self._href is not None:
            self.links.append((self._href, self._text.strip()))
            self._href = None


def index_files(index: str, name: str) -> list[dict]:
    """[{filename, sha256, yanked}] of every file the index lists for the project @p name."""
    url = index.rstrip("/") + "/" + normalize_name(name) + "/"
    if url.startswith("file:"):
        path = urllib.request.url2pathname(urllib.parse.urlsplit(url).path)
        url = urllib.parse.urljoin("file:", urllib.request.pathname2url(os.path.join(path, "index.html")))
    request = urllib.request.Request(
        url, headers={"Accept": "application/vnd.pypi.simple.v1+json, text/html;q=0.1", "User-Agent": "ptq-lock-hashes"}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            body = response.read()
            kind = response.headers.get("Content-Type", "") if hasattr(response, "headers") else ""
            final = response.geturl()
    except urllib.error.HTTPError as e:
        if e.code == 404:
            raise LockError(f"{name}: {url} answers 404: the index has no project of that name") from None
        raise LockError(f"{name}: {url} answers HTTP {e.code} {e.reason}") from None
    except (urllib.error.URLError, OSError) as e:
        raise LockError(f"{name}: cannot read {url} ({getattr(e, 'reason', e)}). Is the index reachable?") from None
    files = []
    if "json" in kind:
        for f in json.loads(body)["files"]:
            files.append({"filename": f["filename"], "sha256": f.get("hashes", {}).get("sha256"), "yanked": bool(f.get("yanked"))})
        return files
    parser = _Links()
    parser.feed(body.decode("utf-8", "replace"))
    for href, text in parser.links:
        target = urllib.parse.urljoin(final, href)
        split = urllib.parse.urlsplit(target)
        m = re.search(r"(?:^|&)sha256=([0-9a-fA-F]{64})", split.fragment)
        filename = urllib.parse.unquote(split.path.rsplit("/", 1)[-1]) or text
        files.append({"filename": filename, "sha256": m[1].lower() if m else None, "yanked": False})
    return files


def hashes_for(index: str, name: str, version: str) -> tuple[list[str], list[str]]:
    """The sorted sha256 hashes of @p name==@p version's files for our platforms, and warnings."""
    want = canonical_version(version)
    files = [f for f in index_files(index, name) if (v := file_version(f["filename"], name)) and canonical_version(v) == want]
    if not files:
        raise LockError(f"{name}=={version}: {index} has no file of that version (a typo, or a release that was removed)")
    picked = [f for f in files if not f["filename"].lower().endswith(".whl") or wheel_ok(f["filename"])]
    if not picked:
        raise LockError(
            f"{name}=={version}: {index} has no file pip could install on {PLATFORM} "
            f"(it has {', '.join(sorted(f['filename'] for f in files))})"
        )
    missing = sorted(f["filename"] for f in picked if not f["sha256"])
    if missing:
        raise LockError(f"{name}=={version}: {index} names no sha256 for {', '.join(missing)}")
    warnings = [f"{name}=={version}: {f['filename']} is yanked on the index" for f in picked if f["yanked"]]
    return sorted({f["sha256"].lower() for f in picked}), warnings


def read_lock(text: str) -> tuple[list[str], list[dict]]:
    """The comment header (lines before the first pin) and the pins [{line, name, version, hashes}]."""
    header: list[str] = []
    pins: list[dict] = []
    logical, first = "", 0
    lines = text.splitlines()
    for number, raw in enumerate(lines + [""], start=1):
        if logical == "" and (raw.strip() == "" or raw.lstrip().startswith("#")):
            if number > len(lines) or (pins and raw.strip() == ""):
                continue
            if pins:
                raise LockError(f"line {number}: comments belong in the header, before the first pin")
            header.append(raw.rstrip())
            continue
        if logical == "":
            first = number
        if re.search(r"\s#", raw):
            raise LockError(f"line {number}: a comment after a pin would not be kept: move it into the header")
        stripped = raw.rstrip()
        if stripped.endswith("\\"):
            logical += stripped[:-1] + " "
            continue
        logical += stripped
        words = logical.split()
        options = [w for w in words if w.startswith("--")]
        requirement = " ".join(w for w in words if not w.startswith("--"))
        bad = [o for o in options if not HASH.match(o)]
        m = PIN.match(requirement)
        if bad or not m:
            raise LockError(f"line {first}: not one package pinned with == (and --hash options): {logical.strip()}")
        pins.append({"name": m["name"], "extras": m["extras"] or "", "version": m["version"],
                     "marker": (" " + m["marker"].strip()) if m["marker"] else "", "line": first})
        logical = ""
    while header and header[-1] == "":
        header.pop()
    seen: dict[str, int] = {}
    for p in pins:
        key = normalize_name(p["name"])
        if key in seen:
            raise LockError(f"line {p['line']}: {p['name']} is pinned twice (also on line {seen[key]})")
        seen[key] = p["line"]
    return header, pins


def render(header: list[str], pins: list[dict], hashes: dict[str, list[str]]) -> str:
    out = [h for h in header]
    for p in sorted(pins, key=lambda p: p["name"].lower()):
        lines = [f"{p['name']}{p['extras']}=={p['version']}{p['marker']}"]
        lines += [f"    --hash=sha256:{h}" for h in hashes[normalize_name(p["name"])]]
        out.append(" \\\n".join(lines))
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lock", nargs="?", default=DEFAULT_LOCK, help="the lock file (default: packaging/quark-env.lock)")
    parser.add_argument("--index-url", default=os.environ.get("PIP_INDEX_URL") or DEFAULT_INDEX,
                        help="the simple index to ask (default: $PIP_INDEX_URL, else https://pypi.org/simple)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when the lock's hashes are not current")
    parser.add_argument("--jobs", type=int, default=8, help="requests at a time (default 8)")
    args = parser.parse_args(argv)

    try:
        with open(args.lock, encoding="utf-8") as f:
            text = f.read()
        header, pins = read_lock(text)
        if not pins:
            raise LockError(f"{args.lock} pins nothing")
        results: dict[str, list[str]] = {}
        problems: list[str] = []
        warnings: list[str] = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(hashes_for, args.index_url, p["name"], p["version"]): p for p in pins}
            for future in concurrent.futures.as_completed(futures):
                p = futures[future]
                try:
                    results[normalize_name(p["name"])], w = future.result()
                    warnings += w
                except LockError as e:
                    problems.append(f"line {p['line']}: {e}")
        for w in sorted(warnings):
            print(f"lock-hashes: warning: {w}", file=sys.stderr)
        if problems:
            raise LockError("\n  ".join(["nothing was written:"] + sorted(problems, key=lambda s: int(s.split(":")[0][5:]))))
    except LockError as e:
        print(f"lock-hashes: {args.lock}: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"lock-hashes: {e}", file=sys.stderr)
        return 1

    new = render(header, pins, results)
    count = sum(len(h) for h in results.values())
    if args.check:
        if new != text:
            print(f"lock-hashes: {args.lock} is not current (its pins' hashes on {args.index_url} differ, or the "
                  f"layout does): run packaging/lock-hashes.py {os.path.relpath(args.lock, ROOT)}", file=sys.stderr)
            return 1
        print(f"lock-hashes: {args.lock} is current ({len(pins)} pins, {count} hashes)")
        return 0
    if new != text:
        folder = os.path.dirname(os.path.abspath(args.lock))
        fd, tmp = tempfile.mkstemp(prefix=".lock-hashes-", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(new)
            os.chmod(tmp, os.stat(args.lock).st_mode & 0o7777)
            os.replace(tmp, args.lock)
        except BaseException:
            os.unlink(tmp)
            raise
    print(f"lock-hashes: {args.lock}: {len(pins)} pins, {count} hashes from {args.index_url}"
          + ("" if new != text else " (unchanged)"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
