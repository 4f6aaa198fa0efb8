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
# The captures are of Python 3.11 (the wheels uv picks, their sizes, django 6.0 refusing it): the
# same cases on another Python say something else, so without a 3.11 the check is skipped, said so
# (Debian 13's python3 is 3.13).
is311() { "$1" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' 2>/dev/null; }
python=
for candidate in python3.11 python3; do
    if command -v "$candidate" >/dev/null && is311 "$candidate"; then python=$(command -v "$candidate"); break; fi
done
if [ -z "$python" ]; then
    echo "uv_dialect: skipped: the captures are of Python 3.11, and this machine has none (python3 is $(python3 -V 2>&1))"
    exit 77
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
PTQ_UV_PYTHON=$python PTQ_UV_CAPTURE_OUT=$out "$root/tests/fixtures/uv/capture.sh" >&2
PTQ_UV_CAPTURES_DIR=$out "$build/tests/tst_pipprogress" uvFixtures
