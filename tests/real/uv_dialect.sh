#!/usr/bin/env bash
# The fake uv (tests/fakes/fake_pip.cpp) replays captures of uv 0.13.9; this checks them against
# the real uv of packaging/uv-tool.lock now: the same cases are captured again, from PyPI, with
# caches of their own (tests/fixtures/uv/capture.sh), and PipProgress must read each new capture as
# tst_pipprogress expects of the checked-in one (phases, sizes, installed packages, the error's
# kind, package and index). The disk-full case needs a small filesystem and is not recaptured.
#   tests/real/uv_dialect.sh BUILD_DIR
set -eu
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:?give the build folder}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
PTQ_UV_CAPTURE_OUT=$out "$root/tests/fixtures/uv/capture.sh" >&2
PTQ_UV_CAPTURES_DIR=$out "$build/tests/tst_pipprogress" uvFixtures
