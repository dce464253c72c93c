"""A glossary entry's grammar note (``gram``, «ж., вин. п. буру́») read into pieces, so
that the English page can give it in English words and the Russian page can explain
its abbreviations.

The note is written as Russian dictionaries write it. :func:`parse_gram` splits it into
:class:`GramPiece` s: an abbreviation from :data:`ABBREVIATIONS` («вин. п.»), a phrase
of prose from :data:`PHRASES` («в тексте также»), a Russian word form (``буру́``: it has a
stress mark or ё, or one syllable; it stays Russian on every page) and the punctuation
between them. Anything else is a :class:`GramError` naming the note and the token, in
English and Russian: an abbreviation the table lacks is never shown raw.

>>> [(p.kind, p.text, p.en) for p in parse_gram("ж., вин. п. буру́")]
[('abbr', 'ж.', 'feminine'), ('text', ', ', ', '), ('abbr', 'вин. п.', 'accusative'), ('text', ' ', ' '), ('form', 'буру́', 'буру́')]
>>> english("м., род. п. ко́зыря; прил. козы́рный")
'masculine, genitive ко́зыря; adjective козы́рный'
>>> parse_gram("ж., зват. п. бу́ра")
Traceback (most recent call last):
...
corpus.gram.GramError: grammar note 'ж., зват. п. бу́ра': unknown abbreviation 'зват.' (add it to corpus/gram.py ABBREVIATIONS) / помета «ж., зват. п. бу́ра»: неизвестное сокращение «зват.» (добавьте его в ABBREVIATIONS в corpus/gram.py)
"""
from __future__ import annotations

import re
from dataclasses import dataclass

STRESS = "\u0301"
_VOWELS = set("аеёиоуыэюяАЕЁИОУЫЭЮЯ")

#: Every abbreviation a grammar note may use: what it stands for in English and in
#: Russian. A case written with «п.» («род. п.») and without it («род. мн.») is the same
#: case. tests/glossary/test_gram.py checks that every one the glossary uses is here.
ABBREVIATIONS: dict[str, dict[str, str]] = {
    # gender and number
    "м.": {"en": "masculine", "ru": "мужской род"},
    "ж.": {"en": "feminine", "ru": "женский род"},
    "ср.": {"en": "neuter", "ru": "средний род"},
    "мн.": {"en": "plural", "ru": "множественное число"},
    "ед.": {"en": "singular", "ru": "единственное число"},
    "нескл.": {"en": "indeclinable", "ru": "несклоняемое"},
    # case
    "им. п.": {"en": "nominative", "ru": "именительный падеж"},
    "род. п.": {"en": "genitive", "ru": "родительный падеж"},
    "дат. п.": {"en": "dative", "ru": "дательный падеж"},
    "вин. п.": {"en": "accusative", "ru": "винительный падеж"},
    "тв. п.": {"en": "instrumental", "ru": "творительный падеж"},
    "пр. п.": {"en": "prepositional", "ru": "предложный падеж"},
    "предл. п.": {"en": "prepositional", "ru": "предложный падеж"},
    "им.": {"en": "nominative", "ru": "именительный падеж"},
    "род.": {"en": "genitive", "ru": "родительный падеж"},
    "дат.": {"en": "dative", "ru": "дательный падеж"},
    "вин.": {"en": "accusative", "ru": "винительный падеж"},
    "тв.": {"en": "instrumental", "ru": "творительный падеж"},
    "пр.": {"en": "prepositional", "ru": "предложный падеж"},
    "предл.": {"en": "prepositional", "ru": "предложный падеж"},
    # verbs
    "сов.": {"en": "perfective", "ru": "совершенный вид"},
    "несов.": {"en": "imperfective", "ru": "несовершенный вид"},
    "1 л.": {"en": "1st person", "ru": "1-е лицо"},
    "2 л.": {"en": "2nd person", "ru": "2-е лицо"},
    "3 л.": {"en": "3rd person", "ru": "3-е лицо"},
    # parts of speech
    "сущ.": {"en": "noun", "ru": "существительное"},
    "прил.": {"en": "adjective", "ru": "прилагательное"},
    "прич.": {"en": "participle", "ru": "причастие"},
    "нареч.": {"en": "adverb", "ru": "наречие"},
    "межд.": {"en": "interjection", "ru": "междометие"},
    "субст.": {"en": "substantivized", "ru": "субстантивированное"},
    # combinations that English puts in another order
    "сущ. м.": {"en": "masculine noun", "ru": "существительное мужского рода"},
    "сущ. ж.": {"en": "feminine noun", "ru": "существительное женского рода"},
    "сущ. ср.": {"en": "neuter noun", "ru": "существительное среднего рода"},
    "субст. прил.": {"en": "adjective used as a noun", "ru": "субстантивированное прилагательное"},
    "субст. прич.": {"en": "participle used as a noun", "ru": "субстантивированное причастие"},
    "субст. прич. м.": {"en": "participle used as a masculine noun",
                        "ru": "субстантивированное причастие мужского рода"},
    # register and kind
    "сокр.": {"en": "abbreviation", "ru": "сокращение"},
    "разг.": {"en": "colloquial", "ru": "разговорное"},
    "жарг.": {"en": "slang", "ru": "жаргонное"},
}

