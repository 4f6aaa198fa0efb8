#!/usr/bin/env bash
# PTQ Studio's developer entry point: installs what is missing (Debian 12 packages),
# configures, builds, then runs the app or the whole test suite.
#
#   packaging/dev.sh run [ptq-studio arguments]   build and launch the app
#   packaging/dev.sh test [ctest arguments]       build and run every test
#   packaging/dev.sh build                        build only
#   packaging/dev.sh bench                        release build, then every benchmark as a table
#
# Idempotent: when every package is installed and the build is current it only checks.
# Environment: PTQ_BUILD_DIR (default ./build), PTQ_BUILD_TYPE (default RelWithDebInfo).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PTQ_BUILD_DIR:-$root/build}
build_type=${PTQ_BUILD_TYPE:-RelWithDebInfo}
deps=$root/.deps

build_packages=(build-essential cmake ninja-build pkg-config qt6-base-dev qt6-tools-dev qt6-l10n-tools
                qt6-qpa-plugins qt6-svg-dev nlohmann-json3-dev libyaml-cpp-dev)
test_packages=(fonts-dejavu-core xvfb xauth bsdextrautils)

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing_packages() {
    local pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null | grep -q '^ii' || printf '%s\n' "$pkg"
    done
}

apt_updated=0
install_packages() {
    local missing
    mapfile -t missing < <(missing_packages "$@")
    [ "${#missing[@]}" -eq 0 ] && return 0
    say "Installing ${missing[*]}"
    if [ "$apt_updated" -eq 0 ]; then
        as_root apt-get update -qq
        apt_updated=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# valijson is header-only. Debian's libvalijson-dev drags in ~60 packages (Qt 5, Poco, ...),
# so unless it is already installed we unpack just its headers and CMake config into .deps/.
valijson_prefix() {
    if dpkg-query -W -f='${db:Status-Abbrev}' libvalijson-dev 2>/dev/null | grep -q '^ii'; then
        return 0
    fi
    local prefix=$deps/valijson
    if [ ! -f "$prefix/usr/share/cmake/valijson/valijsonConfig.cmake" ]; then
        say "Unpacking valijson headers into $prefix"
        local tmp
        tmp=$(mktemp -d)
        if [ "$apt_updated" -eq 0 ] && ! apt-cache show libvalijson-dev >/dev/null 2>&1; then
            as_root apt-get update -qq >&2
            apt_updated=1
        fi
        chmod 755 "$tmp" # apt downloads as the unprivileged _apt user
        (cd "$tmp" && apt-get download -q libvalijson-dev) >&2
        rm -rf "$prefix"
        mkdir -p "$prefix"
        dpkg-deb -x "$tmp"/libvalijson-dev_*.deb "$prefix"
        rm -rf "$tmp"
    fi
    printf '%s/usr' "$prefix"
}

configure_and_build() {
    local prefix
    prefix=$(valijson_prefix)
    if [ ! -f "$build/build.ninja" ]; then
        say "Configuring $build ($build_type)"
        cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
            ${prefix:+-DCMAKE_PREFIX_PATH="$prefix"} >/dev/null
    fi
    say "Building"
    cmake --build "$build" --parallel "$(nproc)"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
    run)
        install_packages "${build_packages[@]}"
        configure_and_build
        exec "$build/app/ptq-studio" "$@"
        ;;
    test)
        install_packages "${build_packages[@]}" "${test_packages[@]}"
        configure_and_build
        say "Testing"
        exec ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" "$@"
        ;;
    build)
        install_packages "${build_packages[@]}"
        configure_and_build
        ;;
    bench)
        install_packages "${build_packages[@]}" "${test_packages[@]}"
        build=${PTQ_BUILD_DIR:-$root/build-release}
        build_type=Release
        configure_and_build
        say "Benchmarks (each figure against a floor measured in the same run)"
        status=0
        rows=$(mktemp)
        for bench in "$build"/tests/bench_*; do
            [ -f "$bench" ] && [ -x "$bench" ] || continue
            QT_QPA_PLATFORM=offscreen "$bench" | grep '^BENCH|' >>"$rows" || status=1
        done
        printf 'path|ours|floor|ratio|goal|result\n' | cat - <(sed 's/^BENCH|//' "$rows") | column -t -s '|'
        rm -f "$rows"
        exit "$status"
        ;;
    *)
        echo "usage: packaging/dev.sh run|test|build|bench [arguments]" >&2
        exit 2
        ;;
esac
