#!/usr/bin/env bash
# A real AMD Quark environment that runs on the CPU: a Python venv with torch and torchvision,
# amd-quark and its CLI dependencies, transformers, datasets and accelerate, exactly as pinned
# in packaging/quark-env.lock. The real-quark-cli test tier runs the quark-cli it provides.
#
#   packaging/quark-env.sh [DIR]     make (or reuse) the environment; print its folder last
#   packaging/quark-env.sh --uv      print the uv it installs with (made first when missing)
#
# DIR defaults to $PTQ_QUARK_ENV, else $XDG_CACHE_HOME/ptq-studio/quark-env-<pins digest>
# (~/.cache when XDG_CACHE_HOME is unset), so it is built once per set of pins and machine and
# rebuilt whenever a pin changes. The digest is of the lock's pins only (its `name==version`
# lines, sorted): its comments and --hash lines are left out, so new hashes or a new header
# rebuild nothing (hashes name the files of the same versions). Environments of older locks in
# that cache are removed.
#
# Every package is installed with --no-deps from the lock: what is installed is what the lock
# says, nothing a resolver picks on the day (the lock says why torch is 2.14.1, not 2.13.0).
# And with --require-hashes: every download must have one of the sha256 hashes the lock lists
# for its pin (packaging/lock-hashes.py writes them), else nothing is installed and this script
# names the package and what to do.
#
# The installer is uv (PTQ_QUARK_INSTALLER=uv, the default) or pip (=pip). uv installs the same
# files under the same guarantees (--no-deps, --require-hashes, --compile-bytecode as pip does)
# from a cache shared by every environment of this machine (hard links: a second environment costs
# seconds and little disk; packaging/README.md has the measurements). uv itself comes from PyPI
# once, pinned with its hashes in packaging/uv-tool.lock and installed by pip in hash-checking
# mode into $cache/uv-<version>; PTQ_QUARK_UV names another uv binary instead. uv reads no
# pip.conf: pip's settings for where packages come from (index-url, extra-index-url, find-links,
# cert; the environment's PIP_* first, then [install], then [global]) are handed to it as
# UV_DEFAULT_INDEX, UV_INDEX, UV_FIND_LINKS and SSL_CERT_FILE, so it looks where pip would. When uv cannot be had, pip installs, and the script says so.
#
# quark-cli compiles its C++ kernels (torch JIT extensions) the first time it starts, which takes
# minutes. They are compiled here, once, into DIR/torch-extensions: whoever runs this quark-cli
# sets TORCH_EXTENSIONS_DIR to that folder (the tests do) and starts in seconds.
#
# A half-made environment is never used: the folder is ready only once `.ptq-ready` holds the
# lock's digest, written after quark-cli has answered --help. Concurrent callers wait on a lock.
#
# Environment: PTQ_QUARK_PYTHON (default python3; 3.11 to 3.13), PTQ_QUARK_ENV,
# PTQ_QUARK_INSTALLER (uv or pip), PTQ_QUARK_UV, UV_CACHE_DIR (default $cache/uv-cache), and pip's
# own configuration (PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, PIP_FIND_LINKS, pip.conf) for where the
# packages come from.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lock=$root/packaging/quark-env.lock
uv_lock=$root/packaging/uv-tool.lock
python=${PTQ_QUARK_PYTHON:-python3}
installer=${PTQ_QUARK_INSTALLER:-uv}

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'quark-env: %s\n' "$*" >&2; exit 1; }

[ -f "$lock" ] || die "the lock file $lock is missing"
case "$installer" in uv | pip) ;; *) die "PTQ_QUARK_INSTALLER is '$installer': uv or pip" ;; esac
# The pins: the lines that start with a name, without a trailing " \" or comment, sorted.
pins() {
    sed -E -e 's/[[:space:]]+#.*$//' -e 's/[[:space:]]*\\$//' -e 's/[[:space:]]+$//' "$1" |
        grep -E '^[A-Za-z0-9]' | LC_ALL=C sort
}
digest=$(pins "$lock" | sha256sum | cut -c1-16)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/ptq-studio

