#!/usr/bin/env bash
# Proves PTQ Studio on Debian 13 (trixie) from Debian's own packages, on a Debian 12 (or any
# Debian) machine: a trixie root made with debootstrap, this checkout bind-mounted inside at the
# same path (../shared beside it, read-only), and packaging/dev.sh run in there.
#
#   packaging/debian13.sh test [ctest arguments]   packaging/dev.sh test inside the root (its apt
#                                                  packages, its own Quark environment, every
#                                                  tier), building into build-debian13/
#   packaging/debian13.sh appimage [PATH]          the AppImage made on Debian 12 (default
#                                                  dist/PTQ_Studio-x86_64.AppImage) started inside
#                                                  the root with trixie's libraries and without its
#                                                  Qt: --version, example + analyze, first page
#                                                  painted (offscreen and X11), then
#                                                  packaging/appimage/smoke.sh there
#   packaging/debian13.sh shell [COMMAND...]       a shell (or COMMAND) inside the root, mounted as
#                                                  for test, in the checkout (e.g. ctest --test-dir
#                                                  build-debian13 -R tst_remote)
#   packaging/debian13.sh ci                       CI=true .ci/run inside the root, as CI runs it: the
#                                                  rehearsal of a new machine (with
#                                                  PTQ_DEBIAN13_SUITE=bookworm: Debian 12, nothing
#                                                  installed but debootstrap's minimal system, so every
#                                                  apt package, the Quark environment, every build and
#                                                  every tier is made from nothing). Run it in a clean
#                                                  clone with a copy (not a link) of shared/ beside it;
#                                                  the clone's build/ and build-asan/ are CI's own
#   packaging/debian13.sh clean                    removes the root (build-debian13/ stays)
#
# The root is made once (debootstrap, then apt-get upgrade) and reused; its package lists are
# refreshed and upgraded when older than a week. It is a plain trixie system (debootstrap's default
# set: required + important priorities, as the installer's minimal system) with a policy-rc.d
# that keeps package scripts from starting daemons; the test fixtures start their own.
#
# Each command runs in private mount and PID namespaces: the root on itself (so that "/" is a
# mount point, as unshare inside needs), /proc, /sys, /dev, /dev/pts, a fresh /dev/shm (/run/shm
# links to it), /run and /tmp, the checkout and ../shared (read-only) are mounted for it alone,
# unmounted when it ends (failure and Ctrl-C included), and every process it started inside
# (sshd, munged, slurmd, ...) ends with it. /tmp is a tmpfs as on Debian 13, but with a 32G limit
# (PTQ_DEBIAN13_TMP_SIZE): tests check for up to 16 GiB free there. The checkout's .deps/
# (valijson's headers, Debian 12's on the host) is replaced by the root's own.
#
# The real tier needs a Quark environment: by default dev.sh makes its own inside the root with
# trixie's Python 3.13 (packaging/quark-env.sh: 6.7 GB from PyPI and a kernel compile with GCC 14,
# once; kept in the root's /root/.cache). PTQ_DEBIAN13_QUARK_ENV=host instead mounts the host's
# ready environment (and the Python it was made from) at the same paths: faster, but it proves only
# PTQ Studio's side of the tier, not that the environment can be made on Debian 13. =none makes
# none (for a machine without PyPI or 15 GB to spare): add `-LE real` to the ctest arguments, or
# the real tier fails saying there is no environment.
#
# Needs root (debootstrap, chroot, mounts); re-runs itself with sudo otherwise. Every failure names
# its log: the root's making ROOT.log, each run build-debian13/debian13-{test,appimage}.log.
# Environment: PTQ_DEBIAN13_SUITE (trixie, the default, or bookworm: the same root, of Debian 12, for
# `ci`), PTQ_DEBIAN13_ROOT (default /var/tmp/ptq-debian13, /var/tmp/ptq-bookworm), PTQ_DEBIAN13_MIRROR (default
# http://deb.debian.org/debian), PTQ_DEBIAN13_QUARK_ENV (own, host or none), PTQ_DEBIAN13_TMP_SIZE.
# Passed inside: CI, PTQ_* (but PTQ_BUILD_DIR), proxies, PIP_INDEX_URL, PIP_EXTRA_INDEX_URL,
# PIP_TRUSTED_HOST and certificate bundle variables (SSL_CERT_FILE, PIP_CERT, ...); the certificate
# authorities added to this machine (/usr/local/share/ca-certificates: a proxy that re-signs TLS)
# are trusted inside too.
set -euo pipefail

checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
suite=${PTQ_DEBIAN13_SUITE:-trixie}
case "$suite" in
    trixie) rootfs=${PTQ_DEBIAN13_ROOT:-/var/tmp/ptq-debian13} ;;
    bookworm) rootfs=${PTQ_DEBIAN13_ROOT:-/var/tmp/ptq-bookworm} ;;
    *) printf 'debian13: PTQ_DEBIAN13_SUITE is %s: trixie or bookworm\n' "$suite" >&2; exit 2 ;;
esac
rootfs=$(realpath -m "$rootfs")
mirror=${PTQ_DEBIAN13_MIRROR:-http://deb.debian.org/debian}
security_mirror=${PTQ_DEBIAN13_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
quark_mode=${PTQ_DEBIAN13_QUARK_ENV:-own}
tmp_size=${PTQ_DEBIAN13_TMP_SIZE:-32G}
build=$checkout/build-debian13
root_log=$rootfs.log
ready_mark=$rootfs/etc/ptq-debian13-ready

say() { printf '\033[1m==> debian13: %s\033[0m\n' "$*" >&2; }
die() { printf '\033[1;31mdebian13: %s\033[0m\n' "$*" >&2; exit 1; }

command=${1:-}
[ $# -gt 0 ] && shift

if [ "$(id -u)" -ne 0 ] && [ "$command" != __inside ]; then
    command -v sudo >/dev/null || die "needs root (debootstrap, chroot, mounts) and there is no sudo"
    exec sudo --preserve-env "$0" "$command" "$@"
fi

case "$quark_mode" in own | host | none) ;; *) die "PTQ_DEBIAN13_QUARK_ENV is '$quark_mode': own, host or none" ;; esac
shared=
[ -d "$checkout/../shared" ] && shared=$(cd "$checkout/../shared" && pwd)

# Anything mounted at or below the root in this (the host's) mount namespace? Never, normally:
# every mount is made in a private namespace. Checked before removing or remaking the root.
host_mounts_below_root() {
    awk -v r="$rootfs" '$5 == r || index($5, r "/") == 1 { print $5 }' /proc/self/mountinfo
}
# Only a folder this script made is ever removed (not / by a mistyped PTQ_DEBIAN13_ROOT, say).
check_removable() {
    case "$rootfs" in / | /usr | /var | /var/tmp | /tmp | /home | /root | "$checkout" | "$checkout"/*)
        die "PTQ_DEBIAN13_ROOT=$rootfs cannot be the root's folder" ;;
    esac
    if [ -d "$rootfs" ] && [ -n "$(ls -A "$rootfs")" ] && [ ! -d "$rootfs/debootstrap" ] \
        && [ ! -f "$rootfs/etc/debian_chroot" ]; then
        die "$rootfs exists and was not made by packaging/debian13.sh; not touching it"
    fi
    [ -z "$(host_mounts_below_root)" ] || die "$rootfs has mounts in the host's namespace ($(host_mounts_below_root | head -3 | tr '\n' ' ')); unmount them first"
}

# ------------------------------------------------------------------ making the root ----

make_root() {
    [ -f "$ready_mark" ] && return 0
    check_removable
    if ! command -v debootstrap >/dev/null; then
        say "Installing debootstrap on this machine"
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap; } \
            >>"$root_log" 2>&1 || die "apt-get install debootstrap failed (log: $root_log)"
    fi
    local keyring=()
    [ -f /usr/share/keyrings/debian-archive-keyring.gpg ] && keyring=(--keyring=/usr/share/keyrings/debian-archive-keyring.gpg)
    say "Making the Debian $suite root $rootfs with debootstrap from $mirror (minutes; log: $root_log)"
    rm -rf --one-file-system "$rootfs"
    mkdir -p "$(dirname "$rootfs")"
    local t0=$SECONDS
    if ! debootstrap --components=main "${keyring[@]}" "$suite" "$rootfs" "$mirror" >>"$root_log" 2>&1; then
        tail -n 15 "$root_log" >&2
        die "debootstrap of $suite into $rootfs failed (log: $root_log; debootstrap's own: $rootfs/debootstrap/debootstrap.log)"
    fi
    cat >"$rootfs/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: $suite $suite-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security_mirror
Suites: $suite-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    rm -f "$rootfs/etc/apt/sources.list"
    # As in Debian's container images: package scripts start no daemons in here.
    printf '#!/bin/sh\nexit 101\n' >"$rootfs/usr/sbin/policy-rc.d"
    chmod 755 "$rootfs/usr/sbin/policy-rc.d"
    printf 'ptq-debian13\n' >"$rootfs/etc/debian_chroot"
    say "Upgrading the root to the current $suite (log: $root_log)"
    run_inside root-upgrade >>"$root_log" 2>&1 || die "apt-get upgrade inside $rootfs failed (log: $root_log)"
    date -u '+%Y-%m-%d %H:%M UTC' >"$ready_mark"
    say "Debian $(cat "$rootfs/etc/debian_version") root ready in $(((SECONDS - t0) / 60)) min"
}

# A week-old root is brought up to date first (a promise about Debian 13 is about today's).
refresh_root() {
    local lists=$rootfs/var/lib/apt/lists
    if [ -z "$(find "$lists" -maxdepth 1 -name '*_InRelease' -mtime -7 2>/dev/null | head -1)" ]; then
        say "Updating the root's packages (a week old; log: $root_log)"
        run_inside root-upgrade >>"$root_log" 2>&1 || die "apt-get upgrade inside $rootfs failed (log: $root_log)"
    fi
}

# ------------------------------------------------------------------ inside the root ----

# run_inside WHAT [ARGS...]: this script's __inside WHAT in new mount and PID namespaces. The
# namespace's first process mounts, chroots, and unmounts at its end; when it ends the kernel ends
# every process left in there. A TERM, INT or HUP sent to this script is passed on to it.
run_inside() {
    exec 3<&0
    unshare --mount --pid --fork --kill-child --propagation private -- "$0" __inside "$@" <&3 &
    local unshare_pid=$! status=0
    # shellcheck disable=SC2064
    for sig in TERM INT HUP; do trap "pass_signal $sig $unshare_pid" "$sig"; done
    while :; do
        status=0
        wait "$unshare_pid" || status=$?
        kill -0 "$unshare_pid" 2>/dev/null || break
    done
    trap - TERM INT HUP
    exec 3<&-
    return "$status"
}
pass_signal() {
    local child
    for child in $(ps -o pid= --ppid "$2" 2>/dev/null); do kill -s "$1" "$child" 2>/dev/null || true; done
}

# The environment a command inside gets: a clean login-like one, plus what configures the build,
# the tests and the downloads.
inside_env() {
    local name
    printf '%s\n' HOME=/root USER=root LOGNAME=root SHELL=/bin/bash LANG=C.UTF-8 \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "TERM=${TERM:-dumb}"
    # `ci` builds where CI does (build/, build-asan/); the others into build-debian13/.
    [ "$1" = ci ] || printf 'PTQ_BUILD_DIR=%s\n' "$build"
    while IFS= read -r name; do
        case "$name" in
            PTQ_DEBIAN13_* | PTQ_BUILD_DIR | PTQ_QUARK_ENV | PTQ_QUARK_ENV_ERROR | PTQ_QUARK_PYTHON) ;;
            CI | PTQ_* | http_proxy | https_proxy | no_proxy | HTTP_PROXY | HTTPS_PROXY | NO_PROXY | \
                PIP_INDEX_URL | PIP_EXTRA_INDEX_URL | PIP_TRUSTED_HOST | CCACHE_MAXSIZE)
                printf '%s=%s\n' "$name" "${!name}" ;;
            # Certificate bundles named by path: where the same path exists inside.
            SSL_CERT_FILE | SSL_CERT_DIR | REQUESTS_CA_BUNDLE | CURL_CA_BUNDLE | PIP_CERT)
                [ -e "$rootfs${!name}" ] && printf '%s=%s\n' "$name" "${!name}" ;;
        esac
    done < <(compgen -e)
    [ -n "${quark_env:-}" ] && printf 'PTQ_QUARK_ENV=%s\n' "$quark_env"
    # none: a folder quark-env.sh cannot make (under /proc), so it gives up at once; dev.sh then
    # runs the tests without one (the real tier says why). Nothing else of the tests' changes.
    [ "$quark_mode" = none ] && printf 'PTQ_QUARK_ENV=/proc/no-quark-environment-PTQ_DEBIAN13_QUARK_ENV-is-none\n'
    return 0
}

inside() {
    local what=$1
    shift
    mounts=() # global: the EXIT trap reads it after this function has returned
    # Reverse order, lazily: a daemon still holding a file does not keep a mount (the kernel
    # ends it when this process, the namespace's first, exits).
    unmount_all() {
        local i
        for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
            umount --lazy "${mounts[$i]}" 2>/dev/null || printf 'debian13: could not unmount %s\n' "${mounts[$i]}" >&2
        done
        mounts=()
    }
    child=
    stop() { [ -n "$child" ] && kill -TERM "$child" 2>/dev/null; exit "$1"; }
    trap unmount_all EXIT
    trap 'stop 130' INT
    trap 'stop 143' TERM
    trap 'stop 129' HUP
    at() { mkdir -p "$rootfs$2"; mount "${@:3}" "$1" "$rootfs$2"; mounts+=("$rootfs$2"); }
    bind() { mkdir -p "$rootfs$2"; mount --bind "$1" "$rootfs$2"; mounts+=("$rootfs$2"); }
    # The root on itself first: "/" inside is then a mount point, as on a booted system, which
    # `unshare --mount --propagation private` there needs (the ssh fixture's hidden folders, the
    # AppImage checks hiding the system's Qt); everything else is mounted on top of it.
    mount --bind "$rootfs" "$rootfs"
    mounts+=("$rootfs")
    at proc /proc -t proc -o nosuid,nodev,noexec
    mkdir -p "$rootfs/sys"; mount --rbind /sys "$rootfs/sys"; mounts+=("$rootfs/sys")
    bind /dev /dev
    bind /dev/pts /dev/pts
    at shm /dev/shm -t tmpfs -o nosuid,nodev,mode=1777
    at run /run -t tmpfs -o nosuid,nodev,mode=755
    # /tmp is a tmpfs, as Debian 13 makes it, fresh for each command. Its size is a limit, not
    # memory taken: the suite writes little there, but its export and model-copy checks want up to
    # 16 GiB free in /tmp (Debian 13's own half of the memory is less on a machine under 34 GB).
    at tmp /tmp -t tmpfs -o "nosuid,nodev,mode=1777,size=$tmp_size"
    mkdir -m 1777 "$rootfs/run/lock"
    ln -s /dev/shm "$rootfs/run/shm"
    cp -L /etc/resolv.conf "$rootfs/etc/resolv.conf" 2>/dev/null || true
    cp -L /etc/hosts "$rootfs/etc/hosts" 2>/dev/null || true
    trust_local_cas
    if [ "$what" != root-upgrade ]; then
        bind "$checkout" "$checkout"
        mkdir -p "$rootfs/var/lib/ptq-debian13/deps"
        bind "$rootfs/var/lib/ptq-debian13/deps" "$checkout/.deps"
        if [ -n "$shared" ]; then
            bind "$shared" "$shared"
            mount -o remount,bind,ro "$rootfs$shared"
        fi
        if [ "$quark_mode" = host ]; then
            # The host's environment and the Python its venv was made from, at the same paths.
            local home
            home=$(sed -n 's/^home *= *//p' "$quark_env/pyvenv.cfg")
            bind "$quark_env" "$quark_env"
            [ -n "$home" ] && bind "$(dirname "$home")" "$(dirname "$home")"
        fi
    fi
    local env_lines=()
    mapfile -t env_lines < <(inside_env "$what")
    # In the background, so that a TERM passed on by run_inside is acted on at once: the command
    # gets it, and this process's exit ends whatever is left in the namespace.
    in_root() {
        exec 4<&0
        chroot "$rootfs" /usr/bin/env -i "${env_lines[@]}" "$@" <&4 &
        child=$!
        local status=0
        wait "$child" || status=$?
        child=
        return "$status"
    }
    case "$what" in
        root-upgrade)
            # ca-certificates: debootstrap's bookworm has none, and pip (PyPI over TLS) needs them,
            # with this machine's own authorities added (trust_local_cas, once they can be).
            in_root sh -c 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get full-upgrade -y --no-install-recommends &&
                DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates'
            trust_local_cas
            ;;
        test)
            in_root bash -c 'cd "$1" && shift && exec "$@"' _ "$checkout" packaging/dev.sh test "$@"
            ;;
        appimage)
            in_root bash -c 'cd "$1" && shift && exec "$@"' _ "$checkout" packaging/debian13.sh __appimage "$@"
            ;;
        ci)
            in_root bash -c 'cd "$1" && exec env CI=true bash .ci/run' _ "$checkout"
            ;;
        shell)
            if [ $# -eq 0 ]; then set -- bash -l; fi
            in_root bash -c 'cd "$1" && shift && exec "$@"' _ "$checkout" "$@"
            ;;
    esac
}

