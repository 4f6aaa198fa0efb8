#!/usr/bin/env bash
# Thin wrapper: run tests/real/make_export_fixtures.py with the Quark environment's python.
# Usage: PTQ_QUARK_ENV=<quark venv> tests/real/make_export_fixtures.sh [options of the .py]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [[ -z "${PTQ_QUARK_ENV:-}" ]]; then
    echo "set PTQ_QUARK_ENV to the Quark environment (the venv that holds bin/quark-cli)" >&2
    exit 2
fi
py="$PTQ_QUARK_ENV/bin/python"
[[ -x "$py" && -x "$PTQ_QUARK_ENV/bin/quark-cli" ]] || { echo "$PTQ_QUARK_ENV: no bin/python + bin/quark-cli" >&2; exit 2; }
exec "$py" "$here/make_export_fixtures.py" "$@"
