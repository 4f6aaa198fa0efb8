#!/usr/bin/env bash
# A real OpenSSH server on a loopback port for the remote-target tests, everything under DIR:
#
#   ssh-fixture.sh start DIR [PORT]   installs openssh-server if missing, makes a host key and a
#                                     user key, starts sshd on 127.0.0.1:PORT (default: a free
#                                     port) and prints the facts as shell assignments:
#                                     SSH_FIXTURE_PORT, SSH_FIXTURE_KEY (the user's private key),
#                                     SSH_FIXTURE_KNOWN_HOSTS (a known_hosts with the host key),
#                                     SSH_FIXTURE_USER
#   ssh-fixture.sh rekey DIR          a new host key, sshd restarted on the same port (the
#                                     recorded key no longer matches: "host key changed")
#   ssh-fixture.sh stop DIR           stops sshd and every session it started
#   ssh-fixture.sh restart DIR        stop, then start on the same port with the same keys
#
# The server takes only the generated key (no passwords, no PAM) and reads SetEnv lines from
# DIR/setenv (e.g. SLURM_CONF=…) so that a test's login shell sees them. Folders listed in
# DIR/hide (one a line, read at start) are not seen by its sessions: each session runs in a mount
# namespace of its own with an empty tmpfs over them (needs root), as on a host that does not
# share this machine's file system.
set -euo pipefail

cmd=${1:-}
dir=${2:-}
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop|rekey|restart DIR [PORT]" >&2; exit 2; }
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

say() { printf 'ssh-fixture: %s\n' "$*" >&2; }

install_sshd() {
    [ -x /usr/sbin/sshd ] && return 0
    say "installing openssh-server"
    if [ "$(id -u)" -ne 0 ]; then say "not root: cannot install openssh-server"; exit 1; fi
    if ! apt-cache show openssh-server >/dev/null 2>&1; then apt-get update -qq; fi
    # Debian's policy-rc.d keeps the system service from starting inside a container; either way
    # the fixture runs its own sshd with its own configuration and never touches the system one.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends openssh-server >&2
}

free_port() {
    python3 - <<'EOF'
import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()
EOF
}

# The names sshd's own processes have: the listener is sshd; from OpenSSH 9.8 (Debian 13) each
# connection is served by an sshd-session it starts (and, from 10.0, authenticated by an sshd-auth),
# before that by a forked sshd.
is_sshd_process() {
    case "$(cat /proc/"$1"/comm 2>/dev/null)" in
        sshd | sshd-session | sshd-auth) return 0 ;;
        *) return 1 ;;
    esac
}

# Every process below the listener (its sessions and their commands' sshd halves), then it.
stop_sshd() {
    [ -f "$dir/sshd.pid" ] || return 0
    local pid
    pid=$(cat "$dir/sshd.pid")
    if kill -0 "$pid" 2>/dev/null; then
        local all=("$pid") frontier=("$pid") next child
        while [ ${#frontier[@]} -gt 0 ]; do
            next=()
            for p in "${frontier[@]}"; do
                for child in $(pgrep -P "$p" 2>/dev/null || true); do
                    # Only sshd's processes: the commands a session started (a detached run) stay.
                    if is_sshd_process "$child"; then
                        all+=("$child")
                        next+=("$child")
                    fi
                done
            done
            frontier=("${next[@]}")
        done
        kill -KILL "${all[@]}" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -f "$dir/sshd.pid"
}

start_sshd() {
    local port=$1
    mkdir -p /run/sshd
    cat >"$dir/sshd_config" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $dir/host_key
PidFile $dir/sshd.pid
AuthorizedKeysFile $dir/authorized_keys
PasswordAuthentication no
KbdInteractiveAuthentication no
PubkeyAuthentication yes
PermitRootLogin prohibit-password
StrictModes no
UsePAM no
MaxSessions 50
MaxStartups 50:30:100
LogLevel ERROR
EOF
    if [ -s "$dir/setenv" ]; then
        printf 'SetEnv %s\n' "$(tr '\n' ' ' <"$dir/setenv")" >>"$dir/sshd_config"
    fi
    if [ -s "$dir/hide" ]; then
        # The session's command runs after the mounts, in the namespace (private propagation:
        # nothing leaks to this machine).
        cat >"$dir/session.sh" <<'EOF'
#!/bin/sh
exec unshare --mount --propagation private /bin/sh -c '
while IFS= read -r p; do
    [ -z "$p" ] || mount -t tmpfs -o size=1m ptq-hidden "$p" || exit 97
done <"$0"
exec /bin/sh -c "$SSH_ORIGINAL_COMMAND"' "$(dirname "$0")/hide"
EOF
        chmod +x "$dir/session.sh"
        printf 'ForceCommand %s\n' "$dir/session.sh" >>"$dir/sshd_config"
    fi
    /usr/sbin/sshd -t -f "$dir/sshd_config"
    /usr/sbin/sshd -f "$dir/sshd_config" -E "$dir/sshd.log"
    for _ in $(seq 100); do
        if python3 -c "import socket,sys; s=socket.create_connection(('127.0.0.1', $port), 0.2); sys.exit(0)" 2>/dev/null; then
            echo "$port" >"$dir/port"
            return 0
        fi
        sleep 0.1
    done
    say "sshd did not listen on 127.0.0.1:$port; its log:"
    cat "$dir/sshd.log" >&2 || true
    exit 1
}

write_known_hosts() {
    local port
    port=$(cat "$dir/port")
    printf '[127.0.0.1]:%s %s\n' "$port" "$(cut -d' ' -f1,2 "$dir/host_key.pub")" >"$dir/known_hosts"
}

print_facts() {
    printf 'SSH_FIXTURE_PORT=%s\nSSH_FIXTURE_KEY=%s\nSSH_FIXTURE_KNOWN_HOSTS=%s\nSSH_FIXTURE_USER=%s\n' \
        "$(cat "$dir/port")" "$dir/user_key" "$dir/known_hosts" "$(id -un)"
}

case "$cmd" in
    start)
        install_sshd
        stop_sshd
        [ -f "$dir/host_key" ] || ssh-keygen -q -t ed25519 -N '' -C ptq-fixture-host -f "$dir/host_key"
        [ -f "$dir/user_key" ] || ssh-keygen -q -t ed25519 -N '' -C ptq-fixture-user -f "$dir/user_key"
        cp "$dir/user_key.pub" "$dir/authorized_keys"
        start_sshd "${3:-$(free_port)}"
        write_known_hosts
        print_facts
        ;;
    restart)
        port=$(cat "$dir/port")
        stop_sshd
        start_sshd "$port"
        print_facts
        ;;
    rekey)
        port=$(cat "$dir/port")
        stop_sshd
        rm -f "$dir/host_key" "$dir/host_key.pub"
        ssh-keygen -q -t ed25519 -N '' -C ptq-fixture-host-new -f "$dir/host_key"
        start_sshd "$port" # known_hosts keeps the old key
        print_facts
        ;;
    stop)
        stop_sshd
        ;;
    *)
        echo "usage: $0 start|stop|rekey|restart DIR [PORT]" >&2
        exit 2
        ;;
esac
