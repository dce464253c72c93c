"""The Очко widgets: a hand's value and the chance of busting on the next card,
a duel with the banker under each house rule, and a bank session against the
computer. Same calling convention as :mod:`karty.web.bura`."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..cards import DECK, Card, Rank
from ..errors import IllegalActionError, KartyError, NotationError
from ..ochko import rulebook as R
from ..ochko.actions import Action, OpeningBank, Stake, parse_action
from ..ochko.players import HeuristicPlayer
from ..ochko.rules import Ace, Rules, TwoAces
from ..ochko.state import State
from ..ochko.values import HandValue, Kind, card_points, evaluate
from ..odds import banker_totals, p_bust_next
from ..registry import Step
from .common import (
    FieldSpec,
    Lang,
    StateReader,
    card_view,
    cards_view,
    citation_view,
    fraction_view,
    in_field,
    percent,
    steps_json,
    steps_view,
    tr,
)
from .view import join, node

__all__ = ["ochko_duel", "ochko_hand", "ochko_session"]

HAND_FIELDS = (
    FieldSpec("hand", "cards", "your cards", "ваши карты", required=True,
              hint_en="e.g. 10S 6H", hint_ru="например 10п 6ч"),
    FieldSpec("seen", "cards", "other cards you have seen", "другие карты, которые вы видели",
              hint_en="the banker's cards, the crosswise card, busted hands…",
              hint_ru="карты банкующего, поперечная карта, перебравшие руки…"),
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
SESSION_FIELDS = (
    FieldSpec("seed", "int", "session number", "номер игры", required=True, default="1",
              minimum=0, maximum=10**9),
    FieldSpec("players", "int", "players at the table", "игроков за столом", default="3",
              minimum=2, maximum=6),
    FieldSpec("purse", "int", "each player's money", "деньги каждого", default="100",
              minimum=1, maximum=10000),
    FieldSpec("rounds", "int", "кон to play at most", "конов не больше", default="12",
              minimum=1, maximum=60),
    FieldSpec("moves", "moves", "your moves", "ваши ходы"),
)


def _reader(kind: str, args: Any, fields: tuple[FieldSpec, ...]) -> tuple[Lang, StateReader]:
    from . import read_args

    lang, state = read_args(args)
    return lang, StateReader(kind, state, fields, Rules)


def _value_text(v: HandValue, lang: Lang) -> str:
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


# ---------------------------------------------------------------- a hand
def ochko_hand(args: Any) -> dict[str, Any]:
    """The hand's value, and the exact chance that the next card busts it."""
    lang, r = _reader("ochko-hand", args, HAND_FIELDS)
    hand = r.cards("hand", 1, 12)
    seen = r.cards("seen", 0, 35)
    rules = r.rules()
    overlap = set(hand) & set(seen)
    if overlap:
        c = min(overlap)
        raise in_field("seen", NotationError(f"{c} is both in your hand and among the seen cards",
                                             f"{c.russian()} и у вас на руках, и среди увиденных",
                                             token=str(c)))
    v = evaluate(hand, rules)
    try:
        p = p_bust_next(hand, seen, rules)
    except KartyError as e:
        raise in_field("seen", e) from None
    known = set(hand) | set(seen)
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
            node("td", {}, _value_text(nv, lang))))
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
    view = node(
        "div", {"class": "karty-answer-body"},
        node("p", {"class": "karty-verdict " + ("karty-no" if v.is_bust else "karty-yes")},
             cards_view(hand, lang), " = ", node("strong", {}, _value_text(v, lang))),
        node("p", {}, tr(lang, "Chance that the next card busts the hand: ",
                         "Вероятность перебора со следующей картой: "),
             fraction_view(p, lang),
             tr(lang, f", counting the {len(unseen)} cards you have not seen. ",
                f" — по {len(unseen)} картам, которых вы не видели. "),
             advice),
        node("p", {}, tr(lang, "Chance that the next card makes 21 (or better): ",
                         "Вероятность набрать 21 (или лучше) следующей картой: "),
             fraction_view(p21f, lang), "."),
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
            "unseen": len(unseen), "explanation": steps_json(steps)}
    return {"state": dict(r.out), "view": view, "data": data}


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
    lang, r = _reader("ochko-duel", args, DUEL_FIELDS)
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
            node("td", {}, _value_text(pv, lang)),
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
             node("strong", {}, _value_text(evaluate(player, base), lang)), "; ",
             tr(lang, "the banker shows ", "у банкующего "), cards_view(banker, lang), " = ",
             _value_text(bv, lang), "."),
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
    return {"state": dict(r.out), "view": view,
            "data": {"stand_on": stand_on, "variants": data_rows}}


