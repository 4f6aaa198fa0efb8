"""PTQ Studio publish: uploads an approved export to a Hugging Face repository with the run
environment's own huggingface_hub (issue #35). Written into <workspace>/checks/ by the app and run
as

    python ptq_publish.py --repo NS/NAME --folder DIR --out RESULT.json [--private] [--transfer lfs|xet]
                          [--message TEXT]

with the approved file list on stdin as JSON: {"files": [{"path": "rel/path", "size": N}, ...]}.
The token comes from the environment (HF_TOKEN; huggingface_hub reads it) and never from argv; this
script never prints it. The endpoint is huggingface_hub's own (HF_ENDPOINT, else the Hub).

Progress goes to stdout as one JSON object per line, each prefixed with "PTQ-PUBLISH ":
  {"event": "stage", "stage": "repository"|"upload"|"commit"}
  {"event": "file", "path": P, "index": I, "total": N, "size": S}        a file starts
  {"event": "bytes", "done": B, "total": T}                               bytes sent so far, all files
  {"event": "done", "url": U, "commit": OID, "commit_url": CU}
  {"event": "error", "message": M}
and the result, {"status": "published"|"failed", "url", "commit", "commit_url", "error", "transfer"},
to --out. Exit status 0 published, 1 failed, 2 usage.

Transfer: huggingface_hub 1.x uploads through Xet whenever hf_xet is installed, which needs the Hub's
Xet storage service (a CAS server reached with a token from /api/.../xet-write-token). "lfs" (the
default the app passes) sets HF_HUB_DISABLE_XET, so the plain HTTP path is used: preupload, the LFS
batch API, a PUT per object, verify, commit -- the path the loopback test exercises; the Hub accepts it
for every repository. "xet" leaves huggingface_hub's choice alone.
"""

import argparse
import contextlib
import json
import os
import sys
import threading
import time

PREFIX = "PTQ-PUBLISH "
_lock = threading.Lock()


def emit(event, **fields):
    fields["event"] = event
    with _lock:
        sys.stdout.write(PREFIX + json.dumps(fields) + "\n")
        sys.stdout.flush()


class ByteCounter:
    """Bytes sent, across threads; emits at most every 0.25 s (and at the end of a file)."""

    def __init__(self, total):
        self.total = total
        self.done = 0
        self.last = 0.0

    def add(self, n, force=False):
        with _lock:
            self.done += n
            now = time.monotonic()
            due = force or now - self.last >= 0.25
            if due:
                self.last = now
        if due:
            emit("bytes", done=self.done, total=self.total)


class CountingReader:
    """A read-only file that counts what is read from it (huggingface_hub streams the PUT from it)."""

    def __init__(self, f, counter):
        self._f = f
        self._counter = counter

    def read(self, size=-1):
        data = self._f.read(size)
        if data:
            self._counter.add(len(data))
        return data

    def __iter__(self):
        while True:
            chunk = self.read(1 << 20)
            if not chunk:
                return
            yield chunk

    def __getattr__(self, name):
        return getattr(self._f, name)


def fail(out, message, transfer, code=1):
    emit("error", message=message)
    write_result(out, {"status": "failed", "url": None, "commit": None, "commit_url": None, "error": message,
                       "transfer": transfer})
    return code


def write_result(path, result):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(result, f)
    os.replace(tmp, path)


