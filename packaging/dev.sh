#!/usr/bin/env bash
# PTQ Studio's developer entry point: installs what is missing (Debian 12 packages),
# configures, builds, then runs the app or the whole test suite.
#
#   packaging/dev.sh run [ptq-studio arguments]   build and launch the app
#   packaging/dev.sh test [ctest arguments]       build, make the real Quark environment
#                                                 (packaging/quark-env.sh), run every test
#   packaging/dev.sh build                        build only
#   packaging/dev.sh deps                         install every Debian package any subcommand needs
#                                                 (one apt transaction; CI's first step)
#   packaging/dev.sh bench [--write]              release build, then every benchmark as a table
#                                                 (--write: also into BENCHMARKS.md)
#   packaging/dev.sh bench-env [--write]          the Quark environment's set-up, pip against uv,
#                                                 on the real lock (tests/bench/bench_envsetup.sh:
#                                                 about 25 minutes and 25 GB; --write: BENCHMARKS.md)
#   packaging/dev.sh fuzz [SECONDS] [TARGET...]   the sanitized build (below), fuzz each parser for
#                                                 SECONDS (default 60, one per core) with libFuzzer,
#                                                 print the figures; any finding fails (CI runs it)
#   packaging/dev.sh sanitize [ctest arguments]   clang ASan + UBSan build (build-asan, shared with
#                                                 fuzz), then every test but the real tier; with
#                                                 PTQ_SANITIZE_FUZZ_SECONDS=N also every fuzzer for N s,
#                                                 in the same ctest (label `fuzz`; CI does this)
#   packaging/dev.sh reliability [SECONDS]        both: sanitize, then fuzz every parser
#   packaging/dev.sh appimage                     release build, dist/PTQ_Studio-x86_64.AppImage, its smoke tests
#                                                 (PTQ_BUILD_DIR=build packs the test build instead, as CI does)
#
# Idempotent: when every package is installed and the build is current it only checks.
# Environment: PTQ_BUILD_DIR (default ./build), PTQ_BUILD_TYPE (default RelWithDebInfo), PTQ_CCACHE=0
# (build without ccache), PTQ_PCH=OFF (without precompiled headers).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PTQ_BUILD_DIR:-$root/build}
build_type=${PTQ_BUILD_TYPE:-RelWithDebInfo}
deps=$root/.deps

build_packages=(build-essential ccache mold cmake ninja-build pkg-config qt6-base-dev qt6-tools-dev qt6-l10n-tools
                qt6-qpa-plugins qt6-svg-dev qt6-translations-l10n nlohmann-json3-dev libyaml-cpp-dev
                libsimdjson-dev libssl-dev)
test_packages=(groff-base fonts-dejavu-core fonts-wqy-microhei xvfb xauth bsdextrautils python3-venv python3-dev util-linux desktop-file-utils appstream
               openssh-client openssh-server rsync slurmctld slurmd slurm-client munge)
appimage_packages=(squashfs-tools libsquashfuse-dev libfuse3-dev fuse3 liblz4-dev libzstd-dev liblzma-dev
                   zlib1g-dev patchelf file qt6-wayland util-linux mount binutils)

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

extra_cmake_args=()
# Under CI the product's debug information is line tables only (-g1): backtraces keep their files
# and lines, the AppImage is stripped anyway, and the test build compiles about a fifth faster
# (schemavalidator.cpp: 39.6 CPU-s with -g, 31.0 with -g1). A developer's build keeps -g.
if [ "${CI:-}" = true ] && [ "$build_type" = RelWithDebInfo ]; then
    extra_cmake_args=("-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG")