# ---------------------------------------------------------------- a bank session
_ME = 0


def _who(seat: int, lang: Lang) -> str:
    if seat == _ME:
        return tr(lang, "you (player 1)", "вы (игрок 1)")
    return tr(lang, f"player {seat + 1}", f"игрок {seat + 1}")


def _choices(state: State) -> list[Action]:
    """The reader's buttons: every legal action, with a few stakes or banks picked
    from a range (the URL can name any other amount)."""
    phase = state.phase
    if phase == "stake":
        lo, hi = state.stake_bounds()
        amounts = sorted({a for a in (lo, hi // 4, hi // 3, hi // 2, hi) if lo <= a <= hi})
        return [Stake(a) for a in amounts]
    if phase == "opening-bank":
        lo, hi = state.rules.min_bank, state.purses[state.banker]
        amounts = sorted({a for a in (lo, 2 * lo, 5 * lo, hi) if lo <= a <= hi})
        return [OpeningBank(a) for a in amounts]
    return list(state.legal_actions())


def _forced(state: State) -> Action | None:
    """The reader's only possible action, applied for him."""
    if state.phase == "stake":
        lo, hi = state.stake_bounds()
        return Stake(lo) if lo == hi else None
    if state.phase == "opening-bank":
        lo, hi = state.rules.min_bank, state.purses[state.banker]
        return OpeningBank(lo) if lo == hi else None
    legal = state.legal_actions()
    return legal[0] if len(legal) == 1 else None


def _action_text(a: Action, lang: Lang) -> str:
    texts = {"ask": ("ask the next player", "спросить следующего"),
             "collect": ("gather the cards (forgetting the rest)",
                         "собрать карты (забыв остальных)"),
             "draw": ("draw a card", "ещё карту"), "dark": ("a card «в тёмную»",
                                                             "карту «в тёмную»"),
             "stand": ("enough", "хватит"), "stuk": ("«стук»", "«стук»"),
             "deal": ("deal on", "сдавать дальше")}
    s = str(a)
    if isinstance(a, Stake):
        return tr(lang, f"go for {a.amount}", f"идти на {a.amount}")
    if isinstance(a, OpeningBank):
        return tr(lang, f"bank {a.amount}", f"банк {a.amount}")
    en, ru = texts.get(s, (s, s))
    return tr(lang, en, ru)


_REASONS = {
    "bust": ("the player busts", "перебор у игрока"),
    "immediate": ("21 at once", "очко сразу"),
    "banker-bust": ("the banker busts", "перебор у банка"),
    "higher": ("higher", "больше"),
    "lower": ("lower", "меньше"),
    "tie": ("a tie, the banker's", "поровну — банку"),
    "dark-21": ("21 «в тёмную»", "очко «в тёмную»"),
    "dark-bust": ("the blind card busts", "перебор «в тёмную»"),
}


def _replay_session(seed: int, players: int, purse: int, rounds: int, rules: Rules,
                    moves: list[str]
                    ) -> tuple[State, list[tuple[int, str, tuple[Step, ...]]], list[str], int]:
    """The session replayed: chance from ``Random(seed)``, the other seats by rules
    of thumb, the reader's decisions from ``moves``. Stops at the reader's turn."""
    try:
        state = State.initial(rules, players=players, purse=purse, max_rounds=rounds)
    except KartyError as e:  # pragma: no cover - the fields are range-checked
        raise in_field("players", e) from None
    rng = random.Random(seed)
    rngs = [random.Random(f"karty.web.ochko/{seed}/{s}") for s in range(players)]
    bot = HeuristicPlayer()
    log: list[tuple[int, str, tuple[Step, ...]]] = []
    done: list[str] = []
    i = 0
    last = 0
    while not state.is_terminal():
        who = state.current_player()
        if who < 0:
            a = state.sample_chance(rng)
            log.append((who, str(a).split()[0], state.apply_action(a)))
            continue
        if who == _ME:
            forced = _forced(state)
            if forced is not None:
                log.append((who, str(forced), state.apply_action(forced)))
                continue
            if i >= len(moves):
                break
            text = moves[i]
            try:
                a = parse_action(text)
                if not state.is_legal(a):
                    raise state._illegal(a)
                steps = state.apply_action(a)
            except (NotationError, IllegalActionError) as e:
                raise in_field("moves", type(e)(f"move {i + 1} ({text}): {e.en}",
                                                f"ход {i + 1} ({text}): {e.ru}",
                                                token=text)) from None
            last = len(log)
            log.append((who, str(a), steps))
            done.append(str(a))
            i += 1
            continue
        a = bot.choose(state.observation(who), state.legal_actions(), rngs[who])
        log.append((who, str(a), state.apply_action(a)))
    if i < len(moves):
        raise in_field("moves", IllegalActionError(
            f"move {i + 1} ({moves[i]}): the session is already over",
            f"ход {i + 1} ({moves[i]}): игра уже окончена", token=moves[i]))
    return state, log, done, last


def ochko_session(args: Any) -> dict[str, Any]:
    """A session at the bank against computer players, step by step."""
    lang, r = _reader("ochko-session", args, SESSION_FIELDS)
    seed = r.integer("seed")
    players = r.integer("players")
    purse = r.integer("purse")
    rounds = r.integer("rounds")
    moves = r.moves("moves")
    rules = r.rules()
    state, log, done, last = _replay_session(seed, players, purse, rounds, rules, moves)
    if done:
        r.out["moves"] = ";".join(done)
    obs = state.observation(_ME)
    over = state.is_terminal()
    mine = not over and state.current_player() == _ME
    # the table
    banker = obs["banker"]
    money = [node("li", {}, _who(s, lang), ": ", str(p),
                  tr(lang, " (banker)", " (банкует)") if s == banker else None)
             for s, p in enumerate(obs["purses"])]
    rows: list[tuple[str, Any]] = [
        (tr(lang, "Banker", "Банкует"), _who(banker, lang) if banker >= 0 else "—"),
        (tr(lang, "Bank", "Банк"),
         [str(obs["bank"]), tr(lang, f" (opened with {obs['bank_start']}; «стук» from "
                                     f"{rules.stuk_factor * obs['bank_start']})",
                               f" (начальный {obs['bank_start']}; «стук» с "
                               f"{rules.stuk_factor * obs['bank_start']})")
          if obs["bank_start"] else None, tr(lang, " — «стук»!", " — «стук»!") if obs["stuk"]
          else None]),
        (tr(lang, "Money", "Деньги"), node("ul", {"class": "karty-purses"}, money)),
        (tr(lang, "Кон", "Кон"), tr(lang, f"{obs['round']} of at most {rounds}",
                                     f"{obs['round']} из {rounds} возможных")),
    ]
    me = obs["hands"][_ME]
    if me["cards"] or me["hidden"]:
        hand = tuple(Card.parse(c) for c in me["cards"])
        v = evaluate(hand, rules) if hand else None
        rows.append((tr(lang, "Your cards", "Ваши карты"),
                     [cards_view(hand, lang), f" = {_value_text(v, lang)}" if v else None,
                      tr(lang, " + 1 card «в тёмную»", " + 1 карта «в тёмную»")
                      if me["hidden"] else None]))
    if banker >= 0 and banker != _ME and obs["hands"][banker]["cards"]:
        bc = tuple(Card.parse(c) for c in obs["hands"][banker]["cards"])
        rows.append((tr(lang, "Banker's cards", "Карты банкующего"), cards_view(bc, lang)))
    if obs["crosswise"]:
        rows.append((tr(lang, "Crosswise card", "Поперечная карта"),
                     card_view(Card.parse(obs["crosswise"]), lang)))
    if obs["stake"]:
        rows.append((tr(lang, "Stake", "Ставка"), str(obs["stake"])))
    table = node("table", {"class": "karty-table-state"},
                 node("caption", {}, tr(lang, f"Session {seed}: the table",
                                        f"Игра {seed}: стол")),
                 node("tbody", {}, [node("tr", {}, node("th", {"scope": "row"}, k),
                                         node("td", {}, v)) for k, v in rows]))
    # what happened since the reader's previous decision
    recent_steps = [s for _, _, steps in log[last:] for s in steps]
    if len(recent_steps) > 60:
        recent_steps = recent_steps[-60:]
    # the duels so far
    duel_rows = []
    for o in state.outcomes[-30:]:
        duel_rows.append(node(
            "tr", {"class": "karty-yes" if (o.player_won == (o.seat == _ME)) else "karty-no"},
            node("td", {}, str(o.kon)), node("td", {}, _who(o.seat, lang)),
            node("td", {}, str(o.stake)),
            node("td", {}, cards_view(o.player_cards, lang), " / ",
                 cards_view(o.banker_cards, lang)),
            node("td", {}, tr(lang, "player", "игрок") if o.player_won else tr(lang, "bank", "банк"),
                 " (", tr(lang, *_REASONS[o.reason.value]), ")")))
    if over:
        ret = state.returns()
        now = node("p", {"class": "karty-verdict " + ("karty-yes" if ret[_ME] >= 0 else "karty-no")},
                   tr(lang, "The session is over. Won or lost: ", "Игра окончена. Итог: "),
                   join([f"{_who(s, lang)} {'+' if x > 0 else ''}{x}" for s, x in enumerate(ret)]),
                   ".")
        buttons: list[Any] = []
    elif mine:
        lo, hi = obs.get("stake_bounds", [0, 0])
        prompts = {
            "opening-bank": ("You bank: how much do you put up?",
                             "Вы банкуете: какой банк выставить?"),
            "stuk": ("The bank has grown enough: knock («стук») and make this кон the last?",
                     "Банк вырос достаточно: объявить «стук» — последний кон?")
            if obs["bank"] >= rules.stuk_factor * obs["bank_start"] else
            ("Knock («стук») and make this кон the last, or deal on?",
             "Объявить «стук» — последний кон — или сдавать дальше?"),
            "ask": ("You bank: ask the next player, or gather the cards?",
                    "Вы банкуете: спросить следующего игрока или собрать карты?"),
            "stake": (f"The banker asks: «На сколько идёшь?» (from {lo} to {hi})",
                      f"Банкующий спрашивает: «На сколько идёшь?» (от {lo} до {hi})"),
            "player": ("Another card, or enough?", "Ещё карту или хватит?"),
            "banker": ("You bank: draw for yourself, or stop?",
                       "Вы банкуете: тянуть себе или остановиться?"),
        }
        now = node("p", {"class": "karty-prompt"}, tr(lang, *prompts.get(state.phase, ("", ""))))
        buttons = [node("button", {"class": "karty-action", "data-action": str(a)},
                        _action_text(a, lang)) for a in _choices(state)]
    else:  # pragma: no cover - the replay stops only at the reader's turn or the end
        now = node("p", {}, "")
        buttons = []
    view = node(
        "div", {"class": "karty-answer-body"},
        table,
        node("div", {"class": "karty-recent"},
             node("p", {"class": "karty-why"}, tr(lang, "What just happened:", "Что произошло:")),
             steps_view(recent_steps, lang)),
        now,
        node("div", {"class": "karty-actions", "role": "group",
                     "aria-label": tr(lang, "Your possible moves", "Ваши возможные ходы")},
             buttons) if buttons else None,
        node("details", {"class": "karty-record-box"},
             node("summary", {}, tr(lang, f"The duels so far ({len(state.outcomes)})",
                                    f"Сыгранные игры ({len(state.outcomes)})")),
             node("table", {"class": "karty-duels"},
                  node("thead", {}, node("tr", {},
                                         node("th", {"scope": "col"}, tr(lang, "кон", "кон")),
                                         node("th", {"scope": "col"}, tr(lang, "player", "игрок")),
                                         node("th", {"scope": "col"}, tr(lang, "stake", "ставка")),
                                         node("th", {"scope": "col"},
                                              tr(lang, "player / banker", "игрок / банк")),
                                         node("th", {"scope": "col"}, tr(lang, "won", "выиграл")))),
                  node("tbody", {}, duel_rows))) if state.outcomes else None,
    )
    data = {"over": over, "phase": state.phase, "to_act": "you" if mine else None,
            "choices": [str(a) for a in _choices(state)] if mine else [],
            "returns": list(state.returns()), "observation": obs}
    return {"state": dict(r.out), "view": view, "data": data}


_VALUES = ("ace", "two_aces", "five_pictures")

#: This game's widget kinds (see :data:`karty.web.KINDS`), in the order of
#: :attr:`karty.games.GameSpec.widgets`.
KINDS: dict[str, dict[str, Any]] = {
    "ochko-hand": {"fn": "ochko_hand", "fields": HAND_FIELDS, "rules": "ochko",
                   "rule_keys": _VALUES},
    "ochko-duel": {"fn": "ochko_duel", "fields": DUEL_FIELDS, "rules": "ochko",
                   "rule_keys": (*_VALUES, "banker_draws_at_15", "banker_stands_at_17")},
    "ochko-session": {"fn": "ochko_session", "fields": SESSION_FIELDS, "rules": "ochko"},
}
#: This game's web functions (see :data:`karty.web.FUNCTIONS`).
FUNCTIONS: dict[str, Callable[[Any], dict[str, Any]]] = {
    "ochko_hand": ochko_hand, "ochko_duel": ochko_duel, "ochko_session": ochko_session,
}
