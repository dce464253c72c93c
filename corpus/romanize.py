"""Romanisation of the Russian headwords and forms.

Two schemes, for two jobs:

:func:`scholarly` is the **scientific (scholarly, linguistic) transliteration**
of Cyrillic, the system of Slavic linguistics (codified in the Prussian
Instructions of 1899 and the basis of ISO 9): one Latin letter or fixed digraph
per Cyrillic letter, with háček letters (ж ž, ч č, ш š, щ šč), х x, ц c, й j,
ю ju, я ja, ё ë, э è, ы y, and the signs ь ʹ and ъ ʺ. The stress mark of a
headword (U+0301 after the vowel) stays on the Latin vowel: «ко́зырь» → kózyrʹ.
This is what the glossary shows beside each headword. Source: "Scientific
transliteration of Cyrillic", Wikipedia (English), the table's Russian column.

:func:`ascii_key` is a plain-ASCII spelling for search: what an English
reader is likely to type (the letters of the BGN/PCGN-style spelling the
glossary's ids use: ж zh, х kh, ц ts, ч ch, ш sh, щ shch, ю yu, я ya, й y,
signs dropped, ё e). «козырь» → kozyr, «шухер» → shukher. :func:`search_keys`
adds h for х and the scholarly form without its marks, so that "kozyr",
"shuher" and "suxer" all lead to «шухер».

>>> scholarly("ко́зырь")
'kózyrʹ'
>>> scholarly("Щи, съезд, ёж")
'Šči, sʺezd, ëž'
>>> ascii_key("ко́зырь")
'kozyr'
>>> ascii_key("Шухер, взя́тка")
'Shukher, vzyatka'
>>> sorted(search_keys("шухер"))
['shuher', 'shukher', 'suxer']
"""
from __future__ import annotations

import unicodedata

SCHOLARLY_NAME = {
    "en": "scholarly transliteration",
    "ru": "научная транслитерация",
}
"""The system's name as the glossary states it, in each language."""

_SCHOLARLY = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "ë", "ж": "ž",
    "з": "z", "и": "i", "й": "j", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "x", "ц": "c",
    "ч": "č", "ш": "š", "щ": "šč", "ъ": "ʺ", "ы": "y", "ь": "ʹ", "э": "è", "ю": "ju",
    "я": "ja",
}

_ASCII = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh",
    "з": "z", "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts",
    "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu",
    "я": "ya",
}

_STRESS = "\u0301"


def _map(text: str, table: dict[str, str]) -> str:
    out: list[str] = []
    for ch in text:
        low = ch.lower()
        latin = table.get(low)
        if latin is None:
            out.append(ch)
        elif ch != low and latin:
            out.append(latin[0].upper() + latin[1:])
        else:
            out.append(latin)
    return "".join(out)


def scholarly(text: str) -> str:
    """The scholarly transliteration of `text`; a stress mark stays on its vowel
    (composed where Unicode has the letter, as in «ó»). Non-Cyrillic characters
    pass through unchanged."""
    return unicodedata.normalize("NFC", _map(text, _SCHOLARLY))


def ascii_key(text: str) -> str:
    """A plain-ASCII spelling (no stress, no signs) for matching what readers type."""
    return _map(text.replace(_STRESS, ""), _ASCII)


def search_keys(text: str) -> set[str]:
    """Lower-case ASCII spellings of `text` that a search for it should match:
    :func:`ascii_key`, the same with h for х, and the scholarly form without marks."""
    base = ascii_key(text).lower()
    keys = {base, base.replace("kh", "h")}
    plain = unicodedata.normalize("NFD", scholarly(text.replace(_STRESS, "")).lower())
    keys.add("".join(c for c in plain if c.isascii() and (c.isalnum() or c in " -")))
    return {k for k in keys if k}
