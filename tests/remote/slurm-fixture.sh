#!/usr/bin/env bash
# slurm-fixture.sh — a real, throw-away, one-node Slurm cluster for tests.
#
# Usage:
#   slurm-fixture.sh start DIR   install what is missing, configure everything
#                                under DIR, start munged + slurmctld + slurmd,
#                                wait until the node is idle, then print on
#                                stdout the `export ...` lines the clients need
#                                (eval "$(slurm-fixture.sh start DIR)").
#   slurm-fixture.sh stop DIR    cancel the fixture's jobs, stop the daemons it
#                                started (by pid file), bounded; no process left.
#   slurm-fixture.sh env DIR     print the export lines again (cluster must run).
#   slurm-fixture.sh status DIR  exit 0 when the cluster answers and the node is
#                                idle/mixed/allocated, 1 otherwise.
#
# Needs root (the daemons run as root, SlurmUser=root) and Debian's packages
# slurmctld, slurmd, slurm-client and munge (Slurm 22.05 on Debian 12); `start`
# installs them with apt-get when they are missing. No systemd is needed: the
# daemons are started by hand and daemonise themselves, writing pid files.
#
# Everything lives under DIR: munge key/socket/log/pid, slurm.conf, gres.conf,
# cgroup.conf, state and spool directories, daemon logs and pid files, and the
# job-completion log. Nothing under /etc is read or changed (the default
# /etc/munge/munge.key that the package creates is not used).
#
# Cluster shape (see SLURM-NOTES.md beside this file):
#   - one node, named `hostname -s`, address 127.0.0.1, CPUs/RealMemory as
#     `slurmd -C` reports them, one fake GRES gpu:1 (File=/dev/null)
#   - partition `gpu`   Default=YES MaxTime=10 (minutes)
#   - partition `short` MaxTime=1 (minute), for TIMEOUT tests
#   - no accounting database: sacct does not work (accounting_storage/none);
#     finished jobs stay in `scontrol show job` / `squeue` for MinJobAge
#     seconds (SLURM_FIXTURE_MIN_JOB_AGE, default 600), and every finished job
#     is appended to DIR/jobcomp.log (jobcomp/filetxt).
#
# Environment knobs (all optional):
#   SLURM_FIXTURE_CTLD_PORT / SLURM_FIXTURE_SLURMD_PORT  fixed ports (else free
#                                                        ones are picked)
#   SLURM_FIXTURE_MIN_JOB_AGE   seconds a finished job stays visible (600)
#   SLURM_FIXTURE_ENFORCE_PART_LIMITS  ALL (default: sbatch rejects jobs over a
#                               partition limit) or NO (they pend with reason
#                               PartitionTimeLimit)
#   SLURM_FIXTURE_MEMORY_ENFORCE=1  jobacct_gather/linux + OverMemoryKill +
#                               CR_Core_Memory: a step above --mem is killed
#   SLURM_FIXTURE_START_TIMEOUT seconds to wait for the node to be idle (30)
#   SLURM_FIXTURE_NO_INSTALL=1  never run apt-get (fail if packages missing)

set -euo pipefail

