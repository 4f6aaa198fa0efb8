#!/usr/bin/env bash
# Makes PTQ_Studio-x86_64.AppImage from a release build of PTQ Studio:
#   packaging/appimage/make-appimage.sh BUILD_DIR OUT_DIR
# (packaging/dev.sh appimage installs what is needed, builds, then calls this.)
#
# OUT_DIR/AppDir      cmake --install of the build (with LICENSE, the third-party notices and the
#                     MIME package), Qt's plugins and catalogs, the ldd closure of the binary and
#                     the plugins minus what every desktop provides, rpaths pointing inside,
#                     Debian's copyright file of every bundled package, qt.conf, AppRun,
#                     .desktop, icon, .DirIcon, metainfo
# OUT_DIR/runtime     our type-2 runtime (runtime.c), static, no GPL code
# OUT_DIR/PTQ_Studio-x86_64.AppImage   runtime + squashfs(AppDir, LZ4 high compression, 32 KiB blocks)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=$(realpath "${1:?usage: make-appimage.sh BUILD_DIR OUT_DIR}")
out=$(realpath -m "${2:?usage: make-appimage.sh BUILD_DIR OUT_DIR}")
appdir=$out/AppDir
image=$out/PTQ_Studio-x86_64.AppImage

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

qt_plugins=$(/usr/lib/qt6/bin/qtpaths6 --query QT_INSTALL_PLUGINS 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/plugins)
qt_translations=$(/usr/lib/qt6/bin/qtpaths6 --query QT_INSTALL_TRANSLATIONS 2>/dev/null || echo /usr/share/qt6/translations)
version=$(sed -n 's/^ *VERSION \([0-9.]*\)$/\1/p' "$here/../../CMakeLists.txt" | head -n1)

say "AppDir in $appdir"
rm -rf "$appdir"
mkdir -p "$out"
cmake --install "$build" --prefix "$appdir/usr" >/dev/null
bin=$appdir/usr/bin/ptq-studio
[ -x "$bin" ] || { echo "make-appimage.sh: $bin was not installed by $build" >&2; exit 1; }
strip --strip-unneeded "$bin"

# Qt plugins: the platforms a workstation may use, icons, images, TLS, input methods.
plugin_dirs=(platforms xcbglintegrations iconengines imageformats tls platforminputcontexts
             wayland-decoration-client wayland-graphics-integration-client wayland-shell-integration)
