"""The Очко widgets: a hand's value and the chance of busting on the next card,
a duel with the banker under each house rule, and a bank session against the
computer. Same calling convention as :mod:`karty.bura.web`."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..cards import DECK, Card, Rank
from ..errors import KartyError, NotationError, RulesError
from ..plural import plural_ru
from ..web.common import (
    FieldSpec,
    Lang,
    card_text,
    cards_view,
    citation_view,
    fraction_view,
    in_field,
    number,
    percent,
    steps_json,
    steps_view,
    tr,
    widget_reader,
    widget_result,
)
from ..web.view import node
from . import rulebook as R
from .advice import banker_stand, choice_values
from .odds import banker_totals, p_bust_next
from .rules import Ace, Rules, TwoAces
from .values import HandValue, Kind, evaluate
from .web_session import SESSION_FIELDS, ochko_session
from .web_values import value_steps, value_text

# The bank session is its own module (:mod:`karty.ochko.web_session`), and the value
# of a hand in words too (:mod:`karty.ochko.web_values`); their names stay importable
# from here.
__all__ = ["SESSION_FIELDS", "ochko_duel", "ochko_hand", "ochko_session", "value_steps",
           "value_text"]

HAND_FIELDS = (
    FieldSpec("hand", "cards", "your cards", "ваши карты", required=True,
              hint_en="e.g. 10S 6H", hint_ru="например 10п 6ч"),
    FieldSpec("banker", "cards", "the banker's card, face up", "открытая карта банкующего",
              hint_en="in the first duel of a кон; empty if he shows none",
              hint_ru="в первой игре кона; пусто, если её нет"),
    FieldSpec("seen", "cards", "other cards you have seen", "другие карты, которые вы видели",
              hint_en="the banker's drawn cards, the crosswise card, busted hands…",
              hint_ru="добранные карты банкующего, поперечная карта, перебравшие руки…"),
)
DUEL_FIELDS = (
    FieldSpec("player", "cards", "your cards", "ваши карты", required=True),
    FieldSpec("banker", "cards", "the banker's card(s)", "карты банкующего", required=True,
              hint_en="the card he dealt himself, shown", hint_ru="его сданная себе карта"),
    FieldSpec("seen", "cards", "other cards seen", "другие увиденные карты"),
    FieldSpec("stand_on", "int", "the banker stops at", "банкующий останавливается на",
              default="17", minimum=12, maximum=21,
              hint_en="his own habit, within the house rules",
              hint_ru="его привычка — в пределах домашних правил"),
)


# ---------------------------------------------------------------- a hand
def ochko_hand(args: Any) -> dict[str, Any]:
    """The hand's value, and the exact chance that the next card busts it."""
    lang, r = widget_reader("ochko-hand", args, HAND_FIELDS, Rules)
    hand = r.cards("hand", 1, 12)
    banker = r.cards("banker", 0, 1)
    seen = r.cards("seen", 0, 35)
    rules = r.rules()
    for key, cards, others, en, ru in (
            ("banker", banker, hand, "in your hand", "у вас на руках"),
            ("seen", seen, (*hand, *banker), "in your hand or the banker's card",
             "у вас на руках или это карта банкующего")):
        overlap = set(cards) & set(others)
        if overlap:
            c = min(overlap)
            raise in_field(key, NotationError(f"{c} is both {en} and here",
                                              f"{c.russian()} и {ru}, и здесь", token=str(c)))
    v = evaluate(hand, rules)
    try:
        p = p_bust_next(hand, (*seen, *banker), rules)
    except KartyError as e:
        raise in_field("seen", e) from None
    known = set(hand) | set(seen) | set(banker)
    unseen = [c for c in DECK if c not in known]
    rows = []
    bars = []
    p21 = 0
    for rank in Rank:
        left = [c for c in unseen if c.rank is rank]
        if not left:
            continue
        nv = evaluate((*hand, left[0]), rules)
        bust = nv.is_bust
        if nv.kind is not Kind.BUST and nv.rank >= 21:
            p21 += len(left)
        # the deck drawn as a chart: one mark per unseen card, a bust in the bust colour
        bars.append(node(
            "div", {"class": "karty-deckbar__row"},
            node("span", {"class": "karty-deckbar__rank"},
                 rank.symbol_ru if lang == "ru" else rank.symbol),
            [node("span", {"class": "karty-deckbar__card karty-deckbar__card--"
                           + ("bust" if bust else "safe")}) for _ in left]))
        rows.append(node(
            "tr", {"class": "karty-no" if bust else "karty-yes"},
            node("th", {"scope": "row"}, rank.symbol_ru if lang == "ru" else rank.symbol),
            node("td", {}, str(len(left))),
            node("td", {}, value_text(nv, lang))))
    p21f = Fraction(p21, len(unseen)) if unseen else Fraction(0)
    busting = int(p * len(unseen))
    steps = value_steps(hand, v, rules)
    if v.is_final:
        advice = tr(lang, "This hand is final: no more cards are taken.",
                    "Набор окончательный: больше не берут.")
    else:
        advice = tr(lang, "A bust is more likely than not." if p > Fraction(1, 2) else
                    "A bust is less likely than not.",
                    "Перебор вероятнее, чем нет." if p > Fraction(1, 2) else
                    "Перебор менее вероятен, чем нет.")
    best_view, best_data = _best_play(hand, v, banker[0] if banker else None, rules, lang)
    view = node(
        "div", {"class": "karty-answer-body"},
        node("p", {"class": "karty-verdict " + ("karty-no" if v.is_bust else "karty-yes")},
             cards_view(hand, lang), " = ", node("strong", {}, value_text(v, lang))),
        node("p", {}, tr(lang, "Chance that the next card busts the hand: ",
                         "Вероятность перебора со следующей картой: "),
             fraction_view(p, lang),
             tr(lang, f", counting the {len(unseen)} cards you have not seen. ",
                f" — по {len(unseen)} {plural_ru(len(unseen), 'карте', 'картам', 'картам')}, "
                "которых вы не видели. "),
             advice),
        node("p", {}, tr(lang, "Chance that the next card makes 21 (or better): ",
                         "Вероятность набрать 21 (или лучше) следующей картой: "),
             fraction_view(p21f, lang), "."),
        best_view,
        node("div", {"class": "karty-deckbar", "role": "img", "aria-label": tr(
            lang, f"The {len(unseen)} unseen cards by rank: {busting} of them bust the hand.",
            f"Невиданных карт: {len(unseen)}, по достоинствам; перебор дают {busting}.")},
             bars),
        node("table", {"class": "karty-next-card"},
             node("caption", {}, tr(lang, "The next card", "Следующая карта")),
             node("thead", {}, node("tr", {},
                                    node("th", {"scope": "col"}, tr(lang, "rank", "карта")),
                                    node("th", {"scope": "col"}, tr(lang, "unseen", "не видно")),
                                    node("th", {"scope": "col"}, tr(lang, "the hand becomes",
                                                                    "набор станет")))),
             node("tbody", {}, rows)),
        node("p", {"class": "karty-why"}, tr(lang, "Why:", "Почему:")),
        steps_view(steps, lang),
    )
    data = {"points": v.points, "kind": v.kind.value, "rules_applied": list(v.rule_ids),
            "p_bust": [p.numerator, p.denominator], "p_21": [p21f.numerator, p21f.denominator],
            "unseen": len(unseen), "explanation": steps_json(steps), **best_data}
    return widget_result(r, view, data)


