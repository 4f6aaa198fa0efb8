#!/usr/bin/env bash
# packaging/quark-env.sh in hash-checking mode, offline, with each installer (uv and pip): a copy
# of the script beside a small lock (six==1.17.0 with the hashes of packaging/quark-env.lock, i.e.
# PyPI's), and a local index (file://) that serves other bytes under six's wheel name, as a
# tampered mirror would. uv is the machine's (`quark-env.sh --uv`, made from PyPI once).
#  - The tampered download fails with the installer's own words and the script's message naming
#    the package (pip: and where it came from) and what to do; nothing is installed and nothing
#    counts as made.
#  - A pin without hashes fails, naming packaging/lock-hashes.py.
#  - uv looks where pip would: the index comes from pip's settings (PIP_INDEX_URL here).
#  - The environment's folder follows the pins only: new hashes or comments find the same
#    (ready) environment, another version another folder.
#  - An environment made before the lock had hashes (keyed by the whole file's digest) is used
#    while the pins are the same.
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
passed=0

repo=$tmp/repo
mkdir -p "$repo/packaging" "$tmp/index/six" "$tmp/cache"
cp "$root/packaging/quark-env.sh" "$root/packaging/uv-tool.lock" "$repo/packaging/"
uv=$("$root/packaging/quark-env.sh" --uv) || fail "no uv to test with (packaging/quark-env.sh --uv failed)"
lock=$repo/packaging/quark-env.lock
# six's entry of the real lock: its pin line and the hash lines after it.
six=$(awk '/^six==/ {p = 1} p {print} p && !/\\$/ {exit}' "$root/packaging/quark-env.lock")
grep -q -- '--hash=sha256:' <<<"$six" || fail "packaging/quark-env.lock has no hashes for six: $six"
version=$(sed -n -E '1s/^six==([^ ]+).*/\1/p' <<<"$six")
printf '# a test lock\n%s\n' "$six" >"$lock"
wheel=six-$version-py2.py3-none-any.whl
# A valid wheel-shaped zip (uv unpacks while it downloads), not the one PyPI published.
python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1], "w").writestr("six.py", "tampered = True\n")' "$tmp/index/six/$wheel" ||
    fail "could not write the tampered wheel"
printf '<!DOCTYPE html>\n<html><body><a href="%s">%s</a></body></html>\n' "$wheel" "$wheel" >"$tmp/index/six/index.html"

installer=uv
run() { # [DIR]: quark-env.sh with only the local index, and its own cache
    env PTQ_QUARK_INSTALLER=$installer PTQ_QUARK_UV="$uv" PIP_CONFIG_FILE=/dev/null PIP_INDEX_URL="file://$tmp/index" PIP_FIND_LINKS= PIP_EXTRA_INDEX_URL= \
        PIP_CACHE_DIR="$tmp/pip-cache" PIP_DISABLE_PIP_VERSION_CHECK=1 PTQ_QUARK_ENV= XDG_CACHE_HOME="$tmp/cache" \
        "$repo/packaging/quark-env.sh" "$@" 2>&1
}

for installer in uv pip; do
    # 1. The tampered download.
    dir=$tmp/env-$installer
    printf '# a test lock\n%s\n' "$six" >"$lock"
    out=$(run "$dir") && fail "$installer: quark-env.sh succeeded with a tampered download: $out"
    if [ "$installer" = pip ]; then
        grep -q "THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE" <<<"$out" ||
            fail "pip's own words are not shown: $out"
        grep -q "quark-env: the download of six==$version (from file://$tmp/index/six/$wheel) does not match the sha256 hashes $lock lists for it, so pip installed nothing into $dir (full log: $dir/install.log)" <<<"$out" ||
            fail "pip: the message does not name the package, its source, the lock, the folder and the log: $out"
    else
        grep -q "Hash mismatch for \`six==$version\`" <<<"$out" || fail "uv's own words are not shown: $out"
        grep -q "quark-env: the download of six==$version does not match the sha256 hashes $lock lists for it, so uv installed nothing into $dir (full log: $dir/install.log)" <<<"$out" ||
            fail "uv: the message does not name the package, the lock, the folder and the log: $out"
        grep -q "UV_DEFAULT_INDEX=file://$tmp/index" "$dir/install.log" || fail "uv was not given pip's index: $(cat "$dir/install.log")"
    fi
    grep -q "Do not use that file" <<<"$out" && grep -q "packaging/lock-hashes.py" <<<"$out" ||
        fail "$installer: the message does not say what to do: $out"
    [ ! -e "$dir/.ptq-ready" ] || fail "$installer: a failed environment is marked ready"
    ! compgen -G "$dir/lib/python3*/site-packages/six.py" >/dev/null || fail "$installer: the tampered six was installed"
    passed=$((passed + 1))

    # 1b. Not even a zip: uv, which unpacks while it downloads, fails before the hash is known.
    if [ "$installer" = uv ]; then
        cp "$tmp/index/six/$wheel" "$tmp/wheel.keep"
        printf 'not the file PyPI published\n' >"$tmp/index/six/$wheel"
        out=$(run "$dir") && fail "uv: quark-env.sh succeeded with a download that is no archive: $out"
        grep -q "quark-env: the download of six==$version is not the wheel $lock pins (not even a valid archive), so uv installed nothing into $dir" <<<"$out" &&
            grep -q "Do not use that file" <<<"$out" || fail "uv: a download that is no archive is not named as such: $out"
        [ ! -e "$dir/.ptq-ready" ] || fail "uv: a failed environment is marked ready"
        mv "$tmp/wheel.keep" "$tmp/index/six/$wheel"
        passed=$((passed + 1))
    fi

    # 2. A pin without hashes.
    printf 'six==%s\n' "$version" >"$lock"
    out=$(run "$dir") && fail "$installer: quark-env.sh succeeded with a pin without hashes: $out"
    grep -q "quark-env: $lock has a pin without its --hash lines" <<<"$out" && grep -q "packaging/lock-hashes.py" <<<"$out" &&
        grep -q "so $installer installed nothing" <<<"$out" ||
        fail "$installer: the message does not name the lock, the installer and the command that writes the hashes: $out"
    [ ! -e "$dir/.ptq-ready" ] || fail "$installer: a failed environment is marked ready"
    passed=$((passed + 1))