fi
build_targets=()
# ccache, when installed, keeps every build's objects between runs on this machine (~/.cache/ccache,
# CCACHE_DIR to move it): a clean clone in another folder compiles only what changed. base_dir makes
# the cache independent of the clone's folder; PTQ_CCACHE=0 builds without it.
# Decided when a build is configured, after install_packages: on a new machine ccache is installed
# by this very run, and a build folder configured without it would stay without it.
launcher_args=()
choose_launcher() {
    launcher_args=()
    if [ "${PTQ_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null; then
        # The sloppiness lets ccache cache compiles that use a precompiled header (ccache's manual).
        # 10 GB: the test build (GCC, -g) and the sanitized clang build hold about 4-5 GB together; at
        # ccache's default 5 GB a few other builds evict them and CI compiles a clean clone from scratch.
        export CCACHE_BASEDIR=$root CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-10G} \
            CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
        launcher_args=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
}
configure_and_build() {
    local prefix
    prefix=$(valijson_prefix)
    choose_launcher
    if [ ! -f "$build/build.ninja" ]; then
        say "Configuring $build ($build_type)"
        cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
            ${prefix:+-DCMAKE_PREFIX_PATH="$prefix"} ${PTQ_PCH:+-DPTQ_PCH="$PTQ_PCH"} "${launcher_args[@]}" \
            "${extra_cmake_args[@]}" >/dev/null
    fi
    say "Building"
    cmake --build "$build" --parallel "$(nproc)" ${build_targets[@]:+--target "${build_targets[@]}"}
}

# write_bench_table NAME HEADER TABLE: the table replaces the one between BENCHMARKS.md's
# <!-- NAME:begin --> and <!-- NAME:end --> markers (written to a temporary file, then renamed).
write_bench_table() {
    BENCH_MARK=$1 BENCH_HEADER=$2 BENCH_TABLE=$3 python3 - "$root/BENCHMARKS.md" <<'PY'
import os, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
mark = os.environ["BENCH_MARK"]
begin, end = f"<!-- {mark}:begin -->", f"<!-- {mark}:end -->"
if begin not in text or end not in text:
    sys.exit(f"{path}: no {begin} … {end} markers; the table was not written")
block = f"{begin}\n{os.environ['BENCH_HEADER']}\n\n```\n{os.environ['BENCH_TABLE']}\n```\n{end}"
head, rest = text.split(begin, 1)
tmp = path + ".tmp"
with open(tmp, "w", encoding="utf-8") as f:
    f.write(head + block + rest.split(end, 1)[1])
os.replace(tmp, path)
print(f"wrote the table into {path}", file=sys.stderr)
PY
}

# ctest with one core per test (tests/CMakeLists.txt: the `cpus` resource), plus room for the
# tests that mostly wait (label `waits`: four of them) to run beside them; the longest start first.
run_ctest() {
    local cores spec=$build/ctest-resources.json
    cores=$(nproc)
    printf '{"version": {"major": 1, "minor": 0}, "local": [{"cpus": [{"id": "0", "slots": %d}]}]}\n' "$cores" >"$spec"
    ctest --test-dir "$build" --output-on-failure --parallel "$((cores + 4))" --resource-spec-file "$spec" "$@"
}

# Room on disk before the suite starts, so that a full disk is said once, here, and not as a dozen
# unrelated failures. What the suite writes: the real tier's environment tests install a Quark
# environment under the build folder with uv, from the cache quark-env.sh filled
# (PTQ_TEST_UV_CACHE_DIR): hard links where that cache lies on the build folder's file system (about
# 1.5 GiB of its own, measured 2026-12-06: compiled bytecode, the kernels, what the cache adds), a
# copy of about 7 GiB elsewhere; its exports, copies and logs in the temporary folder take about
# 2 GiB at most. (The checks that a 7-8B export or a 16 GiB model copy "would fit" run on a roomy
# tmpfs of their own where the tests may mount, so they do not need that room here.) On one file
# system the two add up. Checked with df, which needs no mount table beyond the paths given.
check_disk() {
    local tmp=${TMPDIR:-/tmp} tmp_need=2 build_need=8 tmp_free build_free
    if [ -d "${PTQ_TEST_UV_CACHE_DIR:-}" ] && [ "$(stat -c %d "$PTQ_TEST_UV_CACHE_DIR")" = "$(stat -c %d "$build")" ]; then
        build_need=2
    fi
    case " $* " in *" -LE real "* | *" --label-exclude real "*) build_need=0 ;; esac
    tmp_free=$(($(df --output=avail -k "$tmp" | tail -1) / 1048576))
    build_free=$(($(df --output=avail -k "$build" | tail -1) / 1048576))
    if [ "$(stat -c %d "$tmp")" = "$(stat -c %d "$build")" ]; then
        if [ "$tmp_free" -lt $((tmp_need + build_need)) ]; then
            say "Not enough free disk: $tmp and $build share a file system with $tmp_free GiB free; the suite needs about $((tmp_need + build_need)) GiB ($tmp_need GiB for what the tests write in $tmp, $build_need GiB for the Quark environment the real tier installs under $build). Free some space, or point TMPDIR at a roomier disk."
            return 1
        fi
    elif [ "$tmp_free" -lt "$tmp_need" ] || [ "$build_free" -lt "$build_need" ]; then
        say "Not enough free disk: $tmp has $tmp_free GiB free (the tests write about $tmp_need GiB there), $build has $build_free GiB (the real tier installs Quark environments there: $build_need GiB). Free some space, or point TMPDIR at a roomier disk."
        return 1
    fi
}