_CHOICE_WORDS: dict[str, tuple[str, str]] = {
    "stand": ("stand", "хватит"), "draw": ("draw a card", "ещё карту"),
    "dark": ("one card «в тёмную»", "карту «в тёмную»")}


def _signed_percent(x: Fraction, lang: Lang) -> str:
    v = float(x) * 100
    text = number(abs(v), lang, 1)
    return ("−" if v < 0 and text.strip("0,.") else "+" if v > 0 else "") + text + " %"


def _best_play(hand: tuple[Card, ...], v: HandValue, shown: Card | None, rules: Rules,
               lang: Lang) -> tuple[list[Any], dict[str, Any]]:
    """The best play and each choice's expected gain per unit staked
    (:func:`karty.ochko.advice.choice_values`), as the odds page's tables give them.
    Not for a single card: the punter draws to it in any case (its value is the
    stake's, the odds page's table), and counting every hand that grows from one
    card would cost the widget about a second where the rules are not precomputed."""
    if v.is_final or len(hand) < 2 or (len(hand) == 2 and v.points == 21):
        return [], {}
    try:
        values = choice_values(hand, shown, rules)
    except RulesError:       # a hand no play reaches (cards after a final hand)
        return [], {}
    t = banker_stand(rules, shown is not None)
    against = tr(lang, f"against a banker who stands at {t}", f"против банкующего, который "
                 f"останавливается на {t}")
    if shown is not None:
        against += tr(lang, f" and shows {card_text(shown, lang)}",
                      f" и у которого открыта {card_text(shown, lang)}")
    items = []
    for name, x in values.values().items():
        en, ru = _CHOICE_WORDS[name]
        items.append(node("li", {}, tr(lang, en, ru), ": ",
                          node("strong" if name == values.best else "span", {},
                               _signed_percent(x, lang))))
    en, ru = _CHOICE_WORDS[values.best]
    view = [node("p", {}, tr(lang, f"Best play {against}: ", f"Лучший ход {against}: "),
                 node("strong", {}, tr(lang, en, ru)),
                 tr(lang, ". What each choice is worth on average, per unit staked (counting "
                          "your cards and the banker's card, not the other cards seen):",
                    ". Сколько в среднем стоит каждый ход на единицу ставки (в счёт идут ваши "
                    "карты и карта банкующего, но не другие увиденные):")),
            node("ul", {"class": "karty-choices"}, items)]
    data = {"best": values.best, "stand_on": t,
            "choices": {k: [x.numerator, x.denominator] for k, x in values.values().items()}}
    return view, data


