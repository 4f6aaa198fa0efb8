#!/usr/bin/env python3
"""Fills the unfinished entries of a Qt .ts catalog from a JSON map and checks every one.

    translations/fill.py CATALOG.ts MAP.json

MAP.json is {source text: translation}; a key "Context\\u0004source" applies to that context only
and wins over a plain source key. A numerus entry's translation lists its plural forms separated
by "|" (German: one|many; Chinese: a single form). Only entries lupdate marked
type="unfinished" are filled: a finished translation, in any context, is never touched. The file
is edited in place, in lupdate's own formatting (its DOCTYPE, quotes and entities), so the next
lupdate changes nothing. Refuses (exit 1, nothing written) when a translation drops or invents a
%1 / %n placeholder, an HTML tag or a "&" accelerator, so a catalog cannot silently break a
message. Entries the map lacks stay unfinished and are listed.
"""
import html
import json
import re
import sys

PLACEHOLDER = re.compile(r"%L?n|%\d")
TAG = re.compile(r"</?([a-zA-Z0-9]+)")
CONTEXT = re.compile(r"<context>\s*<name>([^<]*)</name>.*?</context>", re.S)
UNFINISHED = re.compile(
    r'(<message[^>]*>\s*(?:<location[^>]*/>\s*)*)<source>([^<]*)</source>(\s*(?:<comment>[^<]*</comment>\s*)?)'
    r'<translation type="unfinished">[^<]*(?:<numerusform>[^<]*</numerusform>[^<]*)*</translation>',
    re.S)


def accelerators(text):
    return len(re.findall(r"&(?![a-zA-Z]+;|#)", text.replace("&&", "")))


def problems(source, translation):
    out = []
    if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(translation)):
        out.append("placeholders %s vs %s" % (PLACEHOLDER.findall(source), PLACEHOLDER.findall(translation)))
    if sorted(TAG.findall(source)) != sorted(TAG.findall(translation)):
        out.append("HTML tags differ")
    if accelerators(source) != accelerators(translation):
        out.append("accelerator (&) count differs")
    return out


def escape(text):
    """As lupdate writes text: &amp; &lt; &gt; &apos; &quot;."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("'", "&apos;").replace('"', "&quot;"))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    catalog, map_path = sys.argv[1], sys.argv[2]
    mapping = json.load(open(map_path, encoding="utf-8"))
    text = open(catalog, encoding="utf-8").read()
    errors, filled, missing = [], 0, []

    def fill_context(context_match):
        context = html.unescape(context_match.group(1))

        def fill_message(m):
            nonlocal filled
            head, source_raw, between = m.group(1), m.group(2), m.group(3)
            source = html.unescape(source_raw)
            translation = mapping.get(context + "\u0004" + source, mapping.get(source))
            if translation is None:
                missing.append("%s: %s" % (context, source[:70]))
                return m.group(0)
            numerus = 'numerus="yes"' in head
            forms = translation.split("|") if numerus else [translation]
            for form in forms:
                errors.extend("%s: %s: %r: %s" % (catalog, context, source[:60], p) for p in problems(source, form))
            if numerus:
                indent = between.rsplit("\n", 1)[-1] if "\n" in between else "        "
                inner = "\n" + "".join("%s    <numerusform>%s</numerusform>\n" % (indent, escape(f)) for f in forms) + indent
            else:
                inner = escape(translation)
            filled += 1
            return "%s<source>%s</source>%s<translation>%s</translation>" % (head, source_raw, between, inner)

        return UNFINISHED.sub(fill_message, context_match.group(0))

    text = CONTEXT.sub(fill_context, text)
    if errors:
        print("\n".join(errors))
        sys.exit("%s: %d problem(s); nothing written" % (catalog, len(errors)))
    with open(catalog, "w", encoding="utf-8") as out:
        out.write(text)
    print("%s: %d entr%s filled" % (catalog, filled, "y" if filled == 1 else "ies"))
    if missing:
        print("not in %s (still unfinished):\n  %s" % (map_path, "\n  ".join(missing)))


if __name__ == "__main__":
    main()
