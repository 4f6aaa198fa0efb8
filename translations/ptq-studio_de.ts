<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AcceleratorDetection</name>
    <message>
        <source>nvidia-smi driver %1 (NVIDIA&apos;s minimum driver per CUDA version)</source>
        <translation>Treiber %1 laut nvidia-smi (NVIDIAs Mindesttreiber je CUDA-Version)</translation>
    </message>
    <message>
        <source>The NVIDIA driver %1 is older than any CUDA 11 or newer.</source>
        <translation>Der NVIDIA-Treiber %1 ist älter als jeder Treiber für CUDA 11 oder neuer.</translation>
    </message>
    <message>
        <source>nvidia-smi answered but named no CUDA version.</source>
        <translation>nvidia-smi hat geantwortet, aber keine CUDA-Version genannt.</translation>
    </message>
    <message>
        <source>/opt/rocm/.info/version does not hold a version.</source>
        <translation>/opt/rocm/.info/version enthält keine Version.</translation>
    </message>
    <message>
        <source>amd-smi version named no ROCm version.</source>
        <translation>amd-smi version hat keine ROCm-Version genannt.</translation>
    </message>
    <message>
        <source>The amdgpu kernel driver is %1 (rocm-smi); that is not the ROCm version.</source>
        <translation>Der amdgpu-Kerneltreiber hat die Version %1 (rocm-smi); das ist nicht die ROCm-Version.</translation>
    </message>
    <message>
        <source>ROCm %1 is installed too; the NVIDIA GPU decides the build.</source>
        <translation>ROCm %1 ist ebenfalls installiert; die NVIDIA-GPU bestimmt den Build.</translation>
    </message>
</context>
<context>
    <name>Acceptance</name>
    <message>
        <source>There is no result to accept: the command has not run yet.</source>
        <translation>Es gibt kein Ergebnis zum Annehmen: Der Befehl ist noch nicht gelaufen.</translation>
    </message>
    <message>
        <source>There is no result to accept: the run ended %1.</source>
        <translation>Es gibt kein Ergebnis zum Annehmen: Der Lauf endete mit %1.</translation>
    </message>
    <message>
        <source>There is no verified output to accept (verification: %1).</source>
        <translation>Es gibt keine geprüfte Ausgabe zum Annehmen (Prüfung: %1).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The command recorded with this result no longer matches its approval; the result cannot be accepted.</source>
        <translation>Der mit diesem Ergebnis aufgezeichnete Befehl passt nicht mehr zu seiner Freigabe; das Ergebnis kann nicht angenommen werden.</translation>
    </message>
    <message>
        <source>There is no result to decline: the command has not finished.</source>
        <translation>Es gibt kein Ergebnis zum Ablehnen: Der Befehl ist nicht beendet.</translation>
    </message>
    <message>
        <source>Say why the result is declined (the reason is kept in the manifest).</source>
        <translation>Geben Sie an, warum das Ergebnis abgelehnt wird (der Grund wird im Manifest festgehalten).</translation>
    </message>
    <message>
        <source>The manifest has no result-acceptance checkpoint.</source>
        <translation>Das Manifest hat keinen Kontrollpunkt für die Ergebnisannahme.</translation>
    </message>
    <message>
        <source>The export does not load with transformers (%1), so it cannot be accepted as a complete result. Decline it with the reason, or change the scheme at Checkpoint 2.</source>
        <translation>Der Export lässt sich nicht mit transformers laden (%1), daher kann er nicht als vollständiges Ergebnis angenommen werden. Lehnen Sie ihn mit Begründung ab oder ändern Sie das Schema bei Checkpoint 2.</translation>
    </message>
    <message>
        <source>no reason recorded</source>
        <translation>keine Begründung vermerkt</translation>
    </message>
    <message>
        <source>The export checks approved with the command have not run yet (ptq-studio eval runs them).</source>
        <translation>Die mit dem Befehl freigegebenen Exportprüfungen sind noch nicht gelaufen (ptq-studio eval führt sie aus).</translation>
    </message>
</context>
<context>
    <name>AnalysisConfirmation</name>
    <message>
        <source>Quark&apos;s template is looked up by this type.</source>
        <translation>Die Quark-Vorlage wird über diesen Typ gesucht.</translation>
    </message>
    <message>
        <source>The user accepts running code from the model repository.</source>
        <translation>Der Benutzer erlaubt, Code aus dem Modell-Repository auszuführen.</translation>
    </message>
    <message>
        <source>This is not a model analysis, so it cannot be confirmed.</source>
        <translation>Dies ist keine Modellanalyse und kann daher nicht bestätigt werden.</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 Milliarden</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>, commit %1</source>
        <translation>, Commit %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>%1 decoder layers, hidden size %2, %3 attention heads (%4 KV)</source>
        <translation>%1 Decoder-Schichten, Hidden Size %2, %3 Attention-Heads (%4 KV)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>%1 quantizable Linear modules, %2</source>
        <translation>%1 quantisierbare Linear-Module, %2</translation>
    </message>
    <message>
        <source>Exclusions</source>
        <translation>Ausschlüsse</translation>
    </message>
    <message>
        <source>%1 (Quark template defaults)</source>
        <translation>%1 (Standard der Quark-Vorlage)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Signals</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>MoE %1 · multimodal %2 · pre-quantized %3 · remote code %4</source>
        <translation>MoE %1 · multimodal %2 · vorquantisiert %3 · Remote-Code %4</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Risiken</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>Hugging Face Hub</source>
        <translation>Hugging Face Hub</translation>
    </message>
    <message>
        <source>local folder</source>
        <translation>lokaler Ordner</translation>
    </message>
    <message>
        <source>Hugging Face cache</source>
        <translation>Hugging-Face-Cache</translation>
    </message>
    <message>
        <source>quark-cli has no template for model type &quot;%1&quot;.</source>
        <translation>quark-cli hat keine Vorlage für den Modelltyp „%1“.</translation>
    </message>
    <message>
        <source>Choose a supported model type.</source>
        <translation>Wählen Sie einen unterstützten Modelltyp.</translation>
    </message>
    <message>
        <source>counted from model.safetensors.index.json</source>
        <translation>gezählt aus model.safetensors.index.json</translation>
    </message>
    <message>
        <source>counted from the model.safetensors header</source>
        <translation>gezählt aus dem Header von model.safetensors</translation>
    </message>
    <message>
        <source>estimated from config.json</source>
        <translation>geschätzt aus config.json</translation>
    </message>
</context>
<context>
    <name>ArtifactIo</name>
    <message>
        <source>%1 expands to more than %2 values (YAML aliases?); refusing to read it.</source>
        <translation>%1 expandiert zu mehr als %2 Werten (YAML-Aliase?); wird nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 is nested more than %2 levels deep.</source>
        <translation>%1 ist tiefer als %2 Ebenen verschachtelt.</translation>
    </message>
    <message>
        <source>%1, line %2: a mapping key must be plain text.</source>
        <translation>%1, Zeile %2: Ein Mapping-Schlüssel muss einfacher Text sein.</translation>
    </message>
    <message>
        <source>%1, line %2: the key &quot;%3&quot; appears twice.</source>
        <translation>%1, Zeile %2: Der Schlüssel „%3“ kommt zweimal vor.</translation>
    </message>
    <message>
        <source>%1, line %2: nested deeper than this reader accepts.</source>
        <translation>%1, Zeile %2: tiefer verschachtelt, als dieser Leser akzeptiert.</translation>
    </message>
    <message>
        <source>%1, line %2: nested more than %3 levels deep.</source>
        <translation>%1, Zeile %2: tiefer als %3 Ebenen verschachtelt.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>%1 is %2; an artifact is at most %3, so it was not read.</source>
        <translation>%1 ist %2 groß; ein Artefakt hat höchstens %3, daher wurde es nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2; an artifact is never that large, so it was not read.</source>
        <translation>%1 ist größer als %2; so groß ist ein Artefakt nie, daher wurde es nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte 0x%2 at offset %3).</source>
        <translation>%1 ist kein UTF-8-Text (Byte 0x%2 an Offset %3).</translation>
    </message>
    <message>
        <source>%1 contains binary data (byte 0x%2 at offset %3), not text.</source>
        <translation>%1 enthält Binärdaten (Byte 0x%2 an Offset %3), keinen Text.</translation>
    </message>
    <message>
        <source>%1 is not valid JSON:%2</source>
        <translation>%1 ist kein gültiges JSON:%2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>%1 is not valid YAML: line %2, column %3: %4</source>
        <translation>%1 ist kein gültiges YAML: Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>%1 is not valid YAML: %2</source>
        <translation>%1 ist kein gültiges YAML: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source> Free some disk space and try again.</source>
        <translation> Geben Sie Speicherplatz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source> Choose a folder you can write to.</source>
        <translation> Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>%1, line %2: the tag %3 is not allowed here; an artifact holds plain text, numbers, booleans, lists and mappings only. Remove the tag.</source>
        <translation>%1, Zeile %2: Das Tag %3 ist hier nicht erlaubt; ein Artefakt enthält nur Text, Zahlen, Wahrheitswerte, Listen und Zuordnungen. Entfernen Sie das Tag.</translation>
    </message>
    <message>
        <source>%1, line %2: a second YAML document starts here; an artifact is one document. Remove the &quot;---&quot; and what follows it, or split the file.</source>
        <translation>%1, Zeile %2: Hier beginnt ein zweites YAML-Dokument; ein Artefakt ist ein einziges Dokument. Entfernen Sie das „---“ und alles danach, oder teilen Sie die Datei.</translation>
    </message>
    <message>
        <source>%1 holds more than one YAML document; an artifact is one document. Remove the second &quot;---&quot; and what follows it, or split the file.</source>
        <translation>%1 enthält mehr als ein YAML-Dokument; ein Artefakt ist ein einziges Dokument. Entfernen Sie das zweite „---“ und alles danach, oder teilen Sie die Datei.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, socket or device), so it was not read. Replace it with the file itself.</source>
        <translation>%1 ist keine reguläre Datei (ein FIFO, Socket oder Gerät) und wurde daher nicht gelesen. Ersetzen Sie sie durch die Datei selbst.</translation>
    </message>
    <message>
        <source>%1, line %2: the character U+%3 is not accepted raw by every YAML reader (PyYAML refuses it or reads it as a line break). Write it as the escape \u%3 inside double quotes, or remove it.</source>
        <translation>%1, Zeile %2: Das Zeichen U+%3 wird nicht von jedem YAML-Leser roh akzeptiert (PyYAML lehnt es ab oder liest es als Zeilenumbruch). Schreiben Sie es als Escape \u%3 in doppelten Anführungszeichen, oder entfernen Sie es.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; PTQ Studio does not write artifacts through links. Remove the link (or put the file itself there) and try again.</source>
        <translation>%1 ist ein symbolischer Link; PTQ Studio schreibt Artefakte nicht über Links. Entfernen Sie den Link (oder legen Sie die Datei selbst dorthin) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, socket or device); it was not written. Remove it and try again.</source>
        <translation>%1 ist keine reguläre Datei (ein FIFO, Socket oder Gerät) und wurde nicht geschrieben. Entfernen Sie sie und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Could not create a file in %1: %2.%3</source>
        <translation>In %1 konnte keine Datei angelegt werden: %2.%3</translation>
    </message>
    <message>
        <source>Could not create a temporary file in %1 to save %2.</source>
        <translation>In %1 konnte keine temporäre Datei zum Speichern von %2 angelegt werden.</translation>
    </message>
    <message>
        <source>Could not save %1: %2 (the previous version is unchanged).%3</source>
        <translation>%1 konnte nicht gespeichert werden: %2 (die vorherige Fassung ist unverändert).%3</translation>
    </message>
    <message>
        <source>%1 was written, but the folder %2 could not be synced to disk: %3</source>
        <translation>%1 wurde geschrieben, aber der Ordner %2 konnte nicht auf die Platte synchronisiert werden: %3</translation>
    </message>
</context>
<context>
    <name>CommandBuilder</name>
    <message>
        <source>The plan needs --%1, which %2 does not list.</source>
        <translation>Der Plan braucht --%1, das %2 nicht anbietet.</translation>
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
        <translation>Eine Konfigurationsdatei des Modells beginnt mit einer UTF-8-Bytereihenfolgemarke, die transformers ablehnt: quark-cli würde beim Laden des Modells scheitern.</translation>
    </message>
    <message>
        <source>The analysis of %1 lists it as a high risk (byte-order-mark).</source>
        <translation>Die Analyse von %1 führt sie als hohes Risiko (byte-order-mark).</translation>
    </message>
    <message>
        <source>Remove the mark (the file&apos;s first three bytes), analyse the model again and confirm.</source>
        <translation>Entfernen Sie die Marke (die ersten drei Bytes der Datei), analysieren Sie das Modell erneut und bestätigen Sie.</translation>
    </message>
    <message>
        <source>Looked for %1.</source>
        <translation>Gesucht wurde %1.</translation>
    </message>
    <message>
        <source>Choose the environment with Browse…, or clear the field to use quark-cli from PATH.</source>
        <translation>Wählen Sie die Umgebung mit „Durchsuchen…“, oder leeren Sie das Feld, um quark-cli aus PATH zu verwenden.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 has no bin/quark-cli: pick the venv or conda prefix where amd-quark is installed.</source>
        <translation>%1 enthält kein bin/quark-cli: Wählen Sie das venv- oder conda-Präfix, in dem amd-quark installiert ist.</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>im Cache</translation>
    </message>
    <message>
        <source>downloads from the Hub</source>
        <translation>wird vom Hub heruntergeladen</translation>
    </message>
    <message>
        <source>not cached; the Hub was not asked yet</source>
        <translation>nicht im Cache; der Hub wurde noch nicht abgefragt</translation>
    </message>
    <message>
        <source>quark-cli cannot load it</source>
        <translation>von quark-cli nicht ladbar</translation>
    </message>
    <message>
        <source>not cached, and the Hub is switched off</source>
        <translation>nicht im Cache, und der Hub ist abgeschaltet</translation>
    </message>
    <message>
        <source>not cached, and the Hub did not answer</source>
        <translation>nicht im Cache, und der Hub hat nicht geantwortet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The model %1</source>
        <translation>Das Modell %1</translation>
    </message>
    <message>
        <source>The evaluation dataset %1</source>
        <translation>Der Evaluierungsdatensatz %1</translation>
    </message>
    <message>
        <source>The calibration dataset %1</source>
        <translation>Der Kalibrierdatensatz %1</translation>
    </message>
    <message>
        <source>%1 cannot be loaded by quark-cli.</source>
        <translation>%1 kann von quark-cli nicht geladen werden.</translation>
    </message>
    <message>
        <source>%1 is not cached; whether the Hub can be reached to download it is not known.</source>
        <translation>%1 liegt nicht im Cache; ob der Hub zum Herunterladen erreichbar ist, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>%1 is not cached and the Hub is switched off: the run would fail after loading the model.</source>
        <translation>%1 liegt nicht im Cache, und der Hub ist abgeschaltet: Der Lauf würde nach dem Laden des Modells scheitern.</translation>
    </message>
    <message>
        <source>%1 is not cached and the Hub did not answer: the run would fail when it loads it, unless the network is back by then.</source>
        <translation>%1 liegt nicht im Cache, und der Hub hat nicht geantwortet: Der Lauf würde beim Laden scheitern, sofern das Netzwerk bis dahin nicht wieder verfügbar ist.</translation>
    </message>
    <message>
        <source>Target %1 (%2).</source>
        <translation>Ziel %1 (%2).</translation>
    </message>
    <message>
        <source>unknown until Slurm gives the job a node (it asks for %1 on partition %2); the VRAM panel shows the node&apos;s GPUs while it runs</source>
        <translation>unbekannt, bis Slurm dem Job einen Knoten zuweist (er fordert %1 auf Partition %2 an); die VRAM-Anzeige zeigt die GPUs des Knotens, während er läuft</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>the partition&apos;s default GPUs</source>
        <translation>die Standard-GPUs der Partition</translation>
    </message>
    <message>
        <source>(the default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>unknown — %1 lists no GPU (no nvidia-smi, amd-smi or rocm-smi answered there)</source>
        <translation>unbekannt — %1 führt keine GPU auf (dort hat weder nvidia-smi noch amd-smi noch rocm-smi geantwortet)</translation>
    </message>
    <message>
        <source>unknown until the target is checked</source>
        <translation>unbekannt, bis das Ziel geprüft ist</translation>
    </message>
    <message>
        <source>unknown — %1 could not be reached to list its GPUs</source>
        <translation>unbekannt — %1 war nicht erreichbar, um seine GPUs aufzulisten</translation>
    </message>
    <message>
        <source>A weight file of the model is damaged (its size disagrees with its safetensors header): quark-cli would fail when it loads the model.</source>
        <translation>Eine Gewichtsdatei des Modells ist beschädigt (ihre Größe passt nicht zu ihrem safetensors-Header): quark-cli würde beim Laden des Modells scheitern.</translation>
    </message>
    <message>
        <source>The analysis of %1 lists it as a high risk (shard-size-mismatch), naming the file.</source>
        <translation>Die Analyse von %1 führt dies als hohes Risiko (shard-size-mismatch) und nennt die Datei.</translation>
    </message>
    <message>
        <source>Re-download the file page 1 names, analyse the model again and confirm.</source>
        <translation>Laden Sie die auf Seite 1 genannte Datei erneut herunter, analysieren Sie das Modell erneut und bestätigen Sie.</translation>
    </message>
    <message>
        <source>There is no Python interpreter beside %1 (%2 is missing), so the export checks (the original&apos;s perplexity, the load check), which run in the run&apos;s Python environment, cannot run here; the export is still verified.</source>
        <translation>Neben %1 gibt es keinen Python-Interpreter (%2 fehlt), daher können die Exportprüfungen (die Perplexität des Originals, die Ladeprüfung), die in der Python-Umgebung des Laufs laufen, hier nicht ausgeführt werden; der Export wird trotzdem geprüft.</translation>
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
        <translation>nichts</translation>
    </message>
    <message>
        <source>the command (%1)</source>
        <translation>der Befehl (%1)</translation>
    </message>
    <message>
        <source>the environment variables it runs with</source>
        <translation>die Umgebungsvariablen, mit denen er läuft</translation>
    </message>
    <message>
        <source>the output folder</source>
        <translation>der Ausgabeordner</translation>
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
        <translation>der Arbeitsbereichsordner</translation>
    </message>
    <message>
        <source>the export checks after it</source>
        <translation>die Exportprüfungen danach</translation>
    </message>
    <message>
        <source>where it runs (the target)</source>
        <translation>der Ausführungsort (das Ziel)</translation>
    </message>
    <message>
        <source>the script the target runs</source>
        <translation>das Skript, das das Ziel ausführt</translation>
    </message>
    <message>
        <source>The earlier approval no longer matches what it binds (it was made by another version of PTQ Studio or edited by hand); the command itself is unchanged. Approve it again to run it.</source>
        <translation>Die frühere Freigabe passt nicht mehr zu dem, woran sie gebunden ist (sie stammt von einer anderen Version von PTQ Studio oder wurde von Hand bearbeitet); der Befehl selbst ist unverändert. Geben Sie ihn erneut frei, um ihn auszuführen.</translation>
    </message>
    <message>
        <source>The earlier approval was voided because %1 changed. Approve the new command to run it.</source>
        <translation>Die frühere Freigabe wurde ungültig, weil sich %1 geändert hat. Geben Sie den neuen Befehl frei, um ihn auszuführen.</translation>
    </message>
    <message>
        <source>The approval recorded in run_manifest.yaml does not match the command written there: the file was changed after it was approved, so that approval is void. Read the command built now, then approve it.</source>
        <translation>Die in run_manifest.yaml festgehaltene Freigabe passt nicht zum dort stehenden Befehl: Die Datei wurde nach der Freigabe geändert, daher ist diese Freigabe ungültig. Lesen Sie den jetzt erstellten Befehl und geben Sie ihn dann frei.</translation>
    </message>
    <message>
        <source>Then check again: Check again on page 3, or ptq-studio manifest once more.</source>
        <translation>Dann erneut prüfen: „Erneut prüfen“ auf Seite 3 oder ptq-studio manifest noch einmal.</translation>
    </message>
</context>
<context>
    <name>DataRoots</name>
    <message>
        <source>named by environments.json</source>
        <translation>in environments.json genannt</translation>
    </message>
    <message>
        <source>a Python environment, which does not survive a move</source>
        <translation>eine Python-Umgebung, die ein Verschieben nicht übersteht</translation>
    </message>
    <message>
        <source>an identical copy is already at %1, but this one cannot be removed</source>
        <translation>eine identische Kopie liegt bereits in %1, aber diese hier lässt sich nicht entfernen</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>der Ordner %1 lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created, so nothing was moved</source>
        <translation>%1: Der Ordner lässt sich nicht anlegen, daher wurde nichts verschoben</translation>
    </message>
    <message>
        <source>%1: the lock file cannot be created, so nothing was moved</source>
        <translation>%1: Die Sperrdatei lässt sich nicht anlegen, daher wurde nichts verschoben</translation>
    </message>
    <message>
        <source> See %1.</source>
        <translation> Siehe %1.</translation>
    </message>
    <message>
        <source>ptq-studio: another PTQ Studio is moving the data folders (%1); this one uses them as they are.</source>
        <translation>ptq-studio: Ein anderes PTQ Studio verschiebt gerade die Datenordner (%1); dieses verwendet sie so, wie sie sind.</translation>
    </message>
    <message numerus="yes">
        <source>ptq-studio: %n file(s) existed in both the old and the new data folder; the old copies are kept beside them under names with .%1 (first: %2).</source>
        <translation>
            <numerusform>ptq-studio: %n Datei gab es sowohl im alten als auch im neuen Datenordner; die alte Kopie bleibt daneben unter einem Namen mit .%1 erhalten (erste: %2).</numerusform>
            <numerusform>ptq-studio: %n Dateien gab es sowohl im alten als auch im neuen Datenordner; die alten Kopien bleiben daneben unter Namen mit .%1 erhalten (erste: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ptq-studio: %n file(s) could not be moved to the new data folders and stay where they were (first: %1).</source>
        <translation>
            <numerusform>ptq-studio: %n Datei ließ sich nicht in die neuen Datenordner verschieben und bleibt, wo sie war (erste: %1).</numerusform>
            <numerusform>ptq-studio: %n Dateien ließen sich nicht in die neuen Datenordner verschieben und bleiben, wo sie waren (erste: %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DatasetCache</name>
    <message>
        <source>%1 is not in the datasets cache (%2 does not exist).</source>
        <translation>%1 ist nicht im datasets-Cache (%2 existiert nicht).</translation>
    </message>
    <message>
        <source>datasets would stop at %1: %2</source>
        <translation>datasets würde bei %1 abbrechen: %2</translation>
    </message>
    <message>
        <source>The datasets cache has no complete copy of %1 (%2).</source>
        <translation>Der datasets-Cache hat keine vollständige Kopie von %1 (%2).</translation>
    </message>
    <message>
        <source>The datasets cache has no copy of %1 with the configuration %2 (%3).</source>
        <translation>Der datasets-Cache hat keine Kopie von %1 mit der Konfiguration %2 (%3).</translation>
    </message>
    <message>
        <source>Cached configurations: %1.</source>
        <translation>Konfigurationen im Cache: %1.</translation>
    </message>
    <message>
        <source>The datasets cache holds several configurations of %1 (%2) and the run names none, so datasets refuses to choose (%3).</source>
        <translation>Der datasets-Cache enthält mehrere Konfigurationen von %1 (%2), und der Lauf nennt keine, daher wählt datasets keine davon aus (%3).</translation>
    </message>
    <message>
        <source>The cached copy of %1 at %2 has no split &quot;%3&quot; (it has: %4).</source>
        <translation>Die Kopie von %1 unter %2 im Cache hat keinen Split „%3“ (vorhanden: %4).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The cached copy of %1 is incomplete: %2 is missing.</source>
        <translation>Die Kopie von %1 im Cache ist unvollständig: %2 fehlt.</translation>
    </message>
</context>
<context>
    <name>DatasetNeeds</name>
    <message>
        <source>split %1</source>
        <translation>Split %1</translation>
    </message>
    <message>
        <source>quark-cli 0.13 has no loader for the calibration dataset &quot;%1&quot; (it loads only %2).</source>
        <translation>quark-cli 0.13 hat keinen Loader für den Kalibrierdatensatz „%1“ (es lädt nur %2).</translation>
    </message>
    <message>
        <source>quark-cli 0.13 has no evaluation dataset &quot;%1&quot; (it knows wikitext and wikitext_gpt_oss_120b).</source>
        <translation>quark-cli 0.13 kennt keinen Evaluierungsdatensatz „%1“ (es kennt wikitext und wikitext_gpt_oss_120b).</translation>
    </message>
</context>
<context>
    <name>DiffReviewer</name>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Timestamps and paths</source>
        <translation>Zeitstempel und Pfade</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1: %2 hinzugefügt</translation>
    </message>
    <message>
        <source>%1: removed %2</source>
        <translation>%1: %2 entfernt</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>Compare: %1 ↔ %2</source>
        <translation>Vergleich: %1 ↔ %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algorithmen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Calibration samples</source>
        <translation>Kalibrierstichproben</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batchgröße</translation>
    </message>
    <message>
        <source>Calibration dataset</source>
        <translation>Kalibrierdatensatz</translation>
    </message>
    <message>
        <source>Excluded layers</source>
        <translation>Ausgeschlossene Schichten</translation>
    </message>
    <message>
        <source>template defaults</source>
        <translation>Standard der Vorlage</translation>
    </message>
    <message>
        <source>Layer overrides</source>
        <translation>Schicht-Overrides</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>one</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>several</source>
        <translation>mehrere</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>during %1</source>
        <translation>während %1</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Beendigung</translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation>Signal %1</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>Perplexity</source>
        <translation>Perplexität</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>Export size</source>
        <translation>Exportgröße</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <source>exclusions %1</source>
        <translation>Ausschlüsse %1</translation>
    </message>
    <message>
        <source>Scheme %1 → %2</source>
        <translation>Schema %1 → %2</translation>
    </message>
    <message>
        <source>KV cache %1 → %2</source>
        <translation>KV-Cache %1 → %2</translation>
    </message>
    <message>
        <source>samples %1 → %2</source>
        <translation>Stichproben %1 → %2</translation>
    </message>
    <message>
        <source>seq len %1 → %2</source>
        <translation>Sequenzlänge %1 → %2</translation>
    </message>
    <message>
        <source>batch size %1 → %2</source>
        <translation>Batchgröße %1 → %2</translation>
    </message>
    <message>
        <source>dataset %1 → %2</source>
        <translation>Datensatz %1 → %2</translation>
    </message>
    <message>
        <source>exclusions %1 → %2</source>
        <translation>Ausschlüsse %1 → %2</translation>
    </message>
    <message>
        <source>layer overrides changed</source>
        <translation>Schicht-Overrides geändert</translation>
    </message>
    <message>
        <source>devices %1 → %2</source>
        <translation>Geräte %1 → %2</translation>
    </message>
    <message>
        <source>model %1 → %2</source>
        <translation>Modell %1 → %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>verification %1 → %2</source>
        <translation>Prüfung %1 → %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>set</source>
        <translation>gesetzt</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>d MMM HH:mm</source>
        <extracomment>QDateTime formats: day, month and time; the same with the year (for a year other than this one)</extracomment>
        <translation>d. MMM HH:mm</translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <translation>d. MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>environment problem</source>
        <translation>Umgebungsproblem</translation>
    </message>
    <message>
        <source>calibration data problem</source>
        <translation>Problem mit den Kalibrierdaten</translation>
    </message>
    <message>
        <source>model did not load</source>
        <translation>Modell wurde nicht geladen</translation>
    </message>
    <message>
        <source>incompatible versions</source>
        <translation>inkompatible Versionen</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <source>configuration problem</source>
        <translation>Konfigurationsproblem</translation>
    </message>
    <message>
        <source>quantization error</source>
        <translation>Quantisierungsfehler</translation>
    </message>
    <message>
        <source>export error</source>
        <translation>Exportfehler</translation>
    </message>
    <message>
        <source>evaluation error</source>
        <translation>Evaluierungsfehler</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Subcommand</source>
        <translation>Unterbefehl</translation>
    </message>
    <message>
        <source>Word %1</source>
        <translation>Wort %1</translation>
    </message>
    <message>
        <source>No differences in plan, command or outcome</source>
        <translation>Keine Unterschiede in Plan, Befehl oder Ergebnis</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n environment difference(s)</source>
        <translation>
            <numerusform>%n Unterschied in der Umgebung</numerusform>
            <numerusform>%n Unterschiede in der Umgebung</numerusform>
        </translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>a list of %1</source>
        <translation>eine Liste mit %1 Einträgen</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>aufgezeichnet</translation>
    </message>
    <message>
        <source>Size against the original</source>
        <translation>Größe im Vergleich zum Original</translation>
    </message>
    <message>
        <source>%1 % of the original&apos;s size</source>
        <translation>%1 % der Größe des Originals</translation>
    </message>
    <message>
        <source>Original&apos;s perplexity</source>
        <translation>Perplexität des Originals</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>%1× the original&apos;s, within %2×</source>
        <translation>%1× so hoch wie beim Original, innerhalb von %2×</translation>
    </message>
    <message>
        <source>%1× the original&apos;s, above %2×</source>
        <translation>%1× so hoch wie beim Original, über %2×</translation>
    </message>
    <message>
        <source>Load check</source>
        <translation>Ladeprüfung</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>loads with transformers</source>
        <translation>lässt sich mit transformers laden</translation>
    </message>
    <message>
        <source>does not load with transformers</source>
        <translation>lässt sich nicht mit transformers laden</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>not run yet</source>
        <translation>noch nicht gelaufen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>partly done</source>
        <translation>teilweise fertig</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>not approved yet</source>
        <translation>noch nicht freigegeben</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Ausgabeordner</translation>
    </message>
    <message>
        <source>Quantization config</source>
        <translation>Quantisierungskonfiguration</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Exclusions</source>
        <translation>Ausschlüsse</translation>
    </message>
    <message>
        <source>Excluded modules</source>
        <translation>Ausgeschlossene Module</translation>
    </message>
    <message>
        <source>Layer overrides</source>
        <translation>Schicht-Overrides</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>KV-cache scales</source>
        <translation>KV-Cache-Skalen</translation>
    </message>
    <message>
        <source>Shard index</source>
        <translation>Shard-Index</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>Shards</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Weight types</source>
        <translation>Gewichtstypen</translation>
    </message>
    <message>
        <source>Quantized tensors</source>
        <translation>Quantisierte Tensoren</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>Generation config</source>
        <translation>Generierungskonfiguration</translation>
    </message>
    <message>
        <source>Non-regular files</source>
        <translation>Keine regulären Dateien</translation>
    </message>
    <message>
        <source>Known to load in transformers</source>
        <translation>Bekanntermaßen in transformers ladbar</translation>
    </message>
</context>
<context>
    <name>EnvDefaults</name>
    <message>
        <source>%1 is a file, not a folder: choose a new folder.</source>
        <translation>%1 ist eine Datei, kein Ordner: Wählen Sie einen neuen Ordner.</translation>
    </message>
    <message>
        <source>%1 already holds files: choose a new or an empty folder.</source>
        <translation>%1 enthält bereits Dateien: Wählen Sie einen neuen oder einen leeren Ordner.</translation>
    </message>
    <message>
        <source>%1 is a file, so no folder can be made under it: choose another place.</source>
        <translation>%1 ist eine Datei, darunter kann also kein Ordner angelegt werden: Wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>You cannot write to %1, so the environment cannot be made there: choose a folder in your home folder, e.g. under %2.</source>
        <translation>Sie haben keine Schreibrechte für %1, daher kann die Umgebung dort nicht angelegt werden: Wählen Sie einen Ordner in Ihrem Home-Ordner, z. B. unter %2.</translation>
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
        <translation>Sie wird gerade eingerichtet.</translation>
    </message>
    <message>
        <source>Its setup did not finish or it was changed since: repair it with ptq-studio env repair %1, or remove it.</source>
        <translation>Ihre Einrichtung wurde nicht abgeschlossen oder sie wurde seitdem geändert: Reparieren Sie sie mit ptq-studio env repair %1, oder entfernen Sie sie.</translation>
    </message>
    <message>
        <source>Its setup did not finish (%1 has no .ptq-ready marker).</source>
        <translation>Ihre Einrichtung wurde nicht abgeschlossen (%1 hat keine .ptq-ready-Markierung).</translation>
    </message>
    <message>
        <source>the quark-cli on PATH</source>
        <translation>das quark-cli in PATH</translation>
    </message>
    <message>
        <source>set up by PTQ Studio</source>
        <translation>von PTQ Studio eingerichtet</translation>
    </message>
    <message>
        <source>PTQ Studio&apos;s environment cache</source>
        <translation>Umgebungs-Cache von PTQ Studio</translation>
    </message>
    <message>
        <source>conda environment</source>
        <translation>conda-Umgebung</translation>
    </message>
    <message>
        <source>virtual environment</source>
        <translation>virtuelle Umgebung</translation>
    </message>
    <message>
        <source>the environments PTQ Studio set up (%1)</source>
        <translation>die von PTQ Studio eingerichteten Umgebungen (%1)</translation>
    </message>
    <message>
        <source>conda (%1)</source>
        <translation>conda (%1)</translation>
    </message>
    <message>
        <source>virtual environments (%1)</source>
        <translation>virtuelle Umgebungen (%1)</translation>
    </message>
</context>
<context>
    <name>EnvRecipeBuilder</name>
    <message>
        <source>Managed lock line %1 cannot be read: %2</source>
        <translation>Zeile %1 der verwalteten Lock-Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No GPU that PyTorch can use was found: the CPU build.</source>
        <translation>Keine GPU gefunden, die PyTorch nutzen kann: der CPU-Build.</translation>
    </message>
    <message>
        <source>The %1 version of this machine is unknown, so no GPU build can be chosen: the CPU build.</source>
        <translation>Die %1-Version dieser Maschine ist unbekannt, daher lässt sich kein GPU-Build wählen: der CPU-Build.</translation>
    </message>
    <message>
        <source>torch %1 has no %2 build: the CPU build.</source>
        <translation>Für torch %1 gibt es keinen %2-Build: der CPU-Build.</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA %1, but torch %2 is built for CUDA %3 only: the CPU build. A newer driver lets PyTorch use the GPU.</source>
        <translation>Der NVIDIA-Treiber unterstützt CUDA %1, torch %2 ist aber nur für CUDA %3 gebaut: der CPU-Build. Mit einem neueren Treiber kann PyTorch die GPU nutzen.</translation>
    </message>
    <message>
        <source>ROCm %1 is installed, but torch %2 is built for ROCm %3 only: the CPU build. A matching ROCm lets PyTorch use the GPU.</source>
        <translation>ROCm %1 ist installiert, torch %2 ist aber nur für ROCm %3 gebaut: der CPU-Build. Mit einem passenden ROCm kann PyTorch die GPU nutzen.</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA %1: the newest fitting build of torch %2 is %3.</source>
        <translation>Der NVIDIA-Treiber unterstützt CUDA %1: Der neueste passende Build von torch %2 ist %3.</translation>
    </message>
    <message>
        <source>ROCm %1 is installed: the fitting build of torch %2 is %3.</source>
        <translation>ROCm %1 ist installiert: Der passende Build von torch %2 ist %3.</translation>
    </message>
    <message>
        <source>The Python interpreter must be given as an absolute path, not &quot;%1&quot;.</source>
        <translation>Der Python-Interpreter muss als absoluter Pfad angegeben werden, nicht „%1“.</translation>
    </message>
    <message>
        <source>The environment&apos;s folder must be an absolute path, not &quot;%1&quot;.</source>
        <translation>Der Ordner der Umgebung muss ein absoluter Pfad sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Lock line %1 is not one package pinned with ==: %2</source>
        <translation>Zeile %1 der Lock-Datei ist nicht genau ein mit == festgelegtes Paket: %2</translation>
    </message>
    <message>
        <source>The lock names %1 twice.</source>
        <translation>Die Lock-Datei nennt %1 zweimal.</translation>
    </message>
    <message>
        <source>The lock pins no torch and torchvision.</source>
        <translation>Die Lock-Datei legt torch und torchvision nicht beide fest.</translation>
    </message>
    <message>
        <source>The managed lock lists no PyTorch builds of torch %1.</source>
        <translation>Die verwaltete Lock-Datei listet keine PyTorch-Builds von torch %1.</translation>
    </message>
    <message>
        <source>The managed lock lists no CPU build of torch %1.</source>
        <translation>Die verwaltete Lock-Datei listet keinen CPU-Build von torch %1.</translation>
    </message>
    <message>
        <source>PIP_INDEX_URL is set (%1): pip takes the packages from that index.</source>
        <translation>PIP_INDEX_URL ist gesetzt (%1): pip bezieht die Pakete aus diesem Index.</translation>
    </message>
    <message>
        <source>PIP_EXTRA_INDEX_URL is set (%1): pip looks there too.</source>
        <translation>PIP_EXTRA_INDEX_URL ist gesetzt (%1): pip sucht auch dort.</translation>
    </message>
    <message>
        <source>PyTorch comes from pip&apos;s own configuration, not from a PyTorch index: which build (%1 was chosen) that index serves is up to it.</source>
        <translation>PyTorch kommt aus der eigenen Konfiguration von pip, nicht aus einem PyTorch-Index: Welchen Build dieser Index liefert (gewählt wurde %1), liegt bei ihm.</translation>
    </message>
    <message>
        <source>Create the Python environment %1.</source>
        <translation>Python-Umgebung %1 anlegen.</translation>
    </message>
    <message>
        <source>Download and install torch %1 (the %2 build) and torchvision %3, with the libraries that build needs.</source>
        <translation>torch %1 (den %2-Build) und torchvision %3 samt den Bibliotheken, die dieser Build braucht, herunterladen und installieren.</translation>
    </message>
    <message>
        <source>The download of the %1 build has not been measured.</source>
        <translation>Die Downloadgröße des %1-Builds wurde nicht gemessen.</translation>
    </message>
    <message>
        <source>About %1 (±%2 %), from packaging/quark-env-managed.lock.</source>
        <translation>Etwa %1 (±%2 %), laut packaging/quark-env-managed.lock.</translation>
    </message>
    <message>
        <source>The lock names nothing besides the PyTorch build.</source>
        <translation>Die Lock-Datei nennt nichts außer dem PyTorch-Build.</translation>
    </message>
    <message>
        <source>About %1, measured (pip download) for every package of the lock.</source>
        <translation>Etwa %1, gemessen (pip download) für jedes Paket der Lock-Datei.</translation>
    </message>
    <message>
        <source>Unknown: no measured size for %1.</source>
        <translation>Unbekannt: keine gemessene Größe für %1.</translation>
    </message>
    <message>
        <source>%1 come with the PyTorch build: pip installs the versions torch pins, from its index.</source>
        <translation>%1 kommen mit dem PyTorch-Build: pip installiert die Versionen, die torch festlegt, aus dessen Index.</translation>
    </message>
    <message>
        <source>Check that the packages import and that torch is %1.</source>
        <translation>Prüfen, ob sich die Pakete importieren lassen und torch %1 ist.</translation>
    </message>
    <message>
        <source>Start quark-cli once: it compiles its kernels into %1 (a few minutes, once).</source>
        <translation>quark-cli einmal starten: Es kompiliert seine Kernel nach %1 (einige Minuten, nur einmal).</translation>
    </message>
    <message>
        <source>%1 is not installed in %2; a repair does not install the PyTorch build: set up a new environment.</source>
        <translation>%1 ist in %2 nicht installiert; eine Reparatur installiert den PyTorch-Build nicht: Richten Sie eine neue Umgebung ein.</translation>
    </message>
    <message>
        <source>%1 %2 is installed in %3, the lock wants %4; a repair does not change the PyTorch build: set up a new environment.</source>
        <translation>In %3 ist %1 %2 installiert, die Lock-Datei verlangt %4; eine Reparatur ändert den PyTorch-Build nicht: Richten Sie eine neue Umgebung ein.</translation>
    </message>
    <message numerus="yes">
        <source>Install the %n package(s) that are missing or differ from the lock (%1), exactly as pinned.</source>
        <translation>
            <numerusform>Das %n Paket, das fehlt oder von der Lock-Datei abweicht (%1), genau in der festgelegten Version installieren.</numerusform>
            <numerusform>Die %n Pakete, die fehlen oder von der Lock-Datei abweichen (%1), genau in den festgelegten Versionen installieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>About %1, measured (pip download) for these packages.</source>
        <translation>Etwa %1, gemessen (pip download) für diese Pakete.</translation>
    </message>
    <message>
        <source>Every package of the lock is installed as pinned; the checks run again.</source>
        <translation>Jedes Paket der Lock-Datei ist in der festgelegten Version installiert; die Prüfungen laufen erneut.</translation>
    </message>
    <message>
        <source>Download and install torch %1 and torchvision %2 from pip&apos;s configured index, with the libraries they need.</source>
        <translation>torch %1 und torchvision %2 aus dem in pip konfigurierten Paketindex herunterladen und installieren, mit den Bibliotheken, die sie brauchen.</translation>
    </message>
    <message>
        <source>Unknown: it depends on the build pip&apos;s index serves (PyPI&apos;s own is a CUDA build, about 3 GB with its libraries).</source>
        <translation>Unbekannt: Das hängt vom Build ab, den der Index von pip liefert (der von PyPI selbst ist ein CUDA-Build, etwa 3 GB mit seinen Bibliotheken).</translation>
    </message>
    <message>
        <source>The folder %1 has a space in its path. amd-quark compiles its kernels inside the environment on first use, and that build splits such paths (&quot;ld: cannot find …&quot;). Choose a folder without spaces.</source>
        <translation>Der Pfad des Ordners %1 enthält ein Leerzeichen. amd-quark kompiliert seine Kernel beim ersten Start in der Umgebung, und dieser Build trennt solche Pfade auf („ld: cannot find …“). Wählen Sie einen Ordner ohne Leerzeichen.</translation>
    </message>
    <message>
        <source>Type or choose the folder for the new environment.</source>
        <translation>Geben Sie den Ordner für die neue Umgebung ein, oder wählen Sie ihn aus.</translation>
    </message>
    <message>
        <source>The environment&apos;s folder must be an absolute path (starting with /), not &quot;%1&quot;.</source>
        <translation>Der Ordner der Umgebung muss ein absoluter Pfad sein (beginnend mit /), nicht „%1“.</translation>
    </message>
    <message>
        <source>With this CPU build of PyTorch, quark-cli %1 cannot quantize: it places the model over the GPUs&apos; memory only, so without a GPU the whole model lands on disk and every run fails (&quot;The available GPU memory is insufficient…&quot;). The environment is still useful to prepare and check commands here, for example to run them on a remote target that has a GPU.</source>
        <translation>Mit diesem CPU-Build von PyTorch kann quark-cli %1 nicht quantisieren: Es verteilt das Modell nur über den Speicher der GPUs, daher landet ohne GPU das ganze Modell auf der Festplatte und jeder Lauf scheitert (&quot;The available GPU memory is insufficient…&quot;). Nützlich ist die Umgebung trotzdem, um hier Befehle vorzubereiten und zu prüfen, etwa um sie auf einem entfernten Ziel mit GPU auszuführen.</translation>
    </message>
    <message numerus="yes">
        <source>Install the other %n package(s) the lock pins (amd-quark, transformers, datasets, …), exactly as pinned; pip keeps those the PyTorch step already installed at that version.</source>
        <translation>
            <numerusform>Das %n weitere Paket, das die Lock-Datei festlegt (amd-quark, transformers, datasets, …), genau in der festgelegten Version installieren; pip behält die Pakete, die der PyTorch-Schritt bereits in dieser Version installiert hat.</numerusform>
            <numerusform>Die %n weiteren Pakete, die die Lock-Datei festlegt (amd-quark, transformers, datasets, …), genau in den festgelegten Versionen installieren; pip behält die Pakete, die der PyTorch-Schritt bereits in dieser Version installiert hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lock pins %1 without --hash lines. Its packages are installed in pip&apos;s hash-checking mode, which needs the sha256 of every file; write them with packaging/lock-hashes.py.</source>
        <translation>Die Lock-Datei legt %1 ohne --hash-Zeilen fest. Ihre Pakete werden im Hash-Prüfmodus von pip installiert, der den sha256-Wert jeder Datei braucht; schreiben Sie die Hashes mit packaging/lock-hashes.py.</translation>
    </message>
    <message>
        <source>The lock&apos;s packages are installed in pip&apos;s hash-checking mode: each download must match a sha256 hash the lock lists for it, or pip installs nothing. PyTorch is not checked this way: torch, torchvision and the libraries of the build come from the PyTorch index (or pip&apos;s own), whose files the lock does not list, and what that step brings at a version the lock pins (numpy, pillow, …) is kept as it is.</source>
        <translation>Die Pakete der Lock-Datei werden im Hash-Prüfmodus von pip installiert: Jeder Download muss einem sha256-Hash entsprechen, den die Lock-Datei für ihn aufführt, sonst installiert pip nichts. PyTorch wird so nicht geprüft: torch, torchvision und die Bibliotheken des Builds kommen aus dem PyTorch-Index (oder dem von pip), dessen Dateien die Lock-Datei nicht aufführt, und was dieser Schritt in einer Version mitbringt, die die Lock-Datei festlegt (numpy, pillow, …), bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>a control character</source>
        <translation>ein Steuerzeichen</translation>
    </message>
    <message>
        <source>The folder %1 has %2 in its path. amd-quark compiles its kernels inside the environment on first use, and that build writes the path unescaped into its build.ninja, where $ and : are special, so the build fails after the whole download. Choose a folder without $, : or control characters.</source>
        <translation>Der Ordner %1 enthält %2 in seinem Pfad. amd-quark kompiliert seine Kernel beim ersten Gebrauch innerhalb der Umgebung, und dieser Build schreibt den Pfad unmaskiert in seine build.ninja, in der $ und : Sonderzeichen sind; der Build scheitert also erst nach dem gesamten Download. Wählen Sie einen Ordner ohne $, : oder Steuerzeichen.</translation>
    </message>
    <message>
        <source>uv&apos;s lock (packaging/uv-tool.lock) pins no uv with its hashes: pip installs.</source>
        <translation>Die Sperrdatei von uv (packaging/uv-tool.lock) legt kein uv mit seinen Hashes fest: pip installiert.</translation>
    </message>
    <message>
        <source>uv&apos;s pinned wheel is for x86_64 machines, and this one is %1: pip installs.</source>
        <translation>Das festgelegte Wheel von uv ist für x86_64-Rechner, dieser ist %1: pip installiert.</translation>
    </message>
    <message>
        <source>pip&apos;s settings could not be read (%1); uv reads no pip.conf, so it could look elsewhere than pip would: pip installs.</source>
        <translation>Die Einstellungen von pip ließen sich nicht lesen (%1); uv liest keine pip.conf und könnte daher anderswo suchen als pip: pip installiert.</translation>
    </message>
    <message>
        <source>not asked yet</source>
        <translation>noch nicht abgefragt</translation>
    </message>
    <message>
        <source>No folder for uv&apos;s cache is known: pip installs.</source>
        <translation>Kein Ordner für den Cache von uv ist bekannt: pip installiert.</translation>
    </message>
    <message>
        <source>pip is configured with %1, which uv cannot follow: pip installs, as configured.</source>
        <translation>pip ist mit %1 eingerichtet, dem uv nicht folgen kann: pip installiert, wie eingerichtet.</translation>
    </message>
    <message>
        <source>uv %1 installs the packages: the same pins from the same indexes as pip, in about half pip&apos;s time. It keeps what it downloads in %2 and links the files into the environment from there, so another environment of this lock takes seconds and little disk; deleting that folder frees the space and leaves every environment whole.</source>
        <translation>uv %1 installiert die Pakete: dieselben Versionen aus denselben Indizes wie pip, in etwa der halben Zeit von pip. Es hält seine Downloads in %2 und verlinkt die Dateien von dort in die Umgebung, sodass eine weitere Umgebung mit dieser Sperrdatei Sekunden und wenig Platz kostet; wer diesen Ordner löscht, gewinnt den Platz zurück, und jede Umgebung bleibt vollständig.</translation>
    </message>
    <message>
        <source>uv reads no pip.conf: pip&apos;s settings are handed to it: %1.</source>
        <translation>uv liest keine pip.conf: Die Einstellungen von pip werden ihm übergeben: %1.</translation>
    </message>
    <message>
        <source>uv installs them.</source>
        <translation>uv installiert sie.</translation>
    </message>
    <message>
        <source>Install the other packages the lock pins (amd-quark, transformers, datasets, …) with uv, exactly as pinned, each download checked against the lock&apos;s sha256 hashes; what the PyTorch step already installed at that version stays.</source>
        <translation>Die übrigen Pakete der Sperrdatei (amd-quark, transformers, datasets, …) mit uv installieren, genau wie festgelegt, jeden Download geprüft gegen die sha256-Hashes der Sperrdatei; was der PyTorch-Schritt bereits in dieser Version installiert hat, bleibt.</translation>
    </message>
    <message>
        <source>Install uv %1 into the environment with pip, its download checked against the sha256 hashes of packaging/uv-tool.lock: it installs the packages below.</source>
        <translation>uv %1 mit pip in die Umgebung installieren, den Download geprüft gegen die sha256-Hashes von packaging/uv-tool.lock: Es installiert die Pakete darunter.</translation>
    </message>
    <message>
        <source>Unknown: no measured size for uv %1.</source>
        <translation>Unbekannt: keine gemessene Größe für uv %1.</translation>
    </message>
    <message>
        <source>About %1, measured (pip download) for Linux x86_64.</source>
        <translation>Etwa %1, gemessen (pip download) für Linux x86_64.</translation>
    </message>
    <message>
        <source>The lock&apos;s packages are installed in uv&apos;s hash-checking mode: each download must match a sha256 hash the lock lists for it, or uv installs nothing. PyTorch is not checked this way: torch, torchvision and the libraries of the build come from the PyTorch index (or pip&apos;s own), whose files the lock does not list, and what that step brings at a version the lock pins (numpy, pillow, …) is kept as it is.</source>
        <translation>Die Pakete der Sperrdatei werden im Hash-Prüfmodus von uv installiert: Jeder Download muss zu einem sha256-Hash passen, den die Sperrdatei für ihn nennt, sonst installiert uv nichts. PyTorch wird so nicht geprüft: torch, torchvision und die Bibliotheken des Builds kommen aus dem PyTorch-Index (oder dem von pip), dessen Dateien die Sperrdatei nicht nennt, und was dieser Schritt in einer von der Sperrdatei festgelegten Version mitbringt (numpy, pillow, …), bleibt, wie es ist.</translation>
    </message>
</context>
<context>
    <name>EnvRegistry</name>
    <message>
        <source>The list of managed environments %1 cannot be read (%2). It is kept as it is; no environment is recorded until it is repaired or moved away.</source>
        <translation>Die Liste der verwalteten Umgebungen %1 kann nicht gelesen werden (%2). Sie bleibt unverändert; bis sie repariert oder verschoben ist, wird keine Umgebung eingetragen.</translation>
    </message>
    <message>
        <source>no &quot;environments&quot; list</source>
        <translation>keine Liste „environments“</translation>
    </message>
    <message>
        <source>an entry without a name, an absolute path or a known state</source>
        <translation>ein Eintrag ohne Namen, absoluten Pfad oder bekannten Zustand</translation>
    </message>
    <message>
        <source>The list of managed environments %1 is damaged (%2) and was kept as it is: move it away (or repair it), then try again.</source>
        <translation>Die Liste der verwalteten Umgebungen %1 ist beschädigt (%2) und wurde unverändert gelassen: Verschieben (oder reparieren) Sie sie, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Could not save the list of managed environments %1 (it is unchanged): %2</source>
        <translation>Die Liste der verwalteten Umgebungen %1 konnte nicht gespeichert werden (sie ist unverändert): %2</translation>
    </message>
    <message>
        <source>The list of managed environments %1 stayed locked by process %2 for %3 s; nothing was changed. Try again.</source>
        <translation>Die Liste der verwalteten Umgebungen %1 blieb %3 s lang von Prozess %2 gesperrt; es wurde nichts geändert. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Could not lock the list of managed environments %1 (its lock file %2 cannot be written); nothing was changed.</source>
        <translation>Die Liste der verwalteten Umgebungen %1 konnte nicht gesperrt werden (ihre Sperrdatei %2 ist nicht beschreibbar); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 is not a registered environment: nothing to repair.</source>
        <translation>%1 ist keine registrierte Umgebung: Es gibt nichts zu reparieren.</translation>
    </message>
    <message>
        <source>An environment named %1 is already registered: remove it first or choose another name.</source>
        <translation>Eine Umgebung namens %1 ist bereits registriert: Entfernen Sie sie zuerst, oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 is already registered as the environment %2.</source>
        <translation>%1 ist bereits als Umgebung %2 registriert.</translation>
    </message>
    <message>
        <source>%1 already exists and is not an empty folder: choose a new folder for the environment.</source>
        <translation>%1 existiert bereits und ist kein leerer Ordner: Wählen Sie einen neuen Ordner für die Umgebung.</translation>
    </message>
    <message>
        <source>%1 (%2) is being set up by process %3: wait for that to end, or cancel it there.</source>
        <translation>%1 (%2) wird gerade von Prozess %3 eingerichtet: Warten Sie, bis dieser endet, oder brechen Sie ihn dort ab.</translation>
    </message>
    <message>
        <source>%1 is being set up: cancel that first.</source>
        <translation>%1 wird gerade eingerichtet: Brechen Sie das zuerst ab.</translation>
    </message>
</context>
<context>
    <name>EnvironmentRules</name>
    <message>
        <source>quark-cli was not found.</source>
        <translation>quark-cli wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Not on PATH, and no Python environment was chosen.</source>
        <translation>Nicht in PATH, und es wurde keine Python-Umgebung gewählt.</translation>
    </message>
    <message>
        <source>No Python interpreter beside %1.</source>
        <translation>Kein Python-Interpreter neben %1.</translation>
    </message>
    <message>
        <source>%1 has no python next to it.</source>
        <translation>%1 hat kein python daneben.</translation>
    </message>
    <message>
        <source>Choose the Python environment (venv or conda prefix) that provides quark-cli.</source>
        <translation>Wählen Sie die Python-Umgebung (venv oder conda-Präfix), die quark-cli bereitstellt.</translation>
    </message>
    <message>
        <source>The environment&apos;s Python could not report its packages.</source>
        <translation>Das Python der Umgebung konnte seine Pakete nicht melden.</translation>
    </message>
    <message>
        <source>Check that %1 runs.</source>
        <translation>Prüfen Sie, ob %1 läuft.</translation>
    </message>
    <message>
        <source>amd-quark is not installed in %1.</source>
        <translation>amd-quark ist in %1 nicht installiert.</translation>
    </message>
    <message>
        <source>importlib.metadata has no amd-quark</source>
        <translation>importlib.metadata kennt kein amd-quark</translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;amd-quark[cli]&apos;</source>
        <translation>%1 -m pip install &apos;amd-quark[cli]&apos;</translation>
    </message>
    <message>
        <source>%1 is not installed in %2.</source>
        <translation>%1 ist in %2 nicht installiert.</translation>
    </message>
    <message>
        <source>importlib.metadata has no %1</source>
        <translation>importlib.metadata kennt kein %1</translation>
    </message>
    <message>
        <source>%1 -m pip install %2</source>
        <translation>%1 -m pip install %2</translation>
    </message>
    <message>
        <source>The installed PyTorch %1 is a CPU-only build.</source>
        <translation>Das installierte PyTorch %1 ist ein reiner CPU-Build.</translation>
    </message>
    <message>
        <source>torch.version.cuda and torch.version.hip are both empty.</source>
        <translation>torch.version.cuda und torch.version.hip sind beide leer.</translation>
    </message>
    <message>
        <source>Install the ROCm build of PyTorch (pytorch.org, ROCm wheels).</source>
        <translation>Installieren Sie den ROCm-Build von PyTorch (pytorch.org, ROCm-Wheels).</translation>
    </message>
    <message>
        <source>Install the CUDA build of PyTorch (pytorch.org).</source>
        <translation>Installieren Sie den CUDA-Build von PyTorch (pytorch.org).</translation>
    </message>
    <message>
        <source>PyTorch is a ROCm build (HIP %1) but this machine has NVIDIA GPUs.</source>
        <translation>PyTorch ist ein ROCm-Build (HIP %1), aber diese Maschine hat NVIDIA-GPUs.</translation>
    </message>
    <message>
        <source>nvidia-smi lists %1 GPU(s); rocminfo none.</source>
        <translation>nvidia-smi listet %1 GPU(s); rocminfo keine.</translation>
    </message>
    <message>
        <source>Install the CUDA build of PyTorch.</source>
        <translation>Installieren Sie den CUDA-Build von PyTorch.</translation>
    </message>
    <message>
        <source>PyTorch is a CUDA build (%1) but this machine has AMD GPUs.</source>
        <translation>PyTorch ist ein CUDA-Build (%1), aber diese Maschine hat AMD-GPUs.</translation>
    </message>
    <message>
        <source>rocminfo lists %1 GPU(s); nvidia-smi none.</source>
        <translation>rocminfo listet %1 GPU(s); nvidia-smi keine.</translation>
    </message>
    <message>
        <source>Install the ROCm build of PyTorch.</source>
        <translation>Installieren Sie den ROCm-Build von PyTorch.</translation>
    </message>
    <message>
        <source>rocminfo is not on PATH; Quark calls it at import on ROCm builds and fails with &quot;The `rocminfo` command failed or was not found&quot;.</source>
        <translation>rocminfo ist nicht in PATH; Quark ruft es beim Import auf ROCm-Builds auf und scheitert mit &quot;The `rocminfo` command failed or was not found&quot;.</translation>
    </message>
    <message>
        <source>PyTorch %1 is a ROCm build.</source>
        <translation>PyTorch %1 ist ein ROCm-Build.</translation>
    </message>
    <message>
        <source>export PATH=/opt/rocm/bin:$PATH</source>
        <translation>export PATH=/opt/rocm/bin:$PATH</translation>
    </message>
    <message>
        <source>PyTorch sees no accelerator, but the plan runs on one.</source>
        <translation>PyTorch sieht keinen Beschleuniger, der Plan läuft aber auf einem.</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False.</source>
        <translation>torch.cuda.is_available() ist False.</translation>
    </message>
    <message>
        <source>Check the driver (nvidia-smi / rocm-smi) and the *_VISIBLE_DEVICES variables, or plan for the CPU.</source>
        <translation>Prüfen Sie den Treiber (nvidia-smi / rocm-smi) und die Variablen *_VISIBLE_DEVICES, oder planen Sie für die CPU.</translation>
    </message>
    <message>
        <source>amd-quark %1, transformers %2</source>
        <translation>amd-quark %1, transformers %2</translation>
    </message>
    <message>
        <source>amd-quark %1 was tested with transformers 4.57; %2 is installed.</source>
        <translation>amd-quark %1 wurde mit transformers 4.57 getestet; installiert ist %2.</translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;transformers==4.57.*&apos;</source>
        <translation>%1 -m pip install &apos;transformers==4.57.*&apos;</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION is set; it is meant for unofficial consumer GPUs only.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION ist gesetzt; das ist nur für inoffizielle Consumer-GPUs gedacht.</translation>
    </message>
    <message>
        <source>Unset it unless this GPU needs it.</source>
        <translation>Heben Sie die Variable auf, es sei denn, diese GPU braucht sie.</translation>
    </message>
    <message>
        <source>amd-quark %1&apos;s CLI needs packages this environment does not have in the required versions.</source>
        <translation>Die CLI von amd-quark %1 braucht Pakete, die diese Umgebung nicht in den erforderlichen Versionen hat.</translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;amd-quark[cli]==%2&apos; (pip then installs or moves exactly these packages)</source>
        <translation>%1 -m pip install &apos;amd-quark[cli]==%2&apos; (pip installiert dann genau diese Pakete oder bringt sie auf die passende Version)</translation>
    </message>
    <message>
        <source>quark-cli %1 imports timm when it starts, and timm needs a torchvision that works with the installed torch; here it does not import.</source>
        <translation>quark-cli %1 importiert beim Start timm, und timm braucht ein torchvision, das mit dem installierten torch funktioniert; hier lässt es sich nicht importieren.</translation>
    </message>
    <message>
        <source>torchvision %1: %2</source>
        <translation>torchvision %1: %2</translation>
    </message>
    <message>
        <source>%1 -m pip install torchvision   (the release made for torch %2, from the same index as torch)</source>
        <translation>%1 -m pip install torchvision   (die Version für torch %2, aus demselben Index wie torch)</translation>
    </message>
    <message>
        <source>QUARK_LOG_LEVEL is &quot;%1&quot;: quark-cli refuses to start with it.</source>
        <translation>QUARK_LOG_LEVEL ist „%1“: Damit verweigert quark-cli den Start.</translation>
    </message>
    <message>
        <source>unset QUARK_LOG_LEVEL   (or debug, info, warning, error, critical)</source>
        <translation>unset QUARK_LOG_LEVEL   (oder debug, info, warning, error, critical)</translation>
    </message>
    <message>
        <source>QUARK_LOG_LEVEL=%1 hides quark-cli&apos;s info messages: page 4 cannot follow the stages.</source>
        <translation>QUARK_LOG_LEVEL=%1 blendet die info-Meldungen von quark-cli aus: Seite 4 kann den Phasen nicht folgen.</translation>
    </message>
    <message>
        <source>unset QUARK_LOG_LEVEL</source>
        <translation>unset QUARK_LOG_LEVEL</translation>
    </message>
    <message>
        <source>quark-cli %1 cannot quantize on a machine where PyTorch sees no GPU, even with --device cpu: it places the model with device_map=&quot;auto&quot; over the GPUs&apos; memory only, so the whole model lands on disk and the run fails (&quot;The available GPU memory is insufficient…&quot;).</source>
        <translation>quark-cli %1 kann auf einer Maschine, auf der PyTorch keine GPU sieht, nicht quantisieren, auch nicht mit --device cpu: Es verteilt das Modell mit device_map=&quot;auto&quot; nur über den Speicher der GPUs, daher landet das ganze Modell auf der Festplatte und der Lauf scheitert (&quot;The available GPU memory is insufficient…&quot;).</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False; amd-quark %1</source>
        <translation>torch.cuda.is_available() ist False; amd-quark %1</translation>
    </message>
    <message>
        <source>HF_ENDPOINT is %1: plain http to another machine. quark-cli would send your Hugging Face token unencrypted when it downloads the model or the datasets.</source>
        <translation>HF_ENDPOINT ist %1: unverschlüsseltes http zu einem anderen Rechner. quark-cli würde Ihr Hugging-Face-Token unverschlüsselt senden, wenn es das Modell oder die Datensätze herunterlädt.</translation>
    </message>
    <message>
        <source>Use an https endpoint, or unset HF_TOKEN for this run; if this network is trusted, set PTQ_ALLOW_INSECURE_ENDPOINT=1.</source>
        <translation>Verwenden Sie einen https-Endpunkt oder entfernen Sie HF_TOKEN für diesen Lauf; ist dieses Netz vertrauenswürdig, setzen Sie PTQ_ALLOW_INSECURE_ENDPOINT=1.</translation>
    </message>
    <message>
        <source>PyTorch was not asked (no Python environment)</source>
        <translation>PyTorch wurde nicht abgefragt (keine Python-Umgebung)</translation>
    </message>
    <message>
        <source>PyTorch was not asked (the environment&apos;s Python did not answer)</source>
        <translation>PyTorch wurde nicht abgefragt (das Python der Umgebung hat nicht geantwortet)</translation>
    </message>
    <message>
        <source>PyTorch is not installed or does not import</source>
        <translation>PyTorch ist nicht installiert oder lässt sich nicht importieren</translation>
    </message>
    <message>
        <source>PyTorch %1 is a CPU-only build</source>
        <translation>PyTorch %1 ist ein reiner CPU-Build</translation>
    </message>
    <message>
        <source>PyTorch is a CUDA build and does not see AMD GPUs</source>
        <translation>PyTorch ist ein CUDA-Build und sieht keine AMD-GPUs</translation>
    </message>
    <message>
        <source>PyTorch is a ROCm build and does not see NVIDIA GPUs</source>
        <translation>PyTorch ist ein ROCm-Build und sieht keine NVIDIA-GPUs</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU (torch.cuda.is_available() is False)</source>
        <translation>PyTorch sieht keine GPU (torch.cuda.is_available() ist False)</translation>
    </message>
    <message>
        <source>PyTorch sees %1 GPU(s), the tools list %2, and none of the same name tells the total</source>
        <translation>PyTorch sieht %1 GPU(s), die Tools listen %2 auf, und keine gleichnamige nennt den Gesamtspeicher</translation>
    </message>
    <message>
        <source>PyTorch reports no total_memory for it</source>
        <translation>PyTorch meldet dafür kein total_memory</translation>
    </message>
    <message>
        <source>PyTorch reports no total_memory for it, and no GPU tool lists it</source>
        <translation>PyTorch meldet dafür kein total_memory, und kein GPU-Tool listet sie auf</translation>
    </message>
    <message>
        <source>nvidia-smi reports no memory total ([N/A], as on unified-memory parts)</source>
        <translation>nvidia-smi meldet keinen Gesamtspeicher ([N/A], wie bei Chips mit Unified Memory)</translation>
    </message>
    <message>
        <source>rocminfo lists no memory, and neither amd-smi nor rocm-smi is on PATH</source>
        <translation>rocminfo listet keinen Speicher auf, und weder amd-smi noch rocm-smi ist in PATH</translation>
    </message>
    <message>
        <source>rocminfo lists no memory; %1</source>
        <translation>rocminfo listet keinen Speicher auf; %1</translation>
    </message>
    <message>
        <source>nvidia-smi lists none</source>
        <translation>nvidia-smi listet keine auf</translation>
    </message>
    <message>
        <source>nvidia-smi is not on PATH</source>
        <translation>nvidia-smi ist nicht in PATH</translation>
    </message>
    <message>
        <source>rocminfo lists none</source>
        <translation>rocminfo listet keine auf</translation>
    </message>
    <message>
        <source>rocminfo is not on PATH</source>
        <translation>rocminfo ist nicht in PATH</translation>
    </message>
    <message>
        <source>PyTorch sees none</source>
        <translation>PyTorch sieht keine</translation>
    </message>
    <message>
        <source>Set up Quark for me… makes an environment with PyTorch and quark-cli for this machine (its exact commands are shown for approval first). Or: pip install &apos;amd-quark[cli]&apos; datasets in the environment that has PyTorch, and choose that environment on this page.</source>
        <translation>„Quark für mich einrichten…“ legt eine Umgebung mit PyTorch und quark-cli für diese Maschine an (die genauen Befehle werden zuvor zur Freigabe angezeigt). Oder führen Sie pip install &apos;amd-quark[cli]&apos; datasets in der Umgebung aus, die PyTorch enthält, und wählen Sie diese Umgebung auf dieser Seite.</translation>
    </message>
    <message>
        <source>amd-quark %1 lists packages for its CLI that this environment lacks, but torch-llm-ptq does not import them (only quark-cli&apos;s other subcommands do): the run does not need them.</source>
        <translation>amd-quark %1 nennt für seine CLI Pakete, die dieser Umgebung fehlen, aber torch-llm-ptq importiert sie nicht (nur die anderen Unterbefehle von quark-cli): Der Lauf braucht sie nicht.</translation>
    </message>
    <message>
        <source>Nothing to do for this run; %1 -m pip install &apos;amd-quark[cli]==%2&apos; adds them for the other subcommands.</source>
        <translation>Für diesen Lauf ist nichts zu tun; %1 -m pip install &apos;amd-quark[cli]==%2&apos; ergänzt sie für die anderen Unterbefehle.</translation>
    </message>
    <message>
        <source>quark-cli %1 cannot quantize where PyTorch sees no GPU, even on the CPU: it places the model over the GPUs&apos; memory only. Plan for a GPU and run it on an SSH host or a Slurm cluster (page 3, Runs on).</source>
        <translation>quark-cli %1 kann nicht quantisieren, wenn PyTorch keine GPU sieht, auch nicht auf der CPU: Es verteilt das Modell nur über den Speicher der GPUs. Planen Sie eine GPU ein und führen Sie den Lauf auf einem SSH-Host oder einem Slurm-Cluster aus (Seite 3, Läuft auf).</translation>
    </message>
    <message>
        <source>Check the driver (nvidia-smi / rocm-smi) and the *_VISIBLE_DEVICES variables, or run it where PyTorch sees a GPU: choose an SSH host or a Slurm cluster under &quot;Runs on&quot;. A CPU plan does not help: quark-cli %1 needs a GPU to place the model either way.</source>
        <translation>Prüfen Sie den Treiber (nvidia-smi / rocm-smi) und die Variablen *_VISIBLE_DEVICES, oder führen Sie den Lauf dort aus, wo PyTorch eine GPU sieht: Wählen Sie unter „Läuft auf“ einen SSH-Host oder einen Slurm-Cluster. Ein CPU-Plan hilft nicht: quark-cli %1 braucht so oder so eine GPU, um das Modell zu verteilen.</translation>
    </message>
    <message>
        <source>amd-quark %1 needs transformers 5 (%2); %3 is installed.</source>
        <translation>amd-quark %1 braucht transformers 5 (%2); installiert ist %3.</translation>
    </message>
    <message>
        <source>%1 -m pip install &apos;transformers%2&apos;</source>
        <translation>%1 -m pip install &apos;transformers%2&apos;</translation>
    </message>
    <message>
        <source>Run it where PyTorch sees a GPU: choose an SSH host or a Slurm cluster under &quot;Runs on&quot; (Targets… adds one). No plan change helps on this machine.</source>
        <translation>Führen Sie den Lauf dort aus, wo PyTorch eine GPU sieht: Wählen Sie unter „Läuft auf“ einen SSH-Host oder einen Slurm-Cluster (über „Ziele…“ fügen Sie einen hinzu). Auf dieser Maschine hilft keine Änderung am Plan.</translation>
    </message>
    <message>
        <source>This machine has no GPU that nvidia-smi or rocminfo lists, so a GPU build of PyTorch would not help here: run the command on an SSH host or a Slurm cluster that has one (page 3, Runs on).</source>
        <translation>Dieser Rechner hat keine GPU, die nvidia-smi oder rocminfo auflistet; ein GPU-Build von PyTorch hilft hier also nicht: Führen Sie den Befehl auf einem SSH-Host oder in einem Slurm-Cluster mit GPU aus (Seite 3, Läuft auf).</translation>
    </message>
</context>
<context>
    <name>ExampleModel</name>
    <message>
        <source>The bundled example file %1 is missing from this build.</source>
        <translation>Die mitgelieferte Beispieldatei %1 fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>This build of PTQ Studio has no bundled example model.</source>
        <translation>Dieser Build von PTQ Studio enthält kein mitgeliefertes Beispielmodell.</translation>
    </message>
    <message>
        <source>Cannot write the example model to %1: it is a file, not a folder.</source>
        <translation>Das Beispielmodell kann nicht nach %1 geschrieben werden: Das ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the example model.</source>
        <translation>Der Ordner %1 für das Beispielmodell kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 already exists and is not the bundled example&apos;s file; the example model was not written. Choose an empty folder.</source>
        <translation>%1 existiert bereits und ist nicht die Datei des mitgelieferten Beispiels; das Beispielmodell wurde nicht geschrieben. Wählen Sie einen leeren Ordner.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the example model was not written. Choose an empty folder.</source>
        <translation>%1 ist ein symbolischer Link; das Beispielmodell wurde nicht geschrieben. Wählen Sie einen leeren Ordner.</translation>
    </message>
</context>
<context>
    <name>ExportChecks</name>
    <message>
        <source>Quantized perplexity %1 is %2× the original&apos;s %3 (the plan allows up to %4×).</source>
        <translation>Die quantisierte Perplexität %1 ist %2× so hoch wie die des Originals (%3) (der Plan erlaubt bis zu %4×).</translation>
    </message>
    <message>
        <source>quark-cli printed no perplexity of the quantized model (the run skipped its evaluation, or it failed).</source>
        <translation>quark-cli hat keine Perplexität des quantisierten Modells ausgegeben (der Lauf hat seine Auswertung übersprungen, oder sie ist fehlgeschlagen).</translation>
    </message>
    <message>
        <source>The original model&apos;s perplexity was not measured.</source>
        <translation>Die Perplexität des ursprünglichen Modells wurde nicht gemessen.</translation>
    </message>
    <message>
        <source>No cached baseline at %1.</source>
        <translation>Keine zwischengespeicherte Baseline unter %1.</translation>
    </message>
    <message>
        <source>The cached baseline %1 is corrupt and was ignored: %2</source>
        <translation>Die zwischengespeicherte Baseline %1 ist beschädigt und wurde ignoriert: %2</translation>
    </message>
    <message>
        <source>The cached baseline %1 has no perplexity and was ignored.</source>
        <translation>Die zwischengespeicherte Baseline %1 enthält keine Perplexität und wurde ignoriert.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The load check wrote no result.</source>
        <translation>Die Ladeprüfung hat kein Ergebnis geschrieben.</translation>
    </message>
    <message>
        <source>The load check&apos;s result has no status.</source>
        <translation>Das Ergebnis der Ladeprüfung hat keinen Status.</translation>
    </message>
    <message>
        <source>The export checks run only after a run on this machine in this version; this run was on %1.</source>
        <translation>Die Exportprüfungen laufen in dieser Version nur nach einem Lauf auf diesem Rechner; dieser Lauf war auf %1.</translation>
    </message>
    <message>
        <source>The manifest has no export check steps (it was generated before the checks existed, or both were turned off): generate the command again to add them.</source>
        <translation>Das Manifest hat keine Schritte für Exportprüfungen (es wurde erstellt, bevor es die Prüfungen gab, oder beide wurden abgeschaltet): Erstellen Sie den Befehl erneut, um sie hinzuzufügen.</translation>
    </message>
    <message>
        <source>The command is not approved: the checks run only as part of an approved command.</source>
        <translation>Der Befehl ist nicht freigegeben: Die Prüfungen laufen nur als Teil eines freigegebenen Befehls.</translation>
    </message>
    <message>
        <source>The manifest changed after its approval (a command, a check&apos;s argv or its script): the approval is void.</source>
        <translation>Das Manifest wurde nach seiner Freigabe geändert (ein Befehl, die argv einer Prüfung oder ihr Skript): Die Freigabe ist ungültig.</translation>
    </message>
    <message>
        <source>The run has not succeeded (its status is %1): there is no export to check.</source>
        <translation>Der Lauf war nicht erfolgreich (sein Status ist %1): Es gibt keinen Export zu prüfen.</translation>
    </message>
    <message>
        <source>The manifest cannot be read as a run&apos;s manifest (%1): there is no export to check.</source>
        <translation>Das Manifest lässt sich nicht als Manifest eines Laufs lesen (%1): Es gibt keinen Export zu prüfen.</translation>
    </message>
</context>
<context>
    <name>ExportFacts</name>
    <message>
        <source>%1 with %2 block scales</source>
        <translation>%1 mit Blockskalen in %2</translation>
    </message>
    <message>
        <source>%1 after a %2 stage</source>
        <translation>%1 nach einer %2-Stufe</translation>
    </message>
    <message>
        <source>transformers cannot load a %1 export as Quark writes it (tried with %2): %3 Serve it with a runtime that reads this format, or choose a scheme that loads (fp8, ptpc_fp8, int8, the int4/uint4 schemes, mxfp4, mxfp6 or amdfp4).</source>
        <translation>transformers kann einen %1-Export, wie Quark ihn schreibt, nicht laden (versucht mit %2): %3 Stellen Sie ihn mit einer Laufzeitumgebung bereit, die dieses Format liest, oder wählen Sie ein Schema, das sich laden lässt (fp8, ptpc_fp8, int8, die int4/uint4-Schemata, mxfp4, mxfp6 oder amdfp4).</translation>
    </message>
</context>
<context>
    <name>GpuTrace</name>
    <message>
        <source>Could not create the GPU memory trace %1: %2</source>
        <translation>Der GPU-Speicherverlauf %1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>Could not read the GPU memory trace %1: %2</source>
        <translation>Der GPU-Speicherverlauf %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a GPU memory trace: its first line does not name the columns elapsed_ms, gpu and used_bytes.</source>
        <translation>%1 ist kein GPU-Speicherverlauf: Die erste Zeile nennt nicht die Spalten elapsed_ms, gpu und used_bytes.</translation>
    </message>
    <message>
        <source>%1. The GPU memory trace is incomplete.</source>
        <translation>%1. Der GPU-Speicherverlauf ist unvollständig.</translation>
    </message>
</context>
<context>
    <name>HandoffStep</name>
    <message>
        <source>%1: there is no verified export on this machine to hand off.</source>
        <translation>%1: Auf diesem Rechner gibt es keinen geprüften Export zum Übergeben.</translation>
    </message>
    <message>
        <source>%1 now holds another run than the one the export checks were for (its log %2): their records were not written. Run the checks again for this run.</source>
        <translation>%1 enthält jetzt einen anderen Lauf als den, für den die Exportprüfungen liefen (sein Log %2): Ihre Ergebnisse wurden nicht geschrieben. Führen Sie die Prüfungen für diesen Lauf erneut aus.</translation>
    </message>
</context>
<context>
    <name>HfCache</name>
    <message>
        <source>%1 is not in the Hugging Face cache (%2 does not exist).</source>
        <translation>%1 ist nicht im Hugging-Face-Cache (%2 existiert nicht).</translation>
    </message>
    <message>
        <source>The Hugging Face cache has %1 but not its revision &quot;%2&quot; (%3 is missing).</source>
        <translation>Der Hugging-Face-Cache hat %1, aber nicht die Revision „%2“ (%3 fehlt).</translation>
    </message>
    <message>
        <source>%1 does not hold a commit hash.</source>
        <translation>%1 enthält keinen Commit-Hash.</translation>
    </message>
    <message>
        <source>The Hugging Face cache has no config.json for %1 at commit %2 (%3).</source>
        <translation>Der Hugging-Face-Cache hat keine config.json für %1 bei Commit %2 (%3).</translation>
    </message>
</context>
<context>
    <name>IndexSettings</name>
    <message>
        <source>The settings could not be saved to %1.</source>
        <translation>Die Einstellungen konnten nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>%1 is not a URL: an index looks like https://mirror.example/pytorch/cu130.</source>
        <translation>%1 ist keine URL: Ein Index hat die Form https://mirror.example/pytorch/cu130.</translation>
    </message>
    <message>
        <source>%1: pip reads indexes over https, http or from file:// folders, not %2.</source>
        <translation>%1: pip liest Indizes über https, http oder aus file://-Ordnern, nicht über %2.</translation>
    </message>
    <message>
        <source>%1 names no host.</source>
        <translation>%1 nennt keinen Host.</translation>
    </message>
    <message>
        <source>The index URL carries a user name or password: it would be stored in plain text in PTQ Studio&apos;s settings. Give the URL without it, and the credentials to pip (~/.netrc, keyring or pip.conf).</source>
        <translation>Die Index-URL enthält einen Benutzernamen oder ein Passwort: Diese würden im Klartext in den Einstellungen von PTQ Studio gespeichert. Geben Sie die URL ohne sie an, und hinterlegen Sie die Zugangsdaten für pip (~/.netrc, keyring oder pip.conf).</translation>
    </message>
</context>
<context>
    <name>KnownReleases</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB.</source>
        <translation>%1 ist größer als %2 MB.</translation>
    </message>
    <message>
        <source>the order</source>
        <translation>die Reihenfolge</translation>
    </message>
    <message>
        <source>%1 is no knowledge of a Quark release: %2</source>
        <translation>%1 ist keine gültige Beschreibung einer Quark-Version: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>format %1 expected</source>
        <translation>Format %1 erwartet</translation>
    </message>
    <message>
        <source>its version, files, help or api is missing</source>
        <translation>seine Version, Dateien, Hilfe oder API fehlen</translation>
    </message>
    <message>
        <source>PTQ Studio has no knowledge of amd-quark &quot;%1&quot;.</source>
        <translation>PTQ Studio kennt amd-quark „%1“ nicht.</translation>
    </message>
    <message>
        <source>PTQ Studio has no knowledge of amd-quark %1.</source>
        <translation>PTQ Studio kennt amd-quark %1 nicht.</translation>
    </message>
    <message>
        <source>%1 describes amd-quark %2, not %3.</source>
        <translation>%1 beschreibt amd-quark %2, nicht %3.</translation>
    </message>
    <message>
        <source>No amd_quark-*.dist-info beside %1.</source>
        <translation>Kein amd_quark-*.dist-info neben %1.</translation>
    </message>
    <message>
        <source>Several amd-quark installations beside %1: %2.</source>
        <translation>Mehrere amd-quark-Installationen neben %1: %2.</translation>
    </message>
    <message>
        <source>%1/METADATA names no Version.</source>
        <translation>%1/METADATA nennt keine Version.</translation>
    </message>
    <message>
        <source>%1/RECORD lists %2 with another hash than amd-quark %3&apos;s.</source>
        <translation>%1/RECORD führt %2 mit einem anderen Hash als dem von amd-quark %3.</translation>
    </message>
    <message>
        <source>%1 differs from what its RECORD says was installed: it was edited.</source>
        <translation>%1 weicht von dem ab, was laut RECORD installiert wurde: Die Datei wurde bearbeitet.</translation>
    </message>
    <message>
        <source>version (%1, not %2)</source>
        <translation>Version (%1, nicht %2)</translation>
    </message>
    <message>
        <source>generation (%1, not %2)</source>
        <translation>Generation (%1, nicht %2)</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>schemes</source>
        <translation>Schemata</translation>
    </message>
    <message>
        <source>KV-cache dtypes</source>
        <translation>KV-Cache-dtypes</translation>
    </message>
    <message>
        <source>working KV-cache dtypes</source>
        <translation>funktionierende KV-Cache-dtypes</translation>
    </message>
    <message>
        <source>datasets</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>evaluation datasets</source>
        <translation>Evaluierungsdatensätze</translation>
    </message>
    <message>
        <source>algorithms</source>
        <translation>Algorithmen</translation>
    </message>
    <message>
        <source>model types</source>
        <translation>Modelltypen</translation>
    </message>
    <message>
        <source>algorithms per model type (%1)</source>
        <translation>Algorithmen je Modelltyp (%1)</translation>
    </message>
</context>
<context>
    <name>LocalModelReader</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 declares a %2-byte header but the file has only %3 bytes.</source>
        <translation>%1 gibt einen Header von %2 Byte an, die Datei hat aber nur %3 Byte.</translation>
    </message>
    <message>
        <source>%1: the header could not be read completely.</source>
        <translation>%1: Der Header konnte nicht vollständig gelesen werden.</translation>
    </message>
</context>
<context>
    <name>LogAnalyzer</name>
    <message>
        <source>Starting</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Loading the model</source>
        <translation>Modell wird geladen</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>Calibration data</source>
        <translation>Kalibrierdaten</translation>
    </message>
    <message>
        <source>Quantization config</source>
        <translation>Quantisierungskonfiguration</translation>
    </message>
    <message>
        <source>Module replacement</source>
        <translation>Modulersetzung</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>Freeze</source>
        <translation>Einfrieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluierung</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>ManifestBuilder</name>
    <message>
        <source>plan: the quantization plan is not confirmed.</source>
        <translation>plan: Der Quantisierungsplan ist nicht bestätigt.</translation>
    </message>
    <message>
        <source>The analysis decides the Quark template, the exclusions and the layer count.</source>
        <translation>Die Analyse bestimmt die Quark-Vorlage, die Ausschlüsse und die Schichtanzahl.</translation>
    </message>
    <message>
        <source>The plan decides accuracy, memory and time.</source>
        <translation>Der Plan bestimmt Genauigkeit, Speicher und Zeit.</translation>
    </message>
    <message>
        <source>Running downloads the weights, creates the output folder and uses the GPUs for a long time: only this exact command is approved.</source>
        <translation>Der Lauf lädt die Gewichte herunter, legt den Ausgabeordner an und belegt die GPUs lange Zeit: Freigegeben wird nur genau dieser Befehl.</translation>
    </message>
    <message>
        <source>An exit status alone does not prove a usable export.</source>
        <translation>Ein Exit-Status allein beweist keinen brauchbaren Export.</translation>
    </message>
    <message>
        <source>The command cannot be approved while something blocks it: %1</source>
        <translation>Der Befehl kann nicht freigegeben werden, solange etwas ihn blockiert: %1</translation>
    </message>
    <message>
        <source>The manifest has no well-formed run step to approve.</source>
        <translation>Das Manifest hat keinen wohlgeformten Laufschritt, der freigegeben werden könnte.</translation>
    </message>
    <message>
        <source>%1 is not an absolute path. The approval binds the exact program, so quark-cli is named by its full path: choose its Python environment, or give its path.</source>
        <translation>%1 ist kein absoluter Pfad. Die Freigabe bindet genau dieses Programm, daher wird quark-cli mit vollem Pfad genannt: Wählen Sie seine Python-Umgebung oder geben Sie seinen Pfad an.</translation>
    </message>
    <message>
        <source>The export checks run only after a run on this machine in this version: the export is on %1, and its baseline and load check would need the model loaded there.</source>
        <translation>Die Exportprüfungen laufen in dieser Version nur nach einem Lauf auf diesem Rechner: Der Export liegt auf %1, und für seine Baseline und Ladeprüfung müsste das Modell dort geladen werden.</translation>
    </message>
</context>
<context>
    <name>ModelAnalyzer</name>
    <message>
        <source>The configuration has no num_hidden_layers, so the linear layers cannot be estimated.</source>
        <translation>Die Konfiguration hat kein num_hidden_layers, daher lassen sich die Linear-Schichten nicht schätzen.</translation>
    </message>
    <message>
        <source>The configuration claims %1 layers and %2 experts, which no model has, so the linear layers cannot be estimated.</source>
        <translation>Die Konfiguration behauptet %1 Schichten und %2 Experten, was kein Modell hat; daher lassen sich die Linear-Schichten nicht schätzen.</translation>
    </message>
    <message>
        <source>%1 layers × 4 (fused qkv_proj, o_proj, fused gate_up_proj, down_proj).</source>
        <translation>%1 Schichten × 4 (fusioniertes qkv_proj, o_proj, fusioniertes gate_up_proj, down_proj).</translation>
    </message>
    <message>
        <source>%1 layers × 6 (q, k, v, output projection, two MLP projections).</source>
        <translation>%1 Schichten × 6 (q, k, v, Ausgabeprojektion, zwei MLP-Projektionen).</translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections + %2 MoE layers × (%3 experts × 3%4) + %5 dense MLP layers × 3; routers excluded.</source>
        <translation>%1 Schichten × 4 Attention-Projektionen + %2 MoE-Schichten × (%3 Experten × 3%4) + %5 dichte MLP-Schichten × 3; Router ausgenommen.</translation>
    </message>
    <message>
        <source> + 3 shared-expert projections</source>
        <translation> + 3 Projektionen des geteilten Experten</translation>
    </message>
    <message>
        <source>%1 layers × %2 attention projections%3 + %4 dense layers × 3 + %5 MoE layers × (%6 routed experts × 3 + %7 shared); routers excluded.</source>
        <translation>%1 Schichten × %2 Attention-Projektionen%3 + %4 dichte Schichten × 3 + %5 MoE-Schichten × (%6 geroutete Experten × 3 + %7 geteilte); Router ausgenommen.</translation>
    </message>
    <message>
        <source> (multi-head latent attention)</source>
        <translation> (Multi-Head Latent Attention)</translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections; the %2 experts per layer are fused parameters, not Linear modules; routers excluded.</source>
        <translation>%1 Schichten × 4 Attention-Projektionen; die %2 Experten je Schicht sind fusionierte Parameter, keine Linear-Module; Router ausgenommen.</translation>
    </message>
    <message>
        <source>%1 layers × 4 attention projections + %2 MoE layers × 3 shared-expert projections + %3 dense layers × 3; routed experts are fused parameters, not Linear modules.</source>
        <translation>%1 Schichten × 4 Attention-Projektionen + %2 MoE-Schichten × 3 Projektionen des geteilten Experten + %3 dichte Schichten × 3; geroutete Experten sind fusionierte Parameter, keine Linear-Module.</translation>
    </message>
    <message>
        <source>%1 layers × 7 (q, k, v, o, gate, up, down projections).</source>
        <translation>%1 Schichten × 7 (q-, k-, v-, o-, gate-, up-, down-Projektion).</translation>
    </message>
    <message>
        <source>Unknown architecture: assumed %1 layers × (4 attention + %2 experts × 3).</source>
        <translation>Unbekannte Architektur: angenommen %1 Schichten × (4 Attention + %2 Experten × 3).</translation>
    </message>
    <message>
        <source>Unknown architecture: assumed %1 layers × 7 (a llama-style decoder).</source>
        <translation>Unbekannte Architektur: angenommen %1 Schichten × 7 (ein Decoder im Llama-Stil).</translation>
    </message>
    <message>
        <source>%1 is not a JSON object, so it is not a model configuration.</source>
        <translation>%1 ist kein JSON-Objekt und daher keine Modellkonfiguration.</translation>
    </message>
    <message>
        <source>config.json names no model_type and no architectures, so neither transformers nor Quark can tell what model this is.</source>
        <translation>config.json nennt weder model_type noch architectures, daher können weder transformers noch Quark erkennen, was für ein Modell das ist.</translation>
    </message>
    <message>
        <source>Correct the model type on this page, or choose a different model.</source>
        <translation>Korrigieren Sie den Modelltyp auf dieser Seite oder wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <source>quark-cli has no template for model type &quot;%1&quot;. It would fail with &quot;There is no model template defined&quot; only after loading the whole model and the calibration data.</source>
        <translation>quark-cli hat keine Vorlage für den Modelltyp „%1“. Es würde mit &quot;There is no model template defined&quot; scheitern – erst nachdem das ganze Modell und die Kalibrierdaten geladen sind.</translation>
    </message>
    <message>
        <source>If this model is a variant of a supported type, correct the model type here; newer quark-cli builds accept --template_file. Otherwise choose a supported model.</source>
        <translation>Ist dieses Modell eine Variante eines unterstützten Typs, korrigieren Sie hier den Modelltyp; neuere quark-cli-Versionen akzeptieren --template_file. Andernfalls wählen Sie ein unterstütztes Modell.</translation>
    </message>
    <message>
        <source>The linear-layer count below is estimated from config.json instead.</source>
        <translation>Die Anzahl der Linear-Schichten unten ist stattdessen aus config.json geschätzt.</translation>
    </message>
    <message>
        <source>Counted exactly from %1 tensor names in %2 (decoder Linear weights; lm_head, norms, embeddings, routers and vision/audio towers excluded).</source>
        <translation>Exakt gezählt aus %1 Tensornamen in %2 (Linear-Gewichte des Decoders; lm_head, Normen, Embeddings, Router und Vision-/Audio-Türme ausgenommen).</translation>
    </message>
    <message>
        <source>The config-based estimate is %1: %2</source>
        <translation>Die Schätzung aus der Konfiguration ergibt %1: %2</translation>
    </message>
    <message>
        <source>No decoder Linear weights were recognised among the tensor names; estimated from config.json instead: %1</source>
        <translation>Unter den Tensornamen wurden keine Linear-Gewichte des Decoders erkannt; stattdessen aus config.json geschätzt: %1</translation>
    </message>
    <message>
        <source>Estimated from config.json (no safetensors index or header was available): %1</source>
        <translation>Aus config.json geschätzt (kein safetensors-Index oder -Header verfügbar): %1</translation>
    </message>
    <message>
        <source>PTQ Studio has no layer rules for &quot;%1&quot;; %2</source>
        <translation>PTQ Studio hat keine Schichtregeln für „%1“; %2</translation>
    </message>
    <message>
        <source>Check the linear-layer count against the model card.</source>
        <translation>Prüfen Sie die Anzahl der Linear-Schichten anhand der Modellkarte.</translation>
    </message>
    <message>
        <source>from the Hub&apos;s safetensors metadata</source>
        <translation>aus den safetensors-Metadaten des Hubs</translation>
    </message>
    <message>
        <source>counted from the tensor shapes in the model.safetensors header</source>
        <translation>gezählt aus den Tensorformen im Header von model.safetensors</translation>
    </message>
    <message>
        <source>from metadata.total_parameters of the index</source>
        <translation>aus metadata.total_parameters des Index</translation>
    </message>
    <message>
        <source>estimated: total_size of the index / %1 bytes per %2 parameter</source>
        <translation>geschätzt: total_size des Index / %1 Byte je %2-Parameter</translation>
    </message>
    <message>
        <source>estimated from the sizes in config.json</source>
        <translation>geschätzt aus den Größen in config.json</translation>
    </message>
    <message>
        <source>config.json has an auto_map: loading this model runs Python code from the model repository. PTQ Studio passes --no_trust_remote_code unless you accept running that code.</source>
        <translation>config.json hat eine auto_map: Das Laden dieses Modells führt Python-Code aus dem Modell-Repository aus. PTQ Studio übergibt --no_trust_remote_code, sofern Sie die Ausführung dieses Codes nicht erlauben.</translation>
    </message>
    <message>
        <source>Accept remote code on this page only if you trust the repository; otherwise loading may fail.</source>
        <translation>Erlauben Sie Remote-Code auf dieser Seite nur, wenn Sie dem Repository vertrauen; andernfalls kann das Laden scheitern.</translation>
    </message>
    <message>
        <source>This checkpoint is already quantized (%1%2). Quark quantizes full-precision weights.</source>
        <translation>Dieser Checkpoint ist bereits quantisiert (%1%2). Quark quantisiert Gewichte in voller Genauigkeit.</translation>
    </message>
    <message>
        <source>unknown method</source>
        <translation>unbekannte Methode</translation>
    </message>
    <message>
        <source>Use the original BF16/FP16 model (often linked from the model card as the base model).</source>
        <translation>Verwenden Sie das ursprüngliche BF16/FP16-Modell (auf der Modellkarte oft als Basismodell verlinkt).</translation>
    </message>
    <message>
        <source>A multimodal model (%1 tower). Only the language model&apos;s Linear layers are counted; the template excludes the towers.</source>
        <translation>Ein multimodales Modell (%1-Turm). Gezählt werden nur die Linear-Schichten des Sprachmodells; die Vorlage schließt die Türme aus.</translation>
    </message>
    <message>
        <source>Check that processor files are copied into the output when the CLI does not save them.</source>
        <translation>Prüfen Sie, ob die Processor-Dateien in die Ausgabe kopiert werden, wenn die CLI sie nicht speichert.</translation>
    </message>
    <message>
        <source>The experts are stored as fused parameters, not Linear modules; they are not in the linear-layer count and are quantized only if Quark&apos;s preprocessing splits them.</source>
        <translation>Die Experten sind als fusionierte Parameter gespeichert, nicht als Linear-Module; sie zählen nicht zu den Linear-Schichten und werden nur quantisiert, wenn Quarks Vorverarbeitung sie aufteilt.</translation>
    </message>
    <message>
        <source>Check the module replacement summary in the run log.</source>
        <translation>Prüfen Sie die Zusammenfassung der Modulersetzung im Laufprotokoll.</translation>
    </message>
    <message>
        <source>The weights take about %1 GiB, more than one 80 GB GPU holds: the run needs several GPUs (device_map=auto) or --multi_device (slow, CPU offload, no algorithms).</source>
        <translation>Die Gewichte belegen etwa %1 GiB, mehr als eine 80-GB-GPU fasst: Der Lauf braucht mehrere GPUs (device_map=auto) oder --multi_device (langsam, CPU-Auslagerung, keine Algorithmen).</translation>
    </message>
    <message>
        <source>Plan the device strategy on page 2.</source>
        <translation>Planen Sie die Gerätestrategie auf Seite 2.</translation>
    </message>
    <message>
        <source>The repository is gated (%1 approval): quark-cli needs a token whose account accepted the licence to download the weights.</source>
        <translation>Das Repository ist zugangsbeschränkt (Freigabe: %1): quark-cli braucht zum Herunterladen der Gewichte ein Token, dessen Konto die Lizenz akzeptiert hat.</translation>
    </message>
    <message>
        <source>Accept the licence on the model page and set HF_TOKEN for the run.</source>
        <translation>Akzeptieren Sie die Lizenz auf der Modellseite und setzen Sie HF_TOKEN für den Lauf.</translation>
    </message>
    <message>
        <source>%1 has no tokenizer files (tokenizer.json, tokenizer.model, tokenizer_config.json); calibration needs the tokenizer.</source>
        <translation>%1 hat keine Tokenizer-Dateien (tokenizer.json, tokenizer.model, tokenizer_config.json); die Kalibrierung braucht den Tokenizer.</translation>
    </message>
    <message>
        <source>Copy the tokenizer files from the original model.</source>
        <translation>Kopieren Sie die Tokenizer-Dateien aus dem ursprünglichen Modell.</translation>
    </message>
    <message>
        <source>%1 has PyTorch .bin weights but no safetensors; loading works but is slower and runs pickle code.</source>
        <translation>%1 hat PyTorch-.bin-Gewichte, aber kein safetensors; das Laden funktioniert, ist aber langsamer und führt Pickle-Code aus.</translation>
    </message>
    <message>
        <source>%1 has no weight files (*.safetensors or *.bin).</source>
        <translation>%1 hat keine Gewichtsdateien (*.safetensors oder *.bin).</translation>
    </message>
    <message>
        <source>Point to the complete model folder.</source>
        <translation>Geben Sie den vollständigen Modellordner an.</translation>
    </message>
    <message>
        <source>%1 has no generation_config.json; the export will have none either.</source>
        <translation>%1 hat keine generation_config.json; der Export hat dann auch keine.</translation>
    </message>
    <message>
        <source>config.json gives no number of hidden layers, so the layer count is unknown.</source>
        <translation>config.json nennt keine Anzahl verborgener Schichten, daher ist die Schichtanzahl unbekannt.</translation>
    </message>
    <message>
        <source>Check the model card, or correct the model type.</source>
        <translation>Prüfen Sie die Modellkarte oder korrigieren Sie den Modelltyp.</translation>
    </message>
    <message>
        <source>%1 starts with a UTF-8 byte-order mark. transformers reads it with json.loads, which refuses the mark (&quot;Unexpected UTF-8 BOM&quot;), so quark-cli would fail when it loads the model.</source>
        <translation>%1 beginnt mit einer UTF-8-Bytereihenfolgemarke (BOM). transformers liest die Datei mit json.loads, das diese Marke ablehnt („Unexpected UTF-8 BOM“); quark-cli würde also beim Laden des Modells scheitern.</translation>
    </message>
    <message>
        <source>Save %1 as UTF-8 without a byte-order mark (remove its first three bytes), then analyse the model again.</source>
        <translation>Speichern Sie %1 als UTF-8 ohne Bytereihenfolgemarke (entfernen Sie die ersten drei Bytes) und analysieren Sie das Modell erneut.</translation>
    </message>
    <message>
        <source>the model.safetensors header</source>
        <translation>dem Header von model.safetensors</translation>
    </message>
    <message>
        <source>Re-download this file (or copy it again from the original model), then analyse the model again: %1</source>
        <translation>Laden Sie diese Datei erneut herunter (oder kopieren Sie sie erneut aus dem ursprünglichen Modell), und analysieren Sie das Modell dann erneut: %1</translation>
    </message>
    <message>
        <source>%1 is not a readable safetensors file (%2 bytes): %3</source>
        <translation>%1 ist keine lesbare safetensors-Datei (%2 Byte): %3</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, but its safetensors header alone needs %3: the file is cut short (an interrupted download or copy), so loading the weights would fail.</source>
        <translation>%1 hat %2 Byte, aber allein sein safetensors-Header braucht %3: Die Datei ist abgeschnitten (ein unterbrochener Download oder Kopiervorgang), daher würde das Laden der Gewichte scheitern.</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, but its safetensors header implies %3 (8 + the header + the end of the last tensor&apos;s data): the file is cut short (an interrupted download or copy), and loading it would fail with &quot;incomplete metadata, file not fully covered&quot;.</source>
        <translation>%1 hat %2 Byte, aber sein safetensors-Header ergibt %3 (8 + der Header + das Ende der Daten des letzten Tensors): Die Datei ist abgeschnitten (ein unterbrochener Download oder Kopiervorgang), und das Laden würde mit &quot;incomplete metadata, file not fully covered&quot; scheitern.</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, but its safetensors header implies %3 (8 + the header + the end of the last tensor&apos;s data): the file has bytes its header does not describe, and loading it would fail with &quot;incomplete metadata, file not fully covered&quot;.</source>
        <translation>%1 hat %2 Byte, aber sein safetensors-Header ergibt %3 (8 + der Header + das Ende der Daten des letzten Tensors): Die Datei enthält Bytes, die ihr Header nicht beschreibt, und das Laden würde mit &quot;incomplete metadata, file not fully covered&quot; scheitern.</translation>
    </message>
    <message>
        <source>config.json was written by transformers %1, newer than quark-cli %2 runs on (transformers %3): that transformers may not read it.</source>
        <translation>config.json wurde von transformers %1 geschrieben, einer neueren Version als der, mit der quark-cli %2 läuft (transformers %3): Diese Version kann die Datei womöglich nicht lesen.</translation>
    </message>
    <message>
        <source>Check that the environment&apos;s transformers can load this model; page 3 compares the installed versions.</source>
        <translation>Prüfen Sie, ob das transformers der Umgebung dieses Modell laden kann; Seite 3 vergleicht die installierten Versionen.</translation>
    </message>
</context>
<context>
    <name>ModelCard</name>
    <message>
        <source>%1 has no YAML front matter (it does not start with ---).</source>
        <translation>%1 hat keinen YAML-Front-Matter (die Datei beginnt nicht mit ---).</translation>
    </message>
    <message>
        <source>%1&apos;s YAML front matter has no closing ---.</source>
        <translation>Der YAML-Front-Matter von %1 hat kein schließendes ---.</translation>
    </message>
    <message>
        <source>%1&apos;s YAML front matter is not a mapping.</source>
        <translation>Der YAML-Front-Matter von %1 ist kein Mapping.</translation>
    </message>
    <message>
        <source>The export folder %1 does not exist.</source>
        <translation>Der Exportordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 was not written by PTQ Studio and %2 already exists; the model card was not written so that neither is lost. Move one of them away and write the card again.</source>
        <translation>%1 wurde nicht von PTQ Studio geschrieben, und %2 existiert bereits; die Modellkarte wurde nicht geschrieben, damit keine der beiden Dateien verloren geht. Verschieben Sie eine davon und schreiben Sie die Karte erneut.</translation>
    </message>
    <message>
        <source>Could not keep %1 as %2; the model card was not written.</source>
        <translation>%1 konnte nicht als %2 aufbewahrt werden; die Modellkarte wurde nicht geschrieben.</translation>
    </message>
</context>
<context>
    <name>ModelCopyPlan</name>
    <message>
        <source>%1 is not a folder on this machine.</source>
        <translation>%1 ist auf diesem Rechner kein Ordner.</translation>
    </message>
    <message>
        <source>%1 in the model folder %2 is a link to %3, which does not exist: it cannot be copied.</source>
        <translation>%1 im Modellordner %2 ist ein Link auf %3, das es nicht gibt: er kann nicht kopiert werden.</translation>
    </message>
    <message>
        <source>%1 in the model folder %2 is not a regular file (a socket or device): it cannot be copied.</source>
        <translation>%1 im Modellordner %2 ist keine gewöhnliche Datei (ein Socket oder Gerät): sie kann nicht kopiert werden.</translation>
    </message>
    <message>
        <source>%1 in the model folder %2 cannot be read (permissions).</source>
        <translation>%1 im Modellordner %2 kann nicht gelesen werden (Berechtigungen).</translation>
    </message>
    <message>
        <source>The model folder %1 is empty.</source>
        <translation>Der Modellordner %1 ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>The model is read from %1:%2, a copy of %3 made earlier (the same %n file(s) and sizes): nothing is copied.</source>
        <translation>
            <numerusform>Das Modell wird aus %1:%2 gelesen, einer früher angelegten Kopie von %3 (dieselbe %n Datei mit derselben Größe): es wird nichts kopiert.</numerusform>
            <numerusform>Das Modell wird aus %1:%2 gelesen, einer früher angelegten Kopie von %3 (dieselben %n Dateien mit denselben Größen): es wird nichts kopiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before the script runs, the model folder %1 is copied to %2:%3 (%n file(s), %4).</source>
        <translation>
            <numerusform>Bevor das Skript läuft, wird der Modellordner %1 nach %2:%3 kopiert (%n Datei, %4).</numerusform>
            <numerusform>Bevor das Skript läuft, wird der Modellordner %1 nach %2:%3 kopiert (%n Dateien, %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in the model folder %2 is a link to %3, outside the model folder: it is not copied. Put the file itself in the folder, or remove the link.</source>
        <translation>%1 im Modellordner %2 ist ein Link auf %3 außerhalb des Modellordners: Er wird nicht kopiert. Legen Sie die Datei selbst in den Ordner, oder entfernen Sie den Link.</translation>
    </message>
    <message>
        <source>A file name in the model folder %1 holds a line break (%2): it cannot be copied.</source>
        <translation>Ein Dateiname im Modellordner %1 enthält einen Zeilenumbruch (%2): Die Datei kann nicht kopiert werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) (%1) were approved</source>
        <translation>
            <numerusform>%n Datei (%1) wurde freigegeben</numerusform>
            <numerusform>%n Dateien (%1) wurden freigegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now it holds %n file(s) (%1)</source>
        <translation>
            <numerusform>jetzt enthält er %n Datei (%1)</numerusform>
            <numerusform>jetzt enthält er %n Dateien (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelSourceParser</name>
    <message>
        <source>Enter a Hub repository id such as Qwen/Qwen2.5-7B-Instruct, or a folder.</source>
        <translation>Geben Sie eine Hub-Repository-ID wie Qwen/Qwen2.5-7B-Instruct oder einen Ordner ein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: use name or namespace/name.</source>
        <translation>„%1“ ist keine Hub-Repository-ID: Verwenden Sie name oder namespace/name.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: it may not contain &quot;--&quot; or &quot;..&quot;.</source>
        <translation>„%1“ ist keine Hub-Repository-ID: Sie darf weder „--“ noch „..“ enthalten.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: drop the &quot;.git&quot;.</source>
        <translation>„%1“ ist keine Hub-Repository-ID: Lassen Sie „.git“ weg.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: letters, digits, &quot;-&quot;, &quot;_&quot; and &quot;.&quot; only, starting and ending with a letter or digit.</source>
        <translation>„%1“ ist keine Hub-Repository-ID: nur Buchstaben, Ziffern, „-“, „_“ und „.“, beginnend und endend mit Buchstabe oder Ziffer.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hub repository id: the name is longer than 96 characters.</source>
        <translation>„%1“ ist keine Hub-Repository-ID: Der Name ist länger als 96 Zeichen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision: use a branch, a tag or a 40-character commit hash.</source>
        <translation>„%1“ ist keine Revision: Verwenden Sie einen Branch, ein Tag oder einen 40-stelligen Commit-Hash.</translation>
    </message>
    <message>
        <source>%1 is an ONNX model. PTQ Studio quantizes PyTorch / Hugging Face models only; ONNX PTQ is not supported.</source>
        <translation>%1 ist ein ONNX-Modell. PTQ Studio quantisiert nur PyTorch-/Hugging-Face-Modelle; ONNX-PTQ wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>%1 is a GGUF file. PTQ Studio needs a Hugging Face model folder with config.json.</source>
        <translation>%1 ist eine GGUF-Datei. PTQ Studio braucht einen Hugging-Face-Modellordner mit config.json.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is a file; choose the model&apos;s folder (the one with config.json).</source>
        <translation>%1 ist eine Datei; wählen Sie den Ordner des Modells (den mit config.json).</translation>
    </message>
    <message>
        <source>%1 holds ONNX models and no config.json. PTQ Studio quantizes PyTorch / Hugging Face models only; ONNX PTQ is not supported.</source>
        <translation>%1 enthält ONNX-Modelle und keine config.json. PTQ Studio quantisiert nur PyTorch-/Hugging-Face-Modelle; ONNX-PTQ wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>%1 holds GGUF files and no config.json. PTQ Studio needs the original Hugging Face model (config.json and safetensors).</source>
        <translation>%1 enthält GGUF-Dateien und keine config.json. PTQ Studio braucht das ursprüngliche Hugging-Face-Modell (config.json und safetensors).</translation>
    </message>
    <message>
        <source>%1 has no config.json, so it is not a Hugging Face model folder.</source>
        <translation>%1 hat keine config.json und ist daher kein Hugging-Face-Modellordner.</translation>
    </message>
</context>
<context>
    <name>OfflineReadiness</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1 ist größer als %2 Bytes.</translation>
    </message>
    <message>
        <source>%1 is not a JSON object.</source>
        <translation>%1 ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>%1 names no weight files.</source>
        <translation>%1 nennt keine Gewichtsdateien.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lacks %n of the weight files its index names (%2).</source>
        <translation>
            <numerusform>In %1 fehlt %n der Gewichtsdateien, die sein Index nennt (%2).</numerusform>
            <numerusform>In %1 fehlen %n der Gewichtsdateien, die sein Index nennt (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has config.json but no weights (model.safetensors, a safetensors index with its shards, or pytorch_model.bin).</source>
        <translation>%1 hat config.json, aber keine Gewichte (model.safetensors, einen safetensors-Index mit seinen Shards oder pytorch_model.bin).</translation>
    </message>
    <message>
        <source>%1 is set, so the Hub is not used even though it is reachable.</source>
        <translation>%1 ist gesetzt, daher wird der Hub nicht verwendet, obwohl er erreichbar ist.</translation>
    </message>
    <message>
        <source>%1 is set, so the Hub is not used.</source>
        <translation>%1 ist gesetzt, daher wird der Hub nicht verwendet.</translation>
    </message>
    <message>
        <source>The Hub is reachable: the run downloads it (size not known in advance).</source>
        <translation>Der Hub ist erreichbar: Der Lauf lädt es herunter (Größe vorab unbekannt).</translation>
    </message>
    <message>
        <source>The Hub is not reachable from this machine.</source>
        <translation>Der Hub ist von dieser Maschine aus nicht erreichbar.</translation>
    </message>
    <message>
        <source>The run needs the Hub for it; whether the Hub is reachable is not known yet.</source>
        <translation>Der Lauf braucht dafür den Hub; ob er erreichbar ist, ist noch nicht bekannt.</translation>
    </message>
    <message>
        <source>with %1 unset for that command</source>
        <translation>ohne %1 für diesen Befehl</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>while connected to the network</source>
        <translation>mit Netzwerkverbindung</translation>
    </message>
    <message>
        <source>Skip the evaluation (Evaluation: none, which passes %1).</source>
        <translation>Überspringen Sie die Evaluierung (Evaluierung: none, das übergibt %1).</translation>
    </message>
    <message>
        <source>Choose pileval, wikitext or cnn_dailymail as the calibration dataset.</source>
        <translation>Wählen Sie pileval, wikitext oder cnn_dailymail als Kalibrierdatensatz.</translation>
    </message>
    <message>
        <source>A local folder: no download needed.</source>
        <translation>Ein lokaler Ordner: kein Download nötig.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Choose an existing folder or one of quark-cli&apos;s datasets.</source>
        <translation>Wählen Sie einen vorhandenen Ordner oder einen der Datensätze von quark-cli.</translation>
    </message>
    <message>
        <source>Cached by datasets at %1: the run loads it without the Hub.</source>
        <translation>Von datasets unter %1 zwischengespeichert: Der Lauf lädt ihn ohne den Hub.</translation>
    </message>
    <message>
        <source>A copy in the hub cache (%1) does not count: offline, datasets reads only its own cache.</source>
        <translation>Eine Kopie im Hub-Cache (%1) zählt nicht: Offline liest datasets nur seinen eigenen Cache.</translation>
    </message>
    <message>
        <source>Load it once %1, in the Quark environment: python -c &quot;%2&quot; (this fills %3; &quot;hf download --repo-type dataset&quot; alone is not enough).</source>
        <translation>Laden Sie den Datensatz einmal in der Quark-Umgebung %1: python -c &quot;%2&quot; (das füllt %3; &quot;hf download --repo-type dataset&quot; allein reicht nicht).</translation>
    </message>
    <message>
        <source>Or calibrate with a dataset that is cached: %1.</source>
        <translation>Oder kalibrieren Sie mit einem Datensatz, der im Cache liegt: %1.</translation>
    </message>
    <message>
        <source>Choose the model&apos;s folder (the one with config.json and the weights).</source>
        <translation>Wählen Sie den Ordner des Modells (den mit config.json und den Gewichten).</translation>
    </message>
    <message>
        <source>Enter a Hub repository id such as org/name, or a folder.</source>
        <translation>Geben Sie eine Hub-Repository-ID wie org/name oder einen Ordner ein.</translation>
    </message>
    <message>
        <source>Complete the folder, or choose one with config.json and all weight files.</source>
        <translation>Vervollständigen Sie den Ordner, oder wählen Sie einen mit config.json und allen Gewichtsdateien.</translation>
    </message>
    <message>
        <source>A local folder with config.json and its weights: no download needed.</source>
        <translation>Ein lokaler Ordner mit config.json und seinen Gewichten: kein Download nötig.</translation>
    </message>
    <message>
        <source>In the Hugging Face cache at %1 with its weights.</source>
        <translation>Im Hugging-Face-Cache unter %1, mit seinen Gewichten.</translation>
    </message>
    <message>
        <source>Download it once %1: %2 (a gated model needs a token: HF_TOKEN or &quot;hf auth login&quot;).</source>
        <translation>Laden Sie das Modell einmal %1 herunter: %2 (ein zugangsbeschränktes Modell braucht ein Token: HF_TOKEN oder &quot;hf auth login&quot;).</translation>
    </message>
    <message>
        <source>Or choose a local folder that holds the model.</source>
        <translation>Oder wählen Sie einen lokalen Ordner, der das Modell enthält.</translation>
    </message>
    <message>
        <source>The run would fail: something it needs is neither cached nor downloadable.</source>
        <translation>Der Lauf würde scheitern: Etwas, das er braucht, ist weder im Cache noch herunterladbar.</translation>
    </message>
    <message>
        <source>Some of what the run needs is not cached, and whether the Hub is reachable is not known yet.</source>
        <translation>Ein Teil dessen, was der Lauf braucht, ist nicht im Cache, und ob der Hub erreichbar ist, ist noch nicht bekannt.</translation>
    </message>
    <message>
        <source>The run downloads what is not cached from the Hub.</source>
        <translation>Der Lauf lädt vom Hub herunter, was nicht im Cache liegt.</translation>
    </message>
    <message>
        <source>Everything the run needs is cached: it works offline.</source>
        <translation>Alles, was der Lauf braucht, liegt im Cache: Er funktioniert offline.</translation>
    </message>
    <message>
        <source>%1 is set: the Hub is not used even though it is reachable.</source>
        <translation>%1 ist gesetzt: Der Hub wird nicht verwendet, obwohl er erreichbar ist.</translation>
    </message>
    <message>
        <source>%1 is set: the run uses the caches only.</source>
        <translation>%1 ist gesetzt: Der Lauf verwendet nur die Caches.</translation>
    </message>
</context>
<context>
    <name>OutputDirRules</name>
    <message>
        <source>Choose an output folder.</source>
        <translation>Wählen Sie einen Ausgabeordner.</translation>
    </message>
    <message>
        <source>The output folder was given relative; it resolves to %1 (quark-cli changes its working folder, so the command always gets the absolute path).</source>
        <translation>Der Ausgabeordner wurde relativ angegeben; er ergibt %1 (quark-cli wechselt sein Arbeitsverzeichnis, daher erhält der Befehl immer den absoluten Pfad).</translation>
    </message>
    <message>
        <source>%1 is inside the model folder %2; choose a folder outside it.</source>
        <translation>%1 liegt im Modellordner %2; wählen Sie einen Ordner außerhalb.</translation>
    </message>
    <message>
        <source>%1 is the workspace itself; choose a folder for the quantized model.</source>
        <translation>%1 ist der Arbeitsbereich selbst; wählen Sie einen Ordner für das quantisierte Modell.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>%1 already exists and is not empty; choose a new folder so nothing is overwritten.</source>
        <translation>%1 existiert bereits und ist nicht leer; wählen Sie einen neuen Ordner, damit nichts überschrieben wird.</translation>
    </message>
    <message>
        <source>%1 is not writable, so %2 cannot be created.</source>
        <translation>%1 ist nicht beschreibbar, daher kann %2 nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 is on a read-only file system.</source>
        <translation>%1 liegt auf einem schreibgeschützten Dateisystem.</translation>
    </message>
    <message>
        <source>The free space at %1 could not be read.</source>
        <translation>Der freie Speicherplatz unter %1 konnte nicht ermittelt werden.</translation>
    </message>
    <message>
        <source>The model folder %1 is inside %2; choose an output folder that does not contain the model.</source>
        <translation>Der Modellordner %1 liegt in %2; wählen Sie einen Ausgabeordner, der das Modell nicht enthält.</translation>
    </message>
    <message>
        <source>%1 is inside the workspace %2 (its logs and history would be written into the export); choose a folder outside the workspace.</source>
        <translation>%1 liegt im Arbeitsbereich %2 (dessen Protokolle und Verlauf würden in den Export geschrieben); wählen Sie einen Ordner außerhalb des Arbeitsbereichs.</translation>
    </message>
    <message>
        <source>The workspace %1 is inside %2 (the run log would land inside the export); choose an output folder that does not contain the workspace.</source>
        <translation>Der Arbeitsbereich %1 liegt in %2 (das Laufprotokoll würde im Export landen); wählen Sie einen Ausgabeordner, der den Arbeitsbereich nicht enthält.</translation>
    </message>
    <message>
        <source>The file system of %1 has %2 free; the export needs about %3.</source>
        <translation>Auf dem Dateisystem von %1 sind %2 frei; der Export braucht etwa %3.</translation>
    </message>
</context>
<context>
    <name>OutputVerifier</name>
    <message>
        <source>the header claims %1 bytes but the file has %2</source>
        <translation>der Header gibt %1 Byte an, die Datei hat aber %2</translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation>der Header ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>tensor %1 has the unknown dtype %2</source>
        <translation>Tensor %1 hat den unbekannten dtype %2</translation>
    </message>
    <message>
        <source>tensor %1 has invalid data_offsets</source>
        <translation>Tensor %1 hat ungültige data_offsets</translation>
    </message>
    <message>
        <source>tensor %1 has a shape too large to exist</source>
        <translation>Tensor %1 hat eine Form, die zu groß ist, um zu existieren</translation>
    </message>
    <message>
        <source>tensor %1: %2 bytes of data for its shape and dtype, but its offsets span %3</source>
        <translation>Tensor %1: %2 Byte Daten für Form und dtype, aber seine Offsets umfassen %3</translation>
    </message>
    <message>
        <source>a gap before tensor %1</source>
        <translation>eine Lücke vor Tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 overlaps the previous one</source>
        <translation>Tensor %1 überlappt den vorherigen</translation>
    </message>
    <message>
        <source>the tensors end at byte %1 of a %2-byte data buffer (truncated or padded file)</source>
        <translation>die Tensoren enden bei Byte %1 eines %2 Byte großen Datenpuffers (abgeschnittene oder aufgefüllte Datei)</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>config.json has no quantization_config.</source>
        <translation>config.json hat keine quantization_config.</translation>
    </message>
    <message>
        <source>config.json has a quark quantization_config.</source>
        <translation>config.json hat eine quark-quantization_config.</translation>
    </message>
    <message>
        <source>Weights are %1, as %2 implies.</source>
        <translation>Die Gewichte sind %1, wie %2 erwarten lässt.</translation>
    </message>
    <message>
        <source>Weights are &quot;%1&quot;, but %2 implies %3.</source>
        <translation>Die Gewichte sind „%1“, aber %2 lässt %3 erwarten.</translation>
    </message>
    <message>
        <source>The plan excludes modules but the export&apos;s exclude list is empty.</source>
        <translation>Der Plan schließt Module aus, aber die exclude-Liste des Exports ist leer.</translation>
    </message>
    <message>
        <source>exclude: %1</source>
        <translation>exclude: %1</translation>
    </message>
    <message>
        <source>KV-cache quantization was planned but kv_cache_quant_config is empty.</source>
        <translation>KV-Cache-Quantisierung war geplant, aber kv_cache_quant_config ist leer.</translation>
    </message>
    <message>
        <source>kv_cache_quant_config is present.</source>
        <translation>kv_cache_quant_config ist vorhanden.</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) are stored in more than one shard</source>
        <translation>
            <numerusform>%n Tensor ist in mehr als einem Shard gespeichert</numerusform>
            <numerusform>%n Tensoren sind in mehr als einem Shard gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>No *.safetensors file.</source>
        <translation>Keine *.safetensors-Datei.</translation>
    </message>
    <message>
        <source>%1 shard(s), %2 tensors, every header valid.</source>
        <translation>%1 Shard(s), %2 Tensoren, jeder Header gültig.</translation>
    </message>
    <message>
        <source>%1 is named but missing</source>
        <translation>%1 ist genannt, fehlt aber</translation>
    </message>
    <message>
        <source>%1 tensor(s) of the index are in no shard</source>
        <translation>%1 Tensor(en) des Index liegen in keinem Shard</translation>
    </message>
    <message>
        <source>%1 tensor(s) are missing from the index</source>
        <translation>%1 Tensor(en) fehlen im Index</translation>
    </message>
    <message>
        <source>The index names every tensor of the %1 shard(s).</source>
        <translation>Der Index nennt jeden Tensor der %1 Shard(s).</translation>
    </message>
    <message>
        <source>%1 shards but no model.safetensors.index.json.</source>
        <translation>%1 Shards, aber keine model.safetensors.index.json.</translation>
    </message>
    <message>
        <source>No weight is stored in a quantized dtype.</source>
        <translation>Kein Gewicht ist in einem quantisierten dtype gespeichert.</translation>
    </message>
    <message>
        <source>%1 quantized weights but no weight_scale.</source>
        <translation>%1 quantisierte Gewichte, aber kein weight_scale.</translation>
    </message>
    <message>
        <source>%1 quantized weights, %2 weight_scale, %3 input_scale, %4 output_scale.</source>
        <translation>%1 quantisierte Gewichte, %2 weight_scale, %3 input_scale, %4 output_scale.</translation>
    </message>
    <message>
        <source>KV-cache quantization was planned but no k/v output_scale tensor exists.</source>
        <translation>KV-Cache-Quantisierung war geplant, aber es gibt keinen k/v-output_scale-Tensor.</translation>
    </message>
    <message>
        <source>Tokenizer files are missing (tokenizer.json or tokenizer.model, and tokenizer_config.json).</source>
        <translation>Tokenizer-Dateien fehlen (tokenizer.json oder tokenizer.model sowie tokenizer_config.json).</translation>
    </message>
    <message>
        <source>Tokenizer files are present.</source>
        <translation>Tokenizer-Dateien sind vorhanden.</translation>
    </message>
    <message>
        <source>No generation_config.json (fine if the source had none).</source>
        <translation>Keine generation_config.json (in Ordnung, wenn die Quelle keine hatte).</translation>
    </message>
    <message>
        <source>%1 is in %2, the index says %3</source>
        <translation>%1 liegt in %2, laut Index in %3</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) are not in the shard the index names (%1)</source>
        <translation>
            <numerusform>%n Tensor liegt nicht in dem Shard, den der Index nennt (%1)</numerusform>
            <numerusform>%n Tensoren liegen nicht in dem Shard, den der Index nennt (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.weight is %2, %3 stores %4</source>
        <translation>%1.weight ist %2, %3 speichert %4</translation>
    </message>
    <message numerus="yes">
        <source>%n quantized weight(s) are not stored as their scheme implies (%1).</source>
        <translation>
            <numerusform>%n quantisiertes Gewicht ist nicht so gespeichert, wie sein Schema erwarten lässt (%1).</numerusform>
            <numerusform>%n quantisierte Gewichte sind nicht so gespeichert, wie ihr Schema erwarten lässt (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 quantized module(s), each weight stored as its scheme implies.</source>
        <translation>%1 quantisierte Modul(e), jedes Gewicht so gespeichert, wie sein Schema erwarten lässt.</translation>
    </message>
    <message>
        <source>%1 module(s) matching the exclusions kept their original dtype.</source>
        <translation>%1 Modul(e), auf die die Ausschlüsse passen, behielten ihren ursprünglichen dtype.</translation>
    </message>
    <message>
        <source>The override %1 → %2 is not in the export&apos;s layer_quant_config.</source>
        <translation>Das Override %1 → %2 fehlt in der layer_quant_config des Exports.</translation>
    </message>
    <message>
        <source>The override %1 → %2 is recorded, but no module is stored as %2 (all matches excluded, or none matched).</source>
        <translation>Das Override %1 → %2 ist eingetragen, aber kein Modul ist als %2 gespeichert (alle Treffer ausgeschlossen oder keine Treffer).</translation>
    </message>
    <message>
        <source>%1 → %2: %3 module(s).</source>
        <translation>%1 → %2: %3 Modul(e).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; at most %3 are read from it, so it was not read.</source>
        <translation>%1 ist %2 Bytes groß; daraus werden höchstens %3 gelesen, daher wurde sie nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes, so it was not read.</source>
        <translation>%1 ist größer als %2 Bytes und wurde daher nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 holds entries that are not regular files (FIFOs, devices or sockets, perhaps behind symlinks), which were not read: %2. Remove them; an export holds plain files.</source>
        <translation>%1 enthält Einträge, die keine regulären Dateien sind (FIFOs, Geräte oder Sockets, vielleicht hinter symbolischen Links) und nicht gelesen wurden: %2. Entfernen Sie sie; ein Export enthält gewöhnliche Dateien.</translation>
    </message>
    <message>
        <source>%1 is a symlink that leads outside %2; an export holds its own files.</source>
        <translation>%1 ist ein symbolischer Link, der aus %2 hinausführt; ein Export enthält seine eigenen Dateien.</translation>
    </message>
    <message>
        <source>quantization_config.quant_method is %1, not &quot;quark&quot;.</source>
        <translation>quantization_config.quant_method ist %1, nicht „quark“.</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it was not read</source>
        <translation>%1 ist keine reguläre Datei und wurde daher nicht gelesen</translation>
    </message>
    <message>
        <source>%1 is a symlink that leads outside the output folder (to %2)</source>
        <translation>%1 ist ein symbolischer Link, der aus dem Ausgabeordner hinausführt (nach %2)</translation>
    </message>
    <message>
        <source>an empty shard name</source>
        <translation>ein leerer Shard-Name</translation>
    </message>
    <message>
        <source>%1 is an absolute path (an index names its shards relative to its own folder)</source>
        <translation>%1 ist ein absoluter Pfad (ein Index nennt seine Shards relativ zu seinem eigenen Ordner)</translation>
    </message>
    <message>
        <source>%1 leads outside the output folder</source>
        <translation>%1 führt aus dem Ausgabeordner hinaus</translation>
    </message>
    <message>
        <source>%1 is a symlink that leads outside the output folder</source>
        <translation>%1 ist ein symbolischer Link, der aus dem Ausgabeordner hinausführt</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 is not a *.safetensors file of the output folder</source>
        <translation>%1 ist keine *.safetensors-Datei des Ausgabeordners</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>shards named in the index: %1</source>
        <translation>im Index genannte Shards: %1</translation>
    </message>
    <message>
        <source>no file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>%1.weight is %2</source>
        <translation>%1.weight ist %2</translation>
    </message>
    <message>
        <source>dtype not checked for this scheme: %1 (its storage dtype was not verified against a real export).</source>
        <translation>dtype für dieses Schema nicht geprüft: %1 (sein Speicher-dtype wurde nicht an einem echten Export überprüft).</translation>
    </message>
    <message numerus="yes">
        <source>%n excluded module(s) were quantized anyway (e.g. %1)</source>
        <translation>
            <numerusform>%n ausgeschlossenes Modul wurde trotzdem quantisiert (z. B. %1)</numerusform>
            <numerusform>%n ausgeschlossene Module wurden trotzdem quantisiert (z. B. %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n excluded module(s) are not in a floating-point dtype (e.g. %1)</source>
        <translation>
            <numerusform>%n ausgeschlossenes Modul hat keinen Gleitkomma-dtype (z. B. %1)</numerusform>
            <numerusform>%n ausgeschlossene Module haben keinen Gleitkomma-dtype (z. B. %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights are %1, as %2 implies (global_quant_config.weight: %3).</source>
        <translation>Die Gewichte sind %1, wie %2 erwarten lässt (global_quant_config.weight: %3).</translation>
    </message>
    <message>
        <source>global_quant_config.weight lists %1, but a real %2 export lists [%3].</source>
        <translation>global_quant_config.weight führt %1 auf, aber ein echter %2-Export führt [%3] auf.</translation>
    </message>
    <message>
        <source>%1.weight_scale is %2, %3 stores %4</source>
        <translation>%1.weight_scale ist %2, %3 speichert %4</translation>
    </message>
    <message>
        <source>%1 has no %2, which %3 writes for every quantized module</source>
        <translation>%1 hat kein %2, das %3 für jedes quantisierte Modul schreibt</translation>
    </message>
    <message>
        <source>Real %1 exports load in transformers (tried with %2).</source>
        <translation>Echte %1-Exporte lassen sich in transformers laden (versucht mit %2).</translation>
    </message>
    <message>
        <source>transformers cannot load a %1 export as Quark writes it (tried with %2): %3 Serve it with a runtime that reads this format, or choose a scheme that loads (fp8, ptpc_fp8, int8, the int4/uint4 schemes, mxfp4, mxfp6 or amdfp4).</source>
        <translation>transformers kann einen %1-Export, wie Quark ihn schreibt, nicht laden (versucht mit %2): %3 Stellen Sie ihn mit einer Laufzeitumgebung bereit, die dieses Format liest, oder wählen Sie ein Schema, das sich laden lässt (fp8, ptpc_fp8, int8, die int4/uint4-Schemata, mxfp4, mxfp6 oder amdfp4).</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), every one empty (0 bytes): %1. A full disk leaves an export like this.</source>
        <translation>
            <numerusform>%n Datei, leer (0 Byte): %1. Eine volle Festplatte hinterlässt einen solchen Export.</numerusform>
            <numerusform>%n Dateien, alle leer (0 Byte): %1. Eine volle Festplatte hinterlässt einen solchen Export.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of %1 are empty (0 bytes): %2. An export writes no empty file; a full disk leaves them.</source>
        <translation>
            <numerusform>%n von %1 Dateien ist leer (0 Byte): %2. Ein Export schreibt keine leeren Dateien; eine volle Festplatte hinterlässt sie.</numerusform>
            <numerusform>%n von %1 Dateien sind leer (0 Byte): %2. Ein Export schreibt keine leeren Dateien; eine volle Festplatte hinterlässt sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokenizer files are empty (0 bytes): %1.</source>
        <translation>Tokenizer-Dateien sind leer (0 Byte): %1.</translation>
    </message>
    <message>
        <source>generation_config.json is empty (0 bytes).</source>
        <translation>generation_config.json ist leer (0 Byte).</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1.</source>
        <translation>
            <numerusform>%n Datei, %1.</numerusform>
            <numerusform>%n Dateien, %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The weight files are %1 of the source&apos;s (%2): far below the %3 that even a fully quantized %4 export keeps. The export is truncated or empty.</source>
        <translation>Die Gewichtsdateien (%2) haben das %1-Fache der Quelle: weit unter dem %3-Fachen, das selbst ein vollständig quantisierter %4-Export behält. Der Export ist abgeschnitten oder leer.</translation>
    </message>
    <message>
        <source>The weight files are %1 of the source&apos;s (%2).</source>
        <translation>Die Gewichtsdateien (%2) haben das %1-Fache der Quelle.</translation>
    </message>
</context>
<context>
    <name>PathText</name>
    <message>
        <source>%1 (&quot;%2&quot;) is not valid UTF-8. PTQ Studio reads file and folder names as UTF-8 and would use a different path than the one named; rename it to a UTF-8 name (or point to it through a symlink that has one).</source>
        <translation>%1 („%2“) ist kein gültiges UTF-8. PTQ Studio liest Datei- und Ordnernamen als UTF-8 und würde einen anderen Pfad verwenden als den genannten; benennen Sie ihn in einen UTF-8-Namen um (oder verweisen Sie über einen symbolischen Link mit einem solchen Namen darauf).</translation>
    </message>
    <message>
        <source>The folder %1 holds &quot;%2&quot;, whose name is not valid UTF-8. PTQ Studio reads file and folder names as UTF-8 and would use a different path (%3) than the one chosen; rename it to a UTF-8 name (or point to it through a symlink that has one).</source>
        <translation>Der Ordner %1 enthält „%2“, dessen Name kein gültiges UTF-8 ist. PTQ Studio liest Datei- und Ordnernamen als UTF-8 und würde einen anderen Pfad (%3) verwenden als den gewählten; benennen Sie ihn in einen UTF-8-Namen um (oder verweisen Sie über einen symbolischen Link mit einem solchen Namen darauf).</translation>
    </message>
</context>
<context>
    <name>PipProgress</name>
    <message>
        <source>pip stopped with exit code %1.</source>
        <translation>pip wurde mit Exit-Code %1 beendet.</translation>
    </message>
    <message>
        <source>a package</source>
        <translation>ein Paket</translation>
    </message>
    <message>
        <source>No release of %1 was found on the package index. Check the package name and version, or choose a version the index offers.</source>
        <translation>Für %1 wurde im Paketindex keine Version gefunden. Prüfen Sie Paketname und Version, oder wählen Sie eine Version, die der Index anbietet.</translation>
    </message>
    <message>
        <source>No release of %1 was found on %2. Check the package name and version, and that this index carries it.</source>
        <translation>Für %1 wurde auf %2 keine Version gefunden. Prüfen Sie Paketname und Version und ob dieser Index das Paket führt.</translation>
    </message>
    <message>
        <source>%1 cannot be installed together: their dependencies conflict. Loosen or remove one of the version pins and try again.</source>
        <translation>Nicht zusammen installierbar: %1. Die Abhängigkeiten widersprechen sich. Lockern oder entfernen Sie eine der Versionsfestlegungen und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Could not reach %1 to install %2. Check the network connection, the proxy and the index URL, then try again.</source>
        <translation>Um %2 zu installieren, konnte %1 nicht erreicht werden. Prüfen Sie die Netzwerkverbindung, den Proxy und die Index-URL und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>the package index</source>
        <translation>der Paketindex</translation>
    </message>
    <message>
        <source>The disk ran out of space while installing %1. Free some space where the environment and the temporary folder live, then try again.</source>
        <translation>Während %1 installiert wurde, war der Datenträger voll. Schaffen Sie Platz dort, wo die Umgebung und der temporäre Ordner liegen, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The download of %1 does not match the hash it must have, so it was not installed. Check the pinned hashes or the mirror, then try again.</source>
        <translation>Die heruntergeladene Datei für %1 hat nicht den vorgeschriebenen Hash und wurde daher nicht installiert. Prüfen Sie die festgelegten Hashes oder den Mirror und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The download of %1 from %2 does not match the hash it must have, so it was not installed. Check the pinned hashes or the mirror, then try again.</source>
        <translation>Die von %2 heruntergeladene Datei für %1 hat nicht den vorgeschriebenen Hash und wurde daher nicht installiert. Prüfen Sie die festgelegten Hashes oder den Mirror und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>%1 does not support this environment&apos;s Python. Use a Python it supports, or choose a release of it that supports this Python.</source>
        <translation>Für %1 passt das Python dieser Umgebung nicht. Verwenden Sie ein Python, das das Paket unterstützt, oder wählen Sie eine Version des Pakets, die dieses Python unterstützt.</translation>
    </message>
    <message>
        <source>%1 needs Python %2, which this environment does not have. Use a Python it supports, or choose a release of it that supports this Python.</source>
        <translation>Für %1 ist Python %2 nötig, das diese Umgebung nicht hat. Verwenden Sie ein Python, das das Paket unterstützt, oder wählen Sie eine Version des Pakets, die dieses Python unterstützt.</translation>
    </message>
    <message>
        <source>This pip does not know &quot;--progress-bar raw&quot; (it needs pip 24.1 or newer). Upgrade pip in the environment, or run without that option.</source>
        <translation>Dieses pip kennt &quot;--progress-bar raw&quot; nicht (dafür ist pip 24.1 oder neuer nötig). Aktualisieren Sie pip in der Umgebung, oder führen Sie den Lauf ohne diese Option aus.</translation>
    </message>
    <message>
        <source>Building %1 from source failed: %2 Install what it needs to build, or choose a release with a ready-made wheel.</source>
        <translation>Der Build aus dem Quellcode ist für %1 fehlgeschlagen: %2 Installieren Sie, was für den Build nötig ist, oder wählen Sie eine Version mit fertigem Wheel.</translation>
    </message>
    <message>
        <source>pip failed while installing %1: %2 See the log for the details.</source>
        <translation>pip konnte %1 nicht installieren: %2 Details stehen im Protokoll.</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Finding packages</source>
        <translation>Pakete suchen</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Using cached files</source>
        <translation>Dateien aus dem Cache verwenden</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Installing</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>uv stopped with exit code %1.</source>
        <translation>uv endete mit Exit-Code %1.</translation>
    </message>
    <message>
        <source>uv failed while installing %1: %2 See the log for the details.</source>
        <translation>uv ist beim Installieren von %1 gescheitert: %2 Einzelheiten stehen im Protokoll.</translation>
    </message>
</context>
<context>
    <name>PlanStep</name>
    <message>
        <source>Confirm the analysis first: %1</source>
        <translation>Bestätigen Sie zuerst die Analyse: %1</translation>
    </message>
    <message>
        <source>The plan was made from a different model analysis; review it again.</source>
        <translation>Der Plan wurde aus einer anderen Modellanalyse erstellt; prüfen Sie ihn erneut.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>model_analysis.json was written again since, by a new analysis or a new confirmation</source>
        <translation>model_analysis.json wurde seitdem neu geschrieben, durch eine neue Analyse oder eine neue Bestätigung</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>the installed quark-cli (%1)</source>
        <translation>das installierte quark-cli (%1)</translation>
    </message>
    <message>
        <source>quark-cli %1 (catalog; no quark-cli was asked)</source>
        <translation>quark-cli %1 (Katalog; kein quark-cli wurde gefragt)</translation>
    </message>
    <message>
        <source>The model analysis is not confirmed: confirm Checkpoint 1 first.</source>
        <translation>Die Modellanalyse ist nicht bestätigt: Bestätigen Sie zuerst Checkpoint 1.</translation>
    </message>
    <message>
        <source>Choose a quantization scheme.</source>
        <translation>Wählen Sie ein Quantisierungsschema.</translation>
    </message>
    <message>
        <source> It is a ≤0.10 name; %1 calls it &quot;%2&quot;.</source>
        <translation> Das ist ein Name bis 0.10; %1 nennt es „%2“.</translation>
    </message>
    <message>
        <source> This quark-cli uses the older name &quot;%1&quot;.</source>
        <translation> Dieses quark-cli verwendet den älteren Namen „%1“.</translation>
    </message>
    <message>
        <source>%1 does not accept the scheme &quot;%2&quot;.%3</source>
        <translation>%1 akzeptiert das Schema „%2“ nicht.%3</translation>
    </message>
    <message>
        <source>Global scheme</source>
        <translation>Globales Schema</translation>
    </message>
    <message>
        <source>Serving target</source>
        <translation>Ziel für das Serving</translation>
    </message>
    <message>
        <source>%1 runs %2 natively.</source>
        <translation>%1 führt %2 nativ aus.</translation>
    </message>
    <message>
        <source>%1 has no native support for %2: Quark quantizes it, but serving there is emulated (slower).</source>
        <translation>%1 unterstützt %2 nicht nativ: Quark quantisiert es, aber das Serving dort wird emuliert (langsamer).</translation>
    </message>
    <message>
        <source>%1 has no --kv_cache_dtype option.</source>
        <translation>%1 hat keine Option --kv_cache_dtype.</translation>
    </message>
    <message>
        <source>KV-cache quantization needs the KV layers of a Quark template; &quot;%1&quot; has none.</source>
        <translation>KV-Cache-Quantisierung braucht die KV-Schichten einer Quark-Vorlage; „%1“ hat keine.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>FP8 is the only KV-cache scheme Quark implements; it calibrates the k/v projection outputs.</source>
        <translation>FP8 ist das einzige KV-Cache-Schema, das Quark implementiert; es kalibriert die Ausgaben der k/v-Projektionen.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Not requested: the KV cache stays in the model&apos;s dtype.</source>
        <translation>Nicht angefordert: Der KV-Cache bleibt im dtype des Modells.</translation>
    </message>
    <message>
        <source>&quot;quarot&quot; is listed by --help but rejected since 0.11; use &quot;rotation&quot;.</source>
        <translation>„quarot“ wird von --help aufgeführt, seit 0.11 aber abgelehnt; verwenden Sie „rotation“.</translation>
    </message>
    <message>
        <source>%1 has no algorithm &quot;%2&quot;.</source>
        <translation>%1 hat keinen Algorithmus „%2“.</translation>
    </message>
    <message>
        <source>Quark has no built-in %1 configuration for &quot;%2&quot;; it would fail after loading the model.</source>
        <translation>Quark hat keine eingebaute %1-Konfiguration für „%2“; es würde nach dem Laden des Modells scheitern.</translation>
    </message>
    <message>
        <source>%1 is for INT4/UINT4 weight-only schemes, not &quot;%2&quot;.</source>
        <translation>%1 ist für INT4/UINT4-Schemata nur für Gewichte gedacht, nicht für „%2“.</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>None chosen. For the most accurate INT4, AWQ or GPTQ would help where Quark has a config.</source>
        <translation>Keiner gewählt. Für das genaueste INT4 würden AWQ oder GPTQ helfen, wo Quark eine Konfiguration hat.</translation>
    </message>
    <message>
        <source>Plain quantization: no pre-quantization algorithm.</source>
        <translation>Einfache Quantisierung: kein Vorverarbeitungsalgorithmus.</translation>
    </message>
    <message>
        <source>Applied in this order; Quark has a built-in configuration for %1.</source>
        <translation>In dieser Reihenfolge angewendet; Quark hat eine eingebaute Konfiguration für %1.</translation>
    </message>
    <message>
        <source>--multi_device supports plain quantization only; drop the algorithm or use more GPUs.</source>
        <translation>--multi_device unterstützt nur einfache Quantisierung; lassen Sie den Algorithmus weg oder verwenden Sie mehr GPUs.</translation>
    </message>
    <message>
        <source>--multi_device: layers may spill to CPU memory; slow, no algorithms.</source>
        <translation>--multi_device: Schichten können in den CPU-Speicher ausweichen; langsam, keine Algorithmen.</translation>
    </message>
    <message>
        <source>CPU only: very slow for large models.</source>
        <translation>Nur CPU: sehr langsam bei großen Modellen.</translation>
    </message>
    <message>
        <source>One accelerator (the model is spread over all visible GPUs by device_map=auto; pin with HIP_VISIBLE_DEVICES / CUDA_VISIBLE_DEVICES).</source>
        <translation>Ein Beschleuniger (das Modell wird per device_map=auto auf alle sichtbaren GPUs verteilt; festlegen mit HIP_VISIBLE_DEVICES / CUDA_VISIBLE_DEVICES).</translation>
    </message>
    <message>
        <source>The device strategy is single, multi or cpu, not &quot;%1&quot;.</source>
        <translation>Die Gerätestrategie ist single, multi oder cpu, nicht „%1“.</translation>
    </message>
    <message>
        <source>Device strategy</source>
        <translation>Gerätestrategie</translation>
    </message>
    <message>
        <source>%1 does not accept the calibration dataset &quot;%2&quot;.</source>
        <translation>%1 akzeptiert den Kalibrierdatensatz „%2“ nicht.</translation>
    </message>
    <message>
        <source>ScienceQA is accepted by --help but not implemented by quark-cli (NotImplementedError).</source>
        <translation>ScienceQA wird von --help akzeptiert, aber von quark-cli nicht implementiert (NotImplementedError).</translation>
    </message>
    <message>
        <source>Calibration dataset</source>
        <translation>Kalibrierdatensatz</translation>
    </message>
    <message>
        <source>The CLI default (mit-han-lab/pile-val-backup).</source>
        <translation>Der Standard der CLI (mit-han-lab/pile-val-backup).</translation>
    </message>
    <message>
        <source>Changed from the CLI default pileval.</source>
        <translation>Geändert gegenüber dem CLI-Standard pileval.</translation>
    </message>
    <message>
        <source>Samples, sequence length and batch size must be at least 1.</source>
        <translation>Stichproben, Sequenzlänge und Batchgröße müssen mindestens 1 sein.</translation>
    </message>
    <message>
        <source>A batch of %1 with %2 samples gives zero calibration batches.</source>
        <translation>Ein Batch von %1 bei %2 Stichproben ergibt null Kalibrier-Batches.</translation>
    </message>
    <message>
        <source>A sequence length of %1 is above the model&apos;s maximum of %2.</source>
        <translation>Eine Sequenzlänge von %1 liegt über dem Maximum des Modells von %2.</translation>
    </message>
    <message>
        <source>The CLI default.</source>
        <translation>Der Standard der CLI.</translation>
    </message>
    <message>
        <source>Changed from the CLI default %1.</source>
        <translation>Geändert gegenüber dem CLI-Standard %1.</translation>
    </message>
    <message>
        <source>Calibration samples</source>
        <translation>Kalibrierstichproben</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batchgröße</translation>
    </message>
    <message>
        <source>Quantize everything: lm_head and every router are quantized too (an empty --exclude_layers).</source>
        <translation>Alles quantisieren: Auch lm_head und jeder Router werden quantisiert (ein leeres --exclude_layers).</translation>
    </message>
    <message>
        <source>Exclusions</source>
        <translation>Ausschlüsse</translation>
    </message>
    <message>
        <source>Explicitly chosen: nothing is excluded, lm_head included.</source>
        <translation>Ausdrücklich gewählt: Nichts wird ausgeschlossen, auch lm_head nicht.</translation>
    </message>
    <message>
        <source>template defaults</source>
        <translation>Standard der Vorlage</translation>
    </message>
    <message>
        <source>An empty exclusion list disables every exclusion; choose &quot;quantize everything&quot; explicitly if that is meant.</source>
        <translation>Eine leere Ausschlussliste hebt jeden Ausschluss auf; wählen Sie ausdrücklich „alles quantisieren“, wenn das gemeint ist.</translation>
    </message>
    <message>
        <source>Your list replaces the template defaults (all kept).</source>
        <translation>Ihre Liste ersetzt die Standards der Vorlage (alle beibehalten).</translation>
    </message>
    <message>
        <source>Your list replaces the template defaults; dropped: %1.</source>
        <translation>Ihre Liste ersetzt die Standards der Vorlage; entfallen: %1.</translation>
    </message>
    <message>
        <source>template defaults: %1</source>
        <translation>Standards der Vorlage: %1</translation>
    </message>
    <message>
        <source>Template exclusions dropped by your list: %1.</source>
        <translation>Durch Ihre Liste entfallene Ausschlüsse der Vorlage: %1.</translation>
    </message>
    <message>
        <source>Quark&apos;s template defaults for %1; --exclude_layers is not passed, so they apply.</source>
        <translation>Quarks Vorlagenstandards für %1; --exclude_layers wird nicht übergeben, daher gelten sie.</translation>
    </message>
    <message>
        <source>An override needs a pattern.</source>
        <translation>Ein Override braucht ein Muster.</translation>
    </message>
    <message>
        <source>%1 does not accept the override scheme &quot;%2&quot; (for &quot;%3&quot;).</source>
        <translation>%1 akzeptiert das Override-Schema „%2“ nicht (für „%3“).</translation>
    </message>
    <message>
        <source>The pattern &quot;%1&quot; is overridden twice.</source>
        <translation>Für das Muster „%1“ gibt es zwei Overrides.</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Overrides</translation>
    </message>
    <message>
        <source>One --layer_quant_scheme each; the first matching pattern wins, exclusions still win.</source>
        <translation>Je ein --layer_quant_scheme; das erste passende Muster gilt, Ausschlüsse haben Vorrang.</translation>
    </message>
    <message>
        <source>Evaluation is none, smoke or full, not &quot;%1&quot;.</source>
        <translation>Die Evaluierung ist none, smoke oder full, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 does not accept the evaluation dataset &quot;%2&quot;.</source>
        <translation>%1 akzeptiert den Evaluierungsdatensatz „%2“ nicht.</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluierung</translation>
    </message>
    <message>
        <source>Running repository code was not accepted at Checkpoint 1; accept it there first.</source>
        <translation>Das Ausführen von Repository-Code wurde bei Checkpoint 1 nicht erlaubt; erlauben Sie es zuerst dort.</translation>
    </message>
    <message>
        <source>Remote code</source>
        <translation>Remote-Code</translation>
    </message>
    <message>
        <source>Accepted at Checkpoint 1: --no_trust_remote_code is not passed.</source>
        <translation>Bei Checkpoint 1 erlaubt: --no_trust_remote_code wird nicht übergeben.</translation>
    </message>
    <message>
        <source>--no_trust_remote_code is passed (quark-cli trusts remote code otherwise).</source>
        <translation>--no_trust_remote_code wird übergeben (sonst vertraut quark-cli Remote-Code).</translation>
    </message>
    <message>
        <source>The model asks for remote code; without it loading may fail.</source>
        <translation>Das Modell verlangt Remote-Code; ohne ihn kann das Laden scheitern.</translation>
    </message>
    <message>
        <source>quark-cli</source>
        <translation>quark-cli</translation>
    </message>
    <message>
        <source>No quark-cli found: checked against the built-in catalog of the newest known version.</source>
        <translation>Kein quark-cli gefunden: geprüft gegen den eingebauten Katalog der neuesten bekannten Version.</translation>
    </message>
    <message>
        <source>the installed quark-cli (amd-quark %1)</source>
        <translation>das installierte quark-cli (amd-quark %1)</translation>
    </message>
    <message>
        <source>Checked against %1 --help and the installed Quark API (amd-quark %2: schemes, algorithms per model type).</source>
        <translation>Geprüft gegen %1 --help und die installierte Quark-API (amd-quark %2: Schemata, Algorithmen je Modelltyp).</translation>
    </message>
    <message>
        <source>Checked against %1 --help; the installed Quark API could not be asked (%2), so scheme names and algorithm support come from the built-in catalog.</source>
        <translation>Geprüft gegen %1 --help; die installierte Quark-API konnte nicht gefragt werden (%2), daher stammen Schemanamen und Algorithmusunterstützung aus dem eingebauten Katalog.</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>nicht versucht</translation>
    </message>
    <message>
        <source>FP8 halves the weights and the matrix multiplies run natively, with little accuracy loss.</source>
        <translation>FP8 halbiert die Gewichte, und die Matrixmultiplikationen laufen nativ, bei geringem Genauigkeitsverlust.</translation>
    </message>
    <message>
        <source>per-channel weights and per-token activations keep the most accuracy of the 8-bit formats, and need no calibration of activation scales.</source>
        <translation>Gewichte pro Kanal und Aktivierungen pro Token erhalten unter den 8-Bit-Formaten die meiste Genauigkeit und brauchen keine Kalibrierung der Aktivierungsskalen.</translation>
    </message>
    <message>
        <source>8-bit integers stay closest to the original model without FP8 hardware.</source>
        <translation>8-Bit-Ganzzahlen bleiben ohne FP8-Hardware am nächsten am Originalmodell.</translation>
    </message>
    <message>
        <source>8-bit integers run natively without FP8 hardware.</source>
        <translation>8-Bit-Ganzzahlen laufen ohne FP8-Hardware nativ.</translation>
    </message>
    <message>
        <source>4-bit weights with zero points quarter the weight memory and lose less than symmetric INT4; add AWQ to recover accuracy.</source>
        <translation>4-Bit-Gewichte mit Nullpunkten vierteln den Gewichtsspeicher und verlieren weniger als symmetrisches INT4; fügen Sie AWQ hinzu, um Genauigkeit zurückzugewinnen.</translation>
    </message>
    <message>
        <source>4-bit weights quarter the weight memory, which speeds up memory-bound decoding; add AWQ or GPTQ to recover accuracy.</source>
        <translation>4-Bit-Gewichte vierteln den Gewichtsspeicher, was speichergebundenes Decoding beschleunigt; fügen Sie AWQ oder GPTQ hinzu, um Genauigkeit zurückzugewinnen.</translation>
    </message>
    <message>
        <source>MXFP4 is native on MI350/MI355: a quarter of the memory and the fastest matrix multiplies.</source>
        <translation>MXFP4 ist auf MI350/MI355 nativ: ein Viertel des Speichers und die schnellsten Matrixmultiplikationen.</translation>
    </message>
    <message>
        <source>NVFP4 is Blackwell&apos;s native 4-bit format: a quarter of the memory.</source>
        <translation>NVFP4 ist das native 4-Bit-Format von Blackwell: ein Viertel des Speichers.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Most accurate</source>
        <translation>Am genauesten</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Ausgewogen</translation>
    </message>
    <message>
        <source>%1, no serving target chosen: %2</source>
        <translation>%1, kein Ziel für das Serving gewählt: %2</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 auf %2: %3</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Recommends %1: %2</source>
        <translation>Empfiehlt %1: %2</translation>
    </message>
    <message>
        <source>Recommended for this target and priority.</source>
        <translation>Empfohlen für dieses Ziel und diese Priorität.</translation>
    </message>
    <message>
        <source>The recommendation for this target and priority is %1.</source>
        <translation>Die Empfehlung für dieses Ziel und diese Priorität ist %1.</translation>
    </message>
    <message>
        <source>Choose a scheme that exports, such as fp8 or mxfp4.</source>
        <translation>Wählen Sie ein Schema, das sich exportieren lässt, etwa fp8 oder mxfp4.</translation>
    </message>
    <message>
        <source> (override for &quot;%1&quot;)</source>
        <translation> (Override für „%1“)</translation>
    </message>
    <message>
        <source>%1: %2 inputs (%3), not a multiple of %4</source>
        <translation>%1: %2 Eingänge (%3), kein Vielfaches von %4</translation>
    </message>
    <message>
        <source>Choose a per-channel scheme, or exclude these layers.</source>
        <translation>Wählen Sie ein Schema pro Kanal, oder schließen Sie diese Schichten aus.</translation>
    </message>
    <message>
        <source>Choose %1 (group %2 divides every width), or exclude these layers.</source>
        <translation>Wählen Sie %1 (Gruppe %2 teilt jede Breite), oder schließen Sie diese Schichten aus.</translation>
    </message>
    <message>
        <source>Choose %1 (per channel: no group), or exclude these layers.</source>
        <translation>Wählen Sie %1 (pro Kanal: keine Gruppe), oder schließen Sie diese Schichten aus.</translation>
    </message>
    <message>
        <source>Quark would stop with &quot;not divisible by group_size&quot; after loading the model.</source>
        <translation>Quark würde nach dem Laden des Modells mit &quot;not divisible by group_size&quot; abbrechen.</translation>
    </message>
    <message>
        <source>%1%2 quantizes input channels in groups of %3, which must divide each quantized layer&apos;s input width, but %4. %5 %6</source>
        <translation>%1%2 quantisiert Eingangskanäle in Gruppen zu je %3; diese Gruppengröße muss die Eingangsbreite jeder quantisierten Schicht teilen, aber %4. %5 %6</translation>
    </message>
    <message>
        <source>quark-cli sets the tokenizer&apos;s pad and end-of-text token to id %1 for model type &quot;%2&quot; (get_tokenizer in quark/torch/utils/llm/model_preparation.py), but config.json gives vocab_size %3, so that token does not exist and the run would fail in its Tokenizer stage after loading the model. No quark-cli option changes this: choose a checkpoint whose vocabulary reaches id %1 (Qwen2 and Qwen2.5 have 151,936 or more), or a model whose config.json has another model_type.</source>
        <translation>quark-cli setzt für den Modelltyp „%2“ das Padding- und das End-of-Text-Token des Tokenizers auf die ID %1 (get_tokenizer in quark/torch/utils/llm/model_preparation.py), aber config.json gibt vocab_size %3 an, daher existiert dieses Token nicht, und der Lauf würde nach dem Laden des Modells in seiner Tokenizer-Phase scheitern. Keine Option von quark-cli ändert das: Wählen Sie einen Checkpoint, dessen Vokabular bis zur ID %1 reicht (Qwen2 und Qwen2.5 haben 151.936 oder mehr), oder ein Modell, dessen config.json einen anderen model_type hat.</translation>
    </message>
    <message>
        <source>Choose %1 instead, or mxfp4 for the smallest MX model.</source>
        <translation>Wählen Sie stattdessen %1, oder mxfp4 für das kleinste MX-Modell.</translation>
    </message>
    <message>
        <source>%1 lists the scheme &quot;%2&quot;%3, but Quark cannot export it: a real run calibrates the model and then stops in Quark&apos;s exporter, with nothing written. %4</source>
        <translation>%1 führt das Schema „%2“%3, aber Quark kann es nicht exportieren: Ein echter Lauf kalibriert das Modell und bricht dann in Quarks Exporter ab, ohne etwas zu schreiben. %4</translation>
    </message>
    <message>
        <source>The accuracy threshold is a perplexity ratio from 1.0 to 10.0 (1.05: the quantized model may be 5% worse than the original), not %1.</source>
        <translation>Der Genauigkeitsschwellenwert ist ein Perplexitätsverhältnis von 1.0 bis 10.0 (1.05: Das quantisierte Modell darf 5 % schlechter sein als das Original), nicht %1.</translation>
    </message>
    <message>
        <source>Accuracy threshold</source>
        <translation>Genauigkeitsschwellenwert</translation>
    </message>
    <message>
        <source>Set here: the quantized model&apos;s perplexity may be at most %1× the original&apos;s, measured on the same data after the export.</source>
        <translation>Hier festgelegt: Die Perplexität des quantisierten Modells darf höchstens %1× so hoch sein wie die des Originals, gemessen auf denselben Daten nach dem Export.</translation>
    </message>
    <message>
        <source>The tensor-parallel size is from 1 to %1, not %2.</source>
        <translation>Die Tensor-Parallel-Größe liegt zwischen 1 und %1, nicht bei %2.</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>Tensor-Parallel-Größe</translation>
    </message>
    <message>
        <source>Served on one GPU (vllm serve --tensor-parallel-size 1).</source>
        <translation>Serving auf einer GPU (vllm serve --tensor-parallel-size 1).</translation>
    </message>
    <message>
        <source>Served over %1 GPUs (vllm serve --tensor-parallel-size %1): each shard holds 1/%1 of every split layer, so its widths must divide.</source>
        <translation>Serving über %1 GPUs (vllm serve --tensor-parallel-size %1): Jeder Shard enthält 1/%1 jeder aufgeteilten Schicht, daher müssen deren Breiten teilbar sein.</translation>
    </message>
    <message>
        <source>The default for the priority %1: the quantized model&apos;s perplexity may be at most %2× the original&apos;s, measured on the same data after the export.</source>
        <translation>Der Standard der Priorität %1: Die Perplexität des quantisierten Modells darf höchstens das %2-Fache der des Originals betragen, gemessen nach dem Export auf denselben Daten.</translation>
    </message>
    <message>
        <source>--skip_evaluation: the run ends at the exported model, with no accuracy verdict.</source>
        <translation>--skip_evaluation: Der Lauf endet beim exportierten Modell, ohne Genauigkeitsurteil.</translation>
    </message>
    <message>
        <source>Wikitext perplexity after export (2048-token windows), compared with the original&apos;s for the accuracy verdict; a failure there does not undo a complete export.</source>
        <translation>Wikitext-Perplexität nach dem Export (Fenster von 2048 Token), für das Genauigkeitsurteil mit der des Originals verglichen; ein Fehler dabei macht einen vollständigen Export nicht ungültig.</translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <source>The export folder %1 is not there.</source>
        <translation>Der Exportordner %1 ist nicht vorhanden.</translation>
    </message>
    <message>
        <source>The export folder %1 holds no files to upload.</source>
        <translation>Der Exportordner %1 enthält keine Dateien zum Hochladen.</translation>
    </message>
    <message>
        <source>No Hugging Face token was found: PTQ Studio looks in HF_TOKEN, HUGGING_FACE_HUB_TOKEN, then the file %1. Log in with &quot;hf auth login&quot; in the run&apos;s environment (a token with write access), or set HF_TOKEN.</source>
        <translation>Kein Hugging-Face-Token gefunden: PTQ Studio sucht in HF_TOKEN, HUGGING_FACE_HUB_TOKEN und dann in der Datei %1. Melden Sie sich in der Umgebung des Laufs mit „hf auth login“ an (ein Token mit Schreibzugriff), oder setzen Sie HF_TOKEN.</translation>
    </message>
    <message>
        <source>The token is not sent to %1: that is plain http to another machine, where anyone on the way can read it. Use an https endpoint, or set PTQ_ALLOW_INSECURE_ENDPOINT=1 to send it anyway.</source>
        <translation>Das Token wird nicht an %1 gesendet: Das ist unverschlüsseltes http zu einem anderen Rechner, und unterwegs kann es jeder mitlesen. Verwenden Sie einen https-Endpunkt, oder setzen Sie PTQ_ALLOW_INSECURE_ENDPOINT=1, um es trotzdem zu senden.</translation>
    </message>
    <message>
        <source>Type the repository as namespace/name: your user name or an organization, a slash, then the model&apos;s name.</source>
        <translation>Geben Sie das Repository als namespace/name ein: Ihr Benutzername oder eine Organisation, ein Schrägstrich, dann der Name des Modells.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a repository id: write it as namespace/name (your user name or an organization, a slash, then the model&apos;s name).</source>
        <translation>„%1“ ist keine Repository-ID: Schreiben Sie sie als namespace/name (Ihr Benutzername oder eine Organisation, ein Schrägstrich, dann der Name des Modells).</translation>
    </message>
    <message>
        <source>the namespace</source>
        <translation>der Namespace</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>der Name</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is %3 characters long; the Hub allows at most 96.</source>
        <translation>„%1“: %2 ist %3 Zeichen lang; der Hub erlaubt höchstens 96.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 may hold only letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;.</source>
        <translation>„%1“: %2 darf nur Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; und &apos;.&apos; enthalten.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the Hub does not allow &quot;--&quot; or &quot;..&quot; in %2.</source>
        <translation>„%1“: %2 darf auf dem Hub weder „--“ noch „..“ enthalten.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 may not start or end with &apos;-&apos; or &apos;.&apos;.</source>
        <translation>„%1“: %2 darf nicht mit &apos;-&apos; oder &apos;.&apos; beginnen oder enden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the Hub does not allow a name ending in &quot;.git&quot;.</source>
        <translation>„%1“: Der Hub erlaubt keinen Namen, der auf „.git“ endet.</translation>
    </message>
    <message>
        <source>Nothing to publish: the run has not succeeded (run_manifest.yaml records it as %1).</source>
        <translation>Nichts zu veröffentlichen: Der Lauf war nicht erfolgreich (run_manifest.yaml vermerkt ihn als %1).</translation>
    </message>
    <message>
        <source>Nothing to publish: the export was not verified as usable (run_manifest.yaml records the verification as %1).</source>
        <translation>Nichts zu veröffentlichen: Der Export wurde nicht als verwendbar geprüft (run_manifest.yaml vermerkt die Prüfung als %1).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Nothing to publish yet: accept the result first (Checkpoint 4). Only an accepted export can be published.</source>
        <translation>Noch nichts zu veröffentlichen: Nehmen Sie zuerst das Ergebnis an (Checkpoint 4). Nur ein angenommener Export kann veröffentlicht werden.</translation>
    </message>
    <message>
        <source>run_manifest.yaml records no output folder to publish.</source>
        <translation>run_manifest.yaml vermerkt keinen Ausgabeordner zum Veröffentlichen.</translation>
    </message>
    <message>
        <source>The approval of the upload to %1 is void: %2 Look at the files again and approve the new upload.</source>
        <translation>Die Freigabe des Uploads nach %1 ist ungültig: %2 Sehen Sie sich die Dateien erneut an und geben Sie den neuen Upload frei.</translation>
    </message>
    <message>
        <source>the approved upload was altered.</source>
        <translation>Der freigegebene Upload wurde verändert.</translation>
    </message>
    <message>
        <source>the endpoint is now %1, not %2.</source>
        <translation>Der Endpunkt ist jetzt %1, nicht %2.</translation>
    </message>
    <message>
        <source>%1 is gone from %2.</source>
        <translation>%1 fehlt in %2.</translation>
    </message>
    <message>
        <source>%1 in %2 changed since you approved it.</source>
        <translation>%1 in %2 hat sich geändert, seit Sie es freigegeben haben.</translation>
    </message>
    <message>
        <source>%1 was added to %2.</source>
        <translation>%1 wurde zu %2 hinzugefügt.</translation>
    </message>
    <message>
        <source>run_manifest.yaml does not record where the run&apos;s Python environment is (its run step&apos;s quark-cli is &quot;%1&quot;, not an absolute path).</source>
        <translation>run_manifest.yaml vermerkt nicht, wo die Python-Umgebung des Laufs liegt (das quark-cli seines Laufschritts ist „%1“, kein absoluter Pfad).</translation>
    </message>
    <message>
        <source>The run&apos;s Python %1 is not there or not executable (the environment beside %2).</source>
        <translation>Das Python %1 des Laufs ist nicht vorhanden oder nicht ausführbar (die Umgebung neben %2).</translation>
    </message>
</context>
<context>
    <name>QuarkApi</name>
    <message>
        <source>The Quark API probe printed a line that is not JSON.</source>
        <translation>Die Abfrage der Quark-API gab eine Zeile aus, die kein JSON ist.</translation>
    </message>
    <message>
        <source>The installed Quark API could not be asked: %1</source>
        <translation>Die installierte Quark-API konnte nicht gefragt werden: %1</translation>
    </message>
    <message>
        <source>The Quark API probe named no amd-quark version or no schemes.</source>
        <translation>Die Abfrage der Quark-API nannte keine amd-quark-Version oder keine Schemata.</translation>
    </message>
    <message>
        <source>The Quark API probe printed no answer: %1</source>
        <translation>Die Abfrage der Quark-API gab keine Antwort aus: %1</translation>
    </message>
</context>
<context>
    <name>QuarkHelpParser</name>
    <message>
        <source>This is not the --help of quark-cli torch-llm-ptq (no argparse usage and options).</source>
        <translation>Das ist nicht die --help von quark-cli torch-llm-ptq (keine argparse-Usage und -Optionen).</translation>
    </message>
</context>
<context>
    <name>ResourceEstimator</name>
    <message>
        <source>weight_bytes from the analysis</source>
        <translation>weight_bytes aus der Analyse</translation>
    </message>
    <message>
        <source>%1 parameters × %2 bytes</source>
        <translation>%1 Parameter × %2 Byte</translation>
    </message>
    <message>
        <source>layers: %1</source>
        <translation>Schichten: %1</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 Milliarden</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no source reported its memory</source>
        <translation>keine Quelle hat den Speicher gemeldet</translation>
    </message>
    <message>
        <source>fits: needs %1 of %2 GiB</source>
        <translation>passt: benötigt %1 von %2 GiB</translation>
    </message>
    <message>
        <source>tight: needs %1 of %2 GiB (less than 15% to spare)</source>
        <translation>knapp: benötigt %1 von %2 GiB (weniger als 15 % Reserve)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 GiB, %2 GiB available</source>
        <translation>passt nicht: benötigt %1 GiB, %2 GiB verfügbar</translation>
    </message>
    <message>
        <source> (memory from %1)</source>
        <translation> (Speicher laut %1)</translation>
    </message>
    <message>
        <source>unknown — no GPU was detected (nvidia-smi, rocminfo and PyTorch were asked), so the fit cannot be judged</source>
        <translation>unbekannt — keine GPU erkannt (nvidia-smi, rocminfo und PyTorch wurden abgefragt), daher lässt sich nicht beurteilen, ob es passt</translation>
    </message>
    <message>
        <source>GPU %1 (%2): %3</source>
        <translation>GPU %1 (%2): %3</translation>
    </message>
    <message>
        <source>unknown — no memory total for %1</source>
        <translation>unbekannt — kein Gesamtspeicher für %1</translation>
    </message>
    <message>
        <source>%1 on each of %2 GPUs (at most: GPU %3 also carries the calibration)</source>
        <translation>%1 auf jeder der %2 GPUs (höchstens: GPU %3 trägt zusätzlich die Kalibrierung)</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs together</source>
        <translation>%1 auf %2 GPUs zusammen</translation>
    </message>
    <message>
        <source>%1 — --multi_device puts the rest in host RAM, which is slow</source>
        <translation>%1 — --multi_device legt den Rest in den Host-RAM, was langsam ist</translation>
    </message>
    <message>
        <source>%1 GiB%2</source>
        <translation>%1 GiB%2</translation>
    </message>
    <message>
        <source>unknown — %1</source>
        <translation>unbekannt — %1</translation>
    </message>
    <message>
        <source> each</source>
        <translation> je GPU</translation>
    </message>
    <message>
        <source>GPUs %1–%2 · %3: %4</source>
        <translation>GPUs %1–%2 · %3: %4</translation>
    </message>
    <message>
        <source>GPU %1 · %2: %3</source>
        <translation>GPU %1 · %2: %3</translation>
    </message>
    <message>
        <source>no algorithm</source>
        <translation>kein Algorithmus</translation>
    </message>
    <message>
        <source>unknown — a CPU run&apos;s speed is not estimated (for billions of parameters, expect hours)</source>
        <translation>unbekannt — die Geschwindigkeit eines CPU-Laufs wird nicht geschätzt (bei Milliarden Parametern ist mit Stunden zu rechnen)</translation>
    </message>
    <message>
        <source>unknown — the analysis has no parameter count</source>
        <translation>unbekannt — die Analyse enthält keine Parameterzahl</translation>
    </message>
    <message>
        <source>about %1–%2 minutes</source>
        <translation>etwa %1–%2 Minuten</translation>
    </message>
    <message>
        <source>about %1–%2 hours</source>
        <translation>etwa %1–%2 Stunden</translation>
    </message>
    <message>
        <source>about %1 minutes to %2 hours</source>
        <translation>etwa %1 Minuten bis %2 Stunden</translation>
    </message>
    <message>
        <source>%1 (a rule of thumb from %2 parameters, %3 samples × %4 tokens, %5; not measured on this machine%6)</source>
        <translation>%1 (Faustregel aus %2 Parametern, %3 Stichproben × %4 Tokens, %5; nicht auf diesem Rechner gemessen%6)</translation>
    </message>
    <message>
        <source>; the download comes on top</source>
        <translation>; der Download kommt hinzu</translation>
    </message>
    <message>
        <source>%1 GiB (GPU %2, from %3)</source>
        <translation>%1 GiB (GPU %2, laut %3)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>keine GPU</translation>
    </message>
    <message>
        <source>GPUs of unknown memory</source>
        <translation>GPUs mit unbekanntem Speicher</translation>
    </message>
    <message>
        <source>accelerator: weights × 1.10 spread over the GPUs by their memory, calibration × 1.10 on the first, + 1 GiB runtime on each = %1 GiB, against %2</source>
        <translation>Beschleuniger: Gewichte × 1,10 nach Speicher auf die GPUs verteilt, Kalibrierung × 1,10 auf der ersten, + 1 GiB Laufzeit auf jeder = %1 GiB, gegenüber %2</translation>
    </message>
    <message>
        <source>output: %1 parameters × %2 bits + 16-bit embeddings = %3</source>
        <translation>Ausgabe: %1 Parameter × %2 Bit + 16-Bit-Embeddings = %3</translation>
    </message>
    <message>
        <source>; with a runtime on each of the %1 GPUs, %2 GiB in all</source>
        <translation>; mit einer Laufzeit auf jeder der %1 GPUs insgesamt %2 GiB</translation>
    </message>
    <message>
        <source>not needed: a CPU run uses host RAM (about %1)</source>
        <translation>nicht nötig: Ein CPU-Lauf nutzt den Host-RAM (etwa %1)</translation>
    </message>
    <message>
        <source>CPU run: host RAM is what matters (about %1).</source>
        <translation>CPU-Lauf: Entscheidend ist der Host-RAM (etwa %1).</translation>
    </message>
    <message>
        <source>Halving num_calib_data saves about %1.</source>
        <translation>Halbieren von num_calib_data spart etwa %1.</translation>
    </message>
    <message>
        <source>Halving seq_len or batch_size saves about %1.</source>
        <translation>Halbieren von seq_len oder batch_size spart etwa %1.</translation>
    </message>
    <message>
        <source>More GPUs: the weights alone need %1.</source>
        <translation>Mehr GPUs: Allein die Gewichte brauchen %1.</translation>
    </message>
    <message>
        <source>--multi_device (CPU offload) or more GPUs: the weights alone need %1.</source>
        <translation>--multi_device (Auslagerung auf die CPU) oder mehr GPUs: Allein die Gewichte brauchen %1.</translation>
    </message>
    <message>
        <source>The weights dominate (%1); calibration adds little.</source>
        <translation>Die Gewichte überwiegen (%1); die Kalibrierung fügt wenig hinzu.</translation>
    </message>
    <message>
        <source>weights: %1 (%2)</source>
        <translation>Gewichte: %1 (%2)</translation>
    </message>
    <message>
        <source>activations: batch %1 × seq_len %2 × width %3 × 2 bytes × 8 live tensors = %4</source>
        <translation>Aktivierungen: Batch %1 × seq_len %2 × Breite %3 × 2 Byte × 8 aktive Tensoren = %4</translation>
    </message>
    <message>
        <source>cached inputs (algorithms only): %1 samples × seq_len %2 × hidden %3 × 2 bytes × 2 = %4</source>
        <translation>zwischengespeicherte Eingaben (nur Algorithmen): %1 Stichproben × seq_len %2 × hidden %3 × 2 Byte × 2 = %4</translation>
    </message>
    <message>
        <source>GPTQ-family Hessians: %1</source>
        <translation>Hesse-Matrizen der GPTQ-Familie: %1</translation>
    </message>
</context>
<context>
    <name>RunGate</name>
    <message>
        <source>Not running: %1 cannot be used: %2</source>
        <translation>Nicht gestartet: %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>Not running: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Not running: the approved command of %1 is already running (process %2 on %3).</source>
        <translation>Nicht gestartet: Der freigegebene Befehl von %1 läuft bereits (Prozess %2 auf %3).</translation>
    </message>
    <message>
        <source>Not running: the process that ran %1 is gone, but its quark-cli (process group %2) is still running and writing to %3. Stop it (kill -TERM -- -%2), then approve the command again.</source>
        <translation>Nicht gestartet: Der Prozess, der %1 ausführte, ist beendet, aber sein quark-cli (Prozessgruppe %2) läuft noch und schreibt nach %3. Beenden Sie es (kill -TERM -- -%2) und geben Sie den Befehl dann erneut frei.</translation>
    </message>
    <message>
        <source>Not running: %1 says its command is running on %2, which this machine cannot check.</source>
        <translation>Nicht gestartet: Laut %1 läuft sein Befehl auf %2, was dieser Rechner nicht prüfen kann.</translation>
    </message>
    <message>
        <source>Not running: the last run of this approval (log %1) ended without recording its result: the process that ran it is gone. %2 Build and approve the command again (with an empty output folder) to run it again.</source>
        <translation>Nicht gestartet: Der letzte Lauf dieser Freigabe (Protokoll %1) endete, ohne sein Ergebnis aufzuzeichnen: Der ausführende Prozess ist beendet. %2 Erstellen Sie den Befehl neu und geben Sie ihn frei (mit leerem Ausgabeordner), um ihn erneut auszuführen.</translation>
    </message>
    <message>
        <source>It is now recorded as interrupted in %1.</source>
        <translation>Er ist jetzt in %1 als unterbrochen vermerkt.</translation>
    </message>
    <message>
        <source>Not running: this approval was used by the run of %1 (status %2, log %3). Each approval runs its command once: build and approve the command again to run it again.</source>
        <translation>Nicht gestartet: Diese Freigabe wurde vom Lauf von %1 verwendet (Status %2, Protokoll %3). Jede Freigabe führt ihren Befehl einmal aus: Erstellen Sie den Befehl neu und geben Sie ihn frei, um ihn erneut auszuführen.</translation>
    </message>
    <message>
        <source>Not running: the command in %1 is not approved.</source>
        <translation>Nicht gestartet: Der Befehl in %1 ist nicht freigegeben.</translation>
    </message>
    <message>
        <source>Not running: the approval token does not match the approved command in %1.</source>
        <translation>Nicht gestartet: Das Freigabe-Token passt nicht zum freigegebenen Befehl in %1.</translation>
    </message>
    <message>
        <source>Not running: the run step of %1 is not well formed, or its output folder differs from outputs.output_dir: the approval is void. Build and approve the command again.</source>
        <translation>Nicht gestartet: Der Ausführungsschritt von %1 ist fehlerhaft, oder sein Ausgabeordner weicht von outputs.output_dir ab: Die Freigabe ist ungültig. Erstellen Sie den Befehl neu und geben Sie ihn frei.</translation>
    </message>
    <message>
        <source>Not running: what the approval in %1 covers changed after it was given (the command, its environment, the output folder, the inputs or the workspace): the approval is void. Build and approve the command again.</source>
        <translation>Nicht gestartet: Was die Freigabe in %1 abdeckt, hat sich danach geändert (der Befehl, seine Umgebung, der Ausgabeordner, die Eingaben oder der Arbeitsbereich): Die Freigabe ist ungültig. Erstellen Sie den Befehl neu und geben Sie ihn frei.</translation>
    </message>
    <message>
        <source>Not running: %1 was approved for the workspace %2, not %3. Build and approve the command again here.</source>
        <translation>Nicht gestartet: %1 wurde für den Arbeitsbereich %2 freigegeben, nicht für %3. Erstellen Sie den Befehl hier neu und geben Sie ihn frei.</translation>
    </message>
    <message>
        <source>Not running: %1 or %2 changed after the command was approved. Review them, then build and approve the command again.</source>
        <translation>Nicht gestartet: %1 oder %2 hat sich nach der Freigabe geändert. Prüfen Sie sie, erstellen Sie den Befehl dann neu und geben Sie ihn frei.</translation>
    </message>
    <message>
        <source>Not running: %1 (%2)</source>
        <translation>Nicht gestartet: %1 (%2)</translation>
    </message>
    <message>
        <source>Not running: something blocks the command in %1: %2</source>
        <translation>Nicht gestartet: Etwas blockiert den Befehl in %1: %2</translation>
    </message>
    <message>
        <source>Not running: the command in %1 names &quot;%2&quot; without its path, so PATH would decide which program runs. Build the command again with quark-cli&apos;s full path.</source>
        <translation>Nicht gestartet: Der Befehl in %1 nennt „%2“ ohne Pfad, sodass PATH entscheiden würde, welches Programm läuft. Erstellen Sie den Befehl mit dem vollen Pfad von quark-cli neu.</translation>
    </message>
    <message>
        <source>Not running: %1 (the approved quark-cli) is not an executable file any more.</source>
        <translation>Nicht gestartet: %1 (das freigegebene quark-cli) ist keine ausführbare Datei mehr.</translation>
    </message>
    <message>
        <source>Not running: the command in %1 would run the model repository&apos;s own code (it lacks --no_trust_remote_code), which the plan does not accept. Build and approve the command again on page 3.</source>
        <translation>Nicht gestartet: Der Befehl in %1 würde den eigenen Code des Modell-Repositorys ausführen (ihm fehlt --no_trust_remote_code), was der Plan nicht erlaubt. Erstellen Sie den Befehl auf Seite 3 neu und geben Sie ihn frei.</translation>
    </message>
    <message>
        <source>Not running: the command in %1 does not pass its output folder %2 as its one --output_dir.</source>
        <translation>Nicht gestartet: Der Befehl in %1 übergibt seinen Ausgabeordner %2 nicht als sein einziges --output_dir.</translation>
    </message>
    <message>
        <source>Not running: the output folder &quot;%1&quot; is not absolute.</source>
        <translation>Nicht gestartet: Der Ausgabeordner „%1“ ist nicht absolut.</translation>
    </message>
    <message>
        <source>Not running: the approved command of %1 was started on %2 (%3) and may still be running there. Open the workspace to re-attach to it, or ask with: ptq-studio status --workspace %4</source>
        <translation>Nicht gestartet: Der freigegebene Befehl von %1 wurde auf %2 (%3) gestartet und läuft dort möglicherweise noch. Öffnen Sie den Arbeitsbereich, um sich erneut damit zu verbinden, oder fragen Sie nach mit: ptq-studio status --workspace %4</translation>
    </message>
    <message>
        <source>Not running: the output folder %1 on the target is the root or the remote workspace itself. Choose a folder of its own.</source>
        <translation>Nicht gestartet: Der Ausgabeordner %1 auf dem Ziel ist das Wurzelverzeichnis oder der entfernte Arbeitsbereich selbst. Wählen Sie einen eigenen Ordner.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Not running: %1 is %2 now, but was %3 when the command in %4 was checked and approved. The run would read other Hugging Face caches (or go online) than the ones checked. Check the environment again on page 3 and approve the command again, or set %1 back.</source>
        <translation>Wird nicht ausgeführt: %1 ist jetzt %2, war aber %3, als der Befehl in %4 geprüft und freigegeben wurde. Der Lauf würde andere Hugging-Face-Caches lesen (oder online gehen) als die geprüften. Prüfen Sie die Umgebung auf Seite 3 erneut und geben Sie den Befehl erneut frei, oder setzen Sie %1 zurück.</translation>
    </message>
</context>
<context>
    <name>RunHistory</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>RunManifest</name>
    <message>
        <source>The manifest is not well formed: %1.</source>
        <translation>Das Manifest ist fehlerhaft: %1.</translation>
    </message>
</context>
<context>
    <name>RunStep</name>
    <message>
        <source>Not running: the token does not match the command in %1, or the manifest is stale (%2). Nothing was started or created.</source>
        <translation>Nicht gestartet: Das Token passt nicht zum Befehl in %1, oder das Manifest ist veraltet (%2). Nichts wurde gestartet oder angelegt.</translation>
    </message>
    <message>
        <source>Not running: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>No remote job of %1 waits to be followed.</source>
        <translation>Kein entfernter Job von %1 wartet darauf, verfolgt zu werden.</translation>
    </message>
</context>
<context>
    <name>Safetensors</name>
    <message>
        <source>%1 is nested too deeply.</source>
        <translation>%1 ist zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (at byte %2: %3).</source>
        <translation>%1 ist kein gültiges JSON (bei Byte %2: %3).</translation>
    </message>
    <message>
        <source>%1 has no &quot;weight_map&quot;, so it is not a safetensors index.</source>
        <translation>%1 hat kein „weight_map“ und ist daher kein safetensors-Index.</translation>
    </message>
    <message>
        <source>%1: &quot;weight_map&quot; is not an object of tensor names.</source>
        <translation>%1: „weight_map“ ist kein Objekt aus Tensornamen.</translation>
    </message>
    <message>
        <source>%1 is shorter than a safetensors header (8 bytes).</source>
        <translation>%1 ist kürzer als ein safetensors-Header (8 Byte).</translation>
    </message>
    <message>
        <source>%1 declares a header of %2 bytes; a safetensors header is 1 to %3 bytes.</source>
        <translation>%1 gibt einen Header von %2 Byte an; ein safetensors-Header hat 1 bis %3 Byte.</translation>
    </message>
    <message>
        <source>the header is not valid: %1</source>
        <translation>der Header ist ungültig: %1</translation>
    </message>
    <message>
        <source>%1: the safetensors header is not valid: %2</source>
        <translation>%1: Der safetensors-Header ist ungültig: %2</translation>
    </message>
    <message>
        <source>%1 (at byte %2)</source>
        <translation>%1 (bei Byte %2)</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; appears twice</source>
        <translation>Tensor „%1“ kommt zweimal vor</translation>
    </message>
</context>
<context>
    <name>SchemaValidator</name>
    <message>
        <source>The schema cannot be used: %1</source>
        <translation>Das Schema ist nicht verwendbar: %1</translation>
    </message>
</context>
<context>
    <name>SchemeGuide</name>
    <message>
        <source>Weights only</source>
        <translation>Nur Gewichte</translation>
    </message>
    <message>
        <source>Weights + activations</source>
        <translation>Gewichte + Aktivierungen</translation>
    </message>
    <message>
        <source>Research formats (emulation only)</source>
        <translation>Forschungsformate (nur Emulation)</translation>
    </message>
    <message>
        <source>Older quark-cli names</source>
        <translation>Ältere quark-cli-Namen</translation>
    </message>
    <message>
        <source>Only the weights are stored in low precision; activations stay 16-bit. Smallest model, little accuracy loss, no calibration needed unless AWQ/GPTQ is added.</source>
        <translation>Nur die Gewichte werden in niedriger Genauigkeit gespeichert; Aktivierungen bleiben bei 16 Bit. Kleinstes Modell, geringer Genauigkeitsverlust, keine Kalibrierung nötig, außer AWQ/GPTQ wird hinzugefügt.</translation>
    </message>
    <message>
        <source>Weights and the layers&apos; inputs are quantized: faster matrix multiplies where the hardware has the format.</source>
        <translation>Gewichte und die Eingaben der Schichten werden quantisiert: schnellere Matrixmultiplikationen, wo die Hardware das Format beherrscht.</translation>
    </message>
    <message>
        <source>Block formats Quark can simulate but not export for serving.</source>
        <translation>Blockformate, die Quark simulieren, aber nicht für das Serving exportieren kann.</translation>
    </message>
    <message>
        <source>Scheme names of quark-cli 0.10 and older.</source>
        <translation>Schema-Namen von quark-cli 0.10 und älter.</translation>
    </message>
    <message>
        <source>Needs calibration data: the activation scales are static, measured once on the samples.</source>
        <translation>Braucht Kalibrierdaten: Die Aktivierungsskalen sind statisch und werden einmal an den Stichproben gemessen.</translation>
    </message>
    <message>
        <source>No calibration for plain rounding; AWQ or GPTQ use the calibration samples.</source>
        <translation>Keine Kalibrierung bei einfachem Runden; AWQ oder GPTQ nutzen die Kalibrierstichproben.</translation>
    </message>
    <message>
        <source>No calibration for the scales: activations are scaled dynamically at run time.</source>
        <translation>Keine Kalibrierung der Skalen: Aktivierungen werden während der Ausführung dynamisch skaliert.</translation>
    </message>
    <message>
        <source>Emulation only: the export cannot be served.</source>
        <translation>Nur Emulation: Der Export kann nicht für das Serving genutzt werden.</translation>
    </message>
    <message>
        <source>Runs natively nowhere listed: serving is emulated (slower).</source>
        <translation>Läuft auf keiner der aufgeführten Hardware nativ: Das Serving wird emuliert (langsamer).</translation>
    </message>
    <message>
        <source>Runs natively on: %1.</source>
        <translation>Läuft nativ auf: %1.</translation>
    </message>
    <message>
        <source>KV cache: the keys and values the model keeps for every token already read, so it need not recompute them. Long prompts and many users make it large; FP8 halves it. Only models whose Quark template names the key/value layers can quantize it.</source>
        <translation>KV-Cache: die Keys und Values, die das Modell für jedes bereits gelesene Token vorhält, damit es sie nicht neu berechnen muss. Lange Prompts und viele Nutzer machen ihn groß; FP8 halbiert ihn. Nur Modelle, deren Quark-Vorlage die Key/Value-Schichten benennt, können ihn quantisieren.</translation>
    </message>
    <message>
        <source>AWQ (activation-aware weight quantization): uses the calibration samples to find the weight channels that matter most and protects them before rounding to 4 bits. For INT4/UINT4 weight-only schemes.</source>
        <translation>AWQ (aktivierungsbewusste Gewichtsquantisierung): nutzt die Kalibrierstichproben, um die wichtigsten Gewichtskanäle zu finden, und schützt sie vor dem Runden auf 4 Bit. Für INT4/UINT4-Schemata nur für Gewichte.</translation>
    </message>
    <message>
        <source>GPTQ: rounds the weights a column at a time and corrects the remaining ones for the error, using the calibration samples. More accurate INT4, slower to quantize. For INT4/UINT4 weight-only schemes.</source>
        <translation>GPTQ: rundet die Gewichte spaltenweise und korrigiert die übrigen um den Fehler, anhand der Kalibrierstichproben. Genaueres INT4, langsamer beim Quantisieren. Für INT4/UINT4-Schemata nur für Gewichte.</translation>
    </message>
    <message>
        <source>GPTAQ: a GPTQ variant that also accounts for the error of earlier quantized layers. For INT4/UINT4 weight-only schemes.</source>
        <translation>GPTAQ: eine GPTQ-Variante, die auch den Fehler früher quantisierter Schichten berücksichtigt. Für INT4/UINT4-Schemata nur für Gewichte.</translation>
    </message>
    <message>
        <source>Qronos: a GPTQ-family method correcting weights for both weight and activation error. For INT4/UINT4 weight-only schemes.</source>
        <translation>Qronos: ein Verfahren der GPTQ-Familie, das Gewichte sowohl um Gewichts- als auch um Aktivierungsfehler korrigiert. Für INT4/UINT4-Schemata nur für Gewichte.</translation>
    </message>
    <message>
        <source>SmoothQuant: moves activation outliers into the weights by per-channel scaling, so quantized activations lose less. For schemes that quantize activations (INT8, FP8).</source>
        <translation>SmoothQuant: verschiebt Ausreißer der Aktivierungen durch kanalweise Skalierung in die Gewichte, sodass quantisierte Aktivierungen weniger verlieren. Für Schemata, die Aktivierungen quantisieren (INT8, FP8).</translation>
    </message>
    <message>
        <source>AutoSmoothQuant: SmoothQuant with the smoothing strength searched per layer on the calibration samples.</source>
        <translation>AutoSmoothQuant: SmoothQuant, bei dem die Glättungsstärke pro Schicht an den Kalibrierstichproben gesucht wird.</translation>
    </message>
    <message>
        <source>Rotation (QuaRot-style): rotates weights and activations to spread outliers before quantizing. Llama only.</source>
        <translation>Rotation (im Stil von QuaRot): rotiert Gewichte und Aktivierungen, um Ausreißer vor dem Quantisieren zu verteilen. Nur Llama.</translation>
    </message>
    <message>
        <source>AutoRound: tunes the rounding of each weight on the calibration samples (slow, accurate).</source>
        <translation>AutoRound: stimmt das Runden jedes Gewichts an den Kalibrierstichproben ab (langsam, genau).</translation>
    </message>
    <message>
        <source>Two-bit scalar: an experimental very-low-bit weight method.</source>
        <translation>Zwei-Bit-Skalar: ein experimentelles Gewichtsverfahren mit sehr wenigen Bits.</translation>
    </message>
    <message>
        <source>Static: a scale is fixed once, from the calibration samples. Fastest to serve; needs calibration.</source>
        <translation>Statisch: Eine Skala wird einmal anhand der Kalibrierstichproben festgelegt. Am schnellsten im Serving; braucht Kalibrierung.</translation>
    </message>
    <message>
        <source>Dynamic: the scale is computed for every input while serving. No calibration; a small cost at run time.</source>
        <translation>Dynamisch: Die Skala wird im Serving für jede Eingabe berechnet. Keine Kalibrierung; geringe Kosten während der Ausführung.</translation>
    </message>
    <message>
        <source>Exclusions: layers left unquantized (e.g. lm_head, MoE routers) because quantizing them costs accuracy for little gain. Quark&apos;s template has defaults; a list of yours replaces them.</source>
        <translation>Ausschlüsse: Schichten, die nicht quantisiert werden (z. B. lm_head, MoE-Router), weil ihre Quantisierung Genauigkeit kostet und wenig bringt. Die Quark-Vorlage hat Standardwerte; eine eigene Liste ersetzt sie.</translation>
    </message>
    <message>
        <source>Group size: how many weights share one scale (128 in int4_wo_128). Smaller groups are more accurate and slightly larger; &quot;per channel&quot; is one scale per output row.</source>
        <translation>Gruppengröße: wie viele Gewichte sich eine Skala teilen (128 in int4_wo_128). Kleinere Gruppen sind genauer und etwas größer; „pro Kanal“ heißt eine Skala pro Ausgabezeile.</translation>
    </message>
    <message>
        <source>Calibration: a few hundred text samples run through the model to measure value ranges. Static schemes and AWQ/GPTQ/SmoothQuant use them; more samples and longer sequences need more memory and time.</source>
        <translation>Kalibrierung: Einige hundert Textstichproben laufen durch das Modell, um Wertebereiche zu messen. Statische Schemata und AWQ/GPTQ/SmoothQuant nutzen sie; mehr Stichproben und längere Sequenzen brauchen mehr Speicher und Zeit.</translation>
    </message>
    <message>
        <source>Weight-only: only the weights are stored in low precision; activations stay 16-bit.</source>
        <translation>Nur Gewichte: Nur die Gewichte werden in niedriger Genauigkeit gespeichert; Aktivierungen bleiben bei 16 Bit.</translation>
    </message>
    <message>
        <source>Overrides: a different scheme for layers whose names match a pattern (e.g. *down_proj); the first matching pattern wins, exclusions still win.</source>
        <translation>Overrides: ein anderes Schema für Schichten, deren Namen einem Muster entsprechen (z. B. *down_proj); das erste passende Muster gilt, Ausschlüsse haben trotzdem Vorrang.</translation>
    </message>
</context>
<context>
    <name>ServeReadiness</name>
    <message>
        <source>INT4/UINT4 weight-only exports load only in a vLLM with schemes/quark_w4a16_int4.py (PR #48606, merged 2026-09-18); an older one raises &quot;No quark compatible scheme was found&quot;</source>
        <translation>INT4/UINT4-Exporte nur mit quantisierten Gewichten lädt nur ein vLLM mit schemes/quark_w4a16_int4.py (PR #48606, gemergt am 2026-09-18); ein älteres meldet &quot;No quark compatible scheme was found&quot;</translation>
    </message>
    <message>
        <source>MXFP4 weight-only exports load only in a vLLM that has schemes/quark_w4a16_mxfp4_a16.py; an older one fails building the MX scheme without an input spec</source>
        <translation>MXFP4-Exporte nur mit quantisierten Gewichten lädt nur ein vLLM, das schemes/quark_w4a16_mxfp4_a16.py hat; ein älteres scheitert beim Aufbau des MX-Schemas ohne Eingabe-Spezifikation</translation>
    </message>
    <message>
        <source>output tensors or the bias are quantized: vLLM&apos;s Quark loader raises &quot;Quark models with output_tensors and bias quantized are not supported&quot;</source>
        <translation>Ausgabetensoren oder der Bias sind quantisiert: Der Quark-Loader von vLLM meldet &quot;Quark models with output_tensors and bias quantized are not supported&quot;</translation>
    </message>
    <message>
        <source>its two-level weight (%1 then %2) matches no scheme of vLLM&apos;s Quark loader for Linear layers (&quot;No quark compatible scheme was found&quot;)</source>
        <translation>Sein zweistufiges Gewicht (%1, dann %2) passt zu keinem Schema des Quark-Loaders von vLLM für Linear-Schichten (&quot;No quark compatible scheme was found&quot;)</translation>
    </message>
    <message>
        <source>%1 weight-only matches no scheme of vLLM&apos;s Quark loader</source>
        <translation>%1 nur für Gewichte passt zu keinem Schema des Quark-Loaders von vLLM</translation>
    </message>
    <message>
        <source>vLLM&apos;s QuarkOCP_MX raises &quot;QuarkOCP_MX with static input scales is currently not implemented&quot;</source>
        <translation>QuarkOCP_MX von vLLM meldet &quot;QuarkOCP_MX with static input scales is currently not implemented&quot;</translation>
    </message>
    <message>
        <source>weights %1 %2 with %3 inputs match no scheme of vLLM&apos;s Quark loader (&quot;No quark compatible scheme was found&quot;)</source>
        <translation>Gewichte %1 %2 mit %3-Eingaben passen zu keinem Schema des Quark-Loaders von vLLM (&quot;No quark compatible scheme was found&quot;)</translation>
    </message>
    <message>
        <source>vLLM&apos;s Quark loader has no scheme for %1 exports (&quot;No quark compatible scheme was found&quot;)</source>
        <translation>Der Quark-Loader von vLLM hat kein Schema für %1-Exporte (&quot;No quark compatible scheme was found&quot;)</translation>
    </message>
    <message>
        <source>vLLM support for %1 exports is not known to PTQ Studio</source>
        <translation>Die vLLM-Unterstützung für %1-Exporte ist PTQ Studio nicht bekannt</translation>
    </message>
    <message>
        <source>Choose a tensor-parallel size that divides %1 (%2): %3.</source>
        <translation>Wählen Sie eine Tensor-Parallel-Größe, die %1 (%2) teilt: %3.</translation>
    </message>
    <message>
        <source>%1 attention heads do not divide by tensor-parallel size %2: vLLM refuses to start (&quot;Total number of attention heads must be divisible by tensor parallel size&quot;).</source>
        <translation>%1 Attention-Heads sind nicht durch die Tensor-Parallel-Größe %2 teilbar: vLLM startet nicht (&quot;Total number of attention heads must be divisible by tensor parallel size&quot;).</translation>
    </message>
    <message>
        <source>%1 key/value heads and tensor-parallel size %2: vLLM splits KV heads evenly or copies each to a whole number of shards, and neither is possible here.</source>
        <translation>%1 Key/Value-Heads und Tensor-Parallel-Größe %2: vLLM verteilt KV-Heads gleichmäßig oder kopiert jeden auf eine ganze Zahl von Shards, und beides ist hier nicht möglich.</translation>
    </message>
    <message>
        <source>%1 key/value heads on %2 shards: vLLM keeps %3 copies of each KV head, so the KV cache takes more memory per token than the shard count suggests.</source>
        <translation>%1 Key/Value-Heads auf %2 Shards: vLLM hält %3 Kopien jedes KV-Heads, daher belegt der KV-Cache pro Token mehr Speicher, als die Anzahl der Shards vermuten lässt.</translation>
    </message>
    <message>
        <source>Nothing to change; a smaller tensor-parallel size avoids the copies.</source>
        <translation>Nichts zu ändern; eine kleinere Tensor-Parallel-Größe vermeidet die Kopien.</translation>
    </message>
    <message>
        <source>intermediate_size %1 does not divide by tensor-parallel size %2: vLLM cannot split gate_proj, up_proj and down_proj.</source>
        <translation>intermediate_size %1 ist nicht durch die Tensor-Parallel-Größe %2 teilbar: vLLM kann gate_proj, up_proj und down_proj nicht aufteilen.</translation>
    </message>
    <message>
        <source>moe_intermediate_size %1 does not divide by tensor-parallel size %2: vLLM cannot split the experts.</source>
        <translation>moe_intermediate_size %1 ist nicht durch die Tensor-Parallel-Größe %2 teilbar: vLLM kann die Experten nicht aufteilen.</translation>
    </message>
    <message>
        <source>%1 has %2 inputs (%3), not a multiple of %4&apos;s group of %5, so vLLM cannot load its %4 weights.</source>
        <translation>%1 hat %2 Eingänge (%3), kein Vielfaches der Gruppengröße %5 von %4, daher kann vLLM seine %4-Gewichte nicht laden.</translation>
    </message>
    <message>
        <source>Choose a scheme with a smaller group, or exclude %1 (an override to a per-channel scheme works too).</source>
        <translation>Wählen Sie ein Schema mit kleinerer Gruppe, oder schließen Sie %1 aus (ein Override auf ein Schema pro Kanal funktioniert auch).</translation>
    </message>
    <message>
        <source>%1 is split by input across %2 shards: %3 (%4) / %2 = %5 inputs per shard, not a multiple of %6&apos;s group of %7, so vLLM cannot load its %6 weights.</source>
        <translation>%1 wird nach Eingängen auf %2 Shards aufgeteilt: %3 (%4) / %2 = %5 Eingänge pro Shard, kein Vielfaches der Gruppengröße %7 von %6, daher kann vLLM seine %6-Gewichte nicht laden.</translation>
    </message>
    <message>
        <source>Choose a smaller tensor-parallel size, a scheme with a smaller group, or exclude %1 (an override to a per-channel scheme works too).</source>
        <translation>Wählen Sie eine kleinere Tensor-Parallel-Größe, ein Schema mit kleinerer Gruppe, oder schließen Sie %1 aus (ein Override auf ein Schema pro Kanal funktioniert auch).</translation>
    </message>
    <message>
        <source>hidden_size %1 is not a multiple of %2&apos;s group of %3: vLLM sizes each layer&apos;s scales by whole groups and cannot load the projections that read the hidden state.</source>
        <translation>hidden_size %1 ist kein Vielfaches der Gruppengröße %3 von %2: vLLM bemisst die Skalen jeder Schicht in ganzen Gruppen und kann die Projektionen, die den Hidden State lesen, nicht laden.</translation>
    </message>
    <message>
        <source>Choose a scheme whose group divides %1.</source>
        <translation>Wählen Sie ein Schema, dessen Gruppe %1 teilt.</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message>
        <source>Serve it with a vLLM that has that scheme file (in vllm/model_executor/layers/quantization/quark/schemes/), or choose fp8, ptpc_fp8, int8, mxfp4 or nvfp4.</source>
        <translation>Stellen Sie ihn mit einem vLLM bereit, das diese Schemadatei hat (in vllm/model_executor/layers/quantization/quark/schemes/), oder wählen Sie fp8, ptpc_fp8, int8, mxfp4 oder nvfp4.</translation>
    </message>
    <message>
        <source>vLLM runs %1 as one fused %2, and every part must be quantized alike; in %3 they are not (%4). vLLM refuses: &quot;requires all to use the same scheme&quot;.</source>
        <translation>vLLM führt %1 als ein fusioniertes %2 aus, und alle Teile müssen gleich quantisiert sein; in %3 sind sie es nicht (%4). vLLM lehnt ab: &quot;requires all to use the same scheme&quot;.</translation>
    </message>
    <message>
        <source>Exclude or override all of %1 together (a pattern such as &quot;*.self_attn.*_proj&quot; or &quot;*.mlp.*_proj&quot;), or none of them.</source>
        <translation>Schließen Sie alle von %1 gemeinsam aus oder überschreiben Sie sie gemeinsam (ein Muster wie &quot;*.self_attn.*_proj&quot; oder &quot;*.mlp.*_proj&quot;), oder keines davon.</translation>
    </message>
    <message>
        <source>The KV cache is quantized as %1: vLLM&apos;s Quark loader accepts only an FP8 (fp8_e4m3) per-tensor KV cache and raises for anything else.</source>
        <translation>Der KV-Cache ist als %1 quantisiert: Der Quark-Loader von vLLM akzeptiert nur einen FP8-KV-Cache (fp8_e4m3) pro Tensor und meldet bei allem anderen einen Fehler.</translation>
    </message>
    <message>
        <source>Quantize the KV cache as fp8, or not at all.</source>
        <translation>Quantisieren Sie den KV-Cache als fp8 oder gar nicht.</translation>
    </message>
    <message>
        <source>Tensor-parallel size %1 is not a positive number.</source>
        <translation>Die Tensor-Parallel-Größe %1 ist keine positive Zahl.</translation>
    </message>
    <message>
        <source>Give a tensor-parallel size of 1 or more.</source>
        <translation>Geben Sie eine Tensor-Parallel-Größe von 1 oder mehr an.</translation>
    </message>
    <message>
        <source>The exclusion &quot;%1&quot; is a wildcard (it matches %2): vLLM&apos;s Quark loader matches exclusions exactly or as &quot;re:&quot; regular expressions, so it may build those layers quantized while the export holds them unquantized.</source>
        <translation>Der Ausschluss „%1“ ist ein Platzhaltermuster (er erfasst %2): Der Quark-Loader von vLLM gleicht Ausschlüsse exakt oder als &quot;re:&quot;-reguläre Ausdrücke ab, daher baut er diese Schichten womöglich quantisiert auf, während der Export sie unquantisiert enthält.</translation>
    </message>
    <message>
        <source>Serve once with this vLLM before you rely on it, or list the layers by full name.</source>
        <translation>Stellen Sie ihn einmal mit diesem vLLM bereit, bevor Sie sich darauf verlassen, oder führen Sie die Schichten mit vollem Namen auf.</translation>
    </message>
    <message>
        <source>the global scheme</source>
        <translation>das globale Schema</translation>
    </message>
    <message>
        <source>override for &quot;%1&quot;</source>
        <translation>Override für „%1“</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not quantized</source>
        <translation>nicht quantisiert</translation>
    </message>
    <message>
        <source>config.json has no Quark quantization_config (quant_method &quot;quark&quot;): vLLM would serve it as an unquantized model.</source>
        <translation>config.json hat keine Quark-quantization_config (quant_method &quot;quark&quot;): vLLM würde es als unquantisiertes Modell bereitstellen.</translation>
    </message>
    <message>
        <source>Check that this is the folder quark-cli exported.</source>
        <translation>Prüfen Sie, ob dies der Ordner ist, in den quark-cli exportiert hat.</translation>
    </message>
    <message>
        <source>quantization_config has no &quot;export&quot; section: vLLM&apos;s Quark loader raises before it builds the model.</source>
        <translation>quantization_config hat keinen Abschnitt &quot;export&quot;: Der Quark-Loader von vLLM meldet einen Fehler, bevor er das Modell aufbaut.</translation>
    </message>
    <message>
        <source>Export again with quark-cli.</source>
        <translation>Exportieren Sie erneut mit quark-cli.</translation>
    </message>
    <message>
        <source>two-level weights</source>
        <translation>zweistufige Gewichte</translation>
    </message>
    <message>
        <source>The export folder %1 holds a comma or an equals sign: lm_eval splits --model_args there and would not find the model.</source>
        <translation>Der Exportordner %1 enthält ein Komma oder ein Gleichheitszeichen: lm_eval teilt --model_args an dieser Stelle auf und würde das Modell nicht finden.</translation>
    </message>
    <message>
        <source>Link or copy the export to a folder without them for lm_eval.</source>
        <translation>Verlinken oder kopieren Sie den Export für lm_eval in einen Ordner ohne diese Zeichen.</translation>
    </message>
    <message>
        <source>Choose a scheme vLLM serves: fp8, ptpc_fp8, int8, mxfp4, mxfp4_fp8, nvfp4.</source>
        <translation>Wählen Sie ein Schema, das vLLM bereitstellt: fp8, ptpc_fp8, int8, mxfp4, mxfp4_fp8, nvfp4.</translation>
    </message>
</context>
<context>
    <name>SshCommand</name>
    <message>
        <source>The host key of %1 has CHANGED since it was recorded in %2. This can mean that someone is intercepting the connection; it can also mean the host was reinstalled. Nothing was sent. Ask the host&apos;s administrator for its key fingerprint before you replace the recorded one.</source>
        <translation>Der Host-Schlüssel von %1 hat sich GEÄNDERT, seit er in %2 festgehalten wurde. Das kann bedeuten, dass jemand die Verbindung abfängt; es kann auch bedeuten, dass der Host neu installiert wurde. Es wurde nichts gesendet. Fragen Sie den Administrator des Hosts nach dem Fingerabdruck seines Schlüssels, bevor Sie den festgehaltenen Schlüssel ersetzen.</translation>
    </message>
    <message>
        <source>%1 is not a known host (not in %2). Connect once with ssh in a terminal and compare the key fingerprint with the one its administrator gives you, then check again.</source>
        <translation>%1 ist kein bekannter Host (nicht in %2). Verbinden Sie sich einmal in einem Terminal mit ssh, vergleichen Sie den Fingerabdruck des Schlüssels mit dem, den Ihnen sein Administrator nennt, und prüfen Sie dann erneut.</translation>
    </message>
    <message>
        <source>The host name %1 does not resolve: check its spelling, or the VPN or network it needs.</source>
        <translation>Der Hostname %1 lässt sich nicht auflösen: Prüfen Sie die Schreibweise oder das VPN bzw. Netzwerk, das er benötigt.</translation>
    </message>
    <message>
        <source>%1 refused the connection: no SSH server listens there. Check the host and port.</source>
        <translation>%1 hat die Verbindung abgelehnt: Dort lauscht kein SSH-Server. Prüfen Sie Host und Port.</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this machine (no route). Check the network or VPN.</source>
        <translation>%1 ist von dieser Maschine aus nicht erreichbar (keine Route). Prüfen Sie das Netzwerk oder VPN.</translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check that the host is up and the network or VPN is connected.</source>
        <translation>%1 hat nicht rechtzeitig geantwortet. Prüfen Sie, ob der Host läuft und das Netzwerk bzw. VPN verbunden ist.</translation>
    </message>
    <message>
        <source>%1 refused the login: none of the keys in your SSH agent or ~/.ssh was accepted. Add the key to the agent (ssh-add) or name its file in the target.</source>
        <translation>%1 hat die Anmeldung abgelehnt: Keiner der Schlüssel in Ihrem SSH-Agenten oder in ~/.ssh wurde akzeptiert. Fügen Sie den Schlüssel dem Agenten hinzu (ssh-add), oder geben Sie seine Datei im Ziel an.</translation>
    </message>
    <message>
        <source>%1 refused the login with the key %2. Check that its public key is in the remote ~/.ssh/authorized_keys, or that it is loaded in your SSH agent if it has a passphrase.</source>
        <translation>%1 hat die Anmeldung mit dem Schlüssel %2 abgelehnt. Prüfen Sie, ob sein öffentlicher Schlüssel in der entfernten ~/.ssh/authorized_keys steht oder, falls er eine Passphrase hat, ob er in Ihrem SSH-Agenten geladen ist.</translation>
    </message>
    <message>
        <source>The identity file %1 cannot be read.</source>
        <translation>Die Identitätsdatei %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>Die Verbindung zu %1 wurde unterbrochen.</translation>
    </message>
    <message>
        <source>ssh could not connect to %1: %2</source>
        <translation>ssh konnte keine Verbindung zu %1 herstellen: %2</translation>
    </message>
    <message>
        <source>ssh on this machine refused the settings of %1 before connecting to anything (nothing was sent; check the host, port, user and jump host of the target): %2</source>
        <translation>ssh auf diesem Rechner hat die Einstellungen von %1 abgelehnt, bevor eine Verbindung aufgebaut wurde (es wurde nichts gesendet; prüfen Sie Host, Port, Benutzer und Jump-Host des Ziels): %2</translation>
    </message>
</context>
<context>
    <name>StructuralDiff</name>
    <message>
        <source>nested too deeply to compare inside; compared whole</source>
        <translation>zu tief verschachtelt, um das Innere zu vergleichen; als Ganzes verglichen</translation>
    </message>
    <message>
        <source>%1 %2 vs %3 %4</source>
        <translation>%1 %2 gegenüber %3 %4</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Cosmetic</source>
        <translation>Kosmetisch</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1: %2 hinzugefügt</translation>
    </message>
    <message>
        <source>%1: removed %2</source>
        <translation>%1: %2 entfernt</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>The two %1 files are identical.</source>
        <translation>Die beiden %1-Dateien sind identisch.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s): %1.</source>
        <translation>
            <numerusform>%n Unterschied: %1.</numerusform>
            <numerusform>%n Unterschiede: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>; und %n weiterer</numerusform>
            <numerusform>; und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing that changes accuracy or resources.</source>
        <translation>Nichts, was Genauigkeit oder Ressourcen ändert.</translation>
    </message>
    <message>
        <source>Comparison of %1</source>
        <translation>Vergleich von %1</translation>
    </message>
    <message>
        <source>Left: `%1`</source>
        <translation>Links: `%1`</translation>
    </message>
    <message>
        <source>Right: `%1`</source>
        <translation>Rechts: `%1`</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>%1 is not a PTQ artifact (not a mapping at the top level).</source>
        <translation>%1 ist kein PTQ-Artefakt (auf oberster Ebene kein Mapping).</translation>
    </message>
    <message>
        <source>%1 is not a model analysis, quantization plan or run manifest (neither its fields nor its name say which).</source>
        <translation>%1 ist weder Modellanalyse noch Quantisierungsplan noch Lauf-Manifest (weder seine Felder noch sein Name sagen, welches).</translation>
    </message>
    <message>
        <source>%1 is a %2 but %3 is a %4: only artifacts of one kind can be compared.</source>
        <translation>%1 ist ein %2, aber %3 ist ein %4: Nur Artefakte derselben Art lassen sich vergleichen.</translation>
    </message>
</context>
<context>
    <name>TargetRecord</name>
    <message>
        <source>The manifest&apos;s target names no profile.</source>
        <translation>Das Ziel im Manifest nennt kein Profil.</translation>
    </message>
    <message>
        <source>the manifest&apos;s target</source>
        <translation>das Ziel im Manifest</translation>
    </message>
    <message>
        <source>The manifest&apos;s target %1 is this machine, not a remote one.</source>
        <translation>Das Ziel %1 im Manifest ist diese Maschine, kein entferntes Ziel.</translation>
    </message>
    <message>
        <source>The manifest&apos;s target has no run folder that matches its profile.</source>
        <translation>Das Ziel im Manifest hat keinen Laufordner, der zu seinem Profil passt.</translation>
    </message>
    <message>
        <source>The target %1 has not been checked yet: nothing runs on a machine that was not looked at.</source>
        <translation>Das Ziel %1 wurde noch nicht geprüft: Auf einer Maschine, die nicht untersucht wurde, läuft nichts.</translation>
    </message>
    <message>
        <source>Press Check target (or run: ptq-studio targets check %1).</source>
        <translation>Klicken Sie auf „Ziel prüfen“ (oder führen Sie aus: ptq-studio targets check %1).</translation>
    </message>
    <message>
        <source>The target %1 was checked for the output folder %2, not %3.</source>
        <translation>Das Ziel %1 wurde für den Ausgabeordner %2 geprüft, nicht für %3.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Press Check target again, so that %1 is looked at on %2.</source>
        <translation>Klicken Sie erneut auf „Ziel prüfen“, damit %1 auf %2 untersucht wird.</translation>
    </message>
    <message>
        <source>Fix it on %1 or in the target&apos;s settings, then check the target again.</source>
        <translation>Beheben Sie das auf %1 oder in den Einstellungen des Ziels, und prüfen Sie das Ziel dann erneut.</translation>
    </message>
    <message>
        <source>No output folder on %1 was given.</source>
        <translation>Es wurde kein Ausgabeordner auf %1 angegeben.</translation>
    </message>
    <message>
        <source>The output folder %1 is not an absolute path on %2.</source>
        <translation>Der Ausgabeordner %1 ist kein absoluter Pfad auf %2.</translation>
    </message>
    <message>
        <source>The output folder %1 is not a clean path (write it as %2).</source>
        <translation>Der Ausgabeordner %1 ist kein normalisierter Pfad (schreiben Sie ihn als %2).</translation>
    </message>
    <message>
        <source>The output folder %1 is the root or the remote workspace itself: choose a folder of its own.</source>
        <translation>Der Ausgabeordner %1 ist das Wurzelverzeichnis oder der entfernte Arbeitsbereich selbst: Wählen Sie einen eigenen Ordner.</translation>
    </message>
    <message>
        <source>The output folder %1 and the model folder %2 overlap.</source>
        <translation>Der Ausgabeordner %1 und der Modellordner %2 überschneiden sich.</translation>
    </message>
    <message>
        <source>The manifest&apos;s target has a model copy that cannot be read.</source>
        <translation>Das Ziel im Manifest enthält eine Modellkopie, die nicht gelesen werden kann.</translation>
    </message>
    <message>
        <source>The target %1 was checked for the model %2, not %3.</source>
        <translation>Das Ziel %1 wurde für das Modell %2 geprüft, nicht für %3.</translation>
    </message>
    <message>
        <source>Press Check target again, so that the model is looked for on %1.</source>
        <translation>Klicken Sie erneut auf „Ziel prüfen“, damit auf %1 nach dem Modell gesucht wird.</translation>
    </message>
    <message>
        <source>Repair or remove that file in the model folder on this machine, or give a model folder that %1 sees (page 1); then press Check target.</source>
        <translation>Reparieren oder entfernen Sie diese Datei im Modellordner auf diesem Rechner, oder geben Sie einen Modellordner an, den %1 sieht (Seite 1); klicken Sie dann auf „Ziel prüfen“.</translation>
    </message>
    <message>
        <source>Free space on %1 where the remote workspace is, or use a target with more; then press Check target.</source>
        <translation>Schaffen Sie auf %1 dort Platz, wo der entfernte Arbeitsbereich liegt, oder verwenden Sie ein Ziel mit mehr Platz; klicken Sie dann auf „Ziel prüfen“.</translation>
    </message>
</context>
<context>
    <name>TargetStore</name>
    <message>
        <source>The name &quot;%1&quot; is not usable: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, up to 64.</source>
        <translation>Der Name „%1“ ist nicht verwendbar: erlaubt sind Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;, höchstens 64 Zeichen.</translation>
    </message>
    <message>
        <source>%1: no host is given.</source>
        <translation>%1: Es ist kein Host angegeben.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a host name or address.</source>
        <translation>%1: „%2“ ist kein Hostname und keine Adresse.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a user name.</source>
        <translation>%1: „%2“ ist kein Benutzername.</translation>
    </message>
    <message>
        <source>%1: the port %2 is out of range (1-65535).</source>
        <translation>%1: Der Port %2 liegt außerhalb des Bereichs (1-65535).</translation>
    </message>
    <message>
        <source>%1: the identity file %2 is not an absolute path.</source>
        <translation>%1: Die Identitätsdatei %2 ist kein absoluter Pfad.</translation>
    </message>
    <message>
        <source>%1: the known-hosts file %2 is not an absolute path.</source>
        <translation>%1: Die Datei der bekannten Hosts %2 ist kein absoluter Pfad.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a jump host.</source>
        <translation>%1: „%2“ ist kein Jump-Host.</translation>
    </message>
    <message>
        <source>%1: the remote workspace &quot;%2&quot; must be an absolute path on the target, of letters, digits and ._/+@- only.</source>
        <translation>%1: Der entfernte Arbeitsbereich „%2“ muss ein absoluter Pfad auf dem Ziel sein, nur aus Buchstaben, Ziffern und ._/+@-.</translation>
    </message>
    <message>
        <source>%1: quark-cli &quot;%2&quot; must be an absolute path on the target (its Python environment&apos;s bin/quark-cli).</source>
        <translation>%1: quark-cli „%2“ muss ein absoluter Pfad auf dem Ziel sein (bin/quark-cli seiner Python-Umgebung).</translation>
    </message>
    <message>
        <source>%1: HF_HOME &quot;%2&quot; must be an absolute path on the target.</source>
        <translation>%1: HF_HOME „%2“ muss ein absoluter Pfad auf dem Ziel sein.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a partition name.</source>
        <translation>%1: „%2“ ist kein Partitionsname.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an account name.</source>
        <translation>%1: „%2“ ist kein Kontoname.</translation>
    </message>
    <message>
        <source>%1: the memory &quot;%2&quot; is not in Slurm&apos;s notation (e.g. 64G).</source>
        <translation>%1: Der Arbeitsspeicher „%2“ ist nicht in der Schreibweise von Slurm angegeben (z. B. 64G).</translation>
    </message>
    <message>
        <source>%1: the time limit, GPUs and CPUs cannot be negative.</source>
        <translation>%1: Zeitlimit, GPUs und CPUs dürfen nicht negativ sein.</translation>
    </message>
    <message>
        <source>%1: the #SBATCH line &quot;%2&quot; must be one option starting with --.</source>
        <translation>%1: Die #SBATCH-Zeile „%2“ muss genau eine Option sein, die mit -- beginnt.</translation>
    </message>
    <message>
        <source>%1: an srun flag holds a line break.</source>
        <translation>%1: Ein srun-Flag enthält einen Zeilenumbruch.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a string.</source>
        <translation>%1: „%2“ muss eine Zeichenkette sein.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a whole number.</source>
        <translation>%1: „%2“ muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is out of range.</source>
        <translation>%1: „%2“ liegt außerhalb des zulässigen Bereichs.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a list of strings.</source>
        <translation>%1: „%2“ muss eine Liste von Zeichenketten sein.</translation>
    </message>
    <message>
        <source>%1: a target must be an object.</source>
        <translation>%1: Ein Ziel muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>%1: the kind &quot;%2&quot; is none of local, ssh, slurm.</source>
        <translation>%1: Die Art „%2“ ist keine von local, ssh, slurm.</translation>
    </message>
    <message>
        <source>%1: &quot;slurm&quot; must be an object.</source>
        <translation>%1: „slurm“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>%1 holds no &quot;targets&quot; list.</source>
        <translation>%1 enthält keine „targets“-Liste.</translation>
    </message>
    <message>
        <source>%1: two targets are named %2.</source>
        <translation>%1: Zwei Ziele heißen %2.</translation>
    </message>
    <message>
        <source>Not saved to %1: %2</source>
        <translation>Nicht in %1 gespeichert: %2</translation>
    </message>
    <message>
        <source>Not saved to %1: two targets are named %2.</source>
        <translation>Nicht in %1 gespeichert: Zwei Ziele heißen %2.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; holds a control character (%3); no field of a target may hold line breaks, tabs or other control characters.</source>
        <translation>%1: „%2“ enthält ein Steuerzeichen (%3); kein Feld eines Ziels darf Zeilenumbrüche, Tabulatoren oder andere Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <source>(a target)</source>
        <translation>(ein Ziel)</translation>
    </message>
    <message>
        <source>%1: the identity file %2 holds a space, a quote, a backslash, a percent sign or $, which ssh reads as its own syntax: give a path without them (a link to the file will do).</source>
        <translation>%1: Die Identitätsdatei %2 enthält ein Leerzeichen, ein Anführungszeichen, einen Backslash, ein Prozentzeichen oder $, die ssh als eigene Syntax liest: Geben Sie einen Pfad ohne diese Zeichen an (ein Link auf die Datei genügt).</translation>
    </message>
    <message>
        <source>%1: the known-hosts file %2 holds a space, a quote, a backslash, a percent sign or $, which ssh reads as its own syntax: give a path without them (a link to the file will do).</source>
        <translation>%1: Die Datei der bekannten Hosts %2 enthält ein Leerzeichen, ein Anführungszeichen, einen Backslash, ein Prozentzeichen oder $, die ssh als eigene Syntax liest: Geben Sie einen Pfad ohne diese Zeichen an (ein Link auf die Datei genügt).</translation>
    </message>
</context>
<context>
    <name>Troubleshooter</name>
    <message>
        <source>The command could not start: %1. Check the quark-cli path on page 3.</source>
        <translation>Der Befehl konnte nicht starten: %1. Prüfen Sie den quark-cli-Pfad auf Seite 3.</translation>
    </message>
    <message>
        <source>Killed by signal 9 without a Python traceback: most likely the host ran out of RAM.</source>
        <translation>Durch Signal 9 beendet, ohne Python-Traceback: Höchstwahrscheinlich ging dem Host der RAM aus.</translation>
    </message>
    <message>
        <source>Drop the algorithm, or use a model type with a built-in configuration for it (page 2).</source>
        <translation>Lassen Sie den Algorithmus weg oder verwenden Sie einen Modelltyp mit eingebauter Konfiguration dafür (Seite 2).</translation>
    </message>
    <message>
        <source>The export is complete; the evaluation after it failed. Plan with evaluation &apos;none&apos;.</source>
        <translation>Der Export ist vollständig; die anschließende Evaluierung ist fehlgeschlagen. Planen Sie mit Evaluierung „none“.</translation>
    </message>
    <message>
        <source>QUARK_LOG_LEVEL is &quot;%1&quot;, which quark-cli refuses at start. Unset it, or set it to debug, info, warning, error or critical (info or debug: PTQ Studio follows the stages by quark-cli&apos;s info messages).</source>
        <translation>QUARK_LOG_LEVEL ist „%1“, was quark-cli beim Start ablehnt. Heben Sie die Variable auf oder setzen Sie sie auf debug, info, warning, error oder critical (info oder debug: PTQ Studio verfolgt die Phasen anhand der info-Meldungen von quark-cli).</translation>
    </message>
    <message>
        <source>%1 is missing from quark-cli&apos;s environment: %2 -m pip install %3</source>
        <translation>%1 fehlt in der Umgebung von quark-cli: %2 -m pip install %3</translation>
    </message>
    <message>
        <source>amd-quark is not importable in quark-cli&apos;s environment: %1 -m pip install amd-quark</source>
        <translation>amd-quark lässt sich in der Umgebung von quark-cli nicht importieren: %1 -m pip install amd-quark</translation>
    </message>
    <message>
        <source>Install quark-cli&apos;s dependencies in its environment: %1 -m pip install &apos;amd-quark[cli]&apos; datasets</source>
        <translation>Installieren Sie die Abhängigkeiten von quark-cli in seiner Umgebung: %1 -m pip install &apos;amd-quark[cli]&apos; datasets</translation>
    </message>
    <message>
        <source>Then check the environment again on page 3 and approve the new command.</source>
        <translation>Prüfen Sie dann die Umgebung auf Seite 3 erneut und geben Sie den neuen Befehl frei.</translation>
    </message>
    <message>
        <source>quark-cli imports timm at start, and timm needs torchvision, which amd-quark does not declare. Install the torchvision release made for the installed torch: %1 -m pip install torchvision (from the same index as torch).</source>
        <translation>quark-cli importiert beim Start timm, und timm braucht torchvision, das amd-quark nicht als Abhängigkeit angibt. Installieren Sie die torchvision-Version für das installierte torch: %1 -m pip install torchvision (aus demselben Index wie torch).</translation>
    </message>
    <message>
        <source>quark-cli compiles its C++ kernels at its first start (torch JIT extensions) and that failed: install a C++ compiler and ninja (e.g. apt install g++ ninja-build) and make TORCH_EXTENSIONS_DIR (default ~/.cache/torch_extensions) writable.</source>
        <translation>quark-cli kompiliert beim ersten Start seine C++-Kernel (torch-JIT-Erweiterungen), und das ist fehlgeschlagen: Installieren Sie einen C++-Compiler und ninja (z. B. apt install g++ ninja-build) und machen Sie TORCH_EXTENSIONS_DIR (Standard ~/.cache/torch_extensions) beschreibbar.</translation>
    </message>
    <message>
        <source>The evaluation dataset %1</source>
        <translation>Der Evaluierungsdatensatz %1</translation>
    </message>
    <message>
        <source>The calibration dataset %1</source>
        <translation>Der Kalibrierdatensatz %1</translation>
    </message>
    <message>
        <source>The export is complete; only the evaluation needs the dataset. Plan with evaluation &apos;none&apos; (--skip_evaluation) to end at the model.</source>
        <translation>Der Export ist vollständig; nur die Evaluierung braucht den Datensatz. Planen Sie mit Evaluierung „none“ (--skip_evaluation), damit der Lauf mit dem Modell endet.</translation>
    </message>
    <message>
        <source>The model&apos;s files could not be downloaded (no network, proxy or HF_ENDPOINT). Use a local folder, or put the model in the Hugging Face cache and set HF_HUB_OFFLINE=1.</source>
        <translation>Die Dateien des Modells konnten nicht heruntergeladen werden (kein Netzwerk, Proxy oder HF_ENDPOINT). Verwenden Sie einen lokalen Ordner, oder legen Sie das Modell in den Hugging-Face-Cache und setzen Sie HF_HUB_OFFLINE=1.</translation>
    </message>
    <message>
        <source>The model is gated: provide a token whose account accepted the model&apos;s licence (HF_TOKEN), or use a local copy; for offline use set HF_HUB_OFFLINE=1 with the model in the cache.</source>
        <translation>Das Modell ist zugangsbeschränkt: Geben Sie ein Token an, dessen Konto die Lizenz des Modells akzeptiert hat (HF_TOKEN), oder verwenden Sie eine lokale Kopie; für die Offline-Nutzung setzen Sie HF_HUB_OFFLINE=1, mit dem Modell im Cache.</translation>
    </message>
    <message>
        <source>The model needs its repository&apos;s own Python code, and the command says --no_trust_remote_code. If you trust the repository, accept remote code at Checkpoint 1 (page 1), then plan and approve again; otherwise use a model that transformers supports natively.</source>
        <translation>Das Modell braucht den eigenen Python-Code seines Repositorys, und der Befehl enthält --no_trust_remote_code. Wenn Sie dem Repository vertrauen, erlauben Sie Remote-Code bei Checkpoint 1 (Seite 1), planen Sie dann erneut und geben Sie den Befehl frei; andernfalls verwenden Sie ein Modell, das transformers nativ unterstützt.</translation>
    </message>
    <message>
        <source>quark-cli found no GPU. It loads the model with device_map=&quot;auto&quot; and a memory map made of the GPUs only, so on a machine without one the model is put on disk and cannot be quantized (with --multi_device it fails with &quot;Cannot copy out of meta tensor&quot;). Run on a machine with a GPU that PyTorch can see (check the driver and CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES).</source>
        <translation>quark-cli hat keine GPU gefunden. Es lädt das Modell mit device_map=&quot;auto&quot; und einer Speicherzuordnung, die nur aus den GPUs besteht; auf einer Maschine ohne GPU landet das Modell daher auf der Festplatte und kann nicht quantisiert werden (mit --multi_device scheitert es mit &quot;Cannot copy out of meta tensor&quot;). Führen Sie den Lauf auf einer Maschine mit einer GPU aus, die PyTorch sehen kann (prüfen Sie den Treiber und CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES).</translation>
    </message>
    <message>
        <source>The model does not fit in GPU memory when it is loaded. Plan with --multi_device (layers spill to CPU memory; slow; no algorithms), or use a GPU with more memory or more GPUs.</source>
        <translation>Das Modell passt beim Laden nicht in den GPU-Speicher. Planen Sie mit --multi_device (Schichten weichen in den CPU-Speicher aus; langsam; keine Algorithmen), oder verwenden Sie eine GPU mit mehr Speicher oder mehr GPUs.</translation>
    </message>
    <message>
        <source>The installed quark-cli does not know a scheme of this command. Page 2 checks schemes against the installed Quark: plan again there and approve the new command.</source>
        <translation>Das installierte quark-cli kennt ein Schema dieses Befehls nicht. Seite 2 prüft die Schemata gegen das installierte Quark: Planen Sie dort erneut und geben Sie den neuen Befehl frei.</translation>
    </message>
    <message>
        <source>Only fp8 works as a KV-cache scheme in this Quark; plan with fp8 or none.</source>
        <translation>In diesem Quark funktioniert nur fp8 als KV-Cache-Schema; planen Sie mit fp8 oder none.</translation>
    </message>
    <message>
        <source>A layer&apos;s width is not divisible by the scheme&apos;s group size: choose a scheme with a smaller group (e.g. int4_wo_32) or a per-channel one on page 2.</source>
        <translation>Die Breite einer Schicht ist nicht durch die Gruppengröße des Schemas teilbar: Wählen Sie auf Seite 2 ein Schema mit kleinerer Gruppe (z. B. int4_wo_32) oder eines pro Kanal.</translation>
    </message>
    <message>
        <source>quark-cli refused its arguments. Check the model type and scheme against the installed quark-cli (page 2 asks its --help), and build the command again.</source>
        <translation>quark-cli hat seine Argumente abgelehnt. Prüfen Sie Modelltyp und Schema gegen das installierte quark-cli (Seite 2 fragt dessen --help ab) und erstellen Sie den Befehl neu.</translation>
    </message>
    <message>
        <source>transformers could not load the model: install the transformers version the model and Quark need.</source>
        <translation>transformers konnte das Modell nicht laden: Installieren Sie die transformers-Version, die das Modell und Quark brauchen.</translation>
    </message>
    <message>
        <source>transformers could not load the model; its config.json was written by transformers %1: %2 -m pip install transformers==%1 (within the range the installed Quark supports).</source>
        <translation>transformers konnte das Modell nicht laden; seine config.json wurde von transformers %1 geschrieben: %2 -m pip install transformers==%1 (innerhalb des Bereichs, den das installierte Quark unterstützt).</translation>
    </message>
    <message>
        <source>The calibration dataset is listed by quark-cli but not implemented: choose another one on page 2.</source>
        <translation>Der Kalibrierdatensatz wird von quark-cli aufgeführt, ist aber nicht implementiert: Wählen Sie auf Seite 2 einen anderen.</translation>
    </message>
    <message>
        <source>transformers could not import AutoProcessor: almost always a torchvision built for another torch. Install the torchvision release made for the installed torch, from the same index as torch: %1 -m pip install torchvision</source>
        <translation>transformers konnte AutoProcessor nicht importieren: fast immer ein torchvision, das für ein anderes torch gebaut wurde. Installieren Sie das torchvision-Release für das installierte torch, aus demselben Index wie torch: %1 -m pip install torchvision</translation>
    </message>
    <message>
        <source>quark-cli has no template for the model type &quot;%1&quot;. Check the model type at Checkpoint 1 (Quark looks its template up by the type recorded there), or use a model of a supported type.</source>
        <translation>quark-cli hat keine Vorlage für den Modelltyp „%1“. Prüfen Sie den Modelltyp an Checkpoint 1 (Quark sucht seine Vorlage nach dem dort festgehaltenen Typ), oder verwenden Sie ein Modell eines unterstützten Typs.</translation>
    </message>
    <message>
        <source>The installed PyTorch is too old for this amd-quark: its C++ kernels need PyTorch 2.10 or newer. Install a newer PyTorch build for your accelerator in quark-cli&apos;s environment (%1 -m pip install &apos;torch&gt;=2.10&apos; from the index of your ROCm or CUDA build), or an amd-quark release made for your PyTorch.</source>
        <translation>Das installierte PyTorch ist für dieses amd-quark zu alt: seine C++-Kernel brauchen PyTorch 2.10 oder neuer. Installieren Sie in der Umgebung von quark-cli ein neueres PyTorch-Build für Ihren Beschleuniger (%1 -m pip install &apos;torch&gt;=2.10&apos; aus dem Index Ihres ROCm- oder CUDA-Builds) oder ein amd-quark-Release für Ihr PyTorch.</translation>
    </message>
    <message>
        <source>Quark runs rocminfo when it starts on a ROCm build of PyTorch and could not: put ROCm&apos;s bin folder on PATH (export PATH=/opt/rocm/bin:$PATH), then check the environment again on page 3.</source>
        <translation>Quark ruft beim Start auf einem ROCm-Build von PyTorch rocminfo auf und konnte es nicht: Nehmen Sie den bin-Ordner von ROCm in PATH auf (export PATH=/opt/rocm/bin:$PATH) und prüfen Sie dann die Umgebung auf Seite 3 erneut.</translation>
    </message>
    <message>
        <source>Skip the evaluation, and set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.</source>
        <translation>Überspringen Sie die Evaluierung und setzen Sie PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.</translation>
    </message>
    <message>
        <source>Skip the evaluation, and set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True.</source>
        <translation>Überspringen Sie die Evaluierung und setzen Sie PYTORCH_HIP_ALLOC_CONF=expandable_segments:True.</translation>
    </message>
    <message>
        <source>Skip the evaluation, and set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True on ROCm (PYTORCH_CUDA_ALLOC_CONF on CUDA).</source>
        <translation>Überspringen Sie die Evaluierung und setzen Sie unter ROCm PYTORCH_HIP_ALLOC_CONF=expandable_segments:True (unter CUDA PYTORCH_CUDA_ALLOC_CONF).</translation>
    </message>
    <message>
        <source>Slurm ended job %1 at its time limit of %2 min. Ask for more time in the target&apos;s Slurm settings (within the partition&apos;s limit, or on a partition with a longer one), or make the run shorter with fewer calibration samples; then build and approve the command again.</source>
        <translation>Slurm hat Job %1 bei seinem Zeitlimit von %2 min beendet. Fordern Sie in den Slurm-Einstellungen des Ziels mehr Zeit an (innerhalb des Limits der Partition oder auf einer Partition mit längerem Limit), oder verkürzen Sie den Lauf mit weniger Kalibrierstichproben; erstellen Sie den Befehl dann neu und geben Sie ihn frei.</translation>
    </message>
    <message>
        <source>Slurm ended job %1 at the partition&apos;s time limit. Ask for a longer time in the target&apos;s Slurm settings, or choose a partition with a longer limit; then build and approve the command again.</source>
        <translation>Slurm hat Job %1 beim Zeitlimit der Partition beendet. Fordern Sie in den Slurm-Einstellungen des Ziels mehr Zeit an, oder wählen Sie eine Partition mit längerem Limit; erstellen Sie den Befehl dann neu und geben Sie ihn frei.</translation>
    </message>
    <message>
        <source>Slurm preempted job %1 to give its node to another job; nothing is wrong with the command. Approve and run it again, on a partition or QOS without preemption if there is one.</source>
        <translation>Slurm hat Job %1 verdrängt, um seinen Knoten einem anderen Job zu geben; am Befehl liegt es nicht. Geben Sie ihn erneut frei und führen Sie ihn erneut aus, wenn möglich auf einer Partition oder QOS ohne Verdrängung (Preemption).</translation>
    </message>
    <message>
        <source>Node %1 failed while job %2 ran (%3). Run it again: Slurm places it on a working node.</source>
        <translation>Knoten %1 ist ausgefallen, während Job %2 lief (%3). Führen Sie ihn erneut aus: Slurm setzt ihn auf einen funktionierenden Knoten.</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>Job %1 used more host memory than Slurm allowed it. Ask for more in the target&apos;s Slurm settings (memory, e.g. 256G).</source>
        <translation>Job %1 hat mehr Host-Arbeitsspeicher belegt, als Slurm ihm erlaubt hat. Fordern Sie in den Slurm-Einstellungen des Ziels mehr an (Arbeitsspeicher, z. B. 256G).</translation>
    </message>
    <message>
        <source>Job %1 used more host memory than the %2 it asked for. Ask for more in the target&apos;s Slurm settings.</source>
        <translation>Job %1 hat mehr Host-Arbeitsspeicher belegt als die angeforderten %2. Fordern Sie in den Slurm-Einstellungen des Ziels mehr an.</translation>
    </message>
    <message>
        <source>the datasets cache</source>
        <translation>datasets-Cache</translation>
    </message>
    <message>
        <source>the datasets cache (%1)</source>
        <translation>datasets-Cache (%1)</translation>
    </message>
    <message>
        <source>%1 could not be loaded: it is not in %2, and offline mode is on (%3), so datasets did not ask the Hub for it.</source>
        <translation>%1 konnte nicht geladen werden: Er ist nicht im %2, und der Offline-Modus ist aktiv (%3), daher hat datasets den Hub nicht danach gefragt.</translation>
    </message>
    <message>
        <source>HF_HUB_OFFLINE or HF_DATASETS_OFFLINE is set</source>
        <translation>HF_HUB_OFFLINE oder HF_DATASETS_OFFLINE ist gesetzt</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: it is not in %2, and the Hub could not be reached from where the run ran (network, proxy or HF_ENDPOINT).</source>
        <translation>%1 konnte nicht heruntergeladen werden: Er ist nicht im %2, und der Hub war von dort, wo der Lauf lief, nicht erreichbar (Netzwerk, Proxy oder HF_ENDPOINT).</translation>
    </message>
    <message>
        <source>once online, with %1 unset for that command</source>
        <translation>sobald Sie online sind, ohne %1 für diesen Befehl</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>once the network is there</source>
        <translation>sobald das Netzwerk verfügbar ist</translation>
    </message>
    <message>
        <source>Fetch it into the cache %1, in the Quark environment: %2 -c &quot;%3&quot; (&quot;hf download --repo-type dataset&quot; alone is not enough: offline, datasets reads only its own cache). Then run again.</source>
        <translation>Laden Sie den Datensatz, %1, in der Quark-Umgebung in den Cache: %2 -c &quot;%3&quot; (&quot;hf download --repo-type dataset&quot; allein reicht nicht: Offline liest datasets nur seinen eigenen Cache). Starten Sie den Lauf dann erneut.</translation>
    </message>
    <message>
        <source>Whether another calibration dataset is cached where the run ran was not checked (that cache is not on this machine), so no plan change is proposed.</source>
        <translation>Ob dort, wo der Lauf lief, ein anderer Kalibrierdatensatz im Cache liegt, wurde nicht geprüft (dieser Cache liegt nicht auf dieser Maschine), daher wird keine Planänderung vorgeschlagen.</translation>
    </message>
    <message>
        <source>No other calibration dataset quark-cli loads (%1) is complete in the datasets cache, so no plan change can help: fetch this one first.</source>
        <translation>Kein anderer Kalibrierdatensatz, den quark-cli lädt (%1), liegt vollständig im datasets-Cache, daher hilft keine Planänderung: Laden Sie zuerst diesen in den Cache.</translation>
    </message>
    <message>
        <source>quark-cli found no model at %1: the folder is not there, or has no config.json, so transformers took the path for a Hugging Face id. Analyse the model again from the folder that holds it (page 1), then plan and approve again.</source>
        <translation>quark-cli hat unter %1 kein Modell gefunden: Der Ordner existiert nicht oder enthält keine config.json, daher hat transformers den Pfad für eine Hugging-Face-ID gehalten. Analysieren Sie das Modell erneut aus dem Ordner, der es enthält (Seite 1), planen Sie dann und geben Sie erneut frei.</translation>
    </message>
    <message>
        <source>quark-cli found no model at %1 on %2: the folder is not there, or has no config.json, so transformers took the path for a Hugging Face id. Check the target again on page 3: a model folder of this machine that %2 does not see is copied there after you approve.</source>
        <translation>quark-cli hat unter %1 auf %2 kein Modell gefunden: Der Ordner existiert dort nicht oder enthält keine config.json, daher hat transformers den Pfad für eine Hugging-Face-ID gehalten. Prüfen Sie das Ziel auf Seite 3 erneut: Ein Modellordner dieses Rechners, den %2 nicht sieht, wird nach Ihrer Freigabe dorthin kopiert.</translation>
    </message>
    <message>
        <source>amd-quark is installed, but importing it failed inside: %1.</source>
        <translation>amd-quark ist installiert, aber sein Import ist intern fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>PyTorch 2.11 removed torch.ao.quantization.pt2e, which this amd-quark imports. Install a PyTorch below 2.11 for your accelerator (%1 -m pip install &apos;torch&lt;2.11&apos; from the index of your ROCm or CUDA build), or amd-quark 0.13 or newer, which falls back to torchao.</source>
        <translation>PyTorch 2.11 hat torch.ao.quantization.pt2e entfernt, das dieses amd-quark importiert. Installieren Sie ein PyTorch unter 2.11 für Ihren Beschleuniger (%1 -m pip install &apos;torch&lt;2.11&apos; aus dem Index Ihres ROCm- oder CUDA-Builds) oder amd-quark 0.13 oder neuer, das auf torchao ausweicht.</translation>
    </message>
    <message>
        <source>Usually a package amd-quark imports is a version it does not support, most often PyTorch: compare the versions page 3 lists with the release notes of amd-quark %1.</source>
        <translation>Meist hat ein Paket, das amd-quark importiert, eine Version, die es nicht unterstützt, am häufigsten PyTorch: Vergleichen Sie die auf Seite 3 aufgeführten Versionen mit den Versionshinweisen von amd-quark %1.</translation>
    </message>
    <message>
        <source>(the installed one)</source>
        <translation>(installierte Version)</translation>
    </message>
    <message>
        <source>quark-cli compiles its C++ kernels at its first start (torch JIT extensions), and the compiler found no Python.h: the Python the environment was made from lacks its development headers. Install them (on Debian and Ubuntu: sudo apt install python3-dev; for another Python, its -dev or -devel package), then run again.</source>
        <translation>quark-cli kompiliert beim ersten Start seine C++-Kernel (torch-JIT-Erweiterungen), und der Compiler hat keine Python.h gefunden: Dem Python, aus dem die Umgebung erstellt wurde, fehlen die Entwicklungsheader. Installieren Sie sie (unter Debian und Ubuntu: sudo apt install python3-dev; für ein anderes Python dessen -dev- oder -devel-Paket), und starten Sie den Lauf dann erneut.</translation>
    </message>
    <message>
        <source>A weight file of the model is damaged: safetensors could not read it (its header and its size disagree, as after an interrupted download). Analyse the model again on page 1: Checkpoint 1 names the damaged file; re-download it, then plan and approve again.</source>
        <translation>Eine Gewichtsdatei des Modells ist beschädigt: safetensors konnte sie nicht lesen (Header und Größe passen nicht zusammen, wie nach einem unterbrochenen Download). Analysieren Sie das Modell auf Seite 1 erneut: Checkpoint 1 nennt die beschädigte Datei; laden Sie sie erneut herunter, planen Sie dann erneut und geben Sie erneut frei.</translation>
    </message>
    <message>
        <source>The weight file %1 is damaged: safetensors could not read it (its header and its size disagree, as after an interrupted download). Re-download it, analyse the model again on page 1, then plan and approve again.</source>
        <translation>Die Gewichtsdatei %1 ist beschädigt: safetensors konnte sie nicht lesen (Header und Größe passen nicht zusammen, wie nach einem unterbrochenen Download). Laden Sie sie erneut herunter, analysieren Sie das Modell auf Seite 1 erneut, planen Sie dann erneut und geben Sie erneut frei.</translation>
    </message>
    <message>
        <source>Quark sets the pad token of %1 models to token id 151643 (Qwen&apos;s &lt;|endoftext|&gt;), and this model&apos;s tokenizer has no such id (its vocabulary is smaller than Qwen&apos;s). quark-cli cannot calibrate it as %1: use the model&apos;s original Qwen tokenizer, or a model of another type. Checkpoint 1 (page 1) shows the vocabulary size.</source>
        <translation>Quark setzt das Padding-Token von %1-Modellen auf die Token-ID 151643 (Qwens &lt;|endoftext|&gt;), und der Tokenizer dieses Modells hat keine solche ID (sein Vokabular ist kleiner als das von Qwen). quark-cli kann es nicht als %1 kalibrieren: Verwenden Sie den ursprünglichen Qwen-Tokenizer des Modells oder ein Modell eines anderen Typs. Checkpoint 1 (Seite 1) zeigt die Vokabulargröße.</translation>
    </message>
    <message>
        <source>The tokenizer has neither a pad nor an end-of-sequence token, so quark-cli cannot pad its calibration batches. Use a tokenizer that defines eos_token (tokenizer_config.json), then analyse the model again on page 1.</source>
        <translation>Der Tokenizer hat weder ein Padding- noch ein End-of-Sequence-Token, daher kann quark-cli seine Kalibrier-Batches nicht auffüllen. Verwenden Sie einen Tokenizer, der eos_token definiert (tokenizer_config.json), und analysieren Sie das Modell dann auf Seite 1 erneut.</translation>
    </message>
    <message>
        <source>quark-cli calibrated the model, then its exporter refused to write %1 (%2 in Quark&apos;s export code): the installed Quark cannot export this scheme. Choose another scheme at Checkpoint 2 (page 2), then approve the new command.</source>
        <translation>quark-cli hat das Modell kalibriert, dann hat sein Exporter sich geweigert, %1 zu schreiben (%2 im Exportcode von Quark): Das installierte Quark kann dieses Schema nicht exportieren. Wählen Sie bei Checkpoint 2 (Seite 2) ein anderes Schema, und geben Sie dann den neuen Befehl frei.</translation>
    </message>
    <message>
        <source>the scheme</source>
        <translation>das Schema</translation>
    </message>
    <message>
        <source>quark-cli stopped</source>
        <translation>quark-cli wurde beendet</translation>
    </message>
    <message>
        <source>quark-cli stopped with %1</source>
        <translation>quark-cli wurde mit %1 beendet</translation>
    </message>
    <message>
        <source>The log&apos;s last lines and the evidence above are what quark-cli said.</source>
        <translation>Die letzten Zeilen des Protokolls und die Belege oben sind das, was quark-cli gemeldet hat.</translation>
    </message>
    <message>
        <source>%1 before it loaded the model: its environment is the likely cause. Check the environment again at Checkpoint 3 (page 3).</source>
        <translation>%1, bevor es das Modell geladen hat: Die Ursache liegt wahrscheinlich in seiner Umgebung. Prüfen Sie die Umgebung bei Checkpoint 3 (Seite 3) erneut.</translation>
    </message>
    <message>
        <source>%1 while loading the model. Check the model&apos;s files and type at Checkpoint 1 (page 1): analyse it again, then plan and approve again.</source>
        <translation>%1, während das Modell geladen wurde. Prüfen Sie Dateien und Typ des Modells bei Checkpoint 1 (Seite 1): Analysieren Sie es erneut, planen Sie dann erneut und geben Sie erneut frei.</translation>
    </message>
    <message>
        <source>%1 while loading the model&apos;s tokenizer. Check the tokenizer files at Checkpoint 1 (page 1).</source>
        <translation>%1, während der Tokenizer des Modells geladen wurde. Prüfen Sie die Tokenizer-Dateien bei Checkpoint 1 (Seite 1).</translation>
    </message>
    <message>
        <source>%1 while loading the calibration data. Choose another calibration dataset at Checkpoint 2 (page 2).</source>
        <translation>%1, während die Kalibrierdaten geladen wurden. Wählen Sie bei Checkpoint 2 (Seite 2) einen anderen Kalibrierdatensatz.</translation>
    </message>
    <message>
        <source>%1 while applying the quantization configuration. Check the scheme, exclusions and overrides at Checkpoint 2 (page 2).</source>
        <translation>%1, während die Quantisierungskonfiguration angewendet wurde. Prüfen Sie Schema, Ausschlüsse und Overrides bei Checkpoint 2 (Seite 2).</translation>
    </message>
    <message>
        <source>%1 during calibration. Check the algorithm and the calibration settings at Checkpoint 2 (page 2).</source>
        <translation>%1, während das Modell kalibriert wurde. Prüfen Sie den Algorithmus und die Kalibrierungseinstellungen bei Checkpoint 2 (Seite 2).</translation>
    </message>
    <message>
        <source>%1 while writing the export, which is not complete. Check the free space at the output folder and the scheme at Checkpoint 2 (page 2).</source>
        <translation>%1, während der Export geschrieben wurde; er ist nicht vollständig. Prüfen Sie den freien Speicherplatz im Ausgabeordner und das Schema bei Checkpoint 2 (Seite 2).</translation>
    </message>
    <message>
        <source>%1 during the evaluation after the export. Plan with evaluation &apos;none&apos; at Checkpoint 2 (page 2).</source>
        <translation>%1, während der Evaluierung nach dem Export. Planen Sie bei Checkpoint 2 (Seite 2) mit der Evaluierung &apos;none&apos;.</translation>
    </message>
    <message>
        <source>The disk is full: %1 free on %2, the file system of the output folder %3. quark-cli could not write the export; what it left there is incomplete.</source>
        <translation>Die Festplatte ist voll: %1 frei auf %2, dem Dateisystem des Ausgabeordners %3. quark-cli konnte den Export nicht schreiben; was dort liegt, ist unvollständig.</translation>
    </message>
    <message>
        <source>A disk quark-cli wrote to ran full (&quot;No space left on device&quot;), yet the file system of the output folder %1 has %2 free now: quark-cli may have removed what it wrote, or the full disk was another one (/dev/shm, TMPDIR or the Hugging Face cache). The log line above names the file.</source>
        <translation>Eine Festplatte, auf die quark-cli geschrieben hat, ist vollgelaufen („No space left on device“), doch das Dateisystem des Ausgabeordners %1 hat jetzt %2 frei: quark-cli hat das Geschriebene vielleicht entfernt, oder die volle Festplatte war eine andere (/dev/shm, TMPDIR oder der Hugging-Face-Cache). Die Protokollzeile oben nennt die Datei.</translation>
    </message>
    <message>
        <source>The disk is full where quark-cli wrote (&quot;No space left on device&quot;): the output folder %1 or a cache it uses.</source>
        <translation>Die Festplatte, auf die quark-cli geschrieben hat, ist voll („No space left on device“): der Ausgabeordner %1 oder ein Cache, den es nutzt.</translation>
    </message>
    <message>
        <source>The disk is full on %1 where quark-cli wrote (&quot;No space left on device&quot;): the output folder %2 or a cache it uses.</source>
        <translation>Die Festplatte auf %1, auf die quark-cli geschrieben hat, ist voll („No space left on device“): der Ausgabeordner %2 oder ein Cache, den es nutzt.</translation>
    </message>
    <message>
        <source>No plan change helps: free space there, or choose an output folder on another disk on page 3; then approve the command again.</source>
        <translation>Keine Änderung am Plan hilft: Schaffen Sie dort Platz, oder wählen Sie auf Seite 3 einen Ausgabeordner auf einer anderen Festplatte; geben Sie den Befehl dann erneut frei.</translation>
    </message>
    <message>
        <source>No plan change helps on this machine: choose where it runs on page 3 (Runs on: an SSH host or a Slurm cluster with a GPU), then approve the new command.</source>
        <translation>Auf dieser Maschine hilft keine Änderung am Plan: Wählen Sie auf Seite 3, wo der Lauf stattfindet (Läuft auf: ein SSH-Host oder ein Slurm-Cluster mit GPU), und geben Sie dann den neuen Befehl frei.</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.</source>
        <translation>Setzen Sie PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.</translation>
    </message>
    <message>
        <source>Set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True.</source>
        <translation>Setzen Sie PYTORCH_HIP_ALLOC_CONF=expandable_segments:True.</translation>
    </message>
    <message>
        <source>Set PYTORCH_HIP_ALLOC_CONF=expandable_segments:True on ROCm (PYTORCH_CUDA_ALLOC_CONF on CUDA).</source>
        <translation>Setzen Sie PYTORCH_HIP_ALLOC_CONF=expandable_segments:True unter ROCm (PYTORCH_CUDA_ALLOC_CONF unter CUDA).</translation>
    </message>
    <message>
        <source>quark-cli never ran on %1, so its path is not the cause; the run stopped before it: %2</source>
        <translation>quark-cli lief auf %1 nie, daher ist sein Pfad nicht die Ursache; der Lauf endete schon vorher: %2</translation>
    </message>
    <message>
        <source>Fix what stopped the model copy, press Check target on page 3, and approve the command again.</source>
        <translation>Beheben Sie, was das Kopieren des Modells verhindert hat, klicken Sie auf Seite 3 auf „Ziel prüfen“, und geben Sie den Befehl erneut frei.</translation>
    </message>
    <message>
        <source>Fix what this names (the connection, the target&apos;s settings, its remote workspace), press Check target on page 3, and approve the command again.</source>
        <translation>Beheben Sie, was hier genannt wird (die Verbindung, die Einstellungen des Ziels, seinen entfernten Arbeitsbereich), klicken Sie auf Seite 3 auf „Ziel prüfen“, und geben Sie den Befehl erneut frei.</translation>
    </message>
    <message>
        <source>Or calibrate with %1 instead: it is in the datasets cache, so the run needs no download. The plan change proposed: Calibration data %2 → %1.</source>
        <translation>Oder kalibrieren Sie stattdessen mit %1: Es liegt im datasets-Cache, der Lauf braucht also keinen Download. Die vorgeschlagene Planänderung: Kalibrierdaten %2 → %1.</translation>
    </message>
    <message>
        <source>Halve Samples (--num_calib_data), or shorten Sequence length (--seq_len), on page 2.</source>
        <translation>Halbieren Sie auf Seite 2 die Stichproben (--num_calib_data) oder verkürzen Sie die Sequenzlänge (--seq_len).</translation>
    </message>
    <message>
        <source>Choose Devices: Spill to CPU (--multi_device; slow, no algorithms) on page 2, or more GPUs.</source>
        <translation>Wählen Sie auf Seite 2 Geräte: Auf die CPU auslagern (--multi_device; langsam, keine Algorithmen), oder mehr GPUs.</translation>
    </message>
    <message>
        <source>Devices: Spill to CPU (--multi_device; slow)</source>
        <translation>Geräte: Auf die CPU auslagern (--multi_device; langsam)</translation>
    </message>
    <message>
        <source>Batch size %1 → 1 (--batch_size)</source>
        <translation>Batchgröße %1 → 1 (--batch_size)</translation>
    </message>
    <message>
        <source>Sequence length %1 → %2 (--seq_len)</source>
        <translation>Sequenzlänge %1 → %2 (--seq_len)</translation>
    </message>
    <message>
        <source>Samples %1 → %2 (--num_calib_data)</source>
        <translation>Stichproben %1 → %2 (--num_calib_data)</translation>
    </message>
    <message>
        <source>Calibration data %1 → %2</source>
        <translation>Kalibrierdaten %1 → %2</translation>
    </message>
    <message>
        <source>Evaluation none (--skip_evaluation)</source>
        <translation>Evaluierung keine (--skip_evaluation)</translation>
    </message>
</context>
<context>
    <name>UvSettings</name>
    <message>
        <source>%1 (%2) as %3</source>
        <translation>%1 (%2) als %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiterer</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not been written yet.</source>
        <translation>%1 wurde noch nicht geschrieben.</translation>
    </message>
    <message>
        <source>%1 breaks its schema: %2</source>
        <translation>%1 verletzt sein Schema: %2</translation>
    </message>
    <message>
        <source>%1 was written by another tool; PTQ Studio still needs: %2</source>
        <translation>%1 wurde von einem anderen Werkzeug geschrieben; PTQ Studio braucht noch: %2</translation>
    </message>
    <message>
        <source>No workspace folder was given.</source>
        <translation>Es wurde kein Arbeitsbereichsordner angegeben.</translation>
    </message>
    <message>
        <source>%1 is a file, not a workspace folder.</source>
        <translation>%1 ist eine Datei, kein Arbeitsbereichsordner.</translation>
    </message>
    <message>
        <source>The workspace %1 does not exist.</source>
        <translation>Der Arbeitsbereich %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Could not create the workspace folder %1.</source>
        <translation>Der Arbeitsbereichsordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The workspace %1 is in use by %2 (process %3 on %4). Close it there, or choose another workspace.</source>
        <translation>Der Arbeitsbereich %1 wird von %2 verwendet (Prozess %3 auf %4). Schließen Sie ihn dort oder wählen Sie einen anderen Arbeitsbereich.</translation>
    </message>
    <message>
        <source>The workspace %1 is read-only: PTQ Studio cannot write its files there. Choose a folder you can write to.</source>
        <translation>Der Arbeitsbereich %1 ist schreibgeschützt: PTQ Studio kann dort keine Dateien schreiben. Wählen Sie einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <source>Could not lock the workspace %1.</source>
        <translation>Der Arbeitsbereich %1 konnte nicht gesperrt werden.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Refusing to write %1 because it breaks its schema: %2</source>
        <translation>%1 wird nicht geschrieben, weil es sein Schema verletzt: %2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; an artifact must be the workspace&apos;s own file. Replace the link with a copy of the file it points to.</source>
        <translation>%1 ist ein symbolischer Link; ein Artefakt muss eine eigene Datei des Arbeitsbereichs sein. Ersetzen Sie den Link durch eine Kopie der Datei, auf die er zeigt.</translation>
    </message>
    <message>
        <source>%1 was written by another tool, and PTQ Studio cannot use it as it is: %2</source>
        <translation>%1 wurde von einem anderen Werkzeug geschrieben, und PTQ Studio kann die Datei so nicht verwenden: %2</translation>
    </message>
</context>
<context>
    <name>WorkspaceInspector</name>
    <message>
        <source>The model analysis has not been confirmed yet.</source>
        <translation>Die Modellanalyse ist noch nicht bestätigt.</translation>
    </message>
    <message>
        <source>The plan was made from a different model analysis; review it again.</source>
        <translation>Der Plan wurde aus einer anderen Modellanalyse erstellt; prüfen Sie ihn erneut.</translation>
    </message>
    <message>
        <source>The quantization plan has not been confirmed yet.</source>
        <translation>Der Quantisierungsplan ist noch nicht bestätigt.</translation>
    </message>
    <message>
        <source>The command was built from an earlier analysis or plan; build it again.</source>
        <translation>Der Befehl wurde aus einer früheren Analyse oder einem früheren Plan erstellt; erstellen Sie ihn neu.</translation>
    </message>
    <message>
        <source>The command has not been approved yet.</source>
        <translation>Der Befehl ist noch nicht freigegeben.</translation>
    </message>
    <message>
        <source>The command or its environment changed after approval; the approval is void.</source>
        <translation>Befehl oder Umgebung haben sich nach der Freigabe geändert; die Freigabe ist ungültig.</translation>
    </message>
</context>
<context>
    <name>ptq::CommandSession</name>
    <message>
        <source>No workspace is open.</source>
        <translation>Es ist kein Arbeitsbereich geöffnet.</translation>
    </message>
    <message>
        <source>The command is still being built: it is approved once it is shown.</source>
        <translation>Der Befehl wird noch erstellt: Er wird freigegeben, sobald er angezeigt wird.</translation>
    </message>
    <message>
        <source>A run is in progress: a new command is approved once it has ended.</source>
        <translation>Ein Lauf ist im Gange: Ein neuer Befehl wird freigegeben, wenn er beendet ist.</translation>
    </message>
    <message>
        <source>%1 changed on disk since this command was shown: nothing was approved. The command is built again; read it, then approve it.</source>
        <translation>%1 wurde auf dem Datenträger geändert, seit dieser Befehl angezeigt wurde: Es wurde nichts freigegeben. Der Befehl wird neu erstellt; lesen Sie ihn und geben Sie ihn dann frei.</translation>
    </message>
</context>
<context>
    <name>ptq::EnvManager</name>
    <message>
        <source>An environment is already being set up.</source>
        <translation>Es wird bereits eine Umgebung eingerichtet.</translation>
    </message>
    <message>
        <source>The setup cannot start: %1</source>
        <translation>Die Einrichtung kann nicht starten: %1</translation>
    </message>
    <message>
        <source>Not started: these commands were not approved (the approval is for other commands). Review the commands and approve them again.</source>
        <translation>Nicht gestartet: Diese Befehle wurden nicht freigegeben (die Freigabe gilt für andere Befehle). Prüfen Sie die Befehle, und geben Sie sie erneut frei.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Could not create the log %1: %2</source>
        <translation>Das Protokoll %1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>PTQ Studio: %1 of the environment %2 in %3 (recipe %4), %5 step(s).
</source>
        <translation>PTQ Studio: %1 der Umgebung %2 in %3 (Rezept %4), %5 Schritt(e).
</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <source>repair</source>
        <translation>Reparatur</translation>
    </message>
    <message>
        <source>%1. The log is incomplete from here.
</source>
        <translation>%1. Das Protokoll ist ab hier unvollständig.
</translation>
    </message>
    <message>
        <source>%1 s into the setup</source>
        <translation>%1 s nach Beginn der Einrichtung</translation>
    </message>
    <message>
        <source>[could not start: %1; %2]
</source>
        <translation>[konnte nicht starten: %1; %2]
</translation>
    </message>
    <message>
        <source>[ended by a signal; %1]
</source>
        <translation>[durch ein Signal beendet; %1]
</translation>
    </message>
    <message>
        <source>[exit code %1; %2]
</source>
        <translation>[Exit-Code %1; %2]
</translation>
    </message>
    <message>
        <source>could not be started (%1)</source>
        <translation>konnte nicht gestartet werden (%1)</translation>
    </message>
    <message>
        <source>was ended by a signal</source>
        <translation>wurde durch ein Signal beendet</translation>
    </message>
    <message>
        <source>ended with exit code %1</source>
        <translation>endete mit Exit-Code %1</translation>
    </message>
    <message>
        <source>Step %1 (%2) %3. The log %4 has its full output.</source>
        <translation>Schritt %1 (%2) %3. Das Protokoll %4 enthält die vollständige Ausgabe.</translation>
    </message>
    <message>
        <source>
Every step succeeded; %1 is ready.
</source>
        <translation>
Alle Schritte waren erfolgreich; %1 ist bereit.
</translation>
    </message>
    <message>
        <source>pip list did not answer; the versions are not recorded.
</source>
        <translation>pip list hat nicht geantwortet; die Versionen werden nicht festgehalten.
</translation>
    </message>
    <message>
        <source>%1 was set up, but could not be recorded: %2</source>
        <translation>%1 wurde eingerichtet, konnte aber nicht eingetragen werden: %2</translation>
    </message>
    <message>
        <source>
The setup failed: %1
</source>
        <translation>
Die Einrichtung ist fehlgeschlagen: %1
</translation>
    </message>
    <message>
        <source>
Cancelled.
</source>
        <translation>
Abgebrochen.
</translation>
    </message>
    <message>
        <source>%1 could not be deleted; it stays registered as broken.
</source>
        <translation>%1 konnte nicht gelöscht werden; die Umgebung bleibt als defekt registriert.
</translation>
    </message>
    <message>
        <source>Outcome: %1 after %2 s.
</source>
        <translation>Ergebnis: %1 nach %2 s.
</translation>
    </message>
    <message>
        <source>
Cancelling: stopping step %1.
</source>
        <translation>
Abbruch: Schritt %1 wird gestoppt.
</translation>
    </message>
    <message>
        <source>No environment named %1 is registered.</source>
        <translation>Es ist keine Umgebung namens %1 registriert.</translation>
    </message>
    <message>
        <source>%1 is being set up: cancel that first.</source>
        <translation>%1 wird gerade eingerichtet: Brechen Sie das zuerst ab.</translation>
    </message>
    <message>
        <source>%1 is not a Python environment (no pyvenv.cfg): it was unregistered but not deleted.</source>
        <translation>%1 ist keine Python-Umgebung (keine pyvenv.cfg): Die Registrierung wurde aufgehoben, gelöscht wurde nichts.</translation>
    </message>
    <message>
        <source>%1 was unregistered but could not be deleted completely.</source>
        <translation>Die Registrierung von %1 wurde aufgehoben, der Ordner konnte aber nicht vollständig gelöscht werden.</translation>
    </message>
    <message>
        <source>%1 -m pip list did not list the installed packages (exit code %2).</source>
        <translation>%1 -m pip list hat die installierten Pakete nicht aufgelistet (Exit-Code %2).</translation>
    </message>
    <message>
        <source>%1 did not name its pip (exit code %2).</source>
        <translation>%1 hat sein pip nicht genannt (Exit-Code %2).</translation>
    </message>
    <message>
        <source>`%1 -m pip config list` did not answer (exit code %2)</source>
        <translation>`%1 -m pip config list` hat nicht geantwortet (Exit-Code %2)</translation>
    </message>
</context>
<context>
    <name>ptq::EnvSetupSession</name>
    <message>
        <source>The half-made environment of the failed attempt in %1 is deleted first, once you approve; its log %2 is kept.</source>
        <translation>Die halb fertige Umgebung des fehlgeschlagenen Versuchs in %1 wird nach Ihrer Freigabe zuerst gelöscht; ihr Protokoll %2 bleibt erhalten.</translation>
    </message>
    <message>
        <source>No Python 3.11 to 3.13 was found on PATH (python3.11, python3.12, python3.13, python3): install one, then try again.</source>
        <translation>In PATH wurde kein Python 3.11 bis 3.13 gefunden (python3.11, python3.12, python3.13, python3): Installieren Sie eines, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The failed attempt in %1 was deleted before you stopped; nothing new was installed.</source>
        <translation>Der fehlgeschlagene Versuch in %1 wurde gelöscht, bevor Sie gestoppt haben; es wurde nichts Neues installiert.</translation>
    </message>
    <message>
        <source>%1 is already the registered environment %2: choose a new folder.</source>
        <translation>%1 ist bereits die registrierte Umgebung %2: Wählen Sie einen neuen Ordner.</translation>
    </message>
    <message>
        <source>An environment named %1 is already registered (%2), and a new environment is named after its folder: choose a folder with another name.</source>
        <translation>Eine Umgebung namens %1 ist bereits registriert (%2), und eine neue Umgebung wird nach ihrem Ordner benannt: Wählen Sie einen Ordner mit einem anderen Namen.</translation>
    </message>
    <message>
        <source>An environment named %1 is already registered (%2): choose another name.</source>
        <translation>Eine Umgebung namens %1 ist bereits registriert (%2): Wählen Sie einen anderen Namen.</translation>
    </message>
</context>
<context>
    <name>ptq::EnvironmentProbe</name>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>%1 could not be run.</source>
        <translation>%1 konnte nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 endete mit %2: %3</translation>
    </message>
    <message>
        <source>%1 could not be run or did not answer</source>
        <translation>%1 konnte nicht ausgeführt werden oder hat nicht geantwortet</translation>
    </message>
    <message>
        <source>%1 gave no VRAM total (exit %2, no output)</source>
        <translation>%1 lieferte keinen VRAM-Gesamtwert (Exit %2, keine Ausgabe)</translation>
    </message>
    <message>
        <source>%1 gave no VRAM total (exit %2: %3)</source>
        <translation>%1 lieferte keinen VRAM-Gesamtwert (Exit %2: %3)</translation>
    </message>
</context>
<context>
    <name>ptq::ExportChecksJob</name>
    <message>
        <source>The plan asked for no evaluation: there is no baseline step to run.</source>
        <translation>Der Plan sieht keine Evaluierung vor: Es gibt keinen Baseline-Schritt auszuführen.</translation>
    </message>
    <message>
        <source>The load check was turned off for this command: there is no load-check step to run.</source>
        <translation>Die Ladeprüfung wurde für diesen Befehl abgeschaltet: Es gibt keinen Ladeprüfungsschritt auszuführen.</translation>
    </message>
    <message>
        <source>The check script the command was approved with (sha256 %1) is not the one this version of PTQ Studio ships (%2): generate the command again and approve it.</source>
        <translation>Das Prüfskript, mit dem der Befehl freigegeben wurde (sha256 %1), ist nicht das, das diese Version von PTQ Studio mitliefert (%2): Erstellen Sie den Befehl erneut und geben Sie ihn frei.</translation>
    </message>
    <message>
        <source>The original model&apos;s perplexity, from the cache (%1).</source>
        <translation>Die Perplexität des ursprünglichen Modells, aus dem Cache (%1).</translation>
    </message>
    <message>
        <source>Baseline perplexity %1 from the cache %2 (measured %3).</source>
        <translation>Baseline-Perplexität %1 aus dem Cache %2 (gemessen %3).</translation>
    </message>
    <message>
        <source>Could not write the check&apos;s log %1: %2</source>
        <translation>Das Protokoll der Prüfung %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Measuring the original model&apos;s perplexity with quark-cli&apos;s own routine…</source>
        <translation>Die Perplexität des ursprünglichen Modells wird mit der eigenen Routine von quark-cli gemessen…</translation>
    </message>
    <message>
        <source>Loading the export as its users will and comparing it with the original…</source>
        <translation>Der Export wird so geladen, wie seine Nutzer ihn laden werden, und mit dem Original verglichen…</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2.</source>
        <translation>%1 wurde durch Signal %2 beendet.</translation>
    </message>
    <message>
        <source>%1 exited with code %2 without a result in %3%4</source>
        <translation>%1 endete mit Code %2 ohne Ergebnis in %3%4</translation>
    </message>
    <message>
        <source>The original model&apos;s perplexity could not be measured: %1</source>
        <translation>Die Perplexität des ursprünglichen Modells konnte nicht gemessen werden: %1</translation>
    </message>
</context>
<context>
    <name>ptq::GpuMonitor</name>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>%1 gave no readings (exit %2).</source>
        <translation>%1 lieferte keine Messwerte (Exit %2).</translation>
    </message>
    <message>
        <source>%1 stopped (exit %2); it is started again.</source>
        <translation>%1 wurde beendet (Exit-Code %2); es wird neu gestartet.</translation>
    </message>
    <message>
        <source>%1 stopped (it crashed or was killed); it is started again.</source>
        <translation>%1 wurde beendet (abgestürzt oder abgebrochen); es wird neu gestartet.</translation>
    </message>
    <message>
        <source>%1 gave no readings for %2 s; it is started again.</source>
        <translation>%1 hat %2 s lang keine Messwerte geliefert; es wird neu gestartet.</translation>
    </message>
    <message>
        <source>%1 ended in its loop mode before its first reading; it is now run once per sample.</source>
        <translation>%1 endete im Schleifenmodus vor seinem ersten Messwert; es wird jetzt für jede Messung einzeln gestartet.</translation>
    </message>
</context>
<context>
    <name>ptq::HubClient</name>
    <message>
        <source>The Hub at %1 did not deliver the configuration of %2 within %3 seconds.</source>
        <translation>Der Hub unter %1 hat die Konfiguration von %2 nicht innerhalb von %3 Sekunden geliefert.</translation>
    </message>
    <message>
        <source>Asking %1 for %2…</source>
        <translation>%1 wird nach %2 gefragt…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>%1 has no revision &quot;%2&quot; (%3). Check the branch, tag or commit.</source>
        <translation>%1 hat keine Revision „%2“ (%3). Prüfen Sie Branch, Tag oder Commit.</translation>
    </message>
    <message>
        <source>%1 has no such file (%2).</source>
        <translation>%1 hat keine solche Datei (%2).</translation>
    </message>
    <message>
        <source>%1 is a gated model (%2). Accept the licence on its model page, then provide a token (HF_TOKEN, or paste one on this page).</source>
        <translation>%1 ist ein zugangsbeschränktes Modell (%2). Akzeptieren Sie die Lizenz auf der Modellseite und geben Sie dann ein Token an (HF_TOKEN oder hier einfügen).</translation>
    </message>
    <message>
        <source>%1 is a gated model and the token&apos;s account has not been granted access (%2). Accept the licence on the model page and wait for approval.</source>
        <translation>%1 ist ein zugangsbeschränktes Modell, und das Konto des Tokens hat keinen Zugang erhalten (%2). Akzeptieren Sie die Lizenz auf der Modellseite und warten Sie auf die Freigabe.</translation>
    </message>
    <message>
        <source>%1 has been disabled on the Hub (%2).</source>
        <translation>%1 wurde auf dem Hub deaktiviert (%2).</translation>
    </message>
    <message>
        <source>The Hub rejected the token from %1 as invalid (%2). Create a new read token and set it again.</source>
        <translation>Der Hub hat das Token aus %1 als ungültig abgelehnt (%2). Erstellen Sie ein neues Lese-Token und setzen Sie es erneut.</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>dieser Sitzung</translation>
    </message>
    <message>
        <source>%1 was not found on %2. Check the id; if the repository is private, provide a token.</source>
        <translation>%1 wurde auf %2 nicht gefunden. Prüfen Sie die ID; ist das Repository privat, geben Sie ein Token an.</translation>
    </message>
    <message>
        <source>%1 was not found on %2, or the token has no access to it.</source>
        <translation>%1 wurde auf %2 nicht gefunden, oder das Token hat keinen Zugriff darauf.</translation>
    </message>
    <message>
        <source>The Hub refused access to %1: %2</source>
        <translation>Der Hub verweigerte den Zugriff auf %1: %2</translation>
    </message>
    <message>
        <source>403 Forbidden</source>
        <translation>403 Forbidden</translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (%1)%2. Wait a few minutes, or provide a token (higher limits).</source>
        <translation>Der Hub drosselt Anfragen (%1)%2. Warten Sie einige Minuten oder geben Sie ein Token an (höhere Limits).</translation>
    </message>
    <message>
        <source>; it asks to retry after %1 seconds</source>
        <translation>; er bittet, es nach %1 Sekunden erneut zu versuchen</translation>
    </message>
    <message>
        <source>The Hub answered %1 for %2; it may be down.</source>
        <translation>Der Hub antwortete %1 für %2; er ist möglicherweise nicht erreichbar.</translation>
    </message>
    <message>
        <source>%1 could not be resolved (no network or DNS?). Without network, analyse a local folder or a model in the Hugging Face cache.</source>
        <translation>%1 konnte nicht aufgelöst werden (kein Netzwerk oder DNS?). Ohne Netzwerk analysieren Sie einen lokalen Ordner oder ein Modell im Hugging-Face-Cache.</translation>
    </message>
    <message>
        <source>%1 refused the connection (%2).</source>
        <translation>%1 hat die Verbindung abgelehnt (%2).</translation>
    </message>
    <message>
        <source>%1 stopped answering for %2 seconds.</source>
        <translation>%1 hat %2 Sekunden lang nicht mehr geantwortet.</translation>
    </message>
    <message>
        <source>The TLS connection to %1 failed: %2. A proxy or a wrong system clock can cause this.</source>
        <translation>Die TLS-Verbindung zu %1 ist fehlgeschlagen: %2. Ein Proxy oder eine falsche Systemuhr kann die Ursache sein.</translation>
    </message>
    <message>
        <source>The connection to %1 failed: %2</source>
        <translation>Die Verbindung zu %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The Hub answered %1 for %2.</source>
        <translation>Der Hub antwortete %1 für %2.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB; that is not a configuration file, so it was not read.</source>
        <translation>%1 ist größer als %2 MiB; das ist keine Konfigurationsdatei, daher wurde sie nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 redirected without a location.</source>
        <translation>%1 leitete ohne Ziel um.</translation>
    </message>
    <message>
        <source>%1 redirected more than %2 times (a redirect loop?).</source>
        <translation>%1 leitete mehr als %2-mal um (eine Umleitungsschleife?).</translation>
    </message>
    <message>
        <source>The Hub answered %1; trying again in %2 s…</source>
        <translation>Der Hub antwortete %1; neuer Versuch in %2 s…</translation>
    </message>
    <message>
        <source>%1 has no config.json at revision %2, so it is not a Transformers model (%3).</source>
        <translation>%1 hat bei Revision %2 keine config.json und ist daher kein Transformers-Modell (%3).</translation>
    </message>
    <message>
        <source> The model info from %1 was not valid JSON and was ignored.</source>
        <translation> Die Modellinformationen von %1 waren kein gültiges JSON und wurden ignoriert.</translation>
    </message>
    <message>
        <source>Read config.json.</source>
        <translation>config.json gelesen.</translation>
    </message>
    <message>
        <source>Read model.safetensors.index.json.</source>
        <translation>model.safetensors.index.json gelesen.</translation>
    </message>
    <message>
        <source>%1 has no config.json at revision %2, so it is not a Transformers model.</source>
        <translation>%1 hat bei Revision %2 keine config.json und ist daher kein Transformers-Modell.</translation>
    </message>
    <message>
        <source>The token was not sent to %1: that is plain http to another machine, where anyone on the way can read it. Use an https endpoint, or set PTQ_ALLOW_INSECURE_ENDPOINT=1 to send it anyway.</source>
        <translation>Das Token wurde nicht an %1 gesendet: Das ist unverschlüsseltes http zu einem anderen Rechner, wo jeder auf dem Weg es lesen kann. Verwenden Sie einen https-Endpunkt, oder setzen Sie PTQ_ALLOW_INSECURE_ENDPOINT=1, um es trotzdem zu senden.</translation>
    </message>
</context>
<context>
    <name>ptq::IntakeService</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>HF_HUB_OFFLINE is set: reading %1 from the Hugging Face cache…</source>
        <translation>HF_HUB_OFFLINE ist gesetzt: %1 wird aus dem Hugging-Face-Cache gelesen…</translation>
    </message>
    <message>
        <source>Read from the Hugging Face cache because HF_HUB_OFFLINE is set.</source>
        <translation>Aus dem Hugging-Face-Cache gelesen, weil HF_HUB_OFFLINE gesetzt ist.</translation>
    </message>
    <message>
        <source>The analysis of %1 was cancelled.</source>
        <translation>Die Analyse von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Analysing the configuration…</source>
        <translation>Die Konfiguration wird analysiert…</translation>
    </message>
    <message>
        <source>The Hub could not be reached; looking in the Hugging Face cache…</source>
        <translation>Der Hub war nicht erreichbar; es wird im Hugging-Face-Cache gesucht…</translation>
    </message>
    <message>
        <source>Read from the Hugging Face cache because the Hub could not be reached: %1</source>
        <translation>Aus dem Hugging-Face-Cache gelesen, weil der Hub nicht erreichbar war: %1</translation>
    </message>
    <message>
        <source>%1 It is not in the Hugging Face cache either (%2).</source>
        <translation>%1 Auch im Hugging-Face-Cache ist es nicht (%2).</translation>
    </message>
</context>
<context>
    <name>ptq::JobRunner</name>
    <message>
        <source>A process of this machine cannot be followed again once the app that started it is gone.</source>
        <translation>Ein Prozess auf dieser Maschine kann nicht erneut verfolgt werden, wenn die App, die ihn gestartet hat, beendet ist.</translation>
    </message>
</context>
<context>
    <name>ptq::JobWriter</name>
    <message>
        <source>%1. The log is incomplete from %2 s into the run.</source>
        <translation>%1. Das Protokoll ist ab %2 s nach Laufbeginn unvollständig.</translation>
    </message>
</context>
<context>
    <name>ptq::ModelCopier</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>The copy of the model to %1 was cancelled; nothing was started there.</source>
        <translation>Das Kopieren des Modells nach %1 wurde abgebrochen; dort wurde nichts gestartet.</translation>
    </message>
    <message>
        <source>Reading the model folder %1 to copy it failed: %2</source>
        <translation>Das Lesen des Modellordners %1 zum Kopieren ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Copying the model to %1 failed: %2</source>
        <translation>Das Kopieren des Modells nach %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Copying the model to %1 failed (exit %2): %3</source>
        <translation>Das Kopieren des Modells nach %1 ist fehlgeschlagen (Exit %2): %3</translation>
    </message>
    <message>
        <source>Copying the model to %1 failed: the lock %2.lock could not be taken (exit %3). %4</source>
        <translation>Das Kopieren des Modells nach %1 ist fehlgeschlagen: Die Sperre %2.lock ließ sich nicht setzen (Exit %3). %4</translation>
    </message>
    <message>
        <source>The model folder %1 changed after the command was approved (%2): the approval is void and nothing was copied. Check the target again on page 3 and approve what is there now.</source>
        <translation>Der Modellordner %1 hat sich nach der Freigabe des Befehls geändert (%2): Die Freigabe ist ungültig, und es wurde nichts kopiert. Prüfen Sie das Ziel auf Seite 3 erneut, und geben Sie frei, was jetzt vorliegt.</translation>
    </message>
    <message>
        <source>Copying the model to %1 failed (rsync, exit %2): %3</source>
        <translation>Das Kopieren des Modells nach %1 ist fehlgeschlagen (rsync, Exit %2): %3</translation>
    </message>
    <message>
        <source>The copy on %1 does not match the model folder %2 (%3): it is not used.</source>
        <translation>Die Kopie auf %1 stimmt nicht mit dem Modellordner %2 überein (%3): Sie wird nicht verwendet.</translation>
    </message>
    <message>
        <source>Putting the copy in place at %1 failed: %2</source>
        <translation>Die Kopie konnte nicht an ihren Platz %1 gebracht werden: %2</translation>
    </message>
    <message>
        <source>%1 What arrived is kept at %2:%3; the next copy of the same files resumes from it.</source>
        <translation>%1 Was angekommen ist, bleibt unter %2:%3 erhalten; die nächste Kopie derselben Dateien setzt dort fort.</translation>
    </message>
    <message>
        <source>%1 The partial copy %2:%3 may be left there; the next copy removes it.</source>
        <translation>%1 Die unvollständige Kopie %2:%3 bleibt dort möglicherweise liegen; die nächste Kopie entfernt sie.</translation>
    </message>
</context>
<context>
    <name>ptq::OutputHasher</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot hash %1: OpenSSL&apos;s SHA-256 is not available.</source>
        <translation>Die Prüfsumme von %1 kann nicht berechnet werden: SHA-256 von OpenSSL ist nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>ptq::PatternPreviewer</name>
    <message>
        <source>&quot;%1&quot; matches no module: Quark would ignore it silently.</source>
        <translation>„%1“ passt auf kein Modul: Quark würde es stillschweigend ignorieren.</translation>
    </message>
    <message>
        <source>Override &quot;%1&quot; decides no module: exclusions or earlier overrides take all it matches.</source>
        <translation>Override „%1“ entscheidet über kein Modul: Ausschlüsse oder frühere Overrides erfassen alles, worauf es passt.</translation>
    </message>
    <message>
        <source>No exclusions: every Linear module, lm_head included, is quantized.</source>
        <translation>Keine Ausschlüsse: Jedes Linear-Modul, auch lm_head, wird quantisiert.</translation>
    </message>
    <message>
        <source>module names from %1</source>
        <translation>Modulnamen aus %1</translation>
    </message>
    <message>
        <source>module names from the header of %1</source>
        <translation>Modulnamen aus dem Header von %1</translation>
    </message>
    <message>
        <source>module names generated from the architecture (no local safetensors index or header)</source>
        <translation>aus der Architektur erzeugte Modulnamen (kein lokaler safetensors-Index oder -Header)</translation>
    </message>
</context>
<context>
    <name>ptq::PtqJob</name>
    <message>
        <source>A run is already in progress.</source>
        <translation>Es läuft bereits ein Lauf.</translation>
    </message>
    <message>
        <source>Not running: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Could not create the output folder %1.</source>
        <translation>Der Ausgabeordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Could not create the log %1: %2</source>
        <translation>Das Protokoll %1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>Not running: the ticket is not for the workspace %1.</source>
        <translation>Nicht gestartet: Die Freigabe gilt nicht für den Arbeitsbereich %1.</translation>
    </message>
    <message>
        <source>Could not create a log in %1: every name for %2 is taken. Move old logs away, then run again.</source>
        <translation>In %1 konnte kein Protokoll angelegt werden: Jeder Name für %2 ist vergeben. Verschieben Sie alte Protokolle und starten Sie den Lauf erneut.</translation>
    </message>
    <message>
        <source>Nothing to re-attach to in %1: no remote job is recorded as running.</source>
        <translation>In %1 gibt es nichts, womit erneut verbunden werden kann: Kein entfernter Job ist als laufend vermerkt.</translation>
    </message>
    <message>
        <source>Could not open the log %1 to continue it: %2</source>
        <translation>Das Protokoll %1 konnte zum Fortsetzen nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>ptq-studio: re-attached at %1; the job&apos;s output continues from byte %2 of its log on the target.</source>
        <translation>ptq-studio: erneut verbunden am %1; die Ausgabe des Jobs wird ab Byte %2 seines Protokolls auf dem Ziel fortgesetzt.</translation>
    </message>
    <message>
        <source>ptq-studio: %1</source>
        <translation>ptq-studio: %1</translation>
    </message>
    <message>
        <source>ptq-studio: not re-attached: %1</source>
        <translation>ptq-studio: nicht erneut verbunden: %1</translation>
    </message>
    <message>
        <source>Not running: the ticket has no command.</source>
        <translation>Nicht gestartet: Das Ticket enthält keinen Befehl.</translation>
    </message>
</context>
<context>
    <name>ptq::PublishJob</name>
    <message>
        <source>The upload to %1 was cancelled before it started.</source>
        <translation>Der Upload nach %1 wurde abgebrochen, bevor er begann.</translation>
    </message>
    <message>
        <source>Could not write %1: the folder cannot be made.</source>
        <translation>%1 konnte nicht geschrieben werden: Der Ordner lässt sich nicht anlegen.</translation>
    </message>
    <message>
        <source>Upload of %1 files (%2 bytes) from %3 to %4 (%5), approval %6
</source>
        <translation>Upload von %1 Dateien (%2 Byte) aus %3 nach %4 (%5), Freigabe %6
</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>The upload to %1 was cancelled; the repository may hold part of it (nothing was committed unless the commit had begun).</source>
        <translation>Der Upload nach %1 wurde abgebrochen; das Repository kann einen Teil davon enthalten (committet wurde nichts, sofern der Commit nicht schon begonnen hatte).</translation>
    </message>
    <message>
        <source>Published to %1 (commit %2).</source>
        <translation>Veröffentlicht in %1 (Commit %2).</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 ist abgestürzt</translation>
    </message>
    <message>
        <source>%1 ended with exit status %2: %3</source>
        <translation>%1 endete mit Exit-Status %2: %3</translation>
    </message>
    <message>
        <source>The upload to %1 failed: %2</source>
        <translation>Der Upload nach %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The Hub refused the token from %1: check that it is valid (hf auth whoami).</source>
        <translation>Der Hub hat das Token aus %1 abgelehnt: Prüfen Sie, ob es gültig ist (hf auth whoami).</translation>
    </message>
    <message>
        <source>The token from %1 may not write to %2: it needs write access to that namespace.</source>
        <translation>Das Token aus %1 darf nicht nach %2 schreiben: Es braucht Schreibzugriff auf diesen Namespace.</translation>
    </message>
    <message>
        <source>The full log is %1.</source>
        <translation>Das vollständige Protokoll ist %1.</translation>
    </message>
</context>
<context>
    <name>ptq::PublishSession</name>
    <message>
        <source>An upload is already running: it must end before another starts.</source>
        <translation>Ein Upload läuft bereits: Er muss enden, bevor ein weiterer beginnt.</translation>
    </message>
    <message>
        <source>No upload is proposed: there is nothing to approve.</source>
        <translation>Es ist kein Upload vorgeschlagen: Es gibt nichts freizugeben.</translation>
    </message>
    <message>
        <source>%1 is not the approval of this upload (now %2). The repository, the visibility, the endpoint or the files changed since it was printed; look at the upload above and approve it again.</source>
        <translation>%1 ist nicht die Freigabe dieses Uploads (jetzt %2). Das Repository, die Sichtbarkeit, der Endpunkt oder die Dateien haben sich geändert, seit sie ausgegeben wurde; sehen Sie sich den Upload oben an und geben Sie ihn erneut frei.</translation>
    </message>
</context>
<context>
    <name>ptq::QuarkCatalog</name>
    <message>
        <source>FP8 E4M3 weights and activations, per tensor, static (calibrated)</source>
        <translation>FP8-E4M3-Gewichte und -Aktivierungen, pro Tensor, statisch (kalibriert)</translation>
    </message>
    <message>
        <source>FP8 weights per channel, activations per token (dynamic)</source>
        <translation>FP8-Gewichte pro Kanal, Aktivierungen pro Token (dynamisch)</translation>
    </message>
    <message>
        <source>INT8 weights and activations, per tensor, static</source>
        <translation>INT8-Gewichte und -Aktivierungen, pro Tensor, statisch</translation>
    </message>
    <message>
        <source>INT4 symmetric weight-only, %1</source>
        <translation>INT4 symmetrisch, nur Gewichte, %1</translation>
    </message>
    <message>
        <source>per channel</source>
        <translation>pro Kanal</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>UINT4 asymmetric weight-only (AWQ-style), %1</source>
        <translation>UINT4 asymmetrisch, nur Gewichte (AWQ-Stil), %1</translation>
    </message>
    <message>
        <source>INT4 weights and activations, group 64</source>
        <translation>INT4-Gewichte und -Aktivierungen, Gruppe 64</translation>
    </message>
    <message>
        <source>OCP MXFP4 weights and activations (native on MI350/MI355, emulated elsewhere)</source>
        <translation>OCP-MXFP4-Gewichte und -Aktivierungen (nativ auf MI350/MI355, sonst emuliert)</translation>
    </message>
    <message>
        <source>OCP MXFP4 weight-only</source>
        <translation>OCP MXFP4, nur Gewichte</translation>
    </message>
    <message>
        <source>OCP MXFP6 (%1) weights and activations</source>
        <translation>OCP-MXFP6-Gewichte und -Aktivierungen (%1)</translation>
    </message>
    <message>
        <source>MXFP4 weights, MXFP6 E2M3 activations</source>
        <translation>MXFP4-Gewichte, MXFP6-E2M3-Aktivierungen</translation>
    </message>
    <message>
        <source>MXFP4 weights, FP8 activations</source>
        <translation>MXFP4-Gewichte, FP8-Aktivierungen</translation>
    </message>
    <message>
        <source>AMD FP4 with E5M3 scales%1</source>
        <translation>AMD FP4 mit E5M3-Skalen%1</translation>
    </message>
    <message>
        <source>, two-stage</source>
        <translation>, zweistufig</translation>
    </message>
    <message>
        <source>NVFP4: FP4 group 16 with FP8 E4M3 scales</source>
        <translation>NVFP4: FP4 Gruppe 16 mit FP8-E4M3-Skalen</translation>
    </message>
    <message>
        <source>W4A8: INT4 weights via FP8, FP8 activations</source>
        <translation>W4A8: INT4-Gewichte über FP8, FP8-Aktivierungen</translation>
    </message>
    <message>
        <source>%1 block format (emulation; export not supported)</source>
        <translation>%1-Blockformat (Emulation; Export nicht unterstützt)</translation>
    </message>
    <message>
        <source>legacy (≤0.10) scheme name</source>
        <translation>veralteter Schemaname (≤0.10)</translation>
    </message>
    <message>
        <source>scheme known to the installed quark-cli</source>
        <translation>dem installierten quark-cli bekanntes Schema</translation>
    </message>
</context>
<context>
    <name>ptq::QuarkCliProbe</name>
    <message>
        <source>&quot;%1 torch-llm-ptq --help&quot; did not answer within %2 seconds; it was stopped.</source>
        <translation>„%1 torch-llm-ptq --help“ hat nicht innerhalb von %2 Sekunden geantwortet und wurde beendet.</translation>
    </message>
    <message>
        <source>quark-cli was not found on PATH.</source>
        <translation>quark-cli wurde in PATH nicht gefunden.</translation>
    </message>
    <message>
        <source>%1 is not an executable quark-cli.</source>
        <translation>%1 ist kein ausführbares quark-cli.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed (exit %2): %3</source>
        <translation>„%1“ ist fehlgeschlagen (Exit %2): %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; printed something that is not its help: %2</source>
        <translation>„%1“ hat etwas ausgegeben, das nicht seine Hilfe ist: %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>the Quark API did not answer within %1 seconds</source>
        <translation>die Quark-API hat nicht innerhalb von %1 Sekunden geantwortet</translation>
    </message>
    <message>
        <source>no Python interpreter found for %1</source>
        <translation>kein Python-Interpreter für %1 gefunden</translation>
    </message>
</context>
<context>
    <name>ptq::RemoteRunner</name>
    <message>
        <source>No nvidia-smi, amd-smi or rocm-smi on %1: GPU memory is not shown.</source>
        <translation>Kein nvidia-smi, amd-smi oder rocm-smi auf %1: Der GPU-Speicher wird nicht angezeigt.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>Die Verbindung zu %1 wurde unterbrochen.</translation>
    </message>
    <message>
        <source>%1 The job goes on there; trying again in %2 s.</source>
        <translation>%1 Der Job läuft dort weiter; neuer Versuch in %2 s.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder to verify the output of %1 in: %2</source>
        <translation>Es konnte kein temporärer Ordner angelegt werden, um darin die Ausgabe von %1 zu prüfen: %2</translation>
    </message>
    <message>
        <source>The output folder %1 on %2 could not be read for verification: %3</source>
        <translation>Der Ausgabeordner %1 auf %2 konnte für die Prüfung nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>The output folder %1 on %2: %3</source>
        <translation>Der Ausgabeordner %1 auf %2: %3</translation>
    </message>
    <message>
        <source>copying the model to %1: %2 of %3 (%4 %)</source>
        <translation>Modell wird nach %1 kopiert: %2 von %3 (%4 %)</translation>
    </message>
    <message numerus="yes">
        <source>copying the model folder %1 to %2:%3 (%n file(s), %4) before the job starts</source>
        <translation>
            <numerusform>Modellordner %1 wird vor dem Start des Jobs nach %2:%3 kopiert (%n Datei, %4)</numerusform>
            <numerusform>Modellordner %1 wird vor dem Start des Jobs nach %2:%3 kopiert (%n Dateien, %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>the copy of the model stopped at %1 of %2; nothing was started on %3</source>
        <translation>das Kopieren des Modells wurde bei %1 von %2 beendet; auf %3 wurde nichts gestartet</translation>
    </message>
    <message>
        <source>the model is on %1 at %2 (copied in %3 s)</source>
        <translation>das Modell liegt auf %1 unter %2 (in %3 s kopiert)</translation>
    </message>
    <message>
        <source>the copy of the model stopped at %1 of %2 and what had arrived on %3 was removed; nothing was started there</source>
        <translation>das Kopieren des Modells wurde bei %1 von %2 beendet, und was auf %3 angekommen war, wurde entfernt; dort wurde nichts gestartet</translation>
    </message>
    <message>
        <source>%1 answered more than %2 to one request, more than it can mean; the answer was refused.</source>
        <translation>%1 hat auf eine Anfrage mehr als %2 geantwortet, mehr als sinnvoll sein kann; die Antwort wurde verworfen.</translation>
    </message>
    <message>
        <source>ssh on this machine refused the settings of %1 before connecting to anything (nothing was sent; check the host, port, user and jump host of the target): %2</source>
        <translation>ssh auf diesem Rechner hat die Einstellungen von %1 abgelehnt, bevor eine Verbindung aufgebaut wurde (es wurde nichts gesendet; prüfen Sie Host, Port, Benutzer und Jump-Host des Ziels): %2</translation>
    </message>
    <message>
        <source>the copy of the model stopped at %1 of %2; what had arrived is kept on %3 at %4, and the next copy of the same files resumes from it; nothing was started there</source>
        <translation>die Kopie des Modells hielt bei %1 von %2 an; was angekommen war, bleibt auf %3 unter %4, und die nächste Kopie derselben Dateien setzt dort fort; dort wurde nichts gestartet</translation>
    </message>
</context>
<context>
    <name>ptq::RemoteScripts</name>
    <message>
        <source>The output folder does not exist on the target, or cannot be entered.</source>
        <translation>Der Ausgabeordner existiert auf dem Ziel nicht oder ist nicht zugänglich.</translation>
    </message>
    <message>
        <source>The listing of the output folder ended early (the connection was lost?).</source>
        <translation>Die Auflistung des Ausgabeordners endete vorzeitig (wurde die Verbindung unterbrochen?).</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The listing of the output folder gives %1 a size of %2 bytes.</source>
        <translation>Laut der Auflistung des Ausgabeordners hat %1 eine Größe von %2 Bytes.</translation>
    </message>
    <message>
        <source>The output folder holds more than %1 entries; an export has a few dozen, so it was not verified.</source>
        <translation>Der Ausgabeordner enthält mehr als %1 Einträge; ein Export hat nur einige Dutzend, daher wurde er nicht geprüft.</translation>
    </message>
    <message>
        <source>The output folder %1 on %2 is in %3, where each run keeps its script, log and status: choose a folder outside it (e.g. %4).</source>
        <translation>Der Ausgabeordner %1 auf %2 liegt in %3, wo jeder Lauf sein Skript, Protokoll und seinen Status ablegt: Wählen Sie einen Ordner außerhalb davon (z. B. %4).</translation>
    </message>
    <message>
        <source>The output folder %1 on %2 holds %3, where each run keeps its script, log and status: choose a folder of its own (e.g. %4).</source>
        <translation>Der Ausgabeordner %1 auf %2 enthält %3, wo jeder Lauf sein Skript, Protokoll und seinen Status ablegt: Wählen Sie einen eigenen Ordner (z. B. %4).</translation>
    </message>
</context>
<context>
    <name>ptq::RunSession</name>
    <message>
        <source>No workspace is open.</source>
        <translation>Es ist kein Arbeitsbereich geöffnet.</translation>
    </message>
    <message>
        <source>The workspace %1 was closed.</source>
        <translation>Der Arbeitsbereich %1 wurde geschlossen.</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>Es läuft bereits ein Lauf.</translation>
    </message>
    <message>
        <source>Not running: the workspace %1 was closed before its run started.</source>
        <translation>Nicht gestartet: Der Arbeitsbereich %1 wurde geschlossen, bevor sein Lauf begann.</translation>
    </message>
    <message>
        <source>No remote job of %1 waits to be followed.</source>
        <translation>Kein entfernter Job von %1 wartet darauf, verfolgt zu werden.</translation>
    </message>
    <message>
        <source>A run is in progress: its result is decided once it has ended.</source>
        <translation>Ein Lauf ist im Gange: Über sein Ergebnis wird entschieden, wenn er beendet ist.</translation>
    </message>
    <message>
        <source>Not following: the workspace %1 was closed before the job was followed again.</source>
        <translation>Nicht verfolgt: Der Arbeitsbereich %1 wurde geschlossen, bevor der Job wieder verfolgt wurde.</translation>
    </message>
    <message>
        <source>Checksums not recorded: %1 is not the output folder of %2.</source>
        <translation>Prüfsummen nicht gespeichert: %1 ist nicht der Ausgabeordner von %2.</translation>
    </message>
    <message>
        <source>Checksums not recorded: the export of %1 is on %2, not on this machine; compute its checksums there (sha256sum).</source>
        <translation>Prüfsummen nicht gespeichert: Der Export von %1 liegt auf %2, nicht auf diesem Rechner; berechnen Sie seine Prüfsummen dort (sha256sum).</translation>
    </message>
</context>
<context>
    <name>ptq::SlurmRunner</name>
    <message>
        <source>sbatch on %1 refused the job (exit %2): %3</source>
        <translation>sbatch auf %1 hat den Job abgelehnt (Exit %2): %3</translation>
    </message>
    <message>
        <source>%1 The job goes on in the cluster; trying again.</source>
        <translation>%1 Der Job läuft im Cluster weiter; neuer Versuch.</translation>
    </message>
    <message>
        <source>Slurm no longer knows job %1 (%2): its end is not known.</source>
        <translation>Slurm kennt Job %1 nicht mehr (%2): Wie er geendet hat, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>job %1: %2 %3</source>
        <translation>Job %1: %2 %3</translation>
    </message>
    <message>
        <source>The record of the job on %1 names no Slurm job id.</source>
        <translation>Der Eintrag des Jobs auf %1 nennt keine Slurm-Job-ID.</translation>
    </message>
    <message>
        <source>Slurm job %1 ended: %2</source>
        <translation>Slurm-Job %1 beendet: %2</translation>
    </message>
    <message>
        <source>Slurm job %1 submitted through %2</source>
        <translation>Slurm-Job %1 über %2 eingereicht</translation>
    </message>
    <message>
        <source>Slurm job %1 waits in the queue</source>
        <translation>Slurm-Job %1 wartet in der Warteschlange</translation>
    </message>
    <message>
        <source>Slurm job %1 waits: %2</source>
        <translation>Slurm-Job %1 wartet: %2</translation>
    </message>
    <message>
        <source>Slurm job %1 on node %2</source>
        <translation>Slurm-Job %1 auf Knoten %2</translation>
    </message>
    <message>
        <source>re-attached to Slurm job %1 through %2</source>
        <translation>wieder mit Slurm-Job %1 über %2 verbunden</translation>
    </message>
    <message>
        <source>The record of the job on %1 names &quot;%2&quot;, which is no Slurm job id (digits only): not followed, and nothing was cancelled.</source>
        <translation>Der Eintrag des Jobs auf %1 nennt „%2“, was keine Slurm-Job-ID ist (nur Ziffern): Er wird nicht verfolgt, und es wurde nichts abgebrochen.</translation>
    </message>
</context>
<context>
    <name>ptq::SshCall</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s: %3</source>
        <translation>%1 wurde nicht innerhalb von %2 s fertig: %3</translation>
    </message>
    <message>
        <source>%1 answered more than %2 MiB to one request; the answer was refused, not kept: %3</source>
        <translation>%1 hat auf eine Anfrage mehr als %2 MiB geantwortet; die Antwort wurde abgelehnt und nicht behalten: %3</translation>
    </message>
</context>
<context>
    <name>ptq::SshRunner</name>
    <message>
        <source>The run could not be started in %1 on %2 (exit %3): %4</source>
        <translation>Der Lauf konnte in %1 auf %2 nicht gestartet werden (Exit %3): %4</translation>
    </message>
    <message>
        <source>on %1, process group %2</source>
        <translation>auf %1, Prozessgruppe %2</translation>
    </message>
    <message>
        <source>the run ended on %1 without recording its status</source>
        <translation>der Lauf auf %1 endete, ohne seinen Status aufzuzeichnen</translation>
    </message>
    <message>
        <source>The record of the run on %1 names no process to follow.</source>
        <translation>Der Eintrag des Laufs auf %1 nennt keinen Prozess, dem gefolgt werden kann.</translation>
    </message>
    <message>
        <source>re-attached on %1, process group %2</source>
        <translation>erneut verbunden auf %1, Prozessgruppe %2</translation>
    </message>
    <message>
        <source>the run on %1 ended with exit status %2</source>
        <translation>der Lauf auf %1 endete mit Exit-Status %2</translation>
    </message>
    <message>
        <source>%1 answered process %2 for the run in %3, which cannot be the run&apos;s process group; nothing is followed or signalled there.</source>
        <translation>%1 hat für den Lauf in %3 den Prozess %2 gemeldet, der nicht die Prozessgruppe des Laufs sein kann; dort wird nichts verfolgt und kein Signal gesendet.</translation>
    </message>
    <message>
        <source>the run folder %1 on %2 names another process than %3; its end is not known</source>
        <translation>der Laufordner %1 auf %2 nennt einen anderen Prozess als %3; sein Ende ist nicht bekannt</translation>
    </message>
    <message>
        <source>The record of the run names process %1, but its run folder %2 on %3 names %4: the record was changed, or is another run&apos;s. Not followed, and nothing was signalled there; check the run on %3 (its pid file), or restore the record.</source>
        <translation>Der Eintrag des Laufs nennt Prozess %1, aber sein Laufordner %2 auf %3 nennt %4: Der Eintrag wurde geändert oder gehört zu einem anderen Lauf. Er wird nicht verfolgt, und dort wurde kein Signal gesendet; prüfen Sie den Lauf auf %3 (seine PID-Datei), oder stellen Sie den Eintrag wieder her.</translation>
    </message>
    <message>
        <source>no process</source>
        <translation>kein Prozess</translation>
    </message>
</context>
<context>
    <name>ptq::TargetPreflight</name>
    <message>
        <source>This machine.</source>
        <translation>Diese Maschine.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>%1 answered, but the login shell failed (exit %2): %3</source>
        <translation>%1 hat geantwortet, aber die Login-Shell ist fehlgeschlagen (Exit %2): %3</translation>
    </message>
    <message>
        <source>%1 answers over SSH (key accepted, host key known).</source>
        <translation>%1 antwortet über SSH (Schlüssel akzeptiert, Host-Schlüssel bekannt).</translation>
    </message>
    <message>
        <source>Looking at %1: quark-cli, GPUs, disk…</source>
        <translation>%1 wird untersucht: quark-cli, GPUs, Datenträger…</translation>
    </message>
    <message>
        <source>The remote workspace %1 cannot be %2 on %3: %4 is not a writable folder.</source>
        <translation>Der entfernte Arbeitsbereich %1 kann auf %3 nicht %2 werden: %4 ist kein beschreibbarer Ordner.</translation>
    </message>
    <message>
        <source>written</source>
        <translation>beschrieben</translation>
    </message>
    <message>
        <source>created</source>
        <translation>angelegt</translation>
    </message>
    <message>
        <source>The remote workspace %1 exists and is writable.</source>
        <translation>Der entfernte Arbeitsbereich %1 existiert und ist beschreibbar.</translation>
    </message>
    <message>
        <source>The remote workspace %1 will be created in %2 after approval.</source>
        <translation>Der entfernte Arbeitsbereich %1 wird nach der Freigabe in %2 angelegt.</translation>
    </message>
    <message>
        <source>No nvidia-smi, amd-smi or rocm-smi on %1: its GPUs cannot be listed, and the run&apos;s GPU memory will not be shown.</source>
        <translation>Kein nvidia-smi, amd-smi oder rocm-smi auf %1: Seine GPUs lassen sich nicht auflisten, und der GPU-Speicher des Laufs wird nicht angezeigt.</translation>
    </message>
    <message>
        <source>%1 reports no GPU on %2.</source>
        <translation>%1 meldet keine GPU auf %2.</translation>
    </message>
    <message>
        <source>GPUs on %1 (%2): %3</source>
        <translation>GPUs auf %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 is not an executable file on %2. Install amd-quark[cli] in a Python environment there and name its bin/quark-cli in the target.</source>
        <translation>%1 ist auf %2 keine ausführbare Datei. Installieren Sie amd-quark[cli] dort in einer Python-Umgebung, und geben Sie deren bin/quark-cli im Ziel an.</translation>
    </message>
    <message>
        <source>Asking quark-cli on %1 for its options (it loads PyTorch)…</source>
        <translation>quark-cli auf %1 wird nach seinen Optionen gefragt (es lädt PyTorch)…</translation>
    </message>
    <message>
        <source>%1 torch-llm-ptq --help did not answer on %2 within %3 s.</source>
        <translation>%1 torch-llm-ptq --help hat auf %2 nicht innerhalb von %3 s geantwortet.</translation>
    </message>
    <message>
        <source>&quot;%1 torch-llm-ptq --help&quot; failed on %2 (exit %3): %4</source>
        <translation>„%1 torch-llm-ptq --help“ ist auf %2 fehlgeschlagen (Exit %3): %4</translation>
    </message>
    <message>
        <source>%1 on %2 answers torch-llm-ptq --help.</source>
        <translation>%1 auf %2 antwortet auf torch-llm-ptq --help.</translation>
    </message>
    <message>
        <source>Asking Slurm on %1 for its partitions…</source>
        <translation>Slurm auf %1 wird nach seinen Partitionen gefragt…</translation>
    </message>
    <message>
        <source>sinfo failed on %1 (exit %2): %3 Is this a Slurm login node?</source>
        <translation>sinfo ist auf %1 fehlgeschlagen (Exit %2): %3 Ist das ein Slurm-Login-Knoten?</translation>
    </message>
    <message>
        <source>The cluster on %1 has no default partition: name one in the target (%2).</source>
        <translation>Der Cluster auf %1 hat keine Standardpartition: Geben Sie im Ziel eine an (%2).</translation>
    </message>
    <message>
        <source>The cluster on %1 has no partition %2; it has: %3.</source>
        <translation>Der Cluster auf %1 hat keine Partition %2; er hat: %3.</translation>
    </message>
    <message>
        <source>Partition %1 is up (%2 node(s), %3).</source>
        <translation>Partition %1 ist in Betrieb (%2 Knoten, %3).</translation>
    </message>
    <message>
        <source>no GPUs listed</source>
        <translation>keine GPUs aufgeführt</translation>
    </message>
    <message>
        <source>Partition %1 is not up: the job would wait.</source>
        <translation>Partition %1 ist nicht in Betrieb: Der Job würde warten.</translation>
    </message>
    <message>
        <source>Partition %1 lists no GPUs in its generic resources, but the target asks for %2.</source>
        <translation>Partition %1 führt in ihren generischen Ressourcen keine GPUs auf, das Ziel fordert aber %2 an.</translation>
    </message>
    <message>
        <source>The target asks for %1 min, more than partition %2 allows (%3 min): sbatch would refuse the job.</source>
        <translation>Das Ziel fordert %1 min an, mehr als Partition %2 erlaubt (%3 min): sbatch würde den Job ablehnen.</translation>
    </message>
    <message>
        <source>Time limit: %1 min.</source>
        <translation>Zeitlimit: %1 min.</translation>
    </message>
    <message>
        <source>The model folder %1 is there on %2.</source>
        <translation>Der Modellordner %1 ist auf %2 vorhanden.</translation>
    </message>
    <message>
        <source>The output folder %1 already exists on %2 and is not empty: choose a new folder, so that nothing there is overwritten.</source>
        <translation>Der Ausgabeordner %1 existiert auf %2 bereits und ist nicht leer: Wählen Sie einen neuen Ordner, damit dort nichts überschrieben wird.</translation>
    </message>
    <message>
        <source>The output folder %1 cannot be created on %2: %3 is not a writable folder.</source>
        <translation>Der Ausgabeordner %1 kann auf %2 nicht angelegt werden: %3 ist kein beschreibbarer Ordner.</translation>
    </message>
    <message>
        <source>Listing the model folder %1…</source>
        <translation>Modellordner %1 wird aufgelistet…</translation>
    </message>
    <message>
        <source>The model folder %1 is not on %2 and cannot be copied there: %3</source>
        <translation>Der Modellordner %1 ist nicht auf %2 und kann nicht dorthin kopiert werden: %3</translation>
    </message>
    <message>
        <source>The model folder %1 has no config.json on %2, nor on this machine. Give the folder as the target sees it, or a Hugging Face id so that it downloads there.</source>
        <translation>Der Modellordner %1 hat weder auf %2 noch auf diesem Rechner eine config.json. Geben Sie den Ordner so an, wie das Ziel ihn sieht, oder eine Hugging-Face-ID, damit es dort heruntergeladen wird.</translation>
    </message>
    <message numerus="yes">
        <source>The model folder %1 is not on %2, but a copy with the same %n file(s) and sizes is there at %3: the run uses it, nothing is copied.</source>
        <translation>
            <numerusform>Der Modellordner %1 ist nicht auf %2, aber eine Kopie mit derselben %n Datei und Größe liegt dort unter %3: Der Lauf verwendet sie, es wird nichts kopiert.</numerusform>
            <numerusform>Der Modellordner %1 ist nicht auf %2, aber eine Kopie mit denselben %n Dateien und Größen liegt dort unter %3: Der Lauf verwendet sie, es wird nichts kopiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model folder %1 is not on %2 (no shared file system). After you approve, its %n file(s) (%3) are copied to %4 there, before the job starts; the command reads the model from there.</source>
        <translation>
            <numerusform>Der Modellordner %1 ist nicht auf %2 (kein gemeinsames Dateisystem). Nach Ihrer Freigabe wird seine %n Datei (%3) vor dem Start des Jobs dort nach %4 kopiert; der Befehl liest das Modell von dort.</numerusform>
            <numerusform>Der Modellordner %1 ist nicht auf %2 (kein gemeinsames Dateisystem). Nach Ihrer Freigabe werden seine %n Dateien (%3) vor dem Start des Jobs dort nach %4 kopiert; der Befehl liest das Modell von dort.</numerusform>
        </translation>
    </message>
    <message>
        <source>The copy of the model needs %1, but only %2 are free on %3 where the remote workspace is.</source>
        <translation>Die Kopie des Modells braucht %1, aber auf %3 sind dort, wo der entfernte Arbeitsbereich liegt, nur %2 frei.</translation>
    </message>
    <message>
        <source>The run may take up to about %1 min (the upper end of the estimate), more than the job&apos;s time limit of %2 min: Slurm would stop it (TIMEOUT) before it ends.</source>
        <translation>Der Lauf kann bis zu etwa %1 min dauern (das obere Ende der Schätzung), länger als das Zeitlimit des Jobs von %2 min: Slurm würde ihn vor dem Ende abbrechen (TIMEOUT).</translation>
    </message>
    <message>
        <source>%1 free on %2 where the remote workspace is.</source>
        <translation>%1 frei auf %2, wo der entfernte Arbeitsbereich liegt.</translation>
    </message>
</context>
<context>
    <name>ptq::ToolProcess</name>
    <message>
        <source>%1 exited with code %2.</source>
        <translation>%1 endete mit Code %2.</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 endete mit %2: %3</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2.</source>
        <translation>%1 wurde durch Signal %2 beendet.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s and was stopped.</source>
        <translation>%1 wurde nicht innerhalb von %2 s fertig und wurde beendet.</translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation>%1 wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>ptq::WorkspaceSession</name>
    <message>
        <source>No quark-cli asked yet: using the catalog of quark-cli %1.</source>
        <translation>Noch kein quark-cli gefragt: Es wird der Katalog von quark-cli %1 verwendet.</translation>
    </message>
    <message>
        <source>amd-quark %1 at %2 is a release PTQ Studio knows: its choices are shown at once while quark-cli confirms them in the background…</source>
        <translation>amd-quark %1 in %2 ist eine Version, die PTQ Studio kennt: Ihre Auswahlmöglichkeiten werden sofort angezeigt, während quark-cli sie im Hintergrund bestätigt…</translation>
    </message>
    <message>
        <source>amd-quark %1 at %2 is a release PTQ Studio knows; quark-cli could not confirm it: %3</source>
        <translation>amd-quark %1 in %2 ist eine Version, die PTQ Studio kennt; quark-cli konnte sie nicht bestätigen: %3</translation>
    </message>
    <message>
        <source>Checked against %1 (amd-quark %2, from its --help and its Python API).</source>
        <translation>Geprüft gegen %1 (amd-quark %2, aus seiner --help und seiner Python-API).</translation>
    </message>
    <message>
        <source>Checked against %1 (quark-cli %2, from its --help; its Python API could not be asked: %3).</source>
        <translation>Geprüft gegen %1 (quark-cli %2, aus seiner --help; seine Python-API konnte nicht befragt werden: %3).</translation>
    </message>
    <message>
        <source>Checked against %1 (amd-quark %2, a release PTQ Studio knows; confirmed by its --help and its Python API).</source>
        <translation>Geprüft anhand von %1 (amd-quark %2, eine Version, die PTQ Studio kennt; bestätigt durch ihr --help und ihre Python-API).</translation>
    </message>
    <message>
        <source>quark-cli answered differently from what PTQ Studio knows of amd-quark %1 — %2. Its own answer is used.</source>
        <translation>quark-cli hat anders geantwortet, als PTQ Studio von amd-quark %1 weiß – %2. Seine eigene Antwort wird verwendet.</translation>
    </message>
    <message>
        <source>%1 Using the catalog of quark-cli %2 instead.</source>
        <translation>%1 Stattdessen wird der Katalog von quark-cli %2 verwendet.</translation>
    </message>
    <message>
        <source>quark-cli could not be asked: %1 Checked against the built-in catalog of quark-cli %2 instead.</source>
        <translation>quark-cli konnte nicht gefragt werden: %1 Stattdessen wird gegen den eingebauten Katalog von quark-cli %2 geprüft.</translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>Es ist kein Arbeitsbereich geöffnet.</translation>
    </message>
    <message>
        <source>No quark-cli on PATH: the plan is checked against the catalog of quark-cli %1. The next page names the Python environment to use, or sets one up (Set up Quark for me…).</source>
        <translation>Kein quark-cli in PATH: Der Plan wird gegen den Katalog von quark-cli %1 geprüft. Auf der nächsten Seite geben Sie die zu verwendende Python-Umgebung an oder richten eine ein („Quark für mich einrichten…“).</translation>
    </message>
    <message>
        <source>Asking %1 what it accepts…</source>
        <translation>%1 wird gefragt, was es akzeptiert…</translation>
    </message>
    <message>
        <source>Still asking %1; until it answers, checked against the built-in catalog of quark-cli %2.</source>
        <translation>%1 wird noch gefragt; bis es antwortet, wird gegen den eingebauten Katalog von quark-cli %2 geprüft.</translation>
    </message>
</context>
<context>
    <name>ptq::cli</name>
    <message>
        <source>Reads a model&apos;s configuration files (never its weights) from the Hugging Face Hub, a local folder or the
Hugging Face cache, and writes DIR/model_analysis.json.
Exit status: 0 written (complete or partial), 1 bad input (nothing written), 2 usage error.</source>
        <translation>Liest die Konfigurationsdateien eines Modells (nie seine Gewichte) vom Hugging Face Hub, aus einem lokalen Ordner oder dem
Hugging-Face-Cache und schreibt DIR/model_analysis.json.
Exit-Status: 0 geschrieben (vollständig oder teilweise), 1 fehlerhafte Eingabe (nichts geschrieben), 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>A Hub repository id (org/name) or a model folder.</source>
        <translation>Eine Hub-Repository-ID (org/name) oder ein Modellordner.</translation>
    </message>
    <message>
        <source>The workspace folder (created when missing).</source>
        <translation>Der Arbeitsbereichsordner (wird angelegt, falls er fehlt).</translation>
    </message>
    <message>
        <source>Branch, tag or commit of a Hub repository.</source>
        <translation>Branch, Tag oder Commit eines Hub-Repositorys.</translation>
    </message>
    <message>
        <source>Print the written model_analysis.json instead of a summary.</source>
        <translation>Die geschriebene model_analysis.json statt einer Zusammenfassung ausgeben.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>ptq-studio analyze: give one SOURCE and --workspace DIR (see --help).</source>
        <translation>ptq-studio analyze: Geben Sie eine SOURCE und --workspace DIR an (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio analyze: %1 is a file, not a workspace folder.</source>
        <translation>ptq-studio analyze: %1 ist eine Datei, kein Arbeitsbereichsordner.</translation>
    </message>
    <message>
        <source>Wrote %1. Review it, then confirm: ptq-studio confirm analysis --workspace %2</source>
        <translation>%1 geschrieben. Prüfen Sie es und bestätigen Sie dann: ptq-studio confirm analysis --workspace %2</translation>
    </message>
    <message>
        <source>Checkpoint 2 confirmed: %1</source>
        <translation>Checkpoint 2 bestätigt: %1</translation>
    </message>
    <message>
        <source>Records a checkpoint in the workspace: &apos;analysis&apos; confirms model_analysis.json (Checkpoint 1),
optionally with corrections; &apos;plan&apos; confirms quant_plan.json (Checkpoint 2).
Exit status: 0 recorded, 1 nothing to confirm or invalid, 2 usage error.</source>
        <translation>Hält einen Checkpoint im Arbeitsbereich fest: &apos;analysis&apos; bestätigt model_analysis.json (Checkpoint 1),
wahlweise mit Korrekturen; &apos;plan&apos; bestätigt quant_plan.json (Checkpoint 2).
Exit-Status: 0 festgehalten, 1 nichts zu bestätigen oder ungültig, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>analysis or plan</source>
        <translation>analysis oder plan</translation>
    </message>
    <message>
        <source>The workspace folder.</source>
        <translation>Der Arbeitsbereichsordner.</translation>
    </message>
    <message>
        <source>Correct the model type used for Quark&apos;s template.</source>
        <translation>Den für Quarks Vorlage verwendeten Modelltyp korrigieren.</translation>
    </message>
    <message>
        <source>Accept running Python code from the model repository.</source>
        <translation>Das Ausführen von Python-Code aus dem Modell-Repository erlauben.</translation>
    </message>
    <message>
        <source>Refuse running repository code (default).</source>
        <translation>Das Ausführen von Repository-Code ablehnen (Standard).</translation>
    </message>
    <message>
        <source>A note recorded with the confirmation.</source>
        <translation>Eine mit der Bestätigung gespeicherte Notiz.</translation>
    </message>
    <message>
        <source>ptq-studio confirm: give a CHECKPOINT and --workspace DIR (see --help).</source>
        <translation>ptq-studio confirm: Geben Sie einen CHECKPOINT und --workspace DIR an (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio confirm: unknown checkpoint &quot;%1&quot;; this version confirms: analysis, plan.</source>
        <translation>ptq-studio confirm: unbekannter Checkpoint „%1“; diese Version bestätigt: analysis, plan.</translation>
    </message>
    <message>
        <source>ptq-studio confirm: choose --trust-remote-code or --no-trust-remote-code, not both.</source>
        <translation>ptq-studio confirm: Wählen Sie --trust-remote-code oder --no-trust-remote-code, nicht beides.</translation>
    </message>
    <message>
        <source>ptq-studio confirm: %1 cannot be confirmed: %2</source>
        <translation>ptq-studio confirm: %1 kann nicht bestätigt werden: %2</translation>
    </message>
    <message>
        <source>It was written by another tool; run &apos;ptq-studio analyze&apos; to let PTQ Studio analyse the model.</source>
        <translation>Es wurde von einem anderen Werkzeug geschrieben; führen Sie &apos;ptq-studio analyze&apos; aus, damit PTQ Studio das Modell analysiert.</translation>
    </message>
    <message>
        <source>Checkpoint 1 confirmed: %1</source>
        <translation>Checkpoint 1 bestätigt: %1</translation>
    </message>
    <message>
        <source>Compares two artifacts of one kind (model_analysis.json, quant_plan.json or run_manifest.yaml; from PTQ Studio or the upstream workflow) and prints the differences grouped by what they change.
Exit status: 0 identical, 1 different, 2 usage error, unreadable or invalid input, or different kinds.</source>
        <translation>Vergleicht zwei Artefakte derselben Art (model_analysis.json, quant_plan.json oder run_manifest.yaml; aus PTQ Studio oder dem Upstream-Workflow) und gibt die Unterschiede gruppiert nach ihrer Wirkung aus.
Exit-Status: 0 identisch, 1 verschieden, 2 Aufruffehler, unlesbare oder ungültige Eingabe oder verschiedene Arten.</translation>
    </message>
    <message>
        <source>the first (left) artifact</source>
        <translation>das erste (linke) Artefakt</translation>
    </message>
    <message>
        <source>the second (right) artifact</source>
        <translation>das zweite (rechte) Artefakt</translation>
    </message>
    <message>
        <source>Print the differences as JSON.</source>
        <translation>Die Unterschiede als JSON ausgeben.</translation>
    </message>
    <message>
        <source>ptq-studio diff: name exactly two files, A and B.</source>
        <translation>ptq-studio diff: Nennen Sie genau zwei Dateien, A und B.</translation>
    </message>
    <message>
        <source>%1 (left) and %2 (right), both %3</source>
        <translation>%1 (links) und %2 (rechts), beide %3</translation>
    </message>
    <message>
        <source>Writes the bundled example model (a tiny llama-style checkpoint with random weights) into DIR,
ready for &apos;ptq-studio analyze DIR --workspace WS&apos;. A DIR that already holds it is left as it is.
Exit status: 0 written, 1 DIR cannot be written or holds other files of those names, 2 usage error.</source>
        <translation>Schreibt das mitgelieferte Beispielmodell (einen winzigen Checkpoint im Llama-Stil mit Zufallsgewichten) nach DIR,
bereit für &apos;ptq-studio analyze DIR --workspace WS&apos;. Ein DIR, das es bereits enthält, bleibt unverändert.
Exit-Status: 0 geschrieben, 1 DIR nicht beschreibbar oder enthält andere Dateien dieser Namen, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>The folder to write (created when missing).</source>
        <translation>Der zu schreibende Ordner (wird angelegt, falls er fehlt).</translation>
    </message>
    <message>
        <source>ptq-studio example: give one DIR (see --help).</source>
        <translation>ptq-studio example: Geben Sie ein DIR an (siehe --help).</translation>
    </message>
    <message>
        <source>Wrote the example model %1 to %2. Next: ptq-studio analyze %2 --workspace DIR</source>
        <translation>Beispielmodell %1 nach %2 geschrieben. Weiter: ptq-studio analyze %2 --workspace DIR</translation>
    </message>
    <message>
        <source>Checks the environment, builds the exact quark-cli command from the confirmed plan, estimates what it
needs and writes DIR/run_manifest.yaml (Step 3). It never creates OUT and never runs anything but
read-only probes. Exit status: 0 written and approvable (the approval token is printed), 1 refused or
written but blocked (each blocker printed), 2 usage.</source>
        <translation>Prüft die Umgebung, erstellt aus dem bestätigten Plan den exakten quark-cli-Befehl, schätzt seinen
Bedarf und schreibt DIR/run_manifest.yaml (Schritt 3). Legt OUT nie an und führt nichts aus außer
lesenden Prüfungen. Exit-Status: 0 geschrieben und freigabefähig (das Freigabe-Token wird ausgegeben), 1 abgelehnt oder
geschrieben, aber blockiert (jeder Blocker wird ausgegeben), 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Where quark-cli writes the quantized model.</source>
        <translation>Wohin quark-cli das quantisierte Modell schreibt.</translation>
    </message>
    <message>
        <source>The quark-cli to run (default: PATH).</source>
        <translation>Das auszuführende quark-cli (Standard: PATH).</translation>
    </message>
    <message>
        <source>A venv or conda prefix providing quark-cli and python.</source>
        <translation>Ein venv- oder conda-Präfix, das quark-cli und python bereitstellt.</translation>
    </message>
    <message>
        <source>Pin accelerators, e.g. 0 or 0,1 (HIP/CUDA_VISIBLE_DEVICES).</source>
        <translation>Beschleuniger festlegen, z. B. 0 oder 0,1 (HIP/CUDA_VISIBLE_DEVICES).</translation>
    </message>
    <message>
        <source>Print run_manifest.yaml as JSON.</source>
        <translation>run_manifest.yaml als JSON ausgeben.</translation>
    </message>
    <message>
        <source>ptq-studio manifest: the plan must be confirmed first: %1</source>
        <translation>ptq-studio manifest: Der Plan muss zuerst bestätigt werden: %1</translation>
    </message>
    <message>
        <source>%1 has no bin/quark-cli.</source>
        <translation>%1 hat kein bin/quark-cli.</translation>
    </message>
    <message>
        <source>Checking the environment…</source>
        <translation>Umgebung wird geprüft…</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Destination: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>Needs: about %1 GiB of accelerator memory (%2), %3 GiB of host RAM, %4 GiB to download, %5 GiB of output; %6.</source>
        <translation>Braucht: etwa %1 GiB Beschleunigerspeicher (%2), %3 GiB Host-RAM, %4 GiB Download, %5 GiB Ausgabe; %6.</translation>
    </message>
    <message>
        <source>  %1</source>
        <translation>  %1</translation>
    </message>
    <message>
        <source>Blocking: </source>
        <translation>Blockierend: </translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Warnung: </translation>
    </message>
    <message>
        <source>Wrote %1, but the command cannot be approved yet:</source>
        <translation>%1 geschrieben, aber der Befehl kann noch nicht freigegeben werden:</translation>
    </message>
    <message>
        <source>Wrote %1. Nothing has been created or run.</source>
        <translation>%1 geschrieben. Es wurde nichts angelegt oder ausgeführt.</translation>
    </message>
    <message>
        <source>Approval token (sha256 of argv and environment): %1</source>
        <translation>Freigabe-Token (sha256 von argv und Umgebung): %1</translation>
    </message>
    <message>
        <source>No quark-cli on PATH: the plan is checked against the catalog of quark-cli %1.</source>
        <translation>Kein quark-cli in PATH: Der Plan wird gegen den Katalog von quark-cli %1 geprüft.</translation>
    </message>
    <message>
        <source>Asking %1 what it accepts (torch-llm-ptq --help)…</source>
        <translation>%1 wird gefragt, was es akzeptiert (torch-llm-ptq --help)…</translation>
    </message>
    <message>
        <source>Falling back to the catalog of quark-cli %1.</source>
        <translation>Es wird auf den Katalog von quark-cli %1 ausgewichen.</translation>
    </message>
    <message>
        <source>Turns the confirmed model analysis of a workspace into DIR/quant_plan.json (Step 2).
Exit status: 0 written, 1 refused (no confirmed analysis, or a rule broken: the rule is named), 2 usage.</source>
        <translation>Macht aus der bestätigten Modellanalyse eines Arbeitsbereichs DIR/quant_plan.json (Schritt 2).
Exit-Status: 0 geschrieben, 1 abgelehnt (keine bestätigte Analyse oder eine Regel verletzt: die Regel wird genannt), 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>The --quant_scheme, e.g. fp8, int4_wo_128, mxfp4.</source>
        <translation>Das --quant_scheme, z. B. fp8, int4_wo_128, mxfp4.</translation>
    </message>
    <message>
        <source>KV-cache scheme (only fp8).</source>
        <translation>KV-Cache-Schema (nur fp8).</translation>
    </message>
    <message>
        <source>Algorithms, comma-separated, e.g. awq or gptq.</source>
        <translation>Algorithmen, kommagetrennt, z. B. awq oder gptq.</translation>
    </message>
    <message>
        <source>An exclusion pattern; repeat it. Replaces the template defaults.</source>
        <translation>Ein Ausschlussmuster; wiederholbar. Ersetzt die Standards der Vorlage.</translation>
    </message>
    <message>
        <source>Exclude nothing, lm_head included.</source>
        <translation>Nichts ausschließen, auch lm_head nicht.</translation>
    </message>
    <message>
        <source>A per-pattern scheme, PATTERN=SCHEME; repeat it.</source>
        <translation>Ein Schema pro Muster, PATTERN=SCHEME; wiederholbar.</translation>
    </message>
    <message>
        <source>Calibration dataset (default pileval).</source>
        <translation>Kalibrierdatensatz (Standard pileval).</translation>
    </message>
    <message>
        <source>Calibration samples (default 512).</source>
        <translation>Kalibrierstichproben (Standard 512).</translation>
    </message>
    <message>
        <source>Calibration sequence length (default 512).</source>
        <translation>Kalibrier-Sequenzlänge (Standard 512).</translation>
    </message>
    <message>
        <source>Calibration batch size (default 1).</source>
        <translation>Kalibrier-Batchgröße (Standard 1).</translation>
    </message>
    <message>
        <source>none, smoke or full (default none).</source>
        <translation>none, smoke oder full (Standard none).</translation>
    </message>
    <message>
        <source>Evaluation dataset (default: the CLI&apos;s).</source>
        <translation>Evaluierungsdatensatz (Standard: der der CLI).</translation>
    </message>
    <message>
        <source>single, multi or cpu (default single).</source>
        <translation>single, multi oder cpu (Standard single).</translation>
    </message>
    <message>
        <source>Serving hardware, e.g. &quot;MI300X&quot;, &quot;gfx950&quot;, &quot;Hopper&quot;.</source>
        <translation>Serving-Hardware, z. B. „MI300X“, „gfx950“, „Hopper“.</translation>
    </message>
    <message>
        <source>fast, balanced or accurate.</source>
        <translation>fast, balanced oder accurate.</translation>
    </message>
    <message>
        <source>Run the model repository&apos;s code (accepted at Checkpoint 1).</source>
        <translation>Den Code des Modell-Repositorys ausführen (bei Checkpoint 1 erlaubt).</translation>
    </message>
    <message>
        <source>The quark-cli to check against (default: PATH).</source>
        <translation>Das quark-cli, gegen das geprüft wird (Standard: PATH).</translation>
    </message>
    <message>
        <source>Print quant_plan.json instead of the decision table.</source>
        <translation>quant_plan.json statt der Entscheidungstabelle ausgeben.</translation>
    </message>
    <message>
        <source>ptq-studio plan: give --workspace DIR and --scheme NAME (see --help).</source>
        <translation>ptq-studio plan: Geben Sie --workspace DIR und --scheme NAME an (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio plan: rule kv-cache: Quark implements only the fp8 KV-cache scheme, not &quot;%1&quot;.</source>
        <translation>ptq-studio plan: Regel kv-cache: Quark implementiert nur das KV-Cache-Schema fp8, nicht „%1“.</translation>
    </message>
    <message>
        <source>ptq-studio plan: --override takes PATTERN=SCHEME, not &quot;%1&quot;.</source>
        <translation>ptq-studio plan: --override erwartet PATTERN=SCHEME, nicht „%1“.</translation>
    </message>
    <message>
        <source>ptq-studio plan: --%1 takes a whole number, not &quot;%2&quot;.</source>
        <translation>ptq-studio plan: --%1 erwartet eine ganze Zahl, nicht „%2“.</translation>
    </message>
    <message>
        <source>ptq-studio plan: unknown --target &quot;%1&quot;; one of: %2</source>
        <translation>ptq-studio plan: unbekanntes --target „%1“; eines von: %2</translation>
    </message>
    <message>
        <source>ptq-studio plan: there is no analysis to plan from: %1</source>
        <translation>ptq-studio plan: Es gibt keine Analyse, aus der geplant werden könnte: %1</translation>
    </message>
    <message>
        <source>ptq-studio plan: %1 is not a PTQ Studio analysis: %2</source>
        <translation>ptq-studio plan: %1 ist keine PTQ-Studio-Analyse: %2</translation>
    </message>
    <message>
        <source>ptq-studio plan: rule %1: %2</source>
        <translation>ptq-studio plan: Regel %1: %2</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Pattern preview (%1, %2 modules):</source>
        <translation>Mustervorschau (%1, %2 Module):</translation>
    </message>
    <message>
        <source> (overlaps %1)</source>
        <translation> (überschneidet sich mit %1)</translation>
    </message>
    <message>
        <source>  %1 modules quantized as %2</source>
        <translation>  %1 Module quantisiert als %2</translation>
    </message>
    <message>
        <source>  %1 modules stay unquantized</source>
        <translation>  %1 Module bleiben unquantisiert</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Wrote %1. Confirm it with: ptq-studio confirm plan --workspace %2</source>
        <translation>%1 geschrieben. Bestätigen Sie es mit: ptq-studio confirm plan --workspace %2</translation>
    </message>
    <message>
        <source>Checksums recorded in %1</source>
        <translation>Prüfsummen gespeichert in %1</translation>
    </message>
    <message>
        <source>Verification of %1: %2</source>
        <translation>Prüfung von %1: %2</translation>
    </message>
    <message>
        <source>ptq-studio run: give --workspace DIR and --approve TOKEN (see --help).</source>
        <translation>ptq-studio run: Geben Sie --workspace DIR und --approve TOKEN an (siehe --help).</translation>
    </message>
    <message>
        <source>stage: %1</source>
        <translation>Phase: %1</translation>
    </message>
    <message>
        <source>%1 %2% (%3/%4), %5 left</source>
        <translation>%1 %2% (%3/%4), noch %5</translation>
    </message>
    <message>
        <source>Running the approved command; the full log is %1</source>
        <translation>Der freigegebene Befehl läuft; das vollständige Protokoll ist %1</translation>
    </message>
    <message>
        <source>Exit: %1</source>
        <translation>Exit: %1</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>beendet durch Signal %1</translation>
    </message>
    <message>
        <source>Smallest plan change: %1 (the wizard&apos;s page 4 applies it; the plan is confirmed again and the new command needs a new approval).</source>
        <translation>Kleinste Planänderung: %1 (Seite 4 des Assistenten wendet sie an; der Plan wird erneut bestätigt, und der neue Befehl braucht eine neue Freigabe).</translation>
    </message>
    <message>
        <source>Run status: %1 (recorded in %2)</source>
        <translation>Laufstatus: %1 (gespeichert in %2)</translation>
    </message>
    <message>
        <source>Verifies an exported model folder from its headers and small files (no tensor data is read).
Exit status: 0 complete, 1 partial or failed, 2 usage.</source>
        <translation>Prüft einen exportierten Modellordner anhand seiner Header und kleinen Dateien (es werden keine Tensordaten gelesen).
Exit-Status: 0 vollständig, 1 teilweise oder fehlgeschlagen, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>The folder quark-cli exported to.</source>
        <translation>Der Ordner, in den quark-cli exportiert hat.</translation>
    </message>
    <message>
        <source>Check against this workspace&apos;s plan.</source>
        <translation>Gegen den Plan dieses Arbeitsbereichs prüfen.</translation>
    </message>
    <message>
        <source>Also compute the sha256 of every file (reads every byte). With --workspace, and when OUTPUT_DIR is that workspace&apos;s output folder, they are recorded in its run_manifest.yaml.</source>
        <translation>Zusätzlich die sha256 jeder Datei berechnen (liest jedes Byte). Mit --workspace, und wenn OUTPUT_DIR dessen Ausgabeordner ist, werden sie in seiner run_manifest.yaml gespeichert.</translation>
    </message>
    <message>
        <source>ptq-studio verify: give one OUTPUT_DIR (see --help).</source>
        <translation>ptq-studio verify: Geben Sie ein OUTPUT_DIR an (siehe --help).</translation>
    </message>
    <message>
        <source>sha256: %1 of %2 MiB</source>
        <translation>sha256: %1 von %2 MiB</translation>
    </message>
    <message>
        <source>Checks each FILE against PTQ Studio&apos;s schema and the upstream contract of its kind.
Exit status: 0 all valid, 1 any invalid, 2 usage error or unreadable file.</source>
        <translation>Prüft jede FILE gegen das Schema von PTQ Studio und den Upstream-Vertrag ihrer Art.
Exit-Status: 0 alle gültig, 1 mindestens eine ungültig, 2 Aufruffehler oder unlesbare Datei.</translation>
    </message>
    <message>
        <source>model_analysis.json, quant_plan.json or run_manifest.yaml</source>
        <translation>model_analysis.json, quant_plan.json oder run_manifest.yaml</translation>
    </message>
    <message>
        <source>Treat every FILE as this artifact: analysis, plan or manifest.</source>
        <translation>Jede FILE als dieses Artefakt behandeln: analysis, plan oder manifest.</translation>
    </message>
    <message>
        <source>Also fail files that satisfy only the upstream contract (written by another tool).</source>
        <translation>Auch Dateien ablehnen, die nur den Upstream-Vertrag erfüllen (von einem anderen Werkzeug geschrieben).</translation>
    </message>
    <message>
        <source>ptq-studio validate: name at least one FILE.</source>
        <translation>ptq-studio validate: Nennen Sie mindestens eine FILE.</translation>
    </message>
    <message>
        <source>ptq-studio validate: --kind takes analysis, plan or manifest, not &quot;%1&quot;.</source>
        <translation>ptq-studio validate: --kind erwartet analysis, plan oder manifest, nicht „%1“.</translation>
    </message>
    <message>
        <source>cannot tell which artifact this is; name it model_analysis.json, quant_plan.json or run_manifest.yaml, or pass --kind.</source>
        <translation>Es ist nicht erkennbar, welches Artefakt das ist; nennen Sie es model_analysis.json, quant_plan.json oder run_manifest.yaml, oder übergeben Sie --kind.</translation>
    </message>
    <message>
        <source>: PTQ Studio schema and upstream contract)</source>
        <translation>: Schema von PTQ Studio und Upstream-Vertrag)</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source> against the upstream %1 contract; not a PTQ Studio artifact yet</source>
        <translation> gegen den Upstream-Vertrag %1; noch kein PTQ-Studio-Artefakt</translation>
    </message>
    <message>
        <source> [upstream contract]</source>
        <translation> [Upstream-Vertrag]</translation>
    </message>
    <message>
        <source> [PTQ Studio schema]</source>
        <translation> [Schema von PTQ Studio]</translation>
    </message>
    <message>
        <source>Read a model&apos;s configuration and write model_analysis.json</source>
        <translation>Die Konfiguration eines Modells lesen und model_analysis.json schreiben</translation>
    </message>
    <message>
        <source>Turn the confirmed analysis and an intent into quant_plan.json</source>
        <translation>Aus der bestätigten Analyse und einem Ziel quant_plan.json machen</translation>
    </message>
    <message>
        <source>Check the environment and write the exact command to run_manifest.yaml</source>
        <translation>Die Umgebung prüfen und den exakten Befehl in run_manifest.yaml schreiben</translation>
    </message>
    <message>
        <source>Run the approved command, verify the output, update the manifest</source>
        <translation>Den freigegebenen Befehl ausführen, die Ausgabe prüfen, das Manifest aktualisieren</translation>
    </message>
    <message>
        <source>Verify an exported model folder (headers only)</source>
        <translation>Einen exportierten Modellordner prüfen (nur Header)</translation>
    </message>
    <message>
        <source>Record a checkpoint (analysis, plan) in a workspace</source>
        <translation>Einen Checkpoint (analysis, plan) in einem Arbeitsbereich festhalten</translation>
    </message>
    <message>
        <source>Compare two artifacts of one kind; exit 0 identical, 1 different</source>
        <translation>Zwei Artefakte derselben Art vergleichen; Exit 0 identisch, 1 verschieden</translation>
    </message>
    <message>
        <source>Write the bundled example model into a folder, to try the workflow offline</source>
        <translation>Das mitgelieferte Beispielmodell in einen Ordner schreiben, um den Ablauf offline auszuprobieren</translation>
    </message>
    <message>
        <source>Check artifacts against PTQ Studio&apos;s schemas and the upstream contracts</source>
        <translation>Artefakte gegen die Schemas von PTQ Studio und die Upstream-Verträge prüfen</translation>
    </message>
    <message>
        <source>ptq-studio: unknown command &quot;%1&quot;.

</source>
        <translation>ptq-studio: unbekannter Befehl „%1“.

</translation>
    </message>
    <message>
        <source>GPU memory: no nvidia-smi, amd-smi or rocm-smi on PATH, so none was polled.</source>
        <translation>GPU-Speicher: Weder nvidia-smi noch amd-smi noch rocm-smi ist in PATH, daher wurde nichts abgefragt.</translation>
    </message>
    <message>
        <source>GPU %1 (%2): peak %3 MiB of %4 MiB in use (%5, %6 polls)</source>
        <translation>GPU %1 (%2): Spitze %3 MiB von %4 MiB belegt (%5, %6 Abfragen)</translation>
    </message>
    <message>
        <source>GPU memory: %1 answered no GPU.</source>
        <translation>GPU-Speicher: %1 meldete keine GPU.</translation>
    </message>
    <message>
        <source>Diagnosis: %1 (%2)</source>
        <translation>Diagnose: %1 (%2)</translation>
    </message>
    <message>
        <source>Diagnosis: %1 (%2), during %3</source>
        <translation>Diagnose: %1 (%2), in der Phase %3</translation>
    </message>
    <message>
        <source>Perplexity (quark-cli&apos;s evaluation): %1</source>
        <translation>Perplexität (Auswertung von quark-cli): %1</translation>
    </message>
    <message>
        <source>Accepts the verified result of a workspace&apos;s run: records Checkpoint 4 (result acceptance) in
run_manifest.yaml. Refused unless the run succeeded (or ended partial with a complete export) and
its output was verified under an intact approval.
Exit status: 0 recorded, 1 refused, 2 usage.</source>
        <translation>Nimmt das geprüfte Ergebnis des Laufs eines Arbeitsbereichs an: vermerkt Kontrollpunkt 4 (Ergebnisannahme) in
run_manifest.yaml. Abgelehnt, außer der Lauf war erfolgreich (oder endete teilweise mit vollständigem Export) und
seine Ausgabe wurde unter einer intakten Freigabe geprüft.
Exit-Status: 0 vermerkt, 1 abgelehnt, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Declines the result of a workspace&apos;s run, with the reason, in run_manifest.yaml (Checkpoint 4).
Exit status: 0 recorded, 1 refused, 2 usage.</source>
        <translation>Lehnt das Ergebnis des Laufs eines Arbeitsbereichs mit Begründung in run_manifest.yaml ab (Kontrollpunkt 4).
Exit-Status: 0 vermerkt, 1 abgelehnt, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Why the result is declined (kept in the manifest).</source>
        <translation>Warum das Ergebnis abgelehnt wird (im Manifest festgehalten).</translation>
    </message>
    <message>
        <source>ptq-studio accept: give --workspace DIR (see --help).</source>
        <translation>ptq-studio accept: Geben Sie --workspace DIR an (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio reject: give --workspace DIR and --reason TEXT (see --help).</source>
        <translation>ptq-studio reject: Geben Sie --workspace DIR und --reason TEXT an (siehe --help).</translation>
    </message>
    <message>
        <source>Result accepted: recorded in %1.</source>
        <translation>Ergebnis angenommen: vermerkt in %1.</translation>
    </message>
    <message>
        <source>Result declined: recorded in %1.</source>
        <translation>Ergebnis abgelehnt: vermerkt in %1.</translation>
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
        <translation>Führt den freigegebenen quark-cli-Befehl eines Arbeitsbereichs aus, zeigt Phasen und Fortschritt, prüft die Ausgabe
und vermerkt das Ergebnis in run_manifest.yaml. TOKEN ist das Freigabe-Token, das Seite 3 oder &apos;ptq-studio manifest&apos;
ausgab; ein falsches oder veraltetes Token startet nichts und legt nichts an. Jede Regel der Freigabe wird
jetzt erneut geprüft; eine Ablehnung nennt ihre Regel (z. B. &apos;refused (output-dir)&apos;).
Strg-C, SIGTERM oder SIGHUP brechen den Lauf ab (SIGTERM an die Prozessgruppe von quark-cli, SIGKILL nach 10 s; ein
zweites Signal beendet sofort); er wird mit seinem Protokoll als abgebrochen vermerkt.
Exit-Status: 0 nur wenn die Prüfung vollständig meldet, sonst 1, 2 Aufruffehler, 3 von der Freigabe abgelehnt
(nichts gestartet).</translation>
    </message>
    <message>
        <source>The approval token (sha256 of what the approval binds).</source>
        <translation>Das Freigabe-Token (sha256 dessen, was die Freigabe bindet).</translation>
    </message>
    <message>
        <source>Cancel the run after this many seconds (recorded as cancelled).</source>
        <translation>Den Lauf nach so vielen Sekunden abbrechen (als abgebrochen vermerkt).</translation>
    </message>
    <message>
        <source>ptq-studio run: --timeout takes a whole number of seconds above 0, not &quot;%1&quot;.</source>
        <translation>ptq-studio run: --timeout erwartet eine ganze Zahl von Sekunden über 0, nicht „%1“.</translation>
    </message>
    <message>
        <source>ptq-studio run: %1 received: cancelling (SIGTERM to quark-cli&apos;s process group, SIGKILL after 10 s; once more kills at once).</source>
        <translation>ptq-studio run: %1 empfangen: Abbruch (SIGTERM an die Prozessgruppe von quark-cli, SIGKILL nach 10 s; ein weiteres Mal beendet sofort).</translation>
    </message>
    <message>
        <source>%1 received</source>
        <translation>%1 empfangen</translation>
    </message>
    <message>
        <source>refused (%1): </source>
        <translation>abgelehnt (%1): </translation>
    </message>
    <message>
        <source>ptq-studio run: the time limit of %1 s passed: cancelling.</source>
        <translation>ptq-studio run: Das Zeitlimit von %1 s ist abgelaufen: Abbruch.</translation>
    </message>
    <message>
        <source>the time limit of %1 s passed</source>
        <translation>das Zeitlimit von %1 s ist abgelaufen</translation>
    </message>
    <message>
        <source>not recorded: %1</source>
        <translation>nicht vermerkt: %1</translation>
    </message>
    <message>
        <source>Cancelled: %1.</source>
        <translation>Abgebrochen: %1.</translation>
    </message>
    <message>
        <source>Run status: %1 (NOT fully recorded: see above; the log is %2)</source>
        <translation>Laufstatus: %1 (NICHT vollständig vermerkt: siehe oben; das Protokoll ist %2)</translation>
    </message>
    <message>
        <source>checksums not recorded: %1</source>
        <translation>Prüfsummen nicht vermerkt: %1</translation>
    </message>
    <message>
        <source>Accept a workspace&apos;s verified result (Step 4&apos;s checkpoint)</source>
        <translation>Das geprüfte Ergebnis eines Arbeitsbereichs annehmen (Kontrollpunkt von Schritt 4)</translation>
    </message>
    <message>
        <source>Decline a workspace&apos;s result, with the reason</source>
        <translation>Das Ergebnis eines Arbeitsbereichs mit Begründung ablehnen</translation>
    </message>
    <message>
        <source>ptq-studio confirm: %1 Run &apos;ptq-studio plan&apos; again if the plan is out of date.</source>
        <translation>ptq-studio confirm: %1 Führen Sie &apos;ptq-studio plan&apos; erneut aus, wenn der Plan veraltet ist.</translation>
    </message>
    <message>
        <source>Argument %1</source>
        <translation>Argument %1</translation>
    </message>
    <message>
        <source>quark-cli could not be asked: %1 Checked against the built-in catalog of quark-cli %2 instead.</source>
        <translation>quark-cli konnte nicht gefragt werden: %1 Stattdessen wird gegen den eingebauten Katalog von quark-cli %2 geprüft.</translation>
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
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>NVIDIA GPU, CUDA %1</source>
        <translation>NVIDIA-GPU, CUDA %1</translation>
    </message>
    <message>
        <source>NVIDIA GPU, CUDA %1 (from %2)</source>
        <translation>NVIDIA-GPU, CUDA %1 (laut %2)</translation>
    </message>
    <message>
        <source>AMD GPU, ROCm %1</source>
        <translation>AMD-GPU, ROCm %1</translation>
    </message>
    <message>
        <source>AMD GPU, ROCm %1 (from %2)</source>
        <translation>AMD-GPU, ROCm %1 (laut %2)</translation>
    </message>
    <message>
        <source>no GPU found (nvidia-smi, amd-smi and ROCm&apos;s version file named none): the CPU build</source>
        <translation>keine GPU gefunden (nvidia-smi, amd-smi und die Versionsdatei von ROCm nannten keine): der CPU-Build</translation>
    </message>
    <message>
        <source>ptq-studio env %1: refused; these commands cannot be made:</source>
        <translation>ptq-studio env %1: abgelehnt; diese Befehle lassen sich nicht erstellen:</translation>
    </message>
    <message>
        <source>Nothing was run and nothing was created.</source>
        <translation>Es wurde nichts ausgeführt und nichts angelegt.</translation>
    </message>
    <message>
        <source>Accelerator: %1</source>
        <translation>Beschleuniger: %1</translation>
    </message>
    <message>
        <source>PyTorch build: %1 (torch %2)</source>
        <translation>PyTorch-Build: %1 (torch %2)</translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation>Python: %1</translation>
    </message>
    <message>
        <source>pip: not known (%1); pip&apos;s default progress output is used.</source>
        <translation>pip: unbekannt (%1); die Standard-Fortschrittsausgabe von pip wird verwendet.</translation>
    </message>
    <message>
        <source>pip: %1</source>
        <translation>pip: %1</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <source>Name: %1 (registered in %2)</source>
        <translation>Name: %1 (registriert in %2)</translation>
    </message>
    <message>
        <source>The commands (nothing has run yet):</source>
        <translation>Die Befehle (noch ist nichts gelaufen):</translation>
    </message>
    <message>
        <source>Download: unknown. %1</source>
        <translation>Download: unbekannt. %1</translation>
    </message>
    <message>
        <source>Download: %1</source>
        <translation>Download: %1</translation>
    </message>
    <message>
        <source>Download in total: not known (see the steps above).</source>
        <translation>Download insgesamt: unbekannt (siehe die Schritte oben).</translation>
    </message>
    <message>
        <source>Download in total: about %1.</source>
        <translation>Download insgesamt: etwa %1.</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Hinweise:</translation>
    </message>
    <message>
        <source>Digest: %1</source>
        <translation>Digest: %1</translation>
    </message>
    <message>
        <source>To run exactly these commands:</source>
        <translation>Um genau diese Befehle auszuführen:</translation>
    </message>
    <message>
        <source>refused: %1 is not the digest of these commands. Something they are made from changed since it was printed (the accelerator, the Python or its pip, the folder, the lock, --index-url, PIP_INDEX_URL or PIP_EXTRA_INDEX_URL). Nothing was run and nothing was created. Run the same command without --approve, review the commands, and approve the digest it prints.</source>
        <translation>abgelehnt: %1 ist nicht der Digest dieser Befehle. Etwas, woraus sie erstellt werden, hat sich geändert, seit er ausgegeben wurde (der Beschleuniger, das Python oder sein pip, der Ordner, die Lock-Datei, --index-url, PIP_INDEX_URL oder PIP_EXTRA_INDEX_URL). Es wurde nichts ausgeführt und nichts angelegt. Führen Sie denselben Befehl ohne --approve aus, prüfen Sie die Befehle, und geben Sie den Digest frei, den er ausgibt.</translation>
    </message>
    <message>
        <source>Repairing %1 in %2; the full log is %3</source>
        <translation>%1 in %2 wird repariert; das vollständige Protokoll ist %3</translation>
    </message>
    <message>
        <source>Setting up %1 in %2; the full log is %3</source>
        <translation>%1 in %2 wird eingerichtet; das vollständige Protokoll ist %3</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n package(s) installed</source>
        <translation>
            <numerusform>Fertig: %n Paket installiert</numerusform>
            <numerusform>Fertig: %n Pakete installiert</numerusform>
        </translation>
    </message>
    <message>
        <source>No progress for %1 s; pip is still running (slow downloads are quiet). Ctrl-C cancels.</source>
        <translation>Seit %1 s kein Fortschritt; pip läuft noch (langsame Downloads geben nichts aus). Strg-C bricht ab.</translation>
    </message>
    <message>
        <source>%1 received: cancelling (SIGTERM to the running step&apos;s process group, SIGKILL after 10 s).</source>
        <translation>%1 empfangen: Abbruch (SIGTERM an die Prozessgruppe des laufenden Schritts, SIGKILL nach 10 s).</translation>
    </message>
    <message>
        <source>%1 received: already cancelling.</source>
        <translation>%1 empfangen: Abbruch läuft bereits.</translation>
    </message>
    <message>
        <source>Ready: %1 in %2 (amd-quark %3, torch %4, Python %5).</source>
        <translation>Bereit: %1 in %2 (amd-quark %3, torch %4, Python %5).</translation>
    </message>
    <message>
        <source>Its quark-cli: %1</source>
        <translation>quark-cli der Umgebung: %1</translation>
    </message>
    <message>
        <source>step %1 of %2 failed: %3</source>
        <translation>Schritt %1 von %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 is kept and registered as %2: &apos;ptq-studio env repair %1&apos; or &apos;ptq-studio env remove %1&apos;.</source>
        <translation>%1 bleibt erhalten und ist als %2 registriert: &apos;ptq-studio env repair %1&apos; oder &apos;ptq-studio env remove %1&apos;.</translation>
    </message>
    <message>
        <source>cancelled; %1 is kept and registered as %2.</source>
        <translation>abgebrochen; %1 bleibt erhalten und ist als %2 registriert.</translation>
    </message>
    <message>
        <source>cancelled; %1 was removed and is not registered.</source>
        <translation>abgebrochen; %1 wurde entfernt und ist nicht registriert.</translation>
    </message>
    <message>
        <source>The full log: %1</source>
        <translation>Das vollständige Protokoll: %1</translation>
    </message>
    <message>
        <source>ptq-studio env list: takes no arguments (see --help).</source>
        <translation>ptq-studio env list: nimmt keine Argumente an (siehe --help).</translation>
    </message>
    <message>
        <source>No managed environments are registered (%1). &apos;ptq-studio env create&apos; proposes one.</source>
        <translation>Es sind keine verwalteten Umgebungen registriert (%1). &apos;ptq-studio env create&apos; schlägt eine vor.</translation>
    </message>
    <message>
        <source>path: %1</source>
        <translation>Pfad: %1</translation>
    </message>
    <message>
        <source>amd-quark %1, torch %2, Python %3, accelerator %4</source>
        <translation>amd-quark %1, torch %2, Python %3, Beschleuniger %4</translation>
    </message>
    <message>
        <source>log: %1</source>
        <translation>Protokoll: %1</translation>
    </message>
    <message>
        <source>Sets up a managed Python environment with AMD Quark, as the wizard&apos;s &quot;Set up Quark for me&quot; does.
Without --approve nothing is changed: the accelerator is probed (nvidia-smi, amd-smi, ROCm&apos;s version
file), and the exact commands, their downloads, the folder and their digest are printed, with the line
that runs them. With --approve DIGEST the commands are made again and run only if their digest is still
DIGEST. PIP_INDEX_URL and PIP_EXTRA_INDEX_URL are honoured. Ctrl-C, SIGTERM or SIGHUP cancel (the
half-made folder is deleted).
Exit status: 0 proposed or ready, 1 failed or cancelled, 2 usage, 3 refused (nothing was run).</source>
        <translation>Richtet eine verwaltete Python-Umgebung mit AMD Quark ein, wie es „Quark für mich einrichten“ im Assistenten tut.
Ohne --approve wird nichts verändert: Der Beschleuniger wird ermittelt (nvidia-smi, amd-smi, Versionsdatei
von ROCm), und die genauen Befehle, ihre Downloads, der Ordner und ihr Digest werden ausgegeben, samt der Zeile,
die sie ausführt. Mit --approve DIGEST werden die Befehle neu erstellt und nur ausgeführt, wenn ihr Digest noch
DIGEST ist. PIP_INDEX_URL und PIP_EXTRA_INDEX_URL werden berücksichtigt. Strg-C, SIGTERM oder SIGHUP brechen ab (der
halb fertige Ordner wird gelöscht).
Exit-Status: 0 vorgeschlagen oder bereit, 1 fehlgeschlagen oder abgebrochen, 2 Aufruffehler, 3 abgelehnt (nichts ausgeführt).</translation>
    </message>
    <message>
        <source>The new environment&apos;s folder (default: a new one under %1).</source>
        <translation>Der Ordner der neuen Umgebung (Standard: ein neuer unter %1).</translation>
    </message>
    <message>
        <source>Register it under this name (default: the folder&apos;s name).</source>
        <translation>Unter diesem Namen registrieren (Standard: der Name des Ordners).</translation>
    </message>
    <message>
        <source>The Python 3.11 to 3.13 that makes it (default: the first of python3.11, python3.12, python3.13, python3 on PATH).</source>
        <translation>Das Python 3.11 bis 3.13, mit dem sie angelegt wird (Standard: das erste von python3.11, python3.12, python3.13, python3 in PATH).</translation>
    </message>
    <message>
        <source>Run the commands whose digest this is.</source>
        <translation>Die Befehle ausführen, deren Digest dies ist.</translation>
    </message>
    <message>
        <source>Print JSON: the proposal, or after a run its outcome (progress then goes to stderr).</source>
        <translation>JSON ausgeben: den Vorschlag oder nach einem Lauf dessen Ergebnis (der Fortschritt geht dann nach stderr).</translation>
    </message>
    <message>
        <source>ptq-studio env create: takes no arguments, only options (see --help).</source>
        <translation>ptq-studio env create: nimmt keine Argumente an, nur Optionen (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio env create: --name needs a name.</source>
        <translation>ptq-studio env create: --name braucht einen Namen.</translation>
    </message>
    <message>
        <source>ptq-studio env create: --folder needs a folder.</source>
        <translation>ptq-studio env create: --folder braucht einen Ordner.</translation>
    </message>
    <message>
        <source>ptq-studio env create: --python %1 is neither an executable file nor a program on PATH.</source>
        <translation>ptq-studio env create: --python %1 ist weder eine ausführbare Datei noch ein Programm in PATH.</translation>
    </message>
    <message>
        <source>ptq-studio env create: refused: no Python 3.11 to 3.13 was found on PATH (python3.11, python3.12, python3.13, python3). Install one, or name one with --python. Nothing was run.</source>
        <translation>ptq-studio env create: abgelehnt: In PATH wurde kein Python 3.11 bis 3.13 gefunden (python3.11, python3.12, python3.13, python3). Installieren Sie eines, oder nennen Sie eines mit --python. Es wurde nichts ausgeführt.</translation>
    </message>
    <message>
        <source>Repairs a registered environment: installs, exactly as pinned, the packages of the lock that are missing
or differ, then runs the import check and quark-cli&apos;s first start again. The PyTorch build is never
changed (for another one, create a new environment). Without --approve nothing is changed: the
commands and their digest are printed. With --approve DIGEST they run only if their digest is still DIGEST.
Exit status: 0 proposed or ready, 1 failed or cancelled, 2 usage, 3 refused (nothing was run).</source>
        <translation>Repariert eine registrierte Umgebung: Installiert die Pakete der Lock-Datei, die fehlen oder abweichen, genau in der
festgelegten Version und führt dann die Importprüfung und den ersten Start von quark-cli erneut aus. Der PyTorch-Build
wird nie geändert (für einen anderen legen Sie eine neue Umgebung an). Ohne --approve wird nichts verändert: Die
Befehle und ihr Digest werden ausgegeben. Mit --approve DIGEST laufen sie nur, wenn ihr Digest noch DIGEST ist.
Exit-Status: 0 vorgeschlagen oder bereit, 1 fehlgeschlagen oder abgebrochen, 2 Aufruffehler, 3 abgelehnt (nichts ausgeführt).</translation>
    </message>
    <message>
        <source>The environment&apos;s name (see &apos;ptq-studio env list&apos;).</source>
        <translation>Der Name der Umgebung (siehe &apos;ptq-studio env list&apos;).</translation>
    </message>
    <message>
        <source>ptq-studio env repair: give one NAME (see --help).</source>
        <translation>ptq-studio env repair: Geben Sie einen NAME an (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio env repair: no environment named %1 is registered in %2 (see &apos;ptq-studio env list&apos;).</source>
        <translation>ptq-studio env repair: In %2 ist keine Umgebung namens %1 registriert (siehe &apos;ptq-studio env list&apos;).</translation>
    </message>
    <message>
        <source>ptq-studio env repair: %1 The environment may be too damaged to repair: remove it (&apos;ptq-studio env remove %2 --yes&apos;) and create a new one.</source>
        <translation>ptq-studio env repair: %1 Die Umgebung ist möglicherweise zu beschädigt, um sie zu reparieren: Entfernen Sie sie (&apos;ptq-studio env remove %2 --yes&apos;), und legen Sie eine neue an.</translation>
    </message>
    <message>
        <source>Unregister it and delete its folder (without --yes nothing is changed).</source>
        <translation>Die Registrierung aufheben und den Ordner löschen (ohne --yes wird nichts verändert).</translation>
    </message>
    <message>
        <source>ptq-studio env remove: give one NAME (see --help).</source>
        <translation>ptq-studio env remove: Geben Sie einen NAME an (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio env remove: no environment named %1 is registered in %2 (see &apos;ptq-studio env list&apos;).</source>
        <translation>ptq-studio env remove: In %2 ist keine Umgebung namens %1 registriert (siehe &apos;ptq-studio env list&apos;).</translation>
    </message>
    <message>
        <source>Would unregister %1 (%2) from %3 and delete the folder %4.</source>
        <translation>Würde die Registrierung von %1 (%2) in %3 aufheben und den Ordner %4 löschen.</translation>
    </message>
    <message>
        <source>Its log %1 is kept.</source>
        <translation>Das Protokoll %1 bleibt erhalten.</translation>
    </message>
    <message>
        <source>Nothing was changed. To do it:</source>
        <translation>Es wurde nichts verändert. Zum Ausführen:</translation>
    </message>
    <message>
        <source>Removed %1: unregistered, and %2 deleted.</source>
        <translation>%1 entfernt: Registrierung aufgehoben und %2 gelöscht.</translation>
    </message>
    <message>
        <source>ptq-studio env: unknown command &quot;%1&quot;.

</source>
        <translation>ptq-studio env: unbekannter Befehl „%1“.

</translation>
    </message>
    <message>
        <source>Create, list, repair or remove managed Quark environments (env --help)</source>
        <translation>Verwaltete Quark-Umgebungen anlegen, auflisten, reparieren oder entfernen (env --help)</translation>
    </message>
    <message>
        <source>Usage: ptq-studio targets list [--json]
       ptq-studio targets check NAME [--estimated-minutes N] [--json]

The targets are read from %1 (PTQ_TARGETS_FILE overrides it).
</source>
        <translation>Aufruf: ptq-studio targets list [--json]
        ptq-studio targets check NAME [--estimated-minutes N] [--json]

Die Ziele werden aus %1 gelesen (PTQ_TARGETS_FILE hat Vorrang).
</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>blockierend</translation>
    </message>
    <message>
        <source>No targets in %1. Commands run on this machine.</source>
        <translation>Keine Ziele in %1. Befehle laufen auf dieser Maschine.</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>Partition %1</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>No target named %1 in %2.</source>
        <translation>In %2 gibt es kein Ziel namens %1.</translation>
    </message>
    <message>
        <source>--estimated-minutes takes a whole number of minutes, not %1.</source>
        <translation>--estimated-minutes erwartet eine ganze Zahl von Minuten, nicht %1.</translation>
    </message>
    <message>
        <source>%1 cannot run the command now.</source>
        <translation>%1 kann den Befehl jetzt nicht ausführen.</translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation>%1 ist bereit.</translation>
    </message>
    <message>
        <source>List the remote targets (SSH hosts, Slurm clusters) or check one (targets --help)</source>
        <translation>Die entfernten Ziele (SSH-Hosts, Slurm-Cluster) auflisten oder eines prüfen (targets --help)</translation>
    </message>
    <message>
        <source>Run on this target of targets.json (an SSH host or a Slurm cluster): it is checked now (read-only), OUT is a path there, and the approval binds its profile and the exact script.</source>
        <translation>Auf diesem Ziel aus targets.json ausführen (ein SSH-Host oder ein Slurm-Cluster): Es wird jetzt geprüft (nur lesend), OUT ist ein Pfad dort, und die Freigabe bindet sein Profil und das exakte Skript.</translation>
    </message>
    <message>
        <source>ptq-studio manifest: give --workspace DIR and --output-dir OUT, and at most one of --quark-cli, --python-env and --target (see --help).</source>
        <translation>ptq-studio manifest: Geben Sie --workspace DIR und --output-dir OUT an, und höchstens eine der Optionen --quark-cli, --python-env und --target (siehe --help).</translation>
    </message>
    <message>
        <source>Runs on: %1 (%2), in %3</source>
        <translation>Läuft auf: %1 (%2), in %3</translation>
    </message>
    <message>
        <source>The %1 it is handed (part of the approval):</source>
        <translation>Das Skript %1, das das Ziel erhält (Teil der Freigabe):</translation>
    </message>
    <message>
        <source>job: %1 (%2)</source>
        <translation>Job: %1 (%2)</translation>
    </message>
    <message>
        <source>Says where a workspace&apos;s run stands. For a job on a remote target (an SSH host, a Slurm cluster) that no
open window follows, it asks the target once (read-only): still running, queued, or ended. With
--follow it re-attaches: the log continues from where it was recorded, and the end is verified and
recorded as for &apos;ptq-studio run&apos;.
Exit status: 0 ended complete (or still running / queued without --follow), 1 otherwise, 2 usage.</source>
        <translation>Zeigt, wie es um den Lauf eines Arbeitsbereichs steht. Bei einem Job auf einem entfernten Ziel (SSH-Host, Slurm-Cluster),
den kein offenes Fenster verfolgt, wird das Ziel einmal gefragt (nur lesend): läuft noch, in der Warteschlange oder beendet.
Mit --follow wird erneut verbunden: Das Protokoll wird dort fortgesetzt, wo es aufgezeichnet wurde, und das Ende wird
wie bei &apos;ptq-studio run&apos; geprüft und vermerkt.
Exit-Status: 0 vollständig beendet (oder ohne --follow: läuft noch / in der Warteschlange), 1 sonst, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Re-attach to a remote job and follow it to its end.</source>
        <translation>Erneut mit einem entfernten Job verbinden und ihn bis zu seinem Ende verfolgen.</translation>
    </message>
    <message>
        <source>ptq-studio status: give --workspace DIR (see --help).</source>
        <translation>ptq-studio status: Geben Sie --workspace DIR an (siehe --help).</translation>
    </message>
    <message>
        <source>Run: %1 (%2)</source>
        <translation>Lauf: %1 (%2)</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Gestartet: %1</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <translation>Protokoll: %1</translation>
    </message>
    <message>
        <source>Target: %1 (%2), run folder %3</source>
        <translation>Ziel: %1 (%2), Laufordner %3</translation>
    </message>
    <message>
        <source>Slurm job: %1%2</source>
        <translation>Slurm-Job: %1%2</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> auf %1</translation>
    </message>
    <message>
        <source>Last recorded: %1 — %2 (%3)</source>
        <translation>Zuletzt vermerkt: %1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Verification: %1</source>
        <translation>Prüfung: %1</translation>
    </message>
    <message>
        <source>A window of PTQ Studio follows this job now.</source>
        <translation>Ein Fenster von PTQ Studio verfolgt diesen Job gerade.</translation>
    </message>
    <message>
        <source>It runs on this machine (process %1 on %2).</source>
        <translation>Er läuft auf dieser Maschine (Prozess %1 auf %2).</translation>
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
        <translation>Jetzt auf %1: %2</translation>
    </message>
    <message>
        <source>No window follows it. To follow it to its end and record the result: ptq-studio status --workspace %1 --follow</source>
        <translation>Kein Fenster verfolgt ihn. Um ihn bis zu seinem Ende zu verfolgen und das Ergebnis zu vermerken: ptq-studio status --workspace %1 --follow</translation>
    </message>
    <message>
        <source>Re-attached; the log continues in %1</source>
        <translation>Erneut verbunden; das Protokoll wird in %1 fortgesetzt</translation>
    </message>
    <message>
        <source>Where a workspace&apos;s run stands; re-attach to a remote job (status --help)</source>
        <translation>Stand des Laufs eines Arbeitsbereichs; erneut mit einem entfernten Job verbinden (status --help)</translation>
    </message>
    <message>
        <source>Verification: none (the command never started, so nothing was written)</source>
        <translation>Prüfung: keine (der Befehl wurde nie gestartet, daher wurde nichts geschrieben)</translation>
    </message>
    <message>
        <source>Writes the model card of a workspace&apos;s succeeded run: README.md in the Hugging Face format, in the export
folder (a README.md that PTQ Studio did not write is kept as README.source.md). The card is made from
model_analysis.json, quant_plan.json and run_manifest.yaml only; the license is copied from the source
model&apos;s README.md when it is on this machine. Also checks whether vLLM serves the export at the
tensor-parallel size (--tp, else the plan&apos;s) and prints the vllm serve and lm_eval commands. Records
outputs.model_card and outputs.serve in run_manifest.yaml.
Exit status: 0 written (or printed), 1 refused or failed, 2 usage.</source>
        <translation>Schreibt die Modellkarte des erfolgreichen Laufs eines Arbeitsbereichs: README.md im Hugging-Face-Format, in den
Exportordner (eine README.md, die PTQ Studio nicht geschrieben hat, wird als README.source.md aufbewahrt). Die Karte entsteht
nur aus model_analysis.json, quant_plan.json und run_manifest.yaml; die Lizenz wird aus der README.md des Quellmodells
übernommen, wenn diese auf diesem Rechner liegt. Prüft außerdem, ob vLLM den Export mit der
Tensor-Parallel-Größe (--tp, sonst der des Plans) bereitstellt, und gibt die Befehle vllm serve und lm_eval aus. Vermerkt
outputs.model_card und outputs.serve in run_manifest.yaml.
Exit-Status: 0 geschrieben (oder ausgegeben), 1 abgelehnt oder fehlgeschlagen, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Print the card instead of writing it; nothing is recorded.</source>
        <translation>Die Karte ausgeben statt sie zu schreiben; es wird nichts vermerkt.</translation>
    </message>
    <message>
        <source>The tensor-parallel size to serve with (default: the plan&apos;s, else 1).</source>
        <translation>Die Tensor-Parallel-Größe für das Serving (Standard: die des Plans, sonst 1).</translation>
    </message>
    <message>
        <source>ptq-studio card: give --workspace DIR (see --help).</source>
        <translation>ptq-studio card: Geben Sie --workspace DIR an (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio card: --tp takes a whole number from 1 to 1024, not &quot;%1&quot;.</source>
        <translation>ptq-studio card: --tp erwartet eine ganze Zahl von 1 bis 1024, nicht „%1“.</translation>
    </message>
    <message>
        <source>ptq-studio card: refused: the run in %1 has not succeeded (its status is %2); a model card describes a finished export. Run it first: ptq-studio run --workspace %3 --approve TOKEN.</source>
        <translation>ptq-studio card: abgelehnt: Der Lauf in %1 war nicht erfolgreich (sein Status ist %2); eine Modellkarte beschreibt einen fertigen Export. Führen Sie ihn zuerst aus: ptq-studio run --workspace %3 --approve TOKEN.</translation>
    </message>
    <message>
        <source>ptq-studio card: refused: the export folder %1 named in %2 does not exist.</source>
        <translation>ptq-studio card: abgelehnt: Der in %2 genannte Exportordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>ptq-studio card: %1; the serve check uses the plan instead.</source>
        <translation>ptq-studio card: %1; die Serving-Prüfung verwendet stattdessen den Plan.</translation>
    </message>
    <message>
        <source>Model card written: %1</source>
        <translation>Modellkarte geschrieben: %1</translation>
    </message>
    <message>
        <source>The README.md that was there is kept as %1.</source>
        <translation>Die vorhandene README.md wird als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>License: unknown (the source&apos;s README.md was not found or names none).</source>
        <translation>Lizenz: unbekannt (die README.md der Quelle wurde nicht gefunden oder nennt keine).</translation>
    </message>
    <message>
        <source>License (from the source&apos;s card): %1</source>
        <translation>Lizenz (aus der Karte der Quelle): %1</translation>
    </message>
    <message>
        <source>Serve (tensor-parallel size %1):</source>
        <translation>Serving (Tensor-Parallel-Größe %1):</translation>
    </message>
    <message>
        <source>Evaluate:</source>
        <translation>Evaluieren:</translation>
    </message>
    <message>
        <source>vLLM: nothing found that would stop it serving this export at tensor-parallel size %1.</source>
        <translation>vLLM: Nichts gefunden, was das Serving dieses Exports mit Tensor-Parallel-Größe %1 verhindern würde.</translation>
    </message>
    <message>
        <source>Recorded in %1 (outputs.model_card, outputs.serve).</source>
        <translation>Vermerkt in %1 (outputs.model_card, outputs.serve).</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>Accuracy: %1</source>
        <translation>Genauigkeit: %1</translation>
    </message>
    <message>
        <source>  original (baseline) perplexity: %1%2</source>
        <translation>  Perplexität des Originals (Baseline): %1%2</translation>
    </message>
    <message>
        <source> (from the cache)</source>
        <translation> (aus dem Cache)</translation>
    </message>
    <message>
        <source>  quantized perplexity:           %1</source>
        <translation>  quantisierte Perplexität:             %1</translation>
    </message>
    <message>
        <source>  ratio: %1, threshold: %2 (%3)</source>
        <translation>  Verhältnis: %1, Schwellenwert: %2 (%3)</translation>
    </message>
    <message>
        <source>from the plan</source>
        <translation>aus dem Plan</translation>
    </message>
    <message>
        <source>the priority&apos;s default</source>
        <translation>Standard der Priorität</translation>
    </message>
    <message>
        <source>  data: %1, %2 samples of %3 tokens</source>
        <translation>  Daten: %1, %2 Stichproben zu je %3 Tokens</translation>
    </message>
    <message>
        <source>Load check: %1</source>
        <translation>Ladeprüfung: %1</translation>
    </message>
    <message>
        <source>  missing keys: %1, unexpected keys: %2</source>
        <translation>  fehlende Schlüssel: %1, unerwartete Schlüssel: %2</translation>
    </message>
    <message>
        <source>  logits against the original: cosine %1 (last position), %2 (mean); top-1 agreement %3</source>
        <translation>  Logits gegenüber dem Original: Kosinus %1 (letzte Position), %2 (Mittel); Top-1-Übereinstimmung %3</translation>
    </message>
    <message>
        <source>%1: %2 received: cancelling the checks.</source>
        <translation>%1: %2 empfangen: Die Prüfungen werden abgebrochen.</translation>
    </message>
    <message>
        <source>%1: cancelled; nothing was recorded but the steps&apos; statuses (%2).</source>
        <translation>%1: abgebrochen; vermerkt wurden nur die Status der Schritte (%2).</translation>
    </message>
    <message>
        <source>Serve it: %1</source>
        <translation>Bereitstellen: %1</translation>
    </message>
    <message>
        <source>Evaluate it: %1</source>
        <translation>Evaluieren: %1</translation>
    </message>
    <message>
        <source>Model card: %1</source>
        <translation>Modellkarte: %1</translation>
    </message>
    <message>
        <source>Recorded in %1</source>
        <translation>Vermerkt in %1</translation>
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
        <translation>Führt die Exportprüfungen des freigegebenen Laufs eines Arbeitsbereichs aus, der erfolgreich war (oder teilweise mit vollständigem
Export endete), in der eigenen Python-Umgebung des Laufs:
das Genauigkeitsurteil (die Perplexität des ursprünglichen Modells, gemessen mit der eigenen Routine und den Daten von quark-cli,
gegenüber der des quantisierten Modells, innerhalb des Schwellenwerts des Plans) und die Ladeprüfung (der Export wird mit
transformers geladen, wie seine Nutzer ihn laden werden; ein Forward-Pass wird mit dem des Originals verglichen). Eine zuvor
für dasselbe Modell, dieselben Daten und Einstellungen gemessene Baseline wird aus dem Cache genommen. Die Ergebnisse werden in
run_manifest.yaml vermerkt (outputs.accuracy, outputs.load_check). Strg-C bricht ab.
Exit-Status: 0 innerhalb des Schwellenwerts und Ladeprüfung bestanden, sonst 1 (oder abgelehnt), 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Run only the load check.</source>
        <translation>Nur die Ladeprüfung ausführen.</translation>
    </message>
    <message>
        <source>Run only the accuracy verdict (the baseline perplexity).</source>
        <translation>Nur das Genauigkeitsurteil ausführen (die Baseline-Perplexität).</translation>
    </message>
    <message>
        <source>Measure the baseline again even when the cache has it.</source>
        <translation>Die Baseline erneut messen, auch wenn der Cache sie enthält.</translation>
    </message>
    <message>
        <source>ptq-studio eval: give --workspace DIR, and at most one of --load-check-only and --perplexity-only (see --help).</source>
        <translation>ptq-studio eval: Geben Sie --workspace DIR an, und höchstens eine der Optionen --load-check-only und --perplexity-only (siehe --help).</translation>
    </message>
    <message>
        <source>refused: %1 (%2)</source>
        <translation>abgelehnt: %1 (%2)</translation>
    </message>
    <message>
        <source>The vLLM tensor-parallel size to serve at; its widths are checked (default 1).</source>
        <translation>Die vLLM-Tensor-Parallel-Größe für das Serving; die Breiten werden dagegen geprüft (Standard 1).</translation>
    </message>
    <message>
        <source>The accuracy threshold: the largest quantized/original perplexity ratio (default by priority: accurate 1.02, balanced 1.05, fast 1.10).</source>
        <translation>Der Genauigkeitsschwellenwert: das größte Verhältnis der Perplexität quantisiert/original (Standard nach Priorität: accurate 1.02, balanced 1.05, fast 1.10).</translation>
    </message>
    <message>
        <source>ptq-studio plan: --max-perplexity-ratio takes a number such as 1.05, not &quot;%1&quot;.</source>
        <translation>ptq-studio plan: --max-perplexity-ratio erwartet eine Zahl wie 1.05, nicht „%1“.</translation>
    </message>
    <message>
        <source>Upload to %1 (%2)</source>
        <translation>Upload nach %1 (%2)</translation>
    </message>
    <message>
        <source>private</source>
        <translation>privat</translation>
    </message>
    <message>
        <source>public</source>
        <translation>öffentlich</translation>
    </message>
    <message>
        <source>  endpoint: %1</source>
        <translation>  Endpunkt: %1</translation>
    </message>
    <message>
        <source>  token:    found in %1 (not shown)</source>
        <translation>  Token:    gefunden in %1 (nicht angezeigt)</translation>
    </message>
    <message>
        <source>  from:     %1</source>
        <translation>  Quelle:   %1</translation>
    </message>
    <message>
        <source>  files (%1, %2):</source>
        <translation>  Dateien (%1, %2):</translation>
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
        <translation>Veröffentlicht den angenommenen Export eines Arbeitsbereichs in einem Hugging-Face-Repository, mit dem eigenen
huggingface_hub der Laufumgebung. Ohne --approve gibt es den exakten Upload aus (Repository, Sichtbarkeit, Endpunkt, jede
Datei mit ihrer Größe) sowie sein Freigabe-Token; mit --approve TOKEN lädt es genau das hoch und lehnt ab,
wenn sich seitdem etwas geändert hat (eine Datei, das Repository, die Sichtbarkeit, der Endpunkt). Das Token wird aus
HF_TOKEN, HUGGING_FACE_HUB_TOKEN und dann aus der Token-Datei gelesen ($HF_TOKEN_PATH, sonst $HF_HOME/token, sonst
~/.cache/huggingface/token); es wird nie ausgegeben und erreicht den Upload nur über dessen Umgebung.
Das Ergebnis wird in run_manifest.yaml vermerkt (outputs.publish), das Protokoll des Uploads in logs/.
Exit-Status: 0 ausgegeben oder veröffentlicht, 1 fehlgeschlagen, 2 Aufruffehler, 3 abgelehnt (nichts gesendet).</translation>
    </message>
    <message>
        <source>The repository: namespace/name (your user name or an organization).</source>
        <translation>Das Repository: namespace/name (Ihr Benutzername oder eine Organisation).</translation>
    </message>
    <message>
        <source>Make a new repository private (the default).</source>
        <translation>Ein neues Repository privat anlegen (Standard).</translation>
    </message>
    <message>
        <source>Make a new repository public.</source>
        <translation>Ein neues Repository öffentlich anlegen.</translation>
    </message>
    <message>
        <source>The approval token printed without --approve.</source>
        <translation>Das ohne --approve ausgegebene Freigabe-Token.</translation>
    </message>
    <message>
        <source>ptq-studio publish: give --workspace DIR and --repo ID (see --help).</source>
        <translation>ptq-studio publish: Geben Sie --workspace DIR und --repo ID an (siehe --help).</translation>
    </message>
    <message>
        <source>ptq-studio publish: give --private or --public, not both.</source>
        <translation>ptq-studio publish: Wählen Sie --private oder --public, nicht beides.</translation>
    </message>
    <message>
        <source>Approval token: %1</source>
        <translation>Freigabe-Token: %1</translation>
    </message>
    <message>
        <source>To upload exactly this: ptq-studio publish --workspace %1 --repo %2 %3 --approve %4</source>
        <translation>Um genau dies hochzuladen: ptq-studio publish --workspace %1 --repo %2 %3 --approve %4</translation>
    </message>
    <message>
        <source>[%1] %2 of %3 files, %4 of %5%6</source>
        <translation>[%1] %2 von %3 Dateien, %4 von %5%6</translation>
    </message>
    <message>
        <source>ptq-studio publish: %1 received: cancelling the upload.</source>
        <translation>ptq-studio publish: %1 empfangen: Der Upload wird abgebrochen.</translation>
    </message>
    <message>
        <source>Uploading %1 files (%2) to %3 …</source>
        <translation>%1 Dateien (%2) werden nach %3 hochgeladen …</translation>
    </message>
    <message>
        <source>Repository: %1</source>
        <translation>Repository: %1</translation>
    </message>
    <message>
        <source>Commit:     %1</source>
        <translation>Commit:     %1</translation>
    </message>
    <message>
        <source>refused: </source>
        <translation>abgelehnt: </translation>
    </message>
    <message>
        <source>Check an export: the original&apos;s perplexity beside the quantized one, the load check (eval --help)</source>
        <translation>Einen Export prüfen: die Perplexität des Originals neben der quantisierten, die Ladeprüfung (eval --help)</translation>
    </message>
    <message>
        <source>Write the export&apos;s model card (README.md) from the three artifacts</source>
        <translation>Die Modellkarte (README.md) des Exports aus den drei Artefakten schreiben</translation>
    </message>
    <message>
        <source>Upload an accepted export to the Hugging Face Hub, after approving the exact upload</source>
        <translation>Einen angenommenen Export auf den Hugging Face Hub hochladen, nachdem der exakte Upload freigegeben wurde</translation>
    </message>
    <message>
        <source>Do not load the export with transformers after the run (the load check).</source>
        <translation>Den Export nach dem Lauf nicht mit transformers laden (die Ladeprüfung).</translation>
    </message>
    <message>
        <source>Do not measure the original model&apos;s perplexity after the run (no accuracy verdict).</source>
        <translation>Die Perplexität des ursprünglichen Modells nach dem Lauf nicht messen (kein Genauigkeitsurteil).</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for its options.</source>
        <translation>Mit &apos;%1 --help&apos; sehen Sie seine Optionen.</translation>
    </message>
    <message>
        <source>Managed Python environments with AMD Quark, as the wizard&apos;s &quot;Set up Quark for me&quot; makes them.
create and repair print the exact commands and their digest first; nothing runs until the same
command is given again with --approve DIGEST.
Run &apos;ptq-studio env COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Verwaltete Python-Umgebungen mit AMD Quark, wie „Quark für mich einrichten“ im Assistenten sie anlegt.
create und repair geben zuerst die genauen Befehle und ihren Digest aus; nichts läuft, bis derselbe
Befehl erneut mit --approve DIGEST gegeben wird.
Mit &apos;ptq-studio env COMMAND --help&apos; zeigen Sie die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>List the managed Quark environments and their state</source>
        <translation>Die verwalteten Quark-Umgebungen und ihren Zustand auflisten</translation>
    </message>
    <message>
        <source>Set up a managed Python environment with AMD Quark (two steps: review, then --approve)</source>
        <translation>Eine verwaltete Python-Umgebung mit AMD Quark einrichten (zwei Schritte: prüfen, dann --approve)</translation>
    </message>
    <message>
        <source>Install what a registered environment is missing, exactly as pinned</source>
        <translation>Installieren, was einer registrierten Umgebung fehlt, genau wie festgelegt</translation>
    </message>
    <message>
        <source>Unregister a managed environment and delete its folder</source>
        <translation>Eine verwaltete Umgebung abmelden und ihren Ordner löschen</translation>
    </message>
    <message>
        <source>menu entry</source>
        <translation>Menüeintrag</translation>
    </message>
    <message>
        <source>icon</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <source>file types</source>
        <translation>Dateitypen</translation>
    </message>
    <message>
        <source>man page</source>
        <translation>Handbuchseite</translation>
    </message>
    <message>
        <source>bash completion</source>
        <translation>Bash-Vervollständigung</translation>
    </message>
    <message>
        <source>ptq-studio integrate: %1 %2 failed (%3).</source>
        <translation>ptq-studio integrate: %1 %2 fehlgeschlagen (%3).</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>Exit-Status %1</translation>
    </message>
    <message>
        <source>ptq-studio integrate: unexpected argument %1 (see --help).</source>
        <translation>ptq-studio integrate: unerwartetes Argument %1 (siehe --help).</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>Entfernt: %1</translation>
    </message>
    <message>
        <source>ptq-studio integrate: cannot remove %1: %2</source>
        <translation>ptq-studio integrate: %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>ptq-studio integrate: the program&apos;s path %1 has a line break, which a menu entry cannot hold.</source>
        <translation>ptq-studio integrate: Der Pfad des Programms %1 enthält einen Zeilenumbruch, den ein Menüeintrag nicht aufnehmen kann.</translation>
    </message>
    <message>
        <source>ptq-studio integrate: this build has no %1; %2 is not written.</source>
        <translation>ptq-studio integrate: Diesem Build fehlt %1; %2 wird nicht geschrieben.</translation>
    </message>
    <message>
        <source>ptq-studio integrate: cannot create the folder %1.</source>
        <translation>ptq-studio integrate: Der Ordner %1 lässt sich nicht anlegen.</translation>
    </message>
    <message>
        <source>Wrote %1 (%2)</source>
        <translation>Geschrieben: %1 (%2)</translation>
    </message>
    <message>
        <source>PTQ Studio is in the menu and opens its artifacts; it starts %1.</source>
        <translation>PTQ Studio steht im Menü und öffnet seine Artefakte; es startet %1.</translation>
    </message>
    <message>
        <source>Print the report as JSON: one object (verdict, directory, checks with check, status and detail, files, total_bytes, tensors, ...; with --sha256 also sha256).</source>
        <translation>Den Bericht als JSON ausgeben: ein Objekt (verdict, directory, checks mit check, status und detail, files, total_bytes, tensors, ...; mit --sha256 auch sha256).</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the text: workspace, manifest, run (status, started_at, finished_at, exit_code, log), verification, checkpoints (id: status), job (a remote job as recorded, or null), now (what the target said, or null).</source>
        <translation>Ein JSON-Objekt statt des Textes ausgeben: workspace, manifest, run (status, started_at, finished_at, exit_code, log), verification, checkpoints (id: status), job (ein entfernter Job wie vermerkt, oder null), now (was das Ziel gemeldet hat, oder null).</translation>
    </message>
    <message>
        <source>The remote targets: SSH hosts and Slurm clusters a run can go to. They are read from %1 (PTQ_TARGETS_FILE overrides it).
Exit status: 0 listed or ready, 1 not ready or unreadable, 2 usage.</source>
        <translation>Die entfernten Ziele: SSH-Hosts und Slurm-Cluster, auf denen ein Lauf stattfinden kann. Sie werden aus %1 gelesen (PTQ_TARGETS_FILE hat Vorrang).
Exit-Status: 0 aufgelistet oder bereit, 1 nicht bereit oder unlesbar, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>list, or check NAME: the same read-only check page 3 runs before the gate.</source>
        <translation>list, oder check NAME: dieselbe nur lesende Prüfung, die Seite 3 vor der Freigabe ausführt.</translation>
    </message>
    <message>
        <source>The target to check (see &apos;ptq-studio targets list&apos;).</source>
        <translation>Das zu prüfende Ziel (siehe &apos;ptq-studio targets list&apos;).</translation>
    </message>
    <message>
        <source>Print JSON: for list an array of the profiles as targets.json holds them; for check the report (its checks with level, id and message).</source>
        <translation>JSON ausgeben: bei list ein Array der Profile, wie targets.json sie enthält; bei check den Bericht (seine Prüfungen mit Stufe, ID und Meldung).</translation>
    </message>
    <message>
        <source>check: the run&apos;s estimated minutes, against a Slurm time limit.</source>
        <translation>check: die geschätzten Minuten des Laufs, verglichen mit einem Slurm-Zeitlimit.</translation>
    </message>
    <message>
        <source>Print the results as JSON: an array with one object per FILE (file, status: valid, upstream-only, invalid or error; kind, studio_errors, contract_errors, missing_for_studio, error).</source>
        <translation>Die Ergebnisse als JSON ausgeben: ein Array mit einem Objekt pro FILE (file, status: valid, upstream-only, invalid oder error; kind, studio_errors, contract_errors, missing_for_studio, error).</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run &apos;ptq-studio COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Mit &apos;ptq-studio COMMAND --help&apos; zeigen Sie die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>ptq-studio: cannot write %1: %2</source>
        <translation>ptq-studio: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>PTQ Studio: quantize Hugging Face LLMs with AMD Quark.</source>
        <translation>PTQ Studio: Hugging-Face-LLMs mit AMD Quark quantisieren.</translation>
    </message>
    <message>
        <source>An artifact to open (one), or two to compare.</source>
        <translation>Ein Artefakt zum Öffnen (eines) oder zwei zum Vergleichen.</translation>
    </message>
    <message>
        <source>Open (or create) this workspace folder.</source>
        <translation>Diesen Arbeitsbereichsordner öffnen (oder anlegen).</translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation>Die Version ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Open two artifacts of one kind side by side in the compare window</source>
        <translation>Zwei Artefakte derselben Art nebeneinander im Vergleichsfenster öffnen</translation>
    </message>
    <message>
        <source>Opens the compare window with A on the left and B on the right: what changed in one line, the differences grouped by what they are about, both documents aligned. Needs a display; &apos;ptq-studio diff&apos; prints the same differences without one.
Exit status: 0 when the window is closed, 2 usage error.</source>
        <translation>Öffnet das Vergleichsfenster mit A links und B rechts: was sich geändert hat, in einer Zeile, die Unterschiede nach Thema gruppiert, beide Dokumente aneinander ausgerichtet. Braucht einen Bildschirm; &apos;ptq-studio diff&apos; gibt dieselben Unterschiede ohne aus.
Exit-Status: 0, wenn das Fenster geschlossen wird, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Add PTQ Studio to the desktop: menu entry, file types, man page, completion (integrate --help)</source>
        <translation>PTQ Studio in den Desktop aufnehmen: Menüeintrag, Dateitypen, Handbuchseite, Vervollständigung (integrate --help)</translation>
    </message>
    <message>
        <source>Adds PTQ Studio to your desktop the way a package would, for an AppImage or a binary you unpacked:
the menu entry (starting this AppImage, or this binary), its icons, the file types of PTQ Studio&apos;s
artifacts (run_manifest.yaml, quant_plan.json, model_analysis.json), the man page ptq-studio(1) and
the bash completion, under $XDG_DATA_HOME (~/.local/share). Prints each file it writes. Run it again
after moving the AppImage. --remove removes exactly those files.
Exit status: 0 done, 1 a file could not be written or removed, 2 usage error.</source>
        <translation>Nimmt PTQ Studio so in Ihren Desktop auf, wie es ein Paket täte, für ein AppImage oder ein entpacktes Programm:
den Menüeintrag (startet dieses AppImage oder dieses Programm), seine Symbole, die Dateitypen der Artefakte
von PTQ Studio (run_manifest.yaml, quant_plan.json, model_analysis.json), die Handbuchseite ptq-studio(1) und
die Bash-Vervollständigung, unter $XDG_DATA_HOME (~/.local/share). Gibt jede geschriebene Datei aus. Führen Sie
es nach dem Verschieben des AppImage erneut aus. --remove entfernt genau diese Dateien.
Exit-Status: 0 erledigt, 1 eine Datei ließ sich nicht schreiben oder entfernen, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Remove the files integrate wrote.</source>
        <translation>Die von integrate geschriebenen Dateien entfernen.</translation>
    </message>
    <message>
        <source>ptq-studio: the window needs a display, and neither DISPLAY nor WAYLAND_DISPLAY is set. The commands need none: ptq-studio --help</source>
        <translation>ptq-studio: Das Fenster braucht einen Bildschirm, und weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt. Die Befehle brauchen keinen: ptq-studio --help</translation>
    </message>
    <message>
        <source>name exactly two files, A and B.</source>
        <translation>Nennen Sie genau zwei Dateien, A und B.</translation>
    </message>
    <message>
        <source>--generate takes man or bash-completion, not &quot;%1&quot;.</source>
        <translation>--generate nimmt man oder bash-completion, nicht „%1“.</translation>
    </message>
    <message>
        <source>--output goes with --generate.</source>
        <translation>--output gehört zu --generate.</translation>
    </message>
    <message>
        <source>give --workspace DIR or FILE..., not both.</source>
        <translation>Geben Sie --workspace DIR oder FILE... an, nicht beides.</translation>
    </message>
    <message numerus="yes">
        <source>ptq-studio opens one artifact (model_analysis.json, quant_plan.json, run_manifest.yaml) or compares two; %n files were given.</source>
        <translation>
            <numerusform>ptq-studio öffnet ein Artefakt (model_analysis.json, quant_plan.json, run_manifest.yaml) oder vergleicht zwei; angegeben wurde %n Datei.</numerusform>
            <numerusform>ptq-studio öffnet ein Artefakt (model_analysis.json, quant_plan.json, run_manifest.yaml) oder vergleicht zwei; angegeben wurden %n Dateien.</numerusform>
        </translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: %2</source>
        <translation>ptq-studio kann %1 nicht öffnen: %2</translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: it is not a model analysis, a quantization plan or a run manifest (model_analysis.json, quant_plan.json, run_manifest.yaml).</source>
        <translation>ptq-studio kann %1 nicht öffnen: Es ist weder eine Modellanalyse noch ein Quantisierungsplan noch ein Laufmanifest (model_analysis.json, quant_plan.json, run_manifest.yaml).</translation>
    </message>
    <message>
        <source>ptq-studio cannot compare %1 (%2) with %3 (%4): only two artifacts of one kind compare.</source>
        <translation>ptq-studio kann %1 (%2) nicht mit %3 (%4) vergleichen: Vergleichen lassen sich nur zwei Artefakte derselben Art.</translation>
    </message>
    <message>
        <source>`man ptq-studio` finds the manual page once %1 is on your PATH; until then: man -l %2</source>
        <translation>`man ptq-studio` findet die Handbuchseite, sobald %1 in Ihrem PATH liegt; bis dahin: man -l %2</translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: it is not a model analysis, a quantization plan or a run manifest (model_analysis.json, quant_plan.json, run_manifest.yaml). (%2)</source>
        <translation>ptq-studio kann %1 nicht öffnen: Es ist weder eine Modellanalyse noch ein Quantisierungsplan noch ein Laufmanifest (model_analysis.json, quant_plan.json, run_manifest.yaml). (%2)</translation>
    </message>
    <message>
        <source>Lists the managed Quark environments PTQ Studio knows (its environments.json), with their state as the
disk says: ready (every step succeeded and the ready marker is there), broken, or creating (being set up
by a process that runs; a setup whose process was killed is broken, and what its step left running is
stopped first).
Exit status: 0 listed, 1 environments.json cannot be read, 2 usage.</source>
        <translation>Listet die verwalteten Quark-Umgebungen, die PTQ Studio kennt (seine environments.json), mit ihrem Zustand laut
Datenträger: ready (jeder Schritt war erfolgreich und die Bereit-Markierung ist vorhanden), broken oder creating
(wird von einem laufenden Prozess eingerichtet; eine Einrichtung, deren Prozess beendet wurde, ist broken, und was ihr
Schritt noch laufen ließ, wird zuerst gestoppt).
Exit-Status: 0 aufgelistet, 1 environments.json kann nicht gelesen werden, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>Print a JSON array of the environments: name, state, path, quark, torch, python, accelerator, created_at, log, and setup_pid while one is being set up.</source>
        <translation>Ein JSON-Array der Umgebungen ausgeben: name, state, path, quark, torch, python, accelerator, created_at, log und setup_pid, solange eine eingerichtet wird.</translation>
    </message>
    <message>
        <source>Take PyTorch from this index instead of PyTorch&apos;s public one (or the one chosen in Settings); an empty URL uses pip&apos;s own configuration (PIP_INDEX_URL, pip.conf). A URL with credentials (user:token@) is refused here, where ps shows it to every local user: use --index-url-from-env.</source>
        <translation>PyTorch aus diesem Index statt aus dem öffentlichen von PyTorch (oder dem in den Einstellungen gewählten) beziehen; eine leere URL verwendet pips eigene Konfiguration (PIP_INDEX_URL, pip.conf). Eine URL mit Zugangsdaten (user:token@) wird hier abgelehnt, da ps sie jedem lokalen Benutzer zeigt: Verwenden Sie --index-url-from-env.</translation>
    </message>
    <message>
        <source>As --index-url, with the URL read from the environment variable VAR (for one with credentials: read -rs VAR &amp;&amp; export VAR). pip gets such a URL through its environment (PIP_INDEX_URL), never its command line; the commands shown, the log and environments.json show it redacted.</source>
        <translation>Wie --index-url, wobei die URL aus der Umgebungsvariablen VAR gelesen wird (für eine mit Zugangsdaten: read -rs VAR &amp;&amp; export VAR). pip erhält eine solche URL über seine Umgebung (PIP_INDEX_URL), nie über seine Befehlszeile; die angezeigten Befehle, das Protokoll und environments.json zeigen sie geschwärzt.</translation>
    </message>
    <message>
        <source>Unregisters a managed environment and deletes its folder (only a folder that is a Python environment,
with pyvenv.cfg; another folder is unregistered but kept). Its setup log is kept. Without --yes, only
says what would be done. Refused while the environment is being set up (by this or another process).
Exit status: 0 done (or shown), 1 not registered or not deleted, 2 usage.</source>
        <translation>Hebt die Registrierung einer verwalteten Umgebung auf und löscht ihren Ordner (nur einen Ordner, der eine Python-Umgebung
mit pyvenv.cfg ist; die Registrierung eines anderen Ordners wird aufgehoben, er selbst bleibt erhalten). Ihr Einrichtungsprotokoll bleibt erhalten. Ohne --yes
wird nur angezeigt, was getan würde. Abgelehnt, solange die Umgebung eingerichtet wird (von diesem oder einem anderen Prozess).
Exit-Status: 0 erledigt (oder angezeigt), 1 nicht registriert oder nicht gelöscht, 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>being set up by process %1</source>
        <translation>wird von Prozess %1 eingerichtet</translation>
    </message>
    <message>
        <source>ptq-studio env create: give --index-url or --index-url-from-env, not both.</source>
        <translation>ptq-studio env create: Geben Sie --index-url oder --index-url-from-env an, nicht beides.</translation>
    </message>
    <message>
        <source>ptq-studio env create: --index-url %1 holds credentials, and a command line is readable by every user of this machine (ps). Put the URL in an environment variable and name it instead, for example: read -rs PTQ_INDEX_URL &amp;&amp; export PTQ_INDEX_URL, then --index-url-from-env PTQ_INDEX_URL.</source>
        <translation>ptq-studio env create: --index-url %1 enthält Zugangsdaten, und eine Befehlszeile ist für jeden Benutzer dieses Rechners lesbar (ps). Legen Sie die URL in einer Umgebungsvariablen ab und nennen Sie stattdessen diese, zum Beispiel: read -rs PTQ_INDEX_URL &amp;&amp; export PTQ_INDEX_URL, dann --index-url-from-env PTQ_INDEX_URL.</translation>
    </message>
    <message>
        <source>ptq-studio env create: --index-url-from-env %1: no such environment variable is set (export it first; an empty value means pip&apos;s own configuration).</source>
        <translation>ptq-studio env create: --index-url-from-env %1: Diese Umgebungsvariable ist nicht gesetzt (exportieren Sie sie zuerst; ein leerer Wert bedeutet pips eigene Konfiguration).</translation>
    </message>
    <message>
        <source>Run: interrupted (%1 still records it as running)</source>
        <translation>Lauf: unterbrochen (%1 vermerkt ihn noch als laufend)</translation>
    </message>
    <message>
        <source>The process that ran it (%1 on %2) is gone, so nothing follows the run or records its end; nothing was verified.</source>
        <translation>Der Prozess, der ihn ausführte (%1 auf %2), ist beendet, daher verfolgt niemand den Lauf oder vermerkt sein Ende; es wurde nichts geprüft.</translation>
    </message>
    <message>
        <source>Its quark-cli (process group %1) is still running and writing to %2: stop it with kill -TERM -- -%1.</source>
        <translation>Sein quark-cli (Prozessgruppe %1) läuft noch und schreibt nach %2: Beenden Sie es mit kill -TERM -- -%1.</translation>
    </message>
    <message>
        <source>To run it again: build and approve the command again (page 3, or ptq-studio manifest), with an empty output folder; ptq-studio run then records this run as interrupted.</source>
        <translation>Um ihn erneut auszuführen: Erstellen Sie den Befehl neu und geben Sie ihn erneut frei (Seite 3 oder ptq-studio manifest), mit einem leeren Ausgabeordner; ptq-studio run vermerkt diesen Lauf dann als unterbrochen.</translation>
    </message>
    <message>
        <source>the record in %1 names &quot;%2&quot;, which is no Slurm job id (digits only): the target was not asked.</source>
        <translation>der Eintrag in %1 nennt „%2“, was keine Slurm-Job-ID ist (nur Ziffern): Das Ziel wurde nicht gefragt.</translation>
    </message>
    <message>
        <source>%1 answered more than %2 to one request; the answer was refused.</source>
        <translation>%1 hat auf eine Anfrage mehr als %2 geantwortet; die Antwort wurde verworfen.</translation>
    </message>
    <message>
        <source>the run folder %1 names process %2, but %3 records %4: the record was changed or is another run&apos;s, so --follow will not attach to it</source>
        <translation>der Laufordner %1 nennt Prozess %2, aber %3 vermerkt %4: Der Eintrag wurde geändert oder gehört zu einem anderen Lauf, daher verbindet sich --follow nicht damit</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keinen</translation>
    </message>
    <message>
        <source>not re-attached: %1</source>
        <translation>nicht erneut verbunden: %1</translation>
    </message>
    <message>
        <source>Run status: still recorded as running in %1 (nothing was followed or changed there)</source>
        <translation>Laufstatus: in %1 noch als laufend vermerkt (dort wurde nichts verfolgt oder geändert)</translation>
    </message>
    <message>
        <source>amd-quark %1 at %2 is a release PTQ Studio knows: the plan is checked against what it accepts, without starting it (--ask-cli asks it). `ptq-studio manifest` asks quark-cli itself.</source>
        <translation>amd-quark %1 unter %2 ist ein Release, das PTQ Studio kennt: Der Plan wird gegen das geprüft, was es annimmt, ohne es zu starten (--ask-cli fragt es). `ptq-studio manifest` fragt quark-cli selbst.</translation>
    </message>
    <message>
        <source>Ask quark-cli even when its amd-quark is a release PTQ Studio knows (it loads PyTorch: a minute on a cold machine).</source>
        <translation>quark-cli auch dann fragen, wenn sein amd-quark ein Release ist, das PTQ Studio kennt (es lädt PyTorch: eine Minute auf einer kalten Maschine).</translation>
    </message>
    <message>
        <source>%1 already holds this plan, confirmed: it makes the same decisions, so it stays confirmed and nothing was written.</source>
        <translation>%1 enthält diesen Plan bereits, bestätigt: Er trifft dieselben Entscheidungen, bleibt daher bestätigt, und nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>%1 holds this command, approved and unchanged, but it cannot run now:</source>
        <translation>%1 enthält diesen Befehl, freigegeben und unverändert, aber er kann jetzt nicht laufen:</translation>
    </message>
    <message>
        <source>%1 already holds this command, approved: it is unchanged, so its approval stands and nothing was written.</source>
        <translation>%1 enthält diesen Befehl bereits, freigegeben: Er ist unverändert, daher bleibt seine Freigabe bestehen, und nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: it is a model folder, not a workspace or an artifact. Open or create a workspace (ptq-studio --workspace FOLDER) and choose the model on its first page, or without a window: ptq-studio analyze %1 --workspace FOLDER.</source>
        <translation>ptq-studio kann %1 nicht öffnen: Es ist ein Modellordner, kein Arbeitsbereich und kein Artefakt. Öffnen oder erstellen Sie einen Arbeitsbereich (ptq-studio --workspace ORDNER) und wählen Sie das Modell auf dessen erster Seite, oder ohne Fenster: ptq-studio analyze %1 --workspace ORDNER.</translation>
    </message>
    <message>
        <source>ptq-studio cannot open %1: it is a folder but not a workspace (it has no logs or history). To make it one: ptq-studio --workspace %1.</source>
        <translation>ptq-studio kann %1 nicht öffnen: Es ist ein Ordner, aber kein Arbeitsbereich (ohne logs und history). Um einen daraus zu machen: ptq-studio --workspace %1.</translation>
    </message>
    <message>
        <source>PTQ Studio: quantize Hugging Face LLMs with AMD Quark.
Without a command, the wizard opens; &apos;compare&apos; opens two artifacts side by side.
FILE: an artifact (model_analysis.json, quant_plan.json or run_manifest.yaml, known by its content) opens in the window: one inside a workspace folder opens that workspace, one elsewhere a read-only review of it, two of one kind the compare window; a workspace folder opens that workspace.</source>
        <translation>PTQ Studio: Hugging-Face-LLMs mit AMD Quark quantisieren.
Ohne Befehl öffnet sich der Assistent; &apos;compare&apos; zeigt zwei Artefakte nebeneinander.
FILE: Ein Artefakt (model_analysis.json, quant_plan.json oder run_manifest.yaml, am Inhalt erkannt) öffnet sich im Fenster: eines in einem Arbeitsbereichsordner öffnet diesen Arbeitsbereich, eines anderswo eine schreibgeschützte Ansicht davon, zwei derselben Art das Vergleichsfenster. Ein Arbeitsbereichsordner öffnet diesen Arbeitsbereich.</translation>
    </message>
    <message>
        <source>What installs the missing packages: uv (the default where it can) or pip.</source>
        <translation>Womit die fehlenden Pakete installiert werden: uv (die Vorgabe, wo es geht) oder pip.</translation>
    </message>
    <message>
        <source>ptq-studio env create: --installer is uv or pip, not &quot;%1&quot;.</source>
        <translation>ptq-studio env create: --installer ist uv oder pip, nicht „%1“.</translation>
    </message>
    <message>
        <source>ptq-studio env repair: --installer is uv or pip, not &quot;%1&quot;.</source>
        <translation>ptq-studio env repair: --installer ist uv oder pip, nicht „%1“.</translation>
    </message>
    <message>
        <source>What installs the packages: uv (where it can: about half pip&apos;s time, a second environment in seconds; pip&apos;s settings are handed to it) or pip. Default: uv, or pip when the wizard&apos;s Settings say &quot;Install with pip instead of uv&quot;.</source>
        <translation>Womit die Pakete installiert werden: uv (wo es geht: etwa die halbe Zeit von pip, eine zweite Umgebung in Sekunden; die Einstellungen von pip werden ihm übergeben) oder pip. Vorgabe: uv, oder pip, wenn in den Einstellungen des Assistenten „Mit pip statt uv installieren“ gewählt ist.</translation>
    </message>
    <message>
        <source>%1 has no target named %2 (see: ptq-studio targets list).</source>
        <translation>%1 enthält kein Ziel namens %2 (siehe: ptq-studio targets list).</translation>
    </message>
    <message>
        <source>the command could not be built.</source>
        <translation>Der Befehl konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>ptq-studio manifest: %1 records a run that is going: nothing was written. Wait for it to end.</source>
        <translation>ptq-studio manifest: %1 verzeichnet einen laufenden Lauf: Es wurde nichts geschrieben. Warten Sie, bis er endet.</translation>
    </message>
    <message>
        <source>Build the next command although the last run&apos;s result is neither accepted nor declined yet: that run stays in history/, but its result can then no longer be accepted.</source>
        <translation>Den nächsten Befehl erstellen, obwohl das Ergebnis des letzten Laufs weder angenommen noch abgelehnt ist: Der Lauf bleibt in history/, sein Ergebnis kann dann aber nicht mehr angenommen werden.</translation>
    </message>
    <message>
        <source>ptq-studio manifest: %1 records a run that ended %2 whose result is neither accepted nor declined yet: nothing was written. Accept or decline it first (ptq-studio accept, ptq-studio reject), or pass --replace-undecided to build the next command anyway (that run stays in history/).</source>
        <translation>ptq-studio manifest: %1 verzeichnet einen Lauf, der mit %2 endete und dessen Ergebnis weder angenommen noch abgelehnt ist: Nichts wurde geschrieben. Nehmen Sie es zuerst an oder lehnen Sie es ab (ptq-studio accept, ptq-studio reject), oder geben Sie --replace-undecided an, um den nächsten Befehl trotzdem zu erstellen (der Lauf bleibt in history/).</translation>
    </message>
    <message>
        <source>Result: accepted</source>
        <translation>Ergebnis: angenommen</translation>
    </message>
    <message>
        <source>Result: declined (%1)</source>
        <translation>Ergebnis: abgelehnt (%1)</translation>
    </message>
    <message>
        <source>Result: not accepted yet. Accept it on page 4, or with: ptq-studio accept --workspace %1 (ptq-studio reject --workspace %1 --reason TEXT declines it)</source>
        <translation>Ergebnis: noch nicht angenommen. Nehmen Sie es auf Seite 4 an oder mit: ptq-studio accept --workspace %1 (ptq-studio reject --workspace %1 --reason TEXT lehnt es ab)</translation>
    </message>
    <message>
        <source>The earlier approval was used by its run (%1, status %2). Each approval runs its command once: the command built now runs only with an approval of its own.</source>
        <translation>Die frühere Freigabe wurde von ihrem Lauf verbraucht (%1, Status %2). Jede Freigabe führt ihren Befehl einmal aus: Der jetzt erstellte Befehl läuft nur mit einer eigenen Freigabe.</translation>
    </message>
    <message>
        <source> during %1</source>
        <translation> während %1</translation>
    </message>
    <message>
        <source>The last run ran out of GPU memory%1. The estimate of this command (Needs: …) cannot see everything a run holds: where it says the command fits, keep room to spare.</source>
        <translation>Dem letzten Lauf ist der GPU-Speicher ausgegangen%1. Die Schätzung dieses Befehls (Braucht: …) sieht nicht alles, was ein Lauf belegt: Wo sie sagt, dass der Befehl passt, lassen Sie Reserve.</translation>
    </message>
</context>
<context>
    <name>ptq::cli::CommandSpec</name>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
</context>
<context>
    <name>ptq::cli::man</name>
    <message>
        <source>Success (a command&apos;s own --help says what success is for it).</source>
        <translation>Erfolg (das eigene --help eines Befehls sagt, was für ihn Erfolg bedeutet).</translation>
    </message>
    <message>
        <source>Failed or refused: bad input, a check that did not pass.</source>
        <translation>Fehlgeschlagen oder abgelehnt: fehlerhafte Eingabe, eine nicht bestandene Prüfung.</translation>
    </message>
    <message>
        <source>Usage error: an unknown command or option, a missing argument, a file that cannot be read.</source>
        <translation>Aufruffehler: ein unbekannter Befehl oder eine unbekannte Option, ein fehlendes Argument, eine nicht lesbare Datei.</translation>
    </message>
    <message>
        <source>Refused by an approval gate (run, env create, publish): nothing was started.</source>
        <translation>Von einer Freigabeprüfung abgelehnt (run, env create, publish): Nichts wurde gestartet.</translation>
    </message>
    <message>
        <source>The window needs one; the commands need neither.</source>
        <translation>Das Fenster braucht eine davon; die Befehle brauchen keine.</translation>
    </message>
    <message>
        <source>The language of the commands&apos; messages.</source>
        <translation>Die Sprache der Meldungen der Befehle.</translation>
    </message>
    <message>
        <source>Where the files above are (see FILES).</source>
        <translation>Wo die oben genannten Dateien liegen (siehe FILES).</translation>
    </message>
    <message>
        <source>The remote targets&apos; file instead of targets.json.</source>
        <translation>Die Datei der entfernten Ziele statt targets.json.</translation>
    </message>
    <message>
        <source>The Hugging Face token for gated models and publish (never printed).</source>
        <translation>Das Hugging-Face-Token für zugangsbeschränkte Modelle und publish (wird nie ausgegeben).</translation>
    </message>
    <message>
        <source>The Hugging Face caches models and datasets are read from.</source>
        <translation>Die Hugging-Face-Caches, aus denen Modelle und Datensätze gelesen werden.</translation>
    </message>
    <message>
        <source>Another Hugging Face Hub endpoint.</source>
        <translation>Ein anderer Endpunkt des Hugging Face Hub.</translation>
    </message>
    <message>
        <source>Use only what the caches hold.</source>
        <translation>Nur verwenden, was in den Caches liegt.</translation>
    </message>
    <message>
        <source>Honoured by env create and env repair, and bound by their digest.</source>
        <translation>Von env create und env repair beachtet und von ihrem Digest gebunden.</translation>
    </message>
</context>
<context>
    <name>ptq::ui::AppController</name>
    <message>
        <source>Cannot open the workspace</source>
        <translation>Der Arbeitsbereich kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>ptq::ui::CheckpointPage</name>
    <message>
        <source>not written yet</source>
        <translation>noch nicht geschrieben</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>waiting for your confirmation</source>
        <translation>wartet auf Ihre Bestätigung</translation>
    </message>
    <message>
        <source>out of date</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>In this workspace</source>
        <translation>In diesem Arbeitsbereich</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Confirmed. Next continues with the following step.</source>
        <translation>Bestätigt. „Weiter“ führt zum nächsten Schritt.</translation>
    </message>
    <message>
        <source>A run is going: this step is read-only until it ends.</source>
        <translation>Ein Lauf ist im Gange: Dieser Schritt ist bis zu seinem Ende schreibgeschützt.</translation>
    </message>
    <message>
        <source>Back to the run</source>
        <translation>Zurück zum Lauf</translation>
    </message>
</context>
<context>
    <name>ptq::ui::CommandPage</name>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>3 · Command</source>
        <translation>3 · Befehl</translation>
    </message>
    <message>
        <source>Check the environment, build the exact quark-cli command and estimate what it needs. Nothing runs and nothing is created before you approve.</source>
        <translation>Umgebung prüfen, den exakten quark-cli-Befehl erstellen und den Bedarf schätzen. Vor Ihrer Freigabe wird nichts ausgeführt und nichts angelegt.</translation>
    </message>
    <message>
        <source>quark-cli from PATH, or a venv / conda prefix that provides it</source>
        <translation>quark-cli aus PATH oder ein venv-/conda-Präfix, das es bereitstellt</translation>
    </message>
    <message>
        <source>An absolute folder outside the model, new or empty</source>
        <translation>Ein absoluter Ordner außerhalb des Modells, neu oder leer</translation>
    </message>
    <message>
        <source>The exact command</source>
        <translation>Der exakte Befehl</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Python environment:</source>
        <translation>Python-Umgebung:</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Output folder:</source>
        <translation>Ausgabeordner:</translation>
    </message>
    <message>
        <source>Output folder for the quantized model</source>
        <translation>Ausgabeordner für das quantisierte Modell</translation>
    </message>
    <message>
        <source>Shall I run this exact command?</source>
        <translation>Soll ich genau diesen Befehl ausführen?</translation>
    </message>
    <message>
        <source>Checking the environment (Python, PyTorch, amd-quark, GPUs)…</source>
        <translation>Umgebung wird geprüft (Python, PyTorch, amd-quark, GPUs)…</translation>
    </message>
    <message>
        <source>quark-cli will create %1 after approval.</source>
        <translation>quark-cli legt %1 nach der Freigabe an.</translation>
    </message>
    <message>
        <source>Blocking:</source>
        <translation>Blockierend:</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <source>The environment is ready for this plan.</source>
        <translation>Die Umgebung ist für diesen Plan bereit.</translation>
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
        <translation> (ROCm/HIP %1)</translation>
    </message>
    <message>
        <source> (CUDA %1)</source>
        <translation> (CUDA %1)</translation>
    </message>
    <message>
        <source>amd-quark · transformers · datasets · accelerate</source>
        <translation>amd-quark · transformers · datasets · accelerate</translation>
    </message>
    <message>
        <source> (other processes hold %1 GiB)</source>
        <translation> (andere Prozesse belegen %1 GiB)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Driver · kernel · container</source>
        <translation>Treiber · Kernel · Container</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <source>none of the run-relevant variables are set</source>
        <translation>keine der für den Lauf relevanten Variablen ist gesetzt</translation>
    </message>
    <message>
        <source>Remote code:</source>
        <translation>Remote-Code:</translation>
    </message>
    <message>
        <source>refused (--no_trust_remote_code)</source>
        <translation>abgelehnt (--no_trust_remote_code)</translation>
    </message>
    <message>
        <source>Expected in %1:</source>
        <translation>Erwartet in %1:</translation>
    </message>
    <message>
        <source>config.json with a quantization_config (quant_method quark), model.safetensors or model-0000k-of-0000N.safetensors with model.safetensors.index.json, generation_config.json when the model has one, and the tokenizer files.</source>
        <translation>config.json mit einer quantization_config (quant_method quark), model.safetensors oder model-0000k-of-0000N.safetensors mit model.safetensors.index.json, generation_config.json, falls das Modell eine hat, und die Tokenizer-Dateien.</translation>
    </message>
    <message>
        <source>Building the command…</source>
        <translation>Befehl wird erstellt…</translation>
    </message>
    <message>
        <source>Approved at %1 for this exact command (token %2…). Next runs it.</source>
        <translation>Freigegeben am %1 für genau diesen Befehl (Token %2…). „Weiter“ führt ihn aus.</translation>
    </message>
    <message>
        <source>Cannot be approved yet:</source>
        <translation>Kann noch nicht freigegeben werden:</translation>
    </message>
    <message>
        <source>Nothing has been downloaded, created or run. Read the command, then approve it.</source>
        <translation>Es wurde nichts heruntergeladen, angelegt oder ausgeführt. Lesen Sie den Befehl und geben Sie ihn dann frei.</translation>
    </message>
    <message>
        <source>This command is running now. It stays as approved until the run ends.</source>
        <translation>Dieser Befehl läuft gerade. Er bleibt freigegeben, bis der Lauf endet.</translation>
    </message>
    <message>
        <source>Nothing new is created or run before you approve. Read the command, then approve it.</source>
        <translation>Vor Ihrer Freigabe wird nichts Neues angelegt oder ausgeführt. Lesen Sie den Befehl und geben Sie ihn dann frei.</translation>
    </message>
    <message>
        <source>The environment was checked when the command was approved; it is checked again after the run.</source>
        <translation>Die Umgebung wurde bei der Freigabe des Befehls geprüft; nach dem Lauf wird sie erneut geprüft.</translation>
    </message>
    <message>
        <source>Approved at %1 for this exact command (token %2…). It has not run: Next leads to page 4, where Run now starts it.</source>
        <translation>Freigegeben am %1 für genau diesen Befehl (Token %2…). Er ist noch nicht gelaufen: Weiter führt zu Seite 4, wo „Jetzt ausführen“ ihn startet.</translation>
    </message>
    <message>
        <source>Python, PyTorch and the packages are as the last check found them: nothing was installed, removed or upgraded in this environment since. The GPUs were asked just now. Check again asks Python again.</source>
        <translation>Python, PyTorch und die Pakete sind so, wie die letzte Prüfung sie vorgefunden hat: In dieser Umgebung wurde seitdem nichts installiert, entfernt oder aktualisiert. Die GPUs wurden gerade eben abgefragt. „Erneut prüfen“ fragt Python noch einmal.</translation>
    </message>
    <message>
        <source>source not recorded</source>
        <translation>Quelle nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>laut %1</translation>
    </message>
    <message>
        <source> — %1 of %2 GiB free (%3)</source>
        <translation> — %1 von %2 GiB frei (%3)</translation>
    </message>
    <message>
        <source> — %1 GiB (%2)</source>
        <translation> — %1 GiB (%2)</translation>
    </message>
    <message>
        <source> — memory unknown: %1</source>
        <translation> — Speicher unbekannt: %1</translation>
    </message>
    <message>
        <source>no source reported it</source>
        <translation>keine Quelle hat ihn gemeldet</translation>
    </message>
    <message>
        <source>none detected: %1</source>
        <translation>keine erkannt: %1</translation>
    </message>
    <message>
        <source>GPU memory:</source>
        <translation>GPU-Speicher:</translation>
    </message>
    <message>
        <source>download %1 into the Hugging Face cache</source>
        <translation>%1 in den Hugging-Face-Cache herunterladen</translation>
    </message>
    <message>
        <source>Run time: %1</source>
        <translation>Dauer: %1</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <source>Choose the venv or conda prefix where amd-quark is installed</source>
        <translation>Wählen Sie das venv- oder conda-Präfix, in dem amd-quark installiert ist</translation>
    </message>
    <message>
        <source>Python environment (venv or conda prefix)</source>
        <translation>Python-Umgebung (venv- oder conda-Präfix)</translation>
    </message>
    <message>
        <source>Set up Quark for me…</source>
        <translation>Quark für mich einrichten…</translation>
    </message>
    <message>
        <source>Make a Python environment with PyTorch, AMD Quark and quark-cli for this machine. The exact commands are shown for approval before anything is installed.</source>
        <translation>Eine Python-Umgebung mit PyTorch, AMD Quark und quark-cli für diese Maschine anlegen. Die genauen Befehle werden zur Freigabe angezeigt, bevor etwas installiert wird.</translation>
    </message>
    <message>
        <source>Datasets and model</source>
        <translation>Datensätze und Modell</translation>
    </message>
    <message>
        <source>Managed</source>
        <translation>Verwaltet</translation>
    </message>
    <message>
        <source>The Python environments PTQ Studio set up on this machine</source>
        <translation>Die Python-Umgebungen, die PTQ Studio auf dieser Maschine eingerichtet hat</translation>
    </message>
    <message>
        <source>Managed Python environments</source>
        <translation>Verwaltete Python-Umgebungen</translation>
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
        <translation>%1 — wird eingerichtet</translation>
    </message>
    <message>
        <source>%1 — broken: repair it with ptq-studio env repair %1, or remove it</source>
        <translation>%1 — defekt: Reparieren Sie sie mit ptq-studio env repair %1, oder entfernen Sie sie</translation>
    </message>
    <message>
        <source>Set up a new environment…</source>
        <translation>Neue Umgebung einrichten…</translation>
    </message>
    <message>
        <source>Runs on:</source>
        <translation>Läuft auf:</translation>
    </message>
    <message>
        <source>Where the command runs</source>
        <translation>Wo der Befehl läuft</translation>
    </message>
    <message>
        <source>This machine, or a remote target from Settings → Remote targets: an SSH host, or a Slurm cluster reached through its login node</source>
        <translation>Diese Maschine oder ein entferntes Ziel aus Einstellungen → Entfernte Ziele: ein SSH-Host oder ein Slurm-Cluster, erreicht über seinen Login-Knoten</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Diese Maschine</translation>
    </message>
    <message>
        <source>Check target</source>
        <translation>Ziel prüfen</translation>
    </message>
    <message>
        <source>Connect over SSH and look (read-only): quark-cli and its --help, GPUs, free disk, the model and output folders there; for Slurm the partition and its time limit</source>
        <translation>Über SSH verbinden und nachsehen (nur lesend): quark-cli und seine --help, GPUs, freier Speicherplatz, Modell- und Ausgabeordner dort; bei Slurm die Partition und ihr Zeitlimit</translation>
    </message>
    <message>
        <source>Targets…</source>
        <translation>Ziele…</translation>
    </message>
    <message>
        <source>Add or change the remote targets (targets.json)</source>
        <translation>Entfernte Ziele hinzufügen oder ändern (targets.json)</translation>
    </message>
    <message>
        <source>Python environment</source>
        <translation>Python-Umgebung</translation>
    </message>
    <message>
        <source>The exact script the target runs</source>
        <translation>Das exakte Skript, das das Ziel ausführt</translation>
    </message>
    <message>
        <source>%1 — Slurm cluster via %2</source>
        <translation>%1 — Slurm-Cluster über %2</translation>
    </message>
    <message>
        <source>%1 — SSH host %2</source>
        <translation>%1 — SSH-Host %2</translation>
    </message>
    <message>
        <source>An absolute folder on %1, new or empty</source>
        <translation>Ein absoluter Ordner auf %1, neu oder leer</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <source>a Slurm cluster; jobs are submitted through its login node %1</source>
        <translation>ein Slurm-Cluster; Jobs werden über seinen Login-Knoten %1 übermittelt</translation>
    </message>
    <message>
        <source>an SSH host, %1</source>
        <translation>ein SSH-Host, %1</translation>
    </message>
    <message>
        <source>The target is ready for this plan.</source>
        <translation>Das Ziel ist für diesen Plan bereit.</translation>
    </message>
    <message>
        <source>quark-cli there</source>
        <translation>quark-cli dort</translation>
    </message>
    <message>
        <source>Remote workspace</source>
        <translation>Entfernter Arbeitsbereich</translation>
    </message>
    <message>
        <source>HF_HOME there</source>
        <translation>HF_HOME dort</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>Partition %1</translation>
    </message>
    <message>
        <source>(the default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>account %1</source>
        <translation>Konto %1</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>the partition&apos;s time limit</source>
        <translation>Zeitlimit der Partition</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n CPU</numerusform>
            <numerusform>%n CPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>Arbeitsspeicher %1</translation>
    </message>
    <message>
        <source>Slurm job</source>
        <translation>Slurm-Job</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>not yet: press Check target</source>
        <translation>noch nicht: Klicken Sie auf „Ziel prüfen“</translation>
    </message>
    <message>
        <source>quark-cli will create %1 on %2 after approval.</source>
        <translation>quark-cli legt %1 nach der Freigabe auf %2 an.</translation>
    </message>
    <message>
        <source>Script handed to %1 (%2): %3, in %4 — part of what you approve:</source>
        <translation>Skript für %1 (%2): %3, in %4 – Teil dessen, was Sie freigeben:</translation>
    </message>
    <message numerus="yes">
        <source>Not ready: %n problem(s) below must be fixed before the command can be approved.</source>
        <translation>
            <numerusform>Nicht bereit: %n Problem unten muss behoben werden, bevor der Befehl freigegeben werden kann.</numerusform>
            <numerusform>Nicht bereit: %n Probleme unten müssen behoben werden, bevor der Befehl freigegeben werden kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>The target is ready for this plan; read the warnings below.</source>
        <translation>Das Ziel ist für diesen Plan bereit; lesen Sie die Warnungen unten.</translation>
    </message>
    <message>
        <source>Run it on a remote target…</source>
        <translation>Auf einem entfernten Ziel ausführen…</translation>
    </message>
    <message>
        <source>This machine has no GPU that PyTorch sees, and this plan cannot run without one: choose an SSH host or a Slurm cluster with a GPU under Runs on (or add one).</source>
        <translation>Diese Maschine hat keine GPU, die PyTorch sieht, und dieser Plan läuft nicht ohne eine: Wählen Sie unter „Läuft auf“ einen SSH-Host oder einen Slurm-Cluster mit GPU (oder fügen Sie einen hinzu).</translation>
    </message>
    <message>
        <source>Drag to share the height between the environment and the command</source>
        <translation>Ziehen, um die Höhe zwischen Umgebung und Befehl aufzuteilen</translation>
    </message>
    <message>
        <source>Checking %1 (Python, PyTorch, amd-quark, GPUs)…</source>
        <translation>%1 wird geprüft (Python, PyTorch, amd-quark, GPUs)…</translation>
    </message>
    <message>
        <source>But this run cannot start here: quark-cli needs a GPU that PyTorch sees to place the model (see Environment). Run it on a remote target.</source>
        <translation>Dieser Lauf kann hier aber nicht starten: quark-cli braucht eine GPU, die PyTorch sieht, um das Modell zu verteilen (siehe Umgebung). Führen Sie ihn auf einem entfernten Ziel aus.</translation>
    </message>
    <message>
        <source>Host RAM about %1 · %2 · output about %3</source>
        <translation>Arbeitsspeicher etwa %1 · %2 · Ausgabe etwa %3</translation>
    </message>
    <message>
        <source>the original model&apos;s perplexity on the same data (the accuracy verdict)</source>
        <translation>die Perplexität des ursprünglichen Modells auf denselben Daten (das Genauigkeitsurteil)</translation>
    </message>
    <message>
        <source>a load check of the export with transformers</source>
        <translation>eine Ladeprüfung des Exports mit transformers</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>After the export: the accuracy verdict and the load check run only for runs on this machine in this version; on a target, run them there with the lm_eval command page 4 gives.</source>
        <translation>Nach dem Export: Das Genauigkeitsurteil und die Ladeprüfung laufen in dieser Version nur bei Läufen auf diesem Rechner; auf einem Ziel führen Sie sie dort mit dem lm_eval-Befehl aus, den Seite 4 angibt.</translation>
    </message>
    <message>
        <source>The plan asks for no evaluation: choose one at Checkpoint 2 to get an accuracy verdict.</source>
        <translation>Der Plan sieht keine Evaluierung vor: Wählen Sie bei Checkpoint 2 eine, um ein Genauigkeitsurteil zu erhalten.</translation>
    </message>
    <message>
        <source>The export checks run only for runs on this machine in this version.</source>
        <translation>Die Exportprüfungen laufen in dieser Version nur bei Läufen auf diesem Rechner.</translation>
    </message>
    <message>
        <source>Loads the original model once more and measures its perplexity with quark-cli&apos;s own routine; cached for the next plan of this model.</source>
        <translation>Lädt das ursprüngliche Modell noch einmal und misst seine Perplexität mit der eigenen Routine von quark-cli; für den nächsten Plan dieses Modells zwischengespeichert.</translation>
    </message>
    <message>
        <source>Loads the export as its users will, names missing or unexpected weights and compares one forward pass with the original&apos;s. A failed load check means the result cannot be accepted as complete.</source>
        <translation>Lädt den Export so, wie seine Nutzer ihn laden werden, nennt fehlende oder unerwartete Gewichte und vergleicht einen Forward-Pass mit dem des Originals. Eine fehlgeschlagene Ladeprüfung bedeutet, dass das Ergebnis nicht als vollständig angenommen werden kann.</translation>
    </message>
    <message>
        <source>After the export: %1 — about %2 more, one model in memory at a time (%3 of weights, plus PyTorch&apos;s own); a baseline measured before for this model and data is taken from the cache instead.</source>
        <translation>Nach dem Export: %1 — etwa %2 mehr, immer nur ein Modell im Speicher (%3 Gewichte, dazu der Bedarf von PyTorch); eine zuvor für dieses Modell und diese Daten gemessene Baseline wird stattdessen aus dem Cache genommen.</translation>
    </message>
    <message>
        <source>a minute</source>
        <translation>eine Minute</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 Minuten</translation>
    </message>
    <message>
        <source>After the export:</source>
        <translation>Nach dem Export:</translation>
    </message>
    <message>
        <source>Original&apos;s &amp;perplexity</source>
        <translation>&amp;Perplexität des Originals</translation>
    </message>
    <message>
        <source>After the export, measure the original model&apos;s perplexity on the same data (the accuracy verdict)</source>
        <translation>Nach dem Export die Perplexität des Originalmodells auf denselben Daten messen (das Genauigkeitsurteil)</translation>
    </message>
    <message>
        <source>&amp;Load check</source>
        <translation>&amp;Ladeprüfung</translation>
    </message>
    <message>
        <source>After the export, load it with transformers and compare it with the original (the load check)</source>
        <translation>Nach dem Export ihn mit transformers laden und mit dem Original vergleichen (die Ladeprüfung)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The execution gate.&lt;/b&gt; Tick it once you have read the exact command, the output folder and the estimate. It only unlocks the approve button; nothing runs. Any change to the command afterwards (a flag, the folder, the environment, the target) clears it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Ausführungsfreigabe.&lt;/b&gt; Kreuzen Sie das Kästchen an, sobald Sie den genauen Befehl, den Ausgabeordner und die Schätzung gelesen haben. Es entsperrt nur die Freigabe-Schaltfläche; nichts wird ausgeführt. Jede spätere Änderung am Befehl (ein Flag, der Ordner, die Umgebung, das Ziel) setzt es zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Approves this exact command and records the approval in run_manifest.yaml; page 4 then starts it. From here quark-cli downloads the weights it needs, creates the output folder and quantizes — nothing of this happens before. Any change to the command after the approval voids it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gibt genau diesen Befehl frei und vermerkt die Freigabe in run_manifest.yaml; Seite 4 startet ihn dann. Erst ab hier lädt quark-cli die benötigten Gewichte herunter, legt den Ausgabeordner an und quantisiert — nichts davon geschieht vorher. Jede Änderung am Befehl nach der Freigabe macht sie ungültig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Where quark-cli writes the quantized model: an absolute folder, new or empty, outside the model. It is created only when the approved run starts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wohin quark-cli das quantisierte Modell schreibt: ein absoluter Ordner, neu oder leer, außerhalb des Modells. Er wird erst angelegt, wenn der freigegebene Lauf startet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Python environment whose quark-cli runs the command (a venv or conda prefix), or empty for quark-cli on PATH. Changing it changes the command, so an approval is void.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Python-Umgebung, deren quark-cli den Befehl ausführt (ein venv- oder conda-Präfix), oder leer für das quark-cli im PATH. Eine Änderung ändert den Befehl, eine Freigabe wird also ungültig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Where the approved command runs: this machine, an SSH host or a Slurm cluster. The approval binds the target (and for Slurm its batch script): choosing another one needs a new approval.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wo der freigegebene Befehl läuft: auf diesem Rechner, einem SSH-Host oder einem Slurm-Cluster. Die Freigabe bindet das Ziel (und bei Slurm sein Batch-Skript): Ein anderes zu wählen braucht eine neue Freigabe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the export, measures the original model&apos;s perplexity on the same data so that the quantized one can be judged (the accuracy verdict). It is approved with the command and runs after it, in the same environment: more time and GPU memory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Misst nach dem Export die Perplexität des ursprünglichen Modells auf denselben Daten, damit sich das quantisierte beurteilen lässt (das Genauigkeitsurteil). Sie wird mit dem Befehl freigegeben und läuft danach in derselben Umgebung: mehr Zeit und GPU-Speicher.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the export, loads it with transformers and compares its output with the original&apos;s (the load check). Approved with the command; it runs after quark-cli.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lädt den Export danach mit transformers und vergleicht seine Ausgabe mit der des Originals (die Ladeprüfung). Mit dem Befehl freigegeben; sie läuft nach quark-cli.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>accepted — the model repository&apos;s Python code will run</source>
        <translation>erlaubt — der Python-Code des Modell-Repositorys wird ausgeführt</translation>
    </message>
    <message>
        <source>Still looking at the output folder %1; the command is built when it answers.</source>
        <translation>Der Ausgabeordner %1 wird noch geprüft; der Befehl wird erstellt, sobald er antwortet.</translation>
    </message>
    <message>
        <source>&amp;Yes, run this exact command</source>
        <translation>&amp;Ja, genau diesen Befehl ausführen</translation>
    </message>
    <message>
        <source>That run&apos;s output folder: %1</source>
        <translation>Ausgabeordner dieses Laufs: %1</translation>
    </message>
    <message>
        <source>Still checking the Python environment and asking quark-cli what it accepts; approval waits for both answers, which may change the command.</source>
        <translation>Die Python-Umgebung wird noch geprüft, und quark-cli wird noch gefragt, was es annimmt; die Freigabe wartet auf beide Antworten, die den Befehl noch ändern können.</translation>
    </message>
    <message>
        <source>Still checking the Python environment; approval waits for its answer, which may change the command.</source>
        <translation>Die Python-Umgebung wird noch geprüft; die Freigabe wartet auf ihre Antwort, die den Befehl noch ändern kann.</translation>
    </message>
    <message>
        <source>Still asking quark-cli what it accepts (its --help and Python API: it loads PyTorch first, which can take a minute); approval waits for its answer, which may change the command.</source>
        <translation>quark-cli wird noch gefragt, was es annimmt (seine --help und Python-API: es lädt zuerst PyTorch, was eine Minute dauern kann); die Freigabe wartet auf seine Antwort, die den Befehl noch ändern kann.</translation>
    </message>
    <message>
        <source>no model download (the datasets: see Environment)</source>
        <translation>kein Modell-Download (die Datensätze: siehe Umgebung)</translation>
    </message>
    <message>
        <source>I have &amp;checked the command, the destination and the estimate</source>
        <translation>Ich habe Befehl, Ziel und Schätzung &amp;geprüft</translation>
    </message>
    <message>
        <source>Prepare &amp;another run</source>
        <translation>Neuen Lauf &amp;vorbereiten</translation>
    </message>
    <message>
        <source>Builds the command again for the next run, in a new output folder when that run wrote into its folder; it needs a new approval. The used approval stays recorded.</source>
        <translation>Erstellt den Befehl für den nächsten Lauf neu, in einem neuen Ausgabeordner, wenn der Lauf in seinen Ordner geschrieben hat; er braucht eine neue Freigabe. Die verwendete Freigabe bleibt aufgezeichnet.</translation>
    </message>
    <message>
        <source>This approval was used by its run (%1). To run again, press Prepare another run: the next command writes to %2 and needs a new approval.</source>
        <translation>Diese Freigabe wurde von ihrem Lauf verwendet (%1). Für einen weiteren Lauf drücken Sie „Neuen Lauf vorbereiten“: Der nächste Befehl schreibt nach %2 und braucht eine neue Freigabe.</translation>
    </message>
    <message>
        <source>Prepare another run</source>
        <translation>Neuen Lauf vorbereiten</translation>
    </message>
    <message>
        <source>The last run&apos;s result is not accepted yet. Once the next command is built, it can no longer be accepted on page 4 (it stays in File → Run History). Prepare another run anyway?</source>
        <translation>Das Ergebnis des letzten Laufs ist noch nicht angenommen. Sobald der nächste Befehl erstellt ist, kann es auf Seite 4 nicht mehr angenommen werden (es bleibt unter Datei → Laufverlauf). Trotzdem einen neuen Lauf vorbereiten?</translation>
    </message>
    <message>
        <source>This approval was used by its run (%1). To run again, choose another output folder: the command is built anew and needs a new approval.</source>
        <translation>Diese Freigabe wurde von ihrem Lauf verwendet (%1). Für einen weiteren Lauf wählen Sie einen anderen Ausgabeordner: Der Befehl wird neu erstellt und braucht eine neue Freigabe.</translation>
    </message>
    <message>
        <source>The running command&apos;s output folder: %1</source>
        <translation>Ausgabeordner des laufenden Befehls: %1</translation>
    </message>
    <message>
        <source>Its result is not accepted yet: accept it on page 4 first.</source>
        <translation>Sein Ergebnis ist noch nicht angenommen: Nehmen Sie es zuerst auf Seite 4 an.</translation>
    </message>
    <message>
        <source>You chose the Quark environment %1 for the next run.</source>
        <translation>Sie haben die Quark-Umgebung %1 für den nächsten Lauf gewählt.</translation>
    </message>
    <message>
        <source>You declined its result: the next command replaces its record (the run stays in File → Run History).</source>
        <translation>Sie haben sein Ergebnis abgelehnt: Der nächste Befehl ersetzt seinen Eintrag (der Lauf bleibt in Datei → Laufverlauf).</translation>
    </message>
    <message>
        <source>Keep the last run</source>
        <translation>Den letzten Lauf behalten</translation>
    </message>
    <message>
        <source>The earlier approval was used by its run (%1). Each approval runs its command once: the command shown runs only with an approval of its own.</source>
        <translation>Die frühere Freigabe wurde von ihrem Lauf verwendet (%1). Jede Freigabe führt ihren Befehl einmal aus: Der angezeigte Befehl läuft nur mit einer eigenen Freigabe.</translation>
    </message>
    <message>
        <source>The earlier approval was used by its run (%1, %2). Each approval runs its command once: the command shown runs only with an approval of its own.</source>
        <translation>Die frühere Freigabe wurde von ihrem Lauf verwendet (%1, %2). Jede Freigabe führt ihren Befehl einmal aus: Der angezeigte Befehl läuft nur mit einer eigenen Freigabe.</translation>
    </message>
    <message>
        <source>The last run ran out of GPU memory. This estimate cannot see everything a run holds: where it says the command fits, keep room to spare; that run&apos;s diagnosis (File → Run History) says what to reduce.</source>
        <translation>Dem letzten Lauf ist der GPU-Speicher ausgegangen. Diese Schätzung sieht nicht alles, was ein Lauf belegt: Wo sie sagt, dass der Befehl passt, lassen Sie Reserve; die Diagnose dieses Laufs (Datei → Laufverlauf) nennt, was zu verringern ist.</translation>
    </message>
    <message>
        <source>The last run ran out of GPU memory during %1. This estimate cannot see everything a run holds: where it says the command fits, keep room to spare; that run&apos;s diagnosis (File → Run History) says what to reduce.</source>
        <translation>Dem letzten Lauf ist während %1 der GPU-Speicher ausgegangen. Diese Schätzung sieht nicht alles, was ein Lauf belegt: Wo sie sagt, dass der Befehl passt, lassen Sie Reserve; die Diagnose dieses Laufs (Datei → Laufverlauf) nennt, was zu verringern ist.</translation>
    </message>
</context>
<context>
    <name>ptq::ui::CompareModel</name>
    <message>
        <source>%1
not in this file</source>
        <translation>%1
nicht in dieser Datei</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
</context>
<context>
    <name>ptq::ui::CompareWindow</name>
    <message>
        <source>&amp;Differences only</source>
        <translation>Nur &amp;Unterschiede</translation>
    </message>
    <message>
        <source>&amp;Export as Markdown…</source>
        <translation>Als Markdown &amp;exportieren…</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Open &amp;Left…</source>
        <translation>&amp;Links öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Right…</source>
        <translation>&amp;Rechts öffnen…</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>Datei %1</translation>
    </message>
    <message>
        <source>Summary of the differences</source>
        <translation>Zusammenfassung der Unterschiede</translation>
    </message>
    <message>
        <source>Hide the lines that are the same in both files</source>
        <translation>Zeilen ausblenden, die in beiden Dateien gleich sind</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;background: rgba(235,170,0,0.45)&apos;&gt;&amp;nbsp;changed&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(40,170,70,0.45)&apos;&gt;&amp;nbsp;added&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(220,50,50,0.45)&apos;&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;background: rgba(235,170,0,0.45)&apos;&gt;&amp;nbsp;geändert&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(40,170,70,0.45)&apos;&gt;&amp;nbsp;hinzugefügt&amp;nbsp;&lt;/span&gt; &lt;span style=&apos;background: rgba(220,50,50,0.45)&apos;&gt;&amp;nbsp;entfernt&amp;nbsp;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Export the comparison as Markdown</source>
        <translation>Den Vergleich als Markdown exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>%1 file, aligned with the other</source>
        <translation>Datei %1, an der anderen ausgerichtet</translation>
    </message>
    <message>
        <source>Open two artifacts of one kind — analyses, plans or manifests, from PTQ Studio or the upstream workflow — or drop them here.</source>
        <translation>Öffnen Sie zwei Artefakte derselben Art – Analysen, Pläne oder Manifeste, aus PTQ Studio oder dem Upstream-Workflow – oder ziehen Sie sie hierher.</translation>
    </message>
    <message>
        <source>Open the left artifact</source>
        <translation>Linkes Artefakt öffnen</translation>
    </message>
    <message>
        <source>Open the right artifact</source>
        <translation>Rechtes Artefakt öffnen</translation>
    </message>
    <message>
        <source>Artifacts (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Artefakte (*.json *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&lt;i&gt;no file&lt;/i&gt;</source>
        <translation>&lt;i&gt;keine Datei&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <source>Nothing to compare.</source>
        <translation>Nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Differences by what they are about</source>
        <translation>Unterschiede nach Thema</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The two files are identical.</source>
        <translation>Die beiden Dateien sind identisch.</translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation>Keine Unterschiede.</translation>
    </message>
    <message>
        <source>Compare artifacts</source>
        <translation>Artefakte vergleichen</translation>
    </message>
    <message>
        <source>Closes this window (Escape, %1).</source>
        <translation>Schließt dieses Fenster (Escape, %1).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&lt;i&gt;Open a second artifact here to compare it with this one.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Öffnen Sie hier ein zweites Artefakt, um es mit diesem zu vergleichen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Ansicht: %1</translation>
    </message>
    <message>
        <source>%1, read-only: every field of this one file. Nothing here changes it.</source>
        <translation>%1, schreibgeschützt: jedes Feld dieser einen Datei. Nichts hier ändert sie.</translation>
    </message>
    <message>
        <source>One file: nothing to compare it with yet.</source>
        <translation>Eine Datei: noch nichts, womit sie sich vergleichen ließe.</translation>
    </message>
</context>
<context>
    <name>ptq::ui::Dialogs</name>
    <message>
        <source>The folder %1 cannot be made: %2 does not exist. Choose a folder that exists, then type the new folder&apos;s name.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: %2 existiert nicht. Wählen Sie einen vorhandenen Ordner und geben Sie dann den Namen des neuen Ordners ein.</translation>
    </message>
    <message>
        <source>The folder %1 could not be made: %2.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden: %2.</translation>
    </message>
    <message>
        <source>Folder (an existing one, or a new name):</source>
        <translation>Ordner (ein vorhandener oder ein neuer Name):</translation>
    </message>
</context>
<context>
    <name>ptq::ui::EnvSetupDialog</name>
    <message>
        <source>Set up Quark</source>
        <translation>Quark einrichten</translation>
    </message>
    <message>
        <source>Set up a Quark environment</source>
        <translation>Eine Quark-Umgebung einrichten</translation>
    </message>
    <message>
        <source>PTQ Studio makes a separate Python environment with PyTorch, AMD Quark and quark-cli, using the commands below. Nothing outside its folder is changed, and nothing runs before you choose Set up.</source>
        <translation>PTQ Studio legt mit den unten stehenden Befehlen eine eigene Python-Umgebung mit PyTorch, AMD Quark und quark-cli an. Außerhalb ihres Ordners wird nichts verändert, und nichts läuft, bevor Sie „Einrichten“ wählen.</translation>
    </message>
    <message>
        <source>&amp;Folder of the new environment:</source>
        <translation>&amp;Ordner der neuen Umgebung:</translation>
    </message>
    <message>
        <source>Folder of the new environment</source>
        <translation>Ordner der neuen Umgebung</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose another folder</source>
        <translation>Anderen Ordner wählen</translation>
    </message>
    <message>
        <source>Choose another folder for the environment; the commands are worked out again.</source>
        <translation>Einen anderen Ordner für die Umgebung wählen; die Befehle werden neu ermittelt.</translation>
    </message>
    <message>
        <source>PyTorch build</source>
        <translation>PyTorch-Build</translation>
    </message>
    <message>
        <source>Where the packages come from</source>
        <translation>Herkunft der Pakete</translation>
    </message>
    <message>
        <source>Notes on the packages</source>
        <translation>Hinweise zu den Paketen</translation>
    </message>
    <message>
        <source>Estimated download</source>
        <translation>Geschätzter Download</translation>
    </message>
    <message>
        <source>The exact &amp;commands, in order:</source>
        <translation>Die genauen &amp;Befehle, in Reihenfolge:</translation>
    </message>
    <message>
        <source>The exact commands</source>
        <translation>Die genauen Befehle</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the commands</source>
        <translation>Befehle kopieren</translation>
    </message>
    <message>
        <source>Why the setup cannot start</source>
        <translation>Warum die Einrichtung nicht starten kann</translation>
    </message>
    <message>
        <source>Run these exact commands?</source>
        <translation>Genau diese Befehle ausführen?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Einrichten</translation>
    </message>
    <message>
        <source>Set up: run these exact commands</source>
        <translation>Einrichten: genau diese Befehle ausführen</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <source>Setting up the Quark environment</source>
        <translation>Quark-Umgebung wird eingerichtet</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktueller Schritt</translation>
    </message>
    <message>
        <source>What pip is doing</source>
        <translation>Was pip gerade tut</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Verstrichene Zeit</translation>
    </message>
    <message>
        <source>Stall warning</source>
        <translation>Warnung bei Stillstand</translation>
    </message>
    <message>
        <source>Steps of the setup</source>
        <translation>Schritte der Einrichtung</translation>
    </message>
    <message>
        <source>Cancel setup</source>
        <translation>Einrichtung abbrechen</translation>
    </message>
    <message>
        <source>Stops pip and removes the half-made environment.</source>
        <translation>Stoppt pip und entfernt die halb fertige Umgebung.</translation>
    </message>
    <message>
        <source>How the setup ended</source>
        <translation>Wie die Einrichtung endete</translation>
    </message>
    <message>
        <source>Details of the result</source>
        <translation>Details zum Ergebnis</translation>
    </message>
    <message>
        <source>Where the full log is</source>
        <translation>Ort des vollständigen Protokolls</translation>
    </message>
    <message>
        <source>Open log</source>
        <translation>Protokoll öffnen</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Pfad kopieren</translation>
    </message>
    <message>
        <source>Copy the log&apos;s path</source>
        <translation>Pfad des Protokolls kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Shows the commands again; they run after you approve them.</source>
        <translation>Zeigt die Befehle erneut an; sie laufen, nachdem Sie sie freigegeben haben.</translation>
    </message>
    <message>
        <source>Use this environment</source>
        <translation>Diese Umgebung verwenden</translation>
    </message>
    <message>
        <source>No program could open %1. Copy path puts it on the clipboard.</source>
        <translation>Kein Programm konnte %1 öffnen. „Pfad kopieren“ legt den Pfad in die Zwischenablage.</translation>
    </message>
    <message>
        <source>The log&apos;s path is on the clipboard.</source>
        <translation>Der Pfad des Protokolls ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>nothing to download</source>
        <translation>nichts herunterzuladen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>about %1 (±%2 %)</source>
        <translation>etwa %1 (±%2 %)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>PyTorch %1 for CUDA %2</source>
        <translation>PyTorch %1 für CUDA %2</translation>
    </message>
    <message>
        <source>PyTorch %1 for ROCm %2</source>
        <translation>PyTorch %1 für ROCm %2</translation>
    </message>
    <message>
        <source>PyTorch %1 for the CPU only (no GPU acceleration)</source>
        <translation>PyTorch %1 nur für die CPU (ohne GPU-Beschleunigung)</translation>
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
        <translation>PyPI (pypi.org) oder der Index, für den pip konfiguriert ist</translation>
    </message>
    <message>
        <source>PyTorch: from %1</source>
        <translation>PyTorch: von %1</translation>
    </message>
    <message>
        <source>Quark and the other packages: from %1</source>
        <translation>Quark und die übrigen Pakete: von %1</translation>
    </message>
    <message>
        <source>Where the packages come from:
%1</source>
        <translation>Herkunft der Pakete:
%1</translation>
    </message>
    <message>
        <source>Download: %1</source>
        <translation>Download: %1</translation>
    </message>
    <message>
        <source># Step %1 of %2: %3</source>
        <translation># Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>There are no commands to run yet.</source>
        <translation>Es gibt noch keine Befehle zum Ausführen.</translation>
    </message>
    <message>
        <source>The setup cannot start:
%1</source>
        <translation>Die Einrichtung kann nicht starten:
%1</translation>
    </message>
    <message>
        <source>Working out the commands for the new folder…</source>
        <translation>Befehle für den neuen Ordner werden ermittelt…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>%1  %2. %3</source>
        <translation>%1  %2. %3</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done.</source>
        <translation>
            <numerusform>%n Schritt erledigt.</numerusform>
            <numerusform>Alle %n Schritte erledigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting the first step…</source>
        <translation>Erster Schritt wird gestartet…</translation>
    </message>
    <message>
        <source>Starting pip…</source>
        <translation>pip wird gestartet…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Wird ausgeführt…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Finding the packages…</source>
        <translation>Pakete werden gesucht…</translation>
    </message>
    <message>
        <source>Finding the packages: %1</source>
        <translation>Pakete werden gesucht: %1</translation>
    </message>
    <message>
        <source>Downloading %1 — %2 of %3</source>
        <translation>%1 wird heruntergeladen — %2 von %3</translation>
    </message>
    <message>
        <source>Downloading %1 (%2)</source>
        <translation>%1 wird heruntergeladen (%2)</translation>
    </message>
    <message>
        <source>Downloading %1</source>
        <translation>%1 wird heruntergeladen</translation>
    </message>
    <message>
        <source>%1, %2/s</source>
        <translation>%1, %2/s</translation>
    </message>
    <message>
        <source>Using files downloaded earlier…</source>
        <translation>Früher heruntergeladene Dateien werden verwendet…</translation>
    </message>
    <message>
        <source>Using %1, downloaded earlier</source>
        <translation>%1 (früher heruntergeladen) wird verwendet</translation>
    </message>
    <message>
        <source>Building a package from source (this can take minutes)…</source>
        <translation>Ein Paket wird aus dem Quellcode gebaut (das kann Minuten dauern)…</translation>
    </message>
    <message>
        <source>Building %1 from source (this can take minutes)…</source>
        <translation>%1 wird aus dem Quellcode gebaut (das kann Minuten dauern)…</translation>
    </message>
    <message>
        <source>Installing…</source>
        <translation>Wird installiert…</translation>
    </message>
    <message numerus="yes">
        <source>Installing %n package(s)…</source>
        <translation>
            <numerusform>%n Paket wird installiert…</numerusform>
            <numerusform>%n Pakete werden installiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: everything was already installed.</source>
        <translation>Fertig: Alles war bereits installiert.</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n package(s) installed.</source>
        <translation>
            <numerusform>Fertig: %n Paket installiert.</numerusform>
            <numerusform>Fertig: %n Pakete installiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>pip failed.</source>
        <translation>pip ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>pip failed: %1</source>
        <translation>pip ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>No output for %n min</source>
        <translation>
            <numerusform>Seit %n Minute keine Ausgabe</numerusform>
            <numerusform>Seit %n Minuten keine Ausgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>No output for %1 s</source>
        <translation>Seit %1 s keine Ausgabe</translation>
    </message>
    <message>
        <source>%1 — pip may be waiting on the network or on a slow download. If nothing changes, check the network connection; Cancel setup stops it and removes the half-made environment.</source>
        <translation>%1 — pip wartet möglicherweise auf das Netzwerk oder einen langsamen Download. Wenn sich nichts ändert, prüfen Sie die Netzwerkverbindung; „Einrichtung abbrechen“ stoppt pip und entfernt die halb fertige Umgebung.</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <translation>Verstrichen %1</translation>
    </message>
    <message>
        <source>Stop the setup?</source>
        <translation>Einrichtung stoppen?</translation>
    </message>
    <message>
        <source>Stop the setup? pip is stopped and the half-made environment is removed; nothing of it is used.</source>
        <translation>Einrichtung stoppen? pip wird gestoppt und die halb fertige Umgebung entfernt; nichts davon wird verwendet.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>Stopping pip and removing the half-made environment…</source>
        <translation>pip wird gestoppt und die halb fertige Umgebung entfernt…</translation>
    </message>
    <message>
        <source>Quark is ready</source>
        <translation>Quark ist bereit</translation>
    </message>
    <message>
        <source>The environment in %1 has:</source>
        <translation>Die Umgebung in %1 enthält:</translation>
    </message>
    <message>
        <source>The setup took %1.</source>
        <translation>Die Einrichtung hat %1 gedauert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Use this environment&lt;/b&gt;: the command page checks it again and builds the command with its quark-cli.</source>
        <translation>&lt;b&gt;Diese Umgebung verwenden&lt;/b&gt;: Die Befehlsseite prüft sie erneut und erstellt den Befehl mit ihrem quark-cli.</translation>
    </message>
    <message>
        <source>Setup failed at step %1 of %2: %3</source>
        <translation>Einrichtung in Schritt %1 von %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>Setup failed</source>
        <translation>Einrichtung fehlgeschlagen</translation>
    </message>
    <message>
        <source>The log below says what went wrong.</source>
        <translation>Das Protokoll unten zeigt, was schiefgelaufen ist.</translation>
    </message>
    <message>
        <source>The half-made environment is not used. &lt;b&gt;Try again&lt;/b&gt; shows the commands again once the cause is fixed.</source>
        <translation>Die halb fertige Umgebung wird nicht verwendet. &lt;b&gt;Erneut versuchen&lt;/b&gt; zeigt die Befehle erneut an, sobald die Ursache behoben ist.</translation>
    </message>
    <message>
        <source>Setup cancelled — nothing was installed for use; the half-made folder was removed.</source>
        <translation>Einrichtung abgebrochen — es wurde nichts zur Verwendung installiert; der halb fertige Ordner wurde entfernt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Try again&lt;/b&gt; shows the commands again; &lt;b&gt;Close&lt;/b&gt; returns without a new environment.</source>
        <translation>&lt;b&gt;Erneut versuchen&lt;/b&gt; zeigt die Befehle erneut an; &lt;b&gt;Schließen&lt;/b&gt; kehrt ohne neue Umgebung zurück.</translation>
    </message>
    <message>
        <source>Full log: %1</source>
        <translation>Vollständiges Protokoll: %1</translation>
    </message>
    <message>
        <source>Try with pip&apos;s own index</source>
        <translation>Mit dem eigenen Index von pip versuchen</translation>
    </message>
    <message>
        <source>Takes PyTorch from the index pip is configured to use (PIP_INDEX_URL, pip.conf, or PyPI) instead of the PyTorch index; the commands are shown again for approval.</source>
        <translation>Bezieht PyTorch aus dem Index, für den pip konfiguriert ist (PIP_INDEX_URL, pip.conf oder PyPI), statt aus dem PyTorch-Index; die Befehle werden erneut zur Freigabe angezeigt.</translation>
    </message>
    <message>
        <source>PyTorch %1, the build pip&apos;s own index serves</source>
        <translation>PyTorch %1, der Build, den der eigene Index von pip liefert</translation>
    </message>
    <message>
        <source>If this machine gets its packages from a mirror or from PyPI rather than from %1, &lt;b&gt;Try with pip&apos;s own index&lt;/b&gt; takes PyTorch from there (on PyPI, the build PyPI carries).</source>
        <translation>Wenn diese Maschine ihre Pakete von einem Mirror oder von PyPI statt von %1 bezieht, holt &lt;b&gt;Mit dem eigenen Index von pip versuchen&lt;/b&gt; PyTorch von dort (auf PyPI den Build, den PyPI führt).</translation>
    </message>
    <message>
        <source>Show the commands&apos; output</source>
        <translation>Ausgabe der Befehle anzeigen</translation>
    </message>
    <message>
        <source>Show or hide the commands&apos; output</source>
        <translation>Ausgabe der Befehle ein- oder ausblenden</translation>
    </message>
    <message>
        <source>The commands&apos; output</source>
        <translation>Die Ausgabe der Befehle</translation>
    </message>
    <message>
        <source>Hide the commands&apos; output</source>
        <translation>Ausgabe der Befehle ausblenden</translation>
    </message>
    <message>
        <source>Type a folder (absolute, without spaces; ~ is your home folder) or choose one with Browse…. It must not exist yet, or be empty.</source>
        <translation>Geben Sie einen Ordner ein (absolut, ohne Leerzeichen; ~ ist Ihr Home-Ordner), oder wählen Sie einen mit „Durchsuchen…“. Er darf noch nicht existieren oder muss leer sein.</translation>
    </message>
    <message>
        <source>What is wrong with the folder</source>
        <translation>Was mit dem Ordner nicht stimmt</translation>
    </message>
    <message>
        <source>What this environment will not do</source>
        <translation>Was diese Umgebung nicht leisten wird</translation>
    </message>
    <message>
        <source>All steps:</source>
        <translation>Alle Schritte:</translation>
    </message>
    <message>
        <source>Progress over all the steps</source>
        <translation>Fortschritt über alle Schritte</translation>
    </message>
    <message>
        <source>This step:</source>
        <translation>Dieser Schritt:</translation>
    </message>
    <message>
        <source>Progress of the current step</source>
        <translation>Fortschritt des aktuellen Schritts</translation>
    </message>
    <message>
        <source>Step %1 of %2 — %3 done</source>
        <translation>Schritt %1 von %2 — %3 erledigt</translation>
    </message>
    <message>
        <source>Before step 1 of %1</source>
        <translation>Vor Schritt 1 von %1</translation>
    </message>
    <message>
        <source>%1 of %2 steps done</source>
        <translation>%1 von %2 Schritten erledigt</translation>
    </message>
    <message>
        <source>Removing the failed attempt in %1…</source>
        <translation>Der fehlgeschlagene Versuch in %1 wird entfernt…</translation>
    </message>
    <message>
        <source>Deleting its files first, so that the approved commands start in an empty folder. A whole environment takes a minute or two; its log is kept.</source>
        <translation>Zuerst werden seine Dateien gelöscht, damit die freigegebenen Befehle in einem leeren Ordner beginnen. Eine ganze Umgebung dauert ein bis zwei Minuten; ihr Protokoll bleibt erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n package(s) installed, plus %1 already in place.</source>
        <translation>
            <numerusform>Fertig: %n Paket installiert, dazu %1 bereits vorhanden.</numerusform>
            <numerusform>Fertig: %n Pakete installiert, dazu %1 bereits vorhanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the setup? The failed attempt is being deleted; that finishes (it cannot be stopped halfway), then nothing else runs.</source>
        <translation>Einrichtung stoppen? Der fehlgeschlagene Versuch wird gerade gelöscht; das wird noch abgeschlossen (es lässt sich nicht mittendrin anhalten), danach läuft nichts mehr.</translation>
    </message>
    <message>
        <source>Stopping: the deletion finishes, then nothing else runs…</source>
        <translation>Wird gestoppt: Das Löschen wird abgeschlossen, danach läuft nichts mehr…</translation>
    </message>
    <message>
        <source>The command said:</source>
        <translation>Der Befehl meldete:</translation>
    </message>
    <message>
        <source>%1 said:</source>
        <translation>%1 meldete:</translation>
    </message>
    <message>
        <source>Quark environments found on this machine</source>
        <translation>Auf dieser Maschine gefundene Quark-Umgebungen</translation>
    </message>
    <message>
        <source>Back to the Quark environments already on this machine</source>
        <translation>Zurück zu den Quark-Umgebungen, die es auf dieser Maschine schon gibt</translation>
    </message>
    <message>
        <source>Working out the commands for this machine…</source>
        <translation>Befehle für diese Maschine werden ermittelt…</translation>
    </message>
    <message>
        <source>‹ Environments found (%1)</source>
        <translation>‹ Gefundene Umgebungen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Back to the %n Quark environment(s) found</source>
        <translation>
            <numerusform>Zurück zur gefundenen Quark-Umgebung (%n)</numerusform>
            <numerusform>Zurück zu den %n gefundenen Quark-Umgebungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No Quark environment was found on this machine (looked in: %1). A new one is set up with the commands below.</source>
        <translation>Auf dieser Maschine wurde keine Quark-Umgebung gefunden (gesucht in: %1). Mit den Befehlen unten wird eine neue eingerichtet.</translation>
    </message>
    <message>
        <source>Quark environments on this machine</source>
        <translation>Quark-Umgebungen auf dieser Maschine</translation>
    </message>
    <message>
        <source>What the search found</source>
        <translation>Was die Suche gefunden hat</translation>
    </message>
    <message>
        <source>&amp;Environments found:</source>
        <translation>Gefundene &amp;Umgebungen:</translation>
    </message>
    <message>
        <source>Where PTQ Studio looked</source>
        <translation>Wo PTQ Studio gesucht hat</translation>
    </message>
    <message>
        <source>Set up a new environment…</source>
        <translation>Neue Umgebung einrichten…</translation>
    </message>
    <message>
        <source>Shows the commands that make a new Python environment with PyTorch and AMD Quark; nothing runs before you approve them.</source>
        <translation>Zeigt die Befehle, die eine neue Python-Umgebung mit PyTorch und AMD Quark anlegen; nichts wird ausgeführt, bevor Sie sie freigeben.</translation>
    </message>
    <message>
        <source>Use the selected environment</source>
        <translation>Ausgewählte Umgebung verwenden</translation>
    </message>
    <message>
        <source>The command page checks it and builds the command with its quark-cli.</source>
        <translation>Die Befehlsseite prüft sie und erstellt den Befehl mit ihrem quark-cli.</translation>
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
        <translation>PyTorch %1 (%2-Build)</translation>
    </message>
    <message>
        <source>Python %1</source>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>%1; its quark-cli is the one on PATH</source>
        <translation>%1; ihr quark-cli ist das in PATH</translation>
    </message>
    <message>
        <source>Ready: quark-cli, amd-quark and PyTorch are there.</source>
        <translation>Bereit: quark-cli, amd-quark und PyTorch sind vorhanden.</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>Not usable.</source>
        <translation>Nicht nutzbar.</translation>
    </message>
    <message>
        <source>Not usable: %1.</source>
        <translation>Nicht nutzbar: %1.</translation>
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
        <translation>Quark-Umgebungen auf dieser Maschine werden gesucht…</translation>
    </message>
    <message>
        <source>No Quark environment was found on this machine. Set up a new one: PTQ Studio shows the exact commands first.</source>
        <translation>Auf dieser Maschine wurde keine Quark-Umgebung gefunden. Richten Sie eine neue ein: PTQ Studio zeigt zuerst die genauen Befehle.</translation>
    </message>
    <message numerus="yes">
        <source>PTQ Studio found %n Python environment(s) with parts of AMD Quark, but none that can be used as it is. Set up a new one, or complete one of them and look again.</source>
        <translation>
            <numerusform>PTQ Studio hat %n Python-Umgebung mit Teilen von AMD Quark gefunden, aber sie ist so nicht nutzbar. Richten Sie eine neue ein, oder vervollständigen Sie diese und suchen Sie erneut.</numerusform>
            <numerusform>PTQ Studio hat %n Python-Umgebungen mit Teilen von AMD Quark gefunden, aber keine ist so nutzbar. Richten Sie eine neue ein, oder vervollständigen Sie eine davon und suchen Sie erneut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PTQ Studio found %n environment(s) with AMD Quark on this machine. Use one, or set up a new environment.</source>
        <translation>
            <numerusform>PTQ Studio hat auf dieser Maschine %n Umgebung mit AMD Quark gefunden. Verwenden Sie sie, oder richten Sie eine neue Umgebung ein.</numerusform>
            <numerusform>PTQ Studio hat auf dieser Maschine %n Umgebungen mit AMD Quark gefunden. Verwenden Sie eine davon, oder richten Sie eine neue Umgebung ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looked in: %1.</source>
        <translation>Gesucht in: %1.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs exactly the commands shown: makes a Python environment in the folder above and installs PyTorch, AMD Quark and their dependencies into it with pip (a download of several GB). Nothing outside that folder changes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Führt genau die angezeigten Befehle aus: legt im Ordner oben eine Python-Umgebung an und installiert mit pip PyTorch, AMD Quark und ihre Abhängigkeiten hinein (ein Download von mehreren GB). Außerhalb dieses Ordners ändert sich nichts.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Closes without running anything.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schließt, ohne etwas auszuführen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stops the setup after you confirm: pip is stopped and the half-made environment is removed, so nothing of it is used.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bricht die Einrichtung nach Ihrer Bestätigung ab: pip wird beendet und die halb angelegte Umgebung entfernt, sodass nichts davon verwendet wird.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ptq::ui::FinishScreen</name>
    <message>
        <source>Where the quantized model is</source>
        <translation>Wo das quantisierte Modell liegt</translation>
    </message>
    <message>
        <source>Back to the plan of this model: choose another scheme, confirm, approve the new command. This result stays where it is.</source>
        <translation>Zurück zum Plan dieses Modells: ein anderes Schema wählen, bestätigen, den neuen Befehl freigeben. Dieses Ergebnis bleibt, wo es ist.</translation>
    </message>
    <message>
        <source>Another model, in a new workspace.</source>
        <translation>Ein anderes Modell, in einem neuen Arbeitsbereich.</translation>
    </message>
    <message>
        <source>No file manager could open %1. Copy path puts it on the clipboard.</source>
        <translation>Kein Dateimanager konnte %1 öffnen. „Pfad kopieren“ legt ihn in die Zwischenablage.</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <source>The path is on the clipboard.</source>
        <translation>Der Pfad ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>The result could not be shown</source>
        <translation>Das Ergebnis konnte nicht angezeigt werden</translation>
    </message>
    <message>
        <source>Done — the quantized model is ready</source>
        <translation>Fertig — das quantisierte Modell ist bereit</translation>
    </message>
    <message>
        <source>The run has ended</source>
        <translation>Der Lauf ist beendet</translation>
    </message>
    <message>
        <source>Model at %1</source>
        <translation>Modell unter %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n file(s)</source>
        <translation>
            <numerusform>%1 in %n Datei</numerusform>
            <numerusform>%1 in %n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>Perplexity</source>
        <translation>Perplexität</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Everything about this run is recorded in run_manifest.yaml in the workspace; File ▸ Run History compares it with other runs.</source>
        <translation>Alles über diesen Lauf ist in run_manifest.yaml im Arbeitsbereich festgehalten; Datei ▸ Laufverlauf vergleicht ihn mit anderen Läufen.</translation>
    </message>
    <message>
        <source>The folder is on %1: copy its path and open it there.</source>
        <translation>Der Ordner liegt auf %1: Kopieren Sie seinen Pfad und öffnen Sie ihn dort.</translation>
    </message>
    <message>
        <source>Model at %1 on %2 (%3)</source>
        <translation>Modell in %1 auf %2 (%3)</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>Ordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Copy path</source>
        <translation>Pfad &amp;kopieren</translation>
    </message>
    <message>
        <source>Quantize &amp;again with another scheme</source>
        <translation>Mit einem anderen Schema &amp;erneut quantisieren</translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation>&amp;Neuer Auftrag…</translation>
    </message>
    <message>
        <source>Back to the &amp;run</source>
        <translation>&amp;Zurück zum Lauf</translation>
    </message>
</context>
<context>
    <name>ptq::ui::HandoffPanel</name>
    <message>
        <source>vllm serve command</source>
        <translation>Befehl vllm serve</translation>
    </message>
    <message>
        <source>lm_eval command</source>
        <translation>Befehl lm_eval</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Run the approved export checks</source>
        <translation>Freigegebene Exportprüfungen ausführen</translation>
    </message>
    <message>
        <source>Publish to the Hub…</source>
        <translation>Auf dem Hub veröffentlichen…</translation>
    </message>
    <message>
        <source>Open README.md</source>
        <translation>README.md öffnen</translation>
    </message>
    <message>
        <source>Copy the vllm serve command</source>
        <translation>Befehl vllm serve kopieren</translation>
    </message>
    <message>
        <source>Copy the lm_eval command</source>
        <translation>Befehl lm_eval kopieren</translation>
    </message>
    <message>
        <source>Accept the result first: only an accepted export is published.</source>
        <translation>Nehmen Sie zuerst das Ergebnis an: Nur ein angenommener Export wird veröffentlicht.</translation>
    </message>
    <message>
        <source>Model card (README.md of the export)</source>
        <translation>Modellkarte (README.md des Exports)</translation>
    </message>
    <message>
        <source>The model card is written into the export once it is verified.</source>
        <translation>Die Modellkarte wird in den Export geschrieben, sobald er geprüft ist.</translation>
    </message>
    <message>
        <source>Is it still the model you quantized?</source>
        <translation>Ist es noch das Modell, das Sie quantisiert haben?</translation>
    </message>
    <message>
        <source>Serve and evaluate it</source>
        <translation>Bereitstellen und evaluieren</translation>
    </message>
    <message>
        <source>&amp;vLLM:</source>
        <translation>&amp;vLLM:</translation>
    </message>
    <message>
        <source>&amp;lm_eval:</source>
        <translation>&amp;lm_eval:</translation>
    </message>
    <message>
        <source>Model card</source>
        <translation>Modellkarte</translation>
    </message>
    <message>
        <source>accuracy not measured</source>
        <translation>Genauigkeit nicht gemessen</translation>
    </message>
    <message>
        <source>the load check has not run</source>
        <translation>die Ladeprüfung ist nicht gelaufen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; not asked — the plan&apos;s evaluation is none, so nothing was compared with the original. Choose an evaluation at Checkpoint 2 to get a verdict.</source>
        <translation>&lt;b&gt;Genauigkeit:&lt;/b&gt; nicht angefragt — die Evaluierung des Plans ist „Keine“, daher wurde nichts mit dem Original verglichen. Wählen Sie bei Checkpoint 2 eine Evaluierung, um ein Urteil zu erhalten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Genauigkeit:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>erhalten</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy %1:&lt;/b&gt; perplexity %2 quantized against %3 for the original on %4 — %5× (your threshold %6×%7).</source>
        <translation>&lt;b&gt;Genauigkeit %1:&lt;/b&gt; Perplexität %2 quantisiert gegenüber %3 beim Original auf %4 — %5× (Ihr Schwellenwert %6×%7).</translation>
    </message>
    <message>
        <source>, the priority&apos;s default</source>
        <translation>, Standard der Priorität</translation>
    </message>
    <message>
        <source>The original&apos;s perplexity was measured earlier with the same data and settings (cached).</source>
        <translation>Die Perplexität des Originals wurde früher mit denselben Daten und Einstellungen gemessen (aus dem Cache).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; not part of this run&apos;s approved command.</source>
        <translation>&lt;b&gt;Ladeprüfung:&lt;/b&gt; nicht Teil des freigegebenen Befehls dieses Laufs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check %1:&lt;/b&gt; transformers loads the export</source>
        <translation>&lt;b&gt;Ladeprüfung %1:&lt;/b&gt; transformers lädt den Export</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>; on a fixed prompt its logits match the original&apos;s with cosine %1 and the same next token at %2% of positions</source>
        <translation>; bei einem festen Prompt stimmen seine Logits mit denen des Originals mit Kosinus %1 überein, und an %2 % der Positionen ist das nächste Token dasselbe</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check %1:&lt;/b&gt; %2 This export cannot be accepted as complete.</source>
        <translation>&lt;b&gt;Ladeprüfung %1:&lt;/b&gt; %2 Dieser Export kann nicht als vollständig angenommen werden.</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; skipped — %1</source>
        <translation>&lt;b&gt;Ladeprüfung:&lt;/b&gt; übersprungen — %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; approved, not run yet.</source>
        <translation>&lt;b&gt;Ladeprüfung:&lt;/b&gt; freigegeben, noch nicht gelaufen.</translation>
    </message>
    <message>
        <source>Missing weights: %1. Unexpected weights: %2.</source>
        <translation>Fehlende Gewichte: %1. Unerwartete Gewichte: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Shown once the export is verified.</source>
        <translation>Wird angezeigt, sobald der Export geprüft ist.</translation>
    </message>
    <message>
        <source>vLLM would refuse it: %1</source>
        <translation>vLLM würde ihn ablehnen: %1</translation>
    </message>
    <message>
        <source>Nothing in the export stops vLLM from serving it on one GPU.</source>
        <translation>Nichts im Export hindert vLLM daran, ihn auf einer GPU bereitzustellen.</translation>
    </message>
    <message>
        <source>Nothing in the export stops vLLM from serving it over %1 GPUs.</source>
        <translation>Nichts im Export hindert vLLM daran, ihn über %1 GPUs bereitzustellen.</translation>
    </message>
    <message>
        <source>Upload this export to a Hugging Face repository, after you approve the exact files.</source>
        <translation>Diesen Export in ein Hugging-Face-Repository hochladen, nachdem Sie die exakten Dateien freigegeben haben.</translation>
    </message>
    <message>
        <source>Publish again…</source>
        <translation>Erneut veröffentlichen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checking the export:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Export wird geprüft:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Write the model card and the serve commands</source>
        <translation>Modellkarte und Serving-Befehle schreiben</translation>
    </message>
    <message>
        <source>Writes README.md into the export folder and records the vllm serve and lm_eval commands in run_manifest.yaml.</source>
        <translation>Schreibt README.md in den Exportordner und vermerkt die Befehle vllm serve und lm_eval in run_manifest.yaml.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Accuracy verdict.&lt;/b&gt; After the export, the original model&apos;s perplexity is measured with quark-cli&apos;s own routine on the same data, and the quantized model&apos;s is compared with it: within your threshold (a ratio set at Checkpoint 2), the accuracy is kept. The original&apos;s number is cached for the next plan of the same model.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Load check.&lt;/b&gt; The export is loaded as its users load it (transformers), its missing or unexpected weights are named, and one forward pass on a fixed prompt is compared with the original&apos;s. An export that does not load cannot be accepted as complete.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Genauigkeitsurteil.&lt;/b&gt; Nach dem Export wird die Perplexität des Originalmodells mit der eigenen Routine von quark-cli auf denselben Daten gemessen und die des quantisierten Modells damit verglichen: Liegt das Verhältnis innerhalb Ihres Schwellenwerts (festgelegt in Checkpoint 2), ist die Genauigkeit erhalten. Der Wert des Originals wird für den nächsten Plan desselben Modells zwischengespeichert.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ladeprüfung.&lt;/b&gt; Der Export wird so geladen, wie seine Nutzer ihn laden (transformers), fehlende oder unerwartete Gewichte werden genannt, und ein Vorwärtsdurchlauf mit einem festen Prompt wird mit dem des Originals verglichen. Ein Export, der sich nicht laden lässt, kann nicht als vollständig angenommen werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The exact &lt;code&gt;vllm serve&lt;/code&gt; command for the tensor-parallel size chosen at Checkpoint 2, and an &lt;code&gt;lm_eval&lt;/code&gt; command for the same model. Below them, what would make vLLM refuse this export at that size, checked on the export&apos;s own config.json.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der genaue Befehl &lt;code&gt;vllm serve&lt;/code&gt; für die in Checkpoint 2 gewählte Tensor-Parallel-Größe und ein Befehl &lt;code&gt;lm_eval&lt;/code&gt; für dasselbe Modell. Darunter, was vLLM diesen Export bei dieser Größe ablehnen ließe, geprüft an der config.json des Exports selbst.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;README.md in the export, in the Hugging Face model-card format, written from the three artifacts: the base model, the scheme, exclusions and overrides, the calibration data, the exact command, the versions, the accuracy verdict, the load check and how to serve it. &lt;b&gt;Publish to the Hub…&lt;/b&gt; uploads the accepted export after you approve the exact files.&lt;/p&gt;</source>
        <translation>&lt;p&gt;README.md im Export, im Modellkarten-Format von Hugging Face, geschrieben aus den drei Artefakten: Basismodell, Schema, Ausschlüsse und Überschreibungen, Kalibrierungsdaten, der genaue Befehl, die Versionen, das Genauigkeitsurteil, die Ladeprüfung und wie man ihn bereitstellt. &lt;b&gt;Auf den Hub veröffentlichen…&lt;/b&gt; lädt den angenommenen Export hoch, nachdem Sie die genauen Dateien freigegeben haben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <source>Serves the export with vLLM at the tensor-parallel size of the plan; copy it into a shell on the machine that serves it.</source>
        <translation>Stellt den Export mit vLLM bei der Tensor-Parallel-Größe des Plans bereit; kopieren Sie ihn in eine Shell auf dem Rechner, der ihn bereitstellt.</translation>
    </message>
    <message>
        <source>Evaluates the export with lm-evaluation-harness through vLLM on the same data as the accuracy verdict.</source>
        <translation>Evaluiert den Export mit lm-evaluation-harness über vLLM auf denselben Daten wie das Genauigkeitsurteil.</translation>
    </message>
    <message>
        <source>No application opens %1 on this desktop; open it with a text editor.</source>
        <translation>Keine Anwendung auf diesem Desktop öffnet %1; öffnen Sie die Datei mit einem Texteditor.</translation>
    </message>
    <message>
        <source>Quark&apos;s perplexity routine computes in bfloat16, so on this model and data it cannot show a difference below about %1%: the two are equal to that precision, not identical.</source>
        <translation>Die Perplexitätsroutine von Quark rechnet in bfloat16, daher kann sie bei diesem Modell und diesen Daten keinen Unterschied unter etwa %1% zeigen: Die beiden sind bis auf diese Genauigkeit gleich, nicht identisch.</translation>
    </message>
    <message>
        <source>Passed: the export loads with no missing weights and its logits are finite and close to the original&apos;s (mean cosine at least 0.90). The share of positions whose most likely next token agrees is for you to judge: a tiny or random model agrees less than a trained one.</source>
        <translation>Bestanden: Der Export lädt ohne fehlende Gewichte, und seine Logits sind endlich und nahe an denen des Originals (mittlerer Kosinus mindestens 0.90). Den Anteil der Positionen, deren wahrscheinlichstes nächstes Token übereinstimmt, beurteilen Sie selbst: Ein winziges oder zufälliges Modell stimmt seltener überein als ein trainiertes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Waiting for this run:&lt;/b&gt; the checks, the serve commands and the model card follow its verified export.</source>
        <translation>&lt;b&gt;Warten auf diesen Lauf:&lt;/b&gt; Die Prüfungen, die Serving-Befehle und die Modellkarte folgen seinem geprüften Export.</translation>
    </message>
    <message>
        <source>This export has no model card yet. Write the model card to put README.md into the export folder and get the serve commands.</source>
        <translation>Dieser Export hat noch keine Modellkarte. Schreiben Sie die Modellkarte, um README.md in den Exportordner zu legen und die Serving-Befehle zu erhalten.</translation>
    </message>
    <message>
        <source>perplexity %1× the original&apos;s, within %2×</source>
        <translation>Perplexität %1× die des Originals, innerhalb von %2×</translation>
    </message>
    <message>
        <source>perplexity %1× the original&apos;s, above %2×</source>
        <translation>Perplexität %1× die des Originals, über %2×</translation>
    </message>
    <message>
        <source>loads with transformers</source>
        <translation>lädt mit transformers</translation>
    </message>
    <message>
        <source>does NOT load with transformers</source>
        <translation>lädt NICHT mit transformers</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs the export checks approved with the command on page 3 (the original&apos;s perplexity, the load check) in the run&apos;s Python environment. They take GPU time; their results go into run_manifest.yaml.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Führt die mit dem Befehl auf Seite 3 freigegebenen Exportprüfungen (die Perplexität des Originals, die Ladeprüfung) in der Python-Umgebung des Laufs aus. Sie brauchen GPU-Zeit; ihre Ergebnisse gehen in run_manifest.yaml ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Writes README.md, the model card, into the export folder from the three artifacts, with the commands to serve the model.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schreibt README.md, die Modellkarte, aus den drei Artefakten in den Exportordner, mit den Befehlen zum Bereitstellen des Modells.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Opens the upload to the Hugging Face Hub: the exact files and the repository are shown for your approval before anything is sent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Öffnet den Upload auf den Hugging Face Hub: Die genauen Dateien und das Repository werden Ihnen zur Freigabe gezeigt, bevor irgendetwas gesendet wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; approved with the command, not measured yet.</source>
        <translation>&lt;b&gt;Genauigkeit:&lt;/b&gt; mit dem Befehl freigegeben, noch nicht gemessen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; approved with the command, not run yet.</source>
        <translation>&lt;b&gt;Ladeprüfung:&lt;/b&gt; mit dem Befehl freigegeben, noch nicht ausgeführt.</translation>
    </message>
    <message>
        <source>vLLM would refuse it (see Use the model)</source>
        <translation>vLLM würde es ablehnen (siehe „Modell verwenden“)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; not measured: the run left no export to compare.</source>
        <translation>&lt;b&gt;Genauigkeit:&lt;/b&gt; nicht gemessen: Der Lauf hat keinen Export hinterlassen, der verglichen werden könnte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load check:&lt;/b&gt; not run: the run left no export to load.</source>
        <translation>&lt;b&gt;Ladeprüfung:&lt;/b&gt; nicht ausgeführt: Der Lauf hat keinen Export hinterlassen, der geladen werden könnte.</translation>
    </message>
</context>
<context>
    <name>ptq::ui::HelpTopics</name>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Step 1: Model</source>
        <translation>Schritt 1: Modell</translation>
    </message>
    <message>
        <source>Step 2: Plan</source>
        <translation>Schritt 2: Plan</translation>
    </message>
    <message>
        <source>Step 3: Command</source>
        <translation>Schritt 3: Befehl</translation>
    </message>
    <message>
        <source>Step 4: Run</source>
        <translation>Schritt 4: Lauf</translation>
    </message>
    <message>
        <source>Using the model</source>
        <translation>Das Modell verwenden</translation>
    </message>
    <message>
        <source>Comparing runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>Workspaces</source>
        <translation>Arbeitsbereiche</translation>
    </message>
    <message>
        <source>Remote targets</source>
        <translation>Entfernte Ziele</translation>
    </message>
    <message>
        <source>Quark environments</source>
        <translation>Quark-Umgebungen</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Kommandozeile</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Troubleshooting</source>
        <translation>Fehlerbehebung</translation>
    </message>
</context>
<context>
    <name>ptq::ui::HelpWindow</name>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>Help topic</source>
        <translation>Hilfethema</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Help: %1</source>
        <translation>Hilfe: %1</translation>
    </message>
</context>
<context>
    <name>ptq::ui::LogView</name>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message numerus="yes">
        <source>[PTQ Studio] … %Ln lines skipped here; the log file has every line.</source>
        <translation>
            <numerusform>[PTQ Studio] … hier %Ln Zeile ausgelassen; die Protokolldatei enthält jede Zeile.</numerusform>
            <numerusform>[PTQ Studio] … hier %Ln Zeilen ausgelassen; die Protokolldatei enthält jede Zeile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>Lange Zeilen umbrechen</translation>
    </message>
</context>
<context>
    <name>ptq::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>Arbeitsbereich ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Compare Artifacts…</source>
        <translation>Artefakte &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Run &amp;History…</source>
        <translation>&amp;Laufverlauf…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About PTQ Studio</source>
        <translation>Ü&amp;ber PTQ Studio</translation>
    </message>
    <message>
        <source>Workspace: %1</source>
        <translation>Arbeitsbereich: %1</translation>
    </message>
    <message>
        <source>A quantization is running</source>
        <translation>Eine Quantisierung läuft</translation>
    </message>
    <message>
        <source>quark-cli is still running. Cancel it and quit? Its log and manifest are kept.</source>
        <translation>quark-cli läuft noch. Abbrechen und beenden? Protokoll und Manifest bleiben erhalten.</translation>
    </message>
    <message>
        <source>About PTQ Studio</source>
        <translation>Über PTQ Studio</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>quark-cli %1 at %2 (detected from its --help)</source>
        <translation>quark-cli %1 unter %2 (aus seiner --help erkannt)</translation>
    </message>
    <message>
        <source>quark-cli: looking for it…</source>
        <translation>quark-cli: wird gesucht…</translation>
    </message>
    <message>
        <source>quark-cli: not found — plans are checked against the catalog of quark-cli %1.</source>
        <translation>quark-cli: nicht gefunden — Pläne werden gegen den Katalog von quark-cli %1 geprüft.</translation>
    </message>
    <message>
        <source>amd-quark %1, quark-cli at %2 (from its --help and its Python API)</source>
        <translation>amd-quark %1, quark-cli unter %2 (aus seiner --help und seiner Python-API)</translation>
    </message>
    <message>
        <source>Not saved: %1 The previous version of the file is kept.</source>
        <translation>Nicht gespeichert: %1 Die vorherige Fassung der Datei bleibt erhalten.</translation>
    </message>
    <message>
        <source>A job is running on a target</source>
        <translation>Auf einem Ziel läuft ein Job</translation>
    </message>
    <message>
        <source>quark-cli runs on another machine and goes on without PTQ Studio. Quit and leave it running there? Opening this workspace again follows it and records its result. To stop it instead, answer No and press Cancel the run on page 4.</source>
        <translation>quark-cli läuft auf einem anderen Rechner und läuft dort ohne PTQ Studio weiter. Beenden und den Job dort weiterlaufen lassen? Wenn Sie diesen Arbeitsbereich wieder öffnen, wird er weiter verfolgt und sein Ergebnis festgehalten. Um ihn stattdessen zu stoppen, antworten Sie mit Nein und klicken auf Seite 4 auf „Lauf abbrechen“.</translation>
    </message>
    <message>
        <source>Finds the Python environments with AMD Quark on this machine, or sets up a new one.</source>
        <translation>Findet die Python-Umgebungen mit AMD Quark auf dieser Maschine oder richtet eine neue ein.</translation>
    </message>
    <message>
        <source>Quark environment: %1</source>
        <translation>Quark-Umgebung: %1</translation>
    </message>
    <message>
        <source>&amp;Help on This Step</source>
        <translation>Hilfe zu diesem &amp;Schritt</translation>
    </message>
    <message>
        <source>Opens the manual at the page you are on; F1 does it in every window.</source>
        <translation>Öffnet das Handbuch bei der Seite, auf der Sie sind; F1 tut das in jedem Fenster.</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <source>Then click a control to read what it does and what cannot be undone.</source>
        <translation>Klicken Sie dann auf ein Bedienelement, um zu lesen, was es tut und was sich nicht rückgängig machen lässt.</translation>
    </message>
    <message>
        <source>&amp;Report a Problem…</source>
        <translation>Problem &amp;melden…</translation>
    </message>
    <message>
        <source>the closing screen (after Finish)</source>
        <translation>die Abschlussansicht (nach „Abschließen“)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Point-and-click post-training quantization of Hugging Face LLMs with AMD Quark.&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. The AppImage bundles Qt and other libraries under their own licences: see Third-party notices.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Post-Training-Quantisierung von Hugging-Face-LLMs mit AMD Quark, per Mausklick.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt %3, läuft mit Qt %4.&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz. Das AppImage enthält Qt und weitere Bibliotheken unter deren eigenen Lizenzen: siehe Hinweise zu Drittanbietern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Third-party notices</source>
        <translation>&amp;Hinweise zu Drittanbietern</translation>
    </message>
    <message>
        <source>Quark &amp;Environment…</source>
        <translation>&amp;Quark-Umgebung…</translation>
    </message>
</context>
<context>
    <name>ptq::ui::MainWizard</name>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>The manual at this step (F1)</source>
        <translation>Das Handbuch zu diesem Schritt (F1)</translation>
    </message>
    <message>
        <source>Fini&amp;sh</source>
        <translation>&amp;Fertigstellen</translation>
    </message>
</context>
<context>
    <name>ptq::ui::ModelPage</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>No risks found.</source>
        <translation>Keine Risiken gefunden.</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Risiken</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source> · commit &lt;code&gt;%1&lt;/code&gt;</source>
        <translation> · Commit &lt;code&gt;%1&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Gelesen aus</translation>
    </message>
    <message>
        <source>Decoder</source>
        <translation>Decoder</translation>
    </message>
    <message>
        <source>%1 layers · hidden %2 · intermediate %3 · %4 heads (%5 KV) · vocab %6 · context %7</source>
        <translation>%1 Schichten · Hidden %2 · Intermediate %3 · %4 Heads (%5 KV) · Vokabular %6 · Kontext %7</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source> · transformers %1</source>
        <translation> · transformers %1</translation>
    </message>
    <message>
        <source>Linear layers</source>
        <translation>Linear-Schichten</translation>
    </message>
    <message>
        <source>Default exclusions</source>
        <translation>Standardausschlüsse</translation>
    </message>
    <message>
        <source>(quark-cli template for %1)</source>
        <translation>(quark-cli-Vorlage für %1)</translation>
    </message>
    <message>
        <source>(&lt;b&gt;no quark-cli template&lt;/b&gt; for %1)</source>
        <translation>(&lt;b&gt;keine quark-cli-Vorlage&lt;/b&gt; für %1)</translation>
    </message>
    <message>
        <source> — %1 experts, %2 per token</source>
        <translation> — %1 Experten, %2 je Token</translation>
    </message>
    <message>
        <source>, experts stored fused</source>
        <translation>, Experten fusioniert gespeichert</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mixture of Experts</translation>
    </message>
    <message>
        <source>Multimodal</source>
        <translation>Multimodal</translation>
    </message>
    <message>
        <source>Already quantized</source>
        <translation>Bereits quantisiert</translation>
    </message>
    <message>
        <source>Remote code</source>
        <translation>Remote-Code</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>&lt;b&gt;partial&lt;/b&gt; — some facts could not be established from the configuration; see the risks</source>
        <translation>&lt;b&gt;teilweise&lt;/b&gt; — manche Fakten ließen sich aus der Konfiguration nicht ermitteln; siehe die Risiken</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Allow running Python code from the model repository (trust_remote_code)</source>
        <translation>Ausführen von Python-Code aus dem Modell-Repository erlauben (trust_remote_code)</translation>
    </message>
    <message>
        <source>1 · Model</source>
        <translation>1 · Modell</translation>
    </message>
    <message>
        <source>Read the model&apos;s configuration files and analyse them. No weights are downloaded.</source>
        <translation>Die Konfigurationsdateien des Modells lesen und analysieren. Es werden keine Gewichte heruntergeladen.</translation>
    </message>
    <message>
        <source>org/name on the Hugging Face Hub, or a folder with config.json</source>
        <translation>org/name auf dem Hugging Face Hub oder ein Ordner mit config.json</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Paste a token for this session (kept in memory only)</source>
        <translation>Token für diese Sitzung einfügen (nur im Speicher gehalten)</translation>
    </message>
    <message>
        <source>Hugging Face token for this session</source>
        <translation>Hugging-Face-Token für diese Sitzung</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>&amp;Revision:</translation>
    </message>
    <message>
        <source>The analysis appears here: what the configuration says about the model, how many Linear layers Quark will quantize, and what it leaves out.</source>
        <translation>Hier erscheint die Analyse: was die Konfiguration über das Modell sagt, wie viele Linear-Schichten Quark quantisiert und was es auslässt.</translation>
    </message>
    <message>
        <source>Corrections (recorded with the confirmation)</source>
        <translation>Korrekturen (werden mit der Bestätigung gespeichert)</translation>
    </message>
    <message>
        <source>quark-cli looks its template (default exclusions, KV layers, algorithm configs) up by this type.</source>
        <translation>quark-cli sucht seine Vorlage (Standardausschlüsse, KV-Schichten, Algorithmus-Konfigurationen) über diesen Typ.</translation>
    </message>
    <message>
        <source>Without it PTQ Studio passes --no_trust_remote_code. Only allow it for repositories you trust: their code runs with your permissions.</source>
        <translation>Ohne diese Option übergibt PTQ Studio --no_trust_remote_code. Erlauben Sie sie nur für vertrauenswürdige Repositorys: Deren Code läuft mit Ihren Rechten.</translation>
    </message>
    <message>
        <source>Anything the analysis got wrong or that the plan should know</source>
        <translation>Alles, was die Analyse falsch erkannt hat oder was der Plan wissen sollte</translation>
    </message>
    <message>
        <source>Model &amp;type for the Quark template:</source>
        <translation>Modell&amp;typ für die Quark-Vorlage:</translation>
    </message>
    <message>
        <source>Is this model analysis correct?</source>
        <translation>Ist diese Modellanalyse korrekt?</translation>
    </message>
    <message>
        <source>The bundled example model is filled in. Press Analyze to read its configuration — it is on this computer, no network needed.</source>
        <translation>Das mitgelieferte Beispielmodell ist eingetragen. Klicken Sie auf „Analysieren“, um seine Konfiguration zu lesen – es liegt auf diesem Computer, kein Netzwerk nötig.</translation>
    </message>
    <message>
        <source>Token: none (public models only)</source>
        <translation>Token: keines (nur öffentliche Modelle)</translation>
    </message>
    <message>
        <source>Token: this session&apos;s</source>
        <translation>Token: das dieser Sitzung</translation>
    </message>
    <message>
        <source>Token: from %1</source>
        <translation>Token: aus %1</translation>
    </message>
    <message>
        <source>Analysing %1…</source>
        <translation>%1 wird analysiert…</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was written.</source>
        <translation>Abgebrochen. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Writing model_analysis.json…</source>
        <translation>model_analysis.json wird geschrieben…</translation>
    </message>
    <message>
        <source>Analysis written. Review it, correct what is wrong, then confirm.</source>
        <translation>Analyse geschrieben. Prüfen Sie sie, korrigieren Sie Fehler und bestätigen Sie dann.</translation>
    </message>
    <message>
        <source>Choose a model folder (with config.json)</source>
        <translation>Modellordner wählen (mit config.json)</translation>
    </message>
    <message>
        <source>Model analysis</source>
        <translation>Modellanalyse</translation>
    </message>
    <message>
        <source>Step 1 confirmed. Next continues with the plan.</source>
        <translation>Schritt 1 bestätigt. „Weiter“ fährt mit dem Plan fort.</translation>
    </message>
    <message numerus="yes">
        <source>%n high risk(s), in red under Risks below the analysis. The first: %1</source>
        <translation>
            <numerusform>%n hohes Risiko, rot markiert unter „Risiken“ unterhalb der Analyse: %1</numerusform>
            <numerusform>%n hohe Risiken, rot markiert unter „Risiken“ unterhalb der Analyse. Das erste: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; quantizable Linear modules (%2)&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; quantisierbare Linear-Module (%2)&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>Hinw&amp;eise:</translation>
    </message>
    <message>
        <source>Analysis written. %1 Read them before you confirm.</source>
        <translation>Analyse geschrieben. %1 Lesen Sie sie, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;A Hugging Face repository id (&lt;code&gt;org/name&lt;/code&gt;), a local model folder, or a model already in the Hugging Face cache. Only the configuration files are read (config.json, the index, the tokenizer&apos;s settings); no weights are downloaded.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eine Hugging-Face-Repository-ID (&lt;code&gt;org/name&lt;/code&gt;), ein lokaler Modellordner oder ein Modell, das bereits im Hugging-Face-Cache liegt. Gelesen werden nur die Konfigurationsdateien (config.json, der Index, die Einstellungen des Tokenizers); es werden keine Gewichte heruntergeladen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A Hugging Face token for gated or private repositories. It is kept in memory for this session only: never written to a file, a log or an artifact.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Hugging-Face-Token für zugangsbeschränkte oder private Repositorys. Es bleibt nur für diese Sitzung im Arbeitsspeicher: Es wird nie in eine Datei, ein Protokoll oder ein Artefakt geschrieben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Reads the model&apos;s configuration files and writes model_analysis.json, unconfirmed. Nothing is downloaded besides those files and nothing runs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Liest die Konfigurationsdateien des Modells und schreibt model_analysis.json, unbestätigt. Außer diesen Dateien wird nichts heruntergeladen, und nichts wird ausgeführt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Lets quark-cli run Python code that comes with the model repository (&lt;code&gt;--trust_remote_code&lt;/code&gt;). That code runs with your permissions. Without this choice PTQ Studio always passes &lt;code&gt;--no_trust_remote_code&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Erlaubt quark-cli, Python-Code aus dem Modell-Repository auszuführen (&lt;code&gt;--trust_remote_code&lt;/code&gt;). Dieser Code läuft mit Ihren Rechten. Ohne diese Wahl übergibt PTQ Studio immer &lt;code&gt;--no_trust_remote_code&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Records that the analysis is right (with your corrections) in model_analysis.json and opens the plan. Nothing runs. Confirming it again later with other corrections marks the plan built on it as stale.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vermerkt in model_analysis.json, dass die Analyse stimmt (mit Ihren Korrekturen), und öffnet den Plan. Nichts wird ausgeführt. Wer sie später mit anderen Korrekturen erneut bestätigt, macht den darauf beruhenden Plan veraltet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Yes, confirm the analysis</source>
        <translation>&amp;Ja, Analyse bestätigen</translation>
    </message>
    <message>
        <source>&amp;Yes, confirm again with these corrections</source>
        <translation>&amp;Ja, mit diesen Korrekturen erneut bestätigen</translation>
    </message>
    <message>
        <source>Confirmed. Change a correction or the notes to confirm it again.</source>
        <translation>Bestätigt. Ändern Sie eine Korrektur oder die Notizen, um sie erneut zu bestätigen.</translation>
    </message>
    <message>
        <source>Your change is not recorded yet: confirm again to record it (Next waits for that), or undo it.</source>
        <translation>Ihre Änderung ist noch nicht aufgezeichnet: Bestätigen Sie erneut, um sie aufzuzeichnen (Weiter wartet darauf), oder machen Sie sie rückgängig.</translation>
    </message>
    <message>
        <source>Confirmed, but your change above is not recorded yet: Next waits until you confirm again or undo it.</source>
        <translation>Bestätigt, aber Ihre Änderung oben ist noch nicht erfasst: Weiter wartet, bis Sie erneut bestätigen oder sie rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>ptq::ui::PlanPage</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Detect quark-cli again</source>
        <translation>quark-cli erneut erkennen</translation>
    </message>
    <message>
        <source>Quantize the KV cache to FP8</source>
        <translation>KV-Cache nach FP8 quantisieren</translation>
    </message>
    <message>
        <source>Run the model repository&apos;s code (accepted on page 1)</source>
        <translation>Code des Modell-Repositorys ausführen (auf Seite 1 erlaubt)</translation>
    </message>
    <message>
        <source>Replace the template&apos;s exclusions with this list</source>
        <translation>Ausschlüsse der Vorlage durch diese Liste ersetzen</translation>
    </message>
    <message>
        <source>Quantize everything, including lm_head (no exclusions at all)</source>
        <translation>Alles quantisieren, auch lm_head (überhaupt keine Ausschlüsse)</translation>
    </message>
    <message>
        <source>2 · Plan</source>
        <translation>2 · Plan</translation>
    </message>
    <message>
        <source>Turn the confirmed analysis and your intent into quantization decisions, each with its reason.</source>
        <translation>Aus der bestätigten Analyse und Ihrem Ziel Quantisierungsentscheidungen ableiten, jede mit Begründung.</translation>
    </message>
    <message>
        <source>Not specified</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Ausgewogen</translation>
    </message>
    <message>
        <source>Most accurate</source>
        <translation>Am genauesten</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>Nur CPU</translation>
    </message>
    <message>
        <source>None: stop at the exported model</source>
        <translation>Keine: beim exportierten Modell aufhören</translation>
    </message>
    <message>
        <source>Smoke: perplexity after export</source>
        <translation>Kurztest: Perplexität nach dem Export</translation>
    </message>
    <message>
        <source>Full: wikitext perplexity</source>
        <translation>Vollständig: wikitext-Perplexität</translation>
    </message>
    <message>
        <source>Your intent</source>
        <translation>Ihr Ziel</translation>
    </message>
    <message>
        <source>&amp;Scheme:</source>
        <translation>&amp;Schema:</translation>
    </message>
    <message>
        <source>Serving &amp;target:</source>
        <translation>Z&amp;iel für das Serving:</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>&amp;Priorität:</translation>
    </message>
    <message>
        <source>Calibration &amp;data:</source>
        <translation>Ka&amp;librierdaten:</translation>
    </message>
    <message>
        <source>Sa&amp;mples:</source>
        <translation>Sti&amp;chproben:</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>Se&amp;quenzlänge:</translation>
    </message>
    <message>
        <source>&amp;Devices:</source>
        <translation>&amp;Geräte:</translation>
    </message>
    <message>
        <source>&amp;Evaluation:</source>
        <translation>&amp;Evaluierung:</translation>
    </message>
    <message>
        <source>One pattern per line, e.g. lm_head or *mlp.gate</source>
        <translation>Ein Muster pro Zeile, z. B. lm_head oder *mlp.gate</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Add override</source>
        <translation>Override hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Overrides (first matching pattern wins; exclusions still win):</source>
        <translation>Overrides (das erste passende Muster gilt; Ausschlüsse haben Vorrang):</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Decides</source>
        <translation>Entscheidet</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Exclusions and overrides</source>
        <translation>Ausschlüsse und Overrides</translation>
    </message>
    <message>
        <source>Pattern preview</source>
        <translation>Mustervorschau</translation>
    </message>
    <message>
        <source>Confirm this plan or change it.</source>
        <translation>Bestätigen Sie diesen Plan oder ändern Sie ihn.</translation>
    </message>
    <message>
        <source>Template defaults for %1: &lt;code&gt;%2&lt;/code&gt; (not passed on the command line, so quark-cli applies them).</source>
        <translation>Standard der Vorlage für %1: &lt;code&gt;%2&lt;/code&gt; (nicht auf der Befehlszeile übergeben, daher wendet quark-cli ihn an).</translation>
    </message>
    <message>
        <source>Alternatives: %1</source>
        <translation>Alternativen: %1</translation>
    </message>
    <message>
        <source>%1 modules as %2</source>
        <translation>%1 Module als %2</translation>
    </message>
    <message>
        <source>%1 Linear modules (%2): %3; %4 stay unquantized.</source>
        <translation>%1 Linear-Module (%2): %3; %4 bleiben unquantisiert.</translation>
    </message>
    <message>
        <source>Exclusion patterns</source>
        <translation>Ausschlussmuster</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Overrides</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proposed after the failed run:&lt;/b&gt; %1. Review the plan, then confirm it; the new command needs a new approval on the next page.</source>
        <translation>&lt;b&gt;Vorgeschlagen nach dem fehlgeschlagenen Lauf:&lt;/b&gt; %1. Prüfen Sie den Plan und bestätigen Sie ihn; der neue Befehl braucht auf der nächsten Seite eine neue Freigabe.</translation>
    </message>
    <message>
        <source>Not accepted by this quark-cli</source>
        <translation>Von diesem quark-cli nicht akzeptiert</translation>
    </message>
    <message>
        <source>FP8 is the only KV-cache scheme Quark implements (static scales, calibrated).</source>
        <translation>FP8 ist das einzige KV-Cache-Schema, das Quark implementiert (statische Skalen, kalibriert).</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algorithmen</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Calibration samples per forward pass; at most the number of samples.</source>
        <translation>Kalibrierstichproben pro Forward-Pass; höchstens die Anzahl der Stichproben.</translation>
    </message>
    <message>
        <source>What matters most: fewer bits (fast, small), 8 bits (balanced) or the most precise format the target runs (accurate). The recommendation follows it.</source>
        <translation>Was am wichtigsten ist: weniger Bits (schnell, klein), 8 Bit (ausgewogen) oder das genaueste Format, das das Ziel ausführt (genau). Die Empfehlung richtet sich danach.</translation>
    </message>
    <message>
        <source>The hardware that will serve the quantized model: the recommendation picks a format it runs natively.</source>
        <translation>Die Hardware, auf der das quantisierte Modell im Serving läuft: Die Empfehlung wählt ein Format, das sie nativ ausführt.</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>&amp;KV-Cache:</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>Algorithmen:</translation>
    </message>
    <message>
        <source>Optional steps before rounding, applied in the order you tick them. Each needs a built-in Quark configuration for the model type.</source>
        <translation>Optionale Schritte vor dem Runden, angewendet in der Reihenfolge, in der Sie sie ankreuzen. Jeder braucht eine eingebaute Quark-Konfiguration für den Modelltyp.</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>Alternativen</translation>
    </message>
    <message>
        <source>No recommendation: this quark-cli accepts none of the usual schemes.</source>
        <translation>Keine Empfehlung: Dieses quark-cli akzeptiert keines der üblichen Schemata.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recommended: %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;Empfohlen: %1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Alternatives for this target: %1</source>
        <translation>Alternativen für dieses Ziel: %1</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <source>This quark-cli has no algorithm &quot;%1&quot;.</source>
        <translation>Dieses quark-cli hat keinen Algorithmus „%1“.</translation>
    </message>
    <message>
        <source>Quark has no built-in %1 configuration for &quot;%2&quot;.</source>
        <translation>Quark hat keine eingebaute %1-Konfiguration für „%2“.</translation>
    </message>
    <message>
        <source>Override scheme</source>
        <translation>Schema überschreiben</translation>
    </message>
    <message>
        <source>Calibration sequence length, at most the model&apos;s %1 tokens (max_position_embeddings).</source>
        <translation>Sequenzlänge der Kalibrierung, höchstens die %1 Tokens des Modells (max_position_embeddings).</translation>
    </message>
    <message>
        <source>Calibration sequence length; the model does not state its maximum.</source>
        <translation>Sequenzlänge der Kalibrierung; das Modell gibt sein Maximum nicht an.</translation>
    </message>
    <message>
        <source>%1 (refused)</source>
        <translation>%1 (abgelehnt)</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Refused choices: %1. Each is outlined at its field, with the reason beside it.</source>
        <translation>Abgelehnte Auswahl: %1. Jede ist an ihrem Feld markiert, mit dem Grund daneben.</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Also matched by</source>
        <translation>Auch erfasst von</translation>
    </message>
    <message>
        <source>The exclusion or override pattern as typed (fnmatch-style: * is any text, dots included; ? is one character; case matters).</source>
        <translation>Das Ausschluss- oder Override-Muster wie eingegeben (im fnmatch-Stil: * steht für beliebigen Text, auch mit Punkten; ? für genau ein Zeichen; Groß-/Kleinschreibung zählt).</translation>
    </message>
    <message>
        <source>What the pattern does to the modules it decides: an exclusion leaves them in full precision, an override quantizes them with its scheme.</source>
        <translation>Was das Muster mit den Modulen macht, über die es entscheidet: Ein Ausschluss belässt sie in voller Genauigkeit, ein Override quantisiert sie mit seinem Schema.</translation>
    </message>
    <message>
        <source>How many Linear modules of this model the pattern selects.</source>
        <translation>Wie viele Linear-Module dieses Modells das Muster auswählt.</translation>
    </message>
    <message>
        <source>How many of those it actually decides: exclusions win, then the first matching override; the rest are taken by another pattern.</source>
        <translation>Über wie viele davon es tatsächlich entscheidet: Ausschlüsse haben Vorrang, dann das erste passende Override; die übrigen übernimmt ein anderes Muster.</translation>
    </message>
    <message>
        <source>Other patterns that select some of the same modules.</source>
        <translation>Andere Muster, die teilweise dieselben Module auswählen.</translation>
    </message>
    <message>
        <source>Each row is one exclusion or override. &lt;b&gt;Effect&lt;/b&gt;: left in full precision, or quantized with the override&apos;s scheme. &lt;b&gt;Matches&lt;/b&gt;: Linear modules of this model it selects. &lt;b&gt;Decides&lt;/b&gt;: how many of those it settles (exclusions win, then the first override). &lt;b&gt;Also matched by&lt;/b&gt;: patterns that overlap it. Select a row to list its modules.</source>
        <translation>Jede Zeile ist ein Ausschluss oder ein Override. &lt;b&gt;Wirkung&lt;/b&gt;: in voller Genauigkeit belassen oder mit dem Schema des Overrides quantisiert. &lt;b&gt;Treffer&lt;/b&gt;: die Linear-Module dieses Modells, die es auswählt. &lt;b&gt;Entscheidet&lt;/b&gt;: über wie viele davon es bestimmt (Ausschlüsse haben Vorrang, dann das erste Override). &lt;b&gt;Auch erfasst von&lt;/b&gt;: Muster, die sich mit ihm überschneiden. Wählen Sie eine Zeile, um ihre Module aufzulisten.</translation>
    </message>
    <message>
        <source>Select a row to list the modules its pattern matches.</source>
        <translation>Wählen Sie eine Zeile, um die Module aufzulisten, die ihr Muster erfasst.</translation>
    </message>
    <message>
        <source>Modules the selected pattern matches</source>
        <translation>Module, die das ausgewählte Muster erfasst</translation>
    </message>
    <message>
        <source>left in full precision</source>
        <translation>in voller Genauigkeit belassen</translation>
    </message>
    <message>
        <source>quantized as %1</source>
        <translation>quantisiert als %1</translation>
    </message>
    <message>
        <source>none quantized</source>
        <translation>keines quantisiert</translation>
    </message>
    <message>
        <source>The analysis has counts, not names, for this model: no module list to show.</source>
        <translation>Die Analyse enthält für dieses Modell nur Anzahlen, keine Namen: Es gibt keine Modulliste anzuzeigen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches nothing: check the spelling; patterns use fnmatch-style * and ? (case matters, * also crosses dots). This model&apos;s module names look like the ones below (%2).</source>
        <translation>„%1“ erfasst nichts: Prüfen Sie die Schreibweise; Muster verwenden * and ? im fnmatch-Stil (Groß-/Kleinschreibung zählt, * überspringt auch Punkte). Die Modulnamen dieses Modells sehen aus wie die unten (%2).</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; matches %n module(s) — %2.</source>
        <translation>
            <numerusform>„%1“ erfasst %n Modul — %2.</numerusform>
            <numerusform>„%1“ erfasst %n Module — %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>It decides %1 of them; the others are decided by another pattern.</source>
        <translation>Es entscheidet über %1 davon; über die übrigen entscheidet ein anderes Muster.</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>One accelerator</source>
        <translation>Ein Beschleuniger</translation>
    </message>
    <message>
        <source>The Quark API probe</source>
        <translation>Die Abfrage der Quark-API</translation>
    </message>
    <message>
        <source>PTQ Studio asked the installed Quark&apos;s Python API for its schemes and algorithms, and it did not answer. The plan is checked against quark-cli&apos;s --help and the built-in catalog.</source>
        <translation>PTQ Studio hat die Python-API des installierten Quark nach ihren Schemata und Algorithmen gefragt, aber keine Antwort erhalten. Der Plan wird gegen quark-cli --help und den eingebauten Katalog geprüft.</translation>
    </message>
    <message>
        <source>Spill to CPU (--multi_device)</source>
        <translation>Auf die CPU auslagern (--multi_device)</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>&amp;Batchgröße:</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>CPU only — cannot run on this machine</source>
        <translation>Nur CPU — auf dieser Maschine nicht ausführbar</translation>
    </message>
    <message>
        <source> × the original&apos;s perplexity</source>
        <translation> × Perplexität des Originals</translation>
    </message>
    <message>
        <source>After the export, the original model&apos;s perplexity is measured on the same data; the result is within this threshold when the quantized model&apos;s perplexity is at most this many times the original&apos;s. It follows the priority (accurate 1.02, balanced 1.05, fast 1.10) until you change it.</source>
        <translation>Nach dem Export wird die Perplexität des ursprünglichen Modells auf denselben Daten gemessen; das Ergebnis liegt innerhalb dieses Schwellenwerts, wenn die Perplexität des quantisierten Modells höchstens so viele Male so hoch ist wie die des Originals. Der Wert folgt der Priorität (Am genauesten 1.02, Ausgewogen 1.05, Schnell 1.10), bis Sie ihn ändern.</translation>
    </message>
    <message>
        <source>How many GPUs vLLM will split the model over (vllm serve --tensor-parallel-size). The plan checks that the model&apos;s widths divide by it before the run.</source>
        <translation>Über wie viele GPUs vLLM das Modell aufteilen wird (vllm serve --tensor-parallel-size). Der Plan prüft vor dem Lauf, ob die Breiten des Modells durch diese Zahl teilbar sind.</translation>
    </message>
    <message>
        <source>Accurac&amp;y threshold:</source>
        <translation>Genauigkei&amp;tsschwellenwert:</translation>
    </message>
    <message>
        <source>Serve on GP&amp;Us:</source>
        <translation>Serving auf GP&amp;Us:</translation>
    </message>
    <message>
        <source>vLLM would refuse it: %1</source>
        <translation>vLLM würde ihn ablehnen: %1</translation>
    </message>
    <message>
        <source>vLLM can serve this plan&apos;s export on one GPU: nothing in the plan stops it.</source>
        <translation>vLLM kann den Export dieses Plans auf einer GPU bereitstellen: Nichts im Plan verhindert es.</translation>
    </message>
    <message>
        <source>vLLM can split this plan&apos;s export over %1 GPUs: every split width divides.</source>
        <translation>vLLM kann den Export dieses Plans über %1 GPUs aufteilen: Jede aufgeteilte Breite ist teilbar.</translation>
    </message>
    <message>
        <source>&lt;p&gt;vLLM splits every layer over the tensor-parallel GPUs. The attention heads, the KV heads and the intermediate size must divide by that number, each shard&apos;s input width must be a whole number of the scheme&apos;s groups, q/k/v and gate/up must be quantized alike, and the KV cache can only be FP8. What would stop &lt;code&gt;vllm serve&lt;/code&gt; at this size is said under the field.&lt;/p&gt;</source>
        <translation>&lt;p&gt;vLLM teilt jede Schicht auf die Tensor-Parallel-GPUs auf. Die Attention-Heads, die KV-Heads und die Zwischengröße müssen durch diese Zahl teilbar sein, die Eingabebreite jedes Shards muss eine ganze Zahl von Gruppen des Schemas sein, q/k/v und gate/up müssen gleich quantisiert sein, und der KV-Cache kann nur FP8 sein. Was &lt;code&gt;vllm serve&lt;/code&gt; bei dieser Größe aufhalten würde, steht unter dem Feld.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Writes quant_plan.json as confirmed and goes on to the command. A confirmed plan is not an approval to run: nothing runs before you approve the exact command on page 3. Changing the plan later makes the command built from it stale.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schreibt quant_plan.json als bestätigt und geht weiter zum Befehl. Ein bestätigter Plan ist keine Freigabe zum Ausführen: Nichts läuft, bevor Sie auf Seite 3 den genauen Befehl freigeben. Eine spätere Änderung am Plan macht den daraus erstellten Befehl veraltet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Passes an empty exclusion list, so quark-cli quantizes every layer, lm_head included, instead of keeping its template&apos;s exclusions. This usually costs accuracy; leave it off unless you mean it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Übergibt eine leere Ausschlussliste, sodass quark-cli jede Schicht quantisiert, lm_head eingeschlossen, statt die Ausschlüsse seiner Vorlage beizubehalten. Das kostet meist Genauigkeit; lassen Sie es aus, wenn Sie es nicht wirklich wollen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Uses the list below instead of the Quark template&apos;s default exclusions. Off: the template&apos;s defaults apply and no &lt;code&gt;--exclude_layers&lt;/code&gt; is passed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verwendet die Liste unten statt der Standard-Ausschlüsse der Quark-Vorlage. Aus: Die Standards der Vorlage gelten, und es wird kein &lt;code&gt;--exclude_layers&lt;/code&gt; übergeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs Python code from the model repository with your permissions. It can only be on when you allowed it on page 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Führt Python-Code aus dem Modell-Repository mit Ihren Rechten aus. Lässt sich nur einschalten, wenn Sie es auf Seite 1 erlaubt haben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Where quark-cli holds the model while it quantizes: one accelerator, spilling to CPU memory (&lt;code&gt;--multi_device&lt;/code&gt;, slower but fits larger models), or the CPU only (very slow).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wo quark-cli das Modell beim Quantisieren hält: auf einem Beschleuniger, mit Auslagerung in den CPU-Speicher (&lt;code&gt;--multi_device&lt;/code&gt;, langsamer, aber für größere Modelle), oder nur auf der CPU (sehr langsam).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;What quark-cli measures after the export: nothing, a short perplexity check, or the full wikitext perplexity. Smoke and Full add time to the run and give the accuracy verdict.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Was quark-cli nach dem Export misst: nichts, eine kurze Perplexitätsprüfung oder die vollständige wikitext-Perplexität. Kurztest und Vollständig verlängern den Lauf und liefern das Genauigkeitsurteil.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Confirm this plan</source>
        <translation>&amp;Diesen Plan bestätigen</translation>
    </message>
    <message>
        <source>The confirmation was withdrawn:</source>
        <translation>Die Bestätigung wurde zurückgenommen:</translation>
    </message>
    <message>
        <source>the plan built now differs from the one confirmed.</source>
        <translation>Der jetzt erstellte Plan weicht vom bestätigten ab.</translation>
    </message>
    <message>
        <source>the plan built now differs from the one confirmed (%1).</source>
        <translation>Der jetzt erstellte Plan weicht vom bestätigten ab (%1).</translation>
    </message>
    <message>
        <source>Review it, then confirm it again.</source>
        <translation>Prüfen Sie ihn und bestätigen Sie ihn dann erneut.</translation>
    </message>
</context>
<context>
    <name>ptq::ui::PublishDialog</name>
    <message>
        <source>Looking for a token…</source>
        <translation>Token wird gesucht…</translation>
    </message>
    <message>
        <source>Found in %1 (never shown).</source>
        <translation>Gefunden in %1 (wird nie angezeigt).</translation>
    </message>
    <message>
        <source>None found. Looked in %1. Log in with &quot;hf auth login&quot; (a token with write access) or set HF_TOKEN, then open this dialog again.</source>
        <translation>Keines gefunden. Gesucht in %1. Melden Sie sich mit „hf auth login“ an (ein Token mit Schreibzugriff) oder setzen Sie HF_TOKEN, und öffnen Sie diesen Dialog dann erneut.</translation>
    </message>
    <message>
        <source>Publish to the Hub</source>
        <translation>Auf dem Hub veröffentlichen</translation>
    </message>
    <message>
        <source>Uploads this workspace&apos;s accepted export to a Hugging Face repository, with the run environment&apos;s own huggingface_hub. Nothing is sent until you approve the exact upload below.</source>
        <translation>Lädt den angenommenen Export dieses Arbeitsbereichs mit dem eigenen huggingface_hub der Laufumgebung in ein Hugging-Face-Repository hoch. Es wird nichts gesendet, bevor Sie unten den exakten Upload freigeben.</translation>
    </message>
    <message>
        <source>your-name/model-name</source>
        <translation>ihr-name/modellname</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>&amp;Repository:</translation>
    </message>
    <message>
        <source>&amp;Private (only you and your organization)</source>
        <translation>&amp;Privat (nur Sie und Ihre Organisation)</translation>
    </message>
    <message>
        <source>P&amp;ublic (anyone can download it)</source>
        <translation>Ö&amp;ffentlich (jeder kann es herunterladen)</translation>
    </message>
    <message>
        <source>Visibility:</source>
        <translation>Sichtbarkeit:</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>Hub:</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Type the repository to see the exact upload.</source>
        <translation>Geben Sie das Repository ein, um den exakten Upload zu sehen.</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>Hochladen</translation>
    </message>
    <message>
        <source>Cancel upload</source>
        <translation>Upload abbrechen</translation>
    </message>
    <message>
        <source>Reading the export folder…</source>
        <translation>Exportordner wird gelesen…</translation>
    </message>
    <message>
        <source>%L1 bytes</source>
        <translation>%L1 Byte</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1 in total, from %2</source>
        <translation>
            <numerusform>%n Datei, insgesamt %1, aus %2</numerusform>
            <numerusform>%n Dateien, insgesamt %1, aus %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Upload this file (%1) to %2, %3</source>
        <translation>Diese Datei (%1) nach %2 hochladen, %3</translation>
    </message>
    <message numerus="yes">
        <source>Upload these %n files (%1) to %2, %3</source>
        <translation>
            <numerusform>Diese %n Datei (%1) nach %2 hochladen, %3</numerusform>
            <numerusform>Diese %n Dateien (%1) nach %2 hochladen, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>private</source>
        <translation>privat</translation>
    </message>
    <message>
        <source>public</source>
        <translation>öffentlich</translation>
    </message>
    <message>
        <source>Approves exactly this upload (%1, %2). Any change to the files before it starts refuses it.</source>
        <translation>Gibt genau diesen Upload frei (%1, %2). Jede Änderung an den Dateien vor dem Start führt zur Ablehnung.</translation>
    </message>
    <message>
        <source>Creating the repository…</source>
        <translation>Repository wird angelegt…</translation>
    </message>
    <message>
        <source>Checking that the files are still the ones you approved…</source>
        <translation>Es wird geprüft, ob die Dateien noch die freigegebenen sind…</translation>
    </message>
    <message>
        <source>All %1 sent; committing…</source>
        <translation>Alle %1 gesendet; Commit läuft…</translation>
    </message>
    <message>
        <source>File %1 of %2: %3 — %4 of %5 sent</source>
        <translation>Datei %1 von %2: %3 — %4 von %5 gesendet</translation>
    </message>
    <message>
        <source>Published to &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; (commit %3).</source>
        <translation>Veröffentlicht in &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; (Commit %3).</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Cancel the upload?</source>
        <translation>Upload abbrechen?</translation>
    </message>
    <message>
        <source>The upload to %1 is still running. Cancel it and close?</source>
        <translation>Der Upload nach %1 läuft noch. Abbrechen und schließen?</translation>
    </message>
    <message>
        <source>&lt;p&gt;Anyone can download the model once it is uploaded. Private keeps it to you and your organization; you can change it later on the Hub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder kann das Modell herunterladen, sobald es hochgeladen ist. Privat beschränkt es auf Sie und Ihre Organisation; Sie können das später auf dem Hub ändern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Uploads exactly the files listed to that repository with your token, creating it with the visibility chosen above when it does not exist. Once uploaded the files are on the Hub: PTQ Studio cannot take them back (delete them there).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lädt genau die aufgeführten Dateien mit Ihrem Token in dieses Repository hoch und legt es mit der oben gewählten Sichtbarkeit an, wenn es nicht existiert. Einmal hochgeladen, liegen die Dateien auf dem Hub: PTQ Studio kann sie nicht zurückholen (löschen Sie sie dort).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ptq::ui::ReportProblemDialog</name>
    <message>
        <source>Report a problem</source>
        <translation>Problem melden</translation>
    </message>
    <message>
        <source>Paste this into your report, with what you did, what you expected and what happened. It holds no token and no password; folders in your home folder read ~.</source>
        <translation>Fügen Sie dies in Ihren Bericht ein, zusammen mit dem, was Sie getan haben, was Sie erwartet haben und was passiert ist. Es enthält kein Token und kein Passwort; Ordner in Ihrem Home-Ordner erscheinen als ~.</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>Der Bericht</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copies the whole report to the clipboard</source>
        <translation>Kopiert den ganzen Bericht in die Zwischenablage</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>The report was not saved</source>
        <translation>Der Bericht wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Report a problem — saved to %1</source>
        <translation>Problem melden — gespeichert in %1</translation>
    </message>
</context>
<context>
    <name>ptq::ui::RunHistoryDialog</name>
    <message>
        <source>Run history — %1</source>
        <translation>Laufverlauf — %1</translation>
    </message>
    <message>
        <source>Every run of this workspace, as its manifest was when the run ended. Select two to compare them.</source>
        <translation>Jeder Lauf dieses Arbeitsbereichs, mit dem Manifest zum Ende des Laufs. Wählen Sie zwei aus, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>No runs yet: the history fills as runs finish.</source>
        <translation>Noch keine Läufe: Der Verlauf füllt sich, wenn Läufe enden.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s).</source>
        <translation>
            <numerusform>%n Lauf.</numerusform>
            <numerusform>%n Läufe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
</context>
<context>
    <name>ptq::ui::RunPage</name>
    <message>
        <source>Follow</source>
        <translation>Mitlaufen</translation>
    </message>
    <message>
        <source>Cancel the run</source>
        <translation>Lauf abbrechen</translation>
    </message>
    <message>
        <source>Compute sha256 checksums</source>
        <translation>sha256-Prüfsummen berechnen</translation>
    </message>
    <message>
        <source>4 · Run</source>
        <translation>4 · Lauf</translation>
    </message>
    <message>
        <source>The approved command runs; the output folder is inspected before the result is reported.</source>
        <translation>Der freigegebene Befehl läuft; der Ausgabeordner wird geprüft, bevor das Ergebnis gemeldet wird.</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Phasen</translation>
    </message>
    <message>
        <source>Search the log (Enter: next)</source>
        <translation>Protokoll durchsuchen (Enter: nächster Treffer)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Writes the plan with this one change, unconfirmed, and returns to it: you confirm the plan again, and the new command needs a new approval.</source>
        <translation>Schreibt den Plan mit genau dieser Änderung, unbestätigt, und kehrt zu ihm zurück: Sie bestätigen den Plan erneut, und der neue Befehl braucht eine neue Freigabe.</translation>
    </message>
    <message>
        <source>Reads every byte of the exported files and records their sha256 in run_manifest.yaml (for a large model this takes minutes; the page stays usable).</source>
        <translation>Liest jedes Byte der exportierten Dateien und speichert ihre sha256 in run_manifest.yaml (bei einem großen Modell dauert das Minuten; die Seite bleibt bedienbar).</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <translation>Verstrichen %1</translation>
    </message>
    <message>
        <source>Cancelling: SIGTERM sent to the process group; SIGKILL follows after the grace period.</source>
        <translation>Abbruch: SIGTERM an die Prozessgruppe gesendet; nach der Schonfrist folgt SIGKILL.</translation>
    </message>
    <message>
        <source>Running. The full log is written to %1.</source>
        <translation>Läuft. Das vollständige Protokoll wird nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Does this verified output meet your request?</source>
        <translation>Erfüllt diese geprüfte Ausgabe Ihre Anforderung?</translation>
    </message>
    <message>
        <source>A previous run did not finish (PTQ Studio stopped while it ran). Its log is %1.</source>
        <translation>Ein früherer Lauf wurde nicht beendet (PTQ Studio wurde währenddessen beendet). Sein Protokoll ist %1.</translation>
    </message>
    <message>
        <source>%1 %p% — %2/%3, %4 left</source>
        <translation>%1 %p% — %2/%3, noch %4</translation>
    </message>
    <message>
        <source>✓ %1 — %2</source>
        <translation>✓ %1 — %2</translation>
    </message>
    <message>
        <source>   layer %1</source>
        <translation>   Schicht %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run %1&lt;/b&gt;, verification &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lauf %1&lt;/b&gt;, Prüfung &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>, exit code %1</source>
        <translation>, Exit-Code %1</translation>
    </message>
    <message>
        <source>, killed by signal %1</source>
        <translation>, beendet durch Signal %1</translation>
    </message>
    <message>
        <source>Recompute sha256 checksums</source>
        <translation>sha256-Prüfsummen neu berechnen</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;sha256 of %n file(s) recorded at %1.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;sha256 von %n Datei gespeichert am %1.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;sha256 von %n Dateien gespeichert am %1.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Go back to the plan for a bounded change; the new command needs a new approval.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kehren Sie für eine begrenzte Änderung zum Plan zurück; der neue Befehl braucht eine neue Freigabe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Log: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Protokoll: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Finished: the output is verified complete.</source>
        <translation>Fertig: Die Ausgabe ist als vollständig geprüft.</translation>
    </message>
    <message>
        <source>Finished with status %1.</source>
        <translation>Fertig mit Status %1.</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <source>Stop checksums</source>
        <translation>Prüfsummen anhalten</translation>
    </message>
    <message numerus="yes">
        <source>Computing the sha256 of %n file(s) in %1…</source>
        <translation>
            <numerusform>sha256 von %n Datei in %1 wird berechnet…</numerusform>
            <numerusform>sha256 von %n Dateien in %1 wird berechnet…</numerusform>
        </translation>
    </message>
    <message>
        <source>Checksums stopped; nothing was recorded.</source>
        <translation>Prüfsummen angehalten; es wurde nichts gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>sha256 of %n file(s) recorded in run_manifest.yaml.</source>
        <translation>
            <numerusform>sha256 von %n Datei in run_manifest.yaml gespeichert.</numerusform>
            <numerusform>sha256 von %n Dateien in run_manifest.yaml gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Protokoll durchsuchen</translation>
    </message>
    <message>
        <source>Verification of the output</source>
        <translation>Prüfung der Ausgabe</translation>
    </message>
    <message>
        <source>Run result and diagnosis</source>
        <translation>Laufergebnis und Diagnose</translation>
    </message>
    <message>
        <source>■ %1 — cancelled after %2</source>
        <translation>■ %1 — abgebrochen nach %2</translation>
    </message>
    <message>
        <source>✗ %1 — failed after %2</source>
        <translation>✗ %1 — fehlgeschlagen nach %2</translation>
    </message>
    <message>
        <source>The run was cancelled during this stage.</source>
        <translation>Der Lauf wurde während dieser Phase abgebrochen.</translation>
    </message>
    <message>
        <source>The run failed during this stage; the diagnosis is below the log.</source>
        <translation>Der Lauf ist in dieser Phase fehlgeschlagen; die Diagnose steht unter dem Protokoll.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Perplexity after quantization, as quark-cli measured it: &lt;b&gt;%1&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Perplexität nach der Quantisierung, wie quark-cli sie gemessen hat: &lt;b&gt;%1&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;What quark-cli printed:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Was quark-cli ausgegeben hat:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>An approved run has not started yet.</source>
        <translation>Ein freigegebener Lauf wurde noch nicht gestartet.</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>Jetzt ausführen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>The command was approved earlier and has not run.</source>
        <translation>Der Befehl wurde früher freigegeben und ist noch nicht gelaufen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not run yet.&lt;/b&gt; The approved command:&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Noch nicht gelaufen.&lt;/b&gt; Der freigegebene Befehl:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cancel the run?</source>
        <translation>Den Lauf abbrechen?</translation>
    </message>
    <message>
        <source>Not started. Run now when you are ready, or go Back to change the command.</source>
        <translation>Nicht gestartet. Wählen Sie „Jetzt ausführen“, wenn Sie bereit sind, oder gehen Sie zurück, um den Befehl zu ändern.</translation>
    </message>
    <message>
        <source>Stop this run now? quark-cli and every process it started are stopped (SIGTERM, then SIGKILL after 10 s). The log and the manifest are kept; this approval is used, so running again needs a new approval on page 3.</source>
        <translation>Diesen Lauf jetzt beenden? quark-cli und jeder von ihm gestartete Prozess werden beendet (SIGTERM, nach 10 s SIGKILL). Protokoll und Manifest bleiben erhalten; diese Freigabe ist verbraucht, ein neuer Lauf braucht eine neue Freigabe auf Seite 3.</translation>
    </message>
    <message>
        <source>the model does not fit in GPU memory</source>
        <translation>das Modell passt nicht in den GPU-Speicher</translation>
    </message>
    <message>
        <source>out of GPU memory</source>
        <translation>GPU-Speicher erschöpft</translation>
    </message>
    <message>
        <source>quark-cli could not be started</source>
        <translation>quark-cli konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>a Python package quark-cli needs is missing</source>
        <translation>ein Python-Paket, das quark-cli braucht, fehlt</translation>
    </message>
    <message>
        <source>no GPU was usable</source>
        <translation>keine GPU war nutzbar</translation>
    </message>
    <message>
        <source>a problem in the Python environment</source>
        <translation>ein Problem in der Python-Umgebung</translation>
    </message>
    <message>
        <source>the model is gated: access was refused</source>
        <translation>das Modell ist zugangsbeschränkt: Der Zugriff wurde verweigert</translation>
    </message>
    <message>
        <source>the model could not be loaded</source>
        <translation>das Modell konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>the calibration data could not be loaded</source>
        <translation>die Kalibrierdaten konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>this model is not supported by the installed libraries</source>
        <translation>dieses Modell wird von den installierten Bibliotheken nicht unterstützt</translation>
    </message>
    <message>
        <source>quark-cli refused the command&apos;s settings</source>
        <translation>quark-cli hat die Einstellungen des Befehls abgelehnt</translation>
    </message>
    <message>
        <source>the quantization algorithm failed</source>
        <translation>der Quantisierungsalgorithmus ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the export failed</source>
        <translation>der Export ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the evaluation failed</source>
        <translation>die Evaluierung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>quark-cli stopped with an error</source>
        <translation>quark-cli wurde mit einem Fehler beendet</translation>
    </message>
    <message>
        <source>Run state</source>
        <translation>Laufstatus</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>Läuft: %1</translation>
    </message>
    <message numerus="yes">
        <source>No output for %n min — still running?</source>
        <translation>
            <numerusform>Seit %n Min. keine Ausgabe — läuft es noch?</numerusform>
            <numerusform>Seit %n Min. keine Ausgabe — läuft es noch?</numerusform>
        </translation>
    </message>
    <message>
        <source>No output for %1 s — still running?</source>
        <translation>Seit %1 s keine Ausgabe — läuft es noch?</translation>
    </message>
    <message>
        <source>▶ %1 — %2</source>
        <translation>▶ %1 — %2</translation>
    </message>
    <message>
        <source>The log %1 could not be read: %2</source>
        <translation>Das Protokoll %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>… (the start of the log is not shown: %1)</source>
        <translation>… (der Anfang des Protokolls wird nicht angezeigt: %1)</translation>
    </message>
    <message>
        <source>■ %1 — cancelled</source>
        <translation>■ %1 — abgebrochen</translation>
    </message>
    <message>
        <source>✗ %1 — failed</source>
        <translation>✗ %1 — fehlgeschlagen</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Read back from the log of this run; the time of each stage is known only while it runs.</source>
        <translation>Aus dem Protokoll dieses Laufs zurückgelesen; die Dauer jeder Stufe ist nur bekannt, während sie läuft.</translation>
    </message>
    <message>
        <source>%1 %p% — %2/%3</source>
        <translation>%1 %p% — %2/%3</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Approved, not run yet</source>
        <translation>Freigegeben, noch nicht gelaufen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run %1&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lauf %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Done — the output is verified complete</source>
        <translation>Fertig — die Ausgabe ist geprüft und vollständig</translation>
    </message>
    <message>
        <source>quark-cli finished, but the output did not pass verification</source>
        <translation>quark-cli ist fertig, aber die Ausgabe hat die Prüfung nicht bestanden</translation>
    </message>
    <message>
        <source>Partly done: the export is complete, then %1</source>
        <translation>Teilweise fertig: Der Export ist vollständig, danach %1</translation>
    </message>
    <message>
        <source>Partly done: the export is complete, a later step failed</source>
        <translation>Teilweise fertig: Der Export ist vollständig, ein späterer Schritt ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Failed during %1: %2</source>
        <translation>Fehlgeschlagen während %1: %2</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Failed: quark-cli exited with code %1</source>
        <translation>Fehlgeschlagen: quark-cli wurde mit Code %1 beendet</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelled during %1</source>
        <translation>Abgebrochen während %1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Interrupted: PTQ Studio stopped while this run was going</source>
        <translation>Unterbrochen: PTQ Studio wurde beendet, während dieser Lauf aktiv war</translation>
    </message>
    <message>
        <source>The diagnosis below says what to do first. The log and the manifest are kept; the log is %1.</source>
        <translation>Die Diagnose unten sagt, was zuerst zu tun ist. Protokoll und Manifest bleiben erhalten; das Protokoll ist %1.</translation>
    </message>
    <message>
        <source>Done — accepted. Finish shows where the model is.</source>
        <translation>Fertig — angenommen. „Abschließen“ zeigt, wo das Modell liegt.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Diagnosis: %1&lt;/b&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Diagnose: %1&lt;/b&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Diagnosis: %1&lt;/b&gt;, during %2%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Diagnose: %1&lt;/b&gt;, während %2%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>the job ran out of its host memory (Slurm)</source>
        <translation>Host-Arbeitsspeicher des Jobs erschöpft (Slurm)</translation>
    </message>
    <message>
        <source>Slurm ended the job at its time limit</source>
        <translation>Slurm hat den Job bei seinem Zeitlimit beendet</translation>
    </message>
    <message>
        <source>Slurm preempted the job</source>
        <translation>Slurm hat den Job verdrängt</translation>
    </message>
    <message>
        <source>the node failed</source>
        <translation>der Knoten ist ausgefallen</translation>
    </message>
    <message>
        <source>Remote job</source>
        <translation>Entfernter Job</translation>
    </message>
    <message>
        <source>Connection lost — the job goes on there. %1</source>
        <translation>Verbindung unterbrochen — der Job läuft dort weiter. %1</translation>
    </message>
    <message>
        <source>Job: %1</source>
        <translation>Job: %1</translation>
    </message>
    <message>
        <source>Re-attached to the job started earlier; its output continues below. The full log is %1.</source>
        <translation>Erneut mit dem zuvor gestarteten Job verbunden; seine Ausgabe wird unten fortgesetzt. Das vollständige Protokoll ist %1.</translation>
    </message>
    <message>
        <source>The export is on %1: compute its checksums there (sha256sum).</source>
        <translation>Der Export liegt auf %1: Berechnen Sie die Prüfsummen dort (sha256sum).</translation>
    </message>
    <message>
        <source>Queued — %1</source>
        <translation>In der Warteschlange — %1</translation>
    </message>
    <message>
        <source>Running — %1</source>
        <translation>Läuft — %1</translation>
    </message>
    <message>
        <source>Before the job: %1</source>
        <translation>Vor dem Job: %1</translation>
    </message>
    <message>
        <source>Model copied: %1. Starting the job…</source>
        <translation>Modell kopiert: %1. Der Job wird gestartet…</translation>
    </message>
    <message>
        <source>GPU memory of %1 appears here once the job runs there.</source>
        <translation>Der GPU-Speicher von %1 erscheint hier, sobald der Job dort läuft.</translation>
    </message>
    <message>
        <source>Running: copying the model to the target</source>
        <translation>Läuft: Das Modell wird zum Ziel kopiert</translation>
    </message>
    <message>
        <source>Running: waiting in the cluster&apos;s queue</source>
        <translation>Läuft: wartet in der Warteschlange des Clusters</translation>
    </message>
    <message>
        <source>Running: reconnecting to the target</source>
        <translation>Läuft: Verbindung zum Ziel wird wiederhergestellt</translation>
    </message>
    <message>
        <source>No match for “%1” in the log shown here.</source>
        <translation>Kein Treffer für „%1“ im hier angezeigten Log.</translation>
    </message>
    <message>
        <source>Stop copying the model to %1? quark-cli has not started there; what arrived of the copy is removed. The log and the manifest are kept; this approval is used, so running again needs a new approval on page 3.</source>
        <translation>Das Kopieren des Modells nach %1 beenden? quark-cli wurde dort noch nicht gestartet; was von der Kopie angekommen ist, wird entfernt. Log und Manifest bleiben erhalten; diese Freigabe ist verbraucht, ein neuer Lauf braucht eine neue Freigabe auf Seite 3.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run cancelled&lt;/b&gt; on request before quark-cli started: nothing was written to the output folder</source>
        <translation>&lt;p&gt;&lt;b&gt;Lauf abgebrochen&lt;/b&gt; auf Wunsch, bevor quark-cli startete: In den Ausgabeordner wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run cancelled&lt;/b&gt; on request: the output folder holds an incomplete export (the checks below say what is missing)</source>
        <translation>&lt;p&gt;&lt;b&gt;Lauf abgebrochen&lt;/b&gt; auf Wunsch: Der Ausgabeordner enthält einen unvollständigen Export (die Prüfungen unten sagen, was fehlt)</translation>
    </message>
    <message>
        <source>Cancelled. The log and the manifest are kept. To run again, go back to page 3, press Check target (or change the output folder) and approve the new command.</source>
        <translation>Abgebrochen. Log und Manifest bleiben erhalten. Um erneut zu starten, gehen Sie zurück zu Seite 3, klicken Sie auf „Ziel prüfen“ (oder ändern Sie den Ausgabeordner) und geben Sie den neuen Befehl frei.</translation>
    </message>
    <message>
        <source>Copying the model %p% — %1 of %2</source>
        <translation>Modell wird kopiert %p% — %1 von %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>There is no result to accept. This machine cannot run it: choose where it runs on page 3.</source>
        <translation>Es gibt kein Ergebnis zum Annehmen. Diese Maschine kann den Lauf nicht ausführen: Wählen Sie auf Seite 3, wo er stattfindet.</translation>
    </message>
    <message>
        <source>There is no result to accept. No plan change helps: fix the cause, then run again from page 3.</source>
        <translation>Es gibt kein Ergebnis zum Annehmen. Keine Änderung am Plan hilft: Beheben Sie die Ursache und starten Sie den Lauf dann erneut von Seite 3.</translation>
    </message>
    <message>
        <source>Elapsed %1 · %2</source>
        <translation>Verstrichen %1 · %2</translation>
    </message>
    <message>
        <source>quark-cli has printed nothing for %1, during %2. Some steps are quiet for a while on large models; if the GPU memory panel shows no change either, the run may hang: Cancel the run keeps its log.</source>
        <translation>quark-cli hat seit %1 nichts ausgegeben (Schritt: %2). Bei großen Modellen bleiben manche Schritte eine Weile still; zeigt auch die GPU-Speicheranzeige keine Änderung, hängt der Lauf vielleicht: „Lauf abbrechen“ behält sein Protokoll.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run cancelled&lt;/b&gt; on request before quark-cli wrote its export: nothing was written to the output folder %1</source>
        <translation>&lt;p&gt;&lt;b&gt;Lauf abgebrochen&lt;/b&gt; auf Wunsch, bevor quark-cli seinen Export schrieb: In den Ausgabeordner %1 wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Choose where it runs…</source>
        <translation>Ausführungsort wählen…</translation>
    </message>
    <message>
        <source>Back to page 3: under Runs on, choose an SSH host or a Slurm cluster with a GPU, then approve the new command.</source>
        <translation>Zurück zu Seite 3: Wählen Sie unter „Läuft auf“ einen SSH-Host oder einen Slurm-Cluster mit GPU, und geben Sie dann den neuen Befehl frei.</translation>
    </message>
    <message>
        <source>Back to the command</source>
        <translation>Zurück zum Befehl</translation>
    </message>
    <message>
        <source>Back to page 3: once the cause is fixed, check again and approve the command (each approval runs once).</source>
        <translation>Zurück zu Seite 3: Sobald die Ursache behoben ist, prüfen Sie erneut und geben den Befehl frei (jede Freigabe gilt für einen Lauf).</translation>
    </message>
    <message>
        <source>&lt;p&gt;No plan change helps: this machine cannot run it. Choose where it runs on page 3; the new command needs a new approval.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Änderung am Plan hilft: Diese Maschine kann den Lauf nicht ausführen. Wählen Sie auf Seite 3, wo er stattfindet; der neue Befehl braucht eine neue Freigabe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No plan change helps: fix what is named above, then go back to page 3 and approve the command again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Änderung am Plan hilft: Beheben Sie, was oben genannt ist, gehen Sie dann zurück zu Seite 3 und geben Sie den Befehl erneut frei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Expected total: %1&lt;/b&gt; — page 3&apos;s estimate, a rule of thumb for this model, scheme and calibration.&lt;/p&gt;&lt;p&gt;When the run ends, the output folder is checked here and the result is reported.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Erwartet insgesamt: %1&lt;/b&gt; — die Schätzung von Seite 3, ein Richtwert für dieses Modell, dieses Schema und diese Kalibrierung.&lt;/p&gt;&lt;p&gt;Wenn der Lauf endet, wird der Ausgabeordner hier geprüft und das Ergebnis gemeldet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>unter einer Minute</translation>
    </message>
    <message>
        <source>%1–%2 h</source>
        <translation>%1–%2 h</translation>
    </message>
    <message>
        <source>about %1 min</source>
        <translation>etwa %1 min</translation>
    </message>
    <message>
        <source>%1–%2 min</source>
        <translation>%1–%2 min</translation>
    </message>
    <message>
        <source>longer than the expected %1</source>
        <translation>länger als die erwarteten %1</translation>
    </message>
    <message>
        <source>expected total %1</source>
        <translation>erwartet insgesamt %1</translation>
    </message>
    <message>
        <source>Run and result</source>
        <translation>Lauf und Ergebnis</translation>
    </message>
    <message>
        <source>sha256 %p% — %1 of %2</source>
        <translation>sha256 %p% — %1 von %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 shard(s), %2 in %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 Shard(s), %2 in %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Ergebnis</translation>
    </message>
    <message>
        <source>&amp;Use the model</source>
        <translation>Modell &amp;verwenden</translation>
    </message>
    <message>
        <source>Does this verified output meet your request? (%1)</source>
        <translation>Erfüllt diese geprüfte Ausgabe Ihre Anforderung? (%1)</translation>
    </message>
    <message>
        <source>The export checks are running; the result can be accepted once they end.</source>
        <translation>Die Exportprüfungen laufen; das Ergebnis kann angenommen werden, sobald sie beendet sind.</translation>
    </message>
    <message>
        <source>They were approved with the command on page 3 and have not run.</source>
        <translation>Sie wurden mit dem Befehl auf Seite 3 freigegeben und sind noch nicht gelaufen.</translation>
    </message>
    <message>
        <source>Checking the export against the original</source>
        <translation>Export wird mit dem Original verglichen</translation>
    </message>
    <message>
        <source>Writing the model card into the export…</source>
        <translation>Modellkarte wird in den Export geschrieben…</translation>
    </message>
    <message>
        <source>Cannot read the model card %1: %2</source>
        <translation>Die Modellkarte %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>There is no result to accept: the export does not load with transformers. Choose another scheme at Checkpoint 2 (Back to the plan).</source>
        <translation>Es gibt kein Ergebnis zum Annehmen: Der Export lässt sich nicht mit transformers laden. Wählen Sie in Checkpoint 2 ein anderes Schema (Zurück zum Plan).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The export does not load with transformers&lt;/b&gt; (the load check after the run): %1 It cannot be accepted as complete; choose another scheme at Checkpoint 2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Export lässt sich nicht mit transformers laden&lt;/b&gt; (die Ladeprüfung nach dem Lauf): %1 Er kann nicht als vollständig angenommen werden; wählen Sie in Checkpoint 2 ein anderes Schema.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The export does not load with transformers: it cannot be accepted</source>
        <translation>Der Export lässt sich nicht mit transformers laden: Er kann nicht angenommen werden</translation>
    </message>
    <message>
        <source>Load check: %1</source>
        <translation>Ladeprüfung: %1</translation>
    </message>
    <message>
        <source>Back to Checkpoint 2: choose a scheme whose exports load (see Which schemes are verified); the new command needs a new approval.</source>
        <translation>Zurück zu Checkpoint 2: Wählen Sie ein Schema, dessen Exporte sich laden lassen (siehe „Welche Schemata geprüft sind“); der neue Befehl braucht eine neue Freigabe.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stops quark-cli and every process it started (after you confirm): SIGTERM, then SIGKILL after 10 s. The log and run_manifest.yaml are kept. The approval is used up: running again needs a new approval on page 3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Beendet quark-cli und jeden Prozess, den es gestartet hat (nach Ihrer Bestätigung): SIGTERM, nach 10 s SIGKILL. Das Protokoll und run_manifest.yaml bleiben erhalten. Die Freigabe ist verbraucht: Ein neuer Lauf braucht eine neue Freigabe auf Seite 3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your answer yes: this verified output meets your request. It is recorded in run_manifest.yaml; no exported file changes. Only an accepted result can be published to the Hugging Face Hub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ihre Antwort Ja: Diese geprüfte Ausgabe erfüllt Ihre Anforderung. Das wird in run_manifest.yaml vermerkt; keine exportierte Datei ändert sich. Nur ein angenommenes Ergebnis lässt sich auf dem Hugging Face Hub veröffentlichen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your answer no: back to page 2 to change the plan. Nothing is deleted — this run&apos;s log and manifest stay in the workspace&apos;s history. The changed plan needs a new confirmation and its command a new approval before anything runs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ihre Antwort Nein: zurück zu Seite 2, um den Plan zu ändern. Nichts wird gelöscht — Protokoll und Manifest dieses Laufs bleiben im Verlauf des Arbeitsbereichs. Der geänderte Plan braucht eine neue Bestätigung und sein Befehl eine neue Freigabe, bevor etwas läuft.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keeps the log scrolled to its newest line. Off: the log stays where you scrolled.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hält das Protokoll bei seiner neuesten Zeile. Aus: Das Protokoll bleibt dort, wohin Sie gescrollt haben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Starts the command approved on page 3, exactly as approved: quark-cli downloads the weights it needs, creates the output folder and quantizes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Startet den auf Seite 3 freigegebenen Befehl, genau wie freigegeben: quark-cli lädt die benötigten Gewichte herunter, legt den Ausgabeordner an und quantisiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Leaves the approved run waiting. Nothing starts until you press Run now; Back leads to page 3 to change the command (which voids the approval).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lässt den freigegebenen Lauf warten. Nichts startet, bevor Sie auf „Jetzt ausführen“ klicken; „Zurück“ führt zu Seite 3, um den Befehl zu ändern (was die Freigabe ungültig macht).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The run ended (%1), but its record could not be written:</source>
        <translation>Der Lauf endete (%1), aber sein Protokoll konnte nicht geschrieben werden:</translation>
    </message>
    <message>
        <source>Each file named keeps its previous version. Free space or fix the folder&apos;s permissions; the log is %1.</source>
        <translation>Jede genannte Datei behält ihre vorige Fassung. Schaffen Sie Platz oder korrigieren Sie die Rechte des Ordners; das Log ist %1.</translation>
    </message>
    <message>
        <source>The run ended (%1), but its outcome is not recorded</source>
        <translation>Der Lauf endete (%1), aber sein Ergebnis ist nicht festgehalten</translation>
    </message>
    <message>
        <source>run_manifest.yaml does not hold this run&apos;s outcome: see the list below. The log is %1.</source>
        <translation>run_manifest.yaml enthält das Ergebnis dieses Laufs nicht: siehe die Liste unten. Das Log ist %1.</translation>
    </message>
    <message>
        <source>Back to page 3: once the record can be written, approve the command again and run it.</source>
        <translation>Zurück zu Seite 3: Sobald das Protokoll geschrieben werden kann, den Befehl erneut freigeben und ausführen.</translation>
    </message>
    <message>
        <source>There is no result to accept: this run&apos;s outcome is not in run_manifest.yaml. Free space or fix the workspace folder, then run again from page 3.</source>
        <translation>Es gibt kein Ergebnis zum Annehmen: Das Ergebnis dieses Laufs steht nicht in run_manifest.yaml. Schaffen Sie Platz oder reparieren Sie den Ordner des Arbeitsbereichs, dann starten Sie den Lauf erneut von Seite 3.</translation>
    </message>
    <message>
        <source>Checking the approval and starting the command…</source>
        <translation>Freigabe wird geprüft und Befehl gestartet…</translation>
    </message>
    <message>
        <source>Following the job started earlier again…</source>
        <translation>Der früher gestartete Job wird wieder verfolgt…</translation>
    </message>
    <message>
        <source>&amp;Yes, accept the result</source>
        <translation>&amp;Ja, Ergebnis annehmen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not started.&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Nothing ran and nothing was created. Back leads to the command on page 3, built again from what is there now: approve it there to run it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nicht gestartet.&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Nichts ist gelaufen und nichts wurde angelegt. Zurück führt zum Befehl auf Seite 3, neu erstellt aus dem, was jetzt vorliegt: Geben Sie ihn dort frei, um ihn auszuführen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not approved.&lt;/b&gt; run_manifest.yaml holds this command without an approval that holds (never given, or the file was changed after it was): build and approve the command on page 3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nicht freigegeben.&lt;/b&gt; run_manifest.yaml enthält diesen Befehl ohne eine gültige Freigabe (nie erteilt, oder die Datei wurde danach geändert): Erstellen Sie den Befehl auf Seite 3 und geben Sie ihn frei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not approved</source>
        <translation>Nicht freigegeben</translation>
    </message>
    <message>
        <source>%1 (%2 so far)</source>
        <translation>%1 (bisher %2)</translation>
    </message>
    <message>
        <source>Cancelled. The log and the manifest are kept. To run again, go back to page 3, press Prepare another run (or choose another output folder) and approve the new command.</source>
        <translation>Abgebrochen. Protokoll und Manifest bleiben erhalten. Um erneut auszuführen, gehen Sie zurück zu Seite 3, klicken Sie auf „Neuen Lauf vorbereiten“ (oder wählen Sie einen anderen Ausgabeordner) und geben Sie den neuen Befehl frei.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your answer no, recorded: asks why, and keeps the reason in run_manifest.yaml (and in the run&apos;s history). No exported file changes or is deleted. A declined result is decided: page 3 then builds the next command without asking. You can still accept it later if you change your mind.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ihre Antwort Nein, festgehalten: fragt nach dem Grund und bewahrt ihn in run_manifest.yaml (und im Verlauf des Laufs) auf. Keine exportierte Datei wird geändert oder gelöscht. Über ein abgelehntes Ergebnis ist entschieden: Seite 3 erstellt den nächsten Befehl dann ohne Rückfrage. Wenn Sie es sich anders überlegen, können Sie es später noch annehmen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Decline…</source>
        <translation>Ab&amp;lehnen…</translation>
    </message>
    <message>
        <source>Record that this result does not meet your request, and why (kept in run_manifest.yaml).</source>
        <translation>Festhalten, dass dieses Ergebnis Ihrer Anforderung nicht entspricht, und warum (in run_manifest.yaml aufbewahrt).</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Declined: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Decline the result</source>
        <translation>Ergebnis ablehnen</translation>
    </message>
    <message>
        <source>Why does this result not meet your request? The reason is kept in run_manifest.yaml.</source>
        <translation>Warum entspricht dieses Ergebnis nicht Ihrer Anforderung? Der Grund wird in run_manifest.yaml aufbewahrt.</translation>
    </message>
    <message>
        <source>Declined. The reason is kept in run_manifest.yaml.</source>
        <translation>Abgelehnt. Der Grund wird in run_manifest.yaml aufbewahrt.</translation>
    </message>
    <message>
        <source>Back to the &amp;plan</source>
        <translation>Zurück zum &amp;Plan</translation>
    </message>
    <message>
        <source>Back to the plan &amp;with %1</source>
        <translation>Zurück zum Plan &amp;mit %1</translation>
    </message>
    <message>
        <source>You declined this result (%1). Change the plan (Back to the plan), or press Back to build the next command on page 3. Until it is built, you can still accept this result.</source>
        <translation>Sie haben dieses Ergebnis abgelehnt (%1). Ändern Sie den Plan (Zurück zum Plan), oder drücken Sie Zurück, um auf Seite 3 den nächsten Befehl zu erstellen. Bis er erstellt ist, können Sie dieses Ergebnis noch annehmen.</translation>
    </message>
    <message>
        <source>There is no result to accept. Back to the plan with %1 proposes the smallest change that may help; Back to the plan lets you change it yourself. Or press Back to build a new command on page 3 and approve it.</source>
        <translation>Es gibt kein Ergebnis zum Annehmen. „Zurück zum Plan mit %1“ schlägt die kleinste Änderung vor, die helfen kann; mit „Zurück zum Plan“ ändern Sie ihn selbst. Oder drücken Sie Zurück, um auf Seite 3 einen neuen Befehl zu erstellen und freizugeben.</translation>
    </message>
    <message>
        <source>There is no result to accept. Change the plan (Back to the plan), or press Back to build a new command on page 3 and approve it.</source>
        <translation>Es gibt kein Ergebnis zum Annehmen. Ändern Sie den Plan (Zurück zum Plan), oder drücken Sie Zurück, um auf Seite 3 einen neuen Befehl zu erstellen und freizugeben.</translation>
    </message>
</context>
<context>
    <name>ptq::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Sprache der Oberfläche</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Scheme names, flags and file names stay as quark-cli spells them in every language.</source>
        <translation>Schemanamen, Optionen und Dateinamen bleiben in jeder Sprache so, wie quark-cli sie schreibt.</translation>
    </message>
    <message>
        <source>The language changes when PTQ Studio starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von PTQ Studio.</translation>
    </message>
    <message>
        <source>Where &quot;Set up Quark for me…&quot; downloads PyTorch from. The commands are shown for approval before anything is installed.</source>
        <translation>Woher „Quark für mich einrichten…“ PyTorch herunterlädt. Die Befehle werden zur Freigabe angezeigt, bevor etwas installiert wird.</translation>
    </message>
    <message>
        <source>The PyTorch index (download.pytorch.org)</source>
        <translation>Der PyTorch-Index (download.pytorch.org)</translation>
    </message>
    <message>
        <source>pip&apos;s own configuration (PIP_INDEX_URL, pip.conf, PyPI)</source>
        <translation>Die eigene Konfiguration von pip (PIP_INDEX_URL, pip.conf, PyPI)</translation>
    </message>
    <message>
        <source>This index:</source>
        <translation>Dieser Index:</translation>
    </message>
    <message>
        <source>https://mirror.example/pytorch/whl/cu130</source>
        <translation>https://mirror.example/pytorch/whl/cu130</translation>
    </message>
    <message>
        <source>%1: index URL</source>
        <translation>%1: Index-URL</translation>
    </message>
    <message>
        <source>%1: where PyTorch comes from</source>
        <translation>%1: Herkunft von PyTorch</translation>
    </message>
    <message>
        <source>NVIDIA (CUDA):</source>
        <translation>NVIDIA (CUDA):</translation>
    </message>
    <message>
        <source>AMD (ROCm):</source>
        <translation>AMD (ROCm):</translation>
    </message>
    <message>
        <source>CPU only:</source>
        <translation>Nur CPU:</translation>
    </message>
    <message>
        <source>Give the index URL, or choose another source.</source>
        <translation>Geben Sie die Index-URL an, oder wählen Sie eine andere Quelle.</translation>
    </message>
    <message>
        <source>SSH hosts and Slurm clusters an approved command can run on.</source>
        <translation>SSH-Hosts und Slurm-Cluster, auf denen ein freigegebener Befehl laufen kann.</translation>
    </message>
    <message>
        <source>Remote &amp;targets…</source>
        <translation>Entfernte &amp;Ziele…</translation>
    </message>
    <message>
        <source>&lt;p&gt;The language of the menus, the pages and the manual. It changes when PTQ Studio starts again. Scheme names, flags and file names stay as quark-cli spells them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Sprache der Menüs, der Seiten und des Handbuchs. Sie ändert sich beim nächsten Start von PTQ Studio. Schemanamen, Flags und Dateinamen bleiben so, wie quark-cli sie schreibt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Install with &amp;pip instead of uv</source>
        <translation>Mit &amp;pip statt uv installieren</translation>
    </message>
    <message>
        <source>uv installs the same pinned packages from the same indexes in about half pip&apos;s time, and a second environment in seconds. pip&apos;s settings (pip.conf, PIP_*) are handed to it; where uv cannot follow one, pip installs anyway and the review says why.</source>
        <translation>uv installiert dieselben festgelegten Pakete aus denselben Indizes in etwa der halben Zeit von pip, eine zweite Umgebung in Sekunden. Die Einstellungen von pip (pip.conf, PIP_*) werden ihm übergeben; wo uv einer nicht folgen kann, installiert ohnehin pip, und die Übersicht sagt, warum.</translation>
    </message>
    <message>
        <source>New Quark environments</source>
        <translation>Neue Quark-Umgebungen</translation>
    </message>
</context>
<context>
    <name>ptq::ui::StepList</name>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>you are here</source>
        <translation>Sie sind hier</translation>
    </message>
    <message>
        <source>you are here · accepted</source>
        <translation>Sie sind hier · angenommen</translation>
    </message>
    <message>
        <source>you are here · confirmed</source>
        <translation>Sie sind hier · bestätigt</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation>Schritt %1, %2: %3</translation>
    </message>
    <message>
        <source>ran · not accepted yet</source>
        <translation>gelaufen · noch nicht angenommen</translation>
    </message>
    <message>
        <source>last run cancelled</source>
        <translation>letzter Lauf abgebrochen</translation>
    </message>
    <message>
        <source>last run incomplete</source>
        <translation>letzter Lauf unvollständig</translation>
    </message>
    <message>
        <source>last run interrupted</source>
        <translation>letzter Lauf unterbrochen</translation>
    </message>
    <message>
        <source>last run failed</source>
        <translation>letzter Lauf fehlgeschlagen</translation>
    </message>
    <message>
        <source>you are here · declined</source>
        <translation>Sie sind hier · abgelehnt</translation>
    </message>
    <message>
        <source>ran · declined</source>
        <translation>gelaufen · abgelehnt</translation>
    </message>
</context>
<context>
    <name>ptq::ui::TargetsDialog</name>
    <message>
        <source>SSH host</source>
        <translation>SSH-Host</translation>
    </message>
    <message>
        <source>Slurm cluster</source>
        <translation>Slurm-Cluster</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Diese Maschine</translation>
    </message>
    <message>
        <source>Another target is also named %1: each needs its own name.</source>
        <translation>Ein weiteres Ziel heißt ebenfalls %1: Jedes braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>This target has problems: select it to see them.</source>
        <translation>Dieses Ziel hat Probleme: Wählen Sie es aus, um sie zu sehen.</translation>
    </message>
    <message>
        <source>Saving waits for these targets too: %1.</source>
        <translation>Das Speichern wartet auch auf diese Ziele: %1.</translation>
    </message>
    <message>
        <source>The targets file could not be read; it is not written over.</source>
        <translation>Die Zieldatei konnte nicht gelesen werden; sie wird nicht überschrieben.</translation>
    </message>
    <message>
        <source>Writes %1.</source>
        <translation>Schreibt %1.</translation>
    </message>
    <message>
        <source>Fix the problems shown first.</source>
        <translation>Beheben Sie zuerst die angezeigten Probleme.</translation>
    </message>
    <message>
        <source>Remote targets</source>
        <translation>Entfernte Ziele</translation>
    </message>
    <message>
        <source>Where an approved command can run besides this machine: a GPU host reached over SSH, or a Slurm cluster through its login node. Saved in %1, which the headless commands read too.</source>
        <translation>Wo ein freigegebener Befehl außer auf dieser Maschine laufen kann: auf einem GPU-Host, erreichbar über SSH, oder auf einem Slurm-Cluster über seinen Login-Knoten. Gespeichert in %1, das auch die Kommandozeilenbefehle lesen.</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>A new SSH target; nothing is written until Save.</source>
        <translation>Ein neues SSH-Ziel; bis zum Speichern wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>A copy of the selected target, under another name.</source>
        <translation>Eine Kopie des ausgewählten Ziels unter einem anderen Namen.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Removes the selected target from the list; Cancel brings it back.</source>
        <translation>Entfernt das ausgewählte Ziel aus der Liste; „Abbrechen“ holt es zurück.</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>e.g. gpu-box</source>
        <translation>z. B. gpu-box</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>How the target is called in PTQ Studio and by --target: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, up to 64.</source>
        <translation>Wie das Ziel in PTQ Studio und bei --target heißt: Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;, höchstens 64 Zeichen.</translation>
    </message>
    <message>
        <source>Slurm cluster via login node</source>
        <translation>Slurm-Cluster über Login-Knoten</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>SSH host: the command runs on that host. Slurm cluster: PTQ Studio connects to the login node and submits a batch job (sbatch) that runs the command on a GPU node.</source>
        <translation>SSH-Host: Der Befehl läuft auf diesem Host. Slurm-Cluster: PTQ Studio verbindet sich mit dem Login-Knoten und übermittelt einen Batch-Job (sbatch), der den Befehl auf einem GPU-Knoten ausführt.</translation>
    </message>
    <message>
        <source>e.g. gpu7.lab.example</source>
        <translation>z. B. gpu7.lab.example</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>H&amp;ost:</translation>
    </message>
    <message>
        <source>The host name or address ssh connects to (for Slurm: the login node). A Host alias of ~/.ssh/config works too.</source>
        <translation>Der Hostname oder die Adresse, mit der sich ssh verbindet (bei Slurm: der Login-Knoten). Ein Host-Alias aus ~/.ssh/config funktioniert ebenfalls.</translation>
    </message>
    <message>
        <source>ssh&apos;s default</source>
        <translation>Standard von ssh</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <source>The user name there; empty: ssh&apos;s default (~/.ssh/config, then your user name here).</source>
        <translation>Der Benutzername dort; leer: Standard von ssh (~/.ssh/config, sonst Ihr Benutzername hier).</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>The SSH port; ssh&apos;s default (22, or ~/.ssh/config&apos;s) when left at its lowest.</source>
        <translation>Der SSH-Port; auf dem niedrigsten Wert: Standard von ssh (22 oder der aus ~/.ssh/config).</translation>
    </message>
    <message>
        <source>the SSH agent and ssh&apos;s default keys</source>
        <translation>SSH-Agent und Standardschlüssel von ssh</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Browse for the identity file</source>
        <translation>Identitätsdatei suchen</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>&amp;Identitätsdatei:</translation>
    </message>
    <message>
        <source>A private key file on this machine (ssh -i); empty: the SSH agent and ssh&apos;s default keys. A key with a passphrase needs the agent: no passphrase is stored.</source>
        <translation>Eine private Schlüsseldatei auf dieser Maschine (ssh -i); leer: SSH-Agent und Standardschlüssel von ssh. Ein Schlüssel mit Passphrase braucht den Agenten: Es wird keine Passphrase gespeichert.</translation>
    </message>
    <message>
        <source>none: a direct connection</source>
        <translation>keiner: direkte Verbindung</translation>
    </message>
    <message>
        <source>Pro&amp;xyJump:</source>
        <translation>Pro&amp;xyJump:</translation>
    </message>
    <message>
        <source>A jump host (bastion) that ssh connects through first (ssh -J), e.g. bastion.example or alice@bastion.example:2222; empty: a direct connection.</source>
        <translation>Ein Jump-Host (Bastion), über den sich ssh zuerst verbindet (ssh -J), z. B. bastion.example oder alice@bastion.example:2222; leer: direkte Verbindung.</translation>
    </message>
    <message>
        <source>ssh&apos;s own (~/.ssh/known_hosts)</source>
        <translation>die von ssh (~/.ssh/known_hosts)</translation>
    </message>
    <message>
        <source>Browse for the known_hosts file</source>
        <translation>known_hosts-Datei suchen</translation>
    </message>
    <message>
        <source>known_&amp;hosts file:</source>
        <translation>kno&amp;wn_hosts-Datei:</translation>
    </message>
    <message>
        <source>A known_hosts file that holds the host&apos;s key, when it is not in ~/.ssh/known_hosts. An unknown or changed host key is never accepted.</source>
        <translation>Eine known_hosts-Datei mit dem Schlüssel des Hosts, falls er nicht in ~/.ssh/known_hosts steht. Ein unbekannter oder geänderter Host-Schlüssel wird nie akzeptiert.</translation>
    </message>
    <message>
        <source>Keys come from the SSH agent or key files; no password is ever stored. The host key must already be known: connect once with ssh in a terminal, or name a known_hosts file. PTQ Studio never accepts an unknown or changed host key.</source>
        <translation>Schlüssel kommen aus dem SSH-Agenten oder aus Schlüsseldateien; ein Passwort wird nie gespeichert. Der Host-Schlüssel muss bereits bekannt sein: Verbinden Sie sich einmal in einem Terminal mit ssh, oder geben Sie eine known_hosts-Datei an. PTQ Studio akzeptiert nie einen unbekannten oder geänderten Host-Schlüssel.</translation>
    </message>
    <message>
        <source>On the target</source>
        <translation>Auf dem Ziel</translation>
    </message>
    <message>
        <source>e.g. /scratch/alice/ptq</source>
        <translation>z. B. /scratch/alice/ptq</translation>
    </message>
    <message>
        <source>Remote &amp;workspace:</source>
        <translation>Ent&amp;fernter Arbeitsbereich:</translation>
    </message>
    <message>
        <source>An absolute folder on the target where each run gets its folder (script, log) and outputs are proposed. Letters, digits and ._/+@- only.</source>
        <translation>Ein absoluter Ordner auf dem Ziel, in dem jeder Lauf seinen Ordner (Skript, Protokoll) erhält und Ausgabeordner vorgeschlagen werden. Nur Buchstaben, Ziffern und ._/+@-.</translation>
    </message>
    <message>
        <source>e.g. /opt/quark/bin/quark-cli</source>
        <translation>z. B. /opt/quark/bin/quark-cli</translation>
    </message>
    <message>
        <source>&amp;quark-cli:</source>
        <translation>&amp;quark-cli:</translation>
    </message>
    <message>
        <source>The absolute path of quark-cli on the target: its Python environment&apos;s bin/quark-cli.</source>
        <translation>Der absolute Pfad von quark-cli auf dem Ziel: bin/quark-cli seiner Python-Umgebung.</translation>
    </message>
    <message>
        <source>the target&apos;s default</source>
        <translation>Standard des Ziels</translation>
    </message>
    <message>
        <source>HF_HO&amp;ME:</source>
        <translation>HF_HO&amp;ME:</translation>
    </message>
    <message>
        <source>Where Hugging Face models are downloaded to on the target (an absolute path); empty: the target&apos;s default (~/.cache/huggingface).</source>
        <translation>Wohin Hugging-Face-Modelle auf dem Ziel heruntergeladen werden (ein absoluter Pfad); leer: Standard des Ziels (~/.cache/huggingface).</translation>
    </message>
    <message>
        <source>Slurm</source>
        <translation>Slurm</translation>
    </message>
    <message>
        <source>the cluster&apos;s default</source>
        <translation>Standard des Clusters</translation>
    </message>
    <message>
        <source>P&amp;artition:</source>
        <translation>Par&amp;tition:</translation>
    </message>
    <message>
        <source>The partition (queue of nodes) the job is submitted to, e.g. gpu (#SBATCH --partition); empty: the cluster&apos;s default partition. sinfo lists them.</source>
        <translation>Die Partition (Warteschlange von Knoten), an die der Job übermittelt wird, z. B. gpu (#SBATCH --partition); leer: Standardpartition des Clusters. sinfo listet sie auf.</translation>
    </message>
    <message>
        <source>your default account</source>
        <translation>Ihr Standardkonto</translation>
    </message>
    <message>
        <source>A&amp;ccount:</source>
        <translation>&amp;Konto:</translation>
    </message>
    <message>
        <source>The Slurm account (project) the job&apos;s time is charged to (#SBATCH --account); empty: your default account.</source>
        <translation>Das Slurm-Konto (Projekt), dem die Rechenzeit des Jobs angerechnet wird (#SBATCH --account); leer: Ihr Standardkonto.</translation>
    </message>
    <message>
        <source>the partition&apos;s default</source>
        <translation>Standard der Partition</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>How long the job may run, in minutes (#SBATCH --time); Slurm ends it then. At its lowest: the partition&apos;s default.</source>
        <translation>Wie lange der Job laufen darf, in Minuten (#SBATCH --time); danach beendet Slurm ihn. Auf dem niedrigsten Wert: Standard der Partition.</translation>
    </message>
    <message>
        <source>not requested</source>
        <translation>nicht angefordert</translation>
    </message>
    <message>
        <source>&amp;GPUs per job:</source>
        <translation>&amp;GPUs pro Job:</translation>
    </message>
    <message>
        <source>CP&amp;Us per task:</source>
        <translation>&amp;CPUs pro Task:</translation>
    </message>
    <message>
        <source>CPU cores for the job&apos;s task (#SBATCH --cpus-per-task).</source>
        <translation>CPU-Kerne für den Task des Jobs (#SBATCH --cpus-per-task).</translation>
    </message>
    <message>
        <source>e.g. 64G</source>
        <translation>z. B. 64G</translation>
    </message>
    <message>
        <source>M&amp;emory:</source>
        <translation>Ar&amp;beitsspeicher:</translation>
    </message>
    <message>
        <source>Memory of the job&apos;s node in Slurm&apos;s notation, e.g. 64G or 500000M (#SBATCH --mem); empty: the cluster&apos;s default.</source>
        <translation>Arbeitsspeicher des Job-Knotens in der Schreibweise von Slurm, z. B. 64G oder 500000M (#SBATCH --mem); leer: Standard des Clusters.</translation>
    </message>
    <message>
        <source>--exclusive
--qos=high</source>
        <translation>--exclusive
--qos=high</translation>
    </message>
    <message>
        <source>E&amp;xtra #SBATCH:</source>
        <translation>Weitere #SBATCH-Zei&amp;len:</translation>
    </message>
    <message>
        <source>Further options of the batch script, one per line, each starting with -- (written as &quot;#SBATCH &lt;line&gt;&quot;), e.g. --exclusive or --qos=high.</source>
        <translation>Weitere Optionen des Batch-Skripts, eine pro Zeile, jede beginnend mit -- (geschrieben als &quot;#SBATCH &lt;line&gt;&quot;), z. B. --exclusive oder --qos=high.</translation>
    </message>
    <message>
        <source>--container-image=rocm/pytorch:latest</source>
        <translation>--container-image=rocm/pytorch:latest</translation>
    </message>
    <message>
        <source>s&amp;run flags:</source>
        <translation>s&amp;run-Flags:</translation>
    </message>
    <message>
        <source>Options of the srun that starts quark-cli inside the job, one per line, e.g. --container-image=rocm/pytorch:latest to run it in a container (pyxis).</source>
        <translation>Optionen des srun, das quark-cli im Job startet, eine pro Zeile, z. B. --container-image=rocm/pytorch:latest, um es in einem Container auszuführen (pyxis).</translation>
    </message>
    <message>
        <source>No remote targets yet: Add one. Commands run on this machine until a target is chosen.</source>
        <translation>Noch keine entfernten Ziele: Fügen Sie mit „Hinzufügen“ eines hinzu. Befehle laufen auf dieser Maschine, bis ein Ziel gewählt ist.</translation>
    </message>
    <message>
        <source>Identity file (private key)</source>
        <translation>Identitätsdatei (privater Schlüssel)</translation>
    </message>
    <message>
        <source>known_hosts file</source>
        <translation>known_hosts-Datei</translation>
    </message>
    <message>
        <source>%1
The file is kept as it is and nothing here can be saved over it: fix it or move it away, then open Remote targets again.</source>
        <translation>%1
Die Datei bleibt unverändert, und von hier aus kann nichts darüber gespeichert werden: Korrigieren Sie sie oder verschieben Sie sie, und öffnen Sie dann „Entfernte Ziele“ erneut.</translation>
    </message>
    <message>
        <source>Connects to the host as a run would (read-only: nothing is created there) and checks quark-cli, the GPUs, the disk%1.</source>
        <translation>Verbindet sich mit dem Host wie ein Lauf (nur lesend: dort wird nichts angelegt) und prüft quark-cli, die GPUs, den Speicherplatz%1.</translation>
    </message>
    <message>
        <source> and the partition</source>
        <translation> und die Partition</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>%1 wird getestet…</translation>
    </message>
    <message>
        <source>Test of %1 failed:</source>
        <translation>Test von %1 fehlgeschlagen:</translation>
    </message>
    <message>
        <source>Test of %1 passed, with warnings:</source>
        <translation>Test von %1 bestanden, mit Warnungen:</translation>
    </message>
    <message>
        <source>Test of %1 passed:</source>
        <translation>Test von %1 bestanden:</translation>
    </message>
    <message>
        <source>GPUs the job asks for (#SBATCH --gres=gpu:N). quark-cli needs at least one to quantize.</source>
        <translation>GPUs, die der Job anfordert (#SBATCH --gres=gpu:N). quark-cli braucht mindestens eine zum Quantisieren.</translation>
    </message>
    <message>
        <source>⚠ No GPU is requested: on most clusters the job then gets none, and quark-cli needs a GPU to quantize. Ask for at least 1.</source>
        <translation>⚠ Keine GPU angefordert: Auf den meisten Clustern bekommt der Job dann keine, und quark-cli braucht zum Quantisieren eine GPU. Fordern Sie mindestens 1 an.</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Verbindung testen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Removes the selected target from the list. targets.json changes only when you press Save; Cancel brings it back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Entfernt das ausgewählte Ziel aus der Liste. targets.json ändert sich erst, wenn Sie auf „Speichern“ klicken; „Abbrechen“ holt es zurück.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ptq::ui::VramPanel</name>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>GPU memory appears here while the run is going.</source>
        <translation>Der GPU-Speicher erscheint hier, während der Lauf läuft.</translation>
    </message>
    <message>
        <source>No GPU monitor: none of nvidia-smi, amd-smi or rocm-smi is on PATH, so GPU memory cannot be shown.</source>
        <translation>Keine GPU-Überwachung: Weder nvidia-smi noch amd-smi noch rocm-smi ist in PATH, daher kann der GPU-Speicher nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>memory not reported</source>
        <translation>Speicher nicht gemeldet</translation>
    </message>
    <message>
        <source> · %1% busy</source>
        <translation> · %1% ausgelastet</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>total %1 GiB</source>
        <translation>gesamt %1 GiB</translation>
    </message>
    <message>
        <source>Waiting for the first reading from %1…</source>
        <translation>Warte auf den ersten Messwert von %1…</translation>
    </message>
    <message>
        <source>No GPU memory was recorded for this run: none of nvidia-smi, amd-smi or rocm-smi was found.</source>
        <translation>Für diesen Lauf wurde kein GPU-Speicher aufgezeichnet: Weder nvidia-smi noch amd-smi noch rocm-smi wurde gefunden.</translation>
    </message>
    <message>
        <source>No GPU memory reading arrived from %1 during this run.</source>
        <translation>Während dieses Laufs kam kein GPU-Speicher-Messwert von %1.</translation>
    </message>
    <message>
        <source>Reading the GPU memory trace %1…</source>
        <translation>GPU-Speicherverlauf %1 wird gelesen…</translation>
    </message>
    <message>
        <source>The GPU memory trace %1 holds no readings.</source>
        <translation>Der GPU-Speicherverlauf %1 enthält keine Messwerte.</translation>
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
        <translation>aktuell %1 · Spitze %2 GiB</translation>
    </message>
    <message>
        <source>peak %1 of %2 GiB</source>
        <translation>Spitze %1 von %2 GiB</translation>
    </message>
    <message>
        <source>peak %1 GiB</source>
        <translation>Spitze %1 GiB</translation>
    </message>
    <message>
        <source>GPU %1 peak %2 GiB</source>
        <translation>GPU %1 Spitze %2 GiB</translation>
    </message>
    <message>
        <source>measured by %1</source>
        <translation>gemessen mit %1</translation>
    </message>
    <message>
        <source>The GPU memory trace of this run could not be written; its peak per GPU is in run_manifest.yaml.</source>
        <translation>Der GPU-Speicherverlauf dieses Laufs konnte nicht geschrieben werden; die Spitze pro GPU steht in run_manifest.yaml.</translation>
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
        <translation>&lt;h2&gt;Arbeitsbereich wählen&lt;/h2&gt;&lt;p&gt;Ein Arbeitsbereich ist ein Ordner für einen Quantisierungsauftrag: die Modellanalyse, der Plan, das Lauf-Manifest, die Protokolle aller Läufe und ihr Verlauf. Sie können PTQ Studio jederzeit schließen und später fortfahren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pick or create an empty folder for a new job.</source>
        <translation>Einen leeren Ordner für einen neuen Auftrag wählen oder anlegen.</translation>
    </message>
    <message>
        <source>Continue a job from its workspace folder.</source>
        <translation>Einen Auftrag in seinem Arbeitsbereichsordner fortsetzen.</translation>
    </message>
    <message>
        <source>Recent workspaces</source>
        <translation>Zuletzt verwendete Arbeitsbereiche</translation>
    </message>
    <message>
        <source>Opens a workspace with a tiny llama-style model that ships with PTQ Studio, so you can walk through analysis, plan and command offline.</source>
        <translation>Öffnet einen Arbeitsbereich mit einem winzigen Modell im Llama-Stil, das PTQ Studio beiliegt, damit Sie Analyse, Plan und Befehl offline durchgehen können.</translation>
    </message>
    <message>
        <source>Folder for the new workspace</source>
        <translation>Ordner für den neuen Arbeitsbereich</translation>
    </message>
    <message>
        <source>Open a workspace folder</source>
        <translation>Einen Arbeitsbereichsordner öffnen</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <source>No recent workspaces yet.</source>
        <translation>Noch keine zuletzt verwendeten Arbeitsbereiche.</translation>
    </message>
    <message>
        <source>Choose a workspace</source>
        <translation>Arbeitsbereich wählen</translation>
    </message>
    <message>
        <source>resumes at step %1</source>
        <translation>weiter bei Schritt %1</translation>
    </message>
    <message>
        <source>Finds the Python environments with AMD Quark on this machine, or sets up a new one.</source>
        <translation>Findet die Python-Umgebungen mit AMD Quark auf dieser Maschine oder richtet eine neue ein.</translation>
    </message>
    <message>
        <source>Quark: the quark-cli on PATH, if there is one (step 3 checks it).</source>
        <translation>Quark: das quark-cli in PATH, falls vorhanden (Schritt 3 prüft es).</translation>
    </message>
    <message>
        <source>Quark: the environment %1 (step 3 checks it).</source>
        <translation>Quark: die Umgebung %1 (Schritt 3 prüft sie).</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), the last %1</source>
        <translation>
            <numerusform>%n Lauf, Status: %1</numerusform>
            <numerusform>%n Läufe, der letzte: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;New workspace…</source>
        <translation>&amp;Neuer Arbeitsbereich…</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Try with the bundled &amp;example</source>
        <translation>Mit dem mitgelieferten &amp;Beispiel ausprobieren</translation>
    </message>
    <message>
        <source>&amp;Quark environment…</source>
        <translation>&amp;Quark-Umgebung…</translation>
    </message>
    <message>
        <source>&amp;Recent workspaces:</source>
        <translation>&amp;Zuletzt verwendete Arbeitsbereiche:</translation>
    </message>
    <message>
        <source>%1, not accepted yet</source>
        <translation>%1, noch nicht angenommen</translation>
    </message>
</context>
</TS>
