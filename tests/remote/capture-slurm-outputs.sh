#!/usr/bin/env bash
# capture-slurm-outputs.sh DIR [CAPTURE_DIR]
#
# Starts the fixture cluster in DIR (slurm-fixture.sh start), runs the Slurm
# client commands PTQ Studio will use against it, and saves each real output
# as CAPTURE_DIR/<name>.txt (default: tests/fixtures/slurm/):
#
#   # $ <the exact command>
#   # note: <what was set up before, if anything>
#   --- stdout ---
#   ...
#   --- stderr ---
#   ...
#   --- exit code: N (elapsed S s) ---
#
# Takes about 3-4 minutes (the TIMEOUT case waits for a 1-minute limit).
# Leaves the cluster running; stop it with `slurm-fixture.sh stop DIR`.
set -euo pipefail

HERE=$(cd -- "$(dirname -- "$0")" && pwd)
[[ -n ${1:-} ]] || { echo "usage: $0 DIR [CAPTURE_DIR]" >&2; exit 2; }
ENV=$("$HERE/slurm-fixture.sh" start "$1")
eval "$ENV"
DIR=$(cd -- "$1" && pwd -P)
CAP=${2:-$HERE/../fixtures/slurm}
source "$HERE/capture-lib.sh"
mkdir -p "$CAP" "$DIR/jobs"
TIMINGS=$CAP/timings.txt
: >"$TIMINGS"


# state JOBID — the job's state as squeue sees it (empty when unknown).
state() { squeue --noheader -j "$1" -o '%T' 2>/dev/null || true; }

# wait_state JOBID STATE SECONDS — poll every 0.1 s; bounded.
wait_state() {
    local deadline=$((SECONDS + $3))
    until [[ $(state "$1") == "$2" ]]; do
        (( SECONDS < deadline )) || { echo "job $1 not $2 after $3 s (is: $(state "$1"))" >&2; return 1; }
        sleep 0.1
    done
}

# wait_gone JOBID SECONDS — until the job is no longer PENDING/RUNNING/COMPLETING.
wait_done() {
    local deadline=$((SECONDS + $2)) s
    while :; do
        s=$(state "$1")
        [[ $s == PENDING || $s == RUNNING || $s == COMPLETING || $s == CONFIGURING ]] || return 0
        (( SECONDS < deadline )) || { echo "job $1 still $s after $2 s" >&2; return 1; }
        sleep 0.2
    done
}

job() { # job NAME BODY — write a batch script DIR/jobs/NAME.sh
    printf '#!/bin/bash\n%s\n' "$2" >"$DIR/jobs/$1.sh"
    echo "$DIR/jobs/$1.sh"
}

SQ="squeue --noheader -j %s -o '%%i|%%T|%%r|%%N|%%M|%%l'"
sq() { printf "$SQ" "$1"; }

# ----------------------------------------------------------------- sinfo ----
cap sinfo-format "sinfo --noheader -o '%P|%a|%l|%D|%t|%G|%N'"
cap sinfo-json "sinfo --json"
cap sinfo-nodes-long "sinfo --noheader -N -o '%N|%P|%t|%c|%m|%G|%E'"
cap scontrol-show-partition "scontrol show partition -o"
cap scontrol-show-node "scontrol show node -o"