# The uv to install with: PTQ_QUARK_UV, else the one of packaging/uv-tool.lock in $cache/uv-<version>
# (made with pip in hash-checking mode, once per machine and version). Prints its path; fails
# (saying why, on stderr) when it cannot be had.
uv_tool() {
    if [ -n "${PTQ_QUARK_UV:-}" ]; then
        "$PTQ_QUARK_UV" --version >/dev/null 2>&1 || { printf 'PTQ_QUARK_UV=%s does not run\n' "$PTQ_QUARK_UV" >&2; return 1; }
        printf '%s\n' "$PTQ_QUARK_UV"
        return 0
    fi
    [ -f "$uv_lock" ] || { printf '%s is missing\n' "$uv_lock" >&2; return 1; }
    local version tool
    version=$(pins "$uv_lock" | sed -n -E 's/^uv==([^ ]+).*/\1/p')
    [ -n "$version" ] || { printf '%s pins no uv\n' "$uv_lock" >&2; return 1; }
    tool=$cache/uv-$version
    mkdir -p "$cache"
    (
        flock 8
        [ -x "$tool/bin/uv" ] && [ -f "$tool/.ptq-ready" ] && exit 0
        rm -rf "$tool"
        "$python" -m venv "$tool" >"$tool.log" 2>&1 &&
            "$tool/bin/python" -m pip install --no-deps --require-hashes --no-input --progress-bar off \
                -r "$uv_lock" >>"$tool.log" 2>&1 &&
            "$tool/bin/uv" --version >>"$tool.log" 2>&1 &&
            touch "$tool/.ptq-ready" ||
            { tail -n 5 "$tool.log" >&2; printf 'pip could not install uv %s from %s (log: %s)\n' "$version" "$uv_lock" "$tool.log" >&2; exit 1; }
    ) 8>"$tool.lock" || return 1
    printf '%s\n' "$tool/bin/uv"
}
if [ "${1:-}" = --uv ]; then
    uv_tool || die "no uv (see above)"
    exit 0
fi

dir=${1:-${PTQ_QUARK_ENV:-$cache/quark-env-$digest}}

# Environments made before the lock had hashes are keyed by the digest of the whole file
# (`sha256sum quark-env.lock`). "<that digest>:<its pins' digest>": such an environment is used
# while today's pins are the same (same versions, so the same files), not built again. An entry
# stops matching by itself once a pin changes.
earlier=(8fc9760b3d6875ee:89c365e8577eb7be)
same_pins() { # the earlier whole-file digests whose pins are today's
    local e
    for e in "${earlier[@]}"; do [ "${e#*:}" = "$digest" ] && printf '%s\n' "${e%%:*}"; done
    return 0
}
ready() { # DIR: made (quark-cli answered), from these pins
    local marker old
    [ -x "$1/bin/quark-cli" ] || return 1
    marker=$(cat "$1/.ptq-ready" 2>/dev/null) || return 1
    [ "$marker" = "$digest" ] && return 0
    for old in $(same_pins); do [ "$marker" = "$old" ] && return 0; done
    return 1
}
# Prints the environment to use, if one is made: DIR; else (no DIR given) one of an earlier
# lock with these pins in the cache.
found() {
    local old
    if ready "$dir"; then
        printf '%s\n' "$dir"
        return 0
    fi
    [ -z "${1:-}${PTQ_QUARK_ENV:-}" ] || return 1
    for old in $(same_pins); do
        if ready "$cache/quark-env-$old"; then
            printf '%s\n' "$cache/quark-env-$old"
            return 0
        fi
    done
    return 1
}

if found "${1:-}"; then
    exit 0
fi

command -v "$python" >/dev/null || die "no $python on PATH (set PTQ_QUARK_PYTHON to a Python 3.11-3.13)"
"$python" - <<'EOF' || die "$python is not Python 3.11 to 3.13 with venv (amd-quark 0.13 needs one)"
import sys, venv
sys.exit(0 if (3, 11) <= sys.version_info[:2] <= (3, 13) else 1)
EOF

mkdir -p "$(dirname "$dir")"
exec 9>"$dir.lock"
flock 9
if found "${1:-}"; then # another caller made it while we waited
    exit 0
fi

say "Making the Quark environment $dir (from $lock)"
rm -rf "$dir"
"$python" -m venv "$dir"
log=$dir/install.log
: >"$log"

