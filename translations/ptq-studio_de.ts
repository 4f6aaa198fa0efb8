<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnalysisConfirmation</name>
    <message>
        <source>Quark&apos;s template is looked up by this type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli has no template for model type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a supported model type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user accepts running code from the model repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a model analysis, so it cannot be confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, commit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decoder layers, hidden size %2, %3 attention heads (%4 KV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quantizable Linear modules, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Quark template defaults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE %1 · multimodal %2 · pre-quantized %3 · remote code %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArtifactIo</name>
    <message>
        <source>%1 expands to more than %2 values (YAML aliases?); refusing to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is nested more than %2 levels deep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: a mapping key must be plain text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: the key &quot;%3&quot; appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: nested deeper than this reader accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: nested more than %3 levels deep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; an artifact is at most %3, so it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2; an artifact is never that large, so it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte 0x%2 at offset %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains binary data (byte 0x%2 at offset %3), not text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid YAML: line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid YAML: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create a file in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2 (the previous version is unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckpointPage</name>
    <message>
        <source>not written yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for your confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed. Next continues with the following step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandBuilder</name>
    <message>
        <source>The plan needs --%1, which %2 does not list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandPage</name>
    <message>
        <source>Check again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have checked the command, the destination and the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, run this exact command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 · Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the environment, build the exact quark-cli command and estimate what it needs. Nothing runs and nothing is created before you approve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli from PATH, or a venv / conda prefix that provides it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An absolute folder outside the model, new or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output folder for the quantized model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shall I run this exact command?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the environment (Python, PyTorch, amd-quark, GPUs)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The earlier approval was voided: the command, its inputs or the destination changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli will create %1 after approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment is ready for this plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (ROCm/HIP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (CUDA %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amd-quark · transformers · datasets · accelerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 of %2 GiB free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (other processes hold %1 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver · kernel · container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of the run-relevant variables are set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Needs about %1 GiB of accelerator memory&lt;/b&gt; — &lt;span style=&apos;color:%2&apos;&gt;&lt;b&gt;%3&lt;/b&gt;&lt;/span&gt; (%4 GiB available). %5&lt;br&gt;Host RAM about %6 GiB · download %7 GiB into the Hugging Face cache · output about %8 GiB · run time: %9.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b26a00&apos;&gt;accepted — the model repository&apos;s Python code will run&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused (--no_trust_remote_code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected in %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json with a quantization_config (quant_method quark), model.safetensors or model-0000k-of-0000N.safetensors with model.safetensors.index.json, generation_config.json when the model has one, and the tokenizer files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the command…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved at %1 for this exact command (token %2…). Next runs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be approved yet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been downloaded, created or run. Read the command, then approve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still checking quark-cli and the environment…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnvironmentProbe</name>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnvironmentRules</name>
    <message>
        <source>quark-cli was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on PATH, and no Python environment was chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip install &apos;amd-quark[cli]&apos; datasets   (in the environment that has PyTorch), or choose that environment on this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Python interpreter beside %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no python next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Python environment (venv or conda prefix) that provides quark-cli.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment&apos;s Python could not report its packages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that %1 runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amd-quark is not installed in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>importlib.metadata has no amd-quark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;amd-quark[cli]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not installed in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>importlib.metadata has no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -m pip install %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The installed PyTorch %1 is a CPU-only build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.version.cuda and torch.version.hip are both empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the ROCm build of PyTorch (pytorch.org, ROCm wheels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA build of PyTorch (pytorch.org).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is a ROCm build (HIP %1) but this machine has NVIDIA GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi lists %1 GPU(s); rocminfo none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA build of PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is a CUDA build (%1) but this machine has AMD GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocminfo lists %1 GPU(s); nvidia-smi none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the ROCm build of PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocminfo is not on PATH; Quark calls it at import on ROCm builds and fails with &quot;The `rocminfo` command failed or was not found&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 is a ROCm build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export PATH=/opt/rocm/bin:$PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch sees no accelerator, but the plan runs on one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the driver (nvidia-smi / rocm-smi) and the *_VISIBLE_DEVICES variables, or plan for the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amd-quark %1 needs transformers 5 (&gt;5,&lt;5.3 for 0.12); %2 is installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amd-quark %1, transformers %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;transformers&gt;5,&lt;5.3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amd-quark %1 was tested with transformers 4.57; %2 is installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;transformers==4.57.*&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION is set; it is meant for unofficial consumer GPUs only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unset it unless this GPU needs it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExampleModel</name>
    <message>
        <source>The bundled example file %1 is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build of PTQ Studio has no bundled example model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the example model to %1: it is a file, not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the example model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists and is not the bundled example&apos;s file; the example model was not written. Choose an empty folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuMonitor</name>
    <message>
        <source>%1 could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gave no readings (exit %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HfCache</name>
    <message>
        <source>%1 is not in the Hugging Face cache (%2 does not exist).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hugging Face cache has %1 but not its revision &quot;%2&quot; (%3 is missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not hold a commit hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hugging Face cache has no config.json for %1 at commit %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HubClient</name>
    <message>
        <source>The Hub at %1 did not deliver the configuration of %2 within %3 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 for %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no revision &quot;%2&quot; (%3). Check the branch, tag or commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no such file (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a gated model (%2). Accept the licence on its model page, then provide a token (HF_TOKEN, or paste one on this page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a gated model and the token&apos;s account has not been granted access (%2). Accept the licence on the model page and wait for approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been disabled on the Hub (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hub rejected the token from %1 as invalid (%2). Create a new read token and set it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found on %2. Check the id; if the repository is private, provide a token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found on %2, or the token has no access to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hub refused access to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>403 Forbidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (%1)%2. Wait a few minutes, or provide a token (higher limits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; it asks to retry after %1 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hub answered %1 for %2; it may be down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be resolved (no network or DNS?). Without network, analyse a local folder or a model in the Hugging Face cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the connection (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped answering for %2 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TLS connection to %1 failed: %2. A proxy or a wrong system clock can cause this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hub answered %1 for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB; that is not a configuration file, so it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 redirected without a location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 redirected more than %2 times (a redirect loop?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hub answered %1; trying again in %2 s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no config.json at revision %2, so it is not a Transformers model (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The model info from %1 was not valid JSON and was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read model.safetensors.index.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no config.json at revision %2, so it is not a Transformers model.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IntakeService</name>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HF_HUB_OFFLINE is set: reading %1 from the Hugging Face cache…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from the Hugging Face cache because HF_HUB_OFFLINE is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis of %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing the configuration…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hub could not be reached; looking in the Hugging Face cache…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from the Hugging Face cache because the Hub could not be reached: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 It is not in the Hugging Face cache either (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalModelReader</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares a %2-byte header but the file has only %3 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the header could not be read completely.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogAnalyzer</name>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantization config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Module replacement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManifestBuilder</name>
    <message>
        <source>plan: the quantization plan is not confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis decides the Quark template, the exclusions and the layer count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan decides accuracy, memory and time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running downloads the weights, creates the output folder and uses the GPUs for a long time: only this exact command is approved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An exit status alone does not prove a usable export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command cannot be approved while something blocks it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manifest has no well-formed run step to approve.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelAnalyzer</name>
    <message>
        <source>The configuration has no num_hidden_layers, so the linear layers cannot be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configuration claims %1 layers and %2 experts, which no model has, so the linear layers cannot be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × 4 (fused qkv_proj, o_proj, fused gate_up_proj, down_proj).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × 6 (q, k, v, output projection, two MLP projections).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections + %2 MoE layers × (%3 experts × 3%4) + %5 dense MLP layers × 3; routers excluded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + 3 shared-expert projections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × %2 attention projections%3 + %4 dense layers × 3 + %5 MoE layers × (%6 routed experts × 3 + %7 shared); routers excluded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (multi-head latent attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections; the %2 experts per layer are fused parameters, not Linear modules; routers excluded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections + %2 MoE layers × 3 shared-expert projections + %3 dense layers × 3; routed experts are fused parameters, not Linear modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × 7 (q, k, v, o, gate, up, down projections).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown architecture: assumed %1 layers × (4 attention + %2 experts × 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown architecture: assumed %1 layers × 7 (a llama-style decoder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a JSON object, so it is not a model configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json names no model_type and no architectures, so neither transformers nor Quark can tell what model this is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the model type on this page, or choose a different model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli has no template for model type &quot;%1&quot;. It would fail with &quot;There is no model template defined&quot; only after loading the whole model and the calibration data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If this model is a variant of a supported type, correct the model type here; newer quark-cli builds accept --template_file. Otherwise choose a supported model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The linear-layer count below is estimated from config.json instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted exactly from %1 tensor names in %2 (decoder Linear weights; lm_head, norms, embeddings, routers and vision/audio towers excluded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The config-based estimate is %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decoder Linear weights were recognised among the tensor names; estimated from config.json instead: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated from config.json (no safetensors index or header was available): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PTQ Studio has no layer rules for &quot;%1&quot;; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the linear-layer count against the model card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the Hub&apos;s safetensors metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted from the tensor shapes in the model.safetensors header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from metadata.total_parameters of the index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated: total_size of the index / %1 bytes per %2 parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated from the sizes in config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json has an auto_map: loading this model runs Python code from the model repository. PTQ Studio passes --no_trust_remote_code unless you accept running that code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept remote code on this page only if you trust the repository; otherwise loading may fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This checkpoint is already quantized (%1%2). Quark quantizes full-precision weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the original BF16/FP16 model (often linked from the model card as the base model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A multimodal model (%1 tower). Only the language model&apos;s Linear layers are counted; the template excludes the towers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that processor files are copied into the output when the CLI does not save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The experts are stored as fused parameters, not Linear modules; they are not in the linear-layer count and are quantized only if Quark&apos;s preprocessing splits them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the module replacement summary in the run log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json was written by transformers %1, newer than any quark-cli release supports (0.12 needs &gt;5,&lt;5.3; development builds &lt;5.17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the environment&apos;s transformers can load this model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json was written by transformers %1; quark-cli 0.12 runs on transformers 5 (0.11 on 4.57).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usually harmless; the environment check on page 3 compares the installed versions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights take about %1 GiB, more than one 80 GB GPU holds: the run needs several GPUs (device_map=auto) or --multi_device (slow, CPU offload, no algorithms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan the device strategy on page 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repository is gated (%1 approval): quark-cli needs a token whose account accepted the licence to download the weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the licence on the model page and set HF_TOKEN for the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no tokenizer files (tokenizer.json, tokenizer.model, tokenizer_config.json); calibration needs the tokenizer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the tokenizer files from the original model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has PyTorch .bin weights but no safetensors; loading works but is slower and runs pickle code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no weight files (*.safetensors or *.bin).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point to the complete model folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no generation_config.json; the export will have none either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json gives no number of hidden layers, so the layer count is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the model card, or correct the model type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No risks found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · commit &lt;code&gt;%1&lt;/code&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers · hidden %2 · intermediate %3 · %4 heads (%5 KV) · vocab %6 · context %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · transformers %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; quantizable Linear modules (&lt;code&gt;%2&lt;/code&gt;)&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default exclusions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(quark-cli template for %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(&lt;b&gt;no quark-cli template&lt;/b&gt; for %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 experts, %2 per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, experts stored fused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multimodal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already quantized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;partial&lt;/b&gt; — some facts could not be established from the configuration; see the risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow running Python code from the model repository (trust_remote_code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, confirm the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 · Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the model&apos;s configuration files and analyse them. No weights are downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>org/name on the Hugging Face Hub, or a folder with config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a token for this session (kept in memory only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face token for this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis appears here: what the configuration says about the model, how many Linear layers Quark will quantize, and what it leaves out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrections (recorded with the confirmation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli looks its template (default exclusions, KV layers, algorithm configs) up by this type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without it PTQ Studio passes --no_trust_remote_code. Only allow it for repositories you trust: their code runs with your permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything the analysis got wrong or that the plan should know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &amp;type for the Quark template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is this model analysis correct?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled example model is filled in. Press Analyze to read its configuration — it is on this computer, no network needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm again with these corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token: none (public models only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token: this session&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token: from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing model_analysis.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis written. Review it, correct what is wrong, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint 1 confirmed. Next continues with the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model folder (with config.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelSourceParser</name>
    <message>
        <source>Enter a Hub repository id such as Qwen/Qwen2.5-7B-Instruct, or a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: use name or namespace/name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: it may not contain &quot;--&quot; or &quot;..&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: drop the &quot;.git&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: letters, digits, &quot;-&quot;, &quot;_&quot; and &quot;.&quot; only, starting and ending with a letter or digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: the name is longer than 96 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision: use a branch, a tag or a 40-character commit hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an ONNX model. PTQ Studio quantizes PyTorch / Hugging Face models only; ONNX PTQ is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a GGUF file. PTQ Studio needs a Hugging Face model folder with config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a file; choose the model&apos;s folder (the one with config.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds ONNX models and no config.json. PTQ Studio quantizes PyTorch / Hugging Face models only; ONNX PTQ is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds GGUF files and no config.json. PTQ Studio needs the original Hugging Face model (config.json and safetensors).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no config.json, so it is not a Hugging Face model folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputDirRules</name>
    <message>
        <source>Choose an output folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output folder was given relative; it resolves to %1 (quark-cli changes its working folder, so the command always gets the absolute path).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is inside the model folder %2; choose a folder outside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the workspace itself; choose a folder for the quantized model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists and is not empty; choose a new folder so nothing is overwritten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not writable, so %2 cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on a read-only file system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file system of %1 has %2 GiB free; the export needs about %3 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free space at %1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputHasher</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputVerifier</name>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header claims %1 bytes but the file has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor %1 has the unknown dtype %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor %1 has invalid data_offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor %1 has a shape too large to exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor %1: %2 bytes of data for its shape and dtype, but its offsets span %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gap before tensor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor %1 overlaps the previous one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tensors end at byte %1 of a %2-byte data buffer (truncated or padded file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1 MiB.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>config.json has no quantization_config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quantization_config.quant_method is &quot;%1&quot;, not &quot;quark&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json has a quark quantization_config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights are %1, as %2 implies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights are &quot;%1&quot;, but %2 implies %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan excludes modules but the export&apos;s exclude list is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exclude: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV-cache quantization was planned but kv_cache_quant_config is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kv_cache_quant_config is present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) are stored in more than one shard</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No *.safetensors file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shard(s), %2 tensors, every header valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is named but missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tensor(s) of the index are in no shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tensor(s) are missing from the index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index names every tensor of the %1 shard(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shards but no model.safetensors.index.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weight is stored in a quantized dtype.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quantized weights but no weight_scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quantized weights, %2 weight_scale, %3 input_scale, %4 output_scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV-cache quantization was planned but no k/v output_scale tensor exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokenizer files are missing (tokenizer.json or tokenizer.model, and tokenizer_config.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokenizer files are present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No generation_config.json (fine if the source had none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the source&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatternPreviewer</name>
    <message>
        <source>&quot;%1&quot; matches no module: Quark would ignore it silently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override &quot;%1&quot; decides no module: exclusions or earlier overrides take all it matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exclusions: every Linear module, lm_head included, is quantized.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module names from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module names generated from the architecture (no local safetensors index)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanPage</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect quark-cli again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantize the KV cache to FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the model repository&apos;s code (accepted on page 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the template&apos;s exclusions with this list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantize everything, including lm_head (no exclusions at all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 · Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the confirmed analysis and your intent into quantization decisions, each with its reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not specified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most accurate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated FP8 scales for the key/value projections; only for models whose Quark template names KV layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, or e.g. awq / gptq / smoothquant (comma-separated, in order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One accelerator (all visible GPUs via device_map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--multi_device (CPU offload, slow, no algorithms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: stop at the exported model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke: perplexity after export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full: wikitext perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your intent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scheme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving &amp;target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Algorithms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration &amp;data:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;mples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Devices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Evaluation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One pattern per line, e.g. lm_head or *mlp.gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overrides (first matching pattern wins; exclusions still win):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusions and overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm this plan or change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template defaults for %1: &lt;code&gt;%2&lt;/code&gt; (not passed on the command line, so quark-cli applies them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternatives: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exclude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 modules as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Linear modules (%2): %3; %4 stay unquantized.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>the installed quark-cli (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli %1 (catalog; no quark-cli was asked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model analysis is not confirmed: confirm Checkpoint 1 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a quantization scheme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> It is a ≤0.10 name; %1 calls it &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> This quark-cli uses the older name &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not accept the scheme &quot;%2&quot;.%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs %2 natively.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no native support for %2: Quark quantizes it, but serving there is emulated (slower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no --kv_cache_dtype option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV-cache quantization needs the KV layers of a Quark template; &quot;%1&quot; has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 is the only KV-cache scheme Quark implements; it calibrates the k/v projection outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not requested: the KV cache stays in the model&apos;s dtype.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;quarot&quot; is listed by --help but rejected since 0.11; use &quot;rotation&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no algorithm &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quark has no built-in %1 configuration for &quot;%2&quot;; it would fail after loading the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is for INT4/UINT4 weight-only schemes, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None chosen. For the most accurate INT4, AWQ or GPTQ would help where Quark has a config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain quantization: no pre-quantization algorithm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied in this order; Quark has a built-in configuration for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--multi_device supports plain quantization only; drop the algorithm or use more GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--multi_device: layers may spill to CPU memory; slow, no algorithms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU only: very slow for large models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One accelerator (the model is spread over all visible GPUs by device_map=auto; pin with HIP_VISIBLE_DEVICES / CUDA_VISIBLE_DEVICES).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device strategy is single, multi or cpu, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not accept the calibration dataset &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ScienceQA is accepted by --help but not implemented by quark-cli (NotImplementedError).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CLI default (mit-han-lab/pile-val-backup).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed from the CLI default pileval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples, sequence length and batch size must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch of %1 with %2 samples gives zero calibration batches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sequence length of %1 is above the model&apos;s maximum of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CLI default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed from the CLI default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantize everything: lm_head and every router are quantized too (an empty --exclude_layers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explicitly chosen: nothing is excluded, lm_head included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty exclusion list disables every exclusion; choose &quot;quantize everything&quot; explicitly if that is meant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your list replaces the template defaults (all kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your list replaces the template defaults; dropped: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template defaults: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template exclusions dropped by your list: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quark&apos;s template defaults for %1; --exclude_layers is not passed, so they apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An override needs a pattern.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not accept the override scheme &quot;%2&quot; (for &quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pattern &quot;%1&quot; is overridden twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One --layer_quant_scheme each; the first matching pattern wins, exclusions still win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation is none, smoke or full, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not accept the evaluation dataset &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--skip_evaluation: the run ends at the exported model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wikitext perplexity after export (2048-token windows); a failure there does not undo a complete export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running repository code was not accepted at Checkpoint 1; accept it there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted at Checkpoint 1: --no_trust_remote_code is not passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--no_trust_remote_code is passed (quark-cli trusts remote code otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model asks for remote code; without it loading may fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked against %1 --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quark-cli found: checked against the built-in catalog of the newest known version.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PtqJob</name>
    <message>
        <source>A run is already in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not running: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command is not approved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not running: the approval token does not match the approved command in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not running: the command in %1 would run the model repository&apos;s own code (it lacks --no_trust_remote_code), which the plan does not accept. Build and approve the command again on page 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not running: the output folder &quot;%1&quot; is not absolute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not running: %1 is no longer empty; choose a new folder on page 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the output folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the log %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuarkCatalog</name>
    <message>
        <source>FP8 E4M3 weights and activations, per tensor, static (calibrated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 weights per channel, activations per token (dynamic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT8 weights and activations, per tensor, static</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT4 symmetric weight-only, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UINT4 asymmetric weight-only (AWQ-style), %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT4 weights and activations, group 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCP MXFP4 weights and activations (native on MI350/MI355, emulated elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCP MXFP4 weight-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCP MXFP6 (%1) weights and activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MXFP4 weights, MXFP6 E2M3 activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MXFP4 weights, FP8 activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD FP4 with E5M3 scales%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, two-stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVFP4: FP4 group 16 with FP8 E4M3 scales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W4A8: INT4 weights via FP8, FP8 activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block format (emulation; export not supported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legacy (≤0.10) scheme name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scheme known to the installed quark-cli</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuarkCliProbe</name>
    <message>
        <source>&quot;%1 torch-llm-ptq --help&quot; did not answer within %2 seconds; it was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli was not found on PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an executable quark-cli.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed (exit %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; printed something that is not its help: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuarkHelpParser</name>
    <message>
        <source>This is not the --help of quark-cli torch-llm-ptq (no argparse usage and options).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceEstimator</name>
    <message>
        <source>CPU run: host RAM is what matters (about %1 GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU was detected, so the fit cannot be judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halving num_calib_data saves about %1 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halving seq_len or batch_size saves about %1 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More GPUs: the weights alone need %1 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--multi_device (CPU offload) or more GPUs: the weights alone need %1 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights dominate (%1 GiB); calibration adds little.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights: %1 GiB (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight_bytes from the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters × %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations: batch %1 × seq_len %2 × width %3 × 2 bytes × 8 live tensors = %4 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cached inputs (algorithms only): %1 samples × seq_len %2 × hidden %3 × 2 bytes × 2 = %4 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPTQ-family Hessians: %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator: (sum) × 1.10 + 1 GiB runtime = %1 GiB, against %2 GiB on %3 GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output: %1 parameters × %2 bits + 16-bit embeddings = %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunHistory</name>
    <message>
        <source>%1 has no run step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunPage</name>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, accept the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute sha256 checksums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 · Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The approved command runs; the output folder is inspected before the result is reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log (Enter: next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the plan with this one change, unconfirmed, and returns to it: you confirm the plan again, and the new command needs a new approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads every byte of the exported files and records their sha256 in run_manifest.yaml (for a large model this takes minutes; the page stays usable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling: SIGTERM sent to the process group; SIGKILL follows after the grace period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256 %p% — %1 of %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running. The full log is written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does this verified output meet your request?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A previous run did not finish (PTQ Studio stopped while it ran). Its log is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %p% — %2/%3, %4 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run %1&lt;/b&gt;, verification &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute sha256 checksums</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;sha256 of %n file(s) recorded at %1.&lt;/p&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 shard(s), %2 MiB in %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Diagnosis: %1&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Go back to the plan for a bounded change; the new command needs a new approval.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Log: %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished: the output is verified complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished with status %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the plan with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop checksums</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Computing the sha256 of %n file(s) in %1…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Checksums stopped; nothing was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>sha256 of %n file(s) recorded in run_manifest.yaml.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Safetensors</name>
    <message>
        <source>%1 is nested too deeply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON (at byte %2: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no &quot;weight_map&quot;, so it is not a safetensors index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;weight_map&quot; is not an object of tensor names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is shorter than a safetensors header (8 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares a header of %2 bytes; a safetensors header is 1 to %3 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the safetensors header is not valid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchemaValidator</name>
    <message>
        <source>The schema cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StructuralDiff</name>
    <message>
        <source>nested too deeply to compare inside; compared whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 vs %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cosmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: removed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two %1 files are identical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s): %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing that changes accuracy or resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left: `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a PTQ artifact (not a mapping at the top level).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a model analysis, quantization plan or run manifest (neither its fields nor its name say which).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 but %3 is a %4: only artifacts of one kind can be compared.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Troubleshooter</name>
    <message>
        <source>The command could not start: %1. Check the quark-cli path on page 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install what the message names in the environment of quark-cli (pip install &apos;amd-quark[cli]&apos; datasets), or put /opt/rocm/bin on PATH for rocminfo; then build the command again (page 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export is complete; only the evaluation could not download its dataset. Plan with evaluation &apos;none&apos; (--skip_evaluation) or pre-download Salesforce/wikitext.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provide a token whose account accepted the model&apos;s licence (HF_TOKEN), or use a local copy; for offline use set HF_HUB_OFFLINE=1 with the model in the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halve num_calib_data, or shorten seq_len, on page 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use --multi_device (slow, CPU offload; no algorithms) or more GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the evaluation, and set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True on ROCm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killed by signal 9 without a Python traceback: most likely the host ran out of RAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the model type and scheme against the installed quark-cli (page 2 asks its --help), and build the command again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the algorithm, or use a model type with a built-in configuration for it (page 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the transformers version the model and Quark need, or accept remote code on page 1 if you trust the repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export is complete; the evaluation after it failed. Plan with evaluation &apos;none&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run ended without a complete export; read the log and the verification table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch_size %1 → 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq_len %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--multi_device (layers may spill to CPU memory; slow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>num_calib_data %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluation none (--skip_evaluation)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not been written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 breaks its schema: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by another tool; PTQ Studio still needs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workspace folder was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a file, not a workspace folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the workspace folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace %1 is in use by %2 (process %3 on %4). Close it there, or choose another workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace %1 is read-only: PTQ Studio cannot write its files there. Choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not lock the workspace %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusing to write %1 because it breaks its schema: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model analysis has not been confirmed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan was made from a different model analysis; review it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quantization plan has not been confirmed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command was built from an earlier analysis or plan; build it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command has not been approved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command or its environment changed after approval; the approval is void.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Usage: ptq-studio compare A B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PTQ Studio: quantize Hugging Face LLMs with AMD Quark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open (or create) this workspace folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::cli</name>
    <message>
        <source>Reads a model&apos;s configuration files (never its weights) from the Hugging Face Hub, a local folder or the
Hugging Face cache, and writes DIR/model_analysis.json.
Exit status: 0 written (complete or partial), 1 bad input (nothing written), 2 usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Hub repository id (org/name) or a model folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace folder (created when missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch, tag or commit of a Hub repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the written model_analysis.json instead of a summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio analyze: give one SOURCE and --workspace DIR (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio analyze: %1 is a file, not a workspace folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1. Review it, then confirm: ptq-studio confirm analysis --workspace %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio confirm: confirm the analysis first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio confirm: the plan cannot be confirmed: %1 Run &apos;ptq-studio plan&apos; again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint 2 confirmed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records a checkpoint in the workspace: &apos;analysis&apos; confirms model_analysis.json (Checkpoint 1),
optionally with corrections; &apos;plan&apos; confirms quant_plan.json (Checkpoint 2).
Exit status: 0 recorded, 1 nothing to confirm or invalid, 2 usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analysis or plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the model type used for Quark&apos;s template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept running Python code from the model repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse running repository code (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note recorded with the confirmation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio confirm: give a CHECKPOINT and --workspace DIR (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio confirm: unknown checkpoint &quot;%1&quot;; this version confirms: analysis, plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio confirm: choose --trust-remote-code or --no-trust-remote-code, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio confirm: %1 cannot be confirmed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was written by another tool; run &apos;ptq-studio analyze&apos; to let PTQ Studio analyse the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint 1 confirmed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compares two artifacts of one kind (model_analysis.json, quant_plan.json or run_manifest.yaml; from PTQ Studio or the upstream workflow) and prints the differences grouped by what they change.
Exit status: 0 identical, 1 different, 2 usage error, unreadable or invalid input, or different kinds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first (left) artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the second (right) artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the differences as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio diff: name exactly two files, A and B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (left) and %2 (right), both %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the bundled example model (a tiny llama-style checkpoint with random weights) into DIR,
ready for &apos;ptq-studio analyze DIR --workspace WS&apos;. A DIR that already holds it is left as it is.
Exit status: 0 written, 1 DIR cannot be written or holds other files of those names, 2 usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder to write (created when missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio example: give one DIR (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the example model %1 to %2. Next: ptq-studio analyze %2 --workspace DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks the environment, builds the exact quark-cli command from the confirmed plan, estimates what it
needs and writes DIR/run_manifest.yaml (Step 3). It never creates OUT and never runs anything but
read-only probes. Exit status: 0 written and approvable (the approval token is printed), 1 refused or
written but blocked (each blocker printed), 2 usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where quark-cli writes the quantized model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quark-cli to run (default: PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A venv or conda prefix providing quark-cli and python.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin accelerators, e.g. 0 or 0,1 (HIP/CUDA_VISIBLE_DEVICES).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print run_manifest.yaml as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio manifest: give --workspace DIR and --output-dir OUT, and at most one of --quark-cli and --python-env (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio manifest: the plan must be confirmed first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no bin/quark-cli.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the environment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs: about %1 GiB of accelerator memory (%2), %3 GiB of host RAM, %4 GiB to download, %5 GiB of output; %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocking: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1, but the command cannot be approved yet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1. Nothing has been created or run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval token (sha256 of argv and environment): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quark-cli on PATH: the plan is checked against the catalog of quark-cli %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 what it accepts (torch-llm-ptq --help)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falling back to the catalog of quark-cli %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns the confirmed model analysis of a workspace into DIR/quant_plan.json (Step 2).
Exit status: 0 written, 1 refused (no confirmed analysis, or a rule broken: the rule is named), 2 usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The --quant_scheme, e.g. fp8, int4_wo_128, mxfp4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV-cache scheme (only fp8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithms, comma-separated, e.g. awq or gptq.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An exclusion pattern; repeat it. Replaces the template defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclude nothing, lm_head included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A per-pattern scheme, PATTERN=SCHEME; repeat it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration dataset (default pileval).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration samples (default 512).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration sequence length (default 512).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration batch size (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, smoke or full (default none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation dataset (default: the CLI&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single, multi or cpu (default single).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving hardware, e.g. &quot;MI300X&quot;, &quot;gfx950&quot;, &quot;Hopper&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fast, balanced or accurate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the model repository&apos;s code (accepted at Checkpoint 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quark-cli to check against (default: PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print quant_plan.json instead of the decision table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio plan: give --workspace DIR and --scheme NAME (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio plan: rule kv-cache: Quark implements only the fp8 KV-cache scheme, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio plan: --override takes PATTERN=SCHEME, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio plan: --%1 takes a whole number, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio plan: unknown --target &quot;%1&quot;; one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio plan: there is no analysis to plan from: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio plan: %1 is not a PTQ Studio analysis: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio plan: rule %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern preview (%1, %2 modules):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (overlaps %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 modules quantized as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 modules stay unquantized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1. Confirm it with: ptq-studio confirm plan --workspace %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksums not recorded: %1 is not the output folder of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksums recorded in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs the approved quark-cli command of a workspace, streams its stages and progress, verifies the output
and records the outcome in run_manifest.yaml. TOKEN is the approval token page 3 or &apos;ptq-studio manifest&apos;
printed; a wrong or stale token starts nothing and creates nothing.
Exit status: 0 only when the verification says complete, 1 otherwise (or refused), 2 usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The approval token (sha256 of the command).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio run: give --workspace DIR and --approve TOKEN (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2% (%3/%4), %5 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio run: not running: the token does not match the command in %1, or the manifest is stale (%2). Nothing was started or created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the approved command; the full log is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnosis: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest plan change: %1 (the wizard&apos;s page 4 applies it; the plan is confirmed again and the new command needs a new approval).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run status: %1 (recorded in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifies an exported model folder from its headers and small files (no tensor data is read).
Exit status: 0 complete, 1 partial or failed, 2 usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder quark-cli exported to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check against this workspace&apos;s plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also compute the sha256 of every file (reads every byte). With --workspace, and when OUTPUT_DIR is that workspace&apos;s output folder, they are recorded in its run_manifest.yaml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio verify: give one OUTPUT_DIR (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256: %1 of %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks each FILE against PTQ Studio&apos;s schema and the upstream contract of its kind.
Exit status: 0 all valid, 1 any invalid, 2 usage error or unreadable file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model_analysis.json, quant_plan.json or run_manifest.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat every FILE as this artifact: analysis, plan or manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also fail files that satisfy only the upstream contract (written by another tool).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the results as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio validate: name at least one FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio validate: --kind takes analysis, plan or manifest, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell which artifact this is; name it model_analysis.json, quant_plan.json or run_manifest.yaml, or pass --kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: PTQ Studio schema and upstream contract)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> against the upstream %1 contract; not a PTQ Studio artifact yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [upstream contract]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [PTQ Studio schema]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a model&apos;s configuration and write model_analysis.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the confirmed analysis and an intent into quant_plan.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the environment and write the exact command to run_manifest.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the approved command, verify the output, update the manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify an exported model folder (headers only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a checkpoint (analysis, plan) in a workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two artifacts of one kind; exit 0 identical, 1 different</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the bundled example model into a folder, to try the workflow offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check artifacts against PTQ Studio&apos;s schemas and the upstream contracts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ptq-studio [--workspace DIR]
       ptq-studio COMMAND [options]

       ptq-studio compare A B

Without a command, the wizard opens; &apos;compare&apos; opens two artifacts side by side.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Run &apos;ptq-studio COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ptq-studio: unknown command &quot;%1&quot;.

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::ui::AppController</name>
    <message>
        <source>Cannot open the workspace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::ui::CompareModel</name>
    <message>
        <source>%1
not in this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::ui::CompareWindow</name>
    <message>
        <source>%1: added %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: removed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Differences only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export as Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare artifacts — PTQ Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Left…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Right…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary of the differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the lines that are the same in both files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;background: rgba(235,170,0,0.45)&apos;&gt;&amp;nbsp;changed&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(40,170,70,0.45)&apos;&gt;&amp;nbsp;added&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(220,50,50,0.45)&apos;&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the comparison as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences by effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 file, aligned with the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open two artifacts of one kind — analyses, plans or manifests, from PTQ Studio or the upstream workflow — or drop them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the left artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the right artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artifacts (*.json *.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;no file&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ↔ %2 — PTQ Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::ui::LogView</name>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>[PTQ Studio] … %Ln lines skipped here; the log file has every line.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ptq::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare Artifacts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About PTQ Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quantization is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli is still running. Cancel it and quit? Its log and manifest are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About PTQ Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli %1 at %2 (detected from its --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli: looking for it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quark-cli: not found — plans are checked against the catalog of quark-cli %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Point-and-click post-training quantization of Hugging Face LLMs with AMD Quark.&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::ui::RunHistoryDialog</name>
    <message>
        <source>Run history — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run of this workspace, as its manifest was when the run ended. Select two to compare them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runs yet: the history fills as runs finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ptq::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheme names, flags and file names stay as quark-cli spells them in every language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when PTQ Studio starts again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::ui::VramPanel</name>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory appears here while the run is going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU monitor: none of nvidia-smi, amd-smi or rocm-smi is on PATH, so GPU memory cannot be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · peak %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1% busy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::ui::WizardSession</name>
    <message>
        <source>No quark-cli asked yet: using the catalog of quark-cli %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked against %1 (quark-cli %2, from its --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Using the catalog of quark-cli %2 instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quark-cli on PATH: the plan is checked against the catalog of quark-cli %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 what it accepts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ptq::ui::WorkspaceChooser</name>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PTQ Studio — Choose a workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Choose a workspace&lt;/h2&gt;&lt;p&gt;A workspace is a folder that holds one quantization job: the model analysis, the plan, the run manifest, the logs of every run and their history. You can close PTQ Studio at any point and continue later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick or create an empty folder for a new job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a job from its workspace folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent workspaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try with the bundled example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens a workspace with a tiny llama-style model that ships with PTQ Studio, so you can walk through analysis, plan and command offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent workspaces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the new workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent workspaces yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
