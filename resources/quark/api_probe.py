# What the installed Quark's Python API says it accepts, beyond quark-cli's --help: one line
# `PTQ_QUARK_API {json}` on stdout. PTQ Studio runs it (QuarkApi::probeScript, compiled in) with the
# interpreter of quark-cli's own environment; packaging/quark-knowledge.py runs the same file.
# Public names of the installed Quark only; every part is guarded so that an API that moved in
# another release still reports what it can, and says what it could not.
import json
out = {}
try:
    import importlib.metadata as md
    out["quark_version"] = md.version("amd-quark")
except Exception as e:
    out["error"] = "amd-quark: " + repr(e)
try:
    from quark.torch import LLMTemplate
    out["schemes"] = [str(s) for s in LLMTemplate.get_supported_schemes()]
    out["kv_cache_schemes"] = [str(s) for s in getattr(LLMTemplate, "_SUPPORTED_KV_CACHE_SCHEMES", [])]
    types = [str(t) for t in LLMTemplate.list_available()]
    out["model_types"] = types
    per_type = {}
    for t in types:
        try:
            template = LLMTemplate.get(t)
            configs = getattr(template, "algo_config", None) or {}
            per_type[t] = {
                "exclude": [str(x) for x in (getattr(template, "exclude_layers_name", None) or [])],
                "algorithms": sorted(str(a) for a, c in configs.items() if c is not None),
            }
        except Exception as e:
            per_type[t] = {"error": repr(e)}
    out["templates"] = per_type
except Exception as e:
    out["error"] = "quark.torch.LLMTemplate: " + repr(e)
try:
    from quark.torch.quantization.config.algo_configs import get_supported_algorithm_types
    out["algorithms"] = [str(a) for a in get_supported_algorithm_types()]
except Exception as e:
    out["algorithm_error"] = repr(e)
print("PTQ_QUARK_API " + json.dumps(out), flush=True)