def describe(exc):
    """A sentence for an exception from huggingface_hub: the HTTP status, the URL and the server's message."""
    response = getattr(exc, "response", None)
    status = getattr(response, "status_code", None)
    lines = [line for line in str(exc).strip().splitlines() if line.strip()]
    first = lines[0] if lines else exc.__class__.__name__
    if status is None:
        return "%s: %s" % (exc.__class__.__name__, first)
    url = str(getattr(getattr(response, "request", None), "url", "") or "")
    server = getattr(exc, "server_message", None) or ""
    text = "HTTP %s from %s" % (status, url) if url else "HTTP %s: %s" % (status, first)
    return text + (": " + server.strip().splitlines()[0] if server.strip() else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True)
    parser.add_argument("--folder", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--private", action="store_true")
    parser.add_argument("--transfer", choices=("lfs", "xet"), default="lfs")
    parser.add_argument("--message", default="Upload quantized model (PTQ Studio)")
    args = parser.parse_args()

    if args.transfer == "lfs":
        os.environ["HF_HUB_DISABLE_XET"] = "1"  # before huggingface_hub reads its constants
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")

    try:
        request = json.load(sys.stdin)
        files = [(str(f["path"]), int(f["size"])) for f in request["files"]]
    except Exception as exc:  # noqa: BLE001 - a usage error, said plainly
        return fail(args.out, "the file list on stdin is not valid JSON {files: [{path, size}]}: %s" % exc,
                    args.transfer, 2)
    if not files:
        return fail(args.out, "no files to upload", args.transfer, 2)

    try:
        import huggingface_hub
        from huggingface_hub import CommitOperationAdd, HfApi, constants
    except Exception as exc:  # noqa: BLE001
        return fail(args.out, "huggingface_hub cannot be imported in %s: %s" % (sys.executable, exc), args.transfer)
    if args.transfer == "lfs":
        constants.HF_HUB_DISABLE_XET = True

    token = os.environ.get("HF_TOKEN") or None
    if not token:
        return fail(args.out, "no token: HF_TOKEN is not set for the upload", args.transfer)
    api = HfApi(token=token)
    endpoint = api.endpoint.rstrip("/")

    # The files must still be what was approved (the app checked them just before; this closes the gap).
    folder = os.path.abspath(args.folder)
    total = 0
    for path, size in files:
        full = os.path.join(folder, path)
        if not os.path.isfile(full) or os.path.getsize(full) != size:
            return fail(args.out, "%s changed since it was approved (its size is no longer %d bytes)" % (full, size),
                        args.transfer)
        total += size

    # Byte progress inside each file: huggingface_hub streams every LFS PUT from
    # huggingface_hub.utils.tqdm_stream_file(path); count what is read from it. When a release
    # renames that hook, progress falls back to whole files (the upload itself is unaffected).
    counter = ByteCounter(total)
    utils = huggingface_hub.utils
    if hasattr(utils, "tqdm_stream_file"):
        @contextlib.contextmanager
        def counting_stream_file(path):
            with open(path, "rb") as f:
                yield CountingReader(f, counter)

        utils.tqdm_stream_file = counting_stream_file

    try:
        emit("stage", stage="repository")
        api.create_repo(args.repo, repo_type="model", private=args.private, exist_ok=True)
        info = api.repo_info(args.repo, repo_type="model")
        if args.private and not info.private:
            # create_repo(exist_ok) leaves an existing repository's visibility as it is: uploading
            # what was approved as private into a public repository would publish it.
            return fail(args.out, "%s/%s already exists and is public; the upload was approved as private. Make "
                        "the repository private on the Hub, or approve a public upload." % (endpoint, args.repo),
                        args.transfer)

        emit("stage", stage="upload")
        operations = []
        for index, (path, size) in enumerate(files):
            emit("file", path=path, index=index, total=len(files), size=size)
            op = CommitOperationAdd(path_in_repo=path, path_or_fileobj=os.path.join(folder, path))
            before = counter.done
            api.preupload_lfs_files(args.repo, additions=[op], repo_type="model", free_memory=False)
            # Regular (small) files travel inside the commit, and an LFS object the Hub already has
            # is not sent: count what the hook did not see as done here.
            counter.add(max(0, size - (counter.done - before)), force=True)
            operations.append(op)

        emit("stage", stage="commit")
        commit = api.create_commit(args.repo, operations=operations, commit_message=args.message, repo_type="model")
    except Exception as exc:  # noqa: BLE001 - every failure is reported, none escapes as a traceback
        return fail(args.out, describe(exc), args.transfer)

    url = "%s/%s" % (endpoint, args.repo)
    emit("done", url=url, commit=commit.oid, commit_url=commit.commit_url)
    write_result(args.out, {"status": "published", "url": url, "commit": commit.oid,
                            "commit_url": commit.commit_url, "error": None, "transfer": args.transfer})
    return 0


if __name__ == "__main__":
    sys.exit(main())
