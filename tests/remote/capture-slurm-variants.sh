#!/usr/bin/env bash
# capture-slurm-variants.sh DIR [CAPTURE_DIR]
#
# The cases capture-slurm-outputs.sh cannot show with the default fixture:
# a second cluster in DIR started with
#   SLURM_FIXTURE_MEMORY_ENFORCE=1        (OverMemoryKill: the "OOM" case)
#   SLURM_FIXTURE_ENFORCE_PART_LIMITS=NO  (over-MaxTime jobs pend, not rejected)
#   SLURM_FIXTURE_MIN_JOB_AGE=2           (finished jobs purged quickly)
# and finally `slurm-fixture.sh stop` while a job is still running.
# Same capture format as capture-slurm-outputs.sh; names start with "variant-".
# Takes about 1-3 minutes (waiting for the purge).
set -euo pipefail

HERE=$(cd -- "$(dirname -- "$0")" && pwd)
[[ -n ${1:-} ]] || { echo "usage: $0 DIR [CAPTURE_DIR]" >&2; exit 2; }
export SLURM_FIXTURE_MEMORY_ENFORCE=1 SLURM_FIXTURE_ENFORCE_PART_LIMITS=NO SLURM_FIXTURE_MIN_JOB_AGE=2
t0=$(date +%s.%N)
ENV=$("$HERE/slurm-fixture.sh" start "$1")
eval "$ENV"
t1=$(date +%s.%N)
DIR=$(cd -- "$1" && pwd -P)
CAP=${2:-$HERE/../fixtures/slurm}
CAP_PREFIX=variant-
source "$HERE/capture-lib.sh"
mkdir -p "$CAP" "$DIR/jobs"
TIMINGS=$CAP/variant-timings.txt
echo "start (memory-enforce cluster): $(elapsed "$t0" "$t1") s" >"$TIMINGS"

state() { squeue --noheader -t all -j "$1" -o '%T' 2>/dev/null || true; }
wait_done() {
    local deadline=$((SECONDS + $2)) s
    while :; do
        s=$(state "$1")
        [[ $s == PENDING || $s == RUNNING || $s == COMPLETING || $s == CONFIGURING ]] || return 0
        (( SECONDS < deadline )) || { echo "job $1 still $s after $2 s" >&2; return 1; }
        sleep 0.2
    done
}
job() {
    printf '#!/bin/bash\n%s\n' "$2" >"$DIR/jobs/$1.sh"
    echo "$DIR/jobs/$1.sh"
}

cap slurm-conf "cat $DIR/slurm.conf"

# ---------------------------------------------------- over memory limit ----
OOM=$(job oom "#SBATCH --job-name=ptq-oom
#SBATCH --output=$DIR/job-%j.log
#SBATCH --mem=100M
srun /usr/bin/python3 -c 'import time
x = []
for i in range(12):
    x.append(bytearray(50 * 1024 * 1024)); print(\"allocated\", (i + 1) * 50, \"MiB\", flush=True); time.sleep(0.5)'")
O=$(sbatch --parsable "$OOM")
wait_done "$O" 60
NOTE="job $O: --mem=100M, the step grows by 50 MiB every 0.5 s; jobacct_gather/linux + OverMemoryKill, no cgroups"
cap oom-scontrol-show-job "scontrol show job $O"
NOTE="job $O"
cap oom-job-output "cat $DIR/job-$O.log"
NOTE="job $O"
cap oom-sacct-completion "sacct -c -j $O -n -P -o JobID,State,ExitCode,NodeList,Elapsed"
cap sbatch-mem-too-big "sbatch --parsable --mem=100G $OOM"

# ------------------------------------- over MaxTime, EnforcePartLimits=NO ----
TINY=$(job tiny "#SBATCH --job-name=ptq-tiny
#SBATCH --output=$DIR/job-%j.log
srun /bin/true")
NOTE="EnforcePartLimits=NO; gpu has MaxTime=10"
cap sbatch-time-over-max-accepted "sbatch --parsable --partition gpu --time=20 $TINY"
P=$(sed -n '/--- stdout ---/{n;p}' "$CAP/variant-sbatch-time-over-max-accepted.txt")
NOTE="job $P: --time=20 on gpu (MaxTime=10), EnforcePartLimits=NO, right after submit"
cap squeue-pending-just-submitted-over-maxtime "squeue --noheader -j $P -o '%i|%T|%r|%N|%M|%l'"
deadline=$((SECONDS + 30))
until [[ $(squeue --noheader -j "$P" -o %r) == PartitionTimeLimit ]]; do
    (( SECONDS < deadline )) || { echo "job $P never got reason PartitionTimeLimit" >&2; break; }
    sleep 0.2
done
NOTE="job $P: --time=20 on gpu (MaxTime=10), EnforcePartLimits=NO, after a scheduler pass"
cap squeue-pending-partitiontimelimit "squeue --noheader -j $P -o '%i|%T|%r|%N|%M|%l'"
NOTE="job $P"
cap scontrol-show-job-pending-partitiontimelimit "scontrol show job -o $P"
scancel "$P" || true

# ------------------------------------------------- purge after MinJobAge ----
Q=$(sbatch --parsable "$TINY")
wait_done "$Q" 30
t0=$(date +%s.%N)
deadline=$((SECONDS + 200))
while scontrol show job "$Q" >/dev/null 2>&1; do
    (( SECONDS < deadline )) || { echo "job $Q not purged after 200 s" >&2; break; }
    sleep 1
done
t1=$(date +%s.%N)
echo "finished job $Q purged from slurmctld (MinJobAge=2) after $(elapsed "$t0" "$t1") s" >>"$TIMINGS"
NOTE="job $Q finished and was purged (MinJobAge=2)"
cap squeue-purged "squeue --noheader -j $Q -o '%i|%T|%r|%N|%M|%l'"
NOTE="job $Q finished and was purged (MinJobAge=2)"
cap squeue-t-all-purged "squeue --noheader -t all -j $Q -o '%i|%T|%r|%N|%M|%l'"
NOTE="job $Q finished and was purged (MinJobAge=2)"
cap scontrol-show-job-purged "scontrol show job $Q"
NOTE="job $Q finished and was purged (MinJobAge=2): the jobcomp file still has it"
cap sacct-completion-purged "sacct -c -j $Q -n -P -o JobID,State,ExitCode,NodeList,Elapsed"

# ---------------------------------------------- stop with a running job ----
LONG=$(job long "#SBATCH --job-name=ptq-long
#SBATCH --output=$DIR/job-%j.log
srun sleep 300")
L=$(sbatch --parsable "$LONG")
deadline=$((SECONDS + 30))
until [[ $(state "$L") == RUNNING ]]; do (( SECONDS < deadline )) || break; sleep 0.2; done
sleep 1
NOTE="job $L RUNNING (srun sleep 300): its processes before stop"
cap ps-before-stop "ps -eo pid,ppid,comm,args | awk 'NR == 1 || \$3 ~ /^(slurm|munge)/ || \$0 ~ /sleep 300\$/'"
NOTE="job $L still RUNNING"
cap stop-with-running-job "$HERE/slurm-fixture.sh stop $DIR"
cap ps-after-stop "ps -eo pid,ppid,comm,args | awk 'NR == 1 || \$3 ~ /^(slurm|munge)/ || \$0 ~ /sleep 300\$/'"
echo "done; captures in $CAP" >&2