# The certificate authorities this machine trusts locally (/usr/local/share/ca-certificates: a
# proxy that re-signs TLS, say) are trusted inside too, or pip could not reach PyPI from there.
trust_local_cas() {
    local from=/usr/local/share/ca-certificates to=$rootfs/usr/local/share/ca-certificates
    [ -d "$from" ] && [ -x "$rootfs/usr/sbin/update-ca-certificates" ] || return 0
    diff -r -q "$from" "$to" >/dev/null 2>&1 && return 0
    rm -rf "$to"
    mkdir -p "$to"
    cp -a "$from/." "$to/"
    chroot "$rootfs" update-ca-certificates >/dev/null 2>&1 \
        || printf 'debian13: update-ca-certificates failed inside %s; TLS may fail there\n' "$rootfs" >&2
}

versions() {
    chroot "$rootfs" dpkg-query -W -f='${Package} ${Version}\n' qt6-base-dev gcc-14 g++ cmake libsimdjson-dev \
        libyaml-cpp-dev nlohmann-json3-dev libssl-dev openssh-server slurmd munge python3 2>/dev/null |
        tr '\n' ',' | sed 's/,$//; s/,/, /g'
}

# ------------------------------------------------------------------ the AppImage inside ----

# Runs inside the root: the AppImage with trixie's own libraries and no Qt of the system's.
appimage_inside() {
    local image=$1
    # What a Debian 13 desktop provides and make-appimage.sh leaves out of the AppImage (GL, X11,
    # fonts, D-Bus, libssl...), and an X server to paint on.
    local desktop=(libgl1 libegl1 libopengl0 libgbm1 libdrm2 libx11-6 libx11-xcb1 libxcb1 libxshmfence1
                   libfontconfig1 libfreetype6 libharfbuzz0b libfribidi0 zlib1g libexpat1 libice6 libsm6
                   libuuid1 libdbus-1-3 libwayland-client0 libwayland-cursor0 libwayland-egl1 libssl3t64
                   fonts-dejavu-core xvfb xauth util-linux diffutils procps)
    local missing=() pkg
    for pkg in "${desktop[@]}"; do
        dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null | grep -q '^ii' || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        say "Installing inside the root: ${missing[*]}"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
    local work
    work=$(mktemp -d)
    chmod 755 "$work"
    export TMPDIR=$work/tmp XDG_RUNTIME_DIR=$work/run
    mkdir -m 1777 "$TMPDIR"
    mkdir -m 700 "$XDG_RUNTIME_DIR"
    # shellcheck disable=SC2064
    trap "rm -rf '$work'" EXIT
    # The system's Qt hidden as smoke.sh hides it: every libQt6*.so bound to /dev/null, the plugins
    # emptied, in a mount namespace of its own.
    hide_qt() {
        # shellcheck disable=SC2016
        unshare --mount --propagation private sh -c '
            for f in /usr/lib/x86_64-linux-gnu/libQt6*.so*; do [ -e "$f" ] && mount --bind /dev/null "$f"; done
            [ -d /usr/lib/x86_64-linux-gnu/qt6 ] && mount -t tmpfs none /usr/lib/x86_64-linux-gnu/qt6
            exec env LD_LIBRARY_PATH= "$@"' hide-qt "$@"
    }
    local fuse=no
    [ -c /dev/fuse ] && fuse=yes
    local mode out
    for mode in fuse extract; do
        if [ "$mode" = fuse ]; then
            [ "$fuse" = yes ] || { echo "  --  FUSE: skipped (no /dev/fuse in here)"; continue; }
            unset APPIMAGE_EXTRACT_AND_RUN
        else
            export APPIMAGE_EXTRACT_AND_RUN=1
        fi
        out=$(hide_qt "$image" --version 2>"$work/err") || { cat "$work/err" >&2; die "$mode: --version failed"; }
        [[ $out == "ptq-studio "* ]] || die "$mode: --version printed '$out'"
        [ "$mode" = fuse ] && ! grep -q 'FUSE is not available' "$work/err" || [ "$mode" = extract ] \
            || die "fuse: the runtime fell back to extracting: $(cat "$work/err")"
        echo "  ok  $mode: --version: $out"
        rm -rf "$work/model" "$work/ws"
        hide_qt "$image" example "$work/model" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; die "$mode: example failed"; }
        hide_qt "$image" analyze "$work/model" --workspace "$work/ws" >"$work/analyze.log" 2>&1 \
            || { cat "$work/analyze.log" >&2; die "$mode: analyze of the bundled example failed"; }
        grep -q '"analysis_status": "complete"' "$work/ws/model_analysis.json" || die "$mode: the analysis is not complete"
        echo "  ok  $mode: example + analyze (headless): $(grep -c . "$work/analyze.log") lines, analysis complete"
        out=$(hide_qt env QT_QPA_PLATFORM=offscreen PTQ_STARTUP_PROBE=1 "$image" --workspace "$work/ws" 2>"$work/gui.log") \
            || { cat "$work/gui.log" >&2; die "$mode: the GUI did not start and exit cleanly (offscreen)"; }
        [ "$out" = first-paint ] || { cat "$work/gui.log" >&2; die "$mode: the GUI painted no wizard page (offscreen)"; }
        echo "  ok  $mode: first page painted, offscreen"
        out=$(hide_qt xvfb-run -a -s '-screen 0 1280x800x24' env -u QT_QPA_PLATFORM PTQ_STARTUP_PROBE=1 \
            "$image" --workspace "$work/ws" 2>"$work/gui.log") \
            || { cat "$work/gui.log" >&2; die "$mode: the GUI did not start and exit cleanly (X11, Xvfb)"; }
        [ "$out" = first-paint ] || { cat "$work/gui.log" >&2; die "$mode: the GUI painted no wizard page (X11, Xvfb)"; }
        echo "  ok  $mode: first page painted on X11 (Xvfb, xcb plugin) with trixie's libxcb/GL/fontconfig"
    done
    unset APPIMAGE_EXTRACT_AND_RUN
    local dist
    dist=$(dirname "$image")
    if [ "$(basename "$image")" = PTQ_Studio-x86_64.AppImage ] && [ -d "$dist/AppDir" ] && [ -f "$dist/runtime" ]; then
        say "packaging/appimage/smoke.sh $dist inside the root"
        "$checkout/packaging/appimage/smoke.sh" "$dist" || die "packaging/appimage/smoke.sh failed inside the root"
    else
        echo "  --  smoke.sh: skipped ($dist has no AppDir and runtime beside the image)"
    fi
}

