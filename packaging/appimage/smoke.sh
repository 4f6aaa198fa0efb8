#!/usr/bin/env bash
# Smoke tests of DIST/PTQ_Studio-x86_64.AppImage (made by make-appimage.sh next to DIST/AppDir):
#   packaging/appimage/smoke.sh [DIST]        (default: ./dist)
#  1. it is a type-2 AppImage: magic bytes, --appimage-offset, --appimage-version;
#  2. --appimage-extract gives back exactly the AppDir (files, links, modes);
#  3. with the system's Qt hidden — every libQt6*.so replaced by /dev/null and Qt's plugin
#     folder by an empty one in a private mount namespace, LD_LIBRARY_PATH empty — it prints
#     --version, writes the bundled example and analyses it headless, and the GUI starts under
#     QT_QPA_PLATFORM=offscreen and exits on request, both through FUSE and extract-and-run;
#  4. without FUSE (an unprivileged user) it falls back to extracting, and says so;
#  5. exit codes pass through, and no mount or extraction is left behind;
#  6. a SIGTERM to the AppImage reaches the application, and one killed outright (SIGKILL)
#     leaves its application running and nothing mounted once that has ended.
set -euo pipefail

dist=$(realpath "${1:-dist}")
image=$dist/PTQ_Studio-x86_64.AppImage
appdir=$dist/AppDir
[ -x "$image" ] || { echo "smoke.sh: no $image (run packaging/dev.sh appimage)" >&2; exit 1; }

work=$(mktemp -d)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
export TMPDIR=$work/tmp
mkdir -m 1777 "$TMPDIR"

passed=0
ok() { printf '  ok  %s\n' "$*"; passed=$((passed + 1)); }
fail() { printf 'FAIL  %s\n' "$*" >&2; exit 1; }
leftovers() { find "$TMPDIR" -maxdepth 1 \( -name '.mount_ptq*' -o -name 'appimage_extracted_ptq*' \) | wc -l; }

# 1. A type-2 AppImage.
[ "$(head -c 11 "$image" | tail -c 3 | od -An -tx1 | tr -d ' ')" = "414902" ] || fail "magic bytes AI\\x02 at offset 8"
offset=$("$image" --appimage-offset)
[ "$offset" = "$(stat -c %s "$dist/runtime")" ] || fail "--appimage-offset $offset is not the runtime's size"
[ "$(tail -c +$((offset + 1)) "$image" | head -c 4)" = "hsqs" ] || fail "no squashfs image at offset $offset"
version=$("$image" --appimage-version)
ok "type-2 AppImage: magic, squashfs at $offset, runtime $version"
if "$image" --appimage-bogus >/dev/null 2>&1; then fail "an unknown --appimage- option is refused"; fi

# 2. Extraction equals the AppDir.
(cd "$work" && "$image" --appimage-extract >/dev/null)
diff -r --no-dereference "$appdir" "$work/squashfs-root" >/dev/null || fail "--appimage-extract differs from the AppDir"
listing() { (cd "$1" && find . -printf '%p %y %m %l\n' | sort); }
diff <(listing "$appdir") <(listing "$work/squashfs-root") >/dev/null || fail "--appimage-extract changed modes or links"
ok "--appimage-extract equals the AppDir ($(find "$appdir" -type f | wc -l) files, modes and links)"
rm -rf "$work/squashfs-root"

# 3. Self-contained: the system's Qt is not there.
hide_qt() {
    # shellcheck disable=SC2016
    unshare --mount --propagation private sh -c '
        for f in /usr/lib/x86_64-linux-gnu/libQt6*.so*; do [ -e "$f" ] && mount --bind /dev/null "$f"; done
        [ -d /usr/lib/x86_64-linux-gnu/qt6 ] && mount -t tmpfs none /usr/lib/x86_64-linux-gnu/qt6
        exec env LD_LIBRARY_PATH= "$@"' hide-qt "$@"
}
if hide_qt true 2>/dev/null; then
    if hide_qt /usr/lib/qt6/bin/qtpaths6 --version >/dev/null 2>&1; then
        fail "the system's Qt is still loadable inside the namespace: the test would prove nothing"
    fi
    isolation="system Qt hidden (libQt6* bound to /dev/null, plugins emptied)"
else
    # No mount namespace here: prove it from the loader's own account instead.
    hide_qt() { env LD_LIBRARY_PATH= "$@"; }
    LD_DEBUG=libs "$image" --version 2>"$work/ld.log" >/dev/null
    if grep -E 'calling init: /(usr/)?lib/x86_64-linux-gnu/libQt6' "$work/ld.log" >/dev/null; then
        fail "the AppImage loaded the system's Qt"
    fi
    isolation="no namespace available; the loader used no system Qt library"
