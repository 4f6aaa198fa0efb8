#!/usr/bin/env bash
# The real tier's material, made locally and offline (ctest fixture `real_data`):
#   DATA/models/tiny-llama, DATA/models/tiny-qwen3-moe   tiny random models (tools/make_models.py)
#   DATA/models/tiny-gpt2, DATA/models/tiny-remote-code  a type without a Quark template; a model that needs its own code
#   DATA/hf_home        a Hugging Face cache holding generated pile-val and wikitext (tools/make_offline_data.py)
#   DATA/hf_home_empty  an empty one (the offline-dataset failure)
#   DATA/env-without-datasets   a real Python environment: the Quark environment's packages minus `datasets`
# It needs the Quark environment in $PTQ_QUARK_ENV (packaging/quark-env.sh; `packaging/dev.sh test`
# makes it and exports the variable). Without it the tier fails here, saying why: it never skips.
# Rebuilt when a tool or the lock changes; otherwise it only checks.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
data=${1:?usage: setup.sh DATA_DIR}

if [ -z "${PTQ_QUARK_ENV:-}" ]; then
    echo "real tier: PTQ_QUARK_ENV is not set. The real-quark-cli tests need the Quark environment:" >&2
    echo "  run 'packaging/dev.sh test' (it makes one), or 'export PTQ_QUARK_ENV=\$(packaging/quark-env.sh | tail -1)'." >&2
    [ -n "${PTQ_QUARK_ENV_ERROR:-}" ] && echo "  packaging/quark-env.sh said: $PTQ_QUARK_ENV_ERROR" >&2
    exit 1
fi
if [ ! -x "$PTQ_QUARK_ENV/bin/quark-cli" ] || [ ! -f "$PTQ_QUARK_ENV/.ptq-ready" ]; then
    echo "real tier: $PTQ_QUARK_ENV is not a finished Quark environment (no bin/quark-cli or .ptq-ready);" >&2
    echo "  make it with packaging/quark-env.sh." >&2
    exit 1
fi
python=$PTQ_QUARK_ENV/bin/python

stamp=$( (cat "$here"/setup.sh "$here"/tools/*.py "$here"/make_more_models.py; cat "$PTQ_QUARK_ENV/.ptq-ready"; echo "$PTQ_QUARK_ENV") | sha256sum | cut -c1-32)
if [ "$(cat "$data/.stamp" 2>/dev/null)" = "$stamp" ]; then
    echo "real tier: material in $data is current"
    exit 0
fi

rm -rf "$data"
mkdir -p "$data/models" "$data/hf_home_empty"
export HF_HUB_DISABLE_TELEMETRY=1
echo "real tier: models"
"$python" "$here/tools/make_models.py" "$data/models"
"$python" "$here/make_more_models.py" "$data/models"
echo "real tier: offline datasets"
"$python" "$here/tools/make_offline_data.py" "$data/hf_home"

# A real environment without `datasets`: a new venv whose site-packages links every package of
# the Quark environment except that one, and quark-cli started by its own interpreter.
echo "real tier: an environment without datasets"
env_dir=$data/env-without-datasets
"$python" -m venv --without-pip "$env_dir"
purelib() { "$1" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])'; }
src=$(purelib "$python")
dst=$(purelib "$env_dir/bin/python")
for entry in "$src"/*; do
    case "$(basename "$entry")" in
        datasets | datasets-*.dist-info) continue ;;
    esac
    ln -s "$entry" "$dst/"
done
sed "1s|^#!.*|#!$env_dir/bin/python|" "$PTQ_QUARK_ENV/bin/quark-cli" >"$env_dir/bin/quark-cli"
chmod +x "$env_dir/bin/quark-cli"

printf '%s\n' "$stamp" >"$data/.stamp"
echo "real tier: material ready in $data"