# ------------------------------------------------------------------ commands ----

main() {
    case "$command" in
        __inside)
            inside "$@"
            ;;
        __appimage)
            appimage_inside "$@"
            ;;
        test)
            [ "$quark_mode" = host ] && { quark_env=$("$checkout/packaging/quark-env.sh" | tail -n 1); export quark_env; }
            make_root
            refresh_root
            mkdir -p "$build"
            log=$build/debian13-test.log
            say "packaging/dev.sh test inside Debian $(cat "$rootfs/etc/debian_version") ($rootfs), into $build (log: $log)"
            t0=$SECONDS
            status=0
            run_inside test "$@" > >(tee "$log") 2>&1 || status=$?
            wait $! 2>/dev/null || true
            minutes=$(((SECONDS - t0) / 60))
            summary=$(grep -E '^[0-9]+% tests passed|^Total Test time' "$log" | tail -n 2 | tr '\n' ' ' || true)
            say "Inside: $(versions)" 2>&1 | tee -a "$log"
            if [ "$status" -ne 0 ]; then
                die "packaging/dev.sh test failed inside Debian 13 (exit $status) after $minutes min: ${summary:-no ctest summary}; log: $log, ctest's: $build/Testing/Temporary/LastTest.log"
            fi
            say "Debian 13: ${summary:-done} in $minutes min (log: $log)" 2>&1 | tee -a "$log"
            ;;
        appimage)
            image=$(realpath -m "${1:-$checkout/dist/PTQ_Studio-x86_64.AppImage}")
            [ -x "$image" ] || die "no AppImage at $image (make it on Debian 12 with packaging/dev.sh appimage)"
            case "$image" in "$checkout"/*) ;; *) die "$image is not inside the checkout $checkout (only the checkout is mounted inside)" ;; esac
            make_root
            refresh_root
            mkdir -p "$build"
            log=$build/debian13-appimage.log
            say "$image inside Debian $(cat "$rootfs/etc/debian_version") (log: $log)"
            status=0
            run_inside appimage "$image" > >(tee "$log") 2>&1 || status=$?
            wait $! 2>/dev/null || true
            [ "$status" -eq 0 ] || die "the AppImage failed inside Debian 13 (exit $status); log: $log"
            say "AppImage fine on Debian 13 (log: $log)"
            ;;
        ci)
            [ "$quark_mode" = own ] || die "ci makes everything inside the root: PTQ_DEBIAN13_QUARK_ENV must be own"
            [ -d "$checkout/../shared" ] && [ ! -L "$checkout/../shared" ] \
                || die "ci needs a copy of shared/ beside the checkout ($checkout/../shared), not a link: only the checkout and that folder are mounted inside"
            make_root
            refresh_root
            log=$checkout/ci-$suite.log
            say ".ci/run inside Debian $(cat "$rootfs/etc/debian_version") ($rootfs) in $checkout (log: $log)"
            status=0
            run_inside ci > >(tee "$log") 2>&1 || status=$?
            wait $! 2>/dev/null || true
            say "Inside: $(versions)" 2>&1 | tee -a "$log"
            [ "$status" -eq 0 ] || die ".ci/run failed inside Debian $suite (exit $status); log: $log"
            ;;
        shell)
            [ "$quark_mode" = host ] && { quark_env=$("$checkout/packaging/quark-env.sh" | tail -n 1); export quark_env; }
            make_root
            run_inside shell "$@"
            ;;
        clean)
            check_removable
            say "Removing $rootfs"
            rm -rf --one-file-system "$rootfs" "$root_log"
            ;;
        *)
            echo "usage: packaging/debian13.sh test [ctest arguments] | appimage [PATH] | ci | shell [COMMAND...] | clean" >&2
            exit 2
            ;;
    esac
}

# On one line, read before anything runs: a run takes most of an hour, and bash reads a script as it
# goes, so an edit of this file meanwhile must not change what the running one does next.
main "$@"; exit
