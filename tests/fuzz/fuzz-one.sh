#!/usr/bin/env bash
# Fuzzes one target of the sanitized build (clang, ASan + UBSan, libFuzzer) for SECONDS.
#
#   tests/fuzz/fuzz-one.sh BUILD_DIR TARGET SECONDS
#
# PTQ_FUZZ_SECONDS, when set, replaces SECONDS (ctest's fuzz_run_* tests pass 60).
# The corpus grows in BUILD_DIR/corpus/TARGET, seeded from tests/fuzz/corpus/TARGET (and the
# fixtures the replays use); a finding is kept under BUILD_DIR/findings/TARGET and printed in
# base64 (a CI log is all that is left of a clean clone). Findings of an earlier run move to
# BUILD_DIR/findings-earlier/TARGET first, so that the row counts what this run found (a fixed
# finding belongs in tests/fuzz/corpus/). Writes its row (target|seconds|executions|corpus|findings)
# to BUILD_DIR/fuzz-row-TARGET; exits 1 on a finding.
#
# `packaging/dev.sh fuzz` runs it for every target, one per core; in CI the sanitize stage's
# ctest runs it as the tests fuzz_run_TARGET (label `fuzz`), beside the tests that mostly wait.
set -uo pipefail
[ $# -eq 3 ] || { echo "usage: tests/fuzz/fuzz-one.sh BUILD_DIR TARGET SECONDS" >&2; exit 2; }
build=$1 t=$2 seconds=${PTQ_FUZZ_SECONDS:-$3}
root=$(cd "$(dirname "$0")/../.." && pwd)
corpus=$build/corpus/$t findings=$build/findings/$t log=$build/fuzz-$t.log
if [ -n "$(find "$findings" -type f 2>/dev/null)" ]; then
    mkdir -p "$build/findings-earlier/$t"
    find "$findings" -type f -exec mv -t "$build/findings-earlier/$t/" {} +
fi
mkdir -p "$corpus" "$findings"
seeds=("$root/tests/fuzz/corpus/$t")
case "$t" in
    config) seeds+=("$root/tests/fixtures/models") ;;
    help) seeds+=("$root/tests/fixtures/help") ;;
    artifact | yaml) seeds+=("$root/tests/fixtures/artifacts") ;;
    remote) seeds+=("$root/tests/fixtures/slurm") ;;
esac
ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
    "$build/tests/fuzz_$t" "$corpus" "${seeds[@]}" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/" >"$log" 2>&1
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
found=$(find "$findings" -type f | wc -l)
printf '%s|%s|%s|%s|%s\n' "$t" "$seconds" "${executions:-?}" "$(find "$corpus" -type f | wc -l)" "$found" >"$build/fuzz-row-$t"
printf 'fuzz_%s: %s s, %s executions, corpus %s, findings %s\n' "$t" "$seconds" "${executions:-?}" \
    "$(find "$corpus" -type f | wc -l)" "$found"
if [ "$found" -ne 0 ]; then
    grep -E 'ERROR|SUMMARY|abort|runtime error' "$log" | head -20 >&2 || true
    for f in "$findings"/*; do
        printf '==> finding %s of fuzz_%s (base64; save it under tests/fuzz/corpus/%s/ once fixed):\n' \
            "$(basename "$f")" "$t" "$t" >&2
        base64 "$f" | head -c 200000 >&2
    done
    exit 1
fi
if [ -z "$executions" ]; then
    # libFuzzer never printed its final stats: it did not run (or died before its first input).
    echo "fuzz_$t did not report its executions; the end of $log:" >&2
    tail -n 20 "$log" >&2
    exit 1
fi
exit 0