fi
for mode in fuse extract; do
    if [ "$mode" = extract ]; then export APPIMAGE_EXTRACT_AND_RUN=1; else unset APPIMAGE_EXTRACT_AND_RUN; fi
    out=$(hide_qt "$image" --version) || fail "$mode: --version failed"
    [[ $out == "ptq-studio "* ]] || fail "$mode: --version printed '$out'"
    rm -rf "$work/model" "$work/ws"
    hide_qt "$image" example "$work/model" >/dev/null || fail "$mode: example failed"
    hide_qt "$image" analyze "$work/model" --workspace "$work/ws" >"$work/analyze.log" 2>&1 \
        || { cat "$work/analyze.log" >&2; fail "$mode: analyze of the bundled example failed"; }
    grep -q '"analysis_status": "complete"' "$work/ws/model_analysis.json" || fail "$mode: the analysis is not complete"
    out=$(hide_qt env QT_QPA_PLATFORM=offscreen PTQ_STARTUP_PROBE=1 "$image" --workspace "$work/ws" 2>"$work/gui.log") \
        || { cat "$work/gui.log" >&2; fail "$mode: the GUI did not start and exit cleanly"; }
    [ "$out" = "first-paint" ] || { cat "$work/gui.log" >&2; fail "$mode: the GUI painted no wizard page"; }
    [ "$(leftovers)" -eq 0 ] || fail "$mode: a mount or an extraction was left in $TMPDIR"
    ok "$mode: --version, example + analyze, GUI offscreen start and quit — $isolation"
done
unset APPIMAGE_EXTRACT_AND_RUN

# 4. Without FUSE: an unprivileged user cannot open /dev/fuse (or has no fusermount3).
if [ "$(id -u)" -eq 0 ] && command -v runuser >/dev/null; then
    cp "$image" "$work/app.AppImage"
    chmod 755 "$work/app.AppImage"
    out=$(runuser -u nobody -- env HOME="$TMPDIR" TMPDIR="$TMPDIR" PATH=/usr/bin:/bin "$work/app.AppImage" --version 2>"$work/nofuse.log") \
        || { cat "$work/nofuse.log" >&2; fail "without FUSE: --version failed"; }
    [[ $out == "ptq-studio "* ]] || fail "without FUSE: --version printed '$out'"
    grep -q "FUSE is not available" "$work/nofuse.log" || fail "without FUSE: the fallback was not announced"
    [ "$(leftovers)" -eq 0 ] || fail "without FUSE: the extraction was left in $TMPDIR"
    ok "without FUSE (user nobody): falls back to extract-and-run, says so, cleans up"
else
    echo "  --  without FUSE: skipped (needs root to become an unprivileged user)"
fi

# 5. Exit codes pass through.
set +e
"$image" analyze "$work/no such model" --workspace "$work/ws2" >/dev/null 2>&1; bad=$?
"$image" no-such-command >/dev/null 2>&1; usage=$?
APPIMAGE_EXTRACT_AND_RUN=1 "$image" no-such-command >/dev/null 2>&1; usage_extracted=$?
set -e
[ "$bad" -eq 1 ] && [ "$usage" -eq 2 ] && [ "$usage_extracted" -eq 2 ] \
    || fail "exit codes: bad input $bad (want 1), usage $usage and $usage_extracted (want 2)"
[ "$(leftovers)" -eq 0 ] || fail "a mount or an extraction was left in $TMPDIR"
ok "exit codes pass through (1 bad input, 2 usage), nothing left in \$TMPDIR"

# 6. Ended from outside. The GUI runs (offscreen) until it is stopped.
servers() { pgrep -fc -- "^$image" || true; }
start_gui() {
    env QT_QPA_PLATFORM=offscreen "$image" --workspace "$work/ws6" >"$work/gui6.log" 2>&1 &
    runtime=$!
    app=
    for _ in $(seq 100); do
        app=$(pgrep -f -- "^$TMPDIR/\.mount_ptq[^/]*/usr/bin/ptq-studio" | head -1 || true)
        [ -n "$app" ] && break
        sleep 0.1
    done
    [ -n "$app" ] || { cat "$work/gui6.log" >&2; fail "the GUI did not start from the mount"; }
}
gone() { # PID: waits up to 10 s for it to end
    for _ in $(seq 100); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
    return 1
}
start_gui
kill -TERM "$runtime"
status=0
wait "$runtime" || status=$?
gone "$app" || fail "SIGTERM: the application did not end"
[ "$status" -eq 143 ] || fail "SIGTERM: the AppImage ended with $status (want 143, the application's)"
[ "$(leftovers)" -eq 0 ] && [ "$(servers)" -eq 0 ] || fail "SIGTERM: a mount or its server was left"
start_gui
kill -KILL "$runtime"
wait "$runtime" 2>/dev/null || true
sleep 0.5
kill -0 "$app" 2>/dev/null || fail "SIGKILL: the application ended with the AppImage's runtime"
head -c 4 "/proc/$app/exe" | grep -q ELF || fail "SIGKILL: the application cannot read its files any more"
kill -TERM "$app"
gone "$app" || fail "SIGKILL: the application did not end"
for _ in $(seq 50); do [ "$(leftovers)" -eq 0 ] && [ "$(servers)" -eq 0 ] && break; sleep 0.1; done
[ "$(leftovers)" -eq 0 ] && [ "$(servers)" -eq 0 ] || fail "SIGKILL: the mount or its server outlived the application"
ok "ended from outside: SIGTERM reaches the application; after SIGKILL it runs on, and nothing stays mounted once it ends"

echo "AppImage smoke tests: $passed passed ($(du -h "$image" | cut -f1), $image)"