# The fuzz targets, as tests/fuzz/CMakeLists.txt lists them (one list, read from there).
mapfile -t fuzz_targets < <(sed -n 's/^set(PTQ_FUZZ_TARGETS \(.*\))$/\1/p' "$root/tests/fuzz/CMakeLists.txt" | tr ' ' '\n')

# Debian's clang with libFuzzer and the sanitizer runtimes: 14 on Debian 12, 19 on Debian 13.
clang_version() {
    if [ -n "${PTQ_CLANG_VERSION:-}" ]; then
        printf '%s' "$PTQ_CLANG_VERSION"
    elif [ "$(cut -d. -f1 /etc/debian_version 2>/dev/null)" = 12 ]; then
        printf 14
    else
        printf 19
    fi
}

# The one sanitized build (build-asan): clang with ASan + UBSan and libFuzzer's instrumentation,
# Debug (Q_ASSERT on) at -O1. It serves both `sanitize` (every test but the real tier; the fuzz
# targets' corpus replays run through libFuzzer with -runs=0) and `fuzz` (the same objects,
# linked with libFuzzer): one compile of the project instead of two. Warnings are the normal
# build's business (-Werror in CI); this build looks for reports.
sanitized_build() {
    local clang
    clang=$(clang_version)
    install_packages "${build_packages[@]}" "clang-$clang" "libclang-rt-$clang-dev"
    build=${PTQ_BUILD_DIR:-$root/build-asan}
    build_type=Debug
    extra_cmake_args=(-DCMAKE_C_COMPILER="clang-$clang" -DCMAKE_CXX_COMPILER="clang++-$clang" -DPTQ_FUZZ=ON
                      "-DCMAKE_CXX_FLAGS=-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
                      "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only"
                      "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" -DPTQ_WERROR=OFF)
}

