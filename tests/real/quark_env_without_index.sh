#!/usr/bin/env bash
# packaging/quark-env.sh when no package index answers (a loopback port nothing listens on, no
# pip configuration, no local wheels), with each installer: it fails with a message naming the
# installer's log and what to check, and leaves nothing that counts as an environment, so a second
# call tries again. uv is the machine's (`quark-env.sh --uv`).
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
dir=$(mktemp -d)/env
trap 'rm -rf "$(dirname "$dir")"' EXIT
uv=$("$root/packaging/quark-env.sh" --uv) || { echo "FAIL: no uv to test with (packaging/quark-env.sh --uv failed)"; exit 1; }
run() {
    env PTQ_QUARK_INSTALLER=$installer PTQ_QUARK_UV="$uv" UV_HTTP_RETRIES=0 UV_HTTP_TIMEOUT=2 PIP_CONFIG_FILE=/dev/null PIP_INDEX_URL=http://127.0.0.1:9/simple PIP_FIND_LINKS= PIP_EXTRA_INDEX_URL= \
        PIP_DEFAULT_TIMEOUT=2 PIP_RETRIES=0 "$root/packaging/quark-env.sh" "$dir" 2>&1
}
fail() { echo "FAIL: $*"; exit 1; }
for installer in uv pip uv; do
    out=$(run) && fail "$installer: quark-env.sh succeeded without an index: $out"
    grep -q "$installer could not install the packages of $root/packaging/quark-env.lock into $dir (full log: $dir/install.log)" <<<"$out" ||
        fail "the message does not name the lock, the folder and the log: $out"
    grep -q "Is PyPI reachable" <<<"$out" || fail "the message does not say what to check: $out"
    [ -f "$dir/install.log" ] || fail "pip's log is not kept"
    [ ! -e "$dir/.ptq-ready" ] || fail "a failed environment is marked ready"
done
echo "3 passed, 0 failed"