# pip's settings for where packages come from, for uv (which reads no pip.conf): `pip config list`
# prints "global.index-url='…'", "install.find-links='…'", ":env:.extra-index-url='…'"; the
# environment's wins, then [install], then [global], as in pip.
pip_setting() { # KEY
    local scope line
    for scope in ':env:' install global; do
        # A setting present but empty (PIP_FIND_LINKS=) overrides the files, as in pip.
        if line=$(grep -F -m1 "$scope.$1=" <<<"$pip_config"); then
            sed -E "s/^[^=]*=//; s/^'(.*)'\$/\1/" <<<"$line"
            return 0
        fi
    done
    return 0
}
uv_install() {
    local uv=$1 pip_config value
    pip_config=$("$dir/bin/python" -m pip config list 2>/dev/null) || pip_config=
    # unsafe-best-match is pip's way: every index is asked for each pin (uv's default takes the
    # first index that knows the package, even without the pinned version). The hashes decide
    # which files may be installed, wherever they come from.
    local -a uv_env=(UV_CACHE_DIR="${UV_CACHE_DIR:-$cache/uv-cache}" UV_NO_CONFIG=1 UV_PYTHON_DOWNLOADS=never
                     UV_INDEX_STRATEGY=unsafe-best-match)
    value=$(pip_setting index-url)
    [ -n "$value" ] && uv_env+=(UV_DEFAULT_INDEX="$value")
    value=$(pip_setting extra-index-url)
    [ -n "$value" ] && uv_env+=(UV_INDEX="$(tr -s ' \n' ' ' <<<"$value" | sed 's/^ //; s/ $//')")
    value=$(pip_setting find-links)
    [ -n "$value" ] && uv_env+=(UV_FIND_LINKS="$(tr -s ' \n' ',' <<<"$value" | sed 's/^,//; s/,$//')")
    value=$(pip_setting cert)
    [ -n "$value" ] && uv_env+=(SSL_CERT_FILE="$value")
    # pip's `constraint` is not handed over: every pin is exact and installed with --no-deps, and uv's
    # hash-checking mode refuses a constraint that is not an exact pin (`torch<=2.14.1`).
    # The settings, without credentials, for the log.
    printf 'uv %s, with pip'"'"'s settings: %s\n' "$("$uv" --version)" "$(printf '%s ' "${uv_env[@]}" | sed -E 's#://[^/@ ]*@#://***@#g')" >>"$log"
    env "${uv_env[@]}" "$uv" pip install --python "$dir/bin/python" --no-deps --require-hashes --compile-bytecode \
        --no-progress -r "$lock" >>"$log" 2>&1
}

if [ "$installer" = uv ]; then
    uv=$(uv_tool 2>>"$log") || {
        say "uv could not be had ($(tail -n 1 "$log")): pip installs instead"
        installer=pip
    }
fi
# --no-deps: exactly the lock; --require-hashes: exactly its files. A failure names the log and
# what to check.
if [ "$installer" = uv ]; then
    say "Installing the lock with uv (its cache: ${UV_CACHE_DIR:-$cache/uv-cache})"
    if ! uv_install "$uv"; then
        tail -n 15 "$log" >&2
        # uv: "Hash mismatch for `six==1.17.0`"
        if grep -q 'Hash mismatch for' "$log"; then
            bad=$(sed -n -E 's/.*Hash mismatch for `([^`]+)`.*/\1/p' "$log" | sort -u | paste -sd ';' | sed 's/;/; /g')
            die "the download of ${bad:-a package} does not match the sha256 hashes $lock lists for it, so uv installed nothing into $dir (full log: $log). The file is not the one PyPI published: a mirror or proxy (PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, PIP_FIND_LINKS, pip.conf) serves other bytes, or the download was damaged or tampered with. Do not use that file: install from PyPI or a mirror that serves PyPI's files, then run this again. If the pin was changed on purpose, write its hashes with packaging/lock-hashes.py."
        fi
        # uv unpacks while it downloads: a file that is no wheel at all fails before its hash is known.
        if grep -q 'Failed to extract archive' "$log"; then
            bad=$(sed -n -E 's/.*Failed to download `([^`]+)`.*/\1/p' "$log" | sort -u | paste -sd ';' | sed 's/;/; /g')
            die "the download of ${bad:-a package} is not the wheel $lock pins (not even a valid archive), so uv installed nothing into $dir (full log: $log). A mirror or proxy (PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, PIP_FIND_LINKS, pip.conf) serves other bytes, or the download was damaged or tampered with. Do not use that file: install from PyPI or a mirror that serves PyPI's files, then run this again."
        fi
        if grep -q 'mode, all requirements must have a hash' "$log"; then
            die "$lock has a pin without its --hash lines (uv's list is above; full log: $log), so uv installed nothing into $dir. Write the hashes with packaging/lock-hashes.py."
        fi
        die "uv could not install the packages of $lock into $dir (full log: $log). Is PyPI reachable (pip's index settings, PIP_INDEX_URL, a proxy)? PTQ_QUARK_INSTALLER=pip installs with pip instead."
    fi