readonly PROG=${0##*/}

log() { printf '%s: %s\n' "$PROG" "$*" >&2; }
die() { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }

usage() {
    sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

# ---------------------------------------------------------------- paths ----

# set_paths DIR — derive every path of the fixture from DIR (made absolute).
set_paths() {
    [[ -n ${1:-} ]] || usage
    mkdir -p -- "$1"
    DIR=$(cd -- "$1" && pwd -P)
    CONF=$DIR/slurm.conf
    MUNGE_DIR=$DIR/munge
    MUNGE_KEY=$MUNGE_DIR/munge.key
    MUNGE_SOCKET=$MUNGE_DIR/munge.socket
    MUNGE_PID=$MUNGE_DIR/munged.pid
    MUNGE_LOG=$MUNGE_DIR/munged.log
    MUNGE_SEED=$MUNGE_DIR/munged.seed
    STATE_DIR=$DIR/state
    SPOOL_DIR=$DIR/spool
    LOG_DIR=$DIR/log
    RUN_DIR=$DIR/run
    CTLD_PID=$RUN_DIR/slurmctld.pid
    SLURMD_PID=$RUN_DIR/slurmd.pid
    JOBCOMP_LOG=$DIR/jobcomp.log
    NODE=$(hostname -s)
    # A unix socket path is limited to 108 bytes (sun_path); keep a margin.
    if (( ${#MUNGE_SOCKET} > 100 )); then
        die "DIR is too long: munge socket path '$MUNGE_SOCKET' exceeds 100 bytes"
    fi
}

# ------------------------------------------------------------- helpers ----

# pid_alive PIDFILE — true when the file names a live process.
pid_alive() {
    local pid
    [[ -s $1 ]] || return 1
    pid=$(tr -dc '0-9' <"$1")
    [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null
}

# wait_until SECONDS CMD... — run CMD every 0.5 s until it succeeds; bounded.
wait_until() {
    local secs=$1; shift
    local deadline=$((SECONDS + secs))
    until "$@" >/dev/null 2>&1; do
        (( SECONDS < deadline )) || return 1
        sleep 0.5
    done
}

# port_free PORT — true when nothing listens on PORT (IPv4 or IPv6).
port_free() {
    local hex
    hex=$(printf '%04X' "$1")
    ! cat /proc/net/tcp /proc/net/tcp6 2>/dev/null |
        awk -v p=":$hex" '$4 == "0A" && substr($2, length($2) - 4) == p { f = 1 } END { exit !f }'
}

# pick_port [AVOID] — print a free TCP port in 20000..59999, not AVOID.
pick_port() {
    local p i
    for i in $(seq 1 200); do
        p=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
        [[ $p != "${1:-}" ]] && port_free "$p" && { echo "$p"; return 0; }
    done
    die "no free TCP port found in 20000..59999"
}

# print_env — the environment every Slurm client needs (stdout).
print_env() {
    printf 'export SLURM_CONF=%q\n' "$CONF"
    # Only munge's own CLIs (munge/unmunge) need the socket; Slurm reads it
    # from AuthInfo=socket=... in slurm.conf. Exported for convenience.
    printf 'export MUNGE_SOCKET=%q\n' "$MUNGE_SOCKET"
}

# node_state — the node's compact state as sinfo prints it (idle, mix, ...).
node_state() {
    SLURM_CONF=$CONF timeout 10 sinfo --noheader -n "$NODE" -o '%t' 2>/dev/null | head -n1
}

node_ready() {
    local st
    st=$(node_state) || return 1
    [[ $st == idle || $st == mix || $st == alloc ]]
}

# --------------------------------------------------------------- install ----

ensure_packages() {
    local missing=()
    command -v munged    >/dev/null || missing+=(munge)
    command -v slurmctld >/dev/null || missing+=(slurmctld)
    command -v slurmd    >/dev/null || missing+=(slurmd)
    command -v sbatch    >/dev/null || missing+=(slurm-client)
    (( ${#missing[@]} )) || return 0
    [[ ${SLURM_FIXTURE_NO_INSTALL:-0} != 1 ]] ||
        die "missing packages: ${missing[*]} (SLURM_FIXTURE_NO_INSTALL=1)"
    (( EUID == 0 )) || die "missing packages: ${missing[*]}; run as root to install"
    log "installing: ${missing[*]}"
    # Only refresh the lists when apt does not know the packages yet.
    if ! apt-cache show slurmctld slurmd slurm-client munge >/dev/null 2>&1; then
        timeout 300 apt-get update >&2 || die "apt-get update failed"
    fi
    # DPkg::Lock::Timeout: wait (bounded) for another apt/dpkg to finish.
    # The packages' scripts may try to start system daemons (invoke-rc.d);
    # where policy-rc.d denies it nothing starts, and anything that does start
    # uses /etc and the default socket/ports, not this fixture's.
    local try
    for try in 1 2; do
        DEBIAN_FRONTEND=noninteractive timeout 600 \
            apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 \
            slurmctld slurmd slurm-client munge >&2 && return 0
        # Stale package lists (a version no longer on the mirror): refresh once.
        (( try == 1 )) && { timeout 300 apt-get update >&2 || true; }
    done
    die "apt-get install of slurmctld slurmd slurm-client munge failed"
}

# ---------------------------------------------------------------- config ----

write_config() {
    local ctld_port slurmd_port cpus mem sockets cores threads hw
    ctld_port=${SLURM_FIXTURE_CTLD_PORT:-$(pick_port)}
    slurmd_port=${SLURM_FIXTURE_SLURMD_PORT:-$(pick_port "$ctld_port")}
    port_free "$ctld_port"   || die "SlurmctldPort $ctld_port is in use"
    port_free "$slurmd_port" || die "SlurmdPort $slurmd_port is in use"

    # The node's hardware exactly as slurmd sees it, so it never drains for
    # "Low RealMemory"/"Low socket*core*thread count".
    hw=$(slurmd -C | head -n1) || die "slurmd -C failed"
    cpus=$(sed -n 's/.* CPUs=\([0-9]*\).*/\1/p' <<<"$hw")
    sockets=$(sed -n 's/.* SocketsPerBoard=\([0-9]*\).*/\1/p' <<<"$hw")
    cores=$(sed -n 's/.* CoresPerSocket=\([0-9]*\).*/\1/p' <<<"$hw")
    threads=$(sed -n 's/.* ThreadsPerCore=\([0-9]*\).*/\1/p' <<<"$hw")
    mem=$(sed -n 's/.* RealMemory=\([0-9]*\).*/\1/p' <<<"$hw")
    [[ -n $cpus && -n $mem ]] || die "cannot parse 'slurmd -C' output: $hw"

    # Memory enforcement without cgroups (opt-in): jobacct_gather/linux polls
    # /proc every second and OverMemoryKill kills a step above its --mem.
    local acct_gather select_params
    if [[ ${SLURM_FIXTURE_MEMORY_ENFORCE:-0} == 1 ]]; then
        acct_gather=$'JobAcctGatherType=jobacct_gather/linux\nJobAcctGatherParams=OverMemoryKill\nJobAcctGatherFrequency=task=1\n# Jobs without --mem get 1 GiB per CPU (else they would take the whole node).\nDefMemPerCPU=1024'
        select_params=CR_Core_Memory
    else
        acct_gather=JobAcctGatherType=jobacct_gather/none
        select_params=CR_Core
    fi

    cat >"$CONF" <<EOF
# Generated by $PROG for a throw-away one-node test cluster. Do not edit:
# it is rewritten by every fresh 'start'.
ClusterName=ptqtest
SlurmctldHost=$NODE(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root

# Authentication through our own munged (socket under DIR).
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$MUNGE_SOCKET

# Everything on disk lives under DIR.
StateSaveLocation=$STATE_DIR
SlurmdSpoolDir=$SPOOL_DIR
SlurmctldPidFile=$CTLD_PID
SlurmdPidFile=$SLURMD_PID
SlurmctldLogFile=$LOG_DIR/slurmctld.log
SlurmdLogFile=$LOG_DIR/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
PlugStackConfig=$DIR/plugstack.conf
MailProg=/bin/true

# No cgroups: plain /proc process tracking, no task binding.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
$acct_gather
MpiDefault=none
SwitchType=switch/none

# Scheduling: cores as consumable resources, plus a fake GPU.
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=$select_params
GresTypes=gpu
# (AccountingStorageTRES=gres/gpu would need slurmdbd: slurmctld dies with
#  "fatal: slurmdbd is required to run with TRES gres/gpu".)
EnforcePartLimits=${SLURM_FIXTURE_ENFORCE_PART_LIMITS:-ALL}

# No slurmdbd: accounting off (sacct cannot work), completions to a text file.
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$JOBCOMP_LOG

# Keep finished jobs visible to squeue/scontrol for a while.
MinJobAge=${SLURM_FIXTURE_MIN_JOB_AGE:-600}
# Short timeouts so cancel/timeout tests finish quickly.
KillWait=5
OverTimeLimit=0
InactiveLimit=0
SlurmctldTimeout=30
SlurmdTimeout=60
MessageTimeout=10
ReturnToService=2

NodeName=$NODE NodeAddr=127.0.0.1 CPUs=$cpus SocketsPerBoard=$sockets CoresPerSocket=$cores ThreadsPerCore=$threads RealMemory=$mem Gres=gpu:1 State=UNKNOWN
PartitionName=gpu Nodes=$NODE Default=YES MaxTime=10 State=UP
PartitionName=short Nodes=$NODE MaxTime=1 State=UP
EOF
    # One fake GPU. Slurm 22.05 drops a file-less gpu ("Removing file-less
    # GPU gpu:(null) from final GRES list") and then drains the node with
    # "gres/gpu count reported lower than configured (0 < 1)", so it points at
    # /dev/null; without cgroups nothing is constrained, and a job asking
    # --gres=gpu:1 gets CUDA_VISIBLE_DEVICES=0 like on a real GPU node.
    cat >"$DIR/gres.conf" <<EOF
NodeName=$NODE Name=gpu File=/dev/null
EOF
    # Empty: no SPANK plugins (do not read /etc/slurm/plugstack.conf).
    : >"$DIR/plugstack.conf"
    # No cgroups here either. Slurm 24.11 (Debian 13) loads a cgroup plugin in slurmd whatever
    # slurm.conf says and dies where it cannot use one (no writable cgroup2 in a container or a
    # chroot), unless cgroup.conf says CgroupPlugin=disabled, a value Slurm knows from 24.05 on.
    # Older ones (22.05 on Debian 12) load no cgroup plugin with the settings above and would not
    # know the value: they get no cgroup.conf, as before.
    local version
    version=$(slurm_version)
    if version_at_least "$version" 24.05; then
        printf '# Generated by %s (Slurm %s): no cgroups in a throw-away test cluster.\nCgroupPlugin=disabled\n' \
            "$PROG" "$version" >"$DIR/cgroup.conf"
    else
        rm -f -- "$DIR/cgroup.conf"
    fi
}

# slurm_version — the installed Slurm's version, e.g. 22.05.8 ("slurm-wlm 22.05.8" from slurmd -V).
slurm_version() {
    local v
    v=$(slurmd -V 2>/dev/null | grep -oE '[0-9]+\.[0-9]+(\.[0-9]+)?' | head -n1)
    [[ -n $v ]] || die "cannot tell Slurm's version from 'slurmd -V': $(slurmd -V 2>&1 | head -n1)"
    echo "$v"
}

# version_at_least VERSION MINIMUM — true when VERSION >= MINIMUM (dotted numbers).
version_at_least() {
    [[ $(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1) == "$2" ]]
}

# ----------------------------------------------------------------- munge ----

start_munge() {
    if pid_alive "$MUNGE_PID" && [[ -S $MUNGE_SOCKET ]]; then
        return 0
    fi
    rm -f -- "$MUNGE_SOCKET" "$MUNGE_SOCKET.lock" "$MUNGE_PID"
    if [[ ! -s $MUNGE_KEY ]]; then
        # A fresh random key; munged insists on mode 0600/0400, owner = us.
        ( umask 077; dd if=/dev/urandom of="$MUNGE_KEY" bs=1024 count=1 status=none )
    fi
    chmod 0600 "$MUNGE_KEY"
    # --force: munged refuses some "insecure" setups (running as root, DIR
    # inside world-writable /tmp); this is a test fixture, accept them.
    munged --force --socket="$MUNGE_SOCKET" --key-file="$MUNGE_KEY" \
        --pid-file="$MUNGE_PID" --log-file="$MUNGE_LOG" --seed-file="$MUNGE_SEED" \
        >>"$LOG_DIR/munged.out" 2>&1 ||
        die "munged failed to start; see $MUNGE_LOG and $LOG_DIR/munged.out"
    wait_until 10 test -S "$MUNGE_SOCKET" ||
        die "munged socket $MUNGE_SOCKET did not appear within 10 s; see $MUNGE_LOG"
    # Round trip: the socket answers and the key works.
    munge --socket="$MUNGE_SOCKET" -n | unmunge --socket="$MUNGE_SOCKET" >/dev/null ||
        die "munge/unmunge round trip through $MUNGE_SOCKET failed"
}

# ----------------------------------------------------------------- start ----

# die_log NAME MESSAGE — die, showing the end of the daemon's log first.
die_log() {
    tail -n 15 "$LOG_DIR/$1.log" "$LOG_DIR/$1.out" 2>/dev/null | grep -v 'pmix' >&2 || true
    die "$2; see $LOG_DIR/$1.log"
}

# wait_daemon NAME PIDFILE SECONDS CMD... — wait until CMD succeeds; fail at
# once when the daemon has died (a "fatal:" in its log), else after SECONDS.
wait_daemon() {
    local name=$1 pidfile=$2 secs=$3; shift 3
    local deadline=$((SECONDS + secs))
    until "$@" >/dev/null 2>&1; do
        # The daemon forks; its child writes the pid file. A pid file naming
        # a dead process, or a fatal: line in the log, means it died.
        if [[ -s $pidfile ]] && ! pid_alive "$pidfile"; then
            die_log "$name" "$name died during start-up"
        fi
        if grep -q 'fatal:' "$LOG_DIR/$name.log" 2>/dev/null; then
            die_log "$name" "$name died during start-up"
        fi
        (( SECONDS < deadline )) || die_log "$name" "$name not ready within $secs s"
        sleep 0.5
    done
}

cmd_start() {
    set_paths "$1"
    (( EUID == 0 )) || die "must run as root (SlurmUser=root, daemons as root)"
    ensure_packages

    # Already fully up: idempotent, just print the env.
    if pid_alive "$MUNGE_PID" && pid_alive "$CTLD_PID" && pid_alive "$SLURMD_PID" &&
        [[ -f $CONF ]] && node_ready; then
        log "cluster already running in $DIR"
        print_env
        return 0
    fi
    # Partly up (a crash, an interrupted start): stop whatever is left first.
    if pid_alive "$MUNGE_PID" || pid_alive "$CTLD_PID" || pid_alive "$SLURMD_PID"; then
        log "partial cluster found in $DIR; restarting it"
        cmd_stop "$DIR"
    fi

    local t0=$SECONDS
    # Any failure from here on: stop what was started, leave nothing behind.
    # (die exits, and set -e exits, so an EXIT trap catches both.)
    trap 'rc=$?; if (( rc != 0 )); then log "start failed; stopping what was started"; cmd_stop "$DIR" || true; fi' EXIT
    mkdir -p "$MUNGE_DIR" "$STATE_DIR" "$SPOOL_DIR" "$LOG_DIR" "$RUN_DIR"
    # 0755: non-root clients can reach the socket (munged refuses a dir that
    # others can write to, not one they can read).
    chmod 0755 "$MUNGE_DIR"
    # Keep the previous run's logs apart, so "fatal:" checks see only ours.
    mkdir -p "$LOG_DIR/previous"
    find "$LOG_DIR" -maxdepth 1 -type f -exec mv -f -t "$LOG_DIR/previous" {} +
    # A fresh start forgets old jobs (job ids restart at 1).
    rm -rf -- "${STATE_DIR:?}"/* "${SPOOL_DIR:?}"/*
    write_config
    start_munge

    export SLURM_CONF=$CONF
    # Both daemons fork into the background and write their pid files.
    # slurmctld -c: clear old state; -i would only ignore state errors.
    slurmctld -c -f "$CONF" >>"$LOG_DIR/slurmctld.out" 2>&1 ||
        die_log slurmctld "slurmctld failed to start"
    wait_daemon slurmctld "$CTLD_PID" 15 timeout 5 scontrol ping

    slurmd -f "$CONF" >>"$LOG_DIR/slurmd.out" 2>&1 ||
        die_log slurmd "slurmd failed to start"
    wait_daemon slurmd "$SLURMD_PID" 15 pid_alive "$SLURMD_PID"

    local limit=${SLURM_FIXTURE_START_TIMEOUT:-30}
    if ! wait_until "$limit" node_ready; then
        log "node $NODE not idle after $limit s (state: '$(node_state || true)')"
        tail -n 20 "$LOG_DIR/slurmctld.log" "$LOG_DIR/slurmd.log" >&2 || true
        die "cluster did not become ready; logs under $LOG_DIR"
    fi
    trap - EXIT
    log "cluster up in $((SECONDS - t0)) s: node $NODE $(node_state), conf $CONF"
    print_env
}

# ------------------------------------------------------------------ stop ----

# pid_dead PID — true when PID no longer exists.
pid_dead() { ! kill -0 "$1" 2>/dev/null; }

# all_dead PID... — true when none of the PIDs exists.
all_dead() {
    local p
    for p in "$@"; do pid_dead "$p" || return 1; done
}

# stop_pidfiles NAME:PIDFILE... — SIGTERM all of them at once, wait up to
# 15 s, then SIGKILL the survivors (5 s more); bounded.
stop_pidfiles() {
    local arg name file pid pids=() names=()
    for arg in "$@"; do
        name=${arg%%:*} file=${arg#*:}
        if pid_alive "$file"; then
            pid=$(tr -dc '0-9' <"$file")
            kill -TERM "$pid" 2>/dev/null || true
            pids+=("$pid") names+=("$name")
        fi
        rm -f -- "$file"
    done
    (( ${#pids[@]} )) || return 0
    wait_until 15 all_dead "${pids[@]}" && return 0
    local i
    for i in "${!pids[@]}"; do
        pid_dead "${pids[$i]}" && continue
        log "${names[$i]} (pid ${pids[$i]}) ignored SIGTERM for 15 s; sending SIGKILL"
        kill -KILL "${pids[$i]}" 2>/dev/null || true
    done
    wait_until 5 all_dead "${pids[@]}" || log "some daemons survived SIGKILL: ${pids[*]}"
}

# stepd_pids — pids of slurmstepd processes of THIS cluster: the binary is
# slurmstepd (Debian: /usr/sbin/slurmstepd-wlm) and its working directory or
# one of its open files lies under DIR.
stepd_pids() {
    local p exe
    for p in /proc/[0-9]*; do
        exe=$(readlink "$p/exe" 2>/dev/null) || continue
        [[ ${exe##*/} == slurmstepd* ]] || continue
        if [[ $(readlink "$p/cwd" 2>/dev/null) == "$DIR"* ]] ||
            ls -l "$p/fd" 2>/dev/null | grep -qF -- "$DIR/"; then
            echo "${p#/proc/}"
        fi
    done
}

# step_tree PID... — the given slurmstepd pids, every process in their
# sessions (the batch script, srun) and all their descendants (the tasks,
# which get their own session).
step_tree() {
    ps -eo pid=,ppid=,sid= | awk -v roots="$*" '
        BEGIN { n = split(roots, r, " "); for (i = 1; i <= n; i++) mark[r[i]] = 1 }
        { pid[NR] = $1; ppid[NR] = $2; sid[NR] = $3 }
        END {
            for (i = 1; i <= NR; i++) if (pid[i] in mark) sids[sid[i]] = 1
            for (i = 1; i <= NR; i++) if (sid[i] in sids) mark[pid[i]] = 1
            do {
                changed = 0
                for (i = 1; i <= NR; i++)
                    if ((ppid[i] in mark) && !(pid[i] in mark)) { mark[pid[i]] = 1; changed = 1 }
            } while (changed)
            for (p in mark) print p
        }'
}

# kill_steps — SIGKILL what is left of this cluster's job steps; bounded.
kill_steps() {
    local stepds tree
    stepds=$(stepd_pids)
    [[ -n $stepds ]] || return 0
    # shellcheck disable=SC2086
    tree=$(step_tree $stepds)
    log "killing leftover job steps: slurmstepd $(echo $stepds) and their processes"
    # shellcheck disable=SC2086
    kill -KILL $tree 2>/dev/null || true
    # shellcheck disable=SC2086
    wait_until 5 all_dead $tree || log "processes survived SIGKILL: $(echo $tree)"
}

cmd_stop() {
    set_paths "$1"
    export SLURM_CONF=$CONF
    # Cancel every job first so slurmd tears its steps (and their slurmstepd)
    # down cleanly; slurmstepd outlives slurmd by design otherwise.
    if pid_alive "$CTLD_PID" && [[ -f $CONF ]]; then
        local jobs
        jobs=$(timeout 10 squeue --noheader -t PENDING,RUNNING,SUSPENDED,COMPLETING -o '%i' 2>/dev/null || true)
        if [[ -n $jobs ]]; then
            # shellcheck disable=SC2086
            timeout 10 scancel $jobs 2>/dev/null || true
            wait_until 20 bash -c '[[ -z $(timeout 5 squeue --noheader -t PENDING,RUNNING,SUSPENDED,COMPLETING -o %i 2>/dev/null) ]]' ||
                log "some jobs were still active after 20 s; killing their steps"
        fi
    fi
    # Both Slurm daemons at once (each needs ~2 s to shut down), munged last:
    # they talk to it while shutting down.
    stop_pidfiles "slurmd:$SLURMD_PID" "slurmctld:$CTLD_PID"
    # Step daemons outlive slurmd (by design); after a crash of slurmctld the
    # scancel above could not reach them. Kill what is left, with its tasks.
    kill_steps
    local left
    stop_pidfiles "munged:$MUNGE_PID"
    rm -f -- "$MUNGE_SOCKET" "$MUNGE_SOCKET.lock"
    left=$(stepd_pids)
    [[ -z $left ]] || die "slurmstepd processes still alive: $left"
    log "stopped cluster in $DIR"
}

# ---------------------------------------------------------------- status ----

cmd_status() {
    set_paths "$1"
    pid_alive "$MUNGE_PID" && pid_alive "$CTLD_PID" && pid_alive "$SLURMD_PID" &&
        node_ready || return 1
}

cmd_env() {
    set_paths "$1"
    [[ -f $CONF ]] || die "no cluster configured in $DIR"
    print_env
}

case ${1:-} in
    start)  [[ $# -eq 2 ]] || usage; cmd_start "$2" ;;
    stop)   [[ $# -eq 2 ]] || usage; cmd_stop "$2" ;;
    status) [[ $# -eq 2 ]] || usage; cmd_status "$2" ;;
    env)    [[ $# -eq 2 ]] || usage; cmd_env "$2" ;;
    *)      usage ;;
esac
