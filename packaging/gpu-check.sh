#!/usr/bin/env bash
# The GPU check: the real quark-cli through PTQ Studio's headless workflow on a GPU machine that
# has Python with PyTorch, transformers and accelerate, but no network and no Qt.
#
#   packaging/gpu-check.sh prepare [DIR]   here (with network): put into DIR (default .gpucheck/)
#                                          what such a machine lacks — the AppImage, amd-quark,
#                                          datasets and the other CLI dependencies as wheels for
#                                          its Python, and the scripts that make the tiny model
#                                          and the offline datasets
#   packaging/gpu-check.sh run [DIR]       there: install the wheels into a venv over the
#                                          machine's own packages, make the model and the data,
#                                          analyze → confirm → plan → confirm → manifest → run
#                                          (fp8 on the GPU, nvidia-smi polled, then the export
#                                          checks: the original's perplexity and the load check on
#                                          the GPU), verify, serve the export once with vLLM where
#                                          the machine's Python has it (the manifest's exact `vllm
#                                          serve`, one completion), print one summary; exit 0 only
#                                          when the export verified complete (and served, if tried)
#
# `run` finishes in a few minutes (its first start compiles Quark's kernels). Environment for
# `prepare`: GPU_CHECK_PYTHON_VERSION (default 3.12, the GPU machine's Python), and pip's own
# configuration for where the wheels come from. For `run`: GPU_CHECK_PYTHON (default python3).
# The GPU machine's own torch, torchvision, numpy and accelerate are used as they are.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-}
dir=${2:-$root/.gpucheck}
say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'gpu-check: %s\n' "$*" >&2; exit 1; }

# What a GPU machine with PyTorch, transformers and accelerate lacks for `quark-cli torch-llm-ptq`,
# at the lock's versions. transformers is carried too: amd-quark 0.13's CLI needs >5,<5.17. The
# [cli] extras only its other subcommands import (PuLP, plotly, nltk, rouge_score, py7zr, gguf,
# langdetect, onnxruntime_extensions, immutabledict) stay behind: without them quark-cli starts
# and quantizes (checked on the CPU), and with them the folder would pass the 64 MiB a device
# call carries.
carried=(amd-quark datasets evaluate dill multiprocess onnxslim zstandard narwhals pydantic pydantic_core
         annotated-types typing-inspection transformers fsspec)

prepare() {
    local py=${GPU_CHECK_PYTHON_VERSION:-3.12}
    mkdir -p "$dir/wheels"
    grep -qx '/.gpucheck/' "$root/.git/info/exclude" 2>/dev/null || echo '/.gpucheck/' >>"$root/.git/info/exclude"
    local appimage=$root/dist/PTQ_Studio-x86_64.AppImage
    [ -x "$appimage" ] || "$root/packaging/dev.sh" appimage
    cp "$appimage" "$dir/"
    local name version
    for name in "${carried[@]}"; do
        version=$(grep -i -E "^${name//[-_.]/[-_.]}==" "$root/packaging/quark-env.lock" | head -1 | cut -d= -f3 | cut -d" " -f1)
        [ -n "$version" ] || die "$name is not in packaging/quark-env.lock"
        # A binary wheel for that Python; a package published only as source (langdetect,
        # rouge_score: pure Python) is built into a py3-none-any wheel here.
        python3 -m pip download -q --no-deps --only-binary=:all: --python-version "$py" --implementation cp \
            --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 --platform manylinux_2_17_x86_64 \
            --platform manylinux2014_x86_64 --platform manylinux1_x86_64 --platform any -d "$dir/wheels" "$name==$version" 2>/dev/null ||
            python3 -m pip wheel -q --no-deps -w "$dir/wheels" "$name==$version" ||
            die "could not download $name==$version for Python $py"
    done
    cp "$root/tests/real/tools/"*.py "$root/tests/real/make_more_models.py" "$dir/"
    # The libraries the AppImage leaves to the desktop (GL, fontconfig, D-Bus: its excludelist)
    # that a GPU image without a desktop lacks (seen on an H200 image: libEGL, libGLX, libOpenGL,
    # libGLdispatch, libfontconfig, libfreetype, libharfbuzz, libdbus-1). `run` unpacks only those
    # the machine lacks, for PTQ Studio alone.
    mkdir -p "$dir/syslibs"
    (cd "$dir/syslibs" && chmod 777 . && apt-get download -q libegl1 libglvnd0 libopengl0 libglx0 libfontconfig1 \
        libfreetype6 libharfbuzz0b libgraphite2-3 libpng16-16 libbrotli1 libdbus-1-3 libsystemd0 libgpg-error0 \
        libcap2 liblz4-1 >/dev/null) || die "could not download the desktop libraries (apt-get download)"
    cp "$0" "$dir/gpu-check.sh"
    du -sh "$dir" >&2
    say "Ready: copy $dir to the GPU machine and run: bash $dir/gpu-check.sh run $dir"
}

