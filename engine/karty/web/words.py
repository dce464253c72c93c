"""Rule option values in words, in both languages, for the site's forms and tables
(never the identifier: ``dealer`` is shown as "the dealer" / «сдающий»).

    >>> value_words("bura", "first_lead", "non-dealer")
    ('the non-dealer', 'несдающий')
    >>> value_words("ochko", "dark", True)
    ('yes', 'да')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Final

from ..games import game_names, load_game

BOOL_WORDS: Final = {True: ("yes", "да"), False: ("no", "нет")}


def value_words(game: str, option: str, value: Any) -> tuple[str, str] | None:
    """An option value in words ``(en, ru)``: the game's own (its ``Rules.VALUE_WORDS``,
    :class:`karty.options.RulesBase`, so that a game writes them in its package); a
    number stands for itself; ``None`` for a value no words are written for
    (tests/engine/web hold Бура and Очко to having them all), or a game that is not
    in the registry."""
    if isinstance(value, bool):
        return BOOL_WORDS[value]
    if isinstance(value, int):
        return (str(value), str(value))
    if game not in game_names():
        return None
    return load_game(game).Rules.VALUE_WORDS.get(option, {}).get(str(value))


# ---------------------------------------------------------------- segments in words
#: each section of the edition by its short name ``(en, ru)``; the site's
#: docs/labels.yaml (table ``segments``) names them the same (tests/site checks it).
#: Two are the edition's prose on a game and carry its name: sections of the text, not
#: games (Стос, a game, has no section).
SECTIONS: Final[dict[str, tuple[str, str]]] = {
    "intro": ("Introduction", "Вступление"), "bura": ("Bura", "Бура"),
    "interlude": ("Interlude", "Между стихами"), "ochko": ("Ochko", "Очко"),
    "verse1": ("Verse 1", "Стихотворение 1"), "verse2": ("Verse 2", "Стихотворение 2"),
}
#: a segment's kind: (singular, plural) in English and in Russian
SEGMENT_KINDS: Final[dict[str, tuple[tuple[str, str], tuple[str, str]]]] = {
    "s": (("sentence", "sentences"), ("предложение", "предложения")),
    "l": (("line", "lines"), ("строка", "строки")),
    "title": (("heading", "heading"), ("заголовок", "заголовок")),
    "cite": (("source line", "source line"), ("строка об источнике", "строка об источнике")),
}


def segment_words(segment_ids: Sequence[str], lang: str) -> list[str]:
    """Segment ids as a reader names them, one text per id (each is a link's text):
    the first of a run in one section and kind names them, the rest are numbers.

    >>> segment_words(["bura.s10"], "en")
    ['Bura, sentence 10']
    >>> segment_words(["bura.s10", "bura.s4", "verse1.l8"], "ru")
    ['Бура, предложения 10', '4', 'Стихотворение 1, строка 8']
    >>> segment_words(["verse2.cite"], "en")
    ['Verse 2, source line']
    """
    ru = lang == "ru"
    parsed = []
    for sid in segment_ids:
        m = re.fullmatch(r"([a-z][a-z0-9]*)\.([a-z]+?)([0-9]+[a-z]?)?", sid)
        if not m or m.group(1) not in SECTIONS or m.group(2) not in SEGMENT_KINDS:
            raise ValueError(f"{sid!r}: no words for this segment id (karty.web.words.SECTIONS, SEGMENT_KINDS)")
        parsed.append((m.group(1), m.group(2), m.group(3) or ""))
    out: list[str] = []
    k = 0
    while k < len(parsed):
        sec, kind, n = parsed[k]
        run = k + 1
        while run < len(parsed) and parsed[run][:2] == (sec, kind) and n and parsed[run][2]:
            run += 1
        sing, plur = SEGMENT_KINDS[kind][1 if ru else 0]
        name = SECTIONS[sec][1 if ru else 0]
        if not n:
            out.append(f"{name}, {sing}")
        else:
            out.append(f"{name}, {plur if run - k > 1 else sing} {n}")
            out += [parsed[j][2] for j in range(k + 1, run)]
        k = run
    return out
