"""Deterministic generator of plain English-like text (no downloaded data).

Shared by make_models.py (tokenizer training corpus) and make_offline_data.py
(calibration / evaluation data sets). Output depends only on the seed.
"""

from __future__ import annotations

import random

_SUBJECTS = [
    "the river", "a small town", "the old library", "our team", "the northern province",
    "the first expedition", "a young engineer", "the city council", "the research group",
    "the railway company", "a local farmer", "the orchestra", "the harbour", "the museum",
    "a travelling merchant", "the village school", "the mountain pass", "the new bridge",
]
_VERBS = [
    "built", "described", "crossed", "opened", "recorded", "studied", "repaired", "visited",
    "measured", "planned", "supported", "replaced", "discovered", "protected", "announced",
]
_OBJECTS = [
    "a wooden tower", "the eastern road", "several old maps", "a long report", "the main hall",
    "a quiet garden", "the winter market", "a stone wall", "the annual festival", "a narrow canal",
    "the central station", "a set of letters", "the copper mine", "a public park", "the lighthouse",
]
_TAILS = [
    "in the spring of that year", "after a long debate", "with great care", "during the war",
    "before the storm arrived", "for the first time", "under difficult conditions",
    "at the end of the century", "despite the cost", "with the help of volunteers",
    "near the southern border", "over several months",
]
_CONNECT = ["Later,", "However,", "In addition,", "As a result,", "Meanwhile,", "Afterwards,"]
_TITLES = ["History", "Geography", "Economy", "Culture", "Transport", "Education", "Legacy"]


def sentence(rng: random.Random) -> str:
    """One sentence, e.g. 'The river crossed a stone wall with great care.'"""
    s = f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} {rng.choice(_TAILS)}"
    if rng.random() < 0.3:
        s = f"{rng.choice(_CONNECT)} {s}"
    if rng.random() < 0.2:
        s += f", and {rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)}"
    if rng.random() < 0.15:
        s += f" in {1800 + rng.randrange(220)}"
    return s[0].upper() + s[1:] + "."


def paragraph(rng: random.Random, min_sentences: int = 2, max_sentences: int = 5) -> str:
    """A few sentences joined by spaces."""
    return " ".join(sentence(rng) for _ in range(rng.randint(min_sentences, max_sentences)))


def lines(seed: int, count: int) -> list[str]:
    """`count` paragraphs of text, deterministic for a given seed."""
    rng = random.Random(seed)
    return [paragraph(rng) for _ in range(count)]


def wikitext_lines(seed: int, count: int) -> list[str]:
    """Lines shaped like wikitext-2-raw-v1 rows: headings, paragraphs and empty lines."""
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < count:
        r = rng.random()
        if r < 0.1:
            out.append(f" = {rng.choice(_TITLES)} = \n")
        elif r < 0.3:
            out.append("")
        else:
            out.append(" " + paragraph(rng, 3, 7) + " \n")
    return out[:count]
