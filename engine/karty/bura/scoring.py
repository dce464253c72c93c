"""Card-level rules of Бура: points, the rank order, what beats what, and the
two declarations (Бура, Молодка). No game state here.

Points (bura.s4–s7, s30–s31) and the rank order within a suit: the ten ranks
just below the ace, above the king::

    >>> from karty import parse_cards, Suit
    >>> points(parse_cards("A♠ 10♥ K♦ Q♣ J♠ 9♠"))
    30
    >>> points(DECK)
    120
    >>> beats("K♠", "10♠", "h"), beats("10♠", "K♠", "h"), beats("A♠", "6♥", "h")
    (True, False, True)

A lead of several cards is beaten only if every led card is beaten by its
own answering card (bura.s10)::

    >>> beats("K♠ Q♠", "10♠ 6♥", Suit.HEARTS)
    True
    >>> beats("K♠ Q♠", "10♠ J♠", Suit.HEARTS)
    False
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import permutations

from ..cards import DECK, Card, Rank, Suit, cards_of
from ..errors import IllegalActionError, NotationError
from ..registry import Explanation, Step
from . import rulebook as R
from .text import card_ru

__all__ = [
    "DECK",
    "POINTS",
    "RANK_ORDER",
    "TOTAL_POINTS",
    "HandReport",
    "beating_matching",
    "beats",
    "beats_card",
    "can_beat",
    "explain_beats",
    "explain_hand",
    "is_bura",
    "is_molodka",
    "points",
    "strength",
]

#: Card points (bura.s4–s7): A 11, 10 10, K 4, Q 3, J 2, the rest nothing.
POINTS: dict[Rank, int] = {
    Rank.ACE: 11,
    Rank.TEN: 10,
    Rank.KING: 4,
    Rank.QUEEN: 3,
    Rank.JACK: 2,
    Rank.NINE: 0,
    Rank.EIGHT: 0,
    Rank.SEVEN: 0,
    Rank.SIX: 0,
}
#: Ranks from the highest to the lowest: A, 10, K, Q, J, 9, 8, 7, 6.
RANK_ORDER: tuple[Rank, ...] = (
    Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK,
    Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX,
)
_STRENGTH: dict[Rank, int] = {r: len(RANK_ORDER) - 1 - i for i, r in enumerate(RANK_ORDER)}
_POINTS_BY_INDEX: tuple[int, ...] = tuple(POINTS[c.rank] for c in DECK)
#: Points in the whole deck.
TOTAL_POINTS = 120
#: Cards in a hand (bura.s2: three each), so the most a lead or an answer can have:
#: the bound on every search over the pairings of a trick (3! = 6 at most).
HAND_SIZE = 3
_later = Step.later

_RANK_EN = {
    Rank.ACE: "the ace", Rank.TEN: "the ten", Rank.KING: "the king", Rank.QUEEN: "the queen",
    Rank.JACK: "the jack", Rank.NINE: "the nine", Rank.EIGHT: "the eight",
    Rank.SEVEN: "the seven", Rank.SIX: "the six",
}
_RANK_RU = {
    Rank.ACE: "туз", Rank.TEN: "десятка", Rank.KING: "король", Rank.QUEEN: "дама",
    Rank.JACK: "валет", Rank.NINE: "девятка", Rank.EIGHT: "восьмёрка",
    Rank.SEVEN: "семёрка", Rank.SIX: "шестёрка",
}
_RANK_RU_GEN = {  # «старше …» takes the genitive
    Rank.ACE: "туза", Rank.TEN: "десятки", Rank.KING: "короля", Rank.QUEEN: "дамы",
    Rank.JACK: "валета", Rank.NINE: "девятки", Rank.EIGHT: "восьмёрки",
    Rank.SEVEN: "семёрки", Rank.SIX: "шестёрки",
}


def points(cards: Iterable[Card]) -> int:
    """The points of ``cards`` (bura.s4–s7).

    >>> from karty import parse_cards
    >>> points(parse_cards("Т♠ Кч 6б"))
    15
    """
    pts = _POINTS_BY_INDEX
    return sum([pts[c.index] for c in cards])


def strength(rank: Rank) -> int:
    """Position in :data:`RANK_ORDER` counted from the bottom: 6 → 0 … A → 8.

    >>> strength(Rank.TEN) > strength(Rank.KING)
    True
    """
    return _STRENGTH[rank]


def _card(x: Card | str) -> Card:
    return x if isinstance(x, Card) else Card.parse(x)


def _cards(x: Card | str | Iterable[Card]) -> tuple[Card, ...]:
    return cards_of(x)


def _suit(x: Suit | str) -> Suit:
    return x if isinstance(x, Suit) else Suit.parse(x)


def beats_card(led: Card | str, answer: Card | str, trump: Suit | str) -> bool:
    """Does ``answer`` beat the single card ``led`` (bura.s10)?

    A higher card of the same suit beats it; a trump beats any non-trump; a
    trump is beaten only by a higher trump.

    >>> beats_card("A♦", "6♥", "♥"), beats_card("6♥", "A♦", "♥")
    (True, False)
    """
    led_c, ans_c, t = _card(led), _card(answer), _suit(trump)
    if ans_c.suit == led_c.suit:
        return _STRENGTH[ans_c.rank] > _STRENGTH[led_c.rank]
    return ans_c.suit == t


def beating_matching(
    led: Sequence[Card], answer: Sequence[Card], trump: Suit
) -> tuple[tuple[Card, Card], ...] | None:
    """Pairs (led card, the answer card that beats it), or ``None`` if the
    answer does not beat every led card one-to-one.

    >>> from karty import parse_cards
    >>> beating_matching(parse_cards("K♠ Q♠"), parse_cards("6♥ 10♠"), Suit.HEARTS)
    ((Card.parse('K♠'), Card.parse('10♠')), (Card.parse('Q♠'), Card.parse('6♥')))
    """
    n = len(led)
    if n != len(answer) or not n:
        return None
    _bounded(led, answer)
    if n == 1:
        return ((led[0], answer[0]),) if _beats(led[0], answer[0], trump) else None
    best: tuple[tuple[Card, Card], ...] | None = None
    best_key = (0, 0)
    for perm in permutations(answer):
        if all(_beats(lc, ac, trump) for lc, ac in zip(led, perm, strict=True)):
            pairs = tuple(zip(led, perm, strict=True))
            # the most natural reading: as many same-suit beats as possible,
            # each by the nearest higher card
            same = [(lc, ac) for lc, ac in pairs if lc.suit is ac.suit]
            key = (len(same), -sum(_STRENGTH[ac.rank] - _STRENGTH[lc.rank] for lc, ac in same))
            if best is None or key > best_key:
                best, best_key = pairs, key
    return best


def can_beat(led: Sequence[Card], answer: Sequence[Card], trump: Suit) -> bool:
    """Fast check that ``answer`` beats ``led`` (one-to-one, bura.s10)."""
    n = len(led)
    if n != len(answer) or not n:
        return False
    if n == 1:
        return _beats(led[0], answer[0], trump)
    _bounded(led, answer)
    return any(all(_beats(lc, ac, trump) for lc, ac in zip(led, perm, strict=True))
               for perm in permutations(answer))


def _bounded(led: Sequence[Card], answer: Sequence[Card]) -> None:
    """A lead or an answer holds at most :data:`HAND_SIZE` cards (what a hand holds)."""
    for cards, en, ru in ((led, "lead", "ходе"), (answer, "answer", "ответе")):
        if len(cards) > HAND_SIZE:
            shown = " ".join(map(str, cards))
            raise IllegalActionError(
                f"{shown}: {len(cards)} cards in the {en}, but a hand holds only {HAND_SIZE}",
                f"{shown}: {len(cards)} карт в {ru}, а на руках их только {HAND_SIZE}",
                token=shown)


def _beats(lc: Card, ac: Card, trump: Suit) -> bool:
    if ac.suit is lc.suit:
        return _STRENGTH[ac.rank] > _STRENGTH[lc.rank]
    return ac.suit is trump


def beats(
    led: Card | str | Iterable[Card],
    answer: Card | str | Iterable[Card],
    trump: Suit | str,
) -> bool:
    """Does ``answer`` beat the whole lead ``led`` with ``trump`` as trumps?

    Cards may be given as :class:`Card` s or as text in any notation. A card
    that appears in both the lead and the answer is a :class:`NotationError`.

    >>> beats("Q♠ J♠", "K♠ A♠", "♦")
    True
    >>> beats("Q♠", "K♠ A♠", "♦")  # an answer has as many cards as the lead
    False
    """
    ok, _ = explain_beats(led, answer, trump)
    return ok


def _beat_texts(lc: Card, ac: Card, trump: Suit) -> tuple[str, str]:
    if ac.suit == lc.suit:
        if ac.suit == trump:
            return ((f"{ac} beats {lc}: a higher trump, {_RANK_EN[ac.rank]} outranks "
                    f"{_RANK_EN[lc.rank]}"),
                    (f"{card_ru(ac)} бьёт {card_ru(lc)}: старший козырь, {_RANK_RU[ac.rank]} "
                    f"старше {_RANK_RU_GEN[lc.rank]}"))
        return (f"{ac} beats {lc}: {_RANK_EN[ac.rank]} outranks {_RANK_EN[lc.rank]}",
                (f"{card_ru(ac)} бьёт {card_ru(lc)}: {_RANK_RU[ac.rank]} старше "
                f"{_RANK_RU_GEN[lc.rank]}"))
    return (f"{ac} beats {lc}: a trump beats any card of another suit",
            f"{card_ru(ac)} бьёт {card_ru(lc)}: козырь бьёт любую карту другой масти")


def _why_beats(lc: Card, ac: Card, trump: Suit) -> Step:
    """Why ``ac`` beats ``lc``; the texts are written when first read."""
    if ac.suit is lc.suit:
        rid = R.TRUMP_BEATS_TRUMP if ac.suit is trump else R.RANK_ORDER
    else:
        rid = R.TRUMP_BEATS
    return _later(rid, _beat_texts, lc, ac, trump)


_EVERY_LED_CARD_BEATEN = Step(R.BEAT, "every led card is beaten, so the answer takes the trick",
                              "каждая карта хода побита, ответ берёт взятку")


def beat_steps(led: Sequence[Card], answer: Sequence[Card], trump: Suit) -> Explanation:
    """The steps that show how ``answer`` beats ``led`` (the engine's own cards,
    already known to beat: no checks), as :func:`explain_beats` gives them."""
    if len(led) == 1:
        return (_why_beats(led[0], answer[0], trump),)
    match = beating_matching(led, answer, trump)
    assert match is not None
    return (*(_why_beats(lc, ac, trump) for lc, ac in match), _EVERY_LED_CARD_BEATEN)


def _why_not(lc: Card, answer: Sequence[Card], trump: Suit) -> Step:
    if lc.suit == trump:
        if len(answer) == 1:
            return Step(
                R.TRUMP_BEATS_TRUMP,
                f"the trump {lc} is beaten only by a higher trump, which {answer[0]} is not",
                f"козырь {card_ru(lc)} бьют только старшим козырем, а {card_ru(answer[0])} "
                "не такой",
            )
        return Step(
            R.TRUMP_BEATS_TRUMP,
            f"nothing in {' '.join(map(str, answer))} beats the trump {lc}: "
            "a trump is beaten only by a higher trump",
            f"ничто из {' '.join(card_ru(c) for c in answer)} не бьёт козырь {card_ru(lc)}: "
            "козырь бьётся только старшим козырем",
        )
    # the answer as a whole: with the other led cards paired, nothing of it is left
    # for ``lc`` (with one card answered: that card does not beat it)
    return Step(
        R.BEAT,
        f"{lc} is beaten only by a higher {lc.suit.name_en[:-1]} or a trump, "
        + (f"which {answer[0]} is not" if len(answer) == 1 else
           f"and {' '.join(map(str, answer))} leaves none for it"),
        f"{card_ru(lc)} бьют только старшей картой той же масти или козырем, а "
        + (f"{card_ru(answer[0])} не такая" if len(answer) == 1 else
           f"в {' '.join(card_ru(c) for c in answer)} такой для неё не остаётся"),
    )


def explain_beats(
    led: Card | str | Iterable[Card],
    answer: Card | str | Iterable[Card],
    trump: Suit | str,
) -> tuple[bool, Explanation]:
    """Whether ``answer`` beats ``led``, and the steps that show it.

    Raises :class:`karty.NotationError` for text that is not cards (or a card on
    both sides), :class:`karty.IllegalActionError` for a lead the rules do not
    allow (more than three cards, or cards of different suits, bura.s9) or an
    answer of more than three cards.

    >>> ok, steps = explain_beats("K♠", "10♠", "h")
    >>> ok, steps[0].format("en")
    (True, '10♠ beats K♠: the ten outranks the king [bura.rank-order ← editorial reading of bura.s10, bura.s4, bura.s5, bura.s6]')
    """
    led_t, ans_t, t = _cards(led), _cards(answer), _suit(trump)
    both = set(led_t) & set(ans_t)
    if both:
        c = min(both)
        raise NotationError(
            f"{c} is both in the lead and in the answer",
            f"{card_ru(c)} есть и в ходе, и в ответе",
            token=str(c),
        )
    if len(set(led_t)) != len(led_t) or len(set(ans_t)) != len(ans_t):
        raise NotationError(
            "a card appears twice", "карта встречается дважды", token=" ".join(map(str, led_t))
        )
    if not led_t:
        raise NotationError("the lead is empty", "ход пуст", token="")
    _bounded(led_t, ans_t)
    if len({c.suit for c in led_t}) > 1:
        raise IllegalActionError(
            f"{' '.join(map(str, led_t))}: several cards may be led only if they are of one "
            "suit", f"{' '.join(card_ru(c) for c in led_t)}: несколькими картами ходят, только "
            "если они одной масти", token=" ".join(map(str, led_t)))
    if len(led_t) != len(ans_t):
        return False, (
            Step(
                R.ANSWER_COUNT,
                f"{len(led_t)} card(s) led but {len(ans_t)} answered: an answer has as many "
                "cards as the lead",
                f"ходили {len(led_t)}, а ответили {len(ans_t)}: отвечают столькими же картами",
            ),
        )
    match = beating_matching(led_t, ans_t, t)
    if match is not None:
        steps = tuple(_why_beats(lc, ac, t) for lc, ac in match)
        if len(match) > 1:
            steps += (_EVERY_LED_CARD_BEATEN,)
        return True, steps
    # Explain the failure: greedily pair what can be paired and show the first
    # led card that finds no beater.
    steps_list: list[Step] = []
    remaining = list(ans_t)
    for lc in sorted(led_t, key=lambda c: (c.suit == t, _STRENGTH[c.rank]), reverse=True):
        cands = [ac for ac in remaining if beats_card(lc, ac, t)]
        if not cands:
            steps_list.append(_why_not(lc, ans_t, t))
            break
        ac = min(cands, key=lambda c: (c.suit == t, _STRENGTH[c.rank]))
        remaining.remove(ac)
    else:  # pragma: no cover - a full greedy pairing means a matching exists
        steps_list.append(Step(R.BEAT, "the answer does not beat the lead",
                               "ответ не бьёт ход"))
    return False, tuple(steps_list)


def is_bura(hand: Iterable[Card], trump: Suit) -> bool:
    """Three trumps in hand (bura.s15, s27).

    >>> from karty import parse_cards
    >>> is_bura(parse_cards("6♥ A♥ J♥"), Suit.HEARTS)
    True
    """
    h = hand if isinstance(hand, (list, tuple)) else tuple(hand)
    return len(h) == 3 and h[0].suit is trump and h[1].suit is trump and h[2].suit is trump


def is_molodka(hand: Iterable[Card], trump: Suit) -> bool:
    """Three cards of one non-trump suit in hand (bura.s21).

    >>> from karty import parse_cards
    >>> is_molodka(parse_cards("6♠ A♠ J♠"), Suit.HEARTS), is_molodka(parse_cards("6♥ A♥ J♥"), Suit.HEARTS)
    (True, False)
    """
    h = hand if isinstance(hand, (list, tuple)) else tuple(hand)
    if len(h) != 3:
        return False
    suit = h[0].suit
    return suit is not trump and h[1].suit is suit and h[2].suit is suit


@dataclass(frozen=True, slots=True)
class HandReport:
    """What a hand of cards declares and is worth, for ``python -m karty bura hand``."""

    cards: tuple[Card, ...]
    trump: Suit
    points: int
    bura: bool
    molodka: bool
    explanation: Explanation

    def to_dict(self) -> dict[str, object]:
        return {
            "cards": [str(c) for c in self.cards],
            "trump": self.trump.symbol,
            "points": self.points,
            "bura": self.bura,
            "molodka": self.molodka,
            "explanation": [s.to_dict() for s in self.explanation],
        }


def explain_hand(hand: Card | str | Iterable[Card], trump: Suit | str) -> HandReport:
    """Points and declarations of a hand of up to three cards.

    >>> r = explain_hand("A♥ 10♥ 6♥", "h")
    >>> r.bura, r.points
    (True, 21)
    >>> print(r.explanation[-1].format("en"))  # doctest: +ELLIPSIS
    three trumps (♥): «Бура!» — the кон is won at once [bura.bura ← bura.s15, bura.s16, bura.s27]
    """
    cards, t = _cards(hand), _suit(trump)
    if len(set(cards)) != len(cards):
        raise NotationError("a card appears twice", "карта встречается дважды",
                            token=" ".join(map(str, cards)))
    if not 1 <= len(cards) <= 3:
        shown = " ".join(map(str, cards))
        raise NotationError(
            f"{shown or 'no cards'}: a Бура hand has one to three cards, not {len(cards)}",
            f"{shown or 'нет карт'}: в буре на руках от одной до трёх карт, а не {len(cards)}",
            token=shown,
        )
    pts = points(cards)
    detail_en = ", ".join(f"{c} {POINTS[c.rank]}" for c in cards)
    detail_ru = ", ".join(f"{card_ru(c)} {POINTS[c.rank]}" for c in cards)
    steps: list[Step] = [
        Step(R.CARD_POINTS, f"{detail_en}: {pts} points", f"{detail_ru}: {pts} очк.")
    ]
    bura, molodka = is_bura(cards, t), is_molodka(cards, t)
    if bura:
        steps.append(Step(
            R.BURA,
            f"three trumps ({t}): «Бура!» — the кон is won at once",
            f"три козыря ({t}): «Бура!» — кон выигран сразу",
        ))
    elif molodka:
        steps.append(Step(
            R.MOLODKA,
            f"three {cards[0].suit.name_en}, not trumps: «Молодка» — may lead out of turn",
            f"три карты одной масти ({cards[0].suit.name_ru}), не козыри: «Молодка» — "
            "можно зайти вне очереди",
        ))
    else:
        steps.append(Step(
            R.MOLODKA,
            "no declaration: neither three trumps nor three cards of one suit",
            "объявлять нечего: ни трёх козырей, ни трёх карт одной масти",
        ))
    return HandReport(cards, t, pts, bura, molodka, tuple(steps))