# ---------------------------------------------------------------- a duel, rule by rule
_VARIANTS: tuple[tuple[str, Any, str, str, str], ...] = (
    ("five_pictures", True, R.FIVE_PICTURES.id, "five pictures = 21", "пять картинок = 21"),
    ("two_aces", TwoAces.SUPEROCHKO, R.SUPEROCHKO.id, "two aces: «суперочко»",
     "два туза: «суперочко»"),
    ("two_aces", TwoAces.BUST, R.TWO_ACES_BUST.id, "two aces («красная Москва») a bust",
     "два туза («красная Москва») — перебор"),
    ("banker_draws_at_15", True, R.BANKER_15.id, "the banker must draw at 15",
     "банкующий обязан тянуть на 15"),
    ("banker_stands_at_17", True, R.BANKER_17.id, "the banker must stand at 17",
     "банкующий обязан стоять на 17"),
    ("ace", Ace.ONE, R.ACE.id, "the ace counts 1", "туз — 1 очко"),
    ("ace", Ace.ONE_OR_ELEVEN, R.ACE.id, "the ace counts 1 or 11", "туз — 1 или 11"),
)


def _label_rank(label: str) -> int:
    if label == "bust":
        return -1
    if label == "superochko":
        return 22
    if label == "five-pictures":
        return 21
    return int(label)


def duel_chances(player: tuple[Card, ...], banker: tuple[Card, ...], seen: tuple[Card, ...],
                 rules: Rules, stand_on: int) -> tuple[HandValue, str, Fraction, Fraction]:
    """(the player's value, how the duel is decided, P(banker busts), P(player wins))."""
    pv = evaluate(player, rules)
    if len(player) == 2 and (pv.kind is Kind.SUPEROCHKO or
                             (pv.kind is Kind.TOTAL and pv.points == 21)):
        return pv, "immediate", Fraction(0), Fraction(1)
    if pv.is_bust:
        return pv, "bust", Fraction(0), Fraction(0)
    dist = banker_totals(rules, stand_on, hand=banker, seen=(*player, *seen))
    bust = dist.get("bust", Fraction(0))
    win = sum((q for label, q in dist.items() if _label_rank(label) < pv.rank), Fraction(0))
    return pv, "draw", bust, win


