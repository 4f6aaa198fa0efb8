"""Minimal loopback stand-in for the Hugging Face Hub, for populating a cache offline.

It answers the subset of the Hub HTTP API that the real `huggingface_hub` (1.x) and
`datasets` (4.x/5.x) clients use for `load_dataset("owner/name", ...)` of a data-files
repository (no scripts, no Xet): repo info, tree listing, paths-info, and file
resolve (HEAD/GET, with Range). Clients are pointed at it with
HF_ENDPOINT=http://127.0.0.1:PORT. It binds 127.0.0.1 on a free port only, serves at
most `max_seconds` / `max_requests`, then stops itself. Every request is logged.

Library use:
    hub = LoopbackHub({"mit-han-lab/pile-val-backup": {"val.jsonl.zst": b"..."}})
    hub.start(); ... hub.url ...; hub.stop()
CLI (serves files from DIR/<owner>/<name>/...):
    python loopback_hub.py DIR [--max-seconds 120]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

_LAST_MODIFIED = "2024-01-01T00:00:00.000Z"


def _git_blob_oid(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


class _Repo:
    def __init__(self, repo_id: str, files: dict[str, bytes]):
        self.repo_id = repo_id
        self.files = dict(sorted(files.items()))
        h = hashlib.sha1(repo_id.encode())
        for p, d in self.files.items():
            h.update(p.encode() + b"\0" + hashlib.sha256(d).digest())
        self.sha = h.hexdigest()  # deterministic fake commit id

    def entry(self, path: str) -> dict | None:
        if path in self.files:
            d = self.files[path]
            e = {"type": "file", "path": path, "size": len(d), "oid": _git_blob_oid(d)}
            if not path.endswith((".md", ".json", ".yaml", ".gitattributes")):
                e["lfs"] = {"oid": hashlib.sha256(d).hexdigest(), "size": len(d), "pointerSize": 134}
            return e
        prefix = path.rstrip("/") + "/"
        if path == "" or any(p.startswith(prefix) for p in self.files):
            return {"type": "directory", "path": path, "oid": hashlib.sha1(path.encode()).hexdigest()}
        return None

    def tree(self, path: str, recursive: bool) -> list[dict] | None:
        path = path.strip("/")
        base = path + "/" if path else ""
        if path and (self.entry(path) is None or path in self.files):
            return None
        out: dict[str, dict] = {}
        for p in self.files:
            if not p.startswith(base):
                continue
            rest = p[len(base):].split("/")
            if recursive:
                for i in range(1, len(rest)):
                    d = base + "/".join(rest[:i])
                    out.setdefault(d, self.entry(d))
                out[p] = self.entry(p)
            else:
                q = base + rest[0]
                out[q] = self.entry(q)
        return [out[k] for k in sorted(out)]


class LoopbackHub:
    """Thread-hosted fake Hub serving dataset repos from memory."""

    def __init__(self, datasets: dict[str, dict[str, bytes]], max_seconds: float = 300, max_requests: int = 2000,
                 log=sys.stderr):
        self.repos = {rid: _Repo(rid, files) for rid, files in datasets.items()}
        self.max_seconds = max_seconds
        self.max_requests = max_requests
        self.requests: list[str] = []
        self.log = log
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._timer: threading.Timer | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> "LoopbackHub":
        hub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, fmt, *args):  # noqa: N802 - route to our log
                pass

            def do_HEAD(self):  # noqa: N802
                hub._handle(self, head=True)

            def do_GET(self):  # noqa: N802
                hub._handle(self, head=False)

            def do_POST(self):  # noqa: N802
                hub._handle(self, head=False)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="loopback-hub", daemon=True)
        self._thread.start()
        self._timer = threading.Timer(self.max_seconds, self.stop)
        self._timer.daemon = True
        self._timer.start()
        print(f"[loopback_hub] listening on {self.url} for at most {self.max_seconds:.0f}s", file=self.log, flush=True)
        return self

    def stop(self) -> None:
        if self._timer:
            self._timer.cancel()
        srv, self._server = self._server, None
        if srv is not None:
            threading.Thread(target=lambda: (srv.shutdown(), srv.server_close()), daemon=True).start()
            print(f"[loopback_hub] stopped after {len(self.requests)} requests", file=self.log, flush=True)

    # ---- request handling -------------------------------------------------
    def _send(self, h: BaseHTTPRequestHandler, code: int, body: bytes = b"", headers: dict | None = None,
              head: bool = False, ctype: str = "application/json") -> None:
        h.send_response(code)
        h.send_header("Content-Type", ctype)
        for k, v in (headers or {}).items():
            h.send_header(k, str(v))
        h.send_header("Content-Length", str(len(body)))
        h.end_headers()
        if not head:
            h.wfile.write(body)

    def _json(self, h, obj, head=False, headers=None):
        self._send(h, 200, json.dumps(obj).encode(), headers=headers, head=head)

    def _err(self, h, code, error_code, msg, head=False, repo: _Repo | None = None):
        headers = {"X-Error-Code": error_code, "X-Error-Message": msg}
        if repo is not None:
            headers["X-Repo-Commit"] = repo.sha
        self._send(h, code, json.dumps({"error": msg}).encode(), headers=headers, head=head)

    def _repo_rev(self, h, repo_id: str, rev: str, head: bool) -> _Repo | None:
        repo = self.repos.get(repo_id)
        if repo is None:
            self._err(h, 404, "RepoNotFound", f"Repository {repo_id} not found", head)
            return None
        if urllib.parse.unquote(rev) not in ("main", repo.sha):
            self._err(h, 404, "RevisionNotFound", f"Invalid rev id: {rev}", head)
            return None
        return repo

    def _handle(self, h: BaseHTTPRequestHandler, head: bool) -> None:
        self.requests.append(f"{h.command} {h.path}")
        print(f"[loopback_hub] {h.command} {h.path}", file=self.log, flush=True)
        if len(self.requests) > self.max_requests:
            self._err(h, 503, "TooManyRequests", "request budget exhausted", head)
            self.stop()
            return
        body = b""
        if h.command == "POST":
            body = h.rfile.read(int(h.headers.get("Content-Length") or 0))
        parsed = urllib.parse.urlsplit(h.path)
        path = parsed.path
        query = urllib.parse.parse_qs(parsed.query)

        # /api/datasets/{owner}/{name}[/revision/{rev}]
        m = re.fullmatch(r"/api/datasets/([^/]+/[^/]+)(?:/revision/(.+))?", path)
        if m:
            repo = self._repo_rev(h, m.group(1), m.group(2) or "main", head)
            if repo:
                self._json(h, {
                    "_id": repo.sha[:24], "id": repo.repo_id, "author": repo.repo_id.split("/")[0],
                    "sha": repo.sha, "lastModified": _LAST_MODIFIED, "createdAt": _LAST_MODIFIED,
                    "private": False, "gated": False, "disabled": False, "downloads": 0, "likes": 0,
                    "tags": [], "cardData": {}, "siblings": [{"rfilename": p} for p in repo.files],
                }, head)
            return
        # /api/datasets/{owner}/{name}/tree/{rev}[/{path}]
        m = re.fullmatch(r"/api/datasets/([^/]+/[^/]+)/tree/([^/]+)(?:/(.*))?", path)
        if m:
            repo = self._repo_rev(h, m.group(1), m.group(2), head)
            if repo:
                items = repo.tree(urllib.parse.unquote(m.group(3) or ""), query.get("recursive", ["false"])[0] in ("true", "True", "1"))
                if items is None:
                    self._err(h, 404, "EntryNotFound", f"{m.group(3)} does not exist", head, repo)
                else:
                    self._json(h, items, head)
            return
        # POST /api/datasets/{owner}/{name}/paths-info/{rev}
        m = re.fullmatch(r"/api/datasets/([^/]+/[^/]+)/paths-info/([^/]+)", path)
        if m:
            repo = self._repo_rev(h, m.group(1), m.group(2), head)
            if repo:
                ctype = h.headers.get("Content-Type", "")
                if "json" in ctype:
                    paths = json.loads(body or b"{}").get("paths", [])
                else:
                    paths = urllib.parse.parse_qs(body.decode()).get("paths", [])
                paths = [paths] if isinstance(paths, str) else paths
                self._json(h, [e for e in (repo.entry(p.strip("/")) for p in paths) if e], head)
            return
        # /datasets/{owner}/{name}/resolve/{rev}/{path}
        m = re.fullmatch(r"/datasets/([^/]+/[^/]+)/resolve/([^/]+)/(.+)", path)
        if m:
            repo = self._repo_rev(h, m.group(1), m.group(2), head)
            if not repo:
                return
            fpath = urllib.parse.unquote(m.group(3))
            data = repo.files.get(fpath)
            if data is None:
                self._err(h, 404, "EntryNotFound", f"{fpath} does not exist on \"{m.group(2)}\"", head, repo)
                return
            e = repo.entry(fpath)
            etag = e["lfs"]["oid"] if "lfs" in e else e["oid"]
            headers = {"ETag": f'"{etag}"', "X-Repo-Commit": repo.sha, "Accept-Ranges": "bytes"}
            rng = h.headers.get("Range")
            code = 200
            if rng:
                rm = re.fullmatch(r"bytes=(\d*)-(\d*)", rng.strip())
                if rm:
                    a = int(rm.group(1)) if rm.group(1) else max(0, len(data) - int(rm.group(2)))
                    b = int(rm.group(2)) if rm.group(1) and rm.group(2) else len(data) - 1
                    b = min(b, len(data) - 1)
                    headers["Content-Range"] = f"bytes {a}-{b}/{len(data)}"
                    data, code = data[a:b + 1], 206
            self._send(h, code, data, headers=headers, head=head, ctype="application/octet-stream")
            return
        self._err(h, 404, "NotFound", f"loopback hub does not implement {h.command} {path}", head)


def _load_dir(root: Path) -> dict[str, dict[str, bytes]]:
    repos: dict[str, dict[str, bytes]] = {}
    for owner in sorted(p for p in root.iterdir() if p.is_dir()):
        for name in sorted(p for p in owner.iterdir() if p.is_dir()):
            repos[f"{owner.name}/{name.name}"] = {
                f.relative_to(name).as_posix(): f.read_bytes() for f in sorted(name.rglob("*")) if f.is_file()
            }
    return repos


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("root", type=Path, help="DIR holding <owner>/<name>/<files> dataset repos")
    ap.add_argument("--max-seconds", type=float, default=120)
    args = ap.parse_args()
    hub = LoopbackHub(_load_dir(args.root), max_seconds=args.max_seconds).start()
    print(hub.url, flush=True)
    deadline = time.monotonic() + args.max_seconds
    try:
        while hub._server is not None and time.monotonic() < deadline:
            time.sleep(0.2)
    except KeyboardInterrupt:
        pass
    hub.stop()


if __name__ == "__main__":
    main()
