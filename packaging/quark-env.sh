#!/usr/bin/env bash
# A real AMD Quark environment that runs on the CPU: a Python venv with torch and torchvision,
# amd-quark and its CLI dependencies, transformers, datasets and accelerate, exactly as pinned
# in packaging/quark-env.lock. The real-quark-cli test tier runs the quark-cli it provides.
#
#   packaging/quark-env.sh [DIR]     make (or reuse) the environment; print its folder last
#
# DIR defaults to $PTQ_QUARK_ENV, else $XDG_CACHE_HOME/ptq-studio/quark-env-<lock digest>
# (~/.cache when XDG_CACHE_HOME is unset), so it is built once per lock file and machine and
# rebuilt whenever the lock changes. Environments of older locks in that cache are removed.
#
# Every package is installed with --no-deps from the lock: what is installed is what the lock
# says, nothing a resolver picks on the day (the lock says why torch is 2.14.1, not 2.13.0).
#
# quark-cli compiles its C++ kernels (torch JIT extensions) the first time it starts, which takes
# minutes. They are compiled here, once, into DIR/torch-extensions: whoever runs this quark-cli
# sets TORCH_EXTENSIONS_DIR to that folder (the tests do) and starts in seconds.
#
# A half-made environment is never used: the folder is ready only once `.ptq-ready` holds the
# lock's digest, written after quark-cli has answered --help. Concurrent callers wait on a lock.
#
# Environment: PTQ_QUARK_PYTHON (default python3; 3.11 to 3.13), PTQ_QUARK_ENV, and pip's own
# configuration (PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, PIP_FIND_LINKS, pip.conf) for where the
# packages come from.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lock=$root/packaging/quark-env.lock
python=${PTQ_QUARK_PYTHON:-python3}

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'quark-env: %s\n' "$*" >&2; exit 1; }

[ -f "$lock" ] || die "the lock file $lock is missing"
digest=$(sha256sum "$lock" | cut -c1-16)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/ptq-studio
dir=${1:-${PTQ_QUARK_ENV:-$cache/quark-env-$digest}}

ready() { [ -x "$dir/bin/quark-cli" ] && [ "$(cat "$dir/.ptq-ready" 2>/dev/null)" = "$digest" ]; }

if ready; then
    printf '%s\n' "$dir"
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
if ready; then # another caller made it while we waited
    printf '%s\n' "$dir"
    exit 0
fi

say "Making the Quark environment $dir (from $lock)"
rm -rf "$dir"
"$python" -m venv "$dir"
log=$dir/install.log
# pip runs in the venv; --no-deps: exactly the lock. A failure names the log and what to check.
if ! "$dir/bin/python" -m pip install --no-deps --no-input --progress-bar off -r "$lock" >"$log" 2>&1; then
    tail -n 15 "$log" >&2
    die "pip could not install the packages of $lock into $dir (full log: $log). Is PyPI reachable (pip's index settings, PIP_INDEX_URL, a proxy)?"
fi
# What the lock promises: the packages import, and quark-cli starts and answers --help (which
# compiles its kernels into DIR/torch-extensions: minutes, once).
"$dir/bin/python" - <<'EOF' >>"$log" 2>&1 || { tail -n 15 "$log" >&2; die "the environment in $dir does not import its packages (log: $log)"; }
import importlib.metadata as md
import torch, torchvision, transformers, datasets, accelerate, quark  # noqa: F401
print({p: md.version(p) for p in ("torch", "torchvision", "amd-quark", "transformers", "datasets", "accelerate")})
EOF
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
