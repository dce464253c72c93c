"""The Стос widget: the reader deals a talia as the banker, card by card, and sees at
every step the exact chance that the punter's card falls on his side first.

Same calling convention as :mod:`karty.bura.web`. The deal comes from the deal
number (a seeded shuffle) after any cards the reader fixed in ``dealt``, so a
talia of «Пиковая дама» can be shown as it was dealt («Валет выпал направо,
семерка налево»; Pushkin names no suits, so these are ours)::

    >>> out = stos_deal({"lang": "en", "state": {"card": "7S", "dealt": "JD 7H"}})
    >>> out["data"]["outcome"], out["data"]["returns"]
    ('win', [-1, 1])
    >>> out = stos_deal({"lang": "en", "state": {"card": "QS", "moves": "deal"}})
    >>> out["data"]["outcome"] is None, out["data"]["odds"]["win"]["fraction"]
    (True, [204, 385])
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..cards import Card
from ..errors import IllegalActionError, KartyError, NotationError
from ..registry import Step
from ..web.common import (
    FieldSpec,
    Lang,
    StateReader,
    card_view,
    citation_view,
    fraction_view,
    in_field,
    steps_json,
    steps_view,
    tr,
)
from ..web.view import node
from . import rulebook as R
from .actions import Punt, Stake, Turn
from .odds import talia_odds_by_walk
from .records import Outcome, Phase
from .rules import MAX_STAKE, FirstCard, Pair, Rules, Side
from .state import StosState

__all__ = ["DEAL_FIELDS", "DEAL_RULE_KEYS", "FUNCTIONS", "KINDS", "stos_deal"]

DEAL_FIELDS = (
    FieldSpec("seed", "int", "deal number", "номер сдачи", required=True, default="1",
              minimum=0, maximum=10**9, hint_en="each number is another shuffle",
              hint_ru="каждый номер — другая тасовка"),
    FieldSpec("card", "cards", "the punter's card", "карта понтёра", required=True, default="QS",
              hint_en="only its rank counts", hint_ru="в счёт идёт только достоинство"),
    FieldSpec("stake", "int", "the stake", "ставка", default="1", minimum=1, maximum=MAX_STAKE),
    FieldSpec("dealt", "cards", "cards already turned, in order", "уже открытые карты по порядку",
              hint_en="e.g. 9H 3C: the right card first", hint_ru="например 9ч 3т: первая — "
              "направо"),
    FieldSpec("moves", "moves", "your deals", "ваши сдачи"),
)
#: The rule options the widget's form shows (every option is accepted).
DEAL_RULE_KEYS = ("deck", "first_side", "first_card", "pair")
#: The reader's moves: the next card, or the next two.
_MOVES = {"deal": 1, "deal pair": 2}


def _side_name(side: Side, lang: Lang) -> str:
    return tr(lang, "to the right, the banker's side", "направо, на сторону банкомёта") if \
        side is Side.RIGHT else tr(lang, "to the left, the punter's side",
                                   "налево, на сторону понтёра")


def _verdict(outcome: Outcome, amount: int, lang: Lang) -> str:
    return {
        Outcome.WIN: tr(lang, f"The punter wins {amount}: the bank pays him.",
                        f"Понтёр выигрывает {amount}: банк платит ему."),
        Outcome.LOSE: tr(lang, f"The banker takes the stake, {-amount}.",
                         f"Банкомёт забирает ставку, {-amount}."),
        Outcome.PAIR: tr(lang, f"«Плие»: the banker takes the stake, {-amount}.",
                         f"«Плие»: банкомёт забирает ставку, {-amount}."),
        Outcome.SPLIT: tr(lang, f"«Плие»: the banker takes half the stake, {-amount}.",
                          f"«Плие»: банкомёт берёт половину ставки, {-amount}."),
        Outcome.PUSH: tr(lang, "No card decided: the stake is returned.",
                         "Ни одна карта не решила: ставка возвращается."),
    }[outcome]


def stos_deal(args: Any) -> dict[str, Any]:
    """One talia: the punter's card and stake, the cards turned so far (fixed ones, then
    the seeded deck, one per move), the decision or the exact odds from here."""
    from ..web import read_args

    lang, data = read_args(args)
    r = StateReader("stos-deal", data, DEAL_FIELDS, Rules)
    seed = r.integer("seed")
    card = r.cards("card", 1, 1)[0]
    stake = r.integer("stake")
    dealt = r.cards("dealt", 0, 36)
    moves = r.moves("moves")
    rules: Rules = r.rules()
    for i, m in enumerate(moves):
        if m not in _MOVES:
            raise in_field("moves", NotationError(
                f"moves: {m!r} is not a deal (expected 'deal' or 'deal pair')",
                f"moves: «{m}» — не сдача (ожидается «deal» или «deal pair»)", token=m))
    state = StosState(rules)
    steps: list[Step] = []
    for key, action in (("card", Punt(card)), ("stake", Stake(stake))):
        try:
            steps.extend(state.apply_action(action))
        except KartyError as e:
            raise in_field(key, e) from None
    for c in dealt:
        if state.phase is not Phase.DEAL:
            raise in_field("dealt", NotationError(
                f"dealt: {c} comes after the talia was decided",
                f"dealt: {c.russian()} — уже после того, как талия решилась", token=str(c)))
        try:
            steps.extend(state.apply_action(Turn(c)))
        except IllegalActionError as e:
            raise in_field("dealt", e) from None
    rest = [c for c in rules.cards() if c not in set(dealt)]
    random.Random(seed).shuffle(rest)
    done: list[str] = []
    for m in moves:
        if state.phase is not Phase.DEAL:
            break
        for _ in range(_MOVES[m]):
            if state.phase is not Phase.DEAL:
                break
            steps.extend(state.apply_action(Turn(rest[len(state.dealt) - len(dealt)])))
        done.append(m)
    if done:
        r.out["moves"] = ";".join(done)
    return _answer(r, state, steps, lang)


def _answer(r: StateReader, state: StosState, steps: list[Step], lang: Lang) -> dict[str, Any]:
    rules = state.rules
    result = state.results[-1] if state.results else None
    card: Card = result.card if result else state.card  # type: ignore[assignment]
    rows: list[Any] = []
    cells: list[list[Any]] = []
    blank = None
    for i, c in enumerate(state.dealt):
        side = rules.side_of(i)
        if side is None:
            blank = c
            continue
        mark = "karty-yes" if c.rank == card.rank else None
        view = node("span", {"class": mark} if mark else {}, card_view(c, lang))
        counted = rules.counted_index(i)
        assert counted is not None
        if counted % 2 == 0:
            cells.append([view, "—"])
        else:
            cells[-1][1] = view
    first = rules.first_side
    for n, (a, b) in enumerate(cells, start=1):
        right, left = (a, b) if first is Side.RIGHT else (b, a)
        rows.append(node("tr", {}, node("th", {"scope": "row"}, str(n)),
                         node("td", {}, right), node("td", {}, left)))
    table = node(
        "table", {"class": "karty-stos-deal"},
        node("caption", {}, tr(lang, "The talia: the first card of each pair goes ",
                               "Талия: первая карта каждой пары ложится "),
             _side_name(first, lang), " ", citation_view(R.DEAL.id, lang)),
        node("thead", {}, node("tr", {},
                               node("th", {"scope": "col"}, tr(lang, "pair", "пара")),
                               node("th", {"scope": "col"}, tr(lang, "right: banker",
                                                               "направо: банкомёт")),
                               node("th", {"scope": "col"}, tr(lang, "left: punter",
                                                               "налево: понтёр")))),
        node("tbody", {}, rows))
    head = node("p", {"class": "karty-stos-punt"},
                tr(lang, "The punter's card: ", "Карта понтёра: "), card_view(card, lang),
                tr(lang, f" (any {card.rank.name_en} decides), stake ",
                   f" (решает любая карта этого достоинства: {card.rank.name_ru}), ставка "),
                node("strong", {}, str(result.stake if result else state.stake)), ".",
                node("small", {}, tr(lang, " Blank first card: ", " Пустая первая карта: "),
                     card_view(blank, lang)) if blank else None)
    odds = None
    if result is not None:
        now = node("p", {"class": "karty-verdict " + ("karty-yes" if result.amount > 0
                                                       else "karty-no")},
                   _verdict(result.outcome, result.amount, lang))
        buttons: list[Any] = []
    else:
        odds = talia_odds_by_walk(state)
        left = state.remaining()
        same = sum(c.rank == card.rank for c in left)
        pair_line = None
        if rules.pair is not Pair.NONE:
            pair_line = node("li", {}, tr(lang, "«плие» (both cards of a pair): ",
                                          "«плие» (обе карты пары): "),
                             fraction_view(odds.pair + odds.split, lang), " ",
                             citation_view(R.PAIR.id, lang))
        now = node(
            "div", {"class": "karty-stos-odds"},
            node("p", {}, tr(lang, f"Not decided yet: {len(left)} cards left, {same} of the "
                                   "punter's rank. Exact chances from here:",
                             f"Ещё не решилось: осталось карт {len(left)}, из них того же "
                             f"достоинства {same}. Точные шансы отсюда:")),
            node("ul", {},
                 node("li", {}, tr(lang, "the punter's rank falls on his side first: ",
                                   "карта понтёра ляжет на его сторону первой: "),
                      fraction_view(odds.win, lang)),
                 node("li", {}, tr(lang, "on the banker's side first: ",
                                   "на сторону банкомёта первой: "),
                      fraction_view(odds.lose, lang)),
                 pair_line),
            node("p", {}, tr(lang, "The odds walk the engine's own deal, card by card ",
                             "Шансы получены обходом сдачи самого движка, карта за картой "),
                 citation_view(R.CHANCE_MODEL.id, lang), "."))
        buttons = [node("button", {"class": "karty-action", "data-action": "deal"},
                        tr(lang, "Deal the next card", "Метнуть карту")),
                   node("button", {"class": "karty-action", "data-action": "deal pair"},
                        tr(lang, "Deal a pair", "Метнуть пару"))]
    blank_note = None
    if rules.first_card is FirstCard.BLANK:
        blank_note = node("p", {"class": "karty-note"},
                          tr(lang, "The first card of the talia is blank. ",
                             "Первая карта талии не в счёт. "),
                          citation_view(R.FIRST_CARD.id, lang))
    view = node(
        "div", {"class": "karty-answer-body"},
        head, blank_note, table, now,
        node("div", {"class": "karty-actions", "role": "group",
                     "aria-label": tr(lang, "Deal", "Метать")}, buttons) if buttons else None,
        node("details", {"class": "karty-record-box"},
             node("summary", {}, tr(lang, "The talia, explained", "Талия с объяснениями")),
             steps_view(steps, lang)))
    data = {"outcome": result.outcome.value if result else None,
            "amount": result.amount if result else None,
            "returns": list(state.returns()),
            "dealt": [c.ascii() for c in state.dealt],
            "odds": odds.to_dict() if odds else None,
            "notation": state.notation(),
            "explanation": steps_json(steps)}
    return {"state": dict(r.out), "view": view, "data": data}


#: This game's widget kinds (see :data:`karty.web.KINDS`), in the order of
#: :attr:`karty.games.GameSpec.widgets`.
KINDS: dict[str, dict[str, Any]] = {
    "stos-deal": {"fn": "stos_deal", "fields": DEAL_FIELDS, "rules": "stos",
                  "rule_keys": DEAL_RULE_KEYS},
}
#: This game's web functions (see :data:`karty.web.FUNCTIONS`).
FUNCTIONS: dict[str, Callable[[Any], dict[str, Any]]] = {"stos_deal": stos_deal}