done

# 3. The folder follows the pins. The default folder of this lock, from the script's first words:
printf '# a test lock\n%s\n' "$six" >"$lock"
made=$(run | sed -n -E 's/.*Making the Quark environment ([^ ]+) \(from .*/\1/p')
[ -n "$made" ] || fail "no folder was named"
case "$made" in "$tmp/cache/ptq-studio/quark-env-"*) ;; *) fail "unexpected folder $made" ;; esac
# … made (a stand-in that answers like a finished one) …
mkdir -p "$made/bin"
printf '#!/bin/sh\nexit 0\n' >"$made/bin/quark-cli"
chmod +x "$made/bin/quark-cli"
printf '%s\n' "${made##*quark-env-}" >"$made/.ptq-ready"
# … is found again with other comments and the hashes in another order, and another hash added.
{
    printf '# the same pins, other words\n\n'
    printf 'six==%s \\\n' "$version"
    printf '    --hash=sha256:%s \\\n' "$(printf '%064d' 7)"
    grep -o -- '--hash=sha256:[0-9a-f]*' <<<"$six" | sort -r | sed 's/^/    /; $!s/$/ \\/'
} >"$lock"
out=$(run) || fail "the same pins did not find their environment: $out"
[ "$out" = "$made" ] || fail "the same pins gave another folder (or rebuilt): $out"
# Another version is another environment.
sed -i "s/^six==$version/six==1.16.0/" "$lock"
out=$(run)
grep -q "Making the Quark environment" <<<"$out" && ! grep -q "$made " <<<"$out" ||
    fail "another pin did not make another environment: $out"
passed=$((passed + 1))

# 4. An environment of the real lock made before it had hashes (the whole file's digest then,
# 8fc9760b3d6875ee; the script lists it with its pins' digest) is used while those pins are the
# lock's. Once a pin changes, the script's entry no longer applies, and neither does this case.
pins_digest() { sed -E -e 's/[[:space:]]+#.*$//' -e 's/[[:space:]]*\\$//' -e 's/[[:space:]]+$//' "$1" |
    grep -E '^[A-Za-z0-9]' | LC_ALL=C sort | sha256sum | cut -c1-16; }
if [ "$(pins_digest "$root/packaging/quark-env.lock")" = 89c365e8577eb7be ]; then
    cp "$root/packaging/quark-env.lock" "$lock"
    earlier=$tmp/cache/ptq-studio/quark-env-8fc9760b3d6875ee
    mkdir -p "$earlier/bin"
    printf '#!/bin/sh\nexit 0\n' >"$earlier/bin/quark-cli"
    chmod +x "$earlier/bin/quark-cli"
    echo 8fc9760b3d6875ee >"$earlier/.ptq-ready"
    # No Python: were it not found, the script would stop at once instead of building 6.7 GB.
    out=$(PTQ_QUARK_PYTHON=/nonexistent run) || fail "the environment of the lock before hashes was not used: $out"
    [ "$out" = "$earlier" ] || fail "the environment of the lock before hashes was not used: $out"
    out=$(PTQ_QUARK_PYTHON=/nonexistent run "$earlier") || fail "DIR of the lock before hashes is not ready: $out"
    echo 0123456789abcdef >"$earlier/.ptq-ready"
    out=$(PTQ_QUARK_PYTHON=/nonexistent run) && fail "another lock's environment was used: $out"
    passed=$((passed + 1))
fi
echo "$passed passed, 0 failed"
