#!/bin/sh
# A fake `python` for the export checks (core/handoff/exportchecks.h): called as
#   python <workspace>/checks/ptq_checks.py perplexity|loadcheck ... --out FILE
# it prints progress lines on stdout and writes the result JSON to --out in the shapes
# resources/python/ptq_checks.py writes (tst_real's realChecks_* compares them with real runs).
# Switches (environment):
#   FAKE_CHECKS_PPL=N           the baseline perplexity (default 10.0)
#   FAKE_CHECKS_FAIL=baseline   the perplexity step fails ({error, kind}, exit 1)
#   FAKE_CHECKS_FAIL=crash      any step dies without a result (exit 3)
#   FAKE_CHECKS_FAIL=load       the export does not load (status failed, exit 2)
#   FAKE_CHECKS_SLEEP=S         sleep S seconds before the result (to cancel)
#   FAKE_CHECKS_ARGV_LOG=FILE   append each call's arguments, one per line, then "--"
#   FAKE_CHECKS_PRINT=TEXT      print TEXT as a progress line (redaction tests)
script="$1"; shift
command="$1"; shift
out=""; dataset="wikitext"; seq_len=512; device="cpu"
if [ -n "$FAKE_CHECKS_ARGV_LOG" ]; then
    { echo "$script"; echo "$command"; for a in "$@"; do echo "$a"; done; echo "--"; } >> "$FAKE_CHECKS_ARGV_LOG"
fi
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift ;;
        --dataset) dataset="$2"; shift ;;
        --seq_len) seq_len="$2"; shift ;;
        --device) device="$2"; shift ;;
    esac
    shift
done
[ -n "$out" ] || { echo "ptq_checks.py: error: --out is required" >&2; exit 2; }
echo "[ptq-checks] fake $command on $device"
[ -n "$FAKE_CHECKS_PRINT" ] && echo "[ptq-checks] $FAKE_CHECKS_PRINT"
[ -n "$FAKE_CHECKS_SLEEP" ] && sleep "$FAKE_CHECKS_SLEEP"
if [ "$FAKE_CHECKS_FAIL" = "crash" ]; then
    echo "Traceback (most recent call last):" >&2
    echo "RuntimeError: fake crash" >&2
    exit 3
fi
mkdir -p "$(dirname "$out")"
versions='"versions": {"quark": "0.13", "torch": "2.14.1", "transformers": "5.16.1"}'
if [ "$command" = "perplexity" ]; then
    if [ "$FAKE_CHECKS_FAIL" = "baseline" ]; then
        printf '{"error": "OSError: fake-model is not a local folder", "kind": "error"}\n' > "$out"
        echo "[ptq-checks] failed: OSError: fake-model is not a local folder"
        exit 1
    fi
    ppl="${FAKE_CHECKS_PPL:-10.0}"
    echo "[ptq-checks] Perplexity of the original: $ppl"
    printf '{"dataset": "%s", "device": "%s", "dtype": "bfloat16", "perplexity": %s, "samples": 4, "seconds": 1.5, "seq_len": %s, "seq_len_eval": 2048, %s}\n' \
        "$dataset" "$device" "$ppl" "$seq_len" "$versions" > "$out"
    exit 0
fi
prompt="The capital of France is Paris. The capital of Germany is Berlin. The capital of Italy is"
if [ "$FAKE_CHECKS_FAIL" = "load" ]; then
    printf '{"cosine": null, "cosine_all": null, "missing_keys": ["model.layers.0.mlp.down_proj.weight_quantizer.0.scale"], "prompt": "%s", "reason": "1 parameters the model expects are missing from the export (e.g. model.layers.0.mlp.down_proj.weight_quantizer.0.scale) and 1 in it are unexpected: transformers initialised the missing ones at random", "seconds": 2.0, "status": "failed", "top1_agreement": 0.0, "unexpected_keys": ["model.layers.0.mlp.down_proj.weight_scale"], %s}\n' \
        "$prompt" "$versions" > "$out"
    exit 2
fi
printf '{"cosine": 0.998, "cosine_all": 0.997, "missing_keys": [], "prompt": "%s", "reason": "", "seconds": 2.0, "status": "passed", "top1_agreement": 0.91, "unexpected_keys": [], %s}\n' \
    "$prompt" "$versions" > "$out"
exit 0
