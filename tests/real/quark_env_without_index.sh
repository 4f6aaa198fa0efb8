#!/usr/bin/env bash
# packaging/quark-env.sh when no package index answers (a loopback port nothing listens on, no
# pip configuration, no local wheels): it fails with a message naming pip's log and what to check,
# and leaves nothing that counts as an environment, so a second call tries again.
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
dir=$(mktemp -d)/env
trap 'rm -rf "$(dirname "$dir")"' EXIT
run() {
    env PIP_CONFIG_FILE=/dev/null PIP_INDEX_URL=http://127.0.0.1:9/simple PIP_FIND_LINKS= PIP_EXTRA_INDEX_URL= \
        PIP_DEFAULT_TIMEOUT=2 PIP_RETRIES=0 "$root/packaging/quark-env.sh" "$dir" 2>&1
}
fail() { echo "FAIL: $*"; exit 1; }
for attempt in 1 2; do
    out=$(run) && fail "quark-env.sh succeeded without an index (attempt $attempt): $out"
    grep -q "pip could not install the packages of $root/packaging/quark-env.lock into $dir (full log: $dir/install.log)" <<<"$out" ||
        fail "the message does not name the lock, the folder and the log: $out"
    grep -q "Is PyPI reachable" <<<"$out" || fail "the message does not say what to check: $out"
    [ -f "$dir/install.log" ] || fail "pip's log is not kept"
    [ ! -e "$dir/.ptq-ready" ] || fail "a failed environment is marked ready"
done
echo "1 passed, 0 failed"
