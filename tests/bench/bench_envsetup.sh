#!/usr/bin/env bash
# The Quark environment's set-up, pip against uv, on the real lock (packaging/quark-env.lock, with
# its hashes): each installer makes a new environment from nothing with packaging/quark-env.sh,
# in folders of their own, with the machine's own pip settings (where the packages come from).
#
#   pip                 venv + pip install of the lock (what quark-env.sh did before uv): the floor
#   uv, first           venv + uv install, uv's cache empty (a new machine, a first environment)
#   uv, second          venv + uv install, uv's cache warm (the second environment of a machine)
#   kernels             quark-cli's first start, which compiles its C++ kernels (the same for both)
#
# Then the same with the app's own environment manager (`ptq-studio env create`, every step of the
# setup dialog's recipe: venv, uv's own install, PyTorch, the lock, the import check, the kernels),
# pip against uv with its cache empty and warm, each with its own data and cache folders
# (XDG_DATA_HOME, XDG_CACHE_HOME) and PyTorch from pip's own configuration (--index-url ''): a
# PyTorch index may not be reachable where this runs. PTQ_APP names the binary (default
# build/app/ptq-studio; without one those rows are left out, and said so).
#
# Prints `BENCH|…` rows (packaging/dev.sh bench-env puts them into BENCHMARKS.md) and, on stderr,
# uv's own split of its time (prepared: download and unpack into its cache; installed: links into
# the environment; bytecode). Needs about 25 GB free under the work folder (three environments,
# the second of uv mostly hard links) and PyPI or the mirrors pip is set up for. Its folders are
# removed at the end.
#
#   tests/bench/bench_envsetup.sh [WORK]    (default: a new folder under $TMPDIR or /var/tmp)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=${1:-$(mktemp -d "${TMPDIR:-/var/tmp}/ptq-bench-env.XXXXXX")}
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
# Who waits: a developer's or CI's first `dev.sh test`, the GPU check; and (the app rows) a user
# of "Set up Quark for me…" or `ptq-studio env create`.
felt="packaging/quark-env.sh: the test tier's and the GPU check's Quark environment"