mkdir -p "$appdir/usr/plugins"
for dir in "${plugin_dirs[@]}"; do
    [ -d "$qt_plugins/$dir" ] || continue
    mkdir -p "$appdir/usr/plugins/$dir"
    for plugin in "$qt_plugins/$dir"/*.so; do
        case "$dir/$(basename "$plugin")" in
            platforms/libqxcb.so|platforms/libqoffscreen.so|platforms/libqwayland-*.so) ;;
            platforms/*) continue ;; # eglfs, vnc, linuxfb... are not for a desktop
            *) ;;
        esac
        cp "$plugin" "$appdir/usr/plugins/$dir/"
    done
done

# Qt's own catalogs for the languages PTQ Studio speaks (QWizard's buttons, standard dialogs).
mkdir -p "$appdir/usr/translations"
for lang in de zh_CN; do
    cp "$qt_translations/qtbase_$lang.qm" "$appdir/usr/translations/"
done

# The shared libraries the binary and the plugins need, except those every desktop system
# provides and that must match its drivers and C library (the usual AppImage excludelist).
excluded='^(ld-linux.*|libc|libm|libdl|libpthread|librt|libresolv|libutil|libanl|libnsl|libstdc\+\+|libgcc_s|libGL|libEGL|libGLX|libGLdispatch|libOpenGL|libglapi|libgbm|libdrm|libxcb|libX11|libX11-xcb|libxshmfence|libfontconfig|libfreetype|libharfbuzz|libfribidi|libz|libexpat|libICE|libSM|libuuid|libasound|libgpg-error|libcom_err|libusb-1\.0|libwayland-client|libwayland-cursor|libwayland-egl|libwayland-server|libdbus-1|libsystemd|libudev|libcrypto|libssl)\.so'
mkdir -p "$appdir/usr/lib"
mapfile -t elves < <(printf '%s\n' "$bin"; find "$appdir/usr/plugins" -name '*.so')
for elf in "${elves[@]}"; do
    ldd "$elf" | awk '/=> \// { print $1, $3 }'
done | sort -u | while read -r soname path; do
    if [[ $soname =~ $excluded ]]; then
        continue
    fi
    [ -e "$appdir/usr/lib/$soname" ] || cp -L "$path" "$appdir/usr/lib/$soname"
    printf '%s\n' "$path" # where it came from, for its licence below
done >"$out/bundled-from.list"
missing=$(for elf in "${elves[@]}"; do ldd "$elf" | grep 'not found' || true; done | sort -u)
if [ -n "$missing" ]; then
    echo "make-appimage.sh: unresolved libraries:" >&2
    echo "$missing" >&2
    exit 1
fi

# Look inside first, whatever LD_LIBRARY_PATH says (DT_RPATH, not DT_RUNPATH).
patchelf --force-rpath --set-rpath '$ORIGIN/../lib' "$bin"
for lib in "$appdir"/usr/lib/*.so*; do
    chmod u+w "$lib"
    patchelf --force-rpath --set-rpath '$ORIGIN' "$lib"
done
find "$appdir/usr/plugins" -name '*.so' -exec patchelf --force-rpath --set-rpath '$ORIGIN/../../lib' {} \;

# Licences: Debian's copyright file of every package a bundled file comes from (usr/share/doc/PKG/
# copyright, as a package installs it), of the header-only code compiled in and of what the runtime
# links statically; LICENSE and the notices came with cmake --install (usr/share/doc/ptq-studio).
# The notices must name each of those packages, so a new dependency cannot slip in unnamed.
say "Licences of the bundled packages"
notices=$appdir/usr/share/doc/ptq-studio/third-party-notices.md
[ -f "$notices" ] && [ -f "$appdir/usr/share/doc/ptq-studio/LICENSE" ] \
    || { echo "make-appimage.sh: LICENSE or the notices were not installed by $build" >&2; exit 1; }
package_of() { # the Debian package that installed $1 (merged /usr: either spelling of the path)
    local real
    real=$(readlink -f "$1")
    dpkg-query -S "$real" 2>/dev/null || dpkg-query -S "${real#/usr}" 2>/dev/null || true
}
mapfile -t bundled_sources <"$out/bundled-from.list"
rm -f "$out/bundled-from.list"
while IFS= read -r plugin; do bundled_sources+=("$qt_plugins/${plugin#"$appdir/usr/plugins/"}"); done \
    < <(find "$appdir/usr/plugins" -name '*.so')
for lang in de zh_CN; do bundled_sources+=("$qt_translations/qtbase_$lang.qm"); done
packages=$(for f in "${bundled_sources[@]}"; do [ -n "$f" ] && package_of "$f"; done | cut -d: -f1 | sort -u)
# Compiled in (header-only) and linked into the runtime (static).
packages+=$'\n'"nlohmann-json3-dev libsquashfuse-dev libfuse3-dev libzstd-dev liblz4-dev liblzma-dev zlib1g-dev"
valijson_doc=$(find /usr/share/doc/libvalijson-dev "$here/../../.deps/valijson/usr/share/doc/libvalijson-dev" \
                    -name copyright 2>/dev/null | head -n1 || true)
unnamed=()
for pkg in $packages libvalijson-dev; do
    doc=/usr/share/doc/$pkg/copyright
    [ "$pkg" = libvalijson-dev ] && doc=$valijson_doc
    [ -f "$doc" ] || { echo "make-appimage.sh: no copyright file for $pkg ($doc)" >&2; exit 1; }
    install -D -m 644 "$doc" "$appdir/usr/share/doc/$pkg/copyright"
    grep -qF "\`$pkg\`" "$notices" || unnamed+=("$pkg")
done
if [ "${#unnamed[@]}" -gt 0 ]; then
    echo "make-appimage.sh: resources/legal/third-party-notices.md does not name: ${unnamed[*]}" >&2
    exit 1
fi

cat >"$appdir/usr/bin/qt.conf" <<'EOF'
[Paths]
Prefix = ..
Plugins = plugins
Translations = translations
EOF

cat >"$appdir/AppRun" <<'EOF'
#!/bin/sh
# PTQ Studio AppImage entry point: the bundled Qt, never the host's plugins or libraries.
here=$(dirname "$(readlink -f "$0")")
unset QT_PLUGIN_PATH QT_QPA_PLATFORM_PLUGIN_PATH QML2_IMPORT_PATH
exec "$here/usr/bin/ptq-studio" "$@"
EOF
chmod 755 "$appdir/AppRun"
# What the runtime reads ahead while the program starts (runtime.c, "Read-ahead"): the program and
# the bundled libraries it loads, in the loader's order. ICU's data (31 MB, of which a start reads
# a few pages) is left to be read on demand: read whole, it made the start slower (BENCHMARKS.md,
# "The AppImage's start").
{
    echo usr/bin/ptq-studio
    ldd "$appdir/usr/bin/ptq-studio" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' |
        while IFS= read -r f; do
            f=$(realpath -s "$f") # the loader's spelling is usr/bin/../lib/...
            if [[ $f == "$appdir/usr/lib/"* ]] && [ "$(stat -c %s "$f")" -le $((16 << 20)) ]; then
                printf '%s\n' "${f#"$appdir/"}"
            fi
        done
} >"$appdir/.preload"
[ "$(wc -l <"$appdir/.preload")" -gt 10 ] || { echo "make-appimage.sh: the read-ahead list names too few libraries" >&2; exit 1; }
cp "$appdir/usr/share/applications/ptq-studio.desktop" "$appdir/ptq-studio.desktop"
cp "$appdir/usr/share/icons/hicolor/scalable/apps/ptq-studio.svg" "$appdir/ptq-studio.svg"
cp "$appdir/usr/share/icons/hicolor/256x256/apps/ptq-studio.png" "$appdir/.DirIcon"

say "Runtime (runtime.c, static)"
# libfuse3's high-level module loader uses dlopen; the linker's note about static dlopen is
# expected (the low-level API we use never loads a module).
cc -O2 -Wall -Wextra -static -s -DPTQ_RUNTIME_VERSION="\"$version\"" -o "$out/runtime" "$here/runtime.c" \
    -Wl,-Map="$out/runtime.map" \
    -lsquashfuse_ll -lsquashfuse -lfuse3 -lzstd -llzma -llz4 -lz -lpthread -ldl 2> >(grep -v "dlopen\|fuse_get_module" >&2)
# No GPL code in the runtime: the link map names every archive member that went in.
if grep -qi 'liblzo2' "$out/runtime.map"; then
    echo "make-appimage.sh: liblzo2 (GPL) got linked into the runtime" >&2
    exit 1
fi
grep -q 'runtime.*\.o' "$out/runtime.map" || { echo "make-appimage.sh: no link map to check" >&2; exit 1; }
rm -f "$out/runtime.map"

say "Squashfs and $image"
rm -f "$out/payload.squashfs" "$image"
# LZ4 (high compression) in 32 KiB blocks: the fastest start measured. Every page the program
# touches is read through the FUSE mount and decompressed one block at a time by a single
# thread; zstd in 128 KiB blocks (mksquashfs's default) made the first page appear after
# 356-465 ms against the AppDir's 72-99 ms, LZ4 -Xhc in 32 KiB blocks after 152-180 ms, for a
# file of 44 MB instead of 31.5 (BENCHMARKS.md, "The AppImage's start").
mksquashfs "$appdir" "$out/payload.squashfs" -root-owned -noappend -comp lz4 -Xhc -b 32K -quiet -no-progress >/dev/null
cat "$out/runtime" "$out/payload.squashfs" >"$image"
printf 'AI\002' | dd of="$image" bs=1 seek=8 conv=notrunc status=none # the AppImage type-2 magic
chmod 755 "$image"
rm -f "$out/payload.squashfs"
say "$(du -h "$image" | cut -f1) $image"
