"""A hand of Очко in words: its value, and why it is worth what it is, one
step per rule applied (shared by the Очко widgets, :mod:`karty.ochko.web`)."""

from __future__ import annotations

from ..cards import Card, Rank
from ..registry import Step
from ..web.common import Lang, tr
from . import rulebook as R
from .rules import Ace, Rules
from .values import HandValue, Kind, card_points

__all__ = ["value_steps", "value_text"]


def value_text(v: HandValue, lang: Lang) -> str:
    """The value of a hand in words (a bust, «суперочко», five pictures, or its points)."""
    if v.kind is Kind.SUPEROCHKO:
        return tr(lang, "«суперочко» (above 21)", "«суперочко» (выше 21)")
    if v.kind is Kind.FIVE_PICTURES:
        return tr(lang, "five pictures: 21", "пять картинок: 21")
    if v.kind is Kind.BUST:
        if v.points <= 21:
            return tr(lang, "two aces («красная Москва»): a bust",
                      "два туза («красная Москва»): перебор")
        return tr(lang, f"{v.points}: a bust", f"{v.points}: перебор")
    return str(v.points)


def value_steps(cards: tuple[Card, ...], v: HandValue, rules: Rules) -> list[Step]:
    """Why a hand is worth what it is, one step per rule applied."""
    parts = " + ".join(str(card_points(c, rules)) for c in cards)
    parts_ru = parts
    steps = [Step(R.CARD_VALUES.id,
                  f"{' '.join(map(str, cards))}: {parts} = {sum(card_points(c, rules) for c in cards)}",
                  f"{' '.join(c.russian() for c in cards)}: {parts_ru} = "
                  f"{sum(card_points(c, rules) for c in cards)}")]
    if any(c.rank is Rank.ACE for c in cards):
        how = {Ace.ELEVEN: ("11", "11"), Ace.ONE: ("1", "1"),
               Ace.ONE_OR_ELEVEN: ("1 or 11, whichever is better", "1 или 11, как выгоднее")}
        en, ru = how[rules.ace]
        steps.append(Step(R.ACE.id, f"an ace counts {en} at this table ({v.points} in all)",
                          f"туз за этим столом считается {ru} (всего {v.points})"))
    ids = v.rule_ids
    if "ochko.superochko" in ids:
        steps.append(Step(R.SUPEROCHKO.id, "two aces: «суперочко», above any 21",
                          "два туза: «суперочко», старше любого очка"))
    elif R.TWO_ACES_BUST.id in ids:
        steps.append(Step(R.TWO_ACES_BUST.id, "two aces («красная Москва») count as a bust",
                          "два туза («красная Москва») считаются перебором"))
    elif "ochko.five-pictures" in ids:
        steps.append(Step(R.FIVE_PICTURES.id, "five picture cards count as 21",
                          "пять картинок считаются за 21"))
    elif v.kind is Kind.BUST:
        steps.append(Step(R.BUST.id, f"{v.points} is over 21: a bust", f"{v.points} — больше 21: "
                          "перебор"))
    elif v.points == 21:
        steps.append(Step(R.GOAL.id, "21 — «очко», the best total", "21 — «очко», лучший набор"))
    else:
        steps.append(Step(R.GOAL.id, f"{v.points}: the closer to 21 without going over, the "
                          "better", f"{v.points}: чем ближе к 21 без перебора, тем лучше"))
    return steps