#: The Russian prose the notes use between forms, in English. A phrase's Russian
#: stays as it is on the Russian page.
PHRASES: dict[str, str] = {
    "в тексте также": "in the text also",
    "также": "also",
    "то же": "same as",
    "нормативно слитно": "standard spelling as one word",
    "название игры": "the name of a game",
    "у Пушкина": "in Pushkin",
    "от": "from",
    "«тревога, опасность»": "‘alarm, danger’",
    "пойти первым": "to lead, to play first",
}

_LETTER = r"[А-Яа-яЁё\u0301-]"
_WORD = re.compile(rf"{_LETTER}+(\.)?")


def _alternatives(keys: list[str]) -> re.Pattern[str]:
    # longest first, so that «вин. п.» beats «вин.»; a key that ends in a letter must
    # not run into the next one («от» is not the start of «отдать»)
    keys = sorted(keys, key=len, reverse=True)
    return re.compile("|".join(re.escape(k) + (rf"(?!{_LETTER})" if k[-1].isalpha() else "") for k in keys))


_ABBR = _alternatives(list(ABBREVIATIONS))
_PHRASE = _alternatives(list(PHRASES))


class GramError(ValueError):
    """A grammar note with a token the tables do not know; the message, in English and
    Russian, quotes the note and the token."""

    def __init__(self, note: str, token: str, kind: str):
        self.note, self.token, self.kind = note, token, kind
        if kind == "abbr":
            en = f"unknown abbreviation {token!r} (add it to corpus/gram.py ABBREVIATIONS)"
            ru = f"неизвестное сокращение «{token}» (добавьте его в ABBREVIATIONS в corpus/gram.py)"
        else:
            en = (f"unknown word {token!r}: neither a word form (with its stress mark) nor a phrase "
                  "of corpus/gram.py PHRASES")
            ru = (f"неизвестное слово «{token}»: не словоформа (с ударением) и не оборот из PHRASES "
                  "в corpus/gram.py")
        super().__init__(f"grammar note {note!r}: {en} / помета «{note}»: {ru}")


@dataclass(frozen=True, slots=True)
class GramPiece:
    """One piece of a note: ``kind`` is ``abbr`` (``ru`` is what it stands for in
    Russian), ``phrase``, ``form`` (a Russian word form, the same in every language) or
    ``text`` (punctuation and spaces); ``text`` is the note's own text and ``en`` the
    piece in English."""

    kind: str
    text: str
    en: str
    ru: str = ""


def _is_form(word: str) -> bool:
    return STRESS in word or "ё" in word.lower() or sum(c in _VOWELS for c in word) <= 1


def parse_gram(note: str) -> tuple[GramPiece, ...]:
    """The note's pieces, in order; a :class:`GramError` for a token it cannot read."""
    pieces: list[GramPiece] = []
    pos = 0

    def text(s: str) -> None:
        if pieces and pieces[-1].kind == "text":
            s = pieces.pop().text + s
        pieces.append(GramPiece("text", s, s))

    while pos < len(note):
        if m := _PHRASE.match(note, pos):
            pieces.append(GramPiece("phrase", m.group(), PHRASES[m.group()]))
        elif m := _ABBR.match(note, pos):
            names = ABBREVIATIONS[m.group()]
            pieces.append(GramPiece("abbr", m.group(), names["en"], names["ru"]))
        elif m := _WORD.match(note, pos):
            word = m.group()
            if m.group(1):
                raise GramError(note, word, "abbr")
            if not _is_form(word):
                raise GramError(note, word, "word")
            pieces.append(GramPiece("form", word, word))
        else:
            text(note[pos])
            pos += 1
            continue
        pos = m.end()
    return tuple(pieces)


def english(note: str) -> str:
    """The note in English words (the forms stay Russian), as plain text."""
    return "".join(p.en for p in parse_gram(note))


def abbreviations_used(notes: list[str]) -> dict[str, int]:
    """How often each abbreviation occurs in `notes`."""
    counts: dict[str, int] = {}
    for note in notes:
        for p in parse_gram(note):
            if p.kind == "abbr":
                counts[p.text] = counts.get(p.text, 0) + 1
    return counts