def ochko_duel(args: Any) -> dict[str, Any]:
    """Your hand against the banker, who draws to ``stand_on``: the exact chance
    of winning under the table's rules and under each house rule in turn."""
    lang, r = widget_reader("ochko-duel", args, DUEL_FIELDS, Rules)
    player = r.cards("player", 1, 12)
    banker = r.cards("banker", 1, 12)
    seen = r.cards("seen", 0, 30)
    stand_on = r.integer("stand_on")
    base = r.rules()
    for name, cards, others in (("banker", banker, player), ("seen", seen, (*player, *banker))):
        both = set(cards) & set(others)
        if both:
            c = min(both)
            raise in_field(name, NotationError(f"{c} is given twice", f"{c.russian()} указана "
                                               "дважды", token=str(c)))
    variants: list[tuple[str, str, Rules, str | None]] = [
        (tr(lang, "the table's rules", "правила стола"), "", base, None)]
    for name, value, rid, en, ru in _VARIANTS:
        if getattr(base, name) == value:
            continue
        try:
            rules = base.replace(**{name: value})
        except KartyError:  # pragma: no cover - every variant is a valid option value
            continue
        variants.append((tr(lang, en, ru), name, rules, rid))
    rows = []
    data_rows = []
    for label, name, rules, rule_id in variants:
        pv, how, bust, win = duel_chances(player, banker, seen, rules, stand_on)
        if how == "immediate":
            note = tr(lang, "you win at once", "вы выигрываете сразу")
            cite = citation_view(R.SUPEROCHKO.id if pv.kind is Kind.SUPEROCHKO
                                 else R.IMMEDIATE_21.id, lang)
        elif how == "bust":
            note = tr(lang, "you have lost already", "вы уже проиграли")
            cite = citation_view(R.TWO_ACES_BUST.id if pv.points <= 21 else R.BUST.id, lang)
        else:
            note = ""
            cite = citation_view(rule_id or R.TIE_TO_BANKER.id, lang)
        rows.append(node(
            "tr", {},
            node("th", {"scope": "row"}, label),
            node("td", {}, value_text(pv, lang)),
            node("td", {}, percent(bust, lang) if how == "draw" else "—"),
            node("td", {}, node("strong", {}, percent(win, lang)),
                 [" (", note, ")"] if note else None),
            node("td", {}, cite)))
        data_rows.append({"variant": name or "table", "value": pv.points, "kind": pv.kind.value,
                          "decided": how, "p_banker_bust": [bust.numerator, bust.denominator],
                          "p_win": [win.numerator, win.denominator]})
    bv = evaluate(banker, base)
    view = node(
        "div", {"class": "karty-answer-body"},
        node("p", {}, tr(lang, "You: ", "У вас: "), cards_view(player, lang), " = ",
             node("strong", {}, value_text(evaluate(player, base), lang)), "; ",
             tr(lang, "the banker shows ", "у банкующего "), cards_view(banker, lang), " = ",
             value_text(bv, lang), "."),
        node("p", {}, tr(
            lang, f"The banker draws from the bottom until he has {stand_on} or more (his habit), "
            "within the house rules; a tie goes to the banker. The chances are exact, over "
            "every order of the cards you have not seen.",
            f"Банкующий тянет снизу, пока не наберёт {stand_on} или больше (его привычка), "
            "в пределах домашних правил; при равенстве выигрывает банкующий. Вероятности "
            "точные — по всем раскладам карт, которых вы не видели.")),
        node("table", {"class": "karty-duel"},
             node("caption", {}, tr(lang, "The duel under each house rule",
                                    "Игра против банка при каждом домашнем правиле")),
             node("thead", {}, node("tr", {},
                                    node("th", {"scope": "col"}, tr(lang, "rules", "правила")),
                                    node("th", {"scope": "col"}, tr(lang, "your hand", "ваш набор")),
                                    node("th", {"scope": "col"}, tr(lang, "banker busts",
                                                                    "перебор у банка")),
                                    node("th", {"scope": "col"}, tr(lang, "you win", "вы выиграете")),
                                    node("th", {"scope": "col"}, tr(lang, "rule", "правило")))),
             node("tbody", {}, rows)),
    )
    return widget_result(r, view, {"stand_on": stand_on, "variants": data_rows})




_VALUES = ("ace", "two_aces", "five_pictures")

#: This game's widget kinds (see :data:`karty.web.KINDS`), in the order of
#: :attr:`karty.games.GameSpec.widgets`.
KINDS: dict[str, dict[str, Any]] = {
    "ochko-hand": {"fn": "ochko_hand", "fields": HAND_FIELDS, "rules": "ochko",
                   "rule_keys": _VALUES},
    "ochko-duel": {"fn": "ochko_duel", "fields": DUEL_FIELDS, "rules": "ochko",
                   "rule_keys": (*_VALUES, "banker_draws_at_15", "banker_stands_at_17")},
    "ochko-session": {"fn": "ochko_session", "fields": SESSION_FIELDS, "rules": "ochko",
                      "commands": (("undo", "undo"), ("restart", "restart"),
                                   ("new-deal", "new_session"))},
}
#: This game's web functions (see :data:`karty.web.FUNCTIONS`).
FUNCTIONS: dict[str, Callable[[Any], dict[str, Any]]] = {
    "ochko_hand": ochko_hand, "ochko_duel": ochko_duel, "ochko_session": ochko_session,
}
