# Shared by capture-slurm-outputs.sh and capture-slurm-variants.sh (sourced): one capture per file,
# "$CAP/${CAP_PREFIX}NAME.txt" — the command, an optional note ($NOTE, reset after each), stdout,
# stderr, and the exit code with the elapsed time.
NOTE=""
# elapsed T0 T1 — T1 - T0 in seconds, two decimals.
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# cap NAME CMD — run CMD (a bash command line) and save its output.
cap() {
    local name=${CAP_PREFIX:-}$1 cmd=$2 out err rc t0 t1
    out=$(mktemp) err=$(mktemp)
    t0=$(date +%s.%N)
    set +e
    bash -c "$cmd" >"$out" 2>"$err"
    rc=$?
    set -e
    t1=$(date +%s.%N)
    {
        printf '# $ %s\n' "$cmd"
        [[ -z $NOTE ]] || printf '# note: %s\n' "$NOTE"
        echo '--- stdout ---'
        cat "$out"
        echo '--- stderr ---'
        cat "$err"
        printf -- '--- exit code: %d (elapsed %s s) ---\n' "$rc" "$(elapsed "$t0" "$t1")"
    } >"$CAP/$name.txt"
    rm -f "$out" "$err"
    NOTE=""
    echo "captured $name (rc=$rc)" >&2
}