elif ! "$dir/bin/python" -m pip install --no-deps --require-hashes --no-input --progress-bar off -r "$lock" >>"$log" 2>&1; then
    tail -n 15 "$log" >&2
    # pip: "THESE PACKAGES DO NOT MATCH THE HASHES …", then "    six==1.17.0 from <url> (from -r …):"
    if grep -q 'THESE PACKAGES DO NOT MATCH THE HASHES' "$log"; then
        bad=$(sed -n -E 's/^    ([^ ]+==[^ ]+) from ([^ ]+).*/\1 (from \2)/p' "$log" | sort -u | paste -sd ';' | sed 's/;/; /g')
        die "the download of ${bad:-a package} does not match the sha256 hashes $lock lists for it, so pip installed nothing into $dir (full log: $log). The file is not the one PyPI published: a mirror or proxy (PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, PIP_FIND_LINKS, pip.conf) serves other bytes, or the download was damaged or tampered with. Do not use that file: install from PyPI or a mirror that serves PyPI's files, then run this again. If the pin was changed on purpose, write its hashes with packaging/lock-hashes.py."
    fi
    if grep -q -e 'Hashes are required in --require-hashes mode' -e 'In --require-hashes mode, all requirements must' "$log"; then
        die "$lock has a pin without its --hash lines (pip's list is above; full log: $log), so pip installed nothing into $dir. Write the hashes with packaging/lock-hashes.py."
    fi
    die "pip could not install the packages of $lock into $dir (full log: $log). Is PyPI reachable (pip's index settings, PIP_INDEX_URL, a proxy)?"
fi
# What the lock promises: the packages import, and quark-cli starts and answers --help (which
# compiles its kernels into DIR/torch-extensions: minutes, once).
"$dir/bin/python" - <<'EOF' >>"$log" 2>&1 || { tail -n 15 "$log" >&2; die "the environment in $dir does not import its packages (log: $log)"; }
import importlib.metadata as md
import torch, torchvision, transformers, datasets, accelerate, quark  # noqa: F401
print({p: md.version(p) for p in ("torch", "torchvision", "amd-quark", "transformers", "datasets", "accelerate")})
EOF
if [ "${PTQ_QUARK_SKIP_KERNELS:-}" = 1 ]; then
    # For tests/bench/bench_envsetup.sh, which times the kernels apart: installed and imported,
    # never marked ready.
    say "Installed; the kernels not compiled and $dir not marked ready (PTQ_QUARK_SKIP_KERNELS=1)"
    printf '%s\n' "$dir"
    exit 0
fi
say "Compiling quark-cli's kernels (first start; a few minutes)"
if ! TORCH_EXTENSIONS_DIR=$dir/torch-extensions "$dir/bin/quark-cli" torch-llm-ptq --help >>"$log" 2>&1; then
    tail -n 15 "$log" >&2
    die "$dir/bin/quark-cli torch-llm-ptq --help failed (log: $log)"
fi
printf '%s\n' "$digest" >"$dir/.ptq-ready"

# Environments of earlier locks in the default cache are no longer used.
if [ -z "${1:-}${PTQ_QUARK_ENV:-}" ]; then
    for old in "$cache"/quark-env-*; do
        case "$old" in "$dir" | "$dir.lock") continue ;; esac
        [ -d "$old" ] && rm -rf "$old"
        [ -f "$old" ] && rm -f "$old"
    done
fi
say "Quark environment ready: $dir"
printf '%s\n' "$dir"
