#!/usr/bin/env python3
"""Fills a Qt .ts catalog from a JSON map {source text: translation} and checks every entry.

    translations/fill.py CATALOG.ts MAP.json

A numerus entry's translation lists its plural forms separated by "|" (German: one|many;
Chinese: a single form). Refuses (exit 1) when a translation drops or invents a %1 / %n
placeholder, an HTML tag or a "&" accelerator, so a catalog cannot silently break a message.
Entries already translated keep their translation unless the map has one.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?n|%\d")
TAG = re.compile(r"</?([a-zA-Z0-9]+)")


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


def main():
    catalog, mapping = sys.argv[1], json.load(open(sys.argv[2], encoding="utf-8"))
    tree = ET.parse(catalog)
    errors = 0
    for message in tree.getroot().iter("message"):
        source = message.find("source").text or ""
        translation = message.find("translation")
        if source not in mapping:
            continue
        text = mapping[source]
        forms = text.split("|") if message.get("numerus") == "yes" else [text]
        for form in forms:
            for p in problems(source, form):
                print("%s: %r: %s" % (catalog, source[:60], p))
                errors += 1
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        if message.get("numerus") == "yes":
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = text
        translation.attrib.pop("type", None)
    if errors:
        sys.exit(1)
    tree.write(catalog, encoding="utf-8", xml_declaration=True)


if __name__ == "__main__":
    main()
