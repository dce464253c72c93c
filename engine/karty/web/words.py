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

WORDS: Final[dict[tuple[str, str], dict[str, tuple[str, str]]]] = {
    ("bura", "first_lead"): {"dealer": ("the dealer", "сдающий"),
                             "non-dealer": ("the non-dealer", "несдающий")},
    ("bura", "trump_card"): {"under-stock": ("under the stock, drawn last",
                                             "под колоду, берётся последним"),
                             "top-of-stock": ("on top of the stock, drawn first",
                                              "на колоду, берётся первым")},
    ("bura", "draw_first"): {"winner": ("the trick's winner", "взявший взятку"),
                             "loser": ("the trick's loser", "отдавший взятку")},
    ("bura", "declarations"): {"deal-and-draws": ("after the deal and after each drawing",
                                                  "после сдачи и после каждого добора"),
                               "deal-only": ("after the deal only", "только после сдачи")},
    ("bura", "double_bura"): {"highest-card": ("the higher top card", "у кого старше карта"),
                              "more-points": ("more points in hand", "у кого больше очков")},
    ("bura", "molodka_lead"): {"all-three": ("with all three cards", "всеми тремя картами"),
                               "any": ("with any lead", "любым ходом")},
    ("bura", "claim_timing"): {"any-time": ("at any time", "в любой момент"),
                               "on-turn": ("on one's turn", "в свой ход"),
                               "on-lead": ("only when leading", "только когда ходишь первым")},
    ("bura", "counting"): {"memory": ("from memory (piles face down)",
                                      "по памяти (взятки рубашкой вверх)"),
                           "open": ("the piles may be counted", "взятки можно пересчитать")},
    ("bura", "exhausted"): {"more-points": ("more points wins", "выигрывает, у кого больше очков"),
                            "void": ("the кон does not count", "кон не в счёт")},
    ("bura", "first_dealer"): {"lot": ("by lot", "по жребию"),
                               "seat-0": ("the first player", "первый игрок")},
    ("ochko", "ace"): {"11": ("11", "11"), "1": ("1", "1"),
                       "1-or-11": ("1 or 11, as suits the hand", "1 или 11, как выгоднее")},
    ("ochko", "two_aces"): {"plain": ("no special rule: each ace counts as the ace rule says",
                                      "особого правила нет: туз считается по правилу туза"),
                            "superochko": ("«суперочко»: wins at once", "«суперочко»: сразу выигрыш"),
                            "bust": ("a bust", "перебор")},
    ("ochko", "stuk"): {"voluntary": ("may knock at the threshold", "может на пороге"),
                        "mandatory": ("must knock at the threshold", "обязан на пороге"),
                        "any-time": ("may knock at any time", "может в любой момент")},
    ("ochko", "banker_hand"): {"renewed": ("a new card for each duel", "новая карта в каждой игре"),
                               "kept": ("kept for the whole кон", "одна на весь кон")},
    ("ochko", "zarez"): {"bottom-card": ("the bottom card", "нижняя карта"),
                         "own-card": ("the banker's own card", "своя карта банкующего")},
    ("ochko", "first_banker_order"): {"natural": ("by rank (ace highest)", "по старшинству (туз старше)"),
                                      "points": ("by points", "по очкам")},
    ("ochko", "penalty_remainder"): {"in-turn-order": ("in turn order", "по очереди"),
                                     "last-hand": ("the last hand", "последней руке"),
                                     "to-banker": ("the banker", "банкующему")},
    ("stos", "deck"): {"36": ("36 cards (6 to ace)", "36 карт (от шестёрки)"),
                       "32": ("32 cards (7 to ace)", "32 карты (от семёрки)")},
    ("stos", "first_side"): {"right": ("to the right, the banker's side",
                                       "направо, на сторону банкомёта"),
                             "left": ("to the left, the punter's side",
                                      "налево, на сторону понтёра")},
    ("stos", "first_card"): {"counts": ("counts (it can win or lose)", "в счёт"),
                             "blank": ("blank (neither wins nor loses)", "не в счёт")},
    ("stos", "pair"): {"all": ("the banker takes the stake", "банкомёт берёт всю ставку"),
                       "half": ("the banker takes half", "банкомёт берёт половину"),
                       "none": ("no pair rule: the first card decides",
                                "без правила пары: решает первая карта")},
}
BOOL_WORDS: Final = {True: ("yes", "да"), False: ("no", "нет")}


def value_words(game: str, option: str, value: Any) -> tuple[str, str] | None:
    """An option value in words ``(en, ru)``; a number stands for itself; ``None``
    for a value no words are written for (tests/engine/web hold Бура and Очко to
    having them all). The words come from :data:`WORDS` or from the game's own
    ``Rules.VALUE_WORDS`` (:class:`karty.options.RulesBase`), so that a new game
    writes them in its package."""
    if isinstance(value, bool):
        return BOOL_WORDS[value]
    if isinstance(value, int):
        return (str(value), str(value))
    words = WORDS.get((game, option), {}).get(str(value))
    if words is None and game in game_names():
        words = load_game(game).Rules.VALUE_WORDS.get(option, {}).get(str(value))
    return words


# ---------------------------------------------------------------- segments in words
#: each section of the edition by its short name ``(en, ru)``; the site's
#: docs/labels.yaml (table ``segments``) names them the same (tests/site checks it)
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