# The table of the fuzzers' rows (tests/fuzz/fuzz-one.sh writes one per target); fails when a
# target found something or left no row.
fuzz_table() {
    local t row status=0
    printf 'target|seconds|executions|corpus|findings\n' >"$build/fuzz-report"
    for t in "$@"; do
        row=$(cat "$build/fuzz-row-$t" 2>/dev/null || printf '%s|?|?|?|no report' "$t")
        printf '%s\n' "$row" >>"$build/fuzz-report"
        [ "$(cut -d'|' -f5 <<<"$row")" = 0 ] || status=1
    done
    column -t -s '|' "$build/fuzz-report"
    [ "$status" -eq 0 ] || say "Findings are in $build/findings/ (each is an input: add it to tests/fuzz/corpus/ once fixed)"
    return "$status"
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
        # The real tier (ctest label `real`) runs the real quark-cli of this environment. When it
        # cannot be made (no PyPI, say) the tier's setup test fails with the reason; the rest runs.
        if quark_env_out=$("$root/packaging/quark-env.sh"); then
            export PTQ_QUARK_ENV=${quark_env_out##*$'\n'}
        else
            export PTQ_QUARK_ENV= PTQ_QUARK_ENV_ERROR="it failed (its message is above, before the tests)"
        fi
        # The real tier's environment tests install as the app does, with uv, from the cache that
        # quark-env.sh just filled (the tests' own HOME would give them a cold one: 3 GB downloaded
        # again, and a second 6.5 GiB copy instead of hard links).
        export PTQ_TEST_UV_CACHE_DIR=${UV_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ptq-studio/uv-cache}
        # ...and with the user's pip.conf, which quark-env.sh read (the tests' own XDG_CONFIG_HOME
        # hides it): the same indexes, so the same files in that cache.
        for pip_conf in "${XDG_CONFIG_HOME:-$HOME/.config}/pip/pip.conf" "$HOME/.pip/pip.conf"; do
            if [ -f "$pip_conf" ]; then
                export PTQ_TEST_PIP_USER_CONFIG=$pip_conf
                break
            fi
        done
        check_disk "$@"
        say "Testing"
        run_ctest "$@"
        ;;
    build)
        install_packages "${build_packages[@]}"
        configure_and_build
        ;;
    deps)
        # What build, test, appimage and sanitize would each install, at once: on a new machine one
        # apt transaction instead of four, and python3-venv there before the Quark environment
        # starts beside the first build.
        install_packages "${build_packages[@]}" "${test_packages[@]}" "${appimage_packages[@]}" \
            "clang-$(clang_version)" "libclang-rt-$(clang_version)-dev"
        ;;
    bench)
        install_packages "${build_packages[@]}" "${test_packages[@]}"
        build=${PTQ_BUILD_DIR:-$root/build-release}
        build_type=Release
        configure_and_build
        # The probe rows need the real Quark environment (reused when it is ready; made otherwise).
        if [ -z "${PTQ_QUARK_ENV:-}" ] && quark_env_out=$("$root/packaging/quark-env.sh"); then
            export PTQ_QUARK_ENV=${quark_env_out##*$'\n'}
        fi
        # The AppImage rows measure the package `packaging/dev.sh appimage` made, when there is one.
        if [ -z "${PTQ_BENCH_APPIMAGE:-}" ]; then
            for image in "${PTQ_DIST_DIR:-$root/dist}"/*.AppImage; do
                [ -x "$image" ] && export PTQ_BENCH_APPIMAGE=$image
            done
        fi
        say "Benchmarks (each figure against a floor measured in the same run)"
        status=0
        rows=$(mktemp)
        for bench in "$build"/tests/bench_*; do
            [ -f "$bench" ] && [ -x "$bench" ] || continue
            QT_QPA_PLATFORM=offscreen "$bench" | grep '^BENCH|' >>"$rows" || status=1
        done
        # The rows someone waits on (their last field names who, and where) come first.
        table=$(printf 'path|ours|floor|ratio|goal|result|felt by\n' |
                    cat - <(sed 's/^BENCH|//' "$rows" | awk -F'|' '$NF != "-"') <(sed 's/^BENCH|//' "$rows" | awk -F'|' '$NF == "-"') |
                    column -t -s '|')
        printf '%s\n' "$table"
        rm -f "$rows"
        # --write: the table replaces the one between BENCHMARKS.md's bench markers.
        if [ "${1:-}" = "--write" ]; then
            qt=$(dpkg-query -W -f='${Version}' qt6-base-dev 2>/dev/null | sed 's/[+~-].*//')
            # The build measured: build-release/ (Release) unless PTQ_BUILD_DIR named another.
            measured_type=$(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$build/CMakeCache.txt")
            header="Latest run: $(date -u '+%Y-%m-%d %H:%M UTC') (\`packaging/dev.sh bench --write\`, a ${measured_type:-$build_type} build), Debian $(cat /etc/debian_version), $(nproc) cores ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)), $(awk '/MemTotal/ { printf "%d GiB", $2 / 1048576 }' /proc/meminfo), Qt $qt, GCC $(gcc -dumpfullversion)."
            write_bench_table bench "$header" "$table"
        fi
        exit "$status"
        ;;
    bench-env)
        install_packages "${build_packages[@]}" "${test_packages[@]}"
        configure_and_build # the app's rows run its `env create`
        export PTQ_APP=$build/app/ptq-studio
        say "The Quark environment's set-up, pip against uv, on packaging/quark-env.lock and the app's own set-up (about 25 minutes)"
        rows=$(mktemp)
        status=0
        "$root/tests/bench/bench_envsetup.sh" | grep '^BENCH|' >"$rows" || status=1
        table=$(printf 'path|ours|floor|ratio|goal|result|felt by\n' | cat - <(sed 's/^BENCH|//' "$rows") | column -t -s '|')
        printf '%s\n' "$table"
        rm -f "$rows"
        if [ "$status" -eq 0 ] && [ "${1:-}" = "--write" ]; then
            header="Latest run: $(date -u '+%Y-%m-%d %H:%M UTC') (\`packaging/dev.sh bench-env --write\`), Debian $(cat /etc/debian_version), $(nproc) cores, $(awk '/MemTotal/ { printf "%d GiB", $2 / 1048576 }' /proc/meminfo), Python $(python3 -c 'import platform; print(platform.python_version())'), uv $(sed -n -E 's/^uv==([^ ]+).*/\1/p' "$root/packaging/uv-tool.lock")."
            write_bench_table bench-env "$header" "$table"
        fi
        exit "$status"
        ;;
    fuzz)
        sanitized_build
        seconds=${1:-60}
        [ $# -gt 0 ] && shift
        targets=("$@")
        [ ${#targets[@]} -eq 0 ] && targets=("${fuzz_targets[@]}")
        build_targets=()
        for t in "${targets[@]}"; do build_targets+=("fuzz_$t"); done
        configure_and_build
        # One fuzzer per core (each is single-threaded), PTQ_FUZZ_JOBS to change it.
        parallel=${PTQ_FUZZ_JOBS:-$(nproc)}
        say "Fuzzing ${targets[*]} for ${seconds} s each, $parallel at a time (clang $(clang_version), ASan + UBSan)"
        rm -f "$build"/fuzz-row-*
        for t in "${targets[@]}"; do
            while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do wait -n || true; done
            "$root/tests/fuzz/fuzz-one.sh" "$build" "$t" "$seconds" >/dev/null &
        done
        wait
        fuzz_table "${targets[@]}"
        ;;
    reliability)
        "$0" sanitize
        exec "$0" fuzz "${1:-600}"
        ;;
    sanitize)
        install_packages "${test_packages[@]}"
        sanitized_build
        configure_and_build
        say "Testing under AddressSanitizer + UndefinedBehaviorSanitizer"
        # Leak checking stays off: Qt, fontconfig and the offscreen platform keep process-lifetime
        # allocations that LeakSanitizer reports as leaks.
        export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
        # The real tier ran in `test`; here its minutes would buy little (quark-cli is Python).
        if [ -n "${PTQ_SANITIZE_FUZZ_SECONDS:-}" ]; then
            # With the fuzzers (CI): one ctest schedules both, a core each, so that they run while
            # the tests that mostly wait (ssh, Slurm) wait instead of after them.
            say "... and fuzzing ${fuzz_targets[*]} for $PTQ_SANITIZE_FUZZ_SECONDS s each beside the tests (clang $(clang_version))"
            rm -f "$build"/fuzz-row-*
            status=0
            export PTQ_FUZZ_SECONDS=$PTQ_SANITIZE_FUZZ_SECONDS
            run_ctest -LE real "$@" || status=$?
            fuzz_table "${fuzz_targets[@]}" || status=1
            exit "$status"
        fi
        run_ctest -LE 'real|fuzz' "$@"
        ;;
    appimage)
        install_packages "${build_packages[@]}" "${appimage_packages[@]}"
        build=${PTQ_BUILD_DIR:-$root/build-appimage}
        build_type=Release
        # -O3 makes GCC 12 report false -Wrestrict positives inside libstdc++; warnings are the
        # normal build's business (-Werror in CI), this build makes the package.
        extra_cmake_args=(-DPTQ_BUILD_TESTS=OFF -DCMAKE_INSTALL_PREFIX=/usr -DPTQ_WERROR=OFF)
        build_targets=(ptq-studio ptq-studio-clidoc) # the man page and the completion are installed too
        configure_and_build
        dist=${PTQ_DIST_DIR:-$root/dist}
        "$root/packaging/appimage/make-appimage.sh" "$build" "$dist"
        say "Smoke tests of the AppImage"
        exec "$root/packaging/appimage/smoke.sh" "$dist"
        ;;
    *)
        echo "usage: packaging/dev.sh run|test|build|deps|bench|bench-env|fuzz|sanitize|reliability|appimage [arguments]" >&2
        exit 2
        ;;
esac