run() {
    local python=${GPU_CHECK_PYTHON:-python3}
    local work=${TMPDIR:-/tmp}/ptq-gpu-check
    rm -rf "$work"
    mkdir -p "$work"
    nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >&2 || die "nvidia-smi does not answer"
    say "A venv over the machine's packages, with the carried wheels"
    "$python" -m venv --system-site-packages "$work/env"
    # A python3 that is itself a venv (the machine's PyTorch often lives in one, e.g. /opt/torch/.venv)
    # gives --system-site-packages only its base interpreter's packages: its own site-packages
    # joins through a .pth file, after the carried wheels (which win).
    local parent site
    parent=$("$python" -c 'import sys, sysconfig; print(sysconfig.get_paths()["purelib"] if sys.prefix != sys.base_prefix else "")')
    if [ -n "$parent" ]; then
        site=$("$work/env/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
        printf '%s\n' "$parent" >"$site/ptq-gpu-check-parent.pth"
    fi
    "$work/env/bin/python" -m pip install -q --no-index --no-deps --no-cache-dir "$dir"/wheels/*.whl
    export HF_HOME=$work/hf_home HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 HF_HUB_DISABLE_TELEMETRY=1
    export TORCH_EXTENSIONS_DIR=$work/torch-extensions
    say "The tiny model and the offline datasets"
    "$work/env/bin/python" "$dir/make_models.py" "$work/models" >&2
    "$work/env/bin/python" "$dir/make_offline_data.py" "$HF_HOME" >&2
    say "PTQ Studio's headless workflow"
    local app=$work/app
    (cd "$work" && "$dir/PTQ_Studio-x86_64.AppImage" --appimage-extract >/dev/null) && mv "$work/squashfs-root" "$app"
    # What the machine lacks of the desktop's libraries, from the carried packages (only those).
    local syslibs=$work/syslibs missing lib found
    mkdir -p "$syslibs" "$work/debs"
    for deb in "$dir"/syslibs/*.deb; do [ -f "$deb" ] && dpkg-deb -x "$deb" "$work/debs"; done
    for _ in 1 2 3; do
        missing=$(LD_LIBRARY_PATH=$syslibs:$app/usr/lib ldd "$app/usr/bin/ptq-studio" | awk '/not found/ {print $1}')
        [ -z "$missing" ] && break
        for lib in $missing; do
            found=$(find "$work/debs" -name "$lib" | head -n 1)
            [ -n "$found" ] && cp -L "$found" "$syslibs/" && say "carried $lib (the machine has none)"
        done
    done
    missing=$(LD_LIBRARY_PATH=$syslibs:$app/usr/lib ldd "$app/usr/bin/ptq-studio" | awk '/not found/ {print $1}')
    [ -z "$missing" ] || die "PTQ Studio needs libraries this machine lacks and the folder does not carry: $missing"
    export LD_LIBRARY_PATH=$syslibs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    local studio=$app/AppRun ws=$work/ws out=$work/out
    "$studio" --version
    "$studio" analyze "$work/models/tiny-llama" --workspace "$ws"
    "$studio" confirm analysis --workspace "$ws" --no-trust-remote-code
    "$studio" plan --workspace "$ws" --scheme fp8 --kv-cache fp8 --num-calib 32 --seq-len 128 \
        --evaluation full --quark-cli "$work/env/bin/quark-cli"
    "$studio" confirm plan --workspace "$ws"
    local manifest
    manifest=$("$studio" manifest --workspace "$ws" --output-dir "$out" --python-env "$work/env") || {
        printf '%s\n' "$manifest"
        die "the manifest is blocked (above)"
    }
    printf '%s\n' "$manifest"
    local token
    token=$(printf '%s\n' "$manifest" | sed -n 's/^Approval token (sha256 of argv and environment): //p')
    local status=0 started=$SECONDS
    PATH=$work/env/bin:$PATH "$studio" run --workspace "$ws" --approve "$token" | tee "$work/run.txt" || status=$?
    "$studio" verify "$out" --workspace "$ws" | tee "$work/verify.txt" || status=$?
    echo
    echo "==== GPU check summary ===="
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    "$work/env/bin/python" -c 'import torch, quark, transformers; print("torch", torch.__version__, "| amd-quark", quark.__version__, "| transformers", transformers.__version__)' 2>/dev/null
    grep -E '^(Diagnosis|GPU [0-9]|Run status|Exit)' "$work/run.txt" || true
    grep -E -i 'perplexity' "$work/run.txt" "$ws/run_manifest.yaml" | head -3 || true
    grep -E '^Verdict|complete|partial|failed' "$work/verify.txt" | head -3 || true
    grep -E '^(Accuracy|Load check|Serve it|Model card)' "$work/run.txt" || true
    serve_check "$ws" || status=$?
    echo "seconds: $((SECONDS - started)); exit: $status"
    return "$status"
}

# The serve check: the export served once with vLLM, with the exact `vllm serve` argv the manifest
# records (outputs.serve.vllm_argv), and one completion asked of it. Only where the GPU machine's
# Python has vLLM (it is not carried: it is larger than a device call carries); otherwise said.
serve_check() {
    local ws=$1 python=${GPU_CHECK_PYTHON:-python3}
    if ! "$python" -c 'import vllm' 2>/dev/null; then
        echo "vLLM serve check: not run — $python has no vllm on this machine"
        return 0
    fi
    local -a argv
    mapfile -d '' argv < <("$work/env/bin/python" - "$ws/run_manifest.yaml" <<'PY'
import sys, yaml
serve = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))["outputs"]["serve"]
sys.stdout.write("\0".join(serve["vllm_argv"]))
PY
)
    [ "${#argv[@]}" -gt 2 ] || { echo "vLLM serve check: the manifest records no vllm serve command"; return 1; }
    local port=18765 log=$work/vllm-serve.log
    # argv[0] is `vllm`: the one on PATH, else the CLI module of the Python that has it.
    local -a vllm=("$python" -m vllm.entrypoints.cli.main)
    command -v vllm >/dev/null 2>&1 && vllm=(vllm)
    "${vllm[@]}" "${argv[@]:1}" --port "$port" --max-model-len 256 >"$log" 2>&1 &
    local pid=$! ready=0
    for _ in $(seq 1 120); do
        if curl -sf "http://127.0.0.1:$port/v1/models" >/dev/null 2>&1; then ready=1; break; fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 5
    done
    local answer=""
    if [ "$ready" = 1 ]; then
        answer=$(curl -sf "http://127.0.0.1:$port/v1/completions" -H 'Content-Type: application/json' \
            -d "{\"model\": \"${argv[2]}\", \"prompt\": \"The capital of France is\", \"max_tokens\": 8}" || true)
    fi
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [ -n "$answer" ]; then
        echo "vLLM serve check: served and answered (${argv[*]}): $answer" | tee "$work/serve.txt"
        return 0
    fi
    echo "vLLM serve check: FAILED (${argv[*]}); the last lines of $log:" | tee "$work/serve.txt"
    tail -n 20 "$log" | tee -a "$work/serve.txt"
    return 1
}

case "$mode" in
    prepare) prepare ;;
    run) run ;;
    *)
        echo "usage: packaging/gpu-check.sh prepare|run [DIR]" >&2
        exit 2
        ;;
esac
