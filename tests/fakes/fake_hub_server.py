#!/usr/bin/env python3
"""A loopback Hugging Face Hub for tst_publish: exactly the upload endpoints huggingface_hub's
create_repo / preupload_lfs_files / create_commit call over the plain HTTP (LFS) path, checking what
arrives and storing it. Never a real Hub.

  fake_hub_server.py --store DIR [--port 0]

Prints "PORT <n>" on stdout once it listens on 127.0.0.1. The expected token comes from the
environment (FAKE_HUB_TOKEN), never from argv. Under DIR it writes:
  calls.jsonl            every request: method, path, whether its Authorization was right
  unknown.jsonl          requests to endpoints it does not implement (answered 404): a test fails on any
  repos/<ns>/<name>/...  the files of the last commit of each repository, as committed
  repos.json             the repositories created, with their visibility
  commits.jsonl          each commit: repository, summary, files (path, size, how it came: file or lfsFile)
Switches (environment): FAKE_HUB_EXISTING="ns/name:public,..." repositories that exist already.
"""

import argparse
import base64
import hashlib
import json
import os
import re
import secrets
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOCK = threading.Lock()
REPO = r"(?P<repo>[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*)"


class Hub:
    def __init__(self, store, token):
        self.store = store
        self.token = token
        self.repos = {}  # repo_id -> {"private": bool}
        self.objects = {}  # LFS oid -> path of the stored bytes
        self.verified = set()
        self.tickets = {}  # upload ticket -> (oid, size)
        os.makedirs(os.path.join(store, "lfs"), exist_ok=True)
        for item in filter(None, os.environ.get("FAKE_HUB_EXISTING", "").split(",")):
            repo, _, visibility = item.partition(":")
            self.repos[repo] = {"private": visibility != "public"}
        self.save_repos()

    def append(self, name, record):
        with LOCK, open(os.path.join(self.store, name), "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")

    def save_repos(self):
        with open(os.path.join(self.store, "repos.json"), "w", encoding="utf-8") as f:
            json.dump(self.repos, f)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    hub: Hub = None

    def log_message(self, *args):  # quiet: the records are the log
        pass

    # -- plumbing -------------------------------------------------------------------------------
    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            data = b""
            while True:
                size = int(self.rfile.readline().strip(), 16)
                if size == 0:
                    self.rfile.readline()
                    return data
                data += self.rfile.read(size)
                self.rfile.readline()
        return self.rfile.read(length) if length else b""

    def reply(self, status, payload=None, headers=None):
        data = b"" if payload is None else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def base(self):
        return "http://%s:%d" % self.server.server_address[:2]

    def authorized(self):
        return self.headers.get("Authorization", "") == "Bearer " + self.hub.token

    def record(self, known):
        self.hub.append("calls.jsonl", {"method": self.command, "path": self.path, "auth": self.authorized(),
                                        "has_auth": "Authorization" in self.headers})
        if not known:
            self.hub.append("unknown.jsonl", {"method": self.command, "path": self.path})

    def deny(self):
        # What the Hub answers a wrong token (huggingface_hub turns it into an HfHubHTTPError 401).
        self.reply(401, {"error": "Invalid credentials in Authorization header"},
                   {"X-Error-Message": "Invalid credentials in Authorization header"})

    def route(self, method):
        for m, pattern, handler in ROUTES:
            if m == method:
                match = re.fullmatch(pattern, self.path.split("?")[0])
                if match:
                    return handler, match.groupdict()
        return None, None

    def dispatch(self, method):
        handler, params = self.route(method)
        self.record(handler is not None)
        if handler is None:
            self.body()
            self.reply(404, {"error": "fake hub: no such endpoint %s %s" % (method, self.path)})
            return
        try:
            handler(self, **params)
        except Exception as exc:  # a bug here must show, not hang the client
            self.reply(500, {"error": "fake hub: %r" % exc})

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_PUT(self):
        self.dispatch("PUT")

    # -- endpoints --------------------------------------------------------------------------------
    def create_repo(self):
        payload = json.loads(self.body() or b"{}")
        if not self.authorized():
            return self.deny()
        repo = "%s/%s" % (payload.get("organization"), payload.get("name"))
        url = "%s/%s" % (self.base(), repo)
        if repo in self.hub.repos:
            return self.reply(409, {"error": "You already created this model repo", "url": url})
        if payload.get("type") not in (None, "model"):
            return self.reply(400, {"error": "fake hub: only model repositories"})
        self.hub.repos[repo] = {"private": payload.get("visibility", "public") == "private",
                                "visibility_sent": payload.get("visibility")}
        self.hub.save_repos()
        self.reply(200, {"url": url, "name": repo, "id": "fake-" + secrets.token_hex(4)})

    def repo_info(self, repo):
        self.body()
        if not self.authorized():
            return self.deny()
        if repo not in self.hub.repos:
            return self.reply(404, {"error": "Repository not found"}, {"X-Error-Code": "RepoNotFound"})
        self.reply(200, {"id": repo, "modelId": repo, "private": self.hub.repos[repo]["private"],
                         "sha": self.hub.repos[repo].get("sha", "0" * 40), "siblings": []})

    def validate_yaml(self):
        payload = json.loads(self.body() or b"{}")
        if not self.authorized():
            return self.deny()
        content = payload.get("content", "")
        self.hub.append("readme.jsonl", {"content": content})
        self.reply(200, {"errors": [], "warnings": []})

    def preupload(self, repo, revision):
        payload = json.loads(self.body() or b"{}")
        if not self.authorized():
            return self.deny()
        if repo not in self.hub.repos:
            return self.reply(404, {"error": "Repository not found"}, {"X-Error-Code": "RepoNotFound"})
        files = []
        for f in payload.get("files", []):
            base64.b64decode(f["sample"])  # must be base64
            lfs = f["path"].endswith((".safetensors", ".bin", ".pt")) or f["size"] >= 10 * 1024 * 1024
            files.append({"path": f["path"], "uploadMode": "lfs" if lfs else "regular", "shouldIgnore": False,
                          "oid": None})
        self.reply(200, {"files": files, "commitOid": "0" * 40})

    def lfs_batch(self, repo):
        payload = json.loads(self.body() or b"{}")
        if not self.authorized():
            return self.deny()
        if payload.get("operation") != "upload" or "basic" not in payload.get("transfers", []):
            return self.reply(422, {"message": "fake hub: upload over basic transfer only"})
        objects = []
        for obj in payload.get("objects", []):
            ticket = secrets.token_hex(8)
            self.hub.tickets[ticket] = (obj["oid"], obj["size"])
            objects.append({"oid": obj["oid"], "size": obj["size"], "authenticated": True, "actions": {
                "upload": {"href": "%s/_lfs/upload/%s" % (self.base(), ticket)},
                "verify": {"href": "%s/_lfs/verify" % self.base()},
            }})
        self.reply(200, {"transfer": "basic", "objects": objects},
                   {"Content-Type": "application/vnd.git-lfs+json"})

    def lfs_upload(self, ticket):
        data = self.body()
        if ticket not in self.hub.tickets:
            return self.reply(403, {"error": "fake hub: unknown upload ticket"})
        oid, size = self.hub.tickets.pop(ticket)
        if len(data) != size or hashlib.sha256(data).hexdigest() != oid:
            return self.reply(400, {"error": "fake hub: content does not match its oid/size"})
        path = os.path.join(self.hub.store, "lfs", oid)
        with open(path, "wb") as f:
            f.write(data)
        self.hub.objects[oid] = path
        self.reply(200, None)

    def lfs_verify(self):
        payload = json.loads(self.body() or b"{}")
        if not self.authorized():
            return self.deny()
        oid = payload.get("oid")
        if oid not in self.hub.objects or os.path.getsize(self.hub.objects[oid]) != payload.get("size"):
            return self.reply(404, {"error": "fake hub: object %s not uploaded" % oid})
        self.hub.verified.add(oid)
        self.reply(200, {})

    def commit(self, repo, revision):
        data = self.body()
        if not self.authorized():
            return self.deny()
        if repo not in self.hub.repos:
            return self.reply(404, {"error": "Repository not found"}, {"X-Error-Code": "RepoNotFound"})
        lines = [json.loads(line) for line in data.splitlines() if line.strip()]
        if not lines or lines[0].get("key") != "header":
            return self.reply(400, {"error": "fake hub: the commit's first line must be its header"})
        root = os.path.join(self.hub.store, "repos", repo)
        files = []
        for line in lines[1:]:
            value = line["value"]
            target = os.path.normpath(os.path.join(root, value["path"]))
            if not target.startswith(root + os.sep):
                return self.reply(400, {"error": "fake hub: path outside the repository"})
            os.makedirs(os.path.dirname(target), exist_ok=True)
            if line["key"] == "file":
                content = base64.b64decode(value["content"])
                with open(target, "wb") as f:
                    f.write(content)
                files.append({"path": value["path"], "size": len(content), "via": "file"})
            elif line["key"] == "lfsFile":
                oid = value["oid"]
                if oid not in self.hub.verified:
                    return self.reply(400, {"error": "fake hub: LFS object %s was not uploaded and verified" % oid})
                with open(self.hub.objects[oid], "rb") as src, open(target, "wb") as f:
                    f.write(src.read())
                files.append({"path": value["path"], "size": value["size"], "via": "lfsFile"})
            else:
                return self.reply(400, {"error": "fake hub: unexpected commit entry %s" % line["key"]})
        oid = hashlib.sha1(data).hexdigest()
        self.hub.repos[repo]["sha"] = oid
        self.hub.save_repos()
        self.hub.append("commits.jsonl", {"repo": repo, "revision": revision,
                                          "summary": lines[0]["value"].get("summary"), "files": files})
        self.reply(200, {"success": True, "commitOid": oid,
                         "commitUrl": "%s/%s/commit/%s" % (self.base(), repo, oid)})


ROUTES = [
    ("POST", r"/api/repos/create", Handler.create_repo),
    ("GET", r"/api/models/" + REPO + r"(?:/revision/[^/]+)?", Handler.repo_info),
    ("POST", r"/api/validate-yaml", Handler.validate_yaml),
    ("POST", r"/api/models/" + REPO + r"/preupload/(?P<revision>[^/]+)", Handler.preupload),
    ("POST", r"/" + REPO + r"\.git/info/lfs/objects/batch", Handler.lfs_batch),
    ("PUT", r"/_lfs/upload/(?P<ticket>[0-9a-f]+)", Handler.lfs_upload),
    ("POST", r"/_lfs/verify", Handler.lfs_verify),
    ("POST", r"/api/models/" + REPO + r"/commit/(?P<revision>[^/]+)", Handler.commit),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", required=True)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    token = os.environ.get("FAKE_HUB_TOKEN", "")
    if not token:
        sys.exit("fake_hub_server: set FAKE_HUB_TOKEN (the token the fake accepts)")
    os.makedirs(args.store, exist_ok=True)
    Handler.hub = Hub(args.store, token)
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
