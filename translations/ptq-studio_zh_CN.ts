<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AcceleratorDetection</name>
    <message>
        <source>nvidia-smi driver %1 (NVIDIA&apos;s minimum driver per CUDA version)</source>
        <translation>nvidia-smi 报告的驱动 %1（按 NVIDIA 公布的各 CUDA 版本最低驱动要求）</translation>
    </message>
    <message>
        <source>The NVIDIA driver %1 is older than any CUDA 11 or newer.</source>
        <translation>NVIDIA 驱动 %1 低于 CUDA 11 及更高版本所需的最低驱动。</translation>
    </message>
    <message>
        <source>nvidia-smi answered but named no CUDA version.</source>
        <translation>nvidia-smi 有响应，但没有给出 CUDA 版本。</translation>
    </message>
    <message>
        <source>/opt/rocm/.info/version does not hold a version.</source>
        <translation>/opt/rocm/.info/version 中没有版本号。</translation>
    </message>
    <message>
        <source>amd-smi version named no ROCm version.</source>
        <translation>amd-smi version 没有给出 ROCm 版本。</translation>
    </message>
    <message>
        <source>The amdgpu kernel driver is %1 (rocm-smi); that is not the ROCm version.</source>
        <translation>amdgpu 内核驱动的版本为 %1（rocm-smi）；这不是 ROCm 版本。</translation>
    </message>
    <message>
        <source>ROCm %1 is installed too; the NVIDIA GPU decides the build.</source>
        <translation>同时还安装了 ROCm %1；由 NVIDIA GPU 决定构建。</translation>
    </message>
</context>
<context>
    <name>Acceptance</name>
    <message>
        <source>There is no result to accept: the command has not run yet.</source>
        <translation>没有可接受的结果：命令尚未运行。</translation>
    </message>
    <message>
        <source>There is no result to accept: the run ended %1.</source>
        <translation>没有可接受的结果：运行以 %1 结束。</translation>
    </message>
    <message>
        <source>There is no verified output to accept (verification: %1).</source>
        <translation>没有经过验证的输出可接受（验证：%1）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The command recorded with this result no longer matches its approval; the result cannot be accepted.</source>
        <translation>与此结果一同记录的命令已与其批准不符；无法接受该结果。</translation>
    </message>
    <message>
        <source>There is no result to decline: the command has not finished.</source>
        <translation>没有可拒绝的结果：命令尚未结束。</translation>
    </message>
    <message>
        <source>Say why the result is declined (the reason is kept in the manifest).</source>
        <translation>请说明拒绝该结果的原因（原因会保存在清单中）。</translation>
    </message>
    <message>
        <source>The manifest has no result-acceptance checkpoint.</source>
        <translation>清单中没有结果验收检查点。</translation>
    </message>
    <message>
        <source>The export does not load with transformers (%1), so it cannot be accepted as a complete result. Decline it with the reason, or change the scheme at Checkpoint 2.</source>
        <translation>导出无法用 transformers 加载（%1），因此不能作为完整结果接受。请拒绝它并说明原因，或在检查点 2 更改方案。</translation>
    </message>
    <message>
        <source>no reason recorded</source>
        <translation>未记录原因</translation>
    </message>
    <message>
        <source>The export checks approved with the command have not run yet (ptq-studio eval runs them).</source>
        <translation>随命令一起批准的导出检查尚未运行（ptq-studio eval 会运行它们）。</translation>
    </message>
</context>
<context>
    <name>AnalysisConfirmation</name>
    <message>
        <source>Quark&apos;s template is looked up by this type.</source>
        <translation>按此类型查找 Quark 模板。</translation>
    </message>
    <message>
        <source>The user accepts running code from the model repository.</source>
        <translation>用户允许运行模型仓库中的代码。</translation>
    </message>
    <message>
        <source>This is not a model analysis, so it cannot be confirmed.</source>
        <translation>这不是模型分析，因此无法确认。</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>, commit %1</source>
        <translation>，提交 %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层</translation>
    </message>
    <message>
        <source>%1 decoder layers, hidden size %2, %3 attention heads (%4 KV)</source>
        <translation>%1 个解码器层，隐藏维度 %2，%3 个注意力头（%4 个 KV）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>%1 quantizable Linear modules, %2</source>
        <translation>%1 个可量化的 Linear 模块，%2</translation>
    </message>
    <message>
        <source>Exclusions</source>
        <translation>排除项</translation>
    </message>
    <message>
        <source>%1 (Quark template defaults)</source>
        <translation>%1（Quark 模板默认值）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Signals</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>MoE %1 · multimodal %2 · pre-quantized %3 · remote code %4</source>
        <translation>MoE %1 · 多模态 %2 · 已预量化 %3 · 远程代码 %4</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>Hugging Face Hub</source>
        <translation>Hugging Face Hub</translation>
    </message>
    <message>
        <source>local folder</source>
        <translation>本地文件夹</translation>
    </message>
    <message>
        <source>Hugging Face cache</source>
        <translation>Hugging Face 缓存</translation>
    </message>
    <message>
        <source>quark-cli has no template for model type &quot;%1&quot;.</source>
        <translation>quark-cli 没有模型类型“%1”的模板。</translation>
    </message>
    <message>
        <source>Choose a supported model type.</source>
        <translation>请选择受支持的模型类型。</translation>
    </message>
    <message>
        <source>counted from model.safetensors.index.json</source>
        <translation>根据 model.safetensors.index.json 统计</translation>
    </message>
    <message>
        <source>counted from the model.safetensors header</source>
        <translation>根据 model.safetensors 头部统计</translation>
    </message>
    <message>
        <source>estimated from config.json</source>
        <translation>根据 config.json 估算</translation>
    </message>
</context>
<context>
    <name>ArtifactIo</name>
    <message>
        <source>%1 expands to more than %2 values (YAML aliases?); refusing to read it.</source>
        <translation>%1 展开后超过 %2 个值（YAML 别名？）；拒绝读取。</translation>
    </message>
    <message>
        <source>%1 is nested more than %2 levels deep.</source>
        <translation>%1 的嵌套超过 %2 层。</translation>
    </message>
    <message>
        <source>%1, line %2: a mapping key must be plain text.</source>
        <translation>%1，第 %2 行：映射的键必须是纯文本。</translation>
    </message>
    <message>
        <source>%1, line %2: the key &quot;%3&quot; appears twice.</source>
        <translation>%1，第 %2 行：键“%3”出现了两次。</translation>
    </message>
    <message>
        <source>%1, line %2: nested deeper than this reader accepts.</source>
        <translation>%1，第 %2 行：嵌套深度超出此读取器的限制。</translation>
    </message>
    <message>
        <source>%1, line %2: nested more than %3 levels deep.</source>
        <translation>%1，第 %2 行：嵌套超过 %3 层。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>%1 is %2; an artifact is at most %3, so it was not read.</source>
        <translation>%1 大小为 %2；产物最多 %3，因此未读取。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2; an artifact is never that large, so it was not read.</source>
        <translation>%1 大于 %2；产物不会这么大，因此未读取。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 为空。</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte 0x%2 at offset %3).</source>
        <translation>%1 不是 UTF-8 文本（偏移 %3 处的字节 0x%2）。</translation>
    </message>
    <message>
        <source>%1 contains binary data (byte 0x%2 at offset %3), not text.</source>
        <translation>%1 包含二进制数据（偏移 %3 处的字节 0x%2），不是文本。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON:%2</source>
        <translation>%1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1 is not valid YAML: line %2, column %3: %4</source>
        <translation>%1 不是有效的 YAML：第 %2 行，第 %3 列：%4</translation>
    </message>
    <message>
        <source>%1 is not valid YAML: %2</source>
        <translation>%1 不是有效的 YAML：%2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source> Free some disk space and try again.</source>
        <translation> 请释放一些磁盘空间后重试。</translation>
    </message>
    <message>
        <source> Choose a folder you can write to.</source>
        <translation> 请选择一个您可以写入的文件夹。</translation>
    </message>
    <message>
        <source>%1, line %2: the tag %3 is not allowed here; an artifact holds plain text, numbers, booleans, lists and mappings only. Remove the tag.</source>
        <translation>%1，第 %2 行：此处不允许使用标签 %3；工件只包含文本、数字、布尔值、列表和映射。请删除该标签。</translation>
    </message>
    <message>
        <source>%1, line %2: a second YAML document starts here; an artifact is one document. Remove the &quot;---&quot; and what follows it, or split the file.</source>
        <translation>%1，第 %2 行：此处开始了第二个 YAML 文档；一个工件只能是一个文档。请删除“---”及其后的内容，或拆分该文件。</translation>
    </message>
    <message>
        <source>%1 holds more than one YAML document; an artifact is one document. Remove the second &quot;---&quot; and what follows it, or split the file.</source>
        <translation>%1 包含多个 YAML 文档；一个工件只能是一个文档。请删除第二个“---”及其后的内容，或拆分该文件。</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, socket or device), so it was not read. Replace it with the file itself.</source>
        <translation>%1 不是普通文件（而是 FIFO、套接字或设备），因此未读取。请用文件本身替换它。</translation>
    </message>
    <message>
        <source>%1, line %2: the character U+%3 is not accepted raw by every YAML reader (PyYAML refuses it or reads it as a line break). Write it as the escape \u%3 inside double quotes, or remove it.</source>
        <translation>%1，第 %2 行：并非所有 YAML 读取器都接受原样的字符 U+%3（PyYAML 会拒绝它或将其读作换行）。请在双引号内将其写成转义 \u%3，或删除它。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; PTQ Studio does not write artifacts through links. Remove the link (or put the file itself there) and try again.</source>
        <translation>%1 是符号链接；PTQ Studio 不会通过链接写入工件。请删除该链接（或在该处放置文件本身）后重试。</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, socket or device); it was not written. Remove it and try again.</source>
        <translation>%1 不是普通文件（而是 FIFO、套接字或设备），未写入。请删除它后重试。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Could not create a file in %1: %2.%3</source>
        <translation>无法在 %1 中创建文件：%2。%3</translation>
    </message>
    <message>
        <source>Could not create a temporary file in %1 to save %2.</source>
        <translation>无法在 %1 中创建用于保存 %2 的临时文件。</translation>
    </message>
    <message>
        <source>Could not save %1: %2 (the previous version is unchanged).%3</source>
        <translation>无法保存 %1：%2（之前的版本保持不变）。%3</translation>
    </message>
    <message>
        <source>%1 was written, but the folder %2 could not be synced to disk: %3</source>
        <translation>%1 已写入，但文件夹 %2 无法同步到磁盘：%3</translation>
    </message>
</context>
<context>
    <name>CommandBuilder</name>
    <message>
        <source>The plan needs --%1, which %2 does not list.</source>
        <translation>计划需要 --%1，但 %2 没有列出该选项。</translation>
    </message>
    <message>
        <source>quark-cli %1</source>
        <translation>quark-cli %1</translation>
    </message>
</context>
<context>
    <name>CommandStep</name>
    <message>
        <source>A configuration file of the model starts with a UTF-8 byte-order mark, which transformers refuses: quark-cli would fail when it loads the model.</source>
        <translation>模型的某个配置文件以 UTF-8 字节顺序标记开头，transformers 会拒绝它：quark-cli 会在加载模型时失败。</translation>
    </message>
    <message>
        <source>The analysis of %1 lists it as a high risk (byte-order-mark).</source>
        <translation>%1 的分析将其列为高风险（byte-order-mark）。</translation>
    </message>
    <message>
        <source>Remove the mark (the file&apos;s first three bytes), analyse the model again and confirm.</source>
        <translation>请删除该标记（文件的前三个字节），重新分析模型并确认。</translation>
    </message>
    <message>
        <source>Looked for %1.</source>
        <translation>已查找 %1。</translation>
    </message>
    <message>
        <source>Choose the environment with Browse…, or clear the field to use quark-cli from PATH.</source>
        <translation>请通过“浏览…”选择环境，或清空此字段以使用 PATH 中的 quark-cli。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 has no bin/quark-cli: pick the venv or conda prefix where amd-quark is installed.</source>
        <translation>%1 中没有 bin/quark-cli：请选择安装了 amd-quark 的 venv 或 conda 前缀。</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>已缓存</translation>
    </message>
    <message>
        <source>downloads from the Hub</source>
        <translation>从 Hub 下载</translation>
    </message>
    <message>
        <source>not cached; the Hub was not asked yet</source>
        <translation>未缓存；尚未查询 Hub</translation>
    </message>
    <message>
        <source>quark-cli cannot load it</source>
        <translation>quark-cli 无法加载</translation>
    </message>
    <message>
        <source>not cached, and the Hub is switched off</source>
        <translation>未缓存，且 Hub 已关闭</translation>
    </message>
    <message>
        <source>not cached, and the Hub did not answer</source>
        <translation>未缓存，且 Hub 没有响应</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The model %1</source>
        <translation>模型 %1</translation>
    </message>
    <message>
        <source>The evaluation dataset %1</source>
        <translation>评估数据集 %1</translation>
    </message>
    <message>
        <source>The calibration dataset %1</source>
        <translation>校准数据集 %1</translation>
    </message>
    <message>
        <source>%1 cannot be loaded by quark-cli.</source>
        <translation>%1 无法由 quark-cli 加载。</translation>
    </message>
    <message>
        <source>%1 is not cached; whether the Hub can be reached to download it is not known.</source>
        <translation>%1 未缓存；尚不清楚能否访问 Hub 来下载它。</translation>
    </message>
    <message>
        <source>%1 is not cached and the Hub is switched off: the run would fail after loading the model.</source>
        <translation>%1 未缓存且 Hub 已关闭：运行将在加载模型后失败。</translation>
    </message>
    <message>
        <source>%1 is not cached and the Hub did not answer: the run would fail when it loads it, unless the network is back by then.</source>
        <translation>%1 未缓存且 Hub 没有响应：除非届时网络已恢复，否则运行在加载它时将会失败。</translation>
    </message>
    <message>
        <source>Target %1 (%2).</source>
        <translation>目标 %1（%2）。</translation>
    </message>
    <message>
        <source>unknown until Slurm gives the job a node (it asks for %1 on partition %2); the VRAM panel shows the node&apos;s GPUs while it runs</source>
        <translation>在 Slurm 为作业分配节点之前未知（作业在分区 %2 上请求 %1）；运行期间，显存面板会显示该节点的 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>the partition&apos;s default GPUs</source>
        <translation>分区默认数量的 GPU</translation>
    </message>
    <message>
        <source>(the default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>unknown — %1 lists no GPU (no nvidia-smi, amd-smi or rocm-smi answered there)</source>
        <translation>未知 — %1 未列出 GPU（那里的 nvidia-smi、amd-smi 和 rocm-smi 均无应答）</translation>
    </message>
    <message>
        <source>unknown until the target is checked</source>
        <translation>检查目标之前未知</translation>
    </message>
    <message>
        <source>unknown — %1 could not be reached to list its GPUs</source>
        <translation>未知 — 无法连接 %1 以列出其 GPU</translation>
    </message>
    <message>
        <source>A weight file of the model is damaged (its size disagrees with its safetensors header): quark-cli would fail when it loads the model.</source>
        <translation>模型的一个权重文件已损坏（其大小与 safetensors 头不符）：quark-cli 加载模型时会失败。</translation>
    </message>
    <message>
        <source>The analysis of %1 lists it as a high risk (shard-size-mismatch), naming the file.</source>
        <translation>%1 的分析将其列为高风险（shard-size-mismatch），并给出了文件名。</translation>
    </message>
    <message>
        <source>Re-download the file page 1 names, analyse the model again and confirm.</source>
        <translation>重新下载第 1 页所列的文件，再次分析模型并确认。</translation>
    </message>
    <message>
        <source>There is no Python interpreter beside %1 (%2 is missing), so the export checks (the original&apos;s perplexity, the load check), which run in the run&apos;s Python environment, cannot run here; the export is still verified.</source>
        <translation>%1 旁边没有 Python 解释器（缺少 %2），因此在运行所用 Python 环境中执行的导出检查（原始模型的困惑度、加载检查）无法在此运行；导出仍会经过验证。</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>the command (%1)</source>
        <translation>命令（%1）</translation>
    </message>
    <message>
        <source>the environment variables it runs with</source>
        <translation>运行时使用的环境变量</translation>
    </message>
    <message>
        <source>the output folder</source>
        <translation>输出文件夹</translation>
    </message>
    <message>
        <source>model_analysis.json</source>
        <translation>model_analysis.json</translation>
    </message>
    <message>
        <source>quant_plan.json</source>
        <translation>quant_plan.json</translation>
    </message>
    <message>
        <source>the workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
    <message>
        <source>the export checks after it</source>
        <translation>其后的导出检查</translation>
    </message>
    <message>
        <source>where it runs (the target)</source>
        <translation>运行位置（目标）</translation>
    </message>
    <message>
        <source>the script the target runs</source>
        <translation>目标运行的脚本</translation>
    </message>
    <message>
        <source>The earlier approval no longer matches what it binds (it was made by another version of PTQ Studio or edited by hand); the command itself is unchanged. Approve it again to run it.</source>
        <translation>先前的批准已与其绑定的内容不再匹配（它由其他版本的 PTQ Studio 创建，或被手动编辑过）；命令本身没有变化。请再次批准以运行它。</translation>
    </message>
    <message>
        <source>The earlier approval was voided because %1 changed. Approve the new command to run it.</source>
        <translation>由于 %1 已更改，先前的批准已作废。请批准新命令以运行它。</translation>
    </message>
    <message>
        <source>The approval recorded in run_manifest.yaml does not match the command written there: the file was changed after it was approved, so that approval is void. Read the command built now, then approve it.</source>
        <translation>run_manifest.yaml 中记录的批准与其中写的命令不符：该文件在批准后被更改，因此该批准已作废。请阅读现在生成的命令，然后再批准。</translation>
    </message>
    <message>
        <source>Then check again: Check again on page 3, or ptq-studio manifest once more.</source>
        <translation>然后重新检查：在第 3 页点击“重新检查”，或再运行一次 ptq-studio manifest。</translation>
    </message>
</context>
<context>
    <name>DataRoots</name>
    <message>
        <source>named by environments.json</source>
        <translation>由 environments.json 指定</translation>
    </message>
    <message>
        <source>a Python environment, which does not survive a move</source>
        <translation>Python 环境，移动后将无法使用</translation>
    </message>
    <message>
        <source>an identical copy is already at %1, but this one cannot be removed</source>
        <translation>%1 处已有一份相同的副本，但无法删除此副本</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created, so nothing was moved</source>
        <translation>%1：无法创建该文件夹，因此未移动任何内容</translation>
    </message>
    <message>
        <source>%1: the lock file cannot be created, so nothing was moved</source>
        <translation>%1：无法创建锁文件，因此未移动任何内容</translation>
    </message>
    <message>
        <source> See %1.</source>
        <translation> 参见 %1。</translation>
    </message>
    <message>
        <source>ptq-studio: another PTQ Studio is moving the data folders (%1); this one uses them as they are.</source>
        <translation>ptq-studio：另一个 PTQ Studio 正在移动数据文件夹（%1）；本实例按现状使用它们。</translation>
    </message>
    <message numerus="yes">
        <source>ptq-studio: %n file(s) existed in both the old and the new data folder; the old copies are kept beside them under names with .%1 (first: %2).</source>
        <translation>
            <numerusform>ptq-studio：有 %n 个文件同时存在于旧数据文件夹和新数据文件夹中；旧副本以带 .%1 的名称保留在旁边（第一个：%2）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ptq-studio: %n file(s) could not be moved to the new data folders and stay where they were (first: %1).</source>
        <translation>
            <numerusform>ptq-studio：有 %n 个文件无法移动到新数据文件夹，仍留在原处（第一个：%1）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DatasetCache</name>
    <message>
        <source>%1 is not in the datasets cache (%2 does not exist).</source>
        <translation>%1 不在 datasets 缓存中（%2 不存在）。</translation>
    </message>
    <message>
        <source>datasets would stop at %1: %2</source>
        <translation>datasets 会在 %1 处中止：%2</translation>
    </message>
    <message>
        <source>The datasets cache has no complete copy of %1 (%2).</source>
        <translation>datasets 缓存中没有 %1 的完整副本（%2）。</translation>
    </message>
    <message>
        <source>The datasets cache has no copy of %1 with the configuration %2 (%3).</source>
        <translation>datasets 缓存中没有 %1 使用配置 %2 的副本（%3）。</translation>
    </message>
    <message>
        <source>Cached configurations: %1.</source>
        <translation>已缓存的配置：%1。</translation>
    </message>
    <message>
        <source>The datasets cache holds several configurations of %1 (%2) and the run names none, so datasets refuses to choose (%3).</source>
        <translation>datasets 缓存中有 %1 的多个配置（%2），而本次运行未指定配置，因此 datasets 拒绝自行选择（%3）。</translation>
    </message>
    <message>
        <source>The cached copy of %1 at %2 has no split &quot;%3&quot; (it has: %4).</source>
        <translation>位于 %2 的 %1 缓存副本没有划分“%3”（现有：%4）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The cached copy of %1 is incomplete: %2 is missing.</source>
        <translation>%1 的缓存副本不完整：缺少 %2。</translation>
    </message>
</context>
<context>
    <name>DatasetNeeds</name>
    <message>
        <source>split %1</source>
        <translation>划分 %1</translation>
    </message>
    <message>
        <source>quark-cli 0.13 has no loader for the calibration dataset &quot;%1&quot; (it loads only %2).</source>
        <translation>quark-cli 0.13 没有校准数据集“%1”的加载器（它只能加载 %2）。</translation>
    </message>
    <message>
        <source>quark-cli 0.13 has no evaluation dataset &quot;%1&quot; (it knows wikitext and wikitext_gpt_oss_120b).</source>
        <translation>quark-cli 0.13 没有评估数据集“%1”（它只支持 wikitext 和 wikitext_gpt_oss_120b）。</translation>
    </message>
</context>
<context>
    <name>DiffReviewer</name>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Timestamps and paths</source>
        <translation>时间戳和路径</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1：新增 %2</translation>
    </message>
    <message>
        <source>%1: removed %2</source>
        <translation>%1：移除 %2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>Compare: %1 ↔ %2</source>
        <translation>比较：%1 ↔ %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Calibration samples</source>
        <translation>校准样本数</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Calibration dataset</source>
        <translation>校准数据集</translation>
    </message>
    <message>
        <source>Excluded layers</source>
        <translation>排除的层</translation>
    </message>
    <message>
        <source>template defaults</source>
        <translation>模板默认值</translation>
    </message>
    <message>
        <source>Layer overrides</source>
        <translation>层覆盖规则</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>one</source>
        <translation>单个</translation>
    </message>
    <message>
        <source>several</source>
        <translation>多个</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>during %1</source>
        <translation>在 %1 期间</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation>信号 %1</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>Perplexity</source>
        <translation>困惑度</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>Export size</source>
        <translation>导出大小</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>已移除 %1</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>已新增 %1</translation>
    </message>
    <message>
        <source>exclusions %1</source>
        <translation>排除项 %1</translation>
    </message>
    <message>
        <source>Scheme %1 → %2</source>
        <translation>方案 %1 → %2</translation>
    </message>
    <message>
        <source>KV cache %1 → %2</source>
        <translation>KV 缓存 %1 → %2</translation>
    </message>
    <message>
        <source>samples %1 → %2</source>
        <translation>样本数 %1 → %2</translation>
    </message>
    <message>
        <source>seq len %1 → %2</source>
        <translation>序列长度 %1 → %2</translation>
    </message>
    <message>
        <source>batch size %1 → %2</source>
        <translation>批大小 %1 → %2</translation>
    </message>
    <message>
        <source>dataset %1 → %2</source>
        <translation>数据集 %1 → %2</translation>
    </message>
    <message>
        <source>exclusions %1 → %2</source>
        <translation>排除项 %1 → %2</translation>
    </message>
    <message>
        <source>layer overrides changed</source>
        <translation>层覆盖规则已更改</translation>
    </message>
    <message>
        <source>devices %1 → %2</source>
        <translation>设备 %1 → %2</translation>
    </message>
    <message>
        <source>model %1 → %2</source>
        <translation>模型 %1 → %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>verification %1 → %2</source>
        <translation>验证 %1 → %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>set</source>
        <translation>已设置</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>d MMM HH:mm</source>
        <extracomment>QDateTime formats: day, month and time; the same with the year (for a year other than this one)</extracomment>
        <translation>M月d日 HH:mm</translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <source>environment problem</source>
        <translation>环境问题</translation>
    </message>
    <message>
        <source>calibration data problem</source>
        <translation>校准数据问题</translation>
    </message>
    <message>
        <source>model did not load</source>
        <translation>模型未能加载</translation>
    </message>
    <message>
        <source>incompatible versions</source>
        <translation>版本不兼容</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>configuration problem</source>
        <translation>配置问题</translation>
    </message>
    <message>
        <source>quantization error</source>
        <translation>量化错误</translation>
    </message>
    <message>
        <source>export error</source>
        <translation>导出错误</translation>
    </message>
    <message>
        <source>evaluation error</source>
        <translation>评估错误</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右侧</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>Subcommand</source>
        <translation>子命令</translation>
    </message>
    <message>
        <source>Word %1</source>
        <translation>第 %1 个词</translation>
    </message>
    <message>
        <source>No differences in plan, command or outcome</source>
        <translation>计划、命令和结果均无差异</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另外 %n 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n environment difference(s)</source>
        <translation>
            <numerusform>%n 处环境差异</numerusform>
        </translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>a list of %1</source>
        <translation>含 %1 项的列表</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>已记录</translation>
    </message>
    <message>
        <source>Size against the original</source>
        <translation>相对原始模型的大小</translation>
    </message>
    <message>
        <source>%1 % of the original&apos;s size</source>
        <translation>原始大小的 %1 %</translation>
    </message>
    <message>
        <source>Original&apos;s perplexity</source>
        <translation>原始模型的困惑度</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>%1× the original&apos;s, within %2×</source>
        <translation>原始模型的 %1×，在 %2× 以内</translation>
    </message>
    <message>
        <source>%1× the original&apos;s, above %2×</source>
        <translation>原始模型的 %1×，超过 %2×</translation>
    </message>
    <message>
        <source>Load check</source>
        <translation>加载检查</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>loads with transformers</source>
        <translation>可用 transformers 加载</translation>
    </message>
    <message>
        <source>does not load with transformers</source>
        <translation>无法用 transformers 加载</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>not run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>partly done</source>
        <translation>部分完成</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>不完整</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>已作废</translation>
    </message>
    <message>
        <source>not approved yet</source>
        <translation>尚未批准</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>输出文件夹</translation>
    </message>
    <message>
        <source>Quantization config</source>
        <translation>量化配置</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Exclusions</source>
        <translation>排除项</translation>
    </message>
    <message>
        <source>Excluded modules</source>
        <translation>排除的模块</translation>
    </message>
    <message>
        <source>Layer overrides</source>
        <translation>层覆盖规则</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>KV-cache scales</source>
        <translation>KV 缓存缩放因子</translation>
    </message>
    <message>
        <source>Shard index</source>
        <translation>分片索引</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Weight types</source>
        <translation>权重类型</translation>
    </message>
    <message>
        <source>Quantized tensors</source>
        <translation>量化张量</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>分词器</translation>
    </message>
    <message>
        <source>Generation config</source>
        <translation>生成配置</translation>
    </message>
    <message>
        <source>Non-regular files</source>
        <translation>非普通文件</translation>
    </message>
    <message>
        <source>Known to load in transformers</source>
        <translation>已知可由 transformers 加载</translation>
    </message>
</context>
<context>
    <name>EnvDefaults</name>
    <message>
        <source>%1 is a file, not a folder: choose a new folder.</source>
        <translation>%1 是文件而不是文件夹：请选择一个新文件夹。</translation>
    </message>
    <message>
        <source>%1 already holds files: choose a new or an empty folder.</source>
        <translation>%1 中已有文件：请选择一个新的或空的文件夹。</translation>
    </message>
    <message>
        <source>%1 is a file, so no folder can be made under it: choose another place.</source>
        <translation>%1 是文件，无法在其下创建文件夹：请选择其他位置。</translation>
    </message>
    <message>
        <source>You cannot write to %1, so the environment cannot be made there: choose a folder in your home folder, e.g. under %2.</source>
        <translation>您无法写入 %1，因此无法在那里创建环境：请选择您主文件夹中的文件夹，例如 %2 下的文件夹。</translation>
    </message>
</context>
<context>
    <name>EnvDiscovery</name>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>ROCm %1</source>
        <translation>ROCm %1</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>It is being set up.</source>
        <translation>正在搭建中。</translation>
    </message>
    <message>
        <source>Its setup did not finish or it was changed since: repair it with ptq-studio env repair %1, or remove it.</source>
        <translation>它的搭建未完成，或之后被改动过：请用 ptq-studio env repair %1 修复，或将其移除。</translation>
    </message>
    <message>
        <source>Its setup did not finish (%1 has no .ptq-ready marker).</source>
        <translation>它的搭建未完成（%1 没有 .ptq-ready 标记）。</translation>
    </message>
    <message>
        <source>the quark-cli on PATH</source>
        <translation>PATH 中的 quark-cli</translation>
    </message>
    <message>
        <source>set up by PTQ Studio</source>
        <translation>由 PTQ Studio 搭建</translation>
    </message>
    <message>
        <source>PTQ Studio&apos;s environment cache</source>
        <translation>PTQ Studio 的环境缓存</translation>
    </message>
    <message>
        <source>conda environment</source>
        <translation>conda 环境</translation>
    </message>
    <message>
        <source>virtual environment</source>
        <translation>虚拟环境</translation>
    </message>
    <message>
        <source>the environments PTQ Studio set up (%1)</source>
        <translation>PTQ Studio 搭建的环境（%1）</translation>
    </message>
    <message>
        <source>conda (%1)</source>
        <translation>conda（%1）</translation>
    </message>
    <message>
        <source>virtual environments (%1)</source>
        <translation>虚拟环境（%1）</translation>
    </message>
</context>
<context>
    <name>EnvRecipeBuilder</name>
    <message>
        <source>Managed lock line %1 cannot be read: %2</source>
        <translation>无法读取托管锁文件的第 %1 行：%2</translation>
    </message>
    <message>
        <source>No GPU that PyTorch can use was found: the CPU build.</source>
        <translation>未找到 PyTorch 可用的 GPU：使用 CPU 构建。</translation>
    </message>
    <message>
        <source>The %1 version of this machine is unknown, so no GPU build can be chosen: the CPU build.</source>
        <translation>本机的 %1 版本未知，无法选择 GPU 构建：使用 CPU 构建。</translation>
    </message>
    <message>
        <source>torch %1 has no %2 build: the CPU build.</source>
        <translation>torch %1 没有 %2 构建：使用 CPU 构建。</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA %1, but torch %2 is built for CUDA %3 only: the CPU build. A newer driver lets PyTorch use the GPU.</source>
        <translation>NVIDIA 驱动支持 CUDA %1，但 torch %2 只有针对 CUDA %3 的构建：使用 CPU 构建。更新驱动后 PyTorch 即可使用 GPU。</translation>
    </message>
    <message>
        <source>ROCm %1 is installed, but torch %2 is built for ROCm %3 only: the CPU build. A matching ROCm lets PyTorch use the GPU.</source>
        <translation>已安装 ROCm %1，但 torch %2 只有针对 ROCm %3 的构建：使用 CPU 构建。安装匹配的 ROCm 后 PyTorch 即可使用 GPU。</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA %1: the newest fitting build of torch %2 is %3.</source>
        <translation>NVIDIA 驱动支持 CUDA %1：torch %2 最新的匹配构建是 %3。</translation>
    </message>
    <message>
        <source>ROCm %1 is installed: the fitting build of torch %2 is %3.</source>
        <translation>已安装 ROCm %1：torch %2 的匹配构建是 %3。</translation>
    </message>
    <message>
        <source>The Python interpreter must be given as an absolute path, not &quot;%1&quot;.</source>
        <translation>Python 解释器必须以绝对路径给出，而不是“%1”。</translation>
    </message>
    <message>
        <source>The environment&apos;s folder must be an absolute path, not &quot;%1&quot;.</source>
        <translation>环境文件夹必须是绝对路径，而不是“%1”。</translation>
    </message>
    <message>
        <source>Lock line %1 is not one package pinned with ==: %2</source>
        <translation>锁文件第 %1 行不是单个用 == 固定版本的软件包：%2</translation>
    </message>
    <message>
        <source>The lock names %1 twice.</source>
        <translation>锁文件中 %1 出现了两次。</translation>
    </message>
    <message>
        <source>The lock pins no torch and torchvision.</source>
        <translation>锁文件没有同时固定 torch 和 torchvision 的版本。</translation>
    </message>
    <message>
        <source>The managed lock lists no PyTorch builds of torch %1.</source>
        <translation>托管锁文件中没有 torch %1 的 PyTorch 构建。</translation>
    </message>
    <message>
        <source>The managed lock lists no CPU build of torch %1.</source>
        <translation>托管锁文件中没有 torch %1 的 CPU 构建。</translation>
    </message>
    <message>
        <source>PIP_INDEX_URL is set (%1): pip takes the packages from that index.</source>
        <translation>已设置 PIP_INDEX_URL（%1）：pip 从该索引获取软件包。</translation>
    </message>
    <message>
        <source>PIP_EXTRA_INDEX_URL is set (%1): pip looks there too.</source>
        <translation>已设置 PIP_EXTRA_INDEX_URL（%1）：pip 也会在那里查找。</translation>
    </message>
    <message>
        <source>PyTorch comes from pip&apos;s own configuration, not from a PyTorch index: which build (%1 was chosen) that index serves is up to it.</source>
        <translation>PyTorch 来自 pip 自身的配置，而非 PyTorch 索引：该索引提供哪个构建（已选择 %1）由它决定。</translation>
    </message>
    <message>
        <source>Create the Python environment %1.</source>
        <translation>创建 Python 环境 %1。</translation>
    </message>
    <message>
        <source>Download and install torch %1 (the %2 build) and torchvision %3, with the libraries that build needs.</source>
        <translation>下载并安装 torch %1（%2 构建）和 torchvision %3，以及该构建所需的库。</translation>
    </message>
    <message>
        <source>The download of the %1 build has not been measured.</source>
        <translation>%1 构建的下载大小尚未测量。</translation>
    </message>
    <message>
        <source>About %1 (±%2 %), from packaging/quark-env-managed.lock.</source>
        <translation>约 %1（±%2 %），数据来自 packaging/quark-env-managed.lock。</translation>
    </message>
    <message>
        <source>The lock names nothing besides the PyTorch build.</source>
        <translation>锁文件中除了 PyTorch 构建之外没有其他内容。</translation>
    </message>
    <message>
        <source>About %1, measured (pip download) for every package of the lock.</source>
        <translation>约 %1，已对锁文件中的每个软件包测量（pip download）。</translation>
    </message>
    <message>
        <source>Unknown: no measured size for %1.</source>
        <translation>未知：%1 没有测量过的大小。</translation>
    </message>
    <message>
        <source>%1 come with the PyTorch build: pip installs the versions torch pins, from its index.</source>
        <translation>%1 随 PyTorch 构建一起安装：pip 从其索引安装 torch 所固定的版本。</translation>
    </message>
    <message>
        <source>Check that the packages import and that torch is %1.</source>
        <translation>检查软件包能否导入，以及 torch 是否为 %1。</translation>
    </message>
    <message>
        <source>Start quark-cli once: it compiles its kernels into %1 (a few minutes, once).</source>
        <translation>启动一次 quark-cli：它会将内核编译到 %1（需要几分钟，仅此一次）。</translation>
    </message>
    <message>
        <source>%1 is not installed in %2; a repair does not install the PyTorch build: set up a new environment.</source>
        <translation>%2 中未安装 %1；修复不会安装 PyTorch 构建：请搭建新环境。</translation>
    </message>
    <message>
        <source>%1 %2 is installed in %3, the lock wants %4; a repair does not change the PyTorch build: set up a new environment.</source>
        <translation>%3 中安装的是 %1 %2，而锁文件要求 %4；修复不会更改 PyTorch 构建：请搭建新环境。</translation>
    </message>
    <message numerus="yes">
        <source>Install the %n package(s) that are missing or differ from the lock (%1), exactly as pinned.</source>
        <translation>
            <numerusform>按固定版本安装缺失或与锁文件不一致的 %n 个软件包（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>About %1, measured (pip download) for these packages.</source>
        <translation>约 %1，已对这些软件包测量（pip download）。</translation>
    </message>
    <message>
        <source>Every package of the lock is installed as pinned; the checks run again.</source>
        <translation>锁文件中的每个软件包均已按固定版本安装；将重新运行检查。</translation>
    </message>
    <message>
        <source>Download and install torch %1 and torchvision %2 from pip&apos;s configured index, with the libraries they need.</source>
        <translation>从 pip 配置的软件包索引下载并安装 torch %1 和 torchvision %2，以及它们所需的库。</translation>
    </message>
    <message>
        <source>Unknown: it depends on the build pip&apos;s index serves (PyPI&apos;s own is a CUDA build, about 3 GB with its libraries).</source>
        <translation>未知：取决于 pip 的索引提供的构建（PyPI 自身提供的是 CUDA 构建，连同其库约 3 GB）。</translation>
    </message>
    <message>
        <source>The folder %1 has a space in its path. amd-quark compiles its kernels inside the environment on first use, and that build splits such paths (&quot;ld: cannot find …&quot;). Choose a folder without spaces.</source>
        <translation>文件夹 %1 的路径中含有空格。amd-quark 首次启动时会在环境中编译其内核，该构建会在空格处拆分路径（“ld: cannot find …”）。请选择不含空格的文件夹。</translation>
    </message>
    <message>
        <source>Type or choose the folder for the new environment.</source>
        <translation>请输入或选择新环境的文件夹。</translation>
    </message>
    <message>
        <source>The environment&apos;s folder must be an absolute path (starting with /), not &quot;%1&quot;.</source>
        <translation>环境文件夹必须是绝对路径（以 / 开头），而不是“%1”。</translation>
    </message>
    <message>
        <source>With this CPU build of PyTorch, quark-cli %1 cannot quantize: it places the model over the GPUs&apos; memory only, so without a GPU the whole model lands on disk and every run fails (&quot;The available GPU memory is insufficient…&quot;). The environment is still useful to prepare and check commands here, for example to run them on a remote target that has a GPU.</source>
        <translation>使用此 CPU 版本的 PyTorch，quark-cli %1 无法量化：它只会把模型分布到 GPU 显存上，因此没有 GPU 时整个模型会被放到磁盘上，每次运行都会失败（&quot;The available GPU memory is insufficient…&quot;）。该环境仍可用于在本机准备和检查命令，例如用于在有 GPU 的远程目标上运行。</translation>
    </message>
    <message numerus="yes">
        <source>Install the other %n package(s) the lock pins (amd-quark, transformers, datasets, …), exactly as pinned; pip keeps those the PyTorch step already installed at that version.</source>
        <translation>
            <numerusform>按锁文件固定的版本安装其余 %n 个软件包（amd-quark、transformers、datasets…）；PyTorch 步骤已安装且版本一致的软件包，pip 会保留。</numerusform>
        </translation>
    </message>
    <message>
        <source>The lock pins %1 without --hash lines. Its packages are installed in pip&apos;s hash-checking mode, which needs the sha256 of every file; write them with packaging/lock-hashes.py.</source>
        <translation>锁文件固定了 %1，但没有 --hash 行。其软件包以 pip 的哈希校验模式安装，该模式需要每个文件的 sha256；请用 packaging/lock-hashes.py 写入这些哈希。</translation>
    </message>
    <message>
        <source>The lock&apos;s packages are installed in pip&apos;s hash-checking mode: each download must match a sha256 hash the lock lists for it, or pip installs nothing. PyTorch is not checked this way: torch, torchvision and the libraries of the build come from the PyTorch index (or pip&apos;s own), whose files the lock does not list, and what that step brings at a version the lock pins (numpy, pillow, …) is kept as it is.</source>
        <translation>锁文件中的软件包以 pip 的哈希校验模式安装：每个下载都必须与锁文件为其列出的某个 sha256 哈希一致，否则 pip 不会安装任何内容。PyTorch 不以这种方式校验：torch、torchvision 及该构建的库来自 PyTorch 索引（或 pip 自己的索引），锁文件并未列出其中的文件；该步骤以锁文件所固定的版本带来的软件包（numpy、pillow 等）将保持原样。</translation>
    </message>
    <message>
        <source>a control character</source>
        <translation>控制字符</translation>
    </message>
    <message>
        <source>The folder %1 has %2 in its path. amd-quark compiles its kernels inside the environment on first use, and that build writes the path unescaped into its build.ninja, where $ and : are special, so the build fails after the whole download. Choose a folder without $, : or control characters.</source>
        <translation>文件夹 %1 的路径中含有 %2。amd-quark 会在首次使用时于环境内编译其内核，该构建会把路径未经转义地写入其 build.ninja，而 $ 和 : 在其中是特殊字符，因此构建会在整个下载完成后才失败。请选择路径中不含 $、: 或控制字符的文件夹。</translation>
    </message>
    <message>
        <source>uv&apos;s lock (packaging/uv-tool.lock) pins no uv with its hashes: pip installs.</source>
        <translation>uv 的锁定文件（packaging/uv-tool.lock）没有固定带哈希的 uv：改由 pip 安装。</translation>
    </message>
    <message>
        <source>uv&apos;s pinned wheel is for x86_64 machines, and this one is %1: pip installs.</source>
        <translation>uv 固定的 wheel 适用于 x86_64 机器，而本机是 %1：改由 pip 安装。</translation>
    </message>
    <message>
        <source>pip&apos;s settings could not be read (%1); uv reads no pip.conf, so it could look elsewhere than pip would: pip installs.</source>
        <translation>无法读取 pip 的设置（%1）；uv 不读取 pip.conf，因此可能会去 pip 不会去的地方查找：改由 pip 安装。</translation>
    </message>
    <message>
        <source>not asked yet</source>
        <translation>尚未询问</translation>
    </message>
    <message>
        <source>No folder for uv&apos;s cache is known: pip installs.</source>
        <translation>不知道 uv 缓存的文件夹：改由 pip 安装。</translation>
    </message>
    <message>
        <source>pip is configured with %1, which uv cannot follow: pip installs, as configured.</source>
        <translation>pip 配置了 %1，uv 无法遵循：按配置由 pip 安装。</translation>
    </message>
    <message>
        <source>uv %1 installs the packages: the same pins from the same indexes as pip, in about half pip&apos;s time. It keeps what it downloads in %2 and links the files into the environment from there, so another environment of this lock takes seconds and little disk; deleting that folder frees the space and leaves every environment whole.</source>
        <translation>由 uv %1 安装软件包：与 pip 相同的固定版本、相同的索引，耗时约为 pip 的一半。它把下载的内容保存在 %2 中，并从那里把文件链接到环境中，因此同一锁定文件的另一个环境只需几秒钟和很少的磁盘空间；删除该文件夹可释放空间，所有环境仍保持完整。</translation>
    </message>
    <message>
        <source>uv reads no pip.conf: pip&apos;s settings are handed to it: %1.</source>
        <translation>uv 不读取 pip.conf：pip 的设置会交给它：%1。</translation>
    </message>
    <message>
        <source>uv installs them.</source>
        <translation>由 uv 安装。</translation>
    </message>
    <message>
        <source>Install the other packages the lock pins (amd-quark, transformers, datasets, …) with uv, exactly as pinned, each download checked against the lock&apos;s sha256 hashes; what the PyTorch step already installed at that version stays.</source>
        <translation>用 uv 按固定版本安装锁定文件中的其他软件包（amd-quark、transformers、datasets 等），每个下载都用锁定文件的 sha256 哈希校验；PyTorch 步骤已安装且版本相同的软件包保持不变。</translation>
    </message>
    <message>
        <source>Install uv %1 into the environment with pip, its download checked against the sha256 hashes of packaging/uv-tool.lock: it installs the packages below.</source>
        <translation>用 pip 将 uv %1 安装到环境中，其下载用 packaging/uv-tool.lock 的 sha256 哈希校验：由它安装下面的软件包。</translation>
    </message>
    <message>
        <source>Unknown: no measured size for uv %1.</source>
        <translation>未知：没有 uv %1 的实测大小。</translation>
    </message>
    <message>
        <source>About %1, measured (pip download) for Linux x86_64.</source>
        <translation>约 %1，针对 Linux x86_64 实测（pip download）。</translation>
    </message>
    <message>
        <source>The lock&apos;s packages are installed in uv&apos;s hash-checking mode: each download must match a sha256 hash the lock lists for it, or uv installs nothing. PyTorch is not checked this way: torch, torchvision and the libraries of the build come from the PyTorch index (or pip&apos;s own), whose files the lock does not list, and what that step brings at a version the lock pins (numpy, pillow, …) is kept as it is.</source>
        <translation>锁定文件中的软件包以 uv 的哈希校验模式安装：每个下载都必须与锁定文件为其列出的某个 sha256 哈希一致，否则 uv 不安装任何内容。PyTorch 不以这种方式校验：torch、torchvision 和该构建的库来自 PyTorch 索引（或 pip 自身的索引），锁定文件不列出这些文件；该步骤带来的、版本与锁定文件一致的软件包（numpy、pillow 等）保持原样。</translation>
    </message>
</context>
<context>
    <name>EnvRegistry</name>
    <message>
        <source>The list of managed environments %1 cannot be read (%2). It is kept as it is; no environment is recorded until it is repaired or moved away.</source>
        <translation>无法读取托管环境列表 %1（%2）。该列表保持原样；在修复或移走它之前，不会记录任何环境。</translation>
    </message>
    <message>
        <source>no &quot;environments&quot; list</source>
        <translation>没有“environments”列表</translation>
    </message>
    <message>
        <source>an entry without a name, an absolute path or a known state</source>
        <translation>某个条目缺少名称、绝对路径或已知状态</translation>
    </message>
    <message>
        <source>The list of managed environments %1 is damaged (%2) and was kept as it is: move it away (or repair it), then try again.</source>
        <translation>托管环境列表 %1 已损坏（%2），已保持原样：请将其移走（或修复），然后重试。</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Could not save the list of managed environments %1 (it is unchanged): %2</source>
        <translation>无法保存托管环境列表 %1（未作更改）：%2</translation>
    </message>
    <message>
        <source>The list of managed environments %1 stayed locked by process %2 for %3 s; nothing was changed. Try again.</source>
        <translation>托管环境列表 %1 被进程 %2 锁定了 %3 秒；未做任何更改。请重试。</translation>
    </message>
    <message>
        <source>Could not lock the list of managed environments %1 (its lock file %2 cannot be written); nothing was changed.</source>
        <translation>无法锁定托管环境列表 %1（其锁文件 %2 无法写入）；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 is not a registered environment: nothing to repair.</source>
        <translation>%1 不是已注册的环境：无需修复。</translation>
    </message>
    <message>
        <source>An environment named %1 is already registered: remove it first or choose another name.</source>
        <translation>名为 %1 的环境已注册：请先将其移除，或选择其他名称。</translation>
    </message>
    <message>
        <source>%1 is already registered as the environment %2.</source>
        <translation>%1 已注册为环境 %2。</translation>
    </message>
    <message>
        <source>%1 already exists and is not an empty folder: choose a new folder for the environment.</source>
        <translation>%1 已存在且不是空文件夹：请为环境选择一个新文件夹。</translation>
    </message>
    <message>
        <source>%1 (%2) is being set up by process %3: wait for that to end, or cancel it there.</source>
        <translation>%1（%2）正由进程 %3 搭建：请等待其结束，或在那里取消。</translation>
    </message>
    <message>
        <source>%1 is being set up: cancel that first.</source>
        <translation>%1 正在搭建：请先取消。</translation>
    </message>
</context>
<context>
    <name>EnvironmentRules</name>
    <message>
        <source>quark-cli was not found.</source>
        <translation>未找到 quark-cli。</translation>
    </message>
    <message>
        <source>Not on PATH, and no Python environment was chosen.</source>
        <translation>不在 PATH 中，也未选择 Python 环境。</translation>
    </message>
    <message>
        <source>No Python interpreter beside %1.</source>
        <translation>%1 旁边没有 Python 解释器。</translation>
    </message>
    <message>
        <source>%1 has no python next to it.</source>
        <translation>%1 旁边没有 python。</translation>
    </message>
    <message>
        <source>Choose the Python environment (venv or conda prefix) that provides quark-cli.</source>
        <translation>请选择提供 quark-cli 的 Python 环境（venv 或 conda 前缀）。</translation>
    </message>
    <message>
        <source>The environment&apos;s Python could not report its packages.</source>
        <translation>该环境的 Python 无法报告其软件包。</translation>
    </message>
    <message>
        <source>Check that %1 runs.</source>
        <translation>请检查 %1 能否运行。</translation>
    </message>
    <message>
        <source>amd-quark is not installed in %1.</source>
        <translation>%1 中未安装 amd-quark。</translation>
    </message>
    <message>
        <source>importlib.metadata has no amd-quark</source>
        <translation>importlib.metadata 中没有 amd-quark</translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;amd-quark[cli]&apos;</source>
        <translation>%1 -m pip install &apos;amd-quark[cli]&apos;</translation>
    </message>
    <message>
        <source>%1 is not installed in %2.</source>
        <translation>%2 中未安装 %1。</translation>
    </message>
    <message>
        <source>importlib.metadata has no %1</source>
        <translation>importlib.metadata 中没有 %1</translation>
    </message>
    <message>
        <source>%1 -m pip install %2</source>
        <translation>%1 -m pip install %2</translation>
    </message>
    <message>
        <source>The installed PyTorch %1 is a CPU-only build.</source>
        <translation>已安装的 PyTorch %1 是仅 CPU 版本。</translation>
    </message>
    <message>
        <source>torch.version.cuda and torch.version.hip are both empty.</source>
        <translation>torch.version.cuda 和 torch.version.hip 均为空。</translation>
    </message>
    <message>
        <source>Install the ROCm build of PyTorch (pytorch.org, ROCm wheels).</source>
        <translation>请安装 PyTorch 的 ROCm 版本（pytorch.org，ROCm wheel）。</translation>
    </message>
    <message>
        <source>Install the CUDA build of PyTorch (pytorch.org).</source>
        <translation>请安装 PyTorch 的 CUDA 版本（pytorch.org）。</translation>
    </message>
    <message>
        <source>PyTorch is a ROCm build (HIP %1) but this machine has NVIDIA GPUs.</source>
        <translation>PyTorch 是 ROCm 版本（HIP %1），但本机是 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>nvidia-smi lists %1 GPU(s); rocminfo none.</source>
        <translation>nvidia-smi 列出 %1 个 GPU；rocminfo 没有。</translation>
    </message>
    <message>
        <source>Install the CUDA build of PyTorch.</source>
        <translation>请安装 PyTorch 的 CUDA 版本。</translation>
    </message>
    <message>
        <source>PyTorch is a CUDA build (%1) but this machine has AMD GPUs.</source>
        <translation>PyTorch 是 CUDA 版本（%1），但本机是 AMD GPU。</translation>
    </message>
    <message>
        <source>rocminfo lists %1 GPU(s); nvidia-smi none.</source>
        <translation>rocminfo 列出 %1 个 GPU；nvidia-smi 没有。</translation>
    </message>
    <message>
        <source>Install the ROCm build of PyTorch.</source>
        <translation>请安装 PyTorch 的 ROCm 版本。</translation>
    </message>
    <message>
        <source>rocminfo is not on PATH; Quark calls it at import on ROCm builds and fails with &quot;The `rocminfo` command failed or was not found&quot;.</source>
        <translation>rocminfo 不在 PATH 中；在 ROCm 版本上 Quark 导入时会调用它，并以 &quot;The `rocminfo` command failed or was not found&quot; 失败。</translation>
    </message>
    <message>
        <source>PyTorch %1 is a ROCm build.</source>
        <translation>PyTorch %1 是 ROCm 版本。</translation>
    </message>
    <message>
        <source>export PATH=/opt/rocm/bin:$PATH</source>
        <translation>export PATH=/opt/rocm/bin:$PATH</translation>
    </message>
    <message>
        <source>PyTorch sees no accelerator, but the plan runs on one.</source>
        <translation>PyTorch 看不到加速器，但计划需要在加速器上运行。</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False.</source>
        <translation>torch.cuda.is_available() 为 False。</translation>
    </message>
    <message>
        <source>Check the driver (nvidia-smi / rocm-smi) and the *_VISIBLE_DEVICES variables, or plan for the CPU.</source>
        <translation>请检查驱动（nvidia-smi / rocm-smi）和 *_VISIBLE_DEVICES 变量，或改为在 CPU 上规划。</translation>
    </message>
    <message>
        <source>amd-quark %1, transformers %2</source>
        <translation>amd-quark %1，transformers %2</translation>
    </message>
    <message>
        <source>amd-quark %1 was tested with transformers 4.57; %2 is installed.</source>
        <translation>amd-quark %1 使用 transformers 4.57 测试；已安装的是 %2。</translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;transformers==4.57.*&apos;</source>
        <translation>%1 -m pip install &apos;transformers==4.57.*&apos;</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION is set; it is meant for unofficial consumer GPUs only.</source>
        <translation>已设置 HSA_OVERRIDE_GFX_VERSION；它仅用于非官方支持的消费级 GPU。</translation>
    </message>
    <message>
        <source>Unset it unless this GPU needs it.</source>
        <translation>除非此 GPU 需要，否则请取消设置。</translation>
    </message>
    <message>
        <source>amd-quark %1&apos;s CLI needs packages this environment does not have in the required versions.</source>
        <translation>amd-quark %1 的 CLI 需要的软件包在此环境中缺失或版本不符。</translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;amd-quark[cli]==%2&apos; (pip then installs or moves exactly these packages)</source>
        <translation>%1 -m pip install &apos;amd-quark[cli]==%2&apos; （pip 只会安装这些软件包或调整它们的版本）</translation>
    </message>
    <message>
        <source>quark-cli %1 imports timm when it starts, and timm needs a torchvision that works with the installed torch; here it does not import.</source>
        <translation>quark-cli %1 启动时会导入 timm，而 timm 需要与已安装的 torch 兼容的 torchvision；此处 torchvision 无法导入。</translation>
    </message>
    <message>
        <source>torchvision %1: %2</source>
        <translation>torchvision %1：%2</translation>
    </message>
    <message>
        <source>%1 -m pip install torchvision   (the release made for torch %2, from the same index as torch)</source>
        <translation>%1 -m pip install torchvision   （适配 torch %2 的版本，从与 torch 相同的索引安装）</translation>
    </message>
    <message>
        <source>QUARK_LOG_LEVEL is &quot;%1&quot;: quark-cli refuses to start with it.</source>
        <translation>QUARK_LOG_LEVEL 为“%1”：quark-cli 在此设置下拒绝启动。</translation>
    </message>
    <message>
        <source>unset QUARK_LOG_LEVEL   (or debug, info, warning, error, critical)</source>
        <translation>unset QUARK_LOG_LEVEL   （或设为 debug、info、warning、error、critical）</translation>
    </message>
    <message>
        <source>QUARK_LOG_LEVEL=%1 hides quark-cli&apos;s info messages: page 4 cannot follow the stages.</source>
        <translation>QUARK_LOG_LEVEL=%1 会隐藏 quark-cli 的 info 消息：第 4 页无法跟踪各阶段。</translation>
    </message>
    <message>
        <source>unset QUARK_LOG_LEVEL</source>
        <translation>unset QUARK_LOG_LEVEL</translation>
    </message>
    <message>
        <source>quark-cli %1 cannot quantize on a machine where PyTorch sees no GPU, even with --device cpu: it places the model with device_map=&quot;auto&quot; over the GPUs&apos; memory only, so the whole model lands on disk and the run fails (&quot;The available GPU memory is insufficient…&quot;).</source>
        <translation>quark-cli %1 无法在 PyTorch 看不到 GPU 的机器上量化，即使使用 --device cpu 也不行：它用 device_map=&quot;auto&quot; 只在 GPU 显存上放置模型，因此整个模型会被放到磁盘上，运行失败（&quot;The available GPU memory is insufficient…&quot;）。</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False; amd-quark %1</source>
        <translation>torch.cuda.is_available() 为 False；amd-quark %1</translation>
    </message>
    <message>
        <source>HF_ENDPOINT is %1: plain http to another machine. quark-cli would send your Hugging Face token unencrypted when it downloads the model or the datasets.</source>
        <translation>HF_ENDPOINT 为 %1：通往另一台机器的明文 http。quark-cli 在下载模型或数据集时会以未加密方式发送您的 Hugging Face 令牌。</translation>
    </message>
    <message>
        <source>Use an https endpoint, or unset HF_TOKEN for this run; if this network is trusted, set PTQ_ALLOW_INSECURE_ENDPOINT=1.</source>
        <translation>请使用 https 端点，或在本次运行中取消设置 HF_TOKEN；如果该网络可信，请设置 PTQ_ALLOW_INSECURE_ENDPOINT=1。</translation>
    </message>
    <message>
        <source>PyTorch was not asked (no Python environment)</source>
        <translation>未查询 PyTorch（没有 Python 环境）</translation>
    </message>
    <message>
        <source>PyTorch was not asked (the environment&apos;s Python did not answer)</source>
        <translation>未查询 PyTorch（环境中的 Python 没有响应）</translation>
    </message>
    <message>
        <source>PyTorch is not installed or does not import</source>
        <translation>PyTorch 未安装或无法导入</translation>
    </message>
    <message>
        <source>PyTorch %1 is a CPU-only build</source>
        <translation>PyTorch %1 是仅 CPU 的版本</translation>
    </message>
    <message>
        <source>PyTorch is a CUDA build and does not see AMD GPUs</source>
        <translation>PyTorch 是 CUDA 版本，无法识别 AMD GPU</translation>
    </message>
    <message>
        <source>PyTorch is a ROCm build and does not see NVIDIA GPUs</source>
        <translation>PyTorch 是 ROCm 版本，无法识别 NVIDIA GPU</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU (torch.cuda.is_available() is False)</source>
        <translation>PyTorch 未检测到 GPU（torch.cuda.is_available() 为 False）</translation>
    </message>
    <message>
        <source>PyTorch sees %1 GPU(s), the tools list %2, and none of the same name tells the total</source>
        <translation>PyTorch 检测到 %1 个 GPU，工具列出 %2 个，但没有同名的 GPU 给出显存总量</translation>
    </message>
    <message>
        <source>PyTorch reports no total_memory for it</source>
        <translation>PyTorch 未报告它的 total_memory</translation>
    </message>
    <message>
        <source>PyTorch reports no total_memory for it, and no GPU tool lists it</source>
        <translation>PyTorch 未报告它的 total_memory，也没有 GPU 工具列出它</translation>
    </message>
    <message>
        <source>nvidia-smi reports no memory total ([N/A], as on unified-memory parts)</source>
        <translation>nvidia-smi 未报告显存总量（[N/A]，统一内存的硬件即是如此）</translation>
    </message>
    <message>
        <source>rocminfo lists no memory, and neither amd-smi nor rocm-smi is on PATH</source>
        <translation>rocminfo 未列出显存，且 PATH 中既没有 amd-smi 也没有 rocm-smi</translation>
    </message>
    <message>
        <source>rocminfo lists no memory; %1</source>
        <translation>rocminfo 未列出显存；%1</translation>
    </message>
    <message>
        <source>nvidia-smi lists none</source>
        <translation>nvidia-smi 未列出任何 GPU</translation>
    </message>
    <message>
        <source>nvidia-smi is not on PATH</source>
        <translation>PATH 中没有 nvidia-smi</translation>
    </message>
    <message>
        <source>rocminfo lists none</source>
        <translation>rocminfo 未列出任何 GPU</translation>
    </message>
    <message>
        <source>rocminfo is not on PATH</source>
        <translation>PATH 中没有 rocminfo</translation>
    </message>
    <message>
        <source>PyTorch sees none</source>
        <translation>PyTorch 未检测到任何 GPU</translation>
    </message>
    <message>
        <source>Set up Quark for me… makes an environment with PyTorch and quark-cli for this machine (its exact commands are shown for approval first). Or: pip install &apos;amd-quark[cli]&apos; datasets in the environment that has PyTorch, and choose that environment on this page.</source>
        <translation>“为我搭建 Quark…”会为本机创建一个包含 PyTorch 和 quark-cli 的环境（会先显示确切的命令供您批准）。或者：在装有 PyTorch 的环境中运行 pip install &apos;amd-quark[cli]&apos; datasets，然后在本页选择该环境。</translation>
    </message>
    <message>
        <source>amd-quark %1 lists packages for its CLI that this environment lacks, but torch-llm-ptq does not import them (only quark-cli&apos;s other subcommands do): the run does not need them.</source>
        <translation>amd-quark %1 为其 CLI 列出了此环境缺少的软件包，但 torch-llm-ptq 不会导入它们（只有 quark-cli 的其他子命令会）：本次运行不需要它们。</translation>
    </message>
    <message>
        <source>Nothing to do for this run; %1 -m pip install &apos;amd-quark[cli]==%2&apos; adds them for the other subcommands.</source>
        <translation>本次运行无需处理；%1 -m pip install &apos;amd-quark[cli]==%2&apos; 会为其他子命令补上它们。</translation>
    </message>
    <message>
        <source>quark-cli %1 cannot quantize where PyTorch sees no GPU, even on the CPU: it places the model over the GPUs&apos; memory only. Plan for a GPU and run it on an SSH host or a Slurm cluster (page 3, Runs on).</source>
        <translation>在 PyTorch 看不到 GPU 的地方，quark-cli %1 无法量化，即使在 CPU 上也不行：它只会把模型分布到 GPU 显存上。请按有 GPU 来规划，并在 SSH 主机或 Slurm 集群上运行（第 3 页，运行位置）。</translation>
    </message>
    <message>
        <source>Check the driver (nvidia-smi / rocm-smi) and the *_VISIBLE_DEVICES variables, or run it where PyTorch sees a GPU: choose an SSH host or a Slurm cluster under &quot;Runs on&quot;. A CPU plan does not help: quark-cli %1 needs a GPU to place the model either way.</source>
        <translation>请检查驱动（nvidia-smi / rocm-smi）和 *_VISIBLE_DEVICES 变量，或在 PyTorch 能看到 GPU 的地方运行：在“运行位置”下选择 SSH 主机或 Slurm 集群。CPU 计划无济于事：无论如何，quark-cli %1 都需要 GPU 来放置模型。</translation>
    </message>
    <message>
        <source>amd-quark %1 needs transformers 5 (%2); %3 is installed.</source>
        <translation>amd-quark %1 需要 transformers 5（%2）；当前安装的是 %3。</translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;transformers%2&apos;</source>
        <translation>%1 -m pip install &apos;transformers%2&apos;</translation>
    </message>
    <message>
        <source>Run it where PyTorch sees a GPU: choose an SSH host or a Slurm cluster under &quot;Runs on&quot; (Targets… adds one). No plan change helps on this machine.</source>
        <translation>请在 PyTorch 能看到 GPU 的地方运行：在“运行位置”下选择 SSH 主机或 Slurm 集群（可通过“目标…”添加）。在本机上修改计划无济于事。</translation>
    </message>
    <message>
        <source>This machine has no GPU that nvidia-smi or rocminfo lists, so a GPU build of PyTorch would not help here: run the command on an SSH host or a Slurm cluster that has one (page 3, Runs on).</source>
        <translation>这台机器上没有 nvidia-smi 或 rocminfo 能列出的 GPU，因此在这里安装 GPU 版 PyTorch 也无济于事：请在有 GPU 的 SSH 主机或 Slurm 集群上运行该命令（第 3 页，运行位置）。</translation>
    </message>
</context>
<context>
    <name>ExampleModel</name>
    <message>
        <source>The bundled example file %1 is missing from this build.</source>
        <translation>此版本缺少内置示例文件 %1。</translation>
    </message>
    <message>
        <source>This build of PTQ Studio has no bundled example model.</source>
        <translation>此版本的 PTQ Studio 没有内置示例模型。</translation>
    </message>
    <message>
        <source>Cannot write the example model to %1: it is a file, not a folder.</source>
        <translation>无法将示例模型写入 %1：它是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the example model.</source>
        <translation>无法为示例模型创建文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 already exists and is not the bundled example&apos;s file; the example model was not written. Choose an empty folder.</source>
        <translation>%1 已存在且不是内置示例的文件；未写入示例模型。请选择一个空文件夹。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the example model was not written. Choose an empty folder.</source>
        <translation>%1 是符号链接；未写入示例模型。请选择一个空文件夹。</translation>
    </message>
</context>
<context>
    <name>ExportChecks</name>
    <message>
        <source>Quantized perplexity %1 is %2× the original&apos;s %3 (the plan allows up to %4×).</source>
        <translation>量化后的困惑度 %1 是原始模型 %3 的 %2×（计划允许最多 %4×）。</translation>
    </message>
    <message>
        <source>quark-cli printed no perplexity of the quantized model (the run skipped its evaluation, or it failed).</source>
        <translation>quark-cli 没有输出量化模型的困惑度（运行跳过了评估，或评估失败）。</translation>
    </message>
    <message>
        <source>The original model&apos;s perplexity was not measured.</source>
        <translation>未测量原始模型的困惑度。</translation>
    </message>
    <message>
        <source>No cached baseline at %1.</source>
        <translation>%1 处没有缓存的基线。</translation>
    </message>
    <message>
        <source>The cached baseline %1 is corrupt and was ignored: %2</source>
        <translation>缓存的基线 %1 已损坏，已忽略：%2</translation>
    </message>
    <message>
        <source>The cached baseline %1 has no perplexity and was ignored.</source>
        <translation>缓存的基线 %1 没有困惑度，已忽略。</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The load check wrote no result.</source>
        <translation>加载检查没有写入结果。</translation>
    </message>
    <message>
        <source>The load check&apos;s result has no status.</source>
        <translation>加载检查的结果没有状态。</translation>
    </message>
    <message>
        <source>The export checks run only after a run on this machine in this version; this run was on %1.</source>
        <translation>在此版本中，导出检查只在本机上的运行之后执行；此次运行位于 %1。</translation>
    </message>
    <message>
        <source>The manifest has no export check steps (it was generated before the checks existed, or both were turned off): generate the command again to add them.</source>
        <translation>清单中没有导出检查步骤（它生成于这些检查出现之前，或两项检查都被关闭）：请重新生成命令以添加它们。</translation>
    </message>
    <message>
        <source>The command is not approved: the checks run only as part of an approved command.</source>
        <translation>命令未获批准：检查只能作为已批准命令的一部分运行。</translation>
    </message>
    <message>
        <source>The manifest changed after its approval (a command, a check&apos;s argv or its script): the approval is void.</source>
        <translation>清单在批准后被修改（某条命令、某项检查的 argv 或其脚本）：批准已失效。</translation>
    </message>
    <message>
        <source>The run has not succeeded (its status is %1): there is no export to check.</source>
        <translation>运行未成功（其状态为 %1）：没有可检查的导出。</translation>
    </message>
    <message>
        <source>The manifest cannot be read as a run&apos;s manifest (%1): there is no export to check.</source>
        <translation>无法将该清单读取为运行清单（%1）：没有可检查的导出。</translation>
    </message>
</context>
<context>
    <name>ExportFacts</name>
    <message>
        <source>%1 with %2 block scales</source>
        <translation>%1，块缩放因子为 %2</translation>
    </message>
    <message>
        <source>%1 after a %2 stage</source>
        <translation>经过 %2 阶段后的 %1</translation>
    </message>
    <message>
        <source>transformers cannot load a %1 export as Quark writes it (tried with %2): %3 Serve it with a runtime that reads this format, or choose a scheme that loads (fp8, ptpc_fp8, int8, the int4/uint4 schemes, mxfp4, mxfp6 or amdfp4).</source>
        <translation>transformers 无法加载 Quark 写出的 %1 导出（使用 %2 试过）：%3 请用能读取此格式的运行时部署，或选择可以加载的方案（fp8、ptpc_fp8、int8、int4/uint4 方案、mxfp4、mxfp6 或 amdfp4）。</translation>
    </message>
</context>
<context>
    <name>GpuTrace</name>
    <message>
        <source>Could not create the GPU memory trace %1: %2</source>
        <translation>无法创建 GPU 显存记录 %1：%2</translation>
    </message>
    <message>
        <source>Could not read the GPU memory trace %1: %2</source>
        <translation>无法读取 GPU 显存记录 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a GPU memory trace: its first line does not name the columns elapsed_ms, gpu and used_bytes.</source>
        <translation>%1 不是 GPU 显存记录：其第一行没有列出 elapsed_ms、gpu 和 used_bytes 这几列。</translation>
    </message>
    <message>
        <source>%1. The GPU memory trace is incomplete.</source>
        <translation>%1。GPU 显存记录不完整。</translation>
    </message>
</context>
<context>
    <name>HandoffStep</name>
    <message>
        <source>%1: there is no verified export on this machine to hand off.</source>
        <translation>%1：本机上没有可交付的已验证导出。</translation>
    </message>
    <message>
        <source>%1 now holds another run than the one the export checks were for (its log %2): their records were not written. Run the checks again for this run.</source>
        <translation>%1 现在记录的运行已不是导出检查所针对的那次（其日志为 %2）：检查结果未写入。请为这次运行重新执行检查。</translation>
    </message>
</context>
<context>
    <name>HfCache</name>
    <message>
        <source>%1 is not in the Hugging Face cache (%2 does not exist).</source>
        <translation>%1 不在 Hugging Face 缓存中（%2 不存在）。</translation>
    </message>
    <message>
        <source>The Hugging Face cache has %1 but not its revision &quot;%2&quot; (%3 is missing).</source>
        <translation>Hugging Face 缓存中有 %1，但没有其修订版本“%2”（缺少 %3）。</translation>
    </message>
    <message>
        <source>%1 does not hold a commit hash.</source>
        <translation>%1 中没有提交哈希。</translation>
    </message>
    <message>
        <source>The Hugging Face cache has no config.json for %1 at commit %2 (%3).</source>
        <translation>Hugging Face 缓存中没有 %1 在提交 %2 时的 config.json（%3）。</translation>
    </message>
</context>
<context>
    <name>IndexSettings</name>
    <message>
        <source>The settings could not be saved to %1.</source>
        <translation>无法将设置保存到 %1。</translation>
    </message>
    <message>
        <source>%1 is not a URL: an index looks like https://mirror.example/pytorch/cu130.</source>
        <translation>%1 不是 URL：索引的形式类似 https://mirror.example/pytorch/cu130。</translation>
    </message>
    <message>
        <source>%1: pip reads indexes over https, http or from file:// folders, not %2.</source>
        <translation>%1：pip 通过 https、http 或从 file:// 文件夹读取索引，不支持 %2。</translation>
    </message>
    <message>
        <source>%1 names no host.</source>
        <translation>%1 未指定主机。</translation>
    </message>
    <message>
        <source>The index URL carries a user name or password: it would be stored in plain text in PTQ Studio&apos;s settings. Give the URL without it, and the credentials to pip (~/.netrc, keyring or pip.conf).</source>
        <translation>索引 URL 中含有用户名或密码：它们会以明文形式保存在 PTQ Studio 的设置中。请给出不含这些信息的 URL，并将凭据交给 pip（~/.netrc、keyring 或 pip.conf）。</translation>
    </message>
</context>
<context>
    <name>KnownReleases</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB.</source>
        <translation>%1 大于 %2 MB。</translation>
    </message>
    <message>
        <source>the order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>%1 is no knowledge of a Quark release: %2</source>
        <translation>%1 不是有效的 Quark 版本描述：%2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>format %1 expected</source>
        <translation>应为格式 %1</translation>
    </message>
    <message>
        <source>its version, files, help or api is missing</source>
        <translation>缺少其 version、files、help 或 api</translation>
    </message>
    <message>
        <source>PTQ Studio has no knowledge of amd-quark &quot;%1&quot;.</source>
        <translation>PTQ Studio 不了解 amd-quark“%1”。</translation>
    </message>
    <message>
        <source>PTQ Studio has no knowledge of amd-quark %1.</source>
        <translation>PTQ Studio 不了解 amd-quark %1。</translation>
    </message>
    <message>
        <source>%1 describes amd-quark %2, not %3.</source>
        <translation>%1 描述的是 amd-quark %2，而不是 %3。</translation>
    </message>
    <message>
        <source>No amd_quark-*.dist-info beside %1.</source>
        <translation>%1 旁没有 amd_quark-*.dist-info。</translation>
    </message>
    <message>
        <source>Several amd-quark installations beside %1: %2.</source>
        <translation>%1 旁有多个 amd-quark 安装：%2。</translation>
    </message>
    <message>
        <source>%1/METADATA names no Version.</source>
        <translation>%1/METADATA 中没有 Version。</translation>
    </message>
    <message>
        <source>%1/RECORD lists %2 with another hash than amd-quark %3&apos;s.</source>
        <translation>%1/RECORD 中 %2 的哈希与 amd-quark %3 的不同。</translation>
    </message>
    <message>
        <source>%1 differs from what its RECORD says was installed: it was edited.</source>
        <translation>%1 与其 RECORD 记录的安装内容不符：它已被修改。</translation>
    </message>
    <message>
        <source>version (%1, not %2)</source>
        <translation>版本（%1，而非 %2）</translation>
    </message>
    <message>
        <source>generation (%1, not %2)</source>
        <translation>代次（%1，而非 %2）</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>schemes</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>KV-cache dtypes</source>
        <translation>KV 缓存 dtype</translation>
    </message>
    <message>
        <source>working KV-cache dtypes</source>
        <translation>可用的 KV 缓存 dtype</translation>
    </message>
    <message>
        <source>datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>evaluation datasets</source>
        <translation>评估数据集</translation>
    </message>
    <message>
        <source>algorithms</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>model types</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <source>algorithms per model type (%1)</source>
        <translation>各模型类型的算法（%1）</translation>
    </message>
</context>
<context>
    <name>LocalModelReader</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 declares a %2-byte header but the file has only %3 bytes.</source>
        <translation>%1 声明了 %2 字节的头部，但文件只有 %3 字节。</translation>
    </message>
    <message>
        <source>%1: the header could not be read completely.</source>
        <translation>%1：无法完整读取头部。</translation>
    </message>
</context>
<context>
    <name>LogAnalyzer</name>
    <message>
        <source>Starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>Loading the model</source>
        <translation>加载模型</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>分词器</translation>
    </message>
    <message>
        <source>Calibration data</source>
        <translation>校准数据</translation>
    </message>
    <message>
        <source>Quantization config</source>
        <translation>量化配置</translation>
    </message>
    <message>
        <source>Module replacement</source>
        <translation>模块替换</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Freeze</source>
        <translation>冻结</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>ManifestBuilder</name>
    <message>
        <source>plan: the quantization plan is not confirmed.</source>
        <translation>plan：量化计划尚未确认。</translation>
    </message>
    <message>
        <source>The analysis decides the Quark template, the exclusions and the layer count.</source>
        <translation>分析结果决定 Quark 模板、排除项和层数。</translation>
    </message>
    <message>
        <source>The plan decides accuracy, memory and time.</source>
        <translation>计划决定精度、显存和时间。</translation>
    </message>
    <message>
        <source>Running downloads the weights, creates the output folder and uses the GPUs for a long time: only this exact command is approved.</source>
        <translation>运行会下载权重、创建输出文件夹并长时间占用 GPU：只批准这条确切的命令。</translation>
    </message>
    <message>
        <source>An exit status alone does not prove a usable export.</source>
        <translation>仅凭退出状态不能证明导出可用。</translation>
    </message>
    <message>
        <source>The command cannot be approved while something blocks it: %1</source>
        <translation>在存在阻断项时无法批准命令：%1</translation>
    </message>
    <message>
        <source>The manifest has no well-formed run step to approve.</source>
        <translation>清单中没有格式正确、可供批准的运行步骤。</translation>
    </message>
    <message>
        <source>%1 is not an absolute path. The approval binds the exact program, so quark-cli is named by its full path: choose its Python environment, or give its path.</source>
        <translation>%1 不是绝对路径。批准绑定的是确切的程序，因此 quark-cli 必须以完整路径给出：请选择它的 Python 环境，或给出它的路径。</translation>
    </message>
    <message>
        <source>The export checks run only after a run on this machine in this version: the export is on %1, and its baseline and load check would need the model loaded there.</source>
        <translation>在此版本中，导出检查只在本机上的运行之后执行：导出位于 %1，其基线和加载检查需要在那里加载模型。</translation>
    </message>
</context>
<context>
    <name>ModelAnalyzer</name>
    <message>
        <source>The configuration has no num_hidden_layers, so the linear layers cannot be estimated.</source>
        <translation>配置中没有 num_hidden_layers，因此无法估算 Linear 层。</translation>
    </message>
    <message>
        <source>The configuration claims %1 layers and %2 experts, which no model has, so the linear layers cannot be estimated.</source>
        <translation>配置声称有 %1 层和 %2 个专家，没有模型是这样的，因此无法估算 Linear 层。</translation>
    </message>
    <message>
        <source>%1 layers × 4 (fused qkv_proj, o_proj, fused gate_up_proj, down_proj).</source>
        <translation>%1 层 × 4（融合的 qkv_proj、o_proj、融合的 gate_up_proj、down_proj）。</translation>
    </message>
    <message>
        <source>%1 layers × 6 (q, k, v, output projection, two MLP projections).</source>
        <translation>%1 层 × 6（q、k、v、输出投影、两个 MLP 投影）。</translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections + %2 MoE layers × (%3 experts × 3%4) + %5 dense MLP layers × 3; routers excluded.</source>
        <translation>%1 层 × 4 个注意力投影 + %2 个 MoE 层 × （%3 个专家 × 3%4）+ %5 个稠密 MLP 层 × 3；不含路由器。</translation>
    </message>
    <message>
        <source> + 3 shared-expert projections</source>
        <translation> + 3 个共享专家投影</translation>
    </message>
    <message>
        <source>%1 layers × %2 attention projections%3 + %4 dense layers × 3 + %5 MoE layers × (%6 routed experts × 3 + %7 shared); routers excluded.</source>
        <translation>%1 层 × %2 个注意力投影%3 + %4 个稠密层 × 3 + %5 个 MoE 层 × （%6 个路由专家 × 3 + %7 个共享）；不含路由器。</translation>
    </message>
    <message>
        <source> (multi-head latent attention)</source>
        <translation>（多头潜在注意力）</translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections; the %2 experts per layer are fused parameters, not Linear modules; routers excluded.</source>
        <translation>%1 层 × 4 个注意力投影；每层的 %2 个专家是融合参数，不是 Linear 模块；不含路由器。</translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections + %2 MoE layers × 3 shared-expert projections + %3 dense layers × 3; routed experts are fused parameters, not Linear modules.</source>
        <translation>%1 层 × 4 个注意力投影 + %2 个 MoE 层 × 3 个共享专家投影 + %3 个稠密层 × 3；路由专家是融合参数，不是 Linear 模块。</translation>
    </message>
    <message>
        <source>%1 layers × 7 (q, k, v, o, gate, up, down projections).</source>
        <translation>%1 层 × 7（q、k、v、o、gate、up、down 投影）。</translation>
    </message>
    <message>
        <source>Unknown architecture: assumed %1 layers × (4 attention + %2 experts × 3).</source>
        <translation>未知架构：假定 %1 层 × （4 个注意力投影 + %2 个专家 × 3）。</translation>
    </message>
    <message>
        <source>Unknown architecture: assumed %1 layers × 7 (a llama-style decoder).</source>
        <translation>未知架构：假定 %1 层 × 7（llama 风格的解码器）。</translation>
    </message>
    <message>
        <source>%1 is not a JSON object, so it is not a model configuration.</source>
        <translation>%1 不是 JSON 对象，因此不是模型配置。</translation>
    </message>
    <message>
        <source>config.json names no model_type and no architectures, so neither transformers nor Quark can tell what model this is.</source>
        <translation>config.json 既没有 model_type 也没有 architectures，transformers 和 Quark 都无法判断这是什么模型。</translation>
    </message>
    <message>
        <source>Correct the model type on this page, or choose a different model.</source>
        <translation>请在本页更正模型类型，或选择其他模型。</translation>
    </message>
    <message>
        <source>quark-cli has no template for model type &quot;%1&quot;. It would fail with &quot;There is no model template defined&quot; only after loading the whole model and the calibration data.</source>
        <translation>quark-cli 没有模型类型“%1”的模板。它会在加载完整个模型和校准数据之后才以 &quot;There is no model template defined&quot; 失败。</translation>
    </message>
    <message>
        <source>If this model is a variant of a supported type, correct the model type here; newer quark-cli builds accept --template_file. Otherwise choose a supported model.</source>
        <translation>如果此模型是受支持类型的变体，请在此更正模型类型；较新的 quark-cli 版本接受 --template_file。否则请选择受支持的模型。</translation>
    </message>
    <message>
        <source>The linear-layer count below is estimated from config.json instead.</source>
        <translation>下方的 Linear 层数改为根据 config.json 估算。</translation>
    </message>
    <message>
        <source>Counted exactly from %1 tensor names in %2 (decoder Linear weights; lm_head, norms, embeddings, routers and vision/audio towers excluded).</source>
        <translation>根据 %2 中的 %1 个张量名精确计数（解码器 Linear 权重；不含 lm_head、归一化层、嵌入层、路由器以及视觉/音频塔）。</translation>
    </message>
    <message>
        <source>The config-based estimate is %1: %2</source>
        <translation>基于配置的估算为 %1：%2</translation>
    </message>
    <message>
        <source>No decoder Linear weights were recognised among the tensor names; estimated from config.json instead: %1</source>
        <translation>张量名中未识别出解码器 Linear 权重；改为根据 config.json 估算：%1</translation>
    </message>
    <message>
        <source>Estimated from config.json (no safetensors index or header was available): %1</source>
        <translation>根据 config.json 估算（没有可用的 safetensors 索引或头部）：%1</translation>
    </message>
    <message>
        <source>PTQ Studio has no layer rules for &quot;%1&quot;; %2</source>
        <translation>PTQ Studio 没有“%1”的层规则；%2</translation>
    </message>
    <message>
        <source>Check the linear-layer count against the model card.</source>
        <translation>请对照模型卡检查 Linear 层数。</translation>
    </message>
    <message>
        <source>from the Hub&apos;s safetensors metadata</source>
        <translation>来自 Hub 的 safetensors 元数据</translation>
    </message>
    <message>
        <source>counted from the tensor shapes in the model.safetensors header</source>
        <translation>根据 model.safetensors 头部中的张量形状计数</translation>
    </message>
    <message>
        <source>from metadata.total_parameters of the index</source>
        <translation>来自索引的 metadata.total_parameters</translation>
    </message>
    <message>
        <source>estimated: total_size of the index / %1 bytes per %2 parameter</source>
        <translation>估算：索引的 total_size / 每个 %2 参数 %1 字节</translation>
    </message>
    <message>
        <source>estimated from the sizes in config.json</source>
        <translation>根据 config.json 中的尺寸估算</translation>
    </message>
    <message>
        <source>config.json has an auto_map: loading this model runs Python code from the model repository. PTQ Studio passes --no_trust_remote_code unless you accept running that code.</source>
        <translation>config.json 含有 auto_map：加载此模型会运行模型仓库中的 Python 代码。除非您允许运行该代码，否则 PTQ Studio 会传入 --no_trust_remote_code。</translation>
    </message>
    <message>
        <source>Accept remote code on this page only if you trust the repository; otherwise loading may fail.</source>
        <translation>仅当您信任该仓库时才在本页允许远程代码；否则加载可能失败。</translation>
    </message>
    <message>
        <source>This checkpoint is already quantized (%1%2). Quark quantizes full-precision weights.</source>
        <translation>此检查点已量化（%1%2）。Quark 量化的是全精度权重。</translation>
    </message>
    <message>
        <source>unknown method</source>
        <translation>未知方法</translation>
    </message>
    <message>
        <source>Use the original BF16/FP16 model (often linked from the model card as the base model).</source>
        <translation>请使用原始的 BF16/FP16 模型（模型卡中通常以基础模型链接）。</translation>
    </message>
    <message>
        <source>A multimodal model (%1 tower). Only the language model&apos;s Linear layers are counted; the template excludes the towers.</source>
        <translation>多模态模型（%1 塔）。只统计语言模型的 Linear 层；模板会排除各个塔。</translation>
    </message>
    <message>
        <source>Check that processor files are copied into the output when the CLI does not save them.</source>
        <translation>当 CLI 不保存 processor 文件时，请检查它们是否已复制到输出中。</translation>
    </message>
    <message>
        <source>The experts are stored as fused parameters, not Linear modules; they are not in the linear-layer count and are quantized only if Quark&apos;s preprocessing splits them.</source>
        <translation>专家以融合参数而非 Linear 模块存储；它们不计入 Linear 层数，只有在 Quark 预处理将其拆分时才会被量化。</translation>
    </message>
    <message>
        <source>Check the module replacement summary in the run log.</source>
        <translation>请查看运行日志中的模块替换摘要。</translation>
    </message>
    <message>
        <source>The weights take about %1 GiB, more than one 80 GB GPU holds: the run needs several GPUs (device_map=auto) or --multi_device (slow, CPU offload, no algorithms).</source>
        <translation>权重约占 %1 GiB，超过单张 80 GB GPU 的容量：运行需要多张 GPU（device_map=auto）或 --multi_device（较慢，CPU 卸载，不能用算法）。</translation>
    </message>
    <message>
        <source>Plan the device strategy on page 2.</source>
        <translation>请在第 2 页规划设备策略。</translation>
    </message>
    <message>
        <source>The repository is gated (%1 approval): quark-cli needs a token whose account accepted the licence to download the weights.</source>
        <translation>该仓库受限（%1 审批）：quark-cli 下载权重需要一个已接受许可的账户的令牌。</translation>
    </message>
    <message>
        <source>Accept the licence on the model page and set HF_TOKEN for the run.</source>
        <translation>请在模型页面接受许可，并为运行设置 HF_TOKEN。</translation>
    </message>
    <message>
        <source>%1 has no tokenizer files (tokenizer.json, tokenizer.model, tokenizer_config.json); calibration needs the tokenizer.</source>
        <translation>%1 没有分词器文件（tokenizer.json、tokenizer.model、tokenizer_config.json）；校准需要分词器。</translation>
    </message>
    <message>
        <source>Copy the tokenizer files from the original model.</source>
        <translation>请从原始模型复制分词器文件。</translation>
    </message>
    <message>
        <source>%1 has PyTorch .bin weights but no safetensors; loading works but is slower and runs pickle code.</source>
        <translation>%1 只有 PyTorch .bin 权重，没有 safetensors；可以加载，但更慢且会运行 pickle 代码。</translation>
    </message>
    <message>
        <source>%1 has no weight files (*.safetensors or *.bin).</source>
        <translation>%1 没有权重文件（*.safetensors 或 *.bin）。</translation>
    </message>
    <message>
        <source>Point to the complete model folder.</source>
        <translation>请指向完整的模型文件夹。</translation>
    </message>
    <message>
        <source>%1 has no generation_config.json; the export will have none either.</source>
        <translation>%1 没有 generation_config.json；导出结果也不会有。</translation>
    </message>
    <message>
        <source>config.json gives no number of hidden layers, so the layer count is unknown.</source>
        <translation>config.json 没有给出隐藏层数，因此层数未知。</translation>
    </message>
    <message>
        <source>Check the model card, or correct the model type.</source>
        <translation>请查看模型卡，或更正模型类型。</translation>
    </message>
    <message>
        <source>%1 starts with a UTF-8 byte-order mark. transformers reads it with json.loads, which refuses the mark (&quot;Unexpected UTF-8 BOM&quot;), so quark-cli would fail when it loads the model.</source>
        <translation>%1 以 UTF-8 字节顺序标记（BOM）开头。transformers 使用 json.loads 读取它，而 json.loads 会拒绝该标记（“Unexpected UTF-8 BOM”），因此 quark-cli 会在加载模型时失败。</translation>
    </message>
    <message>
        <source>Save %1 as UTF-8 without a byte-order mark (remove its first three bytes), then analyse the model again.</source>
        <translation>请将 %1 另存为不带字节顺序标记的 UTF-8（删除其前三个字节），然后重新分析模型。</translation>
    </message>
    <message>
        <source>the model.safetensors header</source>
        <translation>model.safetensors 头部</translation>
    </message>
    <message>
        <source>Re-download this file (or copy it again from the original model), then analyse the model again: %1</source>
        <translation>请重新下载此文件（或从原始模型重新复制），然后重新分析模型：%1</translation>
    </message>
    <message>
        <source>%1 is not a readable safetensors file (%2 bytes): %3</source>
        <translation>%1 不是可读的 safetensors 文件（%2 字节）：%3</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, but its safetensors header alone needs %3: the file is cut short (an interrupted download or copy), so loading the weights would fail.</source>
        <translation>%1 有 %2 字节，但仅其 safetensors 头部就需要 %3：文件被截断了（下载或复制中断），因此加载权重会失败。</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, but its safetensors header implies %3 (8 + the header + the end of the last tensor&apos;s data): the file is cut short (an interrupted download or copy), and loading it would fail with &quot;incomplete metadata, file not fully covered&quot;.</source>
        <translation>%1 有 %2 字节，但其 safetensors 头部表明应为 %3（8 + 头部 + 最后一个张量数据的末尾）：文件被截断了（下载或复制中断），加载时会以 &quot;incomplete metadata, file not fully covered&quot; 失败。</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, but its safetensors header implies %3 (8 + the header + the end of the last tensor&apos;s data): the file has bytes its header does not describe, and loading it would fail with &quot;incomplete metadata, file not fully covered&quot;.</source>
        <translation>%1 有 %2 字节，但其 safetensors 头部表明应为 %3（8 + 头部 + 最后一个张量数据的末尾）：文件中有其头部未描述的字节，加载时会以 &quot;incomplete metadata, file not fully covered&quot; 失败。</translation>
    </message>
    <message>
        <source>config.json was written by transformers %1, newer than quark-cli %2 runs on (transformers %3): that transformers may not read it.</source>
        <translation>config.json 由 transformers %1 写入，比 quark-cli %2 所用的版本（transformers %3）更新：该版本的 transformers 可能无法读取它。</translation>
    </message>
    <message>
        <source>Check that the environment&apos;s transformers can load this model; page 3 compares the installed versions.</source>
        <translation>请检查环境中的 transformers 能否加载此模型；第 3 页会比较已安装的版本。</translation>
    </message>
</context>
<context>
    <name>ModelCard</name>
    <message>
        <source>%1 has no YAML front matter (it does not start with ---).</source>
        <translation>%1 没有 YAML 前置元数据（不是以 --- 开头）。</translation>
    </message>
    <message>
        <source>%1&apos;s YAML front matter has no closing ---.</source>
        <translation>%1 的 YAML 前置元数据没有结束的 ---。</translation>
    </message>
    <message>
        <source>%1&apos;s YAML front matter is not a mapping.</source>
        <translation>%1 的 YAML 前置元数据不是映射。</translation>
    </message>
    <message>
        <source>The export folder %1 does not exist.</source>
        <translation>导出文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>%1 was not written by PTQ Studio and %2 already exists; the model card was not written so that neither is lost. Move one of them away and write the card again.</source>
        <translation>%1 不是由 PTQ Studio 写入的，且 %2 已存在；为避免丢失其中任何一个，未写入模型卡。请移走其中一个，然后重新写入模型卡。</translation>
    </message>
    <message>
        <source>Could not keep %1 as %2; the model card was not written.</source>
        <translation>无法将 %1 保留为 %2；未写入模型卡。</translation>
    </message>
</context>
<context>
    <name>ModelCopyPlan</name>
    <message>
        <source>%1 is not a folder on this machine.</source>
        <translation>%1 在本机上不是文件夹。</translation>
    </message>
    <message>
        <source>%1 in the model folder %2 is a link to %3, which does not exist: it cannot be copied.</source>
        <translation>模型文件夹 %2 中的 %1 是指向 %3 的链接，而该目标不存在：无法复制。</translation>
    </message>
    <message>
        <source>%1 in the model folder %2 is not a regular file (a socket or device): it cannot be copied.</source>
        <translation>模型文件夹 %2 中的 %1 不是普通文件（套接字或设备）：无法复制。</translation>
    </message>
    <message>
        <source>%1 in the model folder %2 cannot be read (permissions).</source>
        <translation>无法读取模型文件夹 %2 中的 %1（权限不足）。</translation>
    </message>
    <message>
        <source>The model folder %1 is empty.</source>
        <translation>模型文件夹 %1 为空。</translation>
    </message>
    <message numerus="yes">
        <source>The model is read from %1:%2, a copy of %3 made earlier (the same %n file(s) and sizes): nothing is copied.</source>
        <translation>
            <numerusform>模型从 %1:%2 读取，这是之前复制的 %3 的副本（%n 个文件，名称和大小均相同）：不会再复制。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before the script runs, the model folder %1 is copied to %2:%3 (%n file(s), %4).</source>
        <translation>
            <numerusform>脚本运行前，模型文件夹 %1 会被复制到 %2:%3（%n 个文件，%4）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in the model folder %2 is a link to %3, outside the model folder: it is not copied. Put the file itself in the folder, or remove the link.</source>
        <translation>模型文件夹 %2 中的 %1 是指向模型文件夹之外的 %3 的链接：不会复制它。请将文件本身放入该文件夹，或删除该链接。</translation>
    </message>
    <message>
        <source>A file name in the model folder %1 holds a line break (%2): it cannot be copied.</source>
        <translation>模型文件夹 %1 中有文件名含换行符（%2）：无法复制。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) (%1) were approved</source>
        <translation>
            <numerusform>批准时为 %n 个文件（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now it holds %n file(s) (%1)</source>
        <translation>
            <numerusform>现在有 %n 个文件（%1）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelSourceParser</name>
    <message>
        <source>Enter a Hub repository id such as Qwen/Qwen2.5-7B-Instruct, or a folder.</source>
        <translation>请输入 Hub 仓库 ID（如 Qwen/Qwen2.5-7B-Instruct）或文件夹。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: use name or namespace/name.</source>
        <translation>“%1”不是 Hub 仓库 ID：请使用 name 或 namespace/name。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: it may not contain &quot;--&quot; or &quot;..&quot;.</source>
        <translation>“%1”不是 Hub 仓库 ID：不能包含“--”或“..”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: drop the &quot;.git&quot;.</source>
        <translation>“%1”不是 Hub 仓库 ID：请去掉“.git”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: letters, digits, &quot;-&quot;, &quot;_&quot; and &quot;.&quot; only, starting and ending with a letter or digit.</source>
        <translation>“%1”不是 Hub 仓库 ID：只能包含字母、数字、“-”、“_”和“.”，并以字母或数字开头和结尾。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: the name is longer than 96 characters.</source>
        <translation>“%1”不是 Hub 仓库 ID：名称超过 96 个字符。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision: use a branch, a tag or a 40-character commit hash.</source>
        <translation>“%1”不是修订版本：请使用分支、标签或 40 位提交哈希。</translation>
    </message>
    <message>
        <source>%1 is an ONNX model. PTQ Studio quantizes PyTorch / Hugging Face models only; ONNX PTQ is not supported.</source>
        <translation>%1 是 ONNX 模型。PTQ Studio 只量化 PyTorch / Hugging Face 模型；不支持 ONNX PTQ。</translation>
    </message>
    <message>
        <source>%1 is a GGUF file. PTQ Studio needs a Hugging Face model folder with config.json.</source>
        <translation>%1 是 GGUF 文件。PTQ Studio 需要包含 config.json 的 Hugging Face 模型文件夹。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>%1 is a file; choose the model&apos;s folder (the one with config.json).</source>
        <translation>%1 是文件；请选择模型所在的文件夹（含 config.json 的那个）。</translation>
    </message>
    <message>
        <source>%1 holds ONNX models and no config.json. PTQ Studio quantizes PyTorch / Hugging Face models only; ONNX PTQ is not supported.</source>
        <translation>%1 中是 ONNX 模型且没有 config.json。PTQ Studio 只量化 PyTorch / Hugging Face 模型；不支持 ONNX PTQ。</translation>
    </message>
    <message>
        <source>%1 holds GGUF files and no config.json. PTQ Studio needs the original Hugging Face model (config.json and safetensors).</source>
        <translation>%1 中是 GGUF 文件且没有 config.json。PTQ Studio 需要原始的 Hugging Face 模型（config.json 和 safetensors）。</translation>
    </message>
    <message>
        <source>%1 has no config.json, so it is not a Hugging Face model folder.</source>
        <translation>%1 没有 config.json，因此不是 Hugging Face 模型文件夹。</translation>
    </message>
</context>
<context>
    <name>OfflineReadiness</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1 大于 %2 字节。</translation>
    </message>
    <message>
        <source>%1 is not a JSON object.</source>
        <translation>%1 不是 JSON 对象。</translation>
    </message>
    <message>
        <source>%1 names no weight files.</source>
        <translation>%1 中没有列出任何权重文件。</translation>
    </message>
    <message numerus="yes">
        <source>%1 lacks %n of the weight files its index names (%2).</source>
        <translation>
            <numerusform>%1 缺少其索引列出的 %n 个权重文件（%2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has config.json but no weights (model.safetensors, a safetensors index with its shards, or pytorch_model.bin).</source>
        <translation>%1 有 config.json，但没有权重（model.safetensors、带分片的 safetensors 索引或 pytorch_model.bin）。</translation>
    </message>
    <message>
        <source>%1 is set, so the Hub is not used even though it is reachable.</source>
        <translation>已设置 %1，因此即使 Hub 可以访问也不会使用。</translation>
    </message>
    <message>
        <source>%1 is set, so the Hub is not used.</source>
        <translation>已设置 %1，因此不会使用 Hub。</translation>
    </message>
    <message>
        <source>The Hub is reachable: the run downloads it (size not known in advance).</source>
        <translation>Hub 可以访问：运行时会下载它（大小事先未知）。</translation>
    </message>
    <message>
        <source>The Hub is not reachable from this machine.</source>
        <translation>从本机无法访问 Hub。</translation>
    </message>
    <message>
        <source>The run needs the Hub for it; whether the Hub is reachable is not known yet.</source>
        <translation>运行需要通过 Hub 获取它；尚不清楚 Hub 是否可以访问。</translation>
    </message>
    <message>
        <source>with %1 unset for that command</source>
        <translation>为该命令取消设置 %1 后</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>while connected to the network</source>
        <translation>在联网状态下</translation>
    </message>
    <message>
        <source>Skip the evaluation (Evaluation: none, which passes %1).</source>
        <translation>跳过评估（评估：none，即传入 %1）。</translation>
    </message>
    <message>
        <source>Choose pileval, wikitext or cnn_dailymail as the calibration dataset.</source>
        <translation>请选择 pileval、wikitext 或 cnn_dailymail 作为校准数据集。</translation>
    </message>
    <message>
        <source>A local folder: no download needed.</source>
        <translation>本地文件夹：无需下载。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>Choose an existing folder or one of quark-cli&apos;s datasets.</source>
        <translation>请选择一个已有的文件夹，或 quark-cli 的某个数据集。</translation>
    </message>
    <message>
        <source>Cached by datasets at %1: the run loads it without the Hub.</source>
        <translation>已由 datasets 缓存于 %1：运行时无需 Hub 即可加载。</translation>
    </message>
    <message>
        <source>A copy in the hub cache (%1) does not count: offline, datasets reads only its own cache.</source>
        <translation>Hub 缓存中的副本（%1）不算数：离线时 datasets 只读取自己的缓存。</translation>
    </message>
    <message>
        <source>Load it once %1, in the Quark environment: python -c &quot;%2&quot; (this fills %3; &quot;hf download --repo-type dataset&quot; alone is not enough).</source>
        <translation>请%1，在 Quark 环境中加载一次数据集：python -c &quot;%2&quot;（这会填充 %3；仅用 &quot;hf download --repo-type dataset&quot; 不够）。</translation>
    </message>
    <message>
        <source>Or calibrate with a dataset that is cached: %1.</source>
        <translation>或者改用已缓存的数据集进行校准：%1。</translation>
    </message>
    <message>
        <source>Choose the model&apos;s folder (the one with config.json and the weights).</source>
        <translation>请选择模型所在的文件夹（包含 config.json 和权重的那个）。</translation>
    </message>
    <message>
        <source>Enter a Hub repository id such as org/name, or a folder.</source>
        <translation>请输入 Hub 仓库 ID（如 org/name）或文件夹。</translation>
    </message>
    <message>
        <source>Complete the folder, or choose one with config.json and all weight files.</source>
        <translation>请补全该文件夹，或选择一个包含 config.json 和全部权重文件的文件夹。</translation>
    </message>
    <message>
        <source>A local folder with config.json and its weights: no download needed.</source>
        <translation>包含 config.json 及其权重的本地文件夹：无需下载。</translation>
    </message>
    <message>
        <source>In the Hugging Face cache at %1 with its weights.</source>
        <translation>已在 Hugging Face 缓存中（%1），且包含权重。</translation>
    </message>
    <message>
        <source>Download it once %1: %2 (a gated model needs a token: HF_TOKEN or &quot;hf auth login&quot;).</source>
        <translation>请%1运行一次下载命令：%2（受限模型需要令牌：HF_TOKEN 或 &quot;hf auth login&quot;）。</translation>
    </message>
    <message>
        <source>Or choose a local folder that holds the model.</source>
        <translation>或者选择一个包含该模型的本地文件夹。</translation>
    </message>
    <message>
        <source>The run would fail: something it needs is neither cached nor downloadable.</source>
        <translation>运行将会失败：所需的某些内容既未缓存，也无法下载。</translation>
    </message>
    <message>
        <source>Some of what the run needs is not cached, and whether the Hub is reachable is not known yet.</source>
        <translation>运行所需的部分内容未缓存，且尚不清楚 Hub 是否可以访问。</translation>
    </message>
    <message>
        <source>The run downloads what is not cached from the Hub.</source>
        <translation>运行时会从 Hub 下载未缓存的内容。</translation>
    </message>
    <message>
        <source>Everything the run needs is cached: it works offline.</source>
        <translation>运行所需的一切均已缓存：可以离线运行。</translation>
    </message>
    <message>
        <source>%1 is set: the Hub is not used even though it is reachable.</source>
        <translation>已设置 %1：即使 Hub 可以访问也不会使用。</translation>
    </message>
    <message>
        <source>%1 is set: the run uses the caches only.</source>
        <translation>已设置 %1：运行只使用缓存。</translation>
    </message>
</context>
<context>
    <name>OutputDirRules</name>
    <message>
        <source>Choose an output folder.</source>
        <translation>请选择输出文件夹。</translation>
    </message>
    <message>
        <source>The output folder was given relative; it resolves to %1 (quark-cli changes its working folder, so the command always gets the absolute path).</source>
        <translation>输出文件夹以相对路径给出；解析为 %1（quark-cli 会切换工作目录，因此命令始终使用绝对路径）。</translation>
    </message>
    <message>
        <source>%1 is inside the model folder %2; choose a folder outside it.</source>
        <translation>%1 位于模型文件夹 %2 内；请选择其外部的文件夹。</translation>
    </message>
    <message>
        <source>%1 is the workspace itself; choose a folder for the quantized model.</source>
        <translation>%1 就是工作区本身；请为量化模型选择一个文件夹。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>%1 already exists and is not empty; choose a new folder so nothing is overwritten.</source>
        <translation>%1 已存在且不为空；请选择新文件夹，以免覆盖任何内容。</translation>
    </message>
    <message>
        <source>%1 is not writable, so %2 cannot be created.</source>
        <translation>%1 不可写，因此无法创建 %2。</translation>
    </message>
    <message>
        <source>%1 is on a read-only file system.</source>
        <translation>%1 位于只读文件系统上。</translation>
    </message>
    <message>
        <source>The free space at %1 could not be read.</source>
        <translation>无法读取 %1 的可用空间。</translation>
    </message>
    <message>
        <source>The model folder %1 is inside %2; choose an output folder that does not contain the model.</source>
        <translation>模型文件夹 %1 位于 %2 内；请选择一个不包含模型的输出文件夹。</translation>
    </message>
    <message>
        <source>%1 is inside the workspace %2 (its logs and history would be written into the export); choose a folder outside the workspace.</source>
        <translation>%1 位于工作区 %2 内（其日志和历史会被写入导出结果）；请选择工作区之外的文件夹。</translation>
    </message>
    <message>
        <source>The workspace %1 is inside %2 (the run log would land inside the export); choose an output folder that does not contain the workspace.</source>
        <translation>工作区 %1 位于 %2 内（运行日志会落入导出结果中）；请选择一个不包含工作区的输出文件夹。</translation>
    </message>
    <message>
        <source>The file system of %1 has %2 free; the export needs about %3.</source>
        <translation>%1 所在的文件系统有 %2 可用空间；导出约需 %3。</translation>
    </message>
</context>
<context>
    <name>OutputVerifier</name>
    <message>
        <source>the header claims %1 bytes but the file has %2</source>
        <translation>头部声明 %1 字节，但文件有 %2 字节</translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation>头部不是 JSON 对象</translation>
    </message>
    <message>
        <source>tensor %1 has the unknown dtype %2</source>
        <translation>张量 %1 的 dtype %2 未知</translation>
    </message>
    <message>
        <source>tensor %1 has invalid data_offsets</source>
        <translation>张量 %1 的 data_offsets 无效</translation>
    </message>
    <message>
        <source>tensor %1 has a shape too large to exist</source>
        <translation>张量 %1 的形状大到不可能存在</translation>
    </message>
    <message>
        <source>tensor %1: %2 bytes of data for its shape and dtype, but its offsets span %3</source>
        <translation>张量 %1：按其形状和 dtype 应有 %2 字节数据，但其偏移跨越 %3 字节</translation>
    </message>
    <message>
        <source>a gap before tensor %1</source>
        <translation>张量 %1 之前有空隙</translation>
    </message>
    <message>
        <source>tensor %1 overlaps the previous one</source>
        <translation>张量 %1 与前一个重叠</translation>
    </message>
    <message>
        <source>the tensors end at byte %1 of a %2-byte data buffer (truncated or padded file)</source>
        <translation>张量在 %2 字节的数据缓冲区中止于第 %1 字节（文件被截断或有填充）</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 为空。</translation>
    </message>
    <message>
        <source>config.json has no quantization_config.</source>
        <translation>config.json 没有 quantization_config。</translation>
    </message>
    <message>
        <source>config.json has a quark quantization_config.</source>
        <translation>config.json 含有 quark 的 quantization_config。</translation>
    </message>
    <message>
        <source>Weights are %1, as %2 implies.</source>
        <translation>权重为 %1，与 %2 一致。</translation>
    </message>
    <message>
        <source>Weights are &quot;%1&quot;, but %2 implies %3.</source>
        <translation>权重为“%1”，但 %2 意味着 %3。</translation>
    </message>
    <message>
        <source>The plan excludes modules but the export&apos;s exclude list is empty.</source>
        <translation>计划排除了一些模块，但导出结果的 exclude 列表为空。</translation>
    </message>
    <message>
        <source>exclude: %1</source>
        <translation>exclude：%1</translation>
    </message>
    <message>
        <source>KV-cache quantization was planned but kv_cache_quant_config is empty.</source>
        <translation>计划了 KV 缓存量化，但 kv_cache_quant_config 为空。</translation>
    </message>
    <message>
        <source>kv_cache_quant_config is present.</source>
        <translation>kv_cache_quant_config 存在。</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) are stored in more than one shard</source>
        <translation>
            <numerusform>%n 个张量存储在多个分片中</numerusform>
        </translation>
    </message>
    <message>
        <source>No *.safetensors file.</source>
        <translation>没有 *.safetensors 文件。</translation>
    </message>
    <message>
        <source>%1 shard(s), %2 tensors, every header valid.</source>
        <translation>%1 个分片，%2 个张量，所有头部均有效。</translation>
    </message>
    <message>
        <source>%1 is named but missing</source>
        <translation>%1 已列出但缺失</translation>
    </message>
    <message>
        <source>%1 tensor(s) of the index are in no shard</source>
        <translation>索引中的 %1 个张量不在任何分片中</translation>
    </message>
    <message>
        <source>%1 tensor(s) are missing from the index</source>
        <translation>索引中缺少 %1 个张量</translation>
    </message>
    <message>
        <source>The index names every tensor of the %1 shard(s).</source>
        <translation>索引列出了 %1 个分片中的所有张量。</translation>
    </message>
    <message>
        <source>%1 shards but no model.safetensors.index.json.</source>
        <translation>有 %1 个分片，但没有 model.safetensors.index.json。</translation>
    </message>
    <message>
        <source>No weight is stored in a quantized dtype.</source>
        <translation>没有任何权重以量化 dtype 存储。</translation>
    </message>
    <message>
        <source>%1 quantized weights but no weight_scale.</source>
        <translation>有 %1 个量化权重，但没有 weight_scale。</translation>
    </message>
    <message>
        <source>%1 quantized weights, %2 weight_scale, %3 input_scale, %4 output_scale.</source>
        <translation>%1 个量化权重，%2 个 weight_scale，%3 个 input_scale，%4 个 output_scale。</translation>
    </message>
    <message>
        <source>KV-cache quantization was planned but no k/v output_scale tensor exists.</source>
        <translation>计划了 KV 缓存量化，但不存在 k/v 的 output_scale 张量。</translation>
    </message>
    <message>
        <source>Tokenizer files are missing (tokenizer.json or tokenizer.model, and tokenizer_config.json).</source>
        <translation>缺少分词器文件（tokenizer.json 或 tokenizer.model，以及 tokenizer_config.json）。</translation>
    </message>
    <message>
        <source>Tokenizer files are present.</source>
        <translation>分词器文件齐全。</translation>
    </message>
    <message>
        <source>No generation_config.json (fine if the source had none).</source>
        <translation>没有 generation_config.json（如果源模型也没有则无妨）。</translation>
    </message>
    <message>
        <source>%1 is in %2, the index says %3</source>
        <translation>%1 位于 %2，而索引写的是 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) are not in the shard the index names (%1)</source>
        <translation>
            <numerusform>%n 个张量不在索引所指的分片中（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.weight is %2, %3 stores %4</source>
        <translation>%1.weight 为 %2，而 %3 应存储为 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n quantized weight(s) are not stored as their scheme implies (%1).</source>
        <translation>
            <numerusform>%n 个量化权重的存储方式与其方案不符（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 quantized module(s), each weight stored as its scheme implies.</source>
        <translation>%1 个量化模块，每个权重的存储方式均与其方案一致。</translation>
    </message>
    <message>
        <source>%1 module(s) matching the exclusions kept their original dtype.</source>
        <translation>%1 个匹配排除项的模块保留了原始 dtype。</translation>
    </message>
    <message>
        <source>The override %1 → %2 is not in the export&apos;s layer_quant_config.</source>
        <translation>覆盖规则 %1 → %2 不在导出结果的 layer_quant_config 中。</translation>
    </message>
    <message>
        <source>The override %1 → %2 is recorded, but no module is stored as %2 (all matches excluded, or none matched).</source>
        <translation>覆盖规则 %1 → %2 已记录，但没有模块以 %2 存储（匹配项均被排除，或没有任何匹配）。</translation>
    </message>
    <message>
        <source>%1 → %2: %3 module(s).</source>
        <translation>%1 → %2：%3 个模块。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; at most %3 are read from it, so it was not read.</source>
        <translation>%1 大小为 %2 字节；最多只读取其中 %3 字节，因此未读取。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes, so it was not read.</source>
        <translation>%1 大于 %2 字节，因此未读取。</translation>
    </message>
    <message>
        <source>%1 holds entries that are not regular files (FIFOs, devices or sockets, perhaps behind symlinks), which were not read: %2. Remove them; an export holds plain files.</source>
        <translation>%1 包含不是普通文件的条目（FIFO、设备或套接字，可能位于符号链接之后），这些条目未读取：%2。请删除它们；导出结果只包含普通文件。</translation>
    </message>
    <message>
        <source>%1 is a symlink that leads outside %2; an export holds its own files.</source>
        <translation>%1 是指向 %2 之外的符号链接；导出结果应只包含自己的文件。</translation>
    </message>
    <message>
        <source>quantization_config.quant_method is %1, not &quot;quark&quot;.</source>
        <translation>quantization_config.quant_method 为 %1，而不是“quark”。</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it was not read</source>
        <translation>%1 不是普通文件，因此未读取</translation>
    </message>
    <message>
        <source>%1 is a symlink that leads outside the output folder (to %2)</source>
        <translation>%1 是指向输出文件夹之外的符号链接（指向 %2）</translation>
    </message>
    <message>
        <source>an empty shard name</source>
        <translation>空的分片名称</translation>
    </message>
    <message>
        <source>%1 is an absolute path (an index names its shards relative to its own folder)</source>
        <translation>%1 是绝对路径（索引应以相对于其所在文件夹的路径命名分片）</translation>
    </message>
    <message>
        <source>%1 leads outside the output folder</source>
        <translation>%1 指向输出文件夹之外</translation>
    </message>
    <message>
        <source>%1 is a symlink that leads outside the output folder</source>
        <translation>%1 是指向输出文件夹之外的符号链接</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>%1 is not a *.safetensors file of the output folder</source>
        <translation>%1 不是输出文件夹中的 *.safetensors 文件</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另外 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>shards named in the index: %1</source>
        <translation>索引中列出的分片：%1</translation>
    </message>
    <message>
        <source>no file</source>
        <translation>无文件</translation>
    </message>
    <message>
        <source>%1.weight is %2</source>
        <translation>%1.weight 为 %2</translation>
    </message>
    <message>
        <source>dtype not checked for this scheme: %1 (its storage dtype was not verified against a real export).</source>
        <translation>未针对此方案检查 dtype：%1（其存储 dtype 尚未对照真实导出结果验证）。</translation>
    </message>
    <message numerus="yes">
        <source>%n excluded module(s) were quantized anyway (e.g. %1)</source>
        <translation>
            <numerusform>%n 个被排除的模块仍被量化了（例如 %1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n excluded module(s) are not in a floating-point dtype (e.g. %1)</source>
        <translation>
            <numerusform>%n 个被排除的模块不是浮点 dtype（例如 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights are %1, as %2 implies (global_quant_config.weight: %3).</source>
        <translation>权重为 %1，与 %2 一致（global_quant_config.weight：%3）。</translation>
    </message>
    <message>
        <source>global_quant_config.weight lists %1, but a real %2 export lists [%3].</source>
        <translation>global_quant_config.weight 列出的是 %1，但真实的 %2 导出结果列出的是 [%3]。</translation>
    </message>
    <message>
        <source>%1.weight_scale is %2, %3 stores %4</source>
        <translation>%1.weight_scale 为 %2，而 %3 应存储为 %4</translation>
    </message>
    <message>
        <source>%1 has no %2, which %3 writes for every quantized module</source>
        <translation>%1 没有 %2，而 %3 会为每个量化模块写出它</translation>
    </message>
    <message>
        <source>Real %1 exports load in transformers (tried with %2).</source>
        <translation>真实的 %1 导出结果可以在 transformers 中加载（已用 %2 尝试）。</translation>
    </message>
    <message>
        <source>transformers cannot load a %1 export as Quark writes it (tried with %2): %3 Serve it with a runtime that reads this format, or choose a scheme that loads (fp8, ptpc_fp8, int8, the int4/uint4 schemes, mxfp4, mxfp6 or amdfp4).</source>
        <translation>transformers 无法加载 Quark 写出的 %1 导出（使用 %2 试过）：%3 请用能读取此格式的运行时部署，或选择可以加载的方案（fp8、ptpc_fp8、int8、int4/uint4 方案、mxfp4、mxfp6 或 amdfp4）。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), every one empty (0 bytes): %1. A full disk leaves an export like this.</source>
        <translation>
            <numerusform>%n 个文件，全部为空（0 字节）：%1。磁盘已满时导出就会是这样。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of %1 are empty (0 bytes): %2. An export writes no empty file; a full disk leaves them.</source>
        <translation>
            <numerusform>%1 个文件中有 %n 个为空（0 字节）：%2。导出不会写出空文件；磁盘已满时才会留下空文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokenizer files are empty (0 bytes): %1.</source>
        <translation>分词器文件为空（0 字节）：%1。</translation>
    </message>
    <message>
        <source>generation_config.json is empty (0 bytes).</source>
        <translation>generation_config.json 为空（0 字节）。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1.</source>
        <translation>
            <numerusform>%n 个文件，%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The weight files are %1 of the source&apos;s (%2): far below the %3 that even a fully quantized %4 export keeps. The export is truncated or empty.</source>
        <translation>权重文件（%2）只有源模型的 %1 倍：远低于即使完全量化的 %4 导出也会保留的 %3 倍。导出被截断或为空。</translation>
    </message>
    <message>
        <source>The weight files are %1 of the source&apos;s (%2).</source>
        <translation>权重文件（%2）是源模型的 %1 倍。</translation>
    </message>
</context>
<context>
    <name>PathText</name>
    <message>
        <source>%1 (&quot;%2&quot;) is not valid UTF-8. PTQ Studio reads file and folder names as UTF-8 and would use a different path than the one named; rename it to a UTF-8 name (or point to it through a symlink that has one).</source>
        <translation>%1（“%2”）不是有效的 UTF-8。PTQ Studio 以 UTF-8 读取文件和文件夹名称，因而会使用与所指定不同的路径；请将其重命名为 UTF-8 名称（或通过一个使用 UTF-8 名称的符号链接指向它）。</translation>
    </message>
    <message>
        <source>The folder %1 holds &quot;%2&quot;, whose name is not valid UTF-8. PTQ Studio reads file and folder names as UTF-8 and would use a different path (%3) than the one chosen; rename it to a UTF-8 name (or point to it through a symlink that has one).</source>
        <translation>文件夹 %1 中有“%2”，其名称不是有效的 UTF-8。PTQ Studio 以 UTF-8 读取文件和文件夹名称，因而会使用与所选不同的路径（%3）；请将其重命名为 UTF-8 名称（或通过一个使用 UTF-8 名称的符号链接指向它）。</translation>
    </message>
</context>
<context>
    <name>PipProgress</name>
    <message>
        <source>pip stopped with exit code %1.</source>
        <translation>pip 已停止，退出码为 %1。</translation>
    </message>
    <message>
        <source>a package</source>
        <translation>某个软件包</translation>
    </message>
    <message>
        <source>No release of %1 was found on the package index. Check the package name and version, or choose a version the index offers.</source>
        <translation>在软件包索引中未找到 %1 的任何版本。请检查软件包名称和版本，或选择索引提供的版本。</translation>
    </message>
    <message>
        <source>No release of %1 was found on %2. Check the package name and version, and that this index carries it.</source>
        <translation>在 %2 上未找到 %1 的任何版本。请检查软件包名称和版本，以及该索引是否提供此软件包。</translation>
    </message>
    <message>
        <source>%1 cannot be installed together: their dependencies conflict. Loosen or remove one of the version pins and try again.</source>
        <translation>%1 无法一起安装：它们的依赖相互冲突。请放宽或移除其中一个版本固定，然后重试。</translation>
    </message>
    <message>
        <source>Could not reach %1 to install %2. Check the network connection, the proxy and the index URL, then try again.</source>
        <translation>无法连接 %1 来安装 %2。请检查网络连接、代理和索引 URL，然后重试。</translation>
    </message>
    <message>
        <source>the package index</source>
        <translation>软件包索引</translation>
    </message>
    <message>
        <source>The disk ran out of space while installing %1. Free some space where the environment and the temporary folder live, then try again.</source>
        <translation>安装 %1 时磁盘空间不足。请在环境和临时文件夹所在的位置释放一些空间，然后重试。</translation>
    </message>
    <message>
        <source>The download of %1 does not match the hash it must have, so it was not installed. Check the pinned hashes or the mirror, then try again.</source>
        <translation>下载的 %1 与其应有的哈希值不符，因此未安装。请检查固定的哈希值或镜像，然后重试。</translation>
    </message>
    <message>
        <source>The download of %1 from %2 does not match the hash it must have, so it was not installed. Check the pinned hashes or the mirror, then try again.</source>
        <translation>从 %2 下载的 %1 与其应有的哈希值不符，因此未安装。请检查固定的哈希值或镜像，然后重试。</translation>
    </message>
    <message>
        <source>%1 does not support this environment&apos;s Python. Use a Python it supports, or choose a release of it that supports this Python.</source>
        <translation>%1 不支持此环境的 Python。请使用它支持的 Python，或选择该软件包中支持此 Python 的版本。</translation>
    </message>
    <message>
        <source>%1 needs Python %2, which this environment does not have. Use a Python it supports, or choose a release of it that supports this Python.</source>
        <translation>%1 需要 Python %2，而此环境没有。请使用它支持的 Python，或选择该软件包中支持此 Python 的版本。</translation>
    </message>
    <message>
        <source>This pip does not know &quot;--progress-bar raw&quot; (it needs pip 24.1 or newer). Upgrade pip in the environment, or run without that option.</source>
        <translation>此 pip 不支持 &quot;--progress-bar raw&quot;（需要 pip 24.1 或更高版本）。请在该环境中升级 pip，或不使用该选项运行。</translation>
    </message>
    <message>
        <source>Building %1 from source failed: %2 Install what it needs to build, or choose a release with a ready-made wheel.</source>
        <translation>从源码构建 %1 失败：%2 请安装构建所需的依赖，或选择带有预编译 wheel 的版本。</translation>
    </message>
    <message>
        <source>pip failed while installing %1: %2 See the log for the details.</source>
        <translation>pip 安装 %1 失败：%2 详情请查看日志。</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>Finding packages</source>
        <translation>正在查找软件包</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>正在下载</translation>
    </message>
    <message>
        <source>Using cached files</source>
        <translation>正在使用缓存文件</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>正在构建</translation>
    </message>
    <message>
        <source>Installing</source>
        <translation>正在安装</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>uv stopped with exit code %1.</source>
        <translation>uv 以退出码 %1 结束。</translation>
    </message>
    <message>
        <source>uv failed while installing %1: %2 See the log for the details.</source>
        <translation>uv 安装 %1 时失败：%2 详情请见日志。</translation>
    </message>
</context>
<context>
    <name>PlanStep</name>
    <message>
        <source>Confirm the analysis first: %1</source>
        <translation>请先确认分析：%1</translation>
    </message>
    <message>
        <source>The plan was made from a different model analysis; review it again.</source>
        <translation>计划是根据另一份模型分析生成的；请重新检查。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>model_analysis.json was written again since, by a new analysis or a new confirmation</source>
        <translation>model_analysis.json 此后已被重新写入（重新分析或重新确认）</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>the installed quark-cli (%1)</source>
        <translation>已安装的 quark-cli（%1）</translation>
    </message>
    <message>
        <source>quark-cli %1 (catalog; no quark-cli was asked)</source>
        <translation>quark-cli %1（目录；未询问 quark-cli）</translation>
    </message>
    <message>
        <source>The model analysis is not confirmed: confirm Checkpoint 1 first.</source>
        <translation>模型分析尚未确认：请先确认检查点 1。</translation>
    </message>
    <message>
        <source>Choose a quantization scheme.</source>
        <translation>请选择量化方案。</translation>
    </message>
    <message>
        <source> It is a ≤0.10 name; %1 calls it &quot;%2&quot;.</source>
        <translation> 这是 ≤0.10 的名称；%1 称其为“%2”。</translation>
    </message>
    <message>
        <source> This quark-cli uses the older name &quot;%1&quot;.</source>
        <translation> 此 quark-cli 使用旧名称“%1”。</translation>
    </message>
    <message>
        <source>%1 does not accept the scheme &quot;%2&quot;.%3</source>
        <translation>%1 不接受方案“%2”。%3</translation>
    </message>
    <message>
        <source>Global scheme</source>
        <translation>全局方案</translation>
    </message>
    <message>
        <source>Serving target</source>
        <translation>部署目标</translation>
    </message>
    <message>
        <source>%1 runs %2 natively.</source>
        <translation>%1 原生运行 %2。</translation>
    </message>
    <message>
        <source>%1 has no native support for %2: Quark quantizes it, but serving there is emulated (slower).</source>
        <translation>%1 不原生支持 %2：Quark 可以量化，但在该平台上部署时是模拟执行（较慢）。</translation>
    </message>
    <message>
        <source>%1 has no --kv_cache_dtype option.</source>
        <translation>%1 没有 --kv_cache_dtype 选项。</translation>
    </message>
    <message>
        <source>KV-cache quantization needs the KV layers of a Quark template; &quot;%1&quot; has none.</source>
        <translation>KV 缓存量化需要 Quark 模板中的 KV 层；“%1”没有。</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>FP8 is the only KV-cache scheme Quark implements; it calibrates the k/v projection outputs.</source>
        <translation>FP8 是 Quark 实现的唯一 KV 缓存方案；它校准 k/v 投影的输出。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Not requested: the KV cache stays in the model&apos;s dtype.</source>
        <translation>未请求：KV 缓存保持模型的 dtype。</translation>
    </message>
    <message>
        <source>&quot;quarot&quot; is listed by --help but rejected since 0.11; use &quot;rotation&quot;.</source>
        <translation>“quarot”在 --help 中列出，但自 0.11 起被拒绝；请使用“rotation”。</translation>
    </message>
    <message>
        <source>%1 has no algorithm &quot;%2&quot;.</source>
        <translation>%1 没有算法“%2”。</translation>
    </message>
    <message>
        <source>Quark has no built-in %1 configuration for &quot;%2&quot;; it would fail after loading the model.</source>
        <translation>Quark 没有针对“%2”的内置 %1 配置；它会在加载模型后失败。</translation>
    </message>
    <message>
        <source>%1 is for INT4/UINT4 weight-only schemes, not &quot;%2&quot;.</source>
        <translation>%1 用于 INT4/UINT4 仅权重方案，不适用于“%2”。</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>None chosen. For the most accurate INT4, AWQ or GPTQ would help where Quark has a config.</source>
        <translation>未选择。若要最精确的 INT4，在 Quark 有相应配置时，AWQ 或 GPTQ 会有帮助。</translation>
    </message>
    <message>
        <source>Plain quantization: no pre-quantization algorithm.</source>
        <translation>普通量化：不使用预量化算法。</translation>
    </message>
    <message>
        <source>Applied in this order; Quark has a built-in configuration for %1.</source>
        <translation>按此顺序应用；Quark 有 %1 的内置配置。</translation>
    </message>
    <message>
        <source>--multi_device supports plain quantization only; drop the algorithm or use more GPUs.</source>
        <translation>--multi_device 只支持普通量化；请去掉算法或使用更多 GPU。</translation>
    </message>
    <message>
        <source>--multi_device: layers may spill to CPU memory; slow, no algorithms.</source>
        <translation>--multi_device：层可能溢出到 CPU 内存；较慢，不能用算法。</translation>
    </message>
    <message>
        <source>CPU only: very slow for large models.</source>
        <translation>仅 CPU：大模型会非常慢。</translation>
    </message>
    <message>
        <source>One accelerator (the model is spread over all visible GPUs by device_map=auto; pin with HIP_VISIBLE_DEVICES / CUDA_VISIBLE_DEVICES).</source>
        <translation>一个加速器（模型通过 device_map=auto 分布到所有可见 GPU；可用 HIP_VISIBLE_DEVICES / CUDA_VISIBLE_DEVICES 指定）。</translation>
    </message>
    <message>
        <source>The device strategy is single, multi or cpu, not &quot;%1&quot;.</source>
        <translation>设备策略应为 single、multi 或 cpu，而不是“%1”。</translation>
    </message>
    <message>
        <source>Device strategy</source>
        <translation>设备策略</translation>
    </message>
    <message>
        <source>%1 does not accept the calibration dataset &quot;%2&quot;.</source>
        <translation>%1 不接受校准数据集“%2”。</translation>
    </message>
    <message>
        <source>ScienceQA is accepted by --help but not implemented by quark-cli (NotImplementedError).</source>
        <translation>--help 接受 ScienceQA，但 quark-cli 并未实现它（NotImplementedError）。</translation>
    </message>
    <message>
        <source>Calibration dataset</source>
        <translation>校准数据集</translation>
    </message>
    <message>
        <source>The CLI default (mit-han-lab/pile-val-backup).</source>
        <translation>CLI 默认值（mit-han-lab/pile-val-backup）。</translation>
    </message>
    <message>
        <source>Changed from the CLI default pileval.</source>
        <translation>已从 CLI 默认值 pileval 更改。</translation>
    </message>
    <message>
        <source>Samples, sequence length and batch size must be at least 1.</source>
        <translation>样本数、序列长度和批大小至少为 1。</translation>
    </message>
    <message>
        <source>A batch of %1 with %2 samples gives zero calibration batches.</source>
        <translation>批大小 %1、样本数 %2 时校准批次为零。</translation>
    </message>
    <message>
        <source>A sequence length of %1 is above the model&apos;s maximum of %2.</source>
        <translation>序列长度 %1 超过模型的最大值 %2。</translation>
    </message>
    <message>
        <source>The CLI default.</source>
        <translation>CLI 默认值。</translation>
    </message>
    <message>
        <source>Changed from the CLI default %1.</source>
        <translation>已从 CLI 默认值 %1 更改。</translation>
    </message>
    <message>
        <source>Calibration samples</source>
        <translation>校准样本数</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Quantize everything: lm_head and every router are quantized too (an empty --exclude_layers).</source>
        <translation>全部量化：lm_head 和所有路由器也会被量化（--exclude_layers 为空）。</translation>
    </message>
    <message>
        <source>Exclusions</source>
        <translation>排除项</translation>
    </message>
    <message>
        <source>Explicitly chosen: nothing is excluded, lm_head included.</source>
        <translation>明确选择：不排除任何内容，包括 lm_head。</translation>
    </message>
    <message>
        <source>template defaults</source>
        <translation>模板默认值</translation>
    </message>
    <message>
        <source>An empty exclusion list disables every exclusion; choose &quot;quantize everything&quot; explicitly if that is meant.</source>
        <translation>空的排除列表会取消所有排除；如果确实如此，请明确选择“全部量化”。</translation>
    </message>
    <message>
        <source>Your list replaces the template defaults (all kept).</source>
        <translation>您的列表替换了模板默认值（全部保留）。</translation>
    </message>
    <message>
        <source>Your list replaces the template defaults; dropped: %1.</source>
        <translation>您的列表替换了模板默认值；去掉了：%1。</translation>
    </message>
    <message>
        <source>template defaults: %1</source>
        <translation>模板默认值：%1</translation>
    </message>
    <message>
        <source>Template exclusions dropped by your list: %1.</source>
        <translation>您的列表去掉的模板排除项：%1。</translation>
    </message>
    <message>
        <source>Quark&apos;s template defaults for %1; --exclude_layers is not passed, so they apply.</source>
        <translation>%1 的 Quark 模板默认值；未传入 --exclude_layers，因此它们生效。</translation>
    </message>
    <message>
        <source>An override needs a pattern.</source>
        <translation>覆盖规则需要一个模式。</translation>
    </message>
    <message>
        <source>%1 does not accept the override scheme &quot;%2&quot; (for &quot;%3&quot;).</source>
        <translation>%1 不接受覆盖方案“%2”（用于“%3”）。</translation>
    </message>
    <message>
        <source>The pattern &quot;%1&quot; is overridden twice.</source>
        <translation>模式“%1”被覆盖了两次。</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>覆盖规则</translation>
    </message>
    <message>
        <source>One --layer_quant_scheme each; the first matching pattern wins, exclusions still win.</source>
        <translation>每条一个 --layer_quant_scheme；第一个匹配的模式生效，排除项仍然优先。</translation>
    </message>
    <message>
        <source>Evaluation is none, smoke or full, not &quot;%1&quot;.</source>
        <translation>评估应为 none、smoke 或 full，而不是“%1”。</translation>
    </message>
    <message>
        <source>%1 does not accept the evaluation dataset &quot;%2&quot;.</source>
        <translation>%1 不接受评估数据集“%2”。</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Running repository code was not accepted at Checkpoint 1; accept it there first.</source>
        <translation>检查点 1 未允许运行仓库代码；请先在那里允许。</translation>
    </message>
    <message>
        <source>Remote code</source>
        <translation>远程代码</translation>
    </message>
    <message>
        <source>Accepted at Checkpoint 1: --no_trust_remote_code is not passed.</source>
        <translation>已在检查点 1 允许：不传入 --no_trust_remote_code。</translation>
    </message>
    <message>
        <source>--no_trust_remote_code is passed (quark-cli trusts remote code otherwise).</source>
        <translation>传入 --no_trust_remote_code（否则 quark-cli 会信任远程代码）。</translation>
    </message>
    <message>
        <source>The model asks for remote code; without it loading may fail.</source>
        <translation>模型需要远程代码；没有它加载可能失败。</translation>
    </message>
    <message>
        <source>quark-cli</source>
        <translation>quark-cli</translation>
    </message>
    <message>
        <source>No quark-cli found: checked against the built-in catalog of the newest known version.</source>
        <translation>未找到 quark-cli：已对照最新已知版本的内置目录检查。</translation>
    </message>
    <message>
        <source>the installed quark-cli (amd-quark %1)</source>
        <translation>已安装的 quark-cli（amd-quark %1）</translation>
    </message>
    <message>
        <source>Checked against %1 --help and the installed Quark API (amd-quark %2: schemes, algorithms per model type).</source>
        <translation>已对照 %1 --help 和已安装的 Quark API 检查（amd-quark %2：方案、各模型类型的算法）。</translation>
    </message>
    <message>
        <source>Checked against %1 --help; the installed Quark API could not be asked (%2), so scheme names and algorithm support come from the built-in catalog.</source>
        <translation>已对照 %1 --help 检查；无法询问已安装的 Quark API（%2），因此方案名称和算法支持信息来自内置目录。</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>未尝试</translation>
    </message>
    <message>
        <source>FP8 halves the weights and the matrix multiplies run natively, with little accuracy loss.</source>
        <translation>FP8 将权重减半，矩阵乘法原生运行，精度损失很小。</translation>
    </message>
    <message>
        <source>per-channel weights and per-token activations keep the most accuracy of the 8-bit formats, and need no calibration of activation scales.</source>
        <translation>按通道的权重和按 token 的激活在 8 位格式中保留的精度最高，且无需校准激活的缩放因子。</translation>
    </message>
    <message>
        <source>8-bit integers stay closest to the original model without FP8 hardware.</source>
        <translation>在没有 FP8 硬件时，8 位整数最接近原始模型。</translation>
    </message>
    <message>
        <source>8-bit integers run natively without FP8 hardware.</source>
        <translation>8 位整数无需 FP8 硬件即可原生运行。</translation>
    </message>
    <message>
        <source>4-bit weights with zero points quarter the weight memory and lose less than symmetric INT4; add AWQ to recover accuracy.</source>
        <translation>带零点的 4 位权重将权重内存降至四分之一，损失小于对称 INT4；加入 AWQ 可恢复精度。</translation>
    </message>
    <message>
        <source>4-bit weights quarter the weight memory, which speeds up memory-bound decoding; add AWQ or GPTQ to recover accuracy.</source>
        <translation>4 位权重将权重内存降至四分之一，可加速受内存带宽限制的解码；加入 AWQ 或 GPTQ 可恢复精度。</translation>
    </message>
    <message>
        <source>MXFP4 is native on MI350/MI355: a quarter of the memory and the fastest matrix multiplies.</source>
        <translation>MXFP4 在 MI350/MI355 上原生支持：内存仅需四分之一，矩阵乘法最快。</translation>
    </message>
    <message>
        <source>NVFP4 is Blackwell&apos;s native 4-bit format: a quarter of the memory.</source>
        <translation>NVFP4 是 Blackwell 的原生 4 位格式：内存仅需四分之一。</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>Most accurate</source>
        <translation>最精确</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>%1, no serving target chosen: %2</source>
        <translation>%1，未选择部署目标：%2</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 在 %2 上：%3</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>Recommends %1: %2</source>
        <translation>推荐 %1：%2</translation>
    </message>
    <message>
        <source>Recommended for this target and priority.</source>
        <translation>针对此目标和优先级的推荐。</translation>
    </message>
    <message>
        <source>The recommendation for this target and priority is %1.</source>
        <translation>此目标和优先级下的推荐是 %1。</translation>
    </message>
    <message>
        <source>Choose a scheme that exports, such as fp8 or mxfp4.</source>
        <translation>请选择可以导出的方案，例如 fp8 或 mxfp4。</translation>
    </message>
    <message>
        <source> (override for &quot;%1&quot;)</source>
        <translation>（“%1”的覆盖规则）</translation>
    </message>
    <message>
        <source>%1: %2 inputs (%3), not a multiple of %4</source>
        <translation>%1：%2 个输入（%3），不是 %4 的倍数</translation>
    </message>
    <message>
        <source>Choose a per-channel scheme, or exclude these layers.</source>
        <translation>请选择按通道的方案，或排除这些层。</translation>
    </message>
    <message>
        <source>Choose %1 (group %2 divides every width), or exclude these layers.</source>
        <translation>请选择 %1（分组 %2 能整除每个宽度），或排除这些层。</translation>
    </message>
    <message>
        <source>Choose %1 (per channel: no group), or exclude these layers.</source>
        <translation>请选择 %1（按通道：不分组），或排除这些层。</translation>
    </message>
    <message>
        <source>Quark would stop with &quot;not divisible by group_size&quot; after loading the model.</source>
        <translation>Quark 会在加载模型后以 &quot;not divisible by group_size&quot; 停止。</translation>
    </message>
    <message>
        <source>%1%2 quantizes input channels in groups of %3, which must divide each quantized layer&apos;s input width, but %4. %5 %6</source>
        <translation>%1%2 按每组 %3 个对输入通道进行量化，组大小必须能整除每个被量化层的输入宽度，但 %4。%5 %6</translation>
    </message>
    <message>
        <source>quark-cli sets the tokenizer&apos;s pad and end-of-text token to id %1 for model type &quot;%2&quot; (get_tokenizer in quark/torch/utils/llm/model_preparation.py), but config.json gives vocab_size %3, so that token does not exist and the run would fail in its Tokenizer stage after loading the model. No quark-cli option changes this: choose a checkpoint whose vocabulary reaches id %1 (Qwen2 and Qwen2.5 have 151,936 or more), or a model whose config.json has another model_type.</source>
        <translation>对于模型类型“%2”，quark-cli 会把分词器的 pad token 和 end-of-text token 设为 ID %1（quark/torch/utils/llm/model_preparation.py 中的 get_tokenizer），但 config.json 给出的 vocab_size 为 %3，因此该 token 不存在，运行会在加载模型后的 Tokenizer 阶段失败。没有任何 quark-cli 选项能改变这一点：请选择词表能达到 ID %1 的模型检查点（Qwen2 和 Qwen2.5 有 151,936 或更多），或 config.json 中 model_type 不同的模型。</translation>
    </message>
    <message>
        <source>Choose %1 instead, or mxfp4 for the smallest MX model.</source>
        <translation>请改选 %1，或选 mxfp4 以得到最小的 MX 模型。</translation>
    </message>
    <message>
        <source>%1 lists the scheme &quot;%2&quot;%3, but Quark cannot export it: a real run calibrates the model and then stops in Quark&apos;s exporter, with nothing written. %4</source>
        <translation>%1 列出了方案“%2”%3，但 Quark 无法导出它：真实运行会先校准模型，然后在 Quark 的导出器中停止，不写出任何内容。%4</translation>
    </message>
    <message>
        <source>The accuracy threshold is a perplexity ratio from 1.0 to 10.0 (1.05: the quantized model may be 5% worse than the original), not %1.</source>
        <translation>精度阈值是 1.0 到 10.0 之间的困惑度比值（1.05：量化模型可以比原始模型差 5%），而不是 %1。</translation>
    </message>
    <message>
        <source>Accuracy threshold</source>
        <translation>精度阈值</translation>
    </message>
    <message>
        <source>Set here: the quantized model&apos;s perplexity may be at most %1× the original&apos;s, measured on the same data after the export.</source>
        <translation>在此设定：量化模型的困惑度最多可为原始模型的 %1×，在导出后于相同数据上测量。</translation>
    </message>
    <message>
        <source>The tensor-parallel size is from 1 to %1, not %2.</source>
        <translation>张量并行大小应在 1 到 %1 之间，而不是 %2。</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>张量并行大小</translation>
    </message>
    <message>
        <source>Served on one GPU (vllm serve --tensor-parallel-size 1).</source>
        <translation>在一块 GPU 上部署（vllm serve --tensor-parallel-size 1）。</translation>
    </message>
    <message>
        <source>Served over %1 GPUs (vllm serve --tensor-parallel-size %1): each shard holds 1/%1 of every split layer, so its widths must divide.</source>
        <translation>在 %1 块 GPU 上部署（vllm serve --tensor-parallel-size %1）：每个分片持有每个被拆分层的 1/%1，因此这些层的宽度必须能被整除。</translation>
    </message>
    <message>
        <source>The default for the priority %1: the quantized model&apos;s perplexity may be at most %2× the original&apos;s, measured on the same data after the export.</source>
        <translation>优先级 %1 的默认值：量化模型的困惑度最多可为原模型的 %2 倍，导出后在相同数据上测量。</translation>
    </message>
    <message>
        <source>--skip_evaluation: the run ends at the exported model, with no accuracy verdict.</source>
        <translation>--skip_evaluation：运行在导出模型处结束，没有精度判定。</translation>
    </message>
    <message>
        <source>Wikitext perplexity after export (2048-token windows), compared with the original&apos;s for the accuracy verdict; a failure there does not undo a complete export.</source>
        <translation>导出后计算 Wikitext 困惑度（2048 词元窗口），并与原模型的困惑度比较以给出精度判定；其中的失败不会使完整的导出失效。</translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <source>The export folder %1 is not there.</source>
        <translation>导出文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>The export folder %1 holds no files to upload.</source>
        <translation>导出文件夹 %1 中没有可上传的文件。</translation>
    </message>
    <message>
        <source>No Hugging Face token was found: PTQ Studio looks in HF_TOKEN, HUGGING_FACE_HUB_TOKEN, then the file %1. Log in with &quot;hf auth login&quot; in the run&apos;s environment (a token with write access), or set HF_TOKEN.</source>
        <translation>未找到 Hugging Face 令牌：PTQ Studio 依次查找 HF_TOKEN、HUGGING_FACE_HUB_TOKEN，然后是文件 %1。请在运行所用的环境中用“hf auth login”登录（使用具有写入权限的令牌），或设置 HF_TOKEN。</translation>
    </message>
    <message>
        <source>The token is not sent to %1: that is plain http to another machine, where anyone on the way can read it. Use an https endpoint, or set PTQ_ALLOW_INSECURE_ENDPOINT=1 to send it anyway.</source>
        <translation>不会将令牌发送到 %1：那是通往另一台机器的明文 http，途中任何人都能读取它。请使用 https 端点，或设置 PTQ_ALLOW_INSECURE_ENDPOINT=1 以仍然发送。</translation>
    </message>
    <message>
        <source>Type the repository as namespace/name: your user name or an organization, a slash, then the model&apos;s name.</source>
        <translation>请以 namespace/name 的形式输入仓库：您的用户名或组织名，一个斜杠，然后是模型名称。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a repository id: write it as namespace/name (your user name or an organization, a slash, then the model&apos;s name).</source>
        <translation>“%1”不是仓库 ID：请写成 namespace/name（您的用户名或组织名，一个斜杠，然后是模型名称）。</translation>
    </message>
    <message>
        <source>the namespace</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is %3 characters long; the Hub allows at most 96.</source>
        <translation>“%1”：%2长 %3 个字符；Hub 最多允许 96 个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 may hold only letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;.</source>
        <translation>“%1”：%2只能包含字母、数字、&apos;-&apos;、&apos;_&apos; 和 &apos;.&apos;。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the Hub does not allow &quot;--&quot; or &quot;..&quot; in %2.</source>
        <translation>“%1”：Hub 不允许%2中出现“--”或“..”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 may not start or end with &apos;-&apos; or &apos;.&apos;.</source>
        <translation>“%1”：%2不能以 &apos;-&apos; 或 &apos;.&apos; 开头或结尾。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the Hub does not allow a name ending in &quot;.git&quot;.</source>
        <translation>“%1”：Hub 不允许名称以“.git”结尾。</translation>
    </message>
    <message>
        <source>Nothing to publish: the run has not succeeded (run_manifest.yaml records it as %1).</source>
        <translation>没有可发布的内容：运行未成功（run_manifest.yaml 将其记录为 %1）。</translation>
    </message>
    <message>
        <source>Nothing to publish: the export was not verified as usable (run_manifest.yaml records the verification as %1).</source>
        <translation>没有可发布的内容：导出未被验证为可用（run_manifest.yaml 将验证记录为 %1）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Nothing to publish yet: accept the result first (Checkpoint 4). Only an accepted export can be published.</source>
        <translation>暂无可发布的内容：请先接受结果（检查点 4）。只有已接受的导出才能发布。</translation>
    </message>
    <message>
        <source>run_manifest.yaml records no output folder to publish.</source>
        <translation>run_manifest.yaml 没有记录可发布的输出文件夹。</translation>
    </message>
    <message>
        <source>The approval of the upload to %1 is void: %2 Look at the files again and approve the new upload.</source>
        <translation>上传到 %1 的批准已失效：%2请重新查看文件，并批准新的上传。</translation>
    </message>
    <message>
        <source>the approved upload was altered.</source>
        <translation>已批准的上传被改动。</translation>
    </message>
    <message>
        <source>the endpoint is now %1, not %2.</source>
        <translation>端点现在是 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>%1 is gone from %2.</source>
        <translation>%1 已从 %2 中消失。</translation>
    </message>
    <message>
        <source>%1 in %2 changed since you approved it.</source>
        <translation>%2 中的 %1 在您批准后发生了更改。</translation>
    </message>
    <message>
        <source>%1 was added to %2.</source>
        <translation>%1 被添加到 %2。</translation>
    </message>
    <message>
        <source>run_manifest.yaml does not record where the run&apos;s Python environment is (its run step&apos;s quark-cli is &quot;%1&quot;, not an absolute path).</source>
        <translation>run_manifest.yaml 没有记录运行所用 Python 环境的位置（其运行步骤的 quark-cli 为“%1”，不是绝对路径）。</translation>
    </message>
    <message>
        <source>The run&apos;s Python %1 is not there or not executable (the environment beside %2).</source>
        <translation>运行所用的 Python %1 不存在或不可执行（%2 旁边的环境）。</translation>
    </message>
</context>
<context>
    <name>QuarkApi</name>
    <message>
        <source>The Quark API probe printed a line that is not JSON.</source>
        <translation>Quark API 探测输出了一行非 JSON 内容。</translation>
    </message>
    <message>
        <source>The installed Quark API could not be asked: %1</source>
        <translation>无法询问已安装的 Quark API：%1</translation>
    </message>
    <message>
        <source>The Quark API probe named no amd-quark version or no schemes.</source>
        <translation>Quark API 探测未给出 amd-quark 版本或方案。</translation>
    </message>
    <message>
        <source>The Quark API probe printed no answer: %1</source>
        <translation>Quark API 探测没有输出应答：%1</translation>
    </message>
</context>
<context>
    <name>QuarkHelpParser</name>
    <message>
        <source>This is not the --help of quark-cli torch-llm-ptq (no argparse usage and options).</source>
        <translation>这不是 quark-cli torch-llm-ptq 的 --help（没有 argparse 的用法和选项）。</translation>
    </message>
</context>
<context>
    <name>ResourceEstimator</name>
    <message>
        <source>weight_bytes from the analysis</source>
        <translation>来自分析的 weight_bytes</translation>
    </message>
    <message>
        <source>%1 parameters × %2 bytes</source>
        <translation>%1 个参数 × %2 字节</translation>
    </message>
    <message>
        <source>layers: %1</source>
        <translation>层：%1</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no source reported its memory</source>
        <translation>没有来源报告其显存</translation>
    </message>
    <message>
        <source>fits: needs %1 of %2 GiB</source>
        <translation>够用：需要 %1 / %2 GiB</translation>
    </message>
    <message>
        <source>tight: needs %1 of %2 GiB (less than 15% to spare)</source>
        <translation>紧张：需要 %1 / %2 GiB（余量不足 15%）</translation>
    </message>
    <message>
        <source>does not fit: needs %1 GiB, %2 GiB available</source>
        <translation>不够：需要 %1 GiB，可用 %2 GiB</translation>
    </message>
    <message>
        <source> (memory from %1)</source>
        <translation>（显存数据来自 %1）</translation>
    </message>
    <message>
        <source>unknown — no GPU was detected (nvidia-smi, rocminfo and PyTorch were asked), so the fit cannot be judged</source>
        <translation>未知 — 未检测到 GPU（已查询 nvidia-smi、rocminfo 和 PyTorch），因此无法判断是否够用</translation>
    </message>
    <message>
        <source>GPU %1 (%2): %3</source>
        <translation>GPU %1（%2）：%3</translation>
    </message>
    <message>
        <source>unknown — no memory total for %1</source>
        <translation>未知 — %1 没有显存总量</translation>
    </message>
    <message>
        <source>%1 on each of %2 GPUs (at most: GPU %3 also carries the calibration)</source>
        <translation>%2 个 GPU 上各 %1（此为上限：GPU %3 还要承担校准）</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs together</source>
        <translation>%2 个 GPU 合计 %1</translation>
    </message>
    <message>
        <source>%1 — --multi_device puts the rest in host RAM, which is slow</source>
        <translation>%1 — --multi_device 会把其余部分放入主机内存，速度较慢</translation>
    </message>
    <message>
        <source>%1 GiB%2</source>
        <translation>%1 GiB%2</translation>
    </message>
    <message>
        <source>unknown — %1</source>
        <translation>未知 — %1</translation>
    </message>
    <message>
        <source> each</source>
        <translation>（每个 GPU）</translation>
    </message>
    <message>
        <source>GPUs %1–%2 · %3: %4</source>
        <translation>GPU %1–%2 · %3：%4</translation>
    </message>
    <message>
        <source>GPU %1 · %2: %3</source>
        <translation>GPU %1 · %2：%3</translation>
    </message>
    <message>
        <source>no algorithm</source>
        <translation>无算法</translation>
    </message>
    <message>
        <source>unknown — a CPU run&apos;s speed is not estimated (for billions of parameters, expect hours)</source>
        <translation>未知 — 不估算 CPU 运行的速度（参数达数十亿时，预计需要数小时）</translation>
    </message>
    <message>
        <source>unknown — the analysis has no parameter count</source>
        <translation>未知 — 分析结果中没有参数量</translation>
    </message>
    <message>
        <source>about %1–%2 minutes</source>
        <translation>约 %1–%2 分钟</translation>
    </message>
    <message>
        <source>about %1–%2 hours</source>
        <translation>约 %1–%2 小时</translation>
    </message>
    <message>
        <source>about %1 minutes to %2 hours</source>
        <translation>约 %1 分钟到 %2 小时</translation>
    </message>
    <message>
        <source>%1 (a rule of thumb from %2 parameters, %3 samples × %4 tokens, %5; not measured on this machine%6)</source>
        <translation>%1（根据 %2 参数、%3 个样本 × %4 个 token、%5 得出的经验值；未在本机实测%6）</translation>
    </message>
    <message>
        <source>; the download comes on top</source>
        <translation>；另需加上下载时间</translation>
    </message>
    <message>
        <source>%1 GiB (GPU %2, from %3)</source>
        <translation>%1 GiB（GPU %2，来自 %3）</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>GPUs of unknown memory</source>
        <translation>显存未知的 GPU</translation>
    </message>
    <message>
        <source>accelerator: weights × 1.10 spread over the GPUs by their memory, calibration × 1.10 on the first, + 1 GiB runtime on each = %1 GiB, against %2</source>
        <translation>加速器：权重 × 1.10 按显存分布到各 GPU，校准 × 1.10 在第一个 GPU 上，每个 GPU 另加 1 GiB 运行时 = %1 GiB，对比 %2</translation>
    </message>
    <message>
        <source>output: %1 parameters × %2 bits + 16-bit embeddings = %3</source>
        <translation>输出：%1 参数 × %2 位 + 16 位嵌入 = %3</translation>
    </message>
    <message>
        <source>; with a runtime on each of the %1 GPUs, %2 GiB in all</source>
        <translation>；加上 %1 个 GPU 各自的运行时，共 %2 GiB</translation>
    </message>
    <message>
        <source>not needed: a CPU run uses host RAM (about %1)</source>
        <translation>不需要：CPU 运行使用主机内存（约 %1）</translation>
    </message>
    <message>
        <source>CPU run: host RAM is what matters (about %1).</source>
        <translation>CPU 运行：关键在于主机内存（约 %1）。</translation>
    </message>
    <message>
        <source>Halving num_calib_data saves about %1.</source>
        <translation>将 num_calib_data 减半可节省约 %1。</translation>
    </message>
    <message>
        <source>Halving seq_len or batch_size saves about %1.</source>
        <translation>将 seq_len 或 batch_size 减半可节省约 %1。</translation>
    </message>
    <message>
        <source>More GPUs: the weights alone need %1.</source>
        <translation>更多 GPU：仅权重就需要 %1。</translation>
    </message>
    <message>
        <source>--multi_device (CPU offload) or more GPUs: the weights alone need %1.</source>
        <translation>--multi_device（卸载到 CPU）或更多 GPU：仅权重就需要 %1。</translation>
    </message>
    <message>
        <source>The weights dominate (%1); calibration adds little.</source>
        <translation>权重占主要部分（%1）；校准增加得很少。</translation>
    </message>
    <message>
        <source>weights: %1 (%2)</source>
        <translation>权重：%1（%2）</translation>
    </message>
    <message>
        <source>activations: batch %1 × seq_len %2 × width %3 × 2 bytes × 8 live tensors = %4</source>
        <translation>激活：批 %1 × seq_len %2 × 宽度 %3 × 2 字节 × 8 个存活张量 = %4</translation>
    </message>
    <message>
        <source>cached inputs (algorithms only): %1 samples × seq_len %2 × hidden %3 × 2 bytes × 2 = %4</source>
        <translation>缓存的输入（仅算法）：%1 个样本 × seq_len %2 × hidden %3 × 2 字节 × 2 = %4</translation>
    </message>
    <message>
        <source>GPTQ-family Hessians: %1</source>
        <translation>GPTQ 系列的 Hessian 矩阵：%1</translation>
    </message>
</context>
<context>
    <name>RunGate</name>
    <message>
        <source>Not running: %1 cannot be used: %2</source>
        <translation>未运行：%1 无法使用：%2</translation>
    </message>
    <message>
        <source>Not running: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source>Not running: the approved command of %1 is already running (process %2 on %3).</source>
        <translation>未运行：%1 中已批准的命令已在运行（%3 上的进程 %2）。</translation>
    </message>
    <message>
        <source>Not running: the process that ran %1 is gone, but its quark-cli (process group %2) is still running and writing to %3. Stop it (kill -TERM -- -%2), then approve the command again.</source>
        <translation>未运行：运行 %1 的进程已不存在，但其 quark-cli（进程组 %2）仍在运行并写入 %3。请先停止它（kill -TERM -- -%2），然后重新批准命令。</translation>
    </message>
    <message>
        <source>Not running: %1 says its command is running on %2, which this machine cannot check.</source>
        <translation>未运行：%1 表示其命令正在 %2 上运行，本机无法检查。</translation>
    </message>
    <message>
        <source>Not running: the last run of this approval (log %1) ended without recording its result: the process that ran it is gone. %2 Build and approve the command again (with an empty output folder) to run it again.</source>
        <translation>未运行：此批准的上一次运行（日志 %1）结束时未记录结果：运行它的进程已不存在。%2 如需再次运行，请重新生成并批准命令（使用空的输出文件夹）。</translation>
    </message>
    <message>
        <source>It is now recorded as interrupted in %1.</source>
        <translation>现已在 %1 中记录为已中断。</translation>
    </message>
    <message>
        <source>Not running: this approval was used by the run of %1 (status %2, log %3). Each approval runs its command once: build and approve the command again to run it again.</source>
        <translation>未运行：此批准已被 %1 的运行使用（状态 %2，日志 %3）。每个批准只运行一次命令：如需再次运行，请重新生成并批准命令。</translation>
    </message>
    <message>
        <source>Not running: the command in %1 is not approved.</source>
        <translation>未运行：%1 中的命令未获批准。</translation>
    </message>
    <message>
        <source>Not running: the approval token does not match the approved command in %1.</source>
        <translation>未运行：批准令牌与 %1 中已批准的命令不符。</translation>
    </message>
    <message>
        <source>Not running: the run step of %1 is not well formed, or its output folder differs from outputs.output_dir: the approval is void. Build and approve the command again.</source>
        <translation>未运行：%1 的运行步骤格式不正确，或其输出文件夹与 outputs.output_dir 不同：批准无效。请重新生成并批准命令。</translation>
    </message>
    <message>
        <source>Not running: what the approval in %1 covers changed after it was given (the command, its environment, the output folder, the inputs or the workspace): the approval is void. Build and approve the command again.</source>
        <translation>未运行：%1 中批准所涵盖的内容在批准后发生了变化（命令、其环境、输出文件夹、输入或工作区）：批准无效。请重新生成并批准命令。</translation>
    </message>
    <message>
        <source>Not running: %1 was approved for the workspace %2, not %3. Build and approve the command again here.</source>
        <translation>未运行：%1 是为工作区 %2 批准的，而不是 %3。请在此重新生成并批准命令。</translation>
    </message>
    <message>
        <source>Not running: %1 or %2 changed after the command was approved. Review them, then build and approve the command again.</source>
        <translation>未运行：%1 或 %2 在命令批准后发生了变化。请检查它们，然后重新生成并批准命令。</translation>
    </message>
    <message>
        <source>Not running: %1 (%2)</source>
        <translation>未运行：%1（%2）</translation>
    </message>
    <message>
        <source>Not running: something blocks the command in %1: %2</source>
        <translation>未运行：有问题阻止了 %1 中的命令：%2</translation>
    </message>
    <message>
        <source>Not running: the command in %1 names &quot;%2&quot; without its path, so PATH would decide which program runs. Build the command again with quark-cli&apos;s full path.</source>
        <translation>未运行：%1 中的命令以不带路径的“%2”命名程序，这样将由 PATH 决定运行哪个程序。请使用 quark-cli 的完整路径重新生成命令。</translation>
    </message>
    <message>
        <source>Not running: %1 (the approved quark-cli) is not an executable file any more.</source>
        <translation>未运行：%1（已批准的 quark-cli）已不再是可执行文件。</translation>
    </message>
    <message>
        <source>Not running: the command in %1 would run the model repository&apos;s own code (it lacks --no_trust_remote_code), which the plan does not accept. Build and approve the command again on page 3.</source>
        <translation>未运行：%1 中的命令会运行模型仓库自身的代码（缺少 --no_trust_remote_code），而计划不允许这样做。请在第 3 页重新生成并批准命令。</translation>
    </message>
    <message>
        <source>Not running: the command in %1 does not pass its output folder %2 as its one --output_dir.</source>
        <translation>未运行：%1 中的命令没有把其输出文件夹 %2 作为唯一的 --output_dir 传入。</translation>
    </message>
    <message>
        <source>Not running: the output folder &quot;%1&quot; is not absolute.</source>
        <translation>未运行：输出文件夹“%1”不是绝对路径。</translation>
    </message>
    <message>
        <source>Not running: the approved command of %1 was started on %2 (%3) and may still be running there. Open the workspace to re-attach to it, or ask with: ptq-studio status --workspace %4</source>
        <translation>未运行：%1 中已批准的命令已在 %2（%3）上启动，可能仍在那里运行。请打开工作区以重新附加到它，或用以下命令查询：ptq-studio status --workspace %4</translation>
    </message>
    <message>
        <source>Not running: the output folder %1 on the target is the root or the remote workspace itself. Choose a folder of its own.</source>
        <translation>未运行：目标上的输出文件夹 %1 是根目录或远程工作区本身。请选择一个单独的文件夹。</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Not running: %1 is %2 now, but was %3 when the command in %4 was checked and approved. The run would read other Hugging Face caches (or go online) than the ones checked. Check the environment again on page 3 and approve the command again, or set %1 back.</source>
        <translation>不运行：%1 现在为 %2，但在检查并批准 %4 中的命令时为 %3。运行将读取与已检查的不同的 Hugging Face 缓存（或联网）。请在第 3 页重新检查环境并重新批准命令，或将 %1 改回原值。</translation>
    </message>
</context>
<context>
    <name>RunHistory</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>RunManifest</name>
    <message>
        <source>The manifest is not well formed: %1.</source>
        <translation>清单格式不正确：%1。</translation>
    </message>
</context>
<context>
    <name>RunStep</name>
    <message>
        <source>Not running: the token does not match the command in %1, or the manifest is stale (%2). Nothing was started or created.</source>
        <translation>未运行：令牌与 %1 中的命令不符，或清单已过期（%2）。未启动或创建任何内容。</translation>
    </message>
    <message>
        <source>Not running: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source>No remote job of %1 waits to be followed.</source>
        <translation>%1 没有等待跟踪的远程作业。</translation>
    </message>
</context>
<context>
    <name>Safetensors</name>
    <message>
        <source>%1 is nested too deeply.</source>
        <translation>%1 嵌套过深。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (at byte %2: %3).</source>
        <translation>%1 不是有效的 JSON（第 %2 字节：%3）。</translation>
    </message>
    <message>
        <source>%1 has no &quot;weight_map&quot;, so it is not a safetensors index.</source>
        <translation>%1 没有“weight_map”，因此不是 safetensors 索引。</translation>
    </message>
    <message>
        <source>%1: &quot;weight_map&quot; is not an object of tensor names.</source>
        <translation>%1：“weight_map”不是由张量名组成的对象。</translation>
    </message>
    <message>
        <source>%1 is shorter than a safetensors header (8 bytes).</source>
        <translation>%1 比 safetensors 头部（8 字节）还短。</translation>
    </message>
    <message>
        <source>%1 declares a header of %2 bytes; a safetensors header is 1 to %3 bytes.</source>
        <translation>%1 声明了 %2 字节的头部；safetensors 头部为 1 到 %3 字节。</translation>
    </message>
    <message>
        <source>the header is not valid: %1</source>
        <translation>头部无效：%1</translation>
    </message>
    <message>
        <source>%1: the safetensors header is not valid: %2</source>
        <translation>%1：safetensors 头部无效：%2</translation>
    </message>
    <message>
        <source>%1 (at byte %2)</source>
        <translation>%1（第 %2 字节）</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; appears twice</source>
        <translation>张量“%1”出现了两次</translation>
    </message>
</context>
<context>
    <name>SchemaValidator</name>
    <message>
        <source>The schema cannot be used: %1</source>
        <translation>无法使用该 schema：%1</translation>
    </message>
</context>
<context>
    <name>SchemeGuide</name>
    <message>
        <source>Weights only</source>
        <translation>仅权重</translation>
    </message>
    <message>
        <source>Weights + activations</source>
        <translation>权重 + 激活</translation>
    </message>
    <message>
        <source>Research formats (emulation only)</source>
        <translation>研究格式（仅模拟）</translation>
    </message>
    <message>
        <source>Older quark-cli names</source>
        <translation>旧版 quark-cli 名称</translation>
    </message>
    <message>
        <source>Only the weights are stored in low precision; activations stay 16-bit. Smallest model, little accuracy loss, no calibration needed unless AWQ/GPTQ is added.</source>
        <translation>仅权重以低精度存储；激活保持 16 位。模型最小，精度损失小；除非加入 AWQ/GPTQ，否则无需校准。</translation>
    </message>
    <message>
        <source>Weights and the layers&apos; inputs are quantized: faster matrix multiplies where the hardware has the format.</source>
        <translation>权重和各层的输入都会被量化：在硬件支持该格式时，矩阵乘法更快。</translation>
    </message>
    <message>
        <source>Block formats Quark can simulate but not export for serving.</source>
        <translation>Quark 可以模拟、但无法导出用于部署的块格式。</translation>
    </message>
    <message>
        <source>Scheme names of quark-cli 0.10 and older.</source>
        <translation>quark-cli 0.10 及更早版本的方案名称。</translation>
    </message>
    <message>
        <source>Needs calibration data: the activation scales are static, measured once on the samples.</source>
        <translation>需要校准数据：激活的缩放因子是静态的，在样本上测量一次。</translation>
    </message>
    <message>
        <source>No calibration for plain rounding; AWQ or GPTQ use the calibration samples.</source>
        <translation>普通舍入无需校准；AWQ 或 GPTQ 会使用校准样本。</translation>
    </message>
    <message>
        <source>No calibration for the scales: activations are scaled dynamically at run time.</source>
        <translation>缩放因子无需校准：激活在运行时动态缩放。</translation>
    </message>
    <message>
        <source>Emulation only: the export cannot be served.</source>
        <translation>仅模拟：导出结果无法用于部署。</translation>
    </message>
    <message>
        <source>Runs natively nowhere listed: serving is emulated (slower).</source>
        <translation>在列出的硬件上均无原生支持：部署时为模拟执行（较慢）。</translation>
    </message>
    <message>
        <source>Runs natively on: %1.</source>
        <translation>原生支持：%1。</translation>
    </message>
    <message>
        <source>KV cache: the keys and values the model keeps for every token already read, so it need not recompute them. Long prompts and many users make it large; FP8 halves it. Only models whose Quark template names the key/value layers can quantize it.</source>
        <translation>KV 缓存：模型为每个已读取的 token 保存的键和值，这样无需重新计算。长提示词和大量用户会使它变大；FP8 可将其减半。只有 Quark 模板中指明了键/值层的模型才能对其量化。</translation>
    </message>
    <message>
        <source>AWQ (activation-aware weight quantization): uses the calibration samples to find the weight channels that matter most and protects them before rounding to 4 bits. For INT4/UINT4 weight-only schemes.</source>
        <translation>AWQ（激活感知权重量化）：利用校准样本找出最重要的权重通道，并在舍入到 4 位之前加以保护。适用于 INT4/UINT4 仅权重方案。</translation>
    </message>
    <message>
        <source>GPTQ: rounds the weights a column at a time and corrects the remaining ones for the error, using the calibration samples. More accurate INT4, slower to quantize. For INT4/UINT4 weight-only schemes.</source>
        <translation>GPTQ：逐列舍入权重，并利用校准样本修正其余权重以抵消误差。INT4 更精确，但量化更慢。适用于 INT4/UINT4 仅权重方案。</translation>
    </message>
    <message>
        <source>GPTAQ: a GPTQ variant that also accounts for the error of earlier quantized layers. For INT4/UINT4 weight-only schemes.</source>
        <translation>GPTAQ：GPTQ 的变体，还会考虑前面已量化层的误差。适用于 INT4/UINT4 仅权重方案。</translation>
    </message>
    <message>
        <source>Qronos: a GPTQ-family method correcting weights for both weight and activation error. For INT4/UINT4 weight-only schemes.</source>
        <translation>Qronos：GPTQ 系列方法，同时针对权重误差和激活误差修正权重。适用于 INT4/UINT4 仅权重方案。</translation>
    </message>
    <message>
        <source>SmoothQuant: moves activation outliers into the weights by per-channel scaling, so quantized activations lose less. For schemes that quantize activations (INT8, FP8).</source>
        <translation>SmoothQuant：通过按通道缩放把激活中的离群值转移到权重中，使量化后的激活损失更小。适用于量化激活的方案（INT8、FP8）。</translation>
    </message>
    <message>
        <source>AutoSmoothQuant: SmoothQuant with the smoothing strength searched per layer on the calibration samples.</source>
        <translation>AutoSmoothQuant：在校准样本上逐层搜索平滑强度的 SmoothQuant。</translation>
    </message>
    <message>
        <source>Rotation (QuaRot-style): rotates weights and activations to spread outliers before quantizing. Llama only.</source>
        <translation>旋转（QuaRot 风格）：在量化前旋转权重和激活，以分散离群值。仅限 Llama。</translation>
    </message>
    <message>
        <source>AutoRound: tunes the rounding of each weight on the calibration samples (slow, accurate).</source>
        <translation>AutoRound：在校准样本上调整每个权重的舍入（慢，但精确）。</translation>
    </message>
    <message>
        <source>Two-bit scalar: an experimental very-low-bit weight method.</source>
        <translation>两位标量：一种实验性的极低位宽权重方法。</translation>
    </message>
    <message>
        <source>Static: a scale is fixed once, from the calibration samples. Fastest to serve; needs calibration.</source>
        <translation>静态：缩放因子根据校准样本一次性确定。部署时最快；需要校准。</translation>
    </message>
    <message>
        <source>Dynamic: the scale is computed for every input while serving. No calibration; a small cost at run time.</source>
        <translation>动态：部署时为每个输入计算缩放因子。无需校准；运行时有少量开销。</translation>
    </message>
    <message>
        <source>Exclusions: layers left unquantized (e.g. lm_head, MoE routers) because quantizing them costs accuracy for little gain. Quark&apos;s template has defaults; a list of yours replaces them.</source>
        <translation>排除项：不量化的层（例如 lm_head、MoE 路由器），因为量化它们会损失精度而收益很小。Quark 模板有默认值；您自己的列表会替换它们。</translation>
    </message>
    <message>
        <source>Group size: how many weights share one scale (128 in int4_wo_128). Smaller groups are more accurate and slightly larger; &quot;per channel&quot; is one scale per output row.</source>
        <translation>组大小：多少个权重共用一个缩放因子（int4_wo_128 中为 128）。组越小越精确，模型也略大；“按通道”即每个输出行一个缩放因子。</translation>
    </message>
    <message>
        <source>Calibration: a few hundred text samples run through the model to measure value ranges. Static schemes and AWQ/GPTQ/SmoothQuant use them; more samples and longer sequences need more memory and time.</source>
        <translation>校准：让几百条文本样本通过模型，以测量数值范围。静态方案和 AWQ/GPTQ/SmoothQuant 会使用这些样本；样本越多、序列越长，所需的内存和时间就越多。</translation>
    </message>
    <message>
        <source>Weight-only: only the weights are stored in low precision; activations stay 16-bit.</source>
        <translation>仅权重：仅权重以低精度存储；激活保持 16 位。</translation>
    </message>
    <message>
        <source>Overrides: a different scheme for layers whose names match a pattern (e.g. *down_proj); the first matching pattern wins, exclusions still win.</source>
        <translation>覆盖规则：为名称匹配某个模式（例如 *down_proj）的层使用不同的方案；第一个匹配的模式生效，排除项仍然优先。</translation>
    </message>
</context>
<context>
    <name>ServeReadiness</name>
    <message>
        <source>INT4/UINT4 weight-only exports load only in a vLLM with schemes/quark_w4a16_int4.py (PR #48606, merged 2026-09-18); an older one raises &quot;No quark compatible scheme was found&quot;</source>
        <translation>INT4/UINT4 仅权重导出只能在带有 schemes/quark_w4a16_int4.py 的 vLLM 中加载（PR #48606，2026-09-18 合并）；旧版本会报错“No quark compatible scheme was found”</translation>
    </message>
    <message>
        <source>MXFP4 weight-only exports load only in a vLLM that has schemes/quark_w4a16_mxfp4_a16.py; an older one fails building the MX scheme without an input spec</source>
        <translation>MXFP4 仅权重导出只能在带有 schemes/quark_w4a16_mxfp4_a16.py 的 vLLM 中加载；旧版本在没有输入规格的情况下构建 MX 方案时会失败</translation>
    </message>
    <message>
        <source>output tensors or the bias are quantized: vLLM&apos;s Quark loader raises &quot;Quark models with output_tensors and bias quantized are not supported&quot;</source>
        <translation>输出张量或偏置被量化：vLLM 的 Quark 加载器会报错“Quark models with output_tensors and bias quantized are not supported”</translation>
    </message>
    <message>
        <source>its two-level weight (%1 then %2) matches no scheme of vLLM&apos;s Quark loader for Linear layers (&quot;No quark compatible scheme was found&quot;)</source>
        <translation>其两级权重（先 %1 后 %2）与 vLLM 的 Quark 加载器中任何 Linear 层方案都不匹配（“No quark compatible scheme was found”）</translation>
    </message>
    <message>
        <source>%1 weight-only matches no scheme of vLLM&apos;s Quark loader</source>
        <translation>%1 仅权重与 vLLM 的 Quark 加载器中任何方案都不匹配</translation>
    </message>
    <message>
        <source>vLLM&apos;s QuarkOCP_MX raises &quot;QuarkOCP_MX with static input scales is currently not implemented&quot;</source>
        <translation>vLLM 的 QuarkOCP_MX 会报错“QuarkOCP_MX with static input scales is currently not implemented”</translation>
    </message>
    <message>
        <source>weights %1 %2 with %3 inputs match no scheme of vLLM&apos;s Quark loader (&quot;No quark compatible scheme was found&quot;)</source>
        <translation>%1 %2 权重搭配 %3 输入与 vLLM 的 Quark 加载器中任何方案都不匹配（“No quark compatible scheme was found”）</translation>
    </message>
    <message>
        <source>vLLM&apos;s Quark loader has no scheme for %1 exports (&quot;No quark compatible scheme was found&quot;)</source>
        <translation>vLLM 的 Quark 加载器没有适用于 %1 导出的方案（“No quark compatible scheme was found”）</translation>
    </message>
    <message>
        <source>vLLM support for %1 exports is not known to PTQ Studio</source>
        <translation>PTQ Studio 不了解 vLLM 对 %1 导出的支持情况</translation>
    </message>
    <message>
        <source>Choose a tensor-parallel size that divides %1 (%2): %3.</source>
        <translation>请选择能整除 %1（%2）的张量并行大小：%3。</translation>
    </message>
    <message>
        <source>%1 attention heads do not divide by tensor-parallel size %2: vLLM refuses to start (&quot;Total number of attention heads must be divisible by tensor parallel size&quot;).</source>
        <translation>%1 个注意力头不能被张量并行大小 %2 整除：vLLM 拒绝启动（“Total number of attention heads must be divisible by tensor parallel size”）。</translation>
    </message>
    <message>
        <source>%1 key/value heads and tensor-parallel size %2: vLLM splits KV heads evenly or copies each to a whole number of shards, and neither is possible here.</source>
        <translation>%1 个键/值头与张量并行大小 %2：vLLM 要么平均拆分 KV 头，要么把每个 KV 头复制到整数个分片上，而这里两者都做不到。</translation>
    </message>
    <message>
        <source>%1 key/value heads on %2 shards: vLLM keeps %3 copies of each KV head, so the KV cache takes more memory per token than the shard count suggests.</source>
        <translation>%1 个键/值头分布在 %2 个分片上：vLLM 会为每个 KV 头保留 %3 份副本，因此每个 token 的 KV 缓存占用的内存比分片数所暗示的更多。</translation>
    </message>
    <message>
        <source>Nothing to change; a smaller tensor-parallel size avoids the copies.</source>
        <translation>无需更改；较小的张量并行大小可以避免这些副本。</translation>
    </message>
    <message>
        <source>intermediate_size %1 does not divide by tensor-parallel size %2: vLLM cannot split gate_proj, up_proj and down_proj.</source>
        <translation>intermediate_size %1 不能被张量并行大小 %2 整除：vLLM 无法拆分 gate_proj、up_proj 和 down_proj。</translation>
    </message>
    <message>
        <source>moe_intermediate_size %1 does not divide by tensor-parallel size %2: vLLM cannot split the experts.</source>
        <translation>moe_intermediate_size %1 不能被张量并行大小 %2 整除：vLLM 无法拆分专家。</translation>
    </message>
    <message>
        <source>%1 has %2 inputs (%3), not a multiple of %4&apos;s group of %5, so vLLM cannot load its %4 weights.</source>
        <translation>%1 有 %2 个输入（%3），不是 %4 的分组大小 %5 的倍数，因此 vLLM 无法加载其 %4 权重。</translation>
    </message>
    <message>
        <source>Choose a scheme with a smaller group, or exclude %1 (an override to a per-channel scheme works too).</source>
        <translation>请选择分组更小的方案，或排除 %1（改用逐通道方案的覆盖规则也可以）。</translation>
    </message>
    <message>
        <source>%1 is split by input across %2 shards: %3 (%4) / %2 = %5 inputs per shard, not a multiple of %6&apos;s group of %7, so vLLM cannot load its %6 weights.</source>
        <translation>%1 按输入拆分到 %2 个分片上：%3（%4）/ %2 = 每个分片 %5 个输入，不是 %6 的分组大小 %7 的倍数，因此 vLLM 无法加载其 %6 权重。</translation>
    </message>
    <message>
        <source>Choose a smaller tensor-parallel size, a scheme with a smaller group, or exclude %1 (an override to a per-channel scheme works too).</source>
        <translation>请选择更小的张量并行大小、分组更小的方案，或排除 %1（改用逐通道方案的覆盖规则也可以）。</translation>
    </message>
    <message>
        <source>hidden_size %1 is not a multiple of %2&apos;s group of %3: vLLM sizes each layer&apos;s scales by whole groups and cannot load the projections that read the hidden state.</source>
        <translation>hidden_size %1 不是 %2 的分组大小 %3 的倍数：vLLM 按完整分组确定每层缩放因子的大小，无法加载读取隐藏状态的投影层。</translation>
    </message>
    <message>
        <source>Choose a scheme whose group divides %1.</source>
        <translation>请选择分组大小能整除 %1 的方案。</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <translation>%1（%2）：%3。</translation>
    </message>
    <message>
        <source>Serve it with a vLLM that has that scheme file (in vllm/model_executor/layers/quantization/quark/schemes/), or choose fp8, ptpc_fp8, int8, mxfp4 or nvfp4.</source>
        <translation>请用带有该方案文件（位于 vllm/model_executor/layers/quantization/quark/schemes/）的 vLLM 部署，或选择 fp8、ptpc_fp8、int8、mxfp4 或 nvfp4。</translation>
    </message>
    <message>
        <source>vLLM runs %1 as one fused %2, and every part must be quantized alike; in %3 they are not (%4). vLLM refuses: &quot;requires all to use the same scheme&quot;.</source>
        <translation>vLLM 将 %1 作为一个融合的 %2 运行，每个部分必须以相同方式量化；在 %3 中它们并不相同（%4）。vLLM 会拒绝：“requires all to use the same scheme”。</translation>
    </message>
    <message>
        <source>Exclude or override all of %1 together (a pattern such as &quot;*.self_attn.*_proj&quot; or &quot;*.mlp.*_proj&quot;), or none of them.</source>
        <translation>请将 %1 全部一起排除或覆盖（使用诸如“*.self_attn.*_proj”或“*.mlp.*_proj”的模式），或者都不处理。</translation>
    </message>
    <message>
        <source>The KV cache is quantized as %1: vLLM&apos;s Quark loader accepts only an FP8 (fp8_e4m3) per-tensor KV cache and raises for anything else.</source>
        <translation>KV 缓存被量化为 %1：vLLM 的 Quark 加载器只接受 FP8（fp8_e4m3）逐张量 KV 缓存，其他任何格式都会报错。</translation>
    </message>
    <message>
        <source>Quantize the KV cache as fp8, or not at all.</source>
        <translation>请将 KV 缓存量化为 fp8，或完全不量化。</translation>
    </message>
    <message>
        <source>Tensor-parallel size %1 is not a positive number.</source>
        <translation>张量并行大小 %1 不是正数。</translation>
    </message>
    <message>
        <source>Give a tensor-parallel size of 1 or more.</source>
        <translation>请给出 1 或更大的张量并行大小。</translation>
    </message>
    <message>
        <source>The exclusion &quot;%1&quot; is a wildcard (it matches %2): vLLM&apos;s Quark loader matches exclusions exactly or as &quot;re:&quot; regular expressions, so it may build those layers quantized while the export holds them unquantized.</source>
        <translation>排除项“%1”是通配符（它匹配 %2）：vLLM 的 Quark 加载器只按精确名称或“re:”正则表达式匹配排除项，因此它可能会把这些层构建为量化层，而导出中它们并未量化。</translation>
    </message>
    <message>
        <source>Serve once with this vLLM before you rely on it, or list the layers by full name.</source>
        <translation>在依赖它之前，请先用此 vLLM 部署一次，或按完整名称列出这些层。</translation>
    </message>
    <message>
        <source>the global scheme</source>
        <translation>全局方案</translation>
    </message>
    <message>
        <source>override for &quot;%1&quot;</source>
        <translation>“%1”的覆盖规则</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not quantized</source>
        <translation>未量化</translation>
    </message>
    <message>
        <source>config.json has no Quark quantization_config (quant_method &quot;quark&quot;): vLLM would serve it as an unquantized model.</source>
        <translation>config.json 没有 Quark 的 quantization_config（quant_method “quark”）：vLLM 会把它当作未量化模型部署。</translation>
    </message>
    <message>
        <source>Check that this is the folder quark-cli exported.</source>
        <translation>请检查这是否就是 quark-cli 导出的文件夹。</translation>
    </message>
    <message>
        <source>quantization_config has no &quot;export&quot; section: vLLM&apos;s Quark loader raises before it builds the model.</source>
        <translation>quantization_config 没有“export”部分：vLLM 的 Quark 加载器会在构建模型之前报错。</translation>
    </message>
    <message>
        <source>Export again with quark-cli.</source>
        <translation>请用 quark-cli 重新导出。</translation>
    </message>
    <message>
        <source>two-level weights</source>
        <translation>两级权重</translation>
    </message>
    <message>
        <source>The export folder %1 holds a comma or an equals sign: lm_eval splits --model_args there and would not find the model.</source>
        <translation>导出文件夹 %1 中含有逗号或等号：lm_eval 会在此处拆分 --model_args，从而找不到模型。</translation>
    </message>
    <message>
        <source>Link or copy the export to a folder without them for lm_eval.</source>
        <translation>请为 lm_eval 将导出链接或复制到不含这些字符的文件夹。</translation>
    </message>
    <message>
        <source>Choose a scheme vLLM serves: fp8, ptpc_fp8, int8, mxfp4, mxfp4_fp8, nvfp4.</source>
        <translation>请选择 vLLM 可部署的方案：fp8、ptpc_fp8、int8、mxfp4、mxfp4_fp8、nvfp4。</translation>
    </message>
</context>
<context>
    <name>SshCommand</name>
    <message>
        <source>The host key of %1 has CHANGED since it was recorded in %2. This can mean that someone is intercepting the connection; it can also mean the host was reinstalled. Nothing was sent. Ask the host&apos;s administrator for its key fingerprint before you replace the recorded one.</source>
        <translation>%1 的主机密钥自记录到 %2 以来已发生变更！这可能意味着有人正在拦截该连接；也可能意味着该主机已被重新安装。未发送任何内容。在替换已记录的密钥之前，请先向该主机的管理员索取其密钥指纹。</translation>
    </message>
    <message>
        <source>%1 is not a known host (not in %2). Connect once with ssh in a terminal and compare the key fingerprint with the one its administrator gives you, then check again.</source>
        <translation>%1 不是已知主机（不在 %2 中）。请在终端中用 ssh 连接一次，将密钥指纹与其管理员提供给您的指纹进行比对，然后再次检查。</translation>
    </message>
    <message>
        <source>The host name %1 does not resolve: check its spelling, or the VPN or network it needs.</source>
        <translation>主机名 %1 无法解析：请检查其拼写，或它所需的 VPN 或网络。</translation>
    </message>
    <message>
        <source>%1 refused the connection: no SSH server listens there. Check the host and port.</source>
        <translation>%1 拒绝了连接：那里没有 SSH 服务器在监听。请检查主机和端口。</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this machine (no route). Check the network or VPN.</source>
        <translation>无法从本机访问 %1（无路由）。请检查网络或 VPN。</translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check that the host is up and the network or VPN is connected.</source>
        <translation>%1 未及时应答。请检查该主机是否在运行，以及网络或 VPN 是否已连接。</translation>
    </message>
    <message>
        <source>%1 refused the login: none of the keys in your SSH agent or ~/.ssh was accepted. Add the key to the agent (ssh-add) or name its file in the target.</source>
        <translation>%1 拒绝了登录：您的 SSH 代理或 ~/.ssh 中的密钥均未被接受。请将密钥添加到代理（ssh-add），或在目标中指定其文件。</translation>
    </message>
    <message>
        <source>%1 refused the login with the key %2. Check that its public key is in the remote ~/.ssh/authorized_keys, or that it is loaded in your SSH agent if it has a passphrase.</source>
        <translation>%1 拒绝了使用密钥 %2 的登录。请检查其公钥是否在远程的 ~/.ssh/authorized_keys 中；如果该密钥有口令，请检查它是否已加载到您的 SSH 代理中。</translation>
    </message>
    <message>
        <source>The identity file %1 cannot be read.</source>
        <translation>无法读取身份文件 %1。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>与 %1 的连接已断开。</translation>
    </message>
    <message>
        <source>ssh could not connect to %1: %2</source>
        <translation>ssh 无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>ssh on this machine refused the settings of %1 before connecting to anything (nothing was sent; check the host, port, user and jump host of the target): %2</source>
        <translation>本机的 ssh 在连接任何主机之前就拒绝了 %1 的设置（未发送任何内容；请检查目标的主机、端口、用户和跳板主机）：%2</translation>
    </message>
</context>
<context>
    <name>StructuralDiff</name>
    <message>
        <source>nested too deeply to compare inside; compared whole</source>
        <translation>嵌套过深，无法比较内部；已整体比较</translation>
    </message>
    <message>
        <source>%1 %2 vs %3 %4</source>
        <translation>%1 %2 与 %3 %4</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Cosmetic</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1：新增 %2</translation>
    </message>
    <message>
        <source>%1: removed %2</source>
        <translation>%1：移除 %2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>The two %1 files are identical.</source>
        <translation>两个 %1 文件完全相同。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s): %1.</source>
        <translation>
            <numerusform>%n 处差异：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>；另有 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing that changes accuracy or resources.</source>
        <translation>没有影响精度或资源的更改。</translation>
    </message>
    <message>
        <source>Comparison of %1</source>
        <translation>%1 的比较</translation>
    </message>
    <message>
        <source>Left: `%1`</source>
        <translation>左：`%1`</translation>
    </message>
    <message>
        <source>Right: `%1`</source>
        <translation>右：`%1`</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>%1 is not a PTQ artifact (not a mapping at the top level).</source>
        <translation>%1 不是 PTQ 产物（顶层不是映射）。</translation>
    </message>
    <message>
        <source>%1 is not a model analysis, quantization plan or run manifest (neither its fields nor its name say which).</source>
        <translation>%1 不是模型分析、量化计划或运行清单（其字段和文件名都无法判断）。</translation>
    </message>
    <message>
        <source>%1 is a %2 but %3 is a %4: only artifacts of one kind can be compared.</source>
        <translation>%1 是 %2，而 %3 是 %4：只能比较同一类产物。</translation>
    </message>
</context>
<context>
    <name>TargetRecord</name>
    <message>
        <source>The manifest&apos;s target names no profile.</source>
        <translation>清单中的目标未指定配置。</translation>
    </message>
    <message>
        <source>the manifest&apos;s target</source>
        <translation>清单中的目标</translation>
    </message>
    <message>
        <source>The manifest&apos;s target %1 is this machine, not a remote one.</source>
        <translation>清单中的目标 %1 是本机，而不是远程目标。</translation>
    </message>
    <message>
        <source>The manifest&apos;s target has no run folder that matches its profile.</source>
        <translation>清单中的目标没有与其配置相符的运行文件夹。</translation>
    </message>
    <message>
        <source>The target %1 has not been checked yet: nothing runs on a machine that was not looked at.</source>
        <translation>目标 %1 尚未检查：不会在未经检查的机器上运行任何内容。</translation>
    </message>
    <message>
        <source>Press Check target (or run: ptq-studio targets check %1).</source>
        <translation>请点击“检查目标”（或运行：ptq-studio targets check %1）。</translation>
    </message>
    <message>
        <source>The target %1 was checked for the output folder %2, not %3.</source>
        <translation>目标 %1 是针对输出文件夹 %2 检查的，而不是 %3。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Press Check target again, so that %1 is looked at on %2.</source>
        <translation>请再次点击“检查目标”，以便在 %2 上检查 %1。</translation>
    </message>
    <message>
        <source>Fix it on %1 or in the target&apos;s settings, then check the target again.</source>
        <translation>请在 %1 上或在目标设置中修复，然后重新检查目标。</translation>
    </message>
    <message>
        <source>No output folder on %1 was given.</source>
        <translation>未指定 %1 上的输出文件夹。</translation>
    </message>
    <message>
        <source>The output folder %1 is not an absolute path on %2.</source>
        <translation>输出文件夹 %1 不是 %2 上的绝对路径。</translation>
    </message>
    <message>
        <source>The output folder %1 is not a clean path (write it as %2).</source>
        <translation>输出文件夹 %1 不是规范路径（请写为 %2）。</translation>
    </message>
    <message>
        <source>The output folder %1 is the root or the remote workspace itself: choose a folder of its own.</source>
        <translation>输出文件夹 %1 是根目录或远程工作区本身：请选择一个单独的文件夹。</translation>
    </message>
    <message>
        <source>The output folder %1 and the model folder %2 overlap.</source>
        <translation>输出文件夹 %1 与模型文件夹 %2 重叠。</translation>
    </message>
    <message>
        <source>The manifest&apos;s target has a model copy that cannot be read.</source>
        <translation>清单中的目标包含无法读取的模型复制记录。</translation>
    </message>
    <message>
        <source>The target %1 was checked for the model %2, not %3.</source>
        <translation>目标 %1 是针对模型 %2 检查的，而不是 %3。</translation>
    </message>
    <message>
        <source>Press Check target again, so that the model is looked for on %1.</source>
        <translation>请再次点击“检查目标”，以便在 %1 上查找该模型。</translation>
    </message>
    <message>
        <source>Repair or remove that file in the model folder on this machine, or give a model folder that %1 sees (page 1); then press Check target.</source>
        <translation>请在本机的模型文件夹中修复或删除该文件，或提供一个 %1 能看到的模型文件夹（第 1 页）；然后点击“检查目标”。</translation>
    </message>
    <message>
        <source>Free space on %1 where the remote workspace is, or use a target with more; then press Check target.</source>
        <translation>请在 %1 上远程工作区所在位置释放空间，或使用空间更大的目标；然后点击“检查目标”。</translation>
    </message>
</context>
<context>
    <name>TargetStore</name>
    <message>
        <source>The name &quot;%1&quot; is not usable: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, up to 64.</source>
        <translation>名称“%1”不可用：只能包含字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;，最多 64 个字符。</translation>
    </message>
    <message>
        <source>%1: no host is given.</source>
        <translation>%1：未指定主机。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a host name or address.</source>
        <translation>%1：“%2”不是主机名或地址。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a user name.</source>
        <translation>%1：“%2”不是用户名。</translation>
    </message>
    <message>
        <source>%1: the port %2 is out of range (1-65535).</source>
        <translation>%1：端口 %2 超出范围（1-65535）。</translation>
    </message>
    <message>
        <source>%1: the identity file %2 is not an absolute path.</source>
        <translation>%1：身份文件 %2 不是绝对路径。</translation>
    </message>
    <message>
        <source>%1: the known-hosts file %2 is not an absolute path.</source>
        <translation>%1：已知主机文件 %2 不是绝对路径。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a jump host.</source>
        <translation>%1：“%2”不是跳板主机。</translation>
    </message>
    <message>
        <source>%1: the remote workspace &quot;%2&quot; must be an absolute path on the target, of letters, digits and ._/+@- only.</source>
        <translation>%1：远程工作区“%2”必须是目标上的绝对路径，且只能由字母、数字和 ._/+@- 组成。</translation>
    </message>
    <message>
        <source>%1: quark-cli &quot;%2&quot; must be an absolute path on the target (its Python environment&apos;s bin/quark-cli).</source>
        <translation>%1：quark-cli“%2”必须是目标上的绝对路径（其 Python 环境中的 bin/quark-cli）。</translation>
    </message>
    <message>
        <source>%1: HF_HOME &quot;%2&quot; must be an absolute path on the target.</source>
        <translation>%1：HF_HOME“%2”必须是目标上的绝对路径。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a partition name.</source>
        <translation>%1：“%2”不是分区名称。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an account name.</source>
        <translation>%1：“%2”不是账户名称。</translation>
    </message>
    <message>
        <source>%1: the memory &quot;%2&quot; is not in Slurm&apos;s notation (e.g. 64G).</source>
        <translation>%1：内存“%2”不符合 Slurm 的写法（例如 64G）。</translation>
    </message>
    <message>
        <source>%1: the time limit, GPUs and CPUs cannot be negative.</source>
        <translation>%1：时间限制、GPU 数和 CPU 数不能为负数。</translation>
    </message>
    <message>
        <source>%1: the #SBATCH line &quot;%2&quot; must be one option starting with --.</source>
        <translation>%1：#SBATCH 行“%2”必须是一个以 -- 开头的选项。</translation>
    </message>
    <message>
        <source>%1: an srun flag holds a line break.</source>
        <translation>%1：某个 srun 标志包含换行符。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a string.</source>
        <translation>%1：“%2”必须是字符串。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a whole number.</source>
        <translation>%1：“%2”必须是整数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is out of range.</source>
        <translation>%1：“%2”超出范围。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a list of strings.</source>
        <translation>%1：“%2”必须是字符串列表。</translation>
    </message>
    <message>
        <source>%1: a target must be an object.</source>
        <translation>%1：目标必须是对象。</translation>
    </message>
    <message>
        <source>%1: the kind &quot;%2&quot; is none of local, ssh, slurm.</source>
        <translation>%1：类型“%2”不是 local、ssh、slurm 之一。</translation>
    </message>
    <message>
        <source>%1: &quot;slurm&quot; must be an object.</source>
        <translation>%1：“slurm”必须是对象。</translation>
    </message>
    <message>
        <source>%1 holds no &quot;targets&quot; list.</source>
        <translation>%1 中没有“targets”列表。</translation>
    </message>
    <message>
        <source>%1: two targets are named %2.</source>
        <translation>%1：有两个目标都名为 %2。</translation>
    </message>
    <message>
        <source>Not saved to %1: %2</source>
        <translation>未保存到 %1：%2</translation>
    </message>
    <message>
        <source>Not saved to %1: two targets are named %2.</source>
        <translation>未保存到 %1：有两个目标都名为 %2。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; holds a control character (%3); no field of a target may hold line breaks, tabs or other control characters.</source>
        <translation>%1：“%2”含有控制字符（%3）；目标的任何字段都不得含有换行符、制表符或其他控制字符。</translation>
    </message>
    <message>
        <source>(a target)</source>
        <translation>（某个目标）</translation>
    </message>
    <message>
        <source>%1: the identity file %2 holds a space, a quote, a backslash, a percent sign or $, which ssh reads as its own syntax: give a path without them (a link to the file will do).</source>
        <translation>%1：身份文件 %2 含有空格、引号、反斜杠、百分号或 $，ssh 会将其视为自身语法：请给出不含这些字符的路径（指向该文件的链接即可）。</translation>
    </message>
    <message>
        <source>%1: the known-hosts file %2 holds a space, a quote, a backslash, a percent sign or $, which ssh reads as its own syntax: give a path without them (a link to the file will do).</source>
        <translation>%1：已知主机文件 %2 含有空格、引号、反斜杠、百分号或 $，ssh 会将其视为自身语法：请给出不含这些字符的路径（指向该文件的链接即可）。</translation>
    </message>
</context>
<context>
    <name>Troubleshooter</name>
    <message>
        <source>The command could not start: %1. Check the quark-cli path on page 3.</source>
        <translation>命令无法启动：%1。请检查第 3 页上的 quark-cli 路径。</translation>
    </message>
    <message>
        <source>Killed by signal 9 without a Python traceback: most likely the host ran out of RAM.</source>
        <translation>被信号 9 终止且没有 Python 回溯：很可能是主机内存耗尽。</translation>
    </message>
    <message>
        <source>Drop the algorithm, or use a model type with a built-in configuration for it (page 2).</source>
        <translation>请去掉该算法，或使用有其内置配置的模型类型（第 2 页）。</translation>
    </message>
    <message>
        <source>The export is complete; the evaluation after it failed. Plan with evaluation &apos;none&apos;.</source>
        <translation>导出已完成；之后的评估失败了。请将评估设为“none”重新规划。</translation>
    </message>
    <message>
        <source>QUARK_LOG_LEVEL is &quot;%1&quot;, which quark-cli refuses at start. Unset it, or set it to debug, info, warning, error or critical (info or debug: PTQ Studio follows the stages by quark-cli&apos;s info messages).</source>
        <translation>QUARK_LOG_LEVEL 为“%1”，quark-cli 启动时会拒绝该值。请取消设置，或设为 debug、info、warning、error 或 critical（建议 info 或 debug：PTQ Studio 依据 quark-cli 的 info 消息跟踪各阶段）。</translation>
    </message>
    <message>
        <source>%1 is missing from quark-cli&apos;s environment: %2 -m pip install %3</source>
        <translation>quark-cli 的环境中缺少 %1：%2 -m pip install %3</translation>
    </message>
    <message>
        <source>amd-quark is not importable in quark-cli&apos;s environment: %1 -m pip install amd-quark</source>
        <translation>在 quark-cli 的环境中无法导入 amd-quark：%1 -m pip install amd-quark</translation>
    </message>
    <message>
        <source>Install quark-cli&apos;s dependencies in its environment: %1 -m pip install &apos;amd-quark[cli]&apos; datasets</source>
        <translation>请在 quark-cli 的环境中安装其依赖：%1 -m pip install &apos;amd-quark[cli]&apos; datasets</translation>
    </message>
    <message>
        <source>Then check the environment again on page 3 and approve the new command.</source>
        <translation>然后在第 3 页重新检查环境，并批准新命令。</translation>
    </message>
    <message>
        <source>quark-cli imports timm at start, and timm needs torchvision, which amd-quark does not declare. Install the torchvision release made for the installed torch: %1 -m pip install torchvision (from the same index as torch).</source>
        <translation>quark-cli 启动时会导入 timm，而 timm 需要 torchvision，但 amd-quark 并未声明这一依赖。请安装适配已安装 torch 的 torchvision 版本：%1 -m pip install torchvision（从与 torch 相同的索引安装）。</translation>
    </message>
    <message>
        <source>quark-cli compiles its C++ kernels at its first start (torch JIT extensions) and that failed: install a C++ compiler and ninja (e.g. apt install g++ ninja-build) and make TORCH_EXTENSIONS_DIR (default ~/.cache/torch_extensions) writable.</source>
        <translation>quark-cli 首次启动时会编译其 C++ 内核（torch JIT 扩展），而编译失败了：请安装 C++ 编译器和 ninja（例如 apt install g++ ninja-build），并确保 TORCH_EXTENSIONS_DIR（默认 ~/.cache/torch_extensions）可写。</translation>
    </message>
    <message>
        <source>The evaluation dataset %1</source>
        <translation>评估数据集 %1</translation>
    </message>
    <message>
        <source>The calibration dataset %1</source>
        <translation>校准数据集 %1</translation>
    </message>
    <message>
        <source>The export is complete; only the evaluation needs the dataset. Plan with evaluation &apos;none&apos; (--skip_evaluation) to end at the model.</source>
        <translation>导出已完成；只有评估需要该数据集。请将评估设为“none”（--skip_evaluation）重新规划，使运行在得到模型后结束。</translation>
    </message>
    <message>
        <source>The model&apos;s files could not be downloaded (no network, proxy or HF_ENDPOINT). Use a local folder, or put the model in the Hugging Face cache and set HF_HUB_OFFLINE=1.</source>
        <translation>无法下载模型文件（没有网络，或代理、HF_ENDPOINT 有问题）。请使用本地文件夹，或将模型放入 Hugging Face 缓存并设置 HF_HUB_OFFLINE=1。</translation>
    </message>
    <message>
        <source>The model is gated: provide a token whose account accepted the model&apos;s licence (HF_TOKEN), or use a local copy; for offline use set HF_HUB_OFFLINE=1 with the model in the cache.</source>
        <translation>该模型受限：请提供一个已接受该模型许可的账户的令牌（HF_TOKEN），或使用本地副本；离线使用时，请将模型放入缓存并设置 HF_HUB_OFFLINE=1。</translation>
    </message>
    <message>
        <source>The model needs its repository&apos;s own Python code, and the command says --no_trust_remote_code. If you trust the repository, accept remote code at Checkpoint 1 (page 1), then plan and approve again; otherwise use a model that transformers supports natively.</source>
        <translation>该模型需要其仓库自带的 Python 代码，而命令中有 --no_trust_remote_code。如果您信任该仓库，请在检查点 1（第 1 页）允许远程代码，然后重新规划并批准；否则请使用 transformers 原生支持的模型。</translation>
    </message>
    <message>
        <source>quark-cli found no GPU. It loads the model with device_map=&quot;auto&quot; and a memory map made of the GPUs only, so on a machine without one the model is put on disk and cannot be quantized (with --multi_device it fails with &quot;Cannot copy out of meta tensor&quot;). Run on a machine with a GPU that PyTorch can see (check the driver and CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES).</source>
        <translation>quark-cli 没有找到 GPU。它用 device_map=&quot;auto&quot; 加载模型，且内存映射只包含 GPU，因此在没有 GPU 的机器上模型会被放到磁盘上，无法量化（使用 --multi_device 时会以 &quot;Cannot copy out of meta tensor&quot; 失败）。请在有 PyTorch 能看到的 GPU 的机器上运行（检查驱动以及 CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES）。</translation>
    </message>
    <message>
        <source>The model does not fit in GPU memory when it is loaded. Plan with --multi_device (layers spill to CPU memory; slow; no algorithms), or use a GPU with more memory or more GPUs.</source>
        <translation>加载时模型无法放入 GPU 显存。请使用 --multi_device 重新规划（层会溢出到 CPU 内存；较慢；不能用算法），或使用显存更大的 GPU 或更多 GPU。</translation>
    </message>
    <message>
        <source>The installed quark-cli does not know a scheme of this command. Page 2 checks schemes against the installed Quark: plan again there and approve the new command.</source>
        <translation>已安装的 quark-cli 不认识此命令中的某个方案。第 2 页会对照已安装的 Quark 检查方案：请在那里重新规划并批准新命令。</translation>
    </message>
    <message>
        <source>Only fp8 works as a KV-cache scheme in this Quark; plan with fp8 or none.</source>
        <translation>在此版本的 Quark 中只有 fp8 可用作 KV 缓存方案；请用 fp8 或 none 重新规划。</translation>
    </message>
    <message>
        <source>A layer&apos;s width is not divisible by the scheme&apos;s group size: choose a scheme with a smaller group (e.g. int4_wo_32) or a per-channel one on page 2.</source>
        <translation>某层的宽度不能被方案的分组大小整除：请在第 2 页选择分组更小的方案（例如 int4_wo_32）或按通道的方案。</translation>
    </message>
    <message>
        <source>quark-cli refused its arguments. Check the model type and scheme against the installed quark-cli (page 2 asks its --help), and build the command again.</source>
        <translation>quark-cli 拒绝了其参数。请对照已安装的 quark-cli 检查模型类型和方案（第 2 页会查询其 --help），然后重新生成命令。</translation>
    </message>
    <message>
        <source>transformers could not load the model: install the transformers version the model and Quark need.</source>
        <translation>transformers 无法加载该模型：请安装模型和 Quark 所需的 transformers 版本。</translation>
    </message>
    <message>
        <source>transformers could not load the model; its config.json was written by transformers %1: %2 -m pip install transformers==%1 (within the range the installed Quark supports).</source>
        <translation>transformers 无法加载该模型；其 config.json 由 transformers %1 写入：%2 -m pip install transformers==%1（须在已安装的 Quark 支持的范围内）。</translation>
    </message>
    <message>
        <source>The calibration dataset is listed by quark-cli but not implemented: choose another one on page 2.</source>
        <translation>该校准数据集虽在 quark-cli 中列出，但并未实现：请在第 2 页选择其他数据集。</translation>
    </message>
    <message>
        <source>transformers could not import AutoProcessor: almost always a torchvision built for another torch. Install the torchvision release made for the installed torch, from the same index as torch: %1 -m pip install torchvision</source>
        <translation>transformers 无法导入 AutoProcessor：几乎总是因为 torchvision 是为另一个 torch 构建的。请从与 torch 相同的索引安装与已安装 torch 配套的 torchvision 版本：%1 -m pip install torchvision</translation>
    </message>
    <message>
        <source>quark-cli has no template for the model type &quot;%1&quot;. Check the model type at Checkpoint 1 (Quark looks its template up by the type recorded there), or use a model of a supported type.</source>
        <translation>quark-cli 没有模型类型“%1”的模板。请在检查点 1 核对模型类型（Quark 按那里记录的类型查找模板），或使用受支持类型的模型。</translation>
    </message>
    <message>
        <source>The installed PyTorch is too old for this amd-quark: its C++ kernels need PyTorch 2.10 or newer. Install a newer PyTorch build for your accelerator in quark-cli&apos;s environment (%1 -m pip install &apos;torch&gt;=2.10&apos; from the index of your ROCm or CUDA build), or an amd-quark release made for your PyTorch.</source>
        <translation>已安装的 PyTorch 对此 amd-quark 来说太旧：其 C++ 内核需要 PyTorch 2.10 或更高版本。请在 quark-cli 的环境中为您的加速器安装更新的 PyTorch 构建（%1 -m pip install &apos;torch&gt;=2.10&apos;，从您的 ROCm 或 CUDA 构建的索引安装），或安装为您的 PyTorch 制作的 amd-quark 版本。</translation>
    </message>
    <message>
        <source>Quark runs rocminfo when it starts on a ROCm build of PyTorch and could not: put ROCm&apos;s bin folder on PATH (export PATH=/opt/rocm/bin:$PATH), then check the environment again on page 3.</source>
        <translation>Quark 在 PyTorch 的 ROCm 构建上启动时会运行 rocminfo，但未能运行：请将 ROCm 的 bin 文件夹加入 PATH（export PATH=/opt/rocm/bin:$PATH），然后在第 3 页重新检查环境。</translation>
    </message>
    <message>
        <source>Skip the evaluation, and set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.</source>
        <translation>跳过评估，并设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True。</translation>
    </message>
    <message>
        <source>Skip the evaluation, and set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True.</source>
        <translation>跳过评估，并设置 PYTORCH_HIP_ALLOC_CONF=expandable_segments:True。</translation>
    </message>
    <message>
        <source>Skip the evaluation, and set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True on ROCm (PYTORCH_CUDA_ALLOC_CONF on CUDA).</source>
        <translation>跳过评估，并在 ROCm 上设置 PYTORCH_HIP_ALLOC_CONF=expandable_segments:True（在 CUDA 上设置 PYTORCH_CUDA_ALLOC_CONF）。</translation>
    </message>
    <message>
        <source>Slurm ended job %1 at its time limit of %2 min. Ask for more time in the target&apos;s Slurm settings (within the partition&apos;s limit, or on a partition with a longer one), or make the run shorter with fewer calibration samples; then build and approve the command again.</source>
        <translation>作业 %1 达到 %2 分钟的时间限制，已被 Slurm 终止。请在目标的 Slurm 设置中申请更长时间（不超过分区的限制，或改用限制更长的分区），或减少校准样本数以缩短运行；然后重新生成并批准命令。</translation>
    </message>
    <message>
        <source>Slurm ended job %1 at the partition&apos;s time limit. Ask for a longer time in the target&apos;s Slurm settings, or choose a partition with a longer limit; then build and approve the command again.</source>
        <translation>作业 %1 达到分区的时间限制，已被 Slurm 终止。请在目标的 Slurm 设置中申请更长时间，或选择时间限制更长的分区；然后重新生成并批准命令。</translation>
    </message>
    <message>
        <source>Slurm preempted job %1 to give its node to another job; nothing is wrong with the command. Approve and run it again, on a partition or QOS without preemption if there is one.</source>
        <translation>Slurm 抢占了作业 %1，将其节点让给另一个作业；命令本身没有问题。请重新批准并运行；如有不会被抢占的分区或 QOS，请改用它。</translation>
    </message>
    <message>
        <source>Node %1 failed while job %2 ran (%3). Run it again: Slurm places it on a working node.</source>
        <translation>作业 %2 运行期间节点 %1 发生故障（%3）。请重新运行：Slurm 会将其分配到正常的节点上。</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>Job %1 used more host memory than Slurm allowed it. Ask for more in the target&apos;s Slurm settings (memory, e.g. 256G).</source>
        <translation>作业 %1 使用的主机内存超出了 Slurm 允许的上限。请在目标的 Slurm 设置中调高内存（例如 256G）。</translation>
    </message>
    <message>
        <source>Job %1 used more host memory than the %2 it asked for. Ask for more in the target&apos;s Slurm settings.</source>
        <translation>作业 %1 使用的主机内存超出了其申请的 %2。请在目标的 Slurm 设置中申请更多内存。</translation>
    </message>
    <message>
        <source>the datasets cache</source>
        <translation>datasets 缓存</translation>
    </message>
    <message>
        <source>the datasets cache (%1)</source>
        <translation>datasets 缓存（%1）</translation>
    </message>
    <message>
        <source>%1 could not be loaded: it is not in %2, and offline mode is on (%3), so datasets did not ask the Hub for it.</source>
        <translation>无法加载%1：它不在 %2 中，且离线模式已开启（%3），因此 datasets 没有向 Hub 请求它。</translation>
    </message>
    <message>
        <source>HF_HUB_OFFLINE or HF_DATASETS_OFFLINE is set</source>
        <translation>已设置 HF_HUB_OFFLINE 或 HF_DATASETS_OFFLINE</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: it is not in %2, and the Hub could not be reached from where the run ran (network, proxy or HF_ENDPOINT).</source>
        <translation>无法下载%1：它不在 %2 中，且从运行所在的机器无法访问 Hub（网络、代理或 HF_ENDPOINT）。</translation>
    </message>
    <message>
        <source>once online, with %1 unset for that command</source>
        <translation>在联网且为该命令取消设置 %1 的情况下</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>once the network is there</source>
        <translation>在网络可用时</translation>
    </message>
    <message>
        <source>Fetch it into the cache %1, in the Quark environment: %2 -c &quot;%3&quot; (&quot;hf download --repo-type dataset&quot; alone is not enough: offline, datasets reads only its own cache). Then run again.</source>
        <translation>请%1，在 Quark 环境中将其获取到缓存：%2 -c &quot;%3&quot;（仅用 &quot;hf download --repo-type dataset&quot; 不够：离线时 datasets 只读取自己的缓存）。然后重新运行。</translation>
    </message>
    <message>
        <source>Whether another calibration dataset is cached where the run ran was not checked (that cache is not on this machine), so no plan change is proposed.</source>
        <translation>未检查运行所在的机器上是否缓存了其他校准数据集（该缓存不在本机上），因此不提议修改计划。</translation>
    </message>
    <message>
        <source>No other calibration dataset quark-cli loads (%1) is complete in the datasets cache, so no plan change can help: fetch this one first.</source>
        <translation>quark-cli 可加载的其他校准数据集（%1）在 datasets 缓存中都不完整，因此修改计划也无济于事：请先获取此数据集。</translation>
    </message>
    <message>
        <source>quark-cli found no model at %1: the folder is not there, or has no config.json, so transformers took the path for a Hugging Face id. Analyse the model again from the folder that holds it (page 1), then plan and approve again.</source>
        <translation>quark-cli 在 %1 未找到模型：该文件夹不存在或没有 config.json，因此 transformers 把该路径当成了 Hugging Face ID。请从包含模型的文件夹重新分析模型（第 1 页），然后重新规划并批准。</translation>
    </message>
    <message>
        <source>quark-cli found no model at %1 on %2: the folder is not there, or has no config.json, so transformers took the path for a Hugging Face id. Check the target again on page 3: a model folder of this machine that %2 does not see is copied there after you approve.</source>
        <translation>quark-cli 在 %2 上的 %1 未找到模型：该文件夹不存在或没有 config.json，因此 transformers 把该路径当成了 Hugging Face ID。请在第 3 页重新检查目标：%2 看不到的本机模型文件夹会在您批准后复制过去。</translation>
    </message>
    <message>
        <source>amd-quark is installed, but importing it failed inside: %1.</source>
        <translation>amd-quark 已安装，但导入时在其内部失败：%1。</translation>
    </message>
    <message>
        <source>PyTorch 2.11 removed torch.ao.quantization.pt2e, which this amd-quark imports. Install a PyTorch below 2.11 for your accelerator (%1 -m pip install &apos;torch&lt;2.11&apos; from the index of your ROCm or CUDA build), or amd-quark 0.13 or newer, which falls back to torchao.</source>
        <translation>PyTorch 2.11 移除了 torch.ao.quantization.pt2e，而此版本的 amd-quark 会导入它。请为您的加速器安装低于 2.11 的 PyTorch（从您的 ROCm 或 CUDA 版本的索引执行 %1 -m pip install &apos;torch&lt;2.11&apos;），或安装 amd-quark 0.13 或更高版本，它会回退到 torchao。</translation>
    </message>
    <message>
        <source>Usually a package amd-quark imports is a version it does not support, most often PyTorch: compare the versions page 3 lists with the release notes of amd-quark %1.</source>
        <translation>通常是 amd-quark 导入的某个包的版本不受其支持，最常见的是 PyTorch：请将第 3 页列出的版本与 amd-quark %1 的发行说明进行比较。</translation>
    </message>
    <message>
        <source>(the installed one)</source>
        <translation>（已安装的版本）</translation>
    </message>
    <message>
        <source>quark-cli compiles its C++ kernels at its first start (torch JIT extensions), and the compiler found no Python.h: the Python the environment was made from lacks its development headers. Install them (on Debian and Ubuntu: sudo apt install python3-dev; for another Python, its -dev or -devel package), then run again.</source>
        <translation>quark-cli 会在首次启动时编译其 C++ 内核（torch JIT 扩展），而编译器找不到 Python.h：创建该环境所用的 Python 缺少开发头文件。请安装它们（在 Debian 和 Ubuntu 上：sudo apt install python3-dev；对于其他 Python，安装其 -dev 或 -devel 包），然后重新运行。</translation>
    </message>
    <message>
        <source>A weight file of the model is damaged: safetensors could not read it (its header and its size disagree, as after an interrupted download). Analyse the model again on page 1: Checkpoint 1 names the damaged file; re-download it, then plan and approve again.</source>
        <translation>模型的某个权重文件已损坏：safetensors 无法读取它（其头部与大小不一致，就像下载中断后那样）。请在第 1 页重新分析模型：检查点 1 会指出损坏的文件；请重新下载它，然后重新规划并批准。</translation>
    </message>
    <message>
        <source>The weight file %1 is damaged: safetensors could not read it (its header and its size disagree, as after an interrupted download). Re-download it, analyse the model again on page 1, then plan and approve again.</source>
        <translation>权重文件 %1 已损坏：safetensors 无法读取它（其头部与大小不一致，就像下载中断后那样）。请重新下载它，在第 1 页重新分析模型，然后重新规划并批准。</translation>
    </message>
    <message>
        <source>Quark sets the pad token of %1 models to token id 151643 (Qwen&apos;s &lt;|endoftext|&gt;), and this model&apos;s tokenizer has no such id (its vocabulary is smaller than Qwen&apos;s). quark-cli cannot calibrate it as %1: use the model&apos;s original Qwen tokenizer, or a model of another type. Checkpoint 1 (page 1) shows the vocabulary size.</source>
        <translation>Quark 会把 %1 模型的 pad token 设为 token ID 151643（Qwen 的 &lt;|endoftext|&gt;），而此模型的分词器没有这个 ID（其词表比 Qwen 的小）。quark-cli 无法将其作为 %1 校准：请使用该模型原始的 Qwen 分词器，或使用其他类型的模型。检查点 1（第 1 页）显示词表大小。</translation>
    </message>
    <message>
        <source>The tokenizer has neither a pad nor an end-of-sequence token, so quark-cli cannot pad its calibration batches. Use a tokenizer that defines eos_token (tokenizer_config.json), then analyse the model again on page 1.</source>
        <translation>分词器既没有 pad token 也没有 end-of-sequence token，因此 quark-cli 无法填充其校准批次。请使用定义了 eos_token 的分词器（tokenizer_config.json），然后在第 1 页重新分析模型。</translation>
    </message>
    <message>
        <source>quark-cli calibrated the model, then its exporter refused to write %1 (%2 in Quark&apos;s export code): the installed Quark cannot export this scheme. Choose another scheme at Checkpoint 2 (page 2), then approve the new command.</source>
        <translation>quark-cli 已校准模型，随后其导出器拒绝写出 %1（Quark 导出代码中的 %2）：已安装的 Quark 无法导出此方案。请在检查点 2（第 2 页）选择其他方案，然后批准新命令。</translation>
    </message>
    <message>
        <source>the scheme</source>
        <translation>该方案</translation>
    </message>
    <message>
        <source>quark-cli stopped</source>
        <translation>quark-cli 已停止</translation>
    </message>
    <message>
        <source>quark-cli stopped with %1</source>
        <translation>quark-cli 因 %1 而停止</translation>
    </message>
    <message>
        <source>The log&apos;s last lines and the evidence above are what quark-cli said.</source>
        <translation>日志的最后几行和上面的证据就是 quark-cli 输出的内容。</translation>
    </message>
    <message>
        <source>%1 before it loaded the model: its environment is the likely cause. Check the environment again at Checkpoint 3 (page 3).</source>
        <translation>在加载模型之前，%1：很可能是其环境导致的。请在检查点 3（第 3 页）重新检查环境。</translation>
    </message>
    <message>
        <source>%1 while loading the model. Check the model&apos;s files and type at Checkpoint 1 (page 1): analyse it again, then plan and approve again.</source>
        <translation>加载模型时，%1。请在检查点 1（第 1 页）检查模型的文件和类型：重新分析模型，然后重新规划并批准。</translation>
    </message>
    <message>
        <source>%1 while loading the model&apos;s tokenizer. Check the tokenizer files at Checkpoint 1 (page 1).</source>
        <translation>加载模型的分词器时，%1。请在检查点 1（第 1 页）检查分词器文件。</translation>
    </message>
    <message>
        <source>%1 while loading the calibration data. Choose another calibration dataset at Checkpoint 2 (page 2).</source>
        <translation>加载校准数据时，%1。请在检查点 2（第 2 页）选择其他校准数据集。</translation>
    </message>
    <message>
        <source>%1 while applying the quantization configuration. Check the scheme, exclusions and overrides at Checkpoint 2 (page 2).</source>
        <translation>应用量化配置时，%1。请在检查点 2（第 2 页）检查方案、排除项和覆盖规则。</translation>
    </message>
    <message>
        <source>%1 during calibration. Check the algorithm and the calibration settings at Checkpoint 2 (page 2).</source>
        <translation>校准期间，%1。请在检查点 2（第 2 页）检查算法和校准设置。</translation>
    </message>
    <message>
        <source>%1 while writing the export, which is not complete. Check the free space at the output folder and the scheme at Checkpoint 2 (page 2).</source>
        <translation>写出导出结果时，%1，导出结果不完整。请检查输出文件夹的可用空间，以及检查点 2（第 2 页）中的方案。</translation>
    </message>
    <message>
        <source>%1 during the evaluation after the export. Plan with evaluation &apos;none&apos; at Checkpoint 2 (page 2).</source>
        <translation>导出后的评估期间，%1。请在检查点 2（第 2 页）以评估 &apos;none&apos; 重新规划。</translation>
    </message>
    <message>
        <source>The disk is full: %1 free on %2, the file system of the output folder %3. quark-cli could not write the export; what it left there is incomplete.</source>
        <translation>磁盘已满：%2 上仅剩 %1 可用空间，这是输出文件夹 %3 所在的文件系统。quark-cli 无法写出导出；留在那里的内容不完整。</translation>
    </message>
    <message>
        <source>A disk quark-cli wrote to ran full (&quot;No space left on device&quot;), yet the file system of the output folder %1 has %2 free now: quark-cli may have removed what it wrote, or the full disk was another one (/dev/shm, TMPDIR or the Hugging Face cache). The log line above names the file.</source>
        <translation>quark-cli 写入的某个磁盘已满（&quot;No space left on device&quot;），但输出文件夹 %1 所在的文件系统现在有 %2 可用空间：可能是 quark-cli 删除了它写入的内容，也可能写满的是另一个磁盘（/dev/shm、TMPDIR 或 Hugging Face 缓存）。上方的日志行给出了文件名。</translation>
    </message>
    <message>
        <source>The disk is full where quark-cli wrote (&quot;No space left on device&quot;): the output folder %1 or a cache it uses.</source>
        <translation>quark-cli 写入的磁盘已满（&quot;No space left on device&quot;）：输出文件夹 %1 或它使用的某个缓存。</translation>
    </message>
    <message>
        <source>The disk is full on %1 where quark-cli wrote (&quot;No space left on device&quot;): the output folder %2 or a cache it uses.</source>
        <translation>%1 上 quark-cli 写入的磁盘已满（&quot;No space left on device&quot;）：输出文件夹 %2 或它使用的某个缓存。</translation>
    </message>
    <message>
        <source>No plan change helps: free space there, or choose an output folder on another disk on page 3; then approve the command again.</source>
        <translation>修改计划无济于事：请在那里腾出空间，或在第 3 页选择其他磁盘上的输出文件夹；然后重新批准命令。</translation>
    </message>
    <message>
        <source>No plan change helps on this machine: choose where it runs on page 3 (Runs on: an SSH host or a Slurm cluster with a GPU), then approve the new command.</source>
        <translation>在本机上修改计划无济于事：请在第 3 页选择运行位置（运行位置：带 GPU 的 SSH 主机或 Slurm 集群），然后批准新命令。</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.</source>
        <translation>请设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True。</translation>
    </message>
    <message>
        <source>Set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True.</source>
        <translation>请设置 PYTORCH_HIP_ALLOC_CONF=expandable_segments:True。</translation>
    </message>
    <message>
        <source>Set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True on ROCm (PYTORCH_CUDA_ALLOC_CONF on CUDA).</source>
        <translation>在 ROCm 上请设置 PYTORCH_HIP_ALLOC_CONF=expandable_segments:True（在 CUDA 上为 PYTORCH_CUDA_ALLOC_CONF）。</translation>
    </message>
    <message>
        <source>quark-cli never ran on %1, so its path is not the cause; the run stopped before it: %2</source>
        <translation>quark-cli 从未在 %1 上运行，因此其路径不是原因；运行在此之前就已停止：%2</translation>
    </message>
    <message>
        <source>Fix what stopped the model copy, press Check target on page 3, and approve the command again.</source>
        <translation>请解决导致模型复制中止的问题，在第 3 页点击“检查目标”，然后重新批准命令。</translation>
    </message>
    <message>
        <source>Fix what this names (the connection, the target&apos;s settings, its remote workspace), press Check target on page 3, and approve the command again.</source>
        <translation>请解决此处指出的问题（连接、目标的设置、其远程工作区），在第 3 页点击“检查目标”，然后重新批准命令。</translation>
    </message>
    <message>
        <source>Or calibrate with %1 instead: it is in the datasets cache, so the run needs no download. The plan change proposed: Calibration data %2 → %1.</source>
        <translation>或改用 %1 进行校准：它已在 datasets 缓存中，因此运行无需下载。建议的计划更改：校准数据 %2 → %1。</translation>
    </message>
    <message>
        <source>Halve Samples (--num_calib_data), or shorten Sequence length (--seq_len), on page 2.</source>
        <translation>在第 2 页将样本数（--num_calib_data）减半，或缩短序列长度（--seq_len）。</translation>
    </message>
    <message>
        <source>Choose Devices: Spill to CPU (--multi_device; slow, no algorithms) on page 2, or more GPUs.</source>
        <translation>在第 2 页选择 设备：溢出到 CPU（--multi_device；较慢，不能使用算法），或使用更多 GPU。</translation>
    </message>
    <message>
        <source>Devices: Spill to CPU (--multi_device; slow)</source>
        <translation>设备：溢出到 CPU（--multi_device；较慢）</translation>
    </message>
    <message>
        <source>Batch size %1 → 1 (--batch_size)</source>
        <translation>批大小 %1 → 1（--batch_size）</translation>
    </message>
    <message>
        <source>Sequence length %1 → %2 (--seq_len)</source>
        <translation>序列长度 %1 → %2（--seq_len）</translation>
    </message>
    <message>
        <source>Samples %1 → %2 (--num_calib_data)</source>
        <translation>样本数 %1 → %2（--num_calib_data）</translation>
    </message>
    <message>
        <source>Calibration data %1 → %2</source>
        <translation>校准数据 %1 → %2</translation>
    </message>
    <message>
        <source>Evaluation none (--skip_evaluation)</source>
        <translation>评估 无（--skip_evaluation）</translation>
    </message>
</context>
<context>
    <name>UvSettings</name>
    <message>
        <source>%1 (%2) as %3</source>
        <translation>%1（%2）作为 %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not been written yet.</source>
        <translation>%1 尚未写入。</translation>
    </message>
    <message>
        <source>%1 breaks its schema: %2</source>
        <translation>%1 不符合其 schema：%2</translation>
    </message>
    <message>
        <source>%1 was written by another tool; PTQ Studio still needs: %2</source>
        <translation>%1 由其他工具写入；PTQ Studio 还需要：%2</translation>
    </message>
    <message>
        <source>No workspace folder was given.</source>
        <translation>未指定工作区文件夹。</translation>
    </message>
    <message>
        <source>%1 is a file, not a workspace folder.</source>
        <translation>%1 是文件，不是工作区文件夹。</translation>
    </message>
    <message>
        <source>The workspace %1 does not exist.</source>
        <translation>工作区 %1 不存在。</translation>
    </message>
    <message>
        <source>Could not create the workspace folder %1.</source>
        <translation>无法创建工作区文件夹 %1。</translation>
    </message>
    <message>
        <source>The workspace %1 is in use by %2 (process %3 on %4). Close it there, or choose another workspace.</source>
        <translation>工作区 %1 正被 %2 使用（%4 上的进程 %3）。请在那里关闭它，或选择其他工作区。</translation>
    </message>
    <message>
        <source>The workspace %1 is read-only: PTQ Studio cannot write its files there. Choose a folder you can write to.</source>
        <translation>工作区 %1 是只读的：PTQ Studio 无法在此写入文件。请选择可写的文件夹。</translation>
    </message>
    <message>
        <source>Could not lock the workspace %1.</source>
        <translation>无法锁定工作区 %1。</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Refusing to write %1 because it breaks its schema: %2</source>
        <translation>拒绝写入 %1，因为它不符合其 schema：%2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; an artifact must be the workspace&apos;s own file. Replace the link with a copy of the file it points to.</source>
        <translation>%1 是符号链接；工件必须是工作区自己的文件。请用其指向的文件的副本替换该链接。</translation>
    </message>
    <message>
        <source>%1 was written by another tool, and PTQ Studio cannot use it as it is: %2</source>
        <translation>%1 由其他工具写入，PTQ Studio 无法按原样使用：%2</translation>
    </message>
</context>
<context>
    <name>WorkspaceInspector</name>
    <message>
        <source>The model analysis has not been confirmed yet.</source>
        <translation>模型分析尚未确认。</translation>
    </message>
    <message>
        <source>The plan was made from a different model analysis; review it again.</source>
        <translation>计划是根据另一份模型分析生成的；请重新检查。</translation>
    </message>
    <message>
        <source>The quantization plan has not been confirmed yet.</source>
        <translation>量化计划尚未确认。</translation>
    </message>
    <message>
        <source>The command was built from an earlier analysis or plan; build it again.</source>
        <translation>命令是根据较早的分析或计划生成的；请重新生成。</translation>
    </message>
    <message>
        <source>The command has not been approved yet.</source>
        <translation>命令尚未批准。</translation>
    </message>
    <message>
        <source>The command or its environment changed after approval; the approval is void.</source>
        <translation>批准后命令或其环境已更改；批准已作废。</translation>
    </message>
</context>
<context>
    <name>ptq::CommandSession</name>
    <message>
        <source>No workspace is open.</source>
        <translation>没有打开的工作区。</translation>
    </message>
    <message>
        <source>The command is still being built: it is approved once it is shown.</source>
        <translation>命令仍在生成中：显示后才能批准。</translation>
    </message>
    <message>
        <source>A run is in progress: a new command is approved once it has ended.</source>
        <translation>运行正在进行：需在其结束后才能批准新命令。</translation>
    </message>
    <message>
        <source>%1 changed on disk since this command was shown: nothing was approved. The command is built again; read it, then approve it.</source>
        <translation>自此命令显示以来，磁盘上的 %1 已被更改：未批准任何内容。命令将重新生成；请阅读后再批准。</translation>
    </message>
</context>
<context>
    <name>ptq::EnvManager</name>
    <message>
        <source>An environment is already being set up.</source>
        <translation>已有一个环境正在搭建。</translation>
    </message>
    <message>
        <source>The setup cannot start: %1</source>
        <translation>无法开始搭建：%1</translation>
    </message>
    <message>
        <source>Not started: these commands were not approved (the approval is for other commands). Review the commands and approve them again.</source>
        <translation>未启动：这些命令未获批准（现有批准针对的是其他命令）。请检查这些命令并重新批准。</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Could not create the log %1: %2</source>
        <translation>无法创建日志 %1：%2</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>未启动：%1</translation>
    </message>
    <message>
        <source>PTQ Studio: %1 of the environment %2 in %3 (recipe %4), %5 step(s).
</source>
        <translation>PTQ Studio：%3 中环境 %2 的%1（配方 %4），共 %5 个步骤。
</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>搭建</translation>
    </message>
    <message>
        <source>repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>%1. The log is incomplete from here.
</source>
        <translation>%1。日志从此处起不完整。
</translation>
    </message>
    <message>
        <source>%1 s into the setup</source>
        <translation>搭建开始后 %1 秒</translation>
    </message>
    <message>
        <source>[could not start: %1; %2]
</source>
        <translation>[无法启动：%1；%2]
</translation>
    </message>
    <message>
        <source>[ended by a signal; %1]
</source>
        <translation>[被信号终止；%1]
</translation>
    </message>
    <message>
        <source>[exit code %1; %2]
</source>
        <translation>[退出码 %1；%2]
</translation>
    </message>
    <message>
        <source>could not be started (%1)</source>
        <translation>无法启动（%1）</translation>
    </message>
    <message>
        <source>was ended by a signal</source>
        <translation>被信号终止</translation>
    </message>
    <message>
        <source>ended with exit code %1</source>
        <translation>以退出码 %1 结束</translation>
    </message>
    <message>
        <source>Step %1 (%2) %3. The log %4 has its full output.</source>
        <translation>步骤 %1（%2）%3。日志 %4 包含完整输出。</translation>
    </message>
    <message>
        <source>
Every step succeeded; %1 is ready.
</source>
        <translation>
所有步骤均已成功；%1 已就绪。
</translation>
    </message>
    <message>
        <source>pip list did not answer; the versions are not recorded.
</source>
        <translation>pip list 没有响应；未记录版本。
</translation>
    </message>
    <message>
        <source>%1 was set up, but could not be recorded: %2</source>
        <translation>%1 已搭建完成，但无法记录：%2</translation>
    </message>
    <message>
        <source>
The setup failed: %1
</source>
        <translation>
搭建失败：%1
</translation>
    </message>
    <message>
        <source>
Cancelled.
</source>
        <translation>
已取消。
</translation>
    </message>
    <message>
        <source>%1 could not be deleted; it stays registered as broken.
</source>
        <translation>无法删除 %1；它仍以“已损坏”状态注册。
</translation>
    </message>
    <message>
        <source>Outcome: %1 after %2 s.
</source>
        <translation>结果：%1，用时 %2 秒。
</translation>
    </message>
    <message>
        <source>
Cancelling: stopping step %1.
</source>
        <translation>
正在取消：正在停止步骤 %1。
</translation>
    </message>
    <message>
        <source>No environment named %1 is registered.</source>
        <translation>没有注册名为 %1 的环境。</translation>
    </message>
    <message>
        <source>%1 is being set up: cancel that first.</source>
        <translation>%1 正在搭建：请先取消搭建。</translation>
    </message>
    <message>
        <source>%1 is not a Python environment (no pyvenv.cfg): it was unregistered but not deleted.</source>
        <translation>%1 不是 Python 环境（没有 pyvenv.cfg）：已取消注册，但未删除。</translation>
    </message>
    <message>
        <source>%1 was unregistered but could not be deleted completely.</source>
        <translation>%1 已取消注册，但无法完全删除。</translation>
    </message>
    <message>
        <source>%1 -m pip list did not list the installed packages (exit code %2).</source>
        <translation>%1 -m pip list 未列出已安装的软件包（退出码 %2）。</translation>
    </message>
    <message>
        <source>%1 did not name its pip (exit code %2).</source>
        <translation>%1 没有给出其 pip（退出码 %2）。</translation>
    </message>
    <message>
        <source>`%1 -m pip config list` did not answer (exit code %2)</source>
        <translation>`%1 -m pip config list` 没有应答（退出码 %2）</translation>
    </message>
</context>
<context>
    <name>ptq::EnvSetupSession</name>
    <message>
        <source>The half-made environment of the failed attempt in %1 is deleted first, once you approve; its log %2 is kept.</source>
        <translation>您批准后，会先删除 %1 中上次失败尝试留下的未完成环境；其日志 %2 会保留。</translation>
    </message>
    <message>
        <source>No Python 3.11 to 3.13 was found on PATH (python3.11, python3.12, python3.13, python3): install one, then try again.</source>
        <translation>在 PATH 中未找到 Python 3.11 至 3.13（python3.11、python3.12、python3.13、python3）：请安装其中一个版本，然后重试。</translation>
    </message>
    <message>
        <source>The failed attempt in %1 was deleted before you stopped; nothing new was installed.</source>
        <translation>在您停止之前，%1 中失败的尝试已被删除；没有安装任何新内容。</translation>
    </message>
    <message>
        <source>%1 is already the registered environment %2: choose a new folder.</source>
        <translation>%1 已是已注册的环境 %2：请选择一个新文件夹。</translation>
    </message>
    <message>
        <source>An environment named %1 is already registered (%2), and a new environment is named after its folder: choose a folder with another name.</source>
        <translation>名为 %1 的环境已注册（%2），而新环境以其文件夹命名：请选择一个名称不同的文件夹。</translation>
    </message>
    <message>
        <source>An environment named %1 is already registered (%2): choose another name.</source>
        <translation>名为 %1 的环境已注册（%2）：请选择另一个名称。</translation>
    </message>
</context>
<context>
    <name>ptq::EnvironmentProbe</name>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 在 %2 秒内没有响应。</translation>
    </message>
    <message>
        <source>%1 could not be run.</source>
        <translation>无法运行 %1。</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 以 %2 退出：%3</translation>
    </message>
    <message>
        <source>%1 could not be run or did not answer</source>
        <translation>%1 无法运行或没有响应</translation>
    </message>
    <message>
        <source>%1 gave no VRAM total (exit %2, no output)</source>
        <translation>%1 未给出显存总量（退出码 %2，无输出）</translation>
    </message>
    <message>
        <source>%1 gave no VRAM total (exit %2: %3)</source>
        <translation>%1 未给出显存总量（退出码 %2：%3）</translation>
    </message>
</context>
<context>
    <name>ptq::ExportChecksJob</name>
    <message>
        <source>The plan asked for no evaluation: there is no baseline step to run.</source>
        <translation>计划未要求评估：没有可运行的基线步骤。</translation>
    </message>
    <message>
        <source>The load check was turned off for this command: there is no load-check step to run.</source>
        <translation>此命令的加载检查已关闭：没有可运行的加载检查步骤。</translation>
    </message>
    <message>
        <source>The check script the command was approved with (sha256 %1) is not the one this version of PTQ Studio ships (%2): generate the command again and approve it.</source>
        <translation>批准命令时所用的检查脚本（sha256 %1）不是此版本 PTQ Studio 附带的脚本（%2）：请重新生成命令并批准。</translation>
    </message>
    <message>
        <source>The original model&apos;s perplexity, from the cache (%1).</source>
        <translation>原始模型的困惑度，来自缓存（%1）。</translation>
    </message>
    <message>
        <source>Baseline perplexity %1 from the cache %2 (measured %3).</source>
        <translation>基线困惑度 %1，来自缓存 %2（测量于 %3）。</translation>
    </message>
    <message>
        <source>Could not write the check&apos;s log %1: %2</source>
        <translation>无法写入检查日志 %1：%2</translation>
    </message>
    <message>
        <source>Measuring the original model&apos;s perplexity with quark-cli&apos;s own routine…</source>
        <translation>正在用 quark-cli 自己的流程测量原始模型的困惑度…</translation>
    </message>
    <message>
        <source>Loading the export as its users will and comparing it with the original…</source>
        <translation>正在按用户的方式加载导出，并与原始模型比较…</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2.</source>
        <translation>%1 被信号 %2 终止。</translation>
    </message>
    <message>
        <source>%1 exited with code %2 without a result in %3%4</source>
        <translation>%1 以代码 %2 退出，且 %3 中没有结果%4</translation>
    </message>
    <message>
        <source>The original model&apos;s perplexity could not be measured: %1</source>
        <translation>无法测量原始模型的困惑度：%1</translation>
    </message>
</context>
<context>
    <name>ptq::GpuMonitor</name>
    <message>
        <source>%1 could not be started.</source>
        <translation>无法启动 %1。</translation>
    </message>
    <message>
        <source>%1 gave no readings (exit %2).</source>
        <translation>%1 没有给出读数（退出码 %2）。</translation>
    </message>
    <message>
        <source>%1 stopped (exit %2); it is started again.</source>
        <translation>%1 已停止（退出码 %2），正在重新启动。</translation>
    </message>
    <message>
        <source>%1 stopped (it crashed or was killed); it is started again.</source>
        <translation>%1 已停止（崩溃或被终止），正在重新启动。</translation>
    </message>
    <message>
        <source>%1 gave no readings for %2 s; it is started again.</source>
        <translation>%1 已有 %2 秒没有给出读数，正在重新启动。</translation>
    </message>
    <message>
        <source>%1 ended in its loop mode before its first reading; it is now run once per sample.</source>
        <translation>%1 在循环模式下未给出第一个读数就已结束；现改为每次采样单独运行一次。</translation>
    </message>
</context>
<context>
    <name>ptq::HubClient</name>
    <message>
        <source>The Hub at %1 did not deliver the configuration of %2 within %3 seconds.</source>
        <translation>位于 %1 的 Hub 未在 %3 秒内返回 %2 的配置。</translation>
    </message>
    <message>
        <source>Asking %1 for %2…</source>
        <translation>正在向 %1 请求 %2…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1 has no revision &quot;%2&quot; (%3). Check the branch, tag or commit.</source>
        <translation>%1 没有修订版本“%2”（%3）。请检查分支、标签或提交。</translation>
    </message>
    <message>
        <source>%1 has no such file (%2).</source>
        <translation>%1 没有这个文件（%2）。</translation>
    </message>
    <message>
        <source>%1 is a gated model (%2). Accept the licence on its model page, then provide a token (HF_TOKEN, or paste one on this page).</source>
        <translation>%1 是受限模型（%2）。请在其模型页面接受许可，然后提供令牌（HF_TOKEN，或粘贴到本页）。</translation>
    </message>
    <message>
        <source>%1 is a gated model and the token&apos;s account has not been granted access (%2). Accept the licence on the model page and wait for approval.</source>
        <translation>%1 是受限模型，且令牌所属账户尚未获得访问权限（%2）。请在模型页面接受许可并等待批准。</translation>
    </message>
    <message>
        <source>%1 has been disabled on the Hub (%2).</source>
        <translation>%1 已在 Hub 上被禁用（%2）。</translation>
    </message>
    <message>
        <source>The Hub rejected the token from %1 as invalid (%2). Create a new read token and set it again.</source>
        <translation>Hub 拒绝了来自 %1 的令牌，认为其无效（%2）。请创建新的读取令牌并重新设置。</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>本次会话</translation>
    </message>
    <message>
        <source>%1 was not found on %2. Check the id; if the repository is private, provide a token.</source>
        <translation>在 %2 上未找到 %1。请检查 ID；如果仓库是私有的，请提供令牌。</translation>
    </message>
    <message>
        <source>%1 was not found on %2, or the token has no access to it.</source>
        <translation>在 %2 上未找到 %1，或令牌无权访问它。</translation>
    </message>
    <message>
        <source>The Hub refused access to %1: %2</source>
        <translation>Hub 拒绝访问 %1：%2</translation>
    </message>
    <message>
        <source>403 Forbidden</source>
        <translation>403 Forbidden</translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (%1)%2. Wait a few minutes, or provide a token (higher limits).</source>
        <translation>Hub 正在限制请求频率（%1）%2。请等待几分钟，或提供令牌（限额更高）。</translation>
    </message>
    <message>
        <source>; it asks to retry after %1 seconds</source>
        <translation>；它要求在 %1 秒后重试</translation>
    </message>
    <message>
        <source>The Hub answered %1 for %2; it may be down.</source>
        <translation>Hub 对 %2 返回了 %1；它可能已宕机。</translation>
    </message>
    <message>
        <source>%1 could not be resolved (no network or DNS?). Without network, analyse a local folder or a model in the Hugging Face cache.</source>
        <translation>无法解析 %1（没有网络或 DNS？）。没有网络时，请分析本地文件夹或 Hugging Face 缓存中的模型。</translation>
    </message>
    <message>
        <source>%1 refused the connection (%2).</source>
        <translation>%1 拒绝了连接（%2）。</translation>
    </message>
    <message>
        <source>%1 stopped answering for %2 seconds.</source>
        <translation>%1 已 %2 秒没有响应。</translation>
    </message>
    <message>
        <source>The TLS connection to %1 failed: %2. A proxy or a wrong system clock can cause this.</source>
        <translation>与 %1 的 TLS 连接失败：%2。代理或错误的系统时间可能导致此问题。</translation>
    </message>
    <message>
        <source>The connection to %1 failed: %2</source>
        <translation>与 %1 的连接失败：%2</translation>
    </message>
    <message>
        <source>The Hub answered %1 for %2.</source>
        <translation>Hub 对 %2 返回了 %1。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB; that is not a configuration file, so it was not read.</source>
        <translation>%1 大于 %2 MiB；这不是配置文件，因此未读取。</translation>
    </message>
    <message>
        <source>%1 redirected without a location.</source>
        <translation>%1 重定向时没有给出目标位置。</translation>
    </message>
    <message>
        <source>%1 redirected more than %2 times (a redirect loop?).</source>
        <translation>%1 重定向超过 %2 次（重定向循环？）。</translation>
    </message>
    <message>
        <source>The Hub answered %1; trying again in %2 s…</source>
        <translation>Hub 返回了 %1；%2 秒后重试…</translation>
    </message>
    <message>
        <source>%1 has no config.json at revision %2, so it is not a Transformers model (%3).</source>
        <translation>%1 在修订版本 %2 中没有 config.json，因此不是 Transformers 模型（%3）。</translation>
    </message>
    <message>
        <source> The model info from %1 was not valid JSON and was ignored.</source>
        <translation> 来自 %1 的模型信息不是有效的 JSON，已忽略。</translation>
    </message>
    <message>
        <source>Read config.json.</source>
        <translation>已读取 config.json。</translation>
    </message>
    <message>
        <source>Read model.safetensors.index.json.</source>
        <translation>已读取 model.safetensors.index.json。</translation>
    </message>
    <message>
        <source>%1 has no config.json at revision %2, so it is not a Transformers model.</source>
        <translation>%1 在修订版本 %2 中没有 config.json，因此不是 Transformers 模型。</translation>
    </message>
    <message>
        <source>The token was not sent to %1: that is plain http to another machine, where anyone on the way can read it. Use an https endpoint, or set PTQ_ALLOW_INSECURE_ENDPOINT=1 to send it anyway.</source>
        <translation>未将令牌发送到 %1：这是通往另一台机器的明文 http，途中任何人都能读取它。请使用 https 端点，或设置 PTQ_ALLOW_INSECURE_ENDPOINT=1 以仍然发送。</translation>
    </message>
</context>
<context>
    <name>ptq::IntakeService</name>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>HF_HUB_OFFLINE is set: reading %1 from the Hugging Face cache…</source>
        <translation>已设置 HF_HUB_OFFLINE：正在从 Hugging Face 缓存读取 %1…</translation>
    </message>
    <message>
        <source>Read from the Hugging Face cache because HF_HUB_OFFLINE is set.</source>
        <translation>由于设置了 HF_HUB_OFFLINE，已从 Hugging Face 缓存读取。</translation>
    </message>
    <message>
        <source>The analysis of %1 was cancelled.</source>
        <translation>已取消对 %1 的分析。</translation>
    </message>
    <message>
        <source>Analysing the configuration…</source>
        <translation>正在分析配置…</translation>
    </message>
    <message>
        <source>The Hub could not be reached; looking in the Hugging Face cache…</source>
        <translation>无法连接 Hub；正在 Hugging Face 缓存中查找…</translation>
    </message>
    <message>
        <source>Read from the Hugging Face cache because the Hub could not be reached: %1</source>
        <translation>由于无法连接 Hub，已从 Hugging Face 缓存读取：%1</translation>
    </message>
    <message>
        <source>%1 It is not in the Hugging Face cache either (%2).</source>
        <translation>%1 它也不在 Hugging Face 缓存中（%2）。</translation>
    </message>
</context>
<context>
    <name>ptq::JobRunner</name>
    <message>
        <source>A process of this machine cannot be followed again once the app that started it is gone.</source>
        <translation>本机上的进程一旦其启动程序退出，就无法再次跟踪。</translation>
    </message>
</context>
<context>
    <name>ptq::JobWriter</name>
    <message>
        <source>%1. The log is incomplete from %2 s into the run.</source>
        <translation>%1。日志自运行开始 %2 秒起不完整。</translation>
    </message>
</context>
<context>
    <name>ptq::ModelCopier</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>The copy of the model to %1 was cancelled; nothing was started there.</source>
        <translation>向 %1 复制模型已取消；那里没有启动任何内容。</translation>
    </message>
    <message>
        <source>Reading the model folder %1 to copy it failed: %2</source>
        <translation>读取模型文件夹 %1 以进行复制时失败：%2</translation>
    </message>
    <message>
        <source>Copying the model to %1 failed: %2</source>
        <translation>将模型复制到 %1 失败：%2</translation>
    </message>
    <message>
        <source>Copying the model to %1 failed (exit %2): %3</source>
        <translation>将模型复制到 %1 失败（退出码 %2）：%3</translation>
    </message>
    <message>
        <source>Copying the model to %1 failed: the lock %2.lock could not be taken (exit %3). %4</source>
        <translation>将模型复制到 %1 失败：无法获取锁 %2.lock（退出码 %3）。%4</translation>
    </message>
    <message>
        <source>The model folder %1 changed after the command was approved (%2): the approval is void and nothing was copied. Check the target again on page 3 and approve what is there now.</source>
        <translation>命令批准后模型文件夹 %1 已发生变化（%2）：批准已失效，未复制任何内容。请在第 3 页重新检查目标，并批准当前的内容。</translation>
    </message>
    <message>
        <source>Copying the model to %1 failed (rsync, exit %2): %3</source>
        <translation>将模型复制到 %1 失败（rsync，退出码 %2）：%3</translation>
    </message>
    <message>
        <source>The copy on %1 does not match the model folder %2 (%3): it is not used.</source>
        <translation>%1 上的副本与模型文件夹 %2 不符（%3）：不会使用它。</translation>
    </message>
    <message>
        <source>Putting the copy in place at %1 failed: %2</source>
        <translation>无法将副本放到 %1：%2</translation>
    </message>
    <message>
        <source>%1 What arrived is kept at %2:%3; the next copy of the same files resumes from it.</source>
        <translation>%1 已传输的内容保留在 %2:%3；下次复制相同文件时会从中继续。</translation>
    </message>
    <message>
        <source>%1 The partial copy %2:%3 may be left there; the next copy removes it.</source>
        <translation>%1 未完成的副本 %2:%3 可能仍留在那里；下次复制时会将其删除。</translation>
    </message>
</context>
<context>
    <name>ptq::OutputHasher</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot hash %1: OpenSSL&apos;s SHA-256 is not available.</source>
        <translation>无法计算 %1 的校验和：OpenSSL 的 SHA-256 不可用。</translation>
    </message>
</context>
<context>
    <name>ptq::PatternPreviewer</name>
    <message>
        <source>&quot;%1&quot; matches no module: Quark would ignore it silently.</source>
        <translation>“%1”不匹配任何模块：Quark 会静默忽略它。</translation>
    </message>
    <message>
        <source>Override &quot;%1&quot; decides no module: exclusions or earlier overrides take all it matches.</source>
        <translation>覆盖规则“%1”不决定任何模块：它匹配的全部已被排除项或更早的覆盖规则占用。</translation>
    </message>
    <message>
        <source>No exclusions: every Linear module, lm_head included, is quantized.</source>
        <translation>没有排除项：每个 Linear 模块（包括 lm_head）都会被量化。</translation>
    </message>
    <message>
        <source>module names from %1</source>
        <translation>模块名来自 %1</translation>
    </message>
    <message>
        <source>module names from the header of %1</source>
        <translation>模块名来自 %1 的头部</translation>
    </message>
    <message>
        <source>module names generated from the architecture (no local safetensors index or header)</source>
        <translation>根据架构生成的模块名（没有本地 safetensors 索引或头部）</translation>
    </message>
</context>
<context>
    <name>ptq::PtqJob</name>
    <message>
        <source>A run is already in progress.</source>
        <translation>已有一次运行正在进行。</translation>
    </message>
    <message>
        <source>Not running: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source>Could not create the output folder %1.</source>
        <translation>无法创建输出文件夹 %1。</translation>
    </message>
    <message>
        <source>Could not create the log %1: %2</source>
        <translation>无法创建日志 %1：%2</translation>
    </message>
    <message>
        <source>Not running: the ticket is not for the workspace %1.</source>
        <translation>未运行：此许可不属于工作区 %1。</translation>
    </message>
    <message>
        <source>Could not create a log in %1: every name for %2 is taken. Move old logs away, then run again.</source>
        <translation>无法在 %1 中创建日志：%2 的所有名称都已被占用。请移走旧日志，然后重新运行。</translation>
    </message>
    <message>
        <source>Nothing to re-attach to in %1: no remote job is recorded as running.</source>
        <translation>%1 中没有可重新附加的对象：没有记录为正在运行的远程作业。</translation>
    </message>
    <message>
        <source>Could not open the log %1 to continue it: %2</source>
        <translation>无法打开日志 %1 以继续写入：%2</translation>
    </message>
    <message>
        <source>ptq-studio: re-attached at %1; the job&apos;s output continues from byte %2 of its log on the target.</source>
        <translation>ptq-studio：已于 %1 重新附加；作业输出从目标上其日志的第 %2 字节处继续。</translation>
    </message>
    <message>
        <source>ptq-studio: %1</source>
        <translation>ptq-studio: %1</translation>
    </message>
    <message>
        <source>ptq-studio: not re-attached: %1</source>
        <translation>ptq-studio：未重新附加：%1</translation>
    </message>
    <message>
        <source>Not running: the ticket has no command.</source>
        <translation>未运行：该票据没有命令。</translation>
    </message>
</context>
<context>
    <name>ptq::PublishJob</name>
    <message>
        <source>The upload to %1 was cancelled before it started.</source>
        <translation>上传到 %1 在开始之前已被取消。</translation>
    </message>
    <message>
        <source>Could not write %1: the folder cannot be made.</source>
        <translation>无法写入 %1：无法创建该文件夹。</translation>
    </message>
    <message>
        <source>Upload of %1 files (%2 bytes) from %3 to %4 (%5), approval %6
</source>
        <translation>将 %1 个文件（%2 字节）从 %3 上传到 %4（%5），批准 %6
</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>The upload to %1 was cancelled; the repository may hold part of it (nothing was committed unless the commit had begun).</source>
        <translation>上传到 %1 已被取消；仓库中可能已有部分内容（除非提交已经开始，否则没有提交任何内容）。</translation>
    </message>
    <message>
        <source>Published to %1 (commit %2).</source>
        <translation>已发布到 %1（提交 %2）。</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 崩溃</translation>
    </message>
    <message>
        <source>%1 ended with exit status %2: %3</source>
        <translation>%1 以退出状态 %2 结束：%3</translation>
    </message>
    <message>
        <source>The upload to %1 failed: %2</source>
        <translation>上传到 %1 失败：%2</translation>
    </message>
    <message>
        <source>The Hub refused the token from %1: check that it is valid (hf auth whoami).</source>
        <translation>Hub 拒绝了来自 %1 的令牌：请检查它是否有效（hf auth whoami）。</translation>
    </message>
    <message>
        <source>The token from %1 may not write to %2: it needs write access to that namespace.</source>
        <translation>来自 %1 的令牌无权写入 %2：它需要对该命名空间的写入权限。</translation>
    </message>
    <message>
        <source>The full log is %1.</source>
        <translation>完整日志为 %1。</translation>
    </message>
</context>
<context>
    <name>ptq::PublishSession</name>
    <message>
        <source>An upload is already running: it must end before another starts.</source>
        <translation>已有上传正在进行：它结束后才能开始另一个。</translation>
    </message>
    <message>
        <source>No upload is proposed: there is nothing to approve.</source>
        <translation>没有提议的上传：没有可批准的内容。</translation>
    </message>
    <message>
        <source>%1 is not the approval of this upload (now %2). The repository, the visibility, the endpoint or the files changed since it was printed; look at the upload above and approve it again.</source>
        <translation>%1 不是此次上传的批准（现在为 %2）。自打印以来，仓库、可见性、端点或文件已发生变化；请查看上面的上传内容并重新批准。</translation>
    </message>
</context>
<context>
    <name>ptq::QuarkCatalog</name>
    <message>
        <source>FP8 E4M3 weights and activations, per tensor, static (calibrated)</source>
        <translation>FP8 E4M3 权重和激活，按张量，静态（经校准）</translation>
    </message>
    <message>
        <source>FP8 weights per channel, activations per token (dynamic)</source>
        <translation>FP8 权重按通道，激活按 token（动态）</translation>
    </message>
    <message>
        <source>INT8 weights and activations, per tensor, static</source>
        <translation>INT8 权重和激活，按张量，静态</translation>
    </message>
    <message>
        <source>INT4 symmetric weight-only, %1</source>
        <translation>INT4 对称仅权重，%1</translation>
    </message>
    <message>
        <source>per channel</source>
        <translation>按通道</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>分组 %1</translation>
    </message>
    <message>
        <source>UINT4 asymmetric weight-only (AWQ-style), %1</source>
        <translation>UINT4 非对称仅权重（AWQ 风格），%1</translation>
    </message>
    <message>
        <source>INT4 weights and activations, group 64</source>
        <translation>INT4 权重和激活，分组 64</translation>
    </message>
    <message>
        <source>OCP MXFP4 weights and activations (native on MI350/MI355, emulated elsewhere)</source>
        <translation>OCP MXFP4 权重和激活（MI350/MI355 原生支持，其他平台模拟）</translation>
    </message>
    <message>
        <source>OCP MXFP4 weight-only</source>
        <translation>OCP MXFP4 仅权重</translation>
    </message>
    <message>
        <source>OCP MXFP6 (%1) weights and activations</source>
        <translation>OCP MXFP6（%1）权重和激活</translation>
    </message>
    <message>
        <source>MXFP4 weights, MXFP6 E2M3 activations</source>
        <translation>MXFP4 权重，MXFP6 E2M3 激活</translation>
    </message>
    <message>
        <source>MXFP4 weights, FP8 activations</source>
        <translation>MXFP4 权重，FP8 激活</translation>
    </message>
    <message>
        <source>AMD FP4 with E5M3 scales%1</source>
        <translation>AMD FP4，E5M3 缩放%1</translation>
    </message>
    <message>
        <source>, two-stage</source>
        <translation>，两阶段</translation>
    </message>
    <message>
        <source>NVFP4: FP4 group 16 with FP8 E4M3 scales</source>
        <translation>NVFP4：FP4 分组 16，FP8 E4M3 缩放</translation>
    </message>
    <message>
        <source>W4A8: INT4 weights via FP8, FP8 activations</source>
        <translation>W4A8：INT4 权重经由 FP8，FP8 激活</translation>
    </message>
    <message>
        <source>%1 block format (emulation; export not supported)</source>
        <translation>%1 块格式（模拟；不支持导出）</translation>
    </message>
    <message>
        <source>legacy (≤0.10) scheme name</source>
        <translation>旧版（≤0.10）方案名称</translation>
    </message>
    <message>
        <source>scheme known to the installed quark-cli</source>
        <translation>已安装的 quark-cli 认识的方案</translation>
    </message>
</context>
<context>
    <name>ptq::QuarkCliProbe</name>
    <message>
        <source>&quot;%1 torch-llm-ptq --help&quot; did not answer within %2 seconds; it was stopped.</source>
        <translation>“%1 torch-llm-ptq --help”未在 %2 秒内响应，已被停止。</translation>
    </message>
    <message>
        <source>quark-cli was not found on PATH.</source>
        <translation>在 PATH 中未找到 quark-cli。</translation>
    </message>
    <message>
        <source>%1 is not an executable quark-cli.</source>
        <translation>%1 不是可执行的 quark-cli。</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed (exit %2): %3</source>
        <translation>“%1”失败（退出码 %2）：%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; printed something that is not its help: %2</source>
        <translation>“%1”输出的内容不是其帮助信息：%2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>the Quark API did not answer within %1 seconds</source>
        <translation>Quark API 未在 %1 秒内响应</translation>
    </message>
    <message>
        <source>no Python interpreter found for %1</source>
        <translation>未找到 %1 的 Python 解释器</translation>
    </message>
</context>
<context>
    <name>ptq::RemoteRunner</name>
    <message>
        <source>No nvidia-smi, amd-smi or rocm-smi on %1: GPU memory is not shown.</source>
        <translation>%1 上没有 nvidia-smi、amd-smi 或 rocm-smi：不显示 GPU 显存。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>与 %1 的连接已断开。</translation>
    </message>
    <message>
        <source>%1 The job goes on there; trying again in %2 s.</source>
        <translation>%1 作业在那里继续运行；%2 秒后重试。</translation>
    </message>
    <message>
        <source>Could not make a temporary folder to verify the output of %1 in: %2</source>
        <translation>无法创建用于验证 %1 输出的临时文件夹：%2</translation>
    </message>
    <message>
        <source>The output folder %1 on %2 could not be read for verification: %3</source>
        <translation>无法读取 %2 上的输出文件夹 %1 以进行验证：%3</translation>
    </message>
    <message>
        <source>The output folder %1 on %2: %3</source>
        <translation>%2 上的输出文件夹 %1：%3</translation>
    </message>
    <message>
        <source>copying the model to %1: %2 of %3 (%4 %)</source>
        <translation>正在将模型复制到 %1：%2 / %3（%4 %）</translation>
    </message>
    <message numerus="yes">
        <source>copying the model folder %1 to %2:%3 (%n file(s), %4) before the job starts</source>
        <translation>
            <numerusform>作业开始前，正在将模型文件夹 %1 复制到 %2:%3（%n 个文件，%4）</numerusform>
        </translation>
    </message>
    <message>
        <source>the copy of the model stopped at %1 of %2; nothing was started on %3</source>
        <translation>模型复制在 %1 / %2 处停止；%3 上没有启动任何内容</translation>
    </message>
    <message>
        <source>the model is on %1 at %2 (copied in %3 s)</source>
        <translation>模型已位于 %1 的 %2（复制用时 %3 秒）</translation>
    </message>
    <message>
        <source>the copy of the model stopped at %1 of %2 and what had arrived on %3 was removed; nothing was started there</source>
        <translation>模型复制在 %1 / %2 处停止，已传输到 %3 的部分已删除；那里没有启动任何内容</translation>
    </message>
    <message>
        <source>%1 answered more than %2 to one request, more than it can mean; the answer was refused.</source>
        <translation>%1 对单个请求的回答超过 %2，超出了任何合理含义；已拒绝该回答。</translation>
    </message>
    <message>
        <source>ssh on this machine refused the settings of %1 before connecting to anything (nothing was sent; check the host, port, user and jump host of the target): %2</source>
        <translation>本机的 ssh 在连接任何主机之前就拒绝了 %1 的设置（未发送任何内容；请检查目标的主机、端口、用户和跳板主机）：%2</translation>
    </message>
    <message>
        <source>the copy of the model stopped at %1 of %2; what had arrived is kept on %3 at %4, and the next copy of the same files resumes from it; nothing was started there</source>
        <translation>模型复制在 %1 / %2 处停止；已到达的部分保留在 %3 的 %4，同一批文件的下一次复制会从那里继续；那里没有启动任何内容</translation>
    </message>
</context>
<context>
    <name>ptq::RemoteScripts</name>
    <message>
        <source>The output folder does not exist on the target, or cannot be entered.</source>
        <translation>输出文件夹在目标上不存在，或无法进入。</translation>
    </message>
    <message>
        <source>The listing of the output folder ended early (the connection was lost?).</source>
        <translation>输出文件夹的列表提前结束（连接已断开？）。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The listing of the output folder gives %1 a size of %2 bytes.</source>
        <translation>输出文件夹的列表显示 %1 的大小为 %2 字节。</translation>
    </message>
    <message>
        <source>The output folder holds more than %1 entries; an export has a few dozen, so it was not verified.</source>
        <translation>输出文件夹包含超过 %1 个条目；导出结果通常只有几十个，因此未进行验证。</translation>
    </message>
    <message>
        <source>The output folder %1 on %2 is in %3, where each run keeps its script, log and status: choose a folder outside it (e.g. %4).</source>
        <translation>%2 上的输出文件夹 %1 位于 %3 中，每次运行都在那里保存其脚本、日志和状态：请选择其外部的文件夹（例如 %4）。</translation>
    </message>
    <message>
        <source>The output folder %1 on %2 holds %3, where each run keeps its script, log and status: choose a folder of its own (e.g. %4).</source>
        <translation>%2 上的输出文件夹 %1 包含 %3，每次运行都在那里保存其脚本、日志和状态：请选择一个单独的文件夹（例如 %4）。</translation>
    </message>
</context>
<context>
    <name>ptq::RunSession</name>
    <message>
        <source>No workspace is open.</source>
        <translation>没有打开的工作区。</translation>
    </message>
    <message>
        <source>The workspace %1 was closed.</source>
        <translation>工作区 %1 已关闭。</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>已有一次运行正在进行。</translation>
    </message>
    <message>
        <source>Not running: the workspace %1 was closed before its run started.</source>
        <translation>未运行：工作区 %1 在其运行开始前已关闭。</translation>
    </message>
    <message>
        <source>No remote job of %1 waits to be followed.</source>
        <translation>%1 没有等待跟踪的远程作业。</translation>
    </message>
    <message>
        <source>A run is in progress: its result is decided once it has ended.</source>
        <translation>一次运行正在进行：待其结束后再决定其结果。</translation>
    </message>
    <message>
        <source>Not following: the workspace %1 was closed before the job was followed again.</source>
        <translation>未跟踪：在重新跟踪该作业之前，工作区 %1 已关闭。</translation>
    </message>
    <message>
        <source>Checksums not recorded: %1 is not the output folder of %2.</source>
        <translation>未记录校验和：%1 不是 %2 的输出文件夹。</translation>
    </message>
    <message>
        <source>Checksums not recorded: the export of %1 is on %2, not on this machine; compute its checksums there (sha256sum).</source>
        <translation>未记录校验和：%1 的导出位于 %2，而不在本机上；请在那里计算其校验和（sha256sum）。</translation>
    </message>
</context>
<context>
    <name>ptq::SlurmRunner</name>
    <message>
        <source>sbatch on %1 refused the job (exit %2): %3</source>
        <translation>%1 上的 sbatch 拒绝了该作业（退出码 %2）：%3</translation>
    </message>
    <message>
        <source>%1 The job goes on in the cluster; trying again.</source>
        <translation>%1 作业在集群中继续运行；正在重试。</translation>
    </message>
    <message>
        <source>Slurm no longer knows job %1 (%2): its end is not known.</source>
        <translation>Slurm 已不再知道作业 %1（%2）：其结束情况未知。</translation>
    </message>
    <message>
        <source>job %1: %2 %3</source>
        <translation>作业 %1：%2 %3</translation>
    </message>
    <message>
        <source>The record of the job on %1 names no Slurm job id.</source>
        <translation>%1 上的作业记录中没有 Slurm 作业 ID。</translation>
    </message>
    <message>
        <source>Slurm job %1 ended: %2</source>
        <translation>Slurm 作业 %1 已结束：%2</translation>
    </message>
    <message>
        <source>Slurm job %1 submitted through %2</source>
        <translation>已通过 %2 提交 Slurm 作业 %1</translation>
    </message>
    <message>
        <source>Slurm job %1 waits in the queue</source>
        <translation>Slurm 作业 %1 正在队列中等待</translation>
    </message>
    <message>
        <source>Slurm job %1 waits: %2</source>
        <translation>Slurm 作业 %1 正在等待：%2</translation>
    </message>
    <message>
        <source>Slurm job %1 on node %2</source>
        <translation>Slurm 作业 %1 在节点 %2 上</translation>
    </message>
    <message>
        <source>re-attached to Slurm job %1 through %2</source>
        <translation>已通过 %2 重新连接到 Slurm 作业 %1</translation>
    </message>
    <message>
        <source>The record of the job on %1 names &quot;%2&quot;, which is no Slurm job id (digits only): not followed, and nothing was cancelled.</source>
        <translation>%1 上的作业记录中写的是“%2”，它不是 Slurm 作业 ID（只能是数字）：不跟踪，也未取消任何内容。</translation>
    </message>
</context>
<context>
    <name>ptq::SshCall</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s: %3</source>
        <translation>%1 未在 %2 秒内完成：%3</translation>
    </message>
    <message>
        <source>%1 answered more than %2 MiB to one request; the answer was refused, not kept: %3</source>
        <translation>%1 对一次请求的回答超过 %2 MiB；该回答已被拒绝，未保留：%3</translation>
    </message>
</context>
<context>
    <name>ptq::SshRunner</name>
    <message>
        <source>The run could not be started in %1 on %2 (exit %3): %4</source>
        <translation>无法在 %2 上的 %1 中启动运行（退出码 %3）：%4</translation>
    </message>
    <message>
        <source>on %1, process group %2</source>
        <translation>在 %1 上，进程组 %2</translation>
    </message>
    <message>
        <source>the run ended on %1 without recording its status</source>
        <translation>%1 上的运行已结束，但未记录其状态</translation>
    </message>
    <message>
        <source>The record of the run on %1 names no process to follow.</source>
        <translation>%1 上的运行记录中没有可跟踪的进程。</translation>
    </message>
    <message>
        <source>re-attached on %1, process group %2</source>
        <translation>已在 %1 上重新附加，进程组 %2</translation>
    </message>
    <message>
        <source>the run on %1 ended with exit status %2</source>
        <translation>%1 上的运行已结束，退出状态为 %2</translation>
    </message>
    <message>
        <source>%1 answered process %2 for the run in %3, which cannot be the run&apos;s process group; nothing is followed or signalled there.</source>
        <translation>%1 为 %3 中的运行返回了进程 %2，它不可能是该运行的进程组；不会在那里跟踪或发送信号。</translation>
    </message>
    <message>
        <source>the run folder %1 on %2 names another process than %3; its end is not known</source>
        <translation>%2 上的运行文件夹 %1 记录的进程不是 %3；其结束情况未知</translation>
    </message>
    <message>
        <source>The record of the run names process %1, but its run folder %2 on %3 names %4: the record was changed, or is another run&apos;s. Not followed, and nothing was signalled there; check the run on %3 (its pid file), or restore the record.</source>
        <translation>运行记录中的进程是 %1，但其在 %3 上的运行文件夹 %2 记录的是 %4：记录已被更改，或属于另一次运行。不跟踪，也未在那里发送任何信号；请检查 %3 上的运行（其 pid 文件），或恢复该记录。</translation>
    </message>
    <message>
        <source>no process</source>
        <translation>无进程</translation>
    </message>
</context>
<context>
    <name>ptq::TargetPreflight</name>
    <message>
        <source>This machine.</source>
        <translation>本机。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>%1 answered, but the login shell failed (exit %2): %3</source>
        <translation>%1 已应答，但登录 shell 失败（退出码 %2）：%3</translation>
    </message>
    <message>
        <source>%1 answers over SSH (key accepted, host key known).</source>
        <translation>%1 可通过 SSH 应答（密钥已接受，主机密钥已知）。</translation>
    </message>
    <message>
        <source>Looking at %1: quark-cli, GPUs, disk…</source>
        <translation>正在检查 %1：quark-cli、GPU、磁盘…</translation>
    </message>
    <message>
        <source>The remote workspace %1 cannot be %2 on %3: %4 is not a writable folder.</source>
        <translation>无法在 %3 上%2远程工作区 %1：%4 不是可写的文件夹。</translation>
    </message>
    <message>
        <source>written</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>created</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>The remote workspace %1 exists and is writable.</source>
        <translation>远程工作区 %1 已存在且可写。</translation>
    </message>
    <message>
        <source>The remote workspace %1 will be created in %2 after approval.</source>
        <translation>批准后将在 %2 中创建远程工作区 %1。</translation>
    </message>
    <message>
        <source>No nvidia-smi, amd-smi or rocm-smi on %1: its GPUs cannot be listed, and the run&apos;s GPU memory will not be shown.</source>
        <translation>%1 上没有 nvidia-smi、amd-smi 或 rocm-smi：无法列出其 GPU，也不会显示运行的 GPU 显存。</translation>
    </message>
    <message>
        <source>%1 reports no GPU on %2.</source>
        <translation>%1 报告 %2 上没有 GPU。</translation>
    </message>
    <message>
        <source>GPUs on %1 (%2): %3</source>
        <translation>%1 上的 GPU（%2）：%3</translation>
    </message>
    <message>
        <source>%1 is not an executable file on %2. Install amd-quark[cli] in a Python environment there and name its bin/quark-cli in the target.</source>
        <translation>%1 在 %2 上不是可执行文件。请在那里的某个 Python 环境中安装 amd-quark[cli]，并在目标中指定其 bin/quark-cli。</translation>
    </message>
    <message>
        <source>Asking quark-cli on %1 for its options (it loads PyTorch)…</source>
        <translation>正在向 %1 上的 quark-cli 查询其选项（它会加载 PyTorch）…</translation>
    </message>
    <message>
        <source>%1 torch-llm-ptq --help did not answer on %2 within %3 s.</source>
        <translation>%2 上的 %1 torch-llm-ptq --help 未在 %3 秒内应答。</translation>
    </message>
    <message>
        <source>&quot;%1 torch-llm-ptq --help&quot; failed on %2 (exit %3): %4</source>
        <translation>“%1 torch-llm-ptq --help”在 %2 上失败（退出码 %3）：%4</translation>
    </message>
    <message>
        <source>%1 on %2 answers torch-llm-ptq --help.</source>
        <translation>%2 上的 %1 能应答 torch-llm-ptq --help。</translation>
    </message>
    <message>
        <source>Asking Slurm on %1 for its partitions…</source>
        <translation>正在向 %1 上的 Slurm 查询其分区…</translation>
    </message>
    <message>
        <source>sinfo failed on %1 (exit %2): %3 Is this a Slurm login node?</source>
        <translation>sinfo 在 %1 上失败（退出码 %2）：%3 这是 Slurm 登录节点吗？</translation>
    </message>
    <message>
        <source>The cluster on %1 has no default partition: name one in the target (%2).</source>
        <translation>%1 上的集群没有默认分区：请在目标中指定一个（%2）。</translation>
    </message>
    <message>
        <source>The cluster on %1 has no partition %2; it has: %3.</source>
        <translation>%1 上的集群没有分区 %2；它有：%3。</translation>
    </message>
    <message>
        <source>Partition %1 is up (%2 node(s), %3).</source>
        <translation>分区 %1 处于运行状态（%2 个节点，%3）。</translation>
    </message>
    <message>
        <source>no GPUs listed</source>
        <translation>未列出 GPU</translation>
    </message>
    <message>
        <source>Partition %1 is not up: the job would wait.</source>
        <translation>分区 %1 未处于运行状态：作业将会等待。</translation>
    </message>
    <message>
        <source>Partition %1 lists no GPUs in its generic resources, but the target asks for %2.</source>
        <translation>分区 %1 的通用资源中未列出 GPU，但目标请求了 %2 个。</translation>
    </message>
    <message>
        <source>The target asks for %1 min, more than partition %2 allows (%3 min): sbatch would refuse the job.</source>
        <translation>目标请求 %1 分钟，超过分区 %2 允许的时长（%3 分钟）：sbatch 会拒绝该作业。</translation>
    </message>
    <message>
        <source>Time limit: %1 min.</source>
        <translation>时间限制：%1 分钟。</translation>
    </message>
    <message>
        <source>The model folder %1 is there on %2.</source>
        <translation>模型文件夹 %1 在 %2 上存在。</translation>
    </message>
    <message>
        <source>The output folder %1 already exists on %2 and is not empty: choose a new folder, so that nothing there is overwritten.</source>
        <translation>输出文件夹 %1 已存在于 %2 上且不为空：请选择一个新文件夹，以免覆盖其中的内容。</translation>
    </message>
    <message>
        <source>The output folder %1 cannot be created on %2: %3 is not a writable folder.</source>
        <translation>无法在 %2 上创建输出文件夹 %1：%3 不是可写的文件夹。</translation>
    </message>
    <message>
        <source>Listing the model folder %1…</source>
        <translation>正在列出模型文件夹 %1…</translation>
    </message>
    <message>
        <source>The model folder %1 is not on %2 and cannot be copied there: %3</source>
        <translation>模型文件夹 %1 不在 %2 上，且无法复制过去：%3</translation>
    </message>
    <message>
        <source>The model folder %1 has no config.json on %2, nor on this machine. Give the folder as the target sees it, or a Hugging Face id so that it downloads there.</source>
        <translation>模型文件夹 %1 在 %2 上和本机上都没有 config.json。请按目标机器看到的路径给出该文件夹，或给出 Hugging Face ID 以便在那里下载。</translation>
    </message>
    <message numerus="yes">
        <source>The model folder %1 is not on %2, but a copy with the same %n file(s) and sizes is there at %3: the run uses it, nothing is copied.</source>
        <translation>
            <numerusform>模型文件夹 %1 不在 %2 上，但 %3 处已有一个副本（%n 个文件，大小相同）：运行将使用它，不会再复制。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model folder %1 is not on %2 (no shared file system). After you approve, its %n file(s) (%3) are copied to %4 there, before the job starts; the command reads the model from there.</source>
        <translation>
            <numerusform>模型文件夹 %1 不在 %2 上（没有共享文件系统）。您批准后，在作业开始前，它的 %n 个文件（%3）会被复制到那里的 %4；命令将从那里读取模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>The copy of the model needs %1, but only %2 are free on %3 where the remote workspace is.</source>
        <translation>复制模型需要 %1，但 %3 上远程工作区所在位置只有 %2 可用空间。</translation>
    </message>
    <message>
        <source>The run may take up to about %1 min (the upper end of the estimate), more than the job&apos;s time limit of %2 min: Slurm would stop it (TIMEOUT) before it ends.</source>
        <translation>运行最多可能需要约 %1 分钟（估计的上限），超过作业的时间限制 %2 分钟：Slurm 会在运行结束前将其终止（TIMEOUT）。</translation>
    </message>
    <message>
        <source>%1 free on %2 where the remote workspace is.</source>
        <translation>%2 上远程工作区所在位置有 %1 可用空间。</translation>
    </message>
</context>
<context>
    <name>ptq::ToolProcess</name>
    <message>
        <source>%1 exited with code %2.</source>
        <translation>%1 以代码 %2 退出。</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 以 %2 退出：%3</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2.</source>
        <translation>%1 被信号 %2 终止。</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s and was stopped.</source>
        <translation>%1 未在 %2 秒内完成，已被停止。</translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation>%1 已取消。</translation>
    </message>
</context>
<context>
    <name>ptq::WorkspaceSession</name>
    <message>
        <source>No quark-cli asked yet: using the catalog of quark-cli %1.</source>
        <translation>尚未询问 quark-cli：使用 quark-cli %1 的目录。</translation>
    </message>
    <message>
        <source>amd-quark %1 at %2 is a release PTQ Studio knows: its choices are shown at once while quark-cli confirms them in the background…</source>
        <translation>%2 处的 amd-quark %1 是 PTQ Studio 已知的版本：其可选项会立即显示，同时 quark-cli 在后台确认…</translation>
    </message>
    <message>
        <source>amd-quark %1 at %2 is a release PTQ Studio knows; quark-cli could not confirm it: %3</source>
        <translation>%2 处的 amd-quark %1 是 PTQ Studio 已知的版本；quark-cli 无法确认它：%3</translation>
    </message>
    <message>
        <source>Checked against %1 (amd-quark %2, from its --help and its Python API).</source>
        <translation>已对照 %1 检查（amd-quark %2，来自其 --help 和 Python API）。</translation>
    </message>
    <message>
        <source>Checked against %1 (quark-cli %2, from its --help; its Python API could not be asked: %3).</source>
        <translation>已对照 %1 检查（quark-cli %2，来自其 --help；无法询问其 Python API：%3）。</translation>
    </message>
    <message>
        <source>Checked against %1 (amd-quark %2, a release PTQ Studio knows; confirmed by its --help and its Python API).</source>
        <translation>已对照 %1 检查（amd-quark %2，PTQ Studio 已知的版本；已由其 --help 和 Python API 确认）。</translation>
    </message>
    <message>
        <source>quark-cli answered differently from what PTQ Studio knows of amd-quark %1 — %2. Its own answer is used.</source>
        <translation>quark-cli 的回答与 PTQ Studio 对 amd-quark %1 的了解不同——%2。将使用其自身的回答。</translation>
    </message>
    <message>
        <source>%1 Using the catalog of quark-cli %2 instead.</source>
        <translation>%1 改用 quark-cli %2 的目录。</translation>
    </message>
    <message>
        <source>quark-cli could not be asked: %1 Checked against the built-in catalog of quark-cli %2 instead.</source>
        <translation>无法询问 quark-cli：%1 已改为对照 quark-cli %2 的内置目录检查。</translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>没有打开的工作区。</translation>
    </message>
    <message>
        <source>No quark-cli on PATH: the plan is checked against the catalog of quark-cli %1. The next page names the Python environment to use, or sets one up (Set up Quark for me…).</source>
        <translation>PATH 中没有 quark-cli：计划将对照 quark-cli %1 的目录检查。下一页可指定要使用的 Python 环境，或搭建一个（“为我搭建 Quark…”）。</translation>
    </message>
    <message>
        <source>Asking %1 what it accepts…</source>
        <translation>正在询问 %1 接受哪些选项…</translation>
    </message>
    <message>
        <source>Still asking %1; until it answers, checked against the built-in catalog of quark-cli %2.</source>
        <translation>仍在询问 %1；在它回答之前，已对照 quark-cli %2 的内置目录检查。</translation>
    </message>
</context>
<context>
    <name>ptq::cli</name>
    <message>
        <source>Reads a model&apos;s configuration files (never its weights) from the Hugging Face Hub, a local folder or the
Hugging Face cache, and writes DIR/model_analysis.json.
Exit status: 0 written (complete or partial), 1 bad input (nothing written), 2 usage error.</source>
        <translation>从 Hugging Face Hub、本地文件夹或 Hugging Face 缓存读取模型的配置文件（从不读取权重），
并写入 DIR/model_analysis.json。
退出状态：0 已写入（完整或部分），1 输入有误（未写入），2 用法错误。</translation>
    </message>
    <message>
        <source>A Hub repository id (org/name) or a model folder.</source>
        <translation>Hub 仓库 ID（org/name）或模型文件夹。</translation>
    </message>
    <message>
        <source>The workspace folder (created when missing).</source>
        <translation>工作区文件夹（不存在时创建）。</translation>
    </message>
    <message>
        <source>Branch, tag or commit of a Hub repository.</source>
        <translation>Hub 仓库的分支、标签或提交。</translation>
    </message>
    <message>
        <source>Print the written model_analysis.json instead of a summary.</source>
        <translation>输出写入的 model_analysis.json，而不是摘要。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>ptq-studio analyze: give one SOURCE and --workspace DIR (see --help).</source>
        <translation>ptq-studio analyze：请给出一个 SOURCE 和 --workspace DIR（参见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio analyze: %1 is a file, not a workspace folder.</source>
        <translation>ptq-studio analyze：%1 是文件，不是工作区文件夹。</translation>
    </message>
    <message>
        <source>Wrote %1. Review it, then confirm: ptq-studio confirm analysis --workspace %2</source>
        <translation>已写入 %1。请检查，然后确认：ptq-studio confirm analysis --workspace %2</translation>
    </message>
    <message>
        <source>Checkpoint 2 confirmed: %1</source>
        <translation>检查点 2 已确认：%1</translation>
    </message>
    <message>
        <source>Records a checkpoint in the workspace: &apos;analysis&apos; confirms model_analysis.json (Checkpoint 1),
optionally with corrections; &apos;plan&apos; confirms quant_plan.json (Checkpoint 2).
Exit status: 0 recorded, 1 nothing to confirm or invalid, 2 usage error.</source>
        <translation>在工作区中记录一个检查点：&apos;analysis&apos; 确认 model_analysis.json（检查点 1），
可附带更正；&apos;plan&apos; 确认 quant_plan.json（检查点 2）。
退出状态：0 已记录，1 没有可确认的内容或无效，2 用法错误。</translation>
    </message>
    <message>
        <source>analysis or plan</source>
        <translation>analysis 或 plan</translation>
    </message>
    <message>
        <source>The workspace folder.</source>
        <translation>工作区文件夹。</translation>
    </message>
    <message>
        <source>Correct the model type used for Quark&apos;s template.</source>
        <translation>更正用于 Quark 模板的模型类型。</translation>
    </message>
    <message>
        <source>Accept running Python code from the model repository.</source>
        <translation>允许运行模型仓库中的 Python 代码。</translation>
    </message>
    <message>
        <source>Refuse running repository code (default).</source>
        <translation>拒绝运行仓库代码（默认）。</translation>
    </message>
    <message>
        <source>A note recorded with the confirmation.</source>
        <translation>随确认一起记录的备注。</translation>
    </message>
    <message>
        <source>ptq-studio confirm: give a CHECKPOINT and --workspace DIR (see --help).</source>
        <translation>ptq-studio confirm：请给出 CHECKPOINT 和 --workspace DIR（参见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio confirm: unknown checkpoint &quot;%1&quot;; this version confirms: analysis, plan.</source>
        <translation>ptq-studio confirm：未知检查点“%1”；此版本可确认：analysis、plan。</translation>
    </message>
    <message>
        <source>ptq-studio confirm: choose --trust-remote-code or --no-trust-remote-code, not both.</source>
        <translation>ptq-studio confirm：请在 --trust-remote-code 和 --no-trust-remote-code 中选择一个，不能同时使用。</translation>
    </message>
    <message>
        <source>ptq-studio confirm: %1 cannot be confirmed: %2</source>
        <translation>ptq-studio confirm：无法确认 %1：%2</translation>
    </message>
    <message>
        <source>It was written by another tool; run &apos;ptq-studio analyze&apos; to let PTQ Studio analyse the model.</source>
        <translation>它由其他工具写入；请运行 &apos;ptq-studio analyze&apos;，让 PTQ Studio 分析该模型。</translation>
    </message>
    <message>
        <source>Checkpoint 1 confirmed: %1</source>
        <translation>检查点 1 已确认：%1</translation>
    </message>
    <message>
        <source>Compares two artifacts of one kind (model_analysis.json, quant_plan.json or run_manifest.yaml; from PTQ Studio or the upstream workflow) and prints the differences grouped by what they change.
Exit status: 0 identical, 1 different, 2 usage error, unreadable or invalid input, or different kinds.</source>
        <translation>比较同一类的两个产物（model_analysis.json、quant_plan.json 或 run_manifest.yaml；来自 PTQ Studio 或上游工作流），并按其影响分组输出差异。
退出状态：0 相同，1 不同，2 用法错误、输入无法读取或无效，或类型不同。</translation>
    </message>
    <message>
        <source>the first (left) artifact</source>
        <translation>第一个（左侧）产物</translation>
    </message>
    <message>
        <source>the second (right) artifact</source>
        <translation>第二个（右侧）产物</translation>
    </message>
    <message>
        <source>Print the differences as JSON.</source>
        <translation>以 JSON 输出差异。</translation>
    </message>
    <message>
        <source>ptq-studio diff: name exactly two files, A and B.</source>
        <translation>ptq-studio diff：请恰好给出两个文件 A 和 B。</translation>
    </message>
    <message>
        <source>%1 (left) and %2 (right), both %3</source>
        <translation>%1（左）和 %2（右），均为 %3</translation>
    </message>
    <message>
        <source>Writes the bundled example model (a tiny llama-style checkpoint with random weights) into DIR,
ready for &apos;ptq-studio analyze DIR --workspace WS&apos;. A DIR that already holds it is left as it is.
Exit status: 0 written, 1 DIR cannot be written or holds other files of those names, 2 usage error.</source>
        <translation>将内置示例模型（一个带随机权重的微型 llama 风格检查点）写入 DIR，
可直接用于 &apos;ptq-studio analyze DIR --workspace WS&apos;。已包含该模型的 DIR 保持不变。
退出状态：0 已写入，1 DIR 无法写入或包含同名的其他文件，2 用法错误。</translation>
    </message>
    <message>
        <source>The folder to write (created when missing).</source>
        <translation>要写入的文件夹（不存在时创建）。</translation>
    </message>
    <message>
        <source>ptq-studio example: give one DIR (see --help).</source>
        <translation>ptq-studio example：请给出一个 DIR（参见 --help）。</translation>
    </message>
    <message>
        <source>Wrote the example model %1 to %2. Next: ptq-studio analyze %2 --workspace DIR</source>
        <translation>已将示例模型 %1 写入 %2。下一步：ptq-studio analyze %2 --workspace DIR</translation>
    </message>
    <message>
        <source>Checks the environment, builds the exact quark-cli command from the confirmed plan, estimates what it
needs and writes DIR/run_manifest.yaml (Step 3). It never creates OUT and never runs anything but
read-only probes. Exit status: 0 written and approvable (the approval token is printed), 1 refused or
written but blocked (each blocker printed), 2 usage.</source>
        <translation>检查环境，根据已确认的计划生成确切的 quark-cli 命令，估算其所需资源，
并写入 DIR/run_manifest.yaml（第 3 步）。它从不创建 OUT，除只读探测外不运行任何东西。
退出状态：0 已写入且可批准（会打印批准令牌），1 被拒绝，或
已写入但被阻断（逐条打印阻断项），2 用法错误。</translation>
    </message>
    <message>
        <source>Where quark-cli writes the quantized model.</source>
        <translation>quark-cli 写入量化模型的位置。</translation>
    </message>
    <message>
        <source>The quark-cli to run (default: PATH).</source>
        <translation>要运行的 quark-cli（默认：PATH）。</translation>
    </message>
    <message>
        <source>A venv or conda prefix providing quark-cli and python.</source>
        <translation>提供 quark-cli 和 python 的 venv 或 conda 前缀。</translation>
    </message>
    <message>
        <source>Pin accelerators, e.g. 0 or 0,1 (HIP/CUDA_VISIBLE_DEVICES).</source>
        <translation>指定加速器，例如 0 或 0,1（HIP/CUDA_VISIBLE_DEVICES）。</translation>
    </message>
    <message>
        <source>Print run_manifest.yaml as JSON.</source>
        <translation>以 JSON 输出 run_manifest.yaml。</translation>
    </message>
    <message>
        <source>ptq-studio manifest: the plan must be confirmed first: %1</source>
        <translation>ptq-studio manifest：必须先确认计划：%1</translation>
    </message>
    <message>
        <source>%1 has no bin/quark-cli.</source>
        <translation>%1 中没有 bin/quark-cli。</translation>
    </message>
    <message>
        <source>Checking the environment…</source>
        <translation>正在检查环境…</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Destination: %1</source>
        <translation>目标位置：%1</translation>
    </message>
    <message>
        <source>Needs: about %1 GiB of accelerator memory (%2), %3 GiB of host RAM, %4 GiB to download, %5 GiB of output; %6.</source>
        <translation>需要：约 %1 GiB 加速器显存（%2），%3 GiB 主机内存，%4 GiB 下载，%5 GiB 输出；%6。</translation>
    </message>
    <message>
        <source>  %1</source>
        <translation>  %1</translation>
    </message>
    <message>
        <source>Blocking: </source>
        <translation>阻断：</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Wrote %1, but the command cannot be approved yet:</source>
        <translation>已写入 %1，但命令尚不能批准：</translation>
    </message>
    <message>
        <source>Wrote %1. Nothing has been created or run.</source>
        <translation>已写入 %1。未创建或运行任何内容。</translation>
    </message>
    <message>
        <source>Approval token (sha256 of argv and environment): %1</source>
        <translation>批准令牌（argv 和环境的 sha256）：%1</translation>
    </message>
    <message>
        <source>No quark-cli on PATH: the plan is checked against the catalog of quark-cli %1.</source>
        <translation>PATH 中没有 quark-cli：计划将对照 quark-cli %1 的目录检查。</translation>
    </message>
    <message>
        <source>Asking %1 what it accepts (torch-llm-ptq --help)…</source>
        <translation>正在询问 %1 接受哪些选项（torch-llm-ptq --help）…</translation>
    </message>
    <message>
        <source>Falling back to the catalog of quark-cli %1.</source>
        <translation>改用 quark-cli %1 的目录。</translation>
    </message>
    <message>
        <source>Turns the confirmed model analysis of a workspace into DIR/quant_plan.json (Step 2).
Exit status: 0 written, 1 refused (no confirmed analysis, or a rule broken: the rule is named), 2 usage.</source>
        <translation>将工作区中已确认的模型分析转换为 DIR/quant_plan.json（第 2 步）。
退出状态：0 已写入，1 被拒绝（没有已确认的分析，或违反了规则：会指出规则），2 用法错误。</translation>
    </message>
    <message>
        <source>The --quant_scheme, e.g. fp8, int4_wo_128, mxfp4.</source>
        <translation>--quant_scheme，例如 fp8、int4_wo_128、mxfp4。</translation>
    </message>
    <message>
        <source>KV-cache scheme (only fp8).</source>
        <translation>KV 缓存方案（仅 fp8）。</translation>
    </message>
    <message>
        <source>Algorithms, comma-separated, e.g. awq or gptq.</source>
        <translation>算法，逗号分隔，例如 awq 或 gptq。</translation>
    </message>
    <message>
        <source>An exclusion pattern; repeat it. Replaces the template defaults.</source>
        <translation>排除模式；可重复。替换模板默认值。</translation>
    </message>
    <message>
        <source>Exclude nothing, lm_head included.</source>
        <translation>不排除任何内容，包括 lm_head。</translation>
    </message>
    <message>
        <source>A per-pattern scheme, PATTERN=SCHEME; repeat it.</source>
        <translation>按模式指定方案，PATTERN=SCHEME；可重复。</translation>
    </message>
    <message>
        <source>Calibration dataset (default pileval).</source>
        <translation>校准数据集（默认 pileval）。</translation>
    </message>
    <message>
        <source>Calibration samples (default 512).</source>
        <translation>校准样本数（默认 512）。</translation>
    </message>
    <message>
        <source>Calibration sequence length (default 512).</source>
        <translation>校准序列长度（默认 512）。</translation>
    </message>
    <message>
        <source>Calibration batch size (default 1).</source>
        <translation>校准批大小（默认 1）。</translation>
    </message>
    <message>
        <source>none, smoke or full (default none).</source>
        <translation>none、smoke 或 full（默认 none）。</translation>
    </message>
    <message>
        <source>Evaluation dataset (default: the CLI&apos;s).</source>
        <translation>评估数据集（默认：CLI 的默认值）。</translation>
    </message>
    <message>
        <source>single, multi or cpu (default single).</source>
        <translation>single、multi 或 cpu（默认 single）。</translation>
    </message>
    <message>
        <source>Serving hardware, e.g. &quot;MI300X&quot;, &quot;gfx950&quot;, &quot;Hopper&quot;.</source>
        <translation>部署硬件，例如“MI300X”、“gfx950”、“Hopper”。</translation>
    </message>
    <message>
        <source>fast, balanced or accurate.</source>
        <translation>fast、balanced 或 accurate。</translation>
    </message>
    <message>
        <source>Run the model repository&apos;s code (accepted at Checkpoint 1).</source>
        <translation>运行模型仓库的代码（已在检查点 1 允许）。</translation>
    </message>
    <message>
        <source>The quark-cli to check against (default: PATH).</source>
        <translation>用于对照检查的 quark-cli（默认：PATH）。</translation>
    </message>
    <message>
        <source>Print quant_plan.json instead of the decision table.</source>
        <translation>输出 quant_plan.json，而不是决策表。</translation>
    </message>
    <message>
        <source>ptq-studio plan: give --workspace DIR and --scheme NAME (see --help).</source>
        <translation>ptq-studio plan：请给出 --workspace DIR 和 --scheme NAME（参见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio plan: rule kv-cache: Quark implements only the fp8 KV-cache scheme, not &quot;%1&quot;.</source>
        <translation>ptq-studio plan：规则 kv-cache：Quark 只实现了 fp8 KV 缓存方案，不支持“%1”。</translation>
    </message>
    <message>
        <source>ptq-studio plan: --override takes PATTERN=SCHEME, not &quot;%1&quot;.</source>
        <translation>ptq-studio plan：--override 需要 PATTERN=SCHEME，而不是“%1”。</translation>
    </message>
    <message>
        <source>ptq-studio plan: --%1 takes a whole number, not &quot;%2&quot;.</source>
        <translation>ptq-studio plan：--%1 需要整数，而不是“%2”。</translation>
    </message>
    <message>
        <source>ptq-studio plan: unknown --target &quot;%1&quot;; one of: %2</source>
        <translation>ptq-studio plan：未知的 --target“%1”；可选：%2</translation>
    </message>
    <message>
        <source>ptq-studio plan: there is no analysis to plan from: %1</source>
        <translation>ptq-studio plan：没有可用于规划的分析：%1</translation>
    </message>
    <message>
        <source>ptq-studio plan: %1 is not a PTQ Studio analysis: %2</source>
        <translation>ptq-studio plan：%1 不是 PTQ Studio 的分析：%2</translation>
    </message>
    <message>
        <source>ptq-studio plan: rule %1: %2</source>
        <translation>ptq-studio plan：规则 %1：%2</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>未写入任何内容。</translation>
    </message>
    <message>
        <source>Pattern preview (%1, %2 modules):</source>
        <translation>模式预览（%1，%2 个模块）：</translation>
    </message>
    <message>
        <source> (overlaps %1)</source>
        <translation>（与 %1 重叠）</translation>
    </message>
    <message>
        <source>  %1 modules quantized as %2</source>
        <translation>  %1 个模块量化为 %2</translation>
    </message>
    <message>
        <source>  %1 modules stay unquantized</source>
        <translation>  %1 个模块保持未量化</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Wrote %1. Confirm it with: ptq-studio confirm plan --workspace %2</source>
        <translation>已写入 %1。请用以下命令确认：ptq-studio confirm plan --workspace %2</translation>
    </message>
    <message>
        <source>Checksums recorded in %1</source>
        <translation>校验和已记录在 %1</translation>
    </message>
    <message>
        <source>Verification of %1: %2</source>
        <translation>%1 的验证：%2</translation>
    </message>
    <message>
        <source>ptq-studio run: give --workspace DIR and --approve TOKEN (see --help).</source>
        <translation>ptq-studio run：请给出 --workspace DIR 和 --approve TOKEN（参见 --help）。</translation>
    </message>
    <message>
        <source>stage: %1</source>
        <translation>阶段：%1</translation>
    </message>
    <message>
        <source>%1 %2% (%3/%4), %5 left</source>
        <translation>%1 %2%（%3/%4），剩余 %5</translation>
    </message>
    <message>
        <source>Running the approved command; the full log is %1</source>
        <translation>正在运行已批准的命令；完整日志为 %1</translation>
    </message>
    <message>
        <source>Exit: %1</source>
        <translation>退出：%1</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>Smallest plan change: %1 (the wizard&apos;s page 4 applies it; the plan is confirmed again and the new command needs a new approval).</source>
        <translation>最小的计划修改：%1（向导第 4 页可应用它；计划需要重新确认，新命令需要重新批准）。</translation>
    </message>
    <message>
        <source>Run status: %1 (recorded in %2)</source>
        <translation>运行状态：%1（记录在 %2）</translation>
    </message>
    <message>
        <source>Verifies an exported model folder from its headers and small files (no tensor data is read).
Exit status: 0 complete, 1 partial or failed, 2 usage.</source>
        <translation>根据头部和小文件验证导出的模型文件夹（不读取张量数据）。
退出状态：0 完整，1 部分或失败，2 用法错误。</translation>
    </message>
    <message>
        <source>The folder quark-cli exported to.</source>
        <translation>quark-cli 导出到的文件夹。</translation>
    </message>
    <message>
        <source>Check against this workspace&apos;s plan.</source>
        <translation>对照此工作区的计划检查。</translation>
    </message>
    <message>
        <source>Also compute the sha256 of every file (reads every byte). With --workspace, and when OUTPUT_DIR is that workspace&apos;s output folder, they are recorded in its run_manifest.yaml.</source>
        <translation>同时计算每个文件的 sha256（读取每个字节）。使用 --workspace 且 OUTPUT_DIR 是该工作区的输出文件夹时，结果会记录到其 run_manifest.yaml。</translation>
    </message>
    <message>
        <source>ptq-studio verify: give one OUTPUT_DIR (see --help).</source>
        <translation>ptq-studio verify：请给出一个 OUTPUT_DIR（参见 --help）。</translation>
    </message>
    <message>
        <source>sha256: %1 of %2 MiB</source>
        <translation>sha256：%2 MiB 中的 %1 MiB</translation>
    </message>
    <message>
        <source>Checks each FILE against PTQ Studio&apos;s schema and the upstream contract of its kind.
Exit status: 0 all valid, 1 any invalid, 2 usage error or unreadable file.</source>
        <translation>对照 PTQ Studio 的 schema 和同类上游约定检查每个 FILE。
退出状态：0 全部有效，1 有无效文件，2 用法错误或文件无法读取。</translation>
    </message>
    <message>
        <source>model_analysis.json, quant_plan.json or run_manifest.yaml</source>
        <translation>model_analysis.json、quant_plan.json 或 run_manifest.yaml</translation>
    </message>
    <message>
        <source>Treat every FILE as this artifact: analysis, plan or manifest.</source>
        <translation>将每个 FILE 视为此类产物：analysis、plan 或 manifest。</translation>
    </message>
    <message>
        <source>Also fail files that satisfy only the upstream contract (written by another tool).</source>
        <translation>只满足上游约定的文件（由其他工具写入）也判为失败。</translation>
    </message>
    <message>
        <source>ptq-studio validate: name at least one FILE.</source>
        <translation>ptq-studio validate：请至少给出一个 FILE。</translation>
    </message>
    <message>
        <source>ptq-studio validate: --kind takes analysis, plan or manifest, not &quot;%1&quot;.</source>
        <translation>ptq-studio validate：--kind 应为 analysis、plan 或 manifest，而不是“%1”。</translation>
    </message>
    <message>
        <source>cannot tell which artifact this is; name it model_analysis.json, quant_plan.json or run_manifest.yaml, or pass --kind.</source>
        <translation>无法判断这是哪种产物；请将其命名为 model_analysis.json、quant_plan.json 或 run_manifest.yaml，或传入 --kind。</translation>
    </message>
    <message>
        <source>: PTQ Studio schema and upstream contract)</source>
        <translation>：PTQ Studio schema 和上游约定）</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source> against the upstream %1 contract; not a PTQ Studio artifact yet</source>
        <translation> 符合上游 %1 约定；还不是 PTQ Studio 产物</translation>
    </message>
    <message>
        <source> [upstream contract]</source>
        <translation> [上游约定]</translation>
    </message>
    <message>
        <source> [PTQ Studio schema]</source>
        <translation> [PTQ Studio schema]</translation>
    </message>
    <message>
        <source>Read a model&apos;s configuration and write model_analysis.json</source>
        <translation>读取模型配置并写入 model_analysis.json</translation>
    </message>
    <message>
        <source>Turn the confirmed analysis and an intent into quant_plan.json</source>
        <translation>将已确认的分析和目标转换为 quant_plan.json</translation>
    </message>
    <message>
        <source>Check the environment and write the exact command to run_manifest.yaml</source>
        <translation>检查环境并将确切的命令写入 run_manifest.yaml</translation>
    </message>
    <message>
        <source>Run the approved command, verify the output, update the manifest</source>
        <translation>运行已批准的命令，验证输出，更新清单</translation>
    </message>
    <message>
        <source>Verify an exported model folder (headers only)</source>
        <translation>验证导出的模型文件夹（仅头部）</translation>
    </message>
    <message>
        <source>Record a checkpoint (analysis, plan) in a workspace</source>
        <translation>在工作区中记录检查点（analysis、plan）</translation>
    </message>
    <message>
        <source>Compare two artifacts of one kind; exit 0 identical, 1 different</source>
        <translation>比较同一类的两个产物；相同退出 0，不同退出 1</translation>
    </message>
    <message>
        <source>Write the bundled example model into a folder, to try the workflow offline</source>
        <translation>将内置示例模型写入文件夹，以便离线试用工作流</translation>
    </message>
    <message>
        <source>Check artifacts against PTQ Studio&apos;s schemas and the upstream contracts</source>
        <translation>对照 PTQ Studio 的 schema 和上游约定检查产物</translation>
    </message>
    <message>
        <source>ptq-studio: unknown command &quot;%1&quot;.

</source>
        <translation>ptq-studio：未知命令“%1”。

</translation>
    </message>
    <message>
        <source>GPU memory: no nvidia-smi, amd-smi or rocm-smi on PATH, so none was polled.</source>
        <translation>GPU 显存：PATH 中没有 nvidia-smi、amd-smi 或 rocm-smi，因此未轮询。</translation>
    </message>
    <message>
        <source>GPU %1 (%2): peak %3 MiB of %4 MiB in use (%5, %6 polls)</source>
        <translation>GPU %1（%2）：峰值占用 %3 MiB / %4 MiB（%5，轮询 %6 次）</translation>
    </message>
    <message>
        <source>GPU memory: %1 answered no GPU.</source>
        <translation>GPU 显存：%1 未报告任何 GPU。</translation>
    </message>
    <message>
        <source>Diagnosis: %1 (%2)</source>
        <translation>诊断：%1（%2）</translation>
    </message>
    <message>
        <source>Diagnosis: %1 (%2), during %3</source>
        <translation>诊断：%1（%2），发生在阶段 %3</translation>
    </message>
    <message>
        <source>Perplexity (quark-cli&apos;s evaluation): %1</source>
        <translation>困惑度（quark-cli 的评估）：%1</translation>
    </message>
    <message>
        <source>Accepts the verified result of a workspace&apos;s run: records Checkpoint 4 (result acceptance) in
run_manifest.yaml. Refused unless the run succeeded (or ended partial with a complete export) and
its output was verified under an intact approval.
Exit status: 0 recorded, 1 refused, 2 usage.</source>
        <translation>接受工作区运行的已验证结果：在 run_manifest.yaml 中记录检查点 4（结果验收）。
仅当运行成功（或以部分状态结束但导出完整），
且其输出在有效的批准下经过验证时才会记录。
退出状态：0 已记录，1 被拒绝，2 用法错误。</translation>
    </message>
    <message>
        <source>Declines the result of a workspace&apos;s run, with the reason, in run_manifest.yaml (Checkpoint 4).
Exit status: 0 recorded, 1 refused, 2 usage.</source>
        <translation>在 run_manifest.yaml 中拒绝工作区运行的结果并记录原因（检查点 4）。
退出状态：0 已记录，1 被拒绝，2 用法错误。</translation>
    </message>
    <message>
        <source>Why the result is declined (kept in the manifest).</source>
        <translation>拒绝该结果的原因（保存在清单中）。</translation>
    </message>
    <message>
        <source>ptq-studio accept: give --workspace DIR (see --help).</source>
        <translation>ptq-studio accept：请给出 --workspace DIR（见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio reject: give --workspace DIR and --reason TEXT (see --help).</source>
        <translation>ptq-studio reject：请给出 --workspace DIR 和 --reason TEXT（见 --help）。</translation>
    </message>
    <message>
        <source>Result accepted: recorded in %1.</source>
        <translation>结果已接受：记录在 %1 中。</translation>
    </message>
    <message>
        <source>Result declined: recorded in %1.</source>
        <translation>结果已拒绝：记录在 %1 中。</translation>
    </message>
    <message>
        <source>Runs the approved quark-cli command of a workspace, streams its stages and progress, verifies the output
and records the outcome in run_manifest.yaml. TOKEN is the approval token page 3 or &apos;ptq-studio manifest&apos;
printed; a wrong or stale token starts nothing and creates nothing. Every rule of the gate is checked
again now; a refusal names its rule (e.g. &apos;refused (output-dir)&apos;).
Ctrl-C, SIGTERM or SIGHUP cancel the run (SIGTERM to quark-cli&apos;s process group, SIGKILL after 10 s; a
second one kills at once); it is recorded as cancelled, with its log.
Exit status: 0 only when the verification says complete, 1 otherwise, 2 usage, 3 refused by the gate
(nothing started).</source>
        <translation>运行工作区中已批准的 quark-cli 命令，实时显示其阶段和进度，验证输出，
并在 run_manifest.yaml 中记录结果。TOKEN 是第 3 页或 &apos;ptq-studio manifest&apos;
打印的批准令牌；错误或过期的令牌不会启动或创建任何内容。现在会重新检查
执行关口的每条规则；拒绝时会指明其规则（例如 &apos;refused (output-dir)&apos;）。
Ctrl-C、SIGTERM 或 SIGHUP 会取消运行（向 quark-cli 的进程组发送 SIGTERM，10 秒后发送 SIGKILL；
再来一次则立即终止）；运行连同日志被记录为已取消。
退出状态：仅当验证结果为完整时为 0，否则为 1，2 用法错误，3 被执行关口拒绝
（未启动任何内容）。</translation>
    </message>
    <message>
        <source>The approval token (sha256 of what the approval binds).</source>
        <translation>批准令牌（批准所绑定内容的 sha256）。</translation>
    </message>
    <message>
        <source>Cancel the run after this many seconds (recorded as cancelled).</source>
        <translation>在这么多秒后取消运行（记录为已取消）。</translation>
    </message>
    <message>
        <source>ptq-studio run: --timeout takes a whole number of seconds above 0, not &quot;%1&quot;.</source>
        <translation>ptq-studio run：--timeout 需要大于 0 的整数秒，而不是“%1”。</translation>
    </message>
    <message>
        <source>ptq-studio run: %1 received: cancelling (SIGTERM to quark-cli&apos;s process group, SIGKILL after 10 s; once more kills at once).</source>
        <translation>ptq-studio run：收到 %1：正在取消（向 quark-cli 的进程组发送 SIGTERM，10 秒后发送 SIGKILL；再来一次则立即终止）。</translation>
    </message>
    <message>
        <source>%1 received</source>
        <translation>收到 %1</translation>
    </message>
    <message>
        <source>refused (%1): </source>
        <translation>已拒绝（%1）：</translation>
    </message>
    <message>
        <source>ptq-studio run: the time limit of %1 s passed: cancelling.</source>
        <translation>ptq-studio run：已超过 %1 秒的时间限制：正在取消。</translation>
    </message>
    <message>
        <source>the time limit of %1 s passed</source>
        <translation>已超过 %1 秒的时间限制</translation>
    </message>
    <message>
        <source>not recorded: %1</source>
        <translation>未记录：%1</translation>
    </message>
    <message>
        <source>Cancelled: %1.</source>
        <translation>已取消：%1。</translation>
    </message>
    <message>
        <source>Run status: %1 (NOT fully recorded: see above; the log is %2)</source>
        <translation>运行状态：%1（未完整记录：见上文；日志为 %2）</translation>
    </message>
    <message>
        <source>checksums not recorded: %1</source>
        <translation>校验和未记录：%1</translation>
    </message>
    <message>
        <source>Accept a workspace&apos;s verified result (Step 4&apos;s checkpoint)</source>
        <translation>接受工作区的已验证结果（第 4 步的检查点）</translation>
    </message>
    <message>
        <source>Decline a workspace&apos;s result, with the reason</source>
        <translation>拒绝工作区的结果并说明原因</translation>
    </message>
    <message>
        <source>ptq-studio confirm: %1 Run &apos;ptq-studio plan&apos; again if the plan is out of date.</source>
        <translation>ptq-studio confirm：%1 如果计划已过期，请重新运行 &apos;ptq-studio plan&apos;。</translation>
    </message>
    <message>
        <source>Argument %1</source>
        <translation>参数 %1</translation>
    </message>
    <message>
        <source>quark-cli could not be asked: %1 Checked against the built-in catalog of quark-cli %2 instead.</source>
        <translation>无法询问 quark-cli：%1 已改为对照 quark-cli %2 的内置目录检查。</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>NVIDIA GPU, CUDA %1</source>
        <translation>NVIDIA GPU，CUDA %1</translation>
    </message>
    <message>
        <source>NVIDIA GPU, CUDA %1 (from %2)</source>
        <translation>NVIDIA GPU，CUDA %1（来自 %2）</translation>
    </message>
    <message>
        <source>AMD GPU, ROCm %1</source>
        <translation>AMD GPU，ROCm %1</translation>
    </message>
    <message>
        <source>AMD GPU, ROCm %1 (from %2)</source>
        <translation>AMD GPU，ROCm %1（来自 %2）</translation>
    </message>
    <message>
        <source>no GPU found (nvidia-smi, amd-smi and ROCm&apos;s version file named none): the CPU build</source>
        <translation>未找到 GPU（nvidia-smi、amd-smi 和 ROCm 的版本文件均未给出）：使用 CPU 构建</translation>
    </message>
    <message>
        <source>ptq-studio env %1: refused; these commands cannot be made:</source>
        <translation>ptq-studio env %1：已拒绝；无法生成这些命令：</translation>
    </message>
    <message>
        <source>Nothing was run and nothing was created.</source>
        <translation>未运行任何内容，也未创建任何内容。</translation>
    </message>
    <message>
        <source>Accelerator: %1</source>
        <translation>加速器：%1</translation>
    </message>
    <message>
        <source>PyTorch build: %1 (torch %2)</source>
        <translation>PyTorch 构建：%1（torch %2）</translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation>Python：%1</translation>
    </message>
    <message>
        <source>pip: not known (%1); pip&apos;s default progress output is used.</source>
        <translation>pip：未知（%1）；将使用 pip 默认的进度输出。</translation>
    </message>
    <message>
        <source>pip: %1</source>
        <translation>pip：%1</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>文件夹：%1</translation>
    </message>
    <message>
        <source>Name: %1 (registered in %2)</source>
        <translation>名称：%1（注册于 %2）</translation>
    </message>
    <message>
        <source>The commands (nothing has run yet):</source>
        <translation>命令（尚未运行任何内容）：</translation>
    </message>
    <message>
        <source>Download: unknown. %1</source>
        <translation>下载：未知。%1</translation>
    </message>
    <message>
        <source>Download: %1</source>
        <translation>下载：%1</translation>
    </message>
    <message>
        <source>Download in total: not known (see the steps above).</source>
        <translation>总下载量：未知（参见上面的步骤）。</translation>
    </message>
    <message>
        <source>Download in total: about %1.</source>
        <translation>总下载量：约 %1。</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <source>Digest: %1</source>
        <translation>摘要：%1</translation>
    </message>
    <message>
        <source>To run exactly these commands:</source>
        <translation>要运行这些确切的命令，请执行：</translation>
    </message>
    <message>
        <source>refused: %1 is not the digest of these commands. Something they are made from changed since it was printed (the accelerator, the Python or its pip, the folder, the lock, --index-url, PIP_INDEX_URL or PIP_EXTRA_INDEX_URL). Nothing was run and nothing was created. Run the same command without --approve, review the commands, and approve the digest it prints.</source>
        <translation>已拒绝：%1 不是这些命令的摘要。自该摘要打印以来，生成这些命令所依据的某项内容已发生变化（加速器、Python 或其 pip、文件夹、锁文件、--index-url、PIP_INDEX_URL 或 PIP_EXTRA_INDEX_URL）。未运行任何内容，也未创建任何内容。请不带 --approve 运行同一命令，检查这些命令，然后批准它打印的摘要。</translation>
    </message>
    <message>
        <source>Repairing %1 in %2; the full log is %3</source>
        <translation>正在修复 %2 中的 %1；完整日志为 %3</translation>
    </message>
    <message>
        <source>Setting up %1 in %2; the full log is %3</source>
        <translation>正在 %2 中搭建 %1；完整日志为 %3</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1：%2 / %3</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n package(s) installed</source>
        <translation>
            <numerusform>完成：已安装 %n 个软件包</numerusform>
        </translation>
    </message>
    <message>
        <source>No progress for %1 s; pip is still running (slow downloads are quiet). Ctrl-C cancels.</source>
        <translation>%1 秒无进展；pip 仍在运行（缓慢的下载不会有输出）。按 Ctrl-C 取消。</translation>
    </message>
    <message>
        <source>%1 received: cancelling (SIGTERM to the running step&apos;s process group, SIGKILL after 10 s).</source>
        <translation>收到 %1：正在取消（向正在运行的步骤的进程组发送 SIGTERM，10 秒后发送 SIGKILL）。</translation>
    </message>
    <message>
        <source>%1 received: already cancelling.</source>
        <translation>收到 %1：已在取消中。</translation>
    </message>
    <message>
        <source>Ready: %1 in %2 (amd-quark %3, torch %4, Python %5).</source>
        <translation>已就绪：%2 中的 %1（amd-quark %3，torch %4，Python %5）。</translation>
    </message>
    <message>
        <source>Its quark-cli: %1</source>
        <translation>该环境的 quark-cli：%1</translation>
    </message>
    <message>
        <source>step %1 of %2 failed: %3</source>
        <translation>第 %1 步（共 %2 步）失败：%3</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>%1 is kept and registered as %2: &apos;ptq-studio env repair %1&apos; or &apos;ptq-studio env remove %1&apos;.</source>
        <translation>%1 已保留，并以 %2 状态注册：&apos;ptq-studio env repair %1&apos; 或 &apos;ptq-studio env remove %1&apos;。</translation>
    </message>
    <message>
        <source>cancelled; %1 is kept and registered as %2.</source>
        <translation>已取消；%1 已保留，并以 %2 状态注册。</translation>
    </message>
    <message>
        <source>cancelled; %1 was removed and is not registered.</source>
        <translation>已取消；%1 已删除，未注册。</translation>
    </message>
    <message>
        <source>The full log: %1</source>
        <translation>完整日志：%1</translation>
    </message>
    <message>
        <source>ptq-studio env list: takes no arguments (see --help).</source>
        <translation>ptq-studio env list：不接受参数（参见 --help）。</translation>
    </message>
    <message>
        <source>No managed environments are registered (%1). &apos;ptq-studio env create&apos; proposes one.</source>
        <translation>没有注册任何托管环境（%1）。&apos;ptq-studio env create&apos; 会提议创建一个。</translation>
    </message>
    <message>
        <source>path: %1</source>
        <translation>路径：%1</translation>
    </message>
    <message>
        <source>amd-quark %1, torch %2, Python %3, accelerator %4</source>
        <translation>amd-quark %1，torch %2，Python %3，加速器 %4</translation>
    </message>
    <message>
        <source>log: %1</source>
        <translation>日志：%1</translation>
    </message>
    <message>
        <source>Sets up a managed Python environment with AMD Quark, as the wizard&apos;s &quot;Set up Quark for me&quot; does.
Without --approve nothing is changed: the accelerator is probed (nvidia-smi, amd-smi, ROCm&apos;s version
file), and the exact commands, their downloads, the folder and their digest are printed, with the line
that runs them. With --approve DIGEST the commands are made again and run only if their digest is still
DIGEST. PIP_INDEX_URL and PIP_EXTRA_INDEX_URL are honoured. Ctrl-C, SIGTERM or SIGHUP cancel (the
half-made folder is deleted).
Exit status: 0 proposed or ready, 1 failed or cancelled, 2 usage, 3 refused (nothing was run).</source>
        <translation>搭建一个包含 AMD Quark 的托管 Python 环境，与向导中的“为我搭建 Quark”相同。
不带 --approve 时不做任何更改：会探测加速器（nvidia-smi、amd-smi、ROCm 的版本文件），
并打印确切的命令、它们的下载量、文件夹及其摘要，以及运行这些命令的那一行。
带 --approve DIGEST 时会重新生成命令，且仅当其摘要仍为 DIGEST 时才运行。
会遵循 PIP_INDEX_URL 和 PIP_EXTRA_INDEX_URL。Ctrl-C、SIGTERM 或 SIGHUP 会取消（未完成的文件夹将被删除）。
退出状态：0 已提议或已就绪，1 失败或已取消，2 用法错误，3 被拒绝（未运行任何内容）。</translation>
    </message>
    <message>
        <source>The new environment&apos;s folder (default: a new one under %1).</source>
        <translation>新环境的文件夹（默认：%1 下的一个新文件夹）。</translation>
    </message>
    <message>
        <source>Register it under this name (default: the folder&apos;s name).</source>
        <translation>以此名称注册（默认：文件夹的名称）。</translation>
    </message>
    <message>
        <source>The Python 3.11 to 3.13 that makes it (default: the first of python3.11, python3.12, python3.13, python3 on PATH).</source>
        <translation>用于创建环境的 Python 3.11 至 3.13（默认：PATH 中 python3.11、python3.12、python3.13、python3 里的第一个）。</translation>
    </message>
    <message>
        <source>Run the commands whose digest this is.</source>
        <translation>运行摘要为此值的命令。</translation>
    </message>
    <message>
        <source>Print JSON: the proposal, or after a run its outcome (progress then goes to stderr).</source>
        <translation>输出 JSON：提议内容，或运行后的结果（此时进度输出到 stderr）。</translation>
    </message>
    <message>
        <source>ptq-studio env create: takes no arguments, only options (see --help).</source>
        <translation>ptq-studio env create：不接受参数，只接受选项（参见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio env create: --name needs a name.</source>
        <translation>ptq-studio env create：--name 需要一个名称。</translation>
    </message>
    <message>
        <source>ptq-studio env create: --folder needs a folder.</source>
        <translation>ptq-studio env create：--folder 需要一个文件夹。</translation>
    </message>
    <message>
        <source>ptq-studio env create: --python %1 is neither an executable file nor a program on PATH.</source>
        <translation>ptq-studio env create：--python %1 既不是可执行文件，也不是 PATH 中的程序。</translation>
    </message>
    <message>
        <source>ptq-studio env create: refused: no Python 3.11 to 3.13 was found on PATH (python3.11, python3.12, python3.13, python3). Install one, or name one with --python. Nothing was run.</source>
        <translation>ptq-studio env create：已拒绝：在 PATH 中未找到 Python 3.11 至 3.13（python3.11、python3.12、python3.13、python3）。请安装其中一个版本，或用 --python 指定一个。未运行任何内容。</translation>
    </message>
    <message>
        <source>Repairs a registered environment: installs, exactly as pinned, the packages of the lock that are missing
or differ, then runs the import check and quark-cli&apos;s first start again. The PyTorch build is never
changed (for another one, create a new environment). Without --approve nothing is changed: the
commands and their digest are printed. With --approve DIGEST they run only if their digest is still DIGEST.
Exit status: 0 proposed or ready, 1 failed or cancelled, 2 usage, 3 refused (nothing was run).</source>
        <translation>修复已注册的环境：按固定版本安装锁文件中缺失或版本不符的软件包，
然后重新运行导入检查和 quark-cli 的首次启动。PyTorch 构建从不更改
（如需其他构建，请创建新环境）。不带 --approve 时不做任何更改：会打印命令及其摘要。
带 --approve DIGEST 时，仅当其摘要仍为 DIGEST 时才运行。
退出状态：0 已提议或已就绪，1 失败或已取消，2 用法错误，3 被拒绝（未运行任何内容）。</translation>
    </message>
    <message>
        <source>The environment&apos;s name (see &apos;ptq-studio env list&apos;).</source>
        <translation>环境的名称（参见 &apos;ptq-studio env list&apos;）。</translation>
    </message>
    <message>
        <source>ptq-studio env repair: give one NAME (see --help).</source>
        <translation>ptq-studio env repair：请给出一个 NAME（参见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio env repair: no environment named %1 is registered in %2 (see &apos;ptq-studio env list&apos;).</source>
        <translation>ptq-studio env repair：%2 中没有注册名为 %1 的环境（参见 &apos;ptq-studio env list&apos;）。</translation>
    </message>
    <message>
        <source>ptq-studio env repair: %1 The environment may be too damaged to repair: remove it (&apos;ptq-studio env remove %2 --yes&apos;) and create a new one.</source>
        <translation>ptq-studio env repair：%1 该环境可能损坏严重，无法修复：请将其移除（&apos;ptq-studio env remove %2 --yes&apos;），然后创建一个新环境。</translation>
    </message>
    <message>
        <source>Unregister it and delete its folder (without --yes nothing is changed).</source>
        <translation>取消注册并删除其文件夹（不带 --yes 时不做任何更改）。</translation>
    </message>
    <message>
        <source>ptq-studio env remove: give one NAME (see --help).</source>
        <translation>ptq-studio env remove：请给出一个 NAME（参见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio env remove: no environment named %1 is registered in %2 (see &apos;ptq-studio env list&apos;).</source>
        <translation>ptq-studio env remove：%2 中没有注册名为 %1 的环境（参见 &apos;ptq-studio env list&apos;）。</translation>
    </message>
    <message>
        <source>Would unregister %1 (%2) from %3 and delete the folder %4.</source>
        <translation>将从 %3 中取消注册 %1（%2），并删除文件夹 %4。</translation>
    </message>
    <message>
        <source>Its log %1 is kept.</source>
        <translation>其日志 %1 会保留。</translation>
    </message>
    <message>
        <source>Nothing was changed. To do it:</source>
        <translation>未做任何更改。要执行此操作，请运行：</translation>
    </message>
    <message>
        <source>Removed %1: unregistered, and %2 deleted.</source>
        <translation>已移除 %1：已取消注册，并已删除 %2。</translation>
    </message>
    <message>
        <source>ptq-studio env: unknown command &quot;%1&quot;.

</source>
        <translation>ptq-studio env：未知命令“%1”。

</translation>
    </message>
    <message>
        <source>Create, list, repair or remove managed Quark environments (env --help)</source>
        <translation>创建、列出、修复或移除托管 Quark 环境（env --help）</translation>
    </message>
    <message>
        <source>Usage: ptq-studio targets list [--json]
       ptq-studio targets check NAME [--estimated-minutes N] [--json]

The targets are read from %1 (PTQ_TARGETS_FILE overrides it).
</source>
        <translation>用法：ptq-studio targets list [--json]
      ptq-studio targets check NAME [--estimated-minutes N] [--json]

目标从 %1 读取（PTQ_TARGETS_FILE 可覆盖此路径）。
</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>阻断</translation>
    </message>
    <message>
        <source>No targets in %1. Commands run on this machine.</source>
        <translation>%1 中没有目标。命令在本机上运行。</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>分区 %1</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>No target named %1 in %2.</source>
        <translation>%2 中没有名为 %1 的目标。</translation>
    </message>
    <message>
        <source>--estimated-minutes takes a whole number of minutes, not %1.</source>
        <translation>--estimated-minutes 需要整数分钟数，而不是 %1。</translation>
    </message>
    <message>
        <source>%1 cannot run the command now.</source>
        <translation>%1 现在无法运行该命令。</translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation>%1 已就绪。</translation>
    </message>
    <message>
        <source>List the remote targets (SSH hosts, Slurm clusters) or check one (targets --help)</source>
        <translation>列出远程目标（SSH 主机、Slurm 集群）或检查其中一个（targets --help）</translation>
    </message>
    <message>
        <source>Run on this target of targets.json (an SSH host or a Slurm cluster): it is checked now (read-only), OUT is a path there, and the approval binds its profile and the exact script.</source>
        <translation>在 targets.json 中的此目标（SSH 主机或 Slurm 集群）上运行：会立即检查该目标（只读），OUT 是目标上的路径，批准会绑定其配置和确切的脚本。</translation>
    </message>
    <message>
        <source>ptq-studio manifest: give --workspace DIR and --output-dir OUT, and at most one of --quark-cli, --python-env and --target (see --help).</source>
        <translation>ptq-studio manifest：请给出 --workspace DIR 和 --output-dir OUT，以及 --quark-cli、--python-env 和 --target 中至多一个（参见 --help）。</translation>
    </message>
    <message>
        <source>Runs on: %1 (%2), in %3</source>
        <translation>运行位置：%1（%2），位于 %3</translation>
    </message>
    <message>
        <source>The %1 it is handed (part of the approval):</source>
        <translation>交给它的 %1（属于批准内容）：</translation>
    </message>
    <message>
        <source>job: %1 (%2)</source>
        <translation>作业：%1（%2）</translation>
    </message>
    <message>
        <source>Says where a workspace&apos;s run stands. For a job on a remote target (an SSH host, a Slurm cluster) that no
open window follows, it asks the target once (read-only): still running, queued, or ended. With
--follow it re-attaches: the log continues from where it was recorded, and the end is verified and
recorded as for &apos;ptq-studio run&apos;.
Exit status: 0 ended complete (or still running / queued without --follow), 1 otherwise, 2 usage.</source>
        <translation>显示工作区中运行的状态。对于远程目标（SSH 主机、Slurm 集群）上没有打开的窗口在跟踪的
作业，会向目标查询一次（只读）：仍在运行、排队中或已结束。带 --follow 时
会重新附加：日志从已记录处继续，结束时会像 &apos;ptq-studio run&apos; 一样验证
并记录结果。
退出状态：0 已完整结束（不带 --follow 时，仍在运行 / 排队中也算），1 其他情况，2 用法错误。</translation>
    </message>
    <message>
        <source>Re-attach to a remote job and follow it to its end.</source>
        <translation>重新附加到远程作业并跟踪至其结束。</translation>
    </message>
    <message>
        <source>ptq-studio status: give --workspace DIR (see --help).</source>
        <translation>ptq-studio status：请给出 --workspace DIR（参见 --help）。</translation>
    </message>
    <message>
        <source>Run: %1 (%2)</source>
        <translation>运行：%1（%2）</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>开始时间：%1</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <translation>日志：%1</translation>
    </message>
    <message>
        <source>Target: %1 (%2), run folder %3</source>
        <translation>目标：%1（%2），运行文件夹 %3</translation>
    </message>
    <message>
        <source>Slurm job: %1%2</source>
        <translation>Slurm 作业：%1%2</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> 位于 %1</translation>
    </message>
    <message>
        <source>Last recorded: %1 — %2 (%3)</source>
        <translation>最后记录：%1 — %2（%3）</translation>
    </message>
    <message>
        <source>Verification: %1</source>
        <translation>验证：%1</translation>
    </message>
    <message>
        <source>A window of PTQ Studio follows this job now.</source>
        <translation>PTQ Studio 的一个窗口正在跟踪此作业。</translation>
    </message>
    <message>
        <source>It runs on this machine (process %1 on %2).</source>
        <translation>它在本机上运行（%2 上的进程 %1）。</translation>
    </message>
    <message>
        <source>%1%2%3</source>
        <translation>%1%2%3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Now on %1: %2</source>
        <translation>%1 上的当前状态：%2</translation>
    </message>
    <message>
        <source>No window follows it. To follow it to its end and record the result: ptq-studio status --workspace %1 --follow</source>
        <translation>没有窗口在跟踪它。如需跟踪至其结束并记录结果：ptq-studio status --workspace %1 --follow</translation>
    </message>
    <message>
        <source>Re-attached; the log continues in %1</source>
        <translation>已重新附加；日志在 %1 中继续</translation>
    </message>
    <message>
        <source>Where a workspace&apos;s run stands; re-attach to a remote job (status --help)</source>
        <translation>查看工作区中运行的状态；重新附加到远程作业（status --help）</translation>
    </message>
    <message>
        <source>Verification: none (the command never started, so nothing was written)</source>
        <translation>验证：无（命令从未启动，因此没有写入任何内容）</translation>
    </message>
    <message>
        <source>Writes the model card of a workspace&apos;s succeeded run: README.md in the Hugging Face format, in the export
folder (a README.md that PTQ Studio did not write is kept as README.source.md). The card is made from
model_analysis.json, quant_plan.json and run_manifest.yaml only; the license is copied from the source
model&apos;s README.md when it is on this machine. Also checks whether vLLM serves the export at the
tensor-parallel size (--tp, else the plan&apos;s) and prints the vllm serve and lm_eval commands. Records
outputs.model_card and outputs.serve in run_manifest.yaml.
Exit status: 0 written (or printed), 1 refused or failed, 2 usage.</source>
        <translation>为工作区中成功的运行写入模型卡：Hugging Face 格式的 README.md，写入导出
文件夹（不是由 PTQ Studio 写入的 README.md 会保留为 README.source.md）。模型卡仅根据
model_analysis.json、quant_plan.json 和 run_manifest.yaml 生成；若源模型的 README.md 在本机上，
则从中复制许可证。同时检查 vLLM 能否以指定的
张量并行大小（--tp，否则为计划中的值）部署该导出，并打印 vllm serve 和 lm_eval 命令。在 run_manifest.yaml 中
记录 outputs.model_card 和 outputs.serve。
退出状态：0 已写入（或已打印），1 被拒绝或失败，2 用法错误。</translation>
    </message>
    <message>
        <source>Print the card instead of writing it; nothing is recorded.</source>
        <translation>打印模型卡而不写入；不记录任何内容。</translation>
    </message>
    <message>
        <source>The tensor-parallel size to serve with (default: the plan&apos;s, else 1).</source>
        <translation>部署所用的张量并行大小（默认：计划中的值，否则为 1）。</translation>
    </message>
    <message>
        <source>ptq-studio card: give --workspace DIR (see --help).</source>
        <translation>ptq-studio card：请给出 --workspace DIR（参见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio card: --tp takes a whole number from 1 to 1024, not &quot;%1&quot;.</source>
        <translation>ptq-studio card：--tp 需要 1 到 1024 之间的整数，而不是“%1”。</translation>
    </message>
    <message>
        <source>ptq-studio card: refused: the run in %1 has not succeeded (its status is %2); a model card describes a finished export. Run it first: ptq-studio run --workspace %3 --approve TOKEN.</source>
        <translation>ptq-studio card：已拒绝：%1 中的运行未成功（其状态为 %2）；模型卡描述的是已完成的导出。请先运行：ptq-studio run --workspace %3 --approve TOKEN。</translation>
    </message>
    <message>
        <source>ptq-studio card: refused: the export folder %1 named in %2 does not exist.</source>
        <translation>ptq-studio card：已拒绝：%2 中指定的导出文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>ptq-studio card: %1; the serve check uses the plan instead.</source>
        <translation>ptq-studio card：%1；部署检查改用计划中的值。</translation>
    </message>
    <message>
        <source>Model card written: %1</source>
        <translation>已写入模型卡：%1</translation>
    </message>
    <message>
        <source>The README.md that was there is kept as %1.</source>
        <translation>原有的 README.md 已保留为 %1。</translation>
    </message>
    <message>
        <source>License: unknown (the source&apos;s README.md was not found or names none).</source>
        <translation>许可证：未知（未找到源模型的 README.md，或其中未注明许可证）。</translation>
    </message>
    <message>
        <source>License (from the source&apos;s card): %1</source>
        <translation>许可证（来自源模型卡）：%1</translation>
    </message>
    <message>
        <source>Serve (tensor-parallel size %1):</source>
        <translation>部署（张量并行大小 %1）：</translation>
    </message>
    <message>
        <source>Evaluate:</source>
        <translation>评估：</translation>
    </message>
    <message>
        <source>vLLM: nothing found that would stop it serving this export at tensor-parallel size %1.</source>
        <translation>vLLM：未发现任何会阻止以张量并行大小 %1 部署此导出的问题。</translation>
    </message>
    <message>
        <source>Recorded in %1 (outputs.model_card, outputs.serve).</source>
        <translation>已记录在 %1（outputs.model_card、outputs.serve）。</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>Accuracy: %1</source>
        <translation>精度：%1</translation>
    </message>
    <message>
        <source>  original (baseline) perplexity: %1%2</source>
        <translation>  原始模型（基线）困惑度：%1%2</translation>
    </message>
    <message>
        <source> (from the cache)</source>
        <translation>（来自缓存）</translation>
    </message>
    <message>
        <source>  quantized perplexity:           %1</source>
        <translation>  量化后困惑度：          %1</translation>
    </message>
    <message>
        <source>  ratio: %1, threshold: %2 (%3)</source>
        <translation>  比值：%1，阈值：%2（%3）</translation>
    </message>
    <message>
        <source>from the plan</source>
        <translation>来自计划</translation>
    </message>
    <message>
        <source>the priority&apos;s default</source>
        <translation>优先级的默认值</translation>
    </message>
    <message>
        <source>  data: %1, %2 samples of %3 tokens</source>
        <translation>  数据：%1，%2 个样本，每个 %3 个 token</translation>
    </message>
    <message>
        <source>Load check: %1</source>
        <translation>加载检查：%1</translation>
    </message>
    <message>
        <source>  missing keys: %1, unexpected keys: %2</source>
        <translation>  缺失的键：%1，多余的键：%2</translation>
    </message>
    <message>
        <source>  logits against the original: cosine %1 (last position), %2 (mean); top-1 agreement %3</source>
        <translation>  与原始模型的 logits 比较：余弦相似度 %1（最后位置），%2（平均）；top-1 一致率 %3</translation>
    </message>
    <message>
        <source>%1: %2 received: cancelling the checks.</source>
        <translation>%1：收到 %2：正在取消检查。</translation>
    </message>
    <message>
        <source>%1: cancelled; nothing was recorded but the steps&apos; statuses (%2).</source>
        <translation>%1：已取消；除步骤状态（%2）外未记录任何内容。</translation>
    </message>
    <message>
        <source>Serve it: %1</source>
        <translation>部署：%1</translation>
    </message>
    <message>
        <source>Evaluate it: %1</source>
        <translation>评估：%1</translation>
    </message>
    <message>
        <source>Model card: %1</source>
        <translation>模型卡：%1</translation>
    </message>
    <message>
        <source>Recorded in %1</source>
        <translation>已记录在 %1</translation>
    </message>
    <message>
        <source>Runs the export checks of a workspace&apos;s approved run that succeeded (or ended partial with a complete
export), in the run&apos;s own Python environment:
the accuracy verdict (the original model&apos;s perplexity, measured with quark-cli&apos;s own routine and data,
against the quantized model&apos;s, within the plan&apos;s threshold) and the load check (the export loaded with
transformers as its users will, one forward pass compared with the original&apos;s). A baseline measured before
for the same model, data and settings is taken from the cache. The results are recorded in
run_manifest.yaml (outputs.accuracy, outputs.load_check). Ctrl-C cancels.
Exit status: 0 within the threshold and the load check passed, 1 otherwise (or refused), 2 usage.</source>
        <translation>在运行自身的 Python 环境中，为工作区中已批准且成功（或以部分状态结束但导出完整）的运行
执行导出检查：
精度判定（用 quark-cli 自己的流程和数据测量原始模型的困惑度，
与量化模型的困惑度比较，须在计划的阈值以内）和加载检查（像用户那样用
transformers 加载导出，并将一次前向传播与原始模型的结果比较）。此前针对
相同模型、数据和设置测量过的基线会从缓存中读取。结果记录在
run_manifest.yaml 中（outputs.accuracy、outputs.load_check）。Ctrl-C 可取消。
退出状态：0 在阈值以内且加载检查通过，否则为 1（或被拒绝），2 用法错误。</translation>
    </message>
    <message>
        <source>Run only the load check.</source>
        <translation>只运行加载检查。</translation>
    </message>
    <message>
        <source>Run only the accuracy verdict (the baseline perplexity).</source>
        <translation>只运行精度判定（基线困惑度）。</translation>
    </message>
    <message>
        <source>Measure the baseline again even when the cache has it.</source>
        <translation>即使缓存中已有基线，也重新测量。</translation>
    </message>
    <message>
        <source>ptq-studio eval: give --workspace DIR, and at most one of --load-check-only and --perplexity-only (see --help).</source>
        <translation>ptq-studio eval：请给出 --workspace DIR，且 --load-check-only 和 --perplexity-only 最多选一个（参见 --help）。</translation>
    </message>
    <message>
        <source>refused: %1 (%2)</source>
        <translation>已拒绝：%1（%2）</translation>
    </message>
    <message>
        <source>The vLLM tensor-parallel size to serve at; its widths are checked (default 1).</source>
        <translation>用于部署的 vLLM 张量并行大小；会据此检查各宽度（默认 1）。</translation>
    </message>
    <message>
        <source>The accuracy threshold: the largest quantized/original perplexity ratio (default by priority: accurate 1.02, balanced 1.05, fast 1.10).</source>
        <translation>精度阈值：量化/原始困惑度比值的上限（按优先级的默认值：accurate 1.02、balanced 1.05、fast 1.10）。</translation>
    </message>
    <message>
        <source>ptq-studio plan: --max-perplexity-ratio takes a number such as 1.05, not &quot;%1&quot;.</source>
        <translation>ptq-studio plan：--max-perplexity-ratio 需要一个数字，例如 1.05，而不是“%1”。</translation>
    </message>
    <message>
        <source>Upload to %1 (%2)</source>
        <translation>上传到 %1（%2）</translation>
    </message>
    <message>
        <source>private</source>
        <translation>私有</translation>
    </message>
    <message>
        <source>public</source>
        <translation>公开</translation>
    </message>
    <message>
        <source>  endpoint: %1</source>
        <translation>  端点：%1</translation>
    </message>
    <message>
        <source>  token:    found in %1 (not shown)</source>
        <translation>  令牌：在 %1 中找到（不显示）</translation>
    </message>
    <message>
        <source>  from:     %1</source>
        <translation>  来源：%1</translation>
    </message>
    <message>
        <source>  files (%1, %2):</source>
        <translation>  文件（%1，%2）：</translation>
    </message>
    <message>
        <source>Publishes the accepted export of a workspace to a Hugging Face repository with the run environment&apos;s own
huggingface_hub. Without --approve it prints the exact upload (repository, visibility, endpoint, every
file with its size) and its approval token; with --approve TOKEN it uploads exactly that, and refuses
when anything changed since (a file, the repository, the visibility, the endpoint). The token is read from
HF_TOKEN, HUGGING_FACE_HUB_TOKEN, then the token file ($HF_TOKEN_PATH, else $HF_HOME/token, else
~/.cache/huggingface/token); it is never printed and reaches the upload through its environment only.
The outcome is recorded in run_manifest.yaml (outputs.publish), the upload&apos;s log in logs/.
Exit status: 0 printed or published, 1 failed, 2 usage, 3 refused (nothing sent).</source>
        <translation>使用运行环境自身的 huggingface_hub，将工作区中已接受的导出发布到 Hugging Face 仓库。
不带 --approve 时，打印确切的上传内容（仓库、可见性、端点、每个
文件及其大小）及其批准令牌；带 --approve TOKEN 时，只上传这些内容，
若此后有任何变化（某个文件、仓库、可见性、端点）则拒绝。令牌依次从
HF_TOKEN、HUGGING_FACE_HUB_TOKEN 以及令牌文件（$HF_TOKEN_PATH，否则 $HF_HOME/token，否则
~/.cache/huggingface/token）读取；它从不打印，只通过环境变量传给上传过程。
结果记录在 run_manifest.yaml（outputs.publish）中，上传日志位于 logs/。
退出状态：0 已打印或已发布，1 失败，2 用法错误，3 被拒绝（未发送任何内容）。</translation>
    </message>
    <message>
        <source>The repository: namespace/name (your user name or an organization).</source>
        <translation>仓库：namespace/name（您的用户名或组织名）。</translation>
    </message>
    <message>
        <source>Make a new repository private (the default).</source>
        <translation>将新仓库设为私有（默认）。</translation>
    </message>
    <message>
        <source>Make a new repository public.</source>
        <translation>将新仓库设为公开。</translation>
    </message>
    <message>
        <source>The approval token printed without --approve.</source>
        <translation>不带 --approve 时打印的批准令牌。</translation>
    </message>
    <message>
        <source>ptq-studio publish: give --workspace DIR and --repo ID (see --help).</source>
        <translation>ptq-studio publish：请给出 --workspace DIR 和 --repo ID（参见 --help）。</translation>
    </message>
    <message>
        <source>ptq-studio publish: give --private or --public, not both.</source>
        <translation>ptq-studio publish：请在 --private 和 --public 中选择一个，不能同时使用。</translation>
    </message>
    <message>
        <source>Approval token: %1</source>
        <translation>批准令牌：%1</translation>
    </message>
    <message>
        <source>To upload exactly this: ptq-studio publish --workspace %1 --repo %2 %3 --approve %4</source>
        <translation>要上传的正是这些内容：ptq-studio publish --workspace %1 --repo %2 %3 --approve %4</translation>
    </message>
    <message>
        <source>[%1] %2 of %3 files, %4 of %5%6</source>
        <translation>[%1] %2/%3 个文件，%4/%5%6</translation>
    </message>
    <message>
        <source>ptq-studio publish: %1 received: cancelling the upload.</source>
        <translation>ptq-studio publish：收到 %1：正在取消上传。</translation>
    </message>
    <message>
        <source>Uploading %1 files (%2) to %3 …</source>
        <translation>正在将 %1 个文件（%2）上传到 %3…</translation>
    </message>
    <message>
        <source>Repository: %1</source>
        <translation>仓库：%1</translation>
    </message>
    <message>
        <source>Commit:     %1</source>
        <translation>提交：%1</translation>
    </message>
    <message>
        <source>refused: </source>
        <translation>已拒绝：</translation>
    </message>
    <message>
        <source>Check an export: the original&apos;s perplexity beside the quantized one, the load check (eval --help)</source>
        <translation>检查导出：原始模型与量化模型的困惑度对比、加载检查（eval --help）</translation>
    </message>
    <message>
        <source>Write the export&apos;s model card (README.md) from the three artifacts</source>
        <translation>根据三个产物写入导出的模型卡（README.md）</translation>
    </message>
    <message>
        <source>Upload an accepted export to the Hugging Face Hub, after approving the exact upload</source>
        <translation>在批准确切的上传内容后，将已接受的导出上传到 Hugging Face Hub</translation>
    </message>
    <message>
        <source>Do not load the export with transformers after the run (the load check).</source>
        <translation>运行后不用 transformers 加载导出（加载检查）。</translation>
    </message>
    <message>
        <source>Do not measure the original model&apos;s perplexity after the run (no accuracy verdict).</source>
        <translation>运行后不测量原始模型的困惑度（不做精度判定）。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>退出状态：</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for its options.</source>
        <translation>运行 &apos;%1 --help&apos; 查看其选项。</translation>
    </message>
    <message>
        <source>Managed Python environments with AMD Quark, as the wizard&apos;s &quot;Set up Quark for me&quot; makes them.
create and repair print the exact commands and their digest first; nothing runs until the same
command is given again with --approve DIGEST.
Run &apos;ptq-studio env COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>带有 AMD Quark 的托管 Python 环境，与向导中“为我搭建 Quark”所创建的相同。
create 和 repair 会先输出确切的命令及其摘要；在用 --approve DIGEST 再次给出同一命令之前，
不会运行任何内容。
运行 &apos;ptq-studio env COMMAND --help&apos; 查看命令的选项。</translation>
    </message>
    <message>
        <source>List the managed Quark environments and their state</source>
        <translation>列出托管的 Quark 环境及其状态</translation>
    </message>
    <message>
        <source>Set up a managed Python environment with AMD Quark (two steps: review, then --approve)</source>
        <translation>搭建带有 AMD Quark 的托管 Python 环境（两步：先审阅，再 --approve）</translation>
    </message>
    <message>
        <source>Install what a registered environment is missing, exactly as pinned</source>
        <translation>按固定版本安装已登记环境所缺少的内容</translation>
    </message>
    <message>
        <source>Unregister a managed environment and delete its folder</source>
        <translation>注销托管环境并删除其文件夹</translation>
    </message>
    <message>
        <source>menu entry</source>
        <translation>菜单项</translation>
    </message>
    <message>
        <source>icon</source>
        <translation>图标</translation>
    </message>
    <message>
        <source>file types</source>
        <translation>文件类型</translation>
    </message>
    <message>
        <source>man page</source>
        <translation>手册页</translation>
    </message>
    <message>
        <source>bash completion</source>
        <translation>bash 补全</translation>
    </message>
    <message>
        <source>ptq-studio integrate: %1 %2 failed (%3).</source>
        <translation>ptq-studio integrate：%1 %2 失败（%3）。</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>退出状态 %1</translation>
    </message>
    <message>
        <source>ptq-studio integrate: unexpected argument %1 (see --help).</source>
        <translation>ptq-studio integrate：意外的参数 %1（参见 --help）。</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>ptq-studio integrate: cannot remove %1: %2</source>
        <translation>ptq-studio integrate：无法删除 %1：%2</translation>
    </message>
    <message>
        <source>ptq-studio integrate: the program&apos;s path %1 has a line break, which a menu entry cannot hold.</source>
        <translation>ptq-studio integrate：程序路径 %1 中含有换行符，菜单项无法容纳。</translation>
    </message>
    <message>
        <source>ptq-studio integrate: this build has no %1; %2 is not written.</source>
        <translation>ptq-studio integrate：此构建没有 %1；不写入 %2。</translation>
    </message>
    <message>
        <source>ptq-studio integrate: cannot create the folder %1.</source>
        <translation>ptq-studio integrate：无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Wrote %1 (%2)</source>
        <translation>已写入 %1（%2）</translation>
    </message>
    <message>
        <source>PTQ Studio is in the menu and opens its artifacts; it starts %1.</source>
        <translation>PTQ Studio 已加入菜单并可打开其产物；它启动的是 %1。</translation>
    </message>
    <message>
        <source>Print the report as JSON: one object (verdict, directory, checks with check, status and detail, files, total_bytes, tensors, ...; with --sha256 also sha256).</source>
        <translation>以 JSON 输出报告：一个对象（verdict、directory、checks（含 check、status 和 detail）、files、total_bytes、tensors……；带 --sha256 时还有 sha256）。</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the text: workspace, manifest, run (status, started_at, finished_at, exit_code, log), verification, checkpoints (id: status), job (a remote job as recorded, or null), now (what the target said, or null).</source>
        <translation>输出一个 JSON 对象而不是文本：workspace、manifest、run（status、started_at、finished_at、exit_code、log）、verification、checkpoints（id: status）、job（记录的远程作业，或 null）、now（目标返回的内容，或 null）。</translation>
    </message>
    <message>
        <source>The remote targets: SSH hosts and Slurm clusters a run can go to. They are read from %1 (PTQ_TARGETS_FILE overrides it).
Exit status: 0 listed or ready, 1 not ready or unreadable, 2 usage.</source>
        <translation>远程目标：运行可以使用的 SSH 主机和 Slurm 集群。它们从 %1 读取（PTQ_TARGETS_FILE 可覆盖此路径）。
退出状态：0 已列出或就绪，1 未就绪或无法读取，2 用法错误。</translation>
    </message>
    <message>
        <source>list, or check NAME: the same read-only check page 3 runs before the gate.</source>
        <translation>list，或 check NAME：与第 3 页在关卡之前执行的相同的只读检查。</translation>
    </message>
    <message>
        <source>The target to check (see &apos;ptq-studio targets list&apos;).</source>
        <translation>要检查的目标（参见 &apos;ptq-studio targets list&apos;）。</translation>
    </message>
    <message>
        <source>Print JSON: for list an array of the profiles as targets.json holds them; for check the report (its checks with level, id and message).</source>
        <translation>输出 JSON：对 list 为 targets.json 中各配置组成的数组；对 check 为检查报告（各项检查及其级别、ID 和消息）。</translation>
    </message>
    <message>
        <source>check: the run&apos;s estimated minutes, against a Slurm time limit.</source>
        <translation>check：运行的估算分钟数，用于对照 Slurm 时间限制。</translation>
    </message>
    <message>
        <source>Print the results as JSON: an array with one object per FILE (file, status: valid, upstream-only, invalid or error; kind, studio_errors, contract_errors, missing_for_studio, error).</source>
        <translation>以 JSON 输出结果：一个数组，每个 FILE 一个对象（file、status：valid、upstream-only、invalid 或 error；kind、studio_errors、contract_errors、missing_for_studio、error）。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Run &apos;ptq-studio COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>运行 &apos;ptq-studio COMMAND --help&apos; 查看命令的选项。</translation>
    </message>
    <message>
        <source>ptq-studio: cannot write %1: %2</source>
        <translation>ptq-studio：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>PTQ Studio: quantize Hugging Face LLMs with AMD Quark.</source>
        <translation>PTQ Studio：使用 AMD Quark 量化 Hugging Face 大语言模型。</translation>
    </message>
    <message>
        <source>An artifact to open (one), or two to compare.</source>
        <translation>要打开的一个产物，或要比较的两个产物。</translation>
    </message>
    <message>
        <source>Open (or create) this workspace folder.</source>
        <translation>打开（或创建）此工作区文件夹。</translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation>输出版本号并退出。</translation>
    </message>
    <message>
        <source>Open two artifacts of one kind side by side in the compare window</source>
        <translation>在比较窗口中并排打开同一类的两个产物</translation>
    </message>
    <message>
        <source>Opens the compare window with A on the left and B on the right: what changed in one line, the differences grouped by what they are about, both documents aligned. Needs a display; &apos;ptq-studio diff&apos; prints the same differences without one.
Exit status: 0 when the window is closed, 2 usage error.</source>
        <translation>打开比较窗口，A 在左，B 在右：用一行概括变化，按类别分组列出差异，两份文档逐行对齐。需要显示器；&apos;ptq-studio diff&apos; 无需显示器即可输出同样的差异。
退出状态：0 窗口已关闭，2 用法错误。</translation>
    </message>
    <message>
        <source>Add PTQ Studio to the desktop: menu entry, file types, man page, completion (integrate --help)</source>
        <translation>将 PTQ Studio 集成到桌面：菜单项、文件类型、手册页、补全（integrate --help）</translation>
    </message>
    <message>
        <source>Adds PTQ Studio to your desktop the way a package would, for an AppImage or a binary you unpacked:
the menu entry (starting this AppImage, or this binary), its icons, the file types of PTQ Studio&apos;s
artifacts (run_manifest.yaml, quant_plan.json, model_analysis.json), the man page ptq-studio(1) and
the bash completion, under $XDG_DATA_HOME (~/.local/share). Prints each file it writes. Run it again
after moving the AppImage. --remove removes exactly those files.
Exit status: 0 done, 1 a file could not be written or removed, 2 usage error.</source>
        <translation>像软件包那样把 PTQ Studio 集成到桌面，适用于 AppImage 或解压后的程序：
菜单项（启动此 AppImage 或此程序）、图标、PTQ Studio 产物的文件类型
（run_manifest.yaml、quant_plan.json、model_analysis.json）、手册页 ptq-studio(1) 和
bash 补全，均位于 $XDG_DATA_HOME（~/.local/share）下。会输出写入的每个文件。移动 AppImage 后
请重新运行。--remove 会删除的正是这些文件。
退出状态：0 完成，1 有文件无法写入或删除，2 用法错误。</translation>
    </message>
    <message>
        <source>Remove the files integrate wrote.</source>
        <translation>删除 integrate 写入的文件。</translation>
    </message>
    <message>
        <source>ptq-studio: the window needs a display, and neither DISPLAY nor WAYLAND_DISPLAY is set. The commands need none: ptq-studio --help</source>
        <translation>ptq-studio：窗口需要显示器，但 DISPLAY 和 WAYLAND_DISPLAY 均未设置。命令不需要显示器：ptq-studio --help</translation>
    </message>
    <message>
        <source>name exactly two files, A and B.</source>
        <translation>请正好指定两个文件：A 和 B。</translation>
    </message>
    <message>
        <source>--generate takes man or bash-completion, not &quot;%1&quot;.</source>
        <translation>--generate 只接受 man 或 bash-completion，而不是“%1”。</translation>
    </message>
    <message>
        <source>--output goes with --generate.</source>
        <translation>--output 需与 --generate 一起使用。</translation>
    </message>
    <message>
        <source>give --workspace DIR or FILE..., not both.</source>
        <translation>请给出 --workspace DIR 或 FILE...，不能同时给出。</translation>
    </message>
    <message numerus="yes">
        <source>ptq-studio opens one artifact (model_analysis.json, quant_plan.json, run_manifest.yaml) or compares two; %n files were given.</source>
        <translation>
            <numerusform>ptq-studio 只能打开一个产物（model_analysis.json、quant_plan.json、run_manifest.yaml）或比较两个；但给出了 %n 个文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: %2</source>
        <translation>ptq-studio 无法打开 %1：%2</translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: it is not a model analysis, a quantization plan or a run manifest (model_analysis.json, quant_plan.json, run_manifest.yaml).</source>
        <translation>ptq-studio 无法打开 %1：它不是模型分析、量化计划或运行清单（model_analysis.json、quant_plan.json、run_manifest.yaml）。</translation>
    </message>
    <message>
        <source>ptq-studio cannot compare %1 (%2) with %3 (%4): only two artifacts of one kind compare.</source>
        <translation>ptq-studio 无法比较 %1（%2）与 %3（%4）：只能比较同一类的两个产物。</translation>
    </message>
    <message>
        <source>`man ptq-studio` finds the manual page once %1 is on your PATH; until then: man -l %2</source>
        <translation>将 %1 加入 PATH 后，`man ptq-studio` 即可找到手册页；在此之前请用：man -l %2</translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: it is not a model analysis, a quantization plan or a run manifest (model_analysis.json, quant_plan.json, run_manifest.yaml). (%2)</source>
        <translation>ptq-studio 无法打开 %1：它不是模型分析、量化计划或运行清单（model_analysis.json、quant_plan.json、run_manifest.yaml）。（%2）</translation>
    </message>
    <message>
        <source>Lists the managed Quark environments PTQ Studio knows (its environments.json), with their state as the
disk says: ready (every step succeeded and the ready marker is there), broken, or creating (being set up
by a process that runs; a setup whose process was killed is broken, and what its step left running is
stopped first).
Exit status: 0 listed, 1 environments.json cannot be read, 2 usage.</source>
        <translation>列出 PTQ Studio 所知的托管 Quark 环境（其 environments.json）及其在磁盘上的实际状态：
ready（每一步均成功且存在就绪标记）、broken，或 creating（正由一个运行中的进程搭建；
进程已被终止的搭建视为 broken，其步骤遗留的运行内容会先被停止）。
退出状态：0 已列出，1 无法读取 environments.json，2 用法错误。</translation>
    </message>
    <message>
        <source>Print a JSON array of the environments: name, state, path, quark, torch, python, accelerator, created_at, log, and setup_pid while one is being set up.</source>
        <translation>打印环境的 JSON 数组：name、state、path、quark、torch、python、accelerator、created_at、log，以及正在搭建时的 setup_pid。</translation>
    </message>
    <message>
        <source>Take PyTorch from this index instead of PyTorch&apos;s public one (or the one chosen in Settings); an empty URL uses pip&apos;s own configuration (PIP_INDEX_URL, pip.conf). A URL with credentials (user:token@) is refused here, where ps shows it to every local user: use --index-url-from-env.</source>
        <translation>从此索引而非 PyTorch 的公共索引（或设置中所选的索引）获取 PyTorch；URL 为空时使用 pip 自身的配置（PIP_INDEX_URL、pip.conf）。此处拒绝带凭据的 URL（user:token@），因为 ps 会将其显示给每个本地用户：请使用 --index-url-from-env。</translation>
    </message>
    <message>
        <source>As --index-url, with the URL read from the environment variable VAR (for one with credentials: read -rs VAR &amp;&amp; export VAR). pip gets such a URL through its environment (PIP_INDEX_URL), never its command line; the commands shown, the log and environments.json show it redacted.</source>
        <translation>同 --index-url，但从环境变量 VAR 读取 URL（带凭据的 URL：read -rs VAR &amp;&amp; export VAR）。pip 通过其环境（PIP_INDEX_URL）而非命令行获得此类 URL；显示的命令、日志和 environments.json 中均以脱敏形式显示。</translation>
    </message>
    <message>
        <source>Unregisters a managed environment and deletes its folder (only a folder that is a Python environment,
with pyvenv.cfg; another folder is unregistered but kept). Its setup log is kept. Without --yes, only
says what would be done. Refused while the environment is being set up (by this or another process).
Exit status: 0 done (or shown), 1 not registered or not deleted, 2 usage.</source>
        <translation>注销托管环境并删除其文件夹（仅删除含 pyvenv.cfg 的 Python 环境文件夹；其他文件夹只注销而保留）。
其搭建日志会保留。不带 --yes 时只显示将要执行的操作。环境正在搭建时（无论由本进程还是
其他进程）拒绝执行。
退出状态：0 已完成（或已显示），1 未注册或未删除，2 用法错误。</translation>
    </message>
    <message>
        <source>being set up by process %1</source>
        <translation>正由进程 %1 搭建</translation>
    </message>
    <message>
        <source>ptq-studio env create: give --index-url or --index-url-from-env, not both.</source>
        <translation>ptq-studio env create：请给出 --index-url 或 --index-url-from-env，不要同时给出。</translation>
    </message>
    <message>
        <source>ptq-studio env create: --index-url %1 holds credentials, and a command line is readable by every user of this machine (ps). Put the URL in an environment variable and name it instead, for example: read -rs PTQ_INDEX_URL &amp;&amp; export PTQ_INDEX_URL, then --index-url-from-env PTQ_INDEX_URL.</source>
        <translation>ptq-studio env create：--index-url %1 含有凭据，而命令行对本机的每个用户都可见（ps）。请将 URL 放入环境变量并改为给出其名称，例如：read -rs PTQ_INDEX_URL &amp;&amp; export PTQ_INDEX_URL，然后 --index-url-from-env PTQ_INDEX_URL。</translation>
    </message>
    <message>
        <source>ptq-studio env create: --index-url-from-env %1: no such environment variable is set (export it first; an empty value means pip&apos;s own configuration).</source>
        <translation>ptq-studio env create：--index-url-from-env %1：未设置该环境变量（请先 export；值为空表示使用 pip 自身的配置）。</translation>
    </message>
    <message>
        <source>Run: interrupted (%1 still records it as running)</source>
        <translation>运行：已中断（%1 仍记录其正在运行）</translation>
    </message>
    <message>
        <source>The process that ran it (%1 on %2) is gone, so nothing follows the run or records its end; nothing was verified.</source>
        <translation>运行它的进程（%2 上的 %1）已不存在，因此没有任何东西跟踪该运行或记录其结束；未进行任何验证。</translation>
    </message>
    <message>
        <source>Its quark-cli (process group %1) is still running and writing to %2: stop it with kill -TERM -- -%1.</source>
        <translation>其 quark-cli（进程组 %1）仍在运行并写入 %2：请用 kill -TERM -- -%1 停止它。</translation>
    </message>
    <message>
        <source>To run it again: build and approve the command again (page 3, or ptq-studio manifest), with an empty output folder; ptq-studio run then records this run as interrupted.</source>
        <translation>如需再次运行：重新生成并批准命令（第 3 页或 ptq-studio manifest），并使用空的输出文件夹；随后 ptq-studio run 会将此次运行记录为已中断。</translation>
    </message>
    <message>
        <source>the record in %1 names &quot;%2&quot;, which is no Slurm job id (digits only): the target was not asked.</source>
        <translation>%1 中的记录写的是“%2”，它不是 Slurm 作业 ID（只能是数字）：未向目标查询。</translation>
    </message>
    <message>
        <source>%1 answered more than %2 to one request; the answer was refused.</source>
        <translation>%1 对单个请求的回答超过 %2；已拒绝该回答。</translation>
    </message>
    <message>
        <source>the run folder %1 names process %2, but %3 records %4: the record was changed or is another run&apos;s, so --follow will not attach to it</source>
        <translation>运行文件夹 %1 记录的是进程 %2，但 %3 记录的是 %4：记录已被更改或属于另一次运行，因此 --follow 不会附加到它</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not re-attached: %1</source>
        <translation>未重新附加：%1</translation>
    </message>
    <message>
        <source>Run status: still recorded as running in %1 (nothing was followed or changed there)</source>
        <translation>运行状态：%1 中仍记录为正在运行（未在那里跟踪或更改任何内容）</translation>
    </message>
    <message>
        <source>amd-quark %1 at %2 is a release PTQ Studio knows: the plan is checked against what it accepts, without starting it (--ask-cli asks it). `ptq-studio manifest` asks quark-cli itself.</source>
        <translation>%2 处的 amd-quark %1 是 PTQ Studio 已知的版本：计划按其接受的内容检查，无需启动它（--ask-cli 会询问它）。`ptq-studio manifest` 会直接询问 quark-cli。</translation>
    </message>
    <message>
        <source>Ask quark-cli even when its amd-quark is a release PTQ Studio knows (it loads PyTorch: a minute on a cold machine).</source>
        <translation>即使其 amd-quark 是 PTQ Studio 已知的版本，也询问 quark-cli（它会加载 PyTorch：在冷启动的机器上约需一分钟）。</translation>
    </message>
    <message>
        <source>%1 already holds this plan, confirmed: it makes the same decisions, so it stays confirmed and nothing was written.</source>
        <translation>%1 已包含此计划且已确认：它做出相同的决策，因此保持确认，未写入任何内容。</translation>
    </message>
    <message>
        <source>%1 holds this command, approved and unchanged, but it cannot run now:</source>
        <translation>%1 包含此命令，已批准且未更改，但现在无法运行：</translation>
    </message>
    <message>
        <source>%1 already holds this command, approved: it is unchanged, so its approval stands and nothing was written.</source>
        <translation>%1 已包含此命令且已批准：它未更改，因此其批准仍然有效，未写入任何内容。</translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: it is a model folder, not a workspace or an artifact. Open or create a workspace (ptq-studio --workspace FOLDER) and choose the model on its first page, or without a window: ptq-studio analyze %1 --workspace FOLDER.</source>
        <translation>ptq-studio 无法打开 %1：它是模型文件夹，不是工作区或工件。请打开或创建一个工作区（ptq-studio --workspace 文件夹），并在其第一页选择该模型；或不使用窗口：ptq-studio analyze %1 --workspace 文件夹。</translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: it is a folder but not a workspace (it has no logs or history). To make it one: ptq-studio --workspace %1.</source>
        <translation>ptq-studio 无法打开 %1：它是文件夹，但不是工作区（没有 logs 或 history）。要将其作为工作区：ptq-studio --workspace %1。</translation>
    </message>
    <message>
        <source>PTQ Studio: quantize Hugging Face LLMs with AMD Quark.
Without a command, the wizard opens; &apos;compare&apos; opens two artifacts side by side.
FILE: an artifact (model_analysis.json, quant_plan.json or run_manifest.yaml, known by its content) opens in the window: one inside a workspace folder opens that workspace, one elsewhere a read-only review of it, two of one kind the compare window; a workspace folder opens that workspace.</source>
        <translation>PTQ Studio：使用 AMD Quark 量化 Hugging Face 大语言模型。
不带命令时打开向导；&apos;compare&apos; 并排打开两个产物。
FILE：产物（model_analysis.json、quant_plan.json 或 run_manifest.yaml，按内容识别）会在窗口中打开：位于工作区文件夹中的产物会打开该工作区，位于其他位置的产物会以只读方式打开供查看，同一类的两个产物会打开比较窗口。工作区文件夹会打开该工作区。</translation>
    </message>
    <message>
        <source>What installs the missing packages: uv (the default where it can) or pip.</source>
        <translation>由谁安装缺失的软件包：uv（可行时的默认）或 pip。</translation>
    </message>
    <message>
        <source>ptq-studio env create: --installer is uv or pip, not &quot;%1&quot;.</source>
        <translation>ptq-studio env create：--installer 只能是 uv 或 pip，而不是“%1”。</translation>
    </message>
    <message>
        <source>ptq-studio env repair: --installer is uv or pip, not &quot;%1&quot;.</source>
        <translation>ptq-studio env repair：--installer 只能是 uv 或 pip，而不是“%1”。</translation>
    </message>
    <message>
        <source>What installs the packages: uv (where it can: about half pip&apos;s time, a second environment in seconds; pip&apos;s settings are handed to it) or pip. Default: uv, or pip when the wizard&apos;s Settings say &quot;Install with pip instead of uv&quot;.</source>
        <translation>由谁安装软件包：uv（在可行时：耗时约为 pip 的一半，第二个环境只需几秒；pip 的设置会交给它）或 pip。默认：uv；若向导的设置中选了“用 pip 而不是 uv 安装”，则为 pip。</translation>
    </message>
    <message>
        <source>%1 has no target named %2 (see: ptq-studio targets list).</source>
        <translation>%1 中没有名为 %2 的目标（参见：ptq-studio targets list）。</translation>
    </message>
    <message>
        <source>the command could not be built.</source>
        <translation>无法生成命令。</translation>
    </message>
    <message>
        <source>ptq-studio manifest: %1 records a run that is going: nothing was written. Wait for it to end.</source>
        <translation>ptq-studio manifest：%1 记录了一个正在进行的运行：未写入任何内容。请等待其结束。</translation>
    </message>
    <message>
        <source>Build the next command although the last run&apos;s result is neither accepted nor declined yet: that run stays in history/, but its result can then no longer be accepted.</source>
        <translation>即使上一次运行的结果尚未接受也未拒绝，也生成下一条命令：该次运行保留在 history/ 中，但其结果之后将无法再被接受。</translation>
    </message>
    <message>
        <source>ptq-studio manifest: %1 records a run that ended %2 whose result is neither accepted nor declined yet: nothing was written. Accept or decline it first (ptq-studio accept, ptq-studio reject), or pass --replace-undecided to build the next command anyway (that run stays in history/).</source>
        <translation>ptq-studio manifest：%1 记录了一次以 %2 结束的运行，其结果尚未接受也未拒绝：未写入任何内容。请先接受或拒绝它（ptq-studio accept、ptq-studio reject），或加上 --replace-undecided 仍然生成下一条命令（该次运行保留在 history/ 中）。</translation>
    </message>
    <message>
        <source>Result: accepted</source>
        <translation>结果：已接受</translation>
    </message>
    <message>
        <source>Result: declined (%1)</source>
        <translation>结果：已拒绝（%1）</translation>
    </message>
    <message>
        <source>Result: not accepted yet. Accept it on page 4, or with: ptq-studio accept --workspace %1 (ptq-studio reject --workspace %1 --reason TEXT declines it)</source>
        <translation>结果：尚未接受。请在第 4 页接受，或运行：ptq-studio accept --workspace %1（ptq-studio reject --workspace %1 --reason TEXT 可拒绝它）</translation>
    </message>
    <message>
        <source>The earlier approval was used by its run (%1, status %2). Each approval runs its command once: the command built now runs only with an approval of its own.</source>
        <translation>先前的批准已被其运行使用（%1，状态 %2）。每个批准只运行一次命令：现在生成的命令只有获得它自己的批准后才会运行。</translation>
    </message>
    <message>
        <source> during %1</source>
        <translation>在 %1 阶段</translation>
    </message>
    <message>
        <source>The last run ran out of GPU memory%1. The estimate of this command (Needs: …) cannot see everything a run holds: where it says the command fits, keep room to spare.</source>
        <translation>上一次运行%1耗尽了 GPU 内存。此命令的估算（需要：…）无法看到一次运行占用的全部内容：即使它说命令放得下，也请留出余量。</translation>
    </message>
</context>
<context>
    <name>ptq::cli::CommandSpec</name>
    <message>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
</context>
<context>
    <name>ptq::cli::man</name>
    <message>
        <source>Success (a command&apos;s own --help says what success is for it).</source>
        <translation>成功（每条命令自己的 --help 会说明对它而言何为成功）。</translation>
    </message>
    <message>
        <source>Failed or refused: bad input, a check that did not pass.</source>
        <translation>失败或被拒绝：输入有误，或某项检查未通过。</translation>
    </message>
    <message>
        <source>Usage error: an unknown command or option, a missing argument, a file that cannot be read.</source>
        <translation>用法错误：未知的命令或选项、缺少参数、文件无法读取。</translation>
    </message>
    <message>
        <source>Refused by an approval gate (run, env create, publish): nothing was started.</source>
        <translation>被批准关卡拒绝（run、env create、publish）：未启动任何内容。</translation>
    </message>
    <message>
        <source>The window needs one; the commands need neither.</source>
        <translation>窗口需要其中之一；命令两者都不需要。</translation>
    </message>
    <message>
        <source>The language of the commands&apos; messages.</source>
        <translation>命令消息所用的语言。</translation>
    </message>
    <message>
        <source>Where the files above are (see FILES).</source>
        <translation>上述文件的位置（参见 FILES）。</translation>
    </message>
    <message>
        <source>The remote targets&apos; file instead of targets.json.</source>
        <translation>代替 targets.json 的远程目标文件。</translation>
    </message>
    <message>
        <source>The Hugging Face token for gated models and publish (never printed).</source>
        <translation>用于受限模型和 publish 的 Hugging Face 令牌（从不输出）。</translation>
    </message>
    <message>
        <source>The Hugging Face caches models and datasets are read from.</source>
        <translation>读取模型和数据集所用的 Hugging Face 缓存。</translation>
    </message>
    <message>
        <source>Another Hugging Face Hub endpoint.</source>
        <translation>另一个 Hugging Face Hub 端点。</translation>
    </message>
    <message>
        <source>Use only what the caches hold.</source>
        <translation>只使用缓存中已有的内容。</translation>
    </message>
    <message>
        <source>Honoured by env create and env repair, and bound by their digest.</source>
        <translation>env create 和 env repair 会遵循它们，并将其纳入摘要绑定。</translation>
    </message>
</context>
<context>
    <name>ptq::ui::AppController</name>
    <message>
        <source>Cannot open the workspace</source>
        <translation>无法打开工作区</translation>
    </message>
</context>
<context>
    <name>ptq::ui::CheckpointPage</name>
    <message>
        <source>not written yet</source>
        <translation>尚未写入</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>waiting for your confirmation</source>
        <translation>等待您确认</translation>
    </message>
    <message>
        <source>out of date</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>In this workspace</source>
        <translation>此工作区中</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Confirmed. Next continues with the following step.</source>
        <translation>已确认。点击“下一步”继续。</translation>
    </message>
    <message>
        <source>A run is going: this step is read-only until it ends.</source>
        <translation>正在运行：在运行结束前，此步骤为只读。</translation>
    </message>
    <message>
        <source>Back to the run</source>
        <translation>返回运行</translation>
    </message>
</context>
<context>
    <name>ptq::ui::CommandPage</name>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>3 · Command</source>
        <translation>3 · 命令</translation>
    </message>
    <message>
        <source>Check the environment, build the exact quark-cli command and estimate what it needs. Nothing runs and nothing is created before you approve.</source>
        <translation>检查环境，生成确切的 quark-cli 命令并估算所需资源。在您批准之前，不会运行或创建任何内容。</translation>
    </message>
    <message>
        <source>quark-cli from PATH, or a venv / conda prefix that provides it</source>
        <translation>PATH 中的 quark-cli，或提供它的 venv / conda 前缀</translation>
    </message>
    <message>
        <source>An absolute folder outside the model, new or empty</source>
        <translation>模型之外的绝对路径文件夹，新建或为空</translation>
    </message>
    <message>
        <source>The exact command</source>
        <translation>确切的命令</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Python environment:</source>
        <translation>Python 环境：</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Output folder:</source>
        <translation>输出文件夹：</translation>
    </message>
    <message>
        <source>Output folder for the quantized model</source>
        <translation>量化模型的输出文件夹</translation>
    </message>
    <message>
        <source>Shall I run this exact command?</source>
        <translation>要运行这条确切的命令吗？</translation>
    </message>
    <message>
        <source>Checking the environment (Python, PyTorch, amd-quark, GPUs)…</source>
        <translation>正在检查环境（Python、PyTorch、amd-quark、GPU）…</translation>
    </message>
    <message>
        <source>quark-cli will create %1 after approval.</source>
        <translation>批准后 quark-cli 将创建 %1。</translation>
    </message>
    <message>
        <source>Blocking:</source>
        <translation>阻断：</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>The environment is ready for this plan.</source>
        <translation>环境已满足此计划的要求。</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>quark-cli</source>
        <translation>quark-cli</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <source> (ROCm/HIP %1)</source>
        <translation>（ROCm/HIP %1）</translation>
    </message>
    <message>
        <source> (CUDA %1)</source>
        <translation>（CUDA %1）</translation>
    </message>
    <message>
        <source>amd-quark · transformers · datasets · accelerate</source>
        <translation>amd-quark · transformers · datasets · accelerate</translation>
    </message>
    <message>
        <source> (other processes hold %1 GiB)</source>
        <translation>（其他进程占用 %1 GiB）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Driver · kernel · container</source>
        <translation>驱动 · 内核 · 容器</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>none of the run-relevant variables are set</source>
        <translation>未设置任何与运行相关的变量</translation>
    </message>
    <message>
        <source>Remote code:</source>
        <translation>远程代码：</translation>
    </message>
    <message>
        <source>refused (--no_trust_remote_code)</source>
        <translation>已拒绝（--no_trust_remote_code）</translation>
    </message>
    <message>
        <source>Expected in %1:</source>
        <translation>%1 中应包含：</translation>
    </message>
    <message>
        <source>config.json with a quantization_config (quant_method quark), model.safetensors or model-0000k-of-0000N.safetensors with model.safetensors.index.json, generation_config.json when the model has one, and the tokenizer files.</source>
        <translation>带有 quantization_config（quant_method quark）的 config.json，model.safetensors 或 model-0000k-of-0000N.safetensors 及 model.safetensors.index.json，模型自带的 generation_config.json，以及分词器文件。</translation>
    </message>
    <message>
        <source>Building the command…</source>
        <translation>正在生成命令…</translation>
    </message>
    <message>
        <source>Approved at %1 for this exact command (token %2…). Next runs it.</source>
        <translation>已于 %1 批准这条确切的命令（令牌 %2…）。点击“下一步”运行。</translation>
    </message>
    <message>
        <source>Cannot be approved yet:</source>
        <translation>尚不能批准：</translation>
    </message>
    <message>
        <source>Nothing has been downloaded, created or run. Read the command, then approve it.</source>
        <translation>尚未下载、创建或运行任何内容。请阅读命令，然后批准。</translation>
    </message>
    <message>
        <source>This command is running now. It stays as approved until the run ends.</source>
        <translation>此命令正在运行。在运行结束前，它保持已批准状态。</translation>
    </message>
    <message>
        <source>Nothing new is created or run before you approve. Read the command, then approve it.</source>
        <translation>在您批准之前，不会创建或运行任何新内容。请阅读命令，然后批准。</translation>
    </message>
    <message>
        <source>The environment was checked when the command was approved; it is checked again after the run.</source>
        <translation>批准命令时已检查过环境；运行结束后会再次检查。</translation>
    </message>
    <message>
        <source>Approved at %1 for this exact command (token %2…). It has not run: Next leads to page 4, where Run now starts it.</source>
        <translation>已于 %1 批准此确切命令（令牌 %2…）。它尚未运行：点击“下一步”进入第 4 页，在那里点击“立即运行”即可启动。</translation>
    </message>
    <message>
        <source>Python, PyTorch and the packages are as the last check found them: nothing was installed, removed or upgraded in this environment since. The GPUs were asked just now. Check again asks Python again.</source>
        <translation>Python、PyTorch 和各软件包与上次检查时相同：此后此环境中没有安装、删除或升级任何内容。GPU 刚刚已重新查询。“重新检查”会再次询问 Python。</translation>
    </message>
    <message>
        <source>source not recorded</source>
        <translation>未记录来源</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source> — %1 of %2 GiB free (%3)</source>
        <translation> — 空闲 %1 / %2 GiB（%3）</translation>
    </message>
    <message>
        <source> — %1 GiB (%2)</source>
        <translation> — %1 GiB（%2）</translation>
    </message>
    <message>
        <source> — memory unknown: %1</source>
        <translation> — 显存未知：%1</translation>
    </message>
    <message>
        <source>no source reported it</source>
        <translation>没有来源报告</translation>
    </message>
    <message>
        <source>none detected: %1</source>
        <translation>未检测到：%1</translation>
    </message>
    <message>
        <source>GPU memory:</source>
        <translation>GPU 显存：</translation>
    </message>
    <message>
        <source>download %1 into the Hugging Face cache</source>
        <translation>将 %1 下载到 Hugging Face 缓存</translation>
    </message>
    <message>
        <source>Run time: %1</source>
        <translation>运行时长：%1</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>已复制 ✓</translation>
    </message>
    <message>
        <source>Choose the venv or conda prefix where amd-quark is installed</source>
        <translation>选择安装了 amd-quark 的 venv 或 conda 前缀</translation>
    </message>
    <message>
        <source>Python environment (venv or conda prefix)</source>
        <translation>Python 环境（venv 或 conda 前缀）</translation>
    </message>
    <message>
        <source>Set up Quark for me…</source>
        <translation>为我搭建 Quark…</translation>
    </message>
    <message>
        <source>Make a Python environment with PyTorch, AMD Quark and quark-cli for this machine. The exact commands are shown for approval before anything is installed.</source>
        <translation>为本机创建包含 PyTorch、AMD Quark 和 quark-cli 的 Python 环境。在安装任何内容之前，会先显示确切的命令供您批准。</translation>
    </message>
    <message>
        <source>Datasets and model</source>
        <translation>数据集和模型</translation>
    </message>
    <message>
        <source>Managed</source>
        <translation>托管环境</translation>
    </message>
    <message>
        <source>The Python environments PTQ Studio set up on this machine</source>
        <translation>PTQ Studio 在本机上搭建的 Python 环境</translation>
    </message>
    <message>
        <source>Managed Python environments</source>
        <translation>托管 Python 环境</translation>
    </message>
    <message>
        <source>Quark %1</source>
        <translation>Quark %1</translation>
    </message>
    <message>
        <source>PyTorch %1</source>
        <translation>PyTorch %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — being set up</source>
        <translation>%1 — 正在搭建</translation>
    </message>
    <message>
        <source>%1 — broken: repair it with ptq-studio env repair %1, or remove it</source>
        <translation>%1 — 已损坏：请用 ptq-studio env repair %1 修复，或将其移除</translation>
    </message>
    <message>
        <source>Set up a new environment…</source>
        <translation>搭建新环境…</translation>
    </message>
    <message>
        <source>Runs on:</source>
        <translation>运行位置：</translation>
    </message>
    <message>
        <source>Where the command runs</source>
        <translation>命令的运行位置</translation>
    </message>
    <message>
        <source>This machine, or a remote target from Settings → Remote targets: an SSH host, or a Slurm cluster reached through its login node</source>
        <translation>本机，或“设置 → 远程目标”中的远程目标：SSH 主机，或通过登录节点访问的 Slurm 集群</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Check target</source>
        <translation>检查目标</translation>
    </message>
    <message>
        <source>Connect over SSH and look (read-only): quark-cli and its --help, GPUs, free disk, the model and output folders there; for Slurm the partition and its time limit</source>
        <translation>通过 SSH 连接并检查（只读）：quark-cli 及其 --help、GPU、可用磁盘空间、那里的模型和输出文件夹；对于 Slurm，还有分区及其时间限制</translation>
    </message>
    <message>
        <source>Targets…</source>
        <translation>目标…</translation>
    </message>
    <message>
        <source>Add or change the remote targets (targets.json)</source>
        <translation>添加或更改远程目标（targets.json）</translation>
    </message>
    <message>
        <source>Python environment</source>
        <translation>Python 环境</translation>
    </message>
    <message>
        <source>The exact script the target runs</source>
        <translation>目标运行的确切脚本</translation>
    </message>
    <message>
        <source>%1 — Slurm cluster via %2</source>
        <translation>%1 — 经由 %2 的 Slurm 集群</translation>
    </message>
    <message>
        <source>%1 — SSH host %2</source>
        <translation>%1 — SSH 主机 %2</translation>
    </message>
    <message>
        <source>An absolute folder on %1, new or empty</source>
        <translation>%1 上的绝对路径文件夹，新建或为空</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>a Slurm cluster; jobs are submitted through its login node %1</source>
        <translation>Slurm 集群；作业通过其登录节点 %1 提交</translation>
    </message>
    <message>
        <source>an SSH host, %1</source>
        <translation>SSH 主机，%1</translation>
    </message>
    <message>
        <source>The target is ready for this plan.</source>
        <translation>目标已满足此计划的要求。</translation>
    </message>
    <message>
        <source>quark-cli there</source>
        <translation>目标上的 quark-cli</translation>
    </message>
    <message>
        <source>Remote workspace</source>
        <translation>远程工作区</translation>
    </message>
    <message>
        <source>HF_HOME there</source>
        <translation>目标上的 HF_HOME</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>分区 %1</translation>
    </message>
    <message>
        <source>(the default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>account %1</source>
        <translation>账户 %1</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>the partition&apos;s time limit</source>
        <translation>分区的时间限制</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n 个 CPU</numerusform>
        </translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>内存 %1</translation>
    </message>
    <message>
        <source>Slurm job</source>
        <translation>Slurm 作业</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>not yet: press Check target</source>
        <translation>尚未检查：请点击“检查目标”</translation>
    </message>
    <message>
        <source>quark-cli will create %1 on %2 after approval.</source>
        <translation>批准后 quark-cli 将在 %2 上创建 %1。</translation>
    </message>
    <message>
        <source>Script handed to %1 (%2): %3, in %4 — part of what you approve:</source>
        <translation>交给 %1（%2）的脚本：%3，位于 %4 —— 属于您批准的内容：</translation>
    </message>
    <message numerus="yes">
        <source>Not ready: %n problem(s) below must be fixed before the command can be approved.</source>
        <translation>
            <numerusform>未就绪：必须先解决下面的 %n 个问题，才能批准该命令。</numerusform>
        </translation>
    </message>
    <message>
        <source>The target is ready for this plan; read the warnings below.</source>
        <translation>目标已为此计划就绪；请阅读下面的警告。</translation>
    </message>
    <message>
        <source>Run it on a remote target…</source>
        <translation>在远程目标上运行…</translation>
    </message>
    <message>
        <source>This machine has no GPU that PyTorch sees, and this plan cannot run without one: choose an SSH host or a Slurm cluster with a GPU under Runs on (or add one).</source>
        <translation>本机没有 PyTorch 能看到的 GPU，而此计划离不开 GPU：请在“运行位置”下选择带 GPU 的 SSH 主机或 Slurm 集群（或添加一个）。</translation>
    </message>
    <message>
        <source>Drag to share the height between the environment and the command</source>
        <translation>拖动以调整环境与命令之间的高度分配</translation>
    </message>
    <message>
        <source>Checking %1 (Python, PyTorch, amd-quark, GPUs)…</source>
        <translation>正在检查 %1（Python、PyTorch、amd-quark、GPU）…</translation>
    </message>
    <message>
        <source>But this run cannot start here: quark-cli needs a GPU that PyTorch sees to place the model (see Environment). Run it on a remote target.</source>
        <translation>但此运行无法在这里启动：quark-cli 需要 PyTorch 能看到的 GPU 来放置模型（见“环境”）。请在远程目标上运行。</translation>
    </message>
    <message>
        <source>Host RAM about %1 · %2 · output about %3</source>
        <translation>主机内存约 %1 · %2 · 输出约 %3</translation>
    </message>
    <message>
        <source>the original model&apos;s perplexity on the same data (the accuracy verdict)</source>
        <translation>原始模型在相同数据上的困惑度（精度判定）</translation>
    </message>
    <message>
        <source>a load check of the export with transformers</source>
        <translation>用 transformers 对导出进行加载检查</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>After the export: the accuracy verdict and the load check run only for runs on this machine in this version; on a target, run them there with the lm_eval command page 4 gives.</source>
        <translation>导出之后：在此版本中，精度判定和加载检查只对本机上的运行执行；在远程目标上，请用第 4 页给出的 lm_eval 命令在那里运行。</translation>
    </message>
    <message>
        <source>The plan asks for no evaluation: choose one at Checkpoint 2 to get an accuracy verdict.</source>
        <translation>计划未要求评估：请在检查点 2 选择一种评估以获得精度判定。</translation>
    </message>
    <message>
        <source>The export checks run only for runs on this machine in this version.</source>
        <translation>在此版本中，导出检查只对本机上的运行执行。</translation>
    </message>
    <message>
        <source>Loads the original model once more and measures its perplexity with quark-cli&apos;s own routine; cached for the next plan of this model.</source>
        <translation>再次加载原始模型，并用 quark-cli 自己的流程测量其困惑度；结果会缓存，供此模型的下一个计划使用。</translation>
    </message>
    <message>
        <source>Loads the export as its users will, names missing or unexpected weights and compares one forward pass with the original&apos;s. A failed load check means the result cannot be accepted as complete.</source>
        <translation>按用户的方式加载导出，列出缺失或多余的权重，并将一次前向传播与原始模型的结果比较。加载检查失败意味着结果不能作为完整结果接受。</translation>
    </message>
    <message>
        <source>After the export: %1 — about %2 more, one model in memory at a time (%3 of weights, plus PyTorch&apos;s own); a baseline measured before for this model and data is taken from the cache instead.</source>
        <translation>导出之后：%1 —— 约再需 %2，内存中同时只有一个模型（%3 的权重，另加 PyTorch 自身的开销）；此前为该模型和数据测得的基线会直接从缓存中取用。</translation>
    </message>
    <message>
        <source>a minute</source>
        <translation>一分钟</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>After the export:</source>
        <translation>导出之后：</translation>
    </message>
    <message>
        <source>Original&apos;s &amp;perplexity</source>
        <translation>原模型困惑度(&amp;P)</translation>
    </message>
    <message>
        <source>After the export, measure the original model&apos;s perplexity on the same data (the accuracy verdict)</source>
        <translation>导出后在相同数据上测量原模型的困惑度（精度判定）</translation>
    </message>
    <message>
        <source>&amp;Load check</source>
        <translation>加载检查(&amp;L)</translation>
    </message>
    <message>
        <source>After the export, load it with transformers and compare it with the original (the load check)</source>
        <translation>导出后用 transformers 加载并与原模型比较（加载检查）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The execution gate.&lt;/b&gt; Tick it once you have read the exact command, the output folder and the estimate. It only unlocks the approve button; nothing runs. Any change to the command afterwards (a flag, the folder, the environment, the target) clears it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;执行关卡。&lt;/b&gt;阅读了确切的命令、输出文件夹和估算之后再勾选它。它只会解锁批准按钮，不会运行任何内容。之后对命令的任何更改（某个标志、文件夹、环境、目标）都会清除此勾选。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Approves this exact command and records the approval in run_manifest.yaml; page 4 then starts it. From here quark-cli downloads the weights it needs, creates the output folder and quantizes — nothing of this happens before. Any change to the command after the approval voids it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;批准这条确切的命令，并把批准记录到 run_manifest.yaml 中；随后由第 4 页启动它。从这里开始，quark-cli 才会下载所需的权重、创建输出文件夹并进行量化——在此之前这些都不会发生。批准之后对命令的任何更改都会使批准作废。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Where quark-cli writes the quantized model: an absolute folder, new or empty, outside the model. It is created only when the approved run starts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;quark-cli 写入量化模型的位置：一个绝对路径的文件夹，新的或空的，位于模型之外。只有在已批准的运行启动时才会创建它。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Python environment whose quark-cli runs the command (a venv or conda prefix), or empty for quark-cli on PATH. Changing it changes the command, so an approval is void.&lt;/p&gt;</source>
        <translation>&lt;p&gt;由其中的 quark-cli 运行命令的 Python 环境（venv 或 conda 前缀）；留空则使用 PATH 中的 quark-cli。更改它会改变命令，因此批准会作废。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Where the approved command runs: this machine, an SSH host or a Slurm cluster. The approval binds the target (and for Slurm its batch script): choosing another one needs a new approval.&lt;/p&gt;</source>
        <translation>&lt;p&gt;已批准的命令在哪里运行：本机、SSH 主机或 Slurm 集群。批准会绑定目标（对于 Slurm 还包括其批处理脚本）：选择其他目标需要重新批准。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the export, measures the original model&apos;s perplexity on the same data so that the quantized one can be judged (the accuracy verdict). It is approved with the command and runs after it, in the same environment: more time and GPU memory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;导出之后，在相同数据上测量原始模型的困惑度，以便评判量化模型（精度判定）。它随命令一起批准，在命令之后于同一环境中运行：需要更多时间和 GPU 显存。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the export, loads it with transformers and compares its output with the original&apos;s (the load check). Approved with the command; it runs after quark-cli.&lt;/p&gt;</source>
        <translation>&lt;p&gt;导出之后，用 transformers 加载导出结果，并将其输出与原模型的输出比较（加载检查）。随命令一起批准；在 quark-cli 之后运行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>accepted — the model repository&apos;s Python code will run</source>
        <translation>已允许 — 将运行模型仓库中的 Python 代码</translation>
    </message>
    <message>
        <source>Still looking at the output folder %1; the command is built when it answers.</source>
        <translation>仍在检查输出文件夹 %1；它响应后即生成命令。</translation>
    </message>
    <message>
        <source>&amp;Yes, run this exact command</source>
        <translation>是，运行这条命令(&amp;Y)</translation>
    </message>
    <message>
        <source>That run&apos;s output folder: %1</source>
        <translation>该次运行的输出文件夹：%1</translation>
    </message>
    <message>
        <source>Still checking the Python environment and asking quark-cli what it accepts; approval waits for both answers, which may change the command.</source>
        <translation>仍在检查 Python 环境并询问 quark-cli 接受哪些选项；批准将等待这两个回答，它们可能会改变命令。</translation>
    </message>
    <message>
        <source>Still checking the Python environment; approval waits for its answer, which may change the command.</source>
        <translation>仍在检查 Python 环境；批准将等待其回答，它可能会改变命令。</translation>
    </message>
    <message>
        <source>Still asking quark-cli what it accepts (its --help and Python API: it loads PyTorch first, which can take a minute); approval waits for its answer, which may change the command.</source>
        <translation>仍在询问 quark-cli 接受哪些选项（其 --help 和 Python API：它会先加载 PyTorch，可能需要一分钟）；批准将等待其回答，它可能会改变命令。</translation>
    </message>
    <message>
        <source>no model download (the datasets: see Environment)</source>
        <translation>无需下载模型（数据集：见“环境”）</translation>
    </message>
    <message>
        <source>I have &amp;checked the command, the destination and the estimate</source>
        <translation>我已检查命令、目标位置和估算(&amp;C)</translation>
    </message>
    <message>
        <source>Prepare &amp;another run</source>
        <translation>准备另一次运行(&amp;A)</translation>
    </message>
    <message>
        <source>Builds the command again for the next run, in a new output folder when that run wrote into its folder; it needs a new approval. The used approval stays recorded.</source>
        <translation>为下一次运行重新生成命令；若上次运行已写入其文件夹，则使用新的输出文件夹。新命令需要新的批准。已使用的批准仍会保留记录。</translation>
    </message>
    <message>
        <source>This approval was used by its run (%1). To run again, press Prepare another run: the next command writes to %2 and needs a new approval.</source>
        <translation>此批准已被其运行使用（%1）。要再次运行，请点击“准备另一次运行”：下一条命令写入 %2，需要新的批准。</translation>
    </message>
    <message>
        <source>Prepare another run</source>
        <translation>准备另一次运行</translation>
    </message>
    <message>
        <source>The last run&apos;s result is not accepted yet. Once the next command is built, it can no longer be accepted on page 4 (it stays in File → Run History). Prepare another run anyway?</source>
        <translation>上次运行的结果尚未接受。生成下一条命令后，将无法再在第 4 页接受它（它仍保留在“文件 → 运行历史”中）。仍要准备另一次运行吗？</translation>
    </message>
    <message>
        <source>This approval was used by its run (%1). To run again, choose another output folder: the command is built anew and needs a new approval.</source>
        <translation>此批准已被其运行使用（%1）。要再次运行，请选择另一个输出文件夹：命令会重新生成，并需要新的批准。</translation>
    </message>
    <message>
        <source>The running command&apos;s output folder: %1</source>
        <translation>正在运行的命令的输出文件夹：%1</translation>
    </message>
    <message>
        <source>Its result is not accepted yet: accept it on page 4 first.</source>
        <translation>其结果尚未接受：请先在第 4 页接受。</translation>
    </message>
    <message>
        <source>You chose the Quark environment %1 for the next run.</source>
        <translation>您为下一次运行选择了 Quark 环境 %1。</translation>
    </message>
    <message>
        <source>You declined its result: the next command replaces its record (the run stays in File → Run History).</source>
        <translation>您已拒绝其结果：下一条命令会替换它的记录（该次运行保留在 文件 → 运行历史 中）。</translation>
    </message>
    <message>
        <source>Keep the last run</source>
        <translation>保留上一次运行</translation>
    </message>
    <message>
        <source>The earlier approval was used by its run (%1). Each approval runs its command once: the command shown runs only with an approval of its own.</source>
        <translation>先前的批准已被其运行使用（%1）。每个批准只运行一次命令：显示的命令只有获得它自己的批准后才会运行。</translation>
    </message>
    <message>
        <source>The earlier approval was used by its run (%1, %2). Each approval runs its command once: the command shown runs only with an approval of its own.</source>
        <translation>先前的批准已被其运行使用（%1，%2）。每个批准只运行一次命令：显示的命令只有获得它自己的批准后才会运行。</translation>
    </message>
    <message>
        <source>The last run ran out of GPU memory. This estimate cannot see everything a run holds: where it says the command fits, keep room to spare; that run&apos;s diagnosis (File → Run History) says what to reduce.</source>
        <translation>上一次运行耗尽了 GPU 内存。此估算无法看到一次运行占用的全部内容：即使它说命令放得下，也请留出余量；该运行的诊断（文件 → 运行历史）说明了应减少什么。</translation>
    </message>
    <message>
        <source>The last run ran out of GPU memory during %1. This estimate cannot see everything a run holds: where it says the command fits, keep room to spare; that run&apos;s diagnosis (File → Run History) says what to reduce.</source>
        <translation>上一次运行在 %1 阶段耗尽了 GPU 内存。此估算无法看到一次运行占用的全部内容：即使它说命令放得下，也请留出余量；该运行的诊断（文件 → 运行历史）说明了应减少什么。</translation>
    </message>
</context>
<context>
    <name>ptq::ui::CompareModel</name>
    <message>
        <source>%1
not in this file</source>
        <translation>%1
不在此文件中</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺失</translation>
    </message>
</context>
<context>
    <name>ptq::ui::CompareWindow</name>
    <message>
        <source>&amp;Differences only</source>
        <translation>仅显示差异(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Export as Markdown…</source>
        <translation>导出为 Markdown(&amp;E)…</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Open &amp;Left…</source>
        <translation>打开左侧(&amp;L)…</translation>
    </message>
    <message>
        <source>Open &amp;Right…</source>
        <translation>打开右侧(&amp;R)…</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 文件</translation>
    </message>
    <message>
        <source>Summary of the differences</source>
        <translation>差异摘要</translation>
    </message>
    <message>
        <source>Hide the lines that are the same in both files</source>
        <translation>隐藏两个文件中相同的行</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;background: rgba(235,170,0,0.45)&apos;&gt;&amp;nbsp;changed&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(40,170,70,0.45)&apos;&gt;&amp;nbsp;added&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(220,50,50,0.45)&apos;&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;background: rgba(235,170,0,0.45)&apos;&gt;&amp;nbsp;已更改&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(40,170,70,0.45)&apos;&gt;&amp;nbsp;已新增&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(220,50,50,0.45)&apos;&gt;&amp;nbsp;已移除&amp;nbsp;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Export the comparison as Markdown</source>
        <translation>将比较结果导出为 Markdown</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>%1 file, aligned with the other</source>
        <translation>%1 文件，已与另一个对齐</translation>
    </message>
    <message>
        <source>Open two artifacts of one kind — analyses, plans or manifests, from PTQ Studio or the upstream workflow — or drop them here.</source>
        <translation>打开同一类的两个产物 — 分析、计划或清单，来自 PTQ Studio 或上游工作流 — 或将它们拖放到此处。</translation>
    </message>
    <message>
        <source>Open the left artifact</source>
        <translation>打开左侧产物</translation>
    </message>
    <message>
        <source>Open the right artifact</source>
        <translation>打开右侧产物</translation>
    </message>
    <message>
        <source>Artifacts (*.json *.yaml *.yml);;All files (*)</source>
        <translation>产物 (*.json *.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&lt;i&gt;no file&lt;/i&gt;</source>
        <translation>&lt;i&gt;无文件&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
    <message>
        <source>Nothing to compare.</source>
        <translation>没有可比较的内容。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Differences by what they are about</source>
        <translation>按类别列出的差异</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The two files are identical.</source>
        <translation>两个文件完全相同。</translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation>没有差异。</translation>
    </message>
    <message>
        <source>Compare artifacts</source>
        <translation>比较产物</translation>
    </message>
    <message>
        <source>Closes this window (Escape, %1).</source>
        <translation>关闭此窗口（Escape、%1）。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&lt;i&gt;Open a second artifact here to compare it with this one.&lt;/i&gt;</source>
        <translation>&lt;i&gt;在此打开第二个产物，即可与这个产物进行比较。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>查看：%1</translation>
    </message>
    <message>
        <source>%1, read-only: every field of this one file. Nothing here changes it.</source>
        <translation>%1，只读：此文件的每个字段。此处的任何操作都不会更改它。</translation>
    </message>
    <message>
        <source>One file: nothing to compare it with yet.</source>
        <translation>只有一个文件：尚无可比较的对象。</translation>
    </message>
</context>
<context>
    <name>ptq::ui::Dialogs</name>
    <message>
        <source>The folder %1 cannot be made: %2 does not exist. Choose a folder that exists, then type the new folder&apos;s name.</source>
        <translation>无法创建文件夹 %1：%2 不存在。请选择一个已存在的文件夹，然后输入新文件夹的名称。</translation>
    </message>
    <message>
        <source>The folder %1 could not be made: %2.</source>
        <translation>无法创建文件夹 %1：%2。</translation>
    </message>
    <message>
        <source>Folder (an existing one, or a new name):</source>
        <translation>文件夹（已有文件夹或新名称）：</translation>
    </message>
</context>
<context>
    <name>ptq::ui::EnvSetupDialog</name>
    <message>
        <source>Set up Quark</source>
        <translation>搭建 Quark</translation>
    </message>
    <message>
        <source>Set up a Quark environment</source>
        <translation>搭建 Quark 环境</translation>
    </message>
    <message>
        <source>PTQ Studio makes a separate Python environment with PyTorch, AMD Quark and quark-cli, using the commands below. Nothing outside its folder is changed, and nothing runs before you choose Set up.</source>
        <translation>PTQ Studio 将使用下面的命令创建一个独立的 Python 环境，其中包含 PyTorch、AMD Quark 和 quark-cli。该环境文件夹之外的任何内容都不会被更改，在您选择“搭建”之前不会运行任何命令。</translation>
    </message>
    <message>
        <source>&amp;Folder of the new environment:</source>
        <translation>新环境的文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>Folder of the new environment</source>
        <translation>新环境的文件夹</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose another folder</source>
        <translation>选择其他文件夹</translation>
    </message>
    <message>
        <source>Choose another folder for the environment; the commands are worked out again.</source>
        <translation>为环境选择其他文件夹；命令将重新生成。</translation>
    </message>
    <message>
        <source>PyTorch build</source>
        <translation>PyTorch 构建</translation>
    </message>
    <message>
        <source>Where the packages come from</source>
        <translation>软件包来源</translation>
    </message>
    <message>
        <source>Notes on the packages</source>
        <translation>软件包说明</translation>
    </message>
    <message>
        <source>Estimated download</source>
        <translation>预计下载量</translation>
    </message>
    <message>
        <source>The exact &amp;commands, in order:</source>
        <translation>确切的命令(&amp;C)，按顺序：</translation>
    </message>
    <message>
        <source>The exact commands</source>
        <translation>确切的命令</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the commands</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <source>Why the setup cannot start</source>
        <translation>无法开始搭建的原因</translation>
    </message>
    <message>
        <source>Run these exact commands?</source>
        <translation>运行这些确切的命令？</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>搭建</translation>
    </message>
    <message>
        <source>Set up: run these exact commands</source>
        <translation>搭建：运行这些确切的命令</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>已复制 ✓</translation>
    </message>
    <message>
        <source>Setting up the Quark environment</source>
        <translation>正在搭建 Quark 环境</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <source>What pip is doing</source>
        <translation>pip 当前的操作</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>Stall warning</source>
        <translation>停滞警告</translation>
    </message>
    <message>
        <source>Steps of the setup</source>
        <translation>搭建步骤</translation>
    </message>
    <message>
        <source>Cancel setup</source>
        <translation>取消搭建</translation>
    </message>
    <message>
        <source>Stops pip and removes the half-made environment.</source>
        <translation>停止 pip 并删除未完成的环境。</translation>
    </message>
    <message>
        <source>How the setup ended</source>
        <translation>搭建的结果</translation>
    </message>
    <message>
        <source>Details of the result</source>
        <translation>结果详情</translation>
    </message>
    <message>
        <source>Where the full log is</source>
        <translation>完整日志的位置</translation>
    </message>
    <message>
        <source>Open log</source>
        <translation>打开日志</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>复制路径</translation>
    </message>
    <message>
        <source>Copy the log&apos;s path</source>
        <translation>复制日志路径</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Shows the commands again; they run after you approve them.</source>
        <translation>再次显示命令；您批准后才会运行。</translation>
    </message>
    <message>
        <source>Use this environment</source>
        <translation>使用此环境</translation>
    </message>
    <message>
        <source>No program could open %1. Copy path puts it on the clipboard.</source>
        <translation>没有程序能打开 %1。“复制路径”会将路径复制到剪贴板。</translation>
    </message>
    <message>
        <source>The log&apos;s path is on the clipboard.</source>
        <translation>日志路径已复制到剪贴板。</translation>
    </message>
    <message>
        <source>nothing to download</source>
        <translation>无需下载</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>about %1 (±%2 %)</source>
        <translation>约 %1（±%2 %）</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>PyTorch %1 for CUDA %2</source>
        <translation>适用于 CUDA %2 的 PyTorch %1</translation>
    </message>
    <message>
        <source>PyTorch %1 for ROCm %2</source>
        <translation>适用于 ROCm %2 的 PyTorch %1</translation>
    </message>
    <message>
        <source>PyTorch %1 for the CPU only (no GPU acceleration)</source>
        <translation>仅 CPU 的 PyTorch %1（无 GPU 加速）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>PyPI (pypi.org), or the index pip is configured to use</source>
        <translation>PyPI（pypi.org），或 pip 配置使用的索引</translation>
    </message>
    <message>
        <source>PyTorch: from %1</source>
        <translation>PyTorch：来自 %1</translation>
    </message>
    <message>
        <source>Quark and the other packages: from %1</source>
        <translation>Quark 和其他软件包：来自 %1</translation>
    </message>
    <message>
        <source>Where the packages come from:
%1</source>
        <translation>软件包来源：
%1</translation>
    </message>
    <message>
        <source>Download: %1</source>
        <translation>下载：%1</translation>
    </message>
    <message>
        <source># Step %1 of %2: %3</source>
        <translation># 第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <source>There are no commands to run yet.</source>
        <translation>尚无要运行的命令。</translation>
    </message>
    <message>
        <source>The setup cannot start:
%1</source>
        <translation>无法开始搭建：
%1</translation>
    </message>
    <message>
        <source>Working out the commands for the new folder…</source>
        <translation>正在为新文件夹生成命令…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>%1  %2. %3</source>
        <translation>%1  %2. %3</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done.</source>
        <translation>
            <numerusform>全部 %n 个步骤已完成。</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting the first step…</source>
        <translation>正在启动第一步…</translation>
    </message>
    <message>
        <source>Starting pip…</source>
        <translation>正在启动 pip…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>正在处理…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Finding the packages…</source>
        <translation>正在查找软件包…</translation>
    </message>
    <message>
        <source>Finding the packages: %1</source>
        <translation>正在查找软件包：%1</translation>
    </message>
    <message>
        <source>Downloading %1 — %2 of %3</source>
        <translation>正在下载 %1 — %2 / %3</translation>
    </message>
    <message>
        <source>Downloading %1 (%2)</source>
        <translation>正在下载 %1（%2）</translation>
    </message>
    <message>
        <source>Downloading %1</source>
        <translation>正在下载 %1</translation>
    </message>
    <message>
        <source>%1, %2/s</source>
        <translation>%1，%2/s</translation>
    </message>
    <message>
        <source>Using files downloaded earlier…</source>
        <translation>正在使用之前下载的文件…</translation>
    </message>
    <message>
        <source>Using %1, downloaded earlier</source>
        <translation>正在使用之前下载的 %1</translation>
    </message>
    <message>
        <source>Building a package from source (this can take minutes)…</source>
        <translation>正在从源代码构建软件包（可能需要几分钟）…</translation>
    </message>
    <message>
        <source>Building %1 from source (this can take minutes)…</source>
        <translation>正在从源代码构建 %1（可能需要几分钟）…</translation>
    </message>
    <message>
        <source>Installing…</source>
        <translation>正在安装…</translation>
    </message>
    <message numerus="yes">
        <source>Installing %n package(s)…</source>
        <translation>
            <numerusform>正在安装 %n 个软件包…</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: everything was already installed.</source>
        <translation>完成：所有内容均已安装。</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n package(s) installed.</source>
        <translation>
            <numerusform>完成：已安装 %n 个软件包。</numerusform>
        </translation>
    </message>
    <message>
        <source>pip failed.</source>
        <translation>pip 失败。</translation>
    </message>
    <message>
        <source>pip failed: %1</source>
        <translation>pip 失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>No output for %n min</source>
        <translation>
            <numerusform>%n 分钟无输出</numerusform>
        </translation>
    </message>
    <message>
        <source>No output for %1 s</source>
        <translation>%1 秒无输出</translation>
    </message>
    <message>
        <source>%1 — pip may be waiting on the network or on a slow download. If nothing changes, check the network connection; Cancel setup stops it and removes the half-made environment.</source>
        <translation>%1 — pip 可能正在等待网络或缓慢的下载。如果一直没有变化，请检查网络连接；“取消搭建”会停止 pip 并删除未完成的环境。</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <translation>已用时 %1</translation>
    </message>
    <message>
        <source>Stop the setup?</source>
        <translation>停止搭建？</translation>
    </message>
    <message>
        <source>Stop the setup? pip is stopped and the half-made environment is removed; nothing of it is used.</source>
        <translation>停止搭建？pip 将被停止，未完成的环境将被删除，其中的任何内容都不会被使用。</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Stopping pip and removing the half-made environment…</source>
        <translation>正在停止 pip 并删除未完成的环境…</translation>
    </message>
    <message>
        <source>Quark is ready</source>
        <translation>Quark 已就绪</translation>
    </message>
    <message>
        <source>The environment in %1 has:</source>
        <translation>%1 中的环境包含：</translation>
    </message>
    <message>
        <source>The setup took %1.</source>
        <translation>搭建用时 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Use this environment&lt;/b&gt;: the command page checks it again and builds the command with its quark-cli.</source>
        <translation>&lt;b&gt;使用此环境&lt;/b&gt;：命令页面会重新检查该环境，并使用其中的 quark-cli 生成命令。</translation>
    </message>
    <message>
        <source>Setup failed at step %1 of %2: %3</source>
        <translation>搭建在第 %1 步（共 %2 步）失败：%3</translation>
    </message>
    <message>
        <source>Setup failed</source>
        <translation>搭建失败</translation>
    </message>
    <message>
        <source>The log below says what went wrong.</source>
        <translation>下方日志说明了出错的原因。</translation>
    </message>
    <message>
        <source>The half-made environment is not used. &lt;b&gt;Try again&lt;/b&gt; shows the commands again once the cause is fixed.</source>
        <translation>未完成的环境不会被使用。排除原因后，&lt;b&gt;重试&lt;/b&gt;会再次显示命令。</translation>
    </message>
    <message>
        <source>Setup cancelled — nothing was installed for use; the half-made folder was removed.</source>
        <translation>搭建已取消 — 没有安装任何可供使用的内容；未完成的文件夹已删除。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Try again&lt;/b&gt; shows the commands again; &lt;b&gt;Close&lt;/b&gt; returns without a new environment.</source>
        <translation>&lt;b&gt;重试&lt;/b&gt;会再次显示命令；&lt;b&gt;关闭&lt;/b&gt;则返回，不创建新环境。</translation>
    </message>
    <message>
        <source>Full log: %1</source>
        <translation>完整日志：%1</translation>
    </message>
    <message>
        <source>Try with pip&apos;s own index</source>
        <translation>使用 pip 自身的索引重试</translation>
    </message>
    <message>
        <source>Takes PyTorch from the index pip is configured to use (PIP_INDEX_URL, pip.conf, or PyPI) instead of the PyTorch index; the commands are shown again for approval.</source>
        <translation>从 pip 配置使用的索引（PIP_INDEX_URL、pip.conf 或 PyPI）而非 PyTorch 索引获取 PyTorch；命令会再次显示供您批准。</translation>
    </message>
    <message>
        <source>PyTorch %1, the build pip&apos;s own index serves</source>
        <translation>PyTorch %1，即 pip 自身的索引提供的构建</translation>
    </message>
    <message>
        <source>If this machine gets its packages from a mirror or from PyPI rather than from %1, &lt;b&gt;Try with pip&apos;s own index&lt;/b&gt; takes PyTorch from there (on PyPI, the build PyPI carries).</source>
        <translation>如果本机从镜像或 PyPI 而非 %1 获取软件包，&lt;b&gt;使用 pip 自身的索引重试&lt;/b&gt;会从那里获取 PyTorch（在 PyPI 上即 PyPI 提供的构建）。</translation>
    </message>
    <message>
        <source>Show the commands&apos; output</source>
        <translation>显示命令的输出</translation>
    </message>
    <message>
        <source>Show or hide the commands&apos; output</source>
        <translation>显示或隐藏命令的输出</translation>
    </message>
    <message>
        <source>The commands&apos; output</source>
        <translation>命令的输出</translation>
    </message>
    <message>
        <source>Hide the commands&apos; output</source>
        <translation>隐藏命令的输出</translation>
    </message>
    <message>
        <source>Type a folder (absolute, without spaces; ~ is your home folder) or choose one with Browse…. It must not exist yet, or be empty.</source>
        <translation>请输入文件夹（绝对路径，不含空格；~ 表示您的主文件夹），或通过“浏览…”选择。该文件夹必须尚不存在或为空。</translation>
    </message>
    <message>
        <source>What is wrong with the folder</source>
        <translation>文件夹的问题</translation>
    </message>
    <message>
        <source>What this environment will not do</source>
        <translation>此环境的局限</translation>
    </message>
    <message>
        <source>All steps:</source>
        <translation>全部步骤：</translation>
    </message>
    <message>
        <source>Progress over all the steps</source>
        <translation>全部步骤的进度</translation>
    </message>
    <message>
        <source>This step:</source>
        <translation>当前步骤：</translation>
    </message>
    <message>
        <source>Progress of the current step</source>
        <translation>当前步骤的进度</translation>
    </message>
    <message>
        <source>Step %1 of %2 — %3 done</source>
        <translation>第 %1 步，共 %2 步 — 已完成 %3 步</translation>
    </message>
    <message>
        <source>Before step 1 of %1</source>
        <translation>第 1 步之前，共 %1 步</translation>
    </message>
    <message>
        <source>%1 of %2 steps done</source>
        <translation>已完成 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Removing the failed attempt in %1…</source>
        <translation>正在删除 %1 中失败的尝试…</translation>
    </message>
    <message>
        <source>Deleting its files first, so that the approved commands start in an empty folder. A whole environment takes a minute or two; its log is kept.</source>
        <translation>先删除其文件，使已批准的命令从空文件夹开始。删除一个完整的环境需要一两分钟；其日志会保留。</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n package(s) installed, plus %1 already in place.</source>
        <translation>
            <numerusform>完成：已安装 %n 个软件包，另有 %1 个已就位。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the setup? The failed attempt is being deleted; that finishes (it cannot be stopped halfway), then nothing else runs.</source>
        <translation>停止搭建？正在删除失败的尝试；删除会进行完毕（无法中途停止），之后不会再运行任何内容。</translation>
    </message>
    <message>
        <source>Stopping: the deletion finishes, then nothing else runs…</source>
        <translation>正在停止：删除完成后，不会再运行任何内容…</translation>
    </message>
    <message>
        <source>The command said:</source>
        <translation>命令输出：</translation>
    </message>
    <message>
        <source>%1 said:</source>
        <translation>%1 输出：</translation>
    </message>
    <message>
        <source>Quark environments found on this machine</source>
        <translation>在本机上找到的 Quark 环境</translation>
    </message>
    <message>
        <source>Back to the Quark environments already on this machine</source>
        <translation>返回本机上已有的 Quark 环境</translation>
    </message>
    <message>
        <source>Working out the commands for this machine…</source>
        <translation>正在为本机生成命令…</translation>
    </message>
    <message>
        <source>‹ Environments found (%1)</source>
        <translation>‹ 已找到的环境（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Back to the %n Quark environment(s) found</source>
        <translation>
            <numerusform>返回找到的 %n 个 Quark 环境</numerusform>
        </translation>
    </message>
    <message>
        <source>No Quark environment was found on this machine (looked in: %1). A new one is set up with the commands below.</source>
        <translation>在本机上未找到 Quark 环境（已查找：%1）。将用下面的命令搭建一个新环境。</translation>
    </message>
    <message>
        <source>Quark environments on this machine</source>
        <translation>本机上的 Quark 环境</translation>
    </message>
    <message>
        <source>What the search found</source>
        <translation>搜索结果</translation>
    </message>
    <message>
        <source>&amp;Environments found:</source>
        <translation>已找到的环境(&amp;E)：</translation>
    </message>
    <message>
        <source>Where PTQ Studio looked</source>
        <translation>PTQ Studio 查找过的位置</translation>
    </message>
    <message>
        <source>Set up a new environment…</source>
        <translation>搭建新环境…</translation>
    </message>
    <message>
        <source>Shows the commands that make a new Python environment with PyTorch and AMD Quark; nothing runs before you approve them.</source>
        <translation>显示用于创建包含 PyTorch 和 AMD Quark 的新 Python 环境的命令；在您批准之前不会运行任何东西。</translation>
    </message>
    <message>
        <source>Use the selected environment</source>
        <translation>使用所选环境</translation>
    </message>
    <message>
        <source>The command page checks it and builds the command with its quark-cli.</source>
        <translation>命令页会检查它，并用它的 quark-cli 生成命令。</translation>
    </message>
    <message>
        <source>amd-quark %1</source>
        <translation>amd-quark %1</translation>
    </message>
    <message>
        <source>PyTorch %1</source>
        <translation>PyTorch %1</translation>
    </message>
    <message>
        <source>PyTorch %1 (%2 build)</source>
        <translation>PyTorch %1（%2 版本）</translation>
    </message>
    <message>
        <source>Python %1</source>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>%1; its quark-cli is the one on PATH</source>
        <translation>%1；它的 quark-cli 就是 PATH 中的那个</translation>
    </message>
    <message>
        <source>Ready: quark-cli, amd-quark and PyTorch are there.</source>
        <translation>已就绪：quark-cli、amd-quark 和 PyTorch 均已具备。</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>Not usable.</source>
        <translation>不可用。</translation>
    </message>
    <message>
        <source>Not usable: %1.</source>
        <translation>不可用：%1。</translation>
    </message>
    <message>
        <source>%1 %2
%3
%4 · %5</source>
        <translation>%1 %2
%3
%4 · %5</translation>
    </message>
    <message>
        <source>Looking for Quark environments on this machine…</source>
        <translation>正在查找本机上的 Quark 环境…</translation>
    </message>
    <message>
        <source>No Quark environment was found on this machine. Set up a new one: PTQ Studio shows the exact commands first.</source>
        <translation>在本机上未找到 Quark 环境。请搭建一个新环境：PTQ Studio 会先显示确切的命令。</translation>
    </message>
    <message numerus="yes">
        <source>PTQ Studio found %n Python environment(s) with parts of AMD Quark, but none that can be used as it is. Set up a new one, or complete one of them and look again.</source>
        <translation>
            <numerusform>PTQ Studio 找到了 %n 个含有部分 AMD Quark 的 Python 环境，但没有一个可以直接使用。请搭建新环境，或补全其中一个后重新查找。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PTQ Studio found %n environment(s) with AMD Quark on this machine. Use one, or set up a new environment.</source>
        <translation>
            <numerusform>PTQ Studio 在本机上找到了 %n 个含有 AMD Quark 的环境。请使用其中一个，或搭建新环境。</numerusform>
        </translation>
    </message>
    <message>
        <source>Looked in: %1.</source>
        <translation>已查找：%1。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs exactly the commands shown: makes a Python environment in the folder above and installs PyTorch, AMD Quark and their dependencies into it with pip (a download of several GB). Nothing outside that folder changes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;只运行所显示的命令：在上面的文件夹中创建一个 Python 环境，并用 pip 在其中安装 PyTorch、AMD Quark 及其依赖（下载量达数 GB）。该文件夹之外的任何内容都不会改变。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Closes without running anything.&lt;/p&gt;</source>
        <translation>&lt;p&gt;关闭，不运行任何内容。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stops the setup after you confirm: pip is stopped and the half-made environment is removed, so nothing of it is used.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在您确认后停止搭建：pip 会被停止，未完成的环境会被删除，因此其中任何内容都不会被使用。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ptq::ui::FinishScreen</name>
    <message>
        <source>Where the quantized model is</source>
        <translation>量化模型所在位置</translation>
    </message>
    <message>
        <source>Back to the plan of this model: choose another scheme, confirm, approve the new command. This result stays where it is.</source>
        <translation>返回此模型的计划：选择其他方案、确认、批准新命令。此结果保留在原处。</translation>
    </message>
    <message>
        <source>Another model, in a new workspace.</source>
        <translation>换一个模型，使用新的工作区。</translation>
    </message>
    <message>
        <source>No file manager could open %1. Copy path puts it on the clipboard.</source>
        <translation>没有文件管理器能打开 %1。“复制路径”可将其放到剪贴板。</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>已复制 ✓</translation>
    </message>
    <message>
        <source>The path is on the clipboard.</source>
        <translation>路径已复制到剪贴板。</translation>
    </message>
    <message>
        <source>The result could not be shown</source>
        <translation>无法显示结果</translation>
    </message>
    <message>
        <source>Done — the quantized model is ready</source>
        <translation>完成 — 量化模型已就绪</translation>
    </message>
    <message>
        <source>The run has ended</source>
        <translation>运行已结束</translation>
    </message>
    <message>
        <source>Model at %1</source>
        <translation>模型位于 %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n file(s)</source>
        <translation>
            <numerusform>%1，共 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>Perplexity</source>
        <translation>困惑度</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Everything about this run is recorded in run_manifest.yaml in the workspace; File ▸ Run History compares it with other runs.</source>
        <translation>此运行的全部信息都记录在工作区的 run_manifest.yaml 中；“文件 ▸ 运行历史”可将其与其他运行进行比较。</translation>
    </message>
    <message>
        <source>The folder is on %1: copy its path and open it there.</source>
        <translation>该文件夹位于 %1：请复制其路径并在那里打开。</translation>
    </message>
    <message>
        <source>Model at %1 on %2 (%3)</source>
        <translation>模型位于 %2（%3）上的 %1</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>打开文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Copy path</source>
        <translation>复制路径(&amp;C)</translation>
    </message>
    <message>
        <source>Quantize &amp;again with another scheme</source>
        <translation>用另一种方案重新量化(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation>新建任务(&amp;N)…</translation>
    </message>
    <message>
        <source>Back to the &amp;run</source>
        <translation>返回运行(&amp;R)</translation>
    </message>
</context>
<context>
    <name>ptq::ui::HandoffPanel</name>
    <message>
        <source>vllm serve command</source>
        <translation>vllm serve 命令</translation>
    </message>
    <message>
        <source>lm_eval command</source>
        <translation>lm_eval 命令</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Run the approved export checks</source>
        <translation>运行已批准的导出检查</translation>
    </message>
    <message>
        <source>Publish to the Hub…</source>
        <translation>发布到 Hub…</translation>
    </message>
    <message>
        <source>Open README.md</source>
        <translation>打开 README.md</translation>
    </message>
    <message>
        <source>Copy the vllm serve command</source>
        <translation>复制 vllm serve 命令</translation>
    </message>
    <message>
        <source>Copy the lm_eval command</source>
        <translation>复制 lm_eval 命令</translation>
    </message>
    <message>
        <source>Accept the result first: only an accepted export is published.</source>
        <translation>请先接受结果：只有已接受的导出才会发布。</translation>
    </message>
    <message>
        <source>Model card (README.md of the export)</source>
        <translation>模型卡（导出中的 README.md）</translation>
    </message>
    <message>
        <source>The model card is written into the export once it is verified.</source>
        <translation>导出经过验证后，模型卡会写入导出。</translation>
    </message>
    <message>
        <source>Is it still the model you quantized?</source>
        <translation>它还是您量化的那个模型吗？</translation>
    </message>
    <message>
        <source>Serve and evaluate it</source>
        <translation>部署并评估</translation>
    </message>
    <message>
        <source>&amp;vLLM:</source>
        <translation>vLLM(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;lm_eval:</source>
        <translation>lm_eval(&amp;L)：</translation>
    </message>
    <message>
        <source>Model card</source>
        <translation>模型卡</translation>
    </message>
    <message>
        <source>accuracy not measured</source>
        <translation>未测量精度</translation>
    </message>
    <message>
        <source>the load check has not run</source>
        <translation>加载检查尚未运行</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; not asked — the plan&apos;s evaluation is none, so nothing was compared with the original. Choose an evaluation at Checkpoint 2 to get a verdict.</source>
        <translation>&lt;b&gt;精度：&lt;/b&gt;未要求 — 计划的评估为“无”，因此没有与原始模型比较。请在检查点 2 选择一种评估以获得判定。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;精度：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy %1:&lt;/b&gt; perplexity %2 quantized against %3 for the original on %4 — %5× (your threshold %6×%7).</source>
        <translation>&lt;b&gt;精度%1：&lt;/b&gt;在 %4 上，量化模型困惑度 %2，原始模型 %3 — %5×（您的阈值 %6×%7）。</translation>
    </message>
    <message>
        <source>, the priority&apos;s default</source>
        <translation>，优先级的默认值</translation>
    </message>
    <message>
        <source>The original&apos;s perplexity was measured earlier with the same data and settings (cached).</source>
        <translation>原始模型的困惑度此前已用相同的数据和设置测量过（已缓存）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; not part of this run&apos;s approved command.</source>
        <translation>&lt;b&gt;加载检查：&lt;/b&gt;不属于此次运行已批准的命令。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check %1:&lt;/b&gt; transformers loads the export</source>
        <translation>&lt;b&gt;加载检查%1：&lt;/b&gt;transformers 可以加载该导出</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>; on a fixed prompt its logits match the original&apos;s with cosine %1 and the same next token at %2% of positions</source>
        <translation>；在固定提示词上，其 logits 与原始模型的余弦相似度为 %1，在 %2% 的位置上预测的下一个 token 相同</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check %1:&lt;/b&gt; %2 This export cannot be accepted as complete.</source>
        <translation>&lt;b&gt;加载检查%1：&lt;/b&gt;%2 此导出不能作为完整结果接受。</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; skipped — %1</source>
        <translation>&lt;b&gt;加载检查：&lt;/b&gt;已跳过 — %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; approved, not run yet.</source>
        <translation>&lt;b&gt;加载检查：&lt;/b&gt;已批准，尚未运行。</translation>
    </message>
    <message>
        <source>Missing weights: %1. Unexpected weights: %2.</source>
        <translation>缺失的权重：%1。多余的权重：%2。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Shown once the export is verified.</source>
        <translation>导出验证后显示。</translation>
    </message>
    <message>
        <source>vLLM would refuse it: %1</source>
        <translation>vLLM 会拒绝它：%1</translation>
    </message>
    <message>
        <source>Nothing in the export stops vLLM from serving it on one GPU.</source>
        <translation>导出中没有任何内容会阻止 vLLM 在一块 GPU 上部署它。</translation>
    </message>
    <message>
        <source>Nothing in the export stops vLLM from serving it over %1 GPUs.</source>
        <translation>导出中没有任何内容会阻止 vLLM 在 %1 块 GPU 上部署它。</translation>
    </message>
    <message>
        <source>Upload this export to a Hugging Face repository, after you approve the exact files.</source>
        <translation>在您批准确切的文件后，将此导出上传到 Hugging Face 仓库。</translation>
    </message>
    <message>
        <source>Publish again…</source>
        <translation>再次发布…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checking the export:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;正在检查导出：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Write the model card and the serve commands</source>
        <translation>写入模型卡和部署命令</translation>
    </message>
    <message>
        <source>Writes README.md into the export folder and records the vllm serve and lm_eval commands in run_manifest.yaml.</source>
        <translation>将 README.md 写入导出文件夹，并在 run_manifest.yaml 中记录 vllm serve 和 lm_eval 命令。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Accuracy verdict.&lt;/b&gt; After the export, the original model&apos;s perplexity is measured with quark-cli&apos;s own routine on the same data, and the quantized model&apos;s is compared with it: within your threshold (a ratio set at Checkpoint 2), the accuracy is kept. The original&apos;s number is cached for the next plan of the same model.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Load check.&lt;/b&gt; The export is loaded as its users load it (transformers), its missing or unexpected weights are named, and one forward pass on a fixed prompt is compared with the original&apos;s. An export that does not load cannot be accepted as complete.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;精度判定。&lt;/b&gt;导出后，用 quark-cli 自身的例程在相同数据上测量原模型的困惑度，并与量化模型的困惑度比较：在您的阈值（检查点 2 设定的比值）以内即精度保持。原模型的数值会被缓存，供同一模型的下一个计划使用。&lt;/p&gt;&lt;p&gt;&lt;b&gt;加载检查。&lt;/b&gt;按用户的方式（transformers）加载导出，列出缺失或多余的权重，并将固定提示词上的一次前向计算与原模型比较。无法加载的导出不能作为完整结果接受。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The exact &lt;code&gt;vllm serve&lt;/code&gt; command for the tensor-parallel size chosen at Checkpoint 2, and an &lt;code&gt;lm_eval&lt;/code&gt; command for the same model. Below them, what would make vLLM refuse this export at that size, checked on the export&apos;s own config.json.&lt;/p&gt;</source>
        <translation>&lt;p&gt;针对检查点 2 所选张量并行大小的确切 &lt;code&gt;vllm serve&lt;/code&gt; 命令，以及同一模型的 &lt;code&gt;lm_eval&lt;/code&gt; 命令。其下列出在该大小下会使 vLLM 拒绝此导出的原因，依据导出自身的 config.json 检查。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;README.md in the export, in the Hugging Face model-card format, written from the three artifacts: the base model, the scheme, exclusions and overrides, the calibration data, the exact command, the versions, the accuracy verdict, the load check and how to serve it. &lt;b&gt;Publish to the Hub…&lt;/b&gt; uploads the accepted export after you approve the exact files.&lt;/p&gt;</source>
        <translation>&lt;p&gt;导出中的 README.md，采用 Hugging Face 模型卡格式，由三个工件写成：基础模型、方案、排除与覆盖、校准数据、确切命令、版本、精度判定、加载检查以及部署方法。&lt;b&gt;发布到 Hub…&lt;/b&gt; 会在您批准确切文件后上传已接受的导出。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>已复制 ✓</translation>
    </message>
    <message>
        <source>Serves the export with vLLM at the tensor-parallel size of the plan; copy it into a shell on the machine that serves it.</source>
        <translation>以计划的张量并行大小用 vLLM 部署该导出；请将其复制到部署机器的 shell 中。</translation>
    </message>
    <message>
        <source>Evaluates the export with lm-evaluation-harness through vLLM on the same data as the accuracy verdict.</source>
        <translation>通过 vLLM 用 lm-evaluation-harness 在与精度判定相同的数据上评估该导出。</translation>
    </message>
    <message>
        <source>No application opens %1 on this desktop; open it with a text editor.</source>
        <translation>此桌面上没有应用程序可打开 %1；请用文本编辑器打开。</translation>
    </message>
    <message>
        <source>Quark&apos;s perplexity routine computes in bfloat16, so on this model and data it cannot show a difference below about %1%: the two are equal to that precision, not identical.</source>
        <translation>Quark 的困惑度例程以 bfloat16 计算，因此在该模型和数据上无法显示低于约 %1% 的差异：两者在此精度内相等，而非完全相同。</translation>
    </message>
    <message>
        <source>Passed: the export loads with no missing weights and its logits are finite and close to the original&apos;s (mean cosine at least 0.90). The share of positions whose most likely next token agrees is for you to judge: a tiny or random model agrees less than a trained one.</source>
        <translation>通过：导出加载时没有缺失权重，其 logits 有限且接近原模型（平均余弦至少 0.90）。最可能的下一个词元一致的位置所占比例由您判断：很小或随机的模型比训练过的模型一致得少。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Waiting for this run:&lt;/b&gt; the checks, the serve commands and the model card follow its verified export.</source>
        <translation>&lt;b&gt;等待本次运行：&lt;/b&gt;检查、部署命令和模型卡将在其导出验证后给出。</translation>
    </message>
    <message>
        <source>This export has no model card yet. Write the model card to put README.md into the export folder and get the serve commands.</source>
        <translation>此导出尚无模型卡。写入模型卡即可将 README.md 放入导出文件夹并获得部署命令。</translation>
    </message>
    <message>
        <source>perplexity %1× the original&apos;s, within %2×</source>
        <translation>困惑度为原模型的 %1 倍，在 %2 倍以内</translation>
    </message>
    <message>
        <source>perplexity %1× the original&apos;s, above %2×</source>
        <translation>困惑度为原模型的 %1 倍，超过 %2 倍</translation>
    </message>
    <message>
        <source>loads with transformers</source>
        <translation>可用 transformers 加载</translation>
    </message>
    <message>
        <source>does NOT load with transformers</source>
        <translation>无法用 transformers 加载</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs the export checks approved with the command on page 3 (the original&apos;s perplexity, the load check) in the run&apos;s Python environment. They take GPU time; their results go into run_manifest.yaml.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在运行的 Python 环境中执行随第 3 页命令一起批准的导出检查（原模型困惑度、加载检查）。它们需要占用 GPU 时间；结果会写入 run_manifest.yaml。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Writes README.md, the model card, into the export folder from the three artifacts, with the commands to serve the model.&lt;/p&gt;</source>
        <translation>&lt;p&gt;根据三个产物把模型卡 README.md 写入导出文件夹，其中附有部署该模型的命令。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Opens the upload to the Hugging Face Hub: the exact files and the repository are shown for your approval before anything is sent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;打开上传到 Hugging Face Hub 的对话框：在发送任何内容之前，会先显示确切的文件和仓库供您批准。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; approved with the command, not measured yet.</source>
        <translation>&lt;b&gt;精度：&lt;/b&gt;已随命令批准，尚未测量。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; approved with the command, not run yet.</source>
        <translation>&lt;b&gt;加载检查：&lt;/b&gt;已随命令批准，尚未运行。</translation>
    </message>
    <message>
        <source>vLLM would refuse it (see Use the model)</source>
        <translation>vLLM 会拒绝加载它（见“使用模型”）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; not measured: the run left no export to compare.</source>
        <translation>&lt;b&gt;精度：&lt;/b&gt;未测量：此次运行没有留下可供比较的导出。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; not run: the run left no export to load.</source>
        <translation>&lt;b&gt;加载检查：&lt;/b&gt;未运行：此次运行没有留下可供加载的导出。</translation>
    </message>
</context>
<context>
    <name>ptq::ui::HelpTopics</name>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Step 1: Model</source>
        <translation>第 1 步：模型</translation>
    </message>
    <message>
        <source>Step 2: Plan</source>
        <translation>第 2 步：计划</translation>
    </message>
    <message>
        <source>Step 3: Command</source>
        <translation>第 3 步：命令</translation>
    </message>
    <message>
        <source>Step 4: Run</source>
        <translation>第 4 步：运行</translation>
    </message>
    <message>
        <source>Using the model</source>
        <translation>使用模型</translation>
    </message>
    <message>
        <source>Comparing runs</source>
        <translation>比较运行</translation>
    </message>
    <message>
        <source>Workspaces</source>
        <translation>工作区</translation>
    </message>
    <message>
        <source>Remote targets</source>
        <translation>远程目标</translation>
    </message>
    <message>
        <source>Quark environments</source>
        <translation>Quark 环境</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Troubleshooting</source>
        <translation>故障排除</translation>
    </message>
</context>
<context>
    <name>ptq::ui::HelpWindow</name>
    <message>
        <source>&amp;Contents</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>Help topic</source>
        <translation>帮助主题</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Help: %1</source>
        <translation>帮助：%1</translation>
    </message>
</context>
<context>
    <name>ptq::ui::LogView</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message numerus="yes">
        <source>[PTQ Studio] … %Ln lines skipped here; the log file has every line.</source>
        <translation>
            <numerusform>[PTQ Studio] … 此处省略了 %Ln 行；日志文件包含所有行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>长行自动换行</translation>
    </message>
</context>
<context>
    <name>ptq::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>打开工作区(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Compare Artifacts…</source>
        <translation>比较产物(&amp;C)…</translation>
    </message>
    <message>
        <source>Run &amp;History…</source>
        <translation>运行历史(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About PTQ Studio</source>
        <translation>关于 PTQ Studio(&amp;A)</translation>
    </message>
    <message>
        <source>Workspace: %1</source>
        <translation>工作区：%1</translation>
    </message>
    <message>
        <source>A quantization is running</source>
        <translation>量化正在运行</translation>
    </message>
    <message>
        <source>quark-cli is still running. Cancel it and quit? Its log and manifest are kept.</source>
        <translation>quark-cli 仍在运行。要取消并退出吗？其日志和清单会保留。</translation>
    </message>
    <message>
        <source>About PTQ Studio</source>
        <translation>关于 PTQ Studio</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>quark-cli %1 at %2 (detected from its --help)</source>
        <translation>quark-cli %1，位于 %2（根据其 --help 检测）</translation>
    </message>
    <message>
        <source>quark-cli: looking for it…</source>
        <translation>quark-cli：正在查找…</translation>
    </message>
    <message>
        <source>quark-cli: not found — plans are checked against the catalog of quark-cli %1.</source>
        <translation>quark-cli：未找到 — 计划将对照 quark-cli %1 的目录检查。</translation>
    </message>
    <message>
        <source>amd-quark %1, quark-cli at %2 (from its --help and its Python API)</source>
        <translation>amd-quark %1，quark-cli 位于 %2（来自其 --help 和 Python API）</translation>
    </message>
    <message>
        <source>Not saved: %1 The previous version of the file is kept.</source>
        <translation>未保存：%1 文件的上一版本已保留。</translation>
    </message>
    <message>
        <source>A job is running on a target</source>
        <translation>目标上有作业正在运行</translation>
    </message>
    <message>
        <source>quark-cli runs on another machine and goes on without PTQ Studio. Quit and leave it running there? Opening this workspace again follows it and records its result. To stop it instead, answer No and press Cancel the run on page 4.</source>
        <translation>quark-cli 在另一台机器上运行，没有 PTQ Studio 也会继续运行。退出并让它在那里继续运行吗？再次打开此工作区会继续跟踪它并记录其结果。若要停止它，请回答“否”，然后在第 4 页点击“取消运行”。</translation>
    </message>
    <message>
        <source>Finds the Python environments with AMD Quark on this machine, or sets up a new one.</source>
        <translation>查找本机上含有 AMD Quark 的 Python 环境，或搭建一个新环境。</translation>
    </message>
    <message>
        <source>Quark environment: %1</source>
        <translation>Quark 环境：%1</translation>
    </message>
    <message>
        <source>&amp;Help on This Step</source>
        <translation>此步骤的帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Opens the manual at the page you are on; F1 does it in every window.</source>
        <translation>在当前页面对应的位置打开手册；在任何窗口中按 F1 均可。</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>Then click a control to read what it does and what cannot be undone.</source>
        <translation>然后点击某个控件，了解它的作用以及哪些操作无法撤销。</translation>
    </message>
    <message>
        <source>&amp;Report a Problem…</source>
        <translation>报告问题(&amp;R)…</translation>
    </message>
    <message>
        <source>the closing screen (after Finish)</source>
        <translation>结束页面（点击“完成”之后）</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Point-and-click post-training quantization of Hugging Face LLMs with AMD Quark.&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. The AppImage bundles Qt and other libraries under their own licences: see Third-party notices.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;点选式完成 Hugging Face 大语言模型的 AMD Quark 训练后量化。&lt;/p&gt;&lt;p&gt;使用 Qt %3 构建，运行于 Qt %4。&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;基于 MIT 许可证的自由软件。AppImage 附带的 Qt 及其他库遵循各自的许可证：参见“第三方声明”。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Third-party notices</source>
        <translation>第三方声明(&amp;T)</translation>
    </message>
    <message>
        <source>Quark &amp;Environment…</source>
        <translation>Quark 环境(&amp;K)…</translation>
    </message>
</context>
<context>
    <name>ptq::ui::MainWizard</name>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>The manual at this step (F1)</source>
        <translation>此步骤的手册（F1）</translation>
    </message>
    <message>
        <source>Fini&amp;sh</source>
        <translation>完成(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ptq::ui::ModelPage</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>No risks found.</source>
        <translation>未发现风险。</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source> · commit &lt;code&gt;%1&lt;/code&gt;</source>
        <translation> · 提交 &lt;code&gt;%1&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>读取自</translation>
    </message>
    <message>
        <source>Decoder</source>
        <translation>解码器</translation>
    </message>
    <message>
        <source>%1 layers · hidden %2 · intermediate %3 · %4 heads (%5 KV) · vocab %6 · context %7</source>
        <translation>%1 层 · 隐藏 %2 · 中间 %3 · %4 个头（%5 个 KV）· 词表 %6 · 上下文 %7</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source> · transformers %1</source>
        <translation> · transformers %1</translation>
    </message>
    <message>
        <source>Linear layers</source>
        <translation>Linear 层</translation>
    </message>
    <message>
        <source>Default exclusions</source>
        <translation>默认排除项</translation>
    </message>
    <message>
        <source>(quark-cli template for %1)</source>
        <translation>（%1 的 quark-cli 模板）</translation>
    </message>
    <message>
        <source>(&lt;b&gt;no quark-cli template&lt;/b&gt; for %1)</source>
        <translation>（%1 &lt;b&gt;没有 quark-cli 模板&lt;/b&gt;）</translation>
    </message>
    <message>
        <source> — %1 experts, %2 per token</source>
        <translation> — %1 个专家，每个 token %2 个</translation>
    </message>
    <message>
        <source>, experts stored fused</source>
        <translation>，专家以融合形式存储</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>混合专家（MoE）</translation>
    </message>
    <message>
        <source>Multimodal</source>
        <translation>多模态</translation>
    </message>
    <message>
        <source>Already quantized</source>
        <translation>已量化</translation>
    </message>
    <message>
        <source>Remote code</source>
        <translation>远程代码</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>&lt;b&gt;partial&lt;/b&gt; — some facts could not be established from the configuration; see the risks</source>
        <translation>&lt;b&gt;部分&lt;/b&gt; — 部分信息无法从配置中确定；请查看风险</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Allow running Python code from the model repository (trust_remote_code)</source>
        <translation>允许运行模型仓库中的 Python 代码（trust_remote_code）</translation>
    </message>
    <message>
        <source>1 · Model</source>
        <translation>1 · 模型</translation>
    </message>
    <message>
        <source>Read the model&apos;s configuration files and analyse them. No weights are downloaded.</source>
        <translation>读取并分析模型的配置文件。不会下载任何权重。</translation>
    </message>
    <message>
        <source>org/name on the Hugging Face Hub, or a folder with config.json</source>
        <translation>Hugging Face Hub 上的 org/name，或包含 config.json 的文件夹</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>修订版本</translation>
    </message>
    <message>
        <source>Paste a token for this session (kept in memory only)</source>
        <translation>粘贴本次会话的令牌（仅保存在内存中）</translation>
    </message>
    <message>
        <source>Hugging Face token for this session</source>
        <translation>本次会话的 Hugging Face 令牌</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>修订版本(&amp;R)：</translation>
    </message>
    <message>
        <source>The analysis appears here: what the configuration says about the model, how many Linear layers Quark will quantize, and what it leaves out.</source>
        <translation>分析结果将显示在此处：配置对模型的描述、Quark 将量化多少个 Linear 层，以及排除了哪些。</translation>
    </message>
    <message>
        <source>Corrections (recorded with the confirmation)</source>
        <translation>更正（随确认一起记录）</translation>
    </message>
    <message>
        <source>quark-cli looks its template (default exclusions, KV layers, algorithm configs) up by this type.</source>
        <translation>quark-cli 按此类型查找其模板（默认排除项、KV 层、算法配置）。</translation>
    </message>
    <message>
        <source>Without it PTQ Studio passes --no_trust_remote_code. Only allow it for repositories you trust: their code runs with your permissions.</source>
        <translation>不勾选时 PTQ Studio 会传入 --no_trust_remote_code。仅对您信任的仓库启用：其代码将以您的权限运行。</translation>
    </message>
    <message>
        <source>Anything the analysis got wrong or that the plan should know</source>
        <translation>分析中有误的内容，或计划应当知道的信息</translation>
    </message>
    <message>
        <source>Model &amp;type for the Quark template:</source>
        <translation>Quark 模板的模型类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Is this model analysis correct?</source>
        <translation>此模型分析正确吗？</translation>
    </message>
    <message>
        <source>The bundled example model is filled in. Press Analyze to read its configuration — it is on this computer, no network needed.</source>
        <translation>已填入内置示例模型。点击“分析”读取其配置 — 它就在本机上，无需网络。</translation>
    </message>
    <message>
        <source>Token: none (public models only)</source>
        <translation>令牌：无（仅限公开模型）</translation>
    </message>
    <message>
        <source>Token: this session&apos;s</source>
        <translation>令牌：本次会话的</translation>
    </message>
    <message>
        <source>Token: from %1</source>
        <translation>令牌：来自 %1</translation>
    </message>
    <message>
        <source>Analysing %1…</source>
        <translation>正在分析 %1…</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was written.</source>
        <translation>已取消。未写入任何内容。</translation>
    </message>
    <message>
        <source>Writing model_analysis.json…</source>
        <translation>正在写入 model_analysis.json…</translation>
    </message>
    <message>
        <source>Analysis written. Review it, correct what is wrong, then confirm.</source>
        <translation>分析已写入。请检查、更正错误，然后确认。</translation>
    </message>
    <message>
        <source>Choose a model folder (with config.json)</source>
        <translation>选择模型文件夹（含 config.json）</translation>
    </message>
    <message>
        <source>Model analysis</source>
        <translation>模型分析</translation>
    </message>
    <message>
        <source>Step 1 confirmed. Next continues with the plan.</source>
        <translation>步骤 1 已确认。点击“下一步”继续制定计划。</translation>
    </message>
    <message numerus="yes">
        <source>%n high risk(s), in red under Risks below the analysis. The first: %1</source>
        <translation>
            <numerusform>%n 个高风险，以红色显示在分析下方的“风险”中。第一个：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; quantizable Linear modules (%2)&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个可量化的 Linear 模块（%2）&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>说明(&amp;O)：</translation>
    </message>
    <message>
        <source>Analysis written. %1 Read them before you confirm.</source>
        <translation>分析已写入。%1 请在确认前阅读。</translation>
    </message>
    <message>
        <source>&lt;p&gt;A Hugging Face repository id (&lt;code&gt;org/name&lt;/code&gt;), a local model folder, or a model already in the Hugging Face cache. Only the configuration files are read (config.json, the index, the tokenizer&apos;s settings); no weights are downloaded.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hugging Face 仓库 ID（&lt;code&gt;org/name&lt;/code&gt;）、本地模型文件夹，或已在 Hugging Face 缓存中的模型。只读取配置文件（config.json、索引、分词器设置）；不下载任何权重。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A Hugging Face token for gated or private repositories. It is kept in memory for this session only: never written to a file, a log or an artifact.&lt;/p&gt;</source>
        <translation>&lt;p&gt;用于受限或私有仓库的 Hugging Face 令牌。它只在本次会话中保存在内存里：绝不会写入文件、日志或产物。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Reads the model&apos;s configuration files and writes model_analysis.json, unconfirmed. Nothing is downloaded besides those files and nothing runs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;读取模型的配置文件并写入 model_analysis.json（未确认）。除这些文件外不下载任何内容，也不运行任何内容。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Lets quark-cli run Python code that comes with the model repository (&lt;code&gt;--trust_remote_code&lt;/code&gt;). That code runs with your permissions. Without this choice PTQ Studio always passes &lt;code&gt;--no_trust_remote_code&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;允许 quark-cli 运行模型仓库自带的 Python 代码（&lt;code&gt;--trust_remote_code&lt;/code&gt;）。这些代码会以您的权限运行。不选择此项时，PTQ Studio 始终传入 &lt;code&gt;--no_trust_remote_code&lt;/code&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Records that the analysis is right (with your corrections) in model_analysis.json and opens the plan. Nothing runs. Confirming it again later with other corrections marks the plan built on it as stale.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在 model_analysis.json 中记录分析无误（含您的更正），并打开计划页。不运行任何内容。之后用其他更正再次确认，会把基于它的计划标记为过时。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Yes, confirm the analysis</source>
        <translation>是，确认分析结果(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Yes, confirm again with these corrections</source>
        <translation>是，按这些更正重新确认(&amp;Y)</translation>
    </message>
    <message>
        <source>Confirmed. Change a correction or the notes to confirm it again.</source>
        <translation>已确认。修改某项更正或备注后可再次确认。</translation>
    </message>
    <message>
        <source>Your change is not recorded yet: confirm again to record it (Next waits for that), or undo it.</source>
        <translation>您的更改尚未记录：请再次确认以记录它（“下一步”会等待），或撤销更改。</translation>
    </message>
    <message>
        <source>Confirmed, but your change above is not recorded yet: Next waits until you confirm again or undo it.</source>
        <translation>已确认，但您在上方所做的更改尚未记录：请再次确认或撤销该更改，之后才能点“下一步”。</translation>
    </message>
</context>
<context>
    <name>ptq::ui::PlanPage</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Detect quark-cli again</source>
        <translation>重新检测 quark-cli</translation>
    </message>
    <message>
        <source>Quantize the KV cache to FP8</source>
        <translation>将 KV 缓存量化为 FP8</translation>
    </message>
    <message>
        <source>Run the model repository&apos;s code (accepted on page 1)</source>
        <translation>运行模型仓库的代码（已在第 1 页允许）</translation>
    </message>
    <message>
        <source>Replace the template&apos;s exclusions with this list</source>
        <translation>用此列表替换模板的排除项</translation>
    </message>
    <message>
        <source>Quantize everything, including lm_head (no exclusions at all)</source>
        <translation>全部量化，包括 lm_head（完全不排除）</translation>
    </message>
    <message>
        <source>2 · Plan</source>
        <translation>2 · 计划</translation>
    </message>
    <message>
        <source>Turn the confirmed analysis and your intent into quantization decisions, each with its reason.</source>
        <translation>根据已确认的分析和您的目标做出量化决策，每项都附有理由。</translation>
    </message>
    <message>
        <source>Not specified</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Most accurate</source>
        <translation>最精确</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <source>None: stop at the exported model</source>
        <translation>无：导出模型后即停止</translation>
    </message>
    <message>
        <source>Smoke: perplexity after export</source>
        <translation>冒烟测试：导出后测困惑度</translation>
    </message>
    <message>
        <source>Full: wikitext perplexity</source>
        <translation>完整：wikitext 困惑度</translation>
    </message>
    <message>
        <source>Your intent</source>
        <translation>您的目标</translation>
    </message>
    <message>
        <source>&amp;Scheme:</source>
        <translation>方案(&amp;S)：</translation>
    </message>
    <message>
        <source>Serving &amp;target:</source>
        <translation>部署目标(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>优先级(&amp;P)：</translation>
    </message>
    <message>
        <source>Calibration &amp;data:</source>
        <translation>校准数据(&amp;C)：</translation>
    </message>
    <message>
        <source>Sa&amp;mples:</source>
        <translation>样本数(&amp;M)：</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Devices:</source>
        <translation>设备(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Evaluation:</source>
        <translation>评估(&amp;E)：</translation>
    </message>
    <message>
        <source>One pattern per line, e.g. lm_head or *mlp.gate</source>
        <translation>每行一个模式，例如 lm_head 或 *mlp.gate</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Add override</source>
        <translation>添加覆盖规则</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Overrides (first matching pattern wins; exclusions still win):</source>
        <translation>覆盖规则（第一个匹配的模式生效；排除项仍然优先）：</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>Decides</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Exclusions and overrides</source>
        <translation>排除项与覆盖规则</translation>
    </message>
    <message>
        <source>Pattern preview</source>
        <translation>模式预览</translation>
    </message>
    <message>
        <source>Confirm this plan or change it.</source>
        <translation>请确认此计划或修改它。</translation>
    </message>
    <message>
        <source>Template defaults for %1: &lt;code&gt;%2&lt;/code&gt; (not passed on the command line, so quark-cli applies them).</source>
        <translation>%1 的模板默认值：&lt;code&gt;%2&lt;/code&gt;（不在命令行中传入，因此由 quark-cli 应用）。</translation>
    </message>
    <message>
        <source>Alternatives: %1</source>
        <translation>备选：%1</translation>
    </message>
    <message>
        <source>%1 modules as %2</source>
        <translation>%1 个模块采用 %2</translation>
    </message>
    <message>
        <source>%1 Linear modules (%2): %3; %4 stay unquantized.</source>
        <translation>%1 个 Linear 模块（%2）：%3；%4 个保持未量化。</translation>
    </message>
    <message>
        <source>Exclusion patterns</source>
        <translation>排除模式</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>覆盖规则</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proposed after the failed run:&lt;/b&gt; %1. Review the plan, then confirm it; the new command needs a new approval on the next page.</source>
        <translation>&lt;b&gt;运行失败后的建议：&lt;/b&gt;%1。请检查计划，然后确认；新命令需要在下一页重新批准。</translation>
    </message>
    <message>
        <source>Not accepted by this quark-cli</source>
        <translation>此 quark-cli 不接受</translation>
    </message>
    <message>
        <source>FP8 is the only KV-cache scheme Quark implements (static scales, calibrated).</source>
        <translation>FP8 是 Quark 实现的唯一 KV 缓存方案（静态缩放因子，需校准）。</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>算法</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Calibration samples per forward pass; at most the number of samples.</source>
        <translation>每次前向传播的校准样本数；不超过样本总数。</translation>
    </message>
    <message>
        <source>What matters most: fewer bits (fast, small), 8 bits (balanced) or the most precise format the target runs (accurate). The recommendation follows it.</source>
        <translation>最看重什么：更少的位数（快速、小巧）、8 位（均衡），或目标硬件能运行的最精确格式（精确）。推荐会据此给出。</translation>
    </message>
    <message>
        <source>The hardware that will serve the quantized model: the recommendation picks a format it runs natively.</source>
        <translation>将部署量化模型的硬件：推荐会选择它原生支持的格式。</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>KV 缓存(&amp;K)：</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>Optional steps before rounding, applied in the order you tick them. Each needs a built-in Quark configuration for the model type.</source>
        <translation>舍入之前的可选步骤，按您勾选的顺序应用。每个步骤都需要该模型类型的 Quark 内置配置。</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>No recommendation: this quark-cli accepts none of the usual schemes.</source>
        <translation>无推荐：此 quark-cli 不接受任何常用方案。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recommended: %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;推荐：%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Alternatives for this target: %1</source>
        <translation>此目标的备选方案：%1</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>This quark-cli has no algorithm &quot;%1&quot;.</source>
        <translation>此 quark-cli 没有算法“%1”。</translation>
    </message>
    <message>
        <source>Quark has no built-in %1 configuration for &quot;%2&quot;.</source>
        <translation>Quark 没有针对“%2”的内置 %1 配置。</translation>
    </message>
    <message>
        <source>Override scheme</source>
        <translation>覆盖方案</translation>
    </message>
    <message>
        <source>Calibration sequence length, at most the model&apos;s %1 tokens (max_position_embeddings).</source>
        <translation>校准序列长度，不超过模型的 %1 个 token（max_position_embeddings）。</translation>
    </message>
    <message>
        <source>Calibration sequence length; the model does not state its maximum.</source>
        <translation>校准序列长度；模型未声明其最大值。</translation>
    </message>
    <message>
        <source>%1 (refused)</source>
        <translation>%1（被拒绝）</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒绝：%1</translation>
    </message>
    <message>
        <source>Refused choices: %1. Each is outlined at its field, with the reason beside it.</source>
        <translation>被拒绝的选项：%1。每一项都在其字段处标出，旁边注明了原因。</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Also matched by</source>
        <translation>也被以下模式匹配</translation>
    </message>
    <message>
        <source>The exclusion or override pattern as typed (fnmatch-style: * is any text, dots included; ? is one character; case matters).</source>
        <translation>输入的排除或覆盖模式（fnmatch 风格：* 表示任意文本，包括点；? 表示一个字符；区分大小写）。</translation>
    </message>
    <message>
        <source>What the pattern does to the modules it decides: an exclusion leaves them in full precision, an override quantizes them with its scheme.</source>
        <translation>该模式对其决定的模块的作用：排除项使其保持全精度，覆盖规则用其方案对其量化。</translation>
    </message>
    <message>
        <source>How many Linear modules of this model the pattern selects.</source>
        <translation>该模式选中了此模型中的多少个 Linear 模块。</translation>
    </message>
    <message>
        <source>How many of those it actually decides: exclusions win, then the first matching override; the rest are taken by another pattern.</source>
        <translation>其中实际由它决定的数量：排除项优先，其次是第一个匹配的覆盖规则；其余的由其他模式接管。</translation>
    </message>
    <message>
        <source>Other patterns that select some of the same modules.</source>
        <translation>选中部分相同模块的其他模式。</translation>
    </message>
    <message>
        <source>Each row is one exclusion or override. &lt;b&gt;Effect&lt;/b&gt;: left in full precision, or quantized with the override&apos;s scheme. &lt;b&gt;Matches&lt;/b&gt;: Linear modules of this model it selects. &lt;b&gt;Decides&lt;/b&gt;: how many of those it settles (exclusions win, then the first override). &lt;b&gt;Also matched by&lt;/b&gt;: patterns that overlap it. Select a row to list its modules.</source>
        <translation>每一行是一个排除项或覆盖规则。&lt;b&gt;效果&lt;/b&gt;：保持全精度，或用覆盖规则的方案量化。&lt;b&gt;匹配&lt;/b&gt;：它选中的此模型的 Linear 模块。&lt;b&gt;决定&lt;/b&gt;：其中由它确定的数量（排除项优先，其次是第一个覆盖规则）。&lt;b&gt;也被以下模式匹配&lt;/b&gt;：与它重叠的模式。选择一行可列出其模块。</translation>
    </message>
    <message>
        <source>Select a row to list the modules its pattern matches.</source>
        <translation>选择一行可列出其模式匹配的模块。</translation>
    </message>
    <message>
        <source>Modules the selected pattern matches</source>
        <translation>所选模式匹配的模块</translation>
    </message>
    <message>
        <source>left in full precision</source>
        <translation>保持全精度</translation>
    </message>
    <message>
        <source>quantized as %1</source>
        <translation>量化为 %1</translation>
    </message>
    <message>
        <source>none quantized</source>
        <translation>均未量化</translation>
    </message>
    <message>
        <source>The analysis has counts, not names, for this model: no module list to show.</source>
        <translation>分析中只有此模型的数量而没有名称：没有可显示的模块列表。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches nothing: check the spelling; patterns use fnmatch-style * and ? (case matters, * also crosses dots). This model&apos;s module names look like the ones below (%2).</source>
        <translation>“%1”没有匹配任何内容：请检查拼写；模式使用 fnmatch 风格的 * and ?（区分大小写，* 也会跨越点）。此模型的模块名称类似下方所示（%2）。</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; matches %n module(s) — %2.</source>
        <translation>
            <numerusform>“%1”匹配 %n 个模块 — %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>It decides %1 of them; the others are decided by another pattern.</source>
        <translation>它决定其中的 %1 个；其余的由其他模式决定。</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… 另外 %1 项</translation>
    </message>
    <message>
        <source>One accelerator</source>
        <translation>一个加速器</translation>
    </message>
    <message>
        <source>The Quark API probe</source>
        <translation>Quark API 探测</translation>
    </message>
    <message>
        <source>PTQ Studio asked the installed Quark&apos;s Python API for its schemes and algorithms, and it did not answer. The plan is checked against quark-cli&apos;s --help and the built-in catalog.</source>
        <translation>PTQ Studio 向已安装 Quark 的 Python API 查询其方案和算法，但没有得到应答。计划将根据 quark-cli 的 --help 和内置目录进行检查。</translation>
    </message>
    <message>
        <source>Spill to CPU (--multi_device)</source>
        <translation>溢出到 CPU（--multi_device）</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>批大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>详细信息…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>CPU only — cannot run on this machine</source>
        <translation>仅 CPU — 无法在本机运行</translation>
    </message>
    <message>
        <source> × the original&apos;s perplexity</source>
        <translation> × 原始模型的困惑度</translation>
    </message>
    <message>
        <source>After the export, the original model&apos;s perplexity is measured on the same data; the result is within this threshold when the quantized model&apos;s perplexity is at most this many times the original&apos;s. It follows the priority (accurate 1.02, balanced 1.05, fast 1.10) until you change it.</source>
        <translation>导出后，会在相同数据上测量原始模型的困惑度；若量化模型的困惑度不超过原始模型的这个倍数，结果即在阈值以内。在您修改之前，它跟随优先级（最精确 1.02、均衡 1.05、快速 1.10）。</translation>
    </message>
    <message>
        <source>How many GPUs vLLM will split the model over (vllm serve --tensor-parallel-size). The plan checks that the model&apos;s widths divide by it before the run.</source>
        <translation>vLLM 会把模型拆分到多少块 GPU 上（vllm serve --tensor-parallel-size）。计划会在运行前检查模型的各宽度能否被它整除。</translation>
    </message>
    <message>
        <source>Accurac&amp;y threshold:</source>
        <translation>精度阈值(&amp;Y)：</translation>
    </message>
    <message>
        <source>Serve on GP&amp;Us:</source>
        <translation>部署 GPU 数(&amp;U)：</translation>
    </message>
    <message>
        <source>vLLM would refuse it: %1</source>
        <translation>vLLM 会拒绝它：%1</translation>
    </message>
    <message>
        <source>vLLM can serve this plan&apos;s export on one GPU: nothing in the plan stops it.</source>
        <translation>vLLM 可以在一块 GPU 上部署此计划的导出：计划中没有任何阻碍。</translation>
    </message>
    <message>
        <source>vLLM can split this plan&apos;s export over %1 GPUs: every split width divides.</source>
        <translation>vLLM 可以将此计划的导出拆分到 %1 块 GPU 上：每个被拆分的宽度都能整除。</translation>
    </message>
    <message>
        <source>&lt;p&gt;vLLM splits every layer over the tensor-parallel GPUs. The attention heads, the KV heads and the intermediate size must divide by that number, each shard&apos;s input width must be a whole number of the scheme&apos;s groups, q/k/v and gate/up must be quantized alike, and the KV cache can only be FP8. What would stop &lt;code&gt;vllm serve&lt;/code&gt; at this size is said under the field.&lt;/p&gt;</source>
        <translation>&lt;p&gt;vLLM 将每一层拆分到张量并行的各 GPU 上。注意力头、KV 头和中间层大小必须能被该数整除，每个分片的输入宽度必须是方案分组的整数倍，q/k/v 与 gate/up 必须以相同方式量化，KV 缓存只能是 FP8。在此大小下会阻止 &lt;code&gt;vllm serve&lt;/code&gt; 的原因显示在该字段下方。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Writes quant_plan.json as confirmed and goes on to the command. A confirmed plan is not an approval to run: nothing runs before you approve the exact command on page 3. Changing the plan later makes the command built from it stale.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把 quant_plan.json 写为已确认，并进入命令页。已确认的计划并不等于批准运行：在您于第 3 页批准确切的命令之前，什么都不会运行。之后更改计划会使据此生成的命令过时。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Passes an empty exclusion list, so quark-cli quantizes every layer, lm_head included, instead of keeping its template&apos;s exclusions. This usually costs accuracy; leave it off unless you mean it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;传入空的排除列表，使 quark-cli 量化每一层（包括 lm_head），而不保留其模板的排除项。这通常会损失精度；除非确有此意，否则请不要勾选。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Uses the list below instead of the Quark template&apos;s default exclusions. Off: the template&apos;s defaults apply and no &lt;code&gt;--exclude_layers&lt;/code&gt; is passed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;使用下面的列表代替 Quark 模板的默认排除项。不勾选时：使用模板的默认值，不传入 &lt;code&gt;--exclude_layers&lt;/code&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs Python code from the model repository with your permissions. It can only be on when you allowed it on page 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;以您的权限运行模型仓库中的 Python 代码。只有在第 1 页允许之后才能开启。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Where quark-cli holds the model while it quantizes: one accelerator, spilling to CPU memory (&lt;code&gt;--multi_device&lt;/code&gt;, slower but fits larger models), or the CPU only (very slow).&lt;/p&gt;</source>
        <translation>&lt;p&gt;quark-cli 量化时把模型放在哪里：一个加速器、溢出到 CPU 内存（&lt;code&gt;--multi_device&lt;/code&gt;，较慢但能容纳更大的模型），或仅 CPU（非常慢）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;What quark-cli measures after the export: nothing, a short perplexity check, or the full wikitext perplexity. Smoke and Full add time to the run and give the accuracy verdict.&lt;/p&gt;</source>
        <translation>&lt;p&gt;quark-cli 在导出之后测量什么：不测量、简短的困惑度检查，或完整的 wikitext 困惑度。冒烟测试和完整评估会延长运行时间，并给出精度判定。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Confirm this plan</source>
        <translation>确认此计划(&amp;C)</translation>
    </message>
    <message>
        <source>The confirmation was withdrawn:</source>
        <translation>确认已被撤回：</translation>
    </message>
    <message>
        <source>the plan built now differs from the one confirmed.</source>
        <translation>现在生成的计划与已确认的计划不同。</translation>
    </message>
    <message>
        <source>the plan built now differs from the one confirmed (%1).</source>
        <translation>现在生成的计划与已确认的计划不同（%1）。</translation>
    </message>
    <message>
        <source>Review it, then confirm it again.</source>
        <translation>请检查后再次确认。</translation>
    </message>
</context>
<context>
    <name>ptq::ui::PublishDialog</name>
    <message>
        <source>Looking for a token…</source>
        <translation>正在查找令牌…</translation>
    </message>
    <message>
        <source>Found in %1 (never shown).</source>
        <translation>在 %1 中找到（从不显示）。</translation>
    </message>
    <message>
        <source>None found. Looked in %1. Log in with &quot;hf auth login&quot; (a token with write access) or set HF_TOKEN, then open this dialog again.</source>
        <translation>未找到。已查找 %1。请用“hf auth login”登录（使用具有写入权限的令牌）或设置 HF_TOKEN，然后重新打开此对话框。</translation>
    </message>
    <message>
        <source>Publish to the Hub</source>
        <translation>发布到 Hub</translation>
    </message>
    <message>
        <source>Uploads this workspace&apos;s accepted export to a Hugging Face repository, with the run environment&apos;s own huggingface_hub. Nothing is sent until you approve the exact upload below.</source>
        <translation>使用运行环境自身的 huggingface_hub，将此工作区中已接受的导出上传到 Hugging Face 仓库。在您批准下方确切的上传内容之前，不会发送任何内容。</translation>
    </message>
    <message>
        <source>your-name/model-name</source>
        <translation>your-name/model-name</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>仓库(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Private (only you and your organization)</source>
        <translation>私有(&amp;P)（仅您和您的组织）</translation>
    </message>
    <message>
        <source>P&amp;ublic (anyone can download it)</source>
        <translation>公开(&amp;U)（任何人都可以下载）</translation>
    </message>
    <message>
        <source>Visibility:</source>
        <translation>可见性：</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>Hub：</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>令牌：</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Type the repository to see the exact upload.</source>
        <translation>输入仓库以查看确切的上传内容。</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Cancel upload</source>
        <translation>取消上传</translation>
    </message>
    <message>
        <source>Reading the export folder…</source>
        <translation>正在读取导出文件夹…</translation>
    </message>
    <message>
        <source>%L1 bytes</source>
        <translation>%L1 字节</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1 in total, from %2</source>
        <translation>
            <numerusform>%n 个文件，共 %1，来自 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Upload this file (%1) to %2, %3</source>
        <translation>将此文件（%1）上传到 %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>Upload these %n files (%1) to %2, %3</source>
        <translation>
            <numerusform>将这 %n 个文件（%1）上传到 %2，%3</numerusform>
        </translation>
    </message>
    <message>
        <source>private</source>
        <translation>私有</translation>
    </message>
    <message>
        <source>public</source>
        <translation>公开</translation>
    </message>
    <message>
        <source>Approves exactly this upload (%1, %2). Any change to the files before it starts refuses it.</source>
        <translation>批准的正是此次上传（%1，%2）。上传开始前文件有任何更改都会导致拒绝。</translation>
    </message>
    <message>
        <source>Creating the repository…</source>
        <translation>正在创建仓库…</translation>
    </message>
    <message>
        <source>Checking that the files are still the ones you approved…</source>
        <translation>正在检查文件是否仍是您批准的那些…</translation>
    </message>
    <message>
        <source>All %1 sent; committing…</source>
        <translation>%1 已全部发送；正在提交…</translation>
    </message>
    <message>
        <source>File %1 of %2: %3 — %4 of %5 sent</source>
        <translation>文件 %1/%2：%3 — 已发送 %4/%5</translation>
    </message>
    <message>
        <source>Published to &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; (commit %3).</source>
        <translation>已发布到 &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;（提交 %3）。</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>已发布</translation>
    </message>
    <message>
        <source>Cancel the upload?</source>
        <translation>取消上传？</translation>
    </message>
    <message>
        <source>The upload to %1 is still running. Cancel it and close?</source>
        <translation>上传到 %1 仍在进行中。要取消并关闭吗？</translation>
    </message>
    <message>
        <source>&lt;p&gt;Anyone can download the model once it is uploaded. Private keeps it to you and your organization; you can change it later on the Hub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;上传后任何人都可以下载该模型。私有则仅限您和您的组织；之后可以在 Hub 上更改。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Uploads exactly the files listed to that repository with your token, creating it with the visibility chosen above when it does not exist. Once uploaded the files are on the Hub: PTQ Studio cannot take them back (delete them there).&lt;/p&gt;</source>
        <translation>&lt;p&gt;用您的令牌把列出的文件原样上传到该仓库；仓库不存在时，会以上面选择的可见性创建它。文件一旦上传就位于 Hub 上：PTQ Studio 无法撤回它们（请在 Hub 上删除）。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ptq::ui::ReportProblemDialog</name>
    <message>
        <source>Report a problem</source>
        <translation>报告问题</translation>
    </message>
    <message>
        <source>Paste this into your report, with what you did, what you expected and what happened. It holds no token and no password; folders in your home folder read ~.</source>
        <translation>请把这段内容粘贴到您的报告中，并写明您做了什么、期望的结果以及实际发生了什么。其中不含令牌和密码；主文件夹中的文件夹显示为 ~。</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copies the whole report to the clipboard</source>
        <translation>把整份报告复制到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>已复制 ✓</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>文本文件 (*.txt)</translation>
    </message>
    <message>
        <source>The report was not saved</source>
        <translation>报告未保存</translation>
    </message>
    <message>
        <source>Report a problem — saved to %1</source>
        <translation>报告问题 — 已保存到 %1</translation>
    </message>
</context>
<context>
    <name>ptq::ui::RunHistoryDialog</name>
    <message>
        <source>Run history — %1</source>
        <translation>运行历史 — %1</translation>
    </message>
    <message>
        <source>Every run of this workspace, as its manifest was when the run ended. Select two to compare them.</source>
        <translation>此工作区的每次运行，及运行结束时的清单。选择两项进行比较。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>No runs yet: the history fills as runs finish.</source>
        <translation>尚无运行：运行结束后历史会逐渐填充。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s).</source>
        <translation>
            <numerusform>%n 次运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
</context>
<context>
    <name>ptq::ui::RunPage</name>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Cancel the run</source>
        <translation>取消运行</translation>
    </message>
    <message>
        <source>Compute sha256 checksums</source>
        <translation>计算 sha256 校验和</translation>
    </message>
    <message>
        <source>4 · Run</source>
        <translation>4 · 运行</translation>
    </message>
    <message>
        <source>The approved command runs; the output folder is inspected before the result is reported.</source>
        <translation>运行已批准的命令；在报告结果之前会检查输出文件夹。</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Search the log (Enter: next)</source>
        <translation>搜索日志（Enter：下一个）</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Writes the plan with this one change, unconfirmed, and returns to it: you confirm the plan again, and the new command needs a new approval.</source>
        <translation>写入只含这一项更改的计划（未确认）并返回计划页：您需要再次确认计划，新命令也需要重新批准。</translation>
    </message>
    <message>
        <source>Reads every byte of the exported files and records their sha256 in run_manifest.yaml (for a large model this takes minutes; the page stays usable).</source>
        <translation>读取导出文件的每个字节，并将其 sha256 记录到 run_manifest.yaml（大模型需要几分钟；页面仍可使用）。</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <translation>已用时 %1</translation>
    </message>
    <message>
        <source>Cancelling: SIGTERM sent to the process group; SIGKILL follows after the grace period.</source>
        <translation>正在取消：已向进程组发送 SIGTERM；宽限期后将发送 SIGKILL。</translation>
    </message>
    <message>
        <source>Running. The full log is written to %1.</source>
        <translation>正在运行。完整日志写入 %1。</translation>
    </message>
    <message>
        <source>Does this verified output meet your request?</source>
        <translation>这个经过验证的输出符合您的要求吗？</translation>
    </message>
    <message>
        <source>A previous run did not finish (PTQ Studio stopped while it ran). Its log is %1.</source>
        <translation>上一次运行没有结束（运行期间 PTQ Studio 被关闭）。其日志为 %1。</translation>
    </message>
    <message>
        <source>%1 %p% — %2/%3, %4 left</source>
        <translation>%1 %p% — %2/%3，剩余 %4</translation>
    </message>
    <message>
        <source>✓ %1 — %2</source>
        <translation>✓ %1 — %2</translation>
    </message>
    <message>
        <source>   layer %1</source>
        <translation>   第 %1 层</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run %1&lt;/b&gt;, verification &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;运行 %1&lt;/b&gt;，验证 &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>, exit code %1</source>
        <translation>，退出码 %1</translation>
    </message>
    <message>
        <source>, killed by signal %1</source>
        <translation>，被信号 %1 终止</translation>
    </message>
    <message>
        <source>Recompute sha256 checksums</source>
        <translation>重新计算 sha256 校验和</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;sha256 of %n file(s) recorded at %1.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;已于 %1 记录 %n 个文件的 sha256。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Go back to the plan for a bounded change; the new command needs a new approval.&lt;/p&gt;</source>
        <translation>&lt;p&gt;请返回计划做有限的修改；新命令需要重新批准。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Log: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;日志：%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Finished: the output is verified complete.</source>
        <translation>完成：输出已验证完整。</translation>
    </message>
    <message>
        <source>Finished with status %1.</source>
        <translation>完成，状态为 %1。</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Stop checksums</source>
        <translation>停止校验</translation>
    </message>
    <message numerus="yes">
        <source>Computing the sha256 of %n file(s) in %1…</source>
        <translation>
            <numerusform>正在计算 %1 中 %n 个文件的 sha256…</numerusform>
        </translation>
    </message>
    <message>
        <source>Checksums stopped; nothing was recorded.</source>
        <translation>已停止校验；未记录任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>sha256 of %n file(s) recorded in run_manifest.yaml.</source>
        <translation>
            <numerusform>已将 %n 个文件的 sha256 记录到 run_manifest.yaml。</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>Verification of the output</source>
        <translation>输出验证</translation>
    </message>
    <message>
        <source>Run result and diagnosis</source>
        <translation>运行结果与诊断</translation>
    </message>
    <message>
        <source>■ %1 — cancelled after %2</source>
        <translation>■ %1 — %2 后取消</translation>
    </message>
    <message>
        <source>✗ %1 — failed after %2</source>
        <translation>✗ %1 — %2 后失败</translation>
    </message>
    <message>
        <source>The run was cancelled during this stage.</source>
        <translation>运行在此阶段被取消。</translation>
    </message>
    <message>
        <source>The run failed during this stage; the diagnosis is below the log.</source>
        <translation>运行在此阶段失败；诊断信息位于日志下方。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Perplexity after quantization, as quark-cli measured it: &lt;b&gt;%1&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;量化后的困惑度（由 quark-cli 测得）：&lt;b&gt;%1&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;What quark-cli printed:&lt;/p&gt;</source>
        <translation>&lt;p&gt;quark-cli 的输出：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>An approved run has not started yet.</source>
        <translation>已批准的运行尚未开始。</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>立即运行</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不运行</translation>
    </message>
    <message>
        <source>The command was approved earlier and has not run.</source>
        <translation>该命令此前已获批准，但尚未运行。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not run yet.&lt;/b&gt; The approved command:&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;尚未运行。&lt;/b&gt;已批准的命令：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cancel the run?</source>
        <translation>取消运行？</translation>
    </message>
    <message>
        <source>Not started. Run now when you are ready, or go Back to change the command.</source>
        <translation>未开始。准备好后点击“立即运行”，或返回修改命令。</translation>
    </message>
    <message>
        <source>Stop this run now? quark-cli and every process it started are stopped (SIGTERM, then SIGKILL after 10 s). The log and the manifest are kept; this approval is used, so running again needs a new approval on page 3.</source>
        <translation>现在停止此次运行？quark-cli 及其启动的所有进程都会被停止（先 SIGTERM，10 秒后 SIGKILL）。日志和清单会保留；此批准已用掉，再次运行需要在第 3 页重新批准。</translation>
    </message>
    <message>
        <source>the model does not fit in GPU memory</source>
        <translation>模型无法放入 GPU 显存</translation>
    </message>
    <message>
        <source>out of GPU memory</source>
        <translation>GPU 显存不足</translation>
    </message>
    <message>
        <source>quark-cli could not be started</source>
        <translation>无法启动 quark-cli</translation>
    </message>
    <message>
        <source>a Python package quark-cli needs is missing</source>
        <translation>缺少 quark-cli 所需的 Python 包</translation>
    </message>
    <message>
        <source>no GPU was usable</source>
        <translation>没有可用的 GPU</translation>
    </message>
    <message>
        <source>a problem in the Python environment</source>
        <translation>Python 环境有问题</translation>
    </message>
    <message>
        <source>the model is gated: access was refused</source>
        <translation>模型受访问限制：访问被拒绝</translation>
    </message>
    <message>
        <source>the model could not be loaded</source>
        <translation>无法加载模型</translation>
    </message>
    <message>
        <source>the calibration data could not be loaded</source>
        <translation>无法加载校准数据</translation>
    </message>
    <message>
        <source>this model is not supported by the installed libraries</source>
        <translation>已安装的库不支持此模型</translation>
    </message>
    <message>
        <source>quark-cli refused the command&apos;s settings</source>
        <translation>quark-cli 拒绝了命令的设置</translation>
    </message>
    <message>
        <source>the quantization algorithm failed</source>
        <translation>量化算法失败</translation>
    </message>
    <message>
        <source>the export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>the evaluation failed</source>
        <translation>评估失败</translation>
    </message>
    <message>
        <source>quark-cli stopped with an error</source>
        <translation>quark-cli 因错误而停止</translation>
    </message>
    <message>
        <source>Run state</source>
        <translation>运行状态</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>运行中：%1</translation>
    </message>
    <message numerus="yes">
        <source>No output for %n min — still running?</source>
        <translation>
            <numerusform>已 %n 分钟没有输出 — 仍在运行吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>No output for %1 s — still running?</source>
        <translation>已 %1 秒没有输出 — 仍在运行吗？</translation>
    </message>
    <message>
        <source>▶ %1 — %2</source>
        <translation>▶ %1 — %2</translation>
    </message>
    <message>
        <source>The log %1 could not be read: %2</source>
        <translation>无法读取日志 %1：%2</translation>
    </message>
    <message>
        <source>… (the start of the log is not shown: %1)</source>
        <translation>…（未显示日志开头：%1）</translation>
    </message>
    <message>
        <source>■ %1 — cancelled</source>
        <translation>■ %1 — 已取消</translation>
    </message>
    <message>
        <source>✗ %1 — failed</source>
        <translation>✗ %1 — 失败</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Read back from the log of this run; the time of each stage is known only while it runs.</source>
        <translation>从此运行的日志中读回；每个阶段的耗时只有在其运行时才能得知。</translation>
    </message>
    <message>
        <source>%1 %p% — %2/%3</source>
        <translation>%1 %p% — %2/%3</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Approved, not run yet</source>
        <translation>已批准，尚未运行</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run %1&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;运行 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Done — the output is verified complete</source>
        <translation>完成 — 输出已验证完整</translation>
    </message>
    <message>
        <source>quark-cli finished, but the output did not pass verification</source>
        <translation>quark-cli 已完成，但输出未通过验证</translation>
    </message>
    <message>
        <source>Partly done: the export is complete, then %1</source>
        <translation>部分完成：导出已完成，随后 %1</translation>
    </message>
    <message>
        <source>Partly done: the export is complete, a later step failed</source>
        <translation>部分完成：导出已完成，但后续步骤失败</translation>
    </message>
    <message>
        <source>Failed during %1: %2</source>
        <translation>在 %1 期间失败：%2</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Failed: quark-cli exited with code %1</source>
        <translation>失败：quark-cli 以代码 %1 退出</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Cancelled during %1</source>
        <translation>在 %1 期间已取消</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Interrupted: PTQ Studio stopped while this run was going</source>
        <translation>已中断：PTQ Studio 在此运行进行期间停止了</translation>
    </message>
    <message>
        <source>The diagnosis below says what to do first. The log and the manifest are kept; the log is %1.</source>
        <translation>下方的诊断说明了首先该做什么。日志和清单均已保留；日志为 %1。</translation>
    </message>
    <message>
        <source>Done — accepted. Finish shows where the model is.</source>
        <translation>完成 — 已接受。点击“完成”即可查看模型所在位置。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Diagnosis: %1&lt;/b&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;诊断：%1&lt;/b&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Diagnosis: %1&lt;/b&gt;, during %2%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;诊断：%1&lt;/b&gt;，发生在 %2%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>the job ran out of its host memory (Slurm)</source>
        <translation>作业耗尽了其主机内存（Slurm）</translation>
    </message>
    <message>
        <source>Slurm ended the job at its time limit</source>
        <translation>作业达到时间限制，已被 Slurm 终止</translation>
    </message>
    <message>
        <source>Slurm preempted the job</source>
        <translation>作业被 Slurm 抢占</translation>
    </message>
    <message>
        <source>the node failed</source>
        <translation>节点发生故障</translation>
    </message>
    <message>
        <source>Remote job</source>
        <translation>远程作业</translation>
    </message>
    <message>
        <source>Connection lost — the job goes on there. %1</source>
        <translation>连接已断开 — 作业在那里继续运行。%1</translation>
    </message>
    <message>
        <source>Job: %1</source>
        <translation>作业：%1</translation>
    </message>
    <message>
        <source>Re-attached to the job started earlier; its output continues below. The full log is %1.</source>
        <translation>已重新附加到先前启动的作业；其输出在下方继续。完整日志为 %1。</translation>
    </message>
    <message>
        <source>The export is on %1: compute its checksums there (sha256sum).</source>
        <translation>导出位于 %1：请在那里计算其校验和（sha256sum）。</translation>
    </message>
    <message>
        <source>Queued — %1</source>
        <translation>排队中 — %1</translation>
    </message>
    <message>
        <source>Running — %1</source>
        <translation>运行中 — %1</translation>
    </message>
    <message>
        <source>Before the job: %1</source>
        <translation>作业开始前：%1</translation>
    </message>
    <message>
        <source>Model copied: %1. Starting the job…</source>
        <translation>模型已复制：%1。正在启动作业…</translation>
    </message>
    <message>
        <source>GPU memory of %1 appears here once the job runs there.</source>
        <translation>作业在 %1 上运行后，其 GPU 显存会显示在这里。</translation>
    </message>
    <message>
        <source>Running: copying the model to the target</source>
        <translation>运行中：正在将模型复制到目标机器</translation>
    </message>
    <message>
        <source>Running: waiting in the cluster&apos;s queue</source>
        <translation>运行中：正在集群队列中等待</translation>
    </message>
    <message>
        <source>Running: reconnecting to the target</source>
        <translation>运行中：正在重新连接目标机器</translation>
    </message>
    <message>
        <source>No match for “%1” in the log shown here.</source>
        <translation>在此处显示的日志中找不到“%1”。</translation>
    </message>
    <message>
        <source>Stop copying the model to %1? quark-cli has not started there; what arrived of the copy is removed. The log and the manifest are kept; this approval is used, so running again needs a new approval on page 3.</source>
        <translation>停止向 %1 复制模型？quark-cli 尚未在那里启动；已传输的部分副本会被删除。日志和清单会保留；此批准已使用，再次运行需要在第 3 页重新批准。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run cancelled&lt;/b&gt; on request before quark-cli started: nothing was written to the output folder</source>
        <translation>&lt;p&gt;&lt;b&gt;运行已按请求取消&lt;/b&gt;，quark-cli 尚未启动：输出文件夹中没有写入任何内容</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run cancelled&lt;/b&gt; on request: the output folder holds an incomplete export (the checks below say what is missing)</source>
        <translation>&lt;p&gt;&lt;b&gt;运行已按请求取消&lt;/b&gt;：输出文件夹中是不完整的导出（下面的检查说明缺少什么）</translation>
    </message>
    <message>
        <source>Cancelled. The log and the manifest are kept. To run again, go back to page 3, press Check target (or change the output folder) and approve the new command.</source>
        <translation>已取消。日志和清单会保留。要再次运行，请返回第 3 页，点击“检查目标”（或更改输出文件夹）并批准新命令。</translation>
    </message>
    <message>
        <source>Copying the model %p% — %1 of %2</source>
        <translation>正在复制模型 %p% — %1 / %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>There is no result to accept. This machine cannot run it: choose where it runs on page 3.</source>
        <translation>没有可接受的结果。本机无法运行：请在第 3 页选择运行位置。</translation>
    </message>
    <message>
        <source>There is no result to accept. No plan change helps: fix the cause, then run again from page 3.</source>
        <translation>没有可接受的结果。修改计划无济于事：请排除原因，然后从第 3 页重新运行。</translation>
    </message>
    <message>
        <source>Elapsed %1 · %2</source>
        <translation>已用时 %1 · %2</translation>
    </message>
    <message>
        <source>quark-cli has printed nothing for %1, during %2. Some steps are quiet for a while on large models; if the GPU memory panel shows no change either, the run may hang: Cancel the run keeps its log.</source>
        <translation>quark-cli 已有 %1 没有任何输出（当前阶段：%2）。在大模型上，有些步骤会安静一段时间；如果 GPU 显存面板也没有变化，运行可能已卡住：“取消运行”会保留其日志。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run cancelled&lt;/b&gt; on request before quark-cli wrote its export: nothing was written to the output folder %1</source>
        <translation>&lt;p&gt;&lt;b&gt;运行已按请求取消&lt;/b&gt;，quark-cli 尚未写出导出：输出文件夹 %1 中没有写入任何内容</translation>
    </message>
    <message>
        <source>Choose where it runs…</source>
        <translation>选择运行位置…</translation>
    </message>
    <message>
        <source>Back to page 3: under Runs on, choose an SSH host or a Slurm cluster with a GPU, then approve the new command.</source>
        <translation>返回第 3 页：在“运行位置”下选择带 GPU 的 SSH 主机或 Slurm 集群，然后批准新命令。</translation>
    </message>
    <message>
        <source>Back to the command</source>
        <translation>返回命令</translation>
    </message>
    <message>
        <source>Back to page 3: once the cause is fixed, check again and approve the command (each approval runs once).</source>
        <translation>返回第 3 页：排除原因后，重新检查并批准命令（每次批准只运行一次）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;No plan change helps: this machine cannot run it. Choose where it runs on page 3; the new command needs a new approval.&lt;/p&gt;</source>
        <translation>&lt;p&gt;修改计划无济于事：本机无法运行。请在第 3 页选择运行位置；新命令需要重新批准。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No plan change helps: fix what is named above, then go back to page 3 and approve the command again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;修改计划无济于事：请解决上面指出的问题，然后返回第 3 页重新批准命令。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Expected total: %1&lt;/b&gt; — page 3&apos;s estimate, a rule of thumb for this model, scheme and calibration.&lt;/p&gt;&lt;p&gt;When the run ends, the output folder is checked here and the result is reported.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;预计总计：%1&lt;/b&gt; — 第 3 页的估算，是针对此模型、方案和校准的经验值。&lt;/p&gt;&lt;p&gt;运行结束后，会在这里检查输出文件夹并报告结果。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>不到一分钟</translation>
    </message>
    <message>
        <source>%1–%2 h</source>
        <translation>%1–%2 小时</translation>
    </message>
    <message>
        <source>about %1 min</source>
        <translation>约 %1 分钟</translation>
    </message>
    <message>
        <source>%1–%2 min</source>
        <translation>%1–%2 分钟</translation>
    </message>
    <message>
        <source>longer than the expected %1</source>
        <translation>超出预计的 %1</translation>
    </message>
    <message>
        <source>expected total %1</source>
        <translation>预计总计 %1</translation>
    </message>
    <message>
        <source>Run and result</source>
        <translation>运行与结果</translation>
    </message>
    <message>
        <source>sha256 %p% — %1 of %2</source>
        <translation>sha256 %p% — %1 / %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 shard(s), %2 in %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 个分片，%2，位于 %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Result</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Use the model</source>
        <translation>使用模型(&amp;U)</translation>
    </message>
    <message>
        <source>Does this verified output meet your request? (%1)</source>
        <translation>这个经过验证的输出符合您的要求吗？（%1）</translation>
    </message>
    <message>
        <source>The export checks are running; the result can be accepted once they end.</source>
        <translation>导出检查正在运行；检查结束后即可接受结果。</translation>
    </message>
    <message>
        <source>They were approved with the command on page 3 and have not run.</source>
        <translation>它们已随第 3 页的命令一起批准，尚未运行。</translation>
    </message>
    <message>
        <source>Checking the export against the original</source>
        <translation>正在将导出与原始模型比较</translation>
    </message>
    <message>
        <source>Writing the model card into the export…</source>
        <translation>正在将模型卡写入导出…</translation>
    </message>
    <message>
        <source>Cannot read the model card %1: %2</source>
        <translation>无法读取模型卡 %1：%2</translation>
    </message>
    <message>
        <source>There is no result to accept: the export does not load with transformers. Choose another scheme at Checkpoint 2 (Back to the plan).</source>
        <translation>没有可接受的结果：该导出无法用 transformers 加载。请在检查点 2 选择其他方案（返回计划）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The export does not load with transformers&lt;/b&gt; (the load check after the run): %1 It cannot be accepted as complete; choose another scheme at Checkpoint 2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;该导出无法用 transformers 加载&lt;/b&gt;（运行后的加载检查）：%1 它不能作为完整结果接受；请在检查点 2 选择其他方案。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The export does not load with transformers: it cannot be accepted</source>
        <translation>该导出无法用 transformers 加载：不能接受</translation>
    </message>
    <message>
        <source>Load check: %1</source>
        <translation>加载检查：%1</translation>
    </message>
    <message>
        <source>Back to Checkpoint 2: choose a scheme whose exports load (see Which schemes are verified); the new command needs a new approval.</source>
        <translation>返回检查点 2：选择其导出可以加载的方案（见“哪些方案已验证”）；新命令需要新的批准。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stops quark-cli and every process it started (after you confirm): SIGTERM, then SIGKILL after 10 s. The log and run_manifest.yaml are kept. The approval is used up: running again needs a new approval on page 3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;停止 quark-cli 及其启动的所有进程（需您确认）：先发送 SIGTERM，10 秒后发送 SIGKILL。日志和 run_manifest.yaml 会保留。批准已被用掉：再次运行需要在第 3 页重新批准。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your answer yes: this verified output meets your request. It is recorded in run_manifest.yaml; no exported file changes. Only an accepted result can be published to the Hugging Face Hub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;您的回答为“是”：这个经过验证的输出符合您的要求。这会记录到 run_manifest.yaml 中；导出的文件不会有任何改变。只有已接受的结果才能发布到 Hugging Face Hub。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your answer no: back to page 2 to change the plan. Nothing is deleted — this run&apos;s log and manifest stay in the workspace&apos;s history. The changed plan needs a new confirmation and its command a new approval before anything runs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;您的回答为“否”：返回第 2 页修改计划。不会删除任何内容——本次运行的日志和清单保留在工作区的历史中。修改后的计划需要重新确认，其命令也需要重新批准，之后才会运行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keeps the log scrolled to its newest line. Off: the log stays where you scrolled.&lt;/p&gt;</source>
        <translation>&lt;p&gt;让日志始终滚动到最新一行。关闭时：日志停留在您滚动到的位置。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Starts the command approved on page 3, exactly as approved: quark-cli downloads the weights it needs, creates the output folder and quantizes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按批准时的原样启动第 3 页批准的命令：quark-cli 会下载所需的权重、创建输出文件夹并进行量化。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Leaves the approved run waiting. Nothing starts until you press Run now; Back leads to page 3 to change the command (which voids the approval).&lt;/p&gt;</source>
        <translation>&lt;p&gt;让已批准的运行保持等待。在您点击“立即运行”之前不会启动任何内容；“上一步”会回到第 3 页以更改命令（这会使批准作废）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The run ended (%1), but its record could not be written:</source>
        <translation>运行已结束（%1），但其记录无法写入：</translation>
    </message>
    <message>
        <source>Each file named keeps its previous version. Free space or fix the folder&apos;s permissions; the log is %1.</source>
        <translation>列出的每个文件都保留其先前版本。请释放空间或修复该文件夹的权限；日志为 %1。</translation>
    </message>
    <message>
        <source>The run ended (%1), but its outcome is not recorded</source>
        <translation>运行已结束（%1），但其结果未被记录</translation>
    </message>
    <message>
        <source>run_manifest.yaml does not hold this run&apos;s outcome: see the list below. The log is %1.</source>
        <translation>run_manifest.yaml 中没有此次运行的结果：请参见下面的列表。日志为 %1。</translation>
    </message>
    <message>
        <source>Back to page 3: once the record can be written, approve the command again and run it.</source>
        <translation>返回第 3 页：在记录可以写入之后，重新批准该命令并运行。</translation>
    </message>
    <message>
        <source>There is no result to accept: this run&apos;s outcome is not in run_manifest.yaml. Free space or fix the workspace folder, then run again from page 3.</source>
        <translation>没有可接受的结果：此次运行的结果不在 run_manifest.yaml 中。请释放空间或修复工作区文件夹，然后从第 3 页重新运行。</translation>
    </message>
    <message>
        <source>Checking the approval and starting the command…</source>
        <translation>正在检查批准并启动命令…</translation>
    </message>
    <message>
        <source>Following the job started earlier again…</source>
        <translation>正在重新跟踪先前启动的作业…</translation>
    </message>
    <message>
        <source>&amp;Yes, accept the result</source>
        <translation>是，接受结果(&amp;Y)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not started.&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Nothing ran and nothing was created. Back leads to the command on page 3, built again from what is there now: approve it there to run it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;未启动。&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;没有运行任何内容，也没有创建任何内容。“上一步”会回到第 3 页的命令，它会根据现在的内容重新生成：请在那里批准后再运行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>未启动</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not approved.&lt;/b&gt; run_manifest.yaml holds this command without an approval that holds (never given, or the file was changed after it was): build and approve the command on page 3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;未批准。&lt;/b&gt;run_manifest.yaml 中的这条命令没有有效的批准（从未批准，或文件在批准后被更改）：请在第 3 页生成并批准该命令。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not approved</source>
        <translation>未批准</translation>
    </message>
    <message>
        <source>%1 (%2 so far)</source>
        <translation>%1（已用 %2）</translation>
    </message>
    <message>
        <source>Cancelled. The log and the manifest are kept. To run again, go back to page 3, press Prepare another run (or choose another output folder) and approve the new command.</source>
        <translation>已取消。日志和清单已保留。要再次运行，请返回第 3 页，点击“准备另一次运行”（或选择另一个输出文件夹），然后批准新命令。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your answer no, recorded: asks why, and keeps the reason in run_manifest.yaml (and in the run&apos;s history). No exported file changes or is deleted. A declined result is decided: page 3 then builds the next command without asking. You can still accept it later if you change your mind.&lt;/p&gt;</source>
        <translation>&lt;p&gt;记录您的“否”：会询问原因，并把原因保存在 run_manifest.yaml（以及该次运行的历史）中。不会更改或删除任何导出文件。被拒绝的结果即视为已做决定：第 3 页随后会直接生成下一条命令而不再询问。如果您改变主意，之后仍可接受它。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Decline…</source>
        <translation>拒绝(&amp;D)…</translation>
    </message>
    <message>
        <source>Record that this result does not meet your request, and why (kept in run_manifest.yaml).</source>
        <translation>记录此结果不符合您的要求以及原因（保存在 run_manifest.yaml 中）。</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Declined: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>Decline the result</source>
        <translation>拒绝结果</translation>
    </message>
    <message>
        <source>Why does this result not meet your request? The reason is kept in run_manifest.yaml.</source>
        <translation>此结果为什么不符合您的要求？原因会保存在 run_manifest.yaml 中。</translation>
    </message>
    <message>
        <source>Declined. The reason is kept in run_manifest.yaml.</source>
        <translation>已拒绝。原因已保存在 run_manifest.yaml 中。</translation>
    </message>
    <message>
        <source>Back to the &amp;plan</source>
        <translation>返回计划(&amp;P)</translation>
    </message>
    <message>
        <source>Back to the plan &amp;with %1</source>
        <translation>带着 %1 返回计划(&amp;W)</translation>
    </message>
    <message>
        <source>You declined this result (%1). Change the plan (Back to the plan), or press Back to build the next command on page 3. Until it is built, you can still accept this result.</source>
        <translation>您已拒绝此结果（%1）。请修改计划（返回计划），或按“上一步”在第 3 页生成下一条命令。在它生成之前，您仍可接受此结果。</translation>
    </message>
    <message>
        <source>There is no result to accept. Back to the plan with %1 proposes the smallest change that may help; Back to the plan lets you change it yourself. Or press Back to build a new command on page 3 and approve it.</source>
        <translation>没有可接受的结果。“带着 %1 返回计划”提出可能有帮助的最小修改；“返回计划”让您自行修改。或者按“上一步”在第 3 页生成新命令并批准它。</translation>
    </message>
    <message>
        <source>There is no result to accept. Change the plan (Back to the plan), or press Back to build a new command on page 3 and approve it.</source>
        <translation>没有可接受的结果。请修改计划（返回计划），或按“上一步”在第 3 页生成新命令并批准它。</translation>
    </message>
</context>
<context>
    <name>ptq::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Scheme names, flags and file names stay as quark-cli spells them in every language.</source>
        <translation>方案名称、选项和文件名在所有语言中都保持 quark-cli 的写法。</translation>
    </message>
    <message>
        <source>The language changes when PTQ Studio starts again.</source>
        <translation>语言将在 PTQ Studio 下次启动时更改。</translation>
    </message>
    <message>
        <source>Where &quot;Set up Quark for me…&quot; downloads PyTorch from. The commands are shown for approval before anything is installed.</source>
        <translation>“为我搭建 Quark…”从何处下载 PyTorch。在安装任何内容之前，会先显示命令供您批准。</translation>
    </message>
    <message>
        <source>The PyTorch index (download.pytorch.org)</source>
        <translation>PyTorch 索引（download.pytorch.org）</translation>
    </message>
    <message>
        <source>pip&apos;s own configuration (PIP_INDEX_URL, pip.conf, PyPI)</source>
        <translation>pip 自身的配置（PIP_INDEX_URL、pip.conf、PyPI）</translation>
    </message>
    <message>
        <source>This index:</source>
        <translation>此索引：</translation>
    </message>
    <message>
        <source>https://mirror.example/pytorch/whl/cu130</source>
        <translation>https://mirror.example/pytorch/whl/cu130</translation>
    </message>
    <message>
        <source>%1: index URL</source>
        <translation>%1：索引 URL</translation>
    </message>
    <message>
        <source>%1: where PyTorch comes from</source>
        <translation>%1：PyTorch 的来源</translation>
    </message>
    <message>
        <source>NVIDIA (CUDA):</source>
        <translation>NVIDIA（CUDA）：</translation>
    </message>
    <message>
        <source>AMD (ROCm):</source>
        <translation>AMD（ROCm）：</translation>
    </message>
    <message>
        <source>CPU only:</source>
        <translation>仅 CPU：</translation>
    </message>
    <message>
        <source>Give the index URL, or choose another source.</source>
        <translation>请给出索引 URL，或选择其他来源。</translation>
    </message>
    <message>
        <source>SSH hosts and Slurm clusters an approved command can run on.</source>
        <translation>可运行已批准命令的 SSH 主机和 Slurm 集群。</translation>
    </message>
    <message>
        <source>Remote &amp;targets…</source>
        <translation>远程目标(&amp;T)…</translation>
    </message>
    <message>
        <source>&lt;p&gt;The language of the menus, the pages and the manual. It changes when PTQ Studio starts again. Scheme names, flags and file names stay as quark-cli spells them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;菜单、页面和手册所用的语言。在 PTQ Studio 下次启动时生效。方案名称、标志和文件名保持 quark-cli 的写法。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Install with &amp;pip instead of uv</source>
        <translation>用 &amp;pip 而不是 uv 安装</translation>
    </message>
    <message>
        <source>uv installs the same pinned packages from the same indexes in about half pip&apos;s time, and a second environment in seconds. pip&apos;s settings (pip.conf, PIP_*) are handed to it; where uv cannot follow one, pip installs anyway and the review says why.</source>
        <translation>uv 从相同的索引安装相同的固定版本软件包，耗时约为 pip 的一半，第二个环境只需几秒。pip 的设置（pip.conf、PIP_*）会交给它；若 uv 无法遵循某项设置，仍由 pip 安装，并在审阅中说明原因。</translation>
    </message>
    <message>
        <source>New Quark environments</source>
        <translation>新的 Quark 环境</translation>
    </message>
</context>
<context>
    <name>ptq::ui::StepList</name>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>you are here</source>
        <translation>当前位置</translation>
    </message>
    <message>
        <source>you are here · accepted</source>
        <translation>当前位置 · 已接受</translation>
    </message>
    <message>
        <source>you are here · confirmed</source>
        <translation>当前位置 · 已确认</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未进行</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation>步骤 %1，%2：%3</translation>
    </message>
    <message>
        <source>ran · not accepted yet</source>
        <translation>已运行 · 尚未接受</translation>
    </message>
    <message>
        <source>last run cancelled</source>
        <translation>上次运行已取消</translation>
    </message>
    <message>
        <source>last run incomplete</source>
        <translation>上次运行不完整</translation>
    </message>
    <message>
        <source>last run interrupted</source>
        <translation>上次运行被中断</translation>
    </message>
    <message>
        <source>last run failed</source>
        <translation>上次运行失败</translation>
    </message>
    <message>
        <source>you are here · declined</source>
        <translation>当前位置 · 已拒绝</translation>
    </message>
    <message>
        <source>ran · declined</source>
        <translation>已运行 · 已拒绝</translation>
    </message>
</context>
<context>
    <name>ptq::ui::TargetsDialog</name>
    <message>
        <source>SSH host</source>
        <translation>SSH 主机</translation>
    </message>
    <message>
        <source>Slurm cluster</source>
        <translation>Slurm 集群</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（无名称）</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Another target is also named %1: each needs its own name.</source>
        <translation>另一个目标也名为 %1：每个目标都需要自己的名称。</translation>
    </message>
    <message>
        <source>This target has problems: select it to see them.</source>
        <translation>此目标有问题：选中它即可查看。</translation>
    </message>
    <message>
        <source>Saving waits for these targets too: %1.</source>
        <translation>以下目标也有问题，需处理后才能保存：%1。</translation>
    </message>
    <message>
        <source>The targets file could not be read; it is not written over.</source>
        <translation>无法读取目标文件；不会覆盖它。</translation>
    </message>
    <message>
        <source>Writes %1.</source>
        <translation>写入 %1。</translation>
    </message>
    <message>
        <source>Fix the problems shown first.</source>
        <translation>请先修复所示的问题。</translation>
    </message>
    <message>
        <source>Remote targets</source>
        <translation>远程目标</translation>
    </message>
    <message>
        <source>Where an approved command can run besides this machine: a GPU host reached over SSH, or a Slurm cluster through its login node. Saved in %1, which the headless commands read too.</source>
        <translation>除本机外，已批准的命令还可在这些位置运行：通过 SSH 访问的 GPU 主机，或通过登录节点访问的 Slurm 集群。保存在 %1 中，无界面命令也会读取该文件。</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>A new SSH target; nothing is written until Save.</source>
        <translation>新的 SSH 目标；点击“保存”之前不会写入任何内容。</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>A copy of the selected target, under another name.</source>
        <translation>以另一个名称复制所选目标。</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Removes the selected target from the list; Cancel brings it back.</source>
        <translation>从列表中移除所选目标；“取消”可将其恢复。</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>e.g. gpu-box</source>
        <translation>例如 gpu-box</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>How the target is called in PTQ Studio and by --target: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, up to 64.</source>
        <translation>目标在 PTQ Studio 中及 --target 所用的名称：字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;，最多 64 个字符。</translation>
    </message>
    <message>
        <source>Slurm cluster via login node</source>
        <translation>经由登录节点的 Slurm 集群</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>SSH host: the command runs on that host. Slurm cluster: PTQ Studio connects to the login node and submits a batch job (sbatch) that runs the command on a GPU node.</source>
        <translation>SSH 主机：命令在该主机上运行。Slurm 集群：PTQ Studio 连接到登录节点并提交批处理作业（sbatch），在 GPU 节点上运行命令。</translation>
    </message>
    <message>
        <source>e.g. gpu7.lab.example</source>
        <translation>例如 gpu7.lab.example</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>The host name or address ssh connects to (for Slurm: the login node). A Host alias of ~/.ssh/config works too.</source>
        <translation>ssh 要连接的主机名或地址（对于 Slurm：登录节点）。也可以使用 ~/.ssh/config 中的 Host 别名。</translation>
    </message>
    <message>
        <source>ssh&apos;s default</source>
        <translation>ssh 的默认值</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>The user name there; empty: ssh&apos;s default (~/.ssh/config, then your user name here).</source>
        <translation>目标上的用户名；留空：使用 ssh 的默认值（~/.ssh/config，其次为您在本机的用户名）。</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>The SSH port; ssh&apos;s default (22, or ~/.ssh/config&apos;s) when left at its lowest.</source>
        <translation>SSH 端口；保持最小值时使用 ssh 的默认值（22，或 ~/.ssh/config 中的值）。</translation>
    </message>
    <message>
        <source>the SSH agent and ssh&apos;s default keys</source>
        <translation>SSH 代理和 ssh 的默认密钥</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Browse for the identity file</source>
        <translation>浏览身份文件</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>身份文件(&amp;I)：</translation>
    </message>
    <message>
        <source>A private key file on this machine (ssh -i); empty: the SSH agent and ssh&apos;s default keys. A key with a passphrase needs the agent: no passphrase is stored.</source>
        <translation>本机上的私钥文件（ssh -i）；留空：使用 SSH 代理和 ssh 的默认密钥。带口令的密钥需要通过代理使用：不会存储任何口令。</translation>
    </message>
    <message>
        <source>none: a direct connection</source>
        <translation>无：直接连接</translation>
    </message>
    <message>
        <source>Pro&amp;xyJump:</source>
        <translation>ProxyJump(&amp;X)：</translation>
    </message>
    <message>
        <source>A jump host (bastion) that ssh connects through first (ssh -J), e.g. bastion.example or alice@bastion.example:2222; empty: a direct connection.</source>
        <translation>ssh 先经由其连接的跳板主机（堡垒机）（ssh -J），例如 bastion.example 或 alice@bastion.example:2222；留空：直接连接。</translation>
    </message>
    <message>
        <source>ssh&apos;s own (~/.ssh/known_hosts)</source>
        <translation>ssh 自身的（~/.ssh/known_hosts）</translation>
    </message>
    <message>
        <source>Browse for the known_hosts file</source>
        <translation>浏览 known_hosts 文件</translation>
    </message>
    <message>
        <source>known_&amp;hosts file:</source>
        <translation>known_hosts 文件(&amp;H)：</translation>
    </message>
    <message>
        <source>A known_hosts file that holds the host&apos;s key, when it is not in ~/.ssh/known_hosts. An unknown or changed host key is never accepted.</source>
        <translation>包含该主机密钥的 known_hosts 文件，用于该密钥不在 ~/.ssh/known_hosts 中的情况。未知或已变更的主机密钥绝不会被接受。</translation>
    </message>
    <message>
        <source>Keys come from the SSH agent or key files; no password is ever stored. The host key must already be known: connect once with ssh in a terminal, or name a known_hosts file. PTQ Studio never accepts an unknown or changed host key.</source>
        <translation>密钥来自 SSH 代理或密钥文件；从不存储任何密码。主机密钥必须是已知的：请先在终端中用 ssh 连接一次，或指定一个 known_hosts 文件。PTQ Studio 从不接受未知或已变更的主机密钥。</translation>
    </message>
    <message>
        <source>On the target</source>
        <translation>目标上</translation>
    </message>
    <message>
        <source>e.g. /scratch/alice/ptq</source>
        <translation>例如 /scratch/alice/ptq</translation>
    </message>
    <message>
        <source>Remote &amp;workspace:</source>
        <translation>远程工作区(&amp;W)：</translation>
    </message>
    <message>
        <source>An absolute folder on the target where each run gets its folder (script, log) and outputs are proposed. Letters, digits and ._/+@- only.</source>
        <translation>目标上的绝对路径文件夹：每次运行都会在其中获得自己的文件夹（脚本、日志），输出位置也会建议放在其中。只能包含字母、数字和 ._/+@-。</translation>
    </message>
    <message>
        <source>e.g. /opt/quark/bin/quark-cli</source>
        <translation>例如 /opt/quark/bin/quark-cli</translation>
    </message>
    <message>
        <source>&amp;quark-cli:</source>
        <translation>quark-cli(&amp;Q)：</translation>
    </message>
    <message>
        <source>The absolute path of quark-cli on the target: its Python environment&apos;s bin/quark-cli.</source>
        <translation>quark-cli 在目标上的绝对路径：其 Python 环境中的 bin/quark-cli。</translation>
    </message>
    <message>
        <source>the target&apos;s default</source>
        <translation>目标的默认值</translation>
    </message>
    <message>
        <source>HF_HO&amp;ME:</source>
        <translation>HF_HOME(&amp;M)：</translation>
    </message>
    <message>
        <source>Where Hugging Face models are downloaded to on the target (an absolute path); empty: the target&apos;s default (~/.cache/huggingface).</source>
        <translation>Hugging Face 模型在目标上的下载位置（绝对路径）；留空：使用目标的默认值（~/.cache/huggingface）。</translation>
    </message>
    <message>
        <source>Slurm</source>
        <translation>Slurm</translation>
    </message>
    <message>
        <source>the cluster&apos;s default</source>
        <translation>集群的默认值</translation>
    </message>
    <message>
        <source>P&amp;artition:</source>
        <translation>分区(&amp;A)：</translation>
    </message>
    <message>
        <source>The partition (queue of nodes) the job is submitted to, e.g. gpu (#SBATCH --partition); empty: the cluster&apos;s default partition. sinfo lists them.</source>
        <translation>作业提交到的分区（节点队列），例如 gpu（#SBATCH --partition）；留空：使用集群的默认分区。sinfo 可列出分区。</translation>
    </message>
    <message>
        <source>your default account</source>
        <translation>您的默认账户</translation>
    </message>
    <message>
        <source>A&amp;ccount:</source>
        <translation>账户(&amp;C)：</translation>
    </message>
    <message>
        <source>The Slurm account (project) the job&apos;s time is charged to (#SBATCH --account); empty: your default account.</source>
        <translation>作业时长计费所用的 Slurm 账户（项目）（#SBATCH --account）；留空：使用您的默认账户。</translation>
    </message>
    <message>
        <source>the partition&apos;s default</source>
        <translation>分区的默认值</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>时间限制(&amp;T)：</translation>
    </message>
    <message>
        <source>How long the job may run, in minutes (#SBATCH --time); Slurm ends it then. At its lowest: the partition&apos;s default.</source>
        <translation>作业可运行的时长，以分钟计（#SBATCH --time）；到时 Slurm 会终止它。保持最小值：使用分区的默认值。</translation>
    </message>
    <message>
        <source>not requested</source>
        <translation>不请求</translation>
    </message>
    <message>
        <source>&amp;GPUs per job:</source>
        <translation>每个作业的 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>CP&amp;Us per task:</source>
        <translation>每个任务的 CPU 数(&amp;U)：</translation>
    </message>
    <message>
        <source>CPU cores for the job&apos;s task (#SBATCH --cpus-per-task).</source>
        <translation>作业任务使用的 CPU 核心数（#SBATCH --cpus-per-task）。</translation>
    </message>
    <message>
        <source>e.g. 64G</source>
        <translation>例如 64G</translation>
    </message>
    <message>
        <source>M&amp;emory:</source>
        <translation>内存(&amp;E)：</translation>
    </message>
    <message>
        <source>Memory of the job&apos;s node in Slurm&apos;s notation, e.g. 64G or 500000M (#SBATCH --mem); empty: the cluster&apos;s default.</source>
        <translation>作业节点的内存，采用 Slurm 的写法，例如 64G 或 500000M（#SBATCH --mem）；留空：使用集群的默认值。</translation>
    </message>
    <message>
        <source>--exclusive
--qos=high</source>
        <translation>--exclusive
--qos=high</translation>
    </message>
    <message>
        <source>E&amp;xtra #SBATCH:</source>
        <translation>额外的 #SBATCH(&amp;X)：</translation>
    </message>
    <message>
        <source>Further options of the batch script, one per line, each starting with -- (written as &quot;#SBATCH &lt;line&gt;&quot;), e.g. --exclusive or --qos=high.</source>
        <translation>批处理脚本的其他选项，每行一个，均以 -- 开头（写为 &quot;#SBATCH &lt;line&gt;&quot;），例如 --exclusive 或 --qos=high。</translation>
    </message>
    <message>
        <source>--container-image=rocm/pytorch:latest</source>
        <translation>--container-image=rocm/pytorch:latest</translation>
    </message>
    <message>
        <source>s&amp;run flags:</source>
        <translation>srun 标志(&amp;R)：</translation>
    </message>
    <message>
        <source>Options of the srun that starts quark-cli inside the job, one per line, e.g. --container-image=rocm/pytorch:latest to run it in a container (pyxis).</source>
        <translation>在作业内启动 quark-cli 的 srun 的选项，每行一个，例如用 --container-image=rocm/pytorch:latest 在容器中运行（pyxis）。</translation>
    </message>
    <message>
        <source>No remote targets yet: Add one. Commands run on this machine until a target is chosen.</source>
        <translation>尚无远程目标：请添加一个。在选择目标之前，命令在本机上运行。</translation>
    </message>
    <message>
        <source>Identity file (private key)</source>
        <translation>身份文件（私钥）</translation>
    </message>
    <message>
        <source>known_hosts file</source>
        <translation>known_hosts 文件</translation>
    </message>
    <message>
        <source>%1
The file is kept as it is and nothing here can be saved over it: fix it or move it away, then open Remote targets again.</source>
        <translation>%1
该文件将保持原样，此处的内容不能保存覆盖它：请修复或移走它，然后重新打开“远程目标”。</translation>
    </message>
    <message>
        <source>Connects to the host as a run would (read-only: nothing is created there) and checks quark-cli, the GPUs, the disk%1.</source>
        <translation>像运行时一样连接到主机（只读：不会在那里创建任何东西），并检查 quark-cli、GPU、磁盘空间%1。</translation>
    </message>
    <message>
        <source> and the partition</source>
        <translation> 和分区</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>正在测试 %1…</translation>
    </message>
    <message>
        <source>Test of %1 failed:</source>
        <translation>%1 测试失败：</translation>
    </message>
    <message>
        <source>Test of %1 passed, with warnings:</source>
        <translation>%1 测试通过，但有警告：</translation>
    </message>
    <message>
        <source>Test of %1 passed:</source>
        <translation>%1 测试通过：</translation>
    </message>
    <message>
        <source>GPUs the job asks for (#SBATCH --gres=gpu:N). quark-cli needs at least one to quantize.</source>
        <translation>作业请求的 GPU 数（#SBATCH --gres=gpu:N）。quark-cli 至少需要一个 GPU 才能量化。</translation>
    </message>
    <message>
        <source>⚠ No GPU is requested: on most clusters the job then gets none, and quark-cli needs a GPU to quantize. Ask for at least 1.</source>
        <translation>⚠ 未请求 GPU：在大多数集群上，作业将得不到任何 GPU，而 quark-cli 需要 GPU 才能量化。请至少请求 1 个。</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Removes the selected target from the list. targets.json changes only when you press Save; Cancel brings it back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;从列表中移除所选目标。只有点击“保存”后 targets.json 才会改变；“取消”可以恢复它。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ptq::ui::VramPanel</name>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>GPU memory appears here while the run is going.</source>
        <translation>运行期间 GPU 显存会显示在此处。</translation>
    </message>
    <message>
        <source>No GPU monitor: none of nvidia-smi, amd-smi or rocm-smi is on PATH, so GPU memory cannot be shown.</source>
        <translation>没有 GPU 监视器：PATH 中没有 nvidia-smi、amd-smi 或 rocm-smi，因此无法显示 GPU 显存。</translation>
    </message>
    <message>
        <source>memory not reported</source>
        <translation>未报告显存</translation>
    </message>
    <message>
        <source> · %1% busy</source>
        <translation> · %1% 繁忙</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>total %1 GiB</source>
        <translation>共 %1 GiB</translation>
    </message>
    <message>
        <source>Waiting for the first reading from %1…</source>
        <translation>正在等待 %1 的首个读数…</translation>
    </message>
    <message>
        <source>No GPU memory was recorded for this run: none of nvidia-smi, amd-smi or rocm-smi was found.</source>
        <translation>此运行未记录 GPU 显存：nvidia-smi、amd-smi 和 rocm-smi 均未找到。</translation>
    </message>
    <message>
        <source>No GPU memory reading arrived from %1 during this run.</source>
        <translation>此运行期间未从 %1 收到任何 GPU 显存读数。</translation>
    </message>
    <message>
        <source>Reading the GPU memory trace %1…</source>
        <translation>正在读取 GPU 显存记录 %1…</translation>
    </message>
    <message>
        <source>The GPU memory trace %1 holds no readings.</source>
        <translation>GPU 显存记录 %1 中没有读数。</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>GPU %1 · %2</source>
        <translation>GPU %1 · %2</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>now %1 · peak %2 GiB</source>
        <translation>当前 %1 · 峰值 %2 GiB</translation>
    </message>
    <message>
        <source>peak %1 of %2 GiB</source>
        <translation>峰值 %1 / %2 GiB</translation>
    </message>
    <message>
        <source>peak %1 GiB</source>
        <translation>峰值 %1 GiB</translation>
    </message>
    <message>
        <source>GPU %1 peak %2 GiB</source>
        <translation>GPU %1 峰值 %2 GiB</translation>
    </message>
    <message>
        <source>measured by %1</source>
        <translation>由 %1 测量</translation>
    </message>
    <message>
        <source>The GPU memory trace of this run could not be written; its peak per GPU is in run_manifest.yaml.</source>
        <translation>无法写入此运行的 GPU 显存记录；每个 GPU 的峰值已记录在 run_manifest.yaml 中。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>ptq::ui::WorkspaceChooser</name>
    <message>
        <source>&lt;h2&gt;Choose a workspace&lt;/h2&gt;&lt;p&gt;A workspace is a folder that holds one quantization job: the model analysis, the plan, the run manifest, the logs of every run and their history. You can close PTQ Studio at any point and continue later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;选择工作区&lt;/h2&gt;&lt;p&gt;工作区是一个文件夹，保存一个量化任务：模型分析、计划、运行清单、每次运行的日志及其历史。您可以随时关闭 PTQ Studio，稍后继续。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pick or create an empty folder for a new job.</source>
        <translation>选择或创建一个空文件夹用于新任务。</translation>
    </message>
    <message>
        <source>Continue a job from its workspace folder.</source>
        <translation>从工作区文件夹继续一个任务。</translation>
    </message>
    <message>
        <source>Recent workspaces</source>
        <translation>最近的工作区</translation>
    </message>
    <message>
        <source>Opens a workspace with a tiny llama-style model that ships with PTQ Studio, so you can walk through analysis, plan and command offline.</source>
        <translation>打开一个包含随 PTQ Studio 附带的微型 llama 风格模型的工作区，您可以离线走完分析、计划和命令步骤。</translation>
    </message>
    <message>
        <source>Folder for the new workspace</source>
        <translation>新工作区的文件夹</translation>
    </message>
    <message>
        <source>Open a workspace folder</source>
        <translation>打开工作区文件夹</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1（缺失）</translation>
    </message>
    <message>
        <source>No recent workspaces yet.</source>
        <translation>还没有最近的工作区。</translation>
    </message>
    <message>
        <source>Choose a workspace</source>
        <translation>选择工作区</translation>
    </message>
    <message>
        <source>resumes at step %1</source>
        <translation>从第 %1 步继续</translation>
    </message>
    <message>
        <source>Finds the Python environments with AMD Quark on this machine, or sets up a new one.</source>
        <translation>查找本机上含有 AMD Quark 的 Python 环境，或搭建一个新环境。</translation>
    </message>
    <message>
        <source>Quark: the quark-cli on PATH, if there is one (step 3 checks it).</source>
        <translation>Quark：PATH 中的 quark-cli（如果有）（第 3 步会检查它）。</translation>
    </message>
    <message>
        <source>Quark: the environment %1 (step 3 checks it).</source>
        <translation>Quark：环境 %1（第 3 步会检查它）。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), the last %1</source>
        <translation>
            <numerusform>%n 次运行，最近一次：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;New workspace…</source>
        <translation>新建工作区(&amp;N)…</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Try with the bundled &amp;example</source>
        <translation>使用内置示例试用(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Quark environment…</source>
        <translation>Quark 环境(&amp;Q)…</translation>
    </message>
    <message>
        <source>&amp;Recent workspaces:</source>
        <translation>最近的工作区(&amp;R)：</translation>
    </message>
    <message>
        <source>%1, not accepted yet</source>
        <translation>%1，尚未接受</translation>
    </message>
</context>
</TS>