# --------------------------------------------------- sbatch: the hello job ----
HELLO=$(job hello "#SBATCH --job-name=ptq-hello
#SBATCH --output=$DIR/job-%j.log
#SBATCH --partition=gpu
#SBATCH --time=00:05:00
#SBATCH --gres=gpu:1
echo \"batch host=\$(hostname) SLURM_JOB_ID=\$SLURM_JOB_ID CUDA_VISIBLE_DEVICES=\${CUDA_VISIBLE_DEVICES-unset}\"
srun /bin/sh -c 'echo hello; sleep 5; echo done'")
t0=$(date +%s.%N)
cap sbatch-parsable "sbatch --parsable $HELLO"
ID=$(sed -n '/--- stdout ---/{n;p}' "$CAP/sbatch-parsable.txt" | cut -d';' -f1)
wait_state "$ID" RUNNING 30
t1=$(date +%s.%N)
echo "submit-to-RUNNING (hello job $ID): $(elapsed "$t0" "$t1") s" >>"$TIMINGS"
NOTE="job $ID = sbatch-parsable, while RUNNING"
cap squeue-running "$(sq "$ID")"
NOTE="job $ID while RUNNING"
cap scontrol-show-job-running "scontrol show job $ID"
NOTE="job $ID while RUNNING"
cap scontrol-show-job-oneline-running "scontrol show job -o $ID"
NOTE="job $ID while RUNNING"
cap scontrol-show-job-json-running "scontrol --json show job $ID"
NOTE="job $ID while RUNNING"
cap squeue-json-running "squeue --json -j $ID"
NOTE="job $ID while RUNNING: --completion only knows finished jobs"
cap sacct-completion-running "sacct -c -j $ID -n -P -o JobID,State,ExitCode,NodeList,Elapsed"
NOTE="job $ID while RUNNING"
cap sacct-running "sacct -j $ID -n -P -o JobID,State,ExitCode,NodeList,Elapsed"
wait_done "$ID" 60
t2=$(date +%s.%N)
echo "hello job $ID: RUNNING to done: $(elapsed "$t1" "$t2") s (script sleeps 5 s)" >>"$TIMINGS"
NOTE="job $ID after it ended (within MinJobAge)"
cap squeue-completed "$(sq "$ID")"
NOTE="job $ID after it ended (within MinJobAge): -t all shows finished jobs"
cap squeue-completed-t-all "squeue --noheader -t all -j $ID -o '%i|%T|%r|%N|%M|%l'"
NOTE="job $ID after it ended, default squeue (no -j)"
cap squeue-default-after-end "squeue --noheader -o '%i|%T|%r|%N|%M|%l'"
NOTE="job $ID after it ended"
cap scontrol-show-job-completed "scontrol show job $ID"
NOTE="job $ID after it ended"
cap scontrol-show-job-oneline-completed "scontrol show job -o $ID"
NOTE="job $ID after it ended"
cap sacct-completed "sacct -j $ID -n -P -o JobID,State,ExitCode,NodeList,Elapsed"
NOTE="job $ID after it ended: --completion reads JobCompType=jobcomp/filetxt"
cap sacct-completion "sacct -c -j $ID -n -P -o JobID,State,ExitCode,NodeList,Elapsed"
NOTE="job $ID: the job's output file (--output=$DIR/job-%j.log)"
cap job-output-hello "cat $DIR/job-$ID.log"

# ---------------------------------------------------- sbatch: rejections ----
TINY=$(job tiny "#SBATCH --job-name=ptq-tiny
#SBATCH --output=$DIR/job-%j.log
srun /bin/true")
cap sbatch-bad-partition "sbatch --parsable --partition nosuch $TINY"
NOTE="gpu has MaxTime=10; EnforcePartLimits=ALL"
cap sbatch-time-over-max "sbatch --parsable --partition gpu --time=20 $TINY"
NOTE="short has MaxTime=1; EnforcePartLimits=ALL"
cap sbatch-time-over-max-short "sbatch --parsable --partition short --time=5 $TINY"
cap sbatch-too-many-gpus "sbatch --parsable --gres=gpu:2 $TINY"
cap sbatch-too-many-cpus "sbatch --parsable -c 8 $TINY"
cap sbatch-bad-time-format "sbatch --parsable --time=abc $TINY"
cap sbatch-missing-script "sbatch --parsable $DIR/jobs/does-not-exist.sh"
cap sbatch-bad-gres-name "sbatch --parsable --gres=tpu:1 $TINY"
NOTE="no accounting database: accounts are not enforced"
cap sbatch-unknown-account "sbatch --parsable --account=nosuch --hold $TINY"
ACCT_ID=$(sed -n '/--- stdout ---/{n;p}' "$CAP/sbatch-unknown-account.txt")
[[ -z $ACCT_ID ]] || scancel "$ACCT_ID" || true

# ------------------------------------------------------ pending reasons ----
SLEEP=$(job sleeper "#SBATCH --job-name=ptq-sleep
#SBATCH --output=$DIR/job-%j.log
srun sleep 60")
HOLD=$(sbatch --parsable --hold "$SLEEP")
NOTE="job $HOLD submitted with sbatch --hold"
cap squeue-pending-held "$(sq "$HOLD")"
NOTE="job $HOLD submitted with sbatch --hold"
cap scontrol-show-job-pending-held "scontrol show job $HOLD"
BEGIN=$(sbatch --parsable --begin=now+300 "$SLEEP")
NOTE="job $BEGIN submitted with sbatch --begin=now+300"
cap squeue-pending-begintime "$(sq "$BEGIN")"
# Fill the node (2 CPUs) with one job, then queue two more needing 2 CPUs.
BIG1=$(sbatch --parsable -c 2 "$SLEEP")
wait_state "$BIG1" RUNNING 30
BIG2=$(sbatch --parsable -c 2 "$SLEEP")
BIG3=$(sbatch --parsable -c 2 "$SLEEP")
NOTE="job $BIG1 (-c 2) RUNNING fills the node; $BIG2 and $BIG3 (-c 2) were just submitted"
cap squeue-pending-just-submitted "squeue --noheader -o '%i|%T|%r|%N|%M|%l' -j $BIG1,$BIG2,$BIG3"
t0=$(date +%s.%N)
deadline=$((SECONDS + 60))
until [[ $(squeue --noheader -j "$BIG2" -o %r) == Resources ]]; do
    (( SECONDS < deadline )) || { echo "job $BIG2 never got reason Resources" >&2; break; }
    sleep 0.2
done
t1=$(date +%s.%N)
echo "pending reason None -> Resources (job $BIG2): $(elapsed "$t0" "$t1") s" >>"$TIMINGS"
NOTE="job $BIG1 (-c 2) RUNNING fills the node; $BIG2 and $BIG3 (-c 2) wait (after the scheduler has looked at them)"
cap squeue-pending-resources "squeue --noheader -o '%i|%T|%r|%N|%M|%l' -j $BIG1,$BIG2,$BIG3"
NOTE="job $BIG1 RUNNING (its step 'srun sleep 60' holds both CPUs): a second step inside the allocation"
cap srun-overlap "srun --jobid $BIG1 --overlap /bin/echo hi"
NOTE="job $BIG1 RUNNING (its step 'srun sleep 60' holds both CPUs): without --overlap, killed by timeout after 15 s"
cap srun-jobid-no-overlap "timeout 15 srun --jobid $BIG1 /bin/echo hi"
NOTE="job $BIG2 waits for CPUs held by $BIG1"
cap scontrol-show-job-pending-resources "scontrol show job $BIG2"
NOTE="job $BIG3 is PENDING: scancel of a pending job"
cap scancel-pending "scancel $BIG3"
wait_done "$BIG3" 10
NOTE="job $BIG3 after scancel while PENDING"
cap scontrol-show-job-cancelled-pending "scontrol show job $BIG3"
NOTE="job $BIG3 after scancel while PENDING"
cap squeue-cancelled-pending "$(sq "$BIG3")"
NOTE="job $BIG1 is RUNNING: scancel of a running job"
cap scancel-running "scancel $BIG1"
t0=$(date +%s.%N)
wait_done "$BIG1" 30
t1=$(date +%s.%N)
echo "scancel RUNNING job $BIG1 to final state: $(elapsed "$t0" "$t1") s" >>"$TIMINGS"
NOTE="job $BIG1 after scancel while RUNNING"
cap scontrol-show-job-cancelled-running "scontrol show job $BIG1"
NOTE="job $BIG1 after scancel while RUNNING"
cap squeue-cancelled-running "$(sq "$BIG1")"
NOTE="job $BIG1 after scancel while RUNNING"
cap job-output-cancelled "cat $DIR/job-$BIG1.log"
NOTE="job $BIG1 already CANCELLED: scancel again"
cap scancel-already-done "scancel $BIG1"
cap scancel-unknown "scancel 999999"
cap scontrol-show-job-unknown "scontrol show job 999999"
cap squeue-unknown "$(sq 999999)"
scancel "$BIG2" "$HOLD" "$BEGIN" || true
wait_done "$BIG2" 20

# ------------------------------------------------------------- FAILED ----
FAIL=$(job fail "#SBATCH --job-name=ptq-fail
#SBATCH --output=$DIR/job-%j.log
echo about to fail
srun /bin/sh -c 'echo step; exit 3'
exit 3")
F=$(sbatch --parsable "$FAIL")
wait_done "$F" 30
NOTE="job $F: srun /bin/sh -c 'echo step; exit 3'; then the script exits 3"
cap scontrol-show-job-failed "scontrol show job $F"
NOTE="job $F (exit 3)"
cap scontrol-show-job-oneline-failed "scontrol show job -o $F"
NOTE="job $F (exit 3)"
cap squeue-failed "$(sq "$F")"
NOTE="job $F (exit 3)"
cap job-output-failed "cat $DIR/job-$F.log"

# Command not found inside srun.
NF=$(job notfound "#SBATCH --job-name=ptq-notfound
#SBATCH --output=$DIR/job-%j.log
srun /no/such/quark-cli --help")
N=$(sbatch --parsable "$NF")
wait_done "$N" 30
NOTE="job $N: srun /no/such/quark-cli --help"
cap scontrol-show-job-oneline-notfound "scontrol show job -o $N"
NOTE="job $N: srun /no/such/quark-cli --help"
cap job-output-notfound "cat $DIR/job-$N.log"

# ------------------------------------------------- output file streaming ----
STREAM=$(job stream "#SBATCH --job-name=ptq-stream
#SBATCH --output=$DIR/job-%j.log
srun /bin/sh -c 'for i in 1 2 3 4 5 6; do echo \"sh line \$i\"; sleep 1; done'
srun env -u PYTHONUNBUFFERED /usr/bin/python3 -c 'import time
for i in range(1, 5):
    print(\"py buffered line\", i); time.sleep(1)'
srun /usr/bin/python3 -u -c 'import time
for i in range(1, 5):
    print(\"py -u line\", i); time.sleep(1)'")
S=$(sbatch --parsable "$STREAM")
# tail-ts FILE SECONDS: tail -F FILE for SECONDS, each line prefixed with the
# seconds since tail started.
cat >"$DIR/jobs/tail-ts.sh" <<'EOF'
#!/bin/bash
t0=$(date +%s.%N)
timeout "$2" tail -n +1 -F "$1" 2>&1 | while IFS= read -r l; do
    awk -v a="$t0" -v b="$(date +%s.%N)" -v l="$l" 'BEGIN { printf "%6.2f %s\n", b - a, l }'
done
EOF
chmod +x "$DIR/jobs/tail-ts.sh"
NOTE="job $S submitted just before: sh echo loop (1/s), then python3 print loop without -u (PYTHONUNBUFFERED removed from the env sbatch propagates), then with -u; tail-ts.sh prefixes each line with the seconds since tail started"
cap output-streaming "$DIR/jobs/tail-ts.sh $DIR/job-$S.log 25"

# ------------------------------------------------------------ OOM try ----
OOM=$(job oom "#SBATCH --job-name=ptq-oom
#SBATCH --output=$DIR/job-%j.log
#SBATCH --mem=100M
srun /usr/bin/python3 -c 'x = bytearray(600 * 1024 * 1024); print(\"allocated 600 MiB\", len(x))'")
O=$(sbatch --parsable "$OOM")
wait_done "$O" 60
NOTE="job $O: --mem=100M, allocates 600 MiB; no cgroups, jobacct_gather/none"
cap scontrol-show-job-oneline-oom "scontrol show job -o $O"
NOTE="job $O"
cap job-output-oom "cat $DIR/job-$O.log"

# ------------------------------------------------------------ TIMEOUT ----
TO=$(job timeout "#SBATCH --job-name=ptq-timeout
#SBATCH --output=$DIR/job-%j.log
#SBATCH --partition=short
#SBATCH --time=1
echo start \$(date +%T)
srun /bin/sh -c 'sleep 90; echo not reached'")
T=$(sbatch --parsable "$TO")
wait_state "$T" RUNNING 30
t0=$(date +%s.%N)
wait_done "$T" 150
t1=$(date +%s.%N)
echo "TIMEOUT job $T (--time=1): RUNNING to final state: $(elapsed "$t0" "$t1") s" >>"$TIMINGS"
NOTE="job $T: partition short, --time=1, sleeps 90"
cap scontrol-show-job-timeout "scontrol show job $T"
NOTE="job $T"
cap scontrol-show-job-oneline-timeout "scontrol show job -o $T"
NOTE="job $T"
cap squeue-timeout "$(sq "$T")"
NOTE="job $T"
cap job-output-timeout "cat $DIR/job-$T.log"

# -------------------------------------------------------- bookkeeping ----
cap jobcomp-log "cat $DIR/jobcomp.log"
cap squeue-all-states "squeue --noheader -t all -o '%i|%j|%T|%r|%N|%M|%l'"
cap sacct-any "sacct -n -P -o JobID,State,ExitCode"
cap sacct-completion-all "sacct -c -n -P -o JobID,JobName,State,ExitCode,NodeList,Elapsed,Start,End"
cap sacct-completion-default "sacct -c"
echo "done; captures in $CAP" >&2
