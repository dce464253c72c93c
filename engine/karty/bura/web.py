"""The Бура widgets: a trick, a hand's declarations, «Игра сделана?», a кон
against the computer (its own module, :mod:`karty.bura.web_play`), and the
rules options. Each function takes
``{"lang": "en"|"ru", "state": {key: text}}`` and returns
``{"state", "view", "data"}`` (see :mod:`karty.web`)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..cards import Card
from ..errors import IllegalActionError, KartyError
from ..registry import Step
from ..web.common import (
    FieldSpec,
    Lang,
    StateReader,
    card_text,
    card_view,
    cards_view,
    citation_view,
    fraction_view,
    in_field,
    option_text,
    provenance_view,
    steps_json,
    steps_view,
    suit_name,
    tr,
    widget_reader,
    widget_result,
)
from ..web.view import join, node
from . import rulebook as R
from .odds import p_dealt_bura, p_dealt_molodka, p_game_made
from .rules import Counting, Rules
from .scoring import POINTS, explain_beats, explain_hand, points
from .text import n_cards_en, n_cards_ru, n_points_ru
from .web_play import _REPLAYS, PLAY_FIELDS, action_ascii, bura_play

# The кон against the computer is its own module (:mod:`karty.bura.web_play`); its
# names stay importable from here, the replays kept (``_REPLAYS``, the last 64) too.
__all__ = ["PLAY_FIELDS", "_REPLAYS", "action_ascii", "bura_declare", "bura_made", "bura_play",
           "bura_rules", "bura_trick"]

_TRUMP = FieldSpec("trump", "suit", "trumps", "козыри", required=True, default="h")

TRICK_FIELDS = (
    _TRUMP,
    FieldSpec("led", "cards", "the led cards", "карты хода", required=True,
              hint_en="one card, or two or three of one suit",
              hint_ru="одна карта или две-три одной масти"),
    FieldSpec("answer", "cards", "the answer", "ответ", required=True,
              hint_en="as many cards as were led", hint_ru="столько же карт, сколько в ходе"),
)
DECLARE_FIELDS = (
    _TRUMP,
    FieldSpec("hand", "cards", "the hand", "карты на руках", required=True,
              hint_en="one to three cards", hint_ru="от одной до трёх карт"),
)
MADE_FIELDS = (
    FieldSpec("tricks", "cards", "the cards in your tricks", "карты в ваших взятках",
              hint_en="the cards you took face up, as you remember them",
              hint_ru="карты, взятые в открытую, какими вы их помните"),
    FieldSpec("k", "int", "cards thrown off to you face down", "карт в сносе (рубашкой вверх)",
              default="0", minimum=0, maximum=30,
              hint_en="the «снос»: you took them unseen",
              hint_ru="снос: вы взяли их, не глядя"),
    FieldSpec("seen", "cards", "other cards you have seen", "другие карты, которые вы видели",
              hint_en="your hand, the turned-up trump, the other's tricks…",
              hint_ru="ваши карты, открытый козырь, взятки противника…"),
)
RULES_FIELDS: tuple[FieldSpec, ...] = ()


def _reader(kind: str, args: Any, fields: tuple[FieldSpec, ...], rules: bool = False
            ) -> tuple[Lang, StateReader]:
    return widget_reader(kind, args, fields, Rules if rules else None)


_result = widget_result


def _cards_t(cards: tuple[Card, ...] | list[Card], lang: Lang) -> str:
    return " ".join(card_text(c, lang) for c in cards)


# ---------------------------------------------------------------- the trick
def bura_trick(args: Any) -> dict[str, Any]:
    """Does the answer beat the lead? Who takes the trick, and for how many points."""
    lang, r = _reader("bura-trick", args, TRICK_FIELDS)
    trump = r.suit("trump")
    led = r.cards("led", 1, 3)
    answer = r.cards("answer", 1, 3)
    if len({c.suit for c in led}) > 1:
        raise in_field("led", IllegalActionError(
            f"{' '.join(map(str, led))}: several cards may be led only if they are of one suit",
            f"{_cards_t(led, 'ru')}: несколькими картами ходят, только если они одной масти",
            token=" ".join(map(str, led))))
    try:
        ok, steps = explain_beats(led, answer, trump)
    except KartyError as e:
        raise in_field("answer", e) from None
    steps_l = list(steps)
    trick = (*led, *answer)
    pts = points(trick)
    counts_match = len(led) == len(answer)
    if ok:
        steps_l.append(Step(R.TRICK, f"the answerer takes the trick: {pts} points",
                            f"отвечающий берёт взятку: {n_points_ru(pts)}"))
        steps_l.append(Step(R.NEXT_LEAD, "the answerer leads next",
                            "следующим ходит отвечающий"))
    elif counts_match:
        n = len(answer)
        up, down = points(led), points(answer)
        steps_l.append(Step(R.SURRENDER,
                            f"the answerer cannot beat it this way and gives up the trick, "
                            f"throwing off {n_cards_en(n)} face down",
                            f"так не побить: отвечающий сдаёт взятку, сбросив "
                            f"{n_cards_ru(n)} рубашкой вверх"))
        steps_l.append(Step(R.SNOS,
                            f"the leader takes {' '.join(map(str, led))} ({up} points) and the "
                            f"{n_cards_en(n)} thrown off, unseen ({down} points): {pts} in all",
                            f"ходивший берёт {_cards_t(led, 'ru')} ({n_points_ru(up)}) и снос, "
                            f"не глядя ({n_points_ru(down)}): всего {pts}"))
    verdict_yes = tr(lang, "beats", "бьёт")
    verdict_no = tr(lang, "does not beat", "не бьёт")
    rows = []
    if ok:
        from .scoring import beating_matching

        pairs = beating_matching(led, answer, trump) or ()
        for lc, ac in pairs:
            rows.append(node("tr", {}, node("td", {}, card_view(lc, lang)),
                             node("td", {}, card_view(ac, lang))))
    taker = ("answerer" if ok else "leader") if counts_match else None
    if taker == "answerer":
        takes = tr(lang, f"The answerer takes the trick: {pts} points, and leads next.",
                   f"Отвечающий берёт взятку: {n_points_ru(pts)} — и ходит следующим.")
    elif taker == "leader":
        takes = tr(lang, f"The leader takes the trick: {pts} points in all, "
                   f"{points(answer)} of them in the cards thrown off face down.",
                   f"Взятка достаётся ходившему: всего {n_points_ru(pts)}, из них "
                   f"{points(answer)} — в сносе рубашкой вверх.")
    else:
        takes = tr(lang, "Not an answer: it must have as many cards as the lead.",
                   "Это не ответ: карт должно быть столько же, сколько в ходе.")
    view = node(
        "div", {"class": "karty-answer-body"},
        node("p", {"class": "karty-verdict " + ("karty-yes" if ok else "karty-no")},
             cards_view(answer, lang), " ", node("strong", {}, verdict_yes if ok else verdict_no),
             " ", cards_view(led, lang), " ",
             node("small", {}, tr(lang, f"(trumps: {suit_name(trump, lang)})",
                                  f"(козыри: {suit_name(trump, lang)})"))),
        node("table", {"class": "karty-pairs"},
             node("caption", {}, tr(lang, "Which card beats which", "Какая карта какую бьёт")),
             node("thead", {}, node("tr", {}, node("th", {"scope": "col"}, tr(lang, "led", "ход")),
                                    node("th", {"scope": "col"}, tr(lang, "beaten by", "бьёт")))),
             node("tbody", {}, rows)) if rows else None,
        node("p", {"class": "karty-takes"}, takes),
        node("p", {"class": "karty-why"}, tr(lang, "Why:", "Почему:")),
        steps_view(steps_l, lang),
    )
    data = {"beats": ok, "taker": taker, "points": pts, "explanation": steps_json(steps_l)}
    return _result(r, view, data)


# ---------------------------------------------------------------- declarations
def bura_declare(args: Any) -> dict[str, Any]:
    """Бура or Молодка in a hand, its points, and the chance of being dealt either."""
    lang, r = _reader("bura-declare", args, DECLARE_FIELDS)
    trump = r.suit("trump")
    hand = r.cards("hand", 1, 3)
    try:
        report = explain_hand(hand, trump)
    except KartyError as e:
        raise in_field("hand", e) from None
    if report.bura:
        head = tr(lang, "«Бура!» — three trumps: the кон is won at once.",
                  "«Бура!» — три козыря: кон выигран сразу.")
        cls = "karty-verdict karty-yes"
    elif report.molodka:
        head = tr(lang, "«Молодка» — three cards of one suit, not trumps: "
                  "the holder may take the lead out of turn.",
                  "«Молодка» — три некозырные карты одной масти: можно зайти вне очереди.")
        cls = "karty-verdict karty-yes"
    else:
        head = tr(lang, "Nothing to declare.", "Объявлять нечего.")
        cls = "karty-verdict karty-no"
    pb, pm = p_dealt_bura(), p_dealt_molodka()
    odds = node(
        "p", {"class": "karty-odds-line"},
        tr(lang, "The chance of being dealt them, knowing only the turned-up trump: ",
           "Вероятность получить их при сдаче, зная только открытый козырь: "),
        "Бура ", fraction_view(pb, lang), ", ", "Молодка ", fraction_view(pm, lang), ".")
    rules = Rules()
    when = rules.rule_id("declarations")
    view = node(
        "div", {"class": "karty-answer-body"},
        node("p", {"class": cls}, cards_view(hand, lang), " — ", head),
        node("p", {}, tr(lang, f"Points in hand: {report.points}.",
                         f"Очков на руках: {report.points}.")),
        node("p", {"class": "karty-why"}, tr(lang, "Why:", "Почему:")),
        steps_view(report.explanation, lang),
        odds,
        node("p", {"class": "karty-note"},
             tr(lang, "When the declarations are looked for is a rules option: ",
                "Когда проверяются объявления — это настройка правил: "),
             citation_view(when, lang), "."),
    )
    data = {"points": report.points, "bura": report.bura, "molodka": report.molodka,
            "p_dealt_bura": [pb.numerator, pb.denominator],
            "p_dealt_molodka": [pm.numerator, pm.denominator],
            "explanation": steps_json(report.explanation)}
    return _result(r, view, data)


# ---------------------------------------------------------------- «Игра сделана?»
def bura_made(args: Any) -> dict[str, Any]:
    """The exact chance that a claim «Игра сделана» reaches the target."""
    lang, r = _reader("bura-made", args, MADE_FIELDS, rules=True)
    tricks = r.cards("tricks", 0, 36)
    k = r.integer("k")
    seen = r.cards("seen", 0, 36)
    rules = r.rules()
    try:
        p = p_game_made(tricks, k, seen, rules)
    except KartyError as e:
        raise in_field("k" if e.token == "k" else "seen", e) from None
    known = points(tricks)
    target = rules.target
    need = target - known
    unseen = 36 - len(set(tricks) | set(seen))
    detail = join([f"{card_text(c, lang)} {POINTS[c.rank]}" for c in tricks]) if tricks else []
    memory = rules.counting is Counting.MEMORY
    count_line = (tr(lang, f"Points you remember taking face up: {known}",
                     f"Очков, которые вы помните во взятых в открытую картах: {known}")
                  if memory else
                  tr(lang, f"Points you can count in your tricks: {known}",
                     f"Очков, которые вы видите во взятках: {known}"))
    lines: list[Any] = [node("p", {}, count_line, [" (", detail, ")"] if tricks else None, ".")]
    if k:
        lines.append(node("p", {}, tr(
            lang,
            f"The {n_cards_en(k)} thrown off to you face down could be any {k} of the {unseen} "
            f"cards you have not seen, all equally likely; you need {max(need, 0)} more points "
            "from them.",
            f"{n_cards_ru(k).capitalize()} в сносе — любые {k} из {unseen} карт, которых вы "
            f"не видели, все равновероятны; из них нужно ещё {n_points_ru(max(need, 0))}.")))
    if p == 1:
        verdict = tr(lang, "Certain: the claim holds.", "Наверняка: игра сделана.")
    elif p == 0:
        verdict = tr(lang, "Impossible: the claim fails.", "Невозможно: заявка проиграет.")
    else:
        verdict = tr(lang, "The claim holds with probability", "Игра сделана с вероятностью")
    verdict_view = node("p", {"class": "karty-verdict " + ("karty-yes" if p >= Fraction(1, 2)
                                                          else "karty-no")},
                        verdict, [" ", fraction_view(p, lang)] if 0 < p < 1 else None)
    if memory:
        count_step = Step(R.COUNT_MEMORY, "the piles lie face down until the claim: the count "
                          f"of {known} is from your memory of the play",
                          "до заявки взятки лежат рубашкой вверх: счёт "
                          f"{known} — по вашей памяти об игре")
    else:
        count_step = Step(R.COUNT_OPEN, f"the face-up cards of your tricks may be counted: {known}",
                          f"открытые карты ваших взяток можно пересчитать: {known}")
    steps = [
        count_step,
        Step(R.CLAIM, f"a claim counts every card in the claimer's tricks, the face-down ones "
             f"too: {known} face up + the {n_cards_en(k)} unseen",
             f"при заявке считаются все карты во взятках, и снос тоже: {known} в открытых + "
             f"{n_cards_ru(k)} в сносе"),
        Step(R.SNOS, "cards thrown off face down go to the trick's taker unseen",
             "сброшенные рубашкой вверх карты достаются взявшему, не глядя"),
        Step(R.CLAIM_MADE, f"{target} or more points: the claimer wins the кон",
             f"{n_points_ru(target)} и больше — кон выигрывает заявивший"),
        Step(R.CLAIM_FAILED, f"fewer than {target}: the claimer loses the кон",
             f"меньше {target} — кон проигрывает заявивший"),
    ]
    view = node(
        "div", {"class": "karty-answer-body"}, verdict_view, lines,
        node("p", {"class": "karty-why"}, tr(lang, "The rules used:", "Правила:")),
        steps_view(steps, lang),
        node("p", {"class": "karty-note"}, tr(
            lang, "A real opponent throws off his cheapest cards on purpose; this is the "
            "chance for a claimer who assumes nothing about what was thrown.",
            "Настоящий противник нарочно сбрасывает самые дешёвые карты; здесь — вероятность "
            "для того, кто ничего не предполагает о сносе.")),
    )
    data = {"known": known, "need": need, "k": k, "unseen": unseen, "target": target,
            "p": [p.numerator, p.denominator]}
    return _result(r, view, data)




# ---------------------------------------------------------------- the rules options
def rules_table(rules: Rules, lang: Lang) -> list[Any]:
    """Every option of ``rules``: its value, what it decides, where the value comes from."""
    default = Rules()
    rows = []
    for spec in Rules.options():
        value = getattr(rules, spec.name)
        changed = value != getattr(default, spec.name)
        prov = rules.provenance_of(spec.name)
        cite: Any
        try:
            rid = rules.rule_id(spec.name)
            cite = citation_view(rid, lang)
        except KeyError:
            cite = provenance_view(prov, lang) if prov else ""
        rows.append(node(
            "tr", {"class": "karty-changed"} if changed else {},
            node("th", {"scope": "row"}, node("code", {}, spec.name)),
            node("td", {}, spec.ru if lang == "ru" else spec.en),
            node("td", {}, node("strong", {}, option_text(value)),
                 node("small", {}, tr(lang, " (changed)", " (изменено)")) if changed else None),
            node("td", {}, cite)))
    return node("table", {"class": "karty-rules-table"},
                node("caption", {}, tr(lang, "The rules of this game", "Правила этой игры")),
                node("thead", {}, node("tr", {},
                                       node("th", {"scope": "col"}, tr(lang, "option", "настройка")),
                                       node("th", {"scope": "col"}, tr(lang, "decides", "что решает")),
                                       node("th", {"scope": "col"}, tr(lang, "value", "значение")),
                                       node("th", {"scope": "col"}, tr(lang, "from", "откуда")))),
                node("tbody", {}, rows))


def bura_rules(args: Any) -> dict[str, Any]:
    """The rules as set: every option, its value, and where that value comes from."""
    lang, r = _reader("bura-rules", args, RULES_FIELDS, rules=True)
    rules = r.rules()
    changed = [k for k, v in rules.to_dict().items() if v != Rules().to_dict()[k]]
    summary = (tr(lang, "All options at their defaults.", "Все настройки по умолчанию.")
               if not changed else
               tr(lang, f"Changed from the defaults: {', '.join(changed)}.",
                  f"Изменено по сравнению с умолчаниями: {', '.join(changed)}."))
    view = node("div", {"class": "karty-answer-body"}, node("p", {}, summary),
                rules_table(rules, lang))
    return _result(r, view, {"rules": rules.to_dict(), "changed": changed})


# ---------------------------------------------------------------- a кон against the computer


_KON = ("first_lead", "trump_card", "draw_first", "declarations", "double_bura",
        "molodka_lead", "claim_timing", "counting", "exhausted", "target", "stake")

#: This game's widget kinds (see :data:`karty.web.KINDS`), in the order of
#: :attr:`karty.games.GameSpec.widgets`. ``commands``: the buttons a played widget
#: offers, as (command docs/assets/js/widgets.mjs knows, label key in docs/labels.yaml).
KINDS: dict[str, dict[str, Any]] = {
    "bura-trick": {"fn": "bura_trick", "fields": TRICK_FIELDS, "rules": None},
    "bura-declare": {"fn": "bura_declare", "fields": DECLARE_FIELDS, "rules": None},
    "bura-made": {"fn": "bura_made", "fields": MADE_FIELDS, "rules": "bura",
                  "rule_keys": ("target", "counting")},
    "bura-play": {"fn": "bura_play", "fields": PLAY_FIELDS, "rules": "bura", "rule_keys": _KON,
                  "commands": (("undo", "undo"), ("restart", "restart"), ("new-deal", "new_deal"))},
    "bura-rules": {"fn": "bura_rules", "fields": RULES_FIELDS, "rules": "bura",
                   "rules_inline": True},
}
#: This game's web functions (see :data:`karty.web.FUNCTIONS`).
FUNCTIONS: dict[str, Callable[[Any], dict[str, Any]]] = {
    "bura_trick": bura_trick, "bura_declare": bura_declare, "bura_made": bura_made,
    "bura_play": bura_play, "bura_rules": bura_rules,
}
