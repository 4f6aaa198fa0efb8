"""The real tier's one workaround: `--device cpu` honoured on a machine without a GPU.

Only on PYTHONPATH for the tier's export runs (tst_real's `exports_*` functions); never part of
PTQ Studio, never on a user's machine. Why it exists: quark-cli 0.13 (torch_llm_ptq.py) calls
`get_model(model_dir, "auto", device, True, multi_device)` - `multi_gpu=True` always - so the
model is placed with device_map="auto" over a memory map built from the GPUs alone
(model_preparation.get_device_max_memory). With no GPU that map is empty and accelerate puts the
whole model on "disk": the run fails ("The available GPU memory is insufficient…", or with
--multi_device "Cannot copy out of meta tensor"). The tier's machines have no GPU, and the app
must still be tested against real exports, so here - and only when torch sees no CUDA device,
`--device cpu` was asked and --multi_device was not - get_model is called with multi_gpu=False:
the model loads on the CPU. Everything else quark-cli does (its arguments, templates,
calibration, freeze, export, evaluation, logging) is the installed code, unchanged.

The unpatched behaviour is tested too (tst_real's `cpu_withoutGpu_*`); the GPU check
(packaging/gpu-check.sh) runs quark-cli without this file.
"""

import importlib.abc
import importlib.machinery
import sys

# Read by page 3's environment check: with it, a CPU plan on a machine without a GPU is not blocked
# (quark-cli 0.13 alone cannot place a model on the CPU; with this file it can).
PTQ_STUDIO_CPU_PLACEMENT = True

_PACKAGE = "quark.torch.utils.llm"


def _wrap(module):
    original = module.get_model

    def get_model(ckpt_path, data_type="auto", device="cuda", multi_gpu=False, multi_device=False, *args, **kwargs):
        import torch

        if device == "cpu" and not multi_device and torch.cuda.device_count() == 0 and multi_gpu:
            print("[ptq-studio real tier] quark-cli asked for device_map='auto' on a machine without a GPU; "
                  "loading on the CPU as --device cpu says (tests/real/cpu_placement)", file=sys.stderr, flush=True)
            multi_gpu = False
        return original(ckpt_path, data_type, device, multi_gpu, multi_device, *args, **kwargs)

    module.get_model = get_model


class _AfterImport(importlib.abc.MetaPathFinder):
    """Wraps get_model once `quark.torch.utils.llm` has been imported, before the CLI imports it."""

    def find_spec(self, name, path, target=None):
        if name != _PACKAGE:
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return spec
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            _wrap(module)

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, _AfterImport())
