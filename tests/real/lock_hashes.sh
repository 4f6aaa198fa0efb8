#!/usr/bin/env bash
# packaging/lock-hashes.py against a local index (file://, PEP 503 pages with #sha256= links),
# offline: the hashes of exactly the files pip could install on Linux x86_64 with CPython 3.11 to
# 3.13 (and the sdist), sorted; the header kept; old hashes replaced; the same output every time;
# --check; and a pin without such a file fails, naming it, and writes nothing.
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
script=$root/packaging/lock-hashes.py
index=$tmp/simple

h() { printf '%064d' "$1"; } # a stand-in sha256
project() { # NAME FILE:N…: the index page of NAME, one link per file with hash N
    local name=$1 entry
    shift
    mkdir -p "$index/$name"
    {
        echo '<!DOCTYPE html><html><body>'
        for entry in "$@"; do
            printf '<a href="../../files/%s#sha256=%s">%s</a>\n' "${entry%:*}" "$(h "${entry##*:}")" "${entry%:*}"
        done
        echo '</body></html>'
    } >"$index/$name/index.html"
}
project fast-lib \
    fast_lib-2.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl:11 \
    fast_lib-2.0-cp312-cp312-manylinux_2_28_x86_64.whl:12 \
    fast_lib-2.0-cp313-cp313-manylinux_2_28_x86_64.whl:13 \
    fast_lib-2.0-cp313-cp313t-manylinux_2_28_x86_64.whl:90 \
    fast_lib-2.0-cp314-cp314-manylinux_2_28_x86_64.whl:91 \
    fast_lib-2.0-cp310-cp310-manylinux_2_28_x86_64.whl:92 \
    fast_lib-2.0-cp311-cp311-musllinux_1_2_x86_64.whl:93 \
    fast_lib-2.0-cp311-cp311-macosx_11_0_arm64.whl:94 \
    fast_lib-2.0-cp311-cp311-manylinux_2_28_aarch64.whl:95 \
    fast_lib-2.0-cp311-cp311-win_amd64.whl:96 \
    fast_lib-2.0-pp311-pypy311_pp73-manylinux_2_28_x86_64.whl:97 \
    fast_lib-2.0.tar.gz:10 \
    fast_lib-1.0-cp311-cp311-manylinux_2_28_x86_64.whl:98 \
    fast_lib-2.0.1.tar.gz:99
project stable-abi \
    stable_abi-1.0.0-cp38-abi3-manylinux2014_x86_64.whl:21 \
    stable_abi-1.0.0-cp38-abi3-macosx_10_9_x86_64.whl:89
project pure-py \
    pure_py-0.3-py2.py3-none-any.whl:31 \
    pure_py-0.3.tar.gz:30
project mac-only \
    mac_only-1.0-cp311-cp311-macosx_11_0_arm64.whl:88

cat >"$tmp/in.lock" <<EOF
# The header, kept as it is.
#
# (with a blank comment line)
stable_abi==1.0 \\
    --hash=sha256:$(h 5)
pure-py==0.3
Fast.Lib==2.0 \\
    --hash=sha256:$(h 6) \\
    --hash=sha256:$(h 7)
EOF
cat >"$tmp/want.lock" <<EOF
# The header, kept as it is.
#
# (with a blank comment line)
Fast.Lib==2.0 \\
    --hash=sha256:$(h 10) \\
    --hash=sha256:$(h 11) \\
    --hash=sha256:$(h 12) \\
    --hash=sha256:$(h 13)
pure-py==0.3 \\
    --hash=sha256:$(h 30) \\
    --hash=sha256:$(h 31)
stable_abi==1.0 \\
    --hash=sha256:$(h 21)
EOF

cp "$tmp/in.lock" "$tmp/a.lock"
out=$(python3 "$script" --index-url "file://$index" "$tmp/a.lock" 2>&1) || fail "lock-hashes.py failed: $out"
diff -u "$tmp/want.lock" "$tmp/a.lock" || fail "not the expected lock"
grep -q "3 pins, 7 hashes" <<<"$out" || fail "no summary: $out"
cp "$tmp/a.lock" "$tmp/b.lock"
python3 "$script" --index-url "file://$index" "$tmp/b.lock" >/dev/null 2>&1 || fail "the second run failed"
cmp -s "$tmp/a.lock" "$tmp/b.lock" || fail "a second run changed the lock"
out=$(python3 "$script" --index-url "file://$index" --check "$tmp/a.lock" 2>&1) || fail "--check of a current lock failed: $out"
cp "$tmp/in.lock" "$tmp/in.before"
out=$(python3 "$script" --index-url "file://$index" --check "$tmp/in.lock" 2>&1) && fail "--check passed an outdated lock: $out"
grep -q "is not current" <<<"$out" || fail "--check does not say why: $out"
cmp -s "$tmp/in.lock" "$tmp/in.before" || fail "--check wrote"

# A pin without an installable file, or without a file of that version: named, nothing written.
for case in "mac-only==1.0:has no file pip could install on Linux x86_64" "pure-py==0.4:has no file of that version"; do
    pin=${case%%:*}
    printf '# header\n%s\nstable-abi==1.0.0\n' "$pin" >"$tmp/bad.lock"
    cp "$tmp/bad.lock" "$tmp/bad.before"
    out=$(python3 "$script" --index-url "file://$index" "$tmp/bad.lock" 2>&1) && fail "$pin did not fail: $out"
    grep -q "line 2: $pin: file://$index ${case#*:}" <<<"$out" || fail "the message does not name $pin and why: $out"
    grep -q "nothing was written" <<<"$out" || fail "the message does not say nothing was written: $out"
    cmp -s "$tmp/bad.lock" "$tmp/bad.before" || fail "a failed run changed the lock"
done
# What is no pin is refused.
printf 'pure-py>=0.3\n' >"$tmp/range.lock"
out=$(python3 "$script" --index-url "file://$index" "$tmp/range.lock" 2>&1) && fail "a range was accepted: $out"
grep -q "line 1: not one package pinned with ==" <<<"$out" || fail "the range is not named: $out"
echo "1 passed, 0 failed"