say() { printf '==> %s\n' "$*" >&2; }
now_ms() { date +%s%3N; }
# make INSTALLER DIR [extra env...]: quark-env.sh with its own cache folder (uv's cache is shared
# by the uv runs through UV_CACHE_DIR), the kernels left out (timed apart). Prints milliseconds.
make_env() {
    local installer=$1 dir=$2 t0 t1
    shift 2
    t0=$(now_ms)
    env "$@" PTQ_QUARK_INSTALLER="$installer" PTQ_QUARK_ENV= PTQ_QUARK_SKIP_KERNELS=1 \
        XDG_CACHE_HOME="$work/xdg-$installer" UV_CACHE_DIR="$work/uv-cache" \
        "$root/packaging/quark-env.sh" "$dir" >"$dir.out" 2>&1 || { tail -n 20 "$dir.out" >&2; return 1; }
    t1=$(now_ms)
    grep -q 'installs instead' "$dir.out" && { say "uv was not used: $(cat "$dir.out")"; return 1; }
    echo $((t1 - t0))
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
row() { # PATH OURS_MS FLOOR_MS GOAL(x or none) FELT
    local r result goal
    r=$(ratio "$2" "$3")
    if [ "$4" = none ]; then
        goal=none result=REPORTED
    else
        goal="<= $4x"
        result=$(awk -v r="$r" -v g="$4" 'BEGIN { print (r <= g ? "PASS" : "FAIL") }')
    fi
    printf 'BENCH|%s|%s s|%s s|%sx|%s|%s|%s\n' "$1" "$(awk -v v="$2" 'BEGIN { printf "%.1f", v / 1000 }')" \
        "$(awk -v v="$3" 'BEGIN { printf "%.1f", v / 1000 }')" "$r" "$goal" "$result" "$5"
}

# uv itself is not part of what is timed: it is installed once per machine (a few seconds).
"$root/packaging/quark-env.sh" --uv >/dev/null
say "pip: a new environment ($work/pip)"
pip_ms=$(make_env pip "$work/pip")
say "pip: $pip_ms ms"
rm -rf "$work/pip"
say "uv, its cache empty ($work/uv1)"
uv1_ms=$(make_env uv "$work/uv1")
say "uv, first: $uv1_ms ms; $(grep -E '^(Prepared|Installed|Bytecode compiled)' "$work/uv1/install.log" | paste -sd ';' | sed 's/;/; /g')"
say "uv, its cache warm ($work/uv2)"
uv2_ms=$(make_env uv "$work/uv2")
say "uv, second: $uv2_ms ms; $(grep -E '^(Prepared|Installed|Bytecode compiled)' "$work/uv2/install.log" | paste -sd ';' | sed 's/;/; /g')"
# Disk: du counts a file linked into both folders once, in the first one named.
second_kb=$(du -sk "$work/uv1" "$work/uv2" | awk 'NR == 2 { print $1 }')
first_kb=$(du -sk "$work/uv1" | awk '{ print $1 }')
say "disk: first $((first_kb / 1024)) MiB, second (beyond the first's links) $((second_kb / 1024)) MiB"
say "kernels: quark-cli's first start in $work/uv2"
t0=$(now_ms)
TORCH_EXTENSIONS_DIR=$work/uv2/torch-extensions "$work/uv2/bin/quark-cli" torch-llm-ptq --help >"$work/kernels.log" 2>&1 ||
    { tail -n 20 "$work/kernels.log" >&2; exit 1; }
kernels_ms=$(($(now_ms) - t0))

row "environment set-up, uv, first environment (its cache empty) vs pip" "$uv1_ms" "$pip_ms" 0.8 "$felt (the first on a machine)"
row "environment set-up, uv, second environment (its cache warm) vs pip" "$uv2_ms" "$pip_ms" 0.5 "$felt (a second one, same lock)"
row "quark-cli's first start (kernel compile) vs the pip set-up" "$kernels_ms" "$pip_ms" none "$felt (after either installer)"
printf 'BENCH|%s|%s MiB|%s MiB|%sx|none|REPORTED|-\n' "disk of a second uv environment beyond its hard links vs the first" \
    "$((second_kb / 1024))" "$((first_kb / 1024))" "$(ratio "$second_kb" "$first_kb")"
rm -rf "$work/uv1" "$work/uv2" "$work/uv-cache" "$work"/xdg-*

# The app's environment manager: the whole recipe, as a user waits for it.
app=${PTQ_APP:-$root/build/app/ptq-studio}
if [ ! -x "$app" ]; then
    say "no $app (PTQ_APP): the app's rows are left out"
    exit 0
fi
app_felt='"Set up Quark for me…" and `ptq-studio env create`: a user waits for a new Quark environment'
# app_env INSTALLER NAME CACHE: proposes, approves, runs; prints the milliseconds of the whole run.
app_env() {
    local installer=$1 name=$2 cache=$3 digest t0 t1
    local -a run=(env XDG_DATA_HOME="$work/data-$name" XDG_CACHE_HOME="$cache" QT_QPA_PLATFORM=offscreen
                  "$app" env create --folder "$work/$name" --index-url '' --installer "$installer")
    digest=$("${run[@]}" 2>&1 | sed -n -E 's/.*--approve ([0-9a-f]{64})$/\1/p')
    [ -n "$digest" ] || { "${run[@]}" >&2 || true; return 1; }
    t0=$(now_ms)
    "${run[@]}" --approve "$digest" >"$work/$name.out" 2>&1 || { tail -n 30 "$work/$name.out" >&2; return 1; }
    t1=$(now_ms)
    if [ "$installer" = uv ] && ! grep -q '/bin/uv pip install' "$work/$name.out"; then
        say "uv was not used by the app: $(grep -A3 'Notes' "$work/$name.out")"
        return 1
    fi
    echo $((t1 - t0))
}
# The seconds into the setup at which the lock step ended (the log's "[exit code 0; N s into the
# setup]" before the import check): the part of the recipe the installer decides.
installed_s() { # NAME
    local log
    log=$(sed -n -E 's/^The full log: (.*)$/\1/p' "$work/$1.out")
    awk '/s into the setup\]/ { match($0, /; [0-9]+ s into/); s = substr($0, RSTART + 2, RLENGTH - 7) }
         /^==> \[[0-9]+\/[0-9]+\] Check that the packages import/ { print s * 1000; exit }' "$log"
}
say "the app, pip ($work/app-pip)"
app_pip_ms=$(app_env pip app-pip "$work/cache-pip")
app_pip_installed=$(installed_s app-pip)
say "the app, pip: $app_pip_ms ms (installed after $app_pip_installed ms)"
rm -rf "$work/app-pip" "$work/cache-pip"
say "the app, uv, its cache empty ($work/app-uv1)"
app_uv1_ms=$(app_env uv app-uv1 "$work/cache-uv")
app_uv1_installed=$(installed_s app-uv1)
say "the app, uv, first: $app_uv1_ms ms (installed after $app_uv1_installed ms)"
say "the app, uv, its cache warm ($work/app-uv2)"
app_uv2_ms=$(app_env uv app-uv2 "$work/cache-uv")
app_uv2_installed=$(installed_s app-uv2)
say "the app, uv, second: $app_uv2_ms ms (installed after $app_uv2_installed ms)"
row "the app's environment set-up, uv, first environment vs pip (whole recipe)" "$app_uv1_ms" "$app_pip_ms" 0.8 \
    "$app_felt (the first on a machine)"
row "the app's environment set-up, uv, second environment vs pip (whole recipe)" "$app_uv2_ms" "$app_pip_ms" 0.5 \
    "$app_felt (a second one)"
row "the app's install steps (venv to the lock), uv, first environment vs pip" "$app_uv1_installed" "$app_pip_installed" 0.8 \
    "$app_felt (the first on a machine)"
row "the app's install steps (venv to the lock), uv, second environment vs pip" "$app_uv2_installed" "$app_pip_installed" 0.5 \
    "$app_felt (a second one)"
